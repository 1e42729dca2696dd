"""Forwarding one request to a replica and relaying its answer, with failover before the first byte.

A request is routed, sent, and retried on the next best replica while nothing has reached the
client yet (connection refused, replica gone, 5xx, 429, first-byte timeout). Streams are relayed
event by event as they arrive, never buffered; once the client has bytes, a failure ends the
stream with an SSE error event and `[DONE]`. The proxy always asks the replica for usage, so it
can account cached tokens, and strips the usage chunk when the client did not ask for it.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

import aiohttp
import orjson

from protocol.errors import APIError
from protocol.sse import DONE, SSEParser, encode_event
from proxy.config import BackendConfig
from proxy.health import HealthMonitor
from proxy.http_server import Request, Response, StreamResponse
from proxy.metrics import ProxyMetrics
from proxy.pipeline import CHAT, Prepared
from proxy.router import NoReplicaAvailable, RouteDecision, Router, RouteRequest
from proxy.stats import HitStats
from proxy.upstream import UpstreamConnectError, UpstreamPool, UpstreamResponse

log = logging.getLogger("kvroute.proxy")

RETRY_STATUSES = frozenset({429, 500, 502, 503, 504})
_PATHS = {CHAT: "/v1/chat/completions", "completions": "/v1/completions"}
_CLIENT_GONE = "client disconnected"


@dataclass(frozen=True)
class ForwardSettings:
    connect_s: float = 5.0
    first_byte_s: float = 60.0  # until the response headers (non-streamed) or the first SSE chunk
    total_s: float = 600.0
    max_attempts: int = 3
    forward_client_auth: bool = False  # no tenants configured: the client's key goes to key-less backends


class _Retry(Exception):
    """This attempt failed before the client got a byte; another replica may serve it."""

    def __init__(self, reason: str, hard: bool = False, status: int | None = None, body: bytes = b"",
                 content_type: str = "application/json") -> None:
        super().__init__(reason)
        self.reason, self.hard, self.status, self.body, self.content_type = reason, hard, status, body, content_type


@dataclass
class _StreamState:
    usage: dict[str, Any] | None = None
    done: bool = False
    first_content: float | None = None
    last_content: float | None = None


def usage_numbers(usage: Any) -> tuple[int, int, int]:
    """(prompt_tokens, cached_tokens, completion_tokens) from an OpenAI usage object, 0 where absent."""
    if not isinstance(usage, dict):  # parsed JSON: a dict (an ABC check costs more than the rest)
        return 0, 0, 0
    details = usage.get("prompt_tokens_details")
    cached = details.get("cached_tokens") if isinstance(details, dict) else None
    return _count(usage.get("prompt_tokens")), _count(cached), _count(usage.get("completion_tokens"))


def _count(v: Any) -> int:
    """A token count as reported, or 0 when it is not a non-negative integer (bool excluded)."""
    return v if type(v) is int and v >= 0 else 0


def _has_content(obj: Mapping[str, Any]) -> bool:
    choices = obj.get("choices")
    if not isinstance(choices, list):
        return False
    for c in choices:
        if not isinstance(c, dict):
            continue
        if c.get("text"):
            return True
        delta = c.get("delta")
        if isinstance(delta, dict) and (delta.get("content") or delta.get("tool_calls")):
            return True
    return False


class _OkChildren(NamedTuple):
    """The metric children one (tenant, backend) pair bumps for every answered request."""

    requests: Any
    e2e: Any
    prompt_tokens: Any
    cached_tokens: Any
    predicted_tokens: Any


class _Dispatch:
    """Books a request with the router as UpstreamPool.request's `on_sent`: after the write on a
    pooled connection (overlapping the replica's work), before connecting on a new one (so requests
    routed meanwhile see it). `done` says whether it ran."""

    __slots__ = ("router", "replica", "req", "done")

    def __init__(self, router: Router, replica: str, req: RouteRequest) -> None:
        self.router, self.replica, self.req, self.done = router, replica, req, False

    def __call__(self) -> None:
        self.done = True
        self.router.on_dispatch(self.replica, self.req)


class Forwarder:
    """Routes, forwards and relays; the one place that talks to replicas for client requests."""

    def __init__(self, backends: Mapping[str, BackendConfig], session: aiohttp.ClientSession, router: Router,
                 health: HealthMonitor, metrics: ProxyMetrics, stats: HitStats, settings: ForwardSettings,
                 on_prediction: Callable[[str, int, int], None] = lambda r, p, a: None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.backends = dict(backends)
        self.session = session
        self.router = router
        self.health = health
        self.metrics = metrics
        self.stats = stats
        self.settings = settings
        self.on_prediction = on_prediction
        self.clock = clock
        self._timeout = aiohttp.ClientTimeout(total=settings.total_s, connect=settings.connect_s)
        self.pools = {url: UpstreamPool(b.url) for url, b in self.backends.items()}
        # labels are tenant names from config and backend URLs: a small, bounded set of pairs
        self._ok_children: dict[tuple[str, str], _OkChildren] = {}

    def close(self) -> None:
        for pool in self.pools.values():
            pool.close()

    # ------------------------------------------------------------------ helpers

    def upstream_headers(self, backend: str, rid: str, client_auth: str | None,
                         content_type: str | None = "application/json") -> dict[str, str]:
        cfg = self.backends[backend]
        h = {"x-request-id": rid}
        if content_type:
            h["Content-Type"] = content_type
        if cfg.api_key:
            h["Authorization"] = f"Bearer {cfg.api_key}"
        elif client_auth and self.settings.forward_client_auth:
            h["Authorization"] = client_auth
        return h

    def _payload(self, prep: Prepared, backend: str) -> bytes:
        body = prep.body
        if prep.salt and self.backends[backend].supports_cache_salt:
            body = {**body, "cache_salt": prep.salt}
        return orjson.dumps(body)

    def eligible(self, allowed: tuple[str, ...] | None, tried: list[str]) -> list[str]:
        healthy = self.health.healthy()
        return [b for b in healthy if b not in tried and (allowed is None or b in allowed)]

    @staticmethod
    def _client_headers(decision: RouteDecision, rid: str) -> dict[str, str]:
        return {"x-kvroute-backend": decision.replica,
                "x-kvroute-prefix-tokens": str(decision.predicted_cached_tokens), "x-request-id": rid}

    def _account(self, prep: Prepared, backend: str, predicted: int, usage: Mapping[str, Any] | None,
                 status: int, started: float) -> None:
        m = self.metrics
        tenant = prep.tenant.name
        if status != 200:
            m.child(m.requests, tenant, backend, str(status)).inc()
            m.child(m.e2e, backend).observe(self.clock() - started)
            return
        c = self._ok_children.get((tenant, backend))
        if c is None:
            c = self._ok_children[(tenant, backend)] = _OkChildren(
                m.child(m.requests, tenant, backend, "200"), m.child(m.e2e, backend),
                m.child(m.prompt_tokens, tenant, backend), m.child(m.cached_tokens, tenant, backend),
                m.child(m.predicted_tokens, tenant, backend))
        c.requests.inc()
        c.e2e.observe(self.clock() - started)
        prompt, cached, completion = usage_numbers(usage)
        c.prompt_tokens.inc(prompt)
        c.cached_tokens.inc(cached)
        c.predicted_tokens.inc(predicted)
        m.output_length.observe(completion)
        if usage is not None:
            if cached < predicted:
                m.child(m.prediction_misses, backend).inc()
            self.stats.record(tenant, backend, prompt, cached, predicted)
            self.on_prediction(backend, predicted, cached)

    def _account_body(self, prep: Prepared, backend: str, predicted: int, body: bytes, status: int,
                      started: float) -> None:
        """`_account` for a non-streamed answer, its usage read from the body."""
        usage = None
        if status == 200:
            try:
                obj = orjson.loads(body)
                usage = obj.get("usage") if isinstance(obj, dict) else None
            except orjson.JSONDecodeError:
                usage = None
        self._account(prep, backend, predicted, usage, status, started)

    # ------------------------------------------------------------------ the request loop

    async def forward(self, request: Request, prep: Prepared, rid: str) -> Response | StreamResponse:
        """Serve one chat/completions request; raises APIError when no replica could take it."""
        started = self.clock()
        self.metrics.prompt_length.observe(prep.route.prompt_tokens)
        tried: list[str] = []
        last: _Retry | None = None
        client_auth = request.headers.get("authorization")
        for _ in range(self.settings.max_attempts):
            if not tried and prep.route.allowed is None:
                route_req = prep.route  # the router itself keeps to the healthy replicas
            else:
                eligible = self.eligible(prep.route.allowed, tried)
                if not eligible:
                    break
                route_req = prep.route._replace(allowed=tuple(eligible))
            try:
                decision = self.router.route(route_req)
            except NoReplicaAvailable:
                break
            replica = decision.replica
            m = self.metrics
            m.child(m.route_decisions, decision.policy, decision.reason).inc()
            dispatch = _Dispatch(self.router, replica, route_req)
            gauge = m.child(m.in_flight, replica)
            gauge.inc()
            try:
                headers = self.upstream_headers(replica, rid, client_auth)
                data = self._payload(prep, replica)
                if prep.stream:
                    resp = await self._stream(request, prep, decision, headers, data, started, dispatch)
                else:
                    resp = await self._unary(prep, decision, headers, data, started, dispatch)
                if tried:
                    m.child(m.failovers, tried[0]).inc()
                return resp
            except asyncio.CancelledError:  # the client left (its connection closed): 499, as nginx says
                self._account(prep, replica, decision.predicted_cached_tokens, None, 499, started)
                raise
            except _Retry as e:
                log.warning("request %s: replica %s failed before the first byte (%s)", rid, replica, e.reason)
                tried.append(replica)
                last = e
                m.child(m.retries, replica, e.reason).inc()
                if e.reason not in ("status_429", "status_503"):
                    self.health.report_failure(replica, e.reason, hard=e.hard)
            finally:
                gauge.dec()
                if dispatch.done:
                    self.router.on_complete(replica, route_req)
        return self._give_up(prep, last, rid, started)

    def _give_up(self, prep: Prepared, last: _Retry | None, rid: str, started: float) -> Response:
        backend = "none"
        if last is not None and last.status is not None and last.body:
            # Every replica answered with an error: pass the last one on as the replicas worded it.
            self._account(prep, backend, 0, None, last.status, started)
            return Response(last.body, last.status,
                            headers={"Content-Type": last.content_type, "x-request-id": rid,
                                     "x-kvroute-backend": backend, "x-kvroute-prefix-tokens": "0"})
        self.metrics.child(self.metrics.rejections, "no_replica").inc()
        if last is None:
            raise APIError(503, "No healthy replica can serve this request", code="no_replica_available",
                           headers={"Retry-After": "1"})
        raise APIError(502, f"Every replica tried failed; the last one: {last.reason}", code="upstream_failed")

    # ------------------------------------------------------------------ non-streamed

    async def _unary(self, prep: Prepared, decision: RouteDecision, headers: dict[str, str], data: bytes,
                     started: float, dispatch: _Dispatch) -> Response:
        replica = decision.replica
        pool = self.pools[replica]
        try:
            up = await pool.request(_PATHS[prep.endpoint], data, headers, self.settings.connect_s,
                                    timeout=self.settings.total_s, on_sent=dispatch)
            try:
                body = await up.read()
            except BaseException:
                pool.abort(up)  # also on cancellation or timeout: the replica sees the client leave
                raise
            pool.release(up)
        except TimeoutError:
            raise APIError(504, f"The replica did not answer within {self.settings.total_s:g}s",
                           code="upstream_timeout") from None
        except UpstreamConnectError:
            raise _Retry("connect", hard=True) from None
        except OSError:
            raise _Retry("disconnect", hard=True) from None
        status = up.status
        ctype = up.headers.get("content-type", "application/json")
        if status in RETRY_STATUSES:
            raise _Retry(f"status_{status}", status=status, body=body, content_type=ctype)
        self.health.report_success(replica)
        # Booked right after the answer is written to the client, not before: off its latency.
        asyncio.get_running_loop().call_soon(self._account_body, prep, replica, decision.predicted_cached_tokens,
                                             body, status, started)
        h = self._client_headers(decision, headers["x-request-id"])
        h["Content-Type"] = ctype
        return Response(body, status, h)

    # ------------------------------------------------------------------ streamed

    async def _stream(self, request: Request, prep: Prepared, decision: RouteDecision,
                      headers: dict[str, str], data: bytes, started: float,
                      dispatch: _Dispatch) -> Response | StreamResponse:
        replica = decision.replica
        pool = self.pools[replica]
        up: UpstreamResponse | None = None
        finished = False
        try:
            try:
                async with asyncio.timeout(self.settings.first_byte_s):
                    up = await pool.request(_PATHS[prep.endpoint], data, headers, self.settings.connect_s,
                                            on_sent=dispatch)
                    if up.status != 200:
                        body = await up.read()
                        finished = True
                        ctype = up.headers.get("content-type", "application/json")
                        if up.status in RETRY_STATUSES:
                            raise _Retry(f"status_{up.status}", status=up.status, body=body, content_type=ctype)
                        self._account(prep, replica, 0, None, up.status, started)
                        h = self._client_headers(decision, headers["x-request-id"])
                        h["Content-Type"] = ctype
                        return Response(body, up.status, h)
                    first = await up.readany()
            except TimeoutError:
                raise _Retry("first_byte_timeout") from None
            except UpstreamConnectError:
                raise _Retry("connect", hard=True) from None
            except OSError:
                raise _Retry("disconnect", hard=True) from None
            if not first:
                raise _Retry("empty_stream", hard=True)
            self.health.report_success(replica)
            resp, finished = await self._relay(request, prep, decision, up, first, started, headers["x-request-id"])
            return resp
        finally:
            if up is not None:
                if finished:
                    pool.release(up)
                else:
                    pool.abort(up)  # aborts the replica's generation

    async def _relay(self, request: Request, prep: Prepared, decision: RouteDecision,
                     up: UpstreamResponse, first: bytes, started: float,
                     rid: str) -> tuple[StreamResponse, bool]:
        """Relay the SSE stream; the flag is True when the replica finished it with [DONE]."""
        replica = decision.replica
        h = self._client_headers(decision, rid)
        h.update({"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        resp = request.stream(200, h)
        state = _StreamState()
        error: str | None = None
        deadline = asyncio.get_running_loop().time() + self.settings.total_s - (self.clock() - started)
        try:
            async with asyncio.timeout_at(deadline):
                error = await self._pump(resp, prep, decision, up, first, state, started)
        except (OSError, TimeoutError, ValueError) as e:
            error = f"The replica failed mid-stream: {type(e).__name__}"
        if error == _CLIENT_GONE:
            self._account(prep, replica, decision.predicted_cached_tokens, None, 499, started)
            return resp, False  # closing upstream cancels the generation
        if error is not None:
            self.metrics.child(self.metrics.stream_errors, replica).inc()
            self.health.report_failure(replica, "mid_stream", hard=False)
            try:
                await resp.write(encode_event({"error": {"message": error, "type": "upstream_error",
                                                        "code": "stream_interrupted", "param": None}}) + DONE)
            except ConnectionError:
                pass
            self._account(prep, replica, decision.predicted_cached_tokens, None, 502, started)
        else:
            self._account(prep, replica, decision.predicted_cached_tokens, state.usage, 200, started)
        try:
            await resp.write_eof()
        except ConnectionError:
            pass
        return resp, error is None

    async def _pump(self, resp: StreamResponse, prep: Prepared, decision: RouteDecision, up: UpstreamResponse,
                    chunk: bytes, state: _StreamState, started: float) -> str | None:
        """Relay events until [DONE]; returns an error sentence, _CLIENT_GONE, or None when complete."""
        parser = SSEParser()
        while True:
            out = self._events(parser.feed(chunk), prep, state, decision.replica, started)
            if out:
                try:
                    await resp.write(out)
                except ConnectionError:
                    return _CLIENT_GONE
            if state.done:
                return None
            chunk = await up.readany()
            if not chunk:
                return "The replica closed the stream before it finished"

    def _events(self, payloads: list[bytes | None], prep: Prepared, state: _StreamState, replica: str,
                started: float) -> bytes:
        """The bytes to send for these events: usage stripped unless asked, TTFT/ITL observed."""
        out = bytearray()
        for p in payloads:
            if p is None:
                state.done = True
                out += DONE
                continue
            try:
                obj = orjson.loads(p)
            except orjson.JSONDecodeError:
                obj = None
            if isinstance(obj, dict):
                usage = obj.get("usage")
                if usage:
                    state.usage = usage
                if not prep.include_usage and "usage" in obj:
                    if not obj.get("choices"):
                        continue  # the usage-only chunk the client did not ask for
                    del obj["usage"]
                    p = orjson.dumps(obj)
                if _has_content(obj):
                    now = self.clock()
                    m = self.metrics
                    if state.first_content is None:
                        state.first_content = now
                        m.child(m.ttft, replica).observe(now - started)
                    else:
                        m.child(m.itl, replica).observe(now - state.last_content)  # type: ignore[operator]
                    state.last_content = now
            out += b"data: " + p + b"\n\n"
        return bytes(out)
