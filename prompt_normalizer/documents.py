"""Find RAG document lists in text and put them in a canonical order.

Shapes: XML-like blocks (`<document>`, `<doc>`, `<source>`, ...), numbered headers
(`Document 1:`, `Source 2:`, `[3] ...`), labelled headers (`Source: ...`, `file_path: ...`),
markdown sections or headed documents inside a delimited context block (`-----` lines or
`<context>` tags), and JSON arrays of objects with a text field.

Boundaries are the risky part: outside a delimited block a list ends where a blank line is
followed by a line that does not start another document of the same shape, and a line such as
`Question:` always ends it, so the question after the list is never part of the last document.
When the extent is ambiguous (header-only documents not separated by blank lines, numbered
fragments of a longer list) the list is left alone.
"""

from __future__ import annotations

import bisect
import hashlib
import re
from dataclasses import dataclass
from typing import Any

from prompt_normalizer import jsonblocks
from prompt_normalizer.lines import Lines


@dataclass(frozen=True)
class Document:
    """One document of a list, as the order key sees it."""

    text: str  # the block as written
    key: str | None  # explicit id / title / source, when the document names one
    content_hash: str  # 16 hex chars of BLAKE2b over the block with its ordinal label masked
    shape: str
    index: int  # position in the list as given


def default_document_key(doc: Document) -> tuple[int, str, str]:
    """Explicit id / title / source first (alphabetical), then the rest by content hash."""
    return (0, doc.key, doc.content_hash) if doc.key is not None else (1, "", doc.content_hash)


@dataclass(frozen=True)
class DocList:
    """A detected list: its shape, its documents' spans and where each ordinal label sits."""

    shape: str
    blocks: tuple[tuple[int, int], ...]
    ordinals: tuple[tuple[int, int] | None, ...]  # span of the ordinal digits in each block
    keys: tuple[str | None, ...]

    @property
    def span(self) -> tuple[int, int]:
        return self.blocks[0][0], self.blocks[-1][1]


# -- line classification ------------------------------------------------------------------

_NUMBERED = re.compile(
    r"[ \t]{0,8}(?:\*\*|#{1,4}[ \t])?(?P<word>document|doc|source|passage|chunk|snippet|excerpt"
    r"|reference|article|context|result)[ \t]{0,2}#?(?P<num>\d{1,4})(?P<rest>[^\n]{0,2000})",
    re.I,
)
_BRACKET = re.compile(r"[ \t]{0,8}\[(?P<num>\d{1,4})\](?P<rest>[^\n]{0,2000})")
_LABELLED = re.compile(
    r"[ \t]{0,8}(?P<word>source|title|url|file|file_path|file_name|doc_id|document_id|document id"
    r"|doc id):[ \t]{0,8}(?P<rest>\S[^\n]{0,2000})",
    re.I,
)
_MARKDOWN = re.compile(r"(?P<hashes>#{1,6})[ \t]{1,4}(?P<rest>\S[^\n]{0,2000})")
_TERMINATOR = re.compile(
    r"[ \t]{0,8}(?:\*\*)?(?:question|query|answer|helpful answer|instructions?|task|input|output"
    r"|standalone question|follow up input|chat history|user|assistant|human|ai|system|context"
    r"|final answer|thought|action|action input|observation|refined answer)[ \t]{0,4}(?:\*\*)?:",
    re.I,
)
_DELIMITER = re.compile(r"[ \t]{0,8}(?P<d>-{3,200}|={3,200}|_{3,200}|\*{3,200})[ \t]{0,8}")
_FENCE = re.compile(r"[ \t]{0,16}(?:```|~~~)")
# Line starts that may begin a header or a delimiter; the leading newline lets the regex engine
# jump from newline to newline instead of trying every character (line 0 is checked apart).
_HEAD_HINT = re.compile(
    r"\n[ \t]{0,8}(?:\*\*|#{1,4}[ \t])?(?:\[\d|(?i:doc|source|passage|chunk|snippet|excerpt|reference"
    r"|article|context|result|title|url|file))")
_DELIM_LINE = re.compile(r"\n[ \t]{0,8}(?:-{3}|={3}|_{3}|\*{3})")
_INLINE_KEY = re.compile(r"\((?:id|source|title|url|file)[ \t]{0,2}[:=][ \t]{0,2}(?P<k>[^)\n]{1,300})\)", re.I)


@dataclass(frozen=True)
class _Header:
    shape: str
    num: int | None
    num_span: tuple[int, int] | None  # absolute span of the digits
    key: str | None
    inline: bool  # content on the header line itself


def _classify(text: str, start: int, end: int) -> _Header | None:
    """A document header on the line text[start:end], or None."""
    if start >= end:
        return None
    m = _NUMBERED.fullmatch(text, start, end)
    if m:
        rest = m.group("rest")
        sig = rest[:1] if rest[:1] in (":", ")", "]", "*") else rest[:2]
        if rest == "" or sig in (":", ")", "]", "*", " -", " (", " :", " –", " |"):
            tail = rest.lstrip(":)]* ").strip()
            inline = bool(tail) and not rest.lstrip().startswith("(") and not tail.endswith(":")
            k = _INLINE_KEY.search(rest)
            return _Header(f"numbered:{m.group('word').lower()}{sig.strip()}", int(m.group("num")),
                           m.span("num"), k.group("k").strip() if k else None, inline)
        return None
    m = _BRACKET.fullmatch(text, start, end)
    if m:
        return _Header("bracket", int(m.group("num")), m.span("num"), None, bool(m.group("rest").strip()))
    m = _LABELLED.fullmatch(text, start, end)
    if m:
        return _Header(f"labelled:{m.group('word').lower()}", None, None, m.group("rest").strip(), False)
    return None


def _ends_doc(text: str, a: int, b: int) -> bool:
    return bool(_TERMINATOR.match(text, a, b) or _DELIMITER.fullmatch(text, a, b)
                or _FENCE.match(text, a, b) or text.startswith("</", a))


def _hinted_lines(text: str, lines: Lines, hint: re.Pattern[str]) -> list[int]:
    """Indices of lines a `\\n`-led hint pattern matches (line 0 included)."""
    found = [0] if hint.match("\n" + text[:64]) else []
    found += [lines.index_of(m.start() + 1) for m in hint.finditer(text)]
    return found


def _indent_end(text: str, pos: int) -> int:
    """First position at or after pos that is not a space or tab: a document starts there, so
    the indentation of its slot stays in place."""
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    return pos


def _ordinals_ok(headers: list[_Header]) -> bool:
    nums = [h.num for h in headers]
    if any(n is None for n in nums):
        return all(n is None for n in nums)
    first = nums[0]
    assert first is not None
    return first in (0, 1) and nums == list(range(first, first + len(nums)))


# -- strict header lists --------------------------------------------------------------------


def _header_lists(text: str, lines: Lines, taken: list[tuple[int, int]],
                  content: list[tuple[int, int]]) -> list[DocList]:
    """Lists outside `taken`; every document seen, listed or not, is added to `content`."""
    out: list[DocList] = []
    n = len(lines)
    free = _Free(taken)
    heads: dict[int, _Header] = {}
    for i in _bounded(_hinted_lines(text, lines, _HEAD_HINT)):
        h = _classify(text, *lines.bounds(i))
        if h is not None:
            heads[i] = h
    last_seen: dict[tuple[str, int | None], int] = {}
    for i, h in heads.items():
        last_seen[(h.shape, h.num)] = i
    next_free = 0
    for i in sorted(heads):
        h = heads[i]
        if i < next_free or not free.ok(lines.starts[i]):
            continue
        headers: list[_Header] = []
        blocks: list[tuple[int, int]] = []
        blank_separated: list[bool] = []
        j = i
        while j < n:
            hh = heads.get(j)
            if hh is None or hh.shape != h.shape or not free.ok(lines.starts[j]):
                break
            prev_num = headers[-1].num if headers else None
            if prev_num is not None and hh.num is not None and hh.num <= prev_num:
                break  # numbering restarts: a new list
            end_line = j
            k = j + 1
            if not hh.inline and k + 1 < n and lines.blank(k) and not lines.blank(k + 1):
                k += 1  # one blank line between a header-only line and its content
            while k < n and not lines.blank(k):
                ka, kb = lines.bounds(k)
                kh = heads.get(k)
                if _ends_doc(text, ka, kb) or (kh is not None and kh.shape == h.shape):
                    break
                end_line = k
                k += 1
            if end_line == j and not hh.inline:
                break  # a header with no content
            headers.append(hh)
            blocks.append((_indent_end(text, lines.starts[j]), lines.bounds(end_line)[1]))
            nxt = k
            while nxt < n and lines.blank(nxt):
                nxt += 1
            blank_separated.append(nxt > k)
            j = nxt
        ok = len(blocks) >= 2 and _ordinals_ok(headers)
        if ok and not all(blank_separated[:-1]):
            # Without blank lines between them, only one-line documents have a clear extent.
            ok = all(hd.inline for hd in headers) and all(
                lines.index_of(s) == lines.index_of(e) for s, e in blocks)
        last_num = headers[-1].num if headers else None
        if ok and last_num is not None:
            ok = last_seen.get((h.shape, last_num + 1), -1) < lines.index_of(blocks[-1][1])
        if ok:
            out.append(DocList(h.shape, tuple(blocks), tuple(hd.num_span for hd in headers),
                               tuple(hd.key for hd in headers)))
        content.extend(blocks)
        next_free = max(i + 1, lines.index_of(blocks[-1][1]) + 1) if blocks else i + 1
    return out


class _Free:
    """Answers whether a position lies outside spans already claimed by another list."""

    def __init__(self, taken: list[tuple[int, int]]) -> None:
        self.taken = sorted(taken)
        self.starts = [a for a, _ in self.taken]

    def ok(self, pos: int) -> bool:
        i = bisect.bisect_right(self.starts, pos) - 1
        return not (i >= 0 and self.taken[i][1] > pos)


# -- delimited context blocks ---------------------------------------------------------------

_CONTEXT_TAG = re.compile(r"<(?P<t>context|documents|sources|search_results)>", re.I)


def _delimited_regions(text: str, lines: Lines) -> list[tuple[int, int]]:
    """Line ranges [first, last] strictly inside a pair of equal delimiter lines or context tags."""
    regions = []
    prev: tuple[int, str] | None = None
    for i in _bounded(_hinted_lines(text, lines, _DELIM_LINE)):
        a, b = lines.bounds(i)
        m = _DELIMITER.fullmatch(text, a, b)
        if m is None:
            continue
        d = m.group("d")
        if prev is not None and prev[1] == d and i - prev[0] > 1:
            regions.append((prev[0] + 1, i - 1))
        prev = (i, d)
    for m in _CONTEXT_TAG.finditer(text):
        close = text.find(f"</{m.group('t')}>", m.end())
        if close > 0:
            first = lines.index_of(m.end())
            last = lines.index_of(close)
            if text[lines.bounds(first)[0]:m.end()].strip() == m.group():
                regions.append((first + 1, last - 1 if text[lines.bounds(last)[0]:close].strip() == "" else last))
    return regions


def _delimited_lists(text: str, lines: Lines, regions: list[tuple[int, int]]) -> list[DocList]:
    out = []
    for first, last in regions:
        while first <= last and lines.blank(first):
            first += 1
        while last >= first and lines.blank(last):
            last -= 1
        if first >= last:
            continue
        a, b = lines.bounds(first)
        head = _classify(text, a, b)
        md = _MARKDOWN.fullmatch(text, a, b) if head is None else None
        if head is None and md is None:
            continue
        starts: list[tuple[int, _Header]] = []
        for i in range(first, last + 1):
            la, lb = lines.bounds(i)
            if head is not None:
                h = _classify(text, la, lb)
                if h is not None and h.shape == head.shape:
                    starts.append((i, h))
            else:
                assert md is not None
                m = _MARKDOWN.fullmatch(text, la, lb)
                if m is not None and m.group("hashes") == md.group("hashes"):
                    starts.append((i, _Header("markdown", None, None, m.group("rest").strip(), False)))
            if i > first and _TERMINATOR.match(text, la, lb) and not (starts and starts[-1][0] == i):
                starts = []  # a question inside the block: its extent is not ours to guess
                break
        if len(starts) < 2 or not _ordinals_ok([h for _, h in starts]):
            continue
        blocks = []
        for k, (i, _) in enumerate(starts):
            end = starts[k + 1][0] - 1 if k + 1 < len(starts) else last
            while end > i and lines.blank(end):
                end -= 1
            blocks.append((_indent_end(text, lines.starts[i]), lines.bounds(end)[1]))
        out.append(DocList(starts[0][1].shape, tuple(blocks), tuple(h.num_span for _, h in starts),
                           tuple(h.key for _, h in starts)))
    return out


# -- XML-like blocks -------------------------------------------------------------------------

_XML_OPEN = re.compile(
    r"<(?P<tag>document|doc|source|passage|chunk|search_result)(?P<attrs>(?:[ \t\n][^<>]{0,500})?)>", re.I)
_ATTR_KEY = re.compile(r"""\b(?:id|doc_id|title|source|name|url|path|href|key)[ \t]{0,2}=[ \t]{0,2}(?:"(?P<a>[^"]{0,300})"|'(?P<b>[^']{0,300})')""", re.I)
_ATTR_ORD = re.compile(r"""\b(?:index|idx|n|num|number|rank|position)[ \t]{0,2}=[ \t]{0,2}["'](?P<n>\d{1,4})["']""", re.I)
_INNER_KEY = re.compile(r"<(?P<t>source|title|id|url)>(?P<v>[^<]{1,300})</(?P=t)>", re.I)


def _xml_lists(text: str, content: list[tuple[int, int]]) -> list[DocList]:
    """Runs of two or more blocks of one tag; every block found is added to `content`."""
    opens: dict[str, list[re.Match[str]]] = {}
    for m in _bounded(list(_XML_OPEN.finditer(text))):
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


def _json_lists(text: str) -> list[DocList]:
    out: list[DocList] = []
    resume = 0
    for m in _bounded(list(_JSON_START.finditer(text))):
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


# -- putting them in order -------------------------------------------------------------------


@dataclass(frozen=True)
class Scan:
    """Document lists to reorder, and every span that is retrieved content (documents, listed
    or single, and delimited context blocks), which volatile-field search must leave alone."""

    lists: tuple[DocList, ...]
    content: tuple[tuple[int, int], ...]


class _Claims:
    """Disjoint claimed spans, kept sorted."""

    def __init__(self) -> None:
        self.spans: list[tuple[int, int]] = []

    def free(self, a: int, b: int) -> bool:
        i = bisect.bisect_left(self.spans, (a, a))
        if i < len(self.spans) and self.spans[i][0] < b:
            return False
        return not (i > 0 and self.spans[i - 1][1] > a)

    def add(self, a: int, b: int) -> None:
        bisect.insort(self.spans, (a, b))


# More candidate headers, tags or arrays than this and a text is a data dump, not a prompt:
# nothing in it is reordered, and all of it counts as content (nothing moves either).
MAX_CANDIDATES = 10_000


class _TooMany(Exception):
    pass


def _bounded(items: list[Any]) -> list[Any]:
    if len(items) > MAX_CANDIDATES:
        raise _TooMany
    return items


def scan(text: str) -> Scan:
    """Find every document list in `text` (disjoint, in text order) and all content spans."""
    try:
        return _scan(text)
    except _TooMany:
        return Scan((), ((0, len(text)),))


def _scan(text: str) -> Scan:
    found: list[DocList] = []
    content: list[tuple[int, int]] = []
    claims = _Claims()
    lines = Lines(text)
    regions = _delimited_regions(text, lines)
    content.extend((lines.starts[a], lines.bounds(b)[1]) for a, b in regions if a <= b)
    for group in (_xml_lists(text, content), _json_lists(text), _delimited_lists(text, lines, regions)):
        for dl in group:
            a, b = dl.span
            if claims.free(a, b):
                found.append(dl)
                claims.add(a, b)
    for dl in _header_lists(text, lines, claims.spans, content):
        found.append(dl)
    content.extend(dl.span for dl in found)
    return Scan(tuple(sorted(found, key=lambda d: d.span)), tuple(sorted(content)))


def find_lists(text: str) -> list[DocList]:
    """Every document list in `text`, disjoint, in text order."""
    return list(scan(text).lists)


def _masked(text: str, span: tuple[int, int] | None, base: int) -> str:
    if span is None:
        return text
    return text[: span[0] - base] + "#" + text[span[1] - base:]


def documents_of(text: str, dl: DocList) -> list[Document]:
    """The documents of a list, as the order key sees them."""
    docs = []
    for i, ((a, b), num, key) in enumerate(zip(dl.blocks, dl.ordinals, dl.keys, strict=True)):
        block = text[a:b]
        digest = hashlib.blake2b(_masked(block, num, a).encode("utf-8"), digest_size=8).hexdigest()
        docs.append(Document(block, key, digest, dl.shape, i))
    return docs


def reorder(text: str, dl: DocList, key: Any = default_document_key) -> tuple[str, list[int]]:
    """The list's text in canonical order, and the order: new position i holds document order[i].

    Ordinal labels are renumbered to follow the new order; separators stay where they were.
    """
    docs = documents_of(text, dl)
    order = sorted(range(len(docs)), key=lambda i: (key(docs[i]), docs[i].content_hash,
                                                    _masked(docs[i].text, dl.ordinals[i], dl.blocks[i][0])))
    first_num = None
    if dl.ordinals[0] is not None:
        s = dl.ordinals[0]
        first_num = int(text[s[0]:s[1]])
    pieces = []
    for pos, i in enumerate(order):
        block = docs[i].text
        span = dl.ordinals[i]
        if span is not None and first_num is not None:
            a = dl.blocks[i][0]
            block = block[: span[0] - a] + str(first_num + pos) + block[span[1] - a:]
        pieces.append(block)
        if pos + 1 < len(order):
            pieces.append(text[dl.blocks[pos][1]:dl.blocks[pos + 1][0]])
    return "".join(pieces), order
