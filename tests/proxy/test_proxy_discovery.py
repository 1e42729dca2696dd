"""Replicas joining and leaving at run time: DNS discovery (a fake resolver over stubs on several
loopback addresses sharing one port, as pods behind a headless Service do) and SIGHUP config
reloads. A replica that joins is probed and synced before it is routed to; one that leaves drains:
no new requests, those in flight finish, then the index forgets it."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import orjson
import pytest
from proxy_test_utils import free_port, run_async, until

from bench.stub_backend import StubBackend, start_stub
from proxy.config import ConfigError, parse_config
from proxy.discovery import Membership, resolve_dns
from proxy.server import ProxyServer

pytestmark = pytest.mark.timeout(90)

run = run_async(45)
ADDRESSES = ("127.0.0.1", "127.0.0.2", "127.0.0.3")


class FakeDNS:
    """A resolver whose answer the test sets; `fail` makes lookups fail as a DNS outage would."""

    def __init__(self, answer: list[str]) -> None:
        self.answer = answer
        self.fail = False
        self.asked = 0

    async def __call__(self, name: str, port: int) -> list[str]:
        self.asked += 1
        if self.fail:
            raise OSError("temporary failure in name resolution")
        assert name == "replicas.test"
        return list(self.answer)


@contextlib.asynccontextmanager
async def fleet(dns: FakeDNS) -> AsyncIterator[tuple[ProxyServer, dict[str, StubBackend], int]]:
    port = free_port()
    stubs = {a: StubBackend(heartbeat_s=0.2) for a in ADDRESSES}
    runners = [(await start_stub(s, host=a, port=port))[0] for a, s in stubs.items()]
    cfg = parse_config({"discovery": {"dns": f"replicas.test:{port}", "interval_s": 0.2},
                        "timeouts": {"health_interval_s": 0.2, "events_stale_s": 1.0, "drain_s": 5.0}}, {})
    server = await ProxyServer.create(cfg, resolve=dns)
    try:
        await server.start(port=0, admin_port=free_port())
        yield server, stubs, port
    finally:
        await server.close()
        for r in runners:
            await r.cleanup()


def url(address: str, port: int) -> str:
    return f"http://{address}:{port}"


async def post(server: ProxyServer, body: dict[str, Any]) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http:
        async with http.post(f"http://127.0.0.1:{server.port}/v1/completions", json=body) as r:
            await r.read()
            return r.status, r.headers["x-kvroute-backend"]


@run
async def test_replicas_follow_dns_joining_synced_and_leaving_drained() -> None:
    dns = FakeDNS(["127.0.0.1", "127.0.0.2"])
    async with fleet(dns) as (server, stubs, port):
        a, b, c = (url(x, port) for x in ADDRESSES)
        await until(lambda: {r.name for r in server.replicas.routable()} == {a, b})
        assert all(r.kv is not None and r.kv.exact for r in server.replicas)  # synced before routed to
        seen = {(await post(server, {"prompt": f"p{i} " * 40, "max_tokens": 1}))[1] for i in range(6)}
        assert seen == {a, b}

        stubs["127.0.0.1"].token_delay_s = 0.3  # one request in flight on the replica about to leave
        in_flight: set[asyncio.Task[tuple[int, str]]] = set()
        while not server.replicas[a].in_flight:
            t = asyncio.create_task(post(server, {"prompt": f"slow {len(in_flight)} " * 40, "max_tokens": 3}))
            in_flight.add(t)
            await asyncio.sleep(0.05)
        dns.answer = ["127.0.0.2", "127.0.0.3"]
        await until(lambda: server.replicas.get(a) is None or server.replicas[a].draining)
        await until(lambda: c in {r.name for r in server.replicas.routable()})
        results = await asyncio.gather(*in_flight)
        assert all(status == 200 for status, _ in results) and a in {w for _, w in results}  # it finished there
        await until(lambda: server.replicas.get(a) is None)  # drained, then gone
        assert a not in server.index.replicas()
        seen = {(await post(server, {"prompt": f"q{i} " * 40, "max_tokens": 1}))[1] for i in range(6)}
        assert c in seen and seen <= {b, c}  # new prefixes go where the fewest blocks are kept: the newcomer

        dns.fail = True  # an outage keeps the last answer
        asked = dns.asked
        await until(lambda: dns.asked > asked + 1)
        assert {r.name for r in server.replicas.routable()} == {b, c}
        dns.fail, dns.answer = False, []  # the name is gone: no ready replica
        await until(lambda: len(server.replicas) == 0)
        async with aiohttp.ClientSession() as http:
            async with http.get(f"http://127.0.0.1:{server.port}/ready") as r:
                assert r.status == 503 and (await r.json())["reason"] == "no healthy replica"


@run
async def test_a_replica_that_does_not_fit_the_pool_never_joins() -> None:
    dns = FakeDNS(["127.0.0.1"])
    async with fleet(dns) as (server, stubs, port):
        await until(lambda: len(server.replicas.routable()) == 1)
        stubs["127.0.0.2"].block_size = 32  # a different block size: excluded, not routed to
        dns.answer = ["127.0.0.1", "127.0.0.2"]
        await until(lambda: server.replicas.get(url("127.0.0.2", port)) is not None
                    and server.replicas[url("127.0.0.2", port)].excluded is not None)
        await asyncio.sleep(0.5)
        assert [r.name for r in server.replicas.routable()] == [url("127.0.0.1", port)]


@run
async def test_resolve_dns_reads_the_system_resolver() -> None:
    assert "127.0.0.1" in await resolve_dns("localhost", 80)


def _write_config(path: Path, urls: list[str]) -> None:
    path.write_text("".join(f'[[backends]]\nurl = "{u}"\n' for u in urls)
                    + "[timeouts]\nhealth_interval_s = 0.2\n")


def _get_json(u: str) -> Any:
    with urllib.request.urlopen(u, timeout=2) as r:
        return orjson.loads(r.read())


def _wait(cond: Any, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if cond():
                return
        except OSError:
            pass
        time.sleep(0.1)
    raise AssertionError("condition not reached")


def test_sighup_reloads_the_replica_list(tmp_path: Path) -> None:
    ports = [free_port(), free_port()]
    stubs = [subprocess.Popen([sys.executable, "-m", "bench.stub_backend", "--port", str(p)],
                              stdout=subprocess.DEVNULL) for p in ports]
    urls = [f"http://127.0.0.1:{p}" for p in ports]
    config = tmp_path / "kvroute.toml"
    _write_config(config, urls[:1])
    port, admin = free_port(), free_port()
    proxy = subprocess.Popen([sys.executable, "-m", "kvroute", "proxy", "--config", str(config), "--port", str(port),
                              "--admin-port", str(admin)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    ready = f"http://127.0.0.1:{admin}/ready"
    try:
        _wait(lambda: _get_json(ready)["healthy_backends"] == urls[:1])
        _write_config(config, urls)
        proxy.send_signal(signal.SIGHUP)
        _wait(lambda: sorted(_get_json(ready)["healthy_backends"]) == sorted(urls))
        config.write_text("port = = 1")  # a broken file is refused and changes nothing
        proxy.send_signal(signal.SIGHUP)
        time.sleep(0.5)
        assert sorted(_get_json(ready)["healthy_backends"]) == sorted(urls) and proxy.poll() is None
        _write_config(config, urls[1:])
        proxy.send_signal(signal.SIGHUP)
        _wait(lambda: _get_json(ready)["healthy_backends"] == urls[1:])
        proxy.send_signal(signal.SIGTERM)
        assert proxy.wait(20) == 0
    finally:
        for p in (proxy, *stubs):
            p.kill()
        _, err = proxy.communicate(timeout=10)
        for p in stubs:
            p.wait(10)
    assert b"config reload refused" in err and b"not valid TOML" in err


def test_discovered_servers_with_data_parallel_ranks_are_one_replica_per_rank() -> None:
    """`discovery.data_parallel_size = 2` with vLLM events: each resolved address is two targets,
    each reading its rank's event ports; a configured backend with the same URL still wins."""
    cfg = parse_config({"tokenizer": "/t", "backends": [{"url": "http://10.0.0.9:8000", "engine": "vllm"}],
                        "discovery": {"dns": "vllm.svc:8000", "engine": "vllm", "data_parallel_size": 2,
                                      "kv_events_port": 5557, "kv_events_replay_port": 5567}}, {})
    members = Membership(None, cfg.backends, cfg.discovery)  # type: ignore[arg-type]  # desired() reads no replica
    members.addresses = ["10.0.0.7", "10.0.0.9"]
    assert [(b.name, b.kv_events, b.kv_events_replay) for b in members.desired()] == [
        ("http://10.0.0.9:8000", None, None),
        ("http://10.0.0.7:8000#dp0", "tcp://10.0.0.7:5557", "tcp://10.0.0.7:5567"),
        ("http://10.0.0.7:8000#dp1", "tcp://10.0.0.7:5558", "tcp://10.0.0.7:5568")]
    with pytest.raises(ConfigError, match=r"^config: discovery.data_parallel_size: "):
        parse_config({"tokenizer": "/t", "discovery": {"dns": "vllm.svc:8000", "engine": "vllm", "data_parallel_size": 2,
                                                       "kv_events_port": 5557, "kv_events_replay_port": 5558}}, {})
