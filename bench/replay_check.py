"""Does the fleet simulator rank routing policies as reality does? A Mooncake trace slice replayed
through the real `kvroute proxy` in front of real `kvroute engine --model tiny` replicas on this
machine, and through the simulator (bench/sim_fleet.py) with the same replicas, capacity and timing.

    python -m bench.replay_check [--trace PATH] [--keep 32] [--start 0] [--requests 400] [--replicas 4]
        [--capacity-blocks 600] [--tokens-per-id 32] [--policies round_robin,least_loaded,cache_aware]
        [--time-scale 40] [--max-output 4] [--tolerance 0.05] [--sim-seeds 5] [--write-json]

Workload: whole conversations (1 in `--keep`, picked by their first own block id as
bench/events_bench.py picks them; `--keep 1`: a contiguous slice from `--start`), at most
`--requests`. Each full 512-token trace block id becomes `--tokens-per-id` (T) token ids of its own,
seeded by the id, so two prompts share exactly as many leading 16-token engine blocks as their full
block ids share leading ids, times T/16. A trace prompt's trailing partial block becomes a tail of
its length times T/512 tokens unique to the request (the simulator never caches partial blocks).
Outputs are capped at `--max-output` tokens (`ignore_eos`): the tiny model is only there to hold a KV
cache.

Timing: open loop, each request sent at its trace timestamp divided by `--time-scale`, on both sides.
The simulator's cost model is measured on a replica of this machine before the runs, in the trace's
units (a real token stands for 512/T trace tokens). Each real policy runs against freshly started
replicas (empty caches) whose KV pools of `--capacity-blocks` 16-token blocks force eviction; the
simulator gets C * 16 / T trace blocks per replica. The proxy's token-denominated policy knobs are
scaled by T/512 (block-denominated ones by T/16) so that both sides decide in the same units.

Judged: hit rate only (cached prompt tokens / prompt tokens, as usage reports them and as the
simulator counts them, both under the "last token is computed" cap), per policy within
`--tolerance`, and the order of the policies by it. Differences the mapping does not remove: the
engine evicts 16-token blocks (at T > 16 it can keep part of a trace block) and caches the full
blocks of a request's tail and output (never hit here), where the simulator evicts whole trace
blocks and frees the partial block and output at finish; the engine holds a request back while
another computes its next block (the simulator computes it twice), allocates chunk by chunk and
preempts (the simulator reserves the whole prompt at admission); the simulated replicas each have
hardware of their own, the real ones share this machine's cores, so TTFT is shown, not judged.

Writes bench/out/replay_check.png (hit rate per policy, simulator vs real; hit rate over the
requests) and, with `--write-json`, bench/out/replay_check.json.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import json
import math
import os
import random
import shutil
import signal
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

import aiohttp
import orjson

from bench.procs import Proc, free_port, spawn_kvroute, stop
from bench.sim_fleet import Fleet
from bench.sim_model import BLOCK, CostModel, TraceRequest, load_trace
from bench.sim_policies import make_policy
from bench.simulate import quantile
from bench.sse_client import sse_chunks
from proxy.config_types import PolicyConfig

REPO = Path(__file__).resolve().parents[1]
TRACE = REPO.parent / "shared" / "data" / "mooncake" / "conversation_trace.jsonl"
OUT = REPO / "bench" / "out"
ENGINE_BLOCK = 16
TOKEN_LO, TOKEN_HI = 3, 2048  # the tiny model's vocabulary, past its three special tokens
MAX_MODEL_LEN = 8192  # the tiny model's positions
MAX_SEQS = 16
CHUNK_TOKENS = 2048  # the engine's max_num_batched_tokens
# The proxy's policies the simulator has too, and their names there.
SIM_NAME = {"round_robin": "round_robin", "least_loaded": "least_loaded", "cache_aware": "ours"}
TOKEN_KNOBS = ("load_weight", "token_load_unit", "min_match_tokens")
BLOCK_KNOBS = ("min_match_blocks", "hot_prefix_blocks")


def log(msg: str) -> None:
    print(f"[replay] {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------- workload


def select_rows(path: Path, keep: int, start: int, requests: int, max_output: int) -> list[dict[str, Any]]:
    """The slice, in time order: whole conversations (1 in `keep`, by their first own block id, as
    bench/events_bench.py keeps them) or, with `keep` <= 1, a contiguous run from `start`; at most
    `requests`, outputs capped at `max_output` tokens (at least 1, as the simulator counts them)."""
    if not path.exists():
        raise SystemExit(f"replay: no trace at {path} (--trace PATH: Mooncake JSON lines with hash_ids)")
    rows = [orjson.loads(line) for line in path.read_text().splitlines() if line.strip()]
    rows.sort(key=lambda r: r["timestamp"])
    if keep > 1:
        rows = [r for r in rows if len(r["hash_ids"]) > 1 and (r["hash_ids"][1] * 2654435761) % keep == 0]
    rows = rows[start:start + requests]
    return [{"timestamp": r["timestamp"], "input_length": int(r["input_length"]),
             "output_length": max(1, min(int(r["output_length"]), max_output)), "hash_ids": list(r["hash_ids"])}
            for r in rows]


def full_ids(row: dict[str, Any]) -> list[int]:
    """The ids of a row's full 512-token blocks (the ones the simulator hashes)."""
    return row["hash_ids"][: row["input_length"] // BLOCK]


class TokenMap:
    """Token ids for a trace slice: `tokens_per_id` per full block id, seeded by the id (equal ids,
    equal tokens), and a tail for the partial block seeded by the request (shared with nothing)."""

    def __init__(self, tokens_per_id: int) -> None:
        if tokens_per_id <= 0 or tokens_per_id % ENGINE_BLOCK:
            raise ValueError(f"tokens per id must be a positive multiple of {ENGINE_BLOCK}")
        self.t = tokens_per_id
        self._memo: dict[int, list[int]] = {}

    def block(self, block_id: int) -> list[int]:
        ids = self._memo.get(block_id)
        if ids is None:
            rng = random.Random(block_id)
            ids = self._memo[block_id] = [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(self.t)]
        return ids

    def tail_len(self, input_length: int) -> int:
        rest = input_length % BLOCK
        return max(1, round(rest * self.t / BLOCK)) if rest else 0

    def prompt(self, key: int, row: dict[str, Any]) -> list[int]:
        out = [t for i in full_ids(row) for t in self.block(i)]
        rng = random.Random(f"tail {key}")
        return out + [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(self.tail_len(row["input_length"]))]


def leading_blocks(a: Sequence[int], b: Sequence[int], block_size: int = ENGINE_BLOCK) -> int:
    """Leading full blocks two token sequences share."""
    n = 0
    while (n + 1) * block_size <= min(len(a), len(b)) and \
            a[n * block_size:(n + 1) * block_size] == b[n * block_size:(n + 1) * block_size]:
        n += 1
    return n


def leading_ids(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return n


def scaled_knobs(tokens_per_id: int) -> dict[str, float | int]:
    """The proxy's policy knobs in the real token scale: a knob of k trace tokens is k*T/512 real
    tokens, one of k trace blocks k*T/16 engine blocks (the simulator runs the shipped values in
    trace units)."""
    d, out = PolicyConfig(), {}
    for k in TOKEN_KNOBS:
        v = getattr(d, k) * tokens_per_id / BLOCK
        out[k] = int(round(v)) if isinstance(getattr(d, k), int) else v
    for k in BLOCK_KNOBS:
        out[k] = getattr(d, k) * tokens_per_id // ENGINE_BLOCK
    return out


def policy_toml(policy: str, knobs: dict[str, float | int]) -> str:
    lines = ["[policy]", f'name = "{policy}"']
    lines += [f"{k} = {float(v) if isinstance(v, float) else int(v)}" for k, v in knobs.items()]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- processes


def get_json(url: str, timeout: float = 2.0) -> tuple[int, Any]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as r:
            return int(r.status), json.loads(r.read() or b"null")
    except urllib.error.HTTPError as e:
        return int(e.code), None
    except (OSError, ValueError):
        return 0, None


class Cluster:
    """`replicas` engines and one proxy, `kvroute` processes on 127.0.0.1; a context manager that
    stops every process it started (SIGTERM, then SIGKILL), whatever happens."""

    def __init__(self, replicas: int, kv_blocks: int, policy: str | None, knobs: dict[str, float | int],
                 logdir: Path, tag: str) -> None:
        self.replicas, self.kv_blocks, self.policy, self.knobs = replicas, kv_blocks, policy, knobs
        self.logdir, self.tag = logdir, tag
        self.procs: list[Proc] = []
        self.engines: list[Proc] = []
        self.proxy: Proc | None = None
        self.admin_url = ""

    def _spawn(self, name: str, args: list[str], port: int) -> Proc:
        p = spawn_kvroute(f"{self.tag}-{name}", args, port, self.logdir)
        self.procs.append(p)
        return p

    def _wait(self, p: Proc, ok: Any, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while True:
            status, body = get_json(p.url + "/ready")
            if ok(status, body):
                return
            if p.popen.poll() is not None:
                raise RuntimeError(f"{p.name} exited with {p.popen.returncode}:\n{p.log_tail()}")
            if time.monotonic() > deadline:
                raise TimeoutError(f"{p.name} not ready after {timeout:.0f}s:\n{p.log_tail()}")
            time.sleep(0.1)

    def __enter__(self) -> Cluster:
        try:
            for i in range(self.replicas):
                port = free_port()
                self.engines.append(self._spawn(f"engine{i}", [
                    "engine", "--model", "tiny", "--host", "127.0.0.1", "--port", str(port), "--kv-cache-blocks",
                    str(self.kv_blocks), "--threads", "1", "--max-num-seqs", str(MAX_SEQS),
                    "--max-num-batched-tokens", str(CHUNK_TOKENS), "--seed", "0"], port))
            for e in self.engines:
                self._wait(e, lambda s, _: s == 200, 180)
            if self.policy is not None:
                port = free_port()
                cfg = self.logdir / f"{self.tag}-proxy.toml"
                cfg.write_text(policy_toml(self.policy, self.knobs))
                admin = free_port()
                self.admin_url = f"http://127.0.0.1:{admin}"
                args = ["proxy", "--host", "127.0.0.1", "--port", str(port), "--admin-host", "127.0.0.1",
                        "--admin-port", str(admin), "--config", str(cfg), "--log-level", "WARNING"]
                for e in self.engines:
                    args += ["--backend", e.url]
                self.proxy = self._spawn("proxy", args, port)
                n = self.replicas
                self._wait(self.proxy, lambda s, b: s == 200 and isinstance(b, dict) and b.get("replicas") == n, 60)
        except BaseException:
            self.stop()
            raise
        return self

    def route_decisions(self) -> dict[str, int]:
        """The proxy's routing decisions so far, by reason (its admin /metrics)."""
        try:
            with urllib.request.urlopen(self.admin_url + "/metrics", timeout=5) as r:
                text = r.read().decode()
        except OSError:
            return {}
        out: dict[str, int] = {}
        for line in text.splitlines():
            if line.startswith("kvroute_proxy_route_decisions_total{") and 'reason="' in line:
                reason = line.split('reason="', 1)[1].split('"', 1)[0]
                out[reason] = out.get(reason, 0) + int(float(line.rsplit(" ", 1)[1]))
        return dict(sorted(out.items()))

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        stop(self.procs)
        self.procs.clear()


# ---------------------------------------------------------------------------- the real side


@dataclass
class Answer:
    """One request as the client saw it."""

    backend: str = ""
    status: int = 0
    prompt_tokens: int = 0
    cached_tokens: int = 0
    completion_tokens: int = 0
    ttft_s: float = float("nan")
    lag_s: float = 0.0  # sent this late after its scheduled time
    error: str = ""


async def _send(http: aiohttp.ClientSession, url: str, prompt: list[int], max_tokens: int) -> Answer:
    body = {"model": "tiny", "prompt": prompt, "max_tokens": max_tokens, "ignore_eos": True, "temperature": 0,
            "stream": True, "stream_options": {"include_usage": True}}
    a = Answer()
    t0 = time.perf_counter()
    async with http.post(url, data=orjson.dumps(body), headers={"Content-Type": "application/json"}) as r:
        a.status, a.backend = r.status, r.headers.get("x-kvroute-backend", "")
        if r.status != 200:
            a.error = (await r.read())[:300].decode(errors="replace")
            return a
        async for obj in sse_chunks(r.content):
            if obj.get("choices") and math.isnan(a.ttft_s):
                a.ttft_s = time.perf_counter() - t0
            usage = obj.get("usage")
            if usage:
                a.prompt_tokens = int(usage["prompt_tokens"])
                a.completion_tokens = int(usage["completion_tokens"])
                a.cached_tokens = int((usage.get("prompt_tokens_details") or {}).get("cached_tokens") or 0)
    return a


async def replay(url: str, prompts: list[list[int]], outputs: list[int], arrivals: list[float],
                 label: str, every: int = 50) -> list[Answer]:
    """Send each prompt at its arrival (open loop) to `url`; every answer, in request order."""
    answers: list[Answer] = [Answer() for _ in prompts]
    done = cached = total = 0
    loop = asyncio.get_running_loop()

    async def one(i: int, http: aiohttp.ClientSession, due: float) -> None:
        nonlocal done, cached, total
        lag = loop.time() - due
        try:
            answers[i] = await _send(http, url, prompts[i], outputs[i])
        except (TimeoutError, aiohttp.ClientError, ValueError, KeyError) as e:
            answers[i] = Answer(error=f"{type(e).__name__}: {e}")
        answers[i].lag_s = lag
        done += 1
        cached += answers[i].cached_tokens
        total += answers[i].prompt_tokens
        if done % every == 0 or done == len(prompts):
            log(f"{label}: {done}/{len(prompts)} answered, hit rate so far {cached / max(1, total):.3f}")

    timeout = aiohttp.ClientTimeout(total=600)
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0), timeout=timeout) as http:
        t0 = loop.time() + 0.2
        tasks = []
        for i, at in enumerate(arrivals):
            due = t0 + at
            if due > loop.time():
                await asyncio.sleep(due - loop.time())
            tasks.append(asyncio.create_task(one(i, http, due)))
        await asyncio.gather(*tasks)
    return answers


def check_bookkeeping(answers: Sequence[Answer], prompts: Sequence[Sequence[int]], outputs: Sequence[int],
                      backends: Sequence[str]) -> list[str]:
    """What is wrong with a run's accounting: unanswered requests, prompt or output tokens that
    differ from what was sent, answers from no known replica, routed counts that do not add up."""
    problems = []
    for i, (a, p, o) in enumerate(zip(answers, prompts, outputs, strict=True)):
        if a.status != 200 or a.error:
            problems.append(f"request {i}: status {a.status} {a.error}")
        elif a.prompt_tokens != len(p) or a.completion_tokens != o:
            problems.append(f"request {i}: usage {a.prompt_tokens}+{a.completion_tokens}, sent {len(p)}+{o}")
        elif a.backend not in backends:
            problems.append(f"request {i}: answered by {a.backend!r}, not a replica")
        elif not 0 <= a.cached_tokens < a.prompt_tokens:
            problems.append(f"request {i}: {a.cached_tokens} cached of {a.prompt_tokens}")
    routed = sum(1 for a in answers if a.backend in backends)
    if not problems and routed != len(prompts):
        problems.append(f"{routed} requests routed, {len(prompts)} sent")
    return problems


def summarize_real(policy: str, answers: Sequence[Answer], backends: Sequence[str], wall_s: float) -> dict[str, Any]:
    n = len(answers)
    routed = [sum(1 for a in answers if a.backend == b) for b in backends]
    ttft = [a.ttft_s for a in answers if not math.isnan(a.ttft_s)]
    prompt, cached = sum(a.prompt_tokens for a in answers), sum(a.cached_tokens for a in answers)
    return {"policy": policy, "requests": n, "answered": sum(1 for a in answers if a.status == 200 and not a.error),
            "prompt_tokens": prompt, "cached_tokens": cached, "hit_rate": cached / prompt if prompt else 0.0,
            "completion_tokens": sum(a.completion_tokens for a in answers),
            "ttft_p50_s": quantile(ttft, 0.5) if ttft else 0.0, "ttft_p99_s": quantile(ttft, 0.99) if ttft else 0.0,
            "load_max_over_mean": max(routed) / (n / len(backends)) if n else 0.0, "routed": routed,
            "send_lag_p99_s": quantile([a.lag_s for a in answers], 0.99) if n else 0.0, "wall_s": wall_s,
            "per_request_cached": [a.cached_tokens for a in answers],
            "per_request_prompt": [a.prompt_tokens for a in answers],
            "per_request_replica": [backends.index(a.backend) if a.backend in backends else -1 for a in answers]}


def run_real(policy: str, args: argparse.Namespace, knobs: dict[str, float | int], prompts: list[list[int]],
             outputs: list[int], arrivals: list[float], logdir: Path) -> tuple[dict[str, Any], list[str]]:
    """One policy through the real proxy in front of freshly started replicas."""
    log(f"{policy}: starting {args.replicas} replicas ({args.capacity_blocks} KV blocks each) and the proxy")
    with Cluster(args.replicas, args.capacity_blocks, policy, knobs, logdir, policy) as c:
        assert c.proxy is not None
        backends = [e.url for e in c.engines]
        t0 = time.perf_counter()
        answers = asyncio.run(replay(c.proxy.url + "/v1/completions", prompts, outputs, arrivals, f"real {policy}"))
        wall = time.perf_counter() - t0
        decisions = c.route_decisions()
    problems = check_bookkeeping(answers, prompts, outputs, backends)
    out = summarize_real(policy, answers, backends, wall)
    out["route_decisions"] = decisions
    log(f"real {policy}: hit rate {out['hit_rate']:.3f}, load max/mean {out['load_max_over_mean']:.2f}, TTFT p50 "
        f"{out['ttft_p50_s'] * 1e3:.0f} ms p99 {out['ttft_p99_s'] * 1e3:.0f} ms, {wall:.0f}s"
        + (f", {len(problems)} bookkeeping problems" if problems else ""))
    return out, problems


# ---------------------------------------------------------------------------- the simulator side


async def _timed(url: str, prompt: list[int], max_tokens: int) -> float:
    async with aiohttp.ClientSession() as http:
        t0 = time.perf_counter()
        body = {"model": "tiny", "prompt": prompt, "max_tokens": max_tokens, "ignore_eos": True, "temperature": 0}
        async with http.post(url + "/v1/completions", data=orjson.dumps(body),
                             headers={"Content-Type": "application/json"}) as r:
            await r.read()
            if r.status != 200:
                raise RuntimeError(f"calibration request: status {r.status}")
        return time.perf_counter() - t0


async def _batch(url: str, prompts: list[list[int]], max_tokens: int) -> float:
    t0 = time.perf_counter()
    await asyncio.gather(*(_timed(url, p, max_tokens) for p in prompts))
    return time.perf_counter() - t0


def calibrate(url: str, tokens_per_id: int, seed: int = 7) -> CostModel:
    """The simulator's cost model for one tiny replica here, from cold prompts of 256 and 2048
    tokens (prefill rate and fixed cost) and 32 extra decode steps at batch 1 and MAX_SEQS,
    converted to trace units (a real token stands for 512/T trace tokens)."""
    rng = random.Random(seed)

    def fresh(n: int) -> list[int]:
        return [rng.randrange(TOKEN_LO, TOKEN_HI) for _ in range(n)]

    async def go() -> tuple[float, float, float, float]:
        short = min([await _timed(url, fresh(256), 1) for _ in range(3)])
        long = min([await _timed(url, fresh(2048), 1) for _ in range(3)])
        p = fresh(64)
        await _timed(url, p, 1)
        d1 = (await _timed(url, p, 33) - await _timed(url, p, 1)) / 32
        batch = [fresh(64) for _ in range(MAX_SEQS)]
        await _batch(url, batch, 1)
        dn = (await _batch(url, batch, 33) - await _batch(url, batch, 1)) / 32
        return short, long, max(d1, 1e-4), max(dn, d1, 1e-4)

    short, long, d1, dn = asyncio.run(go())
    rate = (2048 - 256) / max(1e-6, long - short)
    overhead = max(1e-3, short - 256 / rate)
    scale = BLOCK / tokens_per_id
    return CostModel("tiny-cpu-measured", prefill_tok_s=rate * scale, prefill_overhead_s=overhead,
                     decode_ms=((1, d1 * 1e3), (MAX_SEQS, dn * 1e3)), max_batch=MAX_SEQS,
                     chunk_tokens=int(CHUNK_TOKENS * scale), ttft_slo_s=1.0,
                     source=f"measured here: {rate:,.0f} real tokens/s prefill + {overhead * 1e3:.1f} ms, decode "
                            f"{d1 * 1e3:.2f} ms at batch 1, {dn * 1e3:.2f} ms at batch {MAX_SEQS}; x{scale:g} "
                            f"for trace tokens")


def run_sim(policy: str, requests: Sequence[TraceRequest], replicas: int, capacity: int, cost: CostModel,
            seeds: int) -> dict[str, Any]:
    """The simulator on the same slice, seeds 0..seeds-1 (its random tie-breaks); the mean hit rate,
    the range, and the first seed's per-request numbers."""
    runs = []
    for seed in range(seeds):
        router = make_policy(SIM_NAME[policy], seed)
        res = Fleet(requests, replicas, capacity, cost, router).run()
        ttft = [f - a for f, a in zip(res.first, res.arrival, strict=True)]
        prompt, cached = sum(res.prompt), sum(res.cached)
        runs.append({"hit_rate": cached / prompt if prompt else 0.0, "ttft_p50_s": quantile(ttft, 0.5),
                     "ttft_p99_s": quantile(ttft, 0.99),
                     "load_max_over_mean": max(res.routed) / (len(requests) / replicas), "routed": res.routed,
                     "completed": sum(1 for d in res.done if d >= 0), "prompt_tokens": prompt, "cached_tokens": cached,
                     "per_request_cached": res.cached, "per_request_prompt": res.prompt,
                     "per_request_replica": res.replica,
                     "route_decisions": dict(sorted(getattr(router, "reasons", {}).items()))})
    hits = [r["hit_rate"] for r in runs]
    out = {"policy": policy, "sim_policy": SIM_NAME[policy], "seeds": seeds, "hit_rate": sum(hits) / len(hits),
           "hit_rate_min": min(hits), "hit_rate_max": max(hits),
           **{k: sum(r[k] for r in runs) / len(runs) for k in ("ttft_p50_s", "ttft_p99_s", "load_max_over_mean")},
           **{k: runs[0][k] for k in ("routed", "completed", "prompt_tokens", "cached_tokens", "per_request_cached",
                                      "per_request_prompt", "per_request_replica", "route_decisions")}}
    log(f"sim {policy} ({SIM_NAME[policy]}): hit rate {out['hit_rate']:.3f} [{out['hit_rate_min']:.3f}, "
        f"{out['hit_rate_max']:.3f}] over {seeds} seeds, load max/mean {out['load_max_over_mean']:.2f}")
    return out


# ---------------------------------------------------------------------------- comparison


@dataclass(frozen=True)
class Comparison:
    """Simulator against reality, by hit rate: per policy `real - sim`, and the two rankings.

    A ranking conflict is a pair of policies the two sides order differently while one side puts
    them more than `tolerance` apart; pairs closer than that on both sides are ties either way."""

    tolerance: float
    sim: dict[str, float]
    real: dict[str, float]
    diff: dict[str, float]
    within: dict[str, bool]
    sim_order: tuple[str, ...]
    real_order: tuple[str, ...]
    conflicts: tuple[tuple[str, str], ...]

    @property
    def same_order(self) -> bool:
        return self.sim_order == self.real_order

    @property
    def agree(self) -> bool:
        return all(self.within.values()) and not self.conflicts

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "same_order": self.same_order, "agree": self.agree}


def per_request_agreement(sim: dict[str, Any], real: dict[str, Any], tokens_per_id: int) -> dict[str, float]:
    """Request by request, the simulator's first seed against the real run: the share sent to the
    same replica index (meaningful where routing is deterministic, round_robin), and the share whose
    cached tokens agree within one trace block (the real ones counted in trace tokens)."""
    pairs = list(zip(sim["per_request_cached"], real["per_request_cached"], strict=True))
    same = sum(1 for a, b in zip(sim["per_request_replica"], real["per_request_replica"], strict=True) if a == b)
    close = sum(1 for s, r in pairs if abs(r * BLOCK / tokens_per_id - s) < BLOCK)
    return {"same_replica": same / len(pairs), "cached_within_one_block": close / len(pairs)}


def _order(hits: dict[str, float]) -> tuple[str, ...]:
    return tuple(sorted(hits, key=lambda p: (-hits[p], p)))


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def compare(sim: dict[str, float], real: dict[str, float], tolerance: float) -> Comparison:
    """Hit rates per policy, simulated and real, judged against `tolerance` (see Comparison)."""
    if set(sim) != set(real):
        raise ValueError(f"different policies: {sorted(sim)} vs {sorted(real)}")
    s, r = dict(sim), dict(real)
    conflicts = tuple((a, b) for a, b in combinations(_order(s), 2)
                      if _sign(s[a] - s[b]) != _sign(r[a] - r[b])
                      and max(abs(s[a] - s[b]), abs(r[a] - r[b])) > tolerance)
    return Comparison(tolerance, s, r, {p: r[p] - s[p] for p in s}, {p: abs(r[p] - s[p]) <= tolerance for p in s},
                      _order(s), _order(r), conflicts)


def verdict_table(cmp: Comparison, sim: dict[str, dict[str, Any]], real: dict[str, dict[str, Any]]) -> list[str]:
    """The markdown verdict table, then the orders and the verdict."""
    lines = ["| policy | sim hit rate [seed range] | real hit rate | real - sim | within ±tol | rank sim / real "
             "| load max/mean sim / real | TTFT p50 ms sim / real | TTFT p99 ms sim / real |", "|" + "---|" * 9]
    for p in cmp.sim_order:
        s, r = sim[p], real[p]
        lines.append(f"| {p} | {s['hit_rate']:.3f} [{s['hit_rate_min']:.3f}, {s['hit_rate_max']:.3f}] | "
                     f"{r['hit_rate']:.3f} | {cmp.diff[p]:+.3f} | {'yes' if cmp.within[p] else '**no**'} | "
                     f"{cmp.sim_order.index(p) + 1} / {cmp.real_order.index(p) + 1} | "
                     f"{s['load_max_over_mean']:.2f} / {r['load_max_over_mean']:.2f} | "
                     f"{s['ttft_p50_s'] * 1e3:.0f} / {r['ttft_p50_s'] * 1e3:.0f} | "
                     f"{s['ttft_p99_s'] * 1e3:.0f} / {r['ttft_p99_s'] * 1e3:.0f} |")
    conflicts = ", ".join(f"{a} vs {b}" for a, b in cmp.conflicts) or "none"
    lines += ["", f"order by hit rate: simulator {' > '.join(cmp.sim_order)}; real {' > '.join(cmp.real_order)} "
              f"({'same order' if cmp.same_order else 'different order'}); ranking conflicts beyond "
              f"±{cmp.tolerance:g}: {conflicts}",
              f"verdict: {'AGREE' if cmp.agree else 'DISAGREE'} (every |real - sim| <= {cmp.tolerance:g} and no "
              "ranking conflict)"]
    return lines


def plot(cmp: Comparison, sim: dict[str, dict[str, Any]], real: dict[str, dict[str, Any]], path: Path) -> bool:
    """Side-by-side hit-rate bars per policy, and cumulative hit rate over the requests."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        log("matplotlib is not installed: no plot")
        return False
    pols = list(cmp.sim_order)
    fig, (a, b) = plt.subplots(1, 2, figsize=(13, 4.8))
    xs = range(len(pols))
    sim_h = [sim[p]["hit_rate"] for p in pols]
    err = [[max(0.0, sim[p]["hit_rate"] - sim[p]["hit_rate_min"]) for p in pols],
           [max(0.0, sim[p]["hit_rate_max"] - sim[p]["hit_rate"]) for p in pols]]
    a.bar([x - 0.2 for x in xs], sim_h, 0.4, yerr=err, capsize=4, label="simulator (mean, seed range)")
    a.bar([x + 0.2 for x in xs], [real[p]["hit_rate"] for p in pols], 0.4, label="real proxy + engines")
    a.set_xticks(list(xs), pols)
    a.set(ylabel="prefix-cache hit rate", title=f"Hit rate per policy (tolerance ±{cmp.tolerance:g})")
    for i, (side, style) in enumerate(((real, "-"), (sim, "--"))):
        for j, p in enumerate(pols):
            c, n, acc_c, acc_n, ys = side[p]["per_request_cached"], side[p]["per_request_prompt"], 0, 0, []
            for ci, ni in zip(c, n, strict=True):
                acc_c, acc_n = acc_c + ci, acc_n + ni
                ys.append(acc_c / max(1, acc_n))
            b.plot(range(1, len(ys) + 1), ys, style, color=f"C{j}",
                   label=f"{p} ({'real' if i == 0 else 'simulator'})")
    b.set(xlabel="request (trace order)", ylabel="cumulative hit rate", title="Hit rate over the requests")
    for ax in (a, b):
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    log(f"wrote {path}")
    return True


# ---------------------------------------------------------------------------- main


@contextlib.contextmanager
def _sigterm_exits() -> Iterator[None]:
    """SIGTERM raises SystemExit meanwhile, so the finally blocks still stop every process started."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    p = argparse.ArgumentParser(prog="kvroute bench replay", description=__doc__.splitlines()[0])
    p.add_argument("--trace", type=Path, default=TRACE)
    p.add_argument("--keep", type=int, default=32, help="whole conversations, 1 in this many (1: contiguous)")
    p.add_argument("--start", type=int, default=0, help="skip this many of the selected requests")
    p.add_argument("--requests", type=int, default=400, help="at most this many requests")
    p.add_argument("--replicas", type=int, default=4)
    p.add_argument("--capacity-blocks", type=int, default=600, help="KV blocks of 16 tokens per engine replica")
    p.add_argument("--tokens-per-id", type=int, default=32, help="tokens per 512-token trace block (multiple of 16)")
    p.add_argument("--policies", default="round_robin,least_loaded,cache_aware",
                   help=f"comma list of {', '.join(SIM_NAME)}")
    p.add_argument("--time-scale", type=float, default=40.0, help="replay this many times faster than the trace")
    p.add_argument("--max-output", type=int, default=4, help="output tokens per request at most")
    p.add_argument("--tolerance", type=float, default=0.05, help="largest |real - sim| hit rate that agrees")
    p.add_argument("--sim-seeds", type=int, default=5, help="simulator runs per policy (its random tie-breaks)")
    p.add_argument("--shipped-knobs", action="store_true",
                   help="run the real proxy with the shipped policy knobs instead of ones scaled by T/512")
    p.add_argument("--write-json", action="store_true", help=f"write {OUT / 'replay_check.json'}")
    p.add_argument("--fail-on-disagree", action="store_true", help="exit 1 when the verdict is DISAGREE")
    args = p.parse_args(argv)
    policies = [x for x in args.policies.split(",") if x]
    unknown = [x for x in policies if x not in SIM_NAME]
    if unknown:
        p.error(f"policy {unknown[0]!r}: the simulator and the proxy share only {', '.join(SIM_NAME)}")
    if len(policies) < 2 or args.replicas < 1 or args.requests < 1 or args.time_scale <= 0 or args.max_output < 1:
        p.error("need two policies or more, --replicas >= 1, --requests >= 1, --time-scale > 0, --max-output >= 1")
    t = args.tokens_per_id
    if t <= 0 or t % ENGINE_BLOCK or (args.capacity_blocks * ENGINE_BLOCK) % t:
        p.error(f"--tokens-per-id must be a multiple of {ENGINE_BLOCK} and divide --capacity-blocks * 16")
    sim_capacity = args.capacity_blocks * ENGINE_BLOCK // t

    rows = select_rows(args.trace, args.keep, args.start, args.requests, args.max_output)
    if len(rows) < 2:
        p.error("the slice has fewer than two requests")
    tokens = TokenMap(t)
    prompts = [tokens.prompt(i, r) for i, r in enumerate(rows)]
    outputs = [r["output_length"] for r in rows]
    need = max(-(-(len(pr) + o) // ENGINE_BLOCK) for pr, o in zip(prompts, outputs, strict=True))
    longest = max(len(pr) + o for pr, o in zip(prompts, outputs, strict=True))
    if need > args.capacity_blocks or longest > MAX_MODEL_LEN:
        p.error(f"the longest request needs {need} blocks ({longest} tokens): raise --capacity-blocks, lower "
                f"--tokens-per-id (the tiny model holds {MAX_MODEL_LEN} tokens) or pick another slice")
    knobs = {} if args.shipped_knobs else scaled_knobs(t)
    distinct = len({i for r in rows for i in full_ids(r)})
    log(f"{len(rows)} requests ({'1 in ' + str(args.keep) + ' conversations' if args.keep > 1 else 'contiguous'}, "
        f"from {args.start}), {distinct} distinct full blocks = {distinct * t // ENGINE_BLOCK} engine blocks; fleet "
        f"holds {args.replicas} x {args.capacity_blocks} engine blocks = {args.replicas} x {sim_capacity} trace "
        f"blocks; {sum(map(len, prompts)):,} prompt tokens; proxy knobs {knobs or 'shipped'}")

    with _sigterm_exits(), tempfile.TemporaryDirectory(prefix="kvroute-replay-") as d:
        tmp = Path(d)
        slice_path = tmp / "slice.jsonl"
        slice_path.write_text("".join(json.dumps(r) + "\n" for r in rows))
        requests = load_trace(slice_path, args.time_scale)
        arrivals = [r.arrival_s for r in requests]
        log(f"replay spans {arrivals[-1]:.0f}s per policy (trace time / {args.time_scale:g}), open loop")
        try:
            with Cluster(1, 1024, None, {}, tmp, "calibrate") as c:  # room for its 2048-token prompts
                cost = calibrate(c.engines[0].url, t)
            log(f"cost model: {cost.source}")
            sim = {pol: run_sim(pol, requests, args.replicas, sim_capacity, cost, args.sim_seeds) for pol in policies}
            real, problems = {}, {}
            for pol in policies:
                real[pol], problems[pol] = run_real(pol, args, knobs, prompts, outputs, arrivals, tmp)
        except BaseException:
            keep = OUT / "replay_check_logs"
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(tmp, keep, ignore=shutil.ignore_patterns("slice.jsonl"))
            log(f"failed; process logs in {keep}")
            raise
    cmp = compare({x: sim[x]["hit_rate"] for x in policies}, {x: real[x]["hit_rate"] for x in policies},
                  args.tolerance)
    print("\n".join(verdict_table(cmp, sim, real)))
    per_request = {x: per_request_agreement(sim[x], real[x], t) for x in policies}
    for x, a in per_request.items():
        print(f"{x}: request by request (simulator seed 0 vs real), same replica {a['same_replica']:.0%}, "
              f"cached tokens within one trace block {a['cached_within_one_block']:.0%}; routing decisions: "
              f"simulator {sim[x]['route_decisions']}, real {real[x]['route_decisions']}")
    bad = {k: v for k, v in problems.items() if v}
    for pol, probs in bad.items():
        print(f"{pol}: {len(probs)} bookkeeping problems, first: {probs[0]}")
    if args.write_json:
        out = {"command": "python -m bench.replay_check " + " ".join(argv),
               "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"), "cpus": os.cpu_count(),
               "config": {**{k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()},
                          "requests_in_slice": len(rows), "sim_capacity_blocks": sim_capacity,
                          "distinct_full_blocks": distinct, "proxy_knobs": knobs or "shipped"},
               "cost_model": asdict(cost), "comparison": cmp.as_dict(), "per_request_agreement": per_request,
               "simulator": sim, "real": real,
               "bookkeeping_problems": problems}
        OUT.mkdir(parents=True, exist_ok=True)
        (OUT / "replay_check.json").write_text(json.dumps(out, indent=1))
        log(f"wrote {OUT / 'replay_check.json'}")
    plot(cmp, sim, real, OUT / "replay_check.png")
    if bad:
        return 2
    return 1 if args.fail_on_disagree and not cmp.agree else 0


if __name__ == "__main__":
    sys.exit(main())
