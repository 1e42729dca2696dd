"""Build `prompt_normalizer/corpus/holdout67.jsonl`, a sixty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout67.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout64.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with keyword searches over them for neighbours in this domain,
and with the labelling clarifications of make_holdout5, make_holdout14, make_holdout17,
make_holdout57, make_holdout58 and make_holdout64 read in full), to keep clear of the sources and
scenarios they used and to apply their clarifications of the rules, and of `make_holdout24.py`
also its import block and its last 150 lines (the placement of pasted blocks, `build` and `main`),
for the structure of a generator. (A listing of `tests/normalizer/` showed the generators' names; a
check showed that neither this file nor `holdout67.jsonl` existed yet; a grep of `pyproject.toml`
showed ruff's settings; the written file was read back once to check each case's `expected`
against `expected_of`.) `make_holdout65.py` to `make_holdout72.py`, written at the same time, were
not read.

The domain is grocery retail and supermarket chains: store operations and shift handovers,
replenishment and ordering, planograms, shrink and waste, cold-chain alarms in stores, loyalty
programmes and coupons, online grocery picking and delivery slots, self-checkout interventions,
supplier deliveries at the back door, and pricing and promotions. The earlier docstrings name
neighbours of it: a retail register and point of sale (make_holdout7); a Mexican grocery, an office
pantry and price comparison (make_holdout8); airline loyalty programmes (make_holdout9); grocery
substitutions with a quote time in a table, offers fetched for the request, a price-match chat and
a coupon code with a date in it (make_holdout19); food safety recalls with a retailer's recall list
(make_holdout20); a deli's supplier order, a greengrocer, a butcher, a fishmonger, POS tills and
Z-reports (make_holdout21); a laboratory's cold-chain alarm in a delivery envelope (make_holdout24);
a coupon feed (make_holdout31); a 3PL's replenishment, FEFO picking and carriers' reefers
(make_holdout32); a food manufacturer's cold store alarm relay (make_holdout42); casino loyalty
(make_holdout44); a wholesaler's cold chain (make_holdout53); a Gujarati grocery chat
(make_holdout54); and marketplace coupon redemptions and promo abuse (make_holdout57). The scenarios
here were written around them: the chains are supermarkets seen from their stores, depots and
online operations, never independent shops, marketplaces or wholesalers; there are no recall
notices, no Z-reports (one end-of-day report appears only as pasted content), no substitution quote
tables (substitutions are a picker's proposals and events) and no coupon feeds; replenishment is a
store's automatic ordering and a depot's allocation, never a 3PL's; cold chain is in-store
multidecks, walk-ins, freezers, HACCP probes and night blinds, and its alarms arrive as Standard
Webhooks, Event Grid and an MQTT bridge, never as a `relay_id` / `received_at` relay; loyalty is a
supermarket's rewards scheme, never a casino's or an airline's. The sources are:

* store operations and shift handovers: a duty manager's console (console time and session above
  pasted night notes), a shift handover compiled "at" a US medium 12-hour time with a parenthesised
  xid, a Polish handover ("now" label), a store walk in YAML front matter (cuid2 session and
  `opened_at` at +11:00), a Google Chat event (`eventTime` and the message `name`; the space and
  the text stay), a Japanese morning briefing (full-width colon), an opening kiosk's weekday and
  time, an area manager's visit report job with its report date filled in as today, an incident
  desk behind `traceparent`, and a Korean handover (UUIDv7 `요청 ID` and `조회 시각`);
* replenishment and ordering: a replenishment run inside a sentence (ULID and +01:00 start), a gap
  scan handheld's Windows clock, stock on hand "as of" a Python `str()` time with a base58 query id,
  the `Date` and `X-Request-ID` of the order service's answer to the program's call (the order's own
  `created_at` and cut-off stay), a Czech order desk, a forecast override desk's markdown session
  rows (KSUID, a time with a zone name), a depot allocation as AMQP properties (`message_id`,
  `timestamp`; the lines' `created` stay), a Dutch "Vandaag:" date, an order coach's `Now:` against a
  stable 11:00 cut-off and a sales query window computed from now;
* planograms: a shelf photo's upload id and receipt time after the user's message, a mod reset's
  XML attributes (`req`, `ts` in ms), a shelf image job inside a sentence (KSUID, Log4j), Spanish,
  Swedish, Chinese and Thai (Buddhist era) planogram desks, a space planner plug-in's bearer JWT and
  a pretty JSON `generated_at` above a pasted planogram record whose first member is `created_at`;
* shrink and waste: a bakery terminal's clock, short-dated items "as of" a time with a lower-case
  ULID lookup, a CCTV clip pulled "at" a time for an EAS review, a known-loss report job with
  "Date du rapport" filled in as today, a `clock.now` tool result, Greek, Turkish and Hindi
  (Devanagari digits) desks, deli waste "as of" a time with a UUIDv7 report run and a loss
  prevention Slack event (`event_id`, `event_time`, `ts`; team, channel and text stay);
* cold-chain alarms in stores: a multideck alarm delivered with Standard Webhooks headers (the
  alarm's `raised_at` stays), case readings "as of" a time with a UUIDv1 snapshot, a HACCP probe
  app's day-first clock, an MQTT bridge's `rx_ms` and `mid` in a logfmt line (topic and QoS stay),
  German, Portuguese, Indonesian and Vietnamese desks, a night-blind check's footer with Go's
  `time.Now().String()`, an Event Grid alarm (`id`, `eventTime`; `alarmRaised` stays) and a defrost
  advisor's nested YAML request (ULID, naive `isoformat()`);
* loyalty programmes and coupons: a member record pulled "at" a time with a pull id (the points
  history stays), an offers engine's pretty JSON decision (UUIDv7, `decided_at`; the offers'
  validity stays), a coupon event forwarded in a bracketed `[source=... delivery=... sent_at=...]`
  line (KSUID; the event's own `id` and `created` stay), a `(sent ...)` stamp, Hebrew, Arabic
  (Arabic-Indic digits), Korean, French and Tagalog desks, a digital coupon app's cookie session
  pair and a coupon validation call behind `X-Amzn-Trace-Id` (`X-Coupon-Api-Version` stays);
* online grocery picking and delivery slots: a slot hold token with its expiry computed from now, a
  picker handheld's time alone, picking waves "as of" a time with an ObjectId snapshot, a
  substitution chat's pretty JSON (cuid2 conversation, `client_time`), a route snapshot taken "at" a
  day-first time, slot availability fetched with `Date` and an upper-case hex edge request id (`ETag`
  and `Cache-Control` stay), Italian, Taiwanese (Minguo year) and Finnish desks, a ChatML system
  turn's `Current time:`, a Llama 3 `Today Date` (`Cutting Knowledge Date` stays) and a Mistral
  missing-items claim (UUIDv7);
* self-checkout interventions: an attendant handheld's session and opening time in markdown bullets,
  an intervention CloudEvent (ULID `id`, `time`; the lane's `event_time` stays), an age check behind
  `X-Session-Token`, a weight-mismatch triage's XML elements (base58 request id, `received`), a B3
  single header, Ukrainian, Mexican Spanish (`Hora del servidor`), Tamil and Bengali (Bengali digits)
  desks and an access line's bracketed CLF time;
* supplier deliveries at the back door: a goods-in kiosk's day and time, an ASN retrieved "at" a time
  with a lookup id (the ASN's own dates and best-before dates stay), a goods-in desk's single-line
  JSON (nanoid session and opening), a `Received-At` line with milliseconds, a rejection photo's
  attachment id and Python logging time, Swahili, Malay, Hungarian and Romanian desks and a DSD
  matcher behind gRPC metadata (`grpc-trace-bin`; `grpc-timeout` stays);
* pricing and promotions: a shelf-edge label sync "as of" a Go RFC3339Nano time, a promotions
  calendar with a ctime footer, a price audit's benchmark collected "at" a US 12-hour time with a
  UUIDv7 query, a price change behind `X-Cloud-Trace-Context`, a cashier prompt's Semantic Kernel
  time sentence, a markdown optimiser run that finished "at" a time (KSUID), Japanese (`本日`),
  Norwegian and Lithuanian desks, a price-integrity footer (`req`, `rendered`) and an HTML comment
  holding `req=` and `t=` between stable pairs;
* the same worlds' apps: a bracketed epoch in ms at the very start of the prompt, made-up labels
  (`Zeitanker:`, `bffStamp:`), `ts_ns=` on the last line, RAG documents with `fetched` attributes, a
  Gemma stamp, a Phi-3 `Now:` (GNU `date`), a ReAct `get_time` observation, a partner order webhook
  received for the request (delivery id, sent time and signature; the order's `changed_at` stays),
  a `Request-Id` ULID beside an order ULID the user quotes, the current trading week, a POS business
  date above a pasted end-of-day report, a tool result's call id and time, a single-line JSON tail
  (`rid`, `ts`), a WhatsApp order (`wamid.` and `timestamp`), a SigV4 pricing call (`X-Amz-Date`,
  `Authorization`) and a Polish stock pull "o" a time with a parenthesised pull id.

The hand-written negatives are material from the same worlds, pasted in 21 ways (under the question,
above it with no blank line, behind a lead-in, in an earlier user turn, at the very start of the
prompt, at the very end of the prompt, behind "My colleague sent this:", behind "Below is what the
system returned:", shown again in an earlier assistant turn, in ChatML, Llama 3, Mistral, Gemma and
Phi-3 user turns, fenced, quoted with "> ", as a RAG context document, as a tool result, on both
sides of the question, indented, and at the start of the user's message): a handover JSON whose
first member is `created_at`, an incident CSV with UUIDv7 ids, a security log, a facilities e-mail
with `Date` and `Message-ID`, a WhatsApp group export, a form export that opens with `Timestamp`, a
closing checklist in YAML that opens with `Updated:`, store order `key=value` lines with ULIDs, a
depot schedule, a replenishment run's logfmt lines, a store order request and its 409 answer with
`X-Request-ID` and `Date`, a Polish order e-mail, a single-line stock record with epochs in ms, a
forecast CSV, an order proposal whose first member is `"id"` (ULID), a planogram in XML with
`created` and `updated`, a planogram change CSV, a shelf camera finding (KSUID, `captured_at`), a
reset task table, a German planogram e-mail, a space export in YAML, a waste CSV with offsets, an
EAS log, a till journal, a loss prevention case whose first member is `"id"`, a reduced-to-clear
label printer log, a Spanish waste sheet, a CCTV export's metadata (base64 clip id, SHA-256), a case
controller's alarm history, a Standard Webhooks delivery pasted to debug its timestamp, a logger CSV
of epochs, a HACCP sheet, a contractor's e-mail, an MQTT payload, a Japanese temperature log, an
Event Grid event from dead-letter storage, a points statement, coupon redemptions as NDJSON, a
loyalty platform event whose first member is `"id"`, an offers CSV, a French complaint, a receipt, a
429 answer with `x-request-id`, Korean points history, a nested order JSON, a route CSV with ULIDs,
a slot API exchange, a customer e-mail, picking logfmt lines, an Italian order confirmation,
substitution events with epochs, a proof of delivery in YAML that opens with `stamp:`, self-checkout
syslog lines, an intervention CSV, a vendor ticket e-mail, a CloudEvent pasted to debug, an age
approval audit (UUIDv7), a Czech lane log, an EDI 856 ASN, a German delivery note, a goods-in
record whose first member is `"id"` (UUIDv7), a transport e-mail, a trailer temperature CSV, a dock
booking in XML, a Dutch packing slip, a claim form, a price file CSV, an ESL gateway log with xid
batches, a promotion set-up JSON, a category e-mail, a price survey, a label print batch CSV with
KSUIDs, a Swedish price list, `curl -v` output, a Finnish order confirmation, a Greek delivery note,
a Thai waste log (Buddhist era), an Arabic receipt, a Hindi stock sheet, a Vietnamese temperature
sheet, a Turkish self-checkout report, a Portuguese delivery confirmation and an Indonesian claim --
and look-alikes in program positions: a store header with its opening date and trading hours, a
Llama 3 header with only its knowledge cutoff, a ChatML system turn with a price file in force and a
prompt revision, a template version and approval date in front matter, a tenant uuid and API version
in single-line JSON, a planogram's version and live-from date in XML attributes, a rewards terms
revision in a footer, a member's card, member-since and renewal dates in a system prompt, store
settings in a markdown table, a prompt revision in an HTML comment, Slack team, channel and bot ids,
an Azure `api-version` with a tenant uuid, `Stripe-Version` with a customer and a Delivery Pass
renewal, SOP set-points as `KEY=value` lines, ESL firmware, a model and knowledge cutoff, Christmas
hours, app version headers, a planogram context in a bracketed line, an order and slot in
parentheses on the user's message, Polish, Japanese and Spanish store headers and Korean
membership terms; and
values the user asks about or types: epochs, two ULIDs, a UUIDv7, a KSUID, a user-typed clock at
the back door, use-by arithmetic, relative times, a pasted JWT, a traceparent for support, few-shot
delivery dates, an ISO week, a Slack `ts`, an unrendered template (`{{today}}`, `{{request_id}}`),
"Today is Ana's last shift, 14 October" in a ChatML user turn, a coupon code with a date, price
arithmetic, a sign to translate, a Korean epoch question, a Hindi typed clock, a Spanish coupon
validity question, a loyalty card barcode and an Arabic order ULID; and two plain controls.

Formats: RFC 3339 at precisions 0, 3 and 6 and with nine digits (Go), with `Z` and offsets from -07:00
to +11:00, RFC 1123, asctime-like ctime, GNU `date`, Python `str()`, `isoformat()` and logging,
Log4j ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip, JavaScript
`toISOString()`, Semantic Kernel's long time sentence, Windows and US 12-hour renderings, day-first
slashed dates with a time, `YYYY-MM-DD HH:MM:SS` with and without a zone name, `Wed 14 Oct 2026
HH:MM:SS AEST`, CLF, ISO basic (`X-Amz-Date`), English long dates, Llama 3's `Today Date`, ISO
week and trading week, a weekday with a time, a day and month with a time, a time alone, epochs in
s, ms, us and ns, and dates with localized month and weekday names, digits and calendars (Polish,
Dutch, German, French, Spanish, Portuguese, Italian, Czech, Swedish, Finnish, Hungarian, Greek,
Turkish, Ukrainian, Hebrew, Arabic with Arabic-Indic digits, Hindi with Devanagari digits, Bengali
with Bengali digits, Tamil, Thai with the Buddhist era, Vietnamese, Indonesian, Tagalog, Japanese,
Korean, Chinese, Taiwanese with the Minguo year, Swahili, Malay, Romanian, Norwegian, Lithuanian).
Identifiers: UUID v1, v4 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, ObjectIds,
base58, base62, base64 and base64url tokens, long hex (also upper case), traceparent, B3 single, X-Ray,
Cloud Trace, `grpc-trace-bin`, JWTs, snowflakes, Slack `ts` and `Ev` ids, Google Chat message
names, WhatsApp `wamid.`, Standard Webhooks, Event Grid, CloudEvents, AMQP properties, SigV4, a
cookie session and vendor-prefixed ids (`upl_`, `q_`, `cr_`, `lk_`, `att_`, `call_`, `klr-`).
Positions: header blocks, head and tail of the prompt, the tail of a system prompt (also in ChatML,
Llama 3, Gemma and Phi-3 prompts and a Mistral instruction), YAML front matter and nested YAML, pretty
and single-line JSON members (also in Slack, Google Chat, WhatsApp, Event Grid and CloudEvents
envelopes), XML attributes and elements, `key=value` pairs in logfmt, bracketed and HTML comment
lines, a cookie's last pair, markdown table rows and bullets, templated sentences, phrases with
their preposition ("at ...", "as of ...", "o ..."), parenthesised ids, a bracketed prefix, a
`(sent ...)` stamp, tool results and observations, metadata lines after the last user message,
footers after a `--` or `---` line, and program lines right above or below pasted, fetched or
delivered material.

Prompts are in English and in the languages above (scripts: Latin, Cyrillic, Greek, Hebrew, Arabic,
Devanagari, Bengali, Tamil, Thai, Han, Kana and Hangul). Positives in those languages end with the
user's message or with the metadata after it. The program's current moments fall on 14 and 15
October 2026, the days the pasted material is about, so that no date tells a stamp from a record.

What it is: 320 prompts. 160 carry volatile fields (213 spans): 120 hand-written positives (173
spans; 50 with two or more fields, three with three) and 40 generated ones. 160 carry none: 131
hand-written negatives (83 pasted blocks, 24 look-alikes in program positions, 22 values the user
asks about or types, two plain controls) and 29 generated hard negatives. The generated positive
family puts one field (28 of its 32 formats and labels, among them made-up ones such as `hop_ts:`,
`x-grocer-rid:` and `stamp_app`; or the current date and time under a "now" label in the body's
language, ten cases; or a `(sent ...)` time, two cases) at one of ten positions (head, system tail,
header block, after the last user message, footer, YAML front matter, JSON member, XML attribute,
`key=value` in a bracketed context line, `(sent ...)` on the user's message) of 26 bodies in 14
languages, each body carrying one of the pasted blocks above; the generated negative family uses the
same bodies and positions with one stable value that looks like a date, a time or an id (API
version, build, order cut-off, depot GLN, planogram live-from date, prompt revision, SOP revision,
store opening date, store and tenant uuids, rewards terms, time zone, trading hours, a store number
in parentheses on the user's message, or a store's opening date or a setting in the body's language,
15 cases). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, query windows computed from now, pasted blocks that open with metadata-like lines, work
logins, per-message and per-item stamps, device clocks, holds and expiries computed from now,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Store, order and product records are content: stores, departments, lanes, tills, terminals,
  handhelds, depots, suppliers and GLNs, SKUs, GTINs, UPCs, SSCCs, batches, use-by and best-before
  dates, orders, proposals, allocations, POs, ASNs, delivery notes, bookings, claims, transactions,
  receipts, incidents, loss prevention cases and police references, planogram ids, versions and
  live-from dates, price changes and their effective dates, promotions and their windows, offers and
  their validity, members, cards and points histories, slots, routes, stops, picks and waves, with
  their own times, epochs and ids (UUIDv7, ULID, KSUID, xid, base64 clip ids), stay, also next to a
  program's stamp and also when the program fetched them for this request; only the stamp ("Stock
  on hand as of <time> (query <id>) for this request:", "ASN retrieved from the supplier portal at
  <time> (lookup <id>) for this request:", "Route snapshot taken at <time> for this request:") and
  the ids minted for the pull, lookup, snapshot, clip request or query move.
* Envelope vs payload: Standard Webhooks headers, Event Grid's `id` and `eventTime`, a CloudEvent's
  `id` and `time`, a Slack event's `event_id`, `event_time` and `ts`, a Google Chat event's
  `eventTime` and message `name`, a WhatsApp message's `id` and `timestamp`, AMQP `message_id` and
  `timestamp`, an MQTT bridge's `rx_ms` and `mid`, a partner webhook's delivery id, sent time and
  signature, and a coupon event's `delivery` and `sent_at` move; the alarm with its `raised_at` or
  `alarmRaised`, the intervention with its `event_time`, the allocation lines' `created`, the coupon
  event's own `id` and `created`, the order's `changed_at`, the message texts, spaces, teams,
  channels and topics stay. The same kinds of deliveries pasted to debug (a Standard Webhooks
  delivery rejected as too old, an Event Grid event from dead-letter storage, a CloudEvent, a
  loyalty platform event) are content.
* Head of the prompt vs head of a pasted block: an app's `generated_at` in the JSON metadata that
  opens the prompt moves while the pasted planogram record's `created_at` below it stays; a pasted
  block that opens with `created_at`, `Updated:`, `Timestamp`, `stamp:`, `"id"` or a bracketed log
  time stays wherever it sits, also as the first line of the prompt or of the user's message. An
  order ULID the user quotes stays; the `Request-Id` ULID beside it moves.
* Work logins are sessions: console, desk, store walk, attendant handheld, goods-in desk, space
  planner (bearer JWT), age check (`X-Session-Token`) and substitution chat sessions with their
  opening times, and a coupon app's cookie session pair move; tenants, stores, devices, pickers,
  Slack teams and channels and Google Chat spaces stay.
* Clocks read for this request are the current time in any form: a console, a kiosk (a weekday and
  a time, or a day and month with a time), a handheld (Windows or a time alone), a bakery terminal, a
  HACCP probe app, a `clock.now` or `get_time` tool result, and "now" and "today" labels in any
  language, script, digits or calendar. A store system's current business date and the current
  trading week written by the program are the current date and move; the business date inside a
  pasted end-of-day report and week labels inside pasted records (`2026-W42`) stay. Times a user
  types ("It's 06:10 here at the back door") and dates they ask about stay.
* Holds, runs and jobs: a delivery slot's hold token and its expiry computed from now are one span;
  replenishment, shelf image, markdown optimiser and report runs and report jobs move with their
  start or finish, and a report date that the tool fills in as today moves with its job; a query
  window computed from now is one span with both ends.
* Stable even in program positions: knowledge cutoffs, prompt and template revisions, API versions
  (`api-version`, `X-Coupon-Api-Version`, `Stripe-Version`), tenant and store uuids, store opening
  dates and trading and holiday hours, price files in force, planogram versions and live-from dates,
  order cut-offs, time zones, builds, app versions and firmware, GLNs, SOP revisions and set-points,
  rewards terms, member-since and renewal dates, Slack ids, customer ids, `ETag` and
  `Cache-Control`, `grpc-timeout` and an MQTT topic and QoS.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Replenishment run <id> started at <time> on planner pool rp-eu-2." leaves "Replenishment run
  started on planner pool rp-eu-2."; "Stany magazynowe pobrane o <time> (pobranie <id>) na potrzeby
  tego zapytania:" leaves "Stany magazynowe pobrane na potrzeby tego zapytania:"; "Tool result (call
  <id>) received at <time> from get_timesheet:" leaves "Tool result received from get_timesheet:";
  "The 19:00-20:00 slot is held (hold <token>, expires <time>) while the customer confirms." leaves
  "The 19:00-20:00 slot is held while the customer confirms."); a parenthesised id is cut with its
  parentheses; a bracketed epoch at the start of the first line and a bracketed CLF time inside an
  access line are cut from their line; XML attributes and `key=value` pairs have a stable neighbour
  on each side, except a cookie's session pair, its last; single-line JSON members are cut with the
  comma after them and follow a stable member, and volatile members of pretty-printed JSON are never
  the last member of their object; a header line, a YAML member (also nested), a markdown row or
  bullet, an XML element, a `key=value` line holding one field, a `Tool (clock.now):` or
  `Observation:` line, a line holding one field in any script (with no space after a full-width
  colon), a stamp on its own line in a ChatML, Gemma or Llama 3 turn and footer lines are whole-line
  spans; a stamp followed by Phi-3's `<|end|>` on its line is cut from it.
* Only ASCII `Label:` cue lines (or a ChatML or Llama 3 reply header on a line of its own) end
  positives; the Mistral `[INST]`, Gemma and Phi-3 prompts get their trailer at the end as rule 4
  gives it, and prompts in the other languages end with the user's message or with the metadata
  after it.
"""

from __future__ import annotations

import base64
import re
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
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
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20267067
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout67.jsonl"
SRC = "holdout67:"

# --- zones, identifiers and localized "now" renderings ----------------------------------------------------------

# (offset, name) outside April-October, then inside April-October (a rough summer-time rule)
ZONES: dict[str, tuple[tuple[float, str], tuple[float, str]]] = {
    "uk": ((0, "GMT"), (1, "BST")),
    "cet": ((1, "CET"), (2, "CEST")),
    "eet": ((2, "EET"), (3, "EEST")),
    "wet": ((0, "WET"), (1, "WEST")),
    "us_e": ((-5, "EST"), (-4, "EDT")),
    "us_c": ((-6, "CST"), (-5, "CDT")),
    "us_p": ((-8, "PST"), (-7, "PDT")),
    "aus": ((11, "AEDT"), (10, "AEST")),
    "nz": ((13, "NZDT"), (12, "NZST")),
    "brt": ((-3, "BRT"), (-3, "BRT")),
    "mex": ((-6, "CST"), (-6, "CST")),
    "trt": ((3, "TRT"), (3, "TRT")),
    "ksa": ((3, "AST"), (3, "AST")),
    "eat": ((3, "EAT"), (3, "EAT")),
    "ist": ((5.5, "IST"), (5.5, "IST")),
    "bdt": ((6, "BST"), (6, "BST")),
    "ict": ((7, "ICT"), (7, "ICT")),
    "wib": ((7, "WIB"), (7, "WIB")),
    "sgt": ((8, "SGT"), (8, "SGT")),
    "pht": ((8, "PHT"), (8, "PHT")),
    "cst8": ((8, "CST"), (8, "CST")),
    "jst": ((9, "JST"), (9, "JST")),
    "kst": ((9, "KST"), (9, "KST")),
    "isr": ((2, "IST"), (3, "IDT")),
    "sast": ((2, "SAST"), (2, "SAST")),
    "utc": ((0, "UTC"), (0, "UTC")),
}

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32HEX = "0123456789abcdefghijklmnopqrstuv"


class Gen67(Gen):
    """`Gen` with zones and a few more identifier formats."""

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment on 14 or 15 October 2026, the days the pasted material is about."""
        base = datetime(2026, 10, 14, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 36 * 3600), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def at(self, zone: str = "utc", hours: tuple[int, int] | None = None) -> datetime:
        """The current moment in one of ZONES; `hours`: a local hour range that fits the scene."""
        t = zoned(self.moment(), zone)
        return t.replace(hour=self.small(*hours)) if hours else t

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def lower(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(n))

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + self.lower(23)

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()


def zoned(t: datetime, zone: str) -> datetime:
    """`t` in one of ZONES."""
    off, name = ZONES[zone][1 if 4 <= t.month <= 10 else 0]
    return t.astimezone(timezone(timedelta(minutes=int(off * 60)), name))


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


def mdy12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def digits_in(s: str, zero: str) -> str:
    """Re-write ASCII digits with another script's digits (`zero` is its 0)."""
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


LOCAL: dict[str, tuple[str, list[str], list[str]]] = {
    "pl": (
        "cet",
        ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
        [
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
        ],
    ),
    "nl": (
        "cet",
        ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
        [
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
        ],
    ),
    "de": (
        "cet",
        ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
        [
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
        ],
    ),
    "fr": (
        "cet",
        ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
        [
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
        ],
    ),
    "es": (
        "cet",
        ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
        [
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
        ],
    ),
    "pt": (
        "brt",
        ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
        [
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
        ],
    ),
    "it": (
        "cet",
        ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
        [
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
        ],
    ),
    "cs": (
        "cet",
        ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"],
        [
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
        ],
    ),
    "sv": (
        "cet",
        ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"],
        [
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
        ],
    ),
    "fi": (
        "eet",
        ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"],
        [
            "tammikuuta",
            "helmikuuta",
            "maaliskuuta",
            "huhtikuuta",
            "toukokuuta",
            "kesäkuuta",
            "heinäkuuta",
            "elokuuta",
            "syyskuuta",
            "lokakuuta",
            "marraskuuta",
            "joulukuuta",
        ],
    ),
    "hu": (
        "cet",
        ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"],
        [
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
        ],
    ),
    "el": (
        "eet",
        ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"],
        [
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
        ],
    ),
    "tr": (
        "trt",
        ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"],
        [
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
        ],
    ),
    "uk": (
        "eet",
        ["понеділок", "вівторок", "середа", "четвер", "пʼятниця", "субота", "неділя"],
        [
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
        ],
    ),
    "he": (
        "isr",
        ["יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת", "יום ראשון"],
        [
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
        ],
    ),
    "ar": (
        "ksa",
        ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"],
        [
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
        ],
    ),
    "hi": (
        "ist",
        ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"],
        ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    ),
    "bn": (
        "bdt",
        ["সোমবার", "মঙ্গলবার", "বুধবার", "বৃহস্পতিবার", "শুক্রবার", "শনিবার", "রবিবার"],
        [
            "জানুয়ারি",
            "ফেব্রুয়ারি",
            "মার্চ",
            "এপ্রিল",
            "মে",
            "জুন",
            "জুলাই",
            "আগস্ট",
            "সেপ্টেম্বর",
            "অক্টোবর",
            "নভেম্বর",
            "ডিসেম্বর",
        ],
    ),
    "ta": (
        "ist",
        ["திங்கள்", "செவ்வாய்", "புதன்", "வியாழன்", "வெள்ளி", "சனி", "ஞாயிறு"],
        [
            "ஜனவரி",
            "பிப்ரவரி",
            "மார்ச்",
            "ஏப்ரல்",
            "மே",
            "ஜூன்",
            "ஜூலை",
            "ஆகஸ்ட்",
            "செப்டம்பர்",
            "அக்டோபர்",
            "நவம்பர்",
            "டிசம்பர்",
        ],
    ),
    "th": (
        "ict",
        ["จันทร์", "อังคาร", "พุธ", "พฤหัสบดี", "ศุกร์", "เสาร์", "อาทิตย์"],
        [
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
        ],
    ),
    "vi": ("ict", ["thứ Hai", "thứ Ba", "thứ Tư", "thứ Năm", "thứ Sáu", "thứ Bảy", "Chủ nhật"], []),
    "id": (
        "wib",
        ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"],
        [
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
        ],
    ),
    "tl": (
        "pht",
        ["Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado", "Linggo"],
        [
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
        ],
    ),
    "ja": ("jst", ["月", "火", "水", "木", "金", "土", "日"], []),
    "ko": ("kst", ["월", "화", "수", "목", "금", "토", "일"], []),
    "zh": ("cst8", ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"], []),
    "zh_tw": ("cst8", ["一", "二", "三", "四", "五", "六", "日"], []),
    "sw": (
        "eat",
        ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"],
        [
            "Januari",
            "Februari",
            "Machi",
            "Aprili",
            "Mei",
            "Juni",
            "Julai",
            "Agosti",
            "Septemba",
            "Oktoba",
            "Novemba",
            "Desemba",
        ],
    ),
    "ms": (
        "sgt",
        ["Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu", "Ahad"],
        [
            "Januari",
            "Februari",
            "Mac",
            "April",
            "Mei",
            "Jun",
            "Julai",
            "Ogos",
            "September",
            "Oktober",
            "November",
            "Disember",
        ],
    ),
    "ro": (
        "eet",
        ["luni", "marți", "miercuri", "joi", "vineri", "sâmbătă", "duminică"],
        [
            "ianuarie",
            "februarie",
            "martie",
            "aprilie",
            "mai",
            "iunie",
            "iulie",
            "august",
            "septembrie",
            "octombrie",
            "noiembrie",
            "decembrie",
        ],
    ),
    "no": (
        "cet",
        ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
        [
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
        ],
    ),
    "lt": (
        "eet",
        [
            "pirmadienis",
            "antradienis",
            "trečiadienis",
            "ketvirtadienis",
            "penktadienis",
            "šeštadienis",
            "sekmadienis",
        ],
        [
            "sausio",
            "vasario",
            "kovo",
            "balandžio",
            "gegužės",
            "birželio",
            "liepos",
            "rugpjūčio",
            "rugsėjo",
            "spalio",
            "lapkričio",
            "gruodžio",
        ],
    ),
}

NOW_LABEL: dict[str, str] = {
    "pl": "Aktualna data i godzina:",
    "nl": "Huidige tijd:",
    "de": "Aktuelle Zeit:",
    "fr": "Date et heure actuelles :",
    "es": "Fecha y hora actual:",
    "pt": "Agora:",
    "it": "Ora attuale:",
    "cs": "Aktuální čas:",
    "sv": "Nu:",
    "fi": "Nyt:",
    "hu": "Jelenlegi idő:",
    "el": "Τρέχουσα ώρα:",
    "tr": "Şu anki zaman:",
    "uk": "Поточний час:",
    "he": "השעה כעת:",
    "ar": "الوقت الحالي:",
    "hi": "वर्तमान समय:",
    "bn": "এখন:",
    "ta": "தற்போதைய நேரம்:",
    "th": "วันเวลาปัจจุบัน:",
    "vi": "Thời gian hiện tại:",
    "id": "Waktu sekarang:",
    "tl": "Oras ngayon:",
    "ja": "現在時刻：",
    "ko": "현재 시각:",
    "zh": "当前时间：",
    "zh_tw": "目前時間：",
    "sw": "Saa ya sasa:",
    "ms": "Masa kini:",
    "ro": "Ora curentă:",
    "no": "Nå:",
    "lt": "Dabar:",
}


def local_now(lang: str, t: datetime) -> str:
    """`t` (already in the language's zone) as an app in that language renders the current time."""
    _, days, months = LOCAL[lang]
    d = days[t.weekday()]
    m = months[t.month - 1] if months else ""
    clock = f"{t:%H:%M:%S}"
    if lang == "pl":
        return f"{d}, {t.day} {m} {t.year}, {clock}"
    if lang == "nl":
        return f"{d} {t.day} {m} {t.year} {clock}"
    if lang == "sv":
        return f"{d} {t.day} {m} {t.year} kl. {t:%H.%M.%S}"
    if lang == "de":
        return f"{d}, {t.day}. {m} {t.year}, {clock} Uhr"
    if lang == "fr":
        return f"{d} {t.day} {m} {t.year} à {clock}"
    if lang == "es":
        return f"{d}, {t.day} de {m} de {t.year}, {clock}"
    if lang == "pt":
        return f"{d}, {t.day} de {m} de {t.year} {clock}"
    if lang == "it":
        return f"{d} {t.day} {m} {t.year}, {clock}"
    if lang == "cs":
        return f"{d} {t.day}. {m} {t.year} {t.hour}:{t:%M:%S}"
    if lang == "fi":
        return f"{d} {t.day}.{t.month}.{t.year} klo {t.hour}.{t:%M.%S}"
    if lang == "hu":
        return f"{t.year}. {m} {t.day}., {d} {t.hour}:{t:%M:%S}"
    if lang == "el":
        return f"{d} {t.day} {m} {t.year}, {clock}"
    if lang == "tr":
        return f"{t.day} {m} {t.year} {d} {clock}"
    if lang == "uk":
        return f"{d}, {t.day} {m} {t.year} р., {clock}"
    if lang == "he":
        return f"{d}, {t.day} {m} {t.year}, {clock}"
    if lang == "ar":
        return digits_in(f"{d} {t.day} {m} {t.year}، {clock}", "\u0660")
    if lang == "hi":
        return digits_in(f"{d}, {t.day} {m} {t.year}, {clock}", "\u0966")
    if lang == "bn":
        return digits_in(f"{d}, {t.day} {m} {t.year}, {clock}", "\u09e6")
    if lang == "ta":
        return f"{d}, {t.day} {m} {t.year}, {clock}"
    if lang == "th":
        return f"วัน{d}ที่ {t.day} {m} {t.year + 543} เวลา {clock} น."
    if lang == "vi":
        return f"{clock} {d}, {t.day:02d}/{t.month:02d}/{t.year}"
    if lang == "id":
        return f"{d}, {t.day} {m} {t.year} {t:%H.%M.%S} WIB"
    if lang == "tl":
        h = t.hour % 12 or 12
        return f"{d}, {m} {t.day}, {t.year} {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"
    if lang == "ja":
        return f"{t.year}年{t.month}月{t.day}日({d}) {clock}"
    if lang == "ko":
        h = t.hour % 12 or 12
        return f"{t.year}년 {t.month}월 {t.day}일 ({d}) {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"
    if lang == "zh":
        return f"{t.year}年{t.month}月{t.day}日 {d} {clock}"
    if lang == "zh_tw":
        h = t.hour % 12 or 12
        return f"民國{t.year - 1911}年{t.month}月{t.day}日 ({d}) {'下午' if t.hour >= 12 else '上午'}{h:02d}:{t:%M:%S}"
    if lang == "sw":
        return f"{d}, {t.day} {m} {t.year}, {clock}"
    if lang == "ms":
        h = t.hour % 12 or 12
        return f"{d}, {t.day} {m} {t.year}, {h}:{t:%M:%S} {'ptg' if t.hour >= 12 else 'pg'}"
    if lang == "ro":
        return f"{d}, {t.day} {m} {t.year}, {clock}"
    if lang == "no":
        return f"{d} {t.day}. {m} {t.year} kl. {clock}"
    assert lang == "lt"
    return f"{t.year} m. {m} {t.day} d., {d}, {clock}"


def now_line(g: Gen67, lang: str) -> str:
    """A marked "now" line in the language: its label and the current time in its zone."""
    t = g.at(LOCAL[lang][0])
    return v("datetime", label_value(NOW_LABEL[lang], local_now(lang, t)))


def label_value(label: str, value: str) -> str:
    """`label value`, without a space after a full-width colon."""
    return f"{label}{value}" if label.endswith("：") else f"{label} {value}"


# --- placeholders for the ids and epochs inside pasted material ----------------------------------------------------

_SLOT = re.compile(r"§([a-z0-9]+)(?::([^§@]*))?(?:@([a-z]+))?§")


def fill(g: Gen67, text: str) -> str:
    """Expand `§kind[:arg][@name]§` slots in pasted material with seeded values (ids keep their own times);
    slots with the same `@name` get the same value."""
    named: dict[str, str] = {}

    def one(m: re.Match[str]) -> str:
        if m.group(3):
            if m.group(3) not in named:
                named[m.group(3)] = draw(m.group(1), m.group(2) or "")
            return named[m.group(3)]
        return draw(m.group(1), m.group(2) or "")

    def draw(kind: str, arg: str) -> str:
        t = (
            datetime.fromisoformat(arg)
            if kind in ("u7", "ulid", "ulidl", "ksuid", "ep", "epms", "oid", "xid", "snow")
            else None
        )
        if kind == "u4":
            return g.uuid4()
        if kind == "u1":
            return g.uuid1()
        if kind == "u7":
            return g.uuid7(t)
        if kind == "ulid":
            return g.ulid(t)
        if kind == "ulidl":
            return g.ulid_lower(t)
        if kind == "ksuid":
            return g.ksuid(t)
        if kind == "xid":
            return g.xid(t)
        if kind == "oid":
            return g.objectid(t)
        if kind == "snow":
            return g.snowflake(t)
        if kind == "ep":
            return str(epoch_s(t))
        if kind == "epms":
            return str(epoch_ms(t))
        if kind == "hex":
            return g.hex(int(arg))
        if kind == "hexu":
            return g.hex(int(arg)).upper()
        if kind == "b64":
            return g.b64url(int(arg))
        if kind == "b64s":
            return g.b64std(int(arg))
        if kind == "b62":
            return g.b62(int(arg))
        if kind == "b58":
            return g.b58(int(arg))
        if kind == "d":
            return g.digits(int(arg))
        if kind == "nano":
            return g.nanoid()
        raise ValueError(kind)

    out = _SLOT.sub(one, text)
    assert "§" not in out, out
    return out


# --- hand-written positives ---------------------------------------------------------------------------------------

POS: list[Callable[[Gen67], Draft]] = []


def pos(fn: Callable[[Gen67], Draft]) -> Callable[[Gen67], Draft]:
    POS.append(fn)
    return fn


# store operations and shift handovers


@pos
def _manager_console(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""Store: 0412 Harvest Lane Kirkstall
Format: superstore
{v("datetime", "Console time: " + rfc3339(t))}
{v("session_id", "Console session: " + g.nanoid())}

You are the duty manager's assistant for Harvest Lane stores. Answer from the notes the manager pastes and the
store standards; never invent stock figures.

User: Night team left this. What needs doing before we open at 07:00?

22:40 Chiller aisle 7 (dairy) showed 6.1C at 22:15, engineer booked for 08:30, product moved to aisle 8.
23:55 Bakery oven 2 fault code E14, reset once, ok at 00:20.
04:10 Delivery from Daventry DC arrived 04:05, 14 cages, 2 cages of ambient not tipped.
05:30 Till 6 drawer jammed, float counted and bagged in the safe.
Assistant:""",
        f"{SRC}pos:store-ops:manager-console",
        ["header_block", "head", "rfc3339", "offset", "nanoid", "pasted_content_neighbour"],
    )


@pos
def _handover_compiled(g: Gen67) -> Draft:
    t = g.at("us_c", (14, 16))
    return Draft(
        f"""You help Pantry Point store leads write a short shift summary for the next lead. Keep it under 120 words and
put safety issues first.

Shift handover compiled {v("datetime", "at " + mdy12(t) + " " + t.tzname())} {v("session_id", "(handover " + g.xid(t) + ")")} for this request:
- 13:05 Spill in aisle 3 (cooking oil), cleaned, wet floor sign up until 13:40.
- 14:22 Customer complaint about expired yogurt (best before 10/02), pulled 11 units from dairy bay 4.
- 15:47 Pharmacy fridge door alarm, closed by pharmacist at 15:49.

Next lead: Tasha (2-10 shift)
Summary:""",
        f"{SRC}pos:store-ops:handover-compiled",
        ["inline_phrase", "parenthesised_id", "xid", "mdy12", "pasted_content_neighbour"],
    )


@pos
def _polish_handover(g: Gen67) -> Draft:
    return Draft(
        f"""Sklep: Kasa Fresh 118, Łódź Retkinia
{now_line(g, "pl")}
Jesteś asystentem kierownika zmiany. Odpowiadaj krótko, po polsku, i zawsze zaczynaj od spraw bezpieczeństwa.

Kierownik: Zmiana poranna zostawiła to w zeszycie. Co mam zrobić najpierw?

06:15 dostawa pieczywa niepełna, brak 40 szt. bułek kajzerek (WZ 2026/10/4471)
08:02 kasa 3 - awaria drukarki paragonów, zgłoszenie SD-88213
09:30 lada mięsna: temp. 5,8°C o 09:10, po regulacji 3,9°C o 09:40""",
        f"{SRC}pos:store-ops:polish-handover",
        ["header_block", "now_label", "non_english", "pl", "pasted_content_neighbour"],
    )


@pos
def _store_walk_front_matter(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""---
app: storewalk
store: 3307
template: sw-v7
{v("session_id", "walk_session: " + g.cuid2())}
{v("datetime", "opened_at: " + rfc3339(t, 3))}
locale: en-AU
---
You score store walks for Greenbasket supermarkets. Give a score out of 10 for each area and one action per area.

Walk results:
Entrance & trolley bay   07:12  pass   trolleys short (18 of 40)
Fruit & veg              07:20  fail   bananas 2 days past colour stage, no ticket on avocados
Deli                     07:34  pass   temp log signed 06:55
Frozen                   07:41  pass   door 4 gasket torn (reported 2026-09-30, job FM-30417)""",
        f"{SRC}pos:store-ops:store-walk",
        [
            "front_matter",
            "head",
            "cuid2",
            "rfc3339",
            "offset",
            "stable_neighbours",
            "pasted_content_neighbour",
        ],
    )


@pos
def _google_chat_event(g: Gen67) -> Draft:
    t = g.at("utc")
    space = "AAQA" + g.b62(7)
    return Draft(
        f"""You are the store-ops bot in the regional managers' Google Chat space. Answer the message below in two or
three sentences, using the rota rules: no colleague closes and then opens the next day.

{{
  "type": "MESSAGE",
  {v("datetime", '"eventTime": "' + rfc3339(t, 6) + '",')}
  "space": {{"name": "spaces/{space}", "displayName": "North region ops"}},
  "message": {{
    {v("message_id", '"name": "spaces/' + space + "/messages/" + g.b62(11) + "." + g.b62(11) + '",')}
    "sender": {{"displayName": "Priya Shah"}},
    "text": "Store 2208 wants Jamal on close Sat 22:00 and open Sun 06:00 because two people are off sick. Allowed?"
  }}
}}""",
        f"{SRC}pos:store-ops:google-chat-event",
        ["json_pretty", "envelope", "rfc3339", "message_id", "tail", "stable_neighbours"],
    )


@pos
def _japanese_morning(g: Gen67) -> Draft:
    return Draft(
        f"""あなたは「みなと食品館」各店の店長アシスタントです。朝礼の要点を三つにまとめてください。
店舗：みなと食品館 川崎駅前店
{now_line(g, "ja")}

店長：昨日の引き継ぎメモです。朝礼で何を伝えればいいですか。
・19:45 惣菜の値引きシール貼付が遅れ、廃棄が前週比+18%
・20:30 レジ4番の釣銭機エラー(E-07)、保守受付番号 K-55102
・21:10 冷凍ケース3番 -15℃まで上昇、21:40に-20℃へ回復""",
        f"{SRC}pos:store-ops:japanese-morning",
        ["system_tail", "now_label", "fullwidth_colon", "non_english", "ja", "pasted_content_neighbour"],
    )


@pos
def _opening_kiosk(g: Gen67) -> Draft:
    t = g.at("us_e", (6, 7))
    return Draft(
        f"""Opening checklist assistant (back-office kiosk, store 1189)
{v("datetime", "Kiosk clock: " + DAYS[t.weekday()] + " " + f"{t:%H:%M}")}

Tell the opener which checks are still missing before the doors open at 7:00 AM. Checks done so far:
6:02 AM  Alarm unset (code holder: M. Ortiz)
6:05 AM  Walk-in cooler 36F, freezer -4F logged
6:18 AM  Cash office: 12 till floats issued
6:31 AM  Produce wet rack misters on

Missing checks:""",
        f"{SRC}pos:store-ops:opening-kiosk",
        ["head", "device_clock", "weekday_time", "pasted_content_neighbour"],
    )


@pos
def _visit_report_job(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""Area manager visit report (drafting tool)
{v("run_id", "Report job: " + g.ulid(t))}
{v("date", "Report date: " + f"{t.day} {MONTHS[t.month - 1]} {t.year}")}
Area: Yorkshire North

Turn the visit notes into the standard report: Strengths, Risks, Actions with owners and due dates.

Visit notes (store 0518, visited Tuesday 6 October 2026, 10:15-12:40):
- Availability 96.2% on the gap scan done at 09:58; gaps mainly chilled ready meals.
- Two fire exits blocked by cages in the warehouse at 11:05; cleared during the visit.
- Waste on bakery 7.4% of sales last week vs 5% target.
Report:""",
        f"{SRC}pos:store-ops:visit-report",
        ["header_block", "today_in_artefact", "ulid", "pasted_content_neighbour"],
    )


@pos
def _incident_traceparent(g: Gen67) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
x-store-id: 0731
x-app: incident-desk

You help store managers complete accident reports. Ask for anything missing that the insurer needs, one question
at a time.

Manager: Customer slipped near the flower bucket stand at 16:42 today, no visible injury, refused first aid,
name and phone taken, CCTV camera 12 covers it. Witness: colleague Dan R. What else do you need?
Assistant:""",
        f"{SRC}pos:store-ops:incident-traceparent",
        ["head", "header_block", "traceparent", "stable_neighbours"],
    )


@pos
def _korean_handover(g: Gen67) -> Draft:
    t = g.at("kst")
    return Draft(
        f"""너는 '한빛마트' 점포 운영 도우미다. 교대 인수인계 내용을 보고 다음 근무자가 할 일을 순서대로 정리해 줘.
점포: 한빛마트 분당정자점
{v("request_id", "요청 ID: " + g.uuid7(t))}
{v("datetime", "조회 시각: " + f"{t:%Y-%m-%d %H:%M:%S}")}

근무자: 오전조 인수인계입니다.
- 09:20 수산 코너 냉장 쇼케이스 온도 7도, 09:50 정상화
- 10:05 라면 행사 매대 재고 부족, 발주번호 PO-26-10-0931 입고 예정 14:00
- 11:40 셀프계산대 2번 영수증 용지 교체""",
        f"{SRC}pos:store-ops:korean-handover",
        ["header_block", "uuid7", "iso_space", "non_english", "ko", "pasted_content_neighbour"],
    )


# replenishment and ordering


@pos
def _replen_run(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You explain automatic store orders to department managers in plain words. Do not change quantities; say
why the system proposed them.

Replenishment run {v("run_id", g.ulid(t))} started {v("datetime", "at " + rfc3339(t))} on planner pool rp-eu-2.
Proposed order, store 0412, for delivery 2026-10-16 (order cut-off 2026-10-15 11:00):

SKU       Description                 SOH  On order  Forecast 3d  Proposed
5012841   Semi-skimmed milk 2.27L     38   120       412          264
5009912   Free range eggs 12          22   48        96           36
5031178   Sourdough loaf 800g         0    0         55           60

Manager question: why so much milk when we still have 38 on the shelf?
Answer:""",
        f"{SRC}pos:replenishment:replen-run",
        ["inline_sentence", "ulid", "rfc3339", "offset", "pasted_content_neighbour"],
    )


@pos
def _gap_scan_handheld(g: Gen67) -> Draft:
    t = g.at("us_e", (7, 9))
    return Draft(
        f"""Gap scan helper for Pantry Point. Group the gaps by aisle and say which ones are likely a replenishment
failure and which are a true stock-out.
{v("datetime", "Handheld time: " + windows_general(t))}
Device: TC52-1189-07

Scans uploaded from the handheld:
10/12/2026 6:41:09 AM  A03  UPC 041196010428  on hand 14  gap
10/12/2026 6:42:51 AM  A03  UPC 041196010435  on hand 0   gap
10/12/2026 6:47:30 AM  A11  UPC 078742351476  on hand 6   gap
10/12/2026 6:52:02 AM  A14  UPC 011110038364  on hand 0   gap

Assistant:""",
        f"{SRC}pos:replenishment:gap-scan",
        ["system_tail", "device_clock", "windows_datetime", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _soh_snapshot(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""You are the ordering assistant for Verdemarkt stores. Answer in English for the store's Polish-speaking
night crew lead, in simple sentences.

Stock on hand {v("datetime", "as of " + py_str(t))} {v("request_id", "(query q_" + g.b58(14) + ")")} for this request:
article   name                   soh   last_receipt          last_sale
874411    Volle melk 1L          64    2026-10-13 05:12:44   2026-10-13 21:58:03
874412    Halfvolle melk 1L      0     2026-10-12 05:09:10   2026-10-13 18:31:40
880120    Kipfilet 500g          17    2026-10-13 05:12:44   2026-10-13 21:40:19

Lead: Is the Halfvolle melk really gone or just not on the shelf?
Assistant:""",
        f"{SRC}pos:replenishment:soh-snapshot",
        ["inline_phrase", "snapshot", "python_str_datetime", "base58", "pasted_content_neighbour"],
    )


@pos
def _store_order_response(g: Gen67) -> Draft:
    t = g.at("utc")
    created = t - timedelta(minutes=g.small(30, 300))
    body = (
        '{"order_id": "SO-0412-2026-10-14-01", "status": "SUBMITTED", "created_at": "'
        + rfc3339(created)
        + '", "lines": 312, "cutoff": "2026-10-14T11:00:00+01:00", "delivery_date": "2026-10-16"}'
    )
    return Draft(
        f"""You check store orders for the Harvest Lane ordering team and say whether anything needs a human.

The order service answered this program's status call:
HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
Content-Type: application/json
{v("request_id", "X-Request-ID: " + g.uuid4())}

{body}

Question: will this order make the cut-off?
Answer:""",
        f"{SRC}pos:replenishment:order-response",
        ["http_response", "http_date", "request_id", "fetched_record_neighbour"],
    )


@pos
def _czech_orders(g: Gen67) -> Draft:
    return Draft(
        f"""Jsi asistent pro objednávky prodejen Trh u Nádraží. Odpovídej česky a stručně.
{now_line(g, "cs")}
Prodejna: 046 Pardubice

Vedoucí: Dodavatel pečiva napsal tohle. Stihneme objednávku na sobotu?

Dodavatel: Pekárna Sýkora s.r.o.
Uzávěrka objednávek na sobotu: pátek 9:00
Poslední objednávka přijata: 2026-10-15 07:48:31 (č. 2026-5581)
Změny po uzávěrce pouze telefonicky.""",
        f"{SRC}pos:replenishment:czech-orders",
        ["system_tail", "now_label", "non_english", "cs", "pasted_content_neighbour"],
    )


@pos
def _forecast_override_table(g: Gen67) -> Draft:
    t = g.at("us_p")
    return Draft(
        f"""| Field        | Value                          |
|--------------|--------------------------------|
| Store        | 2291 Sacramento Midtown        |
| Role         | Fresh lead                     |
{v("session_id", "| Desk session | " + g.ksuid(t) + "    |")}
{v("datetime", "| Opened       | " + f"{t:%Y-%m-%d %H:%M:%S}" + " " + t.tzname() + "        |")}

You help fresh leads decide on forecast overrides. Suggest an override only when there is a local reason the
forecast cannot know about.

Lead: High school football final at the stadium across the road on Friday 7 PM. Should I bump chips and dips?
Assistant:""",
        f"{SRC}pos:replenishment:forecast-override",
        ["md_table", "head", "ksuid", "zone_name", "stable_neighbours"],
    )


@pos
def _amqp_allocation(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""Allocation message received for this request:
content_type: application/json
{v("message_id", "message_id: " + g.uuid4())}
{v("epoch", "timestamp: " + str(epoch_s(t)))}
app_id: dc-allocator
routing_key: stores.0412.allocation

{{"dc": "Daventry", "store": "0412", "week": "2026-W42", "lines": [
  {{"sku": "5037001", "desc": "Pumpkin carving large", "allocated": 180, "created": "2026-10-09T14:02:11Z"}},
  {{"sku": "5037002", "desc": "Pumpkin mini", "allocated": 240, "created": "2026-10-09T14:02:11Z"}}
]}}

Explain to the produce manager what arrives and suggest where to build the display. Keep it short.""",
        f"{SRC}pos:replenishment:amqp-allocation",
        ["header_block", "envelope", "epoch_s", "message_id", "payload_stays", "stable_neighbours"],
    )


@pos
def _dutch_order_today(g: Gen67) -> Draft:
    t = g.at("cet")
    nl_date = f"{LOCAL['nl'][1][t.weekday()]} {t.day} {LOCAL['nl'][2][t.month - 1]} {t.year}"
    return Draft(
        f"""Je bent de bestelassistent van Verdemarkt. Leg het bestelvoorstel kort uit in het Nederlands.
Filiaal: 2207 Utrecht Overvecht
{v("date", "Vandaag: " + nl_date)}

Afdelingsmanager: Waarom staat er 0 bij de stroopwafels? Hieronder het voorstel zoals ik het zie:
artikel   omschrijving             voorraad  in bestelling  voorstel
301122    Stroopwafels 8 st        46        24             0
301140    Speculaas 400 g          3         0              36
Laatste levering: 13-10-2026 06:20""",
        f"{SRC}pos:replenishment:dutch-today",
        ["system_tail", "today_label", "long_date", "non_english", "nl", "pasted_content_neighbour"],
    )


@pos
def _order_cutoff_now(g: Gen67) -> Draft:
    t = g.at("aus", (9, 12))
    return Draft(
        f"""You are the ordering coach for Greenbasket stores. Delivery cut-off for tomorrow's chilled delivery is 11:00
local time every day; store orders after that go on the next delivery.
{v("datetime", "Now: " + f"{t:%a %d %b %Y %H:%M:%S}" + " " + t.tzname())}
Store time zone: Australia/Sydney

User: I still need to add 6 cases of mince to tomorrow's order. Can I?
Assistant:""",
        f"{SRC}pos:replenishment:cutoff-now",
        ["system_tail", "dd_mon_yyyy", "zone_name", "stable_neighbours"],
    )


@pos
def _sales_window(g: Gen67) -> Draft:
    t = g.at("utc")
    start = t - timedelta(days=7)
    return Draft(
        f"""You answer questions about store sales from the query result below. Say which days drove the number.
Store: 0731
{v("datetime", "Query window: " + rfc3339(start) + " to " + rfc3339(t))}

day         units_bananas  units_apples
2026-10-07  1120           640
2026-10-08  1095           611
2026-10-09  1301           702
2026-10-10  1688           910

Question: why did bananas jump at the weekend?
Answer:""",
        f"{SRC}pos:replenishment:sales-window",
        ["header_block", "query_window", "rfc3339", "pasted_content_neighbour"],
    )


# planograms


@pos
def _pog_photo_upload(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You check planogram compliance for Harvest Lane. Compare the shelf photo description with the planogram and
list missing or misplaced facings, top shelf first.

Planogram: POG-BISC-4M-H5 v2026.09 (live from 2026-09-28), bay 3 of aisle 12, store 0518
Shelf 1: Digestives 400g x4, Rich Tea 300g x3, Hobnobs 262g x3
Shelf 2: Jaffa Cakes 10pk x5, Custard Creams x3

User: photo attached of bay 3 after the reset. Top shelf has Digestives x4, Hobnobs x3, Rich Tea missing.
{v("request_id", "Photo upload: upl_" + g.b62(20))}
{v("datetime", "Upload received: " + iso_space(t) + " " + t.tzname())}
Assistant:""",
        f"{SRC}pos:planogram:photo-upload",
        ["last_user", "upload_ref", "iso_space", "zone_name", "stable_neighbours"],
    )


@pos
def _pog_xml_context(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""<context store="1189" {v("request_id", 'req="' + g.hex(24) + '"')} pog="POG-CER-8FT-02" {v("epoch", 'ts="' + str(epoch_ms(t)) + '"')} dept="grocery"/>
<task>
Write the mod reset instructions for the night crew: which items move, in order, shelf by shelf. Use the move
list only.
</task>
<moves>
UPC 016000275287 Cheerios 18oz: shelf 3 pos 2 -> shelf 4 pos 1 (effective 10/18/2026)
UPC 038000222634 Frosted Flakes 24oz: shelf 2 pos 5 -> shelf 2 pos 1
UPC 030000065013 Quaker Oats 42oz: new item, shelf 1 pos 6
</moves>""",
        f"{SRC}pos:planogram:xml-context",
        ["xml_attr", "head", "two_in_line", "epoch_ms", "hex", "stable_neighbours"],
    )


@pos
def _shelf_image_job(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""You turn shelf recognition results into a short task list for the store team.

Shelf images analysed by job {v("run_id", g.ksuid(t))} {v("datetime", "at " + log4j_iso(t))} for store 2207.
Results (recognition confidence in brackets):
aisle 5 bay 2 shelf 3: Hagelslag puur 400g missing (0.94), price label shows EUR 2.89, system price EUR 2.99
aisle 5 bay 2 shelf 4: Pindakaas 600g facings 2, planogram 3 (0.88)
aisle 5 bay 3 shelf 1: unknown product (0.41), needs review

Tasks:""",
        f"{SRC}pos:planogram:shelf-image-job",
        ["inline_sentence", "ksuid", "log4j", "pasted_content_neighbour"],
    )


@pos
def _spanish_planograma(g: Gen67) -> Draft:
    return Draft(
        f"""Eres el asistente de implantación de Mercado Solano. Explica en español los cambios del planograma al
equipo de reposición, sección por sección.
Tienda: 214 Guadalajara Providencia
{now_line(g, "es")}

Usuario: El planograma nuevo de salsas dice esto, ¿qué movemos primero?
Planograma: SAL-120-V3, vigente desde 19/10/2026
Balda 1: Salsa Valentina 370 ml x6 (antes x4)
Balda 2: Salsa Huichol 190 ml x3 (nuevo)
Balda 3: Chipotle La Costeña 220 g x4 (sin cambio)""",
        f"{SRC}pos:planogram:spanish",
        ["header_block", "now_label", "non_english", "es", "pasted_content_neighbour"],
    )


@pos
def _swedish_planogram(g: Gen67) -> Draft:
    return Draft(
        f"""Du hjälper butikspersonal i Kvarnens Livs att följa planogrammen. Svara kort på svenska.

Medarbetare: Planogrammet för kaffe har ändrats. Enligt listan ska Zoégas Skånerost flyttas från hylla 2 till
hylla 3, och Gevalia Mellanrost får fem fronter istället för fyra. Listan skapades 2026-10-12 08:14:55 av
kategoriavdelningen. Hur gör jag om hylla 3 redan är full?
{now_line(g, "sv")}""",
        f"{SRC}pos:planogram:swedish",
        ["last_user", "now_label", "non_english", "sv", "dates_in_user_message"],
    )


@pos
def _space_planner_jwt(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""Space planner plug-in, assistant panel
Tenant: harvest-lane
{v("token", "Authorization: Bearer " + g.jwt(t, "sp-user-2231"))}
Workspace: Biscuits and crackers 2027 reset

You answer questions about the planogram open in the space planner. Be specific about shelves and facings.

User: if I drop the 4th shelf by 5 cm, do the 300g crackers still fit?
Assistant:""",
        f"{SRC}pos:planogram:space-planner-jwt",
        ["header_block", "jwt", "bearer", "stable_neighbours"],
    )


@pos
def _pog_generated_at(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""{{
  "assistant": "pog-checker",
  {v("datetime", '"generated_at": "' + rfc3339(t) + '",')}
  "locale": "en-IE"
}}
Below is the planogram record from the space system. Tell me if it is safe to print for store 0917 today.

{{
  "created_at": "2026-09-21T09:12:44+01:00",
  "pog_id": "POG-WINE-6M-A2",
  "version": 7,
  "status": "approved",
  "live_from": "2026-10-05",
  "approved_by": "c.murphy",
  "stores": ["0917", "0921", "0930"]
}}""",
        f"{SRC}pos:planogram:generated-at-vs-created-at",
        ["json_pretty", "head", "near_miss", "rfc3339", "offset", "pasted_content_neighbour"],
    )


@pos
def _chinese_planogram(g: Gen67) -> Draft:
    return Draft(
        f"""你是「鲜丰超市」的陈列助手。请用中文简要说明新陈列图的调整，按货架顺序列出。
门店：鲜丰超市 杭州文三路店
{now_line(g, "zh")}

店员：新的饮料陈列图是这样，冷柜第二层要怎么摆？
陈列图编号：DRK-CL-3D-V4（生效日期 2026-10-20）
第一层：农夫山泉 550ml ×8
第二层：东方树叶 500ml ×4，元气森林 480ml ×4（新品）
第三层：可口可乐 330ml ×6""",
        f"{SRC}pos:planogram:chinese",
        ["header_block", "now_label", "fullwidth_colon", "non_english", "zh", "pasted_content_neighbour"],
    )


@pos
def _thai_planogram(g: Gen67) -> Draft:
    return Draft(
        f"""คุณคือผู้ช่วยจัดเรียงสินค้าของ "ตลาดสดใส ซูเปอร์มาร์เก็ต" ตอบเป็นภาษาไทยสั้น ๆ
สาขา: ตลาดสดใส สาขาบางนา
{now_line(g, "th")}

พนักงาน: แผนผังชั้นวางใหม่ของน้ำปลาเริ่มใช้ 20/10/2569 ต้องย้ายอะไรก่อน
ชั้น 1: น้ำปลาทิพรส 700 มล. x6
ชั้น 2: น้ำปลาตราปลาหมึก 300 มล. x4 (สินค้าใหม่)""",
        f"{SRC}pos:planogram:thai",
        ["header_block", "now_label", "buddhist_era", "non_english", "th", "pasted_content_neighbour"],
    )


# shrink and waste


@pos
def _waste_terminal(g: Gen67) -> Draft:
    t = g.at("uk", (20, 22))
    return Draft(
        f"""Waste log assistant, bakery and hot food
{v("datetime", "Terminal clock: " + iso_space(t))}
Terminal: BO-0412-02

Classify each line as "reduce earlier", "order less" or "unavoidable", with one sentence each.

Entries keyed by the bakery team:
2026-10-13 20:41:12  Sourdough loaf 800g      9 units   reason: unsold
2026-10-13 20:43:55  Chicken tikka slice      14 units  reason: out of hot hold time (4h)
2026-10-13 20:45:30  Croissant 4pk            6 units   reason: damaged in transit
Assistant:""",
        f"{SRC}pos:shrink:waste-terminal",
        ["head", "device_clock", "iso_space", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _reduced_snapshot(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""You suggest markdown prices for short-dated chilled products at Greenbasket using the markdown rules:
use-by today -> 50% after 16:00, 75% after 19:00; use-by tomorrow -> 25%.

Short-dated items {v("datetime", "as of " + rfc3339(t))} {v("request_id", "(lookup " + g.ulid_lower(t) + ")")} for this request:
item                    use_by       qty  price
Beef mince 500g         2026-10-14   7    9.50
Chicken thigh fillet    2026-10-15   11   12.00
Greek yoghurt 1kg       2026-10-14   4    6.80

Markdowns:""",
        f"{SRC}pos:shrink:reduced-snapshot",
        ["inline_phrase", "snapshot", "ulid_lower", "rfc3339", "offset", "pasted_content_neighbour"],
    )


@pos
def _eas_clip_pull(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""You help loss prevention associates review EAS gate alarms. Never accuse anyone; describe what the footage
notes and the alarm log show and recommend whether to keep the clip.

CCTV clip pulled from VMS {v("datetime", "at " + rfc3339(t, 3))} {v("request_id", "(clip request cr_" + g.b62(16) + ")")} for this review:
camera 03 (front exit) 10/11/2026 17:21:40-17:23:10, 90 s

EAS alarm log (pasted by the associate):
2026-10-11 17:22:04 -04:00  pedestal 2  RF alarm  tag 8.2 MHz
2026-10-11 17:22:31 -04:00  pedestal 2  RF alarm  tag 8.2 MHz
Associate notes: customer came back in, receipt showed razor blades paid at 17:18 on lane 4, tag not deactivated.
Assistant:""",
        f"{SRC}pos:shrink:eas-clip-pull",
        ["inline_phrase", "parenthesised_id", "rfc3339", "pasted_content_neighbour"],
    )


@pos
def _known_loss_report(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""Known loss report builder for Marché Clair
{v("run_id", "Job: klr-" + g.xid(t))}
{v("date", "Date du rapport: " + f"{t:%d/%m/%Y}")}
Magasin: 5521 Liège Guillemins

Write the weekly known-loss summary in French for the store manager, with the three biggest reasons first.

Week 41 (05/10/2026 - 11/10/2026) known loss by reason:
Casse (breakage)         EUR 412.30
Date dépassée (expired)  EUR 1,907.55
Vol constaté (theft)     EUR 268.10
Erreur de réception      EUR 95.00
Summary:""",
        f"{SRC}pos:shrink:known-loss-report",
        ["header_block", "today_in_artefact", "xid", "dmy", "pasted_content_neighbour"],
    )


@pos
def _clock_tool_result(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""System: You are ShrinkBot, an analyst for Harvest Lane loss prevention. Use tools to get data; always state
the period you used.
User: Which 5 SKUs had the highest unknown loss this period in store 0412?
Assistant: Let me check the current date first.
{v("datetime", "Tool (clock.now): " + rfc3339(t))}
Assistant: Calling stock_loss(store="0412", period="P08").
Tool (stock_loss): [{{"sku": "5021133", "desc": "Razors 4pk", "unknown_loss": 37}}, {{"sku": "5088120", "desc": "Infant formula 800g", "unknown_loss": 22}}]
Assistant:""",
        f"{SRC}pos:shrink:clock-tool-result",
        ["tool_result", "agent_loop", "rfc3339", "tool_output_stays"],
    )


@pos
def _greek_shrink(g: Gen67) -> Draft:
    return Draft(
        f"""Είσαι βοηθός για τις απώλειες καταστημάτων της αλυσίδας «Αγορά Αιγαίου». Απάντα στα ελληνικά, σύντομα.
Κατάστημα: 031 Πειραιάς
{now_line(g, "el")}

Υπεύθυνος: Σήμερα στις 08:30 βρήκαμε 12 σπασμένα μπουκάλια ελαιόλαδο στην παλέτα της παραλαβής
(δελτίο αποστολής ΔΑ-2026-88431). Το καταγράφω ως φθορά ή ως λάθος παραλαβής;""",
        f"{SRC}pos:shrink:greek",
        ["header_block", "now_label", "non_english", "el", "times_in_user_message"],
    )


@pos
def _turkish_waste(g: Gen67) -> Draft:
    return Draft(
        f"""Sen "Bereket Market" şubelerinin fire asistanısın. Türkçe ve kısa cevap ver.

Şube müdürü: Dünkü fire kayıtları aşağıda. Ekmek firesi neden bu kadar yüksek?
13.10.2026 21:05:17  Ekmek (250 g)     84 adet   neden: satılmadı
13.10.2026 21:07:42  Simit             31 adet   neden: satılmadı
13.10.2026 21:10:03  Yoğurt 1 kg       6 adet    neden: SKT geçti
{now_line(g, "tr")}""",
        f"{SRC}pos:shrink:turkish",
        ["last_user", "now_label", "non_english", "tr", "pasted_content_neighbour"],
    )


@pos
def _hindi_shrink(g: Gen67) -> Draft:
    return Draft(
        f"""आप "ताज़ा बाज़ार" सुपरमार्केट के स्टोर मैनेजर के सहायक हैं। हिंदी में छोटे जवाब दें।
स्टोर: ताज़ा बाज़ार, पुणे कोथरूड
{now_line(g, "hi")}

मैनेजर: कल शाम 7:40 बजे फल-सब्ज़ी विभाग में 18 किलो टमाटर ख़राब मिले (बैच TB-2026-1013)। इसे किस कारण में दर्ज करूँ?""",
        f"{SRC}pos:shrink:hindi",
        ["header_block", "now_label", "devanagari_digits", "non_english", "hi"],
    )


@pos
def _fresh_waste_asof(g: Gen67) -> Draft:
    t = g.at("us_c")
    return Draft(
        f"""You are the fresh department coach at Pantry Point. Look at the waste numbers and suggest at most two changes
to the production plan.

Deli waste {v("datetime", "as of " + mdy12(t))} {v("request_id", "(report run " + g.uuid7(t) + ")")} for this request:
10/12/2026  rotisserie chicken  cooked 48  sold 39  wasted 9
10/13/2026  rotisserie chicken  cooked 48  sold 31  wasted 17
10/13/2026  mac and cheese tray cooked 20  sold 18  wasted 2

Suggestions:""",
        f"{SRC}pos:shrink:fresh-waste-asof",
        ["inline_phrase", "uuid7", "mdy12", "pasted_content_neighbour"],
    )


@pos
def _slack_lp_event(g: Gen67) -> Draft:
    t = g.at("utc")
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        f"""You are LP Helper in the Harvest Lane loss prevention Slack. Reply in the thread with the right form to use
and who to call.

{{
  "team_id": "T02HLRTL01",
  {v("request_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "channel": "C04LPNORTH",
    "user": "U05KD9ALX",
    {v("message_id", '"ts": "' + ts + '",')}
    "text": "<@U07LPHELP> two men took 6 bottles of whisky from aisle 18 at 19:40, left in a grey van, police ref 13/10/2026-0412"
  }}
}}""",
        f"{SRC}pos:shrink:slack-lp-event",
        ["json_pretty", "envelope", "slack", "epoch_s", "payload_stays", "tail"],
    )


# cold-chain alarms in stores


@pos
def _fridge_standard_webhook(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You are the refrigeration duty assistant for Harvest Lane. When an alarm arrives, tell the store what to do in
the next 30 minutes, following the cold-chain SOP CC-04 (product above 8C for more than 2 hours is discarded).

Alarm delivered to this assistant:
{v("request_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64std(32))}
content-type: application/json

{{"type": "case.high_temp", "store": "0518", "case_id": "MD-07", "description": "Multideck dairy 7", "raised_at": "2026-10-14T03:12:09+01:00", "air_off_c": 9.4, "setpoint_c": 3.0, "since_minutes": 74}}

Instructions for the store:""",
        f"{SRC}pos:cold-chain:standard-webhook",
        ["header_block", "envelope", "standard_webhooks", "signature", "payload_stays"],
    )


@pos
def _case_telemetry_asof(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""You read refrigerated case telemetry for Pantry Point facilities. Say whether the case is defrosting normally
or failing, and whether product is at risk.

Case readings {v("datetime", "as of " + rfc3339(t))} {v("request_id", "(snapshot " + g.uuid1() + ")")} for this request:
ts                         case   air_on_F  air_off_F  defrost
2026-10-13T23:40:00-04:00  RI-12  38.1      33.0       no
2026-10-14T00:00:00-04:00  RI-12  51.7      49.2       yes
2026-10-14T00:20:00-04:00  RI-12  47.3      44.8       no
2026-10-14T00:40:00-04:00  RI-12  45.9      43.6       no

Assessment:""",
        f"{SRC}pos:cold-chain:case-telemetry",
        ["inline_phrase", "uuid1", "rfc3339", "offset", "pasted_content_neighbour"],
    )


@pos
def _haccp_probe_app(g: Gen67) -> Draft:
    t = g.at("aus", (11, 13))
    return Draft(
        f"""HACCP probe app, deli counter, store 3307
{v("datetime", "App time: " + dmy(t))}
Probe: TP-3307-02 (calibrated 2026-09-01)

Check the hot and cold holding readings against the limits (hot >= 60C, cold <= 5C) and tell the deli team what to
do with anything out of range.

14/10/2026 11:02:40  hot hold  roast chicken     63.4C
14/10/2026 11:03:15  hot hold  lasagne            57.9C
14/10/2026 11:05:51  cold      potato salad       4.1C
14/10/2026 11:06:30  cold      coleslaw           6.3C
Assistant:""",
        f"{SRC}pos:cold-chain:haccp-probe-app",
        ["head", "device_clock", "dmy", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _mqtt_logfmt(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""topic=stores/2207/refrig/alarm {v("epoch", "rx_ms=" + str(epoch_ms(t)))} {v("message_id", "mid=" + g.hex(16))} qos=1
Je bent de koeltechniek-assistent van Verdemarkt. Leg in het Nederlands uit wat de melding betekent en wat de
winkel nu moet doen.

Melding: {{"case": "DV-03", "naam": "Diepvries eiland 3", "alarm": "HOGE TEMP", "sinds": "2026-10-14 02:41:18", "temp": -11.8, "setpoint": -22}}""",
        f"{SRC}pos:cold-chain:mqtt-logfmt",
        ["head", "key_value_inline", "epoch_ms", "hex", "non_english", "nl", "payload_stays"],
    )


@pos
def _german_kuehlregal(g: Gen67) -> Draft:
    return Draft(
        f"""Du bist der Kälte-Assistent der Frischmarkt-Filialen. Antworte auf Deutsch und nenne immer zuerst, ob Ware
gesperrt werden muss.
Filiale: 0877 Augsburg-Göggingen
{now_line(g, "de")}

Marktleiter: Das Kühlregal Molkerei 2 zeigt seit 06:10 Uhr 9,2 °C, Soll 4 °C. Techniker kommt laut Hotline um
10:30 Uhr. Was machen wir mit der Ware?""",
        f"{SRC}pos:cold-chain:german",
        ["header_block", "now_label", "non_english", "de", "times_in_user_message"],
    )


@pos
def _portuguese_camara(g: Gen67) -> Draft:
    return Draft(
        f"""Você é o assistente de cadeia de frio da rede Feira Azul. Responda em português, em passos curtos.
Loja: 112 Campinas Taquaral

Gerente: A câmara fria de carnes disparou alarme. O registrador mostrou isto:
2026-10-14 04:10:00  -1,8 °C
2026-10-14 04:40:00  3,6 °C
2026-10-14 05:10:00  6,9 °C
O técnico chega às 09h. O que faço com a carne agora?
{now_line(g, "pt")}""",
        f"{SRC}pos:cold-chain:portuguese",
        ["last_user", "now_label", "non_english", "pt", "pasted_content_neighbour"],
    )


@pos
def _night_blinds(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You check that multidecks had their night blinds down overnight, using the door/blind sensor export below,
and list cases that stayed open longer than 30 minutes after close (22:00).

Sensor export fetched for this request:
case   blind_down  blind_up
MD-01  22:04:10    06:31:55
MD-02  22:41:37    06:32:20
MD-05  23:58:02    06:29:41

---
{v("datetime", "Prompt assembled by nightcheck " + go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}"))}""",
        f"{SRC}pos:cold-chain:night-blinds",
        ["footer", "tail", "go_time_string", "pasted_content_neighbour"],
    )


@pos
def _event_grid_alarm(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""You are the cold-chain assistant for Greenbasket. Summarise the alarm for the store manager and say if the
freezer product is at risk. Freezer limit is -15C.

[{{
  {v("request_id", '"id": "' + g.uuid4() + '",')}
  "topic": "/subscriptions/greenbasket/resourceGroups/stores/providers/Microsoft.EventGrid/topics/refrigeration",
  "subject": "stores/3307/freezers/FZ-2",
  "eventType": "Greenbasket.Refrigeration.AlarmRaised",
  {v("datetime", '"eventTime": "' + rfc3339(t, 6) + '",')}
  "data": {{"alarmRaised": "2026-10-13T21:40:12+11:00", "tempC": -11.2, "doorOpenSeconds": 940}},
  "dataVersion": "1.0"
}}]""",
        f"{SRC}pos:cold-chain:event-grid",
        ["json_pretty", "envelope", "event_grid", "uuid", "rfc3339", "payload_stays", "tail"],
    )


@pos
def _indonesian_freezer(g: Gen67) -> Draft:
    return Draft(
        f"""Kamu asisten rantai dingin untuk jaringan Pasar Segar. Jawab dalam bahasa Indonesia, singkat.
Toko: 027 Bandung Dago
{now_line(g, "id")}

Kepala toko: Freezer es krim no. 2 mati listrik dari jam 01.30 sampai 03.05 WIB. Suhu terakhir di log -9 °C pada
03.00. Es krim masih boleh dijual?""",
        f"{SRC}pos:cold-chain:indonesian",
        ["header_block", "now_label", "non_english", "id", "times_in_user_message"],
    )


@pos
def _vietnamese_chiller(g: Gen67) -> Draft:
    return Draft(
        f"""Bạn là trợ lý chuỗi lạnh của siêu thị Chợ Xanh. Trả lời bằng tiếng Việt, ngắn gọn.

Quản lý cửa hàng: Tủ mát rau củ số 4 báo lỗi lúc 05:20:14 sáng nay, nhiệt độ 11 °C. Kỹ thuật hẹn 10:00. Tôi có
cần dọn hàng ra khỏi tủ không?
{now_line(g, "vi")}""",
        f"{SRC}pos:cold-chain:vietnamese",
        ["last_user", "now_label", "non_english", "vi", "times_in_user_message"],
    )


@pos
def _defrost_nested_yaml(g: Gen67) -> Draft:
    t = g.at("us_p")
    return Draft(
        f"""assistant: defrost-advisor
request:
  {v("request_id", "id: " + g.ulid(t))}
  {v("datetime", "received: " + py_iso(t))}
  channel: facilities-portal
store:
  id: 2291
  climate_zone: CA-12

Explain why the reach-in freezer RI-04 needs 4 defrosts a day and whether we can drop to 3. The schedule from the
controller is 00:00, 06:00, 12:00, 18:00, 40 minutes each, terminate at 55F coil temperature.""",
        f"{SRC}pos:cold-chain:nested-yaml",
        ["nested_yaml", "head", "ulid", "python_isoformat", "stable_neighbours"],
    )


# loyalty programmes and coupons


@pos
def _member_pull(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You are the Harvest Lane Rewards helpdesk assistant. Explain points in plain words; never promise goodwill
points, only the agent can add them.

Member record pulled from the loyalty platform {v("datetime", "at " + rfc3339(t))} {v("request_id", "(pull " + g.b62(16) + ")")} for this request:
Member: 6337 0412 8891 2204 (Gold since 2022-03-01)
Points balance: 2,340
Last transactions:
2026-10-11 18:22:40  store 0412  basket GBP 84.12  +84 pts
2026-10-09 12:05:13  online      basket GBP 61.30  +61 pts, +150 bonus (offer OF-88213)
2026-10-02 09:41:55  store 0518  voucher redeemed  -1,000 pts

Member: Why didn't I get the 150 bonus on the 11th too?
Assistant:""",
        f"{SRC}pos:loyalty:member-pull",
        ["inline_phrase", "parenthesised_id", "rfc3339", "offset", "pasted_content_neighbour"],
    )


@pos
def _offer_decision(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""{{
  "engine": "offers-v5",
  {v("request_id", '"decision_id": "' + g.uuid7(t) + '",')}
  {v("datetime", '"decided_at": "' + rfc3339(t, 3) + '",')}
  "member_tier": "silver",
  "offers": [
    {{"id": "OFR-2026-4471", "text": "20% off Verdemarkt huismerk koffie", "valid_from": "2026-10-12", "valid_to": "2026-10-25"}},
    {{"id": "OFR-2026-4480", "text": "Double points on fruit", "valid_from": "2026-10-14", "valid_to": "2026-10-20"}}
  ]
}}
Write a two-line push notification in English for the two offers. Do not mention the tier.""",
        f"{SRC}pos:loyalty:offer-decision",
        ["json_pretty", "head", "uuid7", "rfc3339", "offset", "stable_neighbours"],
    )


@pos
def _coupon_delivery_envelope(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""[source=loyalty-events {v("request_id", "delivery=" + g.ksuid(t))} {v("datetime", "sent_at=" + rfc3339(t, 3))} channel=app]
You are the coupon support agent for Pantry Point. The platform forwards the customer's latest coupon event with
their question. Explain what happened.

Event: {{"id": "evt_9K2mQx71", "type": "coupon.redemption_failed", "created": "2026-10-13T17:04:22Z", "coupon": "DIG-5OFF25", "reason": "basket_below_threshold", "basket_total": 23.87}}
Customer: The app said $5 off $25 and it didn't work at the register.
Agent:""",
        f"{SRC}pos:loyalty:coupon-delivery",
        ["bracketed_ctx", "head", "ksuid", "rfc3339", "envelope", "payload_stays"],
    )


@pos
def _loyalty_sent_suffix(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""System: You are Greenbasket Rewards chat. Help members with points, partner fuel discounts and linked cards.
User: I linked my new card yesterday but today's shop at Marrickville didn't earn points {v("datetime", "(sent " + f"{t:%H:%M:%S}" + ")")}
Assistant:""",
        f"{SRC}pos:loyalty:sent-suffix",
        ["sent_suffix", "time_alone", "last_user"],
    )


@pos
def _hebrew_loyalty(g: Gen67) -> Draft:
    return Draft(
        f"""אתה העוזר של מועדון הלקוחות של רשת "שוק השכונה". ענה בעברית, בקצרה.
{now_line(g, "he")}

לקוחה: קיבלתי קופון של 30 ש"ח בהנחה על קנייה מעל 300 ש"ח, בתוקף עד 31.10.2026. היום בקופה אמרו שהוא לא פעיל. למה?""",
        f"{SRC}pos:loyalty:hebrew",
        ["system_tail", "now_label", "rtl", "non_english", "he"],
    )


@pos
def _arabic_loyalty(g: Gen67) -> Draft:
    return Draft(
        f"""أنت مساعد برنامج الولاء في متاجر "سوق الخير". أجب بالعربية وباختصار.
الفرع: الرياض - حي النخيل
{now_line(g, "ar")}

العميل: عندي ٤٬٢٠٠ نقطة، متى تنتهي صلاحيتها؟ آخر مشترياتي كانت في ١٢ أكتوبر.""",
        f"{SRC}pos:loyalty:arabic",
        ["header_block", "now_label", "arabic_indic_digits", "rtl", "non_english", "ar"],
    )


@pos
def _korean_points(g: Gen67) -> Draft:
    return Draft(
        f"""너는 '한빛마트 멤버십' 상담 도우미다. 한국어로 짧게 답해.

회원: 지난주 토요일(10월 10일) 오후 3시 12분에 결제한 영수증인데 포인트가 안 들어왔어요.
영수증 번호 0412-0003-26101015-0188, 결제 금액 87,400원.
{now_line(g, "ko")}""",
        f"{SRC}pos:loyalty:korean",
        ["last_user", "now_label", "non_english", "ko", "times_in_user_message"],
    )


@pos
def _french_loyalty(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""Tu es l'assistant de la carte fidélité Marché Clair. Réponds en français, en trois phrases au plus.
{v("datetime", "Horodatage de la requête : " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "Identifiant de requête : " + g.uuid4())}

Client : J'ai scanné ma carte à la caisse 7 samedi à 11h20 mais les points "Semaine bio" ne sont pas crédités.""",
        f"{SRC}pos:loyalty:french",
        ["system_tail", "dmy", "uuid", "non_english", "fr"],
    )


@pos
def _cookie_session_last(g: Gen67) -> Draft:
    return Draft(
        f"""Cookie: store_pref=1189; lang=en-US; consent=1; {v("session_id", "pp_sess=" + g.b64url(24))}
You are the Pantry Point digital coupon helper. Explain how to clip and use coupons in the app; you cannot see the
customer's account.

Customer: If I clip a coupon on my phone, do I still need to scan anything at self checkout?
Assistant:""",
        f"{SRC}pos:loyalty:cookie-session",
        ["cookie", "head", "b64url", "last_pair", "stable_neighbours"],
    )


@pos
def _coupon_validate_xray(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""Coupon validation assistant (called by the POS gateway)
{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
X-Pos-Lane: 0731-L07
X-Coupon-Api-Version: 2025-11-01

Explain to the cashier in one sentence why this coupon was rejected, using the rules: one manufacturer coupon
per item, store coupons stack.

Coupon: MFR 5-1100-01234 "$1.00 off 2 Brand X cereals", basket has 1 Brand X cereal.
Cashier message:""",
        f"{SRC}pos:loyalty:coupon-xray",
        ["header_block", "amzn_trace", "api_version_neighbour", "stable_neighbours"],
    )


@pos
def _tagalog_points(g: Gen67) -> Draft:
    return Draft(
        f"""Ikaw ang katulong ng Suki Rewards ng Palengke Plus supermarket. Sumagot sa Tagalog, maikli lang.
{now_line(g, "tl")}
Sangay: Palengke Plus Cubao

Miyembro: Nag-grocery ako kahapon ng 6:45 PM, P2,350 ang bayad, pero 0 points ang lumabas sa resibo. Paano ko
makukuha ang points ko?""",
        f"{SRC}pos:loyalty:tagalog",
        ["system_tail", "now_label", "non_english", "tl", "times_in_user_message"],
    )


# online grocery picking and delivery slots


@pos
def _slot_hold(g: Gen67) -> Draft:
    t = g.at("uk", (14, 18))
    exp = t + timedelta(minutes=15)
    return Draft(
        f"""You are the Harvest Lane online shopping assistant. Help the customer finish checkout; do not offer slots
that are not listed.

Available slots (store 0412, Thu 15 Oct): 16:00-17:00 GBP 4.50, 19:00-20:00 GBP 3.00, 21:00-22:00 GBP 1.50.
The 19:00-20:00 slot is held {v("token", "(hold " + g.b64url(18) + ", expires " + f"{exp:%H:%M:%S}" + ")")} while the customer confirms.

Customer: Can I change to the 21:00 one and still keep my member price on the wine?
Assistant:""",
        f"{SRC}pos:online:slot-hold",
        ["inline_phrase", "hold_token", "expiry_from_now", "b64url", "stable_neighbours"],
    )


@pos
def _picker_handheld(g: Gen67) -> Draft:
    t = g.at("us_e", (9, 11))
    return Draft(
        f"""Picker assistant on the handheld. Answer the picker in one short sentence.
{v("datetime", "Device clock: " + f"{t:%H:%M:%S}")}
Picker: P-1189-14
Wave: W3 (orders due at dock 11:30 AM)

Pick list:
Order 5588213  2x Organic bananas  bay A01
Order 5588213  1x Whole milk 1 gal  bay D04
Order 5588240  3x Greek yogurt 32oz  bay D09 (sub allowed: yes)

Picker: D09 has only 2 of the Greek yogurt, what do I do?
Assistant:""",
        f"{SRC}pos:online:picker-handheld",
        ["system_tail", "device_clock", "time_alone", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _wave_snapshot(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""You help the online shift lead balance picking waves. Suggest moves between waves; never move an order
whose slot starts within 90 minutes.

Waves {v("datetime", "as of " + iso_space(t) + " " + t.tzname())} {v("request_id", "(snapshot " + g.objectid(t) + ")")} for this request:
wave  slot_start  orders  items  pickers  picked
W4    14:00       18      412    3        61%
W5    15:00       26      598    2        12%
W6    16:00       21      455    2        0%

Lead: W5 looks stuck. What should I move?
Assistant:""",
        f"{SRC}pos:online:wave-snapshot",
        ["inline_phrase", "snapshot", "objectid", "zone_name", "pasted_content_neighbour"],
    )


@pos
def _substitution_chat_meta(g: Gen67) -> Draft:
    t = g.at("us_p")
    return Draft(
        f"""{{
  "channel": "app-chat",
  {v("session_id", '"conversation_id": "' + g.cuid2() + '",')}
  {v("datetime", '"client_time": "' + js_iso(t) + '",')}
  "store": "2291"
}}
You help customers approve or reject substitutions before the driver leaves. Be brief.

Order 7731902, substitutions proposed by the picker at 2:41 PM:
- Oatly Barista 32oz -> Oatly Original 64oz (same price per oz)
- Honeycrisp apples 3lb bag -> Gala apples 3lb bag (-$1.20)

Customer: yes to the oat milk, no to the apples, can I get loose Honeycrisp instead?
Assistant:""",
        f"{SRC}pos:online:substitution-meta",
        ["json_pretty", "head", "cuid2", "js_iso", "stable_neighbours", "pasted_content_neighbour"],
    )


@pos
def _route_snapshot(g: Gen67) -> Draft:
    t = g.at("aus", (17, 19))
    return Draft(
        f"""You answer "where is my order" chats for Greenbasket home delivery. Give the window, not the exact stop time.

Route snapshot taken {v("datetime", "at " + f"{t:%d/%m/%Y %H:%M:%S}")} for this request:
route R-3307-05, driver Sam, van DV-17, stops done 6 of 14
customer stop: 11 of 14, planned 18:40, window 18:00-19:00

Customer: Will my groceries be here before 6:30? My slot was 6-7.
Assistant:""",
        f"{SRC}pos:online:route-snapshot",
        ["inline_phrase", "dmy", "stable_neighbours"],
    )


@pos
def _slot_feed_headers(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""Slot availability fetched for this request:
{v("datetime", "Date: " + http_date(t))}
Cache-Control: max-age=30
ETag: W/"slots-0731-2026w42-v18"
{v("request_id", "X-Edge-Request-Id: " + g.hex(32).upper())}

{{"store": "0731", "slots": [{{"start": "2026-10-15T08:00:00-05:00", "end": "2026-10-15T10:00:00-05:00", "fee": 5.95, "left": 0}}, {{"start": "2026-10-15T10:00:00-05:00", "end": "2026-10-15T12:00:00-05:00", "fee": 3.95, "left": 4}}]}}

You tell customers which delivery slots are still open and what they cost, in one sentence.
Customer: anything tomorrow morning?
Assistant:""",
        f"{SRC}pos:online:slot-feed",
        ["header_block", "head", "http_date", "hex", "etag_stays", "fetched_record_neighbour"],
    )


@pos
def _italian_spesa(g: Gen67) -> Draft:
    return Draft(
        f"""Sei l'assistente della spesa online di Mercato Aurora. Rispondi in italiano, in modo cordiale e breve.
Punto vendita: 044 Bologna San Donato
{now_line(g, "it")}

Cliente: Ho prenotato la consegna per giovedì 15 ottobre fascia 18-20, ordine n. 2026-771203. Posso aggiungere
ancora una confezione di passata e il latte?""",
        f"{SRC}pos:online:italian",
        ["header_block", "now_label", "non_english", "it"],
    )


@pos
def _taiwan_delivery(g: Gen67) -> Draft:
    return Draft(
        f"""你是「好鄰居超市」線上購物的客服助理，請用繁體中文簡短回答。
{now_line(g, "zh_tw")}

顧客：我訂了明天 10:00-12:00 的外送時段，訂單編號 TW-20261014-00871，可以改成晚上 18:00-20:00 嗎？""",
        f"{SRC}pos:online:taiwan",
        ["system_tail", "now_label", "minguo", "fullwidth_colon", "non_english", "zh_tw"],
    )


@pos
def _finnish_picking(g: Gen67) -> Draft:
    return Draft(
        f"""Olet Kauppa Pohjolan verkkokaupan keräilyavustaja. Vastaa suomeksi ja lyhyesti.

Keräilijä: Tilauksessa 880214 on 2 kpl laktoositonta maitoa, mutta hyllyssä on vain 1. Asiakas ei ole sallinut
korvaavia tuotteita. Nouto on klo 16.00–17.00.
{now_line(g, "fi")}""",
        f"{SRC}pos:online:finnish",
        ["last_user", "now_label", "non_english", "fi"],
    )


@pos
def _chatml_current_time(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""<|im_start|>system
You are the Harvest Lane online orders assistant. Same-day changes close 2 hours before the slot starts.
{v("datetime", "Current time: " + f"{t:%Y-%m-%d %H:%M}" + " " + t.tzname())}
<|im_end|>
<|im_start|>user
My slot is 18:00-19:00 today, order HL-55102831. Can I still add a birthday cake?<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:online:chatml",
        ["chat_template", "chatml", "system_tail", "iso_minutes", "zone_name"],
    )


@pos
def _llama3_today(g: Gen67) -> Draft:
    t = g.at("us_c")
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You are the Pantry Point delivery assistant. Delivery fee is waived on orders over $35.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is delivery free if my order is $34.50 and I add a $2 coupon item?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        f"{SRC}pos:online:llama3",
        ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"],
    )


@pos
def _mistral_missing_items(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""<s>[INST] You handle missing-item claims for Verdemarkt online orders. Refund missing items without asking for
photos if the claim is made within 48 hours of delivery.
{v("request_id", "claim-request: " + g.uuid7(t))}

Order 4412093 delivered 13-10-2026 19:12. Missing: 1x Hagelslag puur 400g, 1x Kipfilet 500g. [/INST]""",
        f"{SRC}pos:online:mistral",
        ["chat_template", "mistral", "uuid7", "system_tail"],
    )


# self-checkout interventions


@pos
def _sco_handheld_bullets(g: Gen67) -> Draft:
    t = g.at("uk", (13, 14))
    return Draft(
        f"""# Self-checkout attendant assistant
- **Store:** 0412
- **Bank:** SCO bank A (lanes 21-28)
{v("session_id", "- **Handheld session:** " + g.hex(20))}
{v("datetime", "- **Opened:** " + f"{t:%H:%M:%S}" + " " + t.tzname())}

Explain to the attendant what the last interventions mean and which need a supervisor.

Lane 23  13:02:41  Unexpected item in bagging area  cleared by attendant 13:02:55
Lane 25  13:04:10  Age check: alcohol (Rioja 75cl)  approved, ID seen
Lane 21  13:05:33  Weight mismatch 412 g            3rd time this transaction
Assistant:""",
        f"{SRC}pos:sco:handheld-bullets",
        ["md_bullets", "head", "hex", "time_alone", "zone_name", "pasted_content_neighbour"],
    )


@pos
def _sco_cloudevent(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""You are the SCO analytics assistant. The lane controller sends each intervention as a CloudEvent; explain it
to the front-end manager in one sentence and say if it is unusual.

{{
  "specversion": "1.0",
  {v("request_id", '"id": "' + g.ulid(t) + '",')}
  "source": "urn:pantrypoint:store:0731:sco",
  "type": "com.pantrypoint.sco.intervention",
  {v("datetime", '"time": "' + rfc3339(t, 3) + '",')}
  "data": {{"lane": 6, "event_time": "2026-10-13T16:48:02-05:00", "reason": "ITEM_NOT_SCANNED", "transaction": "0731-06-20261013-0441", "resolved_by": "attendant"}}
}}""",
        f"{SRC}pos:sco:cloudevent",
        ["json_pretty", "envelope", "cloudevents", "ulid", "payload_stays", "tail"],
    )


@pos
def _sco_age_session_token(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""X-Store: 3307
{v("token", "X-Session-Token: " + g.jwt(t, "sco-att-3307-11"))}
X-Lane-Group: SCO-B

You advise self-checkout attendants on age-restricted sales under NSW rules. Short, clear, no legal advice beyond the
store policy.

Attendant: Customer has a digital licence on the Service NSW app but the screen is cracked. Can I accept it?
Assistant:""",
        f"{SRC}pos:sco:session-token",
        ["header_block", "head", "jwt", "stable_neighbours"],
    )


@pos
def _sco_xml_elements(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""<request>
  <store>1189</store>
  {v("request_id", "<request_id>" + g.b58(22) + "</request_id>")}
  {v("datetime", "<received>" + rfc3339(t) + "</received>")}
  <lane>SCO-04</lane>
</request>
Triage the weight mismatch log for the front-end lead: is the scale drifting, or is it customer behaviour?

SCO-04 weight exceptions (copied from the lane report):
10/13/2026 09:14:22  expected 454 g  measured 471 g  item: ground beef 1 lb
10/13/2026 11:40:09  expected 454 g  measured 472 g  item: ground beef 1 lb
10/13/2026 15:02:51  expected 340 g  measured 356 g  item: shredded cheese 12 oz""",
        f"{SRC}pos:sco:xml-elements",
        [
            "xml_element",
            "head",
            "base58",
            "rfc3339",
            "offset",
            "stable_neighbours",
            "pasted_content_neighbour",
        ],
    )


@pos
def _sco_b3(g: Gen67) -> Draft:
    return Draft(
        f"""You are the store IT helper. Explain the self-checkout error to the colleague at the lane and give the fix
steps from the runbook.
Runbook SCO-RB-12: E-212 receipt printer -> open printer bay, clear paper, press FEED twice.
{v("trace_id", "b3: " + g.hex(32) + "-" + g.hex(16) + "-1")}

Colleague: lane 26 says E-212 and the customer is waiting.
Assistant:""",
        f"{SRC}pos:sco:b3",
        ["system_tail", "b3_single", "hex"],
    )


@pos
def _ukrainian_sco(g: Gen67) -> Draft:
    return Draft(
        f"""Ти помічник адміністратора кас самообслуговування мережі «Наш Базар». Відповідай українською, коротко.
Магазин: 019 Київ, Оболонь
{now_line(g, "uk")}

Адміністратор: Каса 4 тричі поспіль показала «Неочікуваний товар у зоні пакування» о 12:05, 12:07 і 12:09
для одного покупця. Що робити?""",
        f"{SRC}pos:sco:ukrainian",
        ["header_block", "now_label", "cyrillic", "non_english", "uk", "times_in_user_message"],
    )


@pos
def _spanish_sco_server(g: Gen67) -> Draft:
    t = g.at("mex")
    return Draft(
        f"""Eres el asistente de cajas de autocobro de Mercado Solano. Responde en español de México, corto y claro.
{v("datetime", "Hora del servidor: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "X-Request-Id: " + g.uuid4())}

Supervisora: En la caja de autocobro 3 un cliente pesó aguacates como limones. El ticket es 214-03-00871, total
$412.50. ¿Cómo corrijo la venta?""",
        f"{SRC}pos:sco:spanish",
        ["system_tail", "dmy", "request_id", "non_english", "es"],
    )


@pos
def _clf_access_line(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""10.40.12.7 - - {v("datetime", "[" + clf(t) + "]")} "POST /sco-assist/v1/ask HTTP/1.1" store=0518
You explain self-checkout reports to the front-end manager in plain words.

Manager: This is yesterday's SCO summary. Is 4.1 interventions per 100 transactions bad?
Transactions 2,841; interventions 117 (weight 52, age 38, not scanned 19, other 8); average resolve time 41 s.
Assistant:""",
        f"{SRC}pos:sco:clf-access-line",
        ["head", "clf", "inline_prefix", "pasted_content_neighbour"],
    )


@pos
def _tamil_sco(g: Gen67) -> Draft:
    return Draft(
        f"""நீங்கள் "நல்லசந்தை" பல்பொருள் அங்காடியின் சுய-கட்டண இயந்திர உதவியாளர். தமிழில் சுருக்கமாக பதில் சொல்லுங்கள்.

பணியாளர்: சுய-கட்டண இயந்திரம் 2 இல் காலை 10:42 மணிக்கு "எடை பொருந்தவில்லை" என்று மூன்று முறை வந்தது. என்ன செய்ய வேண்டும்?
{now_line(g, "ta")}""",
        f"{SRC}pos:sco:tamil",
        ["last_user", "now_label", "non_english", "ta", "times_in_user_message"],
    )


@pos
def _bengali_sco(g: Gen67) -> Draft:
    return Draft(
        f"""আপনি "সবুজ বাজার" সুপারশপের সেলফ-চেকআউট সহকারী। বাংলায় সংক্ষেপে উত্তর দিন।
শাখা: সবুজ বাজার, ঢাকা ধানমন্ডি
{now_line(g, "bn")}

কর্মী: ৩ নম্বর সেলফ-চেকআউটে একজন গ্রাহক বিল পরিশোধ না করে চলে যাচ্ছিলেন, পরে ফিরে এসে পরিশোধ করেছেন। রিপোর্টে কী লিখব?""",
        f"{SRC}pos:sco:bengali",
        ["header_block", "now_label", "bengali_digits", "non_english", "bn"],
    )


# supplier deliveries at the back door


@pos
def _back_door_kiosk(g: Gen67) -> Draft:
    t = g.at("uk", (5, 6))
    return Draft(
        f"""Goods-in assistant (back door kiosk, store 0518)
{v("datetime", "Kiosk: " + f"{DAYS[t.weekday()]} {t.day:02d} {MONTHS[t.month - 1]} {t:%H:%M}")}

Check the driver's paperwork against the booking and say whether to accept, accept with notes or refuse.

Booking: DSD-0518-7731, Fenwick Dairies, booked 05:30-06:00, 4 roll cages chilled
Delivery note (typed by the receiver): DN 44718-B, 5 roll cages, loaded 03:12, trailer temp at door 7.8C
Assistant:""",
        f"{SRC}pos:receiving:kiosk",
        ["head", "device_clock", "weekday_time", "pasted_content_neighbour"],
    )


@pos
def _asn_lookup(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""You are the receiving assistant for Frischmarkt stores. Compare the ASN with what the receiver counted and
list differences.

ASN retrieved from the supplier portal {v("datetime", "at " + rfc3339(t))} {v("request_id", "(lookup lk_" + g.b62(12) + ")")} for this request:
ASN 4006381-2026-88102  supplier Molkerei Hofmann  created 2026-10-13T22:41:07+02:00
SSCC 340063810000881021  GTIN 4006381333931  Joghurt Natur 500 g  qty 120  MHD 2026-10-29
SSCC 340063810000881038  GTIN 4006381333948  Joghurt Erdbeer 500 g qty 96   MHD 2026-10-27

Counted at the door: Joghurt Natur 108, Joghurt Erdbeer 96.
Differences:""",
        f"{SRC}pos:receiving:asn-lookup",
        ["inline_phrase", "parenthesised_id", "rfc3339", "offset", "fetched_record_neighbour"],
    )


@pos
def _goods_in_single_json(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""{{"desk":"goods-in",{v("session_id", '"sess":"' + g.nanoid() + '",')}{v("datetime", '"opened":"' + rfc3339(t) + '",')}"store":"1189"}}
You help receivers at Pantry Point decide what to do with short or damaged DSD deliveries. Answer in steps.

Receiver: Frito-Lay driver brought 14 cases, invoice says 16. Driver says the other 2 come Thursday. Do I sign for 16?
Assistant:""",
        f"{SRC}pos:receiving:single-json",
        ["json_inline", "head", "nanoid", "rfc3339", "two_in_line", "stable_neighbours"],
    )


@pos
def _receiving_received_at(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""You check chilled deliveries at the back door for Greenbasket. Product above 5C on arrival is rejected.
{v("datetime", "Received-At: " + rfc3339(t, 3))}

Receiver: Probe readings just now at the door: milk 4.2C, chicken 6.1C, yoghurt 3.9C. Supplier is Coastline Foods,
invoice CF-2026-77120. What do I reject?
Assistant:""",
        f"{SRC}pos:receiving:received-at",
        ["system_tail", "rfc3339", "offset", "times_in_user_message"],
    )


@pos
def _reject_photo_upload(g: Gen67) -> Draft:
    t = g.at("uk", (6, 8))
    return Draft(
        f"""System: You write supplier rejection notes for Harvest Lane goods-in. Be factual; include the delivery note
number and what was rejected.
User: Rejected 2 trays of strawberries from delivery note 77102-A (Berryfields, arrived 05:48), mould on top layer.
Photo attached.
{v("request_id", "Attachment: att_" + g.ulid(t))}
{v("datetime", "Attached at: " + py_logging(t))}
Assistant:""",
        f"{SRC}pos:receiving:reject-photo",
        ["last_user", "upload_ref", "ulid", "python_logging"],
    )


@pos
def _swahili_delivery(g: Gen67) -> Draft:
    return Draft(
        f"""Wewe ni msaidizi wa kupokea mizigo wa maduka ya Soko Bora. Jibu kwa Kiswahili, kwa ufupi.
Tawi: Soko Bora, Nairobi Westlands
{now_line(g, "sw")}

Mpokeaji: Dereva wa maziwa amefika saa 4:15 asubuhi badala ya saa 2:00. Kreti 3 zina joto la 9°C. Nikubali au
nikatae?""",
        f"{SRC}pos:receiving:swahili",
        ["header_block", "now_label", "non_english", "sw", "times_in_user_message"],
    )


@pos
def _malay_delivery(g: Gen67) -> Draft:
    return Draft(
        f"""Anda pembantu penerimaan barang untuk pasar raya Segar Jaya. Jawab dalam Bahasa Melayu dengan ringkas.

Penerima: Lori sayur sampai pukul 6.20 pagi, nota hantaran SJ-2026-10-5531. Dua kotak kobis rosak. Bagaimana
saya rekod?
{now_line(g, "ms")}""",
        f"{SRC}pos:receiving:malay",
        ["last_user", "now_label", "non_english", "ms"],
    )


@pos
def _hungarian_delivery(g: Gen67) -> Draft:
    return Draft(
        f"""Te a Piactér áruházlánc áruátvételi asszisztense vagy. Válaszolj magyarul, röviden.
{now_line(g, "hu")}
Áruház: 062 Debrecen

Átvevő: A pékség szállítója 2026.10.14-én 5:40-kor érkezett, a szállítólevélen 120 kifli, de csak 100-at hozott.
Mit írjak a szállítólevélre?""",
        f"{SRC}pos:receiving:hungarian",
        ["system_tail", "now_label", "non_english", "hu", "dates_in_user_message"],
    )


@pos
def _romanian_delivery(g: Gen67) -> Draft:
    return Draft(
        f"""Ești asistentul de recepție marfă al lanțului Piața Verde. Răspunde în română, scurt.
Magazin: 017 Cluj-Napoca Mănăștur
{now_line(g, "ro")}

Recepționer: Furnizorul de carne a adus marfa la 07:20, avizul AV-2026-4410, temperatura în camion 6 °C. Pot să
primesc marfa?""",
        f"{SRC}pos:receiving:romanian",
        ["header_block", "now_label", "non_english", "ro", "times_in_user_message"],
    )


@pos
def _grpc_trace_bin(g: Gen67) -> Draft:
    return Draft(
        f"""grpc metadata:
  grpc-timeout: 20S
  {v("trace_id", "grpc-trace-bin: " + g.b64std(29))}
  x-invoice-service: dsd-match

You match DSD invoices to receipts for Pantry Point stores. Say which lines need a credit request.

Invoice 88102-CC (Coastal Beverages, delivered 10/13/2026 07:10 AM):
  Line 1  Cola 12pk    40 cases  $6.49
  Line 2  Diet Cola 12pk  25 cases  $6.49
Store receipt RCV-1189-20261013-04: Cola 12pk 40, Diet Cola 12pk 22.""",
        f"{SRC}pos:receiving:grpc-trace-bin",
        ["head", "header_block", "grpc", "base64", "stable_neighbours", "pasted_content_neighbour"],
    )


# pricing and promotions


@pos
def _esl_snapshot(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""You help store teams fix shelf-edge label problems at Verdemarkt. Say which labels to check on the shelf first.

Label sync status {v("datetime", "as of " + go_nano(t, g.small(1, 1000)))} for this request:
label        article  shelf price  system price  last_update
ESL-9A02F1   874411   1.29         1.29          2026-10-13T05:01:44+02:00
ESL-9A02F7   301140   2.49         2.19          2026-10-09T05:02:10+02:00
ESL-9A0311   880120   6.99         6.99          2026-10-13T05:01:47+02:00

Team question: customers say the speculaas rings up cheaper than the label. Why?
Answer:""",
        f"{SRC}pos:pricing:esl-snapshot",
        ["inline_phrase", "go_rfc3339nano", "offset", "pasted_content_neighbour"],
    )


@pos
def _promo_calendar_ctime(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""You check the promotions calendar for clashes: two promotions on the same product in the same week, or a
promotion ending on a weekend.

Promotions calendar, period 11:
PR-26-1104  Ready meals 3 for 10   2026-10-19 to 2026-11-01
PR-26-1107  Lasagne 1kg half price  2026-10-26 to 2026-11-08
PR-26-1111  Crisps multipack 2 for 5  2026-10-19 to 2026-10-25

Clashes:

{v("datetime", "calendar-bot built this prompt " + ctime(t))}""",
        f"{SRC}pos:pricing:promo-ctime",
        ["tail", "ctime", "footer", "pasted_content_neighbour"],
    )


@pos
def _price_audit_query(g: Gen67) -> Draft:
    t = g.at("us_c")
    return Draft(
        f"""You help Pantry Point store managers with their weekly price audit. Flag any item where our price is more than
5% above the local benchmark.

Benchmark prices collected {v("datetime", "at " + mdy12(t))} {v("request_id", "(query " + g.uuid7(t) + ")")} for this audit:
item                 ours   benchmark
Eggs large 12ct      3.49   3.19
Butter 1lb           4.79   4.69
Bananas per lb       0.59   0.55

Manager: which ones do I raise with pricing?
Assistant:""",
        f"{SRC}pos:pricing:price-audit",
        ["inline_phrase", "parenthesised_id", "uuid7", "mdy12", "pasted_content_neighbour"],
    )


@pos
def _price_change_gcp(g: Gen67) -> Draft:
    return Draft(
        f"""Price change approval helper. Explain whether the change needs the category director's sign-off (over 10% or
on a known-value item).
{v("trace_id", "X-Cloud-Trace-Context: " + g.gcp_trace())}

Change request PCR-2026-2210 (raised 2026-10-12 16:04 by j.ng): Harvest Lane semi-skimmed milk 2.27L from 1.65 to
1.85, effective 2026-10-19. Known-value item: yes.
Decision:""",
        f"{SRC}pos:pricing:gcp-trace",
        ["system_tail", "gcp_trace", "pasted_content_neighbour"],
    )


@pos
def _promo_sk_sentence(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""You explain promotion mechanics to Pantry Point cashiers. {v("datetime", "The current time is " + sk_now(t) + ".")} Answer
with an example basket.

Promotions running this week: Buy 2 get 1 free on cereal (mix and match), $1 off any 2 Brand Y yogurts, 10% off
bakery after 7 PM.

Cashier: Customer has 3 cereals and 2 yogurts and it's their bakery pastry too. What should the total discount be?
Assistant:""",
        f"{SRC}pos:pricing:sk-sentence",
        ["inline_sentence", "dotnet_long_datetime", "head"],
    )


@pos
def _markdown_optimiser_run(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""You explain the markdown optimiser's recommendations to the store manager in plain words.

Markdown optimiser run {v("run_id", g.ksuid(t))} finished {v("datetime", "at " + py_str(t))} with these recommendations for store 0412:
Halloween costumes kids      -50% from 2026-11-01 08:00
Pumpkin carving kits         -75% from 2026-11-01 08:00
Toffee apples 4pk            -30% from 2026-10-31 16:00

Manager: why is the pumpkin kit so deep?
Assistant:""",
        f"{SRC}pos:pricing:optimiser-run",
        ["inline_sentence", "ksuid", "python_str_datetime", "pasted_content_neighbour"],
    )


@pos
def _japanese_tokubai(g: Gen67) -> Draft:
    t = g.at("jst")
    wd = LOCAL["ja"][1][t.weekday()]
    return Draft(
        f"""あなたは「みなと食品館」の販促アシスタントです。本日のチラシ掲載商品の売場づくりを提案してください。
{v("date", "本日：" + f"{t.year}年{t.month}月{t.day}日（{wd}）")}

担当者：チラシ(10/14〜10/16)の目玉は国産豚こま 100g 98円と卵 1パック 178円です。どこに置けばいいですか？""",
        f"{SRC}pos:pricing:japanese-tokubai",
        ["system_tail", "today_label", "fullwidth_colon", "non_english", "ja"],
    )


@pos
def _norwegian_promo(g: Gen67) -> Draft:
    return Draft(
        f"""Du er kampanjeassistent for Nærbutikken-kjeden. Svar kort på norsk.
Butikk: 221 Bergen Sentrum
{now_line(g, "no")}

Butikksjef: Kampanjen «3 for 2 på kaffe» varer fra 12.10.2026 til 25.10.2026. En kunde spør om den gjelder
på 250 g-posene også. Hva sier jeg?""",
        f"{SRC}pos:pricing:norwegian",
        ["header_block", "now_label", "non_english", "no"],
    )


@pos
def _lithuanian_promo(g: Gen67) -> Draft:
    return Draft(
        f"""Tu esi prekybos tinklo „Turgus“ akcijų asistentas. Atsakyk lietuviškai, trumpai.

Parduotuvės vadovė: Akcija „-30 % visoms kavoms“ baigėsi 2026-10-11 23:59, bet kasos vis dar taiko nuolaidą.
Ką daryti?
{now_line(g, "lt")}""",
        f"{SRC}pos:pricing:lithuanian",
        ["last_user", "now_label", "non_english", "lt", "dates_in_user_message"],
    )


@pos
def _price_integrity_footer(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""You answer Greenbasket customers who report a shelf price that differs from the register. Under the store's
scanning code the customer gets the first item free if the register price is higher than the shelf.

Customer: The shelf said $4.50 for the Arnott's Tim Tams but I was charged $5.25 at Marrickville this morning.

--
{v("request_id", "req " + g.uuid7(t))}
{v("datetime", "rendered " + rfc3339(t))}""",
        f"{SRC}pos:pricing:integrity-footer",
        ["footer", "tail", "uuid7", "rfc3339", "offset"],
    )


@pos
def _html_comment_ctx(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""<!-- promo-desk store=0917 {v("request_id", "req=" + g.xid(t))} {v("epoch", "t=" + str(epoch_ms(t)))} lang=en -->
You help Marché Clair managers set up in-store promotions in the POS. Give the POS menu path step by step.

Manager: How do I set a "2nd at half price" on the Leffe 6-packs from Monday 19 October to Sunday 1 November?
Assistant:""",
        f"{SRC}pos:pricing:html-comment",
        ["html_comment", "key_value_inline", "xid", "epoch_ms", "head", "stable_neighbours"],
    )


# the same worlds' apps: unusual labels, edges of the prompt, envelopes and tools


@pos
def _epoch_prefix_head(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""{v("epoch", "[" + str(epoch_ms(t)) + "]")} aislefinder store=0412 lang=en
You tell Harvest Lane customers which aisle a product is in, using the store map. If it is not stocked, say so.

Store map excerpt: aisle 1 fruit & veg, aisle 4 world foods, aisle 9 baking, aisle 12 biscuits, aisle 17 free-from.

Customer: where's the gluten free flour?
Assistant:""",
        f"{SRC}pos:apps:epoch-prefix",
        ["head", "bracketed_prefix", "epoch_ms", "stable_neighbours"],
    )


@pos
def _made_up_labels(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""{v("datetime", "Zeitanker: " + rfc3339(t, 3))}
{v("request_id", "bffStamp: " + g.ulid(t))}
Markt: 0877
Rolle: Marktleitung

Du beantwortest Fragen der Marktleitung zu Kassenabschlüssen. Antworte auf Deutsch, in kurzen Sätzen.

Marktleitung: Kasse 5 hatte gestern eine Differenz von minus 23,40 EUR beim Abschluss um 21:14:08. Muss ich das
melden?""",
        f"{SRC}pos:apps:made-up-labels",
        ["head", "header_block", "made_up_label", "ulid", "rfc3339", "non_english", "de"],
    )


@pos
def _epoch_ns_tail(g: Gen67) -> Draft:
    t = g.at("utc")
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return Draft(
        f"""You summarise customer comments from the Greenbasket feedback kiosk into themes with counts.

Comments from 13 Oct:
"Self checkouts keep asking for assistance for bananas"
"Lovely bakery, bread sold out by 5pm though"
"Car park lights out near the trolley bay"
"Self checkout 4 weighed my apples wrong"

Themes:
{v("epoch", "ts_ns=" + str(ns))}""",
        f"{SRC}pos:apps:epoch-ns-tail",
        ["tail", "epoch_ns", "key_value_line"],
    )


@pos
def _rag_fetched_attr(g: Gen67) -> Draft:
    t = g.at("uk")
    t2 = t + timedelta(milliseconds=g.small(30, 600))
    return Draft(
        f"""Answer the colleague's question using only the documents. Quote the document number.

<document index="1" source="policy/age-restricted-sales.md" {v("datetime", 'fetched="' + rfc3339(t, 3) + '"')} rev="14">
Challenge 25 applies to alcohol, tobacco, knives, solvents and energy drinks. Accepted ID: passport, photocard
driving licence, PASS card. Refusals are logged on the till (reason code 12) before 23:59 the same day.
</document>
<document index="2" source="policy/sco.md" {v("datetime", 'fetched="' + rfc3339(t2, 3) + '"')} rev="9">
Self-checkout age approvals must be made face to face; remote approval is not allowed.
</document>

Colleague: can I approve a wine purchase on SCO from the attendant podium without walking over?
Answer:""",
        f"{SRC}pos:apps:rag-fetched-attr",
        ["rag_doc_header", "xml_attr", "rfc3339", "two_spans"],
    )


@pos
def _gemma_stamp(g: Gen67) -> Draft:
    t = g.at("ist")
    return Draft(
        f"""<start_of_turn>user
You are the store helper for Taaza Bazaar supermarkets. Answer in simple English for new joiners.
{v("datetime", "Stamp: " + iso_space(t) + " IST")}

What is FEFO and why do we rotate milk that way?<end_of_turn>
<start_of_turn>model
""",
        f"{SRC}pos:apps:gemma",
        ["chat_template", "gemma", "iso_space", "zone_name"],
    )


@pos
def _phi3_now(g: Gen67) -> Draft:
    t = g.at("us_p")
    return Draft(
        f"""<|system|>
You are the Pantry Point pharmacy-and-grocery helper. Grocery questions only; send pharmacy questions to the
pharmacist.
{v("datetime", "Now: " + unix_date(t))}<|end|>
<|user|>
Do you still have the pumpkin pie deal on today, the 2 for $9 one?<|end|>
<|assistant|>
""",
        f"{SRC}pos:apps:phi3",
        ["chat_template", "phi3", "unix_date", "inline_before_end_token"],
    )


@pos
def _react_time_tool(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""Answer the following question as best you can. You have access to the tools: get_time, store_hours,
slot_search.

Question: Can a customer in 2207 still get a delivery slot today?
Thought: I need the current time and today's slots.
Action: get_time
Action Input: {{}}
{v("datetime", "Observation: " + rfc3339(t))}
Thought: now the slots.
Action: slot_search
Action Input: {{"store": "2207", "date": "2026-10-14"}}
Observation: [{{"slot": "18:00-20:00", "left": 2}}, {{"slot": "20:00-22:00", "left": 0}}]
Thought:""",
        f"{SRC}pos:apps:react-get-time",
        ["agent_loop", "tool_result", "rfc3339", "offset", "tool_output_stays"],
    )


@pos
def _partner_webhook_envelope(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""Partner order webhook received by the store assistant:
X-Partner-Topic: order.status_changed
{v("request_id", "X-Partner-Delivery-Id: " + g.uuid4())}
{v("datetime", "X-Partner-Sent-At: " + rfc3339(t))}
{v("signature", "X-Partner-Signature: sha256=" + g.hex(64))}

{{"order_id": "PO-88213-B", "store": "0731", "status": "picker_started", "changed_at": "2026-10-14T09:02:11-05:00", "items": 27}}

Tell the store's online lead what this status change means and whether they need to do anything.""",
        f"{SRC}pos:apps:partner-webhook",
        ["head", "header_block", "envelope", "signature", "payload_stays"],
    )


@pos
def _id_asked_vs_request_id(g: Gen67) -> Draft:
    t = g.at("uk")
    order_t = t - timedelta(days=2, hours=3)
    return Draft(
        f"""You help Harvest Lane customer service agents trace online orders.
{v("request_id", "Request-Id: " + g.ulid(t))}
Agent: A.Brennan

Agent: The customer quotes order {g.ulid(order_t)} and says the driver never came. What should I check first?
Assistant:""",
        f"{SRC}pos:apps:asked-id-vs-request-id",
        ["system_tail", "near_miss", "ulid", "id_in_question"],
    )


@pos
def _trading_week(g: Gen67) -> Draft:
    t = g.at("uk")
    return Draft(
        f"""Store: 0518
{v("date", "Trading week (current): " + iso_week(t)[:8])}
Region: Yorkshire North

You compare this week's sales to plan for store managers. Say in one line whether the store is ahead or behind, and
then the biggest driver.

Manager: plan is 412k, we're at 268k with Thursday to Sunday to go, last year same week did 58% Thu-Sun.
Assistant:""",
        f"{SRC}pos:apps:trading-week",
        ["header_block", "iso_week", "current_week", "stable_neighbours"],
    )


@pos
def _business_date(g: Gen67) -> Draft:
    t = g.at("us_e")
    return Draft(
        f"""POS assistant (back office)
Store: 1189
{v("date", "Business date: " + iso_date(t))}
Terminal: BO-01

Explain the end-of-day report line by line for a new shift supervisor.

EOD report, business date 2026-10-12:
Gross sales 84,211.07 | Voids 312.40 (27) | Refunds 1,104.55 (19) | Coupons 2,877.10 | Over/short -3.15
Assistant:""",
        f"{SRC}pos:apps:business-date",
        ["header_block", "business_date", "iso_date", "pasted_content_neighbour"],
    )


@pos
def _tool_call_envelope(g: Gen67) -> Draft:
    t = g.at("aus")
    return Draft(
        f"""System: You are the Greenbasket rostering assistant. Use the tool results; do not guess hours.
User: How many hours has Mia worked this week? She can't go over 38.
Assistant: (calls get_timesheet for employee 33071142)
Tool result {v("request_id", "(call call_" + g.b62(24) + ")")} received {v("datetime", "at " + rfc3339(t))} from get_timesheet:
Mon 06:00-14:30 (30 min break), Tue 06:00-14:30 (30 min break), Thu 13:00-21:30 (30 min break)
Assistant:""",
        f"{SRC}pos:apps:tool-call-envelope",
        ["tool_result", "envelope", "rfc3339", "offset", "tool_output_stays"],
    )


@pos
def _json_tail_single(g: Gen67) -> Draft:
    t = g.at("utc")
    return Draft(
        f"""You are Aisle Buddy, the Pantry Point app's recipe-to-cart helper. Turn the recipe into a shopping list
grouped by aisle; skip pantry staples.

Recipe: Chili for 6 - 2 lb ground beef, 2 cans kidney beans, 1 can crushed tomatoes, 1 onion, chili powder, cumin.

{{"app":"aisle-buddy",{v("request_id", '"rid":"' + g.uuid7(t) + '",')}{v("epoch", '"ts":' + str(epoch_s(t)) + ",")}"v":2}}""",
        f"{SRC}pos:apps:json-tail",
        ["json_inline", "tail", "uuid7", "epoch_s", "two_in_line"],
    )


@pos
def _whatsapp_order(g: Gen67) -> Draft:
    t = g.at("ist")
    return Draft(
        f"""You take WhatsApp grocery orders for Taaza Bazaar, Pune Kothrud. Confirm items and the delivery window;
deliveries run 10:00-21:00.

{{
  "from": "9198xxxx4471",
  {v("message_id", '"id": "wamid.' + g.b64std(30) + '",')}
  {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "2 kg onions, 1 kg tomatoes, 5 L sunflower oil, Amul butter 500g. Deliver by 7 pm please"}}
}}""",
        f"{SRC}pos:apps:whatsapp-order",
        ["json_pretty", "envelope", "whatsapp", "epoch_s", "tail", "payload_stays"],
    )


@pos
def _sigv4_pricing_call(g: Gen67) -> Draft:
    t = g.at("utc")
    date8 = f"{t:%Y%m%d}"
    return Draft(
        f"""The program called the pricing service for this request:
POST /v2/price-lookup HTTP/1.1
Host: pricing.internal.pantrypoint.example
{v("datetime", "X-Amz-Date: " + f"{t:%Y%m%dT%H%M%SZ}")}
{v("signature", "Authorization: AWS4-HMAC-SHA256 Credential=AKIAEXAMPLEPRICING/" + date8 + "/us-east-1/execute-api/aws4_request, SignedHeaders=host;x-amz-date, Signature=" + g.hex(64))}

Response: {{"upc": "041196010428", "store": "1189", "regular": 3.49, "promo": 2.99, "promo_end": "2026-10-20"}}

Tell the customer the price in one sentence.""",
        f"{SRC}pos:apps:sigv4-pricing",
        ["header_block", "sigv4", "signature", "fetched_record_neighbour"],
    )


@pos
def _polish_pull_phrase(g: Gen67) -> Draft:
    t = g.at("cet")
    return Draft(
        f"""Jesteś asystentem działu świeżego w sieci Kasa Fresh. Odpowiadaj po polsku.

Stany magazynowe pobrane {v("datetime", "o " + f"{t:%H:%M:%S}")} {v("request_id", "(pobranie " + g.b58(12) + ")")} na potrzeby tego zapytania:
indeks   nazwa                 stan  data_przydatności
200311   Twaróg półtłusty 250g  42    2026-10-19
200318   Jogurt naturalny 400g  7     2026-10-16

Kierownik: Czy zamówić więcej jogurtu na weekend?""",
        f"{SRC}pos:apps:polish-pull-phrase",
        ["inline_phrase", "parenthesised_id", "time_alone", "base58", "non_english", "pl"],
    )


# --- hand-written negatives: pasted material -----------------------------------------------------------------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# (source, tags, block, question, lead-in): blocks the user pastes; ids in `§...§` slots are drawn by `fill`
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    # store operations and shift handovers
    (
        "handover-json",
        ["json_pretty", "nested", "created_at_first", "store_ops"],
        """{
  "created_at": "2026-10-13T22:47:19+01:00",
  "store": "0412",
  "shift": "late",
  "lead": "K. Osei",
  "entries": [
    {"ts": "2026-10-13T19:02:44+01:00", "area": "bakery", "note": "oven 2 E14, reset"},
    {"ts": "2026-10-13T21:15:09+01:00", "area": "dairy", "note": "MD-07 at 6.1C, engineer booked"},
    {"ts": "2026-10-13T22:31:50+01:00", "area": "cash office", "note": "till 6 drawer jammed"}
  ],
  "id": "§u7:2026-10-13T22:47:19+01:00§"
}""",
        "What are the open issues from this handover, and which one should the morning lead handle first?",
        "Here is the handover the late shift saved in the app",
    ),
    (
        "incident-csv",
        ["csv", "uuid7", "store_ops"],
        """incident_id,created,store,type,description
§u7:2026-10-09T10:14:22Z§,2026-10-09 11:14:22,0412,slip,customer slipped near flowers
§u7:2026-10-11T15:40:03Z§,2026-10-11 16:40:03,0412,injury,colleague cut hand on box cutter
§u7:2026-10-12T08:05:51Z§,2026-10-12 09:05:51,0518,near miss,cage tipped in warehouse""",
        "Which of these must be reported to head office within 24 hours under our policy (injuries only)?",
        "Export from the incident log",
    ),
    (
        "security-log",
        ["log_lines", "bracketed_timestamps", "store_ops"],
        """[2026-10-13 22:41:07] GUARD-2 lock-up started, 4 customers still in store
[2026-10-13 22:48:55] GUARD-2 last customer out, doors 1-2 locked
[2026-10-13 22:52:10] ALARM panel armed by code 0412-07 (K. Osei)
[2026-10-13 23:31:44] ALARM zone 14 (warehouse PIR) triggered, keyholder called 23:33
[2026-10-13 23:58:02] KEYHOLDER on site, no intrusion found, zone 14 isolated""",
        "Was the alarm response within the 30-minute keyholder target?",
        "Security log from last night",
    ),
    (
        "facilities-email",
        ["email_headers", "message_id", "date_header", "store_ops"],
        """From: Facilities Helpdesk <facilities@harvestlane.example>
To: store0412@harvestlane.example
Date: Tue, 13 Oct 2026 16:22:31 +0100
Message-ID: <20261013152231.7F3A2C@mail.harvestlane.example>
Subject: Job FM-30417 - freezer door 4 gasket

Hello, the engineer will attend on Thursday 15 October between 08:00 and 12:00. Please make sure the freezer
aisle is clear. Reference FM-30417.""",
        "Draft a two-line reply confirming access and asking whether the engineer needs the freezer emptied.",
        "Facilities sent me this",
    ),
    (
        "chat-export",
        ["chat_export", "bracketed_timestamps", "store_ops"],
        """[13/10/2026, 06:02:14] Lena (opening lead): Bread delivery short again, 40 rolls missing
[13/10/2026, 06:05:40] Marek (bakery): I'll bake off 2 extra trays
[13/10/2026, 06:31:09] Lena (opening lead): Till 3 printer down, ticket SD-88213
[13/10/2026, 07:58:47] Area manager: Visit moved to 10:30""",
        "Summarise this group chat into three action points for the manager.",
        "Our store WhatsApp group this morning",
    ),
    (
        "forms-export",
        ["csv", "timestamp_first", "form_export", "store_ops"],
        """Timestamp,Store,Fire exits clear,First aid kit checked,Checked by
13/10/2026 06:41:12,0412,Yes,Yes,L. Nowak
13/10/2026 06:44:58,0518,No,Yes,D. Reid
13/10/2026 07:02:30,0731,Yes,No,S. Grant""",
        "Which stores failed a check, and on what?",
        "The morning safety form responses",
    ),
    (
        "checklist-yaml",
        ["yaml", "updated_first", "store_ops"],
        """Updated: 2026-10-13 21:58:40
checklist: closing
store: 3307
items:
  - task: hot food counter cleaned
    done_at: "21:12:05"
  - task: rotisserie oven off
    done_at: "21:20:41"
  - task: cash office locked
    done_at: null""",
        "Is the closing checklist complete? If not, what is missing?",
        "This is what the closing app saved",
    ),
    # replenishment and ordering
    (
        "order-kv",
        ["key_value", "ulid", "replenishment"],
        """order=SO-0518-20261014-01 created=2026-10-14T06:12:09+01:00 lines=288 status=submitted id=§ulid:2026-10-14T05:12:09Z§
order=SO-0518-20261014-02 created=2026-10-14T06:40:55+01:00 lines=12 status=rejected reason=after_cutoff id=§ulid:2026-10-14T05:40:55Z§""",
        "Why was the second order rejected, and what can the store do now?",
        "From the store order log",
    ),
    (
        "dc-schedule-md",
        ["md_table", "dates_in_table", "replenishment"],
        """| Delivery | Departs DC       | Due at store     | Cages | Temp    |
|----------|------------------|------------------|-------|---------|
| D1       | 14/10 02:10      | 14/10 04:05      | 14    | ambient |
| D2       | 14/10 03:30      | 14/10 05:15      | 9     | chilled |
| D3       | 14/10 11:45      | 14/10 13:40      | 6     | frozen  |""",
        "If the store closes receiving between 12:00 and 13:00, which delivery is at risk?",
        "The DC schedule for today",
    ),
    (
        "replen-logfmt",
        ["logfmt", "ulid", "pasted_log", "replenishment"],
        """ts=2026-10-14T05:00:01.118Z level=info run=§ulid:2026-10-14T05:00:01Z@run§ msg="run started" pool=rp-eu-2
ts=2026-10-14T05:00:44.902Z level=warn run=§ulid:2026-10-14T05:00:01Z@run§ msg="missing sales feed" store=0412 day=2026-10-13
ts=2026-10-14T05:01:12.337Z level=error run=§ulid:2026-10-14T05:00:01Z@run§ msg="forecast fallback used" store=0412 sku_count=1184""",
        "Explain what went wrong in this replenishment run and what it means for today's order.",
        "Logs the IT team sent",
    ),
    (
        "order-api-exchange",
        ["http_exchange", "request_id", "date_header", "replenishment"],
        """POST /v1/store-orders HTTP/1.1
Host: orders.harvestlane.example
Content-Type: application/json
X-Request-ID: §u4@req§

{"store": "0412", "delivery_date": "2026-10-16", "lines": [{"sku": "5012841", "qty": 264}]}

HTTP/1.1 409 Conflict
Date: Wed, 14 Oct 2026 10:12:44 GMT
X-Request-ID: §u4@req§
Content-Type: application/json

{"error": "order_exists", "existing_order": "SO-0412-2026-10-14-01", "created_at": "2026-10-14T06:12:09+01:00"}""",
        "Why do we get a 409 here, and should the integration retry?",
        "Our integration test sent this and got the response below",
    ),
    (
        "polish-order-email",
        ["email_headers", "non_english", "pl", "replenishment"],
        """Od: Zamówienia Piekarnia Zielna <zamowienia@piekarnia-zielna.example>
Data: śr., 14 paź 2026 07:48:31 +0200
Temat: Potwierdzenie zamówienia nr 2026-5581

Dzień dobry, potwierdzamy zamówienie na sobotę 17.10.2026: bułka kajzerka 400 szt., chleb wiejski 60 szt.
Dostawa między 05:00 a 05:30. Zmiany przyjmujemy do piątku do 9:00.""",
        "Czy możemy jeszcze zwiększyć zamówienie na kajzerki? Jest środa wieczór.",
        "Piekarnia przysłała to potwierdzenie",
    ),
    (
        "soh-single-json",
        ["json_inline", "epoch_ms", "replenishment"],
        """{"store":"2207","sku":"874412","soh":0,"last_receipt_ms":1760331550000,"last_sale_ms":1760376700000,"on_order":24,"next_delivery":"2026-10-15"}""",
        "Convert the two epoch fields to Amsterdam time and tell me if the product sold out before or after the last delivery.",
        "The stock API returned this for halfvolle melk",
    ),
    (
        "forecast-csv",
        ["csv", "dates_in_table", "replenishment"],
        """date,sku,forecast,actual,override,override_by,override_at
2026-10-09,5031178,52,58,,,
2026-10-10,5031178,64,71,80,j.ng,2026-10-08 14:02:51
2026-10-11,5031178,60,44,,,""",
        "Did the override on the 10th help or hurt?",
        "Sourdough forecast vs actual",
    ),
    (
        "proposal-json-ulid",
        ["json_pretty", "id_first", "ulid", "replenishment"],
        """{
  "id": "§ulid:2026-10-14T04:58:12Z§",
  "generated": "2026-10-14T04:58:12Z",
  "store": "3307",
  "lines": [
    {"sku": "770112", "proposed": 48, "reason": "promo uplift 2026-W42"},
    {"sku": "770140", "proposed": 0, "reason": "overstock, 9 days cover"}
  ]
}""",
        "Why would the system propose zero for the second line?",
        "Below is what the system returned",
    ),
    # planograms
    (
        "pog-xml",
        ["xml", "created_attr", "planogram"],
        """<planogram id="POG-BISC-4M-H5" version="2026.09" created="2026-09-14T10:22:31+01:00" updated="2026-09-26T16:05:12+01:00">
  <bay n="3" width="1330">
    <shelf n="1"><item gtin="5000168001142" facings="4"/><item gtin="5000168018423" facings="3"/></shelf>
    <shelf n="2"><item gtin="5000168202655" facings="5"/></shelf>
  </bay>
</planogram>""",
        "How many facings in total does bay 3 have, and when was this version last changed?",
        "Export from the space planning system",
    ),
    (
        "pog-change-csv",
        ["csv", "effective_dates", "planogram"],
        """pog_id,store_cluster,change,effective,created_by,created_at
POG-CER-8FT-02,C3,move Cheerios 18oz to shelf 4,2026-10-18,space.team,2026-10-02T11:40:09-04:00
POG-CER-8FT-02,C3,add Quaker Oats 42oz,2026-10-18,space.team,2026-10-02T11:41:30-04:00
POG-SNK-12FT-07,C1,delist Pretzel Thins,2026-10-25,space.team,2026-10-06T09:12:55-04:00""",
        "Which changes hit our cluster C3 store this month?",
        "My colleague sent this",
    ),
    (
        "recognition-json",
        ["json_pretty", "ksuid", "captured_at", "planogram"],
        """{
  "capture_id": "§ksuid:2026-10-13T06:12:40Z§",
  "captured_at": "2026-10-13T08:12:40+02:00",
  "store": "2207",
  "aisle": 5,
  "findings": [
    {"bay": 2, "shelf": 3, "type": "OOS", "gtin": "8710400011123", "confidence": 0.94},
    {"bay": 2, "shelf": 4, "type": "FACINGS", "expected": 3, "found": 2, "confidence": 0.88}
  ]
}""",
        "Turn these findings into tasks for the shelf filler.",
        "The shelf camera sent this",
    ),
    (
        "reset-tasks-md",
        ["md_table", "workforce_app", "planogram"],
        """| Task ID   | Aisle | Task                         | Due              | Assigned | Status      |
|-----------|-------|------------------------------|------------------|----------|-------------|
| T-88102   | 12    | Biscuits reset bays 1-4      | 2026-10-15 05:00 | Night 2  | not started |
| T-88103   | 12    | Print SELs biscuits          | 2026-10-14 22:00 | Night 1  | done        |
| T-88107   | 4     | World foods new line (ramen) | 2026-10-16 05:00 | Night 2  | not started |""",
        "Can night team 2 do both resets tomorrow night if each takes 3 hours and the shift is 22:00-06:00?",
        "From the workforce app",
    ),
    (
        "german-pog-email",
        ["email_headers", "non_english", "de", "planogram"],
        """Von: Category Management Frische <cm-frische@frischmarkt.example>
Gesendet: Dienstag, 13. Oktober 2026 15:42
An: Filialen Süd
Betreff: Planogrammänderung Molkerei KW 43

Liebe Kolleginnen und Kollegen, ab Montag, 19.10.2026 gilt das neue Planogramm MOL-3M-V12. Bitte die Umbauten
bis 21.10.2026, 07:00 Uhr abschließen und im Portal bestätigen.""",
        "Bis wann genau müssen wir umbauen, und was müssen wir danach im Portal machen?",
        "Die Mail von der Zentrale",
    ),
    (
        "space-yaml",
        ["yaml", "nested", "planogram"],
        """pog: POG-WINE-6M-A2
version: 7
lastModified: 2026-10-05T07:14:58Z
modifiedBy: c.murphy
bays:
  - n: 1
    category: red
    facings: 42
  - n: 2
    category: white
    facings: 38""",
        "How many wine facings in total, and who changed it last?",
        "Here is the export from the space system",
    ),
    # shrink and waste
    (
        "waste-csv",
        ["csv", "offsets", "shrink"],
        """logged_at,store,sku,desc,qty,reason,user
2026-10-13T20:41:12+01:00,0412,5031178,Sourdough loaf 800g,9,unsold,bk02
2026-10-13T20:43:55+01:00,0412,5044120,Chicken tikka slice,14,hot hold expired,hf01
2026-10-13T20:45:30+01:00,0412,5031290,Croissant 4pk,6,damaged,bk02""",
        "What share of these units is avoidable waste?",
        "The bakery waste export",
    ),
    (
        "eas-log",
        ["log_lines", "offsets", "shrink"],
        """2026-10-11 17:22:04 -04:00 pedestal=2 event=RF_ALARM tag=8.2MHz door=front
2026-10-11 17:22:31 -04:00 pedestal=2 event=RF_ALARM tag=8.2MHz door=front
2026-10-11 18:03:12 -04:00 pedestal=1 event=AM_ALARM tag=58kHz door=front
2026-10-11 18:03:13 -04:00 pedestal=1 event=AM_ALARM tag=58kHz door=front""",
        "Are the 18:03 alarms one event or two?",
        "EAS gate log",
    ),
    (
        "pos-journal",
        ["pos_journal", "receipt", "shrink"],
        """STORE 0731  LANE 07  OP 4471  13/10/2026 19:41:08
TRANS 0731-07-20261013-0912
  VOID ITEM   Ribeye steak 1.2lb     -18.99
  VOID ITEM   Ribeye steak 1.1lb     -17.42
  NO SALE                     19:43:50
  SUSPEND                     19:44:02
RESUME 0731-07-20261013-0913  19:52:40""",
        "Is this pattern of voids and a no-sale something loss prevention should look at?",
        "A till journal extract",
    ),
    (
        "lp-case-json",
        ["json_pretty", "id_first", "uuid4", "shrink"],
        """{
  "id": "§u4§",
  "opened": "2026-10-02T14:12:09Z",
  "store": "0518",
  "type": "organised retail crime",
  "incidents": 4,
  "last_incident": "2026-10-11T18:22:40Z",
  "police_ref": "WY-13/10/2026-0518"
}""",
        "Write a one-paragraph summary of this case for the regional LP meeting.",
        "Case from our LP system",
    ),
    (
        "rtc-print-log",
        ["log_lines", "offsets", "shrink"],
        """2026-10-13T19:02:11+01:00 PRINT label=RTC-50 sku=5044120 qty=6 printer=LP-02 user=hf01
2026-10-13T19:05:42+01:00 PRINT label=RTC-75 sku=5044120 qty=4 printer=LP-02 user=hf01
2026-10-13T19:06:03+01:00 REPRINT label=RTC-75 sku=5044120 qty=4 printer=LP-02 user=hf01""",
        "Why would someone print 75% labels three minutes after 50% labels on the same product?",
        "Reduced-to-clear label printer log",
    ),
    (
        "spanish-merma",
        ["table", "non_english", "es", "shrink"],
        """Fecha       Hora      Tienda  Artículo              Cantidad  Motivo
13/10/2026  21:05:17  214     Bolillo               84        no vendido
13/10/2026  21:07:42  214     Pan dulce concha      31        no vendido
13/10/2026  21:10:03  214     Yogur natural 1 kg    6         caducado""",
        "¿Por qué la merma de pan es tan alta y qué ajustarías en la producción?",
        "Registro de merma de ayer",
    ),
    (
        "cctv-export-meta",
        ["json_pretty", "base64", "shrink"],
        """{
  "clip_id": "§b64s:24§",
  "camera": "CAM-03 front exit",
  "start": "2026-10-11T17:21:40-04:00",
  "end": "2026-10-11T17:23:10-04:00",
  "exported_by": "lp.1189",
  "exported_at": "2026-10-12T09:14:02-04:00",
  "sha256": "§hex:64§"
}""",
        "Is this export within our 30-day retention rule, and does it cover both alarms at 17:22?",
        "Metadata of the clip I exported",
    ),
    # cold chain
    (
        "alarm-history",
        ["table", "alarm_history", "cold_chain"],
        """Case   Alarm           Raised               Cleared              Max temp
MD-07  HIGH AIR OFF    14/10/2026 03:12:09  14/10/2026 05:40:31  9.4C
MD-07  DEFROST TIMEOUT 14/10/2026 02:40:00  14/10/2026 02:58:12  n/a
FZ-02  DOOR OPEN       13/10/2026 22:01:45  13/10/2026 22:17:30  -14.1C""",
        "How long was MD-07 above 8C if it crossed 8C at 03:40, and does the product have to go?",
        "Alarm history from the case controller",
    ),
    (
        "webhook-debug",
        ["webhook", "standard_webhooks", "signature", "debugging", "cold_chain"],
        """POST /hooks/fridge HTTP/1.1
webhook-id: msg_§b62:22§
webhook-timestamp: 1760408529
webhook-signature: v1,§b64s:32§
content-type: application/json

{"type": "case.high_temp", "store": "0518", "case_id": "MD-07", "raised_at": "2026-10-14T03:12:09+01:00", "air_off_c": 9.4}""",
        "Our receiver rejects this with 'timestamp too old'. The server clock is correct. What's going on?",
        "I'm debugging our alarm webhook receiver; this is one delivery it rejected",
    ),
    (
        "logger-csv-epoch",
        ["csv", "epoch_s", "cold_chain"],
        """epoch,probe,temp_c
1760406000,WALKIN-1,2.9
1760407800,WALKIN-1,3.4
1760409600,WALKIN-1,6.8
1760411400,WALKIN-1,7.9
1760413200,WALKIN-1,4.1""",
        "Convert the times to UK time and tell me how long the walk-in was above 5C.",
        "Logger download",
    ),
    (
        "haccp-form",
        ["form_export", "dmy_times", "cold_chain"],
        """HACCP DAILY RECORD - DELI - STORE 3307
Date: 14/10/2026
Check 1  07:05  Cold display 3.8C  Hot hold n/a   Initials MT
Check 2  11:02  Cold display 4.4C  Hot hold 63.4C Initials MT
Check 3  15:10  Cold display 5.6C  Hot hold 61.0C Initials JR
Corrective action: 15:25 display adjusted, 15:55 4.7C""",
        "Was the corrective action at 15:25 done in time under a 30-minute rule?",
        "Today's HACCP sheet",
    ),
    (
        "engineer-email",
        ["email_headers", "date_header", "cold_chain"],
        """From: CoolServ Dispatch <dispatch@coolserv.example>
Sent: 14 October 2026 06:12
To: Store 0518 Manager
Subject: Job CS-2026-44102 attended

Engineer arrived 05:31, found failed evaporator fan on MD-07, replaced 05:58, case at 3.2C by 06:40.
Job closed 06:44. Invoice to follow.""",
        "Based on this, can we put product back in MD-07 now?",
        "The refrigeration contractor emailed",
    ),
    (
        "mqtt-payload",
        ["json_inline", "epoch_ms", "hex", "cold_chain"],
        """{"msg_id":"§hex:16§","ts":1760409669118,"site":"2207","case":"DV-03","temp":-11.8,"setpoint":-22,"state":"HIGH_TEMP","seq":40411}""",
        "What does this message say, in plain words, and how long ago did it fire if it's now 05:00 in Amsterdam?",
        "I copied this from the MQTT explorer",
    ),
    (
        "japanese-temp-log",
        ["table", "non_english", "ja", "cold_chain"],
        """時刻                 ケース   温度
2026/10/13 21:10:00  冷凍3番  -19.8℃
2026/10/13 21:20:00  冷凍3番  -15.2℃
2026/10/13 21:30:00  冷凍3番  -17.9℃
2026/10/13 21:40:00  冷凍3番  -20.1℃""",
        "この冷凍ケースの商品は廃棄が必要ですか？基準は-15℃を超えたら廃棄です。",
        "昨夜の温度記録です",
    ),
    (
        "event-grid-debug",
        ["json_pretty", "event_grid", "debugging", "cold_chain"],
        """[{
  "id": "§u4§",
  "topic": "/subscriptions/greenbasket/resourceGroups/stores/providers/Microsoft.EventGrid/topics/refrigeration",
  "subject": "stores/3307/freezers/FZ-2",
  "eventType": "Greenbasket.Refrigeration.AlarmRaised",
  "eventTime": "2026-10-13T10:40:13.442Z",
  "data": {"alarmRaised": "2026-10-13T21:40:12+11:00", "tempC": -11.2},
  "dataVersion": "1.0"
}]""",
        "Our function logs this event twice, two minutes apart, with the same id. Is Event Grid retrying, and how do we dedupe?",
        "Event from our dead-letter storage",
    ),
    # loyalty and coupons
    (
        "points-statement",
        ["table", "dates_in_table", "loyalty"],
        """Date        Time      Store  Description                Points
11/10/2026  18:22:40  0412   Shop GBP 84.12             +84
09/10/2026  12:05:13  online Shop GBP 61.30             +61
09/10/2026  12:05:13  online Bonus offer OF-88213       +150
02/10/2026  09:41:55  0518   Voucher GBP 10             -1000""",
        "Why did the bonus only apply once if I shopped twice that week?",
        "My points statement",
    ),
    (
        "redemption-ndjson",
        ["ndjson", "uuid4", "loyalty"],
        """{"id":"§u4§","coupon":"DIG-5OFF25","member":"7731-0042-8812","ts":"2026-10-13T17:04:22Z","result":"failed","reason":"basket_below_threshold"}
{"id":"§u4§","coupon":"DIG-5OFF25","member":"7731-0042-8812","ts":"2026-10-13T17:06:51Z","result":"ok","basket":26.14}""",
        "Explain to the customer what happened in these two attempts.",
        "The redemption log for this member",
    ),
    (
        "loyalty-event-debug",
        ["json_pretty", "id_first", "epoch_s", "debugging", "loyalty"],
        """{
  "id": "evt_1QmR8xK2nLp40",
  "object": "event",
  "created": 1760374062,
  "type": "points.expired",
  "data": {"member": "6337-0412-8891-2204", "points": 340, "expired_on": "2026-10-13"}
}""",
        "Our CRM shows this event on the 14th but the points expired on the 13th. Which timestamp should the CRM use?",
        "We received this from the loyalty platform",
    ),
    (
        "offers-csv",
        ["csv", "validity_dates", "loyalty"],
        """offer_id,description,valid_from,valid_to,created_at
OFR-2026-4471,20% off huismerk koffie,2026-10-12,2026-10-25,2026-10-01T09:00:12+02:00
OFR-2026-4480,Double points on fruit,2026-10-14,2026-10-20,2026-10-05T14:31:40+02:00
OFR-2026-4492,EUR 5 off EUR 50,2026-10-19,2026-11-01,2026-10-09T08:02:05+02:00""",
        "Which offers will still be running on 21 October?",
        "Offer export for next month",
    ),
    (
        "french-complaint",
        ["email_headers", "non_english", "fr", "loyalty"],
        """De : Sophie Lambert <s.lambert@example.be>
Date : samedi 10 octobre 2026 11:34
Objet : Points Semaine bio non crédités

Bonjour, j'ai fait mes courses le 10/10 à 11h20 au magasin de Liège Guillemins, ticket n° 5521-07-1010-0388,
avec ma carte 2741 0098 3312. Les points bonus n'apparaissent pas.""",
        "Rédige une réponse courte et polie à cette cliente.",
        "Une cliente nous a écrit",
    ),
    (
        "receipt",
        ["receipt", "dmy_times", "loyalty"],
        """GREENBASKET MARRICKVILLE
ABN 12 345 678 901
14/10/2026 09:12:44  REG 05  TRN 3307-05-0441
TIM TAMS ORIGINAL 200G        5.25
BANANAS 1.12KG @ 3.90/KG      4.37
REWARDS CARD ****2210
POINTS EARNED 9
TOTAL                         9.62""",
        "The shelf said $4.50 for the Tim Tams. How much should I get back under the scanning code?",
        "My receipt",
    ),
    (
        "loyalty-api-error",
        ["http_exchange", "request_id", "date_header", "loyalty"],
        """HTTP/2 429
date: Wed, 14 Oct 2026 08:41:07 GMT
content-type: application/json
x-request-id: §hex:32§
retry-after: 30

{"error": "rate_limited", "message": "Too many balance lookups for member 6337-0412-8891-2204", "at": "2026-10-14T08:41:07Z"}""",
        "Why does the kiosk get this, and how should it back off?",
        "The points kiosk keeps showing an error; the response is",
    ),
    (
        "korean-points",
        ["table", "non_english", "ko", "loyalty"],
        """적립일시              점포        구매금액   적립포인트
2026-10-10 15:12:08  분당정자점   87,400원   874
2026-10-03 11:40:51  분당정자점   52,100원   521
2026-09-27 18:05:33  서현점       31,800원   318""",
        "10월 10일 구매 건 포인트가 앱에는 안 보이는데, 이 내역으로 보면 적립된 건가요?",
        "포인트 적립 내역입니다",
    ),
    # online picking and delivery slots
    (
        "order-json-nested",
        ["json_pretty", "nested", "online"],
        """{
  "order": "7731902",
  "placed_at": "2026-10-13T19:22:10-07:00",
  "slot": {"start": "2026-10-14T15:00:00-07:00", "end": "2026-10-14T17:00:00-07:00"},
  "picking": {"started": "2026-10-14T12:41:05-07:00", "finished": "2026-10-14T13:02:47-07:00", "picker": "P-2291-08"},
  "substitutions": [{"from": "Oatly Barista 32oz", "to": "Oatly Original 64oz", "approved": null}]
}""",
        "How long did picking take, and how long before the slot did it finish?",
        "Order details from the picking system",
    ),
    (
        "route-csv",
        ["csv", "ulid", "online"],
        """stop_id,order,planned,arrived,departed,status
§ulid:2026-10-14T06:10:00Z§,HL-55102831,17:10,17:14:22,17:19:05,delivered
§ulid:2026-10-14T06:10:00Z§,HL-55102840,17:30,17:41:50,17:44:12,delivered
§ulid:2026-10-14T06:10:00Z§,HL-55102877,17:55,,,pending""",
        "Is the driver running late for the last stop if he's 11 minutes behind?",
        "Route export from the driver app",
    ),
    (
        "slot-api-exchange",
        ["http_exchange", "etag", "date_header", "online"],
        """GET /v3/slots?store=0731&date=2026-10-15 HTTP/1.1
Host: slots.pantrypoint.example

HTTP/1.1 200 OK
Date: Wed, 14 Oct 2026 14:02:11 GMT
ETag: W/"slots-0731-2026w42-v17"
X-Edge-Request-Id: §hexu:32§

{"store": "0731", "slots": [{"start": "2026-10-15T08:00:00-05:00", "left": 0}, {"start": "2026-10-15T10:00:00-05:00", "left": 4}]}""",
        "The app shows the 8 AM slot as available. Is the API wrong or is the app caching?",
        "I captured this with the proxy",
    ),
    (
        "missing-items-email",
        ["email_headers", "message_id", "online"],
        """From: James Holt <jholt@example.co.uk>
Date: Tue, 13 Oct 2026 20:04:51 +0100
Message-ID: <CAF7x2b9Q@mail.example.co.uk>
Subject: Order HL-55102831 missing items

My delivery arrived at 17:14 but the birthday cake and two bags of ice were missing. The receipt in the bag shows
them as picked.""",
        "Write a reply that apologises and offers a refund for the missing items.",
        "Customer email",
    ),
    (
        "pick-logfmt",
        ["logfmt", "pasted_log", "online"],
        """time=2026-10-14T12:41:05.220-07:00 picker=P-2291-08 order=7731902 event=pick sku=0041196010428 qty=2
time=2026-10-14T12:44:31.908-07:00 picker=P-2291-08 order=7731902 event=short sku=0078742351476 qty=1
time=2026-10-14T12:45:02.117-07:00 picker=P-2291-08 order=7731902 event=sub sku=0078742351483 qty=1""",
        "Which item was substituted, and was it because of a short?",
        "Picking log lines",
    ),
    (
        "italian-order",
        ["confirmation", "non_english", "it", "online"],
        """Ordine n. 2026-771203
Creato il: 12/10/2026 21:44:09
Consegna: giovedì 15/10/2026, fascia 18:00-20:00
Indirizzo: Via San Donato 41, Bologna
Totale: 87,40 EUR
Modifiche consentite fino a: 14/10/2026 23:59""",
        "Posso ancora aggiungere prodotti a questo ordine adesso?",
        "Ecco la conferma dell'ordine",
    ),
    (
        "substitution-events",
        ["ndjson", "epoch_ms", "online"],
        """{"event":"sub_proposed","order":"4412093","sku_from":"8710400011123","sku_to":"8710400011130","at":1760450711000}
{"event":"sub_rejected","order":"4412093","sku_from":"8710400011123","by":"customer","at":1760451002000}""",
        "How long did the customer take to reject the substitution?",
        "Substitution events",
    ),
    (
        "pod-yaml",
        ["yaml", "stamp_label", "online"],
        """stamp: 2026-10-13T17:19:05+01:00
order: HL-55102831
driver: D-0412-07
signed_by: J Holt
photo: pod/0412/20261013/HL-55102831.jpg
items_refused: 0""",
        "Does this proof of delivery show the customer accepted everything?",
        "Proof of delivery record",
    ),
    # self-checkout
    (
        "sco-syslog",
        ["syslog", "rfc5424", "sco"],
        """<134>1 2026-10-13T13:02:41.118+01:00 sco-23 lanectl 4412 INTV - Unexpected item in bagging area
<134>1 2026-10-13T13:04:10.502+01:00 sco-25 lanectl 4418 AGE - Age check alcohol approved att=0412-31
<134>1 2026-10-13T13:05:33.871+01:00 sco-21 lanectl 4420 WGT - Weight mismatch 412 g seq=3""",
        "Which lane needs a scale check?",
        "SCO lane controller log",
    ),
    (
        "sco-interventions-csv",
        ["csv", "timestamps", "sco"],
        """lane,started,resolved,type,transaction
06,2026-10-13 16:48:02,2026-10-13 16:48:40,ITEM_NOT_SCANNED,0731-06-20261013-0441
06,2026-10-13 16:52:19,2026-10-13 16:53:55,WEIGHT,0731-06-20261013-0443
04,2026-10-13 17:01:07,2026-10-13 17:01:21,AGE,0731-04-20261013-0390""",
        "What is the average time to resolve per type?",
        "Intervention report",
    ),
    (
        "sco-vendor-ticket",
        ["email_headers", "ticket", "sco"],
        """From: ScanServe Support <support@scanserve.example>
Date: Wed, 14 Oct 2026 09:10:44 -0500
Subject: [Ticket #SS-204471] Lane 26 E-212 recurring

We reviewed the logs from 2026-10-12 18:00 to 2026-10-14 08:00. E-212 occurred 14 times, always after a receipt
over 60 cm. Firmware 4.8.2 fixes this; scheduled install 2026-10-20 at 06:00.""",
        "Until the firmware install, what should lane staff do when E-212 shows?",
        "The vendor replied",
    ),
    (
        "cloudevent-debug",
        ["json_pretty", "cloudevents", "debugging", "sco"],
        """{
  "specversion": "1.0",
  "id": "§ulid:2026-10-13T21:48:02Z§",
  "source": "urn:pantrypoint:store:0731:sco",
  "type": "com.pantrypoint.sco.intervention",
  "time": "2026-10-13T21:48:03.114Z",
  "data": {"lane": 6, "event_time": "2026-10-13T16:48:02-05:00", "reason": "ITEM_NOT_SCANNED"}
}""",
        "Why are time and data.event_time one second apart and in different zones? Is something misconfigured?",
        "I'm debugging our event pipeline; here is one event as it arrived",
    ),
    (
        "age-audit-json",
        ["json_pretty", "audit", "sco"],
        """{
  "audit_id": "§u7:2026-10-14T01:12:40Z§",
  "lane": "SCO-B-03",
  "requested_at": "2026-10-14T12:12:40+11:00",
  "approved_at": "2026-10-14T12:13:18+11:00",
  "approver": "att-3307-11",
  "method": "remote",
  "item": "Shiraz 750ml"
}""",
        "Does this approval break the face-to-face rule?",
        "Age approval audit record",
    ),
    (
        "czech-sco-log",
        ["log_lines", "non_english", "cs", "sco"],
        """14.10.2026 10:42:05  Pokladna SCO-2  Nesoulad hmotnosti (rozdíl 38 g)
14.10.2026 10:42:51  Pokladna SCO-2  Nesoulad hmotnosti (rozdíl 41 g)
14.10.2026 10:43:30  Pokladna SCO-2  Přivolána obsluha, vyřešeno 10:44:12""",
        "Je to porucha váhy, nebo chyba zákazníka? Co mám udělat?",
        "Záznam z pokladny",
    ),
    # supplier deliveries at the back door
    (
        "edi-856",
        ["edi", "asn", "receiving"],
        """ISA*00*          *00*          *ZZ*COASTALBEV     *ZZ*PANTRYPOINT    *261013*0702*U*00401*000004471*0*P*>~
GS*SH*COASTALBEV*PANTRYPOINT*20261013*0702*4471*X*004010~
ST*856*0001~
BSN*00*88102CC*20261013*0702~
DTM*011*20261013*0645~
HL*1**S~
TD1*CTN*65~
SE*7*0001~""",
        "When did this shipment leave, and how many cartons should we count at the door?",
        "The ASN from Coastal Beverages",
    ),
    (
        "german-lieferschein",
        ["delivery_note", "non_english", "de", "receiving"],
        """Lieferschein Nr. 2026-88102
Molkerei Hofmann GmbH
Datum: 13.10.2026  Verladen: 22:41 Uhr
Filiale 0877 Augsburg-Göggingen
Pos. 1  Joghurt Natur 500 g       120 St.  MHD 29.10.2026
Pos. 2  Joghurt Erdbeer 500 g      96 St.  MHD 27.10.2026
Temperatur bei Verladung: 3,1 °C""",
        "Wir haben nur 108 Joghurt Natur gezählt. Was schreibe ich auf den Lieferschein?",
        "Der Lieferschein vom Fahrer",
    ),
    (
        "goods-in-json",
        ["json_pretty", "id_first", "uuid7", "received_at", "receiving"],
        """{
  "id": "§u7:2026-10-14T04:52:10Z§",
  "received_at": "2026-10-14T05:52:10+01:00",
  "supplier": "Fenwick Dairies",
  "delivery_note": "44718-B",
  "cages": 5,
  "booked_cages": 4,
  "trailer_temp_c": 7.8,
  "receiver": "r.0518.02"
}""",
        "Should this delivery have been accepted?",
        "Goods-in record",
    ),
    (
        "supplier-eta-email",
        ["email_headers", "eta", "receiving"],
        """From: Coastline Foods Transport <transport@coastline.example>
Date: Wed, 14 Oct 2026 04:41:02 +1100
Subject: Delay - run 12 - Greenbasket Marrickville

Truck CF-12 delayed by breakdown on the M5. New ETA 07:40 (booked 06:00). Chilled unit running, last reading 2.8C
at 04:30.""",
        "Our receiving window closes at 07:00. What do we tell the driver?",
        "Transport emailed",
    ),
    (
        "trailer-temp-csv",
        ["csv", "iso_times", "receiving"],
        """time,zone,temp_c
2026-10-14T03:00:00Z,front,3.1
2026-10-14T03:30:00Z,front,3.4
2026-10-14T04:00:00Z,front,5.9
2026-10-14T04:30:00Z,front,7.8""",
        "When did the trailer go above 5C, in UK time?",
        "The trailer's temperature download",
    ),
    (
        "dock-booking-xml",
        ["xml", "booking", "receiving"],
        """<booking ref="DSD-0518-7731" created="2026-10-09T11:02:44+01:00">
  <supplier gln="5012345000014">Fenwick Dairies</supplier>
  <slot start="2026-10-14T05:30:00+01:00" end="2026-10-14T06:00:00+01:00" door="2"/>
  <cages temp="chilled">4</cages>
</booking>""",
        "The driver came at 05:52 with 5 cages. Inside the slot? Over the booking?",
        "Booking confirmation XML",
    ),
    (
        "dutch-pakbon",
        ["delivery_note", "non_english", "nl", "receiving"],
        """Pakbon 2026-55310
Leverancier: Groentehandel Van Dijk
Aangemaakt: 13-10-2026 23:12:40
Filiaal 2207 Utrecht Overvecht
1  Komkommer          40 st
2  Paprika rood       12 kg
3  Champignons 250 g  60 st""",
        "Er zijn maar 36 komkommers geleverd. Hoe noteer ik dat?",
        "De pakbon",
    ),
    (
        "claim-form",
        ["form_export", "claim", "receiving"],
        """Claim form export
Claim ref: CL-2026-04412
Submitted: 2026-10-13 08:14:55
Supplier: Berryfields Ltd
Delivery note: 77102-A (arrived 2026-10-13 05:48)
Rejected: 2 trays strawberries 400g (mould)
Photo ref: img_§b62:22§""",
        "Is anything missing before I send this claim to the supplier?",
        "Claim I filled in",
    ),
    # pricing and promotions
    (
        "price-file-csv",
        ["csv", "effective_dates", "pricing"],
        """change_id,sku,old,new,effective,created
PCR-2026-2210,5012841,1.65,1.85,2026-10-19,2026-10-12T16:04:31+01:00
PCR-2026-2214,5009912,2.95,3.10,2026-10-19,2026-10-12T16:20:02+01:00
PCR-2026-2231,5031178,2.20,2.00,2026-10-16,2026-10-13T09:41:15+01:00""",
        "Which of these changes are price cuts, and when do the shelf labels need changing?",
        "Next week's price file",
    ),
    (
        "esl-gateway-log",
        ["log_lines", "iso_times", "pricing"],
        """2026-10-09T05:02:10.441+02:00 ESL-9A02F7 update price=2.49 ack=ok batch=§xid:2026-10-09T03:02:10Z§
2026-10-12T05:01:58.102+02:00 ESL-9A02F7 update price=2.19 ack=timeout batch=§xid:2026-10-12T03:01:58Z§
2026-10-12T05:16:58.330+02:00 ESL-9A02F7 retry price=2.19 ack=timeout batch=§xid:2026-10-12T03:01:58Z§""",
        "Why is the label still showing 2.49?",
        "ESL gateway log for the speculaas label",
    ),
    (
        "promo-setup-json",
        ["json_pretty", "nested", "pricing"],
        """{
  "promo": "PR-26-1107",
  "mechanic": "PERCENT_OFF",
  "value": 50,
  "products": ["5041100", "5041101"],
  "schedule": {"start": "2026-10-26T00:00:00+00:00", "end": "2026-11-08T23:59:59+00:00"},
  "created": {"by": "cat.mgr.22", "at": "2026-10-02T15:12:40+01:00"},
  "updated": {"by": "cat.mgr.22", "at": "2026-10-09T10:05:22+01:00"}
}""",
        "Does this promotion overlap with PR-26-1104 (ready meals, 19 Oct to 1 Nov)?",
        "The promotion as set up in the system",
    ),
    (
        "category-email",
        ["email_headers", "promo", "pricing"],
        """From: Grocery Category Team <category@pantrypoint.example>
Date: Mon, 12 Oct 2026 17:30:12 -0500
Subject: Week 43 ad - cereal BOGO

Stores: the cereal buy-one-get-one runs 10/21 to 10/27. Endcaps must be built by Tuesday 10/20 at 9 PM.
Signage kit SK-43-02 ships on the 10/19 delivery.""",
        "Give me a checklist for the night crew.",
        "Category team sent this",
    ),
    (
        "competitor-survey",
        ["table", "dates_in_table", "pricing"],
        """Item              Us     Rival A  Rival B  Checked
Eggs large 12ct   3.49   3.19     3.29     10/12 14:05
Butter 1lb        4.79   4.69     4.99     10/12 14:12
Bananas /lb       0.59   0.55     0.58     10/12 14:20""",
        "Where are we more than 5% above the cheapest rival?",
        "Price survey I did yesterday",
    ),
    (
        "label-batch",
        ["csv", "ksuid", "pricing"],
        """batch,printed_at,printer,labels
§ksuid:2026-10-13T21:00:04Z§,2026-10-13 22:00:04,SEL-01,148
§ksuid:2026-10-13T21:30:51Z§,2026-10-13 22:30:51,SEL-01,12
§ksuid:2026-10-14T05:10:09Z§,2026-10-14 06:10:09,SEL-02,3""",
        "Were all three batches printed before the 06:00 price change went live?",
        "Shelf label print batches",
    ),
    (
        "swedish-price-list",
        ["table", "non_english", "sv", "pricing"],
        """Artikel                Ordinarie  Kampanj  Gäller från  Gäller till
Zoégas Skånerost 450 g  64,90      49,90    2026-10-12   2026-10-25
Gevalia Mellanrost      59,90      44,90    2026-10-12   2026-10-25
Löfbergs Lila 450 g     62,90      -        -            -""",
        "Gäller kampanjen fortfarande på söndag den 25:e efter stängning?",
        "Prislistan från huvudkontoret",
    ),
    (
        "price-api-exchange",
        ["http_exchange", "request_id", "date_header", "pricing"],
        """> GET /v2/price?upc=041196010428&store=1189 HTTP/1.1
> Host: pricing.pantrypoint.example
< HTTP/1.1 200 OK
< Date: Wed, 14 Oct 2026 13:02:51 GMT
< X-Request-Id: §u4§
< Cache-Control: max-age=300
<
{"upc":"041196010428","regular":3.49,"promo":2.99,"promo_end":"2026-10-20","updated":"2026-10-14T05:00:12Z"}""",
        "If the promo ends on the 20th, could a customer still see 2.99 on the 21st because of the cache?",
        "curl -v output",
    ),
    # more languages
    (
        "finnish-order-confirmation",
        ["confirmation", "non_english", "fi", "online"],
        """Tilausvahvistus 880214
Tilattu: 13.10.2026 klo 20.14.33
Nouto: Kauppa Pohjola Kalasatama, to 15.10.2026 klo 16.00–17.00
Tuotteita: 23
Korvaavat tuotteet: ei sallittu""",
        "Voinko vielä sallia korvaavat tuotteet tähän tilaukseen?",
        "Tässä tilausvahvistukseni",
    ),
    (
        "greek-delivery-note",
        ["delivery_note", "non_english", "el", "receiving"],
        """ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ ΔΑ-2026-88431
Ημερομηνία: 14/10/2026  Ώρα φόρτωσης: 05:12:40
Προμηθευτής: Ελαιουργία Κρήτης Α.Ε.
Κατάστημα: 031 Πειραιάς
Ελαιόλαδο 1 L  x 240  Παρτίδα 26-284""",
        "Βρήκαμε 12 σπασμένα μπουκάλια. Πώς το καταγράφω στο δελτίο;",
        "Το δελτίο αποστολής",
    ),
    (
        "thai-waste-log",
        ["table", "non_english", "th", "shrink"],
        """วันที่        เวลา      สินค้า              จำนวน  เหตุผล
13/10/2569  20:41:12  ขนมปังโฮลวีท        12     ขายไม่หมด
13/10/2569  20:45:30  ข้าวกล่องกะเพรา     9      หมดอายุ
13/10/2569  20:52:04  นมสด 1 ลิตร          4      บรรจุภัณฑ์เสียหาย""",
        "ของเสียรายการไหนที่ลดได้ และควรทำอย่างไร",
        "บันทึกของเสียเมื่อวาน",
    ),
    (
        "arabic-receipt",
        ["receipt", "non_english", "ar", "loyalty"],
        """سوق الخير - فرع حي النخيل
التاريخ: 2026/10/12  الوقت: 19:44:08
رقم الفاتورة: 0412-0007-88120
نقاط مكتسبة: 120
الإجمالي: 612.50 ريال""",
        "لماذا حصلت على 120 نقطة فقط مع أن المبلغ 612 ريال؟",
        "هذه فاتورتي",
    ),
    (
        "hindi-stock-sheet",
        ["table", "non_english", "hi", "replenishment"],
        """तारीख       समय       वस्तु           स्टॉक   ऑर्डर
13/10/2026  21:10:05  प्याज़ (किलो)     42     100
13/10/2026  21:12:40  टमाटर (किलो)     18     60
13/10/2026  21:15:22  आलू (किलो)       95     0""",
        "क्या कल के लिए टमाटर का ऑर्डर काफ़ी है? रोज़ लगभग 35 किलो बिकता है।",
        "कल रात का स्टॉक",
    ),
    (
        "vietnamese-temp-sheet",
        ["table", "non_english", "vi", "cold_chain"],
        """Thời gian            Tủ        Nhiệt độ
14/10/2026 05:00:00  Tủ mát 4  6,2 °C
14/10/2026 05:20:14  Tủ mát 4  11,0 °C
14/10/2026 05:40:00  Tủ mát 4  10,4 °C""",
        "Rau trong tủ này còn bán được không?",
        "Bảng nhiệt độ sáng nay",
    ),
    (
        "turkish-sco-report",
        ["table", "non_english", "tr", "sco"],
        """Kasa   Başlangıç            Çözüm                Tür
SCO-1  13.10.2026 16:48:02  13.10.2026 16:48:40  Okutulmayan ürün
SCO-1  13.10.2026 16:52:19  13.10.2026 16:53:55  Ağırlık uyuşmazlığı
SCO-3  13.10.2026 17:01:07  13.10.2026 17:01:21  Yaş kontrolü""",
        "Hangi kasada sorun daha sık? Kısaca açıkla.",
        "Dünkü self-checkout raporu",
    ),
    (
        "portuguese-slot-confirmation",
        ["confirmation", "non_english", "pt", "online"],
        """Pedido 2026-55018 confirmado
Criado em: 13/10/2026 21:02:55
Entrega: quarta-feira, 14/10/2026, das 18h às 20h
Loja: Feira Azul Campinas Taquaral
Código de rastreio: §b58:10§""",
        "Consigo mudar a entrega para amanhã de manhã?",
        "Recebi esta confirmação",
    ),
    (
        "indonesian-claim",
        ["form_export", "non_english", "id", "receiving"],
        """Nomor klaim: KL-2026-1014-07
Dibuat: 14/10/2026 06:40:12 WIB
Pemasok: CV Sayur Lembang
Barang ditolak: kol 2 karton (busuk)
Foto: §b62:22§.jpg""",
        "Apakah klaim ini sudah lengkap untuk dikirim ke pemasok?",
        "Klaim yang saya buat",
    ),
]

SYSTEMS: dict[str, str] = {
    "store_ops": "You are the store operations assistant for a supermarket chain. Answer from what the user gives you "
    "and say when it is not enough.",
    "replenishment": "You are the ordering and replenishment assistant for store teams. Explain, do not change orders.",
    "planogram": "You are the planogram and space assistant. Be specific about aisles, bays, shelves and facings.",
    "shrink": "You are the shrink and waste analyst for store managers. Stick to the data; never accuse anyone.",
    "cold_chain": "You are the refrigeration and food-safety assistant for stores. Put food safety first.",
    "loyalty": "You are the loyalty and coupons support assistant. Explain points and offers in plain words.",
    "online": "You are the online grocery assistant for pickers, drivers and customer service.",
    "sco": "You are the self-checkout support assistant for front-end teams.",
    "receiving": "You are the goods-in assistant for receivers at the back door.",
    "pricing": "You are the pricing and promotions assistant for store and category teams.",
}

PLACEMENTS = [
    "under_question",
    "after_noblank",
    "lead_in",
    "earlier_user_turn",
    "prompt_start",
    "end_of_prompt",
    "colleague",
    "system_returned",
    "earlier_assistant_turn",
    "chatml",
    "fence",
    "quoted",
    "llama3",
    "rag",
    "tool_result",
    "mistral",
    "both_sides",
    "gemma",
    "indented",
    "phi3",
    "start_of_user_message",
]

FIXED_LEADS = {
    "colleague": "My colleague sent this:",
    "system_returned": "Below is what the system returned:",
}


def _area(tags: list[str]) -> str:
    return next(t for t in tags if t in SYSTEMS)


def colon(intro: str) -> str:
    """The lead-in with its colon (a full-width one after Japanese)."""
    return intro + ("：" if "\u3040" <= intro[-1] <= "\u9fff" else ":")


def place(placement: str, block: str, ask: str, intro: str, system: str, english: bool, title: str) -> str:
    """A pasted block and the user's question in one of the placements."""
    lead = colon(intro)
    if placement == "under_question":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{lead}\n\n{block}\n\n{ask}"
    if placement == "earlier_user_turn":
        return (
            f"{system}\n\nUser: {lead}\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "prompt_start":
        return f"{block}\n\n{ask}"
    if placement == "end_of_prompt":
        return f"{system}\n\nUser: {ask}\n\n{block}"
    if placement in FIXED_LEADS:
        first = FIXED_LEADS[placement] if english else lead
        return f"{first}\n{block}\n\n{ask}"
    if placement == "earlier_assistant_turn":
        return (
            f"{system}\n\nUser: Can you show me the record again?\nAssistant: Here it is, as I found it earlier:\n\n"
            f"{block}\n\nUser: {ask}\nAssistant:"
        )
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{lead}\n\n{quoted}\n\n{ask}"
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{lead}\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "rag":
        return (
            f'Use the context to answer the question. If the context does not say, answer "not in the context".\n\n'
            f'<context>\n<doc id="1" title="{title}">\n{block}\n</doc>\n</context>\n\nQuestion: {ask}\nAnswer:'
        )
    if placement == "tool_result":
        return f"{system}\nUser: {ask}\nAssistant: Let me look that up.\nTool result:\n{block}\nAssistant:"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "both_sides":
        return (
            f"{lead}\n\n{block}\n\n{ask}"
            if not english
            else f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{lead}\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{lead}\n\n{indented}\n\n{ask}"
    if placement == "phi3":
        return f"<|system|>\n{system}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    assert placement == "start_of_user_message"
    return f"{system}\n\nUser: {block}\n\n{ask}\nAssistant:"


def _negatives_pasted(g: Gen67) -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        english = "non_english" not in tags
        text = place(
            placement, fill(g, block), ask, intro, SYSTEMS[_area(tags)], english, source.replace("-", " ")
        )
        neg(f"pasted:{source}", ["pasted", placement, *tags], text)


# --- hand-written negatives: stable values in program positions, and values the user asks about or types ---------


def _negatives_lookalikes() -> None:
    neg(
        "lookalike:store-header",
        ["lookalike", "header_block", "store_ops"],
        """Store: 0412 Harvest Lane Kirkstall
Opened: 2014-03-27
Format: superstore
Time zone: Europe/London
Trading hours: 06:00-23:00 (Sun 10:00-16:00)

You are the duty manager's assistant. Answer in short steps.

User: What do I do if the fire alarm panel shows a fault but no alarm?
Assistant:""",
    )
    neg(
        "lookalike:llama3-cutoff",
        ["lookalike", "chat_template", "llama3", "knowledge_cutoff", "online"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the Pantry Point delivery assistant. Delivery fee is waived on orders over $35.<|eot_id|><|start_header_id|>user<|end_header_id|>

Do drivers take the bags inside or leave them at the door?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    neg(
        "lookalike:chatml-price-file",
        ["lookalike", "chat_template", "chatml", "effective_date", "pricing"],
        """<|im_start|>system
You answer pricing questions for Verdemarkt stores.
Price file in force: PF-2026-41, effective 2026-10-12 06:00.
Prompt revision: 2026-09-30 (r12).<|im_end|>
<|im_start|>user
Does the price file include the new speculaas price?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "lookalike:front-matter-template",
        ["lookalike", "front_matter", "template_version", "planogram"],
        """---
app: pog-checker
store: 0917
template_version: 2026.10.1
approved: 2026-09-30
locale: en-IE
---
Check the planogram instructions the user gives and list anything unclear.

User: Move the rosé from bay 2 to bay 4 and add two facings of the Rioja.""",
    )
    neg(
        "lookalike:single-line-json-tenant",
        ["lookalike", "json_inline", "tenant_uuid", "api_version", "loyalty"],
        """{"app":"rewards-helpdesk","tenant":"3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f","api":"2025-11-01","tier_rules":"v9"}
You explain Harvest Lane Rewards tiers. Gold needs 5,000 points in a membership year.

Member: How many points until I'm gold? I have 3,410.
Assistant:""",
    )
    neg(
        "lookalike:xml-attrs-pog",
        ["lookalike", "xml_attr", "planogram"],
        """<context store="1189" pog="POG-CER-8FT-02" pog_version="2026.09" live_from="2026-10-18" dept="grocery"/>
Write the night crew's reset instructions for the cereal aisle. Use short numbered steps.""",
    )
    neg(
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_revision", "loyalty"],
        """You answer questions about the Harvest Lane Rewards scheme rules.

Member: Do points expire if I don't shop for a year?

--
Rewards terms revised 2026-04-01 · policy LR-7 · helpdesk 0800 000 4412""",
    )
    neg(
        "lookalike:member-in-system",
        ["lookalike", "member_record", "member_since", "loyalty"],
        """You are the Greenbasket Rewards chat. The member you are talking to:
Name: Mia Tran
Card: 6014 3307 2210 8871
Member since: 2019-05-02
Tier: Silver (renews 2027-05-01)

Mia: Can I transfer points to my partner's card?
Assistant:""",
    )
    neg(
        "lookalike:md-store-table",
        ["lookalike", "md_table", "cutoff", "replenishment"],
        """| Store setting     | Value                     |
|-------------------|---------------------------|
| Store             | 3307 Marrickville         |
| DC                | Eastern Creek (EC1)       |
| Chilled cut-off   | 11:00 daily               |
| Delivery days     | Mon-Sat                   |
| Opened            | 2011-08-15                |

You help store teams with ordering questions. Answer in one or two sentences.

User: If I miss the cut-off on Saturday, when is the next chilled delivery?
Assistant:""",
    )
    neg(
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "prompt_revision", "pricing"],
        """<!-- prompt: promo-explainer rev 14, 2026-08-12, owner pricing-ops -->
You explain promotion mechanics to cashiers with an example basket.

Cashier: How does "3 for 10" work if the customer buys 4?
Assistant:""",
    )
    neg(
        "lookalike:slack-ids",
        ["lookalike", "header_block", "slack_ids", "shrink"],
        """Slack team: T02HLRTL01
Channel: C04LPNORTH (#lp-north)
Bot user: U07LPHELP
Installed: 2025-02-11

You are LP Helper. Reply with the form to use and who to call.

Message: someone walked out with a full trolley without paying, what form is that?
Reply:""",
    )
    neg(
        "lookalike:azure-api-version",
        ["lookalike", "header_block", "api_version", "tenant_uuid", "store_ops"],
        """api-version: 2024-10-21
x-ms-tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: store-ops-gpt

You turn managers' notes into a weekly store newsletter for colleagues, cheerful and short.

Notes: new bakery lead starts Monday; charity bake sale raised 412 pounds; car park resurfacing 2-4 November.""",
    )
    neg(
        "lookalike:stripe-delivery-pass",
        ["lookalike", "header_block", "stripe_version", "customer_id", "renewal_date", "online"],
        """Stripe-Version: 2024-06-20
Customer: cus_Qm4TfR8pLx2Vd9
Subscription: Delivery Pass annual, renews 2027-01-14

You help Pantry Point customers with their Delivery Pass. Do not issue refunds; explain the policy.

Customer: If I cancel now do I get money back for the rest of the year?
Assistant:""",
    )
    neg(
        "lookalike:kv-setpoints",
        ["lookalike", "key_value_lines", "sop_revision", "cold_chain"],
        """SOP=CC-04
SOP_REVISED=2026-03-01
SETPOINT_MD_C=3
SETPOINT_FZ_C=-22
DISCARD_AFTER_MIN=120

You are the refrigeration duty assistant. Explain SOP CC-04 to a new duty manager in five bullets.""",
    )
    neg(
        "lookalike:esl-firmware",
        ["lookalike", "header_block", "firmware", "pricing"],
        """ESL system: VusionLike 6.4.2
Gateway firmware: 2026.07.15-b3
Base stations: 14
Store: 2207

You help store teams with shelf-edge label problems. Give the simplest fix first.

Team: One label keeps showing a blank screen. What do we try?
Assistant:""",
    )
    neg(
        "lookalike:model-cutoff",
        ["lookalike", "header_block", "knowledge_cutoff", "model", "store_ops"],
        """Model: gpt-4o-2024-08-06
Knowledge cutoff: 2023-10
Prompt version: 4.1.0

You answer colleagues' HR questions using the Harvest Lane handbook (edition 2026-01).

Colleague: How much notice do I need to give to swap a shift?
Assistant:""",
    )
    neg(
        "lookalike:holiday-hours",
        ["lookalike", "system_prompt", "holiday_hours", "store_ops"],
        """You are the Greenbasket store hours assistant.
Christmas hours 2026: 24 Dec 07:00-18:00, 25 Dec closed, 26 Dec 09:00-17:00, 31 Dec 07:00-20:00, 1 Jan closed.
Normal hours: 07:00-22:00 daily.

Customer: Is the Marrickville store open on Boxing Day morning?
Assistant:""",
    )
    neg(
        "lookalike:app-version-headers",
        ["lookalike", "header_block", "app_version", "online"],
        """x-store-id: 0731
x-app-version: 2026.10.2
x-client: picker-android
x-locale: en-US

You are the picker assistant. Answer in one short sentence.

Picker: Can I bag raw chicken with the bread?
Assistant:""",
    )
    neg(
        "lookalike:bracketed-pog",
        ["lookalike", "bracketed_ctx", "planogram"],
        """[ctx store=0412 pog=POG-BISC-4M-H5 live_from=2026-09-28 bay=3 dept=grocery]
You check planogram compliance. List missing or misplaced facings, top shelf first.

User: Top shelf has Digestives x4, Hobnobs x3, Rich Tea missing.
Assistant:""",
    )
    neg(
        "lookalike:order-in-parentheses",
        ["lookalike", "parenthesised_order", "online"],
        """System: You are the Harvest Lane online orders assistant.
User: Can I change my delivery address? (order HL-55102831, slot Thu 15 Oct 19:00-20:00)
Assistant:""",
    )
    neg(
        "lookalike:polish-store-header",
        ["lookalike", "header_block", "non_english", "pl", "store_ops"],
        """Sklep: Kasa Fresh 118, Łódź Retkinia
Otwarty: 2014
Godziny otwarcia: 06:00-22:00
Strefa czasowa: Europe/Warsaw
Jesteś asystentem kierownika zmiany. Odpowiadaj krótko, po polsku.

Kierownik: Jak zgłosić awarię drukarki paragonów?""",
    )
    neg(
        "lookalike:japanese-store-code",
        ["lookalike", "system_prompt", "non_english", "ja", "store_ops"],
        """あなたは「みなと食品館」の店長アシスタントです。
店舗コード：0412
開店日：2009年4月1日
営業時間：9:00〜22:00

店長：レジ点検の手順を教えてください。""",
    )
    neg(
        "lookalike:korean-terms",
        ["lookalike", "system_prompt", "non_english", "ko", "loyalty"],
        """너는 '한빛마트 멤버십' 상담 도우미다.
약관 개정일: 2026-04-01
포인트 유효기간: 적립일로부터 24개월

회원: 포인트를 가족에게 선물할 수 있나요?""",
    )
    neg(
        "lookalike:spanish-store-info",
        ["lookalike", "header_block", "non_english", "es", "sco"],
        """Tienda: 214 Guadalajara Providencia
Zona horaria: America/Mexico_City
Cajas de autocobro: 6 (instaladas el 2025-02-10)

Eres el asistente de cajas de autocobro. Responde corto.

Supervisora: ¿Cada cuánto hay que calibrar las básculas?""",
    )


def _negatives_asked() -> None:
    neg(
        "asked:epoch-convert",
        ["asked", "epoch_s", "cold_chain"],
        """The fridge logger exported 1760409600 and 1760413200 as the start and end of the excursion. What are those in
Sydney time, and how long is that?""",
    )
    neg(
        "asked:ulid-order",
        ["asked", "ulid", "online"],
        """Two orders from the same customer: 01JA4Z8K3N7QW2X5R9T0BCDEFG and 01JA4ZC1M2P3Q4R5S6T7V8W9XY. Which was placed
first, and roughly how far apart?""",
    )
    neg(
        "asked:uuid7-decode",
        ["asked", "uuid7", "shrink"],
        """Our incident ids are UUIDv7. Can you tell me when 0199e2a4-5b1c-7d3e-8f40-2a6b9c0d1e2f was created, and
whether it is before or after 2026-10-09 11:00 UK time?""",
    )
    neg(
        "asked:ksuid",
        ["asked", "ksuid", "planogram"],
        """Is the timestamp inside a KSUID like 2GQeBnWBOMtzOj7rzRLkdiCHtzn in seconds or milliseconds, and what epoch
does it count from?""",
    )
    neg(
        "asked:typed-clock",
        ["asked", "typed_clock", "receiving"],
        """It's 06:10 here at the back door and the bread truck that was booked for 05:30 still isn't here. Store opens at
07:00. Who do I call first, the bakery or transport?""",
    )
    neg(
        "asked:best-before",
        ["asked", "date_arithmetic", "shrink"],
        """A pack of chicken has use-by 16/10/2026. If we freeze it on 14/10 at 20:00, how long can it stay frozen and what
label do we put on it?""",
    )
    neg(
        "asked:relative-times",
        ["asked", "relative_time", "cold_chain"],
        """The freezer alarm went off about 20 minutes ago and the door has been shut for the last 5 minutes. Temperature is
-14C and rising slowly. Do I start moving stock now or wait?""",
    )
    neg(
        "asked:jwt-expired",
        ["asked", "jwt", "sco"],
        """The attendant handheld keeps logging out. Is this token expired? iat and exp look odd to me.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzY28tYXR0LTMzMDctMTEiLCJpYXQiOjE3NjA0MDk2MDAsImV4cCI6MTc2MDQxMzIwMH0.Xq9m2bQk7cXo1M8y0zY5hVv4gU6nR2tE8wL1sA0dF9k""",
    )
    neg(
        "asked:traceparent-support",
        ["asked", "traceparent", "loyalty"],
        """Support asked me for the trace id of the failed points lookup. The error page showed this; which part do I
send them?

traceparent: 00-5c2e9a1f0b3d4e6f8a7b9c0d1e2f3a4b-6d7e8f9a0b1c2d3e-01""",
    )
    neg(
        "asked:few-shot-delivery",
        ["asked", "few_shot", "example_dates", "receiving"],
        """Extract supplier, delivery date and time as JSON.

Example input: "Fenwick Dairies delivered on 2026-10-14 at 05:52"
Example output: {"supplier": "Fenwick Dairies", "date": "2026-10-14", "time": "05:52"}

Input: "Berryfields came 13/10/2026 05:48, 2 trays rejected"
Output:""",
    )
    neg(
        "asked:iso-week",
        ["asked", "iso_week", "pricing"],
        """Our ad weeks are ISO weeks. Which dates does 2026-W43 cover, and does the cereal BOGO from 10/21 to 10/27 fit
inside it?""",
    )
    neg(
        "asked:slack-ts",
        ["asked", "slack_ts", "shrink"],
        """What time was the Slack message with ts 1760380800.004417 posted, in UK time? I need it for the incident
report.""",
    )
    neg(
        "asked:unrendered-template",
        ["asked", "template", "store_ops"],
        """Check this prompt template for the store bot before I deploy it. Are the placeholders right?

Store: {{store_name}}
Today is {{today}}. The time is {{now}}.
Request: {{request_id}}
You are the duty manager's assistant for {{store_name}}.""",
    )
    neg(
        "asked:today-typed-chatml",
        ["asked", "typed_today", "chat_template", "chatml", "store_ops"],
        """<|im_start|>system
You write short messages for the staff noticeboard.<|im_end|>
<|im_start|>user
Today is Ana's last shift, 14 October, after 22 years on the tills. Write a two-line thank-you for the board.<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "asked:coupon-code-date",
        ["asked", "coupon_code", "loyalty"],
        """The coupon code AUT26-1031 says "valid until 31/10". The customer tried it on 1 November at 00:05. Should the
till have accepted it?""",
    )
    neg(
        "asked:price-arithmetic",
        ["asked", "price_arithmetic", "pricing"],
        """Semi-skimmed 2.27L goes from 1.65 to 1.85 on 19 October. What is that as a percentage, and does it cross the
10% sign-off rule?""",
    )
    neg(
        "asked:sign-translation",
        ["asked", "translation", "store_ops"],
        """Translate this sign into Polish and Romanian for our store:

"Christmas opening: 24 December 07:00-18:00. Closed 25 December. 26 December 09:00-17:00. Happy holidays from
the team at store 0412!\"""",
    )
    neg(
        "asked:korean-epoch",
        ["asked", "epoch_ms", "non_english", "ko", "cold_chain"],
        """냉장고 로그에 1760409669118 이라고 찍혀 있는데, 한국 시간으로 몇 시인가요? 밀리초 단위 맞나요?""",
    )
    neg(
        "asked:hindi-typed-time",
        ["asked", "typed_clock", "non_english", "hi", "receiving"],
        """अभी सुबह के 6:40 बजे हैं और दूध की गाड़ी 6:00 बजे आनी थी। स्टोर 8:00 बजे खुलता है। मुझे किसे फ़ोन करना चाहिए?""",
    )
    neg(
        "asked:spanish-date-question",
        ["asked", "date_arithmetic", "non_english", "es", "loyalty"],
        """Mi cupón dice "válido del 12/10/2026 al 25/10/2026". Si compro el domingo 25 a las 21:30, ¿todavía aplica?""",
    )
    neg(
        "asked:loyalty-barcode",
        ["asked", "card_number", "loyalty"],
        """The card barcode under the scanner reads 6337041288912204 but the app shows 6337 0412 8891 2204. Are these the
same card, and why does the till reject it?""",
    )
    neg(
        "asked:arabic-order-id",
        ["asked", "order_id", "non_english", "ar", "online"],
        """طلبي رقم 01JA4Z8K3N7QW2X5R9T0BCDEFG لم يصل حتى الآن، وكان موعد التوصيل بين 6 و 8 مساءً. ماذا أفعل؟""",
    )
    neg(
        "control:plain-store",
        ["control", "plain", "store_ops"],
        """You are the duty manager's assistant for a supermarket. Keep answers short.

User: What's a good way to brief the team in five minutes before opening?
Assistant:""",
    )
    neg(
        "control:plain-sco",
        ["control", "plain", "sco"],
        """Write three friendly sign texts for self-checkouts reminding customers to put bags in the bagging area.""",
    )


# --- generated families: one field (or one stable look-alike) at one position of a body with pasted material ------

# (name, lang, app, system, source of the pasted block in BLOCKS, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str]] = [
    ("handover", "en", "handover-bot", SYSTEMS["store_ops"], "security-log", "Assistant:"),
    ("safety-forms", "en", "safety-forms", SYSTEMS["store_ops"], "forms-export", "Answer:"),
    ("orders", "en", "order-explainer", SYSTEMS["replenishment"], "order-kv", "Assistant:"),
    ("forecast", "en", "forecast-desk", SYSTEMS["replenishment"], "forecast-csv", "Assistant:"),
    ("reset", "en", "reset-planner", SYSTEMS["planogram"], "reset-tasks-md", "Assistant:"),
    ("waste", "en", "waste-coach", SYSTEMS["shrink"], "waste-csv", "Assistant:"),
    ("journal", "en", "lp-journal", SYSTEMS["shrink"], "pos-journal", "Answer:"),
    ("alarms", "en", "fridge-duty", SYSTEMS["cold_chain"], "alarm-history", "Assistant:"),
    ("statement", "en", "rewards-help", SYSTEMS["loyalty"], "points-statement", "Agent:"),
    ("route", "en", "route-help", SYSTEMS["online"], "route-csv", "Assistant:"),
    ("sco-log", "en", "sco-support", SYSTEMS["sco"], "sco-syslog", "Assistant:"),
    ("booking", "en", "goods-in", SYSTEMS["receiving"], "dock-booking-xml", "Assistant:"),
    ("prices", "en", "price-desk", SYSTEMS["pricing"], "price-file-csv", "Assistant:"),
    (
        "pl-order",
        "pl",
        "zamowienia",
        "Jesteś asystentem zamówień w sklepach Kasa Fresh. Odpowiadaj po polsku.",
        "polish-order-email",
        "",
    ),
    (
        "de-delivery",
        "de",
        "wareneingang",
        "Du bist der Wareneingangs-Assistent der Frischmarkt-Filialen. Antworte auf Deutsch.",
        "german-lieferschein",
        "",
    ),
    (
        "es-waste",
        "es",
        "merma",
        "Eres el asistente de merma de Mercado Solano. Responde en español.",
        "spanish-merma",
        "",
    ),
    (
        "ja-temp",
        "ja",
        "reitou",
        "あなたは「みなと食品館」の冷蔵・冷凍管理アシスタントです。日本語で答えてください。",
        "japanese-temp-log",
        "",
    ),
    (
        "ko-points",
        "ko",
        "membership",
        "너는 '한빛마트 멤버십' 상담 도우미다. 한국어로 답해.",
        "korean-points",
        "",
    ),
    (
        "pt-delivery",
        "pt",
        "entregas",
        "Você é o assistente de entregas da Feira Azul. Responda em português.",
        "portuguese-slot-confirmation",
        "",
    ),
    (
        "fr-loyalty",
        "fr",
        "fidelite",
        "Tu es l'assistant de la carte fidélité Marché Clair. Réponds en français.",
        "french-complaint",
        "",
    ),
    (
        "it-order",
        "it",
        "spesa-online",
        "Sei l'assistente della spesa online di Mercato Aurora. Rispondi in italiano.",
        "italian-order",
        "",
    ),
    (
        "fi-order",
        "fi",
        "verkkokauppa",
        "Olet Kauppa Pohjolan verkkokaupan avustaja. Vastaa suomeksi.",
        "finnish-order-confirmation",
        "",
    ),
    (
        "el-delivery",
        "el",
        "paralaves",
        "Είσαι ο βοηθός παραλαβών της αλυσίδας «Αγορά Αιγαίου». Απάντα στα ελληνικά.",
        "greek-delivery-note",
        "",
    ),
    (
        "th-waste",
        "th",
        "waste-th",
        "คุณคือผู้ช่วยด้านของเสียของตลาดสดใส ซูเปอร์มาร์เก็ต ตอบเป็นภาษาไทย",
        "thai-waste-log",
        "",
    ),
    (
        "ar-receipt",
        "ar",
        "loyalty-ar",
        "أنت مساعد برنامج الولاء في متاجر سوق الخير. أجب بالعربية.",
        "arabic-receipt",
        "",
    ),
    (
        "vi-temp",
        "vi",
        "chuoi-lanh",
        "Bạn là trợ lý chuỗi lạnh của siêu thị Chợ Xanh. Trả lời bằng tiếng Việt.",
        "vietnamese-temp-sheet",
        "",
    ),
]

STABLE_LINES = [
    "Store: 0412",
    "Chain: Harvest Lane",
    "Region: North",
    "Locale: en-GB",
    "Channel: store-app",
    "Model: gpt-4o-mini",
    "Prompt version: 3.8.0",
    "Time zone: Europe/London",
    "Tenant: harvest-lane",
    "DC: Daventry",
    "Build: 2026.10.2",
]

# (cue, family, line label, key, value) -- value from the seeded source and the current moment
FIELDS: list[tuple[str, str, str, str, Callable[[Gen67, datetime], str]]] = [
    ("datetime", "rfc3339", "Generated at", "generated_at", lambda g, t: rfc3339(t)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "python_logging", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "made_up_pulse", "Pulse", "pulse", lambda g, t: rfc3339(t, 3)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "requestTimestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "windows_datetime", "Till clock", "till_clock", lambda g, t: windows_general(t)),
    ("datetime", "go_rfc3339nano", "hop_ts", "hop_ts", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "ctime", "Built", "built", lambda g, t: ctime(t)),
    (
        "datetime",
        "iso_space_zone",
        "Snapshot taken",
        "snapshot_taken",
        lambda g, t: iso_space(t) + " " + str(t.tzname()),
    ),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Run date", "run_date", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "issuedAt", "issued_at", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "X-Request-ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "x-grocer-rid", "rid", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Pull id", "pull_id", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Delivery", "delivery", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "hex32", "Trace", "trace", lambda g, t: g.hex(32)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "cuid2", "Kiosk session", "kiosk_session", lambda g, t: g.cuid2()),
    ("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t)),
    ("run_id", "xid", "Job", "job", lambda g, t: g.xid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("signature", "hex64", "X-Signature", "sig", lambda g, t: g.hex(64)),
    ("token", "jwt", "X-Session-Token", "session_token", lambda g, t: g.jwt(t, "store-app")),
    ("message_id", "snowflake", "Message-Id", "message_id", lambda g, t: g.snowflake(t)),
    ("datetime", "rfc3339_fetched", "Fetched", "fetched_at", lambda g, t: rfc3339(t, 6)),
    ("datetime", "made_up_stamp", "stampApp", "stamp_app", lambda g, t: iso_space(t)),
    ("datetime", "mdy12", "Device time", "device_time", lambda g, t: mdy12(t)),
]

# (family, line label, key, value): values that look like dates, times or ids and stay the same between requests
STABLE_FIELDS: list[tuple[str, str, str, str]] = [
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revised", "prompt_revised", "2026-09-30"),
    ("api_version", "API version", "api_version", "2025-11-01"),
    ("tenant_uuid", "Tenant", "tenant", "3f2b8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f"),
    ("store_opened", "Store opened", "store_opened", "2014-03-27"),
    ("price_file", "Price file effective", "price_file_effective", "2026-10-12T06:00:00+01:00"),
    ("pog_live", "Planogram live from", "pog_live_from", "2026-09-28"),
    ("cutoff", "Order cut-off", "order_cutoff", "11:00"),
    ("trading_hours", "Trading hours", "trading_hours", "06:00-23:00"),
    ("timezone", "Time zone", "tz", "Europe/London"),
    ("build", "Build", "build", "2026.10.2"),
    ("dc_gln", "DC GLN", "dc_gln", "5012345000007"),
    ("sop_revision", "Cold-chain SOP", "sop", "CC-04 rev 2026-03-01"),
    ("terms", "Rewards terms", "terms", "2026-04-01"),
    ("model", "Model", "model", "gpt-4o-2024-08-06"),
    ("store_uuid", "Store key", "store_key", "9c1e4d2a-7b3f-4e8a-a0c6-5f1d2e3b4a9c"),
]

# per language: the year or day a store opened, and a setting or a revision of the programme's rules
STABLE_LOCAL: dict[str, tuple[str, str]] = {
    "pl": ("Sklep otwarty: 2014", "Strefa czasowa: Europe/Warsaw"),
    "de": ("Filiale eröffnet: 12.05.2009", "Kältekonzept: KK-7, Stand 03/2026"),
    "es": ("Tienda abierta desde: 2012-03-01", "Zona horaria: America/Mexico_City"),
    "ja": ("開店日：2009年4月1日", "店舗コード：0412"),
    "ko": ("개점일: 2011-03-02", "약관 개정일: 2026-04-01"),
    "pt": ("Loja inaugurada em: 2015", "Fuso horário: America/Sao_Paulo"),
    "fr": ("Magasin ouvert depuis : 2008", "Conditions du programme : version du 01/04/2026"),
    "it": ("Punto vendita aperto dal: 2011", "Fuso orario: Europe/Rome"),
    "fi": ("Myymälä avattu: 2016", "Aikavyöhyke: Europe/Helsinki"),
    "el": ("Έναρξη λειτουργίας καταστήματος: 2013", "Ζώνη ώρας: Europe/Athens"),
    "th": ("เปิดสาขาเมื่อ: 2558", "เขตเวลา: Asia/Bangkok"),
    "ar": ("تاريخ افتتاح الفرع: 2017", "المنطقة الزمنية: Asia/Riyadh"),
    "vi": ("Cửa hàng khai trương: 2018", "Múi giờ: Asia/Ho_Chi_Minh"),
}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "ctx_kv",
    "sent_suffix",
]
LINE_POSITIONS = ["head", "system_tail", "header_block", "last_user"]
GENERATED_POSITIVES = 40
GENERATED_NEGATIVES = 29


def _block(name: str) -> tuple[str, str, str]:
    for source, _, block, ask, intro in BLOCKS:
        if source == name:
            return block, ask, intro
    raise KeyError(name)


def _as_yaml(key: str, value: str) -> str:
    return f'{key}: "{value}"' if (" " in value or ": " in value) else f"{key}: {value}"


def _as_json(key: str, value: str) -> str:
    return f'"{key}":{value},' if value.isdigit() else f'"{key}":"{value}",'


def _as_kv(key: str, value: str) -> str:
    return f'{key}="{value}"' if " " in value else f"{key}={value}"


def _compose(
    g: Gen67, body: tuple[str, str, str, str, str, str], position: str, forms: dict[str, str]
) -> str:
    """A body with one field at one position; `forms` holds the field as a line, YAML, JSON, XML, kv and "sent"."""
    name, lang, app, system, source, cue = body
    block, ask, intro = _block(source)
    block = fill(g, block)
    user = f"{colon(intro)}\n\n{block}\n\n{ask}"
    prefix = "User: " if lang == "en" else ""
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{forms['line']}\n{system}\n\n{prefix}{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{forms['line']}\n\n{prefix}{user}{tail}"
    if position == "header_block":
        block_lines = g.rng.sample(STABLE_LINES, 3) if lang == "en" else [f"app: {app}"]
        block_lines.insert(g.small(0, len(block_lines) + 1), forms["line"])
        return "\n".join(block_lines) + f"\n\n{system}\n\n{prefix}{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{prefix}{user}\n{forms['line']}{tail}"
    if position == "footer":
        return f"{system}\n\n{prefix}{user}\n\n--\n{forms['line']}"
    if position == "front_matter":
        return f"---\napp: {app}\n{forms['yaml']}\nlocale: en\n---\n{system}\n\n{prefix}{user}{tail}"
    if position == "json_member":
        return f'{{"app":"{app}",{forms["json"]}"locale":"en"}}\n{system}\n\n{prefix}{user}{tail}'
    if position == "xml_attr":
        return f'<request app="{app}" {forms["xml"]} locale="en"/>\n{system}\n\n{prefix}{user}{tail}'
    if position == "ctx_kv":
        return f"[ctx app={app} {forms['kv']} store=0412]\n{system}\n\n{prefix}{user}{tail}"
    assert position == "sent_suffix"
    return f"{system}\n\n{prefix}{user} {forms['sent']}{tail}"


def generated_positives(g: Gen67) -> list[Draft]:
    """One field at one position of a body that carries pasted material: English bodies take the
    fields and the ten positions in turn; bodies in other languages take a "now" label in their
    language or the next field, on a line of their own."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    used = english = other = 0
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        lang = body[1]
        t = g.at("uk")
        if lang == "en":
            position = POSITIONS[english % len(POSITIONS)]
            english += 1
        else:
            position = LINE_POSITIONS[other % len(LINE_POSITIONS)]
            other += 1
            if other % 2 == 1:
                t = g.at(LOCAL[lang][0])
                family = f"now_label_{lang}"
                forms = {"line": v("datetime", label_value(NOW_LABEL[lang], local_now(lang, t)))}
                tags = ["generated", position, family, "non_english", lang, "pasted_content_neighbour"]
                out.append(
                    Draft(_compose(g, body, position, forms), f"{SRC}gen:pos:{body[0]}+{family}", tags)
                )
                continue
        cue, family, label, key, make = fields[used % len(fields)]
        used += 1
        value = make(g, t)
        forms = {
            "line": v(cue, f"{label}: {value}"),
            "yaml": v(cue, _as_yaml(key, value)),
            "json": v(cue, _as_json(key, value)),
            "xml": v(cue, f'{key}="{value}"'),
            "kv": v(cue, _as_kv(key, value)),
            "sent": v("datetime", f"(sent {t:%H:%M:%S})"),
        }
        if position == "sent_suffix":
            family = "sent_time"
        tags = ["generated", position, family, "pasted_content_neighbour"]
        if lang != "en":
            tags += ["non_english", lang]
        out.append(Draft(_compose(g, body, position, forms), f"{SRC}gen:pos:{body[0]}+{family}", tags))
    return out


def generated_negatives(g: Gen67) -> list[Draft]:
    """The same bodies and positions with one stable value that looks like a date, a time or an id:
    English bodies take the stable fields and the ten positions in turn; bodies in other languages
    take a store's opening date or a setting in their language, on a line of their own."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    stable = list(STABLE_FIELDS)
    g.rng.shuffle(stable)
    out = []
    english = other = 0
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k + 3) % len(bodies)]
        lang = body[1]
        if lang == "en":
            position = POSITIONS[(english + 1) % len(POSITIONS)]
            family, label, key, value = stable[english % len(stable)]
            english += 1
            forms = {
                "line": f"{label}: {value}",
                "yaml": _as_yaml(key, value),
                "json": _as_json(key, value),
                "xml": f'{key}="{value}"',
                "kv": _as_kv(key, value),
                "sent": "(store 0412)",
            }
            if position == "sent_suffix":
                family = "store_in_parentheses"
        else:
            position = LINE_POSITIONS[other % len(LINE_POSITIONS)]
            family = ("store_opened_local", "setting_local")[other % 2]
            forms = {"line": STABLE_LOCAL[lang][other % 2]}
            other += 1
        tags = ["generated", "hard_negative", position, family, "pasted"]
        if lang != "en":
            tags += ["non_english", lang]
        out.append(Draft(_compose(g, body, position, forms), f"{SRC}gen:neg:{body[0]}+{family}", tags))
    return out


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen67(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted(g)
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold67", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
