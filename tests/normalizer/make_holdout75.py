"""Build `prompt_normalizer/corpus/holdout75.jsonl`, a seventy-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout75.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout72.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstring of `make_holdout72.py` and the clarification section of `make_holdout69.py` were read in
full), to keep clear of the sources and scenarios they used and to apply their clarifications of the
rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement of pasted
blocks, `build` and `main`), for the structure of a generator; `pyproject.toml` was read for ruff's
settings. (A listing of `tests/normalizer/` showed the names of the generators; a check of the paths
showed that `holdout75.jsonl` and `make_holdout73.py` to `make_holdout80.py` did not exist yet.)
`make_holdout73.py` to `make_holdout80.py`, written at the same time, were not read, nor were docs/,
bench/ or the history of the repository. The cases were checked only against the machinery of
`make_holdout.py` (each `expected` is what `assemble` computes from the labelled spans).

The domain is travel agencies and tour operators: bookings and itineraries, GDS and fare rules, visa
and document checks, group tours and coach transfers, supplier allocations, travel changes and
refunds, duty-of-care alerts and corporate travel policy. The earlier docstrings name neighbours of it:
travel booking behind GDS session headers, with GDS security tokens as nonces (make_holdout3); travel
metasearch and hotel search sessions, with PNRs and tickets as content (make_holdout5); a travel quote
behind a B3 header (make_holdout6); hotel PMS with OTA XML messages (`EchoToken`, `TimeStamp`), front
desk and guest messaging (make_holdout7); a Taiwanese OTA, a price watch, an Argentine tour operator,
Japanese rail and inns and a Canadian airline (make_holdout8); airline loyalty programmes
(make_holdout9); boarding passes, hotel folios and visa letters as content (make_holdout14); personal
travel planners with an itinerary check, opening hours, a flight-status tool result in a ChatML tool
turn and entry rules counted from today (make_holdout19); travel and expense with per-diem questions,
corporate card feeds, receipt uploads, a travel policy with a Windows clock, an expense audit request
in XML attributes and a travel-desk mailbox poll (make_holdout22); migrants' eVisa and biometrics
help, a visa application centre kiosk and a consular booking webhook (make_holdout23); airline
operations with PNR SSR lines (make_holdout45); students' eVisa checks (make_holdout66); and the
travel-desk prompt behind nginx headers of `make_holdout.py`. The scenarios here were written around
them: the agency and tour-operator side only (agents, groups desks, contracting, transfers, refunds
desks, duty-of-care operators, corporate travel managers), with no GDS session header or security
token (GDS appears as fare rule displays, PNR displays, a schedule change queue, EMDs, coupons, a
private fare filing and an NDC order), no metasearch, hotel search session, B3 header, OTA XML
message, hotel front desk, loyalty programme, per-diem, card feed, receipt upload, expense audit,
mailbox poll, flight-status tool, consular kiosk or biometrics appointment helper, and no Taiwanese
OTA, Argentine tour operator or Japanese rail and inns (the Japanese cases are coach tours to
Kawaguchiko, an Okinawa itinerary and a Shinkansen calendar entry; the Canadian case is a private fare
filing explained to a contracting manager). The sources are:

* bookings and itineraries: a reservations console's agent session and opening time (+02:00) over a
  pasted booking whose first members are a UUIDv7 `id` and `created_at`, the app's `generated_at` at
  the head of a prompt whose pasted group file opens with `created_at`, a booking ULID the traveller
  asks about under the request's ULID, a Brazilian itinerary behind YAML front matter (a made-up
  `itinerary_render_ts` in ms and a KSUID `render_id`), a Mexican confirmation in a ChatML system turn
  (`Fecha de hoy:` before `<|im_end|>`), a cruise and tour excursion desk (a Semantic Kernel time
  sentence), and Turkish, Indonesian, Hindi, Swahili and Dutch agencies ("now" labels in their
  languages; the Dutch booking data fetched "op" a time with a parenthesised fetch id);
* GDS and fare rules: fare rules retrieved "at" a time with a parenthesised display id, a PNR under the
  request's `X-Correlation-Id` and `X-Client-Clock` (the PNR's `TK TL` and `OPW` deadlines stay), a
  pricing snapshot with the guarantee computed from it, an NDC order in a ReAct tool observation
  (`fetched_at` in single-line JSON; the reaccommodation time stays), a private fare filing with a
  ctime footer and an edge's `$time_local` line over fare families;
* visa and document checks: a traveller check in XML attributes (`ts`, ULID `id`; the passport's issue
  and expiry stay), an entry-rules query "at" a Python logging time with a query id, a Korean e-visa
  status (12-hour `조회 시각`, a consultation session), a Schengen cover letter job with the letter date
  it fills in as today, a Chinese visa centre SMS (`查询时间`, snowflake request number), a Vietnamese
  query time after the user's message, a Thai tour (Buddhist era, ULID) and a trailing KSUID on the
  last line of a document question;
* group tours and coach transfers: a dispatch footer (Windows time, traceparent), a transfer supplier's
  delivery received by the endpoint (`X-TH-Delivery`, `X-TH-Sent-At`, `X-TH-Signature`; the booking
  with its `created_at` and pickup stays), a groups desk in markdown bullets (base32 desk session,
  "Now (Europe/Rome)") over a rooming table, a bare `ts=` epoch in ms on the first line over a GPS
  trace in epochs, a booking widget's `Date` and `CF-Ray`, a host date in JavaScript `toString()`
  form, and Polish, Japanese, Arabic (Arabic-Indic digits), Russian and Italian groups desks;
* supplier allocations: allotments "as of" a time with a parenthesised KSUID snapshot, a supplier
  extranet response received for this request (`date`, `x-amz-request-id`; `etag` and the contract's
  `updated_at` stay), a release-back run (KSUID, Log4j start), a German contingent export
  (`Abfragezeitpunkt`) and a supplier chat thread opened "on" a date with a parenthesised ObjectId;
* travel changes and refunds: a refunds desk in single-line JSON (`now`, UUIDv7 `sess`; `tz` stays) over
  a pasted refund, an airline schedule change event (`event_id`, `sent_at` with microseconds; the
  change's own `change_detected_at` stays), a WhatsApp message (`id`, `timestamp`; `wa_id` and the
  text stay), a refund request the tool prepared (`Idempotency-Key`, `X-Client-Time` in
  `isoformat()`), a refund batch built "at" a Go `time.Now().String()` time, a Hebrew refund and a
  Mistral `[INST]` prompt with a French current time;
* duty of care: an alert feed polled at an RFC 2822 time with a base58 poll id, a risk brief behind a
  logfmt `now=` in Go RFC3339Nano, an SMS check-in relay (`[relay id=... received=... channel=sms]`,
  +05:45; the traveller's typed "19:40 local" stays) and an exposure report's `Generated` and ULID
  `Report ID` (check-in times stay);
* corporate travel policy: a Llama 3 policy assistant (`Today Date` moves, `Cutting Knowledge Date`
  stays), a Google Chat approval event (`eventTime`, the message `name`; the space stays), an online
  booking tool's `X-Request-Start` in microseconds, a contact centre's `ContactId` and
  `InitiationTimestamp`, a portal session JWT, RAG policy documents with `fetched` attributes (the
  policies' effective dates stay), made-up labels (`tourdesk.t0` in us, `tourdesk.hop` TSID;
  `tourdesk.build` CalVer stays), a `traceparent` over booking engine logs that carry their own
  `trace_id` and a .NET "o" `sent_from_app_at` after the traveller's message.

The hand-written negatives are pasted records from the same worlds in 21 placements (question after,
before, typed right under the block, behind a lead-in ending in a colon, quoted with "> ", fenced, in
an earlier user turn, in an earlier assistant turn, indented, after the question's lead-in, in a user
turn under a system prompt, on both sides, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, in
a RAG document, in a tool observation, at the very start of the user's message under stable metadata
and at the very end of the prompt): a booking opening with a UUIDv7 `id` and `created_at`, a PNR with
ticket numbers, a fare rule, a transfer manifest CSV, a rooming table, a supplier e-mail with `Date`
and `Message-ID`, a Standard Webhooks delivery pasted to debug its signature, allocation YAML with
`created`, booking engine logs with `[req=...]`, `curl -i` output with `date` and `x-request-id`, a visa
questionnaire export opening with `Submission ID` and `Submitted`, a risk alert with `issued` and
`expires`, an EMD, a schedule change queue message, a Slack export with `ts`, an NDC `OrderViewRS`
with `CreationDateTime` and a payment time limit, Kafka output with ULID and KSUID keys, an insurance
certificate, coach telematics in logfmt epochs, a service voucher, an SQL result, a contract clause, a
Typeform delivery pasted to debug, a QR ticket JWT, a Sentry event opening with `"timestamp"`, an
OpenTelemetry span, a passport MRZ, a WhatsApp group export, refund ledger `key=value` lines, an ICS
event with `UID` and `DTSTAMP`, a cruise line's API response that a colleague received yesterday
(`request_id`, `generated`) and a ticket's coupon status; and in other languages a Spanish booking
JSON with `creado`, a French group programme, a German booking e-mail with `Erstellt:`, an Italian
transfer voucher, a Portuguese refund request with a `Protocolo`, a Japanese itinerary with `作成日時`,
Chinese visa receipt with `受理日期`, an Arabic umrah booking in Arabic-Indic digits, Turkish, Korean,
Russian, Polish, Hindi, Thai (Buddhist era), Swahili, Hebrew, Greek, Indonesian, Vietnamese and Dutch
(CSV with `aangemaakt`) records. Look-alikes in program positions: an agency header with IATA number,
PCC, fare rules version and knowledge cutoff, tour front matter with season, departures and prompt
revision, a Llama 3 header with only its knowledge cutoff, a supplier contract's validity in XML
attributes, a tenant uuid, CalVer build and time zone in single-line JSON, a policy settings table
with its effective date, `api-version`, `Stripe-Version` and a customer id, a prompt revision in an
HTML comment, season settings as `KEY=value` lines, an Italian price list validity, a Japanese prompt
revision, Discord guild, channel and role ids, a traveller profile with passport expiry and member
since, an unrendered `{{today}}`, a Gemma turn with an authored update date and a campaign window.
Values the user asks about or types: an epoch, a UUIDv7, a KSUID, a PNR locator and ticket number, a
user-typed today with a passport expiry, a minimum connection time, a typed clock in Reykjavik, a
request ULID the supplier cannot find, an ISO week, a customer's message time, a German log timestamp
and a Spanish time-zone question; and two plain controls.

The generated positive family puts one field at one of ten positions (head, system tail, header
block, after the last user message, footer, YAML front matter, a pretty JSON member never last in its
object, an XML attribute followed by a stable one, a single-line JSON member after a stable one,
`key=value` in a bracketed context line) of 20 bodies in fifteen languages whose user message carries
a pasted record with its own times and ids; one case in three uses the body language's "now" label and
local time (including Japanese, Chinese, Arabic-Indic, Korean 12-hour, Turkish, Russian, Greek and
Indonesian dotted forms), the others one of 16 fields (request stamp, request id, UUIDv7 session, hex
trace, `sent_at` in ms, KSUID snapshot, an IMF-fixdate fetch time, a `pulled_at` epoch, a ULID
delivery, today's date, a nonce, the made-up `tripwire.t` in us, a TSID hop, a Python `str()` time, a
desk clock and a nanoid run). The generated negative family uses the same bodies and positions with
one stable value that looks like a date, a time or an id (tour code, season, IATA number, PCC, fare
rules version, knowledge cutoff, prompt revision, tenant uuid, time zone, contract, build, API
version, supplier, office hours, price list, release days).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets (-06:00, -05:00, -04:00, -03:00,
+01:00, +02:00, +03:00, +04:00, +05:45, +07:00, +08:00, +09:00), `YYYY-MM-DD HH:MM:SS` with `UTC` and
with an offset, IMF-fixdate, RFC 2822, Apache `$time_local`, Python logging, `str()` and `isoformat()`,
Log4j ISO 8601, Go RFC3339Nano and `time.Now().String()`, .NET "o" and "f", JavaScript `toISOString()`
and `toString()`, Windows general time, ctime, English long dates, Llama 3's `Today Date`, day-first
slashed, dotted and dashed dates with a time, epochs in s, ms and us, and dates in Spanish, French,
German, Italian, Portuguese, Polish, Dutch, Turkish, Russian, Greek, Hebrew, Arabic (Arabic-Indic
digits), Hindi, Thai (Buddhist era), Vietnamese, Indonesian, Swahili, Japanese, Chinese and Korean
(12-hour) forms. Identifiers: UUID v4 and v7, ULID, KSUID, TSID, nanoid, ObjectId, snowflake, base32,
base58, base62, base64url and hex tokens, JWTs, traceparent, CF-Ray, Amazon request ids, WhatsApp
`wamid`, Google Chat message names and vendor-prefixed ids (`evt_`, `rl_`). Prompts are in English and
in Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Russian, Greek, Hebrew,
Arabic, Hindi, Thai, Vietnamese, Indonesian, Swahili, Japanese, Chinese and Korean (scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Han, Japanese, Hangul); about two prompts in five
are in a language other than English.

What it is: 264 prompts. 134 carry volatile fields (172 spans): 62 hand-written positives (100 spans;
37 with two or more fields) and 72 generated ones. 130 carry none: 82 hand-written negatives (52
pasted records, 16 look-alikes in program positions, 12 values the user asks about or types, two plain
controls) and 48 generated hard negatives. The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, places vs conversations, document and record dates, snapshot and fetch times, holds and
expiries computed from now, "today" written into an artefact, work logins, per-message stamps,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Travel records are content wherever they sit and however they open: booking, PNR, ticket, EMD,
  coupon, order, voucher, manifest, rooming, allotment, contract, refund, application, alert,
  insurance and group ids; `created_at`, `creado`, `Erstellt`, `作成日時`, `Submitted`, `issued`,
  `CreationDateTime`, `DTSTAMP`, `ts`, `timestamp` and epochs inside them; departure, pickup, arrival,
  check-in, release, balance, option and attrition dates; a PNR's `TK TL` and `OPW` deadlines, an NDC
  order's payment time limit, a fare's sale and travel dates and a private fare's validity; the
  traveller's passport issue and expiry dates. They stay also next to a program's stamp and also when
  the program fetched them for this request: only the stamp ("Fare rules retrieved from the GDS at
  <time> (display <id>) for this request:", "Allotments as of <time> (snapshot <id>) for the summer
  programme:") and the ids minted for the display, query, fetch, poll or snapshot move.
* A fare the program priced for this request is a quote: the pricing snapshot time and the guarantee
  computed from it move (two whole-line spans); a ticketing time limit the airline wrote into the PNR
  is the booking's and stays.
* Deliveries received for this request: a transfer supplier's delivery headers (`X-TH-Delivery`,
  `X-TH-Sent-At`, `X-TH-Signature`), an airline event's `event_id` and `sent_at`, a WhatsApp message's
  `id` and `timestamp`, a Google Chat event's `eventTime` and message `name`, and a supplier response's
  `date` and `x-amz-request-id` move; the payloads stay (the booking with its `created_at` and pickup,
  the schedule change with its `change_detected_at`, the message text, the contract with its
  `updated_at`), and so do `wa_id`, the chat space and an `etag` (it versions the resource, not the
  request). The same kinds pasted by a user to debug them (a Standard Webhooks delivery, a Typeform
  delivery) and an API response a colleague received on another day (its `request_id` and
  `generated`) are content.
* Requests the program prepares for this turn carry per-request values: a refund call's
  `Idempotency-Key` and `X-Client-Time` move; the booking and the original payment in its body stay.
* Work logins and contacts are sessions: a reservations console, a groups desk, a refunds desk, a
  consultation, a supplier chat thread opened "on" a date, a portal JWT and a contact centre's
  `ContactId` with its `InitiationTimestamp` move with their opening time; agencies, IATA numbers,
  PCCs, offices, suppliers, contracts, tenants, travellers and Discord guilds stay.
* Runs and jobs move with their start and the date they fill in as today: a release-back run, a refund
  batch, a visa cover letter job and its letter date, an exposure report's `Generated` and report id.
* Duty of care: a risk provider's alert is content, pasted or relayed (`id`, `issued`, `expires`);
  the feed's poll time and poll id, a relay's `id` and `received` and a brief's `now` move; times a
  traveller types ("Safe at hotel Kathmandu 19:40 local") stay.
* Clocks read for this request are the current time in any form and under any label, also made-up or
  in another language or script (`itinerary_render_ts`, `tourdesk.t0`, `tripwire.t`, `Desk clock`,
  `Host date`, `Abfragezeitpunkt`, `Znacznik czasu`, `조회 시각`, `現在日時`, `查询时间`, `وقت الطلب`,
  `เวลาที่ส่งคำขอ`, `Sorgu zamanı`, `Waktu server`, `Muda wa ombi`). A bare `ts=` epoch on the first
  line and a bare KSUID on the last line that nothing in the prompt refers to are the program's and
  move; a value the user asks about stays, also right under the request id it resembles.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence, and a
  parenthesised id with its parentheses; XML attributes and `key=value` pairs are followed by a stable
  neighbour; single-line JSON members are cut with the comma after them and follow a stable member;
  volatile members of pretty-printed JSON are never last in their object; a header line, a markdown
  bullet, a YAML member, a footer line and a line holding one field in any script are whole-line
  spans; a field followed by `<|im_end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines or a chat template's reply header that rule 4's machinery knows, on a
  line of its own (ChatML, and Llama 3 with its reply header put on its own line), end positives;
  prompts in the other languages end with the user's message or with the metadata after it; Gemma
  and Phi-3 prompts appear only in negatives, and the Mistral `[INST]` positive, which has no cue
  line, gets its trailer after `[/INST]` as rule 4 gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CEST,
    CET,
    EDT,
    IST,
    JST,
    MONTHS,
    Draft,
    Gen,
    clf,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    go_string,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    js_tostring,
    log4j_iso,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
    windows_general,
)

SEED = 20270575
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout75.jsonl"
SRC = "holdout75:"

GST = timezone(timedelta(hours=4), "GST")
TRT = timezone(timedelta(hours=3), "TRT")
ICT = timezone(timedelta(hours=7), "ICT")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
EAT = timezone(timedelta(hours=3), "EAT")
BRT = timezone(timedelta(hours=-3), "BRT")
AEST = timezone(timedelta(hours=10), "AEST")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")
MXT = timezone(timedelta(hours=-6), "CST")
IDT = timezone(timedelta(hours=3), "IDT")
EET = timezone(timedelta(hours=2), "EET")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

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
FR_MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
TR_MONTHS = [
    "Ocak",
    "Şubat",
    "Mart",
    "Nisan",
    "Mayıs",
    "Haziran",
    "Temmuz",
    "Ağustos",
    "Eylül",
    "Ekim",
    "Kasım",
    "Aralık",
]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
ID_MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
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
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def es_long(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def de_now(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M:%S} Uhr"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t:%M}分{t:%S}秒"


def zh_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_now(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}시 {t:%M}분 {t:%S}초"


def ar_now(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}".translate(AR_DIGITS)


def th_now(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S}"


def tr_now(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M:%S}"


def id_now(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M.%S}"


def hi_now(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def ru_now(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def el_now(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


class Gen75(Gen):
    """`Gen` with the few extra identifier shapes this corpus uses."""

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def tsid(self) -> str:
        return "".join(self.rng.choice(CROCK) for _ in range(13))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def at(self, tz: timezone) -> datetime:
        return self.moment().astimezone(tz)


POS: list[Callable[[Gen75], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen75], Draft]) -> Callable[[Gen75], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- hand-written positives: bookings and itineraries -------------------------------------------


@positive
def _console_over_booking(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Adriatica Journeys -- reservations console
{v("session_id", "Agent session: " + g.uuid7(t))}
{v("datetime", "Console opened: " + rfc3339(t))}
Brand: Adriatica Journeys (B2C)

The agent pasted this booking:
{{
  "id": "0194f7c2-5b1e-7a3d-9c44-2e8f1a6b0d97",
  "created_at": "2026-02-11T16:40:12+01:00",
  "lead": "Marta Kowalczyk",
  "pax": 4,
  "itinerary": [
    {{"day": 1, "city": "Split", "hotel": "Hotel Peristil", "check_in": "2026-06-14"}},
    {{"day": 4, "city": "Dubrovnik", "hotel": "Villa Ragusa", "check_in": "2026-06-17"}}
  ],
  "status": "confirmed"
}}

Agent: The client wants to reach Dubrovnik one day later. What has to change in this booking?
Assistant:""",
        "bookings:console-session",
        ["header_block", "uuid7", "rfc3339", "pasted_json_neighbour"],
    )


@positive
def _generated_at_vs_created_at(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""{v("datetime", "generated_at: " + js_iso(t))}
You are the groups desk assistant of Lumo Tours. Answer from the group file only.

User: Here is the group file from the reservation system:
created_at: 2026-01-19T08:02:44Z
group: LUMO-GRP-2231 "Andalusia Gardens"
departure: 2026-04-22
pax_confirmed: 31
pax_option: 6
option_expires: 2026-03-02T23:59:00+01:00

Can we still release the six option seats without a penalty?
Assistant:""",
        "bookings:generated-at-head",
        ["head", "near_miss", "created_at_in_content", "js_iso"],
    )


@positive
def _asked_ulid_vs_request_ulid(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""{v("request_id", "Request-Id: " + g.ulid(t))}
You are Wren, the support assistant of the Wayfarer booking app. Look bookings up only through the
status the user gives you, and never promise a confirmation the supplier has not sent.

User: My booking 01JQ8ZK3M4T7V2XBNC5RWEYH6D still says "pending supplier" since Tuesday 10 March. The
hotel is the Casa Azul in Oaxaca for 2-6 April. Is it confirmed or not?
Assistant:""",
        "bookings:asked-ulid",
        ["head", "near_miss", "ulid", "id_in_question"],
    )


@positive
def _itinerary_front_matter(g: Gen75) -> Draft:
    t = g.at(BRT)
    return P(
        f"""---
template: roteiro-v4
{v("datetime", "itinerary_render_ts: " + str(epoch_ms(t)))}
{v("run_id", "render_id: " + g.ksuid(t))}
market: BR
---
Você é o assistente de roteiros da Trilha Sul Turismo. Responda em português, em frases curtas.

Cliente: Segue o roteiro que recebi por e-mail:
Dia 1 (12/05/2026) - Chegada em Foz do Iguaçu, voo G3 1244 pousa 10:35
Dia 2 (13/05/2026) - Cataratas lado brasileiro, saída 08:00
Dia 3 (14/05/2026) - Lado argentino, levar passaporte ou RG
Dia 4 (15/05/2026) - Traslado ao aeroporto 06:15, voo G3 1245 às 08:40
Dá tempo de visitar o Parque das Aves no dia 2?""",
        "bookings:front-matter",
        ["front_matter", "epoch_ms", "ksuid", "non_english"],
    )


@positive
def _chatml_spanish_today(g: Gen75) -> Draft:
    t = g.at(MXT)
    return P(
        f"""<|im_start|>system
Eres el asistente de Viajes Quetzal. Explica las condiciones de la reserva sin inventar cargos.
{v("date", "Fecha de hoy: " + es_long(t))}<|im_end|>
<|im_start|>user
Me llegó esta confirmación:

Localizador: QZ-77410
Fecha de emisión: 03/02/2026 11:24
Circuito: Chiapas Mágico, 6 días, salida 18/04/2026
Anticipo pagado: MXN 6,500.00 (2026-02-03 11:26:51 CST)
Saldo vence: 18/03/2026

¿Si cancelo hoy pierdo el anticipo?<|im_end|>
<|im_start|>assistant""",
        "bookings:chatml-today",
        ["chatml", "im_end_inline", "non_english", "pasted_neighbour"],
    )


# --- GDS and fare rules -------------------------------------------------------------------------


@positive
def _fare_rules_fetched(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""You help agents at Northbound Travel read fare rules. Quote the category you rely on.

Fare rules retrieved from the GDS {v("datetime", "at " + iso_space(t) + " UTC")} {v("request_id", "(display " + g.hex(12) + ")")} for this request:
FARE BASIS QLOWGB   LHR-JFK   BA
CAT 16 PENALTIES
  CHANGES ANY TIME CHARGE GBP 150.00 FOR REISSUE/REVALIDATION.
  CANCELLATIONS BEFORE DEPARTURE TICKET IS NON-REFUNDABLE.
  NO-SHOW CHARGE GBP 100.00 IN ADDITION TO CHANGE FEE.
CAT 05 ADVANCE RES/TICKETING
  TICKETING MUST BE COMPLETED WITHIN 72 HOURS AFTER RESERVATIONS ARE MADE.

Agent: The traveller missed the outbound yesterday. What does it cost to rebook for Friday?
Assistant:""",
        "gds:fare-rules-fetched",
        ["inline_phrase", "paren_id", "fare_rules_content"],
    )


@positive
def _pnr_under_headers(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""POST /assist/pnr-review HTTP/1.1
Host: agentdesk.northbound.example
{v("request_id", "X-Correlation-Id: " + g.uuid4())}
{v("epoch", "X-Client-Clock: " + str(epoch_ms(t)))}
Content-Type: text/plain

Review the PNR below and say whether it is ready to ticket.

RP/LONNB2118/LONNB2118            AA/SU  11FEB26/0942Z   6XK2QP
  1.HALVORSEN/INGRID MS
  2  SK 1530 Y 03MAR 2 OSLLHR HK1  0710 0850  03MAR  E  SK/6XK2QP
  3  SK 1531 Y 06MAR 5 LHROSL HK1  1745 2120  06MAR  E  SK/6XK2QP
  4 AP OSL 47 91234567
  5 TK TL20FEB/1200/LONNB2118
  6 OPW LONNB2118-19FEB:1200/1C7/SK REQUIRES TICKET ON OR BEFORE
       20FEB:1200/S2-3
Assistant:""",
        "gds:pnr-under-headers",
        ["http_request_headers", "epoch_ms", "request_id", "pnr_content"],
    )


@positive
def _pricing_snapshot_validity(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Fare desk assistant for Kite & Compass. Give the agent the cheapest fare that respects the rules.
{v("datetime", "Pricing snapshot: " + rfc3339(t, 3))}
{v("datetime", "Price guaranteed until: " + rfc3339(t + timedelta(minutes=20), 3))}
Currency: EUR

Option 1  TAP  LIS-GRU  TP 87 / TP 88   Y  EUR 1,214.60  refundable, change EUR 0
Option 2  LATAM  LIS-GRU  LA 8147 / LA 8146  Q  EUR 946.30  non-refundable, change EUR 150
Option 3  Azul  LIS-VCP  AD 8751 / AD 8750  S  EUR 1,002.10  change EUR 90

Agent: Client flies 12-26 September and may have to move the return by a week. Which one?
Assistant:""",
        "gds:pricing-snapshot",
        ["header_block", "hold_from_now", "rfc3339_ms"],
    )


@positive
def _ndc_order_tool_observation(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""You are a booking agent. Use the tools to answer. Format:
Thought: ...
Action: tool_name[input]
Observation: tool output
... (repeat)
Final Answer: ...

Question: Is seat 14C still assigned on order LH-ORD-5FQ2X8 after the schedule change?
Thought: I should retrieve the order.
Action: order_retrieve[LH-ORD-5FQ2X8]
Observation: {{"tool":"order_retrieve",{v("datetime", '"fetched_at":"' + rfc3339(t) + '",')}"order_id":"LH-ORD-5FQ2X8","segments":[{{"flight":"LH 1172","dep":"2026-05-09T07:05:00+02:00","seat":null}},{{"flight":"LH 1172","dep":"2026-05-09T09:40:00+02:00","seat":"14C","reaccommodated_at":"2026-04-28T21:13:40Z"}}]}}
Thought:""",
        "gds:ndc-tool-observation",
        ["tool_observation", "json_inline", "react", "pasted_neighbour"],
    )


@positive
def _fare_filing_footer(g: Gen75) -> Draft:
    t = g.at(EDT)
    return P(
        f"""Explain to the contracting manager, in plain words, what this private fare filing allows.

Private fare: YOWBIZ26 (account code BIZCAN)
Carrier: AC   Routing: YUL-CDG-YUL
Sale: 2026-01-15 to 2026-09-30   Travel: 2026-02-01 to 2026-12-15
Booking class: J, fare CAD 3,980.00 RT, 25% discount off published J
Min stay: none   Max stay: 12M   Changes: free   Refund: CAD 300 fee

--
fare-explainer 2.4.0
{v("datetime", "sent: " + ctime(t))}
{v("request_id", "req: " + g.hex(20))}
""",
        "gds:fare-footer",
        ["footer", "ctime", "request_id", "contract_dates_content"],
    )


# --- visa and document checks -------------------------------------------------------------------


@positive
def _visa_check_xml(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""<traveller_check {v("datetime", 'ts="' + rfc3339(t) + '"')} {v("run_id", 'id="' + g.ulid(t) + '"')} market="IN">
<passport nationality="IND" number="Z7712044" issued="2017-08-02" expires="2026-11-30"/>
<trip destination="THA" depart="2026-06-10" return="2026-06-24"/>
</traveller_check>
You check entry documents for Sahyadri Holidays' travellers. Say what is missing and by when.

Agent: Can Mr Kulkarni travel on this passport or does he need to renew it first?
Assistant:""",
        "visa:xml-attributes",
        ["xml_attr", "ulid", "passport_dates_content"],
    )


@positive
def _entry_rules_query(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""You are the document checker of Reisewelt Nord. Answer from the rules below and name the rule.

Checked against the entry-rules service {v("datetime", "at " + py_logging(t))} {v("request_id", "(query " + g.hex(16) + ")")} for this trip:
NATIONALITY: DE   DESTINATION: US   TRANSIT: none
- ESTA required for visits up to 90 days; apply at least 72 hours before departure.
- Passport must be valid for the duration of stay.
- ESTA valid two years or until passport expiry, whichever comes first.

Agent: Client's ESTA was approved on 2024-03-12 and she flies on 2026-03-10. Still fine?
Assistant:""",
        "visa:entry-rules-query",
        ["inline_phrase", "python_logging", "paren_id"],
    )


@positive
def _korean_evisa_status(g: Gen75) -> Draft:
    t = g.at(KST)
    return P(
        f"""{v("datetime", "조회 시각: " + ko_now(t))}
{v("session_id", "상담 세션: " + g.uuid4())}
당신은 한빛투어의 비자 상담 도우미입니다. 신청 현황을 쉽게 설명해 주세요.

고객: 베트남 전자비자 신청 내역입니다.
신청번호: E260211KOR44871
접수일: 2026-02-11 15:02
입국 예정일: 2026-03-05
상태: 심사 중 (In processing)
출발까지 3주 남았는데 기다려도 될까요?""",
        "visa:korean-status",
        ["head", "korean_12h", "session_id", "non_english"],
    )


@positive
def _visa_letter_job(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""Draft the cover letter for the Schengen visa file below. Keep it to one page.
{v("run_id", "Letter job: " + g.tsid())}
{v("date", "Letter date: " + f"{t:%d %B %Y}")}

Applicant: Adebayo Okonkwo, passport A10394881 (NGA), issued 2021-06-14, expires 2031-06-13
Trip: Lagos - Milan 2026-07-03, Milan - Lagos 2026-07-17, tour "Laghi e Dolomiti" (Ref. LD-26-114)
Hotels: 6 nights Como, 7 nights Bolzano, vouchers attached
Insurance: Allianz Travel policy 7Y-44021-88, EUR 30,000, 2026-07-03 to 2026-07-17
Letter:""",
        "visa:letter-job",
        ["header_block", "tsid", "today_in_artefact", "passport_content"],
    )


# --- group tours and coach transfers ------------------------------------------------------------


@positive
def _coach_dispatch_footer(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Check the coach plan for tomorrow and flag any driver who breaks the 9-hour driving limit.

Coach  Driver        Start  Legs                                   Driving
C1     J. Moreau     06:30  Nice - Monaco - Eze - Nice              3h40
C2     P. Rinaldi    07:15  Nice - Genoa - Portofino - Nice         7h55
C3     S. Dubois     05:45  Nice - Chamonix (overnight)             9h20

--
dispatch-bot 3.8.1
{v("datetime", "generated: " + windows_general(t))}
{v("request_id", "trace: " + g.traceparent())}
""",
        "coach:dispatch-footer",
        ["footer", "windows_datetime", "traceparent", "table_content"],
    )


@positive
def _transfer_webhook_received(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""The transfer supplier sent this booking to our endpoint. Extract pickup time, flight and pax.

POST /hooks/transfers HTTP/1.1
Content-Type: application/json
{v("event_id", "X-TH-Delivery: " + g.uuid4())}
{v("datetime", "X-TH-Sent-At: " + rfc3339(t))}
{v("signature", "X-TH-Signature: sha256=" + g.hex(64))}
User-Agent: TransferHub-Webhooks/2.1

{{"booking_ref":"TH-99120-PMI","created_at":"2026-05-30T18:21:07Z","pickup":"2026-06-14T11:10:00+02:00","flight":"EW 582","pax":{{"adults":2,"children":1}},"from":"PMI","to":"Hotel Cala Blava"}}
Result:""",
        "coach:transfer-webhook-received",
        ["webhook_headers", "envelope", "signature", "payload_content"],
    )


@positive
def _group_desk_bullets(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""You are the group operations assistant at Via Appia Tours.
- Desk: Rome inbound groups
{v("session_id", "- Desk session: " + g.b32(16))}
{v("datetime", "- Now (Europe/Rome): " + f"{t:%Y-%m-%d %H:%M}")}
- Language: English

Rooming list from the school group leader:
| Room | Type | Guests                         | Arrival    | Departure  |
|------|------|--------------------------------|------------|------------|
| 101  | TWN  | Ms A. Byrne, Ms C. Walsh       | 2026-03-16 | 2026-03-20 |
| 102  | QUAD | 4 students (girls)             | 2026-03-16 | 2026-03-20 |
| 103  | QUAD | 4 students (boys)              | 2026-03-16 | 2026-03-20 |
| 104  | SGL  | Mr D. Keane (driver)           | 2026-03-16 | 2026-03-19 |

User: The hotel only has two quads. What do you suggest?
Assistant:""",
        "coach:group-desk-bullets",
        ["md_bullets", "base32", "now_label", "md_table_content"],
    )


@positive
def _coach_gps_epoch_first_line(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""{v("epoch", "ts=" + str(epoch_ms(t)))}
Why did the coach arrive 40 minutes late at the airport? Here is its GPS trace:

1781161200 48.7262,2.3652 speed=0  ignition=on   (depot Orly)
1781163000 48.7450,2.4011 speed=12 ignition=on
1781164800 48.7459,2.4020 speed=0  ignition=on
1781166600 48.7461,2.4019 speed=0  ignition=on
1781168400 49.0097,2.5479 speed=8  ignition=on   (CDG T2)

Pickup was scheduled for 10:30 local.""",
        "coach:epoch-first-line",
        ["head", "bare_epoch_field", "epochs_in_content"],
    )


@positive
def _polish_coach(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""Jesteś asystentem biura podróży Mazury Travel. Odpowiadaj krótko, po polsku.
{v("datetime", "Znacznik czasu: " + f"{t:%d.%m.%Y, %H:%M:%S}")}
{v("session_id", "Sesja: " + g.nanoid())}

Klient: Dostałem taki harmonogram przejazdu grupy:
Wyjazd: 2026-03-21 05:30, Olsztyn, parking przy dworcu
Postój: 2026-03-21 09:10-09:40, Łódź
Przyjazd: 2026-03-21 14:15, Kraków, Hotel Wawel
Kierowca: Marek Nowicki, tel. 601 223 448
Czy przerwa w Łodzi wystarczy kierowcy, czy trzeba dodać drugą?""",
        "coach:polish",
        ["system_tail", "polish", "nanoid", "non_english"],
    )


# --- supplier allocations -----------------------------------------------------------------------


@positive
def _allotment_snapshot(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""You manage hotel allotments for Sole Mio Holidays. Warn about any release date in the next 7 days.

Allotments {v("datetime", "as of " + iso_space(t) + " +02:00")} {v("snapshot_id", "(snapshot " + g.ksuid(t) + ")")} for the summer programme:
Hotel              Period                    Rooms  Sold  Release
Hotel Aurora       2026-06-01 - 2026-06-30   20     14    21 days
Grand Hotel Vesta  2026-06-15 - 2026-07-15   12     3     14 days
Residence Lido     2026-07-01 - 2026-08-31   30     22    30 days

Agent: Which rooms do we risk losing first?
Assistant:""",
        "allocations:snapshot",
        ["inline_phrase", "ksuid", "paren_id", "table_content"],
    )


@positive
def _extranet_response_headers(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""The program called the supplier extranet for this request. Response:

HTTP/1.1 200 OK
{v("datetime", "date: " + http_date(t))}
content-type: application/json
{v("request_id", "x-amz-request-id: " + g.hex(16).upper())}
etag: "a41f-2026-contract-v3"

{{
  "contract": "CT-2026-ALG-0087",
  "hotel": "Pine Cliffs Residence",
  "allocation": [
    {{"from": "2026-07-01", "to": "2026-07-31", "rooms": 15, "release_days": 21}},
    {{"from": "2026-08-01", "to": "2026-08-31", "rooms": 18, "release_days": 28}}
  ],
  "updated_at": "2026-02-18T10:44:09Z"
}}

Question: how many rooms do we hold for August, and when must unsold ones be released for 15 August?
Answer:""",
        "allocations:extranet-response",
        ["response_headers", "http_date", "request_id", "payload_content"],
    )


@positive
def _release_back_run(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""{v("run_id", "Release run: " + g.ksuid(t))}
{v("datetime", "Started: " + log4j_iso(t))}
Summarise the allotments released back to suppliers for the contracts manager.

released  CT-2026-CRT-0019  Aquila Rithymna  2026-05-02..2026-05-09  rooms=4  reason=release_date
released  CT-2026-CRT-0022  Minos Palace     2026-05-05..2026-05-12  rooms=2  reason=release_date
kept      CT-2026-CRT-0031  Blue Palace      2026-05-10..2026-05-17  rooms=6  reason=guarantee
Summary:""",
        "allocations:release-run",
        ["head", "ksuid", "log4j", "run_id"],
    )


@positive
def _german_kontingent(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""Du bist der Kontingent-Assistent von Alpenblick Reisen. Antworte auf Deutsch.
{v("datetime", "Abfragezeitpunkt: " + de_now(t))}

Nutzer: Hier der Export aus dem Einkaufssystem:
Hotel;Zeitraum;Zimmer;Verkauft;Rückgabe;Erstellt
Hotel Sonnenhof;01.07.2026-31.08.2026;12;9;21 Tage;2025-11-04 09:12:44
Gasthof Post;01.07.2026-15.09.2026;8;8;14 Tage;2025-11-04 09:13:02
Alpenrose;15.06.2026-15.09.2026;10;2;30 Tage;2025-12-01 15:47:31
Welches Haus sollen wir zuerst nachverhandeln?""",
        "allocations:german",
        ["system_tail", "german_now", "csv_content", "non_english"],
    )


@positive
def _japanese_bus(g: Gen75) -> Draft:
    t = g.at(JST)
    return P(
        f"""{v("datetime", "現在日時：" + ja_now(t))}
{v("session_id", "セッションID: " + g.uuid4())}
あなたは桜トラベルの団体旅行アシスタントです。丁寧な日本語で答えてください。

お客様: 以下のバス手配で問題ないか確認してください。
受付番号: SK-260314-0921
出発: 2026年4月4日 7:30 新宿西口
到着: 2026年4月4日 11:45 河口湖
人数: 38名 (大型バス1台, 座席45)
乗務員: 2名交代
帰りの出発は15時で間に合いますか?""",
        "coach:japanese-bus",
        ["head", "japanese_now", "session_id", "non_english"],
    )


# --- travel changes and refunds -----------------------------------------------------------------


@positive
def _refund_desk_inline_json(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""{{"desk":"refunds",{v("datetime", '"now":"' + rfc3339(t) + '",')}{v("session_id", '"sess":"' + g.uuid7(t) + '",')}"tz":"Europe/Madrid"}}
Eres el asistente de reembolsos de Iberviajes. Responde en español.

Cliente: Este es el reembolso que me aparece en la web:
{{"refund_id":"RF-2026-118204","ticket":"075-2419930144","requested":"2026-02-02T09:14:55+01:00","amount":"EUR 412.80","status":"queued","updated":"2026-02-20T17:03:21+01:00"}}
¿Por qué tarda tanto? Ya pasaron tres semanas.""",
        "refunds:inline-json",
        ["json_inline", "uuid7", "pasted_json_neighbour", "non_english"],
    )


@positive
def _schedule_change_envelope(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""The airline sent us this schedule change event for one of our bookings. Write the message to the
traveller, offering the options the fare allows.

{{
  {v("event_id", '"event_id": "evt_' + g.b62(24) + '",')}
  {v("datetime", '"sent_at": "' + rfc3339(t, 6) + '",')}
  "type": "schedule_change",
  "data": {{
    "pnr": "K7QW2M",
    "segment": "LH 1176 FRA-OPO",
    "old_departure": "2026-07-03T09:35:00+02:00",
    "new_departure": "2026-07-03T12:50:00+02:00",
    "change_detected_at": "2026-04-27T03:12:09Z"
  }}
}}
Message:""",
        "changes:schedule-change-envelope",
        ["json_pretty", "envelope", "payload_content"],
    )


@positive
def _whatsapp_change_request(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Classify the customer's message as change, cancel, question or complaint and extract the booking ref.

{{
  "messaging_product": "whatsapp",
  "contacts": [{{"wa_id": "351912004417", "profile": {{"name": "Rita"}}}}],
  "messages": [
    {{
      "from": "351912004417",
      {v("message_id", '"id": "wamid.' + g.b64url(30) + '",')}
      {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')}
      "type": "text",
      "text": {{"body": "Olá, a reserva LX-20419 (Madeira 7 noites, 2026-05-09) pode passar para 16/05? Obrigada"}}
    }}
  ]
}}
Label:""",
        "changes:whatsapp",
        ["json_pretty", "whatsapp", "message_id", "epoch"],
    )


@positive
def _refund_idempotency(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""The refund tool prepared this request for the agent to confirm. Explain it in one sentence.

POST /v2/refunds HTTP/1.1
Host: payments.tourline.example
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("datetime", "X-Client-Time: " + py_iso(t))}
Content-Type: application/json

{{"booking":"TL-26-040771","amount":"GBP 380.00","reason":"tour cancelled by operator","original_payment":"pay_2026-01-14_77120"}}
Explanation:""",
        "refunds:idempotency",
        ["http_request_headers", "idempotency_key", "python_isoformat"],
    )


@positive
def _hebrew_refund(g: Gen75) -> Draft:
    t = g.at(IDT)
    return P(
        f"""אתה עוזר ההחזרים של סוכנות הנסיעות "גלים". ענה בעברית, בקצרה.
{v("datetime", "זמן הבקשה: " + f"{t.day}.{t.month}.{t.year} {t:%H:%M:%S}")}

לקוח: קיבלתי את ההודעה הזאת מהחברה:
מספר בקשה: 2026-55180
נוצר: 2026-02-03 10:44
טיסה: LY 315 תל אביב - לונדון, 2026-02-20 (בוטלה)
סכום להחזר: 2,340 ש"ח
סטטוס: בטיפול
כמה זמן לוקח בדרך כלל להחזר?""",
        "refunds:hebrew",
        ["system_tail", "hebrew", "non_english"],
    )


@positive
def _mistral_french(g: Gen75) -> Draft:
    t = g.at(EDT)
    return P(
        f"""[INST] Tu es l'assistant de l'agence Voyages Azur. Réponds en français, poliment.
{v("datetime", "Heure actuelle : " + fr_now(t))}

Client : Mon vol AC 871 Montréal-Paris du 2026-04-11 a été avancé à 17h05 au lieu de 21h30 (avis reçu
le 2026-03-28 à 08:14). Je ne peux pas partir plus tôt. Quelles sont mes options ? [/INST]""",
        "changes:mistral-french",
        ["mistral", "french_now", "non_english"],
    )


# --- duty of care -------------------------------------------------------------------------------


@positive
def _alert_feed_polled(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Duty-of-care assistant for Meridian Corporate Travel. List the travellers who need a call first.
{v("datetime", "Alert feed polled: " + rfc2822(t))}
{v("run_id", "Poll id: " + g.b58(22))}

Alerts:
[2026-08-14 06:20 UTC] SEVERE  Kathmandu  Flooding closes Ring Road sections; airport open.
[2026-08-14 04:55 UTC] MODERATE  Pokhara  Landslide on Prithvi Highway near Mugling.

Travellers in area:
- R. Iyer, Hotel Yak & Yeti, Kathmandu, departs 2026-08-14 13:40 (QR 647)
- L. Brandt, Pokhara, road transfer to Kathmandu booked 2026-08-14 09:00
Assistant:""",
        "duty:alert-feed",
        ["header_block", "rfc2822", "base58", "alerts_content"],
    )


@positive
def _risk_brief_logfmt(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""app=riskbrief {v("datetime", "now=" + go_nano(t, g.small(1, 1000)))} region=emea
Write a three-line pre-trip risk brief for the traveller below.

Traveller: Sofia Ek, trip TRV-2026-3381, Stockholm - Lagos 2026-10-05, return 2026-10-12
Hotel: Eko Hotels & Suites, Victoria Island
Risk level (country): high; (city): medium
Last advisory update for Lagos: 2026-09-29 14:00 UTC (road travel after dark discouraged)
Brief:""",
        "duty:logfmt-now",
        ["logfmt", "go_rfc3339nano", "advisory_time_content"],
    )


@positive
def _sms_checkin_relay(g: Gen75) -> Draft:
    t = g.at(NPT)
    return P(
        f"""[relay {v("request_id", "id=rl_" + g.nanoid())} {v("datetime", "received=" + rfc3339(t))} channel=sms]
Traveller reply to the safety check-in, sent from +977 9801 122 334:
"Safe at hotel Kathmandu 19:40 local, road to Pokhara closed, staying until Thursday"
Decide whether the case can be closed and write the note for the file.
Note:""",
        "duty:sms-relay",
        ["bracket_kv", "nanoid", "offset_0545", "typed_time_content"],
    )


@positive
def _duty_report_header(g: Gen75) -> Draft:
    t = g.at(CET)
    return P(
        f"""TRAVELLER EXPOSURE REPORT
{v("datetime", "Generated: " + rfc2822(t))}
{v("run_id", "Report ID: " + g.ulid(t))}
Client: Hartwell Engineering

Event: Earthquake M6.1, Izmir, 2026-10-02 03:41 local
Travellers:
  D. Fischer  Izmir Hilton   check-out 2026-10-04   last check-in 2026-10-02 07:12 "all fine"
  M. Laine    Çeşme          check-out 2026-10-03   no check-in since 2026-10-01 21:30

Turn this into a short update for the client's HR lead.
Update:""",
        "duty:exposure-report",
        ["head", "rfc2822", "ulid", "checkins_content"],
    )


@positive
def _arabic_umrah(g: Gen75) -> Draft:
    t = g.at(GST)
    return P(
        f"""أنت مساعد مجموعات العمرة لدى شركة الهدى للسياحة. أجب بالعربية.
{v("datetime", "وقت الطلب: " + ar_now(t))}

المشرف: هذه بيانات المجموعة:
رقم المجموعة: HUDA-UMR-2604
الوصول: جدة ٢٠٢٦/٠٤/٠٩ الساعة ٠٣:٢٠ رحلة SV 553
الفندق: مكة، فندق أجياد، ٥ ليال
عدد المعتمرين: ٤٢
هل يكفي باص واحد بسعة ٤٩ مقعدًا مع الأمتعة؟""",
        "coach:arabic-umrah",
        ["system_tail", "arabic_digits", "non_english"],
    )


# --- corporate travel policy --------------------------------------------------------------------


@positive
def _llama3_policy(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + llama_date(t))}

You are the travel policy assistant of Vantor Group. Business class is allowed on flights over 8 hours
scheduled block time; premium economy over 5 hours; otherwise economy.<|eot_id|><|start_header_id|>user<|end_header_id|>

I fly Frankfurt-Singapore on LH 778, block time 12h15, on 2026-09-14. Can I book business?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        "policy:llama3-today",
        ["llama3", "today_date", "knowledge_cutoff_neighbour"],
    )


@positive
def _google_chat_approval(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Decide whether this pre-trip approval request is within policy and draft the reply.

{{
  "type": "MESSAGE",
  {v("datetime", '"eventTime": "' + rfc3339(t, 6) + '",')}
  "message": {{
    {v("message_id", '"name": "spaces/AAQA8xk2c1E/messages/' + g.b64url(8) + "." + g.b64url(8) + '",')}
    "sender": {{"displayName": "Priya Nair", "email": "priya.nair@vantor.example"}},
    "text": "Need approval: LHR-BOM 12-19 May, fare GBP 1,140 economy flex, 3 quotes attached"
  }},
  "space": {{"name": "spaces/AAQA8xk2c1E", "displayName": "Travel approvals"}}
}}
Reply:""",
        "policy:google-chat",
        ["json_pretty", "chat_event", "message_id"],
    )


@positive
def _obt_request_start(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""X-Forwarded-Proto: https
{v("epoch", "X-Request-Start: t=" + str(epoch_us(t)))}
X-OBT-Tenant: vantor-eu

You explain to travellers why an option in the booking tool is marked out of policy.

Traveller: Why is the Hilton Amsterdam Centraal (EUR 289/night, 3-6 March) flagged red? The cap says
EUR 260 for Amsterdam.
Assistant:""",
        "policy:obt-request-start",
        ["head", "header_block", "epoch_us", "tenant_neighbour"],
    )


@positive
def _contact_centre(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Contact attributes:
{v("session_id", "ContactId: " + g.uuid4())}
{v("datetime", "InitiationTimestamp: " + js_iso(t))}
Queue: corporate-emergency
CustomerNumber: +44 7700 900412

You assist the out-of-hours agents of Meridian Corporate Travel. The caller is a traveller stuck at
Dubai after a missed connection (EK 29 DXB-LHR, departed 2026-11-03 07:45).
Agent:""",
        "policy:contact-centre",
        ["header_block", "contact_start", "js_iso"],
    )


@positive
def _portal_jwt(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Corporate travel portal assistant. Use only the traveller profile below.
{v("token", "Portal session token: " + g.jwt(t, "emp-20817"))}

Profile: Tomasz Zielinski, grade M2, home airport WAW, cost centre CC-4410
Loyalty: LOT Miles&More 992 004 771 (Senator until 2027-02-28)
Preferences: aisle, vegetarian

Traveller: Can I use my Senator status to pick seats for free on the Warsaw-Chicago trip in June?
Assistant:""",
        "policy:portal-jwt",
        ["jwt", "session_token", "profile_content"],
    )


@positive
def _rag_policy_docs(g: Gen75) -> Draft:
    t = g.moment()
    t2 = t + timedelta(milliseconds=g.small(30, 900))
    return P(
        f"""Answer the traveller's question from the documents. Cite the document id.

<doc id="pol-4.2" {v("datetime", 'fetched="' + rfc3339(t, 3) + '"')} source="intranet">
4.2 Rail instead of air: for trips under 4 hours by train, rail is mandatory. Effective 2026-01-01.
</doc>
<doc id="pol-4.7" {v("datetime", 'fetched="' + rfc3339(t2, 3) + '"')} source="intranet">
4.7 First class rail is allowed for journeys over 3 hours booked at least 7 days in advance.
</doc>

Question: Can I take first class on the 3h40 Brussels-Strasbourg train next week? I booked it today.
Answer:""",
        "policy:rag-fetched",
        ["rag", "xml_attr", "rfc3339_ms", "effective_date_content"],
    )


@positive
def _made_up_labels(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""tourdesk.build: 2026.03.2
{v("epoch", "tourdesk.t0: " + str(epoch_us(t)))}
{v("request_id", "tourdesk.hop: " + g.tsid())}

Suggest two add-on excursions for the booking below, with prices from the list.

Booking: TD-88412, Lisbon city break, 2 adults, 2026-05-22 to 2026-05-26
Excursions: Sintra day trip EUR 79, Fado night EUR 55, Arrábida boat tour EUR 65, Óbidos EUR 49
Assistant:""",
        "shapes:made-up-labels",
        ["head", "made_up_label", "epoch_us", "tsid", "calver_neighbour"],
    )


@positive
def _trailing_ksuid(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Which documents does a Kenyan citizen need for our 9-day "Highlights of Morocco" tour (Casablanca
arrival 2026-10-03)? The traveller holds a US B1/B2 visa valid to 2028.

{v("trace_id", g.ksuid(t))}""",
        "shapes:trailing-ksuid",
        ["tail", "bare_ksuid", "value_on_own_line"],
    )


@positive
def _traceparent_over_logs(g: Gen75) -> Draft:
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
Why did this booking fail? Logs from the booking engine:

2026-03-02T10:14:07.221Z INFO  trace_id=5f0c1e9a7b3d4c2e8a1f6b0d9c7e3a21 booking.start ref=GT-55120 supplier=hotelbeds
2026-03-02T10:14:08.904Z WARN  trace_id=5f0c1e9a7b3d4c2e8a1f6b0d9c7e3a21 rate.recheck price_changed old=412.00 new=438.50
2026-03-02T10:14:09.012Z ERROR trace_id=5f0c1e9a7b3d4c2e8a1f6b0d9c7e3a21 booking.abort reason=PRICE_TOLERANCE_EXCEEDED
Answer:""",
        "shapes:traceparent-over-logs",
        ["head", "traceparent", "near_miss", "trace_ids_in_content"],
    )


@positive
def _dotnet_after_user(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""You answer travellers of Nordkapp Adventures about their tour documents.

Traveller: Is the Hurtigruten cabin included in my booking NA-26-1190 (Bergen-Kirkenes, 2026-06-06)?
{v("datetime", "sent_from_app_at: " + dotnet_o(t, g.small(0, 10)))}
Assistant:""",
        "shapes:dotnet-after-user",
        ["after_user", "dotnet_o"],
    )


@positive
def _http_date_widget(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Booking widget request:
Host: book.coastalcoaches.example
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "CF-Ray: " + g.cf_ray())}
Accept-Language: en-IE

You answer questions about Coastal Coaches airport transfers.

Customer: My voucher says pickup at Dublin T1 "Zone 14" at 23:50 on 2026-07-19, flight FR 7012. If the
flight lands late, does the driver wait?
Assistant:""",
        "coach:widget-headers",
        ["header_block", "http_date", "cf_ray", "voucher_content"],
    )


@positive
def _semantic_kernel_sentence(g: Gen75) -> Draft:
    t = g.at(EDT)
    return P(
        f"""You are the itinerary assistant of Harbor Lights Cruises & Tours. {v("datetime", "The current time is " + sk_now(t) + ".")}
Offer only shore excursions that return at least 60 minutes before all-aboard.

Port day: Juneau, all aboard 20:30. Excursions: Mendenhall Glacier 13:00-16:30, Whale watch 14:00-18:45,
Dog sled 15:30-19:45.

Guest: Which excursions can I still join?
Assistant:""",
        "bookings:sk-sentence",
        ["inline_sentence", "dotnet_long"],
    )


@positive
def _chinese_visa(g: Gen75) -> Draft:
    t = g.at(CST8)
    return P(
        f"""你是环球通旅行社的签证助手，请用中文回答。
{v("datetime", "查询时间：" + zh_now(t))}
{v("request_id", "请求编号：" + g.snowflake(t))}

客户：这是签证中心的短信：
【签证中心】您的申请（受理编号 SHA-2026-0412-7731）已于2026年4月12日 15:20 递交，预计15个工作日。
我5月6日出发去法国，来得及吗？""",
        "visa:chinese",
        ["system_tail", "chinese_now", "snowflake", "non_english"],
    )


@positive
def _turkish_tour(g: Gen75) -> Draft:
    t = g.at(TRT)
    return P(
        f"""{v("datetime", "Sorgu zamanı: " + tr_now(t))}
Sen Anadolu Rotaları turizm acentesinin asistanısın. Türkçe ve kısa cevap ver.

Müşteri: Kapadokya turu rezervasyonum:
Rezervasyon no: AR-2026-30915
Oluşturma: 2026-02-17 22:41:08
Tur: Kapadokya 3 gün, 2026-05-01 hareket, 07:00 Kayseri havalimanı transferi
Balon turu: 2026-05-02 05:15 (hava durumuna bağlı)
Balon iptal olursa ücret iadesi yapılıyor mu?""",
        "bookings:turkish",
        ["head", "turkish_now", "non_english"],
    )


@positive
def _greek_ferry(g: Gen75) -> Draft:
    t = g.at(EET if g.small(0, 2) else timezone(timedelta(hours=3), "EEST"))
    return P(
        f"""Είσαι ο βοηθός του πρακτορείου Αιγαίο Ταξίδια. Απάντα στα ελληνικά.

Πελάτης: Έχω αυτά τα εισιτήρια:
Κράτηση: AGT-771204
Πειραιάς - Νάξος, 2026-07-18 07:25, Blue Star Delos, κατάστρωμα
Νάξος - Σαντορίνη, 2026-07-22 11:10, SeaJets, θέση 14Β
Μπορώ να αλλάξω το δεύτερο για 2026-07-23;
{v("datetime", "Ώρα αιτήματος: " + el_now(t))}""",
        "changes:greek-ferry",
        ["after_user", "greek_now", "non_english", "tail"],
    )


@positive
def _russian_transfer(g: Gen75) -> Draft:
    t = g.at(TRT)
    return P(
        f"""Ты помощник туроператора «Белый Парус». Отвечай по-русски, кратко.
{v("datetime", "Время запроса: " + ru_now(t))}
{v("session_id", "ID сессии: " + g.hex(24))}

Турист: Вот данные трансфера:
Заказ: BP-26-55018
Прилёт: Анталья, 2026-06-02 14:35, рейс SU 2136
Трансфер: групповой, отель Rixos Downtown
Создано: 2026-03-11 18:22:51
Если рейс задержат на три часа, трансфер подождёт?""",
        "coach:russian-transfer",
        ["system_tail", "russian_now", "hex_session", "non_english"],
    )


@positive
def _indonesian_bali(g: Gen75) -> Draft:
    t = g.at(timezone(timedelta(hours=8), "WITA"))
    return P(
        f"""Kamu adalah asisten Nusa Wisata Tour. Jawab dalam bahasa Indonesia.
{v("datetime", "Waktu server: " + id_now(t))}

Pelanggan: Ini jadwal paket saya:
Kode: NW-BALI-4D-22817
Hari 1 (2026-08-10) jemput bandara 13:00, hotel Ubud
Hari 2 (2026-08-11) Kintamani, berangkat 07:30
Hari 3 (2026-08-12) Tanah Lot sunset 16:00
Bisa tambah rafting di hari 2?""",
        "bookings:indonesian",
        ["system_tail", "indonesian_now", "dotted_time", "non_english"],
    )


@positive
def _vietnamese_visa(g: Gen75) -> Draft:
    t = g.at(ICT)
    return P(
        f"""Bạn là trợ lý visa của Sen Vàng Travel. Trả lời bằng tiếng Việt.

Khách: Hồ sơ visa Nhật của tôi:
Mã hồ sơ: SV-JP-26-0933
Ngày nộp: 2026-03-02
Ngày dự kiến có kết quả: 2026-03-13
Ngày bay: 2026-03-20 (VN 300 SGN-NRT 23:55)
Nếu trễ kết quả thì có đổi vé miễn phí được không?
{v("datetime", "Thời điểm truy vấn: " + f"{t:%H:%M:%S} ngày {t:%d/%m/%Y}")}""",
        "visa:vietnamese",
        ["after_user", "vietnamese_now", "non_english", "tail"],
    )


@positive
def _hindi_tour(g: Gen75) -> Draft:
    t = g.at(IST)
    return P(
        f"""आप यात्रा भारती टूर्स के सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "अनुरोध का समय: " + hi_now(t))}
{v("session_id", "सत्र: " + g.uuid4())}

ग्राहक: मेरी बुकिंग:
बुकिंग संख्या: YBT-26-04417
टूर: चार धाम यात्रा, प्रस्थान 2026-05-12 हरिद्वार 05:30
हेलीकॉप्टर केदारनाथ: 2026-05-15 07:10 (पुष्टि लंबित)
अगर हेलीकॉप्टर रद्द हो तो क्या पैसा वापस मिलेगा?""",
        "bookings:hindi",
        ["system_tail", "hindi_now", "non_english"],
    )


@positive
def _swahili_safari(g: Gen75) -> Draft:
    t = g.at(EAT)
    return P(
        f"""{v("datetime", "Muda wa ombi: " + dmy(t))}
Wewe ni msaidizi wa Simba Safaris. Jibu kwa Kiswahili.

Mteja: Hii ni ratiba yangu:
Nambari ya safari: SS-26-7710
Kuwasili: Kilimanjaro 2026-07-21 19:05 (KL 569)
Serengeti: 2026-07-22 hadi 2026-07-25, kambi ya Kati Kati
Ngorongoro: 2026-07-26, kuondoka 06:00
Je, gari litanisubiri kama ndege itachelewa?""",
        "bookings:swahili",
        ["head", "swahili_now", "non_english"],
    )


@positive
def _italian_group(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Sei l'assistente gruppi di Dolce Vita Viaggi. Rispondi in italiano.
- Sportello: gruppi scuole
{v("datetime", "- Data e ora correnti: " + dmy(t))}
{v("session_id", "- Sessione sportello: " + g.b58(16))}

Docente: Ecco la conferma del pullman:
Pratica: DVV-GR-26-0418
Partenza: 2026-04-20 06:45, Piazzale Roma, Venezia
Rientro: 2026-04-22 20:30
Autisti: 2 (turno doppio)
Possiamo anticipare il rientro alle 18:00 senza costi?""",
        "coach:italian-group",
        ["md_bullets", "italian_now", "base58", "non_english"],
    )


@positive
def _dutch_fetched(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Je bent de assistent van Tulp Reizen. Antwoord in het Nederlands.

Boekingsgegevens {v("datetime", "opgehaald op " + f"{t:%d-%m-%Y %H:%M:%S}")} {v("request_id", "(ophaal-id " + g.b62(12) + ")")} uit het reserveringssysteem:
Boeking: TR-26-30177, rondreis Schotland, 8 dagen, vertrek 2026-06-06
Vluchten: KL 1475 AMS-EDI 06-06 09:40, KL 1478 EDI-AMS 13-06 18:05
Aanbetaling: EUR 450 ontvangen op 2026-01-22

Klant: Wanneer moet ik het restbedrag betalen?""",
        "bookings:dutch-fetched",
        ["inline_phrase", "dutch", "paren_id", "non_english"],
    )


@positive
def _thai_visa(g: Gen75) -> Draft:
    t = g.at(ICT)
    return P(
        f"""คุณเป็นผู้ช่วยของบริษัททัวร์ช้างทอง ตอบเป็นภาษาไทย
{v("datetime", "เวลาที่ส่งคำขอ: " + th_now(t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}

ลูกค้า: นี่คือใบยืนยันทัวร์ญี่ปุ่นของฉัน
รหัสทัวร์: CT-JP-2569-118
ออกเดินทาง: 12 เม.ย. 2569 23:55 (XJ 600)
กลับ: 17 เม.ย. 2569 08:30
ต้องใช้วีซ่าไหมคะ""",
        "visa:thai",
        ["system_tail", "buddhist_era", "ulid", "non_english"],
    )


@positive
def _gemini_style_supplier_chat(g: Gen75) -> Draft:
    t = g.moment()
    return P(
        f"""Supplier chat assistant for Kite & Compass. Draft replies to hotel reservations teams.
Thread opened {v("datetime", "on " + long_date(t))} {v("session_id", "(chat " + g.objectid(t) + ")")} with Hotel Miramar Sitges.

Hotel (earlier): Dear partner, we can confirm 6 of the 10 rooms for 2026-09-18/21. Rooms 7-10 on request,
answer by 2026-08-30 18:00.
Agent: Please draft a reply asking for a guarantee on all 10 rooms and the cut-off for the rooming list.
Assistant:""",
        "allocations:supplier-chat",
        ["inline_phrase", "objectid", "long_date"],
    )


@positive
def _go_string_refund_run(g: Gen75) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(
        f"""{v("datetime", "Refund batch built at " + go_string(t, g.small(1, 1000), mono))}
Check the batch below for refunds that exceed the amount paid.

refund_id     booking        paid      refund    method
RF-77410      VA-26-1102     1,240.00  1,240.00  card
RF-77411      VA-26-1187       880.00    920.00  card
RF-77412      VA-26-1203     2,010.00  1,005.00  bank transfer
Findings:""",
        "refunds:go-string",
        ["head", "go_time_string", "table_content"],
    )


@positive
def _clf_prefix_request(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Explain the difference between these two fare families to the customer in simple words.
{v("datetime", "Forwarded by edge-mad-2 at " + clf(t))}

Basic: no bag, no seat choice, no changes. EUR 89.
Classic: 23 kg bag, seat choice, changes EUR 70. EUR 129.
Customer: I travel Madrid-Rome 2026-06-12 with a big suitcase.
Assistant:""",
        "gds:clf-forwarded",
        ["system_tail", "clf"],
    )


@positive
def _unix_date_ops(g: Gen75) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Ops assistant for Fjord Line Tours. Answer the guide's question from the schedule.
{v("datetime", "Host date: " + js_tostring(t, "Central European Summer Time"))}

Schedule (Geiranger, 2026-07-08): bus 09:15 hotel -> ferry 10:30 -> Hellesylt 11:35 -> bus 12:00 Loen
Guide: The ferry is cancelled today. What is the fastest alternative to Loen?
Assistant:""",
        "coach:js-tostring",
        ["system_tail", "js_tostring"],
    )


# --- hand-written negatives: pasted records -----------------------------------------------------
# (source, tags, block, question, lead-in)

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "booking-json-uuid7",
        ["json_pretty", "uuid7", "created_at"],
        """{
  "id": "01952c4e-8f3a-7b21-a6d0-3c9e7f1b2a45",
  "created_at": "2026-02-14T09:31:07.482+01:00",
  "updated_at": "2026-02-16T18:02:55.019+01:00",
  "product": "Amalfi Coast Walking, 7 nights",
  "departure": "2026-05-16",
  "travellers": 2,
  "balance_due": "2026-04-01",
  "status": "deposit_paid"
}""",
        "When does the balance have to be paid, and how many days is that before departure?",
        "Here is the booking record from our system",
    ),
    (
        "pnr-display",
        ["pnr", "gds", "ticketing_time_limit"],
        """RP/PARAF0100/PARAF0100            AA/SU  04MAR26/1412Z   8HJ3LW
  1.DUPONT/CLAIRE MRS   2.DUPONT/LEO MSTR(CHD/12MAY16)
  3  AF 1380 Y 14APR 2 CDGLIS HK2  0715 0850  14APR  E  AF/8HJ3LW
  4  AF 1495 Y 21APR 2 LISCDG HK2  1835 2210  21APR  E  AF/8HJ3LW
  5 SSR CHLD AF HK1 12MAY16/P2
  6 TK OK04MAR/PARAF0100
  7 FA PAX 057-2410445871/ETAF/EUR412.36/04MAR26/PARAF0100/20494763/S3-4/P1
  8 FA PAX 057-2410445872/ETAF/EUR318.90/04MAR26/PARAF0100/20494763/S3-4/P2""",
        "Are both tickets issued, and is the child's age right for a child fare on the return?",
        "Our agent sent me this PNR",
    ),
    (
        "fare-rule-text",
        ["fare_rules", "dates"],
        """FARE RULE  YLXOW6   FRA-BKK   TG
SALE DATES     TICKETS MUST BE ISSUED ON/BEFORE 31MAR26.
TRAVEL DATES   VALID FOR TRAVEL COMMENCING ON/AFTER 15APR26 AND ON/BEFORE 30SEP26.
CAT 16  CHANGES BEFORE DEPARTURE CHARGE EUR 120.00.
        CANCELLATION PERMITTED BEFORE DEPARTURE - REFUND LESS EUR 250.00.
        NO-SHOW - TICKET HAS NO VALUE.""",
        "If I issue on 2 April, can I still use this fare?",
        "The fare rule the airline's system displayed",
    ),
    (
        "coach-manifest-csv",
        ["csv", "times", "ids"],
        """manifest_id,coach,pickup_time,pickup_point,pax_name,booking_ref,flight
MN-260611-07,C07,2026-06-11T05:40:00+02:00,Hotel Riu Palace,Schmidt Anna,TR-40118,DE 1541
MN-260611-07,C07,2026-06-11T05:40:00+02:00,Hotel Riu Palace,Schmidt Jonas,TR-40118,DE 1541
MN-260611-07,C07,2026-06-11T05:55:00+02:00,Iberostar Bahia,Okafor Chidi,TR-40152,LS 1432
MN-260611-07,C07,2026-06-11T06:10:00+02:00,H10 Tindaya,Larsen Mette,TR-40177,D8 5762""",
        "Who on this manifest is most at risk of missing their flight if the coach runs 30 minutes late?",
        "The transfer manifest for tomorrow morning",
    ),
    (
        "rooming-md-table",
        ["md_table", "dates"],
        """| Room | Guest              | Check-in   | Check-out  | Ref         |
|------|--------------------|------------|------------|-------------|
| 204  | Ito Haruka         | 2026-10-02 | 2026-10-06 | SK-GRP-1187 |
| 205  | Ito Kenji          | 2026-10-02 | 2026-10-06 | SK-GRP-1187 |
| 206  | Mori Aiko (guide)  | 2026-10-01 | 2026-10-07 | SK-GRP-1187 |""",
        "The hotel says the guide's extra nights are not in the contract. How many extra nights is that?",
        "The rooming list I sent to the hotel",
    ),
    (
        "supplier-email-headers",
        ["email_headers", "date", "message_id"],
        """From: Reservations <reservations@hotelvesta.example>
To: contracting@solemio.example
Date: Tue, 17 Feb 2026 08:22:14 +0100
Message-ID: <CAF7x-2026021708221401@mail.hotelvesta.example>
Subject: Re: Allotment summer 2026 - release change

Dear partner, from 1 June the release for the July block moves from 14 to 21 days. Rooms not sold
21 days before arrival return to the hotel automatically.""",
        "What does this change mean for a group arriving on 10 July?",
        "My colleague forwarded this email",
    ),
    (
        "webhook-debug-signature",
        ["webhook", "signature", "debug"],
        """POST /webhooks/bookings HTTP/1.1
webhook-id: msg_2uB9kq0yJtLxZ3vR8sPn1mWc
webhook-timestamp: 1772704451
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"booking.confirmed","timestamp":"2026-03-05T09:54:11.204Z","data":{"booking":"WB-77120","supplier_ref":"HB-4410-2231"}}""",
        "Our handler rejects this delivery as 'signature mismatch'. What are the usual causes?",
        "This is the delivery our endpoint logged",
    ),
    (
        "allocation-yaml",
        ["yaml", "dates"],
        """contract: CT-2026-SAN-0042
hotel: Hotel Las Arenas
created: 2025-10-09T11:30:00+02:00
blocks:
  - from: 2026-06-01
    to: 2026-06-30
    rooms: 10
    release_days: 21
  - from: 2026-07-01
    to: 2026-08-31
    rooms: 16
    release_days: 30""",
        "How many room nights does this contract cover in total?",
        "The allocation file from the contracting tool",
    ),
    (
        "booking-engine-log",
        ["log_lines", "request_id", "timestamps"],
        """2026-03-09 14:02:11,482 INFO  [req=9f3b2c71] search dest=TFS dates=2026-04-02..2026-04-09 pax=2
2026-03-09 14:02:12,907 INFO  [req=9f3b2c71] results=48 cheapest=612.40
2026-03-09 14:02:31,118 INFO  [req=a04e5d18] prebook hotel=H-88140 rate=RB-2211 price=688.00
2026-03-09 14:02:33,640 ERROR [req=a04e5d18] prebook failed code=ROOM_NOT_AVAILABLE""",
        "Why did the prebook fail when the search showed availability?",
        "Below is what the booking engine logged",
    ),
    (
        "curl-supplier",
        ["http_exchange", "date", "x_request_id"],
        """$ curl -i https://api.transferhub.example/v1/bookings/TH-99120
HTTP/2 404
date: Wed, 11 Mar 2026 16:40:22 GMT
content-type: application/json
x-request-id: 7c1e4a90-2b3f-4d11-9e8a-55f0c2d7b613

{"error":"booking_not_found","message":"No booking TH-99120 for this account"}""",
        "The booking exists in their portal. Why would the API say not found?",
        "Here is the call I made",
    ),
    (
        "visa-form-export",
        ["form_export", "timestamps"],
        """Submission ID: 5f8e21c0-7d44-4b6a-9f21-0c3b8e7a5d12
Submitted: 2026-02-27 21:14:09
Full name: Juan Pablo Restrepo
Nationality: Colombia
Passport number: AU492117
Passport expiry: 2026-09-30
Destination: United Kingdom
Arrival: 2026-04-10
Purpose: Tourism (tour "Scotland Highlands", ref SH-26-049)""",
        "What documents should we ask this traveller for before the trip?",
        "The visa questionnaire export",
    ),
    (
        "duty-alert-pasted",
        ["alert", "timestamps", "ids"],
        """ALERT  id=al_01JN4W8ZQ5T6V7X8Y9Z0A1B2C3  severity=high
issued=2026-03-03T11:05:00Z  expires=2026-03-05T11:05:00Z
area=Lima, Peru
text=National transport strike; expect road blockades and suspended intercity buses.""",
        "Which of our groups in Peru should we contact about this alert, and what should we tell them?",
        "The alert our risk provider sent yesterday",
    ),
    (
        "emd-refund-record",
        ["emd", "refund", "dates"],
        """EMD 220-4410293381  ISSUED 12JAN26  LH  RFIC C  RFISC 0CC
REASON: PREPAID BAGGAGE 23KG  AMOUNT EUR 60.00
COUPON 1  STATUS OPEN  ASSOCIATED TKT 220-2410993381 CPN 1
VALIDITY: 12JAN27""",
        "The flight was cancelled. Can this baggage EMD be refunded on its own?",
        "This EMD was on the booking",
    ),
    (
        "schedule-change-queue",
        ["gds_queue", "schedule_change"],
        """QUEUE 7 C1  SCHEDULE CHANGE  PNR 5TR8KA  RCVD 09MAR 0412Z
  UN  IB 3171 Y 22APR MADLIS HK1  1005 1110
  TK  IB 3171 Y 22APR MADLIS HK1  1240 1345
  RESPONSE REQUIRED BY 12MAR 2359Z""",
        "What changed, and what is the deadline to act?",
        "Found this in our schedule change queue",
    ),
    (
        "slack-export",
        ["slack_export", "ts"],
        """[{"ts":"1772611201.004900","user":"U04FJ2K9","text":"coach for group BER-26-11 broke down on A9 near Nuremberg"},
 {"ts":"1772611388.011200","user":"U02AB7Q1","text":"replacement dispatched from Munich, ETA 90 min"},
 {"ts":"1772616104.020100","user":"U04FJ2K9","text":"group back on the road 12:31"}]""",
        "How long was the group stranded in total?",
        "Our ops channel export",
    ),
    (
        "ndc-order-view",
        ["xml", "ndc", "ids"],
        """<OrderViewRS Version="21.3">
  <Response>
    <Order OrderID="BA-ORD-99X2KQ" CreationDateTime="2026-02-20T10:44:51Z">
      <TotalPrice><TotalAmount CurCode="GBP">742.30</TotalAmount></TotalPrice>
      <OrderItem OrderItemID="OI-1" PaymentTimeLimitDateTime="2026-02-21T10:44:51Z"/>
    </Order>
  </Response>
</OrderViewRS>""",
        "Does this order still need to be paid, and until when?",
        "The airline returned this order",
    ),
    (
        "kafka-ulids",
        ["kafka", "ulid", "ksuid"],
        """partition=3 offset=88120 key=01JNB7Q2V8K4M5N6P7R8S9T0VW value={"booking":"LX-55102","event":"ticketed"}
partition=3 offset=88121 key=01JNB7Q3A1B2C3D4E5F6G7H8JK value={"booking":"LX-55102","event":"seat_assigned"}
partition=3 offset=88122 key=2dXyRk9vTq3LmN8pW4sZ1aB7cE0 value={"booking":"LX-55109","event":"cancelled"}""",
        "Why does the third message have a different key format?",
        "Consumer output from our bookings topic",
    ),
    (
        "insurance-certificate",
        ["certificate", "dates"],
        """CERTIFICATE OF INSURANCE  No. TI-2026-448190
Issued: 2026-02-06 16:12
Insured: Maria and Tomas Lindqvist
Cover: 2026-03-20 00:00 to 2026-04-03 23:59 (Europe/Stockholm)
Trip cancellation: SEK 60,000 per person
Medical: unlimited""",
        "Does this cover a cancellation because of a volcanic ash cloud?",
        "The certificate attached to our booking",
    ),
    (
        "gps-logfmt",
        ["logfmt", "epochs"],
        """ts=1781500800 coach=CZ-7412 lat=50.0755 lon=14.4378 speed=0 door=open
ts=1781501100 coach=CZ-7412 lat=50.0812 lon=14.4280 speed=24 door=closed
ts=1781502000 coach=CZ-7412 lat=50.1034 lon=14.2632 speed=0 door=closed
ts=1781503800 coach=CZ-7412 lat=50.1036 lon=14.2631 speed=0 door=open""",
        "Was the coach waiting at the airport before the pickup at 07:30 local?",
        "Telematics from the coach",
    ),
    (
        "voucher-text",
        ["voucher", "times"],
        """SERVICE VOUCHER  No. 2026/0419-77
Issued 2026-03-29 by Atlas Incoming DMC
Service: private transfer Marrakech RAK -> Riad Yasmine
Date/time: 2026-04-19 16:25 (flight FR 3851)
Guests: 3 adults
Meeting point: arrivals hall, sign "ATLAS / HAMADI\"""",
        "Write the text for the SMS we send the guests the day before.",
        "The voucher",
    ),
    (
        "ota-sql-result",
        ["sql_result", "timestamps"],
        """ booking_id |        created_at        | status    | supplier
------------+--------------------------+-----------+----------
 4410281    | 2026-03-01 09:12:44.1+00 | confirmed | HBX
 4410295    | 2026-03-01 09:14:02.8+00 | failed    | HBX
 4410301    | 2026-03-01 09:14:07.3+00 | failed    | HBX
(3 rows)""",
        "Two bookings failed within five seconds of each other. Is this a supplier outage pattern?",
        "Result of the query",
    ),
    (
        "group-contract-clause",
        ["contract", "dates"],
        """7. Attrition. The Group may reduce the room block by up to 10% until 2026-08-15 without charge.
Reductions after 2026-08-15 and before 2026-09-05 are charged at 50% of the room rate.
8. Final rooming list due 2026-09-10 17:00 CEST.""",
        "We reduce from 40 to 34 rooms on 2026-08-20. What do we owe?",
        "The clause in the group contract",
    ),
    (
        "typeform-debug",
        ["webhook", "debug", "typeform"],
        """{
  "event_id": "01JNC0R2T4W6Y8A0C2E4G6J8KM",
  "event_type": "form_response",
  "form_response": {
    "form_id": "Xy7Kq2",
    "token": "a3kq9x2m0b7c",
    "landed_at": "2026-03-06T19:02:11Z",
    "submitted_at": "2026-03-06T19:05:47Z",
    "answers": [{"field": {"ref": "dietary"}, "text": "vegan, nut allergy"}]
  }
}""",
        "Our tour sign-up form webhook arrives but the dietary field is empty in our CRM. Anything wrong here?",
        "What our endpoint received",
    ),
    (
        "jwt-ticket",
        ["jwt", "debug"],
        """eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJib29raW5nOkdULTU1MTIwIiwiaWF0IjoxNzcyNzA0NDUxLCJleHAiOjE3NzI3OTA4NTF9.hW3p1qL9fX0k2yS7mN4bV8cR6tE1uA5dZ0gJ3oP9iQw""",
        "Our tour QR code contains this token. When does it expire?",
        "The token from the QR",
    ),
    (
        "sentry-event",
        ["sentry", "timestamp_first"],
        """{
  "timestamp": "2026-03-10T07:41:19.002Z",
  "event_id": "c1e07b3d9a2f4e8b8d1c5f6a7b9e0d24",
  "level": "error",
  "message": "SeatMapError: segment 2 has no cabin layout",
  "tags": {"carrier": "FR", "route": "STN-BCN"}
}""",
        "Is this our bug or the airline's missing data?",
        "The error from our seat map page",
    ),
    (
        "otel-span",
        ["otel", "trace_id", "epochs"],
        """{"traceId":"4bf92f3577b34da6a3ce929d0e0e4736","spanId":"00f067aa0ba902b7","name":"supplier.availability",
 "startTimeUnixNano":"1772790011204000000","endTimeUnixNano":"1772790019882000000",
 "attributes":{"supplier":"hotelbeds","hotels":120}}""",
        "How long did this availability call take, and is that normal for 120 hotels?",
        "A span from our tracing",
    ),
    (
        "mrz",
        ["mrz", "dates"],
        """P<GBRWHITFIELD<<DANA<ELIZABETH<<<<<<<<<<<<<<
5331945720GBR8504127F3105146<<<<<<<<<<<<<<02""",
        "From the passport's machine-readable zone, is it valid for six months after a 2026-12-20 return?",
        "The MRZ from the scan",
    ),
    (
        "whatsapp-group-export",
        ["chat_export", "times"],
        """[14/03/2026, 07:02:15] Guide Ana: Good morning! Bus leaves 08:00 sharp from the hotel
[14/03/2026, 07:48:51] Tom (room 212): we are 4 still at breakfast, can you wait 10 min?
[14/03/2026, 07:49:30] Guide Ana: ok 08:10 latest, we must be at Alhambra gate for 09:00 slot""",
        "Write a polite note for the group about punctuality for tomorrow's 07:30 departure.",
        "Our group's WhatsApp chat",
    ),
    (
        "refund-ledger-kv",
        ["key_value", "refund", "ids"],
        """refund_id=RF-2026-22019 booking=NB-88102 requested_at=2026-02-01T12:04:33Z amount=812.40 currency=EUR
refund_id=RF-2026-22019 status=supplier_approved at=2026-02-12T09:11:02Z
refund_id=RF-2026-22019 status=paid at=2026-02-19T15:40:58Z method=card""",
        "How many working days did the refund take from request to payment?",
        "Ledger entries for the refund",
    ),
    (
        "ics-itinerary",
        ["ics", "dtstamp", "uid"],
        """BEGIN:VEVENT
UID:trip-8812-seg2@itineraries.kiteandcompass.example
DTSTAMP:20260302T101144Z
DTSTART;TZID=Asia/Tokyo:20260415T091500
DTEND;TZID=Asia/Tokyo:20260415T115800
SUMMARY:Shinkansen Nozomi 7 Tokyo - Kyoto
END:VEVENT""",
        "My calendar shows this train at 02:15. Why?",
        "The calendar entry from my itinerary",
    ),
    (
        "cruise-shore-ex-api",
        ["api_response", "request_id_in_body"],
        """{"request_id":"0b8e1f24-65c3-7d2a-b9f0-4e1c8a7d2f35","generated":"2026-03-04T08:00:03Z",
 "port":"Santorini","date":"2026-06-19","tenders":[{"from":"08:00","to":"17:30"}],
 "excursions":[{"code":"JTR-04","name":"Oia sunset","return":"21:15"}]}""",
        "The ship leaves at 18:00. Why is this excursion being sold?",
        "This is what the cruise line's API returned to my colleague yesterday",
    ),
    (
        "ticket-coupon-status",
        ["etkt", "coupons"],
        """TKT 125-2410771904  ISSUED 02FEB26 LONBA  PAX SINGH/ARJUN MR
CPN 1  BA 117  LHR JFK 10MAR  USED   FLOWN 10MAR
CPN 2  BA 178  JFK LHR 17MAR  OPEN
CPN 3  BA 117  LHR JFK 24MAR  OPEN""",
        "He skipped coupon 2 and flew home on another airline. Can he use coupon 3?",
        "Ticket image",
    ),
    # other languages
    (
        "es-reserva-circuito",
        ["json_pretty", "spanish", "created_at"],
        """{
  "localizador": "MX-CIR-55180",
  "creado": "2026-01-28T17:22:09-06:00",
  "circuito": "Yucatán Maya 5 días",
  "salida": "2026-04-03T07:00:00-06:00",
  "pasajeros": 3,
  "estado": "confirmada"
}""",
        "¿Con cuántos días de anticipación tengo que pagar el saldo si la política es 30 días antes de la salida?",
        "Esta es mi reserva",
    ),
    (
        "fr-programme-groupe",
        ["french", "times"],
        """Programme groupe LYS-26-07 « Châteaux de la Loire »
J1 2026-05-14 07:30 départ Lyon Part-Dieu (autocar 49 places)
J1 2026-05-14 13:00 déjeuner à Bourges
J2 2026-05-15 09:00 Chambord, visite guidée (réf. CHB-881204)
J3 2026-05-16 18:45 retour Lyon""",
        "Le chauffeur peut-il faire J1 seul avec la pause de 45 minutes à Bourges ?",
        "Voici le programme envoyé par le réceptif",
    ),
    (
        "de-buchung-email",
        ["german", "email_headers"],
        """Von: Buchungen <buchung@seeblick-reisen.example>
Datum: Mo., 2. März 2026 um 09:14
Betreff: Ihre Buchung SB-2026-44812

Erstellt: 28.02.2026 18:03:41
Reise: Bodensee-Rundfahrt, 3 Tage, Abfahrt 24.04.2026 07:00 ab Ulm ZOB
Preis: 2 x 389,00 EUR""",
        "Bis wann kann ich kostenlos stornieren, wenn die Frist 30 Tage vor Abreise ist?",
        "Diese E-Mail habe ich bekommen",
    ),
    (
        "it-voucher-transfer",
        ["italian", "voucher"],
        """VOUCHER TRANSFER n. NAP-26-7714
Emesso il: 03/03/2026 11:42
Data servizio: 22/05/2026 ore 14:10
Da: Aeroporto di Napoli (volo EZY 8417)
A: Hotel Excelsior Vittoria, Sorrento
Passeggeri: 4""",
        "Quanto tempo di viaggio devo calcolare per arrivare in hotel?",
        "Ecco il voucher",
    ),
    (
        "pt-reembolso",
        ["portuguese", "refund"],
        """Protocolo: 2026022811045
Data da solicitação: 28/02/2026 11:04
Reserva: TS-26-11870 (pacote Porto Seguro, 7 noites)
Valor: R$ 4.320,00
Status: aguardando fornecedor desde 05/03/2026""",
        "Quanto tempo mais devo esperar antes de reclamar no Procon?",
        "Minha solicitação de reembolso",
    ),
    (
        "ja-tour-itinerary",
        ["japanese", "times"],
        """予約番号: JT-26-088152
作成日時: 2026-02-20 14:33:07
1日目 2026年5月3日 08:10 羽田空港集合 / 09:40 発 NH 461
2日目 2026年5月4日 09:00 首里城 / 13:00 美ら海水族館
3日目 2026年5月5日 16:20 那覇空港発 NH 470""",
        "2日目の移動時間は十分ですか?",
        "旅行会社からの日程表です",
    ),
    (
        "zh-visa-materials",
        ["chinese", "dates"],
        """申请编号：SCH-2026-030418
受理日期：2026-03-04 10:22
签证类型：申根C类（旅游）
出行日期：2026-04-18 至 2026-04-30
在职证明开具日期：2026-02-25""",
        "在职证明有效期一般是多久？这份会不会过期？",
        "这是我的签证受理回执",
    ),
    (
        "ar-umrah-manifest",
        ["arabic", "arabic_digits"],
        """رقم الحجز: ALH-٢٠٢٦-٠٤١٨
تاريخ الإنشاء: ٢٠٢٦/٠٢/١٠ ١٠:١٥:٣٢
الرحلة: SV ٥٥٣ الرياض - جدة ٢٠٢٦/٠٤/٠٩ ٠١:٢٠
الحافلة: ٢٠٢٦/٠٤/٠٩ ٠٣:٣٠ من المطار إلى مكة""",
        "هل الوقت بين وصول الرحلة وموعد الحافلة كافٍ؟",
        "هذه تفاصيل الحجز",
    ),
    (
        "tr-rezervasyon",
        ["turkish", "timestamps"],
        """Rezervasyon: KT-2026-70415
Oluşturulma: 2026-03-01 20:14:55
Otel: Cappadocia Cave Suites, 2026-05-10 / 2026-05-13
Transfer: 2026-05-10 11:20 Nevşehir Havalimanı (TK 2008)""",
        "Transfer saatini uçak rötar yaparsa değiştirmek mümkün mü?",
        "Rezervasyon bilgilerim",
    ),
    (
        "ko-ticket-change",
        ["korean", "dates"],
        """예약번호: HB-26-331870
발권일: 2026-02-03 16:40
항공편: KE 901 인천-파리 2026-05-02 13:10
변경 수수료: 120,000원 (출발 30일 전까지)""",
        "4월 10일에 날짜를 바꾸면 수수료가 얼마예요?",
        "제 항공권 정보입니다",
    ),
    (
        "ru-transfer-record",
        ["russian", "timestamps"],
        """Заказ трансфера: BP-26-60214
Создан: 2026-03-02 09:41:17
Прилёт: 2026-05-20 23:50, Даламан, рейс PC 1582
Отель: Hillside Beach Club
Статус: подтверждён""",
        "Водитель будет ждать, если багаж задержат?",
        "Вот мой заказ",
    ),
    (
        "pl-wycieczka",
        ["polish", "dates"],
        """Numer rezerwacji: MT-26-00917
Data utworzenia: 2026-01-15 12:02:44
Wycieczka: Chorwacja autokarem, 2026-07-04 - 2026-07-12
Wyjazd: 2026-07-04 04:30, Warszawa, Dworzec Zachodni""",
        "Ile postojów powinien mieć autokar na takiej trasie?",
        "Moja rezerwacja",
    ),
    (
        "hi-booking",
        ["hindi", "dates"],
        """बुकिंग आईडी: GT-26-771204
बनाई गई: 2026-02-18 19:22:05
यात्रा: गोवा 4 रात, 2026-04-10 से
फ्लाइट: 6E 5348 दिल्ली-गोवा 2026-04-10 06:15""",
        "क्या फ्लाइट के बाद होटल चेक-इन में देर होगी?",
        "यह मेरी बुकिंग है",
    ),
    (
        "th-tour-confirm",
        ["thai", "buddhist_era"],
        """รหัสการจอง: KT-2569-04411
วันที่ทำรายการ: 2 มี.ค. 2569 14:10:22
ทัวร์: เชียงใหม่ 3 วัน 2 คืน ออกเดินทาง 10 เม.ย. 2569 06:00""",
        "ถ้ายกเลิกก่อนเดินทาง 20 วันจะได้เงินคืนไหม",
        "ใบยืนยันการจองของฉัน",
    ),
    (
        "sw-safari-receipt",
        ["swahili", "dates"],
        """Risiti: SS-2026-0311
Tarehe: 2026-03-11 16:44
Safari: Serengeti siku 4, kuanzia 2026-07-22
Malipo: USD 1,200 (amana)""",
        "Salio linatakiwa kulipwa lini kama ni siku 45 kabla ya safari?",
        "Hii ni risiti yangu",
    ),
    (
        "he-cancellation",
        ["hebrew", "dates"],
        """מספר הזמנה: GL-26-30418
תאריך יצירה: 2026-02-22 13:05:48
טיול: יוון - כרתים, 2026-06-14 עד 2026-06-21
דמי ביטול: 25% עד 30 יום לפני היציאה""",
        "אם אבטל ב-20 במאי, כמה אשלם?",
        "זה אישור ההזמנה שלי",
    ),
    (
        "el-ferry-tickets",
        ["greek", "times"],
        """Κωδικός κράτησης: AGT-880127
Ημερομηνία έκδοσης: 2026-03-02 10:20:11
Ραφήνα - Άνδρος, 2026-08-01 07:30, Fast Ferries
Άνδρος - Ραφήνα, 2026-08-08 18:10""",
        "Μπορώ να πάρω αυτοκίνητο με αυτό το εισιτήριο;",
        "Τα εισιτήριά μου",
    ),
    (
        "id-paket-tur",
        ["indonesian", "timestamps"],
        """Kode pesanan: NW-26-11820
Dibuat: 2026-02-26 21:40:03
Paket: Lombok 3H2M, berangkat 2026-06-15
Penjemputan: 2026-06-15 10:30 Bandara Lombok (QG 690)""",
        "Apakah harga sudah termasuk tiket masuk Gili?",
        "Pesanan saya",
    ),
    (
        "vi-visa-receipt",
        ["vietnamese", "dates"],
        """Mã hồ sơ: SV-KR-26-0412
Thời gian tạo: 2026-03-04 09:15:27
Loại visa: C-3-9 du lịch
Ngày hẹn nộp: 2026-03-12 08:30""",
        "Tôi cần mang theo những giấy tờ gì vào ngày hẹn?",
        "Đây là phiếu hẹn của tôi",
    ),
    (
        "nl-boeking-csv",
        ["dutch", "csv"],
        """boekingsnummer;aangemaakt;reis;vertrek;personen
TR-26-41208;2026-01-09 10:11:52;Rondreis Ierland;2026-06-20;2
TR-26-41219;2026-01-09 10:31:07;Rondreis Ierland;2026-06-20;4""",
        "Zitten deze twee boekingen in dezelfde groep?",
        "De export uit ons boekingssysteem",
    ),
]


def _chatml(system: str, user: str) -> str:
    return (
        f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
    )


def _llama3(system: str, user: str) -> str:
    return (
        f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>"
        f"<|start_header_id|>user<|end_header_id|>\n\n{user}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"
    )


def _gemma(user: str) -> str:
    return f"<start_of_turn>user\n{user}<end_of_turn>\n<start_of_turn>model\n"


def _phi3(system: str, user: str) -> str:
    return f"<|system|>\n{system}<|end|>\n<|user|>\n{user}<|end|>\n<|assistant|>\n"


def _mistral(user: str) -> str:
    return f"<s>[INST] {user} [/INST]"


SYSTEM_AGENCY = (
    "You are TripMate, the assistant of Kite & Compass Travel. Answer from what the customer gives you and "
    "say when a supplier must confirm."
)

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between",
    "quoted",
    "fence",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool",
    "start_under_meta",
    "end_of_prompt",
]


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"{SYSTEM_AGENCY}\n\nUser: Can you pull up what you have on file for me?\n"
            f"Assistant: Here it is:\n{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_AGENCY}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there I should worry about?"
    if placement == "chatml":
        return _chatml(SYSTEM_AGENCY, f"{intro}:\n{block}\n\n{ask}")
    if placement == "llama3":
        return _llama3(SYSTEM_AGENCY, f"{block}\n\n{ask}")
    if placement == "gemma":
        return _gemma(f"{SYSTEM_AGENCY}\n\n{intro}:\n{block}\n\n{ask}")
    if placement == "phi3":
        return _phi3(SYSTEM_AGENCY, f"{ask}\n{block}")
    if placement == "mistral":
        return _mistral(f"{intro}:\n{block}\n\n{ask}")
    if placement == "rag":
        return (
            "Answer the question using the retrieved document only.\n\n"
            f'<document source="customer-upload">\n{block}\n</document>\n\nQuestion: {ask}\nAnswer:'
        )
    if placement == "tool":
        return (
            f"{SYSTEM_AGENCY}\n\nUser: {ask}\nThought: The customer attached a file; I will read it.\n"
            f"Action: read_attachment[1]\nObservation:\n{block}\nThought:"
        )
    if placement == "start_under_meta":
        return f"Channel: web chat\nBrand: Kite & Compass\n\n{block}\n\n{ask}"
    assert placement == "end_of_prompt"
    return f"{SYSTEM_AGENCY}\n\nCustomer: {ask} {intro}:\n\n{block}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- hand-written negatives: look-alikes in program positions, values asked about, controls ------


def N(text: str, source: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


def _negatives_lookalikes() -> None:
    N(
        """Agency: Kite & Compass Travel
IATA: 35209871
PCC: W4KJ
Fare rules version: 2026.03
Knowledge cutoff: 2025-06

You answer agents' questions about fare rules. Quote the category.

Agent: Can a CAT 16 "non-refundable" fare still refund the taxes?
Assistant:""",
        "lookalike:agency-header",
        ["lookalike", "header_block", "iata_code", "knowledge_cutoff"],
    )
    N(
        """---
tour_code: ADR-8D-2026
season: 2026-04-01/2026-10-31
departures: [2026-05-02, 2026-05-16, 2026-06-06]
prompt_rev: 2026-01-15
---
You write day-by-day descriptions for this tour. Keep each day under 60 words.

Day 3: Split - Hvar by ferry, free afternoon.""",
        "lookalike:tour-front-matter",
        ["lookalike", "front_matter", "season_dates"],
    )
    N(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the visa desk assistant of Sahyadri Holidays. Never state processing times as guarantees.<|eot_id|><|start_header_id|>user<|end_header_id|>

How long does a UK standard visitor visa take from Mumbai?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "knowledge_cutoff"],
    )
    N(
        """<contract supplier="SUP-004417" valid_from="2026-05-01" valid_to="2026-10-15" currency="EUR">
You price coach transfers from this contract. Night supplement applies 22:00-06:00.
</contract>

Agent: Price a 49-seat coach from Faro airport to Albufeira, pickup 23:15.
Assistant:""",
        "lookalike:contract-xml",
        ["lookalike", "xml_attr", "validity"],
    )
    N(
        """{"app":"tourdesk","tenant":"3f6c1a2e-9b0d-4e7f-8a21-5d4c3b2a1f09","build":"26.3.2","tz":"Europe/Athens"}
You help the Athens office answer customer emails about island hopping packages.

Customer: Can I swap Paros for Naxos on my 2026 package?
Assistant:""",
        "lookalike:inline-json-stable",
        ["lookalike", "json_inline", "tenant_uuid", "calver"],
    )
    N(
        """| Setting          | Value                 |
|------------------|-----------------------|
| Policy version   | 2026-01               |
| Effective        | 2026-01-01            |
| Hotel cap London | GBP 240               |
| Approval over    | GBP 1,500             |

You are the travel policy assistant. Use only the settings above.

Traveller: My London hotel is GBP 255. Do I need approval?
Assistant:""",
        "lookalike:policy-table",
        ["lookalike", "md_table", "effective_date"],
    )
    N(
        """api-version: 2025-11-01
Stripe-Version: 2024-06-20
Customer: cus_Q8sKf2LmN0pXyZ
Deposit policy: 20% at booking, balance 42 days before departure

Explain the deposit schedule to the customer in two sentences.

Customer: I booked today for a 2026-09-12 departure. When is the balance due?
Assistant:""",
        "lookalike:api-versions",
        ["lookalike", "api_version", "customer_id", "user_typed_today"],
    )
    N(
        """<!-- prompt: fare-explainer, revision 2026-02-03, owner: fares team -->
Explain fare families to customers without jargon.

Customer: What is the difference between Light and Classic on KLM?
Assistant:""",
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "prompt_revision"],
    )
    N(
        """SEASON_START=2026-04-01
SEASON_END=2026-10-31
CUTOFF_HOURS=48
OFFICE_HOURS=08:00-20:00 Europe/Lisbon

You are the excursions desk assistant. Bookings close CUTOFF_HOURS before the excursion.

Guest: Can I still book the Sintra tour for the day after tomorrow at 09:00?
Assistant:""",
        "lookalike:env-settings",
        ["lookalike", "key_value_lines", "season"],
    )
    N(
        """Sei l'assistente di Dolce Vita Viaggi.
Listino: estate 2026 (valido dal 2026-05-01 al 2026-09-30)
Fuso orario: Europe/Rome
Orari ufficio: lun-ven 09:00-18:30

Cliente: Il prezzo del tour in Puglia vale anche per agosto?""",
        "lookalike:italian-price-list",
        ["lookalike", "validity", "non_english"],
    )
    N(
        """システム: 桜トラベル 団体旅行アシスタント
プロンプト改訂日: 2026-01-20
対応時間: 9:00-18:00 (JST)

お客様: 修学旅行のバスは何台必要ですか? 生徒112名と教員8名です。""",
        "lookalike:japanese-revision",
        ["lookalike", "prompt_revision", "non_english"],
    )
    N(
        """You are the Discord concierge of Wanderlust Collective.
guild_id: 902771183650476042
channel_id: 1120044819273461810
role_id: 1120045501129883719

Member: Any tips for the Iceland ring road trip in October?
Assistant:""",
        "lookalike:discord-ids",
        ["lookalike", "snowflake_stable", "guild_channel"],
    )
    N(
        """Traveller profile
Name: Ines Carvalho
Passport expiry: 2031-04-08
Member since: 2019-06-12
Frequent flyer: TP Victoria 418 220 771
Home airport: OPO

You suggest trips that fit the traveller's profile.

Traveller: Somewhere warm in February, max 5 hours from Porto.
Assistant:""",
        "lookalike:traveller-profile",
        ["lookalike", "profile_dates", "member_since"],
    )
    N(
        """Today is {{today}}. You help customers of Coastal Coaches with their transfers.

Customer: Can I bring a bike on the airport coach?
Assistant:""",
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_template"],
    )
    N(
        """<start_of_turn>user
You are the duty-of-care assistant. Service hours: 24/7. Escalation matrix updated 2026-02-01.

A traveller in Bangkok lost her passport. What are the first three steps?<end_of_turn>
<start_of_turn>model
""",
        "lookalike:gemma-updated",
        ["lookalike", "gemma", "authored_update_date"],
    )
    N(
        """Campaign: Early booking summer 2026
Campaign window: 2026-01-10 to 2026-02-28
Discount: 12% on packages departing 2026-05-01 to 2026-10-31

Write a one-line banner for the website.""",
        "lookalike:campaign-window",
        ["lookalike", "campaign_window"],
    )


def _negatives_asked() -> None:
    N(
        """What time is 1781168400 in Paris? It's the arrival epoch our coach tracker shows for the CDG pickup.""",
        "asked:epoch",
        ["asked", "epoch"],
    )
    N(
        """Our supplier sends booking ids like 0195a7c4-2e1b-7f3a-9d8c-4b2e1f0a7c65. Is that a UUIDv7, and can I get
the booking creation time from it?""",
        "asked:uuid7",
        ["asked", "uuid7"],
    )
    N(
        """Decode this KSUID from our transfer partner and tell me when it was made: 2dXyRk9vTq3LmN8pW4sZ1aB7cE0""",
        "asked:ksuid",
        ["asked", "ksuid"],
    )
    N(
        """Is 6XK2QP a valid PNR locator format, and is 125-2410771904 a BA ticket number?""",
        "asked:locator",
        ["asked", "pnr", "ticket_number"],
    )
    N(
        """Today is 3 March 2026 and my passport expires on 2 September 2026. Can I enter Thailand on 10 March
for two weeks if they want six months of validity?""",
        "asked:user-typed-today",
        ["asked", "user_typed_today"],
    )
    N(
        """I land in Frankfurt at 06:55 on LH 401 and my connection to Vienna, OS 128, leaves at 07:50 from the
Schengen area. Is 55 minutes enough?""",
        "asked:connection",
        ["asked", "times_in_question"],
    )
    N(
        """It's 21:40 here in Reykjavik and our northern lights tour was cancelled 20 minutes ago. The operator says
we can rebook for tomorrow 22:00 or get a refund. Which is better if the forecast is KP 2?""",
        "asked:typed-clock",
        ["asked", "typed_clock"],
    )
    N(
        """Our booking engine logged request 01JNB7Q2V8K4M5N6P7R8S9T0VW at 2026-03-09T14:02:11Z and the supplier says it
never arrived. What should I send them to trace it?""",
        "asked:request-id",
        ["asked", "ulid", "request_id_in_question"],
    )
    N(
        """Which ISO week is 2026-07-15? Our coach contracts are written in ISO weeks and the driver roster says
2026-W29.""",
        "asked:iso-week",
        ["asked", "iso_week"],
    )
    N(
        """Customer wrote at 2026-03-14 09:12 (Lisbon) that she never got the voucher for booking KC-26-4410.
How should I answer, and is it too late to send it for tomorrow's 07:00 pickup?""",
        "asked:typed-timestamp",
        ["asked", "typed_timestamp"],
    )
    N(
        """Kannst du mir sagen, ob der Zeitstempel 2026-03-02T10:14:07.221Z in unserem Log UTC ist? Die Gruppe
sollte um 11:00 Uhr Ortszeit in München abfahren.""",
        "asked:german-timestamp",
        ["asked", "non_english"],
    )
    N(
        """¿Qué hora es en Cancún cuando en Madrid son las 18:30 del 2026-04-02? Tengo que avisar al guía del
traslado.""",
        "asked:spanish-tz",
        ["asked", "non_english", "tz_arithmetic"],
    )


def _negatives_controls() -> None:
    N(
        """You are the assistant of Kite & Compass Travel. Suggest destinations and explain what a package includes.

Customer: What is the difference between a package holiday and booking flight and hotel separately?
Assistant:""",
        "control:plain",
        ["control", "plain"],
    )
    N(
        """Eres el asistente de Viajes Quetzal. Responde en español y con amabilidad.

Cliente: ¿Qué documentos necesito para viajar con mi hijo menor a Guatemala?""",
        "control:plain-es",
        ["control", "plain", "non_english"],
    )


# --- generated families -------------------------------------------------------------------------
# Bodies: (language, system text, user message with a pasted record of its own times and ids).

BODIES: list[tuple[str, str, str]] = [
    (
        "en",
        "You are the transfers assistant of Coastal Coaches. Answer from the manifest only.",
        """Customer: My pickup record:
ref=CC-26-77104 created=2026-03-01T10:02:44Z pickup=2026-07-19T23:50:00+01:00 flight=FR7012 zone=14
Will the driver wait if my flight lands at 00:30?""",
    ),
    (
        "en",
        "You are the ticketing assistant of Northbound Travel. Explain PNR remarks plainly.",
        """Agent: What does remark 6 mean for this booking?
  1.OKAFOR/CHIDI MR
  2  KL 1002 Y 18MAY 1 LHRAMS HK1  0640 0900
  5 TK TL15MAY/1800
  6 OPW NBT0412-14MAY:1800/1C7/KL REQUIRES TICKET ON OR BEFORE 15MAY:1800""",
    ),
    (
        "en",
        "You manage supplier allotments for Sole Mio Holidays. Warn about early releases.",
        """User: Our allotment record from the hotel:
{"id":"0195b2e1-4c7a-7d90-8e3f-2a1b0c9d8e7f","created_at":"2026-02-02T08:15:00Z","hotel":"Hotel Aurora","rooms":20,"release_days":21,"period":"2026-06-01/2026-06-30"}
From which date can the hotel take back unsold rooms for 15 June arrivals?""",
    ),
    (
        "en",
        "You are the duty-of-care assistant of Meridian Corporate Travel. Prioritise by risk.",
        """Operator: Alert we received this morning:
[2026-09-18 05:40 UTC] id=al_7Hq2Zx0 Typhoon warning Okinawa, airports closing from 2026-09-18 12:00 JST
Travellers: K. Sato (OKA-HND 2026-09-18 14:10), B. Lewis (hotel until 2026-09-21)
Who do we call first?""",
    ),
    (
        "en",
        "You are the refunds assistant of Tourline. Explain refund status in plain words.",
        """Customer: Here is what the refund page shows:
refund=RF-26-30411 booking=TL-26-040771 requested=2026-02-10T09:11:52Z amount=GBP380.00 status=approved updated=2026-02-24T16:03:10Z
When will the money reach my card?""",
    ),
    (
        "en",
        "You check visa documents for Kite & Compass travellers. Say what is missing.",
        """Agent: Application export:
Application: UKV-26-0048112
Submitted: 2026-02-27 21:14:09
Biometrics appointment: 2026-03-06 10:40, VFS Bogota
Travel date: 2026-04-10
Is there enough time for a standard decision?""",
    ),
    (
        "es",
        "Eres el asistente de circuitos de Viajes Quetzal. Responde en español.",
        """Cliente: Esta es mi reserva:
{"localizador":"QZ-88012","creado":"2026-01-21T18:40:12-06:00","circuito":"Oaxaca 4 días","salida":"2026-04-02T07:00:00-06:00"}
¿Puedo cambiar la salida al 9 de abril sin costo?""",
    ),
    (
        "fr",
        "Tu es l'assistant groupes de Voyages Azur. Réponds en français.",
        """Client : Voici le programme reçu :
Groupe AZ-GR-26-14, créé le 2026-02-03 14:22:09
J1 2026-05-20 06:30 départ Marseille, autocar 57 places
J2 2026-05-21 10:00 visite de Carcassonne (réf. CRC-44120)
Le chauffeur a-t-il assez de repos entre J1 et J2 ?""",
    ),
    (
        "de",
        "Du bist der Buchungsassistent von Alpenblick Reisen. Antworte auf Deutsch.",
        """Kunde: Meine Buchung:
Buchungsnr.: AB-26-40917
Erstellt: 2026-01-30 19:12:40
Reise: Dolomiten Wanderwoche, 2026-06-27 bis 2026-07-04
Busabfahrt: 2026-06-27 05:45 München ZOB
Kann ich in Innsbruck zusteigen?""",
    ),
    (
        "it",
        "Sei l'assistente transfer di Dolce Vita Viaggi. Rispondi in italiano.",
        """Cliente: Ecco il mio voucher:
Voucher: DVV-TR-26-1104, emesso il 2026-03-02 09:44:18
Servizio: 2026-06-03 11:25, aeroporto di Catania (volo FR 2418) -> Taormina
Passeggeri: 2 adulti, 1 bambino (seggiolino richiesto)
Il seggiolino è confermato?""",
    ),
    (
        "pt",
        "Você é o assistente de reembolsos da Trilha Sul Turismo. Responda em português.",
        """Cliente: Meu pedido de reembolso:
pedido=RB-2026-0412 reserva=TS-26-22180 criado=2026-02-14T13:05:22-03:00 valor=R$2.180,00 status=em_analise
Quando devo receber?""",
    ),
    (
        "ja",
        "あなたは桜トラベルの予約アシスタントです。日本語で答えてください。",
        """お客様: 予約内容です。
予約番号: SK-26-118274
作成日時: 2026-02-11 10:42:31
出発: 2026年5月2日 08:00 新宿発 河口湖行き
人数: 2名
キャンセル料はいつから発生しますか?""",
    ),
    (
        "zh",
        "你是环球通旅行社的预订助手，请用中文回答。",
        """客户：这是我的订单：
订单号：HQT-26-330182
创建时间：2026-02-19 20:11:05
行程：云南6日游，2026-05-01 07:30 昆明集合
如果5月1日航班延误，能否改到第二天集合？""",
    ),
    (
        "ar",
        "أنت مساعد الحجوزات لدى شركة الهدى للسياحة. أجب بالعربية.",
        """العميل: هذه تفاصيل حجزي:
رقم الحجز: HUDA-26-7741
تاريخ الإنشاء: 2026-02-05 11:42:18
الرحلة: إسطنبول 5 ليال، المغادرة 2026-06-10 02:15
هل يمكن إضافة ليلة في بورصة؟""",
    ),
    (
        "tr",
        "Sen Anadolu Rotaları acentesinin asistanısın. Türkçe cevap ver.",
        """Müşteri: Transfer kaydım:
kayit=AR-TR-26-0918 olusturma=2026-03-03T18:02:44+03:00 alis=2026-05-12T14:20:00+03:00 ucus=PC2014
Uçak 2 saat rötar yaparsa ne olur?""",
    ),
    (
        "ko",
        "당신은 한빛투어의 예약 도우미입니다. 한국어로 답하세요.",
        """고객: 예약 내역입니다.
예약번호: HB-26-448120
생성 일시: 2026-02-21 09:33:12
상품: 다낭 4박 5일, 출발 2026-05-15 22:10 (VJ 879)
출발 7일 전 취소하면 환불되나요?""",
    ),
    (
        "ru",
        "Ты помощник туроператора «Белый Парус». Отвечай по-русски.",
        """Турист: Мой тур:
Номер: BP-26-71240
Создан: 2026-02-08 22:41:09
Тур: Грузия 7 ночей, вылет 2026-06-14 05:50, рейс SU 1900
Можно ли доплатить за номер с видом на горы?""",
    ),
    (
        "pl",
        "Jesteś asystentem biura Mazury Travel. Odpowiadaj po polsku.",
        """Klient: Moja rezerwacja:
Rezerwacja: MT-26-03317, utworzona 2026-01-27 08:14:52
Wycieczka: Rzym autokarem, wyjazd 2026-04-25 03:30 z Gdańska
Czy mogę dosiąść się w Krakowie?""",
    ),
    (
        "id",
        "Kamu adalah asisten Nusa Wisata Tour. Jawab dalam bahasa Indonesia.",
        """Pelanggan: Data pesanan saya:
pesanan=NW-26-20417 dibuat=2026-02-12T19:40:03+07:00 paket=Labuan_Bajo_3H2M berangkat=2026-07-08
Apakah boleh membawa drone di kapal?""",
    ),
    (
        "el",
        "Είσαι ο βοηθός του πρακτορείου Αιγαίο Ταξίδια. Απάντα στα ελληνικά.",
        """Πελάτης: Η κράτησή μου:
Κωδικός: AGT-26-55012
Δημιουργήθηκε: 2026-03-01 17:22:40
Ρόδος, 2026-07-11 έως 2026-07-18, πτήση A3 212 07:05
Μπορώ να προσθέσω μεταφορά από το αεροδρόμιο;""",
    ),
]

# The body's own "now" label, in its language: (line label, key).
NOW_LABELS: dict[str, tuple[str, str]] = {
    "en": ("Current time", "now"),
    "es": ("Hora actual", "hora_actual"),
    "fr": ("Horodatage de la demande", "horodatage"),
    "de": ("Aktuelle Uhrzeit", "jetzt"),
    "it": ("Ora attuale", "ora"),
    "pt": ("Data/hora atual", "agora"),
    "ja": ("現在日時", "現在日時"),
    "zh": ("当前时间", "当前时间"),
    "ar": ("الوقت الحالي", "الوقت_الحالي"),
    "tr": ("Şu anki zaman", "simdi"),
    "ko": ("현재 시각", "현재시각"),
    "ru": ("Текущее время", "сейчас"),
    "pl": ("Bieżący czas", "teraz"),
    "id": ("Waktu sekarang", "sekarang"),
    "el": ("Τρέχουσα ώρα", "τώρα"),
}

LANG_TZ: dict[str, timezone] = {
    "en": UTC,
    "es": MXT,
    "fr": CET,
    "de": CET,
    "it": CET,
    "pt": BRT,
    "ja": JST,
    "zh": CST8,
    "ar": timezone(timedelta(hours=3), "AST"),
    "tr": TRT,
    "ko": KST,
    "ru": timezone(timedelta(hours=3), "MSK"),
    "pl": CET,
    "id": ICT,
    "el": EET,
}

LOCAL_NOW: dict[str, Callable[[datetime], str]] = {
    "en": lambda t: rfc3339(t),
    "es": lambda t: f"{es_long(t)}, {t:%H:%M:%S}",
    "fr": fr_now,
    "de": de_now,
    "it": lambda t: dmy(t),
    "pt": lambda t: dmy(t),
    "ja": ja_now,
    "zh": zh_now,
    "ar": ar_now,
    "tr": tr_now,
    "ko": ko_now,
    "ru": ru_now,
    "pl": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "id": id_now,
    "el": el_now,
}

# Volatile fields: (line label, key, cue, value maker).
FIELDS: list[tuple[str, str, str, Callable[[Gen75, datetime], str]]] = [
    ("Request stamp", "request_stamp", "datetime", lambda g, t: rfc3339(t)),
    ("Request ID", "request_id", "request_id", lambda g, t: g.uuid4()),
    ("Session", "session", "session_id", lambda g, t: g.uuid7(t)),
    ("Trace", "trace", "trace_id", lambda g, t: g.hex(32)),
    ("Sent at", "sent_at", "epoch", lambda g, t: str(epoch_ms(t))),
    ("Snapshot", "snapshot", "snapshot_id", lambda g, t: g.ksuid(t)),
    ("Fetched", "fetched", "datetime", lambda g, t: http_date(t)),
    ("Pulled at", "pulled_at", "epoch", lambda g, t: str(epoch_s(t))),
    ("Delivery", "delivery", "event_id", lambda g, t: g.ulid(t)),
    ("Today", "today", "date", lambda g, t: iso_date(t)),
    ("Nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("tripwire.t", "tripwire.t", "epoch", lambda g, t: str(epoch_us(t))),
    ("Hop", "hop", "request_id", lambda g, t: g.tsid()),
    ("Generated", "generated", "datetime", lambda g, t: py_str(t)),
    ("Desk clock", "desk_clock", "datetime", lambda g, t: unix_like(t)),
    ("Run", "run", "run_id", lambda g, t: g.nanoid()),
]


def unix_like(t: datetime) -> str:
    return f"{iso_space(t)} UTC"


# Stable values that look like dates, times or ids: (line label, key, value).
STABLE: list[tuple[str, str, str]] = [
    ("Tour code", "tour_code", "ADR-8D-2026"),
    ("Season", "season", "2026-04-01/2026-10-31"),
    ("IATA number", "iata", "35209871"),
    ("Pseudo city", "pcc", "W4KJ"),
    ("Fare rules version", "rules_version", "2026.03"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_rev", "2026-01-15"),
    ("Tenant", "tenant", "3f6c1a2e-9b0d-4e7f-8a21-5d4c3b2a1f09"),
    ("Time zone", "tz", "Europe/Lisbon"),
    ("Contract", "contract", "CT-2026-ALG-0087"),
    ("Build", "build", "26.3.2"),
    ("API version", "api_version", "2025-11-01"),
    ("Supplier", "supplier", "SUP-004417"),
    ("Office hours", "office_hours", "08:00-20:00"),
    ("Price list", "price_list", "S26-v4"),
    ("Release rule", "release_days", "21"),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_pretty",
    "xml_attr",
    "json_inline",
    "bracket",
]

LOCALE = {
    "en": "en-GB",
    "es": "es-MX",
    "fr": "fr-FR",
    "de": "de-DE",
    "it": "it-IT",
    "pt": "pt-BR",
    "ja": "ja-JP",
    "zh": "zh-CN",
    "ar": "ar-SA",
    "tr": "tr-TR",
    "ko": "ko-KR",
    "ru": "ru-RU",
    "pl": "pl-PL",
    "id": "id-ID",
    "el": "el-GR",
}


def _compose(
    body: tuple[str, str, str], position: str, label: str, key: str, value: str, mark: Callable[[str], str]
) -> str:
    """One prompt: `body` with one field at `position`; `mark` wraps the span (identity for stable values)."""
    lang, system, user = body
    loc = LOCALE[lang]
    cue = "\nAssistant:" if lang == "en" else ""
    line = mark(f"{label}: {value}")
    if position == "head":
        return f"{line}\n{system}\n\n{user}{cue}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{user}{cue}"
    if position == "header_block":
        return f"Context:\nchannel: web\n{line}\nlocale: {loc}\n\n{system}\n\n{user}{cue}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{line}{cue}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\nagent: tourdesk-assist\n{line}\n"
    if position == "front_matter":
        return f"---\napp: tourdesk\n{mark(f'{key}: {value}')}\nlocale: {loc}\n---\n{system}\n\n{user}{cue}"
    if position == "json_pretty":
        member = mark(f'"{key}": "{value}",')
        return f'{{\n  "app": "tourdesk",\n  {member}\n  "locale": "{loc}"\n}}\n{system}\n\n{user}{cue}'
    if position == "xml_attr":
        return f'<meta app="tourdesk" {mark(f"{key}=" + chr(34) + value + chr(34))} locale="{loc}"/>\n{system}\n\n{user}{cue}'
    if position == "json_inline":
        return f'{{"app":"tourdesk",{mark(f"{chr(34)}{key}{chr(34)}:{chr(34)}{value}{chr(34)},")}"locale":"{loc}"}}\n{system}\n\n{user}{cue}'
    assert position == "bracket"
    kv = f'{key}="{value}"' if " " in value else f"{key}={value}"
    return f"[ctx app=tourdesk {mark(kv)} locale={loc}]\n{system}\n\n{user}{cue}"


def generated_positives(g: Gen75, n: int = 72) -> list[Draft]:
    out: list[Draft] = []
    for k in range(n):
        body = BODIES[(k * 7 + k // 10) % len(BODIES)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[0]
        t = g.moment()
        if k % 3 == 0:
            label, key = NOW_LABELS[lang]
            cue = "datetime"
            value = LOCAL_NOW[lang](t.astimezone(LANG_TZ[lang]))
            fname = "local_now"
        else:
            label, key, cue, maker = FIELDS[(k // 3 * 2 + k % 3) % len(FIELDS)]
            value = maker(g, t)
            fname = key
        text = _compose(body, position, label, key, value, lambda s, c=cue: v(c, s))
        out.append(
            Draft(
                text,
                f"{SRC}pos:generated:{position}:{fname}",
                ["generated", position, fname, lang, "pasted_record_neighbour"],
            )
        )
    return out


def generated_negatives(g: Gen75, n: int = 48) -> list[Draft]:
    out: list[Draft] = []
    for k in range(n):
        body = BODIES[(k * 3 + 1 + k // 10) % len(BODIES)]
        position = POSITIONS[(k * 3) % len(POSITIONS)]
        label, key, value = STABLE[k % len(STABLE)]
        text = _compose(body, position, label, key, value, lambda s: s)
        out.append(
            Draft(
                text,
                f"{SRC}neg:generated:{position}:{key}",
                ["generated", "hard_negative", position, key, body[0]],
            )
        )
    return out


# --- assembly -----------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen75(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold75", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
