"""Outlier ejection: take a replica that keeps failing out of the pool for a while, as Envoy does.

A replica that answers, but badly -- 5xx, timeouts, broken streams -- passes its health probe, so
the probe alone would keep it in the pool and every few requests would fail over. Each replica's
`OutlierDetector` watches the outcomes of the requests sent to it and asks for an ejection after
`consecutive_failures` failures in a row, or when at least `min_requests` outcomes within
`interval_s` hold `failure_percentage` percent of failures or more. An ejected replica stays out for
`base_ejection_s` times the number of its recent ejections (at most `max_ejection_s`), whatever its
probe says; then the probe brings it back. Each `interval_s` that passes without an ejection takes
one off that count, so a replica that recovered is soon ejected only briefly again. The replica set
never ejects more than `max_ejection_percent` of its replicas (but always allows one), so a fleet-wide
failure degrades to failing over rather than to an empty pool.

A refused or dropped connection is not an outlier decision: it takes the replica out at once, and
the probe brings it back as soon as it answers (proxy/replica.py).
"""

from __future__ import annotations

import math
from collections import deque

from proxy.config_types import OutlierConfig


class OutlierDetector:
    """The passive health of one replica: its recent outcomes and its ejections."""

    def __init__(self, config: OutlierConfig) -> None:
        self.config = config
        self.consecutive = 0
        self.outcomes: deque[tuple[float, bool]] = deque()  # (when, failed) within interval_s
        self.ejections = 0  # recent ejections: the multiplier of the next ejection's length
        self.ejected_until = -math.inf

    def record(self, now: float, failed: bool) -> str | None:
        """Book one request's outcome; the reason to eject the replica now, or None."""
        cfg = self.config
        self.outcomes.append((now, failed))
        while self.outcomes and self.outcomes[0][0] <= now - cfg.interval_s:
            self.outcomes.popleft()
        if not failed:
            self.consecutive = 0
            return None
        self.consecutive += 1
        if self.consecutive >= cfg.consecutive_failures:
            return "consecutive"
        failures = sum(f for _, f in self.outcomes)
        if len(self.outcomes) >= cfg.min_requests and 100.0 * failures / len(self.outcomes) >= cfg.failure_percentage:
            return "failure_percentage"
        return None

    def eject(self, now: float) -> float:
        """Start an ejection; returns its length in seconds."""
        cfg = self.config
        if self.ejections and now > self.ejected_until:
            quiet_intervals = int((now - self.ejected_until) // cfg.interval_s)
            self.ejections = max(0, self.ejections - quiet_intervals)
        self.ejections += 1
        length = min(cfg.base_ejection_s * self.ejections, max(cfg.base_ejection_s, cfg.max_ejection_s))
        self.ejected_until = now + length
        self.consecutive = 0
        self.outcomes.clear()
        return length

    def ejected(self, now: float) -> bool:
        return now < self.ejected_until

    def summary(self) -> str:
        """What the window held, for the log line of an ejection."""
        failures = sum(f for _, f in self.outcomes)
        return f"{failures} of the last {len(self.outcomes)} requests failed, {self.consecutive} in a row"


def ejection_allowed(ejected: int, replicas: int, max_percent: float) -> bool:
    """Whether one more of `replicas` may be ejected while `ejected` already are."""
    return ejected == 0 or ejected + 1 <= replicas * max_percent / 100.0
