"""The proxy's HTTP/1.1 server: requests in, whole or streamed responses out, on raw asyncio.

Why not aiohttp.web: its per-request machinery costs about twice what the whole proxy may spend on
a request (see docs/benchmarks.md). This server does what the proxy needs and no more:

- keep-alive and pipelining (requests on one connection are answered in order, one at a time);
- request bodies by Content-Length or chunked, gzip or deflate encoded or not, read (and decoded)
  whole before the handler runs, bounded by `max_body_bytes` (413) before and after decoding,
  heads bounded at 64 KiB (431); `Expect: 100-continue` honoured;
- responses whole (`Response`) or streamed chunk by chunk (`StreamResponse`, for SSE), with
  write backpressure; answers to HEAD carry no body;
- a client that disconnects cancels its handler, so the replica sees it leave too (a half-close
  counts: at the FIN it cannot be told from a client that went away, and an abandoned generation
  is the costlier mistake);
- idle keep-alive connections and stalled request uploads are closed by one timer sweep;
- `close()` stops accepting and lets in-flight requests finish before closing connections.

Errors the server raises itself (malformed request, too large, timeout) are answered through the
application's `error_response`, so they share its error shape.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from urllib.parse import parse_qsl

from proxy.http1 import (
    LAST_CHUNK,
    ChunkedDecoder,
    ProtocolError,
    body_framing,
    check_content_encoding,
    decode_content,
    encode_chunk,
    parse_headers,
    response_head,
    take_head,
)

log = logging.getLogger("kvroute.proxy")

_METHOD = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ")


class Request:
    """One request, read whole. Header names are lower-case."""

    __slots__ = ("method", "target", "path", "query_string", "version", "headers", "body", "_conn")

    def __init__(self, method: str, target: str, version: str, headers: dict[str, str], body: bytes,
                 conn: _Connection) -> None:
        self.method = method
        self.target = target  # path and query as the client sent them
        self.path, _, self.query_string = target.partition("?")
        self.version = version
        self.headers = headers
        self.body = body
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

    def __init__(self, handler: Handler, error_response: ErrorResponse, *, max_body_bytes: int,
                 keepalive_s: float = 75.0, read_timeout_s: float = 60.0) -> None:
        self.handler = handler
        self.error_response = error_response
        self.max_body_bytes = max_body_bytes
        self.keepalive_s = keepalive_s
        self.read_timeout_s = read_timeout_s
        self.connections: set[_Connection] = set()
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

    async def close(self, grace_s: float) -> None:
        """Stop accepting; close idle connections; give in-flight requests `grace_s`, then cut them."""
        self.closing = True
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            if conn.task is None:
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
        self.transport: asyncio.Transport | None = None
        self.buf = bytearray()
        self.task: asyncio.Task[None] | None = None
        self.deadline: float | None = time.monotonic() + server.keepalive_s
        self.reading = False  # part of a request has arrived (the read timeout applies, not keep-alive)
        self.keep_alive = True
        self.chunked = True  # how the current streamed response frames its body (False for HTTP/1.0)
        self.head_only = False  # the request is HEAD: its answer carries no body
        self.stream: StreamResponse | None = None  # the streamed answer the handler started, if any
        self.write_paused = False
        self._drain_waiter: asyncio.Future[None] | None = None
        self._read_paused = False
        self._next_waits_for_drain = False  # an answer is still being flushed to a slow reader
        # the request being read: its head, once parsed, and its body so far
        self._head: tuple[str, str, str, dict[str, str]] | None = None
        self._length: int | None = 0
        self._chunks: list[bytes] = []
        self._size = 0
        self._decoder: ChunkedDecoder | None = None
        self._encoding: str | None = None  # gzip or deflate, decoded once the body is whole

    # ---------------------------------------------------------------- asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]
        self.server.connections.add(self)

    def connection_lost(self, exc: Exception | None) -> None:
        self.transport = None
        self.server.connections.discard(self)
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
        self.buf += data
        if self.task is not None or self._next_waits_for_drain:  # pipelined: parse once the answer is out
            if len(self.buf) > self.server.max_body_bytes + 65536 and not self._read_paused:
                self._read_paused = True
                self.transport.pause_reading()  # type: ignore[union-attr]
            return
        if not self.reading:
            self.reading = True
            self.deadline = time.monotonic() + self.server.read_timeout_s
        self._next_request()

    # ---------------------------------------------------------------- reading requests

    def _next_request(self) -> None:
        """Parse as much of the next request as has arrived; start its handler once it is whole."""
        try:
            request = self._parse()
        except ProtocolError as e:
            method, target, _, headers = self._head or ("", "", "", {})
            self.keep_alive = False
            self._respond(self.server.error_response(e.status, method, target.partition("?")[0], str(e), headers))
            return
        if request is not None:
            self.reading = False
            self.deadline = None
            self.task = asyncio.get_running_loop().create_task(self._run(request))

    def _parse(self) -> Request | None:
        buf = self.buf
        if self._head is None:
            while buf[:2] == b"\r\n":  # stray line ends before a request line are ignored (RFC 9112 2.2)
                del buf[:2]
            lines = take_head(buf)
            if lines is None:
                return None
            parts = lines[0].split(" ")
            if len(parts) != 3 or not parts[0] or not set(parts[0]) <= _METHOD \
                    or not parts[1].startswith("/") or parts[2] not in ("HTTP/1.1", "HTTP/1.0"):
                raise ProtocolError(f"malformed request line {lines[0][:80]!r}")
            self.head_only = parts[0] == "HEAD"
            headers = parse_headers(lines[1:])
            self._head = (parts[0], parts[1], parts[2], headers)
            self._length = body_framing(headers)
            self._encoding = check_content_encoding(headers)
            self._chunks, self._size = [], 0
            self._decoder = ChunkedDecoder() if self._length is None else None
            if self._length is not None and self._length > self.server.max_body_bytes:
                raise ProtocolError("request body too large", 413)
            conn = headers.get("connection", "").lower()
            self.keep_alive = "close" not in conn if parts[2] == "HTTP/1.1" else False
            self.chunked = parts[2] == "HTTP/1.1"
            expect = headers.get("expect")
            if expect is not None and parts[2] == "HTTP/1.1":  # HTTP/1.0 clients never wait for a 100
                if expect.lower() != "100-continue":
                    raise ProtocolError(f"unsupported Expect {expect[:40]!r}", 417)
                if len(buf) < (self._length or 1):
                    self.send(b"HTTP/1.1 100 Continue\r\n\r\n")
        method, target, version, headers = self._head
        if self._decoder is None:
            length = self._length or 0
            if len(buf) < length:
                return None
            body = bytes(buf[:length])
            del buf[:length]
        else:
            seen = len(self._chunks)
            self._decoder.feed(buf, self._chunks)
            self._size += sum(len(c) for c in self._chunks[seen:])
            if self._size > self.server.max_body_bytes:
                raise ProtocolError("request body too large", 413)
            if not self._decoder.done:
                return None
            body = b"".join(self._chunks)
        self._head, self._chunks, self._decoder = None, [], None
        if self._encoding is not None:  # handlers see the body as sent before compression
            body = decode_content(body, self._encoding, self.server.max_body_bytes)
            del headers["content-encoding"]
        return Request(method, target, version, headers, body, self)

    # ---------------------------------------------------------------- answering

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
            self.deadline = time.monotonic() + self.server.keepalive_s  # nor wait on it forever
            return
        if self._read_paused:
            self._read_paused = False
            self.transport.resume_reading()
        if self.buf:
            self.reading = True
            self.deadline = time.monotonic() + self.server.read_timeout_s
            self._next_request()
        else:
            self.deadline = time.monotonic() + self.server.keepalive_s

    def send(self, data: bytes) -> None:
        if self.transport is not None:
            self.transport.write(data)

    def time_out(self) -> None:
        if self.reading and self.task is None:
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

