"""Learned volatile fields: per-tenant rules for header values the static detectors miss.

The normalizer's detectors know the labels and value formats people usually write; apps invent
others (`Session-Epoch: ab12-7781-zz`, `Generated 30.11.2026 · 04h35`), and each such value breaks
the cached prefix of every request. Here a tenant's prompts, as they are after static normalization
(the text that is hashed), are compared with a few recent ones of the same template (found by their
first characters and first lines). Where two differ in a short span inside one line and agree again
after it (the rest of the line and `converge_chars` beyond), the span is a field seen at one template
position: the anchor (the text before the value on its line, at most 64 characters) and the text
right after the value. Its shape is the character classes and the length range of the values seen.
Once `min_requests` distinct requests within `window_s` showed it, it is a rule: in the tenant's
later prompts a value of that shape right after that anchor, found exactly once in the request,
moves to the normalizer's trailer, written as the static moves are (the line when it holds only
the label and the value, else the label and the value).

Precision first: a value holds a digit (ids, dates, counters; never a word a template swaps in),
has at most 64 characters and six words and no structure (quotes, brackets, `=`, `|`, `: `: two fields
of one line are two values), follows a label on its line, and both prompts agree all
around it; a rule cuts nothing but its value (or its own line). Memory is bounded (`max_prompts`
prompts of at most 16k characters, `max_rules` rules and 4x as many candidates per tenant, least
recently used first out), and a rule that moved nothing for `expire_s` is dropped. Per request: a few
dictionary look-ups, at most two prefix comparisons and a `str.find` per rule.
"""

from __future__ import annotations

import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from typing import Any, NamedTuple

from prompt_normalizer import Change
from prompt_normalizer.chat import EDITABLE_ROLES
from prompt_normalizer.item import apply_cuts
from prompt_normalizer.normalize import compose, volatile_changes
from prompt_normalizer.volatile import Item
from proxy.config_types import LearnFieldsConfig
from proxy.learned_rules import Candidate, Field, Rule, divergences, split_trailer

MAX_CHARS = 16384  # what is remembered and compared of a prompt
KEY_CHARS = 32  # a prompt is found by its first characters...
KEY_LINE_CHARS = 48  # ...and by the first characters of its first long lines
KEY_LINES = 3
BUCKET = 4  # prompts remembered per key
COMPARE = 2  # earlier prompts a new one is compared with
CANDIDATES_PER_RULE = 4
SEGMENT = "\n\x1e\n"  # joins a chat's texts for learning; no field crosses it


class Report(NamedTuple):
    """One tenant's counts, for metrics."""

    rules: int
    promoted: int
    moves: int
    expired: int
    evicted: int


# ---- per tenant ----------------------------------------------------------------------------------


class Seen(NamedTuple):
    """A remembered prompt."""

    text: str
    keys: tuple[str, ...]
    at: float


def prompt_keys(text: str) -> tuple[str, ...]:
    """Where earlier prompts of the same template are found: the text's first characters, and the
    first characters of its next few lines long enough to tell templates apart (a volatile line
    changes one key, never all)."""
    keys = [text[:KEY_CHARS]]
    pos = text.find("\n") + 1
    lines = 0
    while pos > 0 and len(keys) <= KEY_LINES and lines < 8:
        end = text.find("\n", pos, pos + 2048)
        line = text[pos:end if end >= 0 else pos + 2048]
        if len(line.strip()) >= 16:
            keys.append(line[:KEY_LINE_CHARS])
        pos, lines = end + 1, lines + 1
    return tuple(dict.fromkeys(keys))


class TenantFields:
    """One tenant's remembered prompts, candidates and rules."""

    def __init__(self, cfg: LearnFieldsConfig) -> None:
        self.cfg = cfg
        self.prompts: OrderedDict[int, Seen] = OrderedDict()
        self.buckets: dict[str, list[int]] = {}
        self.candidates: OrderedDict[tuple[str, bool, str], Candidate] = OrderedDict()
        self.rules: OrderedDict[tuple[str, bool, str], Rule] = OrderedDict()  # least recently used first
        self.promoted = self.moves = self.expired = self.evicted = 0

    def expire(self, now: float) -> None:
        """Drop rules unused for expire_s and candidates not seen within window_s."""
        while self.rules:
            key, rule = next(iter(self.rules.items()))
            if now - rule.last_used <= self.cfg.expire_s:
                break
            del self.rules[key]
            self.expired += 1
        while self.candidates:
            key, cand = next(iter(self.candidates.items()))
            if now - cand.last_seen <= self.cfg.window_s:
                break
            del self.candidates[key]

    def moves_in(self, texts: list[str], now: float, count: bool) -> list[list[Item]]:
        """The moves in each text: every rule whose value stands exactly once in all of them, and no
        two moves that overlap. With `count` they are counted and keep their rules alive."""
        found: list[list[tuple[int, int, Rule]]] = [[] for _ in texts]
        for rule in list(self.rules.values()):
            spans = [(k, s) for k, text in enumerate(texts) for s in rule.find(text)]
            if len(spans) == 1:
                k, (start, end) = spans[0]
                found[k].append((start, end, rule))
        out: list[list[Item]] = []
        for text, spans in zip(texts, found, strict=True):
            items: list[Item] = []
            taken = -1
            for start, end, rule in sorted(spans, key=lambda s: s[0]):
                it = rule.item(text, start, end)
                if it.cuts[0][0] < taken or it.start < taken:
                    continue
                taken = it.cuts[0][1]
                items.append(it)
                if count:
                    rule.hits += 1
                    rule.last_used = now
                    self.rules.move_to_end(rule.key)
            self.moves += len(items) if count else 0
            out.append(items)
        return out

    def observe(self, request: int, text: str, now: float) -> None:
        """Compare a prompt with the earlier ones it shares most keys with, count the fields they
        differ in, and remember it."""
        cfg = self.cfg
        text = text[:MAX_CHARS]
        if len(text) < cfg.converge_chars:
            return
        keys = prompt_keys(text)
        votes: Counter[int] = Counter()
        for key in keys:
            votes.update(self.buckets.get(key, ()))
        for other in sorted(votes, key=lambda n: (votes[n], n), reverse=True)[:COMPARE]:
            seen = self.prompts[other]
            for field in divergences(text, seen.text, cfg.converge_chars):
                self._count(field, (request, now), (other, seen.at), now)
        self._remember(request, Seen(text, keys, now))

    def _count(self, field: Field, new: tuple[int, float], old: tuple[int, float], now: float) -> None:
        cfg = self.cfg
        key = field.key
        cand = self.candidates.get(key)
        if cand is None:
            cand = self.candidates[key] = Candidate()
            while len(self.candidates) > CANDIDATES_PER_RULE * cfg.max_rules:
                self.candidates.popitem(last=False)
        self.candidates.move_to_end(key)
        cand.add(*old, keep=cfg.min_requests)
        cand.add(*new, keep=cfg.min_requests)
        for value in field.values:
            cand.shape.add(value)
        if cand.requests_since(now - cfg.window_s) < cfg.min_requests:
            return
        del self.candidates[key]
        rule = self.rules.get(key)
        if rule is not None:  # values of a new shape at a known place: the rule takes them too
            rule.shape.widen(cand.shape)
            rule.compile()
            return
        self.rules[key] = Rule(key, cand.shape, now)
        self.promoted += 1
        while len(self.rules) > cfg.max_rules:
            self.rules.popitem(last=False)
            self.evicted += 1

    def _remember(self, request: int, seen: Seen) -> None:
        self.prompts[request] = seen
        for key in seen.keys:
            bucket = self.buckets.setdefault(key, [])
            bucket.append(request)
            if len(bucket) > BUCKET:
                del bucket[0]
        while len(self.prompts) > self.cfg.max_prompts:
            gone, old = self.prompts.popitem(last=False)
            for key in old.keys:
                bucket = self.buckets.get(key)
                if bucket is not None and gone in bucket:
                    bucket.remove(gone)
                    if not bucket:
                        del self.buckets[key]

    def report(self) -> Report:
        return Report(len(self.rules), self.promoted, self.moves, self.expired, self.evicted)


# ---- the proxy's entry point ------------------------------------------------------------------


class ChatSegment(NamedTuple):
    """One text of a chat request that may hold fields: messages[index].content, or its parts[part].text."""

    index: int
    part: int | None
    text: str


def last_user(messages: list[Any]) -> int | None:
    """The index of the last user message, None when there is none."""
    for i in range(len(messages) - 1, -1, -1):
        msg = messages[i]
        if isinstance(msg, dict) and msg.get("role") == "user":
            return i
    return None


def chat_segments(messages: list[Any], last: int) -> list[ChatSegment]:
    """The texts the normalizer edits: system, developer and user messages up to the last user one
    (`last`, its index)."""
    out = []
    for i, msg in enumerate(messages[:last + 1]):
        if not isinstance(msg, dict) or msg.get("role") not in EDITABLE_ROLES:
            continue
        content = msg.get("content")
        if isinstance(content, str):
            out.append(ChatSegment(i, None, content))
        elif isinstance(content, list):
            out.extend(ChatSegment(i, j, p["text"]) for j, p in enumerate(content)
                       if isinstance(p, dict) and p.get("type") == "text" and isinstance(p.get("text"), str))
    return out


def _path(seg: ChatSegment) -> str:
    return f"messages[{seg.index}].content" + ("" if seg.part is None else f"[{seg.part}].text")


def _with_texts(messages: list[Any], segs: list[ChatSegment], texts: list[str]) -> list[Any]:
    """`messages` with each changed segment's new text, copying only the messages it changes."""
    out = list(messages)
    for seg, text in zip(segs, texts, strict=True):
        if text == seg.text:
            continue
        msg = dict(out[seg.index])
        if seg.part is None:
            msg["content"] = text
        else:
            parts = list(msg["content"])
            parts[seg.part] = {**parts[seg.part], "text": text}
            msg["content"] = parts
        out[seg.index] = msg
    return out


class LearnedFields:
    """Every tenant's learned fields; safe to call from the event loop and worker threads alike.

    `text` and `chat` apply a tenant's rules to a prompt already statically normalized and, with
    `observe`, count the moves and learn from the result (debug views neither count nor learn)."""

    def __init__(self, cfg: LearnFieldsConfig, clock: Callable[[], float] = time.monotonic) -> None:
        self.cfg = cfg
        self.clock = clock
        self._tenants: dict[str, TenantFields] = {}
        self._requests = 0
        self._lock = threading.Lock()

    def _tenant(self, name: str) -> TenantFields:
        state = self._tenants.get(name)
        if state is None:
            state = self._tenants[name] = TenantFields(self.cfg)
        return state

    def text(self, tenant: str, text: str, *, observe: bool = True) -> tuple[str, tuple[Change, ...]]:
        """A completion prompt with the tenant's learned fields moved to its trailer, and the changes."""
        with self._lock:
            state, now = self._tenant(tenant), self.clock()
            state.expire(now)
            rules = list(state.rules.values())
            body, lines, tail = split_trailer(text, rules)
            items = state.moves_in([body], now, observe)[0] if rules else []
            out, changes = text, ()
            if items:
                body = apply_cuts(body, items)
                out = compose(body, [it.text for it in items] + lines, tail)
                changes = tuple(volatile_changes(items, 0))
            if observe:
                self._requests += 1
                state.observe(self._requests, body, now)
            return out, changes

    def chat(self, tenant: str, messages: list[Any], *, observe: bool = True) -> tuple[list[Any], tuple[Change, ...]]:
        """Chat messages with the tenant's learned fields moved to the trailer of the last user
        message's text (none move when it has no text), and the changes; `messages` stays as it is."""
        last = last_user(messages)
        segs = chat_segments(messages, last) if last is not None else []
        if not segs:
            return messages, ()
        dest = len(segs) - 1 if segs[-1].index == last else None
        with self._lock:
            state, now = self._tenant(tenant), self.clock()
            state.expire(now)
            rules = list(state.rules.values())
            texts = [s.text for s in segs]
            lines: list[str] = []
            tail = ""
            if dest is not None:
                texts[dest], lines, tail = split_trailer(texts[dest], rules)
            moves = state.moves_in(texts, now, observe) if rules and dest is not None else []
            out, changes = messages, ()
            if dest is not None and any(moves):
                moved = [(it, _path(seg)) for seg, items in zip(segs, moves, strict=True) for it in items]
                texts = [apply_cuts(t, items) if items else t for t, items in zip(texts, moves, strict=True)]
                written = list(texts)
                written[dest] = compose(texts[dest], [it.text for it, _ in moved] + lines, tail)
                out = _with_texts(messages, segs, written)
                changes = tuple(c for k, (it, where) in enumerate(moved)
                                for c in volatile_changes([it], k, where=where, dest=_path(segs[dest]) + " "))
            if observe:
                self._requests += 1
                state.observe(self._requests, SEGMENT.join(texts), now)
            return out, changes

    def rules(self, tenant: str) -> dict[str, Any]:
        """The admin view of one tenant: its rules (anchor, shape, hits, age), never a value seen."""
        with self._lock:
            state, now = self._tenants.get(tenant), self.clock()
            if state is None:
                return {"rules": [], "candidates": 0, "remembered_prompts": 0}
            state.expire(now)
            return {"rules": [r.to_json(now) for r in reversed(state.rules.values())],
                    "candidates": len(state.candidates), "remembered_prompts": len(state.prompts)}

    def report(self) -> dict[str, Report]:
        """Every tenant's counts (expired rules dropped first), for metrics."""
        with self._lock:
            now = self.clock()
            for state in self._tenants.values():
                state.expire(now)
            return {name: state.report() for name, state in self._tenants.items()}
