"""Build `prompt_normalizer/corpus/holdout74.jsonl`, a seventy-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout74.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
Of the normalizer's tests, `make_holdout.py` was read for its labelling rules (module docstring, rules
1-4) and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and
the value formats), which are imported, not copied (tests/normalizer is put on `sys.path`); the middle
of its own case list was not displayed. Of `make_holdout2.py` to `make_holdout72.py` only the module
docstrings were read (extracted with `ast.get_docstring`, with keyword searches over them for neighbours
in this domain and the passages around the hits; the docstring of `make_holdout72.py`, most of that of
`make_holdout28.py` and the clarification section of `make_holdout64.py` were read in full), to keep
clear of the sources and scenarios they used and to apply their clarifications of the rules; of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator; `pyproject.toml` was read for ruff's settings.
(A listing of `tests/normalizer/` showed the names of the generators; an `ast` walk of
`make_holdout24.py` printed the line numbers of its top-level statements; a count of the entries of
`prompt_normalizer/corpus/` and a check of the path showed that `holdout74.jsonl` did not exist yet.)
`make_holdout73.py` to `make_holdout80.py`, written at the same time, were not read.

The domain is construction project management: RFIs and submittals, daily logs and site diaries,
safety inspections and permits to work, BIM coordination and clash reports, subcontractor payment
applications, snagging and punch lists, plant hire, and concrete pours and testing. The earlier
docstrings name neighbours of it: construction daily logs, RFIs and three-week lookaheads as program
context (make_holdout7); BCF topics and markup, IFC headers and rule checks, clash-detection runs,
framing inspections and a concrete delivery ticket (make_holdout12); new-build snagging in property
(make_holdout17, make_holdout69); waste transfer notes from sites (make_holdout43); and the wide
construction corpus of make_holdout28 (a contractor's site diary session, a daily report in front
matter, crane lift planning and hire, anemometer readings, scaffold tagging, hot-work and confined
space permits with gas readings, a gate induction kiosk, toolbox talks, near-miss reporting, payment
applications in logfmt, fire-stopping photo uploads, handover defects, a CDE issue webhook, COBie,
a Revit add-in, a drawing register, transmittals, an RFI desk session, cube results pulled from a lab
portal, a batch plant order, maturity sensors, an ISO 15143-3 fleet snapshot, a depot chat and
pre-start checks). The scenarios here were written around them: RFIs reach the program as a Slack
reminder bot's event, a mailbox poll and a `generated_at` head, never as an RFI desk session or a
lookahead; daily logs are pasted or asked about under "now" labels, with no diary session or daily
report front matter; clash reports appear only as pasted JSON, XML and markdown, and the program side
of BIM is a federation run, a Teams activity, a meeting bot's bracketed line and an XML context
element, with no clash-detection run, BCF, IFC, CDE webhook or COBie; permits are a permit-to-dig desk,
electrical permits and lock-out registers, a CloudEvent about an expiring permit and working at height,
with no hot work, confined space or gas readings; payment applications arrive as a Standard Webhooks
delivery, in YAML front matter and through a payment notice letter tool, never in logfmt; punch lists
are walk sessions, a punch photo upload and close-out questions, not new-build sales snagging or
handover defects; plant hire is a quote hold, an off-hire portal cookie, a fuel log and an ISO 15143-3
location call seen only through its `Authorization` and `X-Request-Id` lines (no fleet snapshot
stamp); concrete is a ready-mix truck relay, a pour card footer, a pump calendar observation, a lab
query under `traceparent` (no fetch stamp) and cold-weather questions, with no lab portal pull, batch
plant order or maturity sensor. The sources are:

* RFIs and submittals: a submittal register exported "at" a time with an export ULID (the register's
  dates stay), the app's `generated_at` above a pasted RFI record that opens with `created_at`, a Slack
  `app_mention` envelope (`event_id`, `event_time`, the event's `ts`; the RFI numbers and due date in
  the text stay), a submittal uuid the user asks about under `X-Request-ID`, an `X-Amzn-Trace-Id` head,
  a French `Horodatage :` line and a mailbox poll "at" a Python logging time with a cuid2 poll id above
  a pasted architect's e-mail (its `Date` and `Message-ID` stay);
* daily logs and site diaries: a Llama 3 daily log (`Today Date` moves, `Cutting Knowledge Date`
  stays), met observations fetched "as of" a time for an extension-of-time notice, an ISO week label
  over a labour histogram, Polish (`Aktualny czas:`, `ID żądania:`), Brazilian (`Data/hora do
  pedido:`) and Thai (`เวลาปัจจุบัน:` in the Buddhist era, ULID) diary prompts;
* safety inspections and permits: a ChatML permit desk session (UUIDv7 before `<|im_end|>`), a
  permit-to-dig desk in a markdown table (TSID session and opening), a lock-out register under
  single-line JSON metadata (`req_ts` in ms, hex `req`), a safety walk's `Tablet clock:` in Windows
  form, a Japanese height permit (`現在時刻:`), a German electrical permit (`Aktuelle Zeit:`,
  `Anfrage-ID:`), a Chinese inspection (`当前时间：`), a Russian hidden-works act (`Текущее время:`,
  UUIDv7), a Hebrew (`השעה כעת:`), Swedish (`Aktuell tid:`) and Ukrainian (`Поточний час:`) prompt, an
  induction prompt with Semantic Kernel's current time and a CloudEvents binary delivery about an
  expiring permit (`ce-id`, `ce-time`; `valid_to` stays);
* BIM coordination: clash JSON pasted under an HTTP request's `Date` and `X-Request-ID`, a Teams
  activity (`id`, `timestamp`; the conversation and sender stay), a meeting bot's
  `coordbot.now_ms` in a bracketed line, a federation run (KSUID, JavaScript `toString()` finish; the
  model upload time stays) and an XML context element's `stamp` in .NET round-trip form;
* subcontractor payment applications: a Standard Webhooks delivery the payments service received
  (the application inside stays), YAML front matter (`generated`, ULID `req`; period and vesting
  dates stay), a payment notice letter tool's `Notice date:` and base58 draft id (the contract dates
  the user gives stay) and a Spanish retention question (`Fecha y hora actual:`);
* snagging and punch lists: a punch walk session (xid) started "at" a time, a photo upload's nanoid
  and receipt time (EXIF and GPS stay), Korean (`요청 시각:`, uuid session), Arabic (`الوقت الحالي:`
  in Arabic-Indic digits) and Dutch (`Huidige tijd:`) punch prompts, a "Today is ..." sentence, and a
  `Sent:` and base58 chat line after the user's message;
* plant hire: a quote's reference, quote time and validity computed from it, an off-hire portal
  cookie's session pair, a telematics location call's bearer JWT and request id (the locations
  returned stay), a Turkish (`Şu anki zaman:`) and a Greek (`Τρέχουσα ώρα:`) hire question and a
  fuel log under `$ date` output;
* concrete pours and testing: a ready-mix relay in pretty JSON (`relay_id`, `received_at`; the ticket's
  batch and departure times stay), a Mistral `Now:` in Go RFC3339Nano, a pour card footer (ctime and an
  ObjectId), a lab query under `traceparent` and `tracestate`, a pump calendar observation's
  `fetched_at`, Vietnamese (`Thời điểm hiện tại:`), Hindi (`वर्तमान समय:`), Indonesian (`Waktu
  sekarang:`) and Italian (`Ora attuale:`, TSID session) pour questions;
* shapes: RAG passages with `retrieved_at` pairs (the spec's effective date stays), a messages array
  whose tool message carries a gateway request id (the `tool_call_id` stays), a trailing `client_ts`
  epoch, a leading comment line (`ts`, UUIDv7 `conv`; `app` stays), a trailing KSUID trace line and an
  agent graph state in nested YAML (`thread_id`, `now`).

The hand-written negatives are 51 pasted records from the same worlds in nineteen placements (question
after, before, typed right under the block, behind a lead-in ending in a colon, quoted, fenced, in an
earlier user turn, in an earlier assistant turn, indented, in a user turn under a system prompt, on
both sides, in ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool
observation and at the start of the message right under stable prompt metadata): a submittal API
object opening with a UUIDv7 `id` and `created_at`, an RFI log CSV opening with `Created,Updated`, a
clash report in XML with GUIDs and created dates, gate logfmt with `ts`, a site diary table, a permit
in YAML with offsets, a lock register with hex tags, a batch plant e-mail with `Date` and
`Message-ID`, a cylinder break report, a slump logger with `[2026-...]` prefixes, a pay application in
single-line JSON with a ULID, a Standard Webhooks delivery pasted to debug its timestamp check, AEMP
telematics with an epoch in ms, an off-hire e-mail, a punch export with uuids, snag app events keyed by
KSUIDs, `curl -v` output with `date` and `x-request-id`, nginx lines with `req_id`, an induction form
response with its token, `landed_at` and `submitted_at`, a nested inspection record, a temporary works
permit in `key=value` form, Python logging from a federation, an alarm SMS opening with `Sent:`, a
WhatsApp site group export, a tracker issue opening with `Created:` and `Updated:`, Kafka consumer
output with ULID keys, a Sentry event opening with `"timestamp"`, an OpenTelemetry span, a Slack
export with `ts`, a pour record; and in other languages a German site diary opening with `Erstellt:`,
a French list of reserves opening with `Date :`, a Spanish daily report in JSON with Spanish keys, a
Polish acceptance protocol, a Japanese daily report, Chinese pour JSON with Chinese keys, a Korean pour
record, an Arabic payment application (Arabic-Indic digits), a Hindi cube report, a Russian act, a
Turkish payment application, a Brazilian site diary, a Vietnamese diary, a Swedish safety round, an
Italian pour record, a Dutch snag list, a Thai daily report (Buddhist era), a Hebrew safety report, an
Indonesian daily report, a Czech site diary and a Greek hire contract. Sixteen look-alikes sit in
program positions (project, contract, start and completion dates and time zone in a header block; a
Llama 3 header with only its knowledge cutoff; a ChatML prompt revision; front matter with an approval
date; site settings in XML attributes; a tenant uuid and CalVer build in single-line JSON; a prompt
revision in an HTML comment; LOLER due dates in a markdown table; `KEY=value` working hours; a terms
footer; `api-version`; stable bracketed pairs; an unrendered `{{now}}` template; an account header with
a customer-since date; a Japanese prompt revision; a German planning permission validity). Twelve are
values the user asks about or types (an epoch, a UUIDv7, a ULID, a KSUID, a JWT, a traceparent, an ISO
week, a user-typed clock, relative times, few-shot pour dates, payment date arithmetic, a Korean site
time), and two are plain controls.

What it is: 264 prompts. 133 carry volatile fields (173 spans): 63 hand-written positives (95 spans;
29 with two or more fields, three with three) and 70 generated ones (78 spans; eight with two fields).
131 carry none: 81 hand-written negatives and 50 generated hard negatives. The generated positive
family puts one field (of 25 formats and labels, among them made-up labels such as `sitepulse.t0`,
`Hop` and `Wallclock`, and in eleven cases the current time under a "now" label in the body's
language), or a time and an id together (in header blocks, after the user's message, in YAML front
matter and pretty JSON), at one of ten positions (head, system tail, header block, after the last
user message, footer, YAML front matter, a pretty JSON member never last in its object, an XML
attribute followed by a stable one, a single-line JSON member after a stable one, `key=value` in a
bracketed context line; seven or eight each) of 20 bodies (8 in English, 12 in German, French,
Spanish, Polish, Japanese, Chinese, Korean, Arabic, Hindi, Russian, Turkish and Vietnamese) whose
user message carries a pasted record with its own times and ids; the generated negative family uses
the same bodies and positions with one of 18 stable values that look like dates, times or ids
(project start, contract, knowledge cutoff, prompt revision, API version, site code, time zone, tenant
uuid, model, retention release, practical completion, working hours, build, insurance expiry,
programme baseline, pour window, project number, specification edition). About two prompts in five
are in a language other than English (scripts: Latin, Kana and Han, Han, Hangul, Arabic, Devanagari,
Cyrillic, Greek, Hebrew, Thai). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets from -07:00 to +10:00, RFC 1123,
RFC 2822, Apache/nginx `$time_local`, Python logging, `str()` and `isoformat()`, Go RFC3339Nano and
`time.Now().String()`, .NET round-trip, JavaScript `toISOString()` and `toString()`, Windows general,
ctime, GNU `date`, English long dates (US and British), Semantic Kernel's rendering, Llama 3's `Today
Date`, ISO dates, ISO week dates, `YYYY-MM-DD HH:MM:SS` with and without a zone name, epochs in s, ms
and us, and dates written in German, French, Spanish, Polish, Portuguese, Japanese, Chinese, Korean
(12-hour), Arabic (Arabic-Indic digits), Hindi, Russian, Ukrainian, Turkish, Vietnamese, Greek,
Hebrew, Thai (Buddhist era), Swedish, Italian, Dutch and Indonesian forms. Identifiers: UUID v4 and v7,
ULID, KSUID, xid, TSID, cuid2, nanoid, base58, base62, base64url and hex tokens, an ObjectId, JWTs,
traceparent and tracestate, X-Ray with a parent, Standard Webhooks, CloudEvents binary, Slack and
Teams envelopes, a cookie session pair and vendor-prefixed ids (`msg_`, `Ev`, `rly_`, `drf_`, `PHQ-`).

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, work logins, document and record dates, snapshot and fetch times, pasted blocks that open
with metadata-like lines, per-message stamps, device clocks, holds and quotes computed from now,
"today" written into an artefact, tool results, bracketed and inline spans, ASCII cue lines, localized
"now" labels). Clarifications made here:

* Construction records are content wherever they sit and however they open: RFI, submittal, clash,
  permit, isolation, lock, inspection, finding, punch item, application, certificate, ticket, truck,
  cylinder set, pour, hire contract and off-hire numbers; raised, answered, due, submitted, returned,
  found, valid-from and valid-to, locked, proved-dead, cast, batched, tested, break, start and finish
  times; EXIF capture times and GPS; and their `id`, `created_at`, `updated_at`, `ts`, `timestamp`,
  `Created:`, `Updated:`, `Erstellt:`, `Date :`, `Sent:`, `Message-ID:`, `x-request-id`, `req_id`,
  `event_id`, `traceId`, epochs, UUIDv7s, ULIDs, KSUIDs and hex tags stay, also next to a program's
  stamp and also when the program fetched them for this request. Only the stamp ("Submittal register
  exported at <time> (export <id>) for this request:", "Observations fetched ... as of <time> for
  this request:") and the ids minted for the export, poll, upload or call move.
* Near-misses are decided by position and purpose: a record's `created_at` at the head of a pasted
  block stays while the app's `generated_at` at the head of the prompt moves; a Standard Webhooks
  delivery the payments service received moves its `webhook-id`, `webhook-timestamp` and
  `webhook-signature` (the application inside stays), while the same kind of delivery a user pastes to
  debug stays whole; a submittal uuid the user asks about stays beside the `X-Request-ID` that moves.
* Deliveries received for this request: a Slack event's `event_id`, `event_time` and the event's `ts`,
  a Teams activity's `id` and `timestamp`, CloudEvents `ce-id` and `ce-time` and a truck relay's
  `relay_id` and `received_at` move; team, app, channel, user, conversation and sender ids, message
  texts, tickets and permits stay.
* Program calls: a tool call's `Authorization: Bearer` JWT and `X-Request-Id` move and the response
  stays; a lab query's `traceparent` and `tracestate` move and the results stay; a tool message's
  gateway request id moves while its `tool_call_id` stays; a ReAct observation's `fetched_at` moves and
  the bookings stay; RAG passages' `retrieved_at` move and their effective dates stay.
* Quotes, drafts and runs: a plant hire quote's reference, quote time and the validity computed from
  it move (the rate card stays); a payment notice's date filled in by the letter tool as today and its
  draft id move (the application, due and final dates the user gives stay); a federation run's id and
  finish time move (the model upload time stays).
* Clocks and sessions: `$ date` output at the head of a prompt, a tablet clock, `coordbot.now_ms`,
  `Wallclock`, `Clock`, `Hora` and "now" labels in any language, script, digits or calendar are the
  current time and move; desk, walk, chat and graph-thread sessions move; projects, sites, tenants,
  contracts, insurance expiry to the second, baselines, pour windows, working hours and LOLER due
  dates stay. An unrendered `{{now}}` holds no value and stays.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Mailbox ... polled at <time> (poll <id>) with one new message:" leaves "Mailbox ... polled with
  one new message:"; "Federation run <id> finished at <time> on node bim-fed-2." leaves "Federation
  run finished on node bim-fed-2."); a parenthesised id is cut with its parentheses; XML attributes
  and `key=value` pairs are followed by a stable neighbour, except a cookie's session pair, its last;
  single-line JSON members are cut with the comma after them and follow a stable member; volatile
  members of pretty-printed JSON are never the last of their object; header lines, markdown rows,
  nested YAML members, indented JSON members and a line holding one field in any script are
  whole-line spans; a field followed by `<|im_end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`) or a chat template's reply header
  on a line of its own (ChatML, Llama 3) end positives; prompts in the other languages end with the
  user's message or with the metadata after it; Gemma and Phi-3 prompts appear only in negatives, and
  the Mistral positive gets its trailer after `[/INST]` as rule 4 gives it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CEST,
    DAYS_LONG,
    JST,
    MONTHS,
    MONTHS_LONG,
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
    iso_week,
    js_iso,
    js_tostring,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20740311
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout74.jsonl"
SRC = "holdout74:"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
GST = timezone(timedelta(hours=4), "GST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
AEST = timezone(timedelta(hours=10), "AEST")
CDT = timezone(timedelta(hours=-5), "CDT")
PDT = timezone(timedelta(hours=-7), "PDT")
IDT = timezone(timedelta(hours=3), "IDT")
EET = timezone(timedelta(hours=2), "EET")
SAST = timezone(timedelta(hours=2), "SAST")

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MON = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MON = [
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
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MON = [
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
PL_MON = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
]
RU_MON = [
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
UK_MON = [
    "січня",
    "лютого",
    "березня",
    "квітня",
    "травня",
    "червня",
    "липня",
    "серпня",
    "вересня",
    "жовтня",
    "листопада",
    "грудня",
]
TR_MON = [
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
HI_MON = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
EL_MON = [
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
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
TH_MON = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
IT_MON = [
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
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
ID_MON = [
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
NL_MON = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MON[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MON[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MON[t.month - 1]} {t.year} à {t.hour}h{t:%M}"


def pl_now(t: datetime) -> str:
    return f"{t.day} {PL_MON[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def pt_now(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分"


def zh_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_now(t: datetime) -> str:
    half = "오전" if t.hour < 12 else "오후"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}시 {t.minute}분"


def ar_now(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M}".translate(AR_DIGITS)


def hi_now(t: datetime) -> str:
    return f"{t.day} {HI_MON[t.month - 1]} {t.year}, {t:%H:%M}"


def ru_now(t: datetime) -> str:
    return f"{t.day} {RU_MON[t.month - 1]} {t.year} г., {t:%H:%M}"


def uk_now(t: datetime) -> str:
    return f"{t.day} {UK_MON[t.month - 1]} {t.year} р., {t:%H:%M}"


def tr_now(t: datetime) -> str:
    return f"{t.day} {TR_MON[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M}"


def vi_now(t: datetime) -> str:
    return f"{t:%H:%M}, ngày {t:%d/%m/%Y}"


def el_now(t: datetime) -> str:
    return f"{EL_DAYS[t.weekday()]}, {t.day} {EL_MON[t.month - 1]} {t.year}, {t:%H:%M}"


def th_now(t: datetime) -> str:
    return f"{t.day} {TH_MON[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def it_now(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MON[t.month - 1]} {t.year}, ore {t:%H:%M}"


def id_now(t: datetime) -> str:
    return f"{t.day} {ID_MON[t.month - 1]} {t.year} pukul {t:%H.%M} WIB"


def nl_now(t: datetime) -> str:
    return f"{t.day} {NL_MON[t.month - 1]} {t.year} {t:%H:%M:%S}"


def he_now(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} {t:%H:%M}"


def sv_now(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t:%Y-%m-%d} kl. {t:%H:%M}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


class Gen74(Gen):
    """`Gen` with a few more identifier formats."""

    def tsid(self) -> str:
        return "".join(self.rng.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(13))

    def b58(self, n: int) -> str:
        return "".join(
            self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n)
        )

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            self.rng.choice("0123456789abcdefghijklmnopqrstuvwxyz") for _ in range(23)
        )

    def xid(self) -> str:
        return "".join(self.rng.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(20))

    def site_moment(self, tz: timezone) -> datetime:
        """A moment in working hours of a site day, in `tz`."""
        t = self.moment(tz)
        return t.replace(hour=self.small(6, 19))


def at(y: int, mo: int, d: int, h: int = 0, mi: int = 0, s: int = 0, tz: timezone = UTC) -> datetime:
    return datetime(y, mo, d, h, mi, s, tzinfo=tz)


def jv(value: str | int) -> str:
    return json.dumps(value, ensure_ascii=False)


POS: list[Callable[[Gen74], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen74], Draft]) -> Callable[[Gen74], Draft]:
    POS.append(fn)
    return fn


# --- hand-written positives ---------------------------------------------------------------------------------------


@pos
def _submittal_register_export(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the document control assistant for Halden Build's Riverside Quarter job. Answer from the submittal
register only and cite submittal numbers.

Submittal register exported {v("datetime", "at " + iso_space(t) + " UTC")} {v("run_id", "(export " + g.ulid(t) + ")")} for this request:
No.        Spec     Title                                  Submitted   Returned    Status
S-03-114   033000   Cast-in-place concrete mix designs     2026-01-12  2026-01-26  Approved as noted
S-05-021   051200   Structural steel shop drawings L1-L4   2026-01-19  2026-02-09  Revise and resubmit
S-08-047   084413   Curtain wall system                    2026-02-02  -           Under review

User: Which submittals are still holding up the steel package, and since when?
Assistant:""",
        SRC + "pos:submittals:register-export",
        ["phrase", "export_stamp", "ulid", "table_content"],
    )


@pos
def _generated_at_vs_created_at(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "generated_at: " + rfc3339(t, 3))}
You are the RFI assistant for Marlow & Pike Contractors. Explain RFIs in plain words for site foremen.

User: This came back from the architect's portal, what exactly are they asking us to do?

created_at: 2026-02-17T08:41:09Z
rfi: RFI-0287
subject: Slab edge detail at grid C/7
question: Drawing S-201 rev D shows a 150 mm upstand, A-512 rev B shows none. Which governs?
answer: S-201 governs. Provide the upstand, cast monolithically, with the waterbar per detail 12/S-540.
answered_at: 2026-02-19T16:02:55Z
Assistant:""",
        SRC + "pos:rfi:generated-at-vs-created-at",
        ["near_miss", "head", "pasted_record_opens_with_created_at"],
    )


@pos
def _slack_rfi_reminder(g: Gen74) -> Draft:
    t = g.moment()
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        f"""You are Chase, the RFI follow-up bot in the Eastgate Library Slack workspace. Reply in the thread with
who holds the ball and what is overdue. Slack event as received:

{{
  "team_id": "T04KQ2M7Z",
  "api_app_id": "A06B1RFQ9",
  {v("message_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "user": "U03LMP8TT",
    {v("message_id", '"ts": "' + ts + '",')}
    "channel": "C05RFI0001",
    "text": "<@U06CHASE> where are we on RFI-0142 and RFI-0151? Both were due back from MEP on 2026-03-02."
  }},
  "type": "event_callback"
}}""",
        SRC + "pos:rfi:slack-envelope",
        ["envelope", "slack", "pretty_json", "dates_in_payload"],
    )


@pos
def _payapp_webhook_received(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the payments assistant of a main contractor. A subcontractor has just submitted an application
through the portal; check it against the subcontract and say what to query.

Delivery received by the payments service:
{v("message_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}
content-type: application/json

{{"type": "pay_application.submitted", "data": {{"application": "PA-07", "subcontract": "SC-114 Drylining",
"period_end": "2026-02-28", "submitted_at": "2026-03-02T17:44:10+00:00", "gross_to_date": 412800.00,
"retention_pct": 3, "previous_certified": 351200.00}}}}

User: Is the retention right, and what is the net amount due if we accept it as submitted?
Assistant:""",
        SRC + "pos:payapp:standard-webhooks-received",
        ["envelope", "standard_webhooks", "near_miss", "payload_stays"],
    )


@pos
def _asked_id_vs_request_id(g: Gen74) -> Draft:
    return Draft(
        f"""Host: api.sitefile.example
Accept-Language: en-AU
{v("request_id", "X-Request-ID: " + g.uuid4())}

You are the SiteFile support assistant. Look up records only through the tools you are given.

User: Submittal 7e1c0f52-93b4-4d0e-8a61-2f4b9c3d5e10 has shown "pending transmittal" since Friday. Who needs to
act on it?
Assistant:""",
        SRC + "pos:submittals:asked-id-vs-request-id",
        ["near_miss", "header_block", "uuid_in_question"],
    )


@pos
def _llama3_daily_log(g: Gen74) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + llama_today(t))}

You are the daily log assistant for Brennan Mechanical. Summarise logs for the project manager in five bullets.<|eot_id|><|start_header_id|>user<|end_header_id|>

Summarise yesterday's log:

06:45 Crew of 6 on site, toolbox talk on ladder use
07:10 Started chilled water risers, shaft 2, L3-L5
11:30 Inspection of L2 hangers by city inspector - passed
13:05 Crane unavailable 13:05-14:20 (wind), rigging stopped
15:50 Delivery of 40 x 2" ball valves, 2 damaged, noted on docket 88213<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        SRC + "pos:dailylog:llama3-today",
        ["llama3", "today_date", "cutoff_stays", "log_times_content"],
    )


@pos
def _chatml_permit_session(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<|im_start|>system
You are the permit-to-work coordinator for the Kestrel Wharf site. Check that permits are valid, countersigned
and cross-referenced to isolations before you say work may start.
{v("session_id", "Desk session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
Can the electricians start on DB-4 this afternoon? This is what the board shows:

PTW-2291  Electrical work DB-4      valid 2026-03-04 07:00 to 2026-03-04 19:00  issuer R. Odum  acceptor -
ISO-0412  Lock-out LV panel LP-3    applied 2026-03-04 06:52:18  locks 3/3  verified T. Brandt<|im_end|>
<|im_start|>assistant""",
        SRC + "pos:permits:chatml-desk-session",
        ["chatml", "session", "inline_before_im_end", "permit_validity_stays"],
    )


@pos
def _mistral_pour_now(g: Gen74) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""<s>[INST] You are the pour planner for Ridgeway Concrete. Work out whether a pour can go ahead from the
forecast and the ticket times the user gives.
{v("datetime", "Now: " + go_nano(t, g.small(1, 999)))}

Pour P-L4-03 is booked for tomorrow 05:30, 84 m3 of 5000 psi with 2 pumps. Forecast low is 31 F at 06:00 rising
to 44 F by 11:00. Do we need blankets and heaters, and should we push the start? [/INST]""",
        SRC + "pos:concrete:mistral-now",
        ["mistral", "go_rfc3339nano", "times_in_question"],
    )


@pos
def _plant_hire_quote(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the quoting assistant for Northbeck Plant Hire. Quote from the rate card; never promise
delivery dates the depot has not confirmed.

{v("request_id", "Quote ref: PHQ-" + g.b62(10))}
{v("datetime", "Quoted: " + rfc2822(t))}
{v("datetime", "Valid until: " + rfc2822(t + timedelta(days=2)))}
Depot: Leeds South

Rate card (per week, ex VAT): 13 t excavator GBP 720; 6 t dumper GBP 260; 3 t roller GBP 310;
delivery and collection GBP 95 each way within 25 miles.

Customer: I need the 13 tonner and a dumper for three weeks from 16 March on a site in Garforth. What's the total?
Assistant:""",
        SRC + "pos:plant:quote-hold",
        ["quote", "valid_until_from_now", "rfc2822", "header_block"],
    )


@pos
def _offhire_cookie(g: Gen74) -> Draft:
    return Draft(
        f"""Cookie: depot=BRS-2; theme=light; {v("session_id", "offhire_sid=" + g.hex(40))}
You are the off-hire assistant. Confirm which items can be collected and remind the customer that hire charges
stop on the day the off-hire number is issued.

Customer: Please off-hire the two 110 V breakers and the tower light on contract 55-10931.
Assistant:""",
        SRC + "pos:plant:offhire-cookie",
        ["cookie", "session", "head", "inline_last_pair"],
    )


@pos
def _telematics_api_call(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""Tool call made by the app (ISO 15143-3 fleet endpoint):
GET /Fleet/Equipment/ID/CAT0336DLBNX01234/Locations/1
Host: fleet.plantco.example
{v("token", "Authorization: Bearer " + g.jwt(t, "svc-hire-bot"))}
{v("request_id", "X-Request-Id: " + g.uuid4())}

Response:
{{"Locations": [{{"datetime": "2026-03-03T16:48:02Z", "Latitude": 53.7671, "Longitude": -1.3892}},
{{"datetime": "2026-03-04T06:12:40Z", "Latitude": 53.7812, "Longitude": -1.4021}}]}}

User: The 336 was supposed to stay on the Garforth site overnight. Did it move?
Assistant:""",
        SRC + "pos:plant:telematics-api-call",
        ["jwt", "request_id", "tool_call", "fetched_data_stays"],
    )


@pos
def _readymix_relay(g: Gen74) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""You are the pour desk assistant at Cascade Ready Mix. A truck event was relayed to you; tell the finisher
crew what to expect.

{{
  {v("request_id", '"relay_id": "rly_' + g.b62(20) + '",')}
  {v("datetime", '"received_at": "' + rfc3339(t, 3) + '",')}
  "ticket": {{
    "number": "CRM-4471829",
    "mix": "4000 psi 3/4 in, 5 in slump, 6% air",
    "qty_cy": 10,
    "batched_at": "2026-03-04T06:41:12-08:00",
    "left_plant_at": "2026-03-04T06:49:55-08:00",
    "truck": "T-58"
  }},
  "site": "Ballard Commons L1 slab"
}}

User: When does this load go out of spec if we use the 90-minute rule?
Assistant:""",
        SRC + "pos:concrete:readymix-relay",
        ["envelope", "pretty_json", "payload_times_stay"],
    )


@pos
def _weather_fetch_delay(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You help site managers prepare extension-of-time notices. Only rely on the observations provided.

Observations fetched from the met service {v("datetime", "as of " + rfc3339(t))} for this request:
2026-02-23  rain 18.4 mm  max gust 61 km/h
2026-02-24  rain 22.1 mm  max gust 74 km/h
2026-02-25  rain  2.0 mm  max gust 38 km/h

User: Our contract makes rain over 10 mm in a day a neutral event. How many days can we notify, and by when
must the notice go if the clause says within 14 days of the event?
Assistant:""",
        SRC + "pos:dailylog:weather-fetch",
        ["phrase", "fetch_stamp", "observations_stay"],
    )


@pos
def _permit_to_dig_table(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the permit-to-dig assistant. A permit needs a service drawing check, a CAT scan and a named
supervisor before it is issued.

| Field | Value |
|---|---|
| Site | Plot 4, Harbour Road |
{v("session_id", "| Desk session | " + g.tsid() + " |")}
{v("datetime", "| Opened | " + iso_space(t) + " " + t.tzname() + " |")}
| Coordinator | M. Sauer |

User: For permit PTD-0318 the CAT scan was done at 08:10 but the drawing check was signed yesterday. Can I
issue it now?
Assistant:""",
        SRC + "pos:permits:dig-table",
        ["markdown_table", "session", "user_times_stay"],
    )


@pos
def _loto_single_line(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""meta {{"site": "CHP-2", {v("epoch", '"req_ts": ' + str(epoch_ms(t)) + ",")} {v("request_id", '"req": "' + g.hex(24) + '",')} "lang": "en"}}
You check isolation registers for the commissioning team. List every isolation point that is not yet proven
dead.

User: Register for the boiler feed pump work:
IP-01  MCC-3 bucket 7    locked 2026-03-04 07:02  proved dead 07:09  J.K.
IP-02  Valve BFV-112     locked 2026-03-04 07:05  n/a (mechanical)    J.K.
IP-03  Local isolator    locked 2026-03-04 07:11  -                   -
Assistant:""",
        SRC + "pos:permits:loto-single-line-json",
        ["single_line_json", "epoch_ms", "hex", "register_times_stay"],
    )


@pos
def _tablet_clock(g: Gen74) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Safety walk assistant. Score each finding 1-5 for severity and say who must close it.
{v("datetime", "Tablet clock: " + windows_general(t))}
Walk: weekly, Building B

Findings typed by the inspector:
1. Handrail missing on stair 3 between L2 and L3.
2. Extension lead run through a doorway, trip hazard, L1 corridor.
3. Fire extinguisher at gridline 4 inspection tag last dated 2025-11.
Assistant:""",
        SRC + "pos:safety:tablet-clock",
        ["made_up_label", "device_clock", "windows_general"],
    )


@pos
def _ja_height_permit(g: Gen74) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたは現場の安全管理アシスタントです。高所作業の許可条件を確認してください。
{v("datetime", "現在時刻: " + ja_now(t))}

作業員: 以下の許可で今から5階外周の足場で作業してもいいですか？
許可番号: KH-2026-0412
作業内容: 外壁パネル取付（5F 北面）
有効期間: 2026年3月4日 8:00～17:00
安全帯点検: 2026年3月4日 7:42 済
風速上限: 10 m/s""",
        SRC + "pos:permits:ja-height-now",
        ["ja", "localized_now", "permit_validity_stays"],
    )


@pos
def _de_electrical_permit(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du bist der Freigabe-Assistent für Elektroarbeiten auf der Baustelle Lindenhof. Prüfe die fünf
Sicherheitsregeln anhand des Protokolls.
{v("datetime", "Aktuelle Zeit: " + de_now(t))}
{v("request_id", "Anfrage-ID: " + g.uuid4())}

Elektriker: Protokoll für UV-3.2:
Freigeschaltet: 04.03.2026 07:14 (Q2, Hauptverteilung)
Gegen Wiedereinschalten gesichert: 07:16, Schloss Nr. 31
Spannungsfreiheit festgestellt: 07:21, Prüfer Duspol
Geerdet und kurzgeschlossen: -
Abgedeckt: 07:30
Darf ich anfangen?""",
        SRC + "pos:permits:de-electrical-now",
        ["de", "localized_now", "request_id", "protocol_times_stay"],
    )


@pos
def _clash_report_under_headers(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""POST /v1/assist HTTP/1.1
Host: coord.bimdesk.example
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-ID: " + g.hex(32))}
Content-Type: text/plain

User: Group these clashes by trade and tell me which ones are real:

{{"clashTest": "MEP vs STR L3", "createdDate": "2026-03-02T09:14:37Z", "clashes": [
 {{"guid": "9f1c2e3a-6b7d-4e8f-9a0b-1c2d3e4f5a6b", "name": "Clash12", "distance": -0.084, "status": "new",
  "found": "2026-03-02T09:14:37Z", "items": ["Duct DU-3-17", "Beam B3-44"]}},
 {{"guid": "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d", "name": "Clash13", "distance": -0.012, "status": "active",
  "found": "2026-02-23T15:02:11Z", "items": ["Sprinkler SP-3-201", "Cable tray CT-3-09"]}}]}}
Assistant:""",
        SRC + "pos:bim:clash-json-under-headers",
        ["http_request", "near_miss", "pasted_json_dates_stay"],
    )


@pos
def _teams_clash_assignment(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the coordination assistant in the project's Teams channel. Assign clash groups to trades
when asked. Activity as received:

{{
  "type": "message",
  {v("message_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + js_iso(t) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Priya Nair", "aadObjectId": "5b2e1c4d-7a8f-4e3b-9c6d-0a1b2c3d4e5f"}},
  "conversation": {{"id": "19:3f9a7c2e8b@thread.tacv2"}},
  "text": "Clash group G-31 (ducts vs beams, level 3, found 02/03 09:14) - can you assign it to Arden HVAC with a due date of Friday?"
}}""",
        SRC + "pos:bim:teams-activity",
        ["envelope", "teams", "pretty_json"],
    )


@pos
def _coordbot_bracketed(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""[coordbot {v("epoch", "coordbot.now_ms=" + str(epoch_ms(t)))} coordbot.meeting=weekly-bim-07 coordbot.lang=en]
You write minutes for BIM coordination meetings: decisions, actions with owners and dates, open issues.

Notes from today's meeting:
- Riser 2 reroute accepted, MEP to update model by 11 March.
- Clash group G-28 (sprinklers vs cable trays) still open, 14 items, status active since 2026-02-23.
- Structural to confirm penetrations in beam B3-44 by next meeting.""",
        SRC + "pos:bim:coordbot-bracketed",
        ["made_up_label", "epoch_ms", "bracketed_kv", "head"],
    )


@pos
def _federation_run(g: Gen74) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Federation run {v("run_id", g.ksuid(t))} finished {v("datetime", "at " + js_tostring(t, "Eastern European Standard Time"))} on node bim-fed-2.
Models: ARC_L00-L09 (rev 14), STR_ALL (rev 22), MEP_L03 (rev 9, uploaded 2026-03-03 18:22:04 by ArdenHVAC).

You answer questions about the federated model for the site team.

User: Is the MEP level 3 model in this run the one with the riser 2 reroute?
Assistant:""",
        SRC + "pos:bim:federation-run",
        ["run", "ksuid", "js_tostring", "upload_time_stays"],
    )


@pos
def _payapp_yaml(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""---
project: Kestrel Wharf
{v("datetime", "generated: " + rfc3339(t))}
{v("request_id", "req: " + g.ulid(t))}
contract: JCT D&B 2016
---
Review the subcontractor's interim application below against the valuation rules: materials off site only with
vesting certificates, retention 3% until practical completion.

Application 09, Cladmore Facades Ltd, period to 2026-02-28, received 2026-03-02 11:05
Measured work to date      GBP 1,284,500.00
Materials off site         GBP    86,000.00  (vesting certificate VC-14 dated 2026-02-26)
Variations agreed          GBP    42,750.00
Variations claimed         GBP    31,200.00
Less previous certified    GBP 1,118,900.00""",
        SRC + "pos:payapp:yaml-front-matter",
        ["yaml_front_matter", "ulid", "application_dates_stay"],
    )


@pos
def _payment_notice_letter(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Letter tool: payment notice draft for subcontract SC-221 (Groundworks).
{v("date", "Notice date: " + uk_long(t))}
{v("request_id", "Draft: drf_" + g.b58(16))}

Write the payment notice under clause 4.7: application 06 dated 2 March 2026, due date 9 March 2026, final date
for payment 30 March 2026. We are certifying GBP 96,420.18 against GBP 104,300.00 applied for; the difference is
the unapproved variation V-19. Keep it formal and under 200 words.""",
        SRC + "pos:payapp:notice-letter-today",
        ["today_in_artefact", "draft_id", "contract_dates_stay"],
    )


@pos
def _es_retention(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Eres el asistente de administración de obra de Construcciones Alcor. Responde con referencias a las cláusulas.
{v("datetime", "Fecha y hora actual: " + es_now(t))}

Usuario: La recepción provisional fue el 15/12/2025 y el plazo de garantía es de un año. El subcontratista de
carpintería pide ya la devolución del 5 % retenido (certificación final CF-12 del 20/01/2026). ¿Le corresponde?""",
        SRC + "pos:payapp:es-retention-now",
        ["es", "localized_now", "user_dates_stay"],
    )


@pos
def _punch_walk_session(g: Gen74) -> Draft:
    t = g.moment(AEST)
    return Draft(
        f"""Punch walk session {v("session_id", g.xid())} started {v("datetime", "at " + rfc3339(t))} for unit 5.04:

You turn inspectors' spoken notes into punch items: location, defect, trade, priority.

Inspector: master bedroom, scuff on the skirting next to the robe, painter. Ensuite, silicone gap at the shower
screen, about 40 mil, waterproofer, high. Kitchen, the dishwasher panel sits 3 mil proud, joiner.
Assistant:""",
        SRC + "pos:punch:walk-session",
        ["session", "phrase", "xid"],
    )


@pos
def _punch_photo_upload(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Photo attached to punch item PL-05-118 through the site app:
{v("request_id", "Upload ID: " + g.nanoid())}
{v("datetime", "Received: " + rfc3339(t, 3))}
EXIF DateTimeOriginal: 2026:03:02 14:22:51
GPS: 51.4613, -0.1154
Caption: Cracked tile at the shower tray, bathroom 2

You describe defects for the close-out report. Say what the photo shows and whether the caption matches the
item's location (flat 2.07, bathroom 2).
Assistant:""",
        SRC + "pos:punch:photo-upload",
        ["upload", "exif_stays", "nanoid"],
    )


@pos
def _ko_punch(g: Gen74) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""당신은 아파트 하자 관리 도우미입니다. 하자를 공종별로 분류하세요.
{v("datetime", "요청 시각: " + ko_now(t))}
{v("session_id", "세션: " + g.uuid4())}

입주자 사전점검 결과 (103동 1204호, 점검일 2026-02-28 14:10):
- 거실 창호 실리콘 들뜸
- 주방 상판 모서리 파손
- 욕실2 배수구 역류, 14:32 확인""",
        SRC + "pos:punch:ko-request-time",
        ["ko", "localized_now", "session"],
    )


@pos
def _ar_punch(g: Gen74) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد إدارة ملاحظات التسليم في مشروع برج النخيل. صنّف الملاحظات حسب المقاول.
{v("datetime", "الوقت الحالي: " + ar_now(t))}

المستخدم: هذه ملاحظات الاستشاري من جولة الطابق ١٢ بتاريخ ٢٠٢٦-٠٣-٠١ الساعة ١٠:٤٠:
- تسرب بسيط تحت مغسلة الحمام ١٢٠٣
- باب الحريق ١٢-FD-04 لا يغلق ذاتياً
- طلاء غير متجانس في الممر""",
        SRC + "pos:punch:ar-now",
        ["ar", "arabic_indic_digits", "localized_now"],
    )


@pos
def _tr_plant_hire(g: Gen74) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Sen Anadolu İş Makinaları'nın kiralama asistanısın. Fiyatları yalnızca tarifeden ver.
{v("datetime", "Şu anki zaman: " + tr_now(t))}

Müşteri: 2 Mart'ta teslim aldığımız 20 tonluk paletli ekskavatörü (sözleşme KR-26-0338) 9 Mart 17:00'de iade
etmek istiyoruz. Haftalık tarife 42.000 TL, günlük 7.500 TL. Ne kadar öderiz?""",
        SRC + "pos:plant:tr-now",
        ["tr", "localized_now", "user_dates_stay"],
    )


@pos
def _vi_concrete(g: Gen74) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý kỹ thuật bê tông cho công trường. Trả lời ngắn gọn.
{v("datetime", "Thời điểm hiện tại: " + vi_now(t))}

Kỹ sư: Mẻ bê tông sàn tầng 6 đổ lúc 07:15 ngày 02/03/2026, mác B30. Kết quả nén mẫu 3 ngày là 17,8 MPa. Có
được tháo cốp pha đáy sàn chưa?""",
        SRC + "pos:concrete:vi-now",
        ["vi", "localized_now"],
    )


@pos
def _hi_cube(g: Gen74) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप साइट पर कंक्रीट गुणवत्ता सहायक हैं। IS 456 के अनुसार उत्तर दें।
{v("datetime", "वर्तमान समय: " + hi_now(t))}

इंजीनियर: M25 स्लैब, ढलाई 2026-02-03 को 08:20 बजे। 28 दिन के क्यूब परिणाम: 27.1, 24.8, 26.3 N/mm²। क्या
यह स्वीकार्य है?""",
        SRC + "pos:concrete:hi-now",
        ["hi", "localized_now", "test_dates_stay"],
    )


@pos
def _zh_safety(g: Gen74) -> Draft:
    t = g.moment(CST8)
    return Draft(
        f"""你是工地安全检查助手，请根据检查记录列出需要整改的项目。
{v("datetime", "当前时间：" + zh_now(t))}

用户：这是今天上午的检查记录：
{{"检查编号": "AQ-20260304-07", "检查时间": "2026-03-04 09:12:40", "区域": "3号楼 8层",
"问题": ["临边防护缺失", "配电箱未上锁"], "整改期限": "2026-03-05 18:00"}}""",
        SRC + "pos:safety:zh-now",
        ["zh", "fullwidth_colon", "pasted_json_chinese_keys_stays"],
    )


@pos
def _ru_hidden_works(g: Gen74) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник инженера технадзора. Проверь, можно ли подписывать акт.
{v("datetime", "Текущее время: " + ru_now(t))}
{v("request_id", "ID запроса: " + g.uuid7(t))}

Пользователь: Акт освидетельствования скрытых работ № 47 от 03.03.2026: армирование плиты перекрытия 5 этажа,
оси 1-6/А-Г. Исполнительная схема приложена, протокол испытаний арматуры № 118 от 26.02.2026. Замечание
от 03.03.2026 10:45 о шаге стержней устранено?""",
        SRC + "pos:safety:ru-now",
        ["ru", "localized_now", "uuid7", "act_dates_stay"],
    )


@pos
def _pl_daily(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Jesteś asystentem kierownika budowy. Streszczaj wpisy dziennika budowy.
{v("datetime", "Aktualny czas: " + pl_now(t))}
{v("request_id", "ID żądania: " + g.uuid4())}

Wpis z 03.03.2026:
07:00 Rozpoczęcie prac, 14 osób (zbrojarze 6, cieśle 5, operator pompy, 2 betoniarzy)
09:40 Odbiór zbrojenia stropu nad parterem przez inspektora nadzoru
12:15 Betonowanie stropu, C30/37, 62 m3, zakończono 16:50""",
        SRC + "pos:dailylog:pl-now",
        ["pl", "localized_now", "diary_times_stay"],
    )


@pos
def _pt_daily(g: Gen74) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Você é o assistente do diário de obra da Construtora Ipê. Resuma em tópicos.
{v("datetime", "Data/hora do pedido: " + pt_now(t))}

Usuário: resume o diário de ontem pra mim:
Clima: chuva forte das 13h às 15h30, serviços externos paralisados
Efetivo: 38 (armadores 9, carpinteiros 12, serventes 17)
Concretagem pilares P12-P20 do 7º pav., 11,5 m³, início 08:05, fim 11:40""",
        SRC + "pos:dailylog:pt-now",
        ["pt_br", "localized_now"],
    )


@pos
def _fr_submittal(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Tu es l'assistant de la cellule synthèse (visa des documents d'exécution). Réponds en français.
{v("datetime", "Horodatage : " + fr_now(t))}

Utilisateur : le plan de réservations PLB-R3-012 indice C a reçu un visa VAO le 26/02/2026 ; l'entreprise a
renvoyé l'indice D le 03/03/2026 à 17:42. Est-ce qu'on peut lancer les carottages au R+3 avant le nouveau visa ?""",
        SRC + "pos:submittals:fr-now",
        ["fr", "localized_now", "space_before_colon"],
    )


@pos
def _el_plant(g: Gen74) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Είσαι ο βοηθός ενοικίασης μηχανημάτων έργου. Απάντησε σύντομα.
{v("datetime", "Τρέχουσα ώρα: " + el_now(t))}

Χρήστης: Ο γερανός 50 τόνων (συμβόλαιο ΜΙΣ-1187) έφτασε στο εργοτάξιο στις 03/03 11:20 αντί για 07:00. Δικαιούμαστε
έκπτωση για τη μισή μέρα;""",
        SRC + "pos:plant:el-now",
        ["el", "localized_now"],
    )


@pos
def _he_safety(g: Gen74) -> Draft:
    t = g.moment(IDT)
    return Draft(
        f"""אתה עוזר ממונה הבטיחות באתר. ענה בעברית.
{v("datetime", "השעה כעת: " + he_now(t))}

משתמש: בסיור מ-02.03.2026 בשעה 09:15 נמצא פיגום בקומה 7 בלי תווית בדיקה. הקבלן אומר שהבודק היה ב-25.02. מה לעשות?""",
        SRC + "pos:safety:he-now",
        ["he", "localized_now"],
    )


@pos
def _th_daily(g: Gen74) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยสรุปรายงานประจำวันของโครงการก่อสร้าง
{v("datetime", "เวลาปัจจุบัน: " + th_now(t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}

ผู้ใช้: สรุปรายงานวันที่ 3 มี.ค. 2569: คนงาน 52 คน เทคอนกรีตพื้นชั้น 9 เวลา 08:30-13:10 จำนวน 74 ลบ.ม.
ฝนตกช่วง 15:00-16:20 หยุดงานภายนอก""",
        SRC + "pos:dailylog:th-now",
        ["th", "buddhist_era", "localized_now", "ulid"],
    )


@pos
def _rag_spec(g: Gen74) -> Draft:
    t1 = g.moment()
    t2 = t1 + timedelta(seconds=g.small(1, 4), microseconds=g.small(1, 999999))
    return Draft(
        f"""Answer from the retrieved specification passages only. Cite the passage number.

[1] source=spec/033000-cast-in-place.pdf {v("datetime", "retrieved_at=" + rfc3339(t1, 3))} section=3.8
Cold weather: protect concrete from freezing until it reaches 3.5 MPa. Issue 04, effective 2025-11-01.

[2] source=spec/033000-cast-in-place.pdf {v("datetime", "retrieved_at=" + rfc3339(t2, 3))} section=3.11
Formwork to soffits may be struck when field-cured cylinders reach 70% of specified strength.

Question: Forecast is -4 C tonight after an afternoon pour. What protection does the spec require?
Answer:""",
        SRC + "pos:rag:spec-retrieved-at",
        ["rag", "kv_inline", "retrieved_at", "effective_date_stays"],
    )


@pos
def _react_pump_observation(g: Gen74) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""You are a scheduling agent for Ridgeway Concrete. Use tools, then answer.

Question: Is there a 47 m boom pump free for Thursday's pour at the Marsh Lane site?
Thought: I should check the pump booking calendar.
Action: pump_calendar.lookup
Action Input: {{"boom_min_m": 47, "date": "2026-03-12"}}
Observation: {{"source": "pumpbook", {v("datetime", '"fetched_at": "' + rfc3339(t) + '",')} "pumps": [{{"unit": "P-47-2", "booked": "2026-03-12T05:00:00-05:00/2026-03-12T12:00:00-05:00"}}, {{"unit": "P-52-1", "booked": null}}]}}
Thought:""",
        SRC + "pos:agent:react-pump-observation",
        ["react", "tool_observation", "single_line_json", "bookings_stay"],
    )


@pos
def _messages_array_tool(g: Gen74) -> Draft:
    return Draft(
        f"""{{
  "model": "sitebook-chat",
  "messages": [
    {{"role": "system", "content": "You answer questions about RFIs using the rfi tool."}},
    {{"role": "user", "content": "Has RFI-0151 been answered?"}},
    {{"role": "assistant", "tool_calls": [{{"id": "call_8Qw2nR5kT1", "type": "function", "function": {{"name": "rfi_get", "arguments": "{{\\"number\\": \\"RFI-0151\\"}}"}}}}]}},
    {{
      "role": "tool",
      "tool_call_id": "call_8Qw2nR5kT1",
      {v("request_id", '"x_gateway_request_id": "' + g.uuid4() + '",')}
      "content": "{{\\"number\\": \\"RFI-0151\\", \\"status\\": \\"open\\", \\"raised\\": \\"2026-02-16T10:22:31Z\\", \\"due\\": \\"2026-03-02\\"}}"
    }}
  ]
}}""",
        SRC + "pos:shapes:messages-array-tool",
        ["messages_array", "tool_call_id_stays", "gateway_request_id"],
    )


@pos
def _trailing_client_ts(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""You help site engineers check setting-out tolerances.

User: Column C4 came out 14 mm east and 6 mm south of its grid position, and the tolerance in the spec is
+/-10 mm in any direction. Is it out?

{v("epoch", "client_ts=" + str(epoch_s(t)))}""",
        SRC + "pos:shapes:trailing-client-ts",
        ["tail", "epoch", "key_value_line"],
    )


@pos
def _leading_comment(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""# {v("datetime", "ts=" + rfc3339(t))} {v("session_id", "conv=" + g.uuid7(t))} app=sitebook/4.12
You are Sitebook's assistant. Be brief.

User: Our structural engineer wants 7-day cubes before we strip the props on level 2. The cubes were cast on
2026-02-26 at 15:30. When is the earliest we can test?
Assistant:""",
        SRC + "pos:shapes:leading-comment",
        ["head", "kv_inline", "uuid7", "user_dates_stay"],
    )


@pos
def _trailing_ksuid(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""You explain NEC4 contract procedures to site teams.

User: The PM gave an instruction to change the façade bracket spacing on 2 March. When do we need to notify a
compensation event, and when should our quotation go in?

{v("trace_id", "trace: " + g.ksuid(t))}""",
        SRC + "pos:shapes:trailing-ksuid",
        ["tail", "ksuid"],
    )


@pos
def _mailbox_poll(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Mailbox rfi@kestrelwharf.example polled {v("datetime", "at " + py_logging(t))} {v("run_id", "(poll " + g.cuid2() + ")")} with one new message:

From: "Sofia Marin" <s.marin@marinarchitects.example>
To: rfi@kestrelwharf.example
Date: Tue, 3 Mar 2026 18:07:41 +0100
Message-ID: <CAF3k2x7PqR8@mail.marinarchitects.example>
Subject: RE: RFI-0172 balcony drainage outlet

Please use the side outlet (detail 31/A-620 rev C). The vertical outlet in rev B is withdrawn.

Log this response against the RFI and tell me whether it changes the drainage submittal.
Assistant:""",
        SRC + "pos:rfi:mailbox-poll",
        ["phrase", "poll", "pasted_email_headers_stay", "cuid2"],
    )


@pos
def _cloudevent_permit_expiry(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Event received by the permit assistant:
ce-specversion: 1.0
ce-type: com.siteperm.permit.expiring
ce-source: /sites/kestrel-wharf/permits
{v("request_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 6))}
content-type: application/json

{{"permit": "PTW-2291", "type": "electrical", "valid_to": "2026-03-04T19:00:00+01:00", "holder": "R. Odum"}}

Draft a short radio message to the permit holder about the expiry.""",
        SRC + "pos:permits:cloudevent-received",
        ["cloudevents_binary", "envelope", "valid_to_stays"],
    )


@pos
def _graph_state_yaml(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""state:
  {v("session_id", "thread_id: " + g.uuid7(t))}
  {v("datetime", "now: " + rfc3339(t))}
  project: Eastgate Library
  step: draft_rfi

Draft an RFI from the foreman's note. Include the drawing references and a proposed answer.

Note: the door schedule says D-214 is 1010 wide but the opening on A-301 is dimensioned 926 clear. Which is
right?""",
        SRC + "pos:agent:graph-state-yaml",
        ["nested_yaml", "uuid7", "head"],
    )


@pos
def _traceparent_lab(g: Gen74) -> Draft:
    return Draft(
        f"""GET /lab/cylinders?pour=P-L4-03
{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: labx=" + g.hex(16))}
Accept: application/json

Response from the testing lab (for the user):
set   cast        age  break date   psi
A1    2026-02-24  7    2026-03-03   3380
A2    2026-02-24  7    2026-03-03   3510

User: Are we on track for 5000 psi at 28 days?
Assistant:""",
        SRC + "pos:concrete:traceparent-lab",
        ["traceparent", "tracestate", "lab_results_stay"],
    )


@pos
def _amzn_head_submittal(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You check product data submittals against the specification.

User: The roofing sub submitted a 1.2 mm TPO membrane; section 07 54 23 asks for 1.5 mm (60 mil). Can we accept it
as a substitution if they offer a 20-year warranty?
Assistant:""",
        SRC + "pos:submittals:amzn-trace-head",
        ["head", "xray"],
    )


@pos
def _today_sentence(g: Gen74) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are the close-out assistant for Harlan Builders. Track punch lists to zero before the owner's
walkthrough.
{v("date", "Today is " + long_date(t) + ".")}

User: We have 37 open items, the painter can close about 9 a day and the owner's walk is set for March 20.
Will we make it if he starts Monday?
Assistant:""",
        SRC + "pos:punch:today-sentence",
        ["templated_sentence", "long_date"],
    )


@pos
def _iso_week_labour(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""Labour histogram assistant. Compare planned and actual heads per trade.
{v("date", "Current ISO week: " + iso_week(t))}

Week  Trade        Planned  Actual
W08   Drylining    22       18
W09   Drylining    24       19
W09   Electrical   16       16

User: Are the drylining numbers a trend or a blip?
Assistant:""",
        SRC + "pos:dailylog:iso-week",
        ["iso_week", "histogram_stays"],
    )


@pos
def _sk_time_safety(g: Gen74) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are the site induction assistant. Check that visitors have a valid induction before they enter.
{v("datetime", "The current time is " + sk_now(t) + ".")}

Visitor: I did my induction on 2025-09-10 and it says valid 6 months. Am I still okay to go on the deck?
Assistant:""",
        SRC + "pos:safety:sk-now-sentence",
        ["templated_sentence", "semantic_kernel", "user_dates_stay"],
    )


@pos
def _after_user_metadata(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the snagging assistant for Oakfield Homes' site team.

User: Plot 42 has a hairline crack over the lounge door head, about 300 mm long. Normal shrinkage or something
to escalate?

{v("datetime", "Sent: " + iso_space(t) + " " + t.tzname())}
{v("session_id", "Chat: " + g.b58(22))}
Assistant:""",
        SRC + "pos:punch:after-user-metadata",
        ["after_user", "session", "base58"],
    )


@pos
def _footer_pour_card(g: Gen74) -> Draft:
    t = g.moment(SAST)
    return Draft(
        f"""Check this pour card and list anything missing before the engineer signs it.

Pour card PC-L6-02, slab level 6, grids 1-8/A-F
Rebar inspected: 2026-03-03 15:20 by K. Naidoo (Pr.Eng)
Cover blocks: 30 mm bottom, 25 mm top
Cast-ins: sleeves checked, 18 of 18
Pump booked: 2026-03-04 06:00, 52 m boom

--
{v("datetime", "Assembled: " + ctime(t))}
{v("request_id", "Ref: " + g.objectid(t))}""",
        SRC + "pos:concrete:pour-card-footer",
        ["footer", "ctime", "objectid"],
    )


@pos
def _xml_clash_ctx(g: Gen74) -> Draft:
    t = g.moment()
    return Draft(
        f"""<ctx {v("datetime", 'stamp="' + dotnet_o(t, g.small(0, 10)) + '"')} project="EGL" discipline="MEP">
You review clash groups and propose which trade moves.
</ctx>

User: Ductwork DU-3-17 hits beam B3-44 by 84 mm. The duct is 600x400 and there's 250 mm free above the false
ceiling. Who should move?
Assistant:""",
        SRC + "pos:bim:xml-attribute",
        ["xml_attribute", "dotnet_o"],
    )


@pos
def _dutch_snag(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Je bent de opleverassistent van Bouwbedrijf Van Dijk. Antwoord in het Nederlands.
{v("datetime", "Huidige tijd: " + nl_now(t))}

Koper: Bij de oplevering op 27-02-2026 om 10:30 is het kozijn in de slaapkamer als opleverpunt 14 genoteerd.
Binnen welke termijn moet dat hersteld zijn?""",
        SRC + "pos:punch:nl-now",
        ["nl", "localized_now"],
    )


@pos
def _sv_safety(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du är skyddsombudets assistent på bygget. Svara på svenska.
{v("datetime", "Aktuell tid: " + sv_now(t))}

Användare: Skyddsronden 2026-03-02 kl. 13:00 hittade ett öppet bjälklagshål på plan 4. Hur snabbt måste det
åtgärdas?""",
        SRC + "pos:safety:sv-now",
        ["sv", "localized_now"],
    )


@pos
def _id_daily(g: Gen74) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Anda asisten laporan harian proyek. Jawab dalam bahasa Indonesia.
{v("datetime", "Waktu sekarang: " + id_now(t))}

Pengguna: Pengecoran kolom lantai 3 selesai pukul 14.20 tanggal 3 Maret 2026. Kapan bekisting kolom boleh
dibongkar?""",
        SRC + "pos:concrete:id-now",
        ["id", "localized_now"],
    )


@pos
def _uk_permit(g: Gen74) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Ти асистент з охорони праці на будмайданчику. Відповідай українською.
{v("datetime", "Поточний час: " + uk_now(t))}

Користувач: Наряд-допуск № 58 на роботи на висоті видано 03.03.2026 на одну зміну. Бригада хоче продовжити
роботу сьогодні. Що потрібно?""",
        SRC + "pos:permits:uk-now",
        ["uk", "localized_now"],
    )


@pos
def _it_pour(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Sei l'assistente del direttore dei lavori per i getti. Rispondi in italiano.
{v("datetime", "Ora attuale: " + it_now(t))}
{v("session_id", "Sessione: " + g.tsid())}

Utente: Il verbale di getto n. 22 riporta inizio alle 07:40 e fine alle 12:15 del 03/03/2026, cubetti prelevati
alle 09:10 e 11:30. Bastano due prelievi per 96 m³ di C28/35?""",
        SRC + "pos:concrete:it-now",
        ["it", "localized_now", "tsid"],
    )


@pos
def _unix_date_plant(g: Gen74) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""$ date
{v("datetime", unix_date(t))}

You are the fuel log assistant for the plant yard. Work out consumption per engine hour.

User: Excavator EX-14 took 182 litres on 2026-02-27 at 16:40 with the hour meter on 6312.4, and 174 litres on
2026-03-03 at 16:55 at 6347.9. What's the burn rate?
Assistant:""",
        SRC + "pos:plant:unix-date",
        ["unix_date", "head", "user_times_stay"],
    )


# --- hand-written negatives: pasted records -----------------------------------------------------------------------


def blocks(g: Gen74) -> list[tuple[str, list[str], str, str, str]]:
    """Pasted records: (source, tags, block, question, lead-in). Their ids are minted from fixed moments."""
    m1 = at(2026, 3, 2, 9, 14, 37)
    m2 = at(2026, 3, 3, 16, 2, 5)
    m3 = at(2026, 2, 26, 7, 41, 12)
    return [
        (
            "submittal-api-json",
            ["submittals", "pretty_json", "uuid7", "opens_with_id"],
            f"""{{
  "id": "{g.uuid7(m1)}",
  "created_at": "2026-03-02T09:14:37.482Z",
  "updated_at": "2026-03-03T16:02:05.118Z",
  "number": "S-09-031",
  "title": "Acoustic ceiling tiles, product data",
  "spec_section": "095113",
  "status": "revise_and_resubmit",
  "ball_in_court": "Arden Interiors",
  "due_date": "2026-03-06"
}}""",
            "Why does this submittal show as overdue on the dashboard when the due date is Friday?",
            "Here is the submittal as the API returned it",
        ),
        (
            "rfi-log-csv",
            ["rfi", "csv", "opens_with_created"],
            """Created,Updated,RFI,Subject,From,To,Status,Due
2026-02-16 10:22:31,2026-03-02 08:00:12,RFI-0151,Riser 2 sleeve positions,Brennan Mech,MEP consultant,Open,2026-03-02
2026-02-18 14:05:09,2026-02-25 11:47:33,RFI-0153,Fire damper access panels,Brennan Mech,Architect,Closed,2026-02-27
2026-02-20 09:31:55,2026-02-20 09:31:55,RFI-0156,Roof drain overflow height,Roofline,Architect,Open,2026-03-05""",
            "Which RFIs are overdue, and how long did the closed one take to answer?",
            "Export from the RFI log",
        ),
        (
            "clash-report-xml",
            ["bim", "xml", "clash_report", "guid"],
            """<clashtest name="MEP vs STR L3" test_type="hard" tolerance="0.010">
  <clashresult name="Clash12" guid="9f1c2e3a-6b7d-4e8f-9a0b-1c2d3e4f5a6b" status="new" distance="-0.084">
    <createddate><date year="2026" month="3" day="2" hour="9" minute="14" second="37"/></createddate>
    <clashobjects><object layer="L3" item="Duct DU-3-17"/><object layer="L3" item="Beam B3-44"/></clashobjects>
  </clashresult>
  <clashresult name="Clash13" guid="2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d" status="active" distance="-0.012">
    <createddate><date year="2026" month="2" day="23" hour="15" minute="2" second="11"/></createddate>
    <clashobjects><object layer="L3" item="Sprinkler SP-3-201"/><object layer="L3" item="Cable tray CT-3-09"/></clashobjects>
  </clashresult>
</clashtest>""",
            "Which of these clashes is older, and is the 12 mm one worth raising at all?",
            "Clash report from the coordination model",
        ),
        (
            "daily-log-logfmt",
            ["daily_log", "logfmt", "ts"],
            """ts=2026-03-03T06:58:12+00:00 level=info crew=drylining event=clock_in heads=18
ts=2026-03-03T07:04:40+00:00 level=info crew=electrical event=clock_in heads=16
ts=2026-03-03T12:31:07+00:00 level=warn crew=drylining event=stoppage reason="no boards on L4" minutes=55
ts=2026-03-03T15:45:19+00:00 level=info crew=drylining event=clock_out heads=18""",
            "How many crew-hours did drylining lose to the stoppage?",
            "This is what the gate system logged yesterday",
        ),
        (
            "site-diary-table",
            ["site_diary", "markdown_table", "times"],
            """| Time  | Entry                                                        | By   |
|-------|--------------------------------------------------------------|------|
| 07:00 | 22 operatives on site, dry, 4 C                              | RS   |
| 08:15 | Scaffold adapted at north elevation, handover cert SC-0992   | RS   |
| 10:40 | Concrete pour L5 slab started (ticket CRM-4471829 first load) | JT   |
| 14:55 | Pour complete, 74 m3, cubes taken 3 sets                     | JT   |""",
            "Turn this into the weekly report paragraph for the client.",
            "Site diary for Tuesday",
        ),
        (
            "permit-yaml",
            ["permits", "yaml", "offsets"],
            """permit: PTW-2291
type: electrical
location: DB-4, level 2 plant room
valid_from: 2026-03-04T07:00:00+01:00
valid_to: 2026-03-04T19:00:00+01:00
issued_by: R. Odum
issued_at: 2026-03-04T06:48:51+01:00
isolation_refs: [ISO-0412, ISO-0413]
accepted_by: null""",
            "What is still missing before the electricians can start?",
            "The permit as exported",
        ),
        (
            "loto-register-csv",
            ["permits", "csv", "hex_ids"],
            """lock_tag,point,applied,removed,applied_by
0x3FA2C1,MCC-3 bkt 7,2026-03-04 07:02:44,,J.Kerr
0x3FA2C2,BFV-112,2026-03-04 07:05:13,,J.Kerr
0x3FA2C3,Local isolator P-2,2026-03-04 07:11:58,2026-03-04 15:20:02,J.Kerr""",
            "Is any lock still on after the permit was signed off at 15:00?",
            "Lock register for the boiler feed pump job",
        ),
        (
            "batch-plant-email",
            ["concrete", "email_headers", "message_id"],
            """From: Dispatch <dispatch@cascadereadymix.example>
To: pours@ballardcommons.example
Date: Wed, 04 Mar 2026 05:12:09 -0800
Message-ID: <20260304131209.7F3A@dispatch.cascadereadymix.example>
Subject: Order 118204 confirmed - 84 cy 4000 psi

First truck leaves 06:30, 12-minute spacing, pump on site 06:00. Cancel before 05:45 to avoid the standby fee.""",
            "If I cancel at 05:50 because of rain, do we pay the fee?",
            "My colleague forwarded this",
        ),
        (
            "cylinder-break-report",
            ["concrete", "test_report", "times"],
            """Compressive strength of cylinders (ASTM C39) - report LR-26-0871
Set  Cast                 Tested               Age  Load (lbf)  Strength (psi)  Break
A1   2026-02-24 07:55     2026-03-03 09:12:44  7    42,480      3380            Type 1
A2   2026-02-24 07:55     2026-03-03 09:14:02  7    44,110      3510            Type 3
B1   2026-02-24 09:30     2026-03-03 09:16:30  7    38,920      3097            Type 2""",
            "Is set B low enough to worry about at 7 days?",
            "Lab report",
        ),
        (
            "slump-logger",
            ["concrete", "log_lines", "bracket_prefix"],
            """[2026-03-04 06:41:12] TRUCK T-58 ticket CRM-4471829 slump 5.0 in air 6.1% temp 58F
[2026-03-04 06:53:40] TRUCK T-61 ticket CRM-4471830 slump 6.5 in air 5.8% temp 57F
[2026-03-04 07:05:02] TRUCK T-58 ticket CRM-4471831 slump 4.5 in air 6.4% temp 59F""",
            "Which load should have been rejected against a 5 +/- 1 in slump spec?",
            "Slump log from the tablet",
        ),
        (
            "payapp-single-line-json",
            ["payapp", "single_line_json", "ulid"],
            f"""{{"id": "{g.ulid(m2)}", "submitted_at": "2026-03-03T16:02:05Z", "period_end": "2026-02-28", "subcontract": "SC-114", "gross_to_date": 412800.0, "retention": 12384.0, "previous_certified": 351200.0}}""",
            "Check the retention is 3% of gross and give me the net due.",
            "Below is what the payments system returned",
        ),
        (
            "payapp-webhook-debug",
            ["payapp", "webhook_pasted", "standard_webhooks", "debug"],
            f"""POST /hooks/payments HTTP/1.1
webhook-id: msg_{g.b62(27)}
webhook-timestamp: {epoch_s(m2)}
webhook-signature: v1,{g.b64url(32)}=
content-type: application/json

{{"type": "pay_application.submitted", "data": {{"application": "PA-07", "submitted_at": "2026-03-03T16:02:05+00:00"}}}}""",
            "Our verifier rejects this delivery with 'timestamp too old' even though it arrived straight away. What's wrong?",
            "I'm debugging our webhook receiver. The raw delivery",
        ),
        (
            "aemp-telematics-json",
            ["plant", "telematics", "epoch_ms"],
            """{
  "equipment": {"oemName": "CAT", "model": "336", "serialNumber": "CAT0336DLBNX01234"},
  "cumulativeOperatingHours": {"datetime": "2026-03-04T06:12:40Z", "hour": 6347.9},
  "fuelUsedLast24": {"datetime": "2026-03-04T06:12:40Z", "fuelConsumed": 174, "units": "litre"},
  "lastPing": 1772604760123
}""",
            "Does the fuel figure match 174 litres I logged manually?",
            "Telematics for EX-14",
        ),
        (
            "offhire-email",
            ["plant", "email_headers"],
            """From: Northbeck Plant Hire <offhire@northbeck.example>
Date: Tue, 3 Mar 2026 16:21:08 +0000
Subject: Off-hire confirmation OH-558812

Items: 2 x 110 V breaker, 1 x tower light. Off-hire effective 03/03/2026 16:00. Collection booked 04/03/2026 AM.""",
            "Do we pay for Wednesday on these items?",
            "The depot sent this",
        ),
        (
            "punch-export-csv",
            ["punch", "csv", "uuid4"],
            """Item ID,Created,Location,Description,Trade,Status,Closed
3b241101-e2bb-4255-8caf-4136c566a962,2026-02-27 10:31:04,2.07 Bath 2,Cracked tile at tray,Tiler,Open,
8d3f5a12-0c4e-4b7a-9e21-6f0d8c2b1a44,2026-02-27 10:34:50,2.07 Kitchen,Plinth gap 6 mm,Joiner,Closed,2026-03-02 14:10:22
c0a9e7f3-5b1d-4f62-8a3e-2d9c4b7f1e05,2026-02-27 10:41:17,2.07 Hall,Door closer noisy,Ironmonger,Open,""",
            "How many items are open for flat 2.07 and which trades own them?",
            "Punch list export",
        ),
        (
            "snag-app-events-ksuid",
            ["punch", "event_log", "ksuid"],
            f"""{g.ksuid(m1)} item.created   PL-05-118  flat 5.04  by inspector.ak
{g.ksuid(m2)} item.assigned  PL-05-118  to tiler.bw
{g.ksuid(m2 + timedelta(hours=20))} item.reopened  PL-05-118  reason=grout_colour""",
            "Why was this item reopened and who has it now?",
            "Events for the item from the snag app",
        ),
        (
            "cde-curl",
            ["bim", "http_exchange", "curl", "request_id"],
            """$ curl -v https://cde.example/api/v2/containers/ARC_L03/revisions
> GET /api/v2/containers/ARC_L03/revisions HTTP/2
> authorization: Bearer [redacted]
< HTTP/2 409
< date: Wed, 04 Mar 2026 08:17:55 GMT
< x-request-id: 4f1d2c7b-0a9e-4c3b-8e6d-5a1f2b3c4d5e
< content-type: application/json
{"error": "revision_locked", "locked_by": "m.sauer", "since": "2026-03-04T07:59:02Z"}""",
            "What does the 409 mean and who do I ask to unlock it?",
            "Here is the call that fails",
        ),
        (
            "portal-nginx",
            ["http_log", "nginx", "request_id"],
            """10.4.2.17 - - [04/Mar/2026:08:12:03 +0000] "POST /punch/upload HTTP/1.1" 413 183 req_id=9c3e1f0a7b2d4e68
10.4.2.17 - - [04/Mar/2026:08:12:41 +0000] "POST /punch/upload HTTP/1.1" 413 183 req_id=1a7f3c9e0b4d2e85""",
            "Why can't the inspectors upload photos from the tablets?",
            "The web server log shows this",
        ),
        (
            "induction-form-export",
            ["safety", "form_export", "token"],
            """{"form_id": "ind-v4", "token": "a8f3k29dm1x0q7ze", "landed_at": "2026-03-04T06:41:02Z",
"submitted_at": "2026-03-04T06:49:37Z", "answers": {"name": "Tomasz Wójcik", "company": "Cladmore",
"cscs_card": "CS-4471902", "cscs_expiry": "2027-08-31", "emergency_contact": "+44 7700 900412"}}""",
            "Did he really read the induction video in eight minutes? It's 12 minutes long.",
            "Form response",
        ),
        (
            "safety-inspection-nested",
            ["safety", "nested_json", "timestamps"],
            """{
  "inspection": {
    "id": "INSP-2026-0311",
    "type": "weekly safety walk",
    "started": "2026-03-02T13:00:04+00:00",
    "finished": "2026-03-02T14:12:51+00:00",
    "findings": [
      {"ref": "F1", "text": "Open slab edge L4 grid 7", "raised": "2026-03-02T13:22:10+00:00", "closed": null},
      {"ref": "F2", "text": "Unsigned scaffold tag L2", "raised": "2026-03-02T13:41:37+00:00", "closed": "2026-03-02T16:05:00+00:00"}
    ]
  }
}""",
            "Which finding is still open and how long has it been open as of the end of the walk?",
            "Inspection record",
        ),
        (
            "twp-kv",
            ["temporary_works", "key_value"],
            """permit=TWP-L5-04 item=falsework bay 3 designer=TWD-Ridge check_cat=2
issued=2026-03-03T14:30:00Z load_ok=true loaded_by=2026-03-04T06:00:00Z strike_ok=false""",
            "Can we pour on bay 3 tomorrow morning, and when can we strike?",
            "Temporary works permit summary",
        ),
        (
            "federation-pylog",
            ["bim", "python_logging"],
            """2026-03-03 18:22:04,118 INFO federate: loaded MEP_L03 rev 9 (uploaded by ArdenHVAC)
2026-03-03 18:22:09,540 WARNING federate: MEP_L03 origin offset 0.012 m from project base point
2026-03-03 18:24:51,003 INFO federate: run complete, 3 models, 14 warnings""",
            "Is the 12 mm origin offset why all the level 3 clashes came back?",
            "Log from last night's federation",
        ),
        (
            "dewatering-sms",
            ["sms", "sent_label", "alarm"],
            """Sent: 04/03/2026 02:17:44
From: +44 7700 900118
PUMP STN 2 HIGH LEVEL ALARM. Level 2.41 m. Pump 2B tripped 02:15:10. Pump 2A running.""",
            "Do I need to call the duty engineer out, or can it wait for the day shift at 07:00?",
            "Got this text overnight",
        ),
        (
            "site-whatsapp",
            ["chat_export", "whatsapp"],
            """[04/03/2026, 06:12:44] Ray (foreman): pump driver says boom won't clear the crane, can't set up
[04/03/2026, 06:14:02] Jade (PM): hold the trucks, call dispatch
[04/03/2026, 06:31:17] Ray (foreman): crane slewed, pump set up 06:29, first truck on its way""",
            "Write this up as a delay entry for the diary: how long were we held?",
            "From the site WhatsApp group",
        ),
        (
            "procore-issue",
            ["issue", "opens_with_created"],
            """Created: 2026-02-27 10:31:04 UTC
Updated: 2026-03-03 09:02:47 UTC
Issue #482 - Water ingress at roof outlet RO-3
Reporter: ak@oakfield.example
Assignee: roofline-sub
Description: Ponding around outlet RO-3 after 18 mm rain on 2026-02-23; stain on L5 ceiling below.""",
            "Draft a reply to the roofer asking for a root cause and a date to fix.",
            "Issue from the tracker",
        ),
        (
            "kafka-ulid",
            ["plant", "kafka", "ulid"],
            f"""partition=3 offset=118204 key={g.ulid(m3)} value={{"unit":"P-47-2","event":"on_site","at":"2026-02-26T07:41:12Z"}}
partition=3 offset=118205 key={g.ulid(m3 + timedelta(minutes=19))} value={{"unit":"P-47-2","event":"setup_done","at":"2026-02-26T08:00:31Z"}}""",
            "How long did the pump take to set up?",
            "Consumer output from the pump events topic",
        ),
        (
            "sentry-site-app",
            ["sentry", "opens_with_timestamp"],
            """{
  "timestamp": "2026-03-04T08:12:41.772Z",
  "event_id": "b1e6d3f28a9c4d0e97f2a1b3c4d5e6f7",
  "level": "error",
  "message": "PayloadTooLarge: photo 14.2 MB exceeds 10 MB",
  "tags": {"app": "snag-tablet", "release": "4.12.0"}
}""",
            "Is this the same problem as the 413s on the upload endpoint?",
            "Sentry event",
        ),
        (
            "otel-span",
            ["otel", "trace_ids", "epoch_ns"],
            """{"traceId": "5b8aa5a2d2c872e8321cf37308d69df2", "spanId": "051581bf3cb55c13", "name": "punch.sync",
 "startTimeUnixNano": "1772611961772000000", "endTimeUnixNano": "1772611964012000000", "status": {"code": 2}}""",
            "How long did the sync take before it failed?",
            "Span from the tracing backend",
        ),
        (
            "slack-export-rfi",
            ["slack_export", "ts"],
            """[{"ts": "1772443201.118209", "user": "U03LMP8TT", "text": "RFI-0142 still with MEP"},
 {"ts": "1772450399.004100", "user": "U02ARDEN9", "text": "answered this morning, see rev C"}]""",
            "Based on these messages, roughly how long after the first one was it answered?",
            "From the #rfis channel export",
        ),
        (
            "pour-record",
            ["concrete", "pour_record"],
            """Pour record PR-L5-01
Start: 2026-03-03 10:40:12
Finish: 2026-03-03 14:55:48
Volume: 74 m3 C32/40
Cubes: 3 sets (S1 10:55, S2 12:30, S3 14:20)""",
            "Was one set of cubes per 25 m3 met?",
            "Record",
        ),
        # other languages
        (
            "de-bautagebuch",
            ["de", "site_diary", "opens_with_erstellt"],
            """Erstellt: 03.03.2026 17:42:10
Bautagebuch Nr. 112, Baustelle Lindenhof
Wetter: bedeckt, 6 °C, trocken
07:00 Arbeitsbeginn, 19 Arbeiter
09:30 Abnahme Bewehrung Decke über EG durch Prüfingenieur
13:10 Betonage Decke C30/37, 58 m³, Ende 16:20""",
            "Fass das für den Wochenbericht an den Bauherrn zusammen.",
            "Auszug aus dem Bautagebuch",
        ),
        (
            "fr-reserves",
            ["fr", "punch", "space_before_colon"],
            """Date : 27/02/2026 10:30
PV de réception avec réserves - Lot 07 Menuiseries intérieures
Réserve 12 : porte palière 2.07 frotte en partie basse
Réserve 13 : plinthe décollée séjour 2.07
Délai de levée : 30 jours""",
            "Jusqu'à quelle date l'entreprise a-t-elle pour lever ces réserves ?",
            "Voici le PV",
        ),
        (
            "es-parte-json",
            ["es", "json", "spanish_keys"],
            """{"id": "PD-2026-0303", "fecha_hora": "2026-03-03T17:58:21+01:00", "obra": "Residencial Alcor",
"hormigonado": {"elemento": "forjado P3", "inicio": "08:10", "fin": "12:45", "m3": 61, "probetas": 4}}""",
            "¿Cuántas probetas corresponden según la EHE para 61 m³?",
            "Parte diario",
        ),
        (
            "pl-protokol",
            ["pl", "acceptance_protocol"],
            """Protokół odbioru robót zanikających nr 31
Data i godzina: 03.03.2026, 09:40
Element: zbrojenie stropu nad parterem, osie 1-8
Uwagi: brak dystansów w polu 3-4/B-C, uzupełnić przed betonowaniem""",
            "Czy można było betonować o 12:15, skoro uwaga dotyczyła dystansów?",
            "Protokół",
        ),
        (
            "ja-nippo",
            ["ja", "daily_report"],
            """作業日報 2026年3月3日（火）
8:00 朝礼・KY活動
8:30 5F スラブ配筋検査 合格
10:40 生コン打設開始（1台目 10:38 着）
14:55 打設完了 74m³""",
            "この日報から打設にかかった時間を教えてください。",
            "今日の日報です",
        ),
        (
            "zh-pour-json",
            ["zh", "json", "chinese_keys"],
            """{"浇筑编号": "JZ-2026-0304-02", "开始时间": "2026-03-04 07:15:33", "结束时间": "2026-03-04 11:48:09",
"部位": "6层楼板", "方量": 88, "试块组数": 3}""",
            "按每100方留一组的要求，试块够不够？",
            "这是浇筑记录",
        ),
        (
            "ko-pour",
            ["ko", "pour_record"],
            """타설 기록
일시: 2026-03-04 07:20 ~ 11:55
위치: 103동 12층 슬래브
물량: 96 m³ (25-24-150)
공시체: 3조, 채취 08:10 / 09:40 / 11:20""",
            "공시체 채취 빈도가 기준에 맞나요?",
            "타설 기록 붙여요",
        ),
        (
            "ar-payapp",
            ["ar", "payment_application", "arabic_indic_digits"],
            """طلب دفعة رقم ٩ - مقاول الواجهات
تاريخ التقديم: ٢٠٢٦-٠٣-٠٢ ١١:٠٥
قيمة الأعمال المنفذة حتى تاريخه: ١٬٢٨٤٬٥٠٠ درهم
المحتجز: ٥٪""",
            "كم قيمة المحتجز في هذه الدفعة؟",
            "هذا طلب الدفعة",
        ),
        (
            "hi-cube",
            ["hi", "test_report"],
            """क्यूब परीक्षण रिपोर्ट - स्लैब S-4
ढलाई: 2026-02-03 08:20
परीक्षण: 2026-03-03 11:02:45
परिणाम: 27.1, 24.8, 26.3 N/mm²""",
            "क्या यह M25 के लिए स्वीकार्य है?",
            "रिपोर्ट",
        ),
        (
            "ru-act",
            ["ru", "act"],
            """Акт № 47 освидетельствования скрытых работ
Дата составления: 03.03.2026 16:20
Работы: армирование плиты перекрытия 5 этажа
Разрешается производство последующих работ: бетонирование""",
            "Можно ли бетонировать сегодня, если акт подписан вчера в 16:20?",
            "Акт",
        ),
        (
            "tr-hakedis",
            ["tr", "payment_application"],
            """Hakediş No: 6
Düzenlenme: 02.03.2026 14:12
Dönem: 01.02.2026 - 28.02.2026
Toplam imalat: 3.412.000 TL
Kesinti (teminat %5): 170.600 TL""",
            "Teminat kesintisi doğru hesaplanmış mı?",
            "Hakediş özeti",
        ),
        (
            "pt-diario",
            ["pt_br", "site_diary"],
            """Diário de obra nº 214 - 03/03/2026
07:00 início, efetivo 38
13:00-15:30 chuva forte, serviços externos paralisados
Registrado por: eng. Camila Rocha em 03/03/2026 18:12:40""",
            "Quantas horas de serviço externo perdemos?",
            "Diário",
        ),
        (
            "vi-nhatky",
            ["vi", "site_diary"],
            """Nhật ký thi công ngày 03/03/2026
07:15 đổ bê tông sàn tầng 6, mác B30
11:40 kết thúc, 68 m³
Người ghi: KS. Trần Minh, lúc 17:05:33""",
            "Đổ bê tông mất bao lâu?",
            "Nhật ký",
        ),
        (
            "sv-skyddsrond",
            ["sv", "safety_inspection"],
            """Skyddsrond 2026-03-02 13:00-14:10
Avvikelse 1: öppet bjälklagshål plan 4, åtgärd senast 2026-03-02 16:00
Avvikelse 2: saknad räckesdel trapphus B""",
            "Hann de åtgärda avvikelse 1 i tid om hålet täcktes 16:25?",
            "Protokoll",
        ),
        (
            "it-verbale",
            ["it", "pour_record"],
            """Verbale di getto n. 22 del 03/03/2026
Inizio getto: 07:40 - Fine getto: 12:15
Prelievi: n. 2 (ore 09:10, ore 11:30)
Cls C28/35 XC2, 96 m³""",
            "Per il controllo di tipo A servono almeno tre prelievi ogni 300 m³: siamo in regola?",
            "Verbale",
        ),
        (
            "nl-opleverpunten",
            ["nl", "punch"],
            """Opleverpunten woning 42 - opname 27-02-2026 10:30
14. Kozijn slaapkamer 1 sluit niet goed
15. Kitrand badkamer onderbroken
Hersteltermijn: 14 dagen na opname""",
            "Wanneer moeten deze punten uiterlijk hersteld zijn?",
            "Lijst van de opname",
        ),
        (
            "th-report",
            ["th", "buddhist_era", "daily_report"],
            """รายงานประจำวัน 3 มี.ค. 2569
08:30 เริ่มเทคอนกรีตพื้นชั้น 9
13:10 เทเสร็จ 74 ลบ.ม.
บันทึกเมื่อ 3 มี.ค. 2569 17:22:05""",
            "เทคอนกรีตใช้เวลากี่ชั่วโมง",
            "รายงาน",
        ),
        (
            "he-safety",
            ["he", "safety_inspection"],
            """דו"ח סיור בטיחות 02.03.2026 09:15
ממצא 1: פיגום קומה 7 ללא תווית בדיקה
ממצא 2: חוסר במעקה בקומה 4
נרשם ע"י: מ. לוי, 02.03.2026 10:02""",
            "מה דחוף יותר?",
            'הדו"ח',
        ),
        (
            "id-laporan",
            ["id", "daily_report"],
            """Laporan harian 03-03-2026
Pengecoran kolom lt. 3: mulai 09.10, selesai 14.20, 18 m3
Cuaca: hujan 15.00-16.30""",
            "Berapa jam pengecoran berlangsung?",
            "Laporan",
        ),
        (
            "cs-denik",
            ["cs", "site_diary"],
            """Stavební deník, zápis č. 88 ze dne 3. 3. 2026
7:00 zahájení prací, 16 pracovníků
10:15 převzetí výztuže stropu nad 2. NP
Zapsal: Ing. Novák, 3. 3. 2026 17:40""",
            "Shrň zápis pro investora ve dvou větách.",
            "Zápis z deníku",
        ),
        (
            "el-plant-contract",
            ["el", "hire_contract"],
            """Σύμβαση μίσθωσης ΜΙΣ-1187
Μηχάνημα: γερανός 50 t
Παράδοση: 03/03/2026 07:00
Πραγματική άφιξη: 03/03/2026 11:20""",
            "Πόσες ώρες καθυστέρησε η παράδοση;",
            "Η σύμβαση",
        ),
    ]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "leadin_colon",
    "quoted",
    "fence",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "system_user",
    "both_sides",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_doc",
    "tool_observation",
    "under_metadata",
]
SYSTEM_SITE = (
    "You are Sitebook, the project assistant of a general contractor. Answer from the material the user gives "
    "and say when it is not enough."
)


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "leadin_colon":
        return f"{intro}:\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"{SYSTEM_SITE}\n\nUser: Can you pull up the record we discussed?\nAssistant: Here it is:\n\n{block}\n\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "system_user":
        return f"{SYSTEM_SITE}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should flag?"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_SITE}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_SITE}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_SITE}<|end|>\n<|user|>\n{ask}\n{block}<|end|>\n<|assistant|>"
    if placement == "mistral":
        return f"<s>[INST] {intro}:\n\n{block}\n\n{ask} [/INST]"
    if placement == "rag_doc":
        return (
            f'Answer from the documents.\n\n<document source="project-files">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"{SYSTEM_SITE}\n\nQuestion: {ask}\nAction: project_files.open\nObservation:\n{block}\nThought:"
        )
    assert placement == "under_metadata"
    return f"Project: Riverside Quarter\nLocale: en-GB\n\n{block}\n\n{ask}"


def _negatives_pasted(g: Gen74) -> None:
    for k, (source, tags, block, ask, intro) in enumerate(blocks(g)):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- hand-written negatives: look-alikes in program positions, values asked about, controls -------------------


def _negatives_lookalikes() -> None:
    def add(tags: list[str], source: str, text: str) -> None:
        NEG.append(Draft(text, f"{SRC}neg:lookalike:{source}", ["hard_negative", "lookalike", *tags]))

    add(
        ["header_block", "project_dates"],
        "project-header",
        """Project: Riverside Quarter (24-0178)
Contract: NEC4 ECC Option C
Start on site: 2025-09-01
Completion date: 2027-03-31
Time zone: Europe/London

You are the commercial assistant. Explain compensation events in plain English.

User: Is a late RFI answer a compensation event?
Assistant:""",
    )
    add(
        ["llama3", "cutoff_only"],
        "llama3-cutoff",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain construction contract terms.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is a pay less notice?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    add(
        ["chatml", "prompt_revision"],
        "chatml-revision",
        """<|im_start|>system
You are the punch list assistant for Harlan Builders (since 1987). Prompt revision 2026-01-14.<|im_end|>
<|im_start|>user
How do I mark an item as back-charged to the trade?<|im_end|>
<|im_start|>assistant""",
    )
    add(
        ["yaml_front_matter", "approval_date"],
        "yaml-approval",
        """---
template: weekly-safety-report
approved: 2025-11-20
approved_by: HSE director
version: 3.1
---
Write the weekly safety report from the findings below.

Findings: 2 open, 5 closed, 0 RIDDOR.""",
    )
    add(
        ["xml_attribute", "site_settings"],
        "xml-site",
        """<site code="KWH-01" tz="Europe/London" opened="2025-06-02" hours="07:30-18:00"/>
Answer questions about site rules.

User: Can deliveries come in at 07:00?
Assistant:""",
    )
    add(
        ["single_line_json", "calver_tenant"],
        "json-build-tenant",
        """ctx {"tenant": "3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f", "build": "2026.02.3", "region": "eu-west-2"}
You are the BIM viewer help bot.

User: How do I isolate the level 3 services?
Assistant:""",
    )
    add(
        ["html_comment", "prompt_revision"],
        "html-comment",
        """<!-- prompt: clash-triage, rev 7, reviewed 2026-02-02 -->
Classify each clash as real, tolerance or duplicate.

Clash: duct vs beam, -84 mm.
Label:""",
    )
    add(
        ["markdown_table", "equipment_dates"],
        "plant-table",
        """| Unit | Model | Delivered | Next LOLER |
|---|---|---|---|
| TC-2 | Potain MDT 219 | 2025-08-12 | 2026-08-11 |
| MEWP-7 | Genie GS-1932 | 2026-01-05 | 2026-07-04 |

Which unit is due for thorough examination first?""",
    )
    add(
        ["key_value_lines", "working_hours"],
        "env-settings",
        """SITE_HOURS=07:30-18:00
SATURDAY_HOURS=08:00-13:00
NOISE_LIMIT_DB=75
You answer questions about the section 61 consent.

User: Can we run the breaker at 13:30 on Saturday?
Assistant:""",
    )
    add(
        ["footer", "terms"],
        "terms-footer",
        """Draft a reminder to subcontractors about the payment application cut-off (the 25th of each month).

--
Payment terms version 2025-10, Harlan Builders Ltd, company no. 04471902""",
    )
    add(
        ["api_version", "header_block"],
        "api-version",
        """api-version: 2025-11-01
Accept: application/json

You summarise submittal statuses. Only use the data the tool returns.

User: How many submittals are in revise and resubmit?
Assistant:""",
    )
    add(
        ["bracketed_kv", "stable_pairs"],
        "bracketed-stable",
        """[ctx project=EGL discipline=MEP model=sitebook-7b-2026.02 lang=en]
You help coordinators write clash comments.

User: Write a comment asking the sprinkler sub to drop the main by 100 mm.
Assistant:""",
    )
    add(
        ["unrendered_template"],
        "unrendered-now",
        """Current time: {{now}}
Session: {{session_id}}

You are the permit desk assistant.

User: What permits do I need for roof work?
Assistant:""",
    )
    add(
        ["member_header", "customer_since"],
        "account-header",
        """Account: Ridgeway Concrete Ltd
Customer since: 2019-04-01
Credit limit: USD 250,000
Rep: Dana Kowalski

Customer: Can we add a second pump to Thursday's order?
Assistant:""",
    )
    add(
        ["ja", "prompt_revision"],
        "ja-revision",
        """プロンプト改訂日: 2026年1月20日
あなたは施工管理のアシスタントです。

ユーザー: 打設前の確認項目を教えてください。""",
    )
    add(
        ["de", "stable_header"],
        "de-validity",
        """Baustelle: Lindenhof, Bauabschnitt 2
Baugenehmigung gültig bis: 31.12.2027
Arbeitszeiten: Mo-Fr 07:00-19:00

Darf samstags betoniert werden?""",
    )


def _negatives_asked() -> None:
    def add(tags: list[str], source: str, text: str) -> None:
        NEG.append(Draft(text, f"{SRC}neg:asked:{source}", ["hard_negative", "asked", *tags]))

    add(
        ["epoch"],
        "epoch-question",
        """The telematics feed says lastPing 1772604760123. What time was that in London, and
is it seconds or milliseconds?""",
    )
    add(
        ["uuid7"],
        "uuid7-question",
        """Can you tell when this submittal was created just from its id?
01951a3e-7c4f-7a21-9b3e-5d2c1f0a8e44""",
    )
    add(
        ["ulid"],
        "ulid-question",
        """Our pay app ids look like 01JNCW4ZQ3T8V6R2K9M5X7YB1D. Is that a ULID, and what date does it
encode?""",
    )
    add(
        ["user_clock"],
        "user-clock",
        """It's 05:50 here on site and the first truck is due at 06:30. If the pump is still
stuck behind the crane, should I cancel the order now?""",
    )
    add(
        ["relative_time"],
        "relative-time",
        """The crane went down 40 minutes ago and the supplier says an engineer is 2 hours away.
How do I record this in the diary?""",
    )
    add(
        ["few_shot", "dates"],
        "few-shot",
        """Extract the pour as JSON.

Example input: "Slab L2 poured 2026-01-14 07:30-11:10, 62 m3"
Example output: {"element": "Slab L2", "date": "2026-01-14", "start": "07:30", "end": "11:10", "m3": 62}

Input: "Walls W4-W6 poured 2026-03-03 13:05-15:40, 18 m3"
Output:""",
    )
    add(
        ["date_arithmetic"],
        "payment-dates",
        """The application date is the 25th and the final date for payment is 21 days after the
due date, which is 7 days after the application date. What's the final date for the 25 March 2026 application?""",
    )
    add(
        ["jwt"],
        "jwt-question",
        """Why does the CDE reject this token?
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtLnNhdWVyIiwiaWF0IjoxNzcyNjEwMDAwLCJleHAiOjE3NzI2MTM2MDB9.Vx3k9s_2Lq8mP0aR7tY5uW1zB4cD6eF8gH0iJ2kL4mN""",
    )
    add(
        ["traceparent"],
        "traceparent-support",
        """Support asked me for the trace of the failed upload. Is this what they need?
traceparent: 00-5b8aa5a2d2c872e8321cf37308d69df2-051581bf3cb55c13-01""",
    )
    add(
        ["iso_week"],
        "calendar-week",
        """The programme says the façade starts in 2026-W14. Which dates is that, and does it
clash with the Easter shutdown?""",
    )
    add(
        ["ko", "user_time"],
        "ko-user-time",
        """지금 현장 시간 14:20인데, 타설이 11:55에 끝났으면 몇 시부터 양생포를 덮어야 하나요?""",
    )
    add(
        ["ksuid"],
        "ksuid-question",
        """What timestamp is hidden in this KSUID from the snag app: 2dQf4k8ZrN1pXy7Tb3Lm9Vw0sHc?""",
    )

    NEG.append(
        Draft(
            """You are the site induction assistant. Keep answers short.

User: Where do I find the muster point for Building B?
Assistant:""",
            f"{SRC}neg:control:plain-1",
            ["control", "plain"],
        )
    )
    NEG.append(
        Draft(
            """Explain the difference between a submittal and an RFI to a new site engineer in three
sentences.""",
            f"{SRC}neg:control:plain-2",
            ["control", "plain"],
        )
    )


# --- generated family ---------------------------------------------------------------------------------------------


@dataclass
class Body:
    """A prompt body whose user message carries a pasted record with its own times and ids."""

    name: str
    lang: str
    tz: timezone
    system: str
    user: str
    proj: str
    locale: str
    cue: str = ""
    now: tuple[str, Callable[[datetime], str]] | None = None


BODIES = [
    Body(
        "submittal-json",
        "en",
        UTC,
        "You are the submittal review assistant for Corvel Construction's Eastgate Library job. Check product data "
        "against the spec section and say what is missing.",
        """Is this product data complete for spec 07 21 00?

{"id": "0195a2c4-1e7b-7f3a-8c2d-4b6e9f0a1d23", "created_at": "2026-03-02T09:14:37Z", "section": "072100",
"product": "Mineral wool batt 100 mm", "documents": ["data sheet", "fire test report"], "uploaded_by": "arden"}""",
        "EGL",
        "en-GB",
        "Assistant:",
    ),
    Body(
        "gate-logfmt",
        "en",
        UTC,
        "You are the labour tracking assistant. Compute hours from the gate log the user pastes.",
        """How many hours did the drywall crew work on Tuesday?

ts=2026-03-03T06:58:12Z crew=drywall event=in heads=18
ts=2026-03-03T12:31:07Z crew=drywall event=stop minutes=55
ts=2026-03-03T15:45:19Z crew=drywall event=out heads=18""",
        "RQ-2",
        "en-US",
        "Assistant:",
    ),
    Body(
        "cylinders-csv",
        "en",
        timezone(timedelta(hours=-6), "CST"),
        "You are the QC assistant for Ridgeway Concrete. Judge strength results against ACI 318 acceptance rules.",
        """Do these 28-day results pass for f'c = 5000 psi?

set,cast,tested,psi
A3,2026-02-03 07:55,2026-03-03 09:12:44,5120
A4,2026-02-03 07:55,2026-03-03 09:14:02,4640
B3,2026-02-03 09:30,2026-03-03 09:16:30,5390""",
        "MLN",
        "en-US",
        "Answer:",
    ),
    Body(
        "sov-csv",
        "en",
        UTC,
        "You review subcontractor pay applications line by line against the schedule of values.",
        """Anything odd in this continuation sheet?

Item,Description,Scheduled,Previous,This period,Stored,Complete %
01,Mobilisation,25000,25000,0,0,100
07,Metal studs L1-L4,184000,96000,41000,12000,81
09,Board and tape,212000,40000,63000,0,49
Certified by PM on 2026-03-02 17:44:10""",
        "SC-114",
        "en-GB",
        "Answer:",
    ),
    Body(
        "clash-md",
        "en",
        UTC,
        "You help the BIM coordinator prepare the weekly clash review.",
        """Which of these should go on Thursday's agenda?

| Clash ID | Found | Status | Items |
|---|---|---|---|
| C-3-0112 | 2026-03-02 09:14:37 | New | DU-3-17 / B3-44 |
| C-3-0098 | 2026-02-23 15:02:11 | Active | SP-3-201 / CT-3-09 |
| C-3-0071 | 2026-02-09 11:40:05 | Resolved | CW-3-02 / C3-12 |""",
        "EGL",
        "en-GB",
    ),
    Body(
        "telematics-json",
        "en",
        UTC,
        "You are the plant hire assistant. Read telematics for customers.",
        """Did the excavator idle more than it worked yesterday?

{"serial": "CAT0336DLBNX01234", "from": 1772496000, "to": 1772582399,
"engine_on_s": 31420, "working_s": 12880, "idle_s": 18540, "last_ping": "2026-03-03T17:58:41Z"}""",
        "HIRE",
        "en-GB",
        "Assistant:",
    ),
    Body(
        "punch-ulid",
        "en",
        timezone(timedelta(hours=10), "AEST"),
        "You are the close-out assistant for Harlan Builders. Track punch items to zero.",
        """Which of these are still open?

01JNCW4ZQ3T8V6R2K9M5X7YB1D  2026-02-27 10:31:04  5.04 ensuite  silicone gap  OPEN
01JNCW8M2A4F6H8K0N2Q4S6U8W  2026-02-27 10:34:50  5.04 kitchen  panel proud   CLOSED 2026-03-02
01JNCWC1R5T7V9X1Z3B5D7F9H1  2026-02-27 10:41:17  5.04 hall     closer noisy  OPEN""",
        "HB-5",
        "en-AU",
    ),
    Body(
        "ptw-xml",
        "en",
        UTC,
        "You are the permit-to-work checker. A permit is live only between its valid times and once accepted.",
        """Is this permit live?

<permit id="PTW-2291" type="electrical" valid_from="2026-03-04T07:00:00+01:00" valid_to="2026-03-04T19:00:00+01:00">
  <issued by="R. Odum" at="2026-03-04T06:48:51+01:00"/>
  <accepted by="" at=""/>
</permit>""",
        "KWH",
        "en-GB",
        "Assistant:",
    ),
    Body(
        "de-diary",
        "de",
        CEST,
        "Du bist der Assistent der Bauleitung. Antworte auf Deutsch.",
        """Wie viele Stunden hat die Betonage gedauert?

Bautagebuch Nr. 112 (erstellt 03.03.2026 17:42:10)
13:10 Betonage Decke C30/37 begonnen
16:20 Betonage beendet, 58 m³""",
        "LDH",
        "de-DE",
        "",
        ("Aktuelle Zeit", de_now),
    ),
    Body(
        "fr-reserves",
        "fr",
        CEST,
        "Tu es l'assistant de réception des travaux. Réponds en français.",
        """Combien de réserves restent ouvertes ?

Réserve 12 - levée le 02/03/2026 à 14:10
Réserve 13 - ouverte depuis le 27/02/2026 10:30
Réserve 14 - ouverte depuis le 27/02/2026 10:42""",
        "LOT07",
        "fr-FR",
        "",
        ("Heure actuelle", fr_now),
    ),
    Body(
        "es-probetas",
        "es",
        CEST,
        "Eres el asistente de control de calidad del hormigón. Responde en español.",
        """¿Cumple este lote?

{"lote": "L-14", "fecha_hormigonado": "2026-02-03T08:10:00+01:00", "rotura_28d": "2026-03-03T10:02:11+01:00",
"resistencias_MPa": [31.2, 29.8, 30.5], "fck": 30}""",
        "ALC",
        "es-ES",
        "",
        ("Fecha y hora actual", es_now),
    ),
    Body(
        "pl-odbior",
        "pl",
        CEST,
        "Jesteś asystentem inspektora nadzoru. Odpowiadaj po polsku.",
        """Czy ten odbiór był przed betonowaniem?

Odbiór zbrojenia: 03.03.2026 09:40:12, inspektor J. Mazur
Betonowanie: start 03.03.2026 12:15:03""",
        "WAW-3",
        "pl-PL",
        "",
        ("Aktualny czas", pl_now),
    ),
    Body(
        "ja-daseki",
        "ja",
        JST,
        "あなたは施工管理のアシスタントです。日本語で答えてください。",
        """この打設記録で打重ね時間の上限（外気温25℃以下で150分）を超えた所はありますか？

打設開始 2026-03-04 07:20:15
1層目完了 08:05:40
2層目開始 10:41:02""",
        "TKY-12",
        "ja-JP",
        "",
        ("現在時刻", ja_now),
    ),
    Body(
        "zh-inspection",
        "zh",
        CST8,
        "你是工地质量检查助手，请用中文回答。",
        """这条整改记录超期了吗？

{"编号": "ZG-0311", "下发时间": "2026-03-02 13:22:10", "整改期限": "2026-03-03 18:00:00", "关闭时间": "2026-03-04 08:41:55"}""",
        "SH-8",
        "zh-CN",
        "",
        ("当前时间", zh_now),
    ),
    Body(
        "ko-punch",
        "ko",
        KST,
        "당신은 하자 관리 도우미입니다. 한국어로 답하세요.",
        """이 하자는 처리 기한을 넘겼나요?

하자번호 D-1204-03
접수: 2026-02-28 14:32:10
기한: 접수 후 7일
조치: 2026-03-06 16:05""",
        "103D",
        "ko-KR",
        "",
        ("현재 시각", ko_now),
    ),
    Body(
        "ar-payment",
        "ar",
        GST,
        "أنت مساعد مراجعة المستخلصات. أجب بالعربية.",
        """هل تم احتساب المحتجز بشكل صحيح؟

المستخلص رقم ٩، تاريخ التقديم ٢٠٢٦-٠٣-٠٢ ١١:٠٥:٤٠
قيمة الأعمال: ٤١٢٬٨٠٠ درهم
المحتجز: ٢٠٬٦٤٠ درهم""",
        "PLM",
        "ar-AE",
        "",
        ("الوقت الحالي", ar_now),
    ),
    Body(
        "hi-cube",
        "hi",
        IST,
        "आप कंक्रीट गुणवत्ता सहायक हैं। हिंदी में उत्तर दें।",
        """क्या यह परिणाम स्वीकार्य है?

क्यूब सेट C-7, ढलाई 2026-02-03 08:20:11, परीक्षण 2026-03-03 11:02:45, औसत 26.1 N/mm², ग्रेड M25""",
        "PUN-4",
        "hi-IN",
        "",
        ("वर्तमान समय", hi_now),
    ),
    Body(
        "ru-act",
        "ru",
        MSK,
        "Ты помощник инженера технадзора. Отвечай по-русски.",
        """Можно ли по этому акту начинать бетонирование?

Акт № 47 от 03.03.2026, подписан 16:20:05
Замечание от 03.03.2026 10:45:12: шаг стержней 220 мм вместо 200 мм — устранено""",
        "MSK-5",
        "ru-RU",
        "",
        ("Текущее время", ru_now),
    ),
    Body(
        "tr-hire",
        "tr",
        TRT,
        "Sen iş makinası kiralama asistanısın. Türkçe cevap ver.",
        """Bu kiralama için kaç gün ücretlendirileceğiz?

Sözleşme KR-26-0338
Teslim: 02.03.2026 08:12:40
İade: 09.03.2026 17:05:11""",
        "IST-2",
        "tr-TR",
        "",
        ("Şu anki zaman", tr_now),
    ),
    Body(
        "vi-nhatky",
        "vi",
        ICT,
        "Bạn là trợ lý nhật ký công trường. Trả lời bằng tiếng Việt.",
        """Ca đổ bê tông kéo dài bao lâu?

{"ngay": "2026-03-03", "bat_dau": "07:15:20", "ket_thuc": "11:40:02", "khoi_luong_m3": 68, "ma": "NK-0303"}""",
        "HCM-6",
        "vi-VN",
        "",
        ("Thời điểm hiện tại", vi_now),
    ),
]

# (label, key, value, cue); the value is made from the moment of the request.
FIELDS: list[tuple[str, str, Callable[[Gen74, datetime], str | int], str]] = [
    ("Request time", "request_time", lambda g, t: rfc3339(t, 3), "datetime"),
    ("Request ID", "request_id", lambda g, t: g.uuid4(), "request_id"),
    ("Generated at", "generated_at", lambda g, t: iso_space(t), "datetime"),
    ("Trace ID", "trace_id", lambda g, t: g.hex(32), "trace_id"),
    ("Date", "date", lambda g, t: http_date(t), "datetime"),
    ("Session", "session", lambda g, t: g.ulid(t), "session_id"),
    ("Snapshot taken", "snapshot_at", lambda g, t: py_logging(t), "datetime"),
    ("ts", "ts", lambda g, t: epoch_ms(t), "epoch"),
    ("Correlation-ID", "correlation_id", lambda g, t: g.ksuid(t), "request_id"),
    ("Now", "now", lambda g, t: go_nano(t, g.small(1, 999)), "datetime"),
    ("Pulled at", "pulled_at", lambda g, t: js_iso(t), "datetime"),
    ("Nonce", "nonce", lambda g, t: g.b64url(16), "nonce"),
    ("Run", "run_id", lambda g, t: g.uuid7(t), "run_id"),
    ("sitepulse.t0", "sitepulse_t0", lambda g, t: epoch_us(t), "epoch"),
    ("Hop", "hop", lambda g, t: g.b62(22), "request_id"),
    ("Today", "today", lambda g, t: iso_date(t), "date"),
    ("Wallclock", "wallclock", lambda g, t: dotnet_o(t, g.small(0, 10)), "datetime"),
    ("traceparent", "traceparent", lambda g, t: g.traceparent(), "trace_id"),
    ("Local time", "local_time", lambda g, t: py_str(t), "datetime"),
    ("Epoch", "epoch", lambda g, t: epoch_s(t), "epoch"),
    ("Conversation", "conversation_id", lambda g, t: g.tsid(), "session_id"),
    ("Stamp", "stamp", lambda g, t: clf(t), "datetime"),
    ("Req", "req", lambda g, t: g.xid(), "request_id"),
    (
        "Clock",
        "clock",
        lambda g, t: go_string(t, g.small(1, 999), f"{g.small(1, 90000)}.{g.digits(9)}"),
        "datetime",
    ),
    ("Hora", "hora_servidor", lambda g, t: py_iso(t), "datetime"),
]
TIME_FIELDS = [f for f in FIELDS if f[3] in ("datetime", "epoch", "date")]
ID_FIELDS = [f for f in FIELDS if f[3] not in ("datetime", "epoch", "date")]

# (label, key, value): stable values that look like dates, times or ids.
STABLE = [
    ("Project start", "project_start", "2025-09-01"),
    ("Contract", "contract", "NEC4 ECC Option C"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_rev", "2026-02-11"),
    ("API version", "api_version", "2025-11-01"),
    ("Site code", "site_code", "EGL-04"),
    ("Time zone", "tz", "Europe/London"),
    ("Tenant", "tenant", "5c0e9a4b-2f71-4d38-b6a1-7e3f0c2d9b58"),
    ("Model", "model", "sitebook-7b-2026.02"),
    ("Retention release", "retention_release", "2027-05-31"),
    ("Practical completion", "pc_date", "2026-11-30"),
    ("Working hours", "site_hours", "07:30-18:00"),
    ("Build", "build", "2026.03.2"),
    ("Insurance valid to", "insurance_to", "2026-12-31T23:59:59Z"),
    ("Programme baseline", "baseline", "Rev C 2025-10-14"),
    ("Pour window", "pour_window", "06:00-14:00"),
    ("Project number", "project_no", "24-0178"),
    ("Spec edition", "spec_edition", "2025-07"),
]

GPOS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "yaml",
    "json_pretty",
    "xml_attr",
    "json_single",
    "kv_bracket",
]
LINE_POS = {"head", "system_tail", "header_block", "after_user", "footer"}


def _member(position: str, label: str, key: str, value: str | int) -> str:
    """One field written for `position`."""
    if position in LINE_POS:
        return f"{label}: {value}"
    if position == "yaml":
        return f"{key}: {value}"
    if position in ("json_pretty", "json_single"):
        return f'"{key}": {jv(value)},'
    if position == "xml_attr":
        return f'{key}="{value}"'
    assert position == "kv_bracket"
    return f"{key}={value}"


def _frame(b: Body, position: str, fields: str) -> str:
    """The body with `fields` (already marked or plain, joined by newlines where several) at `position`."""
    if b.lang == "en":
        user = f"User: {b.user}"
    else:
        user = b.user
    tail = f"\n{b.cue}" if b.cue else ""
    base = f"{b.system}\n\n{user}{tail}"
    if position == "head":
        return f"{fields}\n{base}"
    if position == "system_tail":
        return f"{b.system}\n{fields}\n\n{user}{tail}"
    if position == "header_block":
        return f"{b.system}\n\nProject: {b.proj}\n{fields}\nLocale: {b.locale}\n\n{user}{tail}"
    if position == "after_user":
        return f"{b.system}\n\n{user}\n\n{fields}{tail}"
    if position == "footer":
        return f"{b.system}\n\n{user}\n\n--\n{fields}{tail}"
    if position == "yaml":
        return f"---\nproject: {b.proj}\n{fields}\nlocale: {b.locale}\n---\n{base}"
    if position == "json_pretty":
        body = "\n".join("  " + line for line in fields.split("\n"))
        return f'{{\n  "project": "{b.proj}",\n{body}\n  "locale": "{b.locale}"\n}}\n\n{base}'
    if position == "xml_attr":
        return f'<request project="{b.proj}" {fields} locale="{b.locale}"/>\n\n{base}'
    if position == "json_single":
        return f'meta: {{"project": "{b.proj}", {fields} "locale": "{b.locale}"}}\n\n{base}'
    assert position == "kv_bracket"
    return f"[ctx project={b.proj} {fields} locale={b.locale}]\n\n{base}"


def _fits(position: str, value: str | int) -> bool:
    text = str(value)
    if position == "kv_bracket":
        return " " not in text
    return True


def generated_positives(g: Gen74) -> list[Draft]:
    out: list[Draft] = []
    for i in range(70):
        b = BODIES[i % len(BODIES)]
        position = GPOS[(i + 3 * (i // len(BODIES))) % len(GPOS)]
        t = g.moment(b.tz)
        tags = ["generated", position, b.lang]
        if b.now is not None and position in LINE_POS and (i + i // len(BODIES)) % 2 == 0:
            label, fmt = b.now
            marked = v("datetime", _member(position, label, "", fmt(t)))
            tags.append("localized_now")
        elif position in ("header_block", "after_user", "yaml", "json_pretty") and i % 3 == 0:
            tf = TIME_FIELDS[i % len(TIME_FIELDS)]
            idf = ID_FIELDS[i % len(ID_FIELDS)]
            marked = "\n".join(v(f[3], _member(position, f[0], f[1], f[2](g, t))) for f in (tf, idf))
            tags += ["two_fields", tf[1], idf[1]]
        else:
            k = (i * 7) % len(FIELDS)
            while True:
                label, key, make, cue = FIELDS[k]
                value = make(g, t)
                if _fits(position, value):
                    break
                k = (k + 1) % len(FIELDS)
            marked = v(cue, _member(position, label, key, value))
            tags.append(key)
        out.append(Draft(_frame(b, position, marked), f"{SRC}pos:generated:{b.name}:{position}", tags))
    return out


def generated_negatives(g: Gen74) -> list[Draft]:
    out: list[Draft] = []
    for i in range(50):
        b = BODIES[i % len(BODIES)]
        position = GPOS[(7 * i + i // len(BODIES)) % len(GPOS)]
        k = (i * 5) % len(STABLE)
        while not _fits(position, STABLE[k][2]):
            k = (k + 1) % len(STABLE)
        label, key, value = STABLE[k]
        text = _frame(b, position, _member(position, label, key, value))
        out.append(
            Draft(
                text,
                f"{SRC}neg:generated:{b.name}:{position}",
                ["generated", "hard_negative", position, b.lang, key],
            )
        )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen74(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted(g)
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold74", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
