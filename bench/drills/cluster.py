"""A drill's processes: three stub replicas and a proxy on 127.0.0.1 (bench/procs.py), the relay in
front of the victim's events where the drill damages them, and the calls a drill makes to them."""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import orjson

from bench.drills.relay import EventRelay, ZMQRelay
from bench.drills.settings import PENDING_TTL_S, Settings, log
from bench.procs import Proc, free_port, spawn, wait_ready


@dataclass
class Stub:
    """One stub replica process; with `zmq`, the (PUB, replay) addresses of its KV events."""

    proc: Proc
    port: int
    zmq: tuple[str, str] | None = None

    @property
    def url(self) -> str:
        return self.proc.url


@dataclass
class Cluster:
    """Three stub replicas, a proxy, relays; everything a drill touches."""

    s: Settings
    dir: Path
    http: aiohttp.ClientSession
    stubs: list[Stub]
    proxy: Proc
    port: int
    admin_port: int
    names: list[str]  # the backend URLs as the proxy knows them (a relay's for a relayed replica)
    relays: dict[int, EventRelay | ZMQRelay] = field(default_factory=dict)
    outlier: bool = False

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def admin(self) -> str:
        return f"http://127.0.0.1:{self.admin_port}"

    async def get_json(self, url: str, timeout: float = 3.0) -> Any:
        async with self.http.get(url, timeout=aiohttp.ClientTimeout(total=timeout)) as r:
            if r.status != 200:
                raise ValueError(f"GET {url}: {r.status}")
            return orjson.loads(await r.read())

    async def control(self, i: int, **knobs: Any) -> dict[str, Any]:
        async with self.http.post(self.stubs[i].url + "/drill/control", data=orjson.dumps(knobs),
                                  timeout=aiohttp.ClientTimeout(total=3.0)) as r:
            return orjson.loads(await r.read())

    async def stub_state(self, i: int, timeout: float = 1.0) -> dict[str, Any] | None:
        try:
            return await self.get_json(self.stubs[i].url + "/drill/state", timeout)
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError):
            return None

    async def debug_route(self, body: dict[str, Any]) -> dict[str, Any]:
        """Where the proxy would route `body` and what each replica matches (admin /debug/route);
        nothing is sent to a replica."""
        async with self.http.post(self.admin + "/debug/route?tenant=default", data=orjson.dumps(body)) as r:
            return orjson.loads(await r.read())

    async def restart_stub(self, i: int) -> None:
        """Replica i's process again, on its port, with an empty cache; returns once it is healthy."""
        self.stubs[i].proc.restart()
        await ready([self.stubs[i].proc], "/health")


async def ready(procs: list[Proc], path: str = "/ready", timeout: float = 30.0) -> None:
    """procs.wait_ready in a thread: a drill restarts a process while its load and monitor run on this
    event loop, which a blocking wait would stall (and so skew the latencies it measures)."""
    await asyncio.to_thread(wait_ready, procs, timeout, path)


def proxy_toml(names: list[str], port: int, admin_port: int, zmq: list[tuple[str, str] | None] | None,
               tokenizer: Path | None, outlier: bool) -> str:
    lines = [f"port = {port}", f"admin_port = {admin_port}"]
    if tokenizer is not None:
        lines += [f'tokenizer = "{tokenizer}"', "block_size = 16"]
    lines += ["[timeouts]", "health_interval_s = 1.0", "health_timeout_s = 1.0", "events_stale_s = 2.0",
              "drain_s = 5.0", "first_byte_s = 5.0", "[policy]", f"pending_ttl_s = {PENDING_TTL_S}"]
    if outlier:
        lines += ["[outlier]", "base_ejection_s = 5.0"]
    for i, url in enumerate(names):
        lines += ["[[backends]]", f'url = "{url}"']
        if zmq is not None and zmq[i] is not None:
            pub, replay = zmq[i]  # type: ignore[misc]
            lines += ['engine = "vllm"', f'kv_events = "{pub}"', f'kv_events_replay = "{replay}"']
    return "\n".join(lines) + "\n"


@contextlib.asynccontextmanager
async def cluster(s: Settings, *, relay: str | None = None, victim: int = 0,
                  stub_token_ms: float | None = None) -> Any:
    """3 stub processes and a proxy process; `relay` "http" or "zmq" puts a relay in front of the
    victim's event stream ("zmq": every replica publishes vLLM-format events and the proxy reads them)."""
    from bench.stub_backend import stub_tokenizer_files

    d = Path(tempfile.mkdtemp(prefix="kvdrill-"))
    http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=32))
    stubs: list[Stub] = []
    relays: dict[int, EventRelay | ZMQRelay] = {}
    proxy: Proc | None = None
    try:
        use_zmq = relay == "zmq"
        for i in range(3):
            port = free_port()
            argv = ["-m", "bench.fault_drills", "--serve-stub", str(port), "--prefill-us", str(s.prefill_us),
                    "--token-ms", str(stub_token_ms if stub_token_ms is not None else s.token_ms),
                    "--seed", str(s.seed + i)]
            zmq = (f"ipc://{d}/stub{i}.pub", f"tcp://127.0.0.1:{free_port()}") if use_zmq else None
            if zmq is not None:
                argv += ["--zmq", zmq[0], "--zmq-replay", zmq[1]]
            stubs.append(Stub(spawn(f"stub{i}", argv, port, d / f"stub{i}.log"), port, zmq))
        await ready([st.proc for st in stubs], "/health")
        names = [st.url for st in stubs]
        events: list[tuple[str, str] | None] | None = None
        if relay == "http":
            er = EventRelay(stubs[victim].port, seed=s.seed)
            await er.start()
            relays[victim] = er
            names[victim] = f"http://127.0.0.1:{er.port}"
        elif use_zmq:
            events = [st.zmq for st in stubs]
            zr = ZMQRelay(stubs[victim].zmq[0], f"ipc://{d}/relay{victim}.pub", seed=s.seed)  # type: ignore[index]
            await zr.start()
            relays[victim] = zr
            events[victim] = (zr.listen, stubs[victim].zmq[1])  # type: ignore[index]
        tok = None
        if use_zmq:
            tok = d / "tokenizer"
            tok.mkdir()
            for fname, text in stub_tokenizer_files().items():
                (tok / fname).write_text(text)
        port, admin_port = free_port(), free_port()
        outlier = (s.proxy_src / "proxy" / "outlier.py").exists()
        cfg = d / "proxy.toml"
        cfg.write_text(proxy_toml(names, port, admin_port, events, tok, outlier))
        # from `--proxy-src`, maybe another source tree: run there, and import from there
        proxy = spawn("proxy", ["-m", "kvroute", "proxy", "--config", str(cfg)], port, d / "proxy.log",
                      cwd=s.proxy_src, env={"PYTHONPATH": str(s.proxy_src)})
        c = Cluster(s, d, http, stubs, proxy, port, admin_port, names, relays, outlier)
        await ready([proxy])
        await wait_settled(c)
        yield c
    finally:
        if proxy is not None:
            proxy.kill()
        for st in stubs:
            st.proc.kill()
        for r in relays.values():
            await r.close()
        await http.close()
        if os.environ.get("KVROUTE_DRILL_KEEP"):
            log(f"kept {d}")
        else:
            shutil.rmtree(d, ignore_errors=True)


async def wait_settled(c: Cluster, timeout: float = 15.0) -> None:
    """Until every replica is routable and, for kvroute replicas, its cache state comes from its
    events (a vLLM-type replica's is exact from its first batch on)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            reps = (await c.get_json(c.admin + "/debug/replicas"))["replicas"]
            zmq = any(st.zmq for st in c.stubs)
            if len(reps) == 3 and all(r["routable"] and (zmq or r["mode"] == "exact") for r in reps):
                return
        except (aiohttp.ClientError, OSError, TimeoutError, ValueError):
            reps = None
        if time.monotonic() > deadline:
            raise TimeoutError(f"replicas not settled: {reps}\n{c.proxy.log_tail()}")
        await asyncio.sleep(0.1)
