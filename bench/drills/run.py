"""The drills (SPECS) and running one: its processes, load and monitor, the fault injected and cleared
on schedule, then its result judged (bench/drills/judge.py)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from bench.drills.cluster import cluster
from bench.drills.faults import (
    kill9,
    knobs,
    proxy_exit,
    proxy_kill,
    proxy_sigterm,
    proxy_start,
    relay_mode,
    restart_empty,
    restart_victim,
    sigcont,
    sigstop,
)
from bench.drills.index import index_check
from bench.drills.judge import summarize
from bench.drills.load import Load
from bench.drills.monitor import Monitor
from bench.drills.settings import Settings, log
from bench.drills.spec import Ctx, Spec, nothing


def served_again(x: Ctx) -> bool:
    """Whether the victim is in the pool and answered a request sent after the fault was removed."""
    t = x.marks["clear"]
    back = bool(x.mon.replicas) and x.mon.replicas[-1][1].get(x.vname, {}).get("routable", False)
    return back and any(r.start >= t and r.backend == x.vname and r.outcome == "ok" for r in x.load.reqs)


def events_spec(mode: str, relay: str, what: str, detect_bound_s: float = 3.0) -> Spec:
    """A drill that damages the victim's event stream (`mode`) through a relay (`relay`: "http" or
    "zmq") until the fault is cleared; detected by a resync, judged by the index against a snapshot."""
    return Spec(f"events_{mode}_{relay}", what, relay_mode(mode), relay_mode(None), relay=relay, detect="resync",
                detect_bound_s=detect_bound_s, index_check=True)


SPECS: dict[str, Spec] = {s.name: s for s in (
    Spec("kill9", "SIGKILL a replica under load, restart it (empty cache) later", kill9, restart_victim,
         detect_bound_s=2.5, index_check=True),
    Spec("sigstop", "SIGSTOP a replica (hangs with its port open), SIGCONT later", sigstop, sigcont,
         detect_bound_s=3.5, index_check=True),
    events_spec("drop", "http", "drop half the replica's /kv/events block events and all its heartbeats"),
    events_spec("delay", "http", "delay the replica's /kv/events lines by 3 s (stale after 2 s)", 4.0),
    events_spec("reorder", "http", "swap neighbouring /kv/events lines"),
    events_spec("drop", "zmq", "drop half the replica's ZMQ event batches (replay socket intact)"),
    events_spec("delay", "zmq", "delay the replica's ZMQ event batches by 3 s (stale after 2 s)", 4.0),
    events_spec("reorder", "zmq", "swap neighbouring ZMQ event batches"),
    Spec("restart_empty", "the replica empties its cache under a new instance id, port kept open", restart_empty,
         detect="instance", detect_bound_s=2.0, index_check=True, clear_at=0.3),
    Spec("slow10x", "the replica prefills and decodes 10x slower", knobs(slow_factor=10.0),
         knobs(slow_factor=1.0), detect="none", detect_bound_s=None),
    Spec("errors_half", "half the replica's generation requests answer 500", knobs(error_rate=0.5),
         knobs(error_rate=0.0), detect="pool", detect_bound_s=5.0, min_after_s=12.0),
    Spec("sigterm_drain", "SIGTERM the proxy under load (one stream outlasts drain_s = 5 s)", proxy_sigterm,
         proxy_exit, detect="none", detect_bound_s=None, proxy_fault=True, fault_at=0.4, clear_at=0.4,
         stub_token_ms=20.0),
    Spec("proxy_restart", "SIGKILL the proxy under load and start it again", proxy_kill, proxy_start,
         detect="none", detect_bound_s=None, proxy_fault=True, fault_at=0.45, clear_at=0.5),
)}
DRILLS = tuple(SPECS)


async def run_drill(name: str, s: Settings) -> dict[str, Any]:
    """Run one drill; its result document (see `summarize`)."""
    spec = SPECS[name]
    victim = 0
    log(f"{name}: {spec.what}")
    async with cluster(s, relay=spec.relay, victim=victim, stub_token_ms=spec.stub_token_ms) as c:
        load = Load(c)
        mon = Monitor(c, victim)
        t0 = time.monotonic()
        x = Ctx(c, load, mon, victim, t0)
        mon.start()
        load.start()
        try:
            await asyncio.sleep(max(0.0, t0 + spec.fault_at * s.duration - time.monotonic()))
            await mon.scrape()
            x.notes["victim_before"] = await c.stub_state(victim)
            await spec.inject(x)
            await asyncio.sleep(max(0.0, t0 + spec.clear_at * s.duration - time.monotonic()))
            x.marks["clear"] = time.monotonic()
            await spec.clear(x)
            if spec.clear is not nothing and "restarted" not in x.marks and "exited" not in x.marks:
                x.mark("clear", "fault removed")
            await asyncio.sleep(max(0.0, t0 + s.duration - time.monotonic()))
            while not spec.proxy_fault and time.monotonic() < x.marks["clear"] + spec.min_after_s \
                    and not served_again(x):
                await asyncio.sleep(0.2)
        finally:
            x.marks["end"] = time.monotonic()
            await load.stop()
            if "long_stream" in x.notes:
                await asyncio.gather(x.notes.pop("long_stream"), return_exceptions=True)
            if not spec.proxy_fault or c.proxy.alive():
                await asyncio.sleep(0.5)
                await mon.scrape()
            await mon.stop()
        index = None
        if spec.index_check:
            index = await index_check(c, load, [victim])
            log(f"  index == snapshot: {index['equal']} ({index['blocks']}, {index['prompts_checked']} prompts, "
                f"settled in {index['settle_s']} s)")
        x.notes["relay"] = {k: getattr(c.relays[victim], k) for k in ("seen", "dropped", "delayed", "swapped",
                                                                       "streams")} if c.relays else None
        x.notes["victim_after"] = await c.stub_state(victim)
        return summarize(spec, x, index)
