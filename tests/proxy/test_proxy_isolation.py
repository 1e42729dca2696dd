"""What a multi-tenant gateway must not let through, probed as an attacker would: path tricks past
the pass-through allow-list, a client's own cache_salt reaching a replica, other requests' text in
debug views, operator views on the public port. Raw bytes go over the socket where an HTTP client
library would normalize the attack away (`..` in a path)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import orjson
import pytest
from proxy_cluster import Cluster, cluster
from proxy_test_utils import raw_exchange, run_async

from proxy.config import parse_config

pytestmark = pytest.mark.timeout(60)

run = run_async(30)

TENANTS = {
    "salt_key": "k",
    "tenants": {
        "a": {"api_keys": ["key-a"]},  # private: the default for a configured tenant
        "b": {"api_keys": ["key-b"], "isolation": "private"},
        "pub": {"api_keys": ["key-pub"], "isolation": "shared"},
    },
}


def _request(method: str, target: str, body: Any = None, key: str | None = None) -> bytes:
    data = orjson.dumps(body) if body is not None else b""
    head = f"{method} {target} HTTP/1.1\r\nHost: proxy.test\r\nContent-Type: application/json\r\n"
    if key:
        head += f"Authorization: Bearer {key}\r\n"
    if data or method == "POST":
        head += f"Content-Length: {len(data)}\r\n"
    return head.encode() + b"\r\n" + data


def _port(c: Cluster) -> int:
    return c.server.port


TRAVERSALS = [
    ("GET", "/v1/../kv/snapshot"),
    ("GET", "/v1/%2e%2e/kv/snapshot"),
    ("GET", "/v1/%2E%2E/kv/info"),
    ("GET", "/v1/%2e%2E/kv/events?since=0"),
    ("GET", "/v1/..%2fkv/info"),
    ("GET", "/v1/./models"),
    ("GET", "/v1/%2e/models"),
    ("POST", "/v1/../v1/completions"),
    ("POST", "/v1/%2e%2e/v1/completions"),
    ("POST", "/v1/embeddings/.."),
]


@pytest.mark.parametrize("tenants", [False, True])
@run
async def test_dot_segments_are_refused_before_anything_is_forwarded(tenants: bool) -> None:
    async with cluster(1, config=TENANTS if tenants else None) as c:
        stub = c.stubs[0]
        for method, target in TRAVERSALS:
            before = len(stub.requests)
            body = {"prompt": "secret", "max_tokens": 1, "cache_salt": "mine"} if method == "POST" else None
            a = await raw_exchange(_port(c), _request(method, target, body, "key-a" if tenants else None))
            assert a.status == 400, (target, a.body[:200])
            assert a.json()["error"]["code"] == "invalid_path" and a.headers["x-kvroute-backend"] == "none"
            assert b"instance_id" not in a.body and len(stub.requests) == before, target


@run
async def test_private_tenants_never_share_cache_through_a_path_trick() -> None:
    async with cluster(1, config=TENANTS) as c:
        prompt = {"prompt": "Card 4111 1111 1111 1111 belongs to tenant a. " * 8, "max_tokens": 1,
                  "cache_salt": "same"}
        for key in ("key-a", "key-b"):  # the path trick that once reached the replica with the client's salt
            a = await raw_exchange(_port(c), _request("POST", "/v1/../v1/completions", prompt, key))
            assert a.status == 400
        cached = {}
        for key in ("key-a", "key-b"):
            status, _, raw = await c.post("/v1/completions", prompt, {"Authorization": f"Bearer {key}"})
            assert status == 200
            cached[key] = orjson.loads(raw)["usage"]["prompt_tokens_details"]["cached_tokens"]
        assert cached == {"key-a": 0, "key-b": 0}  # b got nothing of a's prompt
        salts = [r["cache_salt"] for r in c.stubs[0].requests]
        assert len(set(salts)) == 2 and "same" not in salts  # derived by the proxy, never the client's


@run
async def test_only_allow_listed_routes_and_methods_reach_a_replica() -> None:
    async with cluster(1) as c:
        port, stub = _port(c), c.stubs[0]
        refused = [("GET", "/v1/files", 404), ("GET", "/kv/info", 404), ("GET", "/kv/snapshot", 404),
                   ("GET", "/metrics", 404), ("POST", "/debug/route", 404), ("GET", "/debug/replicas", 404),
                   ("DELETE", "/v1/models", 405), ("PUT", "/v1/embeddings", 405), ("GET", "/tokenize", 405),
                   ("POST", "/version", 405), ("OPTIONS", "/v1/completions", 405)]
        for method, target, status in refused:
            seen = len(stub.seen)
            a = await raw_exchange(port, _request(method, target, {} if method in ("POST", "PUT") else None))
            assert a.status == status, (method, target, a.body[:200])
            assert set(a.json()["error"]) >= {"message", "type", "code"}
            assert not [p for _, p in stub.seen[seen:] if p == target.partition("?")[0]], target
            if status == 405:
                assert a.headers["allow"]
        for method, target in [("GET", "/version"), ("POST", "/tokenize"), ("POST", "/detokenize"),
                               ("POST", "/pooling"), ("POST", "/score"), ("POST", "/rerank"), ("POST", "/v1/score"),
                               ("POST", "/v1/rerank"), ("POST", "/v1/embeddings")]:
            data = _request(method, target + "?q=1", {"input": "hi"} if method == "POST" else None)
            data = data.replace(b"\r\n\r\n", b"\r\nCookie: session=1\r\nX-Forwarded-For: 1.2.3.4\r\n\r\n", 1)
            a = await raw_exchange(port, data)
            assert a.status == 200 and a.headers["x-kvroute-backend"] == c.urls[0], (target, a.body[:200])
            if target != "/v1/embeddings":
                echo = a.json()
                assert (echo["method"], echo["path"], echo["query"]) == (method, target, "q=1")
                assert "cookie" not in echo["headers"] and "x-forwarded-for" not in echo["headers"]


@run
async def test_pass_through_gets_tenant_checks_salt_filtering_and_the_derived_salt() -> None:
    backends = {"backends": lambda urls: [{"url": urls[0]}, {"url": urls[1], "supports_cache_salt": False}],
                # Round robin, so the shared tenant's requests reach both replicas whatever their load
                # reports say at the moment (the salt handling is under test, not the balance).
                "policy": {"name": "round_robin"}}
    async with cluster(2, config={**TENANTS, **backends}) as c:
        resolver = c.server.resolver
        status, _, raw = await c.post("/tokenize", {"prompt": "hi"})
        assert status == 401 and orjson.loads(raw)["error"]["type"] == "authentication_error"
        a = resolver.resolve({"authorization": "Bearer key-a"})
        for _ in range(6):  # a private tenant only ever reaches the salt-capable replica
            status, h, raw = await c.post("/v1/embeddings", {"input": "x", "cache_salt": "mine"},
                                          {"Authorization": "Bearer key-a"})
            assert status == 200 and h["x-kvroute-backend"] == c.urls[0]
            assert orjson.loads(raw)["echo"]["cache_salt"] == resolver.cache_salt(a, "mine")
        status, _, raw = await c.post("/score", {"text_1": "x"}, {"Authorization": "Bearer key-a"})
        assert orjson.loads(raw)["echo"]["cache_salt"] == resolver.cache_salt(a, None)  # added where KV is made
        status, _, raw = await c.post("/tokenize", {"prompt": "x", "cache_salt": "mine"},
                                      {"Authorization": "Bearer key-a"})
        assert status == 200 and "cache_salt" not in orjson.loads(raw)["echo"]  # dropped where none is made
        where = set()
        for _ in range(8):  # a shared tenant may use both; the salt-less one never gets a salt
            status, h, raw = await c.post("/v1/embeddings", {"input": "x", "cache_salt": "mine"},
                                          {"Authorization": "Bearer key-pub"})
            where.add(h["x-kvroute-backend"])
            echo = orjson.loads(raw)["echo"]
            if h["x-kvroute-backend"] == c.urls[1]:
                assert "cache_salt" not in echo
            else:
                assert echo["cache_salt"] == resolver.cache_salt(resolver.resolve({"authorization": "Bearer key-pub"}),
                                                                 "mine")
        assert where == set(c.urls)
        status, _, raw = await c.post("/v1/embeddings", {"input": "x", "cache_salt": 5}, {"Authorization": "Bearer key-a"})
        assert status == 400 and orjson.loads(raw)["error"]["param"] == "cache_salt"


@run
async def test_operator_views_are_on_the_admin_listener_and_tell_no_prompt() -> None:
    async with cluster(2, config={"admin_key": "adm"}) as c:
        secret = "Card 4111 1111 1111 1111, expiry 09/29, for the account of Jane Roe. "
        base = "Shared instructions for every request in this test. " * 4
        await c.post("/v1/completions", {"prompt": base + secret, "max_tokens": 1})
        for path in ("/metrics", "/debug/route", "/debug/replicas"):
            assert (await c.get(path))[0] == 404  # nothing of it on the API port
        status, _, raw = await c.get("/ready")
        assert status == 200 and b"127.0.0.1" not in raw  # no replica addresses on the API port
        status, _, raw = await c.get("/stats")
        assert status == 200 and set(orjson.loads(raw)) == {"uptime_s", "window_s", "tenants"}
        assert (await c.admin_get("/metrics"))[0] == 401  # the admin key, when one is set
        adm = {"Authorization": "Bearer adm"}
        assert b"kvroute_proxy_requests_total" in (await c.admin_get("/metrics", adm))[2]
        assert set(orjson.loads((await c.admin_get("/stats", adm))[2])) >= {"overall", "tenants", "backends"}
        ready = orjson.loads((await c.admin_get("/ready", adm))[2])
        assert set(ready["healthy_backends"]) == set(c.urls)
        status, _, raw = await c.admin_post("/debug/route", {"prompt": base + "A different question here."}, adm)
        doc = orjson.loads(raw)
        assert status == 200 and doc["divergence"]["refined_from_recent_prompt"]
        for word in ("4111", "Jane", "expiry"):
            assert word.encode() not in raw  # the other request's text: never
        replicas = orjson.loads((await c.admin_get("/debug/replicas", adm))[2])
        assert {r["replica"] for r in replicas["replicas"]} == set(c.urls) and b"4111" not in raw


@run
async def test_a_revoked_key_is_refused_after_a_reload_and_a_new_one_served() -> None:
    """A leaked key revoked by a config reload (SIGHUP) gets 401 in OpenAI's error shape from the next
    request on, its tenant's new key is served, and the replica set is untouched."""
    async with cluster(1, config=TENANTS) as c:
        body = {"model": "m", "prompt": "Hello there.", "max_tokens": 1}
        assert (await c.post("/v1/completions", body, {"Authorization": "Bearer key-a"}))[0] == 200
        tenants = {**TENANTS["tenants"], "a": {"api_keys": ["key-a2"]}}
        cfg = parse_config({"backends": c.urls, "salt_key": "k", "tenants": tenants}, {})
        assert await c.server.reload(replace(c.server.cfg, tenants=cfg.tenants)) == ([], [])
        status, _, raw = await c.post("/v1/completions", body, {"Authorization": "Bearer key-a"})
        assert status == 401 and orjson.loads(raw)["error"]["code"] == "invalid_api_key"
        assert (await c.post("/v1/completions", body, {"Authorization": "Bearer key-a2"}))[0] == 200
        assert (await c.post("/v1/completions", body, {"Authorization": "Bearer key-b"}))[0] == 200
