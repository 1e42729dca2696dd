"""A proxy in front of stub replicas on 127.0.0.1, for the proxy's HTTP tests."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import socket
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass
from typing import Any

import aiohttp
import orjson

from bench.stub_backend import StubBackend, start_stub
from proxy.config import parse_config
from proxy.server import ProxyRunner, ProxyServer, start_proxy


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


@dataclass
class Cluster:
    base: str  # the proxy's base URL
    server: ProxyServer
    stubs: list[StubBackend]
    urls: list[str]
    runners: list[Any]  # one aiohttp runner per stub (None once stopped)
    http: aiohttp.ClientSession
    runner: ProxyRunner

    async def post(self, path: str, body: Any, headers: dict[str, str] | None = None,
                   raw: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
        data = raw if raw is not None else orjson.dumps(body)
        h = {"Content-Type": "application/json", **(headers or {})}
        async with self.http.post(self.base + path, data=data, headers=h) as r:
            return r.status, dict(r.headers), await r.read()

    async def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        async with self.http.get(self.base + path, headers=headers or {}) as r:
            return r.status, dict(r.headers), await r.read()

    async def stop_stub(self, i: int) -> None:
        if self.runners[i] is not None:
            await self.runners[i].cleanup()
            self.runners[i] = None

    async def wait_exact(self, timeout: float = 5.0) -> None:
        """Until every live replica's cache state comes from its events."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            assert self.server.kv is not None
            if all(s.exact for u, s in self.server.kv.syncs.items()
                   if self.runners[self.urls.index(u)] is not None):
                return
            if asyncio.get_running_loop().time() > deadline:
                raise TimeoutError("replicas did not reach exact mode")
            await asyncio.sleep(0.02)


@contextlib.asynccontextmanager
async def cluster(n: int = 2, config: dict[str, Any] | None = None, stub_kwargs: list[dict[str, Any]] | None = None,
                  env: dict[str, str] | None = None) -> AsyncIterator[Cluster]:
    """`n` stub replicas and a proxy in front of them; `config` is merged into the TOML-shaped dict."""
    stubs = [StubBackend(heartbeat_s=0.2, **((stub_kwargs or [{}] * n)[i])) for i in range(n)]
    started = [await start_stub(s) for s in stubs]
    runners = [r for r, _ in started]
    urls = [u for _, u in started]
    data: dict[str, Any] = {"backends": [{"url": u} for u in urls],
                            "timeouts": {"health_interval_s": 0.2, "events_stale_s": 1.0, "drain_s": 5.0}}
    for k, v in (config or {}).items():
        if isinstance(v, dict) and isinstance(data.get(k), dict):
            data[k] = {**data[k], **v}
        else:
            data[k] = v
    if callable(data.get("backends")):
        data["backends"] = data["backends"](urls)
    try:
        cfg = parse_config(data, env or {})
        server = ProxyServer(cfg)
        runner, port = await start_proxy(server)
        http = aiohttp.ClientSession()
        c = Cluster(f"http://127.0.0.1:{port}", server, stubs, urls, runners, http, runner)
        try:
            await c.wait_exact()
            yield c
        finally:
            await http.close()
            await runner.cleanup()
    finally:
        for r in runners:
            if r is not None:
                await r.cleanup()


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
