"""Shape-first fields: a value that looks like a timestamp or a generated id, under a label that
is not a known cue (`Date:`, `Fecha:`, `sent_at=`, `"traceId":`, `X-B3-SpanId:`).

The value's shape decides; the label may only veto it or narrow it (labels.py):

- a tracing header value (traceparent, B3, X-Ray, Cloud Trace, Jaeger, cf-ray) moves under any
  label that does not name content;
- a date with a clock time to the second moves under a label that names no time (nor content nor a
  record's field) when a program wrote it so (`program_stamp`): to a fraction of a second, under a
  key (`Upload-Received`, `searchPerformedAt`) or under words of fetching (`Mailbox polled`); people
  write times to the minute, but records' systems stamp to the second too (`Submitted:`,
  `作成日時:`, `geopend=`), and a pasted record's stamp under words of no known time stays;
- at the head or tail of the text, an id that says when it was made (UUID version 1, 6 or 7, ULID,
  KSUID, made between 2000 and 2100) moves under any label that does not name content or a
  record's field;
- at the head or tail of the text, an epoch moves under a label whose last word says how it
  tells time (`queued_ms`, `Request ms`, `viewer_time`, `Tool clock`): people do not write epochs;
- a date with a clock time or an epoch moves under a label that names a time of the request
  (`Date`, `Time`, `sent_at`, `Request time`, `Fecha`); at the head or tail of the text, a date
  alone does too;
- a clock time alone moves under a time label when it is to the second or has a zone;
- a UUID, ULID, long hex, decimal id, tracestate or random-looking token moves under a label
  that names an identifier (`ID`, `session`, `request`, `msg_id`) or whose head names a unit of
  work that it was made for (`Permit job`, `Play session`, `Lookup id`).

`find_generic_labels` finds the labels themselves from the same `:` / `=` anchors as cues.py:
a whole-line `Label: value`, a `"key":` JSON key, or a `key=` in a run of pairs.
"""

from __future__ import annotations

import dataclasses
import re

from prompt_normalizer.cues import Cue, positions
from prompt_normalizer.labels import EVENT_SUBJECTS, EVENT_VERBS, Sense, sense, words
from prompt_normalizer.patterns import (
    SIGNS,
    id_shape,
    is_epoch,
    is_machine_time,
    is_time_ordered_id,
    is_time_range,
    time_shape,
    to_the_second,
)
from prompt_normalizer.pointing import FIRST_PERSON

# A line that starts with a label: indentation, a bullet, markdown emphasis, then the label.
_LINE_LABEL = re.compile(
    r"[ \t]{0,16}(?:[-*•][ \t]{1,4})?(?:\*\*|__)?(?P<label>[^\W\d_](?:[\w" + SIGNS + r"'’/.()°º -]{0,40}[\w" + SIGNS + r")°º])?"
    r"(?:[ \t]\([^()\n]{1,60}\))?)(?:\*\*|__)?[ \t]{0,2}\Z")  # a bracket that qualifies it: `Letter date (today, by the tool)`
_KEY = re.compile(r"(?P<key>[A-Za-z_][\w.\-]{0,63})[ \t]{0,2}\Z")  # `key=`, and TOML's `key = `
_JSON_KEY = re.compile(r'"(?P<key>[A-Za-z_][\w.\-]{0,63})"[ \t]{0,8}\Z')
# The value after the separator holds a digit soon, on its line: every shape here does (a token
# without a digit in its first 64 characters is left alone).
_DIGIT_AHEAD = re.compile(r"[^\n\d]{0,64}\d")
_KEY_BEFORE = frozenset(" \t[({,;|")
_FRACTION = re.compile(r":\d\d[.,]\d")  # `04:35:10.482`, `04:35:10,482`
_NANOSECONDS = re.compile(r"\d{19}")  # a snowflake id has as many digits
# A date and a clock to the second as bare digits, with a zone or not (`20260304083259`, `20270107054857Z`).
_COMPACT_STAMP = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d[0-5]\d(?:[Zz]|[+-]\d{4})?")
_KEY_LIKE = re.compile(r"[A-Za-z][a-z0-9]*(?:[-_][A-Za-z0-9]+|[A-Z][a-z0-9]+)+")  # `Upload-Received`, `searchPerformedAt`


def accept(label: str, value: str, *, edge: bool = False, above: str = "") -> bool:
    """Whether `value` under `label` is metadata of this request (see the module docstring).
    `edge`: the field is in the first or last paragraph of its text; `above`: the label of the field
    on the line above it, when that field's value is a generated id (`id_beside`)."""
    s = sense(label)
    if above and opens_unit(label, above):
        s = dataclasses.replace(s, time=True, time_content=False)
    if s.structure or s.companion or _spoken(label):
        return False
    kind = time_shape(value)
    if kind is None and s.time_tail and _NANOSECONDS.fullmatch(value) and is_epoch(value[:16]):
        kind = "epoch"  # `x-received-ns: 1772862300668974943`: nanoseconds only where the label says so
    if kind is None and s.time and _COMPACT_STAMP.fullmatch(value):
        kind = "datetime"  # `Stamp: 20260304083259`: digits alone only where the label names a time
    if kind is not None:
        if s.time_content or is_time_range(value):
            return False
        if not s.time:
            if kind == "epoch":
                return edge and s.time_tail and not s.record
            return kind == "datetime" and to_the_second(value) and not s.record and program_stamp(label, value, s)
        if kind in ("datetime", "epoch"):
            return True
        if kind == "date":
            return edge
        return kind == "clock" and (is_machine_time(value) or edge and len(words(label)) >= 2)
    shape = id_shape(value)
    if shape is None and s.ident and not s.id_content and words(label) != ("id",) and _minted(value):
        return True  # `Sitzung: zYaHmsd6WHoLBjFGLTBCp`: a label that names whose id it is lets a shorter token count
    if shape is None or s.id_content:
        return False
    if edge and not (s.record or s.time_content) and is_time_ordered_id(value):
        return True
    return s.ident or s.unit or shape == "trace" and not s.time_content


_TOKEN_CHARS = re.compile(r"[A-Za-z0-9_-]{12,64}")


def _minted(value: str) -> bool:
    """A token of 12 characters or more that no one typed: lower-case letters, a digit, and capitals
    side by side twice or more (`knMLBTDhn4gfeZyc`; a CamelCase name has a capital only where a word
    starts), most characters distinct."""
    if _TOKEN_CHARS.fullmatch(value) is None or len(set(value)) < len(value) * 0.6:
        return False
    side_by_side = sum(a.isupper() and (b.isupper() or b.isdigit()) for a, b in zip(value, value[1:], strict=False))
    return any(ch.islower() for ch in value) and any(ch.isdigit() for ch in value) and side_by_side >= 2


def id_beside(label: str, value: str) -> str:
    """`label` when the field next to another holds a generated id (`Session: 6LRC...`), else ""."""
    return label if id_shape(value.strip().strip("`")) is not None else ""


def opens_unit(label: str, above: str) -> bool:
    """`Opened:`, `Started:` or `Answered:` alone, right under the id of a session, a run or a call
    (`Grading session: 6LRC...`): when that unit of the request began, a time of the request."""
    ws = words(label)
    if len(ws) != 1 or ws[0] not in EVENT_VERBS:
        return False
    s = sense(above)
    return (s.ident or s.unit) and any(w in EVENT_SUBJECTS for w in words(above))


def program_stamp(label: str, value: str, s: Sense) -> bool:
    """Whether a stamp under a label that names no time (`s`, its sense) reads as a program's wherever
    it stands: it is to a fraction of a second, its label is a key (`Upload-Received`,
    `searchPerformedAt`), the label's words say something was fetched for the request (`Mailbox
    polled`, `Queue snapshot`), or its last word says it is a clock's reading (`Handheld clock`)."""
    return _FRACTION.search(value) is not None or _KEY_LIKE.fullmatch(label) is not None or s.fetched or s.time_tail


_PRESENTS = re.compile(r"(?<!\bfor )\b(?:this|these)\b", re.I)  # not the app's "for this request"


def _spoken(label: str) -> bool:
    """A "label" of three or more words that opens with a first-person word (`Our gateway logged
    traceparent`, `My router shows session`), or of four or more that points with "this" (`Decode the
    time in this return id`), is the user's sentence introducing their own data."""
    words = label.split()
    first = words[0] if words else ""
    if len(words) >= 4 and _PRESENTS.search(label.split("(", 1)[0]):
        return True  # a sentence that presents its value: "Decode the time in this return id:"
    return len(words) >= 3 and FIRST_PERSON.fullmatch(first) is not None and not (len(first) > 1 and first.isupper())


def generic_cue(label: str) -> Cue:
    """A cue for a label that is not a known one; its name is the label's canonical spelling."""
    name = "_".join(w for w in re.findall(r"[a-z0-9]+", label.lower()) if w != "x") or label
    return Cue(name, "generic", (label,), generic=True)


def find_generic_labels(text: str, separators: list[int]) -> list[tuple[int, int, Cue]]:
    """Labels before `:` / `=` anchors that may introduce a shape-first field, as
    (start, end, cue): the label of a whole-line field, a JSON key, or a `key=` pair key."""
    out: list[tuple[int, int, Cue]] = []
    for sep in separators:
        if not _DIGIT_AHEAD.match(text, sep + 1):
            continue
        lo = max(0, sep - 96)
        nl = text.rfind("\n", lo, sep)
        line_start = nl + 1 if nl >= 0 else 0 if lo == 0 else -1  # -1: further back than a label
        if text[sep] == "=":
            m = _KEY.search(text, max(line_start, lo), sep)
            if m and (m.start() == line_start or (m.start() > 0 and text[m.start() - 1] in _KEY_BEFORE)):
                out.append((m.start(), m.end("key"), generic_cue(m.group("key"))))
            continue
        m = _JSON_KEY.search(text, max(line_start, lo), sep)
        if m:
            out.append((m.start("key"), m.end("key"), generic_cue(m.group("key"))))
            continue
        label = _LINE_LABEL.match(text, line_start, sep) if line_start >= 0 else None
        if label:
            out.append((label.start("label"), label.end("label"), generic_cue(label.group("label"))))
    return out


_PRESCAN_ANCHORS = 256  # more than this, and the detectors decide (they bound their own work)


def may_hold_fields(text: str) -> bool:
    """False only when `find_generic_labels` certainly finds nothing that could be a field: no
    `:` or `=` has a digit after it on its line."""
    if ":" not in text and "=" not in text:
        return False
    separators = positions(text, ":", "=")
    if separators is None or len(separators) > _PRESCAN_ANCHORS:
        return True
    return any(_DIGIT_AHEAD.match(text, sep + 1) for sep in separators)
