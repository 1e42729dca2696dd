"""Paged attention in plain torch: write new K/V into the block pool, then attend each sequence's
new tokens over its whole context, read through its block table.

Prefill chunks run one SDPA call per sequence, causal within the chunk and full over the
already-cached context. Decode sequences (one new token each) run as one padded batch. Decode
sequences whose block tables start with the same blocks (a shared system prompt, many samples of
one prompt) read that shared part once for all of them ("cascade" attention): attention over the
shared part and over each sequence's own suffix are computed separately and merged exactly through
their softmax normalizers. Reading KV is what a CPU decode step spends its time on, so this is
where a prefix cache pays off a second time. Decode sequences with nothing to share, and decode
reads under a sliding window, on a float32 pool on the CPU, are read in place by the C kernel of
engine/cpu_ops.py instead of gathered into a padded copy. `TorchBackend` serves these behind the
interface of engine/attention.py.
"""

from __future__ import annotations

import ctypes
import functools
from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch
import torch.nn.functional as F

from engine import cpu_ops, native
from engine.attention import BackendSettings, check_batch

if TYPE_CHECKING:
    from engine.kv_cache import KVCache
    from engine.model import ForwardBatch


@dataclass(frozen=True)
class PrefillSeq:
    """One sequence with several new tokens: its rows in the batch and its context's KV slots."""

    row_start: int
    query_len: int
    context_len: int
    blocks: torch.Tensor  # [ceil(context_len / block_size)] int64 physical blocks holding the context
    mask: torch.Tensor  # [query_len, context_len] bool: may query i attend to key j
    window_masks: dict[int, torch.Tensor]  # the same, per sliding window: keys within the last W positions


@dataclass(frozen=True)
class SharedPrefix:
    """Decode sequences whose block tables all start with `blocks` (full blocks of every member)."""

    rows: torch.Tensor  # [G] positions in the decode batch
    blocks: torch.Tensor  # [S] the shared physical blocks


@dataclass(frozen=True)
class DecodeGroup:
    """Decode sequences whose own blocks (after any shared prefix) are of about the same number,
    padded together: one long context does not make every short one read padding."""

    rows: torch.Tensor | None  # [G] positions in the decode batch; None: every row, in order
    blocks: torch.Tensor  # [G, max_blocks] padded with 0
    bias: torch.Tensor  # [G, 1, 1, max_blocks * block_size] float32: 0 within each context, -inf past it
    context_lens: torch.Tensor  # [G] int64: each member's own positions (what the bias leaves open)


@dataclass(frozen=True)
class WindowView:
    """Decode reads under one sliding window: each sequence's blocks from the one holding its window's
    first position, and a bias masking what lies outside the window."""

    blocks: torch.Tensor  # [D, max_blocks] padded with 0
    bias: torch.Tensor  # [D, 1, 1, max_blocks * block_size] float32: 0 inside the window, -inf outside
    context_lens: torch.Tensor  # [D] int64: each context's positions from the first block read on


@dataclass(frozen=True)
class AttentionMetadata:
    """Per-step indexing shared by every layer: built once per forward, not once per layer."""

    slot_mapping: torch.Tensor  # [T] where each new token's K/V goes
    decode_rows: torch.Tensor  # [D] rows of the single-token sequences
    decode: tuple[DecodeGroup, ...]  # each decode sequence's blocks after its shared prefix, by length
    shared: tuple[SharedPrefix, ...]  # decode sequences that start with the same blocks
    prefills: tuple[PrefillSeq, ...]
    windows: dict[int, WindowView]  # decode reads per sliding window the model's layers use

    @functools.cached_property  # once per step, for every layer the C kernel serves
    def decode_tables(self) -> tuple[torch.Tensor, torch.Tensor]:
        """Every decode row's own block table [D, max_blocks] (padded with 0) and context length [D],
        int64, in row order: the one group's, or the groups' merged (the C kernel reads each row's
        length, so one call serves rows of any lengths; the groups exist for SDPA's padding)."""
        if len(self.decode) == 1:
            return self.decode[0].blocks, self.decode[0].context_lens
        seqs = self.decode_rows.numel()
        device = self.decode_rows.device
        blocks = torch.zeros(seqs, max(g.blocks.shape[1] for g in self.decode), dtype=torch.int64, device=device)
        context_lens = torch.empty(seqs, dtype=torch.int64, device=device)
        for g in self.decode:
            assert g.rows is not None  # several groups: each names its rows
            blocks[g.rows, : g.blocks.shape[1]] = g.blocks
            context_lens[g.rows] = g.context_lens
        return blocks, context_lens

    @staticmethod
    def build(batch: ForwardBatch, block_size: int, num_blocks: int,
              windows: tuple[int, ...] = ()) -> AttentionMetadata:
        """Check the batch's bookkeeping and precompute gather indices and masks (also for each
        sliding window in `windows`)."""
        check_batch(batch, block_size, num_blocks)
        device = batch.input_ids.device
        n_seqs = len(batch.query_lens)
        starts = [0]
        for q in batch.query_lens:
            starts.append(starts[-1] + q)
        decode = [i for i in range(n_seqs) if batch.query_lens[i] == 1]
        prefills = tuple(
            _prefill_seq(starts[i], batch.query_lens[i], batch.context_lens[i], batch.block_tables[i],
                         block_size, device, windows)
            for i in range(n_seqs)
            if batch.query_lens[i] > 1
        )
        decode_ctx = [batch.context_lens[i] for i in decode]
        decode_tables = [batch.block_tables[i] for i in decode]
        shared, shared_blocks = _shared_prefixes(decode_ctx, decode_tables, block_size, device)
        own = [c - n * block_size for c, n in zip(decode_ctx, shared_blocks, strict=True)]
        tables = [t[n:] for t, n in zip(decode_tables, shared_blocks, strict=True)]
        return AttentionMetadata(
            slot_mapping=batch.slot_mapping,
            decode_rows=torch.tensor([starts[i] for i in decode], dtype=torch.int64, device=device),
            decode=_decode_groups(own, tables, block_size, device),
            shared=shared,
            prefills=prefills,
            windows={w: _window_view(decode_ctx, decode_tables, w, block_size, device) for w in windows},
        )


def _prefill_seq(row_start: int, q: int, c: int, table: list[int], block_size: int,
                 device: torch.device, windows: tuple[int, ...]) -> PrefillSeq:
    """Blocks and causal masks of a q-token chunk at the end of a c-token context."""
    # Query i sits at position c - q + i and sees every key up to and including itself (under a
    # sliding window W, only the last W of them: key j > position - W, as transformers masks).
    query_pos = torch.arange(c - q, c, device=device)
    key_pos = torch.arange(c, device=device)[None, :]
    mask = key_pos <= query_pos[:, None]
    blocks = torch.tensor(table[: -(-c // block_size)], dtype=torch.int64, device=device)
    window_masks = {w: mask & (key_pos > query_pos[:, None] - w) for w in windows}
    return PrefillSeq(row_start, q, c, blocks, mask, window_masks)


def _window_view(context_lens: list[int], tables: list[list[int]], window: int, block_size: int,
                 device: torch.device) -> WindowView:
    """The blocks holding each decode sequence's last `window` positions, and its window mask."""
    firsts = [max(0, c - window) // block_size for c in context_lens]  # first block read
    lens = [c - f * block_size for c, f in zip(context_lens, firsts, strict=True)]
    blocks, mask = _decode_blocks(lens, [t[f:] for t, f in zip(tables, firsts, strict=True)], block_size, device)
    if mask.numel():
        pos = torch.arange(mask.shape[1], device=device)[None, :] + torch.tensor(firsts, device=device)[:, None] \
            * block_size
        mask &= pos >= torch.tensor(context_lens, device=device)[:, None] - window
    bias = torch.zeros(mask.shape, device=device).masked_fill_(~mask, float("-inf"))[:, None, None, :]
    return WindowView(blocks, bias, torch.tensor(lens, dtype=torch.int64, device=device))


def _decode_groups(context_lens: list[int], tables: list[list[int]], block_size: int,
                   device: torch.device) -> tuple[DecodeGroup, ...]:
    """Decode sequences grouped by the power of two above their own block count (so padding at
    most doubles a group's reads), each group padded to its longest."""
    by_size: dict[int, list[int]] = {}
    for i, c in enumerate(context_lens):
        by_size.setdefault((-(-c // block_size)).bit_length(), []).append(i)
    groups = []
    for members in by_size.values():
        blocks, mask = _decode_blocks([context_lens[i] for i in members], [tables[i] for i in members],
                                      block_size, device)
        rows = None if len(by_size) == 1 else torch.tensor(members, dtype=torch.int64, device=device)
        bias = torch.zeros(mask.shape, device=device).masked_fill_(~mask, float("-inf"))[:, None, None, :]
        lens = torch.tensor([context_lens[i] for i in members], dtype=torch.int64, device=device)
        groups.append(DecodeGroup(rows, blocks, bias, lens))
    return tuple(groups)


def _decode_blocks(context_lens: list[int], tables: list[list[int]], block_size: int,
                   device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """Padded block tables [D, max_blocks] and padding mask of the single-token sequences."""
    if not context_lens:
        empty = torch.zeros(0, 0, dtype=torch.int64, device=device)
        return empty, torch.zeros(0, 0, dtype=torch.bool, device=device)
    max_blocks = -(-max(context_lens) // block_size)
    padded = torch.tensor([t[:max_blocks] + [0] * (max_blocks - len(t[:max_blocks])) for t in tables],
                          dtype=torch.int64, device=device)
    pos = torch.arange(max_blocks * block_size, device=device)
    mask = pos[None, :] < torch.tensor(context_lens, device=device)[:, None]
    return padded, mask


def _shared_prefixes(context_lens: list[int], tables: list[list[int]], block_size: int,
                     device: torch.device) -> tuple[tuple[SharedPrefix, ...], list[int]]:
    """Group decode sequences by their first block; each group's common leading blocks are shared.

    Only blocks that are full for every member and hold no member's newest token are shared, so
    every sequence keeps at least one key of its own. Returns the groups and, per sequence, how many
    of its leading blocks its group shares (0 when alone).
    """
    by_first: dict[int, list[int]] = {}
    for i, table in enumerate(tables):
        by_first.setdefault(table[0], []).append(i)
    groups: list[SharedPrefix] = []
    shared = [0] * len(tables)
    for members in by_first.values():
        if len(members) < 2:
            continue
        first = tables[members[0]]
        limit = min((context_lens[i] - 1) // block_size for i in members)
        n = 0
        while n < limit and all(tables[i][n] == first[n] for i in members):
            n += 1
        if n:
            groups.append(SharedPrefix(torch.tensor(members, dtype=torch.int64, device=device),
                                       torch.tensor(first[:n], dtype=torch.int64, device=device)))
            for i in members:
                shared[i] = n
    return tuple(groups), shared


def paged_attention(q: torch.Tensor, kv: KVCache, layer: int, meta: AttentionMetadata,
                    scale: float, window: int | None = None) -> torch.Tensor:
    """Attention output [T, heads, head_dim] for queries q [T, heads, head_dim] over layer `layer` of
    the pool; with a sliding `window`, over the last `window` positions only."""
    decode = _decode_attention if window is None else _window_decode
    if not meta.prefills:  # a decode-only step: every row is a decode row, in order
        return decode(q, kv, layer, meta, scale, window).to(q.dtype)
    out = torch.empty_like(q)
    for seq in meta.prefills:
        rows = slice(seq.row_start, seq.row_start + seq.query_len)
        qs = q[rows].transpose(0, 1).unsqueeze(0)  # [1, heads, q, d]
        ks, vs = (x[: seq.context_len].to(q.dtype).transpose(0, 1).unsqueeze(0) for x in kv.gather_kv(layer, seq.blocks))
        mask = seq.mask if window is None else seq.window_masks[window]
        o = F.scaled_dot_product_attention(qs, ks, vs, attn_mask=mask, scale=scale, enable_gqa=True)
        out[rows] = o[0].transpose(0, 1)
    if meta.decode_rows.numel():
        out[meta.decode_rows] = decode(q[meta.decode_rows], kv, layer, meta, scale, window).to(q.dtype)
    return out


def _window_decode(q: torch.Tensor, kv: KVCache, layer: int, meta: AttentionMetadata, scale: float,
                   window: int | None) -> torch.Tensor:
    """Float32 attention [D, heads, d] of one new token per sequence over its last `window` positions
    (only the blocks holding them are read; no shared-prefix grouping: windows end in each sequence's
    own tokens): in place by the C kernel where it runs (`_c_kernels`)."""
    assert window is not None
    view = meta.windows[window]
    lib = _c_kernels(q, kv)
    if lib is not None:
        return c_decode_attention(lib, q, kv, layer, view.blocks, view.context_lens, scale, window)
    return attend_gathered(q, *kv.gather_kv(layer, view.blocks), view.bias, scale)


def attend_gathered(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, bias: torch.Tensor, scale: float) -> torch.Tensor:
    """Float32 attention [D, heads, d] of one query per sequence, q [D, heads, d], over keys and
    values [D, L, kv_heads, d] under an additive mask `bias` [D, 1, 1, L]: one fused call, which
    reads k and v where they lie (no transposed copies) and handles the GQA head groups."""
    out = F.scaled_dot_product_attention(q.float().unsqueeze(2), k.float().transpose(1, 2), v.float().transpose(1, 2),
                                         attn_mask=bias, scale=scale, enable_gqa=True)
    return out.squeeze(2)


def _c_kernels(q: torch.Tensor, kv: KVCache) -> ctypes.CDLL | None:
    """The C kernels where they read this pool in place: float32 queries over a CPU pool stored in
    float32, int8 or fp8 (engine/cpu_ops.py); else None, and the reads go through `gather_kv` and SDPA."""
    pool = kv.pool
    if q.dtype != torch.float32 or pool.dtype not in cpu_ops.POOL_KINDS or not pool.is_cpu \
            or not pool.is_contiguous():
        return None
    return native.cpu_kernels()


def c_decode_attention(lib: ctypes.CDLL, q: torch.Tensor, kv: KVCache, layer: int, blocks: torch.Tensor,
                       context_lens: torch.Tensor, scale: float, window: int | None = None) -> torch.Tensor:
    """`cpu_ops.decode_attention` over one layer of the pool, with its scales when quantized."""
    return cpu_ops.decode_attention(lib, q, kv.pool[layer], blocks, context_lens, scale, window,
                                    kv.layer_scales(layer))


def _partial_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
                       bias: torch.Tensor | None) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Unnormalized attention of q [..., n, d] (already scaled) over k, v [..., L, d], with an additive
    mask `bias`: (row max, sum of exp, exp @ v)."""
    scores = torch.matmul(q, k.transpose(-1, -2))
    if bias is not None:
        scores += bias
    top = scores.amax(dim=-1, keepdim=True)
    weights = torch.exp(scores - top)
    return top, weights.sum(dim=-1, keepdim=True), torch.matmul(weights, v)


def _own_attention(qg: torch.Tensor, kv: KVCache, layer: int,
                   g: DecodeGroup) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """One group's partial attention over its sequences' own blocks (see `_partial_attention`)."""
    ks, vs = (x.float().transpose(1, 2) for x in kv.gather_kv(layer, g.blocks))  # [G, kv_heads, L, d]
    return _partial_attention(qg, ks, vs, g.bias)


def _decode_attention(q: torch.Tensor, kv: KVCache, layer: int, meta: AttentionMetadata,
                      scale: float, window: int | None = None) -> torch.Tensor:
    """Float32 attention [D, heads, d] of one new token per sequence: own suffix, plus shared prefixes."""
    if not meta.shared:  # nothing to merge: every row in one C call, or each group in one fused call
        lib = _c_kernels(q, kv)
        if lib is not None:
            return c_decode_attention(lib, q, kv, layer, *meta.decode_tables, scale)
        if len(meta.decode) == 1:
            g = meta.decode[0]
            return attend_gathered(q, *kv.gather_kv(layer, g.blocks), g.bias, scale)
        out = torch.empty(q.shape, dtype=torch.float32, device=q.device)
        for g in meta.decode:
            out[g.rows] = attend_gathered(q[g.rows], *kv.gather_kv(layer, g.blocks), g.bias, scale)
        return out
    num_seqs, heads, dim = q.shape
    kv_heads = kv.k.shape[3]
    group = heads // kv_heads
    qg = (q.float() * scale).view(num_seqs, kv_heads, group, dim)
    if len(meta.decode) == 1:
        top, norm, acc = _own_attention(qg, kv, layer, meta.decode[0])
    else:
        top, norm = (qg.new_empty(num_seqs, kv_heads, group, 1) for _ in range(2))
        acc = torch.empty_like(qg)
        for g in meta.decode:
            top[g.rows], norm[g.rows], acc[g.rows] = _own_attention(qg[g.rows], kv, layer, g)
    for prefix in meta.shared:
        members = prefix.rows.numel()
        kc, vc = (x.float().transpose(0, 1) for x in kv.gather_kv(layer, prefix.blocks))  # [kv_heads, S, d]
        qc = qg[prefix.rows].transpose(0, 1).reshape(kv_heads, members * group, dim)
        parts = _partial_attention(qc, kc, vc, None)
        top_c, norm_c, acc_c = (t.view(kv_heads, members, group, -1).transpose(0, 1) for t in parts)
        rows = prefix.rows
        new_top = torch.maximum(top[rows], top_c)
        own, other = torch.exp(top[rows] - new_top), torch.exp(top_c - new_top)
        acc[rows] = acc[rows] * own + acc_c * other
        norm[rows] = norm[rows] * own + norm_c * other
        top[rows] = new_top
    return (acc / norm).view(num_seqs, heads, dim)


class TorchBackend(BackendSettings):
    """Paged attention in plain torch, on any device: the CPU path and the reference."""

    name = "torch"

    def build_metadata(self, batch: ForwardBatch) -> AttentionMetadata:
        return AttentionMetadata.build(batch, self.block_size, self.num_blocks, self.windows)

    def forward(self, layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, kv_cache: KVCache,
                meta: AttentionMetadata) -> torch.Tensor:
        kv_cache.write(layer, k, v, meta.slot_mapping)
        return paged_attention(q, kv_cache, layer, meta, self.scale, self.window(layer))
