"""The scheduler, radix cache and block pool over random schedules, with a fake model and a fake KV
(no torch): every step, every context slot a scheduled sequence reads must hold what was computed
for exactly that salt and token prefix, the blocks must add up, the cached tokens a request reports
must be the ones its first run reused, and the replica must never stall.

Random: arrival times, prompts drawn from a few shared prefixes under two salts (and sent again
whole), a fake model whose next token depends only on the context, lengths, block
sizes 1..32, pools from barely-fits to roomy, per-step token budgets, `max_num_seqs`, aborts,
generations that outgrow the pool (which must fail cleanly, never stall the queue), a host tier
that evicted blocks move to and matches copy back from (a restored block must hold its tokens), and choices
(`n`) that fork from their first choice's prompt computation and sample their own tokens: a fork
that read its parent's partial block instead of its own copy would read the parent's tokens. Under
a sliding window (every layer's) a sequence reads only its window, lets go of the blocks before it,
and may outgrow the pool."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.block_pool import BlockPool
from engine.host_cache import HostCache
from engine.radix_cache import RadixCache
from engine.request import GenerationRequest
from engine.scheduler import Scheduler, window_fits
from engine.sequence import Sequence
from protocol.sampling_params import SamplingParams

pytestmark = pytest.mark.timeout(300)


@dataclass
class Tracked:
    seq: Sequence
    max_tokens: int
    digests: list[int]  # digests[p]: the identity of tokens[:p+1]
    choice: int = 0  # which choice of its prompt: choices sample different tokens from one context

    def ident(self, p: int) -> tuple[str, int]:
        ids = self.seq.token_ids
        while len(self.digests) <= p:
            prev = self.digests[-1] if self.digests else 0
            self.digests.append(hash((prev, ids[len(self.digests)])))
        return self.seq.salt, self.digests[p]


class FakeMover:
    """Moves fake KV slots between the device pool and the host tier, as KVCache does real ones."""

    def __init__(self, kv: list[list], host_blocks: int, bs: int) -> None:
        self.kv = kv
        self.host: list[list] = [[None] * bs for _ in range(host_blocks)]

    def to_host(self, device_blocks: list[int], host_blocks: list[int]) -> None:
        for d, h in zip(device_blocks, host_blocks, strict=True):
            self.host[h] = list(self.kv[d])

    def to_device(self, host_blocks: list[int], device_blocks: list[int]) -> None:
        for h, d in zip(host_blocks, device_blocks, strict=True):
            self.kv[d] = list(self.host[h])


def simulate(seed: int, bs: int, num_blocks: int, max_num_seqs: int, budget: int,
             host_blocks: int = 0, window: int | None = None) -> dict[str, int]:
    rng = random.Random(seed)
    now = [0.0]
    pool = BlockPool(num_blocks)
    kv: list[list[tuple[str, int] | None]] = [[None] * bs for _ in range(num_blocks)]
    host = HostCache(host_blocks) if host_blocks else None
    cache = RadixCache(pool, bs, clock=lambda: now[0], host=host,
                       mover=FakeMover(kv, host_blocks, bs) if host_blocks else None, window=window)
    sched = Scheduler(pool, cache, bs, max_num_seqs, budget, clock=lambda: now[0])
    capacity = num_blocks * bs
    prefixes = [[rng.randrange(40) for _ in range(rng.randint(0, 3 * bs))] for _ in range(3)]
    arrivals: dict[int, list[Tracked]] = {}
    sent: list[tuple[list[int], int]] = []
    for i in range(rng.randint(4, 24)):
        if sent and rng.random() < 0.5:  # the same request again (retries, identical questions)
            prompt, max_tokens = rng.choice(sent)
        else:
            prompt = rng.choice(prefixes) + [rng.randrange(40) for _ in range(rng.randint(1, 2 * bs))]
            prompt = prompt[: max(1, min(len(prompt), capacity - 1))]  # what the engine admits (one slot left)
            outgrow = rng.random() < 0.2
            max_tokens = rng.randint(capacity, capacity + bs) if outgrow else rng.randint(1, 8)
            sent.append((prompt, max_tokens))
        req = GenerationRequest(f"r{i}", tuple(prompt), SamplingParams(max_tokens=max_tokens),
                                cache_salt=rng.choice(["", "", "tenant"]), arrival_time=float(i))
        group = [Tracked(Sequence(req, list(prompt)), max_tokens, [])]
        for c in range(1, rng.choice([1, 1, 1, 2, 4])):  # n > 1: the other choices fork from the first
            fork = replace(req, request_id=f"r{i}.{c}", fork_of=req.request_id)
            group.append(Tracked(Sequence(fork, list(prompt)), rng.randint(1, max_tokens), [], choice=c))
        arrivals.setdefault(rng.randint(0, 30), []).extend(group)
    live: dict[int, Tracked] = {}
    by_id: dict[str, Sequence] = {}
    counts = {"finished": 0, "failed": 0, "aborted": 0, "preempted": 0, "reused": 0, "forked": 0,
              "outgrew": 0}
    forked: set[str] = set()
    idle = 0
    started: set[str] = set()
    last_arrival = max(arrivals)
    for step in range(20_000):
        now[0] = float(step)
        for t in arrivals.pop(step, []):
            live[id(t.seq)] = t
            by_id[t.seq.request_id] = t.seq
            parent = by_id.get(t.seq.request.fork_of or "")
            if parent is not None and id(parent) in live and not parent.output_ids and parent.fork_parent is None:
                sched.add_fork(parent, t.seq)  # as LLMEngine does: a parent not yet sampled
            else:
                sched.add(t.seq)
        if live and rng.random() < 0.03:  # a client goes away
            victim = rng.choice(list(live.values()))
            sched.finish(victim.seq)
            del live[id(victim.seq)]
            counts["aborted"] += 1
        out = sched.schedule()
        counts["preempted"] += len(out.preempted)
        for seq in out.failed:
            if window is None:
                assert -(-len(seq.token_ids) // bs) > num_blocks, "failed although it fits the pool alone"
            else:
                assert not window_fits(num_blocks, bs, window), "failed although its window fits the pool"
            sched.finish(seq)
            del live[id(seq)]
            counts["failed"] += 1
        samples = []
        for item in out.scheduled:
            seq, t = item.seq, live[id(item.seq)]
            start, end = seq.num_computed_tokens, seq.num_computed_tokens + item.num_new_tokens
            assert 0 < item.num_new_tokens and end <= len(seq.token_ids)
            assert len(seq.block_table) * bs >= end, "not enough blocks for the new tokens"
            first_read = 0 if window is None else max(0, start - window + 1)
            assert all(b >= 0 for b in seq.block_table[first_read // bs :]), "a block the window reads is gone"
            for p in range(first_read, start):  # what attention reads: every earlier slot in the window
                assert kv[seq.block_table[p // bs]][p % bs] == t.ident(p), (step, seq.request_id, p)
            for p in range(start, end):  # the forward pass writes the new tokens' KV
                kv[seq.block_table[p // bs]][p % bs] = t.ident(p)
            if seq.request_id not in started and seq.request_id not in forked:  # usage: what its first
                started.add(seq.request_id)  # run really reused (a fork reuses its parent's computation)
                assert seq.num_cached_tokens == start, (seq.request_id, seq.num_cached_tokens, start)
                counts["reused"] += start > 0
            samples.append(item.samples)
        assert len({b for item in out.scheduled for b in item.seq.block_table[item.seq.num_shared_blocks:]}) == \
            sum(item.seq.num_private_blocks for item in out.scheduled), "a private block is in two tables"
        for src, dst in sched.commit(out.scheduled):  # the KV copies a fork's partial block needs
            kv[dst] = list(kv[src])
        for item, sampled in zip(out.scheduled, samples, strict=True):
            if not sampled:
                continue
            for fork in item.forks:
                assert fork.seq.num_computed_tokens == len(fork.seq.token_ids) == len(item.seq.token_ids)
                forked.add(fork.seq.request_id)
                counts["forked"] += 1
            for seq in (item.seq, *(f.seq for f in item.forks)):
                t = live[id(seq)]  # a deterministic fake model: the same context and choice, the same token
                seq.append_token((t.ident(len(seq.token_ids) - 1)[1] + 7 * t.choice) % 40)
                if len(seq.output_ids) >= t.max_tokens:
                    counts["outgrew"] += len(seq.token_ids) > capacity
                    sched.finish(seq)
                    del live[id(seq)]
                    counts["finished"] += 1
        sched.check_invariants()
        assert pool.num_free + cache.num_cached_blocks + sched.num_blocks_in_use == num_blocks
        if not arrivals and not sched.has_unfinished():
            assert not live
            if host is not None:
                counts["restored"] = host.restored
            return counts
        idle = idle + 1 if not out.scheduled and not out.failed and step >= last_arrival else 0
        assert idle < 3, f"stalled at step {step}: {len(sched.waiting)} waiting, {len(sched.running)} running"
    raise AssertionError("did not finish in 20000 steps")


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), bs=st.one_of(st.integers(1, 4), st.integers(1, 32)),
       num_blocks=st.one_of(st.integers(2, 8), st.integers(2, 24)),  # small pools: where sequences collide
       max_num_seqs=st.integers(1, 6), budget=st.integers(1, 96),
       host_blocks=st.one_of(st.just(0), st.integers(1, 24)))
def test_random_schedules_read_only_their_own_kv_account_for_every_block_and_never_stall(
        seed: int, bs: int, num_blocks: int, max_num_seqs: int, budget: int, host_blocks: int) -> None:
    simulate(seed, bs, num_blocks, max_num_seqs, budget, host_blocks)


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), bs=st.one_of(st.integers(1, 4), st.integers(1, 32)),
       num_blocks=st.one_of(st.integers(2, 8), st.integers(2, 24)), max_num_seqs=st.integers(1, 6),
       budget=st.integers(1, 96), host_blocks=st.one_of(st.just(0), st.integers(1, 24)),
       window=st.integers(1, 48))
def test_random_schedules_under_a_sliding_window_read_their_window_and_account_for_every_block(
        seed: int, bs: int, num_blocks: int, max_num_seqs: int, budget: int, host_blocks: int, window: int) -> None:
    simulate(seed, bs, num_blocks, max_num_seqs, budget, host_blocks, window)


def test_sliding_window_schedules_outgrow_the_pool_and_still_reuse_and_restore() -> None:
    """Released blocks are what lets a generation run past the pool; prefix reuse and the host tier
    keep working with hollow blocks in the tree."""
    total: dict[str, int] = {}
    for seed in range(60):
        bs = 1 + seed % 4
        for k, v in simulate(seed, bs, num_blocks=6 + seed % 10, max_num_seqs=1 + seed % 5, budget=4 + seed,
                             host_blocks=(seed % 3) * 8, window=bs * (1 + seed % 3)).items():
            total[k] = total.get(k, 0) + v
    assert all(total[k] > 0 for k in ("finished", "outgrew", "aborted", "preempted", "reused", "forked",
                                      "restored")), total


def test_the_schedules_exercise_preemption_reuse_aborts_and_failures() -> None:
    """The random schedules above are not all easy ones (a generator that never preempts proves little)."""
    total: dict[str, int] = {}
    for seed in range(60):
        bs = 1 + seed % 8
        for k, v in simulate(seed, bs, num_blocks=3 + seed % 10, max_num_seqs=1 + seed % 5, budget=4 + seed,
                             host_blocks=(seed % 3) * 8).items():
            total[k] = total.get(k, 0) + v
    assert all(total[k] > 0 for k in ("finished", "failed", "aborted", "preempted", "reused", "forked",
                                      "restored")), total


def test_a_fully_cached_block_aligned_sequence_as_long_as_the_pool_does_not_stall() -> None:
    """The regression: re-admitted with every block cached, it once locked one more block than it
    used, could never grow, and blocked the queue behind it while the engine thread spun."""
    bs, num_blocks = 1, 4
    pool = BlockPool(num_blocks)
    cache = RadixCache(pool, bs)
    sched = Scheduler(pool, cache, bs, max_num_seqs=2, max_num_batched_tokens=8)
    seq = Sequence(GenerationRequest("a", (1, 2, 3), SamplingParams(max_tokens=1)), [1, 2, 3])
    sched.add(seq)
    out = sched.schedule()
    sched.commit(out.scheduled)
    seq.append_token(4)
    out = sched.schedule()  # the decode step computes token 4: four one-token blocks, the whole pool
    sched.commit(out.scheduled)
    seq.append_token(5)
    sched.finish(seq)
    assert cache.num_cached_blocks == num_blocks
    again = Sequence(GenerationRequest("b", (1, 2, 3, 4), SamplingParams(max_tokens=1)), [1, 2, 3, 4])
    sched.add(again)
    out = sched.schedule()
    assert [s.seq for s in out.scheduled] == [again] and out.scheduled[0].num_new_tokens == 1
    assert again.num_shared_blocks == 3  # the fourth block, recomputed for its logits, was not locked


def test_preemption_takes_the_newest_arrival_not_an_older_sequence_that_is_recomputing() -> None:
    bs = 2
    pool = BlockPool(3)
    sched = Scheduler(pool, RadixCache(pool, bs), bs, max_num_seqs=4, max_num_batched_tokens=64)

    def running(name: str, arrival: float, tokens: int) -> Sequence:
        seq = Sequence(GenerationRequest(name, tuple(range(tokens)), SamplingParams(max_tokens=4),
                                         arrival_time=arrival), list(range(tokens)))
        seq.block_table, seq.num_computed_tokens = pool.allocate(1), bs
        sched.running.append(seq)
        return seq

    oldest = running("decoding, oldest", 0.0, 3)  # needs a second block for its next token
    running("recomputing after a preemption", 1.0, 6)  # prefilling: four tokens to go
    newest = running("decoding, newest", 2.0, 3)
    out = sched.schedule()
    assert out.preempted[0] is newest  # FCFS: the last to arrive gives way first
    assert out.scheduled[0].seq is oldest
