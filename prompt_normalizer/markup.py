"""Fields written as markup rather than as `label: value`.

- `xml_element`: a line that is one element holding a value, `<current_time>...</current_time>`;
  its tag is its label; not one of a record or of a document (two deep in elements of content).
- `xml_attribute`: attributes of a metadata tag that opens the text (`<request id="..."
  time="...">`, `<conversation ...>`, `<meta ...>`) whose values are a UUID, ULID, tracing
  header or a timestamp to the second; a self-closing tag of nothing else moves whole.
- `bracket_stamp`: a bracketed timestamp (to the minute) opening the first line or closing the
  last one, `[2026-11-30 04:35:10 UTC] ...`, `... [sent 2026-11-30 04:35]`; alone on the first
  line when a program wrote it (to the second or with a zone), `[2026-11-30T04:35:10Z]`; and a
  relay's `[received <time>]` opening the line of the message it passes on, anywhere.
- `phrase_line`: a first or last line that only says when the text was made, to the minute,
  `Generated at Mon, 30 Nov 2026 04:35:10 GMT`.
- `html_comment`: a line of the first paragraph, or the text's last line, that is an HTML comment
  holding one field, `<!-- rendered-at: 2026-11-30T04:35:10Z -->`: read like a field line.

Precision first: only the first and last lines (and element lines anywhere) are looked at, and a
first line that looks like a log record (`[...] ERROR ...`, or a second stamped line under it)
stays.
"""

from __future__ import annotations

import re

from prompt_normalizer.cues import lookup
from prompt_normalizer.generic import accept
from prompt_normalizer.item import Item
from prompt_normalizer.labels import sense, words
from prompt_normalizer.patterns import id_shape, is_machine_time, is_time_range, time_shape, value_ok
from prompt_normalizer.record_fields import is_content_field, marks_record

_ELEMENT = re.compile(
    r"[ \t]{0,16}<(?P<tag>[A-Za-z_][\w.\-]{0,40})>[ \t]{0,4}(?P<value>[^<>\n]{1,120}?)[ \t]{0,4}</(?P=tag)>[ \t]{0,8}")
_ELEMENT_HINT = re.compile(r"\n[ \t]{0,16}<[A-Za-z_][\w.\-]{0,40}>[ \t]{0,4}[^<>\n\d]{0,40}\d")
_OPEN_TAG = re.compile(
    r"[ \t]{0,16}<(?P<tag>[A-Za-z_][\w.\-]{0,40})(?P<attrs>(?:[ \t]{1,4}[A-Za-z_][\w.:\-]{0,40}=\"[^\"\n]{0,200}\"){1,16})"
    r"[ \t]{0,4}(?P<close>/?)>")
_ATTR = re.compile(r"[ \t]{1,4}(?P<name>[A-Za-z_][\w.:\-]{0,40})=\"(?P<value>[^\"\n]{0,200})\"")
_TAG = re.compile(r"<(?P<close>/?)(?P<tag>[!?]?[A-Za-z_][\w.:\-]{0,40})[^<>\n]{0,200}?(?P<end>/?)>")
_TREE_LINES = 16  # lines above an element read for the elements it sits in
_OPEN_ONLY = re.compile(r"<[A-Za-z_][^<>\n]{0,200}(?<!/)>")  # a tag that opens and holds nothing on its line
_BARE_ATTR = re.compile(r"(?P<name>[A-Za-z_][\w.:\-]{0,40})=\"(?P<value>[^\"\n]{1,200})\"")
_STAMP = re.compile(r"\[(?:(?P<word>[A-Za-z]{2,12})[ \t])?(?P<value>[^\[\]\n]{8,80})\]")
# `DB now: <value>` (a label of up to four words and a colon), or `sent <value>` (one word, no colon).
_CLOSING_FIELD = re.compile(r"[ \t]{0,4}(?:(?P<label>[^\W\d_][\w.'’-]{0,24}(?:[ \t][^\W\d_][\w.'’-]{0,24}){0,3})[ \t]{0,2}:"
                            r"|(?P<word>[^\W\d_][\w.'’-]{0,24})[ \t])[ \t]{0,4}"
                            r"(?P<value>[^\s()\[\]][^()\[\]\n]{5,100}?)[ \t]{0,4}")
_OPENS_BRACKET = re.compile(r"\s*\[")
_LEADING_STAMP = re.compile(r"[ \t]{0,16}(?P<stamp>" + _STAMP.pattern + r")[ \t]{0,4}")
_LOG_LEVEL = re.compile(r"\[?(?:ERROR|ERR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRITICAL|NOTICE)\b", re.I)
_COMMENT = re.compile(r"[ \t]{0,16}<!--[ \t]{0,4}(?P<label>[^\W\d_][\w .'’\-]{0,40}?)[ \t]{0,2}[:=][ \t]{0,4}"
                      r"(?P<value>[^\n]{1,200}?)[ \t]{0,4}-->[ \t]{0,8}")
# `<!-- canary 395a0769b630e8f8 -->`, `<!-- proofing-bot request aiaUeNLjMonQVO_sMXRb_9Ly -->`: up to three words
# before one value, no separator.
_WORDS_COMMENT = re.compile(r"[ \t]{0,16}<!--[ \t]{0,4}(?P<label>(?:[A-Za-z][\w.\-]{0,30}[ \t]{1,2}){0,3})"
                            r"(?P<value>[^\s:=][^\s]{7,200})[ \t]{0,4}-->[ \t]{0,8}")
_PHRASE = re.compile(
    r"[ \t]{0,16}(?P<label>(?:[A-Za-z]{1,16}[ \t]){0,3}(?:generated|sent|received|requested|rendered|exported)"
    r"[ \t](?:at|on))[ \t]{1,4}(?P<value>[^\n]{6,100}?)\.?[ \t]{0,8}", re.I)


_METADATA_TAGS = frozenset("meta metadata context ctx header headers env info".split())


def _metadata_tag(tag: str) -> bool:
    """A tag of request metadata: named by an id or time word, or by one of _METADATA_TAGS last
    (`<petition_context>`, `<QueryContext>`)."""
    s = sense(tag)
    ws = words(tag)
    return s.ident or s.time or bool(ws) and ws[-1] in _METADATA_TAGS


def _strong(name: str, value: str) -> bool:
    """An attribute value that is metadata whatever its name, unless the name says content."""
    s = sense(name)
    if id_shape(value) in ("uuid", "ulid", "trace"):
        return not s.id_content
    return time_shape(value) == "datetime" and is_machine_time(value) and not s.time_content


def _line_at(text: str, a: int) -> tuple[int, int]:
    b = text.find("\n", a)
    return a, len(text) if b < 0 else b


def _content_element(text: str, a: int, b: int) -> bool:
    """An element of a record, as a field line's run would read it: a record's field (`<name>`,
    `<status>`) or one naming content's id (`<image_md5>`, `<case>`). An app's own fields next to
    its metadata (`<clinic>`, `<therapist>`) are no record."""
    m = _ELEMENT.fullmatch(text, a, b)
    if m is None:
        return False
    tag, value = m.group("tag"), m.group("value").strip()
    return marks_record(tag, value) or sense(tag).id_content and is_content_field(tag, value)


_NESTED_LINE = re.compile(r"[ \t]{0,16}<[A-Za-z_][^<>\n]{0,200}>[ \t]{0,4}<[A-Za-z_]")


def _among_content(text: str, a: int, b: int) -> bool:
    """Whether a sibling of the element on line text[a:b] (a line of the same run of element
    lines, as far as the tag that opens or closes the run) is an element of content or holds
    elements nested in one line (`<Acct><Id><IBAN>`): then the run is a record or a document."""
    for step in (-1, 1):
        pos = a if step < 0 else b
        for _ in range(_TREE_LINES):
            if (step < 0 and pos == 0) or (step > 0 and pos >= len(text)):
                break
            la, lb = _line_at(text, text.rfind("\n", 0, pos - 1) + 1) if step < 0 else _line_at(text, pos + 1)
            line = text[la:lb].strip()
            if not line.startswith("<") or line.startswith("</") or _OPEN_ONLY.fullmatch(line):
                break  # the run's parent opens or closes here, or the run ends
            if _NESTED_LINE.match(text, la, lb) or (pos == (a if step < 0 else b) and _content_element(text, la, lb)):
                return True
            pos = la if step < 0 else lb
    return False


def _enclosing_tags(text: str, a: int) -> list[str]:
    """The elements still open at position `a`, as far as the lines of its paragraph above it
    (at most `_TREE_LINES`) show: outermost first."""
    start = a
    for _ in range(_TREE_LINES):
        if start == 0:
            break
        up = text.rfind("\n", 0, start - 1) + 1
        if not text[up:start - 1].strip():
            break
        start = up
    stack: list[str] = []
    for m in _TAG.finditer(text, start, a):
        if m.group("end") == "/" or m.group("tag").startswith(("!", "?")):
            continue
        if m.group("close"):
            if m.group("tag") in stack:
                del stack[len(stack) - 1 - stack[::-1].index(m.group("tag")):]
        else:
            stack.append(m.group("tag"))
    return stack


def element_lines(text: str, starts: list[int], edge: tuple[int, int]) -> list[Item]:
    """`<tag>value</tag>` lines among the lines starting at `starts` (positions); not one next to
    an element of a record (`<name>Widget</name>`), nor one among siblings that nest elements, nor
    one nested two deep in elements that are not metadata (`<RsltnOfInvstgtn><Assgnmt><Id>`): a
    header is shallow, so that is a document in XML, a payment message or a SOAP envelope."""
    out = []
    for a in starts:
        a, b = _line_at(text, a)
        m = _ELEMENT.fullmatch(text, a, b)
        if m is None:
            continue
        if _among_content(text, a, b):
            continue
        tree = _enclosing_tags(text, a)
        if len(tree) >= 2 and not all(_metadata_tag(t) for t in tree):
            continue
        tag, value = m.group("tag"), m.group("value").strip()
        cue = lookup(tag)
        ok = value_ok(cue.kind, value) if cue is not None and cue.key else accept(
            tag, value, edge=edge[0] <= a < edge[1])
        if ok:
            out.append(Item(a, ((a, b),), text[a:b].strip(), "xml_element", cue.name if cue else tag, tag, value))
    return out


def element_starts(text: str) -> list[int]:
    """Line starts that may hold a `<tag>value</tag>` element (a hint: the caller checks)."""
    found = [0] if _ELEMENT_HINT.match("\n" + text[:200]) else []
    return found + [m.start() + 1 for m in _ELEMENT_HINT.finditer(text)]


def head_attributes(text: str, a: int, b: int) -> list[Item]:
    """Metadata attributes of the tag that opens the line text[a:b], a line of the text's first
    paragraph, when the tag is one of request metadata (`<request>`, `<conversation>`, `<meta>`), not an element
    of a pasted document (`<div>`, `<item>`)."""
    m = _OPEN_TAG.match(text, a, b)
    if m is None or not _metadata_tag(m.group("tag")):
        return []
    attrs = list(_ATTR.finditer(text, m.start("attrs"), m.end("attrs")))
    tag = m.group("tag")
    # The tag names what an attribute is of: `<session started="...">` reads as "session started".
    strong = [x for x in attrs if _strong(x.group("name"), x.group("value"))
              or accept(x.group("name"), x.group("value"), edge=True)
              or accept(f"{tag} {x.group('name')}", x.group("value"), edge=True)]
    if not strong:
        return []
    if m.group("close") and len(strong) == len(attrs) and text[m.end():b].strip() == "":
        return [Item(a, ((a, b),), text[a:b].strip(), "xml_attribute", tag, tag, m.group("attrs").strip())]
    return [Item(x.start("name"), ((x.start(), x.end()),), text[x.start("name"):x.end()], "xml_attribute",
                 x.group("name"), x.group("name"), x.group("value")) for x in strong]


def bare_attribute(line: str) -> bool:
    """A trailer line holding one attribute moved out of a tag, `id="..."`."""
    m = _BARE_ATTR.fullmatch(line.strip())
    return m is not None and _strong(m.group("name"), m.group("value"))


def _stamp_ok(m: re.Match[str]) -> bool:
    word = m.group("word")
    value = m.group("value").strip()
    if word is not None and not sense(word).time:
        value = f"{word} {value}"  # `[Tue, 01 Dec ...]` has no word before the stamp
        word = None
    return ":" in value and time_shape(value) == "datetime" and (word is None or not sense(word).time_content)


def edge_stamps(text: str, first: tuple[int, int], last: tuple[int, int]) -> list[Item]:
    """A bracketed stamp opening the first line, or closing the last line."""
    out = []
    a, b = first
    m = _LEADING_STAMP.match(text, a, b)
    alone = m is not None and m.end() == b and b < len(text) and is_machine_time(m.group("value"))
    if m and (_stamp_ok(m) and (m.end() < b or alone) or _closing_field(text[m.start("stamp") + 1:m.end("stamp") - 1])) \
            and not _LOG_LEVEL.match(text, m.end(), b):
        nxt = text.find("\n", b + 1)
        below = text[b + 1:len(text) if nxt < 0 else nxt]
        if not _LEADING_STAMP.match(below):  # two stamped lines are a log
            out.append(Item(m.start("stamp"), ((a, m.end()),), m.group("stamp"), "bracket_stamp", "bracket_stamp",
                            "", m.group("value")))
    a, b = last
    if (a, b) != first or not out:
        end = len(text[a:b].rstrip())
        close = a + end
        if end and text[close - 1] in "])":
            o = text.rfind("[" if text[close - 1] == "]" else "(", a, close)
            m = _STAMP.fullmatch(text, o, close) if o >= 0 and text[close - 1] == "]" else None
            if (m and _stamp_ok(m)) or (o >= 0 and _closing_field(text[o + 1:close - 1])):
                lo = o
                while lo > a and text[lo - 1] in " \t":
                    lo -= 1
                if lo == a or not _LEADING_STAMP.match(text, a, b):
                    out.append(Item(o, ((lo, b),), text[o:close], "bracket_stamp", "bracket_stamp", "",
                                    text[o + 1:close - 1]))
    return out


# Each starts with its bracket, so the search runs at C speed; `_opens_line` checks the bracket's place.
_RELAY_STAMP = re.compile(r"(?P<stamp>\[(?P<word>[A-Za-z]{4,12})[ \t](?P<value>[^\[\]\n]{5,80})\])[ \t]{1,4}\S")
_LINE_STAMP = re.compile(r"\[[^\[\]\n]{0,20}\d{1,2}[:.]\d\d")


def _opens_line(text: str, pos: int) -> bool:
    start = text.rfind("\n", 0, pos) + 1
    return pos - start <= 16 and not text[start:pos].strip()


def relay_stamps(text: str) -> list[Item]:
    """`[received 2026-03-30 10:54:13] <message>`: the stamp a relay puts before the message it passes
    on, opening a line anywhere; only where no other line opens with a stamp (a chat export or a log
    stamps every line)."""
    found = [m for m in _RELAY_STAMP.finditer(text) if _opens_line(text, m.start())]
    if len(found) != 1:
        return []
    m = found[0]
    if not sense(m.group("word")).fetched or time_shape(m.group("value").strip()) not in ("datetime", "clock") \
            or ":" not in m.group("value") or sum(_opens_line(text, s.start()) for s in _LINE_STAMP.finditer(text)) > 1:
        return []
    end = m.end("stamp")
    while end < len(text) and text[end] in " \t":
        end += 1
    return [Item(m.start("stamp"), ((m.start("stamp"), end),), m.group("stamp"), "bracket_stamp", "bracket_stamp",
                 m.group("word"), m.group("value"))]


def _closing_field(inner: str) -> bool:
    """Whether the inside of a bracket closing the text is one field, `sent 09/10/2026 05:52`,
    `session JL9oLSUX69K8gTzuM1lHZ`, `DB now: 2027-01-23 21:01:03`: a label (with or without a
    colon) and a value its cue, or `generic.accept`, takes: a time with its clock, or an id (one
    that says when it was made under any label, as at the text's edge)."""
    m = _CLOSING_FIELD.fullmatch(inner)
    if m is None:
        return False
    label, value = m.group("label") or m.group("word"), m.group("value")
    cue = lookup(label)
    if cue is not None and cue.line:
        return value_ok(cue.kind, value)
    return accept(label, value, edge=time_shape(value) is None)  # an id made now, not a date alone


def phrase_lines(text: str, bounds: list[tuple[int, int]]) -> list[Item]:
    """`Generated at <timestamp>` filling one of the given lines."""
    out = []
    for a, b in bounds:
        m = _PHRASE.fullmatch(text, a, b)
        value = m.group("value").strip() if m else ""
        if ":" in value and time_shape(value) == "datetime" and not sense(m.group("label")).time_content:
            out.append(Item(m.start("label"), ((a, b),), text[a:b].strip(), "phrase_line", "phrase_line",
                            m.group("label"), m.group("value")))
    return out




def comment_lines(text: str, head: tuple[int, int], tail: tuple[int, int]) -> list[Item]:
    """`<!-- label: value -->` lines in the first paragraph (`head`) or ending the text: a
    template's stamp or id in an HTML comment, with the value a field line's label would take."""
    out = []
    starts, a = [], head[0]
    while 0 <= a < head[1]:  # the first paragraph's line starts
        starts.append(a)
        a = text.find("\n", a, head[1]) + 1 or -1
    last = text.rfind("\n", 0, tail[1]) + 1
    for a in starts + ([last] if last not in starts and last >= tail[0] else []):
        a, b = _line_at(text, a)
        # `<!-- rendered 2026-06-30T14:18:41Z -->` reads as a label up to the clock's colon too: try both readings
        for m in (_COMMENT.fullmatch(text, a, b), _WORDS_COMMENT.fullmatch(text, a, b)):
            if m is None:
                continue
            label, value = (m.group("label") or "").strip(), m.group("value").strip()
            name = _comment_field(label, value)
            if name is not None:
                out.append(Item(a, ((a, b),), text[a:b].strip(), "html_comment", name, label, value))
                break
    return out


def _comment_field(label: str, value: str) -> str | None:
    """The field's name (its cue's, else its label) when an HTML comment of the head or tail holds
    one field of the template: a value its label's cue or `generic.accept` takes, or, under words that
    name no content (`canary`, `proofing-bot request`, a made-up `Tude:`) or none, a generated id or a
    date with its clock time: nobody writes those into a comment the reader never sees but the
    program that renders it. None for any other comment."""
    cue = lookup(label) if label else None
    if cue is not None and cue.key:
        return cue.name if value_ok(cue.kind, value) else None
    name = cue.name if cue is not None else label or "comment"
    if label and accept(label, value, edge=True):
        return name
    s = sense(label)
    if s.time_content or s.id_content or s.record or s.structure or s.companion:
        return None
    generated = id_shape(value) in ("uuid", "ulid", "trace", "hex", "token")
    return name if generated or time_shape(value) == "datetime" and not is_time_range(value) else None


def may_hold_markup(text: str) -> bool:
    """False only when no element line holds a digit, no bracket opens or closes the text and no
    HTML comment is in it. (A phrase and an attribute hold a clock time's `:` or a `="` followed by
    digits, which `generic.may_hold_fields` sees.)"""
    end = len(text)
    while end and text[end - 1].isspace():
        end -= 1
    edge = _OPENS_BRACKET.match(text) is not None or (end > 0 and text[end - 1] in ")]")
    return edge or "<" in text and ("<!--" in text or bool(element_starts(text)))
