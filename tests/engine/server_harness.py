"""A real engine server on 127.0.0.1 (a free port), run by a background event loop for tests.

Tests talk to it over real sockets with aiohttp clients (`harness.run(coro)`), and look at the
engine between steps with `harness.engine_call(fn)`.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import aiohttp

from engine.config import EngineConfig
from engine.server import EngineServer, bound_port, start_server

T = TypeVar("T")


class ServerHarness:
    """Start with `ServerHarness(config)`, stop with `.close()`."""

    def __init__(self, config: EngineConfig, **server_kwargs: Any) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="test-server-loop", daemon=True)
        self._thread.start()
        self.server = EngineServer(config, **server_kwargs)
        self.runner = self._on_loop(start_server(self.server, "127.0.0.1", 0))
        self.url = f"http://127.0.0.1:{bound_port(self.runner)}"

    def _on_loop(self, coro: Coroutine[Any, Any, T], timeout: float = 120.0) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def wait_ready(self) -> ServerHarness:
        self._on_loop(self.server.async_engine.wait_loaded())
        return self

    @property
    def engine(self) -> Any:
        return self.server.async_engine.engine

    def engine_call(self, fn: Callable[[Any], T]) -> T:
        """Run `fn(engine)` on the engine thread, between two steps."""
        return self._on_loop(self.server.async_engine.call(fn))

    def wait_idle(self, timeout: float = 30.0) -> None:
        """Poll (bounded) until no request is left, then check that every KV block is back.

        Back means free or held only by the prefix cache (evictable): nothing in use.
        """
        deadline = time.monotonic() + timeout
        while self.engine_call(lambda e: e.has_unfinished() or e.load().running + e.load().waiting > 0):
            assert time.monotonic() < deadline, f"engine still busy {timeout}s after its clients went away"
            time.sleep(0.05)
        load, capacity = self.engine_call(lambda e: (e.load(), e.kv_info().capacity_blocks))
        assert load.free_blocks == capacity and load.kv_usage == 0, (load, capacity)
        self.engine_call(lambda e: e.check_invariants())

    def run(self, coro: Awaitable[T]) -> T:
        """Run a client coroutine in this (test) thread."""
        return asyncio.run(_as_coro(coro))

    def request(self, method: str, path: str, **kwargs: Any) -> tuple[int, Any, dict[str, str]]:
        """One request; returns (status, JSON body or text, headers)."""

        async def go() -> tuple[int, Any, dict[str, str]]:
            async with aiohttp.ClientSession() as s, s.request(method, self.url + path, **kwargs) as r:
                body: Any = await r.read()
                if r.content_type == "application/json":
                    body = await r.json()
                else:
                    body = body.decode("utf-8", "replace")
                return r.status, body, dict(r.headers)

        return self.run(go())

    def close(self) -> None:
        try:
            self._on_loop(self.runner.cleanup(), timeout=60.0)
        finally:
            self.loop.call_soon_threadsafe(self.loop.stop)
            self._thread.join(timeout=10)
            self.loop.close()


async def _as_coro(aw: Awaitable[T]) -> T:
    return await aw
