"""Learned volatile fields, the parts that need no state: where two prompts of one template differ
in a single short span and agree again after it (`divergences`), the shape of the values seen
there (`Shape`), and the rule that finds such a value again after its anchor (`Rule`).
proxy/learned_fields.py decides, per tenant, which spans become rules and applies them.
"""


from __future__ import annotations

import re
from collections import OrderedDict
from typing import Any, NamedTuple

from prompt_normalizer.trailer_lines import lines_are_items
from prompt_normalizer.volatile import Item

MAX_SPANS = 4  # fields taken from one comparison
MAX_LINE = 1024  # a field's line, from the first difference on
ANCHOR_MAX = 64
MAX_VALUE = 64
MAX_WORDS = 6
# Shared text between two differences on a line that makes them two fields: 20 characters with two
# words in a row, or a bracket opening on a word (` (fetch `) or closing before one (`) drafted at `,
# `) at `);
# a date's words are fewer and open no bracket (`11 de setembro de`), and its zone's bracket holds a
# capital abbreviation (`(GMT-06:00)`).
SPLIT_MIN = 20
TAIL_MAX = 16  # text after a value that a rule checks
RULE = "learned"  # Change.rule and Change.cue of a learned move

_JOIN_ALNUM = frozenset("-_./+#~@")  # inside a value between letters or digits: ab12-77, 30.11.2026
_JOIN_DIGIT = frozenset(":,")  # inside a value between digits only: 04:35 (else a label's colon)
_RANGES = ("0-9", "A-Z", "a-z")


class Field(NamedTuple):
    """One field two prompts differ in: where it is in the template, and the two values."""

    anchor: str  # text before the value on its line
    line_start: bool  # the anchor starts its line
    tail: str  # text after the value: the rest of its line and the newline, at most TAIL_MAX
    values: tuple[str, str]

    @property
    def key(self) -> tuple[str, bool, str]:
        return self.anchor, self.line_start, self.tail


# ---- finding fields ----------------------------------------------------------------------------


def common_len(a: str, i: int, b: str, j: int) -> int:
    """How many characters a[i:] and b[j:] share at their start: galloping then binary search, so
    C-speed slice compares go over about twice the shared length."""
    n = min(len(a) - i, len(b) - j)
    lo, step = 0, 64
    while lo < n:
        hi = min(n, lo + step)
        if a[i + lo:i + hi] != b[j + lo:j + hi]:
            break
        lo, step = hi, step * 2
    else:
        return n
    while hi - lo > 1:  # a[i:i+lo] == b[j:j+lo], a[i:i+hi] != b[j:j+hi]
        mid = (lo + hi) // 2
        if a[i + lo:i + mid] == b[j + lo:j + mid]:
            lo = mid
        else:
            hi = mid
    return lo


def _inside(text: str, i: int) -> bool:
    """Whether text[i] is part of a value token: a letter or digit, or a joiner between them."""
    c = text[i]
    if c.isalnum():
        return True
    if 0 < i < len(text) - 1:
        if c in _JOIN_ALNUM:
            return text[i - 1].isalnum() and text[i + 1].isalnum()
        if c in _JOIN_DIGIT:
            return text[i - 1].isdigit() and text[i + 1].isdigit()
    return False


# Two words in a row in text both prompts share: the end of one field ("at <time> for this request
# (query <id>)"), not a month's or a zone's name inside one value.
_WORDS = re.compile(r"[^\W\d_]{2,}[ \t]+[^\W\d_]{2,}")
_BRACKET_WORD = re.compile(r"\([ \t]*(?![A-Z]{2,5}\b)[^\W\d_]{2,}|\)[ \t]+[^\W\d_]{2,}[ \t]+")
_STRUCTURE = frozenset("\"'<>={}[]|")  # never inside one value: two fields of a line differ, not one


def _value_ok(v: str) -> bool:
    return (0 < len(v) <= MAX_VALUE and v == v.strip() and v.count(" ") < MAX_WORDS
            and any(c.isdigit() for c in v) and not _STRUCTURE.intersection(v) and ": " not in v)


def _label_ok(anchor: str) -> bool:
    return len(anchor.strip()) >= 2 and any(c.isalpha() for c in anchor)


def _field(a: str, da: int, b: str, db: int, floor: int) -> tuple[Field, int, int] | None:
    """The field at the first difference (a[da] != b[db], equal text back to a[floor]) and its ends
    in a and b; None when the difference is not one short span inside one line with the same text
    before and after it on that line. Where the line differs again after words both share, the field
    ends with its token and the next difference is the next field's."""
    shift = db - da
    ea, eb = a.find("\n", da), b.find("\n", db)
    if ea < 0 or eb < 0 or ea - da > MAX_LINE or eb - db > MAX_LINE:
        return None
    same_end = common_len(a[da:ea][::-1], 0, b[db:eb][::-1], 0)
    va, vb = ea - same_end, eb - same_end
    while va < ea and _inside(a, va) and _inside(b, vb):  # a value ends where its token does
        va, vb = va + 1, vb + 1
    ta, tb = _token_end(a, da, va), _token_end(b, db, vb)
    while ta < va:  # each run of shared text between differing tokens, in turn
        n = common_len(a, ta, b, tb)
        between = a[ta:ta + min(va - ta, n)]
        if _WORDS.search(between) and len(between) >= SPLIT_MIN or _BRACKET_WORD.search(between):
            va, vb = ta, tb  # two fields on one line, words between
            break
        na, nb = _token_end(a, ta + n, va), _token_end(b, tb + n, vb)
        ta, tb = (na, nb) if na > ta + n or nb > tb + n else (ta + n + 1, tb + n + 1)
    ls = a.rfind("\n", 0, da) + 1
    start = da
    while start > max(ls, floor) and _inside(a, start - 1) and _inside(b, start - 1 + shift):
        start -= 1
    value_a, value_b = a[start:va], b[start + shift:vb]
    if value_a == value_b or not _value_ok(value_a) or not _value_ok(value_b):
        return None
    at = max(ls, floor, start - ANCHOR_MAX)  # not back into the field before it on the line
    anchor = a[at:start]
    if not _label_ok(anchor) or b[at + shift:start + shift] != anchor:
        return None
    tail = a[va:min(ea + 1, va + TAIL_MAX)]
    return Field(anchor, at == ls, tail, (value_a, value_b)), va, vb


def _token_end(text: str, i: int, end: int) -> int:
    while i < end and _inside(text, i):
        i += 1
    return i


def divergences(a: str, b: str, converge: int = 32) -> list[Field]:
    """The fields two prompts of one template differ in, in text order: each a short span inside one
    line, with the same text before and after it on that line, after which the texts agree again for
    `converge` characters (or up to another such field, itself followed by agreement). Stops at the
    first difference that is not such a span (a user's question, say)."""
    out: list[Field] = []
    pending: list[Field] = []  # fields whose texts have not yet been seen to agree again
    i = j = 0
    while len(out) + len(pending) < MAX_SPANS:
        k = common_len(a, i, b, j)
        if k >= converge:
            out += pending
            pending = []
        if i + k >= len(a) or j + k >= len(b):
            break
        found = _field(a, i + k, b, j + k, i)
        if found is None:
            break
        field, i, j = found
        pending.append(field)
    return out


# ---- rules ---------------------------------------------------------------------------------------


def _classes(value: str) -> set[str]:
    """The character classes of a value: ASCII digits, upper and lower case as ranges, anything
    else as itself."""
    out = set()
    for c in value:
        if "0" <= c <= "9":
            out.add("0-9")
        elif "a" <= c <= "z":
            out.add("a-z")
        elif "A" <= c <= "Z":
            out.add("A-Z")
        else:
            out.add(c)
    return out


class Shape:
    """What a field's values look like: character classes and a length range."""

    __slots__ = ("classes", "min_len", "max_len")

    def __init__(self) -> None:
        self.classes: set[str] = set()
        self.min_len = MAX_VALUE
        self.max_len = 0

    def add(self, value: str) -> None:
        self.classes |= _classes(value)
        self.min_len = min(self.min_len, len(value))
        self.max_len = max(self.max_len, len(value))

    def widen(self, other: Shape) -> None:
        self.classes |= other.classes
        self.min_len = min(self.min_len, other.min_len)
        self.max_len = max(self.max_len, other.max_len)

    def pattern(self) -> str:
        """A regular expression for one value of this shape."""
        ranges = "".join(r for r in _RANGES if r in self.classes)
        others = "".join(re.escape(c) for c in sorted(self.classes - set(_RANGES)))
        return f"[{ranges}{others}]{{{self.min_len},{self.max_len}}}"

    def to_json(self) -> dict[str, Any]:
        ranges = [r for r in _RANGES if r in self.classes]
        return {"classes": ranges + sorted(self.classes - set(_RANGES)), "min_len": self.min_len,
                "max_len": self.max_len}


class Candidate:
    """A field seen at one template position, not yet seen in enough requests."""

    __slots__ = ("seen", "shape", "last_seen")

    def __init__(self) -> None:
        self.seen: OrderedDict[int, float] = OrderedDict()  # request number -> when, oldest first
        self.shape = Shape()
        self.last_seen = 0.0

    def add(self, request: int, at: float, keep: int) -> None:
        self.seen[request] = at
        self.seen.move_to_end(request)
        self.last_seen = max(self.last_seen, at)
        while len(self.seen) > keep:
            self.seen.popitem(last=False)

    def requests_since(self, since: float) -> int:
        return sum(at >= since for at in self.seen.values())


class Rule:
    """An active learned field: its anchor must match exactly, its value the shape, and the text
    after it the tail."""

    __slots__ = ("anchor", "line_start", "tail", "shape", "created", "last_used", "hits", "value_re", "line_re")

    def __init__(self, key: tuple[str, bool, str], shape: Shape, now: float) -> None:
        self.anchor, self.line_start, self.tail = key
        self.shape = shape
        self.created = self.last_used = now
        self.hits = 0
        self.compile()

    @property
    def key(self) -> tuple[str, bool, str]:
        return self.anchor, self.line_start, self.tail

    def compile(self) -> None:
        value = self.shape.pattern()
        after = re.escape(self.tail[:-1]) + r"(?:\n|\Z)" if self.tail.endswith("\n") else re.escape(self.tail)
        self.value_re = re.compile(f"{value}(?={after})")
        self.line_re = re.compile(re.escape(self.anchor.lstrip()) + value)  # the line it writes to a trailer

    def find(self, text: str) -> list[tuple[int, int]]:
        """Where its value stands in `text`, as [start, end) spans; two at most (two are too many)."""
        out: list[tuple[int, int]] = []
        anchor = self.anchor
        i = text.find(anchor)
        while i >= 0 and len(out) < 2:
            if not self.line_start or i == 0 or text[i - 1] == "\n":
                m = self.value_re.match(text, i + len(anchor))
                if m is not None:
                    out.append(m.span())
            i = text.find(anchor, i + 1)
        return out

    def item(self, text: str, start: int, end: int) -> Item:
        """The move of the value at text[start:end], as the static detectors write one: the whole
        line when it holds only the label and the value, else the value (with the blanks after it
        when blanks precede it too, so no double space is left)."""
        ls = text.rfind("\n", 0, start) + 1
        le = text.find("\n", end)
        le = len(text) if le < 0 else le
        at = start - len(self.anchor)
        if self.line_start and not text[end:le].strip():
            cut, moved = (ls, le), text[ls:le].strip()
        else:
            stop = end
            if self.anchor[-1:] in (" ", "\t"):
                while stop < le and stop - end < 64 and text[stop] in " \t":
                    stop += 1
            cut, moved = (start, stop), (self.anchor + text[start:end]).strip()
        return Item(at, (cut,), moved, RULE, RULE, self.anchor.strip(), text[start:end])

    def to_json(self, now: float) -> dict[str, Any]:
        """What the admin listener shows: never a value, no text but the anchor."""
        return {"anchor": self.anchor, "line_start": self.line_start, "ends_line": self.tail.endswith("\n"),
                "shape": self.shape.to_json(), "hits": self.hits, "age_s": round(now - self.created, 1),
                "idle_s": round(now - self.last_used, 1)}


# ---- trailers ----------------------------------------------------------------------------------


def split_trailer(text: str, rules: list[Rule]) -> tuple[str, list[str], str]:
    """(body, trailer lines, newlines the text ended with). The final blank-line-separated block is
    a trailer when each of its lines is a field the static detectors or one of `rules` write
    (prompt_normalizer's own test, widened to this tenant's learned lines)."""
    core = text.rstrip("\n")
    tail = text[len(core):]
    cut = core.rfind("\n\n")
    if cut < 0:
        return text, [], tail
    lines = core[cut + 2:].split("\n")
    if len(lines) > 64 or any(len(line) > 512 or not line.strip() for line in lines):
        return text, [], tail
    if not lines_are_items(lines, also=lambda line: any(r.line_re.fullmatch(line) for r in rules)):
        return text, [], tail
    return core[:cut], lines, tail
