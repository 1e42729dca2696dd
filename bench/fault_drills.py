"""Fault drills: a proxy in front of 3 replicas under steady load, one fault injected mid-run, and
what the clients saw, what the proxy did, and how long it took.

Every drill runs real processes on 127.0.0.1: three stub replicas (bench/stub_backend.py, each in
its own process, with a prefill time per uncached prompt token and a time per generated token, so
cache hits show in latency), a `kvroute proxy` process in front of them, and in this process a
closed-loop load (a mix of streamed and non-streamed chat requests sharing a few long system
prompts), a monitor polling the proxy's admin listener, and -- for the event-stream drills -- a
relay between one replica and the proxy that drops, delays or reorders that replica's KV events
(its HTTP `/kv/events` lines, or its ZMQ batches) while the replica itself is left untouched.

Drills (the victim is one replica, or the proxy):

- kill9: SIGKILL, then a fresh process on the same port (empty cache).
- sigstop: SIGSTOP (the replica hangs, its port still accepts), then SIGCONT.
- events_{drop,delay,reorder}_{http,zmq}: the replica's event stream is damaged for a while.
- restart_empty: the replica empties its cache under a new instance id without closing its port.
- slow10x: prefill and decode 10x slower; errors_half: half its generation requests answer 500.
- sigterm_drain: SIGTERM to the proxy with requests (and one stream longer than `drain_s`) in flight.
- proxy_restart: SIGKILL the proxy and start it again; its first answers must be prefix hits.

Each drill reports requests sent / ok / failed (non-streamed failures must be 0; a stream may end
with an error event and [DONE], never torn or hung), attempts retried and requests failed over
(from the proxy's counters), time to detect (fault -> the replica out of the pool, or its event
stream resynced) and to recover (fault removed -> routable and serving, or the index caught up),
latency p50 / p99 before / during / after, the victim's share of attempts, and, where the replica's
cache state was rebuilt, whether the proxy's index equals the replica's `/kv/snapshot` (same number
of blocks, and every prompt sent matches as many leading blocks in the index as in the snapshot).

The proxy runs with drill-scaled timings (health every 1 s, events stale after 2 s, drain 5 s,
first byte 5 s, outlier ejection 5 s where the proxy has outlier detection, routed blocks counted as
held for 2 s unless reported stored, so the index check sees the exact view); the JSON records them.

    python -m bench.fault_drills [--drill NAME|all] [--duration S] [--concurrency C] [--proxy-src DIR]

Prints a table; writes bench/out/fault_drills.json and bench/out/fault_drills.png (latency and
success over time per drill, fault window shaded). `--proxy-src` runs the proxy from another source
tree (e.g. `git archive HEAD` unpacked) to compare before and after a change.

This is the command; the parts are in bench/drills/ (run.py: the drills and running one; faults.py,
relay.py, cluster.py, load.py, monitor.py, index.py, judge.py, report.py).
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from pathlib import Path
from typing import Any

import orjson

from bench.drills.report import plot, table
from bench.drills.run import DRILLS, SPECS, run_drill
from bench.drills.settings import PENDING_TTL_S, Settings, log
from bench.procs import REPO

OUT = REPO / "bench" / "out"


async def run_all(names: list[str], s: Settings) -> list[dict[str, Any]]:
    results = []
    for name in names:
        t = time.monotonic()
        res = await run_drill(name, s)
        bad = [k for k, ok in res["invariants"].items() if not ok]
        log(f"{name}: {res['requests']['sent']} requests, detect {res['detect_s']} s, recover {res['recover_s']} s, "
            f"invariants {'ok' if not bad else 'FAILED ' + ', '.join(bad)} ({time.monotonic() - t:.0f} s)")
        results.append(res)
    return results


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--serve-stub":
        from bench.drills.stub import serve_stub

        return serve_stub(argv)
    p = argparse.ArgumentParser(prog="python -m bench.fault_drills", description=__doc__.splitlines()[0])
    p.add_argument("--drill", default="all", help=f"one of {', '.join(DRILLS)}, a comma list, or all")
    p.add_argument("--duration", type=float, default=24.0, help="seconds of load per drill")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--proxy-src", type=Path, default=REPO, help="source tree the proxy runs from")
    p.add_argument("--out", type=Path, default=OUT, help="where fault_drills.json and .png go")
    p.add_argument("--tag", default="", help="suffix of the output file names")
    args = p.parse_args(argv)
    names = list(DRILLS) if args.drill == "all" else args.drill.split(",")
    unknown = [n for n in names if n not in SPECS]
    if unknown:
        p.error(f"unknown drill(s) {unknown}; known: {', '.join(DRILLS)}")
    s = Settings(duration=args.duration, concurrency=args.concurrency, proxy_src=args.proxy_src.resolve())
    started = time.strftime("%Y-%m-%d %H:%M:%S %Z")
    results = asyncio.run(run_all(names, s))
    print(table(results))
    args.out.mkdir(parents=True, exist_ok=True)
    stem = "fault_drills" + (f"_{args.tag}" if args.tag else "")
    doc = {"command": "python -m bench.fault_drills " + " ".join(argv), "started": started,
           "settings": {"duration": s.duration, "concurrency": s.concurrency, "prefill_us": s.prefill_us,
                        "token_ms": s.token_ms, "groups": s.groups, "proxy_src": str(s.proxy_src)},
           "proxy_config": {"health_interval_s": 1.0, "health_timeout_s": 1.0, "events_stale_s": 2.0, "drain_s": 5.0,
                            "first_byte_s": 5.0, "outlier.base_ejection_s": 5.0,
                            "policy.pending_ttl_s": PENDING_TTL_S},
           "drills": results}
    (args.out / f"{stem}.json").write_text(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS).decode())
    plot(results, args.out / f"{stem}.png")
    log(f"wrote {args.out / (stem + '.json')} and .png")
    return 0 if all(all(r["invariants"].values()) for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
