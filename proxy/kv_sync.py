"""Keeping the prefix index in step with one replica's KV cache (DESIGN.md, `/kv/*`).

`GET /kv/info` (identity and load), `GET /kv/snapshot`, then the `/kv/events?since=SEQ` stream of
stored/removed blocks and heartbeats. Any doubt about the state -- a sequence gap, a `reset` line,
a dropped connection, a heartbeat ahead of the events seen, a new `instance_id`, or predictions
that keep failing -- leads to a fresh snapshot. When events and heartbeats stop, the replica falls
back to approximate mode (the index learns from what was routed) until a snapshot succeeds again.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

import orjson

from protocol.kv_events import KVEvent, KVInfo, KVSnapshot, LoadReport
from proxy.http_client import ClientResponse, ReplicaClient, ResponseTooLarge
from proxy.metrics import ProxyMetrics
from proxy.prefix_index import PrefixIndex

log = logging.getLogger("kvroute.proxy")

MAX_LINE_BYTES = 64 * 1024 * 1024  # one event line
MAX_SNAPSHOT_BYTES = 1024 * 1024 * 1024  # a snapshot of tens of millions of blocks
_FAST_RETRY = frozenset({"gap", "reset", "heartbeat_ahead", "forced", "predictions"})


class _Resync(Exception):
    """The replica's event stream can no longer be trusted; take a new snapshot."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class PredictionWindow:
    """Predicted vs reported cached tokens of one replica: says when its view needs a resync.

    A miss is a response whose reported `cached_tokens` differs from the prediction. When at least
    `miss_ratio` of the last `window` responses missed, `record` returns True once (and starts a
    fresh window). `resync_due` adds what the caller needs: only an exact view can be rebuilt, and
    at most every `min_resync_interval_s` (a miss a resync cannot fix must not loop).
    """

    def __init__(self, window: int = 32, miss_ratio: float = 0.5, min_resync_interval_s: float = 10.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self._window = window
        self._miss_ratio = miss_ratio
        self.min_resync_interval_s = min_resync_interval_s
        self.clock = clock
        self._last_resync = -1e18
        self._recent: deque[bool] = deque(maxlen=window)
        self._recent_misses = 0
        self.predicted_tokens = 0
        self.cached_tokens = 0
        self.misses = 0
        self.resyncs = 0

    def record(self, predicted: int, actual: int) -> bool:
        """Book one response; True when predictions keep failing."""
        self.predicted_tokens += predicted
        self.cached_tokens += actual
        miss = predicted != actual
        self.misses += miss
        recent = self._recent
        self._recent_misses += miss - (len(recent) == self._window and recent[0])
        recent.append(miss)
        if len(recent) == self._window and self._recent_misses >= self._miss_ratio * self._window:
            recent.clear()
            self._recent_misses = 0
            self.resyncs += 1
            return True
        return False

    def resync_due(self, predicted: int, actual: int, exact: bool) -> bool:
        """Book one response; True when the replica's exact view should be rebuilt now."""
        if not (self.record(predicted, actual) and exact):
            return False
        now = self.clock()
        if now - self._last_resync < self.min_resync_interval_s:
            return False
        self._last_resync = now
        return True


class KVSync:
    """Feeds one replica's snapshot and events into the index, and its load to `on_load`."""

    def __init__(self, replica: str, client: ReplicaClient, headers: Mapping[str, str], index: PrefixIndex,
                 metrics: ProxyMetrics, *, stale_s: float = 5.0,
                 on_load: Callable[[LoadReport], None] = lambda load: None,
                 check_info: Callable[[KVInfo], str | None] = lambda info: None) -> None:
        self.replica = replica
        self.client = client
        self.headers = dict(headers)
        self.index = index
        self.metrics = metrics
        self.stale_s = stale_s
        self.on_load = on_load
        self.check_info = check_info
        self.instance_id: str | None = None
        self.last_seq = 0
        self.exact = False
        self.settled = asyncio.Event()  # set once the first sync attempt is over (either way)
        self._forced: str | None = None
        self._stream: ClientResponse | None = None
        self._set_mode("approx")

    def _set_mode(self, mode: str) -> None:
        self.exact = mode == "exact"
        self.index.set_mode(self.replica, mode)  # type: ignore[arg-type]
        self.metrics.child(self.metrics.index_exact, self.replica).set(1 if self.exact else 0)

    def resync(self, reason: str) -> None:
        """Ask for a fresh snapshot now (e.g. the replica's predictions keep failing)."""
        self._forced = reason
        if self._stream is not None:
            self.client.abort(self._stream)  # the reader fails at once and the loop resyncs

    async def _get_json(self, path: str, max_bytes: int) -> Any:
        try:
            return await self.client.get_json(path, self.headers, timeout=max(self.stale_s, 5.0), max_bytes=max_bytes)
        except ValueError as e:
            if str(e).startswith(f"GET {path} answered HTTP "):
                raise _Resync("http_" + str(e).rsplit(" ", 1)[-1]) from None
            raise

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
                backoff = 0.1 if e.reason in _FAST_RETRY else backoff
            except (ConnectionError, TimeoutError, ValueError, KeyError, TypeError, ResponseTooLarge) as e:
                reason = self._forced or f"error_{type(e).__name__}"
                if self.exact and not self._forced:
                    log.info("kv sync with %s interrupted (%s); approximate mode until it resumes", self.replica, e)
                    self._set_mode("approx")
            finally:
                self._stream = None
                self.settled.set()
            if self._forced:
                reason, self._forced = self._forced, None
                backoff = 0.0
            await asyncio.sleep(backoff)
            backoff = min(max(backoff * 2, 0.1), 2.0)

    async def _sync_once(self, reason: str) -> None:
        info = KVInfo.from_json(await self._get_json("/kv/info", 1 << 20))
        problem = self.check_info(info)
        if problem is not None:
            self._set_mode("approx")
            self.settled.set()
            await asyncio.sleep(5.0)
            raise _Resync("incompatible")
        self.on_load(info.load)
        self.index.note_alive(self.replica)
        snap = KVSnapshot.from_json(await self._get_json("/kv/snapshot", MAX_SNAPSHOT_BYTES))
        if self.instance_id is not None and snap.instance_id != self.instance_id:
            log.warning("replica %s restarted (instance %s); its cached blocks are forgotten", self.replica,
                        snap.instance_id)
        self.index.apply_snapshot(self.replica, snap.instance_id, snap.blocks)
        self.instance_id = snap.instance_id
        self.last_seq = snap.seq
        self._set_mode("exact")
        self.metrics.child(self.metrics.resyncs, self.replica, reason).inc()
        self.settled.set()
        await self._follow()

    async def _follow(self) -> None:
        async with asyncio.timeout(self.stale_s):  # the head; then each read has its own deadline
            resp = await self.client.request("GET", f"/kv/events?since={self.last_seq}", headers=self.headers,
                                             connect_timeout=self.stale_s)
        self._stream = resp
        try:
            if resp.status != 200:
                raise _Resync(f"http_{resp.status}")
            buf = b""
            while True:
                try:
                    async with asyncio.timeout(self.stale_s):  # not wait_for: on 3.11 it can swallow a cancel
                        chunk = await resp.readany()
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
        except ConnectionError:
            if self._forced:
                raise _Resync(self._forced) from None
            raise
        finally:
            self.client.abort(resp)  # an event stream never goes back to the pool

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
            self.on_load(LoadReport.from_json(obj["load"]))
            self.index.note_alive(self.replica)
            if int(obj.get("seq", self.last_seq)) > self.last_seq:
                raise _Resync("heartbeat_ahead")
        elif kind == "reset":
            raise _Resync("reset")
