"""Build `prompt_normalizer/corpus/holdout63.jsonl`, a sixty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout63.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout56.py` only the module docstrings were read (extracted with `ast.get_docstring`, with a
keyword search over them for neighbours in this domain and a count of the languages, calendars and
identifier shapes they name), to keep clear of the sources, scenarios and languages they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block (with the
constants and the opening lines of its generator class right under it) and its last 150 lines (the
placement of pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` showed the file names, a check with a listing of the last five file names in the
corpus folder showed that neither this file nor `holdout63.jsonl` existed yet, and a grep of
`pyproject.toml` showed ruff's settings.) `make_holdout57.py` to `make_holdout62.py` and
`make_holdout64.py`, written at the same time, were not read, and nothing here was taken from them.

The domain is prisons, probation and courts administration: inmate case management, visit booking,
prison canteen and phone accounts, probation supervision appointments, electronic monitoring (tags),
court listings and hearings scheduling, case files and court clerks' tools, legal aid applications and
victim notification services. The earlier docstrings name neighbours of it: legal intake
(make_holdout3), legal-aid chatbots (make_holdout6), court dockets and e-discovery (make_holdout5,
dropped again by make_holdout13 and make_holdout20), civic services next to the courts in
make_holdout20 (legal aid intake screeners, conflict checks, a means calculator, an IVR line,
mediation, jury summons, probate desks, family law self-help, a victims' advice chat, restorative
justice letters), police custody in make_holdout41 (a custody system clock over a custody record,
custody record extracts, stop and search), the legal profession in make_holdout47 (an e-filing
helper, a daily cause list fetch, a tribunal claim helper, a remote hearing room, a court fee
calculator, bundle pagination, consent orders, transcript orders, an interpreter booking from Teams,
a hand-down list, an appeals clerk's clock, small claims, a costs budget check, law clinics, a
housing duty desk, a welfare benefits appeal), a tribunal bundle run and appeals in benefits
administration (make_holdout52) and a court coordinator for interpreters (make_holdout54). The
scenarios here were written around them: courts are seen from the listing office, the courtroom
clerk, the legal adviser's results, the counter, the register, exhibits, warrants, fines and the
video links to prisons (no e-filing, no cause list fetch, no fee calculator, no bundle pagination or
transcript order, no interpreter booking); legal aid from the providers' portal, the agency's
caseworking queue, its decision makers, evidence checks, fee claims and helpline callbacks (no intake
screener, conflict check or means calculator, no law clinic or duty desk); victims from custody
status notification, the victim contact scheme, parole hearings, protective orders and a helpline
out of hours (no advice chat, no restorative justice); and prisons, probation and electronic
monitoring, which no earlier docstring names, from the staff's and the families' tools. Custody
appears only as prison custody, never as police custody. The sources are:

* inmate case management: a sentence calculation run (ULID and RFC 3339 ms +01:00 start inside a
  sentence; the calculated SED, CRD, HDCED and TUSED stay), a wing tablet's officer session and
  opening time (day-first), a cell sharing risk assessment helper behind YAML front matter (quoted
  `generated_at`, KSUID session; the policy revision stays), an adjudication charge dated today by
  the charge tool with its job (the offence date stays), key worker session rows in a markdown table
  (ObjectId session, opening time; the next review stays), a segregation review as a Teams activity
  (`id`, `timestamp`; the message with its placement times stays), a resettlement planner's nested
  YAML request id and `isoformat()` time (the release date stays), intelligence triage behind
  traceparent and tracestate, an escort move as Standard Webhooks (id, timestamp and signature move;
  the move with its date and `created_at` stays), a reception RFID read (`read=` cuid2, `t=` in ms
  before stable pairs), an activities allocation logfmt line (xid `run=`, Go RFC3339Nano
  `started=`), roll figures "as of" a time with a parenthesised TSID snapshot (the wing counts stay),
  a wing office clock (a time alone; the officer's incident times stay) and an in-cell tablet behind
  a Llama 3 system header (`Today Date` moves, `Cutting Knowledge Date` stays);
* visit booking: a booking widget's pretty JSON (UUIDv7 `booking_session`, `requested_at`), a
  booking line SMS with a `[received ...]` prefix (the booking reference stays), a video call app's
  `X-Visit-Token` JWT (the booked call stays), slots fetched "at" an RFC 1123 time with a base32
  fetch id (the slots stay), a visits hall kiosk (base58 session, a weekday and time), legal visits
  with a `CF-Ray` at the tail, a table plan run (UUIDv6 and time inside a sentence), a WhatsApp
  family day message (`id`, `timestamp`; the sender and text stay), a visits mailbox polled "at" an
  RFC 2822 time with a poll id (the e-mail's own `Date` and `Message-ID` stay), a video call's XML
  elements (TypeID session, joining time), and families' questions in Faroese (`Í dag:`), Greenlandic
  (`Ullumi:`), Papiamentu (`Awor:` and a base36 session), Sesotho (`Kajeno:` with a Sesotho month),
  Shona (`Nhasi:` and a lower-case ULID), Tetum (`Ohin:`) and Corsican (`Oghje:`);
* prison canteen and phone accounts: spends "as of" an SQL Server time with a Sonyflake snapshot
  (the balances stay), sending money through a Stripe Checkout session and `Idempotency-Key`
  (`Stripe-Version` and the customer stay), a call recording platform's response `Date` and a UUIDv1
  `X-Request-ID` above a call CSV that stays, a PIN number request as a Slack event (`event_id`,
  `event_time`, `ts`; team and channel stay), a US commissary kiosk (upper-case hex session, month-first
  12-hour time), a secure messaging screen (`X-Message-Id`, US medium `Received`; the message stays),
  a canteen sheet read by OCR with its upload line under it, an in-cell tablet's single-line JSON
  (`req` TSID, `tablet_clock_ms`), a canteen dispute from SQS (`MessageId`, `SentTimestamp`;
  `MessageGroupId` and the body stay), a phone statement dated today by the statement tool with its
  job, a Setswana line (`Gompieno:` and a nanoid) and a Chichewa tuck shop in a Mistral `[INST]`
  prompt (`Lero:` on its own line);
* probation supervision: appointments fetched "at" a time with an xid fetch id (the slots stay), a
  Twilio inbound text (`MessageSid`, day-first `Received`; sender and body stay), case notes behind
  a header with a UUIDv8 session and a Ruby `Time#to_s` login time (CRN and dates stay), a risk
  summary's XML elements (cuid2 `<session>`, `isoformat()` `<now>`; the assessment date stays), a
  reporting kiosk (TSID session, dotted day-first time), community payback `KEY=value` lines
  (`RUN_ID`, `RUN_STARTED_MS`), a warning letter dated today with its job, an approved premises
  office clock (a 12-hour time alone, after the staff member's message), programme attendance behind
  an HTML comment (`req=` base58, `at=` epoch), a drug test result as a binary-mode CloudEvent
  (`ce-id`, `ce-time`; `collected_at` stays), a home visit app behind gRPC metadata
  (`x-request-start-ns`), a pre-sentence report helper with Semantic Kernel's current-time sentence
  inside its paragraph, and Kyrgyz (`Азыр:` and a session) and Romansh (`Oz:` with a Romansh month)
  lines;
* electronic monitoring: an alert queue "as of" a time alone with a KSUID snapshot (alert times
  stay), a tag fitting app (UUIDv7 visit session, device time +01:00; the order stays), a curfew
  letter's `letter_job=` and `letter_date=` lines, a GPS trail window computed from now (both ends
  in one span; the points stay), alcohol readings behind `X-Amzn-Trace-Id`, home unit heartbeats
  polled "at" an asctime time with a hex poll id, a contractor API response (`date`, `x-request-id`;
  `api-version` and the order stay), a device shadow fetched for the request (`timestamp`,
  `clientToken`; the reported state stays), an exclusion zone editor with Sentry headers at the
  tail, a dashboard behind B3 multi headers (`X-B3-Sampled` stays), a tamper event from Event Grid
  (`id`, seven-digit `eventTime`; `tamperDetectedAt` stays), an operator's call (SIP Call-ID,
  `DD Mon YYYY` answer time) and a Sardinian line (`Oe:` and an xid);
* court listings and hearings scheduling: a listing optimiser run (UUIDv6 and time in a sentence;
  custody time limits stay), courtroom availability "as of" a time (the rooms stay), a listing
  request delivery (`X-Delivery-Id`, `X-Delivered-At`, `X-Listing-Signature`; the request with its
  `submitted_at` stays), a witness import logfmt line (KSUID, microsecond time), a prison-to-court
  video link's XML attributes (each followed by stable ones; the hearing stays), a results cookie's
  session pair (its last), a Google Chat event (`eventTime`, message `name`; the space stays), the
  judicial diary call made for the request (upper-case UUID `X-Correlation-Id`, .NET round trip), a
  readiness check run (KSUID and GNU `date` in a sentence), and Taiwanese (`今日：` with a Republic of
  China calendar date), Sindhi (`اڄ:` in Extended Arabic-Indic digits), Manx (`Jiu:` with a Manx
  month), Guarani (`Ko'ágã:`), Wolof (`Tey:` and a cuid2) and Malagasy (`Androany:`) lines;
* case files and court clerks' tools: a minute sheet (base32 clerk session, a time alone; the
  clerk's times stay), an exhibit register looked up "at" a time with a TypeID lookup id, a warrant
  dated today with its job in markdown bullets, a case file OCR job (`[ocr job=... done=...]` with a
  Log4j time), a register search (base58 id and Postgres time in a sentence; the convictions stay), a
  clerk's Windows clock, a fine payment (`Idempotency-Key`, `Request-Time`; the account and balance
  stay), a bundle index with Go's `time.Now().String()` at the tail, a counter session (ULID, Oracle
  timestamp), correspondence in a ChatML system turn (current date inline before `<|im_end|>`), a
  Riyadh court helper (`اليوم:` with a Hijri date in Arabic-Indic digits and a session), a Mizo line
  (`Vawiin:` and a nanoid) and a terminal bridge above a mainframe screen (`bridge-run-date:` as a
  `YYDDD` Julian date, a decimal task number; the screen stays);
* legal aid applications: a provider portal's `X-Provider-Session` JWT (the provider account and
  portal release stay), an application delivery envelope (`delivery_id`, `delivered_at`; the
  application with its `submitted_at` stays), an application pulled "at" an RFC 850 time with a
  base58 pull id, an evidence upload's id and receipt under the pasted letter, a status page behind a
  traceparent HTML comment, interests-of-justice reasons with a "Today is ..." sentence inside the
  paragraph, a helpline callback (decimal IVR call id, US medium answer time), a fee claim
  validation run (id and Python logging time in a sentence), and Kinyarwanda (`Uyu munsi:` and a
  base32 conversation), Assamese (`আজি:` with a Saka calendar date in Assamese digits) and Inuktitut
  (`ᐅᓪᓗᒥ:` in syllabics) lines;
* victim notification services: a registration call (SIP Call-ID, month-first 12-hour answer time),
  a victim liaison letter's `job:` and `date:` lines, a release notification batch (KSUID and Go
  RFC3339Nano in a sentence; the releases stay), a portal chat (ObjectId conversation, JavaScript
  `toString()` client time), victim personal statement bullets (base58 session, opening time),
  custody status retrieved "at" a -07:00 time with a snowflake lookup id (the release estimate
  stays), a parole hearing as a structured CloudEvent (`id`, `time`; the hearing and deadline stay),
  a protective order from SNS (`MessageId`, `Timestamp`, `Signature`; `TopicArn` and the message
  stay), a helpline chat (CSRF nonce, chat id), Hawaii's notification line (US medium HST time, hex
  request) and an isiXhosa line (`Ngoku:`).

The generated positive family puts one field (41 of its 42 formats and labels, or in one case the
current time under a "now" label in the body's language) at one of twelve positions (head, system
tail, header block with stable neighbours, after the last user message, footer after `--`, YAML front
matter, a pretty JSON member never last in its object, an XML attribute followed by a stable one, a
`key=value` pair in a bracketed context line followed by a stable pair, a `(sent ...)` stamp on the
user's message, an HTML comment, a markdown bullet between stable bullets; three or four each) of 20
bodies (14 English, 6 in isiXhosa, Setswana, Papiamentu, Kyrgyz, Kinyarwanda and Malagasy, which end
with the user's message or the metadata after it).

The negatives are material of the same world. 63 blocks are pasted, one placement each of sixteen
(question after, before, typed straight under the block, a question ending in the block's introduction,
two blank lines each side below an introduction, quoted with "> ", fenced, in an earlier turn, in a user
turn under a system prompt, in ChatML, Gemma, Phi-3 and Llama 3 user turns, indented, a question on both
sides, and with a request to answer in Papiamentu, Setswana or Faroese appended): a sentence calculation
sheet, an adjudication record, a CSRA, a person escort record, a property card, a segregation review,
licence conditions, an HDC address check, a ROTL licence, a visit confirmation e-mail with its `Date`
and `Message-ID`, a closed visits letter, a canteen sheet, a canteen receipt, PIN contacts, a call log
CSV, a payment receipt, a jail e-message with its header, a commissary JSON export whose first members
are `"id"` and `"timestamp"`, a probation appointment letter, a warning letter, a sentence plan, an
unpaid work timesheet, a toxicology report, an approved premises sign-in sheet, a recall notice, a
curfew requirement, a violation report, a GPS CSV, a home unit logfmt log, an installation record,
alcohol readings, a court list, a notice of hearing, an adjournment order, a listing request, witness
availability, a register extract, an exhibit log, a warrant, bail conditions, a result sheet, a legal
aid application summary, a refusal letter, a rejected fee claim, a victim liaison letter, a VINE-style
SMS, a victim personal statement, a parole decision summary, a restraining order, a fine notice, an
incident log, a roll sheet, an nginx access log, a Standard Webhooks delivery pasted to debug its
signature, `curl -i` output with `date` and `x-request-id`, a Sentry event whose first member is
`"timestamp"`, an ICS invite with `DTSTAMP`, a Taiwanese court notice in the ROC calendar, Papiamentu
visit rules, a Kyrgyz probation card, a Malagasy summons, Faroese visiting times and an isiXhosa parole
notice. 25 hand-written look-alikes hold stable values in program positions (an induction checklist
revision, a case header with sentence dates, a Llama 3 header with only its knowledge cutoff, a ChatML
turn with a prison's founding and rules dates, a template's approval and review dates in front matter, a
court's XML attributes, an API version and tenant uuid in single-line JSON, a prompt revision in an HTML
comment, a monitoring order in a markdown table, `KEY=value` settings with a contract start in RFC 3339,
a guidance revision in a footer, Azure `api-version` and tenant, `Stripe-Version` and a customer,
Discord guild and channel ids, office hours with a time zone, an authored review date, a bracketed
context line with an API version, a licence, a case with its next hearing, a legal aid certificate, a
victim contact record, a kiosk's firmware, a bot's model and release, a parole case and an operational
capacity); 22 hold values the user asks about or types (tag epochs, a booking ULID, a traceparent and a
JWT for support, a user-typed clock at the gate, relative times, sentence and custody time limit
arithmetic, few-shot hearing dates, an unrendered template, an exercise sentence, ISO weeks of a trial
window, ROC and Hijri dates to convert, a video link across time zones, "Today is my release date" in a
ChatML user turn, a move uuid, a Twilio sid, a booking typed with its time, an error page's `Date`,
Stripe refund ids and a case number); two are plain controls. The generated negative family puts one
stable look-alike (22 kinds: knowledge cutoff, prompt revision, API version, tenant uuid, establishment,
court code, policy effective date, contract start in RFC 3339, visiting hours, time zone, build,
release, office hours, capacity, canteen cut-off, curfew grace, model, guidance, template, monitoring
centre phone, contract, case uuid; or an account, registration, case, CRN, prison number or booking
reference in parentheses on the user's message) at the same positions of the same bodies.

Formats: RFC 3339 at precisions 0, 3, 6, 7 and 9 with `Z` and offsets (-07:00, -05:00, +01:00,
+06:00), RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()`, `isoformat()` and logging,
Log4j ISO 8601, Go RFC3339Nano and `time.Now().String()`, .NET round trip, Semantic Kernel's long
rendering, JavaScript `toISOString()` and `toString()`, Windows general, US medium, month-first
12-hour and day-first slashed and dotted date-times, `DD Mon YYYY HH:MM:SS`, ISO basic, compact
`YYYYMMDDHHMMSS`, Postgres `timestamptz`, Ruby `Time#to_s`, SQL Server `datetime`, Oracle
`TIMESTAMP WITH TIME ZONE`, a mainframe `YYDDD` Julian date, British and US long dates, Llama 3's
`Today Date`, ISO week dates, a 24-hour and a 12-hour time alone, a weekday with a time, a query
window with both ends, epochs in s, ms, us and ns, and dates in the Republic of China, Hijri and
Saka calendars and with Faroese, Greenlandic, Sesotho, Romansh and Manx month names, Arabic-Indic,
Extended Arabic-Indic and Assamese digits. Identifiers: UUID v1, v4 (also upper case), v6, v7 and v8,
ULID (also lower case), KSUID, xid, cuid2, nanoid, TSID, Sonyflake, TypeID, ObjectId, snowflakes,
traceparent and tracestate, B3 single and multi, X-Ray, Sentry trace and baggage, CF-Ray, long hex
(also upper case), base32, base36, base58, base62, base64 and base64url tokens, JWTs, decimal ids, SIP
Call-IDs, Standard Webhooks ids and signatures, Slack event ids and `ts`, WhatsApp `wamid.`, Twilio
`SM` and `MS` sids, a CSRF token, Stripe Checkout sessions and vendor-prefixed ids (`adj-`, `stj-`,
`wl_`, `wj-`, `cvr_`, `dlv_`, `up_`, `vlo-`, `msg_`, `vcs_`, `exl_`, `req_`). Positions: header
blocks (`Label: value`, HTTP request and response headers, webhook, CloudEvents binary, trace, B3
and Sentry headers, gRPC metadata, a cookie, `KEY=value` lines), head and tail of the prompt, the
tail of a system prompt (also in ChatML, Llama 3 and Mistral prompts), YAML front matter and nested
YAML, pretty and single-line JSON members (also in Teams, Slack, WhatsApp, Google Chat, SQS, SNS,
Event Grid, CloudEvents and delivery envelopes and a device shadow), XML attributes and elements,
`key=value` pairs in bracketed lines, a logfmt line and an HTML comment, markdown table rows and
bullets, templated sentences inside a paragraph, phrases with their preposition ("at ...", "as of
..."), ids inside sentences, parenthesised ids, a `[received ...]` prefix, `(sent ...)` on the user's
message, metadata lines after the last user message, footers after `--`, and program lines right
above or below a pasted, uploaded or fetched block.

Prompts are in English (British, US, Hawaiian and Canadian settings) and in Faroese, Greenlandic,
Papiamentu, Sesotho, Shona, Tetum, Corsican, Setswana, Chichewa, Kyrgyz, Romansh, Sardinian,
Traditional Chinese (Taiwan), Sindhi, Guarani, Wolof, Malagasy, Arabic, Mizo, Kinyarwanda, Assamese
and isiXhosa, with labels in Manx and Inuktitut (scripts: Latin, Cyrillic, Han, Arabic, Bengali-
Assamese, Canadian syllabics); most of these languages are named by at most one earlier docstring.
Prompts in those languages end with the user's message or with the metadata after it, except the
Mistral one.

What it is: 318 prompts. 164 carry volatile fields (255 spans): 120 hand-written positives (211
spans; 87 with two or more fields, four of them with three) and 44 generated ones. 154 carry none: 63
pasted blocks, 25 look-alikes in program positions, 22 values the user asks about or types, two plain
controls and 42 generated hard negatives. The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Justice records are content: prison numbers, CRNs, booking numbers, case, claim, order, warrant,
  certificate, move, exhibit and account numbers; sentence dates (SED, CRD, HDCED, TUSED, licence
  expiry, parole eligibility), remand and tagged bail days, custody time limits, offence, charge and
  hearing times, curfew hours and order periods, visit slots and booking references, canteen and
  phone balances, call records, tag events, GPS points, alcohol readings, heartbeats, drug test
  collection times, listing windows, witness availability, register entries, fines and deadlines,
  release estimates, parole hearing dates and statement deadlines stay, also next to a program's
  stamp and also when the program fetched them for this request; only the stamp ("Roll figures as of
  <time> (snapshot <id>) for this request:", "Visit slots fetched from the booking service at <time>
  (fetch <id>) for this request:") and the ids minted for the snapshot, fetch, poll, pull or lookup
  move.
* A case's own details in a header or system prompt (prisoner, CRN, sentence and licence dates,
  next appointment or hearing, certificate validity, order, panel) are per case, not per request,
  and stay, as do establishments, wings, devices, kiosks, courts and court codes, desks, PDUs,
  providers, tenants, contracts, customers, Slack teams and channels, Google Chat spaces, Discord
  guilds and channels, WhatsApp senders, SNS topics, Event Grid topics and `MessageGroupId`.
* Work logins and calls are sessions: officer, clerk, counter, kiosk, visit, chat, portal and
  booking sessions with their opening time, a video call session with its joining time, a checkout
  session, a provider's session JWT and a visitor's token, a cookie's session pair, an operator's or
  registration line's Call-ID with its answer time and an IVR call id move. A CSRF token is a
  per-session nonce.
* Runs and jobs move with their start or finish: sentence calculation, allocation, table plan,
  listing optimiser, witness import, readiness check, register search, fee claim validation and
  release notification runs, OCR, letter, warrant, charge and statement jobs; a document date that
  the drafting tool fills in as today moves with its job id. A GPS query window computed from now
  moves as one span.
* Device and site clocks read for this request are the current time in any form: a wing office PC,
  a kiosk (a weekday with a time), a field officer's device, an approved premises office PC, a
  clerk's workstation, a counter PC, a tablet clock in ms, a mainframe bridge's run date. Times that
  officers, clerks, visitors and victims type, and the times in their notes, stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Table plan run <id> finished at <time> using separation list v14." leaves "Table plan run
  finished using separation list v14."); a parenthesised id is cut with its parentheses and sits
  before "for this request:"; XML attributes and `key=value` pairs are followed by a stable
  neighbour, except a cookie's session pair, its last; bracketed lines open with a stable word
  (`[rfid ...]`, `[ocr ...]`, `[ctx ...]`); single-line JSON members are cut with the comma after
  them and follow a stable member, and volatile members of pretty-printed JSON are never the last
  member of their object; a markdown row or bullet, an XML element, a nested YAML member, a
  `KEY=value` or `key=value` line, a header line, an HTML comment holding one field, a line holding
  one field in any script (also with a full-width colon) and a stamp on its own line in a Mistral
  instruction are whole-line spans; a field followed by `<|im_end|>` on its line is an inline span; a
  `[received ...]` prefix is cut from the front of its line and a `(sent ...)` stamp from the end of
  the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header that rule 4's machinery knows, on
  a line of its own) end positives; Gemma and Phi-3 templates, whose reply headers it does not know,
  appear only in negatives, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer
  after `[/INST]` as rule 4 gives it.
"""

from __future__ import annotations

import base64
import json
import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
    DAYS_LONG,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
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
    log4j_iso,
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

SEED = 20370263
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout63.jsonl"
SRC = "holdout63:"

ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": timezone(timedelta(0), "GMT"),
    "BST": timezone(timedelta(hours=1), "BST"),
    "CET": timezone(timedelta(hours=1), "CET"),
    "CEST": timezone(timedelta(hours=2), "CEST"),
    "SAST": timezone(timedelta(hours=2), "SAST"),
    "CAT": timezone(timedelta(hours=2), "CAT"),
    "EAT": timezone(timedelta(hours=3), "EAT"),
    "AST3": timezone(timedelta(hours=3), "AST"),
    "KGT": timezone(timedelta(hours=6), "KGT"),
    "PKT": timezone(timedelta(hours=5), "PKT"),
    "IST": timezone(timedelta(hours=5, minutes=30), "IST"),
    "CST8": timezone(timedelta(hours=8), "CST"),
    "TLT": timezone(timedelta(hours=9), "TLT"),
    "AEST": timezone(timedelta(hours=10), "AEST"),
    "NZST": timezone(timedelta(hours=12), "NZST"),
    "AST4": timezone(timedelta(hours=-4), "AST"),
    "PYT": timezone(timedelta(hours=-3), "PYT"),
    "WGT": timezone(timedelta(hours=-2), "WGT"),
    "EST": timezone(timedelta(hours=-5), "EST"),
    "EDT": timezone(timedelta(hours=-4), "EDT"),
    "CDT": timezone(timedelta(hours=-5), "CDT"),
    "MST": timezone(timedelta(hours=-7), "MST"),
    "PDT": timezone(timedelta(hours=-7), "PDT"),
    "HST": timezone(timedelta(hours=-10), "HST"),
    "AKDT": timezone(timedelta(hours=-8), "AKDT"),
    "WET": timezone(timedelta(0), "WET"),
    "EAT3": timezone(timedelta(hours=3), "EAT"),
}

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CROCK_LOWER = CROCK.lower()
BASE36 = "0123456789abcdefghijklmnopqrstuvwxyz"
BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯"
ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
EXT_ARABIC_INDIC = "۰۱۲۳۴۵۶۷۸۹"
FULLWIDTH = "０１２３４５６７８９"
GREGORIAN_OFFSET = 0x01B21DD213814000


# --- value formats that make_holdout lacks ---------------------------------------------------------------------


def digits_in(text: str, table: str) -> str:
    """`text` with its ASCII digits written in another script's digits."""
    return "".join(table[int(c)] if c.isdigit() and c.isascii() else c for c in text)


def _off(t: datetime, colon: bool = True) -> str:
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def asctime(t: datetime) -> str:
    u = t.astimezone(UTC)
    return ctime(u)


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def twelve(t: datetime, seconds: bool = False) -> str:
    h = t.hour % 12 or 12
    tail = f":{t:%S}" if seconds else ""
    return f"{h}:{t:%M}{tail} {'PM' if t.hour >= 12 else 'AM'}"


def dmy_slash(t: datetime, seconds: bool = False) -> str:
    return f"{t:%d/%m/%Y %H:%M}" + (f":{t:%S}" if seconds else "")


def mdy_slash(t: datetime) -> str:
    return f"{t:%m/%d/%Y} {twelve(t)}"


def dotted(t: datetime, seconds: bool = False) -> str:
    return f"{t:%d.%m.%Y %H:%M}" + (f":{t:%S}" if seconds else "")


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def pg_tz(t: datetime) -> str:
    delta = t.utcoffset() or timedelta(0)
    hours = int(delta.total_seconds() // 3600)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{'+' if hours >= 0 else '-'}{abs(hours):02d}"


def ruby_to_s(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S} {_off(t, False)}"


def mssql(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}"


def oracle_ts(t: datetime) -> str:
    h = t.hour % 12 or 12
    return (f"{t.day:02d}-{MONTHS[t.month - 1].upper()}-{t:%y} {h:02d}.{t:%M.%S}.{t.microsecond:06d} "
            f"{'PM' if t.hour >= 12 else 'AM'} {_off(t)}")


def yyddd(t: datetime) -> str:
    """A mainframe's Julian date, YYDDD."""
    return f"{t:%y}{t.timetuple().tm_yday:03d}"


def dd_mon(t: datetime, seconds: bool = False) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}" + (f":{t:%S}" if seconds else "")


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def roc_date(t: datetime) -> str:
    """A Republic of China (Minguo) calendar date as Taiwan's courts write it."""
    return f"民國{t.year - 1911}年{t.month}月{t.day}日"


def _jdn(d: date) -> int:
    return d.toordinal() + 1721425


def hijri(d: date) -> tuple[int, int, int]:
    """The tabular Islamic calendar date of `d` (civil epoch)."""
    jd = _jdn(d)
    days = jd - 1948440 + 10632
    n = (days - 1) // 10631
    days = days - 10631 * n + 354
    j = ((10985 - days) // 5316) * ((50 * days) // 17719) + (days // 5670) * ((43 * days) // 15238)
    days = days - ((30 - j) // 15) * ((17719 * j) // 50) - (j // 16) * ((15238 * j) // 43) + 29
    month = (24 * days) // 709
    day = days - (709 * month) // 24
    year = 30 * n + j - 30
    return year, month, day


def saka(d: date) -> tuple[int, int, int]:
    """The Indian national (Saka) calendar date of `d`."""
    leap = d.year % 4 == 0 and (d.year % 100 != 0 or d.year % 400 == 0)
    start = date(d.year, 3, 21 if leap else 22)
    year = d.year - 78
    if d < start:
        year -= 1
        prev_leap = (d.year - 1) % 4 == 0 and ((d.year - 1) % 100 != 0 or (d.year - 1) % 400 == 0)
        start = date(d.year - 1, 3, 21 if prev_leap else 22)
        leap = prev_leap
    lengths = [31 if leap else 30] + [31] * 5 + [30] * 6
    offset = (d - start).days
    month = 0
    while offset >= lengths[month]:
        offset -= lengths[month]
        month += 1
    return year, month + 1, offset + 1


SAKA_MONTHS_AS = ["চ'ত", "বহাগ", "জেঠ", "আহাৰ", "শাওণ", "ভাদ", "আহিন", "কাতি", "আঘোণ", "পুহ", "মাঘ", "ফাগুন"]


class Gen63(Gen):
    """make_holdout's Gen with zones by name and identifier shapes it lacks."""

    def at(self, zone: str) -> datetime:
        return self.moment(ZONES[zone])

    def uuid1t(self, t: datetime) -> str:
        ticks = epoch_us(t) * 10 + GREGORIAN_OFFSET
        value = ((ticks & 0xFFFFFFFF) << 96) | (((ticks >> 32) & 0xFFFF) << 80) | (((ticks >> 48) & 0xFFF) << 64)
        return self._uuid(value | self.rng.getrandbits(62), 1)

    def uuid6(self, t: datetime) -> str:
        ticks = epoch_us(t) * 10 + GREGORIAN_OFFSET
        value = ((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(62)
        return self._uuid(value, 6)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        return base64.b32hexencode(raw).decode().rstrip("=").lower()

    def cuid2(self) -> str:
        return self.rng.choice(BASE36[10:]) + "".join(self.rng.choice(BASE36) for _ in range(23))

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join(CROCK[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def sonyflake(self, t: datetime) -> str:
        units = (epoch_ms(t) - 1_409_529_600_000) // 10
        return str((units << 24) | (self.rng.getrandbits(8) << 16) | self.rng.getrandbits(16))

    def typeid(self, prefix: str, t: datetime) -> str:
        value = int(self.uuid7(t).replace("-", ""), 16)
        return prefix + "_" + "".join(CROCK_LOWER[(value >> (5 * i)) & 31] for i in reversed(range(26)))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(BASE36) for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def sip_call_id(self) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-{self.hex(4)}@{self.pick(['10.20.4.17', 'sbc1.voice.example', '172.16.8.40'])}"

    def twilio_sid(self, prefix: str = "SM") -> str:
        return prefix + self.hex(32)

    def wamid(self) -> str:
        return "wamid.HBgM" + self.b64(30).replace("+", "A").replace("/", "B").rstrip("=")

    def ms_tick(self) -> int:
        return self.small(0, 10)


# --- hand-written positives ---------------------------------------------------------------------------------------

POS: list[Callable[[Gen63], Draft]] = []


def pos(fn: Callable[[Gen63], Draft]) -> Callable[[Gen63], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# inmate case management -----------------------------------------------------------------------------------------


@pos
def _sentence_calc_run(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You assist the offender management unit (OMU) at HMP Thornfield with sentence calculations. Explain
the dates in plain English for the prisoner's key worker; never change a calculated date yourself.

Sentence calculation run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} on calculation engine scs-4.2.

Prisoner: A4471DK (MARSH, Jordan)
Sentence: 28 months imprisonment, imposed 14/11/2025 at Leeds Crown Court
Remand days: 61   Tagged bail days: 18
Calculated: SED 2028-01-12 | CRD 2026-12-29 | HDCED 2026-09-30 | TUSED 2028-12-28

Key worker: He asks why his HDC eligibility date comes before his release date and whether he could be
out by October.
Assistant:""", "case-management:sentence-calc", ["inline_sentence", "ulid", "rfc3339_ms", "offset", "content_dates"])


@pos
def _wing_tablet_induction(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Establishment: HMP Thornfield (TFI)
Wing: C (induction)
{v('session_id', 'Officer session: ' + g.nanoid())}
{v('datetime', 'Session opened: ' + dmy_slash(t))}
Device: wing-tablet-C-03

You help wing officers through the first-night and induction checklist. Keep answers to the steps the
officer can take on the wing tonight and say which department owns anything else.

Officer: New arrival on C2-14 says he has no phone numbers approved and his property hasn't come
over from reception. What do I tell him tonight?
Assistant:""", "case-management:wing-tablet", ["head", "header_block", "nanoid", "dmy_slash", "stable_neighbours"])


@pos
def _csra_front_matter(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""---
tool: csra-assist
establishment: HMP Ravenscar (RVI)
{v('datetime', 'generated_at: "' + rfc3339(t, 3) + '"')}
{v('session_id', 'csra_session: ' + g.ksuid(t))}
policy: cell sharing risk assessment, local instruction rev. 2023-08
---
Summarise the factors on file that bear on the cell sharing risk assessment and say which ones need
a review by the safer custody team. Do not give a rating yourself.

Factors on file: conviction for s.18 wounding (2019); racially aggravated threats on remand at HMP
Leeds in 2021 (proven adjudication); no incidents in the last 30 months; self-reported good relations
on two shared cells since 2024.""", "case-management:csra", ["front_matter", "rfc3339_ms", "ksuid", "stable_neighbours"])


@pos
def _adjudication_charge(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You draft the written charge for a prison adjudication from the reporting officer's notes. Use the
wording of the Prison Rules paragraph the officer names, and keep the facts to what the notes say.
{v('run_id', 'Draft job: adj-' + g.b32(10).lower())}
{v('date', 'Date of issue (filled in by the charge tool, today): ' + british_long(t))}

Officer's notes: On the evening of Sunday 1 March 2026 at about 18:40 on B landing, prisoner A9920KT
refused three direct orders to return to cell B3-22 for lock-up. Rule 51 para 22 (disobeys any lawful
order). Witness: OSG Paterson.

Charge:""", "case-management:adjudication", ["system_tail", "artefact_today", "british_long", "b32", "content_dates"])


@pos
def _keyworker_table(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You write up key worker sessions as short case notes in the third person. Mention goals agreed and
any safety concerns first.

| Field        | Value                         |
|--------------|-------------------------------|
| Prisoner     | A1187FE                       |
| Key worker   | Officer R. Banda              |
{v('session_id', '| Session      | ' + g.objectid(t) + '      |')}
{v('datetime', '| Opened       | ' + iso_space(t)[:16] + ' BST          |')}
| Next review  | 2026-04-14                    |

Notes from the officer: he has got onto the kitchen waiting list, still worried about his mum's
health, asked about a compassionate ROTL, no self-harm concerns raised, says he's sleeping better.
Case note:""", "case-management:key-worker", ["md_table", "objectid", "iso_minutes", "stable_neighbours"])


@pos
def _segregation_teams(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""A message from the segregation unit's Teams channel was forwarded to the review assistant.
Summarise what the board needs to decide at the 72-hour review and list anything missing.

{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 6).replace('Z', '') + 'Z",')}
  "channelId": "msteams",
  "conversation": {{"id": "19:seg-unit-hmp-ravenscar@thread.tacv2", "conversationType": "channel"}},
  "text": "Review for A3021PL due Thursday. Placed 02/03 at 16:10 under GOOD (own protection). Healthcare screen done 02/03 17:05. No mental health in-reach yet. Asks for phone call to sister."
}}
Summary:""", "case-management:segregation-teams", ["json_block", "teams_activity", "epoch_ms", "rfc3339_us",
                                                     "envelope_vs_payload"])


@pos
def _release_planning_yaml(g: Gen63) -> Draft:
    t = g.at("CEST")
    return P(f"""context:
  service: resettlement-planner
  prison: HMP Northmoor
  request:
    {v('request_id', 'id: ' + g.uuid7(t))}
    {v('datetime', 'at: ' + py_iso(t))}
  case:
    prisoner: A5512RX
    release_date: 2026-06-18
    accommodation: none confirmed
    probation_practitioner: assigned

You turn the resettlement case above into a 12-week pre-release plan: accommodation first, then ID,
bank account, benefits, GP registration and the first probation appointment. Use week numbers
counted back from the release date.

User: Draft the plan, and flag what has to happen before the 12-week point.
Assistant:""", "case-management:resettlement", ["nested_yaml", "uuid7", "python_isoformat", "content_dates"])


@pos
def _intel_triage_traceparent(g: Gen63) -> Draft:
    return P(f"""POST /v2/intel/triage HTTP/1.1
Host: intel-assist.internal.example
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: sec=' + g.hex(16) + ',ingest=' + g.b64url(9))}
Content-Type: application/json

You grade security information reports for the prison's intelligence desk with the 3x5x2 scale and
suggest one action. Never name the source.

Report: Information that packages are being thrown over the wall near the gym between 19:00 and 19:30
on weekdays; a prisoner on D wing collects them during association. Source says it has happened at
least four times since February.

Grading:""", "case-management:intel-triage", ["head", "header_block", "traceparent", "tracestate"])


@pos
def _escort_move_webhook(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Incoming move request from the escort contractor's system:
{v('message_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64(32))}
content-type: application/json

{{"move_id": "MV-2026-118204", "prisoner": "A7730JM", "from": "HMP Northmoor", "to": "Teesside Crown Court",
 "date": "2026-03-11", "reason": "court_appearance", "created_at": "2026-03-04T09:12:55Z",
 "alerts": ["violent", "escape_list_standard"]}}

Check the move against the prisoner's alerts and tell the reception team what to prepare.
Answer:""", "case-management:escort-webhook", ["header_block", "standard_webhooks", "epoch_s", "signature",
                                                 "envelope_vs_payload"])


@pos
def _reception_property_scan(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help reception staff record prisoners' property. Flag anything that is not allowed in possession
under the facilities list and suggest whether it goes to stored property or handed-out property.

[rfid {v('request_id', 'read=' + g.cuid2())} {v('epoch', 't=' + str(epoch_ms(t)))} station=rec-2 bag=PB-0048211]
Items scanned: 1 digital watch (Casio F-91W), 2 books, 1 PlayStation 2 with 3 games, 1 gold chain,
3 letters, 1 electric razor (mains), 11 photographs, 1 USB stick.

Officer: Which of these can he keep in his cell?
Assistant:""", "case-management:reception-property", ["key_value_inline", "bracketed", "cuid2", "epoch_ms"])


@pos
def _activities_allocation_logfmt(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Explain the allocation result to the activities hub manager: who got which place and why the waiting
list looks the way it does.

level=info msg="allocation finished" {v('run_id', 'run=' + g.xid(t))} {v('datetime', 'started=' + go_nano(t, g.small(1, 1000)))} prison=RVI engine=alloc-2.7

Allocated: A1187FE -> kitchen (am/pm); A5512RX -> Level 2 maths (am); A3021PL -> not allocated
(on segregation); A9920KT -> textiles (pm); A4471DK -> waiting list for bricks (priority 3).

Manager: Why is A4471DK still waiting when he was top of the bricks list last month?
Assistant:""", "case-management:activities-allocation", ["logfmt", "key_value_inline", "xid", "go_rfc3339nano"])


@pos
def _roll_count_snapshot(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You help the orderly officer reconcile the roll. Point out wings where the figures do not add up.

Roll figures {v('datetime', 'as of ' + iso_space(t)[:16] + ' BST')} {v('request_id', '(snapshot ' + g.tsid(t) + ')')} for this request:
Wing   Unlock  Out(court)  Out(hospital)  Out(ROTL)  In cell
A      142     3           1              0          138
B      156     2           0              1          152
C      88      0           0              0          87
D      121     4           0              2          115

Officer: C wing says 88 on the roll and 87 in cell, nobody out. What do we do?
Assistant:""", "case-management:roll-count", ["as_of_phrase", "parenthesised_id", "tsid", "snapshot_vs_rows"])


@pos
def _wing_office_clock(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help officers write the incident log entry after an incident on the wing: times in order, facts
only, no opinions. Use the officer's times, not the clock.
{v('datetime', 'Wing office PC clock: ' + f'{t:%H:%M:%S}')}

Officer's notes: 21:02 cell bell B2-07, no answer. 21:03 observation panel covered. 21:04 Code Blue
called, two officers enter. 21:05 prisoner on the bed, breathing, cut to left forearm. 21:11
healthcare arrive. 21:30 ACCT opened by night orderly officer.

Log entry:""", "case-management:wing-clock", ["system_tail", "time_alone", "device_clock", "user_times_stay"])


@pos
def _llama3_resettlement(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + f'{t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You answer prisoners' questions about getting ready for release, as shown on the in-cell learning
tablet. Short sentences, reading age 9. Point to the resettlement team for anything about housing.<|eot_id|><|start_header_id|>user<|end_header_id|>

how do i get a bank acount before i get out i have no id<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
             "case-management:llama3-tablet", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _faroese_visits(g: Gen63) -> Draft:
    t = g.at("WET")
    fo_days = ["mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur", "sunnudagur"]
    fo_months = ["januar", "februar", "mars", "apríl", "mai", "juni", "juli", "august", "september", "oktober",
                 "november", "desember"]
    return P(f"""You answer questions from relatives about visiting the prison in Tórshavn. Reply in Faroese, briefly,
and give the phone number of the prison office for bookings.
{v('date', 'Í dag: ' + fo_days[t.weekday()] + ' ' + str(t.day) + '. ' + fo_months[t.month - 1] + ' ' + str(t.year) + ', kl. ' + f'{t:%H:%M}')}

Hvussu ofta kann eg vitja bróður mín, og skal eg bíleggja tíð frammanundan?""", "visits:faroese",
             ["system_tail", "localized_now", "faroese", "non_english"])


@pos
def _greenlandic_visits(g: Gen63) -> Draft:
    t = g.at("WGT")
    kl_months = ["januaari", "februaari", "marsi", "apriili", "maaji", "juuni", "juuli", "aggusti", "septembari",
                 "oktobari", "novembari", "decembari"]
    return P(f"""You answer relatives of people held at the correctional institution in Nuuk about visits. Reply in
Greenlandic first and add one line in Danish.

User: Aqagu pulaarsinnaavunga?
{v('date', 'Ullumi: ' + str(t.day) + '. ' + kl_months[t.month - 1] + ' ' + str(t.year) + ' ' + f'{t:%H:%M}')}""",
             "visits:greenlandic", ["last_user", "localized_now", "greenlandic", "non_english"])


# visit booking ----------------------------------------------------------------------------------------------------


@pos
def _visit_widget_json(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""{{
  "widget": "visit-booking",
  "prison": "HMP Ashbourne",
  {v('session_id', '"booking_session": "' + g.uuid7(t) + '",')}
  {v('datetime', '"requested_at": "' + js_iso(t) + '",')}
  "locale": "en-GB"
}}
You help people book social visits at HMP Ashbourne. Visits run Tuesday, Thursday and Saturday,
14:00-16:00; up to three adult visitors and any number of children; book at least 24 hours ahead.
Every adult needs photo ID.

Visitor: My 17 year old son wants to come with me and his nan, does he count as an adult?
Assistant:""", "visits:booking-widget", ["head", "json_block", "uuid7", "js_iso", "stable_neighbours"])


@pos
def _visit_sms_relay(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You answer texts to the visits booking line. One or two short sentences, no links. If the visitor
wants to change a booking, tell them to reply CHANGE and the reference.

{v('datetime', '[received ' + dmy_slash(t, True) + ']')} hi its Kerry, booked visit ref VB-7QK2M for sat 2pm but my car failed
its MOT can my sister drive me instead she isnt on the booking
Reply:""", "visits:sms-relay", ["received_prefix", "dmy_slash", "booking_ref_stays"])


@pos
def _video_visit_token(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Secure video calls help desk. Answer families' questions about joining a video call with someone in
prison: equipment, ID checks, what happens if the call drops. Calls are 30 minutes and can end early if
the rules are broken.
X-Client: family-app/3.14.0 (Android 15)
{v('token', 'X-Visit-Token: ' + g.jwt(t, 'visitor-201884'))}
Call booked: Friday 13 March 2026, 18:30-19:00, HMP Ashbourne

Visitor: The app says my face doesn't match my ID, I've had my hair cut since the photo. What do I do?
Assistant:""", "visits:video-token", ["header_block", "jwt", "stable_neighbours", "content_dates"])


@pos
def _visit_slots_fetched(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You offer visit slots to the booking line caller. Offer the two earliest slots that fit what they ask
and never offer a slot marked FULL.

Visit slots fetched from the booking service {v('datetime', 'at ' + http_date(t))} {v('request_id', '(fetch ' + g.b32(16) + ')')} for this request:
Tue 17/03 14:00  social  FULL
Thu 19/03 14:00  social  2 tables left
Thu 19/03 15:00  family  FULL
Sat 21/03 14:00  social  5 tables left
Sat 21/03 15:00  social  1 table left

Caller: Can I come on Thursday, or is Saturday better? I've got my two little ones with me.
Assistant:""", "visits:slots-fetched", ["fetched_phrase", "http_date", "parenthesised_id", "b32",
                                         "snapshot_vs_rows"])


@pos
def _visits_kiosk(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Visits hall kiosk - HMP Ashbourne
{v('session_id', 'Kiosk session: ' + g.b58(22))}
{v('datetime', 'Kiosk clock: ' + DAYS[t.weekday()] + ' ' + f'{t:%H:%M}')}
Kiosk: VH-ENT-2

You help visitors check in at the kiosk before a social visit: scan the booking QR code, then ID,
then lockers. Check-in closes 30 minutes after the session starts.

Visitor: It says my booking is for the wrong day?? I'm sure I booked today
Assistant:""", "visits:kiosk", ["head", "header_block", "b58", "weekday_time", "device_clock"])


@pos
def _legal_visits_cf(g: Gen63) -> Draft:
    return P(f"""You help solicitors' offices book legal visits and professional video calls at HMP Ashbourne. Legal
visits are weekdays 09:15-11:30 and 14:00-16:00; the booking needs the SRA number and the client's
prison number.

User: Can a trainee come on her own to take instructions, or does it have to be a solicitor?

CF-IPCountry: GB
{v('request_id', 'CF-Ray: ' + g.cf_ray())}""", "visits:legal-visits", ["tail", "cf_ray", "stable_neighbours"])


@pos
def _visits_table_plan(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You explain the visits hall seating plan to the visits manager. Separation markers must never sit in
adjacent tables, and tables near the play area go to visits with children first.

Table plan run {v('run_id', g.uuid6(t))} finished {v('datetime', 'at ' + rfc3339(t))} using separation list v14.

Plan for Saturday 14:00: T1 A1187FE (2 adults, 1 child), T2 A5512RX (1 adult), T3 empty (buffer),
T4 A3302BD (2 adults), T5 A7730JM (1 adult, 2 children) ... separation: A3302BD / A7730JM.

Manager: Why did it put A7730JM at T5 when he's got kids? T1 is closer to the play area.
Assistant:""", "visits:table-plan", ["inline_sentence", "uuid6", "rfc3339", "offset"])


@pos
def _whatsapp_family_day(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""WhatsApp message to the family day team (via the Cloud API webhook):
{{
  "from": "447700900418",
  {v('message_id', '"id": "' + g.wamid() + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Is the family day on 4 April still on? My daughter is 3, can she come, and do I need to bring food?"}}
}}

Answer the family in one friendly WhatsApp message. Family days: children under 18 with a booked adult,
food is provided, no buggies in the sports hall.
Answer:""", "visits:whatsapp-family-day", ["json_block", "whatsapp", "wamid", "epoch_s", "envelope_vs_payload"])


@pos
def _visits_mailbox_poll(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""Draft a reply from the visits booking team to the e-mail below. Visits can be cancelled up to two
hours before the start; closed visits need the security department's agreement.

Visits mailbox polled {v('datetime', 'at ' + rfc2822(t))} {v('request_id', '(poll ' + g.hex(12) + ')')} for this request:

From: Leanne Ward <leanne.ward@mailbox.example>
Date: Tue, 3 Mar 2026 22:41:09 +0000
Message-ID: <CAF8x=Qz2u1W+0k@mail.example>
Subject: visit sat - cancel?

Hi, my partner (A7730JM) has been told his visits are closed for a month. Is my Saturday visit
cancelled or can I still come? Ref VB-2HX9D.

Reply:""", "visits:mailbox-poll", ["fetched_phrase", "rfc2822", "parenthesised_id", "hex",
                                    "email_date_stays"])


@pos
def _video_visit_xml(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""<video_call>
  {v('session_id', '<call_session>' + g.typeid('vcs', t) + '</call_session>')}
  {v('datetime', '<joined_at>' + rfc3339(t, 6) + '</joined_at>')}
  <prison>HMP Ashbourne</prison>
  <booked_slot>18:30-19:00</booked_slot>
</video_call>
You watch video calls for rule breaks and explain them to the family in one calm sentence.

Event: a second adult came into view at 18:41 and was not on the booking.
Message to the family:""", "visits:video-call-xml", ["xml_element", "typeid", "rfc3339_us", "head"])


@pos
def _papiamento_visits(g: Gen63) -> Draft:
    t = g.at("AST4")
    return P(f"""You help relatives with visits at the SDKK prison in Curaçao. Answer in Papiamentu. Visits are on
Wednesday and Saturday; bring your sédula and the visitor's pass.
{v('session_id', 'Session: ' + g.b36(16))}
{v('datetime', 'Awor: ' + f'{t:%d-%m-%Y %H:%M}')}

Bon dia, mi ke bishitá mi yu na SDKK djasabra. Kiko mi mester trese?""", "visits:papiamento",
             ["system_tail", "localized_now", "papiamento", "b36", "non_english"])


@pos
def _sesotho_visits(g: Gen63) -> Draft:
    t = g.at("SAST")
    st_months = ["Pherekgong", "Hlakola", "Hlakubele", "Mmese", "Motsheanong", "Phupjane", "Phupu", "Phato",
                 "Lewedi", "Mphalane", "Pudungwana", "Tshitwe"]
    return P(f"""{v('date', 'Kajeno: ' + str(t.day) + ' ' + st_months[t.month - 1] + ' ' + str(t.year))}
You answer relatives of inmates of the Lesotho Correctional Service about visits at Maseru Central.
Reply in Sesotho. Visits are on weekends from 09:00 to 15:00.

Ke kopa ho tseba hore na nka etela ngoan'eso Moqebelo?""", "visits:sesotho",
             ["head", "localized_now", "sesotho", "non_english"])


@pos
def _shona_visits(g: Gen63) -> Draft:
    t = g.at("CAT")
    return P(f"""You help families with visits at prisons run by the correctional service in Harare. Reply in Shona,
short and polite. Bring an ID card; food parcels are searched at the gate.

Mubvunzo: Ndingashanyira sei hama yangu iri mujeri reChikurubi?
{v('datetime', 'Nhasi: ' + dotted(t))}
{v('request_id', 'Req: ' + g.ulid(t).lower())}""", "visits:shona",
             ["tail", "localized_now", "ulid_lower", "shona", "non_english"])


@pos
def _tetum_visits(g: Gen63) -> Draft:
    t = g.at("TLT")
    return P(f"""Ita ajuda família sira ne'ebé hakarak vizita prizioneiru iha Becora, Dili. Hatán iha lian Tetun.
{v('date', 'Ohin: ' + f'{t:%d/%m/%Y}')}

Bele vizita ha'u-nia maun iha loron Sábadu ka lae?""", "visits:tetum",
             ["system_tail", "localized_now", "tetum", "non_english"])


# canteen and phone accounts -------------------------------------------------------------------------------------


@pos
def _spends_snapshot(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You answer prisoners' questions about their private cash and spends as shown on the kiosk. Use the
balances below; do not promise refunds.

Account balances {v('datetime', 'as of ' + mssql(t))} {v('request_id', '(snapshot ' + g.sonyflake(t) + ')')} for this request:
Private cash   GBP 43.20
Spends         GBP 15.50   (Enhanced, weekly limit GBP 25.50)
Savings        GBP 112.00
Last canteen   GBP 11.85 on 26/02/2026

Prisoner: why can i only spend 15.50 this week when im enhanced, i had 25 last week
Assistant:""", "canteen:spends-snapshot", ["as_of_phrase", "mssql", "parenthesised_id", "sonyflake",
                                            "snapshot_vs_rows"])


@pos
def _send_money_checkout(g: Gen63) -> Draft:
    return P(f"""You help people send money to someone in prison by debit card. Payments arrive within three working
days; the prison can refuse a payment; the most you can send at once is GBP 250.

Stripe-Version: 2024-06-20
Customer: cus_Qb7HkLm2Xr9TnW
{v('session_id', 'Checkout session: cs_live_' + g.b62(58))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Sender: I sent 40 pounds on Monday and it's not on his account yet. Has it gone missing?
Assistant:""", "canteen:send-money", ["header_block", "stripe", "session_id", "stable_neighbours"])


@pos
def _call_review_response(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You help the public protection team review prisoner phone calls. List calls to numbers that are not
on the approved list and calls cut short by the system.

Response headers from the call recording platform for this request:
HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid1t(t))}
Content-Type: text/csv

call_id,prisoner,dialled,start,duration_s,ended_by
C-88120931,A7730JM,07700900331,2026-03-02 18:02:11,600,limit
C-88121477,A7730JM,07700900812,2026-03-02 19:40:53,41,caller
C-88124005,A7730JM,07700900331,2026-03-03 18:01:30,596,caller

Approved list for A7730JM: 07700900331 (partner), 01632960441 (mother).
Findings:""", "phones:call-review", ["header_block", "http_date", "uuid1", "pasted_csv_stays"])


@pos
def _pin_approval_slack(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""A PIN phone number request was posted in the security team's Slack channel. Tell the team what checks
are still needed before the number is approved.

{{
  "team_id": "T04HMPASH",
  {v('message_id', '"event_id": "Ev' + g.b32(10) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "message",
    "channel": "C05SECPIN",
    {v('message_id', '"ts": "' + str(epoch_s(t)) + '.' + g.digits(6) + '",')}
    "text": "PIN add request A5512RX: 07700900146, says it is his new solicitor. No SRA number given."
  }}
}}
Checks:""", "phones:pin-slack", ["json_block", "slack_event", "epoch_s", "slack_ts", "envelope_vs_payload"])


@pos
def _setswana_canteen(g: Gen63) -> Draft:
    t = g.at("CAT")
    return P(f"""You answer families of inmates held by the Botswana Prisons Service about sending money and canteen.
Reply in Setswana.

Ke batla go itse gore ke ka romelela mogolole wa me madi jang.
{v('date', 'Gompieno: ' + f'{t:%Y-%m-%d}')}
{v('session_id', 'Puisano: ' + g.nanoid())}""", "canteen:setswana",
             ["tail", "localized_now", "setswana", "nanoid", "non_english"])


@pos
def _commissary_kiosk_us(g: Gen63) -> Draft:
    t = g.at("CDT")
    return P(f"""Commissary kiosk assistant - Harlan County Detention Center
{v('session_id', 'Kiosk session: ' + g.upper_hex(20))}
{v('datetime', 'Local time: ' + mdy_slash(t) + ' CDT')}
Facility: HCDC, Housing unit 4B

Help the inmate place a commissary order. Orders close Tuesday at 11:59 PM for Thursday delivery;
indigent kits are free once every two weeks if the balance is under $2.00.

Inmate: my balance is 1.40 can i get the hygiene kit this week
Assistant:""", "canteen:commissary-kiosk", ["head", "header_block", "upper_hex", "mdy_12h", "stable_neighbours"])


@pos
def _secure_message_screen(g: Gen63) -> Draft:
    t = g.at("EDT")
    return P(f"""You screen messages sent to inmates through the secure messaging service. Flag threats, plans to
smuggle items, three-way call arrangements and coded language; otherwise answer "release".

{v('message_id', 'X-Message-Id: ' + g.twilio_sid('MS'))}
{v('datetime', 'Received: ' + us_medium(t))}
To: inmate #2231907 (Unit C)

Message: hey baby, the thing we talked about is set for visiting day, ill have it in the usual place.
tell D to call my cousin at 8 and put me on the line.

Decision:""", "canteen:secure-messaging", ["header_block", "message_id", "us_medium", "envelope_vs_payload"])


@pos
def _canteen_ocr_upload(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You check canteen sheets read by OCR against the prisoner's spends. Point out lines the OCR may have
misread and the total.

Read from the paper sheet:
Cell B3-22  A9920KT
2 x Tuna in brine 1.35
1 x Shower gel 1.10
3 x Noodles chicken 0.45
1 x Phonecard credit 5.00
[ocr {v('request_id', 'upload=' + g.b32(12).lower())} {v('datetime', 'received=' + iso_space(t))} device=scanner-wing-B]

Officer: Does this go over his 15.50 spends?
Assistant:""", "canteen:ocr-upload", ["key_value_inline", "bracketed", "b32", "iso_space", "pasted_content"])


@pos
def _tablet_single_json(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""{{"app":"learning-hub",{v('request_id', '"req":"' + g.tsid(t) + '",')}{v('epoch', '"tablet_clock_ms":' + str(epoch_ms(t)) + ',')}"cell":"B3-22","level":"entry-3"}}
You are the reading tutor on the in-cell tablet. Give one short paragraph of feedback on the learner's
writing and one thing to practise. Be encouraging; never mention the learner's offence.

Learner's writing: i want to get my forklift licens when i get out becase my uncle has a yard and he
said he will give me a job if i get it""", "canteen:tablet-json", ["json_inline", "tsid", "epoch_ms", "head"])


@pos
def _canteen_dispute_sqs(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Canteen dispute received from the kiosk queue. Explain to the prisoner whether a refund is due: missing
items are refunded, items he changed his mind about are not.

{{
  {v('message_id', '"MessageId": "' + g.uuid4() + '",')}
  {v('epoch', '"SentTimestamp": "' + str(epoch_ms(t)) + '",')}
  "MessageGroupId": "canteen-disputes-TFI",
  "Body": "{{\\"prisoner\\":\\"A1187FE\\",\\"order\\":\\"CO-2026-10-18821\\",\\"delivered\\":\\"2026-03-05\\",\\"claim\\":\\"2 x tuna missing from bag\\"}}"
}}
Answer:""", "canteen:dispute-sqs", ["json_block", "sqs", "uuid", "epoch_ms", "envelope_vs_payload"])


@pos
def _phone_statement_job(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You write the covering note for a prisoner's PIN phone account statement. Say what the balance is,
what the biggest costs were, and how to top up.
{v('run_id', 'Statement job: stj-' + g.b36(12))}
{v('date', 'Statement date (filled in by the statement tool, today): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}

Statement lines (from the account): opening credit GBP 9.60; 14 calls to landlines GBP 3.92; 6 calls to
mobiles GBP 4.14; top-up from spends GBP 5.00; closing credit GBP 6.54.
Covering note:""", "phones:statement-job", ["system_tail", "artefact_today", "b36", "content_amounts"])


@pos
def _chichewa_tuckshop(g: Gen63) -> Draft:
    t = g.at("CAT")
    return P(f"""[INST] You answer families of prisoners held by the Malawi Prison Service about sending money for
the tuck shop. Reply in Chichewa.
{v('date', 'Lero: ' + f'{t:%d/%m/%Y}')}

Kodi ndingatumize bwanji ndalama kwa mchimwene wanga ku ndende ya Maula? [/INST]""", "canteen:chichewa-mistral",
             ["mistral", "chat_template", "localized_now", "chichewa", "non_english"])


# probation supervision ------------------------------------------------------------------------------------------


@pos
def _probation_appointments_fetched(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help people on probation rearrange supervision appointments. Offer the two earliest free slots
with their practitioner; a missed appointment without a good reason is recorded as a failure to comply.

Appointments fetched from the case system {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(fetch ' + g.xid(t) + ')')} for this request:
Practitioner: S. Okafor (Bradford North PDU)
Current appointment: Wed 11/03/2026 10:30 (office)
Free: Wed 11/03 15:00, Thu 12/03 09:30, Fri 13/03 11:00 (phone), Mon 16/03 10:00

Person on probation: I've got a job interview Wednesday morning, can I come in the afternoon instead?
Assistant:""", "probation:appointments-fetched", ["fetched_phrase", "rfc3339_ms", "parenthesised_id", "xid",
                                                   "snapshot_vs_rows"])


@pos
def _probation_sms_twilio(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Reply to a text from a person on probation on behalf of their probation practitioner. Plain words, at
most 300 characters, never discuss the offence by text.

From: +447700900587
{v('message_id', 'MessageSid: ' + g.twilio_sid('SM'))}
{v('datetime', 'Received: ' + dmy_slash(t, True))}
Body: cant make it tmrw my little girl is in hospital, can i ring instead

Reply:""", "probation:sms-reply", ["header_block", "twilio_sid", "dmy_slash", "envelope_vs_payload"])


@pos
def _case_notes_header(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""Probation case notes assistant
{v('session_id', 'Session: ' + g.uuid8())}
{v('datetime', 'Logged in: ' + ruby_to_s(t))}
PDU: Leeds East
Role: Probation Officer

Turn the officer's rough notes into a contact record: what was discussed, risk indicators, actions
with owners. Keep the CRN and dates exactly as given.

Notes: CRN X418822. Seen 09/03 office. Says he's moved in with new partner (address not yet checked,
partner has 2 kids under 10). Negative drug test 02/03. Still on waiting list for Building Better
Relationships. Next appt 23/03.
Contact record:""", "probation:case-notes", ["head", "header_block", "uuid8", "ruby_time", "content_dates"])


@pos
def _risk_summary_xml(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""<context>
  {v('session_id', '<session>' + g.cuid2() + '</session>')}
  {v('datetime', '<now>' + py_iso(t) + '</now>')}
  <assessment completed="2026-02-17" type="layer3" />
  <region>North East</region>
</context>
You draft the risk of serious harm summary for a pre-release report from the assessment scores. Who is
at risk, what the risk is, when it is most likely, and what would reduce it.

Scores: OGRS3 62% (2 yr), OVP 48%, RSR 3.1%. Risk to known adult (ex-partner) HIGH in community;
risk to children MEDIUM. Triggers: alcohol, contact with ex-partner, loss of accommodation.
Summary:""", "probation:risk-summary", ["xml_element", "cuid2", "python_isoformat", "head", "content_dates"])


@pos
def _reporting_kiosk(g: Gen63) -> Draft:
    t = g.at("CET")
    return P(f"""You run the self-service reporting kiosk in the probation office. After the fingerprint check, ask the
three check-in questions (address, work, any police contact) and say when to see a practitioner.
{v('session_id', 'Kiosk session: ' + g.tsid(t))}
{v('datetime', 'Kiosk time: ' + dotted(t, True))}

Person: I moved out of my mum's last week, I'm at my mate's now.
Assistant:""", "probation:reporting-kiosk", ["system_tail", "tsid", "dotted", "device_clock"])


@pos
def _unpaid_work_env(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""# community payback allocation, exported for the assistant
REGION=yorkshire-humber
{v('run_id', 'RUN_ID=' + g.ulid(t))}
{v('epoch', 'RUN_STARTED_MS=' + str(epoch_ms(t)))}
PROJECT_CATALOGUE=2026.1
MAX_TRAVEL_MIN=45

Explain to the unpaid work supervisor why people were placed on each project and who is still
unplaced.

Placed: Canal towpath clearance (Sat) 6/6; Charity shop sorting (Tue, Thu) 4/5; Allotment project (Sun)
5/8. Unplaced: 3 people who can only do weekday evenings.
Supervisor: Can we open an evening project so those three can start their hours?
Assistant:""", "probation:unpaid-work", ["key_value_lines", "ulid", "epoch_ms", "stable_neighbours"])


@pos
def _warning_letter_job(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Draft a first warning letter for a missed probation appointment. Firm, plain, no threats, and give the
next appointment. The letter tool fills in the date and the job.

{v('run_id', 'Letter job: wl_' + g.b58(14))}
{v('date', 'Letter date (today): ' + f'{t.day:02d}/{t.month:02d}/{t.year}')}
Missed: Monday 9 March 2026, 14:00, Bradford North office, no contact since.
Next appointment: Monday 16 March 2026, 14:00, same office.

Letter:""", "probation:warning-letter", ["artefact_today", "b58", "dmy", "content_dates"])


@pos
def _approved_premises_clock(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help night staff at an approved premises write the night log. Facts in time order, then any
actions for the day manager.

Staff: resident in room 6 came back at 23:48, curfew is 23:00, said the bus broke down, smelled of
alcohol, breath test 0.21, went to bed 00:10. Room checks 01:00 and 03:00 all present. Fire alarm
test fault light on at 04:15, reset.
{v('datetime', 'Office PC clock: ' + twelve(t, True))}
Night log:""", "probation:ap-night-log", ["last_user", "time_alone_12h", "device_clock", "user_times_stay"])


@pos
def _programme_html_comment(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""<!-- attendance-helper {v('request_id', 'req=' + g.b58(18))} {v('epoch', 'at=' + str(epoch_s(t)))} group=TSP-07 -->
You help programme facilitators record attendance for an accredited group programme. Work out whether
each participant has missed too many sessions (three unacceptable absences means a breach referral).

Session 9 of 19. Absences so far: Dean - 2 acceptable, 1 unacceptable; Marcus - 0; Tyler - 3
unacceptable; Jay - 1 acceptable.
Facilitator: Who do I need to refer?
Assistant:""", "probation:programme-attendance", ["html_comment", "key_value_inline", "b58", "epoch_s", "head"])


@pos
def _kyrgyz_probation(g: Gen63) -> Draft:
    t = g.at("KGT")
    return P(f"""You answer people under probation supervision in Kyrgyzstan about reporting to the probation
office. Reply in Kyrgyz.
{v('datetime', 'Азыр: ' + dotted(t))}
{v('session_id', 'Сеанс: ' + g.uuid4())}

Пробация инспекторуна качан келишим керек?""", "probation:kyrgyz", ["system_tail", "localized_now", "kyrgyz",
                                                                    "cyrillic", "non_english"])


@pos
def _romansh_probation(g: Gen63) -> Draft:
    t = g.at("CET")
    rm_months = ["schaner", "favrer", "mars", "avrigl", "matg", "zercladur", "fanadur", "avust", "settember",
                 "october", "november", "december"]
    return P(f"""You answer clients of the probation service in Graubünden. Reply in Rumantsch Grischun; switch to German
only if asked.

Tge stoss jau purtar al proxim termin?
{v('datetime', 'Oz: ' + str(t.day) + ' da ' + rm_months[t.month - 1] + ' ' + str(t.year) + ', ' + f'{t:%H:%M}')}""",
             "probation:romansh", ["last_user", "localized_now", "romansh", "non_english"])


@pos
def _drug_test_cloudevent(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Drug test result delivered by the laboratory (CloudEvents, binary mode):
ce-specversion: 1.0
ce-type: uk.example.lab.result.v2
ce-source: /labs/north/toxicology
{v('request_id', 'ce-id: ' + g.uuid4())}
{v('datetime', 'ce-time: ' + rfc3339(t, 6))}
content-type: application/json

{{"crn": "X418822", "sample_id": "TX-2026-0319-44", "collected_at": "2026-03-02T10:14:00Z",
 "results": {{"cocaine": "negative", "opiates": "negative", "cannabis": "positive (32 ng/mL)"}}}}

Explain the result to the probation practitioner and what it means for the licence condition on drug
testing (testing for opiates and cocaine only).
Answer:""", "probation:drug-test-cloudevent", ["head", "cloudevents_binary", "uuid", "rfc3339_us",
                                                "envelope_vs_payload"])


@pos
def _po_app_grpc(g: Gen63) -> Draft:
    t = g.at("UTC")
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return P(f"""grpc metadata:
  :authority: po-assist.internal.example
  grpc-timeout: 20S
  user-agent: grpc-java-okhttp/1.68.1
  {v('epoch', 'x-request-start-ns: ' + str(ns))}

You help probation practitioners on home visits. Give the practitioner a checklist for an address check
before someone is released to it: who lives there, children, proximity to victims, landlord consent.

Practitioner: I'm outside the proposed address now, what do I need to see inside?
Assistant:""", "probation:grpc-app", ["head", "grpc_metadata", "epoch_ns", "stable_neighbours"])


@pos
def _psr_semantic_kernel(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help court-based probation officers write the analysis of offence in a pre-sentence report. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
The court has asked for an all-options report; do not recommend a sentence length.

Facts: theft from employer, GBP 4,300 over 7 months, guilty plea at first hearing, no previous
convictions, repaid GBP 1,200 so far, says it was to pay gambling debts.
Analysis:""", "probation:psr-sk", ["inline_sentence", "semantic_kernel_now", "content_amounts"])


# electronic monitoring ------------------------------------------------------------------------------------------


@pos
def _em_alert_queue(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You help the electronic monitoring centre triage alerts. For each alert say whether to phone the
subject, send a field officer, or notify the responsible officer, and why.

Alert queue {v('datetime', 'as of ' + f'{t:%H:%M:%S}')} {v('request_id', '(snapshot ' + g.ksuid(t) + ')')} for this request:
EM-4471  curfew start missed      subject S-20931  alert 21:03  last seen 20:41 (3.2 km from home)
EM-4472  strap tamper             subject S-18804  alert 21:07  unit reports strap closed again 21:09
EM-4473  home unit power off      subject S-22170  alert 21:11  on battery, 94%

Operator: Which one first?
Assistant:""", "em:alert-queue", ["as_of_phrase", "time_alone", "parenthesised_id", "ksuid", "snapshot_vs_rows"])


@pos
def _tag_fitting_app(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""Field officer app - tag installation
{v('session_id', 'Visit session: ' + g.uuid7(t))}
{v('datetime', 'Device time: ' + rfc3339(t))}
Order: curfew 19:00-07:00, 4 months, from 2026-03-06

You guide field officers through installing an ankle tag and home monitoring unit. Step by step; stop
and tell them to call the control room if the subject refuses.

Officer: He's got a plaster cast on his right leg, can I fit it to the left?
Assistant:""", "em:tag-fitting", ["head", "header_block", "uuid7", "rfc3339", "offset", "content_dates"])


@pos
def _curfew_letter(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Write a letter to the subject explaining the curfew violations below and what happens next (the
responsible officer decides on enforcement). Calm and factual.

Violations: 02/03 returned 20:14 (curfew 19:00); 05/03 absent 23:40-01:05.
{v('run_id', 'letter_job=' + g.sonyflake(t))}
{v('date', 'letter_date=' + long_date(t))}

Letter:""", "em:curfew-letter", ["artefact_today", "sonyflake", "long_date", "content_dates"])


@pos
def _gps_trail_window(g: Gen63) -> Draft:
    t = g.at("UTC")
    start = t - timedelta(hours=6)
    return P(f"""You explain GPS trails to the responsible officer. Say whether the subject entered the exclusion zone
(Market Street, Bolton town centre) and for how long.

{v('datetime', 'Trail window (computed from now): ' + rfc3339(start) + ' / ' + rfc3339(t))}
Points in or near the zone: 14:02:10 53.5786,-2.4296 (edge); 14:06:40 53.5781,-2.4290 (inside);
14:19:05 53.5779,-2.4288 (inside); 14:31:55 53.5792,-2.4312 (outside)

Officer: Is that a breach I need to act on?
Assistant:""", "em:gps-trail", ["query_window", "rfc3339", "coordinates_stay"])


@pos
def _alcohol_readings_xray(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You summarise alcohol monitoring tag readings for the responsible officer. An alcohol event is any
reading above 0.020 TAC that lasts over an hour; say whether there was one.

Readings (30-minute intervals, TAC): Sat 22:00 0.000, 22:30 0.012, 23:00 0.031, 23:30 0.044, Sun 00:00
0.041, 00:30 0.029, 01:00 0.015, 01:30 0.000

Summary:""", "em:alcohol-xray", ["head", "amzn_trace", "content_times"])


@pos
def _hmu_heartbeat_poll(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You help the monitoring centre decide whether a home monitoring unit has a fault or was unplugged.

Home unit heartbeats polled {v('datetime', 'at ' + asctime(t))} {v('request_id', '(poll ' + g.hex(16) + ')')} for this request:
HMU-55120  last heartbeat 18:44  mains lost 18:42  battery 71%
HMU-55120  GSM signal -101 dBm (weak) since 17:00

Operator: Subject says he didn't touch it. Fault or tampering?
Assistant:""", "em:hmu-poll", ["fetched_phrase", "asctime", "parenthesised_id", "hex", "snapshot_vs_rows"])


@pos
def _em_api_response(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""The monitoring contractor's API answered this request with:
HTTP/2 200
{v('datetime', 'date: ' + http_date(t))}
{v('request_id', 'x-request-id: ' + g.hex(32))}
api-version: 2025-11-01
content-type: application/json

{{"order": "EMO-26-004511", "type": "curfew", "start": "2026-03-06", "end": "2026-07-05",
 "hours": "19:00-07:00", "address_verified": true, "installed": null}}

Tell the court's results officer why the tag is not yet fitted and what they should chase.
Answer:""", "em:api-response", ["head", "header_block", "http_date", "hex", "api_version_neighbour",
                                 "envelope_vs_payload"])


@pos
def _shadow_fetch(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Home monitoring unit shadow, fetched for this request:
{{
  "state": {{"reported": {{"mains": false, "battery_pct": 38, "strap": "closed", "last_rf_contact": "2026-03-07T21:58:12Z"}}}},
  {v('epoch', '"timestamp": ' + str(epoch_s(t)) + ',')}
  {v('request_id', '"clientToken": "' + g.uuid4() + '",')}
  "version": 4412
}}
Explain to the operator what the unit is reporting and what to ask the subject when they ring.
Answer:""", "em:device-shadow", ["json_block", "device_shadow", "epoch_s", "uuid", "envelope_vs_payload"])


@pos
def _exclusion_zone_sentry(g: Gen63) -> Draft:
    tid = g.hex(32)
    return P(f"""You help responsible officers draw exclusion zones that match the court order's wording. Suggest
the polygon in plain words (streets and landmarks) and flag anything the order leaves unclear.

Order wording: not to enter the area bounded by Deansgate, Peter Street, Oxford Road and the River
Irwell, except to attend the family court at 1 Bridge Street West by appointment.

{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=zone-editor%402.3.1,sentry-public_key=' + g.hex(32))}
""", "em:zone-editor-sentry", ["tail", "sentry", "trace_header"])


@pos
def _em_dashboard_b3(g: Gen63) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You answer supervisors' questions about the monitoring centre dashboard. Say which figure answers the
question and how it is counted.

Supervisor: Why does "open alerts" go down at 07:00 every morning even when nobody closes them?
Assistant:""", "em:dashboard-b3", ["head", "b3_multi", "stable_neighbours"])


@pos
def _tamper_event_grid(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Event Grid delivery from the tag platform:
[{{
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "topic": "/subscriptions/9b0c3e2a-1f5d-4c7e-8a21-6d4e0f3b7c90/resourceGroups/em-prod/providers/Microsoft.EventGrid/topics/tag-events",
  "subject": "tags/TG-88412/tamper",
  "eventType": "Tag.StrapTamper",
  {v('datetime', '"eventTime": "' + dotnet_o(t, g.ms_tick()).replace('+00:00', 'Z') + '",')}
  "data": {{"tag": "TG-88412", "subject_ref": "S-18804", "tamperDetectedAt": "2026-03-07T20:51:33Z", "strapRestored": false}},
  "dataVersion": "1.0"
}}]

Tell the operator what happened and whether a field visit is needed.
Answer:""", "em:event-grid", ["json_block", "event_grid", "uuid", "dotnet_roundtrip", "envelope_vs_payload"])


@pos
def _em_call_sip(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You support monitoring centre operators on calls with subjects. Suggest what to say next and what to
record; never threaten recall.
{v('session_id', 'Call-ID: ' + g.sip_call_id())}
{v('datetime', 'Answered: ' + dd_mon(t, True))}
Queue: outbound-curfew

Subject: I was at A&E with my son, I can send you the discharge letter. Am I going back to prison?
Assistant:""", "em:operator-call", ["system_tail", "sip_call_id", "dd_mon", "stable_neighbours"])


@pos
def _sardinian_tag(g: Gen63) -> Draft:
    t = g.at("CET")
    return P(f"""You answer people wearing an electronic bracelet in Sardinia. Reply in Sardinian (limba sarda),
simply, and give the monitoring centre's number for anything urgent.

Su braciale m'at fatu unu sonu. Ite depo fàghere?
{v('datetime', 'Oe: ' + f'{t:%d/%m/%Y, %H:%M}')}
{v('request_id', 'Rich.: ' + g.xid(t))}""", "em:sardinian", ["tail", "localized_now", "sardinian", "xid",
                                                             "non_english"])


# court listings and hearings scheduling -------------------------------------------------------------------------


@pos
def _listing_optimiser(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You explain the listing optimiser's draft plan to the listing officer. Custody trials must be listed
within the custody time limit; say which cases are at risk.

Listing optimiser run {v('run_id', g.uuid6(t))} completed {v('datetime', 'at ' + iso_space(t) + ' GMT')} on planner node lst-3.

Draft plan, Court 4, weeks of 16 and 23 March 2026:
T20267011 R v Hollis   custody  CTL expires 27/03/2026  listed 23/03 (3 days)
T20267044 R v Adeyemi  bail     -                       listed 16/03 (2 days)
T20267052 R v Price    custody  CTL expires 20/03/2026  floating, 16/03

Listing officer: Is anything going to run past its custody time limit?
Assistant:""", "listings:optimiser", ["inline_sentence", "uuid6", "iso_space", "content_dates"])


@pos
def _courtroom_availability(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You help the listing office find a courtroom for a hearing that needs a secure dock and video link.

Courtroom availability {v('datetime', 'as of ' + f'{t:%d %b %Y %H:%M}' + ' BST')} for this request:
| Room | Dock   | CVP/video | Free on 19/03       |
|------|--------|-----------|---------------------|
| 1    | secure | yes       | 14:00-16:30         |
| 3    | none   | yes       | all day             |
| 6    | secure | no        | 10:00-13:00         |

Listing officer: Where can I put a 45-minute sentence hearing with the defendant on video from HMP Leeds?
Assistant:""", "listings:courtroom-availability", ["as_of_phrase", "dd_mon", "content_table"])


@pos
def _listing_request_delivery(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('request_id', 'X-Delivery-Id: ' + g.uuid4())}
{v('datetime', 'X-Delivered-At: ' + rfc3339(t, 3))}
{v('signature', 'X-Listing-Signature: sha256=' + g.hex(64))}
X-Source: crown-prosecution-case-system

Listing request received:
{{"case": "T20267052", "type": "plea and trial preparation hearing", "requested_by": "CPS Yorkshire",
 "earliest": "2026-03-23", "custody": true, "interpreter": "Romanian", "submitted_at": "2026-03-04T16:20:11Z"}}

Check the request and say what the listing office still needs before it can be listed.
Answer:""", "listings:request-delivery", ["head", "header_block", "uuid", "rfc3339_ms", "signature",
                                           "envelope_vs_payload"])


@pos
def _witness_import_logfmt(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""The witness care unit's availability import ran for this listing request. Say which trial dates in
the window have every witness available.

ts_fmt=rfc3339 {v('run_id', 'import_run=' + g.ksuid(t))} {v('datetime', 'import_started=' + rfc3339(t, 6))} source=wcu-north

Witnesses for T20267011 (window 16/03-10/04):
PC 4471 Ward - unavailable 23/03-27/03 (leave)
Ms J. Ellis - unavailable Mondays
Dr R. Nkemelu - available from 30/03 only

Listing officer: First date that works for all three?
Assistant:""", "listings:witness-import", ["logfmt", "key_value_inline", "ksuid", "rfc3339_us"])


@pos
def _video_link_booking_xml(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""<vlb {v('request_id', 'request="' + g.cuid2() + '"')} {v('datetime', 'requested="' + py_str(t) + '"')} court="Teesside Crown Court" prison="HMP Northmoor">
  <hearing case="T20267052" date="2026-03-23" start="10:00" length="30" room="2" />
  <pre_call minutes="15" />
</vlb>
You book prison-to-court video links. Check the request against the prison's video room rules: pre-call
and hearing together fit in one 45-minute block, and no block starts before 09:30.

Clerk: Will this booking fit, or do I need to move the pre-call?
Assistant:""", "listings:video-link-xml", ["xml_attr", "cuid2", "python_str_datetime", "head",
                                            "stable_neighbours"])


@pos
def _results_cookie(g: Gen63) -> Draft:
    return P(f"""Cookie: court_code=B01LY00; lang=en; {v('session_id', 'results_sess=' + g.b64url(24))}
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/131.0.0.0

You help magistrates' court legal advisers enter hearing results. Turn the adviser's shorthand into the
result codes and wording for the register.

Adviser: def pleaded G to s.1 theft, fine 180 band B, costs 85, v/s 72, collection order, 28 days to pay
Assistant:""", "listings:results-cookie", ["cookie_last_pair", "b64url", "head", "stable_neighbours"])


@pos
def _taiwan_roc(g: Gen63) -> Draft:
    t = g.at("CST8")
    return P(f"""你是臺灣地方法院的開庭查詢助理，依案號回答開庭時間、法庭與應攜帶文件，使用繁體中文。

我的案號是115年度易字第312號，請問下次開庭在哪一個法庭？需要帶什麼？
{v('date', '今日：' + roc_date(t))}""", "listings:taiwan-roc",
             ["last_user", "localized_now", "roc_calendar", "fullwidth_colon", "traditional_chinese", "non_english"])


@pos
def _sindhi_court(g: Gen63) -> Draft:
    t = g.at("PKT")
    return P(f"""You answer litigants' questions about hearing dates at the district courts in Sindh. Reply in Sindhi.
{v('date', 'اڄ: ' + digits_in(f'{t:%d-%m-%Y}', EXT_ARABIC_INDIC))}

منهنجي ڪيس جي ٻڌڻي ڪڏهن آهي؟""", "listings:sindhi",
             ["system_tail", "localized_now", "extended_arabic_indic", "sindhi", "non_english"])


@pos
def _manx_courts(g: Gen63) -> Draft:
    t = g.at("GMT")
    gv_months = ["Jerrey-geuree", "Toshiaght-arree", "Mart", "Averil", "Boaldyn", "Mean-souree", "Jerrey-souree",
                 "Luanistyn", "Mean-fouyir", "Jerrey-fouyir", "Mee Houney", "Mee ny Nollick"]
    return P(f"""Isle of Man Courts of Justice - public enquiries
{v('date', 'Jiu: ' + str(t.day) + ' ' + gv_months[t.month - 1] + ' ' + str(t.year))}
Language: en (Gaelg labels)

You answer questions about the court lists in Douglas: which court, what time, how to get there. You
do not give legal advice.

User: My son's in the Summary Court next week for a driving matter, can I sit in?
Assistant:""", "listings:manx", ["head", "localized_now", "manx", "stable_neighbours"])


@pos
def _trial_readiness_run(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You prepare the trial readiness summary for the listing judge's review.

Readiness check {v('run_id', g.ksuid(t))} finished {v('datetime', 'at ' + unix_date(t))} over the warned list.

Warned list: T20267011 - defence statement served, interpreter booked, one witness not warned;
T20267044 - prosecution disclosure outstanding (due 06/03); T20267052 - ready.

Summary:""", "listings:readiness", ["inline_sentence", "ksuid", "unix_date", "content_dates"])


@pos
def _google_chat_event(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""A message from the listing team's Google Chat space was sent to the assistant:
{{
  "type": "MESSAGE",
  {v('datetime', '"eventTime": "' + rfc3339(t, 6) + '",')}
  "space": {{"name": "spaces/AAAAq8Lst2c", "displayName": "Crown Court listing"}},
  "message": {{
    {v('message_id', '"name": "spaces/AAAAq8Lst2c/messages/' + g.b64url(12) + '.' + g.b64url(12) + '",')}
    "text": "Can we move the Hollis trial (T20267011) to 30/03? Dr Nkemelu isn't free before then."
  }}
}}
Answer in the space:""", "listings:google-chat", ["json_block", "google_chat", "rfc3339_us", "b64url",
                                                   "envelope_vs_payload"])


@pos
def _judge_availability_call(g: Gen63) -> Draft:
    t = g.at("CET")
    return P(f"""Outgoing call to the judicial diary service made for this request:
GET /diary/v3/availability?court=B01LY00&from=2026-03-16&to=2026-04-10
{v('request_id', 'X-Correlation-Id: ' + g.uuid4().upper())}
{v('datetime', 'X-Request-Time: ' + dotnet_o(t, g.ms_tick()))}
Accept: application/json

Result: HHJ Moss sitting 16/03-20/03 and 30/03-10/04; Recorder Lang sitting 23/03-27/03 (not ticketed
for sexual offences).

Listing officer: Who can take the Adeyemi trial (sexual offence) in the week of 23 March?
Assistant:""", "listings:judge-availability", ["header_block", "uuid_upper", "dotnet_roundtrip",
                                                "content_dates"])


@pos
def _guarani_court(g: Gen63) -> Draft:
    t = g.at("PYT")
    return P(f"""You answer questions about hearing dates at the courts of the Poder Judicial in Paraguay. Reply in
Guarani (Jopara is fine) and give the courthouse phone line.

Mba'éichapa aikuaáta mba'e árapa che audiencia?
{v('datetime', "Ko'ágã: " + f'{t:%d/%m/%Y %H:%M}')}""", "listings:guarani",
             ["last_user", "localized_now", "guarani", "non_english"])


# case files and court clerks' tools -----------------------------------------------------------------------------


@pos
def _minute_sheet(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Courtroom clerk - minute sheet helper
Court: Bradford Crown Court, Court 2
{v('session_id', 'Clerk session: ' + g.b32(20))}
{v('datetime', 'Minute sheet opened: ' + f'{t:%H:%M}')}

Turn the clerk's shorthand into minute sheet entries with times. Use the times the clerk gives.

Clerk: 10:32 jury sworn 12, 10:40 pros opens, 11:55 break 15 min juror 7 unwell, 12:10 resumes 11 jurors
judge directs continue w/ 11, 13:00 lunch
Minutes:""", "clerks:minute-sheet", ["head", "header_block", "b32", "time_alone", "user_times_stay"])


@pos
def _exhibit_lookup(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You help the court clerk track exhibits. Say which exhibits have been produced in court and which are
still with the police.

Exhibit register looked up {v('datetime', 'at ' + js_iso(t))} {v('request_id', '(lookup ' + g.typeid('exl', t) + ')')} for this request:
JP/1  CCTV disc, Boots store          produced 09/03 10:55
JP/2  Receipt roll                    with police (Bradford property store)
SM/3  Knife (sealed, bag E1022871)    produced 10/03 14:20
SM/4  Phone download report           served, not produced

Clerk: Counsel wants JP/2 tomorrow morning. Who do I contact?
Assistant:""", "clerks:exhibit-lookup", ["fetched_phrase", "js_iso", "parenthesised_id", "typeid",
                                          "snapshot_vs_rows"])


@pos
def _warrant_draft(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Draft a warrant of arrest (not backed for bail) for failure to surrender, from the details below, in
the standard wording.
- Defendant: Liam CROSS, born 14/02/1998
- Failed to appear: Leeds Magistrates' Court, 4 March 2026, 10:00
{v('run_id', '- Warrant job: wj-' + g.hex(10))}
{v('date', '- Date of issue (today, filled in): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
- Issued by: District Judge (MC) Rahman
Warrant:""", "clerks:warrant-draft", ["md_bullets", "artefact_today", "hex", "content_dates"])


@pos
def _case_file_ocr(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You index scanned case files for the court office. List the documents in order with their dates and
page ranges.

[ocr {v('run_id', 'job=' + g.uuid7(t))} {v('datetime', 'done=' + log4j_iso(t))} pages=212 file=T20267044]
p.1-4 Indictment (preferred 12/01/2026); p.5-38 MG5 case summary; p.39-120 witness statements
(dated 03/11/2025 to 19/12/2025); p.121-180 unused material schedule; p.181-212 defence statement
(served 27/02/2026).

Clerk: Build me the index for the judge's bundle.
Assistant:""", "clerks:case-file-ocr", ["bracketed", "key_value_inline", "uuid7", "log4j", "content_dates"])


@pos
def _record_search(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You help court staff answer requests for extracts from the court register. Only confirm what the
register shows.

Register search {v('request_id', g.b58(20))} ran {v('datetime', 'at ' + pg_tz(t))} against the magistrates' register.
Results: 2 entries - 12/06/2024 Leeds MC, s.5 Public Order Act, fine GBP 120; 08/01/2026 Leeds MC,
driving without insurance, 6 points, fine GBP 300.

Caller (defendant's employer): Can you confirm his convictions for our insurance?
Assistant:""", "clerks:register-search", ["inline_sentence", "b58", "postgres_timestamptz", "content_dates"])


@pos
def _clerk_windows_clock(g: Gen63) -> Draft:
    t = g.at("EST")
    return P(f"""Clerk's workstation - Superior Court, Criminal Division
Workstation: CRM-CLK-14
{v('datetime', 'System time: ' + windows_general(t))}
Clerk: Deputy Clerk M. Alvarez

You help deputy clerks prepare the courtroom calendar and the clerk's minutes. Follow local rule
wording; do not give legal advice to the public.

Clerk: Judge wants the 2:30 arraignments moved ahead of the 1:30 motion hearing. How do I note that on
the calendar?
Assistant:""", "clerks:windows-clock", ["head", "header_block", "windows_datetime", "stable_neighbours"])


@pos
def _fine_payment(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You help people pay court fines online. Explain the options: pay in full, pay by instalments (apply
first), or ask for more time.
Payment request for this visit:
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('datetime', 'Request-Time: ' + rfc3339(t))}
Account: 20-0441887-L (fine balance GBP 445.00, due 31/03/2026)

User: i cant pay it all at once can i do 20 a week
Assistant:""", "clerks:fine-payment", ["header_block", "uuid", "rfc3339", "content_amounts"])


@pos
def _bundle_index_go(g: Gen63) -> Draft:
    t = g.at("CET")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""Build the index for the hearing bundle from the list below. Number the sections A to E and keep the
original document dates.

Documents: application notice (05/01/2026); witness statement of the applicant (05/01/2026); order
of DJ Perry (19/01/2026); respondent's statement (16/02/2026); exhibit RK1 (text messages,
Nov-Dec 2025).

{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}""", "clerks:bundle-go",
             ["tail", "go_time_string", "content_dates"])


@pos
def _counter_oracle(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""Court counter assistant. You help the counter officer answer walk-in enquiries: forms, fees, where
to go. You cannot look up cases for members of the public without ID.
{v('session_id', 'Counter session: ' + g.ulid(t))}
{v('datetime', 'Opened (counter PC): ' + oracle_ts(t))}
Desk: Enquiries 2

Visitor: I need to file a response to a possession claim, is that here or the county court?
Assistant:""", "clerks:counter-oracle", ["system_tail", "ulid", "oracle_timestamp", "stable_neighbours"])


@pos
def _clerk_chatml(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""<|im_start|>system
You help court clerks draft standard correspondence: adjournment notices, hearing confirmations and
requests for documents. {v('date', 'Current date: ' + iso_date(t))}<|im_end|>
<|im_start|>user
Draft a letter telling both parties the small claims hearing on 20 March is adjourned because the
district judge is unwell; a new date will follow.<|im_end|>
<|im_start|>assistant
""", "clerks:chatml", ["chat_template", "chatml", "inline_before_im_end", "iso_date"])


@pos
def _najiz_hijri(g: Gen63) -> Draft:
    t = g.at("AST3")
    y, m, d = hijri(t.date())
    return P(f"""أنت مساعد لموظفي المحكمة العامة في الرياض للإجابة عن مواعيد الجلسات وإجراءات الحضور.
{v('date', 'اليوم: ' + digits_in(f'{d}/{m}/{y}', ARABIC_INDIC) + ' هـ')}
{v('session_id', 'الجلسة: ' + g.uuid4())}

متى موعد الجلسة القادمة في القضية رقم ٤٤٧١٢٠ وهل يلزم حضور الوكيل؟""", "clerks:riyadh-hijri",
             ["system_tail", "localized_now", "hijri", "arabic_indic", "non_english"])


@pos
def _mizo_ecourts(g: Gen63) -> Draft:
    t = g.at("IST")
    return P(f"""You answer litigants at the district court in Aizawl about case status and hearing dates. Reply in
Mizo.

Ka case hearing ni hi eng ni nge?
{v('datetime', 'Vawiin: ' + f'{t:%d-%m-%Y %H:%M}')}
{v('request_id', 'Req: ' + g.nanoid())}""", "clerks:mizo", ["tail", "localized_now", "mizo", "nanoid",
                                                             "non_english"])


@pos
def _mainframe_bridge(g: Gen63) -> Draft:
    t = g.at("CDT")
    return P(f"""Screen from the county court case system, captured by the terminal bridge for this request:
{v('date', 'bridge-run-date: ' + yyddd(t))}
{v('request_id', 'bridge-task: ' + g.digits(7))}

CASE NO 2026-CF-000871   ST V. DUBOIS, RAYMOND J     DIV 12
CHARGE  1 BURGLARY OF DWELLING            F2
EVENTS  01/14/26 ARRAIGNMENT - NOT GUILTY PLEA
        02/11/26 PRETRIAL CONF - CONT'D
        03/18/26 PRETRIAL CONF SET 0900 CTRM 4B

Explain the case status in plain English for the victim advocate.
Answer:""", "clerks:mainframe-bridge", ["header_block", "julian_yyddd", "decimal_id", "pasted_screen_stays"])


# legal aid applications -----------------------------------------------------------------------------------------


@pos
def _provider_portal_jwt(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Legal aid provider portal - application helper
Provider: Calder & Shaw Solicitors (account 2K118P)
{v('token', 'X-Provider-Session: ' + g.jwt(t, 'provider-user-77120'))}
Portal release: 2026.02.3

You help caseworkers at provider firms complete civil legal aid applications: the right proceeding
codes, the merits information the agency needs, and what evidence to upload.

Caseworker: Client needs a non-molestation order, she's on Universal Credit. Which proceeding do I pick
and do I need to do the means test?
Assistant:""", "legal-aid:provider-portal", ["head", "header_block", "jwt", "stable_neighbours"])


@pos
def _application_delivery(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Application delivered to the caseworking queue:
{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(20) + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t, 3) + '",')}
  "application": {{
    "reference": "L-4TT-9QX",
    "type": "crime_lower",
    "offence": "assault occasioning actual bodily harm",
    "first_court_hearing": "2026-03-19",
    "submitted_at": "2026-03-05T17:02:44Z",
    "passported": true
  }}
}}
Check the application and say whether it can be granted on the interests of justice or needs more
information.
Answer:""", "legal-aid:delivery-envelope", ["json_block", "delivery_envelope", "rfc3339_ms",
                                              "envelope_vs_payload"])


@pos
def _decision_maker_pull(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""You help legal aid decision makers write the reasons for a decision on a civil application.

Application pulled from caseworking {v('datetime', 'at ' + rfc850(t))} {v('request_id', '(pull ' + g.b58(16) + ')')} for this request:
Reference: 300001884412
Matter: private family law - child arrangements
Evidence of domestic abuse: letter from GP dated 11/11/2025 (within 5 years)
Prospects: not stated
Proportionality: client's income below threshold; other side legally represented

Decision maker: Can I grant it, and what do I say about prospects?
Assistant:""", "legal-aid:decision-pull", ["fetched_phrase", "rfc850", "parenthesised_id", "b58",
                                            "snapshot_vs_rows"])


@pos
def _evidence_upload(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You check evidence uploaded for a legal aid application and say whether it meets the requirement.

Caseworker: Here's what the client sent for the domestic abuse evidence:

"To whom it may concern, I confirm that Ms D. Hart has attended the Brighter Futures refuge support
service since 02/09/2025 following domestic abuse. Signed, K. Lowe, Senior Support Worker, 28/02/2026."

{v('request_id', 'Upload: up_' + g.b62(18))}
{v('datetime', 'Upload received: ' + f'{t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}')}
Assistant:""", "legal-aid:evidence-upload", ["upload_line", "vendor_prefix", "dd_mon", "pasted_content"])


@pos
def _crime_status_html(g: Gen63) -> Draft:
    return P(f"""{v('trace_id', '<!-- traceparent: ' + g.traceparent() + ' -->')}
<!-- app: crime-apply-status, region: eu-west-2 -->
You tell defence solicitors the status of criminal legal aid applications and what to do if the
first hearing is close.

Solicitor: My client's application went in on Tuesday and his first hearing is tomorrow. Still says
"submitted". What can I do?
Assistant:""", "legal-aid:crime-status", ["html_comment", "traceparent", "head", "stable_neighbours"])


@pos
def _ioj_today_sentence(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You write the interests-of-justice reasons for a criminal legal aid application from the solicitor's
notes. {v('date', f'Today is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.')} Keep each reason to
two sentences and tie it to the factor it answers.

Notes: client 19, ADHD and reading age about 8, charged with burglary (dwelling), has a suspended
sentence from 2025 so likely custody if convicted, CCTV identification disputed, needs to cross-examine
the shop manager.
Reasons:""", "legal-aid:ioj-reasons", ["inline_sentence", "today_is", "long_date", "content_dates"])


@pos
def _legal_aid_ivr(g: Gen63) -> Draft:
    t = g.at("EDT")
    return P(f"""You help legal aid helpline staff on callback calls. Suggest the next question to ask and what to
tell the caller about eligibility; never promise that a lawyer will take the case.
{v('session_id', 'IVR call: ' + g.digits(12))}
{v('datetime', 'Answered: ' + us_medium(t))}
Line: Tenant defense callback queue

Caller: My landlord filed an eviction and the hearing is on the 17th. I work but I only make about
$2,100 a month. Do I qualify?
Assistant:""", "legal-aid:ivr-callback", ["system_tail", "decimal_id", "us_medium", "stable_neighbours"])


@pos
def _kinyarwanda_legal_aid(g: Gen63) -> Draft:
    t = g.at("CAT")
    return P(f"""{v('date', 'Uyu munsi: ' + f'{t:%d/%m/%Y}')}
{v('session_id', 'Ikiganiro: ' + g.b32(16))}
You answer people in Rwanda who ask how to get free legal aid (from the legal aid forum, MAJ offices
at district level, or the bar's pro bono scheme). Reply in Kinyarwanda.

Nshaka umwunganizi mu mategeko ariko nta mafaranga mfite.""", "legal-aid:kinyarwanda",
             ["head", "localized_now", "kinyarwanda", "b32", "non_english"])


@pos
def _claim_validation_run(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You explain why a legal aid fee claim was rejected and what the firm must correct before resubmitting.

Claim validation run {v('run_id', 'cvr_' + g.b36(14))} started {v('datetime', 'at ' + py_logging(t))} on rules set 2026-02.

Claim: police station attendance, scheme 1042, 06/03/2026 22:10-01:40, travel 38 miles, escape fee
case: no. Errors: E104 attendance crosses midnight without an unsocial hours flag; E221 travel claimed
inside the scheme area.

Caseworker: How do I fix these?
Assistant:""", "legal-aid:claim-validation", ["inline_sentence", "b36", "python_logging", "content_dates"])


@pos
def _assamese_dlsa(g: Gen63) -> Draft:
    t = g.at("IST")
    y, m, d = saka(t.date())
    return P(f"""You answer questions about free legal aid from the District Legal Services Authority in Kamrup. Reply
in Assamese.
{v('date', 'আজি: ' + digits_in(str(d), BENGALI_DIGITS) + ' ' + SAKA_MONTHS_AS[m - 1] + ' ' + digits_in(str(y), BENGALI_DIGITS) + ' শক')}

বিনামূলীয়া আইনী সাহায্যৰ বাবে কেনেকৈ আবেদন কৰিব পাৰি?""", "legal-aid:assamese-saka",
             ["system_tail", "localized_now", "saka_calendar", "bengali_digits", "assamese", "non_english"])


@pos
def _inuktitut_legal_services(g: Gen63) -> Draft:
    t = g.at("EST")
    return P(f"""Legal Services Board of Nunavut - intake helper
{v('date', 'ᐅᓪᓗᒥ: ' + f'{t:%Y-%m-%d}')}
Community: Iqaluit
Language of reply: English with key words in Inuktitut

You help people in Nunavut find out whether they can get a legal aid lawyer for a criminal or family
matter, and when the circuit court next sits in their community.

User: My court date is when the circuit comes to Pangnirtung. Can I get a lawyer before that?
Assistant:""", "legal-aid:inuktitut", ["head", "localized_now", "syllabics", "inuktitut", "stable_neighbours"])


# victim notification services -----------------------------------------------------------------------------------


@pos
def _vine_registration_call(g: Gen63) -> Draft:
    t = g.at("CDT")
    return P(f"""You help victims register for custody status notifications by phone. Ask for the offender's name or
booking number, then a phone number and a PIN. Never read out the offender's location in the jail.
{v('session_id', 'Call-ID: ' + g.sip_call_id())}
{v('datetime', 'Answered: ' + mdy_slash(t))}
Jurisdiction: Harlan County Sheriff's Office

Caller: I want to know when he gets out. His name is Travis Lyle Dunn, he was booked on Saturday.
Assistant:""", "victims:registration-call", ["system_tail", "sip_call_id", "mdy_12h", "stable_neighbours"])


@pos
def _vlo_letter(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""Draft a letter from the victim liaison officer to a victim in the victim contact scheme. Tell them the
offender has become eligible for release on licence review and invite them to ask for licence
conditions. Warm, plain, no jargon.

Letter tool:
{v('run_id', 'job: vlo-' + g.ulid(t).lower())}
{v('date', 'date: ' + british_long(t))}
Offender's sentence: 6 years; parole eligibility review from June 2026.
Letter:""", "victims:vlo-letter", ["artefact_today", "ulid_lower", "british_long", "content_dates"])


@pos
def _release_notification_batch(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""You write the text of release notifications for registered victims. One message per release, no more
than 300 characters, no address details.

Notification batch {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} for releases due in the next 48 hours.

Releases: booking 26-00412, released to probation supervision on 2026-03-09 at 08:00; booking 26-00977,
transferred to state custody on 2026-03-10.
Messages:""", "victims:notification-batch", ["inline_sentence", "ksuid", "go_rfc3339nano", "content_dates"])


@pos
def _victim_portal_chat(g: Gen63) -> Draft:
    t = g.at("CET")
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""You are the chat helper on the victim services portal. Explain what each notification means and who
to contact; do not speculate about the offender's plans.
{v('session_id', 'conversationId: ' + g.objectid(t))}
{v('datetime', 'clientTime: ' + js_tostring(t, zone))}

Victim: I got a message saying "transferred" - does that mean he's out?
Assistant:""", "victims:portal-chat", ["system_tail", "objectid", "js_date_tostring", "stable_neighbours"])


@pos
def _vps_bullets(g: Gen63) -> Draft:
    t = g.at("BST")
    return P(f"""# Victim personal statement helper
- **Service:** Victim Support, West Yorkshire
{v('session_id', '- **Session:** ' + g.b58(22))}
{v('datetime', '- **Opened:** ' + f'{t:%d/%m/%Y %H:%M}' + ' BST')}
- **Model:** vps-helper-3

Help the victim put their statement in their own words: how the crime affected them, their family, work
and health. Do not add anything they did not say.

Victim: Since the break-in I don't sleep, I've moved my daughter into my room, I missed three weeks
of work.
Assistant:""", "victims:vps-bullets", ["md_bullets", "b58", "dmy_slash", "stable_neighbours"])


@pos
def _custody_status_lookup(g: Gen63) -> Draft:
    t = g.at("PDT")
    return P(f"""You answer registered victims' questions about an offender's custody status. Quote the status exactly
and say what each status means.

Custody status retrieved {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(lookup ' + g.snowflake(t) + ')')} for this request:
Status: IN CUSTODY - STATE PRISON
Facility: (withheld)
Earliest release: 2027-11-02 (estimated)
Parole hearing: not scheduled

Victim: The date changed from 2028 to 2027. Why?
Assistant:""", "victims:custody-status", ["fetched_phrase", "rfc3339_ms", "parenthesised_id", "snowflake",
                                          "snapshot_vs_rows"])


@pos
def _xhosa_parole_victim(g: Gen63) -> Draft:
    t = g.at("SAST")
    return P(f"""You help victims who take part in parole board hearings of the Department of Correctional Services.
Reply in isiXhosa.

Ndifuna ukwazi ukuba uza kukhululwa nini.
{v('datetime', 'Ngoku: ' + f'{t:%Y/%m/%d %H:%M}')}""", "victims:xhosa", ["last_user", "localized_now", "xhosa",
                                                                           "non_english"])


@pos
def _parole_cloudevent(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""{{
  "specversion": "1.0",
  "type": "org.example.parole.hearing.scheduled",
  "source": "/parole-board/listings",
  {v('request_id', '"id": "' + g.ulid(t) + '",')}
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "datacontenttype": "application/json",
  "data": {{"case": "PB-2026-01183", "hearing": "2026-05-12T10:00:00+01:00", "type": "oral", "victim_statement_deadline": "2026-04-21"}}
}}
Write the notification to the registered victim: the hearing, how to submit a victim personal statement,
and the deadline.
Notification:""", "victims:parole-cloudevent", ["head", "cloudevents_structured", "ulid", "rfc3339",
                                                 "envelope_vs_payload"])


@pos
def _protective_order_sns(g: Gen63) -> Draft:
    t = g.at("UTC")
    return P(f"""Notification from the court's order service (SNS):
{{
  "Type": "Notification",
  {v('message_id', '"MessageId": "' + g.uuid4() + '",')}
  "TopicArn": "arn:aws:sns:us-west-2:118204771930:protective-order-service",
  "Message": "Order DV-26-0331 served on respondent 2026-03-06 16:40 PST by deputy #2291. Expires 2027-03-06.",
  {v('datetime', '"Timestamp": "' + js_iso(t) + '",')}
  {v('signature', '"Signature": "' + g.b64(64) + '",')}
  "SignatureVersion": "1"
}}
Tell the protected person, in plain words, that the order has been served and what it means for them.
Answer:""", "victims:protective-order-sns", ["json_block", "sns", "uuid", "js_iso", "signature",
                                              "envelope_vs_payload"])


@pos
def _victim_helpline_csrf(g: Gen63) -> Draft:
    return P(f"""Victim helpline web chat
{v('nonce', 'X-CSRF-Token: ' + g.b64url(32))}
{v('session_id', 'Chat: ' + g.uuid4())}
Queue: out-of-hours

You support victims of crime out of hours: listen, check they are safe now, explain what the victim
services can do, and give 999 for emergencies. Never ask for details of the crime unless they offer them.

Victim: I've just seen him in the shop by my house. He's supposed to be in prison.
Assistant:""", "victims:helpline-chat", ["header_block", "csrf_nonce", "uuid", "stable_neighbours"])


@pos
def _savin_hawaii(g: Gen63) -> Draft:
    t = g.at("HST")
    return P(f"""You help people in Hawaii use the statewide automated victim notification line. Explain how to register
and what the calls will say.

User: How do I sign up to get a call when my ex is released from OCCC?
{v('datetime', 'Local time (HST): ' + us_medium(t))}
{v('request_id', 'Request: ' + g.hex(24))}
Assistant:""", "victims:hawaii", ["last_user", "us_medium", "hex", "offset_minus10"])


@pos
def _corsican_visits(g: Gen63) -> Draft:
    t = g.at("CET")
    return P(f"""You answer relatives about visits at the prison of Borgo. Reply in Corsican; give the booking line.

{v('date', 'Oghje: ' + f'{t:%d/%m/%Y}')}
Vogliu visità u mo fratellu à Borgo, chì documenti ci volenu?""", "visits:corsican",
             ["localized_now", "corsican", "non_english"])


@pos
def _wolof_court(g: Gen63) -> Draft:
    t = g.at("GMT")
    return P(f"""You answer relatives' questions about hearings at the tribunal in Dakar. Reply in Wolof, simply.

Kañ lañuy àtte sama mbokk?
{v('datetime', 'Tey: ' + f'{t:%d/%m/%Y %H:%M}')}
{v('session_id', 'Waxtaan: ' + g.cuid2())}""", "listings:wolof", ["tail", "localized_now", "wolof", "cuid2",
                                                                    "non_english"])


@pos
def _malagasy_court(g: Gen63) -> Draft:
    t = g.at("EAT")
    return P(f"""{v('datetime', 'Androany: ' + f'{t:%d/%m/%Y %H:%M}')}
You answer families about hearing dates at the tribunal in Antananarivo. Reply in Malagasy.

Rahoviana ny fitsarana ny raharahan'ny rahalahiko?""", "listings:malagasy",
             ["head", "localized_now", "malagasy", "non_english"])


# --- generated positives: one field (or two), a body, a position --------------------------------------------------

# (name, language, system prompt, user line, cue line or "" for prompts that end with the user's message)
BODIES: list[tuple[str, str, str, str, str]] = [
    ("visits-line", "en", "You answer the visits booking line for HMP Ashbourne. Social visits are Tuesday, Thursday "
     "and Saturday afternoons;\nbook at least 24 hours ahead.", "User: Can my brother's girlfriend visit if she's "
     "not on his list yet?", "Assistant:"),
    ("omu-desk", "en", "You help the offender management unit answer wing officers' questions about sentence dates "
     "and\nrecategorisation. Quote the date on file; never recalculate it.", "Officer: When is A4471DK due his "
     "next cat review?", "Assistant:"),
    ("canteen-help", "en", "You answer prisoners' questions about canteen orders and spends, as shown on the wing "
     "kiosk.\nOrders close Monday at noon for Friday delivery.", "Prisoner: can i change my canteen after i sent it",
     "Assistant:"),
    ("phone-pin", "en", "You help prisoners with PIN phone accounts: adding numbers, credit and call limits. New "
     "numbers take up to\nfive working days to approve.", "Prisoner: how many numbers can i have on my pin",
     "Assistant:"),
    ("probation-reminders", "en", "You help people on probation with appointments and reporting. Plain words; say "
     "when to call their\npractitioner instead.", "Person on probation: my appointment letter says wednesday but my "
     "practitioner said thursday",
     "Assistant:"),
    ("unpaid-work", "en", "You answer questions about community payback (unpaid work): sessions, kit, absences and "
     "hours left.", "User: do I get my hours back if the session is rained off", "Assistant:"),
    ("em-helpline", "en", "You answer people who wear an electronic monitoring tag. Never tell anyone to remove "
     "or cover the tag;\nfor faults, give the monitoring centre number 0800 000 0731.", "Subject: the light on my "
     "box is flashing red, is that bad", "Assistant:"),
    ("listing-office", "en", "You help the Crown Court listing office with listing questions: fixtures, warned "
     "lists, floaters and\nvacated trials.", "Listing officer: What is the difference between a fixture and a "
     "floater for the defence?", "Answer:"),
    ("court-clerk", "en", "You help magistrates' court legal advisers and clerks with court procedure and the "
     "wording of results.", "Clerk: How do I record a bench warrant backed for bail?", "Assistant:"),
    ("legal-aid-apply", "en", "You help solicitors' firms with legal aid applications and the evidence each "
     "proceeding needs.", "Caseworker: What evidence does the agency accept for a passported client?",
     "Assistant:"),
    ("victim-contact", "en", "You help victims in the victim contact scheme understand what happens at each stage "
     "of an offender's\nsentence. Never give the offender's location.", "Victim: What is a licence condition and "
     "can I ask for one?", "Assistant:"),
    ("jail-info-us", "en", "You answer the public's questions about the county jail: bonds, visitation, "
     "commissary deposits and\nmail rules.", "Caller: Can I put money on my son's commissary from out of state?",
     "Assistant:"),
    ("parole-info", "en", "You explain parole board processes to prisoners and families: paper decisions, oral "
     "hearings,\nreconsideration.", "User: what happens if the board says no", "Answer:"),
    ("tag-fitters", "en", "You support electronic monitoring field officers on installation and retrieval visits.",
     "Officer: The subject is not home for a retrieval, how long do I wait?", "Assistant:"),
    ("xh-visits", "xh", "You answer families about prison visits in the Eastern Cape. Reply in isiXhosa.",
     "Ndingalityelela nini utyelelo lomntakwethu?", ""),
    ("tn-probation", "tn", "You answer people on parole in Botswana about reporting. Reply in Setswana.",
     "Ke tshwanetse go ya go bona motlhokomedi leng?", ""),
    ("pap-court", "pap", "You answer litigants about hearing dates at the court in Willemstad. Reply in "
     "Papiamentu.", "Ki dia mi kaso ta bai dilanti di hues?", ""),
    ("ky-canteen", "ky", "You answer relatives about sending parcels and money to a colony in Bishkek. Reply in "
     "Kyrgyz.", "Туугандарыма акча кантип жөнөтсөм болот?", ""),
    ("rw-victims", "rw", "You answer victims in Rwanda about court follow-up. Reply in Kinyarwanda.",
     "Urubanza rwanjye ruzaburanishwa ryari?", ""),
    ("mg-legal-aid", "mg", "You answer people in Madagascar who ask for free legal aid. Reply in Malagasy.",
     "Afaka mahazo mpisolovava maimaim-poana ve aho?", ""),
]

NOW_LABELS = {"xh": "Ngoku", "tn": "Jaanong", "pap": "Awor", "ky": "Азыр", "rw": "Ubu", "mg": "Ankehitriny"}

STABLE_LINES = ["Establishment: HMP Ashbourne (ASI)", "Region: Yorkshire and the Humber", "Locale: en-GB",
                "Model: gpt-4o-mini", "Prompt version: 7.3.0", "Channel: web", "Tenant: noms-north",
                "Time zone: Europe/London", "Court: B01LY00", "Knowledge cutoff: 2024-06"]

# (cue, family, human label, machine key, value)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen63, datetime], str]]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Received", "received_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_ns", "Timestamp", "ts", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Generated", "generated", lambda g, t: asctime(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "py_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "py_str", "Now", "now", lambda g, t: py_str(t)),
    ("datetime", "dotnet", "RequestTimestamp", "requestTimestamp", lambda g, t: dotnet_o(t, g.ms_tick())),
    ("datetime", "windows", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t: us_medium(t)),
    ("datetime", "dmy", "Timestamp", "timestamp", lambda g, t: dmy_slash(t, True)),
    ("datetime", "dotted", "Server time", "server_time", lambda g, t: dotted(t)),
    ("datetime", "iso_basic", "X-Amz-Date", "x_amz_date", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "Stamp", "stamp", lambda g, t: compact(t)),
    ("datetime", "pg_tz", "now()", "db_now", lambda g, t: pg_tz(t)),
    ("datetime", "unix_date", "Built", "built", lambda g, t: unix_date(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("date", "iso_week", "Week", "week", lambda g, t: iso_week(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid1", "X-Correlation-ID", "correlation_id", lambda g, t: g.uuid1t(t)),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
    ("request_id", "xid", "Req-Id", "req_id", lambda g, t: g.xid(t)),
    ("request_id", "typeid", "Request", "request", lambda g, t: g.typeid("req", t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("trace_id", "xray", "X-Amzn-Trace-Id", "xray", lambda g, t: g.amzn_trace(t, False)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "conversation_id", "conversation_id", lambda g, t: g.uuid7(t)),
    ("session_id", "ksuid", "Session ID", "session_id", lambda g, t: g.ksuid(t)),
    ("session_id", "cuid2", "Chat", "chat", lambda g, t: g.cuid2()),
    ("session_id", "objectid", "Thread", "thread", lambda g, t: g.objectid(t)),
    ("run_id", "uuid6", "Run", "run", lambda g, t: g.uuid6(t)),
    ("run_id", "tsid", "Job", "job", lambda g, t: g.tsid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(6))),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json", "xml_attr",
                 "bracket", "sent", "html_comment", "md_bullet"]
GENERATED = 44
TIME_FIELDS = [f for f in FIELDS if f[0] in ("datetime", "date")]


def _moment(g: Gen63) -> datetime:
    return g.at(g.pick(["UTC", "GMT", "BST", "CET", "SAST", "KGT", "EST", "CDT", "AST4", "EAT", "HST", "NZST"]))


def _render(g: Gen63, body: tuple[str, str, str, str, str], position: str, mark: Callable[[str, str], str],
            label: str, key: str, value: str) -> str:
    """A body with one field at `position`; `mark` wraps the field's text (a span, or nothing)."""
    name, lang, system, user, cue = body
    end = f"\n{cue}" if cue else ""
    stable = g.rng.sample(STABLE_LINES, 3)
    if position == "head":
        return f"{mark(label + ': ' + value, 'line')}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(label + ': ' + value, 'line')}\n\n{user}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, 4), mark(label + ": " + value, "line"))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(label + ': ' + value, 'line')}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{stable[0]}\n{mark(label + ': ' + value, 'line')}\n"
    if position == "yaml":
        return (f"---\nassistant: {name}\n{mark(key + ': ' + json_str(value), 'line')}\nlocale: en-GB\n---\n"
                f"{system}\n\n{user}{end}")
    if position == "json":
        return (f'{{\n  "app": "{name}",\n  {mark(json_member(key, value) + ",", "line")}\n  "region": "eu-west-2"\n}}\n'
                f"{system}\n\n{user}{end}")
    if position == "xml_attr":
        return f'<meta app="{name}" {mark(key + "=" + json.dumps(value), "inline")} locale="en-GB"/>\n{system}\n\n{user}{end}'
    if position == "bracket":
        return f"[ctx app={name} {mark(key + '=' + (json_str(value) if ' ' in value else value), 'inline')} locale=en-GB]\n{system}\n\n{user}{end}"
    if position == "sent":
        return f"{system}\n\n{user} {mark('(sent ' + value + ')', 'inline')}{end}"
    if position == "html_comment":
        return f"{mark('<!-- ' + key + ': ' + value + ' -->', 'line')}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    bullets = [f"- **{s.split(': ')[0]}:** {s.split(': ', 1)[1]}" for s in stable[:2]]
    bullets.insert(1, mark(f"- **{label}:** {value}", "line"))
    return "\n".join(bullets) + f"\n\n{system}\n\n{user}{end}"


def json_str(value: str) -> str:
    return json.dumps(value, ensure_ascii=False)


def json_member(key: str, value: str) -> str:
    return f'"{key}": ' + (value if value.isdigit() else json_str(value))


def generated_positives(g: Gen63) -> list[Draft]:
    """One field at one of twelve positions of one body; every position used, times only where one fits."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        cue, family, label, key, make = fields[k % len(fields)]
        if position == "sent" and cue not in ("datetime", "date"):
            cue, family, label, key, make = TIME_FIELDS[k % len(TIME_FIELDS)]
        t = _moment(g)
        value = make(g, t)
        if body[1] != "en" and cue in ("datetime", "date") and k % 3 == 0:
            label, family = NOW_LABELS[body[1]], "localized_now"
            value = dotted(t)
        text = _render(g, body, position, lambda s, how, c=cue: v(c, s), label, key, value)
        tags = ["generated", position, family] + (["non_english"] if body[1] != "en" else [])
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}", tags))
    return out


# --- hand-written negatives ---------------------------------------------------------------------------------------

NEG: list[Draft] = []


def neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def _negatives_lookalikes() -> None:
    """Stable values in the positions where the positives put volatile ones."""
    neg(["lookalike", "header_block", "policy_revision"], "lookalike:wing-tablet", """Establishment: HMP Thornfield (TFI)
Wing: C (induction)
Device: wing-tablet-C-03
Checklist: first night and induction, rev. 2025-09-01

You help wing officers through the first-night and induction checklist. Keep answers to the steps the
officer can take on the wing tonight.

Officer: He says he's never been in prison before and he's shaking. What do I do first?
Assistant:""")
    neg(["lookalike", "case_header", "sentence_dates"], "lookalike:omu-case-header", """You answer questions about one
prisoner's sentence for his key worker. The dates below come from the calculation on file.

Prisoner: A4471DK
Sentenced: 14/11/2025, 28 months
Conditional release date: 2026-12-29
HDC eligibility date: 2026-09-30
Licence expiry: 2028-01-12

Key worker: If he gets HDC, how long will he be on the tag?
Assistant:""")
    neg(["lookalike", "llama3", "knowledge_cutoff"], "lookalike:llama3-cutoff", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer prisoners' questions about education courses on the in-cell tablet. Short sentences.<|eot_id|><|start_header_id|>user<|end_header_id|>

can i do a level 3 course if i got 4 years left<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg(["lookalike", "chatml", "founding_date"], "lookalike:chatml-prison-history", """<|im_start|>system
You answer visitors' questions at the prison museum shop and the visitor centre of HMP Ashbourne. The
prison opened in 1887; the visitor centre rules were last revised on 2024-04-01.<|im_end|>
<|im_start|>user
Are the old cells on C wing part of the tour?<|im_end|>
<|im_start|>assistant
""")
    neg(["lookalike", "front_matter", "template_dates"], "lookalike:front-matter-template", """---
template: em-curfew-warning
approved: 2025-07-14
review_due: 2026-07-14
owner: EM contract management
---
Fill the template for the violation below. Keep the wording approved by the contract manager.

Violation: absent from the curfew address on 05/03/2026 from 23:40 to 01:05.
Letter:""")
    neg(["lookalike", "xml_attr", "court_sitting"], "lookalike:xml-court", """<court code="B01LY00" name="Leeds Magistrates' Court" sits="10:00" opened="1993-09-06" cvp="yes">
You answer court users' questions about this court: opening times, parking, accessibility, the café.
</court>

User: Is there step-free access to courtroom 6?
Assistant:""")
    neg(["lookalike", "json_inline", "api_version", "tenant_uuid"], "lookalike:json-api-version",
        """{"app":"em-helpline","api_version":"2025-11-01","tenant":"6f1c2e4a-9b7d-4c3e-a1f0-5d8b2e7c9a14","region":"uk-south"}
You answer people who wear a monitoring tag. Never tell anyone to remove or cover the tag.

Subject: can I go swimming with it on
Assistant:""")
    neg(["lookalike", "html_comment", "prompt_revision"], "lookalike:html-comment-revision",
        """<!-- prompt: visits-faq rev 2026-01-12 (approved by visits manager) -->
You answer questions about social visits at HMP Ashbourne. Visits: Tue, Thu, Sat 14:00-16:00.

Visitor: Can I bring my baby's bottle in?
Assistant:""")
    neg(["lookalike", "md_table", "order_dates"], "lookalike:em-order-table", """You explain the electronic monitoring
order to the subject in plain words.

| Field        | Value                        |
|--------------|------------------------------|
| Order        | EMO-26-004511                |
| Made         | 2026-03-02, Leeds MC         |
| Curfew       | 19:00-07:00 daily            |
| From         | 2026-03-06                   |
| To           | 2026-07-05                   |
| Tag          | TG-88412                     |

Subject: Can I ask for the curfew to start at 21:00 because of my shifts?
Assistant:""")
    neg(["lookalike", "key_value_lines", "settings"], "lookalike:env-settings", """TZ=Europe/London
CURFEW_GRACE_MIN=15
API_VERSION=2025-11-01
TENANT_ID=6f1c2e4a-9b7d-4c3e-a1f0-5d8b2e7c9a14
CONTRACT_START=2025-04-01T00:00:00Z

You explain monitoring centre procedures to new operators.

Operator: What does the 15-minute grace mean if someone comes home at 19:10?
Assistant:""")
    neg(["lookalike", "footer", "terms_revision"], "lookalike:footer-terms", """You help victims in the victim contact
scheme understand the stages of an offender's sentence.

Victim: Will I be told before he moves to an open prison?

--
Victim Contact Scheme guidance v4, revised 2025-10-01
""")
    neg(["lookalike", "header_block", "azure_api_version"], "lookalike:azure-headers", """api-version: 2024-10-21
x-ms-tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: listing-assist-gpt4o

You help listing officers with listing practice. Cite the practice direction paragraph.

Listing officer: Can a custody trial be listed as a floater?
Assistant:""")
    neg(["lookalike", "stripe_version", "customer_id"], "lookalike:stripe-stable", """You help people send money to
someone in prison by debit card.
Stripe-Version: 2024-06-20
Customer: cus_Qb7HkLm2Xr9TnW
Payee prison: HMP Northmoor

Sender: Is there a fee for sending money?
Assistant:""")
    neg(["lookalike", "discord_ids", "stable_snowflakes"], "lookalike:discord-families", """You are Beacon, the helper bot
in a support server for prisoners' families. Be kind, never give legal advice.
guild_id: 1187265330918842409
channel_id: 1187265330918842412
role: families

Member: First visit next week and I'm so nervous. What is it actually like?
Beacon:""")
    neg(["lookalike", "office_hours", "time_zone"], "lookalike:office-hours", """You answer questions for the visits
booking line.
Booking line hours: Monday to Friday 09:00-16:00 (Europe/London); closed on bank holidays.
Saturday sessions: 14:00-16:00.

Visitor: Can I ring on Saturday morning to book for the afternoon?
Assistant:""")
    neg(["lookalike", "authored_review_date"], "lookalike:authored-review", """You support officers with the ACCT process
(care for prisoners at risk of self-harm). This guidance was last reviewed on 3 February 2026 by the
safer custody lead; follow it exactly and tell the officer to call healthcare for any injury.

Officer: He's on ACCT hourly obs and asking to go to the gym. Can he?
Assistant:""")
    neg(["lookalike", "bracket_ctx", "api_version"], "lookalike:bracket-stable",
        """[ctx app=em-helpline api=2025-11-01 region=uk-south contract=EM-2025-07]
You answer people who wear a monitoring tag.

Subject: I'm moving house next month, what do I need to do about the box?
Assistant:""")
    neg(["lookalike", "case_header", "licence_dates"], "lookalike:probation-case", """You help a probation
practitioner prepare for a supervision appointment.
CRN: X418822
Licence start: 2026-01-09
Licence end: 2027-07-08
Supervision level: medium, fortnightly
Next appointment: 2026-03-23 10:30

Practitioner: What should I cover at the next appointment, given the new partner?
Assistant:""")
    neg(["lookalike", "case_header", "hearing"], "lookalike:court-case", """Case: T20267011 (R v Hollis)
Court: Leeds Crown Court, Court 4
Next hearing: 2026-03-23 at 10:00 (trial, 3 days)
Custody time limit: 2026-03-27

You answer the defence solicitor's questions about the listing of this case.

Solicitor: Can the trial be moved if our expert is not available until April?
Assistant:""")
    neg(["lookalike", "certificate", "validity"], "lookalike:legal-aid-certificate", """Certificate: 1L448201F
Issued: 2026-01-21
Scope: family help (higher), child arrangements
Cost limit: GBP 2,500
Valid until: 2026-07-21

You answer the solicitor's questions about the scope of this legal aid certificate.

Solicitor: Can I instruct a psychologist under this certificate?
Assistant:""")
    neg(["lookalike", "victim_record", "registration_date"], "lookalike:victim-record", """Victim contact record
Registered: 2024-06-11
Offender's sentence: 6 years (sentenced 2024-05-30)
Parole eligibility: 2027-05-29
Preferred contact: letter

You explain to the victim what the next stage of the sentence is and when they will hear from the
victim liaison officer.

Victim: Will I get a say in whether he gets parole?
Assistant:""")
    neg(["lookalike", "kiosk_header", "firmware"], "lookalike:kiosk-stable", """Commissary kiosk assistant - Harlan County
Detention Center
Kiosk: KSK-4B-02
Firmware: 2025.11.3
Deposit cut-off: Tuesdays 11:59 PM

Help the inmate with commissary orders and deposits.

Inmate: why does it say my order is on hold
Assistant:""")
    neg(["lookalike", "bot_metadata", "model_release"], "lookalike:bot-release", """Bot: Parole Explained
Model: gpt-4o-2024-08-06
Knowledge cutoff: 2023-10
Release: 2026.02.1

You explain parole board processes in plain language.

User: how long does a paper review take
Assistant:""")
    neg(["lookalike", "parole_case", "panel_date"], "lookalike:parole-case", """You help the prisoner's family prepare
for an oral parole hearing.
Case: PB-2026-01183
Hearing: 12 May 2026, 10:00, by video from HMP Northmoor
Panel: three members (one psychologist)

Family: Can we attend the hearing, or only send a letter?
Assistant:""")
    neg(["lookalike", "capacity", "effective_date"], "lookalike:capacity", """You help the duty governor with population
questions.
Operational capacity: 1,118 (from 2025-12-01)
Certified normal accommodation: 962

Governor: We're at 1,104 tonight. How many more can reception take before we ask for a lockout?
Assistant:""")


def _negatives_asked() -> None:
    """Values the user asks about, types or writes; and two plain controls."""
    neg(["asked", "epoch"], "asked:tag-epochs", """The tag's event log uses Unix times. Convert 1772802693 and
1772802693512 to UK time and tell me which one is in milliseconds. The subject says he got home before 19:00.""")
    neg(["asked", "ulid"], "asked:cancel-booking", """Please cancel visit booking 01JNV8KQ4ZB7W2XGTE5M3HQ1RD for Saturday,
my mum is in hospital and we can't come.""")
    neg(["asked", "traceparent"], "asked:traceparent-support", """Our booking app showed an error and the support page
asked me to send this. What does it mean?

traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01""")
    neg(["asked", "jwt"], "asked:visit-token", """The video visit link stopped working. Is this token expired? It's
Thursday 12 March 2026, 18:20 here.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ2aXNpdG9yLTIwMTg4NCIsImlhdCI6MTc3MzMzNzIwMCwiZXhwIjoxNzczMzQwODAwfQ.Xq2p9bQk7cXo1M8y0zY5hVv4gU6nR2tE8wL1sA0dF9k""")
    neg(["asked", "user_clock"], "asked:gate-clock", """It's 14:20 here at the gate, the visit started at 14:00 and the
officer says we're too late to go in. Check-in closes 30 minutes after the start, doesn't it?""")
    neg(["asked", "relative_time"], "asked:relative", """My tag box started beeping about 10 minutes ago and it did the
same thing two nights ago around midnight. Should I ring the monitoring centre now or wait till morning?""")
    neg(["asked", "arithmetic", "sentence_dates"], "asked:halfway", """He was sentenced on 14/11/2025 to 28 months and
spent 61 days on remand. Roughly when is his halfway point? I know the official date comes from the
prison, I just want an idea.""")
    neg(["asked", "few_shot"], "asked:few-shot-listing", """Extract the hearing as JSON.

Example: "Mention hearing on 2026-03-19 at 10:00 in Court 3" -> {"type": "mention", "date": "2026-03-19", "time": "10:00", "court": "3"}
Example: "Sentence 24/03/2026 2pm Court 1" -> {"type": "sentence", "date": "2026-03-24", "time": "14:00", "court": "1"}

Input: "Trial fixed 30/03/2026 10am Court 4"
Output:""")
    neg(["asked", "unrendered_template"], "asked:template", """Why does our reminder SMS show the braces? This is
what people received:

"Reminder: your probation appointment is on {{appointment_date}} at {{appointment_time}}. Today is
{{today}}. Ref {{request_id}}."

Which template engine leaves them like that when a variable is missing?""")
    neg(["asked", "exercise"], "asked:exercise-translate", """Translate into Setswana for the visits leaflet:
"Today is Saturday 14 March 2026. Visits start at 14:00; please arrive by 13:30 with photo ID." """)
    neg(["asked", "iso_week"], "asked:trial-weeks", """The listing office said the trial is in the window 2026-W13 to
2026-W15. Which dates is that, and does it cover Easter?""")
    neg(["asked", "roc_calendar"], "asked:roc-convert", """法院通知寫的開庭日期是民國115年3月23日上午10時，這是西元幾年幾月幾日？是星期幾？""")
    neg(["asked", "hijri"], "asked:hijri-convert", """ما هو التاريخ الميلادي الموافق ١٥/١٠/١٤٤٧ هـ؟ موعد الجلسة في ذلك اليوم الساعة التاسعة صباحاً.""")
    neg(["asked", "time_zone"], "asked:video-link-zones", """A video link hearing is at 10:00 London time on 30 March
2026. The witness is in Perth, Western Australia. What time is that for her, and is it the same day?""")
    neg(["asked", "chatml", "today_in_user"], "asked:chatml-release-day", """<|im_start|>system
You are a friendly helper for people leaving prison.<|im_end|>
<|im_start|>user
Today is my release date, 18 June, and I have an appointment with probation at 2pm. What should I bring?<|im_end|>
<|im_start|>assistant
""")
    neg(["asked", "arithmetic", "ctl"], "asked:ctl", """Custody time limit is 182 days from first appearance on
2025-09-26. He was remanded the same day. When does the CTL expire, and is the trial on 30 March 2026 inside it?""")
    neg(["asked", "uuid"], "asked:move-uuid", """The escort contractor says move 3f9c2b7e-5d41-4a8e-9c0f-1b6d7e2a4c83 was
cancelled but the prisoner still turned up at court. Who should I raise it with?""")
    neg(["asked", "twilio_sid"], "asked:sms-sid", """The reminder text SM5f2a9c1e7d3b48a0b6e4c2d9f1a7e3b5 says
"delivered" but the client says he never got it. Is the delivered status reliable?""")
    neg(["asked", "booking_ref", "typed_time"], "asked:booking-typed", """I booked visit VB-2HX9D for 14:00 on Saturday
21 March at 09:12 this morning and now the site says no booking found. Should I book again?""")
    neg(["asked", "http_date"], "asked:http-date", """The booking site gave me an error page with "Date: Fri, 13 Mar 2026
09:41:12 GMT" and "Error 503". Is the site down for everyone, and should I try later?""")
    neg(["asked", "stripe_ids"], "asked:refund-ids", """Why was refund re_3QpL2kLm2Xr9TnW1a4bC7dE returned? The
original payment was pi_3QpL0kLm2Xr9TnW0x8yZ2aB for GBP 40 to my son's account at HMP Northmoor.""")
    neg(["asked", "case_number"], "asked:case-number", """What does the case number 2026-CF-000871 tell me? Is CF a
felony and is 000871 the order it was filed this year?""")
    neg(["control", "plain"], "control:plain-visits", """You help families prepare for a first prison visit. Be warm and
practical.

User: What should I wear, and can I hug him?
Assistant:""")
    neg(["control", "plain"], "control:plain-probation", """You explain probation to people who have just been
sentenced to a community order. Use short sentences.

User: What is an RAR day?
Assistant:""")


# --- pasted material: records, logs, letters and messages the user asks about -----------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("sentence-calc-sheet", ["sentence_calculation", "dates"], """SENTENCE CALCULATION - A4471DK MARSH, Jordan
Date of sentence: 14/11/2025   Court: Leeds Crown Court
Term: 28 months   Remand: 61 days   Tagged bail: 18 days (credit 9)
SED  12/01/2028
CRD  29/12/2026
HDCED 30/09/2026
TUSED 28/12/2028
Calculated by: OMU/CB  27/11/2025 10:42""",
     "Why is the tagged bail credit only 9 days when he was on tag for 18?", "The calculation sheet"),
    ("adjudication-record", ["adjudication", "record"], """ADJUDICATION RECORD  TFI-2026-0312
Charge: Rule 51 para 22 - disobeys any lawful order
Date/time of offence: 01/03/2026 18:40   Location: B landing
Charge laid: 02/03/2026 09:05   Hearing opened: 02/03/2026 14:30 (adjourned for legal advice)
Resumed: 09/03/2026 10:15   Finding: proved   Punishment: 14 days loss of canteen (suspended 3 months)""",
     "Was the charge laid in time, and can the suspended punishment be activated if he gets another charge?",
     "Here is the adjudication record"),
    ("csra-form", ["csra", "form"], """CELL SHARING RISK ASSESSMENT
Prisoner: A3302BD   Establishment: RVI   Date: 17/02/2026
Initial assessment: HIGH (reception 16/02/2026 21:40)
Factors: previous assault on cellmate (HMP Leeds, 2021); racially aggravated threats (2021)
Review: 18/02/2026 - remains HIGH, single cell
Next review due: 18/05/2026""",
     "Does he have to stay in a single cell until May, or can the review be brought forward?", "The CSRA"),
    ("escort-record", ["escort", "person_escort_record"], """PERSON ESCORT RECORD  PER-26-118204
Prisoner: A7730JM   From: HMP Northmoor   To: Teesside Crown Court
Departed: 11/03/2026 07:52   Arrived court: 09:14
Handed to court cells: 09:20 (signed DCO 4471)
Returned: 11/03/2026 17:38   Property: 1 sealed bag, seal E1022871 intact
Notes: travel sick, 1 stop 08:30""",
     "Is there anything in this record the reception team should follow up?", "Escort record from yesterday"),
    ("reception-property", ["property_card", "reception"], """PROPERTY CARD  A9920KT  Reception 02/03/2026 20:15
In possession: 1 watch (Casio), 2 books, 11 photographs, 3 letters
Stored: 1 gold chain (sealed, bag RC-44120), 1 PlayStation 2 + 3 games, 1 USB stick
Handed out: 1 electric razor (mains) to visitor 07/03/2026 14:40
Signed: OSG Paterson""",
     "He says the USB stick should have been handed out too. Can it be?", "The property card"),
    ("segregation-review", ["segregation", "review_form"], """SEGREGATION REVIEW - A3021PL
Placed: 02/03/2026 16:10 under GOOD (own protection)
Initial healthcare screen: 02/03/2026 17:05, no concerns
72-hour review: 05/03/2026 11:00 - continue, review in 14 days
Mental health in-reach: referred 05/03/2026, seen 06/03/2026
Next review: 19/03/2026""",
     "Was the 72-hour review held on time?", "Segregation review form"),
    ("licence-conditions", ["licence", "conditions"], """LICENCE - A5512RX
Release date: 18/06/2026   Licence expiry: 17/12/2027
Standard conditions 1-8 apply.
Additional: reside at approved premises, Elm House, Leeds, until 18/09/2026;
curfew 21:00-07:00 at approved premises, electronically monitored;
not to contact J. Price directly or indirectly;
report to supervising officer at Leeds East PDU on 18/06/2026 by 15:00.""",
     "Can he go to his mum's for Sunday lunch while he's at the approved premises?",
     "His licence conditions"),
    ("hdc-address-check", ["hdc", "address_check"], """HDC ADDRESS CHECK - 14 Wharf Row, Hunslet
Requested: 02/02/2026   Completed: 16/02/2026 (CRC officer Dunne)
Occupants: mother (64), brother (29)
Landlord consent: obtained 10/02/2026
Police checks: no concerns
Children in household: none
Outcome: suitable""",
     "If his brother moves out, does the check need redoing?", "The HDC address check"),
    ("rotl-licence", ["rotl", "licence"], """RELEASE ON TEMPORARY LICENCE - A1187FE
Type: resettlement day release (RDR)
Valid: 14/03/2026 08:00 to 14/03/2026 18:00
Destination: Kirkgate Jobcentre, then 22 Brook St (mother)
Return by: 18:00. Travel by public transport only.
Authorised by: Governor, 10/03/2026""",
     "His bus back is due at 18:10. What should he do?", "The ROTL licence"),
    ("visit-confirmation-email", ["email", "visit_booking"], """From: HMP Ashbourne visits <visits.ashbourne@justice.example>
Date: Tue, 10 Mar 2026 09:14:02 +0000
Message-ID: <20260310091402.7A1C@bookings.justice.example>
Subject: Visit booked - VB-7QK2M

Your visit to A1187FE is booked for Saturday 14 March 2026, 14:00-16:00.
Visitors: Kerry Ward, Jayden Ward (age 9).
Please arrive by 13:30 with photo ID.""",
     "Can I add my sister to this booking, or does she need her own?", "The confirmation I got"),
    ("banned-visitor-letter", ["letter", "visit_ban"], """Dear Ms Ward,
Following the incident in the visits hall on 28 February 2026, the Governor has decided that your visits
will be closed visits for three months, from 2 March 2026 to 1 June 2026. You may appeal in writing
within 28 days of the date of this letter (3 March 2026).
Yours sincerely, Head of Security, HMP Ashbourne""",
     "What's the last day I can appeal, and who do I write to?", "The letter from the prison"),
    ("canteen-sheet", ["canteen", "order_sheet"], """CANTEEN SHEET  Week 11  Delivery Fri 13/03/2026
Name: A9920KT  Cell: B3-22  Spends available: GBP 15.50
Qty  Item                      Price
2    Tuna in brine 160g        1.35
1    Shower gel 250ml          1.10
3    Noodles chicken           0.45
1    Phone credit              5.00
Order closes: Mon 09/03/2026 12:00""",
     "Add it up. Is he under his spends?", "His canteen sheet"),
    ("canteen-receipt-dispute", ["canteen", "receipt"], """CANTEEN DELIVERY RECEIPT  CO-2026-10-18821
Delivered: 05/03/2026 15:42  B wing
Items ordered: 11   Items packed: 9
Missing: 2 x Tuna in brine (out of stock - refund GBP 2.70)
Signed for: A1187FE""",
     "He says he wasn't refunded. When should the refund show?", "The canteen receipt"),
    ("pin-contacts", ["pin_phone", "contacts"], """PIN PHONE CONTACTS - A5512RX
1  07700900331  partner         approved 12/01/2026
2  01632960441  mother          approved 12/01/2026
3  07700900146  solicitor?      pending since 04/03/2026
4  07700900812  friend          refused 20/02/2026 (public protection)
Max contacts: 20""",
     "Why would number 4 be refused?", "His PIN contact list"),
    ("call-log-csv", ["call_log", "csv"], """call_id,prisoner,dialled,start,duration_s,cost_gbp
C-88120931,A7730JM,07700900331,2026-03-02 18:02:11,600,0.60
C-88121477,A7730JM,07700900812,2026-03-02 19:40:53,41,0.05
C-88124005,A7730JM,07700900331,2026-03-03 18:01:30,596,0.60
C-88125110,A7730JM,01632960441,2026-03-04 10:12:07,305,0.28""",
     "What did he spend on calls these three days?", "Call log export"),
    ("money-receipt", ["payment", "receipt"], """Payment receipt
Reference: SMP-2026-0304-88213
Paid: 04/03/2026 21:14
To: A5512RX, HMP Northmoor
Amount: GBP 40.00   Card ending 4417
Status: sent to prison - usually credited within 3 working days""",
     "It's been more than three working days. Who do I chase?", "My receipt"),
    ("emessage-inmate", ["secure_message", "header"], """Message ID: 558210347
Sent: 03/03/2026 8:41 PM
From: Tasha M. (approved contact)
To: Inmate #2231907, Harlan County Detention Center
Stamps used: 1

Hey, court went ok for your cousin. I put $25 on your books Friday. Call me Sunday after 6.""",
     "Was this message held by the jail for too long? He got it on Thursday.", "The message I sent"),
    ("commissary-export-json", ["commissary", "json_export"], """{"id": "ord_8821904", "timestamp": "2026-03-03T05:59:12Z",
 "inmate": "2231907", "unit": "4B", "items": [{"sku": "RAMEN-CHK", "qty": 6, "price": 0.45},
 {"sku": "SOAP-DIAL", "qty": 1, "price": 1.25}], "total": 3.95, "status": "delivered"}""",
     "Was he charged the right total for this order?", "The commissary order record"),
    ("probation-appointment-letter", ["letter", "probation_appointment"], """Leeds East Probation Delivery Unit
Date: 2 March 2026

Dear Mr Hollis,
You are required to attend an appointment with your probation officer, Ms S. Okafor, on Wednesday
11 March 2026 at 10:30 at 5 Park Square, Leeds. If you cannot attend, call 0113 000 0412 before the
appointment. Failure to attend without an acceptable reason may lead to enforcement action.""",
     "If I have a job interview at 10:00 that day, is that an acceptable reason?", "My appointment letter"),
    ("warning-letter", ["letter", "warning"], """FIRST WARNING
Date of letter: 10 March 2026
You failed to attend your appointment on Monday 9 March 2026 at 14:00 at the Bradford North office
and have not given an acceptable reason. This is your first warning. A further failure within 12
months may result in you being returned to court.""",
     "Does this warning run out after 12 months?", "The warning letter"),
    ("supervision-plan", ["sentence_plan", "probation"], """SENTENCE PLAN - CRN X418822
Review date: 23/03/2026
Objective 1: maintain stable accommodation - address verified 16/02/2026
Objective 2: complete Building Better Relationships - waiting list since 12/01/2026
Objective 3: remain drug free - tests 02/02 negative, 02/03 negative
Contact level: fortnightly until 18/05/2026, then monthly""",
     "What is realistic to have done by the review date?", "His sentence plan"),
    ("unpaid-work-timesheet", ["unpaid_work", "timesheet"], """UNPAID WORK TIMESHEET - X390114
Order: 120 hours, made 07/01/2026
07/02/2026  Canal towpath  09:00-16:00  6.5 h credited
14/02/2026  Canal towpath  09:00-12:30  3.0 h (sent home, late)
21/02/2026  -              -            absent, acceptable (GP letter)
28/02/2026  Charity shop   09:30-15:30  5.5 h credited
Hours completed: 15.0""",
     "How many hours are left and how long will that take at one day a week?", "Her timesheet"),
    ("drug-test-result", ["lab_result", "drug_test"], """TOXICOLOGY REPORT  TX-2026-0319-44
Sample collected: 02/03/2026 10:14   Received at lab: 03/03/2026 08:02
Reported: 05/03/2026 16:48
Cocaine metabolite: negative (cut-off 150 ng/mL)
Opiates: negative (cut-off 300 ng/mL)
Cannabis (THC-COOH): positive, 32 ng/mL (cut-off 15 ng/mL)""",
     "Is the cannabis result a breach if his licence only mentions class A testing?", "The lab report"),
    ("ap-signin", ["approved_premises", "sign_in"], """ELM HOUSE - NIGHT SIGN-IN  06/03/2026
Room  Resident   In      Curfew 23:00
2     R. Dale    21:14   ok
5     T. Briggs  22:58   ok
6     K. Shaw    23:48   LATE - breath test 0.21
9     M. Obi     -       ROTL overnight (authorised)""",
     "Which of these does the manager need to report to the probation practitioner?", "Last night's sheet"),
    ("recall-notice", ["recall", "notice"], """NOTICE OF RECALL
Name: Liam CROSS   Prison number: A6104HX
Licence recalled on 06/03/2026 by the Public Protection Casework Section.
Reason: failed to reside at approved address; whereabouts unknown since 01/03/2026.
Type: standard recall (not eligible for fixed-term)
You will be returned to custody and your case will be reviewed within 28 days of return.""",
     "What's the difference between a standard and a fixed-term recall?", "The recall notice"),
    ("curfew-order", ["court_order", "curfew"], """ELECTRONIC MONITORING CURFEW REQUIREMENT
Court: Leeds Magistrates' Court   Date: 02/03/2026
Defendant: Dean FOSTER, dob 03/05/2001
Curfew: 19:00-07:00 daily at 14 Wharf Row, Hunslet
From 06/03/2026 to 05/07/2026 inclusive
Monitoring by: EM contractor (North)""",
     "How many nights is that in total?", "The curfew requirement"),
    ("em-violation-report", ["em_violation", "report"], """VIOLATION REPORT  EM-VR-26-00931
Subject: S-20931   Order: EMO-26-004511
02/03/2026 19:00  curfew start - subject absent
02/03/2026 20:14  subject returned (RF contact restored)
05/03/2026 23:40  left curfew address
06/03/2026 01:05  returned
Total time absent: 2 h 39 min""",
     "Is that total right?", "The violation report"),
    ("gps-points-csv", ["gps", "csv"], """timestamp_utc,lat,lon,accuracy_m,zone
2026-03-07T14:02:10Z,53.5786,-2.4296,8,edge
2026-03-07T14:06:40Z,53.5781,-2.4290,6,inside
2026-03-07T14:19:05Z,53.5779,-2.4288,5,inside
2026-03-07T14:31:55Z,53.5792,-2.4312,9,outside""",
     "How long was he inside the zone?", "GPS export"),
    ("hmu-event-log", ["hmu", "logfmt", "log"], """ts=2026-03-07T18:42:03Z unit=HMU-55120 event=mains_lost battery=71
ts=2026-03-07T18:44:10Z unit=HMU-55120 event=heartbeat gsm=-101
ts=2026-03-07T19:02:44Z unit=HMU-55120 event=tag_in_range tag=TG-88412
ts=2026-03-07T21:58:12Z unit=HMU-55120 event=mains_restored battery=38""",
     "Does this look like someone unplugged it, or a power cut?", "The unit's log"),
    ("em-install-record", ["em_install", "record"], """INSTALLATION RECORD  INS-26-22170
Visit: 06/03/2026 19:25-20:05   Officer: FO 118
Tag TG-88412 fitted left ankle (right leg in cast)
HMU-55120 installed, living room, mains + GSM
Range test: 19:58 ok (kitchen, bedroom, bathroom)
Subject briefed; signed 20:03""",
     "The order starts on the 6th at 19:00. Was he in breach before the fitting?", "Installation record"),
    ("alcohol-readings", ["alcohol_monitoring", "readings"], """Alcohol monitoring - TG-A-5531 - 07/03 to 08/03/2026
22:00 0.000   22:30 0.012   23:00 0.031   23:30 0.044
00:00 0.041   00:30 0.029   01:00 0.015   01:30 0.000
Tamper: none   Obstruction: none""",
     "Is that an alcohol event under the 0.020 for an hour rule?", "The readings"),
    ("court-list", ["court_list", "daily_list"], """LEEDS MAGISTRATES' COURT - COURT 3 - MONDAY 16 MARCH 2026
10:00  FOSTER Dean         breach of community order    adj from 02/03
10:00  HOLT Amy            s.5 POA                        first appearance
11:30  CROSS Liam          fail to surrender              custody
14:00  PRICE Nathan        sentence (PSR ready)           adj from 23/02""",
     "Which of these are likely to take longest?", "Monday's list for court 3"),
    ("hearing-notice", ["notice", "hearing"], """NOTICE OF HEARING
Claim No: K00LS412   Between: Ms R. Kaur (Claimant) and Mr P. Lowe (Defendant)
Take notice that the claim will be heard at Leeds County Court, 1 Oxford Row, on 20 March 2026 at
10:30 (time estimate 1 hour). Dated 27 February 2026.""",
     "How long before the hearing do I have to send my documents?", "The notice I got"),
    ("adjournment-order", ["order", "adjournment"], """ORDER
Upon the court being unable to hear the case due to judicial unavailability,
IT IS ORDERED THAT:
1. The hearing listed on 20 March 2026 is adjourned.
2. The matter is relisted on 17 April 2026 at 10:30, time estimate 1 hour.
3. Costs in the case.
Dated 13 March 2026  District Judge Ahmed""",
     "Do I need to send my documents again for the new date?", "The order"),
    ("listing-request-form", ["listing_request", "form"], """LISTING REQUEST
Case: T20267052   Defendant: PRICE Nathan (custody, HMP Northmoor)
Hearing type: PTPH   Earliest date: 23/03/2026   Time estimate: 30 min
Interpreter: Romanian   Video link from prison: yes
Submitted: 04/03/2026 16:20 by CPS Yorkshire""",
     "Is anything missing before the listing office can list this?", "The listing request"),
    ("witness-availability", ["witness", "availability"], """WITNESS AVAILABILITY - T20267011
PC 4471 Ward      dates to avoid: 23/03-27/03 (annual leave)
Ms J. Ellis       dates to avoid: Mondays (childcare)
Dr R. Nkemelu     dates to avoid: before 30/03 (abroad)
Form completed: 02/03/2026 by witness care officer""",
     "What is the first date all three can do?", "The witness availability form"),
    ("court-register", ["court_register", "extract"], """REGISTER EXTRACT - Leeds Magistrates' Court
12/06/2024  Case 1322/24  s.5 Public Order Act 1986   G   fine GBP 120, costs GBP 85
08/01/2026  Case 0021/26  no insurance                G   6 points, fine GBP 300
08/01/2026  Case 0021/26  no licence                  G   no separate penalty""",
     "Does the no separate penalty count as a conviction?", "Register extract"),
    ("exhibit-log", ["exhibits", "log"], """EXHIBIT LOG  T20267011
JP/1  CCTV disc, Boots store       received 09/03 10:40  produced 09/03 10:55
JP/2  Receipt roll                 not received
SM/3  Knife (sealed E1022871)      received 10/03 13:55  produced 10/03 14:20
SM/4  Phone download report        received 09/03 10:40  not produced""",
     "What do I still need to get from the police?", "The exhibit log"),
    ("warrant", ["warrant", "court"], """WARRANT OF ARREST (not backed for bail)
Leeds Magistrates' Court   Code 2573
To each and all constables of West Yorkshire Police:
Liam CROSS, born 14/02/1998, failed to surrender to this court on 4 March 2026 at 10:00.
You are commanded to arrest him and bring him before this court.
Date of issue: 4 March 2026   District Judge (MC) Rahman""",
     "Can the police give him bail on this warrant?", "The warrant"),
    ("bail-conditions", ["bail", "conditions"], """BAIL CONDITIONS - HOLT Amy
Granted: 16/03/2026   Next appearance: 13/04/2026 10:00, Leeds MC
1. Live and sleep at 22 Brook St, Leeds.
2. Curfew 20:00-06:00, doorstep checks.
3. Not to contact Jade Simms directly or indirectly.
4. Not to enter Kirkgate Market.""",
     "Can she go to her sister's birthday party on Saturday until 22:00?", "Her bail conditions"),
    ("result-sheet", ["court_result", "sheet"], """RESULT SHEET  Court 3  16/03/2026
FOSTER Dean  breach of community order - admitted - order varied: curfew extended to 05/08/2026
HOLT Amy     s.5 POA - not guilty plea - trial 13/04/2026 10:00 - bail with conditions
CROSS Liam   fail to surrender - admitted - 7 days custody, concurrent""",
     "Write a one-line summary of each result for the probation team.", "Today's results"),
    ("legal-aid-form", ["legal_aid", "application_form"], """CRIMINAL LEGAL AID APPLICATION - summary
Applicant: Tyler BROOKS, dob 09/10/2006
Offence: burglary (dwelling), alleged 21/02/2026
First hearing: 19/03/2026, Bradford MC
Benefits: Universal Credit (passported)
Interests of justice: likely loss of liberty; identification disputed
Submitted: 05/03/2026 17:02   Reference: L-4TT-9QX""",
     "Is this likely to be granted before the first hearing?", "Our application summary"),
    ("legal-aid-refusal", ["legal_aid", "refusal_letter"], """Dear Calder & Shaw Solicitors,
Application 300001884412 - refused (merits)
We have refused this application on 6 March 2026 because the prospects of success have not been
shown to be at least 50%. You may ask for a review within 14 days of the date of this decision.""",
     "What's the last day to ask for a review?", "The refusal"),
    ("legal-aid-claim", ["legal_aid", "billing_claim"], """CLAIM  PS-1042-26-0088
Attendance: police station, 06/03/2026 22:10 to 07/03/2026 01:40
Unsocial hours: not flagged
Travel: 38 miles (scheme area: Bradford)
Rejected 10/03/2026: E104, E221""",
     "Fix the claim: what do I change for each error?", "The rejected claim"),
    ("victim-notification-letter", ["victim", "letter"], """Dear Ms Ellis,
I am writing to let you know that the offender in your case was transferred from HMP Northmoor to an
open prison on 2 March 2026. He may now be considered for temporary release. You told us you want to
be told about any licence conditions; please contact me by 20 March 2026 if you wish to request a
condition.
Victim Liaison Officer, Yorkshire Probation""",
     "Can I ask that he isn't allowed in my town?", "The letter I got"),
    ("vine-sms", ["victim", "sms"], """[VINE] 06/03/2026 09:14 - DUNN, TRAVIS LYLE (booking 26-00412) custody status changed:
RELEASED. Facility: Harlan County Detention Center. Reply STOP to end alerts. Call 1-877-000-0412 for
more information. Ref 8830291.""",
     "Does RELEASED mean he's out for good, or could it be bail?", "I just got this text"),
    ("victim-statement", ["victim", "personal_statement"], """VICTIM PERSONAL STATEMENT
Made on: 11 March 2026
Since the burglary on 21 February 2026 I have not slept properly. I moved my daughter into my room
because she is scared. I missed three weeks of work (16 February to 6 March).""",
     "Is this OK to read out in court, or is it too short?", "My statement so far"),
    ("parole-decision", ["parole", "decision"], """PAROLE BOARD DECISION SUMMARY
Case: PB-2026-01183   Hearing: oral, 12/05/2026
Decision: release directed
Conditions: reside at Elm House; exclusion zone Leeds city centre; no contact with named victim
Decision issued: 19/05/2026
Reconsideration window: 21 days from issue""",
     "Until what date can the decision be challenged?", "The decision summary"),
    ("restraining-order", ["court_order", "restraining"], """RESTRAINING ORDER (s.360 Sentencing Act 2020)
Made: 16/03/2026, Leeds Crown Court
The defendant, Nathan PRICE, must not:
1. contact Jade SIMMS directly or indirectly;
2. enter Harewood Road, Leeds.
This order has effect until 15/03/2031.""",
     "What do I do if he messages me on Instagram?", "The order"),
    ("fine-notice", ["court_fine", "notice"], """NOTICE OF FINE
Account: 20-0441887-L   Court: Leeds Magistrates' Court   Date imposed: 08/01/2026
Fine GBP 300, victim surcharge GBP 120, costs GBP 85   Total GBP 505
Paid so far: GBP 60.00   Balance: GBP 445.00
Pay by: 31/03/2026""",
     "If I pay 20 a week, when would I finish?", "My fine notice"),
    ("incident-log", ["incident_log", "prison"], """INCIDENT LOG  TFI-IR-26-0441
21:02 cell bell B2-07, no answer
21:03 observation panel covered
21:04 Code Blue called, two officers enter
21:05 prisoner on bed, breathing, laceration left forearm
21:11 healthcare arrive
21:30 ACCT opened by night orderly officer (ref ACCT-26-118)""",
     "Did we get healthcare there within the 10 minutes the policy says?", "The incident log"),
    ("roll-sheet", ["roll", "count"], """ROLL SHEET 06/03/2026 20:00
Wing   Roll   Court  Hospital  ROTL  In cell
A      142    3      1         0     138
B      156    2      0         1     153
C      88     0      0         0     88
D      121    4      0         2     115""",
     "Does B wing add up?", "Tonight's roll sheet"),
    ("nginx-visits", ["nginx", "log"], """203.0.113.41 - - [13/Mar/2026:09:41:11 +0000] "POST /visits/book HTTP/2" 503 162 "-" "Mozilla/5.0"
203.0.113.41 - - [13/Mar/2026:09:41:40 +0000] "POST /visits/book HTTP/2" 503 162 "-" "Mozilla/5.0"
198.51.100.7 - - [13/Mar/2026:09:41:42 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.31"
203.0.113.41 - - [13/Mar/2026:09:42:15 +0000] "POST /visits/book HTTP/2" 201 411 "-" "Mozilla/5.0\"""",
     "Was the booking service down, or just this visitor?", "Access log from the booking site"),
    ("webhook-debug", ["webhook", "standard_webhooks", "debug"], """POST /hooks/moves HTTP/1.1
webhook-id: msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
webhook-timestamp: 1772795575
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDDX6H/4I=
content-type: application/json

{"move_id": "MV-2026-118204", "date": "2026-03-11"}""",
     "Our receiver says the signature is invalid. Which string do I sign?", "The delivery we logged"),
    ("em-api-curl", ["curl", "http", "debug"], """$ curl -i https://api.em-contractor.example/v2/orders/EMO-26-004511
HTTP/2 404
date: Fri, 06 Mar 2026 10:12:44 GMT
x-request-id: 5b1c0e7a9d2f4a6c8e0b1d3f5a7c9e2b
content-type: application/json

{"error": "order_not_found"}""",
     "Is it our order number that's wrong or their system?", "What I get"),
    ("sentry-event", ["sentry", "json", "debug"], """{"timestamp": "2026-03-06T21:04:11.523Z", "event_id": "9f4b6a1c2d8e4f0a9b7c3e5d1f2a4b6c",
 "level": "error", "release": "visit-booking@4.2.1",
 "exception": {"type": "SlotConflict", "value": "slot 2026-03-14T14:00 already full"}}""",
     "Is this a bug or just a full slot?", "Error from our monitoring"),
    ("ics-video-link", ["ics", "calendar"], """BEGIN:VEVENT
UID:vlb-T20267052-20260323@courts.example
DTSTAMP:20260304T162011Z
DTSTART:20260323T094500Z
DTEND:20260323T103000Z
SUMMARY:PTPH R v Price - video link HMP Northmoor (pre-call 09:45)
END:VEVENT""",
     "What time does the pre-call start in UK time?", "The calendar invite"),
    ("taiwan-notice", ["court_notice", "roc_calendar", "chinese"], """臺灣臺北地方法院 通知書
案號：115年度易字第312號
應到時間：民國115年3月23日上午10時00分
應到處所：本院第5法庭
發文日期：民國115年3月2日""",
     "請問我要帶哪些文件？", "法院寄來的通知"),
    ("papiamento-visit-rules", ["visit_rules", "papiamento"], """Reglanan di bishita SDKK
Djárason i djasabra 14:00 - 16:00.
Trese bo sédula. Máksimo tres adulto.
Aña 2026: bishita di famia ta 4 di aprel.""",
     "What time are visits on Saturday, and what do I need?", "Visit rules from the prison website"),
    ("kyrgyz-registration", ["probation_card", "kyrgyz"], """Пробациялык каттоо картасы
Аты-жөнү: Асанов Б.
Катталган күнү: 12.01.2026
Кийинки келүү: 09.03.2026, 10:00
Пробация мөөнөтү: 12.01.2026 - 11.01.2027""",
     "When is my next visit and when does probation end?", "My registration card"),
    ("malagasy-summons", ["summons", "malagasy"], """FAMPIANTSOANA
Fitsarana Ambaratonga Voalohany Antananarivo
Raharaha laharana 1204/2026
Andro: 23 martsa 2026, amin'ny 9 ora maraina
Efitrano: 3""",
     "What day and time do I have to be at the court?", "The summons I received"),
    ("faroese-prison-rules", ["house_rules", "faroese"], """Vitjanartíðir
Mánadag og hósdag kl. 14:00 - 16:00.
Vitjanin skal bíleggjast í seinasta lagi dagin fyri.
Galdandi frá 1. januar 2026.""",
     "Which days can I visit and how early must I book?", "The visiting times"),
    ("xhosa-parole-letter", ["parole", "letter", "xhosa"], """Ibhodi yeParole - isaziso
Inombolo yetyala: PB-EC-2026-0412
Umhla wentlanganiso: 14 Epreli 2026, ngo-10:00
Indawo: East London Correctional Centre
Ungathumela ingxelo ebhaliweyo ngaphambi kwe-31 Matshi 2026.""",
     "What is the last date to send my written statement?", "The parole board notice"),
]

PLACEMENTS = ["after", "before", "after_noblank", "before_colon", "two_blank", "quoted", "fence", "earlier_turn",
              "system_user", "chatml_user", "gemma_user", "phi3_user", "llama3_user", "indented", "both_sides",
              "lang_ask"]
SYSTEM_NEG = ("You are the assistant of a prisons and probation service. Answer from the material the user gives; "
              "say when it is not enough.")
LANG_ASKS = [
    "Bo por splik'é mi na papiamentu, por fabor?",
    "A o ka ntlhalosetsa ka Setswana?",
    "Kanst tú greiða mær frá tí á føroyskum?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "two_blank":
        return f"{intro}:\n\n\n{block}\n\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_NEG}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "chatml_user":
        return (f"<|im_start|>system\n{SYSTEM_NEG}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
                f"<|im_start|>assistant\n")
    if placement == "gemma_user":
        return f"<start_of_turn>user\n{SYSTEM_NEG}\n\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3_user":
        return f"<|system|>\n{SYSTEM_NEG}<|end|>\n<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "llama3_user":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_NEG}<|eot_id|>"
                f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n\n{block}\n\n{ask}<|eot_id|>\n"
                f"<|start_header_id|>assistant<|end_header_id|>")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in there I should worry about?"
    assert placement == "lang_ask"
    return f"{block}\n\n{ask} {LANG_ASKS[(k // len(PLACEMENTS)) % len(LANG_ASKS)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(k, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- generated negatives: the generated positives' shapes with stable values ------------------------------------

STABLE_VALUES: list[tuple[str, str, str, str]] = [
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-01-12"),
    ("api_version", "API version", "api_version", "2025-11-01"),
    ("tenant_uuid", "Tenant", "tenant_id", "6f1c2e4a-9b7d-4c3e-a1f0-5d8b2e7c9a14"),
    ("establishment", "Establishment", "establishment", "TFI"),
    ("court_code", "Court code", "court_code", "B01LY00"),
    ("policy_effective", "Policy effective", "policy_effective", "2026-01-01"),
    ("contract_start", "Contract start", "contract_start", "2025-04-01T00:00:00Z"),
    ("visiting_hours", "Visiting hours", "visiting_hours", "14:00-16:00"),
    ("time_zone", "Time zone", "time_zone", "Europe/London"),
    ("build", "Build", "build", "4f2a9c1"),
    ("release", "Release", "release", "2026.02.3"),
    ("office_hours", "Office hours", "office_hours", "Mon-Fri 09:00-17:00"),
    ("capacity", "Operational capacity", "capacity", "1118"),
    ("canteen_cutoff", "Canteen cut-off", "canteen_cutoff", "Mon 12:00"),
    ("curfew_grace", "Curfew grace (min)", "curfew_grace_min", "15"),
    ("model", "Model", "model", "gpt-4o-2024-08-06"),
    ("guidance", "Guidance", "guidance", "v4 (2025-10-01)"),
    ("template", "Template", "template", "em-curfew-warning@2025-07-14"),
    ("helpline", "Monitoring centre", "monitoring_centre", "0800 000 0731"),
    ("contract_id", "Contract", "contract", "EM-2025-07"),
    ("case_uuid", "Case", "case_id", "3b241101-e2bb-4255-8caf-4136c566a962"),
]
SENT_STABLE = ["(account 20-0441887-L)", "(registered since 2024-06-11)", "(case T20267011)", "(CRN X418822)",
               "(prison number A4471DK)", "(booking ref VB-7QK2M)"]
GENERATED_NEG = 42


def generated_negatives(g: Gen63) -> list[Draft]:
    """The generated positives' bodies and positions with one stable value each."""
    values = list(STABLE_VALUES)
    g.rng.shuffle(values)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_NEG):
        body = bodies[(k + 3) % len(bodies)]
        position = GEN_POSITIONS[(k + 5) % len(GEN_POSITIONS)]
        family, label, key, value = values[k % len(values)]
        if position == "sent":
            value = SENT_STABLE[k % len(SENT_STABLE)]
            family = "parenthesised_record"
            text = _render(g, body, "sent", lambda s, how, val=value: s.replace("(sent " + val + ")", val), label, key, value)
        else:
            text = _render(g, body, position, lambda s, how: s, label, key, value)
        tags = ["hard_negative", "generated", position, family] + (["non_english"] if body[1] != "en" else [])
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}", tags))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen63(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold63", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
