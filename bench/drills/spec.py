"""What a drill is: its spec (how its fault is injected, cleared and judged) and the context its hooks
work on while it runs."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bench.drills.cluster import Cluster
from bench.drills.load import Load
from bench.drills.monitor import Monitor
from bench.drills.settings import log


@dataclass
class Ctx:
    """A running drill: its cluster, load and monitor, and the times it marked."""

    c: Cluster
    load: Load
    mon: Monitor
    victim: int
    t0: float
    notes: dict[str, Any] = field(default_factory=dict)
    marks: dict[str, float] = field(default_factory=dict)

    @property
    def vname(self) -> str:
        return self.c.names[self.victim]

    def mark(self, what: str, msg: str) -> None:
        self.marks[what] = time.monotonic()
        log(f"  t={self.marks[what] - self.t0:5.1f}s {msg}")


Hook = Callable[[Ctx], Awaitable[None]]


async def nothing(x: Ctx) -> None:
    """The hook of a drill whose fault is not cleared."""
    return None


@dataclass(frozen=True)
class Spec:
    """One drill: how to set it up, inject and clear its fault, and how it is judged."""

    name: str
    what: str
    inject: Hook
    clear: Hook = nothing
    relay: str | None = None  # "http" / "zmq": a relay in front of the victim's events
    detect: str = "pool"  # pool (out of the pool), resync (its events re-read), instance, none
    detect_bound_s: float | None = 3.0
    index_check: bool = False
    proxy_fault: bool = False  # the proxy itself is the victim (sigterm_drain, proxy_restart)
    fault_at: float = 0.3  # of the duration
    clear_at: float = 0.6
    min_after_s: float = 8.0  # load goes on up to this long after the fault is removed until it recovers
    stub_token_ms: float | None = None
