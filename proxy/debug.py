"""`POST /debug/route`: why a request would go where it goes, and why it would miss the cache.

For a request body it shows every replica's predicted match, load and score, the decision and its
reason. When the prompt matches less than all its blocks, it locates the divergence: the token
position where the prompt stops agreeing with the longest cached prefix (refined to the token
using recently routed prompts), the text around it, and -- if the normalizer would have moved or
reordered what broke the match -- which rule and how many blocks would match after normalizing.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from protocol.block_hash import block_hashes, cached_tokens, to_hex
from protocol.openai_api import parse_chat_request
from proxy.pipeline import Normalizer, Pipeline, Prepared
from proxy.prefix_index import PrefixIndex
from proxy.router import NoReplicaAvailable, Router
from proxy.tenants import Tenant

CONTEXT_TOKENS = 24


class RecentPrompts:
    """The token ids of the last `capacity` routed prompts, per salt, to find divergence points.

    Appending is O(1) on the hot path; the search happens only when an operator asks.
    """

    def __init__(self, capacity: int = 256, max_tokens: int = 32768) -> None:
        self._ring: deque[tuple[str, Sequence[int]]] = deque(maxlen=capacity)
        self.max_tokens = max_tokens  # longer prompts are kept only this far: memory stays bounded

    def add(self, salt: str, ids: Sequence[int]) -> None:
        if ids:
            self._ring.append((salt, ids if len(ids) <= self.max_tokens else ids[:self.max_tokens]))

    def closest(self, salt: str, ids: Sequence[int]) -> tuple[int, list[int]] | None:
        """(common prefix length, that prompt) for the recent prompt sharing the longest prefix."""
        query = list(ids)
        best: tuple[int, list[int]] | None = None
        for s, other in reversed(self._ring):
            if s != salt:
                continue  # other cache scopes never share blocks
            cand = list(other)
            n = _common_prefix(query, cand)
            if n < len(query) and n < len(cand) and (best is None or n > best[0]):
                best = (n, cand)
        return best


def _common_prefix(a: list[int], b: list[int]) -> int:
    lo, hi = 0, min(len(a), len(b))
    while lo < hi:  # binary search with C-speed slice compares
        mid = (lo + hi + 1) // 2
        if a[:mid] == b[:mid]:
            lo = mid
        else:
            hi = mid - 1
    return lo


def _change_texts(change: Any) -> list[str]:
    """The original text a normalizer change moved, whatever shape the report takes."""
    out: list[str] = []
    for key in ("original", "text", "value", "source", "before", "span_text"):
        v = change.get(key) if isinstance(change, dict) else getattr(change, key, None)
        if isinstance(v, str) and v.strip():
            out.append(v)
    return out


def _describe(change: Any) -> dict[str, Any]:
    """A normalizer change as /debug/route shows it: which rule moved what, and where to."""
    get = change.get if isinstance(change, dict) else lambda k: getattr(change, k, None)
    return {k: get(k) for k in ("kind", "rule", "cue", "text", "where", "dest") if get(k) not in (None, "")}


class RouteExplainer:
    """Builds the /debug/route document from the live router and index."""

    def __init__(self, pipeline: Pipeline, router: Router, index: PrefixIndex, recent: RecentPrompts,
                 healthy: Any) -> None:
        self.pipeline = pipeline
        self.router = router
        self.index = index
        self.recent = recent
        self._healthy = healthy  # () -> list of replicas in the pool

    def explain(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], prep: Prepared) -> dict[str, Any]:
        route = prep.route
        healthy = set(self._healthy())
        allowed = [r for r in self.router.replicas if r in healthy and (route.allowed is None or r in route.allowed)]
        try:
            decision = self.router.route(route._replace(allowed=tuple(allowed)))
        except NoReplicaAvailable:
            decision = None
        matches = self.index.match(route.hashes, self.router.replicas)
        scores = {s.replica: s for s in decision.scores} if decision else {}
        bs = route.block_size
        replicas = []
        for r in self.router.replicas:
            s = scores.get(r)
            replicas.append({
                "replica": r, "healthy": r in healthy, "eligible": r in allowed, "mode": self.index.mode(r),
                "matched_blocks": matches.get(r, 0),
                "predicted_cached_tokens": cached_tokens(route.prompt_tokens, matches.get(r, 0), bs),
                "in_flight": self.router.in_flight(r), "cached_blocks": self.index.num_blocks(r),
                "load": s.load.to_json() if s is not None and s.load is not None else None,
                "load_units": s.load_units if s is not None else self.router.load_units(r),
                "score": s.score if s is not None else None,
            })
        doc: dict[str, Any] = {
            "endpoint": endpoint, "tenant": tenant.name, "isolation": tenant.isolation,
            "prompt_tokens": route.prompt_tokens, "block_size": bs, "prompt_blocks": len(route.hashes),
            "normalized": list(prep.kinds), "policy": self.router.policy.name,
            "decision": None if decision is None else {
                "replica": decision.replica, "reason": decision.reason, "policy": decision.policy,
                "predicted_cached_tokens": decision.predicted_cached_tokens},
            "replicas": replicas,
        }
        best = max(matches.values(), default=0)
        if best < len(route.hashes) or not route.hashes:
            doc["divergence"] = self._divergence(endpoint, tenant, obj, prep, best)
        return doc

    def _divergence(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], prep: Prepared,
                    matched: int) -> dict[str, Any]:
        tok = self.pipeline.tokenizer
        ids = list(prep.token_ids)
        bs = prep.route.block_size
        pos = matched * bs
        out: dict[str, Any] = {"matched_blocks": matched, "matched_tokens": pos, "token_position": pos,
                               "refined_from_recent_prompt": False}
        near = self.recent.closest(prep.salt, ids)
        cached_after = None
        if near is not None and matched * bs <= near[0] < (matched + 1) * bs:
            # A recent prompt agrees past the last cached block boundary: the exact token is known.
            pos = near[0]
            out.update(token_position=pos, refined_from_recent_prompt=True)
            cached_after = near[1][pos:pos + CONTEXT_TOKENS]
        if tok is not None:
            out["text_before"] = tok.decode(ids[max(0, pos - CONTEXT_TOKENS):pos], skip_special_tokens=False)
            out["text_after"] = tok.decode(ids[pos:pos + CONTEXT_TOKENS], skip_special_tokens=False)
            if cached_after is not None:
                out["cached_text_after"] = tok.decode(cached_after, skip_special_tokens=False)
        out["normalizer"] = self._normalizer_view(endpoint, tenant, obj, prep, matched, pos)
        return out

    def _normalizer_view(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], prep: Prepared,
                         matched: int, pos: int) -> dict[str, Any] | None:
        """What normalizing would change and whether it would have matched more blocks."""
        if prep.kinds:
            return {"applied": list(prep.kinds), "would_match_blocks": matched, "rules": []}
        p = self.pipeline
        norm = Normalizer(enabled=True)
        if not norm.available:
            return None
        alt = Pipeline(p.cfg, p.resolver, norm, p.block_size, p.tokenizer)
        try:
            nprep = alt.prepare(endpoint, replace(tenant, normalize=True), obj)
        except Exception:
            return None
        if not nprep.kinds:
            return {"applied": [], "would_change": [], "would_match_blocks": matched, "rules": []}
        hashes = [to_hex(h) for h in block_hashes(list(nprep.token_ids), p.block_size, prep.salt)]
        after = max(self.index.match(hashes, self.router.replicas).values(), default=0)
        window = ""
        if p.tokenizer is not None:
            ids = list(prep.token_ids)
            window = p.tokenizer.decode(ids[max(0, pos - 2 * CONTEXT_TOKENS):pos + 4 * CONTEXT_TOKENS],
                                        skip_special_tokens=False)
        after_text = ""
        if p.tokenizer is not None:
            after_text = p.tokenizer.decode(list(prep.token_ids)[pos:pos + 4], skip_special_tokens=False).strip()
        blamed = [c for c in self._changes(endpoint, obj)
                  if any((window and t in window) or (after_text and after_text in t) for t in _change_texts(c))]
        return {"applied": [], "would_change": sorted(set(nprep.kinds)), "would_match_blocks": after,
                "rules": [_describe(c) for c in blamed]}

    @staticmethod
    def _changes(endpoint: str, obj: dict[str, Any]) -> tuple[Any, ...]:
        norm = Normalizer(enabled=True)
        if endpoint == "chat":
            creq = parse_chat_request(obj)
            return norm.chat(list(creq.messages), list(creq.tools) if creq.tools else None).changes
        prompt = obj.get("prompt")
        if isinstance(prompt, list) and len(prompt) == 1:
            prompt = prompt[0]
        return norm.text(prompt).changes if isinstance(prompt, str) else ()
