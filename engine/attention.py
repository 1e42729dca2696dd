"""Attention backends: how a layer stores its new keys and values in the paged KV pool and attends
each new token over its sequence's context.

A backend turns one scheduler step's `ForwardBatch` into metadata once (`build_metadata`: slot
mapping, block tables, context lengths, masks), then serves every layer with it (`forward`): write
the new tokens' K/V into the layer's blocks, then attend every new token over its whole context,
causal among the step's own tokens. The model around it does not know which backend runs.

- `TorchBackend` (engine/torch_attention.py): plain torch, any device; the reference.
- `TritonBackend` (engine/triton_backend.py, kernels in engine/triton_attention.py): paged decode
  and extend kernels, CUDA.

`select_backend` maps `--attention-backend` and the device onto one: auto is Triton on CUDA and
torch elsewhere; Triton asked for on a CPU runs in Triton's interpreter (slow, for checking only).
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

import torch

if TYPE_CHECKING:
    from engine.kv_cache import KVCache
    from engine.model import ForwardBatch


class AttentionBackend(Protocol):
    """Paged attention for every layer of one model; metadata built once per step."""

    name: str

    def build_metadata(self, batch: ForwardBatch) -> Any:
        """Everything every layer needs to find each sequence's KV (checked once, here)."""
        ...

    def forward(self, layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, kv_cache: KVCache,
                meta: Any) -> torch.Tensor:
        """Store k, v [T, kv_heads, head_dim] in layer `layer` of the pool, then return the attention
        output [T, heads, head_dim] of queries q [T, heads, head_dim] over each sequence's context."""
        ...


class BackendSettings:
    """What every backend is built for: the pool's block geometry, the softmax scale, and each
    layer's sliding window (None: full attention; an empty tuple: every layer full)."""

    name = "?"

    def __init__(self, block_size: int, num_blocks: int, scale: float,
                 layer_windows: tuple[int | None, ...] = ()) -> None:
        self.block_size = block_size
        self.num_blocks = num_blocks
        self.scale = scale
        self.layer_windows = layer_windows
        self.windows = tuple(sorted({w for w in layer_windows if w is not None}))  # the distinct ones

    def window(self, layer: int) -> int | None:
        return self.layer_windows[layer] if self.layer_windows else None


def select_backend(name: str, device: torch.device, block_size: int, num_blocks: int, scale: float,
                   layer_windows: tuple[int | None, ...] = ()) -> AttentionBackend:
    """The backend `--attention-backend NAME` asks for on `device` (auto: Triton on CUDA, else torch),
    for a model whose layers have these sliding windows (None: full attention; empty: all full)."""
    if name == "auto":
        name = "triton" if device.type == "cuda" else "torch"
    if name == "torch":
        from engine.torch_attention import TorchBackend

        return TorchBackend(block_size, num_blocks, scale, layer_windows)
    if name == "triton":
        if device.type != "cuda":  # the contract: Triton's interpreter runs the kernels (slow, for checking only)
            os.environ["TRITON_INTERPRET"] = "1"
        triton_kernels()
        from engine.triton_backend import TritonBackend

        return TritonBackend(block_size, num_blocks, scale, layer_windows)
    raise ValueError(f"attention-backend {name}: must be auto, torch or triton")


def check_batch(batch: ForwardBatch, block_size: int, num_blocks: int) -> None:
    """Refuse a batch whose bookkeeping is inconsistent before any kernel reads the pool with it."""
    n_seqs = len(batch.query_lens)
    if not (len(batch.context_lens) == len(batch.block_tables) == n_seqs):
        raise ValueError("ForwardBatch: query_lens, context_lens and block_tables differ in length")
    total = sum(batch.query_lens)
    if not (total == batch.input_ids.numel() == batch.positions.numel() == batch.slot_mapping.numel()):
        raise ValueError(f"ForwardBatch: sum(query_lens)={total} does not match the token tensors")
    for i, (q, c, table) in enumerate(zip(batch.query_lens, batch.context_lens, batch.block_tables, strict=True)):
        if not 1 <= q <= c:
            raise ValueError(f"ForwardBatch: sequence {i} has query_len={q}, context_len={c}")
        if len(table) * block_size < c:
            raise ValueError(f"ForwardBatch: sequence {i}'s block table covers fewer than {c} tokens")
        if table and not 0 <= min(table) <= max(table) < num_blocks:
            raise ValueError(f"ForwardBatch: sequence {i}'s block table names blocks outside the pool")
    slots = batch.slot_mapping  # the C kernels write where these point: inside the pool, or not at all
    inside = slots.dtype == torch.int64
    if inside and total:
        low, high = torch.aminmax(slots)
        inside = 0 <= int(low) <= int(high) < num_blocks * block_size
    if not inside:
        raise ValueError("ForwardBatch: slot_mapping must be int64 slots inside the pool")


def triton_kernels() -> ModuleType:
    """engine.triton_attention, its kernels defined for the mode TRITON_INTERPRET names now: Triton
    picks interpreted or compiled when a kernel is defined, its own library functions (tl.sum,
    tl.cdiv, ...) included, so a switch after triton was first imported redefines those too."""
    import triton
    from triton.runtime.interpreter import InterpretedFunction

    on = os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")
    if isinstance(triton.language.standard.cdiv, InterpretedFunction) != on:
        importlib.reload(triton.language.standard)
        importlib.reload(triton.language)
    module = sys.modules.get("engine.triton_attention")
    if module is None:
        return importlib.import_module("engine.triton_attention")
    if isinstance(module._decode_split_kernel, InterpretedFunction) != on:
        module = importlib.reload(module)
    return module
