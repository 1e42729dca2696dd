"""A decode step's decoder layers in one C call (engine/csrc/decode_layers.c), on the CPU.

Why: with the C kernels a batch-1 step of SmolLM2-135M spends about 18 ms in them, and driving
them from Python, layer by layer (module calls, allocations, argument checks), about 4.5 ms more.
The C driver calls the same kernels in the same order on the same threads as engine/model.py's
layers, so its hidden states equal theirs to the bit; the model's Python layers stay the reference
and run every step this path does not take.

It takes a step when every row is a decode token over a float32 or int8 KV pool on the CPU, read by the
torch backend with no shared prefix to merge (cascade), in a float32 model whose projections are
all panels (engine/cpu_linear.py); sliding-window layers read their window only. `FusedDecode.build` answers None for a
model it cannot run; `run` answers None for a step it does not take.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING

import torch

from engine import cpu_ops, native
from engine.cpu_linear import PanelLinear
from engine.torch_attention import AttentionMetadata, TorchBackend

if TYPE_CHECKING:
    from engine.kv_cache import KVCache
    from engine.model import CausalLM

# The KV pools a fused step writes and reads: float32, or int8 (quantized on write as KVCache.write
# does, to the bit); fp8's write re-quantizes a block when its scale grows, which stays in torch.
_POOLS = (torch.float32, torch.int8)

# A layer's row of the table decode_layers.c reads (its enum, in order).
FIELDS = ("in_norm", "qkv_panels", "qkv_groups", "qkv_bias", "o_panels", "o_groups", "o_bias",
          "post_norm", "gate_up_panels", "gate_up_groups", "down_panels", "down_groups", "window")


class FusedDecode:
    """The per-layer addresses of one packed float32 model, and the call that runs its layers."""

    def __init__(self, model: CausalLM, library: ctypes.CDLL, table: torch.Tensor,
                 tensors: list[torch.Tensor]) -> None:
        cfg = model.cfg
        self.table = table
        self.layer_windows = cfg.layer_windows
        self._tensors = tensors  # every tensor the table points into, alive as long as it is
        self.hidden, self.heads, self.kv_heads = cfg.hidden_size, cfg.num_heads, cfg.num_kv_heads
        self.head_dim, self.inter, self.eps = cfg.head_dim, cfg.intermediate_size, model.layers[0].input_layernorm.eps
        self.scratch_per_row = (self.hidden + (self.heads + 2 * self.kv_heads) * self.head_dim
                                + self.heads * self.head_dim + 3 * self.inter)
        self._call = library.kvroute_decode_layers

    @staticmethod
    def build(model: CausalLM) -> FusedDecode | None:
        """The fused path for `model`, or None where it cannot run it (not float32, a projection not
        laid out in panels, a norm with its own eps, no C kernels)."""
        library = native.cpu_kernels()
        if library is None or model.dtype != torch.float32 or not model.layers:
            return None
        eps = model.layers[0].input_layernorm.eps
        rows, tensors = [], []
        for index, layer in enumerate(model.layers):
            attn, mlp = layer.self_attn, layer.mlp
            projections = (attn.qkv_proj, attn.o_proj, mlp.gate_up_proj, mlp.down_proj)
            norms = (layer.input_layernorm, layer.post_attention_layernorm)
            if not all(isinstance(p, PanelLinear) for p in projections) or mlp.gate_up_proj.bias is not None \
                    or mlp.down_proj.bias is not None or any(n.eps != eps for n in norms):
                return None
            weights = [n.weight for n in norms]
            if any(w.dtype != torch.float32 or not w.is_cpu or not w.is_contiguous() for w in weights):
                return None
            qkv, o, gate_up, down = projections
            tensors += [*weights, *(t for p in projections for t in (p.panels, p.bias) if t is not None)]
            rows.append([weights[0].data_ptr(), *_panel_fields(qkv), *_panel_fields(o), weights[1].data_ptr(),
                         *_panel_fields(gate_up)[:2], *_panel_fields(down)[:2], model.cfg.window(index) or 0])
            assert len(rows[-1]) == len(FIELDS)
        return FusedDecode(model, library, torch.tensor(rows, dtype=torch.int64), tensors)

    def run(self, h: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, kv: KVCache, backend: object,
            meta: object) -> tuple[torch.Tensor, torch.Tensor] | None:
        """(the last layer's output, the residual stream) for embeddings h [S, hidden] of a decode
        step, its K/V written into `kv`; None (nothing done) when the step is not one this path takes."""
        if not isinstance(backend, TorchBackend) or backend.layer_windows != self.layer_windows \
                or not isinstance(meta, AttentionMetadata) \
                or meta.prefills or meta.shared or not meta.decode or not meta.slot_mapping.is_contiguous():
            return None
        pool = kv.pool
        if pool.dtype not in _POOLS or not pool.is_cpu or not pool.is_contiguous() \
                or h.dtype != torch.float32 or not h.is_contiguous():
            return None
        k_scale, v_scale, scale_stride = None, None, 0  # int8: each layer's scales, a layer apart
        if kv.k_scale is not None and kv.v_scale is not None:
            if not (kv.k_scale.is_contiguous() and kv.v_scale.is_contiguous()):
                return None
            k_scale, v_scale, scale_stride = kv.k_scale.data_ptr(), kv.v_scale.data_ptr(), kv.k_scale[0].numel()
        seqs = h.shape[0]
        if cos.shape != (seqs, 1, self.head_dim) or sin.shape != cos.shape or cos.dtype != torch.float32 \
                or sin.dtype != torch.float32 or not (cos.is_contiguous() and sin.is_contiguous()):
            return None
        blocks, context_lens = meta.decode_tables
        residual = torch.empty_like(h)
        scratch = torch.empty(seqs * self.scratch_per_row, dtype=torch.float32)
        failed = self._call(self.table.data_ptr(), self.table.shape[0], h.data_ptr(), residual.data_ptr(), seqs,
                            self.hidden, self.heads, self.kv_heads, self.head_dim, self.inter, cos.data_ptr(),
                            sin.data_ptr(), self.eps, pool.data_ptr(), cpu_ops.POOL_KINDS[pool.dtype], pool[0].numel(),
                            k_scale, v_scale, scale_stride, meta.slot_mapping.data_ptr(),
                            blocks.data_ptr(), blocks.shape[1], context_lens.data_ptr(), backend.block_size,
                            backend.scale, scratch.data_ptr(), torch.get_num_threads())
        if failed:
            raise MemoryError("decode attention could not allocate its score buffers")
        return h, residual


def _panel_fields(linear: PanelLinear) -> tuple[int, int, int]:
    """A projection's panels, panel count and bias (0: none) as the table holds them."""
    panels, count, bias = linear.panel_args
    return panels, count, bias or 0
