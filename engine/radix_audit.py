"""What the radix cache (engine/radix_cache.py) reports about itself: the snapshot a proxy rebuilds
its view from, and the integrity check tests and the scheduler run (block accounting, tree shape,
lock counts, LRU stamps, hashes)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.block_pool import NO_BLOCK
from engine.radix_node import Node
from protocol.block_hash import chain_hash, to_hex
from protocol.kv_events import SnapshotBlock

if TYPE_CHECKING:
    from engine.radix_cache import RadixCache


def snapshot(cache: RadixCache) -> list[SnapshotBlock]:
    """Every cached block with its parent's hash, parents before children."""
    out: list[SnapshotBlock] = []
    for root in cache._roots.values():
        stack = list(root.children.values())
        while stack:
            node = stack.pop()
            assert node.parent is not None
            prev = None if node.parent.parent is None else to_hex(node.parent.hashes[-1])
            for h, block in zip(node.hashes, node.blocks, strict=True):
                if block != NO_BLOCK:
                    out.append(SnapshotBlock(to_hex(h), prev, "device"))
                prev = to_hex(h)
            stack.extend(node.children.values())
    if cache.host is not None:
        out += [SnapshotBlock(to_hex(h), None if p is None else to_hex(p), "host") for h, p in cache.host.hashes()]
    return out

def check_invariants(cache: RadixCache, blocks_in_use_outside_tree: int) -> None:
    """Assert block accounting, tree shape, lock counts and LRU stamps are consistent."""
    pool = cache.pool
    assert pool.num_free + cache.num_cached_blocks + blocks_in_use_outside_tree == pool.num_blocks, (
        f"free {pool.num_free} + cached {cache.num_cached_blocks} + in use {blocks_in_use_outside_tree}"
        f" != total {pool.num_blocks}")
    seen: list[int] = []
    evictable = 0
    leaves: set[Node] = set()
    for salt, root in cache._roots.items():
        assert root.salt == salt and root.parent is None and not root.blocks
        assert root.children or root.lock_ref + root.hold_ref > 0, f"empty root kept for salt {salt!r}"
        stack = [root]
        while stack:
            node = stack.pop()
            child_locks = 0
            for key, child in node.children.items():
                assert child.parent is node and child.salt == salt and child.keys[0] == key
                assert child.last_access <= node.last_access, "a child used more recently than its parent"
                child_locks += child.lock_ref + child.hold_ref
                stack.append(child)
            assert node.lock_ref + node.hold_ref >= child_locks, f"{node} has fewer locks than its children"
            assert cache.window is not None or node.hold_ref == 0, "a hold without a sliding window"
            if node is root:
                continue
            assert len(node.keys) == len(node.blocks) == len(node.hashes) > 0
            prev = cache._end_hash(node.parent)  # type: ignore[arg-type]
            for key, h in zip(node.keys, node.hashes, strict=True):
                assert len(key) == cache.block_size
                assert chain_hash(prev, key) == h, "stored hash does not match the chain"
                prev = h
            present = [b for b in node.blocks if b != NO_BLOCK]
            assert len(present) == len(node.blocks) or (cache.window is not None and node.lock_ref == 0), (
                f"{node} is hollow but locked, or hollow without a sliding window")
            seen.extend(present)
            if node.lock_ref == 0:
                evictable += len(present)
            if not node.children:
                leaves.add(node)
    assert len(seen) == len(set(seen)), "a block is cached twice"
    assert set(seen) == cache._owned, "owned-block set out of sync with the tree"
    assert not any(pool.is_free(b) for b in seen), "a cached block is on the free list"
    assert evictable == cache._num_evictable, f"evictable {cache._num_evictable}, tree says {evictable}"
    assert leaves == cache._leaves, "leaf set out of sync with the tree"
    if cache.host is not None:
        cache.host.check_invariants()
