"""The paged KV pool's memory: one tensor holding every layer's blocks, each slot's key and value
side by side (so one copy stores both), in the model's dtype or quantized.

Block bookkeeping (which sequence owns which block) lives elsewhere; this is only the storage the
attention backends write (`write`) and read (`gather`) through slot mappings and block ids.

Quantized storage (`--kv-cache-dtype`) halves a 16-bit pool's bytes per token, so the same memory
holds about twice the tokens; values are quantized on write and dequantized on read:
- `fp8_e4m3`: one scale per block and kv head (its largest magnitude / 448). A write that raises a
  block's scale re-quantizes the values already there; a block written from its first slot starts
  a fresh scale, so a reused block does not inherit its previous owner's range.
- `int8`: symmetric, one scale per token and kv head (its largest magnitude / 127).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import torch

from engine import cpu_ops, native

if TYPE_CHECKING:
    from engine.model_config import ModelConfig

FP8_MAX = 448.0  # the largest finite float8_e4m3fn
INT8_MAX = 127.0
_TINY = 1e-12  # a scale never 0, so an all-zero head quantizes to zeros
STORAGE = {"fp8_e4m3": torch.float8_e4m3fn, "int8": torch.int8}


class KVCache:
    """`pool` [num_layers, num_blocks, block_size, 2, num_kv_heads, head_dim], zero-filled; `k` and
    `v` are its two halves as views [num_layers, num_blocks, block_size, num_kv_heads, head_dim]
    (the Triton kernels address them through their strides); plus their scales when quantized:
    [num_layers, num_blocks, num_kv_heads] (fp8) or [num_layers, num_blocks, block_size,
    num_kv_heads] (int8)."""

    def __init__(self, cfg: ModelConfig, num_blocks: int, block_size: int, dtype: torch.dtype,
                 device: torch.device | str = "cpu", kv_cache_dtype: str = "auto") -> None:
        if num_blocks < 1 or block_size < 1:
            raise ValueError(f"KVCache needs num_blocks >= 1 and block_size >= 1, got {num_blocks}, {block_size}")
        if kv_cache_dtype != "auto" and kv_cache_dtype not in STORAGE:
            raise ValueError(f"kv-cache-dtype {kv_cache_dtype}: must be auto, fp8_e4m3 or int8")
        self.num_blocks = num_blocks
        self.block_size = block_size
        self.dtype = dtype  # what `gather` returns: the model's compute dtype
        self.kv_cache_dtype = kv_cache_dtype
        storage = STORAGE.get(kv_cache_dtype, dtype)
        shape = (cfg.num_layers, num_blocks, block_size, cfg.num_kv_heads, cfg.head_dim)
        # Zero-filled, not empty: padded gathers read unused slots, and 0 * NaN would poison them.
        self.pool = torch.zeros((*shape[:3], 2, *shape[3:]), dtype=storage, device=device)
        self.k, self.v = self.pool.unbind(3)
        self.k_scale: torch.Tensor | None = None
        self.v_scale: torch.Tensor | None = None
        if kv_cache_dtype != "auto":
            scale_shape = shape[:2] + shape[3:4] if kv_cache_dtype == "fp8_e4m3" else shape[:4]
            self.k_scale = torch.full(scale_shape, _TINY, dtype=torch.float32, device=device)
            self.v_scale = torch.full(scale_shape, _TINY, dtype=torch.float32, device=device)
        self.host: list[torch.Tensor | None] = []  # pool, k_scale, v_scale of the host tier, if any
        self.bytes_moved = 0  # between the device pool and the host tier, since start

    @property
    def device(self) -> torch.device:
        return self.k.device

    @property
    def quantized(self) -> bool:
        return self.k_scale is not None

    def layer_scales(self, layer: int) -> tuple[torch.Tensor, torch.Tensor] | None:
        """A quantized pool's key and value scales of one layer; None when it is not quantized."""
        if self.k_scale is None or self.v_scale is None:
            return None
        return self.k_scale[layer], self.v_scale[layer]

    # ---- write ----------------------------------------------------------------------------------

    def write(self, layer: int, k: torch.Tensor, v: torch.Tensor, slot_mapping: torch.Tensor) -> None:
        """Store new keys and values [T, kv_heads, head_dim] at flat slots (block * block_size + offset);
        on the CPU through the C kernel where it takes the pool (float32 or int8: the same bits)."""
        lib = native.cpu_kernels() if self.pool.is_cpu and self.kv_cache_dtype != "fp8_e4m3" else None
        if lib is not None and cpu_ops.kv_write(lib, self.pool[layer], slot_mapping, k, v, self.layer_scales(layer)):
            return
        if not self.quantized:
            slots = self.pool[layer].view(-1, *self.pool.shape[3:])  # [num_slots, 2, kv_heads, head_dim]
            slots.index_copy_(0, slot_mapping, _pair(k, v).to(self.pool.dtype))
            return
        assert self.k_scale is not None and self.v_scale is not None  # quantized: both have scales
        for x, store, scales in ((k, self.k[layer], self.k_scale[layer]), (v, self.v[layer], self.v_scale[layer])):
            if self.kv_cache_dtype == "int8":
                s = (x.float().abs().amax(-1) / INT8_MAX).clamp_min_(_TINY)  # [T, kv_heads]
                scales.view(-1, s.shape[1]).index_copy_(0, slot_mapping, s)
                q = torch.round(x.float() / s[..., None]).clamp_(-INT8_MAX, INT8_MAX)
                store.view(-1, *store.shape[2:]).index_copy_(0, slot_mapping, q.to(torch.int8))
            else:
                self._write_fp8(x, store, scales, slot_mapping)

    def _write_fp8(self, x: torch.Tensor, store: torch.Tensor, scales: torch.Tensor, slots: torch.Tensor) -> None:
        """Per block and head: raise the scale to cover the new values, re-quantizing what the block
        held when it grew, then store the new values under the block's scale."""
        bs = self.block_size
        blocks = torch.div(slots, bs, rounding_mode="floor")
        touched, which = blocks.unique(return_inverse=True)
        fresh = torch.zeros_like(touched, dtype=torch.bool).index_fill_(0, which[slots % bs == 0], True)
        old = torch.where(fresh[:, None], torch.full_like(scales[touched], _TINY), scales[touched])
        need = (x.float().abs().amax(-1) / FP8_MAX).clamp_min_(_TINY)  # [T, kv_heads]
        new = old.index_reduce(0, which, need, "amax")
        grown = (~fresh) & (new > old).any(-1)
        raw = _bytes(store)
        if bool(grown.any()):
            ids = touched[grown]
            ratio = (old[grown] / new[grown])[:, None, :, None]
            raw[ids] = (raw[ids].view(store.dtype).float() * ratio).to(store.dtype).view(torch.uint8)
        scales[touched] = new
        q = (x.float() / new[which][..., None]).to(store.dtype)
        raw.view(-1, *store.shape[2:]).index_copy_(0, slots, q.view(torch.uint8))

    # ---- read -----------------------------------------------------------------------------------

    def gather_kv(self, layer: int, blocks: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """Keys and values of whole blocks, as `gather` returns each; an unquantized pool reads both
        in one copy, since each slot keeps its key and value side by side."""
        if self.quantized:
            return self.gather(layer, blocks, "k"), self.gather(layer, blocks, "v")
        store = self.pool[layer]
        rows = store.index_select(0, blocks.reshape(-1))
        rows = rows.view(*blocks.shape[:-1], blocks.shape[-1] * store.shape[1], *store.shape[2:])
        return rows.select(-3, 0), rows.select(-3, 1)

    def gather(self, layer: int, blocks: torch.Tensor, which: str) -> torch.Tensor:
        """Whole blocks of layer `layer` ([..., n] block ids) as [..., n * block_size, kv_heads,
        head_dim] in the compute dtype, dequantized. Copying whole blocks (contiguous runs of
        block_size * kv_heads * head_dim values) is far cheaper on CPU than gathering token by token."""
        store = (self.k if which == "k" else self.v)[layer]
        rows = _bytes(store).index_select(0, blocks.reshape(-1)).view(store.dtype)
        out_shape = (*blocks.shape[:-1], blocks.shape[-1] * store.shape[1], *store.shape[2:])
        scales = self.k_scale if which == "k" else self.v_scale
        if scales is None:
            return rows.view(out_shape)
        s = scales[layer].index_select(0, blocks.reshape(-1))  # [n, heads] or [n, block_size, heads]
        s = s[:, None, :, None] if s.dim() == 2 else s[..., None]
        return (rows.float() * s).to(self.dtype).view(out_shape)

    # ---- the host tier ------------------------------------------------------------------------

    def add_host_tier(self, num_blocks: int) -> None:
        """Host memory for `num_blocks` offloaded blocks, laid out like the device pool (pinned when
        the pool is on a GPU, so copies can overlap)."""
        pin = self.device.type == "cuda"
        self.host = [None if t is None else
                     torch.zeros((t.shape[0], num_blocks, *t.shape[2:]), dtype=t.dtype, pin_memory=pin)
                     for t in (self.pool, self.k_scale, self.v_scale)]

    def to_host(self, device_blocks: list[int], host_blocks: list[int]) -> None:
        """Copy device blocks into host blocks, every layer, with their scales."""
        self._move((self.pool, self.k_scale, self.v_scale), self.host, device_blocks, host_blocks)

    def to_device(self, host_blocks: list[int], device_blocks: list[int]) -> None:
        """Copy host blocks back into device blocks."""
        self._move(self.host, (self.pool, self.k_scale, self.v_scale), host_blocks, device_blocks)

    def _move(self, sources: Sequence[torch.Tensor | None], targets: Sequence[torch.Tensor | None],
              src: list[int], dst: list[int]) -> None:
        if not src:
            return
        for a, b in zip(sources, targets, strict=True):
            if a is None or b is None:
                continue
            i = torch.tensor(src, dtype=torch.long, device=a.device)
            j = torch.tensor(dst, dtype=torch.long, device=b.device)
            rows = _bytes(a).index_select(1, i)
            _bytes(b).index_copy_(1, j, rows.to(b.device, non_blocking=True))
            self.bytes_moved += rows.nbytes

    def copy_blocks(self, pairs: list[tuple[int, int]]) -> None:
        """Copy each (source, destination) block, every layer, keys and values and their scales."""
        if not pairs:
            return
        src, dst = (torch.tensor(x, dtype=torch.long, device=self.device) for x in zip(*pairs, strict=True))
        for t in (self.pool, self.k_scale, self.v_scale):
            if t is not None:
                raw = _bytes(t)
                raw[:, dst] = raw[:, src]

    @staticmethod
    def bytes_per_block(cfg: ModelConfig, block_size: int, dtype: torch.dtype, kv_cache_dtype: str = "auto") -> int:
        """Memory one block takes across all layers, keys and values and their scales (for
        --kv-cache-memory budgets)."""
        itemsize = torch.empty(0, dtype=STORAGE.get(kv_cache_dtype, dtype)).element_size()
        values = block_size * cfg.num_kv_heads * cfg.head_dim * itemsize
        scales = {"auto": 0, "fp8_e4m3": cfg.num_kv_heads * 4, "int8": block_size * cfg.num_kv_heads * 4}
        return 2 * cfg.num_layers * (values + scales[kv_cache_dtype])


def _bytes(t: torch.Tensor) -> torch.Tensor:
    """A float8 tensor as its bytes (CPU kernels cannot index float8), anything else as itself."""
    return t.view(torch.uint8) if t.dtype == torch.float8_e4m3fn else t


def _pair(k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
    """Keys and values [T, kv_heads, head_dim] as one [T, 2, kv_heads, head_dim] tensor: a view when
    v directly follows k in memory (as in the model's fused q/k/v output), else a stacked copy."""
    t, heads, dim = k.shape
    adjacent = (k.dtype == v.dtype and k.device == v.device and k.shape == v.shape
                and k.stride()[1:] == v.stride()[1:] == (dim, 1)
                and (t == 1 or k.stride(0) == v.stride(0) >= 2 * heads * dim)
                and v.data_ptr() - k.data_ptr() == heads * dim * k.element_size())
    if adjacent:
        return k.as_strided((t, 2, heads, dim), (k.stride(0), heads * dim, dim, 1))
    return torch.stack((k, v), dim=1)
