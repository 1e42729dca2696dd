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

Sliding windows (`window`: a model whose every layer attends to its last W positions only): a
request never reads again the blocks wholly before its window, so it locks only the nodes from its
window's first block on and merely *holds* the ones before (`lock(node, keep_from)`): a held node
stays in the tree, its blocks may go. Eviction may then empty such an interior node's blocks from
its head (a *hollow* block, NO_BLOCK, keeps its tokens and hash but no KV), as vLLM frees the
blocks outside a sliding window while keeping the prefix cache. A match is usable up to the longest
prefix whose last window is wholly present; a later insert of the same tokens refills a hollow
block. Without a window nothing is ever hollow and holds are never taken.

The node and result types live in engine/radix_node.py, the snapshot and integrity check in
engine/radix_audit.py.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable, Sequence

from engine import radix_audit, radix_node
from engine.block_pool import NO_BLOCK, BlockPool
from engine.host_cache import HostCache
from engine.kv_event_log import KVEventLog
from engine.radix_node import BlockKey, BlockMover, InsertResult, Node, PrefixMatch, path
from protocol.block_hash import chain_hash, root_hash
from protocol.kv_events import SnapshotBlock


class RadixCache:
    """Prefix cache over the blocks of a BlockPool, reporting changes to an optional KVEventLog,
    with an optional host tier for what it evicts."""

    def __init__(self, pool: BlockPool, block_size: int, event_log: KVEventLog | None = None,
                 clock: Callable[[], float] = time.monotonic, host: HostCache | None = None,
                 mover: BlockMover | None = None, window: int | None = None) -> None:
        if block_size <= 0:
            raise ValueError(f"block_size must be positive, got {block_size}")
        if window is not None and window < 1:
            raise ValueError(f"a sliding window must be at least one token, got {window}")
        if (host is None) != (mover is None):
            raise ValueError("a host tier needs a mover to copy blocks, and the other way round")
        self.pool = pool
        self.block_size = block_size
        self.event_log = event_log
        self.host = host
        self.mover = mover
        self.window = window
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

    def keep_from(self, num_tokens: int) -> int:
        """How many leading blocks a request with `num_tokens` computed never reads again: those
        wholly before the window of its next position (0 without a sliding window)."""
        if self.window is None:
            return 0
        return max(0, num_tokens - self.window + 1) // self.block_size

    # ----------------------------------------------------------------------------------- lookups

    def match(self, salt: str, token_ids: Sequence[int]) -> PrefixMatch:
        """The longest cached prefix of `token_ids` in whole blocks; stamps its path as used."""
        keys = self._keys(token_ids)
        root = self._roots.get(salt)
        if root is None:  # nothing cached for this salt: a detached root, so lookups leave no trace
            return PrefixMatch([], [], Node(salt, None, [], [], [], self._clock(), next(self._ids)))
        node, matched, _ = self._walk(root, keys, self._clock())
        blocks, hashes = radix_node.path_blocks(node), radix_node.path_hashes(node)
        assert len(blocks) == matched
        usable = self._usable(blocks)
        if usable < matched:
            node = self._boundary(node, matched, usable)
        return PrefixMatch(blocks[:usable], hashes[:usable], node)

    def _usable(self, blocks: list[int]) -> int:
        """The longest prefix of `blocks` a request can continue from: every block its next
        position's window reads is present."""
        if self.window is None:
            return len(blocks)
        for m in range(len(blocks), 0, -1):
            if NO_BLOCK not in blocks[self.keep_from(m * self.block_size) : m]:
                return m
        return 0

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
        keep = self.keep_from(len(match.blocks) * self.block_size)
        self.lock(match.node, keep)  # the matched path stays while room is made
        self.evict(max(0, len(found) - self.pool.num_free))
        self.unlock(match.node, keep)
        n = min(len(found), self.pool.num_free)
        device_blocks = self.pool.allocate(n)
        self.mover.to_device(host_blocks[:n], device_blocks)
        self.host.pool.free(host_blocks)  # those that found no device block are dropped
        self.host.restored += n
        self.host.dropped += len(found) - n
        if n == 0:
            return match
        upto = (len(match.blocks) + n) * self.block_size
        # The blocks before the window were not locked: the eviction above may have taken them.
        known = [NO_BLOCK] * keep + match.blocks[keep:]
        result = self.insert(salt, token_ids[:upto], [*known, *device_blocks])
        self.pool.free(result.duplicate_blocks)  # present already (a window's match stops before it)
        return self.match(salt, token_ids)

    def insert(self, salt: str, token_ids: Sequence[int], blocks: Sequence[int]) -> InsertResult:
        """Cache `blocks` as holding `token_ids` (whole blocks), adopting those the tree lacks.

        Where the tree already holds a position in another block, the caller's block is returned
        as a duplicate: the caller keeps using it and frees it itself. A hollow position takes the
        caller's block; a caller's NO_BLOCK leaves the tree's position as it is.
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
                for j, (b, t) in enumerate(zip(blocks[i : i + k], child.blocks, strict=True)):
                    if t == NO_BLOCK and b != NO_BLOCK:
                        self._refill(child, j, b)
                    elif b not in (t, NO_BLOCK):
                        duplicates.append(b)
            node, i = child, i + k
        return node, i, duplicates

    def _refill(self, node: Node, j: int, block: int) -> None:
        """Adopt `block` as the KV of `node`'s hollow block j, announced as `stored` again."""
        assert block not in self._owned and not self.pool.is_free(block), f"block {block} cannot be adopted"
        node.blocks[j] = block
        self._owned.add(block)
        if node.lock_ref == 0:
            self._num_evictable += 1
        if self.event_log is not None:
            prev = node.hashes[j - 1] if j else (None if node.parent is None or node.parent.parent is None
                                                 else node.parent.hashes[-1])
            self.event_log.append("stored", [node.hashes[j]], prev, tokens=[node.keys[j]], salt=node.salt)

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
        upper.lock_ref, upper.hold_ref = node.lock_ref, node.hold_ref
        upper.children[node.keys[k]] = node
        parent.children[node.keys[0]] = upper
        node.keys, node.blocks, node.hashes = node.keys[k:], node.blocks[k:], node.hashes[k:]
        node.parent = upper
        return upper

    def lock(self, node: Node, keep_from: int = 0) -> None:
        """Keep `node` and its ancestors from eviction until a matching `unlock(node, keep_from)`;
        the path's first `keep_from` blocks (outside a sliding window) are only held in the tree."""
        assert not node.dropped, f"{node} was evicted before it was locked; lock right after match/insert"
        if keep_from:
            self._boundary(node, self._depth(node), keep_from)
        path = self._starts(node)
        for n, start in path:
            assert start < keep_from or NO_BLOCK not in n.blocks, f"{n} is hollow inside the window it is locked for"
        for n, start in path:
            if start < keep_from:
                n.hold_ref += 1
                continue
            if n.lock_ref == 0:
                self._num_evictable -= len(n.blocks)
            n.lock_ref += 1

    def unlock(self, node: Node, keep_from: int = 0) -> None:
        """Undo one `lock(node, keep_from)`."""
        for n, start in self._starts(node):
            if start < keep_from:
                assert n.hold_ref > 0, f"unhold without hold on {n}"
                n.hold_ref -= 1
            else:
                assert n.lock_ref > 0, f"unlock without lock on {n}"
                n.lock_ref -= 1
                if n.lock_ref == 0:
                    self._num_evictable += n.num_present
            if n.parent is None:
                self._drop_root_if_empty(n)

    def _starts(self, node: Node) -> list[tuple[Node, int]]:
        """`node` and its ancestors up to the root, deepest first, each with its first block's index."""
        out = []
        start = self._depth(node)
        n: Node | None = node
        while n is not None:
            start -= len(n.blocks)
            out.append((n, start))
            n = n.parent
        return out

    @staticmethod
    def _depth(node: Node) -> int:
        return sum(len(n.blocks) for n in path(node))

    def _boundary(self, node: Node, depth: int, at: int) -> Node:
        """Split the path to `node` (`depth` blocks long) so a node ends after block `at`; that node."""
        assert 0 <= at <= depth
        for n, start in self._starts(node):
            if start < at < start + len(n.blocks):
                return self._split(n, at - start)
            if start + len(n.blocks) == at:
                return n
        raise AssertionError("unreachable: the root ends at block 0")

    def evict(self, num_blocks: int) -> int:
        """Free up to `num_blocks` unlocked blocks, least recently used first: leaf tails, and under
        a sliding window also the heads of held or inner nodes (hollowing them).

        Returns how many were freed: `min(num_blocks, num_evictable_blocks)`.
        """
        heap = [(n.last_access, n.id, n) for n in self._evictable_nodes()]
        heapq.heapify(heap)
        freed = 0
        while freed < num_blocks and heap:
            _, _, node = heapq.heappop(heap)
            if node.dropped:  # pushed again as a leaf after its children went, and trimmed away since
                continue
            if node.children or node.hold_ref:
                freed += self._hollow(node, num_blocks - freed)
                continue
            parent = node.parent
            assert parent is not None
            freed += self._trim(node, num_blocks - freed)
            if node.blocks:
                continue
            if parent.parent is None:
                self._drop_root_if_empty(parent)
            elif not parent.children and parent.lock_ref == parent.hold_ref == 0:
                heapq.heappush(heap, (parent.last_access, parent.id, parent))
        return freed

    def _evictable_nodes(self) -> list[Node]:
        """Unlocked leaves no request holds; with a window also unlocked nodes with present blocks."""
        out = [n for n in self._leaves if n.lock_ref == n.hold_ref == 0]
        if self.window is not None:
            stack = [c for root in self._roots.values() for c in root.children.values()]
            while stack:
                n = stack.pop()
                stack.extend(n.children.values())
                if n.lock_ref == 0 and (n.children or n.hold_ref) and n.num_present:
                    out.append(n)
        return out

    def _hollow(self, node: Node, n: int) -> int:
        """Free up to n of an unlocked node's present blocks, from its head; the node stays."""
        assert self.window is not None and node.lock_ref == 0 and node.parent is not None
        freed = 0
        for j, block in enumerate(node.blocks):
            if freed == n:
                break
            if block == NO_BLOCK:
                continue
            node.blocks[j] = NO_BLOCK
            self._owned.discard(block)
            self._num_evictable -= 1
            prev = node.hashes[j - 1] if j else (None if node.parent.parent is None else node.parent.hashes[-1])
            if self.event_log is not None:
                self.event_log.append("removed", [node.hashes[j]], prev)
            self._offload(node.salt, [block], [node.hashes[j]], [node.keys[j]], prev)
            self.pool.free([block])
            freed += 1
        return freed

    def _trim(self, leaf: Node, n: int) -> int:
        """Free the last n present blocks of a leaf no request locks or holds (all it has when
        fewer; hollow ones go with them); unlink it once it is empty."""
        keep, k = len(leaf.blocks), 0
        while keep and k < n:
            keep -= 1
            k += leaf.blocks[keep] != NO_BLOCK
        if all(b == NO_BLOCK for b in leaf.blocks[:keep]):
            keep = 0  # nothing but hollow blocks would be left: the leaf goes
        present = [i for i in range(keep, len(leaf.blocks)) if leaf.blocks[i] != NO_BLOCK]
        freed_blocks = [leaf.blocks[i] for i in present]
        freed_hashes = [leaf.hashes[i] for i in present]
        freed_keys = [leaf.keys[i] for i in present]
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
        del leaf.keys[keep:], leaf.blocks[keep:], leaf.hashes[keep:]
        self._owned.difference_update(freed_blocks)
        self._num_evictable -= len(freed_blocks)
        if self.event_log is not None and freed_hashes:
            self.event_log.append("removed", freed_hashes, prev)
        self._offload(leaf.salt, freed_blocks, freed_hashes, freed_keys, prev)
        self.pool.free(freed_blocks)
        return len(freed_blocks)

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
        if not root.children and root.lock_ref == root.hold_ref == 0 and self._roots.get(root.salt) is root:
            del self._roots[root.salt]

    # ----------------------------------------------------------------------------------- reports

    def snapshot(self) -> list[SnapshotBlock]:
        """Every cached block with its parent's hash, parents before children (engine/radix_audit.py)."""
        return radix_audit.snapshot(self)

    def check_invariants(self, blocks_in_use_outside_tree: int) -> None:
        """Assert block accounting, tree shape, lock counts and LRU stamps are consistent."""
        radix_audit.check_invariants(self, blocks_in_use_outside_tree)

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
