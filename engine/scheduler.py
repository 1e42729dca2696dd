"""Continuous batching: which sequences run this step, with how many new tokens each.

Every sequence is "tokens with KV computed so far" plus "tokens still to compute". A step gives each
running sequence what it still needs (one token when decoding, a chunk of its prompt when
prefilling) under a per-step token budget, decodes first, then admits waiting requests first come,
first served.

- Prefix lookup happens when a request is scheduled, not when it arrives, so it sees every block
  finished since.
- A waiting request whose next uncached block another running request is computing right now is
  held back a step: N requests sharing a long prefix compute it once.
- When blocks run out, unlocked cached blocks are evicted first (LRU); then the most recently
  arrived running sequence is preempted and recomputed later (FCFS fairness).
- Blocks become matchable as soon as their KV is computed (`commit`).
- Under a sliding window (every layer's), blocks wholly before the window of a sequence's next
  position are released as it advances (engine/radix_cache.py: held, no longer locked), so a
  generation longer than the pool runs in the blocks its window needs.
- Choices of one prompt (`n`, `best_of`) fork from one prompt computation: the others wait in the
  first one's `forks`; the step that samples its first token samples theirs from the same logits,
  and each fork then shares the prompt's full blocks and gets its own copy of the last partial
  block (the block every choice writes its next token into), as vLLM's copy-on-write does.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from engine.block_pool import NO_BLOCK, BlockPool
from engine.radix_cache import RadixCache
from engine.radix_node import path_blocks
from engine.sequence import Sequence, Status
from protocol.block_hash import block_hashes, cached_tokens


def window_chunk(num_blocks: int, block_size: int, window: int) -> int:
    """The most new tokens one step may give a sequence under a sliding window so that its window's
    blocks and the new ones fit in a pool of `num_blocks`: a chunk of n tokens starting at c reads
    blocks from the one holding c - window + 1 to the one holding c + n - 1, at most
    (n + window - 1) / block_size + 2 of them. Below 1 the pool cannot run the model at all."""
    return (num_blocks - 2) * block_size - window + 1


def window_fits(num_blocks: int, block_size: int, window: int) -> bool:
    """Whether a sequence of any length runs in the pool, a token at a time at worst."""
    return window_chunk(num_blocks, block_size, window) >= 1


@dataclass(frozen=True)
class Fork:
    """A choice starting from its parent's prompt this step, and the block its copy of the prompt's
    last partial block goes into (None when the prompt ends on a block boundary)."""

    seq: Sequence
    copy_block: int | None


@dataclass(frozen=True)
class ScheduledSeq:
    seq: Sequence
    num_new_tokens: int
    forks: tuple[Fork, ...] = ()  # choices sampled from this sequence's logits this step

    @property
    def samples(self) -> bool:
        """True when this chunk reaches the last token, so its logits give the next token."""
        return self.seq.num_computed_tokens + self.num_new_tokens == len(self.seq.token_ids)


@dataclass(frozen=True)
class SchedulerOutput:
    scheduled: list[ScheduledSeq]
    preempted: list[Sequence]
    failed: list[Sequence]  # could not fit even alone in the KV pool
    num_evicted_blocks: int


class Scheduler:
    def __init__(
        self,
        pool: BlockPool,
        cache: RadixCache,
        block_size: int,
        max_num_seqs: int,
        max_num_batched_tokens: int,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.pool = pool
        self.cache = cache
        self.block_size = block_size
        self.max_num_seqs = max_num_seqs
        self.max_num_batched_tokens = max_num_batched_tokens
        self.clock = clock
        window = cache.window
        # Under a sliding window, chunks small enough that a sequence runs in its window's blocks.
        self.max_chunk = max_num_batched_tokens if window is None else max(
            1, min(max_num_batched_tokens, window_chunk(pool.num_blocks, block_size, window)))
        self.waiting: deque[Sequence] = deque()
        self.running: list[Sequence] = []
        self._evicted = 0
        self.num_preemptions = 0  # since start, for metrics and tests

    # ---- queue management -------------------------------------------------------------------

    def add(self, seq: Sequence) -> None:
        self.waiting.append(seq)

    def add_fork(self, parent: Sequence, seq: Sequence) -> None:
        """Queue a choice that starts from `parent`'s prompt computation (same prompt and salt) when
        the parent samples its first token."""
        assert not parent.output_ids and seq.token_ids == parent.token_ids and seq.salt == parent.salt
        seq.fork_parent = parent
        parent.forks.append(seq)

    def finish(self, seq: Sequence) -> None:
        """Release a sequence's blocks and forget it (finished, aborted or failed)."""
        if seq in self.running:
            self.running.remove(seq)
        elif seq.fork_parent is not None:
            seq.fork_parent.forks.remove(seq)
            seq.fork_parent = None
        elif seq in self.waiting:
            self.waiting.remove(seq)
        self._release(seq)
        self._unfork(seq.forks)  # a parent gone before its first token: its forks compute for themselves
        seq.forks = []
        seq.status = Status.FINISHED

    def has_unfinished(self) -> bool:
        return bool(self.waiting or self.running)

    @property
    def num_blocks_in_use(self) -> int:
        """Blocks held privately by sequences (not owned by the radix cache)."""
        return sum(s.num_private_blocks for s in self.running)

    def check_invariants(self) -> None:
        """free + cached + in-use == total: every block is accounted for exactly once."""
        self.cache.check_invariants(self.num_blocks_in_use)
        for seq in [*self.waiting, *(f for s in (*self.running, *self.waiting) for f in s.forks)]:
            assert not seq.block_table and seq.cache_node is None, "waiting sequences hold no blocks"

    # ---- one step ---------------------------------------------------------------------------

    def schedule(self) -> SchedulerOutput:
        self._evicted = 0
        budget = self.max_num_batched_tokens
        scheduled: list[ScheduledSeq] = []
        preempted: list[Sequence] = []
        failed: list[Sequence] = []

        # Running sequences first: decodes (one token each, so inter-token latency stays flat), then
        # prefill chunks, each group oldest first. A preemption victim is the newest arrival not yet
        # scheduled this step, decoding or not.
        queue = sorted(self.running, key=lambda s: (s.is_prefilling, s.request.arrival_time))
        while queue and budget > 0:
            seq = queue.pop(0)
            num_new = min(seq.num_uncomputed_tokens, budget, self.max_chunk)
            while not self._grow(seq, num_new):
                victim = max(queue, key=lambda s: s.request.arrival_time) if queue else None
                if victim is None:
                    # Nothing left to take blocks from but this sequence itself.
                    if self.running == [seq] and not scheduled:
                        failed.append(seq)
                    else:
                        self._preempt(seq)
                        preempted.append(seq)
                    seq = None
                    break
                queue.remove(victim)
                self._preempt(victim)
                preempted.append(victim)
            if seq is not None:
                scheduled.append(ScheduledSeq(seq, num_new))
                budget -= num_new

        # Then waiting requests, first come first served; never preempt to admit.
        in_flight = self._in_flight_hashes(scheduled)
        held: list[Sequence] = []
        while self.waiting and budget > 0 and len(self.running) < self.max_num_seqs and not preempted:
            seq = self.waiting[0]
            if not self._admit(seq, in_flight):
                self.waiting.popleft()
                held.append(seq)
                continue
            num_new = min(seq.num_uncomputed_tokens, budget, self.max_chunk)
            if not self._grow(seq, num_new, reserve=len(self.running)):
                self._release(seq)
                if self.running or scheduled:
                    break
                self.waiting.popleft()  # the whole pool was there for it: it can never run
                failed.append(seq)
                continue
            self.waiting.popleft()
            self._started(seq)
            seq.status = Status.RUNNING
            self.running.append(seq)
            scheduled.append(ScheduledSeq(seq, num_new))
            budget -= num_new
            in_flight.update(self._uncommitted_hashes(seq, num_new))
        self.waiting.extendleft(reversed(held))
        scheduled = [self._with_forks(item) if item.seq.forks and item.samples else item for item in scheduled]
        return SchedulerOutput(scheduled, preempted, failed, self._evicted)

    def commit(self, scheduled: list[ScheduledSeq]) -> list[tuple[int, int]]:
        """After the forward pass: the new tokens' KV exists; full blocks become matchable; forks
        start running. Returns the (source, destination) blocks the KV cache must copy now."""
        copies: list[tuple[int, int]] = []
        for item in scheduled:
            seq = item.seq
            seq.num_computed_tokens += item.num_new_tokens
            num_full = seq.num_computed_tokens // self.block_size
            if num_full > seq.num_shared_blocks:
                self._share(seq, num_full)
            self._release_window(seq)
            for fork in item.forks:
                copies += self._start_fork(seq, fork)
        return copies

    # ---- forks ------------------------------------------------------------------------------

    def _with_forks(self, item: ScheduledSeq) -> ScheduledSeq:
        """The parent's first token is sampled this step: take a copy block for each fork that fits
        (running slots, free blocks); the others queue to compute their prompt themselves."""
        parent = item.seq
        partial = len(parent.token_ids) % self.block_size != 0
        forks: list[Fork] = []
        for seq in parent.forks:
            if len(self.running) + len(forks) >= self.max_num_seqs:
                break
            block = None
            if partial:
                if self.pool.num_free == 0:
                    self._evicted += self.cache.evict(1)
                if self.pool.num_free == 0:
                    break
                block = self.pool.allocate(1)[0]
            forks.append(Fork(seq, block))
        self._unfork(parent.forks[len(forks):])
        parent.forks = []
        for fork in forks:
            fork.seq.fork_parent = None
        return ScheduledSeq(parent, item.num_new_tokens, tuple(forks))

    def _start_fork(self, parent: Sequence, fork: Fork) -> list[tuple[int, int]]:
        """The fork reads the parent's shared blocks and its own copy of the partial one."""
        seq, n = fork.seq, parent.num_shared_blocks
        self.cache.lock(parent.cache_node, parent.num_released_blocks)
        seq.cache_node = parent.cache_node
        seq.block_table = parent.block_table[:n] + ([fork.copy_block] if fork.copy_block is not None else [])
        seq.num_shared_blocks = n
        seq.num_released_blocks = parent.num_released_blocks
        seq.num_computed_tokens = parent.num_computed_tokens
        seq.num_cached_tokens, seq.first_scheduled_time = parent.num_cached_tokens, parent.first_scheduled_time
        seq.reported_scheduled = True  # the prompt is counted once, by its parent
        seq.prompt_logprobs = list(parent.prompt_logprobs)
        seq.status = Status.RUNNING
        self.running.append(seq)
        return [] if fork.copy_block is None else [(parent.block_table[n], fork.copy_block)]

    def _unfork(self, seqs: list[Sequence]) -> None:
        """Forks that will not start from their parent's computation: to the head of the queue."""
        for seq in reversed(seqs):
            seq.fork_parent = None
            self.waiting.appendleft(seq)

    # ---- blocks -----------------------------------------------------------------------------

    def _admit(self, seq: Sequence, in_flight: set[bytes]) -> bool:
        """Look the prefix up now; False holds the request back because its next block is in flight."""
        bs = self.block_size
        if seq.prompt_hashes is None:
            seq.prompt_hashes = block_hashes(seq.request.prompt_token_ids, bs, seq.salt)
        # The last token is always computed (its logits are sampled), so a block holding it is not
        # used; only what is used is matched and locked. Prompt log-probabilities need every prompt
        # position computed: such requests read nothing from the cache.
        wanted = 0 if seq.request.sampling.prompt_logprobs is not None else (len(seq.token_ids) - 1) // bs * bs
        match = self.cache.match(seq.salt, seq.token_ids[:wanted])
        match = self.cache.restore(seq.salt, seq.token_ids[:wanted], match)  # blocks on the host tier
        usable = len(match.blocks)
        if usable < len(seq.prompt_hashes) and seq.prompt_hashes[usable] in in_flight:
            return False
        released = self.cache.keep_from(usable * bs)
        self.cache.lock(match.node, released)
        seq.cache_node = match.node
        seq.block_table = [NO_BLOCK] * released + match.blocks[released:]
        seq.num_shared_blocks = usable
        seq.num_released_blocks = released
        seq.num_computed_tokens = usable * bs
        return True

    def _started(self, seq: Sequence) -> None:
        """Book what the first admission that got its blocks reused (usage reports it) and when."""
        if seq.num_cached_tokens is None:
            seq.num_cached_tokens = cached_tokens(seq.num_prompt_tokens, seq.num_shared_blocks, self.block_size)
            seq.first_scheduled_time = self.clock()

    def _grow(self, seq: Sequence, num_new: int, reserve: int = 0) -> bool:
        """Give `seq` blocks for `num_new` more tokens (evicting cached blocks if needed)."""
        needed = -(-(seq.num_computed_tokens + num_new) // self.block_size) - len(seq.block_table)
        if needed <= 0:
            return True
        short = needed + reserve - self.pool.num_free
        if short > 0:
            self._evicted += self.cache.evict(short)
            if needed + reserve > self.pool.num_free:
                return False
        seq.block_table.extend(self.pool.allocate(needed))
        return True

    def _share(self, seq: Sequence, num_full: int) -> None:
        """Hand the sequence's computed full blocks to the radix cache and use the cache's copies."""
        bs, released = self.block_size, seq.num_released_blocks
        result = self.cache.insert(seq.salt, seq.token_ids[: num_full * bs], seq.block_table[:num_full])
        self.cache.lock(result.node, released)
        self.cache.unlock(seq.cache_node, released)
        seq.cache_node = result.node
        if result.duplicate_blocks:
            # Another sequence cached the same tokens first: read its blocks, free ours.
            tree_blocks = path_blocks(result.node)
            assert len(tree_blocks) == num_full and NO_BLOCK not in tree_blocks[released:]
            seq.block_table[released:num_full] = tree_blocks[released:]
            self.pool.free(result.duplicate_blocks)
        seq.num_shared_blocks = num_full

    def _release_window(self, seq: Sequence) -> None:
        """Let go of the shared blocks no position still to come reads (a sliding window's past)."""
        old = seq.num_released_blocks
        new = min(self.cache.keep_from(seq.num_computed_tokens), seq.num_shared_blocks)
        if new <= old:
            return
        self.cache.lock(seq.cache_node, new)
        self.cache.unlock(seq.cache_node, old)
        seq.block_table[old:new] = [NO_BLOCK] * (new - old)
        seq.num_released_blocks = new

    def _release(self, seq: Sequence) -> None:
        if seq.cache_node is not None:
            self.cache.unlock(seq.cache_node, seq.num_released_blocks)
            seq.cache_node = None
        self.pool.free(seq.block_table[seq.num_shared_blocks :])
        seq.block_table = []
        seq.num_shared_blocks = 0
        seq.num_released_blocks = 0
        seq.num_computed_tokens = 0

    def _preempt(self, seq: Sequence) -> None:
        """Drop a running sequence's KV; it recomputes later (its full blocks stay cached if unevicted)."""
        self.running.remove(seq)
        self._release(seq)
        self.num_preemptions += 1
        seq.status = Status.WAITING
        self.waiting.appendleft(seq)

    def _in_flight_hashes(self, scheduled: list[ScheduledSeq]) -> set[bytes]:
        out: set[bytes] = set()
        for item in scheduled:
            out.update(self._uncommitted_hashes(item.seq, item.num_new_tokens))
        for seq in self.running:  # prefills that got no budget this step still own their blocks-to-be
            out.update(self._uncommitted_hashes(seq, 0))
        return out

    def _uncommitted_hashes(self, seq: Sequence, num_new: int) -> list[bytes]:
        """Prompt blocks this sequence is computing and has not yet handed to the cache."""
        if seq.prompt_hashes is None:
            return []
        del num_new  # the whole rest of its prompt counts: it is on its way
        return seq.prompt_hashes[seq.num_shared_blocks :]
