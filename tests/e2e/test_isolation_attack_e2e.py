"""Tenant isolation under attack, end to end: two tiny-model replicas and a proxy with private
tenants and a group pair (bench/isolation_probe.py, whose workload, probe and checks these tests run
in small). Every secret and prompt carries one canary string, which must surface in no metric,
stats or debug view and no log line.

What is asserted is the mechanism, not timing noise: other tenants' prompts explain none of a
private tenant's cached or predicted tokens; the attacker's probe of the victim's prompt reads 0
cached, 0 predicted and 0 /debug/route tokens while the victim's own repeat reads them; the
tokenizer caches proxy and engine share keep salts apart; and only the hit control's TTFT is
tested, against a wide margin. The KS comparison of probe and cold TTFT, with its power, is the
benchmark's (`python -m bench.isolation_probe`). Key checks: every one through hmac.compare_digest,
and no `==` / `in` on key material anywhere in proxy/.
"""

from __future__ import annotations

import ast
import asyncio
import random
import re
import secrets
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import numpy as np
import orjson
import pytest

from bench import isolation_probe as iso
from bench.procs import free_port
from protocol.tokenization import Tokenizer
from proxy import tenants as tenants_module
from proxy.config import parse_config
from proxy.pipeline import CHAT, Normalizer, Pipeline
from proxy.pool import Pool
from proxy.server import ProxyServer
from proxy.tenants import TenantResolver

pytestmark = pytest.mark.timeout(120)

REPO = Path(__file__).resolve().parents[2]
CANARY = f"zqx{secrets.token_hex(6)}"  # in every key and prompt of this module
MODEL = "tiny"


def quiet(_: str) -> None:
    pass


@pytest.fixture(scope="module")
def fleet(tmp_path_factory: pytest.TempPathFactory) -> Iterator[iso.Fleet]:
    tenancy = iso.make_tenancy(marker=f"{CANARY}-")
    with iso.fleet(tmp_path_factory.mktemp("isolation"), tenancy, replicas=2, model=MODEL,
                   proxy_args=["--log-level", "DEBUG"], timeout=120) as f:
        yield f


def fetch(url: str, headers: dict[str, str] | None = None, body: Any = None) -> tuple[int, str]:
    data = orjson.dumps(body) if body is not None else None
    req = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET",
                                 headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=30) as r:
            return r.status, r.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8", "replace")


def bearer(key: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {key}"}


def chat(text: str, question: str = "Answer briefly.") -> dict[str, Any]:
    return {"model": MODEL, "messages": iso.messages_of(text, question), "max_tokens": 2, "temperature": 0}


# ---------------------------------------------------------------------------- cache sharing


def test_randomized_workload_shares_nothing_across_private_tenants(fleet: iso.Fleet) -> None:
    tok, block_size = iso.replica_tokenizer(fleet)
    prompts = iso.templates(4, seed=7, marker=f"{CANARY}-prompt")
    items = iso.build_workload(list(fleet.tenancy.isolation), 4, 48, seed=7)
    answers = asyncio.run(iso.run_workload(fleet.proxy.url, fleet.tenancy, items, prompts, MODEL, 4, quiet))
    table = iso.attribute(answers, items, prompts, fleet.tenancy, tok, block_size)
    assert iso.workload_failures(table, fleet.tenancy) == []
    cached, predicted = table["cached"], table["predicted"]
    assert sum(r.other_tenants for r in cached.values()) == sum(r.other_tenants for r in predicted.values()) == 0
    assert sum(cached[t].cross_requests for t in iso.PRIVATE if t in cached) >= 5  # the attack was tried
    assert sum(cached[t].group_mate for t in iso.GROUP if t in cached) > 0  # and sharing is visible where allowed


def test_timing_probe_reads_nothing_of_the_victims_prompt(fleet: iso.Fleet) -> None:
    samples = asyncio.run(iso.timing_probe(fleet, trials=8, model=MODEL, warmup=1, route_checks=3, seed=3,
                                           progress=quiet))
    assert iso.probe_failures(samples) == []
    probes = [a for a in samples if a.kind == "probe"]
    hits = [a for a in samples if a.kind == "hit"]
    assert len(probes) == len(hits) == 8 + 3
    assert all(a.cached_tokens == a.predicted_tokens == 0 for a in probes)
    assert all(a.cached_tokens > 0 and a.predicted_tokens > 0 for a in hits)
    checked = [a for a in probes + hits if not a.timed]
    assert len(checked) == 6 and all(a.route_predicted is not None for a in checked)
    assert all(a.route_predicted == 0 for a in checked if a.kind == "probe")
    assert all((a.route_predicted or 0) > 0 for a in checked if a.kind == "hit")
    assert all(a.route_predicted is None for a in probes + hits if a.timed)  # timed trials ask the proxy nothing
    cold, hit = iso.ttfts(samples, "cold"), iso.ttfts(samples, "hit")
    assert iso.ks(hit, cold)["p"] < 0.05 and np.median(hit) < 0.7 * np.median(cold)  # the clock can see a hit


def test_the_tokenizer_caches_keep_salts_apart(fleet: iso.Fleet) -> None:
    """Proxy and engine tokenize every prompt through protocol.tokenization, whose shared caches made
    a text another tenant had sent encode ~5x faster (~80 us per 500 tokens, in each process): a
    salted request neither reads nor fills what another salt's requests cached, and reads its own."""
    tok, _ = iso.replica_tokenizer(fleet)
    maker = iso.DocMaker(Tokenizer.from_files(iso.replica_tokenizer_files(fleet)))
    msgs = maker.make(random.Random(5), 300)
    reference = tok.encode_chat_array(msgs)
    known_words = len(tok.words) if tok.words is not None else 0

    def hits(scope: str) -> int:
        before = tok.cache.hits
        assert tok.encode_chat_array(msgs, None, scope) == reference
        return tok.cache.hits - before

    first = hits("salt-victim")  # only pieces repeated inside the prompt itself
    assert hits("salt-attacker") == first  # nothing of the victim's
    assert (len(tok.words) if tok.words is not None else 0) == known_words  # no word learned from salted text
    assert hits("salt-victim") > first  # its own, as before


def test_the_proxy_tokenizes_each_tenant_under_its_own_salt(fleet: iso.Fleet) -> None:
    t = fleet.tenancy
    cfg = parse_config(t.as_config([e.url for e in fleet.engines]), {})
    tok = Tokenizer.from_files(iso.replica_tokenizer_files(fleet))
    resolver = TenantResolver(cfg)
    pipeline = Pipeline(Pool(cfg, tok), resolver, Normalizer(cfg.normalize))
    salts = set()
    for name in ("alice", "bob", "gina"):
        tenant = resolver.resolve({"authorization": f"Bearer {t.keys[name]}"})
        pipeline.prepare(CHAT, tenant, chat("The same document, sent by three tenants."))
        salts.add(resolver.cache_salt(tenant, None))
    scopes = {key[0] for key in tok.cache._data if isinstance(key, tuple) and isinstance(key[0], str)}
    assert len(tok.cache) and scopes == salts and len(salts) == 3  # every piece cached under its sender's salt


# ---------------------------------------------------------------------------- key comparisons

SECRET_NAME = re.compile(r"api_?keys?|admin_key|_admin$|salt_key|secret|password|bearer|authorization|digest", re.I)


def secret_comparisons(source: str) -> list[str]:
    """`==`, `!=`, `in` and `not in` comparisons with an operand named like key material: these stop
    at the first differing byte (or hash it unkeyed), so their time tells how much of a guess was right."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare) or not any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                        for op in node.ops):
            continue
        names = [n.id if isinstance(n, ast.Name) else n.attr for part in (node.left, *node.comparators)
                 for n in ast.walk(part) if isinstance(n, (ast.Name, ast.Attribute))]
        if any(SECRET_NAME.search(name) for name in names):
            found.append(f"{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_key_material_is_compared_with_an_early_exit_operator() -> None:
    assert secret_comparisons("if token == self._admin:\n    pass\nok = given in cfg.api_keys\n") == [
        "1: token == self._admin", "3: given in cfg.api_keys"]  # the scan itself sees what it looks for
    found = {str(p.relative_to(REPO)): secret_comparisons(p.read_text()) for p in sorted((REPO / "proxy").glob("*.py"))}
    assert {p: f for p, f in found.items() if f} == {}


def test_every_key_check_goes_through_compare_digest(fleet: iso.Fleet, monkeypatch: pytest.MonkeyPatch) -> None:
    """A second, in-process proxy with the same tenants in front of the same replicas: every API-key
    and admin-key check of a real request compares fixed-length digests, every configured key each
    time (no early exit), through hmac.compare_digest."""
    calls: list[tuple[bytes, bytes]] = []
    real = tenants_module.hmac.compare_digest

    def spy(a: bytes, b: bytes) -> bool:
        calls.append((a, b))
        return real(a, b)

    monkeypatch.setattr(tenants_module.hmac, "compare_digest", spy)
    t = fleet.tenancy
    n_keys = len(t.keys)

    async def exercise() -> None:
        server = await ProxyServer.create(parse_config(t.as_config([e.url for e in fleet.engines]), {}))
        try:
            await server.start(port=0, admin_port=free_port())
            api, admin = f"http://127.0.0.1:{server.port}", f"http://127.0.0.1:{server.admin_port}"
            async with aiohttp.ClientSession() as http:
                async def checks(method: str, url: str, key: str, body: Any = None) -> tuple[int, int]:
                    before = len(calls)
                    async with http.request(method, url, headers=bearer(key), json=body) as r:
                        await r.read()
                        return r.status, len(calls) - before

                almost = t.keys["alice"][:-1] + ("0" if t.keys["alice"][-1] != "0" else "1")  # all but one byte right
                for tenant, key in [*t.keys.items(), ("nobody", almost), ("nobody", "x")]:
                    status, n = await checks("POST", api + "/v1/chat/completions", key, chat("Hello there."))
                    assert status == (401 if tenant == "nobody" else 200), tenant
                    assert n >= n_keys and n % n_keys == 0, (tenant, n)  # every key, every time
                    status, n = await checks("GET", api + "/stats", key)
                    assert status == (401 if tenant == "nobody" else 200) and n >= n_keys and n % n_keys == 0
                assert t.admin_key
                for key, want in ((t.admin_key, 200), (t.admin_key[:-1] + "!", 401), (t.keys["alice"], 401)):
                    for path in ("/stats", "/metrics", "/debug/replicas"):
                        status, n = await checks("GET", admin + path, key)
                        assert status == want and n == 1, (path, status, n)
        finally:
            await server.close()

    asyncio.run(exercise())
    assert calls and all(len(a) == len(b) == 32 for a, b in calls)


# ---------------------------------------------------------------------------- canaries


def test_no_key_or_prompt_text_reaches_metrics_stats_debug_views_or_logs(fleet: iso.Fleet) -> None:
    t, proxy = fleet.tenancy, fleet.proxy.url
    prompts = iso.templates(2, seed=11, marker=f"{CANARY}-prompt")
    items = iso.build_workload(list(t.isolation), 2, 12, seed=11)
    asyncio.run(iso.run_workload(proxy, t, items, prompts, MODEL, 4, quiet))
    # A volatile field the proxy learns from carol's traffic; its values carry the canary.
    for i in range(10):
        text = f"Ticket-Ref: {CANARY}v{i}q{i * 7 % 10}\nYou answer billing questions for one customer account."
        assert fetch(proxy + "/v1/chat/completions", bearer(t.keys["carol"]), chat(text))[0] == 200
    # Refused requests carrying the canary: wrong keys, a body the proxy cannot use.
    status, body = fetch(proxy + "/v1/chat/completions", bearer(f"sk-{CANARY}-wrong"), chat("Hi."))
    assert status == 401 and CANARY not in body
    status, body = fetch(fleet.admin + "/stats", bearer(f"adm-{CANARY}-wrong"))
    assert status == 401 and CANARY not in body
    status, _ = fetch(proxy + "/v1/chat/completions", bearer(t.keys["dave"]),
                      {"model": MODEL, "messages": f"{CANARY} is not a list of messages"})
    assert status == 400

    views: dict[str, str] = {}
    adm = fleet.admin_headers()
    for path in ("/metrics", "/stats", "/debug/replicas", "/debug/learned", "/ready", "/health"):
        status, views[f"admin {path}"] = fetch(fleet.admin + path, adm)
        assert status == 200, path
    for tenant, key in t.keys.items():
        status, views[f"api /stats as {tenant}"] = fetch(proxy + "/stats", bearer(key))
        assert status == 200
    for path in ("/ready", "/health", "/v1/models"):
        views[f"api {path}"] = fetch(proxy + path, bearer(t.keys["alice"]))[1]
    for i, e in enumerate(fleet.engines):
        for path in ("/metrics", "/kv/info", "/kv/snapshot", "/ready"):
            status, views[f"engine{i} {path}"] = fetch(e.url + path)
            assert status == 200, path
    for log in fleet.logs():
        views[f"log {log.name}"] = log.read_text(errors="replace")

    assert [name for name, text in views.items() if CANARY in text] == []
    # Controls: the views above did see that traffic, so the canary had its chance to show.
    assert 'kvroute_proxy_requests_total{' in views["admin /metrics"] and "carol" in views["admin /metrics"]
    learned = orjson.loads(views["admin /debug/learned"])
    assert any(r for tenant in learned["tenants"] if tenant["tenant"] == "carol" for r in tenant["rules"])
    assert "DEBUG" in views["log proxy.log"] or "INFO" in views["log proxy.log"]


def test_debug_route_shows_the_asked_prompt_only(fleet: iso.Fleet) -> None:
    """/debug/route may quote the prompt it is asked about (docs/proxy.md, "Two listeners"), never a
    prompt someone sent: asked about a prompt that diverges from alice's where her canary starts,
    for alice or for bob, it tells the position and nothing of her text."""
    t = fleet.tenancy
    head = "Shared preamble about invoices, refunds and payment plans for every customer. " * 6
    assert fetch(fleet.proxy.url + "/v1/chat/completions", bearer(t.keys["alice"]),
                 chat(head + f"Account holder {CANARY} owes a great deal."))[0] == 200
    adm = fleet.admin_headers()
    seen = {}
    for tenant in ("alice", "bob"):
        status, raw = fetch(f"{fleet.admin}/debug/route?tenant={tenant}", adm, chat(head + "Something else entirely."))
        assert status == 200 and CANARY not in raw, tenant
        seen[tenant] = orjson.loads(raw)["divergence"]
    assert seen["alice"]["matched_blocks"] > 0 and seen["alice"]["refined_from_recent_prompt"]  # her own, by position
    assert seen["bob"]["matched_blocks"] == 0 and seen["bob"]["token_position"] < seen["alice"]["token_position"]
    status, raw = fetch(f"{fleet.admin}/debug/route?tenant=alice", adm, chat(head + f"Asked: {CANARY} here."))
    assert status == 200 and CANARY in raw  # the asked prompt's own text: the search would find it
