"""The one attempt loop for everything the proxy sends to a replica on a client's behalf.

route -> book (the replica counts the request in flight, the router notes the blocks it will
cache) -> send -> on a failure before the client got a byte (connection refused or dropped, 5xx,
429, first-byte timeout), the next best replica not tried yet; the booking is undone whatever
happens. Generation (proxy/forward.py) and pass-through (proxy/passthrough.py) differ only in what
`send` does with the replica it is given.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import TypeVar

from proxy.metrics import ProxyMetrics
from proxy.replica import Replica, ReplicaSet
from proxy.router import RouteDecision, Router, RouteRequest

log = logging.getLogger("kvroute.proxy")

T = TypeVar("T")

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
BUSY_STATUSES = frozenset({429, 503})  # the replica is overloaded, not broken


class Retry(Exception):
    """This attempt failed before the client got a byte; another replica may serve it.

    `hard` failures (the replica cannot be reached) take it out of the pool at once; a replica that
    answered 429 or 503 is busy, not unhealthy. `status`, `body` and `content_type` keep the
    replica's own error answer, in case no other replica does better."""

    def __init__(self, reason: str, hard: bool = False, status: int | None = None, body: bytes = b"",
                 content_type: str = "application/json") -> None:
        super().__init__(reason)
        self.reason, self.hard, self.status, self.body, self.content_type = reason, hard, status, body, content_type
        self.counts_against_health = status not in BUSY_STATUSES


class Exhausted(Exception):
    """No replica could take the request; `last` is the last attempt's failure (None: no replica)."""

    def __init__(self, last: Retry | None) -> None:
        super().__init__(last.reason if last is not None else "no replica")
        self.last = last


class Booking:
    """Books a request with its replica and the router; used as ReplicaClient.request's `on_sent`:
    after the write on a pooled connection (overlapping the replica's work), before connecting on a
    new one (so requests routed meanwhile see it). `done` says whether it ran."""

    __slots__ = ("router", "replica", "req", "done")

    def __init__(self, router: Router, replica: Replica, req: RouteRequest) -> None:
        self.router, self.replica, self.req, self.done = router, replica, req, False

    def __call__(self) -> None:
        if not self.done:
            self.done = True
            self.replica.begin(self.req.prompt_tokens)
            self.router.on_dispatch(self.replica.name, self.req)

    def release(self) -> None:
        if self.done:
            self.replica.end(self.req.prompt_tokens)


Send = Callable[[Replica, RouteDecision, Booking], Awaitable[T]]


class Dispatcher:
    """Routes, books, sends, fails over (see the module docstring)."""

    def __init__(self, replicas: ReplicaSet, router: Router, metrics: ProxyMetrics, max_attempts: int = 3) -> None:
        self.replicas = replicas
        self.router = router
        self.metrics = metrics
        self.max_attempts = max_attempts

    async def run(self, req: RouteRequest, send: Send[T], rid: str, policy: str | None = None) -> T:
        """`send` the request to the best replica, then the next ones while it raises Retry;
        Exhausted when none is left (or none took it in `max_attempts`)."""
        tried: list[str] = []
        last: Retry | None = None
        m = self.metrics
        for _ in range(self.max_attempts):
            candidates = self.replicas.candidates(req, tried)
            if not candidates:
                break
            decision = self.router.route(req, candidates, policy)
            replica = self.replicas[decision.replica]
            m.child(m.route_decisions, decision.policy, decision.reason).inc()
            booking = Booking(self.router, replica, req)
            gauge = m.child(m.in_flight, replica.name)
            gauge.inc()
            try:
                result = await send(replica, decision, booking)
                if tried:
                    m.child(m.failovers, tried[0]).inc()
                return result
            except Retry as e:
                log.warning("request %s: replica %s failed before the first byte (%s)", rid, replica.name, e.reason)
                tried.append(replica.name)
                last = e
                m.child(m.retries, replica.name, e.reason).inc()
                if e.counts_against_health:
                    replica.report_failure(hard=e.hard)
            finally:
                gauge.dec()
                booking.release()
        raise Exhausted(last)
