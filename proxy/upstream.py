"""A lean keep-alive HTTP/1.1 client for the hot path: forwarding completions to a replica.

One request is one `write` of head and body; the response is parsed incrementally (Content-Length,
chunked, or read-until-close) and handed out chunk by chunk as it arrives, so streams are relayed
without buffering. Idle connections are kept per replica and reused; a reused connection that
turns out to be closed before any response byte is replaced transparently, so a replica's idle
timeout never looks like a replica failure. General-purpose traffic (health, KV sync, pass-through)
uses aiohttp; this exists because it costs a fraction of aiohttp's client per request.
"""

from __future__ import annotations

import asyncio
import ssl
from collections import deque
from collections.abc import Callable
from urllib.parse import urlsplit

from proxy.http1 import ChunkedDecoder, ProtocolError, body_framing, parse_headers, take_head

_PAUSE_BYTES = 1 << 20
SWEEP_S = 0.05  # how late a deadline may fire


class UpstreamConnectError(ConnectionError):
    """The replica could not be reached (refused, unreachable, connect timeout)."""


class UpstreamDisconnected(ConnectionError):
    """The replica closed the connection before the response was complete."""


class UpstreamResponse(asyncio.Protocol):
    """One connection's protocol and, while a request is in flight, its response."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.closed = False
        self._reset()

    def _reset(self) -> None:
        self.deadline: float | None = None  # loop time; the pool's sweeper enforces it
        self.status = 0
        self.headers: dict[str, str] = {}
        self._buf = bytearray()
        self._head_done = False
        self._mode = ""  # "length" | "chunked" | "close"
        self._left = 0  # bytes of the body left to read (length)
        self._decoder = ChunkedDecoder()
        self._chunks: deque[bytes] = deque()
        self._buffered = 0
        self.done = False  # the whole response arrived
        self.got_bytes = False
        self.keep_alive = True
        self._waiter: asyncio.Future[None] | None = None
        self._error: BaseException | None = None
        self._head_waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    # ---------------------------------------------------------------- deadline

    # `deadline` is checked by the pool's sweeper (UpstreamPool._sweep) instead of asyncio.timeout()
    # or a timer per request: the same effect for the non-streamed path at a fraction of the cost.
    def _expire(self) -> None:
        self.deadline = None
        if self.done:
            return
        self._error = TimeoutError("the replica did not answer in time")
        if not self._head_waiter.done():
            self._head_waiter.set_exception(self._error)
        self._wake()

    # ---------------------------------------------------------------- asyncio.Protocol

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True
        if self._mode == "close" and self._head_done:
            self.done = True
        elif not self.done and self._error is None:  # keep the first cause (malformed, timeout)
            self._error = UpstreamDisconnected("the replica closed the connection mid-response")
        self._wake()
        if not self._head_waiter.done():
            self._head_waiter.set_exception(self._error or UpstreamDisconnected("connection closed"))

    def data_received(self, data: bytes) -> None:
        self.got_bytes = True
        self._buf += data
        try:
            if not self._head_done:
                self._parse_head()
            if self._head_done:
                self._parse_body()
        except (ProtocolError, ValueError) as e:
            self._error = UpstreamDisconnected(f"malformed response from the replica: {e}")
            if not self._head_waiter.done():
                self._head_waiter.set_exception(self._error)
            assert self.transport is not None
            self.transport.close()
        self._wake()
        if self._buffered > _PAUSE_BYTES and self.transport is not None and not self.done:
            self.transport.pause_reading()

    # ---------------------------------------------------------------- parsing

    def _parse_head(self) -> None:
        lines = take_head(self._buf)
        if lines is None:
            return
        parts = lines[0].split(" ", 2)
        if len(parts) < 2 or parts[0] not in ("HTTP/1.1", "HTTP/1.0") or len(parts[1]) != 3 or not parts[1].isdigit():
            raise ValueError(f"bad status line {lines[0][:80]!r}")
        self.status = int(parts[1])
        self.headers = parse_headers(lines[1:])
        if "close" in self.headers.get("connection", "").lower() or parts[0] == "HTTP/1.0":
            self.keep_alive = False
        if self.status in (204, 304) or 100 <= self.status < 200:
            self._mode, self._left = "length", 0
        elif "content-length" in self.headers or "transfer-encoding" in self.headers:
            length = body_framing(self.headers)
            self._mode, self._left = ("chunked", 0) if length is None else ("length", length)
        else:
            self._mode, self.keep_alive = "close", False
        self._head_done = True
        if not self._head_waiter.done():
            self._head_waiter.set_result(None)

    def _emit(self, data: bytes) -> None:
        if data:
            self._chunks.append(data)
            self._buffered += len(data)

    def _parse_body(self) -> None:
        buf = self._buf
        if self._mode == "close":
            self._emit(bytes(buf))
            buf.clear()
        elif self._mode == "length":
            take = min(self._left, len(buf))
            self._emit(bytes(buf[:take]))
            del buf[:take]
            self._left -= take
            if self._left == 0:
                self.done = True
        else:
            pieces: list[bytes] = []
            self._decoder.feed(buf, pieces)
            for piece in pieces:
                self._emit(piece)
            self.done = self._decoder.done

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    # ---------------------------------------------------------------- reading

    async def wait_head(self) -> None:
        await self._head_waiter

    async def readany(self) -> bytes:
        """The next body bytes as they arrived; b"" once the body is complete."""
        while not self._chunks:
            if self._error is not None:
                raise self._error
            if self.done:
                return b""
            self._waiter = asyncio.get_running_loop().create_future()
            await self._waiter
        data = self._chunks.popleft()
        self._buffered -= len(data)
        if self._buffered < _PAUSE_BYTES // 2 and self.transport is not None and not self.closed:
            self.transport.resume_reading()
        return data

    async def read(self) -> bytes:
        out = bytearray()
        while chunk := await self.readany():
            out += chunk
        return bytes(out)


class UpstreamPool:
    """Keep-alive connections to one replica (`base_url` is scheme://host:port)."""

    def __init__(self, base_url: str, max_idle: int = 256) -> None:
        u = urlsplit(base_url)
        self.host = u.hostname or "127.0.0.1"
        self.port = u.port or (443 if u.scheme == "https" else 80)
        self.ssl: ssl.SSLContext | None = ssl.create_default_context() if u.scheme == "https" else None
        self.prefix = u.path.rstrip("/")
        self.host_header = u.netloc
        self.max_idle = max_idle
        self._idle: list[UpstreamResponse] = []
        self._armed: set[UpstreamResponse] = set()  # responses with a deadline, for the sweeper
        self._closed = False
        self._sweeper: asyncio.Task[None] | None = None

    def _arm(self, conn: UpstreamResponse, deadline: float) -> None:
        """Fail `conn`'s waits with TimeoutError once `deadline` (loop time) has passed."""
        conn.deadline = deadline
        self._armed.add(conn)
        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep(), name="upstream-deadlines")

    def _disarm(self, conn: UpstreamResponse) -> None:
        conn.deadline = None
        self._armed.discard(conn)

    async def _sweep(self) -> None:
        """Expire responses past their deadline, checked 20 times a second."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(SWEEP_S)
            now = loop.time()
            for conn in [c for c in self._armed if c.deadline is not None and now >= c.deadline]:
                self._armed.discard(conn)
                conn._expire()

    async def _connect(self, timeout: float) -> UpstreamResponse:
        loop = asyncio.get_running_loop()
        try:
            _, proto = await asyncio.wait_for(
                loop.create_connection(UpstreamResponse, self.host, self.port, ssl=self.ssl), timeout)
        except (OSError, TimeoutError) as e:
            raise UpstreamConnectError(f"cannot connect to {self.host}:{self.port}: {e}") from None
        return proto

    async def request(self, path: str, body: bytes, headers: dict[str, str], connect_timeout: float,
                      timeout: float | None = None, on_sent: Callable[[], None] | None = None) -> UpstreamResponse:
        """POST `body`; returns once the response head arrived (read the body from it).

        With `timeout`, waiting for the head and reading the body raise TimeoutError once that many
        seconds have passed since the call (a connect counts against it too). `on_sent` runs once,
        before anything is awaited: right after the write on a pooled connection (so the work done
        there overlaps with the replica's), before connecting otherwise (so requests routed while
        this one connects already see it).
        """
        deadline = None if timeout is None else asyncio.get_running_loop().time() + timeout
        head = [f"POST {self.prefix}{path} HTTP/1.1\r\nHost: {self.host_header}\r\nContent-Length: {len(body)}\r\n"]
        head += [f"{k}: {v}\r\n" for k, v in headers.items()]
        data = "".join(head).encode("latin-1") + b"\r\n" + body
        while self._idle:
            conn = self._idle.pop()
            if conn.closed or conn.transport is None or conn.transport.is_closing():
                continue
            conn._reset()
            if deadline is not None:
                self._arm(conn, deadline)
            conn.transport.write(data)
            if on_sent is not None:
                on_sent()
                on_sent = None
            try:
                await conn.wait_head()
                return conn
            except UpstreamDisconnected:
                self.abort(conn)
                if conn.got_bytes:
                    raise
                continue  # the replica closed it while idle: try another
            except BaseException:
                self.abort(conn)
                raise
        if on_sent is not None:
            on_sent()
        if deadline is not None:
            left = deadline - asyncio.get_running_loop().time()
            if left <= 0:
                raise TimeoutError("the replica did not answer in time")
            connect_timeout = min(connect_timeout, left)
        conn = await self._connect(connect_timeout)
        assert conn.transport is not None
        if deadline is not None:
            self._arm(conn, deadline)
        conn.transport.write(data)
        try:
            await conn.wait_head()
        except BaseException:
            self.abort(conn)
            raise
        return conn

    def release(self, conn: UpstreamResponse) -> None:
        """Give back a connection whose response was read to the end (else it is closed)."""
        self._disarm(conn)
        if conn.done and conn.keep_alive and not conn.closed and not conn._buf and not self._closed \
                and len(self._idle) < self.max_idle:  # bytes past the response: a confused replica
            self._idle.append(conn)
        else:
            self.abort(conn)

    def abort(self, conn: UpstreamResponse) -> None:
        """Close the connection: the replica sees the client leave and cancels the request."""
        conn.closed = True
        self._disarm(conn)
        if conn.transport is not None:
            conn.transport.close()

    def close(self) -> None:
        self._closed = True
        for conn in self._idle:
            self.abort(conn)
        self._idle.clear()
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
