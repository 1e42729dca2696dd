"""Rewrite JSON objects inside text with sorted keys (only when the policy asks).

An object is taken where a line starts with `{` and the text from there parses as JSON. Layout
follows the original: one line stays one line, an indented object keeps its indent width.
"""

from __future__ import annotations

import json
import re

_START = re.compile(r"^[ \t]{0,16}\{", re.M)
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
            value, end = _DECODER.raw_decode(text, start)
        except json.JSONDecodeError as exc:
            resume = exc.pos
            continue
        except RecursionError:
            break
        resume = end
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
