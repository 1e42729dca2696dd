"""Normalize one prompt: order document lists, move volatile fields to a trailer, report it all.

The trailer is the last block of the text, after one blank line: one moved field per line, in
the order they appeared, each with its label. A prompt that ends with a completion cue
(`Answer:`, `Thought:`, `Assistant:`; completion_cue.py) still ends with it: the trailer goes in
front of the cue, which keeps the newlines it had before it. A trailer that is already there (a
final block whose lines are all metadata fields, before the cue if there is one) is kept as it
is and new fields go in front of it, so normalizing twice changes nothing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from prompt_normalizer import documents, jsonblocks, prescan
from prompt_normalizer.asked import asked_at_end
from prompt_normalizer.completion_cue import cue_start
from prompt_normalizer.cues import lookup
from prompt_normalizer.item import apply_cuts
from prompt_normalizer.labels import sense
from prompt_normalizer.policy import DEFAULT_POLICY, Policy
from prompt_normalizer.trailer_lines import lines_are_items
from prompt_normalizer.volatile import Item, find_items


@dataclass(frozen=True)
class Change:
    """One rewrite, for metrics and for explaining a routing decision.

    kind: "volatile" | "documents" | "tools" | "json".
    rule: the rule that fired (label_line, key_value, json_field, a document shape, ...).
    cue: for volatile fields, the label family that marked the value (request_id, ...).
    span: [start, end) of what moved, in the text it came from (None for request-level changes).
    text: what moved (the field as it now reads in the trailer, or a short summary).
    where: where it came from in a chat request (`messages[0].content`), "" for plain text.
    dest: where it went (`trailer[0]`, `messages[3].content trailer[1]`, `order [2, 0, 1]`).
    """

    kind: str
    rule: str
    text: str
    dest: str
    span: tuple[int, int] | None = None
    cue: str = ""
    where: str = ""

    def to_json(self) -> dict[str, Any]:
        """A JSON-serialisable dict of this change."""
        return {
            "kind": self.kind,
            "rule": self.rule,
            "cue": self.cue,
            "span": list(self.span) if self.span is not None else None,
            "text": self.text,
            "where": self.where,
            "dest": self.dest,
        }


@dataclass(frozen=True)
class Normalized:
    """A canonical prompt and every change that produced it."""

    text: str
    changes: tuple[Change, ...] = field(default_factory=tuple)

    @property
    def changed(self) -> bool:
        return bool(self.changes)

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "changes": [c.to_json() for c in self.changes]}


@dataclass(frozen=True)
class Piece:
    """One text after document ordering and field removal, before a trailer is written."""

    body: str  # the text without moved fields (and without an existing trailer or a final cue)
    suffix: str  # what follows the body as written: an existing trailer block and the cue, if any
    trailer: tuple[str, ...]  # the existing trailer's lines
    tail: str  # what a new trailer is followed by: the final cue, or the newlines the text ended with
    items: tuple[Item, ...]  # fields moved out, in text order
    changes: tuple[Change, ...]  # document and JSON changes


_FENCE = re.compile(r'```|~~~|"""')  # a code fence, or the triple quotes that delimit a text
_QUOTE = re.compile(r"\n[ \t]{0,16}>[^\n]*")
# A Markdown indented code block: lines indented by four spaces or a tab after a blank line.
_CALENDAR_BEGIN = re.compile(r"(?m)^[ \t]{0,8}BEGIN:(?P<name>V[A-Z]{3,16})[ \t]*\r?$")
_INDENTED = re.compile(r"\n[ \t]*\n(?P<code>(?: {4}|\t)[^\n]*(?:\n(?: {4}|\t)[^\n]*)*)")


_FRONT_MATTER = re.compile(r"---[ \t]*\n(?P<inner>(?:[A-Za-z_][\w.\-]{0,40}:(?:[ \t][^\n]{0,400})?\n){1,40})---[ \t]*(?:\n|\Z)")


# Keys that make a front matter a document's own (a post, a rule file, a skill), not the app's header.
_DOCUMENT_KEYS = frozenset("title subtitle author authors tags categories category layout slug draft summary "
                           "description excerpt permalink lastmod weight globs alwaysapply name".split())


def _front_matter(text: str) -> tuple[int, int] | None:
    """The lines of a YAML front matter opening the text (between two `---` lines) when it is the
    app's header of the prompt: some key is request or app metadata and none describes a
    document. The front matter of a pasted post (`title:`, `tags:`) or a rule file stays content."""
    m = _FRONT_MATTER.match(text) if text.startswith("---") else None
    if m is None:
        return None
    keys = [line.split(":", 1)[0] for line in m.group("inner").splitlines()]
    if any(k.lower() in _DOCUMENT_KEYS for k in keys):
        return None
    if not any(lookup(k) or sense(k).time or sense(k).ident or sense(k).companion for k in keys):
        return None
    return m.start("inner"), m.end("inner") - 1


def _protected(text: str, content: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """Spans never searched for volatile fields: code fences, texts in triple quotes, indented code
    blocks, quote lines, calendar and contact objects, retrieved content (but not a front matter's
    fields)."""
    front = _front_matter(text)
    spans = [s for s in content if front is None or not (front[0] <= s[0] and s[1] <= front[1])]
    opened: tuple[str, int] | None = None  # the mark and line start of the fence still open
    last_line = -1
    hits = _FENCE.finditer(text) if ("```" in text or "~~~" in text or '"""' in text) else iter(())
    for k, m in enumerate(hits):
        if k > documents.MAX_CANDIDATES:
            return [(0, len(text))]  # a dump of fences, not a prompt: leave all of it alone
        lo = max(0, m.start() - 17)
        nl = text.rfind("\n", lo, m.start())
        line_start = nl + 1 if nl >= 0 else 0
        if nl < 0 and lo > 0:
            continue  # too far from the start of its line to open a fence
        if text[line_start:m.start()].strip(" \t") != "" or line_start == last_line:
            continue
        last_line = line_start
        end = text.find("\n", m.end())
        end = len(text) if end < 0 else end
        if opened is None and m.group() == '"""' and text.find('"""', m.end(), end) >= 0:
            spans.append((line_start, end))  # a text quoted on one line
        elif opened is None:
            opened = (m.group(), line_start)
        elif m.group() == opened[0]:
            spans.append((opened[1], end))
            opened = None
    if opened is not None:
        spans.append((opened[1], len(text)))
    if "\n    " in text or "\n\t" in text or text.startswith(("    ", "\t")):
        spans.extend((m.start("code") - 2, m.end("code") - 2) for m in _INDENTED.finditer("\n\n" + text))
    if "BEGIN:V" in text:
        spans.extend(_calendar_objects(text))
    if ">" in text:
        if _QUOTE.match("\n" + text[:32]):
            end = text.find("\n")
            spans.append((0, len(text) if end < 0 else end))
        spans.extend((m.start() + 1, m.end()) for m in _QUOTE.finditer(text))
    spans.sort()
    merged: list[tuple[int, int]] = []
    for a, b in spans:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged


def _calendar_objects(text: str) -> list[tuple[int, int]]:
    """iCalendar and vCard objects, `BEGIN:VEVENT` to `END:VEVENT`: a pasted invite or contact card."""
    spans: list[tuple[int, int]] = []
    unclosed: set[str] = set()
    for k, m in enumerate(_CALENDAR_BEGIN.finditer(text)):
        name = m.group("name")
        if k > documents.MAX_CANDIDATES or (spans and m.start() < spans[-1][1]) or name in unclosed:
            continue  # too many to look at, or nested in the object before, or never closed
        end = text.find("END:" + name, m.end())
        if end < 0:
            unclosed.add(name)
        else:
            spans.append((m.start(), end + 4 + len(name)))
    return spans


def split_trailer(text: str) -> tuple[str, str, tuple[str, ...]]:
    """(body, suffix, trailer lines): the final blank-line-separated block (before a final
    completion cue), when every line of it is a metadata field, is a trailer already written
    (labels may repeat: a chat trailer can hold a session id from the system prompt and another
    from the user). The suffix is everything after the body: the trailer and the cue."""
    k = cue_start(text)
    body, suffix, lines = _split_block(text[:k])
    return body, suffix + text[k:], lines


def _split_block(text: str) -> tuple[str, str, tuple[str, ...]]:
    core = text.rstrip("\n")
    cut = core.rfind("\n\n")
    block = core[cut + 2:] if cut >= 0 else core
    lines = block.split("\n")
    if not block.strip() or len(lines) > 64 or any(len(line) > 512 for line in lines):
        return text, "", ()
    if not lines_are_items(lines):
        return text, "", ()
    body = core[:cut] if cut >= 0 else ""
    if asked_at_end(body):
        return text, "", ()  # lines the text asks about ("Explain this header:"), not a trailer
    return body, text[len(body):], tuple(lines)


def process(text: str, policy: Policy, *, keep_trailer: bool, where: str = "", fast: bool = True) -> Piece:
    """Order documents and take out volatile fields of one text; write no trailer yet.

    With `fast`, a text the pre-scan clears skips the detectors: nothing in it moves, and it
    holds no trailer (a trailer's lines are metadata fields, which the pre-scan would see)."""
    tail = text[len(text.rstrip("\n")):]
    if fast and not prescan.may_change(text, policy):
        if not keep_trailer:
            return Piece(text, "", (), tail, (), ())
        k = cue_start(text)  # a chat's trailer from other messages still goes before the cue
        return Piece(text[:k], text[k:], (), text[k:] or tail, (), ())
    k = cue_start(text) if policy.move_volatile else len(text)
    text, cue = text[:k], text[k:]
    tail = cue or tail
    body, suffix, trailer = _split_block(text) if keep_trailer and policy.move_volatile else (text, "", ())
    changes: list[Change] = []
    found = documents.scan(body)
    if policy.sort_documents and found.lists:
        pieces, pos = [], 0
        for dl in found.lists:
            new, order = documents.reorder(body, dl, policy.document_key)
            a, b = dl.span
            pieces += [body[pos:a], new]
            pos = b
            if new != body[a:b]:
                changes.append(Change("documents", dl.shape, f"{len(order)} documents",
                                      f"order {order}", (a, b), where=where))
        body = "".join(pieces) + body[pos:]
    items: list[Item] = []
    if policy.move_volatile:
        items = find_items(body, _protected(body, found.content))
        body = apply_cuts(body, items)
    if policy.canonicalize_json:
        body, json_changes = jsonblocks.canonicalize(body)
        changes += [Change("json", "sorted_keys", t, "in place", s, where=where) for s, t in json_changes]
    return Piece(body, suffix + cue, trailer, tail, tuple(items), tuple(changes))


def compose(body: str, lines: list[str], tail: str) -> str:
    """body, a blank line, then the trailer lines, then `tail`: the newlines the original ended
    with, or the newlines and the completion cue it ended with."""
    core = body.rstrip("\n")
    joined = "\n".join(lines)
    return (core + "\n\n" + joined if core.strip() else joined) + tail


def volatile_changes(items: tuple[Item, ...] | list[Item], first: int, *, where: str = "",
                     dest: str = "") -> list[Change]:
    """Change records for moved items that land at trailer lines first, first + 1, ..."""
    return [
        Change("volatile", it.rule, it.text, f"{dest}trailer[{first + k}]",
               (min(c[0] for c in it.cuts), max(c[1] for c in it.cuts)), it.cue, where)
        for k, it in enumerate(items)
    ]


def normalize(text: str, policy: Policy | None = None, *, fast: bool = True) -> Normalized:
    """The canonical form of a prompt: documents in canonical order, volatile fields moved to a
    trailer at the end. A prompt with nothing to change comes back byte-identical (the same
    object, when the pre-scan clears it). `fast=False` runs every detector regardless, for
    checking the pre-scan; the result is the same."""
    if not isinstance(text, str):
        raise TypeError(f"normalize() takes a str, got {type(text).__name__}")
    policy = policy or DEFAULT_POLICY
    if fast and not prescan.may_change(text, policy):
        return Normalized(text)
    piece = process(text, policy, keep_trailer=True, fast=False)
    changes = list(piece.changes)
    if not piece.items:
        return Normalized(piece.body + piece.suffix, tuple(changes))
    lines = [it.text for it in piece.items] + list(piece.trailer)
    changes += volatile_changes(piece.items, 0)
    return Normalized(compose(piece.body, lines, piece.tail), tuple(changes))
