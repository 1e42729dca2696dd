"""Small helpers the proxy tests share: async test bodies, polling, chunked framing, ports, SSE."""

from __future__ import annotations

import asyncio
import functools
import socket
from collections.abc import Callable, Coroutine
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
