"""PrefixIndex against a brute-force model under random event sequences, plus targeted cases."""

from __future__ import annotations

import random

import pytest

from protocol.kv_events import KVEvent, SnapshotBlock
from proxy.prefix_index import PrefixIndex

REPLICAS = ("a", "b", "c")
TTL = 10.0
STALE = 20.0


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class ModelReplica:
    def __init__(self, capacity: int) -> None:
        self.mode = "approx"
        self.instance: str | None = None
        self.exact: dict[str, set[str]] = {}
        self.pending: dict[str, float] = {}
        self.approx: list[str] = []  # LRU order, most recent last
        self.capacity = capacity
        self.last_alive: float | None = None


class Model:
    """The index's contract written the slow, obvious way: per-replica sets and lists, scans."""

    def __init__(self, clock: Clock, capacity: int) -> None:
        self.clock = clock
        self.capacity = capacity
        self.reps: dict[str, ModelReplica] = {}

    def rep(self, r: str) -> ModelReplica:
        if r not in self.reps:
            self.reps[r] = ModelReplica(self.capacity)
        return self.reps[r]

    def held(self, r: str, h: str) -> bool:
        m = self.reps.get(r)
        if m is None:
            return False
        live_pending = h in m.pending and m.pending[h] > self.clock()
        return bool(m.exact.get(h)) or live_pending or h in m.approx

    def trim(self, m: ModelReplica) -> None:
        while len(m.approx) > m.capacity:
            m.approx.pop(0)

    def touch(self, m: ModelReplica, h: str) -> None:
        if h in m.approx:
            m.approx.remove(h)
        m.approx.append(h)

    def stale(self, m: ModelReplica) -> bool:
        return m.mode == "exact" and m.last_alive is not None and self.clock() - m.last_alive > STALE

    def alive(self, m: ModelReplica) -> None:
        if self.stale(m):
            m.approx = []
        m.last_alive = self.clock()

    def mode(self, r: str) -> str:
        m = self.rep(r)
        return "approx" if m.mode == "approx" or self.stale(m) else "exact"

    def set_mode(self, r: str, mode: str) -> None:
        m = self.rep(r)
        if m.mode == mode:
            if mode == "exact":
                self.alive(m)
            return
        m.mode = mode
        if mode == "approx":
            seeded = list(m.exact)[-m.capacity:]
            m.exact = {}
            for h in reversed(seeded):
                self.touch(m, h)
            self.trim(m)
        else:
            m.approx = []
            m.last_alive = self.clock()

    def snapshot(self, r: str, instance: str, blocks: list[tuple[str, str]]) -> None:
        m = self.rep(r)
        if m.instance is not None and m.instance != instance:
            cap = m.capacity
            m = self.reps[r] = ModelReplica(cap)
        m.instance = instance
        self.set_mode(r, "exact")
        m.exact = {}
        for h, medium in blocks:
            m.exact.setdefault(h, set()).add(medium)
            m.pending.pop(h, None)

    def event(self, r: str, ev: KVEvent) -> None:
        m = self.rep(r)
        for h in ev.hashes:
            m.pending.pop(h, None)
            if ev.type == "stored":
                m.exact.setdefault(h, set()).add(ev.medium)
            elif h in m.exact:
                m.exact[h].discard(ev.medium)
                if not m.exact[h]:
                    del m.exact[h]
        self.alive(m)

    def add_pending(self, r: str, hs: list[str]) -> None:
        m = self.rep(r)
        for h in hs:
            if h not in m.exact:
                m.pending[h] = self.clock() + TTL

    def record_routed(self, r: str, hs: list[str]) -> None:
        m = self.rep(r)
        for h in reversed(hs):
            self.touch(m, h)
        self.trim(m)

    def match(self, hs: list[str], replicas: tuple[str, ...]) -> dict[str, int]:
        out = {}
        for r in replicas:
            n = 0
            for h in hs:
                if not self.held(r, h):
                    break
                n += 1
            out[r] = n
        return out

    def num_blocks(self, r: str) -> int:
        m = self.reps.get(r)
        if m is None:
            return 0
        alive = {h for h, t in m.pending.items() if t > self.clock()}
        return len({h for h, media in m.exact.items() if media} | alive | set(m.approx))


def random_tree(rng: random.Random, n: int) -> list[list[str]]:
    """Chained prefixes: path[i] is the hash list from a root down to node i."""
    paths: list[list[str]] = []
    for i in range(n):
        parent = rng.randrange(-1, i) if i else -1
        base = paths[parent] if parent >= 0 else []
        paths.append(base + [f"h{i:02d}"])
    return paths


def run_sequence(seed: int, steps: int = 80) -> None:
    rng = random.Random(seed)
    clock = Clock()
    capacity = rng.choice([3, 6, 50])
    index = PrefixIndex(clock, pending_ttl_s=TTL, approx_capacity_blocks=capacity, stale_after_s=STALE)
    model = Model(clock, capacity)
    paths = random_tree(rng, 24)
    seq = 0
    for step in range(steps):
        r = rng.choice(REPLICAS)
        path = rng.choice(paths)
        op = rng.random()
        if op < 0.12:
            inst = rng.choice(["i0", "i1"])
            blocks = [(h, rng.choice(["device", "host"])) for h in sorted({h for _ in range(3) for h in rng.choice(paths)})]
            if rng.random() < 0.5:
                index.apply_snapshot(r, inst, [SnapshotBlock(h, None, m) for h, m in blocks])
            else:
                blocks = [(h, "device") for h, _ in blocks]
                index.apply_snapshot(r, inst, [h for h, _ in blocks])
            model.snapshot(r, inst, blocks)
        elif op < 0.40:
            seq += 1
            start = rng.randrange(len(path))
            hs = tuple(path[start:rng.randrange(start, len(path)) + 1])
            ev = KVEvent(seq, rng.choice(["stored", "stored", "removed"]), hs,
                         medium=rng.choice(["device", "host"]))
            index.apply_event(r, ev)
            model.event(r, ev)
        elif op < 0.55:
            index.add_pending(r, path)
            model.add_pending(r, path)
        elif op < 0.70:
            index.record_routed(r, path)
            model.record_routed(r, path)
        elif op < 0.78:
            mode = rng.choice(["exact", "approx"])
            index.set_mode(r, mode)
            model.set_mode(r, mode)
        elif op < 0.90:
            clock.t += rng.choice([0.5, 3.0, 9.0, 12.0, 25.0])
        elif op < 0.94:
            index.note_alive(r)
            model.alive(model.rep(r))
        elif op < 0.97:
            cap = rng.choice([2, 5, 40])
            index.set_capacity(r, cap)
            model.rep(r).capacity = cap
            model.trim(model.rep(r))
        else:
            index.drop_replica(r)
            model.reps.pop(r, None)
        for probe in rng.sample(paths, 4):
            want = model.match(probe, REPLICAS)
            got = index.match(probe, REPLICAS)
            assert got == want, f"seed {seed} step {step}: match({probe}) {got} != {want}"
        for name in REPLICAS:
            assert index.num_blocks(name) == model.num_blocks(name), f"seed {seed} step {step}: num_blocks({name})"
            if name in model.reps:
                assert index.mode(name) == model.mode(name)
        union = {h for name in REPLICAS for p in paths for h in p if model.held(name, h)}
        assert index.size() == len(union), f"seed {seed} step {step}: index keeps blocks nobody holds"
        h = rng.choice(rng.choice(paths))
        assert index.holders(h) == {name for name in REPLICAS if model.held(name, h)}
        for m in model.reps.values():
            assert len(m.approx) <= m.capacity


@pytest.mark.parametrize("seed", range(60))
def test_matches_brute_force_model(seed: int) -> None:
    run_sequence(seed)


def test_pending_expires_and_stored_clears_it() -> None:
    clock = Clock()
    index = PrefixIndex(clock, pending_ttl_s=5.0)
    index.set_mode("a", "exact")
    index.add_pending("a", ["x", "y", "z"])
    assert index.match(["x", "y", "z", "w"], ["a", "b"]) == {"a": 3, "b": 0}
    index.apply_event("a", KVEvent(1, "stored", ("x",)))
    clock.t += 5.0
    assert index.match(["x", "y", "z"], ["a"]) == {"a": 1}  # x stored for real, y and z expired
    assert index.num_blocks("a") == 1


def test_restart_drops_old_instance() -> None:
    clock = Clock()
    index = PrefixIndex(clock)
    index.apply_snapshot("a", "boot-1", ["x", "y"])
    index.add_pending("a", ["x", "y", "z"])
    assert index.match(["x", "y", "z"], ["a"]) == {"a": 3}
    index.apply_snapshot("a", "boot-1", ["x"])  # resync, same instance: pending survives
    assert index.match(["x", "y", "z"], ["a"]) == {"a": 1}
    index.add_pending("a", ["x", "y"])
    index.apply_snapshot("a", "boot-2", [])  # restart: everything of boot-1 goes
    assert index.match(["x", "y"], ["a"]) == {"a": 0}
    assert index.num_blocks("a") == 0


def test_host_tier_block_stays_until_both_media_removed() -> None:
    index = PrefixIndex(Clock())
    index.apply_snapshot("a", "i", [])
    index.apply_event("a", KVEvent(1, "stored", ("x",), medium="device"))
    index.apply_event("a", KVEvent(2, "stored", ("x",), medium="host"))
    index.apply_event("a", KVEvent(3, "removed", ("x",), medium="device"))
    assert index.holders("x") == {"a"}
    index.apply_event("a", KVEvent(4, "removed", ("x",), medium="host"))
    assert index.holders("x") == set()


def test_approx_lru_evicts_deepest_blocks_first() -> None:
    index = PrefixIndex(Clock(), approx_capacity_blocks=4)
    index.record_routed("a", ["p1", "p2", "q3", "q4"])
    index.record_routed("a", ["p1", "p2", "r3"])  # over capacity: the oldest leaf (q4) goes
    assert index.match(["p1", "p2", "q3", "q4"], ["a"]) == {"a": 3}
    assert index.match(["p1", "p2", "r3"], ["a"]) == {"a": 3}
    assert index.num_blocks("a") == 4


def test_silent_exact_replica_falls_back_to_approx() -> None:
    clock = Clock()
    index = PrefixIndex(clock, stale_after_s=5.0)
    index.apply_snapshot("a", "i", ["x", "y"])
    clock.t += 4.0
    index.note_alive("a")
    clock.t += 4.0
    assert index.mode("a") == "exact"
    clock.t += 2.0
    assert index.mode("a") == "approx"
    assert index.match(["x", "y"], ["a"]) == {"a": 2}  # the last exact view still counts
    index.record_routed("a", ["x", "y", "z"])  # what the router does meanwhile
    assert index.match(["x", "y", "z"], ["a"]) == {"a": 3}
    index.note_alive("a")  # the stream speaks again: guesses go, the exact view stays
    assert index.mode("a") == "exact"
    assert index.match(["x", "y", "z"], ["a"]) == {"a": 2}


def test_explicit_approx_moves_exact_view_into_lru() -> None:
    index = PrefixIndex(Clock(), approx_capacity_blocks=2)
    index.apply_snapshot("a", "i", ["x", "y", "z"])
    index.set_mode("a", "approx")
    assert index.num_blocks("a") == 2
    index.apply_snapshot("a", "i", ["x"])
    assert index.mode("a") == "exact" and index.match(["x", "y"], ["a"]) == {"a": 1}


def test_drop_replica_forgets_it_and_keeps_others() -> None:
    index = PrefixIndex(Clock())
    index.apply_snapshot("a", "i", ["x", "y"])
    index.apply_snapshot("b", "j", ["x"])
    index.drop_replica("a")
    assert index.match(["x", "y"]) == {"b": 1}
    assert index.holders("y") == set()
