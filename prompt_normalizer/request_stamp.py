"""`request_stamp`: the time an app wrote into its own sentence about this request.

In a line that says it was written for this very request (`Records retrieved at 2026-11-30T04:35:10Z
for this request:`, `Wait times as of 7:51 PM (this request):`), the phrase `at <time>` or `as of
<time>` moves, and so does a bracketed generated id right after it (`(query q_9Jd2...)`): the rest
of the sentence stays. A user's own sentence about an event keeps its time: users do not write that
their text is "for this request".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_normalizer.item import Item
from prompt_normalizer.patterns import id_shape, time_shape

# A sentence that says it was written for this very request (`for this request`, `(this run)`): the
# app's own words. Found from each "this" (str.find is far quicker than a regex scan of a long text).
_THIS_REQUEST = re.compile(r"this[ \t]+(?:request|question|conversation|session|chat|turn|reply|answer|run|draft)\b",
                           re.I)
_FOR_OR_IN = re.compile(r"(?:^|[^\w])(?:for|in)[ \t]+\Z|\(\Z", re.I)
_AT = re.compile(r"(?<![\w-])(?:at|as[ \t]+of)[ \t]+(?=\S)", re.I)
_BRACKETED_ID = re.compile(r"[ \t]*\((?P<word>[^\W\d_]{2,20})[ \t]+(?P<value>[^()\s]{6,80})\)")
_ZONE_AFTER = re.compile(r"[ \t](?:UTC|GMT|Z)\b")
_WORD = re.compile(r"\S+")
_STAMP_WORDS = 9  # words a time phrase may take (`Mon, 04 Jan 2027 08:44:11 GMT`)...
_STAMP_CHARS = 120  # ...and characters


def _time_after(text: str, a: int, b: int) -> int | None:
    """End of the longest run of words from `a` (within the line's end `b`) that is a time."""
    ends = [m.end() for m in _WORD.finditer(text, a, min(b, a + _STAMP_CHARS))][:_STAMP_WORDS]
    for end in reversed(ends):
        value = text[a:end].rstrip(",.;:")
        if time_shape(value) in ("datetime", "clock", "epoch"):
            zone = _ZONE_AFTER.match(text, a + len(value), b)  # asctime's zone after the year
            return zone.end() if zone else a + len(value)
    return None


def request_stamps(text: str, line_at: Callable[[int], tuple[int, int]]) -> list[Item]:
    """`at <time>` / `as of <time>`, and a bracketed id right after it, in each line that says it
    was written for this request (`line_at(pos)`: the bounds of the line holding pos)."""
    out: list[Item] = []
    seen: set[int] = set()
    i = text.find("his", 1)  # one scan finds "this" and "This"
    while i >= 0:
        t = i - 1
        if text[t] in "tT" and _THIS_REQUEST.match(text, t) and _FOR_OR_IN.search(text[max(0, t - 5):t]):
            a, b = line_at(t)
            if a not in seen:
                seen.add(a)
                out += _stamps_in(text, a, b)
        i = text.find("his", i + 3)
    out.sort(key=lambda it: it.start)
    return out


def _stamps_in(text: str, a: int, b: int) -> list[Item]:
    out = []
    for m in _AT.finditer(text, a, b):
        end = _time_after(text, m.end(), b)
        if end is None:
            continue
        lo = m.start()
        while lo > a and text[lo - 1] in " \t":
            lo -= 1
        out.append(Item(m.start(), ((lo, end),), text[m.start():end], "request_stamp", "request_stamp",
                        text[m.start():m.end()].strip(), text[m.end():end]))
        idm = _BRACKETED_ID.match(text, end, b)
        if idm and id_shape(idm.group("value")) is not None:
            out.append(Item(idm.start("word") - 1, ((idm.start(), idm.end()),), text[idm.start("word") - 1:idm.end()],
                            "request_stamp", "request_stamp", idm.group("word"), idm.group("value")))
    return out


def is_stamp_line(line: str) -> bool:
    """Whether a trailer line is one `at <time>` / `as of <time>` phrase moved out of its sentence."""
    line = line.strip()
    m = _AT.match(line)
    return m is not None and _time_after(line, m.end(), len(line)) == len(line)
