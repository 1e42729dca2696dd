"""Whether lines are a trailer's: each one volatile fields the detectors would move, or a weekday or
an id that goes with one of them (prompt_normalizer/companions.py). A trailer already written is recognised
by this, so normalizing twice changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from prompt_normalizer import markup
from prompt_normalizer.companions import is_companion_line
from prompt_normalizer.field_syntax import SPACED_PAIR
from prompt_normalizer.item import apply_cuts
from prompt_normalizer.request_stamp import is_stamp_line
from prompt_normalizer.volatile import find_items


def line_is_items(line: str) -> bool:
    """True when a line holds nothing but volatile items."""
    if not line.strip():
        return False
    if markup.bare_attribute(line) or is_stamp_line(line):
        return True
    if SPACED_PAIR.fullmatch(line):  # a TOML pair moved out of front matter is read as it was there
        framed = f"+++\n{line}\n+++"
        items = find_items(framed, [], singletons_only=False)
        return bool(items) and apply_cuts(framed, items) == "+++\n+++"
    items = find_items(line, [], singletons_only=False)
    if not items:
        return False
    rest = apply_cuts(line, items)
    return rest.strip() == ""


def lines_are_items(lines: Sequence[str], also: Callable[[str], bool] = lambda line: False) -> bool:
    """True when every line holds nothing but volatile items (or is one `also` accepts), a weekday
    or id line counting only beside another line."""
    fields = [line_is_items(line) or also(line) for line in lines]
    companions = [not f and is_companion_line(line) for f, line in zip(fields, lines, strict=True)]
    return any(fields) and all(f or c for f, c in zip(fields, companions, strict=True))
