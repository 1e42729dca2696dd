"""Routes the proxy does not interpret: `/v1/models` (merged from the replicas) and every other
`/v1/*` route (embeddings, tokenize, ...), relayed to a healthy replica as they are.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

import aiohttp
import orjson

from protocol.errors import APIError
from proxy.http_server import Request, Response, StreamResponse
from proxy.router import NoReplicaAvailable, RouteRequest

if TYPE_CHECKING:
    from proxy.server import ProxyServer
    from proxy.tenants import Tenant

# Hop-by-hop and framing headers are the connection's business, not the request's.
_DROP = frozenset({"host", "connection", "keep-alive", "transfer-encoding", "content-length", "authorization",
                   "proxy-authorization", "te", "trailer", "upgrade", "accept-encoding", "x-request-id"})


async def models(server: ProxyServer, request: Request, rid: str) -> Response:
    """The union of the healthy replicas' `/v1/models` lists (by model id)."""
    assert server.health is not None and server.session is not None and server.forwarder is not None
    timeout = aiohttp.ClientTimeout(total=server.cfg.timeouts.health_timeout_s * 2)

    async def one(url: str) -> list[Any]:
        headers = server.forwarder.upstream_headers(url, rid, request.headers.get("authorization"),
                                                    content_type=None)
        try:
            async with server.session.get(server.backends[url].url.rstrip("/") + "/v1/models", headers=headers,
                                          timeout=timeout) as r:
                if r.status != 200:
                    return []
                data = orjson.loads(await r.read()).get("data")
                return data if isinstance(data, list) else []
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError, AttributeError):
            return []

    lists = await asyncio.gather(*(one(u) for u in server.health.healthy()))
    seen: dict[str, Any] = {}
    for data in lists:
        for card in data:
            if isinstance(card, dict) and isinstance(card.get("id"), str):
                seen.setdefault(card["id"], card)
    if not seen and not any(lists):
        raise APIError(503, "No healthy replica answered /v1/models", code="no_replica_available",
                       headers={"Retry-After": "1"})
    return Response(orjson.dumps({"object": "list", "data": list(seen.values())}),
                    headers={"Content-Type": "application/json"})


async def passthrough(server: ProxyServer, request: Request, tenant: Tenant, rid: str) -> StreamResponse:
    """Relay any other `/v1/*` request to a healthy replica, retrying elsewhere if it cannot connect."""
    fwd = server.forwarder
    assert fwd is not None and server.session is not None
    body = request.body
    tried: list[str] = []
    allowed = RouteRequest((), 0, server.pipeline.block_size, tenant=tenant.name,
                           allowed=tenant.allowed_backends)
    for _ in range(fwd.settings.max_attempts):
        eligible = fwd.eligible(allowed.allowed, tried)
        if not eligible:
            break
        req = RouteRequest((), 0, allowed.block_size, tenant=tenant.name, allowed=tuple(eligible))
        try:
            decision = server.router.route(req, policy="least_loaded")
        except NoReplicaAvailable:
            break
        replica = decision.replica
        headers = {k: v for k, v in request.headers.items() if k not in _DROP}
        headers.update(fwd.upstream_headers(replica, rid, request.headers.get("authorization"), content_type=None))
        url = server.backends[replica].url.rstrip("/") + request.target
        server.router.on_dispatch(replica, req)
        out: StreamResponse | None = None
        try:
            async with server.session.request(request.method, url, data=body or None, headers=headers,
                                              timeout=fwd._timeout) as up:
                out = request.stream(up.status, {
                    "Content-Type": up.headers.get("Content-Type", "application/octet-stream"),
                    "x-kvroute-backend": replica, "x-kvroute-prefix-tokens": "0", "x-request-id": rid})
                async for chunk in up.content.iter_any():
                    await out.write(chunk)
                await out.write_eof()
                return out
        except (aiohttp.ClientError, OSError, TimeoutError) as e:
            if out is not None:
                out.abort()  # bytes already went out: the client sees the body cut short
                return out
            tried.append(replica)
            fwd.health.report_failure(replica, type(e).__name__, hard=True)
            fwd.metrics.child(fwd.metrics.retries, replica, "connect").inc()
        finally:
            server.router.on_complete(replica, req)
    raise APIError(503, "No healthy replica can serve this request", code="no_replica_available",
                   headers={"Retry-After": "1"})
