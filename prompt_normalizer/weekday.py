"""The weekday an app writes beside its clock: `Weekday: Monday` next to `Time now: 2:48 am`.

A weekday name alone is no stamp (a class meets on Mondays, a schedule lists them), so it moves only
as the companion of a date or time that moved: a whole line under a label that names the weekday
(`Weekday`, `Current weekday`, `Day of week`, `weekday=`), right above or below the moved field's
line, in the same paragraph.
"""

from __future__ import annotations

import re

from prompt_normalizer.item import Item
from prompt_normalizer.lines import Lines
from prompt_normalizer.patterns import time_shape

_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
WEEKDAY_LINE = re.compile(
    rf"[ \t]*(?P<label>(?:current[ _]|today'?s[ _])?(?:weekday|day[ _]of[ _](?:the[ _])?week))[ \t]*[:=][ \t]*"
    rf"(?P<q>\"?)(?P<value>{_DAYS})(?P=q)\.?[ \t]*", re.I)


def companion_weekdays(text: str, lines: Lines, items: list[Item]) -> list[Item]:
    """The weekday lines next to the lines of `items` that moved a date or a time."""
    taken = {c for it in items for c in it.cuts}
    out: list[Item] = []
    for it in items:
        i = lines.index_of(it.start)
        for a, b in (lines.bounds(j) for j in (i - 1, i + 1) if 0 <= j < len(lines)):
            if (a, b) in taken or b <= a:
                continue
            m = WEEKDAY_LINE.fullmatch(text, a, b)
            if m is not None and time_shape(it.value.strip().rstrip(".")) is not None:
                taken.add((a, b))
                out.append(Item(a, ((a, b),), text[a:b].strip(), "weekday", "weekday", m.group("label"),
                                m.group("value")))
    return out


def is_weekday_line(line: str) -> bool:
    return WEEKDAY_LINE.fullmatch(line) is not None
