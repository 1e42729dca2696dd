"""Triton paged attention on a CUDA machine, in one command: correctness and decode bandwidth.

Are the kernels right on this device, and how close does paged decode get to its memory bandwidth?

1. every kernel (store_kv, paged_decode at several split counts, paged_extend, TritonBackend on a
   mixed step) against float64 softmax attention, float32 and bfloat16, at several shapes;
2. device copy bandwidth (a large device-to-device copy; read + write bytes);
3. paged decode, bf16, block size 16, Triton against the torch path (gather blocks + SDPA) at
   SmolLM2 heads (9 q / 3 kv, head_dim 64) and Llama heads (32 q / 8 kv, head_dim 128), batch 1/16/64,
   context 1k/4k: time, GB/s of K and V read (every context token) and the fraction of the copy
   bandwidth (L2 is flushed before each timed call);
4. a markdown table with the date (UTC) and device; with --json, one JSON line last on stdout.

    python -m bench.gpu_check [--quick] [--json]

Without a CUDA device it prints one line and exits 0. `--device cpu --interpret` (hidden) runs the
whole script at tiny shapes in Triton's interpreter, to check the script itself on any machine.
Exit status 1 when a correctness check fails.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace

import torch
import torch.nn.functional as F

TARGET = 0.70  # of copy bandwidth, at batch 64 x 4k context
BOUNDS = {torch.float32: 1e-5, torch.bfloat16: 5e-3}
HEAD_SHAPES = {"smollm2": (9, 3, 64), "llama": (32, 8, 128)}  # q heads, kv heads, head_dim


def log(msg: str) -> None:
    print(f"[gpu-check] {msg}", file=sys.stderr, flush=True)


@dataclass
class Layout:
    """Sequences in a shuffled paged pool: the pool, each sequence's blocks, and padded int32 tables."""

    k: torch.Tensor
    v: torch.Tensor
    tables: list[list[int]]
    context_lens: list[int]
    block_size: int

    @staticmethod
    def random(context_lens: list[int], block_size: int, kv_heads: int, dim: int, dtype: torch.dtype,
               device: torch.device, rng: random.Random) -> Layout:
        needed = [-(-c // block_size) for c in context_lens]
        ids = list(range(sum(needed) + 1))
        rng.shuffle(ids)
        tables = [[ids.pop() for _ in range(n)] for n in needed]
        shape = (sum(needed) + 1, block_size, kv_heads, dim)
        k = torch.randn(shape, device=device).to(dtype)
        v = torch.randn(shape, device=device).to(dtype)
        return Layout(k, v, tables, list(context_lens), block_size)

    def table_tensor(self, rows: list[int] | None = None) -> torch.Tensor:
        rows = list(range(len(self.tables))) if rows is None else rows
        width = max(len(self.tables[i]) for i in rows)
        return torch.tensor([self.tables[i] + [0] * (width - len(self.tables[i])) for i in rows],
                            dtype=torch.int32, device=self.k.device)

    def lens_tensor(self, rows: list[int] | None = None) -> torch.Tensor:
        rows = list(range(len(self.tables))) if rows is None else rows
        return torch.tensor([self.context_lens[i] for i in rows], dtype=torch.int32, device=self.k.device)

    def kv_of(self, i: int) -> tuple[torch.Tensor, torch.Tensor]:
        blocks = torch.tensor(self.tables[i], device=self.k.device)
        c = self.context_lens[i]
        return self.k[blocks].flatten(0, 1)[:c].double(), self.v[blocks].flatten(0, 1)[:c].double()


def reference(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> torch.Tensor:
    """q [n, heads, d] at the last n positions of a context k, v [c, kv_heads, d]: float64 causal softmax."""
    n, heads, _ = q.shape
    c, kv_heads, _ = k.shape
    k = k.repeat_interleave(heads // kv_heads, dim=1)
    v = v.repeat_interleave(heads // kv_heads, dim=1)
    scores = torch.einsum("qhd,khd->hqk", q.double(), k) * scale
    future = torch.arange(c, device=q.device)[None, :] > torch.arange(c - n, c, device=q.device)[:, None]
    return torch.einsum("hqk,khd->qhd", torch.softmax(scores.masked_fill(future, float("-inf")), dim=-1), v)


def rel_err(got: torch.Tensor, want: torch.Tensor) -> float:
    return ((got.double() - want).norm() / want.norm()).item()


def correctness(ta, device: torch.device, dtype: torch.dtype, shapes: list[tuple[int, int, int]],
                max_context: int, rng: random.Random) -> list[dict]:
    """Every kernel at every head shape: max relative error over a few random layouts, against BOUNDS."""
    results = []
    for heads, kv_heads, dim in shapes:
        errors: dict[str, float] = {}

        def note(name: str, err: float, errors: dict[str, float] = errors) -> None:
            errors[name] = max(errors.get(name, 0.0), err) if err == err else float("nan")  # NaN sticks

        for block_size in (16, 32):
            scale = dim**-0.5
            # Decode: ragged contexts, one query each, several split counts.
            lens = [rng.randint(1, max_context) for _ in range(5)] + [max_context, 1]
            lay = Layout.random(lens, block_size, kv_heads, dim, dtype, device, rng)
            q = torch.randn(len(lens), heads, dim, device=device).to(dtype)
            want = torch.stack([reference(q[i : i + 1], *lay.kv_of(i), scale)[0] for i in range(len(lens))])
            for splits in (1, 2, 5, None):
                out = torch.full_like(q, float("nan"))
                ta.paged_decode(q, lay.k, lay.v, lay.table_tensor(), lay.lens_tensor(), scale, out=out,
                                num_splits=splits)
                note(f"paged_decode splits={splits or 'auto'}", rel_err(out, want))
            # Extend: prefill chunks with and without a cached prefix.
            chunks = [(0, rng.randint(2, max_context)), (rng.randint(1, max_context), rng.randint(2, max_context)),
                      (rng.randint(0, max_context), 1)]
            lay = Layout.random([p + n for p, n in chunks], block_size, kv_heads, dim, dtype, device, rng)
            starts = [0]
            for _, n in chunks:
                starts.append(starts[-1] + n)
            q = torch.randn(starts[-1], heads, dim, device=device).to(dtype)
            want = torch.cat([reference(q[starts[i] : starts[i + 1]], *lay.kv_of(i), scale)
                              for i in range(len(chunks))])
            out = torch.full_like(q, float("nan"))
            ta.paged_extend(q, lay.k, lay.v, lay.table_tensor(), lay.lens_tensor(),
                            torch.tensor(starts, dtype=torch.int32, device=device), scale, out=out)
            note("paged_extend", rel_err(out, want))
            note("store_kv + TritonBackend (mixed step)", _backend_error(ta, lay, chunks, heads, scale, rng))
        for name, err in errors.items():
            bound = BOUNDS[dtype]
            results.append({"kernel": name, "dtype": str(dtype).removeprefix("torch."), "heads": heads,
                            "kv_heads": kv_heads, "head_dim": dim, "max_rel_err": err, "bound": bound,
                            "ok": err < bound})
    return results


def _backend_error(ta, lay: Layout, chunks: list[tuple[int, int]], heads: int, scale: float,
                   rng: random.Random) -> float:
    """Relative error of TritonBackend.forward on one step (the chunks' new tokens), K/V stored by it."""
    from engine.kv_cache import KVCache
    from engine.model import ForwardBatch
    from engine.triton_backend import TritonBackend

    device, dtype = lay.k.device, lay.k.dtype
    kv_heads, dim = lay.k.shape[2:]
    full = [lay.kv_of(i) for i in range(len(chunks))]
    new_k = torch.cat([full[i][0][p:] for i, (p, _) in enumerate(chunks)]).to(dtype)
    new_v = torch.cat([full[i][1][p:] for i, (p, _) in enumerate(chunks)]).to(dtype)
    cfg = SimpleNamespace(num_layers=1, num_kv_heads=kv_heads, head_dim=dim)  # all KVCache reads of a config
    cache = KVCache(cfg, lay.k.shape[0], lay.block_size, dtype, device)
    cache.k[0], cache.v[0] = lay.k, lay.v
    for i, (p, n) in enumerate(chunks):  # the new tokens' slots: NaN until forward stores them
        pos = torch.arange(p, p + n, device=device)
        blocks = torch.tensor(lay.tables[i], device=device)[pos // lay.block_size]
        cache.k[0][blocks, pos % lay.block_size] = float("nan")
        cache.v[0][blocks, pos % lay.block_size] = float("nan")
    batch = ForwardBatch.build([[0] * n for _, n in chunks], lay.context_lens, lay.tables, lay.block_size, device)
    q = torch.randn(batch.slot_mapping.numel(), heads, dim, device=device).to(dtype)
    backend = TritonBackend(lay.block_size, lay.k.shape[0], scale)
    out = backend.forward(0, q, new_k, new_v, cache, backend.build_metadata(batch))
    starts = [0]
    for _, n in chunks:
        starts.append(starts[-1] + n)
    want = torch.cat([reference(q[starts[i] : starts[i + 1]], *full[i], scale) for i in range(len(chunks))])
    return rel_err(out, want)


class Timer:
    """Median time of a call: CUDA events around each call with L2 flushed before it, or perf_counter on CPU."""

    def __init__(self, device: torch.device, warmup: int, reps: int) -> None:
        self.device, self.warmup, self.reps = device, warmup, reps
        self.flush = torch.empty(256 * 2**20, dtype=torch.int8, device=device) if device.type == "cuda" else None

    def __call__(self, fn: Callable[[], object]) -> float:
        for _ in range(self.warmup):
            fn()
        times = []
        for _ in range(self.reps):
            if self.flush is None:
                start = time.perf_counter()
                fn()
                times.append(time.perf_counter() - start)
                continue
            self.flush.zero_()
            begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            begin.record()
            fn()
            end.record()
            end.synchronize()
            times.append(begin.elapsed_time(end) / 1e3)
        return sorted(times)[len(times) // 2]


def copy_bandwidth(device: torch.device, nbytes: int, timer: Timer) -> float:
    """GB/s of a device-to-device copy of nbytes, counting the bytes read and the bytes written."""
    src = torch.ones(nbytes // 4, dtype=torch.float32, device=device)
    dst = torch.empty_like(src)
    return 2 * nbytes / timer(lambda: dst.copy_(src)) / 1e9


def torch_decode(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, tables: torch.Tensor,
                 scale: float) -> torch.Tensor:
    """The torch path for equal, block-aligned contexts: gather each sequence's blocks, then SDPA."""
    batch, width = tables.shape
    rows = tables.reshape(-1).long()
    k = k_cache.index_select(0, rows).view(batch, -1, *k_cache.shape[2:]).transpose(1, 2)
    v = v_cache.index_select(0, rows).view(batch, -1, *v_cache.shape[2:]).transpose(1, 2)
    return F.scaled_dot_product_attention(q.unsqueeze(2), k, v, scale=scale, enable_gqa=True).squeeze(2)


def decode_timings(ta, device: torch.device, batches: list[int], contexts: list[int], block_size: int,
                   timer: Timer, copy_gbs: float) -> list[dict]:
    """Paged decode at every head shape, batch and context: Triton and the torch path, bf16."""
    rows = []
    rng = random.Random(0)
    for model, (heads, kv_heads, dim) in HEAD_SHAPES.items():
        for batch in batches:
            for context in contexts:
                log(f"decode {model} batch {batch} context {context}")
                lay = Layout.random([context] * batch, block_size, kv_heads, dim, torch.bfloat16, device, rng)
                row = {"model": model, "heads": heads, "kv_heads": kv_heads, "head_dim": dim, "batch": batch,
                       "context": context, "num_splits": ta.choose_num_splits(batch, kv_heads, context, device)}
                rows.append(row | _time_decode(ta, lay, heads, timer, copy_gbs))
                del lay
    return rows


def _time_decode(ta, lay: Layout, heads: int, timer: Timer, copy_gbs: float) -> dict:
    """Time, KV GB/s and fraction of copy bandwidth of one decode call, Triton and torch."""
    batch = len(lay.tables)
    kv_heads, dim = lay.k.shape[2:]
    tables, lens = lay.table_tensor(), lay.lens_tensor()
    q = torch.randn(batch, heads, dim, device=lay.k.device, dtype=lay.k.dtype)
    out = torch.empty_like(q)
    scale = dim**-0.5
    kv_bytes = 2 * sum(lay.context_lens) * kv_heads * dim * lay.k.element_size()
    row: dict[str, float] = {"kv_mb": kv_bytes / 1e6}
    for name, fn in (("triton", lambda: ta.paged_decode(q, lay.k, lay.v, tables, lens, scale, out=out)),
                     ("torch", lambda: torch_decode(q, lay.k, lay.v, tables, scale))):
        seconds = timer(fn)
        row |= {f"{name}_us": seconds * 1e6, f"{name}_gbs": kv_bytes / seconds / 1e9,
                f"{name}_frac": kv_bytes / seconds / 1e9 / copy_gbs}
    return row


def report(device_name: str, date: str, checks: list[dict], copy_gbs: float, rows: list[dict],
           target_batch: int, target_context: int) -> tuple[str, bool | None]:
    """The markdown report, and whether the target was met (None when its shape was not measured)."""
    lines = [f"Measured {date} on {device_name}.", "", "Correctness (max relative error against float64):", ""]
    for c in checks:
        lines.append(f"- {'PASS' if c['ok'] else 'FAIL'} {c['kernel']} {c['dtype']} heads {c['heads']}/"
                     f"{c['kv_heads']} d{c['head_dim']}: {c['max_rel_err']:.2e} (bound {c['bound']:.0e})")
    lines += ["", f"Copy bandwidth: {copy_gbs:.0f} GB/s (device-to-device copy, read + write).", ""]
    met = None
    at_target = [r for r in rows if r["batch"] == target_batch and r["context"] == target_context]
    if at_target:
        met = all(r["triton_frac"] >= TARGET for r in at_target)
    lines.append(f"Paged decode, bf16, block size 16, KV bytes read per call / time. Target: >= {TARGET:.0%} of "
                 f"copy bandwidth at batch {target_batch} x {target_context} context"
                 + ("" if met is None else f" ({'met' if met else 'NOT met'})") + ".")
    lines += ["", "| heads q/kv x d | batch | context | splits | KV MB | Triton µs | Triton GB/s | Triton % copy "
                  "| torch µs | torch GB/s | torch % copy |",
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['model']} {r['heads']}/{r['kv_heads']} x {r['head_dim']} | {r['batch']} | {r['context']} "
                     f"| {r['num_splits']} | {r['kv_mb']:.1f} | {r['triton_us']:.1f} | {r['triton_gbs']:.0f} "
                     f"| {r['triton_frac']:.0%} | {r['torch_us']:.1f} | {r['torch_gbs']:.0f} | {r['torch_frac']:.0%} |")
    return "\n".join(lines), met


def quantized_checks(ta, device: torch.device) -> list[dict]:
    """fp8 and int8 pools through TritonBackend against TorchBackend on the same steps (float32 compute)."""
    from types import SimpleNamespace

    from engine.kv_cache import KVCache
    from engine.model import ForwardBatch
    from engine.torch_attention import TorchBackend
    from engine.triton_backend import TritonBackend

    out = []
    gen = torch.Generator(device="cpu").manual_seed(3)
    kv_heads, heads, dim, bs, num_blocks = 3, 9, 64, 16, 64
    cfg = SimpleNamespace(num_layers=1, num_kv_heads=kv_heads, head_dim=dim)
    for kind in ("int8", "fp8_e4m3"):
        caches = [KVCache(cfg, num_blocks, bs, torch.float32, device, kind) for _ in range(2)]
        backends = [TritonBackend(bs, num_blocks, dim**-0.5), TorchBackend(bs, num_blocks, dim**-0.5)]
        lens, tables, worst = [0, 0], [list(range(0, 32)), list(range(32, 64))], 0.0
        for new in ([300, 40], [1, 1], [1, 25], [1, 1]):
            lens = [a + b for a, b in zip(lens, new, strict=True)]
            batch = ForwardBatch.build([[0] * n for n in new], lens, tables, bs, device=device)
            q, k, v = (torch.randn(sum(new), h, dim, generator=gen).to(device) for h in (heads, kv_heads, kv_heads))
            got, want = (b.forward(0, q, k, v, c, b.build_metadata(batch)) for b, c in zip(backends, caches, strict=True))
            worst = max(worst, rel_err(got, want.double()))
        out.append({"kernel": f"TritonBackend, {kind} pool vs the torch backend", "dtype": "float32", "heads": heads,
                    "kv_heads": kv_heads, "head_dim": dim, "max_rel_err": worst, "bound": 1e-5, "ok": worst < 1e-5})
    return out


def engine_smoke(device: torch.device) -> list[dict]:
    """The tiny model served end to end on the device (Triton backend) and on the CPU: same greedy tokens."""
    from engine.config import EngineConfig
    from engine.llm_engine import LLMEngine
    from engine.request import GenerationRequest
    from protocol.sampling_params import SamplingParams

    def generate(dev: str) -> list[list[int]]:
        eng = LLMEngine(EngineConfig(model="tiny", device=dev, dtype="float32"))
        assert eng.attention.name == ("triton" if dev == "cuda" else "torch")
        for i in range(4):
            prompt = tuple(range(10 + i, 90 + 7 * i))
            eng.add_request(GenerationRequest(f"r{i}", prompt, SamplingParams(max_tokens=12, temperature=0)))
        tokens: dict[str, list[int]] = {f"r{i}": [] for i in range(4)}
        while eng.has_unfinished():
            for o in eng.step():
                tokens[o.request_id] += o.new_token_ids
        return list(tokens.values())

    gpu, cpu = generate(device.type), generate("cpu")
    pairs = [(a, b) for x, y in zip(gpu, cpu, strict=True) for a, b in zip(x, y, strict=True)]
    differ = sum(a != b for a, b in pairs) / max(1, len(pairs))  # near-ties of a random model may flip
    return [{"kernel": "engine, tiny model, share of greedy tokens differing: cuda + triton vs cpu + torch",
             "dtype": "float32", "heads": "-", "kv_heads": "-", "head_dim": "-", "max_rel_err": differ, "bound": 0.1,
             "ok": differ < 0.1}]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.gpu_check", description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer shapes and repetitions")
    p.add_argument("--json", action="store_true", help="also print the results as one JSON line, last")
    p.add_argument("--device", default="cuda", help=argparse.SUPPRESS)
    p.add_argument("--interpret", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    device = torch.device(args.device)
    if device.type == "cuda" and not torch.cuda.is_available():
        print("gpu_check: no CUDA device is present; nothing to check.")
        return 0
    if device.type != "cuda" and not args.interpret:
        p.error("--device other than cuda needs --interpret (Triton compiles for CUDA only)")
    if args.interpret:
        os.environ["TRITON_INTERPRET"] = "1"  # read when triton defines the kernels: set before importing them
    try:
        import engine.triton_attention as ta
    except ImportError as e:
        print(f"gpu_check: cannot import the Triton kernels ({e}); nothing to check.")
        return 0

    dry = args.interpret
    rng = random.Random(0)
    torch.manual_seed(0)
    device_name = torch.cuda.get_device_name(device) if device.type == "cuda" else f"{device.type} (Triton interpreter)"
    date = f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC"
    log(f"{device_name}, {date}")

    shapes = [(9, 3, 64), (32, 8, 128), (8, 8, 64), (16, 2, 128)]
    if args.quick or dry:
        shapes = shapes[:2]
    max_context = 40 if dry else (600 if args.quick else 2000)
    checks = []
    for dtype in (torch.float32, torch.bfloat16):
        log(f"correctness, {dtype}")
        checks += correctness(ta, device, dtype, shapes, max_context, rng)
    log("quantized pools")
    checks += quantized_checks(ta, device)
    if not dry:
        log("engine smoke test")
        checks += engine_smoke(device)

    timer = Timer(device, warmup=1 if dry else 5, reps=2 if dry else (10 if args.quick else 30))
    log("copy bandwidth")
    copy_gbs = copy_bandwidth(device, 64 * 2**20 if dry else 2**30, timer)
    if dry:
        batches, contexts, target = [1, 2], [64], (2, 64)
    else:
        batches = [1, 64] if args.quick else [1, 16, 64]
        contexts = [4096] if args.quick else [1024, 4096]
        target = (64, 4096)
    rows = decode_timings(ta, device, batches, contexts, 16, timer, copy_gbs)

    text, met = report(device_name, date, checks, copy_gbs, rows, *target)
    ok = all(c["ok"] for c in checks)
    print(text)
    if dry:
        print("\nDry run in Triton's interpreter: the times measure the interpreter, not a GPU.")
    print(f"\nCorrectness: {'all passed' if ok else 'FAILED'}.")
    if args.json:
        print(json.dumps({"date": date, "device": device_name, "ok": ok, "target_met": met,
                          "copy_gbs": copy_gbs, "checks": checks, "decode": rows}))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
