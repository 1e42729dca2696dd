"""Decode attention with shared prefixes (cascade) against dense softmax attention."""

from __future__ import annotations

import random
from types import SimpleNamespace

import torch

from engine.kv_cache import KVCache
from engine.model import ForwardBatch
from engine.torch_attention import AttentionMetadata, paged_attention


def dense_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float) -> torch.Tensor:
    """q [heads, d] over k, v [L, kv_heads, d]: the textbook formula, repeated kv heads."""
    group = q.shape[0] // k.shape[1]
    k = k.repeat_interleave(group, dim=1)
    v = v.repeat_interleave(group, dim=1)
    weights = torch.softmax(torch.einsum("hd,lhd->hl", q, k) * scale, dim=-1)
    return torch.einsum("hl,lhd->hd", weights, v)


def test_decode_with_shared_prefixes_matches_dense():
    rng = random.Random(0)
    gen = torch.Generator().manual_seed(0)
    block_size, num_blocks, kv_heads, heads, dim = 4, 64, 2, 6, 8
    kv = KVCache(SimpleNamespace(num_layers=1, num_kv_heads=kv_heads, head_dim=dim), num_blocks, block_size,
                 torch.float64)
    k_cache, v_cache = kv.k[0], kv.v[0]
    k_cache.copy_(torch.randn(num_blocks, block_size, kv_heads, dim, generator=gen, dtype=torch.float64))
    v_cache.copy_(torch.randn(num_blocks, block_size, kv_heads, dim, generator=gen, dtype=torch.float64))
    free = list(range(num_blocks))
    rng.shuffle(free)
    common = [free.pop() for _ in range(3)]  # three blocks shared by the first group
    other = [free.pop() for _ in range(2)]  # two blocks shared by the second group
    tables, lens = [], []
    for prefix, n in ((common, 4), (other, 3), ([], 2)):
        for _ in range(n):
            own_len = rng.randint(1, 9)
            ctx = len(prefix) * block_size + own_len
            tables.append(prefix + [free.pop() for _ in range(-(-own_len // block_size))])
            lens.append(ctx)
    # One sequence whose context ends exactly at a shared block boundary: it shares one block less.
    tables.append(common[:2] + [free.pop()])
    lens.append(2 * block_size + 1)
    n = len(tables)
    q = torch.randn(n, heads, dim, generator=gen, dtype=torch.float64)
    batch = ForwardBatch(
        input_ids=torch.zeros(n, dtype=torch.long), positions=torch.tensor([c - 1 for c in lens]),
        query_lens=[1] * n, context_lens=lens, block_tables=tables,
        slot_mapping=torch.tensor([t[(c - 1) // block_size] * block_size + (c - 1) % block_size
                                   for t, c in zip(tables, lens, strict=True)]),
    )
    meta = AttentionMetadata.build(batch, block_size, num_blocks)
    assert len(meta.shared) == 2, "both groups should read their common blocks once"
    assert len(meta.decode) > 1, "own blocks of different lengths are padded in separate groups"
    got = paged_attention(q, kv, 0, meta, scale=dim**-0.5)
    for i, (table, ctx) in enumerate(zip(tables, lens, strict=True)):
        slots = torch.tensor([table[p // block_size] * block_size + p % block_size for p in range(ctx)])
        k = k_cache.view(-1, kv_heads, dim)[slots]
        v = v_cache.view(-1, kv_heads, dim)[slots]
        want = dense_attention(q[i], k, v, dim**-0.5)
        torch.testing.assert_close(got[i], want, rtol=1e-5, atol=1e-5)
