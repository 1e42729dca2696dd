"""The simulated side: bench/sim_fleet.py on the same slice, per policy over several seeds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bench.load_client import pct
from bench.replay import log
from bench.sim_fleet import Fleet
from bench.sim_model import CostModel, TraceRequest
from bench.sim_policies import make_policy

# The proxy's policies the simulator has too, and their names there.
SIM_NAME = {"round_robin": "round_robin", "least_loaded": "least_loaded", "cache_aware": "ours"}


def run_sim(policy: str, requests: Sequence[TraceRequest], replicas: int, capacity: int, cost: CostModel,
            seeds: int, cores: float | None = None) -> dict[str, Any]:
    """The simulator on the same slice, seeds 0..seeds-1 (its random tie-breaks); the mean hit rate,
    the range, and the first seed's per-request numbers. With `cores`, the replicas share that many
    CPU cores, as the real ones here do."""
    runs = []
    for seed in range(seeds):
        router = make_policy(SIM_NAME[policy], seed)
        res = Fleet(requests, replicas, capacity, cost, router, cores=cores).run()
        ttft = [f - a for f, a in zip(res.first, res.arrival, strict=True)]
        prompt, cached = sum(res.prompt), sum(res.cached)
        runs.append({"hit_rate": cached / prompt if prompt else 0.0, "ttft_p50_s": pct(ttft, 0.5),
                     "ttft_p99_s": pct(ttft, 0.99),
                     "load_max_over_mean": max(res.routed) / (len(requests) / replicas), "routed": res.routed,
                     "completed": sum(1 for d in res.done if d >= 0), "prompt_tokens": prompt, "cached_tokens": cached,
                     "per_request_cached": res.cached, "per_request_prompt": res.prompt,
                     "per_request_replica": res.replica,
                     "route_decisions": dict(sorted(getattr(router, "reasons", {}).items()))})
    hits = [r["hit_rate"] for r in runs]
    out = {"policy": policy, "sim_policy": SIM_NAME[policy], "seeds": seeds, "hit_rate": sum(hits) / len(hits),
           "hit_rate_min": min(hits), "hit_rate_max": max(hits),
           **{k: sum(r[k] for r in runs) / len(runs) for k in ("ttft_p50_s", "ttft_p99_s", "load_max_over_mean")},
           **{k: runs[0][k] for k in ("routed", "completed", "prompt_tokens", "cached_tokens", "per_request_cached",
                                      "per_request_prompt", "per_request_replica", "route_decisions")}}
    log(f"sim {policy} ({SIM_NAME[policy]}): hit rate {out['hit_rate']:.3f} [{out['hit_rate_min']:.3f}, "
        f"{out['hit_rate_max']:.3f}] over {seeds} seeds, load max/mean {out['load_max_over_mean']:.2f}")
    return out
