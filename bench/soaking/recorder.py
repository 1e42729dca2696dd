"""Measurements of one traffic stream: latencies in constant memory, per-window outcomes, requests
still out."""

from __future__ import annotations

import math
import time
from collections import Counter
from dataclasses import dataclass, field

from bench.soaking.client import ABANDONED


class LogHistogram:
    """Latencies in constant memory (a long soak must not grow the load generator): buckets 1% wide
    from 10 us to about 100 s, so a quantile is within 1%."""

    LO, STEP, N = 1e-5, math.log(1.01), 1620

    def __init__(self) -> None:
        self.counts = [0] * self.N
        self.n = 0

    def add(self, x: float) -> None:
        i = 0 if x <= self.LO else min(self.N - 1, int(math.log(x / self.LO) / self.STEP))
        self.counts[i] += 1
        self.n += 1

    def quantile(self, q: float) -> float:
        if not self.n:
            return float("nan")
        rank, seen = q * (self.n - 1), 0
        for i, c in enumerate(self.counts):
            seen += c
            if seen > rank:
                return self.LO * math.exp((i + 0.5) * self.STEP)
        return float("nan")


@dataclass
class Window:
    """What one traffic stream did between two `Recorder.take()` calls."""

    lat: list[float] = field(default_factory=list)  # seconds, answered requests (HTTP 200)
    lag: list[float] = field(default_factory=list)  # seconds each send was late against its schedule
    errors: Counter[int] = field(default_factory=Counter)  # outcome -> count (a status, or CONN_LOST, SHED)
    abandoned: int = 0

    @property
    def sent(self) -> int:
        return len(self.lag)

    @property
    def n_errors(self) -> int:
        return sum(self.errors.values())

    @property
    def completed(self) -> int:
        return len(self.lat) + self.n_errors + self.abandoned


class Recorder:
    """Outcomes of one traffic stream: the current Window, an all-time latency histogram, and how
    many requests are still out."""

    def __init__(self) -> None:
        self.window = Window()
        self.hist = LogHistogram()
        self.errors: Counter[int] = Counter()  # since the start
        self.abandoned = 0
        self.outstanding = 0

    def sent(self, lag: float) -> None:
        self.outstanding += 1
        self.window.lag.append(lag)

    def record(self, t0: float, outcome: int) -> None:
        self.outstanding -= 1
        if outcome == 200:
            x = time.perf_counter() - t0
            self.window.lat.append(x)
            self.hist.add(x)
        elif outcome == ABANDONED:
            self.window.abandoned += 1
            self.abandoned += 1
        else:
            self.window.errors[outcome] += 1
            self.errors[outcome] += 1

    def take(self) -> Window:
        w, self.window = self.window, Window()
        return w
