"""Forwarding a completion to a replica and relaying its answer (the generation `send` of
proxy/dispatch.py, which routes it and retries it elsewhere while nothing reached the client yet).

Streams are relayed event by event as they arrive, never buffered; once the client has bytes, a
failure ends the stream with an SSE error event and `[DONE]`. A non-streamed answer is held whole
(it carries the usage), up to `limits.max_response_bytes`. The proxy always asks the replica for
usage, so it can account cached tokens, and strips the usage chunk when the client did not ask.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple

import orjson

from protocol.errors import APIError
from protocol.sse import DONE, SSEParser, encode_event
from proxy.dispatch import RETRY_STATUSES, Booking, Dispatcher, Exhausted, Retry
from proxy.http_client import ClientResponse, ResponseTooLarge, UpstreamConnectError
from proxy.http_messages import Request, Response, StreamResponse
from proxy.metrics import NO_BACKEND, ProxyMetrics
from proxy.pipeline import CHAT, Prepared
from proxy.replica import Replica
from proxy.router import RouteDecision
from proxy.stats import HitStats

log = logging.getLogger("kvroute.proxy")

_PATHS = {CHAT: "/v1/chat/completions", "completions": "/v1/completions"}
_CLIENT_GONE = "client disconnected"
# How a stream still running when the proxy's drain time runs out ends: an error event, then [DONE].
_SHUTTING_DOWN = encode_event({"error": {"message": "The proxy is shutting down; the answer was cut short",
                                         "type": "server_error", "code": "stream_interrupted", "param": None}}) + DONE


@dataclass(frozen=True)
class ForwardSettings:
    connect_s: float = 5.0
    first_byte_s: float = 60.0  # until the response headers (non-streamed) or the first SSE chunk
    total_s: float = 600.0
    max_response_bytes: int = 64 * 1024 * 1024  # a non-streamed answer, or one SSE event
    forward_client_auth: bool = False  # no tenants configured: the client's key goes to key-less backends


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


class Forwarder:
    """Serves chat/completions requests through the dispatcher, and accounts what they cost."""

    def __init__(self, dispatcher: Dispatcher, metrics: ProxyMetrics, stats: HitStats, settings: ForwardSettings,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.dispatcher = dispatcher
        self.metrics = metrics
        self.stats = stats
        self.settings = settings
        self.clock = clock
        # labels are tenant names from config and backend URLs: a small, bounded set of pairs
        self._ok_children: dict[tuple[str, str], _OkChildren] = {}

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _client_headers(decision: RouteDecision, rid: str) -> dict[str, str]:
        return {"x-kvroute-backend": decision.replica,
                "x-kvroute-prefix-tokens": str(decision.predicted_cached_tokens), "x-request-id": rid}

    def _account(self, prep: Prepared, replica: Replica | None, predicted: int, usage: Mapping[str, Any] | None,
                 status: int, started: float) -> None:
        m = self.metrics
        tenant = prep.tenant.name
        backend = replica.name if replica is not None else NO_BACKEND
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
        if usage is not None and replica is not None:
            if cached < predicted:
                m.child(m.prediction_misses, backend).inc()
            self.stats.record(tenant, backend, prompt, cached, predicted)
            if replica.kv is not None:
                replica.observe_prediction(predicted, cached)

    def _account_body(self, prep: Prepared, replica: Replica, predicted: int, body: bytes, status: int,
                      started: float) -> None:
        """`_account` for a non-streamed answer, its usage read from the body."""
        usage = None
        if status == 200:
            try:
                obj = orjson.loads(body)
                usage = obj.get("usage") if isinstance(obj, dict) else None
            except orjson.JSONDecodeError:
                usage = None
        self._account(prep, replica, predicted, usage, status, started)

    # ------------------------------------------------------------------ one request

    async def forward(self, request: Request, prep: Prepared, rid: str) -> Response | StreamResponse:
        """Serve one chat/completions request; raises APIError when no replica could take it."""
        started = self.clock()
        self.metrics.prompt_length.observe(prep.route.prompt_tokens)
        client_auth = request.headers.get("authorization")

        async def send(replica: Replica, decision: RouteDecision, booking: Booking) -> Response | StreamResponse:
            headers = replica.upstream_headers(rid, client_auth, self.settings.forward_client_auth)
            data = prep.payload(replica.config.supports_cache_salt)
            try:
                if prep.stream:
                    return await self._stream(request, prep, replica, decision, headers, data, started, booking)
                return await self._unary(prep, replica, decision, headers, data, started, booking)
            except asyncio.CancelledError:  # the client left (its connection closed): 499, as nginx says
                self._account(prep, replica, decision.predicted_cached_tokens, None, 499, started)
                raise

        try:
            return await self.dispatcher.run(prep.route, send, rid)
        except Exhausted as e:
            return self._give_up(prep, e.last, rid, started)

    def _give_up(self, prep: Prepared, last: Retry | None, rid: str, started: float) -> Response:
        if last is not None and last.status is not None and last.body:
            # Every replica answered with an error: pass the last one on as the replicas worded it.
            self._account(prep, None, 0, None, last.status, started)
            return Response(last.body, last.status,
                            headers={"Content-Type": last.content_type, "x-request-id": rid,
                                     "x-kvroute-backend": NO_BACKEND, "x-kvroute-prefix-tokens": "0"})
        self.metrics.child(self.metrics.rejections, "no_replica").inc()
        if last is None:
            raise APIError(503, "No healthy replica can serve this request", code="no_replica_available",
                           headers={"Retry-After": "1"})
        raise APIError(502, f"Every replica tried failed; the last one: {last.reason}", code="upstream_failed")

    # ------------------------------------------------------------------ non-streamed

    async def _unary(self, prep: Prepared, replica: Replica, decision: RouteDecision, headers: dict[str, str],
                     data: bytes, started: float, booking: Booking) -> Response:
        client = replica.client
        attempt = asyncio.timeout(None)  # given a deadline if the replica stops answering health checks
        try:
            async with attempt:
                replica.waiting[attempt] = asyncio.get_running_loop().time()
                try:
                    up = await client.request("POST", _PATHS[prep.endpoint], data, headers,
                                              connect_timeout=self.settings.connect_s, timeout=self.settings.total_s,
                                              on_sent=booking)
                    try:
                        body = await up.read(self.settings.max_response_bytes)
                    except BaseException:
                        client.abort(up)  # also on cancellation or timeout: the replica sees the client leave
                        raise
                finally:
                    del replica.waiting[attempt]
            client.release(up)
        except TimeoutError:
            if attempt.expired():
                raise Retry("unresponsive", hard=True) from None  # nothing reached the client yet
            raise APIError(504, f"The replica did not answer within {self.settings.total_s:g}s",
                           code="upstream_timeout") from None
        except ResponseTooLarge:
            self._account(prep, replica, 0, None, 502, started)
            raise APIError(502, f"The replica's answer is larger than {self.settings.max_response_bytes} bytes "
                                "(limits.max_response_bytes)", code="upstream_response_too_large") from None
        except UpstreamConnectError:
            raise Retry("connect", hard=True) from None
        except OSError:
            raise Retry("disconnect", hard=True) from None
        status = up.status
        ctype = up.headers.get("content-type", "application/json")
        if status in RETRY_STATUSES:
            raise Retry(f"status_{status}", status=status, body=body, content_type=ctype)
        replica.report_success()
        # Booked right after the answer is written to the client, not before: off its latency.
        asyncio.get_running_loop().call_soon(self._account_body, prep, replica, decision.predicted_cached_tokens,
                                             body, status, started)
        h = self._client_headers(decision, headers["x-request-id"])
        h["Content-Type"] = ctype
        return Response(body, status, h)

    # ------------------------------------------------------------------ streamed

    async def _stream(self, request: Request, prep: Prepared, replica: Replica, decision: RouteDecision,
                      headers: dict[str, str], data: bytes, started: float,
                      booking: Booking) -> Response | StreamResponse:
        client = replica.client
        up: ClientResponse | None = None
        finished = False
        try:
            try:
                async with asyncio.timeout(self.settings.first_byte_s):
                    up = await client.request("POST", _PATHS[prep.endpoint], data, headers,
                                              connect_timeout=self.settings.connect_s, on_sent=booking)
                    if up.status != 200:
                        body = await up.read(self.settings.max_response_bytes)
                        finished = True
                        ctype = up.headers.get("content-type", "application/json")
                        if up.status in RETRY_STATUSES:
                            raise Retry(f"status_{up.status}", status=up.status, body=body, content_type=ctype)
                        self._account(prep, replica, 0, None, up.status, started)
                        h = self._client_headers(decision, headers["x-request-id"])
                        h["Content-Type"] = ctype
                        return Response(body, up.status, h)
                    first = await up.readany()
            except TimeoutError:
                raise Retry("first_byte_timeout") from None
            except ResponseTooLarge:
                raise Retry("too_large") from None
            except UpstreamConnectError:
                raise Retry("connect", hard=True) from None
            except OSError:
                raise Retry("disconnect", hard=True) from None
            if not first:
                raise Retry("empty_stream", hard=True)
            replica.report_success()
            resp, finished = await self._relay(request, prep, replica, decision, up, first, started,
                                               headers["x-request-id"])
            return resp
        finally:
            if up is not None:
                if finished:
                    client.release(up)
                else:
                    client.abort(up)  # aborts the replica's generation

    async def _relay(self, request: Request, prep: Prepared, replica: Replica, decision: RouteDecision,
                     up: ClientResponse, first: bytes, started: float,
                     rid: str) -> tuple[StreamResponse, bool]:
        """Relay the SSE stream; the flag is True when the replica finished it with [DONE]."""
        h = self._client_headers(decision, rid)
        h.update({"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        resp = request.stream(200, h)
        resp.farewell = _SHUTTING_DOWN
        state = _StreamState()
        error: str | None = None
        deadline = asyncio.get_running_loop().time() + self.settings.total_s - (self.clock() - started)
        try:
            async with asyncio.timeout_at(deadline):
                error = await self._pump(resp, prep, replica.name, up, first, state, started)
        except (OSError, TimeoutError, ValueError) as e:
            error = f"The replica failed mid-stream: {type(e).__name__}"
        if error == _CLIENT_GONE:
            self._account(prep, replica, decision.predicted_cached_tokens, None, 499, started)
            return resp, False  # closing upstream cancels the generation
        if error is not None:
            self.metrics.child(self.metrics.stream_errors, replica.name).inc()
            replica.report_failure(hard=False)
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

    async def _pump(self, resp: StreamResponse, prep: Prepared, replica: str, up: ClientResponse,
                    chunk: bytes, state: _StreamState, started: float) -> str | None:
        """Relay events until [DONE]; returns an error sentence, _CLIENT_GONE, or None when complete."""
        parser = SSEParser(self.settings.max_response_bytes)
        while True:
            out = self._events(parser.feed(chunk), prep, state, replica, started)
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
