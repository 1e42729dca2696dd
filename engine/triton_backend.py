"""The Triton attention backend: one step's metadata as device tensors, then per layer the KV store
and the kernels of engine/triton_attention.py (split-KV decode for single-token sequences, extend
for the others), quantized pools and sliding windows included.

The kernels are reached through their module at call time, so `engine.attention.triton_kernels()`
can redefine them for Triton's interpreter or the compiler without this module changing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch

from engine import triton_attention as kernels
from engine.attention import BackendSettings, check_batch

if TYPE_CHECKING:
    from engine.kv_cache import KVCache
    from engine.model import ForwardBatch


@dataclass(frozen=True)
class TritonMetadata:
    """One step's indexing for every layer, as device tensors (built once per forward)."""

    slot_mapping: torch.Tensor  # [T] int64 flat slot of each new token
    decode_rows: torch.Tensor  # [D] int64 rows of the single-token sequences
    decode_tables: torch.Tensor  # [D, max_blocks] int32, padded with 0
    decode_lens: torch.Tensor  # [D] int32
    decode_max_len: int
    extend_rows: torch.Tensor  # [E] int64 rows of the multi-token sequences, in order
    extend_tables: torch.Tensor  # [P, max_blocks] int32, padded with 0
    extend_lens: torch.Tensor  # [P] int32
    query_start: torch.Tensor  # [P + 1] int32 each multi-token sequence's first row within extend_rows
    max_query_len: int
    all_decode: bool  # every row is a decode row: no gather or scatter needed
    all_extend: bool


def _padded_table(tables: list[list[int]], context_lens: list[int], block_size: int,
                  device: torch.device) -> torch.Tensor:
    """Block tables cut to their contexts and padded with 0 into one int32 tensor."""
    width = max((-(-c // block_size) for c in context_lens), default=0)
    rows = [t[: -(-c // block_size)] for t, c in zip(tables, context_lens, strict=True)]
    return torch.tensor([r + [0] * (width - len(r)) for r in rows], dtype=torch.int32,
                        device=device).view(len(rows), width)


class TritonBackend(BackendSettings):
    """Paged attention through the Triton kernels above (CUDA; the interpreter runs it on CPU in tests)."""

    name = "triton"

    def build_metadata(self, batch: ForwardBatch) -> TritonMetadata:
        """Check the batch, then split its sequences into decode and extend groups with their tables."""
        check_batch(batch, self.block_size, self.num_blocks)
        device = batch.input_ids.device
        starts = [0]
        for q in batch.query_lens:
            starts.append(starts[-1] + q)
        decode = [i for i, q in enumerate(batch.query_lens) if q == 1]
        extend = [i for i, q in enumerate(batch.query_lens) if q > 1]
        extend_rows = [r for i in extend for r in range(starts[i], starts[i + 1])]
        query_start = [0]
        for i in extend:
            query_start.append(query_start[-1] + batch.query_lens[i])

        def ints(values: list[int], dtype: torch.dtype) -> torch.Tensor:
            return torch.tensor(values, dtype=dtype, device=device)

        decode_lens = [batch.context_lens[i] for i in decode]
        extend_lens = [batch.context_lens[i] for i in extend]
        return TritonMetadata(
            slot_mapping=batch.slot_mapping,
            decode_rows=ints([starts[i] for i in decode], torch.int64),
            decode_tables=_padded_table([batch.block_tables[i] for i in decode], decode_lens, self.block_size,
                                        device),
            decode_lens=ints(decode_lens, torch.int32),
            decode_max_len=max(decode_lens, default=0),
            extend_rows=ints(extend_rows, torch.int64),
            extend_tables=_padded_table([batch.block_tables[i] for i in extend], extend_lens, self.block_size,
                                        device),
            extend_lens=ints(extend_lens, torch.int32),
            query_start=ints(query_start, torch.int32),
            max_query_len=max((batch.query_lens[i] for i in extend), default=0),
            all_decode=not extend,
            all_extend=not decode,
        )

    def forward(self, layer: int, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, kv_cache: KVCache,
                meta: TritonMetadata) -> torch.Tensor:
        """Store k, v in layer `layer`'s blocks, then attend: decode rows split-KV, the others by chunk."""
        k_cache, v_cache = kv_cache.k[layer], kv_cache.v[layer]
        options: dict[str, torch.Tensor | int | None] = {"window": self.window(layer)}
        if kv_cache.quantized:  # quantize on write with the cache's own rules; the kernels dequantize on load
            kv_cache.write(layer, k, v, meta.slot_mapping)
            options |= {"k_scale": kv_cache.k_scale[layer], "v_scale": kv_cache.v_scale[layer]}  # type: ignore[index]
        else:
            kernels.store_kv(k, v, k_cache, v_cache, meta.slot_mapping)
        out = torch.empty_like(q)
        if meta.decode_max_len:
            splits = kernels.choose_num_splits(meta.decode_lens.numel(), k_cache.shape[2], meta.decode_max_len, q.device)
            if meta.all_decode:
                kernels.paged_decode(q, k_cache, v_cache, meta.decode_tables, meta.decode_lens, self.scale, out, splits,
                             **options)
            else:
                out[meta.decode_rows] = kernels.paged_decode(q[meta.decode_rows], k_cache, v_cache, meta.decode_tables,
                                                     meta.decode_lens, self.scale, num_splits=splits, **options)
        if meta.max_query_len:
            if meta.all_extend:
                kernels.paged_extend(q, k_cache, v_cache, meta.extend_tables, meta.extend_lens, meta.query_start,
                             self.scale, out, meta.max_query_len, **options)
            else:
                out[meta.extend_rows] = kernels.paged_extend(q[meta.extend_rows], k_cache, v_cache, meta.extend_tables,
                                                     meta.extend_lens, meta.query_start, self.scale,
                                                     max_query_len=meta.max_query_len, **options)
        return out

