"""Build `prompt_normalizer/corpus/holdout88.jsonl`, an eighty-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout88.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- school, pupil, attendance, safeguarding,
exam entries, teacher, classroom -- and the passages around the hits; the docstring of
`make_holdout80.py` and the clarification section of `make_holdout72.py` were read in full), to keep
clear of the sources and scenarios they used and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block and its last 150 lines, for the structure of a generator;
`pyproject.toml` was read for ruff's settings. (A listing of `tests/normalizer/` showed the names of
the generators and a check of the path showed that `holdout88.jsonl` did not exist yet.)
`make_holdout81.py` to `make_holdout87.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, the build is deterministic).

The domain is primary and secondary schools: attendance and absence notes, parent messaging,
timetables and cover, special educational needs plans, exam entries, school trips and consent,
safeguarding logs and school meals. The earlier docstrings name neighbours of it: school parent
portals and school buses (make_holdout9), school portals, a school-run carpool, an after-school club
and exam entries as pasted content (make_holdout14), Google Classroom (make_holdout5), a school
admissions desk, a national exam entry desk, a state-test room rota, exam timetable clashes, access
arrangements and a school `[... year=2026/27]` line (make_holdout17), nurseries and childminders with
an attendance CSV and a safeguarding hub reply (make_holdout30), a teachers' union branch
(make_holdout36), school bookings at a museum (make_holdout37), a school streets widget
(make_holdout43), a school district's phone interpreting desk (make_holdout54), higher education
(make_holdout66), a youth academy's safeguarding form (make_holdout77) and a charity's safeguarding
log (make_holdout79). The scenarios here were written around them: the school is seen from its own
office, attendance team, cover desk, SENCO, exams officer, trip leader, DSL and kitchen, never through
a parent portal, a bus, admissions or a national entry desk; exam entries are a centre's own entry
file, batch XML and board e-mails; nurseries, universities, clubs and charities do not appear; parent
messaging goes through made-up gateways (Kestrel, HomeRoom Relay, Tripcash) and Slack, never a portal
session. The sources are:

* attendance and absence notes: YAML front matter `generated_at` over a pasted register record that
  opens with a UUIDv7 `id` and `created_at`, a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:`, a
  ReAct register tool whose observation carries `lookup_id` and `fetched_at` (the register's
  `taken_at` and the lates stay), a late-gate CloudEvent received (`ce-id`, `ce-time`; the data's
  `recorded_at` stays), an HTML comment (`rid` ULID, `built` in ms) over MIS data, a RAG answer under a
  retrieval time and search id, a parent's message with a parenthesised `(sent ...)` stamp in the
  Windows general format, and Welsh (`Dyddiad ac amser heddiw:`), Korean (12-hour `요청 일시:`, UUIDv7
  `요청 ID:`), Polish (`Sesja dziennika:`, `Teraz:`), French (`Horodatage de la demande :` at the tail),
  Thai (Buddhist era), Russian (`Текущее время сервера:` under a pasted journal JSON with its own
  UUIDv7), Greek, Hebrew, Dutch (lower-case ULID `Opvraag-id:`) and Irish (`Am an iarratais:`) desks;
* parent messaging: a Kestrel delivery received by the app (`X-Kestrel-Delivery`, `-Timestamp`,
  `-Signature` move; the payload stays), a Semantic Kernel current-time sentence inside a system
  paragraph, a help desk `Request-Id` next to a message ULID the user asks about, a relay footer (KSUID
  `Relay id:`, ctime `Relayed:`) under a letter to translate, and a Chinese `当前时间：` with a hex `会话：`;
* timetables and cover: a cover board read for the request (parenthesised ULID snapshot cut from
  "Cover board (snapshot ...) read for this request:", `Board read at:` under the table), a Llama 3
  `Today Date` (the `Cutting Knowledge Date` stays), a made-up `bellclock:` epoch at the head, the
  current ISO week next to scheme-of-work weeks that stay, a Slack `app_mention` event received
  (`event_id`, `event_time` and the message `ts` move), a markdown session table (session hex, RFC 2822
  opening) over a behaviour log, a German Vertretungsplan (`Abgerufen um:`, ULID `Vorgangs-ID:`; the
  plan's own `Stand` stays) and an Arabic timetable question under `وقت الطلب:` in Arabic-Indic digits;
* SEN plans: a ChatML EHCP outcomes writer (`Session:` line, `Current time:` before `<|im_end|>`) and
  pretty-printed JSON whose `meta` carries `request_id` and `generated_at` over a plan with its own
  UUIDv7 `id`, `created_at` and `updated_at`;
* exam entries: forwarded request headers (`X-Request-ID` UUIDv7, `X-Client-Time` in ms) over an entry
  file CSV, a request ULID alone on the first line over a timetable extract, a mailbox's GNU `date`
  sync time and base64url session over a pasted board e-mail, and a Brazilian `Agora:` with an `ID da
  requisição:`;
* trips and consent: a bracketed `[ctx sid=... at=...]` line over a consent CSV with offset times, a
  Tripcash payment delivery received (`Tripcash-Event-Id`, `Tripcash-Signature` move; the payment
  object with its `paid_at` epoch stays), a Spanish "Hoy es ..., y son las ..." sentence inside a
  system line, a Turkish nanoid `Oturum:` and `Şu anki zaman:` and a Ukrainian KSUID session;
* safeguarding: a Watchlog chronology behind `Authorization: Bearer` (JWT) and a `Retrieved:` HTTP
  date, and an agent scaffold's `### Run:` UUIDv7 and .NET "o" `### Started:` over a concern whose
  logged time stays; a `traceparent` next to a correlation id the user asks about (MIS support);
* school meals: balances "as of" a time for the request, a top-up with `Idempotency-Key` and
  `X-Request-Id` (the bank references the parent quotes stay), a menu check under XML attributes (`id`,
  `received` in `str(datetime.now())` form), a newsletter whose prompt ends with `client_ts_ms=` and a
  KSUID `hop=`, a Japanese `取得日時：` and `セッション：`, a Hindi `वर्तमान समय:` and a Vietnamese
  `Thời điểm hiện tại:` at the tail;
* the generated family: one program field (twelve English and made-up labels -- `deskclock`,
  `pulse.t0`, `Wallclock`, `Hop`, `Served at` among them -- and the local "now" and session labels of
  eight languages, values in sixteen time formats, epochs in s and ms and ten id formats) at three of
  eight positions (head, system tail, header block, after the user's message, footer, front matter,
  single-line JSON member, XML attribute) of 18 bodies (nine English, nine in Spanish, German, French,
  Japanese, Korean, Polish, Swedish, Italian and Portuguese), each carrying a pasted record with its
  own times and ids (JSON with a UUIDv7 or ULID, logfmt with `request_id`, YAML with a ULID, XML, a form
  export with a KSUID, a log line with a trace, a till CSV, an e-mail, an ICS with `DTSTAMP`).

The negatives: 49 pasted records in twenty placements (question after, before, typed right under it,
behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at
the very start of the user's message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3
and Mistral turns, in a RAG document, in a tool observation, in a user turn under a system prompt and
on both sides): a register JSON opening with `created_at` and a UUIDv7, a Kestrel delivery pasted to
debug its signature, cover logfmt with ULID `request_id`s, an annual review YAML, an entry batch XML,
a consent CSV with offsets, a safeguarding chronology table, a single-line meals API response with a
ULID and epochs, an absence e-mail with `Date:` and `Message-ID:`, nginx lines with `rid=`, `curl -v`
output with `x-request-id` and a rate-limit reset epoch, a timetable CSV, a CloudEvent pasted to debug,
a Sentry event, a results download YAML, coach SMS, nested behaviour JSON with a KSUID, an eligibility
check response with `Date` and `X-Correlation-ID`, an ICS with `DTSTAMP`, a provision log in
`key=value` lines, Kafka output with ULIDs, a payment event pasted from logs, an exam clash table, a
webhook dashboard's delivery log, a parent app JWT, a medicine consent form, a menu XML with
`published`, an OpenTelemetry span, a visitor log and a Slack export with `ts`; and in other
languages a Spanish authorisation opening with `creado`, a German Klassenbuch extract opening with
`Erstellt:`, a French absence CSV, Japanese JSON with Japanese keys, Korean, Polish, Arabic, Hindi,
Russian, Chinese, Turkish, Ukrainian, Dutch, Greek, Hebrew, Vietnamese, Thai, Welsh and Irish
records. 12 look-alikes in program positions (a policy adoption date, a Llama 3 header with only its
cutoff, a ChatML prompt revision, front matter with an approval date and term, URN and time zone in
XML attributes, a tenant uuid and CalVer build in single-line JSON, an unrendered `{{current_date}}`,
an HTML comment template revision, `KEY=value` office hours, stable request headers, `api-version`,
term dates), nine values the user asks about or types (epochs, a UUIDv7, a ULID, the user's own clock,
a traceparent for support, few-shot dates, relative times, an ISO week, a deadline), three near-misses
(a bot prompt with `Current time:` and `Session:` pasted from a debug console, newsletter front matter
with `generated_at` pasted to proofread, a pasted transfer XML with `id` and `received` attributes),
two plain controls, and 18 generated hard negatives: the family's bodies with one stable value
(academic year, policy date, knowledge cutoff, template, time zone, tenant uuid, build, DfE number,
office hours, API version, register closing time, term) at a position the body's positives do not use.

What it is: 198 prompts. 105 carry volatile fields (135 spans): 51 hand-written positives (81 spans;
28 with two or more fields) and 54 generated ones. 93 carry none. About three prompts in eight are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic,
Devanagari, Thai, Greek). The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, made-up labels,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* School records are content wherever they sit and however they open: register marks and their
  `created_at`, `updated_at`, `ts`, `taken_at`, `recorded_at` and ids (UUIDv7, ULID, KSUID, hex),
  absence notes and their sent times, entry files and batch `created`, consent submissions, plan
  `created`/`updated`/`review` dates, chronology and visitor-log times, till timestamps, menu
  `published`, a results download time, a plan's `Stand`, provision logs, form response ids, also
  when the program fetched them for this request (a tool observation, a cover board, a balance list).
  Only the program's stamp and the ids minted for the request, session, lookup, snapshot, run, relay,
  sync or delivery move.
* Deliveries received for this request move their envelope (a made-up gateway's delivery id,
  timestamp and signature; `Tripcash-Event-Id` and `Tripcash-Signature`; CloudEvents `ce-id` and
  `ce-time`; a Slack event's `event_id`, `event_time` and the message `ts`) and keep the payload (the
  parent's text and the absence date, the payment object with its own `paid_at` epoch, a gate mark's
  `recorded_at`). The same deliveries, events and payment events pasted by a user to debug them stay
  whole, and so does a webhook dashboard's delivery log.
* A prompt captured from another system and pasted by the user stays whole, even when it holds
  `Current time:` and `Session:` lines; so do pasted front matter with `generated_at` and pasted XML
  with `id` and `received` attributes. Position and purpose decide: the same labels at the head of the
  prompt the program sends move.
* Parent-facing references a parent quotes (bank references, message ULIDs, correlation ids and
  error codes given to support) stay next to the request id that moves; a Brazilian per-request
  `ID da requisição:` moves, while case, consent, leave and record numbers in the records stay.
* "Now" in any form moves, including the current ISO week, a Korean 12-hour time with 오전/오후, the
  Thai Buddhist era, Arabic-Indic digits, full-width colons and labels nobody would guess
  (`bellclock`, `deskclock`, `pulse.t0`, `Wallclock`, `client_ts_ms`); scheme-of-work weeks, term
  dates, register closing times, policy dates and an unrendered `{{current_date}}` do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Balances as of <time> for this request:" leaves "Balances for this request:"); a parenthesised
  snapshot id or `(sent ...)` stamp is cut with its parentheses; XML attributes, `key=value` pairs
  and single-line JSON members (with the comma after them) follow and precede stable neighbours;
  volatile members of pretty-printed JSON are never the last member of their object; a field
  followed by `<|im_end|>` on its line is an inline span; header lines, markdown rows, `###` lines,
  YAML keys, footer lines and a line holding one field in any script are whole-line spans, and a
  footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`) or a chat template's reply header
  on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with the user's
  message or with the metadata after it; the Mistral `[INST]` positive gets its trailer after
  `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
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
    EDT,
    JST,
    WET,
    Draft,
    Gen,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    go_nano,
    http_date,
    iso_date,
    iso_space,
    iso_week,
    js_iso,
    log4j_iso,
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

SEED = 20880317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout88.jsonl"
SRC = "holdout88:"

BST = timezone(timedelta(hours=1), "BST")
GMT = timezone(timedelta(0), "GMT")
KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
TRT = timezone(timedelta(hours=3), "TRT")
BRT = timezone(timedelta(hours=-3), "BRT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
CST_CN = timezone(timedelta(hours=8), "CST")
EET = timezone(timedelta(hours=2), "EET")
IDT = timezone(timedelta(hours=3), "IDT")

THAI_MONTHS = [
    "มกราคม",
    "กุมภาพันธ์",
    "มีนาคม",
    "เมษายน",
    "พฤษภาคม",
    "มิถุนายน",
    "กรกฎาคม",
    "สิงหาคม",
    "กันยายน",
    "ตุลาคม",
    "พฤศจิกายน",
    "ธันวาคม",
]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


def uk(g: Gen) -> datetime:
    """A moment in UK civil time (BST from April to October)."""
    t = g.moment()
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


def local(g: Gen, tz: timezone) -> datetime:
    return g.moment().astimezone(tz)


def now_text(g: Gen, t: datetime, k: int) -> str:
    """The k-th of the formats a program uses to print the current time."""
    forms: list[Callable[[], str]] = [
        lambda: rfc3339(t),
        lambda: rfc3339(t, 3),
        lambda: iso_space(t),
        lambda: py_iso(t),
        lambda: js_iso(t),
        lambda: http_date(t),
        lambda: rfc2822(t),
        lambda: dotnet_o(t, g.small(0, 10)),
        lambda: go_nano(t, g.small(0, 1000)),
        lambda: ctime(t),
        lambda: unix_date(t),
        lambda: sk_now(t),
        lambda: windows_general(t),
        lambda: log4j_iso(t),
        lambda: py_str(t),
        lambda: py_logging(t),
    ]
    return forms[k % len(forms)]()


def rid_text(g: Gen, t: datetime, k: int) -> str:
    """The k-th of the formats of a per-request or per-session id."""
    forms: list[Callable[[], str]] = [
        lambda: g.uuid7(t),
        lambda: g.ulid(t),
        lambda: g.ksuid(t),
        lambda: g.uuid4(),
        lambda: g.hex(32),
        lambda: g.nanoid(),
        lambda: g.ulid(t).lower(),
        lambda: g.b64url(18),
        lambda: g.objectid(t),
        lambda: g.hex(16),
    ]
    return forms[k % len(forms)]()


def thai_now(t: datetime) -> str:
    return f"{t.day} {THAI_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M:%S} น."


def chatml(system: str, user: str) -> str:
    return (
        f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant"
    )


def llama3(system: str, user: str) -> str:
    return (
        f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>"
        f"<|start_header_id|>user<|end_header_id|>\n\n{user}<|eot_id|>\n"
        "<|start_header_id|>assistant<|end_header_id|>"
    )


POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


# --- hand-written positives -------------------------------------------------------------------------------


@pos
def _attendance_front_matter(g: Gen) -> Draft:
    t = uk(g)
    rec = t - timedelta(days=2, hours=3, minutes=g.small(0, 59))
    return Draft(
        f"""---
app: registerdesk
school: Harrow Lane Primary
{v("datetime", "generated_at: " + rfc3339(t))}
---
You help the attendance officer of Harrow Lane Primary draft replies to parents. Be factual and kind,
quote the register, and never promise that an absence will be authorised.

User: A parent disputes the unauthorised mark below. What does the record actually show?

{{
  "id": "{g.uuid7(rec)}",
  "created_at": "{rfc3339(rec.astimezone(WET))}",
  "pupil": "Year 4 - R. Okafor",
  "session": "AM",
  "mark": "O",
  "entered_by": "J. Pike",
  "note": "Parent phoned 09:41, said dentist; no appointment card yet"
}}
Assistant:""",
        f"{SRC}pos:attendance:front-matter-vs-created-at",
        ["front_matter", "near_miss", "pasted_json", "uuid7_content"],
    )


@pos
def _absence_webhook_received(g: Gen) -> Draft:
    t = uk(g)
    sent = t - timedelta(seconds=g.small(2, 40))
    return Draft(
        f"""You triage parent messages for the school office of St Aidan's CE Academy. Classify each message as
absence, late, medical, transport or other, and draft a two-line acknowledgement.

Delivery received from the Kestrel messaging gateway:
POST /hooks/kestrel HTTP/1.1
Content-Type: application/json
{v("delivery_id", "X-Kestrel-Delivery: " + g.uuid4())}
{v("datetime", "X-Kestrel-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Kestrel-Signature: v1=" + g.hex(64))}

{{"type": "message.created", "school": "st-aidans", "from": "Parent of Maisie T. (6B)", "absence_date": "{iso_date(sent)}", "text": "Maisie has a temperature this morning and won't be in. I'll ring if she's still poorly tomorrow."}}
Assistant:""",
        f"{SRC}pos:parent-messaging:kestrel-delivery-received",
        ["delivery_envelope", "http_headers", "near_miss", "payload_stays", "epoch_s"],
    )


@pos
def _cover_board_snapshot(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You are the cover assistant for Thornbury Secondary. Suggest who should cover each lesson, using only
free staff from the board and never the same person twice in a period.

Cover board {v("snapshot_id", "(snapshot " + g.ulid(t) + ")")} read for this request:
| Period | Absent teacher | Class | Room | Free staff                  |
|--------|----------------|-------|------|-----------------------------|
| P1     | Mr Dale        | 9X2   | S4   | Ms Brook, Mr Ncube          |
| P2     | Mr Dale        | 11Y1  | S4   | Ms Brook                    |
| P4     | Mrs Ibe        | 7Z3   | E12  | Mr Ncube, Ms Varga, Mr Holt |
{v("datetime", "Board read at: " + iso_space(t))}

User: Who covers P4? Ms Varga has duty at 12:50.
Assistant:""",
        f"{SRC}pos:cover:board-snapshot",
        ["parenthesised_id", "markdown_table_content", "ulid", "fetch_time"],
    )


@pos
def _ehcp_chatml(g: Gen) -> Draft:
    t = local(g, WET)
    return Draft(
        chatml(
            "You support the SENCO of Millbrook Junior School in writing outcomes for Education, Health and "
            "Care plans. Outcomes are SMART and written in the child's voice.\n"
            + v("session_id", "Session: " + g.uuid4())
            + "\n"
            + v("datetime", "Current time: " + rfc3339(t, 3)),
            """Here are the draft outcomes from the annual review held on 12 February 2026:

Section E - Outcomes
1. By July 2027 I will read a short text aloud at 60 words per minute.
2. By the end of Year 5 I will use my visual timetable to move between lessons without an adult.
Review date agreed: 11 February 2027

Can you make outcome 2 measurable?""",
        ),
        f"{SRC}pos:sen:ehcp-chatml",
        ["chatml", "session_id", "inline_before_im_end", "document_dates_stay"],
    )


@pos
def _exam_entries_headers(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""{v("request_id", "X-Request-ID: " + g.uuid7(t))}
{v("datetime", "X-Client-Time: " + str(epoch_ms(t)))}
X-Centre: 54321

You check exam entries for the exams officer. Flag missing tiers, duplicate entries and candidates entered
for both a linear and a legacy code.

User: Does anything look wrong in this extract from the entry file?

Cand No,UCI,Surname,Forename,Spec,Option,Tier,Entered
1043,54321R26001043X,Adeyemi,Tobi,8300,8300F,F,2026-01-19 10:14:07
1043,54321R26001043X,Adeyemi,Tobi,8300,8300H,H,2026-02-02 15:51:33
1107,54321R26001107Q,Byrne,Aoife,8461,8461H,,2026-01-19 10:14:07
Assistant:""",
        f"{SRC}pos:exams:entry-file-under-headers",
        ["head", "http_headers", "uuid7", "epoch_ms", "pasted_csv", "stable_neighbours"],
    )


@pos
def _trip_consent_ctx(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""[ctx {v("session_id", "sid=" + g.b62(22))} school=URN-138422 {v("datetime", "at=" + str(epoch_s(t)))} role=trip_lead]
You help trip leaders check consent before a visit. List pupils who cannot go and why, and nothing else.

User: Consent export for the Year 6 trip to the Jurassic Coast (Thu 14 May 2026):

Pupil,Form,Consent,Medical form,Submitted
Ava Reid,6R,Yes,Yes,2026-04-27T19:02:11+01:00
Leo Marsh,6R,Yes,No,2026-04-30T07:45:58+01:00
Zara Khan,6M,No,-,2026-05-01T21:13:40+01:00
Sam Price,6M,,,-
Assistant:""",
        f"{SRC}pos:trips:consent-bracketed-ctx",
        ["bracketed_kv", "epoch_s", "pasted_csv", "offset_times_content"],
    )


@pos
def _safeguarding_jwt(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""{v("session_token", "Authorization: Bearer " + g.jwt(t, "staff-dsl-0031"))}
You assist the Designated Safeguarding Lead. Summarise concerns chronologically, keep the exact wording of
disclosures, and never speculate about causes.

{v("datetime", "Retrieved: " + http_date(t))}
Chronology for pupil ref WL-2291 (export from Watchlog):
2026-03-02 08:47  Tutor: arrived without coat again, said "mum's at work early"
2026-03-09 12:31  Lunch staff: ate two portions, asked for bread to take home
2026-03-16 15:20  Class teacher: bruise to left forearm, explained as football; logged, body map added
Assistant:""",
        f"{SRC}pos:safeguarding:watchlog-jwt",
        ["jwt", "http_date", "head", "log_content"],
    )


@pos
def _meals_balance_as_of(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You answer parents' questions about dinner money at Fernhill Primary. Meals cost GBP 2.65; Reception to
Year 2 meals are free under universal infant free school meals.

Balances {v("datetime", "as of " + iso_space(t))} for this request:
- Ellis J. (Year 1): GBP 0.00, meals taken this week: 5
- Ruby J. (Year 4): GBP -7.95, meals taken this week: 3

Parent: Why does Ruby owe money when I topped up GBP 20 on 2 March?
Assistant:""",
        f"{SRC}pos:meals:balances-as-of",
        ["phrase_inline", "as_of", "bullets_content"],
    )


@pos
def _meals_topup_idempotency(g: Gen) -> Draft:
    return Draft(
        f"""You explain school meal top-up errors to parents in plain words.

POST /v2/topups
{v("idempotency_key", "Idempotency-Key: " + g.uuid4())}
{v("request_id", "X-Request-Id: req_" + g.b62(14))}
Account: fernhill-primary

Parent: The app said "payment pending" for 20 minutes and then took the money twice. Transaction
references on my bank statement: FHP-TU-88172 and FHP-TU-88173, both 2 March 2026 at 18:04.
Assistant:""",
        f"{SRC}pos:meals:topup-idempotency",
        ["idempotency_key", "request_id", "ids_in_question_stay"],
    )


@pos
def _llama3_timetable(g: Gen) -> Draft:
    t = uk(g)
    today = f"{t.day} {['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][t.month - 1]} {t.year}"
    return Draft(
        llama3(
            "Cutting Knowledge Date: December 2023\n"
            + v("datetime", "Today Date: " + today)
            + "\n\nYou help students at Kingsmead Sixth Form read their timetable. Week A and Week B alternate.",
            """My timetable says:

Week B  Mon  P3  Psychology  Rm 2.14  (Dr Amin)
Week B  Mon  P4  Study
Week B  Tue  P1  Maths       Rm 1.03  (Mr Kale)

Which room am I in on Monday period 3 of Week B?""",
        ),
        f"{SRC}pos:timetable:llama3-today-date",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
    )


@pos
def _mistral_absence_now(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<s>[INST] You draft absence follow-up texts for Oakfield High.
{v("datetime", "Now: " + go_nano(t, g.small(0, 1000)))}

Absent with no reason by 10:00 today: Kai W. (10F), Nia S. (8C). Kai was also absent on Monday 9 March.
Write the first-day-calling text for each, under 160 characters. [/INST]""",
        f"{SRC}pos:attendance:mistral-now",
        ["mistral", "go_rfc3339nano"],
    )


@pos
def _react_register_tool(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""Answer the attendance question using the tools. Use the format Thought / Action / Observation.

Question: Has 9K's register been taken for period 1 today, and who is missing?
Thought: I should fetch the register for 9K.
Action: get_register(form="9K", period=1)
Observation: {{"form": "9K", "period": 1, {v("lookup_id", '"lookup_id": "' + g.hex(24) + '",')} {v("datetime", '"fetched_at": "' + rfc3339(t) + '",')} "taken_by": "S. Yusuf", "taken_at": "08:52:17", "missing": ["Dylan F.", "Priya M."], "late": [{{"pupil": "Owen R.", "arrived": "09:06:41", "code": "L"}}]}}
Thought:""",
        f"{SRC}pos:attendance:react-tool-observation",
        ["react", "tool_result", "single_line_json", "taken_at_stays"],
    )


@pos
def _sk_sentence(g: Gen) -> Draft:
    t = local(g, EDT)
    return Draft(
        f"""You are the family liaison assistant for Riverside Middle School in Ohio. You translate and soften notes
home. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Keep the school's policies as written.

User: Please rewrite this so it sounds less harsh: "Your child has 9 tardies this semester. At 10 tardies a
Saturday detention is assigned (Sat 03/28, 8:00-11:00 AM)."
Assistant:""",
        f"{SRC}pos:parent-messaging:sk-sentence",
        ["semantic_kernel", "sentence_inline", "us_dates_content"],
    )


@pos
def _id_asked_vs_request_id(g: Gen) -> Draft:
    t = uk(g)
    asked = g.ulid(t - timedelta(days=3))
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.uuid7(t))}

You are the help desk for the HomeRoom Relay parent messaging service used by schools.

User: Message {asked} to the Year 8 parents was marked "delivered" but three parents say they never
got it. It went out on 9 March 2026 at 16:05. Can you see why?
Assistant:""",
        f"{SRC}pos:parent-messaging:asked-id-vs-request-id",
        ["near_miss", "id_in_question", "uuid7", "ulid_content"],
    )


@pos
def _cloudevent_mark(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You watch the late-gate feed and tell the head of year when a pupil reaches three lates in a week.

Event received:
{v("delivery_id", "ce-id: " + g.uuid4())}
ce-source: /schools/urn-137702/gate
ce-type: org.schoolgate.mark.recorded
{v("datetime", "ce-time: " + rfc3339(t, 3))}

{{"pupil": "Jordan E. (Y9)", "mark": "L", "minutes_late": 14, "recorded_at": "2026-03-11T08:59:02Z", "lates_this_week": 3}}
Assistant:""",
        f"{SRC}pos:attendance:cloudevent-received",
        ["cloudevents", "delivery_envelope", "payload_stays"],
    )


@pos
def _html_comment(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""<!-- tpl=letter-persistent-absence-v4 {v("request_id", "rid=" + g.ulid(t))} {v("datetime", "built=" + str(epoch_ms(t)))} lang=en-GB -->
Write a letter to the parents of a pupil whose attendance has fallen below 90 %. Be supportive, mention
the attendance officer by name (Mrs Dunmore) and offer a meeting.

Pupil data (from the MIS):
Name: Harvey L.   Year: 7   Attendance this year: 86.4 %   Sessions missed: 38 of 280
Assistant:""",
        f"{SRC}pos:attendance:html-comment",
        ["html_comment", "kv_inline", "ulid", "epoch_ms"],
    )


@pos
def _markdown_session_table(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""| Field   | Value |
|---------|-------|
| School  | Ashgrove Academy (Trust: Meridian Learning) |
{v("session_id", "| Session | " + g.hex(20) + " |")}
{v("datetime", "| Opened  | " + rfc2822(t) + " |")}
| Role    | Head of Year 10 |

You help heads of year prepare for parents' evenings. Use only the data given.

User: Summarise this behaviour log for Finn's parents in three sentences:
2026-02-24 11:12 Removed from Science (phone out, third warning)
2026-03-03 13:40 Positive: helped a Year 7 who was lost
2026-03-05 09:15 Late to registration (bus)
Assistant:""",
        f"{SRC}pos:behaviour:markdown-session-table",
        ["markdown_table", "session_id", "rfc2822", "log_content"],
    )


@pos
def _footer_relay(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""Translate this message from the school into Polish for the parent. Keep times and dates exactly as written.

"Dear Mrs Nowak, the Year 3 trip to the Science Museum leaves at 08:15 on Friday 24 April 2026 and returns
by 15:30. Please send a packed lunch in a disposable bag. Ref: TRIP-Y3-0424."

--
{v("relay_id", "Relay id: " + g.ksuid(t))}
{v("datetime", "Relayed: " + ctime(t))}
Assistant:""",
        f"{SRC}pos:parent-messaging:footer-relay",
        ["footer", "ksuid", "ctime", "document_dates_stay"],
    )


@pos
def _pretty_json_meta(g: Gen) -> Draft:
    t = uk(g)
    made = t - timedelta(days=40)
    return Draft(
        f"""Summarise the SEN support plan below for the new class teacher in five bullet points.

{{
  "meta": {{
    {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
    {v("datetime", '"generated_at": "' + py_iso(t) + '",')}
    "tenant": "northdale-schools"
  }},
  "plan": {{
    "id": "{g.uuid7(made)}",
    "created_at": "{rfc3339(made)}",
    "updated_at": "{rfc3339(made + timedelta(days=21, minutes=37))}",
    "pupil": "Y2 - E. Sandoval",
    "need": "Speech, language and communication",
    "provision": ["Talk Boost group 3x weekly", "visual timetable", "pre-teaching topic words"],
    "review": "2026-07-08"
  }}
}}
Assistant:""",
        f"{SRC}pos:sen:pretty-json-meta",
        ["pretty_json", "nested_json", "near_miss", "uuid7_content", "created_at_stays"],
    )


@pos
def _first_line_ulid(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""{v("request_id", g.ulid(t))}
You help the exams officer answer candidates. The exam timetable below is final.

Candidate: I have Geography Paper 2 and French Listening both on the morning of Tuesday 19 May. What
happens?

Timetable extract:
Tue 19 May 2026  AM  8035/2 Geography Paper 2        1h 30m
Tue 19 May 2026  AM  8658/LF French Listening (F)    35m
Assistant:""",
        f"{SRC}pos:exams:first-line-ulid",
        ["head", "ulid", "bare_value_line", "timetable_content"],
    )


@pos
def _epoch_tail(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You help a primary school office write the weekly newsletter. Friendly, short paragraphs.

User: Write the attendance paragraph. Whole school last week: 95.8 %. Best class: 4H with 99.1 %. Reminder
that term ends on Friday 27 March at 14:00.

{v("datetime", "client_ts_ms=" + str(epoch_ms(t)))}
{v("request_id", "hop=" + g.ksuid(t))}""",
        f"{SRC}pos:newsletter:epoch-tail",
        ["tail", "epoch_ms", "ksuid", "made_up_label"],
    )


@pos
def _made_up_bellclock(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""{v("datetime", "bellclock: " + str(epoch_s(t)))}
You run the bell schedule assistant at Westfield College. Days have six 50-minute periods; lunch follows P4.

User: If the fire drill on Thursday starts at 10:40 and lasts 25 minutes, which lessons lose time?
Assistant:""",
        f"{SRC}pos:timetable:made-up-bellclock",
        ["head", "made_up_label", "epoch_s"],
    )


@pos
def _rag_context(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""Answer from the documents. Cite the document number.

{v("datetime", "Retrieval time: " + js_iso(t))}
{v("request_id", "Search id: " + g.hex(16))}

[1] Attendance policy (adopted 2025-09-04): A pupil is marked late (L) if they arrive after 08:45 and before
the register closes at 09:15. After 09:15 the mark is U.
[2] Term dates 2025/26: Spring 2 ends Friday 27 March 2026; Summer 1 starts Monday 13 April 2026.

Question: My son arrived at 09:20. Which mark should he get?
Answer:""",
        f"{SRC}pos:attendance:rag-context",
        ["rag", "js_iso", "policy_dates_stay"],
    )


@pos
def _slack_event_received(g: Gen) -> Draft:
    t = uk(g)
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        f"""You answer staff questions in the #cover channel of Thornbury Secondary's Slack.

Event:
{{
  "team_id": "T04S2KX9Q",
  {v("delivery_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("datetime", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "user": "U05FQ1J3A",
    {v("message_ts", '"ts": "' + ts + '",')}
    "text": "<@U07BOT> am I on cover P5 tomorrow? I'm out on the Y12 trip until 14:30",
    "channel": "C03COVER1"
  }}
}}
Assistant:""",
        f"{SRC}pos:cover:slack-event-received",
        ["slack_event", "pretty_json", "message_ts", "delivery_envelope"],
    )


@pos
def _xml_attrs(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""<request app="mealplanner" {v("request_id", 'id="' + g.hex(12) + '"')} {v("datetime", 'received="' + py_str(t) + '"')} school="Fernhill Primary"/>
Check this week's menu against the allergy list and say which meals the two pupils below cannot eat.

Menu w/c 16 March: Mon fish fingers; Tue veg lasagne; Wed roast chicken; Thu peanut satay noodles; Fri pizza
Pupils: Amira (peanut, tree nut); Oscar (coeliac)
Assistant:""",
        f"{SRC}pos:meals:xml-attributes",
        ["xml_attribute", "py_str"],
    )


@pos
def _trip_webhook_envelope_std(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You reconcile trip payments for the finance office. Say whether the pupil is fully paid.

Incoming payment notification:
{v("delivery_id", "Tripcash-Event-Id: evt_" + g.b62(24))}
{v("signature", "Tripcash-Signature: t=" + str(epoch_s(t)) + ",s1=" + g.hex(64))}
{{"object": "payment", "id": "pay_8FkQ2mWz", "trip": "Y9 Ypres Battlefields 2026", "pupil": "Callum B.", "amount": 12500, "currency": "gbp", "paid_at": 1772915523, "balance_due": 0}}

Trip price: GBP 385.00, paid so far before this payment: GBP 260.00.
Assistant:""",
        f"{SRC}pos:trips:payment-delivery-received",
        ["delivery_envelope", "signature", "payload_stays", "epoch_content"],
    )


@pos
def _week_of_now(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You plan homework for Year 11 maths. Use the scheme of work; each week has one homework.

{v("datetime", "Current week: " + iso_week(t))}
Scheme of work weeks: 2026-W11 Vectors; 2026-W12 Circle theorems; 2026-W13 Revision (mock week)

User: Set this week's homework: 10 questions, mixed difficulty.
Assistant:""",
        f"{SRC}pos:timetable:current-iso-week",
        ["iso_week", "scheme_weeks_stay"],
    )


@pos
def _agent_scaffold(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""### Agent: SafeguardTriage
### Goal: sort new concerns into the DSL's queue by urgency.
{v("run_id", "### Run: " + g.uuid7(t))}
{v("datetime", "### Started: " + dotnet_o(t, g.small(0, 10)))}

New concern (logged by Ms Hale, 2026-03-12T14:02:55+00:00, ref C-5571):
"During PE, A. said she doesn't want to go home because her uncle is staying and he shouts. She asked me
not to tell anyone."

Classify as: immediate / same day / routine. Then list the next steps.
Answer:""",
        f"{SRC}pos:safeguarding:agent-run",
        ["agent_scaffold", "run_id", "dotnet_o", "concern_time_stays"],
    )


@pos
def _traceparent_plus_asked(g: Gen) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
You are the support assistant for the Classbook MIS.

User: Our import of the census file failed with error code IMP-4402 and correlation id
6f1c0b2e-9a44-4e0d-bb1d-2d7f3e81c5a9. The file was uploaded at 07:58 today. What does IMP-4402 mean?
Assistant:""",
        f"{SRC}pos:mis:traceparent-vs-asked-correlation",
        ["traceparent", "near_miss", "id_in_question"],
    )


@pos
def _sent_stamp_user(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""You reply to parents on behalf of Hollybank Primary's office. Sign as "Hollybank office".

Parent: Hi, Tom has a hospital appointment on Wed 18th at 13:30 so I'll collect him at 12:45 from the
office. Is that OK? {v("datetime", "(sent " + windows_general(t) + ")")}
Assistant:""",
        f"{SRC}pos:attendance:parent-sent-stamp",
        ["parenthesised_stamp", "windows_general", "user_times_stay"],
    )


@pos
def _two_stamps_and_pasted_email(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""Mailbox assistant for the exams office. Draft a reply; do not change any date in the board's email.
{v("datetime", "Mailbox synced: " + unix_date(t.astimezone(GMT)))}
{v("session_id", "Mailbox session: " + g.b64url(24))}

From: Entries Team <entries@awardingbody.example>
Date: Tue, 3 Mar 2026 16:22:09 +0000
Message-ID: <CAE7x2026030316220911@mx.awardingbody.example>
Subject: Late entry fees - centre 54321

Entries received after 21 February 2026 incur a late fee of GBP 24.60 per entry. Entries after
21 March 2026 are charged at the very late rate.
Assistant:""",
        f"{SRC}pos:exams:mailbox-sync-over-email",
        ["unix_date", "session_id", "pasted_email_stays", "near_miss"],
    )


# non-English hand-written positives


@pos
def _welsh_absence(g: Gen) -> Draft:
    t = uk(g)
    return Draft(
        f"""Rwyt ti'n helpu swyddfa Ysgol Gynradd Bryn Teg i ateb rhieni yn Gymraeg.
{v("datetime", "Dyddiad ac amser heddiw: " + iso_space(t))}

Neges gan riant:
"Bore da, mae Elis yn sâl gyda'r ffliw. Fydd o ddim yn yr ysgol heddiw nac yfory. Diolch, Sioned"
Cofnod presenoldeb: Elis P., Blwyddyn 2, 2026-03-10 AM: N (heb reswm eto)

Ysgrifenna ateb byr i'r rhiant.""",
        f"{SRC}pos:attendance:welsh-today",
        ["welsh", "now_label", "record_stays"],
    )


@pos
def _japanese_meals(g: Gen) -> Draft:
    t = local(g, JST)
    return Draft(
        f"""あなたは市立さくら小学校の給食センターの問い合わせ担当です。アレルギー対応は献立表の記載だけを根拠に答えてください。
{v("datetime", "取得日時：" + f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}")}
{v("session_id", "セッション：" + g.uuid4())}

保護者：3月の献立表に「3/12（木）えびフライ、3/13（金）ミートソーススパゲッティ」とあります。えびアレルギーの子は12日に除去食を頼めますか？""",
        f"{SRC}pos:meals:japanese-fetch-time",
        ["japanese", "fullwidth_colon", "session_id"],
    )


@pos
def _korean_dismissal(g: Gen) -> Draft:
    t = local(g, KST)
    return Draft(
        f"""{v("datetime", "요청 일시: " + f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {t.hour % 12 or 12}:{t:%M:%S}")}
{v("request_id", "요청 ID: " + g.uuid7(t))}
당신은 한빛중학교 교무실의 학부모 문자 답변 도우미입니다.

학부모 문자: "내일(3월 20일) 2교시 후에 병원 진료 때문에 조퇴하려고 합니다. 진료확인서는 다음날 제출해도 되나요?"
학교 규정: 조퇴 후 3일 이내에 진료확인서를 제출하면 질병조퇴로 처리됩니다.""",
        f"{SRC}pos:attendance:korean-request-time",
        ["korean", "head", "12_hour", "uuid7"],
    )


@pos
def _arabic_timetable(g: Gen) -> Draft:
    t = local(g, GST)
    return Draft(
        f"""أنت مساعد الجدول المدرسي في مدرسة النور الثانوية. أجب بالعربية وباختصار.
{v("datetime", "وقت الطلب: " + iso_space(t).translate(AR_DIGITS))}

سؤال المعلمة: الحصة الثالثة يوم الأحد ١٥ مارس عندي مع الصف العاشر (ب) في المختبر ٢، ولكن المختبر محجوز لامتحان عملي
من ٩:٤٥ إلى ١١:١٥. أين أذهب؟""",
        f"{SRC}pos:timetable:arabic-request-time",
        ["arabic", "arabic_indic_digits", "now_label"],
    )


@pos
def _polish_dziennik(g: Gen) -> Draft:
    t = local(g, CET)
    return Draft(
        f"""Pomagasz wychowawcy klasy 7b w Szkole Podstawowej nr 12 odpowiadać na wiadomości rodziców.
{v("session_id", "Sesja dziennika: " + g.hex(32))}
{v("datetime", "Teraz: " + f"{t:%d.%m.%Y %H:%M:%S}")}

Wiadomość od rodzica (wysłana 09.03.2026 21:47:12):
"Proszę o usprawiedliwienie nieobecności Kacpra w dniach 5-6 marca, był chory."
Frekwencja Kacpra w marcu: 5.03 - nb, 6.03 - nb (lekcje 1-7)

Napisz krótką odpowiedź.""",
        f"{SRC}pos:attendance:polish-session-now",
        ["polish", "session_id", "sent_time_stays"],
    )


@pos
def _german_vertretung(g: Gen) -> Draft:
    t = local(g, CET)
    return Draft(
        f"""Du bist der Vertretungsplan-Assistent des Goethe-Gymnasiums Lindau.
{v("datetime", "Abgerufen um: " + f"{t:%d.%m.%Y, %H:%M:%S} Uhr")}
{v("request_id", "Vorgangs-ID: " + g.ulid(t))}

Vertretungsplan Donnerstag, 19.03.2026 (Stand 18.03.2026 15:42):
| Std | Klasse | Fach | Lehrkraft | Vertretung | Raum |
| 3   | 8c     | M    | HUB       | SCH        | 204  |
| 4   | 10a    | E    | KRA       | entfällt   | -    |

Frage eines Schülers: Habe ich in der 4. Stunde frei, wenn ich in der 10a bin?""",
        f"{SRC}pos:cover:german-abgerufen",
        ["german", "fetch_time", "ulid", "stand_of_plan_stays"],
    )


@pos
def _french_vie_scolaire(g: Gen) -> Draft:
    t = local(g, CET)
    return Draft(
        f"""Tu aides la vie scolaire du collège Jean-Moulin à répondre aux familles.

Message d'une famille : « Bonjour, Inès était absente hier matin (rendez-vous chez l'orthodontiste à 9 h 30).
Le justificatif est dans son carnet. Cordialement. »
Absences d'Inès R. (4e B) : 09/03/2026 M1-M3 non justifiée

Rédige une réponse polie.
{v("datetime", "Horodatage de la demande : " + rfc3339(t))}""",
        f"{SRC}pos:attendance:french-horodatage-tail",
        ["french", "tail", "narrow_space_label"],
    )


@pos
def _spanish_sentence(g: Gen) -> Draft:
    t = local(g, CET)
    dias = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
    meses = [
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
    return Draft(
        f"""Eres el asistente de la secretaría del IES Río Tajo. {v("datetime", f"Hoy es {dias[t.weekday()]}, {t.day} de {meses[t.month - 1]} de {t.year}, y son las {t:%H:%M}.")} Responde a las familias con claridad.

Autorización de salida (exportada de la plataforma):
alumno;curso;actividad;fecha;autoriza;firmado
Lucía M.;2º ESO B;Visita al Museo del Prado;2026-04-16;Sí;2026-03-09 22:14:51
Hugo P.;2º ESO B;Visita al Museo del Prado;2026-04-16;;

¿Qué alumnos no pueden ir todavía y qué les falta?""",
        f"{SRC}pos:trips:spanish-hoy-es",
        ["spanish", "sentence_inline", "pasted_csv"],
    )


@pos
def _thai_buddhist(g: Gen) -> Draft:
    t = local(g, ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยงานทะเบียนของโรงเรียนบ้านหนองบัว ตอบผู้ปกครองอย่างสุภาพ
{v("datetime", "วันที่และเวลาปัจจุบัน: " + thai_now(t))}

ผู้ปกครอง: ลูกชาย ด.ช. ภูมิ ชั้น ป.5 ขาดเรียนวันที่ 9-10 มีนาคม 2569 เพราะไข้หวัด ต้องส่งใบลาอย่างไรคะ""",
        f"{SRC}pos:attendance:thai-buddhist-era",
        ["thai", "buddhist_era", "user_dates_stay"],
    )


@pos
def _russian_journal(g: Gen) -> Draft:
    t = local(g, MSK)
    return Draft(
        f"""Ты помогаешь классному руководителю 6 «А» гимназии № 5 отвечать родителям.

Выгрузка из электронного журнала:
{{"ученик": "Миронов Артём", "дата": "2026-03-11", "урок": 3, "отметка": "Н", "создано": "2026-03-11T10:12:44+03:00", "id": "{g.uuid7(t - timedelta(days=3))}"}}

Родитель пишет: «Артём был на уроке, он просто опоздал на 10 минут». Что ответить?
{v("datetime", "Текущее время сервера: " + iso_space(t))}""",
        f"{SRC}pos:attendance:russian-server-time",
        ["russian", "tail", "pasted_json_uuid7_stays"],
    )


@pos
def _turkish_meb(g: Gen) -> Draft:
    t = local(g, TRT)
    return Draft(
        f"""{v("session_id", "Oturum: " + g.nanoid())}
{v("datetime", "Şu anki zaman: " + f"{t:%d.%m.%Y %H:%M:%S}")}
Atatürk Ortaokulu rehberlik servisi için veli mesajlarını yanıtlıyorsun.

Veli: Oğlum Emir 7/C sınıfında, 23 Mart'taki okul gezisine izin formunu kaybetmiş. Yeni formu nereden alırız?""",
        f"{SRC}pos:trips:turkish-session-now",
        ["turkish", "head", "nanoid"],
    )


@pos
def _hindi_meals(g: Gen) -> Draft:
    t = local(g, IST_IN)
    return Draft(
        f"""आप सरस्वती विद्या मंदिर के मध्याह्न भोजन प्रभारी की मदद करते हैं।
{v("datetime", "वर्तमान समय: " + f"{t:%d-%m-%Y %H:%M:%S} IST")}

रसोई रजिस्टर (11-03-2026):
कक्षा 1-5: 212 छात्र, भोजन परोसा 12:40 बजे
कक्षा 6-8: 148 छात्र, भोजन परोसा 13:10 बजे

प्रश्न: आज कुल कितने बच्चों को भोजन मिला?""",
        f"{SRC}pos:meals:hindi-now",
        ["hindi", "now_label", "register_times_stay"],
    )


@pos
def _chinese_homeroom(g: Gen) -> Draft:
    t = local(g, CST_CN)
    return Draft(
        f"""你是实验中学初二（3）班班主任的家校沟通助手。
{v("datetime", "当前时间：" + f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}")}
{v("session_id", "会话：" + g.hex(24))}

家长留言（2026-03-10 20:41:07）：孩子明天上午要去医院复查，第一、二节课请假，下午正常到校。
请帮我写一条回复，并提醒家长在钉钉上提交请假条。""",
        f"{SRC}pos:parent-messaging:chinese-now",
        ["chinese", "fullwidth_colon", "message_time_stays"],
    )


@pos
def _ukrainian_session(g: Gen) -> Draft:
    t = local(g, EET)
    return Draft(
        f"""Ти допомагаєш педагогу-організатору ліцею № 3 готувати поїздки.
{v("session_id", "Ідентифікатор сеансу: " + g.ksuid(t))}

Список згод батьків (експорт):
учень;клас;згода;дата
Олена К.;8-А;так;2026-03-02 18:40:05
Максим Д.;8-А;ні;2026-03-03 07:12:59

Хто з учнів 8-А може їхати на екскурсію до Чернігова?""",
        f"{SRC}pos:trips:ukrainian-session",
        ["ukrainian", "ksuid", "pasted_csv"],
    )


@pos
def _portuguese_agora(g: Gen) -> Draft:
    t = local(g, BRT)
    return Draft(
        f"""Você ajuda a coordenação da Escola Estadual Monteiro Lobato a responder aos responsáveis.

Responsável: A Júlia (7º ano B) faltou na prova de matemática de 12/03 porque estava com dengue. Tem
atestado. Ela pode fazer a segunda chamada?
{v("datetime", "Agora: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "ID da requisição: " + g.hex(20))}""",
        f"{SRC}pos:exams:portuguese-agora",
        ["portuguese", "tail", "per_request_protocol"],
    )


@pos
def _greek_now(g: Gen) -> Draft:
    t = local(g, EET)
    return Draft(
        f"""Βοηθάς τη διεύθυνση του 2ου Γυμνασίου Πάτρας να ενημερώνει τους γονείς.
{v("datetime", "Τρέχουσα ώρα συστήματος: " + f"{t:%d/%m/%Y %H:%M:%S}")}

Γονέας: Ο γιος μου έχει 48 απουσίες και λέει ότι το όριο είναι 64. Ισχύει;
Απόσπασμα απουσιών: 48 δικαιολογημένες 20, αδικαιολόγητες 28 (τελευταία ενημέρωση 10/03/2026 14:05)""",
        f"{SRC}pos:attendance:greek-now",
        ["greek", "now_label", "record_update_stays"],
    )


@pos
def _hebrew_now(g: Gen) -> Draft:
    t = local(g, IDT)
    return Draft(
        f"""אתה עוזר למזכירות בית הספר "אורט אפקה" לענות להורים.
{v("datetime", "השעה כעת: " + f"{t:%H:%M:%S} {t:%d.%m.%Y}")}

הורה: הבת שלי בכיתה ט'2 צריכה לצאת מוקדם ביום חמישי 19.3 בשעה 11:00 לטיפול. מה צריך לשלוח?""",
        f"{SRC}pos:attendance:hebrew-now",
        ["hebrew", "now_label"],
    )


@pos
def _vietnamese_meals(g: Gen) -> Draft:
    t = local(g, ICT)
    return Draft(
        f"""Bạn hỗ trợ bộ phận bán trú của Trường Tiểu học Nguyễn Du trả lời phụ huynh.

Phụ huynh: Cháu Minh Anh lớp 3A bị dị ứng sữa bò. Thực đơn tuần này có bữa nào cháu cần ăn thay thế không?
Thực đơn: Thứ Hai cơm gà; Thứ Ba mì sữa nấu bò; Thứ Tư canh chua cá; Thứ Năm bánh flan; Thứ Sáu phở bò
{v("datetime", "Thời điểm hiện tại: " + f"{t:%H:%M:%S %d/%m/%Y}")}""",
        f"{SRC}pos:meals:vietnamese-tail",
        ["vietnamese", "tail", "now_label"],
    )


@pos
def _dutch_mentor(g: Gen) -> Draft:
    t = local(g, CET)
    return Draft(
        f"""Je helpt mentoren van het Stedelijk Lyceum met berichten aan ouders.
{v("datetime", "Tijdstip opvraging: " + f"{t:%d-%m-%Y %H:%M:%S}")}
{v("request_id", "Opvraag-id: " + g.ulid(t).lower())}

Verzuimoverzicht (uit het leerlingvolgsysteem):
- 2026-02-23 uur 1-2: ongeoorloofd (te laat > 15 min)
- 2026-03-02 uur 1: ongeoorloofd
- 2026-03-09 uur 1-3: ongeoorloofd

Schrijf een bericht aan de ouders van Daan (3 havo) over het verzuim.""",
        f"{SRC}pos:attendance:dutch-opvraging",
        ["dutch", "lowercase_ulid", "bullets_content"],
    )


@pos
def _irish_gaelscoil(g: Gen) -> Draft:
    t = local(g, WET)
    return Draft(
        f"""Cabhraíonn tú le hoifig Ghaelscoil an Chnoic freagraí a scríobh do thuismitheoirí.
{v("datetime", "Am an iarratais: " + rfc3339(t))}

Tuismitheoir: Beidh Aoife as láthair Dé hAoine 20 Márta mar go bhfuil bainis sa teaghlach. An gá litir a sheoladh?""",
        f"{SRC}pos:attendance:irish-request-time",
        ["irish", "now_label"],
    )


# --- the generated family: school bodies with one program field -----------------------------------------------
#
# Each body is (key, language, tags, system, user message, school, ends with an ASCII cue). The user message
# always carries a pasted record with its own times and ids, which stays.

BODIES: list[tuple[str, str, list[str], str, str, str, bool]] = [
    (
        "absence-json",
        "en",
        ["attendance", "pasted_json"],
        "You help the attendance team at Castleview Primary answer questions about marks. Quote codes exactly.",
        'Is this absence authorised?\n{"pupil": "Y3 Noah B.", "date": "2026-03-04", "session": "PM", "code": "I", '
        '"ts": "2026-03-04T13:16:09Z", "id": "0195b0d4-6f2e-7a31-9c0e-5d2b8e44a1f0", "by": "office"}',
        "Castleview Primary",
        True,
    ),
    (
        "cover-logfmt",
        "en",
        ["cover", "logfmt"],
        "You are the cover desk assistant for Brookfield School. Work out which lessons need cover.",
        "The absence line logged this for Mr Pratt (RPA):\n"
        'ts=2026-03-12T07:31:02Z level=info msg="absence reported" staff=RPA reason=sick periods=1-6 '
        "request_id=9b1d4f0ac2e84b7f\n"
        "His timetable today: P1 10X3, P2 free, P3 11Y2, P4 9Z1, P5 free, P6 7X4. Which periods need cover?",
        "Brookfield School",
        True,
    ),
    (
        "iep-yaml",
        "en",
        ["sen", "yaml"],
        "You help teaching assistants at Linden Lea Primary understand pupils' support plans.",
        "Here is Mia's plan from the SEN system:\n\nplan:\n  id: 01HZ3K8Q6W2V9N4T7R5M0XJ8PB\n"
        "  created: 2025-11-03T10:20:41Z\n  updated: 2026-02-14T16:03:12Z\n  targets:\n"
        "    - Uses a now/next board for transitions\n    - Reads CVC words with 80 % accuracy\n"
        "  review: 2026-05-20\n\nWhat should I do at the end of break time to help her?",
        "Linden Lea Primary",
        True,
    ),
    (
        "entry-xml",
        "en",
        ["exams", "xml"],
        "You check exam entries for the exams office of Saltmoor Academy (centre 61204).",
        "Below is what the entry system returned:\n"
        '<entry candidate="1043" uci="61204R26001043X" spec="8300" option="8300F" tier="F" '
        'submitted="2026-02-02T15:51:33Z" batch="EB-77F2C1"/>\n'
        "Is Tobi entered at Foundation tier, and before the 21 February deadline?",
        "Saltmoor Academy",
        True,
    ),
    (
        "consent-form-export",
        "en",
        ["trips", "form_export"],
        "You help trip leaders at Harbourside Junior School prepare medical kits for visits.",
        "My colleague sent this form response:\n\nResponse ID: 2dKq7fX9bY1mN3pR8sT0vW4zA6c\n"
        "Submitted: 2026-03-01 20:11:45\nPupil: Freya H. (5W)\nTrip: Kew Gardens, 26 March 2026\n"
        "Medication: salbutamol inhaler, 2 puffs as needed\n\nDoes the trip leader need to carry anything for Freya?",
        "Harbourside Junior School",
        True,
    ),
    (
        "concern-log-line",
        "en",
        ["safeguarding", "log_line"],
        "You assist the deputy DSL of Greyfriars High. Keep to the facts in the logs.",
        "2026-03-05T12:44:10+00:00 INFO concern.logged id=C-6120 by=tutor.7F category=neglect "
        "trace=4a1e9c02b7d35f60 pupil=ref:GF-3381\n\nWhat category was this concern logged under, and who logged it?",
        "Greyfriars High",
        True,
    ),
    (
        "till-csv",
        "en",
        ["meals", "pasted_csv"],
        "You answer questions for the catering manager at Oakridge Secondary.",
        "How much did pupil 4471 spend this week?\n\nTimestamp,Till,Pupil,Item,Price\n"
        "2026-03-09 12:14:33,T2,4471,Jacket potato,2.65\n2026-03-10 12:09:58,T1,4471,Pasta bake,2.65\n"
        "2026-03-10 12:10:04,T1,4471,Fruit pot,0.60\n2026-03-12 12:31:17,T3,4471,Meal deal,2.95",
        "Oakridge Secondary",
        True,
    ),
    (
        "parent-email",
        "en",
        ["parent_messaging", "email"],
        "You help the office of Elmstead Primary reply to parents' e-mails.",
        "What is this parent asking for?\n\nFrom: Priya Shah <priya.shah@mail.example>\n"
        "Date: Mon, 9 Mar 2026 07:02:51 +0000\nMessage-ID: <9f2c1a77-3e0b-4d2a-9f61-0c8e5b7d4a12@mail.example>\n"
        "Subject: Arjun - Year 5 residential\n\nHi, can Arjun still go on the residential (20-22 May) if we pay the "
        "second instalment on 1 April instead of 15 March?",
        "Elmstead Primary",
        True,
    ),
    (
        "ics-parents-evening",
        "en",
        ["timetable", "ics"],
        "You help parents of Marlow Park School with their appointment bookings.",
        "I got this calendar file for parents' evening:\nBEGIN:VEVENT\nUID:pe-2026-03-19-0x7f3a91@marlowpark.example\n"
        "DTSTAMP:20260311T184402Z\nDTSTART:20260319T171000Z\nDTEND:20260319T171500Z\n"
        "SUMMARY:Parents' evening - Ms Greene (English)\nEND:VEVENT\nWhat time is my appointment in UK time?",
        "Marlow Park School",
        True,
    ),
    (
        "es-falta",
        "es",
        ["spanish", "attendance", "pasted_json"],
        "Eres el asistente de jefatura de estudios del IES Sierra Norte. Responde en español.",
        'Registro de la falta:\n{"alumno": "Pablo R.", "curso": "3º ESO A", "fecha": "2026-03-06", "hora": 2, '
        '"tipo": "injustificada", "creado": "2026-03-06T09:12:40+01:00", "id": "01JNQ6R8T2M4X9V3K7P5Z0W1YD"}\n'
        "La madre dice que trajo el justificante al día siguiente. ¿Qué debo hacer?",
        "IES Sierra Norte",
        False,
    ),
    (
        "de-entschuldigung",
        "de",
        ["german", "attendance", "email"],
        "Du unterstützt das Sekretariat der Realschule am Park bei Antworten an Eltern.",
        "Hier die E-Mail der Mutter:\n\nVon: Katrin Vogel <k.vogel@posteo.example>\n"
        "Gesendet: Dienstag, 10. März 2026 06:58:13\nBetreff: Entschuldigung Lea, 7b\n\n"
        "Lea hat Fieber und bleibt heute und morgen zu Hause.\n\nWas muss ich im Klassenbuch eintragen?",
        "Realschule am Park",
        False,
    ),
    (
        "fr-cantine",
        "fr",
        ["french", "meals", "pasted_csv"],
        "Tu aides le service de restauration scolaire de l'école Jules-Ferry.",
        "Export du logiciel de cantine :\n\nhorodatage;élève;classe;repas;régime\n"
        "2026-03-09 11:52:07;Léo B.;CE2;oui;sans porc\n2026-03-10 11:49:31;Léo B.;CE2;non;sans porc\n"
        "2026-03-12 11:55:44;Léo B.;CE2;oui;sans porc\n\nCombien de repas Léo a-t-il pris cette semaine ?",
        "École Jules-Ferry",
        False,
    ),
    (
        "ja-kesseki",
        "ja",
        ["japanese", "attendance", "record"],
        "あなたは市立みどり中学校の学年主任を補助します。日本語で答えてください。",
        "欠席連絡の記録です。\n受付ID: 7c41e9d2b0a3\n受付日時: 2026-03-11 07:41:26\n生徒: 2年3組 佐藤 湊\n"
        "理由: 発熱（38.2度）\n連絡者: 母\n\n今週の欠席はこれで何日目になりますか？3月9日も欠席しています。",
        "みどり中学校",
        False,
    ),
    (
        "ko-field-trip",
        "ko",
        ["korean", "trips", "record"],
        "당신은 푸른초등학교 교외체험학습 담당 선생님을 돕습니다.",
        "교외체험학습 신청서(시스템 출력):\n신청번호: FT-2026-0318-0042\n작성일시: 2026-03-08 21:37:05\n"
        "학생: 4학년 2반 이서준\n기간: 2026-03-18 ~ 2026-03-20 (3일)\n\n연간 허용 일수 19일 중 남은 일수는 며칠인가요? 지금까지 6일 사용했습니다.",
        "푸른초등학교",
        False,
    ),
    (
        "pl-zgody",
        "pl",
        ["polish", "trips", "pasted_csv"],
        "Pomagasz organizatorom wycieczek w Szkole Podstawowej nr 4 w Gdyni.",
        "Lista zgód z e-dziennika:\n\nuczeń,klasa,zgoda,data_podpisu\nZofia W.,5a,tak,2026-03-03 19:22:10\n"
        "Antoni L.,5a,tak,2026-03-04 06:51:37\nMaja K.,5a,nie,\n\nKto jeszcze nie oddał zgody na wycieczkę do Malborka?",
        "SP 4 Gdynia",
        False,
    ),
    (
        "sv-franvaro",
        "sv",
        ["swedish", "attendance", "record"],
        "Du hjälper mentorerna på Ekbackens skola att svara vårdnadshavare.",
        "Frånvaroanmälan från appen:\nAnmäld: 2026-03-10 07:12:48\nElev: Elsa N., 8B\nFrånvaro: heldag\n"
        "Orsak: sjuk\nÄrende-ID: f3a9c1d07b2e4c55\n\nBehöver jag göra något mer om hon redan har tre sjukdagar i mars?",
        "Ekbackens skola",
        False,
    ),
    (
        "it-registro",
        "it",
        ["italian", "attendance", "pasted_json"],
        "Aiuti il coordinatore di classe del Liceo Galilei a rispondere alle famiglie.",
        'Dal registro elettronico:\n{\n  "studente": "Giulia F.",\n  "classe": "2B",\n'
        '  "evento": "ingresso posticipato",\n  "ora_ingresso": "09:55",\n  "registrato_il": "2026-03-11T09:57:12+01:00"\n}\n'
        "È il quarto ritardo del quadrimestre: cosa prevede il regolamento?",
        "Liceo Galilei",
        False,
    ),
    (
        "pt-sumarios",
        "pt",
        ["portuguese", "attendance", "log_line"],
        "Ajudas o diretor de turma da Escola Secundária de Camões a responder aos encarregados de educação.",
        "Registo de faltas exportado:\n2026-03-09T08:31:05+00:00 falta=injustificada aluno=Tiago S. turma=9C "
        "disciplina=Matemática id=6650a1f2c3d4e5f6a7b8c9d0\n\nO encarregado diz que o Tiago estava na sala. O que devo verificar?",
        "ES Camões",
        False,
    ),
]

# (cue, label, key, kind) -- English and made-up labels; other languages use LOCAL below.
EN_FIELDS: list[tuple[str, str, str, str]] = [
    ("datetime", "Request time", "requested_at", "time"),
    ("request_id", "Request ID", "request_id", "id"),
    ("datetime", "Now", "now", "time"),
    ("session_id", "Session", "session", "id"),
    ("datetime", "deskclock", "deskclock", "epoch_ms"),
    ("datetime", "Generated", "generated", "time"),
    ("trace_id", "Trace", "trace", "id"),
    ("datetime", "pulse.t0", "pulse_t0", "epoch_s"),
    ("datetime", "Served at", "served_at", "time"),
    ("request_id", "Hop", "hop", "id"),
    ("datetime", "Wallclock", "wallclock", "time"),
    ("session_id", "Conversation", "conversation", "id"),
]
LOCAL: dict[str, list[tuple[str, str, str, str]]] = {
    "es": [
        ("datetime", "Fecha y hora del sistema", "ahora", "time"),
        ("session_id", "Sesión", "sesion", "id"),
    ],
    "de": [("datetime", "Serverzeit", "serverzeit", "time"), ("request_id", "Anfrage-Nr.", "anfrage", "id")],
    "fr": [("datetime", "Heure de la requête", "heure", "time"), ("session_id", "Session", "session", "id")],
    "ja": [
        ("datetime", "リクエスト時刻", "req_time", "time"),
        ("request_id", "リクエストID", "req_id", "id"),
    ],
    "ko": [("datetime", "현재 시각", "now", "time"), ("session_id", "세션", "session", "id")],
    "pl": [("datetime", "Czas serwera", "czas", "time"), ("request_id", "Nr żądania", "zadanie", "id")],
    "sv": [("datetime", "Aktuell tid", "tid", "time"), ("session_id", "Sessions-ID", "session", "id")],
    "it": [("datetime", "Ora attuale", "ora", "time"), ("request_id", "ID richiesta", "richiesta", "id")],
    "pt": [("datetime", "Hora atual", "agora", "time"), ("session_id", "Sessão", "sessao", "id")],
}
STABLE: list[tuple[str, str, str]] = [
    ("Academic year", "academic_year", "2025/26"),
    ("Policy reviewed", "policy_reviewed", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Template", "template", "absence-reply v3.2"),
    ("Time zone", "tz", "Europe/London"),
    ("Trust tenant", "tenant", "6d3f2a10-8b4c-4e9a-a1f7-2c5e9d0b7a43"),
    ("Build", "build", "2026.02.1"),
    ("DfE number", "dfe", "873/2045"),
    ("Office hours", "office_hours", "08:00-16:30"),
    ("api-version", "api_version", "2025-11-01"),
    ("Register closes", "register_closes", "09:15"),
    ("Term", "term", "Spring 2"),
]
POSITIONS = [
    "head",
    "sys_tail",
    "header_block",
    "after_msg",
    "footer",
    "front_matter",
    "json_head",
    "xml_head",
]


def _field_value(g: Gen, t: datetime, kind: str, k: int) -> tuple[str, str]:
    """The field's text and its JSON form."""
    if kind == "time":
        text = now_text(g, t, k)
        return text, f'"{text}"'
    if kind == "epoch_ms":
        return str(epoch_ms(t)), str(epoch_ms(t))
    if kind == "epoch_s":
        return str(epoch_s(t)), str(epoch_s(t))
    text = rid_text(g, t, k)
    return text, f'"{text}"'


def _compose(
    body: tuple[str, str, list[str], str, str, str, bool], where: str, line: str, member: str, attr: str
) -> str:
    """A body's prompt with `line` (a whole line), `member` (a JSON member with its comma) or `attr` (an
    XML attribute) at position `where`."""
    _, lang, _, system, user, school, cue = body
    head = sys_extra = block = after = footer = ""
    if where == "head":
        head = line + "\n"
    elif where == "front_matter":
        head = f"---\nschool: {school}\n{line}\n---\n"
    elif where == "json_head":
        head = f'{{"app": "schooldesk", {member} "locale": "{lang}"}}\n'
    elif where == "xml_head":
        head = f'<context app="schooldesk" {attr} locale="{lang}"/>\n'
    elif where == "sys_tail":
        sys_extra = "\n" + line
    elif where == "header_block":
        block = f"Context:\nSchool: {school}\n{line}\n\n"
    elif where == "after_msg":
        after = "\n\n" + line
    else:
        assert where == "footer"
        footer = "\n\n--\n" + line
    if cue:
        return f"{head}{system}{sys_extra}\n\n{block}User: {user}{after}{footer}\nAssistant:"
    return f"{head}{system}{sys_extra}\n\n{block}{user}{after}{footer}"


def _zone(lang: str) -> timezone:
    return {
        "es": CET,
        "de": CET,
        "fr": CET,
        "pl": CET,
        "sv": CET,
        "it": CET,
        "ja": JST,
        "ko": KST,
        "pt": WET,
    }.get(lang, BST)


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    k = 0
    for b, body in enumerate(BODIES):
        key, lang = body[0], body[1]
        fields = EN_FIELDS if lang == "en" else LOCAL[lang]
        for j in range(3):
            where = POSITIONS[(b * 3 + j) % len(POSITIONS)]
            cue, label, jkey, kind = fields[(b * 3 + j) % len(fields)]
            t = g.moment().astimezone(_zone(lang))
            text, jtext = _field_value(g, t, kind, k)
            k += 1
            line = v(cue, f"{label}: {text}")
            member = v(cue, f'"{jkey}": {jtext},')
            attr = v(cue, f'{jkey}="{text}"')
            out.append(
                Draft(
                    _compose(body, where, line, member, attr),
                    f"{SRC}pos:family:{key}:{where}",
                    ["generated", where, lang, kind, *body[2]],
                )
            )
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    """The same bodies with one stable value at a position the body's positives do not use."""
    out: list[Draft] = []
    for b, body in enumerate(BODIES):
        used = {POSITIONS[(b * 3 + j) % len(POSITIONS)] for j in range(3)}
        free = [p for p in POSITIONS if p not in used]
        where = free[b % len(free)]
        label, jkey, value = STABLE[b % len(STABLE)]
        out.append(
            Draft(
                _compose(body, where, f"{label}: {value}", f'"{jkey}": "{value}",', f'{jkey}="{value}"'),
                f"{SRC}neg:family:{body[0]}:{where}",
                ["generated", "hard_negative", where, body[1], *body[2]],
            )
        )
    return out


# --- negatives: pasted records in many placements --------------------------------------------------------------
#
# (source, tags, block, question, lead-in). Every time and id in a block is content and stays.

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "attendance-json-created-at",
        ["attendance", "json", "created_at_head", "uuid7"],
        """{
  "created_at": "2026-03-09T08:58:14.221Z",
  "id": "0195d2a1-3c7e-7b40-8f19-a2c6e0d4b931",
  "pupil": "Y5 - Theo W.",
  "session": "AM",
  "mark": "L",
  "minutes_late": 13,
  "updated_at": "2026-03-09T09:20:02.907Z"
}""",
        "Why was Theo marked L and not U if the register closes at 09:15?",
        "Here is the export from the register system",
    ),
    (
        "kestrel-webhook-debug",
        ["parent_messaging", "webhook_pasted", "signature", "http"],
        """POST /hooks/kestrel HTTP/1.1
Host: office.staidans.example
Content-Type: application/json
X-Kestrel-Delivery: 3f0c6d2e-91ab-4c7e-8d55-7a2b19e0f4c6
X-Kestrel-Timestamp: 1773132905
X-Kestrel-Signature: v1=5b1e0c9d7a4f2e86b3c1d0a9f8e7d6c5b4a3928171605f4e3d2c1b0a99887766

{"type":"message.created","school":"st-aidans","text":"Running late, traffic on the A38"}""",
        "Our endpoint rejects this delivery with 'signature mismatch'. Which bytes should the HMAC be computed over?",
        "Below is what our server logged",
    ),
    (
        "cover-logfmt",
        ["cover", "logfmt", "request_id"],
        """ts=2026-03-12T07:31:02.118Z level=info msg="cover request" staff=KJO periods=3,4 room=E12 request_id=01JP5ZK3W8D9F2T6M4B7X0QHCA
ts=2026-03-12T07:31:02.406Z level=warn msg="no free staff" period=4 request_id=01JP5ZK3W8D9F2T6M4B7X0QHCA
ts=2026-03-12T07:33:48.015Z level=info msg="cover assigned" period=3 cover=NCU request_id=01JP5ZK3W8D9F2T6M4B7X0QHCA""",
        "Did period 4 ever get cover?",
        "The cover system's log from this morning",
    ),
    (
        "ehcp-annual-review-yaml",
        ["sen", "yaml", "dates"],
        """review:
  id: AR-2026-0147
  held: 2026-02-12T15:30:00Z
  attendees: [parent, SENCO, EP, class teacher]
  outcomes_met: 2
  outcomes_partly_met: 1
  amendments_requested: true
  la_deadline: 2026-03-12""",
        "Has the local authority missed its four-week deadline if nothing has arrived by 13 March?",
        "The review record",
    ),
    (
        "entry-xml-batch",
        ["exams", "xml", "batch"],
        """<EntryBatch centre="54321" series="June 2026" created="2026-02-20T16:44:09+00:00" id="b7c3e9a1f0d24e68">
  <Entry cand="1043" code="8300F" fee="47.35"/>
  <Entry cand="1107" code="8461H" fee="47.35"/>
  <Entry cand="1122" code="8035" fee="49.10"/>
</EntryBatch>""",
        "What is the total fee for this batch?",
        "My colleague sent this",
    ),
    (
        "trip-consent-csv",
        ["trips", "csv", "offset_times"],
        """Timestamp,Pupil,Form,Consent,Dietary,Emergency contact
2026-03-02T19:44:31+00:00,Ruby A.,8J,Yes,Vegetarian,07700 900123
2026-03-03T07:05:12+00:00,Kian D.,8J,Yes,None,07700 900456
2026-03-04T22:51:09+00:00,Layla S.,8K,No,Halal,07700 900789""",
        "How many vegetarian and halal packed lunches do we need?",
        "Form export from the consent system",
    ),
    (
        "safeguarding-chronology-md",
        ["safeguarding", "markdown_table"],
        """| Date/time           | Recorded by | Category | Summary                                      |
|---------------------|-------------|----------|----------------------------------------------|
| 2026-01-14 09:02:11 | R. Lowe     | Neglect  | Came in wearing wet clothes, no coat         |
| 2026-02-03 12:48:40 | K. Amin     | Emotional| Tearful, said "nobody listens at home"       |
| 2026-03-10 15:17:55 | R. Lowe     | Neglect  | No lunch for the third day this week         |""",
        "Is there a pattern here that should be escalated to early help?",
        "The chronology from the safeguarding system",
    ),
    (
        "meals-api-response",
        ["meals", "json_single_line", "epoch", "ulid"],
        """{"id":"01JP2M8V6YQ3R7K9T0W4X1Z5BC","pupil":"4471","balance":-7.95,"currency":"GBP","last_topup":{"amount":20.00,"at":1772475842},"updated":1773218400,"free_meals":false}""",
        "Is this account in debt, and when was the last top-up?",
        "The catering API returned",
    ),
    (
        "absence-email-headers",
        ["attendance", "email", "message_id"],
        """From: Dan Moore <dan.moore@mail.example>
To: office@hollybank.example
Date: Tue, 10 Mar 2026 06:41:09 +0000
Message-ID: <CAKx9vQ2026031006410901@mail.example>
Subject: Alfie Moore 2C absence

Alfie was sick in the night, keeping him off today. Dan""",
        "Should this be coded I (illness) or is a phone call needed too?",
        "Forwarded e-mail",
    ),
    (
        "nginx-parent-app",
        ["parent_messaging", "access_log", "request_id"],
        """10.4.2.17 - - [10/Mar/2026:07:58:12 +0000] "POST /api/absence HTTP/1.1" 502 157 "-" "HomeRoom/5.3.1 (iOS 18.3)" rid=6a1f0e2d9c8b7a65
10.4.2.17 - - [10/Mar/2026:07:58:19 +0000] "POST /api/absence HTTP/1.1" 502 157 "-" "HomeRoom/5.3.1 (iOS 18.3)" rid=0b9c8d7e6f5a4b3c
10.4.2.17 - - [10/Mar/2026:07:59:40 +0000] "POST /api/absence HTTP/1.1" 201 88 "-" "HomeRoom/5.3.1 (iOS 18.3)" rid=1c2d3e4f5a6b7c8d""",
        "Did the parent's absence report get through in the end?",
        "Our web server log",
    ),
    (
        "curl-mis-api",
        ["mis", "http_exchange", "request_id", "rate_limit"],
        """< HTTP/2 429
< date: Wed, 11 Mar 2026 08:15:02 GMT
< x-request-id: 0195dc47-b1a2-7e03-9c4d-5e6f7a8b9c0d
< x-ratelimit-reset: 1773217020
< retry-after: 118
{"error":"rate_limited","detail":"attendance sync limited to 60 calls per minute per school"}""",
        "How long should our sync script wait before retrying?",
        "Output of curl -v against the MIS API",
    ),
    (
        "timetable-export-csv",
        ["timetable", "csv", "ids"],
        """lesson_id,day,period,start,end,class,room,teacher
L-7F2A,Mon,1,08:50,09:40,9X2,S4,DAL
L-7F2B,Mon,2,09:40,10:30,11Y1,S4,DAL
L-81C0,Mon,3,10:50,11:40,7Z3,E12,IBE""",
        "Is Mr Dale teaching back to back in S4 on Monday?",
        "Timetable export",
    ),
    (
        "cloudevent-pasted",
        ["attendance", "cloudevents_pasted", "debug"],
        """{
  "specversion": "1.0",
  "id": "9e2f4a61-0c3b-4d8e-a7f5-1b2c3d4e5f60",
  "source": "/schools/urn-137702/gate",
  "type": "org.schoolgate.mark.recorded",
  "time": "2026-03-11T08:59:03.412Z",
  "data": {"pupil": "Jordan E.", "mark": "L", "minutes_late": 14}
}""",
        "Our consumer drops this event as invalid. Is anything missing from the CloudEvents envelope?",
        "This is the event our consumer rejected",
    ),
    (
        "sentry-event",
        ["mis", "sentry", "event_id"],
        """event_id: 4f8c2a1b9d7e4c3a8b6f0e2d1c9a7b5e
timestamp: 2026-03-09T07:45:31.804Z
level: error
message: KeyError: 'session_code' in attendance_import.parse_row
tags: school=urn-138422, release=att-sync@2.8.0""",
        "What's the likely cause of this import error?",
        "The error from Sentry",
    ),
    (
        "exam-board-results-yaml",
        ["exams", "yaml", "timestamps"],
        """results_release:
  series: "2025 November"
  embargo_lifted: 2026-01-08T06:00:00Z
  downloaded_at: 2026-01-08T06:02:47Z
  file: A2C_54321_NOV25.zip
  sha256: 7d1e0c2b9a8f6e5d4c3b2a1908f7e6d5c4b3a2910f8e7d6c5b4a3f2e1d0c9b8a""",
        "Did we download the results before the embargo lifted?",
        "Results download record",
    ),
    (
        "school-bus-sms",
        ["trips", "sms", "times"],
        """[09/03/2026 15:22:41] Coach Co: Coach 2 for Y9 Ypres trip delayed at Dover, new ETA school 23:40
[09/03/2026 18:05:17] Coach Co: Coach 2 left Calais 17:55 local time, ETA unchanged
[09/03/2026 21:48:03] Coach Co: Coach 2 on M20, ETA 23:25""",
        "What time should parents collect from coach 2?",
        "Texts from the coach company",
    ),
    (
        "behaviour-points-json-nested",
        ["behaviour", "json_nested", "ksuid"],
        """{
  "pupil": {"id": "2dL0pQ8rS3tU6vW9xY1zA4bC7dE", "name": "Finn O.", "year": 10},
  "events": [
    {"ts": "2026-02-24T11:12:40Z", "type": "negative", "points": -3, "reason": "phone"},
    {"ts": "2026-03-03T13:40:15Z", "type": "positive", "points": 2, "reason": "helped Y7"}
  ],
  "generated": "2026-03-11T16:00:00Z"
}""",
        "What is Finn's net points total?",
        "From the behaviour platform",
    ),
    (
        "fsm-eligibility-response",
        ["meals", "http_exchange", "eligibility"],
        """HTTP/1.1 200 OK
Date: Thu, 12 Mar 2026 10:03:51 GMT
X-Correlation-ID: 3c9d1e7f-4a2b-4c8d-9e6f-0a1b2c3d4e5f
Content-Type: application/json

{"checkId": "ECS-88210347", "result": "eligible", "checkedAt": "2026-03-12T10:03:51Z", "validUntil": "2026-08-31"}""",
        "Can we start free school meals for this pupil tomorrow?",
        "Eligibility checker response",
    ),
    (
        "ics-inset-day",
        ["timetable", "ics", "dtstamp"],
        """BEGIN:VEVENT
UID:inset-2026-04-13@ashgrove.example
DTSTAMP:20260301T101500Z
DTSTART;VALUE=DATE:20260413
SUMMARY:INSET day - school closed to pupils
END:VEVENT""",
        "Is school closed to pupils on 13 April?",
        "From the school calendar feed",
    ),
    (
        "kv-sen-provision-log",
        ["sen", "key_value", "times"],
        """date=2026-03-09 start=10:05 end=10:25 pupil=EH-Y2 provision=talk_boost staff=TA.LP attended=yes
date=2026-03-10 start=10:05 end=10:25 pupil=EH-Y2 provision=talk_boost staff=TA.LP attended=no reason=trip
date=2026-03-12 start=10:05 end=10:25 pupil=EH-Y2 provision=talk_boost staff=TA.MR attended=yes""",
        "How many Talk Boost sessions did the pupil actually attend this week?",
        "Provision log",
    ),
    (
        "kafka-attendance-ulids",
        ["attendance", "kafka", "ulid"],
        """% kcat -C -t attendance.marks -o -3 -e
{"id":"01JP8B1X4N7R2T5W8Y0A3C6E9G","pupil":"P-3381","mark":"/","at":"2026-03-12T08:47:05Z"}
{"id":"01JP8B1X9Q3S6V9X1Z4B7D0F2H","pupil":"P-3382","mark":"N","at":"2026-03-12T08:47:06Z"}
{"id":"01JP8B22C5F8H1K4M7P0R3T6V9","pupil":"P-3383","mark":"L","at":"2026-03-12T09:02:44Z"}""",
        "Which pupil is missing a reason code?",
        "The last three messages on the topic",
    ),
    (
        "stripe-like-trip-event",
        ["trips", "payment_event_pasted", "epoch"],
        """{
  "id": "evt_1R4xYzAbCdEfGhIj",
  "object": "event",
  "created": 1772915523,
  "type": "payment_intent.succeeded",
  "data": {"object": {"id": "pi_3R4xYzAbCdEf0001", "amount": 12500, "metadata": {"trip": "Y9 Ypres", "pupil": "Callum B."}}}
}""",
        "This event arrived twice in our log. Is it safe to ignore the second one?",
        "The payment event from our logs",
    ),
    (
        "exam-clash-md",
        ["exams", "markdown_table", "dates"],
        """| Date       | Session | Paper                    | Start | Duration |
|------------|---------|--------------------------|-------|----------|
| 2026-05-19 | AM      | 8035/2 Geography Paper 2 | 09:00 | 1h 30m   |
| 2026-05-19 | AM      | 8658/LF French Listening | 09:00 | 35m      |""",
        "How should we run these two papers for one candidate?",
        "From the candidate's timetable",
    ),
    (
        "webhook-dashboard-log",
        ["parent_messaging", "webhook_log", "delivery_ids"],
        """Delivery 7d2e9a10-4b3c-4f8e-9a1d-0c5b6e7f8a9b  message.read   200  312 ms  2026-03-11 16:05:44
Delivery 0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d  message.read   500  30012 ms  2026-03-11 16:05:45
Delivery 5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716  message.read   500  30008 ms  2026-03-11 16:06:15""",
        "Why are our read receipts timing out?",
        "Delivery log from the messaging dashboard",
    ),
    (
        "jwt-parent-app",
        ["parent_messaging", "jwt_pasted", "id_in_question"],
        """eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwYXJlbnQtNDQ3MSIsInNjaG9vbCI6InVybi0xMzg0MjIiLCJpYXQiOjE3NzMyMTAwMDAsImV4cCI6MTc3MzIxMzYwMH0.Qm9ndXNTaWduYXR1cmVGb3JUZXN0aW5nT25seTEyMzQ""",
        "The parent app logs people out after an hour. Does this token's exp explain it?",
        "The token from the app's local storage",
    ),
    (
        "medicine-consent-form",
        ["trips", "form", "signed"],
        """MEDICINE CONSENT - RESIDENTIAL 20-22 MAY 2026
Pupil: Arjun S. (5H)     Ref: MC-5H-0219
Medicine: cetirizine 5 mg, once daily at 08:00
Signed: P. Shah           Date: 08/03/2026 21:14""",
        "Can staff give the dose at breakfast on the coach on 20 May?",
        "The signed form",
    ),
    (
        "meals-menu-xml",
        ["meals", "xml", "dates"],
        """<menu week="2026-W12" published="2026-03-06T14:00:00Z" school="Fernhill Primary">
  <day date="2026-03-16" main="Fish fingers" veg="Peas" allergens="fish,gluten"/>
  <day date="2026-03-19" main="Peanut satay noodles" allergens="peanut,soya,gluten"/>
</menu>""",
        "Which days contain gluten?",
        "This week's menu feed",
    ),
    (
        "otel-span",
        ["mis", "otel_span", "trace"],
        """{"traceId":"5b8efff798038103d269b633813fc60c","spanId":"eee19b7ec3c1b174","name":"POST /attendance/bulk","startTimeUnixNano":"1773216302118000000","endTimeUnixNano":"1773216309844000000","status":{"code":"ERROR"}}""",
        "How long did this bulk attendance upload take?",
        "The span from our tracing",
    ),
    (
        "visitor-log",
        ["safeguarding", "visitor_log", "times"],
        """Visitor log - Main reception - 11/03/2026
08:32:10  IN   J. Farrow   Educational psychologist   DBS seen   Badge V-014
10:15:42  OUT  J. Farrow
10:20:05  IN   M. Osei     Plumber (contractor)       escorted   Badge V-015""",
        "Was the contractor escorted as the policy requires?",
        "Today's visitor log",
    ),
    (
        "slack-export-cover",
        ["cover", "slack_export", "ts"],
        """[{"type":"message","user":"U05FQ1J3A","text":"Can anyone take 7Z3 P4? Mrs Ibe is off","ts":"1773216302.118209"},
 {"type":"message","user":"U03VARGA1","text":"I can if someone does my duty at 12:50","ts":"1773216419.402113"}]""",
        "Who offered to cover, and on what condition?",
        "Export from our #cover channel",
    ),
    # other languages
    (
        "es-autorizacion-json",
        ["spanish", "trips", "json", "created_at_head"],
        """{
  "creado": "2026-03-09T22:14:51+01:00",
  "id": "0195d6f0-8a1b-7c2d-9e3f-4a5b6c7d8e9f",
  "alumno": "Lucía M.",
  "actividad": "Visita al Museo del Prado",
  "fecha_actividad": "2026-04-16",
  "firmado_por": "madre"
}""",
        "¿Está firmada la autorización de Lucía y por quién?",
        "Esto es lo que devolvió la plataforma",
    ),
    (
        "de-klassenbuch",
        ["german", "attendance", "log"],
        """Erstellt: 10.03.2026 07:58:13
Vorgang: FZ-2026-00412
Schüler/in: Lea V. (7b)
Fehlzeit: 10.03.-11.03.2026, ganztägig
Grund: Krankheit (Mitteilung per E-Mail 06:58)""",
        "Muss ich für zwei Tage ein ärztliches Attest verlangen?",
        "Auszug aus dem digitalen Klassenbuch",
    ),
    (
        "fr-pronote-export",
        ["french", "attendance", "csv"],
        """Date;Heure;Élève;Classe;Motif;Saisi le
09/03/2026;08:00-10:00;Inès R.;4e B;Non justifié;09/03/2026 10:14:27
10/03/2026;13:30-14:25;Inès R.;4e B;Rendez-vous médical;10/03/2026 13:41:02""",
        "Combien d'heures d'absence non justifiées pour Inès ?",
        "Export de la vie scolaire",
    ),
    (
        "ja-kyushoku-json",
        ["japanese", "meals", "json", "japanese_keys"],
        """{"献立ID": "K-2026-0312", "日付": "2026-03-12", "主菜": "えびフライ", "アレルゲン": ["えび", "小麦", "卵"], "更新日時": "2026-03-05T16:20:11+09:00"}""",
        "卵アレルギーの児童は3月12日の主菜を食べられますか？",
        "給食センターのデータです",
    ),
    (
        "ko-attendance-record",
        ["korean", "attendance", "record"],
        """출결번호: AT-20260311-0087
학생: 2학년 3반 김하은
구분: 질병지각
등교시각: 2026-03-11 09:42:18
처리일시: 2026-03-11 10:05:33""",
        "이 지각은 결석 일수에 포함되나요?",
        "학교 시스템에서 나온 기록입니다",
    ),
    (
        "pl-dziennik-wiadomosc",
        ["polish", "parent_messaging", "message"],
        """Nadawca: Anna Lis (rodzic)
Odebrano: 10.03.2026, 21:47:12
Temat: Wycieczka do Malborka
Treść: Czy Antoni może wziąć ze sobą telefon? Bierze lek o 13:00.
ID wiadomości: 01JP3C7Y2M9T4K8W1R5Q0V6BXN""",
        "Jak odpowiedzieć zgodnie z regulaminem wycieczek?",
        "Wiadomość z dziennika",
    ),
    (
        "ar-ghiyab",
        ["arabic", "attendance", "record"],
        """رقم السجل: ABS-2026-3381
الطالب: يوسف أحمد - الصف التاسع (ب)
تاريخ الغياب: 2026-03-09
وقت التسجيل: 2026-03-09 08:05:44
السبب: مرض""",
        "هل يحتاج هذا الغياب إلى تقرير طبي؟",
        "هذا السجل من نظام المدرسة",
    ),
    (
        "hi-trip-form",
        ["hindi", "trips", "form"],
        """अनुमति पत्र संख्या: TR-0424-118
छात्र: आरव वर्मा, कक्षा 6-ब
यात्रा: नेहरू तारामंडल, 24-04-2026
हस्ताक्षर समय: 2026-03-07 20:33:09""",
        "क्या इस छात्र की अनुमति पूरी है?",
        "अभिभावक का भरा हुआ फॉर्म",
    ),
    (
        "ru-journal-json",
        ["russian", "attendance", "json"],
        """{"id": "0195e1c2-7d3a-7f41-8b2c-9d0e1f2a3b4c", "ученик": "Миронов Артём", "урок": 3, "отметка": "Н", "создано": "2026-03-11T10:12:44+03:00", "изменено": "2026-03-11T10:31:05+03:00"}""",
        "Почему отметка изменилась через 20 минут?",
        "Выгрузка из журнала",
    ),
    (
        "zh-leave-record",
        ["chinese", "attendance", "record"],
        """请假单号：QJ20260310-0042
学生：初二（3）班 王子涵
请假时间：2026-03-11 08:00 至 2026-03-11 11:50
提交时间：2026-03-10 20:41:07
审批：班主任已批准""",
        "这张请假单覆盖了上午哪几节课？",
        "家长提交的请假单",
    ),
    (
        "tr-veli-mesaji",
        ["turkish", "parent_messaging", "message"],
        """Gönderen: Ayşe Demir (veli)
Tarih: 11.03.2026 07:15:42
Konu: Emir 7/C devamsızlık
Mesaj: Emir bugün rapor aldı, 3 gün gelmeyecek.
Mesaj No: 5f3e2d1c0b9a8f7e""",
        "Bu devamsızlık özürlü sayılır mı?",
        "e-Okul üzerinden gelen mesaj",
    ),
    (
        "uk-kharchuvannia",
        ["ukrainian", "meals", "csv"],
        """дата;час;учень;клас;страва;сума
2026-03-09;12:05:33;Олена К.;8-А;комплексний обід;45.00
2026-03-10;12:07:19;Олена К.;8-А;комплексний обід;45.00""",
        "Скільки витратила Олена за два дні?",
        "Виписка з їдальні",
    ),
    (
        "nl-verzuimmelding",
        ["dutch", "attendance", "email"],
        """Van: ouders.dejong@mail.example
Datum: wo 11 mrt 2026 07:20:31
Onderwerp: Ziekmelding Daan 3 havo
Bericht-ID: <20260311072031.5A1B2C@mail.example>

Daan is ziek en blijft vandaag thuis.""",
        "Moet ik dit als geoorloofd verzuim registreren?",
        "Doorgestuurde e-mail",
    ),
    (
        "el-apousies",
        ["greek", "attendance", "record"],
        """Καταχωρήθηκε: 10/03/2026 14:05:17
Μαθητής: Νίκος Π., Β2
Απουσίες: 2 (1η και 2η ώρα)
Κωδικός εγγραφής: 7e1d2c3b4a59""",
        "Είναι δικαιολογημένες αυτές οι απουσίες;",
        "Καταχώρηση από το σύστημα",
    ),
    (
        "he-hodaa",
        ["hebrew", "parent_messaging", "message"],
        """מאת: רונית כהן
נשלח: 11.03.2026 21:02:44
נושא: יציאה מוקדמת
תוכן: נועה תצא ביום חמישי בשעה 11:00 לטיפול שיניים.""",
        "מה אני צריכה לעשות במערכת הנוכחות?",
        "הודעה מהורה",
    ),
    (
        "vi-ban-tru",
        ["vietnamese", "meals", "record"],
        """Mã đăng ký: BT-3A-0115
Học sinh: Nguyễn Minh Anh, lớp 3A
Đăng ký bán trú: 2026-03-02 19:45:10
Ghi chú: dị ứng sữa bò""",
        "Cháu đã đăng ký bán trú chưa?",
        "Bản ghi từ hệ thống",
    ),
    (
        "th-attendance",
        ["thai", "attendance", "record"],
        """เลขที่ใบลา: LV-2569-0311
นักเรียน: ด.ช. ภูมิ ป.5/2
วันที่ลา: 9-10 มีนาคม 2569
บันทึกเมื่อ: 2026-03-08 19:22:05""",
        "ใบลานี้ครอบคลุมกี่วัน",
        "ข้อมูลจากระบบ",
    ),
    (
        "cy-absenoldeb",
        ["welsh", "attendance", "record"],
        """Cyfeirnod: ABS-BT-0309
Disgybl: Elis P. (Blwyddyn 2)
Dyddiad: 2026-03-10
Cofnodwyd: 2026-03-10 08:51:37
Cod: I (salwch)""",
        "Ydy'r absenoldeb hwn wedi'i awdurdodi?",
        "Cofnod o'r system",
    ),
    (
        "ga-turas",
        ["irish", "trips", "form"],
        """Uimhir an fhoirm: T-5-2026-031
Dalta: Aoife Ní Bhriain, Rang 5
Turas: Músaem na Staire Nádúrtha, 26/03/2026
Sínithe: 09/03/2026 20:10:55""",
        "An bhfuil cead ag Aoife dul ar an turas?",
        "An fhoirm chead",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fenced",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "message_start",
    "prompt_end",
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
SYSTEM_SCHOOL = (
    "You are the school office assistant. Answer from the material given and say when it is not enough."
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
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"{SYSTEM_SCHOOL}\n\nUser: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"{SYSTEM_SCHOOL}\n\nUser: Can you pull up the record?\nAssistant: {intro}:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "message_start":
        return f"{SYSTEM_SCHOOL}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "prompt_end":
        return f"{SYSTEM_SCHOOL}\n\n{ask} {intro}:\n{block}"
    if placement == "chatml":
        return chatml(SYSTEM_SCHOOL, f"{intro}:\n{block}\n\n{ask}")
    if placement == "llama3":
        return llama3(SYSTEM_SCHOOL, f"{ask}\n\n{block}")
    if placement == "gemma":
        return f"<start_of_turn>user\n{SYSTEM_SCHOOL}\n\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_SCHOOL}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return f"Answer from the documents.\n\n[1] {intro}\n{block}\n\nQuestion: {ask}\nAnswer:"
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I should look up the record.\nAction: lookup_record()\n"
            f"Observation:\n{block}\nThought:"
        )
    if placement == "system_user":
        return f"{SYSTEM_SCHOOL}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnything else unusual in there?"


def negatives_pasted() -> list[Draft]:
    out: list[Draft] = []
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        out.append(
            Draft(
                _place(placement, block, ask, intro),
                f"{SRC}neg:pasted:{source}",
                ["hard_negative", "pasted", placement, *tags],
            )
        )
    return out


# --- negatives: look-alikes in program positions, values the user asks about, near-misses ----------------------


def negatives_hand() -> list[Draft]:
    def neg(source: str, tags: list[str], text: str) -> Draft:
        return Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags])

    return [
        neg(
            "lookalike:policy-adopted",
            ["lookalike", "policy_date"],
            """You answer staff questions about the Attendance Policy of Castleview Primary (adopted by governors on
2025-09-04, next review 2026-09-01). Quote the policy section number.

User: Does a pupil arriving at 09:16 get a U mark?
Assistant:""",
        ),
        neg(
            "lookalike:llama3-cutoff-only",
            ["lookalike", "llama3", "knowledge_cutoff"],
            llama3(
                "Cutting Knowledge Date: December 2023\n\nYou help Year 11 students plan revision.",
                "Make me a revision plan for the two weeks before my first GCSE on 11 May.",
            ),
        ),
        neg(
            "lookalike:chatml-revision",
            ["lookalike", "chatml", "prompt_revision"],
            chatml(
                "Prompt: parent-reply\nRevision: 2026-01-15 (r7)\nYou draft replies to parents for the school office. "
                "Warm, brief, no jargon.",
                "A parent asks whether pupils can wear trainers for the sponsored walk on Friday.",
            ),
        ),
        neg(
            "lookalike:front-matter-approval",
            ["lookalike", "front_matter", "approval_date"],
            """---
service: cover-desk
school: Thornbury Secondary
approved: 2025-12-02
term: Spring 2
timezone: Europe/London
---
You suggest cover for absent staff using the cover rules: no member of staff covers more than two lessons a
week, and support staff cover only registered classes.

User: Can a teaching assistant cover a Year 10 chemistry practical?
Assistant:""",
        ),
        neg(
            "lookalike:xml-stable-attrs",
            ["lookalike", "xml_attribute", "urn"],
            """<school urn="138422" la="873" phase="primary" tz="Europe/London"/>
Help the office answer questions about school meals. Reception to Year 2 meals are free.

Parent: My daughter is in Year 2. Why was I charged for her lunch?
Assistant:""",
        ),
        neg(
            "lookalike:json-tenant-build",
            ["lookalike", "single_line_json", "tenant"],
            """{"tenant": "6d3f2a10-8b4c-4e9a-a1f7-2c5e9d0b7a43", "build": "2026.03.0", "locale": "en-GB"}
You summarise SEN support plans for class teachers in five bullet points.

User: Summarise: "Needs: dyslexia. Provision: coloured overlays, extra time 25 %, reader for tests."
Assistant:""",
        ),
        neg(
            "lookalike:unrendered-template",
            ["lookalike", "template_placeholder"],
            """Today is {{current_date}}. You help the exams officer plan invigilation.

User: How many invigilators do I need for 120 candidates in the sports hall?
Assistant:""",
        ),
        neg(
            "lookalike:html-comment-revision",
            ["lookalike", "html_comment", "template_revision"],
            """<!-- template=trip-letter rev=12 updated=2025-11-20 owner=office -->
Write a letter to Year 4 parents about the visit to the Roman Baths on Thursday 23 April 2026. Cost GBP 14,
coach leaves 08:45, back by 15:15.
Assistant:""",
        ),
        neg(
            "lookalike:office-hours-kv",
            ["lookalike", "key_value", "office_hours"],
            """OFFICE_HOURS=08:00-16:30
REGISTER_CLOSES=09:15
ABSENCE_LINE=01632 960 411

You answer parents' questions for Hollybank Primary's office.

Parent: What time do I need to ring by to report an absence?
Assistant:""",
        ),
        neg(
            "lookalike:request-headers-stable",
            ["lookalike", "http_headers", "stable"],
            """Host: parents.hollybank.example
Accept-Language: pl-PL,pl;q=0.9,en;q=0.6
User-Agent: HomeRoom/5.3.1 (Android 15)

Reply in the parent's preferred language.

Parent: Kiedy jest zebranie z rodzicami w klasie 3?
Assistant:""",
        ),
        neg(
            "lookalike:api-version",
            ["lookalike", "api_version"],
            """api-version: 2025-11-01
You explain MIS API errors to school data managers.

User: What does error 409 CONFLICT on PUT /pupils/{id}/contacts mean?
Assistant:""",
        ),
        neg(
            "lookalike:term-dates-system",
            ["lookalike", "term_dates"],
            """You answer questions about Ashgrove Academy's calendar. Term dates 2025/26: Autumn 3 Sep - 19 Dec;
Spring 5 Jan - 27 Mar; Summer 13 Apr - 22 Jul. INSET days: 2 Sep, 5 Jan, 13 Apr, 23 Jul.

User: Is 13 April a school day for pupils?
Assistant:""",
        ),
        neg(
            "asked:epoch",
            ["asked", "epoch"],
            """Our meals till export has a column "t" with values like 1773057273 and 1773057273412. Which one is in
milliseconds, and what lunchtime does the first one correspond to in UK time?""",
        ),
        neg(
            "asked:uuid7",
            ["asked", "uuid7"],
            """The attendance record id is 0195d2a1-3c7e-7b40-8f19-a2c6e0d4b931. I read that UUIDv7 ids contain a time.
When was this record created?""",
        ),
        neg(
            "asked:ulid",
            ["asked", "ulid"],
            """User: The parent messaging app shows message 01JP5ZK3W8D9F2T6M4B7X0QHCA as "failed". Can the ULID tell me
when it was sent?
Assistant:""",
        ),
        neg(
            "asked:own-clock",
            ["asked", "user_time"],
            """User: It's 08:52 now and the register closes at 09:15. If my bus is 20 minutes late, will I get a late
mark or an unauthorised one?
Assistant:""",
        ),
        neg(
            "asked:traceparent-support",
            ["asked", "traceparent"],
            """I'm reporting a bug in the cover app to your support team. The failing request had
traceparent: 00-8a3c60f7d188f8fa79d48a391a778fa6-53995c3f42cd8ad8-01
and it happened at 07:33 this morning. What else do you need from me?""",
        ),
        neg(
            "asked:few-shot-dates",
            ["asked", "few_shot"],
            """Convert parents' absence notes into a record.

Example: "Sam off sick Tues 3rd March" -> {"pupil": "Sam", "date": "2026-03-03", "reason": "illness"}
Example: "Ella at dentist 10-11am on the 5th" -> {"pupil": "Ella", "date": "2026-03-05", "reason": "medical"}

Note: "Jack has a funeral on Friday 13 March, back Monday"
Output:""",
        ),
        neg(
            "asked:relative-times",
            ["asked", "relative_time"],
            """The cover app says "updated 3 minutes ago" and "next sync in 2 min", but the board still shows Mr Dale in
S4 from yesterday. Should I trust it?""",
        ),
        neg(
            "asked:iso-week",
            ["asked", "iso_week"],
            """Our homework planner uses ISO weeks. Mocks are in 2026-W13 and the Easter holiday starts after that.
Which dates is 2026-W13?""",
        ),
        neg(
            "asked:exam-deadline-arithmetic",
            ["asked", "dates"],
            """Late entries for the June series cost extra after 21 February 2026 and are very late after 21 March 2026.
If I submit on Monday 16 March at 17:30, which fee band am I in?""",
        ),
        neg(
            "near-miss:pasted-bot-prompt",
            ["near_miss", "pasted_prompt", "now_line_in_content"],
            """Our vendor's parent chatbot told a parent that Friday was a school day. I captured the prompt it sent
yesterday from the debug console:

    System: You answer parents for Elmstead Primary.
    Current time: 2026-03-12T16:41:07+00:00
    Session: 3b2f9c1e-7a4d-4e8b-9c0f-1d2e3a4b5c6d
    Calendar: Fri 13 Mar 2026 - INSET day, school closed to pupils

Given that prompt, why might the bot still have got it wrong?""",
        ),
        neg(
            "near-miss:pasted-newsletter-front-matter",
            ["near_miss", "pasted_front_matter", "generated_at_in_content"],
            """Proofread this newsletter file before I publish it. Don't change the front matter.

---
title: Spring newsletter 3
date: 2026-03-13
generated_at: 2026-03-12T15:02:44Z
author: Office
---
Attendance last week was 95.8 %. Well done 4H (99.1 %)! Term ends Friday 27 March at 14:00.""",
        ),
        neg(
            "near-miss:pasted-xml-attrs",
            ["near_miss", "pasted_xml", "request_attrs_in_content"],
            """Why does our importer reject this message from the local authority's admissions system?

<Transfer id="a91f3c7e5d2b" received="2026-03-10 09:14:02.553120" school="138422">
  <Pupil upn="A123456789012" name="Holly K." year="3" start="2026-04-13"/>
</Transfer>""",
        ),
        neg(
            "plain:control-1",
            ["control", "plain"],
            """You help primary teachers plan PE lessons. Keep activities safe and inclusive.

User: Give me a 30-minute Year 2 ball skills lesson for the hall.
Assistant:""",
        ),
        neg(
            "plain:control-2",
            ["control", "plain", "welsh"],
            """Rwyt ti'n helpu athrawon i ysgrifennu adroddiadau diwedd blwyddyn.

Ysgrifenna sylw byr, cadarnhaol am ddisgybl sy'n darllen yn dda ond sydd angen gweithio ar ei lawysgrifen.""",
        ),
    ]


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted() + negatives_hand() + generated_negatives(g)
    return make_holdout.assemble("hold88", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
