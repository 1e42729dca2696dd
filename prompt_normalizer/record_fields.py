"""What one line says about the block of lines it stands in: a field of content (a name, a
quantity, a place) or one that marks its run as a record, a document's title, an HTTP message's
start line, the YAML key that opens a mapping. records.py (is a field part of a record?) and
asked.py (does the user ask about a block?) both read lines this way.
"""

from __future__ import annotations

import re

from prompt_normalizer.cues import lookup
from prompt_normalizer.document_lines import TITLE_WORDS
from prompt_normalizer.field_syntax import TURN_OPENER
from prompt_normalizer.generic import accept
from prompt_normalizer.labels import sense
from prompt_normalizer.lines import Lines
from prompt_normalizer.paragraphs import FIELD
from prompt_normalizer.patterns import id_shape, is_machine_time, time_shape

START_LINE = re.compile(r"[ \t]*(?:HTTP/\d(?:\.\d)?[ \t]\d{3}|[A-Z]{3,7}[ \t]\S{1,400}[ \t]HTTP/\d)")
REQUEST_LINE = re.compile(r"[ \t]*[A-Z]{3,7}[ \t]\S{1,400}[ \t]HTTP/\d")  # a request's start line, not a response's
MAPPING_KEY = re.compile(r"[ \t]*[a-z_][\w.-]{0,63}:[ \t]*")  # a YAML key opening the mapping below it


def is_content_field(label: str, value: str) -> bool:
    """A field that is neither metadata nor a slot of the prompt (an XML element next to an id
    says that element is a record: `<name>Widget</name>`). A label of five words or more is a
    sentence that ends with a colon, not a field."""
    if lookup(label) is not None or len(label.split()) > 4:
        return False
    s = sense(label)
    if s.structure or s.companion:
        return False
    return not accept(label, value.strip().rstrip("."), edge=False)


def marks_record(label: str, value: str) -> bool:
    """A `label: value` line that marks its run of lines as a record: a content field whose label
    has a record word, or names a time the prompt is about (`Departure:`, `Due:`) with a date and a
    clock time to the minute under it, as people write event times (a bare date under `API
    version:` is static metadata; a stamp to the second or with a zone under `startTime:` is what a
    program writes about the request, and two such stamps make a record anyway)."""
    if not is_content_field(label, value):
        return False
    s = sense(label)
    value = value.strip().rstrip(".")
    return s.record or s.time_content and time_shape(value) == "datetime" and not is_machine_time(value)


def content_fields(text: str, lines: Lines, first: int, last: int, *, worded: bool = False) -> int:
    """How many of the lines first..last are fields of content (a name, a quantity, a place); with
    `worded`, only those whose value is no time and no machine id (`DT-167107`, `cho_kiem_tra`)."""
    n = 0
    for i in range(first, last + 1):
        a, b = lines.bounds(i)
        m = FIELD.match(text, a, b)
        if m is not None and is_content_field(m.group("label"), m.group("value")):
            value = m.group("value").strip()
            n += not worded or time_shape(value) is None and id_shape(value) is None
    return n


def is_title(text: str, a: int, b: int) -> bool:
    """A short line that is neither a field nor a sentence, nor a heading, a separator or a chat
    template's turn opener: `UKC CHECK - Westhaven approach`, `Betriebsgenehmigung Nr. 0192`."""
    m = FIELD.match(text, a, b)
    line = text[a:b].strip()
    return (m is None or m.end() != b) and bool(line) and not TURN_OPENER.fullmatch(line) \
        and line[:1] not in "<#[-|*" and line[-1:] not in ".!?:;," and len(line.split()) <= TITLE_WORDS * 2
