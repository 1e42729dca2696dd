"""Linear layers for the CPU whose weights oneDNN has reordered once, at load, into the blocked
layout its GEMM reads.

Why: `F.linear` on a CPU goes through the BLAS torch was built with, which reorders (packs) the
weight on every call and, for MKL on AMD processors, takes a slower generic path. A decode step's
matmuls have few rows (one per sequence), so that per-call packing is a large share of their cost:
on a 2-core AMD EPYC the packed form is 2-3x faster at 1-64 rows and about 2x at a 490-token
prefill chunk (`python -m bench.engine_bench`; docs/benchmarks.md). The arithmetic is the same
float32 (or bfloat16) GEMM, so results match `F.linear` to rounding (~1e-7 relative).

The packed weight is an opaque oneDNN tensor, so packing is the last step of loading a model for
serving: the module it replaces (and its dense weight) is dropped. This uses torch's `mkldnn`
operators, the ones torch's own compiler emits for frozen CPU linears; where they are missing
(a torch built without oneDNN) or refuse a dtype, the model keeps `F.linear`.
"""

from __future__ import annotations

import logging

import torch
from torch import nn

log = logging.getLogger("kvroute.engine")

PACKABLE_DTYPES = (torch.float32, torch.bfloat16)


class PackedLinear(nn.Module):
    """`y = x @ W.T + b` with W held in oneDNN's reordered layout; a drop-in for an `nn.Linear`."""

    def __init__(self, linear: nn.Linear) -> None:
        super().__init__()
        weight = linear.weight.detach()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.dtype = weight.dtype
        self.packed = torch.ops.mkldnn._reorder_linear_weight(weight, None)
        self.bias = None if linear.bias is None else linear.bias.detach().clone()
        self.weight_bytes = sum(t.numel() * t.element_size() for t in (weight, self.bias) if t is not None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.ops.mkldnn._linear_pointwise(x, self.packed, self.bias, "none", [], "")

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


def packing_supported(dtype: torch.dtype) -> bool:
    """Whether this torch build packs and runs `dtype` linears through oneDNN (tried on a tiny one)."""
    if dtype not in PACKABLE_DTYPES or not torch.backends.mkldnn.is_available():
        return False
    if dtype == torch.bfloat16 and not torch.ops.mkldnn._is_mkldnn_bf16_supported():
        return False
    try:
        probe = nn.Linear(8, 4, bias=True).to(dtype)
        x = torch.ones(3, 8, dtype=dtype)
        with torch.inference_mode():
            out = PackedLinear(probe)(x)
            return bool(torch.allclose(out.float(), probe(x).float(), rtol=1e-2, atol=1e-2))
    except (RuntimeError, AttributeError):
        return False


def pack_linears(model: nn.Module) -> int:
    """Replace every `nn.Linear` under `model` by a `PackedLinear`; how many were replaced (0 when
    the model's dtype is not supported here). A tied output projection gets its own packed copy;
    the embedding keeps the dense weight for its row lookups."""
    linears = [(name, m) for name, m in model.named_modules() if isinstance(m, nn.Linear)]
    if not linears or linears[0][1].weight.device.type != "cpu" or not packing_supported(linears[0][1].weight.dtype):
        return 0
    for name, linear in linears:
        parent_name, _, attr = name.rpartition(".")
        parent = model.get_submodule(parent_name) if parent_name else model
        setattr(parent, attr, PackedLinear(linear))
    log.info("packed %d linear layers into oneDNN's layout", len(linears))
    return len(linears)
