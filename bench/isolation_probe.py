"""`kvroute bench isolation`: tenant isolation under attack, measured on real replicas.

Two engine replicas and a proxy with four private tenants and one group pair (`group:team`, the
positive control: members of one group share their cache), all on 127.0.0.1.

1. Randomized workload. Requests from random tenants, concurrent, each a system prompt drawn from a
   small pool of templates plus a short question, so different tenants often send identical
   prefixes. Every cached token the replica reports (`usage.prompt_tokens_details.cached_tokens`)
   and every token the proxy predicts (`x-kvroute-prefix-tokens`) is attributed: to the tenant's own
   earlier requests, to its group mate's, or else to other tenants (a leak) or to nobody (a
   measurement error). A request's possible sources are the requests sent before it completed, and
   each source explains at most the block-aligned prefix it shares with the request (token ids
   from the replicas' own tokenizer). Private tenants must show 0 tokens from other tenants; the
   group pair must show tokens from each other, which proves the measurement can see sharing.
2. Timing probe. For each trial tenant A sends a fresh document of 400-600 tokens; then, in random
   order, tenant B sends exactly A's prompt ("probe"), tenant B sends a fresh prompt of the same
   token length ("cold"), and A sends its prompt again ("hit", the positive control). Time to
   first token (streaming, first content chunk) of the three kinds is compared with two-sample
   Kolmogorov-Smirnov tests (scipy.stats.ks_2samp, exact p where it computes one). Power is
   stated by simulation: the smallest shift of the cold distribution, as a fraction of its median, that KS
   detects in 80% of simulated runs at alpha 0.05 with the same sample sizes (smoothed bootstrap
   of the measured cold times). Probe and cold of one trial have the same length, so a paired
   test (Wilcoxon signed-rank on per-trial differences) is sharper still; its power is simulated
   the same way. Documents are text, not token ids, so every cache on the way (tokenizer caches
   included) sees what an attacker's probe would make it see. A few trials first ask /debug/route
   what the probe could match on any replica (it must be 0); they are left out of the timing,
   since asking runs the proxy's pipeline on the probe's text and would warm its caches for it.

Prints a table, writes bench/out/isolation_probe.json and bench/out/isolation_probe.png (TTFT CDFs).
Exits 1 when an isolation check fails.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from dataclasses import asdict
from pathlib import Path

from bench.docs import publish
from bench.isolation import log
from bench.isolation.attribution import attribute, workload_failures
from bench.isolation.client import messages_of
from bench.isolation.fleet import Fleet, fleet, replica_tokenizer, replica_tokenizer_files
from bench.isolation.probe import DocMaker, probe_failures, timing_probe
from bench.isolation.report import TITLE, plot, report_lines
from bench.isolation.stats import analyse, ks, ttfts
from bench.isolation.tenancy import GROUP, PRIVATE, make_tenancy
from bench.isolation.tokenizer_channel import tokenizer_channel
from bench.isolation.workload import build_workload, run_workload, templates

# What tests/e2e/test_isolation_attack_e2e.py reaches as `iso.NAME`.
__all__ = ["GROUP", "PRIVATE", "DocMaker", "Fleet", "attribute", "build_workload", "fleet", "ks", "main",
           "make_tenancy", "messages_of", "probe_failures", "replica_tokenizer", "replica_tokenizer_files",
           "run_workload", "templates", "timing_probe", "ttfts", "workload_failures"]

OUT = Path(__file__).resolve().parent / "out"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    ap = argparse.ArgumentParser(prog="kvroute bench isolation", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--samples", type=int, default=60, help="timing-probe trials (samples per kind)")
    ap.add_argument("--model", default="tiny", help="tiny | smollm2-135m | DIR")
    ap.add_argument("--replicas", type=int, default=2)
    ap.add_argument("--requests", type=int, default=120, help="randomized-workload requests")
    ap.add_argument("--templates", type=int, default=5, help="shared system prompts in the workload")
    ap.add_argument("--concurrency", type=int, default=6)
    ap.add_argument("--min-tokens", type=int, default=400)
    ap.add_argument("--max-tokens", type=int, default=600)
    ap.add_argument("--threads", type=int, default=1, help="torch threads per replica")
    ap.add_argument("--route-checks", type=int, default=10, help="untimed trials that also ask /debug/route")
    ap.add_argument("--sims", type=int, default=400, help="simulated runs per power step")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--write-docs", action="store_true", help="write the report into docs/benchmarks.md")
    args = ap.parse_args(argv)
    tenancy = make_tenancy()
    with tempfile.TemporaryDirectory(prefix="kvroute-isolation-") as d:
        log(f"starting {args.replicas} x `kvroute engine --model {args.model}` and a proxy with "
            f"{len(tenancy.isolation)} tenants")
        with fleet(Path(d), tenancy, args.replicas, args.model, args.threads) as f:
            tok, block_size = replica_tokenizer(f)
            prompts = templates(args.templates, args.seed)
            items = build_workload(list(tenancy.isolation), args.templates, args.requests, args.seed)
            log(f"randomized workload: {len(items)} requests over {args.templates} shared prompts")
            answers = asyncio.run(run_workload(f.proxy.url, tenancy, items, prompts, args.model, args.concurrency))
            table = attribute(answers, items, prompts, tenancy, tok, block_size)
            failures = workload_failures(table, tenancy)
            log(f"timing probe: {args.samples} trials, B probes A's {args.min_tokens}-{args.max_tokens}-token prompts")
            samples = asyncio.run(timing_probe(f, args.samples, args.model, lengths=(args.min_tokens, args.max_tokens),
                                               seed=args.seed, route_checks=args.route_checks))
            failures += probe_failures(samples)
            files = replica_tokenizer_files(f)
    log("statistics: KS tests and power by simulation")
    result = analyse(samples, sims=args.sims)
    result["tokenizer_channel"] = tokenizer_channel(files, (args.min_tokens + args.max_tokens) // 2)
    publish(TITLE, "\n".join(report_lines(args, argv, table, tenancy, result, failures)), args.write_docs)
    args.out.mkdir(parents=True, exist_ok=True)
    plot(samples, args.out / "isolation_probe.png",
         f"B probing A's prompt vs cold and hit ({args.model}, {result['n']['probe']} trials each)")
    doc = {"args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
           "workload": {w: {t: asdict(a) for t, a in rows.items()} for w, rows in table.items()},
           "timing": result, "failures": failures, "samples": [asdict(a) for a in samples]}
    (args.out / "isolation_probe.json").write_text(json.dumps(doc, indent=1))
    log(f"wrote {args.out / 'isolation_probe.png'} and {args.out / 'isolation_probe.json'}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
