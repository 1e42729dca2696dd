"""The proxy's HTTP behaviour against stub replicas: forwarding, streaming, failover, tenants,
KV sync, metrics, /stats and /debug/route.

The stub keeps a prefix cache keyed by the shared block hash, so the `cached_tokens` it reports is
an independent account of what reached it; the proxy's predictions are checked against it.
"""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import orjson
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from proxy_cluster import cluster
from proxy_test_utils import free_port, run_async, sse_payloads, until

from protocol.block_hash import block_hashes, to_hex
from proxy.pool import PoolMismatch

pytestmark = pytest.mark.timeout(60)


run = run_async(30)


SYSTEM = "You are a careful assistant. Answer in one short sentence. " * 6


def chat(user: str, system: str = SYSTEM, **extra: Any) -> dict[str, Any]:
    return {"model": "m", "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "max_tokens": 3, **extra}


def usage_of(raw: bytes) -> dict[str, Any]:
    return orjson.loads(raw)["usage"]


# ---------------------------------------------------------------------------- forwarding


@run
async def test_prefix_groups_stick_to_one_replica_and_predictions_match_usage() -> None:
    async with cluster(3) as c:
        groups = {g: f"Group {g} document: " + " ".join(f"fact{g}-{i}" for i in range(60)) for g in range(3)}
        where: dict[int, set[str]] = {g: set() for g in groups}
        for rnd in range(3):
            for g, doc in groups.items():
                status, h, raw = await c.post("/v1/chat/completions", chat(f"question {rnd}", system=doc))
                assert status == 200
                where[g].add(h["x-kvroute-backend"])
                cached = usage_of(raw)["prompt_tokens_details"]["cached_tokens"]
                assert int(h["x-kvroute-prefix-tokens"]) == cached
                if rnd > 0:
                    assert cached > 0
        assert all(len(v) == 1 for v in where.values())
        # Three groups arriving one at a time spread over the three replicas.
        assert len(set().union(*where.values())) == 3


@run
async def test_a_burst_sharing_a_prefix_lands_on_one_replica_even_on_fresh_connections() -> None:
    # Nothing pooled yet: each request opens a connection, and the ones routed while the first
    # connects must already see its blocks as pending on its replica.
    async with cluster(2) as c:
        doc = "Burst document: " + " ".join(f"fact-{i}" for i in range(80))  # saves more than 3 in flight cost
        answers = await asyncio.gather(*(c.post("/v1/chat/completions", chat(f"question {i}", system=doc))
                                         for i in range(4)))
        assert all(status == 200 for status, _, _ in answers)
        assert len({h["x-kvroute-backend"] for _, h, _ in answers}) == 1
        assert sorted(int(h["x-kvroute-prefix-tokens"]) > 0 for _, h, _ in answers) == [False, True, True, True]


@run
async def test_proxy_hashes_are_the_blocks_the_replica_stores() -> None:
    rng = random.Random(7)
    async with cluster(1) as c:
        stub = c.stubs[0]
        tok = c.server.pool.tokenizer
        assert tok is not None
        for i in range(12):
            words = " ".join(rng.choice(["alpha", "beta", "gamma", "delta", "é", "日本", "\n"]) for _ in range(rng.randint(5, 80)))
            if i % 2:
                body = {"prompt": words, "max_tokens": 2}
                ids = tok.encode_completion(words)
            else:
                msgs = [{"role": "user", "content": words}]
                body = {"messages": msgs, "max_tokens": 2}
                ids = tok.encode_chat(msgs)
            before = set(stub.cached_hashes())
            status, _, _ = await c.post("/v1/completions" if i % 2 else "/v1/chat/completions", body)
            assert status == 200
            stored = set(stub.cached_hashes()) - before
            expected = [to_hex(h) for h in block_hashes(ids, 16)]
            assert stored <= set(expected)
            assert set(expected) <= set(stub.cached_hashes())


@run
async def test_unknown_fields_pass_through_and_only_necessary_edits_are_made() -> None:
    async with cluster(1) as c:
        body = {"prompt": "hello there", "max_tokens": 2, "x_custom": {"a": [1, 2]}, "cache_salt": "mine",
                "stream": True}
        status, h, raw = await c.post("/v1/completions", body)
        assert status == 200 and h["Content-Type"].startswith("text/event-stream")
        sent = c.stubs[0].requests[-1]
        assert sent["x_custom"] == {"a": [1, 2]}
        assert sent["cache_salt"] == "mine"  # no tenants configured: the client's own salt passes
        assert sent["stream_options"] == {"include_usage": True}
        assert {k: v for k, v in sent.items() if k != "stream_options"} == body


@run
async def test_stream_strips_usage_unless_asked_and_relays_events() -> None:
    async with cluster(1) as c:
        status, _, raw = await c.post("/v1/chat/completions", chat("hi", stream=True))
        events = sse_payloads(raw)
        assert status == 200 and events[-1] == "[DONE]"
        assert all("usage" not in e for e in events[:-1])
        text = "".join(e["choices"][0]["delta"].get("content", "") for e in events[:-1] if e["choices"])
        assert text == " w0 w1 w2"
        status, _, raw = await c.post("/v1/chat/completions",
                                      chat("hi", stream=True, stream_options={"include_usage": True}))
        events = sse_payloads(raw)
        assert events[-2]["choices"] == [] and events[-2]["usage"]["prompt_tokens"] > 0


@run
async def test_every_response_has_the_headers_and_errors_are_openai_shaped() -> None:
    async with cluster(1, config={"limits": {"max_body_bytes": 4096}}) as c:
        cases = [
            ("POST", "/v1/chat/completions", b"{not json", 400),
            ("POST", "/v1/chat/completions", orjson.dumps({"messages": []}), 400),
            ("POST", "/v1/completions", orjson.dumps({"prompt": {"not": "text"}}), 400),
            ("POST", "/v1/completions", orjson.dumps({"prompt": "x" * 10_000}), 413),
            ("GET", "/nowhere", b"", 404),
            ("GET", "/v1/completions", b"", 405),
            ("POST", "/v1/completions", orjson.dumps({"prompt": "fine", "max_tokens": 1}), 200),
        ]
        framework_codes = {404: "not_found", 405: "method_not_allowed", 413: "request_too_large"}
        for method, path, data, want in cases:
            async with c.http.request(method, c.base + path, data=data or None,
                                      headers={"x-request-id": "rid-1"}) as r:
                raw = await r.read()
                assert r.status == want, (path, raw)
                assert r.headers["x-request-id"] == "rid-1"
                assert "x-kvroute-backend" in r.headers and "x-kvroute-prefix-tokens" in r.headers
                if want != 200:
                    err = orjson.loads(raw)["error"]
                    assert set(err) >= {"message", "type", "code"} and err["message"]
                    if want in framework_codes:  # raised by the HTTP layer itself, mapped like the engine's
                        assert err["code"] == framework_codes[want], (path, err)
        m = c.server.metrics
        for status in ("400", "413", "405"):  # refusals on the generation routes count, under their tenant
            assert m.value(m.requests, "default", "none", status) >= 1, status


@run
async def test_models_merged_and_other_v1_routes_passed_through() -> None:
    async with cluster(2) as c:
        status, _, raw = await c.get("/v1/models")
        assert status == 200 and [m["id"] for m in orjson.loads(raw)["data"]] == ["stub"]
        status, h, raw = await c.post("/v1/embeddings", {"input": "hi", "model": "m"})
        assert status == 200 and orjson.loads(raw)["echo"] == {"input": "hi", "model": "m"}
        assert h["x-kvroute-backend"] in c.urls


@run
async def test_one_model_card_is_read_from_the_merged_list() -> None:
    """GET /v1/models/{model} (OpenAI's retrieveModel) was a 404 for every model; bench/fuzz.py found it."""
    async with cluster(2) as c:
        status, _, raw = await c.get("/v1/models/stub")
        assert status == 200 and orjson.loads(raw)["id"] == "stub"
        status, _, raw = await c.get("/v1/models/gpt-4o")
        err = orjson.loads(raw)["error"]
        assert status == 404 and err["code"] == "model_not_found" and err["param"] == "model"
        status, h, raw = await c.post("/v1/models/stub", {})
        assert status == 405 and h["Allow"] == "GET" and orjson.loads(raw)["error"]["message"]


# ---------------------------------------------------------------------------- failures


@run
async def test_5xx_before_first_byte_is_retried_on_another_replica() -> None:
    async with cluster(2, config={"policy": {"name": "round_robin"}}) as c:
        for s in c.stubs:
            s.fail_statuses = [500]
        status, h, raw = await c.post("/v1/completions", {"prompt": "retry me", "max_tokens": 2})
        # Both replicas fail once; with 2 replicas only 2 attempts exist, so the last error is relayed.
        assert status == 500 and orjson.loads(raw)["error"]
        c.stubs[0].fail_statuses = [503]
        c.stubs[1].fail_statuses = []
        for _ in range(2):
            status, h, raw = await c.post("/v1/completions", {"prompt": "retry me", "max_tokens": 2})
            assert status == 200
        assert b"kvroute_proxy_retries_total" in (await c.admin_get("/metrics"))[2]


@run
async def test_dead_replica_costs_the_client_nothing_and_leaves_the_pool() -> None:
    async with cluster(2, config={"policy": {"name": "round_robin"}}) as c:
        await c.stop_stub(0)
        for i in range(4):
            status, h, _ = await c.post("/v1/completions", {"prompt": f"p{i} " + "many words " * 40, "max_tokens": 2})
            assert status == 200 and h["x-kvroute-backend"] == c.urls[1]
        assert [r.name for r in c.server.replicas.routable()] == [c.urls[1]]
        # Only requests that reached a replica were booked: nothing in flight, nothing pending on the dead one.
        assert [c.server.replicas[u].in_flight for u in c.urls] == [0, 0]
        assert c.server.index.num_blocks(c.urls[0]) == 0 and c.server.index.num_blocks(c.urls[1]) > 0


@run
async def test_dropped_connection_mid_unary_is_retried() -> None:
    async with cluster(2) as c:
        for s in c.stubs:
            s.drop_unary = True
        c.stubs[1].drop_unary = False
        for i in range(3):
            c.stubs[0].drop_unary = True
            status, h, raw = await c.post("/v1/completions", {"prompt": f"unary {i}", "max_tokens": 2})
            assert status == 200 and h["x-kvroute-backend"] == c.urls[1]
            await asyncio.sleep(0.3)  # the health probe brings replica 0 back


@run
async def test_broken_stream_ends_with_error_event_and_done() -> None:
    async with cluster(1) as c:
        c.stubs[0].break_stream_after = 2
        status, _, raw = await c.post("/v1/completions", {"prompt": "stream", "max_tokens": 6, "stream": True})
        events = sse_payloads(raw)
        assert status == 200
        assert [e["choices"][0]["text"] for e in events[:2]] == [" w0", " w1"]
        assert events[-2]["error"]["code"] == "stream_interrupted" and events[-1] == "[DONE]"


@run
async def test_first_byte_timeout_fails_over() -> None:
    async with cluster(2, config={"timeouts": {"first_byte_s": 0.3}, "policy": {"name": "round_robin"}}) as c:
        c.stubs[0].token_delay_s = 2.0
        for i in range(2):
            status, h, raw = await c.post("/v1/completions", {"prompt": f"slow {i}", "max_tokens": 2, "stream": True})
            assert status == 200 and h["x-kvroute-backend"] == c.urls[1]
            assert sse_payloads(raw)[-1] == "[DONE]"


@run
async def test_non_streamed_request_on_a_replica_that_stops_answering_is_retried() -> None:
    """A hung replica (SIGSTOP, a deadlock) answers neither the request nor its health checks: the
    request is retried elsewhere first_byte_s after it began, not after total_s."""
    config = {"timeouts": {"first_byte_s": 0.5, "total_s": 60, "health_interval_s": 0.1, "health_timeout_s": 0.1},
              "policy": {"name": "round_robin"}}
    async with cluster(2, config=config) as c:
        hung = c.stubs[0]
        hung.token_delay_s = 30.0  # would answer in a minute
        loop = asyncio.get_running_loop()
        began = loop.time()
        answer = asyncio.ensure_future(c.post("/v1/completions", {"prompt": "hangs", "max_tokens": 2}))
        for _ in range(40):
            if hung.running:
                break
            await asyncio.sleep(0.02)
        assert hung.running == 1  # round robin sent it to the replica that hangs
        hung.disabled = True  # ...and now its health checks fail too
        status, h, raw = await answer
        assert status == 200 and h["x-kvroute-backend"] == c.urls[1]
        assert loop.time() - began < 5.0
        for _ in range(40):  # the abandoned attempt's connection was closed
            if hung.running == 0:
                break
            await asyncio.sleep(0.05)
        assert hung.running == 0


@run
async def test_a_slow_replica_that_answers_its_health_checks_keeps_its_non_streamed_requests() -> None:
    config = {"timeouts": {"first_byte_s": 0.2, "health_interval_s": 0.1}, "policy": {"name": "round_robin"}}
    async with cluster(2, config=config) as c:
        c.stubs[0].token_delay_s = 0.5  # slower than first_byte_s, but healthy
        status, h, _ = await c.post("/v1/completions", {"prompt": "slow but fine", "max_tokens": 2})
        assert status == 200 and h["x-kvroute-backend"] == c.urls[0]


@run
async def test_non_streamed_answer_past_total_timeout_is_a_504_and_cancels_upstream() -> None:
    async with cluster(1, config={"timeouts": {"total_s": 0.3}}) as c:
        stub = c.stubs[0]
        stub.token_delay_s = 1.0  # two tokens: about 2 s, far past total_s
        status, h, raw = await c.post("/v1/completions", {"prompt": "slow", "max_tokens": 2})
        assert status == 504 and orjson.loads(raw)["error"]["code"] == "upstream_timeout"
        assert h["x-kvroute-backend"] == "none"
        for _ in range(40):  # the proxy closed the connection: the replica dropped the request
            if stub.running == 0:
                break
            await asyncio.sleep(0.05)
        assert stub.running == 0
        stub.token_delay_s = 0.0
        status, _, _ = await c.post("/v1/completions", {"prompt": "fast", "max_tokens": 2})
        assert status == 200  # the timer of the earlier request is gone with its connection


@run
async def test_client_disconnect_cancels_the_upstream_stream() -> None:
    async with cluster(1) as c:
        stub = c.stubs[0]
        stub.token_delay_s = 0.05
        async with c.http.post(c.base + "/v1/completions",
                               json={"prompt": "long", "max_tokens": 200, "stream": True}) as r:
            await r.content.readany()
            assert stub.running == 1
        for _ in range(40):
            if stub.running == 0:
                break
            await asyncio.sleep(0.05)
        assert stub.running == 0
        m = c.server.metrics
        assert m.value(m.requests, "default", c.urls[0], "499") == 1  # the request is counted as the client's


@run
async def test_bounded_queue_answers_503() -> None:
    async with cluster(1, config={"limits": {"max_queue": 2}}) as c:
        c.stubs[0].token_delay_s = 0.2
        results = await asyncio.gather(*(c.post("/v1/completions", {"prompt": f"q{i}", "max_tokens": 2})
                                         for i in range(5)))
        statuses = sorted(s for s, _, _ in results)
        assert statuses.count(200) == 2 and statuses.count(503) == 3
        assert all(h.get("Retry-After") for s, h, _ in results if s == 503)


@run
async def test_drain_finishes_in_flight_requests() -> None:
    async with cluster(1) as c:
        c.stubs[0].token_delay_s = 0.1
        pending = asyncio.create_task(c.post("/v1/completions", {"prompt": "drain", "max_tokens": 5}))
        await until(lambda: c.server.admitted == 1)
        c.server.begin_drain()
        status, _, _ = await c.post("/v1/completions", {"prompt": "late", "max_tokens": 1})
        assert status == 503  # not admitted while draining
        status, headers, _ = await pending
        assert status == 200 and c.server.admitted == 0
        assert headers["Connection"].lower() == "close"  # answered while draining: the client goes elsewhere
        await asyncio.wait_for(c.server.drain(), 2)  # nothing in flight: it closes at once


@run
async def test_a_stream_that_outlives_the_drain_ends_with_an_error_event() -> None:
    """At the drain deadline a stream still running is not cut mid-air: the client reads an error
    event, [DONE] and the end of the chunked body."""
    async with cluster(1, config={"timeouts": {"drain_s": 0.5}}) as c:
        c.stubs[0].token_delay_s = 0.2
        pending = asyncio.create_task(c.post("/v1/completions", {"prompt": "long", "max_tokens": 40, "stream": True}))
        await until(lambda: c.server.admitted == 1)
        await asyncio.wait_for(c.server.drain(), 3)
        status, _, raw = await pending  # aiohttp reads a complete body: the last chunk came
        events = sse_payloads(raw)
        assert status == 200 and events[-1] == "[DONE]"
        assert events[-2]["error"]["code"] == "stream_interrupted"
        assert any(e.get("choices") for e in events[:-2] if isinstance(e, dict))  # some tokens came first


def test_mismatched_pool_is_refused() -> None:
    async def body() -> None:
        with pytest.raises(PoolMismatch, match="block_size"):
            async with cluster(2, stub_kwargs=[{"block_size": 16}, {"block_size": 32}]):
                pass
        with pytest.raises(PoolMismatch, match="model"):
            async with cluster(2, stub_kwargs=[{"model": "a"}, {"model": "b"}]):
                pass

    asyncio.run(asyncio.wait_for(body(), 20))


# ---------------------------------------------------------------------------- tenants

TENANTS = {
    "salt_key": "k",
    "admin_key": "adm",
    "tenants": {
        "a": {"api_keys": ["key-a"], "isolation": "private"},
        "b": {"api_keys": ["key-b"], "isolation": "private"},
        "c": {"api_keys": ["key-c"], "isolation": "group:team"},
        "d": {"api_keys": ["key-d"], "isolation": "group:team"},
        "slow": {"api_keys": ["key-s"], "requests_per_second": 0.5},
    },
}


@run
async def test_private_tenants_never_share_and_group_members_do() -> None:
    async with cluster(2, config=TENANTS) as c:
        body = chat("identical question")

        async def ask(key: str) -> tuple[int, int, dict[str, str]]:
            status, h, raw = await c.post("/v1/chat/completions", body, {"Authorization": f"Bearer {key}"})
            assert status == 200
            return usage_of(raw)["prompt_tokens_details"]["cached_tokens"], int(h["x-kvroute-prefix-tokens"]), h

        assert (await ask("key-a"))[:2] == (0, 0)
        cached_b, predicted_b, _ = await ask("key-b")
        assert cached_b == 0 and predicted_b == 0
        cached_a, predicted_a, _ = await ask("key-a")
        assert cached_a > 0 and predicted_a == cached_a
        await ask("key-c")
        cached_d, predicted_d, _ = await ask("key-d")
        assert cached_d > 0 and predicted_d == cached_d
        salts = {r.get("cache_salt") for s in c.stubs for r in s.requests}
        assert None not in salts and len(salts) == 3  # a, b, team
        status, _, raw = await c.post("/v1/chat/completions", body, {"Authorization": "Bearer nope"})
        assert status == 401 and orjson.loads(raw)["error"]["type"] == "authentication_error"
        status, _, _ = await c.post("/v1/chat/completions", body)
        assert status == 401


@run
async def test_tenant_rate_limit_429_and_admin_only_views() -> None:
    async with cluster(1, config=TENANTS) as c:
        first = await c.post("/v1/completions", {"prompt": "x", "max_tokens": 1}, {"Authorization": "Bearer key-s"})
        second = await c.post("/v1/completions", {"prompt": "x", "max_tokens": 1}, {"Authorization": "Bearer key-s"})
        assert first[0] == 200 and second[0] == 429 and second[1]["Retry-After"]
        status, _, _ = await c.admin_post("/debug/route", {"prompt": "x"}, {"Authorization": "Bearer key-a"})
        assert status == 401
        status, _, raw = await c.admin_post("/debug/route?tenant=a", {"prompt": "x"}, {"Authorization": "Bearer adm"})
        assert status == 200 and orjson.loads(raw)["tenant"] == "a"
        assert (await c.get("/stats"))[0] == 401  # the API listener's /stats is the caller's own tenant's
        own = orjson.loads((await c.get("/stats", {"Authorization": "Bearer key-s"}))[2])
        assert list(own["tenants"]) == ["slow"] and "overall" not in own and "backends" not in own
        everyone = orjson.loads((await c.admin_get("/stats", {"Authorization": "Bearer adm"}))[2])["tenants"]
        assert "slow" in everyone


# ---------------------------------------------------------------------------- KV sync


@run
async def test_index_follows_events_and_resyncs_on_restart_and_reset() -> None:
    async with cluster(1) as c:
        idx, url, stub = c.server.index, c.urls[0], c.stubs[0]
        await c.post("/v1/completions", {"prompt": "remember " * 20, "max_tokens": 1})
        await until(lambda: idx.num_blocks(url) == len(stub.cached_hashes()) > 0)
        assert all(url in idx.holders(h) for h in stub.cached_hashes())
        old = stub.cached_hashes()
        stub.restart()  # new instance id: the proxy must forget the old blocks
        await until(lambda: idx.instance_id(url) == stub.instance_id)
        assert not any(url in idx.holders(h) for h in old)
        await c.post("/v1/completions", {"prompt": "again " * 20, "max_tokens": 1})
        await until(lambda: set(stub.cached_hashes()) <= {h for h in stub.cached_hashes() if url in idx.holders(h)})
        sync = c.server.replicas[url].kv
        assert sync is not None
        sync.resync("forced")
        await until(lambda: sync.exact and c.server.metrics.value(c.server.metrics.resyncs, url, "forced") >= 1)


@run
async def test_silent_event_stream_falls_back_to_approximate_mode() -> None:
    async with cluster(1, config={"timeouts": {"events_stale_s": 0.4}}) as c:
        url, stub = c.urls[0], c.stubs[0]
        stub.silent_events = True
        await until(lambda: c.server.index.mode(url) == "approx")
        stub.silent_events = False
        sync = c.server.replicas[url].kv
        assert sync is not None
        await until(lambda: sync.exact and c.server.index.mode(url) == "exact")


@run
async def test_failing_predictions_force_a_resync() -> None:
    async with cluster(1, config={"policy": {"resync_window": 4}}) as c:
        url, stub = c.urls[0], c.stubs[0]
        prompt = {"prompt": "the same long prompt " * 10, "max_tokens": 1}
        await c.post("/v1/completions", prompt)
        await until(lambda: c.server.index.num_blocks(url) > 0)
        for _ in range(4):
            stub._cache.clear()  # the replica silently lost its cache: events no longer describe it
            await c.post("/v1/completions", prompt)
        await until(lambda: c.server.metrics.value(c.server.metrics.resyncs, url, "predictions") >= 1)


# ---------------------------------------------------------------------------- observability


@run
async def test_metrics_and_stats_report_hit_rates() -> None:
    async with cluster(2) as c:
        for _ in range(3):
            await c.post("/v1/chat/completions", chat("same"))
        await c.post("/v1/chat/completions", chat("stream", stream=True))
        text = (await c.admin_get("/metrics"))[2].decode()
        for name in ("kvroute_proxy_requests_total", "kvroute_proxy_cached_tokens_total",
                     "kvroute_proxy_predicted_prefix_tokens_total", "kvroute_proxy_ttft_seconds_bucket",
                     "kvroute_proxy_prompt_length_tokens_bucket", "kvroute_proxy_route_decisions_total",
                     "kvroute_proxy_backend_healthy", "kvroute_proxy_e2e_seconds_bucket"):
            assert name in text, name
        assert 'tenant="default"' in text
        stats = orjson.loads((await c.admin_get("/stats"))[2])
        o = stats["overall"]
        assert o["requests"] == 4 and 0 < o["cached_tokens"] < o["prompt_tokens"]
        assert o["hit_rate"] == pytest.approx(o["cached_tokens"] / o["prompt_tokens"])
        assert o["window"]["requests"] == 4 and set(stats["backends"]) == set(c.urls)
        assert sum(b["prompt_tokens"] for b in stats["backends"].values()) == o["prompt_tokens"]


@run
async def test_debug_route_shows_scores_and_where_the_prompt_diverged() -> None:
    async with cluster(2) as c:
        base = "Shared instructions for every request in this test. " * 4
        await c.post("/v1/completions", {"prompt": base + "Tail number one.", "max_tokens": 1})
        await until(lambda: max(c.server.index.num_blocks(u) for u in c.urls) > 0)
        status, _, raw = await c.admin_post("/debug/route", {"prompt": base + "Tail NUMBER two, different."})
        assert status == 200
        doc = orjson.loads(raw)
        assert {r["replica"] for r in doc["replicas"]} == set(c.urls)
        assert all({"matched_blocks", "load_units", "score", "in_flight"} <= set(r) for r in doc["replicas"])
        div = doc["divergence"]
        tok = c.server.pool.tokenizer
        a = tok.encode_completion(base + "Tail number one.")
        b = tok.encode_completion(base + "Tail NUMBER two, different.")
        first_diff = next(i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y)
        assert div["token_position"] == first_diff and div["refined_from_recent_prompt"]
        assert div["matched_blocks"] == first_diff // 16
        assert div["text_after"].startswith("NUMBER")  # the asked prompt's own text
        assert "number" not in raw.decode() and "one" not in raw.decode()  # nothing of the other prompt


# ---------------------------------------------------------------------------- robustness

_json = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
                     lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
                     max_leaves=12)
_bodies = st.fixed_dictionaries({}, optional={
    "prompt": _json, "messages": _json, "stream": _json, "max_tokens": _json, "stream_options": _json,
    "cache_salt": _json, "user": _json, "tools": _json, "temperature": _json})


def test_nothing_a_client_sends_crashes_the_proxy() -> None:
    bodies: list[Any] = []

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(_bodies, st.sampled_from(["/v1/completions", "/v1/chat/completions"]))
    def collect(body: dict[str, Any], path: str) -> None:
        bodies.append((path, body))

    collect()

    async def body() -> None:
        async with cluster(1) as c:
            for path, b in bodies:
                status, h, raw = await c.post(path, None, raw=json.dumps(b).encode())
                assert status in (200, 400), (b, raw)
                if status == 400:
                    assert orjson.loads(raw)["error"]["message"]
            status, _, _ = await c.post("/v1/completions", {"prompt": "still alive", "max_tokens": 1})
            assert status == 200

    asyncio.run(asyncio.wait_for(body(), 40))


@run
async def test_debug_route_names_the_normalizer_rule_that_would_have_saved_the_match() -> None:
    async with cluster(2, config={"normalize": False}) as c:
        body = "You are the weather desk. Answer questions about the weather in detail, citing stations.\n" * 3

        def prompt(date: str) -> dict[str, Any]:
            return {"prompt": f"Current date: {date}\n{body}Question: is it raining?", "max_tokens": 1}

        status, _, _ = await c.post("/v1/completions", prompt("2026-11-30 04:35:10"))
        sent = [r["prompt"] for s in c.stubs for r in s.requests]
        assert status == 200 and sent[0].startswith("Current date")  # normalization off: sent as is
        await until(lambda: max(c.server.index.num_blocks(u) for u in c.urls) > 0)
        status, _, raw = await c.admin_post("/debug/route", prompt("2026-12-01 09:00:00"))
        div = orjson.loads(raw)["divergence"]
        assert div["token_position"] < 40 and "2026-1" in div["text_before"] + div["text_after"]
        rules = div["normalizer"]["rules"]
        assert [(r["kind"], r["rule"]) for r in rules] == [("volatile", "label_line")]
        assert "Current date" in rules[0]["text"]


@run
async def test_normalized_prompts_share_a_prefix_and_count_changes() -> None:
    async with cluster(1) as c:
        body = "You are the weather desk. Answer questions about the weather in detail, citing stations.\n" * 3
        for date in ("2026-11-30 04:35:10", "2026-12-01 09:00:00"):
            msgs = [{"role": "system", "content": f"Current date: {date}\n{body}"},
                    {"role": "user", "content": "Is it raining?"}]
            status, h, raw = await c.post("/v1/chat/completions", {"messages": msgs, "max_tokens": 1, "seed": 3})
            assert status == 200
        sent = c.stubs[0].requests[-1]
        assert sent["seed"] == 3 and not sent["messages"][0]["content"].startswith("Current date")
        assert cached_tokens_of(raw) > 0 and int(h["x-kvroute-prefix-tokens"]) == cached_tokens_of(raw)
        assert 'kvroute_proxy_normalizer_changes_total{kind="volatile"} 2.0' in (await c.admin_get("/metrics"))[2].decode()


def cached_tokens_of(raw: bytes) -> int:
    return int(usage_of(raw)["prompt_tokens_details"]["cached_tokens"])


@run
async def test_backends_without_kv_events_route_approximately_with_a_local_tokenizer(tmp_path: Any) -> None:
    from bench.stub_backend import stub_tokenizer_files

    for name, text in stub_tokenizer_files().items():
        (tmp_path / name).write_text(text)
    config = {"tokenizer": str(tmp_path),
              "backends": lambda urls: [{"url": u, "supports_kv_events": False} for u in urls]}
    async with cluster(2, config=config) as c:
        assert all(c.server.index.mode(u) == "approx" for u in c.urls)
        first = await c.post("/v1/chat/completions", chat("approx"))
        second = await c.post("/v1/chat/completions", chat("approx"))
        assert first[1]["x-kvroute-backend"] == second[1]["x-kvroute-backend"]
        assert int(second[1]["x-kvroute-prefix-tokens"]) == cached_tokens_of(second[2]) > 0


def test_not_ready_until_a_replica_serves_its_tokenizer() -> None:
    from bench.stub_backend import StubBackend, start_stub
    from proxy.config import parse_config
    from proxy.server import ProxyServer

    async def body() -> None:
        port = free_port()
        cfg = parse_config({"backends": [f"http://127.0.0.1:{port}"],
                            "timeouts": {"health_interval_s": 0.1, "health_timeout_s": 0.5}}, {})
        server = await ProxyServer.create(cfg)
        await server.start(port=0, admin_port=0)
        proxy_port = server.port
        import aiohttp

        async with aiohttp.ClientSession() as http:
            base = f"http://127.0.0.1:{proxy_port}"
            async with http.get(base + "/ready") as r:
                assert r.status == 503 and "tokenizer" in (await r.json())["reason"]
            async with http.post(base + "/v1/completions", json={"prompt": "x"}) as r:
                assert r.status == 503 and r.headers["Retry-After"]
            stub_runner, _ = await start_stub(StubBackend(), port=port)
            try:
                for _ in range(100):
                    async with http.get(base + "/ready") as r:
                        if r.status == 200:
                            break
                    await asyncio.sleep(0.05)
                async with http.post(base + "/v1/completions", json={"prompt": "x", "max_tokens": 1}) as r:
                    assert r.status == 200
            finally:
                await server.close()
                await stub_runner.cleanup()

    asyncio.run(asyncio.wait_for(body(), 30))


@run
async def test_a_large_prompt_is_prepared_off_the_event_loop_and_still_predicted() -> None:
    async with cluster(1) as c:
        body = {"prompt": "abcdefgh " * 30_000, "max_tokens": 1}  # 270 KB: tokenized on a worker thread
        small = asyncio.create_task(c.post("/v1/completions", {"prompt": "small", "max_tokens": 1}))
        first = await c.post("/v1/completions", body)
        second = await c.post("/v1/completions", body)
        assert (await small)[0] == 200 and first[0] == 200
        assert int(second[1]["x-kvroute-prefix-tokens"]) == cached_tokens_of(second[2]) > 250_000


@run
async def test_per_backend_credentials_replace_client_keys() -> None:
    config = {"backends": lambda urls: [{"url": urls[0], "api_key": "sk-upstream"}, {"url": urls[1]}],
              "policy": {"name": "round_robin"}}
    async with cluster(2, config=config) as c:
        for _ in range(2):
            await c.post("/v1/completions", {"prompt": "creds", "max_tokens": 1}, {"Authorization": "Bearer client"})
        assert c.stubs[0].auth == ["Bearer sk-upstream"]
        assert c.stubs[1].auth == ["Bearer client"]  # no tenants, no backend key: the client's key goes on
    async with cluster(1, config={**TENANTS}) as c:
        await c.post("/v1/completions", {"prompt": "creds", "max_tokens": 1}, {"Authorization": "Bearer key-a"})
        assert c.stubs[0].auth == [None]  # a tenant's proxy key never reaches a replica


@run
async def test_client_disconnect_cancels_a_non_streamed_upstream_request() -> None:
    async with cluster(1) as c:
        stub = c.stubs[0]
        stub.token_delay_s = 0.05  # 200 tokens: 10 s unless cancelled
        task = asyncio.create_task(c.post("/v1/completions", {"prompt": "long", "max_tokens": 200}))
        await until(lambda: stub.running == 1)
        task.cancel()  # the client goes away
        await until(lambda: stub.running == 0, timeout=3.0)
        await until(lambda: c.server.admitted == 0, timeout=3.0)
        m = c.server.metrics
        assert m.value(m.requests, "default", c.urls[0], "499") == 1
