"""Whether a field sits among content rather than among request metadata.

A `Date:` line next to `From:` and `Subject:` is an email; next to `Content-Type:` or under an
HTTP start line, an HTTP message; next to `Impact:` or `Total:`, a report or a receipt. Such a
run of `label: value` lines is a record the prompt is about, and nothing in it moves. It is told
by its marks (labels.RECORD_WORDS, a label naming a time the prompt is about with a time under it,
a second timestamp under a label that is not a known cue), not by holding fields the detectors do
not know: request metadata sits next to app metadata of any name (`Host:`, `Plan:`, `Machine:`,
`api-version:`), and a value that only looks stable there is no sign of a record. A `key=value`
line with log keys (`level=`, `msg=`) is a log record.
"""

from __future__ import annotations

import re

from prompt_normalizer import field_syntax as syntax
from prompt_normalizer.asked import asked_about, asked_around, pointed_block, points_from
from prompt_normalizer.cues import lookup
from prompt_normalizer.document_lines import (
    CERTIFICATE_TITLE,
    DOCUMENT_TITLE,
    FORWARDED,
    LETTER_TITLE,
    SALUTATION,
    SENT_BY,
    TITLE_WORDS,
    TOTAL_LINE,
)
from prompt_normalizer.lines import Lines
from prompt_normalizer.paragraphs import (
    FIELD,
    NEAR,
    block,
)
from prompt_normalizer.patterns import time_shape
from prompt_normalizer.pointing import (
    USER_TURN,
    introduced_by_user,
    points,
)
from prompt_normalizer.record_fields import (
    MAPPING_KEY,
    REQUEST_LINE,
    START_LINE,
    is_content_field,
    is_title,
    marks_record,
)

_LOG_KEY = re.compile(r"(?:^|[ \t\[(])(?:level|lvl|severity|msg|message|logger|caller|err|error|status|method"
                      r"|path|duration|latency|stack)=", re.I)
# A label whose value is set off by a run of blanks (`ID:        3c1e...`): a column of values.
_PADDED = re.compile(r"[ \t]*[^\W\d_][^:\n]{0,40}:[ ]{3,}(?=\S)")
_BLOCK_EDGE = re.compile(r"[ \t]*(?:[\w.-]{1,64}[ \t]*)?[{\[][ \t]*|[ \t]*[}\]][ \t,;]*")  # `header {`, `}`
_SHORT = 240  # a bill's title or a table's row is no longer than this
# Rows of a table or a report: cells apart by runs of blanks, numbers among them
# (`A  0.912  0.874  0.881`, `High   10.0  SNMP Agent Default Community   161/udp`).
_CELL_GAP = re.compile(r"\S(?:[ ]{2,}|\t+)(?=\S)")
_NUMBER_CELL = re.compile(r"(?:^[ \t]*|(?<=  )|(?<=\t))[-+]?\d")


def _generic_time(label: str, value: str) -> bool:
    return lookup(label) is None and time_shape(value.strip().rstrip(".")) in ("datetime", "epoch")


def in_record(text: str, lines: Lines, index: int, *, generic: bool = False) -> bool:
    """True when line `index` is one of a run of `label: value` lines that holds a content field,
    that opens under an HTTP start line or a bill's, an order's, a certificate's or a letter's
    title, that heads a table of numbers (an instrument's export, a scanner's report) or a
    letter (`Dear ...,`), that a total line sums up (a receipt), or that a sentence next to it
    points at as the thing to look at (`Explain this header:`, "The error page showed"); a table
    or a salutation below counts across a blank line too. A field whose value lines up in a
    column with the line next to it is a printout's, whatever the run holds; one under a mail
    client's forwarding line, or in a block that a bill's numbered title opens, is the forwarded
    message's or the bill's. A run reaches through the opening and closing lines of a block
    (`header {`, `}`), up through the key that opens a YAML mapping (`server:`), and through
    abbreviated labels (`Entry no.:`). With `generic` (the field's label is not a known cue), a
    second timestamp under a label that is not a known cue also makes a record: `Clock in:` /
    `Clock out:`, `Sent:` / `Received:` compare times the prompt is about."""
    if _in_columns(text, lines, index):
        return True
    if _under_apps_request(text, lines, index):
        return False
    for step in (-1, 1):
        i = index + step
        while 0 <= i < len(lines) and abs(i - index) <= NEAR and not lines.blank(i):
            a, b = lines.bounds(i)
            m = FIELD.match(text, a, b)
            if m is None or m.end() != b:
                if (START_LINE.match(text, a, b) and not _apps_request(text, lines, i)
                        or points_from(text, lines, i, step) or _frames_document(text, lines, i, step)):
                    return True
                if _BLOCK_EDGE.fullmatch(text, a, b) or step < 0 and MAPPING_KEY.fullmatch(text, a, b):
                    i += step  # a block's opening or closing line: the run goes on past it
                    continue
                break  # the run of fields ends here
            inner = FIELD.match(text, m.start("value"), b) if USER_TURN.match(text, a, b) else None
            if inner is not None and inner.end() == b:
                m = inner  # the user's turn opening with a field of what they paste (`User: Subject: ...`)
            if marks_record(m.group("label"), m.group("value")) or points(text, a, b) \
                    or step < 0 and introduced_by_user(text, a, b):
                return True
            if generic and _generic_time(m.group("label"), m.group("value")):
                return True
            i += step
        if 0 <= i < len(lines) and lines.blank(i) and 0 <= i + step < len(lines):
            a, b = lines.bounds(i + step)  # the sentence (or the table, or the salutation) just across a blank line
            if points_from(text, lines, i + step, step) or step == 1 and _frames_document(text, lines, i + step, step):
                return True
    first, last = block(lines, index)
    return (_sums_up(text, lines, first, last) or _opened_as_document(text, lines, first, index)
            or pointed_block(text, lines, first, last))


def _under_apps_request(text: str, lines: Lines, index: int) -> bool:
    """Whether the run of fields holding line `index` is the head of the request the app received
    (`_apps_request`; a request line, not a response's status line) over the app's prompt: its
    headers, `Content-Type` and `Host` among them, are that request's metadata. A head over a JSON
    or XML body is an HTTP message shown to the model, whatever opens it."""
    i = index - 1
    while i >= 0 and index - i <= NEAR and not lines.blank(i):
        a, b = lines.bounds(i)
        m = FIELD.match(text, a, b)
        if m is None or m.end() != b:
            return REQUEST_LINE.match(text, a, b) is not None and _apps_request(text, lines, i) \
                and not _data_below(text, lines, index)
        i -= 1
    return False


def _data_below(text: str, lines: Lines, index: int) -> bool:
    """Whether the first line after the paragraph of line `index` opens JSON or XML."""
    _, last = block(lines, index)
    j = last + 1
    while j < len(lines) and lines.blank(j):
        j += 1
    return j < len(lines) and text[slice(*lines.bounds(j))].lstrip()[:1] in ("{", "[", "<")


def _apps_request(text: str, lines: Lines, i: int) -> bool:
    """Whether the HTTP start line on line `i` opens the text (`POST /assist/v1/booking-help
    HTTP/1.1` over its headers and then the app's instructions) and nothing says it was pasted: the
    request the app itself received, its headers the request's metadata."""
    return not text[:lines.starts[i]].strip() and not pointed_block(text, lines, *block(lines, i))


def _in_columns(text: str, lines: Lines, index: int) -> bool:
    """Whether the field on line `index` lines its value up with the line above or below it, both
    set off by runs of blanks: a program's printout (terraform's lock info, `kubectl describe`,
    `scontrol show job`), which people paste; apps write their metadata one blank after the colon."""
    column = _value_column(text, lines, index)
    return column is not None and any(
        0 <= j < len(lines) and _value_column(text, lines, j) == column for j in (index - 1, index + 1))


def _value_column(text: str, lines: Lines, i: int) -> int | None:
    a, b = lines.bounds(i)
    m = _PADDED.match(text, a, b)
    return None if m is None else m.end() - a


def _sums_up(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether one of the lines first..last is a total line: a bill."""
    return any(TOTAL_LINE.match(text, *lines.bounds(i)) for i in range(first, last + 1))


def _opened_as_document(text: str, lines: Lines, first: int, index: int) -> bool:
    """Whether line `index` is in a document that the block's lines above it open: a mail client's
    forwarding line (a forwarded message) or a line introducing one (`Letter from the bookie:`),
    or, as the block's first line, a bill's or an order's
    numbered title of a few words (`RECIBO N.º 000482` over its payer, its words and its date).
    Each block's lines are looked at once."""
    key = ("opened", first)
    found = lines.memo.get(key)
    if not isinstance(found, int):
        a, b = lines.bounds(first)
        if len(text[a:b].split()) <= TITLE_WORDS and DOCUMENT_TITLE.match(text, a, b):
            found = first
        else:
            found = next((i for i in range(first, min(first + 2 * NEAR, len(lines)))
                          if FORWARDED.match(text, *lines.bounds(i)) or SENT_BY.match(text, *lines.bounds(i))),
                         len(lines))
        lines.memo[key] = found
    return found < index


def _frames_document(text: str, lines: Lines, i: int, step: int) -> bool:
    """Whether line `i`, where a run of fields ends, says the run is a document's: a bill's, an
    order's, a certificate's or a letter's title above it, or a table or a letter's salutation below
    it."""
    a, b = lines.bounds(i)
    if step > 0:  # a salutation may run on into the letter's first sentence; _table_at checks its rows' length
        return SALUTATION.match(text, a, b) is not None or _table_at(text, lines, i)
    if b - a > _SHORT:  # titles are short lines
        return False
    if DOCUMENT_TITLE.match(text, a, b) is not None or CERTIFICATE_TITLE.match(text, a, b) is not None:
        return True
    return LETTER_TITLE.match(text, a, b) is not None and len(text[a:b].split()) <= TITLE_WORDS


def _table_at(text: str, lines: Lines, i: int) -> bool:
    """Whether line `i` opens a table: it and the line under it have three cells or more, and one
    of them (the header row may be words) two numbers."""
    rows = [text[a:b] for a, b in map(lines.bounds, range(i, min(i + 2, len(lines))))]
    if any(len(r) > _SHORT for r in rows):
        return False
    return all(len(_CELL_GAP.findall(r)) >= 2 for r in rows) and any(len(_NUMBER_CELL.findall(r)) >= 2 for r in rows)


def under_title(text: str, lines: Lines, index: int) -> bool:
    """Whether a line above line `index` in its paragraph is a title (`is_title`). A date under
    one, written as people write it, is the titled document's, not when the prompt was made."""
    i = index - 1
    while i >= 0 and index - i <= NEAR and not lines.blank(i):
        if is_title(text, *lines.bounds(i)):
            return True
        i -= 1
    return False


def is_log_line(text: str, start: int, end: int) -> bool:
    """A `key=value` line carrying log keys: a pasted log record, not request metadata."""
    return _LOG_KEY.search(text, start, end) is not None


_PAIRS_OPEN_LINE = re.compile(r"[ \t]*(?:[A-Za-z][\w-]{0,15}[ \t]{1,4})?[A-Za-z_][\w.-]{0,63}=")  # the pairs are the line (a bare word may open it), under no `Label:`
_EVENT_FIELDS = 3
_RECORD_LEAD = re.compile(r"[ \t]*(?:[^\W\d_][\w'-]*[ \t]+){0,4}(?:log|line|event|payload|record|entry|export|dump"
                          r"|alert|row|excerpt|extract|output)s?[ \t]*:[ \t]*", re.I)  # pairs of content on one line that make it an event or a log record


def is_event_line(text: str, lines: Lines, line_start: int, line_end: int) -> bool:
    """Whether the line is `key=value` pairs (under no `Label:`), three of them fields of content,
    that someone asks about or a line above names: an event or a log record (`flight=BA0398 gate_from=A10
    gate_to=B42`). An app writes such lines too (`queue=chemo-1 robot=APOTECA-2 shift=early`),
    so the content alone does not tell."""
    if _PAIRS_OPEN_LINE.match(text, line_start, line_end) is None:
        return False
    pairs = syntax.pairs(text, line_start, line_end)
    if sum(1 for _, key, value in pairs if is_content_field(key, value)) < _EVENT_FIELDS:
        return False
    index = lines.index_of(line_start)
    if index > 0 and _RECORD_LEAD.fullmatch(text, *lines.bounds(index - 1)):
        return True  # under a line that names it (`Portal log line:`)
    named = any(lookup(key) is not None for _, key, _ in pairs)
    if index > 0 and text[slice(*lines.bounds(index - 1))].rstrip().endswith(":") and not named:
        return True  # under a lead-in, no pair named as metadata: a record shown (`unit=NW-5521 lat=... fix_time=...`)
    if named and not text[:lines.starts[index]].strip():
        return False  # the text's first line, pairs named as metadata among its own: the app's context line
    return asked_around(text, lines, index) or asked_about(text, lines, index)
