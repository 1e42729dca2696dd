"""Small helpers the proxy tests share: async test bodies, polling, chunked framing, ports, SSE, and
an independent HTTP/1.1 response reader for tests that write raw bytes (an HTTP client library would
normalize what these tests must send as is, such as `..` in a path)."""

from __future__ import annotations

import asyncio
import functools
import json
import socket
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

import orjson


def run_async(timeout: float) -> Callable[[Callable[..., Coroutine[Any, Any, None]]], Callable[..., None]]:
    """Decorator: run an async test body in a fresh event loop, failing it after `timeout` seconds."""

    def decorate(fn: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
        @functools.wraps(fn)
        def wrapper(*args: Any, **kwargs: Any) -> None:
            asyncio.run(asyncio.wait_for(fn(*args, **kwargs), timeout))

        return wrapper

    return decorate


async def until(cond: Callable[[], bool], timeout: float = 5.0) -> None:
    """Wait until `cond()` holds, polling every 10 ms; AssertionError after `timeout` seconds."""
    for _ in range(int(timeout / 0.01)):
        if cond():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition not reached")


def chunked(pieces: list[bytes]) -> bytes:
    """`pieces` in HTTP/1.1 chunked transfer coding, ended by the last chunk (no trailer)."""
    return b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces if p) + b"0\r\n\r\n"


def free_port() -> int:
    """A free TCP port on 127.0.0.1 (for a server a test starts later on a known port)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def sse_payloads(raw: bytes) -> list[Any]:
    """The data payloads of an SSE body: parsed JSON objects, and the string "[DONE]"."""
    out: list[Any] = []
    for block in raw.decode().split("\n\n"):
        block = block.strip()
        if not block.startswith("data: "):
            continue
        data = block[len("data: "):]
        out.append(data if data == "[DONE]" else orjson.loads(data))
    return out


# ---------------------------------------------------------------------------- raw HTTP/1.1


@dataclass
class Answer:
    status: int
    version: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


async def read_head(reader: asyncio.StreamReader) -> tuple[int, str, dict[str, str]]:
    raw = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
    lines = raw[:-4].decode("latin-1").split("\r\n")
    version, status, _ = lines[0].split(" ", 2)
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, sep, value = line.partition(":")
        assert sep, line
        headers[name.lower()] = value.strip()
    return int(status), version, headers


async def read_chunk(reader: asyncio.StreamReader) -> bytes | None:
    """One chunk of a chunked body; None for the last chunk (our server sends no trailers)."""
    line = await asyncio.wait_for(reader.readuntil(b"\r\n"), 5)
    size = int(line[:-2], 16)
    if size == 0:
        assert await reader.readexactly(2) == b"\r\n"
        return None
    data = await asyncio.wait_for(reader.readexactly(size + 2), 5)
    assert data[-2:] == b"\r\n"
    return data[:-2]


async def read_answer(reader: asyncio.StreamReader) -> Answer:
    status, version, headers = await read_head(reader)
    if headers.get("transfer-encoding") == "chunked":
        parts = []
        while (c := await read_chunk(reader)) is not None:
            parts.append(c)
        body = b"".join(parts)
    elif "content-length" in headers:
        body = await asyncio.wait_for(reader.readexactly(int(headers["content-length"])), 5)
    else:  # ended by close
        body = await asyncio.wait_for(reader.read(), 5)
    return Answer(status, version, headers, body)


async def rest_until_close(reader: asyncio.StreamReader, timeout: float = 3.0) -> bytes:
    """Whatever arrives until the server closes the connection (raises TimeoutError if it does not)."""
    try:
        return await asyncio.wait_for(reader.read(), timeout)
    except ConnectionResetError:
        return b""


async def raw_exchange(port: int, data: bytes, timeout: float = 5.0) -> Answer:
    """Write `data` to 127.0.0.1:`port` as is and read one answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(data)
        return await asyncio.wait_for(read_answer(reader), timeout)
    finally:
        writer.close()
