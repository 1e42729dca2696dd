"""Shape-first detection: values that look like timestamps or generated ids move out of header
positions whatever their label, and the same values stay where they are in sentences, code and
tables. The shapes themselves: test_normalizer_values.py; records, logs, pasted documents and the
less common positions: test_normalizer_records.py."""

from __future__ import annotations

import datetime as dt
import re
import string
import uuid
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from prompt_normalizer import normalize
from prompt_normalizer.field_syntax import KV_STAMP
from prompt_normalizer.labels import sense
from prompt_normalizer.normalize import split_trailer
from prompt_normalizer.patterns import id_shape, time_shape
from prompt_normalizer.pointing import FIRST_PERSON

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

BODY = ["You are a careful assistant.", "Answer in two sentences.", "Use metric units.", "Cite your sources.",
        "Be concise and friendly.", "Never invent prices."]
TIME_LABELS = ["Date", "Time", "Datetime", "Timestamp (UTC)", "Sent", "Received at", "Local time", "Fecha",
               "Datum", "Request time", "Now"]
ID_LABELS = ["ID", "Request", "Session", "Trace", "Message ID", "Correlation", "X-B3-TraceId", "Event ID", "sid",
             "Transcription job", "Checkout session", "Lookup id"]
TIME_KEYS = ["time", "sent_at", "ts_ms", "requestTime", "t"]
ID_KEYS = ["request", "session", "msg_id", "traceId", "turn_id"]
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BASE62 = string.digits + string.ascii_letters
KSUID_DIGITS = string.digits + string.ascii_uppercase + string.ascii_lowercase


# -- values ------------------------------------------------------------------------------------


@st.composite
def moments(draw: st.DrawFn) -> dt.datetime:
    # From 2002 on: epoch seconds have ten digits (nine-digit numbers are too common to be read as times).
    return draw(st.datetimes(dt.datetime(2002, 1, 1), dt.datetime(2099, 12, 31))).replace(microsecond=0)


@st.composite
def timestamps(draw: st.DrawFn) -> str:
    """A timestamp in one of the formats programs stamp requests with."""
    t = draw(moments())
    frac = draw(st.integers(0, 999_999))
    off = draw(st.sampled_from(["Z", "+00:00", "+05:30", "-08:00", "+0100"]))
    forms = [
        t.strftime("%Y-%m-%dT%H:%M:%S") + off,  # RFC 3339
        t.strftime("%Y-%m-%dT%H:%MZ"),
        t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{frac:06d}" + off,
        t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{frac % 1000:03d}Z",
        t.strftime("%Y-%m-%d %H:%M:%S"),  # Python's str()
        t.strftime("%Y-%m-%d %H:%M:%S UTC"),
        t.strftime("%Y%m%dT%H%M%SZ"),  # ISO 8601 basic
        t.strftime("%a, %d %b %Y %H:%M:%S GMT"),  # RFC 1123
        t.strftime("%A, %d-%b-%y %H:%M:%S GMT"),  # RFC 850
        t.strftime("%a %b ") + f"{t.day:>2}" + t.strftime(" %H:%M:%S %Y"),  # asctime
        t.strftime("%d/%m/%Y %H:%M"),  # day first
        t.strftime("%m/%d/%Y %I:%M %p"),  # month first
        t.strftime("%d.%m.%Y %H:%M:%S"),
        str(int(t.replace(tzinfo=dt.UTC).timestamp())),  # epoch seconds
        str(int(t.replace(tzinfo=dt.UTC).timestamp()) * 1000 + frac % 1000),  # epoch milliseconds
    ]
    return draw(st.sampled_from(forms))


@st.composite
def identifiers(draw: st.DrawFn) -> str:
    """A generated identifier: UUID (any version), ULID, traceparent, B3, long hex, base62 token, a
    prefixed token with a shorter body."""
    bits = draw(st.integers(0, 2**128 - 1))
    h32 = f"{bits:032x}"
    h16 = f"{draw(st.integers(2**60, 2**64 - 1)):016x}"
    version = draw(st.sampled_from("1345678"))
    uuid = f"{h32[:8]}-{h32[8:12]}-{version}{h32[13:16]}-{'89ab'[bits % 4]}{h32[17:20]}-{h32[20:]}"
    ulid = "01" + "".join(draw(st.sampled_from(CROCKFORD)) for _ in range(24))
    # A token mixes letters and digits the way random bytes in base62 do.
    token = "".join(draw(st.sampled_from(string.ascii_letters)) + draw(st.sampled_from(string.digits))
                    + draw(st.sampled_from(BASE62)) for _ in range(8))
    prefixed = draw(st.sampled_from(["up_", "rq_", "lm-", "sess_"])) + token[:12]
    forms = [uuid, uuid.upper(), ulid, f"00-{h32}-{h16}-01", f"{h32}-{h16}-1", f"{h32}", token, prefixed]
    value = draw(st.sampled_from(forms))
    if value == prefixed and id_shape(prefixed) is None:
        value = uuid  # a short body drawn with too few distinct characters
    if value == ulid and id_shape(ulid) is None:
        value = uuid  # a ULID drawn all letters or all digits does not look random
    if value == h32 and id_shape(h32) != "hex":
        value = uuid
    return value


def _is_time(value: str) -> bool:
    return time_shape(value) in ("datetime", "epoch")


# -- header positions ----------------------------------------------------------------------------


@st.composite
def header_fields(draw: st.DrawFn) -> tuple[str, str]:
    """(field as written, value) in a header-like position."""
    if draw(st.booleans()):
        value = draw(timestamps())
        labels, keys = TIME_LABELS, TIME_KEYS
    else:
        value = draw(identifiers())
        labels, keys = ID_LABELS, ID_KEYS
    spaced = " " in value and not re.fullmatch(KV_STAMP, value)  # a date and clock time pair up unquoted
    kind = draw(st.sampled_from(["line", "element"] if spaced else ["line", "element", "pair", "json"]))
    if kind == "line":
        return f"{draw(st.sampled_from(labels))}: {value}", value
    if kind == "element":
        tag = draw(st.sampled_from(["current_time", "timestamp", "sent_at"] if labels is TIME_LABELS
                                   else ["request_id", "session_id", "trace"]))
        return f"<{tag}>{value}</{tag}>", value
    key = draw(st.sampled_from(keys))
    if kind == "pair":
        return f"{key}={value} locale=en-GB", value
    quoted = value if value.isdigit() else f'"{value}"'
    return f'{{"client": "web", "{key}": {quoted}}}', value


def _body(draw: st.DrawFn) -> str:
    return "\n".join(draw(st.lists(st.sampled_from(BODY), min_size=1, max_size=4)))


def _nonspace(text: str) -> Counter[str]:
    return Counter(ch for ch in text if not ch.isspace())


@SETTINGS
@given(st.data())
def test_header_fields_move_to_the_trailer(data: st.DataObject) -> None:
    field, value = data.draw(header_fields())
    body = _body(data.draw)
    at_head = data.draw(st.booleans())
    text = f"{field}\n{body}\n" if at_head else f"{body}\n{field}\nThanks."
    result = normalize(text)
    moved = [c for c in result.changes if c.kind == "volatile"]
    assert moved and any(value in c.text for c in moved), (text, result.changes)
    head, _, _ = split_trailer(result.text)
    assert value not in head
    assert normalize(result.text).text == result.text
    assert _nonspace(result.text) == _nonspace(text)


@SETTINGS
@given(st.data())
def test_header_fields_at_the_tail_are_a_trailer_already(data: st.DataObject) -> None:
    field, value = data.draw(header_fields())
    assume("{" not in field and "locale" not in field)  # fields that are nothing but metadata
    text = f"{_body(data.draw)}\n\n{field}\n"
    assert split_trailer(text)[2] == (field,)
    assert normalize(text).text == text


# -- whatever the label -------------------------------------------------------------------------

SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]


@st.composite
def made_up_labels(draw: st.DrawFn) -> str:
    """A label of made-up words, which say nothing about what the value is."""
    words = ["".join(draw(st.lists(st.sampled_from(SYLLABLES), min_size=2, max_size=3)))
             for _ in range(draw(st.integers(1, 3)))]
    label = " ".join(words).capitalize()
    s = sense(label)
    assume(not (s.time or s.ident or s.time_tail or s.time_content or s.id_content or s.record or s.companion
                or s.structure))
    assume(FIRST_PERSON.search(label) is None)  # syllables can spell a real word: `Kami` is "we" in Indonesian
    return label


@st.composite
def stamps_to_the_second(draw: st.DrawFn) -> str:
    t = draw(moments())
    forms = [t.strftime("%Y-%m-%dT%H:%M:%SZ"), t.strftime("%Y%m%dT%H%M%SZ"), t.strftime("%a, %d %b %Y %H:%M:%S GMT"),
             t.strftime("%d/%m/%Y %H:%M:%S"), t.strftime("%m/%d/%Y %I:%M:%S %p")]
    return draw(st.sampled_from(forms))


@st.composite
def program_stamps(draw: st.DrawFn) -> str:
    """A stamp to a fraction of a second, as programs write them and people and records' systems do not."""
    t = draw(moments()).replace(microsecond=draw(st.integers(0, 999_999)))
    forms = [t.strftime("%Y-%m-%dT%H:%M:%S.%fZ"), t.strftime("%Y-%m-%d %H:%M:%S.%f"),
             t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}+02:00",
             t.strftime("%Y-%m-%d %H:%M:%S,") + f"{t.microsecond // 1000:03d}"]
    return draw(st.sampled_from(forms))


@st.composite
def time_ordered_ids(draw: st.DrawFn) -> str:
    """UUID version 1, 6 or 7, ULID or KSUID, made at a moment of this century."""
    t = draw(st.datetimes(dt.datetime(2015, 1, 1), dt.datetime(2090, 1, 1))).replace(tzinfo=dt.UTC)
    ms = int(t.timestamp() * 1000)
    ticks = int(t.timestamp() * 10_000_000) + 122_192_928_000_000_000  # 100 ns since 1582-10-15
    rand = draw(st.integers(0, 2**128 - 1))
    tail = f"{8 + rand % 4:x}{rand >> 64:015x}"[:16]
    v1 = uuid.UUID(fields=(ticks & 0xFFFFFFFF, (ticks >> 32) & 0xFFFF, 0x1000 | (ticks >> 48), 0x80 | rand % 64,
                           rand % 256, rand >> 80))
    v6 = f"{ticks >> 12:012x}6{ticks & 0xFFF:03x}{tail}"
    v7 = f"{ms:012x}7{rand % 4096:03x}{tail}"
    ulid = "".join(CROCKFORD[(ms >> (5 * k)) % 32] for k in range(9, -1, -1)) + "".join(
        CROCKFORD[(rand >> (5 * k)) % 32] for k in range(16))
    n = (int(t.timestamp()) - 1_400_000_000) << 128 | rand
    ksuid = "".join(KSUID_DIGITS[(n // 62**k) % 62] for k in range(26, -1, -1))
    hyphened = [f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}" for h in (v6, v7)]
    # A ULID or KSUID drawn with a random part of all zeros does not look random; real ones do.
    return draw(st.sampled_from([f for f in (str(v1), *hyphened, ulid, ksuid) if id_shape(f)]))


@SETTINGS
@given(st.data())
def test_a_strong_shape_moves_whatever_the_label(data: st.DataObject) -> None:
    """At the head or the tail, a stamp to a fraction of a second and an id that says when it was made
    move under a label of made-up words."""
    label = data.draw(made_up_labels())
    value = data.draw(st.one_of(program_stamps(), time_ordered_ids()))
    body = _body(data.draw)
    text = f"{label}: {value}\n{body}\n" if data.draw(st.booleans()) else f"{body}\n{label}: {value}\nThanks."
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [f"{label}: {value}"], text
    assert value not in split_trailer(result.text)[0]


@SETTINGS
@given(st.data())
def test_a_weaker_shape_needs_a_label_that_names_it(data: st.DataObject) -> None:
    """A time to the minute or to the second, or a random UUID, under a label of made-up words stays:
    it may be a name or an event of the material (records' systems stamp to the second too)."""
    label = data.draw(made_up_labels())
    t = data.draw(moments())
    value = data.draw(st.one_of(stamps_to_the_second(), st.sampled_from([
        t.strftime("%Y-%m-%d %H:%M"), t.strftime("%d/%m/%Y %H:%M"),
        str(uuid.UUID(int=data.draw(st.integers(0, 2**128 - 1)), version=4))])))
    text = f"{label}: {value}\n{_body(data.draw)}\n"
    assert normalize(text).text == text



@SETTINGS
@given(st.data())
def test_an_epoch_moves_under_a_label_whose_last_word_tells_time(data: st.DataObject) -> None:
    """At the head or the tail, an epoch moves under made-up words that end in how it tells time
    (`Zibo ms`, `kada_time`): people do not write epochs. The made-up words alone say nothing, and
    in the middle of the text the epoch stays too."""
    words = data.draw(made_up_labels())
    t = data.draw(moments()).replace(tzinfo=dt.UTC)
    value = data.draw(st.sampled_from([str(int(t.timestamp())), str(int(t.timestamp()) * 1000 + 417)]))
    tail = data.draw(st.sampled_from([" ms", "_ms", " time", " clock", "Time", "_s"]))
    body = _body(data.draw)
    at_head = data.draw(st.booleans())
    for label, moves in ((words + tail, True), (words, False)):
        text = f"{label}: {value}\n\n{body}\n" if at_head else f"{body}\n\n{label}: {value}\nThanks.\n"
        result = normalize(text)
        assert [c.text for c in result.changes if c.kind == "volatile"] == ([f"{label}: {value}"] if moves else []), text
    middle = f"{body}\n\n{words + tail}: {value}\n\n{body}\n"
    assert normalize(middle).text == middle

# -- content positions ---------------------------------------------------------------------------

PROSE = [
    "We met on {v} and talked about the budget.",
    "Is {v} a valid value for this field?",
    "The log says {v}, but the dashboard disagrees. Which one is right?",
    "Compare {v} with yesterday's value and explain the difference.",
]
CONTENT = [
    "```\nvalue = \"{v}\"\nprint(value)\n```\nWhat does this print?",
    "| id | value |\n|---|---|\n| 1 | {v} |\nWhat is in the table?",
    "Is `{v}` valid?",
    "> Date: {v}\n> Subject: hello\nWhat does this quoted email say?",
    "From: ana@example.org\nDate: {v}\nSubject: lunch\n\nTranslate this email.",
    "HTTP/1.1 200 OK\nDate: {v}\nContent-Type: text/plain\n\nWhy is this response cached?",
    "Order ID: {v}\nWhere is my parcel?",
    "Deadline: {v}\nPlan my week.",
    "Expected: {v}\nActual: {v}\nWhy does the test fail?",
    "Date: {v}\nTotal: 12.50 EUR\nIs the VAT right?",
    "Time: {v}\nTime: {v}\nWhich of these came first?",
    "level=error ts={v} msg=\"timeout\"\nWhat does this log line mean?",
]


def _content_stays_under_a_header(value: str, template: str, with_header: bool) -> None:
    text = template.format(v=value)
    assert normalize(text).text == text
    if with_header:
        # A real header next to the content: the header moves, the content stays as written.
        header = "Request ID: 7c9e6679-7425-40de-944b-e07fc1f90ae7\n\n"
        result = normalize(header + text).text
        assert text in result and result.endswith("Request ID: 7c9e6679-7425-40de-944b-e07fc1f90ae7")


@SETTINGS
@given(st.one_of(timestamps(), identifiers()), st.sampled_from(PROSE + CONTENT), st.booleans())
def test_the_same_values_in_content_stay(value: str, template: str, with_header: bool) -> None:
    _content_stays_under_a_header(value, template, with_header)


@pytest.mark.parametrize("template", PROSE + CONTENT)
@pytest.mark.parametrize("value", ["2002-01-01T00:00:00Z", "3d6f0a52-8c1e-4b7a-9f2d-6e5b4c3a2190",
                                   "Mon, 10 May 2004 00:00:00 GMT", "Mon May 10 00:00:00 2004"])  # `Mon` is no "my"
def test_every_content_template_under_a_header(value: str, template: str) -> None:
    """Each template once for sure, whatever the property test happens to draw."""
    _content_stays_under_a_header(value, template, True)
