"""End to end over vLLM's KV event wire: tiny-model engines publish their cache on ZMQ
(`kvroute engine --kv-events-zmq ... --kv-events-replay ...`), and a proxy that treats them as vLLM
replicas (`engine = "vllm"`: no `/kv/*` API, a tokenizer of its own, load from `/metrics`) follows
those events. Real processes on both sides of the wire; the caches are small, so blocks are evicted
as the workload runs, and the proxy's predicted cached tokens must equal what the engines report.
"""

from __future__ import annotations

import json
import random
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench.procs import Proc, free_port, logdir, start_engines, start_proxy

pytestmark = pytest.mark.timeout(240)

KV_BLOCKS = 40  # of 16 tokens: about three of the workload's documents per replica


def get_json(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=10) as r:
        return json.loads(r.read())


def post(url: str, body: dict[str, Any]) -> tuple[dict[str, str], Any]:
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        assert r.status == 200
        return dict(r.headers), json.loads(r.read())


def document(tag: str, words: int) -> str:
    rng = random.Random(tag)
    vocab = ["river", "stone", "engine", "cache", "prefix", "token", "block", "replica", "route", "tenant",
             "light", "garden", "number", "window", "signal", "paper", "orange", "market", "story", "north"]
    return f"Handbook {tag}: " + " ".join(rng.choice(vocab) for _ in range(words))


@pytest.fixture(scope="module")
def fleet() -> Iterator[tuple[list[Proc], Proc]]:
    with logdir() as d:
        d = Path(d)  # type: ignore[arg-type]
        # the PUB socket on ipc:// (bound, as vLLM binds one), replay on loopback: nothing listens beyond this host
        events = [(f"ipc://{d}/engine{i}.events", f"tcp://127.0.0.1:{free_port()}") for i in range(2)]
        engines = start_engines(2, d, kv_blocks=KV_BLOCKS, extra=lambda i: [
            "--kv-events-zmq", events[i][0], "--kv-events-replay", events[i][1]])
        procs = list(engines)
        try:
            tokenizer = d / "tokenizer"  # what an operator of a vLLM fleet points the proxy at
            tokenizer.mkdir()
            for name, text in get_json(engines[0].url + "/kv/tokenizer")["files"].items():
                (tokenizer / name).write_text(text)
            backends = "\n".join(f'[[backends]]\nurl = "{e.url}"\nengine = "vllm"\nkv_events = "{p}"\n'
                                 f'kv_events_replay = "{r}"\n' for e, (p, r) in zip(engines, events, strict=True))
            proxy = start_proxy("proxy-vllm", [], d, config=f'tokenizer = "{tokenizer}"\nblock_size = 16\n{backends}',
                                admin=True)
            procs.append(proxy)
            yield engines, proxy
        finally:
            for p in procs:
                p.kill()


def replica_views(proxy: Proc) -> dict[str, dict[str, Any]]:
    return {r["replica"]: r for r in get_json(proxy.extra["admin"] + "/debug/replicas")["replicas"]}


def settle(engines: list[Proc], proxy: Proc, timeout: float = 10.0) -> None:
    """Until the proxy's view of every replica holds as many blocks as the replica's cache does."""
    deadline = time.monotonic() + timeout
    while True:
        views = replica_views(proxy)
        held = {e.url: len(get_json(e.url + "/kv/snapshot")["blocks"]) for e in engines}
        if all(views[u]["cached_blocks"] == n for u, n in held.items()):
            return
        assert time.monotonic() < deadline, (views, held)
        time.sleep(0.05)


def test_the_proxy_follows_real_engines_over_zmq_and_predicts_exactly(fleet: tuple[list[Proc], Proc]) -> None:
    engines, proxy = fleet
    rng = random.Random(7)
    docs = [document(f"doc-{i}", words=200) for i in range(6)]
    hits = 0
    for i in range(30):
        settle(engines, proxy)
        body = {"messages": [{"role": "system", "content": rng.choice(docs)},
                             {"role": "user", "content": f"Question {i}: {rng.choice(['why', 'how', 'when'])}?"}],
                "max_tokens": 3, "temperature": 0}
        h, resp = post(proxy.url + "/v1/chat/completions", body)
        reported = resp["usage"]["prompt_tokens_details"]["cached_tokens"]
        assert int(h["x-kvroute-prefix-tokens"]) == reported, (i, h["x-kvroute-backend"])
        hits += reported > 0
    settle(engines, proxy)
    assert all(v["mode"] == "exact" and v["kv_seq"] is not None for v in replica_views(proxy).values())
    evicted = sum(float(line.rsplit(" ", 1)[1]) for e in engines
                  for line in urllib.request.urlopen(e.url + "/metrics", timeout=10).read().decode().splitlines()
                  if line.startswith("kvroute_engine_evicted_blocks_total"))
    # Caches under pressure, and every prediction still exact, hits included (a third or more of the
    # requests: where the router puts a new document decides how many; 14-17 of 30 in runs here).
    assert hits >= 10 and evicted > 0


def test_engines_export_vllm_metric_names(fleet: tuple[list[Proc], Proc]) -> None:
    engines, _ = fleet
    text = urllib.request.urlopen(engines[0].url + "/metrics", timeout=10).read().decode()
    for name in ("vllm:num_requests_running", "vllm:num_requests_waiting", "vllm:kv_cache_usage_perc",
                 "vllm:prompt_tokens_total", "vllm:generation_tokens_total"):
        assert any(line.startswith(name + "{") and 'model_name="' in line for line in text.splitlines()), name
