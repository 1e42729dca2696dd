"""The request pipeline's pieces checked against their references: the hash cache against
protocol.block_hash, the prepared request against the tokenizer, and the stats window against a
brute-force sum."""

from __future__ import annotations

import subprocess
import sys

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from bench.stub_backend import stub_tokenizer_files
from protocol.block_hash import block_hashes, to_hex
from protocol.tokenization import Tokenizer
from proxy.config import parse_config
from proxy.pipeline import CHAT, COMPLETIONS, HashCache, Normalizer, Pipeline
from proxy.pool import Pool
from proxy.stats import HitStats
from proxy.tenants import TenantResolver

_tokens = st.lists(st.integers(0, 2**31 - 1), max_size=300)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), _tokens), min_size=1, max_size=8), st.sampled_from(["", "s1", "s2"]),
       st.sampled_from([1, 4, 16]))
def test_hash_cache_equals_block_hashes(prompts: list[tuple[int, list[int]]], salt: str, bs: int) -> None:
    cache = HashCache(bs, every=2, max_bytes=12_000)  # room for a few prompts: evictions happen
    heads = [list(range(i * 50, i * 50 + 90)) for i in range(4)]  # shared prefixes across prompts
    for head, tail in prompts:
        ids = heads[head] + tail
        assert cache.hashes(ids, salt) == [to_hex(h) for h in block_hashes(ids, bs, salt)]


def _pipeline(tenants: dict | None = None, normalize: bool = False) -> tuple[Pipeline, TenantResolver, Tokenizer]:
    data = {"backends": [{"url": "http://127.0.0.1:1"}, {"url": "http://127.0.0.1:2", "supports_cache_salt": False}]}
    if tenants:
        data.update(tenants)
    cfg = parse_config(data, {})
    tok = Tokenizer.from_files(stub_tokenizer_files())
    res = TenantResolver(cfg)
    return Pipeline(Pool(cfg, tok), res, Normalizer(normalize)), res, tok


def test_prepare_hashes_what_the_replica_will_see_and_keeps_the_body() -> None:
    p, res, tok = _pipeline()
    tenant = res.resolve({})
    body = {"messages": [{"role": "user", "content": "hello " * 20}], "stream": True, "extra": [1], "cache_salt": "x"}
    prep = p.prepare(CHAT, tenant, body)
    ids = tok.encode_chat([{"role": "user", "content": "hello " * 20}])
    assert list(prep.token_ids) == ids and prep.route.prompt_tokens == len(ids)
    assert list(prep.route.hashes) == [to_hex(h) for h in block_hashes(ids, 16, "x")]
    sent = orjson.loads(prep.body)
    assert prep.salt == "x" and "cache_salt" not in sent  # added per backend when it accepts salts
    assert orjson.loads(prep.payload(True))["cache_salt"] == "x" and prep.payload(False) == prep.body
    assert sent["extra"] == [1] and sent["stream_options"] == {"include_usage": True}
    assert prep.stream and not prep.include_usage and body.get("stream_options") is None
    prep = p.prepare(COMPLETIONS, tenant, {"prompt": [5, 6, 7] * 10, "user": "u1"})
    assert list(prep.token_ids) == [5, 6, 7] * 10 and prep.route.session_key == "u1"


def test_private_tenants_only_reach_salt_capable_backends() -> None:
    p, res, _ = _pipeline({"salt_key": "k", "tenants": {"a": {"api_keys": ["ka"], "isolation": "private"},
                                                       "s": {"api_keys": ["ks"], "isolation": "shared"}}})
    a = p.prepare(COMPLETIONS, res.resolve({"authorization": "Bearer ka"}), {"prompt": "x" * 40})
    s = p.prepare(COMPLETIONS, res.resolve({"authorization": "Bearer ks"}), {"prompt": "x" * 40})
    assert a.route.salted and not s.route.salted  # private: only backends that take cache_salt
    assert a.route.allowed is None and s.route.allowed is None
    assert a.salt and a.salt != s.salt and a.route.hashes[0] != s.route.hashes[0]


def test_stats_window_matches_brute_force() -> None:
    now = [0.0]
    stats = HitStats(lambda: now[0], window_s=10.0)
    events = []
    for i in range(100):
        now[0] = i * 0.7
        stats.record("t", "b", 100 + i, i, i + 1)
        events.append((now[0], 100 + i, i))
    recent = [e for e in events if int(e[0]) > int(now[0]) - 10]
    doc = stats.snapshot()
    assert doc["overall"]["prompt_tokens"] == sum(e[1] for e in events)
    assert doc["overall"]["window"]["prompt_tokens"] == sum(e[1] for e in recent)
    assert doc["tenants"]["t"]["window"]["cached_tokens"] == sum(e[2] for e in recent)


def test_proxy_imports_without_torch_or_a_second_http_stack() -> None:
    code = ("import sys; import proxy.cli, proxy.server; "
            "bad = [m for m in ('torch', 'transformers', 'triton', 'engine', 'aiohttp') if m in sys.modules]; "
            "sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


@settings(max_examples=30, deadline=None)
@given(st.lists(st.floats(0, 100, allow_nan=False), max_size=50), st.lists(st.integers(0, 5), max_size=20))
def test_metrics_export_like_prometheus_client(observations: list[float], incs: list[int]) -> None:
    from prometheus_client import CollectorRegistry, Counter, Histogram
    from prometheus_client.parser import text_string_to_metric_families

    from proxy.metrics import _LATENCY_BUCKETS, ProxyMetrics

    ours = ProxyMetrics()
    ref = CollectorRegistry()
    h = Histogram("kvroute_proxy_e2e_seconds", "x", ["backend"], buckets=_LATENCY_BUCKETS, registry=ref)
    c = Counter("kvroute_proxy_retries", "x", ["backend", "reason"], registry=ref)
    for v in observations:
        ours.child(ours.e2e, "b").observe(v)
        h.labels("b").observe(v)
    for n in incs:
        ours.child(ours.retries, "b", "connect").inc(n)
        c.labels("b", "connect").inc(n)

    def samples(text: str, names: set[str]) -> set[tuple]:
        return {(s.name, tuple(sorted(s.labels.items())), s.value) for f in text_string_to_metric_families(text)
                for s in f.samples if f.name in names}

    names = {"kvroute_proxy_e2e_seconds", "kvroute_proxy_retries"}
    from prometheus_client import generate_latest
    got = samples(ours.render().decode(), names)
    assert got == samples(generate_latest(ref).decode(), names)
    assert len(got) == (len(_LATENCY_BUCKETS) + 3 if observations else 0) + (1 if incs else 0)


def test_normalized_chat_keeps_the_clients_other_message_fields() -> None:
    p, res, _ = _pipeline(normalize=True)
    msgs = [{"role": "system", "content": "Current date: 2026-11-30 04:35:10\nYou are helpful.", "x_meta": 1},
            {"role": "user", "content": [{"type": "text", "text": "hi"}], "name": "bob"}]
    prep = p.prepare(CHAT, res.resolve({}), {"messages": msgs, "x_top": True})
    sent = orjson.loads(prep.body)
    assert prep.kinds == ("volatile",) and sent["x_top"] is True
    sys_msg, user = sent["messages"]
    assert sys_msg["x_meta"] == 1 and not sys_msg["content"].startswith("Current date")
    assert user["name"] == "bob" and user["content"].endswith("Current date: 2026-11-30 04:35:10")


def test_hashes_follow_the_block_size_the_pool_learns_after_serving() -> None:
    """With a tokenizer of its own the pool serves at once (block size 16 assumed); the first
    replica's /kv/info may then fix another size, and the hashes must follow it."""
    from protocol.kv_events import KVInfo, LoadReport

    p, res, tok = _pipeline()
    tenant = res.resolve({})
    body = {"prompt": "x" * 200}
    ids = tok.encode_completion("x" * 200)
    assert len(p.prepare(COMPLETIONS, tenant, body).route.hashes) == len(ids) // 16
    info = KVInfo("i", "m", 32, 100, 0, "auto", tok.tokenizer_hash, LoadReport(0, 0, 0.0, 100))
    assert p.pool.check("http://127.0.0.1:1", info) is None and p.pool.block_size == 32
    prep = p.prepare(COMPLETIONS, tenant, body)
    assert list(prep.route.hashes) == [to_hex(h) for h in block_hashes(ids, 32, "")]
