"""The radix cache's pieces (engine/radix_cache.py): a node of whole blocks, what a lookup and an
insert return, and the walks along a node's path to its root."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from engine.block_pool import NO_BLOCK

BlockKey = tuple[int, ...]


class Node:
    """A run of cached blocks under one parent; a root (one per salt) holds no blocks."""

    __slots__ = ("salt", "parent", "keys", "blocks", "hashes", "children", "lock_ref", "hold_ref",
                 "last_access", "id", "dropped")

    def __init__(self, salt: str, parent: Node | None, keys: list[BlockKey], blocks: list[int],
                 hashes: list[bytes], last_access: float, node_id: int) -> None:
        self.salt = salt
        self.parent = parent
        self.keys = keys
        self.blocks = blocks
        self.hashes = hashes
        self.children: dict[BlockKey, Node] = {}
        self.lock_ref = 0  # requests reading these blocks: neither evicted nor hollowed
        self.hold_ref = 0  # requests past these blocks' window: kept in the tree, blocks may go
        self.last_access = last_access
        self.id = node_id
        self.dropped = False  # evicted whole: locking it would protect nothing

    def __repr__(self) -> str:
        return (f"Node(id={self.id}, salt={self.salt!r}, blocks={self.blocks}, lock_ref={self.lock_ref}, "
                f"hold_ref={self.hold_ref})")

    @property
    def num_present(self) -> int:
        """Blocks holding KV (not hollow)."""
        return len(self.blocks) - self.blocks.count(NO_BLOCK)


@dataclass(frozen=True)
class PrefixMatch:
    """The longest usable cached whole-block prefix of a request's tokens (hollow blocks, before its
    window, are NO_BLOCK)."""

    blocks: list[int]
    hashes: list[bytes]
    node: Node


@dataclass(frozen=True)
class InsertResult:
    """What `insert` did: the node ending the prefix, and the caller's blocks it did not adopt."""

    node: Node
    duplicate_blocks: list[int]


class BlockMover(Protocol):
    """Copies KV between the device pool and the host tier (engine/kv_cache.py's KVCache)."""

    def to_host(self, device_blocks: list[int], host_blocks: list[int]) -> None: ...

    def to_device(self, host_blocks: list[int], device_blocks: list[int]) -> None: ...


def path(node: Node) -> list[Node]:
    """`node` and its ancestors, deepest first, root excluded."""
    out = []
    n: Node | None = node
    while n is not None and n.parent is not None:
        out.append(n)
        n = n.parent
    return out


def path_blocks(node: Node) -> list[int]:
    """The blocks on the path from the root to `node` (NO_BLOCK where hollow)."""
    return [b for n in reversed(path(node)) for b in n.blocks]


def path_hashes(node: Node) -> list[bytes]:
    """The chained hashes of those blocks."""
    return [h for n in reversed(path(node)) for h in n.hashes]
