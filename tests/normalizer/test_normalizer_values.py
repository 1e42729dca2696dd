"""Value shapes and label senses, written as their specifications and app templates write them:
which timestamps, epochs and identifiers `patterns.py` recognises, and which labels name a time or
an identifier of the request (`labels.py`)."""

from __future__ import annotations

import uuid

import pytest

from prompt_normalizer import normalize
from prompt_normalizer.labels import sense
from prompt_normalizer.patterns import id_shape, is_epoch, is_time_ordered_id, minted_at, time_shape

# -- examples from the specifications -----------------------------------------------------------


def _moved(text: str) -> list[str]:
    """What normalizing `text` moves to the trailer, as written."""
    return [c.text for c in normalize(text).changes if c.kind == "volatile"]


def _moved_under_a_header(line: str) -> list[str]:
    """What moves of `line` written in a parcel service's prompt, between its first sentence and the
    customer's question."""
    return _moved(f"You help customers of a parcel service.\n{line}\n\nCustomer: Where is my parcel?\nAssistant:")


@pytest.mark.parametrize("value, kind", [
    ("2026-11-30", "date"),
    ("2026-11-30T04:35Z", "datetime"),
    ("2026-11-30T04:35:10,5+01:00", "datetime"),
    ("2026-11-30T04:35:10.123456789Z", "datetime"),
    ("20261130T043510Z", "datetime"),
    ("Mon, 30 Nov 2026 04:35:10 GMT", "datetime"),  # RFC 1123
    ("Monday, 30-Nov-26 04:35:10 GMT", "datetime"),  # RFC 850
    ("Mon Nov 30 04:35:10 2026", "datetime"),  # asctime
    ("Nov 30 04:35:10", "datetime"),  # syslog
    ("Mon Nov 30 2026 04:35:10 GMT+0100 (Central European Standard Time)", "datetime"),  # JavaScript
    ("2026-11-30 04:35:10.417318 +0000 UTC", "datetime"),  # Go
    ("30/11/2026 04:35", "datetime"),
    ("11/30/2026 4:35 PM", "datetime"),
    ("Dienstag, 1. Dezember 2026, 18:22 Uhr", "datetime"),  # German
    ("mardi 1 décembre 2026 à 18:22", "datetime"),  # French
    ("1 de diciembre de 2026, 18:22", "datetime"),  # Spanish
    ("1 dicembre 2026 alle 18:22", "datetime"),  # Italian
    ("Mars 2026", None),
    # a month in a language named nowhere in the patterns, with a clock time: written out in full
    ("11 лютого 2026 р., 22:45 (Київ)", "datetime"),  # Ukrainian, with the place
    ("2026 m. vasario 22 d. 04:22", "datetime"),  # Lithuanian, year first
    ("2026. gada 13. novembris, 22:57", "datetime"),  # Latvian
    ("22 януари 2027 г., 13:40 ч.", "datetime"),  # Bulgarian
    ("03:38 ngày 04/09/2026", "datetime"),  # Vietnamese, clock first
    ("14.05.2026 05:11 (שעון ישראל)", "datetime"),
    # Chinese, Japanese and Korean dates with their weekday and clock; Hindi and Thai month names with
    # their vowel signs
    ("2026年1月31日(土) 9時18分", "datetime"), ("２０２６年８月２日（日）０７：１４", "datetime"),
    ("2026년 11월 19일 (목) 오전 5:48", "datetime"), ("2027년 5월 10일 월요일 오후 7:23", "datetime"),
    ("2026. 5. 21. 오전 12:40:27", "datetime"), ("2026년 12월 20일 오후 6시 40분", "datetime"),
    ("2026年7月31日", "date"), ("2026. 3. 3.", "date"), ("2026年", None), ("2026.3.3", None),
    # a weekday written 星期四 or 礼拜天, a day written 号, the hour written 点, a dialect's morning and
    # evening, a zone in brackets, a year of the Republic of China or of a Japanese era
    ("2026年10月15日 星期四 05:07:35", "datetime"), ("2027年1月31号 礼拜天 下午3点40分", "datetime"),
    ("2026年10月31日 08:12:21（北京时间）", "datetime"), ("2026年3月4日 19:57:23 (UTC+8)", "datetime"),
    ("2026年6月12日 下晝7點21分", "datetime"), ("民國115年12月1日（星期二）上午7:16", "datetime"),
    ("令和8年4月1日 21時50分", "datetime"), ("民國116年2月3日", "date"), ("115年", None),
    # Arabic's comma after the year, Portuguese `novembro`, a weekday before a numeric date, Czech
    # numeric dates with blanks after the dots
    ("28 ديسمبر 2026، الساعة 23:53", "datetime"), ("3 de novembro de 2026, 00:34", "datetime"),
    ("Sunday 17/05/2026", "date"), ("11. 3. 2027 07:59", "datetime"), ("Version 1. 2. 2026", None),
    # a word before the clock, `Uhr` after it, MEZ, Brazil's `01h05`, Korea's dotted date, web servers' logs
    ("05.03.2026, 20:59 Uhr", "datetime"), ("12.03.2026, 06:28:39 MEZ", "datetime"), ("18/12/2026 jam 00:25", "datetime"),
    ("12.03.2026 kl. 11:33", "datetime"), ("17/05/2026 às 01h05", "datetime"), ("2026.04.13 22:28:00", "datetime"),
    ("07/Mar/2027:23:15:55 +0000", "datetime"), ("v2026.04.13", None),
    ("jueves 14 de enero de 2027, 5:39 p. m.", "datetime"), ("4:23 a. m.", "clock"),  # Spanish a. m. / p. m.
    ("24 अगस्त 2026, 06:41 IST", "datetime"), ("4 ตุลาคม 2569 เวลา 19:52 น.", "datetime"),
    # a clock written with dots after a date (Indonesian, Finnish, Danish); after a month named in any
    # language only with its word, its seconds or its zone
    ("15/03/2026 19.15.40 WIB", "datetime"), ("13.4.2026 klo 14.35", "datetime"),
    ("Senin, 13 April 2026 pukul 02.20", "datetime"), ("Minggu, 19 April 2026 18.31 WIB", "datetime"),
    ("13.04.2026 19:09:59 МСК", "datetime"), ("10 items 2026 12.50", None), ("19.15", None),
    ("domenica 22 marzo 2026, ore 00:28", "datetime"), ("vendredi 12 juin 2026, 9 h 13", "datetime"),
    ("5 h 30", None),
    ("11 лютого 2026", None),  # ...without one, an unknown word is no month
    ("9 items 2026", None),
    ("2026-W47", "date"),  # ISO 8601 week dates
    ("2026-W47-3", "date"),
    ("2026W473", "date"),
    ("2026-W54", None),
    ("W47", None),
    ("04:35:10 UTC", "clock"),
    ("1764477310", "epoch"),
    ("1764477310123", "epoch"),
    ("1764477310.417", "epoch"),
    ("2.13.0", None),
    ("$1,299.00", None),
    ("+1 (555) 013-2291", None),
])
def test_time_shapes(value: str, kind: str | None) -> None:
    assert time_shape(value) == kind


def test_epochs_are_between_2000_and_2100() -> None:
    assert is_epoch("946684800") is False  # nine digits
    assert is_epoch("0946684800") and is_epoch("4102444799") and is_epoch("4102444799999")
    assert not is_epoch("4102444800") and not is_epoch("5555550123") and not is_epoch("0000000001")


@pytest.mark.parametrize("value, kind", [
    ("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01", "trace"),  # W3C traceparent
    ("80f198ee56343ba864fe8b2a57d3eff7-e457b5a2e4d86bd1-1-05e3ac9a4f6e3b90", "trace"),  # B3 single
    ("Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1", "trace"),  # X-Ray
    ("105445aa7843bc8bf206b12000100000/1;o=1", "trace"),  # Cloud Trace
    ("congo=t61rcWkgMzE,rojo=00f067aa0ba902b7", "tracestate"),
    ("6fa459ea-ee8a-11ec-a08b-0242ac120002", "uuid"),
    ("0192f1a4-7c3e-7d21-b8a9-4f6e2d1c0b9a", "uuid"),
    ("01ARZ3NDEKTSV4RRFFQ69G5FAV", "ulid"),
    ("0ujtsYcgvSTl8PAuAdqWYSMnLOv", "token"),  # KSUID
    ("N7QK2MZP4XVR6TBW3JYH5LDA", "token"),  # base32
    ("4bf92f3577b34da6a3ce929d0e0e4736", "hex"),
    ("internationalization", None),
    ("v2.13.0", None),
    ("eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiJ1LTQ0MTIiLCJpYXQiOjE3OTYxNDkzMjV9.q8Yt3Zr0bXw-Hn2LkPa9Vd_e5sUfMjCgTo1Ri7Ny4Kw", "token"),  # a JWT
    ("HjQDKwYvsPvCHkRKPpuTwVUAuNUssP4t", "token"),  # base62 with one digit by chance
    ("ThisIsAVeryLongCamelCaseName", None),
    ("AppleWebKitVersion5Release", None),
    # a short prefix, then a shorter random body: hex with letters and digits, or base62 mixing cases
    ("up_ImhPhFzPJTnZUp", "token"), ("rj_2LUExfxBOI05", "token"), ("lm-af03b772dc", "token"),
    ("msg_iQcVnTVwmUenVfzrRnqndr", "token"),
    ("wh-warehouse01", None), ("x-ReportGenerator", None), ("sku-12345678", None), ("id-deadbeef", None),
    ("ERC-2023-StG", None), ("team-Engineering", None),
])
def test_id_shapes(value: str, kind: str | None) -> None:
    assert id_shape(value) == kind


@pytest.mark.parametrize("value, unix", [
    # RFC 9562's test vectors: one moment, 2022-02-22 19:22:22 UTC, as UUID versions 1, 6 and 7
    ("C232AB00-9414-11EC-B3C8-9F6BDECED846", 1645557742.0),
    ("1EC9414C-232A-6B00-B3C8-9F6BDECED846", 1645557742.0),
    ("017F22E2-79B0-7CC3-98C4-DC0C0C07398F", 1645557742.0),
    ("01ARZ3NDEKTSV4RRFFQ69G5FAV", 1469922850.259),  # the ULID specification's example
    ("0ujtsYcgvSTl8PAuAdqWYSMnLOv", 1507608047),  # the KSUID README's example
])
def test_time_ordered_ids_say_when_they_were_made(value: str, unix: float) -> None:
    assert minted_at(value) == pytest.approx(unix, abs=1e-6)
    assert is_time_ordered_id(value)


def test_a_uuid1_is_read_as_pythons_uuid_module_reads_it() -> None:
    for _ in range(20):
        u = uuid.uuid1()
        assert minted_at(str(u)) == pytest.approx(u.time / 10_000_000 - 12_219_292_800, abs=1e-6)


def test_other_ids_carry_no_time() -> None:
    assert minted_at(str(uuid.uuid4())) is None and minted_at("4bf92f3577b34da6a3ce929d0e0e4736") is None
    assert minted_at("7ZZZZZZZZZZZZZZZZZZZZZZZZZ") is None  # no ULID: nothing random in it
    assert minted_at("7ARZ3NDEKTSV4RRFFQ69G5FAVX") is not None
    assert not is_time_ordered_id("7ARZ3NDEKTSV4RRFFQ69G5FAVX")  # a ULID of the year 10889


@pytest.mark.parametrize("label, time, ident", [
    ("Date", True, False), ("Received at", True, False), ("requestTime", True, False), ("Fecha", True, False),
    ("Notification received", False, False), ("Time in", False, False), ("Invoice date", False, False),
    ("X-B3-ParentSpanId", False, True), ("msg_id", False, True), ("Order ID", False, False),
    ("Booking ref", False, False), ("x-amz-client-request-id", False, True), ("Partner-Trace-Id", False, True),
    ("X-Acme-Request-Timestamp", True, False), ("Client ID", False, False), ("Account session", False, False),
    ("Ingested", True, False), ("retrieved_at", True, False), ("Prompt built", True, False),
    ("X-Shop-Event-Id", False, True), ("X-Shop-Webhook-Id", False, False), ("Created at", False, False),
    ("Время запроса", True, False), ("日時", True, False), ("Zeitstempel der Anfrage", True, False),
    ("ID de sesión", False, True), ("세션", False, True),
    # "current time" and "session" / "request id" as app templates write them in more languages;
    # a word that is neither (`доставки`, delivery) still keeps the label from naming the request.
    ("Поточний час", True, False), ("Hora actual", True, False), ("Aktuelle Uhrzeit", True, False),
    ("Dabartinis laikas", True, False), ("Thời gian hiện tại", True, False), ("השעה כעת", True, False),
    ("Užklausos ID", False, True), ("Сесія", False, True), ("Mã yêu cầu", False, True), ("Seanss", False, True),
    ("Час доставки", False, False), ("Pristatymo laikas", False, False), ("Termin der Anfrage", False, False),
    # the time of the request or query, and "now", in more languages; Arabic's `الطلب` is also "the
    # order" (`وقت الطلب` of a food order), so it names no request
    ("Ώρα αιτήματος", True, False), ("שעת הבקשה", True, False), ("अनुरोध समय", True, False),
    ("Waktu permintaan", True, False), ("Thời điểm truy vấn", True, False), ("Sorgu zamanı", True, False),
    ("Čas dotazu", True, False), ("조회 시각", True, False), ("현재 시각", True, False), ("Jetzt", True, False),
    ("เวลาปัจจุบัน", True, False), ("現在日時", True, False), ("وقت الطلب", False, False),
    # whose session, run or delivery an id is (a pasted delivery stays by what is asked about it)
    ("Console session", False, True), ("Draft job", False, True), ("Upload id", False, True),
    ("Snapshot", False, True), ("webhook-id", False, True), ("Booking job", False, False),
    # when this session, run or call began or was put together; an event of something else stays content
    ("Session opened", True, False), ("Run started", True, False), ("Context assembled", True, False),
    ("Call answered", True, False), ("Ticket opened", False, False), ("Started", False, False),
    ("Account opened", False, False),
    # a compound label headed by `timestamp` is the stamp of what it names, unless that is content
    ("webhook-timestamp", True, False), ("Relay-Timestamp", True, False), ("Invoice timestamp", False, False),
])
def test_label_senses(label: str, time: bool, ident: bool) -> None:
    s = sense(label)
    assert (s.time, s.ident) == (time, ident)


@pytest.mark.parametrize("label, unit", [
    ("Transcription job", True), ("Play session", True), ("Checkout session", True), ("Enrichment request", True),
    ("Lookup id", True), ("Upload ref", True), ("CSRF token", True),
    ("Booking request", False), ("Customer session", False), ("API token", False), ("Order lookup", False),
    ("Job", False), ("Session", False), ("Job title", False),
])
def test_a_label_headed_by_a_unit_of_work(label: str, unit: bool) -> None:
    """Whatever the words before it, a head noun naming one unit of work says the id under it is made
    for that unit, unless a word names content."""
    assert sense(label).unit == unit


@pytest.mark.parametrize("line", [
    "वर्तमान समय: 14/03/2026 20:35:04", "अनुरोध समय: 16-11-2026 21:50:21 IST",
    "เวลาปัจจุบัน: 4 ตุลาคม 2569 เวลา 19:52 น.", "현재 시각: 2026년 11월 19일 (목) 오전 5:48",
])
def test_a_label_with_vowel_signs_is_read_whole(line: str) -> None:
    """A label written with vowel signs (Devanagari, Thai) is one label, not cut at every sign: the
    app's current time under it moves like `Current time:`."""
    text = f"You help tenants with repairs.\n{line}\n\nWhen will the plumber come?"
    assert _moved(text) == [line]


@pytest.mark.parametrize("line", [
    "当前时间：2026年09月25日 00:33:05", "現在時刻：2027年1月21日 12:10:40", "現在日時：2026年3月7日 13:16",
    "セッションID：01KMRWMF0GMRD61ZGR8JF2VJB9", "リクエストID：01a5d45d-1b2e-70e9-be19-0d84f7b84c45",
])
def test_a_label_with_a_full_width_colon_moves_as_written(line: str) -> None:
    """`当前时间：` is read as `当前时间:`: the app's stamp moves, its full-width colon kept in the
    trailer, and normalizing the result again changes nothing."""
    text = f"你是客服助手，请用中文简短回答。\n{line}\n\n我的订单什么时候到？"
    result = normalize(text)
    assert [c.text for c in result.changes if c.kind == "volatile"] == [line]
    assert result.text.endswith("\n\n" + line) and line not in result.text[:-len(line)]
    assert normalize(result.text).text == result.text


def test_a_record_in_chinese_or_japanese_labels_is_read_as_fields() -> None:
    """`日付：2026/11/02` among a machine's counts (`総回転数：2,310`), with a question on the data under
    them, is one of the record's fields, as with ASCII colons: a label in these scripts needs no
    blank after its colon to be read as a field."""
    text = ("台のデータです: 台番号：118　機種：P海物語4\n日付：2026/11/02\n総回転数：2,310\n大当たり回数：9（確変 5）\n"
            "最終大当たり：20:41\n差玉：−1,480\n\nこのデータから、この台に異常があるかどうか分かりますか？")
    assert normalize(text).text == text


@pytest.mark.parametrize("label, time, ident", [
    ("请求时间", True, False), ("照会日時", True, False), ("今の時刻", True, False), ("当前服务器时间", True, False),
    ("セッションID", False, True), ("请求编号", False, True), ("会话ID", False, True), ("追踪号", False, True),
    ("订单时间", False, False), ("受付番号", False, False), ("注文番号", False, False), ("审核请求时间", False, False),
])
def test_chinese_and_japanese_labels_are_cut_into_words(label: str, time: bool, ident: bool) -> None:
    """A label written without blanks is cut into known words (`请求时间` -> request, time): it names
    a time or an id of the request only when every word is one of those words or their qualifiers
    (`订单时间`, order time, and `注文番号`, order number, do not)."""
    s = sense(label)
    assert (s.time, s.ident) == (time, ident)


@pytest.mark.parametrize("label, time", [
    ("Current time (Sendai)", True), ("現在時刻（仙台）", True), ("当前时间(北京)", True),
    ("取得時刻（UNIX秒）", True), ("Delivery time (Sendai)", False), ("Current time of the (Sendai) depot", False),
])
def test_a_bracket_closing_a_label_qualifies_it(label: str, time: bool) -> None:
    """`Current time (Sendai)` names the current time, wherever it is told; a bracket naming a unit
    (`(ms)`) is read with the label; a bracket does not make a time of what the label names
    (`Delivery time`)."""
    assert sense(label).time == time
    assert sense("Snapshot (ms)").time_tail and not sense("Snapshot (Sendai)").time_tail


def test_a_label_with_full_width_brackets_moves_as_written() -> None:
    line = "当前时间（北京）：2026年7月1日 03:07"
    result = normalize(f"你是客服助手，请用中文简短回答。\n{line}\n\n我的订单什么时候到？")
    assert [c.text for c in result.changes if c.kind == "volatile"] == [line]
    assert result.text.endswith("\n\n" + line)


@pytest.mark.parametrize("label, time, ident", [
    ("Date et heure actuelles", True, False), ("Data e ora attuali", True, False), ("Sistem saati", True, False),
    ("Tijd van aanvraag", True, False), ("Giờ hệ thống", True, False), ("השעה הנוכחית", True, False),
    ("Abfragezeitpunkt", True, False), ("Served at", True, False), ("Wallclock", True, False),
    ("अनुरोध का समय", True, False), ("İstek kimliği", False, True), ("Sitzungs-ID", False, True),
    ("ID запроса", False, True), ("अनुरोध आईडी", False, True), ("รหัสคำขอ", False, True), ("معرّف الطلب", False, True),
    ("Hop", False, True), ("sesion", False, True),
    # what the prompt is about stays content in these languages too
    ("Date et heure du rendez-vous", False, False), ("Tijd van levering", False, False), ("ID do cliente", False, False),
])
def test_more_words_of_the_time_now_and_of_requests(label: str, time: bool, ident: bool) -> None:
    """Plural and inflected forms (`actuelles`, `attuali`, `saati`, `Sitzungs-`), the Turkish dotted
    capital I, Arabic vowel marks and more words for "system", "request" and "id" read as the words
    they are."""
    s = sense(label)
    assert (s.time, s.ident) == (time, ident)


@pytest.mark.parametrize("label", [
    "ప్రస్తుత సమయం", "Учурдагы убакыт", "მიმდინარე დრო", "বর্তমান সময়", "सध्याची वेळ", "Hazırkı vaxt", "지금",
])
def test_the_time_now_in_more_scripts(label: str) -> None:
    """"Current time" and "now" in Telugu (its vowel signs kept in the word), Kyrgyz, Georgian,
    Bengali, Marathi, Azerbaijani and Korean name the time of the request."""
    assert sense(label).time


@pytest.mark.parametrize("line, moves", [
    ("x-received-ns: 1772862300668974943", True), ("Stamp: 20260304083259", True),
    ("Request time (UTC): 20270107054857Z", True),
    # the same digits under a label that names no time: a snowflake id's or a tracking number's
    ("tracking: 1772862300668974943", False), ("Tracking number: 20260304083259", False),
])
def test_digits_alone_are_a_time_where_the_label_says_so(line: str, moves: bool) -> None:
    """Nanoseconds since the epoch under a label whose last word is its unit (`-ns`), and a date and
    clock as fourteen bare digits under a label that names a time, are the app's stamps; the same
    digits under other labels are not read as times."""
    assert _moved_under_a_header(line) == ([line] if moves else [])


@pytest.mark.parametrize("line, moves", [
    ("Sitzung: zYaHmsd6WHoLBjFGLTBCp", True), ("Session: knMLBTDhn4gfeZyc", True),
    ("- **Session:** `NxbSWrDbTI0l2LP_iuFmj`", True),  # Markdown's code span around the value
    # a name written in CamelCase, a word, or a record's own short id under a bare `id`
    ("Session: DefaultSessionName", False), ("Session: customer-portal", False), ("id: evt_01HV6K3Q8Z", False),
])
def test_a_shorter_token_counts_under_a_label_that_names_whose_id_it_is(line: str, moves: bool) -> None:
    """Under a label that names an id of the request (`Sitzung`, `Session`), a token of 12
    characters or more with a digit and capitals side by side is one, though shorter or less mixed
    than what counts under any label."""
    assert _moved_under_a_header(line) == ([line] if moves else [])


@pytest.mark.parametrize("label, time, ident", [
    ("Marca de tiempo", True, False), ("Carimbo de data/hora", True, False), ("Znacznik czasu", True, False),
    ("Tijdstip", True, False), ("Stand", True, False), ("t0", True, False), ("tick.t0", True, False),
    ("x-amz-date", True, False), ("ce-time", True, False), ("ce-id", False, True), ("Heure de la demande", True, False),
    ("Tiempo de entrega", False, False), ("Marca del coche", False, False),
])
def test_words_of_stamps_in_more_languages(label: str, time: bool, ident: bool) -> None:
    """A stamp's own word in Spanish, Portuguese and Polish, German `Stand` (as of), a program's `t0`,
    CloudEvents' `ce-` headers; "delivery time" and "the car's make" stay content."""
    s = sense(label)
    assert (s.time, s.ident) == (time, ident)


@pytest.mark.parametrize("line, moves", [
    ("Letter date (today): 14 March 2026", True),
    ("Invoice date (today, filled in by the invoice tool): Thursday 9 April 2026", True),
    ("Controller time (read for this request): 2026-12-05T14:16:16.600506942", True),
    # a bracket of a place, or a date the prompt is about, even "today"
    ("Letter date (Leeds office): 14 March 2026", False), ("Due date (today): 14 March 2026", False),
])
def test_a_bracket_saying_the_value_was_put_there_now_makes_it_the_apps(line: str, moves: bool) -> None:
    """A label's bracket that says the value was filled in for this request (`(today)`, `(today,
    filled in by the invoice tool)`, `(read for this request)`) makes a time under it the app's,
    whatever the label names, unless the label names an event the prompt is about (`Due date`)."""
    text = f"Draft the reply to the customer in two short paragraphs.\n{line}\n\nCustomer: Can I still return the coat?"
    assert _moved(text) == ([line] if moves else [])


@pytest.mark.parametrize("line, moves", [
    ("Decode the time in this return id: 01KZAHG6Y5VZVHB9Q4H6ESP2K6", False),
    ("Return lookup id: 01KZAHG6Y5VZVHB9Q4H6ESP2K6", True),
    ("Server time (read for this request): 2027-06-07T20:09:30.663639191+03:00", True),
])
def test_a_sentence_that_points_at_its_value_is_no_label(line: str, moves: bool) -> None:
    """Four words or more before the colon, one of them "this" (not the app's "for this request"), make
    a sentence presenting the user's value, not a field's label."""
    assert _moved_under_a_header(line) == ([line] if moves else [])


@pytest.mark.parametrize("head, moved", [
    ("Grading session: 6LRCSXQSLDNQDMIV5RS56G5EIA\nOpened: 2026-10-09T19:40:45+02:00",
     ["Grading session: 6LRCSXQSLDNQDMIV5RS56G5EIA", "Opened: 2026-10-09T19:40:45+02:00"]),
    ("| Field | Value |\n|---|---|\n| Session | 6b537bfffe742b82ce82b024 |\n| Opened | 22/01/2027 15:55 WET |",
     ["| Session | 6b537bfffe742b82ce82b024 |", "| Opened | 22/01/2027 15:55 WET |"]),
    # a game's session number, and a ticket opened: events the prompt is about
    ("Session: 41\nStarted: 2026-11-21 20:00", []),
    ("Ticket: T-4471\nOpened: 2026-10-09 19:40", []),
])
def test_opened_under_a_sessions_id_is_when_the_session_began(head: str, moved: list[str]) -> None:
    """`Opened:` or `Started:` alone, right under the generated id of a session, a run or a call, is
    when that unit of the request began; under a number or a ticket it is an event of the content."""
    text = f"{head}\n\nYou help teachers grade essays. Be brief.\n\nTeacher: Is the rubric applied right?"
    assert _moved(text) == moved
