"""Build `prompt_normalizer/corpus/holdout72.jsonl`, a seventy-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout72.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout64.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstring of `make_holdout64.py` and the clarification sections of `make_holdout60.py` and
`make_holdout63.py` were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a generator;
`pyproject.toml` was read for ruff's settings. (A listing of `tests/normalizer/` showed the names of
the generators; a count of the entries of `prompt_normalizer/corpus/` and a check of the path showed
that `holdout72.jsonl` did not exist yet; a grep of `make_holdout24.py` printed the line numbers of its
import lines; a read-only `git status` listed the names of the files changed in the working tree.)
`make_holdout65.py` to `make_holdout71.py`, written at the same time, were not read.

The domain is shared mobility: e-scooter and bike share operations, car sharing, ride-hailing driver
operations, transit fare apps and ticket validation, vehicle rebalancing and battery swaps, damage
reports and parking photos, trip disputes and fines, and municipal permits and data feeds (GBFS, MDS,
CDS). The earlier docstrings name neighbours of it: public transit with a GTFS-realtime FeedHeader
timestamp (make_holdout6); ride-hailing with driver support behind a B3 header, rider safety, surge
quotes and a driver app, with trip receipts, payout statements and surge configuration as content
(make_holdout7); GBFS bike-share feeds among building and automation platforms, with pasted JSON that
opens with `"last_updated"` among its negatives (make_holdout11); e-scooter fleets with battery-swap
routes and their route sessions, rider support, fines, telemetry, live availability and a fleet clock
in ms (make_holdout13); EV charger availability and a taxi in car infotainment (make_holdout19);
transport operators' back offices with ticket refunds, metro card transactions, fare inspection
appeals, penalty fares, validator scans and handheld exports (make_holdout20); car rental and car
sharing with a trip session and its unlock nonce, a damage check-in upload, a one-way quote, a
parking-fine dispute with `[session ...]` and `[sent ...]` lines and station transfers
(make_holdout25); last-mile driver apps and cargo bikes (make_holdout32); a driver app's logfmt Go
clock (make_holdout53); and rail crews with a driver's relayed message (make_holdout60). The scenarios
here were written around them: ride-hailing is seen from the driver's side (a profile header with a
heartbeat, a trip offer and its expiry, document checks, deactivation appeals, a demand heat map, an EV
rental deduction statement, wallet and cancellation questions in six languages), with no B3 header,
surge quote, payout statement or English trip receipt (English trip data are an ETA history, a data
download and a quest tracker); GBFS appears as a `vehicle_status` feed fetched for a rider's question,
a station status fetched through a proxy, a station pasted in Georgian and a `system_pricing_plans`
feed pasted to debug a price, never in a building or automation context; battery swaps are swap
stations, cabinets, racks and a gig charger's task hold, with no swap route or route session; car
sharing has a co-driver invite, interior cleanliness uploads, a damage desk, tolls, a fuel card, a
keyless trip end and fines nominated to members, with no unlock nonce, damage check-in, one-way quote,
station transfer or parking-fine dispute; transit fare apps are fare capping, visual validation, tap
histories, barcode payloads, validator diagnostics and concessions, with no refund, inspection appeal,
penalty fare or validator scan export; there is no GTFS-realtime feed, charger availability, taxi,
delivery driver, cargo bike or rail crew. The sources are:

* e-scooter and bike share operations: a dispatch console's operator session and its opening time
  (+01:00; the pasted vehicle event whose first members are a UUIDv7 `id` and `created_at` stays), a
  Madrid rider chat behind YAML front matter (`generado`, nanoid `sesion_chat`; the receipt stays), a
  dock status fetched through a GBFS proxy "as of" a time with a KSUID snapshot (`last_reported`
  stays), an e-bike controller log under `traceparent` and `tracestate`, a Tokyo bike share
  (`現在時刻:`) and a Seoul one (`요청 시각:` in Korean 12-hour form, a uuid session), a geofence
  alert relayed in pretty JSON (`relay_id`, `received_at`; `entered_at` stays), a Catalan speed zone
  behind XML attributes (`ts` in ms, hex `req`; the pasted logfmt trip stays), a Slack mention
  (`event_id`, `event_time`, `ts`; the times in the text stay), a Dutch `Huidige tijd (server):`
  line, a membership agent's current date and a tool gateway's fetch id in single-line JSON (the
  member's renewal stays) and a night digest footer (`assembled_at`; the telemetry CSV stays);
* car sharing: a Llama 3 reservation prompt (`Today Date` moves, `Cutting Knowledge Date` stays), a
  keyless trip end behind request headers (`X-Device-Time` in ms, `X-Request-Id`; the car's status
  JSON whose first member is `ts` stays), bookings fetched for a Berlin member (`Abrufzeitpunkt:`), a
  fuel card decline in a ChatML system turn (UUIDv7 chat session before `<|im_end|>`), interior
  cleanliness uploads (lower-case ULID upload ids and receipt times; EXIF capture times and GPS
  stay), a B2B booking delivered with Standard Webhooks headers (the payload's `created_at` stays),
  a Paris `Horodatage de la requête :` line, a co-driver invite token and its expiry, a damage desk
  session (TSID) and its opening, a toll lookup's `fetched_at` in a tool observation (passage times
  stay), a Warsaw `Data zapytania:` with a KSUID and a Tel Aviv `זמן הבקשה:`;
* ride-hailing driver operations: a driver profile with an app session and a heartbeat in ms (the
  licence validity stays), an EV rental deduction statement with a US medium footer, a trip offer's
  xid and expiry computed from now, a licence upload's base58 ref and receipt time (the OCR'd issue
  and expiry dates stay), a São Paulo deactivation appeal (`Data/hora atual:`, a decimal
  `Atendimento nº`; the platform's message stays), a demand heat map snapshot in pretty JSON, a
  Delhi auto driver (`अभी का समय:`), a Jakarta ojek wallet (`Jam server:` with dotted time), a
  Riyadh captain (`وقت الطلب:` in Arabic-Indic digits, UUIDv7), a LINE webhook event from a Bangkok
  driver (`webhookEventId`, `timestamp`, `replyToken`; `destination`, `userId` and the Thai text
  stay), a Hanoi driver (`Thời điểm hiện tại:`) and a Bogotá incident report draft (cuid2 draft id,
  the start date and the report date the tool fills in as today; the driver's times stay);
* transit fare apps and ticket validation: a ticket screen's live clock as a time alone (activation
  and validity stay), fare cap taps retrieved "at" a time with a UUIDv7 lookup id, a Sydney trip
  history under single-line JSON (`ts` in ms), a barcode payload whose `iat` and `exp` stay under
  the gateway's `X-Request-ID`, a validator status polled "at" a dotted time with a base58 poll id
  (the last sync and blocklist version stay), a concessions portal JWT, an Istanbul card (`Şu anki
  zaman:` with Turkish month and weekday), an Athens ticket app (`Τρέχουσα ώρα:`), a Taipei card in
  the ROC calendar with a full-width colon and a snowflake request id, a Stockholm ticket (`Aktuell
  tid:`), a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:` line and a fare cap event delivered
  as a binary CloudEvent (`capped_at` stays);
* vehicle rebalancing and battery swaps: a plan run (KSUID and a time alone in a sentence at the
  head), a van loading plan's request stamp and id in pretty JSON, swap station status "as of" a time
  (charge times stay), a gig charger's task hold and its end, a demand forecast window computed from
  now (one span), a warehouse's bracketed context line over a pasted rack logfmt log, a Nairobi swap
  station (`Saa sasa:`), a Bangkok swap app (`เวลาปัจจุบัน:` in the Buddhist era, ULID), a Shanghai
  dispatcher (`当前时间：`), a BMS cycle log under `X-Amzn-Trace-Id`, a Teams activity (`id`,
  `timestamp`) and a Lahore rickshaw swap (`موجودہ وقت:`);
* damage reports and parking photos: a parking photo review queue (ULID ref and receipt time; EXIF
  and trip end stay), a photo check's XML attributes (cuid2 `id`, `queued`; the nested trip and photo
  times stay), a triage session (base32) and its opening in a markdown table, a vandalism report job
  (UUIDv7, the date opened and the report date), a Milan dispute (`Ora attuale:`), an OCR job over a
  handwritten form, a ChatML `Sent:` line before `<|im_end|>`, a Kyiv dispute (`Поточний час:`), a
  damage quote (base58 id, quote time and the validity computed from it), a city enforcement API
  response for this request (`Date`, `X-Request-Id`; the violation stays), a Prague bike share
  (`Aktuální čas:`) and a parking check footer with one field per line;
* trip disputes and fines: a fare dispute's support session and opening in markdown bullets (the trip
  uuid the rider asks about stays), a Mexico City overtime fee (`Hora del servidor:`), a red-light
  notice fetched "at" a Python logging time (the offence time stays), a Lyon citation behind XML
  attributes (`horodatage`, TSID `requete`), a congestion charge PCN under `X-Correlation-ID`, a
  chargeback delivered with `Stripe-Signature` whose event `id` and `created` move (the dispute
  object stays), a "ride did not end" dispute built "at" a Go `time.Now().String()` time, a Manila
  e-trike (`Oras ngayon:`), a Bucharest fine (`Ora curentă:`), a Budapest bike (`Aktuális idő:`), an
  agent graph state in nested YAML (`now`, UUIDv7 `thread_id`) and a Helsinki bike (`Nykyhetki:`);
* municipal permits and data feeds: a GBFS `vehicle_status` fetched for this request (`last_updated`
  moves, `last_reported` stays), an MDS provider call the program made (`Authorization: Bearer` JWT,
  `X-Request-Id`; the trips stay), an MDS compliance run finished "at" a JavaScript `toString()`
  time, a Bogotá permit portal's cookie session pair, a fleet cap report draft with its report date,
  an MDS query window in a bracketed line, CDS curb events "as of" a .NET "f" time, a Cologne permit
  desk (`Zeitstempel (System):`, base32 session), a Lisbon licensing desk (`Hora do pedido:`), an
  Almaty permit (`Қазіргі уақыт:`), a Tbilisi feed question (`მიმდინარე დრო:`; the pasted station's
  `last_reported` stays) and a 311 audit under `X-Cloud-Trace-Context`;
* shapes around pasted material: RAG passages with `retrieved_at` pairs (the terms' effective date
  stays), a messages array whose tool message carries a gateway request id (the `tool_call_id` that
  pairs it with the assistant's call stays), the app's `generated_at` at the head of a prompt whose
  pasted record opens with `created_at`, a ride ULID the rider asks about under the request's ULID, a
  leading comment line (`ts`, `conv`), a trailing `client_ts` epoch, a trailing KSUID trace line, a
  mailbox poll "at" a time with a poll id above a pasted e-mail (its `Date` and `Message-ID` stay), a
  Typeform delivery's `event_id` (the response token, `landed_at` and `submitted_at` stay), made-up
  labels (`ridepulse.t0` in us, `ridepulse.hop` TSID; `ridepulse.build` CalVer stays), a DSPy
  `now_utc` field and a session and client time around an earlier assistant turn that lists rides.

The hand-written negatives are pasted records from the same worlds, in nineteen placements (question
after, before, typed right under the block, behind a lead-in ending in a colon, quoted with "> ",
fenced, in an earlier user turn, in an earlier assistant turn, indented, after the question's
lead-in, in a user turn under a system prompt, on both sides, in ChatML, Llama 3, Gemma, Phi-3 and
Mistral user turns, in a RAG document and in a tool observation): an MDS status change array, a GBFS
pricing plans feed opening with `last_updated`, a vehicle event opening with a UUIDv7 `id`, an MDS
trips CSV, a rental table, a booking e-mail with `Date` and `Message-ID`, a Standard Webhooks
delivery and a Stripe delivery pasted to debug their signatures, a quest tracker, an ETA history, EMV
tap logfmt, a fare statement CSV opening with `Timestamp`, ticket claims with `jti`, `iat` and `exp`,
a swap cabinet log with `[2026-...]` prefixes, MQTT messages with `ts` in ms, rebalancing tasks in
YAML, a damage form export opening with `Created:` and `Updated:`, exiftool output, a notice of
intended prosecution, a PCN, permit conditions, an MDS policy, CDS events, `curl -v` output with
`date` and `x-request-id`, an nginx unlock log with `req_id`, logcat, a form export, a Slack export
with `ts`, a WhatsApp group export, a Jira ticket, Kafka consumer output with ULIDs, an SQL result,
a Sentry event opening with `"timestamp"`, a webhook dashboard's delivery log, an incident timeline,
an MDS Agency request with `X-Request-Id`, a 429 with `Date` and `X-RateLimit-Reset`, a document
expiry e-mail, an airport queue log, an offer copied from a debug screen (`offer_id`, `expires_at`),
`candump` output, an accident report, a Wallet `pass.json`, GTFS `timeframes.txt`, a roster, a data
download with `request_timestamp`, ECS JSON logs with `trace.id`, an OpenTelemetry span, an ingest
job's logfmt with `request_id`, an SMS with `Sent:`, a city e-mail; and in other languages a
Spanish receipt e-mail and trips CSV, a German fine hearing and damage record opening with
`Erstellt:`, a French contravention notice and rebalancing report, a Japanese removal notice and
port log, a Korean receipt, Chinese order JSON with Chinese keys, a Taipei rental record in the ROC
calendar, Brazilian, Hindi, Arabic (Arabic-Indic digits), Bengali (Bengali digits), Thai (Buddhist
era) and Vietnamese receipts, an Italian fine, a Polish damage report, an Istanbul card statement, an
Indonesian order history, a Dutch travel history, a Swedish receipt, a Ukrainian receipt, a Russian
trip record, a Hebrew receipt, a Czech ticket, an M-Pesa SMS in Swahili, a GCash receipt in Tagalog,
a Greek fine and a Kazakh permit register entry. Look-alikes in program positions: a permit header
with MDS version, provider id and knowledge cutoff, a Llama 3 header with only its knowledge cutoff,
a ChatML system turn with a launch year and prompt revision, front matter with an approval date and
tariff table, a fleet's launch date and time zone in XML attributes, an engine CalVer and tenant
uuid in single-line JSON, a prompt revision in an HTML comment, a vehicle's commissioning and battery
dates in a markdown table, curfew settings as `KEY=value` lines, a terms footer, an Azure
`api-version`, `Stripe-Version` with a customer and renewal date, a driver profile's onboarding,
licence and background check dates, a station's installation dates, a Gemma turn with a knowledge
cutoff, a bracketed context line of stable pairs, a member header, service hours, a campaign window,
a Spanish permit validity, a Japanese prompt revision, an unrendered `{{now}}` template and Discord
guild, channel and role ids. Values the user asks about or types: epochs, a UUIDv7, a KSUID, a
user-typed clock at Gare du Nord, relative times, few-shot fine dates, a pasted JWT, a traceparent
for support, an ISO week, permit, ticket and time-zone arithmetic, a snowflake, a sign with times,
a Korean return time and a German appeal deadline; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -08:00 to +11:00 (-08:00,
-07:00, -06:00, -05:00, -04:00, -03:00, +01:00, +02:00, +03:00, +04:00, +10:00, +11:00), RFC 1123,
Python logging and `isoformat()`, Log4j ISO 8601, Go RFC3339Nano and `time.Now().String()` with its
monotonic reading, .NET "f", JavaScript `toISOString()` and
`toString()`, Windows and US medium 12-hour renderings, ctime, GNU `date`, English long dates,
Llama 3's `Today Date`, ISO week dates, `YYYY-MM-DD HH:MM:SS` and `YYYY-MM-DD HH:MM` with a zone
name, day-first slashed and dotted dates with a time, a time alone, epochs in s, ms and us, and
dates in Japanese, Korean (12-hour), Simplified Chinese, the ROC calendar, Thai (Buddhist era),
Greek, Turkish, Ukrainian, Indonesian, Hindi, Swahili, Georgian, Kazakh, Tagalog, Finnish, Arabic
(Arabic-Indic digits), Urdu, Vietnamese, Hebrew, Hungarian, Czech, Romanian, Polish, Dutch, German,
Spanish, French, Portuguese, Italian and Swedish forms. Identifiers: UUID v4 and v7, ULID (also
lower case), KSUID, xid, TSID, cuid2, nanoid, base32, base58, base62, base64url and hex tokens,
snowflakes, JWTs, traceparent and tracestate, X-Ray with a parent, Cloud Trace context, a decimal
case number, Standard Webhooks, CloudEvents binary, Stripe signatures and event envelopes, Slack,
Teams, LINE and Typeform envelopes, a cookie session pair and vendor-prefixed ids (`rly_`, `msg_`,
`Ev`, `ftc_`, `evt_`). Positions: header blocks (`Label: value`, HTTP request and response headers,
CloudEvents binary and webhook headers), head and tail of the prompt, the tail of a system prompt
(also in ChatML and Llama 3), YAML front matter and nested YAML, pretty and single-line JSON members
(also in envelopes, a messages array and a tool observation), XML attributes, `key=value` pairs in a
bracketed context line and a leading comment line, a cookie's last pair, markdown table rows and
bullets, indented lines, templated sentences and phrases with their preposition, parenthesised ids,
a DSPy field, metadata lines after the last user message, footers after `--` and trailing lines.

Prompts are in English and in Spanish, Catalan, Dutch, German, French, Polish, Hebrew, Portuguese,
Hindi, Indonesian, Arabic, Vietnamese, Turkish, Greek, Traditional and Simplified Chinese, Swedish,
Swahili, Thai, Urdu, Italian, Ukrainian, Czech, Tagalog, Romanian, Hungarian, Finnish, Kazakh,
Georgian, Japanese, Korean, Russian, Bengali and Danish (scripts: Latin, Japanese, Hangul, Han, Hebrew,
Arabic, Devanagari, Bengali, Thai, Greek, Cyrillic, Georgian). Prompts in those languages end with
the user's message or with the metadata after it.

What it is: 323 prompts. 160 carry volatile fields (227 spans): 108 hand-written positives (175
spans; 57 with two or more fields, nine with three or more) and 52 generated ones. 163 carry none:
123 hand-written negatives (82 pasted records, 23 look-alikes in program positions, 16 values the
user asks about or types, two plain controls) and 40 generated hard negatives. The generated
positive family puts one field (of 30 formats and labels, among them made-up labels and the current
date and time under a "now" label in the body's language) at one of ten positions (head, system
tail, header block, after the last user message, footer, YAML front matter, a pretty JSON member
never last in its object, an XML attribute followed by a stable one, a single-line JSON member after
a stable one, `key=value` in a bracketed context line; five or six each) of 20 bodies in thirteen
languages whose user message carries a pasted record with its own times and ids; the generated
negative family uses the same bodies and positions with one stable value that looks like a date, a
time or an id (permit and its validity, GBFS and MDS versions, provider id, fleet cap, service area
start, knowledge cutoff, prompt revision, API version, time zone, tenant uuid, tariff table, curfew,
zone map file, build, support hours, operating year). About two prompts in five are in a language
other than English. The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, query windows computed from now, pasted blocks that open with metadata-like lines, work
logins, per-message and per-item stamps, device clocks, holds and expiries computed from now,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Pasted material is content wherever it sits and however it opens: at the very start of the user's
  message (also right under the prompt's own metadata), at the very end of the prompt, behind a
  lead-in, quoted, fenced, indented, in an earlier user or assistant turn, in a RAG document, in a
  tool observation and inside any chat template; its `id`, `created_at`, `updated_at`, `ts`,
  `timestamp`, `Timestamp`, `Created:`, `Updated:`, `Ref:`, `Date:`, `Message-ID:`, `Sent:`,
  `last_updated`, `last_reported`, `event_time`, `request_id`, `trace.id`, epochs, UUIDv7s, ULIDs,
  KSUIDs and hex ids stay, as do labels in other languages (`Fecha:`, `Erstellt:`, `Tatzeit:`,
  Chinese keys such as `开锁时间`, `Ημερομηνία και ώρα:`).
* Mobility records are content: trip, ride, rental, booking, offer, task, case, report, notice, PCN,
  permit, policy, device, vehicle, station, dock, slot, pack and plate ids; start, end, pickup,
  drop-off, tap, validation, activation, validity, swap, charge, offence and issue times; EXIF
  capture times and GPS; MDS `event_time`, GBFS `last_reported` and CDS event times; permit
  validity, fleet caps and curfews; also next to a program's stamp and also when the program fetched
  them for this request. Only the stamp ("Station status fetched from the GBFS proxy as of <time>
  (snapshot <id>) for this request:") and the ids minted for the fetch, poll, snapshot, lookup or
  pull move.
* A feed fetched for this request carries the provider's per-response stamp: a GBFS feed's
  `last_updated` in the fetched copy moves (as make_holdout6 decided for a GTFS-realtime header);
  the same member in a feed a user pastes to debug stays, and so does a station's `last_reported`
  in either.
* Deliveries received for this request: Standard Webhooks headers, `Stripe-Signature` and the
  Stripe event's `id` and `created` (the event envelope around `data.object`, like a CloudEvent's
  `id` and `time`), CloudEvents `ce-id` and `ce-time`, a Slack event's `event_id`, `event_time` and
  `ts`, a Teams activity's `id` and `timestamp`, a LINE event's `webhookEventId`, `timestamp` and
  `replyToken`, a Typeform delivery's `event_id` and a relay's `relay_id` and `received_at` move; the
  payloads (a booking with its `created_at`, the dispute object, a cap event's `capped_at`, a form
  response's token, `landed_at` and `submitted_at`, message texts, senders, destinations) stay. The
  same deliveries pasted by a user to debug them stay whole.
* Clocks read for this request are the current time in any form: a ticket screen's live clock (a
  time alone; the ticket's activation and validity stay), a driver app's heartbeat, a device time
  header, a client time, a host date, a wallclock, and "now" labels in any language, script, digits
  or calendar (the ROC calendar, the Buddhist era, Arabic-Indic digits, full-width colons). Times a
  rider or driver types ("It's 08:40 here at Gare du Nord") stay.
* Work logins and chats are sessions: console, desk, triage, support, portal and chat sessions with
  their opening time, a portal JWT, a cookie's session pair and an agent graph's `thread_id` move;
  riders, members, drivers, vehicles, cases, permits, stations, providers, tenants, Slack teams and
  channels, Teams conversations and LINE users stay.
* Holds, offers and quotes computed from now move: a trip offer's id and its expiry, a gig charger's
  task hold and its end, a co-driver invite token and its expiry, a damage quote's id, its time and
  the validity computed from it. An offer a driver copies from the app's debug screen stays.
* Runs, jobs and drafts move with their start or finish: a rebalancing plan run, a compliance run, an
  OCR job, a report job, an incident report draft and a permit report draft, with a report date the
  tool fills in as today. A forecast window and an MDS query window computed from now move as one
  span each.
* Uploads: an upload's id and receipt time move; the uploaded photo's EXIF capture time and GPS stay
  (they record the event, as make_holdout20 decided for field photos).
* Tool results: an id the tool gateway mints for the fetch and a `fetched_at` in an observation move;
  a `tool_call_id` that pairs an assistant's call with its result in a messages array is part of the
  conversation and stays (it is resent unchanged with the history), while a gateway's request id on
  the tool message moves.
* Near-misses decided by position and purpose: an id the user asks about stays next to the request id
  that moves; a record's `created_at` at the head of a pasted block stays while the app's
  `generated_at` at the head of the prompt moves; a webhook a user pastes stays while the one the
  app received moves. Made-up and app-specific labels (`ridepulse.t0`, `ridepulse.hop`, `Wallclock`,
  `tick`, `Hop`, `Heartbeat`, `Screen clock`) move when they hold the current time or a per-request
  id; CalVer builds, versions, knowledge cutoffs, tariff tables, zone map names, provider ids and
  tenant uuids stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence ("A
  new trip offer (<id>) is waiting until <time> and disappears if the driver does not answer."
  leaves "A new trip offer is waiting and disappears if the driver does not answer."); a
  parenthesised id is cut with its parentheses; XML attributes and `key=value` pairs are followed by
  a stable neighbour, except a cookie's session pair, its last; single-line JSON members are cut with
  the comma after them and follow a stable member, and volatile members of pretty-printed JSON are
  never the last member of their object; a header line, a markdown row or bullet, a nested YAML
  member, an indented `label: value` line and a line holding one field in any script are whole-line
  spans; footers hold one field per line; a field followed by `<|im_end|>` on its line is an inline
  span.
* Only ASCII `Label:` cue lines or a chat template's reply header that rule 4's machinery knows, on a
  line of its own (ChatML, and Llama 3 with its reply header put on its own line), end positives;
  prompts in the other languages end with the user's message or with the metadata after it; Gemma
  and Phi-3 prompts appear only in negatives, and the Mistral `[INST]` positive, which has no cue
  line, gets its trailer after `[/INST]` as rule 4 gives it.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    MONTHS_LONG,
    Draft,
    Gen,
    ctime,
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
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20270412
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout72.jsonl"
SRC = "holdout72:"

# --- zones, moments and identifiers ------------------------------------------------------------------------

# name: (winter abbreviation, winter offset, summer abbreviation, summer offset, southern hemisphere)
SEASONAL: dict[str, tuple[str, float, str, float, bool]] = {
    "lisbon": ("WET", 0, "WEST", 1, False),
    "london": ("GMT", 0, "BST", 1, False),
    "cet": ("CET", 1, "CEST", 2, False),
    "eet": ("EET", 2, "EEST", 3, False),
    "israel": ("IST", 2, "IDT", 3, False),
    "ny": ("EST", -5, "EDT", -4, False),
    "la": ("PST", -8, "PDT", -7, False),
    "sydney": ("AEST", 10, "AEDT", 11, True),
}
FIXED: dict[str, tuple[str, float]] = {
    "utc": ("UTC", 0),
    "mexico": ("CST", -6),
    "bogota": ("COT", -5),
    "saopaulo": ("BRT", -3),
    "tokyo": ("JST", 9),
    "seoul": ("KST", 9),
    "taipei": ("CST", 8),
    "shanghai": ("CST", 8),
    "manila": ("PHT", 8),
    "bangkok": ("ICT", 7),
    "hanoi": ("ICT", 7),
    "jakarta": ("WIB", 7),
    "dhaka": ("BST", 6),
    "delhi": ("IST", 5.5),
    "lahore": ("PKT", 5),
    "almaty": ("ALMT", 5),
    "tbilisi": ("GET", 4),
    "dubai": ("GST", 4),
    "riyadh": ("AST", 3),
    "istanbul": ("TRT", 3),
    "nairobi": ("EAT", 3),
}

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32HEX = "0123456789abcdefghijklmnopqrstuv"


def _zone(name: str, hours: float) -> timezone:
    return timezone(timedelta(hours=hours), name)


class Gen72(Gen):
    """`make_holdout.Gen` with city zones and a few more identifier formats."""

    def at(self, city: str = "utc") -> datetime:
        t = self.moment()
        if city in FIXED:
            name, hours = FIXED[city]
            return t.astimezone(_zone(name, hours))
        winter, w_off, summer, s_off, south = SEASONAL[city]
        in_summer = 4 <= t.month <= 10
        if south:
            in_summer = not in_summer
        return t.astimezone(_zone(summer, s_off) if in_summer else _zone(winter, w_off))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def lower_ulid(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        value <<= 4
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def cuid2(self) -> str:
        first = self.rng.choice("abcdefghijklmnopqrstuvwxyz")
        return first + "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(23))

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


def ms3(t: datetime) -> str:
    """`HH:MM:SS.mmm`."""
    return f"{t:%H:%M:%S}.{t.microsecond // 1000:03d}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t:%d}{sep}{t:%m}{sep}{t:%Y} {t:%H:%M:%S}"


def ymd_slash(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%dT%H%M%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS_EN[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MONTHS_EL = [
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
MONTHS_TR = [
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
DAYS_TR = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
MONTHS_UK = [
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
MONTHS_TH = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
MONTHS_ID = [
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
DAYS_ID = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
MONTHS_HI = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"]
MONTHS_SW = [
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
]
MONTHS_KA = [
    "იანვარი",
    "თებერვალი",
    "მარტი",
    "აპრილი",
    "მაისი",
    "ივნისი",
    "ივლისი",
    "აგვისტო",
    "სექტემბერი",
    "ოქტომბერი",
    "ნოემბერი",
    "დეკემბერი",
]
MONTHS_KK = [
    "қаңтар",
    "ақпан",
    "наурыз",
    "сәуір",
    "мамыр",
    "маусым",
    "шілде",
    "тамыз",
    "қыркүйек",
    "қазан",
    "қараша",
    "желтоқсан",
]
MONTHS_TL = [
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
MONTHS_FI = [
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
]
MONTHS_BN = [
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
]
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
BENGALI_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def loc(lang: str, t: datetime) -> str:
    """The current date and time as an app in that language renders it."""
    hms = f"{t:%H:%M:%S}"
    if lang == "ja":
        return f"{t.year}年{t.month}月{t.day}日 {hms}"
    if lang == "zh":
        return f"{t.year}年{t.month}月{t.day}日 {hms}"
    if lang == "zh-tw":
        return f"{t.year - 1911}/{t:%m/%d} {hms}"
    if lang == "ko":
        h = t.hour % 12 or 12
        return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"
    if lang == "th":
        return f"{t.day} {MONTHS_TH[t.month - 1]} {t.year + 543} {hms} น."
    if lang == "el":
        return f"{t.day} {MONTHS_EL[t.month - 1]} {t.year}, {hms}"
    if lang == "tr":
        return f"{t.day} {MONTHS_TR[t.month - 1]} {t.year} {DAYS_TR[t.weekday()]} {hms}"
    if lang == "uk":
        return f"{t.day} {MONTHS_UK[t.month - 1]} {t.year} р., {hms}"
    if lang == "id":
        return f"{DAYS_ID[t.weekday()]}, {t.day:02d} {MONTHS_ID[t.month - 1]} {t.year} {t:%H.%M.%S} WIB"
    if lang == "hi":
        return f"{t.day} {MONTHS_HI[t.month - 1]} {t.year}, {hms} IST"
    if lang == "sw":
        return f"{t.day} {MONTHS_SW[t.month - 1]} {t.year}, saa {hms}"
    if lang == "ka":
        return f"{t.day} {MONTHS_KA[t.month - 1]}, {t.year} {hms}"
    if lang == "kk":
        return f"{t.year} ж. {t.day} {MONTHS_KK[t.month - 1]}, {hms}"
    if lang == "tl":
        h = t.hour % 12 or 12
        return f"{MONTHS_TL[t.month - 1]} {t.day}, {t.year} {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"
    if lang == "fi":
        return f"{t.day}. {MONTHS_FI[t.month - 1]} {t.year} klo {t:%H.%M.%S}"
    if lang == "ar":
        return f"{t:%d/%m/%Y} {hms}".translate(ARABIC_DIGITS)
    if lang == "ur":
        return f"{t:%d-%m-%Y} {hms} PKT"
    if lang == "bn":
        return f"{t.day} {MONTHS_BN[t.month - 1]} {t.year}, {hms}".translate(BENGALI_DIGITS)
    if lang == "vi":
        return f"{hms} ngày {t:%d/%m/%Y}"
    if lang == "he":
        return f"{t.day}.{t.month}.{t.year}, {hms}"
    if lang == "hu":
        return f"{t.year}. {t:%m}. {t:%d}. {t.hour}:{t:%M:%S}"
    if lang == "cs":
        return f"{t.day}. {t.month}. {t.year} {t.hour}:{t:%M:%S}"
    if lang == "ro":
        return f"{t:%d.%m.%Y}, {hms}"
    if lang == "pl":
        return f"{t.day}.{t:%m}.{t.year}, {hms}"
    if lang == "nl":
        return f"{t.day}-{t.month}-{t.year} {hms}"
    if lang in ("de", "ru"):
        return f"{t:%d.%m.%Y} {hms}"
    if lang in ("es", "fr", "pt", "it", "ca"):
        return f"{t:%d/%m/%Y} {hms}"
    raise ValueError(lang)


def pretty(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def one_line(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


POS: list[Callable[[Gen72], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen72], Draft]) -> Callable[[Gen72], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{name}", tags)


# --- positives: e-scooter and bike share operations --------------------------------------------------------


@pos
def _ops_console_event(g: Gen72) -> Draft:
    t = g.at("lisbon")
    rec = t - timedelta(minutes=g.small(20, 90), seconds=g.small(1, 59))
    event = pretty(
        {
            "id": g.uuid7(rec),
            "created_at": js_iso(rec),
            "vehicle_id": "LX-48213",
            "event_type": "unavailable",
            "event_reason": "battery_low",
            "battery_pct": 9,
            "location": {"lat": 38.71372, "lng": -9.13945},
        }
    )
    return P(
        f"""Console: FleetOps Lisboa
Operator: m.santos (dispatch)
{v("session_id", "Operator session: " + g.ulid(t))}
{v("datetime", "Session opened: " + rfc3339(t))}
Scope: e-scooters, zone LX-Centro

You are the dispatch copilot. Explain vehicle states from the event data the operator gives you and
suggest the next field action. Never change a vehicle's state yourself.

Operator: Scooter LX-48213 went to "unavailable" and nobody touched it. This is what the event API shows:

{event}
Assistant:""",
        "scooter-ops:ops-console",
        ["header_block", "ulid", "rfc3339", "offset", "pasted_json_neighbour", "record_created_at_stays"],
    )


@pos
def _rider_support_madrid(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""---
canal: app-ios
idioma: es-ES
{v("datetime", "generado: " + rfc3339(t))}
{v("session_id", "sesion_chat: " + g.nanoid())}
---
Eres Lía, la asistente de soporte de MoviRápido Madrid. Responde en español, con frases cortas, y no
prometas reembolsos: si procede, abre una solicitud.

Usuario: Me habéis cobrado 14,34 € por un viaje de diez minutos. Este es el recibo que me llegó:

Viaje 7Q4-118-206
Inicio: 03/03/2026 22:41:09 · Glorieta de Bilbao
Fin: 03/03/2026 23:39:52 · Calle de Alcalá 212
Duración: 58 min 43 s
Desbloqueo: 1,00 € · Minutos: 58 × 0,23 € = 13,34 € · Total: 14,34 €

¿Por qué pone 58 minutos si yo lo aparqué a las 22:52?""",
        "scooter-ops:rider-support-es",
        ["front_matter", "rfc3339", "nanoid", "non_english", "spanish", "pasted_receipt_neighbour"],
    )


@pos
def _dock_status_snapshot(g: Gen72) -> Draft:
    t = g.at("ny")
    reported = epoch_s(t) - g.small(30, 400)
    return P(
        f"""You are the station technician assistant for Riverline Bike Share. Help the technician find which
docks need attention. Use only the status below.

Station status fetched from the GBFS proxy {v("datetime", "as of " + rfc3339(t))} {v("request_id", "(snapshot " + g.ksuid(t) + ")")} for this request:
station_id: HB-0412 "W 52 St & 11 Ave"
num_vehicles_available: 3
num_docks_available: 2
num_docks_disabled: 14
last_reported: {reported}
is_renting: true
is_returning: true

Technician: Why does the app say 2 free docks when I can see 10 empty ones?
Assistant:""",
        "scooter-ops:dock-snapshot",
        ["inline_phrase", "as_of", "ksuid", "parenthesised_id", "epoch_content_neighbour"],
    )


@pos
def _ebike_controller_trace(g: Gen72) -> Draft:
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: velora=" + g.hex(16) + ",dd=s:1")}
Accept-Language: nl-NL

You help Velora e-bike mechanics read controller logs. Name the fault code, the likely part, and the
test that confirms it.

Mechanic: Bike VB-20931 cuts out on hills. Log from the controller:

2026-02-18T16:02:11.204+01:00 INFO  motor: assist=3 cadence=62 torque=41Nm
2026-02-18T16:02:13.980+01:00 WARN  bms: cell_v_min=3.02 cell_v_max=3.61
2026-02-18T16:02:14.011+01:00 ERROR ctrl: E23 undervoltage cutoff (pack=33.9V)
2026-02-18T16:02:19.455+01:00 INFO  ctrl: restart ok
Assistant:""",
        "scooter-ops:ebike-trace",
        ["head", "header_block", "traceparent", "pasted_log_neighbour"],
    )


@pos
def _tokyo_bikeshare(g: Gen72) -> Draft:
    t = g.at("tokyo")
    return P(
        f"""あなたは「さくらサイクル」のサポート担当AIです。利用者の質問に丁寧な日本語で答えてください。返金の約束はしないでください。
{v("datetime", "現在時刻: " + loc("ja", t))}

利用者: 昨日の利用料金が二重に請求されています。利用履歴はこれです。

| 利用ID | 貸出日時 | 返却日時 | 貸出ポート | 返却ポート | 料金 |
|---|---|---|---|---|---|
| R-88120417 | 2026/03/03 18:02 | 2026/03/03 18:29 | 神田駅東口 | 日本橋三越前 | 165円 |
| R-88120452 | 2026/03/03 18:31 | 2026/03/03 18:31 | 日本橋三越前 | 日本橋三越前 | 165円 |

二つ目はうまく返却できなかったので、すぐにもう一度返しただけです。""",
        "scooter-ops:bikeshare-ja",
        ["system_tail", "localized_now", "non_english", "japanese", "pasted_table_neighbour"],
    )


@pos
def _geofence_relay(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""You are the compliance assistant of Zipp Mobility's Paris fleet. When a vehicle enters a no-riding
zone, tell the ops lead what happened and whether the city must be notified (only if it stayed longer
than 10 minutes).

{{
  {v("request_id", '"relay_id": "rly_' + g.b62(20) + '",')}
  {v("datetime", '"received_at": "' + rfc3339(t, 3) + '",')}
  "source": "geofence-engine",
  "alert": {{
    "vehicle_id": "PAR-E-77310",
    "zone": "Jardin du Luxembourg (no-ride)",
    "entered_at": "2026-05-16T15:12:04+02:00",
    "exited_at": "2026-05-16T15:26:51+02:00",
    "max_speed_kmh": 6.1
  }}
}}

Summary:""",
        "scooter-ops:geofence-relay",
        ["json_block", "envelope", "relay", "payload_times_stay"],
    )


@pos
def _seoul_bike(g: Gen72) -> Draft:
    t = g.at("seoul")
    return P(
        f"""당신은 서울 공공자전거 상담 도우미입니다. 반납 문제는 대여소 번호를 먼저 확인하세요.
{v("datetime", "요청 시각: " + loc("ko", t))}
{v("session_id", "상담 세션: " + g.uuid4())}

사용자: 여의나루역 대여소(207번)에 반납했는데 앱에 아직 대여 중으로 나와요. 대여 기록은 이렇습니다.
대여번호 SPB-2603-441902
대여 2026.03.04 19:12:40 / 207 여의나루역 1번출구
반납 처리 안 됨 (경과 1시간 48분)""",
        "scooter-ops:bikeshare-ko",
        ["system_tail", "localized_now", "uuid", "non_english", "korean", "record_last"],
    )


@pos
def _bcn_speed_zone(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""<context fleet="bcn-escooter" {v("epoch", 'ts="' + str(epoch_ms(t)) + '"')} {v("request_id", 'req="' + g.hex(24) + '"')} lang="ca"/>
Ets l'assistent de Patinet BCN. Explica les zones de velocitat reduïda i respon en català.

Usuari: Per què el patinet anava a 10 km/h a la Rambla de Catalunya ahir a les 18:20? Aquí tens el viatge:
viatge=TRP-55102 inici=2026-03-03T18:11:40+01:00 fi=2026-03-03T18:34:02+01:00 zona_max=10kmh tram="Rambla de Catalunya"
Assistant:""",
        "scooter-ops:speed-zone-ca",
        ["xml_attr", "epoch_ms", "hex", "head", "non_english", "catalan", "pasted_logfmt_neighbour"],
    )


@pos
def _slack_ops_mention(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""You are Opsy, the bot in the #ops-madrid channel. When someone reports a vehicle, look it up and reply
in the thread with its last known state.

{{
  "team_id": "T04FLEETMAD",
  "api_app_id": "A05OPSY2",
  {v("request_id", '"event_id": "Ev' + g.b62(10).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "user": "U07RIDER22",
    {v("message_id", '"ts": "' + str(epoch_s(t) - 1) + "." + g.digits(6) + '",')}
    "channel": "C05OPSMAD",
    "text": "<@U0OPSY> scooter MAD-31877 lying on its side at Calle Fuencarral 78 since at least 08:15, battery said 12% at 07:58"
  }}
}}

Reply:""",
        "scooter-ops:slack-mention",
        ["json_block", "slack_event", "envelope", "times_in_message_stay"],
    )


@pos
def _amsterdam_deelfiets(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Je bent de klantenservice-assistent van Deelfiets 020. Antwoord kort en vriendelijk in het Nederlands.
{v("datetime", "Huidige tijd (server): " + loc("nl", t))}
Vestiging: Amsterdam-Oost

Klant: Ik kreeg een boete van € 25 voor "buiten de zone geparkeerd", maar ik stond gewoon bij het
Muiderpoortstation. Dit zegt de rit-export uit mijn account:

rit_id;start;einde;eindlocatie;status
DF-772041;2026-03-02 08:14:09;2026-03-02 08:31:55;52.3608,4.9311;buiten_zone
Assistant:""",
        "scooter-ops:deelfiets-nl",
        ["system_tail", "localized_now", "non_english", "dutch", "stable_neighbours", "pasted_csv_neighbour"],
    )


@pos
def _membership_agent(g: Gen72) -> Draft:
    t = g.at("london")
    obs = (
        '{"tool":"get_member",'
        + v("request_id", '"fetch_id":"ftc_' + g.b62(20) + '",')
        + '"member_id":"4471-0932","plan":"annual","member_since":"2023-03-02",'
        '"renewed_at":"2026-03-02T00:04:11Z","auto_renew":true}'
    )
    return P(
        f"""You are the membership agent of CityCycle Dublin. Use the tools when you need account data, and
explain charges in plain words.
{v("date", "Current date: " + iso_date(t))}

Tools: get_member(member_id), list_rentals(member_id, days)

User: Why was my annual membership charged again? I'm member 4471-0932.
Thought: I should look up the member first.
Action: get_member
Action Input: {{"member_id": "4471-0932"}}
Observation: {obs}
Thought:""",
        "scooter-ops:membership-agent",
        ["agent_scaffold", "tool_result", "single_line_json", "iso_date", "record_dates_stay"],
    )


@pos
def _night_digest_footer(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Summarise this scooter's last hour for the night shift: where it went, how fast the battery drained,
anything odd.

vehicle_id,ts,lat,lng,battery_pct,speed_kmh,state
BER-20418,2026-03-05T01:02:00+01:00,52.52001,13.40495,54,0.0,available
BER-20418,2026-03-05T01:14:00+01:00,52.52190,13.41240,51,17.8,on_trip
BER-20418,2026-03-05T01:26:00+01:00,52.50931,13.43318,44,21.9,on_trip
BER-20418,2026-03-05T01:38:00+01:00,52.50928,13.43322,44,0.0,available
BER-20418,2026-03-05T01:50:00+01:00,52.50928,13.43322,37,0.0,available

--
nightshift-digest 1.3.0
{v("datetime", "assembled_at: " + rfc3339(t))}
""",
        "scooter-ops:night-digest",
        ["footer", "tail", "rfc3339", "pasted_csv_neighbour"],
    )


# --- positives: car sharing --------------------------------------------------------------------------------


@pos
def _llama3_reservation(g: Gen72) -> Draft:
    t = g.at("la")
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS_EN[t.month - 1]} {t.year}")}

You are the reservations assistant of Gridcar, a round-trip car sharing service in Los Angeles. Answer
from the member's booking; never extend a booking without asking.<|eot_id|><|start_header_id|>user<|end_header_id|>

Here's my confirmation, can I keep the car two more hours?

Gridcar booking GC-8830-1172
Vehicle: Kia Niro EV "Sunny" (plate 9KXV211)
Pick-up: Sat Mar 7, 2026 10:00 AM, Echo Park hub, bay 4
Return: Sat Mar 7, 2026 2:00 PM, same hub
Booked: Mar 2, 2026 9:47 PM<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        "carsharing:llama3-reservation",
        ["chat_template", "llama3", "today_date", "knowledge_cutoff_stays", "pasted_confirmation_neighbour"],
    )


@pos
def _trip_end_device_headers(g: Gen72) -> Draft:
    t = g.at("cet")
    status = pretty(
        {
            "ts": "2026-03-05T17:44:02.118+01:00",
            "vin": "WVWZZZE1ZMP041877",
            "ignition": "off",
            "doors": {"fl": "closed", "fr": "closed", "rl": "closed", "rr": "open"},
            "central_lock": "unlocked",
            "key_in_holder": True,
            "fuel_pct": 38,
        }
    )
    return P(
        f"""POST /assist/trip-end HTTP/1.1
Host: assist.sharecar.example
{v("epoch", "X-Device-Time: " + str(epoch_ms(t)))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
X-App-Version: 6.14.2 (android)

You help car sharing members end their trip. Look at the vehicle status, say exactly what blocks the
trip end, and tell the member what to do. Keep it to three steps.

Member: It won't let me end the trip, it just spins. Status the car sent:
{status}
Assistant:""",
        "carsharing:trip-end",
        [
            "head",
            "header_block",
            "epoch_ms",
            "request_id",
            "pasted_json_neighbour",
            "record_ts_first_member_stays",
        ],
    )


@pos
def _berlin_bookings(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Du bist der Assistent von Flinkauto Berlin. Antworte auf Deutsch, sachlich und kurz.

Buchungen des Mitglieds, abgerufen für diese Anfrage:
{v("datetime", "Abrufzeitpunkt: " + loc("de", t))}
| Buchung | Fahrzeug | Beginn | Ende | km | Betrag |
|---|---|---|---|---|---|
| FB-20260301-118 | VW ID.3 B-FA 2231E | 01.03.2026 09:05 | 01.03.2026 11:40 | 42 | 31,90 € |
| FB-20260304-072 | Opel Corsa B-FA 918 | 04.03.2026 18:20 | 04.03.2026 18:26 | 0 | 9,00 € |

Mitglied: Warum zahle ich 9 € für die zweite Buchung? Ich bin nicht einmal losgefahren, der Wagen war
dreckig und ich habe sofort storniert.""",
        "carsharing:bookings-de",
        ["fetch_stamp", "localized_now", "non_english", "german", "table_neighbour"],
    )


@pos
def _chatml_fuel_card(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""<|im_start|>system
You are the in-app assistant of Cityhop car sharing in London. Members may refuel with the fuel card in
the glovebox; the PIN is in the app, never in chat.
{v("session_id", "Chat session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
The fuel card got declined at the Shell on Holloway Road. The receipt says:

SHELL HOLLOWAY RD  TID 40118832
05/03/26 19:12:48
CARD ****7712  DECLINED 05 - DO NOT HONOUR
PUMP 6  UNLEADED  0.00 L

What now? I'm at 11% fuel.<|im_end|>
<|im_start|>assistant
""",
        "carsharing:chatml-fuel-card",
        ["chat_template", "chatml", "uuid7", "system_turn_line", "pasted_receipt_neighbour"],
    )


@pos
def _cleanliness_uploads(g: Gen72) -> Draft:
    t = g.at("cet")
    t2 = t + timedelta(seconds=g.small(2, 9))
    return P(
        f"""You assess interior cleanliness reports for Voltshare Milano. Grade the car 1-3 (3 = must be cleaned
before the next booking) and say which photo shows it.

Photos uploaded with this report:
Photo 1
  EXIF DateTimeOriginal: 2026:03:05 08:11:42
  GPS: 45.4781 N, 9.2271 E
  {v("request_id", "upload_id: " + g.lower_ulid(t))}
  {v("datetime", "received_at: " + rfc3339(t))}
Photo 2
  EXIF DateTimeOriginal: 2026:03:05 08:11:58
  GPS: 45.4781 N, 9.2272 E
  {v("request_id", "upload_id: " + g.lower_ulid(t2))}
  {v("datetime", "received_at: " + rfc3339(t2))}

Captions from the member: "crumbs and a coffee cup on the back seat", "sticky stain on the passenger mat".

Grade:""",
        "carsharing:cleanliness-uploads",
        ["indented_block", "upload_ids", "lower_ulid", "exif_stays", "four_spans"],
    )


@pos
def _b2b_standard_webhook(g: Gen72) -> Draft:
    t = g.at("utc")
    created = t - timedelta(seconds=g.small(1, 5))
    payload = one_line(
        {
            "type": "booking.created",
            "data": {
                "booking_id": "bk_7731204",
                "company": "Halvorsen Engineering AS",
                "vehicle": "Tesla Model Y EL 48213",
                "starts_at": "2026-03-09T07:30:00+01:00",
                "ends_at": "2026-03-09T16:00:00+01:00",
                "created_at": rfc3339(created),
            },
        }
    )
    return P(
        f"""Incoming delivery from the Fleetpool booking service:
{v("request_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}
content-type: application/json

{payload}

You are the corporate car sharing coordinator's assistant. Write the Slack message for #fleet-oslo
announcing the booking: who, which car, when. One line.
Message:""",
        "carsharing:standard-webhook",
        ["head", "header_block", "standard_webhooks", "envelope", "payload_created_at_stays"],
    )


@pos
def _paris_autopartage(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Tu es l'assistant de Partauto Paris. Réponds en français, poliment, et propose toujours une solution.
{v("datetime", "Horodatage de la requête : " + loc("fr", t))}
Abonnement : Liberté (sans engagement)

Client : J'ai réservé la Zoé de la rue Oberkampf mais elle n'était pas là. Voici la réservation :

Réservation PA-55-90412
Véhicule : Renault Zoé GH-412-KT
Station : 118 rue Oberkampf, Paris 11e
Début : 05/03/2026 08:00 — Fin : 05/03/2026 12:00
Statut : véhicule non présent (signalé 08:07)

Je dois être à Orly à 10 h, que puis-je faire ?""",
        "carsharing:autopartage-fr",
        ["system_tail", "localized_now", "non_english", "french", "stable_neighbours", "record_stays"],
    )


@pos
def _codriver_key_share(g: Gen72) -> Draft:
    t = g.at("sydney")
    exp = t + timedelta(minutes=15)
    return P(
        f"""You are Keyless Helper for Carrow car sharing (Sydney). Help members share access with a co-driver.
Never read out links or tokens.

Vehicle: Toyota Corolla Hybrid, rego EXP-48K, booking CW-B-30418 (Sat 7 Mar 2026, 09:00-18:00)
A co-driver invite {v("nonce", "(share " + g.b64url(18) + ")")} was created for this chat {v("datetime", "(expires " + rfc3339(exp) + ")")} and can be used once.
Co-driver on file: licence NSW 1187-3320, verified 2025-11-02

Member: My partner didn't get the invite text. Can you resend it?
Assistant:""",
        "carsharing:codriver-share",
        [
            "inline_sentence",
            "parenthesised_token",
            "expiry_computed_from_now",
            "booking_and_licence_dates_stay",
        ],
    )


@pos
def _damage_case_desk(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""Damage desk — Cityhop
Case: DMG-2026-00418 (rear bumper scuff, Ford Puma LR23 XKP)
Reported by member: 2026-03-02 21:14
Previous user of the car: member 55-9012, trip ended 2026-03-02 19:48
{v("session_id", "Desk session: " + g.tsid(t))}
{v("datetime", "Desk session opened: " + f"{t:%Y-%m-%d %H:%M:%S}")}

You help damage desk agents decide who is liable. Compare the photos' times with the trips and say who
most likely caused the damage, with the evidence.

Agent: The reporting member's pre-trip photos at 21:09 show the scuff; the previous member's end-of-trip
photos at 19:47 don't show the rear at all. Who do we charge?
Assistant:""",
        "carsharing:damage-desk",
        ["header_block", "tsid", "case_dates_stay"],
    )


@pos
def _toll_agent(g: Gen72) -> Draft:
    t = g.at("ny")
    fetched = v("datetime", '"fetched_at": "' + rfc3339(t, 3) + '",')
    tool = (
        "{\n"
        '  "tool": "toll_lookup",\n'
        f"  {fetched}\n"
        '  "plate": "NY KZL4417",\n'
        '  "passages": [\n'
        '    {"plaza": "RFK Bridge", "passage_time": "2026-02-27T08:41:19-05:00", "amount_usd": 11.19},\n'
        '    {"plaza": "Queens Midtown Tunnel", "passage_time": "2026-02-27T17:02:47-05:00", "amount_usd": 11.19}\n'
        "  ]\n"
        "}"
    )
    return P(
        f"""You are the billing agent of Zoomly car sharing (New York). Tolls incurred during a trip are passed on
at cost plus a USD 2.50 handling fee per passage.

User: Why did you charge me $27.38 in tolls for trip ZT-991204 on Feb 27? I never left Manhattan.
Action: toll_lookup {{"trip": "ZT-991204"}}
Observation:
{tool}
Thought:""",
        "carsharing:toll-agent",
        ["agent_scaffold", "tool_result", "json_block", "fetch_stamp", "passage_times_stay"],
    )


@pos
def _warsaw_carsharing(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Jesteś asystentem wypożyczalni aut na minuty Miastoauto (Warszawa). Odpowiadaj po polsku, krótko.
{v("datetime", "Data zapytania: " + loc("pl", t))}
{v("request_id", "ID zapytania: " + g.ksuid(t))}

Użytkownik: Dostałem opłatę 150 zł za "pozostawienie auta poza strefą". Historia przejazdu z aplikacji:

Przejazd MA-2026-118830
Start: 03.03.2026 17:42:10, ul. Marszałkowska 104
Koniec: 03.03.2026 18:19:37, ul. Puławska 350
Strefa końcowa: poza strefą (Mokotów Południe)

Przecież Puławska 350 to jeszcze Warszawa!""",
        "carsharing:miastoauto-pl",
        ["system_tail", "localized_now", "ksuid", "non_english", "polish", "record_stays"],
    )


@pos
def _telaviv_carsharing(g: Gen72) -> Draft:
    t = g.at("israel")
    return P(
        f"""אתה העוזר של שירות השיתוף „רכב־עיר” בתל אביב. ענה בעברית, בקצרה.
{v("datetime", "זמן הבקשה: " + loc("he", t))}

משתמש: הרכב שהזמנתי ברחוב אבן גבירול היה עם צמיג פנצ'ר. זה מה שמופיע בהזמנה:
הזמנה RI-77140
רכב: קיה פיקנטו 12-345-67
התחלה: 05.03.2026 07:30
סיום מתוכנן: 05.03.2026 10:30
האם אני משלם על הזמן שחיכיתי?""",
        "carsharing:rechev-ir-he",
        ["system_tail", "localized_now", "non_english", "hebrew", "record_stays"],
    )


# --- positives: ride-hailing driver operations -------------------------------------------------------------


@pos
def _driver_support_profile(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""Driver profile
Driver ID: DRV-0419-2271
City: London
Vehicle: Toyota Prius+ LB68 KTF (PHV licence 731204, valid to 2027-01-31)
Rating: 4.91 over 3,812 trips
{v("session_id", "App session: " + g.uuid4())}
{v("epoch", "Heartbeat: " + str(epoch_ms(t)))}

You are Drivers' Desk, the support assistant for Lanewise drivers. Answer about earnings, documents
and app problems. For safety incidents, give the 24/7 line and stop.

Driver: My weekly statement shows a "quality adjustment" of -£18.40. What is that?
Assistant:""",
        "driver-ops:profile-header",
        ["head", "header_block", "uuid", "epoch_ms", "stable_neighbours", "licence_validity_stays"],
    )


@pos
def _rental_deduction_footer(g: Gen72) -> Draft:
    t = g.at("ny")
    return P(
        f"""Explain to the driver, in plain words, why this week's deduction is higher than last week's. Use only
the statement.

Vehicle rental statement — Greenfleet EV hire, driver 88120, Feb 23 - Mar 1, 2026
Vehicle: Kia Niro EV, plate LV72 KXR
Weekly rent: $289.00
Depot charging: 212 kWh x $0.31 = $65.72 (last week 140 kWh)
Late return fee: $25.00 (returned Mar 1, 2026 11:42 PM; due 10:00 PM)
Total deducted from payout: $379.72 (deducted Mar 3, 2026)

--
{v("datetime", "Generated " + us_medium(t) + " " + (t.tzname() or ""))}
""",
        "driver-ops:rental-deduction-footer",
        ["footer", "tail", "us_medium", "statement_dates_stay"],
    )


@pos
def _trip_offer_expiry(g: Gen72) -> Draft:
    t = g.at("saopaulo")
    exp = t + timedelta(seconds=15)
    return P(
        f"""You are the co-pilot voice assistant in the Rodavia driver app. Read the trip offer to the driver in
one short sentence and say whether it fits the destination filter "home: Pinheiros". Never accept on the
driver's behalf.

A new trip offer {v("request_id", "(" + g.xid(t) + ")")} is waiting {v("datetime", "until " + rfc3339(exp))} and disappears if the driver does not answer.
Pickup: Av. Paulista 1578 (4 min, 1.3 km)
Drop-off: R. dos Pinheiros 870
Estimated fare: R$ 23,40 · surge 1.2x

Driver: what's this one?
Assistant:""",
        "driver-ops:trip-offer",
        ["inline_sentence", "xid", "expiry_computed_from_now"],
    )


@pos
def _licence_upload(g: Gen72) -> Draft:
    t = g.at("dubai")
    return P(
        f"""You check driver documents for Sahla Rides (Dubai). Compare the uploaded licence with the profile and
say "approve" or "reject: <reason>".

Profile: Imran Qureshi, driver D-55-10342, RTA permit LP-2025-88412
Upload: licence_front.jpg {v("request_id", "(ref " + g.b58(22) + ")")} {v("datetime", "received " + rfc3339(t))}
OCR of the licence:
  Name: IMRAN QURESHI
  Licence No.: 4471209
  Issue date: 14/06/2021
  Expiry date: 13/06/2026
  Category: Light vehicle

Decision:""",
        "driver-ops:licence-upload",
        ["inline_parenthesised", "base58", "ocr_dates_stay"],
    )


@pos
def _saopaulo_deactivation(g: Gen72) -> Draft:
    t = g.at("saopaulo")
    return P(
        f"""Você é o assistente jurídico do Sindicato dos Motoristas por Aplicativo de São Paulo. Ajude a redigir
recursos contra desativações, em português claro e respeitoso.
{v("datetime", "Data/hora atual: " + loc("pt", t))}
{v("session_id", "Atendimento nº " + g.digits(10))}

Motorista: Fui desativado ontem. A mensagem da plataforma foi esta:

"Sua conta foi desativada em 04/03/2026 às 23:18 por violação dos Termos (item 4.2 — cancelamentos
excessivos). Taxa de cancelamento nos últimos 30 dias: 14,8%. Protocolo: DSV-2026-0304-77120."

Mas metade dos cancelamentos foi porque o passageiro não apareceu. Como eu escrevo o recurso?""",
        "driver-ops:deactivation-pt",
        ["system_tail", "localized_now", "decimal_id", "non_english", "portuguese", "quoted_message_stays"],
    )


@pos
def _heatmap_snapshot_json(g: Gen72) -> Draft:
    t = g.at("mexico")
    return P(
        f"""{{
  "assistant": "demand-coach",
  {v("datetime", '"heatmap_snapshot_at": "' + rfc3339(t) + '",')}
  "city": "CDMX",
  "zones": [
    {{"zone": "Polanco", "open_requests": 41, "drivers_nearby": 12}},
    {{"zone": "Condesa", "open_requests": 22, "drivers_nearby": 19}},
    {{"zone": "Santa Fe", "open_requests": 5, "drivers_nearby": 14}}
  ]
}}
You coach drivers on where demand is. Suggest one zone and say why, in one sentence. Don't promise
earnings.

Driver: I'm in Tacubaya with an empty car, where should I head?
Assistant:""",
        "driver-ops:heatmap-snapshot",
        ["head", "json_block", "snapshot_stamp", "zone_data_stays"],
    )


@pos
def _delhi_auto(g: Gen72) -> Draft:
    t = g.at("delhi")
    return P(
        f"""आप "सवारी साथी" ऑटो ड्राइवर ऐप के सहायक हैं। ड्राइवर को हिंदी में, छोटे वाक्यों में जवाब दें।
{v("datetime", "अभी का समय: " + loc("hi", t))}
ड्राइवर आईडी: DL-AUTO-22871

ड्राइवर: कल की कमाई में दो सवारियों का पैसा नहीं आया। ये रही सूची:
सवारी RX-5512 · 04/03/2026 21:12 · करोल बाग → राजीव चौक · ₹ 96 · स्थिति: भुगतान लंबित
सवारी RX-5519 · 04/03/2026 21:48 · राजीव चौक → मंडी हाउस · ₹ 54 · स्थिति: भुगतान लंबित
पैसा कब तक आएगा?""",
        "driver-ops:auto-hi",
        ["system_tail", "localized_now", "non_english", "hindi", "stable_neighbours", "record_stays"],
    )


@pos
def _jakarta_ojek(g: Gen72) -> Draft:
    t = g.at("jakarta")
    return P(
        f"""Kamu adalah asisten mitra pengemudi OjekKita. Jawab dalam bahasa Indonesia yang santai tapi sopan.
{v("datetime", "Jam server: " + loc("id", t))}

Mitra: Saldo dompet saya minus Rp 12.000 padahal kemarin narik 14 order. Ini riwayat potongannya:

05/03/2026 07:12  Potongan komisi order OK-88120   -Rp 4.200
05/03/2026 07:55  Potongan komisi order OK-88134   -Rp 3.800
05/03/2026 08:40  Biaya atribut jaket (cicilan 3/6) -Rp 25.000
05/03/2026 09:02  Top up dari bank                 +Rp 21.000

Kenapa ada biaya jaket lagi?""",
        "driver-ops:ojek-id",
        ["system_tail", "localized_now", "non_english", "indonesian", "pasted_ledger_neighbour"],
    )


@pos
def _riyadh_captain(g: Gen72) -> Draft:
    t = g.at("riyadh")
    return P(
        f"""أنت مساعد الكباتن في تطبيق «مشوار». أجب بالعربية وباختصار، ولا تعد بتعويضات.
{v("datetime", "وقت الطلب: " + loc("ar", t))}
{v("request_id", "معرّف الطلب: " + g.uuid7(t))}

الكابتن: الراكب ألغى الرحلة بعد ما وصلت بسبع دقائق وما جاني رسوم الإلغاء. تفاصيل الرحلة:
رقم الرحلة: MS-2026-441870
وقت القبول: ٠٥/٠٣/٢٠٢٦ ٢٠:١١
وقت الوصول: ٠٥/٠٣/٢٠٢٦ ٢٠:١٩
وقت الإلغاء: ٠٥/٠٣/٢٠٢٦ ٢٠:٢٦""",
        "driver-ops:captain-ar",
        ["system_tail", "localized_now", "arabic_digits", "uuid7", "non_english", "arabic", "record_last"],
    )


@pos
def _line_webhook_bangkok(g: Gen72) -> Draft:
    t = g.at("bangkok")
    return P(
        f"""You answer drivers of Tuk Go (Bangkok) who write to the LINE official account. Reply in Thai, at most
two sentences.

{{
  "destination": "U7f2c0a91d4e8b3a6c5f1e2d0b9a8c7d6",
  "events": [
    {{
      "type": "message",
      {v("request_id", '"webhookEventId": "' + g.ulid(t) + '",')}
      {v("epoch", '"timestamp": ' + str(epoch_ms(t)) + ",")}
      {v("token", '"replyToken": "' + g.hex(32) + '",')}
      "source": {{"type": "user", "userId": "U4af4980629d3b1c2e0f7a8b9c6d5e4f3"}},
      "message": {{"type": "text", "text": "เมื่อวานรับงานสนามบิน 2 เที่ยว ค่าทางด่วน 75 บาทยังไม่เข้าเลยครับ งาน TG-55102 กับ TG-55117"}}
    }}
  ]
}}

Reply:""",
        "driver-ops:line-webhook",
        ["json_block", "line_event", "envelope", "reply_token", "message_text_stays"],
    )


@pos
def _hanoi_xe_om(g: Gen72) -> Draft:
    t = g.at("hanoi")
    return P(
        f"""Bạn là trợ lý cho tài xế xe ôm công nghệ của ứng dụng XeNhanh. Trả lời bằng tiếng Việt, ngắn gọn.
{v("datetime", "Thời điểm hiện tại: " + loc("vi", t))}
Khu vực: Hà Nội

Tài xế: Cuốc xe XN-20418 hôm qua khách trả tiền mặt 45.000đ nhưng app vẫn trừ ví của tôi 45.000đ. Lịch sử ví:
04/03/2026 17:22 | XN-20418 | Thanh toán: tiền mặt | -45.000đ
04/03/2026 17:22 | XN-20418 | Chiết khấu 20% | -9.000đ
Tại sao bị trừ hai lần?""",
        "driver-ops:xe-om-vi",
        ["system_tail", "localized_now", "non_english", "vietnamese", "stable_neighbours", "record_stays"],
    )


@pos
def _incident_report_job(g: Gen72) -> Draft:
    t = g.at("bogota")
    return P(
        f"""Incident report tool — Rutaya drivers (Bogotá)
Draft {v("request_id", g.cuid2())} started {v("date", "on " + f"{t:%d/%m/%Y}")} for driver CO-DRV-44120.
{v("date", "Report date (filled in): " + f"{t:%Y-%m-%d}")}

Turn the driver's account into a neutral incident report with: what happened, when, where, who was
involved, and damage. Keep the driver's own times.

Driver's account: "Ayer 4 de marzo, 22:40, en la Calle 85 con Carrera 15, un pasajero se bajó sin pagar
y golpeó el espejo derecho. Tengo video de la cámara desde las 22:38."

Report:""",
        "driver-ops:incident-report",
        ["inline_sentence", "cuid2", "today_in_artefact", "job", "driver_times_stay"],
    )


# --- positives: transit fare apps and ticket validation ----------------------------------------------------


@pos
def _visual_validation_clock(g: Gen72) -> Draft:
    t = g.at("la")
    return P(
        f"""You help riders of the Metrolink Valley mobile ticket app. Riders show the ticket screen to fare
inspectors; the moving colour band and the live clock prove it is not a screenshot.

Ticket on screen
Product: Adult Day Pass, Zones 1-3
Ticket no.: MV-DP-4471-0932-88
Activated: 2026-03-05 07:58:12
Valid until: 2026-03-06 03:00:00
{v("datetime", "Screen clock: " + f"{t:%H:%M:%S}")}
Band colour today: teal

Rider: The inspector said my ticket "looks frozen". Is my pass still valid?
Assistant:""",
        "fare-apps:visual-validation",
        ["header_block", "time_alone", "device_clock", "activation_stays"],
    )


@pos
def _fare_cap_taps(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""You explain daily fare capping for Tapwise (Greater Manchester buses and trams). Daily cap: £5.60 on
buses, £8.00 for bus + tram. A journey counts towards the cap only when tapped with the same card.

Taps retrieved from the account service {v("datetime", "at " + rfc3339(t))} {v("request_id", "(lookup " + g.uuid7(t) + ")")} for this request:
2026-03-04 07:41:12  TAP ON   bus 86, Piccadilly Gardens            £2.00  card ****4411
2026-03-04 12:15:40  TAP ON   tram, St Peter's Square                £2.80  card ****4411
2026-03-04 17:52:03  TAP ON   bus 86, Chorlton Street               £2.00  phone (Apple Pay) ****0937
2026-03-04 21:30:27  TAP ON   tram, Deansgate-Castlefield            £2.80  card ****4411

Rider: Why was I charged £9.60 yesterday when there's a cap?
Assistant:""",
        "fare-apps:fare-cap-taps",
        ["inline_phrase", "fetch_stamp", "uuid7", "parenthesised_id", "taps_stay"],
    )


@pos
def _tapgo_single_line(g: Gen72) -> Draft:
    t = g.at("sydney")
    return P(
        f"""{{"app":"tapgo",{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"os":"ios 18.3","lang":"en-AU"}}
You are TapGo's trip history helper for Sydney trains, buses and ferries. If a tap off is missing, the
default fare applies; riders can ask for an adjustment within 60 days.

Rider: I got charged the max fare on Tuesday. Here's my trip history from the app:
Tue 3 Mar  08:02  Tap on   Parramatta Station
Tue 3 Mar  08:41  Tap off  Central Station         $5.35
Tue 3 Mar  17:48  Tap on   Central Station
Tue 3 Mar  --:--  No tap off                       $8.45 (default fare)
Can I get that fixed? I definitely got off at Parramatta.
Assistant:""",
        "fare-apps:tapgo-json",
        ["head", "single_line_json", "epoch_ms", "pasted_history_neighbour"],
    )


@pos
def _aztec_payload(g: Gen72) -> Draft:
    issued = 1772694000
    payload = pretty(
        {
            "tkt": "RT-SNGL-ADULT",
            "from": "8000105",
            "to": "8000261",
            "iat": issued,
            "exp": issued + 86400,
            "cls": 2,
            "sig": "MEUCIQDx3kz0W4bq2v9m8QFh0oLr7jZ1sPp3kJc5bTq8v1m2dQIgT7Yh4nP0qW2x9cV6bN3mK8sL5fR1aE0dG7jH2uC4yQ8=",
        }
    )
    return P(
        f"""{v("request_id", "X-Request-ID: " + g.hex(32))}
X-Client: railpass-web/2.8.1

You decode rail ticket barcodes for the Railpass help centre. Explain what the fields mean; do not
validate signatures.

Customer: I scanned my ticket's barcode with an app and got this. Is my ticket for today or for
yesterday? And what's "cls"?

{payload}
Assistant:""",
        "fare-apps:aztec-payload",
        ["head", "request_id", "pasted_claims_stay", "iat_exp_content"],
    )


@pos
def _validator_poll(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""You assist fare system technicians of Verkehrsverbund Oberland. Diagnose validators from their status
and tell the technician what to check on site.

Validator status polled {v("datetime", "at " + f"{t:%d.%m.%Y %H:%M:%S}")} {v("request_id", "(poll " + g.b58(16) + ")")} for this request:
device: VAL-B14-0231 (bus 1407, front door)
firmware: 3.9.4
last_sync_ok: 2026-03-02T04:12:55+01:00
blocklist_version: 2026-03-01.2
queued_taps: 1,842
nfc_reader: ok
lte: no signal since 2026-03-02T04:13:10+01:00

Technician: Riders on bus 1407 say their passes get rejected. What's going on?
Assistant:""",
        "fare-apps:validator-poll",
        ["inline_phrase", "poll_stamp", "base58", "device_record_stays"],
    )


@pos
def _concession_portal_jwt(g: Gen72) -> Draft:
    t = g.at("ny")
    return P(
        f"""Concessions portal assistant — Bay Transit Authority
Applicant: Keisha Morgan (student)
{v("token", "Portal-Session: " + g.jwt(t, "app-5521907"))}
Plan: Student Monthly (50% off)

Help applicants with reduced-fare eligibility. Tell them which document is missing; don't decide
eligibility yourself.

Applicant: My student pass renewal got rejected. I uploaded my student ID card:
  Ridgefield Community College — Student ID 2024-11873
  Valid: Aug 26, 2024 - Aug 31, 2026
  Enrolment status: full-time
Why?
Assistant:""",
        "fare-apps:concession-jwt",
        ["header_block", "jwt", "stable_neighbours", "card_validity_stays"],
    )


@pos
def _istanbul_kart(g: Gen72) -> Draft:
    t = g.at("istanbul")
    return P(
        f"""Sen İstanbul ulaşım kartı uygulaması "KartBilet"in yardım asistanısın. Türkçe, kısa ve nazik cevap ver.
{v("datetime", "Şu anki zaman: " + loc("tr", t))}

Kullanıcı: Dün aktarma indirimi uygulanmadı. Kart hareketlerim şöyle:
04.03.2026 08:11:04  Metrobüs Zincirlikuyu    -27,00 TL
04.03.2026 08:52:31  M2 Şişhane               -27,00 TL
04.03.2026 18:20:15  M2 Şişhane               -27,00 TL
04.03.2026 18:49:58  Vapur Karaköy            -17,70 TL
İkinci biniş neden tam ücret?""",
        "fare-apps:kart-tr",
        ["system_tail", "localized_now", "non_english", "turkish", "record_last"],
    )


@pos
def _athens_ticket(g: Gen72) -> Draft:
    t = g.at("eet")
    return P(
        f"""Είσαι ο βοηθός της εφαρμογής εισιτηρίων «ΑστυΚάρτα» της Αθήνας. Απάντα στα ελληνικά, σύντομα.
{v("datetime", "Τρέχουσα ώρα: " + loc("el", t))}
{v("session_id", "Συνεδρία: " + g.nanoid())}

Χρήστης: Μου χρέωσε δύο φορές το εισιτήριο 90 λεπτών. Ιστορικό:
05/03/2026 07:45:12  Επικύρωση  Μετρό Σύνταγμα        1,20 €
05/03/2026 08:19:40  Επικύρωση  Λεωφορείο 550         1,20 €
Δεν ισχύει το 90λεπτο και στο λεωφορείο;""",
        "fare-apps:asty-el",
        ["system_tail", "localized_now", "nanoid", "non_english", "greek", "record_last"],
    )


@pos
def _taipei_easycard(g: Gen72) -> Draft:
    t = g.at("taipei")
    return P(
        f"""你是「悠遊行」交通卡App的客服助理，請用繁體中文簡短回答。
{v("datetime", "目前時間：" + loc("zh-tw", t))}
{v("request_id", "請求編號：" + g.snowflake(t))}

使用者：我昨天騎完公共自行車，轉乘捷運沒有折扣。交易紀錄如下：
115/03/04 18:02:11　公共自行車　大安森林公園站　扣款 5 元
115/03/04 18:27:46　捷運　大安站　進站
115/03/04 18:49:03　捷運　西門站　出站　扣款 25 元
轉乘優惠不是一小時內都算嗎？""",
        "fare-apps:easycard-zh-tw",
        [
            "system_tail",
            "localized_now",
            "roc_calendar",
            "fullwidth_colon",
            "snowflake",
            "non_english",
            "chinese_traditional",
            "record_last",
        ],
    )


@pos
def _stockholm_sv(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Du är kundtjänstassistent för appen Resbiljett Stockholm. Svara kort på svenska.
{v("datetime", "Aktuell tid: " + iso_space(t))}

Resenär: Min 75-minutersbiljett gick ut mitt i resan och en kontrollant gav mig en varning. Biljetten:
Biljett SL-75-88120447
Köpt: 2026-03-05 16:58:02
Giltig till: 2026-03-05 18:13:02
Jag steg på pendeltåget 18:10, gäller inte biljetten hela resan då?""",
        "fare-apps:biljett-sv",
        ["system_tail", "iso_space", "non_english", "swedish", "ticket_times_stay"],
    )


@pos
def _mistral_fare_zone(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""<s>[INST] You are the fare advisor of Rheinland Mobil. Tell the rider the cheapest ticket for the trip
and why, in two sentences.
{v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}

Trip: Köln Hbf to Bonn-Beuel, Saturday, two adults and a dog, back the same day. Last time I bought
two Einzeltickets at 10:14 and 17:52, which cost me 4 × 9,30 €. [/INST]""",
        "fare-apps:mistral-fare",
        ["chat_template", "mistral", "go_rfc3339nano", "own_line_in_instruction", "user_times_stay"],
    )


@pos
def _cloudevent_fare_cap(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""ce-specversion: 1.0
ce-type: com.tapwise.farecap.reached
ce-source: /accounts/fare-engine
{v("request_id", "ce-id: " + g.uuid7(t))}
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"account":"TW-00418832","cap":"daily-bus","capped_at":"2026-03-05T17:52:03Z","journeys_today":4,"charged_gbp":5.60}}

Write the push notification the rider gets, at most 90 characters, friendly, no exclamation marks.
Notification:""",
        "fare-apps:cloudevent-cap",
        ["head", "header_block", "cloudevents_binary", "uuid7", "payload_capped_at_stays"],
    )


# --- positives: vehicle rebalancing and battery swaps ------------------------------------------------------


@pos
def _rebalancing_plan_run(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Rebalancing plan run {v("run_id", g.ksuid(t))} started {v("datetime", "at " + f"{t:%H:%M:%S}")} on solver v3.2 for zone MAD-Norte.

Explain the plan to the van crew lead in plain words: which stations to empty,
which to fill, and in what order. Mention the two tightest time windows.

Plan:
1. Pick up 12 bikes at Plaza de Castilla (full since 06:40), deliver 8 to Cuatro Caminos by 08:15.
2. Deliver 4 to Nuevos Ministerios by 08:30 (empty since 07:05).
3. Pick up 6 bikes at Chamartín (full), deliver 6 to Tetuán by 09:00.

Crew lead: ok, why not fill Tetuán first? It's closer.
Assistant:""",
        "rebalancing:plan-run",
        ["head", "inline_sentence", "ksuid", "time_alone", "plan_times_stay"],
    )


@pos
def _van_loading_json(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""You are the loading assistant for Boltcycle's rebalancing vans in London. Check that the load fits
the van (max 22 e-bikes) at every stop, and flag the first stop where it doesn't.

{{
  "van": "VAN-07 (Ford e-Transit, LN24 BCV)",
  {v("datetime", '"plan_requested_at": "' + rfc3339(t) + '",')}
  {v("request_id", '"plan_request_id": "' + g.uuid4() + '",')}
  "start_load": 6,
  "stops": [
    {{"station": "Waterloo Place", "pickup": 9, "drop": 0, "window": "07:30-07:50"}},
    {{"station": "Hyde Park Corner", "pickup": 10, "drop": 0, "window": "07:55-08:10"}},
    {{"station": "Canary Wharf East", "pickup": 0, "drop": 14, "window": "08:40-09:00"}}
  ]
}}

Check:""",
        "rebalancing:van-loading",
        ["json_block", "request_stamp", "uuid", "windows_stay"],
    )


@pos
def _swap_station_snapshot(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""You help Voltswap riders (e-mopeds, Barcelona) find a charged battery. Suggest the nearest station
with at least one battery above 90%.

Station status {v("datetime", "as of " + rfc3339(t))} {v("request_id", "(snapshot " + g.ksuid(t) + ")")} for this request:
BH-117 Passeig de Sant Joan 90  slots 12  ready 0  charging 9 (best 84%, charging since 2026-03-05T09:41:10+01:00)
BH-121 Carrer de Provença 261   slots 12  ready 3  (charged at 2026-03-05T08:02:44+01:00, 2026-03-05T08:15:30+01:00, 2026-03-05T08:47:05+01:00)
BH-130 Plaça de Catalunya 9     slots 16  ready 1  (charged at 2026-03-05T09:12:20+01:00)

Rider: I'm at Sagrada Família with 6% left, where do I go?
Assistant:""",
        "rebalancing:swap-snapshot",
        ["inline_phrase", "as_of", "ksuid", "parenthesised_id", "charge_times_stay"],
    )


@pos
def _swap_task_hold(g: Gen72) -> Draft:
    t = g.at("la")
    until = t + timedelta(minutes=10)
    return P(
        f"""You are the assistant in the Juicer app for independent chargers working for Glide scooters (LA).

Task TSK-88120 — collect 5 scooters below 15% around Venice Beach, charge, redeploy by 7:00 AM
Payout: $6.50 per scooter, +$1.00 per scooter redeployed to a hot spot
The task is held for you {v("nonce", "(hold " + g.b64url(18) + ")")} {v("datetime", "until " + rfc3339(until))} while you decide.

Charger: is it worth it if two of them are on the pier? Last time I got a parking ticket there at 6:40.
Assistant:""",
        "rebalancing:task-hold",
        ["inline_sentence", "hold_token", "expiry_computed_from_now", "user_time_stays"],
    )


@pos
def _demand_window(g: Gen72) -> Draft:
    t = g.at("ny")
    start = t.replace(second=0, microsecond=0) + timedelta(minutes=1)
    end = start + timedelta(hours=3)
    return P(
        f"""Demand forecast for rebalancing — Citi-style dock network, Lower Manhattan
{v("datetime", "Forecast window: " + rfc3339(start) + " to " + rfc3339(end))}
Model: dockcast-2.4 (trained on 2024-2025 trips)

Station               Forecast net flow   Docks free now
Broadway & Battery Pl        -18               3
Fulton St & William St       +11               1
South St & Whitehall St      -22               5

Which station needs a truck first, and why?
Answer:""",
        "rebalancing:demand-window",
        ["header_block", "window_computed_from_now", "one_span", "model_training_years_stay"],
    )


@pos
def _rack_ctx_line(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""[ctx site=wh-2-hamburg {v("datetime", "ts=" + rfc3339(t, 3))} {v("request_id", "req=" + g.hex(16))} role=warehouse-lead]
You help the charging warehouse lead read rack logs and decide which batteries to quarantine.

Rack R4 log:
ts=2026-03-05T03:12:04.118+01:00 slot=7 pack=BP-22041 soc=100 temp_c=31.2 event=charge_complete
ts=2026-03-05T03:40:51.902+01:00 slot=9 pack=BP-19877 soc=71 temp_c=48.9 event=overtemp_pause
ts=2026-03-05T03:55:12.337+01:00 slot=9 pack=BP-19877 soc=71 temp_c=44.0 event=resume
ts=2026-03-05T04:02:48.610+01:00 slot=9 pack=BP-19877 soc=72 temp_c=52.3 event=overtemp_stop

Lead: Do I quarantine BP-19877?
Assistant:""",
        "rebalancing:rack-ctx",
        ["bracketed_line", "key_value_inline", "hex", "pasted_logfmt_neighbour"],
    )


@pos
def _nairobi_swap(g: Gen72) -> Draft:
    t = g.at("nairobi")
    return P(
        f"""Wewe ni msaidizi wa madereva wa boda boda za umeme za "ChajiMoto" Nairobi. Jibu kwa Kiswahili, kwa ufupi.
{v("datetime", "Saa sasa: " + loc("sw", t))}
Kituo: Kenyatta Avenue (KA-03)

Dereva: Nimebadilisha betri mara tatu leo na kila mara inaisha baada ya kilomita 20. Rekodi za kubadilisha:
05/03/2026 07:12  betri BT-4471  chaji 98%
05/03/2026 10:40  betri BT-5520  chaji 97%
05/03/2026 13:55  betri BT-4471  chaji 96%
Tatizo ni pikipiki au betri?""",
        "rebalancing:swap-sw",
        ["system_tail", "localized_now", "non_english", "swahili", "stable_neighbours", "record_last"],
    )


@pos
def _bangkok_swap(g: Gen72) -> Draft:
    t = g.at("bangkok")
    return P(
        f"""คุณคือผู้ช่วยของแอปสลับแบตเตอรี่มอเตอร์ไซค์ไฟฟ้า "สวอปไว" ตอบเป็นภาษาไทยสั้น ๆ
{v("datetime", "เวลาปัจจุบัน: " + loc("th", t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}

ผู้ใช้: ตู้ที่สยามสแควร์ไม่ปล่อยแบตให้ ขึ้นว่า "ERR-31" ประวัติการสลับของฉัน:
05/03/2569 08:10  สถานีอโศก  แบต SW-77120 → SW-80431
05/03/2569 12:45  สถานีสยามสแควร์  ล้มเหลว ERR-31
ต้องทำอย่างไร""",
        "rebalancing:swap-th",
        ["system_tail", "localized_now", "buddhist_era", "ulid", "non_english", "thai", "record_last"],
    )


@pos
def _shanghai_rebalance(g: Gen72) -> Draft:
    t = g.at("shanghai")
    return P(
        f"""你是“青骑”共享单车上海运维调度助手。请用简体中文回答，给出调度建议。
{v("datetime", "当前时间：" + loc("zh", t))}

调度员：徐家汇地铁站周边车辆堆积，附近几个点位情况如下（今天早上导出）：
点位编号 | 点位名称 | 车辆数 | 容量 | 最后清点时间
SH-XJH-01 | 徐家汇地铁站9号口 | 186 | 80 | 2026-03-05 08:30
SH-XJH-04 | 港汇恒隆广场 | 12 | 60 | 2026-03-05 08:32
SH-XJH-07 | 交通大学南门 | 5 | 40 | 2026-03-05 08:35
先调哪里？调多少？""",
        "rebalancing:qingqi-zh",
        [
            "system_tail",
            "localized_now",
            "fullwidth_colon",
            "non_english",
            "chinese",
            "pasted_table_neighbour",
        ],
    )


@pos
def _bms_trace_head(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You are the battery analyst assistant for a scooter operator. From the BMS cycle log, say whether the
pack should be retired (rule: capacity below 80% of rated 15.3 Ah, or more than 2 cells drifting by
over 60 mV).

pack=BP-19877 rated_ah=15.3
cycle,date,full_charge_ah,max_cell_drift_mv
612,2026-02-26,12.6,41
613,2026-02-27,12.4,58
614,2026-03-01,12.1,66
615,2026-03-03,11.9,71

Verdict:""",
        "rebalancing:bms-trace",
        ["head", "amzn_trace", "pasted_csv_neighbour"],
    )


@pos
def _teams_rebalancer(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""You are Shift Bot in the Microsoft Teams channel of Velocity's Vienna rebalancing crew. Answer the
message; keep it short.

{{
  "type": "message",
  {v("message_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + js_iso(t) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Anna Gruber", "aadObjectId": "9c2f4e1a-7b3d-4c8e-a5f0-2d1b6e8c3a47"}},
  "conversation": {{"id": "19:rebalancing-wien@thread.tacv2"}},
  "text": "Van 3 is stuck at Praterstern with 18 scooters on board, I loaded them 06:50-07:20. Where do I drop them first?"
}}

Reply:""",
        "rebalancing:teams-activity",
        ["json_block", "teams_activity", "envelope", "message_times_stay"],
    )


@pos
def _lahore_swap(g: Gen72) -> Draft:
    t = g.at("lahore")
    return P(
        f"""آپ "رکشہ پاور" کے بیٹری سوئپ اسٹیشن کے معاون ہیں۔ ڈرائیوروں کو اردو میں مختصر جواب دیں۔
{v("datetime", "موجودہ وقت: " + loc("ur", t))}

ڈرائیور: آج صبح گلبرگ اسٹیشن پر بیٹری بدلی تھی، مگر رکشہ صرف 35 کلومیٹر چلا۔ رسید یہ ہے:
سوئپ نمبر RP-2026-88120
وقت: 05-03-2026 07:48
بیٹری: LB-4471 (چارج 94%)
اسٹیشن: گلبرگ III
کیا میں دوبارہ مفت سوئپ کر سکتا ہوں؟""",
        "rebalancing:swap-ur",
        ["system_tail", "localized_now", "non_english", "urdu", "record_stays"],
    )


# --- positives: damage reports and parking photos ----------------------------------------------------------


@pos
def _parking_photo_review(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""End-of-ride parking photo — review queue
{v("request_id", "Photo ref: " + g.ulid(t))}
{v("datetime", "Received: " + rfc3339(t))}
Trip: TR-8841-20931 (ended 2026-03-05 22:14:07, Vienna, Mariahilfer Straße 88)
EXIF DateTimeOriginal: 2026:03:05 22:14:31
EXIF GPS: 48.19631 N, 16.34598 E
Vision labels: scooter upright 0.97, kickstand down 0.91, tactile paving 0.88, doorway 0.12

You check parking photos against Vienna's rules: no parking on tactile paving, in front of doorways, or
within 5 m of a tram stop. Answer "ok" or "violation: <rule>".

Decision:""",
        "parking-photos:review-queue",
        ["head", "header_block", "ulid", "rfc3339", "exif_stays", "trip_end_stays"],
    )


@pos
def _photo_check_xml(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""<photo-check {v("request_id", 'id="' + g.cuid2() + '"')} {v("datetime", 'queued="' + rfc3339(t) + '"')} model="park-v4" city="london-westminster">
  <trip id="LDN-TR-55120" ended="2026-03-05T18:41:09Z" vehicle="LDN-E-20418"/>
  <photo taken="2026-03-05T18:41:22Z" lat="51.51318" lng="-0.13186" bytes="412883"/>
  <labels>bike_bay 0.08, pavement 0.93, bus_stop_sign 0.71</labels>
</photo-check>
Is this a bay parking? If not, which Westminster rule does it break? Answer in one line.
Answer:""",
        "parking-photos:photo-check-xml",
        ["head", "xml_attr", "cuid2", "rfc3339", "nested_record_times_stay"],
    )


@pos
def _damage_triage_table(g: Gen72) -> Draft:
    t = g.at("ny")
    return P(
        f"""| Field | Value |
|---|---|
| Tool | Damage triage (mechanics) |
| Depot | Brooklyn Navy Yard |
{v("session_id", "| Triage session | " + g.base32(26) + " |")}
{v("datetime", "| Opened | " + f"{t:%Y-%m-%d %H:%M} " + (t.tzname() or "") + " |")}

You triage rider damage reports for e-bikes: "ride-safe", "fix at depot", or "pull from service now".
Give one reason.

Report DR-2026-04417 (bike BK-11873), submitted 2026-03-04 19:02 by rider:
"Front brake lever goes all the way to the bar, it barely stops. Also the bell is missing."

Triage:""",
        "parking-photos:damage-triage",
        ["md_table", "base32", "minutes_with_zone", "head", "report_dates_stay"],
    )


@pos
def _vandalism_report_job(g: Gen72) -> Draft:
    t = g.at("eet")
    return P(
        f"""Report writer — Scootra Helsinki
Job {v("run_id", g.uuid7(t))} opened {v("date", "on " + f"{t:%d.%m.%Y}")} by field agent J. Lehtonen.
{v("date", "Report date: " + iso_date(t))}

Write a police-ready vandalism report (English) from the agent's notes. Keep every time and serial.

Notes: 5 scooters thrown into the canal by Hakaniemi bridge; CCTV of the pier shows four people at
01:12-01:19 on 5 March 2026; serials HEL-31877, HEL-31902, HEL-32011, HEL-32040, HEL-32119; last GPS
pings 01:14:08-01:16:55; recovered 09:30 by the fire brigade diving unit.

Report:""",
        "parking-photos:vandalism-report",
        ["inline_sentence", "uuid7", "today_in_artefact", "job", "notes_times_stay"],
    )


@pos
def _milan_photo(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Sei l'assistente di Monopattino Milano per le contestazioni sul parcheggio. Rispondi in italiano, con
tono cortese.
{v("datetime", "Ora attuale: " + loc("it", t))}
Città: Milano

Utente: Mi avete addebitato 30 € per "parcheggio non conforme" ma ho lasciato il monopattino nell'area
gialla di Corso Buenos Aires. Dettagli della corsa:
Corsa MM-2026-770412 · fine corsa 04/03/2026 20:41:55 · foto scattata 04/03/2026 20:42:10
Posizione: 45.4781, 9.2098 (Corso Buenos Aires 33)
Motivo addebito: fuori area di parcheggio (distanza 14 m)
Posso contestare?""",
        "parking-photos:monopattino-it",
        ["system_tail", "localized_now", "non_english", "italian", "stable_neighbours", "record_stays"],
    )


@pos
def _ocr_damage_form(g: Gen72) -> Draft:
    t = g.at("sydney")
    return P(
        f"""Handwritten damage form, read by the OCR job {v("run_id", g.xid(t))} {v("datetime", "at " + rfc3339(t))} for this request:
  Vehicle: Carrow #CW-0412 (rego EXP-48K)
  Date of incident: 02/03/2026   Time: approx 5.40pm
  Where: Level 3, Wilson car park, 55 Pitt St
  Damage: scratch on driver door, 20 cm, and wing mirror cover cracked
  Signed: R. Patel   Date: 02/03/2026

Fill the damage claim fields as JSON: vehicle, incident_datetime (ISO 8601, Sydney time), location,
damage_items (list). Use null where the form is unclear.
JSON:""",
        "parking-photos:ocr-damage-form",
        ["head", "inline_phrase", "xid", "job", "form_dates_stay"],
    )


@pos
def _chatml_sent_line(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""<|im_start|>system
You are the rider help assistant of Bolta e-scooters in Warsaw. Answer in English, briefly.<|im_end|>
<|im_start|>user
I took the end-of-ride photo at 21:03 and the app still charged me the "no photo" fee. The ride:
Ride WAW-R-440917 · ended 2026-03-05 21:02:48 · photo uploaded 21:03:05 · fee PLN 10.00
{v("datetime", "Sent: " + f"{t:%Y-%m-%d %H:%M:%S}" + " " + (t.tzname() or ""))}<|im_end|>
<|im_start|>assistant
""",
        "parking-photos:chatml-sent",
        ["chat_template", "chatml", "sent_line", "last_user", "ride_times_stay"],
    )


@pos
def _kyiv_damage(g: Gen72) -> Draft:
    t = g.at("eet")
    return P(
        f"""Ти помічник служби підтримки сервісу електросамокатів «Їжак». Відповідай українською, коротко.
{v("datetime", "Поточний час: " + loc("uk", t))}
{v("session_id", "Сесія: " + g.uuid7(t))}

Користувач: Мені нарахували 800 грн за пошкоджене крило, але воно вже було тріснуте. Ось мій звіт перед поїздкою:
Звіт DMG-UA-22041
Самокат: KY-E-11873
Час звіту: 04.03.2026 18:05:40
Опис: «тріщина на задньому крилі, фото додаю»
Поїздка: 04.03.2026 18:06 – 18:31""",
        "parking-photos:yizhak-uk",
        ["system_tail", "localized_now", "uuid7", "non_english", "ukrainian", "record_last"],
    )


@pos
def _damage_quote(g: Gen72) -> Draft:
    t = g.at("london")
    valid = t + timedelta(days=14)
    return P(
        f"""You explain repair quotes to car sharing members who caused damage. Be factual and mention the appeal
route (within 14 days).

Quote {v("request_id", g.b58(12))} prepared {v("datetime", "at " + f"{t:%d} {MONTHS_EN[t.month - 1]} {t:%Y %H:%M}")} by the estimator tool.
{v("date", "Valid until: " + f"{valid:%d} {MONTHS_EN[valid.month - 1]} {valid.year}")}
Vehicle: VW Polo LR23 XKP
Items: rear bumper respray £240.00, parking sensor £85.00, labour 2.5 h £162.50
Total: £487.50; member excess cap £250.00
Incident: 2026-03-02 19:40, reported by the next member at 21:14

Member: Why do I have to pay £250 when I didn't even notice the damage?
Assistant:""",
        "parking-photos:damage-quote",
        ["inline_sentence", "base58", "quote_time", "validity_computed_from_quote", "incident_times_stay"],
    )


@pos
def _enforcement_api_response(g: Gen72) -> Draft:
    t = g.at("la")
    record = pretty(
        {
            "violation_id": "SMV-2026-0031877",
            "issued_at": "2026-03-04T16:22:10-08:00",
            "location": "Santa Monica Blvd & 4th St (sidewalk)",
            "operator": "Glide",
            "vehicle_id": "GLD-77310",
            "code": "SMMC 3.21.040(b) - sidewalk riding/parking",
            "fine_usd": 75,
        }
    )
    return P(
        f"""Response from the city enforcement API for this request:
HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
Content-Type: application/json

{record}

You work for the operator's compliance team. Draft the message to the rider who had GLD-77310 at that
time, asking for their side of the story. Friendly, two sentences.
Message:""",
        "parking-photos:enforcement-api",
        ["response_headers", "http_date", "request_id", "violation_record_stays"],
    )


@pos
def _prague_bikes(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Jsi asistent podpory sdílených kol „Kolo Praha“. Odpovídej česky a stručně.
{v("datetime", "Aktuální čas: " + loc("cs", t))}

Uživatel: Dostal jsem pokutu 500 Kč za kolo zaparkované mimo stojan, ale fotka ukazuje stojan. Detail:
Jízda KP-2026-30412
Konec jízdy: 4. 3. 2026 19:22:41
Fotka: 4. 3. 2026 19:23:02, Náměstí Míru 9
Důvod: mimo virtuální stojan (odchylka GPS 22 m)
Dá se to zrušit?""",
        "parking-photos:kolo-cs",
        ["system_tail", "localized_now", "non_english", "czech", "record_stays"],
    )


@pos
def _parkcheck_footer(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""Look at the description of the parking photo and tell the rider, kindly, whether they can end the ride
here.

Photo description: a grey e-scooter standing upright on the kerb side of a wide pavement, next to a
bike rack; a bus stop shelter is about 3 m behind it; a delivery van is parked in the road.

--
parkcheck 2.4
{v("request_id", "req " + g.lower_ulid(t))}
{v("datetime", "checked " + rfc3339(t))}
""",
        "parking-photos:parkcheck-footer",
        ["footer", "tail", "one_field_per_line", "lower_ulid", "rfc3339"],
    )


# --- positives: trip disputes and fines --------------------------------------------------------------------


@pos
def _fare_dispute_bullets(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""# Rider support
- **Queue:** fare disputes (UK)
{v("session_id", "- **Support session:** " + g.uuid4())}
{v("datetime", "- **Opened:** " + f"{t:%Y-%m-%d %H:%M:%S}" + " " + (t.tzname() or ""))}
- **Policy:** refund the difference when the route was more than 20% longer than the suggested one

You decide fare disputes for Lanewise. Compare the driven route with the suggested one and propose a
refund amount, with one line of reasoning.

Rider: Trip 5f3c1a2e-8d4b-4c7a-9e6f-1b2d3c4e5f60 on 28 Feb cost me £41.80, it's normally £24. The
receipt says:
  Pickup 23:12:05, King's Cross St Pancras
  Drop-off 23:58:41, 14 Elm Grove, Peckham
  Distance 17.9 mi (suggested route 9.6 mi)
  Fare £41.80
Assistant:""",
        "disputes:fare-dispute",
        ["md_bullets", "uuid", "id_in_question_stays", "receipt_times_stay"],
    )


@pos
def _cdmx_overtime(g: Gen72) -> Draft:
    t = g.at("mexico")
    return P(
        f"""Eres el asistente de atención de BiciCDMX. Responde en español de México, con amabilidad. Las multas
por tiempo excedido se pueden condonar una vez al año si el usuario demuestra una falla del sistema.
{v("datetime", "Hora del servidor: " + loc("es", t))}

Usuario: Me cobraron $120 por exceder 45 minutos, pero la cicloestación de Reforma no me dejaba anclar.
Esto dice mi historial:

Viaje   Retiro                         Arribo                          Duración   Cargo
B-88120 04/03/2026 08:02:14 (CE-271)   04/03/2026 09:01:50 (CE-014)    59:36      $120.00

Intenté anclar en la CE-014 desde las 08:40, hay un video mío.""",
        "disputes:overtime-es-mx",
        ["system_tail", "localized_now", "non_english", "spanish", "pasted_table_neighbour"],
    )


@pos
def _red_light_nomination(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""You help the fines team of Drivly car sharing (Brussels) nominate the member who was driving.

Fine record fetched from the federal portal {v("datetime", "at " + py_logging(t))} for this request:
Notice: PV 2026/BR/0331877
Offence: red light, Boulevard du Jardin Botanique / Rue Royale
Offence time: 2026-02-27 23:41:08
Plate: 1-ABC-418 (Drivly fleet)
Amount: EUR 174.00, pay or nominate by 2026-03-27

Bookings on 1-ABC-418 that evening:
- DV-55102, member 30-1184, 21:05-22:58
- DV-55131, member 30-9021, 23:20-00:44

Who do we nominate?
Answer:""",
        "disputes:red-light",
        ["inline_phrase", "fetch_stamp", "python_logging", "offence_time_stays"],
    )


@pos
def _lyon_citation_xml(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""<meta appli="trottilyon" {v("datetime", 'horodatage="' + rfc3339(t) + '"')} {v("request_id", 'requete="' + g.tsid(t) + '"')} langue="fr"/>
Tu aides les usagers de TrottiLyon à comprendre les amendes reçues. Réponds en français, sans jargon.

Usager : J'ai reçu un avis de contravention de la police municipale pour circulation sur trottoir.
Avis n° 69123-2026-004417, dressé le 03/03/2026 à 17 h 52, quai Victor-Augagneur, montant 135 €.
La trottinette était la TL-2041, trajet de 17 h 40 à 18 h 05. C'est vraiment moi qui dois payer ?
Assistant:""",
        "disputes:citation-fr-xml",
        ["head", "xml_attr", "tsid", "non_english", "french", "notice_times_stay"],
    )


@pos
def _congestion_pcn(g: Gen72) -> Draft:
    return P(
        f"""Host: fines.cityhop.example
{v("request_id", "X-Correlation-ID: " + g.hex(32))}
X-Forwarded-For: 10.12.4.118

You help Cityhop members with penalty charge notices that were transferred to them. Explain what the
charge is for and how to appeal to the issuing authority.

Member: I got this from you today:
  PCN: TL44718832 (Transport for London, Congestion Charge)
  Vehicle: LR23 XKP
  Contravention: 04/03/2026 at 14:31, Tower Bridge Road
  Penalty: £180, reduced to £90 if paid by 18/03/2026
I paid the congestion charge that day at 09:12! Reference CC-88120447.
Assistant:""",
        "disputes:congestion-pcn",
        ["head", "header_block", "correlation_id", "pcn_stays", "payment_ref_stays"],
    )


@pos
def _stripe_dispute_webhook(g: Gen72) -> Draft:
    t = g.at("utc")
    obj = pretty(
        {
            "id": "du_1QpX4rLkdIwHu7ixr2Kq9B0c",
            "charge": "ch_3QpW0tLkdIwHu7ix1v8nY4sD",
            "amount": 4180,
            "currency": "gbp",
            "reason": "product_not_received",
            "evidence_details": {"due_by": 1773446399},
        }
    ).replace("\n", "\n    ")
    body = "\n".join(
        [
            "{",
            "  " + v("request_id", '"id": "evt_' + g.b62(24) + '",'),
            '  "object": "event",',
            '  "api_version": "2025-03-31.basil",',
            "  " + v("epoch", '"created": ' + str(epoch_s(t) - 2) + ","),
            '  "type": "charge.dispute.created",',
            '  "data": {',
            '    "object": ' + obj,
            "  }",
            "}",
        ]
    )
    return P(
        f"""POST /hooks/stripe HTTP/1.1
Host: disputes.lanewise.example
{v("signature", "Stripe-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}
Content-Type: application/json; charset=utf-8

{body}

You prepare chargeback responses for Lanewise. Say which trip evidence to attach and by when it is
due (convert due_by to a UK date).
Plan:""",
        "disputes:stripe-dispute",
        ["head", "stripe_signature", "event_envelope", "json_block", "dispute_object_stays"],
    )


@pos
def _ride_not_ended(g: Gen72) -> Draft:
    t = g.at("cet")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You resolve "ride did not end" disputes for Skoot (Copenhagen). If the GPS shows the scooter standing
still inside a parking zone, refund from the first still point.

Rider: I ended the ride at Nørreport at 17:05 but the app kept running until 18:40. GPS trail from the
ride detail page:

17:01:12  55.68302, 12.57140  14 km/h
17:04:40  55.68341, 12.57155   0 km/h  (parking zone NRP-2)
17:20:40  55.68341, 12.57155   0 km/h
17:59:40  55.68341, 12.57156   0 km/h
18:40:02  55.68341, 12.57155   0 km/h  ride ended by support
Assistant:""",
        "disputes:ride-not-ended",
        ["head", "go_time_string", "pasted_trail_neighbour"],
    )


@pos
def _manila_etrike(g: Gen72) -> Draft:
    t = g.at("manila")
    return P(
        f"""Ikaw ang assistant ng "Trike Na" e-trike booking app sa Maynila. Sumagot sa Tagalog, maikli at magalang.
{v("datetime", "Oras ngayon: " + loc("tl", t))}

Pasahero: Sinisingil ako ng ₱50 na "no-show fee" pero nandoon ako! Ito ang detalye ng booking:
Booking TN-2026-30418
Pickup: Marso 4, 2026 6:15 PM, SM Manila, Gate 3
Dumating ang driver: 6:24 PM
Kinansela ng driver: 6:26 PM (dahilan: pasahero wala)
Nasa Gate 3 ako mula 6:10 PM.""",
        "disputes:etrike-tl",
        ["system_tail", "localized_now", "twelve_hour", "non_english", "tagalog", "record_last"],
    )


@pos
def _bucharest_fine(g: Gen72) -> Draft:
    t = g.at("eet")
    return P(
        f"""Ești asistentul de suport al aplicației de trotinete „Rapid”. Răspunde în română, politicos și scurt.
{v("datetime", "Ora curentă: " + loc("ro", t))}
{v("request_id", "Cerere: " + g.uuid4())}

Utilizator: Am primit o amendă de 200 lei de la Poliția Locală Sector 1 pentru că am circulat pe trotuar.
Proces-verbal seria PL1 nr. 0044718, din 03.03.2026, ora 18:22, Calea Victoriei 120.
Trotineta RP-55120 era închiriată de mine între 18:10 și 18:35. Cine plătește?""",
        "disputes:amenda-ro",
        ["system_tail", "localized_now", "uuid", "non_english", "romanian", "record_last"],
    )


@pos
def _budapest_dispute(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Te a BubiPont közbringa-rendszer ügyfélszolgálati asszisztense vagy. Válaszolj magyarul, röviden.
{v("datetime", "Aktuális idő: " + loc("hu", t))}
Felhasználó csomag: Éves bérlet

Felhasználó: Levontak 2500 Ft pótdíjat, mert szerintük nem dokkoltam vissza a biciklit. A kölcsönzés:
Kölcsönzés BP-2026-771204
Elvitel: 2026. 03. 04. 08:12:40, Deák Ferenc tér (0102)
Visszavétel: nincs rögzítve
Én 08:31-kor betoltam a Kálvin téri dokkolóba, zöldre is váltott.""",
        "disputes:bubi-hu",
        ["system_tail", "localized_now", "non_english", "hungarian", "stable_neighbours", "record_stays"],
    )


@pos
def _dispute_graph_state(g: Gen72) -> Draft:
    t = g.at("ny")
    return P(
        f"""agent: disputes-graph
node: assess_refund
state:
  ticket: ZD-4471203
  rider: r_88120
  {v("datetime", 'now: "' + rfc3339(t, 6) + '"')}
  {v("session_id", "thread_id: " + g.uuid7(t))}
  refund_limit_usd: 25

You are the refund assessor node. Given the trip, decide "refund <amount>" or "decline" and give one
sentence.

Trip 9c1e4d2a-7b3f-4e8a-a0c6-5f1d2e3b4a9c: requested 2026-03-04 18:02:11, driver arrived 18:19:40
(ETA shown: 4 min), rider cancelled 18:20:02, cancellation fee $5.00 charged.

Decision:""",
        "disputes:graph-state",
        ["head", "nested_yaml", "rfc3339", "uuid7", "trip_times_stay"],
    )


@pos
def _helsinki_bikes(g: Gen72) -> Draft:
    t = g.at("eet")
    return P(
        f"""Olet Kaupunkipyörät Helsinki -palvelun asiakastuen avustaja. Vastaa suomeksi ja lyhyesti.
{v("datetime", "Nykyhetki: " + loc("fi", t))}

Asiakas: Minulta veloitettiin 5 € lisämaksu, vaikka palautin pyörän ajoissa. Matkahistoria:
Matka 2026-771904 · lähtö 4.3.2026 klo 16.02 Rautatientori · palautus 4.3.2026 klo 16.41 Kamppi
Kesto 39 min (sallittu 30 min)
Lisämaksu 5,00 €
Eikö kausipassissa ole 60 minuuttia?""",
        "disputes:kaupunkipyora-fi",
        ["system_tail", "localized_now", "non_english", "finnish", "record_last"],
    )


# --- positives: municipal permits and data feeds -----------------------------------------------------------


@pos
def _gbfs_fetched(g: Gen72) -> Draft:
    t = g.at("cet")
    rep = epoch_s(t) - g.small(40, 600)
    return P(
        f"""You answer riders' "where is a bike" questions for the Zurich city app from the operator's GBFS feed,
fetched for this request. Never guess positions that are not in the feed.

vehicle_status.json:
{{
  {v("epoch", '"last_updated": ' + str(epoch_s(t)) + ",")}
  "ttl": 30,
  "version": "3.0",
  "data": {{
    "vehicles": [
      {{"vehicle_id": "zh-eb-2041", "lat": 47.37762, "lon": 8.54022, "is_reserved": false, "is_disabled": false, "current_range_meters": 31200, "last_reported": {rep}}},
      {{"vehicle_id": "zh-eb-2117", "lat": 47.37690, "lon": 8.53950, "is_reserved": true, "is_disabled": false, "current_range_meters": 8800, "last_reported": {rep - 71}}}
    ]
  }}
}}

Rider: Is there an e-bike near the Hauptbahnhof with enough range to get to Oerlikon (about 6 km)?
Assistant:""",
        "permits-feeds:gbfs-fetched",
        ["json_block", "gbfs", "last_updated_fetched", "epoch_s", "last_reported_stays"],
    )


@pos
def _mds_provider_call(g: Gen72) -> Draft:
    t = g.at("utc")
    trips = pretty(
        {
            "version": "2.0.0",
            "trips": [
                {
                    "trip_id": "3b2f8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f",
                    "device_id": "c1e4d2a7-b3f4-4e8a-a0c6-5f1d2e3b4a9c",
                    "start_time": 1772614921000,
                    "end_time": 1772616102000,
                    "duration": 1181,
                    "distance": 4120,
                }
            ],
        }
    )
    return P(
        f"""Request made for this prompt:
GET /mds/trips?end_time=2026-03-04T09 HTTP/1.1
Host: api.glide.example
{v("token", "Authorization: Bearer " + g.jwt(t, "city-of-denver"))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
Accept: application/vnd.mds+json;version=2.0

Response:
{trips}

You are the city of Denver's mobility data analyst assistant. Check the trip against the MDS rules:
duration must equal end_time - start_time in seconds, distance in metres.
Check:""",
        "permits-feeds:mds-call",
        ["request_headers", "jwt", "request_id", "mds", "trip_times_stay"],
    )


@pos
def _compliance_run(g: Gen72) -> Draft:
    t = g.at("la")
    return P(
        f"""MDS compliance run {v("run_id", g.ulid(t))} finished {v("datetime", "at " + js_tostring(t, "Pacific " + ("Daylight" if t.tzname() == "PDT" else "Standard") + " Time"))} against policy LA-DOCKLESS-2026-v3.

Results:
- Glide: 2,412 of 2,500 permitted devices deployed; 31 in the Venice Beach boardwalk no-parking zone for more than 2 h (longest 06:12-11:48 on 2026-03-04)
- Loop: 1,988 of 2,000; equity-zone share 21% (required 20%)
- Hopr: 744 of 1,000; 0 violations

Write the weekly note to LADOT's permit manager: one paragraph, flag the operator that needs a warning
letter.
Note:""",
        "permits-feeds:compliance-run",
        [
            "head",
            "inline_sentence",
            "ulid",
            "js_date_tostring",
            "policy_version_stays",
            "violation_times_stay",
        ],
    )


@pos
def _permit_portal_cookie(g: Gen72) -> Draft:
    return P(
        f"""Cookie: locale=es-CO; theme=light; {v("session_id", "portal_sid=" + g.b64url(24))}
Eres el asistente del portal de permisos de micromovilidad de la Secretaría de Movilidad de Bogotá.
Explica los requisitos y plazos; no apruebes ni rechaces solicitudes.

Operador: Nuestra solicitud SDM-MM-2026-0412 para 1.500 patinetas quedó "incompleta". Este es el
correo que recibimos:

De: permisos.micromovilidad@movilidadbogota.example
Fecha: lun, 2 mar 2026 16:41:09 -0500
Asunto: Solicitud SDM-MM-2026-0412 – documentación faltante
Falta la póliza de responsabilidad civil extracontractual vigente al 1/04/2026.

¿Qué plazo tenemos para entregarla?""",
        "permits-feeds:permit-cookie-es",
        ["head", "cookie_session_pair", "base64url", "non_english", "spanish", "pasted_email_stays"],
    )


@pos
def _fleet_cap_report(g: Gen72) -> Draft:
    t = g.at("london")
    return P(
        f"""Monthly permit report drafter — Borough of Camden dockless scheme
Draft {v("request_id", g.lower_ulid(t))} created by the report tool {v("datetime", "at " + f"{t:%d/%m/%Y %H:%M:%S}")} for the permit committee.
{v("date", "Report date: " + f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}")}

Write the monthly report for the permit committee from these figures. Keep dates as given.

Period: February 2026
Permitted fleet cap: 1,200 e-bikes (permit CAM-DL-2025-03, valid 01/04/2025-31/03/2027)
Peak deployed: 1,187 on 21/02/2026
Parking complaints: 214 (January: 301)
Bays added: 38 (total 412)

Report:""",
        "permits-feeds:fleet-cap-report",
        ["inline_sentence", "lower_ulid", "today_in_artefact", "permit_validity_stays"],
    )


@pos
def _mds_query_window(g: Gen72) -> Draft:
    t = g.at("ny")
    end = t.replace(minute=0, second=0, microsecond=0)
    start = end - timedelta(hours=24)
    return P(
        f"""[query city=nyc-bronx provider=loop {v("datetime", "window=" + rfc3339(start) + "/" + rfc3339(end))} limit=500]
You summarise MDS status_changes for NYC DOT's e-scooter pilot. Count the "unavailable" events by
reason and name the reason that grew most compared with the usual day (usual day: battery_low 40,
maintenance 12, rebalance_pick_up 55).

Aggregated result:
battery_low 71
maintenance 9
rebalance_pick_up 58
trip_start 1,904

Summary:""",
        "permits-feeds:mds-window",
        ["bracketed_line", "key_value_inline", "window_computed_from_now", "one_span"],
    )


@pos
def _cds_events_as_of(g: Gen72) -> Draft:
    t = g.at("la")
    return P(
        f"""You help the curb management team of Santa Monica read Curb Data Specification events. Say whether the
loading zone was overused by rideshare pick-ups.

Curb events for zone SM-LZ-0412 {v("datetime", "as of " + sk_now(t))} (pulled for this request):
event_id                              event_type      event_time                 vehicle_type
7d1e5b44-9a0f-4c2e-8d1b-3f60a1b2c3d4  park_start      2026-03-04T17:02:11-08:00  rideshare
7d1e5b44-9a0f-4c2e-8d1b-3f60a1b2c3d5  park_end        2026-03-04T17:09:40-08:00  rideshare
8a2f6c55-0b1e-4d3f-9e2c-4a71b2c3d4e6  park_start      2026-03-04T17:05:02-08:00  delivery
8a2f6c55-0b1e-4d3f-9e2c-4a71b2c3d4e7  park_end        2026-03-04T17:48:33-08:00  delivery

Verdict:""",
        "permits-feeds:cds-as-of",
        ["inline_phrase", "as_of", "dotnet_long_datetime", "cds", "event_times_stay"],
    )


@pos
def _cologne_permit(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""Du unterstützt das Amt für Straßen und Radwegebau der Stadt Köln bei Sondernutzungserlaubnissen für
E-Scooter-Verleiher. Antworte auf Deutsch, förmlich.
{v("datetime", "Zeitstempel (System): " + f"{t:%d.%m.%Y, %H:%M:%S} Uhr")}
{v("session_id", "Vorgangssitzung: " + g.base32(20))}

Sachbearbeiterin: Der Antrag von Voltro GmbH auf Erhöhung von 1.000 auf 1.400 Fahrzeuge ist am
02.03.2026 eingegangen. Die aktuelle Erlaubnis 66-SN-2025-0117 gilt vom 01.04.2025 bis 31.03.2027.
Laut Auflagen müssen Anträge auf Flottenerhöhung sechs Wochen vor dem Wirksamwerden gestellt werden.
Ab wann könnte die Erhöhung frühestens gelten?""",
        "permits-feeds:sondernutzung-de",
        ["system_tail", "localized_now", "base32", "non_english", "german", "permit_dates_stay"],
    )


@pos
def _lisbon_permit(g: Gen72) -> Draft:
    t = g.at("lisbon")
    return P(
        f"""És o assistente da equipa de licenciamento de mobilidade partilhada da Câmara Municipal de Lisboa.
Responde em português europeu.
{v("datetime", "Hora do pedido: " + loc("pt", t))}

Técnico: O operador Trotix enviou este relatório de estacionamento. Estão dentro do limite de 5% de
veículos mal estacionados?

Relatório semanal Trotix — 23/02/2026 a 01/03/2026
Frota média: 1.850 trotinetes
Ocorrências de estacionamento indevido: 104
Tempo médio de resolução: 1 h 12 min
Última ocorrência: 01/03/2026 23:51, Rua Augusta""",
        "permits-feeds:licenciamento-pt",
        ["system_tail", "localized_now", "non_english", "portuguese", "record_last"],
    )


@pos
def _almaty_permit(g: Gen72) -> Draft:
    t = g.at("almaty")
    return P(
        f"""Сіз Алматы қаласы әкімдігінің жеке электр көлігін жалға беру рұқсаттары бойынша көмекшісіз.
Қазақ тілінде қысқа жауап беріңіз.
{v("datetime", "Қазіргі уақыт: " + loc("kk", t))}

Оператор: Біздің рұқсатымыз ALM-SM-2025-0088, 2025 ж. 15 сәуірден 2026 ж. 14 сәуірге дейін жарамды.
Ұзарту туралы өтінішті қашанға дейін беруіміз керек?""",
        "permits-feeds:ruqsat-kk",
        ["system_tail", "localized_now", "non_english", "kazakh", "permit_dates_stay"],
    )


@pos
def _tbilisi_feed(g: Gen72) -> Draft:
    t = g.at("tbilisi")
    return P(
        f"""შენ ხარ თბილისის მერიის მობილობის სამსახურის ასისტენტი. უპასუხე ქართულად, მოკლედ.
{v("datetime", "მიმდინარე დრო: " + loc("ka", t))}

თანამშრომელი: ოპერატორის GBFS მონაცემებში ეს სადგური ჩანს:
station_id: tb-0412
name: თავისუფლების მოედანი
num_bikes_available: 0
last_reported: 1772618400
ეს ნიშნავს, რომ სადგური ცარიელია თუ მონაცემები ძველია?""",
        "permits-feeds:gbfs-ka",
        ["system_tail", "localized_now", "non_english", "georgian", "pasted_feed_stays"],
    )


@pos
def _mds_audit_gcp(g: Gen72) -> Draft:
    return P(
        f"""You are the audit assistant of the Portland Bureau of Transportation's shared scooter program. Compare
the operator's MDS events with the 311 complaint and say whether the operator met the 2-hour response
requirement.
-- request metadata --
{v("trace_id", "X-Cloud-Trace-Context: " + g.gcp_trace())}
User: 311 complaint SR-2026-118830, received 2026-03-04 08:12 PST: scooter blocking the ramp at SW 5th &
Morrison. Operator events for that device:
2026-03-04T08:47:10-08:00  rebalance_pick_up  device 4a71b2c3-d4e6-4f8a-9b0c-1d2e3f4a5b6c
2026-03-04T09:02:33-08:00  maintenance_pick_up  device 4a71b2c3-d4e6-4f8a-9b0c-1d2e3f4a5b6c
Assistant:""",
        "permits-feeds:mds-audit",
        ["system_tail", "gcp_trace", "complaint_times_stay"],
    )


# --- positives: mixed shapes around pasted material ---------------------------------------------------------


@pos
def _rag_rider_terms(g: Gen72) -> Draft:
    t = g.at("utc")
    t2 = t + timedelta(milliseconds=g.small(30, 400))
    return P(
        f"""Answer the rider from the retrieved passages only and cite them as [1], [2].

[1] source=rider-terms-uk.pdf section=7.3 {v("datetime", "retrieved_at=" + rfc3339(t, 3))} score=0.82
Effective 1 February 2026: a ride ends when the vehicle is locked in a permitted parking area and a
parking photo is accepted. If the app fails, riders must contact support within 24 hours.

[2] source=faq-fees.md section=end-ride {v("datetime", "retrieved_at=" + rfc3339(t2, 3))} score=0.77
Fees charged after a failed end-ride are refunded from the time of the first support contact.

Rider: My app crashed when I tried to end the ride at 22:10 and I only messaged support at 22:35. Do I
get a refund for the whole time?
Answer:""",
        "mixed:rag-terms",
        ["rag_doc_header", "key_value_inline", "rfc3339", "effective_date_stays"],
    )


@pos
def _messages_tool_call(g: Gen72) -> Draft:
    t = g.at("utc")
    content = one_line(
        {
            "ride_id": "01JN7Q4M8X2C5V9B3D6F1H0K2P",
            "started_at": "2026-03-04T18:02:11Z",
            "ended_at": "2026-03-04T18:49:40Z",
            "end_reason": "auto_lock_timeout",
            "charged": "EUR 11.90",
        }
    ).replace('"', '\\"')
    return P(
        f"""[
  {{"role": "system", "content": "You are Skoot's rider assistant. Use tool results; never invent ride data."}},
  {{"role": "user", "content": "Why was ride 01JN7Q4M8X2C5V9B3D6F1H0K2P so expensive?"}},
  {{"role": "assistant", "tool_calls": [{{"id": "call_7Hq2mV0xR4tY9wKb", "type": "function", "function": {{"name": "get_ride", "arguments": "{{\\"ride_id\\": \\"01JN7Q4M8X2C5V9B3D6F1H0K2P\\"}}"}}}}]}},
  {{
    "role": "tool",
    {v("request_id", '"x_gateway_request_id": "' + g.uuid7(t) + '",')}
    "tool_call_id": "call_7Hq2mV0xR4tY9wKb",
    "content": "{content}"
  }}
]""",
        "mixed:messages-tool",
        ["json_messages", "tool_result", "uuid7", "tool_call_id_pairs_stay", "ulid_in_question_stays"],
    )


@pos
def _generated_vs_created(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""{v("datetime", "generated_at: " + rfc3339(t))}
assistant: fleet-qa
locale: de-AT

You check exported damage records for missing fields before they go to the insurer. List every
missing or inconsistent field, one per line.

Record exported by the depot:
created_at: 2026-03-04T16:20:41+01:00
updated_at: 2026-03-04T18:02:09+01:00
record_id: 0195b0e2-1c4d-7f8a-9b2e-3d4c5b6a7f80
vehicle: VIE-E-20931
damage: handlebar bent, throttle cracked
reported_by: field agent K. Huber
photos: 3
Check:""",
        "mixed:generated-vs-created",
        ["head", "rfc3339", "near_miss", "pasted_record_opens_with_created_at"],
    )


@pos
def _asked_id_beside_request(g: Gen72) -> Draft:
    t = g.at("ny")
    asked = g.ulid(t - timedelta(days=g.small(2, 9), seconds=g.small(1, 86000)))
    return P(
        f"""{v("request_id", "Request: " + g.ulid(t))}
Product: Citywheel rider app (iOS 6.3.0)

You answer riders' questions about their rides. Ride ids are ULIDs; the first 10 characters encode the
time the ride was created.

Rider: When exactly was ride {asked} created? The app shows a ride I don't remember.
Assistant:""",
        "mixed:asked-id-beside-request",
        ["head", "ulid", "near_miss", "ulid_in_question_stays"],
    )


@pos
def _leading_comment_kv(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""# {v("epoch", "ts=" + str(epoch_ms(t)))} {v("session_id", "conv=" + g.ulid(t))} app=ridebot region=eu-central
You are Ridebot. Answer questions about e-scooter rules in German cities in at most three sentences.

User: Darf ich in Hamburg mit dem E-Scooter auf dem Gehweg fahren, wenn der Radweg blockiert ist?
Assistant:""",
        "mixed:leading-comment",
        ["head", "key_value_inline", "epoch_ms", "ulid", "stable_neighbours"],
    )


@pos
def _trailing_client_ts(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""You are the lost-and-found helper of Hopr scooters. If a rider left something on a vehicle, ask for the
ride id and the vehicle number, then explain the claim form.

User: I left my AirPods case in the basket of a Hopr bike this morning around 8:15, ride HR-20418-77.
{v("epoch", "client_ts: " + str(epoch_s(t)))}""",
        "mixed:trailing-client-ts",
        ["tail", "last_user", "epoch_s", "user_time_stays"],
    )


@pos
def _trailing_ksuid(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""Translate this rider notice into Spanish, Portuguese and French. Keep dates and times as written.

"From Monday 9 March 2026, parking in Lisbon's Baixa is only allowed in the 42 marked hubs. Rides that
end elsewhere after 20:00 will be charged a EUR 5 relocation fee."

{v("trace_id", "trace " + g.ksuid(t))}""",
        "mixed:trailing-ksuid",
        ["tail", "ksuid", "notice_dates_stay"],
    )


@pos
def _mailbox_poll(g: Gen72) -> Draft:
    t = g.at("london")
    sent = t - timedelta(hours=g.small(2, 20), minutes=g.small(1, 59))
    return P(
        f"""E-mail fetched from partners@borolink.example {v("datetime", "at " + rfc3339(t))} {v("request_id", "(poll " + g.hex(12) + ")")} for this request:

From: Permits Team <micromobility@westminster.example>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(16)}@mail.westminster.example>
Subject: Bay capacity review - action needed by 20 March 2026

Dear operator, from 1 April 2026 the 18 bays in St James's will be reduced to 9 bikes each. Please
confirm your redistribution plan by 20 March 2026.

Draft a short acknowledgement and list what our ops team must do before 1 April.
Reply:""",
        "mixed:mailbox-poll",
        ["head", "inline_phrase", "poll_stamp", "parenthesised_id", "email_date_and_message_id_stay"],
    )


@pos
def _typeform_envelope(g: Gen72) -> Draft:
    t = g.at("utc")
    submitted = t - timedelta(seconds=g.small(2, 30))
    landed = submitted - timedelta(minutes=g.small(3, 9))
    return P(
        f"""You summarise rider safety survey answers for Bolta's safety team. One sentence per answer, flag anything
that needs a call back.

{{
  {v("request_id", '"event_id": "' + g.ulid(t) + '",')}
  "event_type": "form_response",
  "form_response": {{
    "form_id": "kq8D2xR4",
    "token": "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6",
    "landed_at": "{rfc3339(landed)}",
    "submitted_at": "{rfc3339(submitted)}",
    "answers": [
      {{"field": "ride_id", "text": "WAW-R-440917"}},
      {{"field": "what_happened", "text": "Brake felt loose going down Tamka at about 21:00, I stopped and walked it."}},
      {{"field": "call_me", "boolean": true}}
    ]
  }}
}}

Summary:""",
        "mixed:typeform-envelope",
        ["json_block", "envelope", "ulid", "submitted_at_stays", "response_token_stays"],
    )


@pos
def _made_up_labels(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""ridepulse.env: prod-eu
{v("epoch", "ridepulse.t0: " + str(epoch_us(t)))}
{v("request_id", "ridepulse.hop: " + g.tsid(t))}
ridepulse.build: 2026.02.3

You explain Pulse Mobility's subscription plans (Pulse Go, Pulse Plus, Pulse Max). Give prices in
euros and do not invent discounts.

User: I'm on Pulse Plus since 12 Jan 2026. If I upgrade to Max today, do I pay the full month?
Assistant:""",
        "mixed:made-up-labels",
        ["head", "header_block", "made_up_label", "epoch_us", "tsid", "calver_build_stays"],
    )


@pos
def _dspy_now_field(g: Gen72) -> Draft:
    t = g.at("utc")
    return P(
        f"""Your input fields are:
1. `complaint` (str)
2. `now_utc` (str)
Your output fields are:
1. `category` (Literal['parking', 'billing', 'safety', 'other'])
In adhering to this structure, your objective is: Classify rider complaints for the Oslo scooter permit
team.

[[ ## complaint ## ]]
Scooters are dumped every night since 28 February on the pavement in front of Storgata 12, the last
one at 06:40 today blocked my wheelchair ramp.

[[ ## now_utc ## ]]
{v("datetime", rfc3339(t))}

Respond with the corresponding output fields, starting with the field `[[ ## category ## ]]`.""",
        "mixed:dspy-now",
        ["dspy_field", "value_on_own_line", "rfc3339", "complaint_times_stay"],
    )


@pos
def _assistant_turn_record(g: Gen72) -> Draft:
    t = g.at("cet")
    return P(
        f"""System: You are Vélo Express's support assistant in Brussels. Answer in English.
{v("session_id", "Session: " + g.nanoid())}
User: What's on my account from yesterday?
Assistant: Here is what I found:
Ride VB-88120  07:58:14 -> 08:21:40  Place Flagey -> Gare Centrale  EUR 2.30
Ride VB-88131  17:40:02 -> 17:41:10  Gare Centrale -> Gare Centrale  EUR 1.00
User: The second one was a dead battery, I switched bikes after one minute. Why was I charged?
{v("datetime", "Client time: " + rfc3339(t))}
Assistant:""",
        "mixed:assistant-turn-record",
        ["system_tail", "nanoid", "last_user", "earlier_assistant_record"],
    )


# --- negatives: pasted records -----------------------------------------------------------------------------

# (name, tags, block, question, lead-in) -- everything in the block is content the user wants read.
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "mds-status-changes",
        ["mds", "single_line_json", "epoch_ms", "uuid"],
        """{"version":"2.0.0","status_changes":[{"device_id":"4a71b2c3-d4e6-4f8a-9b0c-1d2e3f4a5b6c","event_types":["trip_end"],"vehicle_state":"available","event_time":1772614921000,"trip_ids":["3b2f8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f"],"battery_percent":41},{"device_id":"4a71b2c3-d4e6-4f8a-9b0c-1d2e3f4a5b6c","event_types":["battery_low"],"vehicle_state":"non_operational","event_time":1772614921000,"battery_percent":14}]}""",
        "Why do these two events have the same event_time but different battery levels? Is our MDS feed broken?",
        "Here is what our provider endpoint returned",
    ),
    (
        "gbfs-pricing-plans",
        ["gbfs", "json_block", "last_updated_pasted", "epoch_s"],
        """{
  "last_updated": 1772618400,
  "ttl": 3600,
  "version": "3.0",
  "data": {
    "plans": [
      {"plan_id": "std", "name": [{"text": "Estándar", "language": "es"}], "currency": "EUR", "price": 1.0, "is_taxable": true, "per_min_pricing": [{"start": 0, "rate": 0.23, "interval": 1}]},
      {"plan_id": "night", "name": [{"text": "Nocturna", "language": "es"}], "currency": "EUR", "price": 1.0, "is_taxable": true, "per_min_pricing": [{"start": 0, "rate": 0.29, "interval": 1}]}
    ]
  }
}""",
        "Our app shows the night plan at 0.23 EUR/min. Is our parser wrong? And was the feed already stale when we fetched it at 11:00 UTC on 4 March?",
        "This is the system_pricing_plans.json our app parses",
    ),
    (
        "scooter-event-id-first",
        ["json_block", "opens_with_id", "uuid7", "created_at_first"],
        """{
  "id": "0195a2f1-3c7e-7d21-8b4a-6e9f0c1d2a3b",
  "created_at": "2026-03-04T21:17:44.902Z",
  "updated_at": "2026-03-04T21:19:02.118Z",
  "vehicle_id": "MAD-31877",
  "type": "tip_over",
  "severity": "medium",
  "acknowledged_by": null
}""",
        "Nobody acknowledged this tip-over alert. How long has it been open if it's now 23:00 UTC on the 4th?",
        "The alert from our fleet dashboard",
    ),
    (
        "mds-trips-csv",
        ["csv", "mds", "timestamps_with_offsets", "uuid"],
        """provider_name,trip_id,device_id,start_time,end_time,duration_s,distance_m
Glide,3b2f8e10-6c1d-4a7e-9b5f-2d8c0e4a1b6f,c1e4d2a7-b3f4-4e8a-a0c6-5f1d2e3b4a9c,2026-03-04T08:02:01-08:00,2026-03-04T08:21:42-08:00,1181,4120
Glide,5d6e7f80-1a2b-4c3d-8e4f-9a0b1c2d3e4f,c1e4d2a7-b3f4-4e8a-a0c6-5f1d2e3b4a9c,2026-03-04T08:25:10-08:00,2026-03-04T08:25:31-08:00,21,0
Glide,7f8091a2-b3c4-4d5e-9f60-718293a4b5c6,0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d,2026-03-04T08:30:00-08:00,2026-03-04T09:45:12-08:00,4512,38210""",
        "Which of these trips should the city exclude from the average trip length, and why?",
        "Export from the city's MDS dashboard",
    ),
    (
        "rental-history-table",
        ["md_table", "rental_history", "times_to_second"],
        """| Rental | Out | Back | From | To | Charge |
|---|---|---|---|---|---|
| CB-55120 | 2026-03-03 07:41:12 | 2026-03-03 08:02:40 | Grand Canal Dock | Heuston | €0.00 |
| CB-55188 | 2026-03-03 17:30:05 | 2026-03-03 18:22:19 | Heuston | Grand Canal Dock | €2.00 |
| CB-55203 | 2026-03-03 18:24:41 | 2026-03-03 18:25:02 | Grand Canal Dock | Grand Canal Dock | €0.00 |""",
        "Why was the second rental charged when the first 30 minutes are free?",
        "My rental history from the app",
    ),
    (
        "booking-confirmation-email",
        ["email_headers", "date_header", "message_id", "booking"],
        """From: Gridcar <bookings@gridcar.example>
To: maya.r@mailbox.example
Date: Mon, 2 Mar 2026 21:47:09 -0800
Message-ID: <20260303054709.7F3A19C0@mailer.gridcar.example>
Subject: Booking confirmed: GC-8830-1172

Your Kia Niro EV is booked for Sat Mar 7, 2026, 10:00 AM - 2:00 PM at Echo Park hub, bay 4.
Cancel free of charge until Fri Mar 6, 2026, 10:00 AM.""",
        "Until when can I cancel without paying, in UTC?",
        "My colleague forwarded this booking",
    ),
    (
        "standard-webhook-debug",
        ["standard_webhooks", "pasted_delivery", "signature", "debugging"],
        """POST /hooks/fleetpool HTTP/1.1
webhook-id: msg_2fQx9kR7LmN3pV8sT1wY4zB6cD0
webhook-timestamp: 1772617211
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"booking.created","data":{"booking_id":"bk_7731190","created_at":"2026-03-04T09:40:09Z"}}""",
        "Our verifier rejects this delivery with 'timestamp too old'. Our server clock says 09:52 UTC. Is that why?",
        "Below is the exact request our endpoint logged",
    ),
    (
        "stripe-webhook-debug",
        ["stripe_signature", "pasted_delivery", "debugging", "event_id"],
        """Stripe-Signature: t=1772619744,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json; charset=utf-8

{"id":"evt_1QpX4sLkdIwHu7ixZ8m3aT2q","object":"event","created":1772619742,"type":"charge.dispute.created"}""",
        "I compute the HMAC over the raw body with the whsec_ secret and it still doesn't match. What am I hashing wrong?",
        "This is the webhook as it arrived on our staging server",
    ),
    (
        "quest-tracker",
        ["quest_progress", "dates", "times"],
        """Quest: 70 trips between Mon 23 Feb 04:00 and Mon 2 Mar 04:00, bonus £120
Mon 23   9 trips   (total 9)
Tue 24  11 trips   (total 20)
Thu 26  12 trips   (total 32)
Sat 28  14 trips   (total 46)
Sun 1   15 trips   (total 61), last trip ended 03:52 on Mon 2 Mar""",
        "How many trips short was I, and would a trip that started at 03:58 and ended at 04:06 have counted?",
        "My quest progress from the driver app",
    ),
    (
        "eta-history",
        ["eta_history", "pickup_times", "trip_uuid"],
        """Trip 9c1e4d2a-7b3f-4e8a-a0c6-5f1d2e3b4a9c — pickup ETA history
18:02:11  requested, ETA 4 min
18:04:40  driver assigned (DRV-0419-2271), ETA 4 min
18:09:02  ETA 9 min (driver rerouted: road closure on Marylebone Rd)
18:15:30  ETA 3 min
18:19:40  driver arrived""",
        "The driver took 17 minutes to arrive although the app said 4. Is there any compensation rule for that?",
        "The ETA history from the trip page",
    ),
    (
        "validator-tap-log",
        ["logfmt", "validator", "times_with_offsets", "hex"],
        """ts=2026-03-04T07:41:12.118+00:00 device=VAL-TR-0088 card=hash:9f2c41aa token=EMV result=accept fare=280
ts=2026-03-04T07:41:14.002+00:00 device=VAL-TR-0088 card=hash:9f2c41aa token=EMV result=reject reason=duplicate_tap
ts=2026-03-04T12:15:40.551+00:00 device=VAL-TR-0102 card=hash:9f2c41aa token=EMV result=accept fare=280""",
        "Was the rider charged twice in the morning?",
        "Validator log lines for that card",
    ),
    (
        "fare-cap-csv",
        ["csv", "fare_capping", "timestamps"],
        """Timestamp,Mode,Location,Fare,Cap applied,Running total
2026-03-02 07:50:03,Bus,Chorlton St,2.00,No,2.00
2026-03-02 12:31:44,Tram,St Peter's Sq,2.80,No,4.80
2026-03-02 17:12:09,Tram,Deansgate,2.80,Partial (3.20),8.00
2026-03-02 21:05:57,Bus,Piccadilly,0.00,Yes,8.00""",
        "Check the cap arithmetic: is 8.00 right for bus + tram that day?",
        "The fare statement export",
    ),
    (
        "ticket-jwt-claims",
        ["jwt_claims", "iat_exp", "jti", "pasted_token"],
        """{
  "iss": "https://tickets.railpass.example",
  "sub": "cust-88120",
  "jti": "01JNB2M4Q7X9Z3C5V8B1N6D0F2",
  "iat": 1772694000,
  "nbf": 1772694000,
  "exp": 1772780400,
  "product": "RT-SNGL-ADULT",
  "route": "8000105-8000261"
}""",
        "Is this ticket still valid at 09:30 Berlin time on 5 March 2026?",
        "The decoded claims of my mobile ticket",
    ),
    (
        "swap-cabinet-log",
        ["log_lines", "swap_station", "times_to_second"],
        """[2026-03-05 07:12:03] CAB-BH-117 slot 04 door open (user 7710-2208)
[2026-03-05 07:12:19] CAB-BH-117 slot 04 pack in BP-22041 soc=6%
[2026-03-05 07:12:21] CAB-BH-117 slot 09 pack out BP-19877 soc=97%
[2026-03-05 07:12:40] CAB-BH-117 slot 09 door close timeout
[2026-03-05 07:13:02] CAB-BH-117 slot 09 ERR-31 latch fault""",
        "Did the rider actually get the charged pack, or did the latch fault stop it?",
        "Cabinet log from this morning",
    ),
    (
        "mqtt-swap-messages",
        ["mqtt", "json_lines", "ts_ms", "topic"],
        """swap/bh-121/slot/03 {"ts":1772694723118,"event":"charge_complete","pack":"BP-30412","soc":100,"temp_c":29.4}
swap/bh-121/slot/07 {"ts":1772694790442,"event":"overtemp","pack":"BP-18830","soc":64,"temp_c":55.1}
swap/bh-121/slot/07 {"ts":1772694850019,"event":"charge_stop","pack":"BP-18830","soc":64,"temp_c":53.0}""",
        "Convert the ts values to Barcelona time and tell me how long slot 07 was over temperature before it stopped.",
        "MQTT messages from the swap cabinet",
    ),
    (
        "rebalancing-tasks-yaml",
        ["yaml", "tasks", "created_due"],
        """tasks:
  - id: TSK-88120
    created: 2026-03-05T05:40:12+01:00
    due: 2026-03-05T07:30:00+01:00
    type: collect
    vehicles: [MAD-31877, MAD-31902, MAD-32011]
  - id: TSK-88121
    created: 2026-03-05T05:40:12+01:00
    due: 2026-03-05T08:00:00+01:00
    type: deploy
    hub: Plaza de Olavide""",
        "Which task is due first, and can one van do both?",
        "The task list for the early shift",
    ),
    (
        "damage-form-export",
        ["form_export", "opens_with_created", "key_value_lines"],
        """Created: 2026-03-04 16:20:41
Updated: 2026-03-04 18:02:09
Ref: DR-2026-04417
Vehicle: BK-11873 (e-bike)
Reporter: rider 7710-2208
Category: brakes
Text: Front brake lever goes all the way to the bar.
Photos: 2 (IMG_4412.HEIC, IMG_4413.HEIC)""",
        "Turn this into a work order title and a one-line description for the mechanics.",
        "Damage report exported from the rider app backend",
    ),
    (
        "exif-parking-photo",
        ["exif", "exiftool", "capture_time"],
        """File Name                       : IMG_4413.HEIC
Date/Time Original              : 2026:03:05 22:14:31
Offset Time Original            : +01:00
Create Date                     : 2026:03:05 22:14:31.402
GPS Latitude                    : 48 deg 11' 46.72" N
GPS Longitude                   : 16 deg 20' 45.53" E
Image Unique ID                 : 7d1c2b9e4f0a3e5b8c6d1a2f3e4b5c6d""",
        "Does the photo's time match a ride that ended at 22:14:07?",
        "exiftool output of the parking photo",
    ),
    (
        "red-light-notice",
        ["fine_notice", "offence_time", "reference"],
        """NOTICE OF INTENDED PROSECUTION
Reference: NIP/26/0331877
Vehicle registration: LR23 XKP (registered keeper: Cityhop Ltd)
Offence: failing to comply with a red traffic signal
Date and time: 27/02/2026 23:41:08
Location: A501 Euston Road j/w Gower Street
Camera: RLC-1104, frame 2 of 2, signal red for 1.8 s""",
        "What do I have to do as the member who had the car, and by when?",
        "The letter Cityhop forwarded to me",
    ),
    (
        "pcn-letter",
        ["pcn", "dates", "amounts"],
        """PENALTY CHARGE NOTICE TL44718832
Issued: 05/03/2026
Contravention: Congestion Charge not paid, 04/03/2026 14:31, Tower Bridge Road
Vehicle: LR23 XKP
Penalty: £180.00; £90.00 if paid within 14 days of issue
Representations must be made within 28 days of service.""",
        "If I paid the charge at 09:12 that morning under reference CC-88120447, what do I write in my representation?",
        "I got this today",
    ),
    (
        "permit-conditions",
        ["permit", "validity", "conditions"],
        """PERMIT No. MAD-VMP-2025-0117 — Shared e-scooters
Holder: Voltro Iberia S.L.
Valid: 01/04/2025 00:00 to 31/03/2027 23:59
Fleet cap: 2,500 vehicles; night curfew in Distrito Centro 01:00-06:00
Data: MDS 2.0 provider API, 99% monthly availability, status changes within 60 s
Issued: 14/03/2025 by Área de Gobierno de Urbanismo, Medio Ambiente y Movilidad""",
        "Does the curfew apply to rides that started before 01:00?",
        "The conditions of our permit",
    ),
    (
        "mds-policy",
        ["mds_policy", "json_block", "epoch_ms", "uuid"],
        """{
  "policy_id": "5c3f2a1e-8b7d-4c6a-9e5f-0a1b2c3d4e5f",
  "name": "Distrito Centro night curfew",
  "published_date": 1740960000000,
  "start_date": 1743465600000,
  "end_date": null,
  "rules": [
    {"rule_type": "time", "rule_units": "minutes", "states": {"on_trip": []}, "start_time": "01:00:00", "end_time": "06:00:00", "maximum": 0}
  ]
}""",
        "Is this policy in force today, and does it forbid ending trips or any riding?",
        "The MDS policy the city published",
    ),
    (
        "cds-events-json",
        ["cds", "json_block", "event_time", "uuid"],
        """{"data": {"events": [
  {"event_id": "7d1e5b44-9a0f-4c2e-8d1b-3f60a1b2c3d4", "event_type": "park_start", "event_time": 1772672531000, "curb_zone_id": "SM-LZ-0412", "vehicle_type": "van"},
  {"event_id": "7d1e5b44-9a0f-4c2e-8d1b-3f60a1b2c3d5", "event_type": "park_end", "event_time": 1772675313000, "curb_zone_id": "SM-LZ-0412", "vehicle_type": "van"}
]}}""",
        "How long was the van in the loading zone? The limit is 30 minutes.",
        "Events from the curb sensor API",
    ),
    (
        "curl-mds",
        ["curl_verbose", "http_exchange", "date_header", "request_id_header"],
        """> GET /mds/vehicles/status HTTP/2
> Host: api.loop-scooters.example
> authorization: Bearer <redacted>
> accept: application/vnd.mds+json;version=2.0
>
< HTTP/2 503
< date: Wed, 04 Mar 2026 14:02:51 GMT
< x-request-id: 8c0d7b1e-5a4f-4e2d-9c3b-1a0f2e4d6c8b
< retry-after: 120
< content-type: application/json
<
{"error": "upstream_unavailable"}""",
        "Which of these should we send to the operator when we report the outage?",
        "curl -v output from our compliance job",
    ),
    (
        "nginx-unlock-log",
        ["nginx", "clf", "pasted_log"],
        """10.4.1.22 - - [05/Mar/2026:08:14:09 +0100] "POST /v2/vehicles/LX-48213/unlock HTTP/1.1" 409 61 "-" "Ridebot/6.3.0 (iOS)" rt=0.412 req_id=4f1c9a2e7b3d
10.4.1.22 - - [05/Mar/2026:08:14:21 +0100] "POST /v2/vehicles/LX-48213/unlock HTTP/1.1" 409 61 "-" "Ridebot/6.3.0 (iOS)" rt=0.388 req_id=9b2e4d6f1a3c
10.4.1.22 - - [05/Mar/2026:08:15:02 +0100] "POST /v2/vehicles/LX-48214/unlock HTTP/1.1" 200 212 "-" "Ridebot/6.3.0 (iOS)" rt=1.904 req_id=2c7e5a1b9d0f""",
        "What does a 409 on unlock usually mean, and why did the third one work?",
        "From the unlock API access log",
    ),
    (
        "logcat-ble",
        ["logcat", "android", "times_ms"],
        """03-05 08:14:09.118  8812  8850 D KeylessBle: scan start, target=CW-0412 mac=F4:12:FA:3C:9B:01
03-05 08:14:19.120  8812  8850 W KeylessBle: scan timeout after 10002 ms
03-05 08:14:19.301  8812  8812 E KeylessBle: unlock failed: VEHICLE_NOT_FOUND (token age 312 s)""",
        "Is the problem the phone or the car?",
        "Logcat from the member's phone",
    ),
    (
        "google-forms-export",
        ["csv", "form_export", "timestamp_first_column"],
        """Timestamp,Email,Ride ID,What happened?,Can we call you?
3/4/2026 21:03:44,ana.k@mailbox.example,WAW-R-440917,Brake felt loose on Tamka,Yes
3/4/2026 22:17:02,p.nowak@mailbox.example,WAW-R-441002,Scooter parked on tram tracks at Rondo ONZ,No
3/5/2026 7:41:19,j.lis@mailbox.example,WAW-R-441230,Bell missing,No""",
        "Which of these answers need a call back today?",
        "The safety form responses so far",
    ),
    (
        "slack-export",
        ["slack_export", "ts", "json_block"],
        """[
  {"type": "message", "user": "U07RIDER22", "text": "MAD-31877 is on its side at Fuencarral 78", "ts": "1772698512.004219"},
  {"type": "message", "user": "U02FIELD9", "text": "on my way, 10 min", "ts": "1772698601.118302", "thread_ts": "1772698512.004219"},
  {"type": "message", "user": "U02FIELD9", "text": "picked up, brake cable cut", "ts": "1772699420.552810", "thread_ts": "1772698512.004219"}
]""",
        "How long did it take from the report to the pick-up?",
        "Exported thread from #ops-madrid",
    ),
    (
        "whatsapp-drivers-group",
        ["chat_export", "whatsapp", "bracketed_timestamps"],
        """[04/03/2026, 22:41:09] Kwame: anyone else getting no offers at the airport queue?
[04/03/2026, 22:43:51] Dele: same, 40 min now, app says position 12
[04/03/2026, 22:58:02] Kwame: position jumped to 31 after the update
[04/03/2026, 23:04:17] Admin Ama: ops say the queue was reset at 22:55 because of a bug""",
        "Summarise what happened for the driver council minutes.",
        "From our drivers' WhatsApp group",
    ),
    (
        "jira-ticket",
        ["ticket", "created_updated", "key"],
        """FLEET-2291  Scooters report battery 0% after firmware 4.12
Created: 2026-03-02 09:14  Updated: 2026-03-04 17:40
Reporter: K. Huber   Assignee: L. Costa   Priority: High
Affected: VIE-E-20931, VIE-E-20977, VIE-E-21004
Comment (L. Costa, 2026-03-04 17:40): rollback to 4.11.2 fixes it on VIE-E-20931""",
        "Draft a status update for the ops channel.",
        "The Jira ticket",
    ),
]

BLOCKS += [
    (
        "kafka-consumer",
        ["kafka", "offsets", "epoch_ms", "ulid"],
        """Partition:3  Offset:884120  CreateTime:1772694723118  Key:LX-48213  Value:{"event":"lock","trip":"01JNB4Q2X7M9Z3C5V8B1N6D0F2"}
Partition:3  Offset:884121  CreateTime:1772694723120  Key:LX-48213  Value:{"event":"lock","trip":"01JNB4Q2X7M9Z3C5V8B1N6D0F2"}
Partition:3  Offset:884122  CreateTime:1772694790442  Key:LX-48213  Value:{"event":"trip_end","trip":"01JNB4Q2X7M9Z3C5V8B1N6D0F2"}""",
        "Why do we get the lock event twice, 2 ms apart? Is it the producer retrying?",
        "kafka-console-consumer output with timestamps",
    ),
    (
        "sql-result",
        ["sql_result", "table", "timestamps"],
        """ trip_id  |      started_at        |       ended_at         | end_reason
----------+------------------------+------------------------+-------------
 T-441902 | 2026-03-04 19:12:40+09 | (null)                 | (null)
 T-441877 | 2026-03-04 18:58:02+09 | 2026-03-04 19:10:11+09 | dock_lock
 T-441850 | 2026-03-04 18:40:55+09 | 2026-03-04 18:41:30+09 | user_end
(3 rows)""",
        "Which trip is still open, and how do I close it in SQL at the dock-lock time of the bike?",
        "Query result from the rentals database",
    ),
    (
        "sentry-event",
        ["sentry", "json_block", "opens_with_timestamp", "event_id"],
        """{
  "timestamp": "2026-03-05T07:12:44.381Z",
  "event_id": "c2f1e8a94b7d4e0b9a3c5d6e7f801234",
  "level": "error",
  "release": "rider-app@6.3.0+612",
  "transaction": "EndRideScreen",
  "exception": {"values": [{"type": "PhotoUploadError", "value": "413 Payload Too Large"}]},
  "tags": {"device": "iPhone15,3", "os": "iOS 18.3"}
}""",
        "What's the likely fix for this crash on the end-ride screen?",
        "Sentry sent us this",
    ),
    (
        "svix-delivery-log",
        ["webhook_dashboard", "message_ids", "attempts"],
        """Message msg_2fQx9kR7LmN3pV8sT1wY4zB6cD0  event booking.created  created 2026-03-04 09:40:10 UTC
  attempt 1  2026-03-04 09:40:11 UTC  HTTP 500  312 ms
  attempt 2  2026-03-04 09:40:16 UTC  HTTP 500  298 ms
  attempt 3  2026-03-04 09:45:16 UTC  HTTP 200  141 ms""",
        "When will the next retry happen if attempt 3 had failed too?",
        "From the webhook provider's dashboard",
    ),
    (
        "incident-timeline",
        ["postmortem", "timeline", "utc_times"],
        """## Timeline (UTC)
- 06:58:12 Firmware 4.12 rollout reaches 100% of VIE fleet
- 07:04:40 First "battery 0%" reports in rider chat
- 07:31:05 On-call paged (alert BATT-ZERO-SPIKE)
- 08:02:19 Rollout paused
- 09:47:51 4.11.2 restored on all affected vehicles""",
        "Write a two-sentence customer-facing summary of this incident.",
        "Our incident timeline",
    ),
    (
        "agency-telemetry-request",
        ["http_request", "pasted_request", "request_id_header", "epoch_ms"],
        """POST /mds/agency/telemetry HTTP/1.1
Host: mds.city-data.example
Authorization: Bearer <token>
Content-Type: application/vnd.mds+json;version=2.0
X-Request-Id: 0d6c3a5e-8f1b-4b7d-9a2c-6e5f4d3c2b1a

{"data":[{"device_id":"4a71b2c3-d4e6-4f8a-9b0c-1d2e3f4a5b6c","timestamp":1772694723118,"location":{"lat":45.5231,"lng":-122.6765}}]}""",
        "The city answers 400 with 'missing telemetry_id'. What else is missing?",
        "This is the request our agent sends",
    ),
    (
        "http-429",
        ["http_response", "rate_limit", "date_header", "epoch_reset"],
        """HTTP/1.1 429 Too Many Requests
Date: Thu, 05 Mar 2026 08:14:09 GMT
X-RateLimit-Limit: 600
X-RateLimit-Remaining: 0
X-RateLimit-Reset: 1772698500
Retry-After: 51""",
        "At what time exactly can our GBFS poller retry, and do Retry-After and the reset header agree?",
        "The feed proxy answered",
    ),
    (
        "document-expiry-email",
        ["email", "date_header", "expiry_dates"],
        """From: Sahla Rides <documents@sahla.example>
Date: Sun, 1 Mar 2026 09:00:12 +0400
Subject: Your driving licence expires soon

Hi Imran, your licence 4471209 expires on 13/06/2026. Upload the renewed licence before
30/05/2026 to keep receiving trips.""",
        "How many days do I have left to upload, counting from today 5 March?",
        "They sent me this",
    ),
    (
        "airport-queue-log",
        ["log_lines", "queue", "iso_times"],
        """2026-03-04T22:41:09-06:00 queue=MEX-T1 driver=DRV-5512 position=12 event=join
2026-03-04T22:55:00-06:00 queue=MEX-T1 event=reset reason=bug-4471
2026-03-04T22:55:02-06:00 queue=MEX-T1 driver=DRV-5512 position=31 event=rejoin""",
        "Explain to the driver why their position jumped from 12 to 31.",
        "The airport queue log",
    ),
    (
        "offer-debug-screen",
        ["debug_screen", "offer_id", "expires_at", "pasted_by_user"],
        """offer_id: off_01JNB5R3T8K2M6Q9W4E7Y1V5H3
created_at: 2026-03-04T19:02:11.204-03:00
expires_at: 2026-03-04T19:02:26.204-03:00
shown_at: 2026-03-04T19:02:25.871-03:00
status: expired""",
        "The offer expired before I could tap. It was shown 0.3 s before expiry, is that a bug?",
        "Copied from the app's debug screen",
    ),
    (
        "can-dump",
        ["can_log", "candump", "epoch_decimal"],
        """(1772698449.118220) can0 18FEF100#FF12C8FFFF00FFFF
(1772698449.218402) can0 18FEF100#FF12C8FFFF00FFFF
(1772698450.011930) can0 0CF00400#F07D7D000000F07D
(1772698451.504882) can0 18FEEE00#4B2FFFFFFFFFFFFF""",
        "Which of these frames is the engine temperature, and what is the value?",
        "candump from the car sharing unit",
    ),
    (
        "accident-report",
        ["accident_report", "dates", "plates"],
        """Accident report — member 30-1184, booking DV-55102
Date/time: 27/02/2026 22:41
Place: Rue Royale 120, Brussels
Other party: BMW 320d, plate 2-DKL-447, insurer ref AXA-BE-2026-118830
Damage (our car): front right wing, headlight
Police: not called; European accident statement signed by both drivers at 22:58""",
        "Is anything missing before we send this to our insurer?",
        "The member's report",
    ),
    (
        "wallet-pass",
        ["pass_json", "relevant_date", "serial"],
        """{
  "formatVersion": 1,
  "passTypeIdentifier": "pass.example.metrolink.ticket",
  "serialNumber": "MV-DP-4471-0932-88",
  "relevantDate": "2026-03-05T07:58:12-08:00",
  "expirationDate": "2026-03-06T03:00:00-08:00",
  "barcodes": [{"format": "PKBarcodeFormatAztec", "message": "MVDP4471093288|1772726292"}]
}""",
        "Why does the pass disappear from the lock screen in the afternoon?",
        "Our Wallet pass.json",
    ),
    (
        "gtfs-timeframes",
        ["gtfs", "csv", "times"],
        """timeframe_group_id,start_time,end_time,service_id
peak,06:30:00,09:30:00,weekday
peak,16:00:00,19:00:00,weekday
offpeak,00:00:00,06:30:00,weekday
offpeak,09:30:00,16:00:00,weekday
offpeak,19:00:00,24:00:00,weekday""",
        "Is a tap at 09:30:00 exactly peak or off-peak under GTFS fares v2?",
        "Our timeframes.txt",
    ),
    (
        "tech-roster",
        ["roster", "csv", "shift_times"],
        """name,date,start,end,zone
L. Costa,2026-03-06,05:30,13:30,VIE-1
K. Huber,2026-03-06,13:00,21:00,VIE-1
M. Novak,2026-03-06,21:00,05:30,VIE-1/VIE-2""",
        "Is there any gap in coverage for VIE-2 on the 6th?",
        "Next week's roster",
    ),
    (
        "data-export-trips",
        ["data_export", "json_block", "request_timestamp", "gdpr"],
        """{
  "trips": [
    {"request_timestamp": "2026-02-27 22:58:41 +0000 UTC", "begin_trip_time": "2026-02-27 23:12:05 +0000 UTC", "dropoff_time": "2026-02-27 23:58:41 +0000 UTC", "fare_amount": "41.80", "city": "London"},
    {"request_timestamp": "2026-03-01 08:02:10 +0000 UTC", "begin_trip_time": "2026-03-01 08:07:55 +0000 UTC", "dropoff_time": "2026-03-01 08:29:13 +0000 UTC", "fare_amount": "14.20", "city": "London"}
  ]
}""",
        "How long did I wait for each pickup?",
        "From my data download",
    ),
    (
        "ecs-json-logs",
        ["json_lines", "ecs", "trace_id", "at_timestamp"],
        """{"@timestamp":"2026-03-05T07:12:44.381Z","log.level":"error","message":"end ride rejected: photo missing","trace.id":"4bf92f3577b34da6a3ce929d0e0e4736","ride.id":"WAW-R-440917"}
{"@timestamp":"2026-03-05T07:12:49.002Z","log.level":"info","message":"photo received","trace.id":"a3ce929d0e0e47364bf92f3577b34da6","ride.id":"WAW-R-440917"}""",
        "The two lines have different trace ids. Does that mean the photo upload wasn't linked to the end-ride call?",
        "Our ride-service logs",
    ),
    (
        "otel-span",
        ["otel", "span_dump", "unix_nano", "trace_id"],
        """Span #0
    Trace ID       : 5b8efff798038103d269b633813fc60c
    Parent ID      : eee19b7ec3c1b174
    ID             : 0b9bcc3f4a2e6d11
    Name           : POST /v2/vehicles/{id}/unlock
    Start time     : 2026-03-05 07:14:09.118220 +0000 UTC
    End time       : 2026-03-05 07:14:11.022102 +0000 UTC
    Status code    : Error""",
        "Where did the 1.9 seconds go? Is that the vehicle round trip?",
        "The span from the collector's debug exporter",
    ),
    (
        "ingest-logfmt",
        ["logfmt", "request_id_in_log", "job_log"],
        """time=2026-03-05T04:00:02Z level=info job=mds-ingest provider=loop request_id=req_9Hq2mV0xR4tY9wKb msg="fetch trips" hour=2026-03-05T03
time=2026-03-05T04:00:09Z level=warn job=mds-ingest provider=loop request_id=req_9Hq2mV0xR4tY9wKb msg="202 Accepted, data not ready"
time=2026-03-05T04:15:02Z level=info job=mds-ingest provider=loop request_id=req_Qx7ZbN3pL8sT1wY4 msg="fetch trips" hour=2026-03-05T03 rows=1904""",
        "Is a 202 for the last hour normal under MDS 2.0, and should the job retry sooner?",
        "Our ingest job's log",
    ),
    (
        "sms-forwarded",
        ["sms", "otp", "time"],
        """From: GLIDE
Sent: 05 Mar 2026 07:58
Your Glide code is 448120. It expires in 10 minutes. Ref 7f3a19c0.""",
        "I typed it at 08:06 and it said expired. Why?",
        "I got this text",
    ),
    (
        "city-email",
        ["email", "date_header", "message_id", "deadline"],
        """From: Shared Mobility Unit <sharedmobility@portland.example>
Date: Tue, 3 Mar 2026 15:22:41 -0800
Message-ID: <CA+8f3Kq2Lz@mail.portland.example>
Subject: Q1 data audit — response required by 17 March 2026

Please provide MDS trip data for 1-14 February 2026 for devices with more than 30 trips per day.""",
        "Draft our reply confirming the date range and the deadline.",
        "The city wrote to us",
    ),
]

BLOCKS += [
    (
        "recibo-patinete-es",
        ["non_english", "spanish", "email", "fecha_header"],
        """De: MoviRápido <recibos@movirapido.example>
Fecha: mar, 3 mar 2026 23:40:02 +0100
Asunto: Tu viaje 7Q4-118-206

Inicio 22:41:09 · Glorieta de Bilbao
Fin 23:39:52 · Calle de Alcalá 212
Total 14,34 € (desbloqueo 1,00 € + 58 min × 0,23 €)""",
        "¿Me puedes explicar el cálculo? Yo creo que aparqué mucho antes.",
        "Este es el recibo que me mandaron",
    ),
    (
        "viajes-csv-es",
        ["non_english", "spanish", "csv", "timestamps"],
        """id_viaje;inicio;fin;estacion_origen;estacion_destino
B-88120;2026-03-04 08:02:14;2026-03-04 09:01:50;CE-271;CE-014
B-88133;2026-03-04 18:10:03;2026-03-04 18:31:40;CE-014;CE-271""",
        "¿Cuál de los dos viajes pasó de 45 minutos y por cuánto?",
        "Mi historial exportado de BiciCDMX",
    ),
    (
        "bussgeld-de",
        ["non_english", "german", "fine_notice", "tatzeit"],
        """Anhörung im Bußgeldverfahren
Aktenzeichen: 55.1.204471.3
Tatzeit: 27.02.2026, 23:41 Uhr
Tatort: Berlin, Karl-Marx-Allee / Straße der Pariser Kommune
Kennzeichen: B-FA 2231E (Halter: Flinkauto GmbH)
Vorwurf: Rotlichtverstoß, Rotzeit 1,8 Sekunden
Bußgeld: 200,00 €, 1 Punkt, 1 Monat Fahrverbot""",
        "Ich hatte das Auto zu der Zeit gebucht. Was passiert jetzt, und kann ich mich noch äußern?",
        "Flinkauto hat mir das weitergeleitet",
    ),
    (
        "schadensprotokoll-de",
        ["non_english", "german", "damage_report", "opens_with_erstellt"],
        """Erstellt: 04.03.2026 16:20:41
Geändert: 04.03.2026 18:02:09
Vorgang: SP-2026-04417
Fahrzeug: VW ID.3, B-FA 2231E
Schaden: Kratzer Heckklappe, ca. 15 cm
Gemeldet von: Mitglied 4471-0932 vor Fahrtbeginn, Fotos 3""",
        "Fass mir das in zwei Sätzen für die Versicherung zusammen.",
        "Das Schadensprotokoll aus dem System",
    ),
    (
        "avis-contravention-fr",
        ["non_english", "french", "fine_notice", "horodatage_in_record"],
        """AVIS DE CONTRAVENTION n° 69123-2026-004417
Date et heure de l'infraction : 03/03/2026 à 17:52:10
Lieu : quai Victor-Augagneur, 69003 Lyon
Nature : circulation d'un EDPM sur le trottoir (art. R412-43-1)
Montant forfaitaire : 135 € (minoré 90 € sous 15 jours)""",
        "Combien de temps ai-je pour payer le montant minoré si l'avis est arrivé le 5 mars ?",
        "J'ai reçu ça par la poste",
    ),
    (
        "rapport-reequilibrage-fr",
        ["non_english", "french", "ops_report", "times"],
        """Rapport de rééquilibrage — nuit du 4 au 5 mars 2026, Paris 11e
22:10:04  camion 2  collecte 14 vélos  station 11042 (Oberkampf)
23:02:51  camion 2  dépose 10 vélos  station 11104 (République)
00:41:19  camion 2  dépose 4 vélos   station 11010 (Bastille)
Kilométrage : 18,4 km · Réf. tournée RR-2026-0305-02""",
        "Résume la tournée en une phrase pour le chef d'équipe.",
        "Voici le rapport que le chauffeur a envoyé",
    ),
    (
        "churin-ihan-ja",
        ["non_english", "japanese", "notice", "datetime"],
        """放置自転車移動のお知らせ
整理番号：C-2026-0304-0172
移動日時：2026年3月4日 10時42分
移動場所：JR神田駅東口 歩道上
車体番号：SKR-88120（さくらサイクル）
保管場所：千代田区自転車保管所（保管期限 2026年4月3日）""",
        "これは利用者の責任になりますか？返却したのは3月4日の9時50分です。",
        "区から届いた通知です",
    ),
    (
        "port-log-ja",
        ["non_english", "japanese", "log_lines", "times_to_second"],
        """2026-03-04 18:29:02 ポート日本橋三越前 ラック07 返却検知 車体SKR-20418
2026-03-04 18:29:05 ポート日本橋三越前 ラック07 施錠失敗 E-12
2026-03-04 18:31:11 ポート日本橋三越前 ラック07 返却検知 車体SKR-20418
2026-03-04 18:31:13 ポート日本橋三越前 ラック07 施錠完了""",
        "最初の返却はなぜ失敗したのでしょう？",
        "ポートのログ",
    ),
    (
        "ttareungyi-receipt-ko",
        ["non_english", "korean", "receipt", "times"],
        """[공공자전거 대여 영수증]
대여번호: SPB-2603-441877
대여: 2026.03.04 18:58:02 (208 여의도공원)
반납: 2026.03.04 19:10:11 (207 여의나루역)
이용시간: 12분 09초
결제: 1,000원 (1시간권)""",
        "이 영수증으로 보면 반납이 정상 처리된 건가요?",
        "친구가 보내준 영수증이에요",
    ),
    (
        "danche-order-zh",
        ["non_english", "chinese", "json_block", "chinese_keys"],
        """{
  "订单号": "QQ202603040812345",
  "开锁时间": "2026-03-04 08:12:40",
  "还车时间": "2026-03-04 08:47:05",
  "骑行时长": "34分25秒",
  "费用": "3.00元",
  "车辆编号": "SH-XJH-20418"
}""",
        "为什么收了3元？我记得半小时内是1.5元。",
        "这是我的骑行订单",
    ),
    (
        "youbike-zh-tw",
        ["non_english", "chinese_traditional", "roc_dates", "rental_record"],
        """租借紀錄
115/03/04 18:02:11 借車 大安森林公園站 車號 YB-553120
115/03/04 18:27:40 還車 大安站
騎乘時間 25分29秒 扣款 5元 卡號尾碼 4471""",
        "這筆有算到轉乘優惠嗎？",
        "悠遊卡App裡的紀錄",
    ),
    (
        "recibo-corrida-pt",
        ["non_english", "portuguese", "receipt", "times"],
        """Recibo da corrida
Código: RV-2026-0304-77120
Solicitada: 04/03/2026 23:02:14
Embarque: 04/03/2026 23:09:50 — Av. Paulista, 1578
Desembarque: 04/03/2026 23:31:07 — R. dos Pinheiros, 870
Valor: R$ 23,40 (dinâmico 1,2x)""",
        "A tarifa dinâmica estava valendo quando eu pedi ou só quando embarquei?",
        "O recibo que chegou no meu e-mail",
    ),
    (
        "verbale-it",
        ["non_english", "italian", "fine_notice", "datetime"],
        """VERBALE DI CONTESTAZIONE N. 2026/MI/0088412
Data e ora: 04/03/2026 ore 20:48
Luogo: Milano, Corso Buenos Aires 33
Veicolo: monopattino elettrico MM-2041 (noleggio Monopattino Milano)
Violazione: sosta su marciapiede (art. 158 C.d.S.)
Importo: 42,00 €, ridotto a 29,40 € entro 5 giorni""",
        "La corsa era finita alle 20:41, la multa è stata fatta sette minuti dopo. Tocca a me pagarla?",
        "Il verbale che mi hanno girato",
    ),
    (
        "protokol-szkody-pl",
        ["non_english", "polish", "damage_report", "times"],
        """Protokół szkody nr PS-2026-0417
Data zgłoszenia: 03.03.2026 19:41:08
Pojazd: Toyota Yaris WX 4471K
Opis: wgniecenie drzwi tylnych lewych
Zgłaszający: użytkownik 55-9012, przed rozpoczęciem najmu
Zdjęcia: 4 (19:39:50–19:40:31)""",
        "Czy z tego wynika, że szkoda była przed moim najmem, który zaczął się o 19:45?",
        "Kolega z biura przesłał mi ten protokół",
    ),
    (
        "istanbulkart-tr",
        ["non_english", "turkish", "statement", "times_to_second"],
        """Tarih/Saat            Hat/İstasyon        İşlem      Tutar
04.03.2026 08:11:04   Metrobüs 34         Biniş      -27,00
04.03.2026 08:52:31   M2 Şişhane          Aktarma    -13,50
04.03.2026 18:20:15   M2 Şişhane          Biniş      -27,00""",
        "Sabahki aktarma indirimi doğru mu hesaplanmış?",
        "Kart hareketlerim",
    ),
    (
        "iisal-ar",
        ["non_english", "arabic", "receipt", "arabic_digits"],
        """إيصال الرحلة
رقم الرحلة: MS-2026-441870
وقت الطلب: ٠٥/٠٣/٢٠٢٦ ٢٠:٠٩:٤٢
وقت الوصول: ٠٥/٠٣/٢٠٢٦ ٢٠:١٩:٠٥
وقت الإلغاء: ٠٥/٠٣/٢٠٢٦ ٢٠:٢٦:١١
رسوم الإلغاء: ٠٫٠٠ ريال""",
        "كم دقيقة انتظر الكابتن قبل الإلغاء؟",
        "هذا الإيصال من التطبيق",
    ),
    (
        "auto-raseed-hi",
        ["non_english", "hindi", "receipt", "times"],
        """ऑटो बुकिंग रसीद
बुकिंग आईडी: SS-2026-0304-5512
बुक किया: 04/03/2026 21:08:44
पिकअप: 04/03/2026 21:12:03, करोल बाग मेट्रो गेट 2
ड्रॉप: 04/03/2026 21:39:51, राजीव चौक गेट 7
किराया: ₹ 96""",
        "पिकअप में कितने मिनट लगे और सफ़र कितना लंबा था?",
        "मेरी रसीद",
    ),
    (
        "riwayat-order-id",
        ["non_english", "indonesian", "order_history", "times"],
        """Riwayat order
OK-88120  05/03/2026 06:58:12  Stasiun Sudirman → Menara BCA      Rp 14.000  selesai
OK-88134  05/03/2026 07:31:40  Menara BCA → Plaza Indonesia       Rp 11.000  selesai
OK-88151  05/03/2026 08:05:02  Plaza Indonesia → GBK               Rp 16.500  dibatalkan penumpang""",
        "Order yang dibatalkan itu kena biaya pembatalan nggak?",
        "Ini riwayat dari aplikasi",
    ),
    (
        "bai-sot-th",
        ["non_english", "thai", "receipt", "buddhist_era"],
        """ใบเสร็จรับเงิน สวอปไว
เลขที่: SW-2569-030512
วันที่: 05/03/2569 08:10:44
สถานี: อโศก
แบตเตอรี่เข้า: SW-77120 (12%)
แบตเตอรี่ออก: SW-80431 (98%)
ค่าบริการ: 39 บาท""",
        "แบตที่ได้มา 98% ทำไมวิ่งได้แค่ 30 กิโล",
        "ใบเสร็จเมื่อเช้า",
    ),
    (
        "hoa-don-vi",
        ["non_english", "vietnamese", "invoice", "times"],
        """HÓA ĐƠN CHUYẾN ĐI
Mã chuyến: XN-20418
Thời gian đón: 17:02:11 ngày 04/03/2026
Thời gian trả: 17:21:40 ngày 04/03/2026
Cước phí: 45.000đ
Hình thức thanh toán: Tiền mặt""",
        "Chuyến này thanh toán tiền mặt thì tại sao ví tài xế bị trừ?",
        "Hóa đơn khách gửi cho tôi",
    ),
    (
        "reishistorie-nl",
        ["non_english", "dutch", "csv", "check_in_out"],
        """Datum;Check-in;Vertrek;Check-uit;Bestemming;Bedrag
04-03-2026;08:12;Amsterdam Centraal;08:41;Utrecht Centraal;€ 8,90
04-03-2026;17:55;Utrecht Centraal;;;€ 20,00 (instaptarief, geen check-uit)""",
        "Hoe krijg ik die € 20 terug? Ik ben gewoon in Amsterdam uitgestapt om 18:24.",
        "Mijn reishistorie",
    ),
    (
        "kvitto-sv",
        ["non_english", "swedish", "receipt", "times"],
        """Kvitto
Biljett: SL-75-88120447
Köpt: 2026-03-05 16:58:02
Giltig till: 2026-03-05 18:13:02
Pris: 42 kr
Betalt med: Swish, ref 7F3A19C0E2""",
        "Gällde biljetten när jag steg på 18:10?",
        "Mitt kvitto från appen",
    ),
    (
        "kvytantsiia-uk",
        ["non_english", "ukrainian", "receipt", "times"],
        """Квитанція № YZ-2026-0304-118
Самокат: KY-E-11873
Початок: 04.03.2026 18:06:12
Кінець: 04.03.2026 18:31:40
Вартість: 76 грн
Штраф за пошкодження: 800 грн (нараховано 04.03.2026 19:02:55)""",
        "Штраф нарахували через пів години після поїздки. Це законно?",
        "Ось що прийшло на пошту",
    ),
    (
        "poezdka-ru",
        ["non_english", "russian", "trip_record", "times"],
        """Поездка № 7712-0304-5512
Начало: 04.03.2026 08:12:40, Тверская ул., 7
Окончание: 04.03.2026 08:47:05, Цветной бульвар, 2
Время в пути: 34 мин 25 с
Стоимость: 312 ₽ (старт 50 ₽ + 34 мин × 7,70 ₽)""",
        "Проверь, правильно ли посчитана стоимость.",
        "Вот данные поездки из приложения",
    ),
    (
        "kabala-he",
        ["non_english", "hebrew", "receipt", "times"],
        """קבלה מס' RI-77140
רכב: קיה פיקנטו 12-345-67
תחילת נסיעה: 05.03.2026 07:58:40
סיום נסיעה: 05.03.2026 10:30:12
חיוב: 118.50 ₪""",
        "למה החיוב התחיל ב-07:58 אם הרכב היה עם פנצ'ר עד 08:40?",
        "זו הקבלה שקיבלתי",
    ),
    (
        "jizdenka-cs",
        ["non_english", "czech", "ticket", "validity"],
        """Jízdenka PID Lítačka
Typ: 30minutová, plnocenná
Číslo: PID-30-88120447
Zakoupeno: 05. 03. 2026 07:41:12
Platnost do: 05. 03. 2026 08:11:12
Cena: 30 Kč""",
        "Revizor mě kontroloval v 08:10:50, byla jízdenka platná?",
        "Moje jízdenka v aplikaci",
    ),
    (
        "mpesa-sw",
        ["non_english", "swahili", "sms", "mpesa_ref"],
        """QCK4X7Y2Z1 Imethibitishwa. Ksh150.00 imelipwa kwa CHAJIMOTO LTD. tarehe 5/3/26 saa 7:12 AM. Salio lako jipya la M-PESA ni Ksh2,340.00. Gharama ya muamala Ksh0.00.""",
        "Hii ni malipo ya kubadilisha betri ya asubuhi? Kwa nini ni 150 badala ya 120?",
        "Nimepokea ujumbe huu",
    ),
    (
        "gcash-tl",
        ["non_english", "tagalog", "receipt", "reference"],
        """GCash
Nagbayad ka ng ₱50.00 sa TRIKE NA
Ref. No. 1031 882 447 120
Mar 4, 2026 6:26 PM""",
        "Ito ba yung no-show fee? Paano ko ito mare-refund?",
        "Ito ang resibo sa GCash ko",
    ),
    (
        "pathao-bn",
        ["non_english", "bengali", "receipt", "bengali_digits"],
        """রাইড রসিদ
রাইড আইডি: DH-২০২৬-০৩০৪-৭৭১
পিকআপ: ০৪/০৩/২০২৬ ১৮:০২:১১, ধানমন্ডি ২৭
ড্রপ: ০৪/০৩/২০২৬ ১৮:৪৪:০২, গুলশান ২
ভাড়া: ৳ ২৪৫""",
        "এই রাইডে কত মিনিট লেগেছে?",
        "আমার রসিদ",
    ),
    (
        "prostimo-el",
        ["non_english", "greek", "fine_notice", "times"],
        """ΚΛΗΣΗ ΠΡΟΣΤΙΜΟΥ αρ. 2026/ΑΘ/004417
Ημερομηνία και ώρα: 03/03/2026, 18:22:10
Τόπος: Λεωφ. Βασ. Σοφίας 12, Αθήνα
Όχημα: ηλεκτρικό πατίνι ΑΣ-2041
Παράβαση: στάθμευση σε πεζοδρόμιο
Πρόστιμο: 40 €""",
        "Ποιος πληρώνει, η εταιρεία ή εγώ που το νοίκιασα 18:05-18:20;",
        "Μου το έστειλε η εταιρεία",
    ),
    (
        "ruqsat-register-kk",
        ["non_english", "kazakh", "permit_register", "dates"],
        """Рұқсат № ALM-SM-2025-0088
Берілген күні: 2025 ж. 10 сәуір
Жарамдылық мерзімі: 2025 ж. 15 сәуір – 2026 ж. 14 сәуір
Көлік саны: 1 200 электросамокат
Оператор: «Жел» ЖШС""",
        "Рұқсат қашан аяқталады және көлік саны қанша?",
        "Тізілімнен үзінді",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between",
    "quoted",
    "fence",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "chatml_user",
    "llama3_user",
    "gemma_user",
    "phi3_user",
    "mistral_inst",
    "rag_context",
    "tool_result",
]
SYSTEM_NEG = (
    "You are the support assistant of a shared mobility operator (bikes, e-scooters, car sharing and rides). "
    "Answer in the user's language and only from what the user gives you."
)


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
    if placement == "earlier_user_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"User: Can you pull up the record I mentioned?\nAssistant: Here it is:\n\n{block}\n\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_NEG}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\n{SYSTEM_NEG}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3_user":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_NEG}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma_user":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3_user":
        return f"<|system|>\n{SYSTEM_NEG}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral_inst":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_context":
        return (
            f'Use the documents to answer.\n\n<documents>\n<document title="{intro}">\n{block}\n</document>\n'
            f"</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    assert placement == "tool_result"
    return f"User: {ask}\nAction: fetch_record\nObservation:\n{block}\nThought:"


def _negatives_pasted() -> None:
    for k, (name, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        if "non_english" in tags and placement in ("earlier_assistant_turn", "both_sides"):
            placement = "earlier_user_turn" if placement == "earlier_assistant_turn" else "after"
        text = _place(placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{name}", ["hard_negative", "pasted", placement, *tags]))


def _add(kind: list[str], name: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{name}", [*hard, *kind]))


def _negatives_lookalikes() -> None:
    """Stable values that look like dates, times or ids, in the places a program writes."""
    _add(
        ["lookalike", "header_block", "permit", "provider_id", "knowledge_cutoff"],
        "lookalike:permit-header",
        """Operator: Voltro Iberia S.L.
Permit: MAD-VMP-2025-0117 (valid to 2027-03-31)
MDS version: 2.0.0
Provider ID: 5f7114d1-4091-46ee-b492-e55875f7de00
Knowledge cutoff: 2024-06

You answer the operator's compliance questions about Madrid's e-scooter permit conditions.

User: Can we raise the fleet in Distrito Centro before the summer?
Assistant:""",
    )
    _add(
        ["lookalike", "llama3", "knowledge_cutoff_only"],
        "lookalike:llama3-cutoff",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the rider assistant of Hopr bikes. Be brief.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can I take a Hopr bike on the tram?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    _add(
        ["lookalike", "chatml", "prompt_revision", "launch_year"],
        "lookalike:chatml-revision",
        """<|im_start|>system
You are Zipp Mobility's Paris rider assistant. Zipp has operated in Paris since 2023.
Prompt revision: 2026-02-11 (legal review)<|im_end|>
<|im_start|>user
Est-ce que je peux laisser la trottinette devant une station de métro ?<|im_end|>
<|im_start|>assistant
""",
    )
    _add(
        ["lookalike", "front_matter", "approval_date", "tariff_table"],
        "lookalike:front-matter",
        """---
template: rider-support
approved: 2026-01-20
tariff_table: T-2026-01 (from 2026-01-01)
locale: pt-PT
---
És o assistente da Trotix em Lisboa. Responde em português europeu.

Cliente: Quanto custa desbloquear uma trotinete à noite?""",
    )
    _add(
        ["lookalike", "xml_attr", "launch_date", "time_zone"],
        "lookalike:xml-fleet",
        """<fleet city="madrid" launched="2019-11-05" gbfs="3.0" tz="Europe/Madrid" vehicles="e-scooter,e-bike"/>
Explain the fleet's parking rules to a new rider in three bullet points.

Rider: first time using you guys, anything I should know?
Assistant:""",
    )
    _add(
        ["lookalike", "single_line_json", "tenant_uuid", "calver"],
        "lookalike:json-engine",
        """{"engine":"routeplan-2026.02","tenant":"3b241101-e2bb-4255-8caf-4136c566a962","region":"eu-west-1"}
You plan rebalancing van routes. Given stations and loads, output an ordered list of stops.

Stations: Heuston (+12), Grand Canal Dock (-8), Smithfield (-4)
Van capacity: 20, start load 0
Plan:""",
    )
    _add(
        ["lookalike", "html_comment", "prompt_revision"],
        "lookalike:html-comment",
        """<!-- prompt rev 14, 2026-02-27, owner: rider-support -->
You are the Skoot rider assistant (Copenhagen). Answer in Danish or English, matching the rider.

Rider: Hvor må jeg parkere ved Nørreport?
Assistant:""",
    )
    _add(
        ["lookalike", "md_table", "vehicle_dates"],
        "lookalike:vehicle-table",
        """| Field | Value |
|---|---|
| Vehicle | VIE-E-20931 |
| Model | Segway Max G30 (2025) |
| Commissioned | 2025-04-02 |
| Battery replaced | 2025-11-03 |
| Firmware | 4.11.2 |

You help mechanics decide whether a scooter needs a battery replacement.

Mechanic: range dropped to 18 km, replace?
Assistant:""",
    )
    _add(
        ["lookalike", "key_value_lines", "curfew_times", "time_zone"],
        "lookalike:env-settings",
        """CURFEW_START=01:00
CURFEW_END=06:00
TZ=Europe/Madrid
CITY=madrid

You explain the night curfew to riders. Be friendly.

Rider: I'm at a bar in Malasaña and it's almost one, can I still ride home?
Assistant:""",
    )
    _add(
        ["lookalike", "footer", "terms_revision"],
        "lookalike:terms-footer",
        """Explain to the rider, in two sentences, what happens if they end a ride outside the service area.

Rider: I left the bike just outside the zone in Ranelagh, am I in trouble?

--
Terms of use v7, effective 1 February 2026
""",
    )
    _add(
        ["lookalike", "header_block", "api_version", "tenant"],
        "lookalike:azure-header",
        """api-version: 2024-10-21
x-ms-tenant: 72f988bf-86f1-41af-91ab-2d7cd011db47
deployment: gpt-4o-mini

Classify the rider message as billing, safety, parking or other. Reply with the label only.

Message: The bike's brakes don't work, I almost crashed on the hill.
Label:""",
    )
    _add(
        ["lookalike", "stripe_version", "customer_id", "renewal_date"],
        "lookalike:stripe-customer",
        """Stripe-Version: 2025-03-31.basil
Customer: cus_Rk7QzY8wPq2Tn7
Subscription: Pulse Plus, renews 2026-04-12

You answer billing questions for Pulse Mobility subscribers.

User: Can I pause my subscription while I'm abroad in April?
Assistant:""",
    )
    _add(
        ["lookalike", "driver_profile", "licence_dates", "onboarding"],
        "lookalike:driver-profile",
        """Driver: Imran Qureshi (D-55-10342)
Onboarded: 2024-09-16
Licence valid to: 2026-06-13
Background check: 2025-09-02 (clear)
Vehicle: Toyota Camry Hybrid, plate Dubai R 44712

You answer driver questions for Sahla Rides. Be brief.

Driver: When do I need to redo the background check?
Assistant:""",
    )
    _add(
        ["lookalike", "station_metadata", "install_date"],
        "lookalike:station-header",
        """station_id: HB-0412
name: W 52 St & 11 Ave
capacity: 31
installed: 2021-06-14
last_rebuilt: 2025-08-20

You help technicians with dock hardware. Give the next diagnostic step only.

Technician: dock 17 blinks red after every return.
Assistant:""",
    )
    _add(
        ["lookalike", "gemma", "knowledge_cutoff"],
        "lookalike:gemma-cutoff",
        """<start_of_turn>user
You are Velora's e-bike assistant (knowledge cutoff 2024-06, fleet data as of the 2026 season brochure).
Which Velora model has the bigger battery, the City or the Cargo?<end_of_turn>
<start_of_turn>model
""",
    )
    _add(
        ["lookalike", "bracketed_line", "stable_pairs"],
        "lookalike:ctx-line",
        """[ctx city=lisboa fleet=trotix tz=Europe/Lisbon locale=pt-PT]
És o assistente de frota da Trotix. Responde ao técnico em português.

Técnico: A trotinete LX-48213 está com o travão traseiro a chiar, posso deixá-la na rua até amanhã?""",
    )
    _add(
        ["lookalike", "member_header", "member_since", "renewal"],
        "lookalike:member-header",
        """Member: Dana Whitfield
Member since: 2023-03-02
Plan: CityCycle Annual, renews 2027-03-02
Home station: Grand Canal Dock

You are CityCycle Dublin's member assistant.

Dana: Can I add my partner to my plan?
Assistant:""",
    )
    _add(
        ["lookalike", "service_hours", "tariff_times"],
        "lookalike:service-hours",
        """Service hours: 05:00-01:00 (Fri-Sat until 03:00)
Night tariff: from 22:00, EUR 0.29/min
Day tariff: EUR 0.23/min

You answer price questions for MoviRápido Madrid.

User: How much is a 20-minute ride at 23:30 on a Tuesday?
Assistant:""",
    )
    _add(
        ["lookalike", "campaign_window"],
        "lookalike:campaign",
        """Current campaign: Spring Pass, 1 March - 31 May 2026 (EUR 19.90 for 30 days of unlimited 30-minute rides)

You are Bolta's rider assistant in Warsaw. Mention the campaign only if it saves the rider money.

Rider: I ride about 40 minutes a day to work, is there a pass for me?
Assistant:""",
    )
    _add(
        ["lookalike", "non_english", "spanish", "permit_validity"],
        "lookalike:permiso-es",
        """Eres el asistente del operador Patinetas Andinas en Bogotá.
Permiso SDM-MM-2026-0412, vigente desde 01/04/2026 hasta 31/03/2028.
Cupo autorizado: 1.500 patinetas.

Usuario: ¿Hasta qué hora puedo usar una patineta en la ciclovía dominical?""",
    )
    _add(
        ["lookalike", "non_english", "japanese", "prompt_version"],
        "lookalike:ja-version",
        """最終更新: 2026-01-15（プロンプト版 3.2）
あなたは「さくらサイクル」のサポート担当AIです。丁寧な日本語で答えてください。

利用者: 電動アシスト自転車のバッテリー残量が少ないときはどうすればいいですか？""",
    )
    _add(
        ["lookalike", "unrendered_template"],
        "lookalike:unrendered",
        """Current time: {{now}}
Session: {{session_id}}

You are the rider assistant of Hopr scooters. Answer briefly.

User: How do I report a broken scooter?
Assistant:""",
    )
    _add(
        ["lookalike", "discord_ids"],
        "lookalike:discord",
        """You are Dispatch Buddy in the Lanewise drivers' Discord.
guild_id: 1096143296473731082
channel_id: 1096143296473731085
role_id: 1102277001298124860

Message: is the airport queue working again?
Reply:""",
    )


def _negatives_asked() -> None:
    """Dates, times and ids the user typed or asks about."""
    _add(
        ["asked", "epoch_ms"],
        "asked:epoch",
        """Convert 1772694723118 and 1772694790442 to Barcelona time and tell me the
difference in seconds. They're from our swap cabinet's MQTT messages.""",
    )
    _add(
        ["asked", "uuid7"],
        "asked:uuid7",
        """Our vehicle events use UUIDv7. What time does
0195a2f1-3c7e-7d21-8b4a-6e9f0c1d2a3b encode, and can I sort events by id instead of created_at?""",
    )
    _add(
        ["asked", "ksuid"],
        "asked:ksuid",
        """Decode the timestamp in this KSUID from our rebalancing plans:
2Ln9Kq3xT7bV1wY4zB6cD0fH8jM. Is it before or after 06:00 UTC on 5 March 2026?""",
    )
    _add(
        ["asked", "user_typed_time"],
        "asked:gare-du-nord",
        """It's 08:40 here at Gare du Nord, the dock is
full and the next station is 600 m away. If I ride there, do I pay the extra minutes? My ride started
at 08:12.""",
    )
    _add(
        ["asked", "relative_time"],
        "asked:relative",
        """The scooter has been lying on the pavement since
about 20 minutes ago and the operator's line said someone would come "within the hour" 35 minutes ago.
Who else can I call?""",
    )
    _add(
        ["asked", "few_shot", "example_dates"],
        "asked:few-shot",
        """Extract the fine as JSON.

Example input: "PV 2026/BR/0331877, red light, 27/02/2026 23:41, EUR 174"
Example output: {"ref": "PV 2026/BR/0331877", "offence": "red light", "when": "2026-02-27T23:41", "amount_eur": 174}

Input: "PCN TL44718832, congestion charge, 04/03/2026 14:31, GBP 180"
Output:""",
    )
    _add(
        ["asked", "jwt"],
        "asked:jwt",
        """What's inside this token the Juicer app sent me, and is it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjaGctNDQxMjAiLCJpYXQiOjE3NzI2OTQwMDAsImV4cCI6MTc3MjY5NzYwMH0.K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDNpI4q8E""",
    )
    _add(
        ["asked", "traceparent"],
        "asked:traceparent",
        """Support asked me for the trace of the failed unlock.
The app's debug screen shows: traceparent 00-5b8efff798038103d269b633813fc60c-0b9bcc3f4a2e6d11-01
Which part do I send them?""",
    )
    _add(
        ["asked", "iso_week"],
        "asked:iso-week",
        """Plan the rebalancing crew rota for ISO week 2026-W11: two vans,
early (05:30-13:30) and late (13:00-21:00) shifts, nobody more than four lates. Crew: Lina, Kofi, Marta,
Jonas, Aiko.""",
    )
    _add(
        ["asked", "date_arithmetic", "permit"],
        "asked:permit-deadline",
        """Our permit ALM-SM-2025-0088 expires on
14 April 2026 and renewals must be filed 60 days before expiry. What's the last day to file?""",
    )
    _add(
        ["asked", "ticket_arithmetic"],
        "asked:ticket-validity",
        """I activated a 90-minute ticket at 07:58:12 and
switched to the bus at 09:27:40; the ride lasted until 09:41. Was I covered for the whole trip?""",
    )
    _add(
        ["asked", "time_zones"],
        "asked:time-zones",
        """I'm a driver flying from Lisbon to São Paulo; my
weekly statement closes Sunday 23:59 São Paulo time. If I'm online in Lisbon until 02:00 Monday
Lisbon time, which week do those trips count in?""",
    )
    _add(
        ["asked", "snowflake"],
        "asked:snowflake",
        """A driver deleted Discord message 1346922734311620608 in our
drivers' server. When was it sent?""",
    )
    _add(
        ["asked", "translation", "sign_times"],
        "asked:sign",
        """Translate this sign into Spanish and Arabic:
"No scooter parking 22:00-06:00. Vehicles left here after 22:00 on 5 March 2026 will be removed.\"""",
    )
    _add(
        ["asked", "non_english", "korean", "user_typed_time"],
        "asked:ko-time",
        """지금 여의나루역 대여소인데 오후 7시 10분에
반납했거든요. 2시간 넘으면 추가요금이 얼마예요?""",
    )
    _add(
        ["asked", "non_english", "german", "date_arithmetic"],
        "asked:de-frist",
        """Mein Bußgeldbescheid ist vom
27.02.2026 und ich habe ihn am 05.03.2026 bekommen. Bis wann kann ich Einspruch einlegen (zwei Wochen
nach Zustellung)?""",
    )


def _negatives_controls() -> None:
    _add(
        ["control", "plain"],
        "control:helmet",
        """You are the rider assistant of Hopr scooters. Be brief.

User: Do I need a helmet to ride one of your scooters in Vienna?
Assistant:""",
    )
    _add(
        ["control", "plain", "non_english", "french"],
        "control:fr",
        """Tu es l'assistant de Vélo Express.

Client : Comment je signale un vélo cassé ?""",
    )


# --- generated families: one field at one position of a body that carries a pasted record ------------------

# (name, language, city, system prompt, user label, question, pasted record, app, locale)
BODIES: list[tuple[str, str, str, str, str, str, str, str, str]] = [
    (
        "scooter-lisbon",
        "en",
        "lisbon",
        "You are the rider assistant of Trotix e-scooters in Lisbon. Answer briefly and never promise refunds.",
        "User",
        "Why was I charged for 31 minutes? This is the ride from my history:",
        "Ride LX-R-77120\nStart 2026-03-04 18:02:11 +00:00, Cais do Sodré\nEnd 2026-03-04 18:33:40 +00:00, Praça do "
        "Comércio\nCharged EUR 8.13",
        "trotix-chat",
        "en-PT",
    ),
    (
        "carshare-london",
        "en",
        "london",
        "You are Cityhop's member assistant. Explain fees from the booking the member gives you.",
        "Member",
        "Why did I get a late return fee? Booking below:",
        "Booking CH-22041\nPick-up 05/03/2026 09:00\nBooked until 05/03/2026 11:30\nReturned 05/03/2026 11:47:12\n"
        "Late return fee £15.00",
        "cityhop-web",
        "en-GB",
    ),
    (
        "driver-ny",
        "en",
        "ny",
        "You are the driver support assistant of Lanewise. Answer questions about fees and payouts.",
        "Driver",
        "Rider cancelled after I waited, where's my fee?",
        "Trip 7f8091a2-b3c4-4d5e-9f60-718293a4b5c6\naccepted 18:02:11, arrived 18:09:40\ncancelled by rider 18:14:02\n"
        "cancellation fee $0.00",
        "lanewise-driver",
        "en-US",
    ),
    (
        "fare-sydney",
        "en",
        "sydney",
        "You are TapGo's trip history helper for Sydney transport. Explain default fares and adjustments.",
        "Rider",
        "Why the default fare here?",
        "Tue 3 Mar 17:48:02  Tap on  Central Station\nTue 3 Mar --:--     No tap off      $8.45 (default fare)",
        "tapgo",
        "en-AU",
    ),
    (
        "juicer-la",
        "en",
        "la",
        "You are the Juicer app assistant for Glide scooter chargers in Los Angeles.",
        "Charger",
        "Can I still deploy these after 7?",
        "Task TSK-88133 created 2026-03-04T21:02:11-08:00\nScooters: GLD-77310 (9%), GLD-77342 (12%)\n"
        "Deploy by 2026-03-05T07:00:00-08:00",
        "juicer",
        "en-US",
    ),
    (
        "parking-vienna",
        "en",
        "cet",
        "You check parking photo disputes for Scootra Vienna. Be fair and cite the rule.",
        "Rider",
        "The photo was fine, why the fee?",
        "Photo IMG_4413, taken 2026:03:05 22:14:31\nRide TR-8841-20931 ended 22:14:07\nAuto verdict: tactile paving "
        "(confidence 0.88)",
        "scootra-support",
        "en-AT",
    ),
    (
        "fine-brussels",
        "en",
        "cet",
        "You help Drivly members understand traffic fines transferred to them.",
        "Member",
        "Was this during my booking? I returned the car at 22:58.",
        "Notice PV 2026/BR/0331877\nOffence time 2026-02-27 23:41:08\nPlate 1-ABC-418 (Drivly fleet)",
        "drivly-help",
        "en-BE",
    ),
    (
        "mds-denver",
        "en",
        "utc",
        "You are the City of Denver's mobility data assistant. Explain MDS events to city staff.",
        "Analyst",
        "What does this event say, in plain words?",
        '{"device_id":"c1e4d2a7-b3f4-4e8a-a0c6-5f1d2e3b4a9c","event_types":["trip_end"],"vehicle_state":"available",'
        '"event_time":1772614921000,"battery_percent":41}',
        "mds-desk",
        "en-US",
    ),
    (
        "scooter-madrid",
        "es",
        "cet",
        "Eres la asistente de MoviRápido Madrid. Responde en español y con frases cortas.",
        "Usuario",
        "¿Por qué me cobrasteis 9,74 €? Mi viaje:",
        "Viaje 7Q4-118-301 · inicio 04/03/2026 08:02:14 · fin 04/03/2026 08:40:51 · 9,74 €",
        "movirapido",
        "es-ES",
    ),
    (
        "carshare-berlin",
        "de",
        "cet",
        "Du bist der Assistent von Flinkauto Berlin. Antworte auf Deutsch, sachlich.",
        "Mitglied",
        "Stimmt der Betrag für diese Buchung?",
        "Buchung FB-20260304-091 · 04.03.2026 18:20-19:55 · 42 km · 31,90 €",
        "flinkauto",
        "de-DE",
    ),
    (
        "carshare-paris",
        "fr",
        "cet",
        "Tu es l'assistant de Partauto Paris. Réponds en français.",
        "Client",
        "La voiture n'était pas à la station, que faire ? Ma réservation :",
        "Réservation PA-55-90488 · début 05/03/2026 08:00 · fin 05/03/2026 12:00 · véhicule GH-412-KT",
        "partauto",
        "fr-FR",
    ),
    (
        "bikeshare-tokyo",
        "ja",
        "tokyo",
        "あなたは「さくらサイクル」のサポート担当AIです。丁寧な日本語で答えてください。",
        "利用者",
        "この利用で330円かかったのはなぜですか？",
        "利用ID R-88120501 / 貸出 2026/03/04 08:02:40 / 返却 2026/03/04 08:41:12 / 330円",
        "sakura-cycle",
        "ja-JP",
    ),
    (
        "bikeshare-seoul",
        "ko",
        "seoul",
        "당신은 서울 공공자전거 상담 도우미입니다. 한국어로 짧게 답하세요.",
        "사용자",
        "초과 요금이 붙은 이유가 뭔가요?",
        "대여번호 SPB-2603-442010 / 대여 2026.03.04 08:12:40 / 반납 2026.03.04 09:31:02",
        "seoul-bike",
        "ko-KR",
    ),
    (
        "ride-saopaulo",
        "pt",
        "saopaulo",
        "Você é o assistente de passageiros da Rodavia. Responda em português do Brasil.",
        "Passageiro",
        "Por que a tarifa dinâmica foi aplicada?",
        "Corrida RV-2026-0304-77188 · solicitada 04/03/2026 18:02:41 · embarque 18:09:50 · R$ 31,20 (1,4x)",
        "rodavia",
        "pt-BR",
    ),
    (
        "fare-istanbul",
        "tr",
        "istanbul",
        "Sen KartBilet uygulamasının yardım asistanısın. Türkçe ve kısa cevap ver.",
        "Kullanıcı",
        "Aktarma indirimi neden yok?",
        "04.03.2026 08:11:04 Metrobüs -27,00 TL\n04.03.2026 08:52:31 M2 Şişhane -27,00 TL",
        "kartbilet",
        "tr-TR",
    ),
    (
        "bikeshare-shanghai",
        "zh",
        "shanghai",
        "你是“青骑”共享单车的客服助理，请用简体中文回答。",
        "用户",
        "这笔为什么收了3元？",
        "订单号 QQ202603040955120 开锁 2026-03-04 09:55:12 还车 2026-03-04 10:31:40 费用 3.00元",
        "qingqi",
        "zh-CN",
    ),
    (
        "captain-riyadh",
        "ar",
        "riyadh",
        "أنت مساعد الكباتن في تطبيق «مشوار». أجب بالعربية وباختصار.",
        "الكابتن",
        "لماذا لم أحصل على رسوم الإلغاء؟",
        "رقم الرحلة MS-2026-441902 — القبول ٢٠:١١:٠٢ — الوصول ٢٠:١٩:٤٠ — الإلغاء ٢٠:٢٦:٤٠",
        "mishwar-captain",
        "ar-SA",
    ),
    (
        "ojek-jakarta",
        "id",
        "jakarta",
        "Kamu asisten penumpang OjekKita. Jawab dalam bahasa Indonesia.",
        "Penumpang",
        "Kenapa saya kena biaya pembatalan?",
        "OK-88177 05/03/2026 07:12:40 Sudirman → Kuningan Rp 12.000 dibatalkan (driver menunggu 6 menit)",
        "ojekkita",
        "id-ID",
    ),
    (
        "carshare-warsaw",
        "pl",
        "cet",
        "Jesteś asystentem Miastoauto. Odpowiadaj po polsku, krótko.",
        "Użytkownik",
        "Dlaczego naliczono opłatę za strefę?",
        "Przejazd MA-2026-118902 · start 03.03.2026 17:42:10 · koniec 03.03.2026 18:19:37 · poza strefą",
        "miastoauto",
        "pl-PL",
    ),
    (
        "scooter-milan",
        "it",
        "cet",
        "Sei l'assistente di Monopattino Milano. Rispondi in italiano.",
        "Utente",
        "Perché mi avete addebitato 30 €?",
        "Corsa MM-2026-770455 · fine 04/03/2026 20:41:55 · foto 20:42:10 · addebito 30 € (fuori area)",
        "monopattino-mi",
        "it-IT",
    ),
]

BODY_TZ = {
    "scooter-lisbon": "Europe/Lisbon",
    "carshare-london": "Europe/London",
    "driver-ny": "America/New_York",
    "fare-sydney": "Australia/Sydney",
    "juicer-la": "America/Los_Angeles",
    "parking-vienna": "Europe/Vienna",
    "fine-brussels": "Europe/Brussels",
    "mds-denver": "America/Denver",
    "scooter-madrid": "Europe/Madrid",
    "carshare-berlin": "Europe/Berlin",
    "carshare-paris": "Europe/Paris",
    "bikeshare-tokyo": "Asia/Tokyo",
    "bikeshare-seoul": "Asia/Seoul",
    "ride-saopaulo": "America/Sao_Paulo",
    "fare-istanbul": "Europe/Istanbul",
    "bikeshare-shanghai": "Asia/Shanghai",
    "captain-riyadh": "Asia/Riyadh",
    "ojek-jakarta": "Asia/Jakarta",
    "carshare-warsaw": "Europe/Warsaw",
    "scooter-milan": "Europe/Rome",
}

NOW_LABELS = {
    "es": "Fecha y hora actual",
    "de": "Aktuelle Uhrzeit",
    "fr": "Heure actuelle",
    "ja": "現在日時",
    "ko": "현재 시각",
    "pt": "Agora",
    "tr": "Sistem saati",
    "zh": "系统时间",
    "ar": "الوقت الحالي",
    "id": "Waktu server",
    "pl": "Bieżący czas",
    "it": "Data e ora",
}

Maker = Callable[[Gen72, datetime, str], tuple[str, str]]


def _s(value: str) -> tuple[str, str]:
    return value, json.dumps(value, ensure_ascii=False)


def _n(value: int) -> tuple[str, str]:
    return str(value), str(value)


# (cue, family, label, identifier, value as shown and as a JSON literal)
FIELDS: list[tuple[str, str, str, str, Maker]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t, lang: _s(rfc3339(t))),
    ("datetime", "rfc3339_ms", "Generated at", "generated_at", lambda g, t, lang: _s(rfc3339(t, 3))),
    ("datetime", "http_date", "Date", "date", lambda g, t, lang: _s(http_date(t))),
    ("datetime", "python_logging", "Logged", "logged_at", lambda g, t, lang: _s(py_logging(t))),
    ("datetime", "python_isoformat", "now", "now", lambda g, t, lang: _s(py_iso(t))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t, lang: _s(js_iso(t))),
    (
        "datetime",
        "go_rfc3339nano",
        "Snapshot",
        "snapshot_at",
        lambda g, t, lang: _s(go_nano(t, g.small(1, 1000))),
    ),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t, lang: _s(us_medium(t))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t, lang: _s(windows_general(t))),
    ("datetime", "log4j", "requestedAt", "requestedAt", lambda g, t, lang: _s(log4j_iso(t))),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t, lang: _s(unix_date(t))),
    ("datetime", "ctime", "Built", "built", lambda g, t, lang: _s(ctime(t))),
    ("datetime", "day_first", "Stamp", "stamp", lambda g, t, lang: _s(dmy(t))),
    (
        "datetime",
        "made_up_label",
        "Wallclock",
        "wallclock",
        lambda g, t, lang: _s(iso_space(t) + " " + (t.tzname() or "")),
    ),
    ("date", "long_date", "Today", "today", lambda g, t, lang: _s(long_date(t))),
    ("date", "iso_week", "Current week", "current_week", lambda g, t, lang: _s(iso_week(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t, lang: _n(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t, lang: _n(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t, lang: _n(epoch_us(t))),
    ("epoch", "made_up_label", "tick", "tick", lambda g, t, lang: _n(epoch_ms(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t, lang: _s(g.uuid4())),
    ("request_id", "uuid7", "Correlation", "correlation_id", lambda g, t, lang: _s(g.uuid7(t))),
    ("request_id", "ulid", "req", "req", lambda g, t, lang: _s(g.ulid(t))),
    ("request_id", "xid", "Hop", "hop", lambda g, t, lang: _s(g.xid(t))),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t, lang: _s(g.traceparent())),
    ("session_id", "nanoid", "Session", "session", lambda g, t, lang: _s(g.nanoid())),
    ("session_id", "ksuid", "Conversation", "conversation_id", lambda g, t, lang: _s(g.ksuid(t))),
    ("session_id", "cuid2", "Chat", "chat_id", lambda g, t, lang: _s(g.cuid2())),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t, lang: _s(g.b64url(16))),
    (
        "datetime",
        "localized_now",
        "",
        "now_local",
        lambda g, t, lang: _s(loc(lang, t) if lang != "en" else rfc3339(t)),
    ),
]

# (label, identifier, value) that look volatile and are not: the same for every request
STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("Permit", "permit", "PRM-2025-0117"),
    ("Permit valid until", "permit_valid_until", "2027-03-31"),
    ("GBFS version", "gbfs_version", "3.0"),
    ("MDS version", "mds_version", "2.0.0"),
    ("Provider ID", "provider_id", "5f7114d1-4091-46ee-b492-e55875f7de00"),
    ("Fleet cap", "fleet_cap", "2,500"),
    ("Service area since", "service_area_since", "2024-04-15"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_rev", "2026-02-11"),
    ("API version", "api_version", "2025-09-30"),
    ("Time zone", "tz", "{tz}"),
    ("Tenant", "tenant_id", "3b241101-e2bb-4255-8caf-4136c566a962"),
    ("Tariff table", "tariff", "T-2026-01"),
    ("Curfew", "curfew", "01:00-06:00"),
    ("Zone map", "zones", "zones-2026-02-27.geojson"),
    ("Build", "build", "6.14.2 (20260301.4)"),
    ("Support hours", "support_hours", "07:00-23:00"),
    ("Operator since", "operator_since", "2019"),
]

STABLE_LINES_GEN = [
    "Fleet: e-scooters, e-bikes",
    "GBFS version: 3.0",
    "MDS version: 2.0.0",
    "Tier: rider",
    "Channel: in-app chat",
    "Prompt version: 4.2.0",
    "Knowledge cutoff: 2024-06",
    "Region: eu-west-1",
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
    "single_json",
    "kv_bracket",
]
GENERATED_POS = 52
GENERATED_NEG = 40


def _styled(style: str, label: str, ident: str, shown: str, literal: str) -> str:
    if style == "line":
        return f"{label}: {shown}"
    if style == "json":
        return f'"{ident}": {literal},'
    if style == "json1":
        return f'"{ident}":{literal},'
    if style == "xml":
        return f'{ident}="{shown}"'
    assert style == "kv"
    return f'{ident}="{shown}"' if " " in shown else f"{ident}={shown}"


STYLE = {"json_member": "json", "single_json": "json1", "xml_attr": "xml", "kv_bracket": "kv"}


def _compose(
    position: str,
    body: tuple[str, str, str, str, str, str, str, str, str],
    field: str,
    stable: list[str],
    k: int,
) -> str:
    _, lang, _, system, who, ask, record, app, locale = body
    user = f"{who}: {ask}\n\n{record}"
    tail = "\nAssistant:" if lang == "en" else ""
    if position == "head":
        return f"{field}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{user}{tail}"
    if position == "header_block":
        block = list(stable)
        block.insert(k % 4, field)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n\n{field}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{field}\n"
    if position == "front_matter":
        return f"---\napp: {app}\n{field}\nlocale: {locale}\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        return f'{{\n  "app": "{app}",\n  {field}\n  "locale": "{locale}"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<request app="{app}" {field} locale="{locale}"/>\n{system}\n\n{user}{tail}'
    if position == "single_json":
        return f'{{"app":"{app}",{field}"locale":"{locale}"}}\n{system}\n\n{user}{tail}'
    assert position == "kv_bracket"
    return f"[ctx app={app} {field} locale={locale}]\n{system}\n\n{user}{tail}"


def generated_positives(g: Gen72) -> list[Draft]:
    """One program field at one position of a body whose user message carries a pasted record."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_POS):
        cue, family, label, ident, make = fields[k % len(fields)]
        body = bodies[(k + 3 * (k // len(GEN_POSITIONS))) % len(bodies)]
        name, lang, city = body[0], body[1], body[2]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        t = g.at(city)
        shown, literal = make(g, t, lang)
        if family == "localized_now":
            label = NOW_LABELS.get(lang, "Current time")
        mark = v(cue, _styled(STYLE.get(position, "line"), label, ident, shown, literal))
        stable = g.rng.sample(STABLE_LINES_GEN, 3)
        text = _compose(position, body, mark, stable, k)
        tags = ["generated", position, family, "pasted_record_neighbour"]
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{family}@{position}", tags))
    return out


def generated_negatives(g: Gen72) -> list[Draft]:
    """The same bodies and positions with one stable value that looks like a date, a time or an id."""
    stables = list(STABLE_FIELDS)
    g.rng.shuffle(stables)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    for k in range(GENERATED_NEG):
        label, ident, value = stables[k % len(stables)]
        body = bodies[(k + 7 * (k // len(GEN_POSITIONS))) % len(bodies)]
        name, lang = body[0], body[1]
        value = value.replace("{tz}", BODY_TZ[name])
        position = GEN_POSITIONS[(k + 1) % len(GEN_POSITIONS)]
        field = _styled(STYLE.get(position, "line"), label, ident, value, json.dumps(value))
        stable = g.rng.sample(STABLE_LINES_GEN, 3)
        text = _compose(position, body, field, stable, k)
        tags = ["hard_negative", "generated", "lookalike", position, ident, "pasted_record_neighbour"]
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}neg:generated:{name}+{ident}@{position}", tags))
    return out


# --- assembly ----------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen72(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold72", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
