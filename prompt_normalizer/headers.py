"""Document lists made of header lines: `Document 1:`, `Source 2:`, `[3] ...`, `Source: ...`,
`file_path: ...`, and markdown sections or headed documents inside a delimited context block
(between two equal `-----` lines or inside `<context>` tags, unless what the tags hold is nothing
but one-line elements: an app's fields).

Outside a delimited block a list ends where a blank line is followed by a line that does not
start another document of the same shape, and a line such as `Question:` always ends it, so the
question after the list is never part of the last document. When the extent is ambiguous
(header-only documents not separated by blank lines, numbered fragments of a longer list) the
list is left alone.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from prompt_normalizer.doclist import DocList, bounded
from prompt_normalizer.lines import Lines

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
# The same, for line 0 (what `_hinted_lines` matches against "\n" + text[:64]).
_HEAD_HINT_AT_START = re.compile(_HEAD_HINT.pattern.removeprefix("\\n"))
_DELIM_LINE_AT_START = re.compile(_DELIM_LINE.pattern.removeprefix("\\n"))
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


def header_lists(text: str, lines: Lines, taken: list[tuple[int, int]],
                  content: list[tuple[int, int]]) -> list[DocList]:
    """Lists outside `taken`; every document seen, listed or not, is added to `content`."""
    out: list[DocList] = []
    n = len(lines)
    free = _Free(taken)
    heads: dict[int, _Header] = {}
    for i in bounded(_hinted_lines(text, lines, _HEAD_HINT)):
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


def delimited_regions(text: str, lines: Lines) -> list[tuple[int, int]]:
    """Line ranges [first, last] strictly inside a pair of equal delimiter lines or context tags."""
    regions = []
    prev: tuple[int, str] | None = None
    for i in bounded(_hinted_lines(text, lines, _DELIM_LINE)):
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
            inner = (first + 1, last - 1 if text[lines.bounds(last)[0]:close].strip() == "" else last)
            if text[lines.bounds(first)[0]:m.end()].strip() == m.group() and not _elements_only(text, lines, *inner):
                regions.append(inner)
    return regions


_ELEMENT_LINE = re.compile(r"[ \t]{0,16}<(?P<tag>[A-Za-z_][\w.\-]{0,40})>[^<>\n]{0,200}</(?P=tag)>[ \t]{0,8}")


def _elements_only(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether lines first..last are nothing but one-line elements (`<now>...</now>`): a `<context>`
    of an app's fields, not retrieved content."""
    return first <= last and all(_ELEMENT_LINE.fullmatch(text, *lines.bounds(i)) for i in range(first, last + 1))


def delimited_lists(text: str, lines: Lines, regions: list[tuple[int, int]]) -> list[DocList]:
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


def may_hold_lists(text: str) -> bool:
    """False only when no line can start a header or a delimiter and there is no context tag:
    then neither `header_lists` nor `delimited_lists` can find anything."""
    if "<" in text and _CONTEXT_TAG.search(text):
        return True
    if _HEAD_HINT_AT_START.match(text, 0, 64) or _DELIM_LINE_AT_START.match(text, 0, 64):
        return True
    return "\n" in text and (_HEAD_HINT.search(text) is not None or _DELIM_LINE.search(text) is not None)

