"""The admin listener (127.0.0.1:9901 by default, as Envoy's admin interface): what an operator sees.

`GET /metrics` (Prometheus text), `GET /stats` (overall, every tenant, every replica),
`POST /debug/route?tenant=NAME` (proxy/debug.py), `GET /debug/replicas` (each replica's pool
state, load and cache view), `GET /debug/learned[?tenant=NAME]` (each tenant's learned volatile
fields: anchor, value shape, hits, age; never a value seen, and no text but the anchor, which is
that tenant's own template text), `GET /health` and `GET /ready` with replica detail. None of it is on
the API listener. When `admin_key` is configured every route asks for it (`Authorization: Bearer`);
without one, the listener relies on being bound to the loopback interface.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from protocol.errors import APIError, error_body, http_error_body
from protocol.openai_api import parse_json_body
from proxy.http_messages import Request, Response, json_response
from proxy.pipeline import CHAT, COMPLETIONS, endpoint_of

if TYPE_CHECKING:
    from proxy.server import ProxyServer


class Admin:
    """The admin listener's routes over a running proxy."""

    def __init__(self, server: ProxyServer) -> None:
        self.server = server
        self.routes = {
            ("GET", "/metrics"): self.metrics,
            ("GET", "/stats"): self.stats,
            ("POST", "/debug/route"): self.debug_route,
            ("GET", "/debug/replicas"): self.debug_replicas,
            ("GET", "/debug/learned"): self.debug_learned,
            ("GET", "/health"): self.health,
            ("GET", "/ready"): self.ready,
        }

    async def handle(self, request: Request) -> Response:
        try:
            self.server.resolver.require_admin(request.headers)
            route = self.routes.get((request.method, request.path))
            if route is None:
                allowed = sorted(m for m, p in self.routes if p == request.path)
                resp = self.error_response(405 if allowed else 404, request.method, request.path, "", {})
                if allowed:
                    resp.headers["Allow"] = ", ".join(allowed)
                return resp
            return await route(request)
        except APIError as e:
            return json_response(e.body(), e.status, e.headers)
        except Exception:
            logging.getLogger("kvroute.proxy").exception("admin request %s %s failed", request.method, request.path)
            return json_response(error_body(500, "Internal proxy error", code="internal_error"), 500)

    def error_response(self, status: int, method: str, path: str, message: str, headers: dict[str, str]) -> Response:
        body = http_error_body(status, method, path, max_body_bytes=self.server.cfg.limits.max_body_bytes,
                               reason=message)
        return json_response(body, status)

    async def metrics(self, request: Request) -> Response:
        s = self.server
        m = s.metrics
        m.queue_depth.set(s.admitted)  # read at scrape time, not set per request
        for name, http in (("api", s.api), ("admin", s.admin_http)):
            m.child(m.connections, name).set(len(http.connections))
            for cap, n in http.refused.items():
                m.child(m.connections_refused, cap).set(n)
        for cache, size in self.cache_bytes().items():
            m.child(m.routing_cache_bytes, cache).set(size)
        states = {"routable": 0, "unhealthy": 0, "ejected": 0, "excluded": 0, "draining": 0}
        for r in s.replicas:
            state = "draining" if r.draining else "excluded" if r.excluded else "routable" if r.routable \
                else "ejected" if r.ejected else "unhealthy"
            states[state] += 1
        for state, n in states.items():
            m.child(m.replicas, state).set(n)
        for tenant, r in s.learner.report().items():
            for metric, value in ((m.learned_rules, r.rules), (m.learned_promoted, r.promoted),
                                  (m.learned_moves, r.moves), (m.learned_expired, r.expired),
                                  (m.learned_evicted, r.evicted)):
                m.child(metric, tenant).set(value)
        return Response(m.render(), headers={"Content-Type": m.content_type})

    def cache_bytes(self) -> dict[str, int]:
        """What each routing cache holds (upper estimates), against limits.routing_cache_bytes."""
        s = self.server
        tokenizer = s.pool.tokenizer
        return {"prefix_hashes": s.pipeline.nbytes(), "index_guesses": s.index.nbytes(),
                "sessions_and_heat": s.router.nbytes(), "recent_prompts": s.recent.nbytes(),
                "tokenizer": tokenizer.nbytes() if tokenizer is not None else 0}

    async def stats(self, request: Request) -> Response:
        s = self.server
        return json_response(s.stats.snapshot(None, backends=s.replicas.names()))

    async def debug_route(self, request: Request) -> Response:
        s = self.server
        obj = parse_json_body(request.body)
        query = request.query
        endpoint = query.get("endpoint") or endpoint_of(obj)
        if endpoint not in (CHAT, COMPLETIONS):
            raise APIError(400, "`endpoint` must be 'chat' or 'completions'", param="endpoint")
        by_name = {t.name: t for t in s.resolver.tenants()}
        name = query.get("tenant") or (None if s.resolver.configured else "default")
        if name is None or name not in by_name:
            raise APIError(400, f"name a tenant with ?tenant= (one of {sorted(by_name)})", param="tenant")
        if not s.pool.ready:
            raise APIError(503, "The proxy is not ready: no tokenizer yet", code="not_ready")
        prep = s.pipeline.dry_run().prepare(endpoint, by_name[name], obj)
        return json_response(s.explainer.explain(endpoint, by_name[name], obj, prep))

    async def debug_replicas(self, request: Request) -> Response:
        s = self.server
        out = []
        for r in s.replicas:
            out.append({
                "replica": r.name, "routable": r.routable, "healthy": r.healthy, "excluded": r.excluded,
                "ejected_s": round(max(0.0, r.outlier.ejected_until - s.clock()), 3),
                "draining": r.draining, "in_flight": r.in_flight, "in_flight_tokens": r.in_flight_tokens,
                "load": r.load.to_json() if r.load is not None else None, "load_units": s.router.load_units(r),
                "mode": s.index.mode(r.name), "cached_blocks": s.index.num_blocks(r.name),
                "kv_seq": r.kv.last_seq if r.kv is not None else None,
                "instance_id": r.kv.instance_id if r.kv is not None else None,
            })
        return json_response({"replicas": out, "routing_cache_bytes": self.cache_bytes(),
                              "routing_cache_limit": s.cfg.limits.routing_cache_bytes})

    async def debug_learned(self, request: Request) -> Response:
        s = self.server
        tenants = s.resolver.tenants()
        name = request.query.get("tenant")
        if name is not None:
            tenants = [t for t in tenants if t.name == name]
            if not tenants:
                raise APIError(400, f"unknown tenant {name!r}", param="tenant")
        cfg = s.cfg.learn_fields
        out = [{"tenant": t.name, "learning": t.learn_fields and t.normalize and s.cfg.normalize,
                **s.learner.rules(t.name)} for t in tenants]
        return json_response({"min_requests": cfg.min_requests, "window_s": cfg.window_s, "expire_s": cfg.expire_s,
                              "max_rules": cfg.max_rules, "tenants": out})

    async def health(self, request: Request) -> Response:
        return json_response({"status": "ok"})

    async def ready(self, request: Request) -> Response:
        s = self.server
        ok, why = s.is_ready()
        body = {"status": "ready" if ok else "not_ready", "reason": why,
                "healthy_backends": [r.name for r in s.replicas.routable()],
                "excluded_backends": {r.name: r.excluded for r in s.replicas if r.excluded}}
        return json_response(body, 200 if ok else 503)
