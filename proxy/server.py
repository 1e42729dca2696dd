"""The proxy: its parts, its two listeners, and how a request goes through them.

API listener (`host:port`, DESIGN.md "Proxy HTTP API"): `POST /v1/completions` and
`/v1/chat/completions` (admitted, prepared, routed and forwarded), `GET /v1/models` (merged) and
`GET /v1/models/{model}`, the pass-through allow-list (proxy/passthrough.py), `/health`, `/ready`
(no replica URLs) and `/stats` for the caller's own tenant. Everything else is a 404, and a target
with a `.` or `..` segment is refused before any routing. Admin listener (`admin_host:admin_port`,
127.0.0.1:9901 by default, 0 = off; Envoy's admin interface is the model; proxy/admin.py):
`/metrics`, the whole `/stats`, `/debug/*` and `/ready` with replica detail.

Errors of every kind leave in OpenAI's shape; every API response carries `x-kvroute-backend`,
`x-kvroute-prefix-tokens` and `x-request-id`.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from urllib.parse import unquote

from protocol.errors import APIError, error_body, http_error_body
from protocol.openai_api import parse_json_body
from protocol.tokenization import Tokenizer
from proxy.admin import Admin
from proxy.config_types import ProxyConfig
from proxy.debug import RecentPrompts, RouteExplainer
from proxy.discovery import Membership, Resolver, resolve_dns
from proxy.dispatch import Dispatcher
from proxy.forward import Forwarder, ForwardSettings
from proxy.http_messages import Request, Response, StreamResponse, json_response
from proxy.http_parser import ServerLimits
from proxy.http_server import HTTPServer
from proxy.learned_fields import LearnedFields
from proxy.metrics import NO_BACKEND, ProxyMetrics
from proxy.passthrough import ROUTES, PassThrough, has_dot_segment
from proxy.pipeline import CHAT, COMPLETIONS, Normalizer, Pipeline
from proxy.pool import Pool
from proxy.replica import ReplicaSet
from proxy.router import build_routing
from proxy.stats import HitStats
from proxy.tenants import Tenant, TenantLimiter, TenantResolver

log = logging.getLogger("kvroute.proxy")

OFFLOAD_BYTES = 256 * 1024  # bodies this large are tokenized off the event loop
_GENERATION_PATHS = ("/v1/completions", "/v1/chat/completions")
_MODEL_PREFIX = "/v1/models/"
Handler = Callable[[Request, str], Awaitable["Response | StreamResponse"]]


def request_id(headers: dict[str, str]) -> str:
    """The client's x-request-id when it is sane, else a fresh one."""
    rid = headers.get("x-request-id", "")
    if not rid or len(rid) > 128 or not rid.isprintable() or not rid.isascii():
        rid = os.urandom(16).hex()  # 128 random bits, as uuid4().hex, at a sixth of the cost
    return rid


def _default_headers(resp: Response, rid: str) -> Response:
    h = resp.headers
    h.setdefault("x-request-id", rid)
    h.setdefault("x-kvroute-backend", NO_BACKEND)
    h.setdefault("x-kvroute-prefix-tokens", "0")
    return resp


def connection_cap(configured: int, reserve: int) -> int:
    """`configured`, lowered to what the open-file limit allows: every client connection may need
    one to a replica too, and `reserve` descriptors go to listeners, health, KV sync and the rest."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return configured
    if soft == resource.RLIM_INFINITY:
        return configured
    allowed = max(8, (soft - reserve) // 2)
    if allowed < configured:
        log.warning("limits.max_connections %d lowered to %d: the open-file limit is %d (raise it with ulimit -n)",
                    configured, allowed, soft)
    return min(configured, allowed)


class ProxyServer:
    """One proxy instance; build it with `await ProxyServer.create(cfg)`, then `start()` it."""

    def __init__(self, cfg: ProxyConfig, *, tokenizer: Tokenizer | None = None,
                 clock: Callable[[], float] = time.monotonic, rng: random.Random | None = None,
                 resolve: Resolver = resolve_dns) -> None:
        self.cfg = cfg
        self.clock = clock
        lim, t = cfg.limits, cfg.timeouts
        self.metrics = ProxyMetrics()
        self.index, self.router = build_routing(cfg, clock, rng or random.Random())
        self.resolver = TenantResolver(cfg)
        self.limiter = TenantLimiter(clock)
        self.stats = HitStats(clock)
        self.pool = Pool(cfg, tokenizer)
        self.replicas = ReplicaSet(self.index, self.metrics, timeouts=t, policy=cfg.policy,
                                   check_info=self.pool.check, block_size=lambda: self.pool.block_size,
                                   outlier=cfg.outlier, clock=clock)
        self.membership = Membership(self.replicas, cfg.backends, cfg.discovery, resolve)
        self.dispatcher = Dispatcher(self.replicas, self.router, self.metrics)
        self.learner = LearnedFields(cfg.learn_fields, clock)
        self.pipeline = Pipeline(self.pool, self.resolver, Normalizer(cfg.normalize),
                                 max_prompt_tokens=lim.max_prompt_tokens, hash_cache_bytes=lim.routing_cache_bytes // 4,
                                 learner=self.learner)
        forward_auth = not self.resolver.configured  # no tenants: the client's key goes to key-less backends
        self.forwarder = Forwarder(self.dispatcher, self.metrics, self.stats,
                                   ForwardSettings(t.connect_s, t.first_byte_s, t.total_s, lim.max_response_bytes,
                                                   forward_auth), clock=clock)
        self.passthrough = PassThrough(self.dispatcher, self.replicas, self.resolver, lambda: self.pool.block_size,
                                       connect_s=t.connect_s, total_s=t.total_s, health_timeout_s=t.health_timeout_s,
                                       forward_client_auth=forward_auth)
        self.recent = RecentPrompts(max_bytes=lim.routing_cache_bytes // 16)
        self.explainer = RouteExplainer(self.pipeline, self.router, self.index, self.replicas, self.recent)
        self.admin = Admin(self)
        self.admitted = 0
        self.draining = False
        self.api = HTTPServer(self.handle, self.error_response, ServerLimits(
            max_body_bytes=lim.max_body_bytes, max_head_bytes=lim.max_head_bytes,
            max_connections=lim.max_connections, max_connections_per_client=lim.max_connections_per_client))
        self.admin_http = HTTPServer(self.admin.handle, self.admin.error_response, ServerLimits(
            max_body_bytes=lim.max_body_bytes, max_head_bytes=lim.max_head_bytes, max_connections=64,
            max_connections_per_client=64))
        self.port = 0
        self.admin_port = 0
        self._tasks: list[asyncio.Task[None]] = []
        self.routes: dict[str, tuple[frozenset[str], Handler]] = {
            "/v1/completions": (frozenset({"POST"}), functools.partial(self._generate, COMPLETIONS)),
            "/v1/chat/completions": (frozenset({"POST"}), functools.partial(self._generate, CHAT)),
            "/v1/models": (frozenset({"GET"}), self._models),
            "/health": (frozenset({"GET"}), self._health),
            "/ready": (frozenset({"GET"}), self._ready),
            "/stats": (frozenset({"GET"}), self._own_stats),
            **{path: (methods, self._passthrough) for path, (methods, _) in ROUTES.items()},
        }

    @classmethod
    async def create(cls, cfg: ProxyConfig, *, tokenizer: Tokenizer | None = None,
                     clock: Callable[[], float] = time.monotonic, rng: random.Random | None = None,
                     resolve: Resolver = resolve_dns) -> ProxyServer:
        """A proxy connected to its replicas: probed, syncing, the pool's identity checked (raises
        PoolMismatch when the replicas differ) and its tokenizer loaded if a replica serves it."""
        server = cls(cfg, tokenizer=tokenizer, clock=clock, rng=rng, resolve=resolve)
        try:
            await server.membership.refresh()
            await server.pool.discover(list(server.replicas))
        except BaseException:
            await server.replicas.close()
            raise
        return server

    # ------------------------------------------------------------------ lifecycle

    async def start(self, *, port: int | None = None, admin_port: int | None = None) -> None:
        """Listen (the API on cfg.host:port, the admin listener on cfg.admin_host:admin_port; `port`
        0 = any free port; `admin_port` None = cfg's, where 0 = off) and start background work."""
        cfg = self.cfg
        reserve = 64 + 4 * len(self.replicas)
        self.api.limits = replace(self.api.limits,
                                  max_connections=connection_cap(cfg.limits.max_connections, reserve))
        self.port = await self.api.start(cfg.host, cfg.port if port is None else port)
        admin_port = cfg.admin_port if admin_port is None else admin_port
        try:
            if admin_port:
                self.admin_port = await self.admin_http.start(cfg.admin_host, admin_port)
                if cfg.admin_host not in ("127.0.0.1", "::1", "localhost") and not cfg.admin_key:
                    log.warning("the admin listener on %s:%d has no admin_key: anyone who can reach it sees "
                                "metrics and debug views", cfg.admin_host, self.admin_port)
        except BaseException:
            await self.api.close(0)
            raise
        self._tasks.append(asyncio.create_task(self.replicas.run_health(), name="health"))
        self._tasks.append(asyncio.create_task(self.membership.run(), name="discovery"))
        if self.pool.needs_tokenizer:
            self._tasks.append(asyncio.create_task(self.pool.discover_until_ready(lambda: list(self.replicas)),
                                                   name="pool-discovery"))

    def begin_drain(self) -> None:
        """Stop admitting; answers from now on close their connections, so clients reconnect elsewhere."""
        self.draining = True
        self.api.closing = True

    async def drain(self) -> None:
        """Stop admitting, let in-flight requests finish (up to timeouts.drain_s), then shut down."""
        self.begin_drain()
        deadline = time.monotonic() + self.cfg.timeouts.drain_s
        while self.admitted > 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        await self.close(max(0.0, deadline - time.monotonic()))

    async def close(self, grace_s: float | None = None) -> None:
        """Shut down; in-flight requests get `grace_s` (default timeouts.drain_s) to finish."""
        await self.api.close(self.cfg.timeouts.drain_s if grace_s is None else grace_s)
        await self.admin_http.close(0.5)
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks = []
        await self.replicas.close()

    async def reload(self, cfg: ProxyConfig) -> tuple[list[str], list[str]]:
        """SIGHUP: apply a re-read config's replica sources and who may call (tenants, their keys,
        the admin key); returns (joined, leaving)."""
        callers = ("tenants", "admin_key", "allow_tenant_header")
        if any(getattr(cfg, k) != getattr(self.cfg, k) for k in callers):
            problem = self.resolver.reload(cfg)
            if problem is None:
                self.cfg = replace(self.cfg, **{k: getattr(cfg, k) for k in callers})
                log.info("config reload: tenants and keys applied (%d tenants)", len(cfg.tenants))
            else:
                log.warning("config reload: tenants and keys not applied (%s); that needs a restart", problem)
        changed = [k for k in ("policy", "limits", "timeouts", "salt_key", "host", "port", "learn_fields", "normalize")
                   if getattr(cfg, k) != getattr(self.cfg, k)]
        if changed:
            log.warning("config reload applies backends, discovery, tenants and keys only; %s changed and need a "
                        "restart", ", ".join(changed))
        return await self.membership.update(cfg.backends, cfg.discovery)

    def is_ready(self) -> tuple[bool, str]:
        if self.draining:
            return False, "draining"
        if not self.pool.ready:
            return False, "the tokenizer is not loaded yet (no replica has answered /kv/tokenizer)"
        if not self.replicas.routable():
            return False, "no healthy replica"
        return True, "ready"

    # ------------------------------------------------------------------ dispatch

    async def handle(self, request: Request) -> Response | StreamResponse:
        """Every API request: route it, turn any failure into OpenAI's error shape, add the proxy's headers."""
        rid = request_id(request.headers)
        try:
            if has_dot_segment(request.path):
                raise APIError(400, "The request path has a '.' or '..' segment, or an encoded separator",
                               code="invalid_path")
            route = self.routes.get(request.path)
            if route is None and request.path.startswith(_MODEL_PREFIX) and len(request.path) > len(_MODEL_PREFIX):
                route = (frozenset({"GET"}), self._model)
            if route is None:
                resp = self.error_response(404, request.method, request.path, "", request.headers, rid)
            elif request.method not in route[0]:
                resp = self.error_response(405, request.method, request.path, "", request.headers, rid)
                resp.headers["Allow"] = ", ".join(sorted(route[0]))
            else:
                resp = await route[1](request, rid)
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
        """The answer to a request the HTTP layer or routing refused (404, 405, 413, 400, ...); on the
        generation routes it is counted under the caller's tenant when that can be told."""
        if path in _GENERATION_PATHS:
            try:
                tenant = self.resolver.resolve(headers).name
            except APIError:
                tenant = "none"
            self._count_failed(tenant, status)
        body = http_error_body(status, method, path, max_body_bytes=self.cfg.limits.max_body_bytes, reason=message)
        return _default_headers(json_response(body, status), rid or request_id(headers))

    # ------------------------------------------------------------------ admission

    def _admit(self, tenant: Tenant) -> None:
        """Admit a request of `tenant`: 429 past its limits, 503 when draining or the queue is full."""
        m = self.metrics
        if self.draining:
            m.child(m.rejections, "draining").inc()
            raise APIError(503, "The proxy is shutting down", code="draining", headers={"Retry-After": "1"})
        if self.admitted >= self.cfg.limits.max_queue:
            m.child(m.rejections, "queue_full").inc()
            raise APIError(503, f"The proxy has {self.admitted} requests in progress (limits.max_queue); retry later",
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

    def _not_ready(self) -> APIError:
        return APIError(503, "The proxy is not ready: no replica has served its tokenizer yet", code="not_ready",
                        headers={"Retry-After": "1"})

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
            if not self.pool.ready:
                raise self._not_ready()
            if len(request.body) > OFFLOAD_BYTES:
                loop = asyncio.get_running_loop()
                prep = await loop.run_in_executor(None, self.pipeline.prepare, endpoint, tenant, obj, request.body)
            else:
                prep = self.pipeline.prepare(endpoint, tenant, obj, request.body)
            for kind in prep.kinds:
                self.metrics.child(self.metrics.normalizer_changes, kind).inc()
            self.recent.add(prep.salt, prep.token_ids)
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

    async def _models(self, request: Request, rid: str) -> Response:
        return await self.passthrough.models(request, self.resolver.resolve(request.headers), rid)

    async def _model(self, request: Request, rid: str) -> Response:
        model = unquote(request.path[len(_MODEL_PREFIX):])
        return await self.passthrough.model(request, self.resolver.resolve(request.headers), rid, model)

    async def _passthrough(self, request: Request, rid: str) -> Response | StreamResponse:
        tenant = self.resolver.resolve(request.headers)
        self._admit(tenant)
        try:
            return await self.passthrough.relay(request, tenant, rid)
        finally:
            self._release(tenant)

    # ------------------------------------------------------------------ operations

    async def _health(self, request: Request, rid: str) -> Response:
        return json_response({"status": "ok"})

    async def _ready(self, request: Request, rid: str) -> Response:
        """Readiness without replica detail (that is on the admin listener)."""
        ok, why = self.is_ready()
        body = {"status": "ready" if ok else "not_ready", "reason": why, "replicas": len(self.replicas.routable())}
        return json_response(body, 200 if ok else 503)

    async def _own_stats(self, request: Request, rid: str) -> Response:
        """Hit rates of the caller's own tenant."""
        tenant = self.resolver.resolve(request.headers)
        return json_response(self.stats.snapshot([tenant.name], overall=False))
