"""The physical KV block allocator: ids 0..num_blocks-1 kept on a free list.

It knows nothing about what a block holds; the radix cache and the scheduler decide who owns a
block and when it comes back here.
"""

from __future__ import annotations

from collections.abc import Iterable

NO_BLOCK = -1  # a block-table or radix-tree entry whose KV was let go (outside a sliding window)


class NoFreeBlocks(Exception):
    """Raised when an allocation asks for more blocks than are free; nothing was allocated."""


class BlockPool:
    """A free list of physical KV block ids, with a cheap check against double frees."""

    def __init__(self, num_blocks: int) -> None:
        if num_blocks <= 0:
            raise ValueError(f"num_blocks must be positive, got {num_blocks}")
        self.num_blocks = num_blocks
        # Popped from the end, so low ids are handed out first (easier to read in logs and tests).
        self._free: list[int] = list(range(num_blocks - 1, -1, -1))
        self._is_free: bytearray = bytearray(b"\x01" * num_blocks)

    @property
    def num_free(self) -> int:
        """How many blocks can be allocated right now."""
        return len(self._free)

    def allocate(self, n: int) -> list[int]:
        """Take n free blocks, or raise NoFreeBlocks (allocating nothing) when fewer are free."""
        if n < 0:
            raise ValueError(f"cannot allocate a negative number of blocks ({n})")
        if n > len(self._free):
            raise NoFreeBlocks(f"asked for {n} KV blocks, {len(self._free)} free of {self.num_blocks}")
        out = self._free[len(self._free) - n :]
        del self._free[len(self._free) - n :]
        out.reverse()
        for b in out:
            self._is_free[b] = 0
        return out

    def free(self, blocks: Iterable[int]) -> None:
        """Return blocks to the free list; an unknown id or a double free is an AssertionError."""
        blocks = list(blocks)
        for b in blocks:
            assert 0 <= b < self.num_blocks, f"block id {b} out of range 0..{self.num_blocks - 1}"
            assert not self._is_free[b], f"block {b} freed twice"
            self._is_free[b] = 1
        self._free.extend(reversed(blocks))

    def is_free(self, block: int) -> bool:
        """Whether `block` is on the free list (for integrity checks)."""
        return bool(self._is_free[block])
