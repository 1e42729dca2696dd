"""Load and soak: the rate where the proxy's latency turns (the knee), then a long run below it that
checks nothing grows -- the memory of every process, p99, errors -- and that no KV block leaks.

Every server is its own process on 127.0.0.1: `--replicas` fast stubs (bench/stub_backend.py
`--fast`), or tiny engines with `--backend engine`; with stubs, one more tiny engine; and the proxy
in front of all of them with two tenants, `bulk` (the stubs) and `kv` (the engine). Engines are
`kvroute engine --model tiny` plus a read-only `/debug/kv_accounting` route (`serve_engine`): the
block counts and the engine's own invariant check, which no public route exposes. This process is
the load generator.

1. Sweep. Open loop: Poisson arrivals at each offered rate, whatever the answers do, each request
   unique, in a fixed mix (MIX) of short prompts and ~2k-token chats, a fifth of them streamed.
   Latency runs from a request's scheduled arrival to the last byte of its answer, so a late
   generator counts against the rate. Per rate: achieved throughput, p50/p99, errors; the knee is
   the highest rate passing the rule that `knee_rule` states.
2. Soak at `--soak-fraction` (80%) of the knee for `--soak-minutes` (after `--soak-warmup-s`
   unmeasured, so bounded caches are full before the first sample), with `--engine-rate` req/s of
   the kv tenant on the engine (a fifth of them streams the client drops after the first bytes, so
   aborts mid-generation are exercised), and `--probe-rate` req/s straight to a stub as the control.
   Every `--sample-s`: VmRSS and CPU of every process, the window's p50/p99 and errors, the
   proxy's open_connections and routing_cache_bytes gauges.
3. At the end, idle: each engine's block accounting (in use back to 0, free + cached + in use ==
   total, its invariant check passing, the public /kv/info and /kv/snapshot agreeing) and the
   proxy's in-flight, admitted and open-connection gauges back to 0.

Writes bench/out/soak.json and bench/out/soak.png; `--write-docs` replaces the "## Load and soak"
section of docs/benchmarks.md (bench/docs.py) and copies the plot to docs/img/soak.png, which it
shows. Exits 1 when a check fails.

    python -m bench.soak [--sweep-rates 100,200,...] [--soak-minutes 10] [--backend stub|engine] [--write-docs]

This is the command; the parts are in bench/soaking/ (templates.py, client.py, recorder.py,
openloop.py: the load generator; cluster.py, accounting.py, metrics.py: the processes; sweep.py,
soak.py, leaks.py: the three steps; report.py).
"""

from __future__ import annotations

import argparse
import itertools
import shutil
import sys
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import orjson

from bench.docs import DOCS, publish
from bench.procs import REPO
from bench.proxy_bench import tokens_per_word
from bench.soaking.cluster import cluster
from bench.soaking.leaks import leak_check
from bench.soaking.report import markdown, passed, plot, summary
from bench.soaking.soak import soak, verdicts
from bench.soaking.sweep import RatePoint, knee_of, knee_rule, measure_rate, sweep
from bench.soaking.templates import MIX, bulk_templates, kv_templates
from proxy.cli import event_loop_runner

OUT = REPO / "bench" / "out"
SECTION = "## Load and soak"
STUB_RATES = (100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000)
ENGINE_RATES = (2, 4, 8, 12, 16, 24, 32, 48, 64)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench.soak",
                                description="Load sweep to the knee, then a soak below it.")
    p.add_argument("--backend", choices=("stub", "engine"), default="stub",
                   help="bulk replicas: fast stubs (plus one tiny engine for the KV leak check) or tiny engines")
    p.add_argument("--replicas", type=int, default=3, help="bulk replicas")
    p.add_argument("--sweep-rates", default=None,
                   help="offered req/s, comma-separated (default: " + ",".join(map(str, STUB_RATES)) + " with stubs, "
                        + ",".join(map(str, ENGINE_RATES)) + " with engines)")
    p.add_argument("--sweep-seconds", type=float, default=None,
                   help="measured seconds per rate (default 6 with stubs, 15 with engines: many times the latency)")
    p.add_argument("--warmup-s", type=float, default=None,
                   help="unmeasured seconds before each rate's window (default 1 with stubs, 3 with engines)")
    p.add_argument("--prime-s", type=float, default=None,
                   help="unmeasured seconds at the lowest rate before the sweep (default 3 with stubs, 10 with "
                        "engines)")
    p.add_argument("--p99-factor", type=float, default=3.0, help="knee: p99 within this times the lowest rate's...")
    p.add_argument("--p99-floor-ms", type=float, default=5.0, help="...or within this many ms")
    p.add_argument("--soak-minutes", type=float, default=10.0)
    p.add_argument("--soak-fraction", type=float, default=0.8, help="soak at this share of the knee")
    p.add_argument("--soak-warmup-s", type=float, default=30.0,
                   help="unmeasured seconds at the soak rate first, so bounded caches (routing, tokenizer) fill")
    p.add_argument("--soak-rate", type=float, default=None, help="soak at this rate, skipping the sweep")
    p.add_argument("--sample-s", type=float, default=10.0, help="seconds per soak window")
    p.add_argument("--probe-rate", type=float, default=20.0,
                   help="req/s of short prompts straight to stub0, not through the proxy: the latency control")
    p.add_argument("--engine-rate", type=float, default=1.5, help="req/s of the kv tenant on the engine (stubs only)")
    p.add_argument("--kv-blocks", type=int, default=128, help="KV blocks of the kv tenant's engine (evictions happen)")
    p.add_argument("--routing-cache-mib", type=int, default=16, help="the proxy's limits.routing_cache_bytes")
    p.add_argument("--out", type=Path, default=OUT, help="where soak.json and soak.png go")
    p.add_argument("--write-docs", action="store_true",
                   help=f"also replace the '{SECTION}' section of --docs and copy the plot to its img/soak.png")
    p.add_argument("--docs", type=Path, default=DOCS, help="the file --write-docs writes (default docs/benchmarks.md)")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The flags, with the defaults that depend on --backend filled in."""
    args = build_parser().parse_args(argv)
    stub = args.backend == "stub"
    defaults = (("sweep_seconds", 6.0, 15.0), ("warmup_s", 1.0, 3.0), ("prime_s", 3.0, 10.0))
    for name, with_stubs, with_engines in defaults:
        if getattr(args, name) is None:
            setattr(args, name, with_stubs if stub else with_engines)
    return args


def run(args: argparse.Namespace, progress: Callable[[str], None] = print) -> dict[str, Any]:
    """Start the processes, sweep, soak, check for leaks, stop them; the whole report."""
    rates = [float(r) for r in args.sweep_rates.split(",")] if args.sweep_rates else \
        [float(r) for r in (STUB_RATES if args.backend == "stub" else ENGINE_RATES)]
    ids = itertools.count()
    with cluster(args.backend, args.replicas, args.out / "soak_logs", args.routing_cache_mib * 2**20, args.kv_blocks,
                 progress) as cl:
        tpw = tokens_per_word(str(cl.tokenizer_dir))
        bulk, kv = bulk_templates(tpw), kv_templates(tpw)
        points: list[RatePoint] = []
        knee = None
        if args.soak_rate is None:
            progress(f"sweep: {knee_rule(args.p99_factor, args.p99_floor_ms)}")
            points = event_loop_runner()(sweep(cl.proxy_port, bulk, rates, args.sweep_seconds, args.warmup_s,
                                               args.p99_factor, args.p99_floor_ms, ids, args.prime_s, progress))
            knee = knee_of(points)
            rate = args.soak_fraction * (knee if knee is not None else points[0].offered)
            progress(f"knee: {knee if knee is not None else 'none'} req/s -> soak at {rate:g} req/s "
                     f"for {args.soak_minutes:g} min")
        else:
            rate = args.soak_rate
        if args.soak_warmup_s > 0:
            progress(f"soak warm-up: {args.soak_warmup_s:g} s at {rate:g} req/s, not measured")
            event_loop_runner()(measure_rate(cl.proxy_port, bulk, rate, args.soak_warmup_s, 0.0, ids))
        result = event_loop_runner()(soak(cl, bulk, kv, rate, args.engine_rate, args.soak_minutes * 60, args.sample_s,
                                          ids, args.probe_rate, progress))
        leak = leak_check(cl)
    bound = max(args.p99_factor * points[0].p99_ms, args.p99_floor_ms) if points else float("nan")
    return {"args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
            "mix": ", ".join(f"{share * 5}% {k}" for k, share in MIX.items()), "tokens_per_word": tpw,
            "knee_rule": knee_rule(args.p99_factor, args.p99_floor_ms), "p99_bound_ms": bound,
            "sweep": [asdict(p) for p in points], "knee": knee, "soak": result, "verdicts": verdicts(result),
            "leak_check": leak}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--serve-engine"]:
        from bench.soaking.accounting import serve_engine

        return serve_engine(argv[1:])
    args = parse_args(argv)
    started = time.monotonic()
    report = run(args, lambda s: print(s, flush=True))
    report["wall_s"] = time.monotonic() - started
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "soak.json").write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2))
    points = [RatePoint(**p) for p in report["sweep"]]
    plot(points, report["knee"], report["p99_bound_ms"], report["soak"], args.out / "soak.png")
    print(summary(report))
    print(f"wrote {args.out / 'soak.json'} and {args.out / 'soak.png'} ({report['wall_s'] / 60:.1f} min)")
    if args.write_docs:
        image = args.docs.parent / "img" / "soak.png"
        image.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(args.out / "soak.png", image)
        publish(SECTION, markdown(report, argv), write=True, docs=args.docs)
        print(f"wrote the '{SECTION}' section of {args.docs} and {image}")
    return 0 if passed(report) else 1


if __name__ == "__main__":
    raise SystemExit(main())
