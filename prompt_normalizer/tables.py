"""Fields written as the rows of a two-column markdown table, `| Session | 6b59...f438 |`.

An app that shows its request metadata as a table of names and values writes one field per row;
each row is read as `name: value` would be (a known cue's value of the announced shape, or a value
that `generic.accept` takes under its name) and moves whole. A table is a record, and nothing in it
moves, when one of its rows is a content field (`| Total | 12.50 |`, `| Status | failed |`), when it
has more than two columns (a table of data), or when one of its names repeats.
"""

from __future__ import annotations

import re

from prompt_normalizer.cues import lookup
from prompt_normalizer.generic import accept, generic_cue, id_beside
from prompt_normalizer.item import Item
from prompt_normalizer.lines import Lines
from prompt_normalizer.patterns import SIGNS, value_ok
from prompt_normalizer.record_fields import marks_record

_ROW = re.compile(r"[ \t]{0,8}\|[ \t]{0,40}(?P<name>[^|\n]{1,60}?)[ \t]{0,40}\|[ \t]{0,40}(?P<value>[^|\n]{1,200}?)"
                  r"[ \t]{0,40}\|[ \t]{0,8}")
_SEPARATOR = re.compile(r"[ \t]{0,8}\|[ \t:-]{1,200}\|[ \t:-]{1,200}\|[ \t]{0,8}")
_NAME = re.compile(r"(?:\*\*|__)?(?P<name>[^\W\d_][\w" + SIGNS + r"'’/.() -]{0,40}?)(?:\*\*|__)?")
_ROW_START = re.compile(r"\n[ \t]{0,8}\|")
_MAX_ROWS = 40  # a table longer than this is data


def table_rows(text: str, lines: Lines, edges: tuple[tuple[int, int], tuple[int, int]]) -> list[Item]:
    """Rows of two-column tables of request metadata, each as one item (see the module docstring)."""
    starts = ([0] if _ROW_START.match("\n" + text[:16]) else []) + [
        lines.index_of(m.start() + 1) for m in _ROW_START.finditer(text)]
    out: list[Item] = []
    k = 0
    while k < len(starts):
        first = last = starts[k]
        while k + 1 < len(starts) and starts[k + 1] == last + 1:
            k, last = k + 1, starts[k + 1]
        out += _table(text, lines, first, last + 1, edges)
        k += 1
    return out


def _table(text: str, lines: Lines, first: int, end: int,
           edges: tuple[tuple[int, int], tuple[int, int]]) -> list[Item]:
    if end - first > _MAX_ROWS:
        return []
    rows: list[tuple[int, str, str]] = []
    for i in range(first, end):
        a, b = lines.bounds(i)
        if _SEPARATOR.fullmatch(text, a, b):
            rows = [] if i == first + 1 else rows  # the row above it named the columns
            continue
        m = _ROW.fullmatch(text, a, b)
        if m is None:
            return []  # a row of more (or fewer) than two cells: a table of data
        name = _NAME.fullmatch(m.group("name"))
        if name is None:
            continue  # a row whose first cell is no name (a number, a symbol)
        rows.append((i, name.group("name").strip(), m.group("value").strip()))
    names = [name.lower() for _, name, _ in rows]
    if len(set(names)) < len(names) or any(marks_record(name, value) for _, name, value in rows):
        return []
    (ha, hb), (ta, tb) = edges
    out = []
    for k, (i, name, value) in enumerate(rows):
        a, b = lines.bounds(i)
        cue = lookup(name)
        ok = value_ok(cue.kind, value) if cue is not None and cue.line else accept(
            name, value, edge=ha <= a <= hb or ta <= a <= tb, above=id_beside(*rows[k - 1][1:]) if k else "")
        if ok:
            key = cue.name if cue is not None else generic_cue(name).name
            out.append(Item(a, ((a, b),), text[a:b].strip(), "table_row", key, name, value))
    return out
