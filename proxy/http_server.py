"""The proxy's HTTP/1.1 server: requests in, whole or streamed responses out, on raw asyncio.

Requests are framed by llhttp (`httptools`, see proxy/http1.py) under a lean asyncio protocol, as
uvicorn's httptools server does; aiohttp.web's per-request machinery costs about twice what the
whole proxy may spend on a request (docs/benchmarks.md). This server does what the proxy needs:

- keep-alive and pipelining: requests on one connection are answered in order, one at a time;
  while one is being answered at most one more is read ahead, then reading pauses (bounded memory);
- request bodies by Content-Length or chunked, gzip or deflate decoded, collected into one buffer
  and bounded by `max_body_bytes` (413) before and after decoding; heads bounded by
  `max_head_bytes` and `max_headers` (431); `Expect: 100-continue` honoured;
- what llhttp leaves to the application is checked here: HTTP/1.0 or 1.1 only (505), an
  origin-form target of visible ASCII (400), exactly one Host on HTTP/1.1 and never two (400),
  `Transfer-Encoding: chunked` alone (501), no upgrades (a request asking for one is answered, then
  the connection closes; one that carries a body is refused);
- open connections capped globally and per client address: at a cap the oldest idle keep-alive
  connection makes room, else the new connection gets a 503 (global) or 429 (per client) and is
  closed;
- responses whole (`Response`) or streamed (`StreamResponse`, for SSE), with write backpressure;
  answers to HEAD carry no body;
- a client that disconnects cancels its handler, so the replica sees it leave too (a half-close
  counts: at the FIN it cannot be told from a client that went away, and an abandoned generation
  is the costlier mistake);
- idle keep-alive connections and stalled requests are closed by one timer sweep (408 for a
  request that stopped arriving); `close()` stops accepting and lets in-flight requests finish.

Errors the server raises itself are answered through the application's `error_response`, so they
share its error shape.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from collections import Counter, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import NamedTuple
from urllib.parse import parse_qsl

import httptools

from proxy.http1 import (
    LAST_CHUNK,
    MAX_HEAD_BYTES,
    MAX_HEADERS,
    HeaderCollector,
    ProtocolError,
    callback_error,
    check_content_encoding,
    decode_content,
    encode_chunk,
    response_head,
    transfer_coding,
)

log = logging.getLogger("kvroute.proxy")


@dataclass(frozen=True)
class ServerLimits:
    """What one listener accepts; over a limit the client gets 413 / 431 / 429 / 503 / 408."""

    max_body_bytes: int = 8 * 1024 * 1024
    max_head_bytes: int = MAX_HEAD_BYTES
    max_headers: int = MAX_HEADERS
    max_connections: int = 4096
    max_connections_per_client: int = 1024
    keepalive_s: float = 75.0  # an idle keep-alive connection is closed after this
    read_timeout_s: float = 60.0  # a request that started arriving must be whole within this


class ParsedRequest(NamedTuple):
    """One request as it came off the wire (body whole and decoded). Header names are lower-case."""

    method: str
    target: str
    version: str
    headers: dict[str, str]
    body: bytes
    keep_alive: bool


_IDLE, _HEAD, _LENGTH, _CHUNKED = range(4)  # where the parser is in the byte stream
_REQUEST_LINE = re.compile(rb"[!-~]+ [!-~]+ [!-~]+")  # method SP target SP version, visible ASCII


class RequestParser:
    """Bytes in, whole requests out: llhttp's framing plus the checks llhttp leaves to us.

    `feed` appends each completed request to `ready`, or a ProtocolError for the first malformed
    one (after which the parser takes no more input). llhttp is given one message at a time: a
    head up to its blank line, then exactly the Content-Length, or a chunked body up to each blank
    line (where alone a chunked message can end), so every request line starts where this parser
    knows it does. That makes the head limit exact and lets the request line be checked as sent (llhttp
    accepts runs of spaces in it; h11 and this parser do not). Sans-I/O: the connection below
    drives it, and the differential fuzz test compares its verdicts with h11's on the same bytes.
    """

    def __init__(self, limits: ServerLimits) -> None:
        self.limits = limits
        self.ready: deque[ParsedRequest | ProtocolError] = deque()
        self.failed = False  # no more input is taken (an error, or an upgrade request)
        self.wants_continue = False  # the request being read expects "100 Continue" before its body
        self._parser = httptools.HttpRequestParser(self)
        self._buf = bytearray()  # bytes not yet given to llhttp
        self._phase = _IDLE
        self._head_fed = 0  # bytes of the current head given to llhttp
        self._tail = b""  # its last bytes (up to 3), in case the blank line straddles two reads
        self._line_checked = False
        self._left = 0  # Content-Length bytes still to come
        self._stalled = 0  # bytes fed since llhttp last reported progress (a trailer that never ends)
        self._head = HeaderCollector(limits.max_head_bytes, limits.max_headers)
        self._url = bytearray()
        self._body = bytearray()
        self._encoding: str | None = None
        self._declared_body = False
        self._fields: tuple[str, str, str, dict[str, str], bool] | None = None
        self._current: tuple[str, str, dict[str, str]] | None = None  # method, path, headers once known

    @property
    def in_message(self) -> bool:
        """Part of a request has arrived and it is not complete yet."""
        return self._phase != _IDLE and not self.failed

    def feed(self, data: bytes) -> None:
        if self.failed:
            return
        self._buf += data
        buf = self._buf
        pos = 0
        try:
            while pos < len(buf) and not self.failed:
                if self._phase == _IDLE:
                    while pos < len(buf) and buf[pos] in (13, 10):  # empty lines before a request line
                        pos += 1
                    if pos == len(buf):
                        break
                    self._begin()
                if self._phase == _HEAD:
                    taken = self._feed_head(buf, pos)
                    if taken == 0:
                        break
                    pos += taken
                elif self._phase == _LENGTH:
                    take = min(self._left, len(buf) - pos)
                    self._left -= take
                    pos += take
                    self._feed(buf, pos - take, pos)
                else:  # chunked: a message can only end right after a blank line, so feed up to each
                    take, _ = self._through_blank_line(buf, pos)
                    pos += take
                    self._feed(buf, pos - take, pos)
                    if self._stalled > self.limits.max_head_bytes:  # a trailer that never ends
                        raise ProtocolError(f"chunked trailer larger than {self.limits.max_head_bytes} bytes", 431)
        except httptools.HttpParserUpgrade:
            self._upgrade()
        except httptools.HttpParserError as e:
            self._fail(callback_error(e))
        except ProtocolError as e:
            self._fail(e)
        del buf[:pos]

    def _feed(self, buf: bytearray, start: int, end: int) -> None:
        """Give llhttp buf[start:end] (a view, not a copy)."""
        self._stalled += end - start
        self._parser.feed_data(memoryview(buf)[start:end])  # the view dies with the call

    def _begin(self) -> None:
        self._phase = _HEAD
        self._head_fed = 0
        self._tail = b""
        self._line_checked = False
        self._url.clear()
        self._current = None
        self._head.reset(0)
        self._body = bytearray()

    def _feed_head(self, buf: bytearray, pos: int) -> int:
        """Give llhttp what has arrived of the head, up to its blank line; returns bytes taken."""
        limit = self.limits.max_head_bytes
        if not self._line_checked:
            nl = buf.find(b"\r\n", pos)
            if nl < 0:
                if len(buf) - pos > limit:
                    raise ProtocolError(f"message head larger than {limit} bytes", 431)
                return 0
            if not _REQUEST_LINE.fullmatch(buf, pos, nl):
                raise ProtocolError(f"malformed request line {bytes(buf[pos:min(nl, pos + 80)])!r}")
            self._line_checked = True
        take, _ = self._through_blank_line(buf, pos)
        if self._head_fed + take > limit:
            raise ProtocolError(f"message head larger than {limit} bytes", 431)
        self._head_fed += take
        self._feed(buf, pos, pos + take)
        return take

    def _through_blank_line(self, buf: bytearray, pos: int) -> tuple[int, bool]:
        """How much of `buf[pos:]` to feed: through the first CRLF CRLF (True), else all of it
        (False). The blank line may straddle what was fed already: the last bytes fed are kept."""
        tail = self._tail
        seam = (tail + bytes(buf[pos:pos + 3])).find(b"\r\n\r\n") if tail else -1
        if seam >= 0:
            take, done = seam + 4 - len(tail), True
        else:
            end = buf.find(b"\r\n\r\n", pos)
            done = end >= 0
            take = end + 4 - pos if done else len(buf) - pos
        self._tail = b"" if done else (tail + bytes(buf[pos:pos + take]))[-3:]
        return take, done

    def _fail(self, error: ProtocolError) -> None:
        if self._current is not None and self.in_message:
            error.method, error.path, error.headers = self._current
        self.failed = True
        self.wants_continue = False
        self.ready.append(error)

    def _upgrade(self) -> None:
        """llhttp ended the message at its head (it asked to switch protocols): serve the request
        as plain HTTP if it carried no body, then take nothing more on this connection."""
        if self._declared_body and self.ready and isinstance(self.ready[-1], ParsedRequest):
            self.ready.pop()
            self._fail(ProtocolError("an Upgrade request with a body is not supported (drop the Upgrade header)"))
            return
        self.failed = True
        if self.ready and isinstance(self.ready[-1], ParsedRequest):
            self.ready[-1] = self.ready[-1]._replace(keep_alive=False)

    # ---------------------------------------------------------------- llhttp callbacks

    def on_url(self, piece: bytes) -> None:
        self._url += piece
        self._head.add_size(len(piece))

    def on_header(self, name: bytes, value: bytes) -> None:
        self._stalled = 0
        if self._phase != _HEAD:  # a trailer field: bounded like the head, then dropped
            self._head.add_size(len(name) + len(value) + 4)
            return
        self._head.add(name, value)

    def on_headers_complete(self) -> None:
        p, lim = self._parser, self.limits
        version = p.get_http_version()
        if version not in ("1.1", "1.0"):
            raise ProtocolError(f"HTTP/{version} is not supported (HTTP/1.1 or HTTP/1.0)", 505)
        method = p.get_method().decode("latin-1")
        target = self._url.decode("latin-1")
        if not target.startswith("/") or not target.isprintable() or not target.isascii() \
                or " " in target or "#" in target:
            raise ProtocolError("the request target must be a path of visible ASCII characters")
        headers = self._head.headers
        self._current = (method, target.partition("?")[0], headers)
        if "host" in self._head.repeated or ("host" not in headers and version == "1.1"):
            raise ProtocolError("an HTTP/1.1 request needs exactly one Host header field")
        transfer_coding(headers)
        length = headers.get("content-length")
        size = int(length) if length is not None else 0
        if size > lim.max_body_bytes:
            raise ProtocolError("request body too large", 413)
        chunked = "transfer-encoding" in headers
        self._declared_body = chunked or size > 0
        self._encoding = check_content_encoding(headers)
        expect = headers.get("expect")
        if expect is not None and version == "1.1":  # HTTP/1.0 clients never wait for a 100
            if expect.strip().lower() != "100-continue":
                raise ProtocolError(f"unsupported Expect {expect[:40]!r}", 417)
            self.wants_continue = self._declared_body
        self._fields = (method, target, "HTTP/" + version, headers, p.should_keep_alive())
        self._phase, self._left = (_CHUNKED, 0) if chunked else (_LENGTH, size)
        self._tail = b""

    def on_body(self, piece: bytes) -> None:
        self._stalled = 0
        self.wants_continue = False
        if len(self._body) + len(piece) > self.limits.max_body_bytes:
            raise ProtocolError("request body too large", 413)
        self._body += piece

    def on_chunk_header(self) -> None:
        self._stalled = 0

    def on_chunk_complete(self) -> None:
        self._stalled = 0

    def on_message_complete(self) -> None:
        self._stalled = 0
        self.wants_continue = False
        assert self._fields is not None
        method, target, version, headers, keep_alive = self._fields
        body = bytes(self._body)
        self._body = bytearray()
        if self._encoding is not None:  # handlers see the body as it was before compression
            body = decode_content(body, self._encoding, self.limits.max_body_bytes)
            del headers["content-encoding"]
        self._phase = _IDLE
        self.ready.append(ParsedRequest(method, target, version, headers, body, keep_alive))


class Request:
    """One request, read whole. Header names are lower-case."""

    __slots__ = ("method", "target", "path", "query_string", "version", "headers", "body", "_conn")

    def __init__(self, parsed: ParsedRequest, conn: _Connection) -> None:
        self.method = parsed.method
        self.target = parsed.target  # path and query as the client sent them
        self.path, _, self.query_string = parsed.target.partition("?")
        self.version = parsed.version
        self.headers = parsed.headers
        self.body = parsed.body
        self._conn = conn

    @property
    def query(self) -> dict[str, str]:
        return dict(parse_qsl(self.query_string))

    def stream(self, status: int, headers: dict[str, str]) -> StreamResponse:
        """Start a streamed response: the head goes out now, the body as `write` is called."""
        return StreamResponse(self._conn, status, headers)


class Response:
    """A whole response: status, headers and body bytes."""

    __slots__ = ("status", "headers", "body")

    def __init__(self, body: bytes = b"", status: int = 200, headers: dict[str, str] | None = None) -> None:
        self.status = status
        self.headers = headers if headers is not None else {}
        self.body = body


class StreamResponse:
    """A response whose body is written piece by piece (chunked transfer coding)."""

    __slots__ = ("_conn", "status", "finished")

    def __init__(self, conn: _Connection, status: int, headers: dict[str, str]) -> None:
        self._conn = conn
        self.status = status
        self.finished = False
        conn.stream = self
        conn.send(response_head(status, headers, conn.framing_for_stream()))

    async def write(self, data: bytes) -> None:
        """Send `data` now; waits while the client reads slower than we write. ConnectionResetError
        once the client is gone."""
        conn = self._conn
        if conn.transport is None or conn.transport.is_closing():
            raise ConnectionResetError("the client disconnected")
        if data and not conn.head_only:
            conn.send(encode_chunk(data) if conn.chunked else data)
        if conn.write_paused:
            await conn.drain()

    def abort(self) -> None:
        """End the response by closing the connection without the last chunk: the client sees the
        body cut short, not complete."""
        self.finished = True
        self._conn.keep_alive = False
        self._conn.close()

    async def write_eof(self) -> None:
        if not self.finished:
            self.finished = True
            if self._conn.chunked and not self._conn.head_only and self._conn.transport is not None:
                self._conn.send(LAST_CHUNK)


Handler = Callable[[Request], Awaitable["Response | StreamResponse"]]
ErrorResponse = Callable[[int, str, str, str, dict[str, str]], Response]  # status, method, path, message, headers


class HTTPServer:
    """Serves `handler` on one listening socket."""

    def __init__(self, handler: Handler, error_response: ErrorResponse,
                 limits: ServerLimits | None = None) -> None:
        self.handler = handler
        self.error_response = error_response
        self.limits = limits or ServerLimits()
        self.connections: set[_Connection] = set()
        self.idle: dict[_Connection, None] = {}  # idle keep-alive connections, oldest first
        self.per_client: Counter[str] = Counter()
        self.refused: Counter[str] = Counter()  # connections refused at a cap: "global" / "per_client"
        self.closing = False
        self._server: asyncio.Server | None = None
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self, host: str, port: int) -> int:
        """Listen on host:port (0 = any free port); returns the port."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: _Connection(self), host, port, reuse_address=True,
                                                backlog=1024)
        self._sweeper = loop.create_task(self._sweep(), name="http-timeouts")
        return int(self._server.sockets[0].getsockname()[1])

    def in_flight(self) -> int:
        return sum(1 for c in self.connections if c.task is not None)

    def admit(self, conn: _Connection) -> str | None:
        """Count a new connection in; None, or why it is refused ("global" / "per_client")."""
        lim = self.limits
        if self.per_client[conn.peer] >= lim.max_connections_per_client \
                and not self._evict_idle(lambda c: c.peer == conn.peer):
            return "per_client"
        if len(self.connections) >= lim.max_connections and not self._evict_idle(lambda c: True):
            return "global"
        self.connections.add(conn)
        self.per_client[conn.peer] += 1
        return None

    def _evict_idle(self, which: Callable[[_Connection], bool]) -> bool:
        """Close the oldest idle keep-alive connection `which` accepts, to make room for a new one."""
        for conn in self.idle:
            if which(conn):
                conn.close()
                self.release(conn)
                return True
        return False

    def release(self, conn: _Connection) -> None:
        if conn in self.connections:
            self.connections.discard(conn)
            self.per_client[conn.peer] -= 1
            if self.per_client[conn.peer] <= 0:
                del self.per_client[conn.peer]
        self.idle.pop(conn, None)

    async def close(self, grace_s: float) -> None:
        """Stop accepting; close idle connections; give in-flight requests `grace_s`, then cut them."""
        self.closing = True
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            if conn.task is None and not conn.parser.ready:
                conn.close()
        deadline = time.monotonic() + grace_s
        while self.in_flight() and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        for conn in list(self.connections):
            conn.close()
        if self._sweeper is not None:
            self._sweeper.cancel()
        if self._server is not None:
            await self._server.wait_closed()

    async def _sweep(self) -> None:
        while True:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for conn in list(self.connections):
                if conn.deadline is not None and now > conn.deadline:
                    conn.time_out()


class _Connection(asyncio.Protocol):
    """One client connection: parses requests, runs the handler for one at a time, writes answers."""

    def __init__(self, server: HTTPServer) -> None:
        self.server = server
        self.parser = RequestParser(server.limits)
        self.transport: asyncio.Transport | None = None
        self.peer = ""
        self.task: asyncio.Task[None] | None = None
        self.deadline: float | None = time.monotonic() + server.limits.keepalive_s
        self.keep_alive = True
        self.chunked = True  # how the current streamed response frames its body (False for HTTP/1.0)
        self.head_only = False  # the request is HEAD: its answer carries no body
        self.stream: StreamResponse | None = None  # the streamed answer the handler started, if any
        self.write_paused = False
        self._drain_waiter: asyncio.Future[None] | None = None
        self._read_paused = False
        self._next_waits_for_drain = False  # an answer is still being flushed to a slow reader

    # ---------------------------------------------------------------- asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else ""
        refused = self.server.admit(self)
        if refused is not None:
            self.server.refused[refused] += 1
            status, why = (429, "this client has too many open connections") if refused == "per_client" \
                else (503, "the proxy has too many open connections")
            resp = self.server.error_response(status, "", "", why, {})
            resp.headers.setdefault("Retry-After", "1")
            self.keep_alive = False
            self.transport = None  # nothing of ours runs on this connection
            transport.write(response_head(resp.status, resp.headers,
                                          f"Content-Length: {len(resp.body)}\r\nConnection: close\r\n") + resp.body)
            transport.close()
            return
        self.server.idle[self] = None

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        self.server.release(self)
        if self.task is not None:
            self.task.cancel()  # the client left: stop its work (and the replica's)
        if self._drain_waiter is not None and not self._drain_waiter.done():
            self._drain_waiter.set_exception(ConnectionResetError("the client disconnected"))

    def pause_writing(self) -> None:
        self.write_paused = True

    def resume_writing(self) -> None:
        self.write_paused = False
        if self._drain_waiter is not None and not self._drain_waiter.done():
            self._drain_waiter.set_result(None)
        self._drain_waiter = None
        if self._next_waits_for_drain:
            self._next_waits_for_drain = False
            self._finish()

    async def drain(self) -> None:
        if self.transport is None:
            raise ConnectionResetError("the client disconnected")
        if self.write_paused:
            if self._drain_waiter is None:
                self._drain_waiter = asyncio.get_running_loop().create_future()
            await self._drain_waiter

    def data_received(self, data: bytes) -> None:
        if self.transport is None:
            return
        parser = self.parser
        was_idle = not parser.in_message
        self.server.idle.pop(self, None)
        parser.feed(data)
        busy = self.task is not None or self._next_waits_for_drain
        if parser.ready and busy:
            if not self._read_paused:  # pipelined: one request waits, read no further meanwhile
                self._read_paused = True
                self.transport.pause_reading()
            return
        if busy:
            return
        if parser.ready:
            self._next_request()
        elif parser.in_message:
            if was_idle:
                self.deadline = time.monotonic() + self.server.limits.read_timeout_s
            if parser.wants_continue:
                parser.wants_continue = False
                self.send(b"HTTP/1.1 100 Continue\r\n\r\n")

    # ---------------------------------------------------------------- answering

    def _next_request(self) -> None:
        """Answer the next request the parser finished (or the error it stopped at)."""
        item = self.parser.ready.popleft()
        if isinstance(item, ProtocolError):
            self.keep_alive = False
            self.head_only = False
            self._respond(self.server.error_response(item.status, item.method, item.path, str(item), item.headers))
            return
        self.deadline = None
        self.keep_alive = item.keep_alive
        self.chunked = item.version == "HTTP/1.1"
        self.head_only = item.method == "HEAD"
        self.task = asyncio.get_running_loop().create_task(self._run(Request(item, self)))
        if self.parser.ready and not self._read_paused and self.transport is not None:
            self._read_paused = True  # one request waits already: read no further meanwhile
            self.transport.pause_reading()

    async def _run(self, request: Request) -> None:
        try:
            resp = await self.server.handler(request)
        except asyncio.CancelledError:
            self.task = None
            return  # the client disconnected (or the server is closing)
        except Exception:
            log.exception("unhandled error answering %s %s", request.method, request.path)
            resp = self.server.error_response(500, request.method, request.path, "Internal proxy error",
                                              request.headers)
        self.task = None
        stream, self.stream = self.stream, None
        if stream is not None and resp is not stream:  # its head went out: no other answer can follow
            stream.abort()
            return
        if isinstance(resp, StreamResponse):
            await resp.write_eof()
            if not self.chunked:
                self.keep_alive = False
            self._finish()
        else:
            self._respond(resp)

    def _respond(self, resp: Response) -> None:
        if self.server.closing:
            self.keep_alive = False
        framing = f"Content-Length: {len(resp.body)}\r\n" + ("" if self.keep_alive else "Connection: close\r\n")
        self.send(response_head(resp.status, resp.headers, framing) + (b"" if self.head_only else resp.body))
        self._finish()

    def framing_for_stream(self) -> str:
        if self.server.closing:
            self.keep_alive = False
        close = "" if self.keep_alive else "Connection: close\r\n"
        return ("Transfer-Encoding: chunked\r\n" if self.chunked else "") + close

    def _finish(self) -> None:
        """After a response: close, or go on with the next pipelined request, or wait idle."""
        self.head_only = False
        if not self.keep_alive or self.transport is None:
            self.close()
            return
        if self.write_paused:  # the client does not read its answers: take no new request meanwhile
            self._next_waits_for_drain = True
            self.deadline = time.monotonic() + self.server.limits.keepalive_s  # nor wait on it forever
            return
        parser = self.parser
        if parser.ready:
            self._next_request()
            return
        if self._read_paused:
            self._read_paused = False
            self.transport.resume_reading()
        if parser.in_message:
            self.deadline = time.monotonic() + self.server.limits.read_timeout_s
            if parser.wants_continue:
                parser.wants_continue = False
                self.send(b"HTTP/1.1 100 Continue\r\n\r\n")
        else:
            self.deadline = time.monotonic() + self.server.limits.keepalive_s
            self.server.idle[self] = None

    def send(self, data: bytes) -> None:
        if self.transport is not None:
            self.transport.write(data)

    def time_out(self) -> None:
        if self.parser.in_message and self.task is None and not self.parser.ready:
            self.keep_alive = False
            self._respond(self.server.error_response(408, "", "", "The request did not arrive in time", {}))
        else:
            self.close()

    def close(self) -> None:
        self.deadline = None
        if self.transport is not None:
            self.transport.close()


def plain_error_response(status: int, method: str, path: str, message: str, headers: dict[str, str]) -> Response:
    """An error response with a plain-text body, for servers without an error shape of their own."""
    return Response(message.encode(), status, {"Content-Type": "text/plain; charset=utf-8"})
