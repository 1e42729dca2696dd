"""Routes the proxy relays without interpreting them: an allow-list, and `/v1/models` (merged, and
`/v1/models/{model}` read from it).

Only the routes in `ROUTES`, with the methods each takes, reach a replica; everything else is a 404
(or 405) at the proxy. Pass-through requests go through the same tenant checks, admission and
salt-capable filtering as completions, and through the same attempt loop (proxy/dispatch.py),
routed to the least loaded replica the tenant may use. A JSON body's `cache_salt` is replaced by
the salt the proxy derives for the tenant (added for routes that compute KV, dropped for replicas
that do not take one), so no route reaches a replica with a salt the proxy did not derive. Of the
client's headers only Content-Type and Accept go upstream.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any
from urllib.parse import unquote

import orjson

from protocol.errors import APIError
from protocol.openai_api import parse_json_body
from protocol.openai_routing import cache_salt_of
from proxy.dispatch import RETRY_STATUSES, Booking, Dispatcher, Exhausted, Retry
from proxy.http_client import ResponseTooLarge, UpstreamConnectError
from proxy.http_messages import Request, Response, StreamResponse
from proxy.json_edit import add_member, edit_object
from proxy.metrics import NO_BACKEND
from proxy.replica import Replica, ReplicaSet
from proxy.router import RouteDecision, RouteRequest
from proxy.tenants import Tenant, TenantResolver

# path -> (methods, whether the route computes KV and so takes a cache_salt)
ROUTES: dict[str, tuple[frozenset[str], bool]] = {
    "/v1/embeddings": (frozenset({"POST"}), True),
    "/pooling": (frozenset({"POST"}), True),
    "/score": (frozenset({"POST"}), True),
    "/v1/score": (frozenset({"POST"}), True),
    "/rerank": (frozenset({"POST"}), True),
    "/v1/rerank": (frozenset({"POST"}), True),
    "/tokenize": (frozenset({"POST"}), False),
    "/detokenize": (frozenset({"POST"}), False),
    "/version": (frozenset({"GET"}), False),
}
MODELS_MAX_BYTES = 1024 * 1024


def has_dot_segment(path: str) -> bool:
    """True when the path has a `.` or `..` segment, raw or percent-encoded (either case), or an
    encoded slash or a backslash that some servers read as a separator."""
    if "." not in path and "%" not in path and "\\" not in path:
        return False  # the common case, at the cost of three scans
    lowered = path.lower()
    if "%2f" in lowered or "%5c" in lowered or "\\" in path:
        return True
    return any(seg in (".", "..") for seg in unquote(path).split("/"))


class PassThrough:
    """Relays allow-listed routes, and merges `/v1/models` across the replicas."""

    def __init__(self, dispatcher: Dispatcher, replicas: ReplicaSet, resolver: TenantResolver,
                 block_size: Callable[[], int], *, connect_s: float, total_s: float, health_timeout_s: float,
                 forward_client_auth: bool) -> None:
        self.dispatcher = dispatcher
        self.replicas = replicas
        self.resolver = resolver
        self.block_size = block_size
        self.connect_s = connect_s
        self.total_s = total_s
        self.health_timeout_s = health_timeout_s
        self.forward_client_auth = forward_client_auth

    def _route_request(self, tenant: Tenant) -> RouteRequest:
        return RouteRequest((), 0, self.block_size(), tenant=tenant.name, allowed=tenant.allowed_backends,
                            salted=tenant.needs_salt_support)

    async def models(self, request: Request, tenant: Tenant, rid: str) -> Response:
        """The union of the `/v1/models` lists of the replicas the tenant may use (by model id)."""
        cards = await self._cards(request, tenant, rid)
        return Response(orjson.dumps({"object": "list", "data": list(cards.values())}),
                        headers={"Content-Type": "application/json"})

    async def model(self, request: Request, tenant: Tenant, rid: str, model: str) -> Response:
        """`GET /v1/models/{model}`: that model's card from the merged list, else a 404."""
        card = (await self._cards(request, tenant, rid)).get(model)
        if card is None:
            raise APIError(404, f"The model {model!r} does not exist", code="model_not_found", param="model")
        return Response(orjson.dumps(card), headers={"Content-Type": "application/json"})

    async def _cards(self, request: Request, tenant: Tenant, rid: str) -> dict[str, Any]:
        """Model id -> card over the replicas the tenant may use; a 503 when none answered."""
        client_auth = request.headers.get("authorization")

        async def one(r: Replica) -> list[Any]:
            headers = r.upstream_headers(rid, client_auth, self.forward_client_auth, content_type=None)
            try:
                status, _, data = await r.client.fetch("GET", "/v1/models", headers=headers,
                                                       timeout=self.health_timeout_s * 2, max_bytes=MODELS_MAX_BYTES)
                if status != 200:
                    return []
                cards = orjson.loads(data).get("data")
                return cards if isinstance(cards, list) else []
            except (ConnectionError, TimeoutError, ValueError, AttributeError):
                return []

        lists = await asyncio.gather(*(one(r) for r in self.replicas.candidates(self._route_request(tenant))))
        seen: dict[str, Any] = {}
        for cards in lists:
            for card in cards:
                if isinstance(card, dict) and isinstance(card.get("id"), str):
                    seen.setdefault(card["id"], card)
        if not seen:
            raise APIError(503, "No healthy replica answered /v1/models", code="no_replica_available",
                           headers={"Retry-After": "1"})
        return seen

    def _body_for(self, request: Request, tenant: Tenant, takes_salt: bool) -> tuple[bytes, str | None]:
        """The body to send upstream and the salt to add to it per replica (None: send it as is; the
        body then comes without the client's `cache_salt`)."""
        if request.method != "POST":
            return b"", None
        obj = parse_json_body(request.body)
        client_salt = cache_salt_of(obj)
        if not self.resolver.configured and (client_salt is None or takes_salt):
            return request.body, None  # one shared tenant: the client's own salt is the derived one
        salt = self.resolver.cache_salt(tenant, client_salt) if takes_salt else ""
        return edit_object(request.body, remove=("cache_salt",)), salt

    async def relay(self, request: Request, tenant: Tenant, rid: str) -> Response | StreamResponse:
        """Relay an allow-listed route (ROUTES) to a replica, retrying elsewhere before any byte."""
        _, takes_salt = ROUTES[request.path]  # the server checked the method against the same table
        body, salt = self._body_for(request, tenant, takes_salt)
        client_auth = request.headers.get("authorization")
        content_type = request.headers.get("content-type", "application/json") if body else None
        accept = request.headers.get("accept")
        target = request.path + (f"?{request.query_string}" if request.query_string else "")

        async def send(replica: Replica, decision: RouteDecision, booking: Booking) -> Response | StreamResponse:
            headers = replica.upstream_headers(rid, client_auth, self.forward_client_auth, content_type)
            if accept:
                headers["Accept"] = accept
            data = body
            if salt and replica.config.supports_cache_salt:
                data = add_member(body, "cache_salt", orjson.dumps(salt))
            return await self._send(request, replica, target, data, headers, booking)

        try:
            return await self.dispatcher.run(self._route_request(tenant), send, rid, policy="least_loaded")
        except Exhausted as e:
            last = e.last
            if last is not None and last.status is not None and last.body:
                return Response(last.body, last.status, {"Content-Type": last.content_type,
                                                         "x-kvroute-backend": NO_BACKEND})
            raise APIError(503, "No healthy replica can serve this request", code="no_replica_available",
                           headers={"Retry-After": "1"}) from None

    async def _send(self, request: Request, replica: Replica, target: str, data: bytes, headers: dict[str, str],
                    booking: Booking) -> Response | StreamResponse:
        client = replica.client
        try:
            up = await client.request(request.method, target, data, headers, connect_timeout=self.connect_s,
                                      timeout=self.total_s, on_sent=booking)
        except UpstreamConnectError:
            raise Retry("connect", hard=True) from None
        except (ConnectionError, TimeoutError) as e:
            raise Retry(type(e).__name__, hard=isinstance(e, ConnectionError)) from None
        ctype = up.headers.get("content-type", "application/octet-stream")
        if up.status in RETRY_STATUSES:
            try:
                err = await up.read(MODELS_MAX_BYTES)
            except (ConnectionError, TimeoutError, ResponseTooLarge):
                err = b""
            client.abort(up)
            raise Retry(f"status_{up.status}", status=up.status, body=err, content_type=ctype)
        out = request.stream(up.status, {"Content-Type": ctype, "x-kvroute-backend": replica.name,
                                         "x-kvroute-prefix-tokens": "0", "x-request-id": headers["x-request-id"]})
        try:
            while chunk := await up.readany():
                await out.write(chunk)
        except (ConnectionError, TimeoutError):
            client.abort(up)
            out.abort()  # bytes already went out: the client sees the body cut short
            return out
        except BaseException:
            client.abort(up)
            raise
        client.release(up)
        replica.report_success()
        await out.write_eof()
        return out

