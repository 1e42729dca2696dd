"""Choosing a replica for a request: the policies and the cache_aware cost model.

Policies: ``cache_aware`` (default), ``round_robin``, ``least_loaded``, ``random`` and ``session``.
Every decision carries a reason and every eligible replica's score, for /debug/route and metrics.

Load of a replica, in "requests" (L_r)::

    L_r = max(in_flight_r, running_r + waiting_r)      # the proxy's count, or the replica's if higher
          + in_flight_tokens_r / token_load_unit       # long prompts in flight weigh more
          + kv_usage_weight * kv_usage_r               # a full KV cache is about to evict

The replica's numbers come from its last heartbeat (ignored once older than `load_stale_s`); the
proxy's own counts are live, so the max covers both other sidecars' traffic and heartbeat lag.

cache_aware, for a prompt of n tokens whose first m_r blocks replica r holds (PrefixIndex.match):

1. ``saved_r = cached_tokens(n, m_r, bs)``: the prefill r would skip (the engine's own cap).
2. ``common = max(min_r saved_r, hot)`` and ``extra_r = saved_r - min(saved_r, common)``. A prefix
   every replica already holds saves the same everywhere, so it cannot pull traffic: only the part
   of the match beyond it makes a difference. `hot` extends this to a prompt head that too much
   of the traffic starts with to live on one replica (a common system prompt, before every
   replica holds it): the tokens of the leading blocks that more than `hot_prefix_share` (default
   1 / replicas) of the last `hot_window`..2x`hot_window` dispatched requests began with (counted
   over the first `hot_prefix_blocks` blocks, once `hot_min_requests` were seen). Such a head is
   meant to be replicated, so holding it earns nothing.
3. ``score_r = extra_r - load_weight * L_r``: `load_weight` is how many prefill tokens one unit of
   load is worth (default 64: a long shared prefix outweighs a few queued requests, a short one
   does not).
4. Saturation: replicas with ``L_r > min_L + spill_threshold`` and ``L_r > spill_ratio * min_L``
   are not candidates (the ratio keeps a busy fleet from spilling over small relative gaps). If the
   best match overall sat on such a replica the decision is a ``spill``; the hot prefix so gets a
   second holder instead of queueing behind one.
5. A match is meaningful when ``extra_r >= min_match_blocks * bs`` and either ``extra_r >=
   min_match_fraction * (n - common)`` or ``extra_r >= min_match_tokens``: the replica holds a
   real share of what is not shared by all, or simply a lot of it (a long conversation whose new
   turn is longer still). If a candidate has one, the highest score wins (``prefix_hit``, or
   ``spill`` when load moved it off the best match).
6. Otherwise the prompt is a new prefix. It goes where it costs least to keep: among candidates
   whose load is within `balance_slack` of the least loaded, the one holding the fewest cached
   blocks (``new_prefix``). Because routed blocks count at once (pending / approx entries), prefix
   groups arriving one at a time still spread evenly, and a group whose only match is a prompt
   head many groups share (one holder so far, under `min_match_fraction` of the prompt) starts on
   another replica. A prompt shorter than one block adds nothing to keep: any least-loaded one.

Ties break by larger extra match, then fewer cached blocks, then the injected RNG. Knob defaults
are in proxy/config.py (PolicyConfig); `route(..., dry_run=True)` answers without moving state.

Predicted vs actual: `Router.record_usage` books each response's reported `cached_tokens` against
the prediction (PredictionTracker); a replica whose predictions keep missing is to be resynced.

``session`` sticks on the request's session key (OpenAI ``prompt_cache_key``, else ``user``,
namespaced by tenant): a bounded LRU map remembers where each key went; a key not in the map (or
whose replica is no longer eligible) is placed by rendezvous hashing over the eligible replicas,
so every sidecar places it alike. Requests without a key are routed cache_aware.

Synchronous, no I/O, injected clock and RNG: the asyncio layer and the fleet simulator drive it.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter, OrderedDict, deque
from collections.abc import Callable, Sequence
from typing import NamedTuple

from protocol.block_hash import cached_tokens
from protocol.errors import APIError
from protocol.kv_events import LoadReport
from proxy.config import POLICIES, PolicyConfig, ProxyConfig
from proxy.prefix_index import PrefixIndex


class NoReplicaAvailable(APIError):
    """No healthy, allowed replica for this request (HTTP 503)."""

    def __init__(self, message: str = "no replica available for this request") -> None:
        super().__init__(503, message, code="no_replica_available")


# The per-request records below are NamedTuples, not frozen dataclasses: as immutable, and about
# four times cheaper to build, which counts on the proxy's hot path (several per request).


class RouteRequest(NamedTuple):
    """What routing needs to know about one request."""

    hashes: tuple[str, ...]  # block hashes of the (normalized, salted) prompt
    prompt_tokens: int
    block_size: int
    session_key: str | None = None  # prompt_cache_key, else user
    tenant: str = "default"
    allowed: tuple[str, ...] | None = None  # None = all; else tenant allowed ∩ salt-capable


class ReplicaScore(NamedTuple):
    """One eligible replica as the policy saw it."""

    replica: str
    matched_blocks: int
    predicted_cached_tokens: int
    in_flight: int
    in_flight_tokens: int
    load: LoadReport | None
    score: float
    load_units: float = 0.0  # L_r of the cost model
    cached_blocks: int = 0  # PrefixIndex.num_blocks


class RouteDecision(NamedTuple):
    """Where a request goes and why."""

    replica: str
    policy: str
    reason: str  # prefix_hit | spill | new_prefix | session | session_fallback | round_robin | least_loaded | random
    predicted_cached_tokens: int
    scores: tuple[ReplicaScore, ...]

    def score_of(self, replica: str) -> ReplicaScore | None:
        return next((s for s in self.scores if s.replica == replica), None)


REASONS = ("prefix_hit", "spill", "new_prefix", "session", "session_fallback", "round_robin",
           "least_loaded", "random")


class PredictionTracker:
    """Predicted vs reported cached tokens per replica; says when a replica's view needs a resync.

    A miss is a response whose reported `cached_tokens` differs from the prediction. When at least
    `miss_ratio` of the last `window` responses of one replica missed, `record` returns True once
    (and starts a fresh window) so the caller resyncs that replica's snapshot.
    """

    def __init__(self, window: int = 32, miss_ratio: float = 0.5) -> None:
        self._window = window
        self._miss_ratio = miss_ratio
        self._recent: dict[str, deque[bool]] = {}
        self._recent_misses: dict[str, int] = {}  # misses in _recent, kept as it changes
        self.predicted_tokens: dict[str, int] = {}
        self.cached_tokens: dict[str, int] = {}
        self.misses: dict[str, int] = {}
        self.resyncs: dict[str, int] = {}

    def record(self, replica: str, predicted: int, actual: int) -> bool:
        """Book one response; True when the replica's predictions keep failing."""
        self.predicted_tokens[replica] = self.predicted_tokens.get(replica, 0) + predicted
        self.cached_tokens[replica] = self.cached_tokens.get(replica, 0) + actual
        miss = predicted != actual
        if miss:
            self.misses[replica] = self.misses.get(replica, 0) + 1
        recent = self._recent.setdefault(replica, deque(maxlen=self._window))
        misses = self._recent_misses.get(replica, 0) + miss - (len(recent) == self._window and recent[0])
        recent.append(miss)
        if len(recent) == self._window and misses >= self._miss_ratio * self._window:
            recent.clear()
            misses = 0
            self.resyncs[replica] = self.resyncs.get(replica, 0) + 1
            self._recent_misses[replica] = misses
            return True
        self._recent_misses[replica] = misses
        return False


class PrefixHeat:
    """How much of the recent traffic starts with each leading block (the `hot` of the cost model).

    Two generations of counts over the first `max_blocks` blocks of each dispatched request; a
    generation closes every `window` requests, so memory stays under 2 * window * max_blocks.
    """

    def __init__(self, window: int, max_blocks: int, min_requests: int) -> None:
        self._window = window
        self._max_blocks = max_blocks
        self._min_requests = min_requests
        self._cur: Counter[str] = Counter()
        self._prev: Counter[str] = Counter()
        self._n_cur = 0
        self._n_prev = 0

    def add(self, hashes: Sequence[str]) -> None:
        """Count one dispatched request."""
        self._cur.update(hashes[: self._max_blocks])
        self._n_cur += 1
        if self._n_cur >= self._window:
            self._prev, self._cur = self._cur, Counter()
            self._n_prev, self._n_cur = self._n_cur, 0

    def hot_blocks(self, hashes: Sequence[str], share: float) -> int:
        """Leading blocks of `hashes` that more than `share` of the counted requests began with."""
        total = self._n_cur + self._n_prev
        if total < self._min_requests:
            return 0
        need = share * total
        cur, prev = self._cur, self._prev
        k = 0
        for h in hashes[: self._max_blocks]:
            if cur.get(h, 0) + prev.get(h, 0) <= need:
                break
            k += 1
        return k

    def size(self) -> int:
        return len(self._cur) + len(self._prev)


class Router:
    """Routes RouteRequests over a fixed set of replicas with one policy; see the module docstring."""

    def __init__(self, replicas: Sequence[str], policy: PolicyConfig, index: PrefixIndex,
                 clock: Callable[[], float], rng: random.Random) -> None:
        if not replicas:
            raise ValueError("a router needs at least one replica")
        if len(set(replicas)) != len(replicas):
            raise ValueError("duplicate replica names")
        if policy.name not in POLICIES:
            raise ValueError(f"unknown policy {policy.name!r}")
        self._replicas = list(replicas)
        self.policy = policy
        self.index = index
        self._clock = clock
        self._rng = rng
        self._healthy = set(self._replicas)
        self._in_flight = dict.fromkeys(self._replicas, 0)
        self._in_flight_tokens = dict.fromkeys(self._replicas, 0)
        self._loads: dict[str, tuple[LoadReport, float]] = {}
        self._rr = 0
        self._sessions: OrderedDict[str, str] = OrderedDict()
        self.predictions = PredictionTracker(policy.resync_window, policy.resync_miss_ratio)
        self.heat = PrefixHeat(policy.hot_window, policy.hot_prefix_blocks, policy.hot_min_requests)
        self._hot_share = policy.hot_prefix_share or 1.0 / len(self._replicas)

    # ---- state fed by the proxy -----------------------------------------------------------------

    @property
    def replicas(self) -> list[str]:
        return list(self._replicas)

    def _known(self, replica: str) -> None:
        if replica not in self._in_flight:
            raise KeyError(f"unknown replica {replica!r}")

    def on_dispatch(self, replica: str, req: RouteRequest) -> None:
        """The request was sent to `replica`: count it in flight and note the blocks it will cache."""
        self._known(replica)
        self._in_flight[replica] += 1
        self._in_flight_tokens[replica] += req.prompt_tokens
        self.heat.add(req.hashes)
        if req.hashes:
            if self.index.mode(replica) == "exact":
                self.index.add_pending(replica, req.hashes)
            else:
                self.index.record_routed(replica, req.hashes)

    def on_complete(self, replica: str, req: RouteRequest) -> None:
        """The request finished on `replica` (any outcome)."""
        self._known(replica)
        self._in_flight[replica] = max(0, self._in_flight[replica] - 1)
        self._in_flight_tokens[replica] = max(0, self._in_flight_tokens[replica] - req.prompt_tokens)

    def record_usage(self, replica: str, predicted_tokens: int, cached_tokens: int) -> bool:
        """Book the replica's reported cached tokens against our prediction; True: resync it now."""
        self._known(replica)
        keeps_failing = self.predictions.record(replica, predicted_tokens, cached_tokens)
        return keeps_failing and self.index.mode(replica) == "exact"

    def update_load(self, replica: str, load: LoadReport) -> None:
        """A heartbeat or /kv/info load report; also proves the replica's event stream alive."""
        self._known(replica)
        self._loads[replica] = (load, self._clock())
        self.index.note_alive(replica)

    def set_healthy(self, replica: str, healthy: bool) -> None:
        self._known(replica)
        if healthy:
            self._healthy.add(replica)
        else:
            self._healthy.discard(replica)

    def healthy_replicas(self) -> list[str]:
        return [r for r in self._replicas if r in self._healthy]

    def in_flight(self, replica: str) -> int:
        return self._in_flight[replica]

    # ---- routing --------------------------------------------------------------------------------

    def eligible(self, req: RouteRequest) -> list[str]:
        """Healthy replicas the request may use, in configured order."""
        allowed = None if req.allowed is None else set(req.allowed)
        return [r for r in self._replicas if r in self._healthy and (allowed is None or r in allowed)]

    def load_units(self, replica: str) -> float:
        """L_r of the cost model (module docstring)."""
        return self._load_units(replica, self._fresh_load(replica, self._clock()))

    def _load_units(self, replica: str, report: LoadReport | None) -> float:
        p = self.policy
        requests = float(self._in_flight[replica])
        kv = 0.0
        if report is not None:
            requests = max(requests, float(report.running + report.waiting))
            kv = report.kv_usage
        return requests + self._in_flight_tokens[replica] / p.token_load_unit + p.kv_usage_weight * kv

    def _fresh_load(self, replica: str, now: float) -> LoadReport | None:
        entry = self._loads.get(replica)
        if entry is None or now - entry[1] > self.policy.load_stale_s:
            return None
        return entry[0]

    def route(self, req: RouteRequest, policy: str | None = None, dry_run: bool = False) -> RouteDecision:
        """Choose a replica; raises NoReplicaAvailable when none is eligible.

        `policy` overrides the configured one for this request (e.g. /debug/route comparisons).
        `dry_run` answers what route would decide now without moving any routing state (round-robin
        position, session map, RNG), for /debug/route.
        """
        name = policy or self.policy.name
        if name not in POLICIES:
            raise ValueError(f"unknown policy {name!r}")
        eligible = self.eligible(req)
        if not eligible:
            raise NoReplicaAvailable()
        rng = self._rng
        if dry_run:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
        # Every per-replica input is read once; `saved` is also each replica's predicted cached tokens.
        n, bs, now = req.prompt_tokens, req.block_size, self._clock()
        matched = self.index.match(req.hashes, eligible)
        saved: dict[str, int] = {}
        reports: dict[str, LoadReport | None] = {}
        loads: dict[str, float] = {}
        blocks: dict[str, int] = {}
        for r in eligible:
            saved[r] = cached_tokens(n, matched[r], bs)
            reports[r] = report = self._fresh_load(r, now)
            loads[r] = self._load_units(r, report)
            blocks[r] = self.index.num_blocks(r)
        if name == "session" and req.session_key is not None:
            replica, reason = self._session(req, eligible, dry_run)
            raw = dict.fromkeys(eligible, 0.0)
        elif name == "round_robin":
            replica, reason, raw = self._round_robin(eligible, dry_run), "round_robin", dict.fromkeys(eligible, 0.0)
        elif name == "random":
            replica, reason, raw = rng.choice(eligible), "random", dict.fromkeys(eligible, 0.0)
        elif name == "least_loaded":
            raw = {r: -loads[r] for r in eligible}
            low = min(loads.values())
            replica, reason = rng.choice([r for r in eligible if loads[r] == low]), "least_loaded"
        else:
            replica, reason, raw = self._cache_aware(req, eligible, saved, loads, blocks, rng)
        in_flight, in_flight_tokens = self._in_flight, self._in_flight_tokens
        scores = tuple([  # positional: (replica, matched_blocks, predicted_cached_tokens, in_flight,
            # in_flight_tokens, load, score, load_units, cached_blocks)
            ReplicaScore(r, matched[r], saved[r], in_flight[r], in_flight_tokens[r], reports[r], raw[r], loads[r],
                         blocks[r])
            for r in eligible])
        return RouteDecision(replica, name, reason, saved[replica], scores)

    def _cache_aware(self, req: RouteRequest, eligible: list[str], saved: dict[str, int],
                     loads: dict[str, float], blocks: dict[str, int],
                     rng: random.Random) -> tuple[str, str, dict[str, float]]:
        p, n, bs = self.policy, req.prompt_tokens, req.block_size
        if len(eligible) == 1:  # its match is the common part: nothing to weigh, a new prefix
            only = eligible[0]
            return only, "new_prefix", {only: -p.load_weight * loads[only]}
        hot = cached_tokens(n, self.heat.hot_blocks(req.hashes, self._hot_share), bs) if req.hashes else 0
        common = max(min(saved.values()), hot)
        extra: dict[str, int] = {}
        score: dict[str, float] = {}
        for r in eligible:
            extra[r] = e = saved[r] - min(saved[r], common)
            score[r] = e - p.load_weight * loads[r]
        min_load = min(loads.values())
        candidates = [r for r in eligible
                      if loads[r] <= min_load + p.spill_threshold or loads[r] <= p.spill_ratio * min_load]
        threshold = max(p.min_match_blocks * bs,
                        min(p.min_match_fraction * (n - common), float(p.min_match_tokens)))
        best_extra = max(extra.values())
        meaningful = best_extra > 0 and best_extra >= threshold
        if meaningful and any(extra[r] >= threshold for r in candidates):
            top = max(score[r] for r in candidates)
            ties = [r for r in candidates if score[r] == top]
            most = max(extra[r] for r in ties)
            ties = [r for r in ties if extra[r] == most]
            fewest = min(blocks[r] for r in ties)
            replica = rng.choice([r for r in ties if blocks[r] == fewest])
            return replica, ("prefix_hit" if extra[replica] >= best_extra else "spill"), score
        light = [r for r in candidates if loads[r] <= min_load + p.balance_slack]
        if req.hashes:  # it will add blocks: put them where the fewest are kept
            fewest = min(blocks[r] for r in light)
            light = [r for r in light if blocks[r] == fewest]
        return rng.choice(light), ("spill" if meaningful else "new_prefix"), score

    def _round_robin(self, eligible: list[str], dry_run: bool) -> str:
        ok = set(eligible)
        n = len(self._replicas)
        for i in range(n):
            r = self._replicas[(self._rr + i) % n]
            if r in ok:
                if not dry_run:
                    self._rr = (self._rr + i + 1) % n
                return r
        raise NoReplicaAvailable()  # unreachable: eligible is non-empty

    def _session(self, req: RouteRequest, eligible: list[str], dry_run: bool) -> tuple[str, str]:
        key = f"{req.tenant}\x00{req.session_key}"
        known = self._sessions.get(key)
        if known is not None and known in eligible:
            if not dry_run:
                self._sessions.move_to_end(key)
            return known, "session"
        replica = max(eligible, key=lambda r: hashlib.blake2b(f"{key}\x00{r}".encode(), digest_size=8).digest())
        if not dry_run:
            self._sessions[key] = replica
            self._sessions.move_to_end(key)
            while len(self._sessions) > self.policy.session_capacity:
                self._sessions.popitem(last=False)
        return replica, ("session" if known is None else "session_fallback")

    def session_count(self) -> int:
        """Session keys remembered (bounded by `session_capacity`)."""
        return len(self._sessions)


def build_routing(cfg: ProxyConfig, clock: Callable[[], float], rng: random.Random) -> tuple[PrefixIndex, Router]:
    """The index and router for a config: approx mode for backends without KV events, their
    capacity bounds, and the event-staleness fallback from `timeouts.events_stale_s`."""
    p = cfg.policy
    index = PrefixIndex(clock, pending_ttl_s=p.pending_ttl_s, approx_capacity_blocks=p.approx_capacity_blocks,
                        stale_after_s=cfg.timeouts.events_stale_s)
    for b in cfg.backends:
        index.set_mode(b.url, "exact" if b.supports_kv_events else "approx")
        if b.capacity_blocks is not None:
            index.set_capacity(b.url, b.capacity_blocks)
    return index, Router([b.url for b in cfg.backends], p, index, clock, rng)


def eligible_backends(cfg: ProxyConfig, allowed_backends: tuple[str, ...] | None,
                      needs_salt_support: bool) -> tuple[str, ...] | None:
    """RouteRequest.allowed for a tenant: its allowed backends, minus those that would drop its
    cache_salt when it is private or group. None means every backend."""
    if allowed_backends is None and not needs_salt_support:
        return None
    urls = [b.url for b in cfg.backends
            if (allowed_backends is None or b.url in allowed_backends)
            and (b.supports_cache_salt or not needs_salt_support)]
    return tuple(urls)
