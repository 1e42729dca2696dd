"""Load and soak: the rate where the proxy's latency turns (the knee), then a long run below it that
checks nothing grows -- the memory of every process, p99, errors -- and that no KV block leaks.

Every server is its own process on 127.0.0.1: `--replicas` fast stubs (bench/stub_backend.py
`--fast`), or tiny engines with `--backend engine`; with stubs, one more tiny engine; and the proxy
in front of all of them with two tenants, `bulk` (the stubs) and `kv` (the engine). Engines are
`kvroute engine --model tiny` plus a read-only `/debug/kv_accounting` route (`serve_engine`): the
block counts and the engine's own invariant check, which no public route exposes. This process is
the load generator.

1. Sweep. Open loop: Poisson arrivals at each offered rate, whatever the answers do, each request
   unique, in a fixed mix (MIX) of short prompts and ~2k-token chats, a fifth of them streamed.
   Latency runs from a request's scheduled arrival to the last byte of its answer, so a late
   generator counts against the rate. Per rate: achieved throughput, p50/p99, errors; the knee is
   the highest rate passing the rule that `knee_rule` states.
2. Soak at `--soak-fraction` (80%) of the knee for `--soak-minutes` (after `--soak-warmup-s`
   unmeasured, so bounded caches are full before the first sample), with `--engine-rate` req/s of
   the kv tenant on the engine (a fifth of them streams the client drops after the first bytes, so
   aborts mid-generation are exercised), and `--probe-rate` req/s straight to a stub as the control.
   Every `--sample-s`: VmRSS and CPU of every process, the window's p50/p99 and errors, the
   proxy's open_connections and routing_cache_bytes gauges.
3. At the end, idle: each engine's block accounting (in use back to 0, free + cached + in use ==
   total, its invariant check passing, the public /kv/info and /kv/snapshot agreeing) and the
   proxy's in-flight, admitted and open-connection gauges back to 0.

Writes bench/out/soak.json and bench/out/soak.png; `--write-docs` writes the "## Load and soak"
section to bench/out/soak.md (docs/benchmarks.md is not touched). Exits 1 when a check fails.

    python -m bench.soak [--sweep-rates 100,200,...] [--soak-minutes 10] [--backend stub|engine] [--write-docs]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import itertools
import json
import math
import os
import random
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import orjson

from bench.docs import measured, rerun_command
from bench.procs import REPO, cpu_seconds, free_port, rss_bytes, start_stub, stop, wait_ready
from bench.proxy_bench import WORDS, tokens_per_word, workload
from proxy.cli import event_loop_runner

OUT = REPO / "bench" / "out"
SECTION = "## Load and soak"
MODEL = "tiny"
MIX = {"short": 10, "short-stream": 2, "chat2k": 6, "chat2k-stream": 2}  # shares of every 20 requests
BULK_KEY, KV_KEY = "sk-soak-bulk", "sk-soak-kv"
MARK = "@@ID@@"
STUB_RATES = (100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000)
ENGINE_RATES = (2, 4, 8, 12, 16, 24, 32, 48, 64)
ACHIEVED_SHARE = 0.95
P99_DRIFT = 1.5
RSS_FLAT = 0.10

CONN_LOST, SHED, ABANDONED = -1, -2, -3  # outcomes that are not an HTTP status


# ---------------------------------------------------------------------------- requests


@dataclass(frozen=True)
class Template:
    """One request shape: its bytes with a unique number spliced into the body at `request(i)`."""

    kind: str
    prefix: bytes  # request line and headers up to the Content-Length value
    head: bytes
    tail: bytes
    abandon: bool = False  # the client drops the connection at the answer's first body byte

    @staticmethod
    def make(kind: str, path: str, body: dict[str, Any], key: str, abandon: bool = False) -> Template:
        head, tail = orjson.dumps(body).split(MARK.encode())
        prefix = (f"POST {path} HTTP/1.1\r\nHost: soak\r\nAuthorization: Bearer {key}\r\n"
                  "Content-Type: application/json\r\nContent-Length: ").encode()
        return Template(kind, prefix, head, tail, abandon)

    def request(self, i: int) -> bytes:
        n = b"%d" % i
        return b"%s%d\r\n\r\n%s%s%s" % (self.prefix, len(self.head) + len(n) + len(self.tail), self.head, n, self.tail)


def _stream(body: dict[str, Any]) -> dict[str, Any]:
    out = {**body, "stream": True}
    if "messages" in body:
        out["stream_options"] = {"include_usage": True}
    return out


def bulk_templates(tpw: float, key: str = BULK_KEY, n: int = 320) -> list[Template]:
    """The sweep's and soak's requests, MIX in a fixed shuffled order: proxy_bench's `short` prompt
    and its `chat2k` chats (64 histories under one system prompt), each with a unique number."""
    short = orjson.loads(workload("short", tpw, n=1)[1][0])
    short.update(model=MODEL, prompt=f"Say hello to user {MARK}.")
    chats = []
    for i, raw in enumerate(workload("chat2k", tpw, n=64)[1]):
        chat = orjson.loads(raw)
        last = chat["messages"][-1]
        last["content"] = last["content"].replace(f"Request {i}: ", f"Request {MARK}: ", 1)
        chats.append({**chat, "model": MODEL})
    cycle = [k for k, share in MIX.items() for _ in range(share)]
    random.Random(0).shuffle(cycle)
    out = []
    for j in range(n):
        kind = cycle[j % len(cycle)]
        body = short if kind.startswith("short") else chats[j % len(chats)]
        path = "/v1/completions" if kind.startswith("short") else "/v1/chat/completions"
        out.append(Template.make(kind, path, _stream(body) if kind.endswith("stream") else body, key))
    return out


def kv_templates(tpw: float, key: str = KV_KEY) -> list[Template]:
    """The kv tenant's requests to the engine: a completion, chats under one ~250-token system
    prompt (cache hits), and a 64-token stream the client drops after its first bytes (an abort)."""
    rng = random.Random(7)
    system = " ".join(rng.choice(WORDS) for _ in range(int(250 / tpw)))
    question = " ".join(rng.choice(WORDS) for _ in range(int(30 / tpw)))
    chat = {"model": MODEL, "max_tokens": 8, "messages": [
        {"role": "system", "content": system}, {"role": "user", "content": f"Question {MARK}: {question}"}]}
    completion = {"model": MODEL, "max_tokens": 8, "prompt": f"Note {MARK}: {question}"}
    dropped = _stream({**chat, "max_tokens": 64})
    return [Template.make("completion", "/v1/completions", completion, key),
            Template.make("chat", "/v1/chat/completions", chat, key),
            Template.make("chat", "/v1/chat/completions", chat, key),
            Template.make("dropped-stream", "/v1/chat/completions", dropped, key, abandon=True),
            Template.make("chat", "/v1/chat/completions", chat, key)]


# ---------------------------------------------------------------------------- open-loop client


Done = Callable[[int], None]


class _Conn(asyncio.Protocol):
    """One keep-alive HTTP/1.1 connection of the open-loop client, one request at a time; answers
    framed by Content-Length or chunked."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.transport: asyncio.Transport | None = None
        self.buf = bytearray()
        self.done: Done | None = None
        self.abandon = False
        self.status = 0
        self.in_body = False
        self.chunked = False
        self.need = 0  # Content-Length bytes still to come, or the rest of the current chunk and its CRLF

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def send(self, data: bytes, done: Done, abandon: bool) -> None:
        self.done, self.abandon = done, abandon
        assert self.transport is not None
        self.transport.write(data)

    def data_received(self, data: bytes) -> None:
        self.buf += data
        if not self.in_body:
            end = self.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(self.buf[:end]).lower()
            del self.buf[:end + 4]
            self.status, self.in_body = int(head[9:12]), True
            self.chunked = b"transfer-encoding: chunked" in head
            i = head.find(b"content-length:")
            j = head.find(b"\r\n", i)
            self.need = 0 if self.chunked or i < 0 else int(head[i + 15:j if j >= 0 else len(head)])
        if self.abandon and self.status == 200 and self.buf:
            self._finish(ABANDONED)
            assert self.transport is not None
            self.transport.close()
            return
        if not self.chunked:
            if len(self.buf) >= self.need:
                del self.buf[:self.need]
                self._finish(self.status, keep=True)
            return
        while True:
            if self.need:
                if len(self.buf) < self.need:
                    return
                del self.buf[:self.need]
                self.need = 0
            i = self.buf.find(b"\r\n")
            if i < 0:
                return
            size = int(bytes(self.buf[:i]).split(b";")[0], 16)
            if size == 0:
                if len(self.buf) < i + 4:
                    return
                del self.buf[:i + 4]
                self._finish(self.status, keep=True)
                return
            del self.buf[:i + 2]
            self.need = size + 2

    def _finish(self, outcome: int, keep: bool = False) -> None:
        done, self.done, self.in_body = self.done, None, False
        if keep:
            self.client.release(self)
        if done is not None:
            done(outcome)

    def connection_lost(self, exc: Exception | None) -> None:
        done, self.done = self.done, None
        self.client.lost(self)
        if done is not None:
            done(CONN_LOST)


class Client:
    """Open-loop HTTP/1.1 client: a request goes out at once on an idle keep-alive connection or a
    new one (up to `max_conns`), else waits for the first one freed; past `max_waiting` waiting it
    fails at once (SHED), so an overload cannot grow this process without bound."""

    def __init__(self, port: int, max_conns: int = 512, max_waiting: int = 2000) -> None:
        self.port = port
        self.max_conns = max_conns
        self.max_waiting = max_waiting
        self.idle: list[_Conn] = []
        self.conns: set[_Conn] = set()
        self.opening = 0
        self.waiting: deque[tuple[bytes, Done, bool]] = deque()
        self.tasks: set[asyncio.Task[None]] = set()
        self.closed = False

    def submit(self, data: bytes, done: Done, abandon: bool = False) -> None:
        if self.idle:
            self.idle.pop().send(data, done, abandon)
        elif len(self.conns) + self.opening < self.max_conns:
            self._open(data, done, abandon)
        elif len(self.waiting) < self.max_waiting:
            self.waiting.append((data, done, abandon))
        else:
            done(SHED)

    def _open(self, data: bytes, done: Done, abandon: bool) -> None:
        self.opening += 1
        task = asyncio.get_running_loop().create_task(self._connect(data, done, abandon))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def _connect(self, data: bytes, done: Done, abandon: bool) -> None:
        try:
            _, conn = await asyncio.get_running_loop().create_connection(lambda: _Conn(self), "127.0.0.1", self.port)
        except OSError:
            self.opening -= 1
            done(CONN_LOST)
            return
        self.opening -= 1
        sock = conn.transport.get_extra_info("socket")  # type: ignore[union-attr]
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.conns.add(conn)
        if self.closed:
            conn.transport.close()  # type: ignore[union-attr]
            done(CONN_LOST)
        else:
            conn.send(data, done, abandon)

    def release(self, conn: _Conn) -> None:
        if self.waiting:
            conn.send(*self.waiting.popleft())
        else:
            self.idle.append(conn)

    def lost(self, conn: _Conn) -> None:
        self.conns.discard(conn)
        with contextlib.suppress(ValueError):
            self.idle.remove(conn)
        if self.waiting and not self.closed:
            self._open(*self.waiting.popleft())

    def close(self) -> None:
        """Close every connection; what is in flight or waiting ends as CONN_LOST."""
        self.closed = True
        while self.waiting:
            self.waiting.popleft()[1](CONN_LOST)
        for conn in list(self.conns):
            if conn.transport is not None:
                conn.transport.close()


# ---------------------------------------------------------------------------- measurements


class LogHistogram:
    """Latencies in constant memory (a long soak must not grow the load generator): buckets 1% wide
    from 10 us to about 100 s, so a quantile is within 1%."""

    LO, STEP, N = 1e-5, math.log(1.01), 1620

    def __init__(self) -> None:
        self.counts = [0] * self.N
        self.n = 0

    def add(self, x: float) -> None:
        i = 0 if x <= self.LO else min(self.N - 1, int(math.log(x / self.LO) / self.STEP))
        self.counts[i] += 1
        self.n += 1

    def quantile(self, q: float) -> float:
        if not self.n:
            return float("nan")
        rank, seen = q * (self.n - 1), 0
        for i, c in enumerate(self.counts):
            seen += c
            if seen > rank:
                return self.LO * math.exp((i + 0.5) * self.STEP)
        return float("nan")


def pct(xs: Sequence[float], q: float) -> float:
    """The q-quantile of `xs` (nearest rank), NaN when there is none."""
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))] if s else float("nan")


@dataclass
class Window:
    """What one traffic stream did between two `Recorder.take()` calls."""

    lat: list[float] = field(default_factory=list)  # seconds, answered requests (HTTP 200)
    lag: list[float] = field(default_factory=list)  # seconds each send was late against its schedule
    errors: Counter[int] = field(default_factory=Counter)  # outcome -> count (a status, or CONN_LOST, SHED)
    abandoned: int = 0

    @property
    def sent(self) -> int:
        return len(self.lag)

    @property
    def n_errors(self) -> int:
        return sum(self.errors.values())

    @property
    def completed(self) -> int:
        return len(self.lat) + self.n_errors + self.abandoned


class Recorder:
    """Outcomes of one traffic stream: the current Window, an all-time latency histogram, and how
    many requests are still out."""

    def __init__(self) -> None:
        self.window = Window()
        self.hist = LogHistogram()
        self.errors: Counter[int] = Counter()  # since the start
        self.abandoned = 0
        self.outstanding = 0

    def sent(self, lag: float) -> None:
        self.outstanding += 1
        self.window.lag.append(lag)

    def record(self, t0: float, outcome: int) -> None:
        self.outstanding -= 1
        if outcome == 200:
            x = time.perf_counter() - t0
            self.window.lat.append(x)
            self.hist.add(x)
        elif outcome == ABANDONED:
            self.window.abandoned += 1
            self.abandoned += 1
        else:
            self.window.errors[outcome] += 1
            self.errors[outcome] += 1

    def take(self) -> Window:
        w, self.window = self.window, Window()
        return w


async def poisson(client: Client, rec: Recorder, templates: Sequence[Template], rate: float, duration: float,
                  rng: random.Random, ids: Iterator[int]) -> None:
    """Send `templates` in turn (each with the next unique id of `ids`) at Poisson arrivals of
    `rate`/s for `duration` s. A request's clock starts at its scheduled arrival, or at its send when
    that was earlier (the timer wakes up to 0.5 ms early), so a late send counts in its latency."""
    perf = time.perf_counter
    t = perf()
    end = t + duration
    burst = 0
    n = len(templates)
    for j in itertools.count():
        t += rng.expovariate(rate)
        if t >= end:
            return
        if t - perf() > 0.0005:
            while (wait := t - perf()) > 0.0005:
                await asyncio.sleep(wait)
            burst = 0
        elif (burst := burst + 1) >= 64:  # behind schedule: let answers in between sends
            await asyncio.sleep(0)
            burst = 0
        now = perf()
        tpl = templates[j % n]
        rec.sent(now - t)
        client.submit(tpl.request(next(ids)), partial(rec.record, min(t, now)), tpl.abandon)


async def settle(recs: Sequence[Recorder], timeout: float) -> int:
    """Wait up to `timeout` s for the requests still out; returns how many never answered."""
    deadline = time.perf_counter() + timeout
    while any(r.outstanding for r in recs) and time.perf_counter() < deadline:
        await asyncio.sleep(0.05)
    return sum(r.outstanding for r in recs)


async def close(clients: Sequence[Client]) -> None:
    for c in clients:
        c.close()
    await asyncio.sleep(0.1)


# ---------------------------------------------------------------------------- processes


def _get(url: str, timeout: float = 5.0) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as r:
        return bytes(r.read())


def scrape(base_url: str) -> dict[tuple[str, str], float]:
    """GET /metrics (the proxy's admin listener, an engine) as {(name, labels): value}."""
    out = {}
    for line in _get(base_url + "/metrics").decode().splitlines():
        if not line or line.startswith("#"):
            continue
        key, _, value = line.rpartition(" ")
        name, _, labels = key.partition("{")
        out[(name, labels.rstrip("}"))] = float(value)
    return out


def _scrape_or_none(admin_url: str) -> dict[tuple[str, str], float]:
    try:
        return scrape(admin_url)
    except OSError:
        return {}


def metric(m: dict[tuple[str, str], float], name: str, label: str = "") -> float:
    """Sum of `name` over the series whose labels contain `label`."""
    return sum(v for (n, labels), v in m.items() if n == name and label in labels)


@dataclass
class Cluster:
    """The started processes: the proxy, the bulk replicas, and the engines whose blocks are checked."""

    proxy: subprocess.Popen[bytes]
    proxy_port: int
    admin_url: str
    replicas: dict[str, tuple[subprocess.Popen[bytes], str]]  # name -> (process, base URL)
    engines: list[str]  # names (in `replicas`) of the engines, bulk or kv
    kv_engine: str | None  # the kv tenant's engine, with stub replicas
    tokenizer_dir: Path
    logdir: Path

    def pids(self) -> dict[str, int]:
        return {"proxy": self.proxy.pid, **{n: p.pid for n, (p, _) in self.replicas.items()}, "loadgen": os.getpid()}


def _start_engine(port: int, blocks: int, max_seqs: int, log: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "OMP_NUM_THREADS": "1"}
    with open(log, "wb") as f:
        return subprocess.Popen([sys.executable, "-m", "bench.soak", "--serve-engine", "--model", MODEL, "--port",
                                 str(port), "--kv-cache-blocks", str(blocks), "--threads", "1", "--max-num-seqs",
                                 str(max_seqs)], cwd=REPO, env=env, stdout=f, stderr=subprocess.STDOUT)


def proxy_config(bulk: Sequence[str], kv: str | None, cache_bytes: int) -> str:
    """The proxy's TOML: every replica, tenant `bulk` on the bulk replicas, `kv` on the kv engine."""
    urls = [*bulk, *([kv] if kv else [])]
    lines = ['salt_key = "soak-salt-key"', "", "[limits]", f"routing_cache_bytes = {cache_bytes}", ""]
    for u in urls:
        lines += ["[[backends]]", f'url = "{u}"', ""]
    lines += ["[tenants.bulk]", f'api_keys = ["{BULK_KEY}"]', f"allowed_backends = {json.dumps(list(bulk))}", ""]
    if kv:
        lines += ["[tenants.kv]", f'api_keys = ["{KV_KEY}"]', f'allowed_backends = ["{kv}"]', ""]
    return "\n".join(lines)


@contextlib.contextmanager
def cluster(backend: str, replicas: int, logdir: Path, cache_bytes: int, kv_blocks: int,
            progress: Callable[[str], None] = print) -> Iterator[Cluster]:
    """Start the engines, stubs and proxy (each its own process, 127.0.0.1); always stop them."""
    logdir.mkdir(parents=True, exist_ok=True)
    procs: list[subprocess.Popen[bytes]] = []
    named: dict[str, tuple[subprocess.Popen[bytes], str]] = {}
    try:
        n_engines = replicas if backend == "engine" else 1
        for i in range(n_engines):
            port = free_port()
            blocks, seqs = (kv_blocks, 4) if backend == "stub" else (max(kv_blocks, 1024), 8)
            p = _start_engine(port, blocks, seqs, logdir / f"engine{i}.log")
            procs.append(p)
            named[f"engine{i}"] = (p, f"http://127.0.0.1:{port}")
        for p, url in named.values():
            wait_ready(url + "/ready", p, timeout=180)
        engines = list(named)
        tok = orjson.loads(_get(named["engine0"][1] + "/kv/tokenizer"))
        tokdir = logdir / "tokenizer"
        tokdir.mkdir(exist_ok=True)
        for fname, text in tok["files"].items():
            (tokdir / fname).write_text(text)
        if backend == "stub":
            for i in range(replicas):
                port = free_port()
                p = start_stub(port, str(tokdir), ["--model", MODEL])
                procs.append(p)
                named[f"stub{i}"] = (p, f"http://127.0.0.1:{port}")
                wait_ready(f"http://127.0.0.1:{port}/ready", p)
        kv = named["engine0"][1] if backend == "stub" else None
        bulk = [url for n, (_, url) in named.items() if backend == "engine" or n.startswith("stub")]
        config = logdir / "proxy.toml"
        config.write_text(proxy_config(bulk, kv, cache_bytes))
        port, admin_port = free_port(), free_port()
        with open(logdir / "proxy.log", "wb") as f:
            proxy = subprocess.Popen([sys.executable, "-m", "kvroute", "proxy", "--config", str(config), "--port",
                                      str(port), "--admin-port", str(admin_port), "--log-level", "WARNING"],
                                     cwd=REPO, env={**os.environ, "PYTHONUNBUFFERED": "1"}, stdout=f,
                                     stderr=subprocess.STDOUT)
        procs.append(proxy)
        wait_ready(f"http://127.0.0.1:{port}/ready", proxy)
        admin = f"http://127.0.0.1:{admin_port}"
        deadline = time.monotonic() + 30
        while metric(_scrape_or_none(admin), "kvroute_proxy_replicas", 'state="routable"') < len(named):
            if time.monotonic() > deadline:
                raise TimeoutError(f"not every replica routable after 30 s; see {logdir / 'proxy.log'}")
            time.sleep(0.2)
        progress(f"started: proxy, {', '.join(named)} (logs in {logdir})")
        yield Cluster(proxy, port, admin, named, engines, "engine0" if kv else None, tokdir, logdir)
    finally:
        stop(procs)


# ---------------------------------------------------------------------------- engine with block accounting


def block_accounting(engine: Any) -> dict[str, Any]:
    """The engine's KV blocks by state, and whether its invariant check (free + cached + in use ==
    total, tree and lock consistency) passes; run on the engine thread between two steps."""
    try:
        engine.check_invariants()
        error = None
    except AssertionError as e:
        error = str(e) or "AssertionError"
    sched, cache = engine.scheduler, engine.cache
    return {"total": engine.pool.num_blocks, "free": engine.pool.num_free, "cached": cache.num_cached_blocks,
            "evictable": cache.num_evictable_blocks, "in_use": sched.num_blocks_in_use,
            "running": len(sched.running), "waiting": len(sched.waiting), "invariant_error": error}


def serve_engine(argv: list[str]) -> int:
    """`kvroute engine ARGV`, plus GET /debug/kv_accounting (block_accounting as JSON)."""
    from aiohttp import web

    import engine.cli
    import engine.server

    class AccountingServer(engine.server.EngineServer):
        def make_app(self) -> web.Application:
            app = super().make_app()
            app.router.add_get("/debug/kv_accounting", self.kv_accounting)
            return app

        async def kv_accounting(self, request: web.Request) -> web.Response:
            return web.json_response(await self.async_engine.call(block_accounting))

    engine.server.EngineServer = AccountingServer  # type: ignore[misc]  # engine.cli.serve looks it up at call time
    return engine.cli.main(argv)


# ---------------------------------------------------------------------------- sweep


@dataclass
class RatePoint:
    """One offered rate of the sweep."""

    offered: float  # req/s asked for
    sent_rps: float  # arrivals actually drawn in the measured window (Poisson), per second
    achieved_rps: float  # answers (any outcome) completed in the measured window, per second
    p50_ms: float
    p99_ms: float
    lag_p99_ms: float  # how late the generator sent, against the schedule
    errors: int
    answered: int
    passed: bool = False


def knee_rule(factor: float, floor_ms: float) -> str:
    return (f"the knee is the highest offered rate at which the achieved rate is at least {ACHIEVED_SHARE:.0%} "
            f"of the arrivals sent, no request failed, and p99 stays within max({factor:g} x the lowest rate's p99, "
            f"{floor_ms:g} ms)")


async def measure_rate(port: int, templates: Sequence[Template], rate: float, seconds: float, warmup: float,
                       ids: Iterator[int], drain_s: float = 5.0) -> RatePoint:
    """`rate` req/s for `warmup` + `seconds`; latencies of requests still out at the end are waited for."""
    client, rec = Client(port), Recorder()

    async def measured_window() -> tuple[Window, float]:
        await asyncio.sleep(warmup)
        rec.take()
        t0 = time.perf_counter()
        await asyncio.sleep(seconds)
        return rec.take(), time.perf_counter() - t0

    _, (w, secs) = await asyncio.gather(poisson(client, rec, templates, rate, warmup + seconds,
                                                random.Random(int(rate)), ids), measured_window())
    left = await settle([rec], drain_s)
    late = rec.take()
    await close([client])
    lat = w.lat + late.lat
    return RatePoint(rate, w.sent / secs, w.completed / secs, pct(lat, .5) * 1e3, pct(lat, .99) * 1e3,
                     pct(w.lag, .99) * 1e3, w.n_errors + late.n_errors + left, len(lat))


async def sweep(port: int, templates: Sequence[Template], rates: Sequence[float], seconds: float, warmup: float,
                factor: float, floor_ms: float, ids: Iterator[int], prime_s: float = 3.0,
                progress: Callable[[str], None] = print) -> list[RatePoint]:
    """Each rate in turn (half a second between), until two in a row fail the knee rule; first `prime_s`
    unmeasured seconds at the lowest rate, so the baseline p99 is not a cold start's."""
    if prime_s > 0:
        await measure_rate(port, templates, rates[0], prime_s, 0.0, ids)
        await asyncio.sleep(0.5)
    points: list[RatePoint] = []
    fails = 0
    for rate in rates:
        p = await measure_rate(port, templates, rate, seconds, warmup, ids)
        bound = max(factor * (points[0].p99_ms if points else p.p99_ms), floor_ms)
        p.passed = p.errors == 0 and p.achieved_rps >= ACHIEVED_SHARE * p.sent_rps and p.p99_ms <= bound
        points.append(p)
        progress(f"sweep {rate:7.0f} req/s offered: sent {p.sent_rps:7.0f}/s achieved {p.achieved_rps:7.0f}/s  "
                 f"p50 {p.p50_ms:7.2f} ms p99 {p.p99_ms:7.2f} ms (bound {bound:.2f})  lag p99 {p.lag_p99_ms:6.2f} ms  "
                 f"errors {p.errors}  -> {'ok' if p.passed else 'past the knee'}")
        fails = 0 if p.passed else fails + 1
        if fails == 2:
            break
        await asyncio.sleep(0.5)
    return points


def knee_of(points: Sequence[RatePoint]) -> float | None:
    ok = [p.offered for p in points if p.passed]
    return max(ok) if ok else None


# ---------------------------------------------------------------------------- soak


def _mib(x: float | None) -> float | None:
    return None if x is None else x / 2**20


async def soak(cl: Cluster, templates: Sequence[Template], kv: Sequence[Template], rate: float, engine_rate: float,
               duration: float, sample_s: float, ids: Iterator[int], probe_rate: float = 20.0,
               progress: Callable[[str], None] = print) -> dict[str, Any]:
    """`rate` req/s of `templates` (and `engine_rate` of `kv` when there is a kv engine) for
    `duration` s, sampled every `sample_s` s. With stubs, `probe_rate` req/s of short prompts also go
    straight to stub0, not through the proxy: the control, what the machine and this generator add
    to latency by themselves (a p99 that moves with it is the machine's, not the proxy's)."""
    stub = next((url for name, (_, url) in cl.replicas.items() if name.startswith("stub")), None)
    probe_rate = probe_rate if stub is not None else 0.0
    bulk_client, kv_client = Client(cl.proxy_port), Client(cl.proxy_port, max_conns=32)
    probe_client = Client(int(stub.rsplit(":", 1)[1]) if stub else 0, max_conns=16)
    bulk, kvrec, probe = Recorder(), Recorder(), Recorder()
    pids = cl.pids()
    samples: list[dict[str, Any]] = []
    n_windows = max(1, round(duration / sample_s))

    async def sampler() -> None:
        start = time.perf_counter()
        cpu0 = {n: cpu_seconds(pid) for n, pid in pids.items()}
        for k in range(1, n_windows + 1):
            await asyncio.sleep(max(0.0, start + k * sample_s - time.perf_counter()))
            w, e, d = bulk.take(), kvrec.take(), probe.take()
            elapsed = time.perf_counter() - start
            cpu1 = {n: cpu_seconds(pid) for n, pid in pids.items()}
            try:
                m = await asyncio.to_thread(scrape, cl.admin_url)
            except OSError:
                m = {}
            caches = {labels.split('"')[1]: v for (n, labels), v in m.items()
                      if n == "kvroute_proxy_routing_cache_bytes"}
            s = {"t": round(elapsed, 2), "sent": w.sent, "answered": len(w.lat), "errors": w.n_errors,
                 "error_kinds": {str(k): v for k, v in w.errors.items()},
                 "p50_ms": pct(w.lat, .5) * 1e3, "p99_ms": pct(w.lat, .99) * 1e3, "lag_p99_ms": pct(w.lag, .99) * 1e3,
                 "outstanding": bulk.outstanding,
                 "engine": {"sent": e.sent, "answered": len(e.lat), "errors": e.n_errors, "dropped": e.abandoned,
                            "p50_ms": pct(e.lat, .5) * 1e3, "p99_ms": pct(e.lat, .99) * 1e3},
                 "direct": {"answered": len(d.lat), "errors": d.n_errors, "p50_ms": pct(d.lat, .5) * 1e3,
                            "p99_ms": pct(d.lat, .99) * 1e3},
                 "rss_mib": {n: _mib(rss_bytes(pid)) for n, pid in pids.items()},
                 "cpu_cores": {n: None if cpu0[n] is None or cpu1[n] is None else (cpu1[n] - cpu0[n]) / sample_s
                               for n in pids},
                 "open_connections": metric(m, "kvroute_proxy_open_connections", 'listener="api"') if m else None,
                 "routing_cache_bytes": sum(caches.values()) if m else None, "routing_caches": caches}
            cpu0 = cpu1
            samples.append(s)
            rss = " ".join(f"{n} {v:.0f}" for n, v in s["rss_mib"].items() if v is not None)
            kv_line = (f" | kv {len(e.lat)} ok {e.abandoned} dropped {e.n_errors} errors "
                       f"p99 {s['engine']['p99_ms']:.0f} ms" if cl.kv_engine is not None and engine_rate > 0 else "")
            direct = f" | direct p99 {s['direct']['p99_ms']:.2f} ms" if probe_rate else ""
            progress(f"soak {_clock(elapsed)}/{_clock(duration)} {w.sent / sample_s:6.0f} req/s "
                     f"p50 {s['p50_ms']:6.2f} ms p99 {s['p99_ms']:6.2f} ms errors {w.n_errors}{direct}{kv_line} | "
                     f"RSS MiB {rss} | api conns "
                     f"{s['open_connections'] or 0:.0f} routing caches {_mib(s['routing_cache_bytes']) or 0:.1f} MiB")

    rng = random.Random(1)
    tasks = [poisson(bulk_client, bulk, templates, rate, duration, rng, ids), sampler()]
    if cl.kv_engine is not None and engine_rate > 0:
        tasks.append(poisson(kv_client, kvrec, kv, engine_rate, duration, random.Random(2), ids))
    if probe_rate:
        shorts = [t for t in templates if t.kind == "short"]
        tasks.append(poisson(probe_client, probe, shorts, probe_rate, duration, random.Random(3), ids))
    await asyncio.gather(*tasks)
    left = await settle([bulk, kvrec], 10.0)
    errors, kv_errors = Counter(bulk.errors), Counter(kvrec.errors)
    await settle([probe], 5.0)
    await close([bulk_client, kv_client, probe_client])
    return {"rate": rate, "engine_rate": engine_rate if cl.kv_engine else 0.0, "probe_rate": probe_rate,
            "duration_s": duration,
            "sample_s": sample_s, "samples": samples, "unanswered_at_end": left,
            "total": {"answered": bulk.hist.n, "p50_ms": bulk.hist.quantile(.5) * 1e3,
                      "p99_ms": bulk.hist.quantile(.99) * 1e3, "p999_ms": bulk.hist.quantile(.999) * 1e3,
                      "errors": errors.total(), "error_kinds": {str(k): v for k, v in errors.items()}},
            "engine_total": {"answered": kvrec.hist.n, "p50_ms": kvrec.hist.quantile(.5) * 1e3,
                             "p99_ms": kvrec.hist.quantile(.99) * 1e3, "dropped": kvrec.abandoned,
                             "errors": kv_errors.total(), "error_kinds": {str(k): v for k, v in kv_errors.items()}}}


def _clock(s: float) -> str:
    return f"{round(s) // 60}:{round(s) % 60:02d}"


def edge_s(duration: float) -> float:
    """The span compared at each end of the soak: a minute, or a third of a soak under 3 minutes."""
    return min(60.0, duration / 3)


def verdicts(result: dict[str, Any]) -> dict[str, Any]:
    """RSS growth of each process (first vs last span's median), p99 first vs last, errors."""
    samples, duration = result["samples"], result["duration_s"]
    edge = edge_s(duration)
    slack = result["sample_s"] / 2
    first = [s for s in samples if s["t"] <= edge + slack] or samples[:1]
    last = [s for s in samples if s["t"] >= duration - edge - slack] or samples[-1:]
    rss = {}
    for name in samples[0]["rss_mib"]:
        a = statistics.median(s["rss_mib"][name] for s in first if s["rss_mib"][name] is not None)
        b = statistics.median(s["rss_mib"][name] for s in last if s["rss_mib"][name] is not None)
        rss[name] = {"first_mib": a, "last_mib": b, "growth": (b - a) / a, "flat": abs(b - a) / a <= RSS_FLAT}
    p99_first = statistics.median(s["p99_ms"] for s in first)
    p99_last = statistics.median(s["p99_ms"] for s in last)
    direct = [statistics.median(s["direct"]["p99_ms"] for s in span) for span in (first, last)]
    errors = result["total"]["errors"] + result["engine_total"]["errors"] + result["unanswered_at_end"]
    return {"edge_s": edge, "rss": rss, "rss_flat": all(r["flat"] for r in rss.values()),
            "p99_first_window_ms": samples[0]["p99_ms"], "p99_last_window_ms": samples[-1]["p99_ms"],
            "p99_first_span_ms": p99_first, "p99_last_span_ms": p99_last,
            "p99_stable": p99_last <= P99_DRIFT * p99_first, "errors": errors,
            "direct_p99_first_span_ms": direct[0] if result["probe_rate"] else None,
            "direct_p99_last_span_ms": direct[1] if result["probe_rate"] else None}


# ---------------------------------------------------------------------------- leak check


def leak_check(cl: Cluster, idle_timeout: float = 30.0) -> dict[str, Any]:
    """Once idle: each engine's block accounting, and the proxy's gauges of work in progress."""
    failures: list[str] = []
    engines = {}
    for name in cl.engines:
        url = cl.replicas[name][1]
        deadline = time.monotonic() + idle_timeout
        while True:
            acc = orjson.loads(_get(url + "/debug/kv_accounting"))
            if (acc["running"] == 0 and acc["waiting"] == 0) or time.monotonic() > deadline:
                break
            time.sleep(0.2)
        m = scrape(url)
        work = {"finished": metric(m, "vllm:request_success_total"),
                "aborted": metric(m, "vllm:request_success_total", 'finished_reason="abort"'),
                "evicted_blocks": metric(m, "kvroute_engine_evicted_blocks_total"),
                "cached_prompt_tokens": metric(m, "vllm:prefix_cache_hits_total")}
        info = orjson.loads(_get(url + "/kv/info"))
        snap = orjson.loads(_get(url + "/kv/snapshot"))
        device = sum(1 for b in snap["blocks"] if b.get("medium", "device") == "device")
        checks = {
            "idle (nothing running or waiting)": acc["running"] == 0 and acc["waiting"] == 0,
            "in use == 0": acc["in_use"] == 0,
            "free + cached + in use == total": acc["free"] + acc["cached"] + acc["in_use"] == acc["total"],
            "engine invariant check passes": acc["invariant_error"] is None,
            "every cached block evictable (no lock left)": acc["evictable"] == acc["cached"],
            "/kv/info: free_blocks == capacity_blocks": info["free_blocks"] == info["capacity_blocks"],
            "/kv/snapshot: device blocks == cached": device == acc["cached"],
        }
        failures += [f"{name}: {c}" for c, ok in checks.items() if not ok]
        engines[name] = {"accounting": acc, "work": work, "kv_info_free_blocks": info["free_blocks"],
                         "kv_info_capacity_blocks": info["capacity_blocks"], "snapshot_device_blocks": device,
                         "checks": checks}
    deadline = time.monotonic() + 5.0
    while True:
        m = scrape(cl.admin_url)
        proxy = {"in_flight_requests": metric(m, "kvroute_proxy_in_flight_requests"),
                 "admitted_requests": metric(m, "kvroute_proxy_admitted_requests"),
                 "open_connections_api": metric(m, "kvroute_proxy_open_connections", 'listener="api"')}
        if not any(proxy.values()) or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    failures += [f"proxy: {k} == {v:g}, not 0" for k, v in proxy.items() if v]
    return {"engines": engines, "proxy": proxy, "passed": not failures, "failures": failures}


# ---------------------------------------------------------------------------- report


def plot(points: Sequence[RatePoint], knee: float | None, bound_ms: float, result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b, c) = plt.subplots(3, 1, figsize=(10, 12))
    xs = [p.offered for p in points]
    a.plot(xs, [p.p50_ms for p in points], "o-", label="p50")
    a.plot(xs, [p.p99_ms for p in points], "s-", label="p99")
    a.axhline(bound_ms, color="grey", ls=":", label=f"p99 bound {bound_ms:.1f} ms")
    if knee is not None:
        a.axvline(knee, color="red", ls="--", label=f"knee {knee:g} req/s")
        a.axvline(result["rate"], color="green", ls="--", label=f"soak {result['rate']:g} req/s")
    a.set(xscale="log", yscale="log", xlabel="offered req/s (Poisson)", ylabel="latency, ms",
          title="Sweep through the proxy: latency vs offered rate")
    a2 = a.twinx()
    a2.plot(xs, [p.achieved_rps / p.offered for p in points], "^:", color="purple", label="achieved / offered")
    a2.set(ylabel="achieved / offered", ylim=(0, 1.2))
    a.legend(loc="upper left", fontsize=8)
    a2.legend(loc="lower right", fontsize=8)
    samples = result["samples"]
    ts = [s["t"] / 60 for s in samples]
    for name in samples[0]["rss_mib"]:
        b.plot(ts, [s["rss_mib"][name] for s in samples], label=name)
    b.set(xlabel="soak time, min", ylabel="RSS, MiB", yscale="log", title="Resident memory of every process")
    b.legend(fontsize=8, ncol=3)
    c.plot(ts, [s["p99_ms"] for s in samples], label="p99 (bulk)")
    c.plot(ts, [s["p50_ms"] for s in samples], label="p50 (bulk)")
    if result["engine_rate"]:
        c.plot(ts, [s["engine"]["p99_ms"] for s in samples], ":", label="p99 (kv tenant, engine)")
    if result["probe_rate"]:
        c.plot(ts, [s["direct"]["p99_ms"] for s in samples], "--", color="grey",
               label="p99 straight to stub0, no proxy (control)")
    c.set(xlabel="soak time, min", ylabel="latency, ms", yscale="log",
          title=f"Latency per {result['sample_s']:g} s window at {result['rate']:g} req/s")
    c.legend(fontsize=8)
    for ax in (a, b, c):
        ax.grid(alpha=0.3)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def markdown(report: dict[str, Any], argv: list[str]) -> str:
    """The "## Load and soak" section."""
    a, v, leak, res = report["args"], report["verdicts"], report["leak_check"], report["soak"]
    backend = "fast stubs" if a["backend"] == "stub" else "tiny engines"
    lines = [SECTION, "", *measured(f"{a['replicas']} {backend}, proxy and load generator each a process",
                                    rerun_command("bench.soak", argv)),
             f"Open loop: Poisson arrivals at a fixed offered rate, each request unique, {report['mix']} "
             f"(chat2k: ~2048-token chats, {report['tokens_per_word']:.2f} tokens/word) through the proxy to "
             f"{a['replicas']} {backend}. Latency runs from a request's scheduled arrival to the last byte of its "
             f"answer. Rule: {report['knee_rule']}.", "",
             "| offered req/s | sent req/s | achieved req/s | p50 ms | p99 ms | generator lag p99 ms | errors | |",
             "|---|---|---|---|---|---|---|---|"]
    for p in report["sweep"]:
        lines.append(f"| {p['offered']:g} | {p['sent_rps']:.0f} | {p['achieved_rps']:.0f} | {p['p50_ms']:.2f} | "
                     f"{p['p99_ms']:.2f} | {p['lag_p99_ms']:.2f} | {p['errors']} | "
                     f"{'knee' if p['offered'] == report['knee'] else 'ok' if p['passed'] else 'past the knee'} |")
    knee = f"{report['knee']:g} req/s" if report["knee"] is not None else "not found (soak at 80% of the lowest rate)"
    engine = (f", plus {res['engine_rate']:g} req/s of the `kv` tenant on one tiny engine (a fifth of them 64-token "
              "streams the client drops after the first bytes)" if res["engine_rate"] else "")
    lines += ["", f"Knee: {knee}. Soak: {res['rate']:g} req/s for {res['duration_s'] / 60:g} min after "
              f"{a['soak_warmup_s']:g} s unmeasured{engine}; routing "
              f"caches capped at {a['routing_cache_mib']} MiB (`limits.routing_cache_bytes`) so they fill during "
              f"warm-up. Every {res['sample_s']:g} s: VmRSS of every process, the window's latency and errors, the "
              "proxy's gauges. RSS growth is the last minute's median over the first minute's "
              f"(spans of {v['edge_s']:.0f} s); flat means within {RSS_FLAT:.0%}.", "",
              "| process | RSS first span MiB | RSS last span MiB | growth | flat |", "|---|---|---|---|---|"]
    for name, r in v["rss"].items():
        lines.append(f"| {name} | {r['first_mib']:.1f} | {r['last_mib']:.1f} | {r['growth']:+.1%} | "
                     f"{'yes' if r['flat'] else 'NO'} |")
    t, e = res["total"], res["engine_total"]
    caches = [s["routing_cache_bytes"] for s in res["samples"] if s["routing_cache_bytes"] is not None]
    conns = [s["open_connections"] for s in res["samples"] if s["open_connections"] is not None]
    lines += ["", "| soak | |", "|---|---|",
              f"| requests answered (bulk) | {t['answered']} |",
              f"| p50 / p99 / p99.9 over the soak | {t['p50_ms']:.2f} / {t['p99_ms']:.2f} / {t['p999_ms']:.2f} ms |",
              f"| window p99: first / last window | {v['p99_first_window_ms']:.2f} / "
              f"{v['p99_last_window_ms']:.2f} ms |",
              f"| window p99: first / last span median (stable: the last within {P99_DRIFT:g}x the first) | "
              f"{v['p99_first_span_ms']:.2f} / {v['p99_last_span_ms']:.2f} ms, "
              f"{'stable' if v['p99_stable'] else 'NOT stable'} |",
              *([f"| control: window p99 of {res['probe_rate']:g} req/s short prompts straight to stub0 (no proxy), "
                 f"first / last span median | {v['direct_p99_first_span_ms']:.2f} / "
                 f"{v['direct_p99_last_span_ms']:.2f} ms |"] if res["probe_rate"] else []),
              f"| errors (bulk, kv, unanswered at the end) | {t['errors']}, {e['errors']}, "
              f"{res['unanswered_at_end']} |"]
    if res["engine_rate"]:
        lines.append(f"| kv tenant on the engine: answered, dropped on purpose, p50 / p99 | {e['answered']}, "
                     f"{e['dropped']}, {e['p50_ms']:.1f} / {e['p99_ms']:.1f} ms |")
    if caches:
        lines.append(f"| proxy routing_cache_bytes: first / max / last window | {caches[0] / 2**20:.1f} / "
                     f"{max(caches) / 2**20:.1f} / {caches[-1] / 2**20:.1f} MiB |")
    if conns:
        lines.append(f"| proxy open_connections (api): min / max over windows | {min(conns):.0f} / {max(conns):.0f} |")
    cpu = [(s["cpu_cores"]["proxy"], s["sent"] / res["sample_s"]) for s in res["samples"]
           if s["cpu_cores"].get("proxy") is not None and s["sent"]]
    if cpu:
        cores = statistics.median(c for c, _ in cpu)
        per_req = statistics.median(c / r * 1e6 for c, r in cpu)
        lines.append(f"| proxy CPU, median window | {cores:.2f} cores, {per_req:.0f} us per request |")
    lines += ["", "KV leak check, idle after the soak (the engine's own accounting through `/debug/kv_accounting` "
              "of bench/soak.py's engine wrapper, and its public `/kv/info` and `/kv/snapshot`):", "",
              "| engine | requests | aborted | blocks evicted | prompt tokens from cache | total | free | cached "
              "| in use | check |", "|---|---|---|---|---|---|---|---|---|---|"]
    for name, eng in leak["engines"].items():
        acc, w = eng["accounting"], eng["work"]
        lines.append(f"| {name} | {w['finished']:.0f} | {w['aborted']:.0f} | {w['evicted_blocks']:.0f} | "
                     f"{w['cached_prompt_tokens']:.0f} | {acc['total']} | {acc['free']} | {acc['cached']} | "
                     f"{acc['in_use']} | {'passed' if all(eng['checks'].values()) else 'FAILED'} |")
    p = leak["proxy"]
    lines += ["", f"Proxy after the soak: in-flight {p['in_flight_requests']:g}, admitted {p['admitted_requests']:g}, "
              f"open API connections {p['open_connections_api']:g}. "
              + ("Leak check passed." if leak["passed"] else "Leak check FAILED: " + "; ".join(leak["failures"])), "",
              "![load and soak](img/soak.png)", "",
              "The plot (`bench/out/soak.png`): the sweep with the knee marked, RSS of every process and p99 per "
              "window over the soak."]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- main


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench.soak",
                                description="Load sweep to the knee, then a soak below it.")
    p.add_argument("--backend", choices=("stub", "engine"), default="stub",
                   help="bulk replicas: fast stubs (plus one tiny engine for the KV leak check) or tiny engines")
    p.add_argument("--replicas", type=int, default=3, help="bulk replicas")
    p.add_argument("--sweep-rates", default=None,
                   help="offered req/s, comma-separated (default: " + ",".join(map(str, STUB_RATES)) + " with stubs, "
                        + ",".join(map(str, ENGINE_RATES)) + " with engines)")
    p.add_argument("--sweep-seconds", type=float, default=None,
                   help="measured seconds per rate (default 6 with stubs, 15 with engines: many times the latency)")
    p.add_argument("--warmup-s", type=float, default=None,
                   help="unmeasured seconds before each rate's window (default 1 with stubs, 3 with engines)")
    p.add_argument("--prime-s", type=float, default=None,
                   help="unmeasured seconds at the lowest rate before the sweep (default 3 with stubs, 10 with "
                        "engines)")
    p.add_argument("--p99-factor", type=float, default=3.0, help="knee: p99 within this times the lowest rate's...")
    p.add_argument("--p99-floor-ms", type=float, default=5.0, help="...or within this many ms")
    p.add_argument("--soak-minutes", type=float, default=10.0)
    p.add_argument("--soak-fraction", type=float, default=0.8, help="soak at this share of the knee")
    p.add_argument("--soak-warmup-s", type=float, default=30.0,
                   help="unmeasured seconds at the soak rate first, so bounded caches (routing, tokenizer) fill")
    p.add_argument("--soak-rate", type=float, default=None, help="soak at this rate, skipping the sweep")
    p.add_argument("--sample-s", type=float, default=10.0, help="seconds per soak window")
    p.add_argument("--probe-rate", type=float, default=20.0,
                   help="req/s of short prompts straight to stub0, not through the proxy: the latency control")
    p.add_argument("--engine-rate", type=float, default=1.5, help="req/s of the kv tenant on the engine (stubs only)")
    p.add_argument("--kv-blocks", type=int, default=128, help="KV blocks of the kv tenant's engine (evictions happen)")
    p.add_argument("--routing-cache-mib", type=int, default=16, help="the proxy's limits.routing_cache_bytes")
    p.add_argument("--out", type=Path, default=OUT, help="where soak.json, soak.png and soak.md go")
    p.add_argument("--write-docs", action="store_true",
                   help=f"also write the '{SECTION}' section to OUT/soak.md (docs/benchmarks.md is not touched)")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The flags, with the defaults that depend on --backend filled in."""
    args = build_parser().parse_args(argv)
    stub = args.backend == "stub"
    defaults = (("sweep_seconds", 6.0, 15.0), ("warmup_s", 1.0, 3.0), ("prime_s", 3.0, 10.0))
    for name, with_stubs, with_engines in defaults:
        if getattr(args, name) is None:
            setattr(args, name, with_stubs if stub else with_engines)
    return args


def run(args: argparse.Namespace, progress: Callable[[str], None] = print) -> dict[str, Any]:
    """Start the processes, sweep, soak, check for leaks, stop them; the whole report."""
    rates = [float(r) for r in args.sweep_rates.split(",")] if args.sweep_rates else \
        [float(r) for r in (STUB_RATES if args.backend == "stub" else ENGINE_RATES)]
    ids = itertools.count()
    with cluster(args.backend, args.replicas, args.out / "soak_logs", args.routing_cache_mib * 2**20, args.kv_blocks,
                 progress) as cl:
        tpw = tokens_per_word(str(cl.tokenizer_dir))
        bulk, kv = bulk_templates(tpw), kv_templates(tpw)
        points: list[RatePoint] = []
        knee = None
        if args.soak_rate is None:
            progress(f"sweep: {knee_rule(args.p99_factor, args.p99_floor_ms)}")
            points = event_loop_runner()(sweep(cl.proxy_port, bulk, rates, args.sweep_seconds, args.warmup_s,
                                               args.p99_factor, args.p99_floor_ms, ids, args.prime_s, progress))
            knee = knee_of(points)
            rate = args.soak_fraction * (knee if knee is not None else points[0].offered)
            progress(f"knee: {knee if knee is not None else 'none'} req/s -> soak at {rate:g} req/s "
                     f"for {args.soak_minutes:g} min")
        else:
            rate = args.soak_rate
        if args.soak_warmup_s > 0:
            progress(f"soak warm-up: {args.soak_warmup_s:g} s at {rate:g} req/s, not measured")
            event_loop_runner()(measure_rate(cl.proxy_port, bulk, rate, args.soak_warmup_s, 0.0, ids))
        result = event_loop_runner()(soak(cl, bulk, kv, rate, args.engine_rate, args.soak_minutes * 60, args.sample_s,
                                          ids, args.probe_rate, progress))
        leak = leak_check(cl)
    bound = max(args.p99_factor * points[0].p99_ms, args.p99_floor_ms) if points else float("nan")
    return {"args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
            "mix": ", ".join(f"{share * 5}% {k}" for k, share in MIX.items()), "tokens_per_word": tpw,
            "knee_rule": knee_rule(args.p99_factor, args.p99_floor_ms), "p99_bound_ms": bound,
            "sweep": [asdict(p) for p in points], "knee": knee, "soak": result, "verdicts": verdicts(result),
            "leak_check": leak}


def passed(report: dict[str, Any]) -> bool:
    v = report["verdicts"]
    return (report["knee"] is not None or not report["sweep"]) and v["rss_flat"] and v["p99_stable"] \
        and v["errors"] == 0 and report["leak_check"]["passed"]


def summary(report: dict[str, Any]) -> str:
    v, leak, res = report["verdicts"], report["leak_check"], report["soak"]
    lines = [f"knee: {report['knee']} req/s ({report['knee_rule']})",
             f"soak: {res['rate']:g} req/s for {res['duration_s']:g} s, {res['total']['answered']} answered, "
             f"p50 {res['total']['p50_ms']:.2f} ms p99 {res['total']['p99_ms']:.2f} ms, errors {v['errors']}"]
    for name, r in v["rss"].items():
        lines.append(f"  RSS {name:8} {r['first_mib']:7.1f} -> {r['last_mib']:7.1f} MiB ({r['growth']:+.1%}) "
                     f"{'flat' if r['flat'] else 'NOT FLAT'}")
    lines.append(f"p99 first/last span median {v['p99_first_span_ms']:.2f} / {v['p99_last_span_ms']:.2f} ms: "
                 f"{'stable' if v['p99_stable'] else 'NOT STABLE'} (first/last window {v['p99_first_window_ms']:.2f} / "
                 f"{v['p99_last_window_ms']:.2f} ms)")
    if res["probe_rate"]:
        lines.append(f"control (straight to stub0, no proxy) p99 first/last span median "
                     f"{v['direct_p99_first_span_ms']:.2f} / {v['direct_p99_last_span_ms']:.2f} ms")
    for name, eng in leak["engines"].items():
        acc = eng["accounting"]
        w = eng["work"]
        lines.append(f"KV {name}: total {acc['total']} = free {acc['free']} + cached {acc['cached']} + in use "
                     f"{acc['in_use']}; invariant check {'passed' if acc['invariant_error'] is None else 'FAILED'} "
                     f"(after {w['finished']:.0f} requests, {w['aborted']:.0f} aborted, {w['evicted_blocks']:.0f} "
                     f"blocks evicted, {w['cached_prompt_tokens']:.0f} prompt tokens from cache)")
    lines.append("leak check: " + ("passed" if leak["passed"] else "FAILED: " + "; ".join(leak["failures"])))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--serve-engine"]:
        return serve_engine(argv[1:])
    args = parse_args(argv)
    started = time.monotonic()
    report = run(args, lambda s: print(s, flush=True))
    report["wall_s"] = time.monotonic() - started
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "soak.json").write_bytes(orjson.dumps(report, option=orjson.OPT_INDENT_2))
    points = [RatePoint(**p) for p in report["sweep"]]
    plot(points, report["knee"], report["p99_bound_ms"], report["soak"], args.out / "soak.png")
    print(summary(report))
    print(f"wrote {args.out / 'soak.json'} and {args.out / 'soak.png'} ({report['wall_s'] / 60:.1f} min)")
    if args.write_docs:
        (args.out / "soak.md").write_text(markdown(report, argv))
        print(f"wrote {args.out / 'soak.md'}")
    return 0 if passed(report) else 1


if __name__ == "__main__":
    raise SystemExit(main())
