"""The faults: hooks that inject a drill's fault into a replica, its event stream or the proxy, and
clear it again."""

from __future__ import annotations

import asyncio
import signal
import time
from typing import Any

from bench.drills.cluster import ready
from bench.drills.load import Req, chat_body
from bench.drills.spec import Ctx, Hook


async def pin_in_flight(x: Ctx, tokens: int = 120) -> None:
    """Put two non-streamed and two streamed requests with long answers in flight on the victim
    (prompts of prefix groups the proxy would route there), so the fault surely catches some mid-way."""
    groups = []
    for g in range(x.c.s.groups):
        if ((await x.c.debug_route(chat_body(g, 0, False))).get("decision") or {}).get("replica") == x.vname:
            groups.append(g)
    groups = groups or [x.c.s.groups]  # none: a prefix of its own goes to the least loaded replica
    for k in range(4):
        x.load.spawn(groups[k % len(groups)], stream=k % 2 == 1, max_tokens=tokens)
    await asyncio.sleep(0.3)
    x.notes["victim_running_at_fault"] = (await x.c.stub_state(x.victim) or {}).get("running")


async def kill9(x: Ctx) -> None:
    await pin_in_flight(x)
    x.c.stubs[x.victim].proc.kill()
    x.mark("fault", f"SIGKILL {x.c.stubs[x.victim].proc.name} ({x.notes['victim_running_at_fault']} "
                    f"requests running there)")


async def restart_victim(x: Ctx) -> None:
    await x.c.restart_stub(x.victim)
    x.mark("restarted", f"{x.c.stubs[x.victim].proc.name} started again (empty cache)")


async def sigstop(x: Ctx) -> None:
    await pin_in_flight(x)
    x.c.stubs[x.victim].proc.send_signal(signal.SIGSTOP)
    x.mark("fault", f"SIGSTOP ({x.notes['victim_running_at_fault']} requests running there)")


async def sigcont(x: Ctx) -> None:
    x.c.stubs[x.victim].proc.send_signal(signal.SIGCONT)


def relay_mode(mode: str | None) -> Hook:
    async def hook(x: Ctx) -> None:
        r = x.c.relays[x.victim]
        if mode is None:
            x.notes["replica_seq_at_clear"] = await x.c.stub_state(x.victim)
        r.mode = mode
        if mode is not None:
            x.mark("fault", f"event relay: {mode}")
    return hook


async def restart_empty(x: Ctx) -> None:
    """Load paused around the restart, so what the proxy predicts right after it has seen the new
    instance can only come from blocks of the old one."""
    await x.load.pause()
    try:
        before = await x.c.stub_state(x.victim)
        st = await x.c.control(x.victim, restart=True)
        x.notes["old_instance"], x.notes["new_instance"] = (before or {}).get("instance_id"), st["instance_id"]
        x.notes["blocks_before_restart"] = (before or {}).get("blocks")
        x.mark("fault", f"replica emptied its cache (instance {st['instance_id'][:8]})")
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline:
            reps = (await x.c.get_json(x.c.admin + "/debug/replicas"))["replicas"]
            if any(r["replica"] == x.vname and r["instance_id"] == st["instance_id"] for r in reps):
                break
            await asyncio.sleep(0.02)
        predicted = 0
        for g in range(x.c.s.groups):
            doc = await x.c.debug_route(chat_body(g, 0, False))
            predicted += sum(v["matched_blocks"] for v in doc["replicas"] if v["replica"] == x.vname)
        x.notes["old_blocks_predicted"] = predicted
    finally:
        x.load.resume()


def knobs(**kw: Any) -> Hook:
    async def hook(x: Ctx) -> None:
        await x.c.control(x.victim, **kw)
        if "fault" not in x.marks:
            x.mark("fault", f"replica knobs {kw}")
    return hook


async def proxy_sigterm(x: Ctx) -> None:
    x.notes["long_stream"] = asyncio.create_task(x.load.one(-1, 0, True, {
        **chat_body(0, -1, True), "max_tokens": 1500}))
    await asyncio.sleep(1.0)
    x.notes["in_flight_at_sigterm"] = [r.n for r in x.load.reqs if r.outcome == "pending"]
    x.c.proxy.send_signal(signal.SIGTERM)
    x.mark("fault", f"SIGTERM proxy ({len(x.notes['in_flight_at_sigterm'])} requests in flight)")


async def proxy_exit(x: Ctx) -> None:
    deadline = time.monotonic() + 30
    while x.c.proxy.alive() and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    x.notes["exit_code"] = x.c.proxy.popen.poll()
    x.mark("exited", f"proxy exited with {x.notes['exit_code']}")


async def proxy_kill(x: Ctx) -> None:
    x.notes["holders"] = holders(x.load.reqs, time.monotonic(), x.c.s.groups)
    x.c.proxy.kill()
    x.mark("fault", "SIGKILL proxy")


async def proxy_start(x: Ctx) -> None:
    x.c.proxy.restart()
    x.mark("restarted", "proxy started again")
    await ready([x.c.proxy])
    x.mark("ready", "proxy ready")


def holders(reqs: list[Req], before: float, groups: int) -> dict[int, list[str]]:
    """Per prefix group, the replicas that served it so far (where its prefix is cached)."""
    out: dict[int, list[str]] = {}
    for r in reqs:
        if r.outcome == "ok" and r.end < before and r.group < groups and r.backend not in out.setdefault(r.group, []):
            out[r.group].append(r.backend)
    return out
