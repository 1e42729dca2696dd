"""Does the fleet simulator rank routing policies as reality does? A Mooncake trace slice replayed
through the real `kvroute proxy` in front of real `kvroute engine --model tiny` replicas on this
machine, and through the simulator (bench/sim_fleet.py) with the same replicas, capacity and timing.

    python -m bench.replay_check [--trace PATH] [--keep 32] [--start 0] [--requests 400] [--replicas 4]
        [--capacity-blocks 600] [--tokens-per-id 32] [--policies round_robin,least_loaded,cache_aware]
        [--time-scale 40] [--max-output 4] [--tolerance 0.05] [--sim-seeds 5] [--write-json]

Workload: whole conversations (1 in `--keep`, picked by their first own block id as
bench/events_bench.py picks them; `--keep 1`: a contiguous slice from `--start`), at most
`--requests`. Each full 512-token trace block id becomes `--tokens-per-id` (T) token ids of its own,
seeded by the id, so two prompts share exactly as many leading 16-token engine blocks as their full
block ids share leading ids, times T/16. A trace prompt's trailing partial block becomes a tail of
its length times T/512 tokens unique to the request (the simulator never caches partial blocks).
Outputs are capped at `--max-output` tokens (`ignore_eos`): the tiny model is only there to hold a KV
cache.

Timing: open loop, each request sent at its trace timestamp divided by `--time-scale`, on both sides.
The simulator's cost model is measured on a replica of this machine before the runs, in the trace's
units (a real token stands for 512/T trace tokens). Each real policy runs against freshly started
replicas (empty caches) whose KV pools of `--capacity-blocks` 16-token blocks force eviction; the
simulator gets C * 16 / T trace blocks per replica. The proxy's token-denominated policy knobs are
scaled by T/512 (block-denominated ones by T/16) so that both sides decide in the same units.

Judged: hit rate only (cached prompt tokens / prompt tokens, as usage reports them and as the
simulator counts them, both under the "last token is computed" cap), per policy within
`--tolerance`, and the order of the policies by it. Differences the mapping does not remove: the
engine evicts 16-token blocks (at T > 16 it can keep part of a trace block) and caches the full
blocks of a request's tail and output (never hit here), where the simulator evicts whole trace
blocks and frees the partial block and output at finish; the engine holds a request back while
another computes its next block (the simulator computes it twice), allocates chunk by chunk and
preempts (the simulator reserves the whole prompt at admission); the simulated replicas each have
hardware of their own, the real ones share this machine's cores, so TTFT is shown, not judged.

Writes bench/out/replay_check.png (hit rate per policy, simulator vs real; hit rate over the
requests) and, with `--write-json`, bench/out/replay_check.json.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import shutil
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from bench.replay import ENGINE_BLOCK, MAX_MODEL_LEN, TOKEN_HI, TOKEN_LO, log
from bench.replay.calibrate import calibrate
from bench.replay.client import Answer
from bench.replay.cluster import Cluster, sigterm_exits
from bench.replay.compare import compare, per_request_agreement
from bench.replay.knobs import TOKEN_KNOBS, policy_toml, scaled_knobs
from bench.replay.real import check_bookkeeping, run_real
from bench.replay.report import plot, verdict_table
from bench.replay.sim import SIM_NAME, run_sim
from bench.replay.workload import TokenMap, full_ids, leading_blocks, leading_ids, select_rows
from bench.sim_model import load_trace

# What tests/bench/test_replay_check.py reaches as `rc.NAME`.
__all__ = ["ENGINE_BLOCK", "TOKEN_HI", "TOKEN_KNOBS", "TOKEN_LO", "TRACE", "Answer", "TokenMap", "check_bookkeeping",
           "compare", "full_ids", "leading_blocks", "leading_ids", "main", "policy_toml", "scaled_knobs",
           "select_rows", "verdict_table"]

REPO = Path(__file__).resolve().parents[1]
TRACE = REPO.parent / "shared" / "data" / "mooncake" / "conversation_trace.jsonl"
OUT = REPO / "bench" / "out"


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = argparse.ArgumentParser(prog="kvroute bench replay", description=__doc__.splitlines()[0])
    p.add_argument("--trace", type=Path, default=TRACE)
    p.add_argument("--keep", type=int, default=32, help="whole conversations, 1 in this many (1: contiguous)")
    p.add_argument("--start", type=int, default=0, help="skip this many of the selected requests")
    p.add_argument("--requests", type=int, default=400, help="at most this many requests")
    p.add_argument("--replicas", type=int, default=4)
    p.add_argument("--capacity-blocks", type=int, default=600, help="KV blocks of 16 tokens per engine replica")
    p.add_argument("--tokens-per-id", type=int, default=32, help="tokens per 512-token trace block (multiple of 16)")
    p.add_argument("--policies", default="round_robin,least_loaded,cache_aware",
                   help=f"comma list of {', '.join(SIM_NAME)}")
    p.add_argument("--time-scale", type=float, default=40.0, help="replay this many times faster than the trace")
    p.add_argument("--max-output", type=int, default=4, help="output tokens per request at most")
    p.add_argument("--tolerance", type=float, default=0.05, help="largest |real - sim| hit rate that agrees")
    p.add_argument("--sim-seeds", type=int, default=5, help="simulator runs per policy (its random tie-breaks)")
    p.add_argument("--shared-cores", type=float, default=float(os.cpu_count() or 1),
                   help="CPU cores the simulated replicas share, as the real ones do here (0: one machine each)")
    p.add_argument("--shipped-knobs", action="store_true",
                   help="run the real proxy with the shipped policy knobs instead of ones scaled by T/512")
    p.add_argument("--write-json", action="store_true", help=f"write {OUT / 'replay_check.json'}")
    p.add_argument("--fail-on-disagree", action="store_true", help="exit 1 when the verdict is DISAGREE")
    args = p.parse_args(argv)
    policies = [x for x in args.policies.split(",") if x]
    unknown = [x for x in policies if x not in SIM_NAME]
    if unknown:
        p.error(f"policy {unknown[0]!r}: the simulator and the proxy share only {', '.join(SIM_NAME)}")
    if len(policies) < 2 or args.replicas < 1 or args.requests < 1 or args.time_scale <= 0 or args.max_output < 1:
        p.error("need two policies or more, --replicas >= 1, --requests >= 1, --time-scale > 0, --max-output >= 1")
    t = args.tokens_per_id
    if t <= 0 or t % ENGINE_BLOCK or (args.capacity_blocks * ENGINE_BLOCK) % t:
        p.error(f"--tokens-per-id must be a multiple of {ENGINE_BLOCK} and divide --capacity-blocks * 16")
    sim_capacity = args.capacity_blocks * ENGINE_BLOCK // t

    rows = select_rows(args.trace, args.keep, args.start, args.requests, args.max_output)
    if len(rows) < 2:
        p.error("the slice has fewer than two requests")
    tokens = TokenMap(t)
    prompts = [tokens.prompt(i, r) for i, r in enumerate(rows)]
    outputs = [r["output_length"] for r in rows]
    need = max(-(-(len(pr) + o) // ENGINE_BLOCK) for pr, o in zip(prompts, outputs, strict=True))
    longest = max(len(pr) + o for pr, o in zip(prompts, outputs, strict=True))
    if need > args.capacity_blocks or longest > MAX_MODEL_LEN:
        p.error(f"the longest request needs {need} blocks ({longest} tokens): raise --capacity-blocks, lower "
                f"--tokens-per-id (the tiny model holds {MAX_MODEL_LEN} tokens) or pick another slice")
    knobs = {} if args.shipped_knobs else scaled_knobs(t)
    distinct = len({i for r in rows for i in full_ids(r)})
    log(f"{len(rows)} requests ({'1 in ' + str(args.keep) + ' conversations' if args.keep > 1 else 'contiguous'}, "
        f"from {args.start}), {distinct} distinct full blocks = {distinct * t // ENGINE_BLOCK} engine blocks; fleet "
        f"holds {args.replicas} x {args.capacity_blocks} engine blocks = {args.replicas} x {sim_capacity} trace "
        f"blocks; {sum(map(len, prompts)):,} prompt tokens; proxy knobs {knobs or 'shipped'}")

    with sigterm_exits(), tempfile.TemporaryDirectory(prefix="kvroute-replay-") as d:
        tmp = Path(d)
        slice_path = tmp / "slice.jsonl"
        slice_path.write_text("".join(json.dumps(r) + "\n" for r in rows))
        requests = load_trace(slice_path, args.time_scale)
        arrivals = [r.arrival_s for r in requests]
        log(f"replay spans {arrivals[-1]:.0f}s per policy (trace time / {args.time_scale:g}), open loop")
        try:
            with Cluster(1, 1024, None, {}, tmp, "calibrate") as c:  # room for its 2048-token prompts
                cost = calibrate(c.engines[0].url, t)
            log(f"cost model: {cost.source}")
            cores = args.shared_cores or None
            sim = {pol: run_sim(pol, requests, args.replicas, sim_capacity, cost, args.sim_seeds, cores)
                   for pol in policies}
            real, problems = {}, {}
            for pol in policies:
                real[pol], problems[pol] = run_real(pol, args, knobs, prompts, outputs, arrivals, tmp)
        except BaseException:
            keep = OUT / "replay_check_logs"
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(tmp, keep, ignore=shutil.ignore_patterns("slice.jsonl"))
            log(f"failed; process logs in {keep}")
            raise
    cmp = compare({x: sim[x]["hit_rate"] for x in policies}, {x: real[x]["hit_rate"] for x in policies},
                  args.tolerance)
    print("\n".join(verdict_table(cmp, sim, real)))
    per_request = {x: per_request_agreement(sim[x], real[x], t) for x in policies}
    for x, a in per_request.items():
        print(f"{x}: request by request (simulator seed 0 vs real), same replica {a['same_replica']:.0%}, "
              f"cached tokens within one trace block {a['cached_within_one_block']:.0%}; routing decisions: "
              f"simulator {sim[x]['route_decisions']}, real {real[x]['route_decisions']}")
    bad = {k: v for k, v in problems.items() if v}
    for pol, probs in bad.items():
        print(f"{pol}: {len(probs)} bookkeeping problems, first: {probs[0]}")
    if args.write_json:
        out = {"command": "python -m bench.replay_check " + " ".join(argv),
               "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"), "cpus": os.cpu_count(),
               "config": {**{k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
                          "requests_in_slice": len(rows), "sim_capacity_blocks": sim_capacity,
                          "distinct_full_blocks": distinct, "proxy_knobs": knobs or "shipped"},
               "cost_model": asdict(cost), "comparison": cmp.as_dict(), "per_request_agreement": per_request,
               "simulator": sim, "real": real,
               "bookkeeping_problems": problems}
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "replay_check.json").write_text(json.dumps(out, indent=1))
        log(f"wrote {OUT / 'replay_check.json'}")
    plot(cmp, sim, real, OUT / "replay_check.png")
    if bad:
        return 2
    return 1 if args.fail_on_disagree and not cmp.agree else 0


if __name__ == "__main__":
    sys.exit(main())
