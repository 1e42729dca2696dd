"""The timing probe: tenant A sends a fresh document; then, in random order, tenant B sends exactly
A's prompt ("probe"), B sends a fresh prompt of the same token length ("cold"), and A sends its
prompt again ("hit"), each timed to its first token."""

from __future__ import annotations

import asyncio
import random
import statistics
from collections.abc import Callable, Sequence

import aiohttp

from bench.isolation import log
from bench.isolation.client import Answer, ask, messages_of
from bench.isolation.fleet import Fleet, replica_tokenizer, route_prediction
from bench.isolation.workload import WORDS
from protocol.tokenization import Tokenizer

KINDS = ("cold", "probe", "hit")


class DocMaker:
    """Chat prompts of an exact token count: a random document as the system message, then a fixed
    question (the replicas' tokenizer counts)."""

    def __init__(self, tok: Tokenizer, question: str = "Summarize the document above.") -> None:
        self.tok = tok
        self.question = question
        self._cost = {w: len(tok.encode(" " + w, add_special_tokens=False)) for w in WORDS}
        self._one = sorted(w for w, n in self._cost.items() if n == 1) or ["a"]

    def count(self, doc: str) -> int:
        return len(self.tok.encode_chat(messages_of(doc, self.question)))

    def make(self, rng: random.Random, tokens: int) -> list[dict[str, str]]:
        """A fresh document (a random id and account numbers in it, as secrets look) whose whole chat
        prompt is exactly `tokens` tokens."""
        head = f"Case {rng.getrandbits(64):016x}:"
        parts = [head]
        total = self.count(head)
        while total < tokens - 12:
            w = f"acct-{rng.randrange(10**6):06d}" if rng.random() < 0.05 else rng.choice(WORDS)
            parts.append(w)
            total += self._cost.get(w) or len(self.tok.encode(" " + w, add_special_tokens=False))
        for _ in range(64):  # word-level counts are exact for byte-level BPE; this loop makes sure
            total = self.count(" ".join(parts))
            if total == tokens:
                return messages_of(" ".join(parts), self.question)
            if total > tokens:
                parts.pop()
            else:
                parts.extend(rng.choice(self._one) for _ in range(tokens - total))
        raise RuntimeError(f"could not build a prompt of exactly {tokens} tokens")


async def timing_probe(fleet_: Fleet, trials: int, model: str, attacker: str = "bob", victim: str = "alice",
                       lengths: tuple[int, int] = (400, 600), seed: int = 0, warmup: int = 3,
                       route_checks: int = 10, progress: Callable[[str], None] = log) -> list[Answer]:
    """Per trial: `victim` warms a fresh document, then probe / cold / hit in random order (module
    docstring); the first `warmup` trials are sent but not returned. The next `route_checks` trials
    also ask /debug/route, before sending, what probe and hit could match on any replica; they are
    returned with `timed` False, because that question runs the proxy's pipeline on the probe's
    text (warming its tokenizer caches for it and not for the cold prompt)."""
    tok, _ = replica_tokenizer(fleet_)
    maker = DocMaker(tok)
    rng = random.Random(seed)
    keys = fleet_.tenancy.keys
    proxy = fleet_.proxy.url
    out: list[Answer] = []
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=300)) as session:
        for trial in range(-warmup - route_checks, trials):
            checked = trial < 0 and trial >= -route_checks
            n = rng.randint(*lengths)
            secret, fresh = maker.make(rng, n), maker.make(rng, n)
            warm = await ask(session, proxy, keys[victim], secret, model=model, stream=True, tenant=victim, kind="warm")
            await asyncio.sleep(0.05)  # the replica's KV events reach the proxy
            plan = {"probe": (attacker, secret), "cold": (attacker, fresh), "hit": (victim, secret)}
            # Asked before the probe is sent: afterwards the attacker's own copy would match.
            routed = {k: await asyncio.to_thread(route_prediction, fleet_, *plan[k])
                      for k in ("probe", "hit")} if checked else {}
            order = list(KINDS)
            rng.shuffle(order)
            got = {"warm": warm}
            for kind in order:
                tenant, msgs = plan[kind]
                got[kind] = await ask(session, proxy, keys[tenant], msgs, model=model, stream=True, tenant=tenant,
                                      kind=kind)
            for kind, a in got.items():
                a.trial, a.route_predicted, a.timed = trial, routed.get(kind), not checked
            if trial >= 0 or checked:
                out.extend(got.values())
            if trial >= 0:
                if (trial + 1) % max(1, trials // 10) == 0 or trial + 1 == trials:
                    med = {k: statistics.median(a.ttft_s or 0.0 for a in out if a.kind == k and a.timed) * 1e3
                           for k in KINDS}
                    progress(f"  probe: {trial + 1}/{trials} trials; median TTFT so far " +
                             ", ".join(f"{k} {v:.1f} ms" for k, v in med.items()))
    return out


def probe_failures(samples: Sequence[Answer]) -> list[str]:
    """Mechanism checks: the probe reads no cached or predicted token, the hit control does."""
    bad = []
    for a in samples:
        if a.kind == "probe" and (a.cached_tokens or a.predicted_tokens or a.route_predicted):
            bad.append(f"trial {a.trial}: the probe saw {a.cached_tokens} cached, {a.predicted_tokens} predicted, "
                       f"{a.route_predicted} /debug/route tokens of the victim's prompt")
        if a.kind == "hit" and not (a.cached_tokens > 0 and a.predicted_tokens > 0 and
                                    (a.timed or (a.route_predicted or 0) > 0)):
            bad.append(f"trial {a.trial}: the victim's own repeat was not a hit ({a.cached_tokens} cached, "
                       f"{a.predicted_tokens} predicted, {a.route_predicted} /debug/route)")
        if a.kind in KINDS and a.ttft_s is None:
            bad.append(f"trial {a.trial}: {a.kind} streamed no content")
    lengths: dict[int, set[int]] = {}
    for a in samples:
        lengths.setdefault(a.trial, set()).add(a.prompt_tokens)
    bad += [f"trial {t}: prompt lengths differ {sorted(n)}" for t, n in lengths.items() if len(n) != 1]
    if not any(a.route_predicted is not None for a in samples):
        bad.append("no route-checked trial: /debug/route was never asked")
    return bad
