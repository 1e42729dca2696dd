"""A proxy in front of stub replicas on 127.0.0.1, for the proxy's HTTP tests."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import orjson
from proxy_test_utils import free_port

from bench.stub_backend import StubBackend, start_stub
from proxy.config import parse_config
from proxy.server import ProxyServer


@dataclass
class Cluster:
    base: str  # the proxy's API base URL
    admin: str  # its admin listener's base URL
    server: ProxyServer
    stubs: list[StubBackend]
    urls: list[str]
    runners: list[Any]  # one aiohttp runner per stub (None once stopped)
    http: aiohttp.ClientSession

    async def post(self, path: str, body: Any, headers: dict[str, str] | None = None,
                   raw: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
        data = raw if raw is not None else orjson.dumps(body)
        h = {"Content-Type": "application/json", **(headers or {})}
        async with self.http.post(self.base + path, data=data, headers=h) as r:
            return r.status, dict(r.headers), await r.read()

    async def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        async with self.http.get(self.base + path, headers=headers or {}) as r:
            return r.status, dict(r.headers), await r.read()

    async def admin_get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        async with self.http.get(self.admin + path, headers=headers or {}) as r:
            return r.status, dict(r.headers), await r.read()

    async def admin_post(self, path: str, body: Any,
                         headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        async with self.http.post(self.admin + path, data=orjson.dumps(body), headers=headers or {}) as r:
            return r.status, dict(r.headers), await r.read()

    async def stop_stub(self, i: int) -> None:
        if self.runners[i] is not None:
            await self.runners[i].cleanup()
            self.runners[i] = None

    async def wait_exact(self, timeout: float = 5.0) -> None:
        """Until every live replica's cache state comes from its events."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            live = [self.server.replicas.get(u) for u, r in zip(self.urls, self.runners, strict=True) if r is not None]
            if all(r is not None and r.kv is not None and r.kv.exact and r.routable for r in live):
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
        server = await ProxyServer.create(cfg)
        try:
            await server.start(port=0, admin_port=free_port())
        except BaseException:
            await server.close()
            raise
        http = aiohttp.ClientSession()
        c = Cluster(f"http://127.0.0.1:{server.port}", f"http://127.0.0.1:{server.admin_port}", server, stubs, urls,
                    runners, http)
        try:
            if any(b.supports_kv_events for b in cfg.backends):
                await c.wait_exact()
            yield c
        finally:
            await http.close()
            await server.close()
    finally:
        for r in runners:
            if r is not None:
                await r.cleanup()
