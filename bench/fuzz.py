"""Fuzzing the proxy and an engine replica, both real processes on 127.0.0.1.

    python -m bench.fuzz [--cases N] [--seed S] [--target proxy|engine|both]

One tiny-model engine replica and a proxy in front of it are started as an operator would
(bench/procs.py), and each target gets N cases from every fuzzer:

- `schemathesis`: OpenAI's spec subset (../shared/data/openapi, skipped when absent), every operation
  with positive and negative data;
- `bodies`: hypothesis-drawn request bodies: random JSON, valid requests (which must succeed), bodies
  at the size limits, 100k-level nesting, invalid UTF-8, enormous max_tokens, prompts past the context;
- `headers`: random header names and values, duplicate and conflicting Content-Length, bad
  Content-Type, Transfer-Encoding tricks, gzip bombs, sent as raw bytes no client library would send;
- `clients`: misbehaving SSE clients: slow readers with a tiny receive buffer, stalled readers, clients
  that leave after the first chunk, mid-headers or mid-body, reset, half-close or pipeline and leave.

A failure is any 5xx, an error body that is not JSON in OpenAI's shape (`{"error": {"message", "type",
"param", "code"}}`), a malformed answer or SSE stream, a refused valid request, a dropped connection
without an answer, a dead process or a traceback in its log; after each misbehaving client the target
must answer a normal request, and once idle the engine must hold no KV block and the proxy no request.
Schemathesis's own checks (status codes, content types and response schemas of OpenAI's full API)
are reported apart as conformance findings. Prints a table and writes bench/out/fuzz.json; exits 1
on any failure. tests/fuzz runs the same functions with small case counts.

This is the command; the parts are in bench/fuzzing/ (schema.py, bodies.py, headers.py, clients.py:
the fuzzers; wire.py, judge.py, targets.py, tally.py, cases.py: what they share).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

from bench.fuzzing.bodies import run_bodies
from bench.fuzzing.clients import run_clients
from bench.fuzzing.headers import run_headers
from bench.fuzzing.schema import SPEC, run_schemathesis
from bench.fuzzing.tally import Tally, log, render
from bench.fuzzing.targets import ENGINE_FLAGS, Target, cluster
from bench.procs import REPO

OUT = REPO / "bench" / "out" / "fuzz.json"
FUZZERS = ("schemathesis", "bodies", "headers", "clients")


def run_all(targets: dict[str, Target], names: list[str], cases: int, seed_: int,
            fuzzers: tuple[str, ...] = FUZZERS, spec: Path | None = None) -> list[Tally]:
    """Every fuzzer in `fuzzers` against each target in `names`; schemathesis is skipped, with a
    note, where the spec is absent."""
    spec = spec or SPEC
    out = []
    for name in names:
        target = targets[name]
        target.new_log_errors()  # start reading the logs from here
        for fuzzer in fuzzers:
            log(f"{name}/{fuzzer}: starting, {cases} cases")
            if fuzzer == "schemathesis":
                if not spec.is_file():
                    tally = Tally(name, fuzzer)
                    tally.notes.append(f"skipped: the OpenAPI spec {spec} is absent")
                    log(f"{name}/{fuzzer}: skipped, {spec} is absent")
                    out.append(tally)
                    continue
                out.append(run_schemathesis(target, cases, seed_, spec))
            elif fuzzer == "bodies":
                out.append(run_bodies(target, cases, seed_))
            elif fuzzer == "headers":
                out.append(run_headers(target, cases, seed_))
            else:
                out.append(run_clients(target, cases, seed_))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=100, help="cases per fuzzer and target (default 100)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--target", choices=["proxy", "engine", "both"], default="both")
    ap.add_argument("--fuzzer", action="append", choices=FUZZERS, help="only these fuzzers (repeatable)")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    names = ["proxy", "engine"] if args.target == "both" else [args.target]
    started = datetime.datetime.now().astimezone()
    log(f"starting an engine replica and a proxy; {args.cases} cases per fuzzer, seed {args.seed}")
    with cluster() as targets:
        tallies = run_all(targets, names, args.cases, args.seed, tuple(args.fuzzer or FUZZERS))
    print(render(tallies))
    for t in tallies:
        for f in t.failures[:5]:
            print(f"FAIL {t.target}/{t.fuzzer}: {f}")
        for note in t.notes[:5]:
            print(f"note {t.target}/{t.fuzzer}: {note}")
    findings = [(t.target, k, v["count"]) for t in tallies for k, v in t.conformance.items()]
    if findings:
        print("\nconformance findings (schemathesis's checks against OpenAI's full API; not failures):")
        for target, key, count in findings:
            print(f"  {target}: {key} x{count}")
    report = {"command": "python -m bench.fuzz " + " ".join(argv if argv is not None else sys.argv[1:]),
              "started": started.isoformat(timespec="seconds"),
              "finished": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
              "cases_per_fuzzer": args.cases, "seed": args.seed, "spec": str(SPEC) if SPEC.is_file() else None,
              "engine_flags": ENGINE_FLAGS, "results": [t.to_json() for t in tallies],
              "total_cases": sum(t.cases for t in tallies),
              "total_failures": sum(len(t.failures) for t in tallies)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"\nwritten to {args.out}")
    return 1 if report["total_failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
