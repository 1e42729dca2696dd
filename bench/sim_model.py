"""The simulator's data and models: Mooncake traces as chained block hashes, the step-time cost
models (calibrated on this machine, or public GPU figures), a replica's KV pool as an LRU radix
prefix cache, and the infinite-cache oracle. bench/sim_fleet.py runs replicas built from these.
"""

from __future__ import annotations

import hashlib
import json
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from protocol.block_hash import cached_tokens

BLOCK = 512  # tokens per Mooncake trace block (one hash id each)


@dataclass(frozen=True)
class TraceRequest:
    """One trace line: arrival (s, after --time-scale), lengths, and its full blocks' chained hashes."""

    idx: int
    arrival_s: float
    prompt_tokens: int
    output_tokens: int  # at least 1: the first token comes with the prefill
    hashes: tuple[str, ...]  # full prompt blocks only (a trailing partial block is never hashed)
    first_id: int  # the trace's first block id (what consistent hashing keys on)


def chain_hashes(ids: Sequence[int], salt: bytes = b"") -> list[str]:
    """Hex hashes chained by position: h_k names the whole k-block prefix, like protocol/block_hash."""
    out, prev = [], hashlib.blake2b(salt, digest_size=16).digest()
    for i in ids:
        prev = hashlib.blake2b(prev + int(i).to_bytes(8, "little", signed=True), digest_size=16).digest()
        out.append(prev.hex())
    return out


def load_trace(path: Path, time_scale: float = 1.0, limit: int | None = None) -> list[TraceRequest]:
    """Mooncake JSON lines, arrivals divided by `time_scale` (2.0 replays twice as fast)."""
    if time_scale <= 0:
        raise ValueError("time_scale must be positive")
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip():
                rows.append(json.loads(line))
            if limit is not None and len(rows) >= limit:
                break
    rows.sort(key=lambda r: r["timestamp"])  # stable: ties keep file order
    t0 = rows[0]["timestamp"] if rows else 0
    out = []
    for i, r in enumerate(rows):
        n, ids = int(r["input_length"]), r["hash_ids"]
        out.append(TraceRequest(i, (r["timestamp"] - t0) / 1000.0 / time_scale, n, max(1, int(r["output_length"])),
                                tuple(chain_hashes(ids[: n // BLOCK])), int(ids[0]) if ids else -1))
    return out


@dataclass(frozen=True)
class CostModel:
    """Step time of one replica: `prefill_tok_s` per uncached prompt token, a decode step that grows
    with the batch (piecewise linear through `decode_ms`, extrapolated past the last point), and a
    fixed `prefill_overhead_s` for a step that prefills without decoding."""

    name: str
    prefill_tok_s: float
    prefill_overhead_s: float
    decode_ms: tuple[tuple[int, float], ...]  # (batch, ms per decode step), batch ascending
    max_batch: int  # max_num_seqs
    chunk_tokens: int  # max_num_batched_tokens
    ttft_slo_s: float  # the SLO goodput is counted against
    source: str = ""

    def decode_s(self, batch: int) -> float:
        pts = self.decode_ms
        if batch <= pts[0][0] or len(pts) == 1:
            return pts[0][1] / 1e3
        for (b0, t0), (b1, t1) in zip(pts, pts[1:], strict=False):
            if batch <= b1:
                return (t0 + (t1 - t0) * (batch - b0) / (b1 - b0)) / 1e3
        (b0, t0), (b1, t1) = pts[-2], pts[-1]
        return (t1 + (t1 - t0) * (batch - b1) / (b1 - b0)) / 1e3

    def step_s(self, prefill_tokens: int, decoding: int) -> float:
        t = prefill_tokens / self.prefill_tok_s if prefill_tokens else 0.0
        if decoding:
            return t + self.decode_s(decoding)
        return t + (self.prefill_overhead_s if prefill_tokens else 0.0)


COST_MODELS = {
    # docs/benchmarks.md "Engine vs transformers" (b): a 1024-token prompt cold 5291 ms, 90% cached
    # (103 tokens computed) 776 ms -> 204 tok/s + 0.27 s; (c) decode step at batch 1 90.2 ms;
    # "Sampling features" plain greedy step at batch 16 75.2 ms (both ~90 ms: weight streaming
    # dominates); (a) 64 steps at batch 32 with ~570-token contexts are ~80% of 34.4 s -> ~430 ms.
    "cpu-smollm2": CostModel(
        "cpu-smollm2", prefill_tok_s=204.0, prefill_overhead_s=0.27,
        decode_ms=((1, 90.2), (16, 90.2), (32, 430.0)), max_batch=64, chunk_tokens=2048, ttft_slo_s=60.0,
        source="SmolLM2-135M float32 on this machine's 2 CPU cores, fit to docs/benchmarks.md: a 1024-token "
               "prompt's TTFT 5.29 s cold and 0.78 s 90% cached, a decode step 90 ms at batch 1 and 16 and about "
               "430 ms at batch 32 with 570-token contexts; max batch and chunk are the engine's defaults"),
    # Approximate public figures for Llama-3.1-8B bf16 on one A100-80GB under vLLM: prefill ~10k tok/s
    # (16 GFLOP/token at ~50% of 312 TFLOPS, in line with published vLLM prefill throughput), decode
    # ~13 ms/step at batch 1 (~75 tok/s single-stream, public vLLM A100 sweeps) growing to ~45 ms at 256;
    # vLLM's default max_num_seqs 256 and an 8192-token chunked-prefill budget.
    "gpu-llama8b-a100": CostModel(
        "gpu-llama8b-a100", prefill_tok_s=10_000.0, prefill_overhead_s=0.015,
        decode_ms=((1, 13.0), (64, 20.0), (256, 45.0)), max_batch=256, chunk_tokens=8192, ttft_slo_s=2.0,
        source="approximate public vLLM figures for Llama-3.1-8B bf16 on one A100-80GB, not measured here"),
}


def load_cost_model(spec: str) -> CostModel:
    """A built-in name, or a JSON file with CostModel's fields (missing ones from cpu-smollm2)."""
    if spec in COST_MODELS:
        return COST_MODELS[spec]
    path = Path(spec)
    if not path.exists():
        raise ValueError(f"unknown cost model {spec!r}: one of {', '.join(COST_MODELS)} or a JSON file")
    obj = json.loads(path.read_text())
    base = COST_MODELS["cpu-smollm2"].__dict__ | {"name": path.stem, "source": str(path)}
    unknown = set(obj) - set(base)
    if unknown:
        raise ValueError(f"cost model {spec}: unknown fields {sorted(unknown)}")
    merged = base | obj
    merged["decode_ms"] = tuple((int(b), float(t)) for b, t in merged["decode_ms"])
    return CostModel(**merged)


class RadixLRU:
    """A KV pool of `capacity` blocks (None: unbounded) that keeps finished prompts' blocks as an LRU
    prefix cache. Pinned blocks (held by running requests) are never evicted; `reserved` counts the
    pool blocks running requests hold outside the cache (uncomputed prompt blocks, the partial block,
    output). Unpinned blocks sit in `_lru`, oldest first; a request's blocks are released deepest
    first, so a parent is always younger than its children and the oldest unpinned block is a leaf:
    popping from the front is radix-tree LRU leaf eviction, and what stays cached is prefix-closed.
    """

    def __init__(self, capacity: int | None) -> None:
        if capacity is not None and capacity <= 0:
            raise ValueError("capacity must be positive (or None for unbounded)")
        self.capacity = capacity
        self._lru: OrderedDict[str, None] = OrderedDict()
        self._pins: dict[str, int] = {}
        self.reserved = 0
        self.peak_overflow = 0  # most blocks ever in use beyond capacity (a request larger than the pool)

    def __len__(self) -> int:
        return len(self._lru) + len(self._pins)

    def __contains__(self, h: str) -> bool:
        return h in self._pins or h in self._lru

    def match(self, hashes: Sequence[str]) -> int:
        """Leading blocks of `hashes` cached."""
        lru, pins, m = self._lru, self._pins, 0
        for h in hashes:
            if h not in pins and h not in lru:
                break
            m += 1
        return m

    def in_use(self) -> int:
        """Blocks running requests hold (pinned plus reserved)."""
        return len(self._pins) + self.reserved

    def room_for(self, prefix: Sequence[str], extra: int) -> bool:
        """Would pinning the cached `prefix` and reserving `extra` more blocks fit the pool?"""
        if self.capacity is None:
            return True
        unpinned = sum(1 for h in prefix if h not in self._pins)
        return len(self._pins) + unpinned + self.reserved + extra <= self.capacity

    def pin(self, hashes: Sequence[str]) -> None:
        """A request starts using these cached blocks."""
        pins, lru = self._pins, self._lru
        for h in hashes:
            c = pins.get(h)
            if c is None:
                del lru[h]
                pins[h] = 1
            else:
                pins[h] = c + 1

    def store(self, hashes: Sequence[str]) -> list[str]:
        """A request computed these blocks (its prefix is pinned): pin them; return the new ones."""
        pins, lru, new = self._pins, self._lru, []
        for h in hashes:
            c = pins.get(h)
            if c is not None:
                pins[h] = c + 1
                continue
            if h in lru:
                del lru[h]
            else:
                new.append(h)
            pins[h] = 1
        return new

    def release(self, hashes: Sequence[str]) -> None:
        """A request finished: unpin its blocks, deepest first (they become the most recently used)."""
        pins, lru = self._pins, self._lru
        for h in reversed(hashes):
            c = pins[h] - 1
            if c:
                pins[h] = c
            else:
                del pins[h]
                lru[h] = None

    def evict(self) -> list[str]:
        """Free least recently used leaves until the pool fits; return what went."""
        if self.capacity is None:
            return []
        lru, over = self._lru, len(self._lru) + self.in_use() - self.capacity
        out = []
        while over > 0 and lru:
            out.append(lru.popitem(last=False)[0])
            over -= 1
        self.peak_overflow = max(self.peak_overflow, over)
        return out


def oracle_hit_rate(requests: Sequence[TraceRequest]) -> float:
    """Cached prompt tokens / prompt tokens with one infinite cache shared by all, in arrival order,
    nothing running at once (the bound no routing can beat)."""
    seen: set[str] = set()
    hit = total = 0
    for tr in requests:
        m = 0
        for h in tr.hashes:
            if h not in seen:
                break
            m += 1
        hit += cached_tokens(tr.prompt_tokens, m, BLOCK)
        total += tr.prompt_tokens
        seen.update(tr.hashes)
    return hit / total if total else 0.0
