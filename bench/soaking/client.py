"""The open-loop HTTP/1.1 client: a request goes out when it is due, whatever the answers do, on a
keep-alive connection; its outcome (a status, or one of CONN_LOST, SHED, ABANDONED) goes to a callback."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections import deque
from collections.abc import Callable

CONN_LOST, SHED, ABANDONED = -1, -2, -3  # outcomes that are not an HTTP status

Done = Callable[[int], None]


class _Conn(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection of the open-loop client, one request at a time; answers
    framed by Content-Length or chunked."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.transport: asyncio.Transport | None = None
        self.buf = bytearray()
        self.done: Done | None = None
        self.abandon = False
        self.status = 0
        self.in_body = False
        self.chunked = False
        self.need = 0  # Content-Length bytes still to come, or the rest of the current chunk and its CRLF

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def send(self, data: bytes, done: Done, abandon: bool) -> None:
        self.done, self.abandon = done, abandon
        assert self.transport is not None
        self.transport.write(data)

    def data_received(self, data: bytes) -> None:
        self.buf += data
        if not self.in_body:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buf[:end]).lower()
            del self.buf[:end + 4]
            self.status, self.in_body = int(head[9:12]), True
            self.chunked = b"transfer-encoding: chunked" in head
            i = head.find(b"content-length:")
            j = head.find(b"\r\n", i)
            self.need = 0 if self.chunked or i < 0 else int(head[i + 15:j if j >= 0 else len(head)])
        if self.abandon and self.status == 200 and self.buf:
            self._finish(ABANDONED)
            assert self.transport is not None
            self.transport.close()
            return
        if not self.chunked:
            if len(self.buf) >= self.need:
                del self.buf[:self.need]
                self._finish(self.status, keep=True)
            return
        while True:
            if self.need:
                if len(self.buf) < self.need:
                    return
                del self.buf[:self.need]
                self.need = 0
            i = self.buf.find(b"\r\n")
            if i < 0:
                return
            size = int(bytes(self.buf[:i]).split(b";")[0], 16)
            if size == 0:
                if len(self.buf) < i + 4:
                    return
                del self.buf[:i + 4]
                self._finish(self.status, keep=True)
                return
            del self.buf[:i + 2]
            self.need = size + 2

    def _finish(self, outcome: int, keep: bool = False) -> None:
        done, self.done, self.in_body = self.done, None, False
        if keep:
            self.client.release(self)
        if done is not None:
            done(outcome)

    def connection_lost(self, exc: Exception | None) -> None:
        done, self.done = self.done, None
        self.client.lost(self)
        if done is not None:
            done(CONN_LOST)


class Client:
    """Open-loop HTTP/1.1 client: a request goes out at once on an idle keep-alive connection or a
    new one (up to `max_conns`), else waits for the first one freed; past `max_waiting` waiting it
    fails at once (SHED), so an overload cannot grow this process without bound."""

    def __init__(self, port: int, max_conns: int = 512, max_waiting: int = 2000) -> None:
        self.port = port
        self.max_conns = max_conns
        self.max_waiting = max_waiting
        self.idle: list[_Conn] = []
        self.conns: set[_Conn] = set()
        self.opening = 0
        self.waiting: deque[tuple[bytes, Done, bool]] = deque()
        self.tasks: set[asyncio.Task[None]] = set()
        self.closed = False

    def submit(self, data: bytes, done: Done, abandon: bool = False) -> None:
        if self.idle:
            self.idle.pop().send(data, done, abandon)
        elif len(self.conns) + self.opening < self.max_conns:
            self._open(data, done, abandon)
        elif len(self.waiting) < self.max_waiting:
            self.waiting.append((data, done, abandon))
        else:
            done(SHED)

    def _open(self, data: bytes, done: Done, abandon: bool) -> None:
        self.opening += 1
        task = asyncio.get_running_loop().create_task(self._connect(data, done, abandon))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _connect(self, data: bytes, done: Done, abandon: bool) -> None:
        try:
            _, conn = await asyncio.get_running_loop().create_connection(lambda: _Conn(self), "127.0.0.1", self.port)
        except OSError:
            self.opening -= 1
            done(CONN_LOST)
            return
        self.opening -= 1
        sock = conn.transport.get_extra_info("socket")  # type: ignore[union-attr]
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.conns.add(conn)
        if self.closed:
            conn.transport.close()  # type: ignore[union-attr]
            done(CONN_LOST)
        else:
            conn.send(data, done, abandon)

    def release(self, conn: _Conn) -> None:
        if self.waiting:
            conn.send(*self.waiting.popleft())
        else:
            self.idle.append(conn)

    def lost(self, conn: _Conn) -> None:
        self.conns.discard(conn)
        with contextlib.suppress(ValueError):
            self.idle.remove(conn)
        if self.waiting and not self.closed:
            self._open(*self.waiting.popleft())

    def close(self) -> None:
        """Close every connection; what is in flight or waiting ends as CONN_LOST."""
        self.closed = True
        while self.waiting:
            self.waiting.popleft()[1](CONN_LOST)
        for conn in list(self.conns):
            if conn.transport is not None:
                conn.transport.close()
