"""The projections of one forward pass, `F.linear` against the engine's two CPU layouts
(engine/cpu_linear.py: the panel kernel, float32 only, and oneDNN-packed weights) and against a
transposed copy of each weight (`x @ W.T`, stored [in, out], which BLAS reads row by row), side by
side on the same checkpoint's weights, at decode and prefill row counts; with the rate each reads
the weights at, beside a plain read of as many bytes (the floor a memory-bound pass has).

Every projection of every layer and the output projection run in model order, so the weights stream
from memory as in a real step instead of sitting in cache. Reports the median of a few passes each.

    python -m bench.cpu_linear_bench --model smollm2-135m --threads 2
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial

import torch
import torch.nn.functional as F
from torch import nn

from engine.checkpoints import resolve_model
from engine.cpu_linear import PackedLinear, PanelLinear, packing_supported
from engine.model import CausalLM
from engine.native import cpu_kernels


def log(msg: str) -> None:
    print(f"[cpu-linear-bench] {msg}", file=sys.stderr, flush=True)


def time_pass(projections: list[Callable[[torch.Tensor], torch.Tensor]], linears: list[nn.Linear],
              rows: int, repeats: int) -> float:
    """Median seconds to run every projection once on `rows` rows of its layer's input width."""
    inputs = [torch.randn(rows, m.in_features, dtype=m.weight.dtype) for m in linears]
    times = []
    with torch.inference_mode():
        for _ in range(repeats + 1):  # the first pass warms up
            start = time.perf_counter()
            for proj, x in zip(projections, inputs, strict=True):
                proj(x)
            times.append(time.perf_counter() - start)
    return statistics.median(times[1:])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.cpu_linear_bench", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="smollm2-135m")
    ap.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"])
    ap.add_argument("--rows", default="1,8,24,64,490", help="comma-separated row counts (decode batch, chunk)")
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--threads", type=int, default=None)
    args = ap.parse_args(argv)
    if args.threads:
        torch.set_num_threads(args.threads)
    dtype = getattr(torch, args.dtype)
    if not packing_supported(dtype):
        log(f"oneDNN cannot pack {args.dtype} linears in this torch build / on this CPU")
        return 1
    log(f"loading {args.model} ({args.dtype})")
    model = CausalLM.load(resolve_model(args.model), dtype)
    linears = [m for m in model.modules() if isinstance(m, nn.Linear)]
    dense = [partial(F.linear, weight=m.weight.detach(), bias=m.bias) for m in linears]
    packed = [PackedLinear(m) for m in linears]
    library = cpu_kernels() if dtype == torch.float32 else None
    panel = [PanelLinear(m, library) for m in linears] if library is not None else None
    transposed = [partial(_times_transposed, wt=m.weight.detach().t().contiguous(), bias=m.bias) for m in linears]
    weight_bytes = sum(m.weight.numel() * m.weight.element_size() for m in linears)
    read_s = plain_read_s(weight_bytes, args.repeats)
    print(f"({len(linears)} projections of {args.model}, {args.dtype}, {weight_bytes / 1e6:.0f} MB of weights, "
          f"{torch.get_num_threads()} threads; a plain read of as many bytes: {read_s * 1e3:.2f} ms, "
          f"{weight_bytes / read_s / 1e9:.1f} GB/s)")
    layouts = {"F.linear": dense, "oneDNN-packed": packed, "panel": panel, "transposed": transposed}
    timed = {name: p for name, p in layouts.items() if p is not None}
    print(f"| rows | {' | '.join(f'{name} ms (GB/s)' for name in timed)} | fastest |")
    print("|---|" + "---|" * (len(timed) + 1))
    for rows in (int(r) for r in args.rows.split(",")):
        log(f"{rows} rows")
        times = {name: time_pass(p, linears, rows, args.repeats) for name, p in timed.items()}
        cells = " | ".join(f"{t * 1e3:.2f} ({weight_bytes / t / 1e9:.1f})" for t in times.values())
        best = min(times, key=times.__getitem__)
        print(f"| {rows} | {cells} | {best}, **{times['F.linear'] / times[best]:.2f}x** F.linear |")
    return 0


def _times_transposed(x: torch.Tensor, wt: torch.Tensor, bias: torch.Tensor | None) -> torch.Tensor:
    y = x @ wt
    return y if bias is None else y + bias


def plain_read_s(nbytes: int, repeats: int) -> float:
    """Median seconds to read `nbytes` once (a sum over a float32 buffer that size)."""
    buf = torch.ones(nbytes // 4)
    times = []
    for _ in range(repeats + 1):
        start = time.perf_counter()
        buf.sum()
        times.append(time.perf_counter() - start)
    return statistics.median(times[1:])


if __name__ == "__main__":
    raise SystemExit(main())
