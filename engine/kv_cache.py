"""The paged KV pool's memory: one key and one value tensor holding every layer's blocks.

Block bookkeeping (which sequence owns which block) lives elsewhere; this is only the storage the
model reads and writes through block tables and slot mappings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch

if TYPE_CHECKING:
    from engine.model_config import ModelConfig


class KVCache:
    """k and v tensors [num_layers, num_blocks, block_size, num_kv_heads, head_dim], zero-filled."""

    def __init__(self, cfg: ModelConfig, num_blocks: int, block_size: int, dtype: torch.dtype,
                 device: torch.device | str = "cpu") -> None:
        if num_blocks < 1 or block_size < 1:
            raise ValueError(f"KVCache needs num_blocks >= 1 and block_size >= 1, got {num_blocks}, {block_size}")
        self.num_blocks = num_blocks
        self.block_size = block_size
        self.dtype = dtype
        shape = (cfg.num_layers, num_blocks, block_size, cfg.num_kv_heads, cfg.head_dim)
        # Zero-filled, not empty: padded gathers read unused slots, and 0 * NaN would poison them.
        self.k = torch.zeros(shape, dtype=dtype, device=device)
        self.v = torch.zeros(shape, dtype=dtype, device=device)

    def copy_blocks(self, pairs: list[tuple[int, int]]) -> None:
        """Copy each (source, destination) block, every layer, keys and values."""
        if pairs:
            src, dst = (torch.tensor(x, dtype=torch.long, device=self.k.device) for x in zip(*pairs, strict=True))
            self.k[:, dst] = self.k[:, src]
            self.v[:, dst] = self.v[:, src]

    @staticmethod
    def bytes_per_block(cfg: ModelConfig, block_size: int, dtype: torch.dtype) -> int:
        """Memory one block takes across all layers, keys and values (for --kv-cache-memory budgets)."""
        itemsize = torch.empty(0, dtype=dtype).element_size()
        return 2 * cfg.num_layers * block_size * cfg.num_kv_heads * cfg.head_dim * itemsize
