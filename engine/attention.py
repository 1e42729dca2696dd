"""Paged attention in plain torch: write new K/V into the block pool, then attend each sequence's
new tokens over its whole context, read through its block table.

Decode sequences (one new token each) are gathered into one padded batch and run as a single
masked SDPA call; prefill chunks run one SDPA call per sequence, causal within the chunk and full
over the already-cached context. Faster kernels can replace `write_kv` / `paged_attention` behind
the same signatures.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch
import torch.nn.functional as F

if TYPE_CHECKING:
    from engine.model import ForwardBatch


@dataclass(frozen=True)
class PrefillSeq:
    """One sequence with several new tokens: its rows in the batch and its context's KV slots."""

    row_start: int
    query_len: int
    context_len: int
    blocks: torch.Tensor  # [ceil(context_len / block_size)] int64 physical blocks holding the context
    mask: torch.Tensor  # [query_len, context_len] bool: may query i attend to key j


@dataclass(frozen=True)
class AttentionMetadata:
    """Per-step indexing shared by every layer: built once per forward, not once per layer."""

    slot_mapping: torch.Tensor  # [T] where each new token's K/V goes
    last_token_rows: torch.Tensor  # [num_seqs] row of each sequence's last new token
    decode_rows: torch.Tensor  # [D] rows of the single-token sequences
    decode_blocks: torch.Tensor  # [D, max_blocks] physical blocks, padded with block 0
    decode_mask: torch.Tensor  # [D, 1, 1, max_blocks * block_size] bool, False past each context
    prefills: tuple[PrefillSeq, ...]

    @staticmethod
    def build(batch: ForwardBatch, block_size: int, num_blocks: int) -> AttentionMetadata:
        """Check the batch's bookkeeping and precompute gather indices and masks."""
        device = batch.input_ids.device
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

        starts = [0]
        for q in batch.query_lens:
            starts.append(starts[-1] + q)
        decode = [i for i in range(n_seqs) if batch.query_lens[i] == 1]
        prefills = tuple(
            _prefill_seq(starts[i], batch.query_lens[i], batch.context_lens[i], batch.block_tables[i],
                         block_size, device)
            for i in range(n_seqs)
            if batch.query_lens[i] > 1
        )
        blocks, mask = _decode_blocks([batch.context_lens[i] for i in decode],
                                      [batch.block_tables[i] for i in decode], block_size, device)
        return AttentionMetadata(
            slot_mapping=batch.slot_mapping,
            last_token_rows=torch.tensor(starts[1:], dtype=torch.int64, device=device) - 1,
            decode_rows=torch.tensor([starts[i] for i in decode], dtype=torch.int64, device=device),
            decode_blocks=blocks,
            decode_mask=mask,
            prefills=prefills,
        )


def _prefill_seq(row_start: int, q: int, c: int, table: list[int], block_size: int,
                 device: torch.device) -> PrefillSeq:
    """Blocks and causal mask of a q-token chunk at the end of a c-token context."""
    # Query i sits at position c - q + i and sees every key up to and including itself.
    query_pos = torch.arange(c - q, c, device=device)
    mask = torch.arange(c, device=device)[None, :] <= query_pos[:, None]
    blocks = torch.tensor(table[: -(-c // block_size)], dtype=torch.int64, device=device)
    return PrefillSeq(row_start, q, c, blocks, mask)


def _decode_blocks(context_lens: list[int], tables: list[list[int]], block_size: int,
                   device: torch.device) -> tuple[torch.Tensor, torch.Tensor]:
    """Padded block tables [D, max_blocks] and padding mask of the single-token sequences."""
    if not context_lens:
        empty = torch.zeros(0, 0, dtype=torch.int64, device=device)
        return empty, torch.zeros(0, 1, 1, 0, dtype=torch.bool, device=device)
    max_blocks = -(-max(context_lens) // block_size)
    padded = torch.tensor([t[:max_blocks] + [0] * (max_blocks - len(t[:max_blocks])) for t in tables],
                          dtype=torch.int64, device=device)
    pos = torch.arange(max_blocks * block_size, device=device)
    mask = pos[None, :] < torch.tensor(context_lens, device=device)[:, None]
    return padded, mask[:, None, None, :]


def gather_blocks(cache: torch.Tensor, blocks: torch.Tensor) -> torch.Tensor:
    """Whole blocks [..., num_blocks] of one layer's pool, as [..., num_blocks * block_size, kv_heads, head_dim].

    Copying whole blocks (contiguous runs of block_size * kv_heads * head_dim values) is far cheaper
    on CPU than gathering token by token.
    """
    rows = cache.index_select(0, blocks.reshape(-1))
    return rows.view(*blocks.shape[:-1], blocks.shape[-1] * cache.shape[1], *cache.shape[2:])


def write_kv(k_cache: torch.Tensor, v_cache: torch.Tensor, k: torch.Tensor, v: torch.Tensor,
             slot_mapping: torch.Tensor) -> None:
    """Store new keys/values [T, kv_heads, head_dim] into one layer's pool
    [num_blocks, block_size, kv_heads, head_dim] at flat slots `slot_mapping`."""
    k_cache.view(-1, *k_cache.shape[2:]).index_copy_(0, slot_mapping, k.to(k_cache.dtype))
    v_cache.view(-1, *v_cache.shape[2:]).index_copy_(0, slot_mapping, v.to(v_cache.dtype))


def paged_attention(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, meta: AttentionMetadata,
                    scale: float) -> torch.Tensor:
    """Attention output [T, heads, head_dim] for queries q [T, heads, head_dim] over one layer's pool."""
    out = torch.empty_like(q)
    for seq in meta.prefills:
        rows = slice(seq.row_start, seq.row_start + seq.query_len)
        qs = q[rows].transpose(0, 1).unsqueeze(0)  # [1, heads, q, d]
        ks = gather_blocks(k_cache, seq.blocks)[: seq.context_len].to(q.dtype).transpose(0, 1).unsqueeze(0)
        vs = gather_blocks(v_cache, seq.blocks)[: seq.context_len].to(q.dtype).transpose(0, 1).unsqueeze(0)
        o = F.scaled_dot_product_attention(qs, ks, vs, attn_mask=seq.mask, scale=scale, enable_gqa=True)
        out[rows] = o[0].transpose(0, 1)
    if meta.decode_rows.numel():
        qd = q[meta.decode_rows].unsqueeze(2)  # [D, heads, 1, d]
        kd = gather_blocks(k_cache, meta.decode_blocks).to(q.dtype).transpose(1, 2)  # [D, kv_heads, ctx, d]
        vd = gather_blocks(v_cache, meta.decode_blocks).to(q.dtype).transpose(1, 2)
        o = F.scaled_dot_product_attention(qd, kd, vd, attn_mask=meta.decode_mask, scale=scale, enable_gqa=True)
        out[meta.decode_rows] = o.squeeze(2)
    return out
