"""Exact cache state (vLLM's ZMQ KV events) vs approximate (learned from routing), in front of
capacity-limited vLLM-like replicas, on the Mooncake conversation trace; round-robin as the floor.

The replicas are stubs (bench/stub_backend.py) that behave as vLLM does where it matters here: an
LRU prefix cache of `--capacity` blocks that evicts, `cached_tokens` in usage, vLLM's ZMQ events
(exact mode) and `/metrics` gauges, and a prefill time proportional to the uncached prompt tokens
(`--prefill-us` per token), so time to first token follows the hit rate as on a GPU.

The workload keeps whole conversations: of the trace's requests, those whose first own block falls
in one of `--keep` buckets (the trace's block 0 is shared by all). Each 512-token block id becomes
`--tokens-per-id` tokens of text of its own, so equal ids share a prefix exactly as in the trace.

A second part measures how a batch of prompts (a `prompt` list, as LangChain's `batch` sends) is
best routed: whole, by the prefix its prompts share (what the proxy does), against the same prompts
sent as one request each at once (what splitting the batch in the proxy would amount to).

    python -m bench.events_bench [--keep 16] [--replicas 4] [--capacity 1500] [--concurrency 8] [--write-docs]

Writes bench/out/events_bench.png (hit rate over the trace, TTFT distribution per mode).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import string
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiohttp
import orjson

from bench.docs import measured, publish, rerun_command
from bench.load_client import pct
from bench.stub_backend import StubBackend, start_stub, stub_tokenizer_files
from proxy.config import parse_config
from proxy.server import ProxyServer

REPO = Path(__file__).resolve().parents[1]
TRACE = REPO.parent / "shared" / "data" / "mooncake" / "conversation_trace.jsonl"
OUT = REPO / "bench" / "out"
SECTION = "## Exact (ZMQ KV events) vs approximate cache state"
MODES = ("exact", "approx", "approx_capacity", "round_robin")
MODE_TEXT = {"exact": "cache_aware, ZMQ events", "approx": "cache_aware, learned from routing",
             "approx_capacity": "... and told each replica's capacity", "round_robin": "round_robin"}


def log(msg: str) -> None:
    print(f"[events-bench] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- workload


def load_trace(path: Path, keep: int) -> list[list[int]]:
    """The block ids of the kept conversations' requests, in trace order."""
    if not path.exists():
        raise SystemExit(f"events-bench: no trace at {path} (--trace PATH: a Mooncake trace, JSON lines with hash_ids)")
    out = []
    for line in path.read_text().splitlines():
        ids = orjson.loads(line)["hash_ids"]
        if len(ids) > 1 and (ids[1] * 2654435761) % keep == 0:
            out.append(ids)
    return out


class Texts:
    """A text of `n` tokens (bytes, for the stub's byte-level tokenizer) for each block id."""

    def __init__(self, n: int) -> None:
        self.n = n
        self._memo: dict[int, str] = {}

    def __call__(self, block_id: int) -> str:
        t = self._memo.get(block_id)
        if t is None:
            rng = random.Random(block_id)
            t = self._memo[block_id] = "".join(rng.choice(string.ascii_lowercase + " ") for _ in range(self.n))
        return t


def prompts_of(trace: list[list[int]], texts: Texts) -> list[str]:
    # a question of its own ends each request, as a new user turn does
    return ["".join(map(texts, ids)) + f" [request {i}]" for i, ids in enumerate(trace)]


# ---------------------------------------------------------------------------- one run


@dataclass
class Run:
    mode: str
    proxies: int
    predicted: list[int] = field(default_factory=list)
    cached: list[int] = field(default_factory=list)
    prompt: list[int] = field(default_factory=list)
    ttft_ms: list[float] = field(default_factory=list)
    wall_s: float = 0.0

    @property
    def hit_rate(self) -> float:
        return sum(self.cached) / max(1, sum(self.prompt))

    @property
    def agreement(self) -> float:
        return sum(p == c for p, c in zip(self.predicted, self.cached, strict=True)) / max(1, len(self.cached))

    @property
    def overpredicted(self) -> float:
        """Share of the predicted tokens that were not cached (routing by blocks already gone)."""
        return sum(max(0, p - c) for p, c in zip(self.predicted, self.cached, strict=True)) / max(1, sum(self.predicted))

    def pct(self, q: float) -> float:
        return pct(self.ttft_ms, q)


async def _cluster(mode: str, proxies: int, args: argparse.Namespace,
                   tmp: Path) -> tuple[list[ProxyServer], list[Any]]:
    """Stub replicas and `proxies` proxies in front of all of them (as several gateway pods are)."""
    ends = [(f"ipc://{tmp}/{mode}-{proxies}-{i}.events", None) for i in range(args.replicas)]
    stubs = [StubBackend(capacity_blocks=args.capacity, heartbeat_s=0.5,
                         kv_events_zmq=ends[i][0] if mode == "exact" else None) for i in range(args.replicas)]
    for s in stubs:
        s.prefill_s_per_token = args.prefill_us * 1e-6
        s.record_requests = False
    started = [await start_stub(s) for s in stubs]
    backends = []
    for (_, url), (events, _) in zip(started, ends, strict=True):
        b: dict[str, Any] = {"url": url, "engine": "vllm"}
        if mode == "exact":
            b["kv_events"] = events
        elif mode == "approx_capacity":
            b["capacity_blocks"] = args.capacity  # the best an approximation can be told
        backends.append(b)
    cfg = parse_config({"tokenizer": str(tmp), "block_size": 16, "backends": backends,
                        "policy": {"name": "round_robin" if mode == "round_robin" else "cache_aware"}}, {})
    servers = []
    for _ in range(proxies):
        servers.append(await ProxyServer.create(cfg))
        await servers[-1].start(port=0, admin_port=0)
    deadline = time.monotonic() + 20
    while any(len(s.replicas.routable()) < args.replicas for s in servers):
        if time.monotonic() > deadline:
            raise RuntimeError("replicas did not become routable")
        await asyncio.sleep(0.05)
    return servers, [runner for runner, _ in started]


async def _stop(servers: list[ProxyServer], runners: list[Any]) -> None:
    for server in servers:
        await server.close()
    for runner in runners:
        await runner.cleanup()


async def run_trace(mode: str, proxies: int, prompts: list[str], args: argparse.Namespace, tmp: Path) -> Run:
    servers, runners = await _cluster(mode, proxies, args, tmp)
    out = Run(mode, proxies)
    results: list[tuple[int, int, int, float] | None] = [None] * len(prompts)
    bases = [f"http://127.0.0.1:{s.port}/v1/completions" for s in servers]
    next_i = 0
    try:
        async with aiohttp.ClientSession() as http:
            async def worker() -> None:
                nonlocal next_i
                while next_i < len(prompts):
                    i, next_i = next_i, next_i + 1
                    body = orjson.dumps({"model": "m", "prompt": prompts[i], "max_tokens": 1})
                    t0 = time.perf_counter()
                    async with http.post(bases[i % proxies], data=body,
                                         headers={"Content-Type": "application/json"}) as r:
                        raw = await r.read()
                        if r.status != 200:
                            raise RuntimeError(f"{mode}: status {r.status}: {raw[:200]!r}")
                        usage = orjson.loads(raw)["usage"]
                        results[i] = (int(r.headers["x-kvroute-prefix-tokens"]),
                                      usage["prompt_tokens_details"]["cached_tokens"], usage["prompt_tokens"],
                                      (time.perf_counter() - t0) * 1e3)
                    if i % 250 == 0:
                        log(f"{mode}, {proxies} proxies: request {i}/{len(prompts)}")

            t0 = time.perf_counter()
            await asyncio.gather(*(worker() for _ in range(args.concurrency)))
            out.wall_s = time.perf_counter() - t0
    finally:
        await _stop(servers, runners)
    for p, c, n, ms in (r for r in results if r is not None):
        out.predicted.append(p)
        out.cached.append(c)
        out.prompt.append(n)
        out.ttft_ms.append(ms)
    return out


# ---------------------------------------------------------------------------- batches


async def run_batches(args: argparse.Namespace, tmp: Path, whole: bool) -> tuple[float, float]:
    """(hit rate, seconds) for batches of 4 prompts that share a template, sent whole or one by one."""
    servers, runners = await _cluster("exact", 1, args, tmp)
    rng = random.Random(3)
    templates = [Texts(600)(10_000 + t) for t in range(8)]
    base = f"http://127.0.0.1:{servers[0].port}/v1/completions"
    cached = total = 0
    try:
        async with aiohttp.ClientSession() as http:
            async def send(prompt: str | list[str]) -> None:
                nonlocal cached, total
                body = orjson.dumps({"model": "m", "prompt": prompt, "max_tokens": 1})
                async with http.post(base, data=body, headers={"Content-Type": "application/json"}) as r:
                    usage = orjson.loads(await r.read())["usage"]
                    cached += usage["prompt_tokens_details"]["cached_tokens"]
                    total += usage["prompt_tokens"]

            t0 = time.perf_counter()
            for b in range(args.batches):
                template = rng.choice(templates)
                batch = [f"{template} Item {b}.{k}: {rng.random():.6f}?" for k in range(4)]
                if whole:
                    await send(batch)
                else:
                    await asyncio.gather(*(send(p) for p in batch))
            wall = time.perf_counter() - t0
    finally:
        await _stop(servers, runners)
    return cached / max(1, total), wall


# ---------------------------------------------------------------------------- report


def plot(runs: list[Run], path: Path, window: int = 50) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    counts = sorted({r.proxies for r in runs})
    fig, axes = plt.subplots(len(counts), 2, figsize=(12, 4.2 * len(counts)), squeeze=False)
    for (a, b), proxies in zip(axes, counts, strict=True):
        for r in (r for r in runs if r.proxies == proxies):
            xs, ys = [], []
            for i in range(window, len(r.cached) + 1, max(1, window // 5)):
                xs.append(i)
                ys.append(sum(r.cached[i - window:i]) / max(1, sum(r.prompt[i - window:i])))
            a.plot(xs, ys, label=MODE_TEXT[r.mode])
            t = sorted(r.ttft_ms)
            b.plot(t, [(i + 1) / len(t) for i in range(len(t))], label=MODE_TEXT[r.mode])
        a.set(xlabel="request (trace order)", ylabel=f"hit rate (last {window} requests)",
              title=f"Prefix hit rate, {proxies} prox{'y' if proxies == 1 else 'ies'}")
        b.set(xlabel="time to first token, ms", ylabel="share of requests", xscale="log",
              title=f"TTFT distribution, {proxies} prox{'y' if proxies == 1 else 'ies'}")
        for ax in (a, b):
            ax.grid(alpha=0.3)
            ax.legend()
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def render(runs: list[Run], batches: dict[str, tuple[float, float]], args: argparse.Namespace, n: int,
           argv: list[str]) -> str:
    approx = {r.proxies: r for r in runs if r.mode == "approx"}
    lines = [
        *measured("proxies, replicas and client in one process", rerun_command("bench.events_bench", argv)),
        f"{n} requests of the Mooncake conversation trace (whole conversations, 1 in {args.keep}; each 512-token "
        f"block id as {args.tokens_per_id} tokens), {args.concurrency} at a time, to {args.replicas} vLLM-like "
        f"replicas of {args.capacity} blocks of 16 tokens each, so blocks are evicted throughout; simulated "
        f"prefill {args.prefill_us:g} us per uncached token. With several proxies (gateway pods behind one "
        "Service) requests alternate between them; each proxy follows every replica's events, but learns from "
        "routing only what it routed itself. *Agreement*: requests whose predicted cached tokens "
        "(`x-kvroute-prefix-tokens`) equal what the replica reported; *over-predicted*: share of predicted tokens "
        "that were not cached. TTFT ratios against the approximate mode with as many proxies, run side by side. "
        f"With {args.concurrency} clients at once the order of requests varies from run to run, and hit rates "
        "with it.", "",
        "| proxies | mode | hit rate | agreement | over-predicted | TTFT p50 ms | TTFT p90 ms | TTFT p99 ms "
        "| p50 vs approx | p99 vs approx | wall s |",
        "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in runs:
        a = approx[r.proxies]
        lines.append(f"| {r.proxies} | {MODE_TEXT[r.mode]} | {r.hit_rate:.3f} | {r.agreement:.3f} | "
                     f"{r.overpredicted:.3f} | {r.pct(.5):.1f} | {r.pct(.9):.1f} | {r.pct(.99):.1f} | "
                     f"{r.pct(.5) / a.pct(.5):.2f} | {r.pct(.99) / a.pct(.99):.2f} | {r.wall_s:.1f} |")
    exact = {r.proxies: r for r in runs if r.mode == "exact"}
    summary = "; ".join(f"with {k} prox{'y' if k == 1 else 'ies'}, hit rate {exact[k].hit_rate:.3f} against "
                        f"{approx[k].hit_rate:.3f} ({exact[k].hit_rate / max(1e-9, approx[k].hit_rate):.2f}x), "
                        f"TTFT p50 {exact[k].pct(.5) / approx[k].pct(.5):.2f}x" for k in sorted(exact))
    whole, split = batches["whole"], batches["split"]
    lines += ["", f"Events against learning from routing: {summary}. A proxy that sees all the traffic, in front "
              "of replicas that evict in the LRU order it assumes, learns nearly what the events say; the events "
              "are worth most where it does not (several proxies, other clients, an engine whose eviction "
              "differs from the guess), and with them nothing is predicted that is not cached.", "",
              "The command also plots hit rate over the trace and the TTFT distribution of every run to "
              "`bench/out/events_bench.png`.", "",
              f"Batches ({args.batches} requests of 4 prompts sharing a ~600-token template, exact mode): routed whole "
              f"by their common prefix, hit rate {whole[0]:.3f}; the same prompts as one request each, sent together "
              f"(what splitting the batch in the proxy would amount to), hit rate {split[0]:.3f}, at four upstream "
              "requests for one and a merge of choices, usage and streams. The proxy routes a batch whole: its "
              "prompts share the prefix that decides the replica, and one upstream request keeps `n`, `echo`, "
              "`logprobs` and usage exactly as the backend answers them. (Wall times, "
              f"{whole[1]:.2f} s whole and {split[1]:.2f} s split, do not compare engines: the stub prefills a "
              "batch's prompts one after another but overlaps separate requests, where vLLM schedules both alike.)"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.events_bench", description=__doc__.splitlines()[0])
    p.add_argument("--trace", type=Path, default=TRACE)
    p.add_argument("--keep", type=int, default=16, help="keep 1 in this many conversations")
    p.add_argument("--limit", type=int, default=0, help="at most this many requests (0: all kept)")
    p.add_argument("--tokens-per-id", type=int, default=32)
    p.add_argument("--replicas", type=int, default=4)
    p.add_argument("--capacity", type=int, default=1500, help="blocks per replica")
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--proxies", default="1,2", help="comma-separated proxy counts to run")
    p.add_argument("--prefill-us", type=float, default=400.0,
                   help="simulated prefill per uncached token (one stands for tokens-per-id/512 of the trace's)")
    p.add_argument("--batches", type=int, default=60)
    p.add_argument("--write-docs", action="store_true", help=f"replace the '{SECTION}' section of docs/benchmarks.md")
    args = p.parse_args(argv)
    trace = load_trace(args.trace, args.keep)
    if args.limit:
        trace = trace[:args.limit]
    prompts = prompts_of(trace, Texts(args.tokens_per_id))
    log(f"{len(prompts)} requests, {len({i for ids in trace for i in ids})} distinct block ids")

    async def go(tmp: Path) -> tuple[list[Run], dict[str, tuple[float, float]]]:
        runs = []
        for proxies in (int(x) for x in args.proxies.split(",")):
            for mode in MODES:
                runs.append(await run_trace(mode, proxies, prompts, args, tmp))
                r = runs[-1]
                log(f"{mode}, {proxies} proxies: hit rate {r.hit_rate:.3f}, agreement {r.agreement:.3f}, "
                    f"TTFT p50 {r.pct(.5):.1f} ms")
        batches = {k: await run_batches(args, tmp, k == "whole") for k in ("whole", "split")}
        return runs, batches

    with tempfile.TemporaryDirectory(prefix="kvroute-events-") as d:
        tmp = Path(d)
        for name, text in stub_tokenizer_files().items():
            (tmp / name).write_text(text)
        runs, batches = asyncio.run(go(tmp))
    plot(runs, OUT / "events_bench.png")
    report = render(runs, batches, args, len(prompts), argv if argv is not None else sys.argv[1:])
    publish(SECTION, report, args.write_docs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
