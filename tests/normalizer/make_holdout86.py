"""Build `prompt_normalizer/corpus/holdout86.jsonl`, an eighty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout86.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules (the
module docstring, rules 1-4) and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`,
`assemble`, `dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is
put on `sys.path`); of `make_holdout2.py` to `make_holdout80.py` only the module docstrings were read
(extracted with `ast.get_docstring` into a scratch file; that of `make_holdout80.py` in full, most
of those of `make_holdout76.py` and `make_holdout78.py`, the others through keyword searches for
neighbours of this domain and for clarifications of the rules, with the passages around the hits), to
keep clear of the sources and scenarios they used and to apply their clarifications; of `make_holdout24.py` its import block and its
last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a generator;
`pyproject.toml` was read for ruff's settings. (A listing of `tests/normalizer/` showed the names of
the generators, and a check of the output path showed that `holdout86.jsonl` did not exist yet.)
Nothing under `prompt_normalizer/`, no other test file, no corpus, nothing under docs/ or bench/ and no
history was read; the other generators from `make_holdout81.py` to `make_holdout88.py`, written at the
same time, were not read.
The cases were checked only through `build()` (rule 4's expected outputs as the machinery computes
them), never against the normalizer.

The domain is restaurants and food delivery platforms: table bookings and waitlists, kitchen display
tickets, menu and allergen updates, delivery orders and rider assignment, refunds and complaints,
supplier orders, and till and shift reports. The earlier docstrings name neighbours of it: point of
sale and restaurants with a cafe till, a kitchen display bridge, a self-order kiosk (INI), a voice
ordering line, an ordering-platform webhook and delivery dispatch boards (make_holdout7); a kitchen
display with nested YAML among voice assistants (make_holdout19); restaurants and bars with a
reservation widget, a walk-in waitlist by SMS, an expo clock over open tickets, an allergen bot behind
traceparent, a tip-pool statement, a menu translation job, a bar stock count and a POS end-of-day
summary (make_holdout26); catering kitchens and allergen matrices in care settings (make_holdout30);
dairy allergen changeovers and label compliance in food manufacturing (make_holdout42); hospital diet
order feeds, tray-line probes and a menu service call (make_holdout70); and ride-hailing rider support
(make_holdout7, make_holdout72). The scenarios here were written around them: no till clock, kiosk,
voice line, dispatch board, reservation widget, SMS waitlist, expo clock, traceparent allergen bot,
tip pool, menu translation, stock count or end-of-day summary appears as a program source; bookings are
seen from a private dining desk, a deposit desk, a covers forecast, a ramen queue and no-show fees;
kitchen display tickets from a ticket coach, refire notes, a stalled-ticket delivery and prep lists;
kitchen displays and waitlists reach the generated family only as pasted records. The sources are:

* table bookings and waitlists: a private dining desk's YAML front matter (`generated_at` with ms,
  ULID `request`) over a pasted booking whose first member is `created_at` with a UUIDv7 `id`; a deposit
  desk's header block (`X-Request-ID` UUIDv7, `Date`) over a forwarded deposit e-mail with its own
  `Date` and `Message-ID`; a covers forecast computed "at" a Python `str()` time with a parenthesised
  KSUID run; a ramen queue in Llama 3 (`Today Date` moves, `Cutting Knowledge Date` stays, the
  assistant header on a line of its own); a no-show fee decision in ChatML (`Current time:` before
  `<|im_end|>`; the booking's single-line JSON stays); a Korean booking under `현재 시각:` in 12-hour
  form; a Japanese booking ledger fetched for the request (`取得日時：`, ULID `照会ID：`);
* kitchen display tickets: a ticket coach's bracketed line with the made-up `kds.now=` in ms; refire
  notes in a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:`; a stalled-ticket event the app
  received (`X-Kitchenly-Delivery`, `-Timestamp`, `-Signature` move; the payload with `fired_at`
  stays); a prep list with a Semantic Kernel time sentence inside a system paragraph; a French brigade
  (`Horodatage de la requête :`, base58 `Session :`);
* menus and allergens: a menu change request under `X-Amzn-Trace-Id` with a parent; an allergen matrix
  diff under pretty JSON metadata (UUIDv7 `request_id`, `requested_at`; matrix `Updated` dates stay);
  a calorie question with a footer after `--` (JavaScript `toString()` `sent:`, nanoid `msg:`); an
  Italian "Oggi è ..." line; German LMIV labelling (`Abrufzeitpunkt:`, hex `Vorgangsnummer:`;
  `Mandant:` stays); a Chinese menu (`当前时间：`, KSUID `会话ID：`); documents retrieved for the request
  in a RAG block (`retrieved_at` attributes between stable ones; the matrix's update time stays);
* delivery orders and rider assignment: rider support under an HTML comment (`rid` ULID, `built`);
  a ReAct dispatch lookup (`lookup_id` xid and `fetched_at` in the observation's single-line JSON; the
  assignments with their `assigned_at` stay); a rider assignment event received for the request in
  nested YAML (the delivery's `id` and `received` move; the payload stays); a late-order complaint
  with a `(sent ...)` stamp at the end of the customer's line; a Spanish rider (`Fecha y hora actual:`,
  nanoid `ID de sesión:`); a Hindi order (`वर्तमान समय:`); an Indonesian order (`Waktu permintaan:`
  at the end, after the customer asks what time it is); an Arabic order (`الوقت الحالي:` in
  Arabic-Indic digits); a `Request-Id` UUIDv7 beside an order ULID the customer asks about;
* refunds and complaints: a refund desk behind `Authorization: Bearer` (JWT) and `X-Client-Time` in ms
  (`X-Api-Version` stays); a complaint desk's markdown table (UUIDv7 `Conversation`, `Opened`;
  `Channel` and `Site` stay) over a pasted receipt; a Brazilian order history "realizada em ... às
  ..."; a Turkish complaint (`Şu anki zaman:` right under the pasted order, TSID `Oturum:`); a
  complaints inbox polled "at" a Python logging time with a parenthesised nanoid poll (the guest's
  e-mail with its `Date` and `Message-ID` stays);
* supplier orders: XML attributes (`issued`, hex `rid`) between stable ones over a PO and delivery
  note; a leading comment line (`rid`, `t` in s) over an X12 855 acknowledgement; a Polish order fetched
  for the request (`Data i godzina pobrania:`, UUIDv7 `Identyfikator pobrania:`); a Greek delivery
  check (`Τρέχουσα ώρα:`); a Thai PO (`เวลาที่ขอข้อมูล:` in the Buddhist era);
* till and shift reports: `Report requested:` in .NET "o" form above a pasted Z read that opens with
  its own `Printed:`; a trailing `client_ts=` epoch; made-up `X-Shift-Pulse` (us) and `Ref-Req` (TSID)
  over a shift CSV (`Store-Group` stays); a Russian shift (`Сейчас:` with a month name); a Vietnamese
  shift (`Thời điểm yêu cầu:`); a Hebrew till report (`זמן הבקשה:`, ObjectId `מזהה שיחה:`);
* the generated family: one volatile field (14 labels and formats, among them the made-up `Pass-Clock`,
  `Hop` and `clk`, or on every other line-position case of a non-English body the local "now" label)
  at four of eight positions (head, system tail, after the user's message, footer after `--`, YAML
  front matter, an XML attribute between stable ones, a single-line JSON member between stable ones,
  `key=value` in a bracketed context line) of 14 bodies (six in English, eight in Spanish, German,
  Japanese, Korean, Dutch, Ukrainian, Chinese and European Portuguese) whose user message carries a
  pasted record with its own times and ids (waitlist JSON with prefixed ULIDs, a KDS bump log CSV, a
  supplier's allergen notice, a rider tracker's logfmt line, a refund webhook pasted to debug its
  signature, an invoice and goods received note, a booking, a delivery order, a KDS ticket, a closing
  report, an app order, a supplier confirmation, a delivery note and a rider's drop with a payment
  reference).

The negatives: 44 pasted records in twenty placements for English questions (after, before, typed
right under it, behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant
turn, indented, at the very start of the user's message, at the very end of the prompt, in ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool observation, in a user turn under
a system prompt, on both sides) and ten for questions in other languages: a booking JSON opening with
`created_at` and a UUIDv7, a waitlist SMS log, KDS ticket XML with `fired` and a bump, a menu CSV with
`updated`, a nested delivery order with a ULID `id`, `ts` epochs and a `request_id`, rider dispatch
logfmt with `ts` and `request_id`, a refund e-mail with `Date` and a ULID `Message-ID`, a supplier PO
in YAML with `created` and `stamp`, a Z report, shift handover notes in a markdown table, an order
webhook delivery pasted to debug a stale timestamp, `curl -i` output with `date`, `x-request-id` and a
rate-limit reset epoch, a feedback form export with start and submit times and a token, a Sentry event
opening with `"timestamp"`, Kafka output with KSUID keys, an OpenTelemetry span, a Slack export with
`ts`, an SQL result, a fridge temperature log, a rota CSV, a gift voucher with a hashed code, a payout
statement, a WhatsApp export, a tablet error dialog with its own `Request ID:` and `Time:` and an
allergen enquiry e-mail; in other languages a Spanish booking JSON with Spanish keys (`creada`, UUIDv7),
a German order opening with `Erstellt:`, a French bon de commande with `Horodatage fournisseur`, an
Italian receipt, a Portuguese order log, a Polish PO CSV, Japanese JSON with Japanese keys and a ULID,
a Korean closing report, a Chinese delivery record, an Arabic refund (Arabic-Indic digits), Russian XML
with Cyrillic attributes, a Turkish shift report, a Hindi booking, a Greek menu with `Ενημέρωση`, a
Swedish receipt, Vietnamese logfmt, an Indonesian PO table, a Hebrew order and a Thai shift summary
(Buddhist era). Thirteen look-alikes in program positions (a venue header with hygiene inspection date,
opening hours and knowledge cutoff; a Llama 3 header with only its cutoff; a ChatML prompt revision and
founding year; front matter with a menu version and effective date; a tenant uuid and time zone in XML
attributes; API version and CalVer build in single-line JSON; an unrendered `{{current_time}}` and
`{{session_id}}`; `KEY=value` hours; a loyalty profile table with customer id and member-since date; a
Gemma turn with a zone map version; a Phi-3 training module date; a Mistral law date; Discord guild
and channel ids); ten values the user asks about or types (an epoch, an order ULID, a UUIDv7 booking
id, a traceparent for support, the user's own clock, relative times, few-shot booking dates, an ISO
week, a JWT, a KSUID beside a ULID); two plain controls; and 28 generated hard negatives: the family's
bodies with one stable value (venue code, menu revision, allergen matrix version, API version,
knowledge cutoff, time zone, tenant uuid, kitchen close time, build, prompt revision, currency,
delivery radius, service charge, brand id) at two positions the body's positives do not use.

What it is: 197 prompts. 100 carry volatile fields (125 spans): 44 hand-written positives (69 spans; 24
with two or more fields) and 56 generated ones. 97 carry none. About two prompts in five are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic,
Devanagari, Thai, Greek). The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Booking, waitlist, ticket, order, delivery, rider, refund, complaint, voucher, PO, invoice, delivery
  note, Z read and shift references and their dates and times are content wherever they sit, also when
  the program fetched them for this request (a booking ledger, an order history, a dispatch lookup, a
  retrieved allergen matrix): times booked, added, fired, bumped, assigned, picked up, delivered,
  refunded, printed, opened and closed, a record's `created_at`, `updated_at`, `ts` and UUIDv7, ULID or
  KSUID `id`, a payload's `request_id` and an error dialog's own `Request ID` and `Time`. Only the
  program's stamp and the ids minted for the fetch, lookup, poll, run, conversation or request move.
* Near-misses are decided by position and purpose: the desk's `generated_at` in front matter moves while
  the pasted booking's `created_at` stays; `Report requested:` at the head moves while the pasted Z
  read's `Printed:` stays; the `Request-Id` moves while the order ULID the customer asks about stays; a
  kitchen or dispatch delivery the app received for this request moves its envelope (delivery id,
  timestamp, signature, received) and keeps its payload, while the same kind of delivery pasted to
  debug stays whole, headers included.
* A business's stable context stays even in header positions: venue, tenant, store group, `Mandant`,
  API version, menu and matrix versions, hygiene inspection date, opening hours, kitchen close,
  delivery radius and a loyalty member's customer id and member-since date.
* "Now" in any form moves, in every script and form used here (Korean 12-hour, full-width colons, the
  Buddhist era, Arabic-Indic digits, Russian and Greek month names, "Oggi è ...", a Semantic Kernel
  sentence, Go RFC3339Nano, .NET "o", JavaScript `toString()`), under labels nobody would guess
  (`kds.now`, `Pass-Clock`, `X-Shift-Pulse`, `clk`, `Hop`, `Ref-Req`); an unrendered
  `{{current_time}}` does not. A request time stays volatile when the customer asks what time it is
  (the model may read it from the trailer).
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Covers forecast computed at <time> (run <id>) for the requested service:" leaves "Covers forecast
  computed for the requested service:"; "realizada em <date> às <time> para" leaves "realizada para");
  a `(sent ...)` stamp at the end of the customer's line and a field alone before `<|im_end|>` are
  inline spans; XML attributes, `key=value` pairs and single-line JSON members (with the comma after
  them) sit between stable neighbours, and an HTML comment or `#` comment keeps its leading word;
  volatile members of pretty-printed JSON are never the last member of their object; header lines,
  YAML keys (nested ones without their indentation), markdown rows and footer lines are whole-line
  spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Decision:`, `Thought:`, `Expo message:`,
  `Tablet message:`) or a ChatML or Llama 3 reply header on a line of its own end positives; prompts in
  other languages end with the user's message or with the metadata after it; the Mistral `[INST]`
  positive has its trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only
  among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CET,
    JST,
    UTC,
    WET,
    Draft,
    Gen,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    js_tostring,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
)

SEED = 20260386
SRC = "holdout86:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout86.jsonl"

KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
BRT = timezone(timedelta(hours=-3), "BRT")
GST = timezone(timedelta(hours=4), "GST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
CST_MX = timezone(timedelta(hours=-6), "CST")
ISR = timezone(timedelta(hours=2), "IST")
EET = timezone(timedelta(hours=2), "EET")
CST_CN = timezone(timedelta(hours=8), "CST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
RU_MONTHS = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]
EL_MONTHS = [
    "Ιανουαρίου",
    "Φεβρουαρίου",
    "Μαρτίου",
    "Απριλίου",
    "Μαΐου",
    "Ιουνίου",
    "Ιουλίου",
    "Αυγούστου",
    "Σεπτεμβρίου",
    "Οκτωβρίου",
    "Νοεμβρίου",
    "Δεκεμβρίου",
]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
ES_MONTHS = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]


class Gen86(Gen):
    """`Gen` with the few extra identifiers and local forms this corpus uses."""

    def moment_uk(self) -> datetime:
        """A moment in UK time, summer time from April to October."""
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def tsid(self) -> str:
        return "".join(self.rng.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(13))

    def base58(self, n: int) -> str:
        return "".join(
            self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n)
        )

    def xid(self) -> str:
        return "".join(self.rng.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(20))


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ar_time(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(ARABIC_DIGITS)


def ru_time(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S} (МСК)"


def el_time(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def it_sentence(t: datetime) -> str:
    return f"Oggi è {IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}."


def es_time(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def th_time(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S} น."


def dmy_time(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


POS: list[Callable[[Gen86], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen86], Draft]) -> Callable[[Gen86], Draft]:
    POS.append(fn)
    return fn


def neg(text: str, source: str, tags: list[str]) -> None:
    NEG.append(Draft(text, SRC + "neg:" + source, ["hard_negative", *tags]))


# --- hand-written positives: table bookings and waitlists --------------------------------------------------------


@positive
def _private_dining_front_matter(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""---
desk: private-dining
{v("timestamp", "generated_at: " + rfc3339(t, 3))}
{v("request_id", "request: " + g.ulid(t))}
venue: osteria-lume-lisboa
---
You are the private dining coordinator for Osteria Lume. Quote room hire and minimum spend from the
house rules: the Sala Verde seats 18 with a EUR 900 minimum on Fridays and Saturdays.

Guest: Can you still hold this one? This is what your booking page sent me:

{{
  "created_at": "2026-02-27T21:14:09+00:00",
  "id": "0195a1c4-6e2b-7d3f-9a41-3c8e5f2b1d07",
  "room": "Sala Verde",
  "party_size": 16,
  "date": "2026-04-18",
  "arrival": "19:30",
  "status": "provisional"
}}
Assistant:""",
        SRC + "bookings:private-dining-front-matter",
        ["yaml_front_matter", "ulid", "near_miss_created_at", "pasted_json"],
    )


@positive
def _group_deposit_headers(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Booking widget context
{v("request_id", "X-Request-ID: " + g.uuid7(t))}
{v("date", "Date: " + http_date(t))}
Accept-Language: en-US

You are the reservations assistant for Harbor & Pine (Portland, ME). Deposits are USD 25 per guest
for parties of 8 or more, refundable up to 72 hours before the booking.

Guest: My colleague forwarded this. Can we still get the deposit back if we cancel tomorrow?

From: Harbor & Pine Reservations <book@harborpine.example>
Date: Thu, 5 Mar 2026 10:02:51 -0500
Message-ID: <c9f1e2a4.8817@mail.harborpine.example>
Subject: Deposit received - party of 10, Sat 14 Mar 2026, 7:00 PM

We have received your deposit of USD 250.00 (ref DEP-55810).
Answer:""",
        SRC + "bookings:group-deposit-headers",
        ["header_block", "uuid7", "http_date", "pasted_email", "near_miss_date_header"],
    )


@positive
def _covers_forecast_sentence(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the front-of-house planner for Brasserie Aurore. Suggest how many tables to hold back
for walk-ins.

Covers forecast computed {v("timestamp", "at " + py_str(t))} {v("run_id", "(run " + g.ksuid(t) + ")")} for the requested service:
booked 142 covers, predicted no-shows 9, predicted walk-ins 31, kitchen cap 190.

Bookings over 6 guests on the sheet: 19:00 (8), 19:45 (10), 20:30 (7).

Manager: Should we hold three tables of four or two?
Assistant:""",
        SRC + "bookings:covers-forecast",
        ["inline_phrase", "ksuid", "py_str", "run_id"],
    )


@positive
def _ramen_queue_llama3(g: Gen86) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {t:%b} {t.year}")}

You help the shift lead at Menya Kotori (Shibuya) manage the walk-in queue.<|eot_id|><|start_header_id|>user<|end_header_id|>

Queue export from the tablet:
pos  name       size  joined    quoted
1    Tanaka     2     18:02:11  10 min
2    Reyes      4     18:05:47  25 min
3    Kim        1     18:06:30  10 min
4    Okafor     3     18:11:02  20 min

Counter seats free up two at a time. Is the quote for Reyes realistic?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        SRC + "bookings:ramen-queue-llama3",
        ["llama3", "today_date", "cutoff_neighbour", "pasted_table"],
    )


@positive
def _no_show_chatml(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""<|im_start|>system
You decide whether a no-show fee may be charged under the booking terms of Trattoria Sole (grace 20
minutes, fee GBP 15 per guest, card held at booking).
{v("timestamp", "Current time: " + rfc3339(t))}<|im_end|>
<|im_start|>user
Booking from the system:
{{"booking": "TS-88412", "created": "2026-03-02T11:40:17Z", "slot": "2026-03-13T19:30:00Z", "party": 4, "arrived_at": "2026-03-13T19:54:38Z", "card_hold": "pm_1QxA7dLkT2"}}
Can we charge the fee?<|im_end|>
<|im_start|>assistant""",
        SRC + "bookings:no-show-chatml",
        ["chatml", "current_time", "pasted_json_single_line"],
    )


@positive
def _korean_booking(g: Gen86) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""{v("timestamp", "현재 시각: " + ko_time(t))}
당신은 한식당 '소반'의 예약 도우미입니다. 예약 규정: 8인 이상 단체는 코스 메뉴만 가능, 당일 취소 시 예약금 환불 불가.

손님: 아래 예약 확인 문자를 받았는데, 인원을 6명에서 9명으로 늘릴 수 있나요?

[소반] 예약 확정
예약번호: SB-260314-027
예약일시: 2026년 3월 21일 (토) 오후 6:30
인원: 6명
접수: 2026-03-09 14:22:05""",
        SRC + "bookings:korean-booking",
        ["korean", "head", "ko_12h", "pasted_sms"],
    )


@positive
def _japanese_ledger(g: Gen86) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたは割烹「しずく」の予約係アシスタントです。予約台帳の内容だけに基づいて答えてください。
{v("timestamp", "取得日時：" + ja_time(t))}
{v("request_id", "照会ID：" + g.ulid(t))}

予約台帳（抜粋）:
| 予約番号 | 日時 | 人数 | 席 | 登録日時 |
|---|---|---|---|---|
| K-2231 | 3/20 18:00 | 2 | カウンター | 2026-03-01 10:12:44 |
| K-2240 | 3/20 19:30 | 6 | 個室 | 2026-03-04 21:03:09 |

お客様：3月20日の19時半に個室を4名で取れますか？""",
        SRC + "bookings:japanese-ledger",
        ["japanese", "fullwidth_colon", "ulid", "system_tail", "pasted_table"],
    )


# --- kitchen display tickets ------------------------------------------------------------------------------------


@positive
def _ticket_coach_bracket(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""[line station=grill {v("epoch", "kds.now=" + str(epoch_ms(t)))} screen=2]
You coach the grill station at Fumo (Milan) on ticket times. Target: mains bumped within 14 minutes of
fire.

Open tickets:
#412  fired 20:31:05  2x tagliata, 1x salsiccia    status: cooking
#415  fired 20:33:40  1x costata 1kg               status: cooking
#409  fired 20:24:12  3x tagliata                  status: bumped 20:41:55

Chef: Which ticket is going to blow the target first?
Assistant:""",
        SRC + "kitchen:ticket-coach",
        ["bracketed_kv", "made_up_label", "epoch_ms", "pasted_tickets"],
    )


@positive
def _refire_mistral(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""[INST] You write refire notes for the kitchen display at Canteen Nord. Keep them under 20 words.
{v("timestamp", "Now: " + go_nano(t, g.small(1, 999)))}

Original ticket:
TICKET 0331  T12  fired 13:02:44  server: Jonas
1x schnitzel (no lemon)  1x kasespatzle  ALLERGY: nuts
bumped 13:17:09

Guest says the schnitzel came with lemon butter. Write the refire. [/INST]""",
        SRC + "kitchen:refire-mistral",
        ["mistral", "go_nano", "pasted_ticket"],
    )


@positive
def _kds_delivery_received(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""POST /hooks/kitchenly HTTP/1.1
Content-Type: application/json
{v("delivery_id", "X-Kitchenly-Delivery: " + g.uuid4())}
{v("epoch", "X-Kitchenly-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Kitchenly-Signature: v1=" + g.hex(64))}

{{"event": "ticket.stalled", "store": "dtla-04", "ticket": {{"id": "T-77120", "fired_at": "2026-03-14T19:12:03-07:00", "items": ["2x birria taco", "1x consomme"], "station": "plancha"}}}}

You turn stalled-ticket events into a short message for the expo screen. Say which station and how late.
Expo message:""",
        SRC + "kitchen:delivery-received",
        ["webhook_envelope", "delivery_id", "signature", "epoch_s", "payload_stays"],
    )


@positive
def _prep_list_sk(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are PrepPal for Smokehouse 9. You build prep lists from par levels and the reservation count. {v("date", "The current date and time is " + sk_now(t) + ".")} Round to whole hotel pans.

Par sheet (last edited 2026-02-11 by Chef Ray):
brisket      par 6 pans   on hand 2
slaw         par 4 pans   on hand 3
mac          par 5 pans   on hand 1

Cook: What do I prep for a 220-cover night?
Assistant:""",
        SRC + "kitchen:prep-list-sk",
        ["semantic_kernel", "inline_sentence", "par_sheet_dates_stay"],
    )


@positive
def _brigade_french(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Tu aides le chef de partie du Bistrot Marceau à relire les bons de l'écran cuisine.
{v("timestamp", "Horodatage de la requête : " + iso_space(t) + " " + (t.tzname() or ""))}
{v("session_id", "Session : " + g.base58(22))}

Bon copié depuis l'écran :
BON 118 - Table 7 - envoyé 20:14:33
2x magret (1 saignant, 1 à point)
1x sole meunière - SANS BEURRE (allergie lait)
relancé 20:29:51

Le bon a-t-il été relancé trop tôt ?""",
        SRC + "kitchen:brigade-french",
        ["french", "header_lines", "base58", "pasted_ticket"],
    )


# --- menus and allergens -----------------------------------------------------------------------------------------


@positive
def _menu_change_xray(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You review menu change requests for the Greenfork group before they reach the tills.

Change request MC-2291 (submitted 2026-03-10 16:48 by the head chef, effective 2026-03-23):
- remove: Caesar salad (anchovy dressing)
- add: Charred hispi cabbage, miso butter (contains: milk, soya)
- price: Fish & chips GBP 17.50 -> GBP 18.50

Reviewer: Does anything here need an allergen sign-off?
Assistant:""",
        SRC + "menus:menu-change-xray",
        ["x_ray", "head", "pasted_change_request"],
    )


@positive
def _allergen_matrix_json(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""{{
  "tenant": "greenfork-uk",
  {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
  {v("timestamp", '"requested_at": "' + rfc3339(t, 3) + '",')}
  "locale": "en-GB"
}}

You compare two versions of an allergen matrix and list only the changes, dish by dish.

Matrix v14 (Updated 2026-02-02): Pad thai - peanuts, egg, fish, soya; Green curry - fish, crustaceans
Matrix v15 (Updated 2026-03-09): Pad thai - peanuts, egg, fish, soya, sesame; Green curry - fish

User: What changed between the two?
Assistant:""",
        SRC + "menus:allergen-matrix-json",
        ["pretty_json_metadata", "uuid7", "matrix_dates_stay"],
    )


@positive
def _calorie_footer(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""Help me word the calorie line for our new specials board. The recipe card says:

Lamb kofta wrap - 1 portion 340 g - 812 kcal (costed 2026-03-04, recipe ID RC-0918)

UK rules want kcal per portion on the menu. What should the board say?

--
{v("timestamp", "sent: " + js_tostring(t, "Greenwich Mean Time" if t.tzname() == "GMT" else "British Summer Time"))}
{v("message_id", "msg: " + g.nanoid())}""",
        SRC + "menus:calorie-footer",
        ["footer", "js_tostring", "nanoid", "recipe_id_stays"],
    )


@positive
def _italian_menu(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Sei l'assistente del menù della Trattoria da Nives. Rispondi sugli allergeni solo dalla scheda.
{v("date", it_sentence(t))}

Scheda piatto aggiornata il 2026-03-01:
Tagliatelle al ragù - glutine, uova, sedano; preparate nella stessa cucina di piatti con frutta a guscio.

Cliente: Sono celiaca, posso ordinarle senza glutine?""",
        SRC + "menus:italian-menu",
        ["italian", "today_sentence"],
    )


@positive
def _german_allergens(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("timestamp", "Abrufzeitpunkt: " + dmy_time(t, "."))}
{v("request_id", "Vorgangsnummer: " + g.hex(24))}
Mandant: gasthaus-linde

Du beantwortest Fragen zur Allergenkennzeichnung nach LMIV für das Gasthaus Linde.

Gast: Auf der Karte vom 01.03.2026 steht beim Zwiebelrostbraten "A, C, G, L". Was heißt das genau?""",
        SRC + "menus:german-allergens",
        ["german", "header_lines", "hex_id", "stable_neighbour"],
    )


@positive
def _chinese_menu(g: Gen86) -> Draft:
    t = g.moment(CST_CN)
    return Draft(
        f"""你是“川味小馆”的菜单助手，根据菜单回答顾客关于辣度和过敏原的问题。
{v("timestamp", "当前时间：" + zh_time(t))}
{v("session_id", "会话ID：" + g.ksuid(t))}

菜单（2026年3月版，更新于2026-03-02 09:30）：
水煮鱼 辣度3 含：鱼、大豆
宫保鸡丁 辣度2 含：花生、大豆、小麦

顾客：我对花生过敏，宫保鸡丁可以去掉花生吗？""",
        SRC + "menus:chinese-menu",
        ["chinese", "fullwidth_colon", "ksuid"],
    )


# --- delivery orders and rider assignment ----------------------------------------------------------------------


@positive
def _rider_support_comment(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<!-- rider-support {v("request_id", "rid=" + g.ulid(t))} {v("timestamp", "built=" + rfc3339(t))} -->
You are the rider support assistant for Pedalpost, a food delivery platform. Riders are paid per drop
plus EUR 0.40 per km beyond 3 km; waiting time over 10 minutes at a restaurant is paid at EUR 0.15 a
minute.

Rider: Here's my drop from the app, I waited ages at the restaurant:
order PP-4471902  accepted 12:41:07  arrived at restaurant 12:49:30  picked up 13:08:02  delivered 13:21:45  distance 4.6 km
How much waiting time should I get?
Assistant:""",
        SRC + "delivery:rider-support-comment",
        ["html_comment", "ulid", "inline_kv", "pasted_drop"],
    )


@positive
def _dispatch_observation(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the dispatch assistant for Vélo Repas. Use the tool, then answer.

Question: Why was order VR-20817 reassigned?
Thought: I should look up the order's assignment history.
Action: dispatch.lookup[VR-20817]
Observation: {{"source": "dispatch-api", {v("request_id", '"lookup_id": "' + g.xid() + '",')} {v("timestamp", '"fetched_at": "' + rfc3339(t, 3) + '",')} "order": {{"id": "VR-20817", "assignments": [{{"rider": "R-1189", "assigned_at": "2026-03-14T12:02:40+01:00", "released_at": "2026-03-14T12:09:12+01:00", "reason": "rider_declined"}}, {{"rider": "R-0457", "assigned_at": "2026-03-14T12:09:15+01:00"}}]}}}}
Thought:""",
        SRC + "delivery:dispatch-observation",
        ["react", "tool_observation", "single_line_json", "xid", "assignment_times_stay"],
    )


@positive
def _assignment_yaml_delivery(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Event received for this request:
delivery:
  {v("delivery_id", "id: " + g.uuid4())}
  {v("timestamp", "received: " + rfc3339(t, 3))}
  source: dispatch-core
payload:
  order_id: FD-7730125
  rider_id: RD-22871
  assigned_at: "2026-03-14T18:44:09-04:00"
  pickup_eta: "2026-03-14T18:58:00-04:00"

You tell the restaurant tablet when the rider will arrive, in one sentence.
Tablet message:""",
        SRC + "delivery:assignment-yaml",
        ["nested_yaml", "delivery_envelope", "payload_stays"],
    )


@positive
def _late_order_sent_stamp(g: Gen86) -> Draft:
    t = g.moment_uk()
    stamp = f"(sent {t:%H:%M:%S})"
    return Draft(
        f"""You are the customer care assistant for Munchbox. Apologise once, explain what happened and offer the
compensation in the policy: a 20% voucher when an order is more than 30 minutes late.

Order MBX-993102 timeline:
placed 19:02:15, accepted by restaurant 19:03:40, rider assigned 19:21:08, picked up 19:44:31, delivered 20:07:58
Promised by: 19:40

Customer: it's now the second time this week my food arrives cold {v("timestamp", stamp)}
Assistant:""",
        SRC + "delivery:late-order-sent-stamp",
        ["sent_stamp", "inline_end_of_line", "timeline_stays"],
    )


@positive
def _spanish_rider(g: Gen86) -> Draft:
    t = g.moment(CST_MX)
    return Draft(
        f"""Eres el asistente de soporte para repartidores de Antojo Express en Guadalajara.

Repartidor: Me asignaron este pedido pero el restaurante dice que ya se lo llevó otro. ¿Qué hago?

Pedido AE-558201
Asignado: 14/03/2026 13:41:22
Restaurante: Tortas Ahogadas El Güero
Estado: listo para recoger desde 13:38

{v("timestamp", "Fecha y hora actual: " + es_time(t))}
{v("session_id", "ID de sesión: " + g.nanoid())}""",
        SRC + "delivery:spanish-rider",
        ["spanish", "after_user", "nanoid"],
    )


@positive
def _hindi_order(g: Gen86) -> Draft:
    t = g.moment(IST_IN)
    return Draft(
        f"""आप "थाली घर" फूड डिलीवरी ऐप के ग्राहक सहायक हैं। रिफंड नीति: 45 मिनट से अधिक देरी पर डिलीवरी शुल्क वापस।
{v("timestamp", "वर्तमान समय: " + dmy_time(t) + " IST")}

ग्राहक: मेरा ऑर्डर देर से आया। ऐप में यह दिख रहा है:
ऑर्डर TG-20260314-8812
ऑर्डर किया: 14/03/2026 20:05:12
डिलीवर हुआ: 14/03/2026 21:02:40
डिलीवरी शुल्क: ₹35
क्या मुझे शुल्क वापस मिलेगा?""",
        SRC + "delivery:hindi-order",
        ["hindi", "system_tail", "pasted_order"],
    )


@positive
def _indonesian_order(g: Gen86) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Kamu asisten layanan pelanggan aplikasi pesan-antar Warung Kilat.

Pelanggan: Pesanan saya belum sampai, ini detailnya:
No. pesanan: WK-1403-77215
Dipesan: 14-03-2026 12:15:03
Driver: Budi S. (ditugaskan 12:19:44)
Estimasi tiba: 12:55
Sudah jam berapa sekarang dan kenapa belum datang?

{v("timestamp", "Waktu permintaan: " + f"{t:%d-%m-%Y %H:%M:%S}" + " WIB")}""",
        SRC + "delivery:indonesian-order",
        ["indonesian", "tail", "user_asks_now"],
    )


@positive
def _arabic_order(g: Gen86) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""{v("timestamp", "الوقت الحالي: " + ar_time(t))}
أنت مساعد خدمة العملاء لتطبيق "سفرة" لتوصيل الطعام في دبي.

العميل: وصلني الطلب ناقصاً. هذه تفاصيل الطلب:
رقم الطلب: SF-٢٠٢٦٠٣١٤-٤٤١
وقت الطلب: ٢٠٢٦/٠٣/١٤ ١٩:٢٢:٠٥
الأصناف: ٢ شاورما دجاج، ١ فلافل، ١ حمص
المفقود: الحمص""",
        SRC + "delivery:arabic-order",
        ["arabic", "arabic_indic_digits", "head"],
    )


# --- refunds and complaints ------------------------------------------------------------------------------------


@positive
def _refund_bearer(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("session_token", "Authorization: Bearer " + g.jwt(t, "agent-0412"))}
{v("epoch", "X-Client-Time: " + str(epoch_ms(t)))}
X-Api-Version: 2025-11-01

You draft refund decisions for Dishdash support agents. Full refund if the order never arrived; 50%
if items were missing; none for taste complaints.

Ticket from the customer:
Order DD-40918812 placed 2026-03-13 20:11, marked delivered 20:49 by rider. "Never got it, the photo
shows someone else's door."
Decision:""",
        SRC + "refunds:refund-bearer",
        ["jwt", "epoch_ms", "api_version_neighbour", "head"],
    )


@positive
def _complaint_table(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""Complaint desk - Wagon Noodle Bars

| Field | Value |
|---|---|
| Channel | web form |
{v("session_id", "| Conversation | " + g.uuid7(t) + " |")}
{v("timestamp", "| Opened | " + rfc3339(t) + " |")}
| Site | Manchester Deansgate |

Customer: I found a piece of plastic in my katsu curry. Here's my receipt:
WAGON DEANSGATE  14/03/2026 13:27  TBL 22  CHK 4410
1 Chicken katsu curry   14.95
1 Yuzu lemonade          4.25
Total 19.20  VISA ****8821
Assistant:""",
        SRC + "refunds:complaint-table",
        ["markdown_table", "uuid7", "pasted_receipt"],
    )


@positive
def _brazil_refund(g: Gen86) -> Draft:
    t = g.moment(BRT)
    phrase = f"em {t:%d/%m/%Y} às {t:%H:%M:%S}"
    return Draft(
        f"""Você é o assistente de reembolsos do app Rango Já.
Consulta ao histórico do pedido realizada {v("timestamp", phrase)} para este atendimento:
Pedido RJ-7781204 | criado 13/03/2026 21:04:55 | entregue 13/03/2026 22:31:10 | valor R$ 68,90 | status: entregue

Cliente: Chegou tudo frio e com uma hora e meia de atraso. Quero meu dinheiro de volta.""",
        SRC + "refunds:brazil-refund",
        ["portuguese", "inline_phrase", "pasted_order"],
    )


@positive
def _turkish_complaint(g: Gen86) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Sen "Lezzet Kapında" uygulamasının şikâyet asistanısın. Kısa ve kibar yanıt ver.

Müşteri: Siparişimde yanlış ürün geldi.
Sipariş no: LK-3390215
Sipariş zamanı: 14.03.2026 19:48:02
Gelen: 1 Adana dürüm / Sipariş edilen: 1 Urfa dürüm
{v("timestamp", "Şu anki zaman: " + dmy_time(t, "."))}
{v("session_id", "Oturum: " + g.tsid())}""",
        SRC + "refunds:turkish-complaint",
        ["turkish", "after_user", "tsid"],
    )


@positive
def _inbox_poll_phrase(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""You triage guest complaints for the Copper Kettle group.
Complaints inbox polled {v("timestamp", "at " + py_logging(t))} {v("request_id", "(poll " + g.nanoid() + ")")} for this request. Newest message:

From: Aoife Brennan <aoife.b@mail.example>
Date: Fri, 13 Mar 2026 22:41:09 +0000
Message-ID: <CAF7x9Qp2@mail.example>
Subject: Birthday dinner ruined

We booked for 8pm, were seated at 8:50 and the cake we pre-ordered (ref CK-2207) never came out.

Classify it (service / food / booking / other) and draft a reply.
Assistant:""",
        SRC + "refunds:inbox-poll",
        ["inline_phrase", "py_logging", "nanoid", "pasted_email_stays"],
    )


# --- supplier orders -------------------------------------------------------------------------------------------


@positive
def _supplier_xml(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<request venue="bistro-quai-14" {v("timestamp", 'issued="' + rfc3339(t) + '"')} {v("request_id", 'rid="' + g.hex(16) + '"')} locale="fr-FR">
You check supplier deliveries against purchase orders for Bistro du Quai.
</request>

Commande fournisseur:
PO-2026-0311 to Maraîchers du Val, ordered 2026-03-11 16:20, delivery window 2026-03-13 06:00-08:00
- Poireaux 10 kg
- Échalotes 5 kg
- Cerfeuil 12 bottes

Delivery note DN-88412 (received 2026-03-13 07:42): poireaux 10 kg, échalotes 3 kg, cerfeuil 12 bottes

User: What do I claim back?
Assistant:""",
        SRC + "suppliers:supplier-xml",
        ["xml_attributes", "hex_id", "stable_neighbours", "pasted_po"],
    )


@positive
def _edi_comment(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""# supplier-desk {v("request_id", "rid=" + g.b62(20))} {v("epoch", "t=" + str(epoch_s(t)))}
You explain EDI messages from food distributors to kitchen managers in plain English.

This came in from our distributor overnight:
ISA*00*          *00*          *ZZ*SYSCOHOU       *ZZ*BAYOUGRILL     *260313*0412*U*00401*000007731*0*P*>~
GS*PR*SYSCOHOU*BAYOUGRILL*20260313*0412*7731*X*004010~
ST*855*0001~
BAK*00*AC*PO44871*20260312~
PO1*1*4*CS*38.50**VN*7712045~
ACK*IB*2*CS*20260314~
ACK*IR*2*CS~

Manager: What does this mean for my Saturday order?
Assistant:""",
        SRC + "suppliers:edi-comment",
        ["leading_comment", "inline_kv", "epoch_s", "pasted_edi"],
    )


@positive
def _polish_supplier(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Jesteś asystentem zakupów restauracji Pierogarnia Babci Zosi.
{v("timestamp", "Data i godzina pobrania: " + dmy_time(t, "."))}
{v("request_id", "Identyfikator pobrania: " + g.uuid7(t))}

Zamówienie u dostawcy (z systemu):
Nr ZAM/2026/03/118, złożone 10.03.2026 09:14:27, dostawa 12.03.2026
mąka pszenna typ 450 - 50 kg
twaróg półtłusty - 20 kg
cebula - 15 kg

Użytkownik: Czy zdążymy z dostawą na sobotni catering?""",
        SRC + "suppliers:polish-supplier",
        ["polish", "header_lines", "uuid7", "fetched_for_request"],
    )


@positive
def _greek_supplier(g: Gen86) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Είσαι ο βοηθός προμηθειών της ταβέρνας «Το Αλάτι».

Χρήστης: Ο προμηθευτής έστειλε αυτό. Λείπει κάτι;
Παραγγελία ΠΡ-0412 (14/03/2026 08:05)
- Χταπόδι 6 kg
- Φέτα ΠΟΠ 4 kg
Δελτίο αποστολής 7713 (14/03/2026 10:41): Χταπόδι 6 kg

{v("timestamp", "Τρέχουσα ώρα: " + el_time(t))}""",
        SRC + "suppliers:greek-supplier",
        ["greek", "tail"],
    )


# --- till and shift reports ------------------------------------------------------------------------------------


@positive
def _shift_report_requested(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""{v("timestamp", "Report requested: " + dotnet_o(t, g.small(0, 10)))}
Site: Lantern Tap, Leeds

You summarise shift reports for the area manager: sales vs target, voids, cash variance, one line each.

Z READ #0412
Printed: 14/03/2026 23:58:41
Gross sales   GBP 6,412.80   target GBP 6,000
Voids         11 (GBP 142.50)
Cash expected GBP 1,204.10   counted GBP 1,186.10
Assistant:""",
        SRC + "till:shift-report-requested",
        ["dotnet_o", "near_miss_printed", "head", "pasted_z_read"],
    )


@positive
def _cash_up_trailing_epoch(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""You help bar managers at the Crown & Anchor reconcile their cash-up.

Cash-up sheet 13/03:
Float start 200.00 | Cash sales 1,486.20 | Paid outs 35.00 (ice, 18:20) | Counted 1,640.50

Manager: Why am I 10.70 short?
{v("epoch", "client_ts=" + str(epoch_s(t)))}
Assistant:""",
        SRC + "till:cash-up-trailing-epoch",
        ["trailing_kv", "epoch_s", "after_user"],
    )


@positive
def _labour_pulse(g: Gen86) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""{v("epoch", "X-Shift-Pulse: " + str(epoch_us(t)))}
{v("request_id", "Ref-Req: " + g.tsid())}
Store-Group: sunbelt-tacos

You compare labour cost with sales for shift leads. Target labour is 24% of net sales.

Shift export:
shift,open,close,net_sales,labour_hours,avg_wage
AM,2026-03-13 06:00,2026-03-13 14:00,3120.40,38.5,17.25
PM,2026-03-13 14:00,2026-03-13 22:30,5410.75,49.0,17.25

Lead: Which shift went over target?
Assistant:""",
        SRC + "till:labour-pulse",
        ["made_up_label", "epoch_us", "tsid", "pasted_csv"],
    )


@positive
def _russian_shift(g: Gen86) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник управляющего кафе «Пельменная №1». Отвечай кратко.
{v("timestamp", "Сейчас: " + ru_time(t))}

Управляющий: Вот отчёт кассы за смену, почему выручка меньше вчерашней?
Смена 412, открыта 13.03.2026 09:00:12, закрыта 13.03.2026 22:04:37
Выручка: 84 310 ₽ (вчера 97 150 ₽)
Возвраты: 3 на 2 140 ₽
Чеков: 311""",
        SRC + "till:russian-shift",
        ["russian", "system_tail", "month_names"],
    )


@positive
def _vietnamese_shift(g: Gen86) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý quản lý ca của quán Phở Hà Nội 36.

Quản lý: Báo cáo ca tối qua đây, tiền mặt bị lệch, kiểm tra giúp tôi.
Ca tối 13/03/2026, mở 16:00:05, đóng 22:31:48
Doanh thu tiền mặt: 6.420.000 đ
Tiền đếm được: 6.370.000 đ

{v("timestamp", "Thời điểm yêu cầu: " + dmy_time(t) + " (GMT+7)")}""",
        SRC + "till:vietnamese-shift",
        ["vietnamese", "tail"],
    )


@positive
def _hebrew_shift(g: Gen86) -> Draft:
    t = g.moment(ISR)
    return Draft(
        f"""{v("timestamp", "זמן הבקשה: " + dmy_time(t, "."))}
{v("session_id", "מזהה שיחה: " + g.objectid(t))}
אתה העוזר של מנהלת המשמרת במסעדת "שולחן". ענה בעברית.

מנהלת: זה דוח הקופה של אתמול, כמה טיפים נכנסו באשראי?
דוח קופה 13.03.2026 23:41:05
מכירות באשראי: 18,420 ₪
טיפים באשראי: 2,105 ₪""",
        SRC + "till:hebrew-shift",
        ["hebrew", "head", "objectid"],
    )


@positive
def _thai_supplier_board(g: Gen86) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยสั่งวัตถุดิบของร้าน "ครัวบ้านสวน"
{v("timestamp", "เวลาที่ขอข้อมูล: " + th_time(t))}

รายการสั่งซื้อ (จากระบบ):
PO-2569-0314 สั่งเมื่อ 12 มี.ค. 2569 09:10 น. ส่งของ 14 มี.ค. 2569
- กุ้งแม่น้ำ 8 กก.
- ใบกะเพรา 3 กก.

ผู้ใช้: ถ้าจะเพิ่มกุ้งอีก 4 กก. ยังทันไหม""",
        SRC + "suppliers:thai-po",
        ["thai", "buddhist_era", "system_tail"],
    )


@positive
def _order_id_asked_beside_request_id(g: Gen86) -> Draft:
    t = g.moment_uk()
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.uuid7(t))}
You are the help assistant of Bowlful, a food delivery app. Order numbers are ULIDs.

Customer: My order number is 01JPA4Z7Q3N8V2C6X9B5M1K0TR. Can you tell from it when I placed the order? The app
says I ordered at 19:40 but I'm sure it was before 19:00.
Assistant:""",
        SRC + "delivery:order-id-asked",
        ["request_id_beside_asked_id", "uuid7", "ulid_asked_stays"],
    )


@positive
def _rag_retrieved_at(g: Gen86) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Answer the guest from the documents only. If the documents disagree, trust the newer matrix.

<documents>
<document source="allergen-db" {v("timestamp", 'retrieved_at="' + rfc3339(t) + '"')} matrix="v15">
Risotto ai funghi: milk, celery. Updated 2026-03-09 11:02:45 (change CH-0412).
</document>
<document source="menu-pdf" {v("timestamp", 'retrieved_at="' + rfc3339(t) + '"')} edition="spring-2026">
Risotto ai funghi - porcini, parmesan, white wine (allergens: milk, celery, sulphites)
</document>
</documents>

Guest: Does the risotto contain sulphites?
Answer:""",
        SRC + "menus:rag-retrieved-at",
        ["rag", "xml_attributes", "stable_neighbours", "document_dates_stay"],
    )


# --- generated family: one program field at one position of a body that carries pasted records ------------------

BODIES: list[dict[str, Any]] = [
    {
        "key": "waitlist-en",
        "lang": "en",
        "system": "You are Seatly, the host-stand assistant for Copperleaf Kitchen. Quote waits from the waitlist only.",
        "user": """Host: Party of 5 just walked in. The list right now:
{"waitlist": [{"id": "wl_01JP3X7K2M9Q4R8T6V0W5Y1Z3A", "name": "Ortiz", "size": 4, "added": "2026-03-14T19:02:37-05:00", "quoted_min": 25}, {"id": "wl_01JP3XB0C6D2E7F9G1H4J8K5M0", "name": "Lee", "size": 2, "added": "2026-03-14T19:06:12-05:00", "quoted_min": 15}]}
What do I quote them?""",
        "cue": "Assistant:",
    },
    {
        "key": "kds-bump-log-en",
        "lang": "en",
        "system": "You analyse kitchen display bump logs for Saltline Fish Bar and point out slow stations.",
        "user": """Chef: last night's bump log, which station dragged?
ticket,station,fired,bumped
5521,fry,2026-03-13 19:41:02,2026-03-13 19:49:40
5522,grill,2026-03-13 19:41:30,2026-03-13 20:03:15
5523,fry,2026-03-13 19:44:18,2026-03-13 19:51:07""",
        "cue": "Assistant:",
    },
    {
        "key": "allergen-update-en",
        "lang": "en",
        "system": "You check menu allergen updates for Olive & Ash before they are published to the ordering app.",
        "user": """Manager: The supplier changed the pesto. Their notice:
Product: Basil pesto 1 kg (SKU 40817)
Change effective: 2026-03-20
Now contains: cashew nuts (previously pine nuts only)
Notice ID: SN-2026-0088, issued 2026-03-12 09:15
Which of our dishes need the allergen flag updated?""",
        "cue": "Answer:",
    },
    {
        "key": "rider-reassign-en",
        "lang": "en",
        "system": "You help the ops desk of Forkful Delivery decide whether to reassign riders.",
        "user": """Ops: Rider looks stuck. From the tracker:
order=FF-6620194 rider=RD-3302 assigned=2026-03-14T20:11:09Z last_ping=2026-03-14T20:24:51Z lat=51.5203 lon=-0.0871 status=heading_to_restaurant
Reassign or wait?""",
        "cue": "Assistant:",
    },
    {
        "key": "refund-webhook-debug-en",
        "lang": "en",
        "system": "You are the integration support assistant for Tably POS partners.",
        "user": """Developer: Our endpoint rejects this refund webhook with 401. Here is what we logged:
X-Tably-Event-Id: evt_2uXb9kQ7LmN3pR5sT8vW1yZ4aC6
X-Tably-Timestamp: 1773507642
X-Tably-Signature: t=1773507642,v1=5f8a2c1e9b7d3a4f6e0c8b2a1d9f7e3c5b4a6d8e0f2c1b3a5d7e9f0a2c4b6d8e
{"type": "refund.created", "refund": {"id": "rf_88412", "order": "TB-55102", "amount": 1250, "created_at": "2026-03-14T12:20:41Z"}}
We sign with the secret from the dashboard. Why would it fail?""",
        "cue": "Assistant:",
    },
    {
        "key": "supplier-invoice-en",
        "lang": "en",
        "system": "You reconcile supplier invoices for Marrow Dining Ltd against goods received.",
        "user": """Bookkeeper: Does this invoice match what we received?
INVOICE INV-118274  Date: 12/03/2026  Supplier: Northfield Meats
Line 1  Beef short rib 12 kg @ 14.20  170.40
Line 2  Pork belly 8 kg @ 9.80         78.40
GRN-2026-0412 received 13/03/2026 06:48: short rib 10 kg, pork belly 8 kg""",
        "cue": "Answer:",
    },
    {
        "key": "reserva-es",
        "lang": "es",
        "now_label": "Hora actual",
        "now": lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
        "system": "Eres el asistente de reservas de la Taberna El Sarmiento (Madrid).",
        "user": """Cliente: Tengo esta reserva y quiero cambiarla a las 22:00:
Reserva TS-30418 · creada 09/03/2026 17:22:48
Fecha: sábado 21/03/2026, 21:00 · 6 personas · terraza
Localizador: 7QX4-KP2M
¿Es posible?""",
        "cue": None,
    },
    {
        "key": "lieferung-de",
        "lang": "de",
        "now_label": "Aktuelle Uhrzeit",
        "now": lambda t: f"{t:%d.%m.%Y, %H:%M:%S} Uhr",
        "system": "Du bist der Kundenservice-Assistent von Schnellteller, einem Lieferdienst in Köln.",
        "user": """Kunde: Meine Bestellung ist nach einer Stunde immer noch nicht da.
Bestellung ST-2026-118840
Bestellt: 14.03.2026 18:47:05
Fahrer zugewiesen: 18:59:31
Voraussichtliche Lieferung: 19:25
Was ist da los?""",
        "cue": None,
    },
    {
        "key": "kds-ja",
        "lang": "ja",
        "now_label": "現在時刻",
        "now": lambda t: ja_time(t),
        "system": "あなたは居酒屋「灯」の厨房アシスタントです。キッチンディスプレイの伝票について答えます。",
        "user": """店長：この伝票、提供が遅れた理由を教えて。
伝票 #0721 テーブル12
注文 2026-03-14 19:20:11 / 調理開始 19:21:40 / 提供 19:58:02
唐揚げ×2、だし巻き×1、焼きおにぎり×2""",
        "cue": None,
    },
    {
        "key": "jeongsan-ko",
        "lang": "ko",
        "now_label": "현재 시각",
        "now": lambda t: ko_time(t),
        "system": "당신은 분식집 '김밥나라 역삼점'의 마감 정산 도우미입니다.",
        "user": """점장: 어제 마감 정산표야. 현금이 왜 안 맞지?
마감일시 2026-03-13 22:05:41
카드 매출 1,284,000원 / 현금 매출 312,000원
시재 시작 100,000원 / 실제 현금 405,500원""",
        "cue": None,
    },
    {
        "key": "klacht-nl",
        "lang": "nl",
        "now_label": "Huidige tijd",
        "now": lambda t: f"{t:%d-%m-%Y %H:%M:%S}",
        "system": "Je bent de klachtenassistent van Frituur De Gouden Friet. Bied bij een terechte klacht een tegoed aan.",
        "user": """Klant: Mijn bestelling was onvolledig. Dit staat in de app:
Bestelnummer GF-771204 · geplaatst 14-03-2026 18:12:55 · bezorgd 18:51:20
2x friet groot, 1x frikandel speciaal, 1x bitterballen (8 st.) -- bitterballen ontbraken""",
        "cue": None,
    },
    {
        "key": "postachalnyk-uk",
        "lang": "uk",
        "now_label": "Поточний час",
        "now": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
        "system": "Ти помічник із закупівель ресторану «Борщ і Пампух» у Львові.",
        "user": """Менеджер: Постачальник надіслав підтвердження. Чи все збігається з замовленням?
Замовлення ЗМ-0314 від 12.03.2026 10:41:07: буряк 30 кг, часник 5 кг, сало 8 кг
Підтвердження постачальника 13.03.2026 08:02:19: буряк 30 кг, часник 3 кг, сало 8 кг""",
        "cue": None,
    },
    {
        "key": "caigou-zh",
        "lang": "zh",
        "now_label": "当前时间",
        "now": lambda t: zh_time(t),
        "system": "你是火锅店“蜀香阁”的采购助手，负责核对供应商送货。",
        "user": """店长：今天早上的送货单，和订单对得上吗？
订单 CG-20260313-07，下单 2026-03-13 16:20:05：毛肚 10 公斤、鸭血 20 盒、牛油底料 30 袋
送货单 SH-77120，签收 2026-03-14 07:48:31：毛肚 10 公斤、鸭血 15 盒、牛油底料 30 袋""",
        "cue": None,
    },
    {
        "key": "entrega-pt",
        "lang": "pt",
        "now_label": "Hora atual",
        "now": lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
        "system": "És o assistente de apoio a estafetas da plataforma Tacho Rápido (Porto).",
        "user": """Estafeta: Fiquei 25 minutos à espera no restaurante. Isto conta como tempo de espera pago?
Entrega E-449120 · aceite 12:31:07 · cheguei ao restaurante 12:38:40 · recolha 13:03:52 · entregue 13:17:20
ref_pagamento=PG-2026-11-0412""",
        "cue": None,
    },
]

BODY_TZ = {
    "en": UTC,
    "es": CET,
    "de": CET,
    "ja": JST,
    "ko": KST,
    "nl": CET,
    "uk": EET,
    "zh": CST_CN,
    "pt": WET,
}

POSITIONS = [
    "head",
    "system_tail",
    "after_user",
    "footer",
    "front_matter",
    "xml_attr",
    "json_member",
    "kv_line",
]


def _fields(g: Gen86, t: datetime, k: int) -> tuple[str, str, str, str]:
    """(line label, key, value, cue) of the k-th volatile field format."""
    table: list[tuple[str, str, Callable[[], str], str]] = [
        ("Request time", "request_time", lambda: rfc3339(t, 3), "timestamp"),
        ("Session", "session", lambda: g.uuid7(t), "session_id"),
        ("traceparent", "traceparent", lambda: g.traceparent(), "trace_id"),
        ("Now", "now", lambda: py_iso(t), "timestamp"),
        ("Request-Id", "request_id", lambda: g.ulid(t), "request_id"),
        ("Pass-Clock", "pass_clock", lambda: str(epoch_ms(t)), "epoch"),
        ("Snapshot taken", "snapshot_at", lambda: js_iso(t), "timestamp"),
        ("Nonce", "nonce", lambda: g.b64url(16), "nonce"),
        ("Hop", "hop", lambda: g.ksuid(t), "request_id"),
        ("Clock", "clk", lambda: str(epoch_s(t)), "epoch"),
        ("Delivery", "delivery_id", lambda: g.uuid4(), "delivery_id"),
        ("Conversation", "conversation_id", lambda: g.objectid(t), "session_id"),
        ("Served", "served", lambda: http_date(t), "timestamp"),
        ("Asked at", "asked_at", lambda: rfc2822(t), "timestamp"),
    ]
    label, key, make, cue = table[k % len(table)]
    return label, key, make(), cue


STABLE = [
    ("Venue", "venue_code", "LIS-07"),
    ("Menu revision", "menu_rev", "2026.03-b"),
    ("Allergen matrix", "allergen_matrix", "v15"),
    ("API version", "api_version", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Time zone", "tz", "Europe/Lisbon"),
    ("Tenant", "tenant", "6f1c2a9e-3b7d-4e58-9a0c-1d2e3f4a5b6c"),
    ("Kitchen close", "kitchen_close", "22:30"),
    ("Build", "build", "2026.02.3"),
    ("Prompt revision", "prompt_rev", "2026-01-19"),
    ("Currency", "currency", "EUR"),
    ("Delivery radius km", "radius_km", "4.5"),
    ("Service charge", "service_charge", "12.5%"),
    ("Brand", "brand_id", "brand_0041"),
]


def _compose(
    body: dict[str, Any], position: str, line: str, key: str, value: str, mark: Callable[[str], str]
) -> str:
    """A body with one field (`mark` wraps the span: `v(cue, ...)` for positives, identity for negatives)."""
    system, user, cue = body["system"], body["user"], body["cue"]
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{mark(line)}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark(line)}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{mark(line)}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(line)}{tail}"
    if position == "front_matter":
        return f"---\napp: tablebridge\n{mark(key + ': ' + value)}\nlocale: {body['lang']}\n---\n{system}\n\n{user}{tail}"
    if position == "xml_attr":
        attr = f'{key}="{value}"'
        return f'<context app="tablebridge" {mark(attr)} locale="{body["lang"]}"/>\n{system}\n\n{user}{tail}'
    if position == "json_member":
        member = f'"{key}": "{value}",'
        return (
            f'{{"app": "tablebridge", {mark(member)} "locale": "{body["lang"]}"}}\n{system}\n\n{user}{tail}'
        )
    assert position == "kv_line"
    pair = f"{key}={value.replace(' ', '_')}"
    return f"[ctx app=tablebridge {mark(pair)} locale={body['lang']}]\n{system}\n\n{user}{tail}"


def generated_positives(g: Gen86) -> list[Draft]:
    out: list[Draft] = []
    n = 0
    for b, body in enumerate(BODIES):
        for j in range(4):
            position = POSITIONS[(b + 2 * j) % len(POSITIONS)]
            t = g.moment(BODY_TZ[body["lang"]])
            label, key, value, cue = _fields(g, t, n)
            if position == "kv_line" and " " in value:
                label, key, value, cue = "Clock", "clk", str(epoch_s(t)), "epoch"
            local = (
                body["lang"] != "en"
                and position in ("head", "system_tail", "after_user", "footer")
                and n % 2 == 0
            )
            if local:
                label, value, cue = body["now_label"], body["now"](t), "timestamp"
            line = f"{label}: {value}"
            text = _compose(body, position, line, key, value, lambda s, c=cue: v(c, s))
            tags = ["generated", position, body["lang"], "local_now_label" if local else key]
            out.append(Draft(text, f"{SRC}gen:pos:{body['key']}:{position}", tags))
            n += 1
    return out


def generated_negatives() -> list[Draft]:
    out: list[Draft] = []
    n = 0
    for b, body in enumerate(BODIES):
        for j in range(2):
            position = POSITIONS[(b + 2 * j + 1) % len(POSITIONS)]
            label, key, value = STABLE[n % len(STABLE)]
            text = _compose(body, position, f"{label}: {value}", key, value, lambda s: s)
            out.append(
                Draft(
                    text,
                    f"{SRC}neg:gen:{body['key']}:{position}",
                    ["hard_negative", "generated", position, body["lang"], key],
                )
            )
            n += 1
    return out


# --- hand-written negatives: pasted records -------------------------------------------------------------------

# (source, tags, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "booking-json-created-at",
        ["booking", "pretty_json", "created_at_first", "uuid7"],
        """{
  "created_at": "2026-03-11T08:41:27.512Z",
  "id": "0195e3b2-4c1a-7f08-b6d2-9e4a1c7f3b58",
  "guest": {"name": "M. Haddad", "phone": "+44 7700 900412"},
  "party_size": 7,
  "slot": "2026-03-21T19:15:00Z",
  "updated_at": "2026-03-12T17:03:55.004Z",
  "status": "confirmed"
}""",
        "Was this booking changed after it was made, and when?",
        "Here is the export from our booking system",
    ),
    (
        "waitlist-sms-log",
        ["waitlist", "sms_log", "timestamps"],
        """2026-03-14 19:02:11 +0000  OUT  +447700900118  "Hi Priya, you're #3 on the Dough & Co list, about 20 min."
2026-03-14 19:24:40 +0000  OUT  +447700900118  "Your table is ready! Please come to the host stand within 10 min."
2026-03-14 19:37:02 +0000  IN   +447700900118  "on my way sorry!!"
2026-03-14 19:37:05 +0000  SYS  entry wl_7Kd2 removed (timeout 10 min)""",
        "The guest says we gave her table away unfairly. Did we follow our 10-minute rule?",
        "Below is what the system returned",
    ),
    (
        "kds-ticket-xml",
        ["kds", "xml", "timestamps"],
        """<ticket id="T-40912" table="14" server="Ana" fired="2026-03-13T20:05:44+01:00" station="pasta">
  <item qty="2" mod="no parmesan">Cacio e pepe</item>
  <item qty="1">Carbonara</item>
  <bump at="2026-03-13T20:22:09+01:00" by="expo"/>
</ticket>""",
        "How long did this ticket sit at the pass?",
        "My colleague sent this",
    ),
    (
        "menu-update-csv",
        ["menu", "csv", "updated_column"],
        """sku,item,price_gbp,allergens,updated,updated_by
M-101,Margherita,11.50,"gluten,milk",2026-03-02 10:14:09,kf
M-117,Nduja & honey,14.00,"gluten,milk",2026-03-09 16:40:52,kf
M-122,Vegan funghi,13.50,"gluten,soya",2026-03-09 16:41:30,jb""",
        "Which items changed most recently and are any of them safe for a milk allergy?",
        "Menu export",
    ),
    (
        "delivery-order-nested-json",
        ["delivery", "nested_json", "ulid", "epoch"],
        """{
  "order": {
    "id": "01JPA4Z7Q3N8V2C6X9B5M1K0TR",
    "ts": 1773514830,
    "restaurant": {"id": "rst_5521", "name": "Bao Brothers"},
    "items": [{"sku": "B-02", "qty": 3}, {"sku": "S-11", "qty": 1}],
    "rider": {"id": "rd_88120", "assigned_ts": 1773515102}
  },
  "request_id": "req_9c41e07ab2d3"
}""",
        "How long after the order was placed did a rider get assigned?",
        "Here's the raw order from the platform API",
    ),
    (
        "rider-logfmt",
        ["rider", "logfmt", "request_id"],
        """ts=2026-03-14T18:02:11.408Z level=info msg="offer sent" order=GB-771203 rider=rd_4410 request_id=7f3a9c2e1b
ts=2026-03-14T18:02:41.409Z level=info msg="offer expired" order=GB-771203 rider=rd_4410 request_id=7f3a9c2e1b
ts=2026-03-14T18:02:42.015Z level=info msg="offer sent" order=GB-771203 rider=rd_0915 request_id=0b82d4f6aa
ts=2026-03-14T18:02:49.221Z level=info msg="offer accepted" order=GB-771203 rider=rd_0915 request_id=0b82d4f6aa""",
        "Why did the first rider never get this order?",
        "These are the dispatcher logs",
    ),
    (
        "refund-email",
        ["refund", "email_headers", "message_id"],
        """From: Crumb & Co Support <help@crumbco.example>
To: j.okoro@mail.example
Date: Wed, 11 Mar 2026 14:22:08 +0000
Message-ID: <01JP1Q8R7ZK2M4V6X8B0C3D5F7@crumbco.example>
Subject: Your refund for order CC-20261-4471

Hi Jide, we've refunded GBP 12.40 to your card ending 5521. It can take 5-10 working days.""",
        "It's been 9 working days and nothing. Is it late yet, and what do I write back?",
        "They sent me this",
    ),
    (
        "supplier-po-yaml",
        ["supplier", "yaml", "dates"],
        """purchase_order:
  ref: PO-HG-2026-0318
  created: 2026-03-12T15:02:44+00:00
  supplier: Fenland Greens
  deliver_on: 2026-03-16
  lines:
    - {item: rocket, qty: 6, unit: kg}
    - {item: watercress, qty: 4, unit: kg}
  approved_by: head-chef
  stamp: 7b1f0c9e""",
        "Will this arrive in time for the Monday lunch menu launch?",
        "The PO from our purchasing tool",
    ),
    (
        "till-z-report",
        ["till", "z_report", "timestamps"],
        """*** Z REPORT ***
Terminal 02   Z#: 0881
Opened: 13/03/2026 07:58:02
Closed: 13/03/2026 23:14:47
Gross        4,812.60
Refunds        -64.00
Net          4,748.60
Cash           902.10
Card         3,846.50
Report ID: ZR-02-0881-9F3C""",
        "Summarise this for the owner in two lines.",
        "Here is last night's till report",
    ),
    (
        "shift-handover-markdown",
        ["shift", "markdown_table", "times"],
        """| Time | Who | Note |
|---|---|---|
| 16:02 | Sam | Walk-in fridge at 6 C, called engineer (ref ENG-5512) |
| 18:45 | Aleks | 86 sea bass, 4 portions left of lamb |
| 22:10 | Sam | Engineer visit booked 2026-03-15 08:00 |""",
        "What does the morning team need to know first?",
        "Shift handover notes",
    ),
    (
        "webhook-delivery-debug",
        ["webhook", "delivery_pasted", "signature"],
        """POST /webhooks/orders HTTP/1.1
Host: pos.bayleaf.example
Content-Type: application/json
X-Grubnet-Delivery: 3c1e7a90-52d4-4b8e-a6f1-0d9c2e7b4a15
X-Grubnet-Timestamp: 1773499518
X-Grubnet-Signature: sha256=a91f3c07e2b54d6890f1e2d3c4b5a69788f0e1d2c3b4a5968778695a4b3c2d1e

{"event": "order.cancelled", "order_id": "GN-90412", "cancelled_at": "2026-03-14T13:25:11Z"}""",
        "Our POS keeps rejecting this with 'stale timestamp'. The server clock says 13:31. Why?",
        "This is the exact request our endpoint received",
    ),
    (
        "curl-i-menu-api",
        ["http_exchange", "curl", "request_id"],
        """$ curl -i https://api.menuhub.example/v2/menus/88/items/412
HTTP/2 409
date: Sat, 14 Mar 2026 10:02:55 GMT
content-type: application/json
x-request-id: 01JP9WQ4R6T8Y0A2C4E6G8J0KM
x-ratelimit-reset: 1773482640

{"error": "version_conflict", "current_version": 17, "your_version": 16}""",
        "What does this error mean and how do I fix my update call?",
        "I get this when I try to change a price",
    ),
    (
        "complaint-form-export",
        ["complaint", "form_export", "token"],
        """Form: Guest feedback
Submission ID: 8812-44a1
Started: 2026-03-13 21:40:02
Submitted: 2026-03-13 21:46:37
Token: Zm9ybS04ODEyLTQ0YTEtc2VjcmV0
Visit date: 2026-03-13
Rating: 2/5
Comment: Waited 50 minutes for mains and nobody came to explain.""",
        "Draft a reply to this guest offering a free dessert next time.",
        "A guest filled in our form",
    ),
    (
        "sentry-event-rider-app",
        ["sentry", "json", "timestamp_first"],
        """{"timestamp": "2026-03-14T17:48:02.331Z", "event_id": "9f3c1a7e5b2d4c8e9a0b1c2d3e4f5a6b", "level": "error", "message": "AssignmentError: rider rd_2203 already on shift elsewhere", "tags": {"release": "rider-app@5.12.0", "city": "leeds"}}""",
        "Is this a bug in our app or a data problem?",
        "Sentry gave me this",
    ),
    (
        "kafka-ksuid-events",
        ["kafka", "ksuid", "events"],
        """2uXc1Fq8NmP4rS6tV9wY2zA5bD7  order.accepted   FD-7731044  2026-03-14T19:10:02Z
2uXc1Lw3QpR7tU0vX2yZ5aB8cE1  rider.assigned   FD-7731044  2026-03-14T19:11:48Z
2uXc2Bh6ScT9vW1xY4zA7bC0dF3  order.picked_up  FD-7731044  2026-03-14T19:31:15Z""",
        "Which step took the longest for this order?",
        "Consumer output from the orders topic",
    ),
    (
        "otel-span-checkout",
        ["otel", "span", "trace_id"],
        """Span: POST /checkout
  trace_id: 4bf92f3577b34da6a3ce929d0e0e4736
  span_id: 00f067aa0ba902b7
  start: 2026-03-14T12:01:09.118Z
  end:   2026-03-14T12:01:13.904Z
  status: ERROR (payment_gateway_timeout)
  attributes: restaurant.id=rst_0412, basket.items=6""",
        "Where did the 4.8 seconds go?",
        "Our tracing shows this",
    ),
    (
        "slack-export-kitchen",
        ["slack", "ts", "export"],
        """[{"user": "U04KTCH01", "ts": "1773432101.002900", "text": "walk-in alarm again"},
 {"user": "U04MGR777", "ts": "1773432188.003100", "text": "moving dairy to the bar fridge"},
 {"user": "U04KTCH01", "ts": "1773433920.004400", "text": "engineer says compressor, back tomorrow 8am"}]""",
        "Write this up as an incident note for the food safety file.",
        "Exported from our kitchen channel",
    ),
    (
        "sql-result-refunds",
        ["sql", "refunds", "table"],
        """ order_id   | refunded_at          | amount | reason
------------+----------------------+--------+-----------------
 DD-4401921 | 2026-03-12 20:14:03  |  18.40 | missing_item
 DD-4401958 | 2026-03-12 20:31:47  |  32.10 | never_arrived
 DD-4402033 | 2026-03-12 21:02:10  |   6.50 | missing_item""",
        "Is there a pattern here I should raise with the restaurant?",
        "Query result",
    ),
    (
        "hygiene-temp-log",
        ["haccp", "log", "times"],
        """14/03 06:10  Walk-in 1   3.2C  ok      init: KM
14/03 11:45  Walk-in 1   7.9C  ALARM   init: KM  action: door left open, closed
14/03 12:15  Walk-in 1   4.4C  ok      init: KM""",
        "Does this need a corrective action entry?",
        "Fridge log from this morning",
    ),
    (
        "rota-csv",
        ["rota", "csv", "dates"],
        """staff,role,date,start,end
Aleks,chef de partie,2026-03-16,14:00,23:00
Sam,sous,2026-03-16,09:00,17:30
Noor,KP,2026-03-16,17:00,23:30""",
        "Who closes the kitchen on Monday?",
        "Next week's rota",
    ),
    (
        "gift-voucher-json",
        ["voucher", "single_line_json", "base64_id"],
        """{"voucher": "GV-7712-QK", "issued": "2026-01-02T10:11:12Z", "expires": "2026-07-02", "balance": 35.0, "code_hash": "q1Zx9L2mN4pR6tV8xZ0bD2fH4jL6nP8r"}""",
        "Can the guest still use this in April?",
        "The voucher lookup said",
    ),
    (
        "delivery-payout-statement",
        ["payout", "statement", "dates"],
        """Payout statement - Noodle Nook - week 2026-03-02 to 2026-03-08
Orders 412 | Gross GBP 9,804.20 | Commission 30% -2,941.26 | Refunds -118.40 | Net 6,744.54
Paid 2026-03-11, reference PAY-5510-7Q""",
        "Is 30% commission normal and what else should I check?",
        "The platform sent our weekly statement",
    ),
    (
        "wa-chat-supplier",
        ["whatsapp", "chat_export", "times"],
        """[13/03/2026, 05:42:10] Fenland Greens: Van delayed, flood on A141
[13/03/2026, 05:42:31] Fenland Greens: ETA 9:30 instead of 7
[13/03/2026, 06:01:55] Chef Dan: ok but need rocket for 11:30 prep""",
        "Should I call the backup supplier?",
        "Chat with our veg supplier",
    ),
    (
        "app-error-dialog",
        ["error_dialog", "request_id", "time"],
        """Something went wrong
We couldn't accept this order. Please try again.
Request ID: 5b0e8c21-7d4f-4a96-b1e3-c2f9a8d7e6b5
Time: 2026-03-14 12:31:09 UTC
Code: ORD_ACCEPT_TIMEOUT""",
        "What should I tell the platform's support team?",
        "The tablet showed this",
    ),
    (
        "allergen-enquiry-email",
        ["allergen", "email", "dates"],
        """Sent: Thursday, 12 March 2026 16:04
From: Eleni Papadaki
Subject: Sesame allergy - booking 21 March

Hello, my son (9) has a severe sesame allergy. We have a table on 21 March at 13:00 (ref LB-2231).
Can the kitchen guarantee a sesame-free lunch?""",
        "Help me reply honestly. We use tahini in three dishes and share fryers.",
        "A guest wrote in",
    ),
    # other languages
    (
        "reserva-json-es",
        ["spanish", "json", "spanish_keys", "uuid7"],
        """{
  "creada": "2026-03-10T12:44:03+01:00",
  "id": "0195d7a0-8e13-7c55-a2b9-4f1d6e8c0a73",
  "comensales": 8,
  "fecha": "2026-03-28T14:30:00+01:00",
  "estado": "pendiente de señal"
}""",
        "¿Cuándo se hizo esta reserva y qué falta para confirmarla?",
        "Esto es lo que devolvió el sistema",
    ),
    (
        "bestellung-de",
        ["german", "record", "erstellt"],
        """Erstellt: 13.03.2026 17:02:44
Bestell-Nr.: LF-2026-33108
Kunde: Petra W.
Geliefert: 13.03.2026 18:41:09
Reklamation: Pizza kalt, Getränk fehlt""",
        "Wie lange hat die Lieferung gedauert und was bieten wir als Entschädigung an?",
        "Mein Kollege hat mir das geschickt",
    ),
    (
        "bon-commande-fr",
        ["french", "supplier", "order"],
        """BON DE COMMANDE N° BC-0314-22
Date : 14/03/2026 07:12:40
Fournisseur : Poissonnerie Ducasse
Bar de ligne 4 kg - Saint-Jacques 3 kg
Livraison souhaitée : 14/03/2026 avant 10:00
Horodatage fournisseur : 2026-03-14T07:15:02+01:00""",
        "Le fournisseur a-t-il confirmé à temps pour le service du midi ?",
        "Voici la commande",
    ),
    (
        "scontrino-it",
        ["italian", "receipt", "times"],
        """RISTORANTE DA GINO - DOCUMENTO COMMERCIALE
14-03-2026 21:48
Coperto x4           10,00
Pizza margherita x2  18,00
Tagliata             22,00
TOTALE EURO          50,00
DOC. N. 0412-0088  RT 99MEX012345""",
        "Il cliente dice che la tagliata non è mai arrivata: quanto rimborso?",
        "Scontrino della serata",
    ),
    (
        "pedido-pt",
        ["portuguese", "delivery", "log"],
        """2026-03-14 20:01:12 pedido P-88104 criado (app)
2026-03-14 20:03:40 restaurante aceitou
2026-03-14 20:19:55 estafeta atribuído: est_2231
2026-03-14 20:58:07 entregue""",
        "O cliente reclama do atraso. Quanto tempo demorou cada fase?",
        "Registo do pedido",
    ),
    (
        "zamowienie-pl",
        ["polish", "supplier", "csv"],
        """nr;data_zamowienia;dostawca;pozycja;ilosc;dostawa
ZAM/118;2026-03-10 09:14:27;Mleczarnia Mazury;śmietana 30%;12 l;2026-03-12
ZAM/119;2026-03-11 16:02:03;Piekarnia Kłos;bułki;80 szt.;2026-03-12""",
        "Które dostawy przychodzą w czwartek?",
        "Eksport z systemu zamówień",
    ),
    (
        "order-ja-json",
        ["japanese", "json", "japanese_keys", "ulid"],
        """{"注文ID": "01JPB2M8K4Q6R0T2V4X6Z8A0CE", "作成日時": "2026-03-14T12:05:33+09:00", "店舗": "渋谷店", "配達員": "R-2231", "配達完了": "2026-03-14T12:49:10+09:00"}""",
        "配達に何分かかりましたか？",
        "システムから返ってきた内容です",
    ),
    (
        "jeongsan-ko",
        ["korean", "till", "report"],
        """[마감 정산] 2026-03-13 (금)
영업 시작 10:58:02 / 마감 22:07:45
총매출 1,596,000원
카드 1,284,000원 / 현금 312,000원
영수증 번호 0001~0187""",
        "현금 매출이 지난주 금요일보다 적은 이유가 뭘까요?",
        "정산 내역입니다",
    ),
    (
        "waimai-zh",
        ["chinese", "delivery", "record"],
        """订单号：WM20260314188201
下单时间：2026-03-14 11:52:07
骑手接单：2026-03-14 11:55:40
送达时间：2026-03-14 12:41:18
备注：少放辣""",
        "骑手接单后用了多久送达？",
        "这是外卖平台的订单记录",
    ),
    (
        "talab-ar",
        ["arabic", "refund", "arabic_indic_digits"],
        """رقم الطلب: ٧٧٢١٠٤
تاريخ الطلب: ٢٠٢٦/٠٣/١٤ ٢٠:١٥:٠٩
المبلغ: ٨٤ درهم
حالة الاسترداد: قيد المراجعة منذ ٢٠٢٦/٠٣/١٤ ٢١:٠٢:٤٧""",
        "متى سأحصل على المبلغ المسترد؟",
        "هذه تفاصيل طلبي",
    ),
    (
        "zakaz-ru",
        ["russian", "supplier", "xml"],
        """<заказ номер="З-0412" создан="2026-03-12T09:40:15+03:00">
  <позиция товар="говядина" кол="15 кг"/>
  <позиция товар="сметана" кол="10 л"/>
  <доставка дата="2026-03-14" окно="07:00-09:00"/>
</заказ>""",
        "Успеет ли поставка к субботнему банкету в 12:00?",
        "Вот заказ поставщику",
    ),
    (
        "vardiya-tr",
        ["turkish", "shift", "report"],
        """Vardiya raporu - Kebapçı Halil
Açılış: 13.03.2026 10:00:14
Kapanış: 13.03.2026 23:31:50
Nakit: 8.420 TL  Kart: 21.300 TL
Kasa farkı: -150 TL""",
        "Kasa farkını nasıl açıklamalıyım?",
        "Dünkü vardiya raporu",
    ),
    (
        "booking-hi",
        ["hindi", "booking", "record"],
        """बुकिंग आईडी: DB-2026-0412
बुकिंग बनाई गई: 12/03/2026 18:22:41
तारीख: 15/03/2026, शाम 8:00
मेहमान: 12
अग्रिम राशि: ₹2,000 (भुगतान हो चुका)""",
        "क्या मेहमानों की संख्या 15 करने पर अग्रिम राशि बढ़ेगी?",
        "यह बुकिंग की जानकारी है",
    ),
    (
        "menu-el",
        ["greek", "menu", "updated"],
        """Κατάλογος - Ενημέρωση: 10/03/2026 12:40
Μουσακάς - αλλεργιογόνα: γάλα, σιτάρι, αυγά
Σουβλάκι χοιρινό - αλλεργιογόνα: -
Χωριάτικη - αλλεργιογόνα: γάλα""",
        "Ποια πιάτα είναι κατάλληλα για αλλεργία στο γάλα;",
        "Ο κατάλογος από το σύστημα",
    ),
    (
        "kvitto-sv",
        ["swedish", "receipt", "ids"],
        """Kvitto 2026-03-14 13:22:05
Kassa 2 · Kvittonr 40118 · Org.nr 556677-8899
Dagens lunch x2   250,00
Kaffe x2           50,00
Summa SEK         300,00
Kontrollenhet: CTRL-9F2A-11B4""",
        "Kan jag få tillbaka momsen för det här som representation?",
        "Här är kvittot",
    ),
    (
        "donhang-vi",
        ["vietnamese", "delivery", "logfmt"],
        """time=2026-03-14T18:20:05+07:00 don=DH-882104 trang_thai=da_dat
time=2026-03-14T18:24:31+07:00 don=DH-882104 trang_thai=tai_xe_nhan tai_xe=TX-0915
time=2026-03-14T19:15:02+07:00 don=DH-882104 trang_thai=da_giao""",
        "Đơn này giao mất bao lâu kể từ khi tài xế nhận?",
        "Nhật ký đơn hàng",
    ),
    (
        "pesanan-id",
        ["indonesian", "supplier", "table"],
        """| No. PO | Tanggal | Pemasok | Barang | Status |
|---|---|---|---|---|
| PO-0312 | 12-03-2026 08:10 | CV Sayur Segar | cabai 10 kg | diterima 13-03-2026 06:55 |
| PO-0313 | 12-03-2026 08:12 | UD Ayam Jaya | ayam 25 kg | belum |""",
        "Pesanan mana yang belum datang?",
        "Daftar PO minggu ini",
    ),
    (
        "hazmana-he",
        ["hebrew", "supplier", "record"],
        """הזמנה מס' 5521
נוצרה: 12.03.2026 08:44:19
ספק: מאפיית השדה
פריטים: 60 פיתות, 20 לחמניות
אספקה: 13.03.2026 06:00""",
        "האם ההזמנה הגיעה בזמן לפתיחה ב-07:00?",
        "זו ההזמנה מהמערכת",
    ),
    (
        "thai-shift",
        ["thai", "shift", "buddhist_era"],
        """สรุปกะ 13 มี.ค. 2569
เปิดกะ 10:00:04 น. ปิดกะ 22:15:40 น.
ยอดขายเงินสด 18,420 บาท
ยอดขายโอน 25,310 บาท""",
        "ยอดรวมทั้งวันเท่าไหร่",
        "สรุปยอดเมื่อวาน",
    ),
]

OTHER_LANG_PLACEMENTS = [
    "after",
    "lead_in",
    "before",
    "start_of_message",
    "end_of_prompt",
    "chatml",
    "earlier_user_turn",
    "fence",
    "quoted",
    "both_sides_plain",
]
EN_PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "start_of_message",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool_observation",
    "system_user",
    "both_sides",
]
SYSTEM_DESK = (
    "You are Mise, the operations assistant for a group of restaurants and delivery kitchens. Be concise."
)


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n{block}\nAssistant: Got it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"User: Pull up the record we talked about.\nAssistant: {intro}:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"{SYSTEM_DESK}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM_DESK}\n\nUser: {ask} {intro}:\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_DESK}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_DESK}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_DESK}<|end|>\n<|user|>\n{intro}:\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {intro}:\n\n{block}\n\n{ask} [/INST]"
    if placement == "rag":
        return (
            f'{SYSTEM_DESK} Answer from the documents.\n\n<documents>\n<document source="ops-drive">\n{block}\n'
            f"</document>\n</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I should read the record the user attached.\n"
            f"Action: attachments.read[0]\nObservation: {block}\nThought:"
        )
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there that looks wrong?"
    assert placement == "both_sides_plain"
    return f"{ask}\n\n{block}\n\n{intro}."


def _negatives_pasted() -> None:
    en = other = 0
    for source, tags, block, ask, intro in BLOCKS:
        if ask.isascii():
            placement = EN_PLACEMENTS[en % len(EN_PLACEMENTS)]
            en += 1
        else:
            placement = OTHER_LANG_PLACEMENTS[other % len(OTHER_LANG_PLACEMENTS)]
            other += 1
        text = _place(placement, block, ask, intro)
        neg(text, "pasted:" + source, ["pasted", placement, *tags])


# --- hand-written negatives: look-alikes in program positions, values the user asks about, controls --------------


def _negatives_lookalikes() -> None:
    neg(
        """Restaurant: Osteria Lume, Rua das Flores 41, Lisboa
Hygiene rating: 5 (inspected 2025-11-04)
Opening hours: 12:00-15:00, 19:00-23:00
Knowledge cutoff: 2024-06

You answer guests' questions about the restaurant. Do not take bookings; send guests to the booking page.

Guest: Do you have a children's menu?
Assistant:""",
        "lookalike:venue-header",
        ["lookalike", "header_block", "inspection_date", "cutoff"],
    )
    neg(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You suggest wine pairings from the list of Casa Bruma. Keep it to two suggestions.<|eot_id|><|start_header_id|>user<|end_header_id|>

What goes with the octopus rice?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
    )
    neg(
        """<|im_start|>system
You are the guest assistant of Hawker Hall (founded 1998).
Prompt revision: 2026-02-14
House rules: last kitchen orders 21:45; card only after 22:00.<|im_end|>
<|im_start|>user
Can I still order food at 22:10?<|im_end|>
<|im_start|>assistant""",
        "lookalike:chatml-revision",
        ["lookalike", "chatml", "prompt_revision", "hours"],
    )
    neg(
        """---
menu_version: 2026-spring
allergen_matrix: v15
effective: 2026-03-23
brand: greenfork
---
You answer allergen questions from the current menu only.

User: Is the hispi cabbage vegan?
Assistant:""",
        "lookalike:front-matter-menu",
        ["lookalike", "yaml_front_matter", "effective_date"],
    )
    neg(
        """<context brand="wagon" tenant="5d2e8c1a-7f34-4b90-a6e2-c1b9f0d3e7a4" tz="Europe/London" currency="GBP"/>
You help customers with questions about the Wagon loyalty card.

Customer: How many stamps do I need for a free bowl?
Assistant:""",
        "lookalike:xml-tenant",
        ["lookalike", "xml_attributes", "tenant_uuid"],
    )
    neg(
        """{"api_version": "2025-09-01", "build": "2026.03.1", "region": "eu-west-1", "brand": "dishdash"}
You explain delivery fees to customers: EUR 1.99 under 3 km, EUR 2.99 up to 6 km, free over EUR 25.

Customer: Why did I pay 2.99 for a 2 km order?
Assistant:""",
        "lookalike:json-api-version",
        ["lookalike", "single_line_json", "api_version", "calver"],
    )
    neg(
        """Current time: {{current_time}}
Session: {{session_id}}

You are the takeaway ordering assistant for Lucky Dragon. Confirm the order back in full.

Customer: 2 crispy duck pancakes and a large egg fried rice please.
Assistant:""",
        "lookalike:unrendered-template",
        ["lookalike", "template_placeholders"],
    )
    neg(
        """KITCHEN_CLOSE=22:30
DELIVERY_CUTOFF=21:45
TZ=Europe/Madrid
MAX_PARTY=12

Eres el asistente de pedidos de Casa Lola. Responde en español.

Cliente: ¿Puedo pedir a domicilio a las 22:00?""",
        "lookalike:env-lines",
        ["lookalike", "key_value", "spanish", "hours"],
    )
    neg(
        """| Customer | Value |
|---|---|
| Name | R. Okonkwo |
| Customer ID | cus_Q8fK2mL9xT4vB1 |
| Member since | 2021-06-02 |
| Tier | Gold |

You are the loyalty assistant for Pizzeria Vesuvio.

Customer: When do my points expire?
Assistant:""",
        "lookalike:profile-table",
        ["lookalike", "markdown_table", "customer_id", "member_since"],
    )
    neg(
        """<start_of_turn>user
Delivery zones (version 2026-02, last reviewed 2026-02-20): A up to 3 km, B up to 6 km.
Is 5 Rua do Ouro inside zone A for the Baixa kitchen?<end_of_turn>
<start_of_turn>model
""",
        "lookalike:gemma-zones",
        ["lookalike", "gemma", "review_date"],
    )
    neg(
        """<|system|>
You are the kitchen training assistant. The allergen training module was last updated on 2025-12-01; staff
must redo it every 12 months.<|end|>
<|user|>
I did the module on 2025-03-10. Am I overdue?<|end|>
<|assistant|>
""",
        "lookalike:phi3-training-date",
        ["lookalike", "phi3", "authored_date"],
    )
    neg(
        """<s>[INST] Since 1 October 2021 (Natasha's Law), food prepacked for direct sale in the UK must show a full
ingredients list with allergens emphasised. Does a sandwich we make at 7:00 and sell from the counter at
noon count? [/INST]""",
        "lookalike:mistral-law-date",
        ["lookalike", "mistral", "law_date"],
    )
    neg(
        """Discord guild: 1183349202117488640
Channel: 1183349202117488643 (#kitchen-orders)

You turn messages in the kitchen channel into a prep list.

Message from chef_dan: need 4 trays of focaccia and the romesco for tomorrow
Assistant:""",
        "lookalike:discord-ids",
        ["lookalike", "discord_ids_stable"],
    )


def _negatives_asked() -> None:
    neg(
        """The platform API gave me "ts": 1773514830 for an order. What time was that in Lisbon?""",
        "asked:epoch",
        ["asked", "epoch"],
    )
    neg(
        """Can you decode the time inside this order id? 01JPA4Z7Q3N8V2C6X9B5M1K0TR
It's a ULID from our delivery platform and I want to know when the order was created.""",
        "asked:ulid",
        ["asked", "ulid"],
    )
    neg(
        """Our booking ids look like 0195e3b2-4c1a-7f08-b6d2-9e4a1c7f3b58. Is it true that you can tell when a
booking was made just from the id? How?""",
        "asked:uuid7",
        ["asked", "uuid7"],
    )
    neg(
        """Support asked me for the trace of the failed checkout. I have this line from the browser:
traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01
Which part do I send them?""",
        "asked:traceparent",
        ["asked", "traceparent"],
    )
    neg(
        """It's 19:42 here in Lisbon and the app says my order arrives at 20:05. The match kicks off at 20:15 and
it's a 5-minute walk to my friend's place. Should I wait or ask for it to be delivered there?""",
        "asked:user-clock",
        ["asked", "user_clock"],
    )
    neg(
        """Rider assigned 12 minutes ago, app says 8 minutes away, restaurant said food was ready 15 minutes ago.
Is it worth complaining yet?""",
        "asked:relative-times",
        ["asked", "relative_times"],
    )
    neg(
        """Extract the booking as JSON.

Example input: "Table for 4 on 2026-04-02 at 20:00, name Silva"
Example output: {"name": "Silva", "size": 4, "date": "2026-04-02", "time": "20:00"}

Input: "Mesa para 6, 2026-04-11 às 13:30, nome Costa"
Output:""",
        "asked:few-shot",
        ["asked", "few_shot", "example_dates"],
    )
    neg(
        """Our fish supplier delivers in ISO weeks. They quoted delivery in 2026-W13 for the new oyster line.
Which dates is that, and does it beat our 28 March menu launch?""",
        "asked:iso-week",
        ["asked", "iso_week"],
    )
    neg(
        """The tablet stores this token for the ordering app. What's inside it and is it safe to share with the
vendor's support?
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdG9yZS0wNDEyIiwiaWF0IjoxNzczNDkwMDAwLCJleHAiOjE3NzM1NzY0MDB9.kX3n8Qe1v0ZLr2s7yT4uJm9cP6aB5dW1fG0hK3jN8oE""",
        "asked:jwt",
        ["asked", "jwt"],
    )
    neg(
        """Which is the KSUID and which is the ULID, and which one sorts by time to the millisecond?
2uXb9kQ7LmN3pR5sT8vW1yZ4aC6
01JPA4Z7Q3N8V2C6X9B5M1K0TR""",
        "asked:ksuid-ulid",
        ["asked", "ksuid", "ulid"],
    )
    neg(
        """You are Basil, a cooking assistant. Keep answers short.

User: How long should I rest a 1.2 kg pork shoulder after roasting?
Basil:""",
        "control:plain-en",
        ["control", "plain"],
    )
    neg(
        """Eres un asistente de cocina. Responde en español y de forma breve.

Usuario: ¿Cuánto tiempo se cuece un pulpo de 2 kg en olla normal?
Asistente:""",
        "control:plain-es",
        ["control", "plain", "spanish"],
    )


# --- assembly -------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen86(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives()
    return make_holdout.assemble("hold86", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
