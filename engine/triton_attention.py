"""Paged attention in Triton: the CUDA backend's KV store, split-KV decode and chunked-prefill kernels.

Every kernel addresses the pool [num_blocks, block_size, kv_heads, head_dim] through its strides, so
a permuted storage layout needs no kernel change. A token at position p of a sequence lives in block
`block_table[p // block_size]` at offset `p % block_size`; only table entries below a sequence's
context length are ever read, so padding in a block table can hold anything.

- `store_kv`: new keys and values into their slots (one program per token, keys and values at once).
- `paged_decode`: one query per sequence. Decode reads the whole context to produce one row per
  head, so it is bound by memory bandwidth; the query heads that share a kv head run in one program
  (K/V read once per kv head), and long contexts are cut into splits computed by separate programs
  (to fill the GPU at small batches), merged exactly through each part's log-sum-exp.
- `paged_extend`: several new tokens per sequence (prefill chunks), causal among themselves and full
  over the cached prefix; one program per (sequence, tile of queries, query head).

Numerics: every load is converted to float32 at once and softmax runs in float32 (online, base 2).
Matrix products of float32 inputs run in exact float32 ("ieee"); with 16-bit Q and pool they run
as tf32, which holds bf16 and fp16 values exactly, so only P (rounded to tf32) loses bits in P @ V.
"""

from __future__ import annotations

import functools

import torch
import triton
import triton.language as tl

MIN_SPLIT_TOKENS = 128  # shorter splits cost more in merging than they gain in parallelism
MAX_SPLITS = 32
NO_WINDOW = 1 << 30  # a window no context reaches: full attention


@triton.jit
def _store_kv_kernel(
    k_ptr, v_ptr, k_cache_ptr, v_cache_ptr, slots_ptr,
    s_kt, s_kh, s_kd, s_vt, s_vh, s_vd,
    s_kcb, s_kct, s_kch, s_kcd, s_vcb, s_vct, s_vch, s_vcd,
    KV_HEADS: tl.constexpr, BLOCK_KV_HEADS: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_SIZE: tl.constexpr,
):
    """One new token: its keys and values, every kv head, into its slot (skipped when negative)."""
    t = tl.program_id(0)
    slot = tl.load(slots_ptr + t).to(tl.int64)
    if slot < 0:
        return
    block = slot // BLOCK_SIZE
    offset = slot % BLOCK_SIZE
    h = tl.arange(0, BLOCK_KV_HEADS)[:, None]
    d = tl.arange(0, HEAD_DIM)[None, :]
    ok = h < KV_HEADS
    k = tl.load(k_ptr + t * s_kt + h * s_kh + d * s_kd, mask=ok)
    v = tl.load(v_ptr + t * s_vt + h * s_vh + d * s_vd, mask=ok)
    tl.store(k_cache_ptr + block * s_kcb + offset * s_kct + h * s_kch + d * s_kcd, k, mask=ok)
    tl.store(v_cache_ptr + block * s_vcb + offset * s_vct + h * s_vch + d * s_vcd, v, mask=ok)


@triton.jit
def _decode_split_kernel(
    q_ptr, k_ptr, v_ptr, tables_ptr, lens_ptr, out_ptr, part_ptr, lse_ptr, scale, num_splits, window,
    ks_ptr, vs_ptr,
    s_qb, s_qh, s_qd,
    s_kb, s_kt, s_kh, s_kd, s_vb, s_vt, s_vh, s_vd,
    s_tb, s_tn,
    s_ob, s_oh, s_od,
    s_pb, s_ph, s_ps, s_pd,
    s_lb, s_lh, s_ls,
    s_ksb, s_kst, s_ksh, s_vsb, s_vst, s_vsh,
    GROUP: tl.constexpr, BLOCK_H: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_SIZE: tl.constexpr,
    BLOCK_N: tl.constexpr, DIRECT: tl.constexpr, PRECISION: tl.constexpr, QUANT: tl.constexpr,
):
    """One (sequence, kv head, split): the GROUP query heads of that kv head over one split of the
    context (its last `window` positions). DIRECT (one split) writes the normalized output;
    otherwise the part and its LSE."""
    b = tl.program_id(0)
    kv_head = tl.program_id(1)
    split = tl.program_id(2)
    context_len = tl.load(lens_ptr + b)
    lo = tl.maximum(context_len - window, 0)
    split_len = tl.cdiv(tl.cdiv(context_len - lo, num_splits), BLOCK_N) * BLOCK_N
    start = lo + split * split_len
    end = tl.minimum(start + split_len, context_len)

    g = tl.arange(0, BLOCK_H)
    head = kv_head * GROUP + g
    head_ok = g < GROUP
    d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + b * s_qb + head[:, None] * s_qh + d[None, :] * s_qd, mask=head_ok[:, None], other=0.0)
    q = q.to(tl.float32) * (scale * 1.4426950408889634)  # log2(e): softmax in base 2

    m = tl.full([BLOCK_H], float("-inf"), dtype=tl.float32)
    total = tl.zeros([BLOCK_H], dtype=tl.float32)
    acc = tl.zeros([BLOCK_H, HEAD_DIM], dtype=tl.float32)
    for n0 in range(start, end, BLOCK_N):
        pos = n0 + tl.arange(0, BLOCK_N)
        ok = pos < end
        block = tl.load(tables_ptr + b * s_tb + (pos // BLOCK_SIZE) * s_tn, mask=ok, other=0).to(tl.int64)
        offset = pos % BLOCK_SIZE
        k_t = tl.load(k_ptr + block[None, :] * s_kb + offset[None, :] * s_kt + kv_head * s_kh + d[:, None] * s_kd,
                      mask=ok[None, :], other=0.0).to(tl.float32)
        if QUANT:
            k_t *= tl.load(ks_ptr + block * s_ksb + offset * s_kst + kv_head * s_ksh, mask=ok, other=0.0)[None, :]
        scores = tl.dot(q, k_t, input_precision=PRECISION)
        scores = tl.where(ok[None, :], scores, float("-inf"))
        m_new = tl.maximum(m, tl.max(scores, 1))
        alpha = tl.exp2(m - m_new)
        p = tl.exp2(scores - m_new[:, None])
        total = total * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + block[:, None] * s_vb + offset[:, None] * s_vt + kv_head * s_vh + d[None, :] * s_vd,
                    mask=ok[:, None], other=0.0).to(tl.float32)
        if QUANT:
            v *= tl.load(vs_ptr + block * s_vsb + offset * s_vst + kv_head * s_vsh, mask=ok, other=0.0)[:, None]
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision=PRECISION)
        m = m_new

    if DIRECT:
        o = acc / total[:, None]
        tl.store(out_ptr + b * s_ob + head[:, None] * s_oh + d[None, :] * s_od,
                 o.to(out_ptr.dtype.element_ty), mask=head_ok[:, None])
    else:
        # A split past a short sequence's end is empty: LSE -inf and a zero part weigh nothing.
        has = total > 0
        o = acc / tl.where(has, total, 1.0)[:, None]
        lse = tl.where(has, m + tl.log2(tl.where(has, total, 1.0)), float("-inf"))
        tl.store(part_ptr + b * s_pb + head[:, None] * s_ph + split * s_ps + d[None, :] * s_pd, o,
                 mask=head_ok[:, None])
        tl.store(lse_ptr + b * s_lb + head * s_lh + split * s_ls, lse, mask=head_ok)


@triton.jit
def _decode_merge_kernel(
    part_ptr, lse_ptr, out_ptr, num_splits,
    s_pb, s_ph, s_ps, s_pd,
    s_lb, s_lh, s_ls,
    s_ob, s_oh, s_od,
    HEAD_DIM: tl.constexpr, BLOCK_SPLITS: tl.constexpr,
):
    """One (sequence, head): the softmax-weighted sum of its splits' parts (LSE in base 2)."""
    b = tl.program_id(0)
    h = tl.program_id(1)
    s = tl.arange(0, BLOCK_SPLITS)
    d = tl.arange(0, HEAD_DIM)
    ok = s < num_splits
    lse = tl.load(lse_ptr + b * s_lb + h * s_lh + s * s_ls, mask=ok, other=float("-inf"))
    weight = tl.exp2(lse - tl.max(lse, 0))
    part = tl.load(part_ptr + b * s_pb + h * s_ph + s[:, None] * s_ps + d[None, :] * s_pd,
                   mask=ok[:, None], other=0.0)
    o = tl.sum(weight[:, None] * part, 0) / tl.sum(weight, 0)
    tl.store(out_ptr + b * s_ob + h * s_oh + d * s_od, o.to(out_ptr.dtype.element_ty))


@triton.jit
def _extend_kernel(
    q_ptr, k_ptr, v_ptr, tables_ptr, lens_ptr, starts_ptr, out_ptr, scale, window,
    ks_ptr, vs_ptr,
    s_qt, s_qh, s_qd,
    s_kb, s_kt, s_kh, s_kd, s_vb, s_vt, s_vh, s_vd,
    s_tb, s_tn,
    s_ot, s_oh, s_od,
    s_ksb, s_kst, s_ksh, s_vsb, s_vst, s_vsh,
    GROUP: tl.constexpr, HEAD_DIM: tl.constexpr, BLOCK_SIZE: tl.constexpr,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, PRECISION: tl.constexpr, QUANT: tl.constexpr,
):
    """One (sequence, tile of its new tokens, query head): causal attention over the context (each
    query over its last `window` positions)."""
    b = tl.program_id(0)
    tile = tl.program_id(1)
    head = tl.program_id(2)
    row0 = tl.load(starts_ptr + b)
    query_len = tl.load(starts_ptr + b + 1) - row0
    if tile * BLOCK_M >= query_len:
        return
    context_len = tl.load(lens_ptr + b)
    kv_head = head // GROUP

    i = tile * BLOCK_M + tl.arange(0, BLOCK_M)
    row_ok = i < query_len
    q_pos = context_len - query_len + i
    d = tl.arange(0, HEAD_DIM)
    q = tl.load(q_ptr + (row0 + i)[:, None] * s_qt + head * s_qh + d[None, :] * s_qd, mask=row_ok[:, None],
                other=0.0)
    q = q.to(tl.float32) * (scale * 1.4426950408889634)  # log2(e): softmax in base 2

    # Keys from the first query's window to the last query; every real row sees itself, so no row
    # stays at -inf.
    end = tl.minimum(context_len, context_len - query_len + tile * BLOCK_M + BLOCK_M)
    first = tl.maximum(context_len - query_len + tile * BLOCK_M - window + 1, 0) // BLOCK_N * BLOCK_N
    m = tl.full([BLOCK_M], float("-inf"), dtype=tl.float32)
    total = tl.zeros([BLOCK_M], dtype=tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD_DIM], dtype=tl.float32)
    for n0 in range(first, end, BLOCK_N):
        pos = n0 + tl.arange(0, BLOCK_N)
        ok = pos < end
        block = tl.load(tables_ptr + b * s_tb + (pos // BLOCK_SIZE) * s_tn, mask=ok, other=0).to(tl.int64)
        offset = pos % BLOCK_SIZE
        k_t = tl.load(k_ptr + block[None, :] * s_kb + offset[None, :] * s_kt + kv_head * s_kh + d[:, None] * s_kd,
                      mask=ok[None, :], other=0.0).to(tl.float32)
        if QUANT:
            k_t *= tl.load(ks_ptr + block * s_ksb + offset * s_kst + kv_head * s_ksh, mask=ok, other=0.0)[None, :]
        scores = tl.dot(q, k_t, input_precision=PRECISION)
        seen = (pos[None, :] <= q_pos[:, None]) & (pos[None, :] > q_pos[:, None] - window)
        scores = tl.where(ok[None, :] & seen, scores, float("-inf"))
        m_new = tl.maximum(m, tl.max(scores, 1))
        # A row whose window starts past these keys has seen none yet: exponentiate against 0, not
        # -inf, so it adds nothing instead of NaN (-inf - -inf); its max stays -inf.
        m_exp = tl.where(m_new == float("-inf"), 0.0, m_new)
        alpha = tl.exp2(m - m_exp)
        p = tl.exp2(scores - m_exp[:, None])
        total = total * alpha + tl.sum(p, 1)
        v = tl.load(v_ptr + block[:, None] * s_vb + offset[:, None] * s_vt + kv_head * s_vh + d[None, :] * s_vd,
                    mask=ok[:, None], other=0.0).to(tl.float32)
        if QUANT:
            v *= tl.load(vs_ptr + block * s_vsb + offset * s_vst + kv_head * s_vsh, mask=ok, other=0.0)[:, None]
        acc = acc * alpha[:, None] + tl.dot(p, v, input_precision=PRECISION)
        m = m_new

    o = acc / total[:, None]
    tl.store(out_ptr + (row0 + i)[:, None] * s_ot + head * s_oh + d[None, :] * s_od,
             o.to(out_ptr.dtype.element_ty), mask=row_ok[:, None])


def _precision(q: torch.Tensor, k_cache: torch.Tensor) -> str:
    """tf32 when Q and the pool are 16-bit (tf32 holds their values exactly), else exact float32."""
    sixteen = (torch.float16, torch.bfloat16)
    return "tf32" if q.dtype in sixteen and k_cache.dtype in sixteen else "ieee"


def _check_shapes(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, out: torch.Tensor) -> None:
    """Shapes every kernel relies on: head_dim a power of two >= 16, heads a multiple of kv heads."""
    heads, dim = q.shape[1:]
    kv_heads = k_cache.shape[2]
    if k_cache.shape != v_cache.shape or k_cache.dim() != 4 or k_cache.shape[3] != dim:
        raise ValueError(f"KV pool {tuple(k_cache.shape)}/{tuple(v_cache.shape)} does not fit queries of head_dim {dim}")
    if dim < 16 or dim & (dim - 1):
        raise ValueError(f"head_dim {dim}: the Triton kernels need a power of two >= 16")
    if heads % kv_heads:
        raise ValueError(f"{heads} query heads are not a multiple of {kv_heads} kv heads")
    if out.shape != q.shape:
        raise ValueError(f"out {tuple(out.shape)} does not match q {tuple(q.shape)}")


@functools.cache
def _processors(device: torch.device) -> int:
    """Streaming multiprocessors of a CUDA device (1 elsewhere: the interpreter gains nothing from splits)."""
    if device.type == "cuda":
        return torch.cuda.get_device_properties(device).multi_processor_count
    return 1


def choose_num_splits(batch: int, kv_heads: int, max_context_len: int, device: torch.device) -> int:
    """Splits per sequence so that batch * kv_heads * splits programs fill the GPU about twice over,
    none shorter than MIN_SPLIT_TOKENS tokens."""
    programs = batch * kv_heads
    wanted = -(-2 * _processors(device) // max(programs, 1))
    return max(1, min(wanted, max_context_len // MIN_SPLIT_TOKENS, MAX_SPLITS))


def store_kv(k: torch.Tensor, v: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
             slot_mapping: torch.Tensor) -> None:
    """Write keys/values [T, kv_heads, head_dim] into one layer's pool at flat slots
    (block * block_size + offset); a negative slot is skipped."""
    tokens, kv_heads, dim = k.shape
    if tokens == 0:
        return
    k, v = k.to(k_cache.dtype), v.to(v_cache.dtype)
    _store_kv_kernel[(tokens,)](
        k, v, k_cache, v_cache, slot_mapping,
        *k.stride(), *v.stride(), *k_cache.stride(), *v_cache.stride(),
        KV_HEADS=kv_heads, BLOCK_KV_HEADS=triton.next_power_of_2(kv_heads), HEAD_DIM=dim,
        BLOCK_SIZE=k_cache.shape[1],
    )


def _scale_args(k_scale: torch.Tensor | None, v_scale: torch.Tensor | None,
                fallback: torch.Tensor) -> tuple[list[torch.Tensor], list[int], bool]:
    """Pointers and (block, offset, head) strides of a quantized pool's scales: [num_blocks, kv_heads]
    (one per block and head, offset stride 0) or [num_blocks, block_size, kv_heads] (one per token)."""
    if k_scale is None or v_scale is None:
        return [fallback, fallback], [0] * 6, False

    def strides(s: torch.Tensor) -> list[int]:
        return [s.stride(0), 0, s.stride(1)] if s.dim() == 2 else list(s.stride())

    return [k_scale, v_scale], strides(k_scale) + strides(v_scale), True


def paged_decode(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, block_tables: torch.Tensor,
                 context_lens: torch.Tensor, scale: float, out: torch.Tensor | None = None,
                 num_splits: int | None = None, k_scale: torch.Tensor | None = None,
                 v_scale: torch.Tensor | None = None, window: int | None = None) -> torch.Tensor:
    """Attention [B, heads, head_dim] of one query per sequence q [B, heads, head_dim] (at position
    context_len - 1, its K/V already stored) over its context, read through block_tables [B, max_blocks]
    int32 with context_lens [B] int32. num_splits None picks one (`choose_num_splits`). A quantized
    pool (float8 or int8) comes with its scales (see `_scale_args`); values are dequantized on load.
    A sliding `window` limits each query to its last `window` positions."""
    out = torch.empty_like(q) if out is None else out
    _check_shapes(q, k_cache, v_cache, out)
    batch, heads, dim = q.shape
    if batch == 0:
        return out
    kv_heads, block_size = k_cache.shape[2], k_cache.shape[1]
    group = heads // kv_heads
    if num_splits is None:
        # The table's width bounds every context length without reading context_lens back from the GPU.
        num_splits = choose_num_splits(batch, kv_heads, block_tables.shape[1] * block_size, q.device)
    direct = num_splits == 1
    part = lse = out  # unused placeholders when writing directly
    if not direct:
        part = torch.empty(batch, heads, num_splits, dim, dtype=torch.float32, device=q.device)
        lse = torch.empty(batch, heads, num_splits, dtype=torch.float32, device=q.device)
    scales, scale_strides, quant = _scale_args(k_scale, v_scale, out)
    _decode_split_kernel[(batch, kv_heads, num_splits)](
        q, k_cache, v_cache, block_tables, context_lens, out, part, lse, scale, num_splits, window or NO_WINDOW,
        *scales,
        *q.stride(), *k_cache.stride(), *v_cache.stride(), *block_tables.stride(), *out.stride(),
        *(part.stride() if not direct else (0, 0, 0, 0)), *(lse.stride() if not direct else (0, 0, 0)),
        *scale_strides,
        GROUP=group, BLOCK_H=max(16, triton.next_power_of_2(group)), HEAD_DIM=dim, BLOCK_SIZE=block_size,
        BLOCK_N=64 if dim <= 64 else 32, DIRECT=direct, PRECISION=_precision(q, k_cache), QUANT=quant, num_warps=4,
        num_stages=2,  # float32 tiles: two stages of K and V fit in any recent GPU's shared memory
    )
    if not direct:
        _decode_merge_kernel[(batch, heads)](
            part, lse, out, num_splits, *part.stride(), *lse.stride(), *out.stride(),
            HEAD_DIM=dim, BLOCK_SPLITS=triton.next_power_of_2(num_splits), num_warps=2,
        )
    return out


def paged_extend(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, block_tables: torch.Tensor,
                 context_lens: torch.Tensor, query_start: torch.Tensor, scale: float,
                 out: torch.Tensor | None = None, max_query_len: int | None = None,
                 k_scale: torch.Tensor | None = None, v_scale: torch.Tensor | None = None,
                 window: int | None = None) -> torch.Tensor:
    """Attention [T, heads, head_dim] of several sequences' new tokens q [T, heads, head_dim]:
    sequence i's are rows query_start[i] .. query_start[i + 1] - 1 (int32 [B + 1]), at the last
    positions of its context_lens[i] (K/V already stored); each sees every key at or before its own
    position. max_query_len None reads it back from query_start (a host sync)."""
    out = torch.empty_like(q) if out is None else out
    _check_shapes(q, k_cache, v_cache, out)
    heads, dim = q.shape[1:]
    batch = query_start.numel() - 1
    if batch <= 0 or q.shape[0] == 0:
        return out
    if max_query_len is None:
        max_query_len = int(query_start.diff().max())
    kv_heads, block_size = k_cache.shape[2], k_cache.shape[1]
    block_m, block_n = (64, 64) if dim <= 64 else (64, 32)
    scales, scale_strides, quant = _scale_args(k_scale, v_scale, out)
    _extend_kernel[(batch, triton.cdiv(max_query_len, block_m), heads)](
        q, k_cache, v_cache, block_tables, context_lens, query_start, out, scale, window or NO_WINDOW, *scales,
        *q.stride(), *k_cache.stride(), *v_cache.stride(), *block_tables.stride(), *out.stride(),
        *scale_strides,
        GROUP=heads // kv_heads, HEAD_DIM=dim, BLOCK_SIZE=block_size, BLOCK_M=block_m, BLOCK_N=block_n,
        PRECISION=_precision(q, k_cache), QUANT=quant, num_warps=4, num_stages=2,
    )
    return out
