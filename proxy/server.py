"""The proxy's HTTP face (DESIGN.md, "Proxy HTTP API"): OpenAI routes in, one replica out.

`ProxyServer` wires the pieces: tenants and limits, the request pipeline, the router and prefix
index, health, KV sync, forwarding, metrics, /stats and /debug/route. Errors of every kind --
including 404, 405 and 413 -- leave in OpenAI's shape, and every response carries
`x-kvroute-backend`, `x-kvroute-prefix-tokens` and `x-request-id`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

import aiohttp
import orjson

from protocol.errors import APIError, error_body, http_error_body
from protocol.kv_events import KVInfo
from protocol.openai_api import parse_json_body
from protocol.tokenization import Tokenizer
from proxy.config import ProxyConfig
from proxy.debug import RecentPrompts, RouteExplainer
from proxy.forward import Forwarder, ForwardSettings
from proxy.health import HealthMonitor
from proxy.http_server import HTTPServer, Request, Response, StreamResponse
from proxy.kv_sync import KVSync, KVSyncManager
from proxy.metrics import NO_BACKEND, ProxyMetrics
from proxy.passthrough import models, passthrough
from proxy.pipeline import CHAT, COMPLETIONS, Normalizer, Pipeline, endpoint_of
from proxy.pool import PoolIdentity, PoolMismatch, check_pool, load_tokenizer, read_infos
from proxy.router import build_routing
from proxy.stats import HitStats
from proxy.tenants import Tenant, TenantLimiter, TenantResolver

log = logging.getLogger("kvroute.proxy")

OFFLOAD_BYTES = 256 * 1024  # bodies this large are tokenized off the event loop
_GENERATION_PATHS = ("/v1/completions", "/v1/chat/completions")


def json_response(obj: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(orjson.dumps(obj), status, {**(headers or {}), "Content-Type": "application/json"})


def request_id(headers: dict[str, str]) -> str:
    """The client's x-request-id when it is sane, else a fresh one."""
    rid = headers.get("x-request-id", "")
    if not rid or len(rid) > 128 or not rid.isprintable():
        rid = os.urandom(16).hex()  # 128 random bits, as uuid4().hex, at a sixth of the cost
    return rid


def _default_headers(resp: Response, rid: str) -> Response:
    h = resp.headers
    h.setdefault("x-request-id", rid)
    h.setdefault("x-kvroute-backend", NO_BACKEND)
    h.setdefault("x-kvroute-prefix-tokens", "0")
    return resp


class ProxyServer:
    """One proxy instance: its state, its app and its background tasks."""

    def __init__(self, cfg: ProxyConfig, tokenizer: Tokenizer | None = None,
                 clock: Callable[[], float] = time.monotonic, rng: random.Random | None = None) -> None:
        self.cfg = cfg
        self.clock = clock
        self.metrics = ProxyMetrics()
        self.index, self.router = build_routing(cfg, clock, rng or random.Random())
        self.resolver = TenantResolver(cfg)
        self.limiter = TenantLimiter(clock)
        self.stats = HitStats(clock)
        self.pipeline = Pipeline(cfg, self.resolver, Normalizer(cfg.normalize), cfg.block_size or 16, tokenizer)
        self.recent = RecentPrompts()
        self.backends = {b.url: b for b in cfg.backends}
        self.identity: PoolIdentity | None = None
        self.needs_tokenizer = tokenizer is None and any(b.supports_kv_events for b in cfg.backends)
        self.admitted = 0
        self.draining = False
        self.session: aiohttp.ClientSession | None = None
        self.health: HealthMonitor | None = None
        self.forwarder: Forwarder | None = None
        self.kv: KVSyncManager | None = None
        self.explainer: RouteExplainer | None = None
        self._tasks: list[asyncio.Task[None]] = []
        # path -> (method, handler); any other /v1/* path is passed through to a replica
        self.routes: dict[str, tuple[str, Callable[[Request, str], Awaitable[Response | StreamResponse]]]] = {
            "/v1/completions": ("POST", functools.partial(self._generate, COMPLETIONS)),
            "/v1/chat/completions": ("POST", functools.partial(self._generate, CHAT)),
            "/v1/models": ("GET", self.models),
            "/health": ("GET", self.health_check),
            "/ready": ("GET", self.ready),
            "/metrics": ("GET", self.metrics_text),
            "/stats": ("GET", self.stats_json),
            "/debug/route": ("POST", self.debug_route),
        }

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> None:
        """Connect to the replicas: client session, health, forwarding, KV sync, pool identity."""
        t = self.cfg.timeouts
        self.session = aiohttp.ClientSession(
            connector=aiohttp.TCPConnector(limit=0, keepalive_timeout=60.0, ttl_dns_cache=300),
            auto_decompress=False, skip_auto_headers=("User-Agent",))
        self.health = HealthMonitor(self.cfg.backends, self.session, self.router, self.metrics,
                                    t.health_interval_s, t.health_timeout_s)
        self.forwarder = Forwarder(
            self.backends, self.session, self.router, self.health, self.metrics, self.stats,
            ForwardSettings(t.connect_s, t.first_byte_s, t.total_s, max_attempts=min(3, len(self.backends)),
                            forward_client_auth=not self.resolver.configured),
            on_prediction=self._on_prediction, clock=self.clock)
        syncs = {b.url: KVSync(b, self.session, self.index, self.router, self.metrics, t.events_stale_s,
                               check_info=self._check_info, on_compatible=self.health.include)
                 for b in self.cfg.backends if b.supports_kv_events}
        self.kv = KVSyncManager(syncs, self.router, self.metrics)
        self.explainer = RouteExplainer(self.pipeline, self.router, self.index, self.recent, self.health.healthy)
        await self._discover()  # raises PoolMismatch for a mismatched pool
        await self.health.probe_all()
        self.kv.start()
        self._tasks.append(asyncio.create_task(self.health.run(), name="health"))
        if self.needs_tokenizer:
            self._tasks.append(asyncio.create_task(self._discover_until_ready(), name="discover"))

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self.kv is not None:
            await self.kv.stop()
        if self.forwarder is not None:
            self.forwarder.close()
        if self.session is not None:
            await self.session.close()

    async def _discover(self) -> None:
        """Check the pool's identity and load the tokenizer from whatever replicas answer now."""
        assert self.session is not None
        timeout = self.cfg.timeouts.health_timeout_s
        infos = await read_infos(self.session, self.cfg.backends, timeout)
        identity = check_pool(infos, self.cfg.block_size)
        if identity is not None and self.identity is None:
            self.identity = identity
            self.pipeline.block_size = self.cfg.block_size or identity.block_size
        if self.pipeline.tokenizer is None and (self.needs_tokenizer or self.cfg.tokenizer):
            tok = await load_tokenizer(self.session, self.cfg.backends, self.cfg.tokenizer, self.identity, timeout)
            if tok is not None:
                self.pipeline.tokenizer = tok
                self.needs_tokenizer = False
                log.info("tokenizer loaded (hash %s...)", tok.tokenizer_hash[:12])

    async def _discover_until_ready(self) -> None:
        while self.needs_tokenizer:
            await asyncio.sleep(0.5)
            try:
                await self._discover()
            except PoolMismatch as e:
                log.error("%s", e)
                await asyncio.sleep(5.0)

    def _check_info(self, replica: str, info: KVInfo) -> str | None:
        """KV sync saw a replica's /kv/info: keep it out of the pool when it does not match."""
        ident = PoolIdentity.of(info)
        if self.identity is None:
            self.identity = ident
            self.pipeline.block_size = self.cfg.block_size or ident.block_size
        problem = self.identity.difference(ident)
        if problem is None and self.pipeline.tokenizer is not None and self.identity.tokenizer_hash \
                and self.pipeline.tokenizer.tokenizer_hash != ident.tokenizer_hash:
            problem = "its tokenizer differs from the proxy's"
        if problem is not None and self.health is not None:
            self.health.exclude(replica, problem)
        return problem

    def _on_prediction(self, replica: str, predicted: int, actual: int) -> None:
        if self.kv is not None:
            self.kv.observe_prediction(replica, predicted, actual)

    def is_ready(self) -> tuple[bool, str]:
        if self.draining:
            return False, "draining"
        if self.needs_tokenizer:
            return False, "the tokenizer is not loaded yet (no replica has answered /kv/tokenizer)"
        if self.health is None or not self.health.healthy():
            return False, "no healthy replica"
        return True, "ready"

    # ------------------------------------------------------------------ dispatch

    async def handle(self, request: Request) -> Response | StreamResponse:
        """Every request: route it, turn any failure into OpenAI's error shape, add the proxy's headers."""
        rid = request_id(request.headers)
        try:
            route = self.routes.get(request.path)
            if route is not None and route[0] == request.method:
                resp = await route[1](request, rid)
            elif route is None and request.path.startswith("/v1/"):
                resp = await self.passthrough(request, rid)
            elif route is None:
                resp = self.error_response(404, request.method, request.path, "", request.headers, rid)
            else:
                resp = self.error_response(405, request.method, request.path, "", request.headers, rid)
                resp.headers["Allow"] = route[0]
        except APIError as e:
            resp = json_response(e.body(), e.status, e.headers)
        except Exception:
            log.exception("request %s failed", rid)
            resp = json_response(error_body(500, "Internal proxy error", code="internal_error"), 500)
        if isinstance(resp, Response):
            _default_headers(resp, rid)
        return resp

    def error_response(self, status: int, method: str, path: str, message: str, headers: dict[str, str],
                       rid: str | None = None) -> Response:
        """The answer to a request the HTTP layer or routing refused (404, 405, 413, 400, ...)."""
        if path in _GENERATION_PATHS:
            try:
                tenant = self.resolver.resolve(headers).name
            except APIError:
                tenant = "none"
            self._count_failed(tenant, status)
        body = http_error_body(status, method, path, max_body_bytes=self.cfg.max_body_bytes, reason=message)
        return _default_headers(json_response(body, status), rid or request_id(headers))

    # ------------------------------------------------------------------ admission

    def _admit(self, tenant: Tenant) -> None:
        """Admit a request of `tenant`: 429 past its limits, 503 when draining or the queue is full."""
        m = self.metrics
        if self.draining:
            m.child(m.rejections, "draining").inc()
            raise APIError(503, "The proxy is shutting down", code="draining", headers={"Retry-After": "1"})
        if self.admitted >= self.cfg.max_queue:
            m.child(m.rejections, "queue_full").inc()
            raise APIError(503, f"The proxy has {self.admitted} requests in progress (max_queue); retry later",
                           code="queue_full", headers={"Retry-After": "1"})
        try:
            self.limiter.acquire(tenant)
        except APIError as e:
            m.child(m.rejections, e.code or "tenant_limit").inc()
            raise
        self.admitted += 1  # exported as the admitted_requests gauge when /metrics is scraped

    def _release(self, tenant: Tenant) -> None:
        self.admitted -= 1
        self.limiter.release(tenant)

    # ------------------------------------------------------------------ OpenAI routes

    async def _generate(self, endpoint: str, request: Request, rid: str) -> Response | StreamResponse:
        """POST /v1/completions and /v1/chat/completions (`endpoint` COMPLETIONS or CHAT): admit,
        prepare (validate, normalize, tokenize, hash) and forward. A request that fails before a
        replica answered is counted here, with its tenant when known."""
        tenant_name = "none"
        try:
            tenant = self.resolver.resolve(request.headers)
            tenant_name = tenant.name
            self._admit(tenant)
        except APIError as e:
            self._count_failed(tenant_name, e.status)
            raise
        try:
            obj = parse_json_body(request.body)
            if self.needs_tokenizer:
                raise APIError(503, "The proxy is not ready: no replica has served its tokenizer yet",
                               code="not_ready", headers={"Retry-After": "1"})
            if len(request.body) > OFFLOAD_BYTES:
                loop = asyncio.get_running_loop()
                prep = await loop.run_in_executor(None, self.pipeline.prepare, endpoint, tenant, obj)
            else:
                prep = self.pipeline.prepare(endpoint, tenant, obj)
            for kind in prep.kinds:
                self.metrics.child(self.metrics.normalizer_changes, kind).inc()
            self.recent.add(prep.salt, prep.token_ids)
            assert self.forwarder is not None
            return await self.forwarder.forward(request, prep, rid)  # accounts what it answers
        except APIError as e:
            self._count_failed(tenant_name, e.status)
            raise
        except Exception:
            self._count_failed(tenant_name, 500)
            raise
        finally:
            self._release(tenant)

    def _count_failed(self, tenant: str, status: int) -> None:
        m = self.metrics
        m.child(m.requests, tenant, NO_BACKEND, str(status)).inc()

    async def models(self, request: Request, rid: str) -> Response:
        self.resolver.resolve(request.headers)
        assert self.health is not None and self.session is not None
        return await models(self, request, rid)

    async def passthrough(self, request: Request, rid: str) -> Response | StreamResponse:
        if request.path in _GENERATION_PATHS:
            resp = self.error_response(405, request.method, request.path, "", request.headers, rid)
            resp.headers["Allow"] = "POST"
            return resp
        tenant = self.resolver.resolve(request.headers)
        self._admit(tenant)
        try:
            return await passthrough(self, request, tenant, rid)
        finally:
            self._release(tenant)

    # ------------------------------------------------------------------ operations

    async def health_check(self, request: Request, rid: str) -> Response:
        return json_response({"status": "ok"})

    async def ready(self, request: Request, rid: str) -> Response:
        ok, why = self.is_ready()
        healthy = self.health.healthy() if self.health is not None else []
        body = {"status": "ready" if ok else "not_ready", "reason": why, "healthy_backends": healthy,
                "excluded_backends": self.health.excluded() if self.health is not None else {}}
        return json_response(body, 200 if ok else 503)

    async def metrics_text(self, request: Request, rid: str) -> Response:
        self.metrics.queue_depth.set(self.admitted)  # read at scrape time, not set per request
        return Response(self.metrics.render(), headers={"Content-Type": self.metrics.content_type})

    async def stats_json(self, request: Request, rid: str) -> Response:
        """Overall and per-backend hit rates for all; per-tenant ones for the admin (or a tenant's own)."""
        tenants: list[str] | None = None
        if self.resolver.configured and not self.resolver.is_admin(request.headers):
            try:
                tenants = [self.resolver.resolve(request.headers).name]
            except APIError:
                tenants = []
        return json_response(self.stats.snapshot(tenants, backends=list(self.backends)))

    async def debug_route(self, request: Request, rid: str) -> Response:
        self.resolver.require_admin(request.headers)
        obj = parse_json_body(request.body)
        query = request.query
        endpoint = query.get("endpoint") or endpoint_of(obj)
        if endpoint not in (CHAT, COMPLETIONS):
            raise APIError(400, "`endpoint` must be 'chat' or 'completions'", param="endpoint")
        by_name = {t.name: t for t in self.resolver.tenants()}
        name = query.get("tenant") or (None if self.resolver.configured else "default")
        if name is None or name not in by_name:
            raise APIError(400, f"name a tenant with ?tenant= (one of {sorted(by_name)})", param="tenant")
        if self.needs_tokenizer:
            raise APIError(503, "The proxy is not ready: no tokenizer yet", code="not_ready")
        prep = self.pipeline.prepare(endpoint, by_name[name], obj)
        assert self.explainer is not None
        return json_response(self.explainer.explain(endpoint, by_name[name], obj, prep))


class ProxyRunner:
    """A started proxy: its HTTP server and its connections to the replicas."""

    def __init__(self, server: ProxyServer, http: HTTPServer) -> None:
        self.server = server
        self.http = http

    def begin_drain(self) -> None:
        """Answers from now on close their connections, so clients reconnect elsewhere."""
        self.http.closing = True

    async def cleanup(self) -> None:
        await self.http.close(self.server.cfg.timeouts.drain_s)
        await self.server.stop()


async def start_proxy(server: ProxyServer, host: str = "127.0.0.1", port: int = 0) -> tuple[ProxyRunner, int]:
    """Serve `server` on host:port (0 = a free port); handlers are cancelled when clients disconnect."""
    http = HTTPServer(server.handle, server.error_response, max_body_bytes=server.cfg.max_body_bytes)
    try:
        await server.start()
        bound = await http.start(host, port)
    except BaseException:
        await server.stop()  # a refused pool or a port in use leaves no session or task behind
        raise
    return ProxyRunner(server, http), bound


async def drain(server: ProxyServer, runner: ProxyRunner) -> None:
    """Stop admitting, let in-flight requests finish (up to timeouts.drain_s), then shut down."""
    server.draining = True
    runner.begin_drain()
    deadline = time.monotonic() + server.cfg.timeouts.drain_s
    while server.admitted > 0 and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    await runner.cleanup()
