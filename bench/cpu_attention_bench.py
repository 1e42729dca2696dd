"""Decode attention on the CPU: the C kernel (engine/cpu_ops.py, csrc/decode_attention.c), read in
place from the paged pool, against the torch path it replaces (each sequence's blocks gathered into
a padded copy, dequantized when the pool is quantized, then one SDPA call: engine/torch_attention.py's
`attend_gathered` over `KVCache.gather_kv`), side by side on the same pool, at decode batch sizes and context
lengths; with the rate each reads the context's stored keys and values at.

Every case cycles through enough layers' pools (distinct memory, 64 MB or more) that the KV comes
from memory as in a real step, where the weights stream through the cache between layers. Reports
the median time per layer of a few passes.

    python -m bench.cpu_attention_bench --threads 2 [--kv-cache-dtype int8|fp8_e4m3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from types import SimpleNamespace

import torch

from engine.kv_cache import STORAGE, KVCache
from engine.native import cpu_kernels
from engine.torch_attention import attend_gathered, c_decode_attention

GEOMETRIES = {"smollm2": (9, 3, 64), "llama-8b": (32, 8, 128)}  # query heads, KV heads, head size


def time_per_layer(run: Callable[[int], object], layers: int, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        for layer in range(layers):
            run(layer)
        times.append((time.perf_counter() - start) / layers)
    return statistics.median(times)


def case(lib: object, heads: int, kv_heads: int, dim: int, batch: int, context: int, block_size: int,
         repeats: int, kv_cache_dtype: str = "auto") -> dict[str, float]:
    need = -(-context // block_size)
    blocks = need * batch + 1
    value_bytes = 4 if kv_cache_dtype == "auto" else 1
    kv_bytes = batch * context * 2 * kv_heads * dim * value_bytes
    layers = max(1, -(-64 * 2**20 // (blocks * block_size * 2 * kv_heads * dim * value_bytes)))
    geometry = SimpleNamespace(num_layers=layers, num_kv_heads=kv_heads, head_dim=dim)
    kv = KVCache(geometry, blocks, block_size, torch.float32, kv_cache_dtype=kv_cache_dtype)  # type: ignore[arg-type]
    if kv.quantized:  # random codes (NaN's excepted) under random scales
        codes = kv.pool.view(torch.uint8)
        codes.random_(0, 127)
        codes |= torch.randint_like(codes, 0, 2) * 128
        for scales in (kv.k_scale, kv.v_scale):
            assert scales is not None
            scales.uniform_(0.5 / 127, 2 / 127)
    else:
        kv.pool.normal_()
    tables = torch.randperm(blocks)[: need * batch].view(batch, need).contiguous()  # scattered, as a pool ages
    lens = torch.full((batch,), context, dtype=torch.int64)
    q = torch.randn(batch, heads, dim)
    bias = torch.zeros(batch, 1, 1, need * block_size)
    bias[:, :, :, context:] = float("-inf")
    scale = dim**-0.5

    def c_kernel(layer: int) -> torch.Tensor:
        return c_decode_attention(lib, q, kv, layer, tables, lens, scale)

    def torch_path(layer: int) -> torch.Tensor:
        return attend_gathered(q, *kv.gather_kv(layer, tables), bias, scale)

    assert (c_kernel(0) - torch_path(0)).abs().max().item() < 1e-4  # the same attention
    c_s = time_per_layer(c_kernel, layers, repeats)
    torch_s = time_per_layer(torch_path, layers, repeats)
    return {"c_us": c_s * 1e6, "torch_us": torch_s * 1e6, "c_gbs": kv_bytes / c_s / 1e9,
            "torch_gbs": kv_bytes / torch_s / 1e9}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cpu_attention_bench", description=__doc__.splitlines()[0])
    ap.add_argument("--geometry", default="smollm2", choices=sorted(GEOMETRIES))
    ap.add_argument("--batches", default="1,8,32")
    ap.add_argument("--contexts", default="64,512,2000,8000")
    ap.add_argument("--block-size", type=int, default=16)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--kv-cache-dtype", default="auto", choices=["auto", *STORAGE])
    args = ap.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    lib = cpu_kernels()
    if lib is None:
        print("cpu_attention_bench: the C kernels are not available here (no C compiler?)", file=sys.stderr)
        return 1
    heads, kv_heads, dim = GEOMETRIES[args.geometry]
    print(f"{args.geometry}: {heads} query heads, {kv_heads} KV heads of {dim}; block size {args.block_size}; "
          f"KV cache {args.kv_cache_dtype}; {torch.get_num_threads()} threads\n")
    print("| batch | context | C kernel us (GB/s) | torch gather + SDPA us (GB/s) | C speedup |")
    print("|---|---|---|---|---|")
    for batch in map(int, args.batches.split(",")):
        for context in map(int, args.contexts.split(",")):
            r = case(lib, heads, kv_heads, dim, batch, context, args.block_size, args.repeats, args.kv_cache_dtype)
            print(f"| {batch} | {context} | {r['c_us']:.0f} ({r['c_gbs']:.1f}) | {r['torch_us']:.0f} "
                  f"({r['torch_gbs']:.1f}) | {r['torch_us'] / r['c_us']:.2f}x |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
