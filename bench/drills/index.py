"""The proxy's index against the replicas' own snapshots, once a drill is over."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from bench.drills.cluster import Cluster
from bench.drills.load import Load
from bench.drills.settings import PENDING_TTL_S


async def index_check(c: Cluster, load: Load, replicas: list[int], timeout: float = 8.0) -> dict[str, Any]:
    """Whether the proxy's view of each replica equals its /kv/snapshot: the same block count, and
    every prompt sent matches as many leading blocks in the index as in the snapshot."""
    from bench.stub_backend import stub_tokenizer_files
    from protocol.tokenization import Tokenizer
    from proxy.config import parse_config
    from proxy.pipeline import CHAT, Normalizer, Pipeline
    from proxy.pool import Pool
    from proxy.tenants import TenantResolver

    last = max((r.end for r in load.reqs), default=0.0)
    await asyncio.sleep(max(0.0, last + PENDING_TTL_S + 0.2 - time.monotonic()))  # guesses expire: exact view only
    t0 = time.monotonic()
    counts: dict[str, tuple[int, int]] = {}
    snaps: dict[str, set[str]] = {}
    while True:
        reps = {r["replica"]: r for r in (await c.get_json(c.admin + "/debug/replicas"))["replicas"]}
        ok = True
        for i in replicas:
            snap = await c.get_json(c.stubs[i].url + "/kv/snapshot", 10.0)
            snaps[c.names[i]] = {b["hash"] for b in snap["blocks"]}
            view = reps.get(c.names[i], {})
            counts[c.names[i]] = (int(view.get("cached_blocks", -1)), len(snap["blocks"]))
            exact = view.get("mode") == "exact" or c.stubs[i].zmq is not None  # ZMQ: silence reads as approx
            ok &= exact and counts[c.names[i]][0] == counts[c.names[i]][1]
        if ok or time.monotonic() - t0 > timeout:
            break
        await asyncio.sleep(0.2)
    settle_s = time.monotonic() - t0
    cfg = parse_config({"backends": c.names})
    pipeline = Pipeline(Pool(cfg, Tokenizer.from_files(stub_tokenizer_files())), TenantResolver(cfg),
                        Normalizer(cfg.normalize))
    tenant = TenantResolver(cfg).resolve({})
    bodies = list(load.bodies.values())
    mismatches: list[dict[str, Any]] = []
    sem = asyncio.Semaphore(4)

    async def one(body: dict[str, Any]) -> None:
        hashes = pipeline.prepare(CHAT, tenant, dict(body)).route.hashes
        async with sem:
            doc = await c.debug_route(body)
        seen = {x["replica"]: x["matched_blocks"] for x in doc["replicas"]}
        for name, snap in snaps.items():
            want = next((k for k, h in enumerate(hashes) if h not in snap), len(hashes))
            if seen.get(name) != want and len(mismatches) < 5:
                mismatches.append({"replica": name, "index": seen.get(name), "snapshot": want})
            elif seen.get(name) != want:
                mismatches.append({})

    await asyncio.gather(*(one(b) for b in bodies))
    equal = not mismatches and all(a == b for a, b in counts.values())
    return {"equal": equal, "settle_s": round(settle_s, 2), "prompts_checked": len(bodies),
            "mismatched_prompts": len(mismatches), "examples": [m for m in mismatches if m][:5],
            "blocks": {n: {"index": a, "snapshot": b} for n, (a, b) in counts.items()}}
