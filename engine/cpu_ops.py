"""Steps of a decoder layer run by the C kernels of engine/csrc on float32 CPU tensors: RMSNorm with
the residual add fused in, rotary embedding, SwiGLU's silu(gate) * up, the KV write, and decode
attention read in place from the paged pool.

Why: at a decode step's few rows each of these is a handful of torch operators whose dispatch costs
more than their arithmetic (on SmolLM2-135M, 30 layers of them were a third of a batch-1 step); one
kernel call each does the same float32 arithmetic in one pass. `kernels_for(x)` says whether they
can run on `x` (float32, on the CPU, contiguous, the kernels built); the model and the torch
attention backend keep torch's operators otherwise, and those stay the reference the tests compare
against.
"""

from __future__ import annotations

import ctypes

import torch

from engine import native

# How a KV pool stores its values, as the C kernels number them (engine/csrc/kernels.h).
POOL_KINDS = {torch.float32: 0, torch.int8: 1, torch.float8_e4m3fn: 2}


def kernels_for(x: torch.Tensor) -> ctypes.CDLL | None:
    """The C kernels, when `x` is a contiguous float32 CPU tensor they can take; else None."""
    if x.dtype is not torch.float32 or not x.is_cpu or not x.is_contiguous():
        return None
    return native.cpu_kernels()


def rms_norm(lib: ctypes.CDLL, x: torch.Tensor, weight: torch.Tensor, eps: float,
             residual: torch.Tensor | None = None) -> torch.Tensor | tuple[torch.Tensor, torch.Tensor]:
    """RMSNorm of x [..., K] times `weight`; with `residual`, of x + residual, returned with that
    sum (the residual stream the next layer adds to)."""
    k = x.shape[-1]
    rows = x.numel() // k if k else 0
    if weight.dtype is not torch.float32 or weight.numel() != k:
        raise ValueError(f"the norm's weight must be {k} float32 values")
    out = torch.empty_like(x)
    summed = None
    if residual is not None:
        if residual.shape != x.shape or residual.dtype != x.dtype or not residual.is_contiguous():
            raise ValueError("the residual must be a contiguous tensor of x's shape and dtype")
        summed = torch.empty_like(x)
    if rows:
        lib.kvroute_rms_norm(x.data_ptr(), None if residual is None else residual.data_ptr(),
                             weight.contiguous().data_ptr(), eps, out.data_ptr(),
                             None if summed is None else summed.data_ptr(), rows, k, torch.get_num_threads())
    return out if summed is None else (out, summed)


def rope_(lib: ctypes.CDLL, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> bool:
    """Rotate x [T, heads, dim] in place as engine/model.py's `apply_rope_` does, given cos and signed
    sin [T, 1, dim]; False (nothing done) when x's heads are not laid out densely within its rows."""
    t, heads, dim = x.shape
    if x.dtype is not torch.float32 or dim % 2 or x.stride(2) != 1 or x.stride(1) != dim \
            or cos.shape != (t, 1, dim) or sin.shape != cos.shape or not (cos.is_contiguous() and sin.is_contiguous()) \
            or cos.dtype is not torch.float32 or sin.dtype is not torch.float32:
        return False
    if t:
        lib.kvroute_rope(x.data_ptr(), t, heads, dim, x.stride(0), cos.data_ptr(), sin.data_ptr())
    return True


def silu_mul(lib: ctypes.CDLL, gate_up: torch.Tensor) -> torch.Tensor:
    """silu(gate) * up of gate_up [..., 2I] = [gate | up], as [..., I]."""
    two_i = gate_up.shape[-1]
    if two_i % 2 or gate_up.dtype is not torch.float32 or not gate_up.is_contiguous():
        raise ValueError(f"gate_up must be contiguous float32 with an even last dimension, got {gate_up.dtype} "
                         f"{tuple(gate_up.shape)}")
    half = two_i // 2
    out = gate_up.new_empty((*gate_up.shape[:-1], half))
    rows = out.numel() // half if half else 0
    if rows:
        lib.kvroute_silu_mul(gate_up.data_ptr(), out.data_ptr(), rows, half, torch.get_num_threads())
    return out


def kv_write(lib: ctypes.CDLL, pool: torch.Tensor, slots: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
             scales: tuple[torch.Tensor, torch.Tensor] | None = None) -> bool:
    """Store keys and values [T, kv_heads, dim] at flat `slots` of one layer's pool [num_blocks,
    block_size, 2, kv_heads, dim], as `KVCache.write` does: float32 as they are, or quantized into an
    int8 pool with its layer's key and value `scales` [num_blocks, block_size, kv_heads]; False
    (nothing done) unless every token's heads lie densely in float32 rows, the slots are int64 and
    the pool is one of those two. The slots are trusted as `check_batch` checked the tables they
    come from."""
    t, kv_heads, dim = k.shape
    if v.shape != k.shape or k.dtype != torch.float32 or v.dtype != torch.float32 \
            or k.stride()[1:] != (dim, 1) or v.stride()[1:] != (dim, 1) or slots.dtype != torch.int64 \
            or slots.shape != (t,) or not (slots.is_contiguous() and pool.is_contiguous()):
        return False
    if pool.dtype == torch.float32 and scales is None:
        if t:
            lib.kvroute_kv_write(pool.data_ptr(), slots.data_ptr(), t, k.data_ptr(), k.stride(0), v.data_ptr(),
                                 v.stride(0), kv_heads, dim)
        return True
    if pool.dtype != torch.int8 or scales is None or not all(
            x.dtype == torch.float32 and x.shape == pool.shape[:2] + (kv_heads,) and x.is_contiguous() for x in scales):
        return False
    if t:
        lib.kvroute_kv_write_int8(pool.data_ptr(), scales[0].data_ptr(), scales[1].data_ptr(), slots.data_ptr(), t,
                                  k.data_ptr(), k.stride(0), v.data_ptr(), v.stride(0), kv_heads, dim)
    return True


def decode_attention(lib: ctypes.CDLL, q: torch.Tensor, pool: torch.Tensor, blocks: torch.Tensor,
                     context_lens: torch.Tensor, scale: float, window: int | None = None,
                     scales: tuple[torch.Tensor, torch.Tensor] | None = None) -> torch.Tensor:
    """Attention [S, heads, dim] of one query per sequence, q [S, heads, dim] (a view of rows whose
    heads lie densely will do, as the q part of fused qkv rows), over the first
    context_lens[s] positions of its blocks (`blocks` [S, max_blocks] int64) in one layer of the
    pool, `pool` [num_blocks, block_size, 2, kv_heads, dim] (engine/kv_cache.py's layout); under a
    sliding `window`, over the last `window` of those positions only. A quantized pool (int8 or
    fp8 e4m3) comes with its layer's key and value `scales`, in engine/kv_cache.py's layouts, and is
    dequantized as it is read. The
    tables' values are trusted as `AttentionMetadata.build` checked them (`check_batch`: every block
    id inside the pool, every context within its table): this runs once per layer."""
    seqs, heads, dim = q.shape
    num_blocks, block_size, _, kv_heads, pool_dim = pool.shape
    if q.dtype is not torch.float32 or q.stride(2) != 1 or q.stride(1) != dim:
        raise ValueError("decode_attention takes float32 queries whose heads lie densely in each row")
    kind = POOL_KINDS.get(pool.dtype)
    if pool_dim != dim or heads % kv_heads or kind is None or not pool.is_contiguous():
        raise ValueError("decode_attention needs a contiguous float32, int8 or fp8 pool of q's head size and a GQA "
                         "head ratio")
    scale_shape = {torch.int8: (num_blocks, block_size, kv_heads), torch.float8_e4m3fn: (num_blocks, kv_heads)}.get(
        pool.dtype)
    if (scales is None) != (scale_shape is None) or scales is not None and not all(
            x.dtype is torch.float32 and x.shape == scale_shape and x.is_contiguous() for x in scales):
        raise ValueError(f"a {pool.dtype} pool needs contiguous float32 key and value scales of shape {scale_shape}")
    if blocks.dtype != torch.int64 or context_lens.dtype != torch.int64 or blocks.shape[0] != seqs \
            or context_lens.shape != (seqs,) or not (blocks.is_contiguous() and context_lens.is_contiguous()):
        raise ValueError("one contiguous int64 block table row and context length per query")
    out = torch.empty(q.shape, dtype=torch.float32)
    k_scale, v_scale = (None, None) if scales is None else (scales[0].data_ptr(), scales[1].data_ptr())
    if seqs and lib.kvroute_decode_attention(q.data_ptr(), q.stride(0), pool.data_ptr(), kind, k_scale, v_scale,
                                             blocks.data_ptr(), blocks.shape[1], context_lens.data_ptr(), window or 0,
                                             seqs, heads, kv_heads, dim, block_size, scale, out.data_ptr(),
                                             torch.get_num_threads()):
        raise MemoryError("decode attention could not allocate its score buffers")
    return out
