"""One volatile field found in a text: where it was, what to cut, and what the trailer holds."""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Item:
    """One volatile field: where it was, what to cut, and the text that goes to the trailer."""

    start: int  # position of the label in the text, for ordering
    cuts: tuple[tuple[int, int], ...]  # ranges removed from the text
    text: str  # what the trailer holds (label and value, no character lost)
    rule: str  # label_line | key_value | json_field | field_line | xml_element | ...
    cue: str  # cue name, e.g. current_datetime, request_id, or a label's canonical spelling
    label: str  # the label as written
    value: str


def apply_cuts(text: str, items: list[Item]) -> str:
    """Remove every item's ranges; a line left blank by a removal disappears with its newline."""
    cuts = sorted(c for it in items for c in it.cuts)
    if not cuts:
        return text
    out: list[str] = []
    pos = 0  # text before pos is already in out
    i = 0
    drop_newline = False
    while i < len(cuts):
        a = cuts[i][0]
        line_start = text.rfind("\n", 0, a) + 1
        nl = text.find("\n", a)
        line_end = len(text) if nl < 0 else nl
        pieces: list[str] = []
        cur = max(line_start, pos)
        while i < len(cuts) and cuts[i][0] <= line_end:
            ca, cb = cuts[i]
            if ca > cur:
                pieces.append(text[cur:ca])
            cur = max(cur, min(cb, line_end))  # overlapping cuts merge
            i += 1
        pieces.append(text[cur:line_end])
        out.append(text[pos:max(line_start, pos)])
        new_line = "".join(pieces)
        if new_line.strip():
            out.append(new_line)
            pos = line_end
        elif nl >= 0:
            pos = line_end + 1  # drop the line and its newline
        else:
            pos = line_end
            drop_newline = True  # the last line went: so does the newline before it
    out.append(text[pos:])
    result = "".join(out)
    if drop_newline and result.endswith("\n"):
        result = result[:-1]
    return result


def as_written(item: Item, text: str, view: str) -> Item | None:
    """`item`, found in `view`, with its text as `text` writes it; None when its text is not a
    piece of `text` (no character of what moves may change)."""
    if all(view[a:b] == text[a:b] for a, b in item.cuts):
        return item
    written = item.text
    for a, b in item.cuts:
        written = written.replace(view[a:b].strip(), text[a:b].strip())
    return replace(item, text=written) if written in text else None
