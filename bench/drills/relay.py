"""Relays that damage one replica's KV event stream on its way to the proxy while the replica itself
is left untouched: drop, delay or reorder the lines of its HTTP `/kv/events` stream (EventRelay, a
TCP relay that passes every other byte as is) or its ZMQ batches (ZMQRelay)."""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any


class Relay:
    """What a relay does to the stream it passes while a fault is on (`mode` "drop", "delay",
    "reorder" or None: pass as is), and what it did; shared by the HTTP and the ZMQ relay."""

    def __init__(self, seed: int, drop_p: float, delay_s: float) -> None:
        self.mode: str | None = None
        self.drop_p = drop_p
        self.delay_s = delay_s
        self.rng = random.Random(seed)
        self.seen = self.dropped = self.delayed = self.swapped = self.streams = 0


class _Relayed:
    """One stream through a relay: its messages dropped, delayed or swapped as the relay's mode says
    (drop some, delay all, or swap neighbours); they go out in order of arrival unless swapped."""

    def __init__(self, relay: Relay, send: Callable[[Any], Awaitable[None]]) -> None:
        self.relay = relay
        self.send = send
        self.held: Any = None
        self.queue: asyncio.Queue[tuple[float, Any]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write())

    def put(self, msg: Any, is_event: bool) -> None:
        r = self.relay
        mode = r.mode
        if is_event:
            r.seen += 1
        if mode == "drop" and (not is_event or r.rng.random() < r.drop_p):  # heartbeats too: gaps must show
            r.dropped += is_event
            return
        if mode == "reorder" and is_event:
            if self.held is None:
                self.held = msg
                return
            self._enqueue(msg)
            msg, self.held = self.held, None
            r.swapped += 1
        elif self.held is not None:
            self._enqueue(self.held)
            self.held = None
        self._enqueue(msg)

    def _enqueue(self, msg: Any) -> None:
        r = self.relay
        if r.mode == "delay":
            r.delayed += 1
        self.queue.put_nowait((time.monotonic() + (r.delay_s if r.mode == "delay" else 0.0), msg))

    async def _write(self) -> None:
        while True:
            due, msg = await self.queue.get()
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            await self.send(msg)

    async def flush(self) -> None:
        if self.held is not None:
            self._enqueue(self.held)
            self.held = None
        while not self.queue.empty():
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.01)

    async def close(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.writer


class _Heads:
    """llhttp callbacks that spot a `GET /kv/events` request in what the proxy sends."""

    def __init__(self) -> None:
        self.url = b""
        self.events = False
        self.parser: Any = None

    def on_url(self, url: bytes) -> None:
        self.url += url

    def on_headers_complete(self) -> None:
        if self.parser.get_method() == b"GET" and self.url.startswith(b"/kv/events"):
            self.events = True

    def on_message_complete(self) -> None:
        self.url = b""


class EventRelay(Relay):
    """A TCP relay in front of one replica: every byte passes as is, except the lines of its
    `/kv/events` stream, which `mode` ("drop", "delay", "reorder" or None) damages."""

    def __init__(self, target_port: int, seed: int = 7, drop_p: float = 0.5, delay_s: float = 3.0) -> None:
        super().__init__(seed, drop_p, delay_s)
        self.target = target_port
        self._server: asyncio.Server | None = None
        self._conns: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        self.port = 0

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self.port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for w in list(self._writers):
            w.close()
        await asyncio.gather(*self._conns, return_exceptions=True)

    async def _serve(self, creader: asyncio.StreamReader, cwriter: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._conns.add(task)
        writers = [cwriter]
        self._writers.add(cwriter)
        try:
            ureader, uwriter = await asyncio.open_connection("127.0.0.1", self.target)
            writers.append(uwriter)
            self._writers.add(uwriter)
            heads = _Heads()
            up = asyncio.create_task(self._up(creader, uwriter, heads))
            down = asyncio.create_task(self._down(ureader, cwriter, heads))
            await asyncio.wait({up, down}, return_when=asyncio.FIRST_COMPLETED)
            for w in writers:
                w.close()
            await asyncio.gather(up, down, return_exceptions=True)
        except OSError:
            pass
        finally:
            for w in writers:
                w.close()
                self._writers.discard(w)
            self._conns.discard(task)

    async def _up(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, heads: _Heads) -> None:
        import httptools

        heads.parser = httptools.HttpRequestParser(heads)
        with contextlib.suppress(OSError):
            while data := await reader.read(65536):
                heads.parser.feed_data(data)
                writer.write(data)
                await writer.drain()

    async def _down(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, heads: _Heads) -> None:
        with contextlib.suppress(OSError):
            while data := await reader.read(65536):
                if heads.events:
                    await self._events(data, reader, writer)
                    return
                writer.write(data)
                await writer.drain()

    async def _events(self, buf: bytes, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """The events response: head as is, then its chunked body re-chunked one line at a time."""
        self.streams += 1
        while b"\r\n\r\n" not in buf:
            more = await reader.read(65536)
            if not more:
                return
            buf += more
        head, _, rest = buf.partition(b"\r\n\r\n")
        writer.write(head + b"\r\n\r\n")
        if b"transfer-encoding: chunked" not in head.lower():
            writer.write(rest)
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
            return

        async def send(line: bytes) -> None:
            writer.write(b"%x\r\n%s\r\n" % (len(line), line))
            await writer.drain()

        out = _Relayed(self, send)
        body, pending = bytearray(rest), b""
        try:
            while True:
                while (i := body.find(b"\r\n")) >= 0:
                    size = int(bytes(body[:i]).split(b";")[0], 16)
                    if size == 0:
                        await out.flush()
                        writer.write(b"0\r\n\r\n")
                        return
                    if len(body) < i + 4 + size:
                        break
                    pending += bytes(body[i + 2:i + 2 + size])
                    del body[:i + 4 + size]
                    *lines, pending = pending.split(b"\n")
                    for line in lines:
                        if line.strip():
                            out.put(line + b"\n", b'"heartbeat"' not in line)
                more = await reader.read(65536)
                if not more:
                    return
                body += more
        finally:
            await out.close()


class ZMQRelay(Relay):
    """SUB on a replica's KV-event PUB socket, PUB for the proxy: batches pass as they come unless
    `mode` damages them (the replica's replay socket is not relayed)."""

    def __init__(self, upstream: str, listen: str, seed: int = 7, drop_p: float = 0.5, delay_s: float = 3.0) -> None:
        super().__init__(seed, drop_p, delay_s)
        self.upstream = upstream
        self.listen = listen
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        import zmq
        import zmq.asyncio

        ctx = zmq.asyncio.Context.instance()
        self._sub = ctx.socket(zmq.SUB)
        self._sub.setsockopt(zmq.LINGER, 0)
        self._sub.setsockopt(zmq.SUBSCRIBE, b"")
        self._sub.connect(self.upstream)
        self._pub = ctx.socket(zmq.PUB)
        self._pub.setsockopt(zmq.LINGER, 0)
        self._pub.bind(self.listen)
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        async def send(frames: list[bytes]) -> None:
            await self._pub.send_multipart(frames)

        out = _Relayed(self, send)
        try:
            while True:
                out.put(await self._sub.recv_multipart(), True)
        finally:
            await out.close()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._sub.close(0)
        self._pub.close(0)
