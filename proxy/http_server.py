"""The proxy's HTTP/1.1 server: requests in, whole or streamed responses out, on raw asyncio.

Requests are framed by llhttp under a lean asyncio protocol, as uvicorn's httptools server does;
aiohttp.web's per-request machinery costs about twice what the whole proxy may spend on a request
(docs/benchmarks.md). Parsing and its checks are proxy/http_parser.py's; what a handler sees and
returns is proxy/http_messages.py's. This file holds the connections:

- keep-alive and pipelining: requests on one connection are answered in order, one at a time
  (an HTTP/1.0 client keeps its connection when it sends `Connection: keep-alive`);
  while one is being answered at most one more is read ahead, then reading pauses (bounded memory);
  `Expect: 100-continue` honoured;
- open connections capped globally and per client address: at a cap the oldest idle keep-alive
  connection makes room, else the new connection gets a 503 (global) or 429 (per client) and is
  closed;
- answers to HEAD carry no body; streamed answers wait while the client reads slower;
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
import time
from collections import Counter
from collections.abc import Awaitable, Callable

from proxy.http1 import ProtocolError, response_head
from proxy.http_messages import Request, Response, StreamResponse
from proxy.http_parser import RequestParser, ServerLimits

log = logging.getLogger("kvroute.proxy")


Handler = Callable[[Request], Awaitable["Response | StreamResponse"]]
ErrorResponse = Callable[[int, str, str, str, dict[str, str]], Response]  # status, method, path, message, headers


class HTTPServer:
    """Serves `handler` on one listening socket."""

    def __init__(self, handler: Handler, error_response: ErrorResponse,
                 limits: ServerLimits | None = None) -> None:
        self.handler = handler
        self.error_response = error_response
        self.limits = limits or ServerLimits()
        self.connections: set[Connection] = set()
        self.idle: dict[Connection, None] = {}  # idle keep-alive connections, oldest first
        self.per_client: Counter[str] = Counter()
        self.refused: Counter[str] = Counter()  # connections refused at a cap: "global" / "per_client"
        self.closing = False
        self._server: asyncio.Server | None = None
        self._sweeper: asyncio.Task[None] | None = None

    async def start(self, host: str, port: int) -> int:
        """Listen on host:port (0 = any free port); returns the port."""
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: Connection(self), host, port, reuse_address=True,
                                                backlog=1024)
        self._sweeper = loop.create_task(self._sweep(), name="http-timeouts")
        return int(self._server.sockets[0].getsockname()[1])

    def in_flight(self) -> int:
        return sum(1 for c in self.connections if c.task is not None)

    def admit(self, conn: Connection) -> str | None:
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

    def _evict_idle(self, which: Callable[[Connection], bool]) -> bool:
        """Close the oldest idle keep-alive connection `which` accepts, to make room for a new one."""
        for conn in self.idle:
            if which(conn):
                conn.close()
                self.release(conn)
                return True
        return False

    def release(self, conn: Connection) -> None:
        if conn in self.connections:
            self.connections.discard(conn)
            self.per_client[conn.peer] -= 1
            if self.per_client[conn.peer] <= 0:
                del self.per_client[conn.peer]
        self.idle.pop(conn, None)

    async def close(self, grace_s: float) -> None:
        """Stop accepting; close idle connections; give in-flight requests `grace_s`, then cut them
        (a streamed answer ends with its `farewell`)."""
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
            if conn.stream is not None:
                conn.stream.end_early()
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


class Connection(asyncio.Protocol):
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
            self._pause_reading()  # pipelined: one request waits, read no further meanwhile
            return
        if busy:
            return
        if parser.ready:
            self._next_request()
        elif parser.in_message:
            self._await_rest(restart_clock=was_idle)

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
        if self.parser.ready:
            self._pause_reading()  # one request waits already: read no further meanwhile

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
        framing = f"Content-Length: {len(resp.body)}\r\n" + self._close_header()
        self.send(response_head(resp.status, resp.headers, framing) + (b"" if self.head_only else resp.body))
        self._finish()

    def framing_for_stream(self) -> str:
        if not self.chunked:
            self.keep_alive = False  # an HTTP/1.0 stream ends where the connection does
        return ("Transfer-Encoding: chunked\r\n" if self.chunked else "") + self._close_header()

    def _close_header(self) -> str:
        """`Connection: close` when this answer is the connection's last (always while closing);
        `Connection: keep-alive` to an HTTP/1.0 client that asked for it, which otherwise reads the
        connection as closing."""
        if self.server.closing:
            self.keep_alive = False
        if not self.keep_alive:
            return "Connection: close\r\n"
        return "" if self.chunked else "Connection: keep-alive\r\n"

    def _pause_reading(self) -> None:
        if not self._read_paused and self.transport is not None:
            self._read_paused = True
            self.transport.pause_reading()

    def _await_rest(self, restart_clock: bool = True) -> None:
        """A request is arriving: it must be whole within the read timeout; answer its Expect."""
        if restart_clock:
            self.deadline = time.monotonic() + self.server.limits.read_timeout_s
        if self.parser.wants_continue:
            self.parser.wants_continue = False
            self.send(b"HTTP/1.1 100 Continue\r\n\r\n")

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
            self._await_rest()
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
