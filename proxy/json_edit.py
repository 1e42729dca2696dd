"""Editing a few top-level members of a JSON object, leaving every other member byte-for-byte.

The proxy changes at most `cache_salt`, `stream_options` and the normalized prompt, messages or
tools of a request; everything else goes to the replica exactly as the client wrote it (numbers as
written, keys it does not know, even duplicates). The object must already have parsed as JSON
(orjson): this only finds where its top-level members begin and end, with one regular expression
over strings and structural characters.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

import orjson

_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|[{}\[\],]')


def top_level_members(raw: bytes) -> list[tuple[str, int, int]]:
    """(key, start, end) of each `"key": value` member of the JSON object `raw`, in order."""
    out: list[tuple[str, int, int]] = []
    depth = 0
    key: str | None = None
    start = 0
    last_end = 0  # end of the last token or string seen at depth 1, to trim whitespace
    for m in _TOKEN.finditer(raw):
        c = raw[m.start()]
        if c == 0x22:  # a string
            if depth == 1 and key is None:
                key, start = orjson.loads(m.group()), m.start()
            if depth == 1:
                last_end = m.end()
        elif c in (0x7B, 0x5B):  # { [
            depth += 1
        elif c in (0x7D, 0x5D):  # } ]
            depth -= 1
            if depth == 0 and key is not None:
                out.append((key, start, _trim_end(raw, last_end, m.start())))
                key = None
            elif depth == 1:
                last_end = m.end()
        elif depth == 1:  # a comma between members
            if key is not None:
                out.append((key, start, _trim_end(raw, last_end, m.start())))
            key = None
    return out


def _trim_end(raw: bytes, last_token_end: int, limit: int) -> int:
    """Where a member's value ends: before the whitespace that precedes `limit` (a bare number or
    literal may end after the last token seen)."""
    end = limit
    while end > last_token_end and raw[end - 1] in b" \t\r\n":
        end -= 1
    return end


def edit_object(raw: bytes, set_members: Mapping[str, bytes] | None = None, remove: Iterable[str] = ()) -> bytes:
    """`raw` with the top-level members named in `remove` or `set_members` taken out, and those of
    `set_members` (key -> its JSON-encoded value) added at the end; the other members unchanged."""
    set_members = set_members or {}
    drop = set(remove) | set(set_members)
    kept = [raw[s:e] for k, s, e in top_level_members(raw) if k not in drop]
    kept += [orjson.dumps(k) + b":" + v for k, v in set_members.items()]
    return b"{" + b",".join(kept) + b"}"


def add_member(edited: bytes, key: str, value: bytes) -> bytes:
    """`edited` (what `edit_object` returned, without `key`) with one more member at the end."""
    sep = b"," if len(edited) > 2 else b""
    return edited[:-1] + sep + orjson.dumps(key) + b":" + value + b"}"
