"""Who is calling, which cache they may share, and how much they may ask for.

DESIGN.md "Cache salt / tenancy": without a tenants config everyone is the shared tenant
`default`, API keys are ignored and the client's own `cache_salt` passes through. With tenants,
a request is identified by its API key (``Authorization: Bearer``, compared in constant time) or,
only when `allow_tenant_header` is set, by ``x-tenant-id``; anything else is a 401. The salt sent
upstream (and used for the router's block hashes) is ``HMAC-SHA256(salt_key, scope)`` hex, or
``HMAC-SHA256(salt_key, scope + "\\n" + client_salt)`` when the client sent one: the separator
keeps a client's salt from ever reproducing another scope (tenant names cannot hold "\\n").
Scopes: shared ``""``, ``group:<name>`` for a group, the tenant's name for private.
"""

from __future__ import annotations

import hashlib
import hmac
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from protocol.errors import APIError
from proxy.config_types import ProxyConfig, TenantConfig

DEFAULT_TENANT = "default"
TENANT_HEADER = "x-tenant-id"


@dataclass(frozen=True)
class Tenant:
    """A resolved tenant: what the request pipeline needs to know about the caller."""

    name: str
    isolation: str = "private"  # "private" | "group:<name>" | "shared"
    normalize: bool = True
    allowed_backends: tuple[str, ...] | None = None
    max_concurrent: int | None = None
    requests_per_second: float | None = None
    learn_fields: bool = True  # volatile fields are learned from its prompts and moved (never without normalize)

    @property
    def scope(self) -> str:
        """The cache-sharing scope: "" shared, "group:<name>", or the tenant name when private."""
        if self.isolation == "shared":
            return ""
        if self.isolation == "private":
            return self.name
        return self.isolation

    @property
    def needs_salt_support(self) -> bool:
        """Private and group tenants may only reach backends that honour `cache_salt`."""
        return self.isolation != "shared"

    @staticmethod
    def from_config(t: TenantConfig) -> Tenant:
        return Tenant(t.name, t.isolation, t.normalize, t.allowed_backends, t.max_concurrent,
                      t.requests_per_second, t.normalize and t.learn_fields)


def _digest(s: str) -> bytes:
    return hashlib.sha256(s.encode("utf-8")).digest()


class TenantResolver:
    """Maps request headers to a Tenant and derives its cache salt."""

    def __init__(self, cfg: ProxyConfig) -> None:
        self._configured = bool(cfg.tenants)
        self._default = Tenant(DEFAULT_TENANT, "shared", cfg.normalize,
                               learn_fields=cfg.normalize and cfg.learn_fields.enabled)
        self._salt_key = (cfg.salt_key or "").encode("utf-8")
        self._take(cfg)

    def _take(self, cfg: ProxyConfig) -> None:
        """Who may call, from `cfg`: tenants, their keys, the tenant header, the admin key."""
        self._allow_header = cfg.allow_tenant_header
        self._by_name = {t.name: Tenant.from_config(t) for t in cfg.tenants}
        # Fixed-length digests so every comparison takes the same time whatever the key length.
        self._keys = [(_digest(k), t.name) for t in cfg.tenants for k in t.api_keys]
        self._admin = _digest(cfg.admin_key) if cfg.admin_key else None

    def reload(self, cfg: ProxyConfig) -> str | None:
        """Take a re-read config's tenants, keys and admin key (a leaked key revoked, a tenant added,
        its isolation or limits changed) from the next request on; requests under way keep the
        tenant they resolved to. Returns why it cannot, or None: switching tenants on or off, or
        changing the salt key (every tenant's salt with it), needs a restart."""
        if bool(cfg.tenants) != self._configured:
            return "tenants were switched " + ("on" if cfg.tenants else "off")
        if not hmac.compare_digest((cfg.salt_key or "").encode("utf-8"), self._salt_key):
            return "salt_key changed"
        self._take(cfg)
        return None

    @property
    def configured(self) -> bool:
        """True when tenants are configured (keys checked, salts derived)."""
        return self._configured

    def tenants(self) -> list[Tenant]:
        """Every tenant requests can resolve to (for metrics labels and /stats)."""
        return list(self._by_name.values()) if self._configured else [self._default]

    def resolve(self, headers: Mapping[str, str]) -> Tenant:
        """The caller's tenant; APIError 401 when tenants are configured and none matches.
        `headers` are keyed by lower-case name, as the proxy's HTTP server gives them."""
        if not self._configured:
            return self._default
        key = _bearer(headers.get("authorization"))
        if key is not None:
            given = _digest(key)
            found: str | None = None
            for digest, name in self._keys:  # no early exit: time does not depend on which key matched
                if hmac.compare_digest(given, digest):
                    found = name
            if found is not None:
                return self._by_name[found]
        if self._allow_header:
            tid = headers.get(TENANT_HEADER)
            if tid is not None:
                tenant = self._by_name.get(tid.strip())
                if tenant is not None:
                    return tenant
                raise APIError(401, f"unknown tenant in {TENANT_HEADER}", code="invalid_tenant")
        if key is None:
            raise APIError(401, "missing API key (Authorization: Bearer <key>)", code="invalid_api_key")
        raise APIError(401, "invalid API key", code="invalid_api_key")

    def cache_salt(self, tenant: Tenant, client_salt: str | None) -> str:
        """The `cache_salt` to send upstream and to hash prompts with (module docstring)."""
        if not self._configured:
            return client_salt or ""
        msg = tenant.scope if not client_salt else f"{tenant.scope}\n{client_salt}"
        return hmac.new(self._salt_key, msg.encode("utf-8"), hashlib.sha256).hexdigest()

    def is_admin(self, headers: Mapping[str, str]) -> bool:
        """True when the request carries the admin key (constant-time compare), or none is configured
        (the admin listener then relies on listening on the loopback interface only)."""
        if self._admin is None:
            return True
        key = _bearer(headers.get("authorization"))
        return key is not None and hmac.compare_digest(_digest(key), self._admin)

    def require_admin(self, headers: Mapping[str, str]) -> None:
        """APIError 401 unless the admin key is present (or none is configured)."""
        if not self.is_admin(headers):
            raise APIError(401, "this endpoint needs the admin key", code="invalid_api_key")


def _bearer(value: str | None) -> str | None:
    if value is None:
        return None
    scheme, _, token = value.strip().partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()


def _too_many(message: str, retry_after_s: float, code: str) -> APIError:
    secs = max(1, math.ceil(retry_after_s - 1e-9))
    return APIError(429, message, code=code, headers={"Retry-After": str(secs)})


class RateLimiter:
    """Per-tenant token bucket: `requests_per_second` sustained, bursts up to max(1, rps)."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # tenant -> (tokens, last refill time)

    def acquire(self, tenant: Tenant) -> None:
        """Take one request's token; raises APIError 429 with Retry-After when the bucket is empty."""
        rate = tenant.requests_per_second
        if rate is None:
            return
        burst = max(1.0, rate)
        now = self._clock()
        tokens, last = self._buckets.get(tenant.name, (burst, now))
        tokens = min(burst, tokens + max(0.0, now - last) * rate)
        if tokens < 1.0:
            self._buckets[tenant.name] = (tokens, now)
            raise _too_many(f"tenant {tenant.name!r} is over {rate:g} requests per second",
                            (1.0 - tokens) / rate, "rate_limited")
        self._buckets[tenant.name] = (tokens - 1.0, now)


class ConcurrencyLimiter:
    """Per-tenant cap on requests in flight."""

    def __init__(self, retry_after_s: float = 1.0) -> None:
        self._in_flight: dict[str, int] = {}
        self._retry_after_s = retry_after_s

    def acquire(self, tenant: Tenant) -> None:
        """Count one more in-flight request; raises APIError 429 with Retry-After at the cap."""
        n = self._in_flight.get(tenant.name, 0)
        if tenant.max_concurrent is not None and n >= tenant.max_concurrent:
            raise _too_many(f"tenant {tenant.name!r} has {n} requests in flight (max {tenant.max_concurrent})",
                            self._retry_after_s, "too_many_concurrent_requests")
        self._in_flight[tenant.name] = n + 1

    def release(self, tenant: Tenant) -> None:
        """One request of `tenant` finished (any outcome)."""
        n = self._in_flight.get(tenant.name, 0) - 1
        if n > 0:
            self._in_flight[tenant.name] = n
        else:
            self._in_flight.pop(tenant.name, None)

    def in_flight(self, tenant: str) -> int:
        return self._in_flight.get(tenant, 0)


class TenantLimiter:
    """Both limits together: `acquire` before forwarding (raises 429), `release` when done.

    The concurrency check comes first so a request turned away for concurrency spends no rate token.
    """

    def __init__(self, clock: Callable[[], float]) -> None:
        self.rate = RateLimiter(clock)
        self.concurrency = ConcurrencyLimiter()

    def acquire(self, tenant: Tenant) -> None:
        if tenant.max_concurrent is not None and self.concurrency.in_flight(tenant.name) >= tenant.max_concurrent:
            self.concurrency.acquire(tenant)  # raises the 429
        self.rate.acquire(tenant)
        self.concurrency.acquire(tenant)

    def release(self, tenant: Tenant) -> None:
        self.concurrency.release(tenant)
