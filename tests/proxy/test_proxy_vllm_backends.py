"""The proxy in front of replicas configured as `engine = "vllm"`: cache state from their ZMQ KV
events (the stub publishes what its cache does as vLLM would), load from their Prometheus
`/metrics`, no `/kv/*` API used. On a shared-prefix workload under cache pressure the proxy's
predicted cached tokens equal what the replicas report, request after request."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import aiohttp
import orjson
import pytest
from proxy_cluster import Cluster, cluster
from proxy_test_utils import free_port, run_async, until

from bench.dp_stub import DataParallelStub
from bench.stub_backend import start_stub, stub_tokenizer_files
from protocol.kv_events import LoadReport
from proxy.config import parse_config
from proxy.load_scrape import MetricsPage, load_from_metrics
from proxy.server import ProxyServer

pytestmark = pytest.mark.timeout(90)

run = run_async(60)


def vllm_config(tmp: Path, n: int, approx: bool = False) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Proxy config and stub arguments for `n` vLLM-like stubs with ZMQ events (or, `approx`, without)."""
    for name, text in stub_tokenizer_files().items():
        (tmp / name).write_text(text)
    # PUB on an ipc:// socket (bound, as vLLM binds one), replay on loopback TCP: nothing listens beyond this host
    ends = [(f"ipc://{tmp}/events-{i}", f"tcp://127.0.0.1:{free_port()}") for i in range(n)]
    stubs = [{"kv_events_zmq": p, "kv_events_replay": r, "capacity_blocks": 60} for p, r in ends]

    def backends(urls: list[str]) -> list[dict[str, Any]]:
        out = []
        for u, (p, r) in zip(urls, ends, strict=True):
            b: dict[str, Any] = {"url": u, "engine": "vllm"}
            if not approx:
                b.update(kv_events=p, kv_events_replay=r)
            out.append(b)
        return out

    return {"tokenizer": str(tmp), "backends": backends}, stubs


async def settled(c: Cluster) -> None:
    """Until every replica's events so far have been applied (the next request sees them)."""
    for url, stub in zip(c.urls, c.stubs, strict=True):
        kv = c.server.replicas[url].kv
        publisher = stub.publisher
        assert kv is not None and publisher is not None
        await until(lambda publisher=publisher: publisher.unsent == 0)  # type: ignore[misc]
        last = publisher.next_seq - 1
        if last >= 0:
            await until(lambda kv=kv, last=last: kv.last_seq is not None and kv.last_seq >= last)  # type: ignore[misc]


def workload(rng: random.Random, n: int) -> list[dict[str, Any]]:
    docs = [f"Policy document {d}: " + " ".join(f"clause-{d}-{i}" for i in range(40)) for d in range(6)]
    return [{"model": "m", "max_tokens": 1, "messages": [
        {"role": "system", "content": rng.choice(docs)},
        {"role": "user", "content": f"Question {i}: {rng.choice(['refunds', 'fees', 'limits', 'travel'])}?"}]}
        for i in range(n)]


@run
async def test_zmq_events_make_predictions_exact_under_cache_pressure(tmp_path: Path) -> None:
    config, stubs = vllm_config(tmp_path, 3)
    async with cluster(3, config=config, stub_kwargs=stubs) as c:
        await until(lambda: len(c.server.replicas.routable()) == 3)
        assert all(r.kv is not None and type(r.kv).__name__ == "ZMQSync" for r in c.server.replicas)
        assert not [p for s in c.stubs for _, p in s.seen if p.startswith("/kv/")]  # no kvroute API used
        rng = random.Random(0)
        hits = evictions = 0
        for body in workload(rng, 40):
            await settled(c)
            status, h, raw = await c.post("/v1/chat/completions", body)
            assert status == 200
            cached = orjson.loads(raw)["usage"]["prompt_tokens_details"]["cached_tokens"]
            assert int(h["x-kvroute-prefix-tokens"]) == cached, body["messages"][1]
            hits += cached > 0
        evictions = sum(m for m in (c.server.metrics.value(c.server.metrics.kv_events, u, "removed")
                                    for u in c.urls))
        assert hits > 20 and evictions > 0  # the caches were under pressure and still predicted exactly
        assert all(c.server.index.mode(u) == "exact" for u in c.urls)


@run
async def test_load_comes_from_the_replicas_metrics(tmp_path: Path) -> None:
    config, stubs = vllm_config(tmp_path, 2, approx=True)
    async with cluster(2, config=config, stub_kwargs=stubs) as c:
        await until(lambda: len(c.server.replicas.routable()) == 2)
        assert all(r.kv is None for r in c.server.replicas)  # no events configured: learned from routing
        c.stubs[0].running = 7
        replica = c.server.replicas[c.urls[0]]
        await until(lambda: replica.load is not None and replica.load.running == 7, timeout=5)
        status, h, _ = await c.post("/v1/completions", {"prompt": "Route me by load.", "max_tokens": 1})
        assert status == 200 and h["x-kvroute-backend"] == c.urls[1]


def test_vllm_and_sglang_gauges_are_read_from_prometheus_text() -> None:
    vllm = ('# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running{engine="0",model_name="m"} 3.0\n'
            'vllm:num_requests_running{engine="1",model_name="m"} 2.0\n'
            '# TYPE vllm:num_requests_waiting gauge\nvllm:num_requests_waiting{model_name="m"} 4.0\n'
            '# TYPE vllm:kv_cache_usage_perc gauge\nvllm:kv_cache_usage_perc{model_name="m"} 0.25\n')
    assert load_from_metrics(vllm, "vllm") == LoadReport(5, 4, 0.25, 0)
    assert load_from_metrics(vllm, "vllm", dp_rank=1) == LoadReport(2, 4, 0.25, 0)  # rank 1's series, and untagged ones
    old = "# TYPE vllm:gpu_cache_usage_perc gauge\nvllm:gpu_cache_usage_perc{model_name=\"m\"} 0.5\n"
    assert load_from_metrics(old, "vllm") == LoadReport(0, 0, 0.5, 0)
    sglang = ("# TYPE sglang:num_running_reqs gauge\nsglang:num_running_reqs{model_name=\"m\"} 6.0\n"
              "# TYPE sglang:num_queue_reqs gauge\nsglang:num_queue_reqs{model_name=\"m\"} 1.0\n"
              "# TYPE sglang:token_usage gauge\nsglang:token_usage{model_name=\"m\"} 0.75\n")
    assert load_from_metrics(sglang, "sglang") == LoadReport(6, 1, 0.75, 0)
    assert load_from_metrics("# nothing here\n", "vllm") is None


@run
async def test_config_refuses_zmq_events_without_a_tokenizer_or_on_the_wrong_engine() -> None:
    from proxy.config import ConfigError, parse_config

    with pytest.raises(ConfigError, match="^config: tokenizer: "):
        parse_config({"backends": [{"url": "http://a:1", "engine": "vllm", "kv_events": "tcp://a:5557"}]}, {})
    with pytest.raises(ConfigError, match=r"^config: backends\[0\].kv_events: "):
        parse_config({"tokenizer": "/t", "backends": [{"url": "http://a:1", "kv_events": "tcp://a:5557"}]}, {})
    with pytest.raises(ConfigError, match=r"^config: backends\[0\].supports_kv_events: "):
        parse_config({"backends": [{"url": "http://a:1", "engine": "sglang", "supports_kv_events": True}]}, {})
    cfg = parse_config({"backends": [{"url": "http://a:1", "engine": "openai"}]}, {})
    assert not cfg.backends[0].supports_cache_salt and not cfg.backends[0].supports_kv_events
    await asyncio.sleep(0)


@run
async def test_a_data_parallel_server_is_routed_to_rank_by_rank(tmp_path: Path) -> None:
    """A vLLM server running two data-parallel ranks behind one URL (`data_parallel_size = 2`): each
    rank's events are read from its own endpoint (the configured one offset by the rank), every
    request is pinned to the rank the router chose with `X-Data-Parallel-Rank`, and the proxy
    predicts exactly what that rank reports cached, under cache pressure; the rank header a client
    sends is not passed on."""
    for name, text in stub_tokenizer_files().items():
        (tmp_path / name).write_text(text)
    events, replay = f"ipc://{tmp_path}/events", f"ipc://{tmp_path}/replay"
    stub = DataParallelStub(2, events, replay, heartbeat_s=0.2, capacity_blocks=60)
    runner, url = await start_stub(stub)
    cfg = parse_config({"tokenizer": str(tmp_path), "timeouts": {"health_interval_s": 0.2, "events_stale_s": 1.0},
                        "backends": [{"url": url, "engine": "vllm", "kv_events": events, "kv_events_replay": replay,
                                      "data_parallel_size": 2}]}, {})
    server = await ProxyServer.create(cfg)
    http = aiohttp.ClientSession()
    try:
        await server.start(port=0, admin_port=free_port())
        names = [f"{url}#dp0", f"{url}#dp1"]
        assert server.replicas.names() == names
        await until(lambda: len(server.replicas.routable()) == 2)
        hits = 0
        for i, body in enumerate(workload(random.Random(1), 40)):
            for rank, name in zip(stub.ranks, names, strict=True):  # every rank's events so far applied
                kv, publisher = server.replicas[name].kv, rank.publisher
                assert kv is not None and publisher is not None
                await until(lambda p=publisher: p.unsent == 0)  # type: ignore[misc]
                last = publisher.next_seq - 1
                await until(lambda kv=kv, last=last: last < 0 or kv.last_seq is not None and kv.last_seq >= last)  # type: ignore[misc]
            async with http.post(f"http://127.0.0.1:{server.port}/v1/chat/completions", data=orjson.dumps(body),
                                 headers={"Content-Type": "application/json", "X-Data-Parallel-Rank": str(i % 2)}) as r:
                assert r.status == 200
                h, raw = dict(r.headers), await r.read()
            chosen = names.index(h["x-kvroute-backend"])
            assert stub.served[-1] == (chosen, str(chosen))  # pinned to the rank the proxy chose, not the client's
            cached = orjson.loads(raw)["usage"]["prompt_tokens_details"]["cached_tokens"]
            assert int(h["x-kvroute-prefix-tokens"]) == cached, body["messages"][1]
            hits += cached > 0
        m = server.metrics
        assert hits > 20 and sum(m.value(m.kv_events, n, "removed") for n in names) > 0
        assert {r for r, _ in stub.served} == {0, 1}  # both ranks' caches in use
        assert all(server.index.mode(n) == "exact" for n in names)
        assert sum(m.value(m.kv_events, n, "other_rank") for n in names) == 0
    finally:
        await http.close()
        await server.close()
        await runner.cleanup()


@run
async def test_the_ranks_of_a_data_parallel_server_share_one_probe_and_one_metrics_page(tmp_path: Path) -> None:
    """Three ranks behind one URL are one server to ask: a health round asks its /ready once and
    every rank takes the answer (three probes a round before), and the ranks read their load from
    one /metrics page a round."""
    for name, text in stub_tokenizer_files().items():
        (tmp_path / name).write_text(text)
    events, replay = f"ipc://{tmp_path}/events", f"ipc://{tmp_path}/replay"
    stub = DataParallelStub(3, events, replay, heartbeat_s=0.2, capacity_blocks=60)
    runner, url = await start_stub(stub)
    cfg = parse_config({"tokenizer": str(tmp_path), "timeouts": {"health_interval_s": 60.0},
                        "backends": [{"url": url, "engine": "vllm", "kv_events": events, "kv_events_replay": replay,
                                      "data_parallel_size": 3}]}, {})
    server = await ProxyServer.create(cfg)
    try:
        await server.start(port=0, admin_port=free_port())
        await until(lambda: len(server.replicas.routable()) == 3)
        names = server.replicas.names()
        pages = {id(server.replicas[n].scraper.page) for n in names}  # type: ignore[union-attr]
        assert len(pages) == 1
        await until(lambda: all(server.replicas[n].load is not None for n in names))
        reads = stub.metrics_reads
        await asyncio.sleep(2.5)  # two or three scrape rounds (one a second)
        assert 1 <= stub.metrics_reads - reads <= 3
        before = stub.probes
        await server.replicas.probe_all()
        assert stub.probes - before == 1
        assert len(server.replicas.routable()) == 3
        stub.ready = False  # the server stops answering ready: every rank leaves the pool
        await server.replicas.probe_all()
        assert server.replicas.routable() == []
    finally:
        await server.close()
        await runner.cleanup()


@run
async def test_a_metrics_page_is_fetched_once_for_its_readers_and_so_is_a_failure() -> None:
    """Readers of one server's page at the same moment share one fetch; so do readers of a server that
    refuses the connection, each getting its own ConnectionError; a page older than max_age is fetched again."""
    now = [0.0]
    down = MetricsPage(f"http://127.0.0.1:{free_port()}", {}, max_age_s=0.5, clock=lambda: now[0])
    answers = await asyncio.gather(*(down.text() for _ in range(3)), return_exceptions=True)
    assert down.fetches == 1 and all(isinstance(a, ConnectionError) for a in answers)
    assert len({id(a) for a in answers}) == 3
    now[0] = 1.0
    with pytest.raises(ConnectionError):
        await down.text()
    assert down.fetches == 2
    down.release()  # no reader left: its connections close
