"""`POST /debug/route` (admin listener): why a request would go where it goes, and why it would miss.

For a request body it shows every replica's predicted match, load and score, the decision and its
reason. When the prompt matches less than all its blocks, it locates the divergence: the token
position where the prompt stops agreeing with the longest cached prefix (refined to the token with
recently routed prompts of the same cache scope), the asked prompt's own text around it, and -- if
the normalizer would have moved or reordered what broke the match -- which rule, and how many blocks
would match after normalizing. It never returns text or token ids of any other request: what other
prompts contribute is a position.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from prompt_normalizer import Change
from protocol.block_hash import cached_tokens
from protocol.openai_routing import parse_chat_routing
from proxy.pipeline import CHAT, Normalizer, Pipeline, Prepared, common_prefix_len
from proxy.prefix_index import PrefixIndex
from proxy.replica import ReplicaSet
from proxy.router import NoReplicaAvailable, Router
from proxy.tenants import Tenant

CONTEXT_TOKENS = 24


class RecentPrompts:
    """Token ids of recently routed prompts, per salt, to find divergence points; bounded in bytes.

    Appending is O(1) on the hot path; the search happens only when an operator asks.
    """

    def __init__(self, max_bytes: int = 16 * 1024 * 1024, max_tokens: int = 32768) -> None:
        self._ring: deque[tuple[str, Sequence[int], int]] = deque()
        self._bytes = 0
        self.max_bytes = max_bytes
        self.max_tokens = max_tokens  # longer prompts are kept only this far

    def nbytes(self) -> int:
        return self._bytes

    def add(self, salt: str, ids: Sequence[int]) -> None:
        if not ids:
            return
        kept = ids if len(ids) <= self.max_tokens else ids[:self.max_tokens]
        size = len(kept) * getattr(kept, "itemsize", 8) + len(salt) + 160
        self._ring.append((salt, kept, size))
        self._bytes += size
        while self._bytes > self.max_bytes and self._ring:
            self._bytes -= self._ring.popleft()[2]

    def closest(self, salt: str, ids: Sequence[int]) -> tuple[int, int] | None:
        """(common prefix length, that prompt's length) for the recent prompt of the same salt
        sharing the longest prefix without being equal to it or contained in it."""
        query = list(ids)
        best: tuple[int, int] | None = None
        for s, other, _ in reversed(self._ring):
            if s != salt:
                continue  # other cache scopes never share blocks
            cand = list(other)
            n = common_prefix_len(query, cand)
            if n < len(query) and n < len(cand) and (best is None or n > best[0]):
                best = (n, len(cand))
        return best


def _describe(change: Change) -> dict[str, Any]:
    """A normalizer change as /debug/route shows it: which rule moved what kind of field, from where
    to where (the asked prompt's own field, as it would read in the trailer)."""
    out = {"kind": change.kind, "rule": change.rule, "cue": change.cue, "where": change.where, "dest": change.dest,
           "text": change.text}
    return {k: v for k, v in out.items() if v}


class RouteExplainer:
    """Builds the /debug/route document from the live router, index and replicas."""

    def __init__(self, pipeline: Pipeline, router: Router, index: PrefixIndex, replicas: ReplicaSet,
                 recent: RecentPrompts) -> None:
        self.pipeline = pipeline
        self.router = router
        self.index = index
        self.replicas = replicas
        self.recent = recent

    def explain(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], prep: Prepared) -> dict[str, Any]:
        route = prep.route
        candidates = self.replicas.candidates(route)
        try:
            decision = self.router.route(route, candidates, dry_run=True)
        except NoReplicaAvailable:
            decision = None
        names = self.replicas.names()
        matches = self.index.match(route.hashes, names)
        scores = {s.replica: s for s in decision.scores} if decision else {}
        eligible = {c.name for c in candidates}
        bs = route.block_size
        replicas = []
        for r in self.replicas:
            s = scores.get(r.name)
            replicas.append({
                "replica": r.name, "healthy": r.routable, "eligible": r.name in eligible,
                "mode": self.index.mode(r.name), "matched_blocks": matches.get(r.name, 0),
                "predicted_cached_tokens": cached_tokens(route.prompt_tokens, matches.get(r.name, 0), bs),
                "in_flight": r.in_flight, "cached_blocks": self.index.num_blocks(r.name),
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
        tok = self.pipeline.pool.tokenizer
        ids = list(prep.token_ids)
        bs = prep.route.block_size
        pos = matched * bs
        out: dict[str, Any] = {"matched_blocks": matched, "matched_tokens": pos, "token_position": pos,
                               "refined_from_recent_prompt": False}
        near = self.recent.closest(prep.salt, ids)
        if near is not None and matched * bs <= near[0] < (matched + 1) * bs:
            # A recent prompt agrees past the last cached block boundary: the exact token is known.
            pos = near[0]
            out.update(token_position=pos, refined_from_recent_prompt=True)
        if tok is not None:  # the asked prompt's own text around the divergence
            out["text_before"] = tok.decode(ids[max(0, pos - CONTEXT_TOKENS):pos], skip_special_tokens=False)
            out["text_after"] = tok.decode(ids[pos:pos + CONTEXT_TOKENS], skip_special_tokens=False)
        out["normalizer"] = self._normalizer_view(endpoint, tenant, obj, prep, matched, pos)
        return out

    def _normalizer_view(self, endpoint: str, tenant: Tenant, obj: dict[str, Any], prep: Prepared,
                         matched: int, pos: int) -> dict[str, Any]:
        """What normalizing would change and whether it would have matched more blocks."""
        if prep.kinds:
            return {"applied": list(prep.kinds), "would_match_blocks": matched, "rules": []}
        p = self.pipeline
        try:
            nprep = p.with_normalizer(Normalizer(enabled=True)).prepare(endpoint, replace(tenant, normalize=True), obj)
        except Exception:
            return {"applied": [], "would_change": [], "would_match_blocks": matched, "rules": []}
        if not nprep.kinds:
            return {"applied": [], "would_change": [], "would_match_blocks": matched, "rules": []}
        after = max(self.index.match(nprep.route.hashes, self.replicas.names()).values(), default=0)
        window = after_text = ""
        tok = p.pool.tokenizer
        if tok is not None:
            ids = list(prep.token_ids)
            window = tok.decode(ids[max(0, pos - 2 * CONTEXT_TOKENS):pos + 4 * CONTEXT_TOKENS], skip_special_tokens=False)
            after_text = tok.decode(ids[pos:pos + 4], skip_special_tokens=False).strip()
        blamed = [c for c in self._changes(endpoint, obj) if c.text.strip()
                  and ((window and c.text in window) or (after_text and after_text in c.text))]
        return {"applied": [], "would_change": sorted(set(nprep.kinds)), "would_match_blocks": after,
                "rules": [_describe(c) for c in blamed]}

    @staticmethod
    def _changes(endpoint: str, obj: dict[str, Any]) -> tuple[Change, ...]:
        norm = Normalizer(enabled=True)
        if endpoint == CHAT:
            view = parse_chat_routing(obj)
            return norm.chat(list(view.messages or ()), list(view.tools) if view.tools else None).changes
        prompt = obj.get("prompt")
        if isinstance(prompt, list) and len(prompt) == 1:
            prompt = prompt[0]
        return norm.text(prompt).changes if isinstance(prompt, str) else ()
