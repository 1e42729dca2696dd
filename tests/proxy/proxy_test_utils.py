"""Small helpers the proxy tests share: async test bodies, polling, chunked framing, ports, SSE, and
an independent HTTP/1.1 response reader for tests that write raw bytes (an HTTP client library would
normalize what these tests must send as is, such as `..` in a path)."""

from __future__ import annotations

import asyncio
import functools
import json
import socket
import subprocess
import time
import urllib.request
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

import orjson
from hypothesis import strategies as st


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


def wait_ok(url: str, proc: subprocess.Popen[bytes] | None = None, timeout: float = 30.0) -> None:
    """Poll `url` until it answers 200 (AssertionError if `proc` exits first, TimeoutError after `timeout`)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        assert proc is None or proc.poll() is None, f"the process serving {url} exited"
        try:
            with urllib.request.urlopen(url, timeout=1) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError(url)


# ---------------------------------------------------------------------------- fuzzing HTTP parsers


def _get(path: str, extra: str = "", version: str = "HTTP/1.1") -> bytes:
    return f"GET {path} {version}\r\nHost: proxy.test\r\n{extra}\r\n".encode()


def _post(path: str, body: bytes, extra: str = "") -> bytes:
    return (f"POST {path} HTTP/1.1\r\nHost: proxy.test\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n{extra}\r\n").encode() + body


SEEDS = [
    _post("/v1/completions", b'{"prompt": "hi", "max_tokens": 2}', "Authorization: Bearer k\r\n"),
    _post("/v1/chat/completions", b'{"messages": []}', "X-Request-Id: abc\r\nAccept: */*\r\n") + _get("/v1/models"),
    b"POST /v1/embeddings HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked([b'{"inp', b'ut": 1}']),
    b"POST /c HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5;ext=1\r\nhello\r\n0\r\nX-Trailer: v\r\n\r\n",
    _get("/q?x=1&y=%20", "Connection: close\r\n") + _get("/never"),
    _get("/old", version="HTTP/1.0"),
    b"POST /e HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nExpect: 100-continue\r\n\r\nabc",
    _get("/a", "X-Multi: one\r\nx-multi: two\r\nX-Obs: caf\u00e9\r\n"),
    b"\r\n" + _get("/after-empty-line") + b"\r\n" + _post("/p", b"xy"),
]
_INSERTS = [b"\r\n", b"\n", b"\r", b":", b" ", b"\t", b"\x00", b"\x01", b"\x7f", b"\xe9", b"0", b"ffffffff",
            b"\r\n\r\n", b";", b"=", b'"', b"Host: x\r\n", b"Content-Length: 5\r\n", b"Transfer-Encoding: chunked\r\n",
            b"Content-Length: 0\r\n", b"Connection: close\r\n", b"HTTP/1.0", b"/../", b"%2e"]


@st.composite
def mutated_requests(draw: st.DrawFn) -> bytes:
    """One of SEEDS (valid requests, some pipelined), then a few byte flips, cuts, insertions and
    duplications: inputs for fuzzing HTTP parsers."""
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, max(0, len(data) - 1)))
        op = draw(st.sampled_from(["flip", "cut", "insert", "dup"]))
        if op == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif op == "cut":
            del data[at:at + draw(st.integers(1, 16))]
        elif op == "insert":
            data[at:at] = draw(st.sampled_from(_INSERTS))
        else:
            data[at:at] = data[at:at + draw(st.integers(1, 32))]
    return bytes(data)


