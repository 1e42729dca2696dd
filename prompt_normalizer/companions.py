"""Fields that move only beside a field that moved: the weekday an app writes next to its clock
(`Weekday: Monday` under `Time now: 2:48 am`), the id it writes next to it (`Plan ID:
pln_pepOqHWX6pNOVd` under `Dispatch clock: 2026-06-07 00:24:55 WET`), and the stamp it writes next
to an id (`Aikaleima: 1799073121259` under `Istunto: 01a2e11d-...`).

A weekday name alone is no stamp (a class meets on Mondays, a schedule lists them), an id or an
epoch under a label of no id or time word may be a record's (`Plan: pln_...`, `npi: 1457382910`), so
each moves only as the companion of a field that moved: a whole line right above or below the moved
field's line. The weekday's label names the weekday (`Weekday`, `Current weekday`, `Day of week`,
`weekday=`); the id is a generated one by its shape (UUID, ULID, trace, long hex, random-looking
token); the stamp is a program's (an epoch, ten digits only under a label of time, or a date and
clock to the second or with a zone); their labels name no content, no record and no structure.
"""

from __future__ import annotations

import re

from prompt_normalizer.generic import opens_unit
from prompt_normalizer.item import Item
from prompt_normalizer.labels import EVENT_VERBS, Sense, sense, words
from prompt_normalizer.lines import Lines
from prompt_normalizer.paragraphs import FIELD
from prompt_normalizer.patterns import id_shape, is_machine_time, time_shape

_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
WEEKDAY_LINE = re.compile(
    rf"[ \t]*(?P<label>(?:current[ _]|today'?s[ _])?(?:weekday|day[ _]of[ _](?:the[ _])?week))[ \t]*[:=][ \t]*"
    rf"(?P<q>\"?)(?P<value>{_DAYS})(?P=q)\.?[ \t]*", re.I)
_STAMP_RULES = frozenset(("label_line", "field_line"))
_GENERATED = frozenset(("uuid", "ulid", "trace", "hex", "token"))


def companions(text: str, lines: Lines, items: list[Item]) -> list[Item]:
    """The weekday and id lines next to the lines of `items` that moved a date or a time, and the
    stamp lines next to those that moved a generated id."""
    taken = {c for it in items for c in it.cuts}
    out: list[Item] = []
    for it in items:
        value = it.value.strip().rstrip(".")
        stamp = time_shape(value) is not None
        if not stamp and (it.rule not in _STAMP_RULES or id_shape(value) not in _GENERATED):
            continue
        i = lines.index_of(it.start)
        for a, b in (lines.bounds(j) for j in (i - 1, i + 1) if 0 <= j < len(lines)):
            if (a, b) in taken or b <= a:
                continue
            if stamp:
                found = _weekday(text, a, b) or (_id(text, a, b) if it.rule in _STAMP_RULES else None)
            else:
                found = _stamp(text, a, b, it.label)
            if found is not None:
                taken.add((a, b))
                out.append(found)
    return out


def _weekday(text: str, a: int, b: int) -> Item | None:
    m = WEEKDAY_LINE.fullmatch(text, a, b)
    if m is None:
        return None
    return Item(a, ((a, b),), text[a:b].strip(), "weekday", "weekday", m.group("label"), m.group("value"))


def _plain_field(text: str, a: int, b: int) -> tuple[str, str, Sense] | None:
    """(label, value, the label's sense) of a whole-line field whose label names no content, no
    record's field and no structure; None for any other line."""
    m = FIELD.fullmatch(text, a, b)
    if m is None:
        return None
    label, value = m.group("label"), m.group("value").strip()
    s = sense(label)
    if s.id_content or s.time_content or s.structure or s.companion or s.record:
        return None
    return label, value, s


def _id(text: str, a: int, b: int) -> Item | None:
    found = _plain_field(text, a, b)
    if found is None:
        return None
    label, value, _ = found
    shape = id_shape(value)
    if shape not in _GENERATED or shape == "token" and _named(value):
        return None
    return Item(a, ((a, b),), text[a:b].strip(), "field_line", label, label, value)


def _stamp(text: str, a: int, b: int, id_label: str) -> Item | None:
    """A program's stamp (an epoch, or a date and clock to the second or with a zone) beside an id
    that moved (under `id_label`): the time that id was made for. An event alone (`Started:`,
    `Submitted:`) is a record's time unless the id is a unit of the request's that it opens
    (`generic.opens_unit`)."""
    found = _plain_field(text, a, b)
    if found is None:
        return None
    label, value, s = found
    ws = words(label)
    if len(ws) == 1 and ws[0] in EVENT_VERBS and not opens_unit(label, id_label):
        return None
    shape = time_shape(value)
    # Ten digits are as often an account, a facility or a provider number: those need a label of time.
    seconds = shape == "epoch" and len(value.split(".")[0]) == 10 and not (s.time or s.time_tail or s.fetched)
    if not (shape == "epoch" or shape == "datetime" and is_machine_time(value)) or seconds:
        return None
    return Item(a, ((a, b),), text[a:b].strip(), "field_line", label, label, value)


_PARTS = re.compile(r"[-_.]")


def _named(token: str) -> bool:
    """A token that reads as a name a person gave (`aurora-trench-fw26`, `Harbour-Tower-JACE-01`) or
    a record's key in capitals (`0015800001041REAAY`), not one a program drew: a word of three
    letters or more after its prefix (`pln_`, `up_` are prefixes), or no small letter in under 20."""
    parts = _PARTS.split(token)
    head_word = parts[0].isalpha() and len(parts[0]) > 5
    words = any(p.isalpha() and len(p) >= 3 for p in parts[1:])
    return head_word or words or not any(ch.islower() for ch in token) and len(token) < 20


def is_companion_line(line: str) -> bool:
    """A line that moves only beside another field, read alone (in a trailer): a weekday's, an id's
    or a stamp's."""
    n = len(line)
    return _weekday(line, 0, n) is not None or _id(line, 0, n) is not None or _stamp(line, 0, n, "") is not None
