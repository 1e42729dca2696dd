"""The proxy's one HTTP client: keep-alive HTTP/1.1 connections to one replica.

Everything the proxy says to a replica goes through a `ReplicaClient`: forwarded completions,
pass-through routes, health probes, `/kv/*` sync. A request is one `write` of head and body; the
response is framed by llhttp (proxy/http1.py) and handed out chunk by chunk as it arrives, so
streams are relayed without buffering, and whole bodies are read up to a size the caller names.
Interim `1xx` answers (a `100 Continue` the replica sends unasked) are skipped. Idle connections
are kept and reused; a reused connection that turns out to be closed before any response byte is
replaced transparently, so a replica's idle timeout never looks like a replica failure.
"""

from __future__ import annotations

import asyncio
import ssl
from collections import deque
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

import httptools
import orjson

from proxy.http1 import MAX_HEAD_BYTES, HeaderCollector, ProtocolError, callback_error, transfer_coding

_PAUSE_BYTES = 1 << 20
SWEEP_S = 0.05  # how late a deadline may fire


class UpstreamConnectError(ConnectionError):
    """The replica could not be reached (refused, unreachable, connect timeout)."""


class UpstreamDisconnected(ConnectionError):
    """The replica closed the connection before the response was complete, or answered malformed."""


class ResponseTooLarge(ValueError):
    """The replica's answer is larger than the caller accepts."""


class ClientResponse(asyncio.Protocol):
    """One connection's protocol and, while a request is in flight, its response."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.closed = False
        self._parser = httptools.HttpResponseParser(self)
        self._head = HeaderCollector(MAX_HEAD_BYTES)
        self._reset()

    def _reset(self) -> None:
        self.deadline: float | None = None  # loop time; the pool's sweeper enforces it
        self.status = 0
        self.headers: dict[str, str] = {}
        self._head_done = False
        self._interim = False  # the message being read is a 1xx, to be skipped
        self._unseen = 0  # bytes fed since llhttp last reported progress
        self._chunks: deque[bytes] = deque()
        self._buffered = 0
        self.done = False  # the whole response arrived
        self.got_bytes = False
        self.keep_alive = True
        self._until_close = False
        self._waiter: asyncio.Future[None] | None = None
        self._error: BaseException | None = None
        self._head_waiter: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    # ---------------------------------------------------------------- deadline

    # `deadline` is checked by the pool's sweeper (ReplicaClient._sweep) instead of asyncio.timeout()
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
        if self._until_close and self._head_done:
            self.done = True
        elif not self.done and self._error is None:  # keep the first cause (malformed, timeout)
            self._error = UpstreamDisconnected("the replica closed the connection mid-response")
        self._wake()
        if not self._head_waiter.done():
            self._head_waiter.set_exception(self._error or UpstreamDisconnected("connection closed"))

    def data_received(self, data: bytes) -> None:
        self.got_bytes = True
        self._unseen += len(data)
        try:
            self._parser.feed_data(data)
            if self._unseen > MAX_HEAD_BYTES:
                raise ProtocolError("response head, trailer or chunk framing larger than 64 KiB")
        except (httptools.HttpParserError, ProtocolError) as e:
            assert self.transport is not None
            self.transport.close()  # nothing more is read from a replica that sent this
            if self.done:  # bytes past a complete response: the connection is not reused, that is all
                return
            err = e if isinstance(e, ProtocolError) else callback_error(e)
            self._error = UpstreamDisconnected(f"malformed response from the replica: {err}")
            self._chunks.clear()  # what came with a malformed message is not to be relayed
            self._buffered = 0
            if not self._head_waiter.done():
                self._head_waiter.set_exception(self._error)
        self._wake()
        if self._buffered > _PAUSE_BYTES and self.transport is not None and not self.done:
            self.transport.pause_reading()

    # ---------------------------------------------------------------- llhttp callbacks

    def on_message_begin(self) -> None:
        if self.done:
            raise ProtocolError("bytes past the end of the response")
        self._unseen = 0
        self._head.reset()

    def on_status(self, piece: bytes) -> None:
        self._unseen = 0
        self._head.add_size(len(piece))

    def on_header(self, name: bytes, value: bytes) -> None:
        self._unseen = 0
        if self._head_done:  # trailer fields: bounded, dropped
            self._head.add_size(len(name) + len(value) + 4)
        else:
            self._head.add(name, value)

    def on_headers_complete(self) -> None:
        self._unseen = 0
        status = self._parser.get_status_code()
        if status == 101:
            raise ProtocolError("the replica switched protocols")
        if 100 <= status < 200:  # an interim answer: the final one follows
            self._interim = True
            return
        self.status = status
        self.headers = self._head.headers
        transfer_coding(self.headers)  # llhttp reads other codings to the close; we decode none
        self.keep_alive = self._parser.should_keep_alive()
        self._until_close = status not in (204, 304) and "content-length" not in self.headers \
            and "transfer-encoding" not in self.headers
        self._head_done = True
        if not self._head_waiter.done():
            self._head_waiter.set_result(None)

    def on_body(self, piece: bytes) -> None:
        self._unseen = 0
        self._chunks.append(piece)
        self._buffered += len(piece)

    def on_chunk_header(self) -> None:
        self._unseen = 0

    def on_chunk_complete(self) -> None:
        self._unseen = 0

    def on_message_complete(self) -> None:
        self._unseen = 0
        if self._interim:
            self._interim = False
            return
        self.done = True

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

    async def read(self, max_bytes: int | None = None) -> bytes:
        """The whole body; ResponseTooLarge as soon as it passes `max_bytes`."""
        out = bytearray()
        while chunk := await self.readany():
            out += chunk
            if max_bytes is not None and len(out) > max_bytes:
                raise ResponseTooLarge(f"the replica's answer is larger than {max_bytes} bytes")
        return bytes(out)


class ReplicaClient:
    """Keep-alive connections to one replica (`base_url` is scheme://host:port[/prefix])."""

    def __init__(self, base_url: str, max_idle: int = 256) -> None:
        u = urlsplit(base_url)
        self.host = u.hostname or "127.0.0.1"
        self.port = u.port or (443 if u.scheme == "https" else 80)
        self.ssl: ssl.SSLContext | None = ssl.create_default_context() if u.scheme == "https" else None
        self.prefix = u.path.rstrip("/")
        self.host_header = u.netloc
        self.max_idle = max_idle
        self._idle: list[ClientResponse] = []
        self._armed: set[ClientResponse] = set()  # responses with a deadline, for the sweeper
        self._closed = False
        self._sweeper: asyncio.Task[None] | None = None

    def _arm(self, conn: ClientResponse, deadline: float) -> None:
        """Fail `conn`'s waits with TimeoutError once `deadline` (loop time) has passed."""
        conn.deadline = deadline
        self._armed.add(conn)
        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep(), name="upstream-deadlines")

    def _disarm(self, conn: ClientResponse) -> None:
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

    async def _connect(self, timeout: float) -> ClientResponse:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(timeout):  # not wait_for: on 3.11 it can swallow a cancellation
                _, proto = await loop.create_connection(ClientResponse, self.host, self.port, ssl=self.ssl)
        except (OSError, TimeoutError) as e:
            raise UpstreamConnectError(f"cannot connect to {self.host}:{self.port}: {e}") from None
        return proto

    async def request(self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None, *,
                      connect_timeout: float, timeout: float | None = None,
                      on_sent: Callable[[], None] | None = None) -> ClientResponse:
        """Send a request; returns once the response head arrived (read the body from it), or raises
        UpstreamConnectError, UpstreamDisconnected or TimeoutError.

        `path` is the path and query below the replica's base URL. With `timeout`, waiting for the
        head and reading the body raise TimeoutError once that many seconds have passed since the
        call (a connect counts against it too). `on_sent` runs once, before anything is awaited:
        right after the write on a pooled connection (so the work done there overlaps with the
        replica's), before connecting otherwise (so requests routed while this one connects see it).
        """
        deadline = None if timeout is None else asyncio.get_running_loop().time() + timeout
        head = [f"{method} {self.prefix}{path} HTTP/1.1\r\nHost: {self.host_header}\r\n"]
        if body or method in ("POST", "PUT", "PATCH"):
            head.append(f"Content-Length: {len(body)}\r\n")
        if headers:
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

    async def fetch(self, method: str, path: str, body: bytes = b"", headers: dict[str, str] | None = None, *,
                    timeout: float, max_bytes: int) -> tuple[int, dict[str, str], bytes]:
        """One whole exchange: (status, headers, body), the body at most `max_bytes`; the connection
        goes back to the pool when the answer was read to its end."""
        resp = await self.request(method, path, body, headers, connect_timeout=timeout, timeout=timeout)
        try:
            data = await resp.read(max_bytes)
        except BaseException:
            self.abort(resp)
            raise
        self.release(resp)
        return resp.status, resp.headers, data

    async def get_json(self, path: str, headers: dict[str, str] | None = None, *, timeout: float,
                       max_bytes: int) -> Any:
        """GET a JSON document; ValueError unless the replica answers 200 with valid JSON."""
        status, _, data = await self.fetch("GET", path, headers=headers, timeout=timeout, max_bytes=max_bytes)
        if status != 200:
            raise ValueError(f"GET {path} answered HTTP {status}")
        return orjson.loads(data)

    def release(self, conn: ClientResponse) -> None:
        """Give back a connection whose response was read to the end (else it is closed)."""
        self._disarm(conn)
        if conn.done and conn.keep_alive and not conn.closed and not conn._chunks and not self._closed \
                and len(self._idle) < self.max_idle:
            self._idle.append(conn)
        else:
            self.abort(conn)

    def abort(self, conn: ClientResponse) -> None:
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
