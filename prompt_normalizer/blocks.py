"""Document lists as markup: runs of XML-like blocks (`<document>`, `<doc>`, `<source>`, ...) and
JSON arrays of objects with a text field."""

from __future__ import annotations

import bisect
import re
from typing import Any

from prompt_normalizer import jsonblocks
from prompt_normalizer.doclist import DocList, bounded

# -- XML-like blocks -------------------------------------------------------------------------

_XML_OPEN = re.compile(
    r"<(?P<tag>document|doc|source|passage|chunk|search_result)(?P<attrs>(?:[ \t\n][^<>]{0,500})?)>", re.I)
_ATTR_KEY = re.compile(r"""\b(?:id|doc_id|title|source|name|url|path|href|key)[ \t]{0,2}=[ \t]{0,2}(?:"(?P<a>[^"]{0,300})"|'(?P<b>[^']{0,300})')""", re.I)
_ATTR_ORD = re.compile(r"""\b(?:index|idx|n|num|number|rank|position)[ \t]{0,2}=[ \t]{0,2}["'](?P<n>\d{1,4})["']""", re.I)
_INNER_KEY = re.compile(r"<(?P<t>source|title|id|url)>(?P<v>[^<]{1,300})</(?P=t)>", re.I)


def xml_lists(text: str, content: list[tuple[int, int]]) -> list[DocList]:
    """Runs of two or more blocks of one tag; every block found is added to `content`."""
    opens: dict[str, list[re.Match[str]]] = {}
    for m in bounded(list(_XML_OPEN.finditer(text))):
        opens.setdefault(m.group("tag").lower(), []).append(m)
    blocks: list[tuple[int, int, str, tuple[int, int] | None, str | None]] = []
    for tag, ms in opens.items():
        closes = [c.start() for c in re.finditer(f"</{tag}>", text, re.I)]
        open_starts = [m.start() for m in ms]
        for m in ms:
            ci = bisect.bisect_left(closes, m.end())
            if ci >= len(closes):
                continue
            close = closes[ci]
            if bisect.bisect_left(open_starts, close) - bisect.bisect_right(open_starts, m.start()) > 0:
                continue  # nested or unbalanced: leave alone
            attrs = m.group("attrs")
            key_m = _ATTR_KEY.search(attrs)
            key = (key_m.group("a") if key_m.group("a") is not None else key_m.group("b")) if key_m else None
            if key is None:
                inner = _INNER_KEY.search(text, m.end(), min(close, m.end() + 2000))
                key = inner.group("v").strip() if inner else None
            ord_m = _ATTR_ORD.search(attrs)
            num_span = (m.start("attrs") + ord_m.start("n"), m.start("attrs") + ord_m.end("n")) if ord_m else None
            blocks.append((m.start(), close + len(tag) + 3, tag, num_span, key))
    blocks.sort()
    content.extend((b[0], b[1]) for b in blocks)
    out: list[DocList] = []
    run: list[tuple[int, int, str, tuple[int, int] | None, str | None]] = []
    last_end = -1
    for blk in blocks + [(len(text) + 1, 0, "", None, None)]:
        if blk[0] < last_end:
            continue  # inside a previous block
        if run and (blk[2] != run[-1][2] or text[run[-1][1]:blk[0]].strip() != ""):
            _flush_xml(text, run, out)
            run = []
        run.append(blk)
        last_end = blk[1]
    return out


def _flush_xml(text: str, run: list[Any], out: list[DocList]) -> None:
    if len(run) < 2:
        return
    spans = [r[3] for r in run]
    if any(s is not None for s in spans):
        nums = [int(text[s[0]:s[1]]) if s else None for s in spans]
        if None in nums or nums != list(range(nums[0], nums[0] + len(nums))):
            spans = [None] * len(run)
    out.append(DocList(f"xml:{run[0][2]}", tuple((r[0], r[1]) for r in run), tuple(spans),
                       tuple(r[4] for r in run)))


# -- JSON arrays -----------------------------------------------------------------------------

_JSON_START = re.compile(r"\[[ \t\r\n]{0,64}\{[ \t\r\n]{0,64}\"")
_JSON_LEAD = re.compile(r"(?:^|[:=])[ \t]{0,16}\Z")
_TEXT_FIELDS = ("text", "content", "page_content", "body", "snippet", "passage", "chunk")
_KEY_FIELDS = ("id", "doc_id", "document_id", "title", "source", "url", "name")


def json_lists(text: str) -> list[DocList]:
    out: list[DocList] = []
    resume = 0
    for m in bounded(list(_JSON_START.finditer(text))):
        start = m.start()
        line_start = text.rfind("\n", max(0, start - 18), start) + 1
        lead_from = line_start if line_start > 0 or start < 18 else start - 18
        if start < resume or not _JSON_LEAD.search(text, lead_from, start):
            continue
        try:
            ok, value, end = jsonblocks.decode_at(text, start)
        except jsonblocks.Hostile:
            return out  # nesting too deep to be a document list: stop looking
        resume = end
        if not ok:
            continue
        if not (isinstance(value, list) and len(value) >= 2 and all(
                isinstance(v, dict) and any(isinstance(v.get(f), str) for f in _TEXT_FIELDS) for v in value)):
            continue
        blocks = []
        pos = start + 1
        for _ in value:
            while text[pos] in " \t\r\n,":
                pos += 1
            _, _, e = jsonblocks.decode_at(text, pos)
            blocks.append((pos, e))
            pos = e
        keys = []
        for v in value:
            k = next((v[f] for f in _KEY_FIELDS if isinstance(v.get(f), (str, int))), None)
            keys.append(None if k is None else str(k))
        out.append(DocList("json", tuple(blocks), (None,) * len(blocks), tuple(keys)))
    return out


def may_hold_lists(text: str) -> bool:
    """False only when the text has no XML-like document tag and no JSON array of objects
    opening: then neither `xml_lists` nor `json_lists` can find anything."""
    return ("<" in text and _XML_OPEN.search(text) is not None) or (
        "[" in text and _JSON_START.search(text) is not None)
