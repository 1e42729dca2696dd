"""The sweep: each offered rate in turn through the proxy, open loop, until the latency turns; the
knee is the highest rate passing `knee_rule`."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from bench.load_client import pct
from bench.soaking.client import Client
from bench.soaking.openloop import close, poisson, settle
from bench.soaking.recorder import Recorder, Window
from bench.soaking.templates import Template

ACHIEVED_SHARE = 0.95


@dataclass
class RatePoint:
    """One offered rate of the sweep."""

    offered: float  # req/s asked for
    sent_rps: float  # arrivals actually drawn in the measured window (Poisson), per second
    achieved_rps: float  # answers (any outcome) completed in the measured window, per second
    p50_ms: float
    p99_ms: float
    lag_p99_ms: float  # how late the generator sent, against the schedule
    errors: int
    answered: int
    passed: bool = False


def knee_rule(factor: float, floor_ms: float) -> str:
    return (f"the knee is the highest offered rate at which the achieved rate is at least {ACHIEVED_SHARE:.0%} "
            f"of the arrivals sent, no request failed, and p99 stays within max({factor:g} x the lowest rate's p99, "
            f"{floor_ms:g} ms)")


async def measure_rate(port: int, templates: Sequence[Template], rate: float, seconds: float, warmup: float,
                       ids: Iterator[int], drain_s: float = 5.0) -> RatePoint:
    """`rate` req/s for `warmup` + `seconds`; latencies of requests still out at the end are waited for."""
    client, rec = Client(port), Recorder()

    async def measured_window() -> tuple[Window, float]:
        await asyncio.sleep(warmup)
        rec.take()
        t0 = time.perf_counter()
        await asyncio.sleep(seconds)
        return rec.take(), time.perf_counter() - t0

    _, (w, secs) = await asyncio.gather(poisson(client, rec, templates, rate, warmup + seconds,
                                                random.Random(int(rate)), ids), measured_window())
    left = await settle([rec], drain_s)
    late = rec.take()
    await close([client])
    lat = w.lat + late.lat
    return RatePoint(rate, w.sent / secs, w.completed / secs, pct(lat, .5) * 1e3, pct(lat, .99) * 1e3,
                     pct(w.lag, .99) * 1e3, w.n_errors + late.n_errors + left, len(lat))


async def sweep(port: int, templates: Sequence[Template], rates: Sequence[float], seconds: float, warmup: float,
                factor: float, floor_ms: float, ids: Iterator[int], prime_s: float = 3.0,
                progress: Callable[[str], None] = print) -> list[RatePoint]:
    """Each rate in turn (half a second between), until two in a row fail the knee rule; first `prime_s`
    unmeasured seconds at the lowest rate, so the baseline p99 is not a cold start's."""
    if prime_s > 0:
        await measure_rate(port, templates, rates[0], prime_s, 0.0, ids)
        await asyncio.sleep(0.5)
    points: list[RatePoint] = []
    fails = 0
    for rate in rates:
        p = await measure_rate(port, templates, rate, seconds, warmup, ids)
        bound = max(factor * (points[0].p99_ms if points else p.p99_ms), floor_ms)
        p.passed = p.errors == 0 and p.achieved_rps >= ACHIEVED_SHARE * p.sent_rps and p.p99_ms <= bound
        points.append(p)
        progress(f"sweep {rate:7.0f} req/s offered: sent {p.sent_rps:7.0f}/s achieved {p.achieved_rps:7.0f}/s  "
                 f"p50 {p.p50_ms:7.2f} ms p99 {p.p99_ms:7.2f} ms (bound {bound:.2f})  lag p99 {p.lag_p99_ms:6.2f} ms  "
                 f"errors {p.errors}  -> {'ok' if p.passed else 'past the knee'}")
        fails = 0 if p.passed else fails + 1
        if fails == 2:
            break
        await asyncio.sleep(0.5)
    return points


def knee_of(points: Sequence[RatePoint]) -> float | None:
    ok = [p.offered for p in points if p.passed]
    return max(ok) if ok else None
