"""End to end: three tiny-model engine replicas and proxies, all real processes on 127.0.0.1.

The tests run in file order and share the replicas; the last three kill one replica each (idle,
mid non-streamed generation, mid-stream), so they come after everything that needs the full pool.
"""

from __future__ import annotations

import json
import random
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import openai
import pytest

from bench.procs import Proc, http_status, logdir, start_engines, start_proxy
from protocol.tokenization import Tokenizer
from proxy.config import load_config
from proxy.pipeline import CHAT, COMPLETIONS, Normalizer, Pipeline
from proxy.pool import Pool
from proxy.tenants import TenantResolver

pytestmark = pytest.mark.timeout(150)

TENANTS_TOML = """
salt_key = "e2e-salt"
[tenants.a]
api_keys = ["key-a"]
isolation = "private"
[tenants.b]
api_keys = ["key-b"]
isolation = "private"
[tenants.c]
api_keys = ["key-c"]
isolation = "group:team"
[tenants.d]
api_keys = ["key-d"]
isolation = "group:team"
"""


@dataclass
class Env:
    engines: list[Proc]
    aware: Proc
    rr: Proc
    tenants: Proc
    dir: Path

    @property
    def urls(self) -> list[str]:
        return [e.url for e in self.engines]


@pytest.fixture(scope="module")
def env() -> Iterator[Env]:
    with logdir() as d:
        engines = start_engines(3, d)  # type: ignore[arg-type]
        procs = list(engines)
        try:
            urls = [e.url for e in engines]
            aware = start_proxy("proxy-aware", urls, d)  # type: ignore[arg-type]
            procs.append(aware)
            rr = start_proxy("proxy-rr", urls, d, ["--policy", "round_robin"])  # type: ignore[arg-type]
            procs.append(rr)
            tenants = start_proxy("proxy-tenants", urls, d, config=TENANTS_TOML)  # type: ignore[arg-type]
            procs.append(tenants)
            yield Env(engines, aware, rr, tenants, d)  # type: ignore[arg-type]
        finally:
            for p in procs:
                p.kill()


def post(url: str, body: dict[str, Any], headers: dict[str, str] | None = None,
         timeout: float = 60.0) -> tuple[int, dict[str, str], Any]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, dict(r.headers), json.loads(r.read())
    except urllib.error.HTTPError as e:
        return e.code, dict(e.headers), json.loads(e.read() or b"null")


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def cached(resp: Any) -> int:
    return int(resp["usage"]["prompt_tokens_details"]["cached_tokens"])


def document(tag: str, words: int = 240) -> str:
    rng = random.Random(tag)
    vocab = ["river", "stone", "engine", "cache", "prefix", "token", "block", "replica", "route", "tenant",
             "light", "garden", "number", "window", "signal", "paper", "orange", "market", "story", "north"]
    return f"Reference {tag}: " + " ".join(rng.choice(vocab) for _ in range(words))


# ---------------------------------------------------------------------------- clients


def test_official_openai_client_works_through_the_proxy(env: Env) -> None:
    client = openai.OpenAI(base_url=env.aware.url + "/v1", api_key="unused", max_retries=0, timeout=60)
    messages = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Name a colour."}]
    raw = client.chat.completions.with_raw_response.create(model="tiny", messages=messages, max_tokens=6,
                                                           temperature=0)
    assert raw.headers["x-kvroute-backend"] in env.urls and raw.headers["x-request-id"]
    chat = raw.parse()
    assert chat.choices[0].message.content and chat.usage.prompt_tokens > 0
    # Transparent: the same greedy request straight to the replica gives the same text.
    status, _, direct = post(raw.headers["x-kvroute-backend"] + "/v1/chat/completions",
                             {"model": "tiny", "messages": messages, "max_tokens": 6, "temperature": 0})
    assert status == 200 and direct["choices"][0]["message"]["content"] == chat.choices[0].message.content

    comp = client.completions.create(model="tiny", prompt="Once upon a time", max_tokens=5, temperature=0)
    assert comp.choices[0].text and comp.usage.completion_tokens == 5

    chunks = list(client.chat.completions.create(model="tiny", messages=messages, max_tokens=6, temperature=0,
                                                 stream=True))
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == chat.choices[0].message.content
    assert all(c.usage is None for c in chunks)  # not asked for: stripped

    chunks = list(client.completions.create(model="tiny", prompt="Once upon a time", max_tokens=5, temperature=0,
                                            stream=True, stream_options={"include_usage": True}))
    assert "".join(c.choices[0].text for c in chunks if c.choices) == comp.choices[0].text
    assert chunks[-1].usage is not None and chunks[-1].usage.completion_tokens == 5

    assert "tiny" in [m.id for m in client.models.list().data]


def test_predicted_hashes_are_the_blocks_the_engine_stores(env: Env) -> None:
    files = get_json(env.urls[0] + "/kv/tokenizer")["files"]
    tok = Tokenizer.from_files(files)
    cfg = load_config(None, {"backends": env.urls})
    pipeline = Pipeline(Pool(cfg, tok), TenantResolver(cfg), Normalizer(cfg.normalize))
    tenant = TenantResolver(cfg).resolve({})
    rng = random.Random(4)
    for i in range(6):
        text = document(f"hash-{i}", words=rng.randint(20, 120))
        if i % 2:
            endpoint, path = COMPLETIONS, "/v1/completions"
            body: dict[str, Any] = {"prompt": text, "max_tokens": 2}
        else:
            endpoint, path = CHAT, "/v1/chat/completions"
            body = {"messages": [{"role": "system", "content": "Answer."}, {"role": "user", "content": text}],
                    "max_tokens": 2}
        prep = pipeline.prepare(endpoint, tenant, body)
        status, h, resp = post(env.aware.url + path, body)
        assert status == 200 and resp["usage"]["prompt_tokens"] == prep.route.prompt_tokens
        snapshot = {b["hash"] for b in get_json(h["x-kvroute-backend"] + "/kv/snapshot")["blocks"]}
        assert prep.route.hashes and set(prep.route.hashes) <= snapshot
        status, h2, again = post(env.aware.url + path, body)
        assert h2["x-kvroute-backend"] == h["x-kvroute-backend"]
        assert int(h2["x-kvroute-prefix-tokens"]) == cached(again) > 0


# ---------------------------------------------------------------------------- routing


def _run_groups(proxy: Proc, tag: str) -> tuple[int, dict[int, set[str]], int]:
    """4 prefix groups x 3 rounds, interleaved; returns (cached tokens, backends per group, prompt tokens)."""
    groups = {g: document(f"{tag}-{g}") for g in range(4)}
    total_cached = total_prompt = 0
    where: dict[int, set[str]] = {g: set() for g in groups}
    for rnd in range(3):
        for g, doc in groups.items():
            body = {"messages": [{"role": "system", "content": doc}, {"role": "user", "content": f"Question {rnd}?"}],
                    "max_tokens": 2, "temperature": 0}
            status, h, resp = post(proxy.url + "/v1/chat/completions", body)
            assert status == 200, resp
            where[g].add(h["x-kvroute-backend"])
            total_cached += cached(resp)
            total_prompt += resp["usage"]["prompt_tokens"]
    return total_cached, where, total_prompt


def test_prefix_groups_land_on_one_replica_and_beat_round_robin(env: Env) -> None:
    aware_cached, where, prompt = _run_groups(env.aware, "aware")
    assert all(len(backends) == 1 for backends in where.values()), where
    assert len(set().union(*where.values())) >= 2  # groups spread over the pool
    assert aware_cached >= 0.5 * prompt  # rounds 2 and 3 of every group hit
    rr_cached, _, _ = _run_groups(env.rr, "rr")
    assert rr_cached <= 0.5 * aware_cached, (rr_cached, aware_cached)


def test_private_tenants_never_share_and_group_members_do(env: Env) -> None:
    body = {"messages": [{"role": "user", "content": document("tenants")}], "max_tokens": 2}

    def ask(key: str) -> tuple[int, int]:
        status, h, resp = post(env.tenants.url + "/v1/chat/completions", body, {"Authorization": f"Bearer {key}"})
        assert status == 200, resp
        return cached(resp), int(h["x-kvroute-prefix-tokens"])

    assert ask("key-a") == (0, 0)
    assert ask("key-b") == (0, 0)  # same prompt, other private tenant: no cache, no routing by a's prefix
    a_again = ask("key-a")
    assert a_again[0] > 0 and a_again[1] == a_again[0]
    assert ask("key-c") == (0, 0)
    d = ask("key-d")
    assert d[0] > 0 and d[1] == d[0]  # group members share
    status, _, resp = post(env.tenants.url + "/v1/chat/completions", body, {"Authorization": "Bearer wrong"})
    assert status == 401 and resp["error"]["type"] == "authentication_error"


def test_sigterm_drains_in_flight_requests(env: Env) -> None:
    result: dict[str, Any] = {}
    body = {"prompt": "Drain me", "max_tokens": 150, "ignore_eos": True, "temperature": 0}
    t = threading.Thread(target=lambda: result.update(r=post(env.rr.url + "/v1/completions", body)))
    t.start()
    time.sleep(0.5)
    code = env.rr.terminate(timeout=60)
    t.join(60)
    status, _, resp = result["r"]
    assert status == 200 and resp["usage"]["completion_tokens"] == 150
    assert code == 0


# ---------------------------------------------------------------------------- replicas dying


def _busy_engine(env: Env, timeout: float = 20.0) -> Proc:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for e in env.engines:
            if e.alive() and get_json(e.url + "/kv/info")["running"] > 0:
                return e
        time.sleep(0.02)
    raise AssertionError("no replica started generating")


def test_replica_killed_while_idle_costs_nothing(env: Env) -> None:
    victim = env.engines[0]
    victim.kill()
    for rnd in range(2):
        for g in range(4):  # some of these prefixes live on the dead replica
            body = {"messages": [{"role": "system", "content": document(f"aware-{g}")},
                                 {"role": "user", "content": f"After the crash {rnd}?"}], "max_tokens": 2}
            status, h, resp = post(env.aware.url + "/v1/chat/completions", body)
            assert status == 200, resp
            assert h["x-kvroute-backend"] != victim.url


def test_replica_killed_mid_generation_is_retried_elsewhere(env: Env) -> None:
    result: dict[str, Any] = {}
    body = {"prompt": document("long-unary", 40), "max_tokens": 400, "ignore_eos": True, "temperature": 0}
    t = threading.Thread(target=lambda: result.update(r=post(env.aware.url + "/v1/completions", body, timeout=120)))
    t.start()
    victim = _busy_engine(env)
    victim.kill()
    t.join(120)
    status, h, resp = result["r"]
    assert status == 200 and resp["usage"]["completion_tokens"] == 400
    assert h["x-kvroute-backend"] != victim.url


def test_replica_killed_mid_stream_ends_the_stream_cleanly(env: Env) -> None:
    body = {"prompt": document("long-stream", 40), "max_tokens": 2000, "ignore_eos": True, "temperature": 0,
            "stream": True}
    req = urllib.request.Request(env.aware.url + "/v1/completions", data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=120) as r:
        backend = r.headers["x-kvroute-backend"]
        victim = next(e for e in env.engines if e.url == backend)
        events: list[Any] = []
        killed = False
        for line in r:
            line = line.strip()
            if not line.startswith(b"data: "):
                continue
            data = line[len(b"data: "):]
            events.append("[DONE]" if data == b"[DONE]" else json.loads(data))
            if len(events) == 3 and not killed:
                victim.kill()
                killed = True
    assert killed and events[-1] == "[DONE]"
    assert events[-2]["error"]["message"] and len(events) < 2000
    assert http_status(env.aware.url + "/health") == 200
