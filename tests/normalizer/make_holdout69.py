"""Build `prompt_normalizer/corpus/holdout69.jsonl`, a sixty-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout69.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
Of the normalizer's tests, `make_holdout.py` was read for its labelling rules and its machinery (its
module docstring, the value formats, `Gen`, `Draft`, `v`, the first hand-written positives and the
closing part with `resolve`, `expected_of`, `build`, `assemble`, `dump` and `write`), which are
imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py` to
`make_holdout64.py` only the module docstrings were read, extracted with `ast.get_docstring`: keyword
searches over all of them for neighbours of this domain (real estate, mortgages, escrow, lettings,
landlords, condominiums, appraisals, underwriting, work orders, showings), with the passages around
the hits read for make_holdout6, make_holdout17, make_holdout25, make_holdout34 (and the opening of
its docstring), make_holdout47 and make_holdout49, and the labelling-rule sections of make_holdout58,
make_holdout60, make_holdout62 and make_holdout64 with most of the docstrings of make_holdout63 and
make_holdout64, to keep clear of the sources and scenarios they used and to apply their
clarifications of the rules; of `make_holdout24.py` its import block and its last 150 lines (the
placement of pasted blocks, `build` and `main`), for the structure of a generator; and
`pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the file names and
that this file did not exist yet.) The other generators numbered 65 to 72, written at the same time,
were not read, and nothing here was taken from them.

The domain is real estate transactions and property: brokerage listings and showings, offers and
counter-offers, mortgage origination and underwriting conditions, title, escrow and closing, appraisals
and inspections, leasing and tenant screening, property management work orders, homeowners'
associations and rent payments. The earlier docstrings name neighbours of it: a RESO Web API property
with its `ModificationTimestamp`, a Croatian listings portal and viewing bookings (make_holdout6);
conveyancing completion statements, requisitions on title and title searches, mortgage brokers'
affordability, rate switches and a housing-loan desk, short-let cleaning, a live property auction,
survey explainers, new-build snagging, offer management, an MLS compliance checker, a valuation office,
holiday-let check-in and farmland rental (make_holdout17); a field appraiser's photo upload for an
insurance claim and a commercial property underwriting workbench (make_holdout25); residential
lettings and property management agencies (maintenance triage with a request time and
`X-Request-ID`, a tenant portal, an inventory writer, deposit disputes, a rent ledger "as of" a time,
a viewings desk, an inspection summariser behind a Llama 3 header, a repairs scheduler, renewals, pet
requests, gas safety reminders), condominium and homeowners' association boards (uploaded minutes, a
strata levy ledger, e-ballots, architectural requests as Standard Webhooks, a reserve study, violation
letters), student housing, coworking, self-storage and concierge desks (make_holdout34); remote online
notarization and a German notary's deed (make_holdout47); and loan servicing (payoff quotes, an escrow
analysis, late charge waivers, hardship, an ARM reset, with mortgage statements as negatives,
make_holdout49). The scenarios here were written around them: brokerage is seen from showing services,
hot sheets, listing remarks, CMAs pulled for the request, open-house kiosks, photo batches, tour
routing and lead routing (no RESO property record in a program position, no portal, no viewing
bookings, no MLS compliance checker); offers from counter drafting, escalation clauses, e-sign status,
earnest money deposits and pre-approval letters (no offer management desk, no auction); mortgages from
origination and underwriting (LOS conditions, AUS findings, pricing quotes, credit pulls, VOE, TRID
timing, investor overlays, document uploads), never servicing, affordability or rate switches; title,
escrow and closing from US title and escrow practice (commitments, e-recording, wire-fraud callbacks,
settlement statements, CD balancing, closing scheduling) and registry extracts abroad, with no UK
conveyancing, requisitions, title searches or notarization; appraisals through AMC orders, reviews,
reconsiderations of value and desktop appraisals, inspections through radon, WDO reports and a Swedish
besiktning (no survey explainer, no snagging, no claims appraisal); leasing through screening reports,
applications, guest cards, self-guided tours, income checks and lease generation (no tenant portal
front matter, deposit dispute, renewal or pet request); work orders through a resident app gateway
(correlation id and receive time in ms, not the `X-Request-ID` triage of make_holdout34), leak sensors,
vendor bots, make-ready boards and preventive maintenance; associations through estoppel certificates,
CC&R retrieval, a delinquency aging report, gate passes, board packets and Czech, Hungarian and Thai
owners' bodies (no minutes upload, levy ledger, e-ballot, architectural request or violation letter);
and rent payments through ACH returns, autopay mandates, Pix, M-Pesa, UPI, rent reporting, quittances
and late fee rules. The sources are:

* brokerage listings and showings: listing remarks behind YAML front matter (`generated_at` with ms and
  a ULID `request`; the pasted listing's `created_at` at the head of its JSON stays), a showing desk
  (cuid2 session, a weekday and time), comparables pulled "at" a time with a base58 pull id (the close
  dates stay), an open-house kiosk's XML attributes (nanoid session, opening time), a photo batch (xid,
  "at" a time), a tour planner in a Mistral prompt (Go RFC3339Nano on its own line; the showing windows
  stay), a price advisor behind a Llama 3 header (`Today Date` moves, `Cutting Knowledge Date` stays), a
  Japanese rental counter (`現在日時:`), a German exposé writer (single-line JSON, UUIDv7 `anfrage`,
  `isoformat()` `zeit`), a Chinese showing summary with a footer (hex request number, `生成时间`), a lead
  delivery (`X-Lead-Delivery`, `X-Delivered-At`; the lead's own `Sent` stays) and an IDX call made for
  the request (`date`, `x-request-id`; the listing's `PriceChangeTimestamp` stays); and as hard
  negatives showing feedback JSON whose first member is `"id"`, a showing CSV with `Updated`, a hot
  sheet with change times, a listing history log, a German exposé export (`erstellt`,
  `aktualisiert`), a Japanese listing CSV (`登録日時`, `更新日時`), a Chinese showing table, a lead e-mail
  with `Received`, `Date` and a KSUID `X-Lead-ID`, and `curl -v` output with `date`, `x-request-id` and
  `x-ratelimit-reset`;
* offers and counter-offers: a counter drafter's system tail (Semantic Kernel style time; the agent's
  e-mail `Date` stays), an escalation clause behind a bracketed context line (`now=` epoch ms), a
  deadline bot's Slack event (`event_id`, `event_time`, `ts`; the user's acceptance time stays), an
  earnest money delivery received by the app (Standard Webhooks headers; the deposit's `received_at`
  stays), a pre-approval letter job (ULID, letter date filled in as today; application and credit dates
  stay), Mexican offers compared with a Spanish "now" line (the CSV's received times stay), an
  inspection response in a Gemma turn (`Request date:`), a WhatsApp offer (`id`, `timestamp`), e-sign
  status "as of" a US medium time with a UUIDv7 snapshot (the signing times stay) and a footer with an
  app-specific `OfferDesk ref:` ULID; and as hard negatives a counter-offer e-mail with `Message-ID`, an
  e-sign form export with an envelope id and signing time, an earnest money webhook pasted to debug its
  timestamp, and a CSV of offers with received times;
* mortgage origination and underwriting: an LOS session JWT (condition times stay), AUS findings
  retrieved "at" a Python `str()` time with a request uuid (submission time stays), a pricing snapshot
  with its quote id and a validity computed from it (the pasted lock confirmation's dates stay), a
  tri-merge pull "at" a time with an order number, a VOE call made for the request (`Authorization:
  Bearer` JWT, UUIDv7 `X-Request-Id`; the response's own UUIDv7 `requestId` and `completedAt` stay), a
  TRID helper's "Today is ..." sentence, a Phi-3 copilot (`Now:` in asctime), a Korean underwriting aid
  (`현재 시각:`), a Dutch advice module (`Peilmoment:`), a bank statement upload prefix (base32 id and
  time), Turkish `KEY=value` tail lines (`sorgu_zamani=` epoch, `istek_no=` KSUID) and a bare KSUID as
  the prompt's first line; and as hard negatives an LOS conditions YAML with `cleared_at`, DU findings,
  credit tradelines, a rate lock confirmation in XML attributes, a VOE result in single-line JSON
  (UUIDv7 `requestId`, `completedAt`), a TRID disclosure table and a Dutch mortgage offer;
* title, escrow and closing: a commitment RAG block (`Passages retrieved:` with microseconds and a
  retrieval query id; the effective date stays), a wire verification callback (SIP Call-ID, answer time;
  the phishing e-mail's time stays), an escrow portal in a markdown table (session uuid, opening time), a
  closing scheduler's HTML comment (`req=` nanoid, `at=` epoch ms), e-recording status fetched with an
  xid and `fetched_at` (the recording times stay), a CD balancing request's XML elements (.NET
  round-trip time), a Hebrew closing desk (`התאריך היום:`), a Russian registration status (`Время
  запроса:`), a traceparent sharing its line with `<|eot_id|>` in a Llama 3 prompt and an agent's
  `clock.now` observation (the payoff's good-through date stays); and as hard negatives a Schedule B
  with recording numbers and dates, e-recording logfmt with `ts=`, a wire-fraud e-mail with `Received`
  and `Message-ID`, an ALTA settlement statement, a Turkish title deed application (`Başvuru Tarihi`),
  an Italian cadastral extract (`Data: ... - Ora: ...`), a Russian EGRN extract and a Hebrew land
  registry extract;
* appraisals and inspections: an AMC order delivered as a binary CloudEvent (`ce-id` UUIDv7, `ce-time`;
  the order's `assigned_at` and due date stay), an inspection summary with a parenthesised upload
  receipt (cuid2), a radon question in a Gemma turn (`Today:` before `<end_of_turn>`), an appraisal
  review's XML attributes (UUIDv7, time), a desktop scheduler's Windows clock, a Swedish buyer's aid
  (`Tidpunkt för förfrågan:`), a Polish appraiser's aid at the tail (`Data i godzina zapytania:`), a
  WDO explainer behind `X-Amzn-Trace-Id` and an ROV question as a Teams activity (`id`, `timestamp`);
  and as hard negatives appraisal XML with its identifier, effective date and signature time, a radon
  monitor CSV with epochs, an AMC webhook payload whose first member is `"event"` with `occurred_at`, an
  ROV log with a UUIDv7 and a Swedish inspection report;
* leasing and tenant screening: a screening report fetched "at" a time with a hex fetch id (the report's
  ULID `report_id` and `created_at` stay), an applicant portal's cookie (`sid`, its last pair), a guest
  card behind YAML front matter, a lease prepared on a date by a job, an Ejari assistant (Arabic-Indic
  digits), a Greek landlord aid, a Hindi rent agreement aid (Devanagari digits), a self-guided tour in a
  ChatML user turn (`(sent ...)`), an income check run (KSUID, JavaScript `toString()`), a Vietnamese
  leasing desk (ObjectId request code at the tail) and a request id next to an application number and
  reference uuid the applicant asks about; and as hard negatives a screening report whose first member
  is `"report_id"`, an application CSV with submission and consent times, an Ejari registration, a Greek
  lease declaration and a Mexican CFDI rent invoice (`UUID`, `FechaTimbrado`);
* property management work orders: a resident app gateway (ULID `x-correlation-id`,
  `x-gateway-received-ms`; the work orders' `created` stay), a leak alert relay in pretty JSON
  (`relay_id`, `received_at`; the alert's `ts` stays), a vendor bot's Telegram update, a make-ready
  board "as of" a time with a zone name and a lower-case ULID snapshot, a preventive maintenance
  planner's current ISO week date, a technician's tablet clock, an Indonesian desk (`Waktu
  permintaan:`) and a German property manager's `Abrufzeitpunkt:` at the tail; and as hard negatives
  NDJSON work orders, leak sensor `key=value` events with epoch ms and a vendor's SMS thread;
* homeowners' associations: an estoppel certificate job with its certificate date, a CC&R bot's
  `X-Session-Id` and retrieval query (the amendment date stays), a delinquency report "as of" a time
  with a decimal snapshot id (last payment dates stay), a gate pass request as a WhatsApp Business
  webhook, a board packet builder's Log4j line (its leading time cut from the front, a UUIDv1 `run=`
  pair), a Czech SVJ (`Aktuální čas:`), a Hungarian társasház (`Lekérdezés ideje:`) and a Thai juristic
  person office (Buddhist Era with Thai digits); and as hard negatives an HOA ledger CSV, a board e-mail
  with `Message-ID`, a Polish owners' account statement and a Thai common-fee receipt;
* rent payments: a payment webhook received by the app (delivery id, timestamp and signature move; the
  payment's `created` epoch stays), a late fee helper's "The current date is ..." line, an autopay call
  prepared for the request (`Idempotency-Key`, `X-Client-Time`; the API version and start date stay), a
  Pix billing bot (`Data/hora da solicitação:`; the receipt's own time and end-to-end id stay), an M-Pesa
  STK callback (`MerchantRequestID`, `CheckoutRequestID`; the receipt number and `TransactionDate`
  stay), a rent reporting batch (UUIDv7, Go `time.Now().String()`), a French quittance job (`Fait le :`),
  a Japanese rent desk with a ULID receipt number, a Korean rent bot, a traceparent next to a payment id
  the tenant asks about and an epoch in microseconds on the last line; and as hard negatives an ACH
  return webhook with its 500 response (`X-PayRail-*`, `Date`, `X-Request-Id`) pasted to debug,
  processor receipts with epochs, a Pix receipt, a French rent receipt e-mail, Korean and Hindi bank
  lines and a KSUID tenant ledger.

The hand-written negatives are those 52 blocks, each once and every second one twice (78 cases),
pasted in twenty ways (question after, before, typed right under the block, after a lead-in, quoted
with "> ", fenced, in an earlier user turn, returned in an earlier assistant turn, indented, after the
question and a lead-in ending in a colon, in a user turn under a system prompt, on both sides, in a
ChatML user turn, as a RAG context block, as an agent's observation, in Llama 3, Mistral, Gemma and
Phi-3 prompts, and with a request to answer in another language); 25 stable look-alikes in program
positions (a template revision and a fair-housing policy date in front matter, a Llama 3 header with
only its knowledge cutoff, a brokerage licence and founding year in a ChatML system turn, an NMLS ID and
a Selling Guide edition, a tenant uuid and API version in XML attributes, an API version in
single-line JSON, a template commit in an HTML comment, an agent's licence expiry and "Member since",
rent settings as `KEY=value` lines, a terms revision in a footer, `Stripe-Version` with a customer,
Discord guild and channel ids, a Gemma turn with model dates, one listing's own dates in its
assistant's system prompt, an HOA's fiscal year, an unrendered `{{current_date}}`, few-shot dates,
office hours in a Phi-3 turn, a loan's lock dates in a loan-specific assistant, `X-B3-Sampled` with an
app version, a portfolio uuid in a bracketed context line, an escrow file's opening date, a Korean
guide's base date, a Spanish template version and a regulation date in a Mistral prompt); 16 values the
user asks about or types (an epoch, a ULID on a receipt, a user-typed clock, a portal JWT, "Today is my
closing day", relative times, lease arithmetic, a traceparent for support, an application uuid, a
Spanish rent date, a Japanese renewal date, a German "Heute ist der 3. Werktag", an epoch in ms, an ISO
week, a Slack `ts` on the last line and a KSUID); and two plain controls.

What it is: 326 prompts. 167 carry volatile fields (239 spans): 91 hand-written positives (144 spans;
49 with two or more fields, four with three) and 76 generated ones (95 spans). 159 carry none: 121
hand-written negatives and 38 generated hard negatives. The generated positive family puts one field,
or two of different kinds in every fourth case, at one of twelve positions (a header block, YAML front
matter, a single-line JSON object, XML attributes, a footer after `--`, a ChatML system turn, lines
after the user's message, `key=value` in a bracketed context line, a markdown table of session info, an
HTML comment, and a bare value alone on the first or the last line) of a prompt that holds one of 42
of the pasted blocks, half of them in languages other than English; its 32 fields carry made-up and
app-specific labels (`Pulse`, `Ingress mark`, `Envelope seq`, `Tick`, `Stamp`, `Mark`, `Desk clock`)
and labels in other languages (`Abrufzeit`, `Horodatage`, `Hora local`, `取得日時`, `Время запроса`,
`Czas`, `Zaman damgası`), with the request time taken after the blocks' own record times. The generated
negative family uses ten of those positions and the same blocks with one or two of 20 stable values
(brokerage licence, MLS, knowledge cutoff, prompt revision, API version, tenant uuid, NMLS ID, year
the office opened, time zone, fee schedule, model, build, region, portfolio, escrow licence, policy
effective date, fiscal year, `Stand der AGB`, `Versión de tarifas`, `規約改定日`).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -08:00 to +02:00, RFC 1123, RFC
850, RFC 2822, ISO basic, GNU `date`, ctime, Python `str()`, `isoformat()` and logging, Log4j
ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip, Semantic Kernel's long rendering,
JavaScript `toISOString()` and `toString()`, Windows and US medium 12-hour renderings, month-first
12-hour, day-first and dotted numeric dates with a time, `YYYY/MM/DD HH:MM:SS`, SQL Server, `YYYY-MM-DD
HH:MM` with a zone name, English long dates, Llama 3's `Today Date`, ISO week dates, a weekday with a
24-hour or 12-hour time, epochs in s, ms and us, and dates with localized month and weekday names,
digits and calendars (Spanish, Portuguese, German, French, Dutch, Polish, Russian, Greek, Swedish,
Czech, Hungarian, Indonesian, Vietnamese, Japanese, Chinese, Korean, Hebrew, Arabic with Arabic-Indic
digits, Hindi with Devanagari digits, Thai in the Buddhist Era with Thai digits). Identifiers: UUID v1,
v4 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, ObjectIds, snowflakes, decimal TSIDs,
traceparent, X-Ray, hex, base32, base58, base62 and base64url tokens, JWTs, Slack, Teams, WhatsApp and
Telegram ids, a SIP Call-ID, CloudEvents, Standard Webhooks, an HMAC signature header, an
`Idempotency-Key`, M-Pesa request ids and a cookie session.

Prompts are in English (US) and in Mexican Spanish, Brazilian Portuguese, German, French, Japanese,
Korean, Mandarin (simplified), Arabic (Dubai), Hindi, Polish, Turkish, Italian, Dutch, Russian, Hebrew,
Thai, Greek, Swedish, Vietnamese, Indonesian, Czech, Hungarian and Swahili, with requests to answer in
Spanish, Vietnamese, Tagalog, Ukrainian, Indonesian, Swahili, Czech or Hungarian (scripts: Latin,
Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Han, kana, Hangul); about a third of the prompts are
in a language other than English. The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs payload,
per-run ids, places vs conversations, document and record dates, snapshot and fetch times, query
windows computed from now, pasted blocks that open with metadata-like lines, work logins, per-message
and per-item stamps, device clocks, holds and expiries computed from now, "today" written into an
artefact, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made
here:

* Transaction records are content wherever they sit: MLS numbers, listing keys, list, price-change and
  status-change times, showing ids and times, offer ids and received times, counter expirations,
  envelope ids and signing times, deposit ids and received times, loan numbers, casefile ids and
  submission dates, conditions with their cleared and received times, lock ids and lock and expiry
  dates, VOE request ids and completion times, disclosure times, commitment numbers and effective dates,
  recording numbers and times, settlement and disbursement dates, appraisal identifiers, effective dates
  and signature times, comparable sale dates, sensor readings with their timestamps and epochs, order
  ids and due dates, screening report ids and `created_at`, eviction cases, application ids with their
  submission and consent times, work order ids with `created` and `updated`, ledger postings, payment
  ids and `created` epochs, return codes, Pix end-to-end ids, CFDI UUIDs and `FechaTimbrado`, Ejari
  contract numbers, UPI references, registry application, extract and cadastral numbers and the times
  printed on extracts; also next to a program's stamp and also when the program fetched them for this
  request. Only the stamp ("Comparables pulled from the MLS at <time> (pull <id>) for this request:",
  "Report fetched from the screening bureau at <time> (fetch <id>) for this request:") and the ids
  minted for the pull, fetch, query, snapshot, upload or retrieval move.
* A time-ordered id inside a record (a ULID `report_id`, a UUIDv7 `requestId` in a VOE response, KSUID
  ledger ids, an `ord_` ULID, a KSUID `X-Lead-ID` in a pasted e-mail) is the record's and stays; the
  same shapes in program positions move. A record's `created_at` at the head of a pasted block stays
  while the app's `generated_at` at the head of the prompt moves.
* Messages received or made for this request carry per-request values: a lead delivery's
  `X-Lead-Delivery` and `X-Delivered-At`, Standard Webhooks and `X-PayRail-*` delivery headers, a binary
  CloudEvent's `ce-id` and `ce-time`, a relay's `relay_id` and `received_at`, a Slack event's
  `event_id`, `event_time` and `ts`, a Teams activity's `id` and `timestamp`, a WhatsApp message's `id`
  and `timestamp`, a Telegram update's `update_id`, `message_id` and `date`, an M-Pesa STK callback's
  `MerchantRequestID` and `CheckoutRequestID` (minted for this payment request), a response's `date` and
  `x-request-id`, a bearer JWT, an `Idempotency-Key` and an `X-Client-Time`; the payloads stay (the
  deposit with its `received_at`, the alert's `ts`, the payment's `created`, the M-Pesa receipt and
  `TransactionDate`, the listing's `PriceChangeTimestamp`, the order's `assigned_at`). The same kinds of
  messages pasted by a user to be explained or debugged are content.
* Quotes and holds: a pricing quote's id with the validity computed from its time moves; a lock
  confirmation's dates belong to the loan and stay, also in a loan-specific assistant's system prompt.
  Jobs move with their ids and the date they fill in as today: a pre-approval letter, a lease
  preparation, an estoppel certificate and a quittance's `Fait le`; runs and batches (photo batch,
  income check, rent reporting, board packet) move with their start.
* Work logins are sessions: a showing desk, an LOS session token, an escrow portal, an applicant
  portal's cookie `sid`, a guest card and a chat session move with their opening time; brokerages,
  MLS boards, loans, files, escrow numbers, communities, accounts, units, tenants, portfolios and
  Discord guilds stay.
* Clocks read for this request are the current time in any form: a desk's weekday and time, a
  workstation or tablet clock, an agent's `clock.now` observation, a current ISO week date, and "now"
  or "today" labels in any language, script, digits or calendar, including labels nobody would expect
  (`Peilmoment`, `Abrufzeitpunkt`, `sorgu_zamani`, `Ingress mark`, `Tick`, `Mark`). A bare epoch or
  time-ordered id alone on the first or the last line of a prompt, which nothing in the prompt refers
  to, is the program's and moves; a bare value the user asks about (a Slack `ts` on the last line of
  the question) stays, and so do times a user types ("It's 4:55 pm here in Phoenix", "Today is my
  closing day").
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Lease prepared on <date> by LeaseKit job <id> for unit 4B." leaves "Lease prepared by LeaseKit job
  for unit 4B."; "Pricing snapshot taken at <time> (quote <id>, valid until <time>) for this request:"
  leaves "Pricing snapshot taken for this request:"); a parenthesised id or receipt is cut with its
  parentheses; XML attributes and `key=value` pairs are followed by a stable neighbour, except a
  cookie's session pair, its last; single-line JSON members are cut with the comma after them and
  follow a stable member, and volatile members of pretty-printed JSON are never the last member of
  their object; a header line, a markdown row, an XML element, a YAML member, a `KEY=value` line, a
  footer line, an agent's observation line, a line holding one field in any script and a stamp on its
  own line in a ChatML, Llama 3, Gemma, Phi-3 or Mistral prompt are whole-line spans; a stamp that
  shares its line with `<|eot_id|>` or `<end_of_turn>`, an `[upload ...]` prefix and a program log
  line's leading time are cut from the front of their line, and a `(sent ...)` stamp from the end of the
  user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header that make_holdout's cue pattern
  recognises, on a line of its own) end positives; prompts in the other languages end with the user's
  message or with the metadata after it, and the Llama 3 prompts whose last line also holds the
  previous turn's end, and the Mistral `[INST]`, Gemma and Phi-3 prompts, get their trailer at the end
  as rule 4 gives it.
"""

from __future__ import annotations

import base64
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

SEED = 20690314
SRC = "holdout69:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout69.jsonl"

PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
MST = timezone(timedelta(hours=-7), "MST")
CST = timezone(timedelta(hours=-6), "CST")
CDT = timezone(timedelta(hours=-5), "CDT")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
BRT = timezone(timedelta(hours=-3), "BRT")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EET = timezone(timedelta(hours=2), "EET")
TRT = timezone(timedelta(hours=3), "TRT")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
CST_CN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
EAT = timezone(timedelta(hours=3), "EAT")
IDT = timezone(timedelta(hours=3), "IDT")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
LOWER36 = "abcdefghijklmnopqrstuvwxyz0123456789"


class Gen69(Gen):
    """`Gen` with the few extra identifier shapes this corpus uses."""

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            self.rng.choice(LOWER36) for _ in range(23)
        )

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        raw = value.to_bytes(12, "big")
        bits = int.from_bytes(raw, "big") << 4
        return "".join(B32HEX[(bits >> (5 * i)) & 31] for i in reversed(range(20)))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


# --- local renderings of a moment --------------------------------------------------------------------

DE_M = [
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
DE_D = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
FR_M = [
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
FR_D = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
ES_M = [
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
ES_D = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
PT_M = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
PT_D = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
PL_M = [
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
RU_M = [
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
EL_M = [
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
NL_M = [
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
ID_M = [
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
VI_D = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"]
TH_M = [
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
HE_M = [
    "בינואר",
    "בפברואר",
    "במרץ",
    "באפריל",
    "במאי",
    "ביוני",
    "ביולי",
    "באוגוסט",
    "בספטמבר",
    "באוקטובר",
    "בנובמבר",
    "בדצמבר",
]
AR_M = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
]
HU_M = [
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
SV_M = [
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
CS_M = [
    "ledna",
    "února",
    "března",
    "dubna",
    "května",
    "června",
    "července",
    "srpna",
    "září",
    "října",
    "listopadu",
    "prosince",
]
JA_D = "月火水木金土日"
ZH_D = "一二三四五六日"
KO_D = "월화수목금토일"
ARABIC_INDIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI = str.maketrans("0123456789", "०१२३४५६७८९")
THAI_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")


def de_long(t: datetime) -> str:
    return f"{DE_D[t.weekday()]}, {t.day}. {DE_M[t.month - 1]} {t.year}, {t:%H:%M:%S} Uhr"


def de_dots(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def fr_long(t: datetime) -> str:
    return f"{FR_D[t.weekday()]} {t.day} {FR_M[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def es_long(t: datetime) -> str:
    return f"{ES_D[t.weekday()]}, {t.day} de {ES_M[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def pt_long(t: datetime) -> str:
    return f"{PT_D[t.weekday()]}, {t.day} de {PT_M[t.month - 1]} de {t.year} às {t:%H:%M}"


def day_first(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def month_first_12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t:%m/%d/%Y} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def pl_long(t: datetime) -> str:
    return f"{t.day} {PL_M[t.month - 1]} {t.year} r., godz. {t:%H:%M}"


def ru_long(t: datetime) -> str:
    return f"{t.day} {RU_M[t.month - 1]} {t.year} г., {t:%H:%M:%S}"


def el_long(t: datetime) -> str:
    return f"{t.day} {EL_M[t.month - 1]} {t.year}, {t:%H:%M}"


def nl_long(t: datetime) -> str:
    return f"{t.day} {NL_M[t.month - 1]} {t.year} om {t:%H:%M}"


def id_long(t: datetime) -> str:
    return f"{t.day} {ID_M[t.month - 1]} {t.year} pukul {t:%H.%M} WIB"


def vi_long(t: datetime) -> str:
    return f"{VI_D[t.weekday()]}, ngày {t.day} tháng {t.month} năm {t.year}, {t:%H:%M}"


def th_be(t: datetime) -> str:
    """Thai date in the Buddhist Era with Thai digits."""
    return f"{t.day} {TH_M[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น.".translate(THAI_DIGITS)


def he_long(t: datetime) -> str:
    return f"{t.day} {HE_M[t.month - 1]} {t.year}, {t:%H:%M}"


def ar_long(t: datetime) -> str:
    return f"{t.day} {AR_M[t.month - 1]} {t.year}، الساعة {t:%H:%M}".translate(ARABIC_INDIC)


def hi_digits(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M}".translate(DEVANAGARI)


def hu_long(t: datetime) -> str:
    return f"{t.year}. {HU_M[t.month - 1]} {t.day}. {t:%H:%M}"


def sv_long(t: datetime) -> str:
    return f"{t.day} {SV_M[t.month - 1]} {t.year} kl. {t:%H.%M}"


def cs_long(t: datetime) -> str:
    return f"{t.day}. {CS_M[t.month - 1]} {t.year} {t:%H:%M}"


def ja_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_D[t.weekday()]}) {t:%H:%M}"


def zh_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 星期{ZH_D[t.weekday()]} {t:%H:%M:%S}"


def ko_long(t: datetime) -> str:
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_D[t.weekday()]}) {t:%H:%M}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    names = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return f"{names[u.weekday()]}, {u:%d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def weekday_time(t: datetime) -> str:
    return f"{DAYS[t.weekday()]} {t:%H:%M}"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def sql_server(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d}"


def slashed_iso(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}"


def zone_minutes(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M} {t.tzname()}"


# --- pasted material ---------------------------------------------------------------------------------


@dataclass
class Block:
    """A record, log, export or message the user pastes, with the question asked about it."""

    source: str
    area: str
    lang: str
    tags: list[str]
    text: str
    ask: str
    intro: str


def make_blocks(g: Gen69) -> list[Block]:
    """The pasted material of this corpus (content wherever it appears)."""
    out: list[Block] = []

    def add(source: str, area: str, lang: str, tags: list[str], text: str, ask: str, intro: str) -> None:
        out.append(Block(source, area, lang, tags, text, ask, intro))

    t = g.moment(PDT)
    add(
        "showing-feedback-json",
        "listing",
        "en",
        ["json_pretty", "nested", "uuid", "rfc3339_offset"],
        f"""{{
  "id": "{g.uuid4()}",
  "listing": {{"mls": "SR26104471", "address": "1418 Alder Crest Dr, Santa Rosa, CA"}},
  "showings": [
    {{"ref": "SHW-88213", "start": "{rfc3339(t)}", "agent": "M. Okafor", "interest": 4,
     "comment": "Buyers loved the kitchen, worried about the slope in the backyard."}},
    {{"ref": "SHW-88240", "start": "{rfc3339(t + timedelta(hours=26, minutes=30))}", "agent": "L. Chen",
     "interest": 2, "comment": "Price feels high vs. the Bennett Valley comps."}}
  ],
  "created": "{rfc3339(t + timedelta(days=2, minutes=7), 3)}"
}}""",
        "Summarise the feedback for the sellers in two sentences and say which showing was more promising.",
        "Here is the feedback export from the showing service",
    )
    t = g.moment(CDT)
    add(
        "showing-schedule-csv",
        "listing",
        "en",
        ["csv", "times_to_second", "showing_ids"],
        f"""ShowingId,Start,End,BuyerAgent,Status,Updated
SHW-{g.digits(6)},{iso_space(t)},{iso_space(t + timedelta(minutes=45))},Dana Ruiz,Confirmed,{iso_space(t - timedelta(hours=20, seconds=31))}
SHW-{g.digits(6)},{iso_space(t + timedelta(hours=2))},{iso_space(t + timedelta(hours=2, minutes=30))},Kofi Mensah,Cancelled,{iso_space(t - timedelta(hours=3, seconds=12))}
SHW-{g.digits(6)},{iso_space(t + timedelta(days=1))},{iso_space(t + timedelta(days=1, minutes=45))},Priya Shah,Pending,{iso_space(t - timedelta(minutes=58, seconds=4))}""",
        "Which of these showings still needs the seller's approval, and when is it?",
        "Below is what the scheduling system returned",
    )
    t = g.moment(EDT)
    add(
        "hot-sheet-table",
        "listing",
        "en",
        ["markdown_table", "status_change_times"],
        f"""| MLS # | Address | Status | Price | Change time | DOM |
|---|---|---|---|---|---|
| 73391054 | 22 Wren St, Somerville | Price Change | $899,000 | {month_first_12(t)} | 12 |
| 73388712 | 5 Crescent Ave #3, Cambridge | Under Agreement | $1,150,000 | {month_first_12(t + timedelta(hours=3, seconds=41))} | 6 |
| 73394420 | 81 Pearl St, Medford | New | $749,900 | {month_first_12(t + timedelta(hours=5, seconds=9))} | 0 |""",
        "Which of these should I send to my buyers who want a condo under $1.2M near the Red Line?",
        "My hot sheet from this morning",
    )
    t = g.moment(MST)
    add(
        "listing-history-log",
        "listing",
        "en",
        ["log_lines", "offset_times", "agent_ids"],
        f"""{t:%Y-%m-%d %H:%M:%S} -0700 LISTED      MLS 6719023  list_price=615000  by=agent:4471
{(t + timedelta(days=18, hours=2, seconds=14)):%Y-%m-%d %H:%M:%S} -0700 PRICE       MLS 6719023  615000 -> 589000  by=agent:4471
{(t + timedelta(days=31, hours=5, seconds=51)):%Y-%m-%d %H:%M:%S} -0700 STATUS      MLS 6719023  Active -> Pending  by=agent:4471
{(t + timedelta(days=40, seconds=3)):%Y-%m-%d %H:%M:%S} -0700 STATUS      MLS 6719023  Pending -> Active  by=system""",
        "Why would a listing go from Pending back to Active like this, and how do I explain the history to a buyer?",
        "The listing history my client found",
    )
    t = g.moment(PDT)
    add(
        "counter-offer-email",
        "offers",
        "en",
        ["email_headers", "message_id", "offer_expiry"],
        f"""From: Rachel Ames <rachel@amesrealtygroup.example>
To: Tom Baptiste <tom@northbayhomes.example>
Date: {rfc2822(t)}
Message-ID: <{g.hex(12)}.{epoch_s(t)}@amesrealtygroup.example>
Subject: RE: 1418 Alder Crest - Seller Counter #1

Tom, sellers have signed Counter #1: price $1,062,000, close of escrow 30 days, buyer to remove the
appraisal contingency in 10 days. Counter expires {MONTHS_LONG[(t + timedelta(days=2)).month - 1]} {(t + timedelta(days=2)).day} at 5:00 PM.""",
        "Is the counter still open, and what are the three changes from our offer?",
        "Listing agent's reply",
    )
    t = g.moment(EST)
    add(
        "counter-form-export",
        "offers",
        "en",
        ["form_export", "key_value", "envelope_uuid"],
        f"""Form: Counter Offer No. 2 (Seller)
Property: 9 Harbor View Ln, Mystic, CT 06355
Buyer: J. and L. Moreau
Purchase price: $684,500
Inspection contingency: 7 days from acceptance
This counter expires: {(t + timedelta(days=1)):%m/%d/%Y} 6:00 PM
Seller signed: {rfc3339(t.astimezone(UTC))}
Envelope ID: {g.uuid4().upper()}
Status: Sent to buyer agent""",
        "When exactly does this counter expire and who still has to sign?",
        "Here is the export from the e-sign platform",
    )
    t = g.moment(UTC)
    add(
        "emd-webhook-debug",
        "offers",
        "en",
        ["webhook", "standard_webhooks", "debug", "signature"],
        f"""POST /hooks/emd HTTP/1.1
Host: api.brokerbox.example
webhook-id: msg_{g.b62(27)}
webhook-timestamp: {epoch_s(t)}
webhook-signature: v1,{g.b64(32)}
content-type: application/json

{{"type":"deposit.received","data":{{"deposit_id":"dep_{g.b62(16)}","amount":25000,"currency":"usd","escrow_no":"ESC-26-04418","received_at":"{rfc3339(t - timedelta(minutes=4, seconds=12))}"}}}}""",
        "Our endpoint rejects this delivery with 'timestamp too old'. Our tolerance is 5 minutes - what's going on?",
        "My colleague sent this from the logs",
    )
    t = g.moment(CDT)
    add(
        "multiple-offers-csv",
        "offers",
        "en",
        ["csv", "received_times", "offer_ids"],
        f"""offer_id,received,buyer_agent,price,financing,emd,close_days,contingencies
OF-{g.digits(5)},{rfc3339(t)},Brooke Tan,455000,Conventional 20%,10000,30,inspection;appraisal
OF-{g.digits(5)},{rfc3339(t + timedelta(hours=1, minutes=12, seconds=5))},Luis Ortega,462500,FHA 3.5%,5000,45,inspection;appraisal;sale of home
OF-{g.digits(5)},{rfc3339(t + timedelta(hours=6, seconds=44))},Sam Whitlock,449000,Cash,25000,14,none""",
        "Rank these offers for the seller by net certainty, not just price.",
        "The offers we received",
    )
    t = g.moment(EDT)
    add(
        "los-conditions-yaml",
        "mortgage",
        "en",
        ["yaml", "conditions", "cleared_at"],
        f"""loan: 4410287731
stage: Conditionally Approved
conditions:
  - id: PTD-03
    text: Letter of explanation for 2025 employment gap
    status: Cleared
    cleared_at: {rfc3339(t)}
  - id: PTD-07
    text: Two most recent bank statements, all pages
    status: Received
    received_at: {rfc3339(t + timedelta(hours=19, minutes=3, seconds=22))}
  - id: PTF-01
    text: Final verbal VOE within 10 business days of closing
    status: Open""",
        "What is still outstanding before docs can go out?",
        "This is what the LOS shows for my file",
    )
    t = g.moment(CDT)
    add(
        "du-findings",
        "mortgage",
        "en",
        ["aus_findings", "casefile_id", "submission_time"],
        f"""DESKTOP UNDERWRITER UNDERWRITING FINDINGS
Casefile ID        {g.digits(10)}
Submission Number  4
Submission Date    {month_first_12(t)}
Recommendation     Approve/Eligible
Lender Loan Number 4410287731

Verify the borrower's employment with a verbal VOE no more than 10 business days before the note date.""",
        "Does the submission date matter for how long these findings are valid?",
        "Underwriting findings from the lender",
    )
    t = g.moment(PST)
    add(
        "credit-tradelines",
        "mortgage",
        "en",
        ["fixed_width", "tradelines", "report_dates"],
        f"""CREDITOR              OPENED   REPORTED  BALANCE  PAYMENT  STATUS
CAPITAL ONE           03/2019  {t:%m/%Y}      1,842       45  CURRENT
SANTANDER AUTO        11/2023  {t:%m/%Y}     18,300      512  CURRENT
SYNCB/AMAZON          06/2021  {t:%m/%Y}        210       25  30 DAYS LATE 08/2025
Report date: {t:%m/%d/%Y}  File #: {g.digits(8)}""",
        "Will the late payment on the Amazon card hurt the loan approval much?",
        "Tradelines from my credit report",
    )
    t = g.moment(EDT)
    add(
        "rate-lock-xml",
        "mortgage",
        "en",
        ["xml", "lock_confirmation", "attributes_with_times"],
        f"""<LockConfirmation lockId="LK-{g.upper_hex(10)}" loan="4410287731" lockedAt="{rfc3339(t)}">
  <Rate>6.375</Rate>
  <Points>0.250</Points>
  <LockPeriodDays>45</LockPeriodDays>
  <Expires>{iso_date(t + timedelta(days=45))}</Expires>
  <Program>Conv 30 Fixed</Program>
</LockConfirmation>""",
        "If closing slips two weeks, will this lock still cover us?",
        "The lock confirmation I got",
    )
    t = g.moment(UTC)
    add(
        "voe-single-line",
        "mortgage",
        "en",
        ["json_single_line", "uuid7", "completed_at"],
        f"""{{"requestId":"{g.uuid7(t)}","type":"VOE","employer":"Redwood Dental Group","status":"COMPLETED","completedAt":"{js_iso(t)}","title":"Office Manager","startDate":"2019-04-15"}}""",
        "Closing is set for the 3rd of next month. Is this verification recent enough?",
        "The verification came back like this",
    )
    t = g.moment(CDT)
    add(
        "trid-dates-table",
        "mortgage",
        "en",
        ["markdown_table", "disclosure_dates"],
        f"""| Disclosure | Sent | Received | Method |
|---|---|---|---|
| Loan Estimate v1 | {iso_space(t)} | {iso_space(t + timedelta(hours=2, seconds=17))} | eSign |
| Loan Estimate v2 (rate lock) | {iso_space(t + timedelta(days=9))} | {iso_space(t + timedelta(days=9, hours=6))} | eSign |
| Closing Disclosure | {iso_space(t + timedelta(days=27))} | - | Mail |""",
        "If the CD went by mail, what's the earliest day we can close?",
        "Disclosure tracking from our LOS",
    )
    t = g.moment(MST)
    add(
        "title-schedule-b",
        "title",
        "en",
        ["title_commitment", "recording_numbers", "recording_dates"],
        f"""SCHEDULE B - PART II (EXCEPTIONS)
Commitment No.: 26-{g.digits(6)}-AZ   Effective Date: {t:%B} {t.day}, {t.year} at 7:30 A.M.
5. Easement for public utilities recorded {(t - timedelta(days=9000)):%m/%d/%Y} as {(t - timedelta(days=9000)).year}-0551291, Official Records.
6. Declaration of CC&Rs recorded {(t - timedelta(days=8900)):%m/%d/%Y} as {(t - timedelta(days=8900)).year}-0012874, and amendments thereto.
7. Deed of Trust to secure $412,000 recorded {(t - timedelta(days=1500)):%m/%d/%Y} as {(t - timedelta(days=1500)).year}-0187736.""",
        "Which of these exceptions will be cleared at closing and which stay with the property?",
        "Schedule B from the title commitment",
    )
    t = g.moment(MST)
    add(
        "erecording-logfmt",
        "title",
        "en",
        ["logfmt", "timestamps", "recording_status"],
        f"""ts={rfc3339(t, 3)} level=info pkg=PKG-{g.digits(7)} doc=DEED county=Maricopa status=SUBMITTED
ts={rfc3339(t + timedelta(minutes=14, seconds=2), 3)} level=warn pkg=PKG-{g.digits(7)} doc=DOT county=Maricopa status=REJECTED reason="missing notary seal page 9"
ts={rfc3339(t + timedelta(hours=1, seconds=40), 3)} level=info pkg=PKG-{g.digits(7)} doc=DEED county=Maricopa status=RECORDED rec_no=2026-{g.digits(7)}""",
        "The deed recorded but the deed of trust was rejected - what do we need to do to fix the DOT?",
        "Here is the export from the e-recording service",
    )
    t = g.moment(CDT)
    add(
        "wire-email",
        "title",
        "en",
        ["email_headers", "received_chain", "fraud_check"],
        f"""Received: from mail-out.sv-escrow-svc.example ([185.{g.small(1, 255)}.{g.small(1, 255)}.{g.small(1, 255)}])
        by mx.gmail.example with ESMTPS id {g.b62(12)}; {rfc2822(t)}
From: "Lone Star Title - Closing" <closing@lonestar-title-closings.example>
Date: {rfc2822(t - timedelta(seconds=3))}
Message-ID: <{g.uuid4()}@sv-escrow-svc.example>
Subject: UPDATED wiring instructions - 1207 Pecan Hollow

Please note our bank has changed. Wire your cash to close of $86,412.55 today to account 9901442817,
routing 021000021, reference GF# 26-0448-LS. Do not call the office, we are in closings all day.""",
        "Is this legit? Our title company's domain is lonestartitle.example.",
        "I got this email an hour ago",
    )
    t = g.moment(PDT)
    add(
        "alta-settlement",
        "title",
        "en",
        ["settlement_statement", "dates", "file_number"],
        f"""ALTA SETTLEMENT STATEMENT - BUYER
File No. 0912-{g.digits(5)}   Settlement Date: {t:%m/%d/%Y}   Disbursement Date: {(t + timedelta(days=1)):%m/%d/%Y}
Sales Price of Property                       $ 720,000.00
Deposit (received {(t - timedelta(days=29)):%m/%d/%Y})                      $  21,600.00 credit
County taxes {(t.replace(day=1)):%m/%d/%Y} to {t:%m/%d/%Y}             $   1,184.37 credit
Title - Lender's Policy                        $   1,042.00
Recording Fees                                 $     186.00""",
        "Why am I getting a credit for county taxes? I thought the buyer pays taxes.",
        "The settlement statement",
    )
    t = g.moment(EDT)
    add(
        "appraisal-xml",
        "appraisal",
        "en",
        ["xml", "appraisal", "effective_date", "identifier"],
        f"""<VALUATION AppraisalIdentifier="{g.upper_hex(8)}-{g.upper_hex(4)}" ValuationEffectiveDate="{iso_date(t)}">
  <PROPERTY StreetAddress="48 Linden Rd" City="Ithaca" State="NY" PostalCode="14850"/>
  <VALUATION_ANALYSIS PropertyValuationAmount="412000" ValuationMethodType="SalesComparison"/>
  <COMPARABLE Sequence="1" SalePrice="405000" SaleDate="{iso_date(t - timedelta(days=61))}" GrossAdjustmentPercent="8.2"/>
  <COMPARABLE Sequence="2" SalePrice="438000" SaleDate="{iso_date(t - timedelta(days=140))}" GrossAdjustmentPercent="14.9"/>
  <SIGNATURE SignedDateTime="{rfc3339(t + timedelta(days=2, hours=3, seconds=18))}"/>
</VALUATION>""",
        "The contract price is $430,000. Is there a case for a reconsideration of value based on these comps?",
        "Part of the appraisal file",
    )
    t = g.moment(CDT)
    rows = "\n".join(
        f"{iso_space(t + timedelta(hours=h))},{epoch_s(t + timedelta(hours=h))},{3.1 + (h % 5) * 0.4:.1f}"
        for h in range(0, 6)
    )
    add(
        "radon-monitor-csv",
        "appraisal",
        "en",
        ["csv", "epoch", "sensor_log"],
        f"""timestamp,epoch,radon_pCi_L
{rows}
# device RM-{g.upper_hex(6)} serial 4410 calibrated 2025-11-02""",
        "Averaged over these hours, is this above the EPA action level?",
        "Radon readings from the inspection",
    )
    t = g.moment(UTC)
    add(
        "amc-order-webhook",
        "appraisal",
        "en",
        ["json_pretty", "nested", "event", "occurred_at"],
        f"""{{
  "event": "order.assigned",
  "occurred_at": "{rfc3339(t, 6)}",
  "order": {{
    "id": "ord_{g.ulid(t)}",
    "product": "1004 Full Appraisal",
    "due": "{iso_date(t + timedelta(days=7))}",
    "appraiser": {{"name": "K. Lindqvist", "license": "NY-45-1187"}}
  }}
}}""",
        "The appraiser was assigned but hasn't scheduled the inspection. When is the report due?",
        "Below is what the AMC sent us",
    )
    t = g.moment(UTC)
    add(
        "screening-report-json",
        "leasing",
        "en",
        ["json_pretty", "ulid", "created_at", "eviction_dates"],
        f"""{{
  "report_id": "{g.ulid(t)}",
  "created_at": "{rfc3339(t)}",
  "applicant": {{"name": "Jordan P. Reyes", "dob_year": 1994}},
  "credit": {{"score": 688, "collections": 1}},
  "evictions": [
    {{"case": "2021-LT-004417", "court": "Cook County", "filed": "2021-06-14", "disposition": "dismissed", "disposition_date": "2021-08-02"}}
  ],
  "criminal": []
}}""",
        "Under our criteria, can a dismissed eviction filing be used to deny this applicant?",
        "The screening report for unit 4B",
    )
    t = g.moment(EDT)
    add(
        "rental-application-csv",
        "leasing",
        "en",
        ["csv", "submitted_times", "consent_ip"],
        f"""application_id,submitted,unit,applicant,monthly_income,consent_signed,consent_ip
APP-{g.digits(7)},{rfc3339(t)},12C,Amara Nwosu,5400,{rfc3339(t - timedelta(minutes=2, seconds=9))},73.{g.small(1, 255)}.{g.small(1, 255)}.{g.small(1, 255)}
APP-{g.digits(7)},{rfc3339(t + timedelta(hours=5, seconds=37))},12C,Ben Holloway,7100,{rfc3339(t + timedelta(hours=5, minutes=-4))},98.{g.small(1, 255)}.{g.small(1, 255)}.{g.small(1, 255)}""",
        "Rent on 12C is $2,150. Who meets a 3x income rule, and who applied first?",
        "The applications we have for 12C",
    )
    t = g.moment(UTC)
    add(
        "work-orders-ndjson",
        "maintenance",
        "en",
        ["ndjson", "work_orders", "created_updated"],
        f"""{{"wo_id":"WO-{g.digits(6)}","unit":"3A","category":"plumbing","priority":"emergency","created":"{rfc3339(t)}","updated":"{rfc3339(t + timedelta(minutes=41, seconds=3))}","status":"dispatched"}}
{{"wo_id":"WO-{g.digits(6)}","unit":"3A","category":"plumbing","priority":"routine","created":"{rfc3339(t + timedelta(days=3, hours=2))}","updated":"{rfc3339(t + timedelta(days=5, seconds=50))}","status":"completed"}}
{{"wo_id":"WO-{g.digits(6)}","unit":"2A","category":"drywall","priority":"routine","created":"{rfc3339(t + timedelta(days=6))}","updated":"{rfc3339(t + timedelta(days=6, minutes=5))}","status":"open"}}""",
        "Is the drywall in 2A probably related to the leak in 3A? What should the tech check first?",
        "Work orders for the building",
    )
    t = g.moment(CDT)
    add(
        "leak-sensor-kv",
        "maintenance",
        "en",
        ["key_value", "sensor", "epoch_ms"],
        f"""device=LK-{g.upper_hex(6)} unit=3A location=under_sink event=LEAK_DETECTED ts={epoch_ms(t)} battery=71
device=LK-{g.upper_hex(6)} unit=3A location=water_heater event=OK ts={epoch_ms(t + timedelta(seconds=90))} battery=64
device=LK-{g.upper_hex(6)} unit=2A location=ceiling event=HUMIDITY_HIGH ts={epoch_ms(t + timedelta(hours=2, seconds=5))} battery=88""",
        "Turn these into a short timeline the owner can read.",
        "Raw sensor events",
    )
    t = g.moment(EDT)
    add(
        "vendor-sms-thread",
        "maintenance",
        "en",
        ["sms_thread", "timestamps", "vendor"],
        f"""[{t:%m/%d/%y %I:%M:%S %p}] Metro HVAC: Tech en route to 88 Lowell St unit 5, ETA 40 min
[{(t + timedelta(minutes=52, seconds=10)):%m/%d/%y %I:%M:%S %p}] Metro HVAC: Compressor capacitor failed, replacing now, $245 parts+labor
[{(t + timedelta(hours=1, minutes=31, seconds=44)):%m/%d/%y %I:%M:%S %p}] Metro HVAC: Done, cooling at 58F supply. Invoice MH-{g.digits(5)} to follow""",
        "Write the work order completion note from this.",
        "The vendor's texts",
    )
    t = g.moment(MST)
    add(
        "hoa-ledger-csv",
        "hoa",
        "en",
        ["csv", "posted_times", "account_ids"],
        f"""account,posted,description,charge,payment,balance
SRC-0412,{iso_space(t)},Q3 assessment,585.00,,585.00
SRC-0412,{iso_space(t + timedelta(days=16, hours=3, seconds=27))},Late fee,35.00,,620.00
SRC-0412,{iso_space(t + timedelta(days=21, hours=9, seconds=2))},ACH payment {g.digits(9)},,585.00,35.00""",
        "The owner says the late fee is wrong because they paid within the grace period. Were they late?",
        "Ledger for the owner",
    )
    t = g.moment(PDT)
    add(
        "hoa-board-email",
        "hoa",
        "en",
        ["email_headers", "message_id", "meeting_date"],
        f"""From: Treasurer <treasurer@vistaoaks-hoa.example>
To: board@vistaoaks-hoa.example
Date: {rfc2822(t)}
Message-ID: <CA+{g.b64url(24)}@mail.example>
Subject: Pool resurfacing bids

Three bids in: Aqua Finish $38,900 (start 3 weeks), BlueLine $41,250 (start 10 days), SunCoat $35,700
(start 6 weeks, no warranty on tile). Reserve has $52,300. Vote at the meeting on the 14th?""",
        "Draft a one-paragraph recommendation for the board.",
        "Treasurer's email",
    )
    t = g.moment(UTC)
    add(
        "ach-return-http",
        "rent",
        "en",
        ["http_exchange", "request_headers", "debug"],
        f"""POST /webhooks/payments HTTP/1.1
Host: rent.pinecourt.example
User-Agent: PayRail-Webhooks/2.1
X-PayRail-Delivery: {g.uuid4()}
X-PayRail-Timestamp: {epoch_s(t)}
X-PayRail-Signature: t={epoch_s(t)},v1={g.hex(64)}

{{"event":"payment.returned","payment":{{"id":"pay_{g.b62(20)}","amount":186500,"return_code":"R01","created":{epoch_s(t - timedelta(days=2, hours=4))}}}}}

HTTP/1.1 500 Internal Server Error
Date: {http_date(t + timedelta(seconds=1))}
X-Request-Id: {g.hex(32)}""",
        "Why did our handler crash on this, and what does R01 mean for the tenant's ledger?",
        "Request and response from our webhook logs",
    )
    t = g.moment(UTC)
    rows = "\n".join(
        f"| py_{g.b62(14)} | {epoch_s(t + timedelta(days=31 * k, seconds=g.small(0, 5000)))} | 1,865.00 | {s} |"
        for k, s in enumerate(["succeeded", "succeeded", "failed", "succeeded"])
    )
    add(
        "rent-receipts-table",
        "rent",
        "en",
        ["markdown_table", "epochs", "payment_ids"],
        f"""| id | created | amount | status |
|---|---|---|---|
{rows}""",
        "Convert the created column to dates and tell me which month's rent failed.",
        "Payments from the processor's dashboard",
    )
    t = g.moment(BRT)
    add(
        "pix-receipt",
        "rent",
        "pt",
        ["pix", "e2e_id", "data_hora"],
        f"""Comprovante de transferência Pix
Data e hora: {t:%d/%m/%Y} - {t:%H:%M:%S}
Valor: R$ 2.350,00
Destino: Imobiliária Vale Verde Ltda
Chave: aluguel@valeverde.example
ID da transação: E{g.digits(8)}{t:%Y%m%d%H%M}{g.b62(11)}
Descrição: Aluguel ap 1203 - referência outubro""",
        "A imobiliária diz que o aluguel não caiu. Esse comprovante prova que paguei antes do vencimento no dia 10?",
        "Segue o comprovante que o banco gerou",
    )
    t = g.moment(CEST)
    add(
        "expose-json-de",
        "listing",
        "de",
        ["json_pretty", "german_labels", "erstellt"],
        f"""{{
  "objektId": "{g.digits(9)}",
  "titel": "Helle 3-Zimmer-Wohnung mit Balkon in Freiburg-Wiehre",
  "kaltmiete": 1180,
  "nebenkosten": 240,
  "erstellt": "{rfc3339(t)}",
  "aktualisiert": "{rfc3339(t + timedelta(days=4, hours=2, seconds=19))}",
  "energieausweis": {{"art": "Verbrauch", "kennwert": 118, "gueltigBis": "2031-05-30"}}
}}""",
        "Fehlt in diesem Exposé etwas, das laut Gesetz in eine Mietanzeige gehört?",
        "Hier der Export aus unserem Maklerprogramm",
    )
    t = g.moment(CEST)
    add(
        "quittance-email-fr",
        "rent",
        "fr",
        ["email_headers", "french_labels", "receipt"],
        f"""De : Gestion Locative Rivage <quittances@rivage-gestion.example>
À : c.morel@mail.example
Date : {fr_long(t)}
Objet : Quittance de loyer - octobre
Message-ID : <{g.hex(16)}@rivage-gestion.example>

Nous accusons réception de votre paiement de 960,00 EUR (loyer 880,00 EUR, charges 80,00 EUR) reçu le
{t.day - 1 if t.day > 1 else 1} {FR_M[t.month - 1]}. Référence locataire : LOC-{g.digits(6)}.""",
        "Le montant des charges a changé par rapport au mois dernier (70 EUR). Peut-on me l'expliquer ?",
        "Voici le mail que j'ai reçu de l'agence",
    )
    t = g.moment(JST)
    add(
        "bukken-csv-ja",
        "listing",
        "ja",
        ["csv", "japanese_labels", "times_to_second"],
        f"""物件ID,物件名,賃料,管理費,間取り,登録日時,更新日時
{g.digits(10)},グランメゾン中野 302,128000,8000,1LDK,{slashed_iso(t)},{slashed_iso(t + timedelta(days=3, seconds=41))}
{g.digits(10)},パークサイド高円寺 105,98000,5000,1K,{slashed_iso(t + timedelta(hours=4))},{slashed_iso(t + timedelta(days=1, seconds=7))}
{g.digits(10)},メゾン阿佐ヶ谷 201,112000,6000,1DK,{slashed_iso(t + timedelta(days=2))},{slashed_iso(t + timedelta(days=2, minutes=1))}""",
        "管理費込みで月11万円以内に収まる物件はどれですか？",
        "不動産会社から送られてきた一覧です",
    )
    t = g.moment(KST)
    add(
        "jeonse-log-ko",
        "rent",
        "ko",
        ["bank_log", "korean_labels", "transaction_numbers"],
        f"""거래일시              거래번호          적요            출금액       잔액
{t:%Y.%m.%d %H:%M:%S}   {g.digits(14)}    월세 1203호     850,000     4,122,310
{(t + timedelta(days=31, seconds=65)):%Y.%m.%d %H:%M:%S}   {g.digits(14)}    월세 1203호     850,000     3,040,115
{(t + timedelta(days=61, seconds=12)):%Y.%m.%d %H:%M:%S}   {g.digits(14)}    관리비          187,400     2,611,940""",
        "집주인이 지난달 월세가 안 들어왔다고 하는데, 이 내역으로 보면 어떻게 된 건가요?",
        "은행 앱에서 복사한 거래내역입니다",
    )
    t = g.moment(CST_CN)
    add(
        "daikan-table-zh",
        "listing",
        "zh",
        ["markdown_table", "chinese_labels", "showing_times"],
        f"""| 带看编号 | 房源 | 带看时间 | 经纪人 | 客户反馈 |
|---|---|---|---|---|
| DK{g.digits(10)} | 望京西园三区 2室1厅 | {t:%Y-%m-%d %H:%M:%S} | 王磊 | 喜欢采光，嫌楼层高 |
| DK{g.digits(10)} | 望京西园三区 2室1厅 | {(t + timedelta(days=1, hours=2, seconds=17)):%Y-%m-%d %H:%M:%S} | 李娜 | 想压价到 680 万 |
| DK{g.digits(10)} | 花家地北里 3室1厅 | {(t + timedelta(days=2, seconds=3)):%Y-%m-%d %H:%M:%S} | 王磊 | 无电梯，放弃 |""",
        "帮我总结一下望京西园这套房的带看反馈，给业主写一段话。",
        "这是系统导出的带看记录",
    )
    t = g.moment(timezone(timedelta(hours=-6), "CST"))
    add(
        "cfdi-renta-xml",
        "rent",
        "es",
        ["xml", "cfdi", "uuid_upper", "fecha_timbrado"],
        f"""<cfdi:Comprobante Version="4.0" Serie="RENTA" Folio="{g.digits(4)}" Fecha="{t:%Y-%m-%dT%H:%M:%S}" Total="18560.00" Moneda="MXN">
  <cfdi:Emisor Rfc="GOMA800101AB1" Nombre="ANA GOMEZ MARTINEZ" RegimenFiscal="606"/>
  <cfdi:Receptor Rfc="CME150312QX4" Nombre="COMERCIALIZADORA DEL BAJIO" UsoCFDI="G03"/>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital UUID="{g.uuid4().upper()}" FechaTimbrado="{(t + timedelta(seconds=48)):%Y-%m-%dT%H:%M:%S}" NoCertificadoSAT="00001000000509846663"/>
  </cfdi:Complemento>
</cfdi:Comprobante>""",
        "¿Esta factura de arrendamiento tiene bien la retención de ISR e IVA para una persona moral?",
        "Te paso el XML de la factura de renta",
    )
    t = g.moment(GST)
    add(
        "ejari-record-ar",
        "leasing",
        "ar",
        ["registration", "arabic_labels", "contract_number"],
        f"""رقم العقد: {g.digits(13)}
تاريخ التسجيل: {t:%d/%m/%Y %H:%M:%S}
المؤجر: شركة الواحة للعقارات
المستأجر: سارة الحمادي
بداية العقد: {(t + timedelta(days=5)):%d/%m/%Y}
نهاية العقد: {(t + timedelta(days=369)):%d/%m/%Y}
القيمة السنوية: 96,000 درهم""",
        "هل يمكنني إنهاء العقد قبل نهايته إذا انتقلت إلى أبوظبي؟ وما الغرامة المعتادة؟",
        "هذه بيانات تسجيل العقد",
    )
    t = g.moment(IST)
    add(
        "upi-rent-sms-hi",
        "rent",
        "hi",
        ["sms", "upi_ref", "hindi"],
        f"""Rs.28,000.00 debited from A/c XX4417 on {t:%d-%m-%y} {t:%H:%M:%S} to VPA sharma.rentals@okaxis (UPI Ref No {g.digits(12)}). Not you? Call 18002586161
Rs.28,000.00 debited from A/c XX4417 on {(t + timedelta(days=30, seconds=303)):%d-%m-%y} {(t + timedelta(days=30, seconds=303)):%H:%M:%S} to VPA sharma.rentals@okaxis (UPI Ref No {g.digits(12)}).""",
        "मकान मालिक कह रहे हैं कि इस महीने का किराया नहीं मिला। इन SMS से क्या साबित होता है?",
        "बैंक के ये दो SMS हैं",
    )
    t = g.moment(CEST)
    add(
        "wspolnota-csv-pl",
        "hoa",
        "pl",
        ["csv", "polish_labels", "booking_dates"],
        f"""Data księgowania;Data operacji;Tytuł;Kwota;Saldo;Nr transakcji
{t:%d.%m.%Y %H:%M:%S};{t:%d.%m.%Y};Zaliczka na koszty zarządu lok. 14;-412,50;-412,50;{g.digits(16)}
{(t + timedelta(days=12, seconds=90)):%d.%m.%Y %H:%M:%S};{(t + timedelta(days=11)):%d.%m.%Y};Wpłata lok. 14;412,50;0,00;{g.digits(16)}
{(t + timedelta(days=30, seconds=5)):%d.%m.%Y %H:%M:%S};{(t + timedelta(days=30)):%d.%m.%Y};Fundusz remontowy lok. 14;-180,00;-180,00;{g.digits(16)}""",
        "Czy mam jakąś zaległość wobec wspólnoty i od kiedy?",
        "Wyciąg z konta lokalu, który dostałem od zarządcy",
    )
    t = g.moment(TRT)
    add(
        "tapu-basvuru-tr",
        "title",
        "tr",
        ["registry_record", "turkish_labels", "application_number"],
        f"""Başvuru No: {t.year}/{g.digits(6)}
İşlem Türü: Satış
Başvuru Tarihi: {t:%d.%m.%Y %H:%M:%S}
Randevu: {(t + timedelta(days=3)):%d.%m.%Y} 10:30 - Kadıköy Tapu Müdürlüğü
Ada/Parsel: 412/18  Bağımsız Bölüm: 7
Harç Tutarı: 48.600,00 TL (ödendi {(t + timedelta(hours=2, seconds=11)):%d.%m.%Y %H:%M})""",
        "Randevuya gitmeden önce alıcı ve satıcı olarak yanımızda hangi belgeler olmalı?",
        "Tapu başvurumuzun özeti şu",
    )
    t = g.moment(CEST)
    add(
        "visura-it",
        "title",
        "it",
        ["registry_extract", "italian_labels", "request_time"],
        f"""Ufficio Provinciale di Bologna - Territorio  Servizi Catastali
Data: {t:%d/%m/%Y} - Ora: {t:%H:%M:%S}  Visura n.: T{g.digits(6)}  Pag: 1
Visura per immobile - Situazione degli atti informatizzati al {(t - timedelta(days=1)):%d/%m/%Y}
Foglio 212  Particella 1044  Sub 9  Categoria A/2  Classe 3  Consistenza 5,5 vani  Rendita Euro 1.022,58
Intestato: ROSSI Marco nato a BOLOGNA il 12/03/1971 - Proprieta' 1/1""",
        "La rendita catastale è coerente con un appartamento di 5,5 vani in zona semicentrale? Quanto pagherei di imposta di registro come prima casa?",
        "Ecco la visura che mi ha mandato il notaio",
    )
    t = g.moment(CEST)
    add(
        "hypotheekofferte-nl",
        "mortgage",
        "nl",
        ["offer_letter", "dutch_labels", "valid_until"],
        f"""Hypotheekofferte {g.digits(9)}
Datum offerte: {nl_long(t)}
Hoofdsom: EUR 385.000  Rente: 3,84% 10 jaar vast  Aflossingsvorm: annuïtair
Geldig tot: {(t + timedelta(days=42)).day} {NL_M[(t + timedelta(days=42)).month - 1]} {(t + timedelta(days=42)).year}
Ontbindende voorwaarde financiering: {(t + timedelta(days=21)):%d-%m-%Y}""",
        "Halen we de ontbindende voorwaarde nog als de taxatie pas volgende week binnen is?",
        "De offerte van de bank",
    )
    t = g.moment(MSK)
    add(
        "egrn-ru",
        "title",
        "ru",
        ["registry_extract", "russian_labels", "cadastral"],
        f"""Выписка из ЕГРН об основных характеристиках и зарегистрированных правах на объект недвижимости
Дата формирования: {t:%d.%m.%Y} {t:%H:%M:%S}  Номер: КУВИ-001/{t.year}-{g.digits(9)}
Кадастровый номер: 77:01:0004012:3381
Площадь, м2: 54,2
Вид права: Собственность, № 77:01:0004012:3381-77/060/2019-4 от 18.07.2019
Ограничение прав: Ипотека в силу закона, от 18.07.2019""",
        "Можно ли купить эту квартиру, если на ней ипотека продавца? Как это обычно оформляют?",
        "Продавец прислал выписку",
    )
    t = g.moment(IDT)
    add(
        "nesach-tabu-he",
        "title",
        "he",
        ["registry_extract", "hebrew_labels", "issue_time"],
        f"""נסח רישום מקרקעין
תאריך: {t:%d/%m/%Y}   שעה: {t:%H:%M:%S}   מספר נסח: {g.digits(8)}
גוש: 6638  חלקה: 412  תת חלקה: 17
בעלות: כהן דוד, חלק 1/1, שטר מכר 14522/2018/1 מיום 03/05/2018
משכנתא: לטובת בנק לאומי, שטר 22871/2018/2, דרגה ראשונה""",
        "האם המשכנתא הזאת תמנע את העסקה, או שאפשר לסלק אותה ביום המסירה?",
        "זה הנסח שקיבלנו מהעורכת דין",
    )
    t = g.moment(ICT)
    add(
        "condo-fee-th",
        "hoa",
        "th",
        ["receipt", "thai_labels", "buddhist_era"],
        f"""ใบเสร็จรับเงินค่าส่วนกลาง
นิติบุคคลอาคารชุด เดอะ ริเวอร์ไลน์ สาทร
เลขที่ใบเสร็จ: RC{g.digits(8)}
วันที่ชำระ: {t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S}
ห้องชุดเลขที่ 2408  ค่าส่วนกลาง 6 เดือน 21,480.00 บาท
ช่องทาง: QR พร้อมเพย์  อ้างอิง {g.upper_hex(12)}""",
        "ใบเสร็จนี้ครอบคลุมถึงเดือนไหน ถ้าจ่ายครั้งละ 6 เดือน?",
        "ใบเสร็จจากนิติบุคคล",
    )
    t = g.moment(EET)
    add(
        "misthosi-el",
        "leasing",
        "el",
        ["declaration", "greek_labels", "submission_time"],
        f"""Δήλωση Πληροφοριακών Στοιχείων Μίσθωσης Ακίνητης Περιουσίας
Αριθμός Δήλωσης: {g.digits(9)}
Ημερομηνία Υποβολής: {t:%d/%m/%Y %H:%M:%S}
Εκμισθωτής: ΠΑΠΑΔΟΠΟΥΛΟΣ ΓΕΩΡΓΙΟΣ
Μισθωτής: ΝΙΚΟΛΑΟΥ ΕΛΕΝΗ
Έναρξη: {t:%d/%m/%Y}  Λήξη: {(t + timedelta(days=1095)):%d/%m/%Y}
Μηνιαίο μίσθωμα: 650,00 €""",
        "Ο ιδιοκτήτης θέλει να αυξήσει το ενοίκιο από τον επόμενο μήνα. Επιτρέπεται με αυτή τη μίσθωση;",
        "Αυτή είναι η δήλωση μίσθωσης που μου έστειλε",
    )
    t = g.moment(PDT)
    add(
        "lead-email-headers",
        "listing",
        "en",
        ["email_headers", "lead_id", "received"],
        f"""Received: from smtp.leadrouter.example (10.{g.small(1, 255)}.{g.small(1, 255)}.{g.small(1, 255)}) by mx.teamsolano.example; {rfc2822(t)}
Date: {rfc2822(t - timedelta(seconds=4))}
From: Lead Router <noreply@leadrouter.example>
Subject: New inquiry: 3211 Mariposa Way
X-Lead-ID: {g.ksuid(t)}

Name: Teresa Vu
Message: Is the ADU permitted? We'd rent it out. Can we see it Saturday before noon?""",
        "Draft my reply to Teresa; the ADU was permitted in 2021 and Saturday 10:30 works.",
        "This lead came in",
    )
    t = g.moment(UTC)
    add(
        "curl-listing-api",
        "listing",
        "en",
        ["curl_verbose", "date_header", "x_request_id"],
        f"""$ curl -v "https://api.idxfeed.example/v2/listings?status=active&updated_since=2026-01-01"
> GET /v2/listings?status=active&updated_since=2026-01-01 HTTP/2
> authorization: Bearer ****
< HTTP/2 429
< date: {http_date(t)}
< x-request-id: {g.uuid4()}
< retry-after: 37
< x-ratelimit-reset: {epoch_s(t) + 37}
{{"error":"rate_limited","message":"Too many requests for key idx_live_8841"}}""",
        "How should my sync job back off based on these headers?",
        "What I get from the IDX feed",
    )
    t = g.moment(UTC)
    rows = "\n".join(
        f"{g.ksuid(t + timedelta(days=k, seconds=g.small(0, 3000)))}  {iso_date(t + timedelta(days=k))}  {desc}  {amt}"
        for k, (desc, amt) in enumerate(
            [
                ("Rent - Unit 7", "1,450.00"),
                ("Pet rent - Unit 7", "35.00"),
                ("NSF fee - Unit 7", "30.00"),
            ]
        )
    )
    add(
        "pm-ledger-ksuid",
        "rent",
        "en",
        ["ksuid", "ledger", "dates"],
        f"""TXN ID                       DATE        DESCRIPTION          AMOUNT
{rows}""",
        "Is an NSF fee allowed here if the lease only mentions a late fee?",
        "From the tenant's ledger",
    )
    t = g.moment(EDT)
    rov = g.uuid7(t)
    add(
        "rov-log-uuid7",
        "appraisal",
        "en",
        ["log_lines", "uuid7", "rov"],
        f"""{log4j_iso(t)} INFO  rov.submit   rov={rov} loan=4410287731 comps_added=2
{log4j_iso(t + timedelta(days=1, hours=3))} INFO  rov.forward  rov={rov} to=AMC:ValuLink
{log4j_iso(t + timedelta(days=4, seconds=31))} INFO  rov.result   rov={rov} value_changed=false""",
        "The ROV came back with no change. What are our options now?",
        "Reconsideration of value log",
    )
    t = g.moment(CEST)
    add(
        "inspection-report-sv",
        "appraisal",
        "sv",
        ["inspection_report", "swedish_labels", "dates"],
        f"""Överlåtelsebesiktning - Tallvägen 14, Uppsala
Besiktningsdatum: {t:%Y-%m-%d} kl. {t:%H:%M}
Uppdragsnummer: OB-{g.digits(6)}
Anmärkningar:
- Fuktfläck i källarens nordvästra hörn (mätt {(t + timedelta(minutes=47)):%H:%M}, 18 % fuktkvot)
- Takavvattning saknas på garagets baksida
Rapporten upprättad: {(t + timedelta(days=2)):%Y-%m-%d}""",
        "Är fuktfläcken i källaren något vi borde förhandla priset om?",
        "Utdrag ur besiktningsprotokollet",
    )
    return out


# --- how pasted material sits in a prompt ------------------------------------------------------------

GLUE: dict[str, dict[str, str]] = {
    "en": {
        "system": "You are Keystone, an assistant for real estate agents, lenders, title and property managers. "
        "Answer from what the user gives you and say when it is not enough.",
        "ack": "Thanks, I have it. What would you like to know?",
        "follow": "And is anything else in there unusual?",
        "ret": "Here is what the system returned:",
    },
    "pt": {
        "system": "Você é a Chave, assistente de uma imobiliária. Responda com base no que o cliente enviar.",
        "ack": "Recebi, obrigado. O que você quer saber?",
        "follow": "E tem mais alguma coisa estranha aí?",
        "ret": "Segue o que o sistema retornou:",
    },
    "de": {
        "system": "Du bist Makla, der Assistent eines Maklerbüros. Antworte nur anhand der Unterlagen.",
        "ack": "Danke, liegt mir vor. Was möchtest du wissen?",
        "follow": "Und fällt dir sonst noch etwas auf?",
        "ret": "Das hat das System geliefert:",
    },
    "fr": {
        "system": "Tu es Clé, l'assistant d'une agence de gestion locative. Réponds à partir des documents fournis.",
        "ack": "Merci, c'est noté. Que veux-tu savoir ?",
        "follow": "Et vois-tu autre chose d'anormal ?",
        "ret": "Voici ce que le système a renvoyé :",
    },
    "ja": {
        "system": "あなたは不動産仲介会社のアシスタントです。提供された資料に基づいて答えてください。",
        "ack": "受け取りました。何を知りたいですか？",
        "follow": "ほかに気になる点はありますか？",
        "ret": "システムの出力はこちらです：",
    },
    "ko": {
        "system": "당신은 부동산 임대 관리 회사의 상담 도우미입니다. 사용자가 준 자료로만 답하세요.",
        "ack": "받았습니다. 무엇이 궁금하신가요?",
        "follow": "그 밖에 이상한 점이 있나요?",
        "ret": "시스템에서 나온 결과입니다:",
    },
    "zh": {
        "system": "你是房产经纪公司的助理，只根据用户提供的资料回答。",
        "ack": "收到了。你想了解什么？",
        "follow": "还有别的异常吗？",
        "ret": "系统返回的结果如下：",
    },
    "es": {
        "system": "Eres Llave, el asistente de una administradora de inmuebles. Responde solo con lo que te den.",
        "ack": "Listo, ya lo tengo. ¿Qué quieres saber?",
        "follow": "¿Y ves algo más raro ahí?",
        "ret": "Esto es lo que devolvió el sistema:",
    },
    "ar": {
        "system": "أنت مساعد لشركة إدارة عقارات. أجب فقط بناءً على ما يقدمه المستخدم.",
        "ack": "وصلني، شكرًا. ماذا تريد أن تعرف؟",
        "follow": "وهل هناك شيء آخر غير عادي؟",
        "ret": "هذا ما أعاده النظام:",
    },
    "hi": {
        "system": "आप किराये और संपत्ति से जुड़े सवालों के सहायक हैं। केवल दी गई जानकारी से उत्तर दें।",
        "ack": "मिल गया। आप क्या जानना चाहते हैं?",
        "follow": "और क्या इसमें कुछ और अजीब है?",
        "ret": "सिस्टम ने यह लौटाया:",
    },
    "pl": {
        "system": "Jesteś asystentem zarządcy nieruchomości. Odpowiadaj tylko na podstawie przekazanych danych.",
        "ack": "Mam, dzięki. Co chcesz wiedzieć?",
        "follow": "Czy coś jeszcze wygląda dziwnie?",
        "ret": "Oto co zwrócił system:",
    },
    "tr": {
        "system": "Bir emlak ofisinin asistanısın. Yalnızca kullanıcının verdiği bilgilere göre yanıtla.",
        "ack": "Aldım, teşekkürler. Ne öğrenmek istiyorsun?",
        "follow": "Başka olağan dışı bir şey var mı?",
        "ret": "Sistemin döndürdüğü sonuç:",
    },
    "it": {
        "system": "Sei l'assistente di un'agenzia immobiliare. Rispondi solo in base ai documenti forniti.",
        "ack": "Ricevuto, grazie. Cosa vuoi sapere?",
        "follow": "E c'è qualcos'altro di strano?",
        "ret": "Ecco cosa ha restituito il sistema:",
    },
    "nl": {
        "system": "Je bent de assistent van een hypotheekadvieskantoor. Antwoord alleen op basis van de stukken.",
        "ack": "Ontvangen, dank je. Wat wil je weten?",
        "follow": "Valt je verder nog iets op?",
        "ret": "Dit gaf het systeem terug:",
    },
    "ru": {
        "system": "Ты помощник агентства недвижимости. Отвечай только по присланным документам.",
        "ack": "Получил, спасибо. Что вы хотите узнать?",
        "follow": "Есть ли там ещё что-то необычное?",
        "ret": "Вот что вернула система:",
    },
    "he": {
        "system": 'אתה עוזר של משרד תיווך נדל"ן. ענה רק על סמך המסמכים שנמסרו.',
        "ack": "קיבלתי, תודה. מה תרצה לדעת?",
        "follow": "ויש שם עוד משהו חריג?",
        "ret": "זה מה שהמערכת החזירה:",
    },
    "th": {
        "system": "คุณเป็นผู้ช่วยของบริษัทบริหารอาคารชุด ตอบจากข้อมูลที่ผู้ใช้ให้มาเท่านั้น",
        "ack": "ได้รับแล้ว อยากทราบอะไรครับ",
        "follow": "มีอะไรผิดปกติอีกไหม",
        "ret": "นี่คือผลที่ระบบส่งกลับมา:",
    },
    "el": {
        "system": "Είσαι ο βοηθός ενός γραφείου διαχείρισης ακινήτων. Απάντα μόνο με βάση τα έγγραφα.",
        "ack": "Το έλαβα, ευχαριστώ. Τι θέλεις να μάθεις;",
        "follow": "Υπάρχει και κάτι άλλο ασυνήθιστο;",
        "ret": "Αυτό επέστρεψε το σύστημα:",
    },
    "sv": {
        "system": "Du är assistent åt en fastighetsbyrå. Svara bara utifrån det användaren skickar.",
        "ack": "Tack, jag har det. Vad vill du veta?",
        "follow": "Ser du något mer som är konstigt?",
        "ret": "Det här returnerade systemet:",
    },
}
ANSWER_IN = [
    "Please answer in Spanish.",
    "Trả lời bằng tiếng Việt giúp tôi.",
    "Pakisagot sa Tagalog.",
    "Відповідай українською, будь ласка.",
    "Tolong jawab dalam bahasa Indonesia.",
    "Tafadhali jibu kwa Kiswahili.",
    "Odpověz prosím česky.",
    "Kérlek, magyarul válaszolj.",
]
PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "user_turn",
    "assistant_turn",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "chatml",
    "rag",
    "tool",
    "llama3",
    "mistral",
    "gemma",
    "phi3",
    "lang_request",
]


def place(k: int, placement: str, b: Block) -> str:
    """A prompt holding pasted block `b` in one of the ways users and apps put such material."""
    glue = GLUE[b.lang]
    block, ask, intro = b.text, b.ask, b.intro
    colon = " :" if b.lang == "fr" else ":"
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}{colon}\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}{colon}\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "user_turn":
        return f"User: {intro}{colon}\n\n{block}\nAssistant: {glue['ack']}\nUser: {ask}\nAssistant:"
    if placement == "assistant_turn":
        return f"User: {ask}\nAssistant: {glue['ret']}\n\n{block}\nUser: {glue['follow']}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}{colon}\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}{colon}\n{block}"
    if placement == "system_user":
        return f"{glue['system']}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{glue['follow']}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{glue['system']}<|im_end|>\n<|im_start|>user\n{intro}{colon}\n\n{block}\n\n"
            f"{ask}<|im_end|>\n<|im_start|>assistant"
        )
    if placement == "rag":
        return f"{glue['system']}\n\nContext:\n---\n{block}\n---\n\nQuestion: {ask}\nAnswer:"
    if placement == "tool":
        return (
            f"Question: {ask}\nThought: I should read the attachment the user uploaded.\n"
            f"Action: read_attachment[upload-1]\nObservation:\n{block}\nThought:"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{glue['system']}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            f"<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "mistral":
        return f"<s>[INST] {glue['system']}\n\n{intro}{colon}\n{block}\n\n{ask} [/INST]"
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model"
    if placement == "phi3":
        return f"<|system|>\n{glue['system']}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>"
    assert placement == "lang_request"
    if b.lang == "en":
        return f"{block}\n\n{ask} {ANSWER_IN[k % len(ANSWER_IN)]}"
    return f"{intro}{colon}\n\n{block}\n\n{ask} (Please answer in English.)"


# --- hand-written positives --------------------------------------------------------------------------

POS: list[Callable[[Gen69], Draft]] = []


def pos(fn: Callable[[Gen69], Draft]) -> Callable[[Gen69], Draft]:
    POS.append(fn)
    return fn


# brokerage listings and showings


@pos
def _listing_writer_front_matter(g: Gen69) -> Draft:
    t = g.moment(PDT)
    rec = t - timedelta(days=3, hours=5, seconds=17)
    return Draft(
        f"""---
app: ListingLoom
template: mls-remarks-v4
{v("datetime", 'generated_at: "' + rfc3339(t, 3) + '"')}
{v("request_id", "request: " + g.ulid(t))}
mls: BAREIS
---
Write public remarks (max 900 characters) for the listing below. No fair-housing trigger words, no
mention of schools by quality.

{{
  "created_at": "{rfc3339(rec)}",
  "listing_id": "L-{g.digits(8)}",
  "address": "1418 Alder Crest Dr, Santa Rosa, CA 95404",
  "beds": 4, "baths": 2.5, "sqft": 2310,
  "features": ["remodeled kitchen 2024", "owned solar", "level backyard with oak", "3-car garage"]
}}""",
        f"{SRC}pos:listing:remarks-front-matter",
        ["yaml_front_matter", "head", "rfc3339_ms", "ulid", "near_miss_created_at"],
    )


@pos
def _showing_desk_headers(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""ShowPath desk context
Brokerage: Lakeshore Realty Partners
{v("session_id", "X-ShowPath-Session: " + g.cuid2())}
{v("datetime", "Desk time: " + weekday_time(t))}
Market: Chicago North

You help listing agents answer showing requests. Never confirm a showing the seller has not approved.

Agent: Can I move the Saturday 11:00 showing at 2250 N Racine to 12:30? The buyer's agent asked at
9:14 this morning.
Assistant:""",
        f"{SRC}pos:listing:showing-desk",
        ["header_block", "cuid2", "weekday_time", "user_times_stay"],
    )


@pos
def _cma_pull(g: Gen69) -> Draft:
    t = g.moment(EDT)
    s = t - timedelta(days=40)
    return Draft(
        f"""You prepare comparative market analyses for Harborline Realty agents.

Comparables pulled from the MLS {v("datetime", "at " + rfc3339(t))} {v("request_id", "(pull " + g.b58(22) + ")")} for this request:
| MLS # | Address | Sold | Close date | Sq ft | $/sq ft |
|---|---|---|---|---|---|
| 73380112 | 14 Cedar Ln, Arlington | $1,045,000 | {iso_date(s)} | 1,980 | $528 |
| 73371889 | 9 Pleasant St, Arlington | $989,000 | {iso_date(s - timedelta(days=23))} | 1,870 | $529 |
| 73366004 | 221 Mystic St, Arlington | $1,120,000 | {iso_date(s - timedelta(days=51))} | 2,140 | $523 |

Agent: Suggest a list price range for 30 Oak Hill Rd, 2,050 sq ft, updated baths, no garage.
Assistant:""",
        f"{SRC}pos:listing:cma-pull",
        ["phrase_at", "parenthesised_id", "base58", "comps_dates_stay"],
    )


@pos
def _open_house_kiosk(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""<kiosk app="OpenDoor Sign-In" {v("session_id", 'session="' + g.nanoid() + '"')} {v("datetime", 'opened="' + rfc3339(t) + '"')} listing="SR26104471">
Visitors so far: 14. Unrepresented buyers: 5.
</kiosk>

Write a two-line follow-up text for unrepresented visitors inviting them to a private showing. Do
not imply they must use our brokerage.""",
        f"{SRC}pos:listing:open-house-kiosk",
        ["xml_attribute", "nanoid", "rfc3339_offset", "head"],
    )


@pos
def _photo_batch(g: Gen69) -> Draft:
    t = g.moment(MST)
    return Draft(
        f"""Photo batch {v("run_id", g.xid(t))} uploaded {v("datetime", "at " + iso_space(t))} for listing 6719023 (26 images).

Write alt text for images 1-3 from the photographer's notes:
1. Front elevation at dusk, desert landscaping, two saguaros.
2. Great room, 18 ft ceilings, fireplace, sliders to patio.
3. Primary bath, dual vanities, walk-in shower with bench.""",
        f"{SRC}pos:listing:photo-batch",
        ["inline_id", "xid", "phrase_at", "head"],
    )


@pos
def _tour_route_mistral(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""<s>[INST] You plan buyer tours for Bayview Homes agents. Order the stops to minimise driving and
respect each showing window.
{v("datetime", go_nano(t, g.small(0, 1000)))}

Stops (showing windows set by the listing agents):
- 410 Harbor Rd, 10:00-10:45
- 77 Gull Pt, 10:30-12:00
- 1202 Bay St #4, 11:15-11:45
Start at the office, 88 Main St. [/INST]""",
        f"{SRC}pos:listing:tour-mistral",
        ["mistral", "go_rfc3339nano", "whole_line", "showing_windows_stay"],
    )


@pos
def _price_advisor_llama(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You advise listing agents on price adjustments from days on market and showing activity.<|eot_id|><|start_header_id|>user<|end_header_id|>

Listed {(t - timedelta(days=34)):%B} {(t - timedelta(days=34)).day} at $489,000. 22 showings, 0 offers, 3 said "needs a new roof".
Should we cut the price or offer a roof credit?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}pos:listing:price-llama3",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
    )


@pos
def _bukken_ja(g: Gen69) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたは賃貸仲介店舗の接客アシスタントです。物件情報の表にない条件は推測しないでください。
{v("datetime", "現在日時: " + ja_long(t))}

物件ID,物件名,賃料,敷金,礼金,入居可能日
{g.digits(10)},グランメゾン中野 302,128000,1ヶ月,0,{(t + timedelta(days=20)):%Y/%m/%d}
{g.digits(10)},メゾン阿佐ヶ谷 201,112000,1ヶ月,1ヶ月,即入居可

お客様：来月の10日までに入居したいです。初期費用が安いのはどちらですか？""",
        f"{SRC}pos:listing:chintai-ja",
        ["japanese", "now_label", "system_tail", "record_dates_stay"],
    )


@pos
def _expose_json_meta_de(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""{{"app":"ExposéPilot","markt":"DE",{v("request_id", '"anfrage":"' + g.uuid7(t) + '",')}{v("datetime", '"zeit":"' + py_iso(t) + '",')}"ton":"sachlich"}}
Schreibe eine Objektbeschreibung (max. 120 Wörter) für folgende Wohnung:
Baujahr 1912, saniert 2019, 3 Zimmer, 84 m², Balkon nach Süden, Energieausweis gültig bis 30.05.2031,
bezugsfrei ab 01.02.""",
        f"{SRC}pos:listing:expose-json-de",
        ["german", "json_single_line", "uuid7", "isoformat", "head"],
    )


@pos
def _daikan_footer_zh(g: Gen69) -> Draft:
    t = g.moment(CST_CN)
    return Draft(
        f"""请根据下面的带看记录，给业主写一段简短的反馈总结，语气客观。

| 带看时间 | 经纪人 | 客户反馈 |
|---|---|---|
| {(t - timedelta(days=2)):%Y-%m-%d} 14:30 | 王磊 | 喜欢采光，嫌楼层高 |
| {(t - timedelta(days=1)):%Y-%m-%d} 10:00 | 李娜 | 想压价到 680 万 |

——
{v("request_id", "请求编号：" + g.hex(24))}
{v("datetime", "生成时间：" + zh_long(t))}
本回复由经纪助手生成，仅供参考""",
        f"{SRC}pos:listing:daikan-footer-zh",
        ["chinese", "footer", "hex_id"],
    )


@pos
def _lead_envelope(g: Gen69) -> Draft:
    t = g.moment(PDT)
    sent = t - timedelta(minutes=3, seconds=12)
    return Draft(
        f"""Lead delivered by LeadRouter:
{v("delivery_id", "X-Lead-Delivery: " + g.uuid4())}
{v("datetime", "X-Delivered-At: " + rfc2822(t))}
Source: portal inquiry form

Name: Teresa Vu
Sent: {rfc2822(sent)}
Message: Is the ADU at 3211 Mariposa Way permitted? We'd rent it out. Can we see it Saturday before
noon?

Draft a reply from the listing agent. The ADU was permitted in 2021; Saturday 10:30 works.""",
        f"{SRC}pos:listing:lead-envelope",
        ["envelope_vs_payload", "rfc2822", "uuid", "lead_sent_stays"],
    )


@pos
def _idx_sync_response(g: Gen69) -> Draft:
    t = g.moment(UTC)
    mod = t - timedelta(hours=7, seconds=41)
    return Draft(
        f"""The feed call made for this request returned:
HTTP/2 200
{v("datetime", "date: " + http_date(t))}
{v("request_id", "x-request-id: " + g.uuid4())}
content-type: application/json

{{"ListingKey":"{g.digits(10)}","StandardStatus":"Active","ListPrice":615000,"PriceChangeTimestamp":"{rfc3339(mod)}"}}

Tell the agent in one sentence whether the price on our website (589,000) is out of date.""",
        f"{SRC}pos:listing:idx-response",
        ["http_response", "program_call", "price_change_time_stays"],
    )


# offers and counter-offers


@pos
def _counter_drafter(g: Gen69) -> Draft:
    t = g.moment(PDT)
    e = t - timedelta(hours=6, seconds=5)
    return Draft(
        f"""You draft counter-offers for North Bay Homes agents. Keep every term the agent did not ask to change.
{v("datetime", "Current date and time: " + sk_now(t))}

Buyer agent's email:
From: Rachel Ames <rachel@amesrealtygroup.example>
Date: {rfc2822(e)}
Subject: Offer - 1418 Alder Crest

Offer $1,040,000, 21-day close, all contingencies 17 days, expires {(e + timedelta(days=1)):%B} {(e + timedelta(days=1)).day} at 9:00 PM.

Agent: Counter at $1,062,000 with a 30-day close and a 10-day appraisal contingency.
Assistant:""",
        f"{SRC}pos:offers:counter-drafter",
        ["system_tail", "semantic_kernel", "near_miss_email_date"],
    )


@pos
def _escalation_ctx(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""[ctx desk=offers tz=America/Chicago {v("epoch", "now=" + str(epoch_ms(t)))} deal=D-4471]
An escalation clause says: "Buyer will pay $2,500 above any bona fide competing offer, up to a maximum of
$485,000." Competing offers: $468,000 cash; $479,000 FHA with a $5,000 seller credit.

What price does the clause produce, and does the seller credit count?""",
        f"{SRC}pos:offers:escalation-ctx",
        ["bracketed_context", "key_value", "epoch_ms", "head"],
    )


@pos
def _deadline_slack(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Slack event for this request:
{{
  "team_id": "T04LK7QX2",
  {v("message_id", '"event_id": "Ev' + g.b32(10) + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "channel": "C05OFFERS",
    {v("message_id", '"ts": "' + str(epoch_s(t)) + "." + g.digits(6) + '",')}
    "text": "@deadlines when does the inspection contingency on 9 Harbor View end? accepted 10/02 6:12pm"
  }}
}}""",
        f"{SRC}pos:offers:deadline-slack",
        ["slack_event", "json_pretty", "envelope_vs_payload", "user_time_stays"],
    )


@pos
def _emd_envelope(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""The deposit service delivered this event to our app just now:
{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64(32))}

{{"type":"deposit.received","data":{{"deposit_id":"dep_{g.b62(16)}","amount":25000,"escrow_no":"ESC-26-04418","received_at":"{rfc3339(t - timedelta(days=1, hours=3, seconds=30))}"}}}}

Tell the buyer's agent, in one sentence, that the earnest money arrived and when.""",
        f"{SRC}pos:offers:emd-envelope",
        ["standard_webhooks", "envelope_vs_payload", "near_miss_pasted_webhook"],
    )


@pos
def _preapproval_letter(g: Gen69) -> Draft:
    t = g.moment(EST)
    return Draft(
        f"""Pre-approval letter job {v("run_id", g.ulid(t))} for borrower Kim Nguyen.
{v("date", "Letter date: " + long_date(t))}
Loan program: Conventional 30-year fixed, max purchase price $540,000, 10% down.
Application date: {(t - timedelta(days=12)):%m/%d/%Y}. Credit reviewed: {(t - timedelta(days=11)):%m/%d/%Y}.

Write the letter body for the listing agent; say it expires 90 days after the credit review.""",
        f"{SRC}pos:offers:preapproval-job",
        ["job", "today_in_artefact", "ulid", "application_dates_stay"],
    )


@pos
def _ofertas_es(g: Gen69) -> Draft:
    t = g.moment(timezone(timedelta(hours=-6), "CST"))
    r = t - timedelta(days=1, hours=4)
    return Draft(
        f"""Eres asesor de una inmobiliaria en Guadalajara. Compara las ofertas para el vendedor.
{v("datetime", "Fecha y hora de la consulta: " + es_long(t))}

oferta,recibida,precio_mxn,forma de pago,apartado_mxn
OF-3391,{r:%d/%m/%Y %H:%M:%S},4150000,crédito Infonavit,40000
OF-3394,{(r + timedelta(hours=5, seconds=12)):%d/%m/%Y %H:%M:%S},4050000,contado,100000

¿Cuál le conviene más al vendedor si quiere escriturar antes de fin de mes?""",
        f"{SRC}pos:offers:ofertas-es",
        ["spanish", "now_label", "system_tail", "csv_times_stay"],
    )


@pos
def _offer_review_gemma(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""<start_of_turn>user
{v("date", "Request date: " + iso_date(t))}
Review this inspection response before I send it. The seller agreed on {(t - timedelta(days=2)):%m/%d} to fix the GFCI outlets
and offered a $3,000 credit for the water heater instead of replacing it. Buyer wants replacement.<end_of_turn>
<start_of_turn>model""",
        f"{SRC}pos:offers:review-gemma",
        ["gemma", "whole_line", "iso_date", "user_date_stays"],
    )


@pos
def _proposta_whatsapp_pt(g: Gen69) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Mensagem recebida pelo WhatsApp da imobiliária:
{{
  "from": "5511987654321",
  {v("message_id", '"id": "wamid.' + g.b64(36).replace("/", "A").replace("+", "B") + '",')}
  {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Boa tarde! Posso oferecer R$ 690 mil no apartamento da Rua Harmonia, com sinal de 10%?"}}
}}

Responda ao cliente em português, explicando que a proposta precisa ser formalizada por escrito.""",
        f"{SRC}pos:offers:proposta-whatsapp-pt",
        ["portuguese", "whatsapp", "json_pretty", "envelope_vs_payload"],
    )


@pos
def _esign_status_snapshot(g: Gen69) -> Draft:
    t = g.moment(EST)
    s = t - timedelta(hours=20, seconds=44)
    return Draft(
        f"""Signature status {v("datetime", "as of " + us_medium(t))} {v("snapshot_id", "(snapshot " + g.uuid7(t) + ")")} for this request:
- Counter Offer No. 2: seller signed {rfc3339(s.astimezone(UTC))}; buyer not signed
- Lead paint disclosure: both signed {(s - timedelta(days=4)):%m/%d/%Y}

The counter expires at 6:00 PM on {(s + timedelta(days=1)):%m/%d/%Y}. Write a short nudge to the buyer's agent.""",
        f"{SRC}pos:offers:esign-snapshot",
        ["phrase_as_of", "parenthesised_id", "uuid7", "signed_times_stay"],
    )


# mortgage origination and underwriting


@pos
def _los_session_token(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""LoanDesk copilot
{v("session_token", "X-LOS-Session: " + g.jwt(t, "lo-2291"))}
Channel: retail

Conditions on loan 4410287731:
- PTD-03 Letter of explanation for employment gap - Cleared {rfc3339(t - timedelta(days=2))}
- PTD-07 Bank statements, all pages - Received {rfc3339(t - timedelta(hours=19, seconds=8))}
- PTF-01 Final verbal VOE - Open

Loan officer: Which conditions block the closing docs?
Assistant:""",
        f"{SRC}pos:mortgage:los-session-jwt",
        ["session_token", "jwt", "header_block", "condition_times_stay"],
    )


@pos
def _aus_retrieved(g: Gen69) -> Draft:
    t = g.moment(CDT)
    sub = t - timedelta(days=6, hours=2)
    return Draft(
        f"""Findings retrieved from the AUS {v("datetime", "at " + py_str(t))} {v("request_id", "(request " + g.uuid4() + ")")} for this request:
Casefile ID {g.digits(10)}  Submission 4  Submitted {month_first_12(sub)}
Recommendation: Approve/Eligible
Message 14: Verify employment verbally no more than 10 business days before the note date.

Underwriter: The note date is the 28th. Which day is the earliest the verbal VOE can be done?
Answer:""",
        f"{SRC}pos:mortgage:aus-retrieved",
        ["phrase_at", "python_str", "parenthesised_id", "submission_time_stays"],
    )


@pos
def _rate_quote_hold(g: Gen69) -> Draft:
    t = g.moment(EDT)
    q = "q_" + g.b62(18)
    return Draft(
        f"""Pricing snapshot taken {v("datetime", "at " + rfc3339(t))} {v("request_id", "(quote " + q + ", valid until " + rfc3339(t + timedelta(minutes=30)) + ")")} for this request:
Conv 30 fixed, 740 FICO, 80% LTV: 6.250% at 0.375 points; 6.375% at 0.000 points; 6.500% at -0.410 credit.

Borrower lock confirmation pasted by the LO:
Locked {rfc3339(t - timedelta(days=20))}, 6.375%, 45 days, expires {iso_date(t + timedelta(days=25))}.

Loan officer: Rates improved since the lock. Is a float-down worth asking for?
Assistant:""",
        f"{SRC}pos:mortgage:rate-quote-hold",
        ["hold_expiry_from_now", "phrase_at", "parenthesised_id", "near_miss_lock_dates"],
    )


@pos
def _credit_pull(g: Gen69) -> Draft:
    t = g.moment(PST)
    return Draft(
        f"""Tri-merge report pulled {v("datetime", "at " + rfc3339(t, 3))} {v("request_id", "(order " + g.digits(9) + ")")} for this request:
CREDITOR        OPENED   REPORTED  BALANCE  STATUS
CAPITAL ONE     03/2019  {t:%m/%Y}      1,842  CURRENT
SYNCB/AMAZON    06/2021  {t:%m/%Y}        210  30 DAYS LATE 08/2025
Scores: EX 702 / TU 694 / EQ 711  Report date: {t:%m/%d/%Y}

Explain to the borrower, kindly, how the late payment affects pricing.""",
        f"{SRC}pos:mortgage:credit-pull",
        ["phrase_at", "parenthesised_id", "report_date_stays"],
    )


@pos
def _voe_call(g: Gen69) -> Draft:
    t = g.moment(UTC)
    done = t - timedelta(days=3, hours=1, seconds=9)
    return Draft(
        f"""The verification API call made for this request:
GET /v1/verifications/employment?loan=4410287731 HTTP/1.1
{v("session_token", "Authorization: Bearer " + g.jwt(t, "svc-voe"))}
{v("request_id", "X-Request-Id: " + g.uuid7(t))}
Accept: application/json

Response:
{{"requestId":"{g.uuid7(done)}","status":"COMPLETED","completedAt":"{js_iso(done)}","employer":"Redwood Dental Group","startDate":"2019-04-15"}}

Is this VOE recent enough for a note date 12 days from its completion?""",
        f"{SRC}pos:mortgage:voe-call",
        ["program_call", "bearer_jwt", "uuid7", "near_miss_response_request_id"],
    )


@pos
def _trid_today(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""You are the TRID timing helper for Prairie State Lending. {v("date", "Today is " + long_date(t) + ".")} Count business
days the way Regulation Z does (all calendar days except Sundays and federal holidays for the
three-day rules).

| Disclosure | Sent | Received |
|---|---|---|
| Loan Estimate v2 | {iso_space(t - timedelta(days=9, hours=3))} | {iso_space(t - timedelta(days=9))} |
| Closing Disclosure | {iso_space(t - timedelta(days=1, hours=2))} | mailed |

Processor: Can we still close on Friday?
Assistant:""",
        f"{SRC}pos:mortgage:trid-today",
        ["templated_sentence", "long_date", "table_times_stay"],
    )


@pos
def _lo_copilot_phi3(g: Gen69) -> Draft:
    t = g.moment(MST)
    return Draft(
        f"""<|system|>
You are the loan officer copilot at Canyon Peak Mortgage (NMLS 1850). Answer briefly.
{v("datetime", "Now: " + py_logging(t))}
<|end|>
<|user|>
The borrower's gift letter is dated {(t - timedelta(days=45)):%m/%d/%Y} and the funds hit their account {(t - timedelta(days=38)):%m/%d/%Y}.
Do we need a new letter?<|end|>
<|assistant|>""",
        f"{SRC}pos:mortgage:lo-copilot-phi3",
        ["phi3", "python_logging", "whole_line", "nmls_stays"],
    )


@pos
def _underwriting_ko(g: Gen69) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""주택담보대출 심사 보조 도구입니다. 아래 조건 목록을 보고 남은 서류를 알려 주세요.
{v("datetime", "현재 시각: " + ko_long(t))}

조건번호   내용                       상태     처리일시
C-01       재직증명서                 완료     {(t - timedelta(days=3)):%Y-%m-%d %H:%M:%S}
C-02       최근 2년 원천징수영수증    접수     {(t - timedelta(days=1, seconds=40)):%Y-%m-%d %H:%M:%S}
C-03       등기부등본(최신)           미제출   -

심사역: 실행일 전에 등기부등본은 언제 떼야 하나요?""",
        f"{SRC}pos:mortgage:underwriting-ko",
        ["korean", "now_label", "table_times_stay"],
    )


@pos
def _peilmoment_nl(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Adviesmodule HypoWijs
{v("datetime", "Peilmoment: " + de_dots(t))}
Klant: dossier 88-4471

Offerte {g.digits(9)}: hoofdsom EUR 385.000, 3,84% 10 jaar vast, geldig tot {(t + timedelta(days=30)):%d-%m-%Y}.
Ontbindende voorwaarde financiering: {(t + timedelta(days=9)):%d-%m-%Y}.

Vraag van de klant: de taxatie komt pas over twee weken. Moeten we uitstel van de ontbindende voorwaarde vragen?""",
        f"{SRC}pos:mortgage:peilmoment-nl",
        ["dutch", "unexpected_label", "dotted_day_first", "offer_dates_stay"],
    )


@pos
def _doc_upload_prefix(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""{v("request_id", "[upload " + g.b32(16) + " " + rfc3339(t) + "]")} bank-statement-sept.pdf (6 pages) for loan 4410287731

Extracted large deposits:
- {(t - timedelta(days=24)):%m/%d} $9,400.00 "TRANSFER FROM SAV 8812"
- {(t - timedelta(days=11)):%m/%d} $2,150.00 "ZELLE FROM M GARCIA"

Which of these needs a letter of explanation under our 50%-of-income rule? Monthly income is $7,200.""",
        f"{SRC}pos:mortgage:upload-prefix",
        ["upload_prefix", "base32", "head", "deposit_dates_stay"],
    )


@pos
def _kredi_tr(g: Gen69) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Konut kredisi ön değerlendirme asistanısın. Sadece verilen bilgilere göre yorum yap.

Başvuru: {(t - timedelta(days=5)):%d.%m.%Y}, kredi tutarı 3.200.000 TL, vade 120 ay, ekspertiz değeri 4.900.000 TL.
Soru: Ekspertiz değeri düşük çıkarsa kredi tutarı nasıl değişir?

{v("epoch", "sorgu_zamani=" + str(epoch_s(t)))}
{v("request_id", "istek_no=" + g.ksuid(t))}""",
        f"{SRC}pos:mortgage:kredi-tr",
        ["turkish", "tail", "epoch_s", "ksuid", "key_value_lines"],
    )


@pos
def _ksuid_head(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""{v("request_id", g.ksuid(t))}
You answer questions from loan processors at Tidewater Mortgage about investor overlays. Cite the
overlay number.

Overlay 12 (effective 2026-03-01): Non-warrantable condos require 25% down and a full project review.
Overlay 19 (effective 2025-11-15): Gift funds are not allowed on investment properties.

Processor: Borrower wants to use a gift for a non-warrantable condo they'll live in. Allowed?
Answer:""",
        f"{SRC}pos:mortgage:ksuid-head",
        ["bare_id_at_head", "ksuid", "effective_dates_stay"],
    )


# title, escrow and closing


@pos
def _commitment_rag(g: Gen69) -> Draft:
    t = g.moment(MST)
    eff = t - timedelta(days=12)
    return Draft(
        f"""Answer the escrow officer from the passages. Quote the exception number.

{v("datetime", "Passages retrieved: " + rfc3339(t, 6))}
{v("request_id", "Retrieval query: " + g.hex(20))}
[1] Commitment 26-{g.digits(6)}-AZ, Schedule B-II, effective {eff:%B} {eff.day}, {eff.year} at 7:30 A.M.: "7. Deed of Trust
to secure $412,000 recorded 04/18/2022 as 2022-0187736."
[2] Schedule B-I requirement 4: "Furnish a payoff statement from the beneficiary under exception 7."

Escrow officer: What do we need from the seller's lender before closing?
Answer:""",
        f"{SRC}pos:title:commitment-rag",
        ["rag", "header_lines", "rfc3339_us", "effective_date_stays"],
    )


@pos
def _wire_callback_call(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""Wire verification line (outbound callback)
{v("request_id", "Call-ID: " + g.hex(16) + "@pbx.lonestartitle.example")}
{v("datetime", "Answered: " + us_medium(t))}
Number dialled: +1 512 555 0148 (from the file's verified contact sheet)

Buyer said on the call: "I got an email with new wiring instructions from
closing@lonestar-title-closings.example, sent {rfc2822(t - timedelta(hours=3))}, saying your bank changed."

Write the script the closer reads next to confirm our real instructions without reading account numbers aloud.""",
        f"{SRC}pos:title:wire-callback",
        ["sip_call_id", "us_medium", "near_miss_email_time"],
    )


@pos
def _escrow_portal_table(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""| Escrow portal | |
|---|---|
| Office | Pacific Crest Escrow - Irvine |
{v("session_id", "| Session | " + g.uuid4() + " |")}
{v("datetime", "| Opened | " + iso_space(t) + " (Pacific) |")}
| Officer | M. Delgado |

Escrow #IR-26-0712: buyer loan funds expected {(t + timedelta(days=2)):%m/%d}, recording requested for {(t + timedelta(days=3)):%m/%d}.
Seller asks: can we record the same day the loan funds? Answer in two sentences.""",
        f"{SRC}pos:title:escrow-portal-table",
        ["markdown_table", "session_id", "escrow_dates_stay"],
    )


@pos
def _closing_scheduler_comment(g: Gen69) -> Draft:
    t = g.moment(EDT)
    d = t + timedelta(days=6)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return Draft(
        f"""<!-- closingdesk {v("request_id", "req=" + g.nanoid())} {v("epoch", "at=" + str(epoch_ms(t)))} office=TPA-2 -->
Find a 60-minute closing slot for File 0912-44518 on {d:%A}, {d:%B} {d.day}.
Closer availability: 9:00-10:00 booked, 13:00-15:00 free. Buyers can't do mornings. Sellers sign
remotely at 11:30 (mail-away package).""",
        f"{SRC}pos:title:closing-comment",
        ["html_comment", "key_value", "nanoid", "epoch_ms", "head"],
    )


@pos
def _recording_fetch_logfmt(g: Gen69) -> Draft:
    t = g.moment(MST)
    r = t - timedelta(hours=26)
    return Draft(
        f"""{v("request_id", "fetch=" + g.xid(t))} {v("datetime", "fetched_at=" + rfc3339(t, 3))} source=county-erecord pkg=PKG-{g.digits(7)}
{rfc3339(r, 3)} DEED status=RECORDED rec_no=2026-{g.digits(7)}
{rfc3339(r + timedelta(minutes=14), 3)} DOT status=REJECTED reason="missing notary seal page 9"

Explain to the lender what happens to funding while the deed of trust is re-submitted.""",
        f"{SRC}pos:title:recording-fetch",
        ["logfmt", "xid", "head", "record_times_stay"],
    )


@pos
def _cd_balance_xml(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""<balancing-request>
  <file>0912-44518</file>
  {v("request_id", "<request_id>" + g.uuid4() + "</request_id>")}
  {v("datetime", "<request_time>" + dotnet_o(t, g.small(0, 10)) + "</request_time>")}
  <lender>Tidewater Mortgage</lender>
</balancing-request>

Lender CD shows cash to close $86,412.55; our settlement statement shows $86,298.55. The difference
is $114.00. Lender's title fee line says $1,156.00, ours says $1,042.00. Which side should change?""",
        f"{SRC}pos:title:cd-balance-xml",
        ["xml_element", "dotnet_roundtrip", "head"],
    )


@pos
def _closing_date_he(g: Gen69) -> Draft:
    t = g.moment(IDT)
    return Draft(
        f"""אתה עוזר למשרד עורכי דין בעסקאות מקרקעין. ענה בקצרה.
{v("date", "התאריך היום: " + he_long(t))}

לפי ההסכם: תשלום שני בסך 1,200,000 ₪ עד {(t + timedelta(days=14)):%d/%m/%Y}, מסירה ב-{(t + timedelta(days=45)):%d/%m/%Y}.
הקונה שואל: כמה ימים נשארו לי להעביר את התשלום השני?""",
        f"{SRC}pos:title:closing-date-he",
        ["hebrew", "now_label", "contract_dates_stay"],
    )


@pos
def _sdelka_ru(g: Gen69) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник отдела сопровождения сделок. Отвечай по статусу заявки.
{v("datetime", "Время запроса: " + ru_long(t))}

Заявка на регистрацию: КУВИ-001/{t.year}-{g.digits(9)}, подана {(t - timedelta(days=4)):%d.%m.%Y} в 15:42, статус «Приостановлено».
Причина: не представлено согласие супруга продавца.

Клиент: Сколько времени есть, чтобы донести согласие, пока регистрацию не отказали?""",
        f"{SRC}pos:title:sdelka-ru",
        ["russian", "now_label", "application_time_stays"],
    )


@pos
def _settlement_llama_ctx(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You answer buyers' questions about their settlement statement. Pacific Crest Escrow, license EA-2211.
{v("trace_id", "trace: " + g.traceparent())}<|eot_id|><|start_header_id|>user<|end_header_id|>

Why am I credited $1,184.37 for county taxes from {t.replace(day=1):%m/%d/%Y} to {t:%m/%d/%Y}?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}pos:title:settlement-llama3",
        ["llama3", "traceparent", "inline_before_eot", "proration_dates_stay"],
    )


@pos
def _closing_agent_clock(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""You are the closing checklist agent. Use tools when you need facts.

Question: Is the seller's payoff statement still good for a closing two days from now?
Thought: I need the current date and the payoff's good-through date.
Action: clock.now[]
{v("datetime", "Observation: " + rfc3339(t))}
Action: documents.get[payoff]
Observation: Payoff statement, loan 0082231, good through {(t + timedelta(days=1)):%m/%d/%Y}, per diem $41.17, issued {(t - timedelta(days=9)):%m/%d/%Y}.
Thought:""",
        f"{SRC}pos:title:closing-agent-clock",
        ["agent_scaffold", "tool_result", "rfc3339_offset", "payoff_dates_stay"],
    )


# appraisals and inspections


@pos
def _amc_cloudevent(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Event received from the appraisal management company for this request:
{v("delivery_id", "ce-id: " + g.uuid7(t))}
ce-source: /amc/valulink
ce-type: order.assigned
{v("datetime", "ce-time: " + rfc3339(t, 3))}
ce-specversion: 1.0

{{"order":{{"id":"ord_{g.ulid(t - timedelta(hours=30))}","product":"1004 Full Appraisal","due":"{iso_date(t + timedelta(days=6))}","assigned_at":"{rfc3339(t - timedelta(seconds=40))}"}}}}

Tell the loan officer who got the order and when the report is due.""",
        f"{SRC}pos:appraisal:amc-cloudevent",
        ["cloudevents_binary", "envelope_vs_payload", "near_miss_pasted_webhook"],
    )


@pos
def _inspection_upload_receipt(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""Summarise the inspection report for the buyer in plain language: safety issues first, then
items to budget for, then maintenance.

Report: 1207 Pecan Hollow, inspected {(t - timedelta(days=1)):%m/%d/%Y} 9:00 AM by Gulf Coast Inspections (TREC #24411)
- Double-tapped breaker in main panel
- Water heater 14 years old, no drip pan
- Minor settlement cracks in garage slab
{v("request_id", "(upload " + g.cuid2() + ", received " + iso_space(t) + ")")}""",
        f"{SRC}pos:appraisal:inspection-upload",
        ["parenthesised_receipt", "cuid2", "tail", "inspection_date_stays"],
    )


@pos
def _radon_gemma(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""<start_of_turn>user
Readings from the 48-hour radon test that ended {(t - timedelta(days=1)):%m/%d} at 10:00: 3.1, 3.5, 4.3, 4.7, 3.9, 4.1 pCi/L.
Do we need mitigation before closing?
{v("date", "Today: " + f"{DAYS[t.weekday()]}, {t:%d %b %Y}")}<end_of_turn>
<start_of_turn>model""",
        f"{SRC}pos:appraisal:radon-gemma",
        ["gemma", "inline_before_end_of_turn", "weekday_date", "test_dates_stay"],
    )


@pos
def _review_xml_attrs(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""<review {v("request_id", 'request="' + g.uuid7(t) + '"')} {v("datetime", 'at="' + rfc3339(t) + '"')} form="1004" reviewer="desk">
Subject: 48 Linden Rd, Ithaca. Effective date {iso_date(t - timedelta(days=8))}. Value $412,000.
Comp 2 sold {iso_date(t - timedelta(days=148))} with a 14.9% gross adjustment.
</review>

Does comp 2 fall outside typical guidelines for age and adjustments? What should the appraiser explain?""",
        f"{SRC}pos:appraisal:review-xml",
        ["xml_attribute", "uuid7", "effective_date_stays"],
    )


@pos
def _desktop_windows_clock(g: Gen69) -> Draft:
    t = g.moment(EST)
    return Draft(
        f"""Desktop Appraisal Scheduler
{v("datetime", "Workstation clock: " + windows_general(t))}
Assignment: 1004 Desktop, 61 Elm St, Hartford

The borrower will be at the property Thursday or Friday afternoon; the appraiser only needs photos
and a floor plan. Write a short text asking the borrower to send them.""",
        f"{SRC}pos:appraisal:desktop-clock",
        ["header_block", "windows_general", "device_clock"],
    )


@pos
def _besiktning_sv(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Du hjälper köpare att förstå besiktningsprotokoll. Svara kort.
{v("datetime", "Tidpunkt för förfrågan: " + sv_long(t))}

Besiktningsdatum: {(t - timedelta(days=3)):%Y-%m-%d} kl. 09:00
- Fuktfläck i källarens nordvästra hörn (18 % fuktkvot)
- Takavvattning saknas på garagets baksida

Köpare: Är fuktfläcken ett dolt fel som säljaren ansvarar för?""",
        f"{SRC}pos:appraisal:besiktning-sv",
        ["swedish", "now_label", "inspection_date_stays"],
    )


@pos
def _operat_pl(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Jesteś asystentem rzeczoznawcy majątkowego. Odpowiadaj zwięźle.

Operat szacunkowy nr 114/{t.year}, data sporządzenia {(t - timedelta(days=20)):%d.%m.%Y}, data oględzin {(t - timedelta(days=26)):%d.%m.%Y}.
Wartość rynkowa: 612 000 zł.
Pytanie banku: czy operat jest jeszcze ważny do celów kredytu?

{v("datetime", "Data i godzina zapytania: " + pl_long(t))}""",
        f"{SRC}pos:appraisal:operat-pl",
        ["polish", "tail", "now_label", "report_dates_stay"],
    )


@pos
def _wdo_trace(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You explain wood-destroying organism (WDO) reports to buyers in Texas.

TPCL form: inspected {(t - timedelta(days=2)):%m/%d/%Y}. Evidence of previous treatment (subterranean termites), treated
2019 by Apex Pest, warranty transferable until 2027. No active infestation.

Buyer: Should I ask the seller for anything before the option period ends?
Answer:""",
        f"{SRC}pos:appraisal:wdo-trace",
        ["xray_trace", "head", "report_dates_stay"],
    )


@pos
def _rov_teams(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Teams activity for this request:
{{
  "type": "message",
  {v("message_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + rfc3339(t, 6)[:-1] + '0Z",')}
  "conversation": {{"id": "19:valuation-desk@thread.tacv2"}},
  "text": "ROV on 4410287731 came back no change (comps outside 1 mile). Can we order a second appraisal?"
}}

Answer the processor in two sentences.""",
        f"{SRC}pos:appraisal:rov-teams",
        ["teams_activity", "json_pretty", "envelope_vs_payload"],
    )


# leasing and tenant screening


@pos
def _screening_fetch(g: Gen69) -> Draft:
    t = g.moment(UTC)
    made = t - timedelta(days=2, hours=3)
    return Draft(
        f"""Report fetched from the screening bureau {v("datetime", "at " + rfc3339(t))} {v("request_id", "(fetch " + g.hex(16) + ")")} for this request:
{{
  "report_id": "{g.ulid(made)}",
  "created_at": "{rfc3339(made)}",
  "credit": {{"score": 688, "collections": 1}},
  "evictions": [{{"case": "2021-LT-004417", "filed": "2021-06-14", "disposition": "dismissed"}}]
}}

Under our written criteria (no eviction judgments in 5 years, score 620+), approve or deny, and cite
the criterion.""",
        f"{SRC}pos:leasing:screening-fetch",
        ["phrase_at", "parenthesised_id", "near_miss_created_at", "report_id_stays"],
    )


@pos
def _portal_cookie(g: Gen69) -> Draft:
    return Draft(
        f"""Request from the applicant portal:
GET /apply/12C/status HTTP/1.1
Host: apply.pinecourt.example
{("Cookie: portal_lang=en; unit=12C; " + v("session_id", "sid=" + g.b64url(24)))}

Applicant: I submitted everything on Monday. What's still missing for my application on 12C?
Assistant:""",
        f"{SRC}pos:leasing:portal-cookie",
        ["cookie", "last_pair", "base64url", "user_weekday_stays"],
    )


@pos
def _guest_card_front_matter(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""---
assistant: Leasing Concierge
community: The Aldine at Midtown
{v("session_id", "session: " + g.nanoid())}
{v("datetime", "now: " + py_iso(t))}
---
Prospect guest card: Renee Alvarez, wants a 2-bed, move-in {(t + timedelta(days=40)):%m/%d}, budget $1,900, requested a tour
for {(t + timedelta(days=2)):%A} at 5:30 PM.

Reply to Renee confirming the tour and mentioning the move-in special (6 weeks free on 14-month leases).""",
        f"{SRC}pos:leasing:guest-card",
        ["yaml_front_matter", "nanoid", "isoformat", "tour_time_stays"],
    )


@pos
def _lease_job(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""Lease prepared {v("date", "on " + long_date(t))} by LeaseKit job {v("run_id", g.uuid7(t))} for unit 4B.
Term: 12 months from {(t + timedelta(days=20)).replace(day=1):%m/%d/%Y}. Rent $2,150. Security deposit $2,150. Pets: one cat, $35/month.

Check the lease for New Jersey issues: the deposit cap, late fee language and the pet rent.""",
        f"{SRC}pos:leasing:lease-job",
        ["job", "today_in_artefact", "uuid7", "lease_dates_stay"],
    )


@pos
def _ejari_ar(g: Gen69) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد لقسم الإيجارات في شركة الواحة للعقارات في دبي.
{v("datetime", "التاريخ والوقت الحاليان: " + ar_long(t))}

رقم العقد: {g.digits(13)}، بداية العقد {(t - timedelta(days=200)):%d/%m/%Y}، نهاية العقد {(t + timedelta(days=165)):%d/%m/%Y}.
المستأجرة تسأل: كم يومًا قبل نهاية العقد يجب أن أرسل إشعار عدم التجديد؟""",
        f"{SRC}pos:leasing:ejari-ar",
        ["arabic", "arabic_indic_digits", "now_label", "contract_dates_stay"],
    )


@pos
def _misthosi_el(g: Gen69) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Είσαι βοηθός για ιδιοκτήτες που νοικιάζουν ακίνητα στην Αθήνα.
{v("datetime", "Τρέχουσα ημερομηνία: " + el_long(t))}

Η μίσθωση ξεκίνησε 01/{(t - timedelta(days=400)):%m/%Y}, διάρκεια 3 έτη, μίσθωμα 650 €.
Ερώτηση: Μπορώ να αναπροσαρμόσω το ενοίκιο φέτος αν το συμβόλαιο δεν γράφει τίποτα;""",
        f"{SRC}pos:leasing:misthosi-el",
        ["greek", "now_label", "lease_dates_stay"],
    )


@pos
def _kiraya_hi(g: Gen69) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप किरायेदारों के लिए किरायानामा समझाने वाले सहायक हैं।
{v("date", "आज की तारीख: " + hi_digits(t))}

किरायानामा: {(t - timedelta(days=300)):%d-%m-%Y} से 11 महीने, किराया ₹28,000, सिक्योरिटी ₹84,000, नोटिस अवधि 1 महीना।
सवाल: अगर मैं अगले महीने घर छोड़ दूँ तो क्या पूरी सिक्योरिटी वापस मिलेगी?""",
        f"{SRC}pos:leasing:kiraya-hi",
        ["hindi", "devanagari_digits", "now_label", "agreement_dates_stay"],
    )


@pos
def _self_tour_chatml(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""<|im_start|>system
You book self-guided tours for Sierra Vista Apartments. Tours run 9:00-18:00; a photo ID check is
required before the door code is sent.<|im_end|>
<|im_start|>user
Can I tour unit 214 tomorrow at 6:15 pm? {v("datetime", "(sent " + month_first_12(t) + ")")}
<|im_end|>
<|im_start|>assistant""",
        f"{SRC}pos:leasing:self-tour-chatml",
        ["chatml", "sent_stamp", "month_first_12h"],
    )


@pos
def _income_run(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""Income check run {v("run_id", g.ksuid(t))} started {v("datetime", "at " + js_tostring(t, "Eastern Daylight Time"))} on pay stubs from Amara Nwosu.

Pay stubs: {(t - timedelta(days=28)):%m/%d} gross $2,700.00; {(t - timedelta(days=14)):%m/%d} gross $2,700.00 (bi-weekly).
Rent: $2,150. Our rule: gross monthly income at least 2.5x rent.

Does she qualify? Show the monthly income calculation.""",
        f"{SRC}pos:leasing:income-run",
        ["run", "ksuid", "js_tostring", "paystub_dates_stay"],
    )


@pos
def _yeucau_vi(g: Gen69) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý cho thuê căn hộ ở TP.HCM. Chỉ trả lời dựa trên thông tin được cung cấp.

Hợp đồng thuê căn A-1207: từ {(t - timedelta(days=180)):%d/%m/%Y} đến {(t + timedelta(days=185)):%d/%m/%Y}, tiền thuê 15.000.000 đ/tháng, cọc 2 tháng.
Khách hỏi: Nếu tôi chấm dứt hợp đồng sớm 3 tháng thì mất bao nhiêu tiền cọc?

{v("datetime", "Thời điểm yêu cầu: " + vi_long(t))}
{v("request_id", "Mã yêu cầu: " + g.objectid(t))}""",
        f"{SRC}pos:leasing:yeucau-vi",
        ["vietnamese", "tail", "objectid", "contract_dates_stay"],
    )


# property management work orders


@pos
def _triage_headers(g: Gen69) -> Draft:
    t = g.moment(UTC)
    c = t - timedelta(days=6, hours=2, seconds=13)
    return Draft(
        f"""Forwarded by the resident app gateway:
{v("request_id", "x-correlation-id: " + g.ulid(t))}
{v("epoch", "x-gateway-received-ms: " + str(epoch_ms(t)))}
X-Resident-Unit: 2A
X-App-Version: 5.8.1

Open work orders for the stack:
{{"wo_id":"WO-{g.digits(6)}","unit":"3A","category":"plumbing","created":"{rfc3339(c)}","status":"completed"}}
{{"wo_id":"WO-{g.digits(6)}","unit":"2A","category":"drywall","created":"{rfc3339(c + timedelta(days=4))}","status":"open"}}

Resident (2A): There's a brown stain spreading on my bathroom ceiling again. Is someone coming?
Assistant:""",
        f"{SRC}pos:maintenance:triage-headers",
        ["header_block", "ulid", "epoch_ms", "ndjson_times_stay"],
    )


@pos
def _leak_relay(g: Gen69) -> Draft:
    t = g.moment(UTC)
    a = t - timedelta(seconds=21)
    return Draft(
        f"""Alert relayed to the on-call assistant:
{{
  {v("delivery_id", '"relay_id": "rly_' + g.b58(16) + '",')}
  {v("datetime", '"received_at": "' + rfc3339(t, 3) + '",')}
  "alert": {{
    "device": "LK-{g.upper_hex(6)}",
    "unit": "3A",
    "event": "LEAK_DETECTED",
    "ts": {epoch_ms(a)}
  }},
  "property": "Pine Court"
}}

Decide: call the emergency plumber now or send the day porter to check first? One sentence.""",
        f"{SRC}pos:maintenance:leak-relay",
        ["relay_envelope", "json_pretty", "near_miss_alert_ts"],
    )


@pos
def _vendor_telegram(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Telegram update from the vendor bot:
{{"bot":"pinecourt_vendor_bot",{v("message_id", '"update_id":' + g.digits(9) + ",")}"message":{{"chat":{{"id":-1002231884411,"title":"Pine Court vendors"}},{v("message_id", '"message_id":' + str(g.small(1000, 99999)) + ",")}{v("epoch", '"date":' + str(epoch_s(t)) + ",")}"text":"Capacitor replaced at 88 Lowell #5, unit cooling. Invoice MH-40218 to follow."}}}}

Write the completion note for WO-551208.""",
        f"{SRC}pos:maintenance:vendor-telegram",
        ["telegram_update", "json_single_line", "envelope_vs_payload"],
    )


@pos
def _make_ready_snapshot(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""Make-ready board {v("datetime", "as of " + zone_minutes(t))} {v("snapshot_id", "(snapshot " + g.ulid(t).lower() + ")")} for this request:
| Unit | Move-out | Paint | Clean | Carpet | Move-in |
|---|---|---|---|---|---|
| 104 | {(t - timedelta(days=3)):%m/%d} | done | scheduled {(t + timedelta(days=1)):%m/%d} | - | {(t + timedelta(days=5)):%m/%d} |
| 311 | {(t - timedelta(days=1)):%m/%d} | - | - | replace | {(t + timedelta(days=4)):%m/%d} |

Which unit is at risk of missing its move-in, and what should be scheduled first?""",
        f"{SRC}pos:maintenance:make-ready",
        ["phrase_as_of", "zone_name", "lowercase_ulid", "board_dates_stay"],
    )


@pos
def _pm_iso_week(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""Preventive maintenance planner
{v("date", "Current week: " + iso_week(t))}
Portfolio: Riverside Garden Apartments (6 buildings)

Tasks due by ISO week:
- HVAC filter change: every 13 weeks, last done {iso_week(t - timedelta(weeks=12))[:-2]}
- Gutter cleaning: spring and fall
- Fire extinguisher inspection: monthly

What should be on this week's list?""",
        f"{SRC}pos:maintenance:pm-iso-week",
        ["iso_week_date", "header_block", "task_weeks_stay"],
    )


@pos
def _tech_tablet(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""Tech tablet - Sierra Vista Apartments
{v("datetime", "Tablet time: " + f"{DAYS[t.weekday()]} {t:%I:%M %p}")}
Technician: J. Ortega

WO-{g.digits(6)} unit 214: "Garbage disposal hums but doesn't spin." Reported by resident {(t - timedelta(days=1)):%m/%d} 8:40 PM.
Give me the troubleshooting steps in order.""",
        f"{SRC}pos:maintenance:tech-tablet",
        ["device_clock", "weekday_12h", "report_time_stays"],
    )


@pos
def _perbaikan_id(g: Gen69) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Kamu asisten pengelola apartemen di Jakarta. Jawab singkat dan sopan.
{v("datetime", "Waktu permintaan: " + id_long(t))}

Tiket WO-{g.digits(5)} dibuat {(t - timedelta(days=2)):%d/%m/%Y %H:%M:%S}: AC unit 17-B bocor, menetes ke lantai.
Penghuni: Teknisi belum datang juga. Kapan paling lambat harus ditangani menurut SLA 48 jam?""",
        f"{SRC}pos:maintenance:perbaikan-id",
        ["indonesian", "now_label", "ticket_time_stays"],
    )


@pos
def _hausverwaltung_de(g: Gen69) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Ticket-Verlauf (Hausverwaltung Brandt & Söhne), Objekt Lindenstraße 12:
{(t - timedelta(days=9)):%d.%m.%Y %H:%M:%S}  Meldung Mieterin WE 7: Heizung im Bad kalt
{(t - timedelta(days=8)):%d.%m.%Y %H:%M:%S}  Auftrag an Fa. Wärmetechnik Kurz
{(t - timedelta(days=2)):%d.%m.%Y %H:%M:%S}  Rückmeldung Mieterin: weiterhin kalt

Darf die Mieterin die Miete mindern, und um wie viel ungefähr?

{v("datetime", "Abrufzeitpunkt: " + de_long(t))}""",
        f"{SRC}pos:maintenance:hausverwaltung-de",
        ["german", "tail", "now_label", "ticket_times_stay"],
    )


# homeowners' associations


@pos
def _estoppel_job(g: Gen69) -> Draft:
    t = g.moment(MST)
    return Draft(
        f"""Estoppel certificate job {v("run_id", "est_" + g.b62(20))} for account SRC-0412.
{v("date", "Certificate date: " + f"{t:%B} {t.day}, {t.year}")}
Association: Saguaro Ridge Community Association
Ledger: Q3 assessment $585.00 posted {(t - timedelta(days=40)):%m/%d/%Y}; late fee $35.00; ACH payment $585.00 on {(t - timedelta(days=19)):%m/%d/%Y}.

Fill in the "amounts due" paragraph; the certificate is good for 30 days from its date.""",
        f"{SRC}pos:hoa:estoppel-job",
        ["job", "today_in_artefact", "base62", "ledger_dates_stay"],
    )


@pos
def _ccr_bot(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""{v("session_id", "X-Session-Id: " + g.uuid4())}
{v("request_id", "X-Retrieval-Query: q_" + g.hex(12))}
X-Community: vista-oaks

Sections:
Art. 7.4 (as amended {(t - timedelta(days=700)):%m/%d/%Y}): No short-term rentals under 30 days.
Art. 7.6: Owners must register tenants with management within 10 days of occupancy.

Owner: Can I rent my place for 3 weeks this summer?
Assistant:""",
        f"{SRC}pos:hoa:ccr-bot",
        ["header_block", "uuid", "amendment_date_stays"],
    )


@pos
def _delinquency_tsid(g: Gen69) -> Draft:
    t = g.moment(EDT)
    return Draft(
        f"""Delinquency report {v("datetime", "as of " + iso_space(t))} {v("snapshot_id", "(snapshot " + g.digits(18) + ")")} for this request:
| Account | Owner | 30 | 60 | 90+ | Last payment |
|---|---|---|---|---|---|
| LK-114 | Ferreira | $0 | $0 | $1,320 | {(t - timedelta(days=130)):%m/%d/%Y} |
| LK-208 | Osei | $440 | $0 | $0 | {(t - timedelta(days=38)):%m/%d/%Y} |

Which account can go to the collections attorney under our policy (90 days and a 30-day notice)?""",
        f"{SRC}pos:hoa:delinquency",
        ["phrase_as_of", "tsid_decimal", "last_payment_dates_stay"],
    )


@pos
def _gate_pass_whatsapp(g: Gen69) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""WhatsApp message to the gate desk bot:
{{"object":"whatsapp_business_account","entry":[{{"changes":[{{"value":{{"messages":[{{"from":"15125550188",{v("message_id", '"id":"wamid.' + g.b62(40) + '",')}{v("epoch", '"timestamp":"' + str(epoch_s(t)) + '",')}"text":{{"body":"Guest pass for my mother, Saturday 2-6pm, silver Camry"}}}}]}}}}]}}]}}

Reply with the pass confirmation wording (passes are valid only for the requested window).""",
        f"{SRC}pos:hoa:gate-whatsapp",
        ["whatsapp", "json_single_line", "nested", "envelope_vs_payload"],
    )


@pos
def _board_packet_run(g: Gen69) -> Draft:
    t = g.moment(PDT)
    return Draft(
        f"""{v("datetime", log4j_iso(t))} INFO  packet-builder {v("run_id", "run=" + g.uuid1())} association=vista-oaks meeting=2026-11
Included: treasurer's report, pool resurfacing bids (Aqua Finish $38,900; BlueLine $41,250; SunCoat
$35,700), reserve balance $52,300 as of the last statement.

Write the agenda item summary for the pool bids.""",
        f"{SRC}pos:hoa:board-packet",
        ["log_line_head", "uuid1", "log4j"],
    )


@pos
def _svj_cs(g: Gen69) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Jsi asistent správce společenství vlastníků jednotek (SVJ). Odpovídej stručně.
{v("datetime", "Aktuální čas: " + cs_long(t))}

Výbor SVJ Korunní 41 svolal shromáždění na {(t + timedelta(days=12)):%d.%m.%Y} v 18:00. Pozvánka byla vyvěšena {(t - timedelta(days=3)):%d.%m.%Y}.
Vlastník: Je pozvánka platná, když stanovy vyžadují 15 dní předem?""",
        f"{SRC}pos:hoa:svj-cs",
        ["czech", "now_label", "meeting_dates_stay"],
    )


@pos
def _tarsashaz_hu(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Társasházkezelő asszisztens vagy. Csak a megadott adatok alapján válaszolj.

Közös költség: 28 400 Ft/hó, esedékes minden hónap 10-ig. Utolsó befizetés: {(t - timedelta(days=70)):%Y.%m.%d.}
Tulajdonos: Mennyi a tartozásom, és mikortól számítanak késedelmi kamatot?

{v("datetime", "Lekérdezés ideje: " + hu_long(t))}""",
        f"{SRC}pos:hoa:tarsashaz-hu",
        ["hungarian", "tail", "now_label", "payment_date_stays"],
    )


@pos
def _nitibukkhon_th(g: Gen69) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยของนิติบุคคลอาคารชุด เดอะ ริเวอร์ไลน์ สาทร
{v("datetime", "วันที่และเวลาปัจจุบัน: " + th_be(t))}

ห้อง 2408 ชำระค่าส่วนกลาง 6 เดือนล่าสุดเมื่อ {(t - timedelta(days=150)).day}/{(t - timedelta(days=150)).month}/{(t - timedelta(days=150)).year + 543}
เจ้าของห้องถาม: ต้องชำระงวดถัดไปภายในวันที่เท่าไร""",
        f"{SRC}pos:hoa:nitibukkhon-th",
        ["thai", "buddhist_era", "thai_digits", "now_label"],
    )


# rent payments


@pos
def _payrail_envelope(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Incoming delivery for this request (verified):
User-Agent: PayRail-Webhooks/2.1
{v("delivery_id", "X-PayRail-Delivery: " + g.uuid4())}
{v("epoch", "X-PayRail-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-PayRail-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}

{{"event":"payment.returned","payment":{{"id":"pay_{g.b62(20)}","tenant":"T-10442","amount":186500,"return_code":"R01","created":{epoch_s(t - timedelta(days=2, hours=4))}}}}}

Write the notice to tenant T-10442 about the returned October rent payment and the $30 NSF fee.""",
        f"{SRC}pos:rent:payrail-envelope",
        ["webhook_envelope", "signature", "near_miss_pasted_http"],
    )


@pos
def _late_fee_today(g: Gen69) -> Draft:
    t = g.moment(EST)
    return Draft(
        f"""You calculate late fees for Riverside Garden Apartments under the lease: rent due on the 1st,
grace period through the 5th, late fee 5% of monthly rent, charged once.
{v("date", "The current date is " + f"{t:%B} {t.day}, {t.year}" + ".")}

Tenant ledger: rent $1,620 due {t.replace(day=1):%m/%d/%Y}; payment $1,620 received {t.replace(day=1) + timedelta(days=5, hours=23, minutes=58):%m/%d/%Y %I:%M %p}.

Is a late fee owed for this month?""",
        f"{SRC}pos:rent:late-fee-today",
        ["templated_sentence", "system_tail", "payment_time_stays"],
    )


@pos
def _autopay_idempotency(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Autopay setup call prepared for this request:
POST /v2/mandates
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("datetime", "X-Client-Time: " + js_iso(t))}
PayRail-Version: 2025-09-01

{{"tenant":"T-10442","amount":186500,"day_of_month":1,"start":"{(t + timedelta(days=40)).replace(day=1):%Y-%m-%d}"}}

Explain to the tenant in two sentences when the first automatic payment will happen.""",
        f"{SRC}pos:rent:autopay-call",
        ["idempotency_key", "js_iso", "api_version_stays", "start_date_stays"],
    )


@pos
def _pix_bot_pt(g: Gen69) -> Draft:
    t = g.moment(BRT)
    p = t - timedelta(days=3, hours=5, seconds=27)
    return Draft(
        f"""Você é o assistente de cobrança da Imobiliária Vale Verde. Responda ao inquilino com educação.
{v("datetime", "Data/hora da solicitação: " + pt_long(t))}

Comprovante enviado pelo inquilino:
Data e hora: {p:%d/%m/%Y} - {p:%H:%M:%S}
Valor: R$ 2.350,00
ID da transação: E{g.digits(8)}{p:%Y%m%d%H%M}{g.b62(11)}

Inquilino: Paguei antes do vencimento (dia 10). Por que recebi cobrança de multa?""",
        f"{SRC}pos:rent:pix-bot-pt",
        ["portuguese", "now_label", "near_miss_receipt_time"],
    )


@pos
def _mpesa_sw(g: Gen69) -> Draft:
    t = g.moment(EAT)
    p = t - timedelta(minutes=2, seconds=7)
    return Draft(
        f"""Wewe ni msaidizi wa kukusanya kodi ya nyumba wa Baraka Apartments. Jibu kwa Kiswahili.

Jibu la M-Pesa lililopokelewa kwa ombi hili:
{{"Body":{{"stkCallback":{{"ResultCode":0,{v("request_id", '"MerchantRequestID":"' + g.digits(5) + "-" + g.digits(8) + '-1",')}{v("request_id", '"CheckoutRequestID":"ws_CO_' + f"{t:%d%m%Y%H%M%S}" + g.digits(12) + '",')}"ResultDesc":"The service request is processed successfully.","CallbackMetadata":{{"Item":[{{"Name":"Amount","Value":25000}},{{"Name":"MpesaReceiptNumber","Value":"{g.b32(10)}"}},{{"Name":"TransactionDate","Value":{p:%Y%m%d%H%M%S}}}]}}}}}}}}

Mpangaji: Nimelipa kodi ya mwezi huu. Umeipokea?""",
        f"{SRC}pos:rent:mpesa-sw",
        ["swahili", "json_single_line", "per_request_ids", "transaction_date_stays"],
    )


@pos
def _reporting_batch(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Rent reporting batch {v("run_id", g.uuid7(t))} queued {v("datetime", "at " + go_string(t, g.small(0, 1000), f"{g.small(1, 900)}.{g.digits(9)}"))} for 212 tenants who opted in.

Tenant T-10442: October rent returned (R01) then paid {(t - timedelta(days=5)):%m/%d/%Y}, 11 days late.

Should this month be reported as late to the bureaus? Our policy reports 30+ days late only.""",
        f"{SRC}pos:rent:reporting-batch",
        ["batch", "uuid7", "go_time_string", "payment_date_stays"],
    )


@pos
def _quittance_job_fr(g: Gen69) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Génère la quittance de loyer pour le locataire ci-dessous.
{v("run_id", "Tâche : quittance-" + g.hex(10))}
{v("date", "Fait le : " + f"{t.day} {FR_M[t.month - 1]} {t.year}")}

Locataire : Camille Morel, 14 rue des Tanneurs, 69001 Lyon
Période : du 01/{t:%m/%Y} à la fin du mois, loyer 880,00 EUR, charges 80,00 EUR
Paiement reçu le {max(1, t.day - 2)}/{t:%m/%Y} par virement""",
        f"{SRC}pos:rent:quittance-job-fr",
        ["french", "job", "today_in_artefact", "payment_date_stays"],
    )


@pos
def _yachin_ja(g: Gen69) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""家賃の支払い状況についての問い合わせに答えてください。
入金記録：{(t - timedelta(days=33)):%Y/%m/%d %H:%M:%S} 128,000円、{(t - timedelta(days=2)):%Y/%m/%d %H:%M:%S} 120,000円
入居者：今月分、足りていますか？

{v("datetime", "受付日時：" + slashed_iso(t))}
{v("request_id", "受付番号：" + g.ulid(t))}""",
        f"{SRC}pos:rent:yachin-ja",
        ["japanese", "tail", "ulid", "payment_times_stay"],
    )


@pos
def _wolse_ko(g: Gen69) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""월세 관리 챗봇
{v("datetime", "조회 시각: " + f"{t:%Y.%m.%d %H:%M:%S}")}
{v("session_id", "세션: " + g.cuid2())}

입금 내역: {(t - timedelta(days=32)):%Y.%m.%d} 850,000원, {(t - timedelta(days=1)):%Y.%m.%d} 500,000원
세입자: 이번 달 월세 중 얼마가 남았나요?""",
        f"{SRC}pos:rent:wolse-ko",
        ["korean", "header_block", "cuid2", "deposit_dates_stay"],
    )


@pos
def _asked_id_beside_request(g: Gen69) -> Draft:
    return Draft(
        f"""Applicant portal context
{v("request_id", "X-Request-ID: " + g.uuid4())}
Property: Pine Court

Applicant: What's the status of application APP-{g.digits(7)}? The confirmation email gave me reference
{g.uuid4()} and said I'd hear back within 3 business days.
Assistant:""",
        f"{SRC}pos:leasing:asked-id-beside-request",
        ["header_block", "near_miss_asked_id", "uuid"],
    )


@pos
def _payment_question_with_trace(g: Gen69) -> Draft:
    t = g.moment(UTC)
    paid = t - timedelta(days=9, hours=3, seconds=17)
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
You are the rent help assistant for Pine Court. Explain payment statuses; never promise a refund.

Tenant: My payment pay_{g.b62(20)} from {paid:%m/%d} at {paid:%H:%M:%S} UTC shows "returned" and the
portal added a $30 fee. Why?
Assistant:""",
        f"{SRC}pos:rent:payment-question-with-trace",
        ["head", "traceparent", "near_miss_asked_id", "payment_time_stays"],
    )


@pos
def _epoch_tail(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""You are the rent help assistant for Pine Court. Partial payments are accepted only with a written
payment plan.

Tenant: Can I pay $900 now and the rest on the 15th?
{v("epoch", "[t=" + str(epoch_us(t)) + "]")}""",
        f"{SRC}pos:rent:epoch-tail",
        ["tail", "epoch_us", "bracketed"],
    )


@pos
def _ulid_tail_offer(g: Gen69) -> Draft:
    t = g.moment(UTC)
    return Draft(
        f"""Summarise this counter-offer for the buyer in plain words.

Seller counter #1 (received by the agent {(t - timedelta(hours=5)):%m/%d} 4:12 PM): price $1,062,000, close of escrow 30 days,
appraisal contingency 10 days, buyer pays the HOA transfer fee.

--
{v("request_id", "OfferDesk ref: " + g.ulid(t))}
OfferDesk for North Bay Homes""",
        f"{SRC}pos:offers:ulid-tail",
        ["footer", "ulid", "unexpected_label", "received_time_stays"],
    )


# --- hand-written negatives --------------------------------------------------------------------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


def negatives_lookalikes(g: Gen69) -> None:
    """Stable values that look like dates, times or ids, in the positions programs use."""
    neg(
        "lookalike:remarks-front-matter",
        ["yaml_front_matter", "template_revision", "policy_date"],
        """---
app: ListingLoom
template: mls-remarks-v4
template_revision: 2026-02-11
fair_housing_policy: 2025-07-01
mls: BAREIS
---
Write public remarks (max 900 characters) for a 3-bed ranch at 52 Quail Run, Petaluma: new roof 2023,
detached studio, 0.4 acre. No fair-housing trigger words.""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain mortgage terms to first-time buyers in plain words.<|eot_id|><|start_header_id|>user<|end_header_id|>

What's the difference between a rate lock and a float-down?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
    )
    neg(
        "lookalike:chatml-license",
        ["chatml", "license_number", "founding_year"],
        """<|im_start|>system
You are the website assistant of Ames Realty Group (CA DRE #01987654), serving Sonoma County since 1987.
Office hours: Mon-Sat 9:00-18:00 Pacific.
<|im_end|>
<|im_start|>user
Do you help with 1031 exchanges?<|im_end|>
<|im_start|>assistant""",
    )
    neg(
        "lookalike:los-header-nmls",
        ["header_block", "nmls", "guide_version"],
        """LoanDesk copilot
NMLS ID: 1850
Selling Guide edition: 2026-09-03
Channel: retail

Loan officer: Can a borrower use a 401(k) loan for the down payment on a conventional loan?
Assistant:""",
    )
    neg(
        "lookalike:xml-tenant-uuid",
        ["xml_attribute", "tenant_uuid", "api_version"],
        """<context tenant="7c9e6679-7425-40de-944b-e07fc1f90ae7" api="2025-09-01" portfolio="riverside">
You answer residents' questions about Riverside Garden Apartments' amenities.
</context>

Resident: Is the pool heated in October?""",
    )
    neg(
        "lookalike:json-api-version",
        ["json_single_line", "api_version", "tenant"],
        """{"app":"PayRail Assist","api_version":"2025-09-01","tenant":"pinecourt","locale":"en-US"}
Explain to a tenant why an ACH rent payment can be returned days after it looked successful.""",
    )
    neg(
        "lookalike:html-comment-commit",
        ["html_comment", "git_sha", "template_revision"],
        """<!-- template estoppel-summary@4f2a19c (rev 2026-05-18) -->
Explain to a home buyer what an HOA estoppel certificate tells them and why the title company orders it.""",
    )
    neg(
        "lookalike:agent-profile-table",
        ["markdown_table", "license_expiry", "member_since"],
        """| Agent profile | |
|---|---|
| Name | Lena Ortiz |
| License | TX 0641128, expires 2027-08-31 |
| Member since | 2014 |
| Languages | English, Spanish |

Write a two-sentence bio for Lena's listing flyers.""",
    )
    neg(
        "lookalike:key-value-settings",
        ["key_value_lines", "config", "time_zone"],
        """RENT_DUE_DAY=1
GRACE_DAYS=5
LATE_FEE_PCT=5
TZ=America/New_York
POLICY_REV=2026.1

Using these settings, explain the late fee policy to a new resident in three sentences.""",
    )
    neg(
        "lookalike:footer-terms",
        ["footer", "terms_revision", "equal_housing"],
        """Write a short reply to a renter asking whether we accept housing vouchers. We do, for all units.

--
Equal Housing Opportunity
Terms rev. 2025-11-30
Pine Court Management LLC, license 0122-7741""",
    )
    neg(
        "lookalike:stripe-version-customer",
        ["stripe_version", "customer_id"],
        """Billing context:
Stripe-Version: 2024-06-20
Customer: cus_QpL9xT2mWv8Kd1
Plan: Landlord Pro (annual), renews 2027-02-01

User: Can I add a second property manager seat mid-year?
Assistant:""",
    )
    neg(
        "lookalike:discord-ids",
        ["discord", "guild_id", "channel_id"],
        """Discord context:
guild_id: 1069381124405772318
channel_id: 1069381124405772321
role: verified-landlord

Member: What's a fair rent increase for a long-term tenant in a market that rose 4% this year?""",
    )
    neg(
        "lookalike:gemma-model-dates",
        ["gemma", "model_release", "knowledge_cutoff"],
        """<start_of_turn>user
Model: estate-helper-2b (released 2025-03-12, knowledge to 2024-12)
What does "subject to" financing mean in a home purchase?<end_of_turn>
<start_of_turn>model""",
    )
    neg(
        "lookalike:listing-assistant-dates",
        ["system_prompt", "listing_dates", "open_house"],
        """You answer questions about one listing only: 3211 Mariposa Way, San Diego.
Listed: 2026-09-12. Price: $1,185,000. Open house: Saturday 1:00-4:00 PM. ADU permitted 2021.
HOA: none. Parcel: 447-120-18-00.

Buyer: Is the ADU rentable and how big is it?""",
    )
    neg(
        "lookalike:hoa-fiscal-year",
        ["system_prompt", "fiscal_year", "due_dates"],
        """You are the owner help assistant of Vista Oaks HOA.
Fiscal year: 2026-07-01 to 2027-06-30. Quarterly assessments due 1 Jan, 1 Apr, 1 Jul and 1 Oct;
late after the 15th. Annual meeting: second Tuesday of November.

Owner: If I pay on the 14th, am I late?""",
    )
    neg(
        "lookalike:unrendered-template",
        ["unrendered_template", "placeholder"],
        """You are the leasing assistant for The Aldine at Midtown.
Today's date: {{current_date}}
Specials: 6 weeks free on 14-month leases.

Prospect: Is the special still on?""",
    )
    neg(
        "lookalike:few-shot-dates",
        ["few_shot", "example_dates"],
        """Extract the showing request as JSON.

Input: "Can we see 22 Wren St on Saturday 3/14 at 11?"
Output: {"address": "22 Wren St", "date": "2026-03-14", "time": "11:00"}

Input: "Tour of 5 Crescent Ave #3 next Tuesday 4/7 at 6:30 pm please"
Output:""",
    )
    neg(
        "lookalike:phi3-hours",
        ["phi3", "office_hours", "time_zone"],
        """<|system|>
You are the after-hours line of Canyon Peak Property Management. Office hours 08:00-17:00 MST
(America/Phoenix, no daylight saving). Emergencies: water, gas, fire, no heat below 40F.<|end|>
<|user|>
My garage door won't close. Is that an emergency?<|end|>
<|assistant|>""",
    )
    neg(
        "lookalike:loan-specific-lock",
        ["system_prompt", "lock_dates", "loan_number"],
        """You answer the borrower's questions about loan 4410287731 only.
Rate lock: 6.375% for 45 days, locked 2026-09-02, expires 2026-10-17. Program: Conv 30 Fixed.
Closing scheduled: 2026-10-15.

Borrower: If we close on the 20th instead, what happens to my rate?""",
    )
    neg(
        "lookalike:b3-sampled",
        ["header_block", "b3_sampled", "app_version"],
        """X-B3-Sampled: 1
X-App-Version: 5.8.1
X-Resident-Unit: 2A

Resident: How do I reserve the freight elevator for my move?
Assistant:""",
    )
    neg(
        "lookalike:portfolio-ctx",
        ["bracketed_context", "portfolio_uuid", "region"],
        """[ctx portfolio=3f6c1a2e-8b4d-4e7a-9c21-5d0b7e94a611 region=us-west-2 plan=enterprise]
Draft a notice to residents about the annual fire sprinkler inspection next week (entry to every unit).""",
    )
    neg(
        "lookalike:escrow-file-header",
        ["header_block", "file_opened_date", "escrow_number"],
        """Escrow file: IR-26-0712
Opened: 2026-09-22
Officer: M. Delgado
Close of escrow: 2026-10-24

Buyer: When do I need to wire my down payment?
Assistant:""",
    )
    neg(
        "lookalike:korean-guide-date",
        ["korean", "guide_base_date"],
        """전세사기 예방 상담 도우미입니다.
안내 기준일: 2026-03-01 (국토교통부 가이드 개정판)

임차인: 계약 전에 등기부등본에서 무엇을 확인해야 하나요?""",
    )
    neg(
        "lookalike:spanish-template-version",
        ["spanish", "template_version", "tariff_year"],
        """Versión de la plantilla: 2026.03
Vigencia de tarifas: ejercicio 2026
Eres el asistente de una administradora de condominios en Monterrey.

Condómino: ¿Cuánto es la cuota de mantenimiento para un departamento de 90 m²?""",
    )
    neg(
        "lookalike:mistral-rules",
        ["mistral", "regulation_dates"],
        """<s>[INST] You explain rental rules for Oregon landlords. Rent increases are capped each year by the
state; the cap published on 2025-09-30 applies to increases in 2026. Tenants get 90 days' notice.

Can I raise rent twice in one year? [/INST]""",
    )


def negatives_asked(g: Gen69) -> None:
    """Ids, times and tokens the user asks about or types."""
    t = g.moment(UTC)
    neg(
        "asked:epoch",
        ["epoch", "id_in_question"],
        f"""Convert {epoch_s(t)} to a date in Phoenix time. The portal says that's when my lease
started, but I signed on a different day.""",
    )
    neg(
        "asked:ulid-receipt",
        ["ulid", "id_in_question"],
        f"""My rent receipt has the reference {g.ulid(t)}. Someone told me these
encode a time - when was the payment recorded?""",
    )
    neg(
        "asked:user-clock",
        ["user_typed_time", "offer_expiry"],
        """It's 4:55 pm here in Phoenix and the seller's counter expires at
5:00 pm Arizona time. If I sign in the app right now, is it accepted?""",
    )
    neg(
        "asked:jwt",
        ["jwt", "id_in_question"],
        f"""Is this tenant-portal token expired? I copied it from the browser:

{g.jwt(t, "tenant-10442")}""",
    )
    neg(
        "asked:user-today",
        ["user_typed_today", "closing_day"],
        """Today is my closing day, October 15, at 2 pm. What do I need to bring to the
title office, and can I wire the money this morning?""",
    )
    neg(
        "asked:relative",
        ["relative_time", "option_period"],
        """The seller accepted our offer about 3 hours ago. We have a 7-day option period.
When does it end, roughly, and do weekends count?""",
    )
    neg(
        "asked:lease-arithmetic",
        ["date_arithmetic", "lease_dates"],
        """A lease was signed on 2026-03-14 for 13 months starting 2026-04-01. On what date
does it end, and when is the 60-day notice due?""",
    )
    neg(
        "asked:traceparent",
        ["traceparent", "id_in_question"],
        f"""The rent portal's error page showed this when my payment failed:

traceparent: {g.traceparent()}

Support wants "the request id". Which part do I send them?""",
    )
    neg(
        "asked:application-uuid",
        ["uuid", "id_in_question"],
        f"""What's the status of application {g.uuid4()}? I applied for
12C last week and haven't heard anything.""",
    )
    neg(
        "asked:renta-es",
        ["spanish", "date_question"],
        """Firmé el contrato el 31 de enero y la renta vence "el mismo día de cada mes".
¿Qué día la pago en febrero?""",
    )
    neg(
        "asked:koshin-ja",
        ["japanese", "date_question"],
        """契約開始日が2024年4月1日の2年契約です。更新日はいつで、更新料の通知はいつ頃来ますか？""",
    )
    neg(
        "asked:heute-de",
        ["german", "user_typed_today"],
        """Heute ist der 3. Werktag des Monats und meine Miete ist gerade
abgebucht worden. Ist das laut BGB noch pünktlich?""",
    )
    t2 = g.moment(UTC)
    neg(
        "asked:epoch-ms-export",
        ["epoch_ms", "id_in_question"],
        f"""Our HOA app exports vote times like {epoch_ms(t2)}. Is that in
milliseconds, and what time was that in Denver?""",
    )
    neg(
        "asked:iso-week",
        ["iso_week", "date_question"],
        """Our maintenance schedule says the boiler service is in 2026-W42. Which days is
that, and does it overlap with Columbus Day?""",
    )
    neg(
        "asked:slack-ts",
        ["slack_ts", "id_in_question"],
        f"""How do I turn this Slack ts into a link to the message in #offers?
{epoch_s(t2)}.{g.digits(6)}""",
    )
    neg(
        "asked:ksuid",
        ["ksuid", "id_in_question"],
        f"""Our ledger ids look like {g.ksuid(t2)}. Can I sort by them
to get transactions in date order?""",
    )


def negatives_controls() -> None:
    neg(
        "control:plain-1",
        ["control", "plain"],
        """You are a home-buying coach. Explain things simply.

User: What's the difference between pre-qualification and pre-approval?
Assistant:""",
    )
    neg(
        "control:plain-2",
        ["control", "plain"],
        """Write a friendly reminder to residents that the parking lot will be restriped next week
and cars must be moved by 8 am on the day their row is painted.""",
    )


def negatives_pasted(blocks: list[Block]) -> None:
    first: dict[str, str] = {}
    rounds = [(0, blocks), (1, blocks[::2])]
    k = 0
    for r, chosen in rounds:
        for i, b in enumerate(chosen):
            n = i * 7 + r * 11 + (3 if b.lang != "en" else 0)
            placement = PLACEMENTS[n % len(PLACEMENTS)]
            if placement == first.get(b.source):
                placement = PLACEMENTS[(n + 1) % len(PLACEMENTS)]
            first.setdefault(b.source, placement)
            text = place(k, placement, b)
            NEG.append(
                Draft(
                    text,
                    f"{SRC}neg:pasted:{b.source}",
                    ["hard_negative", "pasted", placement, b.lang, *b.tags],
                )
            )
            k += 1


# --- generated families ------------------------------------------------------------------------------

Field = tuple[str, str, Callable[[Gen69, datetime], str], str, bool]

FIELDS: list[Field] = [
    ("Request stamp", "request_stamp", lambda g, t: rfc3339(t, 3), "datetime", False),
    ("Generated at", "generated_at", lambda g, t: py_iso(t), "datetime", False),
    ("Pulse", "pulse", lambda g, t: g.ulid(t), "request_id", True),
    ("Ingress mark", "ingress_mark", lambda g, t: str(epoch_ms(t)), "epoch", True),
    ("Envelope seq", "env_seq", lambda g, t: g.uuid7(t), "request_id", True),
    ("Session ref", "session_ref", lambda g, t: g.ksuid(t), "session_id", True),
    ("Trace", "trace", lambda g, t: g.traceparent(), "trace_id", False),
    ("Snapshot taken", "snapshot_taken", lambda g, t: http_date(t), "datetime", False),
    ("Now", "now", lambda g, t: go_nano(t, g.small(0, 1000)), "datetime", False),
    ("Desk clock", "desk_clock", lambda g, t: windows_general(t), "datetime", False),
    ("Fetch id", "fetch_id", lambda g, t: g.objectid(t), "request_id", False),
    ("Run", "run", lambda g, t: g.xid(t), "run_id", False),
    ("Token", "token", lambda g, t: g.jwt(t, "agent-" + g.digits(4)), "session_token", False),
    ("Nonce", "nonce", lambda g, t: g.b64url(16), "nonce", False),
    ("Turn", "turn", lambda g, t: g.snowflake(t), "message_id", False),
    ("Sys time", "sys_time", lambda g, t: unix_date(t), "datetime", False),
    ("Tick", "tick", lambda g, t: str(epoch_us(t)), "epoch", True),
    ("Delivered", "delivered", lambda g, t: rfc2822(t), "datetime", False),
    ("Abrufzeit", "abrufzeit", lambda g, t: de_dots(t), "datetime", False),
    ("Horodatage", "horodatage", lambda g, t: py_logging(t), "datetime", False),
    ("Hora local", "hora_local", lambda g, t: day_first(t), "datetime", False),
    ("取得日時", "shutoku_nichiji", lambda g, t: slashed_iso(t), "datetime", False),
    ("Stamp", "stamp", lambda g, t: str(epoch_s(t)), "epoch", True),
    ("Pull", "pull", lambda g, t: g.b58(22), "request_id", False),
    ("Req", "req", lambda g, t: g.nanoid(), "request_id", False),
    ("Mark", "mark", lambda g, t: iso_basic(t), "datetime", False),
    ("Clock", "clock", lambda g, t: ctime(t), "datetime", False),
    ("Sent", "sent", lambda g, t: us_medium(t), "datetime", False),
    ("Week", "week", lambda g, t: iso_week(t), "date", False),
    ("Время запроса", "vremya_zaprosa", lambda g, t: ru_long(t), "datetime", False),
    ("Czas", "czas", lambda g, t: sql_server(t), "datetime", False),
    ("Zaman damgası", "zaman_damgasi", lambda g, t: rfc850(t), "datetime", False),
]

STABLE: list[tuple[str, str, str]] = [
    ("Brokerage license", "brokerage_license", "DRE #01987654"),
    ("MLS", "mls", "CRMLS"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("API version", "api_version", "2025-09-01"),
    ("Tenant", "tenant", "a3c1e5f0-2b7d-4c88-9e10-6f4d2a8b3c51"),
    ("NMLS ID", "nmls_id", "1850"),
    ("Office opened", "office_opened", "1998"),
    ("Time zone", "time_zone", "America/Phoenix"),
    ("Fee schedule", "fee_schedule", "2026"),
    ("Model", "model", "keystone-7b-2025-08"),
    ("Build", "build", "2026.09.3"),
    ("Region", "region", "us-west-2"),
    ("Portfolio", "portfolio", "PF-0042"),
    ("Escrow license", "escrow_license", "EA-2211"),
    ("Policy effective", "policy_effective", "2026-01-01"),
    ("Fiscal year", "fiscal_year", "2026-07-01/2027-06-30"),
    ("Stand der AGB", "stand_agb", "01.03.2026"),
    ("Versión de tarifas", "version_tarifas", "2026.1"),
    ("規約改定日", "kiyaku_kaitei", "2025/04/01"),
]

LATE = datetime(2027, 8, 10, tzinfo=UTC)
POSITIONS = [
    "header",
    "front_matter",
    "json_head",
    "xml_attr",
    "footer",
    "chatml_system",
    "after_user",
    "ctx_line",
    "md_table",
    "html_comment",
    "bare_head",
    "bare_tail",
]
LANG_TAG = {
    "en": "en-US",
    "pt": "pt-BR",
    "de": "de-DE",
    "fr": "fr-FR",
    "ja": "ja-JP",
    "ko": "ko-KR",
    "zh": "zh-CN",
    "es": "es-MX",
    "ar": "ar-AE",
    "hi": "hi-IN",
    "pl": "pl-PL",
    "tr": "tr-TR",
    "it": "it-IT",
    "nl": "nl-NL",
    "ru": "ru-RU",
    "he": "he-IL",
    "th": "th-TH",
    "el": "el-GR",
    "sv": "sv-SE",
}


def _pair(key: str, value: str, mark: Callable[[str], str]) -> str:
    """`key=value` (quoted when the value has spaces), marked by `mark`."""
    text = f'{key}="{value}"' if " " in value else f"{key}={value}"
    return mark(text)


def wrap(position: str, b: Block, fields: list[tuple[str, str, str, Callable[[str], str]]]) -> str:
    """Block `b` behind an app's prompt, with `fields` (label, key, value, mark) in `position`."""
    glue = GLUE[b.lang]
    colon = " :" if b.lang == "fr" else ":"
    lang = LANG_TAG[b.lang]
    body = f"{b.intro}{colon}\n\n{b.text}\n\n{b.ask}"
    system = glue["system"]
    if position == "header":
        lines = "\n".join(m(f"{label}: {value}") for label, _, value, m in fields)
        return f"App: Keystone Assist\n{lines}\nLocale: {lang}\n\n{system}\n\n{body}"
    if position == "front_matter":
        lines = "\n".join(m(f"{key}: {value}") for _, key, value, m in fields)
        return f"---\napp: keystone-assist\n{lines}\nlocale: {lang}\n---\n{system}\n\n{body}"
    if position == "json_head":
        members = "".join(
            m(f'"{key}":{value},' if value.isdigit() and len(value) <= 16 else f'"{key}":"{value}",')
            for _, key, value, m in fields
        )
        return f'{{"app":"keystone-assist",{members}"locale":"{lang}"}}\n{system}\n\n{body}'
    if position == "xml_attr":
        attrs = " ".join(m(f'{key}="{value}"') for _, key, value, m in fields)
        return f'<request app="keystone-assist" {attrs} locale="{lang}">\n{system}\n</request>\n\n{body}'
    if position == "footer":
        lines = "\n".join(m(f"{label}: {value}") for label, _, value, m in fields)
        return f"{system}\n\n{body}\n\n--\n{lines}\nKeystone Assist for brokerages"
    if position == "chatml_system":
        lines = "\n".join(m(f"{label}: {value}") for label, _, value, m in fields)
        return (
            f"<|im_start|>system\n{system}\n{lines}\n<|im_end|>\n<|im_start|>user\n{body}<|im_end|>\n"
            f"<|im_start|>assistant"
        )
    if position == "after_user":
        lines = "\n".join(m(f"{label}: {value}") for label, _, value, m in fields)
        return f"{system}\n\n{body}\n\n{lines}"
    if position == "ctx_line":
        pairs = " ".join(_pair(key, value, m) for _, key, value, m in fields)
        return f"[ctx app=keystone {pairs} locale={lang}]\n{system}\n\n{body}"
    if position == "md_table":
        rows = "\n".join(m(f"| {label} | {value} |") for label, _, value, m in fields)
        return f"| Session info | |\n|---|---|\n| App | Keystone Assist |\n{rows}\n| Locale | {lang} |\n\n{system}\n\n{body}"
    if position == "html_comment":
        pairs = " ".join(_pair(key, value, m) for _, key, value, m in fields)
        return f"<!-- keystone {pairs} locale={lang} -->\n{system}\n\n{body}"
    if position == "bare_head":
        lines = "\n".join(m(value) for _, _, value, m in fields)
        return f"{lines}\n{system}\n\n{body}"
    assert position == "bare_tail"
    lines = "\n".join(m(value) for _, _, value, m in fields)
    return f"{system}\n\n{body}\n{lines}"


def generated_positives(g: Gen69, blocks: list[Block]) -> list[Draft]:
    """One or two program fields at one of twelve positions, around a pasted block that stays."""
    out: list[Draft] = []
    english = [b for b in blocks if b.lang == "en"]
    other = [b for b in blocks if b.lang != "en"]
    for i in range(76):
        pool = other if i % 2 else english
        b = pool[(i * 5 + i // 13) % len(pool)]
        position = POSITIONS[i % len(POSITIONS)]
        bare = position.startswith("bare")
        picks: list[Field] = []
        j = (i * 7) % len(FIELDS)
        count = 2 if i % 4 == 1 else 1
        while len(picks) < count:
            f = FIELDS[j % len(FIELDS)]
            if (not bare or f[4]) and f not in picks and (not picks or f[3] != picks[0][3]):
                picks.append(f)
            j += 1
        t = LATE + timedelta(seconds=g.small(0, 60 * 86400), microseconds=g.small(1, 1_000_000))
        fields = []
        for label, key, fn, cue, _ in picks:
            fields.append((label, key, fn(g, t), lambda s, c=cue: v(c, s)))
        text = wrap(position, b, fields)
        tags = ["generated", position, b.lang, *[p[1] for p in picks], *b.tags[:2]]
        out.append(Draft(text, f"{SRC}pos:generated:{position}:{b.source}", tags))
    return out


def generated_negatives(blocks: list[Block]) -> list[Draft]:
    """The same positions and blocks with stable values that look like dates or ids."""
    out: list[Draft] = []
    positions = [p for p in POSITIONS if not p.startswith("bare")]
    english = [b for b in blocks if b.lang == "en"]
    other = [b for b in blocks if b.lang != "en"]
    for i in range(38):
        pool = other if i % 2 else english
        b = pool[(i * 3 + 1) % len(pool)]
        position = positions[(i * 3) % len(positions)]
        count = 2 if i % 3 == 0 else 1
        picks = [STABLE[(i + 7 * n) % len(STABLE)] for n in range(count)]
        fields = [(label, key, value, lambda s: s) for label, key, value in picks]
        text = wrap(position, b, fields)
        tags = ["hard_negative", "generated", position, b.lang, *[p[1] for p in picks]]
        out.append(Draft(text, f"{SRC}neg:generated:{position}:{b.source}", tags))
    return out


# --- assembly ----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen69(seed)
    blocks = make_blocks(Gen69(seed + 1))
    positives = [fn(g) for fn in POS] + generated_positives(g, blocks)
    NEG.clear()
    negatives_lookalikes(g)
    negatives_asked(g)
    negatives_controls()
    negatives_pasted(blocks)
    negatives = list(NEG) + generated_negatives(blocks)
    return make_holdout.assemble("hold69", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
