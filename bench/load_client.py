"""A lean keep-alive HTTP/1.1 load generator for benchmarks: fixed request bytes, many connections,
per-request latency. Far cheaper per request than an HTTP client library, so the measured server,
not the load generator, is what runs out of CPU."""

from __future__ import annotations

import asyncio
import math
import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass


class _Conn(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection; responses must carry Content-Length."""

    def __init__(self) -> None:
        self.buf = bytearray()
        self.need = -1
        self.status = 0
        self.fut: asyncio.Future[int] | None = None
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.buf += data
        if self.need < 0:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buf[:end]).lower()
            i = head.find(b"content-length:")
            if i < 0:
                raise RuntimeError("response without Content-Length")
            j = head.find(b"\r\n", i)
            self.need = end + 4 + int(head[i + 15:j if j >= 0 else len(head)])
            self.status = int(head[9:12])
        if len(self.buf) >= self.need:
            del self.buf[:self.need]
            self.need = -1
            fut, self.fut = self.fut, None
            if fut is not None and not fut.done():
                fut.set_result(self.status)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.fut is not None and not self.fut.done():
            self.fut.set_exception(ConnectionError("connection lost"))

    async def request(self, data: bytes) -> int:
        self.fut = asyncio.get_running_loop().create_future()
        assert self.transport is not None
        self.transport.write(data)
        return await self.fut


def request_bytes(path: str, body: bytes) -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n").encode() + body



def pct(xs: Sequence[float], q: float) -> float:
    """The q-quantile of `xs` by nearest rank (the smallest value with at least q of them at or
    below it: p99 of 100 samples is the 99th), NaN when there is none. The one percentile of the
    benchmarks, the simulator's included."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, math.ceil(q * len(s) - 1e-9) - 1))] if s else float("nan")

@dataclass(frozen=True)
class RunResult:
    latencies: list[float]
    seconds: float
    errors: int
    cpu_s: float | None = None  # CPU the measured server process spent during the run (Linux)

    @property
    def cpu_us_per_request(self) -> float | None:
        return None if self.cpu_s is None or not self.latencies else self.cpu_s / len(self.latencies) * 1e6

    @property
    def rps(self) -> float:
        return len(self.latencies) / self.seconds

    def pct(self, q: float) -> float:
        return pct(self.latencies, q)


async def run_load(port: int, requests: list[bytes], concurrency: int, duration: float) -> RunResult:
    """`concurrency` connections sending `requests` round robin for `duration` seconds."""
    loop = asyncio.get_running_loop()
    conns = []
    for _ in range(concurrency):
        _, proto = await loop.create_connection(_Conn, "127.0.0.1", port)
        proto.transport.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # type: ignore[union-attr]
        conns.append(proto)
    latencies: list[float] = []
    errors = 0
    stop = loop.time() + duration
    perf = time.perf_counter

    async def worker(conn: _Conn, start: int) -> None:
        nonlocal errors
        i = start
        n = len(requests)
        while loop.time() < stop:
            t0 = perf()
            status = await conn.request(requests[i % n])
            latencies.append(perf() - t0)
            if status != 200:
                errors += 1
            i += concurrency

    t0 = perf()
    await asyncio.gather(*(worker(c, k) for k, c in enumerate(conns)))
    elapsed = perf() - t0
    for c in conns:
        assert c.transport is not None
        c.transport.close()
    return RunResult(latencies, elapsed, errors)
