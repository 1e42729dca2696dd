"""Rewrite JSON objects inside text with sorted keys (only when the policy asks).

An object is taken where a line starts with `{` and the text from there parses as JSON. Layout
follows the original: one line stays one line, an indented object keeps its indent width.
"""

from __future__ import annotations

import json
import re

_START = re.compile(r"^[ \t]{0,16}\{", re.M)
_FIRST_WINDOW = 4096


class Hostile(Exception):
    """JSON nested too deep to parse: stop looking for JSON in this text."""


def decode_at(text: str, start: int) -> tuple[bool, object, int]:
    """Parse the JSON value starting at `start`: (True, value, end) or (False, None, where it
    failed). The parser only ever sees a window that doubles until the value fits, so a failure
    costs time in proportion to what was read, not to the length of the text (the error message
    of `json` counts lines up to the failure)."""
    width = _FIRST_WINDOW
    while True:
        chunk = text[start:start + width]
        try:
            value, end = _DECODER.raw_decode(chunk)
            return True, value, start + end
        except json.JSONDecodeError as exc:
            truncated = exc.pos >= len(chunk) - 8 or exc.msg.startswith("Unterminated string")
            if not truncated or start + width >= len(text):
                return False, None, start + max(exc.pos, 1)
        except RecursionError as exc:
            raise Hostile from exc
        width *= 4
_INDENT = re.compile(r"\n([ \t]+)\S")
_DECODER = json.JSONDecoder()


def canonicalize(text: str) -> tuple[str, list[tuple[tuple[int, int], str]]]:
    """The text with each top-level JSON object re-serialized with sorted keys, and the spans
    (in the input) of the objects that changed, with a short description."""
    pieces: list[str] = []
    changed: list[tuple[tuple[int, int], str]] = []
    pos = 0
    resume = 0
    for m in _START.finditer(text):
        start = m.end() - 1
        if start < resume:
            continue
        try:
            ok, value, end = decode_at(text, start)
        except Hostile:
            break
        resume = end
        if not ok or not isinstance(value, dict):
            continue
        original = text[start:end]
        if "\n" in original:
            ind = _INDENT.search(original)
            new = json.dumps(value, sort_keys=True, ensure_ascii=False, indent=len(ind.group(1)) if ind else 2)
        else:
            new = json.dumps(value, sort_keys=True, ensure_ascii=False)
        if new != original:
            pieces += [text[pos:start], new]
            pos = end
            changed.append(((start, end), f"JSON object with {len(value)} keys"))
    pieces.append(text[pos:])
    return "".join(pieces), changed
