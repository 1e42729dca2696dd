"""Routing policies the simulator compares: the real Router's own, peers' algorithms as their public
documentation and source describe them (with the defaults they ship), and two cache bounds.

Peer state is kept in trace blocks (512 tokens). Where a peer counts characters or its own smaller
blocks, its defaults are converted at 4 characters per token (the figure the Gateway API inference
extension itself assumes) and 512 tokens per block; each class says how.
"""

from __future__ import annotations

import bisect
import hashlib
import math
import random
from collections import Counter, OrderedDict
from collections.abc import Callable, Sequence

from bench.sim_fleet import Replica
from bench.sim_model import BLOCK, TraceRequest
from protocol.kv_events import KVEvent
from proxy.config_types import PolicyConfig
from proxy.prefix_index import PrefixIndex
from proxy.router import Router, RouteRequest


class BasePolicy:
    """No-op hooks; a cache per replica."""

    name = "base"
    pool: str | None = None
    wants_kv_events = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self.replicas: list[Replica] = []
        self.clock: Callable[[], float] = lambda: 0.0

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None:
        self.replicas, self.clock = replicas, clock

    def choose(self, tr: TraceRequest) -> int:
        raise NotImplementedError

    def on_dispatch(self, tr: TraceRequest, idx: int) -> None:
        pass

    def on_complete(self, tr: TraceRequest, idx: int) -> None:
        pass

    def on_kv(self, idx: int, stored: list[str], removed: list[str]) -> None:
        pass

    def _argbest(self, scores: Sequence[float], lowest: bool = False) -> int:
        best = min(scores) if lowest else max(scores)
        ties = [i for i, s in enumerate(scores) if s == best]
        return ties[0] if len(ties) == 1 else self.rng.choice(ties)


class RouterPolicy(BasePolicy):
    """kvroute's proxy/router.py Router with its PrefixIndex, unmodified, under one of its policies
    (``cache_aware`` is "ours"; ``round_robin`` and ``least_loaded`` are its simple ones), with the
    shipped PolicyConfig defaults. The index runs in exact mode: each replica's KV stored / removed
    events go in as they happen, routed blocks count as pending until stored (on_dispatch), and the
    router reads load through the Candidate protocol (the proxy's in-flight counts, plus the
    replica's last heartbeat: running, waiting, KV usage)."""

    wants_kv_events = True

    def __init__(self, name: str, router_policy: str, seed: int = 0, config: PolicyConfig | None = None) -> None:
        super().__init__(seed)
        self.name = name
        self.config = config or PolicyConfig(name=router_policy)
        self._seq = 0
        self._by_name: dict[str, int] = {}
        self._last: RouteRequest | None = None
        self.reasons: Counter[str] = Counter()  # the router's decision reasons (prefix_hit, spill, ...)

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None:
        super().bind(replicas, clock)
        p = self.config
        self.index = PrefixIndex(clock, pending_ttl_s=p.pending_ttl_s, approx_capacity_blocks=p.approx_capacity_blocks)
        for r in replicas:
            self.index.apply_snapshot(r.name, "sim", [])  # exact mode, an empty cache
        self.router = Router(p, self.index, clock, self.rng)
        self._by_name = {r.name: r.idx for r in replicas}

    def choose(self, tr: TraceRequest) -> int:
        self._last = RouteRequest(tr.hashes, tr.prompt_tokens, BLOCK)
        decision = self.router.route(self._last, self.replicas)
        self.reasons[decision.reason] += 1
        return self._by_name[decision.replica]

    def on_dispatch(self, tr: TraceRequest, idx: int) -> None:
        if self._last is not None:
            self.router.on_dispatch(self.replicas[idx].name, self._last)
            self._last = None

    def on_kv(self, idx: int, stored: list[str], removed: list[str]) -> None:
        name = self.replicas[idx].name
        for kind, hashes in (("stored", stored), ("removed", removed)):
            if hashes:
                self._seq += 1
                self.index.apply_event(name, KVEvent(self._seq, kind, tuple(hashes)))


class ConsistentHashPolicy(BasePolicy):
    """Consistent hashing on the request's first block: a hash ring with 100 virtual nodes per
    replica, keyed by the first trace block id (what ring-hash load balancers such as Envoy's or
    SMG's consistent_hashing do with a prefix key). Perfect affinity, no load awareness: a prefix
    every request shares sends everything to one replica."""

    name = "consistent_hash"
    VNODES = 100

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None:
        super().bind(replicas, clock)
        ring = sorted((_h64(f"{r.name}#{v}"), r.idx) for r in replicas for v in range(self.VNODES))
        self._points = [p for p, _ in ring]
        self._owners = [o for _, o in ring]

    def choose(self, tr: TraceRequest) -> int:
        i = bisect.bisect(self._points, _h64(str(tr.first_id)))
        return self._owners[i % len(self._owners)]


class SGLangPolicy(BasePolicy):
    """SGLang router (sgl-router) ``cache_aware``, as its launch_router docs describe it, with the
    defaults it logged at start (cache_threshold 0.5, balance_abs_threshold 32,
    balance_rel_threshold 1.0001, eviction_interval 60 s, max_tree_size 2^24):

    - load = the router's own count of requests it sent a worker and has not seen finish;
    - imbalanced when max - min > balance_abs_threshold and max > balance_rel_threshold * min: then
      the least loaded worker (shortest queue);
    - else the worker whose approximate radix tree (the prompts the router sent it, not its real
      cache) matches the longest prefix; if that match covers more than cache_threshold of the
      prompt, it gets the request, otherwise the worker with the smallest tree;
    - the prompt goes into the chosen worker's tree; every eviction_interval each tree is trimmed,
      least recently used leaves first, to max_tree_size.

    Trees hold characters in SGLang; here blocks, max_tree_size 2^24 characters = 8192 blocks."""

    name = "sglang"

    def __init__(self, seed: int = 0, cache_threshold: float = 0.5, balance_abs: int = 32,
                 balance_rel: float = 1.0001, eviction_interval_s: float = 60.0,
                 max_tree_blocks: int = 2**24 // (4 * BLOCK)) -> None:
        super().__init__(seed)
        self.cache_threshold, self.balance_abs, self.balance_rel = cache_threshold, balance_abs, balance_rel
        self.eviction_interval_s, self.max_tree_blocks = eviction_interval_s, max_tree_blocks

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None:
        super().bind(replicas, clock)
        self.trees: list[OrderedDict[str, None]] = [OrderedDict() for _ in replicas]
        self._next_evict = self.eviction_interval_s

    def choose(self, tr: TraceRequest) -> int:
        now = self.clock()
        if now >= self._next_evict:
            for tree in self.trees:
                while len(tree) > self.max_tree_blocks:
                    tree.popitem(last=False)
            self._next_evict = now + self.eviction_interval_s
        loads = [r.in_flight for r in self.replicas]
        hi, lo = max(loads), min(loads)
        if hi - lo > self.balance_abs and hi > self.balance_rel * lo:
            return loads.index(lo)
        matched = [_lead(tree, tr.hashes) for tree in self.trees]
        best = max(range(len(matched)), key=matched.__getitem__)
        if matched[best] * BLOCK / tr.prompt_tokens > self.cache_threshold:
            return best
        sizes = [len(t) for t in self.trees]
        return sizes.index(min(sizes))

    def on_dispatch(self, tr: TraceRequest, idx: int) -> None:
        _touch(self.trees[idx], tr.hashes)


class DynamoPolicy(BasePolicy):
    """NVIDIA Dynamo's KV router, as its router docs give the cost: for each worker,
    ``overlap_score_weight * prefill_blocks + decode_blocks`` where prefill_blocks = (prompt tokens
    - overlap blocks * block size) / block size (what it would compute) and decode_blocks = the
    worker's active blocks (the router's count of the sequences it sent there and has not seen finish,
    queued ones included: their prompts plus what they generated so far) plus the request's own. Overlap comes from KV events (here each replica's true cache,
    events with no delay). Defaults: overlap_score_weight 1.0, router_temperature 0 (the lowest cost,
    ties at random); a temperature above 0 samples from a softmax over the normalized costs."""

    name = "dynamo"

    def __init__(self, seed: int = 0, overlap_score_weight: float = 1.0, temperature: float = 0.0) -> None:
        super().__init__(seed)
        self.weight, self.temperature = overlap_score_weight, temperature

    def choose(self, tr: TraceRequest) -> int:
        n, own = tr.prompt_tokens, tr.prompt_tokens / BLOCK
        costs = [self.weight * (n - r.cache.match(tr.hashes) * BLOCK) / BLOCK + (r.in_flight_tokens + r.generated()) / BLOCK + own
                 for r in self.replicas]
        if self.temperature <= 0:
            return self._argbest(costs, lowest=True)
        hi, lo = max(costs), min(costs)
        span = (hi - lo) or 1.0
        weights = [math.exp(-((c - lo) / span) / self.temperature) for c in costs]
        return self.rng.choices(range(len(costs)), weights=weights)[0]


class LlmdPolicy(BasePolicy):
    """llm-d inference scheduler (Gateway API inference extension EPP), its default scheduling
    profile: prefix-cache-scorer weight 3, kv-cache-utilization-scorer weight 2, queue-scorer
    weight 2, max-score-picker (ties at random).

    - prefix-cache-scorer (estimated mode): per server an LRU of the block hashes routed there
      (lruCapacityPerServer 31250 blocks of 16 tokens = 976 trace blocks); a prompt's first
      maxPrefixBlocksToMatch 256 x 16 tokens (= 8 trace blocks) are matched; score = leading blocks
      the server holds / blocks looked at;
    - kv-cache-utilization-scorer: 1 - the server's KV cache usage;
    - queue-scorer: (max waiting - its waiting) / (max - min) over the candidates, 1 when all equal.
    Server metrics are read fresh (the EPP scrapes them every 50 ms)."""

    name = "llm_d"

    def __init__(self, seed: int = 0, weights: tuple[float, float, float] = (3.0, 2.0, 2.0),
                 lru_blocks: int = 31250 * 16 // BLOCK, max_blocks: int = 256 * 16 // BLOCK) -> None:
        super().__init__(seed)
        self.weights, self.lru_blocks, self.max_blocks = weights, lru_blocks, max_blocks

    def bind(self, replicas: list[Replica], clock: Callable[[], float]) -> None:
        super().bind(replicas, clock)
        self.lrus: list[OrderedDict[str, None]] = [OrderedDict() for _ in replicas]

    def choose(self, tr: TraceRequest) -> int:
        head = tr.hashes[: self.max_blocks]
        wp, wk, wq = self.weights
        queues = [len(r.waiting) for r in self.replicas]
        qmax, qmin = max(queues), min(queues)
        scores = []
        for r, lru, q in zip(self.replicas, self.lrus, queues, strict=True):
            prefix = _lead(lru, head) / len(head) if head else 0.0
            queue = 1.0 if qmax == qmin else (qmax - q) / (qmax - qmin)
            scores.append(wp * prefix + wk * (1.0 - r.kv_usage()) + wq * queue)
        return self._argbest(scores)

    def on_dispatch(self, tr: TraceRequest, idx: int) -> None:
        lru = self.lrus[idx]
        _touch(lru, tr.hashes[: self.max_blocks])
        while len(lru) > self.lru_blocks:
            lru.popitem(last=False)


class PooledPolicy(BasePolicy):
    """A bound, not a router: the fleet's N*C blocks as one LRU pool every replica reads and fills
    (``pooled_lru``), or one unbounded cache (``oracle``); requests go to the replica with the fewest
    outstanding. What any routing could reach with that much cache, under the same timing."""

    def __init__(self, pool: str, seed: int = 0) -> None:
        super().__init__(seed)
        self.pool = pool
        self.name = "pooled_lru" if pool == "pooled" else "oracle"

    def choose(self, tr: TraceRequest) -> int:
        return self._argbest([r.in_flight for r in self.replicas], lowest=True)


POLICY_NAMES = ("round_robin", "least_loaded", "consistent_hash", "sglang", "dynamo", "llm_d", "ours",
                "ours_tuned", "ours_capped", "pooled_lru", "oracle")

# `ours_tuned`: the same Router with a fixed unit sized by hand for prompts as long as the Mooncake
# traces' (mean 12-15k tokens): a 16k-token prompt in flight weighs one request (shipped: 0, the
# recent mean prompt, which finds about the same on these traces), and the shipped spill threshold.
TUNED = {"token_load_unit": 16384.0, "spill_threshold": 8.0}
# `ours_capped`: the shipped knobs with a stricter cap on each replica's share of recent requests
# (1.2 times the fair share, long prompts included: load max/mean <= 1.2 is the balance target).
CAPPED = {"routed_share_cap": 1.2, "share_cap_exempt_prompt": 0.0}


def make_policy(name: str, seed: int = 0) -> BasePolicy:
    """A fresh policy by name (one per run: policies keep routing state)."""
    factories: dict[str, Callable[[], BasePolicy]] = {
        "round_robin": lambda: RouterPolicy("round_robin", "round_robin", seed),
        "least_loaded": lambda: RouterPolicy("least_loaded", "least_loaded", seed),
        "consistent_hash": lambda: ConsistentHashPolicy(seed),
        "sglang": lambda: SGLangPolicy(seed),
        "dynamo": lambda: DynamoPolicy(seed),
        "llm_d": lambda: LlmdPolicy(seed),
        "ours": lambda: RouterPolicy("ours", "cache_aware", seed),
        "ours_tuned": lambda: RouterPolicy("ours_tuned", "cache_aware", seed,
                                           PolicyConfig(name="cache_aware", **TUNED)),
        "ours_capped": lambda: RouterPolicy("ours_capped", "cache_aware", seed,
                                            PolicyConfig(name="cache_aware", **CAPPED)),
        "pooled_lru": lambda: PooledPolicy("pooled", seed),
        "oracle": lambda: PooledPolicy("infinite", seed),
    }
    if name not in factories:
        raise ValueError(f"unknown policy {name!r}: one of {', '.join(POLICY_NAMES)} or all")
    return factories[name]()


def _h64(key: str) -> int:
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big")


def _lead(held: OrderedDict[str, None], hashes: Sequence[str]) -> int:
    m = 0
    for h in hashes:
        if h not in held:
            break
        m += 1
    return m


def _touch(lru: OrderedDict[str, None], hashes: Sequence[str]) -> None:
    """Insert or refresh a prompt's blocks, deepest first (parents end up fresher than children)."""
    for h in reversed(hashes):
        if h in lru:
            lru.move_to_end(h)
        else:
            lru[h] = None
