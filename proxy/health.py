"""Which replicas are in the pool: active probes plus passive failure detection.

A replica leaves the pool at once when a connection to it is refused or dropped (hard failure), or
after a few consecutive soft failures (5xx, timeouts, broken streams); the active probe brings it
back as soon as it answers `/ready` (or `/health`, for servers without `/ready`) again. A replica
whose model or tokenizer does not match the pool is excluded until it is replaced.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

import aiohttp

from proxy.config import BackendConfig
from proxy.metrics import ProxyMetrics
from proxy.router import Router

log = logging.getLogger("kvroute.proxy")


class HealthMonitor:
    """Pool membership for every configured replica, kept in step with the router."""

    def __init__(self, backends: Sequence[BackendConfig], session: aiohttp.ClientSession, router: Router,
                 metrics: ProxyMetrics, interval_s: float = 2.0, timeout_s: float = 2.0,
                 soft_failure_threshold: int = 3) -> None:
        self.backends = {b.url: b for b in backends}
        self.session = session
        self.router = router
        self.metrics = metrics
        self.interval_s = interval_s
        self.timeout_s = timeout_s
        self.soft_failure_threshold = soft_failure_threshold
        self._healthy: dict[str, bool] = {b.url: False for b in backends}
        self._soft_failures: dict[str, int] = {b.url: 0 for b in backends}
        self._excluded: dict[str, str] = {}
        self._listeners: list[Callable[[str, bool], None]] = []
        self._healthy_list: list[str] = []
        for url in self._healthy:
            self._set(url, False, force=True)

    # ------------------------------------------------------------------ state

    def healthy(self) -> list[str]:
        """Replicas in the pool, in configuration order."""
        return self._healthy_list

    def is_healthy(self, replica: str) -> bool:
        return self._healthy.get(replica, False)

    def on_change(self, listener: Callable[[str, bool], None]) -> None:
        """Call `listener(replica, healthy)` whenever a replica enters or leaves the pool."""
        self._listeners.append(listener)

    def _set(self, replica: str, healthy: bool, force: bool = False) -> None:
        if replica in self._excluded:
            healthy = False
        if not force and self._healthy[replica] == healthy:
            return
        self._healthy[replica] = healthy
        self._healthy_list = [b for b, ok in self._healthy.items() if ok]
        self.router.set_healthy(replica, healthy)
        self.metrics.child(self.metrics.backend_healthy, replica).set(1 if healthy else 0)
        if not force:
            log.log(logging.INFO if healthy else logging.WARNING, "replica %s %s the pool", replica,
                    "joined" if healthy else "left")
            for listener in self._listeners:
                listener(replica, healthy)

    def report_failure(self, replica: str, reason: str, hard: bool = False) -> None:
        """Passive detection: a request to `replica` failed."""
        if replica not in self._healthy:
            return
        self._soft_failures[replica] += 1
        if hard or self._soft_failures[replica] >= self.soft_failure_threshold:
            self._set(replica, False)

    def report_success(self, replica: str) -> None:
        if replica in self._soft_failures:
            self._soft_failures[replica] = 0

    def exclude(self, replica: str, reason: str) -> None:
        """Keep `replica` out of the pool (it does not match the others) until `include` is called."""
        if self._excluded.get(replica) != reason:
            log.error("replica %s is excluded from the pool: %s", replica, reason)
        self._excluded[replica] = reason
        self._set(replica, False)

    def include(self, replica: str) -> None:
        self._excluded.pop(replica, None)

    def excluded(self) -> dict[str, str]:
        return dict(self._excluded)

    # ------------------------------------------------------------------ probes

    async def probe(self, replica: str) -> bool:
        """One active check: GET /ready, falling back to /health where /ready does not exist."""
        cfg = self.backends[replica]
        headers = {"Authorization": f"Bearer {cfg.api_key}"} if cfg.api_key else {}
        timeout = aiohttp.ClientTimeout(total=self.timeout_s)
        base = cfg.url.rstrip("/")
        try:
            for path in ("/ready", "/health"):
                async with self.session.get(base + path, headers=headers, timeout=timeout) as r:
                    await r.read()
                    if r.status != 404:
                        return r.status == 200
        except (aiohttp.ClientError, OSError, TimeoutError):
            return False
        return False

    async def probe_all(self) -> None:
        """Probe every replica once, concurrently, and update the pool."""
        urls = list(self._healthy)
        results = await asyncio.gather(*(self.probe(u) for u in urls))
        for url, ok in zip(urls, results, strict=True):
            if ok:
                self._soft_failures[url] = 0
            self._set(url, ok)

    async def run(self) -> None:
        """Probe forever, every `interval_s`."""
        while True:
            await asyncio.sleep(self.interval_s)
            try:
                await self.probe_all()
            except Exception:  # keep probing whatever happens
                log.exception("health probe round failed")
