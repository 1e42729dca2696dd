"""Linear layers for the CPU whose weights are laid out once, at load, for the GEMM that runs them.

Why: `F.linear` on a CPU goes through the BLAS torch was built with, which reorders (packs) the
weight on every call and, for MKL on AMD processors, takes a slower generic path. A decode step's
matmuls have few rows (one per sequence), so that per-call packing is a large share of their cost.
Two layouts replace it:

- `PanelLinear` (float32): the weight as column panels of 16 outputs, run by the C kernel in
  csrc/panel_linear.c (built for this machine by engine/native.py). At a decode step's few rows it
  streams the weights at the speed of a plain read of their bytes, where oneDNN's GEMM reaches half
  to two thirds of it; at prefill sizes it keeps pace with oneDNN (`python -m
  bench.cpu_linear_bench`; docs/benchmarks.md).
- `PackedLinear` (float32 where the C kernel cannot be built, and bfloat16): oneDNN's blocked
  layout through torch's `mkldnn` operators, the ones torch's own compiler emits for frozen CPU
  linears; 2-3x faster than `F.linear` at 1-64 rows and about 2x at a 490-token prefill chunk on a
  2-core AMD EPYC.

Both compute the same float32 (or bfloat16) products, so results match `F.linear` to rounding
(~1e-7 relative). The new layout is the last step of loading a model for serving: the module it
replaces (and its dense weight) is dropped. Where neither applies (a torch built without oneDNN, a
dtype neither takes), the model keeps `F.linear`.
"""

from __future__ import annotations

import ctypes
import logging

import torch
from torch import nn

from engine import native

log = logging.getLogger("kvroute.engine")

PACKABLE_DTYPES = (torch.float32, torch.bfloat16)
PANEL = 16  # output columns per panel: one 64-byte vector of float32


class PanelLinear(nn.Module):
    """`y = x @ W.T + b` in float32 with W held as column panels [ceil(out / 16), in, 16] (the last
    panel zero-padded), run by csrc/panel_linear.c; a drop-in for an `nn.Linear`."""

    def __init__(self, linear: nn.Linear, library: ctypes.CDLL) -> None:
        super().__init__()
        weight = linear.weight.detach()
        if weight.dtype != torch.float32:
            raise ValueError(f"PanelLinear runs float32 weights, not {weight.dtype}")
        self.in_features, self.out_features = linear.in_features, linear.out_features
        self.dtype = weight.dtype
        panels = -(-self.out_features // PANEL)
        padded = weight.new_zeros(panels * PANEL, self.in_features)
        padded[: self.out_features] = weight
        self.panels = padded.view(panels, PANEL, self.in_features).transpose(1, 2).contiguous()
        self.bias = None if linear.bias is None else linear.bias.detach().float().contiguous()
        self.weight_bytes = sum(t.numel() * t.element_size() for t in (weight, self.bias) if t is not None)
        self._kernel = library.kvroute_panel_linear
        # Fixed for the module's life (it owns both tensors): read once, not on every call; the
        # fused decode step (engine/cpu_decode.py) reads them too.
        self.panel_args = (self.panels.data_ptr(), self.panels.shape[0],
                           None if self.bias is None else self.bias.data_ptr())

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        k = self.in_features
        if x.dtype is not torch.float32 or not x.is_cpu or x.shape[-1] != k:
            raise ValueError(f"PanelLinear takes float32 CPU input [..., {k}], got {x.dtype} {tuple(x.shape)}")
        flat = x.dim() == 2
        rows = x if flat and x.is_contiguous() else x.reshape(-1, k).contiguous()
        n = rows.shape[0]
        out = torch.empty(n, self.out_features, dtype=torch.float32)
        if n:
            panels, count, bias = self.panel_args
            self._kernel(rows.data_ptr(), n, k, panels, count, bias, out.data_ptr(), self.out_features,
                         torch.get_num_threads())
        return out if flat else out.view(*x.shape[:-1], self.out_features)

    def extra_repr(self) -> str:
        return f"in_features={self.in_features}, out_features={self.out_features}, bias={self.bias is not None}"


class PanelEmbedding(nn.Module):
    """Token embeddings read from the panels of a tied output projection (row r of the table is
    column r of the projection), so a model with tied embeddings keeps one copy of the table, not a
    dense one for lookups beside the panels for the logits."""

    def __init__(self, projection: PanelLinear) -> None:
        super().__init__()
        self.num_embeddings, self.embedding_dim = projection.out_features, projection.in_features
        self.panels = projection.panels  # shared, not copied

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        if ids.numel() and (int(ids.min()) < 0 or int(ids.max()) >= self.num_embeddings):
            raise IndexError(f"token id outside the vocabulary of {self.num_embeddings}")
        return self.panels[torch.div(ids, PANEL, rounding_mode="floor"), :, ids % PANEL]

    def extra_repr(self) -> str:
        return f"{self.num_embeddings}, {self.embedding_dim}, read from the output projection's panels"


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


LAYOUTS = ("auto", "panel", "onednn")


def pack_linears(model: nn.Module, layout: str = "auto") -> int:
    """Replace every `nn.Linear` under `model` by a `PanelLinear` or a `PackedLinear`; how many were
    replaced (0 when the layout asked for does not take the model's dtype here). `auto`: panels for
    float32 where the C kernel builds, else oneDNN. An embedding tied to an output projection reads
    its rows from the projection's panels (`PanelEmbedding`) and its dense table is dropped; with
    oneDNN the projection gets its own packed copy and the embedding keeps the dense table."""
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {LAYOUTS}, not {layout!r}")
    linears = [(name, m) for name, m in model.named_modules() if isinstance(m, nn.Linear)]
    if not linears or linears[0][1].weight.device.type != "cpu":
        return 0
    dtype = linears[0][1].weight.dtype
    library = native.cpu_kernels() if dtype == torch.float32 and layout != "onednn" else None
    if library is None and (layout == "panel" or not packing_supported(dtype)):
        return 0
    embeddings = [(name, m) for name, m in model.named_modules() if isinstance(m, nn.Embedding)]
    by_weight: dict[int, PanelLinear] = {}
    for name, linear in linears:
        if library is None:
            _replace(model, name, PackedLinear(linear))
            continue
        by_weight[id(linear.weight)] = panel = PanelLinear(linear, library)
        _replace(model, name, panel)
    for name, embedding in embeddings:
        projection = by_weight.get(id(embedding.weight))
        if projection is not None and embedding.padding_idx is None and embedding.max_norm is None:
            _replace(model, name, PanelEmbedding(projection))
    log.info("laid out %d linear layers for %s", len(linears), "the panel kernel" if library else "oneDNN")
    return len(linears)


def _replace(model: nn.Module, name: str, module: nn.Module) -> None:
    parent_name, _, attr = name.rpartition(".")
    setattr(model.get_submodule(parent_name) if parent_name else model, attr, module)
