"""The one block-hash function, shared by proxy and engine (DESIGN.md, "Block hash").

A prompt's token ids are cut into full blocks of `block_size` tokens; a trailing partial block is
never hashed. Each hash chains the previous one, so `h_k` names the whole prefix of k blocks.
"""

from __future__ import annotations

import struct
import sys
from array import array
from collections.abc import Sequence

import xxhash

HASH_NAME = "xxh3_128"
_LITTLE_ENDIAN = sys.byteorder == "little"


def root_hash(salt: str = "") -> bytes:
    """h_0: the seed every chain starts from; different salts never share a chain."""
    return xxhash.xxh3_128(salt.encode("utf-8")).digest()


def chain_hash(parent: bytes, block: Sequence[int]) -> bytes:
    """h_i from h_{i-1} and the i-th block's token ids."""
    return xxhash.xxh3_128(parent + struct.pack(f"<{len(block)}I", *block)).digest()


def pack_tokens(token_ids: Sequence[int]) -> bytes:
    """Token ids as the hash reads them: little-endian uint32 each (struct.error when out of range)."""
    if _LITTLE_ENDIAN and isinstance(token_ids, array) and token_ids.typecode == "I" and token_ids.itemsize == 4:
        return token_ids.tobytes()  # already that layout: no work per id
    return struct.pack(f"<{len(token_ids)}I", *token_ids)


def chain_hashes(packed: bytes, block_size: int, parent: bytes) -> list[bytes]:
    """The chain over the full blocks of `packed` (pack_tokens output), continuing from `parent`."""
    step = 4 * block_size
    digest = xxhash.xxh3_128_digest
    out: list[bytes] = []
    h = parent
    for start in range(0, len(packed) - step + 1, step):
        h = digest(h + packed[start : start + step])
        out.append(h)
    return out


def block_hashes(
    token_ids: Sequence[int], block_size: int = 16, salt: str = "", parent: bytes | None = None
) -> list[bytes]:
    """[h_1, ..., h_k] for the k full blocks of `token_ids`.

    `parent` continues a chain (the hash of the blocks before `token_ids`) instead of starting at
    the salt's root.
    """
    if block_size <= 0:
        raise ValueError(f"block_size must be positive, got {block_size}")
    full = len(token_ids) - len(token_ids) % block_size
    # One pack for the whole prompt, sliced per block: far cheaper than a pack per block.
    return chain_hashes(pack_tokens(token_ids[:full]), block_size, root_hash(salt) if parent is None else parent)


def to_hex(h: bytes) -> str:
    """A hash as JSON carries it: 32 lowercase hex characters."""
    return h.hex()


def from_hex(s: str) -> bytes:
    """Parse a hash from JSON; raises ValueError unless it is 32 hex characters."""
    if len(s) != 32:
        raise ValueError(f"block hash must be 32 hex characters, got {len(s)}")
    return bytes.fromhex(s)


def cached_tokens(num_prompt_tokens: int, num_cached_blocks: int, block_size: int) -> int:
    """Prompt tokens a cache hit saves (DESIGN.md, "Cached tokens").

    The last prompt token is always computed so that there are logits to sample from.
    """
    if num_prompt_tokens <= 0:
        return 0
    cap = block_size * ((num_prompt_tokens - 1) // block_size)
    return min(num_cached_blocks * block_size, cap)
