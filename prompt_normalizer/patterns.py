"""Value shapes: datetimes, epochs and identifiers, as linear-time regular expressions.

Every quantifier is bounded and no quantified group contains another unbounded quantifier,
so matching from one position costs a constant number of steps. These patterns only say what a
value looks like; whether it is request metadata is decided by the label in front of it.
"""

from __future__ import annotations

import re

_MON = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DOW = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?"
    r"|sat(?:urday)?|sun(?:day)?)"
)
_AMPM = r"(?:[ \t]?[ap]\.?m\.?)"
_CLOCK = rf"\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d{{1,9}})?)?{_AMPM}?"
_TZ = r"(?:[ \t]?(?:z|utc|gmt|[a-z]{1,4}t)(?:[+-]\d{1,2}(?::?\d{2})?)?|[ \t]?[+-]\d{2}:?\d{2})"
_WHEN = rf"(?:,?[ \t](?:at[ \t])?{_CLOCK}{_TZ}?)"

_DATETIME_FORMS = (
    # ISO 8601 / RFC 3339: 2026-11-30, 2026-11-30T04:35:10.123Z, 2026-11-30 04:35:10+01:00
    rf"\d{{4}}-\d{{2}}-\d{{2}}(?:[t ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d{{1,9}})?)?{_TZ}?)?",
    # ISO 8601 basic: 20261130T043510Z
    r"\d{8}t\d{4}(?:\d{2})?z?",
    # RFC 2822 / HTTP date: Mon, 30 Nov 2026 04:35:10 GMT
    rf"(?:{_DOW},?[ \t])?\d{{1,2}}[ \t]{_MON}[ \t]\d{{4}}[ \t]\d{{2}}:\d{{2}}(?::\d{{2}})?{_TZ}?",
    # asctime: Mon Nov 30 04:35:10 2026
    rf"{_DOW}[ \t]{_MON}[ \t]{{1,2}}\d{{1,2}}[ \t]\d{{2}}:\d{{2}}:\d{{2}}[ \t]\d{{4}}",
    # written, month first: Monday, November 30, 2026 at 4:35 PM / Nov 30 2026 4:35 PM
    rf"(?:{_DOW},?[ \t])?{_MON}[ \t]\d{{1,2}}(?:st|nd|rd|th)?,?[ \t]\d{{4}}{_WHEN}?{_TZ}?",
    # written, day first: Monday, 30 November 2026 / the 30th of November, 2026
    rf"(?:{_DOW},?[ \t])?(?:the[ \t])?\d{{1,2}}(?:st|nd|rd|th)?(?:[ \t]of)?[ \t]{_MON},?[ \t]\d{{4}}{_WHEN}?{_TZ}?",
    # numeric: 30/11/2026 04:35, 11-30-2026, 30.11.2026, 2026/11/30 4:35 PM
    rf"\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{4}}{_WHEN}?{_TZ}?",
    rf"\d{{4}}/\d{{1,2}}/\d{{1,2}}{_WHEN}?{_TZ}?",
    # a weekday with a clock time: Monday 4:35 PM
    rf"{_DOW},?[ \t](?:at[ \t])?{_CLOCK}{_TZ}?",
    # a clock time alone: 04:35:10 UTC, 4:35 PM
    rf"{_CLOCK}{_TZ}?",
)
DATETIME = "(?i:" + "|".join(_DATETIME_FORMS) + ")"

# Unix time in seconds (10 digits, 2001..2286), milliseconds or microseconds, optional fraction.
EPOCH = r"[12]\d{9}(?:\d{3}(?:\d{3})?)?(?:\.\d{1,9})?"

UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
ULID = r"[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}"
TRACEPARENT = r"[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}"
TOKEN = r"[A-Za-z0-9][A-Za-z0-9_.:/+=-]{2,127}"

_DATETIME_FULL = re.compile(rf"(?:{DATETIME}|{EPOCH})")
_ID_FULL = re.compile(rf"(?:{TRACEPARENT}|{UUID}|{ULID}|{TOKEN})")
_TRACEPARENT_FULL = re.compile(TRACEPARENT)
_DIGIT = re.compile(r"\d")


def is_datetime(value: str) -> bool:
    """True when `value` is, in full, one of the datetime, date, time or epoch shapes."""
    return len(value) <= 80 and _DATETIME_FULL.fullmatch(value) is not None


def is_identifier(value: str) -> bool:
    """True when `value` looks like a generated id: UUID, ULID, traceparent, or a token that
    holds a digit (or is long enough to be random), so words like `none` or `N/A` never move."""
    if len(value) > 128 or _ID_FULL.fullmatch(value) is None:
        return False
    return len(value) >= 16 or (len(value) >= 4 and _DIGIT.search(value) is not None)


def is_traceparent(value: str) -> bool:
    """True for a W3C traceparent header value."""
    return _TRACEPARENT_FULL.fullmatch(value) is not None


def value_ok(kind: str, value: str) -> bool:
    """Whether `value` fits the value kind a label announces ("time", "id" or "traceparent")."""
    if kind == "time":
        return is_datetime(value)
    if kind == "traceparent":
        return is_traceparent(value)
    return is_identifier(value)
