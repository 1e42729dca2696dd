"""Fleet simulator: replay a Mooncake-format trace on N simulated engine replicas through kvroute's
real Router and PrefixIndex (proxy/router.py, proxy/prefix_index.py), or through a peer's routing
algorithm, and report prefix-cache hit rate, TTFT, queueing and load balance.

    python -m bench.simulate --trace FILE --replicas N --capacity-blocks C --policy NAME [--json]
        [--sweep 8,16,32,64] [--policy all] [--time-scale X] [--seed S] [--limit N]
        [--cost-model cpu-smollm2|gpu-llama8b-a100|FILE.json] [--slo SECONDS] [--jobs J] [--write-docs]

The trace, cache and cost models are in bench/sim_model.py, the replicas and the event loop in
bench/sim_fleet.py, the policies in bench/sim_policies.py. `--capacity-blocks` counts the trace's own 512-token blocks (0: unbounded).
`--json` prints one line, last on stdout: the run's numbers (with several runs, the first run of
`ours`, or the first run, plus every run under "runs").
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from bench.docs import measured, publish, rerun_command
from bench.load_client import pct
from bench.sim_fleet import Fleet
from bench.sim_model import BLOCK, COST_MODELS, CostModel, load_cost_model, load_trace, oracle_hit_rate
from bench.sim_policies import CAPPED, POLICY_NAMES, TUNED, make_policy

REPO = Path(__file__).resolve().parents[1]
TRACES = REPO.parent / "shared" / "data" / "mooncake"
SECTION = "## Fleet simulator: routing policies on the Mooncake traces"
PEERS = ("round_robin", "least_loaded", "consistent_hash", "sglang", "dynamo", "llm_d")
JSON_KEYS = ("hit_rate", "oracle_hit_rate", "ttft_p50_s", "ttft_p99_s", "load_max_over_mean")


def log(msg: str) -> None:
    print(f"[simulate] {msg}", file=sys.stderr, flush=True)


@dataclass(frozen=True)
class RunSpec:
    """One simulation: a trace on a fleet under one policy."""

    trace: str
    replicas: int
    capacity: int | None
    policy: str
    cost: CostModel
    time_scale: float = 1.0
    seed: int = 0
    limit: int | None = None
    slo_s: float | None = None


def simulate(spec: RunSpec) -> dict[str, Any]:
    """Run one spec; the summary, plus `_ttft` and `_samples` for plots (not in --json)."""
    requests = load_trace(Path(spec.trace), spec.time_scale, spec.limit)
    policy = make_policy(spec.policy, spec.seed)
    t0 = time.perf_counter()
    res = Fleet(requests, spec.replicas, spec.capacity, spec.cost, policy).run()
    wall = time.perf_counter() - t0
    n = len(requests)
    ttft = [f - a for f, a in zip(res.first, res.arrival, strict=True)]
    queue = [q - a for q, a in zip(res.admit, res.arrival, strict=True)]
    # Each request's own uncached prefill at the cost model's rate: its TTFT with nothing else to wait for.
    alone = [(p - c) / spec.cost.prefill_tok_s for p, c in zip(res.prompt, res.cached, strict=True)]
    slo = spec.slo_s if spec.slo_s is not None else spec.cost.ttft_slo_s
    span = (res.arrival[-1] - res.arrival[0]) if n > 1 else 0.0
    prompt, cached = sum(res.prompt), sum(res.cached)
    mean_routed = n / spec.replicas
    out = {
        "trace": Path(spec.trace).stem, "policy": spec.policy, "replicas": spec.replicas,
        "capacity_blocks": spec.capacity or 0, "cost_model": spec.cost.name, "time_scale": spec.time_scale,
        "seed": spec.seed, "requests": n,
        "completed": sum(1 for d in res.done if d >= 0),
        "prompt_tokens": prompt, "cached_tokens": cached, "computed_tokens": res.computed_tokens,
        "output_tokens": sum(res.output), "generated_tokens": res.generated_tokens,
        "hit_rate": cached / prompt if prompt else 0.0,
        "oracle_hit_rate": oracle_hit_rate(requests),
        "ttft_p50_s": pct(ttft, 0.5) if n else 0.0, "ttft_p99_s": pct(ttft, 0.99) if n else 0.0,
        "ttft_mean_s": sum(ttft) / n if n else 0.0,
        "queue_p50_s": pct(queue, 0.5) if n else 0.0, "queue_p99_s": pct(queue, 0.99) if n else 0.0,
        "ttft_alone_p99_s": pct(alone, 0.99) if n else 0.0,
        "ttft_waited_p99_s": pct([t - a for t, a in zip(ttft, alone, strict=True)], 0.99) if n else 0.0,
        "load_max_over_mean": max(res.routed) / mean_routed if n else 0.0,
        "routed": res.routed, "slo_s": slo,
        "goodput_rps": sum(1 for t in ttft if t <= slo) / span if span > 0 else 0.0,
        "makespan_s": max(res.done) if n else 0.0,
        "route_us": res.route_s / n * 1e6 if n else 0.0, "wall_s": wall,
        "kv_overflow_blocks": res.overflow_blocks,
        "distinct_blocks": len({h for r in requests for h in r.hashes}),
        "route_reasons": dict(sorted(getattr(policy, "reasons", {}).items())),
        "_ttft": ttft, "_samples": res.samples,
    }
    log(f"{out['trace']} {spec.policy:<15} N={spec.replicas:<3} hit {out['hit_rate']:.3f} "
        f"load {out['load_max_over_mean']:.2f} TTFT p50 {out['ttft_p50_s']:.2f}s p99 {out['ttft_p99_s']:.2f}s "
        f"({wall:.1f}s wall, {out['route_us']:.0f} us/route)")
    return out


def run_all(specs: list[RunSpec], jobs: int) -> list[dict[str, Any]]:
    if jobs <= 1 or len(specs) == 1:
        return [simulate(s) for s in specs]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(simulate, specs))


def public(run: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in run.items() if not k.startswith("_")}


# ---- reporting ------------------------------------------------------------------------------------

def _bound(runs: list[dict[str, Any]], r: dict[str, Any], policy: str) -> dict[str, Any] | None:
    return next((x for x in runs if x["trace"] == r["trace"] and x["replicas"] == r["replicas"]
                 and x["policy"] == policy), None)


def table(runs: list[dict[str, Any]]) -> list[str]:
    """One markdown table of every run (rows grouped by replica count)."""
    lines = ["| replicas | policy | hit rate | / pooled LRU | load max/mean | TTFT p50 s | TTFT p99 s | "
             "queue p99 s | goodput req/s (TTFT <= SLO) | route us |", "|" + "---|" * 10]
    for r in sorted(runs, key=lambda x: (x["replicas"], _order(x["policy"]))):
        pooled = _bound(runs, r, "pooled_lru")
        rel = f"{r['hit_rate'] / pooled['hit_rate']:.2f}" if pooled and pooled["hit_rate"] else ""
        name = f"**{r['policy']}**" if r["policy"] == "ours" else r["policy"]
        lines.append(f"| {r['replicas']} | {name} | {r['hit_rate']:.3f} | {rel} | {r['load_max_over_mean']:.2f} | "
                     f"{r['ttft_p50_s']:.2f} | {r['ttft_p99_s']:.2f} | {r['queue_p99_s']:.2f} | "
                     f"{r['goodput_rps']:.2f} | {r['route_us']:.0f} |")
    return lines


def seed_spread(runs: list[dict[str, Any]], extra: list[dict[str, Any]]) -> list[str]:
    """How much each policy's numbers move with the seed (`--seeds`): the policies' random tie-breaks
    and choices are all a seed changes, the trace and its timing stay."""
    if not extra:
        return []
    every = runs + extra
    seeds = sorted({r["seed"] for r in every})
    lines = [f"Over seeds {seeds[0]}-{seeds[-1]} ({len(seeds)} runs each), min - max:", "",
             "| replicas | policy | hit rate | load max/mean | TTFT p99 s |", "|---|---|---|---|---|"]
    for r in sorted(runs, key=lambda x: (x["replicas"], _order(x["policy"]))):
        same = [x for x in every if (x["replicas"], x["policy"]) == (r["replicas"], r["policy"])]

        def span(key: str, fmt: str, same: list[dict[str, Any]] = same) -> str:
            lo, hi = min(x[key] for x in same), max(x[key] for x in same)
            return f"{lo:{fmt}}" if f"{lo:{fmt}}" == f"{hi:{fmt}}" else f"{lo:{fmt}} - {hi:{fmt}}"

        lines.append(f"| {r['replicas']} | {r['policy']} | {span('hit_rate', '.3f')} | "
                     f"{span('load_max_over_mean', '.2f')} | {span('ttft_p99_s', '.2f')} |")
    return lines


def verdicts(runs: list[dict[str, Any]]) -> list[str]:
    """The targets, per replica count: a hit rate >= 95% of pooled LRU with load max/mean <= 1.2,
    and a TTFT p99 below every peer's; for `ours`, `ours_tuned` and `ours_capped`, with the router's decisions."""
    lines = ["| policy | replicas | hit rate / pooled LRU | load max/mean | TTFT p99 s | best peer p99 s | "
             "hit + load target | p99 target | decisions: prefix_hit / spill / new_prefix |", "|" + "---|" * 9]
    mine = [x for x in runs if x["policy"] in ("ours", "ours_tuned", "ours_capped")]
    for r in sorted(mine, key=lambda x: (_order(x["policy"]), x["replicas"])):
        pooled = _bound(runs, r, "pooled_lru")
        peers = [p for p in (_bound(runs, r, name) for name in PEERS) if p]
        best = min(peers, key=lambda p: p["ttft_p99_s"]) if peers else None
        rel = r["hit_rate"] / pooled["hit_rate"] if pooled and pooled["hit_rate"] else float("nan")
        hit_ok = rel >= 0.95 and r["load_max_over_mean"] <= 1.2
        p99_ok = best is not None and r["ttft_p99_s"] < best["ttft_p99_s"]
        why = r.get("route_reasons", {})
        lines.append(f"| {r['policy']} | {r['replicas']} | {rel:.2f} | {r['load_max_over_mean']:.2f} | "
                     f"{r['ttft_p99_s']:.3f} | "
                     + (f"{best['ttft_p99_s']:.3f} ({best['policy']})" if best else "n/a")
                     + f" | {'met' if hit_ok else 'not met'} | {'met' if p99_ok else 'not met'} | "
                     f"{why.get('prefix_hit', 0)} / {why.get('spill', 0)} / {why.get('new_prefix', 0)} |")
    return lines


def _order(policy: str) -> int:
    return POLICY_NAMES.index(policy) if policy in POLICY_NAMES else len(POLICY_NAMES)


def plots(runs: list[dict[str, Any]], out_dir: Path) -> list[Path]:
    """Hit rate vs replica count, TTFT CDFs and load over time, per trace; [] without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib is not installed: no plots")
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for trace in sorted({r["trace"] for r in runs}):
        mine = [r for r in runs if r["trace"] == trace]
        policies = sorted({r["policy"] for r in mine}, key=_order)
        counts = sorted({r["replicas"] for r in mine})
        mid = 16 if 16 in counts else counts[len(counts) // 2]
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for p in policies:
            pts = sorted((r["replicas"], r["hit_rate"]) for r in mine if r["policy"] == p)
            ax.plot([x for x, _ in pts], [y for _, y in pts], marker="o", label=p,
                    linewidth=2.5 if p == "ours" else 1.2, linestyle="--" if p in ("pooled_lru", "oracle") else "-")
        ax.set_xscale("log", base=2)
        _label(ax, "replicas", "prefix-cache hit rate", f"{trace}: hit rate vs replica count")
        written.append(_save(fig, plt, out_dir / f"sim_{trace}_hit_rate.png"))
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for r in sorted((r for r in mine if r["replicas"] == mid), key=lambda r: _order(r["policy"])):
            xs = sorted(r["_ttft"])
            ax.plot(xs, [(i + 1) / len(xs) for i in range(len(xs))], label=r["policy"],
                    linewidth=2.5 if r["policy"] == "ours" else 1.2)
        ax.set_xscale("log")
        _label(ax, "TTFT (s)", "fraction of requests", f"{trace}: TTFT CDF, {mid} replicas")
        written.append(_save(fig, plt, out_dir / f"sim_{trace}_ttft_cdf.png"))
        fig, ax = plt.subplots(figsize=(7, 4.5))
        for r in sorted((r for r in mine if r["replicas"] == mid), key=lambda r: _order(r["policy"])):
            if r["policy"] == "consistent_hash":  # everything on one replica: max/mean = N throughout
                continue
            pts = _windows([(t, max(c) / (sum(c) / len(c))) for t, c in r["_samples"] if sum(c)], 8)
            ax.plot([t / 60 for t, _ in pts], [y for _, y in pts], label=r["policy"],
                    linewidth=2.5 if r["policy"] == "ours" else 1.0,
                    linestyle="--" if r["policy"] in ("pooled_lru", "oracle") else "-")
        _label(ax, "trace time (min)", "max / mean outstanding requests per replica",
               f"{trace}: load balance over time, {mid} replicas (mean of 8 samples)")
        written.append(_save(fig, plt, out_dir / f"sim_{trace}_load.png"))
    return written


def _windows(pts: list[tuple[float, float]], k: int) -> list[tuple[float, float]]:
    """Means of consecutive groups of k points (a readable line through noisy samples)."""
    groups = [pts[i:i + k] for i in range(0, len(pts), k)]
    return [(sum(t for t, _ in g) / len(g), sum(y for _, y in g) / len(g)) for g in groups if g]


def _label(ax: Any, xlabel: str, ylabel: str, title: str) -> None:
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.legend(fontsize=8)


def _save(fig: Any, plt: Any, path: Path) -> Path:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    log(f"wrote {path}")
    return path


def report(runs: list[dict[str, Any]], argv: list[str], cost: CostModel, capacity: int | None,
           images: list[Path], extra: list[dict[str, Any]] | None = None) -> str:
    out = measured(f"in-process discrete-event simulation, {len(runs)} runs", rerun_command("bench.simulate", argv))
    cap = "unbounded" if capacity is None else f"{capacity} blocks of {BLOCK} tokens ({capacity * BLOCK:,} tokens)"
    out += [
        "Replays a Mooncake trace on simulated replicas through kvroute's real `Router` and `PrefixIndex` "
        "(proxy/router.py, proxy/prefix_index.py: `ours` is the Router's cache_aware policy with the shipped "
        "PolicyConfig, fed with each replica's KV stored / removed events in exact mode and its load reports), "
        "and through the peers' algorithms as their public docs describe them, with their shipped defaults "
        "(bench/sim_policies.py: SGLang router cache_aware 0.5 / 32 / 1.0001, Dynamo KV router weight 1.0 "
        "temperature 0, llm-d prefix 3 / KV utilization 2 / queue 2). Two bounds: `pooled_lru`, the fleet's "
        "blocks as one LRU pool every replica shares, and `oracle`, one unbounded cache; both routed to the "
        "replica with the fewest outstanding requests, under the same timing.",
        "",
        f"Each replica: a KV pool of {cap} that is also its LRU radix prefix cache (finished prompts' full "
        "blocks stay until the pool needs room, least recently used leaf first); FCFS admission while the "
        f"batch has a seat (max {cost.max_batch}) and the pool has room; continuous batching with chunked "
        f"prefill ({cost.chunk_tokens} tokens per step). Cost model `{cost.name}` ({cost.source}): prefill "
        f"{cost.prefill_tok_s:,.0f} uncached tokens/s, decode step "
        + ", ".join(f"{t:g} ms at batch {b}" for b, t in cost.decode_ms)
        + (f". {capacity} blocks are {capacity * BLOCK * 128 / 2**20:.0f} GiB of Llama-3.1-8B bf16 KV (128 KiB per "
           "token): about half of what an A100-80GB has for KV next to the weights, and (below) less than each "
           "trace's distinct blocks, so replicas must evict." if capacity else "."),
        "",
        *[f"The other built-in cost model, `{m.name}` ({m.source}): prefill {m.prefill_tok_s:,.0f} tokens/s plus "
          f"{m.prefill_overhead_s:g} s per prefill-only step, decode step "
          + ", ".join(f"{t:g} ms at batch {b}" for b, t in m.decode_ms)
          + f", max batch {m.max_batch}, {m.chunk_tokens}-token chunks (`--cost-model {m.name}`; a JSON file "
          "with the same fields plugs in others)." for m in COST_MODELS.values() if m.name != cost.name],
        "",
        f"*Hit rate*: cached prompt tokens / prompt tokens (DESIGN.md's cap: the last token is computed). "
        "*/ pooled LRU*: hit rate over the pooled-LRU bound's. *Load max/mean*: requests routed to the busiest "
        f"replica over the mean. *Goodput*: requests per second of trace whose TTFT <= {runs[0]['slo_s']:g} s. "
        "*Queue*: arrival to admission (a request that arrives mid-step waits for the step to end). "
        "*route us*: wall time per routing decision. `ours_tuned` is the same Router with "
        + ", ".join(f"`{k} = {v:g}`" for k, v in TUNED.items())
        + " (sized for these traces' 12-15k-token prompts); `ours_capped` is the shipped Router with a stricter "
        "share cap, "
        + ", ".join(f"`{k} = {v:g}`" for k, v in CAPPED.items())
        + " (no replica takes more than 1.2 times its fair share of the last 1000 requests, long prompts "
        "included); the decision counts show what each knob changes.",
        "",
    ]
    for trace in sorted({r["trace"] for r in runs}):
        mine = [r for r in runs if r["trace"] == trace]
        first = mine[0]
        most = max(r["replicas"] for r in mine)
        fleet = f"{most * capacity:,} blocks at {most} replicas" if capacity else "unbounded"
        out += [f"### {trace}", "",
                f"{first['requests']} requests, time scale {first['time_scale']:g}, {first['distinct_blocks']:,} "
                f"distinct full blocks (the fleet holds {fleet}), infinite-cache hit rate "
                f"{first['oracle_hit_rate']:.3f}.", "", *table(mine), "",
                "Targets (hit rate >= 0.95 of pooled LRU with load max/mean <= 1.2; TTFT p99 below every peer's):",
                "", *verdicts(mine), ""]
        spread = seed_spread(mine, [x for x in extra or [] if x["trace"] == trace])
        out += [*spread, ""] if spread else []
        out += [f"![{img.stem}](img/{img.name})" for img in images if f"sim_{trace}_" in img.name]
        out.append("")
    spills = {p: sum(r.get("route_reasons", {}).get("spill", 0) for r in runs if r["policy"] == p)
              for p in ("ours", "ours_tuned")}
    tuned = [r["hit_rate"] / b["hit_rate"] for r in runs if r["policy"] == "ours_tuned"
             for b in [_bound(runs, r, "pooled_lru")] if b and b["hit_rate"]]
    if spills["ours"] and tuned:
        out += [f"Spills over all runs: `ours` {spills['ours']}, `ours_tuned` {spills['ours_tuned']}; "
                f"`ours_tuned` reaches {min(tuned):.2f}-{max(tuned):.2f} of the pooled-LRU hit rate.", ""]
    out += [
        "`ours` runs the shipped PolicyConfig: `token_load_unit` 0 (the mean prompt of recent requests, so a "
        "typical prompt in flight weighs one request more on any workload) and `spill_threshold` 8. With the "
        "earlier fixed unit (4096 tokens) and threshold 4, a 12k-token prompt in flight weighed three "
        "requests, the replica holding a conversation spilled its next turn with one or two turns in flight, "
        "the prefix lived twice and the pool held less: 0.67-0.86 of the pooled-LRU hit rate on "
        "conversation_trace, measured 2026-12-01 16:56 UTC with the same command. "
        "A new prefix goes to the least loaded replica that received the fewest of the last 1000 requests, "
        "then to the one holding the fewest blocks; with the blocks alone (caches here are full, so that "
        "was close to a coin toss), conversations and popular prefixes that stick to their holders left "
        "load max/mean at 64 replicas at 1.51-1.63 (conversation_trace) and 1.51-1.91 (synthetic_trace), "
        "and the hit + load target was met in 12 of 24 runs of `ours` over seeds 0-2 against 19 of 24 "
        "with the request counts (measured 2026-12-02 00:37-00:42 UTC). "
        "The shipped share cap (`routed_share_cap` 1.3, prompts at least the recent mean long exempt) took "
        "that to 22 of 24 and load max/mean at 64 replicas on synthetic_trace from 1.33-1.39 to 1.19-1.25, "
        "with TTFT p99 no worse in any run; the same cap without the exemption met 23 of 24 but added "
        "0.1-0.5 s to p99 at 64 replicas, since it moved long prompts off their holders (measured "
        "2026-12-02 03:10-04:18 UTC, `python -m bench.simulate ... --policy ours --seed S --json` per run). "
        "`ours_capped` shows the price of the strict balance target: spreading every request evenly over "
        "time moves turns of a conversation off the replica that holds it. "
        "Load max/mean counts "
        "requests, not work: at 64 replicas each replica gets 60-190 requests, and conversations that stick "
        "to their holder skew the count even when outstanding work is balanced (the bounds, routed by "
        "outstanding requests alone, show 1.1-1.3 there too). TTFT p99 is mostly the prefill of the longest "
        "prompts, which no routing shortens, so the p99 differences between cache-aware policies are small. "
        "Plots: hit rate vs replica count, TTFT CDFs and max/mean outstanding requests over time (16 replicas).",
    ]
    return "\n".join(out)


def default_argv() -> list[str]:
    """What `kvroute bench all` runs: every policy on the conversation trace, 16 replicas."""
    return ["--trace", str(TRACES / "conversation_trace.jsonl"), "--replicas", "16", "--capacity-blocks", "1000",
            "--policy", "all", "--cost-model", "gpu-llama8b-a100"]


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv) or default_argv()
    p = argparse.ArgumentParser(prog="kvroute bench simulate", description=__doc__.splitlines()[0])
    p.add_argument("--trace", action="append", required=True, help="Mooncake JSONL trace (repeat for several)")
    p.add_argument("--replicas", type=int, help="replica count (or --sweep)")
    p.add_argument("--sweep", help="comma-separated replica counts, e.g. 8,16,32,64")
    p.add_argument("--capacity-blocks", type=int, required=True, help="KV blocks per replica, in trace blocks; 0 = unbounded")
    p.add_argument("--policy", default="ours", help=f"one of {', '.join(POLICY_NAMES)}, a comma list, or all")
    p.add_argument("--json", action="store_true", help="print one JSON line, last on stdout")
    p.add_argument("--time-scale", type=float, default=1.0, help="replay speed: 2 = twice as fast as the trace")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--limit", type=int, help="only the first N requests")
    p.add_argument("--cost-model", default="cpu-smollm2", help="cpu-smollm2, gpu-llama8b-a100, or a JSON file")
    p.add_argument("--slo", type=float, help="TTFT SLO in seconds for goodput (default: the cost model's)")
    p.add_argument("--seeds", type=int, default=1, help="also run seeds seed+1 .. seed+N-1 and report the spread")
    p.add_argument("--jobs", type=int, default=1, help="runs in parallel processes")
    p.add_argument("--write-docs", action="store_true", help="write the docs/benchmarks.md section and plots")
    args = p.parse_args(argv)
    try:
        counts = [int(x) for x in args.sweep.split(",")] if args.sweep else ([args.replicas] if args.replicas else [])
        cost = load_cost_model(args.cost_model)
    except ValueError as e:
        p.error(str(e))
    if not counts or min(counts) < 1:
        p.error("give --replicas N (N >= 1) or --sweep N1,N2,...")
    if args.capacity_blocks < 0 or args.time_scale <= 0 or args.seeds < 1:
        p.error("--capacity-blocks must be >= 0, --time-scale > 0 and --seeds >= 1")
    policies = list(POLICY_NAMES) if args.policy == "all" else args.policy.split(",")
    unknown = [x for x in policies if x not in POLICY_NAMES]
    if unknown:
        p.error(f"unknown policy {unknown[0]!r}: one of {', '.join(POLICY_NAMES)} or all")
    for t in args.trace:
        if not Path(t).exists():
            p.error(f"no trace at {t}")
    capacity = args.capacity_blocks or None
    specs = [RunSpec(t, n, capacity, pol, cost, args.time_scale, args.seed, args.limit, args.slo)
             for t in args.trace for n in counts for pol in policies]
    log(f"{len(specs)} runs: {len(args.trace)} trace(s) x replicas {counts} x {len(policies)} policies, "
        f"cost model {cost.name}")
    more = [replace(s, seed=args.seed + k) for k in range(1, args.seeds) for s in specs]
    every = run_all(specs + more, args.jobs)
    runs, extra = every[:len(specs)], every[len(specs):]
    for trace in sorted({r["trace"] for r in runs}):
        print(f"\n{trace}:")
        print("\n".join(table([r for r in runs if r["trace"] == trace])))
        spread = seed_spread([r for r in runs if r["trace"] == trace], [x for x in extra if x["trace"] == trace])
        if spread:
            print("\n".join(spread))
    if args.write_docs:
        images = plots(runs, REPO / "docs" / "img")
        publish(SECTION, report(runs, argv, cost, capacity, images, extra), write=True)
    if args.json:
        primary = next((r for r in runs if r["policy"] == "ours"), runs[0])
        line = public(primary)
        if len(runs) > 1:
            line["runs"] = [public(r) for r in runs]
        print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
