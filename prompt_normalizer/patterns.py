"""Value shapes: datetimes, epochs and identifiers, as linear-time regular expressions.

Every quantifier is bounded and no quantified group contains another unbounded quantifier,
so matching from one position costs a constant number of steps. These patterns only say what a
value looks like; whether it is request metadata is decided by where it sits and by its label
(`value_ok` for a known cue, `generic.accept` for any other label).
"""

from __future__ import annotations

import re

# Vowel signs, viramas and points (combining marks) that Python's `\w` leaves out, so a word of
# Devanagari (`वर्तमान`), Bengali, Thai (`ปัจจุบัน`), Telugu (`ప్రస్తుత`), Hebrew or Arabic is not cut at
# every sign: for character classes next to `\w`.
SIGNS = (r"\u0300-\u036f\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670\u0900-\u0903\u093a-\u094f\u0951-\u0957"
         r"\u0962\u0963\u0981-\u0983\u09bc-\u09d7\u09e2\u09e3\u0e31\u0e34-\u0e3a\u0e47-\u0e4e"
         # Gurmukhi, Gujarati, Oriya, Tamil, Telugu, Kannada, Malayalam and Sinhala signs
         r"\u0a01-\u0a03\u0a3c-\u0a51\u0a81-\u0a83\u0abc-\u0acd\u0b01-\u0b03\u0b3c-\u0b57\u0b82\u0bbe-\u0bcd"
         r"\u0c00-\u0c04\u0c3e-\u0c56\u0c81-\u0c83\u0cbc-\u0cd6\u0d00-\u0d03\u0d3b-\u0d57\u0d81-\u0d83\u0dca-\u0ddf")
# The full-width colon and brackets of Chinese and Japanese labels (`当前时间：`, `現在時刻（仙台）：`): the
# detectors read them as `:`, `(` and `)`, one character for one, so every position holds.
_AS_ASCII = str.maketrans("\uff1a\uff08\uff09", ":()")


def read_as_ascii(text: str) -> str:
    """`text` with its full-width colons and brackets written in ASCII (`text` itself when it has none)."""
    if "\uff1a" not in text and "\uff08" not in text and "\uff09" not in text:
        return text
    return text.translate(_AS_ASCII)

# Month and weekday names in English, German, French, Spanish, Italian, Portuguese and Dutch.
_MON = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
    r"|januar|februar|märz|mai|juni|juli|oktober|dezember"
    r"|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre"
    r"|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre"
    r"|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre"
    r"|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro"
    r"|januari|februari|maart|mei|augustus)\.?"
)
_DOW = (
    r"(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?"
    r"|sat(?:urday)?|sun(?:day)?"
    r"|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
    r"|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
    r"|lunes|martes|miércoles|jueves|viernes|sábado|domingo"
    r"|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica"
    r"|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira"
    r"|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)"
)
_AMPM = r"(?:[ \t]?[ap]\.?[ \t]?m\.?)"  # 4:35 PM, 4:35 p.m., 5:39 p. m.
_CLOCK = rf"\d{{1,2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d{{1,9}})?)?{_AMPM}?"
# A zone: Z, UTC, CET, GMT+0100, +01:00, and Go's `+0000 UTC`; JavaScript adds `(Central European
# Standard Time)` after it.
_TZ = (r"(?:(?:[ \t]?(?:z|utc|gmt|[a-z]{1,4}t|wib|wita|msk|мск|mesz|mez|oesz|oez)(?:[+-]\d{1,2}(?::?\d{2})?)?"
       r"|[ \t]?[+-]\d{2}:?\d{2}(?:[ \t](?:utc|gmt|[a-z]{2,4}t))?)(?:[ \t]\([a-z][a-z .'-]{0,60}\))?)")
# (the word before the clock in a few languages: à, às, um, om, kl., klo, jam, pukul, alle; Brazil's `01h05`)
_WHEN = (rf"(?:,?[ \t](?:(?:at|à|às|um|om|kl\.?|klo|jam|pukul|alle)[ \t])?"
         rf"(?:{_CLOCK}|\d{{1,2}}h\d{{2}})(?:[ \t]uhr)?{_TZ}?)")
# A place or zone name in brackets after a clock time, in any script: `22:45 (Київ)`, `05:11 (Israel time)`.
_PLACE = r"(?:[ \t]\([^()\n]{1,30}\))"
# A word of letters in any script, for a month named in a language listed nowhere here (`лютого`,
# `vasario`, `novembris`) or for the little words around it (`р.`, `gada`, `kell`).
_WORD = rf"(?:[^\W\d_]|[{SIGNS}])"
# A clock time written with dots, after a date and maybe a word for "at" (`15/03/2026 19.15.40`, `10 Oktober
# 2026 jam 11.17`, `13.4.2026 klo 14.35`): alone it could be a number.
_DOT_CLOCK = r"\d{1,2}\.\d{2}(?:\.\d{2})?"
_DOT_WHEN = rf"(?:,?[ \t](?:{_WORD}{{1,6}}\.?[ \t])?{_DOT_CLOCK}{_TZ}?)"
# After a month named in any language, the clock needs its word, its seconds or its zone (`9 items 2026
# 12.50` is no time).
_DOT_WHEN_NAMED = rf"(?:,?[ \t](?:{_WORD}{{1,6}}\.?[ \t]{_DOT_CLOCK}{_TZ}?|\d{{1,2}}\.\d{{2}}(?:\.\d{{2}}{_TZ}?|{_TZ})))"
# A day, a month named in any language and a year (`11 лютого 2026`), or year first (`2026 m. vasario 22`,
# `2026. gada 13. novembris`).
_ANY_DAY_MONTH_YEAR = rf"\d{{1,2}}\.?[ \t]{_WORD}{{3,12}}\.?,?[ \t]\d{{4}}"
_ANY_YEAR_MONTH_DAY = (rf"\d{{4}}\.?[ \t](?:{_WORD}{{1,4}}\.?[ \t])?"
                       rf"(?:{_WORD}{{3,12}}[ \t]\d{{1,2}}\.?|\d{{1,2}}\.?[ \t]{_WORD}{{3,12}})")
# Chinese, Japanese and Korean: 2026年6月12日(金) 13:05, 2026년 8월 15일 (목) 오후 11:06:07, 2026. 5. 21. 오전
# 12:40:27, 2027年4月4日 3時00分, ２０２６年８月２日（日）０７：１４ (full-width digits are digits to `\d`).
# The year may be counted from the Republic of China or a Japanese era (民國115年, 令和8年), the day
# written 号 (2027年1月31号), the weekday as 星期四 or 礼拜三, the morning or evening in a dialect's
# words (下晝, 夜里), the zone in brackets after the clock (（北京时间）, (UTC+8)).
_CJK_DATE = (r"(?:\d{4}|(?:中華民國|中华民国|民國|民国|令和|平成)\d{1,3})(?:年|년|\.)[ \t]?\d{1,2}(?:月|월|\.)[ \t]?"
             r"\d{1,2}(?:日|일|号|號|\.)")
_CJK_WEEKDAY = (r"(?:[ \t]?[(（][^\W\d_]{1,3}[)）]|[ \t][^\W\d_]{1,2}요일|[ \t]?[月火水木金土日]曜日?"
                r"|[ \t](?:星期|礼拜|禮拜|週|周)[一二三四五六日天])")
_CJK_CLOCK = (r"(?:(?:上午|下午|午前|午後|오전|오후|上晝|下晝|上昼|下昼|晏晝|朝早|凌晨|早上|中午|晚上|夜里|夜裡)[ \t]?)?"
              r"(?:\d{1,2}[:：]\d{2}(?:[:：]\d{2})?"
              r"|\d{1,2}(?:時|时|시|点|點)(?:[ \t]?\d{1,2}(?:分|분))?(?:[ \t]?\d{1,2}(?:秒|초))?)")
_CJK_ZONE = r"(?:[ \t]?[(（](?:北京时间|北京時間|台北時間|臺北時間|香港時間|日本時間|[A-Za-z]{2,4}(?:[+-]\d{1,2}(?::?\d{2})?)?)[)）])"
_DAY_MONTH = rf"(?:(?:the[ \t])?\d{{1,2}}(?:st|nd|rd|th)?(?:[ \t]of)?[ \t]{_MON}|{_MON}[ \t]\d{{1,2}}(?:st|nd|rd|th)?)"

_DATETIME_FORMS = (
    # ISO 8601 / RFC 3339: 2026-11-30, 2026-11-30T04:35:10.123Z, 2026-11-30 04:35:10+01:00; Go's
    # time.Now().String() adds the monotonic clock reading (`+0200 CEST m=+849.985925320`), and
    # PostgreSQL writes the offset in hours (`21:01:03.278765+02`)
    rf"\d{{4}}-\d{{2}}-\d{{2}}(?:[t ]\d{{2}}:\d{{2}}(?::\d{{2}}(?:[.,]\d{{1,9}})?(?:[+-]\d{{2}}\Z)?)?{_TZ}?"
    rf"(?:[ \t]m=[+-]\d{{1,12}}\.\d{{1,9}})?)?",
    # ISO 8601 basic: 20261130T043510Z
    r"\d{8}t\d{4}(?:\d{2})?z?",
    # RFC 2822 / HTTP date: Mon, 30 Nov 2026 04:35:10 GMT
    rf"(?:{_DOW},?[ \t])?\d{{1,2}}[ \t]{_MON}[ \t]\d{{4}}[ \t]\d{{2}}:\d{{2}}(?::\d{{2}})?{_TZ}?",
    # RFC 850: Monday, 30-Nov-26 04:35:10 GMT
    rf"{_DOW},[ \t]\d{{1,2}}-{_MON}-\d{{2}}(?:\d{{2}})?[ \t]{_CLOCK}{_TZ}?",
    # asctime: Mon Nov 30 04:35:10 2026; Java's Date: Mon Nov 30 04:35:10 CET 2026
    rf"{_DOW}[ \t]{_MON}[ \t]{{1,2}}\d{{1,2}}[ \t]\d{{2}}:\d{{2}}:\d{{2}}[ \t](?:[a-z]{{2,5}}[ \t])?\d{{4}}",
    # syslog (RFC 3164), no year: Nov 30 04:35:10
    rf"{_MON}[ \t]{{1,2}}\d{{1,2}}[ \t]\d{{2}}:\d{{2}}:\d{{2}}(?:\.\d{{1,6}})?",
    # clock first: 04:35 UTC on 30 November 2026, 4:35 PM, Monday, Nov 30 2026
    rf"{_CLOCK}{_TZ}?,?[ \t](?:on[ \t])?(?:{_DOW},?[ \t])?{_DAY_MONTH},?[ \t]\d{{4}}",
    # written, month first: Monday, November 30, 2026 at 4:35 PM / Nov 30 2026 4:35 PM
    rf"(?:{_DOW},?[ \t])?{_MON}[ \t]\d{{1,2}}(?:st|nd|rd|th)?,?[ \t]\d{{4}}{_WHEN}?{_TZ}?",
    # written, day first: Monday, 30 November 2026 / the 30th of November, 2026
    rf"(?:{_DOW},?[ \t])?(?:the[ \t])?\d{{1,2}}(?:st|nd|rd|th)?(?:[ \t]of)?[ \t]{_MON},?[ \t]\d{{4}}{_WHEN}?{_TZ}?",
    # written, day first, other languages: 24. Januar 2026, 02:44 Uhr / 25 juillet 2026 à 16:18 /
    # 7 de abril de 2027, 02:37 / domenica 22 marzo 2026, ore 00:28 / 12 juin 2026, 9 h 13
    rf"(?:{_DOW},?[ \t])?\d{{1,2}}\.?[ \t](?:de[ \t])?{_MON}(?:[ \t]de)?,?[ \t]\d{{4}}"
    rf"(?:,?[ \t](?:um[ \t]|à[ \t]|a[ \t]las[ \t]|alle[ \t]|às[ \t]|om[ \t]|ore[ \t])?"
    rf"(?:{_CLOCK}|\d{{1,2}}[ \t]?h[ \t]?\d{{2}})(?:[ \t]uhr)?{_TZ}?)?",
    # written in any language, with a clock time: 11 лютого 2026 р., 22:45 (Київ) / 8. august 2026, kell
    # 17:51 / 2026 m. vasario 22 d. 04:22 / 2026. gada 13. novembris, 22:57 / 03:38 ngày 04/09/2026
    # (Arabic's comma after the year: 6 أبريل 2027، 05:41)
    rf"{_ANY_DAY_MONTH_YEAR}(?:[ \t]{_WORD}{{1,3}}\.)?[,،]?[ \t](?:{_WORD}{{1,6}}\.?[ \t])?"
    rf"{_CLOCK}(?:[ \t]{_WORD}{{1,3}}\.?)?{_TZ}?{_PLACE}?",
    rf"{_ANY_YEAR_MONTH_DAY}(?:[ \t]{_WORD}{{1,2}}\.)?,?[ \t]{_CLOCK}{_TZ}?{_PLACE}?",
    rf"{_CLOCK}{_TZ}?,?[ \t](?:{_WORD}{{1,8}}[ \t])?\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{4}}",
    rf"{_CJK_DATE}{_CJK_WEEKDAY}?(?:[ \t]?{_CJK_CLOCK})?(?:{_TZ}|{_CJK_ZONE})?",
    # with a clock written with dots: Senin, 13 April 2026 pukul 02.20 WIB / 15/03/2026 19.15.40
    rf"(?:{_WORD}{{2,12}},?[ \t])?{_ANY_DAY_MONTH_YEAR}{_DOT_WHEN_NAMED}",
    rf"\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{4}}{_DOT_WHEN}",
    # numeric: 30/11/2026 04:35, 11-30-2026, 30.11.2026, 2026/11/30 4:35 PM, Sunday 17/05/2026, 11. 3. 2027 07:59
    rf"(?:{_DOW},?[ \t])?\d{{1,2}}[/.-]\d{{1,2}}[/.-]\d{{4}}{_WHEN}?{_TZ}?{_PLACE}?",
    rf"\d{{1,2}}\.[ \t]\d{{1,2}}\.[ \t]\d{{4}}{_WHEN}?{_TZ}?",
    rf"\d{{4}}/\d{{1,2}}/\d{{1,2}}{_WHEN}?{_TZ}?",
    rf"\d{{4}}\.\d{{2}}\.\d{{2}}{_WHEN}?{_TZ}?",  # 2026.04.13 22:28:00
    # the Common Log Format of web servers: 07/Mar/2027:23:15:55 +0000
    rf"\d{{1,2}}/{_MON}/\d{{4}}:\d{{2}}:\d{{2}}:\d{{2}}(?:[ \t][+-]\d{{4}})?",
    # a weekday with a clock time: Monday 4:35 PM
    rf"{_DOW},?[ \t](?:at[ \t])?{_CLOCK}{_TZ}?",
    # a clock time alone: 04:35:10 UTC, 4:35 PM
    rf"{_CLOCK}{_TZ}?",
)
DATETIME = "(?i:" + "|".join(_DATETIME_FORMS) + ")"

# Unix time in seconds (10 digits), milliseconds or microseconds, optional fraction; `is_epoch`
# also wants it between 2000 and 2100.
EPOCH = r"\d{10}(?:\d{3}(?:\d{3})?)?(?:\.\d{1,9})?"
_EPOCH_WINDOW = (946_684_800, 4_102_444_800)  # 2000-01-01 .. 2100-01-01 UTC

UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
ULID = r"[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}"
TRACEPARENT = r"[0-9a-f]{2}-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}"
TOKEN = r"[A-Za-z0-9][A-Za-z0-9_.:/+=-]{2,127}"

_DATETIME_FULL = re.compile(DATETIME)
_EPOCH_FULL = re.compile(EPOCH)
_ID_FULL = re.compile(rf"(?:{TRACEPARENT}|{UUID}|{ULID}|{TOKEN})")
_TRACEPARENT_FULL = re.compile(TRACEPARENT)
_DIGIT = re.compile(r"\d")


def is_epoch(value: str) -> bool:
    """Unix time in seconds, milliseconds or microseconds, between 2000 and 2100."""
    if len(value) > 26 or _EPOCH_FULL.fullmatch(value) is None:
        return False
    digits = value.split(".", 1)[0]
    seconds = int(digits) // 10 ** (len(digits) - 10)
    return _EPOCH_WINDOW[0] <= seconds < _EPOCH_WINDOW[1]


def is_datetime(value: str) -> bool:
    """True when `value` is, in full, one of the datetime, date, time or epoch shapes."""
    return len(value) <= 100 and (_DATETIME_FULL.fullmatch(value) is not None or is_epoch(value))


_HAS_CLOCK = re.compile(r"\d[:：]\d\d|\d[ \t]?h[ \t]?\d\d|\d(?:時|时|시|点|點)|(?<![\d.])\d{1,2}\.\d{2}(?:\.\d{2})?(?![\d.])")
_HAS_SECONDS = re.compile(r"\d:\d\d:\d\d|\d{8}t\d{6}", re.I)
_HAS_DATE = re.compile(rf"(?i:\d{{4}}-\d|\d{{4}}(?:年|년)|(?:民國|民国|令和|平成)\d{{1,3}}年|\d{{4}}\.[ \t]?\d{{1,2}}\.[ \t]?\d{{1,2}}\.|\d[/.-]\d{{1,2}}[/.-]\d|\d\.[ \t]\d{{1,2}}\.[ \t]\d{{4}}|\d{{4}}\.\d{{2}}\.\d{{2}}(?!\d)|\d{{8}}t|(?<![a-z]){_MON}(?![a-z])"
                       rf"|{_ANY_DAY_MONTH_YEAR}|{_ANY_YEAR_MONTH_DAY})")
_HAS_ZONE = re.compile(rf"(?i:\d{_TZ}\Z)")


# ISO 8601 week dates, `2026-W47`, `2026-W47-3`, `2026W473`: a date, for what moves.
_ISO_WEEK = re.compile(r"\d{4}-?W(?:0[1-9]|[1-4]\d|5[0-3])(?:-?[1-7])?")


def time_shape(value: str) -> str | None:
    """What kind of time `value` is, in full: "datetime" (a date and a clock time), "date",
    "clock", "epoch", or None."""
    if len(value) > 100:
        return None
    if is_epoch(value):
        return "epoch"
    if _ISO_WEEK.fullmatch(value):
        return "date"
    if _DATETIME_FULL.fullmatch(value) is None:
        return None
    date = _HAS_DATE.search(value) is not None
    clock = _HAS_CLOCK.search(value) is not None or _HAS_SECONDS.search(value) is not None
    return "datetime" if date and clock else "date" if date else "clock" if clock else None


# Two clock times to the minute joined by a dash or a word (not `10:22:05-08:00`, a time and its offset).
_TIME_RANGE = re.compile(r"(?<![\dT:])\d{1,2}[:.h]\d{2}(?![:\d])[ \t]{0,2}(?:[-–—]|to|bis|à|a)[ \t]{0,2}\d{1,2}[:.h]\d{2}")


def is_time_range(value: str) -> bool:
    """`15:00-15:40`, `9.30 to 10.15`: a span of time (a meeting, opening hours), never a stamp."""
    return _TIME_RANGE.search(value) is not None


def to_the_second(value: str) -> bool:
    """A clock time written to the second or finer."""
    return _HAS_SECONDS.search(value) is not None


def is_machine_time(value: str) -> bool:
    """A clock time to the second or with a zone: what a program writes, rarely a person."""
    return to_the_second(value) or _HAS_ZONE.search(value) is not None


# -- identifiers by shape ------------------------------------------------------------------------

_TRACE_FORMS = (
    TRACEPARENT,  # W3C Trace Context
    r"[0-9a-f]{16}(?:[0-9a-f]{16})?-[0-9a-f]{16}(?:-[01d](?:-[0-9a-f]{16})?)?",  # B3 single header
    r"Root=1-[0-9a-f]{8}-[0-9a-f]{24}(?:;[A-Za-z]{1,16}=[\w.-]{1,64}){0,8}",  # AWS X-Ray
    r"[0-9a-f]{32}/\d{1,20}(?:;o=[01])?",  # Google Cloud X-Cloud-Trace-Context
    r"[0-9a-f]{16,32}:[0-9a-f]{16}:[0-9a-f]{1,16}:[0-9a-f]{1,2}",  # Jaeger uber-trace-id
    r"[0-9a-f]{16}-[A-Z]{3}",  # Cloudflare cf-ray
)
_TRACE_FULL = re.compile("(?i:" + "|".join(_TRACE_FORMS) + ")")
_UUID_FULL = re.compile(UUID)
_ULID_FULL = re.compile(r"[0-7][0-9A-HJKMNP-TV-Z]{25}")
_HEX_FULL = re.compile(r"(?:0x)?[0-9a-fA-F]{16,128}")
_DECIMAL_ID = re.compile(r"\d{16,20}")
_TRACESTATE_MEMBER = re.compile(r"[a-z0-9][_0-9a-z*/-]{0,63}(?:@[a-z][_0-9a-z*/-]{0,13})?=[!-+\--<>-~]{1,128}")
# A generated token: an optional short prefix (`sess_`, `req-`), then base32 / base58 / base64url.
_TOKEN_FULL = re.compile(r"(?:[A-Za-z]{2,10}[_-])?(?P<body>[A-Za-z0-9_-]{16,128})")
# A JSON Web Token: base64url header and claims (both JSON objects, so `eyJ`) and a signature, alone or
# after the scheme word of an `Authorization` header (`Bearer eyJ...`).
_JWT_FULL = re.compile(r"(?:[A-Za-z][\w-]{1,20}[ \t])?eyJ[A-Za-z0-9_-]{8,1000}\.eyJ[A-Za-z0-9_-]{8,2000}\.[A-Za-z0-9_-]{8,1000}")


def _random_looking(body: str) -> bool:
    """Letters and digits mixed as a random encoding mixes them: at least two of each, and most
    characters distinct (a word or a date spelled in digits repeats itself)."""
    digits = sum(ch.isdigit() for ch in body)
    letters = sum(ch.isalpha() for ch in body)
    if len(set(body)) < min(len(body) // 2, 16) or letters < 2:
        return False
    if digits >= 2:
        return True
    # base62 / base64url with one digit (or a `-` / `_`) by chance: long, with capitals side by
    # side as chance puts them (a CamelCase name has a capital only where a word starts)
    pairs = list(zip(body, body[1:], strict=False))
    upper = sum(a.isupper() and b.isupper() for a, b in pairs)
    lower = sum(a.islower() and b.islower() for a, b in pairs)
    return len(body) >= 24 and (digits == 1 or "-" in body or "_" in body) and upper >= 3 and lower >= 3


# A prefixed id with a shorter body: `up_ImhPhFzPJTnZUp`, `rj_2LUExfxBOI05`, `lm-af03b772dc`.
_PREFIXED_FULL = re.compile(r"[A-Za-z]{1,10}[_-](?P<body>[A-Za-z0-9]{8,64})")
_LOWER_HEX = re.compile(r"[0-9a-f]+")


def _random_body(body: str) -> bool:
    """The body of a prefixed id: lower-case hex with letters and digits, or letters of both cases
    with a digit or with capitals side by side, most of them distinct (not a word or a number)."""
    if len(set(body)) < len(body) // 2:
        return False
    digits = sum(ch.isdigit() for ch in body)
    if _LOWER_HEX.fullmatch(body):
        return digits > 0 and digits < len(body)
    upper = sum(ch.isupper() for ch in body)
    lower = sum(ch.islower() for ch in body)
    side_by_side = any(a.isupper() and b.isupper() for a, b in zip(body, body[1:], strict=False))
    return len(body) >= 10 and upper >= 2 and lower >= 2 and (digits > 0 or upper >= 3 and side_by_side)


def _tracestate(value: str) -> bool:
    members = value.split(",")
    if len(members) > 32 or not all(_TRACESTATE_MEMBER.fullmatch(m.strip()) for m in members):
        return False
    return any(_random_looking(m.split("=", 1)[1]) or _HEX_FULL.fullmatch(m.split("=", 1)[1]) for m in members)


_KSUID_FULL = re.compile(r"[0-9A-Za-z]{27}")
_BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
_CROCKFORD32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_GREGORIAN_TO_UNIX = 12_219_292_800  # seconds from 1582-10-15, where UUID v1 / v6 time starts, to 1970


def minted_at(value: str) -> float | None:
    """The Unix time a time-ordered identifier says it was made (UUID versions 1, 6 and 7, ULID,
    KSUID), or None for any other value."""
    if _UUID_FULL.fullmatch(value):
        h = value.replace("-", "").lower()
        if h[12] == "7":
            return int(h[:12], 16) / 1000
        if h[12] in "16":
            ticks = int(h[13:16] + h[8:12] + h[:8] if h[12] == "1" else h[:12] + h[13:16], 16)
            return ticks / 10_000_000 - _GREGORIAN_TO_UNIX
        return None
    if _ULID_FULL.fullmatch(value) and _random_looking(value):
        ms = 0
        for ch in value[:10]:
            ms = ms * 32 + _CROCKFORD32.index(ch)
        return ms / 1000
    if _KSUID_FULL.fullmatch(value) and _random_looking(value):
        n = 0
        for ch in value:
            n = n * 62 + _BASE62.index(ch)
        return None if n >> 160 else (n >> 128) + 1_400_000_000  # KSUID's epoch is 2014-05-13
    return None


def is_time_ordered_id(value: str) -> bool:
    """An identifier that carries the time it was made, a time in the window of `is_epoch`: made
    for the moment, not a name that stays."""
    t = minted_at(value)
    return t is not None and _EPOCH_WINDOW[0] <= t < _EPOCH_WINDOW[1]


def id_shape(value: str) -> str | None:
    """What kind of generated identifier `value` is, in full: "trace" (a tracing header value:
    W3C traceparent, B3, X-Ray, Cloud Trace, Jaeger, cf-ray), "uuid", "ulid", "hex", "decimal",
    "tracestate", "token" (a JWT, or base32 / base58 / base64url judged by length and mixing),
    or None."""
    if _JWT_FULL.fullmatch(value):
        return "token"
    if len(value) > 160:
        return None
    if _TRACE_FULL.fullmatch(value):
        return "trace"
    if _UUID_FULL.fullmatch(value):
        return "uuid"
    if _ULID_FULL.fullmatch(value) and _random_looking(value):
        return "ulid"
    if _HEX_FULL.fullmatch(value):
        bare = value[2:] if value[:2] in ("0x", "0X") else value
        return "hex" if any(ch.isalpha() for ch in bare) and any(ch.isdigit() for ch in bare) else (
            "decimal" if _DECIMAL_ID.fullmatch(bare) else None)
    if "=" in value:
        return "tracestate" if _tracestate(value) else None
    m = _TOKEN_FULL.fullmatch(value)
    if m and _random_looking(m.group("body")):
        return "token"
    m = _PREFIXED_FULL.fullmatch(value)
    if m and _random_body(m.group("body")):
        return "token"
    return None


def is_identifier(value: str) -> bool:
    """True when `value` looks like a generated id: UUID, ULID, traceparent, or a token that
    holds a digit (or is long enough to be random), so words like `none` or `N/A` never move."""
    if _JWT_FULL.fullmatch(value):
        return True
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
