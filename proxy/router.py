"""Choosing a replica for a request: the policies and the cache_aware cost model.

Policies: ``cache_aware`` (default), ``round_robin``, ``least_loaded``, ``random`` and ``session``.
Every decision carries a reason and every eligible replica's score, for /debug/route and metrics.

Load of a replica, in "requests" (L_r)::

    L_r = max(in_flight_r, running_r + waiting_r)      # the proxy's count, or the replica's if higher
          + in_flight_tokens_r / token_load_unit       # long prompts in flight weigh more
          + kv_usage_weight * kv_usage_r               # a full KV cache is about to evict

`token_load_unit` 0 (the default) is the mean prompt length of the requests dispatched lately (an
exponential average over about `PROMPT_MEAN_WINDOW` requests, at least `MIN_TOKEN_LOAD_UNIT` tokens): a typical prompt
in flight then weighs one request more, whether prompts are 500 tokens or 15,000, so the load
terms and `spill_threshold` mean the same on any workload.

The replica's numbers come from its last heartbeat (ignored once older than `load_stale_s`); the
proxy's own counts are live, so the max covers both other sidecars' traffic and heartbeat lag.

cache_aware, for a prompt of n tokens whose first m_r blocks replica r holds (PrefixIndex.match):

1. ``saved_r = cached_tokens(n, m_r, bs)``: the prefill r would skip (the engine's own cap), and
   what it predicts for usage. Blocks r holds only on its host tier are copied back rather than
   recomputed, which is not free: in the scores below they count ``host_hit_weight`` (default 0.5)
   of a token each, so a device hit beats an equal host hit and a host hit beats a recompute.
2. ``common = max(min_r saved_r, hot)`` and ``extra_r = saved_r - min(saved_r, common)``. A prefix
   every replica already holds saves the same everywhere, so it cannot pull traffic: only the part
   of the match beyond it makes a difference. `hot` extends this to a prompt head that too much
   of the traffic starts with to live on one replica (a common system prompt, before every
   replica holds it): the tokens of the leading blocks that more than `hot_prefix_share` (default
   1 / candidates) of the last `hot_window`..2x`hot_window` dispatched requests began with (counted
   over the first `hot_prefix_blocks` blocks, once `hot_min_requests` were seen). Such a head is
   meant to be replicated, so holding it earns nothing.
3. ``score_r = extra_r - load_weight * L_r``: `load_weight` is how many prefill tokens one unit of
   load is worth (default 64: a long shared prefix outweighs a few queued requests, a short one
   does not).
4. Saturation: replicas with ``L_r > min_L + spill_threshold`` and ``L_r > spill_ratio * min_L``
   are not candidates (the ratio keeps a busy fleet from spilling over small relative gaps).
   Nor, with ``routed_share_cap`` c > 0 (default 1.3), is a replica that received more than ``c *
   W / candidates + 1`` of the last W = `hot_window` dispatched requests: bounded loads, as in
   consistent hashing with bounded loads, so conversations and popular prefixes that stick to
   their holders do not pile requests onto a few replicas over time. A prompt at least
   `share_cap_exempt_prompt` (default 1.0) times the recent mean long is exempt: recomputing a long
   prompt elsewhere is what sets the TTFT tail, while moving a short one costs little (on the
   Mooncake traces the cap took load max/mean at 64 replicas from 1.33-1.39 to 1.19-1.25 with TTFT
   p99 unchanged; without the exemption p99 rose 0.1-0.5 s). If the
   best match overall sat on such a replica the decision is a ``spill``; the hot prefix so gets a
   second holder instead of queueing behind one.
5. A match is meaningful when ``extra_r >= min_match_blocks * bs`` and either ``extra_r >=
   min_match_fraction * (n - common)`` or ``extra_r >= min_match_tokens``: the replica holds a
   real share of what is not shared by all, or simply a lot of it (a long conversation whose new
   turn is longer still). If a candidate has one, the highest score wins (``prefix_hit``, or
   ``spill`` when load moved it off the best match).
6. Otherwise the prompt is a new prefix. Among candidates whose load is within `balance_slack` of
   the least loaded, it goes to the one that received the fewest of the last `hot_window`
   dispatched requests, and of those to the one holding the fewest cached blocks (``new_prefix``).
   Requests that hit stick to their holders, so a replica serving long conversations or a popular
   prefix gets its share of traffic from them; new prefixes even that out where it costs no hit
   (on the Mooncake traces this took load max/mean at 64 replicas from 1.5-1.9 to 1.04-1.4).
   Because routed blocks count at once (pending / approx entries), prefix groups arriving one at a
   time still spread evenly, and a group whose only match is a prompt head many groups share (one
   holder so far, under `min_match_fraction` of the prompt) starts on another replica. A prompt
   shorter than one block adds nothing to keep: any such replica.

Ties break by larger extra match, then fewer cached blocks, then the injected RNG. Knob defaults
are in proxy/config.py (PolicyConfig); `route(..., dry_run=True)` answers without moving state.

``session`` sticks on the request's session key (OpenAI ``prompt_cache_key``, else ``user``,
namespaced by tenant): a bounded LRU map remembers where each key went; a key not in the map (or
whose replica is no longer eligible) is placed by rendezvous hashing over the eligible replicas,
so every sidecar places it alike. Requests without a key are routed cache_aware.

Pure: synchronous, no I/O, injected clock and RNG. It reads the replicas it may choose from
through the small `Candidate` protocol (proxy/replica.py's Replica; the simulator and tests pass
fakes) and owns only routing state: the prefix index it consults, the hot-head counts, the
session map and the round-robin position.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter, OrderedDict, deque
from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from protocol.block_hash import cached_tokens
from protocol.errors import APIError
from protocol.kv_events import LoadReport
from proxy.config_types import POLICIES, PolicyConfig, ProxyConfig
from proxy.prefix_index import PrefixIndex

PROMPT_MEAN_WINDOW = 256  # requests the automatic token_load_unit averages over (about)
MIN_TOKEN_LOAD_UNIT = 256.0  # the automatic unit never goes below this many tokens


class NoReplicaAvailable(APIError):
    """No healthy, allowed replica for this request (HTTP 503)."""

    def __init__(self, message: str = "no replica available for this request") -> None:
        super().__init__(503, message, code="no_replica_available")


class Candidate(Protocol):
    """What the router reads of a replica it may choose."""

    @property
    def name(self) -> str: ...  # the replica's URL as configured: its name in the index and headers

    @property
    def in_flight(self) -> int: ...  # requests this proxy has sent there and not seen finish

    @property
    def in_flight_tokens(self) -> int: ...  # their prompt tokens

    @property
    def load(self) -> LoadReport | None: ...  # the replica's last load report, if any

    @property
    def load_at(self) -> float: ...  # when it came (router clock)


# The per-request records below are NamedTuples, not frozen dataclasses: as immutable, and about
# four times cheaper to build, which counts on the proxy's hot path (several per request).


class RouteRequest(NamedTuple):
    """What routing needs to know about one request."""

    hashes: tuple[str, ...]  # block hashes of the (normalized, salted) prompt
    prompt_tokens: int
    block_size: int
    session_key: str | None = None  # prompt_cache_key, else user
    tenant: str = "default"
    allowed: tuple[str, ...] | None = None  # the tenant's allowed backends; None = any
    salted: bool = False  # private or group tenant: only backends that honour cache_salt
    lengths: tuple[int, ...] = ()  # a batch of prompts: each one's length (`hashes` are their common prefix)


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

    def nbytes(self) -> int:
        """An upper estimate of the bytes held: a counter slot and a hash string per entry."""
        return self.size() * 200


class Router:
    """Routes RouteRequests over the candidates it is given, with one policy; see the module docstring."""

    def __init__(self, policy: PolicyConfig, index: PrefixIndex, clock: Callable[[], float], rng: random.Random,
                 session_bytes: int = 16 * 1024 * 1024) -> None:
        if policy.name not in POLICIES:
            raise ValueError(f"unknown policy {policy.name!r}")
        self.policy = policy
        self.index = index
        self._clock = clock
        self._rng = rng
        self._rr = 0
        self._sessions: OrderedDict[str, str] = OrderedDict()
        self._session_bytes = 0
        self._max_session_bytes = session_bytes
        self.heat = PrefixHeat(policy.hot_window, policy.hot_prefix_blocks, policy.hot_min_requests)
        self.mean_prompt = 0.0  # recent dispatched prompts' mean length, for token_load_unit 0
        self._recent: deque[str] = deque()  # the last hot_window dispatches' replicas
        self._routed: Counter[str] = Counter()  # ...counted per replica

    def on_dispatch(self, replica: str, req: RouteRequest) -> None:
        """The request was sent to `replica`: note the blocks it will cache, its prompt head and length."""
        self.heat.add(req.hashes)
        self._recent.append(replica)
        self._routed[replica] += 1
        if len(self._recent) > self.policy.hot_window:
            self._routed[self._recent.popleft()] -= 1
        if self.mean_prompt == 0.0:
            self.mean_prompt = float(req.prompt_tokens)
        else:
            self.mean_prompt += (req.prompt_tokens - self.mean_prompt) / PROMPT_MEAN_WINDOW
        if req.hashes:
            if self.index.mode(replica) == "exact":
                self.index.add_pending(replica, req.hashes)
            else:
                self.index.record_routed(replica, req.hashes)

    # ---- routing --------------------------------------------------------------------------------

    def load_units(self, c: Candidate) -> float:
        """L_r of the cost model (module docstring)."""
        return self._load_units(c, self._fresh_load(c, self._clock()))

    def _load_units(self, c: Candidate, report: LoadReport | None) -> float:
        p = self.policy
        requests = float(c.in_flight)
        kv = 0.0
        if report is not None:
            requests = max(requests, float(report.running + report.waiting))
            kv = report.kv_usage
        unit = p.token_load_unit or max(self.mean_prompt, MIN_TOKEN_LOAD_UNIT)
        return requests + c.in_flight_tokens / unit + p.kv_usage_weight * kv

    def _fresh_load(self, c: Candidate, now: float) -> LoadReport | None:
        report = c.load
        if report is None or now - c.load_at > self.policy.load_stale_s:
            return None
        return report

    def route(self, req: RouteRequest, candidates: Sequence[Candidate], policy: str | None = None,
              dry_run: bool = False) -> RouteDecision:
        """Choose one of `candidates` (the replicas this request may use now, in a stable order);
        raises NoReplicaAvailable when there are none.

        `policy` overrides the configured one for this request (e.g. /debug/route comparisons).
        `dry_run` answers what route would decide now without moving any routing state (round-robin
        position, session map, RNG), for /debug/route.
        """
        name = policy or self.policy.name
        if name not in POLICIES:
            raise ValueError(f"unknown policy {name!r}")
        if not candidates:
            raise NoReplicaAvailable()
        eligible = [c.name for c in candidates]
        rng = self._rng
        if dry_run:
            rng = random.Random()
            rng.setstate(self._rng.getstate())
        # Every per-replica input is read once; `saved` is also each replica's predicted cached tokens.
        n, bs, now = req.prompt_tokens, req.block_size, self._clock()
        matched = self.index.match(req.hashes, eligible)
        saved: dict[str, int] = {}
        worth: dict[str, float] = {}  # saved, with host-tier blocks discounted (module docstring, step 1)
        reports: dict[str, LoadReport | None] = {}
        loads: dict[str, float] = {}
        blocks: dict[str, int] = {}
        lengths = req.lengths
        for c in candidates:
            r = c.name
            m = matched[r]
            saved[r] = sum(cached_tokens(k, m, bs) for k in lengths) if lengths else cached_tokens(n, m, bs)
            host = self.index.host_only(r, req.hashes[:m]) if m else 0
            worth[r] = saved[r] - (1.0 - self.policy.host_hit_weight) * min(saved[r], host * bs)
            reports[r] = report = self._fresh_load(c, now)
            loads[r] = self._load_units(c, report)
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
            replica, reason, raw = self._cache_aware(req, eligible, saved, worth, loads, blocks, rng)
        scores = tuple([  # positional: (replica, matched_blocks, predicted_cached_tokens, in_flight,
            # in_flight_tokens, load, score, load_units, cached_blocks)
            ReplicaScore(c.name, matched[c.name], saved[c.name], c.in_flight, c.in_flight_tokens, reports[c.name],
                         raw[c.name], loads[c.name], blocks[c.name])
            for c in candidates])
        return RouteDecision(replica, name, reason, saved[replica], scores)

    def _cache_aware(self, req: RouteRequest, eligible: list[str], saved: dict[str, int], worth: dict[str, float],
                     loads: dict[str, float], blocks: dict[str, int],
                     rng: random.Random) -> tuple[str, str, dict[str, float]]:
        p, n, bs = self.policy, req.prompt_tokens, req.block_size
        if len(eligible) == 1:  # its match is the common part: nothing to weigh, a new prefix
            only = eligible[0]
            return only, "new_prefix", {only: -p.load_weight * loads[only]}
        share = p.hot_prefix_share or 1.0 / len(eligible)
        hot = cached_tokens(n, self.heat.hot_blocks(req.hashes, share), bs) if req.hashes else 0
        common = max(min(saved.values()), hot)
        extra: dict[str, int] = {}
        score: dict[str, float] = {}
        for r in eligible:
            extra[r] = saved[r] - min(saved[r], common)
            score[r] = worth[r] - min(worth[r], common) - p.load_weight * loads[r]
        min_load = min(loads.values())
        candidates = [r for r in eligible
                      if loads[r] <= min_load + p.spill_threshold or loads[r] <= p.spill_ratio * min_load]
        exempt = p.share_cap_exempt_prompt and n >= p.share_cap_exempt_prompt * self.mean_prompt
        if p.routed_share_cap and self._recent and not exempt:
            cap = p.routed_share_cap * len(self._recent) / len(eligible) + 1
            candidates = [r for r in candidates if self._routed[r] <= cap] or candidates
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
        least = min(loads[r] for r in candidates)  # min_load, unless the share cap took that replica out
        light = [r for r in candidates if loads[r] <= least + p.balance_slack]
        least_routed = min(self._routed[r] for r in light)  # hits stick: even out the request counts here
        light = [r for r in light if self._routed[r] == least_routed]
        if req.hashes:  # it will add blocks: put them where the fewest are kept
            fewest = min(blocks[r] for r in light)
            light = [r for r in light if blocks[r] == fewest]
        return rng.choice(light), ("spill" if meaningful else "new_prefix"), score

    def _round_robin(self, eligible: list[str], dry_run: bool) -> str:
        replica = eligible[self._rr % len(eligible)]
        if not dry_run:
            self._rr += 1
        return replica

    def _session(self, req: RouteRequest, eligible: list[str], dry_run: bool) -> tuple[str, str]:
        key = f"{req.tenant}\x00{req.session_key}"
        known = self._sessions.get(key)
        if known is not None and known in eligible:
            if not dry_run:
                self._sessions.move_to_end(key)
            return known, "session"
        replica = max(eligible, key=lambda r: hashlib.blake2b(f"{key}\x00{r}".encode(), digest_size=8).digest())
        if not dry_run:
            if key not in self._sessions:
                self._session_bytes += _session_entry_bytes(key)
            self._sessions[key] = replica
            self._sessions.move_to_end(key)
            while self._sessions and (len(self._sessions) > self.policy.session_capacity
                                      or self._session_bytes > self._max_session_bytes):
                old, _ = self._sessions.popitem(last=False)
                self._session_bytes -= _session_entry_bytes(old)
        return replica, ("session" if known is None else "session_fallback")

    def session_count(self) -> int:
        """Session keys remembered (bounded by `session_capacity` and the session byte budget)."""
        return len(self._sessions)

    def nbytes(self) -> int:
        """Bytes the session map and hot-head counts hold (an estimate, counted as they change)."""
        return self._session_bytes + self.heat.nbytes()


def _session_entry_bytes(key: str) -> int:
    """An upper estimate of one session entry: its key string and the ordered-dict slot."""
    return 2 * len(key) + 160


def build_routing(cfg: ProxyConfig, clock: Callable[[], float], rng: random.Random) -> tuple[PrefixIndex, Router]:
    """The index and router for a config, with their shares of the routing-cache byte budget: half
    for the index's guesses (routed and pending blocks), a sixteenth for the session map and
    hot-head counts (the rest: the prefix-hash memo a quarter, the tokenizer's caches an eighth,
    recent prompts a sixteenth; proxy/server.py)."""
    p, budget = cfg.policy, cfg.limits.routing_cache_bytes
    index = PrefixIndex(clock, pending_ttl_s=p.pending_ttl_s, approx_capacity_blocks=p.approx_capacity_blocks,
                        stale_after_s=cfg.timeouts.events_stale_s, guess_bytes=budget // 2)
    return index, Router(p, index, clock, rng, session_bytes=budget // 16)
