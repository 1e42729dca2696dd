"""ChainMapper against brute force: a simulated engine cache (a tree of token blocks, per salt, with
its own opaque block ids and block size) stores and evicts blocks; what the mapper announces must
be exactly the pool blocks (at the pool's block size) whose every token the engine holds."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from protocol.block_hash import block_hashes
from protocol.zmq_kv_events import BlockStored
from proxy.chain_mapper import ChainMapper


class FakeEngine:
    """An engine prefix cache with block size `ebs`; block ids are random 64-bit ints."""

    def __init__(self, ebs: int, rng: random.Random) -> None:
        self.ebs = ebs
        self.rng = rng
        self.ids: dict[tuple[str, tuple[int, ...]], int] = {}  # (salt, prefix tokens) -> id
        self.held: dict[int, tuple[str, tuple[int, ...]]] = {}  # id -> (salt, prefix through this block)
        self.children: dict[int, int] = {}  # id -> number of held children

    def _id(self, salt: str, prefix: tuple[int, ...]) -> int:
        key = (salt, prefix)
        if key not in self.ids:
            self.ids[key] = self.rng.getrandbits(64) - 2**63  # signed, as SGLang's
        return self.ids[key]

    def store(self, salt: str, tokens: list[int]) -> BlockStored | None:
        """Cache a prompt's full blocks; the event for the ones that were not cached yet."""
        ebs, n = self.ebs, len(tokens) // self.ebs
        parent: int | None = None
        new: list[int] = []
        for i in range(n):
            prefix = tuple(tokens[:(i + 1) * ebs])
            bid = self._id(salt, prefix)
            if bid in self.held:
                if new:
                    break  # never happens: a held block's ancestors are held
                parent = bid
                continue
            new.append(bid)
            self.held[bid] = (salt, prefix)
            if i > 0:
                pid = self._id(salt, prefix[:-ebs])
                self.children[pid] = self.children.get(pid, 0) + 1
        if not new:
            return None
        first = len(self.held[new[0]][1]) - ebs
        toks = self.held[new[-1]][1][first:]
        return BlockStored(tuple(new), parent, tuple(toks), ebs, "GPU", None, salt if parent is None else "")

    def evict_leaf(self) -> int | None:
        leaves = [b for b in self.held if not self.children.get(b)]
        if not leaves:
            return None
        bid = self.rng.choice(leaves)
        salt, prefix = self.held.pop(bid)
        if len(prefix) > self.ebs:
            pid = self._id(salt, prefix[:-self.ebs])
            self.children[pid] -= 1
        return bid

    def pool_blocks(self, pbs: int) -> set[bytes]:
        """Brute force: every pool block all of whose tokens sit in held engine blocks."""
        out: set[bytes] = set()
        for salt, prefix in self.held.values():
            hs = block_hashes(list(prefix), pbs, salt)
            out.update(hs)  # a held prefix holds every pool block inside it
        return out


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([1, 2, 3, 4, 16, 32]), st.sampled_from([4, 16]), st.integers(0, 2**32))
def test_mapped_blocks_equal_brute_force(ebs: int, pbs: int, seed: int) -> None:
    rng = random.Random(seed)
    engine = FakeEngine(ebs, rng)
    mapper = ChainMapper(pbs)
    held: set[bytes] = set()
    heads = [[rng.randrange(100) for _ in range(rng.randrange(0, 48))] for _ in range(3)]
    for _ in range(40):
        if rng.random() < 0.3:
            bid = engine.evict_leaf()
            if bid is not None:
                held -= set(mapper.removed((bid,)))
        else:
            salt = rng.choice(["", "", "tenant-a"])
            tokens = rng.choice(heads) + [rng.randrange(100) for _ in range(rng.randrange(0, 60))]
            event = engine.store(salt, tokens)
            if event is not None:
                _, new = mapper.stored(event)
                assert not (set(new) & held)
                held |= set(new)
        assert held == engine.pool_blocks(pbs)
    assert mapper.orphans == 0


def test_blocks_whose_parent_is_unknown_are_orphans() -> None:
    mapper = ChainMapper(16)
    after, new = mapper.stored(BlockStored((2,), 1, tuple(range(16)), 16))
    assert (after, new) == (None, []) and mapper.orphans == 1
    _, new = mapper.stored(BlockStored((3,), 2, tuple(range(16)), 16))
    assert new == [] and mapper.orphans == 2  # nor can its children be placed
    assert mapper.removed((2, 3)) == []


def test_duplicates_are_announced_once_and_removed_with_their_last_copy() -> None:
    mapper = ChainMapper(16)
    event = BlockStored((7,), None, tuple(range(16)), 16)
    _, first = mapper.stored(event)
    assert len(first) == 1 and mapper.stored(event) == (None, [])
    assert mapper.removed((7,)) == []
    assert mapper.removed((7,)) == first


@pytest.mark.parametrize("ebs, pbs", [(16, 16), (32, 16), (1, 16), (4, 16)])
def test_salts_keep_chains_apart(ebs: int, pbs: int) -> None:
    mapper = ChainMapper(pbs)
    toks = tuple(range(32))
    n = 32 // ebs
    _, a = mapper.stored(BlockStored(tuple(range(1, n + 1)), None, toks, ebs, cache_salt="alice"))
    _, b = mapper.stored(BlockStored(tuple(range(101, 101 + n)), None, toks, ebs, cache_salt="bob"))
    assert a == block_hashes(list(toks), pbs, "alice") and b == block_hashes(list(toks), pbs, "bob")
    assert not set(a) & set(b)
