"""A data-parallel vLLM server stand-in: stub engines (bench/stub_backend.py) behind one URL, for
the proxy's tests of routing rank by rank (proxy/data_parallel.py)."""

from __future__ import annotations

from typing import Any

import orjson
from aiohttp import web

from bench.stub_backend import StubBackend, vllm_metrics
from protocol.errors import APIError
from proxy.data_parallel import RANK_HEADER, rank_endpoint


class DataParallelStub:
    """Stub engines behind one URL, as a vLLM server started with `--data-parallel-size N`: a
    generation request goes to the rank its `X-Data-Parallel-Rank` header names, else to the rank with
    the fewest requests running (vLLM's own balancing, blind to caches); each rank keeps its own cache
    and publishes its KV events on the given endpoints offset by its rank, tagged with it."""

    def __init__(self, size: int, kv_events_zmq: str, kv_events_replay: str | None = None, **kwargs: Any) -> None:
        self.ranks = [StubBackend(kv_events_zmq=rank_endpoint(kv_events_zmq, r), data_parallel_rank=r,
                                  kv_events_replay=None if kv_events_replay is None
                                  else rank_endpoint(kv_events_replay, r), **kwargs)
                      for r in range(size)]
        self.served: list[tuple[int, str | None]] = []  # (rank, the header it came with) per generation request
        self.probes = 0  # health and readiness requests: one server, however many ranks
        self.ready = True  # False: they answer 503
        self.metrics_reads = 0

    def make_app(self) -> web.Application:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.on_cleanup.append(self._close)
        r = app.router
        r.add_post("/v1/completions", self.completions)
        r.add_post("/v1/chat/completions", self.chat)
        r.add_get("/v1/models", self.ranks[0].models)
        r.add_get("/health", self.probe)
        r.add_get("/ready", self.probe)
        r.add_get("/metrics", self.metrics)
        return app

    async def probe(self, request: web.Request) -> web.StreamResponse:
        self.probes += 1
        if not self.ready:
            return web.json_response({"status": "starting"}, status=503)
        return await self.ranks[0].ok(request)

    async def _close(self, app: web.Application) -> None:
        for rank in self.ranks:
            await rank._close(app)

    async def completions(self, request: web.Request) -> web.StreamResponse:
        return await self._dispatch(request, chat=False)

    async def chat(self, request: web.Request) -> web.StreamResponse:
        return await self._dispatch(request, chat=True)

    async def _dispatch(self, request: web.Request, chat: bool) -> web.StreamResponse:
        pinned = request.headers.get(RANK_HEADER)
        if pinned is not None and pinned.isdigit() and int(pinned) < len(self.ranks):
            r = int(pinned)
        else:
            r = min(range(len(self.ranks)), key=lambda i: (self.ranks[i].running, len(self.ranks[i].requests)))
        self.served.append((r, pinned))
        rank = self.ranks[r]
        try:
            return await (rank.chat if chat else rank.completions)(request)
        except APIError as e:
            return web.Response(body=orjson.dumps(e.body()), status=e.status, content_type="application/json")

    async def metrics(self, request: web.Request) -> web.Response:
        """Each rank's load as vLLM exports it: one series per engine index."""
        self.metrics_reads += 1
        series = [(f'engine="{r}",model_name="{rank.model}"', rank.load()) for r, rank in enumerate(self.ranks)]
        return web.Response(text=vllm_metrics(series), content_type="text/plain")
