"""Build `prompt_normalizer/corpus/holdout71.jsonl`, a seventy-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout71.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout64.py` only the module docstrings were read (extracted with `ast.get_docstring` into a
scratch file, with keyword searches over them for neighbours in this domain and a count of the languages
they name; the labelling-rule sections of make_holdout4.py, make_holdout63.py and make_holdout64.py, the
source lists of make_holdout3.py, make_holdout8.py and make_holdout22.py and the excerpts the searches
found were read), to keep clear of the sources and scenarios they used and to apply their clarifications
of the rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement of
pasted blocks, `build` and `main`), for the structure of a generator. (A listing of `tests/normalizer/`
showed the file names, a check showed that neither this file nor `holdout71.jsonl` existed yet, a grep
of `make_holdout24.py` for lines opening with `import`, `from` or `sys.path` printed its import lines
with their numbers and one line of a string, a grep of `pyproject.toml` showed ruff's settings, and a
read-only `git status` listed the names of the untracked files.) Nothing under `prompt_normalizer/`, no
other test file, no corpus, neither docs/ nor bench/, no git history and none of `make_holdout65.py` to
`make_holdout72.py`, written at the same time, was read.

The domain is customer contact centres and customer-experience platforms: helpdesk tickets and macros,
call recordings and quality assurance, chat and e-mail transcripts, CSAT and NPS surveys, workforce
management and schedule adherence, refunds and goodwill credits, escalations to second line,
knowledge-base suggestions and IVR flows. The earlier docstrings name neighbours of it: Zendesk, Intercom
and Twilio webhook headers (make_holdout2), call centres on Amazon Connect, Genesys and Twilio with the
contact's start as a session start (make_holdout3), Zendesk AI ticket webhooks and Intercom conversation
ids (make_holdout4), IVR call ids with their answer times among civic and public services (make_holdout6,
make_holdout20, make_holdout63), customer chat widgets in the manner of Drift, Tidio, Crisp, LiveChat,
Olark, Gorgias, Chatwoot and Userlike, Guru-style knowledge cards and HR and IT service desks
(make_holdout8), transit ticket refunds with a payment provider's envelope around a refund event
(make_holdout20), customer success with NPS batches and an escalation handoff, and ITSM agent workspaces
(make_holdout22), mobile operators' care with a contact-centre call helper (make_holdout39), emergency call
centres' quality review and staffing forecasts (make_holdout41), a water utility's call helper
(make_holdout43), a sportsbook's support with a ticket delivery envelope (make_holdout44), a ferry
operator's refunds desk (make_holdout46), branch and card-line agent assist with an after-call summary and
an IVR-to-chat handoff (make_holdout49), tax helplines with agent assist and callback slots
(make_holdout52) and multilingual support routing (make_holdout54). The scenarios here were written
around them: the contact centre is seen through its own tooling (agent workspaces, macro libraries and
previews, QA scorecards, calibration and disputes, transcription, redaction and speech analytics,
adherence, intraday reforecasts, swaps, time off and shift bids, survey pulls and invitations, goodwill
policy, second-line trackers and bridges, KB drafting and gap analysis, IVR flow simulation, ASR results
and business-hours routing), not as a chat widget, a service desk or one industry's care line; the
platforms' names are made up (Deskflow, Paywell, Surveyhub, smslane) rather than Zendesk, Intercom,
Twilio, Amazon Connect or Genesys, and a contact record with Amazon Connect's field names is only a
pasted negative; IVR is flow design, simulation, menu configuration, ASR and routing, with
the call in progress identified by its SIP Call-ID and its contact attributes, and no IVR call id with
an answer time; NPS is verbatim tagging and weekly tables, not a customer-success batch; refunds are a
refund API call, a payout, a failed-refund delivery and a goodwill policy, not a transit or ferry refunds
desk; callback slots appear in one positive, for text-to-speech. The sources are:

* helpdesk tickets and macros: an agent workspace session and its opening time over a ticket with its
  own `Created:` line, a macro suggester behind YAML front matter (`generated_at` with milliseconds,
  ULID `request_id`; the ticket's `created_at` and the macro library revision stay), a ticket webhook
  received by a triage service (`X-Deskflow-Delivery`, `-Timestamp`, `-Signature`; the payload stays), a
  thread fetched "at" a time with a parenthesised fetch id, a macro preview footer (Go RFC3339Nano, xid),
  a merge assistant's pretty JSON (`request_id` UUIDv7, `now`), a Hebrew ticket summary ("now" label and
  request id), Korean ticket tagging, a side panel's HTTP request (`Date`, `X-Request-ID`) over a French
  e-mail with its own `Date` and `Message-ID`, a ticket context's XML attributes (base32 `request_id`,
  `received_at` at +05:30), an export job's id and start inside a sentence over a CSV, an SLA clock over a
  markdown table and a chat customer's `(sent ...)` stamp under an earlier `[HH:MM]` line;
* call recordings and quality assurance: a review session in markdown rows, a transcription job's id and
  finish inside a sentence over timecodes, a Llama 3 calibration prompt (`Today Date` moves, `Cutting
  Knowledge Date` stays), an auto-QA logfmt line (lower-case ULID `batch=`, `started=` at +08:00),
  recording metadata fetched "at" an RFC 1123 time, a redaction run (KSUID, Python logging), Japanese
  coaching ("now" label), sentiment in a ChatML system turn (current time before `<|im_end|>`, -04:00), a
  calibration session (base58, `DD Mon YYYY` with a zone name) and a speech analytics query window;
* chat and e-mail transcripts: a nested delivery envelope around a ticket with its messages, a German
  mailbox poll (RFC 2822 `Polled:`, poll id), a messaging gateway's `wamid.` and `timestamp`, a summary
  request stamp at the tail (Windows clock), a Vietnamese wallet chat, a Greek e-mail (Greek weekday and
  month), an SMS gateway's `message_ref=` and `received=` lines, a bot handoff's id and time inside a
  sentence, an Australian mail client's `Sent:` and `Message-ID:` after the customer's e-mail and a
  Slack event (`event_id`, `event_time`, `ts`; team, channel and text stay);
* CSAT and NPS surveys: responses pulled "at" a time (+09:00) with an xid pull id over a CSV, an NPS
  tagger's single-line JSON (`req`, `ts` in ms), a survey response delivered with Standard Webhooks
  headers, CSAT "as of" a dotted time with a snapshot id, Hungarian and Urdu comment analyses, a Korean
  survey table fetched for the request (fetch time, ULID) and a survey invitation job (cuid2,
  `toISOString()`; the case's dates stay);
* workforce management and schedule adherence: agent states "as of" a time with a snapshot id (the
  state times stay), a swap request relayed with a `[received ...]` prefix, a forecast run's UUIDv7 and
  start inside a sentence, a wallboard read at the tail (US 12-hour), a time-off request as a chat app
  activity (pretty JSON `id` and `timestamp`; the conversation and the Dutch text stay), Marathi and
  Czech planners, a shift-bid portal token (JWT), `X-Request-Start` in microseconds and a Japanese rota
  fetched for the request (fetch time and request id);
* refunds and goodwill credits: a refund API call (`Idempotency-Key`, `Request-Id`; `Paywell-Version`
  and the refund object stay), a goodwill policy's evaluation time, a Brazilian refund status looked up
  "em" a time with a parenthesised lookup id, a payout's `X-Payout-Request-Id`, an Arabic refund desk
  ("now" label, session uuid), a failed-refund delivery (`Paywell-Delivery-Id`, `Paywell-Delivered-At` at
  microseconds; the event with its own `id` and `created` stays), Colombian goodwill (12-hour `a. m.`)
  and a Mexican refunds team's server time over a pasted CSV;
* escalations to second line: a `Sent:` line at the end of a ChatML user turn, a tracker's response
  headers (`Date`, `X-Request-Id`; the issue key and `created` stay), an escalation matrix's "Now
  (Europe/Lisbon)" with a weekday, a bridge behind `traceparent` and `tracestate`, a Serbian Cyrillic
  note, a priority clock in epoch seconds and an escalation form's XML elements (`<ref>`, `<submitted>` at
  +03:00; the case's attributes stay);
* knowledge-base suggestions: results retrieved "at" a time (+11:00) with a query id, RAG `[kb ...]`
  lines with `retrieved_at=`, a KB draft job with the article date filled in as today, an Icelandic
  meter-reading article, a gap analysis behind `X-Request-ID` over a search log, a ReAct scaffold whose
  `get_current_time` observation is the time, a context element's `built_at` (-03:00) and a tool result's
  `tool_call_id` and `tool_finished_at`;
* IVR flows: a simulator run (ULID, Python `str()`) over a flow with its version and published date, a
  call's contact attributes in nested YAML (`contactId`, `initiatedAt`; queue, caller number and IVR path
  stay), a business-hours check (weekday and time), ASR XML attributes, a Thai after-hours message, callback
  slots computed "at" a time and a SIP Call-ID with a ctime answer time;
* the same worlds' prompts in other shapes and languages: a Mistral `[INST]` stamp line, a Gemma
  `Request date:`, a Phi-3 `Now:` before `<|end|>`, a bare `t=` epoch in ms at the head, a KSUID at the
  tail, an `x-req` UUIDv7 at the head, made-up labels (`wf_pulse`, `conv_handle`, `zeitstempel_anfrage`),
  "now" labels in Polish, Turkish, Indonesian, Swahili, Tagalog, Romanian, Portuguese, Finnish, Dutch,
  Italian, Ukrainian, Hindi, Bengali, Tamil, Chinese, Cantonese, Amharic, Afrikaans and Swedish (with
  sessions and request ids beside some), a queue statistics pull, an `epoch=` last line, and near misses:
  a refund id the agent asks about beside the request id, a program's `generated_at` above a pasted
  ticket's `created_at`, a pasted webhook the user debugs beside the support session, and a compose
  session (UUIDv7) above an e-mail whose `Message-ID` is itself a UUIDv7.

The hand-written negatives are contact-centre records pasted in nineteen ways (at the start of the
user's message with the question after, under the question, behind a lead-in ending in a colon, typed
right under the question, in an earlier user turn, in an earlier assistant turn, quoted with "> ",
fenced, in a user turn under a system prompt, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns,
at the very end of the prompt after the question, on both sides, indented, as a ReAct tool observation
and in a RAG context block): ticket JSON (pretty, NDJSON with UUIDv7 ids, a KSUID CSV), an audit log in
`key=value` pairs, a macro in YAML, an SLA report opening with `Report generated:`, a helpdesk API's 429
with `date` and `x-request-id`, a ticket webhook pasted to debug, a complaint e-mail with `Received`,
`Date` and `Message-ID`, a thread, ticket fields, recording XML, QA evaluations, a speech analytics JSON
opening with `"timestamp"`, CDRs in epochs, an Amazon Connect-style contact record, a SIP INVITE, a QA
dispute form, a chat export with `[DD/MM/YYYY, HH:MM:SS]`, a messaging webhook with `wamid.`, an e-mail
thread, a chat export with ULID ids, a bot log, an SMS log, CSAT and NPS exports, a survey form opening
with `Timestamp:`, a Standard Webhooks delivery to verify, weekly NPS by ISO week, a schedule, an
adherence report opening with `Generated:`, agent states, time-off requests, intraday numbers, swap
approvals, a staffing API response opening with `"generated_at"`, time clock punches, a refund object, a
refund ledger, a goodwill log, a refund form, a payment event, a chargeback e-mail, statement lines, an
escalation record, an L2 handover, an incident timeline, a Slack export with `ts`, a complaint letter, an
alert payload, a KB article with front matter, a KB search log, article feedback, a KB API response with
`Date`, `Last-Modified` and `ETag`, an IVR flow with `published_at`, an IVR log in logfmt, a menu in
XML, DTMF and PBX logs, a voice bot log with utterance uuids, a callback queue, an ICS invite, a survey
API exchange with `Idempotency-Key`, `Date` and `X-Request-Id`, a webhook admin table, an agent JWT, a
web complaint form opening with `id:` and `received:`, an AHT table, status page updates, and records in
Spanish, Portuguese, German, French, Japanese, Korean, Arabic, Polish, Turkish, Vietnamese, Hebrew,
Greek, Ukrainian, Hindi, Indonesian, Thai, Chinese and Czech -- and look-alikes in program positions: a
workspace header with a macro library revision, a Llama 3 header with only its knowledge cutoff, a ChatML
turn with a KB edition and prompt revision, a template's approval date in front matter, a tenant and KB
edition in XML attributes, a tenant uuid and API version in single-line JSON, a prompt revision in an
HTML comment, sites' opening years and time zones in a markdown table, queue settings as `KEY=value`
lines, a policy revision in a footer, an Azure `api-version` with a tenant, `Paywell-Version` with a
customer and renewal, a customer record, a ticket's own header (`Created:`, `First reply due:`), Discord
guild and channel ids, an agent record with a hire date, an escalation matrix's revision, an IVR flow
header, a scorecard version, a model and knowledge cutoff, a Gemma turn with a policy's start date, a
bracketed context line of stable pairs, a parenthesised "customer since" on the user's line, a survey
campaign's start, a published schedule week, an SLA policy's effective date and the same kinds of
headers in Spanish, German, Japanese, Arabic, Korean, Polish and Turkish; and values the user asks about
or types: epochs, ULIDs, a UUIDv7, a KSUID, call ids, a traceparent, a ticket number that begins with a
date, a typed clock in English and Spanish, handle-time and shift arithmetic (also in Greek), ISO weeks
(also in French), few-shot ticket dates, an unrendered macro with `{{current_date}}`, relative times
(also in Indonesian), "Today is Maya's fifth anniversary, 12 March" in a ChatML user turn, a callback
across the date line, a notice to translate, an SLA deadline, an epoch in Portuguese and a Vietnamese
transaction code; and two plain controls.

Formats: RFC 3339 at precisions 0, 3 and 6 and without seconds, with `Z` and offsets from -07:00 to
+11:00, RFC 1123, RFC 2822, ctime, GNU `date`, Python `str()`, `isoformat()` and logging, Log4j ISO8601,
Go RFC3339Nano and `time.Now().String()`, .NET round-trip and "f", JavaScript `toISOString()`, Windows
and US 12-hour renderings, CLF, day-first dotted, slashed and dashed dates with times, `YYYY-MM-DD
HH:MM:SS` with and without a zone name, `DD Mon YYYY HH:MM:SS` with a zone name, Llama 3's `Today Date`,
English long dates, ISO week dates, a weekday with a time, a time alone, epochs in s, ms and us, and
dates with localized month and weekday names and formats (Korean, Japanese, Chinese, Cantonese, Greek,
Hungarian, Polish, Turkish, Icelandic, Czech, Slovak, Vietnamese, Indonesian, Colombian 12-hour, Finnish
`klo`, Norwegian `kl.`, Thai `น.`). Identifiers: UUID v4 and v7, ULID (also lower case), KSUID, xid,
cuid2, nanoid, ObjectIds, traceparent and tracestate, long hex, base32, base58, base62 and base64url
tokens, a JWT, a snowflake, Slack `event_id` and `ts`, `wamid.` message ids, chat app activity ids,
Standard Webhooks, an SMS gateway's `SM` reference, a SIP Call-ID and vendor-prefixed ids (`dlv_`, `req_`,
`hf_`, `qa_`, `cal_`, `q_`, `msg_`, `call_`, `Ev`). Positions: header blocks (`Label: value`, HTTP request
and response headers, webhook and trace headers, `key=value` lines), head and tail of the prompt, the
tail of a system prompt (also in ChatML, Llama 3 and Phi-3 prompts), YAML front matter and nested YAML,
pretty (also nested) and single-line JSON members, XML attributes and elements, logfmt pairs, bracketed
`[kb ...]` lines, markdown table rows, templated sentences, phrases with their preposition ("at ...", "as
of ...", "em ..."), parenthesised ids, a `[received ...]` prefix, `(sent ...)` on the customer's line,
metadata after the last user message, footers after a `--` line, a ReAct observation, a tool result's
line, a Mistral instruction and a Gemma user turn.

Prompts are in English and in Hebrew, Korean, French, German, Japanese, Vietnamese, Greek, Hungarian,
Urdu, Marathi, Czech, Portuguese (Brazil and Portugal), Arabic, Spanish (Colombia and Mexico), Serbian
(Cyrillic), Icelandic, Thai, Polish, Turkish, Indonesian, Swahili, Tagalog, Romanian, Finnish, Dutch,
Italian, Ukrainian, Hindi, Bengali, Tamil, Chinese (Simplified), Cantonese, Amharic, Afrikaans, Swedish,
Russian, Malay, Norwegian, Bulgarian and Slovak (scripts: Latin, Hebrew, Hangul, Japanese, Han, Greek,
Arabic, Devanagari, Cyrillic, Thai, Bengali, Tamil, Ethiopic); about a third of the cases are in a
language other than English. Prompts in those languages end with the user's message or with the
metadata after it.

What it is: 329 prompts. 162 carry volatile fields (229 spans): 114 hand-written positives (181
spans; 64 with two or more fields, three with three) and 48 generated ones. 167 carry none: 145
hand-written negatives (86 pasted records, 33 look-alikes in program positions, 24 values the user asks
about or types, two plain controls) and 22 generated hard negatives. 104 of the prompts are in a language
other than English. The generated positive family puts one field (each of its 32 formats and labels,
eight of them twice, or the current date and time under a "now" label in the body's language, eight
cases in Spanish, French, Japanese, Russian, Malay, Norwegian, Bulgarian and Slovak) at one of eight
positions (head, system tail, header block, after the last user message, footer, YAML front matter, JSON
member, XML attribute; six each) of 16 bodies in nine languages, each body holding a short record with
its own dates and times; the generated negative family uses the same bodies and positions with one
stable value that looks like a date, a time or an id (all 18 of its list: a knowledge cutoff, a macro
library revision, an SLA policy date, a tenant uuid, a prompt version, an API version, business hours, a
time zone, the year a site opened, an IVR flow version, a scorecard version, a survey template, a KB
edition, a brand id, a customer-since date, an account, a queue id and a schedule week).

The output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with the
clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs payload, per-run
ids, places vs conversations, document and record dates, snapshot and fetch times, query windows
computed from now, pasted blocks that open with metadata-like lines, work logins, per-message and
per-item stamps, device clocks, "today" written into an artefact, bracketed and inline spans, ASCII cue
lines, localized "now" labels). Clarifications made here:

* Contact-centre records are content: ticket, case, order, refund, charge, payout, credit, escalation,
  recording, evaluation, survey response, KB article and IVR node ids; created, updated, solved, first
  reply, SLA due and breach times; audit log stamps; macro ids with their created and updated times and
  library revisions; call start, end, hold and answer times in records, transcript timecodes and CDR
  epochs; QA scores and evaluation dates; `submitted_at` of survey responses; schedules, shift, lunch and
  agent-state times, time-off and swap requests with their submitted and approved times; refund
  requested, approved, created and paid-out times; KB articles' created and updated dates; IVR flow
  versions and published dates, IVR and PBX logs and the SIP Call-ID of a recorded call stay, also when
  the program fetched them for this request. Only the program's stamp ("Thread fetched from the
  helpdesk at <time> (fetch <id>) for this request:", "CSAT responses pulled at <time> (pull <id>)",
  "Agent states as of <time> (snapshot <id>)", `Pulled:`, `Policy evaluated at:`) and the ids minted for
  the fetch, pull, snapshot, lookup, query or poll move.
* The interaction in progress is a session: an agent workspace, QA review, calibration, support
  console, live chat and e-mail compose session with its opening time, the contact id and initiation
  time of the call in progress, its SIP Call-ID with its answer time, and a shift-bid portal's token
  move; tickets, cases, accounts, customers, agents, queues, skills, brands, tenants, sites, Slack teams
  and channels and chat app conversations stay. A ticket's or customer's own details in a program
  header (`Ticket:`, `Created:`, `First reply due:`, `Customer since:`, a renewal date) are per case and
  stay, as does an agent record's hire date.
* Per-message stamps of the message being handled move: a messaging gateway's `wamid.` id and
  `timestamp`, an SMS gateway's `message_ref=` and `received=`, a `(sent ...)` stamp on the customer's
  last line, `Sent:` and `Message-ID:` lines appended after the customer's e-mail or at the end of a
  ChatML user turn, a `[received ...]` prefix on a relayed request, a chat app activity's `id` and
  `timestamp` and a Slack event's `event_id`, `event_time` and `ts`. The stamps of earlier messages
  shown in a transcript or thread stay.
* Envelope vs payload: a helpdesk delivery's `X-Deskflow-Delivery`, `-Timestamp` and `-Signature`, a
  nested `delivery` object's `id` and `delivered_at`, Standard Webhooks headers on a survey response and
  a payments provider's `Paywell-Delivery-Id` and `Paywell-Delivered-At` move; the ticket, the survey
  response and the refund event with its own `id` and `created` stay. The same deliveries pasted by a
  user who debugs them (a signature check, a de-duplication, a timestamp tolerance), `curl` and API
  exchanges, SIP INVITEs and webhook admin tables carrying `Date`, `X-Request-Id`, `Call-ID` or
  delivery ids are content.
* Calls the program made for this request: `Idempotency-Key`, `Request-Id`, `X-Request-Id`,
  `X-Payout-Request-Id`, a tool call's `tool_call_id` and the response `Date` move; the objects returned
  (a refund `re_...` with its `created`, an issue key with its `created`) and API versions that look like
  dates (`Paywell-Version: 2025-09-30`) stay.
* Runs and jobs move with their start or finish: export, transcription, auto-QA, redaction, survey
  invitation, forecast, KB draft and IVR simulation runs; an article date that the drafting tool fills
  in as today moves with its job id. A speech analytics window computed from now moves as one span.
* Clocks read for this request are the current time in any form: an SLA clock, a goodwill policy's
  evaluation time, a wallboard read, a business-hours check's weekday and time, an escalation matrix's
  "Now (Europe/Lisbon)", a priority clock in epoch seconds, a `get_current_time` observation, a tool's
  finish stamp and "now", "today" or fetch-time labels in any language and script, also under made-up
  names (`wf_pulse`, `clock_epoch`, `zeitstempel_anfrage`, `t=`, `x-req`). Times that customers, agents
  and team leads type, and the dates and times in their records and notes, stay.
* Near misses: a pasted record's `created_at`, a report's `Report generated:` or `Generated:` line and an
  API response's `"generated_at"` at the head of a pasted block stay, while the program's own
  `generated_at` at the head of the prompt moves; an id the user asks about (a refund id, a ULID, a
  UUIDv7, a KSUID, a call id, a traceparent) stays beside the request id that moves.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Export job <id> started at <time> for queue Returns-DE." leaves "Export job started for queue
  Returns-DE."); a parenthesised id is cut with its parentheses and sits before "for this request:"; XML
  attributes, logfmt pairs and bracketed `[kb ...]` pairs are followed by a stable neighbour; single-line
  JSON members are cut with the comma after them and follow a stable member, and volatile members of
  pretty-printed JSON are never the last member of their object; header lines, YAML members (also
  nested), markdown rows, XML elements, `key=value` lines, a ReAct `Observation:` that holds only the
  time and a line holding one field in any script (also with a full-width colon) are whole-line spans;
  a field followed by `<|im_end|>` or Phi-3's `<|end|>` on its line is an inline span; a `[received ...]`
  prefix is cut from the front of its line and a `(sent ...)` stamp from the end of the customer's line.
* Only ASCII `Label:` cue lines (or a ChatML or Llama 3 reply header on a line of its own) end
  positives; prompts in other languages end with the user's message or with the metadata after it, and
  the Mistral `[INST]`, Gemma and Phi-3 prompts, whose last line rule 4 does not know as a cue, get their
  trailer at the end as rule 4 gives it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
    DAYS_LONG,
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
    iso_week,
    js_iso,
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

SEED = 20267171
SRC = "holdout71:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout71.jsonl"

CET = timezone(timedelta(hours=1), "CET")
WET = timezone(timedelta(0), "WET")
EET = timezone(timedelta(hours=2), "EET")
TRT = timezone(timedelta(hours=3), "TRT")
EAT = timezone(timedelta(hours=3), "EAT")
GST = timezone(timedelta(hours=4), "GST")
PKT = timezone(timedelta(hours=5), "PKT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
PHT = timezone(timedelta(hours=8), "PHT")
CST_CN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
AEDT = timezone(timedelta(hours=11), "AEDT")
BRT = timezone(timedelta(hours=-3), "BRT")
COT = timezone(timedelta(hours=-5), "COT")
CST_MX = timezone(timedelta(hours=-6), "CST")
EDT = timezone(timedelta(hours=-4), "EDT")
PDT = timezone(timedelta(hours=-7), "PDT")

LOWER32 = "abcdefghijklmnopqrstuvwxyz234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ALNUM = "0123456789abcdefghijklmnopqrstuvwxyz"


def fill(template: str, **parts: str) -> str:
    """Put `parts` into `template` at its `<%name%>` slots (braces in the template stay literal)."""
    for name, value in parts.items():
        slot = "<%" + name + "%>"
        assert slot in template, name
        template = template.replace(slot, value)
    assert "<%" not in template, template[:80]
    return template


class Gen71(Gen):
    """`make_holdout.Gen` with the identifier shapes of contact-centre platforms."""

    def at(self, tz: timezone = UTC) -> datetime:
        """A moment of the working day the records were written for: 12 March 2026, 10:30-16:00 UTC."""
        base = datetime(2026, 3, 12, 10, 30, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 330 * 60), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def eu(self) -> datetime:
        return self.at(CET)

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(LOWER32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def cuid(self) -> str:
        return "c" + "".join(self.rng.choice(ALNUM) for _ in range(24))

    def sid(self, prefix: str) -> str:
        return prefix + self.hex(32)

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def dmy(t: datetime, sep: str = ".") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year}"


def dmy_hms(t: datetime, sep: str = ".") -> str:
    return f"{dmy(t, sep)} {t:%H:%M:%S}"


def dmy_hm(t: datetime, sep: str = ".") -> str:
    return f"{dmy(t, sep)} {t:%H:%M}"


def us_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def rfc3339_min(t: datetime) -> str:
    return rfc3339(t)[:16] + rfc3339(t)[19:]


POS: list[Callable[[Gen71], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen71], Draft]) -> Callable[[Gen71], Draft]:
    POS.append(fn)
    return fn


def pos(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


def neg(text: str, source: str, tags: list[str]) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: helpdesk tickets and macros ------------------------------------------------------------------


@positive
def _agent_workspace(g: Gen71) -> Draft:
    t = g.eu()
    return pos(
        fill(
            """Agent workspace: Harborline Support (brand: harborline-eu)
<%a%>
<%b%>
Queue: Billing - Tier 1

You help support agents reply to tickets. Draft a reply the agent can edit; never promise a refund
amount before the refund tool has confirmed it.

Ticket #481273 (status: open, priority: normal)
Created: 2026-02-11 08:42:17 CET
Requester: Malin Eriksson <malin.eriksson@example.se>
Subject: Charged twice for February

Hi, I see two charges of EUR 29.00 on 3 February. Can you check and refund one?

Reply draft:""",
            a=v("session_id", "Agent session: " + g.nanoid()),
            b=v("datetime", "Session opened: " + rfc3339(t)),
        ),
        "helpdesk:agent-workspace",
        ["header_block", "head", "nanoid", "rfc3339", "ticket_record_neighbour", "work_session"],
    )


@positive
def _macro_suggest_front_matter(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """---
tool: macro-suggest
macro_library: rev 2026-01-20
<%a%>
<%b%>
---
Suggest the best macro for the ticket below and fill its placeholders. If no macro fits, answer "none".

Macros:
- REFUND_DUP_CHARGE: "I've refunded the duplicate charge of {{amount}} made on {{charge_date}}. It can take 3-5 working days to show."
- DELIVERY_NOT_RECEIVED: "I've opened a trace with the courier for order {{order_id}}; we'll update you by {{trace_due}}."
- ADDRESS_CHANGE: "Your delivery address has been updated to {{new_address}}."

Ticket:
created_at: 2026-03-02T10:14:55+01:00
channel: email
subject: Parcel says delivered but nothing arrived
body: Tracking for order 77-20391 shows delivered on 28 February at 14:03, but nobody was home and there is no parcel.""",
            a=v("datetime", 'generated_at: "' + rfc3339(t, 3) + '"'),
            b=v("request_id", "request_id: " + g.ulid(t)),
        ),
        "helpdesk:macro-suggest",
        ["front_matter", "rfc3339", "ulid", "created_at_near_miss", "ticket_record_neighbour"],
    )


@positive
def _ticket_webhook_received(g: Gen71) -> Draft:
    t = g.at()
    return pos(
        fill(
            """Triage service. The helpdesk delivered this request to us:

POST /hooks/deskflow HTTP/1.1
Host: triage.cx-internal.example
Content-Type: application/json
X-Deskflow-Event: ticket.created
<%a%>
<%b%>
<%c%>

{"ticket": {"id": 90418, "created_at": "2026-03-09T07:58:12Z", "via": "web_form", "requester": {"id": 5512093, "name": "Arjun Mehta"}, "subject": "Can't log in after password reset", "description": "I reset my password at 7:40 this morning and now the app says my account is locked."}}

Classify the ticket into billing, delivery, account or product, and give a one-line reason.
Category:""",
            a=v("request_id", "X-Deskflow-Delivery: " + g.uuid4()),
            b=v("epoch", "X-Deskflow-Timestamp: " + str(epoch_s(t))),
            c=v("signature", "X-Deskflow-Signature: v1=" + g.hex(64)),
        ),
        "helpdesk:ticket-webhook-envelope",
        ["header_block", "webhook_envelope", "epoch_s", "signature", "payload_stays"],
    )


@positive
def _thread_fetched(g: Gen71) -> Draft:
    t = g.at(WET)
    return pos(
        fill(
            """You are the reply assistant for Lumo Home's support team. Write the next agent reply in the customer's
tone, acknowledge the wait, and do not repeat questions the agent already asked.

Thread fetched from the helpdesk <%a%> <%b%> for this request:
[2026-03-06 09:14] Customer (Rita Pais): My dishwasher order LH-22871 was due on 4 March and still hasn't come.
[2026-03-06 10:02] Agent (Duarte): Sorry about that. The warehouse says it left on 5 March; I've asked the courier.
[2026-03-09 18:47] Customer (Rita Pais): It's Monday evening and still nothing. Should I cancel?

Next reply:""",
            a=v("datetime", "at " + rfc3339(t)),
            b=v("request_id", "(fetch " + g.hex(12) + ")"),
        ),
        "helpdesk:thread-fetched",
        ["inline_phrase", "parenthesised_id", "rfc3339", "thread_times_stay"],
    )


@positive
def _macro_preview_footer(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Check this macro for tone and for placeholders that could render empty. Suggest fixes only.

Macro: GOODWILL_CREDIT_APOLOGY (last edited 2026-02-27 by j.hale)
Hi {{ticket.requester.first_name}},
I'm sorry your order arrived on {{order.delivered_at | date: "%d %B"}} instead of the promised date. I've added a
goodwill credit of {{credit.amount}} to your account; it will be used automatically on your next order.
Kind regards, {{current_user.first_name}}

--
Preview rendered by Macro Studio 4.1
<%a%>
<%b%>""",
            a=v("datetime", "Rendered at: " + go_nano(t, g.small(1, 1000))),
            b=v("request_id", "Preview id: " + g.xid(t)),
        ),
        "helpdesk:macro-preview-footer",
        ["footer", "tail", "go_rfc3339nano", "xid", "template_placeholders"],
    )


@positive
def _merge_json_meta(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """{
  "app": "merge-assistant",
  <%a%>
  <%b%>
  "locale": "en-GB"
}
Decide whether these two tickets are duplicates that should be merged. Answer "merge" or "keep separate"
and give the reason in one sentence.

Ticket 60127 - created 2026-03-10 16:02:44 - "Refund for cancelled order 4471-B not received"
Ticket 60188 - created 2026-03-11 08:19:03 - "Still waiting for my money back (order 4471-B)"

Decision:""",
            a=v("request_id", '"request_id": "' + g.uuid7(t) + '",'),
            b=v("datetime", '"now": "' + rfc3339(t) + '",'),
        ),
        "helpdesk:merge-json-meta",
        ["json_block", "head", "uuid7", "rfc3339", "ticket_dates_stay"],
    )


@positive
def _hebrew_ticket(g: Gen71) -> Draft:
    t = g.at(EET)
    return pos(
        fill(
            """אתה עוזר לנציגי השירות של חברת הסלולר "גל". סכם את הפנייה בשלוש שורות בעברית והצע את הצעד הבא.
<%a%>
<%b%>

פנייה 55102, נפתחה ב-10.03.2026 בשעה 09:12:
הלקוח מבקש לבטל את חבילת הגלישה לחו"ל שהופעלה בטעות ב-8 במרץ ולקבל זיכוי של 49 ש"ח.""",
            a=v("datetime", "עכשיו: " + dmy_hms(t)),
            b=v("request_id", "מזהה בקשה: " + g.hex(16)),
        ),
        "helpdesk:hebrew-ticket",
        ["system_tail", "non_english", "hebrew", "localized_now", "request_id"],
    )


@positive
def _korean_tagging(g: Gen71) -> Draft:
    t = g.at(KST)
    return pos(
        fill(
            """<%a%>
다음 상담 티켓에 태그를 최대 세 개 붙이세요: 결제, 배송, 계정, 환불, 기타.

티켓 20931 (접수: 2026-03-11 17:40)
고객 메시지: 지난주 주문한 신발이 아직 안 왔어요. 배송 조회하면 3월 9일부터 "배송 중"으로만 나와요.""",
            a=v(
                "datetime",
                f"현재 시각: {t.year}년 {t.month}월 {t.day}일 {t.hour}시 {t.minute:02d}분 {t.second:02d}초",
            ),
        ),
        "helpdesk:korean-tagging",
        ["head", "non_english", "korean", "localized_now"],
    )


@positive
def _side_panel_http(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """GET /panel/assist?ticket=77120 HTTP/1.1
Host: assist.deskflow.example
<%a%>
<%b%>
Accept-Language: fr-BE

Rédige une réponse courte et polie au courriel ci-dessous, en français.

From: Sophie Lambert <s.lambert@example.be>
Date: Tue, 10 Mar 2026 21:17:03 +0100
Message-ID: <CAF3x9Qm0c7@mail.example.be>
Subject: Remboursement toujours pas reçu

Bonjour, on m'a promis le 24 février un remboursement de 62,40 EUR sous 5 jours ouvrables. Je n'ai
toujours rien reçu.""",
            a=v("datetime", "Date: " + http_date(t)),
            b=v("request_id", "X-Request-ID: " + g.hex(32)),
        ),
        "helpdesk:side-panel-http",
        ["head", "header_block", "http_date", "request_id", "email_date_near_miss", "non_english", "french"],
    )


@positive
def _xml_ticket_context(g: Gen71) -> Draft:
    t = g.at(IST)
    return pos(
        fill(
            """<ticket_context channel="email" <%a%> <%b%> brand="Nordvik Outdoor">
Subject: Zip broke after two weeks
From: Lars Holm
Sent: 2026-03-08 19:22
Body: The main zip on my Fjord 40 backpack (bought 21 February) split open on the first hike. Can I get a
replacement before my trip on 20 March?
</ticket_context>

Write the first reply. Offer a replacement under warranty and ask for a photo of the zip.
Reply:""",
            a=v("request_id", 'request_id="' + g.b32(26) + '"'),
            b=v("datetime", 'received_at="' + rfc3339(t, 3) + '"'),
        ),
        "helpdesk:xml-ticket-context",
        ["xml_attr", "two_in_line", "base32", "rfc3339", "ticket_record_neighbour"],
    )


@positive
def _export_job_sentence(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Export job <%a%> started <%b%> for queue Returns-DE. Rows below are the tickets it exported.

ticket_id,created_at,first_reply_at,status
310442,2026-03-02 08:11:09,2026-03-02 09:40:51,solved
310517,2026-03-02 13:27:44,2026-03-03 15:02:10,solved
310601,2026-03-03 07:55:30,2026-03-03 08:21:02,open
310688,2026-03-03 22:48:16,2026-03-05 10:03:37,pending

Which tickets missed the 24-hour first-reply target? Answer with the ticket ids and by how much.""",
            a=v("run_id", g.ulid(t)),
            b=v("datetime", "at " + iso_space(t)),
        ),
        "helpdesk:export-job",
        ["inline_sentence", "ulid", "iso_space", "csv_neighbour", "run_id"],
    )


@positive
def _sla_clock(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """SLA monitor for the Premium queue. First reply target: 1 hour. Resolution target: 8 business hours
(Mon-Fri 08:00-18:00 UTC).
<%a%>

| Ticket | Created          | First reply      | Priority |
|--------|------------------|------------------|----------|
| 30112  | 2026-03-12 09:02 | 2026-03-12 09:40 | high     |
| 30119  | 2026-03-12 10:15 | -                | urgent   |
| 30124  | 2026-03-11 16:50 | 2026-03-11 17:05 | normal   |

Which tickets will breach a target if nobody touches them in the next hour?
Answer:""",
            a=v("datetime", "SLA clock: " + iso_space(t) + " UTC"),
        ),
        "helpdesk:sla-clock",
        ["system_tail", "iso_space", "md_table_neighbour", "clock"],
    )


@positive
def _chat_sent_stamp(g: Gen71) -> Draft:
    t = g.at(CET).replace(hour=14, minute=3)
    return pos(
        fill(
            """You are Kira, the chat assistant of Fahrwerk Bikes. Keep answers under 60 words and hand over to a
human if the customer asks for one twice.

[14:02] Kira: Hi Jonas, I can see the goodwill voucher from yesterday's call in your account notes.
Jonas: ok but where's the code? I need it before the sale ends tonight <%a%>
Kira:""",
            a=v("datetime", "(sent " + hms(t) + ")"),
        ),
        "helpdesk:chat-sent-stamp",
        ["sent_stamp", "time_alone", "earlier_stamps_stay", "last_user"],
    )


# --- positives: call recordings and quality assurance --------------------------------------------------------


@positive
def _qa_scorecard_table(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """| Field          | Value                |
|----------------|----------------------|
| Evaluator      | R. Okafor            |
<%a%>
<%b%>
| Scorecard      | Inbound Sales v7     |

Recording CR-2026-0311-4471, agent Tomás Ruiz, call started 2026-03-11 16:22:09, duration 00:07:41.
[00:00:03] Agent: Thanks for calling Solvia Energy, this is Tomás. Can I have your customer number?
[00:00:11] Caller: It's 8840-2291. I'm calling about switching to the green tariff.
[00:03:52] Agent: The green tariff would be 31.4 cents per kWh, fixed for 24 months.
[00:07:30] Agent: Is there anything else I can help with today?

Score the call on greeting, verification, needs discovery, offer and closing (0-2 each).
Evaluation:""",
            a=v("session_id", "| Review session | qa_" + g.b62(16) + " |"),
            b=v("datetime", "| Opened         | " + rfc3339_min(t) + " |"),
        ),
        "qa:scorecard-table",
        ["md_table", "head", "base62", "rfc3339_minutes", "recording_times_stay", "work_session"],
    )


@positive
def _transcription_job(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Transcription job <%a%> finished <%b%> on engine asr-large-v3. Summarise the call for the CRM in
four bullets: reason, what was agreed, follow-ups, sentiment.

00:00:02.140 --> 00:00:06.900  AGENT: Good afternoon, Meadowbrook Insurance, Clara speaking.
00:00:07.310 --> 00:00:15.020  CALLER: Hi, I had a windscreen chip on 2 March and I want to know if it affects my no-claims bonus.
00:00:15.600 --> 00:00:29.880  AGENT: Windscreen repairs don't affect it. I've booked a repair for Friday 13 March between 8 and 12.
00:00:30.200 --> 00:00:33.100  CALLER: Perfect, thanks.""",
            a=v("run_id", g.uuid4()),
            b=v("datetime", "at " + rfc3339(t)),
        ),
        "qa:transcription-job",
        ["inline_sentence", "head", "uuid", "rfc3339", "timecodes_stay", "run_id"],
    )


@positive
def _llama3_calibration(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
<%a%>

You are a QA coach for the Vantel contact centre. Give each agent two specific coaching points, one
strength and one improvement, with the timestamp of the moment you mean.<|eot_id|><|start_header_id|>user<|end_header_id|>

Call 2026-03-10 11:48:02, agent Priscila, 6 min 12 s:
[01:12] Caller: I've been charged a cancellation fee even though I cancelled within 14 days.
[01:40] Agent: That's not possible, the system doesn't make mistakes.
[04:55] Agent: OK, I see the cancellation on 27 February. I'll remove the fee now.<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
            a=v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}"),
        ),
        "qa:llama3-calibration",
        ["chat_template", "llama3", "today_date", "cutoff_stays", "call_times_stay"],
    )


@positive
def _autoqa_logfmt(g: Gen71) -> Draft:
    t = g.at(PHT)
    return pos(
        fill(
            """svc=autoqa <%a%> <%b%> scorecard=retention-v3 lang=en
You are an automated QA reviewer. For the call below, answer each scorecard question with yes, no or
n/a, then give an overall score out of 100.

Scorecard: (1) offered the retention discount before processing the cancellation, (2) confirmed the
cancellation date, (3) read the cooling-off statement.

Call REC-88120 (2026-03-09 15:10:44 to 15:19:02):
Agent: I can offer 30% off for the next six months if you stay.
Caller: No thanks, please cancel from 31 March.
Agent: Done, your service ends on 31 March. You'll get a confirmation e-mail today.

Answers:""",
            a=v("run_id", "batch=" + g.ulid(t).lower()),
            b=v("datetime", "started=" + rfc3339(t, 3)),
        ),
        "qa:autoqa-logfmt",
        ["logfmt", "head", "ulid_lower", "rfc3339", "two_in_line", "run_id"],
    )


@positive
def _recording_fetched(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Recording metadata fetched from the archive <%a%> <%b%> for this request:
<recording id="REC-2026-03-09-55170" started="2026-03-09T13:41:27Z" duration="PT11M05S" direction="inbound">
  <agent id="a-2291">Hamid Karimi</agent>
  <queue>collections</queue>
  <disposition>promise_to_pay</disposition>
  <hold_segments>00:03:10-00:04:55, 00:08:20-00:08:41</hold_segments>
</recording>

Was the caller on hold for more than two minutes in total? Answer yes or no and give the total.""",
            a=v("datetime", "at " + http_date(t)),
            b=v("request_id", "(fetch " + g.hex(12) + ")"),
        ),
        "qa:recording-fetched",
        ["inline_phrase", "parenthesised_id", "http_date", "xml_record_stays"],
    )


@positive
def _redaction_run(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Redaction service
<%a%>
<%b%>
Policy: PCI-DSS pause-and-resume

Find every place in the transcript where card data may have been spoken outside a pause, and quote the
timecode. The transcript's pause markers were written by the recorder.

[00:02:14] AGENT: I'll pause the recording while you give me the card number.
[00:02:16] <pause>
[00:03:01] <resume>
[00:03:05] CALLER: sorry, the expiry is oh-nine twenty-eight and the code on the back is four one seven
[00:03:12] AGENT: Thank you, that's gone through.

Findings:""",
            a=v("run_id", "Redaction-Run: " + g.ksuid(t)),
            b=v("datetime", "Redaction-Started: " + py_logging(t)),
        ),
        "qa:redaction-run",
        ["header_block", "ksuid", "python_logging", "timecodes_stay", "run_id"],
    )


@positive
def _japanese_qa(g: Gen71) -> Draft:
    t = g.at(JST)
    return pos(
        fill(
            """あなたはコールセンターの品質管理担当です。以下の通話記録について、応対の良かった点と改善点を一つずつ、日本語で挙げてください。
<%a%>

通話日時: 2026年3月10日 10:21
[00:15] オペレーター: お電話ありがとうございます。サクラ通販の田中でございます。
[00:22] お客様: 3月5日に注文したコートがまだ届かないんですが。
[01:40] オペレーター: 申し訳ございません。配送業者に確認し、本日中に折り返しお電話いたします。""",
            a=v("datetime", f"現在日時: {t.year}年{t.month}月{t.day}日 {t.hour:02d}時{t.minute:02d}分"),
        ),
        "qa:japanese-coaching",
        ["system_tail", "non_english", "japanese", "localized_now", "call_times_stay"],
    )


@positive
def _chatml_sentiment(g: Gen71) -> Draft:
    t = g.at(EDT)
    return pos(
        fill(
            """<|im_start|>system
You rate customer sentiment on calls at the start, middle and end as negative, neutral or positive.
Answer as three words separated by arrows.
<%a%><|im_end|>
<|im_start|>user
Call of 2026-03-04, 09:12-09:26, billing line.
Start: "This is the third time I'm calling about the same bill."
Middle: "OK, so the credit of 18.50 will show on the April bill?"
End: "Great, thank you, that's actually sorted then."<|im_end|>
<|im_start|>assistant
""",
            a=v("datetime", "Current time: " + rfc3339(t)),
        ),
        "qa:chatml-sentiment",
        ["chat_template", "chatml", "inline_before_im_end", "rfc3339", "call_times_stay"],
    )


@positive
def _calibration_session(g: Gen71) -> Draft:
    t = g.at(GST)
    return pos(
        fill(
            """QA calibration room
Participants: N. Haddad (lead), S. Farouk, M. Rahman, L. Pinto
<%a%>
<%b%>

Four evaluators scored the same call. Explain where they disagree and which scorecard wording causes it.

Evaluator   Greeting  Verification  Empathy  Resolution  Total
Haddad      2         2             1        2           7
Farouk      2         1             2        2           7
Rahman      2         2             0        1           5
Pinto       1         2             1        2           6

Call under review: REC-2026-02-27-10093, recorded 27 Feb 2026 14:05, agent Yusuf.

Analysis:""",
            a=v("session_id", "Calibration session: cal_" + g.b58(14)),
            b=v("datetime", "Session started: " + f"{t:%d %b %Y %H:%M:%S} GST"),
        ),
        "qa:calibration-session",
        ["header_block", "base58", "dd_mon_yyyy", "work_session", "score_table_stays"],
    )


@positive
def _speech_analytics_query(g: Gen71) -> Draft:
    t = g.at(UTC)
    start = t - timedelta(days=7)
    return pos(
        fill(
            """Speech analytics assistant. Explain the result in plain words for a team leader.

Query: phrase "cancel my contract" OR "close my account", inbound calls, all queues
<%a%>
<%b%>
Result: 412 calls matched out of 18,930 (2.2%); top queue: retentions (188); peak hour: 12:00-13:00.
Previous 7 days (26 February - 4 March): 301 calls out of 18,112 (1.7%).

What changed, and what should the team leader check first?""",
            a=v("datetime", "Window: " + rfc3339(start) + " to " + rfc3339(t)),
            b=v("request_id", "Query id: q_" + g.b62(12)),
        ),
        "qa:speech-analytics-window",
        ["header_block", "query_window", "rfc3339", "request_id", "previous_week_stays"],
    )


# --- positives: chat and e-mail transcripts -----------------------------------------------------------------


@positive
def _delivery_envelope_nested(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """{
  "delivery": {
    <%a%>
    <%b%>
    "attempt": 1
  },
  "ticket": {
    "id": 48213,
    "created_at": "2026-03-08T17:02:51Z",
    "status": "open",
    "messages": [
      {"from": "customer", "at": "2026-03-08T17:02:51Z", "text": "Your app charged me for Premium after I downgraded on 1 March."},
      {"from": "agent", "at": "2026-03-09T08:15:30Z", "text": "Thanks, I've asked billing to check the downgrade date."},
      {"from": "customer", "at": "2026-03-10T12:44:09Z", "text": "Any update? It's been two days."}
    ]
  }
}
Write the agent's next message. Be specific about what billing found: the downgrade took effect on
1 March but the charge ran on 28 February, so a pro-rated refund of EUR 6.20 is due.
Message:""",
            a=v("request_id", '"id": "dlv_' + g.b62(20) + '",'),
            b=v("datetime", '"delivered_at": "' + rfc3339(t, 3) + '",'),
        ),
        "chat:delivery-envelope-nested",
        ["json_block", "nested_json", "webhook_envelope", "rfc3339", "payload_stays"],
    )


@positive
def _mailbox_poll(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Mailbox: kundenservice@stadtrad.example
<%a%>
<%b%>

Fasse die E-Mail in zwei Sätzen zusammen und schlage eine Kategorie vor (Abrechnung, Technik,
Vertrag, Sonstiges).

From: Petra Vogel <p.vogel@example.de>
Date: Wed, 11 Mar 2026 07:45:12 +0100
Message-ID: <8f2c1a70-4e55-4b8e-9a0d-2c51e9d0f1a3@example.de>
Subject: Jahresabo doppelt abgebucht

Guten Tag, am 2. März wurde mein Jahresabo (89 EUR) zweimal abgebucht. Bitte erstatten Sie einen Betrag.""",
            a=v("datetime", "Polled: " + rfc2822(t)),
            b=v("request_id", "Poll-Id: " + g.hex(20)),
        ),
        "chat:mailbox-poll",
        ["header_block", "head", "rfc2822", "email_date_near_miss", "non_english", "german"],
    )


@positive
def _messaging_webhook(g: Gen71) -> Draft:
    t = g.at(PHT)
    return pos(
        fill(
            """Incoming message on the Lakbay Air support number (relayed by the messaging gateway):
{
  "from": "639171234567",
  <%a%>
  <%b%>
  "type": "text",
  "text": "Hi, my flight 5J 562 on 14 March was cancelled. Can I get a refund instead of the rebooking?"
}

Earlier in this conversation (for context):
[2026-03-11 21:04] Customer: my flight got cancelled
[2026-03-11 21:04] Bot: Sorry to hear that. Please send your booking reference.
[2026-03-11 21:06] Customer: KX7P2Q

Reply in English, under 50 words.""",
            a=v("message_id", '"id": "wamid.' + g.b64url(30) + '",'),
            b=v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",'),
        ),
        "chat:messaging-webhook",
        ["json_block", "per_message_id", "epoch_s", "earlier_messages_stay"],
    )


@positive
def _summary_requested_tail(g: Gen71) -> Draft:
    t = g.at(EDT)
    return pos(
        fill(
            """Summarise this chat for the next agent in three lines: problem, what was tried, what's pending.

Chat 2026-03-10, 14:31-14:52, agent Dwayne
Customer: My smart thermostat shows E7 since the power cut on Sunday.
Dwayne: Please hold the reset button for 10 seconds.
Customer: Did that twice, still E7.
Dwayne: OK, I'm sending a replacement base unit. It should arrive by Friday 13 March.
Customer: Fine, but I need heating until then.

<%a%>""",
            a=v("datetime", "Summary requested: " + windows_general(t)),
        ),
        "chat:summary-requested-tail",
        ["tail", "windows_datetime", "chat_times_stay"],
    )


@positive
def _vietnamese_chat(g: Gen71) -> Draft:
    t = g.at(ICT)
    return pos(
        fill(
            """Bạn là trợ lý của đội chăm sóc khách hàng ví điện tử TienNhanh. Tóm tắt cuộc trò chuyện dưới đây trong
hai câu và đề xuất bước tiếp theo cho nhân viên.
<%a%>

[09:12 10/03/2026] Khách: Tôi chuyển 500.000đ cho bạn lúc 8 giờ sáng nay nhưng người nhận chưa nhận được.
[09:15 10/03/2026] Nhân viên: Mã giao dịch của anh là gì ạ?
[09:16 10/03/2026] Khách: TN2603100812554""",
            a=v("datetime", f"Bây giờ: {hms(t)} ngày {dmy(t, '/')}"),
        ),
        "chat:vietnamese-wallet",
        ["system_tail", "non_english", "vietnamese", "localized_now", "chat_times_stay"],
    )


@positive
def _greek_email(g: Gen71) -> Draft:
    t = g.at(EET)
    months = [
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
    days = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
    return pos(
        fill(
            """Είσαι βοηθός του τμήματος εξυπηρέτησης της Aegean Home. Γράψε σύντομη απάντηση στο παρακάτω email.
<%a%>

Από: Νίκος Παπαδόπουλος
Ημερομηνία: Δευτέρα 9 Μαρτίου 2026, 22:10
Θέμα: Λάθος χρώμα καναπέ

Παρέλαβα τον καναπέ στις 6 Μαρτίου, αλλά είναι γκρι αντί για μπλε. Θέλω αντικατάσταση.""",
            a=v("date", f"Σήμερα: {days[t.weekday()]} {t.day} {months[t.month - 1]} {t.year}"),
        ),
        "chat:greek-email",
        ["system_tail", "non_english", "greek", "localized_today", "email_date_stays"],
    )


@positive
def _sms_gateway_lines(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Inbound SMS, form fields as the gateway posted them:
account=AC-smslane-2291
<%a%>
<%b%>
from=+447700900123
to=+441632960555
body=Hi my refund still hasnt arrived, ref RF-22019, you said 5 days on 2 March

Reply by SMS in under 160 characters. The refund RF-22019 was sent on 6 March and banks take up to 5
working days.
SMS:""",
            a=v("message_id", "message_ref=SM" + g.hex(32)),
            b=v("datetime", "received=" + rfc3339(t)),
        ),
        "chat:sms-gateway",
        ["key_value_lines", "per_message_id", "rfc3339", "stable_neighbours"],
    )


@positive
def _handoff_sentence(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Handoff <%a%> created <%b%> by the bot for the Tier 2 queue.
The customer has already answered the bot's questions below; don't ask them again.

Bot: What is your order number?
Customer: 1188-6620
Bot: When did you place it?
Customer: 27 February, around 9 pm
Bot: What's the problem?
Customer: I was charged 149 EUR but the order shows cancelled on 1 March.

First message:""",
            a=v("request_id", "hf_" + g.b62(18)),
            b=v("datetime", "at " + dmy_hms(t)),
        ),
        "chat:bot-handoff",
        ["inline_sentence", "head", "base62", "dotted_datetime", "user_answers_stay"],
    )


@positive
def _email_last_user_meta(g: Gen71) -> Draft:
    t = g.at(AEDT)
    return pos(
        fill(
            """You draft replies for the support mailbox of Koala Cloud Storage. Sign off as "The Koala team".

Earlier reply from us (sent 10 March):
> We've restored your folder from the 8 March snapshot. Please check it's complete.

Customer:
Thanks, but the files I added on 9 March are missing. Can you restore from the 9 March snapshot instead?
<%a%>
<%b%>
Draft:""",
            a=v("datetime", "Sent: " + rfc2822(t)),
            b=v("message_id", "Message-ID: <" + g.hex(24) + "@mx.koalacloud.example>"),
        ),
        "chat:email-last-user-meta",
        ["last_user", "rfc2822", "message_id", "quoted_reply_stays"],
    )


@positive
def _transcript_slack_event(g: Gen71) -> Draft:
    t = g.at(UTC)
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return pos(
        fill(
            """Event from the #cx-escalations channel:
{
  "team_id": "T02CX7Q41",
  "channel": "C05ESC9H2",
  <%a%>
  <%b%>
  <%c%>
  "user": "U04QAL1MM",
  "text": "Customer on chat 2026-03-11 says they were promised a call-back by 17:00 yesterday and nobody called. Can L2 take it?"
}

You are the escalations assistant. Reply in the thread with who should pick this up (L2 billing or
L2 technical) and why, in one sentence.""",
            a=v("request_id", '"event_id": "Ev' + g.upper_hex(10) + '",'),
            b=v("epoch", '"event_time": ' + str(epoch_s(t)) + ","),
            c=v("message_id", '"ts": "' + ts + '",'),
        ),
        "chat:slack-escalation-event",
        ["json_block", "slack_event", "epoch_s", "slack_ts", "three_fields", "message_text_stays"],
    )


# --- positives: CSAT and NPS surveys --------------------------------------------------------------------------


@positive
def _csat_pull(g: Gen71) -> Draft:
    t = g.at(KST)
    return pos(
        fill(
            """CSAT responses pulled <%a%> <%b%> for this request:
response_id,ticket_id,submitted_at,score,comment
r_88120,480113,2026-03-09T10:12:55Z,1,"Three days for a reply, and the answer was copy-paste."
r_88131,480140,2026-03-09T11:40:02Z,5,"Maya sorted my refund in five minutes!"
r_88164,480171,2026-03-09T14:03:37Z,2,"Still no refund, the agent just said wait."
r_88190,480201,2026-03-09T16:28:19Z,4,"Good, but I had to explain it twice."

Group the comments by theme and say which theme drags the score down most.""",
            a=v("datetime", "at " + rfc3339(t)),
            b=v("request_id", "(pull " + g.xid(t) + ")"),
        ),
        "csat:responses-pull",
        ["inline_phrase", "head", "parenthesised_id", "xid", "csv_neighbour", "submitted_at_stays"],
    )


@positive
def _nps_single_line_json(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """{"svc":"nps-tagger",<%a%><%b%>"lang":"en"}
Tag each NPS comment with one driver: price, product, support, delivery or other. Output "id: driver".

n1 (score 9, 2026-03-02): Support fixed my sync issue the same day.
n2 (score 3, 2026-03-02): Third price rise in a year, I'm leaving.
n3 (score 6, 2026-03-03): Fine product, but the courier left it in the rain.
n4 (score 10, 2026-03-04): Best app I pay for.

Tags:""",
            a=v("request_id", '"req":"' + g.uuid4() + '",'),
            b=v("epoch", '"ts":' + str(epoch_ms(t)) + ","),
        ),
        "csat:nps-json-line",
        ["json_inline", "head", "uuid", "epoch_ms", "two_in_line", "survey_dates_stay"],
    )


@positive
def _survey_standard_webhook(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<%a%>
<%b%>
<%c%>
content-type: application/json

{"type": "survey.response.completed", "data": {"response_id": "resp_7XQ2K9", "survey": "post-contact-csat", "contact_id": "CT-2026-0310-7781", "submitted_at": "2026-03-10T18:22:40Z", "answers": {"csat": 2, "resolved": "no", "comment": "Agent was kind but the router still drops every evening."}}}

A low-score response arrived. Write a two-sentence follow-up e-mail to the customer from the team
leader, offering a technician visit.""",
            a=v("request_id", "webhook-id: msg_" + g.b62(27)),
            b=v("epoch", "webhook-timestamp: " + str(epoch_s(t))),
            c=v("signature", "webhook-signature: v1," + g.b64url(32) + "="),
        ),
        "csat:survey-standard-webhooks",
        ["head", "header_block", "standard_webhooks", "epoch_s", "signature", "payload_stays"],
    )


@positive
def _csat_snapshot(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Explain this week's CSAT dip to the operations manager in three sentences.

CSAT by team <%a%> <%b%> for this request:
| Team      | W09 CSAT | W10 CSAT | W10 responses |
|-----------|----------|----------|---------------|
| Billing   | 86%      | 79%      | 412           |
| Technical | 81%      | 82%      | 388           |
| Orders    | 90%      | 88%      | 505           |

Notes from team leads: billing moved to the new invoice layout on 2 March.""",
            a=v("datetime", "as of " + dmy_hm(t) + " CET"),
            b=v("request_id", "(snapshot " + g.b58(16) + ")"),
        ),
        "csat:team-snapshot",
        ["inline_phrase", "parenthesised_id", "dotted_datetime", "md_table_neighbour"],
    )


@positive
def _hungarian_nps(g: Gen71) -> Draft:
    t = g.at(CET)
    months = [
        "január",
        "február",
        "március",
        "április",
        "május",
        "június",
        "július",
        "augusztus",
        "szeptember",
        "október",
        "november",
        "december",
    ]
    return pos(
        fill(
            """Te egy ügyfélélmény-elemző vagy. Csoportosítsd az alábbi NPS-megjegyzéseket témák szerint, és írd meg,
melyik téma a leggyakoribb a kritikusoknál (0-6 pont).
<%a%>

- 3 pont: "Az ügyfélszolgálat 40 percig nem vette fel a telefont."
- 9 pont: "Gyors kiszállítás, március 4-én rendeltem, 5-én megjött."
- 5 pont: "A visszatérítés még mindig nem érkezett meg."
- 2 pont: "Háromszor kellett elmondanom ugyanazt."""
            + '"',
            a=v("datetime", f"Most: {t.year}. {months[t.month - 1]} {t.day}. {t:%H:%M}"),
        ),
        "csat:hungarian-nps",
        ["system_tail", "non_english", "hungarian", "localized_now", "survey_comments_stay"],
    )


@positive
def _urdu_csat(g: Gen71) -> Draft:
    t = g.at(PKT)
    return pos(
        fill(
            """<%a%>
آپ ایک کسٹمر سروس تجزیہ کار ہیں۔ نیچے دیے گئے سروے کے تبصروں کو مثبت، منفی یا ملے جلے میں تقسیم کریں۔

1۔ "ایجنٹ نے میرا مسئلہ دس منٹ میں حل کر دیا۔" (10 مارچ)
2۔ "ریفنڈ کا وعدہ 3 مارچ کو کیا گیا تھا، ابھی تک نہیں ملا۔" (11 مارچ)
3۔ "کال جلدی اٹھائی گئی لیکن جواب ادھورا تھا۔" (11 مارچ)""",
            a=v("datetime", "موجودہ وقت: " + iso_space(t)[:16]),
        ),
        "csat:urdu-comments",
        ["head", "non_english", "urdu", "localized_now", "survey_dates_stay"],
    )


@positive
def _survey_invite_job(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Survey invitation writer
<%a%>
<%b%>
Template: post-resolution-v5

Write a short, friendly invitation (under 70 words) asking the customer to rate the support they got.
Mention the case, not the agent's name.

Case: CS-2026-041187
Opened: 2026-03-05 09:30 UTC
Solved: 2026-03-10 15:12 UTC
Customer: Ingrid Solberg (preferred language: English)

Invitation:""",
            a=v("run_id", "Invite-Job: " + g.cuid()),
            b=v("datetime", "Queued-At: " + js_iso(t)),
        ),
        "csat:survey-invite-job",
        ["header_block", "cuid2", "js_iso", "case_dates_stay", "run_id"],
    )


# --- positives: workforce management and schedule adherence ------------------------------------------------


@positive
def _adherence_snapshot(g: Gen71) -> Draft:
    t = g.at(WET)
    return pos(
        fill(
            """Agent states <%a%> <%b%> for this request:
Agent        Scheduled        Actual state   In state since
Ana Rocha    Phone            Phone          13:58:02
Bruno Lima   Lunch 14:00-14:30 Phone          14:01:44
Carla Neves  Phone            Not ready      13:41:19
Diogo Sá     Coaching         Phone          13:30:00

You are the real-time analyst's assistant. Who is out of adherence right now, and for how long? Ignore
anyone whose deviation is under five minutes.""",
            a=v("datetime", "as of " + rfc3339(t)),
            b=v("request_id", "(snapshot " + g.hex(10) + ")"),
        ),
        "wfm:adherence-snapshot",
        ["inline_phrase", "head", "parenthesised_id", "rfc3339", "state_times_stay"],
    )


@positive
def _swap_received_prefix(g: Gen71) -> Draft:
    t = g.at(IST)
    return pos(
        fill(
            """You check shift-swap requests against the swap rules: both agents must have the skill for the other
shift, nobody may exceed 48 hours in the week, and there must be 11 hours of rest between shifts.

<%a%> Priya (billing, chat): can I swap my Sat 14 March 10:00-18:00 with Karan's Sun 15 March 10:00-18:00? My
Friday shift ends at 22:00.

Karan's skills: billing, voice. Priya's week so far: 40 hours.

Verdict:""",
            a=v("datetime", "[received " + iso_space(t) + "]"),
        ),
        "wfm:swap-received-prefix",
        ["received_prefix", "iso_space", "shift_times_stay"],
    )


@positive
def _forecast_run_sentence(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Intraday reforecast. Forecast run <%a%> started <%b%> on model erlang-a v3.

Interval  Forecast calls  Actual calls  AHT (s)  Agents scheduled
13:00     210             265           312      38
13:30     205             258           305      38
14:00     198             -             -        36
14:30     190             -             -        34

Given the last two intervals, how many extra agents do we need at 14:00 and 14:30 for 80/20?
Answer:""",
            a=v("run_id", g.uuid7(t)),
            b=v("datetime", "at " + iso_space(t)),
        ),
        "wfm:forecast-run",
        ["inline_sentence", "head", "uuid7", "iso_space", "interval_times_stay", "run_id"],
    )


@positive
def _wallboard_tail(g: Gen71) -> Draft:
    t = g.at(PDT)
    return pos(
        fill(
            """Write a one-line message for the floor's wallboard ticker. Be upbeat but honest.

Queue       Waiting  Longest wait  Service level today
Sales       3        00:01:12      84%
Support     17       00:09:48      61%
Retention   0        00:00:00      92%

<%a%>""",
            a=v("datetime", "Wallboard read: " + us_12h(t)),
        ),
        "wfm:wallboard-tail",
        ["tail", "us_12h", "queue_times_stay"],
    )


@positive
def _timeoff_activity(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """You handle time-off requests for the Rotterdam site. Approve only if the day stays above 85% of the
required agents; otherwise suggest the nearest day that works.

Activity from the chat app:
{
  "type": "message",
  <%a%>
  <%b%>
  "from": {"name": "Sanne de Vries", "id": "29:1f8Q2mT"},
  "conversation": {"id": "19:wfm-requests@thread.v2"},
  "text": "Kan ik vrijdag 20 maart vrij krijgen? Mijn zus trouwt."
}

Staffing on Fri 20 March: required 42, scheduled 38, already approved off: 2.

Answer in Dutch:""",
            a=v("message_id", '"id": "f:' + g.digits(19) + '",'),
            b=v("datetime", '"timestamp": "' + py_iso(t.astimezone(UTC)) + 'Z",'),
        ),
        "wfm:timeoff-activity",
        ["json_block", "chat_activity", "py_isoformat", "conversation_stays", "non_english_material"],
    )


@positive
def _marathi_wfm(g: Gen71) -> Draft:
    t = g.at(IST)
    return pos(
        fill(
            """तुम्ही पुण्यातील कॉल सेंटरच्या वर्कफोर्स टीमसाठी सहाय्यक आहात. खालील वेळापत्रक पाहून सांगा की शनिवारी सकाळच्या शिफ्टमध्ये किती एजंट कमी पडतील.
<%a%>

शनिवार 14 मार्च, सकाळी 08:00 ते 16:00
आवश्यक एजंट: 24
नियोजित एजंट: 21
मंजूर रजा: 2 (रोहित, स्नेहा)""",
            a=v("datetime", "आत्ताची वेळ: " + dmy_hm(t, "-")),
        ),
        "wfm:marathi-saturday",
        ["system_tail", "non_english", "marathi", "localized_now", "schedule_stays"],
    )


@positive
def _shift_bid_jwt(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Shift bidding portal assistant. Explain to the agent which of their bids can still win, given seniority.
agent: a-4471 (seniority rank 112 of 180)
bid_round: Q2-2026
<%a%>

Bids placed on 2 March:
1. Mon-Fri 07:00-15:00 (42 seats, 118 bids, lowest winning rank so far 96)
2. Tue-Sat 09:00-17:00 (30 seats, 41 bids, lowest winning rank so far 160)
3. Mon-Fri 12:00-20:00 (25 seats, 77 bids, lowest winning rank so far 88)

Agent: Which of these am I likely to get?
Assistant:""",
            a=v("token", "portal_token: " + g.jwt(t, "a-4471")),
        ),
        "wfm:shift-bid-jwt",
        ["header_block", "jwt", "agent_stays", "bid_dates_stay"],
    )


@positive
def _occupancy_request_start(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Via: 1.1 wfm-edge
<%a%>
Accept: text/plain

Compute yesterday's occupancy for each team: handle time divided by (handle time plus available time).
Round to one decimal.

Team     Handle (h)  Available (h)  Date
North    212.5       41.0           2026-03-11
South    198.0       66.5           2026-03-11
Chat     301.2       22.8           2026-03-11""",
            a=v("epoch", "X-Request-Start: t=" + str(epoch_us(t))),
        ),
        "wfm:occupancy-request-start",
        ["head", "header_block", "epoch_us", "table_dates_stay"],
    )


@positive
def _czech_wfm(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Jsi asistent plánovače směn v brněnském kontaktním centru. Navrhni, kdo může zítra převzít odpolední
směnu za nemocnou kolegyni, aby nikdo neměl víc než 40 hodin týdně.
<%a%>

Směna k obsazení: pátek 13. 3. 2026, 12:00-20:00 (hlasová linka)
Kandidáti (odpracováno tento týden): Petr 32 h, Lucie 38 h, Tomáš 24 h, Eva 36 h""",
            a=v("datetime", f"Nyní: {t.day}. {t.month}. {t.year} {hms(t)}"),
        ),
        "wfm:czech-cover",
        ["system_tail", "non_english", "czech", "localized_now", "shift_stays"],
    )


# --- positives: refunds and goodwill credits ----------------------------------------------------------------


@positive
def _refund_api_call(g: Gen71) -> Draft:
    return pos(
        fill(
            """Refund tool call made by the backend for this conversation:
POST /v1/refunds
Paywell-Version: 2025-09-30
<%a%>
charge=ch_3QmL8x2eZvKq1Y0a amount=2900 reason=duplicate

Response:
<%b%>
{"id": "re_3QmT0a9fLk2Pq7Rc", "charge": "ch_3QmL8x2eZvKq1Y0a", "amount": 2900, "currency": "eur", "created": 1773060122, "status": "pending"}

Tell the customer, in two sentences, that the refund is on its way and when to expect it (5-10 working
days for cards).
Customer message:""",
            a=v("request_id", "Idempotency-Key: " + g.uuid4()),
            b=v("request_id", "Request-Id: req_" + g.b62(14)),
        ),
        "refund:api-call",
        ["header_block", "idempotency_key", "request_id", "refund_object_stays", "api_version_neighbour"],
    )


@positive
def _goodwill_policy_clock(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Goodwill credit calculator. Policy GW-4: late delivery credit is 10% of the order value per full day
late, capped at 50%, only if the customer complains within 30 days of delivery.
<%a%>

Order 4410-772: value EUR 186.00, promised 2026-02-24, delivered 2026-02-28.
Complaint received: 2026-03-09.

What credit does the policy allow? Show the calculation.
Answer:""",
            a=v("datetime", "Policy evaluated at: " + rfc3339(t)),
        ),
        "refund:goodwill-clock",
        ["system_tail", "rfc3339", "order_dates_stay"],
    )


@positive
def _refund_status_lookup(g: Gen71) -> Draft:
    t = g.at(BRT)
    return pos(
        fill(
            """Você é a assistente de atendimento da loja Casa Serena. Responda em português do Brasil, em até três
frases.

Status do reembolso consultado <%a%> <%b%> para esta solicitação:
reembolso RB-99120 | pedido 55-10277 | valor R$ 349,90 | solicitado 2026-03-02 10:44 | aprovado 2026-03-03 | enviado ao banco 2026-03-04

Cliente: Já faz uma semana e o dinheiro não caiu no meu cartão. O que aconteceu?""",
            a=v("datetime", "em " + dmy_hms(t, "/")),
            b=v("request_id", "(consulta " + g.hex(12) + ")"),
        ),
        "refund:status-lookup-pt-br",
        ["inline_phrase", "parenthesised_id", "non_english", "portuguese_br", "refund_dates_stay"],
    )


@positive
def _payout_request_id(g: Gen71) -> Draft:
    return pos(
        fill(
            """Goodwill payout (executed by the credits service):
POST /v2/payouts HTTP/1.1
Host: api.paywell.example
<%a%>
Payout-Partner-Id: cx-harborline

{"recipient": "cust_88J2QK", "amount": {"value": "25.00", "currency": "GBP"}, "note": "Apology for missed engineer visit on 6 March"}

Write the internal note for the ticket, one line: what was paid, to whom and why.
Note:""",
            a=v("request_id", "X-Payout-Request-Id: " + g.uuid4()),
        ),
        "refund:payout-request-id",
        ["header_block", "request_id", "partner_id_stays", "payload_stays"],
    )


@positive
def _arabic_refund(g: Gen71) -> Draft:
    t = g.at(GST)
    return pos(
        fill(
            """أنت مساعد فريق خدمة العملاء في متجر "نخلة". اكتب ردًا قصيرًا ومهذبًا باللغة العربية.
<%a%>
<%b%>

رسالة العميل (طلب رقم 30412، تاريخ الطلب 1 مارس 2026):
طلبت ساعة يوم 1 مارس ووصلت مكسورة يوم 5 مارس. أريد استرداد المبلغ كاملًا وليس قسيمة.""",
            a=v("datetime", "الوقت الحالي: " + iso_space(t)),
            b=v("session_id", "رقم الجلسة: " + g.uuid4()),
        ),
        "refund:arabic-broken-watch",
        ["system_tail", "non_english", "arabic", "localized_now", "session_id", "order_dates_stay"],
    )


@positive
def _refund_webhook_envelope(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """The payments provider notified us about a refund. Update the customer on the open ticket.

Delivery headers:
<%a%>
<%b%>
Paywell-Event-Type: refund.failed

Body:
{
  "id": "evt_1QmZk3Lx9",
  "type": "refund.failed",
  "created": 1773142201,
  "data": {"refund": "re_3QmT0a9fLk2Pq7Rc", "failure_reason": "expired_or_canceled_card", "amount": 2900}
}

Ticket 480140, customer Maya Okoye. Tell her the refund bounced because her card was cancelled and
ask for bank details for a transfer.
Reply:""",
            a=v("request_id", "Paywell-Delivery-Id: dlv_" + g.b62(24)),
            b=v("datetime", "Paywell-Delivered-At: " + rfc3339(t, 6)),
        ),
        "refund:webhook-envelope",
        ["header_block", "webhook_envelope", "rfc3339", "event_body_stays"],
    )


@positive
def _spanish_goodwill(g: Gen71) -> Draft:
    t = g.at(COT)
    h = t.hour % 12 or 12
    ampm = "p. m." if t.hour >= 12 else "a. m."
    return pos(
        fill(
            """Eres el asistente del equipo de retención de Conecta Hogar (Bogotá). Propón un crédito de cortesía
razonable y redacta el mensaje para el cliente.
<%a%>

Caso: el cliente Julián Rojas tuvo el internet caído del 2 al 6 de marzo (4 días). Su plan cuesta
$ 119.900 al mes. Ya había tenido otra falla el 14 de febrero.""",
            a=v("datetime", f"Fecha y hora actual: {dmy(t, '/')} {h}:{t:%M} {ampm}"),
        ),
        "refund:spanish-goodwill",
        ["system_tail", "non_english", "spanish", "localized_now", "outage_dates_stay"],
    )


# --- positives: escalations to second line ------------------------------------------------------------------


@positive
def _chatml_escalation_sent(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<|im_start|>system
You write escalation notes for second-line support. Format: Summary, Impact, Steps taken, Ask.<|im_end|>
<|im_start|>user
Customer Lumen Dental (account 7712) can't send appointment SMS since the update on 9 March 22:00.
First-line checked: sender id approved, credits 4,210 left, test SMS at 08:12 today failed with code 30007.
Please write the L2 escalation.
<%a%><|im_end|>
<|im_start|>assistant
""",
            a=v("datetime", "Sent: " + iso_space(t) + " UTC"),
        ),
        "escalation:chatml-sent",
        ["chat_template", "chatml", "inline_before_im_end", "iso_space", "user_times_stay"],
    )


@positive
def _tracker_response_headers(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """The escalation was filed. Tracker API response received by the bot:
HTTP/1.1 201 Created
<%a%>
<%b%>
Content-Type: application/json

{"key": "L2-4471", "created": "2026-03-10T09:44:18.000+0000", "fields": {"summary": "SMS delivery failing for account 7712", "priority": "P2", "assignee": null}}

Tell the first-line agent, in one sentence, what to say to the customer now.""",
            a=v("datetime", "Date: " + http_date(t)),
            b=v("request_id", "X-Request-Id: " + g.uuid4()),
        ),
        "escalation:tracker-response",
        ["header_block", "http_date", "request_id", "issue_created_stays"],
    )


@positive
def _oncall_now_label(g: Gen71) -> Draft:
    t = g.at(WET)
    return pos(
        fill(
            """Escalation matrix (effective 2026-01-15):
- Billing disputes over EUR 500: L2 Billing, Mon-Fri 08:00-20:00 Lisbon time; otherwise duty manager.
- Outages affecting more than 50 customers: L2 Network, 24/7.
- Data protection requests: DPO desk, Mon-Fri 09:00-17:00.
<%a%>

Agent: A business customer disputes a EUR 1,240 invoice and wants someone senior now. Who do I escalate to?
Assistant:""",
            a=v("datetime", f"Now (Europe/Lisbon): {DAYS[t.weekday()]} {iso_space(t)[:16]}"),
        ),
        "escalation:oncall-now",
        ["system_tail", "weekday_datetime", "matrix_date_stays"],
    )


@positive
def _bridge_traceparent(g: Gen71) -> Draft:
    return pos(
        fill(
            """<%a%>
<%b%>
x-client: l2-bridge

You are on the second-line bridge for an incident. Draft the customer-facing status update (max 60
words) from the engineer's notes.

Engineer notes: login errors for ~8% of EU users since 07:42 UTC; cause: expired intermediate
certificate on auth-eu-2; new cert deployed 09:15; errors back to normal 09:21.""",
            a=v("trace_id", "traceparent: " + g.traceparent()),
            b=v("trace_id", "tracestate: cx=" + g.hex(16) + ",vendor=" + g.b64url(9)),
        ),
        "escalation:bridge-traceparent",
        ["head", "header_block", "traceparent", "tracestate", "incident_times_stay"],
    )


@positive
def _serbian_escalation(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Ти си асистент прве линије подршке. Напиши кратку белешку за ескалацију другој линији на српском.
<%a%>
<%b%>

Корисник: Марко Илић, број уговора 44-1901
Проблем: од 8. марта увече нема сигнала на ТВ пријемнику; рестарт урађен два пута.""",
            a=v("datetime", "Тренутно време: " + dmy_hm(t) + "."),
            b=v("request_id", "ИД захтева: " + g.hex(16)),
        ),
        "escalation:serbian-note",
        ["system_tail", "non_english", "serbian_cyrillic", "localized_now", "request_id"],
    )


@positive
def _escalation_priority_clock(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """L2 queue prioritiser. Sort the escalations by urgency: P1 first, then by time waiting. Use the clock
below for "time waiting".
<%a%>

ESC-9012  P2  escalated 2026-03-12 06:10 UTC  Card payments declined for one merchant
ESC-9015  P1  escalated 2026-03-12 08:55 UTC  Checkout down for all EU customers
ESC-9017  P3  escalated 2026-03-11 17:30 UTC  Typo in invoice template
ESC-9018  P2  escalated 2026-03-12 09:02 UTC  Password reset e-mails delayed

Order:""",
            a=v("epoch", "clock_epoch: " + str(epoch_s(t))),
        ),
        "escalation:priority-clock",
        ["system_tail", "epoch_s", "made_up_label", "escalation_times_stay"],
    )


@positive
def _escalation_form_xml(g: Gen71) -> Draft:
    t = g.at(TRT)
    return pos(
        fill(
            """<request>
  <%a%>
  <%b%>
  <form>l2-escalation-v4</form>
</request>
<case number="CS-2026-040981" opened="2026-03-03T11:20:00+01:00" product="Fibra 1G">
The customer's line drops every night between 02:00 and 02:10. Line tests on 4 and 9 March were clean.
</case>
Fill the escalation form fields: symptom, frequency, tests done, suspected cause.
Fields:""",
            a=v("request_id", "<ref>" + g.cuid() + "</ref>"),
            b=v("datetime", "<submitted>" + rfc3339(t) + "</submitted>"),
        ),
        "escalation:xml-elements",
        ["xml_element", "head", "cuid2", "rfc3339", "case_attributes_stay"],
    )


# --- positives: knowledge-base suggestions ------------------------------------------------------------------


@positive
def _kb_search_phrase(g: Gen71) -> Draft:
    t = g.at(AEDT)
    return pos(
        fill(
            """Knowledge base results retrieved <%a%> <%b%> for this request:

KB-1042 "Refunds to expired cards" (updated 2025-11-03)
If a card refund fails because the card expired, the money returns to us within 7 days; then offer a
bank transfer.

KB-1177 "Duplicate charges" (updated 2026-02-14)
A duplicate authorisation usually drops off within 3 working days without a refund.

Agent question: customer's refund from 2 March bounced, card expired in February. What do I tell her?
Suggested answer:""",
            a=v("datetime", "at " + rfc3339(t)),
            b=v("request_id", "(query " + g.b62(12) + ")"),
        ),
        "kb:search-phrase",
        ["inline_phrase", "head", "parenthesised_id", "rfc3339", "article_dates_stay"],
    )


@positive
def _kb_rag_brackets(g: Gen71) -> Draft:
    t = g.at(UTC)
    t2 = t + timedelta(milliseconds=g.small(30, 300))
    return pos(
        fill(
            """Answer the agent from the articles only and cite them as [KB-id].

[kb id=KB-2210 <%a%> rank=1]
Title: Changing the billing date
Updated: 2026-01-08
Customers can move their billing date once every 6 months, to any day from the 1st to the 28th.

[kb id=KB-2291 <%b%> rank=2]
Title: Pro-rata charges
Updated: 2025-12-19
Moving the billing date creates a one-off pro-rata charge or credit on the next invoice.

Agent: Customer wants her bill on the 30th and last changed it on 1 October. Can she?
Answer:""",
            a=v("datetime", "retrieved_at=" + rfc3339(t, 3)),
            b=v("datetime", "retrieved_at=" + rfc3339(t2, 3)),
        ),
        "kb:rag-bracket-lines",
        ["rag_doc_header", "key_value_inline", "rfc3339", "article_updated_stays"],
    )


@positive
def _kb_draft_job(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Knowledge article draft
<%a%>
<%b%>
Author: KB bot on behalf of Team Orders

Turn these three resolved tickets into one help-centre article with a title, a short intro and numbered
steps.

T-88301 (solved 2026-02-20): customer couldn't change delivery slot after 18:00 the day before; agent
explained the cut-off and moved it manually.
T-88415 (solved 2026-02-26): same cut-off question, customer on the app.
T-88502 (solved 2026-03-04): slot change failed because the order was already picked.

Article:""",
            a=v("run_id", "Draft job: " + g.ulid(t)),
            b=v("date", "Article date: " + long_date(t)),
        ),
        "kb:draft-job-today",
        ["header_block", "ulid", "long_date", "today_in_artefact", "ticket_dates_stay"],
    )


@positive
def _icelandic_kb(g: Gen71) -> Draft:
    t = g.at(WET)
    months = [
        "janúar",
        "febrúar",
        "mars",
        "apríl",
        "maí",
        "júní",
        "júlí",
        "ágúst",
        "september",
        "október",
        "nóvember",
        "desember",
    ]
    return pos(
        fill(
            """Þú ert aðstoðarmaður þjónustuvers Norðurorku. Svaraðu á íslensku út frá greininni hér fyrir neðan.
<%a%>

Grein ÞB-204 (uppfærð 12. febrúar 2026): Álestur mæla fer fram í mars og september. Viðskiptavinir
geta líka skráð álestur sjálfir á Mínum síðum.

Viðskiptavinur: Hvenær kemur næsti álestur hjá mér?""",
            a=v("datetime", f"Núna: {t.day}. {months[t.month - 1]} {t.year} kl. {t:%H:%M}"),
        ),
        "kb:icelandic-meter",
        ["system_tail", "non_english", "icelandic", "localized_now", "article_date_stays"],
    )


@positive
def _kb_gap_headers(g: Gen71) -> Draft:
    return pos(
        fill(
            """<%a%>
X-Client: kb-insights

Here are the searches agents made in the help centre last week that returned no article. Suggest the
three articles we should write first.

2026-03-02 09:14:03  "refund to paypal after 180 days"        0 results
2026-03-02 11:40:51  "change owner of business account"      0 results
2026-03-03 16:22:10  "refund paypal 180"                      0 results
2026-03-05 08:05:44  "invoice in Czech language"              0 results
2026-03-06 13:59:30  "business account new owner"             0 results""",
            a=v("request_id", "X-Request-ID: " + g.uuid4()),
        ),
        "kb:gap-headers",
        ["head", "header_block", "request_id", "search_log_stays"],
    )


@positive
def _react_current_time(g: Gen71) -> Draft:
    t = g.at(GST)
    return pos(
        fill(
            """Answer the agent's question. You can use these tools: get_order, get_current_time, search_kb.

Question: Is order 77-20391 still inside the 30-day return window?
Thought: I need the delivery date of the order.
Action: get_order
Action Input: {"order_id": "77-20391"}
Observation: {"order_id": "77-20391", "status": "delivered", "delivered_at": "2026-02-28T14:03:00Z", "items": 2}
Thought: Now I need today's date.
Action: get_current_time
Action Input: {}
<%a%>
Thought:""",
            a=v("datetime", "Observation: " + rfc3339(t)),
        ),
        "kb:react-current-time",
        ["agent_scaffold", "tool_result_now", "rfc3339", "tool_record_stays"],
    )


# --- positives: IVR flows --------------------------------------------------------------------------------------


@positive
def _ivr_simulation(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """IVR flow simulator
<%a%>
<%b%>

Flow "main-menu" version 14 (published 2026-02-18):
{"start": "greet", "nodes": {"greet": {"say": "Welcome to Orbit Telecom.", "next": "hours"}, "hours": {"check": "Mon-Sat 08:00-21:00", "open": "menu", "closed": "voicemail"}, "menu": {"options": {"1": "billing", "2": "technical", "3": "sales"}, "timeout_s": 6, "retries": 2}}}

Walk a caller through the flow who calls on Sunday at 10:00 and presses nothing. Where do they end up?
Walkthrough:""",
            a=v("run_id", "Run: " + g.ulid(t)),
            b=v("datetime", "Run started: " + py_str(t)),
        ),
        "ivr:simulation",
        ["header_block", "head", "ulid", "python_str_datetime", "flow_version_stays"],
    )


@positive
def _ivr_contact_yaml(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """contact:
  <%a%>
  <%b%>
  channel: VOICE
  queue: refunds-es
  ani: "+34 612 345 678"
  ivr_path: "menu>2>refund>not_received"
Eres el asistente del agente. Resume en una frase lo que el cliente eligió en el IVR y sugiere la
primera pregunta que debe hacer el agente.

Transcripción del IVR:
IVR: Para reembolsos, pulse 2.
Cliente: (pulsa 2)
IVR: Diga brevemente el motivo.
Cliente: "Pedí la devolución el 3 de marzo y todavía no me ha llegado el dinero."
""",
            a=v("session_id", "contactId: " + g.uuid4()),
            b=v("datetime", 'initiatedAt: "' + rfc3339(t) + '"'),
        ),
        "ivr:contact-attributes-yaml",
        ["nested_yaml", "head", "uuid", "rfc3339", "caller_number_stays", "non_english", "spanish"],
    )


@positive
def _ivr_business_hours(g: Gen71) -> Draft:
    t = g.at(EDT)
    return pos(
        fill(
            """You decide the IVR routing. Opening hours (Eastern): Mon-Fri 08:00-20:00, Sat 09:00-17:00, closed
Sunday and on 25 December. When closed, offer a callback; when open, route to the queue.
<%a%>

Caller chose: billing (option 1)
Callback number on file: +1 212 555 0187

Routing decision:""",
            a=v("datetime", f"Current local time: {DAYS_LONG[t.weekday()]} {t:%H:%M}"),
        ),
        "ivr:business-hours",
        ["system_tail", "weekday_time", "hours_stay"],
    )


@positive
def _asr_xml_attrs(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Map the caller's utterance to one IVR intent: balance, payment_arrangement, lost_card, agent, other.

<asr <%a%> <%b%> confidence="0.87" lang="en-GB">I got a letter dated the fifth of March saying I owe three hundred pounds and I want to pay it in instalments</asr>

Intent:""",
            a=v("request_id", 'utterance_id="' + g.hex(16) + '"'),
            b=v("datetime", 'recognized_at="' + rfc3339(t, 3) + '"'),
        ),
        "ivr:asr-attributes",
        ["xml_attr", "two_in_line", "rfc3339", "utterance_text_stays"],
    )


@positive
def _thai_ivr(g: Gen71) -> Draft:
    t = g.at(ICT)
    return pos(
        fill(
            """คุณเป็นผู้ช่วยออกแบบระบบตอบรับอัตโนมัติ (IVR) ของธนาคารสยามดิจิทัล ช่วยเขียนข้อความแจ้งลูกค้าที่โทรเข้ามานอกเวลาทำการ ให้สั้นและสุภาพ
<%a%>

เวลาทำการ: จันทร์-ศุกร์ 08:30-17:30 น.
วันหยุดพิเศษ: 6 เมษายน 2569 (วันจักรี)""",
            a=v("datetime", "เวลาปัจจุบัน: " + dmy_hm(t, "/") + " น."),
        ),
        "ivr:thai-after-hours",
        ["system_tail", "non_english", "thai", "localized_now", "holiday_date_stays"],
    )


@positive
def _callback_slots(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Offer the caller the two earliest callback slots in a natural sentence for text-to-speech.

Callback slots computed <%a%> for this request:
- Thu 12 Mar 16:30-16:45
- Thu 12 Mar 17:15-17:30
- Fri 13 Mar 09:00-09:15

Caller's number: +49 30 901820
Prompt:""",
            a=v("datetime", "at " + rfc3339(t)),
        ),
        "ivr:callback-slots",
        ["inline_phrase", "rfc3339", "slot_times_stay"],
    )


@positive
def _sip_call_id(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Agent assist for the call in progress.
<%a%>
<%b%>
Caller: +44 7700 900461 (matched: Owen Price, account 22-77190)
Last contact: 2026-03-05 chat, "boiler cover renewal price too high"

Suggest the opening line for the agent, referring to the last contact.
Opening line:""",
            a=v("session_id", "Call-ID: " + g.hex(24) + "@sbc-2.cx.example"),
            b=v("datetime", "Answered: " + ctime(t)),
        ),
        "ivr:sip-call-in-progress",
        ["header_block", "sip_call_id", "ctime", "last_contact_stays"],
    )


# --- positives: chat templates, scaffolds and values at the edges ---------------------------------------------


@positive
def _mistral_stamp(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """<s>[INST] You are a refund-policy checker for Voltaro Electronics. Returns are accepted within 30 days
of delivery; opened items get a 15% restocking fee unless faulty.
<%a%>

Customer: I got the headphones on 14 February, opened them, and the left side crackles. Can I still
return them for the full price? [/INST]""",
            a=v("datetime", "Stamp: " + dmy_hms(t)),
        ),
        "mixed:mistral-stamp",
        ["chat_template", "mistral", "whole_line_in_inst", "dotted_datetime", "delivery_date_stays"],
    )


@positive
def _gemma_request_date(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<start_of_turn>user
You are the returns assistant of Bluefin Sports. Answer in two sentences.
<%a%>

My order 6610-2294 was delivered on 20 February. The trainers are too small. Can I still exchange them?<end_of_turn>
<start_of_turn>model
""",
            a=v("date", "Request date: " + iso_date(t)),
        ),
        "mixed:gemma-request-date",
        ["chat_template", "gemma", "iso_date", "delivery_date_stays"],
    )


@positive
def _phi3_now(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<|system|>
You help contact-centre agents write after-call notes: one line for the reason, one for the outcome.
<%a%><|end|>
<|user|>
Caller asked why her March bill was 12 EUR higher. It was the roaming in Morocco from 1 to 4 March. I
explained and she accepted.<|end|>
<|assistant|>
""",
            a=v("datetime", "Now: " + ctime(t)),
        ),
        "mixed:phi3-now",
        ["chat_template", "phi3", "inline_before_end", "ctime", "roaming_dates_stay"],
    )


@positive
def _epoch_ms_head(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<%a%>
Classify the customer's message as complaint, question, compliment or request. One word.

Message: "I ordered on 3 March, paid express, and it came on 10 March. What's the point of express?"
Class:""",
            a=v("epoch", "t=" + str(epoch_ms(t))),
        ),
        "mixed:epoch-ms-head",
        ["head", "epoch_ms", "bare_label", "order_dates_stay"],
    )


@positive
def _ksuid_tail(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Rewrite this agent reply so it is warmer but keeps every fact.

"Your refund of GBP 42.10 was processed on 9 March. It takes 3-5 working days. Ticket closed."

<%a%>""",
            a=v("request_id", "request: " + g.ksuid(t)),
        ),
        "mixed:ksuid-tail",
        ["tail", "ksuid", "reply_dates_stay"],
    )


@positive
def _uuid7_head_alone(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """<%a%>
You are the internal helpdesk for contact-centre agents at Brightwave. Answer from the policy only.

Policy: Agents may issue goodwill credits up to EUR 20 without approval, up to EUR 75 with team leader
approval, above that only via the complaints team. Credits must be logged on the ticket.

Agent: Can I give 30 EUR to a customer whose engineer didn't show up twice?
Assistant:""",
            a=v("request_id", "x-req " + g.uuid7(t)),
        ),
        "mixed:uuid7-head",
        ["head", "uuid7", "made_up_label"],
    )


@positive
def _made_up_labels_block(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """cx_brand: fjordline-telco
<%a%>
<%b%>
persona: calm, plain Norwegian-English

Help the agent answer the customer's question about their invoice. Keep it to three sentences.

Invoice 2026-02 (issued 2026-03-01, due 2026-03-20): monthly plan NOK 399, extra data 5 GB NOK 99,
roaming EU 2 days NOK 0.

Customer: Why is there an extra 99 kroner?
Assistant:""",
            a=v("datetime", "wf_pulse: " + rfc3339(t)),
            b=v("session_id", "conv_handle: " + g.b58(22)),
        ),
        "mixed:made-up-labels",
        ["header_block", "head", "made_up_label", "rfc3339", "base58", "invoice_dates_stay"],
    )


@positive
def _polish_now(g: Gen71) -> Draft:
    t = g.at(CET)
    months = [
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
    return pos(
        fill(
            """Jesteś asystentem konsultantów infolinii sklepu Zielony Koszyk. Odpowiadaj po polsku, krótko.
<%a%>
<%b%>

Klient: Zamówiłem zakupy na wtorek 10 marca między 18 a 20, kurier przyjechał o 21:40 i połowa mrożonek
była rozmrożona. Chcę zwrot za mrożonki.""",
            a=v("datetime", f"Teraz: {t.day} {months[t.month - 1]} {t.year}, {t:%H:%M}"),
            b=v("session_id", "Sesja: " + g.nanoid()),
        ),
        "mixed:polish-grocery",
        ["system_tail", "non_english", "polish", "localized_now", "session_id", "delivery_times_stay"],
    )


@positive
def _turkish_now(g: Gen71) -> Draft:
    t = g.at(TRT)
    months = [
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
    return pos(
        fill(
            """<%a%>
Sen bir e-ticaret çağrı merkezinin temsilci asistanısın. Müşteriye kısa ve nazik bir yanıt taslağı yaz.

Sipariş 8812-44: 2 Mart'ta verildi, 6 Mart'ta teslim edildi. Müşteri 9 Mart'ta kırık ürün bildirdi.
Müşteri: Kırık bardaklar için ne zaman para iadesi alacağım?""",
            a=v("datetime", f"Şu an: {t.day} {months[t.month - 1]} {t.year} {hms(t)}"),
        ),
        "mixed:turkish-ecommerce",
        ["head", "non_english", "turkish", "localized_now", "order_dates_stay"],
    )


@positive
def _indonesian_chat(g: Gen71) -> Draft:
    t = g.at(timezone(timedelta(hours=7), "WIB"))
    return pos(
        fill(
            """Kamu adalah asisten layanan pelanggan aplikasi ojek online KilatGo. Jawab dalam bahasa Indonesia, singkat.
<%a%>
<%b%>

Riwayat perjalanan pelanggan:
- 10/03/2026 07:42, Kemang - Sudirman, Rp 38.000, dibayar KilatPay
- 10/03/2026 07:44, Kemang - Sudirman, Rp 38.000, dibayar KilatPay (dibatalkan pengemudi)

Pelanggan: Saldo saya terpotong dua kali padahal perjalanan kedua dibatalkan.""",
            a=v("datetime", f"Waktu sekarang: {dmy(t, '/')} pukul {t:%H.%M} WIB"),
            b=v("session_id", "ID percakapan: " + g.objectid(t)),
        ),
        "mixed:indonesian-ride",
        ["system_tail", "non_english", "indonesian", "localized_now", "objectid", "trip_times_stay"],
    )


@positive
def _swahili_chat(g: Gen71) -> Draft:
    t = g.at(EAT)
    return pos(
        fill(
            """Wewe ni msaidizi wa huduma kwa wateja wa kampuni ya umeme ya Nuru Power. Jibu kwa Kiswahili, kwa ufupi.
<%a%>

Ujumbe wa mteja: Nilinunua tokeni za shilingi 2,000 tarehe 9 Machi saa 3 usiku lakini hazijaingia kwenye mita.
Namba ya mita: 04512287719""",
            a=v("datetime", "Sasa hivi: " + dmy_hm(t, "/") + " EAT"),
        ),
        "mixed:swahili-tokens",
        ["system_tail", "non_english", "swahili", "localized_now", "meter_stays"],
    )


@positive
def _tagalog_chat(g: Gen71) -> Draft:
    t = g.at(PHT)
    return pos(
        fill(
            """Ikaw ay katulong ng mga ahente ng customer service ng Bayani Telco. Sumagot sa Tagalog, maikli lang.
<%a%>
<%b%>

Customer: Nag-load ako ng 299 noong Marso 8 para sa GigaSurf pero hindi pa rin active hanggang ngayon.""",
            a=v("datetime", "Oras ngayon: " + iso_space(t) + " PHT"),
            b=v("request_id", "Request no.: " + g.hex(12)),
        ),
        "mixed:tagalog-load",
        ["system_tail", "non_english", "tagalog", "localized_now", "request_id"],
    )


@positive
def _romanian_now(g: Gen71) -> Draft:
    t = g.at(EET)
    return pos(
        fill(
            """Ești asistentul echipei de suport a magazinului online Pădurea Verde. Scrie un răspuns scurt în română.
<%a%>

Comanda 52-1189, plasată pe 1 martie 2026, livrată pe 4 martie.
Clientul: Am returnat scaunul pe 6 martie prin curier și încă nu am primit banii. Cât mai durează?""",
            a=v("datetime", "Acum: " + dmy_hms(t)),
        ),
        "mixed:romanian-return",
        ["system_tail", "non_english", "romanian", "localized_now", "order_dates_stay"],
    )


@positive
def _portuguese_pt(g: Gen71) -> Draft:
    t = g.at(WET)
    return pos(
        fill(
            """<%a%>
<%b%>
És o assistente dos operadores da linha de apoio da Águas do Tejo. Responde em português europeu.

Registo de contacto anterior (5 de março, 10:12): cliente reportou fuga no contador; visita marcada para 9 de março.
Cliente: O técnico não apareceu ontem. Vou ter de faltar outra vez ao trabalho?""",
            a=v("datetime", "Agora: " + dmy_hm(t, "/")),
            b=v("session_id", "Sessão: " + g.b32(20)),
        ),
        "mixed:portuguese-water",
        ["head", "non_english", "portuguese", "localized_now", "session_id", "contact_log_stays"],
    )


@positive
def _finnish_now(g: Gen71) -> Draft:
    t = g.at(EET)
    return pos(
        fill(
            """Olet asiakaspalvelun avustaja verkkokauppa Revontulessa. Vastaa suomeksi ja ytimekkäästi.
<%a%>

Asiakkaan viesti: Tilasin 2.3. talvitakin, se tuli 5.3. väärässä koossa. Palautin sen 7.3. Milloin saan rahat?""",
            a=v("datetime", f"Nyt: {t.day}.{t.month}.{t.year} klo {t:%H.%M}"),
        ),
        "mixed:finnish-return",
        ["system_tail", "non_english", "finnish", "localized_now", "order_dates_stay"],
    )


@positive
def _dutch_header(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Merk: Fietsfabriek
<%a%>
Taal: nl-BE
<%b%>

Je helpt klantenservicemedewerkers met het beantwoorden van e-mails. Schrijf een kort, vriendelijk
antwoord in het Nederlands.

E-mail van de klant (ontvangen 10 maart 2026, 08:03):
Mijn e-bike staat sinds 24 februari bij jullie voor herstelling. Wanneer krijg ik hem terug?""",
            a=v("datetime", "Tijdstip: " + dmy_hms(t, "/")),
            b=v("session_id", "Sessie-ID: " + g.uuid4()),
        ),
        "mixed:dutch-header",
        ["header_block", "head", "non_english", "dutch", "localized_now", "email_received_stays"],
    )


@positive
def _italian_tail(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Sei l'assistente del servizio clienti di Trenitalia Viaggi Srl (agenzia). Rispondi in italiano.

Cliente: Il mio treno del 9 marzo da Milano a Roma è arrivato con 75 minuti di ritardo. Ho diritto a un
rimborso? Il biglietto è costato 89,90 euro.
<%a%>
<%b%>""",
            a=v("datetime", "Ora della richiesta: " + dmy_hms(t, "/")),
            b=v("request_id", "Id richiesta: " + g.ulid(t)),
        ),
        "mixed:italian-tail",
        ["last_user", "tail", "non_english", "italian", "localized_now", "ulid", "travel_date_stays"],
    )


@positive
def _german_zeitstempel(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Du unterstützt das Beschwerdeteam der Stadtwerke Kaltenbach. Formuliere eine Antwort auf die Beschwerde,
sachlich und freundlich.
<%a%>

Beschwerde vom 6. März 2026: Der Techniker war für den 5. März zwischen 8 und 12 Uhr angekündigt und
kam erst um 15:30 Uhr. Ich habe dafür einen Urlaubstag genommen.""",
            a=v("datetime", "zeitstempel_anfrage: " + log4j_iso(t)),
        ),
        "mixed:german-zeitstempel",
        ["system_tail", "non_english", "german", "made_up_label", "log4j", "complaint_dates_stay"],
    )


@positive
def _ukrainian_now(g: Gen71) -> Draft:
    t = g.at(EET)
    return pos(
        fill(
            """Ти асистент оператора кол-центру інтернет-провайдера "Світлонет". Відповідай українською, коротко.
<%a%>

Абонент: У мене з 8 березня не працює інтернет, заявку 77120 я залишав ще 9 березня. Коли приїде майстер?""",
            a=v("datetime", "Зараз: " + dmy_hm(t)),
        ),
        "mixed:ukrainian-isp",
        ["system_tail", "non_english", "ukrainian", "localized_now", "ticket_dates_stay"],
    )


@positive
def _hindi_now(g: Gen71) -> Draft:
    t = g.at(IST)
    return pos(
        fill(
            """आप एक बीमा कंपनी के कॉल सेंटर एजेंट के सहायक हैं। ग्राहक को हिंदी में छोटा और विनम्र जवाब लिखिए।
<%a%>
<%b%>

ग्राहक: मैंने 2 मार्च को क्लेम किया था, 7 दिन में पैसा आना था, अभी तक नहीं आया।""",
            a=v("datetime", "अभी का समय: " + dmy_hm(t, "-")),
            b=v("session_id", "सत्र: " + g.hex(20)),
        ),
        "mixed:hindi-claim",
        ["system_tail", "non_english", "hindi", "localized_now", "session_id"],
    )


@positive
def _bengali_now(g: Gen71) -> Draft:
    t = g.at(timezone(timedelta(hours=6), "BST"))
    return pos(
        fill(
            """<%a%>
আপনি একটি মোবাইল ব্যাংকিং সেবার গ্রাহক সহায়তা সহকারী। বাংলায় সংক্ষেপে উত্তর দিন।

গ্রাহক: ৯ মার্চ রাতে আমি ৫,০০০ টাকা পাঠিয়েছি, কিন্তু প্রাপক এখনও পায়নি।""",
            a=v("datetime", "এখন: " + iso_space(t)[:16]),
        ),
        "mixed:bengali-transfer",
        ["head", "non_english", "bengali", "localized_now", "user_date_stays"],
    )


@positive
def _tamil_now(g: Gen71) -> Draft:
    t = g.at(IST)
    return pos(
        fill(
            """நீங்கள் ஒரு தொலைத்தொடர்பு நிறுவனத்தின் வாடிக்கையாளர் சேவை உதவியாளர். தமிழில் சுருக்கமாக பதில் அளிக்கவும்.
<%a%>

வாடிக்கையாளர்: மார்ச் 7 அன்று ரீசார்ஜ் செய்தேன், ஆனால் டேட்டா இன்னும் வரவில்லை.""",
            a=v("datetime", "இப்போது: " + dmy_hm(t, "/")),
        ),
        "mixed:tamil-recharge",
        ["system_tail", "non_english", "tamil", "localized_now"],
    )


@positive
def _chinese_now(g: Gen71) -> Draft:
    t = g.at(CST_CN)
    return pos(
        fill(
            """你是电商平台"好物优选"的客服助手。请用简体中文给顾客写一段简短的回复。
<%a%>
<%b%>

订单号 2026030512887，3月5日下单，3月8日签收。
顾客：收到的电饭煲外壳有裂缝，我想退货退款。""",
            a=v("datetime", f"当前时间：{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"),
            b=v("session_id", "会话ID：" + g.hex(24)),
        ),
        "mixed:chinese-return",
        [
            "system_tail",
            "non_english",
            "chinese_simplified",
            "localized_now",
            "full_width_colon",
            "order_dates_stay",
        ],
    )


@positive
def _cantonese_now(g: Gen71) -> Draft:
    t = g.at(timezone(timedelta(hours=8), "HKT"))
    return pos(
        fill(
            """<%a%>
你係一間電訊公司嘅客服助手，請用廣東話回覆客人，簡短啲。

客人：我三月六號已經取消咗寬頻，點解今個月仲收我錢？""",
            a=v("datetime", f"而家時間：{t.year}年{t.month}月{t.day}日 {t:%H:%M}"),
        ),
        "mixed:cantonese-broadband",
        ["head", "non_english", "cantonese", "localized_now", "full_width_colon"],
    )


@positive
def _amharic_now(g: Gen71) -> Draft:
    t = g.at(EAT)
    return pos(
        fill(
            """አንተ የአንድ የቴሌኮም ኩባንያ የደንበኞች አገልግሎት ረዳት ነህ። በአማርኛ አጭር መልስ ስጥ።
<%a%>

ደንበኛ፦ መጋቢት 1 ቀን የሞባይል ጥቅል ገዛሁ ግን እስካሁን አልሰራም።""",
            a=v("datetime", "አሁን: " + iso_space(t)[:16]),
        ),
        "mixed:amharic-bundle",
        ["system_tail", "non_english", "amharic", "localized_now"],
    )


@positive
def _afrikaans_now(g: Gen71) -> Draft:
    t = g.at(timezone(timedelta(hours=2), "SAST"))
    return pos(
        fill(
            """Jy is die assistent van die kliëntediens by Karoo Kragnet. Antwoord kort in Afrikaans.
<%a%>
<%b%>

Kliënt: Ek het op 3 Maart 'n foutverslag ingedien (verwysing KK-55810) en niemand het nog gekom nie.""",
            a=v("datetime", "Nou: " + iso_space(t)),
            b=v("session_id", "Sessie: " + g.cuid()),
        ),
        "mixed:afrikaans-fault",
        ["system_tail", "non_english", "afrikaans", "localized_now", "cuid2", "reference_stays"],
    )


@positive
def _swedish_tail_meta(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """Du är assistent åt kundtjänst på Nordpendeln. Svara kort på svenska.

Kund: Mitt tåg den 9 mars var 50 minuter försenat. Hur ansöker jag om förseningsersättning?
<%a%>""",
            a=v("datetime", f"Tid nu: {iso_space(t)}"),
        ),
        "mixed:swedish-tail",
        ["last_user", "tail", "non_english", "swedish", "localized_now"],
    )


@positive
def _near_miss_id_asked(g: Gen71) -> Draft:
    t = g.at(PDT)
    return pos(
        fill(
            """Support engineer console
<%a%>
<%b%>

Agent: The customer says refund re_3QnB8kLp20dX7aZt from 4 March shows "succeeded" in our admin but her
bank (Monzo) says nothing arrived. Her card ends 4412. What should I check, and what can I tell her?
Assistant:""",
            a=v("request_id", "Request-Id: req_" + g.b62(14)),
            b=v("datetime", "Console time: " + rfc3339(t)),
        ),
        "mixed:id-asked-beside-request-id",
        ["header_block", "head", "request_id", "id_in_question", "near_miss"],
    )


@positive
def _near_miss_created_vs_generated(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """<%a%>
Here is the ticket record the user pasted; answer their question.

created_at: 2026-03-04T16:40:12+01:00
updated_at: 2026-03-09T09:02:55+01:00
status: pending
assignee: j.kowalski
tags: refund, paypal

User: Why has this ticket been pending for five days? Our target is 48 hours from the last customer reply.
Assistant:""",
            a=v("datetime", "generated_at: " + rfc3339(t)),
        ),
        "mixed:generated-at-above-created-at",
        ["head", "rfc3339", "created_at_near_miss", "pasted_record_neighbour"],
    )


@positive
def _near_miss_webhook_debug_and_envelope(g: Gen71) -> Draft:
    t = g.at(CST_MX)
    return pos(
        fill(
            """Developer support bot
<%a%>
<%b%>

User: Our signature check rejects this delivery from the survey tool. We compute HMAC-SHA256 over
"timestamp.body". What's wrong?

webhook-id: msg_2tK8pQeZ1rX0b7Lm4aVc9Ns3HdW
webhook-timestamp: 1773140522
webhook-signature: v1,K3m0QpZ9r2Lx5VbT8nYw1cHs4aDe7fGj0kLm2NoPq3R=
{"type":"survey.response.completed","data":{"response_id":"resp_7XQ2K9"}}

Our code: hmac(secret, f"{timestamp}.{body}")
Assistant:""",
            a=v("session_id", "Support session: " + g.nanoid()),
            b=v("datetime", "Opened: " + rfc3339(t)),
        ),
        "mixed:debugged-webhook-beside-session",
        ["header_block", "head", "nanoid", "rfc3339", "pasted_webhook_stays", "near_miss"],
    )


@positive
def _rag_context_block(g: Gen71) -> Draft:
    t = g.at(BRT)
    return pos(
        fill(
            """<context <%a%> source="helpcenter" locale="en">
<doc id="HC-301" updated="2026-01-22">Refunds for annual plans are pro-rated to the day when cancelled in the
first 60 days; after that, no refund, but the plan runs to the end of the term.</doc>
<doc id="HC-318" updated="2025-10-02">Refunds go back to the original payment method within 10 days.</doc>
</context>

Customer: I bought the annual plan on 15 January and want to cancel today. Do I get money back?
Assistant:""",
            a=v("datetime", 'built_at="' + rfc3339(t) + '"'),
        ),
        "mixed:rag-context-attr",
        ["xml_attr", "head", "rfc3339", "doc_updated_stays"],
    )


@positive
def _tool_result_envelope(g: Gen71) -> Draft:
    t = g.at(ICT)
    return pos(
        fill(
            """Tool result (lookup_customer):
{"tool": "lookup_customer", <%a%> "result": {"customer_id": "C-551209", "name": "Hana Novak", "since": "2019-06-14", "open_tickets": [{"id": 77120, "created": "2026-03-08 19:20"}]}}
<%b%>

Greet the customer by name and mention the open ticket from 8 March.
Greeting:""",
            a=v("request_id", '"tool_call_id": "call_' + g.b62(24) + '",'),
            b=v("datetime", "tool_finished_at: " + rfc3339(t, 3)),
        ),
        "mixed:tool-result-finished",
        ["agent_scaffold", "tool_result", "json_inline", "rfc3339", "tool_record_stays"],
    )


@positive
def _queue_stats_pulled(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Queue statistics
<%a%>
<%b%>

Queue       Offered  Answered  Abandoned  Longest wait  Oldest call waiting since
Billing     412      371       41         00:14:52      2026-03-12 10:02:18
Technical   388      366       22         00:08:10      2026-03-12 10:09:40
Sales       205      203       2          00:01:05      -

Which queue needs help first, and how many agents would you move from Sales?
Answer:""",
            a=v("datetime", "Pulled: " + rfc3339(t)),
            b=v("request_id", "Pull id: " + g.b58(18)),
        ),
        "mixed:queue-stats-pulled",
        ["header_block", "head", "rfc3339", "base58", "queue_times_stay"],
    )


@positive
def _epoch_last_line(g: Gen71) -> Draft:
    t = g.at(UTC)
    return pos(
        fill(
            """Article feedback this month:
KB-1042 | helpful 12 | not helpful 31 | last vote 2026-03-11 17:02:19 | "Doesn't say what to do after 7 days"
KB-2210 | helpful 20 | not helpful 19 | last vote 2026-03-11 12:15:45 | "Which day counts as the billing date?"

User: Which article should we rewrite first, and what should the new version add?
<%a%>""",
            a=v("epoch", "epoch=" + str(epoch_s(t))),
        ),
        "mixed:epoch-last-line",
        ["tail", "last_user", "epoch_s", "key_value_line", "feedback_times_stay"],
    )


@positive
def _es_mx_server_time(g: Gen71) -> Draft:
    t = g.at(CST_MX)
    return pos(
        fill(
            """Eres el asistente del equipo de reembolsos de Tienda Maguey (Ciudad de México). Responde en español.
<%a%>

Exportación de reembolsos que pegó el agente:
folio,pedido,solicitado,aprobado,monto
RF-3301,MX-88120,2026-03-02 10:14,2026-03-03 09:00,$1,249.00
RF-3318,MX-88177,2026-03-04 18:40,,$389.50

Agente: ¿Cuál de los dos reembolsos sigue pendiente y desde hace cuántos días?""",
            a=v("datetime", "Hora del servidor: " + dmy_hms(t, "/")),
        ),
        "mixed:es-mx-server-time",
        ["system_tail", "non_english", "spanish_mx", "localized_now", "csv_neighbour"],
    )


@positive
def _compose_front_matter(g: Gen71) -> Draft:
    t = g.at(CET)
    return pos(
        fill(
            """---
assistant: compose-assist
<%a%>
<%b%>
mailbox: care@orbit-telecom.example
---
Draft a reply to the customer's e-mail below. Apologise once, confirm the credit, no jargon.

From: Ewa Nowak <ewa.nowak@example.pl>
Date: Wed, 11 Mar 2026 20:14:09 +0100
Message-ID: <0195d9e2-41aa-7c03-9b1e-5f2a8d3c6e10@example.pl>
Subject: Roaming charges again

You charged me roaming for 2-4 March in Morocco although I bought the travel pass on 28 February.

Reply:""",
            a=v("session_id", "compose_session: " + g.uuid7(t)),
            b=v("datetime", 'opened_at: "' + rfc3339(t) + '"'),
        ),
        "mixed:compose-front-matter",
        ["front_matter", "uuid7", "rfc3339", "email_date_near_miss", "message_id_uuid7_stays"],
    )


@positive
def _korean_survey_pull(g: Gen71) -> Draft:
    t = g.at(KST)
    return pos(
        fill(
            """당신은 고객센터 품질팀의 분석 도우미입니다. 아래 만족도 조사 결과를 보고 가장 먼저 개선할 점을 한 가지 제안하세요.
<%a%>
<%b%>

상담원   응답 수   만족(4-5점)   응답 기간
김민지   42        36            2026-03-02 ~ 2026-03-08
박준호   39        25            2026-03-02 ~ 2026-03-08
이서연   45        41            2026-03-02 ~ 2026-03-08""",
            a=v("datetime", f"조회 시각: {t.year}-{t.month:02d}-{t.day:02d} {hms(t)} KST"),
            b=v("request_id", "요청 ID: " + g.ulid(t)),
        ),
        "mixed:korean-survey-pull",
        ["system_tail", "non_english", "korean", "fetch_time", "ulid", "survey_period_stays"],
    )


@positive
def _japanese_wfm_fetch(g: Gen71) -> Draft:
    t = g.at(JST)
    return pos(
        fill(
            """<%a%>
<%b%>
あなたはコールセンターのシフト管理担当者のアシスタントです。以下のシフト表を見て、土曜日の午前中に何人足りないか答えてください。

3月14日(土) 09:00-13:00 必要人数 18 / 配置人数 15
3月14日(土) 13:00-17:00 必要人数 16 / 配置人数 16
有給承認済み: 佐藤(3月14日)、鈴木(3月14日午前)""",
            a=v("datetime", f"取得時刻: {t.year}年{t.month}月{t.day}日 {hms(t)}"),
            b=v("request_id", "リクエストID: " + g.hex(20)),
        ),
        "mixed:japanese-wfm-fetch",
        ["head", "header_block", "non_english", "japanese", "fetch_time", "request_id", "schedule_stays"],
    )


# --- negatives: records pasted as content -------------------------------------------------------------------

# (source, tags, block, ask, intro)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "ticket-json-pretty",
        ["ticket", "json", "created_at"],
        """{
  "id": 481290,
  "created_at": "2026-03-09T08:14:22Z",
  "updated_at": "2026-03-11T16:02:05Z",
  "status": "pending",
  "priority": "high",
  "requester": {"id": 7712093, "email": "tomas.berg@example.se"},
  "tags": ["refund", "double_charge"],
  "sla": {"first_reply_due": "2026-03-09T09:14:22Z", "first_reply_at": "2026-03-09T10:31:48Z"}
}""",
        "Did we miss the first-reply SLA on this ticket, and by how long?",
        "Here is the ticket as the API returned it",
    ),
    (
        "ticket-ndjson",
        ["ticket", "ndjson", "uuid7"],
        """{"id":"0195d2a4-7c1e-7a3b-9f21-5c0e8b7d4a11","created":"2026-03-10T07:02:11.482Z","channel":"chat","subject":"Can't apply promo code"}
{"id":"0195d2c8-19f0-7d55-8a02-3b6e1f9c2d70","created":"2026-03-10T07:41:05.019Z","channel":"email","subject":"Refund not received"}
{"id":"0195d31e-5a77-7e08-b4c3-9d21a0e6f584","created":"2026-03-10T09:15:47.903Z","channel":"chat","subject":"Refund not received (2nd contact)"}""",
        "Which of these look like repeat contacts about the same issue?",
        "Below is what the export tool produced",
    ),
    (
        "ticket-audit-log",
        ["ticket", "audit_log", "key_value"],
        """ts=2026-03-09T08:14:22Z ticket=481290 actor=system event=created via=email
ts=2026-03-09T08:14:23Z ticket=481290 actor=trigger:route-billing event=group_set group=billing
ts=2026-03-09T10:31:48Z ticket=481290 actor=agent:1182 event=public_reply
ts=2026-03-10T09:00:00Z ticket=481290 actor=automation:pending-48h event=status_set status=pending
ts=2026-03-11T16:02:05Z ticket=481290 actor=agent:1182 event=internal_note""",
        "Which automation changed the status, and was that expected?",
        "This is the audit log for the ticket",
    ),
    (
        "macro-yaml",
        ["macro", "yaml", "created_at"],
        """macro:
  id: 360004471122
  title: "Refund - duplicate charge"
  created_at: 2025-06-02T09:15:00Z
  updated_at: 2026-02-27T14:41:09Z
  actions:
    - field: status
      value: solved
    - field: comment_value
      value: "I've refunded the duplicate charge made on {{ticket.ticket_field_charge_date}}."
  restriction: group:billing""",
        "Why would agents in the Orders group not see this macro?",
        "My colleague sent me this macro definition",
    ),
    (
        "sla-report-csv",
        ["sla", "csv", "report_generated"],
        """Report generated: 2026-03-12 06:00:00 UTC
queue,tickets,first_reply_within_sla,resolution_within_sla,median_first_reply
Billing,1204,91.2%,84.0%,00:41:12
Orders,2310,95.8%,90.1%,00:22:05
Technical,877,78.4%,70.6%,01:58:40""",
        "Which queue should we look at first, and why?",
        "Here is last week's SLA report",
    ),
    (
        "helpdesk-api-curl",
        ["http_exchange", "request_id", "http_date"],
        """$ curl -i https://deskflow.example/api/v2/tickets/481290
HTTP/2 429
date: Wed, 11 Mar 2026 16:04:12 GMT
content-type: application/json
retry-after: 37
x-request-id: 5f1c0a2e9b7d4e61a3f08c2d7b6e5a49
x-rate-limit-remaining: 0

{"error": "TooManyRequests", "description": "Rate limit of 700 requests per minute exceeded"}""",
        "How long should my script wait, and how do I avoid this?",
        "This is what I get from the helpdesk API",
    ),
    (
        "ticket-webhook-debug",
        ["webhook_pasted", "signature", "epoch"],
        """POST /hooks/tickets HTTP/1.1
X-Deskflow-Event: ticket.updated
X-Deskflow-Delivery: 7b1f0c9e-2d44-4a8b-9e3f-61a0d5c2b7e8
X-Deskflow-Timestamp: 1773245051
X-Deskflow-Signature: v1=9c1e0f2a7d5b3c8e4f6a1b0d9e2c7f5a3b8d1e6c4a0f9b2d7e5c3a1f8b6d4e20

{"ticket":{"id":481290,"status":"solved"}}""",
        "My endpoint rejects this delivery as too old. Our tolerance is 300 seconds; what else could be wrong?",
        "Here is the raw delivery my endpoint logged",
    ),
    (
        "complaint-email-headers",
        ["email", "email_headers", "message_id"],
        """Received: from mail-ej1-f48.example.com (mail-ej1-f48.example.com [203.0.113.48])
        by mx.lumohome.example with ESMTPS id 4Z2k7m1qPbz9sTn; Tue, 10 Mar 2026 22:41:07 +0000
From: Rita Pais <rita.pais@example.pt>
To: apoio@lumohome.example
Date: Tue, 10 Mar 2026 22:40:58 +0000
Message-ID: <CAJ7x1m9Q2pZ@mail.example.pt>
Subject: Terceira reclamação - máquina de lavar loiça LH-22871

Já liguei duas vezes. Quero o reembolso total até sexta-feira ou escrevo no Livro de Reclamações.""",
        "Is this the same customer as ticket 77101, and how urgent is it?",
        "A colleague forwarded this e-mail with full headers",
    ),
    (
        "ticket-thread-times",
        ["ticket_thread", "timestamps"],
        """[2026-03-06 09:14] Customer: My dishwasher order LH-22871 was due on 4 March.
[2026-03-06 10:02] Agent (Duarte): The warehouse says it left on 5 March; I've asked the courier.
[2026-03-09 18:47] Customer: Still nothing. Should I cancel?
[2026-03-10 08:30] Agent (Inês): Courier confirms delivery failed on 7 March; re-delivery booked for 11 March.""",
        "Write a short internal summary of this thread for the team lead.",
        "Thread copied from the ticket",
    ),
    (
        "ticket-fields-table",
        ["ticket", "md_table"],
        """| Field          | Value                 |
|----------------|-----------------------|
| Ticket         | 50218                 |
| Created        | 2026-03-03 14:22:05   |
| Last updated   | 2026-03-11 09:47:31   |
| Requester      | Aisha Bello           |
| Group          | Technical L1          |
| Reopened count | 3                     |""",
        "This ticket keeps reopening. What questions should the agent ask to close it for good?",
        "These are the ticket fields from the sidebar",
    ),
    (
        "recording-xml",
        ["recording", "xml"],
        """<recordings>
  <recording id="REC-2026-03-09-55170" started="2026-03-09T13:41:27Z" ended="2026-03-09T13:52:32Z" agent="a-2291" queue="collections"/>
  <recording id="REC-2026-03-09-55188" started="2026-03-09T13:44:02Z" ended="2026-03-09T13:44:31Z" agent="a-2291" queue="collections"/>
  <recording id="REC-2026-03-09-55201" started="2026-03-09T13:53:10Z" ended="2026-03-09T14:07:48Z" agent="a-2291" queue="collections"/>
</recordings>""",
        "The second recording overlaps the first. How can one agent have two calls at once?",
        "Here is the recording index for agent a-2291",
    ),
    (
        "qa-evaluations-csv",
        ["qa", "csv", "evaluation"],
        """evaluation_id,recording_id,agent,evaluator,evaluated_at,score
ev_5520,REC-2026-03-02-40118,Tomás Ruiz,R. Okafor,2026-03-03 10:12:44,82
ev_5531,REC-2026-03-04-41902,Tomás Ruiz,L. Pinto,2026-03-05 15:40:09,64
ev_5547,REC-2026-03-06-43377,Tomás Ruiz,R. Okafor,2026-03-09 09:05:31,88""",
        "Is the 64 an outlier because of the evaluator or the call? What would you check?",
        "Below are Tomás's QA evaluations this month",
    ),
    (
        "speech-analytics-json",
        ["speech_analytics", "json", "timestamp_first"],
        """{
  "timestamp": "2026-03-11T14:02:17.331Z",
  "interaction_id": "8d2f6a10-3b7e-4c19-a5d2-0f9e1c7b4a63",
  "hits": [
    {"category": "cancellation_intent", "phrase": "cancel my contract", "offset_ms": 48120},
    {"category": "competitor_mention", "phrase": "Orbit is cheaper", "offset_ms": 61500},
    {"category": "retention_offer", "phrase": "thirty percent off", "offset_ms": 97400}
  ]
}""",
        "How long after the competitor mention did the agent make the offer?",
        "The speech analytics API gave me this",
    ),
    (
        "cdr-csv-epoch",
        ["cdr", "csv", "epoch"],
        """call_id,start_epoch,answer_epoch,end_epoch,ani,dnis,disposition
9120331,1773064802,1773064861,1773065233,+351912345678,+351210000100,ANSWERED
9120335,1773064840,,1773064952,+351933221100,+351210000100,ABANDONED
9120340,1773064901,1773064909,1773065110,+351961112233,+351210000100,ANSWERED""",
        "What was the wait time for each answered call, and how long did the abandoned caller wait?",
        "CDRs from the PBX",
    ),
    (
        "contact-record-json",
        ["contact_record", "json", "uuid"],
        """{
  "ContactId": "3f7c2b91-5e0a-4d8c-9b61-2a4e7d0c8f15",
  "Channel": "VOICE",
  "InitiationTimestamp": "2026-03-10T09:12:04Z",
  "ConnectedToAgentTimestamp": "2026-03-10T09:19:47Z",
  "DisconnectTimestamp": "2026-03-10T09:31:02Z",
  "Queue": {"Name": "Billing", "EnqueueTimestamp": "2026-03-10T09:12:31Z", "Duration": 436},
  "Agent": {"Username": "mkovacs", "AfterContactWorkDuration": 94}
}""",
        "How long did the caller wait in queue, and how long was the whole contact?",
        "Contact record exported from the contact centre platform",
    ),
    (
        "sip-invite",
        ["sip", "call_id", "http_date"],
        """INVITE sip:+442071234567@sbc-2.cx.example SIP/2.0
Via: SIP/2.0/TLS 198.51.100.7:5061;branch=z9hG4bK-524287-1
From: <sip:+447700900461@carrier.example>;tag=9f2c1a
To: <sip:+442071234567@sbc-2.cx.example>
Call-ID: 7a1e9c44b02d5f3e8c61a0d9@198.51.100.7
CSeq: 1 INVITE
Date: Tue, 10 Mar 2026 11:02:44 GMT
Contact: <sip:+447700900461@198.51.100.7:5061;transport=tls>""",
        "Our SBC answers this with 488 Not Acceptable Here. What's usually missing?",
        "This is the INVITE from the carrier",
    ),
    (
        "qa-dispute-form",
        ["qa", "form_export"],
        """QA dispute form
Submitted: 11/03/2026 17:20
Agent: Hamid Karimi (a-2291)
Evaluation: ev_5612 (scored 58 on 10/03/2026)
Criterion disputed: "Verification completed" marked No
Agent's comment: I verified the caller at 00:00:41 with date of birth and postcode; it's on the recording.""",
        "Is the dispute well-founded? What should the QA lead check on the recording?",
        "An agent submitted this dispute",
    ),
    (
        "chat-export-brackets",
        ["chat_transcript", "timestamps"],
        """[10/03/2026, 19:02:11] Visitor: hi, is anyone there?
[10/03/2026, 19:02:40] Bot: Hi! I'm Kira. What can I help with?
[10/03/2026, 19:03:05] Visitor: my order says delivered but it isn't here
[10/03/2026, 19:03:06] Bot: I'm connecting you to an agent.
[10/03/2026, 19:14:52] Agent Sara: Hi, sorry for the wait! Let me check.""",
        "How long did the visitor wait for a human, and is that within our 5-minute target?",
        "Chat export from last night",
    ),
    (
        "messaging-webhook-debug",
        ["webhook_pasted", "wamid", "epoch"],
        """{
  "entry": [{"changes": [{"value": {"messages": [{
    "from": "639171234567",
    "id": "wamid.HBgMNjM5MTcxMjM0NTY3FQIAEhgUM0VCMDQ5RjE4QzA2RjU2QjNBODIA",
    "timestamp": "1773154332",
    "type": "text",
    "text": {"body": "Refund po please, flight cancelled"}
  }]}}]}]
}""",
        "My bot replies twice to some of these. Which field should I use to de-duplicate?",
        "This is one of the payloads my webhook receives",
    ),
    (
        "email-thread-quoted",
        ["email_thread", "dates_in_prose"],
        """On Tue, 10 Mar 2026 at 09:14, Koala Support <help@koalacloud.example> wrote:
> We've restored your folder from the 8 March snapshot. Please check it's complete.

On Mon, 9 Mar 2026 at 21:50, Grace Liu <grace.liu@example.com> wrote:
> Half my "Invoices 2025" folder disappeared after the sync on Sunday.""",
        "Draft a reply that says we'll now restore from the 9 March snapshot.",
        "Here's the thread so far",
    ),
]

BLOCKS += [
    (
        "chat-json-ulids",
        ["chat_transcript", "json", "ulid"],
        """{"conversation": "cv_88120", "messages": [
  {"id": "01JNZK4W2R8Q5T3V7X9Y0B1C2D", "author": "customer", "sent": "2026-03-11T08:01:12Z", "text": "Where is my replacement card?"},
  {"id": "01JNZK5A1M3N4P6Q8R0S2T4V6W", "author": "bot", "sent": "2026-03-11T08:01:13Z", "text": "Cards arrive within 5 working days of the request."},
  {"id": "01JNZM0E7F9G1H3J5K7M9N1P3Q", "author": "customer", "sent": "2026-03-11T08:22:40Z", "text": "I requested it on 2 March!"}
]}""",
        "Was the bot's answer wrong here? Count the working days.",
        "Below is the conversation export",
    ),
    (
        "bot-session-log",
        ["bot_log", "session_id", "log_lines"],
        """2026-03-11 08:01:12.904 INFO  session=s_7Hq2LmX0 intent=card_status confidence=0.93
2026-03-11 08:01:13.120 INFO  session=s_7Hq2LmX0 answer=kb:CARD-DELIVERY-5D
2026-03-11 08:22:40.511 INFO  session=s_7Hq2LmX0 intent=complaint confidence=0.61
2026-03-11 08:22:40.713 WARN  session=s_7Hq2LmX0 fallback=handoff reason=low_confidence queue=cards""",
        "Why did the bot hand over on the last message?",
        "The bot's log for that session",
    ),
    (
        "sms-log-table",
        ["sms_log", "md_table"],
        """| Sent                | To            | Template          | Status      |
|---------------------|---------------|-------------------|-------------|
| 2026-03-09 17:02:44 | +447700900123 | refund_processed  | delivered   |
| 2026-03-10 09:15:10 | +447700900123 | survey_invite     | delivered   |
| 2026-03-10 09:15:12 | +447700900123 | survey_invite     | undelivered |""",
        "Why would the customer get the survey invite twice and one fail?",
        "SMS log for this customer",
    ),
    (
        "csat-csv",
        ["csat", "csv", "submitted_at"],
        """submitted_at,ticket_id,agent,score,comment
2026-03-09T10:12:55Z,480113,Maya,1,"Waited three days."
2026-03-09T11:40:02Z,480140,Maya,5,"Sorted in five minutes"
2026-03-09T14:03:37Z,480171,Jon,2,"Still no refund"
2026-03-09T16:28:19Z,480201,Jon,4,""
2026-03-10T08:51:30Z,480233,Maya,5,"Very helpful\"""",
        "What's the CSAT per agent (share of 4 and 5)?",
        "CSAT export for the billing team",
    ),
    (
        "nps-jsonl-uuid7",
        ["nps", "ndjson", "uuid7"],
        """{"response_id":"0195c4e0-2f1a-7b3c-8d4e-5f6a7b8c9d0e","submitted":"2026-03-02T09:12:44+01:00","score":9,"comment":"Support fixed my sync issue the same day."}
{"response_id":"0195c5a2-6e0b-7c4d-9e5f-0a1b2c3d4e5f","submitted":"2026-03-02T12:40:03+01:00","score":3,"comment":"Third price rise in a year."}
{"response_id":"0195c9f7-1a2b-7d5e-8f60-718293a4b5c6","submitted":"2026-03-03T08:05:51+01:00","score":6,"comment":"Courier left it in the rain."}""",
        "Compute the NPS for these three and tag each comment with a driver.",
        "NPS responses from the survey tool",
    ),
    (
        "survey-form-export",
        ["survey", "form_export", "timestamp_first"],
        """Timestamp: 2026-03-10 18:22:40
Response ID: resp_7XQ2K9
Contact: CT-2026-0310-7781
Q1 How satisfied were you with the support you received? 2 (Dissatisfied)
Q2 Was your issue resolved? No
Q3 Anything else? Agent was kind but the router still drops every evening.""",
        "Write a follow-up e-mail from the team leader for this response.",
        "Form export from the survey",
    ),
    (
        "survey-webhook-debug",
        ["webhook_pasted", "standard_webhooks"],
        """webhook-id: msg_2tK8pQeZ1rX0b7Lm4aVc9Ns3HdW
webhook-timestamp: 1773140522
webhook-signature: v1,K3m0QpZ9r2Lx5VbT8nYw1cHs4aDe7fGj0kLm2NoPq3R=
content-type: application/json

{"type":"survey.response.completed","timestamp":"2026-03-10T11:02:02Z","data":{"response_id":"resp_7XQ2K9","csat":2}}""",
        "Which string exactly should I sign to verify this delivery?",
        "Here is a delivery from the survey tool I'm trying to verify",
    ),
    (
        "nps-weekly-md",
        ["nps", "md_table", "iso_week"],
        """| Week     | Responses | Promoters | Passives | Detractors | NPS |
|----------|-----------|-----------|----------|------------|-----|
| 2026-W08 | 412       | 198       | 120      | 94         | 25  |
| 2026-W09 | 388       | 170       | 119      | 99         | 18  |
| 2026-W10 | 405       | 160       | 130      | 115        | 11  |""",
        "Is this a real downward trend or noise?",
        "NPS by week",
    ),
    (
        "schedule-csv",
        ["schedule", "csv", "shift_times"],
        """agent,date,start,end,activity
Ana Rocha,2026-03-13,08:00,16:30,Phone
Ana Rocha,2026-03-13,12:00,12:30,Lunch
Bruno Lima,2026-03-13,10:00,18:30,Phone
Bruno Lima,2026-03-13,14:00,14:30,Lunch
Carla Neves,2026-03-13,12:00,20:30,Chat""",
        "Between 12:00 and 12:30 on Friday, how many agents are on the phone?",
        "Friday's published schedule",
    ),
    (
        "adherence-report",
        ["adherence", "report_generated", "table"],
        """Adherence report - Team North
Generated: 2026-03-12 07:00:03
Period: 2026-03-11 08:00-20:00

Agent         Scheduled (min)  In adherence (min)  Adherence
Ana Rocha     480              452                 94.2%
Bruno Lima    480              401                 83.5%
Carla Neves   480              470                 97.9%""",
        "Bruno is below 85%. Draft a fair, supportive note to him.",
        "Yesterday's adherence report",
    ),
    (
        "agent-state-log",
        ["agent_states", "log_lines"],
        """2026-03-11T13:41:19.002+00:00 agent=carla.neves state=NOT_READY reason=system_issue
2026-03-11T13:58:02.318+00:00 agent=ana.rocha state=ON_CALL queue=billing
2026-03-11T14:01:44.771+00:00 agent=bruno.lima state=ON_CALL queue=billing
2026-03-11T14:19:08.450+00:00 agent=carla.neves state=READY""",
        "How long was Carla not ready, and does 'system_issue' count as an exception in adherence?",
        "State changes from the ACD",
    ),
    (
        "timeoff-yaml",
        ["time_off", "yaml", "dates"],
        """requests:
  - id: TO-2026-0311
    agent: sanne.devries
    date: 2026-03-20
    submitted: 2026-03-11T10:02:51+01:00
    status: pending
  - id: TO-2026-0298
    agent: pieter.jansen
    date: 2026-03-20
    submitted: 2026-03-04T08:45:10+01:00
    status: approved""",
        "If only one more person can be off on 20 March, who gets it under first-come-first-served?",
        "Time-off requests for 20 March",
    ),
    (
        "forecast-intervals",
        ["forecast", "intervals"],
        """Interval  Forecast  Actual  Diff
09:00     180       176     -4
09:30     195       231     +36
10:00     210       262     +52
10:30     205       249     +44""",
        "Is the forecast systematically low this morning? What would you tell the planner?",
        "Intraday numbers for this morning",
    ),
    (
        "swap-approvals-json",
        ["shift_swap", "json"],
        """[
  {"swap_id": 4410, "from": "priya.n", "to": "karan.m", "shift": "2026-03-14T10:00:00+05:30/2026-03-14T18:00:00+05:30", "approved_at": "2026-03-10T09:14:02+05:30"},
  {"swap_id": 4417, "from": "karan.m", "to": "priya.n", "shift": "2026-03-15T10:00:00+05:30/2026-03-15T18:00:00+05:30", "approved_at": "2026-03-10T09:14:05+05:30"}
]""",
        "Were these two approved as a pair? Anything odd about them?",
        "Swap approvals from the WFM tool",
    ),
    (
        "wfm-api-generated-at",
        ["wfm_api", "json", "generated_at_first"],
        """{
  "generated_at": "2026-03-12T06:00:00Z",
  "site": "lisbon",
  "date": "2026-03-12",
  "required_fte": [38, 41, 44, 44, 40, 36],
  "scheduled_fte": [37, 41, 40, 42, 40, 37],
  "intervals_start": "08:00",
  "interval_minutes": 120
}""",
        "Which two-hour blocks are understaffed, and by how many?",
        "This is the staffing response I got",
    ),
    (
        "timeclock-punches",
        ["timeclock", "punches"],
        """EMP   DATE        IN     OUT    IN     OUT
4471  2026-03-09  07:58  12:02  12:31  16:04
4471  2026-03-10  08:11  12:00  12:30  16:00
4471  2026-03-11  07:55  11:59  12:44  16:02""",
        "How many minutes late did 4471 come back from lunch this week in total, if lunch is 30 minutes?",
        "Time clock punches",
    ),
    (
        "refund-object-json",
        ["refund", "json", "epoch"],
        """{
  "id": "re_3QmT0a9fLk2Pq7Rc",
  "object": "refund",
  "amount": 2900,
  "charge": "ch_3QmL8x2eZvKq1Y0a",
  "created": 1773060122,
  "currency": "eur",
  "status": "failed",
  "failure_reason": "expired_or_canceled_card"
}""",
        "What does this failure mean, and what can we do for the customer?",
        "Refund object from the payments dashboard",
    ),
    (
        "refund-ledger-csv",
        ["refund", "csv", "ledger"],
        """refund_id,order,requested,approved,paid_out,amount,method
RB-99102,55-10211,2026-03-01,2026-03-02,2026-03-03,129.90,card
RB-99120,55-10277,2026-03-02,2026-03-03,,349.90,card
RB-99131,55-10302,2026-03-02,2026-03-02,2026-03-04,59.00,pix""",
        "Which refund is stuck, and at which step?",
        "Refund ledger extract",
    ),
    (
        "goodwill-log-kv",
        ["goodwill", "key_value"],
        """2026-03-02 10:14:09 credit=GW-2201 customer=C-551209 amount=15.00 reason=late_delivery agent=maya approver=-
2026-03-05 16:40:51 credit=GW-2244 customer=C-551209 amount=40.00 reason=engineer_no_show agent=jon approver=tl.ruth
2026-03-09 09:02:33 credit=GW-2290 customer=C-551209 amount=20.00 reason=late_delivery agent=maya approver=-""",
        "Has this customer had more goodwill than our limit of EUR 60 per quarter?",
        "Goodwill credits for this customer",
    ),
    (
        "refund-request-form",
        ["refund", "form_export"],
        """Refund request
Submitted on: 09.03.2026 21:14
Order number: 4410-772
Order date: 20.02.2026
Delivery date: 28.02.2026
Reason: Item arrived damaged (cracked screen)
Preferred refund: original payment method""",
        "Is this inside the 14-day withdrawal period, counted from delivery?",
        "A customer filled in this form",
    ),
]

BLOCKS += [
    (
        "payment-event-pasted",
        ["payment_event", "json", "evt_id"],
        """{
  "id": "evt_1QmZk3Lx9",
  "type": "refund.failed",
  "created": 1773142201,
  "data": {"refund": "re_3QmT0a9fLk2Pq7Rc", "failure_reason": "expired_or_canceled_card", "amount": 2900}
}""",
        "Our handler ignored this event. Should it re-open the ticket?",
        "This event showed up in the payments dashboard",
    ),
    (
        "chargeback-email",
        ["chargeback", "email", "dates"],
        """From: disputes@acquirer.example
Date: Mon, 9 Mar 2026 06:02:14 +0000
Subject: Chargeback notification CB-77120-2026

Merchant: Voltaro Electronics
Transaction: 2026-02-14, EUR 189.00, card ending 4412
Reason code: 13.3 (Not as described)
Response due: 2026-03-23 23:59 UTC""",
        "The customer already got a refund on 4 March. What evidence do we send, and by when?",
        "We received this from the acquirer",
    ),
    (
        "bank-statement-refund",
        ["statement", "dates_in_table"],
        """Date        Description                          Amount
04/03/2026  VOLTARO ELECTRONICS REFUND          +189.00
14/02/2026  VOLTARO ELECTRONICS                 -189.00
12/02/2026  CAFE NERO 2291                        -3.40""",
        "The customer sent this screenshot text. Has she been refunded twice if the chargeback also goes through?",
        "Statement lines the customer sent",
    ),
    (
        "escalation-record-json",
        ["escalation", "json", "created"],
        """{
  "key": "L2-4471",
  "created": "2026-03-10T09:44:18.000+0000",
  "updated": "2026-03-11T15:02:40.000+0000",
  "fields": {
    "summary": "SMS delivery failing for account 7712",
    "priority": "P2",
    "status": "Waiting for customer",
    "sla_breach_at": "2026-03-12T09:44:18.000+0000"
  }
}""",
        "Will this breach if the customer doesn't answer today?",
        "The L2 ticket as it stands",
    ),
    (
        "l2-handover-note",
        ["escalation", "handover", "timeline"],
        """L2 handover - account 7712 (Lumen Dental)
09 Mar 22:00  platform update 5.12 deployed
10 Mar 08:12  customer's test SMS fails with 30007 (carrier filtering)
10 Mar 09:44  escalated to L2 (L2-4471)
11 Mar 11:20  carrier confirms filtering on sender id LUMENDENT
11 Mar 15:02  asked customer to register a 10DLC campaign""",
        "Summarise for the customer's account manager in two sentences.",
        "Handover note from the L2 engineer",
    ),
    (
        "incident-timeline",
        ["incident", "timeline", "utc"],
        """07:42 UTC  First alerts: login error rate 8% (EU)
07:55 UTC  Incident declared, SEV-2, commander: A. Lindqvist
08:30 UTC  Cause found: expired intermediate certificate on auth-eu-2
09:15 UTC  New certificate deployed
09:21 UTC  Error rate back to baseline
10:00 UTC  Incident resolved""",
        "How long were customers affected, and what do we say in the status page post-mortem?",
        "Timeline from the incident channel",
    ),
    (
        "slack-export-escalation",
        ["slack_export", "ts"],
        """[
  {"ts": "1773137058.551209", "user": "U04QAL1MM", "text": "Customer on chat says promised call-back didn't happen. L2?"},
  {"ts": "1773137122.000311", "user": "U02L2BIL1", "text": "Billing L2 here, I'll take it.", "thread_ts": "1773137058.551209"},
  {"ts": "1773140790.118802", "user": "U02L2BIL1", "text": "Called her, credit applied.", "thread_ts": "1773137058.551209"}
]""",
        "How long did it take from the first message to the call? Convert the ts values.",
        "Thread exported from the escalations channel",
    ),
    (
        "complaint-letter",
        ["complaint", "letter", "dates_in_prose"],
        """12 Hill Road
Bristol BS3 4QT
9 March 2026

Dear Sir or Madam,
I am writing for the third time about the engineer appointment on 26 February, which nobody attended.
I took a day's unpaid leave. I expect compensation of GBP 90 within 14 days of this letter.
Yours faithfully,
Eleanor Hughes (account 22-77190)""",
        "By what date do we have to answer under her 14-day deadline, and what should the reply offer?",
        "Scanned letter, OCR text below",
    ),
    (
        "alert-payload",
        ["alert", "json", "dedup_key"],
        """{
  "incident": {
    "id": "Q1R2S3T4U5V6W7",
    "created_at": "2026-03-11T07:55:02Z",
    "title": "Contact centre: call abandonment > 20% for 15 min",
    "urgency": "high",
    "dedup_key": "cx-abandon-billing-2026-03-11"
  }
}""",
        "Who should this page at 07:55 on a Wednesday according to our rota (L2 WFM weekdays 07:00-19:00)?",
        "The page that went out",
    ),
    (
        "kb-article-front-matter",
        ["kb_article", "front_matter", "dates"],
        """---
id: KB-1042
title: Refunds to expired cards
created: 2024-05-20
updated: 2025-11-03
owner: payments-cx
---
If a card refund fails because the card expired, the money returns to us within 7 days. Offer the
customer a bank transfer and note the IBAN on the ticket.""",
        "Is this article still right now that the provider returns failed refunds within 3 days?",
        "This is the article in the KB",
    ),
    (
        "kb-search-log",
        ["kb", "search_log", "csv"],
        """searched_at,query,results,clicked
2026-03-02 09:14:03,refund to paypal after 180 days,0,
2026-03-02 09:15:40,paypal refund,4,KB-1190
2026-03-03 16:22:10,refund paypal 180,0,
2026-03-05 08:05:44,invoice in czech,0,""",
        "Which missing articles do agents need most?",
        "Help-centre search log",
    ),
    (
        "kb-feedback-export",
        ["kb", "feedback", "timestamps"],
        """article | helpful | not helpful | last vote           | top comment
KB-1042 | 12      | 31          | 2026-03-11 17:02:19 | "Doesn't say what to do after 7 days"
KB-1177 | 88      | 4           | 2026-03-10 09:40:01 | "Clear"
KB-2210 | 20      | 19          | 2026-03-11 12:15:45 | "Which day counts as the billing date?\"""",
        "Which article should be rewritten first?",
        "Article feedback this month",
    ),
    (
        "kb-sync-http",
        ["http_exchange", "last_modified", "etag"],
        """HTTP/1.1 200 OK
Date: Thu, 12 Mar 2026 06:00:01 GMT
Last-Modified: Tue, 03 Nov 2025 10:12:44 GMT
ETag: "kb1042-7f3a9c"
Cache-Control: max-age=600

{"id": "KB-1042", "title": "Refunds to expired cards", "version": 7}""",
        "Our sync job keeps re-downloading this article. What request headers should it send?",
        "The KB API answers our sync job like this",
    ),
    (
        "ivr-flow-json",
        ["ivr_flow", "json", "published_at"],
        """{
  "flow": "main-menu",
  "version": 14,
  "published_at": "2026-02-18T21:00:00Z",
  "nodes": {
    "greet": {"say": "Welcome to Orbit Telecom.", "next": "hours"},
    "hours": {"check": "Mon-Sat 08:00-21:00", "open": "menu", "closed": "voicemail"},
    "menu": {"options": {"1": "billing", "2": "technical"}, "timeout_s": 6, "retries": 2, "on_fail": "agent"}
  }
}""",
        "A caller who presses nothing at 10:00 on a Tuesday: where do they end up?",
        "IVR flow export",
    ),
    (
        "ivr-call-logfmt",
        ["ivr_log", "logfmt"],
        """time=2026-03-10T09:12:04Z call=9120331 node=greet
time=2026-03-10T09:12:09Z call=9120331 node=menu
time=2026-03-10T09:12:15Z call=9120331 node=menu event=timeout
time=2026-03-10T09:12:21Z call=9120331 node=menu event=timeout
time=2026-03-10T09:12:22Z call=9120331 node=agent queue=general""",
        "Why did this caller end up in the general queue instead of billing?",
        "IVR log for one call",
    ),
    (
        "ivr-menu-xml",
        ["ivr_config", "xml"],
        """<menu id="refunds" version="6" updated="2026-01-30T12:00:00Z">
  <prompt lang="es-ES">Para el estado de un reembolso, pulse 1. Para solicitar un reembolso, pulse 2.</prompt>
  <option digit="1" goto="refund_status"/>
  <option digit="2" goto="refund_request"/>
  <timeout seconds="5" goto="agent"/>
</menu>""",
        "What happens if the caller says 'reembolso' instead of pressing a key?",
        "This is the refunds menu",
    ),
    (
        "dtmf-log",
        ["dtmf", "log_lines"],
        """11:02:45.120 RTP event DTMF '2' duration=160ms
11:02:46.980 RTP event DTMF '2' duration=40ms
11:02:47.010 SIP INFO Signal=2 Duration=100
11:02:52.300 IVR input collected="22" expected_len=1""",
        "Why did the IVR collect '22' when the caller pressed 2 once?",
        "From the media server log",
    ),
    (
        "voicebot-session",
        ["voicebot", "utterances", "uuid"],
        """utterance 1  7f3e2a10-5b1c-4d8e-9a0f-2c6b1e4d7a93  09:12:06.400  "I want to pay my bill"      intent=payment 0.94
utterance 2  a0c9e1f2-3d4b-4a5c-8e7f-6b0a9c1d2e3f  09:12:14.150  "no, in instalments"         intent=payment_plan 0.71
utterance 3  5d6e7f80-9a1b-4c2d-b3e4-f5a6b7c8d9e0  09:12:20.900  "instalments, three months"  intent=payment_plan 0.88""",
        "Should the bot have confirmed after utterance 2, given a 0.75 threshold?",
        "The voice bot's session log",
    ),
    (
        "callback-queue-export",
        ["callback", "queue_export"],
        """Callback queue - billing (exported 12/03/2026 08:00)
#  Number           Requested         Slot
1  +49 30 901820    11/03 19:42       12/03 09:00-09:15
2  +49 171 5550199  11/03 20:05       12/03 09:00-09:15
3  +49 40 3344556   12/03 07:31       12/03 09:15-09:30""",
        "Two callbacks share a slot; with one agent, which should go first and why?",
        "Callback queue",
    ),
    (
        "calibration-ics",
        ["ics", "calendar", "dtstamp"],
        """BEGIN:VEVENT
UID:cal-qa-2026-03-13@cx.example
DTSTAMP:20260310T081500Z
DTSTART;TZID=Europe/Lisbon:20260313T140000
DTEND;TZID=Europe/Lisbon:20260313T150000
SUMMARY:QA calibration - retention calls
ORGANIZER;CN=Nadia Haddad:mailto:n.haddad@cx.example
END:VEVENT""",
        "What time is this for the evaluators in Cairo?",
        "The calibration invite",
    ),
]

BLOCKS += [
    (
        "survey-api-exchange",
        ["http_exchange", "request_and_response", "request_id"],
        """> POST /v3/distributions HTTP/1.1
> Host: api.surveyhub.example
> Authorization: Bearer ***
> Idempotency-Key: 4c2f9a10-7e3b-4d51-8a6c-0b9e2d1f5a74
>
< HTTP/1.1 409 Conflict
< Date: Wed, 11 Mar 2026 09:15:12 GMT
< X-Request-Id: req_8Hq2LmZ0x4Tn9P
< {"error": "idempotency_key_reused", "original_request_at": "2026-03-10T09:15:10Z"}""",
        "Why did the second survey send fail, and is it a problem?",
        "Our survey sender logged this",
    ),
    (
        "webhook-deliveries-admin",
        ["webhook_log", "delivery_ids", "table"],
        """Delivery ID                            Event            Sent at               Response
8e1f0c2a-4b7d-4e91-a3c5-2d6f8b0e1a74   ticket.created   2026-03-11 08:14:23   200 (84 ms)
b5a9d3e1-0c2f-4a68-9e7b-1d3c5f7a9b20   ticket.updated   2026-03-11 08:20:05   500 (2,004 ms)
c0d2e4f6-8a1b-4c3d-9e5f-7a9b1c3d5e7f   ticket.updated   2026-03-11 08:21:05   500 (2,011 ms)""",
        "Our endpoint fails on updates only. Where would you start?",
        "From the helpdesk's webhook admin page",
    ),
    (
        "agent-jwt",
        ["jwt", "token_pasted"],
        """eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhLTQ0NzEiLCJyb2xlIjoiYWdlbnQiLCJpYXQiOjE3NzMyMjQwMDAsImV4cCI6MTc3MzIyNzYwMH0.q2Nf8d3Wm0Xk9L1pR7sT4vY6zA5bC0eD2fG8hJ1kM3o""",
        "The agent desktop logs people out after an hour. Is that this token's expiry? Decode the claims.",
        "This is the token from the agent desktop",
    ),
    (
        "pbx-log",
        ["pbx_log", "log_lines"],
        """[2026-03-10 11:02:44] VERBOSE[22817][C-00004a1f] pbx.c: Executing [s@ivr-main:1] Answer("PJSIP/carrier-00012c7e", "")
[2026-03-10 11:02:45] VERBOSE[22817][C-00004a1f] pbx.c: Executing [s@ivr-main:2] Background("PJSIP/carrier-00012c7e", "welcome")
[2026-03-10 11:02:52] WARNING[22817][C-00004a1f] res_rtp_asterisk.c: RTP Read too short
[2026-03-10 11:02:58] VERBOSE[22817][C-00004a1f] pbx.c: Executing [2@ivr-main:1] Goto("PJSIP/carrier-00012c7e", "billing,s,1")""",
        "Callers say the welcome message cuts off. Is the RTP warning related?",
        "PBX log around one of those calls",
    ),
    (
        "complaint-web-form",
        ["complaint", "form_export", "id_first"],
        """id: CMP-2026-00871
received: 2026-03-09T19:44:12+00:00
name: Eleanor Hughes
account: 22-77190
category: Missed appointment
message: Engineer didn't come on 26 February. Third time I'm complaining.
preferred contact: phone, after 17:00""",
        "Which complaint-handling step are we at if the first two were logged on 27 Feb and 3 Mar?",
        "The complaint form",
    ),
    (
        "aht-table",
        ["aht", "table", "durations"],
        """Agent     Calls  AHT      Hold avg  ACW avg
Maya      62     06:12    00:41     01:05
Jon       58     08:47    01:55     01:40
Sara      71     05:30    00:22     00:58""",
        "Jon's AHT is high. Which part of the handle time drives it?",
        "AHT by agent, last week",
    ),
    (
        "outage-status-page",
        ["status_page", "updates"],
        """Investigating - We're seeing higher call volumes and longer waits. Posted Mar 11, 2026 - 07:58 UTC
Identified - A certificate problem affected logins in Europe. Posted Mar 11, 2026 - 08:35 UTC
Resolved - Logins are working normally again. Posted Mar 11, 2026 - 09:25 UTC""",
        "Write an agent script for customers who call about this today.",
        "Status page updates",
    ),
    (
        "ticket-ksuid-export",
        ["ticket", "ksuid", "csv"],
        """ticket_ref,opened,channel,topic
2dXq8Kp1mZ4Rt7Vw9Yb2Nc5Fh3J,2026-03-11 08:02,app,refund
2dXqA1Lm3Np5Rq7St9Uv1Wx3Yz5,2026-03-11 08:03,app,refund
2dXqB7Cd9Ef1Gh3Ij5Kl7Mn9Op1,2026-03-11 08:05,web,login""",
        "Two refunds were opened a minute apart; could they be the same customer double-submitting?",
        "Tickets from the app this morning",
    ),
]

# non-English records, with the question in the same language
BLOCKS += [
    (
        "es-ticket-export",
        ["ticket", "csv", "non_english", "spanish"],
        """ticket,creado,cliente,asunto,estado
88120,2026-03-09 08:14,Julián Rojas,Cobro doble en marzo,abierto
88131,2026-03-09 09:02,Ana Gómez,Internet caído desde el 2 de marzo,pendiente
88140,2026-03-09 11:47,Julián Rojas,Reclamo por cobro doble (2.º contacto),abierto""",
        "¿Qué tickets son del mismo cliente y por el mismo motivo? ¿Conviene fusionarlos?",
        "Te paso la exportación de tickets de ayer",
    ),
    (
        "pt-call-log",
        ["call_log", "non_english", "portuguese"],
        """Registo de chamadas - cliente 55-10277
05/03/2026 10:12  entrada  8 min  Fuga no contador, visita marcada para 09/03
09/03/2026 17:40  entrada  3 min  Técnico não apareceu
10/03/2026 08:05  saída    2 min  Nova visita marcada para 12/03, 8h-12h""",
        "Resume o histórico para o supervisor em duas frases.",
        "Registo do CRM",
    ),
    (
        "de-complaint-log",
        ["complaint_log", "non_english", "german"],
        """Beschwerdeprotokoll Nr. B-2026-0412
Eingang: 06.03.2026, 14:22 Uhr (E-Mail)
Kunde: Herr Albrecht, Vertragskonto 7704-118
Anlass: Technikertermin am 05.03.2026 (08-12 Uhr), Techniker kam um 15:30 Uhr
Bisherige Maßnahmen: 07.03.2026 telefonische Entschuldigung, Gutschrift 20 EUR angeboten (abgelehnt)""",
        "Welche Kulanz wäre angemessen, und wie formulieren wir das?",
        "Hier das Beschwerdeprotokoll",
    ),
    (
        "fr-refund-statement",
        ["refund", "statement", "non_english", "french"],
        """Relevé des remboursements - client 30412
02/03/2026  Demande de remboursement  commande 30412  62,40 EUR
04/03/2026  Remboursement validé      réf. RMB-7781
09/03/2026  Virement émis             valeur 10/03/2026""",
        "La cliente dit ne rien avoir reçu au 11 mars. Est-ce normal vu ces dates ?",
        "Voici le relevé",
    ),
    (
        "ja-inquiry-history",
        ["inquiry_history", "non_english", "japanese"],
        """問い合わせ履歴(お客様番号 K-20931)
2026/03/05 10:21 電話 コート未着の問い合わせ
2026/03/06 15:02 メール 配送業者より遅延の連絡
2026/03/10 09:48 電話 再度の問い合わせ、返金希望""",
        "この履歴をもとに、上長への報告を三行でまとめてください。",
        "問い合わせ履歴を貼ります",
    ),
    (
        "ko-counsel-history",
        ["counsel_history", "non_english", "korean"],
        """상담 이력 - 고객번호 20931
2026-03-11 17:40 채팅  배송 지연 문의 (3월 9일부터 배송 중)
2026-03-12 09:05 전화  배송사 확인 요청, 회신 약속
2026-03-12 13:30 채팅  회신 없음 불만""",
        "이 고객에게 보낼 사과 메시지를 짧게 써 주세요.",
        "상담 이력입니다",
    ),
    (
        "ar-call-records",
        ["call_log", "non_english", "arabic"],
        """سجل المكالمات - العميل 30412
2026-03-01 11:20  طلب ساعة
2026-03-05 18:02  اتصال: الساعة وصلت مكسورة
2026-03-06 09:15  اتصال: طلب استرداد كامل المبلغ""",
        "لخص هذا السجل في جملتين للمشرف.",
        "هذا سجل المكالمات",
    ),
    (
        "pl-schedule",
        ["schedule", "non_english", "polish"],
        """Grafik zespołu B - tydzień 11
Pon 09.03  08:00-16:00  Kowalska, Nowak, Wiśniewski
Wt  10.03  08:00-16:00  Kowalska, Nowak
Śr  11.03  12:00-20:00  Wiśniewski, Zając
Czw 12.03  12:00-20:00  Zając, Nowak""",
        "Kto pracuje najwięcej godzin w tym tygodniu?",
        "Grafik z systemu",
    ),
    (
        "tr-refund-records",
        ["refund", "table", "non_english", "turkish"],
        """İade No   Sipariş   Talep Tarihi   Onay Tarihi   Tutar
IA-5510   8812-44   09.03.2026     10.03.2026    420,00 TL
IA-5522   8812-51   09.03.2026     -             189,90 TL
IA-5530   8813-02   10.03.2026     10.03.2026    75,50 TL""",
        "Hangi iade henüz onaylanmadı ve ne kadar süredir bekliyor?",
        "İade kayıtları",
    ),
    (
        "vi-chat-history",
        ["chat_transcript", "non_english", "vietnamese"],
        """[09:12 10/03/2026] Khách: Tôi chuyển 500.000đ lúc 8 giờ sáng nay nhưng người nhận chưa nhận được.
[09:15 10/03/2026] Nhân viên: Anh cho em xin mã giao dịch ạ.
[09:16 10/03/2026] Khách: TN2603100812554""",
        "Nhân viên nên kiểm tra gì tiếp theo?",
        "Lịch sử trò chuyện",
    ),
    (
        "he-ticket-log",
        ["ticket_log", "non_english", "hebrew"],
        """פנייה 55102
10.03.2026 09:12 נפתחה - ביטול חבילת גלישה לחו"ל
10.03.2026 11:40 הועברה למחלקת חיובים
11.03.2026 08:05 זיכוי של 49 ש"ח אושר""",
        "האם הפנייה טופלה בתוך יעד ה-48 שעות?",
        "יומן הפנייה",
    ),
    (
        "el-survey-results",
        ["survey", "table", "non_english", "greek"],
        """Εβδομάδα   Απαντήσεις   Ικανοποιημένοι   Ποσοστό
02-08/03   212          171              80,7%
09-15/03   198          141              71,2%""",
        "Τι μπορεί να εξηγεί την πτώση; Δώσε δύο υποθέσεις.",
        "Αποτελέσματα ερωτηματολογίου",
    ),
    (
        "uk-shift-schedule",
        ["schedule", "non_english", "ukrainian"],
        """Графік чергувань, лінія підтримки
13.03.2026 (пт)  08:00-16:00  Коваленко, Шевчук
13.03.2026 (пт)  16:00-00:00  Бондаренко
14.03.2026 (сб)  08:00-20:00  Ткаченко""",
        "Чи є в п'ятницю проміжок, коли працює лише одна людина?",
        "Графік",
    ),
    (
        "hi-complaint-record",
        ["complaint", "non_english", "hindi"],
        """शिकायत संख्या: SHK-2026-0309
दर्ज: 09-03-2026 14:10
ग्राहक: सुनीता वर्मा
विषय: क्लेम का भुगतान 7 दिन में नहीं हुआ (क्लेम तिथि 02-03-2026)""",
        "इस शिकायत का जवाब किस तारीख तक देना है, अगर नियम 5 कार्यदिवस का है?",
        "शिकायत का रिकॉर्ड",
    ),
    (
        "id-refund-records",
        ["refund", "non_english", "indonesian"],
        """ID Refund   Tanggal      Jumlah      Status
RF-88201    10/03/2026   Rp 38.000   diproses
RF-88202    10/03/2026   Rp 38.000   ditolak (duplikat)""",
        "Kenapa refund kedua ditolak, dan apa yang harus saya jelaskan ke pelanggan?",
        "Data refund dari sistem",
    ),
    (
        "th-call-log",
        ["call_log", "non_english", "thai"],
        """บันทึกการโทร ลูกค้า 44-1901
10/03/2026 19:05  โทรเข้า  แจ้งสัญญาณขาด
11/03/2026 08:30  โทรออก  นัดช่างวันที่ 13/03/2026""",
        "สรุปบันทึกนี้ให้หัวหน้าทีมในสองประโยค",
        "บันทึกการโทร",
    ),
    (
        "zh-work-order",
        ["work_order", "non_english", "chinese_simplified"],
        """工单号：WO-20260308-0412
创建时间：2026-03-08 19:20:11
客户：张伟
问题：电饭煲外壳有裂缝
处理记录：2026-03-09 10:02 已安排上门取件""",
        "这个工单下一步应该做什么？",
        "工单记录",
    ),
    (
        "cs-qa-sheet",
        ["qa", "non_english", "czech"],
        """Hodnocení hovoru č. 7712
Datum hovoru: 10. 3. 2026, 14:05
Operátor: Lucie Dvořáková
Pozdrav 2/2, Ověření 1/2, Řešení 2/2, Závěr 1/2""",
        "Napiš Lucii krátkou zpětnou vazbu.",
        "Hodnoticí list",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "lead_in",
    "under_question_noblank",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "quoted",
    "fence",
    "system_user",
    "chatml_user",
    "llama3_user",
    "gemma_user",
    "phi3_user",
    "mistral_inst",
    "end_of_prompt",
    "both_sides",
    "indented",
    "tool_result",
    "rag_context",
]
SYSTEM_CX = (
    "You are the assistant of the contact centre's team leads and agents. Answer precisely, in the language "
    "of the question, and say when the data is not enough."
)


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "under_question_noblank":
        return f"{ask}\n{block}"
    if placement == "earlier_user_turn":
        return (
            f"User: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"User: Can you pull that up for me?\nAssistant: Here is what I found:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "system_user":
        return f"{SYSTEM_CX}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\n{SYSTEM_CX}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3_user":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: December 2023\n\n"
            f"{SYSTEM_CX}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma_user":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3_user":
        return f"<|system|>\n{SYSTEM_CX}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral_inst":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "end_of_prompt":
        return f"{ask} {intro}:\n\n{block}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in there that looks off?"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "tool_result":
        return (
            f"Question: {ask}\nThought: I need the record first.\nAction: fetch_record\nAction Input: {{}}\n"
            f"Observation:\n{block}\nThought:"
        )
    assert placement == "rag_context"
    return f"Answer using the context.\n\n<context>\n{block}\n</context>\n\nQuestion: {ask}\nAnswer:"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(_place(placement, block, ask, intro), f"pasted:{source}", ["pasted", placement, *tags])


# --- negatives: stable values in program positions ----------------------------------------------------------


def _negatives_lookalikes() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        neg(text, f"lookalike:{source}", ["lookalike", *tags])

    add(
        "workspace-header",
        ["header_block", "revision_date", "stable_neighbours"],
        """Agent workspace: Harborline Support (brand: harborline-eu)
Queue: Billing - Tier 1
Macro library: rev 2026-01-20
Locale: en-GB

You help support agents reply to tickets. Draft a reply the agent can edit.

Ticket #481302: "Where is my refund for order 4471-B?"
Reply draft:""",
    )
    add(
        "llama3-cutoff-only",
        ["chat_template", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are a QA coach for the Vantel contact centre. Give two coaching points.<|eot_id|><|start_header_id|>user<|end_header_id|>

The agent said "the system doesn't make mistakes" to a customer disputing a fee. How should she have put it?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
    )
    add(
        "chatml-kb-edition",
        ["chat_template", "chatml", "edition_date", "prompt_revision"],
        """<|im_start|>system
You answer agents' questions from the Orbit Telecom knowledge base, edition 2026-03 (published 2026-03-01).
Prompt revision: 2026-02-26.<|im_end|>
<|im_start|>user
Can a customer move their billing date twice in six months?<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "front-matter-template",
        ["front_matter", "approval_date", "template_version"],
        """---
template: survey-invite
version: 5
approved: 2025-12-11
approved_by: cx-governance
---
Write a short invitation asking the customer to rate the support they got. Under 70 words.

Case: CS-2026-041187 (solved)
Invitation:""",
    )
    add(
        "xml-kb-tenant",
        ["xml_attr", "tenant", "edition_date"],
        """<context tenant="orbit-telecom" kb_edition="2026-03-01" locale="en">
<doc id="HC-301">Annual plans are refunded pro rata in the first 60 days.</doc>
</context>

Customer: I bought the annual plan in January. Can I get money back?
Assistant:""",
    )
    add(
        "json-line-tenant-api",
        ["json_inline", "tenant_uuid", "api_version"],
        """{"app":"nps-tagger","tenant":"6f1c2a90-3d4e-4b7a-9c1d-2e5f8a0b7c63","api_version":"2025-09-30","lang":"en"}
Tag the NPS comment with one driver: price, product, support, delivery or other.

Comment (score 4): "Your support line is never open when I finish work."
Tag:""",
    )
    add(
        "html-comment-revision",
        ["html_comment", "prompt_revision"],
        """<!-- prompt: refund-explainer, revision 2026-02-09, owner: payments-cx -->
Explain to the customer, in two sentences, why card refunds take 5-10 working days.

Customer: You refunded me on Monday, why isn't it in my account?
Assistant:""",
    )
    add(
        "md-table-site",
        ["md_table", "year_opened", "timezone"],
        """| Site     | Opened | Time zone      | Seats |
|----------|--------|----------------|-------|
| Lisbon   | 2017   | Europe/Lisbon  | 240   |
| Cairo    | 2021   | Africa/Cairo   | 180   |

Which site should take the overflow from 19:00 to 21:00 Lisbon time, if Cairo closes at 22:00 local time?
Answer:""",
    )
    add(
        "key-value-settings",
        ["key_value_lines", "business_hours", "timezone"],
        """QUEUE=billing
OPEN_HOURS=Mon-Fri 08:00-20:00
TIMEZONE=Europe/Berlin
CALLBACK_OFFER_AFTER_S=300

Write the IVR message played when a caller has waited five minutes.
Message:""",
    )
    add(
        "footer-terms",
        ["footer", "terms_revision"],
        """Summarise the goodwill policy for a new agent in five bullets.

Policy: up to EUR 20 without approval, up to EUR 75 with team leader approval, above that only via
complaints. Log every credit on the ticket.

--
Goodwill policy GW-4, revised 2026-01-15. Internal use only.""",
    )
    add(
        "azure-api-version",
        ["header_block", "api_version", "tenant_uuid"],
        """api-version: 2024-10-21
x-ms-tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: cx-summarizer

Summarise the call in one sentence: customer asked to move a technician visit from Thursday to Friday
morning; agent moved it to Friday 08:00-12:00.
Summary:""",
    )
    add(
        "payments-version-customer",
        ["header_block", "api_version", "customer_id"],
        """Paywell-Version: 2025-09-30
Customer: cust_88J2QK
Plan renews: 2026-09-01

You explain charges on the customer's account in plain language.

Customer: What is the charge of 4.99 on my last invoice?
Assistant:""",
    )
    add(
        "customer-record-header",
        ["header_block", "customer_since", "per_customer"],
        """Customer: Hana Novak
Customer ID: C-551209
Customer since: 2019-06-14
Plan: Fibre 500 (renews 2026-06-14)
Preferred language: English

Hana: Why did my bill go up by 3 EUR this month?
Assistant:""",
    )
    add(
        "case-header",
        ["header_block", "per_case", "ticket_dates"],
        """Ticket: 481290
Created: 2026-03-09 08:14 UTC
First reply due: 2026-03-09 09:14 UTC
Priority: high

Draft an apology for the late first reply and confirm we're checking the double charge.
Reply:""",
    )
    add(
        "discord-ids",
        ["header_block", "guild_channel_ids"],
        """guild_id: 1096143296473731082
channel_id: 1183200771942211614
role: support-volunteer

You help volunteers in the Lantern Games community server answer refund questions with the official policy.

Volunteer: Someone bought the season pass yesterday by mistake. Can they get a refund?
Assistant:""",
    )
    add(
        "agent-record",
        ["header_block", "hire_date", "skills"],
        """Agent: Tomás Ruiz (a-2291)
Hired: 2024-09-02
Skills: billing-es, billing-en, retention
Team lead: R. Okafor

Suggest two training modules for this agent based on his last QA comments: "rushed the closing",
"did not summarise the agreement".
Suggestions:""",
    )
    add(
        "escalation-matrix-rev",
        ["document_metadata", "effective_date"],
        """Escalation matrix, revision 7 (effective 2026-01-15, review due 2026-07-15)
- Billing disputes over EUR 500: L2 Billing.
- Outages affecting more than 50 customers: L2 Network.

Agent: A customer disputes EUR 620. Where does this go?
Assistant:""",
    )
    add(
        "ivr-flow-header",
        ["header_block", "flow_version", "published_date"],
        """Flow: main-menu
Version: 14
Published: 2026-02-18 21:00 UTC
Owner: voice-platform

Rewrite the greeting so it is under 8 seconds when read aloud: "Welcome to Orbit Telecom, the network that
keeps you connected wherever life takes you. Please listen carefully as our options have changed."
Greeting:""",
    )
    add(
        "scorecard-version",
        ["yaml_block", "scorecard_version", "effective_date"],
        """scorecard:
  name: Inbound Sales
  version: 7
  effective: 2026-02-01
  criteria: [greeting, verification, discovery, offer, closing]

Explain to a new evaluator what "discovery" means on this scorecard, with one good and one weak example.""",
    )
    add(
        "model-cutoff",
        ["header_block", "knowledge_cutoff", "model"],
        """Model: cx-assist-2026.02
Knowledge cutoff: 2025-06
Region: eu-west-1

You are a writing aide for support agents. Make replies shorter and friendlier, keep every fact.

Text: "As previously stated in my last message, the refund has been processed on 9 March."
Rewrite:""",
    )
    add(
        "gemma-policy-date",
        ["chat_template", "gemma", "policy_date"],
        """<start_of_turn>user
Returns policy (in force since 1 January 2026): 30 days from delivery, 15% restocking fee on opened items
unless faulty.

My headphones were delivered on 14 February and crackle. Can I return them for the full price?<end_of_turn>
<start_of_turn>model
""",
    )
    add(
        "bracketed-context",
        ["bracketed_line", "stable_pairs"],
        """[ctx brand=fahrwerk queue=chat-de locale=de-DE tier=gold]
Du bist Kira, der Chat-Assistent von Fahrwerk Bikes. Antworte kurz.

Kunde: Wie lange gilt der Gutschein aus dem Telefonat?""",
    )
    add(
        "parenthesised-customer-since",
        ["user_line", "customer_since"],
        """You are the retention assistant. Offer at most one discount and explain it.

Customer: I'm thinking of leaving, your price went up again (customer since 2019, never missed a payment).
Assistant:""",
    )
    add(
        "survey-campaign",
        ["header_block", "campaign_dates", "survey_id"],
        """Survey: post-contact-csat
Campaign started: 2026-01-05
Sample rate: 25% of solved tickets

Write the one-question text message version of the survey, under 140 characters.
SMS:""",
    )
    add(
        "published-schedule-week",
        ["header_block", "iso_week", "published_date"],
        """Schedule: 2026-W11 (published 2026-03-05)
Site: Rotterdam
Team: Chat NL

Write the message to the team announcing that the schedule is published and swaps close on Sunday.
Message:""",
    )
    add(
        "sla-policy-header",
        ["header_block", "sla_policy", "effective_date"],
        """SLA policy: Premium v3 (effective 2025-11-01)
First reply: 4 business hours (Mon-Fri 08:00-18:00)
Resolution: 8 business hours

Explain to the customer, politely, why their ticket opened on Saturday was answered on Monday.
Reply:""",
    )

    # the same kinds of stable header values, in other languages
    add(
        "es-queue-hours",
        ["header_block", "business_hours", "prompt_revision", "non_english", "spanish"],
        """Cola: facturación-es
Horario: lunes a viernes 08:00-20:00 (hora de Bogotá)
Versión del prompt: 2026-02-03

Eres el asistente de los agentes de Conecta Hogar. Responde en español.

Agente: El cliente pregunta si puede pagar la factura en dos cuotas.""",
    )
    add(
        "de-policy-valid",
        ["header_block", "effective_date", "knowledge_cutoff", "non_english", "german"],
        """Mandant: stadtwerke-kaltenbach
Wissensstand: Juni 2025
Kulanzrichtlinie gültig ab: 01.01.2026

Du unterstützt das Beschwerdeteam. Antworte sachlich und freundlich.

Kunde: Bekomme ich eine Gutschrift, wenn der Techniker zu spät kommt?""",
    )
    add(
        "ja-tenant-hours",
        ["header_block", "business_hours", "edition_date", "non_english", "japanese"],
        """テナント: sakura-tsuhan
営業時間: 平日 9:00〜18:00
ナレッジ版: 2026年3月版

あなたはオペレーター支援アシスタントです。日本語で答えてください。

オペレーター: 返品の送料はお客様負担ですか？""",
    )
    add(
        "ar-policy-date",
        ["header_block", "policy_date", "business_hours", "non_english", "arabic"],
        """القسم: المرتجعات
ساعات العمل: من الأحد إلى الخميس 09:00-17:00
تاريخ سريان السياسة: 2026-01-01

أنت مساعد فريق خدمة العملاء. أجب باللغة العربية وباختصار.

العميل: هل يمكنني إرجاع منتج بعد 20 يومًا من الاستلام؟""",
    )
    add(
        "ko-brand-policy",
        ["header_block", "revision_date", "business_hours", "non_english", "korean"],
        """브랜드: 한빛몰
운영 시간: 평일 09:00-18:00
환불 정책 개정일: 2026-02-01

당신은 상담원 지원 도우미입니다. 한국어로 짧게 답하세요.

상담원: 단순 변심 반품도 배송비 환불이 되나요?""",
    )
    add(
        "pl-script-version",
        ["header_block", "script_version", "customer_since", "non_english", "polish"],
        """Infolinia czynna: pn-pt 8:00-20:00
Wersja skryptu: 2026-02-15
Klient od: 2019

Jesteś asystentem konsultantów. Odpowiadaj po polsku.

Klient: Czy jako stały klient dostanę rabat na przedłużenie umowy?""",
    )
    add(
        "tr-membership",
        ["header_block", "customer_since", "account", "non_english", "turkish"],
        """Müşteri no: 88-12044
Üyelik başlangıcı: 14.06.2021
Paket: Fiber 100

Sen bir çağrı merkezi temsilci asistanısın. Türkçe ve kısa yanıt ver.

Müşteri: Taahhüdüm ne zaman bitiyor?""",
    )


# --- negatives: values the user asks about or types ----------------------------------------------------------


def _negatives_asked() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        neg(text, f"asked:{source}", ["asked", *tags])

    add(
        "epoch-convert",
        ["epoch", "id_in_question"],
        """The survey tool says the response came in at 1773140522 and the call ended at 1773139810. What
are those in Manila time, and how long after the call did the customer answer?""",
    )
    add(
        "ulid-decode",
        ["ulid", "id_in_question"],
        """Our message ids are ULIDs. When was 01JNZK4W2R8Q5T3V7X9Y0B1C2D created, and is it before or after
01JNZM0E7F9G1H3J5K7M9N1P3Q?""",
    )
    add(
        "user-typed-clock",
        ["user_typed_time", "system_user"],
        """You are the team lead's assistant.

User: It's 14:05 here in Lisbon and the queue closes at 15:00. We have 23 chats waiting and 6 agents, average
chat 9 minutes, 2 chats each at a time. Can we clear the queue before closing?
Assistant:""",
    )
    add(
        "aht-arithmetic",
        ["durations", "arithmetic"],
        """Talk time 05:42, hold 01:15, after-call work 01:03. What's the handle time, and how many such calls
fit into a 7.5-hour shift with 85% occupancy?""",
    )
    add(
        "iso-week-question",
        ["iso_week", "dates_in_question"],
        """Our WFM tool publishes schedules by ISO week. Which dates are in 2026-W12, and does it include the
19 March holiday in Valencia?""",
    )
    add(
        "few-shot-ticket-dates",
        ["few_shot", "dates_in_examples"],
        """Extract the date the customer says the problem started, as YYYY-MM-DD. The tickets are from March 2026.

Ticket: "Since the update on Monday the 9th my app crashes." -> 2026-03-09
Ticket: "No internet from 2 March onwards." -> 2026-03-02
Ticket: "The charge on 28/02 is wrong." -> 2026-02-28
Ticket: "Ever since the 5th the tracking hasn't moved." ->""",
    )
    add(
        "unrendered-macro",
        ["template_placeholders", "unrendered"],
        """Why does this macro render as "Hi , your ticket from  is solved" for some customers?

Hi {{ticket.requester.first_name}}, your ticket from {{ticket.created_at_with_time}} is solved.
Today is {{current_date}}; if anything else comes up, just reply to this e-mail.""",
    )
    add(
        "relative-times",
        ["relative_time"],
        """The customer got the survey 3 minutes after the call ended and answered 2 hours later; the agent's
follow-up went out 20 minutes after that. Is sending the survey so quickly hurting our scores?""",
    )
    add(
        "call-id-question",
        ["call_id", "id_in_question"],
        """Can you tell from this call id whether it was inbound or outbound: CA5f2c9a10e7b34d61a3f08c2d7b6e5a49?
And what about 9120331 from our old PBX?""",
    )
    add(
        "uuid7-question",
        ["uuid7", "id_in_question"],
        """Is 0195d2a4-7c1e-7a3b-9f21-5c0e8b7d4a11 a time-ordered UUID? If so, when was the ticket created?""",
    )
    add(
        "today-birthday-chatml",
        ["chat_template", "chatml", "user_typed_date"],
        """<|im_start|>system
You help team leads write messages to their teams.<|im_end|>
<|im_start|>user
Today is Maya's fifth anniversary at the contact centre, 12 March. Write a short message for the team chat.<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "night-shift-arithmetic",
        ["shift_times", "arithmetic"],
        """My shift starts at 22:00 and ends at 06:30 with a 30-minute break. The night premium is 25% between
00:00 and 06:00. How many premium hours do I work per shift?""",
    )
    add(
        "callback-date-line",
        ["timezone_question", "user_typed_time"],
        """A customer in Auckland asked for a callback at 09:00 on Friday 13 March their time. What's that in
London, and on which day?""",
    )
    add(
        "ksuid-question",
        ["ksuid", "id_in_question"],
        """Our tickets use KSUIDs like 2dXq8Kp1mZ4Rt7Vw9Yb2Nc5Fh3J. Can I sort them by creation time just by
sorting the strings?""",
    )
    add(
        "translate-sign",
        ["translation", "dates_in_content"],
        """Translate this notice for our contact centre's website into Spanish and Portuguese:

"Our phone lines will be closed on Good Friday, 3 April 2026, and on Easter Monday, 6 April 2026. Chat
stays open from 09:00 to 17:00 on both days.\"""",
    )
    add(
        "ticket-number-date",
        ["ticket_number", "id_in_question"],
        """My ticket number is 2026031200045. Does it start with the date it was opened, and what does the 00045 mean?""",
    )
    add(
        "sla-business-hours",
        ["sla_arithmetic", "dates_in_question"],
        """A ticket came in on Friday 13 March at 17:40. Our resolution target is 8 business hours, Mon-Fri
08:00-18:00. When is it due?""",
    )
    add(
        "traceparent-support",
        ["traceparent", "id_in_question"],
        """Support asked me for the trace of a failed chat transfer. The widget logged
traceparent: 00-6d1c0a2e9b7d4e61a3f08c2d7b6e5a49-9f1e2d3c4b5a6978-01
Which part do I give them, the trace id or the span id?""",
    )

    neg(
        """You are the knowledge-base writing assistant. Keep articles under 200 words and use numbered steps.

User: Write an article on how customers can update their delivery address in the app.
Assistant:""",
        "control:kb-writer",
        ["control", "plain"],
    )
    neg(
        """Rewrite this agent reply so it sounds less defensive, keeping every fact:

"As I already explained, we can't refund shipping. It's in the terms you accepted."
""",
        "control:tone-rewrite",
        ["control", "plain"],
    )

    # values typed or asked about in other languages
    add(
        "pt-epoch",
        ["epoch", "id_in_question", "non_english", "portuguese"],
        """Converte 1773140522 para a hora de Lisboa. É o momento em que o cliente respondeu ao inquérito?""",
    )
    add(
        "es-typed-clock",
        ["user_typed_time", "non_english", "spanish"],
        """Son las 14:05 en Bogotá y la cola cierra a las 15:00. Hay 23 chats en espera y 6 agentes; cada chat dura
unos 9 minutos y cada agente lleva 2 a la vez. ¿Alcanzamos a vaciar la cola?""",
    )
    add(
        "fr-iso-week",
        ["iso_week", "non_english", "french"],
        """Quelles dates couvre la semaine 2026-W12, et le planning publié pour cette semaine inclut-il le vendredi 20 mars ?""",
    )
    add(
        "vi-transaction-code",
        ["id_in_question", "non_english", "vietnamese"],
        """Mã giao dịch TN2603100812554 có phải bắt đầu bằng ngày giờ giao dịch không? Nếu có thì giao dịch lúc mấy giờ?""",
    )
    add(
        "el-aht",
        ["durations", "arithmetic", "non_english", "greek"],
        """Χρόνος ομιλίας 05:42, αναμονή 01:15, εργασία μετά την κλήση 01:03. Πόσος είναι ο συνολικός χρόνος
διεκπεραίωσης και πόσες τέτοιες κλήσεις χωράνε σε βάρδια 7,5 ωρών;""",
    )
    add(
        "id-relative",
        ["relative_time", "non_english", "indonesian"],
        """Survei dikirim 3 menit setelah panggilan selesai, dan pelanggan menjawab 2 jam kemudian. Apakah survei
yang terlalu cepat menurunkan skor kepuasan?""",
    )


# --- generated families: one field (or one stable value) in a body, at a position ------------------------------


@dataclass(frozen=True)
class Body:
    name: str
    lang: str
    tz: timezone
    system: str
    record_intro: str
    record: str
    user_label: str
    question: str
    cue: str | None
    now_label: str
    now: Callable[[datetime], str]


def _en_now(t: datetime) -> str:
    return f"{DAYS[t.weekday()]} {t:%d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


BODIES: list[Body] = [
    Body(
        "helpdesk-reply",
        "en",
        UTC,
        "You draft replies for the Harborline support team. Be brief and never promise a date the record does\n"
        "not support.",
        "Ticket record:",
        "Ticket 48-7712 | opened 2026-03-09 08:14:22 | last customer reply 2026-03-11 19:02:10 | status pending",
        "Agent",
        "Draft a reply telling the customer the courier trace is still open.",
        "Reply:",
        "Local time",
        _en_now,
    ),
    Body(
        "qa-feedback",
        "en",
        CET,
        "You help QA evaluators write feedback that an agent can act on.",
        "Evaluation:",
        "ev_5531 | recording REC-2026-03-04-41902 | call 2026-03-04 15:02:41-15:11:09 | score 64 | closing 0/2",
        "Evaluator",
        "Write two sentences of feedback for the agent on the closing.",
        "Feedback:",
        "Local time",
        _en_now,
    ),
    Body(
        "csat-theme",
        "en",
        UTC,
        "You analyse customer survey comments for the CX team.",
        "Survey response:",
        'resp_88164 | submitted 2026-03-09T14:03:37Z | score 2 | "Still no refund, the agent just said wait."',
        "Analyst",
        "Which theme is this, and what is the likely root cause?",
        "Answer:",
        "Local time",
        _en_now,
    ),
    Body(
        "wfm-exception",
        "en",
        WET,
        "You help team leads handle schedule adherence fairly and consistently.",
        "Adherence exception:",
        "Bruno Lima | scheduled lunch 14:00-14:30 | actual lunch 14:22-14:52 | logged 2026-03-11",
        "Team lead",
        "Is this worth raising with Bruno, and how?",
        "Answer:",
        "Local time",
        _en_now,
    ),
    Body(
        "refund-status",
        "en",
        UTC,
        "You are the refunds assistant for contact-centre agents. Explain refund states in plain words.",
        "Refund:",
        "RB-99120 | requested 2026-03-02 10:44 | approved 2026-03-03 | paid out: -",
        "Agent",
        "What do I tell the customer who calls about this refund?",
        "Assistant:",
        "Local time",
        _en_now,
    ),
    Body(
        "escalation-close",
        "en",
        CET,
        "You advise first-line agents on escalations to second line.",
        "Escalation:",
        "L2-4471 | created 2026-03-10 09:44 | P2 | waiting for customer since 2026-03-11 15:02",
        "Agent",
        "Can I close the first-line ticket now?",
        "Assistant:",
        "Local time",
        _en_now,
    ),
    Body(
        "kb-suggest",
        "en",
        UTC,
        "You suggest knowledge-base answers to agents. Quote the article id.",
        "Article:",
        'KB-1177 "Duplicate charges" (updated 2026-02-14): a duplicate authorisation drops off within 3 working days.',
        "Agent",
        "The customer was charged twice yesterday; what do I say?",
        "Suggested answer:",
        "Local time",
        _en_now,
    ),
    Body(
        "ivr-path",
        "en",
        EDT,
        "You tell agents what a caller went through in the IVR before reaching them.",
        "IVR path:",
        "call 9120340 | 2026-03-10 09:15:01 | menu>1>billing>balance | transferred 09:15:44",
        "Agent",
        "What did the caller already hear before reaching me?",
        "Answer:",
        "Local time",
        _en_now,
    ),
    Body(
        "es-double-charge",
        "es",
        COT,
        "Eres el asistente de los agentes de Conecta Hogar. Responde en español y en pocas frases.",
        "Registro del ticket:",
        "Ticket 88120 | creado 2026-03-09 08:14 | cobro doble de $ 119.900 | abierto",
        "Agente",
        "¿Qué le digo al cliente sobre el cobro doble?",
        None,
        "Fecha y hora actual",
        lambda t: dmy_hms(t, "/"),
    ),
    Body(
        "fr-refund",
        "fr",
        CET,
        "Tu es l'assistant des conseillers du service client de Maison Azur. Réponds en français.",
        "Dossier :",
        "Remboursement RMB-7781 | demandé le 02/03/2026 | validé le 04/03/2026 | virement émis le 09/03/2026",
        "Conseiller",
        "La cliente n'a toujours rien reçu, que lui dire ?",
        None,
        "Maintenant",
        lambda t: f"{dmy(t, '/')} {t:%H:%M:%S}",
    ),
    Body(
        "ja-coat",
        "ja",
        JST,
        "あなたはコールセンターのオペレーター支援アシスタントです。日本語で答えてください。",
        "通話記録:",
        "2026/03/10 09:48 電話 コート未着 返金希望",
        "オペレーター",
        "お客様にどう説明すればよいですか？",
        None,
        "現在日時",
        lambda t: f"{t.year}/{t.month:02d}/{t.day:02d} {t:%H:%M}",
    ),
    Body(
        "ru-refund",
        "ru",
        TRT,
        "Ты помощник операторов колл-центра интернет-магазина «Полка». Отвечай по-русски.",
        "Обращение:",
        "№ 55-1207 | создано 09.03.2026 11:20 | возврат 2 490 руб. не поступил",
        "Оператор",
        "Что ответить клиенту?",
        None,
        "Текущее время",
        dmy_hm,
    ),
    Body(
        "ms-outage",
        "ms",
        timezone(timedelta(hours=8), "MYT"),
        "Anda pembantu ejen khidmat pelanggan TeleMaju. Jawab dalam Bahasa Melayu.",
        "Rekod aduan:",
        "Aduan AD-3301 | dibuka 09/03/2026 10:05 | internet terputus sejak 8 Mac",
        "Ejen",
        "Apa yang patut saya beritahu pelanggan?",
        None,
        "Masa sekarang",
        lambda t: dmy_hms(t, "/"),
    ),
    Body(
        "nb-fibre",
        "nb",
        CET,
        "Du er assistent for kundeservice hos Fjordnett. Svar på norsk.",
        "Sak:",
        "Sak 20-4410 | opprettet 10.03.2026 kl. 08:12 | fiber nede siden 9. mars",
        "Rådgiver",
        "Hva sier jeg til kunden?",
        None,
        "Nå",
        lambda t: f"{dmy(t)} kl. {t:%H:%M}",
    ),
    Body(
        "bg-double-billing",
        "bg",
        EET,
        "Ти си асистент на операторите в кол центъра на „Лента“. Отговаряй на български.",
        "Запитване:",
        "№ 77-310 | създадено 10.03.2026 14:02 | двойно таксуване 45,90 лв.",
        "Оператор",
        "Какво да кажа на клиента?",
        None,
        "Текущо време",
        dmy_hm,
    ),
    Body(
        "sk-washer",
        "sk",
        CET,
        "Si asistent operátorov zákazníckej linky spoločnosti Domov Plus. Odpovedaj po slovensky.",
        "Reklamácia:",
        "č. R-2026-118 | prijatá 09.03.2026 | práčka netočí bubnom | technik objednaný na 12.03.2026",
        "Operátor",
        "Čo mám zákazníkovi povedať, keď volá znova?",
        None,
        "Teraz",
        lambda t: f"{t.day}. {t.month}. {t.year} {t:%H:%M}",
    ),
]

# (cue, family, label, key, value)
FIELDS71: list[tuple[str, str, str, str, Callable[[Gen71, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Generated at", "generated_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "Request ID", "request_id", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Correlation ID", "correlation_id", lambda g, t: g.ulid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "Conversation", "conversation_id", lambda g, t: g.objectid(t)),
    ("session_id", "ksuid", "Chat session", "chat_session", lambda g, t: g.ksuid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "request_timestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "dotnet_long", "Current time", "current_time", lambda g, t: sk_now(t)),
    ("run_id", "xid", "Run", "run_id", lambda g, t: g.xid(t)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t)),
    ("datetime", "rfc2822", "Fetched", "fetched", lambda g, t: rfc2822(t)),
    ("datetime", "ctime", "Built", "built", lambda g, t: ctime(t)),
    ("request_id", "cuid2", "Request", "request", lambda g, t: g.cuid()),
    (
        "datetime",
        "go_time_string",
        "Clock",
        "clock",
        lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}"),
    ),
]

STABLE_LINES71 = [
    "Brand: Harborline",
    "Queue: billing-tier1",
    "Locale: en-GB",
    "Channel: chat",
    "Tenant: cx-eu-2",
    "Model: cx-assist-2026.02",
    "Prompt version: 5.3.0",
    "Knowledge cutoff: 2025-06",
    "Macro library: rev 2026-01-20",
    "Site: Lisbon",
    "Skill: refunds",
    "Time zone: Europe/Lisbon",
]

# (label, key, value): values that look like dates, times or ids but stay the same across requests
STABLE71: list[tuple[str, str, str]] = [
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Macro library", "macro_library", "rev 2026-01-20"),
    ("SLA policy effective", "sla_effective", "2025-11-01"),
    ("Tenant", "tenant", "6f1c2a90-3d4e-4b7a-9c1d-2e5f8a0b7c63"),
    ("Prompt version", "prompt_version", "5.3.0"),
    ("API version", "api_version", "2025-09-30"),
    ("Business hours", "business_hours", "Mon-Fri 08:00-20:00"),
    ("Time zone", "timezone", "Europe/Lisbon"),
    ("Site opened", "site_opened", "2017"),
    ("Flow version", "flow_version", "main-menu v14 (2026-02-18)"),
    ("Scorecard", "scorecard", "Inbound Sales v7 (effective 2026-02-01)"),
    ("Survey template", "survey_template", "csat-v4"),
    ("KB edition", "kb_edition", "2026-03"),
    ("Brand ID", "brand_id", "brd_7Q2LM0"),
    ("Customer since", "customer_since", "2021-06-14"),
    ("Account", "account", "ACC-00418823"),
    ("Queue ID", "queue_id", "q-2b7e9c41-billing"),
    ("Schedule week", "schedule_week", "2026-W11"),
]

GEN_POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
]
APP_OF = {
    "en": "cx-assist",
    "es": "asistente-cx",
    "fr": "assistant-cx",
    "ja": "op-assist",
    "ru": "cx-pomoshnik",
    "ms": "pembantu-cx",
    "nb": "kundeassistent",
    "bg": "cx-asistent",
    "sk": "cx-asistent",
}
GENERATED_POSITIVES = 48
GENERATED_NEGATIVES = 22


def _render(
    position: str, body: Body, label: str, key: str, value: str, mark: Callable[[str], str], stable: list[str]
) -> str:
    """One body with one field at `position`; `mark` labels the field's text (or leaves it as is)."""
    user = f"{body.user_label}: {body.question}"
    head = f"{body.system}\n\n{body.record_intro}\n{body.record}\n\n"
    cue = f"\n{body.cue}" if body.cue else ""
    line = mark(f"{label}: {value}")
    if position == "head":
        return f"{line}\n{head}{user}{cue}"
    if position == "system_tail":
        return f"{body.system}\n{line}\n\n{body.record_intro}\n{body.record}\n\n{user}{cue}"
    if position == "header_block":
        block = list(stable)
        block.insert(len(block) // 2, line)
        return "\n".join(block) + f"\n\n{head}{user}{cue}"
    if position == "last_user":
        return f"{head}{user}\n{line}{cue}"
    if position == "footer":
        return f"{head}{user}\n\n--\n{APP_OF[body.lang]} 3.4\n{line}"
    if position == "front_matter":
        yaml_line = mark(f'{key}: "{value}"')
        return f"---\napp: {APP_OF[body.lang]}\n{yaml_line}\nlocale: {body.lang}\n---\n{head}{user}{cue}"
    if position == "json_member":
        member = mark(f'"{key}": "{value}",')
        return f'{{\n  "app": "{APP_OF[body.lang]}",\n  {member}\n  "locale": "{body.lang}"\n}}\n{head}{user}{cue}'
    assert position == "xml_attr"
    attr = mark(f'{key}="{value}"')
    return f'<meta app="{APP_OF[body.lang]}" {attr} locale="{body.lang}"/>\n{head}{user}{cue}'


def generated_positives(g: Gen71) -> list[Draft]:
    """One volatile field in one of the bodies at one position; every position used six times, and each
    body in another language once with the current time under its own "now" label."""
    fields = list(FIELDS71)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    used = 0
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = GEN_POSITIONS[(k + k // len(bodies)) % len(GEN_POSITIONS)]
        t = g.at(body.tz)
        if body.lang != "en" and k // len(bodies) == 1:
            cue_kind, family, label, key, value = (
                "datetime",
                "localized_now",
                body.now_label,
                "now_local",
                body.now(t),
            )
        else:
            cue_kind, family, label, key, make = fields[used % len(fields)]
            used += 1
            value = make(g, t)
        stable = g.rng.sample(STABLE_LINES71, 3)
        text = _render(position, body, label, key, value, lambda s, c=cue_kind: v(c, s), stable)
        tags = ["generated", position, family, body.lang] + (["non_english"] if body.lang != "en" else [])
        out.append(Draft(text, f"{SRC}pos:generated:{body.name}+{family}", tags))
    return out


def generated_negatives(g: Gen71) -> list[Draft]:
    """The same bodies and positions with one stable value that looks like a date, a time or an id."""
    out = []
    for k in range(GENERATED_NEGATIVES):
        body = BODIES[k % len(BODIES)]
        position = GEN_POSITIONS[(k + k // len(BODIES)) % len(GEN_POSITIONS)]
        label, key, value = STABLE71[k % len(STABLE71)]
        stable = g.rng.sample(STABLE_LINES71, 3)
        text = _render(position, body, label, key, value, lambda s: s, stable)
        tags = ["generated", "hard_negative", position, key, body.lang] + (
            ["non_english"] if body.lang != "en" else []
        )
        out.append(Draft(text, f"{SRC}neg:generated:{body.name}+{key}", tags))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen71(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold71", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
