"""Tenant resolution, cache salts and per-tenant limits."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import random

import pytest
from proxy_test_utils import until

import proxy.tenants as tenants_module
from protocol.block_hash import block_hashes, to_hex
from protocol.errors import APIError
from proxy.config import parse_config
from proxy.metrics import ProxyMetrics
from proxy.replica import ReplicaSet
from proxy.router import RouteRequest, build_routing
from proxy.tenants import (
    ConcurrencyLimiter,
    RateLimiter,
    Tenant,
    TenantLimiter,
    TenantResolver,
)

SALT_KEY = "test-salt-key"


def configured(allow_header: bool = False, **extra_tenants: dict) -> TenantResolver:
    tenants = {
        "alice": {"api_keys": ["ka"], "isolation": "private"},
        "bob": {"api_keys": ["kb"], "isolation": "private"},
        "p1": {"api_keys": ["kp1"], "isolation": "group:partners"},
        "p2": {"api_keys": ["kp2"], "isolation": "group:partners"},
        "s1": {"api_keys": ["ks1"], "isolation": "shared"},
        "s2": {"api_keys": ["ks2"], "isolation": "shared", "normalize": False},
        **extra_tenants,
    }
    cfg = parse_config({"backends": ["http://a:1"], "salt_key": SALT_KEY, "tenants": tenants,
                        "allow_tenant_header": allow_header, "admin_key": "adm"}, env={})
    return TenantResolver(cfg)


def bearer(key: str) -> dict[str, str]:
    return {"authorization": f"Bearer {key}"}


def test_without_tenants_everyone_is_default() -> None:
    r = TenantResolver(parse_config({"backends": ["http://a:1"], "normalize": False}, env={}))
    for headers in ({}, bearer("anything"), {"x-tenant-id": "alice"}):
        t = r.resolve(headers)
        assert t.name == "default" and t.isolation == "shared" and not t.normalize
    assert r.cache_salt(r.resolve({}), None) == ""
    assert r.cache_salt(r.resolve({}), "client-salt") == "client-salt"
    assert r.is_admin({})


def test_api_keys_identify_tenants() -> None:
    r = configured()
    assert r.resolve(bearer("ka")).name == "alice"
    assert r.resolve({"authorization": "bearer kb"}).name == "bob"
    assert r.resolve(bearer("ks2")).normalize is False
    for headers in ({}, bearer("nope"), {"authorization": "Basic ka"}, {"x-tenant-id": "alice"}):
        with pytest.raises(APIError) as e:
            r.resolve(headers)
        assert e.value.status == 401 and e.value.body()["error"]["type"] == "authentication_error"


def test_tenant_header_only_when_allowed() -> None:
    r = configured(allow_header=True)
    assert r.resolve({"x-tenant-id": "bob"}).name == "bob"
    assert r.resolve({**bearer("ka"), "x-tenant-id": "bob"}).name == "alice"  # the key wins
    with pytest.raises(APIError) as e:
        r.resolve({"x-tenant-id": "mallory"})
    assert e.value.status == 401


def test_keys_compared_in_constant_time(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a, b):  # type: ignore[no-untyped-def]
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(tenants_module.hmac, "compare_digest", spy)
    r = configured()
    assert r.resolve(bearer("kb")).name == "bob"
    assert len(calls) == 6  # every configured key compared, no early exit
    assert all(len(a) == len(b) == 32 for a, b in calls)


def expected_salt(msg: str) -> str:
    return hmac.new(SALT_KEY.encode(), msg.encode(), hashlib.sha256).hexdigest()


def test_salts_follow_isolation() -> None:
    r = configured()
    salt = {name: r.cache_salt(r.resolve(bearer(key)), None)
            for name, key in [("alice", "ka"), ("bob", "kb"), ("p1", "kp1"), ("p2", "kp2"), ("s1", "ks1"),
                              ("s2", "ks2")]}
    assert salt["alice"] != salt["bob"]
    assert salt["p1"] == salt["p2"] != salt["alice"]
    assert salt["s1"] == salt["s2"] == expected_salt("")
    assert salt["alice"] == expected_salt("alice")
    assert salt["p1"] == expected_salt("group:partners")
    assert len(set(salt.values())) == 4 and all(len(s) == 64 for s in salt.values())
    # Identical prompts hash apart for private tenants, together for group members.
    tokens = list(range(64))
    assert block_hashes(tokens, 16, salt["alice"])[0] != block_hashes(tokens, 16, salt["bob"])[0]
    assert block_hashes(tokens, 16, salt["p1"]) == block_hashes(tokens, 16, salt["p2"])


def test_client_salt_is_mixed_in_never_passed_alone() -> None:
    r = configured()
    alice, s1 = r.resolve(bearer("ka")), r.resolve(bearer("ks1"))
    own = r.cache_salt(alice, "mine")
    assert own not in ("mine", r.cache_salt(alice, None))
    assert own == expected_salt("alice\nmine")
    # A shared tenant cannot reproduce a private tenant's salt by choosing its own cache_salt.
    assert r.cache_salt(s1, "alice") != r.cache_salt(alice, None)
    assert r.cache_salt(s1, "") == r.cache_salt(s1, None)


def test_admin_key() -> None:
    r = configured()
    assert r.is_admin(bearer("adm")) and not r.is_admin(bearer("ka")) and not r.is_admin({})
    with pytest.raises(APIError) as e:
        r.require_admin(bearer("ka"))
    assert e.value.status == 401


class Clock:
    def __init__(self) -> None:
        self.t = 50.0

    def __call__(self) -> float:
        return self.t


def test_rate_limit_gives_429_with_retry_after() -> None:
    clock = Clock()
    limiter = RateLimiter(clock)
    t = Tenant("acme", requests_per_second=0.5)
    limiter.acquire(t)  # burst of one
    with pytest.raises(APIError) as e:
        limiter.acquire(t)
    assert e.value.status == 429 and e.value.headers == {"Retry-After": "2"}
    clock.t += 1.0
    with pytest.raises(APIError) as e:
        limiter.acquire(t)
    assert e.value.headers == {"Retry-After": "1"}
    clock.t += 1.0
    limiter.acquire(t)
    fast = Tenant("fast", requests_per_second=10)
    for _ in range(10):
        limiter.acquire(fast)
    with pytest.raises(APIError):
        limiter.acquire(fast)
    limiter.acquire(Tenant("free"))  # no limit configured


def test_concurrency_limit() -> None:
    limiter = ConcurrencyLimiter()
    t = Tenant("acme", max_concurrent=2)
    limiter.acquire(t)
    limiter.acquire(t)
    with pytest.raises(APIError) as e:
        limiter.acquire(t)
    assert e.value.status == 429 and int(e.value.headers["Retry-After"]) >= 1
    limiter.release(t)
    limiter.acquire(t)
    assert limiter.in_flight("acme") == 2


def test_combined_limiter_spends_no_rate_token_when_full() -> None:
    clock = Clock()
    limiter = TenantLimiter(clock)
    t = Tenant("acme", max_concurrent=1, requests_per_second=1)
    limiter.acquire(t)
    clock.t += 1.0
    with pytest.raises(APIError):
        limiter.acquire(t)  # concurrency; the token refilled meanwhile stays
    limiter.release(t)
    limiter.acquire(t)
    limiter.release(t)
    with pytest.raises(APIError) as e:
        limiter.acquire(t)
    assert e.value.code == "rate_limited"


def test_private_tenants_never_route_by_each_others_prefixes() -> None:
    cfg = parse_config({
        "backends": ["http://127.0.0.1:1", "http://127.0.0.1:2",
                     {"url": "http://127.0.0.1:3", "supports_cache_salt": False}],
        "salt_key": SALT_KEY,
        "tenants": {"alice": {"api_keys": ["ka"], "isolation": "private"},
                    "bob": {"api_keys": ["kb"]},  # private by default
                    "p1": {"api_keys": ["kp1"], "isolation": "group:g"},
                    "p2": {"api_keys": ["kp2"], "isolation": "group:g"},
                    "pub": {"api_keys": ["kpub"], "isolation": "shared"}},
    }, env={})
    resolver = TenantResolver(cfg)
    assert resolver.resolve(bearer("kb")).isolation == "private"
    clock = Clock()
    index, router = build_routing(cfg, clock, random.Random(0))
    tokens = list(range(300))

    async def body() -> None:
        replicas = ReplicaSet(index, ProxyMetrics(), timeouts=cfg.timeouts, policy=cfg.policy,
                              check_info=lambda name, info: None, clock=clock)
        for b in cfg.backends:
            r = replicas.add(b)
            r.healthy = True  # as if probed
        await until(lambda: all(r.routable for r in replicas))  # KV sync gave up on these addresses
        for r in replicas:
            index.set_mode(r.name, "exact")

        def route(key: str, dispatch: bool = True):  # type: ignore[no-untyped-def]
            tenant = resolver.resolve(bearer(key))
            salt = resolver.cache_salt(tenant, None)
            hashes = tuple(to_hex(h) for h in block_hashes(tokens, 16, salt))
            req = RouteRequest(hashes, len(tokens), 16, tenant=tenant.name, allowed=tenant.allowed_backends,
                               salted=tenant.needs_salt_support)
            d = router.route(req, replicas.candidates(req))
            if dispatch:
                router.on_dispatch(d.replica, req)
            return d

        try:
            first = route("ka")
            assert first.replica != "http://127.0.0.1:3"
            again = route("ka")
            assert again.replica == first.replica and again.predicted_cached_tokens > 0
            other = route("kb")
            assert other.predicted_cached_tokens == 0 and all(s.matched_blocks == 0 for s in other.scores)
            assert "http://127.0.0.1:3" not in {s.replica for s in other.scores}  # salt-less backend never eligible
            route("kp1")
            shared = route("kp2", dispatch=False)
            assert shared.predicted_cached_tokens > 0  # group members share
            public = [route("kpub").replica for _ in range(3)]
            assert route("kpub").predicted_cached_tokens > 0 and len(set(public)) == 1
            assert "http://127.0.0.1:3" in {s.replica for s in route("kpub").scores}  # shared may use it
        finally:
            await replicas.close()

    asyncio.run(asyncio.wait_for(body(), 20))


def test_a_reload_revokes_and_adds_keys_from_the_next_request_on() -> None:
    """SIGHUP's tenant reload: a revoked key is refused, a new key and a new tenant resolve, the
    admin key rotates; a request under way keeps the tenant it resolved to. Switching tenants off or
    changing the salt key (every tenant's salt) is refused and changes nothing."""
    base = {"backends": ["http://a:1"], "salt_key": SALT_KEY, "admin_key": "adm-1",
            "tenants": {"alice": {"api_keys": ["ka"], "isolation": "private"}}}
    r = TenantResolver(parse_config(base, env={}))
    before = r.resolve({"authorization": "Bearer ka"})
    rotated = {**base, "admin_key": "adm-2", "tenants": {"alice": {"api_keys": ["ka2"], "isolation": "group:g"},
                                                         "carol": {"api_keys": ["kc"], "max_concurrent": 2}}}
    assert r.reload(parse_config(rotated, env={})) is None
    with pytest.raises(APIError) as e:
        r.resolve({"authorization": "Bearer ka"})
    assert e.value.status == 401
    alice = r.resolve({"authorization": "Bearer ka2"})
    assert alice.scope == "group:g" and before.scope == "alice"  # the earlier request's tenant is unchanged
    assert r.resolve({"authorization": "Bearer kc"}).max_concurrent == 2
    assert r.is_admin({"authorization": "Bearer adm-2"}) and not r.is_admin({"authorization": "Bearer adm-1"})
    assert r.reload(parse_config({**rotated, "salt_key": "another"}, env={})) == "salt_key changed"
    assert r.reload(parse_config({"backends": ["http://a:1"]}, env={})) == "tenants were switched off"
    assert r.resolve({"authorization": "Bearer kc"}).name == "carol"  # neither refused reload changed anything
    assert r.cache_salt(alice, None) == hmac.new(SALT_KEY.encode(), b"group:g", hashlib.sha256).hexdigest()
