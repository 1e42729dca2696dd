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
from dataclasses import dataclass
from typing import Any

from prompt_normalizer.blocks import json_lists, xml_lists
from prompt_normalizer.doclist import MAX_CANDIDATES, DocList, TooMany
from prompt_normalizer.headers import delimited_lists, delimited_regions, header_lists
from prompt_normalizer.lines import Lines

__all__ = ["MAX_CANDIDATES", "DocList", "Document", "Scan", "default_document_key", "documents_of",
           "find_lists", "reorder", "scan"]


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

def scan(text: str) -> Scan:
    """Find every document list in `text` (disjoint, in text order) and all content spans."""
    try:
        return _scan(text)
    except TooMany:
        return Scan((), ((0, len(text)),))


def _scan(text: str) -> Scan:
    found: list[DocList] = []
    content: list[tuple[int, int]] = []
    claims = _Claims()
    lines = Lines(text)
    regions = delimited_regions(text, lines)
    content.extend((lines.starts[a], lines.bounds(b)[1]) for a, b in regions if a <= b)
    for group in (xml_lists(text, content), json_lists(text), delimited_lists(text, lines, regions)):
        for dl in group:
            a, b = dl.span
            if claims.free(a, b):
                found.append(dl)
                claims.add(a, b)
    for dl in header_lists(text, lines, claims.spans, content):
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
