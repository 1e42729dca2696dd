"""The engine fleet the routing simulator (bench/simulate.py) replays a trace against.

Each replica is a paged KV pool of `capacity` trace blocks that doubles as its prefix cache, as in
vLLM and SGLang: blocks of running requests are pinned; finished requests' full prompt blocks stay
cached until the pool needs room, least recently used leaf first (a radix tree: a block is usable
only with its whole prefix). Requests wait FCFS and are admitted while the batch has a seat
(`max_batch`) and the pool has room for their blocks; admitted ones run with continuous batching and
chunked prefill (`chunk_tokens` per step, decode tokens first). A step costs
`CostModel.step_s(prefill tokens, decoding sequences)`. Time is discrete-event: a step is one event,
and a run of pure decode steps is one event too (cut short when a request arrives), so a 12k-request
trace is a few hundred thousand events whatever the output lengths.

With `cores`, the replicas share that many CPU cores (one thread each, as the replay check's
engines on this machine do): a step that starts while more replicas than cores are busy takes
longer by busy / cores. The factor is fixed when a step (or a pure-decode run) starts, so it lags a
change in the others' work by at most that step.

The fleet tells the routing policy what a real replica tells the proxy: KV `stored` / `removed`
events as they happen (hashes chained by position, as DESIGN.md's block hashes are) and load
(running, waiting, KV usage) when the router reads it, at most `heartbeat_s` old. The proxy-side
counts (`in_flight`, `in_flight_tokens`) move on dispatch and completion, as proxy/replica.py's do.
"""

from __future__ import annotations

import heapq
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from bench.sim_model import BLOCK, CostModel, RadixLRU, TraceRequest
from protocol.block_hash import cached_tokens
from protocol.kv_events import LoadReport


class SimRequest:
    """A request's life on its replica (mutable: the simulator's own bookkeeping)."""

    __slots__ = ("tr", "replica", "t_admit", "t_first", "t_done", "matched", "cached", "prefill_left",
                 "private", "start_step")

    def __init__(self, tr: TraceRequest, replica: int) -> None:
        self.tr = tr
        self.replica = replica
        self.t_admit = self.t_first = self.t_done = -1.0
        self.matched = self.cached = self.prefill_left = self.private = self.start_step = 0


class Replica:
    """One simulated engine; also a router Candidate (name, in_flight, in_flight_tokens, load, load_at)."""

    def __init__(self, idx: int, cache: RadixLRU, clock: Callable[[], float], heartbeat_s: float) -> None:
        self.idx = idx
        self.name = f"http://sim-replica-{idx}:8001"
        self.cache = cache
        self.in_flight = 0  # the proxy's counts
        self.in_flight_tokens = 0
        self.routed = 0
        self.waiting: deque[SimRequest] = deque()
        self.prefilling: deque[SimRequest] = deque()
        self.decoding: list[tuple[int, int, SimRequest]] = []  # heap of (finish step, seq, request)
        self.steps = 0  # decode steps taken
        self.start_sum = 0  # sum of the decoding requests' start steps (for active tokens)
        self.busy = False
        self.epoch = 0
        self.plan: list[tuple[SimRequest, int]] = []  # this step's prefill chunks
        self.plan_steps = 0  # decode steps this event covers
        self.run_start = self.run_dt = 0.0  # a pure-decode run: when it began, its step time
        self._clock = clock
        self._heartbeat = heartbeat_s
        self._report: LoadReport | None = None
        self._report_at = -1e18

    @property
    def running(self) -> int:
        return len(self.prefilling) + len(self.decoding)

    def kv_usage(self) -> float:
        cap = self.cache.capacity
        return min(1.0, self.cache.in_use() / cap) if cap else 0.0

    def generated(self) -> int:
        """Output tokens the decoding requests produced so far (the first comes with the prefill)."""
        return len(self.decoding) * (self.steps + 1) - self.start_sum

    def report(self) -> LoadReport:
        cap = self.cache.capacity or 0
        return LoadReport(self.running, len(self.waiting), self.kv_usage(), max(0, cap - self.cache.in_use()))

    @property
    def load(self) -> LoadReport | None:
        now = self._clock()
        if now - self._report_at >= self._heartbeat:  # the last heartbeat's numbers, at most this old
            self._report, self._report_at = self.report(), now
        return self._report

    @property
    def load_at(self) -> float:
        return self._report_at


class Policy(Protocol):
    """What the fleet needs of a routing policy (bench/sim_policies.py)."""

    name: str
    pool: str | None  # None: a cache per replica; "pooled": one LRU of N*C blocks; "infinite": one unbounded
    wants_kv_events: bool

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None: ...
    def choose(self, tr: TraceRequest) -> int: ...
    def on_dispatch(self, tr: TraceRequest, idx: int) -> None: ...
    def on_complete(self, tr: TraceRequest, idx: int) -> None: ...
    def on_kv(self, idx: int, stored: list[str], removed: list[str]) -> None: ...


@dataclass
class FleetResult:
    """Per-request times and counts of one run (indexed like the trace)."""

    replicas: int
    arrival: list[float]
    admit: list[float]
    first: list[float]
    done: list[float]
    cached: list[int]
    prompt: list[int]
    output: list[int]
    replica: list[int]
    routed: list[int]
    route_s: float  # wall time spent choosing replicas
    samples: list[tuple[float, list[int]]] = field(default_factory=list)  # (t, outstanding per replica)
    overflow_blocks: int = 0
    computed_tokens: int = 0  # prompt tokens prefilled (counted per chunk)
    generated_tokens: int = 0  # output tokens produced (counted per step)


class Fleet:
    """Replays `requests` on `n` replicas of `capacity` blocks (None: unbounded) under `policy`."""

    def __init__(self, requests: Sequence[TraceRequest], n: int, capacity: int | None, cost: CostModel,
                 policy: Policy, heartbeat_s: float = 1.0, samples: int = 240, cores: float | None = None) -> None:
        if n < 1:
            raise ValueError("need at least one replica")
        if cores is not None and cores <= 0:
            raise ValueError("cores must be positive")
        self.requests, self.cost, self.policy, self.now = requests, cost, policy, 0.0
        self.cores = cores
        if policy.pool is None:
            caches = [RadixLRU(capacity) for _ in range(n)]
        else:
            shared = RadixLRU(None if policy.pool == "infinite" or capacity is None else capacity * n)
            caches = [shared] * n
        self.shared = policy.pool is not None
        self.replicas = [Replica(i, caches[i], self.clock, heartbeat_s) for i in range(n)]
        self._events: list[tuple[float, int, int, int]] = []  # (time, seq, replica, epoch)
        self._seq = 0
        span = requests[-1].arrival_s if requests else 0.0
        self._sample_every = span / samples if span > 0 else float("inf")
        self._next_sample = 0.0
        self.result = FleetResult(n, [r.arrival_s for r in requests], *([-1.0] * len(requests) for _ in range(3)),
                                  [0] * len(requests), [r.prompt_tokens for r in requests],
                                  [r.output_tokens for r in requests], [-1] * len(requests), [0] * n, 0.0)

    def clock(self) -> float:
        return self.now

    def run(self) -> FleetResult:
        self.policy.bind(self.replicas, self.clock)
        events, reqs, i = self._events, self.requests, 0
        while i < len(reqs) or events:
            if events and (i >= len(reqs) or events[0][0] <= reqs[i].arrival_s):
                t, _, r, epoch = heapq.heappop(events)
                rep = self.replicas[r]
                if epoch != rep.epoch:
                    continue
                self.now = t
                self._end_step(rep)
                continue
            tr = reqs[i]
            i += 1
            self.now = tr.arrival_s
            self._sample()
            t0 = time.perf_counter()
            idx = self.policy.choose(tr)
            self.result.route_s += time.perf_counter() - t0
            self._dispatch(tr, idx)
        self.result.routed = [rep.routed for rep in self.replicas]
        self.result.overflow_blocks = max(rep.cache.peak_overflow for rep in self.replicas)
        return self.result

    # ---- requests in -------------------------------------------------------------------------------

    def _sample(self) -> None:
        if self.now >= self._next_sample:
            self.result.samples.append((self.now, [rep.running + len(rep.waiting) for rep in self.replicas]))
            self._next_sample = self.now + self._sample_every

    def _dispatch(self, tr: TraceRequest, idx: int) -> None:
        rep = self.replicas[idx]
        rep.in_flight += 1
        rep.in_flight_tokens += tr.prompt_tokens
        rep.routed += 1
        self.result.replica[tr.idx] = idx
        self.policy.on_dispatch(tr, idx)
        rep.waiting.append(SimRequest(tr, idx))
        if not rep.busy:
            self._start_step(rep)
        elif rep.plan_steps > 1:  # a pure-decode run: stop at the next step boundary to admit it
            done = max(1, -int(-(self.now - rep.run_start) // rep.run_dt))
            if done < rep.plan_steps:
                rep.plan_steps = done
                self._schedule(rep, rep.run_start + done * rep.run_dt)

    def _schedule(self, rep: Replica, t: float) -> None:
        rep.epoch += 1
        self._seq += 1
        heapq.heappush(self._events, (t, self._seq, rep.idx, rep.epoch))

    def _kv(self, rep: Replica, stored: list[str], removed: list[str]) -> None:
        if (stored or removed) and self.policy.wants_kv_events and not self.shared:
            self.policy.on_kv(rep.idx, stored, removed)

    # ---- the replica's scheduler -----------------------------------------------------------------

    def _admit(self, rep: Replica) -> None:
        cache, cost = rep.cache, self.cost
        while rep.waiting and rep.running < cost.max_batch:
            sr = rep.waiting[0]
            tr = sr.tr
            full, n = tr.hashes, tr.prompt_tokens
            m = cache.match(full)
            private = -(-(n + tr.output_tokens) // BLOCK) - len(full)  # partial block and output
            extra = len(full) - m + private
            if not cache.room_for(full[:m], extra) and rep.running:
                break
            rep.waiting.popleft()
            sr.t_admit, sr.matched, sr.private = self.now, m, private
            sr.cached = cached_tokens(n, m, BLOCK)
            sr.prefill_left = n - sr.cached
            cache.pin(full[:m])
            cache.reserved += extra
            rep.prefilling.append(sr)
            self._kv(rep, [], cache.evict())

    def _start_step(self, rep: Replica) -> None:
        self._admit(rep)
        decoding = len(rep.decoding)
        budget = self.cost.chunk_tokens - decoding
        plan, tokens = [], 0
        for sr in rep.prefilling:
            if tokens >= budget:
                break
            take = min(sr.prefill_left, budget - tokens)
            plan.append((sr, take))
            tokens += take
        if not plan and not decoding:
            rep.busy = False
            return
        rep.busy, rep.plan = True, plan
        slow = self._contention()
        if plan or not decoding:
            rep.plan_steps = 1
            self._schedule(rep, self.now + self.cost.step_s(tokens, decoding) * slow)
            return
        # Pure decode: run until the first request finishes (an arrival may cut it short).
        rep.plan_steps = rep.decoding[0][0] - rep.steps
        rep.run_start, rep.run_dt = self.now, self.cost.decode_s(decoding) * slow
        self._schedule(rep, self.now + rep.plan_steps * rep.run_dt)

    def _contention(self) -> float:
        """How much slower a step runs now: busy replicas over shared cores, at least 1."""
        if self.cores is None:
            return 1.0
        return max(1.0, sum(r.busy for r in self.replicas) / self.cores)

    def _end_step(self, rep: Replica) -> None:
        res = self.result
        if rep.decoding:
            rep.steps += rep.plan_steps
            res.generated_tokens += rep.plan_steps * len(rep.decoding)
        while rep.decoding and rep.decoding[0][0] <= rep.steps:
            _, _, sr = heapq.heappop(rep.decoding)
            rep.start_sum -= sr.start_step
            self._finish(rep, sr)
        for sr, take in rep.plan:
            sr.prefill_left -= take
            res.computed_tokens += take
            if sr.prefill_left:
                continue
            rep.prefilling.popleft()  # chunks are taken in order: a finished prefill is the head
            sr.t_first = self.now
            res.generated_tokens += 1
            full = sr.tr.hashes
            stored = rep.cache.store(full[sr.matched:])
            rep.cache.reserved -= len(full) - sr.matched
            self._kv(rep, stored, rep.cache.evict())
            if sr.tr.output_tokens > 1:
                sr.start_step = rep.steps
                rep.start_sum += rep.steps
                self._seq += 1
                heapq.heappush(rep.decoding, (rep.steps + sr.tr.output_tokens - 1, self._seq, sr))
            else:
                self._finish(rep, sr)
        rep.plan, rep.plan_steps = [], 0
        self._start_step(rep)

    def _finish(self, rep: Replica, sr: SimRequest) -> None:
        tr, res = sr.tr, self.result
        sr.t_done = self.now
        rep.cache.release(tr.hashes)
        rep.cache.reserved -= sr.private
        rep.in_flight -= 1
        rep.in_flight_tokens -= tr.prompt_tokens
        res.admit[tr.idx], res.first[tr.idx], res.done[tr.idx] = sr.t_admit, sr.t_first, sr.t_done
        res.cached[tr.idx] = sr.cached
        self.policy.on_complete(tr, rep.idx)
