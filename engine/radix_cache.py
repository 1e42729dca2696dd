"""The replica's prefix cache: a radix tree over token ids at block granularity.

Each salt (DESIGN.md, "Cache salt") has its own root, so different salts never share a node. A
node holds a run of whole blocks: their token ids (one tuple per block), the physical KV blocks
that hold them, and their chained block hashes (DESIGN.md, "Block hash"), computed once at insert.
Children are keyed by their first block's token tuple; nodes split only at block boundaries.
Matching compares real token ids, so a hash collision can never change what a request reads.

Ownership: blocks the tree adopts on insert are the tree's; it hands them back to the pool when
it evicts them. Lock counts on a node and all its ancestors keep a path alive while a request
reads it.

LRU: `match` and `insert` stamp every node on their path with one clock reading, splitting a node
where the path ends inside it, so all blocks of a node share a stamp and a parent is never older
than its child. Eviction trims unlocked leaves block by block from their tail, oldest stamp first,
which is exact least-recently-used order over the blocks that have no cached successor, and frees
exactly the number of blocks asked for when that many are evictable.

Node references returned by `match`/`insert` are meant to be locked right away: an unlocked node
may be trimmed or dropped by the next `evict`. The cache is not thread-safe: the engine thread owns
it, and others read it between scheduler steps (`snapshot`).

Costs: `match`/`insert` walk one path; `evict` heapifies the unlocked leaves once per call.

With a host tier (engine/host_cache.py), evicted blocks are copied there instead of being lost,
and `restore` copies the blocks that continue a match back into fresh device blocks, where they
are cached again as if just computed. Copies happen at once, between forward passes, so every
copy reads a block before anything reuses it.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from engine.block_pool import BlockPool
from engine.host_cache import HostCache
from engine.kv_event_log import KVEventLog
from protocol.block_hash import chain_hash, root_hash, to_hex
from protocol.kv_events import SnapshotBlock

BlockKey = tuple[int, ...]


class Node:
    """A run of cached blocks under one parent; a root (one per salt) holds no blocks."""

    __slots__ = ("salt", "parent", "keys", "blocks", "hashes", "children", "lock_ref", "last_access", "id",
                 "dropped")

    def __init__(self, salt: str, parent: Node | None, keys: list[BlockKey], blocks: list[int],
                 hashes: list[bytes], last_access: float, node_id: int) -> None:
        self.salt = salt
        self.parent = parent
        self.keys = keys
        self.blocks = blocks
        self.hashes = hashes
        self.children: dict[BlockKey, Node] = {}
        self.lock_ref = 0
        self.last_access = last_access
        self.id = node_id
        self.dropped = False  # evicted whole: locking it would protect nothing

    def __repr__(self) -> str:
        return f"Node(id={self.id}, salt={self.salt!r}, blocks={self.blocks}, lock_ref={self.lock_ref})"


@dataclass(frozen=True)
class PrefixMatch:
    """The longest cached whole-block prefix of a request's tokens."""

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


class RadixCache:
    """Prefix cache over the blocks of a BlockPool, reporting changes to an optional KVEventLog,
    with an optional host tier for what it evicts."""

    def __init__(self, pool: BlockPool, block_size: int, event_log: KVEventLog | None = None,
                 clock: Callable[[], float] = time.monotonic, host: HostCache | None = None,
                 mover: BlockMover | None = None) -> None:
        if block_size <= 0:
            raise ValueError(f"block_size must be positive, got {block_size}")
        if (host is None) != (mover is None):
            raise ValueError("a host tier needs a mover to copy blocks, and the other way round")
        self.pool = pool
        self.block_size = block_size
        self.event_log = event_log
        self.host = host
        self.mover = mover
        self._clock = clock
        self._ids = itertools.count()
        self._roots: dict[str, Node] = {}
        self._root_hashes: dict[str, bytes] = {}
        self._leaves: set[Node] = set()  # non-root nodes without children, locked or not
        self._owned: set[int] = set()
        self._num_evictable = 0

    @property
    def num_cached_blocks(self) -> int:
        """Blocks owned by the tree."""
        return len(self._owned)

    @property
    def num_evictable_blocks(self) -> int:
        """Blocks owned by the tree and not locked: what `evict` can free."""
        return self._num_evictable

    # ----------------------------------------------------------------------------------- lookups

    def match(self, salt: str, token_ids: Sequence[int]) -> PrefixMatch:
        """The longest cached prefix of `token_ids` in whole blocks; stamps its path as used."""
        keys = self._keys(token_ids)
        root = self._roots.get(salt)
        if root is None:  # nothing cached for this salt: a detached root, so lookups leave no trace
            return PrefixMatch([], [], Node(salt, None, [], [], [], self._clock(), next(self._ids)))
        node, matched, _ = self._walk(root, keys, self._clock())
        blocks: list[int] = []
        hashes: list[bytes] = []
        for n in reversed(_path(node)):
            blocks.extend(n.blocks)
            hashes.extend(n.hashes)
        assert len(blocks) == matched
        return PrefixMatch(blocks, hashes, node)

    def restore(self, salt: str, token_ids: Sequence[int], match: PrefixMatch) -> PrefixMatch:
        """`match` extended by the host tier's blocks that continue it, copied back to the device
        (as many as device blocks can be found for, evicting unlocked ones)."""
        if self.host is None or self.mover is None:
            return match
        keys = self._keys(token_ids)[len(match.blocks):]
        found = self.host.chain(match.hashes[-1] if match.hashes else self._end_hash(match.node), keys)
        if not found:
            return match
        host_blocks = self.host.take(found)  # out of the host LRU before evicting feeds it
        self.lock(match.node)  # the matched path stays while room is made
        self.evict(max(0, len(found) - self.pool.num_free))
        self.unlock(match.node)
        n = min(len(found), self.pool.num_free)
        device_blocks = self.pool.allocate(n)
        self.mover.to_device(host_blocks[:n], device_blocks)
        self.host.pool.free(host_blocks)  # those that found no device block are dropped
        self.host.restored += n
        self.host.dropped += len(found) - n
        if n == 0:
            return match
        upto = (len(match.blocks) + n) * self.block_size
        result = self.insert(salt, token_ids[:upto], [*match.blocks, *device_blocks])
        assert not result.duplicate_blocks, "restored blocks were cached already"
        return self.match(salt, token_ids)

    def insert(self, salt: str, token_ids: Sequence[int], blocks: Sequence[int]) -> InsertResult:
        """Cache `blocks` as holding `token_ids` (whole blocks), adopting those the tree lacks.

        Where the tree already holds a position in another block, the caller's block is returned
        as a duplicate: the caller keeps using it and frees it itself.
        """
        if len(token_ids) != len(blocks) * self.block_size:
            raise ValueError(f"insert needs {len(blocks)} x {self.block_size} token ids for "
                             f"{len(blocks)} blocks, got {len(token_ids)}")
        keys = self._keys(token_ids)
        root = self._roots.get(salt)
        if root is None:
            root = Node(salt, None, [], [], [], self._clock(), next(self._ids))
            if not keys:
                return InsertResult(root, [])
            self._roots[salt] = root
        node, matched, duplicates = self._walk(root, keys, self._clock(), blocks)
        for b in duplicates:
            assert b not in self._owned, f"block {b} is cached at another position"
        if matched < len(keys):
            node = self._adopt(node, keys[matched:], list(blocks[matched:]))
        return InsertResult(node, duplicates)

    def _walk(self, root: Node, keys: list[BlockKey], now: float,
              blocks: Sequence[int] | None = None) -> tuple[Node, int, list[int]]:
        """Follow `keys` down from `root`, splitting where the path ends inside a node.

        Returns the deepest node reached, how many blocks matched and, when the caller's `blocks`
        are given, those of them that differ from the tree's at the matched positions.
        """
        node, i, duplicates = root, 0, []
        root.last_access = now
        while i < len(keys):
            child = node.children.get(keys[i])
            if child is None:
                break
            k = 1
            while k < len(child.keys) and i + k < len(keys) and child.keys[k] == keys[i + k]:
                k += 1
            if k < len(child.keys):
                child = self._split(child, k)
            child.last_access = now
            if blocks is not None:
                duplicates.extend(b for b, t in zip(blocks[i : i + k], child.blocks, strict=True) if b != t)
            node, i = child, i + k
        return node, i, duplicates

    # ---------------------------------------------------------------------------------- mutation

    def _adopt(self, parent: Node, keys: list[BlockKey], blocks: list[int]) -> Node:
        """Hang a new leaf with `blocks` under `parent` and announce it as `stored`."""
        for b in blocks:
            assert b not in self._owned, f"block {b} is already cached"
            assert not self.pool.is_free(b), f"block {b} is free in the pool, cannot cache it"
        assert len(set(blocks)) == len(blocks), f"the same block appears twice in {blocks}"
        prev = self._end_hash(parent)
        hashes = []
        for key in keys:
            prev = chain_hash(prev, key)
            hashes.append(prev)
        leaf = Node(parent.salt, parent, keys, blocks, hashes, parent.last_access, next(self._ids))
        parent.children[keys[0]] = leaf
        self._leaves.discard(parent)
        self._leaves.add(leaf)
        self._owned.update(blocks)
        self._num_evictable += len(blocks)
        if self.event_log is not None:
            self.event_log.append("stored", hashes, None if parent.parent is None else parent.hashes[-1],
                                  tokens=keys, salt=parent.salt)
        return leaf

    def _split(self, node: Node, k: int) -> Node:
        """Cut `node` after its first k blocks; the new upper part is returned.

        `node` itself stays the lower part, so locks held on it still cover the same path.
        """
        parent = node.parent
        assert parent is not None and 0 < k < len(node.keys)
        upper = Node(node.salt, parent, node.keys[:k], node.blocks[:k], node.hashes[:k],
                     node.last_access, next(self._ids))
        upper.lock_ref = node.lock_ref
        upper.children[node.keys[k]] = node
        parent.children[node.keys[0]] = upper
        node.keys, node.blocks, node.hashes = node.keys[k:], node.blocks[k:], node.hashes[k:]
        node.parent = upper
        return upper

    def lock(self, node: Node) -> None:
        """Keep `node` and its ancestors from eviction until a matching `unlock`."""
        assert not node.dropped, f"{node} was evicted before it was locked; lock right after match/insert"
        n: Node | None = node
        while n is not None:
            if n.lock_ref == 0:
                self._num_evictable -= len(n.blocks)
            n.lock_ref += 1
            n = n.parent

    def unlock(self, node: Node) -> None:
        """Undo one `lock(node)`."""
        n: Node | None = node
        while n is not None:
            assert n.lock_ref > 0, f"unlock without lock on {n}"
            n.lock_ref -= 1
            if n.lock_ref == 0:
                self._num_evictable += len(n.blocks)
                if n.parent is None:
                    self._drop_root_if_empty(n)
            n = n.parent

    def evict(self, num_blocks: int) -> int:
        """Free up to `num_blocks` unlocked blocks, least recently used leaf tails first.

        Returns how many were freed: `min(num_blocks, num_evictable_blocks)`.
        """
        heap = [(n.last_access, n.id, n) for n in self._leaves if n.lock_ref == 0]
        heapq.heapify(heap)
        freed = 0
        while freed < num_blocks and heap:
            _, _, leaf = heapq.heappop(heap)
            parent = leaf.parent
            assert parent is not None
            freed += self._trim(leaf, num_blocks - freed)
            if leaf.blocks:
                continue
            if parent.parent is None:
                self._drop_root_if_empty(parent)
            elif not parent.children and parent.lock_ref == 0:
                heapq.heappush(heap, (parent.last_access, parent.id, parent))
        return freed

    def _trim(self, leaf: Node, n: int) -> int:
        """Free the last min(n, all) blocks of an unlocked leaf; unlink it once it is empty."""
        k = min(n, len(leaf.blocks))
        keep = len(leaf.blocks) - k
        freed_blocks, freed_hashes = leaf.blocks[keep:], leaf.hashes[keep:]
        parent = leaf.parent
        assert parent is not None
        prev = leaf.hashes[keep - 1] if keep else (None if parent.parent is None else parent.hashes[-1])
        if keep == 0:
            del parent.children[leaf.keys[0]]
            leaf.parent = None
            leaf.dropped = True
            self._leaves.discard(leaf)
            if not parent.children and parent.parent is not None:
                self._leaves.add(parent)
        freed_keys = leaf.keys[keep:]
        del leaf.keys[keep:], leaf.blocks[keep:], leaf.hashes[keep:]
        self._owned.difference_update(freed_blocks)
        self._num_evictable -= k
        if self.event_log is not None:
            self.event_log.append("removed", freed_hashes, prev)
        self._offload(leaf.salt, freed_blocks, freed_hashes, freed_keys, prev)
        self.pool.free(freed_blocks)
        return k

    def _offload(self, salt: str, blocks: list[int], hashes: list[bytes], keys: list[BlockKey],
                 parent: bytes | None) -> None:
        """Copy evicted blocks to the host tier, parents first."""
        if self.host is None or self.mover is None:
            return
        moved: list[tuple[int, int]] = []
        for block, h, key in zip(blocks, hashes, keys, strict=True):
            host_block = self.host.put(h, key, parent, salt)
            if host_block is not None:
                moved.append((block, host_block))
            parent = h
        if moved:
            self.mover.to_host([d for d, _ in moved], [h for _, h in moved])

    def _drop_root_if_empty(self, root: Node) -> None:
        if not root.children and root.lock_ref == 0 and self._roots.get(root.salt) is root:
            del self._roots[root.salt]

    # ----------------------------------------------------------------------------------- reports

    def snapshot(self) -> list[SnapshotBlock]:
        """Every cached block with its parent's hash, parents before children."""
        out: list[SnapshotBlock] = []
        for root in self._roots.values():
            stack = list(root.children.values())
            while stack:
                node = stack.pop()
                assert node.parent is not None
                prev = None if node.parent.parent is None else to_hex(node.parent.hashes[-1])
                for h in node.hashes:
                    out.append(SnapshotBlock(to_hex(h), prev, "device"))
                    prev = to_hex(h)
                stack.extend(node.children.values())
        if self.host is not None:
            out += [SnapshotBlock(to_hex(h), None if p is None else to_hex(p), "host") for h, p in self.host.hashes()]
        return out

    def check_invariants(self, blocks_in_use_outside_tree: int) -> None:
        """Assert block accounting, tree shape, lock counts and LRU stamps are consistent."""
        pool = self.pool
        assert pool.num_free + self.num_cached_blocks + blocks_in_use_outside_tree == pool.num_blocks, (
            f"free {pool.num_free} + cached {self.num_cached_blocks} + in use {blocks_in_use_outside_tree}"
            f" != total {pool.num_blocks}")
        seen: list[int] = []
        evictable = 0
        leaves: set[Node] = set()
        for salt, root in self._roots.items():
            assert root.salt == salt and root.parent is None and not root.blocks
            assert root.children or root.lock_ref > 0, f"empty root kept for salt {salt!r}"
            stack = [root]
            while stack:
                node = stack.pop()
                child_locks = 0
                for key, child in node.children.items():
                    assert child.parent is node and child.salt == salt and child.keys[0] == key
                    assert child.last_access <= node.last_access, "a child used more recently than its parent"
                    child_locks += child.lock_ref
                    stack.append(child)
                assert node.lock_ref >= child_locks, f"{node} has fewer locks than its children"
                if node is root:
                    continue
                assert len(node.keys) == len(node.blocks) == len(node.hashes) > 0
                prev = self._end_hash(node.parent)  # type: ignore[arg-type]
                for key, h in zip(node.keys, node.hashes, strict=True):
                    assert len(key) == self.block_size
                    assert chain_hash(prev, key) == h, "stored hash does not match the chain"
                    prev = h
                seen.extend(node.blocks)
                if node.lock_ref == 0:
                    evictable += len(node.blocks)
                if not node.children:
                    leaves.add(node)
        assert len(seen) == len(set(seen)), "a block is cached twice"
        assert set(seen) == self._owned, "owned-block set out of sync with the tree"
        assert not any(pool.is_free(b) for b in seen), "a cached block is on the free list"
        assert evictable == self._num_evictable, f"evictable {self._num_evictable}, tree says {evictable}"
        assert leaves == self._leaves, "leaf set out of sync with the tree"
        if self.host is not None:
            self.host.check_invariants()

    # ----------------------------------------------------------------------------------- helpers

    def _keys(self, token_ids: Sequence[int]) -> list[BlockKey]:
        bs = self.block_size
        return [tuple(token_ids[i : i + bs]) for i in range(0, len(token_ids) - bs + 1, bs)]

    def _end_hash(self, node: Node) -> bytes:
        """The chain hash after `node`'s last block (the salt's h_0 for a root)."""
        if node.hashes:
            return node.hashes[-1]
        h = self._root_hashes.get(node.salt)
        if h is None:
            h = self._root_hashes[node.salt] = root_hash(node.salt)
        return h


def _path(node: Node) -> list[Node]:
    """`node` and its ancestors, deepest first, root excluded."""
    out = []
    n: Node | None = node
    while n is not None and n.parent is not None:
        out.append(n)
        n = n.parent
    return out
