"""The radix prefix cache and block pool against a brute-force model.

The model keeps one entry per cached whole-block prefix (salt, blocks of tokens) with its block id
and last-use time, and evicts, one block at a time, the least recently used prefix that has no
cached extension and is not locked. The tree must agree with it on every match, insert and evict,
and its snapshot and its event stream must describe the same set of block hashes.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

import engine.radix_cache as radix_cache
from engine.block_pool import BlockPool, NoFreeBlocks
from engine.kv_event_log import KVEventLog
from engine.radix_cache import RadixCache
from engine.radix_node import Node, path_blocks
from protocol.block_hash import block_hashes, to_hex
from protocol.kv_events import KVEvent, SnapshotBlock

BS = 2
NUM_BLOCKS = 12
SALTS = ["", "t"]

Key = tuple[str, tuple[tuple[int, ...], ...]]  # (salt, whole blocks of tokens)


def replay(snapshot_blocks: Iterable[SnapshotBlock], events: Iterable[KVEvent]) -> dict[str, str | None]:
    """Block hash -> parent hash, as a reader holds them after a snapshot and then events in order.

    Checks what a reader relies on: a parent is always known before its child, and each event's
    hashes are one chain hanging from `parent`.
    """
    held: dict[str, str | None] = {}
    for b in snapshot_blocks:
        assert b.parent is None or b.parent in held, "snapshot lists a block before its parent"
        held[b.hash] = b.parent
    for ev in events:
        parents = [ev.parent, *ev.hashes[:-1]]
        if ev.type == "stored":
            assert ev.parent is None or ev.parent in held, "stored under an unknown parent"
            held.update(zip(ev.hashes, parents, strict=True))
        else:
            for h, parent in zip(ev.hashes, parents, strict=True):
                assert held.pop(h) == parent, "removed event's chain differs from what was stored"
    return held


def counter_clock() -> itertools.count[int]:
    return itertools.count(1)


class Model:
    """Brute force: a dict of cached prefixes, LRU by scanning everything."""

    def __init__(self) -> None:
        self.cached: dict[Key, list[int]] = {}  # key -> [block, last_use]
        self.locks: Counter[Key] = Counter()
        self.time = 0

    @staticmethod
    def keys(salt: str, tokens: Sequence[int]) -> list[Key]:
        blocks = [tuple(tokens[i : i + BS]) for i in range(0, len(tokens) - BS + 1, BS)]
        return [(salt, tuple(blocks[:j])) for j in range(1, len(blocks) + 1)]

    def match(self, salt: str, tokens: Sequence[int]) -> list[int]:
        self.time += 1
        out = []
        for k in self.keys(salt, tokens):
            if k not in self.cached:
                break
            self.cached[k][1] = self.time
            out.append(self.cached[k][0])
        return out

    def insert(self, salt: str, tokens: Sequence[int], blocks: Sequence[int]) -> list[int]:
        self.time += 1
        duplicates = []
        for k, b in zip(self.keys(salt, tokens), blocks, strict=True):
            if k in self.cached:
                if self.cached[k][0] != b:
                    duplicates.append(b)
                self.cached[k][1] = self.time
            else:
                self.cached[k] = [b, self.time]
        return duplicates

    def locked(self) -> set[Key]:
        out = set()
        for (salt, prefix), n in self.locks.items():
            if n:
                out.update((salt, prefix[:j]) for j in range(1, len(prefix) + 1))
        return out

    def evictable(self) -> list[Key]:
        locked = self.locked()
        has_child = {(s, p[:-1]) for s, p in self.cached}
        return [k for k in self.cached if k not in has_child and k not in locked]

    def num_evictable(self) -> int:
        return len(self.cached) - len(self.locked())

    def evict(self, n: int) -> list[int]:
        freed = []
        while len(freed) < n:
            candidates = self.evictable()
            if not candidates:
                break
            oldest = min(candidates, key=lambda k: self.cached[k][1])
            assert sum(self.cached[k][1] == self.cached[oldest][1] for k in candidates) == 1, "LRU tie"
            freed.append(self.cached.pop(oldest)[0])
        return freed

    def hashes(self) -> dict[str, str | None]:
        """Block hash -> parent hash (None for a chain's first block) of every cached block."""
        out: dict[str, str | None] = {}
        for salt, prefix in self.cached:
            chain = [to_hex(h) for h in block_hashes([t for blk in prefix for t in blk], BS, salt)]
            out[chain[-1]] = chain[-2] if len(chain) > 1 else None
        return out


tokens_st = st.lists(st.integers(0, 2), max_size=9)
salt_st = st.sampled_from(SALTS)


class RadixCacheMachine(RuleBasedStateMachine):
    """Random matches, inserts, locks, unlocks and evictions, checked step by step."""

    def __init__(self) -> None:
        super().__init__()
        self.pool = BlockPool(NUM_BLOCKS)
        self.log = KVEventLog()
        clock = counter_clock()
        self.cache = RadixCache(self.pool, BS, self.log, clock=lambda: float(next(clock)))
        self.model = Model()
        self.handles: list[tuple[Node, Key]] = []
        # Requests between match and insert: (salt, tokens, prefix node, its key, block table, own blocks).
        self.in_flight: list[tuple[str, list[int], Node, Key, list[int], list[int]]] = []
        self.snap: list[SnapshotBlock] = []
        self.snap_seq = 0

    # -- helpers that keep tree and model in step

    def _match(self, salt: str, tokens: Sequence[int]) -> radix_cache.PrefixMatch:
        m = self.cache.match(salt, tokens)
        expected = self.model.match(salt, tokens)
        assert m.blocks == expected
        assert m.hashes == block_hashes(tokens, BS, salt)[: len(expected)]
        return m

    def _lock(self, node: Node, salt: str, tokens: Sequence[int], n_blocks: int) -> Key:
        self.cache.lock(node)
        key = (salt, tuple(tuple(tokens[i : i + BS]) for i in range(0, n_blocks * BS, BS)))
        self.model.locks[key] += 1
        return key

    def _unlock(self, node: Node, key: Key) -> None:
        self.cache.unlock(node)
        self.model.locks[key] -= 1

    def _evict(self, n: int) -> int:
        evictable_before = self.cache.num_evictable_blocks
        free_before = self.pool.num_free
        expected = self.model.evict(n)
        locked_blocks = {self.model.cached[k][0] for k in self.model.locked()}
        freed = self.cache.evict(n)
        assert freed == len(expected) == min(n, evictable_before)
        assert self.pool.num_free == free_before + freed
        assert all(self.pool.is_free(b) for b in expected), "evicted the wrong (not least recent) blocks"
        assert not any(self.pool.is_free(b) for b in locked_blocks), "a locked block was evicted"
        return freed

    def _allocate(self, n: int) -> list[int] | None:
        if self.pool.num_free < n:
            self._evict(n - self.pool.num_free)
        if self.pool.num_free < n:
            with pytest.raises(NoFreeBlocks):
                self.pool.allocate(n)
            return None
        return self.pool.allocate(n)

    # -- rules

    @rule(salt=salt_st, tokens=tokens_st, keep=st.booleans())
    def match(self, salt: str, tokens: list[int], keep: bool) -> None:
        m = self._match(salt, tokens)
        if keep:
            self.handles.append((m.node, self._lock(m.node, salt, tokens, len(m.blocks))))

    @rule(salt=salt_st, tokens=tokens_st, keep=st.booleans())
    def serve_request(self, salt: str, tokens: list[int], keep: bool) -> None:
        """What the scheduler does: match and lock, allocate the rest, insert, move the lock."""
        tokens = tokens[: len(tokens) // BS * BS]
        m = self._match(salt, tokens)
        prefix_key = self._lock(m.node, salt, tokens, len(m.blocks))
        new = self._allocate(len(tokens) // BS - len(m.blocks))
        if new is not None:
            res = self.cache.insert(salt, tokens, m.blocks + new)
            assert res.duplicate_blocks == self.model.insert(salt, tokens, m.blocks + new) == []
            if keep:
                self.handles.append((res.node, self._lock(res.node, salt, tokens, len(tokens) // BS)))
        self._unlock(m.node, prefix_key)

    @rule(salt=salt_st, tokens=tokens_st)
    def start_request(self, salt: str, tokens: list[int]) -> None:
        """Match, lock and allocate now; insert later, after other requests may have cached the same."""
        tokens = tokens[: len(tokens) // BS * BS]
        m = self._match(salt, tokens)
        key = self._lock(m.node, salt, tokens, len(m.blocks))
        new = self._allocate(len(tokens) // BS - len(m.blocks))
        if new is None:
            self._unlock(m.node, key)
            return
        self.in_flight.append((salt, tokens, m.node, key, m.blocks + new, new))

    @precondition(lambda self: self.in_flight)
    @rule(data=st.data())
    def finish_request(self, data: st.DataObject) -> None:
        i = data.draw(st.integers(0, len(self.in_flight) - 1))
        salt, tokens, node, key, table, own = self.in_flight.pop(i)
        res = self.cache.insert(salt, tokens, table)
        assert res.duplicate_blocks == self.model.insert(salt, tokens, table)
        assert set(res.duplicate_blocks) <= set(own)
        self.pool.free(res.duplicate_blocks)
        self._unlock(node, key)

    @rule(salt=salt_st, tokens=tokens_st)
    def insert_fresh_blocks(self, salt: str, tokens: list[int]) -> None:
        """A request that computed everything itself: positions the tree has come back as duplicates."""
        tokens = tokens[: len(tokens) // BS * BS]
        blocks = self._allocate(len(tokens) // BS)
        if blocks is None:
            return
        res = self.cache.insert(salt, tokens, blocks)
        assert res.duplicate_blocks == self.model.insert(salt, tokens, blocks)
        self.pool.free(res.duplicate_blocks)

    @precondition(lambda self: self.handles)
    @rule(data=st.data())
    def unlock(self, data: st.DataObject) -> None:
        i = data.draw(st.integers(0, len(self.handles) - 1))
        self._unlock(*self.handles.pop(i))

    @rule(n=st.integers(0, NUM_BLOCKS + 2))
    def evict(self, n: int) -> None:
        self._evict(n)

    @rule()
    def take_snapshot(self) -> None:
        self.snap, self.snap_seq = self.cache.snapshot(), self.log.last_seq

    # -- invariants

    @invariant()
    def consistent(self) -> None:
        outside = sum(len(own) for *_, own in self.in_flight)
        self.cache.check_invariants(outside)
        assert self.pool.num_free == NUM_BLOCKS - len(self.model.cached) - outside
        assert self.cache.num_cached_blocks == len(self.model.cached)
        assert self.cache.num_evictable_blocks == self.model.num_evictable()
        assert not any(self.pool.is_free(b) for b, _ in self.model.cached.values())
        expected = self.model.hashes()
        snapshot = self.cache.snapshot()
        assert len(snapshot) == len(expected)
        assert all(b.medium == "device" for b in snapshot)
        assert replay(snapshot, []) == expected
        assert replay([], self.log.since(0) or []) == expected
        assert replay(self.snap, self.log.since(self.snap_seq) or []) == expected

    def teardown(self) -> None:
        for _, _, node, key, _, own in self.in_flight:
            self.pool.free(own)
            self._unlock(node, key)
        self.in_flight.clear()
        for node, key in self.handles:
            self._unlock(node, key)
        self.handles.clear()
        self._evict(NUM_BLOCKS)
        self.cache.check_invariants(0)
        assert self.pool.num_free == NUM_BLOCKS and self.cache.num_cached_blocks == 0


RadixCacheMachine.TestCase.settings = settings(
    max_examples=200, stateful_step_count=50, deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestRadixCacheMachine = RadixCacheMachine.TestCase


# ------------------------------------------------------------------------------------ unit tests


def make(num_blocks: int = 16, bs: int = 2) -> tuple[BlockPool, KVEventLog, RadixCache]:
    pool, log = BlockPool(num_blocks), KVEventLog()
    clock = counter_clock()
    return pool, log, RadixCache(pool, bs, log, clock=lambda: float(next(clock)))


def test_hashes_follow_the_published_chain() -> None:
    pool, log, cache = make(bs=16)
    tokens = list(range(1, 34))
    cache.insert("", tokens[:32], pool.allocate(2))
    m = cache.match("", tokens)
    assert [to_hex(h) for h in m.hashes] == ["9c9a1f9487c42a96a200c7188b043dc8",
                                             "e46f94cb4dd6567e9767d3a749e570a0"]
    (ev,) = log.since(0) or []
    assert ev.type == "stored" and ev.parent is None and list(ev.hashes) == [to_hex(h) for h in m.hashes]


def test_salts_are_isolated() -> None:
    pool, log, cache = make()
    tokens = [1, 2, 3, 4]
    cache.insert("", tokens, pool.allocate(2))
    assert cache.match("tenant-a", tokens).blocks == []
    res = cache.insert("tenant-a", tokens, b := pool.allocate(2))
    assert res.duplicate_blocks == []
    assert cache.match("tenant-a", tokens).blocks == b
    assert cache.match("", tokens).blocks != b
    assert cache.match("tenant-a", tokens).hashes == block_hashes(tokens, 2, "tenant-a")
    assert len({s.hash for s in cache.snapshot()}) == 4
    cache.check_invariants(0)


def test_hash_collision_cannot_match_other_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(radix_cache, "chain_hash", lambda parent, block: b"\x00" * 16)
    pool, _, cache = make()
    cache.insert("", [1, 2, 3, 4], pool.allocate(2))
    assert cache.match("", [1, 2, 9, 9]).blocks == cache.match("", [1, 2]).blocks
    assert len(cache.match("", [1, 2, 9, 9]).blocks) == 1
    assert cache.match("", [5, 6, 3, 4]).blocks == []
    res = cache.insert("", [5, 6], b := pool.allocate(1))  # same (colliding) hash, other tokens: adopted
    assert res.duplicate_blocks == [] and cache.match("", [5, 6]).blocks == b


def test_evict_frees_exactly_what_it_says_lru_first() -> None:
    pool, log, cache = make(num_blocks=16)
    a, b, c = pool.allocate(4), pool.allocate(4), pool.allocate(4)
    cache.insert("", [1] * 8, a)
    cache.insert("", [2] * 8, b)
    cache.insert("", [3] * 8, c)
    cache.match("", [1] * 8)  # now b is the least recently used, then c, then a
    assert cache.evict(6) == 6
    assert pool.num_free == 4 + 6
    assert cache.match("", [2] * 8).blocks == []
    assert cache.match("", [3] * 8).blocks == c[:2]  # trimmed from its tail
    assert cache.match("", [1] * 8).blocks == a
    removed = [e for e in log.since(0) or [] if e.type == "removed"]
    assert sum(len(e.hashes) for e in removed) == 6
    assert removed[-1].parent == to_hex(block_hashes([3] * 4, 2)[-1])
    cache.check_invariants(0)


def test_locked_path_survives_and_evict_stops_at_what_is_evictable() -> None:
    pool, _, cache = make(num_blocks=8)
    cache.insert("", [1, 1, 2, 2, 3, 3], pool.allocate(3))
    cache.insert("", [1, 1, 5, 5], cache.match("", [1, 1, 5, 5]).blocks + pool.allocate(1))
    node = cache.match("", [1, 1, 2, 2]).node
    cache.lock(node)
    assert cache.num_evictable_blocks == 2  # [3,3] and [5,5]
    assert cache.evict(100) == 2
    assert cache.match("", [1, 1, 2, 2, 3, 3]).blocks == cache.match("", [1, 1, 2, 2]).blocks
    cache.unlock(node)
    assert cache.num_evictable_blocks == 2
    assert cache.evict(100) == 2
    assert cache.num_cached_blocks == 0
    with pytest.raises(AssertionError):
        cache.unlock(node)
    with pytest.raises(AssertionError):  # evicted before anyone locked it
        cache.lock(node)
    assert cache.check_invariants(0) is None and pool.num_free == 8


def test_insert_reports_duplicates_and_reuses_own_blocks() -> None:
    pool, log, cache = make()
    first = pool.allocate(2)
    cache.insert("", [1, 2, 3, 4], first)
    mine = pool.allocate(3)
    res = cache.insert("", [1, 2, 3, 4, 5, 6], [first[0], mine[1], mine[2]])
    assert res.duplicate_blocks == [mine[1]]
    assert cache.match("", [1, 2, 3, 4, 5, 6]).blocks == [*first, mine[2]]
    stored = [e for e in log.since(0) or [] if e.type == "stored"]
    assert stored[-1].parent == to_hex(block_hashes([1, 2, 3, 4], 2)[-1])
    assert len(stored[-1].hashes) == 1
    pool.free([mine[0], mine[1]])
    cache.check_invariants(0)
    with pytest.raises(ValueError):
        cache.insert("", [1, 2, 3], [first[0]])


def test_split_keeps_locks_on_the_lower_part() -> None:
    pool, _, cache = make()
    res = cache.insert("", [1, 1, 2, 2, 3, 3], pool.allocate(3))
    cache.lock(res.node)
    mid = cache.match("", [1, 1, 2, 2, 9, 9]).node  # splits the locked node
    assert mid.blocks == cache.match("", [1, 1, 2, 2]).blocks
    assert cache.num_evictable_blocks == 0
    cache.check_invariants(0)
    cache.unlock(res.node)
    assert cache.num_evictable_blocks == 3
    cache.check_invariants(0)


def test_sliding_window_hollows_released_blocks_and_a_later_insert_refills_them() -> None:
    """Window 4, blocks of 2: a request at 16 tokens reads blocks 6 and 7 only; the six before are
    held, and eviction may take their KV (hollow) while the path stays matchable."""
    pool, log, cache = make(num_blocks=16, bs=2)
    cache.window = 4
    tokens = list(range(1, 17))
    blocks = pool.allocate(8)
    node = cache.insert("", tokens, blocks).node
    keep = cache.keep_from(16)
    assert keep == 6
    cache.lock(node, keep)
    assert cache.num_evictable_blocks == 6
    assert cache.evict(3) == 3  # the held head goes first: it is the path's shallowest part
    assert path_blocks(node) == [-1, -1, -1, *blocks[3:]]
    removed = [h for e in log.since(0) or [] if e.type == "removed" for h in e.hashes]
    assert removed == [to_hex(h) for h in block_hashes(tokens, 2)[:3]]
    assert {b.hash for b in cache.snapshot()} == {to_hex(h) for h in block_hashes(tokens, 2)[3:]}
    cache.check_invariants(0)
    # A match is usable as far as its last window is whole: 8 blocks (window in blocks 6-7) and 6
    # blocks (4-5) are; 3 blocks (window in blocks 1-2) is not, nor any shorter prefix.
    assert cache.match("", tokens).blocks == [-1, -1, -1, *blocks[3:]]
    assert len(cache.match("", tokens[:12]).blocks) == 6
    assert cache.match("", tokens[:6]).blocks == []
    with pytest.raises(AssertionError):  # nothing may lock a hollow block inside its window
        cache.lock(node, 0)
    fresh = pool.allocate(3)  # another request computed the first three blocks again
    res = cache.insert("", tokens[:6], fresh)
    assert res.duplicate_blocks == [] and cache.match("", tokens[:6]).blocks == fresh
    stored = [e for e in log.since(0) or [] if e.type == "stored"][1:]
    assert [h for e in stored for h in e.hashes] == [to_hex(h) for h in block_hashes(tokens, 2)[:3]]
    cache.check_invariants(0)
    cache.unlock(node, keep)
    assert cache.evict(100) == 8 and cache.num_cached_blocks == 0 and pool.num_free == 16
    cache.check_invariants(0)


def test_block_pool() -> None:
    pool = BlockPool(4)
    a = pool.allocate(3)
    assert sorted(a) == [0, 1, 2] and pool.num_free == 1
    with pytest.raises(NoFreeBlocks):
        pool.allocate(2)
    assert pool.num_free == 1
    pool.free(a[:1])
    with pytest.raises(AssertionError):
        pool.free(a[:1])
    with pytest.raises(AssertionError):
        pool.free([7])
    assert sorted(pool.allocate(2) + a[1:]) == [0, 1, 2, 3]
    assert pool.allocate(0) == []
