"""Keeping the prefix index in step with each replica's KV cache (DESIGN.md, `/kv/*`).

Per replica: `GET /kv/info` (identity and load), `GET /kv/snapshot`, then the `/kv/events?since=SEQ`
stream of stored/removed blocks and heartbeats. Any doubt about the state -- a sequence gap, a
`reset` line, a dropped connection, a heartbeat ahead of the events seen, a new `instance_id`, or
predictions that keep failing -- leads to a fresh snapshot. When events and heartbeats stop, the
replica falls back to approximate mode (the index learns from what was routed) until a snapshot
succeeds again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping
from typing import Any

import aiohttp
import orjson

from protocol.kv_events import KVEvent, KVInfo, KVSnapshot, LoadReport
from proxy.config import BackendConfig
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex
from proxy.router import Router

log = logging.getLogger("kvroute.proxy")

MAX_LINE_BYTES = 64 * 1024 * 1024


class _Resync(Exception):
    """The replica's event stream can no longer be trusted; take a new snapshot."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class KVSync:
    """Feeds one replica's snapshot and events into the index, and its load into the router."""

    def __init__(self, backend: BackendConfig, session: aiohttp.ClientSession, index: PrefixIndex, router: Router,
                 metrics: ProxyMetrics, stale_s: float = 5.0,
                 check_info: Callable[[str, KVInfo], str | None] = lambda r, i: None,
                 on_compatible: Callable[[str], None] = lambda r: None) -> None:
        self.backend = backend
        self.replica = backend.url
        self.session = session
        self.index = index
        self.router = router
        self.metrics = metrics
        self.stale_s = stale_s
        self.check_info = check_info
        self.on_compatible = on_compatible
        self.instance_id: str | None = None
        self.last_seq = 0
        self.exact = False
        self._forced: str | None = None
        self._response: aiohttp.ClientResponse | None = None
        self._set_mode("approx")

    def _set_mode(self, mode: str) -> None:
        self.exact = mode == "exact"
        self.index.set_mode(self.replica, mode)  # type: ignore[arg-type]
        self.metrics.child(self.metrics.index_exact, self.replica).set(1 if self.exact else 0)

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.backend.api_key}"} if self.backend.api_key else {}

    def resync(self, reason: str) -> None:
        """Ask for a fresh snapshot now (e.g. the replica's predictions keep failing)."""
        self._forced = reason
        if self._response is not None:
            self._response.close()  # the reader fails at once and the loop resyncs

    async def _get_json(self, path: str) -> Any:
        timeout = aiohttp.ClientTimeout(total=max(self.stale_s, 5.0))
        async with self.session.get(self.backend.url.rstrip("/") + path, headers=self._headers(),
                                    timeout=timeout) as r:
            if r.status != 200:
                raise _Resync(f"http_{r.status}")
            return orjson.loads(await r.read())

    async def run(self) -> None:
        """Sync forever: snapshot, follow events, resync on any doubt, back off when unreachable."""
        backoff = 0.1
        reason = "start"
        while True:
            try:
                await self._sync_once(reason)
                reason = "stream_closed"
                backoff = 0.1
            except _Resync as e:
                reason = e.reason
                backoff = 0.1 if e.reason in ("gap", "reset", "heartbeat_ahead", "forced", "new_instance") else backoff
            except (aiohttp.ClientError, OSError, TimeoutError, ValueError, KeyError, TypeError) as e:
                reason = self._forced or f"error_{type(e).__name__}"
                if self.exact and not self._forced:
                    log.info("kv sync with %s interrupted (%s); approximate mode until it resumes", self.replica, e)
                    self._set_mode("approx")
            finally:
                self._response = None
            if self._forced:
                reason, self._forced = self._forced, None
                backoff = 0.0
            await asyncio.sleep(backoff)
            backoff = min(max(backoff * 2, 0.1), 2.0)

    async def _sync_once(self, reason: str) -> None:
        info = KVInfo.from_json(await self._get_json("/kv/info"))
        problem = self.check_info(self.replica, info)
        if problem is not None:
            self._set_mode("approx")
            await asyncio.sleep(5.0)
            raise _Resync("incompatible")
        self.on_compatible(self.replica)
        self.router.update_load(self.replica, info.load)
        snap = KVSnapshot.from_json(await self._get_json("/kv/snapshot"))
        if self.instance_id is not None and snap.instance_id != self.instance_id:
            log.warning("replica %s restarted (instance %s); its cached blocks are forgotten", self.replica,
                        snap.instance_id)
        self.index.apply_snapshot(self.replica, snap.instance_id, snap.blocks)
        self.instance_id = snap.instance_id
        self.last_seq = snap.seq
        self._set_mode("exact")
        self.metrics.child(self.metrics.resyncs, self.replica, reason).inc()
        await self._follow()

    async def _follow(self) -> None:
        url = f"{self.backend.url.rstrip('/')}/kv/events?since={self.last_seq}"
        timeout = aiohttp.ClientTimeout(total=None, connect=self.stale_s, sock_read=None)
        async with self.session.get(url, headers=self._headers(), timeout=timeout) as r:
            if r.status != 200:
                raise _Resync(f"http_{r.status}")
            self._response = r
            buf = b""
            while True:
                try:
                    chunk = await asyncio.wait_for(r.content.readany(), self.stale_s)
                except TimeoutError:
                    log.warning("no KV events or heartbeats from %s for %.1fs; approximate mode", self.replica,
                                self.stale_s)
                    self._set_mode("approx")
                    raise _Resync("stale") from None
                if self._forced:
                    raise _Resync(self._forced)
                if not chunk:
                    return
                buf += chunk
                if len(buf) > MAX_LINE_BYTES:
                    raise _Resync("line_too_long")
                *lines, buf = buf.split(b"\n")
                for line in lines:
                    if line.strip():
                        self._apply_line(orjson.loads(line))

    def _apply_line(self, obj: Mapping[str, Any]) -> None:
        kind = obj.get("type")
        m = self.metrics
        if kind in ("stored", "removed"):
            event = KVEvent.from_json(dict(obj))
            if event.seq <= self.last_seq:
                return  # already applied (a snapshot taken after it)
            if event.seq != self.last_seq + 1:
                raise _Resync("gap")
            self.index.apply_event(self.replica, event)
            self.last_seq = event.seq
            m.child(m.kv_events, self.replica, kind).inc()
        elif kind == "heartbeat":
            self.router.update_load(self.replica, LoadReport.from_json(obj["load"]))
            if int(obj.get("seq", self.last_seq)) > self.last_seq:
                raise _Resync("heartbeat_ahead")
        elif kind == "reset":
            raise _Resync("reset")


class KVSyncManager:
    """Every replica's sync task, and the predicted-vs-actual check that can force a resync."""

    def __init__(self, syncs: Mapping[str, KVSync], router: Router, metrics: ProxyMetrics,
                 min_resync_interval_s: float = 10.0, clock: Callable[[], float] = time.monotonic) -> None:
        self.syncs = dict(syncs)
        self.router = router
        self.metrics = metrics
        self.min_resync_interval_s = min_resync_interval_s
        self.clock = clock
        self._last_resync: dict[str, float] = {}
        self._tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        self._tasks = [asyncio.create_task(s.run(), name=f"kv-sync {r}") for r, s in self.syncs.items()]

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []

    def observe_prediction(self, replica: str, predicted: int, actual: int) -> None:
        """Book a prediction against the replica's reported cached tokens; resync one that keeps missing."""
        if self.router.record_usage(replica, predicted, actual):
            sync = self.syncs.get(replica)
            now = self.clock()
            # A replica that mispredicts for a reason a snapshot cannot fix must not resync in a loop.
            if sync is not None and now - self._last_resync.get(replica, -1e18) >= self.min_resync_interval_s:
                self._last_resync[replica] = now
                log.warning("predictions for %s keep failing; resynchronising its cache state", replica)
                sync.resync("predictions")
