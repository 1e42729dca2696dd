"""Watching the proxy during a drill: its replica views, its counters and the victim's own state,
sampled over time, and what those samples say."""

from __future__ import annotations

import asyncio
import contextlib
import math
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp

from bench.drills.cluster import Cluster

_METRIC = re.compile(r'^(kvroute_proxy_[a-z_]+)(?:\{(.*)\})? (\S+)$')
_LABEL = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')
_COUNTERS = ("retries_total", "failovers_total", "kv_resyncs_total", "outlier_ejections_total",
             "stream_errors_total", "route_decisions_total", "prediction_misses_total")


def parse_metrics(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """The counters drills read, by (name without prefix, sorted labels)."""
    out = {}
    for line in text.splitlines():
        m = _METRIC.match(line)
        if m is None:
            continue
        name = m.group(1)[len("kvroute_proxy_"):]
        if name not in _COUNTERS:
            continue
        labels = tuple(sorted(_LABEL.findall(m.group(2) or "")))
        out[(name, labels)] = float(m.group(3))
    return out


class Monitor:
    """Polls /debug/replicas (10 Hz), /metrics (5 Hz) and the victim's own state (4 Hz)."""

    def __init__(self, c: Cluster, victim: int) -> None:
        self.c = c
        self.victim = victim
        self.replicas: list[tuple[float, dict[str, dict[str, Any]]]] = []
        self.metrics: list[tuple[float, dict[tuple[str, tuple[tuple[str, str], ...]], float]]] = []
        self.states: list[tuple[float, dict[str, Any]]] = []
        self._tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._poll(self._replicas, 0.1)),
                       asyncio.create_task(self._poll(self._metrics, 0.2)),
                       asyncio.create_task(self._poll(self._state, 0.25))]

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _poll(self, fn: Callable[[], Awaitable[None]], every: float) -> None:
        while True:
            with contextlib.suppress(aiohttp.ClientError, OSError, TimeoutError, ValueError):
                await fn()
            await asyncio.sleep(every)

    async def _replicas(self) -> None:
        reps = (await self.c.get_json(self.c.admin + "/debug/replicas", 1.0))["replicas"]
        self.replicas.append((time.monotonic(), {r["replica"]: r for r in reps}))

    async def _metrics(self) -> None:
        async with self.c.http.get(self.c.admin + "/metrics", timeout=aiohttp.ClientTimeout(total=1.0)) as r:
            text = await r.text()
        self.metrics.append((time.monotonic(), parse_metrics(text)))

    async def _state(self) -> None:
        st = await self.c.stub_state(self.victim)
        if st is not None:
            self.states.append((time.monotonic(), st))

    async def scrape(self) -> None:
        """One more /metrics sample now (the last word on the counters)."""
        with contextlib.suppress(aiohttp.ClientError, OSError, TimeoutError, ValueError):
            await self._metrics()

    def counter(self, name: str, t0: float = -math.inf, t1: float = math.inf, **labels: str) -> float:
        """How much a counter (summed over the other labels) rose within [t0, t1], across proxy restarts."""
        total, prev = 0.0, None
        for t, sample in self.metrics:
            v = sum(val for (n, ls), val in sample.items() if n == name
                    and all(dict(ls).get(k) == want for k, want in labels.items()))
            if prev is not None and t0 <= t <= t1:
                total += v - prev if v >= prev else v
            prev = v
        return total

    def first(self, since: float, cond: Callable[[dict[str, Any]], bool], name: str) -> float | None:
        """The first /debug/replicas sample at or after `since` where `cond(replica name's view)` holds."""
        for t, reps in self.replicas:
            if t >= since and name in reps and cond(reps[name]):
                return t
        return None

    def first_metric(self, since: float, pred: Callable[[float], bool], name: str, **labels: str) -> float | None:
        for t, _ in self.metrics:
            if t >= since and pred(self.counter(name, since, t, **labels)):
                return t
        return None

    def received(self, t0: float, t1: float) -> int | None:
        """Generation requests that reached the victim within [t0, t1] by its own count (None when
        it could not be asked then, or restarted in between)."""
        def at(t: float) -> int | None:
            before = [st["received"] for ts, st in self.states if ts <= t]
            if before:
                return before[-1]
            return 0 if self.states and t <= self.states[0][0] and self.states[0][1]["received"] == 0 else None

        a, b = at(t0), at(t1)
        return None if a is None or b is None or b < a else b - a
