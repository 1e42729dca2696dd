"""Blocks and paragraphs of a text's lines, as the record and asked-about rules read them: the
block of non-blank lines around a line, the paragraph next to a block, the first paragraph of prose
below one, where a block's data ends and the user's words typed under it begin, and the head and
tail paragraphs of a text."""

from __future__ import annotations

import re

from prompt_normalizer.completion_cue import cue_start
from prompt_normalizer.field_syntax import EDGE_LINES, TURN_OPENER
from prompt_normalizer.lines import Lines
from prompt_normalizer.patterns import SIGNS
from prompt_normalizer.pointing import introduced_by_user

# A label in Chinese, Japanese or Korean ends in its script (or `ID`) and needs no blank after its
# colon (`受付日時：2026年…`, read with the full-width colon as `:`).
_WIDE_LABEL_END = r"(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]:)|(?<=[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]ID:)"
FIELD = re.compile(
    r"[ \t]{0,16}(?:[-*•][ \t]{1,4})?(?:\*\*|__)?(?P<label>[^\W\d_](?:[\w" + SIGNS + r"'’/.()°º -]{0,40}[\w" + SIGNS + r").°º])?)(?:\*\*|__)?"
    r"[ \t]{0,2}:(?:\*\*|__)?(?:[ \t]{1,8}|" + _WIDE_LABEL_END + r")(?P<value>\S[^\n]{0,400})")
NEAR = 24  # lines looked at on each side of a field
PARAGRAPH = 4  # lines of the paragraph above a block that may point at it
SIDE = 400  # characters of that paragraph next to the block
SENTENCE_WORDS = 6  # blanks in a line of prose, as opposed to a title or a name
# A line of prose opens with a word (after a Spanish `¿` or `¡`), or with a caret pointing up; data
# opens with a bracket, a quote, a digit, indentation, a table or a `key=value` pair.
PROSE_START = re.compile(r"(?:[\^↑¿¡][ \t]*)?[^\W\d_](?![\w.-]*=)")


def block(lines: Lines, index: int) -> tuple[int, int]:
    """First and last line of the block of non-blank lines holding line `index`, within NEAR."""
    first = last = index
    while first > 0 and index - first < NEAR and not lines.blank(first - 1):
        first -= 1
    while last + 1 < len(lines) and last - index < NEAR and not lines.blank(last + 1):
        last += 1
    return first, last


def data_end(text: str, lines: Lines, first: int, last: int) -> int:
    """The last line of the block first..last that is not in a closing run of prose lines (a
    pasted XML document, and the question typed straight under it); `last` when the block does
    not end in prose, or is prose only."""
    i = last
    while i >= first and is_prose(text, lines, i):
        i -= 1
    return last if i < first else i


def is_prose(text: str, lines: Lines, i: int) -> bool:
    """Whether line `i` opens like prose and is not a whole `label: value` field."""
    a, b = lines.bounds(i)
    m = FIELD.match(text, a, b)
    return (m is None or m.end() != b) and PROSE_START.match(text, a, b) is not None


def holds_prose(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether the block of lines first..last has a sentence among its lines (a letter's or a
    notice's body under its date): request metadata is fields only."""
    return any(is_prose(text, lines, i) and text.count(" ", *lines.bounds(i)) >= SENTENCE_WORDS
               for i in range(first, last + 1))


def plain_prose(text: str, lines: Lines, start: int) -> bool:
    """Whether the paragraph from line `start` is sentences only: no `label: value` line, no
    heading that ends in a colon."""
    i = start
    while i < len(lines) and i - start < PARAGRAPH and not lines.blank(i):
        a, b = lines.bounds(i)
        if FIELD.match(text, a, b) is not None or text[a:b].rstrip().endswith(":"):
            return False
        i += 1
    return True


def paragraph(text: str, lines: Lines, first: int, step: int) -> str:
    """Up to PARAGRAPH non-blank lines from line `first` on, in text order, as one string (a
    sentence may wrap: "...looks like\nthis."); of a long one, the SIDE characters next to the
    block, where a sentence about the block is."""
    parts: list[str] = []
    j = first
    while 0 <= j < len(lines) and abs(j - first) < PARAGRAPH and not lines.blank(j):
        a, b = lines.bounds(j)
        parts.append(text[a:b].strip())
        j += step
    joined = " ".join(parts[::step])
    return joined[:SIDE] if step > 0 else joined[-SIDE:]


def paragraph_below(text: str, lines: Lines, start: int) -> tuple[int, str] | None:
    """The first paragraph of prose from line `start` on (its first line, its text), across
    blank lines and blocks of `label: value` lines or of data (a pasted page often has several;
    a JSON body follows the headers), within NEAR lines."""
    i, end = start, min(len(lines), start + NEAR + 1)
    while i < end:
        while i < end and lines.blank(i):
            i += 1
        if i >= end:
            return None
        if is_prose(text, lines, i):
            return i, paragraph(text, lines, i, 1)
        if introduced_by_user(text, *lines.bounds(i)):
            return None  # "User: Here is the alert:": what is said below is about what that turn brings
        while i < end and not lines.blank(i):
            i += 1
    return None


def head_and_tail(text: str, lines: Lines) -> tuple[tuple[int, int], tuple[int, int]]:
    """[start, end) of the first and of the last paragraph (at most EDGE_LINES lines each, the last
    one ending before a completion cue): the head and the tail of the text. A first line that only
    opens a chat template's turn, set off by a blank line, is not the head: the turn's first
    paragraph is."""
    n = len(lines)
    first = next((i for i in range(n) if not lines.blank(i)), None)
    if first is None:
        return (0, 0), (0, 0)
    if TURN_OPENER.fullmatch(text, *lines.bounds(first)) and first + 1 < n and lines.blank(first + 1):
        first = next((i for i in range(first + 1, n) if not lines.blank(i)), first)  # the turn's text
    end = first
    while end + 1 < n and end + 1 - first < EDGE_LINES and not lines.blank(end + 1):
        end += 1
    last = lines.index_of(max(0, len(text[:cue_start(text)].rstrip()) - 1))
    top = last
    while top - 1 >= 0 and last - (top - 1) < EDGE_LINES and not lines.blank(top - 1):
        top -= 1
    return (lines.starts[first], lines.bounds(end)[1]), (lines.starts[top], lines.bounds(last)[1])
