"""Fault drills: a proxy in front of 3 replicas under steady load, one fault injected mid-run, and
what the clients saw, what the proxy did, and how long it took.

Every drill runs real processes on 127.0.0.1: three stub replicas (bench/stub_backend.py, each in
its own process, with a prefill time per uncached prompt token and a time per generated token, so
cache hits show in latency), a `kvroute proxy` process in front of them, and in this process a
closed-loop load (a mix of streamed and non-streamed chat requests sharing a few long system
prompts), a monitor polling the proxy's admin listener, and -- for the event-stream drills -- a
relay between one replica and the proxy that drops, delays or reorders that replica's KV events
(its HTTP `/kv/events` lines, or its ZMQ batches) while the replica itself is left untouched.

Drills (the victim is one replica, or the proxy):

- kill9: SIGKILL, then a fresh process on the same port (empty cache).
- sigstop: SIGSTOP (the replica hangs, its port still accepts), then SIGCONT.
- events_{drop,delay,reorder}_{http,zmq}: the replica's event stream is damaged for a while.
- restart_empty: the replica empties its cache under a new instance id without closing its port.
- slow10x: prefill and decode 10x slower; errors_half: half its generation requests answer 500.
- sigterm_drain: SIGTERM to the proxy with requests (and one stream longer than `drain_s`) in flight.
- proxy_restart: SIGKILL the proxy and start it again; its first answers must be prefix hits.

Each drill reports requests sent / ok / failed (non-streamed failures must be 0; a stream may end
with an error event and [DONE], never torn or hung), attempts retried and requests failed over
(from the proxy's counters), time to detect (fault -> the replica out of the pool, or its event
stream resynced) and to recover (fault removed -> routable and serving, or the index caught up),
latency p50 / p99 before / during / after, the victim's share of attempts, and, where the replica's
cache state was rebuilt, whether the proxy's index equals the replica's `/kv/snapshot` (same number
of blocks, and every prompt sent matches as many leading blocks in the index as in the snapshot).

The proxy runs with drill-scaled timings (health every 1 s, events stale after 2 s, drain 5 s,
first byte 5 s, outlier ejection 5 s where the proxy has outlier detection, routed blocks counted as
held for 2 s unless reported stored, so the index check sees the exact view); the JSON records them.

    python -m bench.fault_drills [--drill NAME|all] [--duration S] [--concurrency C] [--proxy-src DIR]

Prints a table; writes bench/out/fault_drills.json and bench/out/fault_drills.png (latency and
success over time per drill, fault window shaded). `--proxy-src` runs the proxy from another source
tree (e.g. `git archive HEAD` unpacked) to compare before and after a change.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import orjson

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "bench" / "out"
MODEL = "stub"
PENDING_TTL_S = 2.0  # routed blocks count as held this long unless reported stored (the index check waits it out)


def log(msg: str) -> None:
    print(f"[drills] {msg}", file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pct(xs: list[float], q: float) -> float | None:
    """The q-quantile of `xs` (nearest rank), None when there is none."""
    if not xs:
        return None
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


@dataclass(frozen=True)
class Settings:
    """What every drill shares; `duration` is one drill's load time."""

    duration: float = 24.0
    concurrency: int = 8
    prefill_us: float = 50.0  # per uncached prompt token
    token_ms: float = 8.0  # per generated token
    groups: int = 6  # system prompts shared by the requests
    fresh_share: float = 0.1  # requests that start a conversation of their own (a system prompt never seen)
    stream_share: float = 0.5
    seed: int = 1
    client_timeout: float = 30.0
    proxy_src: Path = REPO


# ---------------------------------------------------------------------------- the stub replica process


def serve_stub(argv: list[str]) -> int:
    """`--serve-stub PORT ...`: one stub replica with the knobs a drill turns from outside its process."""
    p = argparse.ArgumentParser(prog="python -m bench.fault_drills --serve-stub")
    p.add_argument("--serve-stub", type=int, required=True, dest="port")
    p.add_argument("--prefill-us", type=float, default=50.0)
    p.add_argument("--token-ms", type=float, default=8.0)
    p.add_argument("--heartbeat", type=float, default=0.5)
    p.add_argument("--zmq", default=None)
    p.add_argument("--zmq-replay", default=None)
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)

    from aiohttp import web

    from bench.stub_backend import StubBackend
    from proxy.cli import event_loop_runner

    class DrillStub(StubBackend):
        """A stub that fails a share of its generation requests and counts what reached it."""

        def __init__(self) -> None:
            super().__init__(model=MODEL, heartbeat_s=args.heartbeat, kv_events_zmq=args.zmq,
                             kv_events_replay=args.zmq_replay)
            self.record_requests = False
            self.base = (args.prefill_us * 1e-6, args.token_ms * 1e-3)
            self.prefill_s_per_token, self.token_delay_s = self.base
            self.error_rate = 0.0
            self.slow_factor = 1.0
            self.received = 0
            self.injected = 0
            self.rng = random.Random(args.seed)

        async def _generate(self, request: web.Request, chat: bool) -> web.StreamResponse:
            self.received += 1
            if self.error_rate and self.rng.random() < self.error_rate:
                await request.read()
                self.injected += 1
                return web.json_response({"error": {"message": "injected 500", "type": "server_error",
                                                    "code": None, "param": None}}, status=500)
            return await super()._generate(request, chat)

        def state(self) -> dict[str, Any]:
            return {"instance_id": self.instance_id, "seq": self._seq, "blocks": len(self._cache),
                    "zmq_seq": self.publisher.next_seq - 1 if self.publisher is not None else None,
                    "received": self.received, "injected": self.injected, "running": self.running,
                    "error_rate": self.error_rate, "slow_factor": self.slow_factor}

    stub = DrillStub()

    async def control(request: web.Request) -> web.Response:
        obj = await request.json()
        if "error_rate" in obj:
            stub.error_rate = float(obj["error_rate"])
        if "slow_factor" in obj:
            stub.slow_factor = float(obj["slow_factor"])
            stub.prefill_s_per_token, stub.token_delay_s = (b * stub.slow_factor for b in stub.base)
        if obj.get("restart"):
            stub.restart()
        return web.json_response(stub.state())

    async def state(request: web.Request) -> web.Response:
        return web.json_response(stub.state())

    async def run() -> None:
        app = stub.make_app()
        app.router.add_post("/drill/control", control)
        app.router.add_get("/drill/state", state)
        runner = web.AppRunner(app, access_log=None, handler_cancellation=True, shutdown_timeout=0.5)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", args.port, reuse_address=True).start()
        print(f"drill stub on http://127.0.0.1:{args.port}", flush=True)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()

    with contextlib.suppress(KeyboardInterrupt):
        event_loop_runner()(run())
    return 0


# ---------------------------------------------------------------------------- processes


@dataclass
class Proc:
    """One subprocess (stub replica or proxy) that can be killed, stopped and started again."""

    name: str
    argv: list[str]
    cwd: Path
    logfile: Path
    popen: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1", "OMP_NUM_THREADS": "1", "PYTHONPATH": str(self.cwd)}
        with open(self.logfile, "ab") as f:
            self.popen = subprocess.Popen([sys.executable, *self.argv], cwd=self.cwd, stdout=f,
                                          stderr=subprocess.STDOUT, env=env, start_new_session=True)

    @property
    def pid(self) -> int:
        assert self.popen is not None
        return self.popen.pid

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    def signal(self, sig: int) -> None:
        if self.alive():
            os.kill(self.pid, sig)

    def kill(self) -> None:
        if self.alive():
            assert self.popen is not None
            self.popen.kill()
            self.popen.wait(10)

    def tail(self, n: int = 20) -> str:
        try:
            return "\n".join(self.logfile.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return ""


async def http_ok(http: aiohttp.ClientSession, url: str, timeout: float = 1.0) -> bool:
    try:
        async with http.get(url, timeout=aiohttp.ClientTimeout(total=timeout)) as r:
            await r.read()
            return r.status == 200
    except (aiohttp.ClientError, OSError, TimeoutError):
        return False


async def wait_ok(http: aiohttp.ClientSession, proc: Proc, url: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not await http_ok(http, url):
        if not proc.alive():
            raise RuntimeError(f"{proc.name} exited:\n{proc.tail()}")
        if time.monotonic() > deadline:
            raise TimeoutError(f"{proc.name} not ready at {url}:\n{proc.tail()}")
        await asyncio.sleep(0.1)


# ---------------------------------------------------------------------------- relays for event streams


class _Relayed:
    """What a relay does to the messages of one stream while a fault is on: drop some, delay all,
    or swap neighbours. Messages go out in order of arrival unless swapped."""

    def __init__(self, relay: EventRelay | ZMQRelay, send: Callable[[Any], Awaitable[None]]) -> None:
        self.relay = relay
        self.send = send
        self.held: Any = None
        self.queue: asyncio.Queue[tuple[float, Any]] = asyncio.Queue()
        self.writer = asyncio.create_task(self._write())

    def put(self, msg: Any, is_event: bool) -> None:
        r = self.relay
        mode = r.mode
        if is_event:
            r.seen += 1
        if mode == "drop" and (not is_event or r.rng.random() < r.drop_p):  # heartbeats too: gaps must show
            r.dropped += is_event
            return
        if mode == "reorder" and is_event:
            if self.held is None:
                self.held = msg
                return
            self._enqueue(msg)
            msg, self.held = self.held, None
            r.swapped += 1
        elif self.held is not None:
            self._enqueue(self.held)
            self.held = None
        self._enqueue(msg)

    def _enqueue(self, msg: Any) -> None:
        r = self.relay
        if r.mode == "delay":
            r.delayed += 1
        self.queue.put_nowait((time.monotonic() + (r.delay_s if r.mode == "delay" else 0.0), msg))

    async def _write(self) -> None:
        while True:
            due, msg = await self.queue.get()
            wait = due - time.monotonic()
            if wait > 0:
                await asyncio.sleep(wait)
            await self.send(msg)

    async def flush(self) -> None:
        if self.held is not None:
            self._enqueue(self.held)
            self.held = None
        while not self.queue.empty():
            await asyncio.sleep(0.01)
        await asyncio.sleep(0.01)

    async def close(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.writer


class _Heads:
    """llhttp callbacks that spot a `GET /kv/events` request in what the proxy sends."""

    def __init__(self) -> None:
        self.url = b""
        self.events = False
        self.parser: Any = None

    def on_url(self, url: bytes) -> None:
        self.url += url

    def on_headers_complete(self) -> None:
        if self.parser.get_method() == b"GET" and self.url.startswith(b"/kv/events"):
            self.events = True

    def on_message_complete(self) -> None:
        self.url = b""


class EventRelay:
    """A TCP relay in front of one replica: every byte passes as is, except the lines of its
    `/kv/events` stream, which `mode` ("drop", "delay", "reorder" or None) damages."""

    def __init__(self, target_port: int, seed: int = 7, drop_p: float = 0.5, delay_s: float = 3.0) -> None:
        self.target = target_port
        self.mode: str | None = None
        self.drop_p = drop_p
        self.delay_s = delay_s
        self.rng = random.Random(seed)
        self.seen = self.dropped = self.delayed = self.swapped = self.streams = 0
        self._server: asyncio.Server | None = None
        self._conns: set[asyncio.Task[None]] = set()
        self._writers: set[asyncio.StreamWriter] = set()
        self.port = 0

    async def start(self) -> int:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self.port

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for w in list(self._writers):
            w.close()
        await asyncio.gather(*self._conns, return_exceptions=True)

    async def _serve(self, creader: asyncio.StreamReader, cwriter: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._conns.add(task)
        writers = [cwriter]
        self._writers.add(cwriter)
        try:
            ureader, uwriter = await asyncio.open_connection("127.0.0.1", self.target)
            writers.append(uwriter)
            self._writers.add(uwriter)
            heads = _Heads()
            up = asyncio.create_task(self._up(creader, uwriter, heads))
            down = asyncio.create_task(self._down(ureader, cwriter, heads))
            await asyncio.wait({up, down}, return_when=asyncio.FIRST_COMPLETED)
            for w in writers:
                w.close()
            await asyncio.gather(up, down, return_exceptions=True)
        except OSError:
            pass
        finally:
            for w in writers:
                w.close()
                self._writers.discard(w)
            self._conns.discard(task)

    async def _up(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, heads: _Heads) -> None:
        import httptools

        heads.parser = httptools.HttpRequestParser(heads)
        with contextlib.suppress(OSError):
            while data := await reader.read(65536):
                heads.parser.feed_data(data)
                writer.write(data)
                await writer.drain()

    async def _down(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter, heads: _Heads) -> None:
        with contextlib.suppress(OSError):
            while data := await reader.read(65536):
                if heads.events:
                    await self._events(data, reader, writer)
                    return
                writer.write(data)
                await writer.drain()

    async def _events(self, buf: bytes, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """The events response: head as is, then its chunked body re-chunked one line at a time."""
        self.streams += 1
        while b"\r\n\r\n" not in buf:
            more = await reader.read(65536)
            if not more:
                return
            buf += more
        head, _, rest = buf.partition(b"\r\n\r\n")
        writer.write(head + b"\r\n\r\n")
        if b"transfer-encoding: chunked" not in head.lower():
            writer.write(rest)
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
            return

        async def send(line: bytes) -> None:
            writer.write(b"%x\r\n%s\r\n" % (len(line), line))
            await writer.drain()

        out = _Relayed(self, send)
        body, pending = bytearray(rest), b""
        try:
            while True:
                while (i := body.find(b"\r\n")) >= 0:
                    size = int(bytes(body[:i]).split(b";")[0], 16)
                    if size == 0:
                        await out.flush()
                        writer.write(b"0\r\n\r\n")
                        return
                    if len(body) < i + 4 + size:
                        break
                    pending += bytes(body[i + 2:i + 2 + size])
                    del body[:i + 4 + size]
                    *lines, pending = pending.split(b"\n")
                    for line in lines:
                        if line.strip():
                            out.put(line + b"\n", b'"heartbeat"' not in line)
                more = await reader.read(65536)
                if not more:
                    return
                body += more
        finally:
            await out.close()


class ZMQRelay:
    """SUB on a replica's KV-event PUB socket, PUB for the proxy: batches pass as they come unless
    `mode` damages them (the replica's replay socket is not relayed)."""

    def __init__(self, upstream: str, listen: str, seed: int = 7, drop_p: float = 0.5, delay_s: float = 3.0) -> None:
        self.upstream = upstream
        self.listen = listen
        self.mode: str | None = None
        self.drop_p = drop_p
        self.delay_s = delay_s
        self.rng = random.Random(seed)
        self.seen = self.dropped = self.delayed = self.swapped = self.streams = 0
        self._task: asyncio.Task[None] | None = None

    async def start(self) -> None:
        import zmq
        import zmq.asyncio

        ctx = zmq.asyncio.Context.instance()
        self._sub = ctx.socket(zmq.SUB)
        self._sub.setsockopt(zmq.LINGER, 0)
        self._sub.setsockopt(zmq.SUBSCRIBE, b"")
        self._sub.connect(self.upstream)
        self._pub = ctx.socket(zmq.PUB)
        self._pub.setsockopt(zmq.LINGER, 0)
        self._pub.bind(self.listen)
        self._task = asyncio.create_task(self._run())

    async def _run(self) -> None:
        async def send(frames: list[bytes]) -> None:
            await self._pub.send_multipart(frames)

        out = _Relayed(self, send)
        try:
            while True:
                out.put(await self._sub.recv_multipart(), True)
        finally:
            await out.close()

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._sub.close(0)
        self._pub.close(0)


# ---------------------------------------------------------------------------- the cluster


@dataclass
class Stub:
    proc: Proc
    port: int
    zmq: tuple[str, str] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


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

    async def start_stub(self, i: int) -> None:
        self.stubs[i].proc.start()
        await wait_ok(self.http, self.stubs[i].proc, self.stubs[i].url + "/health")

    async def start_proxy(self, timeout: float = 30.0) -> None:
        self.proxy.start()
        await wait_ok(self.http, self.proxy, self.base + "/ready", timeout)


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
            stubs.append(Stub(Proc(f"stub{i}", argv, REPO, d / f"stub{i}.log"), port, zmq))
        for st in stubs:
            st.proc.start()
        for st in stubs:
            await wait_ok(http, st.proc, st.url + "/health")
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
        proxy = Proc("proxy", ["-m", "kvroute", "proxy", "--config", str(cfg)], s.proxy_src, d / "proxy.log")
        c = Cluster(s, d, http, stubs, proxy, port, admin_port, names, relays, outlier)
        await c.start_proxy()
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
            raise TimeoutError(f"replicas not settled: {reps}\n{c.proxy.tail()}")
        await asyncio.sleep(0.1)


# ---------------------------------------------------------------------------- the load


_WORDS = ("account", "invoice", "refund", "plan", "router", "cache", "prefix", "token", "replica", "policy",
          "network", "latency", "storage", "billing", "support", "customer", "update", "history", "window", "order")


def system_prompt(g: int) -> str:
    rng = random.Random(f"group-{g}")
    return f"You are assistant #{g} of the drill fleet. Rules: " + " ".join(rng.choice(_WORDS) for _ in range(90))


def question(n: int) -> str:
    rng = random.Random(n)
    return f"Ticket {n}: " + " ".join(rng.choice(_WORDS) for _ in range(12)) + "?"


def chat_body(g: int, n: int, stream: bool) -> dict[str, Any]:
    body: dict[str, Any] = {"model": MODEL, "max_tokens": 12 if stream else 8,
                            "messages": [{"role": "system", "content": system_prompt(g)},
                                         {"role": "user", "content": question(n)}]}
    if stream:
        body.update(stream=True, stream_options={"include_usage": True})
    return body


@dataclass
class Req:
    """One client request as the client saw it."""

    n: int
    group: int
    stream: bool
    start: float
    end: float = 0.0
    status: int | None = None
    outcome: str = "pending"  # ok, http_error, stream_error, torn, dropped, refused, hang
    backend: str = ""
    predicted: int = 0
    cached: int = 0
    error: str = ""

    @property
    def latency(self) -> float:
        return self.end - self.start


class Load:
    """`concurrency` closed-loop clients; each backs off 0.2 s after a refusal or a 503."""

    def __init__(self, c: Cluster) -> None:
        self.c = c
        self.s = c.s
        self.rng = random.Random(c.s.seed)
        self.reqs: list[Req] = []
        self.bodies: dict[int, dict[str, Any]] = {}
        self._n = 0
        self._stop = False
        self._go = asyncio.Event()
        self._go.set()
        self._tasks: list[asyncio.Task[None]] = []
        self.http = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0, force_close=False))

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._worker()) for _ in range(self.s.concurrency)]

    async def pause(self) -> None:
        """No new requests; returns once those in flight have ended."""
        self._go.clear()
        while any(r.outcome == "pending" for r in self.reqs):
            await asyncio.sleep(0.01)

    def resume(self) -> None:
        self._go.set()

    def spawn(self, g: int, stream: bool, max_tokens: int) -> None:
        """One more request besides the closed loop's (awaited by `stop`)."""
        self._n += 1
        body = {**chat_body(g, self._n, stream), "max_tokens": max_tokens}
        self._tasks.append(asyncio.create_task(self._one(self._n, g, stream, body)))

    async def _one(self, n: int, g: int, stream: bool, body: dict[str, Any]) -> None:
        await self.one(n, g, stream, body)

    async def stop(self) -> None:
        self._stop = True
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.http.close()

    async def _worker(self) -> None:
        while not self._stop:
            await self._go.wait()
            self._n += 1
            n = self._n
            fresh = self.rng.random() < self.s.fresh_share
            g = self.s.groups + n if fresh else self.rng.randrange(self.s.groups)
            rec = await self.one(n, g, self.rng.random() < self.s.stream_share)
            if rec.outcome == "refused" or rec.status == 503:
                await asyncio.sleep(0.2)

    async def one(self, n: int, g: int, stream: bool, body: dict[str, Any] | None = None) -> Req:
        body = body or chat_body(g, n, stream)
        self.bodies[n] = body
        rec = Req(n, g, stream, time.monotonic())
        self.reqs.append(rec)
        try:
            async with asyncio.timeout(self.s.client_timeout):
                await self._send(rec, body)
        except TimeoutError:
            rec.outcome, rec.error = "hang", f"no end within {self.s.client_timeout:g}s"
        except aiohttp.ClientConnectorError as e:
            rec.outcome, rec.error = "refused", str(e)
        except (aiohttp.ClientError, OSError, ValueError) as e:
            rec.outcome = "torn" if rec.status is not None else "dropped"
            rec.error = f"{type(e).__name__}: {e}"
        rec.end = time.monotonic()
        return rec

    async def _send(self, rec: Req, body: dict[str, Any]) -> None:
        async with self.http.post(self.c.base + "/v1/chat/completions", data=orjson.dumps(body),
                                  headers={"Content-Type": "application/json"}) as r:
            rec.status = r.status
            rec.backend = r.headers.get("x-kvroute-backend", "")
            rec.predicted = int(r.headers.get("x-kvroute-prefix-tokens", "0") or 0)
            if r.status != 200:
                await r.read()
                rec.outcome = "http_error"
                return
            if not rec.stream:
                obj = orjson.loads(await r.read())
                if not obj.get("choices"):
                    raise ValueError("an answer without choices")
                rec.cached = int(((obj.get("usage") or {}).get("prompt_tokens_details") or {}).get("cached_tokens", 0))
                rec.outcome = "ok"
                return
            done, error = False, None
            async for raw in r.content:
                line = raw.strip()
                if not line.startswith(b"data: "):
                    continue
                data = line[6:]
                if data == b"[DONE]":
                    done = True
                    continue
                obj = orjson.loads(data)
                if "error" in obj:
                    error = str(obj["error"].get("message"))
                usage = obj.get("usage")
                if usage:
                    rec.cached = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens", 0))
            if not done:
                raise aiohttp.ClientPayloadError("the stream ended without [DONE]")
            rec.outcome, rec.error = ("stream_error", error) if error else ("ok", "")


# ---------------------------------------------------------------------------- watching the proxy

_METRIC = re.compile(r'^(kvroute_proxy_[a-z_]+)(?:\{(.*)\})? (\S+)$')
_LABEL = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')
_COUNTERS = ("retries_total", "failovers_total", "kv_resyncs_total", "outlier_ejections_total",
             "stream_errors_total", "route_decisions_total", "prediction_misses_total")


def parse_metrics(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """The counters drills read, by (name without prefix, sorted labels)."""
    out = {}
    for line in text.splitlines():
        m = _METRIC.match(line)
        if m is None:
            continue
        name = m.group(1)[len("kvroute_proxy_"):]
        if name not in _COUNTERS:
            continue
        labels = tuple(sorted(_LABEL.findall(m.group(2) or "")))
        out[(name, labels)] = float(m.group(3))
    return out


class Monitor:
    """Polls /debug/replicas (10 Hz), /metrics (5 Hz) and the victim's own state (4 Hz)."""

    def __init__(self, c: Cluster, victim: int) -> None:
        self.c = c
        self.victim = victim
        self.replicas: list[tuple[float, dict[str, dict[str, Any]]]] = []
        self.metrics: list[tuple[float, dict[tuple[str, tuple[tuple[str, str], ...]], float]]] = []
        self.states: list[tuple[float, dict[str, Any]]] = []
        self._tasks: list[asyncio.Task[None]] = []

    def start(self) -> None:
        self._tasks = [asyncio.create_task(self._poll(self._replicas, 0.1)),
                       asyncio.create_task(self._poll(self._metrics, 0.2)),
                       asyncio.create_task(self._poll(self._state, 0.25))]

    async def stop(self) -> None:
        for t in self._tasks:
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _poll(self, fn: Callable[[], Awaitable[None]], every: float) -> None:
        while True:
            with contextlib.suppress(aiohttp.ClientError, OSError, TimeoutError, ValueError):
                await fn()
            await asyncio.sleep(every)

    async def _replicas(self) -> None:
        reps = (await self.c.get_json(self.c.admin + "/debug/replicas", 1.0))["replicas"]
        self.replicas.append((time.monotonic(), {r["replica"]: r for r in reps}))

    async def _metrics(self) -> None:
        async with self.c.http.get(self.c.admin + "/metrics", timeout=aiohttp.ClientTimeout(total=1.0)) as r:
            text = await r.text()
        self.metrics.append((time.monotonic(), parse_metrics(text)))

    async def _state(self) -> None:
        st = await self.c.stub_state(self.victim)
        if st is not None:
            self.states.append((time.monotonic(), st))

    async def scrape(self) -> None:
        """One more /metrics sample now (the last word on the counters)."""
        with contextlib.suppress(aiohttp.ClientError, OSError, TimeoutError, ValueError):
            await self._metrics()

    def counter(self, name: str, t0: float = -math.inf, t1: float = math.inf, **labels: str) -> float:
        """How much a counter (summed over the other labels) rose within [t0, t1], across proxy restarts."""
        total, prev = 0.0, None
        for t, sample in self.metrics:
            v = sum(val for (n, ls), val in sample.items() if n == name
                    and all(dict(ls).get(k) == want for k, want in labels.items()))
            if prev is not None and t0 <= t <= t1:
                total += v - prev if v >= prev else v
            prev = v
        return total

    def first(self, since: float, cond: Callable[[dict[str, Any]], bool], name: str) -> float | None:
        """The first /debug/replicas sample at or after `since` where `cond(replica name's view)` holds."""
        for t, reps in self.replicas:
            if t >= since and name in reps and cond(reps[name]):
                return t
        return None

    def first_metric(self, since: float, pred: Callable[[float], bool], name: str, **labels: str) -> float | None:
        for t, _ in self.metrics:
            if t >= since and pred(self.counter(name, since, t, **labels)):
                return t
        return None

    def received(self, t0: float, t1: float) -> int | None:
        """Generation requests that reached the victim within [t0, t1] by its own count (None when
        it could not be asked then, or restarted in between)."""
        def at(t: float) -> int | None:
            before = [st["received"] for ts, st in self.states if ts <= t]
            if before:
                return before[-1]
            return 0 if self.states and t <= self.states[0][0] and self.states[0][1]["received"] == 0 else None

        a, b = at(t0), at(t1)
        return None if a is None or b is None or b < a else b - a


# ---------------------------------------------------------------------------- the index against snapshots


async def index_check(c: Cluster, load: Load, replicas: list[int], timeout: float = 8.0) -> dict[str, Any]:
    """Whether the proxy's view of each replica equals its /kv/snapshot: the same block count, and
    every prompt sent matches as many leading blocks in the index as in the snapshot."""
    from bench.stub_backend import stub_tokenizer_files
    from protocol.tokenization import Tokenizer
    from proxy.config import parse_config
    from proxy.pipeline import CHAT, Normalizer, Pipeline
    from proxy.pool import Pool
    from proxy.tenants import TenantResolver

    last = max((r.end for r in load.reqs), default=0.0)
    await asyncio.sleep(max(0.0, last + PENDING_TTL_S + 0.2 - time.monotonic()))  # guesses expire: exact view only
    t0 = time.monotonic()
    counts: dict[str, tuple[int, int]] = {}
    snaps: dict[str, set[str]] = {}
    while True:
        reps = {r["replica"]: r for r in (await c.get_json(c.admin + "/debug/replicas"))["replicas"]}
        ok = True
        for i in replicas:
            snap = await c.get_json(c.stubs[i].url + "/kv/snapshot", 10.0)
            snaps[c.names[i]] = {b["hash"] for b in snap["blocks"]}
            view = reps.get(c.names[i], {})
            counts[c.names[i]] = (int(view.get("cached_blocks", -1)), len(snap["blocks"]))
            exact = view.get("mode") == "exact" or c.stubs[i].zmq is not None  # ZMQ: silence reads as approx
            ok &= exact and counts[c.names[i]][0] == counts[c.names[i]][1]
        if ok or time.monotonic() - t0 > timeout:
            break
        await asyncio.sleep(0.2)
    settle_s = time.monotonic() - t0
    cfg = parse_config({"backends": c.names})
    pipeline = Pipeline(Pool(cfg, Tokenizer.from_files(stub_tokenizer_files())), TenantResolver(cfg),
                        Normalizer(cfg.normalize))
    tenant = TenantResolver(cfg).resolve({})
    bodies = list(load.bodies.values())
    mismatches: list[dict[str, Any]] = []
    sem = asyncio.Semaphore(4)

    async def one(body: dict[str, Any]) -> None:
        hashes = pipeline.prepare(CHAT, tenant, dict(body)).route.hashes
        async with sem, c.http.post(c.admin + "/debug/route?tenant=default", data=orjson.dumps(body)) as r:
            doc = orjson.loads(await r.read())
        seen = {x["replica"]: x["matched_blocks"] for x in doc["replicas"]}
        for name, snap in snaps.items():
            want = next((k for k, h in enumerate(hashes) if h not in snap), len(hashes))
            if seen.get(name) != want and len(mismatches) < 5:
                mismatches.append({"replica": name, "index": seen.get(name), "snapshot": want})
            elif seen.get(name) != want:
                mismatches.append({})

    await asyncio.gather(*(one(b) for b in bodies))
    equal = not mismatches and all(a == b for a, b in counts.values())
    return {"equal": equal, "settle_s": round(settle_s, 2), "prompts_checked": len(bodies),
            "mismatched_prompts": len(mismatches), "examples": [m for m in mismatches if m][:5],
            "blocks": {n: {"index": a, "snapshot": b} for n, (a, b) in counts.items()}}


# ---------------------------------------------------------------------------- drills


@dataclass
class Ctx:
    """A running drill: its cluster, load and monitor, and the times it marked."""

    c: Cluster
    load: Load
    mon: Monitor
    victim: int
    t0: float
    notes: dict[str, Any] = field(default_factory=dict)
    marks: dict[str, float] = field(default_factory=dict)

    @property
    def vname(self) -> str:
        return self.c.names[self.victim]

    def mark(self, what: str, msg: str) -> None:
        self.marks[what] = time.monotonic()
        log(f"  t={self.marks[what] - self.t0:5.1f}s {msg}")


Hook = Callable[[Ctx], Awaitable[None]]


async def _nothing(x: Ctx) -> None:
    return None


@dataclass(frozen=True)
class Spec:
    """One drill: how to set it up, inject and clear its fault, and how it is judged."""

    name: str
    what: str
    inject: Hook
    clear: Hook = _nothing
    relay: str | None = None  # "http" / "zmq": a relay in front of the victim's events
    detect: str = "pool"  # pool (out of the pool), resync (its events re-read), instance, none
    detect_bound_s: float | None = 3.0
    index_check: bool = False
    proxy_fault: bool = False  # the proxy itself is the victim (sigterm_drain, proxy_restart)
    fault_at: float = 0.3  # of the duration
    clear_at: float = 0.6
    min_after_s: float = 8.0  # load goes on up to this long after the fault is removed until it recovers
    stub_token_ms: float | None = None


async def pin_in_flight(x: Ctx, tokens: int = 120) -> None:
    """Put two non-streamed and two streamed requests with long answers in flight on the victim
    (prompts of prefix groups the proxy would route there), so the fault surely catches some mid-way."""
    groups = []
    for g in range(x.c.s.groups):
        async with x.c.http.post(x.c.admin + "/debug/route?tenant=default",
                                 data=orjson.dumps(chat_body(g, 0, False))) as r:
            if ((orjson.loads(await r.read()).get("decision") or {}).get("replica")) == x.vname:
                groups.append(g)
    groups = groups or [x.c.s.groups]  # none: a prefix of its own goes to the least loaded replica
    for k in range(4):
        x.load.spawn(groups[k % len(groups)], stream=k % 2 == 1, max_tokens=tokens)
    await asyncio.sleep(0.3)
    x.notes["victim_running_at_fault"] = (await x.c.stub_state(x.victim) or {}).get("running")


async def kill9(x: Ctx) -> None:
    await pin_in_flight(x)
    x.c.stubs[x.victim].proc.kill()
    x.mark("fault", f"SIGKILL {x.c.stubs[x.victim].proc.name} ({x.notes['victim_running_at_fault']} "
                    f"requests running there)")


async def restart_victim(x: Ctx) -> None:
    await x.c.start_stub(x.victim)
    x.mark("restarted", f"{x.c.stubs[x.victim].proc.name} started again (empty cache)")


async def sigstop(x: Ctx) -> None:
    await pin_in_flight(x)
    x.c.stubs[x.victim].proc.signal(signal.SIGSTOP)
    x.mark("fault", f"SIGSTOP ({x.notes['victim_running_at_fault']} requests running there)")


async def sigcont(x: Ctx) -> None:
    x.c.stubs[x.victim].proc.signal(signal.SIGCONT)


def relay_mode(mode: str | None) -> Hook:
    async def hook(x: Ctx) -> None:
        r = x.c.relays[x.victim]
        if mode is None:
            x.notes["replica_seq_at_clear"] = await x.c.stub_state(x.victim)
        r.mode = mode
        if mode is not None:
            x.mark("fault", f"event relay: {mode}")
    return hook


async def restart_empty(x: Ctx) -> None:
    """Load paused around the restart, so what the proxy predicts right after it has seen the new
    instance can only come from blocks of the old one."""
    await x.load.pause()
    try:
        before = await x.c.stub_state(x.victim)
        st = await x.c.control(x.victim, restart=True)
        x.notes["old_instance"], x.notes["new_instance"] = (before or {}).get("instance_id"), st["instance_id"]
        x.notes["blocks_before_restart"] = (before or {}).get("blocks")
        x.mark("fault", f"replica emptied its cache (instance {st['instance_id'][:8]})")
        deadline = time.monotonic() + 5.0
        while time.monotonic() < deadline:
            reps = (await x.c.get_json(x.c.admin + "/debug/replicas"))["replicas"]
            if any(r["replica"] == x.vname and r["instance_id"] == st["instance_id"] for r in reps):
                break
            await asyncio.sleep(0.02)
        predicted = 0
        for g in range(x.c.s.groups):
            async with x.c.http.post(x.c.admin + "/debug/route?tenant=default",
                                     data=orjson.dumps(chat_body(g, 0, False))) as r:
                doc = orjson.loads(await r.read())
            predicted += sum(v["matched_blocks"] for v in doc["replicas"] if v["replica"] == x.vname)
        x.notes["old_blocks_predicted"] = predicted
    finally:
        x.load.resume()


def knobs(**kw: Any) -> Hook:
    async def hook(x: Ctx) -> None:
        await x.c.control(x.victim, **kw)
        if "fault" not in x.marks:
            x.mark("fault", f"replica knobs {kw}")
    return hook


async def proxy_sigterm(x: Ctx) -> None:
    x.notes["long_stream"] = asyncio.create_task(x.load.one(-1, 0, True, {
        **chat_body(0, -1, True), "max_tokens": 1500}))
    await asyncio.sleep(1.0)
    x.notes["in_flight_at_sigterm"] = [r.n for r in x.load.reqs if r.outcome == "pending"]
    x.c.proxy.signal(signal.SIGTERM)
    x.mark("fault", f"SIGTERM proxy ({len(x.notes['in_flight_at_sigterm'])} requests in flight)")


async def proxy_exit(x: Ctx) -> None:
    deadline = time.monotonic() + 30
    while x.c.proxy.alive() and time.monotonic() < deadline:
        await asyncio.sleep(0.02)
    assert x.c.proxy.popen is not None
    x.notes["exit_code"] = x.c.proxy.popen.poll()
    x.mark("exited", f"proxy exited with {x.notes['exit_code']}")


async def proxy_kill(x: Ctx) -> None:
    x.notes["holders"] = holders(x.load.reqs, time.monotonic(), x.c.s.groups)
    x.c.proxy.kill()
    x.mark("fault", "SIGKILL proxy")


async def proxy_start(x: Ctx) -> None:
    x.c.proxy.start()
    x.mark("restarted", "proxy started again")
    await wait_ok(x.c.http, x.c.proxy, x.c.base + "/ready")
    x.mark("ready", "proxy ready")


def served_again(x: Ctx) -> bool:
    """Whether the victim is in the pool and answered a request sent after the fault was removed."""
    t = x.marks["clear"]
    back = bool(x.mon.replicas) and x.mon.replicas[-1][1].get(x.vname, {}).get("routable", False)
    return back and any(r.start >= t and r.backend == x.vname and r.outcome == "ok" for r in x.load.reqs)


def holders(reqs: list[Req], before: float, groups: int) -> dict[int, list[str]]:
    """Per prefix group, the replicas that served it so far (where its prefix is cached)."""
    out: dict[int, list[str]] = {}
    for r in reqs:
        if r.outcome == "ok" and r.end < before and r.group < groups and r.backend not in out.setdefault(r.group, []):
            out[r.group].append(r.backend)
    return out


SPECS: dict[str, Spec] = {s.name: s for s in (
    Spec("kill9", "SIGKILL a replica under load, restart it (empty cache) later", kill9, restart_victim,
         detect_bound_s=2.5, index_check=True),
    Spec("sigstop", "SIGSTOP a replica (hangs with its port open), SIGCONT later", sigstop, sigcont,
         detect_bound_s=3.5, index_check=True),
    Spec("events_drop_http", "drop half the replica's /kv/events block events and all its heartbeats",
         relay_mode("drop"), relay_mode(None), relay="http", detect="resync", index_check=True),
    Spec("events_delay_http", "delay the replica's /kv/events lines by 3 s (stale after 2 s)", relay_mode("delay"),
         relay_mode(None), relay="http", detect="resync", detect_bound_s=4.0, index_check=True),
    Spec("events_reorder_http", "swap neighbouring /kv/events lines", relay_mode("reorder"), relay_mode(None),
         relay="http", detect="resync", index_check=True),
    Spec("events_drop_zmq", "drop half the replica's ZMQ event batches (replay socket intact)",
         relay_mode("drop"), relay_mode(None), relay="zmq", detect="resync", index_check=True),
    Spec("events_delay_zmq", "delay the replica's ZMQ event batches by 3 s (stale after 2 s)", relay_mode("delay"),
         relay_mode(None), relay="zmq", detect="resync", detect_bound_s=4.0, index_check=True),
    Spec("events_reorder_zmq", "swap neighbouring ZMQ event batches", relay_mode("reorder"), relay_mode(None),
         relay="zmq", detect="resync", index_check=True),
    Spec("restart_empty", "the replica empties its cache under a new instance id, port kept open", restart_empty,
         detect="instance", detect_bound_s=2.0, index_check=True, clear_at=0.3),
    Spec("slow10x", "the replica prefills and decodes 10x slower", knobs(slow_factor=10.0),
         knobs(slow_factor=1.0), detect="none", detect_bound_s=None),
    Spec("errors_half", "half the replica's generation requests answer 500", knobs(error_rate=0.5),
         knobs(error_rate=0.0), detect="pool", detect_bound_s=5.0, min_after_s=12.0),
    Spec("sigterm_drain", "SIGTERM the proxy under load (one stream outlasts drain_s = 5 s)", proxy_sigterm,
         proxy_exit, detect="none", detect_bound_s=None, proxy_fault=True, fault_at=0.4, clear_at=0.4,
         stub_token_ms=20.0),
    Spec("proxy_restart", "SIGKILL the proxy under load and start it again", proxy_kill, proxy_start,
         detect="none", detect_bound_s=None, proxy_fault=True, fault_at=0.45, clear_at=0.5),
)}
DRILLS = tuple(SPECS)


async def run_drill(name: str, s: Settings) -> dict[str, Any]:
    """Run one drill; its result document (see `summarize`)."""
    spec = SPECS[name]
    victim = 0
    log(f"{name}: {spec.what}")
    async with cluster(s, relay=spec.relay, victim=victim, stub_token_ms=spec.stub_token_ms) as c:
        load = Load(c)
        mon = Monitor(c, victim)
        t0 = time.monotonic()
        x = Ctx(c, load, mon, victim, t0)
        mon.start()
        load.start()
        try:
            await asyncio.sleep(max(0.0, t0 + spec.fault_at * s.duration - time.monotonic()))
            await mon.scrape()
            x.notes["victim_before"] = await c.stub_state(victim)
            await spec.inject(x)
            await asyncio.sleep(max(0.0, t0 + spec.clear_at * s.duration - time.monotonic()))
            x.marks["clear"] = time.monotonic()
            await spec.clear(x)
            if spec.clear is not _nothing and "restarted" not in x.marks and "exited" not in x.marks:
                x.mark("clear", "fault removed")
            await asyncio.sleep(max(0.0, t0 + s.duration - time.monotonic()))
            while not spec.proxy_fault and time.monotonic() < x.marks["clear"] + spec.min_after_s \
                    and not served_again(x):
                await asyncio.sleep(0.2)
        finally:
            x.marks["end"] = time.monotonic()
            await load.stop()
            if "long_stream" in x.notes:
                await asyncio.gather(x.notes.pop("long_stream"), return_exceptions=True)
            if not spec.proxy_fault or c.proxy.alive():
                await asyncio.sleep(0.5)
                await mon.scrape()
            await mon.stop()
        index = None
        if spec.index_check:
            index = await index_check(c, load, [victim])
            log(f"  index == snapshot: {index['equal']} ({index['blocks']}, {index['prompts_checked']} prompts, "
                f"settled in {index['settle_s']} s)")
        x.notes["relay"] = {k: getattr(c.relays[victim], k) for k in ("seen", "dropped", "delayed", "swapped",
                                                                       "streams")} if c.relays else None
        x.notes["victim_after"] = await c.stub_state(victim)
        return summarize(spec, x, index)


# ---------------------------------------------------------------------------- judging


def _phase(reqs: list[Req], a: float, b: float) -> dict[str, Any]:
    inside = [r for r in reqs if a <= r.start < b]
    lat = [r.latency * 1e3 for r in inside if r.outcome == "ok"]
    return {"n": len(inside), "ok": len(lat), "p50_ms": _r(pct(lat, 0.5)), "p99_ms": _r(pct(lat, 0.99))}


def _r(v: float | None, nd: int = 1) -> float | None:
    return None if v is None else round(v, nd)


def summarize(spec: Spec, x: Ctx, index: dict[str, Any] | None) -> dict[str, Any]:
    reqs = [r for r in x.load.reqs if r.n >= 0]
    t0, end = x.t0, x.marks["end"]
    t_fault = x.marks.get("fault", t0 + spec.fault_at * x.c.s.duration)
    t_clear = x.marks.get("restarted", x.marks.get("exited", x.marks.get("clear", t_fault)))
    mon, v = x.mon, x.vname
    unary = [r for r in reqs if not r.stream]
    streams = [r for r in reqs if r.stream]
    outcomes: dict[str, dict[str, int]] = {"unary": {}, "stream": {}}
    for r in reqs:
        d = outcomes["stream" if r.stream else "unary"]
        d[r.outcome] = d.get(r.outcome, 0) + 1
    statuses: dict[str, int] = {}
    for r in reqs:
        if r.outcome == "http_error":
            statuses[str(r.status)] = statuses.get(str(r.status), 0) + 1

    detect = recover = None
    if spec.detect == "pool":
        td = mon.first(t_fault, lambda r: not r["routable"], v)
        detect = None if td is None else td - t_fault
    elif spec.detect == "resync":
        seen = [t for t in (mon.first_metric(t_fault, lambda n: n > 0, "kv_resyncs_total", backend=v),
                            mon.first(t_fault, lambda r: r["mode"] != "exact", v)) if t is not None]
        detect = min(seen) - t_fault if seen else None
    elif spec.detect == "instance":
        new = x.notes.get("new_instance")
        td = mon.first(t_fault, lambda r: r.get("instance_id") == new, v)
        detect = None if td is None else td - t_fault
    if not spec.proxy_fault:
        t_back = mon.first(t_clear, lambda r: r["routable"], v)
        served = [r.end for r in reqs if r.start >= t_clear and r.backend == v and r.outcome == "ok"]
        if spec.detect == "instance":
            served = [r.end for r in reqs if r.start >= t_clear and r.backend == v and r.outcome == "ok"
                      and r.predicted <= r.cached]
        recover_at = max(t_back, min(served)) if t_back is not None and served else None
        if spec.relay is not None and recover_at is not None:
            caught = _caught_up(x, t_clear)
            recover_at = None if caught is None else max(recover_at, caught)
        recover = None if recover_at is None else recover_at - t_clear

    td_abs = None if detect is None else t_fault + detect
    share = {}
    for label, a, b in (("before", t0, t_fault), ("fault_undetected", t_fault, td_abs or t_clear),
                        ("fault_detected", td_abs or t_clear, t_clear), ("after", t_clear, end)):
        if b - a < 1.0:  # the victim's count is read 4 times a second: too coarse for less
            continue
        got = mon.received(a, b)
        sent = sum(1 for r in reqs if a <= r.start < b)
        share[label] = None if got is None or not sent else round(got / sent, 3)

    ok = [r for r in reqs if r.outcome == "ok"]
    mis = [r for r in ok if r.predicted > r.cached]
    exits, out_s, prev = 0, 0.0, None
    for t, reps in mon.replicas:
        routable = reps.get(v, {}).get("routable", True)
        if prev is not None and t_fault <= t <= t_clear:
            exits += prev[1] and not routable
            out_s += (t - prev[0]) * (not prev[1])
        prev = (t, routable)
    res: dict[str, Any] = {
        "drill": spec.name, "what": spec.what, "victim": x.c.stubs[x.victim].url,
        "t_fault_s": round(t_fault - t0, 2), "t_clear_s": round(t_clear - t0, 2), "t_end_s": round(end - t0, 2),
        "requests": {"sent": len(reqs), "ok": len(ok), "unary": len(unary), "stream": len(streams),
                     "unary_failed": sum(1 for r in unary if r.outcome != "ok"),
                     "stream_error_events": outcomes["stream"].get("stream_error", 0),
                     "stream_http_errors": outcomes["stream"].get("http_error", 0),
                     "torn_or_hung": sum(1 for r in reqs if r.outcome in ("torn", "dropped", "hang")),
                     "refused": sum(1 for r in reqs if r.outcome == "refused"),
                     "outcomes": outcomes, "http_statuses": statuses,
                     "errors": sorted({r.error for r in reqs if r.error})[:6]},
        "retried": int(mon.counter("retries_total")), "failovers": int(mon.counter("failovers_total")),
        "retried_victim": int(mon.counter("retries_total", backend=v)),
        "ejections": int(mon.counter("outlier_ejections_total", backend=v)),
        "resyncs_victim": {reason: n for reason in sorted({dict(ls).get("reason", "") for _, m in mon.metrics
                                                           for (name, ls) in m if name == "kv_resyncs_total"})
                           if (n := int(mon.counter("kv_resyncs_total", t_fault, backend=v, reason=reason)))},
        "detect_s": _r(detect, 2), "recover_s": _r(recover, 2),
        "latency_ms": {"before": _phase(reqs, t0, t_fault), "during": _phase(reqs, t_fault, max(t_clear, t_fault)),
                       "after": _phase(reqs, t_clear, end)},
        "max_latency_ms": _r(max((r.latency * 1e3 for r in reqs if r.end), default=None)),
        "victim_share": share,
        "victim_pool_exits": exits, "victim_out_of_pool_s": round(out_s, 2),
        "mispredicted_share": round(len(mis) / max(1, len(ok)), 4),
        "index": index,
        "series": [[round(r.start - t0, 3), round(r.latency * 1e3, 1), r.outcome, r.stream] for r in reqs],
        "notes": _plain(x.notes),
    }
    res["invariants"] = judge(spec, x, res, reqs)
    return res


def _caught_up(x: Ctx, t_clear: float) -> float | None:
    """When the proxy's view of the victim was in exact mode and at least as far as the replica's
    event sequence was when the fault was removed."""
    st = x.notes.get("replica_seq_at_clear") or {}
    want = st.get("zmq_seq") if st.get("zmq_seq") is not None else st.get("seq")
    if want is None:
        return None
    return x.mon.first(t_clear, lambda r: r["mode"] == "exact" and (r.get("kv_seq") or -1) >= want, x.vname)


def judge(spec: Spec, x: Ctx, res: dict[str, Any], reqs: list[Req]) -> dict[str, bool]:
    """The invariants this drill must show."""
    inv: dict[str, bool] = {}
    q = res["requests"]
    if not spec.proxy_fault:
        inv["no_unary_lost"] = q["unary_failed"] == 0
        inv["streams_end_cleanly"] = all(r.outcome in ("ok", "stream_error", "http_error") for r in reqs if r.stream)
        if spec.detect_bound_s is not None and (spec.name != "errors_half" or x.c.outlier):
            inv["detected_in_bound"] = res["detect_s"] is not None and res["detect_s"] <= spec.detect_bound_s
        if spec.clear is not _nothing or spec.detect == "instance":
            inv["recovered"] = res["recover_s"] is not None
    if spec.index_check:
        inv["index_equals_snapshot"] = bool(res["index"] and res["index"]["equal"])
    if spec.name == "restart_empty":
        after = [r for r in reqs if r.start >= x.marks["fault"] and r.backend == x.vname and r.outcome == "ok"]
        inv["no_old_blocks_predicted"] = x.notes.get("old_blocks_predicted") == 0 \
            and all(r.predicted <= r.cached for r in after)
    if spec.name == "sigterm_drain":
        t_term, t_exit = x.marks["fault"], x.marks.get("exited", math.inf)
        inflight = set(x.notes["in_flight_at_sigterm"])
        inv["in_flight_finished"] = all(r.outcome == "ok" for r in reqs if r.n in inflight)
        late = [r for r in reqs if r.start > t_term + 0.05]
        inv["new_requests_refused_or_503"] = all(r.outcome in ("refused", "dropped") or r.status == 503 for r in late)
        inv["exit_within_drain_s"] = t_exit - t_term <= 5.0 + 1.0 and x.notes.get("exit_code") == 0
        long = next((r for r in x.load.reqs if r.n == -1), None)
        res["drain"] = {"exit_after_s": _r(t_exit - t_term, 2), "exit_code": x.notes.get("exit_code"),
                        "in_flight": len(inflight), "long_stream": None if long is None else long.outcome,
                        "new_during_drain": {o: sum(1 for r in late if r.end <= t_exit and r.outcome == o)
                                             for o in {r.outcome for r in late}}}
    if spec.name == "proxy_restart":
        t_ready = x.marks.get("ready", math.inf)
        hold = x.notes.get("holders", {})
        first: dict[int, Req] = {}
        for r in sorted(reqs, key=lambda r: r.end):
            if r.start >= x.marks["restarted"] and r.status is not None and r.group < x.c.s.groups \
                    and r.group not in first:
                first[r.group] = r
        hits = {g: r.outcome == "ok" and r.backend in hold.get(g, []) and 0 < r.predicted <= r.cached
                for g, r in first.items()}
        inv["first_requests_prefix_hits"] = len(first) == x.c.s.groups and all(hits.values())
        res["restart"] = {"down_s": _r(x.marks["restarted"] - x.marks["fault"], 2),
                          "ready_after_s": _r(t_ready - x.marks["restarted"], 2),
                          "first_per_group": {g: {"backend": r.backend, "holders": hold.get(g, []),
                                                  "predicted": r.predicted, "cached": r.cached,
                                                  "status": r.status, "hit": hits[g]} for g, r in first.items()}}
    return inv


def _plain(v: Any) -> Any:
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    return str(v)


# ---------------------------------------------------------------------------- report


def _ms(p: dict[str, Any]) -> str:
    return f"{p['p50_ms'] or '-'}/{p['p99_ms'] or '-'}"


def table(results: list[dict[str, Any]]) -> str:
    head = ("drill", "sent", "ok", "unary fail", "stream err", "torn/hung", "refused", "retried", "failover",
            "detect s", "recover s", "p50/p99 ms before", "during", "after", "index=snap", "invariants")
    rows = [head]
    for r in results:
        q, lat = r["requests"], r["latency_ms"]
        bad = [k for k, ok in r["invariants"].items() if not ok]
        idx = "-" if r["index"] is None else ("yes" if r["index"]["equal"] else "NO")
        rows.append((r["drill"], str(q["sent"]), str(q["ok"]), str(q["unary_failed"]),
                     str(q["stream_error_events"] + q["stream_http_errors"]), str(q["torn_or_hung"]),
                     str(q["refused"]), str(r["retried"]), str(r["failovers"]),
                     "-" if r["detect_s"] is None else f"{r['detect_s']:.2f}",
                     "-" if r["recover_s"] is None else f"{r['recover_s']:.2f}",
                     _ms(lat["before"]), _ms(lat["during"]), _ms(lat["after"]), idx,
                     "ok" if not bad else "FAIL: " + ",".join(bad)))
    widths = [max(len(row[i]) for row in rows) for i in range(len(head))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) for row in rows)


def plot(results: list[dict[str, Any]], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    cols = 3
    rows = math.ceil(len(results) / cols)
    fig, axes = plt.subplots(rows, cols, figsize=(6 * cols, 3.2 * rows), squeeze=False)
    for ax, r in zip(axes.flat, results, strict=False):
        pts = r["series"]
        ok = [(t, lat) for t, lat, o, _ in pts if o == "ok"]
        bad = [(t, lat) for t, lat, o, _ in pts if o != "ok"]
        if ok:
            ax.scatter(*zip(*ok, strict=True), s=3, c="tab:blue", label="ok")
        if bad:
            ax.scatter(*zip(*bad, strict=True), s=12, c="tab:red", marker="x", label="not ok")
        ax.set_yscale("log")
        ax.set_ylabel("latency ms")
        a, b = r["t_fault_s"], max(r["t_clear_s"], r["t_fault_s"] + 0.3)
        ax.axvspan(a, b, color="orange", alpha=0.25, label="fault")
        end = r["t_end_s"]
        bins = [0] * (int(end) + 1)
        good = [0] * (int(end) + 1)
        for t, _, o, _ in pts:
            k = min(int(t), len(bins) - 1)
            bins[k] += 1
            good[k] += o == "ok"
        ax2 = ax.twinx()
        ax2.plot([k + 0.5 for k in range(len(bins))], [g / n if n else float("nan") for g, n in zip(good, bins,
                 strict=True)], color="tab:green", lw=1.2, label="success share")
        ax2.set_ylim(0, 1.05)
        ax2.set_ylabel("success", color="tab:green")
        ax.set_title(r["drill"], fontsize=10)
        ax.set_xlabel("s")
    for ax in list(axes.flat)[len(results):]:
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(path, dpi=90)
    plt.close(fig)


async def run_all(names: list[str], s: Settings) -> list[dict[str, Any]]:
    results = []
    for name in names:
        t = time.monotonic()
        res = await run_drill(name, s)
        bad = [k for k, ok in res["invariants"].items() if not ok]
        log(f"{name}: {res['requests']['sent']} requests, detect {res['detect_s']} s, recover {res['recover_s']} s, "
            f"invariants {'ok' if not bad else 'FAILED ' + ', '.join(bad)} ({time.monotonic() - t:.0f} s)")
        results.append(res)
    return results


def main(argv: list[str]) -> int:
    if argv and argv[0] == "--serve-stub":
        return serve_stub(argv)
    p = argparse.ArgumentParser(prog="python -m bench.fault_drills", description=__doc__.splitlines()[0])
    p.add_argument("--drill", default="all", help=f"one of {', '.join(DRILLS)}, a comma list, or all")
    p.add_argument("--duration", type=float, default=24.0, help="seconds of load per drill")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--proxy-src", type=Path, default=REPO, help="source tree the proxy runs from")
    p.add_argument("--out", type=Path, default=OUT, help="where fault_drills.json and .png go")
    p.add_argument("--tag", default="", help="suffix of the output file names")
    args = p.parse_args(argv)
    names = list(DRILLS) if args.drill == "all" else args.drill.split(",")
    unknown = [n for n in names if n not in SPECS]
    if unknown:
        p.error(f"unknown drill(s) {unknown}; known: {', '.join(DRILLS)}")
    s = Settings(duration=args.duration, concurrency=args.concurrency, proxy_src=args.proxy_src.resolve())
    started = time.strftime("%Y-%m-%d %H:%M:%S %Z")
    results = asyncio.run(run_all(names, s))
    print(table(results))
    args.out.mkdir(parents=True, exist_ok=True)
    stem = "fault_drills" + (f"_{args.tag}" if args.tag else "")
    doc = {"command": "python -m bench.fault_drills " + " ".join(argv), "started": started,
           "settings": {"duration": s.duration, "concurrency": s.concurrency, "prefill_us": s.prefill_us,
                        "token_ms": s.token_ms, "groups": s.groups, "proxy_src": str(s.proxy_src)},
           "proxy_config": {"health_interval_s": 1.0, "health_timeout_s": 1.0, "events_stale_s": 2.0, "drain_s": 5.0,
                            "first_byte_s": 5.0, "outlier.base_ejection_s": 5.0,
                            "policy.pending_ttl_s": PENDING_TTL_S},
           "drills": results}
    (args.out / f"{stem}.json").write_text(orjson.dumps(doc, option=orjson.OPT_INDENT_2 | orjson.OPT_NON_STR_KEYS).decode())
    plot(results, args.out / f"{stem}.png")
    log(f"wrote {args.out / (stem + '.json')} and .png")
    return 0 if all(all(r["invariants"].values()) for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
