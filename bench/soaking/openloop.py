"""Open-loop load: requests sent at Poisson arrivals whatever the answers do, then waiting for the
last answers and closing the clients."""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import Iterator, Sequence
from functools import partial

from bench.soaking.client import Client
from bench.soaking.recorder import Recorder
from bench.soaking.templates import Template


async def poisson(client: Client, rec: Recorder, templates: Sequence[Template], rate: float, duration: float,
                  rng: random.Random, ids: Iterator[int]) -> None:
    """Send `templates` in turn (each with the next unique id of `ids`) at Poisson arrivals of
    `rate`/s for `duration` s. A request's clock starts at its scheduled arrival, or at its send when
    that was earlier (the timer wakes up to 0.5 ms early), so a late send counts in its latency."""
    perf = time.perf_counter
    t = perf()
    end = t + duration
    burst = 0
    n = len(templates)
    for j in itertools.count():
        t += rng.expovariate(rate)
        if t >= end:
            return
        if t - perf() > 0.0005:
            while (wait := t - perf()) > 0.0005:
                await asyncio.sleep(wait)
            burst = 0
        elif (burst := burst + 1) >= 64:  # behind schedule: let answers in between sends
            await asyncio.sleep(0)
            burst = 0
        now = perf()
        tpl = templates[j % n]
        rec.sent(now - t)
        client.submit(tpl.request(next(ids)), partial(rec.record, min(t, now)), tpl.abandon)


async def settle(recs: Sequence[Recorder], timeout: float) -> int:
    """Wait up to `timeout` s for the requests still out; returns how many never answered."""
    deadline = time.perf_counter() + timeout
    while any(r.outstanding for r in recs) and time.perf_counter() < deadline:
        await asyncio.sleep(0.05)
    return sum(r.outstanding for r in recs)


async def close(clients: Sequence[Client]) -> None:
    for c in clients:
        c.close()
    await asyncio.sleep(0.1)
