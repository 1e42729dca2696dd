"""Build `prompt_normalizer/corpus/holdout70.jsonl`, a seventieth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout70.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout64.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and for the languages they used and the
passages around the hits read, and with the labelling-rule sections of make_holdout60.py to
make_holdout63.py and the whole docstring of make_holdout64.py read), to keep clear of the sources and
scenarios they used and to apply their clarifications of the rules, and of `make_holdout24.py` also its
import block and its last 150 lines (the placement of pasted blocks, `build` and `main`), for the
structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing of the repository
root and of `tests/normalizer/` showed file names only, and a check showed that neither this file nor
`holdout70.jsonl` existed yet; a read-only `git status` listed the names of the untracked files.)
Nothing under `prompt_normalizer/`, no other test file, no `*.jsonl` corpus (but this one, once
written, to check its expected outputs against `expected_of`), nothing under docs/ or bench/, no git
history and none of `make_holdout65.py` to `make_holdout72.py`, written at the same time, was read.

The domain is hospital inpatient operations: bed management and patient flow, nursing shift handoffs,
operating-room scheduling, sterile processing and instrument tracking, patient transport (portering),
dietary orders and tray delivery, infusion pumps and nurse call, discharge planning, environmental
services, and hospital command centres. The earlier docstrings name neighbours of it, and the
scenarios here were written around them: SMART on FHIR launches, patient-portal triage, ambient
scribes and hospital appointment bots (make_holdout5) and HL7 v2 MSH-7 / MSH-10 and FHIR bundles of
healthcare scheduling (make_holdout3): here no appointment bot, no FHIR, and HL7 only as an A02
transfer message a user pastes; nurse handoffs in SBAR with flowsheets in home health and care
(make_holdout13) and care homes' handover writer, nurse call log "at" a time, sensor mats and fluid
balance (make_holdout30): here acute ward handoffs in I-PASS and DAR form, a charge nurse's console,
a handoff packet, a Teams handoff channel and a voice handoff, and nurse call as call-light
analytics, bed-exit bridges and gateways on hospital wards; hospital flowsheets as negatives of a
clinic (make_holdout17) and a dental practice's autoclave clock and printout (make_holdout30,
make_holdout59): here central sterile services with large steam sterilizers, tray tracking, BI
readers, loaner sets, count sheets and endoscope reprocessors, and no autoclave clock; hospital
pharmacy and ward stock with discharge screening (make_holdout53): no medicines, no pharmacy and no
cabinet here, only the pump's drug library version as a stable value; an ambulance service's hospital
handover queue and patient transport booking line (make_holdout41): here transport is in-hospital
portering (queues, handhelds, RTLS, CloudEvents, a Telegram group, an inter-campus shuttle hold) and
the only call session is a transfer centre's physician line; a chaplaincy referral queue in a
hospital (make_holdout56) is not used. The sources are:

* bed management and patient flow: a bed board "as of" a time with a KSUID snapshot (the board's
  own "since" times stay), a capacity huddle pack (`Generated`, UUIDv7 pack id; the huddle time and
  the ED tracker figures stay), placement metadata in pretty JSON (`generated_at`, ULID
  `request_id`) over a pasted bed request whose first member is `created_at` and which has its own
  `request_id`, a Mexican bed manager, a transfer centre call (SIP Call-ID, `Answered:`; the
  referral fax stays), a discharge prediction run with its start inside a sentence, a German bed
  list under an app label (`Abrufzeit Belegung:`), a Japanese bed manager, a Llama 3 `Today Date`
  over an ED boarding list, an ADT queue's `fetched_at` attribute (the admissions' `requested`
  attributes stay), a Brazilian NIR with a CSV export, an Arabic bed list with Arabic-Indic digits,
  a discharge lounge console in markdown bullets, and a request id beside a bed request's ULID that
  the user asks about;
* nursing shift handoffs: I-PASS front matter (`generated_at`, ULID), a handoff packet assembled
  "at" a time with a packet id, Korean, French (DAR), Vietnamese, Polish and Hebrew handoffs, a
  ChatML stamp on its own line, a charge console session and sign-in (Windows clock), a Teams
  activity (`id`, `timestamp`; the handoff text stays), a neonatal Mistral prompt (Go RFC3339Nano)
  and a transcription job with its finish time (the times spoken in the recording stay);
* operating-room scheduling: a schedule fetched "at" an RFC 2822 time with a base58 fetch id, a block
  utilisation footer (UUIDv7 run, `Generated`), an add-on case posted by Standard Webhooks (the
  payload's `requested_at` stays), a Gemma `Request date:`, an Italian list (date and session), an
  OR board's single-line JSON `trace_id`, a preference card looked up "at" a US medium time (its
  last-updated date stays), Turkish and Chinese (full-width colon, cuid2 session) schedulers, a case
  id the user asks about beside `X-Request-ID`, a Slack event (`event_id`, `event_time`, `ts`) and a
  day-surgery Phi-3 prompt (Python logging `Now:`);
* sterile processing and instrument tracking: a bracketed `[ctx ...]` line (nanoid `req`, epoch ms
  `ts`) over a sterilizer printout, tray history pulled "at" an `isoformat()` time, a tracking API
  response to the program's own call (`Date`, `X-Request-ID`; `X-Api-Version` and the events
  stay), a loaner desk session (xid, Windows clock), German (`Aktuelle Uhrzeit AEMP-Terminal:`),
  Spanish (`Hoy:`), Dutch and Russian desks, a BI reader relay (`relay_id`, `received_at`; the
  vial's incubation and read times stay), a recall agent's `get_current_time` observation (the
  lookup's observation stays), an endoscope reprocessor session's XML attributes and a count sheet's
  HTML comment (`job=` xid, `rendered=` Log4j);
* patient transport: a queue "as of" a time with a lower-case ULID query id, a porter handheld's
  single-line JSON (`device_time`, `session`), a transport CloudEvent received for the request
  (`id`, `time`; `requested_at` stays), Arabic, Thai (Buddhist Era), Indonesian and Swahili desks, a
  `ctx_ready:` label over a dispatch log, an inter-campus shuttle hold with its expiry, a Telegram
  update (`update_id`, `message_id`, `date`), RTLS positions "at" a time (the last-seen times stay),
  an SLA query window computed from now and a desk request id beside a job ULID the user asks about;
* dietary orders and tray delivery: a room service call session (US medium time), a tray ticket job
  run "at" a time, a diet order feed delivery (`X-Delivery-Id`, `X-Delivery-Time`; `ordered_at`
  stays), Hindi (Devanagari digits), Greek, Czech and Ukrainian desks, tray-line probe readings
  "(polled ..., poll ...)", an allergen check run, a menu service call signed with SigV4
  (`x-amz-date`, `Authorization`), a Gemma time alone and a bedside `(sent ...)` stamp;
* infusion pumps and nurse call: a pump alert in nested YAML (delivery `id` and `received`; the
  alarm's `raised_at` stays), call-light events for a query window with a query id, a pump fleet
  poll (Go RFC3339Nano, ULID; the drug library's publication date stays), an auto-programming
  request's `X-Correlation-ID` (the order's `ordered_at` stays), a nurse-call bridge's `bridge_tick`
  epoch, Tagalog, Finnish, Hungarian and Bengali (Bengali digits) stations, a nurse station PC clock
  under a pump event log exported for the request (the pump's own times stay), `KEY=value` gateway
  lines (`NC_POLL_ID`, `NC_POLL_EPOCH_MS`) and a ChatML `Sent:` line;
* discharge planning: a huddle session in markdown rows (base32), a letter job with the letter date
  filled in as today (admission and follow-up dates stay), a placement portal's Bearer JWT, a home
  health CloudEvent in binary mode (`ce-id`, `ce-time`; `accepted_at` stays), Swedish, Romanian,
  Amharic, Urdu and Catalan planners, a dashboard footer (ctime), a taxi voucher's
  `Idempotency-Key` (the chosen `pickup_after` stays) and an AutoGen-style client clock (JavaScript
  `toString()`);
* environmental services: EVS requests fetched "at" a time with a UUIDv7 fetch id, a supervisor
  tablet's time alone, a UV fleet status's XML elements (`request_id`, `generated`; the robots'
  `started` stay), a logfmt context line (RFC 3339 us `ts`, hex `req_id`), Sinhala, Estonian, Khmer
  (Khmer digits) and Persian (Solar Hijri, Persian digits) desks, an inbound SMS (`MessageSid`,
  `DateReceived`; sender and body stay), a host `date` line under a waste consignment note and a
  bare timestamp as a prompt's first line;
* hospital command centres: a wall tile's `tile_refresh`, a ChatML time inline before `<|im_end|>`,
  an arrivals forecast run, gRPC metadata (`x-request-start-ns`, `x-call-id`), a Taiwanese command
  centre (ROC calendar), a "Today is ..." sentence, an incident briefing's `Briefing generated:`
  (the operational period stays), Norwegian, Argentine Spanish and Tamil desks, an X-Ray trace
  header, a footer `ref <UUIDv7>` under call notes with their own `ref`, and `t=<epoch ms>` as a
  prompt's first line.

The hand-written negatives are 56 pasted blocks from the same worlds (15 of them in French,
German, Spanish, Japanese, Brazilian Portuguese, Korean, Russian, Polish, Arabic, Turkish,
Vietnamese, Chinese, Hindi, Indonesian and Greek), 44 of them twice and 12 once, in sixteen
placements (question above, question below, a lead-in, "Below is what the system returned:", "My
colleague sent this:" with "> " quoting, fenced, in an earlier user turn, in an earlier assistant
turn, under a system prompt, in a ChatML user turn, in a Llama 3 user turn, indented, a question on
both sides, a request to answer in another language, a tool observation and a RAG context): an HL7
A02, a bed board CSV with offsets and an `updated` column, a bed request whose first member is
`created_at` with a UUIDv7 `id` and `ts` history, an ED boarding table, a discharge form export
(`Submission ID`, `Submitted`), a census snapshot in single-line JSON whose first member is a KSUID
`id`, an I-PASS note, a flowsheet, a fluid balance chart, a French night rota, an OR board, OR case
events in `key=value` lines, a Standard Webhooks delivery pasted to debug its timestamp, a block
release e-mail with `Date` and `Message-ID`, a sterilizer printout, a tray scan logfmt with ULID
scan ids, BI results with UUID event ids, an endoscope cycle in XML with a `stamp`, a loaner
confirmation e-mail, `curl -v` output with `date` and `x-request-id`, transport jobs in JSON lines
with ULIDs and `created`, a dispatch log in Python logging form, RTLS lines with epoch ms `seen`, a
transport CloudEvent pasted to debug a duplicate, a diet order in YAML with `created` and `updated`,
a tray delivery CSV, a room service call log, a German diet request, a pump event log, a pump alarm
export whose first member is a ULID `id`, a nurse call report, a Spanish call log, a discharge
timeline table, an e-mail thread with a facility, a home health fax, a discharge summary extract
with its UUID and signing time, an EVS job CSV, a UV robot log with UUID runs, an ATP audit, a daily
capacity report with "Data current as of" and a KSUID report id, an ICS-214 log, a Slack channel
export with `ts`, a Teams chat export with bracketed timestamps, a bed board API exchange with
`X-Request-ID`, `Date`, an ETag KSUID and an epoch `status_since`, a Japanese handoff note, a
Brazilian surgical map with "Atualizado em", a Korean transport log, a Russian sterilizer journal, a
Polish meal delivery sheet, an Arabic discharge summary, a Turkish operation record with a UUIDv7
`Kayıt no`, a Vietnamese pump log, a Chinese discharge settlement table, a Hindi cleaning record, an
Indonesian group chat export and a Greek diet order list. 27 hand-written negatives hold stable
look-alikes in program positions (an EHR go-live date, prompt review date and knowledge cutoff; a
Llama 3 header with only its knowledge cutoff; a ChatML turn with a founding year and a policy
revision; a template's approval and review dates in front matter; a unit's opening date and tenant
uuid in XML attributes; an API version and tenant in single-line JSON; a template revision in an
HTML comment; a patient's MRN, admission time, EDD and bed in a markdown table and in a pipe line;
shift times and a time zone as `KEY=value` settings; a terms revision in a footer; an Azure
`api-version` with a tenant id; block allocations; a drug library and firmware version; sterilizer
validation dates; diet office hours and cut-offs; service targets with a policy's effective date;
a nurse's "on 6 West since"; Slack team, channel and app ids; a Gemma turn with release and
knowledge dates; a vendor contract's term; "Stand der Richtlinie", "Versión del protocolo ...
aprobada", "病院開設", a Portuguese protocol revision, "병원 개원"; a Phi-3 unit's opening month), 16
hold values the user asks about or types (an epoch, a ULID, a UUIDv7, a traceparent, a typed ward
clock, relative times, an ISO week, shelf-life arithmetic, few-shot times, unrendered `{current_date}`
placeholders, a pasted JWT, a KSUID, a medevac across time zones, a Thai Buddhist Era date, an Excel
serial, "Today is International Nurses Day, 12 May" typed in a ChatML user turn), and two are plain
controls.

The generated positive family puts one field (15 of the 24 formats and labels of `FIELDS70`, among
them the app label `wb_stamp`; a `Sent`, `Message received` or `client_ts` time after the last user
message; or a `(sent ...)` stamp) at one of ten positions (head, system tail, header block, after the
last user message, footer, YAML front matter, pretty JSON member, XML attribute, `[ctx ...]` pair,
`(sent ...)` on the user's line) of a body of the same sub-domain over one of the English pasted
blocks (18 cases), and every language body once (with its "now" label or a structured stamp) and four
of them a second time (19 cases, over the pasted block in that language). The generated
negative family uses the same bodies with one stable look-alike (`LOOKALIKES70`) at eight positions
(10 English cases) and eight language bodies with the hospital's founding year (8 cases). Program
moments fall between 13 and 15 March 2026, the days the pasted records come from, so a record's date
is often the current date.

Formats (in program fields and in pasted content): RFC 3339 at precisions 0, 3, 6 and 9, with `Z`,
`+00:00` and offsets from -07:00 to +11:00, RFC 1123, RFC 2822, ctime, GNU `date`, Python
`str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano, .NET round-trip,
JavaScript `toISOString()` and `toString()`, Windows and US medium 12-hour renderings, day-first
slashed and dotted numeric dates with a time, `DD Mon YYYY HH:MM:SS` with a zone name, ISO basic
(`x-amz-date`), English long dates (US and British), Llama 3's `Today Date`, ISO week dates, a time
alone, epochs in s, ms and ns, and dates with localized month and weekday names, digits and calendars
(Buddhist Era, ROC Minguo, Solar Hijri; Arabic-Indic, Persian, Devanagari, Bengali and Khmer digits).
Identifiers: UUID v4 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, ObjectId,
snowflake, traceparent, X-Ray, long hex, base32, base58, base62 and base64url tokens, a JWT, a SIP
Call-ID, an SMS `MessageSid`, Slack, Teams and Telegram envelope ids, Standard Webhooks, CloudEvents
(structured and binary), SigV4, an idempotency key and vendor-prefixed ids (`hp_`, `tj_`, `tt_`,
`lj_`, `pc_`, `q_`, `rly_`, `dlv_`, `msg_`, `Ev`).

Prompts are in English (British, US, Australian settings) and in Spanish (Mexico, Spain,
Argentina), Brazilian Portuguese, French, German, Italian, Dutch, Catalan, Polish, Czech,
Hungarian, Romanian, Swedish, Norwegian, Finnish, Estonian, Greek, Russian, Ukrainian, Turkish,
Arabic, Hebrew, Persian, Urdu, Hindi, Bengali, Tamil, Sinhala, Thai, Khmer, Vietnamese, Indonesian,
Tagalog, Swahili, Amharic, Japanese, Korean and Chinese (Simplified and Traditional) (scripts: Latin,
Greek, Cyrillic, Arabic, Hebrew, Devanagari, Bengali, Tamil, Sinhala, Thai, Khmer, Ethiopic, Han,
kana, Hangul), about a third of the cases. Prompts in those languages end with the user's message or
with the metadata after it.

What it is: 323 prompts. 160 carry volatile fields (211 spans): 123 hand-written positives (174
spans; 48 with two or more fields, three with three) and 37 generated ones. 163 carry none: 100
pasted-block negatives, 27 look-alikes, 16 values asked about or typed, two plain controls and 18
generated hard negatives. The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
query windows computed from now, pasted blocks that open with metadata-like lines, work logins,
per-message and per-item stamps, device clocks, holds and expiries computed from now, "today" written
into an artefact, a case's own details in a header, bracketed and inline spans, ASCII cue lines,
localized "now" labels). Clarifications made here:

* Hospital records are content, wherever they sit and whatever their labels: MRNs, encounter and
  case numbers, beds, admission, DTA, transfer and discharge times, EDDs, bed statuses and their
  "since" times, bed requests with their own `created_at`, `request_id` and `id`, OR case events,
  booked and actual times, block releases, sterilizer cycles, loads and BI reads, tray scans,
  loaner deliveries, transport jobs with their ULIDs and `created`, RTLS `seen` epochs, diet orders
  with `ordered_at`, `created` and `updated`, tray tickets, pump events and alarms with `alarm_time`
  and `raised_at`, nurse calls, EVS jobs, UV runs, ATP swabs, capacity reports with "Data current as
  of" and report ids, operational periods, "Atualizado em", `Kayıt no`, `Submitted` and `stamp`
  stay, also when their date is today's, also at the very start or the very end of the prompt, also
  in an earlier assistant turn or a tool observation, and also when the program fetched them for
  this request; only the stamp of the fetch, pull, poll, snapshot, lookup or query and the id minted
  for it move.
* Near misses decided by who wrote the value: a pasted record's `created_at` heading its JSON stays
  while the app's `generated_at` heading the prompt moves; a webhook delivery, CloudEvent or `curl`
  exchange the user pastes to debug stays, while the delivery the app received or the call it made
  for this request moves its envelope (Standard Webhooks headers, CloudEvents `id`/`time` and
  `ce-id`/`ce-time`, Slack `event_id`/`event_time`/`ts`, a Teams activity's `id` and `timestamp`, a
  Telegram update's ids and `date`, an SMS's `MessageSid` and `DateReceived`, a relay's `relay_id`
  and `received_at`, a delivery's `X-Delivery-Id` and `X-Delivery-Time`, a response's `Date` and
  `X-Request-ID`, SigV4 `x-amz-date` and `Authorization`, an `Idempotency-Key`, an
  `X-Correlation-ID`) and keeps its payload; an id the user asks about stays while the request id
  beside it moves, even when both are ULIDs.
* Values a program puts in a program position move whatever their label, including none: a
  timestamp alone as the first line, `t=<epoch ms>` as the first line, `ref <UUIDv7>` in a footer
  (the call notes' own `ref` stays) and app-specific labels (`ctx_ready`, `tile_refresh`,
  `bridge_tick`, `wb_stamp`, `pulse`, `hx`, `Abrufzeit Belegung`, `Aktuelle Uhrzeit AEMP-Terminal`,
  `NC_POLL_EPOCH_MS`). A `get_current_time` observation moves; a lookup's observation stays.
* Work logins and calls are sessions: console, desk, call centre, huddle and reprocessor sessions
  with their opening or sign-in time, a porter handheld's session, a portal's Bearer JWT and a
  transfer line's Call-ID with its answer time move; sites, units, wards, rooms, beds, devices,
  pumps, robots, Slack teams and channels, Teams conversations, Telegram chats and SMS senders stay.
* Clocks read for this request are the current time in any form: a nurse station PC, an EVS
  tablet (a time alone), a porter handheld's `device_time`, a host's `date`, a client's JavaScript
  clock, and "now" or "today" labels in any language, script, digits or calendar. A pump's own event
  times, "device clock, last synced 2026-02-27", times users type ("It's 03:40 here on 6 West",
  "지금은 10시 5분입니다") and unrendered placeholders stay.
* Runs, jobs and holds move with their start, finish or expiry: discharge prediction, forecast,
  allergen check, tray ticket and transcription runs, a letter job with the letter date it fills in
  as today, a count sheet render, a shuttle hold with its expiry (one parenthesised span), a query
  window computed from now (one span).
* Stable per deployment or per case: huddle and meeting times, block allocations, cut-off times,
  SLA targets, drug library versions and publication dates, validation dates, surge plan and
  protocol approval dates ("Stand der Richtlinie", "Versión del protocolo ... aprobada"), founding
  years, a patient's MRN, admission time, EDD and bed in a header, and a diet order's date next to
  a bedside stamp.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Discharge prediction run <id> started at <time> on model los-gbm v3.2." leaves "Discharge
  prediction run started on model los-gbm v3.2."; "EVS requests fetched at <time> from the bed
  tracking system (fetch <id>) for this request:" leaves "EVS requests fetched from the bed tracking
  system for this request:"); a parenthesised id sits before "for this request:"; `key=value` pairs
  and XML attributes are followed by a stable neighbour (two volatile pairs may stand together);
  single-line JSON members are cut with the comma after them and follow a stable member, and
  volatile members of pretty-printed JSON are never the last member of their object; a markdown row
  or bullet, an XML element, a nested YAML member, a `KEY=value` line, a header line, a tool
  observation line, a line holding one field in any script (also with a full-width colon) and a
  stamp on its own line in a ChatML, Gemma, Phi-3 or Mistral prompt are whole-line spans; a field
  followed by `<|im_end|>` on its line is an inline span; footers hold one field per line; a
  `(sent ...)` stamp is cut from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header that make_holdout's cue pattern
  recognises, on a line of its own) end positives; prompts in the other languages end with the
  user's message or with the metadata after it, and the Mistral, Gemma and Phi-3 prompts, whose
  reply markers the pattern does not recognise, get their trailer at the end as rule 4 gives it.
  Llama 3 prompts end with the assistant header and one newline.
"""

from __future__ import annotations

import re
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
    DAYS_LONG,
    EDT,
    EST,
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
    http_date,
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

SEED = 20270370
SRC = "holdout70:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout70.jsonl"

# --- zones and value formats ----------------------------------------------------------------------------------------

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
CDT = timezone(timedelta(hours=-5), "CDT")
CST_US = timezone(timedelta(hours=-6), "CST")
PDT = timezone(timedelta(hours=-7), "PDT")
PST = timezone(timedelta(hours=-8), "PST")
MEX = timezone(timedelta(hours=-6), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
ART = timezone(timedelta(hours=-3), "ART")
KST = timezone(timedelta(hours=9), "KST")
JST9 = timezone(timedelta(hours=9), "JST")
CHN = timezone(timedelta(hours=8), "CST")
TWN = timezone(timedelta(hours=8), "CST")
PHT = timezone(timedelta(hours=8), "PHT")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
BDT = timezone(timedelta(hours=6), "BST")
IST5 = timezone(timedelta(hours=5, minutes=30), "IST")
PKT = timezone(timedelta(hours=5), "PKT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
EAT = timezone(timedelta(hours=3), "EAT")
AST3 = timezone(timedelta(hours=3), "AST")
ISR = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
NZDT = timezone(timedelta(hours=13), "NZDT")
NZST = timezone(timedelta(hours=12), "NZST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "abcdefghijklmnopqrstuvwxyz234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"

DIGITS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "bengali": "০১২৩৪৫৬৭৮৯",
    "devanagari": "०१२३४५६७८९",
    "khmer": "០១២៣៤៥៦៧៨៩",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
}


def local_digits(text: str, script: str) -> str:
    table = DIGITS[script]
    return "".join(table[int(c)] if c.isascii() and c.isdigit() else c for c in text)


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def dmy(t: datetime) -> str:
    return f"{t:%d/%m/%Y}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y}"


def llama_date(t: datetime) -> str:
    """Llama 3.1's `Today Date`."""
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def us_medium(t: datetime) -> str:
    """ICU medium date-time, en-US."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def dmon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def jalali(t: datetime) -> tuple[int, int, int]:
    """The Solar Hijri date of `t` (arithmetic conversion)."""
    gy, gm, gd = t.year, t.month, t.day
    g_d_m = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + g_d_m[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


THAI_MONTHS = [
    "ม.ค.",
    "ก.พ.",
    "มี.ค.",
    "เม.ย.",
    "พ.ค.",
    "มิ.ย.",
    "ก.ค.",
    "ส.ค.",
    "ก.ย.",
    "ต.ค.",
    "พ.ย.",
    "ธ.ค.",
]
ID_DAYS = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
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
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
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
NL_DAYS = ["ma", "di", "wo", "do", "vr", "za", "zo"]
NL_MONTHS = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
SV_MONTHS = [
    "januari",
    "februari",
    "mars",
    "april",
    "maj",
    "juni",
    "juli",
    "augusti",
    "september",
    "oktober",
    "november",
    "december",
]
NO_DAYS = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
NO_MONTHS = [
    "januar",
    "februar",
    "mars",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "desember",
]
FI_DAYS = ["ma", "ti", "ke", "to", "pe", "la", "su"]
CA_DAYS = ["dilluns", "dimarts", "dimecres", "dijous", "divendres", "dissabte", "diumenge"]
CA_MONTHS = [
    "de gener",
    "de febrer",
    "de març",
    "d'abril",
    "de maig",
    "de juny",
    "de juliol",
    "d'agost",
    "de setembre",
    "d'octubre",
    "de novembre",
    "de desembre",
]
TL_MONTHS = [
    "Enero",
    "Pebrero",
    "Marso",
    "Abril",
    "Mayo",
    "Hunyo",
    "Hulyo",
    "Agosto",
    "Setyembre",
    "Oktubre",
    "Nobyembre",
    "Disyembre",
]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
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
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]


def eu(t: datetime) -> datetime:
    return t.astimezone(CEST if 4 <= t.month <= 10 else CET)


def _us_dst(t: datetime) -> bool:
    """US daylight time: from the second Sunday of March to the first Sunday of November (by UTC date)."""
    march = datetime(t.year, 3, 8, 7, tzinfo=UTC)
    start = march + timedelta(days=(6 - march.weekday()) % 7)
    november = datetime(t.year, 11, 1, 6, tzinfo=UTC)
    end = november + timedelta(days=(6 - november.weekday()) % 7)
    return start <= t.astimezone(UTC) < end


def us(t: datetime) -> datetime:
    return t.astimezone(EDT if _us_dst(t) else EST)


def uk(t: datetime) -> datetime:
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


def ee(t: datetime) -> datetime:
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def il(t: datetime) -> datetime:
    return t.astimezone(IDT if 4 <= t.month <= 10 else ISR)


def usc(t: datetime) -> datetime:
    return t.astimezone(CDT if _us_dst(t) else CST_US)


def usw(t: datetime) -> datetime:
    return t.astimezone(PDT if _us_dst(t) else PST)


def au(t: datetime) -> datetime:
    return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)


_SLOT = re.compile(r"<<([a-z0-9_]+)>>")


def fill(template: str, **values: str) -> str:
    """Put `values` into the `<<name>>` slots of `template`; every slot must be filled."""
    out = _SLOT.sub(lambda m: values[m.group(1)], template)
    assert not _SLOT.search(out), out
    return out


class Gen70(Gen):
    """`make_holdout.Gen` with the zones and identifier shapes this corpus needs."""

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment between Friday 13 March 2026 06:00 and Sunday 15 March 2026 18:00 UTC: the days that the
        pasted records of this corpus come from."""
        base = datetime(2026, 3, 13, 6, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 60 * 3600), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def day_moment(self, zone: timezone | Callable[[datetime], datetime] = UTC) -> datetime:
        """A moment between 06:00 and 21:59 local time."""
        t = self.moment()
        local = t.astimezone(zone) if isinstance(zone, timezone) else zone(t)
        return local.replace(hour=self.small(6, 22))

    def on_day(
        self,
        zone: timezone | Callable[[datetime], datetime],
        hour: int,
        lo: int = 0,
        hi: int = 60,
        day: int = 14,
    ) -> datetime:
        """A moment on `day` March 2026 at `hour`:`lo`-`hi` minutes, local time in `zone`."""
        naive = datetime(2026, 3, day, hour, self.small(lo, hi), self.small(0, 60), self.small(1, 1_000_000))
        tz = zone if isinstance(zone, timezone) else zone(naive.replace(tzinfo=UTC)).tzinfo
        return naive.replace(tzinfo=tz)

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(B36) for _ in range(n))

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))[-20:]

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + self.b36(23)

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()


# --- hand-written positives -----------------------------------------------------------------------------------------

POS: list[Callable[[Gen70], Draft]] = []


def pos(fn: Callable[[Gen70], Draft]) -> Callable[[Gen70], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# bed management and patient flow


@pos
def _bed_board_snapshot(g: Gen70) -> Draft:
    t = g.day_moment(uk)
    dta = t - timedelta(hours=6, minutes=g.small(0, 50))
    return P(
        fill(
            """You are FlowDesk, the bed placement assistant for Riverside General Hospital. Recommend a bed for
each waiting admission using only the board below; respect isolation flags and single-sex bays.

Bed board <<asof>> <<snap>> for this request:
| Unit        | Bed   | Status  | Since            | Flags                        |
|-------------|-------|---------|------------------|------------------------------|
| 7A Medicine | 7A-12 | Clean   | <<c1>> | -                            |
| 7A Medicine | 7A-15 | Dirty   | <<c2>> | -                            |
| 7B Medicine | 7B-03 | Clean   | <<c3>> | Side room, negative pressure |
| 6C Surgery  | 6C-21 | Blocked | 2026-03-02 07:00 | Estates: ceiling leak        |

Waiting: ED boarder MRN 40318877 (female, 71, community-acquired pneumonia, droplet precautions),
decision to admit at <<dta>>.

Question: Which bed should she go to, and why?
Answer:""",
            asof=v("datetime", "as of " + rfc3339(t)),
            snap=v("snapshot_id", "(snapshot " + g.ksuid(t) + ")"),
            c1=iso_space(t - timedelta(minutes=41))[:16],
            c2=iso_space(t - timedelta(minutes=87))[:16],
            c3=iso_space(t - timedelta(minutes=20))[:16],
            dta=hm(dta),
        ),
        "bed-management:board-snapshot",
        ["bed_management", "inline_phrase", "ksuid", "md_table_content"],
    )


@pos
def _capacity_huddle_pack(g: Gen70) -> Draft:
    t = g.on_day(uk, 8, 12, 29)
    dta = t - timedelta(hours=19, minutes=40)
    return P(
        fill(
            """Site: St Brigid's General Hospital
Meeting: 08:30 capacity huddle
<<gen>>
<<pack>>
Escalation framework: OPEL v2 (2023)

Summarise the position for the site manager in five bullets and say whether we should declare OPEL 3.

Pasted from the ED tracker at 08:10:
ED attendances since midnight: 96
Patients with a decision to admit: 14 (longest wait 19 h 40 min, DTA <<dta>>)
Ambulances waiting more than 30 min: 3
Medical beds free: 2 (plus 4 expected discharges before 12:00)

Summary:""",
            gen=v("datetime", "Generated: " + rfc3339(t)),
            pack=v("run_id", "Huddle pack: " + g.uuid7(t)),
            dta=iso_space(dta)[:16],
        ),
        "bed-management:capacity-huddle",
        ["bed_management", "header_block", "uuid7", "pasted_neighbour"],
    )


@pos
def _placement_json_meta(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    created = t - timedelta(hours=3, minutes=g.small(1, 59), seconds=g.small(0, 60))
    return P(
        fill(
            """{
  "app": "flowdesk-placement",
  <<gen>>
  <<req>>
  "site": "RGH"
}
Explain to the nurse in charge why this bed request has not been assigned yet.

Bed request (copied from the placement queue):
{
  "created_at": "<<created>>",
  "request_id": "BR-2026-031455",
  "patient_mrn": "40192277",
  "from": "ED Majors 14",
  "requested_unit": "Cardiology",
  "level_of_care": "telemetry",
  "isolation": "none",
  "status": "pending",
  "status_reason": "no telemetry bed; 2 pending discharges"
}""",
            gen=v("datetime", '"generated_at": "' + js_iso(t) + '",'),
            req=v("request_id", '"request_id": "' + g.ulid(t) + '",'),
            created=rfc3339(created),
        ),
        "bed-management:placement-json",
        ["bed_management", "json_block", "head", "near_miss_created_at", "ulid", "pasted_json_neighbour"],
    )


@pos
def _gestor_camas_mx(g: Gen70) -> Draft:
    t = g.on_day(MEX, 9)
    return P(
        fill(
            """Eres el asistente de gestión de camas del Hospital Universitario San Rafael (Ciudad de México).
Responde en español, con frases cortas, y no asignes camas de terapia intensiva.
<<now>>

Usuario: ¿Qué paciente debería subir primero a Medicina Interna? Esta es la lista de urgencias:
Folio     Ingreso a urgencias   Diagnóstico          Cama solicitada
U-88412   13/03/2026 22:41      Neumonía             MI-Hombres
U-88430   14/03/2026 01:15      Pie diabético        MI-Hombres
U-88437   14/03/2026 03:02      IVU complicada       MI-Mujeres""",
            now=v("datetime", "Fecha y hora actual: " + dmy(t) + " " + hms(t)),
        ),
        "bed-management:gestor-camas-es",
        ["bed_management", "system_tail", "non_english", "spanish", "pasted_table_neighbour"],
    )


@pos
def _transfer_center_call(g: Gen70) -> Draft:
    t = g.on_day(us, 3, 10, 40)
    return P(
        fill(
            """Transfer Center - physician-to-physician line
<<cid>>
<<ans>>
Line: +1 614 555 0190 (transfer center)

Draft the accept/decline summary for the transfer log from the referring hospital's fax below. Note
anything missing.

Referral fax (Mercy County Hospital, sent 03:05):
Patient: 68 M, STEMI, thrombolysed at 01:48, ongoing chest pain
Vitals 02:55: HR 104, BP 92/60, SpO2 93% on 4 L
Requesting: cath lab and CCU bed
Referring: Dr. P. Haines, ED, callback 740-555-0134

Summary:""",
            cid=v("session_id", "Call-ID: " + g.hex(14) + "@pbx-tc.riverside.example"),
            ans=v("datetime", "Answered: " + dmon(t) + " " + (t.tzname() or "")),
        ),
        "bed-management:transfer-center",
        ["bed_management", "header_block", "sip_call_id", "pasted_fax"],
    )


@pos
def _discharge_prediction_run(g: Gen70) -> Draft:
    t = g.on_day(uk, 8)
    return P(
        fill(
            """You help the discharge team at Northgate Infirmary prioritise patients for the 10:00 board round.
Discharge prediction run <<run>> started <<at>> on model los-gbm v3.2.

Bed    Patient   Admitted          Predicted discharge   Barrier
9N-02  J.M., 84  2026-03-06 14:20  2026-03-14 (0.81)     POC package start
9N-05  A.K., 57  2026-03-11 23:05  2026-03-15 (0.64)     Echo awaited
9N-11  R.T., 76  2026-03-09 10:45  2026-03-14 (0.77)     TTO not written
9N-14  S.B., 90  2026-02-27 16:30  2026-03-20 (0.22)     Care home assessment

Which two patients should the team focus on first, and what single action unblocks each?""",
            run=v("run_id", g.uuid7(t)),
            at=v("datetime", "at " + py_str(t)),
        ),
        "bed-management:discharge-prediction",
        ["bed_management", "inline_ids", "python_str", "pasted_table_neighbour"],
    )


@pos
def _belegung_de(g: Gen70) -> Draft:
    t = g.on_day(eu, 10)
    return P(
        fill(
            """<<now>>
Du unterstützt das Belegungsmanagement des Klinikums Ostheide. Antworte auf Deutsch und knapp.

Nutzer: Welche Station kann den Patienten aus der Notaufnahme aufnehmen? Hier die Liste aus dem KIS:
Station  Freie Betten  Geplante Entlassungen heute  Letzte Aufnahme
3 Nord   0             2                            14.03.2026 08:40
4 Süd    1             0                            14.03.2026 09:55
IMC      0             1                            13.03.2026 23:10""",
            now=v("datetime", "Abrufzeit Belegung: " + dmy_dot(t) + " " + hms(t)),
        ),
        "bed-management:belegung-de",
        ["bed_management", "head", "non_english", "german", "app_label"],
    )


@pos
def _byosho_ja(g: Gen70) -> Draft:
    t = g.on_day(JST9, 11)
    return P(
        fill(
            """あなたは東和総合病院の病床管理アシスタントです。日本語で簡潔に答えてください。
<<now>>

ユーザー: 本日の入院予定と空床を照らし合わせて、午後の受け入れ可否を教えてください。
入院予定（外来から）
09:30  内科  佐藤様  肺炎
13:00  整形  鈴木様  大腿骨頸部骨折（術前）
15:30  内科  高橋様  心不全増悪
空床: 5階東 2床（うち個室1）、6階西 1床""",
            now=v(
                "datetime",
                f"現在日時: {t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分{t.second:02d}秒",
            ),
        ),
        "bed-management:byosho-ja",
        ["bed_management", "system_tail", "non_english", "japanese"],
    )


@pos
def _ed_boarding_llama3(g: Gen70) -> Draft:
    t = g.on_day(usc, 10)
    return P(
        fill(
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
<<today>>

You are the patient flow assistant for Lakeshore Regional. Be concise; never invent bed numbers.<|eot_id|><|start_header_id|>user<|end_header_id|>

Here is the boarding list from the ED tracker:

Pt  Arrived       DTA           Service   Bed req
A   03/13 18:22  03/13 23:50   Medicine  Tele
B   03/14 01:05  03/14 04:40   Surgery   Ward
C   03/14 02:47  03/14 06:15   Medicine  Ward

Who has waited longest since the decision to admit?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
            today=v("date", "Today Date: " + llama_date(t)),
        ),
        "bed-management:ed-boarding-llama3",
        ["bed_management", "llama3", "chat_template", "knowledge_cutoff_stays"],
    )


@pos
def _admission_queue_xml(g: Gen70) -> Draft:
    t = g.on_day(us, 9)
    return P(
        fill(
            """Answer the unit clerk's question from the admission queue only.
<queue source="adt-feed" <<fetched>> unit="4W Cardiology">
  <admission mrn="40277130" from="ED" requested="2026-03-14T07:52:00-04:00" level="telemetry"/>
  <admission mrn="40281902" from="Cath lab" requested="2026-03-14T08:31:00-04:00" level="step-down"/>
  <admission mrn="40279355" from="OSH transfer" requested="2026-03-13T22:18:00-04:00" level="telemetry"/>
</queue>
<question>Which admission has been waiting the longest, and from where?</question>""",
            fetched=v("datetime", 'fetched_at="' + rfc3339(t) + '"'),
        ),
        "bed-management:admission-queue-xml",
        ["bed_management", "xml_attr", "offset", "xml_content_times"],
    )


@pos
def _nir_ptbr(g: Gen70) -> Draft:
    t = g.on_day(BRT, 10)
    return P(
        fill(
            """Você é o assistente do Núcleo Interno de Regulação (NIR) do Hospital Santa Luzia, em Belo Horizonte.
Responda em português.
<<now>>

Usuário: Segue o mapa de leitos exportado às 09:50. Quais leitos da clínica médica podem ser liberados para a
emergência até o meio-dia?
leito;setor;status;desde;previsao_alta
CM-201;Clínica Médica;ocupado;2026-03-09 14:10;2026-03-14 11:00
CM-204;Clínica Médica;higienização;2026-03-14 09:32;
CM-207;Clínica Médica;ocupado;2026-03-12 20:45;2026-03-15
CM-210;Clínica Médica;bloqueado (manutenção);2026-03-13 16:00;""",
            now=v("datetime", "Agora: " + dmy(t) + " " + hm(t) + " (horário de Brasília)"),
        ),
        "bed-management:nir-pt-br",
        ["bed_management", "system_tail", "non_english", "portuguese", "pasted_csv"],
    )


@pos
def _asirra_ar(g: Gen70) -> Draft:
    t = g.on_day(AST3, 10, 0, 30)
    return P(
        fill(
            """أنت مساعد إدارة الأسرّة في مستشفى الواحة العام. أجب باللغة العربية وباختصار.
<<now>>

المستخدم: هذه قائمة الأسرّة الشاغرة من النظام، أيها مناسب لمريض يحتاج عزلاً تنفسياً؟
رقم السرير | القسم | الحالة | منذ
5-12 | الباطنة رجال | شاغر نظيف | 09:40
5-18 | الباطنة رجال | شاغر - غرفة عزل بضغط سلبي | 08:15
7-03 | الجراحة | قيد التنظيف | 09:58""",
            now=v("datetime", "الوقت الحالي: " + local_digits(iso_space(t), "arabic")),
        ),
        "bed-management:beds-ar",
        ["bed_management", "system_tail", "non_english", "arabic", "arabic_digits"],
    )


@pos
def _discharge_lounge_bullets(g: Gen70) -> Draft:
    t = g.on_day(us, 8)
    return P(
        fill(
            """# Discharge lounge console
- **Lounge:** Level 1, Bay D (12 chairs, 2 trolleys)
<<sess>>
<<opened>>
- **Coordinator:** R. Alvarez

You help the discharge lounge coordinator decide whom to pull from the wards next. Patients on IV
therapy or needing a hoist cannot come down.

Pulls so far today:
1. 9N-14 arrived 09:10, waiting for pharmacy (TTO)
2. 7A-03 arrived 09:35, transport home booked for 12:30

User: Who should I call down next? Ward list: 8B-02 (ready since 08:50, walking, TTO done), 8B-07 (ready
since 09:20, IV antibiotics until 11:00), 6C-11 (ready since 07:55, hoist).
Assistant:""",
            sess=v("session_id", "- **Console session:** `" + g.nanoid() + "`"),
            opened=v("datetime", "- **Opened:** " + rfc3339(t)),
        ),
        "bed-management:discharge-lounge",
        ["bed_management", "md_bullets", "nanoid", "offset"],
    )


@pos
def _bed_request_ulid_question(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10)
    job_t = t - timedelta(hours=2, minutes=g.small(5, 55))
    return P(
        fill(
            """<<req>>
Placement console v5.3 | site=RGH

User: Why is bed request <<job>> still "pending clean" when the bed board shows 7A-12 as clean since
09:41? The request was raised by ED at <<raised>>.
Assistant:""",
            req=v("request_id", "request: " + g.ulid(t)),
            job=g.ulid(job_t),
            raised=hm(job_t),
        ),
        "bed-management:request-vs-asked-ulid",
        ["bed_management", "head", "ulid", "near_miss_id_asked"],
    )


# nursing shift handoffs


@pos
def _ipass_front_matter(g: Gen70) -> Draft:
    t = g.on_day(uk, 19, 0, 30)
    return P(
        fill(
            """---
template: ipass-handoff-v4
unit: 5 North Oncology
<<gen>>
<<req>>
---
Write an I-PASS handoff for the night nurse from the flowsheet excerpt below. Put the illness severity
first.

Flowsheet excerpt (bed 5N-08):
Time   Temp  HR   BP       RR  SpO2  Pain
14:00  37.9  102  118/72   18  96%   3
16:00  38.4  110  110/68   20  95%   4
18:00  38.7  116  102/60   22  94%   5
Blood cultures x2 drawn 16:20; piperacillin-tazobactam started 17:05.""",
            gen=v("datetime", "generated_at: " + rfc3339(t, 3)),
            req=v("request_id", "request_id: " + g.ulid(t)),
        ),
        "handoff:ipass-front-matter",
        ["handoff", "front_matter", "ulid", "pasted_flowsheet"],
    )


@pos
def _handoff_packet(g: Gen70) -> Draft:
    t = g.on_day(uk, 19, 0, 15)
    return P(
        fill(
            """You are the ward handoff assistant at Kingsmere Hospital. List what the incoming nurse must do in the
first hour, with times.

Handoff packet assembled <<at>> <<pkt>> for this request:
Bed 3  Mr D.H., 79  NEWS2 5 at 18:00 (RR 24, SpO2 92% on air); sepsis screen done 18:20; lactate due 20:00
Bed 5  Mrs L.O., 64 Insulin sliding scale; BM 14.2 at 18:30, recheck 19:30
Bed 8  Mr P.S., 45  Post-op day 2 bowel resection; epidural stopped 16:00, first oral analgesia due 20:00
Bed 9  Ms A.F., 33  Discharge tomorrow 10:00; TTO awaiting pharmacy

Answer:""",
            at=v("datetime", "at " + hms(t) + " " + (t.tzname() or "") + " on " + dmy(t)),
            pkt=v("run_id", "(packet hp_" + g.b62(16) + ")"),
        ),
        "handoff:packet",
        ["handoff", "inline_phrase", "parenthesised_id", "pasted_list"],
    )


@pos
def _insugye_ko(g: Gen70) -> Draft:
    t = g.on_day(KST, 19)
    return P(
        fill(
            """당신은 한빛대학교병원 내과 병동의 인수인계 도우미입니다. 한국어로 답하세요.
<<now>>

사용자: 아래 간호기록을 바탕으로 야간 근무자에게 넘길 핵심 사항을 정리해 주세요.
14:00 혈압 150/92, 두통 호소
15:30 하이드랄라진 10mg 정맥 투여
16:30 혈압 138/84
18:10 4시간 소변량 120mL""",
            now=v("datetime", "현재 시각: " + iso_space(t) + " KST"),
        ),
        "handoff:insugye-ko",
        ["handoff", "system_tail", "non_english", "korean"],
    )


@pos
def _shiftmate_chatml(g: Gen70) -> Draft:
    t = g.on_day(uk, 7, 0, 30)
    return P(
        fill(
            """<|im_start|>system
You are ShiftMate, the handoff assistant for the surgical wards of Kingsbridge University Hospital.
Ward: 8B General Surgery
<<now>>
Keep each patient to three lines.<|im_end|>
<|im_start|>user
Night notes for bay 2:
Bed 9: day 1 after laparoscopic cholecystectomy, pain controlled, drain 40 mL serous since 22:00, walked at 05:30.
Bed 10: nil by mouth from midnight for theatre (2nd on list), consent signed, group and save sent 23:15.
Bed 11: confused overnight, 4AT 6 at 02:00, son visiting at 10:00.<|im_end|>
<|im_start|>assistant
""",
            now=v("datetime", "Now: " + iso_space(t) + " " + (t.tzname() or "")),
        ),
        "handoff:shiftmate-chatml",
        ["handoff", "chatml", "own_line_in_turn", "pasted_notes"],
    )


@pos
def _charge_console(g: Gen70) -> Draft:
    t = g.on_day(us, 6, 30, 59)
    return P(
        fill(
            """Charge console: 6 West Medical
Charge RN: D. Okafor
<<sess>>
<<signed>>
Staffing grid: 1:5 days, 1:6 nights

Build the day-shift assignment from the census below so that no nurse has more than two high-acuity
patients. Nurses on: Amy, Ben, Carla, Dev, Erin.

Census (typed from the board at 06:45):
601A  acuity 3  admitted 03/13 21:40  insulin drip
601B  acuity 2  admitted 03/11 14:05
602A  acuity 3  admitted 03/14 02:15  new CHF, diuresing
603A  acuity 1  admitted 03/09 10:30  discharge today
604A  acuity 3  admitted 03/12 19:55  CIWA q2h
604B  acuity 2  admitted 03/13 08:20
605A  acuity 2  admitted 03/10 16:45
606A  acuity 3  admitted 03/14 04:50  GI bleed, 2 units ordered
Assistant:""",
            sess=v("session_id", "Console session: " + g.hex(20)),
            signed=v("datetime", "Signed in: " + windows_general(t)),
        ),
        "handoff:charge-console",
        ["handoff", "header_block", "windows_datetime", "pasted_census"],
    )


@pos
def _transmissions_fr(g: Gen70) -> Draft:
    t = g.on_day(eu, 19)
    return P(
        fill(
            """Tu aides les infirmières du service de pneumologie du CHU de Rives-sur-Loire à rédiger les
transmissions ciblées (DAR). Réponds en français.
<<now>>

Utilisateur : Voici mes notes de la journée pour la chambre 412 :
10h15 SpO2 88 % en air ambiant, O2 2 L/min mis en place
12h30 SpO2 93 % sous 2 L/min, dyspnée moindre
16h45 gaz du sang prélevés, résultats en attente
Peux-tu les mettre en forme DAR pour la relève de nuit ?""",
            now=v("datetime", f"Date et heure actuelles : {FR_DAYS[t.weekday()]} {dmy(t)} {t:%H}h{t:%M}"),
        ),
        "handoff:transmissions-fr",
        ["handoff", "system_tail", "non_english", "french"],
    )


@pos
def _teams_handoff_activity(g: Gen70) -> Draft:
    t = g.on_day(UTC, 18, 30, 59)
    return P(
        fill(
            """Incoming Teams activity (4 East handoff channel):
{
  "type": "message",
  <<aid>>
  <<ts>>
  "channelId": "msteams",
  "conversation": {"id": "19:ab12cd34ef5647a8b9c0d1e2f3a4b5c6@thread.tacv2"},
  "from": {"name": "Priya Nair (RN, 4 East)"},
  "text": "Handing over 4E-07: insulin infusion at 3 units/h since 15:20, last glucose 9.8 at 18:00, next check 19:00. Family meeting tomorrow 11:00 with Dr Moss."
}
Summarise this handoff message for the night charge nurse in two lines.
Summary:""",
            aid=v("message_id", '"id": "' + str(epoch_ms(t)) + '",'),
            ts=v("datetime", '"timestamp": "' + js_iso(t) + '",'),
        ),
        "handoff:teams-activity",
        ["handoff", "envelope", "teams", "json_block", "payload_stays"],
    )


@pos
def _giao_ca_vi(g: Gen70) -> Draft:
    t = g.on_day(ICT, 19)
    return P(
        fill(
            """Bạn là trợ lý giao ca cho khoa Hồi sức tích cực của Bệnh viện Đa khoa Sông Hàn. Trả lời bằng tiếng Việt, ngắn gọn.
<<now>>

Người dùng: Tóm tắt bàn giao cho ca đêm từ ghi chép sau:
- Giường 3: thở máy, FiO2 giảm từ 60% xuống 45% lúc 15:00, an thần propofol.
- Giường 5: rút nội khí quản lúc 11:20, theo dõi SpO2 mỗi giờ.
- Giường 6: chuyển từ phòng mổ lúc 17:40, dẫn lưu 150 ml.""",
            now=v("datetime", f"Bây giờ: {hm(t)} ngày {dmy(t)}"),
        ),
        "handoff:giao-ca-vi",
        ["handoff", "system_tail", "non_english", "vietnamese"],
    )


@pos
def _nicu_mistral(g: Gen70) -> Draft:
    t = g.on_day(UTC, 4)
    return P(
        fill(
            """<s>[INST] You are the handoff helper for the neonatal unit at Harbourview Women's Hospital. Reply in short bullet points.
<<now>>
Summarise the feeds for cot 4 for the night nurse:
21:00 EBM 22 mL via NG, tolerated
00:00 EBM 22 mL, small posset
03:00 EBM 24 mL, aspirate 2 mL at 02:55 [/INST]""",
            now=v("datetime", "Current time: " + go_nano(t, g.small(1, 1000))),
        ),
        "handoff:nicu-mistral",
        ["handoff", "mistral", "go_rfc3339nano", "own_line_in_instruction"],
    )


@pos
def _raport_pl(g: Gen70) -> Draft:
    t = g.on_day(eu, 19)
    return P(
        fill(
            """Jesteś asystentem raportu pielęgniarskiego na oddziale kardiologii Szpitala Wojewódzkiego w Toruniu.
Odpowiadaj po polsku.
<<now>>

Użytkownik: Przygotuj raport dla zmiany nocnej na podstawie notatek:
sala 3, łóżko 2: heparyna we wlewie od 08:00, APTT o 14:00 – 68 s, kolejne oznaczenie o 20:00
sala 3, łóżko 4: po koronarografii o 11:30, opatrunek na tętnicy promieniowej suchy, opaska zdjęta o 15:30""",
            now=v("datetime", f"Teraz: {dmy_dot(t)}, {hms(t)}"),
        ),
        "handoff:raport-pl",
        ["handoff", "system_tail", "non_english", "polish"],
    )


@pos
def _voice_handoff_job(g: Gen70) -> Draft:
    t = g.on_day(au, 18, 30, 59)
    return P(
        fill(
            """Transcription job <<job>> finished <<at>> for the recording below.

Transcript (Ward 6, bed 14, day nurse to night nurse):
"Mr Nguyen, 72, admitted yesterday at about four with a fall. Hip X-ray clear. He's on 2-hourly obs until
midnight, last set at 18:00 was fine. Neuro obs every hour until 22:00 because he hit his head. Daughter
rings around nine. He needs his Parkinson's meds at 20:00 exactly, don't let that slip."

List the night nurse's tasks with their times, in time order.
Tasks:""",
            job=v("run_id", "tj_" + g.b62(20)),
            at=v("datetime", "at " + rfc3339(t)),
        ),
        "handoff:voice-transcription",
        ["handoff", "inline_ids", "offset", "transcript_times_stay"],
    )


@pos
def _mesirat_mishmeret_he(g: Gen70) -> Draft:
    t = g.on_day(il, 19)
    return P(
        fill(
            """אתה עוזר למסירת משמרת במחלקה פנימית ב' במרכז הרפואי הגליל. ענה בעברית.
<<now>>

משתמש: הנה הרישומים של חדר 7, תכין מסירה לאחות הלילה:
14:00 חום 38.6, נלקחו תרביות דם
15:10 ניתן פרצטמול 1 גרם
18:30 חום 37.4, לחץ דם 112/70""",
            now=v("datetime", f"עכשיו: {dmy_dot(t)} {hm(t)}"),
        ),
        "handoff:mesira-he",
        ["handoff", "system_tail", "non_english", "hebrew"],
    )


# operating-room scheduling


@pos
def _or_schedule_fetch(g: Gen70) -> Draft:
    t = g.on_day(usw, 23)
    return P(
        fill(
            """You help the OR scheduling desk at Bayfront Medical Center find room for add-on cases without bumping
elective starts.

Tomorrow's OR schedule fetched from the scheduling system <<at>> <<fetch>> for this request:
Room  Start  Case      Surgeon        Procedure                       Est. min
OR 3  07:30  C-510233  Dr. Lindqvist  Laparoscopic cholecystectomy    75
OR 3  09:00  C-510240  Dr. Lindqvist  Inguinal hernia repair          60
OR 5  07:30  C-510251  Dr. Okoye      Total knee arthroplasty         120
OR 5  10:00  C-510259  Dr. Okoye      Revision hip arthroplasty       180
OR 8  07:30  (block released 2026-03-12 by Dr. Haddad's group)

Add-on request: appendectomy, 60 min, surgeon Dr. Haddad, patient in ED since 22:10.
Question: Where does it fit best?
Answer:""",
            at=v("datetime", "at " + rfc2822(t)),
            fetch=v("request_id", "(fetch " + g.b58(22) + ")"),
        ),
        "or-scheduling:schedule-fetch",
        ["or_scheduling", "inline_phrase", "rfc2822", "base58"],
    )


@pos
def _block_utilisation_footer(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """Explain to the surgical department chairs why orthopaedics fell below the 75% block release threshold
last month, using the figures below.

Service       Block hours  Used  Released (>72 h)  Released (<72 h)  Utilisation
Orthopaedics  320          214   24                30                67%
General       280          241   10                6                 86%
Urology       120          98    0                 8                 82%

Orthopaedics released 30 hours inside 72 hours, mostly on Fridays (18 h on 6, 13, 20 and 27 Feb).

--
Block utilisation report
<<run>>
<<gen>>""",
            run=v("run_id", "Report run: " + g.uuid7(t)),
            gen=v("datetime", "Generated: " + rfc3339(usw(t))),
        ),
        "or-scheduling:block-footer",
        ["or_scheduling", "footer", "tail", "uuid7", "offset"],
    )


@pos
def _addon_webhook_received(g: Gen70) -> Draft:
    t = g.moment(UTC)
    req = t - timedelta(minutes=g.small(1, 9), seconds=g.small(0, 60))
    return P(
        fill(
            """The scheduling system posted this add-on case request to our webhook; triage it.
<<wid>>
<<wts>>
<<wsig>>
content-type: application/json

{"type":"case.addon_requested","data":{"case_id":"C-510277","requested_at":"<<req>>","procedure":"Washout of infected knee","urgency":"NCEPOD 2 (within 24 h)","surgeon":"Dr. Okoye","anaesthetic":"GA"}}

Assign a slot under the add-on policy (NCEPOD 2: next available session within 24 h) and say which list it
should go on.
Slot:""",
            wid=v("message_id", "webhook-id: msg_" + g.b62(27)),
            wts=v("epoch", "webhook-timestamp: " + str(epoch_s(t))),
            wsig=v(
                "signature", "webhook-signature: v1," + g.b64url(32).replace("-", "+").replace("_", "/") + "="
            ),
            req=rfc3339(req),
        ),
        "or-scheduling:addon-webhook",
        ["or_scheduling", "standard_webhooks", "envelope", "payload_stays", "near_miss_webhook"],
    )


@pos
def _turnover_gemma(g: Gen70) -> Draft:
    t = g.day_moment(uk)
    return P(
        fill(
            """<start_of_turn>user
You are the theatre efficiency assistant at Cairnhill Hospital. Explain turnover delays to the theatre manager.
<<date>>

Turnover log for Theatre 2 yesterday:
Case 1 out 09:42, Case 2 in 10:31 (delay: porter)
Case 2 out 12:05, Case 3 in 12:38
Case 3 out 14:50, Case 4 in 15:44 (delay: tray missing, instrument set LAP-MAJ-04)
Why was the average turnover above the 30-minute target?<end_of_turn>
<start_of_turn>model
""",
            date=v("date", "Request date: " + uk_long(t)),
        ),
        "or-scheduling:turnover-gemma",
        ["or_scheduling", "gemma", "long_date", "pasted_log"],
    )


@pos
def _lista_operatoria_it(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    return P(
        fill(
            """Sei l'assistente della programmazione del blocco operatorio dell'Ospedale San Giacomo di Verona.
Rispondi in italiano.
<<today>>
<<sess>>

Utente: Ecco la lista operatoria di lunedì, la sala 4 sfora sempre. Cosa sposteresti?
Sala 4 – 07:45 colecistectomia VL (90'), 09:30 ernioplastica (60'), 10:45 tiroidectomia (150'), 13:30 emicolectomia dx VL (180')
Chiusura sala prevista: 16:00""",
            today=v(
                "date", f"Data odierna: {IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}"
            ),
            sess=v("session_id", "ID sessione: " + g.uuid4()),
        ),
        "or-scheduling:lista-it",
        ["or_scheduling", "system_tail", "non_english", "italian", "two_lines"],
    )


@pos
def _orboard_single_json(g: Gen70) -> Draft:
    return P(
        fill(
            """{"app":"orboard",<<trace>>"room":"OR 7","view":"pre-op"}
You check pre-op readiness for the next case and list what is still missing, most urgent first.

Case C-510288, scheduled 11:15, laparoscopic right hemicolectomy:
Consent: signed 2026-03-13 16:40
Site marking: done 09:58
Anaesthetic assessment: done 2026-03-10
Group and save: sample received 08:12, result pending
Antibiotics: cefuroxime + metronidazole, due at induction
VTE assessment: not documented
Ready?""",
            trace=v("trace_id", '"trace_id":"' + g.hex(32) + '",'),
        ),
        "or-scheduling:orboard-json",
        ["or_scheduling", "json_inline", "head", "trace_id", "record_neighbour"],
    )


@pos
def _preference_card_lookup(g: Gen70) -> Draft:
    t = g.day_moment(us)
    return P(
        fill(
            """Preference card looked up <<at>> <<lookup>> for this request:
Surgeon: Dr. E. Marsh    Procedure: Laparoscopic sleeve gastrectomy    Card last updated: 2025-11-20
Position: supine, split legs, arms out
Trays: LAP-MAJ-04, BARI-LONG-02
Stapler: 60 mm, 6 green + 2 black reloads
Suture: 2-0 barbed for oversew
Special: 36 Fr bougie, liver retractor (Nathanson), extra-long trocars

User: What do I need to pull for her 07:30 case tomorrow that isn't on a standard lap tray?
Assistant:""",
            at=v("datetime", "at " + us_medium(t)),
            lookup=v("request_id", "(lookup pc_" + g.b62(18) + ")"),
        ),
        "or-scheduling:preference-card",
        ["or_scheduling", "head", "inline_phrase", "us_medium", "record_dates_stay"],
    )


@pos
def _ameliyathane_tr(g: Gen70) -> Draft:
    t = g.day_moment(TRT)
    return P(
        fill(
            """Sen Ege Şehir Hastanesi ameliyathane planlama asistanısın. Türkçe ve kısa yanıt ver.
<<now>>

Kullanıcı: Pazartesi listesinde 3 numaralı salonda çakışma var mı?
07:30 Laparoskopik kolesistektomi – Op. Dr. Yıldız – 90 dk
09:00 Tiroidektomi – Op. Dr. Aksoy – 120 dk
10:30 Fıtık onarımı – Op. Dr. Yıldız – 60 dk""",
            now=v("datetime", f"Şu an: {dmy_dot(t)} {hms(t)}"),
        ),
        "or-scheduling:ameliyathane-tr",
        ["or_scheduling", "system_tail", "non_english", "turkish"],
    )


@pos
def _case_id_vs_request_id(g: Gen70) -> Draft:
    return P(
        fill(
            """<<req>>
X-Client: or-tracker-web 5.2.0

Why does case C-510233 show "in room" at 07:41 but "anaesthesia ready" at 07:36 on the tracker? The event
log for the case:
07:29:55 patient in holding (scan)
07:36:02 anaesthesia ready (manual)
07:41:17 in room (RTLS)
07:58:40 incision
Answer:""",
            req=v("request_id", "X-Request-ID: " + g.uuid4()),
        ),
        "or-scheduling:case-vs-request-id",
        ["or_scheduling", "head", "header_block", "near_miss_id_asked"],
    )


@pos
def _paicheng_zh(g: Gen70) -> Draft:
    t = g.day_moment(CHN)
    return P(
        fill(
            """你是华东协和医院手术室排程助手。请用中文简要回答。
<<now>>
<<sess>>

用户：下面是下周一3号手术间的排程，能否在中午加一台急诊阑尾切除？
08:00 腹腔镜胆囊切除术（预计90分钟）
09:45 甲状腺次全切除术（预计120分钟）
13:00 腹股沟疝修补术（预计60分钟）""",
            now=v("datetime", f"当前时间：{t.year}年{t.month}月{t.day}日 {hms(t)}"),
            sess=v("session_id", "会话：" + g.cuid2()),
        ),
        "or-scheduling:paicheng-zh",
        ["or_scheduling", "system_tail", "non_english", "chinese", "fullwidth_colon"],
    )


@pos
def _or_desk_slack_event(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    return P(
        fill(
            """{
  "team_id": "T04ORDESK",
  "api_app_id": "A05ORBOT",
  <<eid>>
  <<etime>>
  "event": {
    "type": "message",
    "channel": "C05ORDESK1",
    "user": "U02SCHED9",
    <<ts>>
    "text": "Can we swap the OR 6 and OR 9 lists on Tuesday? Dr. Abara's robotic case needs the Xi and OR 9 is booked 07:30-15:00."
  },
  "type": "event_callback"
}
Reply in the thread as the OR desk bot with the options.
Reply:""",
            eid=v("message_id", '"event_id": "Ev' + g.b62(9).upper() + '",'),
            etime=v("epoch", '"event_time": ' + str(epoch_s(t)) + ","),
            ts=v("message_id", '"ts": "' + str(epoch_s(t)) + "." + g.digits(6) + '",'),
        ),
        "or-scheduling:slack-event",
        ["or_scheduling", "slack", "envelope", "json_block", "payload_stays"],
    )


@pos
def _day_surgery_phi3(g: Gen70) -> Draft:
    t = g.on_day(uk, 13, 53, 59)
    return P(
        fill(
            """<|system|>
You are Theatre Helper for the day-surgery unit at Ashworth Hospital.
<<now>>
Unit hours: 07:30-19:00<|end|>
<|user|>
The 14:00 patient (DSU-2231) arrived at 13:52 but ate toast at 10:15. Can she still go at 14:00 under the
six-hour rule?<|end|>
<|assistant|>
""",
            now=v("datetime", "Now: " + py_logging(t)),
        ),
        "or-scheduling:day-surgery-phi3",
        ["or_scheduling", "phi3", "python_logging", "own_line_in_turn"],
    )


# sterile processing and instrument tracking


@pos
def _sterilizer_ctx_line(g: Gen70) -> Draft:
    t = g.on_day(UTC, 9, 45, 59)
    return P(
        fill(
            """[ctx station=decon-2 <<req>> <<ts>> site=north-campus]
You are the sterile processing assistant. Check cycle printouts against the IFU parameters: prevacuum,
134 C, 4 min exposure, 20 min dry.

STERILIZER 3  CYCLE 0412  PREVAC 134C 4MIN
LOAD 260314-03-07
START 09:12:44
  09:14:02 PULSE 1   0.12 BAR
  09:21:48 PULSE 4   0.11 BAR
  09:27:30 STERILIZE 134.2C 3.05 BAR
  09:31:30 EXPOSE END
  09:43:12 DRY END
CYCLE COMPLETE 09:43:15  OPERATOR 118

Did this cycle meet the exposure and dry times?
Answer:""",
            req=v("request_id", "req=" + g.nanoid()),
            ts=v("epoch", "ts=" + str(epoch_ms(t))),
        ),
        "spd:sterilizer-ctx",
        ["sterile_processing", "bracketed_ctx", "key_value_inline", "epoch_ms", "printout_stays"],
    )


@pos
def _tray_history_pull(g: Gen70) -> Draft:
    t = g.on_day(us, 19, day=13)
    return P(
        fill(
            """Tray history pulled from the instrument tracking system <<at>> <<pull>> for this request:
2026-03-13 14:02:51  ORTHO-MAJ-12  OR 5           case C-509981 closed
2026-03-13 14:40:09  ORTHO-MAJ-12  Decon          received (cart 7)
2026-03-13 15:55:32  ORTHO-MAJ-12  Washer 2       cycle 0388 complete
2026-03-13 17:20:04  ORTHO-MAJ-12  Assembly       count short: 1 x bone hook
2026-03-13 17:21:10  ORTHO-MAJ-12  Assembly       hold (missing item)

User: Where is ORTHO-MAJ-12 now and why isn't it on the shelf for tomorrow's 07:30 hip?
Assistant:""",
            at=v("datetime", "at " + py_iso(t)),
            pull=v("request_id", "(pull " + g.b58(20) + ")"),
        ),
        "spd:tray-history-pull",
        ["sterile_processing", "head", "inline_phrase", "python_isoformat", "base58", "scan_times_stay"],
    )


@pos
def _tracking_api_response(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """Tracking API response for this request:
HTTP/1.1 200 OK
<<date>>
<<rid>>
X-Api-Version: 2025-07-01
Content-Type: application/json

{"tray":"LAP-MAJ-04","events":[{"at":"2026-03-13T15:02:11Z","where":"OR 2","what":"used"},{"at":"2026-03-13T15:40:27Z","where":"Decon","what":"received"},{"at":"2026-03-13T17:05:50Z","where":"Assembly","what":"missing: Maryland grasper 5 mm"}]}

Explain to the theatre manager why LAP-MAJ-04 was not available for case 4.
Explanation:""",
            date=v("datetime", "Date: " + http_date(t)),
            rid=v("request_id", "X-Request-ID: " + g.uuid4()),
        ),
        "spd:tracking-api-response",
        ["sterile_processing", "http_response", "program_call", "api_version_stays", "near_miss_curl"],
    )


@pos
def _loaner_desk_session(g: Gen70) -> Draft:
    t = g.day_moment(us)
    return P(
        fill(
            """Loaner desk: SPD Level B
<<sess>>
<<opened>>
Policy: loaner sets due 48 h before the case; late sets need a manager's sign-off

Which of these loaner sets arrived too late for the 48-hour rule?

Set                        Vendor     Delivered          Case date and time
Spine pedicle screw set 2  Vendor A   03/11 16:40        03/13 07:30
Ankle plating set          Vendor B   03/12 09:15        03/14 12:00
Revision knee tray 1-4     Vendor A   03/12 18:05        03/14 07:30
Answer:""",
            sess=v("session_id", "Loaner desk session: " + g.xid(t)),
            opened=v("datetime", "Opened: " + windows_general(t)),
        ),
        "spd:loaner-desk",
        ["sterile_processing", "header_block", "xid", "windows_datetime", "table_stays"],
    )


@pos
def _aemp_de(g: Gen70) -> Draft:
    t = g.on_day(eu, 8)
    return P(
        fill(
            """Du bist der Assistent der Aufbereitungseinheit für Medizinprodukte (AEMP) am Klinikum Weserbogen.
Antworte auf Deutsch.
<<now>>

Nutzer: Charge 2603-14-05 aus Sterilisator 2: Der Bowie-Dick-Test heute um 06:10 war bestanden, aber der
Chargenindikator ist nicht umgeschlagen. Darf ich die Charge freigeben?""",
            now=v("datetime", f"Aktuelle Uhrzeit AEMP-Terminal: {dmy_dot(t)} {hms(t)}"),
        ),
        "spd:aemp-de",
        ["sterile_processing", "system_tail", "non_english", "german", "app_label"],
    )


@pos
def _bi_reader_relay(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    read = t - timedelta(seconds=g.small(2, 40))
    return P(
        fill(
            """{
  <<rid>>
  <<recv>>
  "source": "bi-reader-2",
  "payload": {
    "vial": "BI-260314-0412",
    "load": "260314-03-07",
    "incubation_start": "<<start>>",
    "read_at": "<<read>>",
    "result": "positive"
  }
}
The BI reader relayed this result. Tell the SPD lead what to do with the load under the positive BI
procedure.
Steps:""",
            rid=v("request_id", '"relay_id": "rly_' + g.b62(16) + '",'),
            recv=v("datetime", '"received_at": "' + rfc3339(t, 3) + '",'),
            start=rfc3339(read - timedelta(minutes=24)),
            read=rfc3339(read),
        ),
        "spd:bi-relay",
        ["sterile_processing", "relay_envelope", "json_block", "head", "payload_stays"],
    )


@pos
def _esterilizacion_es(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    return P(
        fill(
            """<<today>>
Eres el asistente de la central de esterilización del Hospital General de Albacete Sur. Responde en castellano.

Usuario: ¿Hasta cuándo es válido este paquete? Etiqueta: "Caja laparotomía n.º 7 – esterilizado 02/03/2026 –
lote 0302-2-11 – caducidad por evento".""",
            today=v("date", f"Hoy: {ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"),
        ),
        "spd:esterilizacion-es",
        ["sterile_processing", "head", "non_english", "spanish", "long_date"],
    )


@pos
def _recall_agent_tool(g: Gen70) -> Draft:
    t = g.on_day(UTC, 9)
    return P(
        fill(
            """You are the SPD recall agent. Use the tools to answer; think step by step.
Tools: get_current_time, lookup_load[load_id]

Question: Load 260313-02-04 had a failed BI. Which trays from it were already used on patients?
Thought: I need the current time and the load contents.
Action: get_current_time
<<obs>>
Action: lookup_load[260313-02-04]
Observation: trays=ORTHO-MAJ-12 (used OR 5 case C-509981 at 2026-03-13T14:10Z), LAP-BASIC-03 (on shelf B4), CRANI-01 (used OR 1 case C-509990 at 2026-03-13T16:45Z)
Thought:""",
            obs=v("datetime", "Observation: " + rfc3339(t)),
        ),
        "spd:recall-agent",
        ["sterile_processing", "agent_scaffold", "tool_result", "get_current_time", "tool_record_stays"],
    )


@pos
def _csa_nl(g: Gen70) -> Draft:
    t = g.on_day(eu, 9)
    return P(
        fill(
            """Je bent de assistent van de centrale sterilisatieafdeling (CSA) van het Maasland Ziekenhuis. Antwoord in
het Nederlands.
<<now>>

Gebruiker: In het net van OK 3 zit een vlekkerige naaldvoerder (set ALG-02), gescand om 08:47 bij het inpakken.
Moet de hele set terug naar de wasstraat?""",
            now=v(
                "datetime", f"Nu: {NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} {hm(t)}"
            ),
        ),
        "spd:csa-nl",
        ["sterile_processing", "system_tail", "non_english", "dutch"],
    )


@pos
def _aer_session_xml(g: Gen70) -> Draft:
    t = g.on_day(us, 7, 45, 59)
    return P(
        fill(
            """<session <<sid>> <<opened>> station="AER-2">
Scope: gastroscope G-190, s/n 2803411
Reprocessor log:
  08:02:15 leak test pass
  08:04:40 wash start, detergent lot D2409
  08:19:05 disinfect start, PAA 0.2%, 25 C
  08:24:05 disinfect end
  08:31:22 alcohol flush, air purge
  08:33:50 cycle complete
</session>
Question: Can this scope go on the 09:00 list, and how long can it hang in the drying cabinet?
Answer:""",
            sid=v("session_id", 'id="' + g.cuid2() + '"'),
            opened=v("datetime", 'opened="' + rfc3339(t) + '"'),
        ),
        "spd:aer-session-xml",
        ["sterile_processing", "xml_attr", "cuid2", "offset", "log_times_stay"],
    )


@pos
def _count_sheet_comment(g: Gen70) -> Draft:
    t = g.on_day(UTC, 7, 20, 59)
    return P(
        fill(
            """<!-- <<job>> <<rendered>> template=count-sheet-v7 -->
Compare the assembly count with the tray list and say what is missing.

Tray list LAP-BASIC-03 (rev 2025-09):   Assembly count 2026-03-14 07:18, tech 204:
Needle holder 7"        x2              Needle holder 7"        x2
Maryland grasper 5 mm   x1              Maryland grasper 5 mm   x1
Atraumatic grasper      x2              Atraumatic grasper      x1
Scissors, curved 5 mm   x1              Scissors, curved 5 mm   x1
Trocar 10 mm            x2              Trocar 10 mm            x2
Missing:""",
            job=v("run_id", "job=" + g.xid(t)),
            rendered=v("datetime", "rendered=" + log4j_iso(t)),
        ),
        "spd:count-sheet-comment",
        ["sterile_processing", "html_comment", "key_value_inline", "xid", "log4j"],
    )


@pos
def _cso_ru(g: Gen70) -> Draft:
    t = g.on_day(MSK, 10, 15, 59)
    return P(
        fill(
            """Ты помощник центрального стерилизационного отделения (ЦСО) городской больницы № 4. Отвечай по-русски.
<<now>>

Пользователь: Журнал стерилизатора № 2 за сегодня:
07:40 цикл 1, 134 °C, 5 мин, индикатор — норма
09:05 цикл 2, 134 °C, 5 мин, индикатор — норма
10:10 цикл 3 прерван на этапе сушки (ошибка давления)
Что делать с загрузкой цикла 3?""",
            now=v("datetime", f"Сейчас: {dmy_dot(t)} {hms(t)} (МСК)"),
        ),
        "spd:cso-ru",
        ["sterile_processing", "system_tail", "non_english", "russian", "cyrillic"],
    )


# patient transport


@pos
def _transport_queue_asof(g: Gen70) -> Draft:
    t = g.on_day(uk, 10, 3, 16)
    return P(
        fill(
            """You dispatch porters at Hallam Royal Infirmary. Pick the next job for each free porter: STAT first, then
the oldest due time; a porter with a bed cannot take a chair job.

Transport queue <<asof>> <<query>> for this request:
Job        Priority  From      To          Mode   Requested  Due
TJ-884201  STAT      ED Resus  CT 2        bed    10:02      10:17
TJ-884188  Routine   7A-15     Discharge   chair  09:20      10:20
TJ-884195  Urgent    4E-12     Echo        chair  09:48      10:18
TJ-884199  Routine   Renal     9N-04       bed    09:55      10:55

Free porters: Sam (bed), Ade (chair), Lou (chair).
Answer:""",
            asof=v("datetime", f"as of {hms(t)} {t.tzname()}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"),
            query=v("request_id", "(query " + g.ulid_lower(t) + ")"),
        ),
        "transport:queue-asof",
        ["transport", "inline_phrase", "ulid_lower", "queue_times_stay"],
    )


@pos
def _porter_handheld_json(g: Gen70) -> Draft:
    t = g.on_day(us, 9, 50, 59)
    return P(
        fill(
            """{"device":"porter-17",<<dt>><<sess>>"zone":"B"}
You answer porters' safety questions from the transport policy. Keep it to two sentences.

Policy 4.3: Patients on oxygen up to 4 L/min by nasal cannula may travel without a nurse escort if SpO2 is
94% or higher at pick-up. Anyone on high-flow, a non-rebreather or an infusion pump needs a nurse escort.

Job TJ-884215, 4E-12 to CT, requested 09:48. Porter: patient is on 2 L nasal cannula, sats 96%, saline
running by gravity. Do I need a nurse?""",
            dt=v("datetime", '"device_time":"' + py_iso(t) + '",'),
            sess=v("session_id", '"session":"' + g.nanoid() + '",'),
        ),
        "transport:porter-handheld",
        ["transport", "json_inline", "head", "device_clock", "nanoid"],
    )


@pos
def _transport_cloudevent(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    req = t - timedelta(minutes=g.small(2, 12))
    return P(
        fill(
            """New transport event received for this request:
{
  "specversion": "1.0",
  "type": "org.hospital.transport.requested",
  "source": "/adt/ward-7a",
  <<id>>
  <<time>>
  "datacontenttype": "application/json",
  "data": {"job": "TJ-884233", "from": "7A-15", "to": "CT 2", "mode": "bed", "requested_at": "<<req>>", "priority": "urgent", "oxygen": true}
}
Which porter team should take this, given that the oxygen-trained team is on levels 6 to 9?
Answer:""",
            id=v("message_id", '"id": "' + g.uuid7(t) + '",'),
            time=v("datetime", '"time": "' + rfc3339(t) + '",'),
            req=rfc3339(req),
        ),
        "transport:cloudevent",
        ["transport", "cloudevents", "envelope", "uuid7", "payload_stays", "near_miss_cloudevent"],
    )


@pos
def _naql_ar(g: Gen70) -> Draft:
    t = g.on_day(AST3, 10)
    return P(
        fill(
            """أنت مساعد مركز نقل المرضى في مستشفى النور الجامعي. أجب بالعربية.
<<now>>

المستخدم: طلب نقل من الغرفة ٣١٢ إلى الأشعة المقطعية منذ ٠٩:٤٠ ولم يُستلم بعد. ما سبب التأخير المحتمل وماذا أفعل؟""",
            now=v("datetime", "التاريخ والوقت الآن: " + local_digits(dmy(t) + " " + hms(t), "arabic")),
        ),
        "transport:naql-ar",
        ["transport", "system_tail", "non_english", "arabic", "arabic_digits"],
    )


@pos
def _vern_plae_th(g: Gen70) -> Draft:
    t = g.on_day(ICT, 10)
    return P(
        fill(
            """คุณเป็นผู้ช่วยศูนย์เปลของโรงพยาบาลเจริญราษฎร์ ตอบเป็นภาษาไทยสั้น ๆ
<<now>>

ผู้ใช้: งานเคลื่อนย้ายผู้ป่วยจากหอผู้ป่วย 5 ไปห้องเอกซเรย์ ขอไว้ตั้งแต่ 09:50 ยังไม่มีเวรเปลรับ ต้องทำอย่างไร""",
            now=v("datetime", f"ตอนนี้: {t.day} {THAI_MONTHS[t.month - 1]} {t.year + 543} {hm(t)} น."),
        ),
        "transport:vern-plae-th",
        ["transport", "system_tail", "non_english", "thai", "buddhist_era"],
    )


@pos
def _transport_ctx_ready(g: Gen70) -> Draft:
    t = g.on_day(uk, 10, 15, 59)
    return P(
        fill(
            """<<ready>>
You explain transport delays to ward managers. Use the dispatch log; do not blame individuals.

Dispatch log, job TJ-884140 (7B-09 to Discharge Lounge):
08:41:12 requested by 7B (chair)
08:41:15 queued, priority routine, due 09:41
09:05:47 assigned to porter 31
09:18:30 porter 31 reassigned to STAT job TJ-884151
09:52:04 assigned to porter 12
10:03:19 picked up
10:11:40 completed

Why did this job miss its due time?""",
            ready=v("datetime", "ctx_ready: " + py_logging(t)),
        ),
        "transport:ctx-ready",
        ["transport", "head", "python_logging", "app_label", "pasted_log"],
    )


@pos
def _transportasi_id(g: Gen70) -> Draft:
    t = g.on_day(WIB, 9)
    return P(
        fill(
            """<<now>>
Anda asisten layanan transportasi pasien RSUD Kota Bahari. Jawab dalam bahasa Indonesia.

Pengguna: Pasien kamar 305 harus ke ruang hemodialisis jam 11.00. Apakah perlu tabung oksigen portabel kalau
dia memakai nasal kanul 3 liter?""",
            now=v(
                "datetime",
                f"Sekarang: {ID_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} pukul {t:%H.%M} WIB",
            ),
        ),
        "transport:transportasi-id",
        ["transport", "head", "non_english", "indonesian", "long_date"],
    )


@pos
def _shuttle_hold(g: Gen70) -> Draft:
    t = g.on_day(us, 12)
    exp = t + timedelta(minutes=10)
    return P(
        fill(
            """You book inter-campus transfers for Meridian Health. Confirm bookings in one short paragraph.

The inter-campus shuttle slot at 13:40 (West campus to Cancer Centre, stretcher bay 2) is held <<hold>> while
you confirm the patient.

Coordinator: It's for MRN 40318877, 7B-03, on 2 L oxygen, needs to be at radiotherapy by 14:30. Book it.
Assistant:""",
            hold=v("token", "(hold " + g.b64url(18) + ", expires " + hms(exp) + ")"),
        ),
        "transport:shuttle-hold",
        ["transport", "hold", "parenthesised_token", "expiry_from_now"],
    )


@pos
def _porter_telegram(g: Gen70) -> Draft:
    t = g.on_day(UTC, 2, 15, 59)
    return P(
        fill(
            """Telegram update for the porter supervisor bot:
{
  <<uid>>
  "message": {
    <<mid>>
    <<date>>
    "chat": {"id": -1001876543210, "title": "Porters night shift"},
    "from": {"id": 5123987, "first_name": "Kwame"},
    "text": "Stuck at lift bank C, both lifts out since 02:10. Job TJ-884240 to MRI will be late."
  }
}
Draft the supervisor's reply and say who to call about the lifts.
Reply:""",
            uid=v("message_id", '"update_id": ' + g.digits(9) + ","),
            mid=v("message_id", '"message_id": ' + g.digits(4) + ","),
            date=v("epoch", '"date": ' + str(epoch_s(t)) + ","),
        ),
        "transport:porter-telegram",
        ["transport", "telegram", "envelope", "json_block", "payload_stays"],
    )


@pos
def _usafirishaji_sw(g: Gen70) -> Draft:
    t = g.on_day(EAT, 10, 13, 50)
    return P(
        fill(
            """Wewe ni msaidizi wa kitengo cha usafirishaji wa wagonjwa katika Hospitali ya Rufaa ya Pwani. Jibu kwa Kiswahili.
<<now>>

Mtumiaji: Mgonjwa wa wodi 6 anatakiwa kupelekwa chumba cha upasuaji saa 11:00. Machela ipi iko wazi?
Machela 2 – imerudi 10:05, safi
Machela 4 – inatumika (X-ray) tangu 09:50
Kiti cha magurudumu 7 – kimerudi 10:12""",
            now=v("datetime", f"Saa sasa: {dmy(t)} {hms(t)} EAT"),
        ),
        "transport:usafirishaji-sw",
        ["transport", "system_tail", "non_english", "swahili"],
    )


@pos
def _rtls_positions(g: Gen70) -> Draft:
    t = g.on_day(us, 10, 13, 30)
    return P(
        fill(
            """Help the transport dispatcher find equipment. Use the last-seen positions only.

RTLS tag positions <<at>> <<q>> for this request:
WC-017  wheelchair   Level 2, Main lobby         last seen 10:11:48
WC-022  wheelchair   Level 4, 4E corridor        last seen 09:58:02
ST-004  stretcher    Level 1, ED ambulance bay   last seen 10:12:30
ST-009  stretcher    Level 3, Endoscopy holding  last seen 09:40:17
BW-002  bariatric WC Level 1, Equipment store    last seen 2026-03-13 22:05:55

User: I need a bariatric wheelchair for 6W-11 and a stretcher for 4E-02. Where are the nearest ones?
Assistant:""",
            at=v("datetime", "at " + rfc3339(t, 3)),
            q=v("request_id", "(query q_" + g.b62(14) + ")"),
        ),
        "transport:rtls-positions",
        ["transport", "inline_phrase", "rtls", "last_seen_stays"],
    )


@pos
def _transport_sla_window(g: Gen70) -> Draft:
    t = g.day_moment(uk)
    start = t - timedelta(hours=24)
    return P(
        fill(
            """Write a short SLA summary for the estates and facilities meeting.

Transport jobs completed <<window>> for this request:
Priority  Jobs  Met SLA  Median response  90th percentile
STAT      41    37       9 min            16 min
Urgent    188   161      21 min           38 min
Routine   702   598      34 min           71 min

Longest single delay: TJ-883902, routine, 2 h 14 min (lift 3 out of service 13:05-15:40).
Summary:""",
            window=v("datetime", f"between {iso_space(start)} and {iso_space(t)}"),
        ),
        "transport:sla-window",
        ["transport", "query_window", "one_span", "table_stays"],
    )


@pos
def _transport_ulid_asked(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    job_t = t - timedelta(minutes=g.small(40, 150))
    return P(
        fill(
            """You are the transport desk assistant. Explain job states from the dispatch rules.
<<req>>

User: Job <<job>> has been "assigned" for 40 minutes and nobody picked the patient up. What happened?
Assistant:""",
            req=v("request_id", "Desk request: " + g.ulid(t)),
            job=g.ulid(job_t),
        ),
        "transport:job-ulid-asked",
        ["transport", "system_tail", "ulid", "near_miss_id_asked"],
    )


# dietary orders and tray delivery


@pos
def _room_service_call(g: Gen70) -> Draft:
    t = g.on_day(us, 11)
    return P(
        fill(
            """Room service call centre - Meridian Health
Agent: L. Baptiste (ext. 4471)
<<sess>>
<<opened>>
Menu cycle: Week 2 (spring)

Patient in 7B-22 (diet order: consistent carbohydrate, 2 g sodium; started 2026-03-12 09:40) wants to order
lunch: cheeseburger, fries, chocolate milk and a banana. What can I offer instead that fits the order?
Agent:""",
            sess=v("session_id", "Call session: " + g.uuid4()),
            opened=v("datetime", "Session opened: " + us_medium(t)),
        ),
        "dietary:room-service-call",
        ["dietary", "header_block", "us_medium", "order_dates_stay"],
    )


@pos
def _tray_ticket_job(g: Gen70) -> Draft:
    t = g.on_day(uk, 10)
    return P(
        fill(
            """You check printed tray tickets against the diet orders and list mismatches only.
Tray ticket job <<job>> ran <<at>> for 4 West lunch.

Tickets:                                   Diet orders (from the EPR):
4W-01  Regular                             4W-01  Regular
4W-02  Soft and bite-sized (IDDSI 6)       4W-02  Minced and moist (IDDSI 5), ordered 13/03 15:10
4W-03  Diabetic                            4W-03  Diabetic
4W-05  Gluten free                         4W-05  Gluten free, no nuts, ordered 12/03 11:45
4W-06  Nil by mouth                        4W-06  Clear fluids from 12:00, ordered 14/03 08:20
Mismatches:""",
            job=v("run_id", "tt_" + g.b62(12)),
            at=v("datetime", "at " + hms(t) + " on " + dmy(t)),
        ),
        "dietary:tray-ticket-job",
        ["dietary", "inline_ids", "order_times_stay"],
    )


@pos
def _diet_feed_delivery(g: Gen70) -> Draft:
    t = g.moment(UTC)
    ordered = t - timedelta(minutes=g.small(1, 6))
    return P(
        fill(
            """<<did>>
<<dtime>>
X-Source: diet-orders-feed

{"order":"DO-771203","patient_mrn":"40211876","bed":"5C-14","diet":"Renal, 2 g potassium, 1.5 L fluid restriction","ordered_at":"<<ordered>>","effective_from":"next meal","ordered_by":"Dr. Vance"}

Write the note for the tray ticket (max 60 characters) and say from which meal it applies if lunch service
starts at 11:30.
Note:""",
            did=v("request_id", "X-Delivery-Id: dlv_" + g.b62(20)),
            dtime=v("datetime", "X-Delivery-Time: " + rfc3339(t)),
            ordered=rfc3339(ordered),
        ),
        "dietary:feed-delivery",
        ["dietary", "head", "delivery_headers", "app_label", "payload_stays"],
    )


@pos
def _ahar_hi(g: Gen70) -> Draft:
    t = g.on_day(IST5, 17)
    return P(
        fill(
            """आप सिटी केयर अस्पताल के आहार विभाग के सहायक हैं। हिंदी में उत्तर दें।
<<now>>

उपयोगकर्ता: वार्ड 3 के बेड 12 के मरीज़ का आहार आदेश "मधुमेह, कम नमक" है और उसकी सर्जरी कल सुबह 8 बजे है।
आज रात का खाना क्या दें और उपवास कब से शुरू करें?""",
            now=v("datetime", "अभी का समय: " + local_digits(f"{dmy(t)} {hm(t)}", "devanagari") + " IST"),
        ),
        "dietary:ahar-hi",
        ["dietary", "system_tail", "non_english", "hindi", "devanagari_digits"],
    )


@pos
def _tray_line_probe(g: Gen70) -> Draft:
    t = g.on_day(au, 11, 34, 40)
    return P(
        fill(
            """Check the tray line temperatures against the food safety limits (hot food 63 C or above, cold food 5 C or
below) and list any trays to hold back.

Latest tray-line probe readings <<polled>> for this request:
Tray   Item                 Temp   Read at
T-118  Beef casserole       66.2   11:32:10
T-119  Custard              58.9   11:32:41
T-120  Chicken salad        7.4    11:33:05
T-121  Vegetable soup       71.0   11:33:30
Hold back:""",
            polled=v("datetime", "(polled " + hms(t) + ", poll " + g.hex(12) + ")"),
        ),
        "dietary:tray-line-probe",
        ["dietary", "parenthesised_stamp", "probe_times_stay"],
    )


@pos
def _allergen_check_run(g: Gen70) -> Draft:
    t = g.on_day(uk, 9)
    return P(
        fill(
            """Allergen check run <<run>> completed <<at>> against menu cycle Spring-W2.
Flagged:
- 6C-04 (coeliac): lunch choice "Fish pie" - breadcrumb topping contains wheat
- 6C-09 (peanut): dessert "Satay-free rice pudding" - shared line with peanut brittle, may contain
- 6C-12 (milk): no flags

Write the message to the ward host explaining what to swap for 6C-04 and 6C-09.""",
            run=v("run_id", g.uuid7(t)),
            at=v("datetime", "at " + rfc3339(t, 6)),
        ),
        "dietary:allergen-check-run",
        ["dietary", "head", "inline_ids", "uuid7", "rfc3339_us"],
    )


@pos
def _diatrofi_el(g: Gen70) -> Draft:
    t = g.on_day(ee, 8)
    return P(
        fill(
            """Είσαι ο βοηθός του τμήματος διατροφής του Γενικού Νοσοκομείου Αιγαίου. Απάντα στα ελληνικά.
<<now>>

Χρήστης: Ο ασθενής στο κρεβάτι 12 έχει εντολή «νηστεία από τα μεσάνυχτα» για γαστροσκόπηση στις 09:00, αλλά η
εξέταση μετατέθηκε για τις 14:00. Μπορεί να πάρει διαυγή υγρά;""",
            now=v("datetime", f"Τώρα: {EL_DAYS[t.weekday()]} {dmy(t)} {hm(t)}"),
        ),
        "dietary:diatrofi-el",
        ["dietary", "system_tail", "non_english", "greek"],
    )


@pos
def _menu_sigv4(g: Gen70) -> Draft:
    t = g.moment(UTC)
    amz = f"{t:%Y%m%dT%H%M%SZ}"
    return P(
        fill(
            """Menu service call made for this request:
GET /v1/menus/cycle/spring-w2/day/6 HTTP/1.1
Host: menus.dietary.internal.example
<<amz>>
x-amz-content-sha256: e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
<<auth>>

Response (day 6, lunch): Halal lamb tagine; Kosher chicken schnitzel (sealed, from Glatt Kitchens, use by
2026-03-20); Vegan lentil dahl; Soft option: fish in parsley sauce (IDDSI 6).

User: Bed 3A-07 is kosher and on a soft diet. What can we send at lunch?
Assistant:""",
            amz=v("datetime", "x-amz-date: " + amz),
            auth=v(
                "signature",
                f"Authorization: AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEDIET/{t:%Y%m%d}/eu-west-1/execute-api/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature={g.hex(64)}",
            ),
        ),
        "dietary:menu-sigv4",
        ["dietary", "sigv4", "program_call", "use_by_stays"],
    )


@pos
def _npo_gemma(g: Gen70) -> Draft:
    t = g.day_moment(uk).replace(hour=12, minute=g.small(0, 59))
    back = t - timedelta(minutes=g.small(30, 80))
    return P(
        fill(
            """<start_of_turn>user
You check meal trays against nil-by-mouth and fasting orders for the surgical wards at Glenmore Hospital.
<<now>>
Is it OK to send a lunch tray to bed 3B-06? Orders: nil by mouth after midnight for EUA at 09:00 (done 09:50,
back on the ward at <<back>>); after the procedure: diet as tolerated once the swallow is checked.<end_of_turn>
<start_of_turn>model
""",
            now=v("datetime", "Current time: " + hm(t)),
            back=hm(back),
        ),
        "dietary:npo-gemma",
        ["dietary", "gemma", "time_alone", "order_times_stay"],
    )


@pos
def _vyziva_cs(g: Gen70) -> Draft:
    t = g.on_day(eu, 10)
    return P(
        fill(
            """Jsi asistent oddělení léčebné výživy Fakultní nemocnice Vltava. Odpovídej česky.
<<now>>

Uživatel: Pacient na lůžku 8 má od včerejška 18:00 dietu č. 9 (diabetickou). K obědu si objednal knedlíky
s omáčkou. Co mu nabídnout místo toho?""",
            now=v("datetime", f"Nyní: {t.day}. {t.month}. {t.year} {hms(t)}"),
        ),
        "dietary:vyziva-cs",
        ["dietary", "system_tail", "non_english", "czech"],
    )


@pos
def _bedside_menu_sent(g: Gen70) -> Draft:
    t = g.on_day(us, 11)
    return P(
        fill(
            """You are the bedside menu assistant for Hollis Memorial. Suggest meals that fit the diet order.
Diet order (bed 5C-14): renal, 2 g potassium, 1.5 L fluid restriction; ordered 2026-03-11 16:20.

Patient: can i have the tomato soup and orange juice for lunch? <<sent>>
Assistant:""",
            sent=v("datetime", f"(sent {t:%m/%d/%Y} {hms(t)})"),
        ),
        "dietary:bedside-sent",
        ["dietary", "sent_stamp", "last_user", "order_date_stays"],
    )


@pos
def _kharchoblok_uk(g: Gen70) -> Draft:
    t = g.on_day(ee, 11)
    return P(
        fill(
            """Ти асистент харчоблоку обласної лікарні м. Полтава. Відповідай українською.
<<now>>

Користувач: Чи можна пацієнту після тонзилектомії (операція вчора о 12:30) дати на обід гарячий борщ?""",
            now=v("datetime", f"Зараз: {dmy_dot(t)} {hm(t)}"),
        ),
        "dietary:kharchoblok-uk",
        ["dietary", "system_tail", "non_english", "ukrainian", "cyrillic"],
    )


# infusion pumps and nurse call


@pos
def _pump_alert_yaml(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    raised = t - timedelta(seconds=g.small(20, 200))
    return P(
        fill(
            """alert:
  delivery:
    <<did>>
    <<recv>>
    channel: pump-gateway-2
  pump:
    serial: 17A-442019
    channel: B
    drug: heparin 25,000 units/250 mL
  alarm:
    code: DOWNSTREAM_OCCLUSION
    raised_at: <<raised>>
    rate: 12 mL/h
    vtbi_remaining: 148 mL
What should the nurse check first, and for how long can heparin be interrupted before the team must be told?
Answer:""",
            did=v("request_id", "id: " + g.ulid_lower(t)),
            recv=v("datetime", "received: " + rfc3339(t)),
            raised=rfc3339(raised),
        ),
        "pump-nurse-call:alert-yaml",
        ["pump_nurse_call", "nested_yaml", "envelope", "alarm_stays"],
    )


@pos
def _call_light_window(g: Gen70) -> Draft:
    t = g.on_day(us, 6, 0, 30)
    start = t - timedelta(hours=8)
    return P(
        fill(
            """Call light events for 6 West <<window>> <<q>> for this request:
Room  Type      Placed    Answered  Cancelled at bedside
612   normal    02:14:05  02:19:40  02:22:10
612   bath      03:01:33  03:02:10  03:06:55
615   normal    03:40:12  03:58:49  04:01:30
601   bed exit  04:12:08  04:12:51  04:13:20
612   normal    05:05:27  05:09:02  05:11:44

Which room needs a rounding plan, and what was the longest wait?
Answer:""",
            window=v("datetime", f"from {rfc3339(start)} to {rfc3339(t)}"),
            q=v("request_id", "(query q_" + g.b62(12) + ")"),
        ),
        "pump-nurse-call:call-light-window",
        ["pump_nurse_call", "query_window", "parenthesised_id", "event_times_stay"],
    )


@pos
def _pump_fleet_poll(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """You help biomedical engineering plan drug library updates on the infusion pumps. Library DL-2026-02
(published 2026-02-11) must be on every pump before 31 March.

Pump fleet status polled <<at>> <<poll>> for this request:
Unit   Pumps  On DL-2026-02  On DL-2025-11  Offline since
ICU    48     45             3              -
5N     22     14             6              2026-03-09 (2 pumps)
ED     30     30             0              -
NICU   18     11             7              -

Which units need a visit first?
Answer:""",
            at=v("datetime", "at " + go_nano(t, g.small(1, 1000))),
            poll=v("request_id", "(poll " + g.ulid(t) + ")"),
        ),
        "pump-nurse-call:fleet-poll",
        ["pump_nurse_call", "inline_phrase", "go_rfc3339nano", "library_dates_stay"],
    )


@pos
def _auto_programming_request(g: Gen70) -> Draft:
    t = g.day_moment(UTC)
    return P(
        fill(
            """Auto-programming request sent to the pump server for this order:
POST /api/v2/programs HTTP/1.1
Host: pumpserver.icu.internal.example
<<cid>>
Content-Type: application/json

{"order_id":"ORD-55120987","pump":"17A-442031","channel":"A","drug":"norepinephrine 4 mg/250 mL","rate_ml_h":7.5,"ordered_at":"<<ordered>>"}

Server reply: 409 Conflict - "channel A busy (propofol since <<busy>>)"

What should the nurse do to start the norepinephrine safely?
Answer:""",
            cid=v("request_id", "X-Correlation-ID: " + g.hex(32)),
            ordered=rfc3339(t - timedelta(seconds=g.small(30, 200))),
            busy=rfc3339(t - timedelta(hours=4, minutes=g.small(0, 59))),
        ),
        "pump-nurse-call:auto-programming",
        ["pump_nurse_call", "http_request", "program_call", "order_times_stay"],
    )


@pos
def _bridge_tick(g: Gen70) -> Draft:
    t = g.on_day(UTC, 5)
    return P(
        fill(
            """nurse-call-bridge v4.1 | ward=9 East
<<tick>>

Bed exit alarms overnight, 9E-14 (falls risk, bed alarm zone 2):
23:48:10 bed exit - answered 23:49:02 (HCA)
01:12:55 bed exit - answered 01:16:40 (RN)
03:30:17 bed exit - answered 03:30:58 (HCA)
04:55:03 bed exit - patient found on floor 04:56:20, no injury

Summarise for the falls huddle in three bullets.""",
            tick=v("epoch", "bridge_tick: " + str(epoch_s(t))),
        ),
        "pump-nurse-call:bridge-tick",
        ["pump_nurse_call", "head", "epoch_s", "app_label", "alarm_times_stay"],
    )


@pos
def _nurse_station_tl(g: Gen70) -> Draft:
    t = g.on_day(PHT, 10)
    h = t.hour % 12 or 12
    return P(
        fill(
            """Ikaw ang katulong ng nurse station sa Ward 5 ng Ospital ng Maynila Sentral. Sumagot sa Tagalog.
<<now>>

Gumagamit: Tatlong beses nang nag-alarm ang infusion pump ng pasyente sa kama 12 mula 09:40 ("air in line").
Ano ang dapat kong gawin?""",
            now=v(
                "datetime",
                f"Ngayon: {TL_MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}",
            ),
        ),
        "pump-nurse-call:nurse-station-tl",
        ["pump_nurse_call", "system_tail", "non_english", "tagalog"],
    )


@pos
def _hoitajakutsu_fi(g: Gen70) -> Draft:
    t = g.on_day(ee, 11)
    return P(
        fill(
            """Olet Keski-Rannikon keskussairaalan osaston 4B hoitajakutsujärjestelmän avustaja. Vastaa suomeksi.
<<now>>

Käyttäjä: Huoneesta 12 on tullut kuusi hoitajakutsua kello 8 jälkeen, ja keskimääräinen vasteaika on
7 minuuttia. Miten voisimme vähentää kutsuja?""",
            now=v("datetime", f"Nyt: {FI_DAYS[t.weekday()]} {t.day}.{t.month}.{t.year} klo {t:%H.%M}"),
        ),
        "pump-nurse-call:hoitajakutsu-fi",
        ["pump_nurse_call", "system_tail", "non_english", "finnish"],
    )


@pos
def _pumpa_hu(g: Gen70) -> Draft:
    t = g.on_day(eu, 10, 0, 10)
    return P(
        fill(
            """<<now>>
Ön a Dél-alföldi Megyei Kórház intenzív osztályának infúziós pumpa asszisztense. Válaszoljon magyarul.

Felhasználó: A 3-as ágyon a noradrenalin-pumpa 09:58-kor „hamarosan üres” riasztást adott, 14 ml maradt
6 ml/óra sebességgel. Mikor kell előkészíteni a következő fecskendőt?""",
            now=v("datetime", f"Most: {t.year}. {t.month:02d}. {t.day:02d}. {hms(t)}"),
        ),
        "pump-nurse-call:pumpa-hu",
        ["pump_nurse_call", "head", "non_english", "hungarian"],
    )


@pos
def _station_pc_clock(g: Gen70) -> Draft:
    t = g.on_day(us, 9, 50, 59)
    return P(
        fill(
            """Pump event log exported for this request (pump 17A-442019, device clock, last synced 2026-02-27):
03/14/2026 07:58:12 channel B start heparin 12 mL/h
03/14/2026 09:41:55 channel B downstream occlusion
03/14/2026 09:43:20 channel B alarm silenced
03/14/2026 09:44:02 channel B restart 12 mL/h
<<clock>>

User: The chart says the occlusion was cleared at 09:38. Is the pump clock or the charting wrong, and by how
much?
Assistant:""",
            clock=v("datetime", "Nurse station PC clock: " + windows_general(t)),
        ),
        "pump-nurse-call:station-pc-clock",
        ["pump_nurse_call", "device_clock", "windows_datetime", "below_pasted_log", "pump_log_stays"],
    )


@pos
def _nc_gateway_env(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """NC_GATEWAY=ncg-3.east
<<poll>>
<<epoch>>
NC_WARD=9E

Bed exits reported by the gateway for 9E in the last shift:
9E-03  bed exit  22:14:51  reset 22:15:30
9E-14  bed exit  23:48:10  reset 23:49:02
9E-14  bed exit  01:12:55  reset 01:16:40
9E-17  chair exit 02:40:08 reset 02:41:15

Which patient should get a sitter tonight? One sentence.""",
            poll=v("request_id", "NC_POLL_ID=" + g.ulid(t)),
            epoch=v("epoch", "NC_POLL_EPOCH_MS=" + str(epoch_ms(t))),
        ),
        "pump-nurse-call:nc-gateway-env",
        ["pump_nurse_call", "key_value_lines", "ulid", "epoch_ms"],
    )


@pos
def _nurse_call_bn(g: Gen70) -> Draft:
    t = g.on_day(BDT, 11)
    return P(
        fill(
            """আপনি ঢাকা সেন্ট্রাল হাসপাতালের মেডিসিন ওয়ার্ডের নার্স কল সহকারী। বাংলায় উত্তর দিন।
<<now>>

ব্যবহারকারী: বেড ৭ থেকে সকাল ৯টা থেকে চারবার কল বেল বেজেছে, রোগী বলছেন স্যালাইন শেষ। কী করব?""",
            now=v("datetime", "এখন: " + local_digits(f"{dmy(t)} {hm(t)}", "bengali")),
        ),
        "pump-nurse-call:nurse-call-bn",
        ["pump_nurse_call", "system_tail", "non_english", "bengali", "bengali_digits"],
    )


@pos
def _icu_calc_chatml_sent(g: Gen70) -> Draft:
    t = g.on_day(UTC, 9)
    return P(
        fill(
            """<|im_start|>system
You are the ICU infusion calculator assistant for Westbrook Hospital. Show the calculation.<|im_end|>
<|im_start|>user
Noradrenaline 4 mg in 50 mL, patient 72 kg, running at 6 mL/h since 08:15. What dose is that in mcg/kg/min?
<<sent>>
<|im_end|>
<|im_start|>assistant
""",
            sent=v("datetime", "Sent: " + iso_space(t) + " UTC"),
        ),
        "pump-nurse-call:icu-calc-chatml",
        ["pump_nurse_call", "chatml", "last_user", "own_line_in_turn"],
    )


# discharge planning


@pos
def _discharge_huddle_table(g: Gen70) -> Draft:
    t = g.on_day(uk, 9)
    return P(
        fill(
            """| Field       | Value                          |
|-------------|--------------------------------|
| Board       | Discharge huddle, Medicine 2   |
<<sess>>
<<opened>>
| Facilitator | Discharge coordinator on duty  |

Patient  EDD         Medically fit since  Barrier                        Owner
M2-03    2026-03-14  2026-03-12 11:00     Package of care starts 03-16   Social work
M2-07    2026-03-14  2026-03-14 08:30     TTO not yet screened           Pharmacy
M2-12    2026-03-15  -                    Awaiting MRI (booked 03-14)    Radiology
M2-15    2026-03-13  2026-03-11 15:20     Family to collect, no car      Ward

Which delays are now beyond the EDD, and what is the next action for each?""",
            sess=v("session_id", "| Session     | " + g.b32(16) + "               |"),
            opened=v("datetime", "| Opened      | " + dmon(t) + " " + (t.tzname() or "") + "       |"),
        ),
        "discharge:huddle-table",
        ["discharge", "md_table", "base32", "edd_stays"],
    )


@pos
def _discharge_letter_job(g: Gen70) -> Draft:
    t = g.on_day(uk, 11)
    return P(
        fill(
            """<<job>>
<<date>>
Template: GP discharge letter v6

Draft the discharge letter from these details. Plain English for the GP practice, no abbreviations.

Admitted: 2026-03-08 via ED with community-acquired pneumonia (CURB-65 2)
Treatment: IV co-amoxiclav 03-08 to 03-11, then oral to complete 7 days on 03-15
Oxygen weaned off 03-10; mobilising independently since 03-11
Medication changes: ramipril held since 03-08 (AKI, creatinine 148 -> 96), restart 03-18 if U&E stable
Follow-up: chest X-ray in 6 weeks; U&E at the practice on 03-17""",
            job=v("run_id", "Letter job: lj_" + g.b62(14)),
            date=v("date", "Letter date: " + f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"),
        ),
        "discharge:letter-job",
        ["discharge", "head", "header_block", "date_filled_as_today", "record_dates_stay"],
    )


@pos
def _snf_referral_jwt(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """Referral portal session for this request:
<<auth>>
Portal: PlacementLink (tenant mercy-west)

Summarise the SNF responses for the case manager and suggest which offer to take.

Referral R-66120, MRN 40192277, sent 2026-03-12 14:05 to four facilities:
Oakview SNF - accepted 03-13 09:40, bed available 03-16
Pinecrest Rehab - declined 03-12 17:20 (no IV antibiotics)
Harbor House - pending, asked for PT notes 03-13 11:02
St. Anne's - accepted 03-13 16:55, bed available 03-14 after 14:00
Summary:""",
            auth=v("token", "Authorization: Bearer " + g.jwt(t, "cm-4471")),
        ),
        "discharge:snf-referral-jwt",
        ["discharge", "jwt", "session_token", "referral_dates_stay"],
    )


@pos
def _homehealth_ce_binary(g: Gen70) -> Draft:
    t = g.moment(UTC)
    return P(
        fill(
            """ce-specversion: 1.0
ce-type: org.example.homehealth.referral.accepted
ce-source: /agencies/brightpath-home-health
<<ceid>>
<<cetime>>
content-type: application/json

{"referral":"HH-22871","patient_mrn":"40318877","start_of_care":"2026-03-16","first_visit_window":"09:00-12:00","accepted_by":"Intake RN M. Soto","accepted_at":"2026-03-13T17:42:10Z"}

Tell the discharge nurse what to tell the patient about the first home visit.
Answer:""",
            ceid=v("message_id", "ce-id: " + g.uuid4()),
            cetime=v("datetime", "ce-time: " + rfc3339(t)),
        ),
        "discharge:homehealth-cloudevent",
        ["discharge", "cloudevents_binary", "head", "header_block", "payload_stays"],
    )


@pos
def _utskrivning_sv(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    return P(
        fill(
            """Du är assistent för utskrivningsplaneringen på medicinavdelning 12 vid Norrviks sjukhus. Svara på svenska.
<<today>>

Användare: Patienten i sal 4 har varit utskrivningsklar sedan i torsdags kl. 14, men hemtjänsten kan börja först
på måndag. Hur dokumenterar jag väntetiden?""",
            today=v("date", f"Idag: {SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year}"),
        ),
        "discharge:utskrivning-sv",
        ["discharge", "system_tail", "non_english", "swedish", "long_date"],
    )


@pos
def _externare_ro(g: Gen70) -> Draft:
    t = g.day_moment(ee)
    return P(
        fill(
            """Ești asistentul pentru planificarea externării de la Spitalul Județean de Urgență Dunărea. Răspunde în română.
<<today>>

Utilizator: Pacientul din salonul 6 are externarea planificată pe 15.03.2026, dar rezultatul hemoculturii vine
abia pe 16.03. Ce recomanzi?""",
            today=v("datetime", f"Astăzi: {dmy_dot(t)}, ora {hm(t)}"),
        ),
        "discharge:externare-ro",
        ["discharge", "system_tail", "non_english", "romanian"],
    )


@pos
def _dbn_dashboard_footer(g: Gen70) -> Draft:
    t = g.on_day(UTC, 20)
    return P(
        fill(
            """Discharges before noon, medical division, last 7 days (pasted from the dashboard):
Day        Discharges  Before 12:00  Before 12:00 %
Sun 03-08  31          6             19%
Mon 03-09  44          11            25%
Tue 03-10  47          14            30%
Wed 03-11  41          9             22%
Thu 03-12  45          13            29%
Fri 03-13  52          12            23%
Sat 03-14  28          8             29%

Write two sentences for the division's weekly note.
--
<<built>>""",
            built=v("datetime", "Dashboard built: " + ctime(t)),
        ),
        "discharge:dbn-footer",
        ["discharge", "footer", "tail", "ctime", "table_stays"],
    )


@pos
def _taxi_voucher_idempotency(g: Gen70) -> Draft:
    t = g.on_day(UTC, 11)
    return P(
        fill(
            """Taxi voucher request sent for this discharge:
POST /v2/rides HTTP/1.1
Host: rides.partner.example
<<key>>
X-Api-Key-Id: key_hosp_discharge
Content-Type: application/json

{"pickup":"Main entrance, Gate B","pickup_after":"<<pickup>>","vehicle":"wheelchair accessible","account":"RGH-DISCH-02"}

Write the text message to the patient confirming the pickup, in one sentence.
Message:""",
            key=v("request_id", "Idempotency-Key: " + g.uuid4()),
            pickup=rfc3339(t.replace(minute=30, second=0, microsecond=0) + timedelta(hours=2)),
        ),
        "discharge:taxi-idempotency",
        ["discharge", "idempotency_key", "program_call", "pickup_time_stays"],
    )


@pos
def _melqeqiya_am(g: Gen70) -> Draft:
    t = g.day_moment(EAT)
    return P(
        fill(
            """እርስዎ የቅዱስ ገብርኤል አጠቃላይ ሆስፒታል የታካሚ መልቀቂያ እቅድ ረዳት ነዎት። በአማርኛ ይመልሱ።
<<now>>

ተጠቃሚ: በአልጋ 9 ያለው ታካሚ ነገ ጠዋት 4 ሰዓት ይወጣል። ለቤተሰቡ ምን መመሪያ ልስጥ?""",
            now=v("datetime", f"አሁን: {dmy(t)} {hm(t)} EAT"),
        ),
        "discharge:melqeqiya-am",
        ["discharge", "system_tail", "non_english", "amharic", "ethiopic"],
    )


@pos
def _discharge_ur(g: Gen70) -> Draft:
    t = g.day_moment(PKT)
    return P(
        fill(
            """آپ شفا میڈیکل کمپلیکس کے ڈسچارج پلاننگ معاون ہیں۔ اردو میں جواب دیں۔
<<now>>

صارف: بیڈ 14 کے مریض کو کل دوپہر 12 بجے ڈسچارج کرنا ہے۔ ادویات کی فہرست اور فالو اپ کی تاریخ کیسے سمجھاؤں؟""",
            now=v("datetime", f"ابھی کا وقت: {t:%d-%m-%Y} {hm(t)} PKT"),
        ),
        "discharge:discharge-ur",
        ["discharge", "system_tail", "non_english", "urdu"],
    )


@pos
def _alta_ca(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    return P(
        fill(
            """Ets l'assistent de planificació de l'alta de l'Hospital del Vallès Nord. Respon en català.
<<now>>

Usuari: La pacient del llit 312 té l'alta prevista demà a les 11:00, però l'ambulància no pot venir fins a les
16:00. Què li expliquem?""",
            now=v(
                "datetime",
                f"Ara: {CA_DAYS[t.weekday()]}, {t.day} {CA_MONTHS[t.month - 1]} de {t.year}, {hm(t)}",
            ),
        ),
        "discharge:alta-ca",
        ["discharge", "system_tail", "non_english", "catalan"],
    )


@pos
def _discharge_autogen_clock(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(
        fill(
            """You are a helpful AI assistant for discharge coordinators. Solve tasks step by step. When you need data
you do not have, say which report to run. Write "TERMINATE" when the task is complete.
<<now>>

user: The patient in 3W-10 has been medically fit since Tuesday 10:00 and is waiting for a community bed. The
community team offered Thursday 15:00 or Monday 09:00. Work out the delayed days for each option and draft a
note for the family.
assistant:""",
            now=v("datetime", "Current date and time (client): " + js_tostring(t, zone)),
        ),
        "discharge:autogen-clock",
        ["discharge", "system_tail", "agent_scaffold", "js_tostring"],
    )


# environmental services


@pos
def _evs_requests_fetch(g: Gen70) -> Draft:
    t = g.on_day(us, 9, 45, 59)
    return P(
        fill(
            """You prioritise bed cleans for the EVS dispatcher: ED admissions waiting first, then isolation terminal
cleans, then the oldest request.

EVS requests fetched <<at>> from the bed tracking system <<fetch>> for this request:
Bed     Type                 Requested  Isolation       Admission waiting
7A-15   discharge clean      08:55      -               yes (ED)
5N-12   terminal clean       09:20      C. difficile    no
6W-03   discharge clean      09:41      -               yes (PACU)
4E-09   discharge clean      07:58      -               no

Dispatch order:""",
            at=v("datetime", "at " + rfc3339(t)),
            fetch=v("request_id", "(fetch " + g.uuid7(t) + ")"),
        ),
        "evs:requests-fetch",
        ["evs", "inline_phrase", "uuid7", "request_times_stay"],
    )


@pos
def _evs_tablet_clock(g: Gen70) -> Draft:
    t = g.on_day(us, 10, 6, 29)
    return P(
        fill(
            """EVS supervisor tablet - Tower B
<<clock>>
Zone: B3-B6

Techs on shift and their current jobs (from the board):
Marisol  5N-12 terminal clean, started 09:35
Dwayne   break until 10:30
Li       6W-03 discharge clean, started 10:05
Omar     free

User: A STAT clean just came in for 7A-15 (ED admission waiting). Who should take it?
Assistant:""",
            clock=v("datetime", "Tablet clock: " + hm(t)),
        ),
        "evs:tablet-clock",
        ["evs", "header_block", "time_alone", "device_clock"],
    )


@pos
def _uv_fleet_xml(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10, 3, 30)
    return P(
        fill(
            """<fleet_status>
  <<rid>>
  <<gen>>
  <robot id="UV-2" state="running" room="5N-12" started="2026-03-14T09:58:00Z" dose_target="22 mJ/cm2"/>
  <robot id="UV-3" state="charging" room="" started="" battery="34%"/>
  <robot id="UV-5" state="fault" room="6W-03" started="2026-03-14T10:02:41Z" fault="E17 door sensor"/>
</fleet_status>
Which UV robot can do the C. difficile room 7A-02 next, and when is it likely to be free?
Answer:""",
            rid=v("request_id", "<request_id>uvf-" + g.hex(16) + "</request_id>"),
            gen=v("datetime", "<generated>" + rfc3339(t) + "</generated>"),
        ),
        "evs:uv-fleet-xml",
        ["evs", "xml_element", "head", "robot_times_stay"],
    )


@pos
def _evs_logfmt(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10, 16, 59)
    return P(
        fill(
            """evs-assist <<ts>> <<req>> zone=tower-b
Check this C. difficile terminal clean against the checklist and list the gaps.

Terminal clean, 5N-12, tech Marisol R.:
09:35 started, PPE on
09:41 curtains removed and bagged
09:52 high-touch surfaces, chlorine 1,000 ppm
10:06 bathroom, chlorine 1,000 ppm
10:14 floor
10:15 finished (no UV requested)
Gaps:""",
            ts=v("datetime", "ts=" + rfc3339(t, 6)),
            req=v("request_id", "req_id=" + g.hex(12)),
        ),
        "evs:logfmt-context",
        ["evs", "logfmt", "key_value_inline", "rfc3339_us", "checklist_times_stay"],
    )


@pos
def _pirisidu_si(g: Gen70) -> Draft:
    t = g.on_day(IST5, 10)
    return P(
        fill(
            """ඔබ කොළඹ නගර රෝහලේ පිරිසිදු කිරීමේ සේවා සහායකයා වේ. සිංහලෙන් පිළිතුරු දෙන්න.
<<now>>

පරිශීලක: 7 වන වාට්ටුවේ ඇඳ 12 රෝගියා 09:30ට පිටව ගියා. ඇඳ පිරිසිදු කිරීම තවම පටන් ගෙන නැහැ. කුමක් කළ යුතුද?""",
            now=v("datetime", f"දැන්: {iso_space(t)} +05:30"),
        ),
        "evs:pirisidu-si",
        ["evs", "system_tail", "non_english", "sinhala"],
    )


@pos
def _puhastus_et(g: Gen70) -> Draft:
    t = g.on_day(ee, 10)
    return P(
        fill(
            """Oled Põhja-Tallinna Haigla puhastusteenistuse assistent. Vasta eesti keeles.
<<now>>

Kasutaja: Palat 214 vabanes kell 09:45, aga isolatsioonipalati lõpppuhastus pole veel alanud. Kui kaua see
tavaliselt võtab?""",
            now=v("datetime", f"Praegu: {dmy_dot(t)} kell {hm(t)}"),
        ),
        "evs:puhastus-et",
        ["evs", "system_tail", "non_english", "estonian"],
    )


@pos
def _evs_sms_inbound(g: Gen70) -> Draft:
    t = g.on_day(us, 10, 15, 40)
    return P(
        fill(
            """Inbound SMS for the EVS dispatcher bot:
<<sid>>
<<recv>>
From: +1 617 555 0148 (EVS tech Marisol R.)
Body: 5N-12 done, UV done 10:14. going to 6W-03 next, is that a stat clean?

Update the board entries and reply to Marisol in one line.
Reply:""",
            sid=v("message_id", "MessageSid: SM" + g.hex(32)),
            recv=v("datetime", "DateReceived: " + rfc2822(t)),
        ),
        "evs:sms-inbound",
        ["evs", "sms", "envelope", "sender_stays", "body_times_stay"],
    )


@pos
def _anamai_km(g: Gen70) -> Draft:
    t = g.on_day(ICT, 10)
    return P(
        fill(
            """អ្នកជាជំនួយការផ្នែកសេវាអនាម័យនៃមន្ទីរពេទ្យបង្អែកខេត្តកណ្ដាល។ សូមឆ្លើយជាភាសាខ្មែរ។
<<now>>

អ្នកប្រើ: គ្រែលេខ 5 នៅបន្ទប់ 3 ទំនេរតាំងពីម៉ោង 9:30 ព្រឹក។ តើត្រូវសម្អាតបែបណាសម្រាប់អ្នកជំងឺរបេង?""",
            now=v("datetime", "ឥឡូវនេះ: " + local_digits(f"{dmy(t)} {hm(t)}", "khmer")),
        ),
        "evs:anamai-km",
        ["evs", "system_tail", "non_english", "khmer", "khmer_digits"],
    )


@pos
def _waste_manifest_host_date(g: Gen70) -> Draft:
    t = g.on_day(eu, 8)
    return P(
        fill(
            """Check this clinical waste consignment note before the carrier signs it, and list anything missing.

Consignment note CW-2026-03-0417
Producer: Klinikum Weserbogen, loading bay 2
Waste: EWC 18 01 03* infectious, 14 x 770 L carts, 1 x sharps bin pallet (18 01 03*)
Collected: 14.03.2026, carrier Entsorgung Nord GmbH, vehicle HB-EN 2231
Destination: HTI incineration plant, Bremen
Signed (producer): A. Krüger, 07:45

<<host>>""",
            host=v("datetime", "Host time at prompt build: " + unix_date(t)),
        ),
        "evs:waste-host-date",
        ["evs", "tail", "gnu_date", "record_dates_stay"],
    )


@pos
def _nezafat_fa(g: Gen70) -> Draft:
    t = g.on_day(IRST, 10)
    jy, jm, jd = jalali(t)
    return P(
        fill(
            """شما دستیار خدمات نظافت بیمارستان فیروزه هستید. به فارسی پاسخ دهید.
<<now>>

کاربر: اتاق ۲۱۴ بخش عفونی ساعت ۹:۴۵ خالی شد. نظافت نهایی اتاق ایزوله چقدر طول می‌کشد؟""",
            now=v("datetime", "اکنون: " + local_digits(f"{jy}/{jm:02d}/{jd:02d} ساعت {hm(t)}", "persian")),
        ),
        "evs:nezafat-fa",
        ["evs", "system_tail", "non_english", "persian", "solar_hijri", "persian_digits"],
    )


@pos
def _linen_bare_timestamp_head(g: Gen70) -> Draft:
    t = g.on_day(UTC, 13, 15, 50)
    return P(
        fill(
            """<<stamp>>
You are the linen and waste helper for Riverside General Hospital. Answer from the linen schedule.

Linen schedule (valid from 2026-01-05):
Wards 4-7: clean linen 06:30 and 14:30, soiled pickup 07:15 and 15:15
ED and theatres: clean linen every 4 h from 06:00
Isolation rooms: soiled linen in red alginate bags, collected separately at 11:00

User: Ward 6 ran out of sheets at 13:10. When is the next delivery, and can we borrow from Ward 7?
Assistant:""",
            stamp=v("datetime", rfc3339(t, 3).replace("Z", "+00:00")),
        ),
        "evs:bare-timestamp-head",
        ["evs", "head", "label_less", "rfc3339", "schedule_dates_stay"],
    )


# hospital command centres


@pos
def _tile_refresh(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10, 15, 30)
    return P(
        fill(
            """[Wall 2] Capacity tiles
<<refresh>>
source: capacity-cube v7

ED: 61 patients, 17 admitted awaiting beds (longest 21 h 05 min, since 2026-03-13 13:17)
Inpatient occupancy: 97.8% (G&A), 100% (ICU, 2 ventilated in recovery)
Pending discharges before 12:00: 23 (9 with TTOs ready)
Ambulance handovers > 60 min: 4 (longest 2 h 11 min)

Draft the 10:00 site report headline and the two decisions the site commander must take.""",
            refresh=v("datetime", "tile_refresh: " + rfc3339(t, 3).replace("Z", "+00:00")),
        ),
        "command-centre:tile-refresh",
        ["command_centre", "head", "header_block", "app_label", "tile_values_stay"],
    )


@pos
def _beacon_chatml_inline(g: Gen70) -> Draft:
    t = g.on_day(uk, 10)
    return P(
        fill(
            """<|im_start|>system
You are Beacon, the command centre assistant for the Northern Care Alliance. Use the OPEL framework v2 definitions.
<<now>><|im_end|>
<|im_start|>user
Salford ED: 14 DTAs waiting over 12 h, 6 ambulances waiting over 60 min, elective cancellations since 08:00: 3.
Oldham: 9 DTAs over 12 h, no ambulance delays. Which site should divert and for how long?<|im_end|>
<|im_start|>assistant
""",
            now=v("datetime", "Current time: " + iso_space(t)[:16] + " " + (t.tzname() or "")),
        ),
        "command-centre:beacon-chatml",
        ["command_centre", "chatml", "inline_before_im_end"],
    )


@pos
def _arrivals_forecast_run(g: Gen70) -> Draft:
    t = g.on_day(au, 11)
    return P(
        fill(
            """Forecast run <<run>> started <<at>> using model arrivals-prophet 2.1.

Hour   Forecast ED arrivals  80% interval  Forecast admissions
12:00  14                    10-19         4
13:00  16                    11-21         5
14:00  15                    11-20         5
15:00  17                    12-23         6

Beds expected free by 15:00: 9 (7 discharges confirmed, 2 transfers out).
Will we run out of beds this afternoon, and when?""",
            run=v("run_id", g.uuid7(t)),
            at=v("datetime", "at " + rfc3339(t)),
        ),
        "command-centre:arrivals-forecast",
        ["command_centre", "head", "inline_ids", "uuid7", "forecast_stays"],
    )


@pos
def _regional_grpc(g: Gen70) -> Draft:
    t = g.on_day(UTC, 9, 35, 59)
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return P(
        fill(
            """grpc metadata:
  authority: capacity.region.internal
  <<start>>
  <<call>>
  grpc-timeout: 20S

You balance inter-hospital transfers across the region. Recommend a receiving site for each transfer request.

Requests:
T-9021  ICU bed, ventilated, from Westfield General (requested 09:12)
T-9024  Stroke unit bed, thrombolysed 08:55, from Bay Community (requested 09:30)
Capacity: Lakeshore ICU 1 free; St Brigid's ICU 0 free (2 step-downs pending); Northgate HASU 2 free.
Recommendations:""",
            start=v("epoch", "x-request-start-ns: " + str(ns)),
            call=v("request_id", "x-call-id: " + g.uuid4()),
        ),
        "command-centre:regional-grpc",
        ["command_centre", "grpc_metadata", "epoch_ns", "request_times_stay"],
    )


@pos
def _bedboard_zh_tw(g: Gen70) -> Draft:
    t = g.on_day(TWN, 10, 0, 30)
    return P(
        fill(
            """你是臺中榮和醫院指揮中心的床位調度助理。請用繁體中文回答。
<<now>>

使用者：急診目前有 12 位待床病人，最久的已等候 19 小時。以下是各病房可用床數，請建議分配：
內科 7A：1 床（清潔中，預計 10:40 完成）
內科 7B：0 床
外科 6C：2 床""",
            now=v("datetime", f"現在時間：民國{t.year - 1911}年{t.month}月{t.day}日 {hm(t)}"),
        ),
        "command-centre:bedboard-zh-tw",
        [
            "command_centre",
            "system_tail",
            "non_english",
            "chinese_traditional",
            "roc_calendar",
            "fullwidth_colon",
        ],
    )


@pos
def _surge_today_sentence(g: Gen70) -> Draft:
    t = g.on_day(uk, 16)
    return P(
        fill(
            """You are the surge planning assistant for the Kingsbridge command centre. <<today>> Use the surge plan
(version 4.2, approved 2025-10-30) and do not recommend opening escalation areas that the plan does not list.

Surge plan escalation areas: Day Surgery Unit recovery (8 trolleys, from 20:00), Endoscopy recovery (6 trolleys,
weekends only), Discharge lounge overnight (not permitted).

User: It's going to be a bad night. Can we open Endoscopy recovery tonight?
Assistant:""",
            today=v("date", f"Today is {uk_long(t)}."),
        ),
        "command-centre:surge-today",
        ["command_centre", "inline_sentence", "long_date", "plan_dates_stay"],
    )


@pos
def _ics214_briefing(g: Gen70) -> Draft:
    t = g.on_day(us, 9, 10, 50)
    return P(
        fill(
            """Hospital incident command - planning section
<<gen>>
Incident: Water main failure, East Tower
Operational period: 2026-03-14 07:00 to 19:00

ICS-214 activity log (Logistics, pasted):
07:12 Water pressure lost East Tower floors 3-9
07:25 Bottled water requested from the warehouse, 40 cases
07:48 Portable toilets ordered, ETA 10:30
08:30 Dialysis unit moved to West Tower, 6 chairs
09:05 Utility crew on site, estimate 6-8 h

Write the situation summary for the 10:00 briefing.""",
            gen=v("datetime", "Briefing generated: " + rfc3339(t)),
        ),
        "command-centre:ics214",
        ["command_centre", "header_block", "offset", "operational_period_stays", "pasted_log"],
    )


@pos
def _koordinering_no(g: Gen70) -> Draft:
    t = g.day_moment(eu)
    return P(
        fill(
            """Du er assistent for koordineringssentralen ved Vestfjord sykehus. Svar på norsk.
<<now>>

Bruker: Akuttmottaket har 9 pasienter som venter på seng, og medisinsk avdeling har 3 planlagte utskrivninger før
kl. 12. Bør vi åpne korridorplasser?""",
            now=v(
                "datetime",
                f"Nå: {NO_DAYS[t.weekday()]} {t.day}. {NO_MONTHS[t.month - 1]} {t.year} kl. {hm(t)}",
            ),
        ),
        "command-centre:koordinering-no",
        ["command_centre", "system_tail", "non_english", "norwegian"],
    )


@pos
def _comando_ar_es(g: Gen70) -> Draft:
    t = g.on_day(ART, 10)
    return P(
        fill(
            """<<now>>
Sos el asistente del centro de comando del Hospital Provincial del Litoral. Respondé en español rioplatense.

Usuario: Tenemos 7 pacientes en la guardia esperando cama y 2 altas confirmadas para antes de las 13. ¿Conviene pedir
derivaciones?""",
            now=v("datetime", f"Ahora: {ES_DAYS[t.weekday()]} {dmy(t)} {hms(t)} (ART)"),
        ),
        "command-centre:comando-es-ar",
        ["command_centre", "head", "non_english", "spanish_ar"],
    )


@pos
def _kattalai_ta(g: Gen70) -> Draft:
    t = g.on_day(IST5, 10)
    return P(
        fill(
            """நீங்கள் சென்னை மாநகர மருத்துவமனையின் கட்டளை மையத்தின் உதவியாளர். தமிழில் பதிலளிக்கவும்.
<<now>>

பயனர்: அவசர சிகிச்சைப் பிரிவில் 8 நோயாளிகள் படுக்கைக்காகக் காத்திருக்கிறார்கள். இன்று மதியம் 2 மணிக்குள் எத்தனை
வெளியேற்றங்கள் தேவை?""",
            now=v("datetime", f"இப்போது: {t:%d-%m-%Y} {hm(t)} IST"),
        ),
        "command-centre:kattalai-ta",
        ["command_centre", "system_tail", "non_english", "tamil"],
    )


@pos
def _xray_trace_head(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10)
    return P(
        fill(
            """<<trace>>
You summarise escalation calls for the command centre log. One paragraph, facts only.

Call notes (typed by the site manager): 09:40 call with the ICU consultant - 2 ventilated patients in recovery since
02:00 and 04:30; theatre lists at risk from 13:00; asked for one ICU bed at Lakeshore for a step-down. 09:55 Lakeshore
agreed, transfer booked for 11:30.""",
            trace=v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True)),
        ),
        "command-centre:xray-trace",
        ["command_centre", "head", "amzn_trace", "notes_times_stay"],
    )


@pos
def _command_footer_ref(g: Gen70) -> Draft:
    t = g.on_day(UTC, 9)
    return P(
        fill(
            """Summarise this morning's capacity call for the board in three bullets.

Capacity call notes, ref CC-2026-0314-01:
- Site at OPEL 3 since 07:45; ED 58 patients, 15 DTAs.
- Two wards closed to admissions (norovirus) since 2026-03-12.
- Elective orthopaedic list cancelled for today; 4 patients informed by 08:30.
- Mutual aid: 2 ICU beds offered by Lakeshore, 1 accepted.

--
Capacity assistant 3.4
<<ref>>""",
            ref=v("request_id", "ref " + g.uuid7(t)),
        ),
        "command-centre:footer-ref",
        ["command_centre", "footer", "tail", "uuid7", "near_miss_ref"],
    )


@pos
def _epoch_first_line(g: Gen70) -> Draft:
    t = g.on_day(UTC, 10, 3, 10)
    return P(
        fill(
            """<<epoch>>
You compare ambulance arrival notes with the ED board for the command centre.

Ambulance pre-alerts received (from the ambulance service portal):
ETA 10:05  67 M  chest pain, STEMI alert  (pre-alert 09:48)
ETA 10:12  84 F  fall, hip injury         (pre-alert 09:51)
ETA 10:20  23 M  seizure, post-ictal      (pre-alert 10:02)

User: Resus has one bay free. Which patient should get it?
Assistant:""",
            epoch=v("epoch", "t=" + str(epoch_ms(t))),
        ),
        "command-centre:epoch-first-line",
        ["command_centre", "head", "epoch_ms", "key_value_line"],
    )


# --- pasted material: records, logs, events, exports, e-mails and tables -------------------------------------------
# (source, language, tags, block, question, lead-in)

BLOCKS: list[tuple[str, str, list[str], str, str, str]] = [
    (
        "adt-hl7-a02",
        "en",
        ["bed_management", "hl7", "pasted_message", "timestamps"],
        """MSH|^~\\&|EHR|RGH|BEDBOARD|RGH|20260314101205||ADT^A02^ADT_A02|8841203|P|2.5.1
EVN|A02|20260314101200|||RN118^OKAFOR^D
PID|1||40318877^^^RGH^MR||DOE^JANE^A||19541102|F
PV1|1|I|7A^7A-12^1^RGH||||||MED|||||||||V30991822|||||||||||||||||||||||||20260314044000
PV2|||^Community-acquired pneumonia""",
        "The bed board still shows her in ED Majors 14. Is anything wrong with this transfer message?",
        "Here is the A02 from the interface engine log",
    ),
    (
        "bedboard-csv",
        "en",
        ["bed_management", "csv", "offsets", "updated_label"],
        """unit,bed,status,status_since,updated_by,updated
7A,7A-12,clean,2026-03-14T09:41:07-04:00,evs.mrodriguez,2026-03-14T09:41:07-04:00
7A,7A-15,dirty,2026-03-14T08:55:31-04:00,adt,2026-03-14T08:55:31-04:00
7B,7B-03,clean,2026-03-14T10:02:19-04:00,evs.lwong,2026-03-14T10:02:19-04:00
6C,6C-21,blocked,2026-03-02T07:00:00-05:00,facilities,2026-03-02T07:12:44-05:00""",
        "How long has each dirty or blocked bed been in that state at 10:30 today?",
        "Here is the export from the bed board",
    ),
    (
        "bed-request-json",
        "en",
        ["bed_management", "json_pretty", "first_member_created_at", "uuid7", "ts_label"],
        """{
  "created_at": "2026-03-14T06:52:18Z",
  "id": "019ceb9e-92e0-7518-9b3b-7f97a190d609",
  "patient": {"mrn": "40192277", "age": 81, "sex": "M"},
  "from": "ED Majors 14",
  "requested": {"unit": "Cardiology", "level_of_care": "telemetry"},
  "updated_at": "2026-03-14T09:12:44Z",
  "status": "pending",
  "history": [
    {"ts": "2026-03-14T06:52:18Z", "event": "created"},
    {"ts": "2026-03-14T07:30:02Z", "event": "bed offered 5C-04"},
    {"ts": "2026-03-14T07:44:51Z", "event": "offer declined: no telemetry"}
  ]
}""",
        "Why is this request still pending, and how long had it been open at the last update?",
        "This is the bed request from the placement queue",
    ),
    (
        "ed-boarding-md",
        "en",
        ["bed_management", "md_table", "times_to_second"],
        """| Pt | Arrived (ts)        | DTA                 | Specialty | Bed requested | Wait since DTA |
|----|---------------------|---------------------|-----------|---------------|----------------|
| 1  | 2026-03-13 18:22:10 | 2026-03-13 23:50:41 | Medicine  | Tele          | 10 h 32 min    |
| 2  | 2026-03-14 01:05:33 | 2026-03-14 04:40:12 | Surgery   | Ward          | 5 h 42 min     |
| 3  | 2026-03-14 02:47:09 | 2026-03-14 06:15:58 | Medicine  | Ward          | 4 h 06 min     |""",
        "Are the waits in the last column right if the list was printed at 10:22?",
        "Here is the ED boarding list",
    ),
    (
        "discharge-form-export",
        "en",
        ["discharge", "form_export", "uuid", "submitted_label"],
        """Form: Discharge checklist (v3)
Submission ID: 7d94334b-078c-4a0b-9066-5ff9e3548633
Submitted: 14/03/2026 11:42:09
Submitted by: ward clerk 7A
Patient: MRN 40277130, bed 7A-04
TTO ready: Yes (11:05)
Transport booked: Yes, family collecting 12:30
Discharge letter sent: No
Cannula removed: Yes (10:50)""",
        "What is still outstanding before she can leave?",
        "This is the form export from the discharge checklist",
    ),
    (
        "census-snapshot-json",
        "en",
        ["command_centre", "json_inline", "first_member_id", "ksuid", "snapshot_label"],
        """{"id":"3AvihZLxCEUcVnYOusSv7CSGOGb","snapshot_at":"2026-03-14T09:12:44Z","site":"RGH","occupancy":{"ga":0.978,"icu":1.0},"ed":{"patients":61,"dta":17,"longest_dta_min":1265},"pending_discharges":23}""",
        "Is the longest DTA wait over 21 hours, and what was the snapshot time in London?",
        "Below is the snapshot the command centre API returned",
    ),
    (
        "ipass-note",
        "en",
        ["handoff", "note", "times"],
        """I-PASS  5N-08  Mr K.D., 66  (written 18:55 by J. Obi RN)
I: Watcher
P: Neutropenic sepsis, day 2. Temp 38.7 at 18:00, HR 116, BP 102/60.
A: Pip-taz started 17:05 (next dose 01:05). Blood cultures x2 at 16:20. Fluid bolus 500 mL at 18:20.
S: Repeat obs at 19:00; if MAP < 65 call outreach (bleep 4412).
S: Understands plan; wife aware, phoning at 21:00.""",
        "Is anything missing from this handoff?",
        "My colleague's handoff note",
    ),
    (
        "vitals-flowsheet",
        "en",
        ["handoff", "flowsheet", "times_to_second", "date_time_label"],
        """Date/Time            Temp   HR   BP       RR  SpO2  NEWS2
2026-03-14 02:00:11  37.2   88   132/80   16  97%   0
2026-03-14 06:00:47  37.9   101  124/76   20  95%   3
2026-03-14 08:00:05  38.4   109  112/70   22  94%   5
2026-03-14 10:00:39  38.8   118  98/58    24  92%   8""",
        "At what time should the sepsis screen have been triggered under our NEWS2 >= 5 rule?",
        "Flowsheet excerpt",
    ),
    (
        "fluid-balance",
        "en",
        ["handoff", "chart", "times"],
        """Fluid balance chart, bed 9N-05, 14/03/2026
Time   In (mL)              Out (mL)
07:00  IV NaCl 0.9% 125     Urine 40
08:00  IV 125, oral 100     Urine 35
09:00  IV 125               Urine 20
10:00  IV 125, oral 150     Urine 25
Running total 10:00: in 775, out 120""",
        "Is the urine output below 0.5 mL/kg/h for an 80 kg patient, and since when?",
        "Fluid balance chart",
    ),
    (
        "planning-nuit-fr",
        "fr",
        ["handoff", "rota", "non_english", "french"],
        """Planning équipe de nuit – Pneumologie – 14/03/2026
IDE 1 : Mme Laurent – chambres 401 à 408 – 20h45-07h15
IDE 2 : M. Haddad – chambres 409 à 416 – 20h45-07h15
AS : Mme Diallo – tout le service – 21h00-07h00
Cadre d'astreinte : M. Petit, joignable au 4412 de 20h00 à 08h00
Relève écrite à 20h45, relève orale au lit à 21h00""",
        "Qui dois-je appeler à 03h00 si une IDE tombe malade ?",
        "Voici le planning de nuit",
    ),
    (
        "or-board",
        "en",
        ["or_scheduling", "table", "times_to_second"],
        """Room  Case      Sched start  Surgeon        Procedure                   Booked min  Status
OR 3  C-510233  07:30        Dr. Lindqvist  Lap cholecystectomy         75          In room 07:41:17
OR 3  C-510240  09:00        Dr. Lindqvist  Inguinal hernia repair      60          Scheduled
OR 5  C-510251  07:30        Dr. Okoye      Total knee arthroplasty     120         Incision 08:02:33
OR 5  C-510259  10:00        Dr. Okoye      Revision hip arthroplasty   180         Scheduled""",
        "Will OR 5 finish before 15:30 if the knee runs 30 minutes over?",
        "Here is today's OR board",
    ),
    (
        "or-case-events-kv",
        "en",
        ["or_scheduling", "key_value", "offsets", "ts_label"],
        """case_id=C-509981 room=OR5 event=in_room ts=2026-03-13T07:41:17-05:00 src=rtls
case_id=C-509981 room=OR5 event=anes_ready ts=2026-03-13T07:58:02-05:00 src=manual
case_id=C-509981 room=OR5 event=incision ts=2026-03-13T08:12:40-05:00 src=manual
case_id=C-509981 room=OR5 event=close ts=2026-03-13T10:31:09-05:00 src=manual
case_id=C-509981 room=OR5 event=out_of_room ts=2026-03-13T10:48:55-05:00 src=rtls""",
        "What were the anaesthesia-ready-to-incision time and the total in-room time?",
        "These are the case events from the tracker",
    ),
    (
        "addon-webhook-debug",
        "en",
        ["or_scheduling", "standard_webhooks", "pasted_to_debug", "near_miss_webhook"],
        """POST /hooks/or-addons HTTP/1.1
Host: triage.bayfront.example
webhook-id: msg_2dQzXv9PcB7kL4mN8rT1sW6yA3e
webhook-timestamp: 1773480104
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"case.addon_requested","data":{"case_id":"C-510277","requested_at":"2026-03-14T09:19:51Z","procedure":"Washout of infected knee"}}""",
        "Our verifier rejects this delivery with 'timestamp too old'. The server clock read 09:27:40 UTC when it "
        "arrived. Is the 5-minute tolerance the problem?",
        "This is the delivery our endpoint logged",
    ),
    (
        "block-release-email",
        "en",
        ["or_scheduling", "email_headers", "message_id"],
        """From: OR Scheduling <orscheduling@bayfront.example>
To: Ortho block owners
Date: Thu, 12 Mar 2026 16:02:44 -0700
Message-ID: <20260312230244.7F3A21@mail.bayfront.example>
Subject: Block release - OR 8, Mon 16 March

Dr. Haddad's group has released OR 8 on Monday 16 March (07:30-15:30). Requests by Friday 13 March 12:00.""",
        "It's Friday 13:15 here. Can we still request the released block?",
        "Forwarded e-mail from scheduling",
    ),
    (
        "sterilizer-printout",
        "en",
        ["sterile_processing", "printout", "times_to_second"],
        """STERILIZER 2  CYCLE 0391  PREVAC 134C 4MIN
LOAD 260313-02-04
DATE 2026-03-13
START 06:58:12
  07:12:40 STERILIZE 134.1C 3.04 BAR
  07:16:40 EXPOSE END
  07:35:02 DRY END
CYCLE COMPLETE 07:35:05  OPERATOR 204
BI VIAL BI-260313-0211  RESULT: POSITIVE (read 08:00:41)""",
        "The cycle parameters look fine but the BI is positive. What could cause that?",
        "Printout from sterilizer 2",
    ),
    (
        "tray-scan-logfmt",
        "en",
        ["sterile_processing", "logfmt", "ulid", "ts_label"],
        """ts=2026-03-13T14:02:51.118Z tray=ORTHO-MAJ-12 loc=OR5 evt=case_close case=C-509981 scan_id=01KKNSX4Q0BZVMRTPXZ4VR33F6
ts=2026-03-13T14:40:09.402Z tray=ORTHO-MAJ-12 loc=DECON evt=received cart=7 scan_id=01KKNTHSV8WRXGCRP1C01C884J
ts=2026-03-13T15:55:32.870Z tray=ORTHO-MAJ-12 loc=WASHER2 evt=cycle_end cycle=0388 scan_id=01KKNV6EZGVAW9Y2S2M912BMAG
ts=2026-03-13T17:20:04.015Z tray=ORTHO-MAJ-12 loc=ASSEMBLY evt=count_short item=bone_hook scan_id=01KKNVV43R2KYTV4CQPFXD35C4""",
        "How long did the tray sit between decon and the end of the washer cycle?",
        "Scan log from the tracking system",
    ),
    (
        "bi-results-csv",
        "en",
        ["sterile_processing", "csv", "uuid"],
        """vial,load,sterilizer,incubated,read,result,reader_event_id
BI-260313-0209,260313-01-02,1,2026-03-13 07:51:04,2026-03-13 08:15:04,negative,ca88ced4-77db-4dde-9ec3-985a2d1ea943
BI-260313-0211,260313-02-04,2,2026-03-13 07:36:41,2026-03-13 08:00:41,positive,a7931924-00d3-4d81-800a-dca6c065e4eb
BI-260313-0214,260313-03-01,3,2026-03-13 08:40:19,2026-03-13 09:04:19,negative,e500cd97-bdc5-47a6-9eaf-20436a6fe010""",
        "Was each vial incubated for the full 24 minutes?",
        "BI reader export",
    ),
    (
        "aer-cycle-xml",
        "en",
        ["sterile_processing", "xml", "offsets", "stamp_label"],
        """<cycle id="AER2-20260314-0007" scope="G-190" serial="2803411" operator="118">
  <step name="leak_test" start="2026-03-14T08:02:15-05:00" result="pass"/>
  <step name="wash" start="2026-03-14T08:04:40-05:00" end="2026-03-14T08:19:00-05:00"/>
  <step name="disinfect" start="2026-03-14T08:19:05-05:00" end="2026-03-14T08:24:05-05:00" temp_c="25" conc="0.20%"/>
  <step name="rinse_alcohol_dry" start="2026-03-14T08:24:10-05:00" end="2026-03-14T08:33:50-05:00"/>
  <result status="complete" stamp="2026-03-14T08:33:52-05:00"/>
</cycle>""",
        "Was the disinfection contact time at least 5 minutes?",
        "Reprocessor record",
    ),
    (
        "loaner-email",
        "en",
        ["sterile_processing", "email_headers", "message_id"],
        """From: Vendor A Loaner Logistics <loaners@vendor-a.example>
Date: Wed, 11 Mar 2026 16:41:08 -0500
Subject: Delivered: Spine pedicle screw set 2 - case 03/13 07:30
Message-ID: <CAF3x9Lp2q@mail.vendor-a.example>

Delivered to SPD Level B at 16:40 today, signed by J. Reyes. Tracking 1Z999AA10123456784.
Please return by 03/16 17:00.""",
        "Did this set meet the 48-hour rule for the 07:30 case on 03/13?",
        "Vendor's delivery confirmation",
    ),
    (
        "curl-tracking",
        "en",
        ["sterile_processing", "curl", "http_exchange", "request_id", "near_miss_curl"],
        """> GET /api/v3/trays/LAP-MAJ-04/events?since=2026-03-13 HTTP/2
> Host: tracking.spd.example
> Authorization: Bearer [redacted]
>
< HTTP/2 504
< date: Sat, 14 Mar 2026 10:05:41 GMT
< content-type: application/json
< x-request-id: 0d1999860311ecc2b5cdb4d25e1ad59c
< x-api-version: 2025-07-01
<
{"error":"upstream timeout","request_id":"0d1999860311ecc2b5cdb4d25e1ad59c","at":"2026-03-14T10:05:41.207Z"}""",
        "What should I send the vendor's support team about this failure?",
        "curl output from the SPD workstation",
    ),
    (
        "transport-jobs-jsonl",
        "en",
        ["transport", "json_lines", "ulid", "created_label"],
        """{"job":"01KKNWFS80YMJG0Z4CAWR9VZDF","created":"2026-03-14T09:57:52Z","from":"7A-15","to":"CT 2","priority":"stat","state":"assigned","porter":31}
{"job":"01KKNX4EC8ZKT414N421MSKJQZ","created":"2026-03-14T10:09:09Z","from":"ED Resus","to":"ICU","priority":"stat","state":"queued","porter":null}
{"job":"01KKNXS3GGF859EPJDE6E0MKZ4","created":"2026-03-14T10:20:26Z","from":"4E-12","to":"Echo","priority":"urgent","state":"queued","porter":null}""",
        "Which STAT job has no porter, and how old was it at 10:22?",
        "Export from the transport system",
    ),
    (
        "dispatch-log",
        "en",
        ["transport", "log_lines", "python_logging"],
        """2026-03-14 08:41:12,403 INFO  dispatch job=TJ-884140 requested by=7B mode=chair
2026-03-14 09:05:47,911 INFO  dispatch job=TJ-884140 assigned porter=31
2026-03-14 09:18:30,022 WARN  dispatch job=TJ-884140 porter=31 reassigned to=TJ-884151 reason=stat
2026-03-14 09:52:04,550 INFO  dispatch job=TJ-884140 assigned porter=12
2026-03-14 10:11:40,318 INFO  dispatch job=TJ-884140 completed""",
        "How long did the patient wait in total, and how much of it came from the reassignment?",
        "Dispatch log",
    ),
    (
        "rtls-kv",
        "en",
        ["transport", "key_value", "epoch_ms"],
        """tag=WC-017 zone=L2-LOBBY rssi=-61 seen=1773479564000
tag=ST-004 zone=L1-EDBAY rssi=-58 seen=1773480104000
tag=BW-002 zone=L1-STORE rssi=-72 seen=1773480644000""",
        "Convert the seen values to London time and tell me which tag reported last.",
        "RTLS gateway lines",
    ),
    (
        "transport-cloudevent-debug",
        "en",
        ["transport", "cloudevents", "pasted_to_debug", "near_miss_cloudevent", "uuid7"],
        """{
  "specversion": "1.0",
  "id": "019cebab-c9b0-7233-aa39-74931db4287c",
  "source": "/adt/ward-7a",
  "type": "org.hospital.transport.requested",
  "time": "2026-03-14T09:27:10Z",
  "data": {"job": "TJ-884233", "requested_at": "2026-03-14T09:27:08Z", "priority": "urgent"}
}""",
        "Our consumer drops this event as a duplicate. Could the id or the time be the reason?",
        "The event our consumer rejected",
    ),
    (
        "diet-order-yaml",
        "en",
        ["dietary", "yaml", "offsets", "created_label"],
        """order: DO-771203
patient_mrn: "40211876"
bed: 5C-14
diet: renal
restrictions:
  potassium_g: 2
  fluid_l: 1.5
created: 2026-03-11T16:20:44-05:00
updated: 2026-03-13T08:02:10-05:00
effective_from: next meal
ordered_by: Dr. Vance""",
        "Which meal was the first one under the updated order if breakfast is served at 07:30?",
        "Diet order from the EHR",
    ),
    (
        "tray-delivery-csv",
        "en",
        ["dietary", "csv", "times_to_second"],
        """tray_ticket,bed,meal,plated,left_kitchen,delivered,delivered_by
TT-0314-118,4W-01,lunch,11:32:10,11:41:05,11:52:40,host 07
TT-0314-119,4W-02,lunch,11:32:41,11:41:05,12:19:03,host 07
TT-0314-120,4W-03,lunch,11:33:05,11:41:05,11:55:12,host 11
TT-0314-121,4W-05,lunch,11:33:30,11:48:20,11:59:47,host 11""",
        "Which tray took more than 45 minutes from plating to delivery?",
        "Tray delivery export",
    ),
    (
        "room-service-call-log",
        "en",
        ["dietary", "call_log", "call_ids"],
        """Call ID       Start (local)         Duration  Bed    Outcome
CL-7741203    03/14/2026 10:58:31   03:12     7B-22  order placed (lunch)
CL-7741219    03/14/2026 11:03:04   01:47     5C-14  order refused: potassium restriction
CL-7741226    03/14/2026 11:05:32   04:55     7B-22  order changed""",
        "Why did 7B-22 call twice?",
        "Room service call log",
    ),
    (
        "kostanforderung-de",
        "de",
        ["dietary", "table", "non_english", "german"],
        """Kostanforderung – Station 3 Nord – 14.03.2026
Zimmer  Bett  Kostform                    Angefordert um  Gültig ab
301     1     Vollkost                    07:12           Mittag
304     2     Diabeteskost 6 BE           07:15           Mittag
307     1     passierte Kost (IDDSI 4)    09:48           Abend
310     2     nüchtern ab 24:00           10:05           sofort""",
        "Welche Anforderungen kamen nach dem Bestellschluss um 09:30 und gelten trotzdem schon ab Mittag?",
        "Hier die Kostanforderung von heute",
    ),
    (
        "pump-event-log",
        "en",
        ["pump_nurse_call", "device_log", "times_to_second"],
        """17A-442019 2026-03-14 07:58:12 CH-B START heparin 25000 U/250 mL rate=12.0 mL/h vtbi=250 mL
17A-442019 2026-03-14 09:41:55 CH-B ALARM downstream occlusion
17A-442019 2026-03-14 09:43:20 CH-B ALARM SILENCED user=RN118
17A-442019 2026-03-14 09:44:02 CH-B RESTART rate=12.0 mL/h
17A-442019 2026-03-14 10:14:52 CH-B ALARM downstream occlusion""",
        "How much heparin was missed during the first occlusion?",
        "Pump event log",
    ),
    (
        "pump-alarm-export",
        "en",
        ["pump_nurse_call", "json_array", "first_member_id", "ulid"],
        """[
  {"id": "01KKNYDRMRHGNTDR2NB663ZZF2", "pump": "17A-442031", "alarm": "near end of infusion", "alarm_time": "2026-03-14T10:31:43+00:00", "ack": "2026-03-14T10:33:02+00:00"},
  {"id": "01KKNXS3GGF859EPJDE6E0MKZ4", "pump": "17A-442019", "alarm": "downstream occlusion", "alarm_time": "2026-03-14T10:20:26+00:00", "ack": null}
]""",
        "Which alarm is still unacknowledged, and for how long had it been open at 10:40?",
        "Alarm export",
    ),
    (
        "nurse-call-report",
        "en",
        ["pump_nurse_call", "table", "times_to_second"],
        """Room  Bed  Call type  Placed               Answered             Cleared              Staff
612   A    normal     2026-03-14 02:14:05  2026-03-14 02:19:40  2026-03-14 02:22:10  HCA 3
615   A    normal     2026-03-14 03:40:12  2026-03-14 03:58:49  2026-03-14 04:01:30  RN 2
601   B    bed exit   2026-03-14 04:12:08  2026-03-14 04:12:51  2026-03-14 04:13:20  RN 1
612   A    bath       2026-03-14 05:05:27  2026-03-14 05:06:02  2026-03-14 05:09:44  HCA 3""",
        "What was the longest time to answer, and was it within the 10-minute standard?",
        "Nurse call report",
    ),
    (
        "llamadas-es",
        "es",
        ["pump_nurse_call", "table", "non_english", "spanish"],
        """Registro de llamadas – Planta 5 – 14/03/2026
Hab.  Cama  Tipo     Hora llamada  Hora respuesta  Atendida por
512   1     normal   02:14:05      02:19:40        TCAE 3
515   2     baño     03:40:12      03:58:49        ENF 2
501   1     salida   04:12:08      04:12:51        ENF 1""",
        "¿Cuál fue el mayor tiempo de respuesta y en qué habitación?",
        "Este es el registro de llamadas de anoche",
    ),
    (
        "discharge-timeline-md",
        "en",
        ["discharge", "md_table", "done_at"],
        """| Step             | Done at          | By         |
|------------------|------------------|------------|
| Medically fit    | 2026-03-14 08:30 | Dr. Moss   |
| TTO written      | 2026-03-14 09:10 | Dr. Moss   |
| TTO screened     | 2026-03-14 11:25 | Pharmacy   |
| Transport booked | 2026-03-14 11:40 | Ward clerk |
| Left ward        | 2026-03-14 14:05 | -          |""",
        "Which step caused most of the delay between medically fit and leaving the ward?",
        "Timeline from the discharge tracker",
    ),
    (
        "snf-email-thread",
        "en",
        ["discharge", "email_thread", "date_headers"],
        """From: Intake <intake@oakview-snf.example>
Date: Fri, 13 Mar 2026 09:40:12 -0500
Subject: RE: Referral R-66120 - accepted

We can accept. Bed available Monday 03/16 after 11:00. Please send the MAR and the last 48 h of PT notes.

> From: Case Management <cm@mercywest.example>
> Date: Thu, 12 Mar 2026 14:05:55 -0500
> Please review the attached referral for an 81-year-old man, s/p hip fracture repair 03/09.""",
        "What do we still need to send, and when can he move?",
        "E-mail thread with the facility",
    ),
    (
        "home-health-fax",
        "en",
        ["discharge", "fax", "date_time_label"],
        """FAX  From: BrightPath Home Health  +1 614 555 0177   Date/Time: 03/13/2026 17:44   Pages: 2
RE: Referral HH-22871 - ACCEPTED
Start of care: 03/16/2026, first visit window 09:00-12:00
Skilled nursing: wound care 3x/week for 2 weeks; PT evaluation 03/17
Contact: Intake RN M. Soto, ext. 204""",
        "Summarise this for the patient in plain words.",
        "Fax from the home health agency",
    ),
    (
        "discharge-summary-extract",
        "en",
        ["discharge", "document", "uuid", "signed_label"],
        """DISCHARGE SUMMARY (extract)
Admission: 08/03/2026 21:14 via ED       Discharge: 14/03/2026 15:30
Diagnosis: community-acquired pneumonia (CURB-65 2); AKI stage 1 (resolved)
Procedures: none
Follow-up: chest X-ray in 6 weeks; U&E at the GP practice 17/03/2026
Summary ID: 2455d333-0014-4f7b-a7bd-f497890372e4   Signed: Dr. A. Moss 14/03/2026 14:52:07""",
        "How long was the stay in days and hours?",
        "Extract from the discharge summary",
    ),
    (
        "evs-job-csv",
        "en",
        ["evs", "csv", "times_to_second"],
        """job_id,bed,type,requested,accepted,started,completed,tech
EVS-30412,7A-15,discharge,2026-03-14 08:55:31,2026-03-14 09:02:10,2026-03-14 09:20:45,2026-03-14 09:48:03,M.R.
EVS-30415,5N-12,terminal (C. diff),2026-03-14 09:20:02,2026-03-14 09:31:40,2026-03-14 09:35:11,2026-03-14 10:15:29,M.R.
EVS-30419,6W-03,discharge,2026-03-14 09:41:57,2026-03-14 10:03:20,2026-03-14 10:05:04,,L.W.""",
        "What was the request-to-complete time for each finished job?",
        "EVS job export",
    ),
    (
        "uv-robot-log",
        "en",
        ["evs", "log_lines", "uuid", "rfc3339_ms"],
        """2026-03-14T09:58:00.412Z UV-2 run=ca88ced4-77db-4dde-9ec3-985a2d1ea943 room=5N-12 phase=start target=22mJ/cm2
2026-03-14T10:06:30.118Z UV-2 run=ca88ced4-77db-4dde-9ec3-985a2d1ea943 room=5N-12 phase=reposition
2026-03-14T10:15:02.907Z UV-2 run=ca88ced4-77db-4dde-9ec3-985a2d1ea943 room=5N-12 phase=complete dose_min=23.4
2026-03-14T10:02:41.660Z UV-5 run=dd560029-6cd1-449b-a642-f91d523f9e74 room=6W-03 phase=fault code=E17""",
        "Did the 5N-12 run reach the target dose, and how long did it take?",
        "Robot log",
    ),
    (
        "atp-audit",
        "en",
        ["evs", "audit", "times_to_second"],
        """ATP audit, 5N-12 after terminal clean, auditor K. Bassett, 14/03/2026
Surface         RLU   Pass (<250)  Swabbed at
Bed rail        112   yes          10:21:14
Call bell       390   no           10:21:58
Toilet flush    95    yes          10:23:40
Door handle     210   yes          10:24:05
Overbed table   275   no           10:24:51""",
        "Which surfaces need re-cleaning?",
        "ATP audit results",
    ),
    (
        "daily-capacity-report",
        "en",
        ["command_centre", "report", "data_current_as_of", "ksuid"],
        """DAILY CAPACITY REPORT - Friday 13 March 2026
Data current as of 06:00
Site OPEL: 3 (since 2026-03-12 16:00)
G&A beds: 612 open, 598 occupied (97.7%)
ED: 4-hour performance 61.2%; 12-hour waits from arrival: 19
Delayed discharges (medically optimised): 47
Report ID: 3AvjJH6wwEoaj0rvIFvfsLYwFnF""",
        "We now have 15 twelve-hour waits. Is that better or worse than in this report?",
        "Yesterday's report",
    ),
    (
        "ics214-log",
        "en",
        ["command_centre", "form", "operational_period"],
        """ICS 214 ACTIVITY LOG
1. Incident name: Water main failure, East Tower   2. Operational period: 03/14/2026 07:00 - 19:00
3. Name: D. Ortiz   ICS position: Logistics Section Chief
Time   Notable activities
07:12  Water pressure lost East Tower floors 3-9
07:25  Requested 40 cases bottled water from the warehouse
07:48  Portable toilets ordered, ETA 10:30
08:30  Dialysis relocated to West Tower (6 chairs)""",
        "What should go into the next operational period's logistics objectives?",
        "ICS-214 from Logistics",
    ),
    (
        "slack-channel-export",
        "en",
        ["or_scheduling", "slack_export", "ts_label"],
        """[
  {"ts": "1773479564.001200", "user": "U02SCHED9", "text": "OR 6 list overrunning, robotic case started 40 min late"},
  {"ts": "1773480104.004500", "user": "U07CHARGE1", "text": "PACU full, holding 2 in OR 6"},
  {"ts": "1773480644.000800", "user": "U02SCHED9", "text": "OR 6 now expected to finish 17:10"}
]""",
        "Turn this channel export into a timeline with London clock times.",
        "Export of #or-desk",
    ),
    (
        "teams-chat-export",
        "en",
        ["handoff", "chat_export", "bracketed_timestamps"],
        """[14/03/2026 07:02:11] Priya Nair: 4E-07 insulin infusion 3 u/h, glucose 9.8 at 06:00
[14/03/2026 07:05:40] Tom Reid: ok, next check 08:00?
[14/03/2026 07:06:02] Priya Nair: yes, and the family meeting moved to 11:30
[14/03/2026 07:31:19] Tom Reid: got it, thanks""",
        "What changed compared with yesterday's plan of an 11:00 family meeting?",
        "Chat from the handoff channel",
    ),
    (
        "bed-api-exchange",
        "en",
        ["bed_management", "http_exchange", "epoch_s", "ksuid", "request_id"],
        """GET /v2/beds/7A-12 HTTP/1.1
Host: bedboard.rgh.example
X-Request-ID: 8e2a9225e48a911bc9e249d446a155e4

HTTP/1.1 200 OK
Date: Sat, 14 Mar 2026 09:41:10 GMT
ETag: "3AvjuvyLco7nazGRLyFR00ODH2l"

{"bed":"7A-12","status":"clean","status_since":1773481267,"version":"3AvjuvyLco7nazGRLyFR00ODH2l","updated_by":"evs.mrodriguez"}""",
        "status_since doesn't match what EVS says (09:41). What time does it actually encode?",
        "Request and response from the bed board API",
    ),
    (
        "moushiokuri-ja",
        "ja",
        ["handoff", "note", "non_english", "japanese"],
        """申し送り 5階東病棟 2026/03/14 16:30
502号室 田中様 術後1日目 16:00 体温37.8℃ 創部出血なし 21:00 鎮痛薬予定
505号室 山本様 心不全 14:00 体重 61.2kg（前日比 -0.8kg） 尿量 1,450mL/日
508号室 小林様 転倒リスク高 離床センサー設置 15:40 ナースコール2回""",
        "夜勤で特に注意してほしい患者は誰ですか？",
        "日勤からの申し送りです",
    ),
    (
        "mapa-cirurgico-pt",
        "pt",
        ["or_scheduling", "table", "non_english", "portuguese", "updated_label"],
        """Mapa cirúrgico – 16/03/2026 – Centro Cirúrgico 2
Sala  Horário  Prontuário  Procedimento                   Cirurgião       Aviso nº
01    07:00    884120      Colecistectomia VL             Dr. Macedo      AC-2026-03-0412
01    09:30    884133      Hernioplastia inguinal         Dr. Macedo      AC-2026-03-0415
03    07:00    884127      Artroplastia total de joelho   Dra. Teixeira   AC-2026-03-0409
Atualizado em 14/03/2026 17:42:08 por agendamento.cc2""",
        "A sala 01 termina antes das 12:00 se cada cirurgia atrasar 20 minutos?",
        "Segue o mapa cirúrgico de segunda",
    ),
    (
        "iseong-ko",
        "ko",
        ["transport", "table", "non_english", "korean"],
        """이송 요청 기록 2026-03-14
요청번호      요청시각   출발         도착       상태        담당
TR-2026-0881  09:12:44  7병동 12호   CT실       완료 09:48  이송원 김
TR-2026-0884  09:24:01  응급실       중환자실   진행중      이송원 박
TR-2026-0889  09:35:18  5병동 3호    내시경실   대기        -""",
        "대기 중인 요청은 몇 분째 기다리고 있나요? 지금은 10시 5분입니다.",
        "이송 요청 기록입니다",
    ),
    (
        "zhurnal-ru",
        "ru",
        ["sterile_processing", "journal", "non_english", "russian"],
        """Журнал стерилизации – стерилизатор № 2 – 13.03.2026
Цикл  Начало    Окончание  Режим          Индикатор  Загрузка   Подпись
1     07:40:12  08:31:05   134 °C, 5 мин  норма      0313-2-01  Иванова
2     09:05:44  09:58:20   134 °C, 5 мин  норма      0313-2-02  Иванова
3     10:10:03  —          прерван        —          0313-2-03  Петрова""",
        "Можно ли выдать загрузку 0313-2-02 в операционную?",
        "Журнал за вчера",
    ),
    (
        "posilki-pl",
        "pl",
        ["dietary", "table", "non_english", "polish"],
        """Wydawanie posiłków – oddział 4 – 14.03.2026, obiad
Taca     Sala/łóżko  Dieta        Wydano z kuchni  Dostarczono
TP-118   401/1       podstawowa   11:41:05         11:52:40
TP-119   401/2       papkowata    11:41:05         12:19:03
TP-120   403/1       cukrzycowa   11:41:05         11:55:12""",
        "Która taca dotarła najpóźniej i ile czasu minęło od wydania z kuchni?",
        "Zestawienie z kuchni",
    ),
    (
        "mulakhas-ar",
        "ar",
        ["discharge", "document", "non_english", "arabic"],
        """ملخص الخروج
رقم الملف: 40211876
تاريخ الدخول: 2026/03/08 الساعة 21:14
تاريخ الخروج: 2026/03/14 الساعة 15:30
التشخيص: التهاب رئوي مكتسب من المجتمع
موعد المتابعة: 2026/03/21 الساعة 10:00 في عيادة الباطنة""",
        "كم يوماً بقي المريض في المستشفى، ومتى موعد المتابعة؟",
        "هذا ملخص الخروج",
    ),
    (
        "ameliyat-kaydi-tr",
        "tr",
        ["or_scheduling", "record", "non_english", "turkish", "uuid7"],
        """Ameliyat kaydı – Salon 3 – 13.03.2026
Hasta no: 5512093
Salona giriş: 07:41:17
Anestezi başlangıcı: 07:52:40
İnsizyon: 08:12:40
Kapanış: 10:31:09
Salondan çıkış: 10:48:55
Kayıt no: 019cebb2-6518-74b1-8c97-8bd465888f43""",
        "İnsizyondan kapanışa kadar geçen süre ne kadar?",
        "Ameliyat kaydı aşağıda",
    ),
    (
        "nhat-ky-bom-vi",
        "vi",
        ["pump_nurse_call", "device_log", "non_english", "vietnamese"],
        """Nhật ký bơm tiêm điện – Giường 3 – Hồi sức tích cực
14/03/2026 07:58:12  Bắt đầu noradrenalin 4 mg/50 ml, tốc độ 6 ml/giờ
14/03/2026 09:58:03  Cảnh báo: sắp hết thuốc (còn 14 ml)
14/03/2026 10:12:40  Thay bơm tiêm mới, tốc độ 6 ml/giờ""",
        "Thời gian gián đoạn thuốc là bao lâu, nếu ống cũ hết lúc 10:00?",
        "Đây là nhật ký bơm",
    ),
    (
        "chuyuan-zh",
        "zh",
        ["discharge", "table", "non_english", "chinese"],
        """出院结算记录 2026-03-14
床号    患者ID     出院医嘱时间   结算完成时间   离院时间
12-03   P0089231   09:15:40      11:02:18      11:40:05
12-07   P0089244   08:50:12      10:31:55      10:58:30
12-15   P0089260   10:05:33      12:47:09      —""",
        "哪位患者从出院医嘱到离院用时最长？",
        "这是今天的出院记录",
    ),
    (
        "safai-hi",
        "hi",
        ["evs", "table", "non_english", "hindi"],
        """सफ़ाई रिकॉर्ड – वार्ड 4 – 14/03/2026
बिस्तर   अनुरोध   शुरू     पूरा     कर्मचारी
4-02    08:55    09:20    09:48    सुनीता
4-07    09:20    09:35    10:15    रमेश
4-11    09:41    10:05    —        सुनीता""",
        "कौन सा बिस्तर अभी तक साफ़ नहीं हुआ, और अगर अभी 10:30 बजे हैं तो अनुरोध को कितनी देर हो गई?",
        "यह आज का सफ़ाई रिकॉर्ड है",
    ),
    (
        "grup-porter-id",
        "id",
        ["transport", "chat_export", "non_english", "indonesian"],
        """[14/03/26 09.12.44] Perawat Rina: Pasien kamar 305 siap ke HD, pakai O2 3 lpm
[14/03/26 09.24.01] Porter Agus: Oke, ambil kursi roda dulu
[14/03/26 09.41.36] Perawat Rina: Sudah 17 menit, porter belum datang
[14/03/26 09.46.35] Porter Agus: Lift B mati, lewat lift C""",
        "Berapa lama pasien menunggu dari siap sampai porter berangkat lewat lift C?",
        "Ini percakapan grup tadi pagi",
    ),
    (
        "diaita-el",
        "el",
        ["dietary", "table", "non_english", "greek"],
        """Παραγγελίες διαίτης – Παθολογική Β – 14/03/2026
Κλίνη  Δίαιτα                 Ώρα εντολής  Ισχύει από
12     Νηστεία                00:05        άμεσα
14     Διαβητική 1800 kcal    07:40        μεσημεριανό
17     Υδρική                 09:55        μεσημεριανό""",
        "Ποιες εντολές δόθηκαν μετά τη λήξη των παραγγελιών στις 09:30;",
        "Οι παραγγελίες διαίτης σήμερα",
    ),
]


PLACEMENTS = [
    "question_above",
    "question_below",
    "lead_in",
    "system_returned",
    "colleague_quoted",
    "fenced",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "system_user",
    "chatml_user",
    "llama3_user",
    "indented",
    "both_sides",
    "answer_in_language",
    "tool_observation",
    "rag_context",
]
SYSTEM_HOSPITAL = (
    "You are the operations assistant of Riverside General Hospital. Answer from the material the user gives "
    "you and say when it is not enough."
)
ANSWER_IN = [
    "Responde en español, por favor.",
    "Réponds en français, s'il te plaît.",
    "Bitte antworte auf Deutsch.",
    "Rispondi in italiano, per favore.",
    "Antwoord alsjeblieft in het Nederlands.",
    "Lütfen Türkçe cevap ver.",
    "日本語で答えてください。",
    "한국어로 답해 주세요.",
    "请用中文回答。",
    "Tafadhali jibu kwa Kiswahili.",
    "कृपया हिंदी में जवाब दें।",
    "Vui lòng trả lời bằng tiếng Việt.",
    "Por favor, responda em português.",
    "Svara på svenska, tack.",
    "Απάντησε στα ελληνικά, παρακαλώ.",
    "אנא ענה בעברית.",
]


def place(k: int, placement: str, lang: str, block: str, ask: str, intro: str) -> str:
    """The user's message (or a short conversation) carrying a pasted block in one of sixteen ways."""
    english = lang == "en"
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "question_below":
        return f"{block}\n\n{ask}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "system_returned":
        lead = "Below is what the system returned" if english else intro
        return f"{lead}:\n{block}\n\n{ask}"
    if placement == "colleague_quoted":
        lead = "My colleague sent this" if english else intro
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{lead}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        lead = "Here is what the system shows" if english else intro
        return f"User: Can you pull up the latest record for me?\nAssistant: {lead}:\n\n{block}\nUser: {ask}\nAssistant:"
    if placement == "system_user":
        return f"{SYSTEM_HOSPITAL}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\n{SYSTEM_HOSPITAL}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3_user":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\n\n"
            f"{SYSTEM_HOSPITAL}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{intro}:\n\n{block}\n\n{ask}"
            "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "both_sides":
        after = "Anything else in there that looks wrong?" if english else ask
        return f"{ask}\n\n{block}\n\n{after}" if english else f"{intro}:\n\n{block}\n\n{after}"
    if placement == "answer_in_language":
        if not english:
            return f"{block}\n\n{ask}"
        return f"{block}\n\n{ask} {ANSWER_IN[k % len(ANSWER_IN)]}"
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I should look the record up.\nAction: fetch_record\nObservation:\n"
            f"{block}\nThought:"
        )
    assert placement == "rag_context"
    return f"Use the context to answer.\n\nContext:\n{block}\n\nQuestion: {ask}\nAnswer:"


NEG: list[Draft] = []


def N(text: str, source: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", tags))


ONCE = {
    "fluid-balance",
    "or-board",
    "bi-results-csv",
    "loaner-email",
    "rtls-kv",
    "tray-delivery-csv",
    "room-service-call-log",
    "home-health-fax",
    "atp-audit",
    "ics214-log",
    "teams-chat-export",
    "discharge-timeline-md",
}


def negatives_pasted() -> None:
    """Every block twice, in two different placements (seven apart), except the twelve in ONCE."""
    for k, (source, lang, tags, block, ask, intro) in enumerate(BLOCKS):
        for shift in (0,) if source in ONCE else (0, 7):
            placement = PLACEMENTS[(k + shift) % len(PLACEMENTS)]
            text = place(k + shift, placement, lang, block, ask, intro)
            extra = (
                ["question_in_other_language"] if placement == "answer_in_language" and lang == "en" else []
            )
            N(text, f"pasted:{source}:{placement}", ["hard_negative", "pasted", placement, *tags, *extra])


def negatives_lookalikes() -> None:
    """Stable values that look like dates, times or ids, in the positions a program uses."""
    tags = ["hard_negative", "lookalike"]
    N(
        """Site: Riverside General Hospital
EHR go-live: 2019-10-05
Prompt version: 2.8 (reviewed 2026-01-15)
Knowledge cutoff: 2024-06

You are FlowDesk, the bed placement assistant. Recommend beds using the placement rules only.

User: Can a patient on droplet precautions go into a four-bed bay if the other three are empty?
Assistant:""",
        "lookalike:header-go-live",
        [*tags, "header_block", "knowledge_cutoff", "authored_revision"],
    )
    N(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the patient flow assistant for Lakeshore Regional. Be concise.<|eot_id|><|start_header_id|>user<|end_header_id|>

What does "decision to admit" mean on our ED board?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        "lookalike:llama3-cutoff-only",
        [*tags, "llama3", "knowledge_cutoff"],
    )
    N(
        """<|im_start|>system
You are Beacon, the command centre assistant. The hospital was founded in 1887 and has 612 general and acute
beds. Bed management policy BM-04, revision of 2025-11-03, applies.<|im_end|>
<|im_start|>user
Which wards count as general and acute under BM-04?<|im_end|>
<|im_start|>assistant
""",
        "lookalike:chatml-founding-policy",
        [*tags, "chatml", "policy_revision", "founding_year"],
    )
    N(
        """---
template: ipass-handoff-v4
approved: 2025-09-18
owner: Nursing Practice Council
review_due: 2027-09-18
---
Write an I-PASS handoff from the nurse's notes. Put the illness severity first.

Notes: 5N-08, 66 M, neutropenic sepsis day 2, temp 38.7 at 18:00, antibiotics started 17:05.""",
        "lookalike:front-matter-approved",
        [*tags, "front_matter", "authored_revision"],
    )
    N(
        """<unit id="5N" opened="2014-05-06" beds="28" tenant="3b241101-e2bb-4255-8caf-4136c566a962">
Answer questions about the unit's layout and equipment.
</unit>
<question>How many side rooms does 5N have with negative pressure?</question>""",
        "lookalike:xml-unit-opened",
        [*tags, "xml_attr", "tenant_uuid", "opening_date"],
    )
    N(
        """{"app":"orboard","api_version":"2025-07-01","tenant":"a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607","room":"OR 7"}
List the items of the WHO surgical safety checklist's sign-in step.""",
        "lookalike:json-api-version-tenant",
        [*tags, "json_inline", "api_version", "tenant_uuid"],
    )
    N(
        """<!-- template=count-sheet-v7 revised=2025-09-30 author=spd-education -->
Explain to a new SPD technician how to record a missing instrument on the count sheet.""",
        "lookalike:html-comment-revision",
        [*tags, "html_comment", "authored_revision"],
    )
    N(
        """| Field      | Value                  |
|------------|------------------------|
| Patient    | MRN 40318877           |
| Admitted   | 2026-03-13 23:50       |
| EDD        | 2026-03-17             |
| Bed        | 7B-03                  |
| Consultant | Dr. A. Moss            |

Draft the daily update for the family: pneumonia improving, oxygen weaned this morning.""",
        "lookalike:md-case-details",
        [*tags, "md_table", "case_details"],
    )
    N(
        """SHIFT_START=07:00
SHIFT_END=19:30
TZ=Europe/London
HANDOFF_WINDOW_MIN=30

Explain to the night charge nurse how the 30-minute handoff window is counted.""",
        "lookalike:key-value-settings",
        [*tags, "key_value_lines", "settings"],
    )
    N(
        """You are HelpBot for the FlowDesk bed board. Answer in at most four sentences.

User: How do I mark a bed as blocked for maintenance?

--
FlowDesk 5.3 · Terms revised 2025-12-01 · support@flowdesk.example""",
        "lookalike:footer-terms",
        [*tags, "footer", "terms_revision"],
    )
    N(
        """api-version: 2024-10-21
x-ms-tenant-id: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: gpt-4o-mini

Classify the message as bed request, transport, cleaning or other. Reply with the label only.

Message: Can someone clean 7A-15, the patient left an hour ago?
Label:""",
        "lookalike:azure-api-version",
        [*tags, "header_block", "api_version", "tenant_uuid"],
    )
    N(
        """You help the OR desk plan add-on cases. Block allocations (fixed for the quarter, until 2026-06-30):
Dr. Okoye: Tuesdays 07:30-15:30, OR 5
Dr. Lindqvist: Mondays and Thursdays 07:30-17:30, OR 3
Dr. Haddad's group: Mondays 07:30-15:30, OR 8

User: Can Dr. Okoye add a knee on Thursday?
Assistant:""",
        "lookalike:block-allocations",
        [*tags, "system_prompt", "schedule"],
    )
    N(
        """Drug library: DL-2026-02 (published 2026-02-11)
Pump firmware: 4.12.3
Unit: ICU

Explain what a soft limit is on our infusion pumps, with an example for heparin.""",
        "lookalike:drug-library",
        [*tags, "header_block", "library_version"],
    )
    N(
        """You are the SPD assistant. Local rules: Bowie-Dick test daily at 06:00 on every prevacuum sterilizer;
sterilizer 2 validated on 2025-12-09, next validation due 2026-12-09; BI in every load containing implants.

User: Do we need a BI for a load with only a laparoscopy tray?
Assistant:""",
        "lookalike:spd-rules",
        [*tags, "system_prompt", "validation_dates"],
    )
    N(
        """Diet office: 06:30-19:00
Lunch order cut-off: 09:30
Supper order cut-off: 15:00

Tell the ward clerk what happens to a diet change entered at 09:45.""",
        "lookalike:diet-office-hours",
        [*tags, "header_block", "opening_hours"],
    )
    N(
        """Transport targets: STAT 15 min, urgent 30 min, routine 60 min (policy TP-2, effective 2025-04-01).
EVS targets: discharge clean 45 min, terminal clean 90 min.

Which target applies to a patient going to CT for a suspected stroke?""",
        "lookalike:service-targets",
        [*tags, "header_block", "targets", "policy_effective"],
    )
    N(
        """Staff profile: Dana Okafor, RN, badge 118, on 6 West since 2012-09-03, charge-nurse trained 2019.

Suggest three ways she can coach new graduates on giving handoffs at the bedside.""",
        "lookalike:staff-since",
        [*tags, "header_line", "member_since"],
    )
    N(
        """Workspace: T04ORDESK
Channel: C05ORDESK1 (#or-desk)
Bot: orbot (A05ORBOT)

Explain to a new scheduler what the #or-desk channel is for.""",
        "lookalike:slack-ids",
        [*tags, "header_block", "slack_stable_ids"],
    )
    N(
        """<start_of_turn>user
You are a model released on 2025-03-12 with knowledge up to August 2024, deployed by Cairnhill Hospital.
What is the usual turnover time target for an operating theatre?<end_of_turn>
<start_of_turn>model
""",
        "lookalike:gemma-release",
        [*tags, "gemma", "release_date", "knowledge_cutoff"],
    )
    N(
        """Vendor contract: VC-2024-118 (UV disinfection robots), term 2024-07-01 to 2027-06-30
Service level: 4-hour on-site response

Draft a polite e-mail to the vendor about robot UV-5's door sensor fault (E17).""",
        "lookalike:vendor-contract",
        [*tags, "header_block", "contract_term"],
    )
    N(
        """Pflegestandard Übergabe am Bett
Stand der Richtlinie: 11/2025
Gültig für: alle Normalstationen

Du hilfst Pflegekräften, die Übergabe am Bett nach diesem Standard vorzubereiten. Antworte auf Deutsch.

Nutzer: Muss der Patient bei der Übergabe wach sein?""",
        "lookalike:stand-richtlinie-de",
        [*tags, "authored_revision", "non_english", "german"],
    )
    N(
        """Versión del protocolo: 3.2 (aprobada el 02/10/2025)
Ámbito: bloque quirúrgico

Eres el asistente de programación quirúrgica. Responde en español.

Usuario: ¿Cuánto tiempo de recambio de quirófano fija el protocolo?""",
        "lookalike:protocolo-es",
        [*tags, "authored_revision", "non_english", "spanish"],
    )
    N(
        """病院開設: 1987年4月1日
病床数: 412床
あなたは病床管理アシスタントです。日本語で答えてください。

ユーザー: 個室の差額ベッド代はいくらですか？""",
        "lookalike:kaisetsu-ja",
        [*tags, "founding_date", "non_english", "japanese"],
    )
    N(
        """<|system|>
You are Theatre Helper for the day-surgery unit. Unit: Day Surgery, 14 trolleys, opened March 2021.<|end|>
<|user|>
What time should a patient on the afternoon list stop drinking clear fluids?<|end|>
<|assistant|>
""",
        "lookalike:phi3-unit",
        [*tags, "phi3", "opening_date"],
    )
    N(
        """Protocolo de regulação de leitos, revisão de 15/01/2026
Você é o assistente do NIR. Responda em português.

Usuário: Qual é o prazo para a enfermaria aceitar um paciente regulado?""",
        "lookalike:protocolo-pt",
        [*tags, "authored_revision", "non_english", "portuguese"],
    )
    N(
        """병원 개원: 1998년 3월 2일
병상 수: 850병상
당신은 병상 배정 도우미입니다. 한국어로 답하세요.

사용자: 격리실은 모두 몇 개인가요?""",
        "lookalike:gaewon-ko",
        [*tags, "founding_date", "non_english", "korean"],
    )
    N(
        """Patient: MRN 40318877 | Admitted: 2026-03-13 23:50 | EDD: 2026-03-17 | Bed: 7B-03
You write patient-friendly discharge information. Short sentences, no jargon.

Explain what "expected date of discharge" means and that it can change.""",
        "lookalike:case-header-line",
        [*tags, "case_details", "pipe_fields"],
    )


def negatives_asked() -> None:
    """Ids, epochs and times the user types or asks about, and plain controls."""
    tags = ["hard_negative", "asked"]
    N(
        """Our pump log shows 1773481267 for the second occlusion. What time is that in Chicago?""",
        "asked:epoch",
        [*tags, "epoch_s", "id_in_question"],
    )
    N(
        """What time was transport job 01KKNX4EC8ZKT414N421MSKJQZ created? I thought ULIDs encode that.""",
        "asked:ulid",
        [*tags, "ulid", "id_in_question"],
    )
    N(
        """Can you tell when bed request 019cebb9-0080-77d8-8a59-b3062e3fab6d was made just from its id?""",
        "asked:uuid7",
        [*tags, "uuid7", "id_in_question"],
    )
    N(
        """The pump server vendor asked for the traceparent of the failing call:
00-d5a9439e2d4c3f3d613dda3ebb9a0afd-8fa251f086e8f348-01
What does each part mean, and is the call sampled?""",
        "asked:traceparent",
        [*tags, "traceparent", "id_in_question"],
    )
    N(
        """It's 03:40 here on 6 West and bed 612 has called four times since 02:00, each time for the toilet. Should I
start intentional rounding now or wait for the day team?""",
        "asked:typed-clock",
        [*tags, "user_typed_time"],
    )
    N(
        """The patient has been boarding in ED for 19 hours, the ambulance crew handed over 40 minutes ago and the next
discharge is due in about 2 hours. Which of these should go on the escalation log?""",
        "asked:relative-times",
        [*tags, "relative_time"],
    )
    N(
        """Our OR block schedule repeats every two weeks starting in ISO week 2026-W11 ("week A"). Which Mondays in
April 2026 are week A?""",
        "asked:iso-week",
        [*tags, "iso_week", "date_arithmetic"],
    )
    N(
        """A tray was sterilised on 2026-02-12 and our policy is event-related sterility with a 6-month maximum. Can it
still be used on 2026-08-20?""",
        "asked:shelf-life",
        [*tags, "date_arithmetic"],
    )
    N(
        """Rewrite these handoff lines in the same style as the examples.

Example: "14:00 BP 150/92, headache" -> "BP 150/92 with headache at 14:00; recheck due 15:00."
Example: "16:30 BP 138/84" -> "BP 138/84 at 16:30, improving."

Input: "18:10 urine 120 mL in 4 h"
Output:""",
        "asked:few-shot-times",
        [*tags, "few_shot", "times_in_examples"],
    )
    N(
        """You are the charge nurse assistant.
Current date: {current_date}
Shift: {shift_start}-{shift_end}

User: The placeholders above aren't being filled in our staging app. Which template engine syntax is this?
Assistant:""",
        "asked:unrendered-template",
        [*tags, "unrendered_template"],
    )
    N(
        """I copied this token from the referral portal's network tab. What claims does it carry, and is it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbS00NDcxIiwiaWF0IjoxNzczNDc5NTY0LCJleHAiOjE3NzM0ODMxNjR9.Tf2mK8qv3WcY5pLx0sN1dH7rA9bE4uJ6gZ2oQ1iV8yM""",
        "asked:jwt",
        [*tags, "jwt", "id_in_question"],
    )
    N(
        """Decode the KSUID 3AvkWkHdsQk6dDbF6MYwKHhBnn7 from our snapshot service: when was it minted?""",
        "asked:ksuid",
        [*tags, "ksuid", "id_in_question"],
    )
    N(
        """A patient leaves Honolulu at 18:30 HST on a medevac flight that takes 5 h 40 min to Seattle. What local time
should the Seattle receiving unit expect him, and on which date if he leaves on 14 March?""",
        "asked:timezone",
        [*tags, "timezone_question"],
    )
    N(
        """ใบส่งตัวผู้ป่วยลงวันที่ 14 มี.ค. 2569 เวลา 09:40 น. ตรงกับวันที่เท่าไรในปี ค.ศ.""",
        "asked:thai-date",
        [*tags, "buddhist_era", "non_english", "thai"],
    )
    N(
        """The bed census spreadsheet shows 46095.4326 in the "Updated" column. What date and time is that?""",
        "asked:excel-serial",
        [*tags, "excel_serial", "id_in_question"],
    )
    N(
        """<|im_start|>system
You help nurse managers write short messages.<|im_end|>
<|im_start|>user
Today is International Nurses Day, 12 May. Write a two-line thank-you note for the night team on 6 West.<|im_end|>
<|im_start|>assistant
""",
        "asked:typed-today",
        [*tags, "user_typed_today", "chatml"],
    )
    N(
        """You are Basil, the hospital cafeteria assistant. Suggest a vegetarian lunch under 600 kcal.

User: Something warm, please.
Assistant:""",
        "control:cafeteria",
        ["control", "plain"],
    )
    N(
        """Explain the difference between a terminal clean and a discharge clean in two sentences.""",
        "control:evs-definition",
        ["control", "plain"],
    )


# --- generated families: one program field (or one stable look-alike) at one position, over a pasted block ---------

EN_BODIES: list[tuple[str, str, str]] = [
    (
        "bed",
        "You are FlowDesk, the bed placement assistant of Riverside General Hospital. Answer from the material the "
        "user gives you.",
        "Assistant:",
    ),
    (
        "handoff",
        "You are ShiftMate, the handoff assistant for the medical wards. Be brief and keep the times.",
        "Assistant:",
    ),
    (
        "or",
        "You are the OR desk assistant at Bayfront Medical Center. Keep answers practical and short.",
        "Answer:",
    ),
    (
        "spd",
        "You are the sterile processing assistant. Quote the IFU or the local policy when you rely on it.",
        "Answer:",
    ),
    (
        "transport",
        "You are the transport desk assistant. The patient's safety comes first, then the due time.",
        "Assistant:",
    ),
    (
        "dietary",
        "You are the diet office assistant. Check diet orders, cut-off times and meal services.",
        "Assistant:",
    ),
    (
        "pump",
        "You are the clinical engineering and nurse call assistant. Be precise with times, rates and volumes.",
        "Answer:",
    ),
    (
        "command",
        "You are the command centre assistant. Summarise in plain words for the site manager.",
        "Assistant:",
    ),
    (
        "discharge",
        "You are the discharge planning assistant. Keep the patient's discharge date and the next action in view.",
        "Assistant:",
    ),
    (
        "evs",
        "You are the environmental services dispatcher's assistant. Isolation cleans follow the infection "
        "control policy.",
        "Answer:",
    ),
]
BODY_FOR = {
    "bed_management": "bed",
    "handoff": "handoff",
    "or_scheduling": "or",
    "sterile_processing": "spd",
    "transport": "transport",
    "dietary": "dietary",
    "pump_nurse_call": "pump",
    "command_centre": "command",
    "discharge": "discharge",
    "evs": "evs",
}


def body_for(tags: list[str]) -> tuple[str, str, str]:
    name = BODY_FOR[tags[0]]
    return next(b for b in EN_BODIES if b[0] == name)


# language: (system prompt, user label, "now" label, rendering of now, zone, a stable look-alike line)
LANG_BODIES: dict[
    str, tuple[str, str, str, Callable[[datetime], str], Callable[[datetime], datetime], str]
] = {
    "fr": (
        "Tu es l'assistant des opérations de l'hôpital. Réponds en français.",
        "Utilisateur :",
        "Date et heure : ",
        lambda t: f"{dmy(t)} {hms(t)}",
        eu,
        "Hôpital fondé en 1887",
    ),
    "de": (
        "Du bist der Assistent für den Klinikbetrieb. Antworte auf Deutsch.",
        "Nutzer:",
        "Jetzt: ",
        lambda t: f"{dmy_dot(t)} {hms(t)}",
        eu,
        "Klinikum gegründet: 1887",
    ),
    "es": (
        "Eres el asistente de operaciones del hospital. Responde en español.",
        "Usuario:",
        "Fecha y hora: ",
        lambda t: f"{dmy(t)} {hms(t)}",
        eu,
        "Hospital fundado en 1952",
    ),
    "ja": (
        "あなたは病院運営のアシスタントです。日本語で答えてください。",
        "ユーザー:",
        "現在: ",
        lambda t: f"{t.year}/{t.month:02d}/{t.day:02d}({JA_DAYS[t.weekday()]}) {hms(t)}",
        lambda t: t.astimezone(JST9),
        "開設: 1987年",
    ),
    "pt": (
        "Você é o assistente de operações do hospital. Responda em português.",
        "Usuário:",
        "Data e hora atuais: ",
        lambda t: f"{dmy(t)} {hm(t)}",
        lambda t: t.astimezone(BRT),
        "Hospital fundado em 1952",
    ),
    "ko": (
        "당신은 병원 운영 도우미입니다. 한국어로 답하세요.",
        "사용자:",
        "지금: ",
        lambda t: iso_space(t),
        lambda t: t.astimezone(KST),
        "개원: 1998년",
    ),
    "ru": (
        "Ты помощник по организации работы больницы. Отвечай по-русски.",
        "Пользователь:",
        "Текущее время: ",
        lambda t: f"{dmy_dot(t)} {hms(t)}",
        lambda t: t.astimezone(MSK),
        "Больница основана в 1910 году",
    ),
    "pl": (
        "Jesteś asystentem ds. organizacji pracy szpitala. Odpowiadaj po polsku.",
        "Użytkownik:",
        "Data i godzina: ",
        lambda t: f"{dmy_dot(t)} {hm(t)}",
        eu,
        "Rok założenia szpitala: 1976",
    ),
    "ar": (
        "أنت مساعد عمليات المستشفى. أجب بالعربية.",
        "المستخدم:",
        "الآن: ",
        lambda t: iso_space(t),
        lambda t: t.astimezone(AST3),
        "تأسس المستشفى عام 1979",
    ),
    "tr": (
        "Sen hastane operasyon asistanısın. Türkçe yanıt ver.",
        "Kullanıcı:",
        "Tarih ve saat: ",
        lambda t: f"{dmy_dot(t)} {hms(t)}",
        lambda t: t.astimezone(TRT),
        "Kuruluş yılı: 1964",
    ),
    "zh": (
        "你是医院运营助手。请用中文回答。",
        "用户:",
        "当前时间：",
        lambda t: f"{t.year}-{t.month:02d}-{t.day:02d} {hms(t)}",
        lambda t: t.astimezone(CHN),
        "医院始建于1952年",
    ),
    "hi": (
        "आप अस्पताल संचालन सहायक हैं। हिंदी में उत्तर दें।",
        "उपयोगकर्ता:",
        "वर्तमान समय: ",
        lambda t: f"{dmy(t)} {hms(t)}",
        lambda t: t.astimezone(IST5),
        "अस्पताल की स्थापना: 1964",
    ),
    "id": (
        "Anda asisten operasional rumah sakit. Jawab dalam bahasa Indonesia.",
        "Pengguna:",
        "Waktu sekarang: ",
        lambda t: f"{dmy(t)} {t:%H.%M.%S} WIB",
        lambda t: t.astimezone(WIB),
        "Rumah sakit berdiri tahun 1958",
    ),
    "el": (
        "Είσαι ο βοηθός λειτουργίας του νοσοκομείου. Απάντα στα ελληνικά.",
        "Χρήστης:",
        "Ημερομηνία και ώρα: ",
        lambda t: f"{dmy(t)} {hms(t)}",
        ee,
        "Έτος ίδρυσης του νοσοκομείου: 1934",
    ),
    "vi": (
        "Bạn là trợ lý vận hành bệnh viện. Trả lời bằng tiếng Việt.",
        "Người dùng:",
        "Thời điểm hiện tại: ",
        lambda t: f"{hms(t)} ngày {dmy(t)}",
        lambda t: t.astimezone(ICT),
        "Bệnh viện thành lập năm 1975",
    ),
}

# (cue, family, structured key, line label, value)
FIELDS70: list[tuple[str, str, str, str, Callable[[Gen70, datetime], str]]] = [
    ("datetime", "rfc3339", "generated_at", "Generated", lambda g, t: rfc3339(t)),
    ("datetime", "python_logging", "assembled_at", "Prompt assembled", lambda g, t: py_logging(t)),
    ("epoch", "epoch_ms", "req_start_ms", "Request start (ms)", lambda g, t: str(epoch_ms(t))),
    ("request_id", "uuid7", "request_id", "Request", lambda g, t: g.uuid7(t)),
    ("session_id", "ksuid", "ward_session", "Ward session", lambda g, t: g.ksuid(t)),
    ("run_id", "ulid", "run", "Pipeline run", lambda g, t: g.ulid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("datetime", "http_date", "date", "Date", lambda g, t: http_date(t)),
    ("datetime", "windows_general", "ws_time", "Workstation time", lambda g, t: windows_general(t)),
    ("date", "long_date", "today", "Today", lambda g, t: long_date(t)),
    ("datetime", "go_rfc3339nano", "now", "Now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("nonce", "b64url", "nonce", "Nonce", lambda g, t: g.b64url(16)),
    ("datetime", "dotnet_roundtrip", "stamp", "Stamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("session_id", "objectid", "conversation_id", "Conversation", lambda g, t: g.objectid(t)),
    ("datetime", "rfc2822", "fetched", "Fetched", lambda g, t: rfc2822(t)),
    ("datetime", "sk_now", "local_time", "Local time", lambda g, t: sk_now(t)),
    ("date", "iso_week", "current_week", "Current week", lambda g, t: iso_week(t)),
    ("message_id", "snowflake", "message_id", "Message", lambda g, t: g.snowflake(t)),
    ("datetime", "app_label_rfc3339", "wb_stamp", "wb_stamp", lambda g, t: rfc3339(t, 3)),
    ("epoch", "app_label_epoch", "pulse", "pulse", lambda g, t: str(epoch_s(t))),
    ("request_id", "app_label_ulid", "hx", "hx", lambda g, t: g.ulid(t)),
    ("datetime", "dd_mon", "snapshot_time", "Snapshot", lambda g, t: dmon(t) + " UTC"),
    ("request_id", "hex32", "correlation_id", "Correlation", lambda g, t: g.hex(32)),
]

# (structured key, line label, value): stable across requests
LOOKALIKES70: list[tuple[str, str, str]] = [
    ("knowledge_cutoff", "Knowledge cutoff", "2024-06"),
    ("prompt_rev", "Prompt revision", "2025-12-01"),
    ("api_version", "API version", "2025-07-01"),
    ("tenant", "Tenant", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("unit_opened", "Unit opened", "2014-05-06"),
    ("drug_library", "Drug library", "DL-2026-02"),
    ("tz", "Time zone", "Europe/London"),
    ("day_shift", "Day shift", "07:00-19:30"),
    ("model", "Model", "gpt-4o-2024-08-06"),
    ("build", "Build", "2026.02.3"),
    ("region", "Region", "eu-west-2"),
    ("policy_effective", "Policy effective", "2026-01-01"),
    ("site", "Site code", "RGH-01"),
    ("visiting", "Visiting hours", "14:00-20:00"),
    ("established", "Established", "1887"),
    ("handbook", "Handbook edition", "2025"),
]

STRUCTURED = [
    ("generated_at", "datetime", "rfc3339"),
    ("request_id", "request_id", "uuid7"),
    ("session", "session_id", "ksuid"),
    ("ts", "epoch", "epoch_ms"),
]
POSITIONS70 = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "ctx_bracket",
    "sent_stamp",
]
NEG_POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "ctx_bracket",
]
STABLE_HEADER = [
    "Site: Riverside General Hospital",
    "Channel: staff intranet",
    "Locale: en-GB",
    "Model: gpt-4o-mini",
    "Prompt version: 4.1",
]


def piece(position: str, key: str, label: str, value: str) -> str:
    """One field rendered the way a program writes it at `position`."""
    if position in ("front_matter",):
        return f"{key}: {value}"
    if position == "json_member":
        return f'"{key}": {value},' if value.isdigit() else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "ctx_bracket":
        return f'{key}="{value}"' if " " in value else f"{key}={value}"
    if position == "sent_stamp":
        return f"(sent {value})"
    return f"{label}: {value}"


def frame(
    position: str, system: str, user: str, ask: str, block: str, cue: str, field: str, app: str, locale: str
) -> str:
    """A prompt with `field` (already marked or not) at `position`, the user's question and a pasted block."""
    tail = f"\n{cue}" if cue else ""
    turn = f"{user} {ask}\n\n{block}"
    if position == "head":
        return f"{field}\n{system}\n\n{turn}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{turn}{tail}"
    if position == "header_block":
        return "\n".join([STABLE_HEADER[0], field, *STABLE_HEADER[1:3]]) + f"\n\n{system}\n\n{turn}{tail}"
    if position == "last_user":
        return f"{system}\n\n{turn}\n{field}{tail}"
    if position == "footer":
        return f"{system}\n\n{turn}\n\n--\n{app}\n{field}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field}\nlocale: {locale}\n---\n{system}\n\n{turn}{tail}"
    if position == "json_member":
        return f'{{\n  "app": "{app}",\n  {field}\n  "locale": "{locale}"\n}}\n{system}\n\n{turn}{tail}'
    if position == "xml_attr":
        return f'<context app="{app}" {field} locale="{locale}">\n{system}\n</context>\n\n{turn}{tail}'
    if position == "ctx_bracket":
        return f"[ctx app={app} {field} locale={locale}]\n{system}\n\n{turn}{tail}"
    assert position == "sent_stamp"
    return f"{system}\n\n{user} {ask} {field}\n\n{block}{tail}"


def _after_blocks(g: Gen70, zone: timezone | Callable[[datetime], datetime]) -> datetime:
    """A moment after the pasted blocks' own times: the evening of 14 March or the daytime of 15 March."""
    if g.small(0, 2):
        return g.on_day(zone, g.small(18, 24))
    return g.on_day(zone, g.small(6, 21), day=15)


def _zone(g: Gen70) -> datetime:
    name = g.pick(["utc", "uk", "eu", "us", "au"])
    zone: dict[str, timezone | Callable[[datetime], datetime]] = {
        "utc": UTC,
        "uk": uk,
        "eu": eu,
        "us": us,
        "au": au,
    }
    return _after_blocks(g, zone[name])


EN_BLOCKS = [b for b in BLOCKS if b[1] == "en"]
LANG_BLOCKS = {b[1]: b for b in BLOCKS if b[1] != "en"}
GEN_POS_EN = 18
GEN_NEG_EN = 10


def generated_positives(g: Gen70) -> list[Draft]:
    """English: one field of FIELDS70 at one of ten positions of a body, over a pasted block; then every
    language body once with its "now" label (or a structured stamp) and four of them a second time."""
    out: list[Draft] = []
    fields = list(FIELDS70)
    g.rng.shuffle(fields)
    for k in range(GEN_POS_EN):
        cue, family, key, label, make = fields[k % len(fields)]
        position = POSITIONS70[k % len(POSITIONS70)]
        source, _, btags, block, ask, _ = EN_BLOCKS[(5 * k + 3) % len(EN_BLOCKS)]
        name, system, cue_line = body_for(btags)
        t = _zone(g)
        value = make(g, t)
        if position == "last_user" and cue not in ("datetime", "epoch"):
            cue, family, value = "datetime", "sent_line", rfc3339(t)
        if position == "sent_stamp":
            cue, family, value = "datetime", "sent_" + g.pick(["iso", "us", "hms"]), ""
            value = {
                "sent_iso": iso_space(t) + " UTC",
                "sent_us": f"{t:%m/%d/%Y} {hms(t)}",
                "sent_hms": hms(t),
            }[family]
        elif position == "last_user":
            label = g.pick(["Sent", "Message received", "client_ts"])
        mark = v(cue, piece(position, key, label, value))
        text = frame(position, system, "User:", ask, block, cue_line, mark, f"{name}-assist", "en-GB")
        out.append(
            Draft(
                text,
                f"{SRC}gen-pos:{name}+{family}+{position}+{source}",
                ["generated", position, family, "pasted_neighbour", *btags[:1]],
            )
        )
    langs = list(LANG_BODIES)
    for k, lang in enumerate(langs + langs[:4]):
        system, user, now_label, render, zone, _ = LANG_BODIES[lang]
        _, _, btags, block, ask, _ = LANG_BLOCKS[lang]
        position = [
            "head",
            "system_tail",
            "header_block",
            "last_user",
            "footer",
            "front_matter",
            "json_member",
            "xml_attr",
            "ctx_bracket",
        ][k % 9]
        t = _after_blocks(g, zone)
        if position in ("head", "system_tail", "last_user", "footer") and k < len(langs):
            mark = v("datetime", now_label + render(t))
            family = "localized_now"
        elif position == "header_block":
            mark = v("datetime", now_label + render(t))
            family = "localized_now"
        else:
            key, cue, family = STRUCTURED[g.small(0, len(STRUCTURED))]
            value = {
                "rfc3339": rfc3339(t),
                "uuid7": g.uuid7(t),
                "ksuid": g.ksuid(t),
                "epoch_ms": str(epoch_ms(t)),
            }
            mark = v(cue, piece(position, key, key, value[family]))
        text = frame(position, system, user, ask, block, "", mark, "ops-assist", lang)
        out.append(
            Draft(
                text,
                f"{SRC}gen-pos:lang-{lang}+{family}+{position}",
                ["generated", position, family, "non_english", lang, *btags[:1]],
            )
        )
    return out


def generated_negatives(g: Gen70) -> list[Draft]:
    """The same bodies and positions with one stable look-alike value instead of a program field."""
    out: list[Draft] = []
    looks = list(LOOKALIKES70)
    g.rng.shuffle(looks)
    for k in range(GEN_NEG_EN):
        key, label, value = looks[k % len(looks)]
        position = NEG_POSITIONS[k % len(NEG_POSITIONS)]
        source, _, btags, block, ask, _ = EN_BLOCKS[(7 * k + 1) % len(EN_BLOCKS)]
        name, system, cue_line = body_for(btags)
        field = piece(position, key, label, value)
        text = frame(position, system, "User:", ask, block, cue_line, field, f"{name}-assist", "en-GB")
        out.append(
            Draft(
                text,
                f"{SRC}gen-neg:{name}+{key}+{position}+{source}",
                ["generated", "hard_negative", "lookalike", position, "pasted", *btags[:1]],
            )
        )
    for k, lang in enumerate(list(LANG_BODIES)[7:]):
        system, user, _, _, _, founded = LANG_BODIES[lang]
        _, _, btags, block, ask, _ = LANG_BLOCKS[lang]
        position = NEG_POSITIONS[(k + 3) % len(NEG_POSITIONS)]
        if position in ("front_matter", "json_member", "ctx_bracket"):
            field = piece(position, "established", "established", "1887")
        else:
            field = founded
        text = frame(position, system, user, ask, block, "", field, "ops-assist", lang)
        out.append(
            Draft(
                text,
                f"{SRC}gen-neg:lang-{lang}+founded+{position}",
                ["generated", "hard_negative", "lookalike", position, "non_english", lang, *btags[:1]],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen70(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    negatives_pasted()
    negatives_lookalikes()
    negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold70", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
