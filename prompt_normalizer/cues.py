"""Labels that mark a value as metadata of this request, and the value kind each announces.

A label is only a cue; the value after it must also have the announced shape (patterns.py).
Labels are matched case-insensitively with `-`, `_` or a space (or nothing) between words, and
an optional `x-` header prefix.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Cue:
    """One label family: its rule name, the value kind it announces, and the forms it may take.

    line: may label a whole line or sentence (`Current date: ...`, `Today is ...`).
    key: may be a `key=value` or JSON key (`request_id=...`, `"timestamp": ...`).
    bare: in a line or sentence, the value follows a space rather than a colon (`Today is X`).
    generic: not a known label but any label a shape-first field may have (generic.py): its
    value is judged by `generic.accept`, and as a line it must fill the whole line.
    """

    name: str
    kind: str  # "time" | "id" | "traceparent" | "generic"
    labels: tuple[str, ...]
    line: bool = True
    key: bool = True
    bare: bool = False
    generic: bool = False


CUES: tuple[Cue, ...] = (
    Cue("current_datetime", "time", (
        "current date and time", "current date/time", "current datetime", "current date",
        "current time", "current timestamp", "current utc time", "current utc date",
        "current local time", "today's date", "todays date", "date today",
    )),
    Cue("today", "time", ("today", "now"), line=True, key=True),
    Cue("today_is", "time", (
        "the current date and time is", "the current date is", "the current time is",
        "the date today is", "today's date is", "today is", "it is currently", "it is now",
    ), key=False, bare=True),
    Cue("timestamp", "time", (
        "timestamp", "time stamp", "ts", "request time", "request timestamp", "request date",
        "requested at", "generated at", "generated on", "time of request",
    )),
    Cue("request_id", "id", (
        "request id", "requestid", "req id", "x-request-id", "x-amzn-requestid", "x-amz-request-id",
    )),
    Cue("trace_id", "id", ("trace id", "traceid", "x-trace-id", "x-b3-traceid", "x-cloud-trace-context")),
    Cue("span_id", "id", ("span id", "spanid", "parent span id", "x-b3-spanid", "x-b3-parentspanid")),
    Cue("session_id", "id", ("session id", "sessionid", "x-session-id")),
    Cue("correlation_id", "id", ("correlation id", "correlationid", "x-correlation-id")),
    Cue("nonce", "id", ("nonce",)),
    Cue("run_id", "id", ("run id", "invocation id", "execution id")),
    Cue("conversation_id", "id", ("conversation id",)),
    Cue("idempotency_key", "id", ("idempotency key",)),
    Cue("traceparent", "traceparent", ("traceparent", "trace parent")),
)

# "ts" and "now" are too short to be trusted as human labels ("Now: look at this"); only as
# keys. Keep them out of line labels by listing them here.
_KEY_ONLY = {"ts"}


_DROP = str.maketrans("", "", " \t_-/'’")


def _norm(label: str) -> str:
    """Canonical spelling of a label: lowercase, no `x-` prefix, no separators or apostrophes."""
    low = label.lower()
    if low.startswith("x-"):
        low = low[2:]
    return low.translate(_DROP)


_BY_NORM: dict[str, Cue] = {}
for _cue in CUES:
    for _label in _cue.labels:
        _BY_NORM.setdefault(_norm(_label), _cue)


def canonical(label: str) -> str:
    """A label's spelling for comparing labels: `X-Request-ID`, `request_id` -> `requestid`."""
    return _norm(label)


def lookup(label: str) -> Cue | None:
    """The cue a label belongs to, or None."""
    return _BY_NORM.get(_norm(label))


def is_key_only(label: str) -> bool:
    """Labels that only count in `key=value` or JSON form."""
    return _norm(label) in _KEY_ONLY


_LABEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 _-'’/")
_BEFORE_SEPARATOR = frozenset('"*_ \t')
_BEFORE_LABEL_END = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ" + '"*_ \t')
_BARE_HINTS = ("oday", "urrent", "t is now", "t is currently")
_BARE = re.compile(
    "(?i:" + "|".join(
        sorted((re.escape(label).replace("'", "['’]") for c in CUES if c.bare for label in c.labels),
               key=len, reverse=True)) + r")(?=[ \t])"
)
_BARE_CUE = next(c for c in CUES if c.bare)


def _label_before(text: str, sep: int) -> tuple[int, int, Cue] | None:
    """The longest known label that ends just before a `:` or `=` at `sep` (allowing a closing
    quote, markdown emphasis or blanks in between), at a word boundary."""
    end, k = sep, 0
    while end > 0 and k < 6 and text[end - 1] in _BEFORE_SEPARATOR:
        end, k = end - 1, k + 1
    lo = max(0, end - 48)
    start = end
    while start > lo and text[start - 1] in _LABEL_CHARS:
        start -= 1
    if start == end or (start == lo and lo > 0):
        return None
    while start < end and text[start] == " ":
        start += 1
    run = text[start:end]
    offsets = [0] + [i + 1 for i, ch in enumerate(run) if ch == " "]
    for off in offsets:
        if end - start - off > 40:
            continue
        cue = lookup(run[off:])
        if cue is not None:
            return start + off, end, cue
    return None


# More label anchors than this and a text is data (a dump, a log), not a prompt with a few
# metadata fields: nothing in it moves, and the work stays bounded.
MAX_ANCHORS = 10_000


def positions(text: str, *needles: str) -> list[int] | None:
    """Every position of any needle, in order (`str.find` outruns a regex character class);
    None past 4 * MAX_ANCHORS of them."""
    out: list[int] = []
    for needle in needles:
        at = text.find(needle)
        while at >= 0:
            out.append(at)
            if len(out) > 4 * MAX_ANCHORS:
                return None
            at = text.find(needle, at + 1)
    out.sort()
    return out


def find_labels(text: str, separators: list[int] | None = None) -> list[tuple[int, int, Cue]] | None:
    """Every cue label in `text` as (start, end, cue), in text order; None when the text has
    more than MAX_ANCHORS anchors. `separators`: the text's `positions(text, ":", "=")`, when
    the caller has them already.

    Labels are found from their anchors, a `:` or `=` after them, or the words of a bare cue
    (`today is`, `the current date is`), so scanning costs a few steps per anchor rather than an
    alternation tried at every character.
    """
    found: dict[int, tuple[int, int, Cue]] = {}
    anchors = 0
    if separators is None:
        separators = positions(text, ":", "=")
    if separators is None:
        return None
    for sep in separators:
        if sep == 0 or text[sep - 1] not in _BEFORE_LABEL_END:
            continue
        anchors += 1
        if anchors > MAX_ANCHORS:
            return None
        hit = _label_before(text, sep)
        if hit is not None:
            found.setdefault(hit[0], hit)
    hints = positions(text, *_BARE_HINTS)
    if hints is None or len(hints) > MAX_ANCHORS:
        return None
    for hint in hints:
        for start in (hint - 10, hint - 5, hint - 1):
            if start < 0 or start in found or (start > 0 and text[start - 1].isalnum()):
                continue
            bare = _BARE.match(text, start)
            if bare is not None:
                found[start] = (start, bare.end(), lookup(bare.group()) or _BARE_CUE)
                break
    return [found[k] for k in sorted(found)]


# -- a cheap test that a text holds no label at all -------------------------------------------

_SEP_IN_LABEL = "[ \t_\\-/'’]{0,48}"  # what `_norm` drops; a label run is at most 48 characters


def _reversed_trie(words: list[str]) -> str:
    """A regex for `words` read backwards, with separators allowed between characters,
    factored as a trie so a failed attempt costs one step per branch point."""
    heads: dict[str, list[str]] = {}
    ends = False
    for w in words:
        if w:
            heads.setdefault(w[-1], []).append(w[:-1])
        else:
            ends = True
    branches = []
    for ch in sorted(heads):
        cls = f"[{ch}{ch.upper()}]" if ch.isalpha() else re.escape(ch)
        rest = _reversed_trie(heads[ch])
        branches.append(cls + (f"{_SEP_IN_LABEL}{rest}" if rest else ""))
    if not branches:
        return ""
    return "(?:" + "|".join(branches) + ("|" if ends else "") + ")"


# Reads a window before a `:` or `=`, reversed: the separator, what `_label_before` skips, then a
# known label whose start is a word start (what comes before it could begin a label suffix).
# Case is spelled out (`[rR]`) rather than IGNORECASE, which would also match non-ASCII letters
# that fold to ASCII.
_LABEL_BEFORE_SEP = re.compile(
    "[:=][ \t_\\-/'’\"*]{0,64}" + _reversed_trie(sorted(_BY_NORM)) + _SEP_IN_LABEL
    + "(?:-[xX])?(?![A-Za-z0-9_\\-'’/])"
)
_WINDOW = 80  # a label `_label_before` finds ends 6 characters or less before its separator
# and is at most 48 characters long, so it lies in the 80 characters before the separator.
_PRESCAN_ANCHORS = 256  # more than this, and the detectors decide (they bound their own work)


def may_hold_labels(text: str) -> bool:
    """False only when `find_labels(text)` is certainly empty: no `:` or `=` follows anything
    that normalizes to a known label, and no bare cue (`Today is`) is there. Costs a few
    substring searches and one anchored match per anchor, so a prompt without metadata skips
    the label scan."""
    if ":" in text or "=" in text:
        separators = positions(text, ":", "=")
        if separators is None or len(separators) > _PRESCAN_ANCHORS or any(
                _LABEL_BEFORE_SEP.match(text[max(0, sep - _WINDOW):sep + 1][::-1]) for sep in separators):
            return True
    if "oday" in text or "urrent" in text or "t is now" in text:  # every bare hint holds one
        hints = positions(text, *_BARE_HINTS)
        if hints is None or len(hints) > _PRESCAN_ANCHORS:
            return True
        return any(start >= 0 and _BARE.match(text, start) is not None
                   for hint in hints for start in (hint - 10, hint - 5, hint - 1))
    return False
