"""Whether the user's words next to a block of lines (a JSON object, an XML document, a run of
fields) ask about it or present it as what they pasted: a question above or below it, a lead-in
that points ("Explain this header:", "Support gave me this:"), an instruction on "this", a speaker's
line over their record, a question that names one of its keys or quotes one of its values. A block
so asked about is content, whatever fields it holds; records.py and volatile.py ask this here.
"""

from __future__ import annotations

import re

from prompt_normalizer.completion_cue import cue_start
from prompt_normalizer.document_lines import (
    ERROR_OPENING,
    FORWARDED,
    SENT_BY,
)
from prompt_normalizer.field_syntax import TURN_MARK
from prompt_normalizer.labels import sense
from prompt_normalizer.lines import Lines
from prompt_normalizer.paragraphs import (
    FIELD,
    NEAR,
    PARAGRAPH,
    PROSE_START,
    block,
    data_end,
    holds_prose,
    is_prose,
    paragraph,
    paragraph_below,
    plain_prose,
)
from prompt_normalizer.pointing import (
    DEMONSTRATIVE,
    FIRST_PERSON,
    POINTS_BACK,
    QUESTION,
    SENTENCE_BREAK,
    SHOWS_NEXT,
    SHOWS_NEXT_SPAN,
    THIS_SHOWN,
    USER_TURN,
    WORKS_ON_THIS,
    asks_about,
    introduced_by_user,
    my_question,
    points,
    shows,
)
from prompt_normalizer.record_fields import (
    MAPPING_KEY,
    START_LINE,
    content_fields,
    is_title,
)

_WORDS = re.compile(r"[^\W\d_]+")
_COMPOUND_KEY = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[-_][A-Za-z0-9]+)*[-_](?P<tail>[A-Za-z]+)")  # `webhook-signature`
_DOCUMENT_FIELDS = 3  # fields of content that make a block asked about from below a document


def asked_about(text: str, lines: Lines, index: int) -> bool:
    """Whether the block holding line `index` (a JSON object, an XML document, a run of fields) is
    one the user pasted and asks about: the paragraph above or below it says so."""
    return pointed_block(text, lines, *block(lines, index))


def under_question(text: str, lines: Lines, index: int) -> bool:
    """Whether the paragraph just above the block holding line `index`, across one blank line or
    typed right above it (in the user's turn of a transcript too, the data typed under it), is a
    question: the block is what it asks about (a webhook body pasted under "Was the visit longer
    than 15 minutes?")."""
    first, _ = block(lines, index)
    start, turn = first, False
    while start < index and (is_prose(text, lines, start) or _user_turn_line(text, lines, start)):
        turn = turn or not is_prose(text, lines, start)
        start += 1  # the user's words typed right above the data, no blank line between
    if start > first and QUESTION.search(text[lines.starts[first]:lines.starts[start]]) \
            and not (turn and _opens_turn(text, lines, start)):
        return True
    return first >= 2 and lines.blank(first - 1) and QUESTION.search(paragraph(text, lines, first - 2, -1)) is not None


def _user_turn_line(text: str, lines: Lines, i: int) -> bool:
    """Whether line `i` opens the user's turn of a transcript with the user's words (`User: Is this
    absence authorised?`): a question there asks about the data typed under it."""
    a, b = lines.bounds(i)
    m = USER_TURN.match(text, a, b)
    return m is not None and PROSE_START.match(text[m.end():b].lstrip()) is not None


def _opens_turn(text: str, lines: Lines, i: int) -> bool:
    """Whether line `i` opens another turn of the transcript (`Assistant: Let me check.`)."""
    m = FIELD.match(text, *lines.bounds(i))
    return m is not None and sense(m.group("label")).structure


_ENDS_ASKING = re.compile(r"\b(?:why|how come|any ideas?)[ \t.!]{0,4}\Z", re.I)  # a question typed without its "?"
_POINTS_UP = re.compile(r"\b(?:above|the (?:data|json|object|message|event|payload) (?:here|I pasted))\b", re.I)


def asked_around(text: str, lines: Lines, index: int) -> bool:
    """Whether the block of data holding line `index` has a question next to it (the paragraph just
    above, or the one under it, typed right under or across a blank line) or, under it, words that
    point back up at it ("Answer questions about the batch above"): data someone asks about."""
    if under_question(text, lines, index):
        return True
    first, last = block(lines, index)
    end = data_end(text, lines, first, last)  # the user's words right under the data, no blank line between
    for below in (paragraph_below(text, lines, last + 1),
                  (end + 1, paragraph(text, lines, end + 1, 1)) if end < last else None):
        if below is not None and (QUESTION.search(below[1]) or _POINTS_UP.search(below[1]) or _ENDS_ASKING.search(below[1])):
            return True
    return False


def pointed_block(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether the paragraph next to the block of lines first..last, across one blank line (or,
    below it, typed straight under the data), asks about the block: above it ("I get this when I
    sign in. What does it mean?") or below it ("^ response from our checkout. why?", "this pops up
    every time"); over a block that holds sentences as well as fields (a letter, a notice), a
    question in the user's own words; over a record of three fields of content or more (a booking's
    number, room and status), a question in any language; over a document (three fields of content
    and a sentence), any paragraph pointing with "this" ("Turn this job sheet into an invoice
    line:"): the user pasted it. An instruction that introduces data without asking anything ("Explain the tracking
    events below.") is how apps introduce what they inject, metadata included. Every field of a
    block asks this of the same block: the answer is kept with the text's lines."""
    key = ("pointed", first, last)
    if key not in lines.memo:
        lines.memo[key] = _asked_next_to(text, lines, first, last)
    return bool(lines.memo[key])


def _asked_next_to(text: str, lines: Lines, first: int, last: int) -> bool:
    if _record_under_question(text, lines, first, last):
        return True
    head = _message_head(text, lines, first)
    if head is not None and (START_LINE.match(text, *lines.bounds(head[0])) or pointed_block(text, lines, *head)):
        return True  # the body of a pasted HTTP message: its head's start line, or what is said next to the head
    if first < last and is_prose(text, lines, first) and content_fields(text, lines, first, last) >= 2:
        lead_in = SENTENCE_BREAK.split(text[slice(*lines.bounds(first))].strip())[-1]
        if FIRST_PERSON.search(lead_in) and _introduces_pointing(lead_in):
            return True  # a record typed right under the user's "My colleague sent me this:"
    if first < last and introduced_by_user(text, *lines.bounds(first)) and _only_material(text, lines, first + 1, last):
        return True  # the user's turn opening on what they bring: "User: The error our developer sent me:"
    if first < last:
        m = FIELD.match(text, *lines.bounds(first))
        said = m.group("value") if m is not None and len(m.group("label").split()) == 1 else ""
        if len(said.split()) >= 4 and FIRST_PERSON.search(said) and DEMONSTRATIVE.search(said) \
                and content_fields(text, lines, first + 1, last) >= 2 \
                and not any(is_prose(text, lines, j) for j in range(first + 1, last + 1)):
            return True  # a speaker's line over what they bring, and only that: "Adviser: Brief me on this client."
    if first >= 2 and lines.blank(first - 1):
        above = paragraph(text, lines, first - 2, -1)
        line_above = lines.bounds(first - 2)
        if asks_about(above) or shows(text, *line_above) or _ends_pointing_sentence(text, lines, first - 2) \
                or _introduces_pointing(above) or _works_on_block_below(text, lines, first - 2, above) \
                or QUESTION.search(above) and _names_a_key(text, lines, first, last, above):
            return True  # a question about it, a line showing it ("The app showed this:"), a sentence pointing
        if FORWARDED.match(text, *line_above) or SENT_BY.match(text, *line_above) or introduced_by_user(text, *line_above):
            return True  # the message a mail client forwards, or one the user introduces, after a blank line
        # A letter or a notice under the user's own question; a document (fields of content, a
        # sentence) under "Turn this job sheet into an invoice line:".
        if holds_prose(text, lines, first, last) and (
                my_question(above) or DEMONSTRATIVE.search(above)
                and content_fields(text, lines, first, last) >= _DOCUMENT_FIELDS):
            return True
        # A titled document (a notice, a report, an error screen) under a question, in any language.
        opening = lines.bounds(first)
        if QUESTION.search(above) and is_title(text, *opening) and first < last \
                and any(ch.isalpha() for ch in text[slice(*opening)]):
            return True
    if _asked_below(text, lines, first, last, paragraph_below(text, lines, last + 1)):
        return True
    end = data_end(text, lines, first, last)  # the user's words right under the data, no blank line between
    return end < last and _asked_below(text, lines, first, end, (end + 1, paragraph(text, lines, end + 1, 1)))


_CONTENT_HEADER = re.compile(r"[ \t]*content-(?:type|length)[ \t]*:", re.I)


def _message_head(text: str, lines: Lines, first: int) -> tuple[int, int] | None:
    """The head of the HTTP message whose body (JSON or XML) opens on line `first`, across one blank
    line (a start line, or headers with a `Content-Type`), or None."""
    if first < 2 or not lines.blank(first - 1) or lines.blank(first - 2) \
            or not text[slice(*lines.bounds(first))].lstrip().startswith(("{", "[", "<")):
        return None
    head = block(lines, first - 2)
    if START_LINE.match(text, *lines.bounds(head[0])) or any(
            _CONTENT_HEADER.match(text, *lines.bounds(i)) for i in range(head[0], head[1] + 1)):
        return head
    return None


def _only_material(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether lines first..last hold the material of one turn (a title may open it) and then only
    other turns: no words of the user's own under the material (a question), and no line of the
    app's among the turns that follow."""
    i = first + is_prose(text, lines, first)
    while i <= last and not _opens_turn(text, lines, i):
        if is_prose(text, lines, i):
            return False
        i += 1
    return i <= last and all(_opens_turn(text, lines, j) or is_prose(text, lines, j) for j in range(i, last + 1))


def _introduces_pointing(paragraph_text: str) -> bool:
    """Whether a paragraph ends in a sentence that ends in a colon and points at what follows or
    presents it ("This is the prompt it sent, copied from the debug console:", wrapped or not;
    "Voici la demande de retour :")."""
    if not paragraph_text.endswith(":"):
        return False
    sentence = SENTENCE_BREAK.split(paragraph_text)[-1]
    return points(sentence, 0, len(sentence)) or DEMONSTRATIVE.search(sentence) is not None


def _works_on_block_below(text: str, lines: Lines, i: int, paragraph_text: str) -> bool:
    """Whether the paragraph ending on line `i` is an instruction whose object is "this" ("Turn this
    into a timetable post.") and has no material above it that "this" could be instead (a report
    and then "Summarise this for the newsletter.")."""
    if WORKS_ON_THIS.search(paragraph_text) is None:
        return False
    while i > 0 and not lines.blank(i - 1):
        i -= 1
    return i < 2 or is_prose(text, lines, i - 2) and FIELD.match(text, *lines.bounds(i - 2)) is None


def _record_under_question(text: str, lines: Lines, first: int, last: int) -> bool:
    """Whether lines first..last hold a record (three fields of content or more: a booking's number,
    room and status) under a question, in any language: the paragraph above it across a blank line
    asks, or the block opens with the question: typed right above the record (there two fields of
    words or codes are a record too: an exchange's code and status), or under a label of
    the prompt's structure (a ReAct trace's `Question:` above the tool's answer; not a user's
    `Handler:` line with metadata under it)."""
    content = content_fields(text, lines, first, last)
    if first < last and is_prose(text, lines, first) and QUESTION.search(text, *lines.bounds(first)) and (
            content >= _DOCUMENT_FIELDS or content_fields(text, lines, first, last, worded=True) >= 2):
        return True  # the question typed right above the record (a short one: two fields of words or codes)
    if content < _DOCUMENT_FIELDS:
        return False
    if first >= 2 and lines.blank(first - 1) and QUESTION.search(paragraph(text, lines, first - 2, -1)):
        return True
    m = FIELD.match(text, *lines.bounds(first))
    return m is not None and sense(m.group("label")).structure and QUESTION.search(m.group("value")) is not None


_WORKS_ON_ABOVE = re.compile(r"[ \t]*(?:please[ \t]+)?" + WORKS_ON_THIS.pattern, re.I)  # "Turn this into a chart."


def _works_on_block_above(text: str, lines: Lines, last: int, found: tuple[int, str]) -> bool:
    """Whether the paragraph `found`, across one blank line under the block ending on line `last`,
    opens with an instruction on "this" ("Turn this into the feeding chart for the kennel board.")
    and is the prompt's last words: with nothing below it to work on, "this" is the block."""
    start, below = found
    if start > last + 2 or _WORKS_ON_ABOVE.match(below) is None:
        return False
    end = start
    while end + 1 < len(lines) and not lines.blank(end + 1):
        end += 1
        if not is_prose(text, lines, end):
            return False  # the instruction's own material typed under it ("Check this fill:" over a record)
    return not TURN_MARK.sub("", text[lines.bounds(end)[1]:cue_start(text)]).strip()


def _asked_below(text: str, lines: Lines, first: int, last: int, found: tuple[int, str] | None) -> bool:
    """Whether the paragraph `found` (its first line, its text) under lines first..last asks about them."""
    if found is None:
        return False
    start, below = found
    # Under a notice or a letter (it opens with a field or a title and has sentences among its
    # fields), a bare "this" is the block; under an app's paragraph (instructions, then fields) not.
    opening = lines.bounds(first)
    notice = (FIELD.match(text, *opening) is not None or is_title(text, *opening)) and holds_prose(text, lines, first, last)
    if POINTS_BACK.match(below) is not None or asks_about(below, mine=not notice) or _works_on_block_above(text, lines, last, found):
        return True
    # An error message (`Something went wrong ...`, its reference and time, `Please try again`) is
    # what the user got, whatever they then ask in their own words ("Should I pay again?").
    if ERROR_OPENING.match(text, *opening) and holds_prose(text, lines, first, last) and my_question(below):
        return True
    # A question in the user's own words that names one of the block's fields ("Our verifier says
    # the signature is wrong" under `webhook-signature: ...`), or one that quotes its values ("What
    # does SPN 4364 mean?" under a fault record with `"spn":4364`).
    if my_question(below) and _names_a_field(text, lines, first, last, below) \
            or QUESTION.search(below) and (_quotes_a_value(text, lines, first, last, below)
                                           or _names_a_key(text, lines, first, last, below)):
        return True
    # A plain question under a document: fields of content (a blast's charge, a catch, a diamond's
    # grade) with a date among them, or a title in capitals over its fields (a filing's receipt), or a
    # YAML key over fields of content (`rendez_vous:`), asked about in prose (not a transcript's
    # `Caller:` lines).
    return (QUESTION.search(below) is not None and plain_prose(text, lines, start)
            and (content_fields(text, lines, first, last) >= _DOCUMENT_FIELDS
                 or first < last and (_CAPS_TITLE.fullmatch(text, *opening) is not None
                                      or MAPPING_KEY.fullmatch(text, *opening) is not None
                                      and content_fields(text, lines, first, last) > 0)))


def _names_a_field(text: str, lines: Lines, first: int, last: int, sentence: str) -> bool:
    """Whether `sentence` names the last part of a compound key in lines first..last, a word of five
    letters or more (`signature` of `webhook-signature`, `timestamp` of `webhook-timestamp`)."""
    said = {w.lower() for w in _WORDS.findall(sentence)}
    for i in range(first, min(last, first + NEAR) + 1):
        m = FIELD.match(text, *lines.bounds(i))
        key = _COMPOUND_KEY.fullmatch(m.group("label")) if m else None
        tail = key.group("tail").lower() if key else ""
        if len(tail) >= 5 and tail in said:
            return True
    return False


_KEY_PARTS = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")  # `RequestedPortDate`, `Rate-limit`, `max_TTL`
_KEY_OPENING = re.compile(r'[ \t]*(?:<(?P<tag>[A-Za-z][\w.-]{2,40})>|"(?P<member>[\w .-]{3,40})"[ \t]*:'
                          r"|(?P<mapping>[A-Za-z][\w-]{2,40}):[ \t]*$)", re.M)


def _names_a_key(text: str, lines: Lines, first: int, last: int, sentence: str) -> bool:
    """Whether `sentence` names a key of two words or more of lines first..last in words ("Is the
    requested port date valid?" under `<RequestedPortDate>`, "Is the rate limit right?" over
    `Rate-limit : 900M`, "peut-il décaler ce rendez-vous ?" under `rendez_vous:`): it asks about those lines."""
    said = " ".join(w.lower() for w in _WORDS.findall(sentence))
    for i in range(first, min(last, first + NEAR) + 1):
        a, b = lines.bounds(i)
        m = FIELD.match(text, a, b)
        opening = _KEY_OPENING.match(text, a, b) if m is None else None
        key = m.group("label") if m else opening and (opening.group("tag") or opening.group("member")
                                                      or opening.group("mapping"))
        words = [w.lower() for w in _KEY_PARTS.findall(key or "")]
        if len(words) >= 2 and re.search(rf"\b{' '.join(words)}s?\b", said):
            return True
    return False


_CODE = re.compile(r"(?<![\w-])[\w-]*\d[\w-]*(?![\w-])")  # a number or a code: `4364`, `KR-26-0338`
_YEAR = re.compile(r"(?:19|20)\d\d")
_MEMBER_VALUE = re.compile(r'"[\w.-]{1,64}"[ \t]*:[ \t]*"?(?P<v>[^",}\]\n]{1,80})')  # `"spn":4364`
_CAPS_TITLE = re.compile(r"[ \t]*[^\W\da-z_]{2,}(?:[ \t]+(?:[-–/&][ \t]+)?[^\W\da-z_]{2,}){1,7}[ \t]*")  # `ACCUSÉ DE RÉCEPTION`


def _quotes_a_value(text: str, lines: Lines, first: int, last: int, sentence: str) -> bool:
    """Whether `sentence` quotes a number or a code of four characters or more (not a year) that
    is the whole value of a field or a JSON member of lines first..last: it asks about those lines. Lines that run across turns of a chat
    template hold more than one message, and are not looked at."""
    said = {c for c in _CODE.findall(sentence) if len(c) >= 4 and not _YEAR.fullmatch(c)}
    if not said:
        return False
    held = text[lines.starts[first]:lines.bounds(min(last, first + NEAR))[1]]
    if TURN_MARK.search(held) is not None:
        return False
    values = {m.group("v").strip() for m in _MEMBER_VALUE.finditer(held)}
    for i in range(first, min(last, first + NEAR) + 1):
        m = FIELD.match(text, *lines.bounds(i))
        if m is not None:
            values.add(m.group("value").strip())
    return not said.isdisjoint(values)


def points_from(text: str, lines: Lines, i: int, step: int) -> bool:
    """Whether line `i`, next to a run of fields on the side `step` points to, presents the run as
    the thing to look at: it points itself, or (above the run) ends a sentence of the user's that
    does (`_ends_pointing_sentence`)."""
    a, b = lines.bounds(i)
    if step > 0 and text[a:b].rstrip().endswith((":", "：")):
        return False  # below the run, a sentence ending in a colon presents what follows it
    if points(text, a, b) or step < 0 and SHOWS_NEXT.search(text, max(a, b - SHOWS_NEXT_SPAN), b) is not None:
        return True
    if step < 0 and QUESTION.search(text, a, b) and FIRST_PERSON.search(text, a, b) and THIS_SHOWN.search(text, a, b):
        return True  # "Support asked me for the trace. Is this what they need?" typed right above
    return step < 0 and _ends_pointing_sentence(text, lines, i)


def _ends_pointing_sentence(text: str, lines: Lines, i: int) -> bool:
    """Whether line `i`, a line of prose that goes on in lower case, ends a sentence in the user's
    own words that points, counted from where the sentence starts: a user's sentence may wrap ("I
    found this in the\nbrowser console:"); an app's long instruction ("Write a digest of the feed
    items below: one line per item, ...") is looked at on its last line only."""
    a, b = lines.bounds(i)
    head = text[a:b].lstrip()[:1]
    if not head.islower() or not is_prose(text, lines, i):
        return False
    first = i
    while first > 0 and i - first < PARAGRAPH - 1 and not lines.blank(first - 1) and is_prose(text, lines, first - 1):
        first -= 1
    wrapped = " ".join(text[slice(*lines.bounds(j))].strip() for j in range(first, i + 1))
    sentence = SENTENCE_BREAK.split(wrapped)[-1]
    return FIRST_PERSON.search(sentence) is not None and points(sentence, 0, len(sentence))


def asked_at_end(text: str) -> bool:
    """Whether the end of `text` presents what would follow it as the thing to look at: its last
    sentence points at it (`Explain this header:`, "I found this in the\nbrowser console:"), or its
    last paragraph asks a question and points ("...the span id from this header in our logs. Which
    part is it?"), or asks in the user's words about "this" standing alone ("...of my failed booking.
    Is this the right bit to send them?"); "this" before a noun of the question ("¿me conviene este
    año?", "Which days is this museum free?") is the question's own."""
    text = text.rstrip()
    text = text[text.rfind("\n\n") + 1:]  # the last paragraph, after its blank line
    lines = Lines(text)
    last = len(lines) - 1
    last_paragraph = paragraph(text, lines, last, -1)
    if points_from(text, lines, last, -1):
        return True
    a, b = lines.bounds(last)
    if FIELD.match(text, a, b) is not None and not is_prose(text, lines, last):
        return False  # the paragraph ends in fields of its own: its question is about them
    return QUESTION.search(last_paragraph) is not None and (
        points(last_paragraph, 0, len(last_paragraph))
        or FIRST_PERSON.search(last_paragraph) is not None and THIS_SHOWN.search(last_paragraph) is not None)
