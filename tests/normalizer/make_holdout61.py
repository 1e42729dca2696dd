"""Build `prompt_normalizer/corpus/holdout61.jsonl`, a sixty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout61.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout56.py` only the module docstrings were read
(extracted with `ast.get_docstring` into scratch files, with keyword searches over them for
neighbours in this domain, for the languages they used and for their clarifications of the rules),
to keep clear of their sources, scenarios and languages and to apply those clarifications, and of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator. (Listings of `tests/normalizer/` showed file
names only, none of `make_holdout57.py` to `make_holdout64.py` among them yet; a count of the files
in `prompt_normalizer/corpus/` showed a number only, and a check that neither `holdout61.jsonl` nor
this file existed yet showed names only; a grep of `pyproject.toml` showed ruff's settings.)
`make_holdout57.py` to `make_holdout60.py` and `make_holdout62.py` to `make_holdout64.py`, written at
the same time about other fields, were not read.

The domain is data-centre facilities operations and colocation: power and cooling monitoring (UPS,
PDUs, static transfer switches, busway, switchgear, batteries, CRAH units, chillers, CDUs, cooling
towers, containment), remote hands and smart hands, cage and rack access control and the loading
dock, cross-connect orders and interconnection, capacity planning, DCIM systems, generator tests and
fuel, fire detection and suppression, and the customer portals of colocation providers. The
earlier docstrings name neighbours of it: data centres and colocation inside telecoms and network
operations (make_holdout39: remote hands behind HTTP request headers, a rack power snapshot "as of"
a time, a visitor kiosk, a cross-connect order as a markdown table, an Amsterdam colocation desk in
Dutch, a maintenance notice writer behind an HTML-comment canary, a Teams DC ops helper with a .NET
round-trip stamp, a meet-me room cookie, a colo order form behind Datadog headers; and as hard
negatives an Arista leaf switch log, an access log, an LOA/CFA, a colo invoice and an energy
report), data centre DCIM and a hotel chiller plant among industrial and utility operations
(make_holdout16), a BMS station with BACnet alarms and trend logs and Modbus gateways
(make_holdout11), SNMP traps and LibreNMS alerts (make_holdout10), badge access and HVAC work orders
in workplace facilities (make_holdout22), self-storage gate access (make_holdout34), fire and rescue
services (make_holdout40), cold rooms with a blast chiller (make_holdout42) and a cleanroom chiller
behind Datadog headers in a fab (make_holdout55). The scenarios here were written around them: no
HTTP request headers in front of a remote hands desk (requests come as an ITSM delivery, a
technician's tablet, a Slack event, a WhatsApp message, a Teams activity, a polled mailbox, a quote
and a photo upload), no rack power snapshot (UPS status is read over Redfish, batteries from a
battery monitor, power quality from a meter, each stamped "at" a time), no visitor kiosk (access
is a PACS decision, an ID token, an escort desk, a dock console, a key cabinet, an access list pull,
a tailgate relay and a contractor permit), cross-connects never in a markdown table, no Dutch, no
canary, no .NET round-trip stamp, no meet-me room cookie and no Datadog headers; no BACnet trend
logs, Modbus dumps, SNMP traps or OPC UA reads; and no LOA/CFA, colo
invoice, energy report, switch log or access log as pasted material (the pasted blocks are the
facility's own records: UPS, ATS, STS, generator, fire panel, VESDA, leak panel and CRAH logs,
tickets, forms, reports, certificates, exports, e-mails and tool output). Moments are drawn between
10 and 15 June 2026, the week that the scenarios' records lead up to, in each site's zone (summer
time in the north, winter time in the south). The sources:

* power chain: UPS autonomy from a status read over Redfish "at" a time with a parenthesised ULID
  poll id (the self-test dates stay), a PDU balancer behind pretty JSON (`request_id` UUIDv7,
  `requested_at`), a static transfer switch event as a structured CloudEvent (`id`, `time`; the
  event's own `event_time` stays), a busway planner behind a logfmt line (`ts=`, `req=` xid before
  stable pairs), branch circuit monitoring delivered as Standard Webhooks (id, timestamp, signature;
  the alert's `created_at` stays), an ATS test plan review under Go's `time.Now().String()`, UPS
  firmware planning behind a Llama 3 system header (`Today Date` moves, `Cutting Knowledge Date`
  stays), a single-line diagram assistant with the current time on its own line in a ChatML system
  turn, VRLA jar readings fetched "at" a Python logging time with a base58 fetch id (last discharge
  dates stay), a lithium-ion UPS question behind `X-Amzn-Trace-Id` and `CF-Ray`, a power quality
  meter read "at" a US medium time (the sag events' times stay) and a utility outage notice fetched
  "em" a day-first time with a cuid2 query id in Brazilian Portuguese (the outage window stays);
* cooling: CRAH fan tuning behind YAML front matter (`generated_at`, ULID `request_id`; the service
  date stays), chiller staging in XML (a `session` attribute before stable ones and a `<now>`
  element), a CDU leak alarm relayed with a `[received ...]` prefix under an earlier alarm that
  stays, a thermal map question under a markdown table (ObjectId session, render time in minutes),
  a cooling tower question with a `(sent ...)` 12-hour time on the user's line (the user's reading
  time stays), rear-door heat exchangers behind a B3 single header, free-cooling hours behind gRPC
  metadata (`x-request-start-ns`), ASHRAE compliance with Semantic Kernel's current-time sentence
  inside a paragraph, low delta-T under `now:` in Python `isoformat()`, immersion tanks behind
  single-line JSON (`req` nanoid and `ts` after stable members), a containment audit in markdown
  bullets (UUIDv6 session, dashed day-first device time) and an Inzai chiller plant in Japanese (a
  Reiwa-era "now" label and a base32 session);
* remote hands and smart hands: an ITSM ticket delivery in pretty JSON (`delivery_id`,
  `delivered_at`; the ticket's `opened_at` stays), a technician's tablet session and Windows clock,
  a Slack `app_mention` event (`event_id`, `event_time`, `ts`; team, app and channel ids stay), a
  quote whose `q_` id, generation time and validity computed from it sit inside a sentence, a photo
  upload behind `[upload id=... received=... from=tech-app]` (the disk's label date and the RMA
  stay), a Mistral `[INST]` ticket summary with a dotted day-first stamp on its own line, a Hong
  Kong desk in Cantonese ("now" label and cuid2 conversation), a WhatsApp Cloud API message (`id`,
  `timestamp`; account, phone and sender ids stay), a billing dispute with Sentry headers at the
  tail, a return shipment note dated today by the shipping tool with its note job, a mailbox poll
  (`Mailbox polled:` in RFC 2822 and a hex poll id) above a customer's Spanish e-mail whose `Date`
  and `Message-ID` stay, a queue "as of" a `DD Mon YYYY` time and a Teams activity (`id`,
  `timestamp`, `localTimestamp`; the personal conversation id stays);
* cage and rack access: an access decision whose UUIDv8 id and evaluation time sit inside a sentence
  (the access list revision and enrolment dates stay), a security portal with an `X-Id-Token` JWT,
  escort rules behind an HTML comment (`req=` KSUID and `at=` epoch before stable pairs), a loading
  dock console (session and a time alone; the pre-advice dates stay), an access list pulled from the
  PACS "at" a time with a lower-case ULID pull id (validity and last-entry times stay), a key
  cabinet's clock (weekday and time) with its session, a tailgate alarm in a relay envelope
  (`relay_id`, `received_at`; the door event's time stays) and a contractor permit dated today by
  the permit tool with its draft id;
* cross-connects and interconnection: an order desk behind nested YAML (UUIDv7 `id`, `submitted` at
  microseconds), an order status fetched "at" a time with a base32 lookup id (install dates and LOA
  validity stay), an acceptance test set's clock in ISO basic (its calibration date stays), a
  disconnect audit in XML (an xid `run` attribute before stable ones), an IX port question behind
  B3 multi headers, a price sheet fetched "at" a Python `str()` time and a `get_current_time` tool
  result (the circuit's install window in the next tool result stays);
* capacity planning: a query window computed from now (both ends in one span), a space and power
  hold (`(hold <token>, expires <time>)`) with its expiry computed from now, a capacity dashboard
  in markdown bullets (month-first 12-hour render time), a build plan with the current ISO week date,
  a forecast run whose ULID and start sit inside a sentence, a Bishkek planner in Kyrgyz ("now"
  label and request id) and a Reykjanes sales question with `sent_at=` in epoch seconds with a
  fraction after the user's message;
* DCIM: an asset record pulled "at" a JavaScript `toISOString()` time with a parenthesised UUID
  lookup (install and warranty dates stay), the DCIM API's response to the call made for the
  request (`Date`, `X-Request-ID`; `X-Api-Version: 2025-11-01` and the rack's audit date stay), a
  query translator behind `traceparent` and `tracestate`, sensor readings "as of" a month-first time
  (calibration dates stay), a change review behind an Atlassian-style delivery id and an RFC 850
  `X-Delivery-Time`, a scripting agent with `Current time:` in Python `str()`, a Malé DCIM helper in
  Dhivehi ("now" label and nanoid session), a PowerShell helper that captures `Get-Date` at start, a
  DCIM copilot's ObjectId conversation and a data-quality report dated today by its KSUID report job;
* generators and fuel: a controller clock read for the request (Windows general), tank levels read
  "at" a Log4j time with a hex read id (delivery and polishing dates stay), a load-bank report dated
  today by the report tool with its draft id, a test schedule question with a ctime `Prompt built:`
  line at the tail, a Guwahati test helper in Assamese ("now" label in Assamese digits), an air
  permit page with `Page opened:` in JavaScript `toString()` (run hours and their reporting date
  stay), paralleling switchgear behind a legacy proxy's RFC 850 `Date`, a Riyadh operations
  assistant in Arabic with today's tabular Hijri date and a request id, and a fuel delivery note
  classifier with an epoch in microseconds;
* fire detection and suppression: an impairment notice dated today with its draft id, a VESDA alert
  as a binary-mode CloudEvent (`ce-id`, `ce-time`; the alert's `event_time` stays), a pre-action
  inspection tablet (UUIDv1 session, dotted day-first time), a fire panel question with the current
  time inline before `<|im_end|>`, a fire drill helper in isiXhosa ("now" label and base58 session),
  clean agent cylinder weighings uploaded "at" a time with a cuid2 upload id (fill dates stay) and a
  hot work question under `Now:` in Ruby's `Time#to_s`;
* customer portals: a portal chat's UUIDv7 conversation and `Chat started:` (contract dates stay), a
  portal cookie whose session pair is its last, metered usage "as of" a time (committed power and
  rates stay), a Telegram update (`update_id`, `message_id`, `date`; the chat id stays), customer
  desks in Malagasy, Lingala, Wolof, Setswana and Faroese ("now" labels with the months in those
  languages, and ULID, UUID, nanoid, KSUID and hex session or request ids; the Wolof one after the
  user's message) and a moves-adds-changes order behind an `X-Portal-Request` KSUID (the order's
  created and requested dates stay);
* facility operations: a morning engineering walk behind `KEY=value` lines (`ROUND_SESSION`,
  `NOW_EPOCH_MS`; the checklist revision stays), a customer maintenance notice dated today by its
  notice job, a MOP review with a `<review_session>` element, a change freeze check behind
  single-line JSON (`now_ms`), a rolling PUE "computed at" a time, a WUE question behind a GCP trace
  header, a leak event (`Event-Id` KSUID, `Received:`; the earlier event stays), a humidity question
  behind `X-Request-Start` in microseconds and `X-Request-Id`, a DSPy-style alarm classifier whose
  `now_utc` field value sits on its own line (the alarm's lockout time stays), a CrewAI-style risk
  analyst (`Current Date:`), runbook pages retrieved "at" a Go RFC3339Nano time (their revision
  dates stay), an Assistants-style thread and run, an SMS relayed with `(received ...)` and a
  `Msg-Ref:`, a CMMS work order in SOAP with WS-Addressing `MessageID` and a `Created` element, an
  HTTP request with a Bearer JWT, a BMS gateway header with GNU `date` and a status-page footer after
  `--` (request UUIDv7 and Java `Instant`).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 (also Go RFC3339Nano) with `Z` and offsets from -07:00
to +12:00 (including +05:30), RFC 1123, RFC 850, RFC 2822, asctime (ctime), GNU `date`, Apache
`time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go `time.Now().String()`,
Semantic Kernel's long rendering, JavaScript `toISOString()` and `toString()`, Java `Instant`, Ruby
`Time#to_s`, PowerShell `Get-Date`, Windows general, US medium, month-first 12-hour, day-first
slashed, dotted and dashed date-times, `DD Mon YYYY HH:MM:SS`, ISO basic, ISO date-times with a space
(with seconds, or minutes and a zone name), English long dates (US and British), Llama 3's `Today
Date`, ISO dates, ISO week dates, a time alone (24-hour and 12-hour), a weekday with a time, epochs
in s, ms, us and ns and in seconds with a fraction, and the current date and time in Cantonese,
Kyrgyz, Dhivehi, Assamese (Assamese digits), Malagasy, Lingala, Wolof, isiXhosa, Setswana, Faroese,
Japanese (the Reiwa era), Arabic (the tabular Hijri calendar) and Brazilian Portuguese. Identifiers:
UUID v1, v4 (also upper case), v6, v7 and v8 (also as `urn:uuid:`), ULID (also lower case), KSUID,
xid, cuid2, nanoid, ObjectId, a Discord-epoch snowflake, traceparent and tracestate, B3 single and
multi, X-Amzn-Trace-Id, CF-Ray, the GCP trace header, Sentry trace and baggage, long hex (lower and
upper case), base32, base36, base58, base62 and base64url tokens, a standard-base64 webhook
signature, JWTs (a header and a Bearer token), Slack event ids and `ts`, a WhatsApp `wamid`,
Telegram update and message ids, a Teams activity id, Standard Webhooks and CloudEvents ids, a
decimal delivery id and vendor-prefixed ids (`q_`, `up_`, `rly_`, `pd-`, `imp_`, `nj_`, `rn-`,
`gtr-`, `msg_`, `thread_`, `run_`, `Ev`). Positions: header blocks (`Label: value`, HTTP request and
response headers, Standard Webhooks, CloudEvents binary mode, trace, B3 and Sentry headers, gRPC
metadata, `KEY=value` lines, a cookie), head and tail of the prompt, the tail of a system prompt
(also a ChatML system turn with the stamp on its own line or inline before `<|im_end|>`, a Llama 3
system header and a Mistral `[INST]` prompt), YAML front matter and nested YAML, pretty and
single-line JSON members (also in Slack, WhatsApp, Teams and Telegram envelopes, a CloudEvent, an
ITSM delivery and a relay envelope), XML attributes and elements (also a SOAP header), `key=value`
pairs (a logfmt line, a bracketed context line, an HTML comment, an upload bracket), a cookie's last
pair, markdown table rows and bullets, HTML comments holding one field, a templated sentence inside a
paragraph, phrases with their preposition ("at ...", "as of ...", "em ..."), ids inside
sentences, parenthesised ids, holds and validities, a `[received ...]` prefix, `(sent ...)` and
`(received ...)` stamps, a DSPy field value and a `Get-Date` line on their own lines, a tool result
line, footers after a `--` line, metadata lines after the last user message, and program lines right
above fetched, read, pulled, polled and uploaded material.

Prompts are in English (US, British, Irish, South African, Australian, New Zealand, Singaporean,
Indian, Kenyan and Nigerian settings) and in Cantonese (Traditional Han), Kyrgyz (Cyrillic), Dhivehi
(Thaana), Assamese (Bengali-Assamese script), Malagasy, Lingala, Wolof, isiXhosa, Setswana and
Faroese (the languages of the sites in the scenarios, each used by at most one earlier holdout), with
one prompt each in Japanese, Arabic and Brazilian Portuguese for their calendars and date orders;
pasted material is in English with a Spanish e-mail and a Russian Telegram message, and questions in
Cantonese, Malagasy, Setswana, Faroese, Kyrgyz and isiXhosa are appended to some pasted blocks.
Prompts in those languages end with the user's message or with the metadata after it.

What it is: 314 prompts. 160 carry volatile fields (243 spans): 112 hand-written positives (183
spans; 61 with two fields and five with three) and 48 generated ones (60 spans; 12 with two fields).
154 carry none: 34 hand-written negatives that are not pasted, 88 hard negatives built from 44 pasted
blocks and 32 generated hard negatives. The generated positive family puts one field, or two of
different kinds every fourth case, into one of 16 bodies (11 in English, 5 in Cantonese, Kyrgyz,
Dhivehi, isiXhosa and Faroese, which end with the user's message or the metadata after it) at one of
twelve positions, four cases each (head, system tail, header block with stable neighbours, after the
last user message, footer after `--`, YAML front matter, pretty JSON member between stable members,
single-line JSON member before stable members, XML attribute followed by stable attributes,
`key=value` in a bracketed context line followed by stable pairs, HTML comment holding one field and
markdown bullet), drawn from 38 formats and labels (36 used; labels that say what the value is, and
labels that say nothing such as `k`, `t`, `ref`, `rid`, `id` or `msg`) or, for 5 cases, the current
date and time under a "now" label in the body's language. The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

The negatives. Eighteen hand-written negatives hold stable look-alikes in program positions: a
header block with an API version, a knowledge cutoff and a prompt revision; `KEY=value` lines with a
site's commissioning date, a UPS installation date and a battery replacement month; customer-since
and contract dates in a markdown table; lease dates in YAML front matter; a maintenance window and a
commissioning date in XML attributes; a name-based tenant UUID and an API version in single-line
JSON; a template review date in an HTML comment; service guide and terms revisions in a footer; a
price list's validity and a knowledge cutoff in a ChatML system turn; a Llama 3 header with only its
knowledge cutoff; Slack team, channel and app ids; Discord guild and channel ids; firmware builds
with their dates; a fixed `SOURCE_DATE_EPOCH` with a build id and a commit; service desk hours;
name-based UUIDv5 tenant and site ids; an asset header with its installation date; and a generator
test policy. Fourteen hold values the user asks about or types: a ULID request id, a traceparent
from the browser, epochs to convert, a portal JWT, a user-typed clock, relative times, few-shot
maintenance windows, an unrendered template with `{{ now }}` and `{{ request_id }}`, ISO weeks of a
build plan, battery runtime arithmetic, a go-live date the user types, a request id quoted from an
error page, cross-connect circuit numbers and an ICS invite; and two are plain controls. The 88
pasted hard negatives are material from the same world, each of 44 blocks placed twice (at
placements k and k+6 of twelve: question after, before, typed right under the block, across two
blank lines each side below an introduction, quoted with "> ", fenced, in an earlier turn, indented,
before a colon, in a user turn under a system prompt, on both sides, and with a question in another
language appended): a UPS event log, a PDU outlet CSV that opens with `timestamp,`, `curl -si` of a
PDU's Redfish API with `Date` and `X-Request-Id`, a CRAH alarm history, a chiller plant trend, a load
bank report, a generator controller log, an ATS transfer log, a fire panel history, a VESDA event
log, a clean agent inspection certificate, a remote hands ticket with its worklog, the desk's
completion e-mail with `Date` and `Message-ID`, a cross-connect installation e-mail, fibre test
results, a badge export CSV, an access request form with its submission time, a dock receiving log,
a capacity report, a DCIM asset export, a DCIM API error whose first member is `"timestamp"` with
its `requestId`, a provider's maintenance notice with `Sent:`, a MOP excerpt, a post-incident
review timeline, a fuel delivery ticket, a battery ohmic test report, an infrared survey, a
temperature and humidity CSV, a leak panel log with bracketed stamps, a night shift handover, a
WhatsApp export with `[DD/MM/YYYY, HH:MM:SS]` prefixes, `ipmitool sel list`, `racadm lclog view`, a
cabinet quotation with its validity, an order form, a security incident report, a Standard Webhooks
delivery pasted to debug its timestamp and signature, a copied Slack thread, a rack elevation, a
cooling tower lab report, an onboarding checklist, an engine run-hour log, STS events as JSON lines
and a portal audit log with session ids. The generated negative family puts one stable look-alike
(24 of its 27: API version, knowledge cutoff, prompt revision, site commissioning, UPS installation
in RFC 3339, contract start in RFC 3339 and end, customer-since date, tenant and site UUIDs,
account, cage, time zone, maintenance window, fiscal year, commit, image digest, Discord guild,
badge, design PUE, asset tag, generator test day, battery replacement month and rate card; or a
customer-since date in the body's language, 4 cases) at the same twelve positions of the same bodies.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work sessions and logins, per-message and per-item
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Facility records are content: UPS, ATS, STS, generator, fire panel, VESDA, leak panel and CRAH
  event and alarm times, raise and clear times, self-test and discharge dates, load bank steps,
  ticket open and worklog times, badge events, access list validity and last entries, cross-connect
  order, install, test and billing dates, LOA validity, maintenance windows, MOP step times,
  inspection, calibration, service, fill and due dates, certificate, permit, ticket, order, quote,
  circuit, asset, serial and RMA numbers, installation and warranty dates, run hours and fuel
  deliveries stay, also next to a program's stamp and also when the program fetched them for this
  request; only the stamp ("UPS status read over Redfish at <time> (poll <id>) for this request:",
  "Queue as of <time> for this request:") and the ids minted for the poll, fetch, read, pull,
  lookup, upload or query move.
* Device and site clocks read for this request are the current time in any form: a technician's or
  inspector's tablet, a generator controller, an acceptance test set, a key cabinet (a weekday and a
  time), a dock console (a time alone), a containment audit device, a `Get-Date` line that the
  helper captures at start, a `get_current_time` tool result. Times that technicians, engineers and
  customers type ("Conductivity read 2,450 uS/cm at 10:40", "It's 14:05 here") and the times inside
  pasted logs, `ipmitool` and `racadm` output stay.
* Work sessions are sessions: a tablet, dock console, key cabinet, audit, inspection, MOP review,
  engineering round and portal session, a chat conversation and its start (`Chat started:`) and a
  portal cookie's session pair move; sites, halls, cages, racks, cabinets, PDUs, panels, circuits,
  generators, tanks, accounts, tenants, badges, Slack teams, apps and channels, Discord guilds, a
  WhatsApp business account and a Teams personal conversation stay.
* Envelope vs payload: an ITSM delivery's id and time, a CloudEvent's `id` and `time` (structured)
  or `ce-id` and `ce-time` (binary), Standard Webhooks headers, a relay's `relay_id` and
  `received_at`, a Slack event's `event_id`, `event_time` and `ts`, a WhatsApp message's `id` and
  `timestamp`, a Telegram update's `update_id`, `message_id` and `date`, a Teams activity's `id`,
  `timestamp` and `localTimestamp`, an Atlassian-style delivery id and time and a SOAP
  `MessageID` and `Created` move; the ticket with its `opened_at`, the STS and VESDA events with their
  `event_time`, the alert with its `created_at`, the door event and the work order inside them stay.
  The DCIM API's response to the call made for this request moves its `Date` and `X-Request-ID`; its
  `X-Api-Version` stays; the same headers in `curl` output and a webhook delivery pasted to debug
  are content.
* Runs, jobs and holds move with their start or expiry: a forecast run, a report job with the report
  date it fills in as today, a return note job, a permit draft, an impairment draft and a notice job
  with today's date, a capacity hold with its expiry computed from now, and a quote id with its
  generation time and the validity computed from it (a quotation the user pastes keeps its
  validity).
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Quote <id> generated at <time> (valid until <time>) for the following job:" leaves "Quote
  generated for the following job:"; "Access request <id> evaluated at <time> against cage
  ATL1-2-05:" leaves "Access request evaluated against cage ATL1-2-05:"); a parenthesised id sits
  before "for this request" so that no space is left before a colon; `key=value` pairs and XML
  attributes are followed by a stable neighbour, except a cookie's session pair, its last; single-
  line JSON members are cut with the comma after them and follow a stable member, and volatile
  members of pretty-printed JSON are never the last member of their object; a markdown row or
  bullet, an XML element, a YAML member, a `KEY=value` line, an HTML comment holding one field, a
  header line, a tool result line, a DSPy field value and a stamp on its own line in a ChatML,
  Llama 3 or Mistral prompt are whole-line spans; a stamp inline before `<|im_end|>` is cut as rule
  4 gives it; footers hold one field per line; a `[received ...]` prefix is cut from the front of
  its line and `(sent ...)` and `(received ...)` stamps from the end of theirs.
* Only cue lines that make_holdout's cue pattern recognises (an ASCII `Label:`) or a chat template's
  reply header, on a line of its own, end positives; prompts in the other languages end with the
  user's message or with the metadata after it, and the Mistral `[INST]` prompt, which has no cue
  line, gets its trailer after `[/INST]` as rule 4 gives it.
"""

from __future__ import annotations

import base64
import sys
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS_LONG,
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

SEED = 20610614
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout61.jsonl"
SRC = "holdout61:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=int(hours * 60)), name)


# Summer (southern winter) offsets: every moment is drawn between 10 and 15 June 2026.
ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": _tz(0, "GMT"),
    "EDT": _tz(-4, "EDT"),
    "CDT": _tz(-5, "CDT"),
    "MST": _tz(-7, "MST"),
    "PDT": _tz(-7, "PDT"),
    "BRT": _tz(-3, "BRT"),
    "CLT": _tz(-4, "CLT"),
    "BST": _tz(1, "BST"),
    "IST_IE": _tz(1, "IST"),
    "WEST": _tz(1, "WEST"),
    "WAT": _tz(1, "WAT"),
    "CEST": _tz(2, "CEST"),
    "SAST": _tz(2, "SAST"),
    "CAT": _tz(2, "CAT"),
    "EAT": _tz(3, "EAT"),
    "AST": _tz(3, "AST"),
    "GST": _tz(4, "GST"),
    "MVT": _tz(5, "MVT"),
    "IST": _tz(5.5, "IST"),
    "KGT": _tz(6, "KGT"),
    "ICT": _tz(7, "ICT"),
    "SGT": _tz(8, "SGT"),
    "HKT": _tz(8, "HKT"),
    "JST": _tz(9, "JST"),
    "AEST": _tz(10, "AEST"),
    "NZST": _tz(12, "NZST"),
}

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class Gen61(Gen):
    """make_holdout's generator with the shapes this corpus adds."""

    def at(self, zone: str = "UTC") -> datetime:
        base = datetime(2026, 6, 10, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 5 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(ZONES[zone])

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(B36) for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def uuid6(self, t: datetime) -> str:
        ticks = (epoch_us(t) * 10) + 0x01B21DD213814000
        hi = (ticks >> 12) & 0xFFFFFFFFFFFF
        lo = ticks & 0xFFF
        value = (hi << 80) | (lo << 64) | self.rng.getrandbits(64)
        return self._uuid(value, 6)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def uuid_upper(self) -> str:
        return self.uuid4().upper()

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        value = int.from_bytes(raw, "big") << 4
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + self.b36(23)

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def b3_single(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def tracestate(self) -> str:
        return f"dcim={self.hex(16)},vendorx=t61:{self.b64url(6)}"

    def sentry_trace(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.digits(6)}"

    def wamid(self) -> str:
        return "wamid.HBgL" + self.b64url(30)

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()


# --- value formats this corpus adds ---------------------------------------------------------------


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y %H:%M:%S} GMT"


def asctime_http(t: datetime) -> str:
    return ctime(t.astimezone(UTC))


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def dmy_slash(t: datetime, seconds: bool = True) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}" if seconds else f"{t:%d/%m/%Y %H:%M}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_dash(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M}"


def mdy_12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def time_12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def iso_min_zone(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M} {t.tzname()}"


def rfc3339_nano(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else rfc3339(t)[-6:]
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def powershell(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]}, {MONTHS_LONG[t.month - 1]} {t.day}, {t.year} {time_12(t)[:-3]}:{t:%S} {time_12(t)[-2:]}"


def ruby_time(t: datetime) -> str:
    off = rfc2822(t)[-5:]
    return f"{t:%Y-%m-%d %H:%M:%S} {off}"


def java_instant(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}Z"


def hijri(t: datetime) -> tuple[int, int, int]:
    """Tabular (civil) Islamic date of `t`'s calendar day."""
    y, m, d = t.year, t.month, t.day
    a = (14 - m) // 12
    y2, m2 = y + 4800 - a, m + 12 * a - 3
    jdn = d + (153 * m2 + 2) // 5 + 365 * y2 + y2 // 4 - y2 // 100 + y2 // 400 - 32045
    el = jdn - 1948440 + 10632
    n = (el - 1) // 10631
    el = el - 10631 * n + 354
    j = ((10985 - el) // 5316) * ((50 * el) // 17719) + (el // 5670) * ((43 * el) // 15238)
    el = el - ((30 - j) // 15) * ((17719 * j) // 50) - (j // 16) * ((15238 * j) // 43) + 29
    month = (24 * el) // 709
    day = el - (709 * month) // 24
    return 30 * n + j - 30, month, day


HIJRI_MONTHS_AR = [
    "محرم",
    "صفر",
    "ربيع الأول",
    "ربيع الآخر",
    "جمادى الأولى",
    "جمادى الآخرة",
    "رجب",
    "شعبان",
    "رمضان",
    "شوال",
    "ذو القعدة",
    "ذو الحجة",
]


def hijri_ar(t: datetime) -> str:
    y, m, d = hijri(t)
    return f"{d} {HIJRI_MONTHS_AR[m - 1]} {y} هـ، الساعة {t:%H:%M}"


def reiwa(t: datetime) -> str:
    return f"令和{t.year - 2018}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分"


ASSAMESE_DIGITS = str.maketrans("0123456789", "০১২৩৪৫৬৭৮৯")


def assamese(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M}".translate(ASSAMESE_DIGITS)


def cantonese(t: datetime) -> str:
    half = "下午" if t.hour >= 12 else "上午"
    return f"{t.year}年{t.month}月{t.day}日 {half}{t.hour % 12 or 12}:{t:%M}"


KY_MONTHS = [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
]
MG_MONTHS = [
    "Janoary",
    "Febroary",
    "Martsa",
    "Aprily",
    "Mey",
    "Jona",
    "Jolay",
    "Aogositra",
    "Septambra",
    "Oktobra",
    "Novambra",
    "Desambra",
]
FO_MONTHS = [
    "januar",
    "februar",
    "mars",
    "apríl",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "desember",
]
TN_MONTHS = [
    "Ferikgong",
    "Tlhakole",
    "Mopitlo",
    "Moranang",
    "Motsheganang",
    "Seetebosigo",
    "Phukwi",
    "Phatwe",
    "Lwetse",
    "Diphalane",
    "Ngwanatsele",
    "Sedimonthole",
]
XH_MONTHS = [
    "kaJanuwari",
    "kaFebruwari",
    "kaMatshi",
    "ka-Epreli",
    "kaMeyi",
    "kaJuni",
    "kaJulayi",
    "ka-Agasti",
    "kaSeptemba",
    "ka-Okthobha",
    "kaNovemba",
    "kaDisemba",
]
WO_MONTHS = [
    "Samwiyee",
    "Fewriyee",
    "Mars",
    "Awril",
    "Me",
    "Suwe",
    "Sulet",
    "Ut",
    "Septàmbar",
    "Oktoobar",
    "Nowàmbar",
    "Desàmbar",
]
LN_ORDINALS = [
    "yambo",
    "ya míbalé",
    "ya mísáto",
    "ya mínei",
    "ya mítáno",
    "ya motóbá",
    "ya nsambo",
    "ya mwambe",
    "ya libwa",
    "ya zómi",
    "ya zómi na mɔ̌kɔ́",
    "ya zómi na míbalé",
]


def kyrgyz(t: datetime) -> str:
    return f"{t.year}-жылдын {t.day}-{KY_MONTHS[t.month - 1]}, саат {t:%H:%M}"


def malagasy(t: datetime) -> str:
    return f"{t.day} {MG_MONTHS[t.month - 1]} {t.year}, amin'ny {t:%H:%M}"


def faroese(t: datetime) -> str:
    return f"{t.day}. {FO_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def setswana(t: datetime) -> str:
    return f"{t.day} {TN_MONTHS[t.month - 1]} {t.year}, ka {t:%H:%M}"


def xhosa(t: datetime) -> str:
    return f"{t.day} {XH_MONTHS[t.month - 1]} {t.year}, ngo-{t:%H:%M}"


def wolof(t: datetime) -> str:
    return f"{t.day} {WO_MONTHS[t.month - 1]} {t.year}, ci {t:%H:%M}"


def lingala(t: datetime) -> str:
    return f"{t.day} sánzá {LN_ORDINALS[t.month - 1]} {t.year}, ngonga {t:%H:%M}"


def name_uuid(name: str) -> str:
    """A deterministic UUIDv5 (a stable id derived from a name)."""
    return str(uuid.uuid5(uuid.NAMESPACE_DNS, name))


# --- cases --------------------------------------------------------------------------------------

POS: list[Callable[[Gen61], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen61], Draft]) -> Callable[[Gen61], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: power chain (UPS, PDUs, STS, busway, switchgear, batteries) ----------------------


@pos
def _ups_autonomy(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You are VoltWatch, the power-chain assistant of the critical facilities team at Northgate Colo ASH2
(Ashburn, VA). Answer from the readings below; when any autonomy is under 10 minutes, say so first.

UPS status read over Redfish {v("datetime", "at " + rfc3339(t))} {v("request_id", "(poll " + g.ulid(t) + ")")} for this request:
UPS-2A  mode=online  load=61.4%  batt_charge=100%  est_runtime=11m40s  last_self_test=2026-05-30 PASS
UPS-2B  mode=online  load=58.9%  batt_charge=100%  est_runtime=12m05s  last_self_test=2026-05-30 PASS
UPS-2C  mode=bypass  load=0.0%   batt_charge=97%   est_runtime=--      last_self_test=2026-04-18 FAIL (string 3)

Technician: If utility drops during tonight's work on UPS-2C, how long do the Hall 2 loads have on battery?
Answer:""",
        SRC + "pos:power:ups-autonomy",
        ["fetched_stamp", "phrase_at", "parenthesised_id", "ulid", "rfc3339"],
    )


@pos
def _pdu_balancer_json(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""{{
  "tool": "pdu-balancer",
  "site": "FRA4",
  {v("request_id", '"request_id": "' + g.uuid7(t) + '",')}
  {v("datetime", '"requested_at": "' + rfc3339(t, 3) + '",')}
  "cabinet": "FRA4-H2-R14-C07"
}}
Balance the cabinet's load across its A and B feeds so that either feed alone could carry everything
(at most 80% of a 32 A breaker). Outlet currents:

PDU-A outlets 1-8:  0.4  0.9  1.1  0.0  2.3  2.2  0.6  0.0   (A)
PDU-B outlets 1-8:  0.5  1.0  1.2  0.0  2.1  2.4  0.7  0.3   (A)
Outlet 8 on PDU-B feeds the single-corded console server.

Which devices should move, if any?
Answer:""",
        SRC + "pos:power:pdu-balancer",
        ["json_block", "head", "uuid7", "rfc3339_ms", "offset"],
    )


@pos
def _sts_cloudevent(g: Gen61) -> Draft:
    t = g.at("SGT")
    ev = t - timedelta(minutes=g.small(3, 40), seconds=g.small(0, 59))
    return Draft(
        f"""Explain this static transfer switch event to the customer's on-call engineer in plain words, and say
whether dual-corded servers on STS-3-07 should have noticed anything.

{{
  "specversion": "1.0",
  {v("request_id", '"id": "' + g.uuid4() + '",')}
  "source": "/dcim/sites/SIN3/sts",
  "type": "com.example.power.sts.transfer",
  {v("datetime", '"time": "' + rfc3339(t, 6) + '",')}
  "datacontenttype": "application/json",
  "data": {{"sts": "STS-3-07", "from": "S1", "to": "S2", "transfer_ms": 4.2, "cause": "S1 undervoltage",
           "event_time": "{rfc3339(ev, 3)}"}}
}}

Explanation:""",
        SRC + "pos:power:sts-cloudevent",
        ["cloudevents", "envelope", "uuid", "rfc3339_us", "payload_time_stays"],
    )


@pos
def _busway_logfmt(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""{v("datetime", "ts=" + rfc3339(t))} {v("request_id", "req=" + g.xid(t))} site=DAL2 tool=busway-planner build=2026.05.2
You plan tap-off box placements on the overhead busway in Dallas DAL2, Hall C. Each run is 400 A,
three-phase, 415 V; keep every run under 80% continuous and alternate phases between neighbouring
cabinets.

Planner: Customer wants six new 17.3 kW cabinets on run C-3, which today carries 212 A. Will it fit?
Answer:""",
        SRC + "pos:power:busway-logfmt",
        ["logfmt", "head", "xid", "rfc3339", "stable_neighbours"],
    )


@pos
def _bcm_standard_webhooks(g: Gen61) -> Draft:
    t = g.at("AEST")
    created = t - timedelta(seconds=g.small(5, 90))
    return Draft(
        f"""{v("request_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64std(32))}
content-type: application/json

{{"type":"bcm.threshold","data":{{"panel":"RPP-4B","circuit":17,"amps":25.9,"rating_a":32,"created_at":"{rfc3339(created)}"}}}}

You turn branch circuit monitoring alerts from the Sydney SYD1 power monitoring system into a short
note for the customer whose cabinet is on the circuit. Explain what the threshold means and what
they can do about it; never suggest they reset breakers themselves.
Note:""",
        SRC + "pos:power:bcm-webhook",
        ["standard_webhooks", "header_block", "head", "epoch_s", "signature"],
    )


@pos
def _ats_go_string(g: Gen61) -> Draft:
    t = g.at("CEST")
    mono = f"{g.small(1, 9000)}.{g.digits(9)}"
    return Draft(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You review automatic transfer switch test plans for the Warsaw WAW1 campus. Check the order of steps,
the hold points and who signs each one. Quote the step number when you object.

Test plan ATS-T2 (draft 3):
1. Notify customers 72 h ahead; confirm no other maintenance in the window.
2. Open utility breaker Q1; ATS transfers to generator G2.
3. Hold 30 min on generator; record frequency, voltage, transfer time.
4. Close Q1; ATS retransfers after the 5 min stabilisation timer.

Reviewer:""",
        SRC + "pos:power:ats-go",
        ["head", "go_time_string", "pasted_content_neighbour"],
    )


@pos
def _ups_firmware_llama(g: Gen61) -> Draft:
    t = g.at("IST")
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You help the critical facilities team at Vistara Data Centres, Mumbai BOM2, plan UPS firmware upgrades.
Prefer one module at a time, with the UPS in maintenance bypass only when the vendor requires it.<|eot_id|><|start_header_id|>user<|end_header_id|>

The vendor bulletin says firmware 4.12.3 fixes a false "battery breaker open" alarm. Can we upgrade
UPS-1A and UPS-1B in the same Sunday window, or should they be a week apart?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        SRC + "pos:power:ups-firmware-llama3",
        ["llama3", "chat_template", "today_date", "knowledge_cutoff_neighbour"],
    )


@pos
def _sld_chatml(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""<|im_start|>system
You are the single-line diagram assistant of Kestrel Data Centres, Manchester MAN2. Trace a feed from
the utility intake down to the rack PDU and name every breaker and transformer on the way.
{v("datetime", "Current time: " + iso_min_zone(t))}
<|im_end|>
<|im_start|>user
Which breakers sit between HV intake 2 and rack PDU MAN2-B-R07-A?<|im_end|>
<|im_start|>assistant
""",
        SRC + "pos:power:sld-chatml",
        ["chatml", "system_tail", "own_line", "iso_minutes_zone"],
    )


@pos
def _vrla_fetch(g: Gen61) -> Draft:
    t = g.at("SAST")
    return Draft(
        f"""You are the battery assistant of Teraview Johannesburg JNB2. Flag any jar whose internal resistance is
more than 25% above the string's baseline, and say whether the string needs a load test.

Battery monitor data fetched {v("datetime", "at " + py_logging(t))} {v("request_id", "(fetch " + g.b58(22) + ")")} for this request:
String  Jar  Voltage  R_int (mOhm)  Baseline  Last discharge
S3      07   13.52    4.11          3.20      2026-03-11
S3      08   13.49    3.31          3.18      2026-03-11
S3      09   13.11    4.97          3.22      2026-03-11
S3      10   13.50    3.29          3.21      2026-03-11

Engineer: Do jars 07 and 09 need replacing before the generator test?
Answer:""",
        SRC + "pos:power:vrla-fetch",
        ["fetched_stamp", "python_logging", "base58", "parenthesised_id"],
    )


@pos
def _liion_xray(g: Gen61) -> Draft:
    t = g.at("PDT")
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
{v("request_id", "CF-Ray: " + g.cf_ray())}
X-Forwarded-Proto: https

You answer questions from customers of Pacifica Colo, Hillsboro HIO3, about the lithium-ion UPS
cabinets in their suite. Explain alarms, never give instructions to open a cabinet, and point to the
facilities desk for anything physical.

Customer: The portal shows "Li-ion rack 4 module 12 cell imbalance (minor)". Should I worry?
Assistant:""",
        SRC + "pos:power:liion-xray",
        ["head", "header_block", "amzn_trace", "cf_ray"],
    )


@pos
def _power_quality(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You explain power quality data to colocation customers of Harbourline Boston BOS1 in plain language.

Power quality meter PQM-B2 read {v("datetime", "at " + us_medium(t) + " EDT")} for this request (customer feed B):
THD voltage: 2.1%   THD current: 17.8%   Crest factor: 1.9   Power factor: 0.91
Worst harmonic: 5th (12.4% of fundamental)
Sag events this month: 2 (2026-05-07 14:02, 2026-05-21 09:47), both under 80 ms

Customer: Our new GPU servers went in last week. Is the 17.8% current distortion coming from us?
Answer:""",
        SRC + "pos:power:power-quality",
        ["fetched_stamp", "phrase_at", "us_medium", "records_stay"],
    )


@pos
def _utility_outage_api(g: Gen61) -> Draft:
    t = g.at("BRT")
    return Draft(
        f"""Você é o assistente de operações do data center Tamboré SAO2. Resuma em três linhas o que o aviso da
distribuidora significa para a operação e se o gerador deve ser colocado em prontidão.

Aviso obtido da API da distribuidora {v("datetime", "em " + dmy_slash(t))} {v("request_id", "(consulta " + g.cuid2() + ")")} para esta solicitação:
Desligamento programado 2026-0412-BRN, alimentador BRN-07, 28/06/2026 das 08:00 às 12:30,
motivo: substituição de religador. Clientes afetados: 1.284.

Operador: O SAO2 está no BRN-07 ou no BRN-09? E precisamos pedir diesel extra?""",
        SRC + "pos:power:utility-outage-api",
        ["fetched_stamp", "phrase_at", "dmy_slash", "cuid2", "non_english"],
    )


# --- positives: cooling (CRAH, chillers, CDUs, towers, containment) -------------------------------


@pos
def _crah_front_matter(g: Gen61) -> Draft:
    t = g.at("IST_IE")
    return Draft(
        f"""---
assistant: crah-tuner
site: DUB3
{v("datetime", "generated_at: " + rfc3339(t))}
{v("request_id", "request_id: " + g.ulid(t))}
units: [CRAH-3-01, CRAH-3-02, CRAH-3-03, CRAH-3-04]
---
You tune CRAH fan speeds in Dublin DUB3, Hall 3 (hot-aisle containment, supply setpoint 22 C). Suggest
changes in steps of 5% and never let any cold-aisle inlet sensor exceed 27 C.

Current fan speeds: 78%, 80%, 55%, 81%. CRAH-3-03 was serviced on 2026-06-02 (new belts).
Hottest inlets: R3-14 top 25.8 C, R3-15 top 26.1 C, R3-22 mid 23.0 C.

Question: Can we bring CRAH-3-03 up and the others down to save fan power?
Answer:""",
        SRC + "pos:cooling:crah-front-matter",
        ["front_matter", "rfc3339", "offset", "ulid", "stable_neighbours"],
    )


@pos
def _chiller_xml(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""<plant_context {v("session_id", 'session="' + g.uuid4() + '"')} site="MIL1" plant="CHW-A" chillers="3">
  {v("datetime", "<now>" + rfc3339(t) + "</now>")}
  <wet_bulb unit="C">19.4</wet_bulb>
  <load unit="kWth">2140</load>
</plant_context>
You advise the Milan MIL1 chiller plant operators on staging. Chillers are 1,200 kWth each with a
minimum turndown of 25%; the free-cooling heat exchanger is usable below 12 C wet bulb.

Operator: Two chillers are at 89%. Should we bring the third on now or wait for the evening?
Assistant:""",
        SRC + "pos:cooling:chiller-xml",
        ["xml_attr", "xml_element", "uuid", "rfc3339", "head"],
    )


@pos
def _cdu_received(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You help the liquid-cooling on-call at Lakeview AI Campus (Columbus COL2). Classify each relayed CDU alarm
as "dispatch now", "watch" or "ignore" and give the reason in one line.

Earlier today (already handled):
14:05 CDU-07 secondary supply temp 33.1 C (watch) - cleared 14:22

{v("datetime", "[received " + rfc3339(t) + "]")} CDU-11 leak detection: rope sensor LD-4 wet, zone "row 11 under-floor", pump P2 running

Triage:""",
        SRC + "pos:cooling:cdu-received",
        ["received_prefix", "relayed_line", "rfc3339", "earlier_times_stay"],
    )


@pos
def _hot_aisle_md_table(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""| Context  | Value                         |
|----------|-------------------------------|
| Site     | SIN5 (Singapore, Loyang)      |
| Hall     | 2, cold-aisle containment     |
{v("session_id", "| Session  | " + g.objectid(t) + "      |")}
{v("datetime", "| Rendered | " + iso_space(t)[:16] + " SGT              |")}

You explain thermal maps from the DCIM to colocation customers. Use the customer's rack names and do
not share readings from other customers' racks.

Customer: Why is the top of our rack SG2-R31 always 4 degrees warmer than the bottom?
Assistant:""",
        SRC + "pos:cooling:hot-aisle-md",
        ["md_table", "objectid", "iso_minutes", "stable_neighbours"],
    )


@pos
def _cooling_tower_sent(g: Gen61) -> Draft:
    t = g.at("MST")
    return Draft(
        f"""You are Drift, the water-treatment helper for the cooling towers at Sonoran Data Park (Phoenix PHX4).
Answer with the dosing change, if any, and the next test to run.

Tech: Conductivity on CT-2 read 2,450 uS/cm at 10:40 and the blowdown valve looks stuck. Cycles are
about 6. What should I do before the afternoon peak? {v("datetime", "(sent " + time_12(t) + " MST)")}
Drift:""",
        SRC + "pos:cooling:tower-sent",
        ["sent_stamp", "last_user", "time_alone", "user_times_stay"],
    )


@pos
def _rdhx_b3(g: Gen61) -> Draft:
    return Draft(
        f"""{v("trace_id", "b3: " + g.b3_single())}
x-envoy-upstream-service-time: 12

You answer questions about rear-door heat exchangers installed in customer racks at Nordvik Colo
(Stockholm STO2). Water supply is 18 C, return up to 26 C; each door removes up to 35 kW.

Customer: We are going from 22 kW to 30 kW in rack ST2-B09. Is the door still enough?
Assistant:""",
        SRC + "pos:cooling:rdhx-b3",
        ["b3_single", "head", "header_block", "stable_neighbours"],
    )


@pos
def _economiser_grpc_ns(g: Gen61) -> Draft:
    t = g.at("WEST")
    return Draft(
        f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.64.0
  {v("epoch", "x-request-start-ns: " + str(epoch_ns(t, g.small(1, 1000))))}
  x-site: FAE1

You estimate free-cooling hours for the Tórshavn FAE1 data hall from the weather statistics below and
the plant's limits (economiser only while outside air stays under 18 C dry bulb).

Monthly hours under 18 C (10-year mean): Jun 712, Jul 690, Aug 701, Sep 716.

Question: How many hours of mechanical cooling should we budget for the summer?
Answer:""",
        SRC + "pos:cooling:economiser-grpc",
        ["grpc_metadata", "epoch_ns", "header_block", "stable_neighbours"],
    )


@pos
def _ashrae_sk_sentence(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You are the thermal compliance assistant for Ridgeway Colo NYC3 (Secaucus). {v("datetime", "The current time is " + sk_now(t) + ".")} Compare inlet
temperatures with the customer's SLA (18-27 C, ASHRAE A1 recommended range) and report breaches with
their duration.

Inlet log for cage 4C (5-minute averages, last 2 hours): max 26.4 C at 13:35, min 21.9 C at 12:10;
no readings above 27 C.

Customer: Were we in breach this afternoon?
Assistant:""",
        SRC + "pos:cooling:ashrae-sk",
        ["inline_sentence", "semantic_kernel_now", "records_stay"],
    )


@pos
def _delta_t_isoformat(g: Gen61) -> Draft:
    t = g.at("EAT")
    return Draft(
        f"""{v("datetime", "now: " + py_iso(t))}
site_tz: Africa/Nairobi
You help the Nairobi NBO1 facilities engineers diagnose low chilled-water delta-T ("low delta-T
syndrome"). Ask for the one reading you need most if the data is not enough.

Engineer: Supply 7.2 C, return 10.1 C on loop B since the new hall came online. Design delta-T is 6 K.
Where do we look first?
Assistant:""",
        SRC + "pos:cooling:delta-t-isoformat",
        ["head", "python_isoformat", "stable_neighbours"],
    )


@pos
def _immersion_single_json(g: Gen61) -> Draft:
    t = g.at("NZST")
    return Draft(
        f"""{{"app":"immersion-desk","site":"AKL2",{v("request_id", '"req":"' + g.nanoid() + '",')}{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"fluid":"synthetic-PAO"}}
You answer questions about the single-phase immersion tanks at Kauri Data Centre AKL2 (Auckland).
Dielectric fluid top-ups are done only by facilities staff; customers may lift servers with the
gantry after the tank is in service mode.

Customer: Can our engineer swap a DIMM in tank T-06 tomorrow morning without draining anything?
Assistant:""",
        SRC + "pos:cooling:immersion-json",
        ["json_inline", "head", "nanoid", "epoch_ms", "stable_neighbours"],
    )


@pos
def _containment_bullets(g: Gen61) -> Draft:
    t = g.at("ICT")
    return Draft(
        f"""# Containment audit helper
- **Site:** BKK2 (Bangkok, Bang Na)
- **Hall:** 1, hot-aisle containment
{v("session_id", "- **Audit session:** `" + g.uuid6(t) + "`")}
{v("datetime", "- **Device time:** " + dmy_dash(t))}

You guide a technician through a containment audit: blanking panels, brush grommets, door seals and
ceiling tiles. One check at a time; wait for the answer.

Technician: Starting at row 1-C. The end-of-row door doesn't close fully.
Assistant:""",
        SRC + "pos:cooling:containment-bullets",
        ["md_bullets", "uuid6", "dmy_dash", "device_clock"],
    )


@pos
def _chiller_reiwa(g: Gen61) -> Draft:
    t = g.at("JST")
    return Draft(
        f"""{v("datetime", "現在日時：" + reiwa(t))}
{v("session_id", "セッション：" + g.b32(26))}
あなたは印西データセンター（INZ2）の冷凍機プラント担当アシスタントです。運転員の質問に、日本語で短く答えてください。
冷凍機は3台（各1,500 kW）、冷却塔は4基です。

運転員：2号機の凝縮器の圧力が昨日より高いです。冷却塔のファンを増やすべきですか？""",
        SRC + "pos:cooling:chiller-reiwa",
        ["head", "localized_now", "japanese_era", "base32", "non_english"],
    )


# --- positives: remote hands and smart hands ---------------------------------------------------


@pos
def _rh_itsm_delivery(g: Gen61) -> Draft:
    t = g.at("CEST")
    opened = t - timedelta(minutes=g.small(2, 30))
    return Draft(
        f"""You are the remote hands dispatcher for Rheinpark Colo, Frankfurt FRA2. Turn each new ticket into a
work order for the floor technician: location, steps, what to photograph, and when to call the
customer back.

{{
  {v("request_id", '"delivery_id": "' + g.uuid4() + '",')}
  {v("datetime", '"delivered_at": "' + rfc3339(t, 3) + '",')}
  "ticket": {{
    "number": "RH0048213",
    "opened_at": "{rfc3339(opened)}",
    "customer": "Lindqvist Data AB",
    "location": "FRA2 / Hall 1 / Cage 1-14 / Rack R07",
    "request": "Reseat PSU 2 on server db-07 (Dell R760, U22-23); if the amber LED stays on, swap with the spare PSU in the cage locker."
  }}
}}

Work order:""",
        SRC + "pos:remote-hands:itsm-delivery",
        ["json_block", "envelope", "uuid", "rfc3339_ms", "payload_time_stays"],
    )


@pos
def _rh_tablet_clock(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""{v("session_id", "Tablet session: " + g.hex(20))}
{v("datetime", "Tablet clock: " + windows_general(t))}
Technician: M. Okafor (badge 40417)
Site: CHI3 (Elk Grove Village)

You guide remote hands technicians step by step through a customer's run book. Read one step at a
time, wait for "done", and stop if the technician reports anything not in the run book.

Run book (customer Brightlake Trading, cage 2-07): power-cycle switch tor-b via PDU outlet B12, then
check that port 48 shows link to the cross-connect.

Technician: Ready at cage 2-07.
Assistant:""",
        SRC + "pos:remote-hands:tablet-clock",
        ["head", "header_block", "device_clock", "windows_datetime", "hex"],
    )


@pos
def _rh_slack_event(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""You are Handy, the smart-hands bot in the Slack workspace that Thameside Colo shares with its customers.
Confirm what the customer wants, the rack and the device, and whether they accept the 30-minute
minimum charge. Never start work without a "yes".

{{"team_id": "T04N8QX21", "api_app_id": "A05L0RH8K2", {v("message_id", '"event_id": "Ev' + g.upper_hex(2) + g.b32(9) + '",')} {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")} "event": {{"type": "app_mention", "channel": "C02HX7ML9AQ", "user": "U03KPQ8Z7", {v("message_id", '"ts": "' + g.slack_ts(t) + '",')} "text": "<@U05L0RH8K2> can someone power-cycle the KVM in LON4 rack 3-22? it's frozen"}}}}

Handy:""",
        SRC + "pos:remote-hands:slack-event",
        ["slack_event", "json_inline", "event_id", "slack_ts", "stable_neighbours"],
    )


@pos
def _rh_quote_sentence(g: Gen61) -> Draft:
    t = g.at("EDT")
    valid = t + timedelta(hours=24)
    return Draft(
        f"""You write remote hands quotes for customers of Harbourline Boston BOS1. State the price, what is
included and what is not, in under 80 words.

Quote {v("request_id", "q_" + g.b62(12))} generated {v("datetime", "at " + rfc3339(t))} {v("datetime", "(valid until " + rfc3339(valid) + ")")} for the following job:
Rack and stack 4 x 2U servers in cage BOS1-3-11, rails supplied by customer, cable to existing
top-of-rack switch, label both ends. Rate USD 185/hour, estimated 3 hours, 1 technician.

Quote text:""",
        SRC + "pos:remote-hands:quote-sentence",
        ["inline_sentence", "quote_id", "computed_expiry", "three_in_line", "rfc3339"],
    )


@pos
def _rh_photo_upload(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""You check remote hands completion photos against the ticket before the ticket is closed. Say "accept"
or "reject", with what is missing.

Ticket RH-SIN-77120: replace failed disk in bay 5 of storage node st-04 (rack SG1-R12, U30).
[upload {v("request_id", "id=up_" + g.b58(16))} {v("datetime", "received=" + rfc3339(t, 3))} from=tech-app] 3 photos: front bezel (bay 5 amber LED off), disk
label (serial WCT4H2MB, dated 2025-11), packing slip of the returned disk (RMA 7701-2291).

Verdict:""",
        SRC + "pos:remote-hands:photo-upload",
        ["upload_prefix", "key_value_inline", "base58", "rfc3339_ms"],
    )


@pos
def _rh_mistral(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""<s>[INST] You summarise remote hands tickets for the monthly customer review at Alpenfels Colo, Zurich ZRH1.
One line per ticket: date, what was done, minutes billed. Flag any ticket over 60 minutes.
{v("datetime", "Summary requested: " + dmy_dot(t))}

RH-ZRH-3391  2026-05-04  Moved 2 patch cords in cage Z1-08, verified link        25 min
RH-ZRH-3417  2026-05-12  Escorted vendor for SAN controller swap, 2 visits      95 min
RH-ZRH-3450  2026-05-27  Read serial numbers of 14 servers, photos attached      40 min [/INST]""",
        SRC + "pos:remote-hands:mistral",
        ["mistral", "own_line", "dmy_dot", "records_stay"],
    )


@pos
def _rh_cantonese(g: Gen61) -> Draft:
    t = g.at("HKT")
    return Draft(
        f"""你係將軍澳 HKG2 數據中心嘅遠端支援助手，用廣東話答客人，一次講一個步驟。
{v("datetime", "而家時間：" + cantonese(t))}
{v("session_id", "對話編號：" + g.cuid2())}

客人：我哋 C-12 機櫃 PDU B 路嘅燈熄咗，伺服器淨係用緊 A 路供電，你哋可唔可以幫手睇下？""",
        SRC + "pos:remote-hands:cantonese",
        ["system_tail", "localized_now", "cantonese", "cuid2", "non_english"],
    )


@pos
def _rh_whatsapp(g: Gen61) -> Draft:
    t = g.at("WAT")
    return Draft(
        f"""You are the WhatsApp assistant of Lekki Colo (Lagos LOS1) for remote hands requests. Confirm the rack,
the device and the task, then give the ticket desk's next available slot from the list.

Next slots: today 16:00, today 18:30, tomorrow 09:00.

{{"object": "whatsapp_business_account", "entry": [{{"id": "104983375912271", "changes": [{{"value": {{"messaging_product": "whatsapp", "metadata": {{"display_phone_number": "2349012345678", "phone_number_id": "112233445566778"}}, "messages": [{{"from": "2348031234567", {v("message_id", '"id": "' + g.wamid() + '",')} {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')} "type": "text", "text": {{"body": "Pls can someone check the console cable on rack L1-C04? Cannot reach the firewall"}}}}]}}}}]}}]}}

Assistant:""",
        SRC + "pos:remote-hands:whatsapp",
        ["whatsapp", "json_inline", "wamid", "epoch_s", "stable_neighbours"],
    )


@pos
def _rh_sentry_tail(g: Gen61) -> Draft:
    tid = g.hex(32)
    return Draft(
        f"""You help the billing team of Coastline Data Centres answer disputes about remote hands minutes. Be
factual: quote the ticket's start and end times and the rounding rule (15-minute increments, 30-minute
minimum).

Dispute: Customer Veldt Analytics says ticket RH-CPT-1182 (2026-05-19, started 10:02, closed 10:19)
should be billed 15 minutes, not 30.

Reply:

{v("trace_id", "sentry-trace: " + tid + "-" + g.hex(16) + "-0")}
{v("trace_id", "baggage: sentry-trace_id=" + tid + ",sentry-environment=prod,sentry-release=billing-desk%402.8.1")}
""",
        SRC + "pos:remote-hands:sentry-tail",
        ["tail", "sentry", "trace_header", "records_stay"],
    )


@pos
def _rh_return_label(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You fill in the return shipment note that remote hands attach to failed parts going back to vendors.
Keep the fields in this order and leave nothing blank.

{v("request_id", "Note job: rn-" + g.b36(10))}
{v("date", "Note date (filled in by the shipping tool, today): " + iso_date(t))}
Ship from: Ridgeway Colo NYC3, 300 Meadowlands Pkwy, Secaucus NJ
Vendor RMA: 5520-88172 (issued 2026-06-01)
Part: 1 x 3.84 TB NVMe, serial S6CKNE0T912044, removed from rack N3-B17 on ticket RH-NYC-9031

Note:""",
        SRC + "pos:remote-hands:return-note",
        ["today_in_artefact", "job_id", "iso_date", "records_stay"],
    )


@pos
def _rh_mailbox_poll(g: Gen61) -> Draft:
    t = g.at("CEST")
    sent = t - timedelta(minutes=g.small(5, 50))
    return Draft(
        f"""{v("datetime", "Mailbox polled: " + rfc2822(t))}
{v("request_id", "Poll id: " + g.hex(24))}
Draft a reply to the customer's e-mail below for the Madrid MAD1 service desk: confirm the work,
give a ticket number placeholder, and ask for the device's asset tag if it is missing.

From: Irene Gómez <irene.gomez@tresmares.example>
Date: {rfc2822(sent)}
Message-ID: <CAK{g.b62(20)}@mail.tresmares.example>
Subject: Swap de disco en MAD1-2-17

Hola, ¿podéis cambiar el disco 3 del servidor web-02 (rack MAD1-2-17, U12)? El disco de repuesto
está en la caja azul de la jaula.

Reply:""",
        SRC + "pos:remote-hands:mailbox-poll",
        ["head", "rfc2822", "poll_id", "pasted_email_stays"],
    )


@pos
def _rh_queue_as_of(g: Gen61) -> Draft:
    t = g.at("AEST")
    return Draft(
        f"""You are the remote hands queue assistant of Southern Cross Colo MEL2. Give the customer an honest
estimate of when a technician will reach their ticket.

Queue {v("datetime", "as of " + dd_mon(t) + " AEST")} for this request:
1. RH-MEL-5510  P1  cage 4-02  power cycle firewall        in progress (started 14:05)
2. RH-MEL-5514  P2  cage 2-19  cable trace, 6 ports         waiting
3. RH-MEL-5517  P3  cage 4-11  label 12 patch cords         waiting

Customer: We are RH-MEL-5517. Will someone get to it today?
Assistant:""",
        SRC + "pos:remote-hands:queue-as-of",
        ["fetched_stamp", "phrase_as_of", "dd_mon", "records_stay"],
    )


@pos
def _rh_teams_activity(g: Gen61) -> Draft:
    t = g.at("CEST")
    local = t.astimezone(ZONES["CEST"])
    return Draft(
        f"""You are the Teams bot of the Vienna VIE1 operations team. A customer's engineer asks for smart hands;
check the request against the contract (2 hours of smart hands included per month, 1 h 10 min used).

{{
  "type": "message",
  {v("message_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + js_iso(t) + '",')}
  {v("datetime", '"localTimestamp": "' + rfc3339(local, 3) + '",')}
  "channelId": "msteams",
  "from": {{"id": "29:1kP8dQ...", "name": "Jonas Berger"}},
  "conversation": {{"conversationType": "personal", "id": "a:1Zq9mXv0Lr"}},
  "text": "Could someone reseat the SFP in port 12 of our core switch, rack V1-C03? Link flapping since 9."
}}

Reply:""",
        SRC + "pos:remote-hands:teams-activity",
        ["teams_activity", "json_block", "epoch_ms", "js_iso", "stable_neighbours"],
    )


# --- positives: cage and rack access control ----------------------------------------------------


@pos
def _access_eval_sentence(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You explain access decisions of the Meridian Colo ATL1 access control system to the security desk.
Be short; name the rule that decided it.

Access request {v("request_id", g.uuid8())} evaluated {v("datetime", "at " + rfc3339(t, 3))} against cage ATL1-2-05:
visitor: Priya Natarajan (Brightlake Trading, authorised list revision 14 of 2026-05-02)
escort: none    mantrap: M2    biometric: template enrolled 2025-11-19, match score 0.41 (threshold 0.60)
decision: DENY (rule 7: biometric mismatch at mantrap)

Desk: She says she was let in last week without a problem. What should we do?
Answer:""",
        SRC + "pos:access:eval-sentence",
        ["inline_sentence", "uuid8", "phrase_at", "records_stay"],
    )


@pos
def _access_id_token(g: Gen61) -> Draft:
    t = g.at("PDT")
    return Draft(
        f"""Security portal assistant for Pacifica Colo (Santa Clara SJC5). Only discuss the signed-in
customer's own access lists.
customer: Quillfeather Labs
authorised_list: SJC5-CAGE-3-09
{v("token", "X-Id-Token: " + g.jwt(t, "portal-user-88214"))}

User: Please add our new SRE, Tomasz Wójcik, to the cage list for the next 90 days.
Assistant:""",
        SRC + "pos:access:id-token",
        ["header_block", "jwt", "stable_neighbours"],
    )


@pos
def _access_html_comment(g: Gen61) -> Draft:
    t = g.at("SAST")
    return Draft(
        f"""<!-- {v("request_id", "req=" + g.ksuid(t))} {v("epoch", "at=" + str(epoch_s(t)))} site=JNB1 desk=security -->
You answer customers' questions about escort rules at Teraview Johannesburg JNB1. Customers with
unescorted access may bring up to two escorted guests; contractors always need a work permit
approved 24 hours ahead.

Customer: Our fibre contractor is coming tomorrow at 8. Do they need a permit if I escort them?
Assistant:""",
        SRC + "pos:access:html-comment",
        ["html_comment", "key_value_inline", "ksuid", "epoch_s", "head"],
    )


@pos
def _dock_console(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""Loading dock assistant for Prairie Colo (Chicago CHI1). Check inbound shipments against the
pre-advice list and tell the dock officer where to stage each one. Shipments without pre-advice go to
the quarantine cage.

{v("session_id", "Dock console session: " + g.b62(18))}
{v("datetime", "Console time: " + t.strftime("%H:%M:%S"))}

Pre-advice: Brightlake Trading, 3 pallets, ref PO-77120, expected this week; Quillfeather Labs,
1 crate, ref QF-0611, expected 2026-06-20.

Dock officer: Truck here with 2 pallets for Brightlake and 1 box for "Veldt Analytics". Where do they go?
Assistant:""",
        SRC + "pos:access:dock-console",
        ["header_block", "time_alone", "device_clock", "b62"],
    )


@pos
def _access_list_pull(g: Gen61) -> Draft:
    t = g.at("GST")
    return Draft(
        f"""You audit cage access lists at Falcon Data Centres, Dubai DXB2. List anyone who should be removed
(left the company, expired contractor permit, or no visit in 180 days), with the reason.

Access list pulled from the PACS {v("datetime", "at " + rfc3339(t))} {v("request_id", "(pull " + g.ulid_lower(t) + ")")} for this request:
Name               Company        Type        Valid until   Last entry
R. Menon           Sandline FZ    permanent   -             2026-06-02 08:14
A. Haddad          Sandline FZ    permanent   -             2025-10-29 17:40
K. Ostrowski       NetBridge      contractor  2026-05-31    2026-05-30 11:02
L. Farouk          Sandline FZ    permanent   -             2026-05-18 09:55

HR note: A. Haddad left Sandline on 2026-04-30.

Audit:""",
        SRC + "pos:access:list-pull",
        ["fetched_stamp", "phrase_at", "ulid_lower", "records_stay"],
    )


@pos
def _key_cabinet(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""You are the key cabinet assistant at Kestrel Data Centres MAN2. Customers borrow rack keys against their
badge; keys must be back within 4 hours. Tell the user which slot to open and when the key is due back.

{v("datetime", f"Cabinet clock: {DAYS_LONG[t.weekday()]} {t:%H:%M}")}
{v("session_id", "Cabinet session: " + g.hex(16))}
Badge: 30981 (Veldt Analytics, cage 2-14)

User: I need the key for rack 2-14-R03.
Assistant:""",
        SRC + "pos:access:key-cabinet",
        ["weekday_time", "device_clock", "header_block", "hex"],
    )


@pos
def _tailgate_relay(g: Gen61) -> Draft:
    t = g.at("CEST")
    door = t - timedelta(seconds=g.small(20, 200))
    return Draft(
        f"""You draft the first note of a security incident from a relayed access-control alarm at Nordhafen Colo
(Hamburg HAM1). State what happened, where, and what the guard should check on camera.

{{
  {v("request_id", '"relay_id": "rly_' + g.b62(16) + '",')}
  {v("datetime", '"received_at": "' + rfc3339(t) + '",')}
  "source": "pacs-gw-2",
  "alarm": {{"type": "tailgate", "door": "HAM1-MANTRAP-2 inner", "badge": "20417",
            "count_in": 2, "count_badged": 1, "event_time": "{rfc3339(door)}"}}
}}

Note:""",
        SRC + "pos:access:tailgate-relay",
        ["relay_envelope", "json_block", "b62", "payload_time_stays"],
    )


@pos
def _contractor_permit(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You write contractor work permits for Northgate Colo ASH2. Use the template exactly; the permit is valid
for the dates the requester asked for and never longer than 14 days.

{v("request_id", "Permit draft: pd-" + g.hex(10))}
{v("date", "Issue date (today, filled in by the permit tool): " + long_date(t))}
Requester: Quillfeather Labs (account 100-4471)
Contractor: Apex Fibre Services, 2 technicians
Work: pull 4 new single-mode runs from MMR-1 to cage 3-09, 2026-06-23 to 2026-06-25, 08:00-17:00
Hot work: no. Ceiling tiles lifted: yes (rows 3-C and 3-D).

Permit:""",
        SRC + "pos:access:contractor-permit",
        ["today_in_artefact", "job_id", "long_date", "records_stay"],
    )


# --- positives: cross-connects and interconnection ---------------------------------------------


@pos
def _xc_order_yaml(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""order_desk:
  site: ASH2
  channel: portal
  request:
    {v("request_id", "id: " + g.uuid7(t))}
    {v("datetime", "submitted: " + rfc3339(t, 6))}
  tenant: quillfeather-labs

You check cross-connect orders before they go to the provisioning team. An order is complete when it
names both ends (cage, panel, ports), the media and the connector type. Reply "complete" or list what
is missing.

Order: single-mode duplex, LC/UPC, from cage 3-09 panel PP-2 ports 13/14 to carrier Lumenet in MMR-1.
Result:""",
        SRC + "pos:cross-connect:order-yaml",
        ["nested_yaml", "head", "uuid7", "rfc3339_us", "stable_neighbours"],
    )


@pos
def _xc_status_lookup(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""You tell customers of Rheinpark Colo where their cross-connect order stands and what happens next.
Do not promise dates that the status does not support.

Order status fetched {v("datetime", "at " + rfc3339(t, 3))} {v("request_id", "(lookup " + g.b32(16) + ")")} for this request:
XC-FRA-204417  SMF LC/UPC  cage 1-14 PP-1:7-8 -> MMR-2 Telenord panel 44:21-22
  2026-06-03  order received
  2026-06-04  LOA from Telenord received, valid 60 days
  2026-06-09  install scheduled 2026-06-16, 10:00-14:00
  status      awaiting carrier-side patch

Customer: Is the cross-connect live yet? Our carrier says they did their side yesterday.
Assistant:""",
        SRC + "pos:cross-connect:status-lookup",
        ["fetched_stamp", "phrase_at", "base32", "records_stay"],
    )


@pos
def _xc_test_set_clock(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""You check fibre cross-connect acceptance tests at Albion Interconnect LON7. Pass if loss is under
1.5 dB at both 1310 and 1550 nm and reflectance is better than -35 dB.

{v("datetime", "Test set clock: " + iso_basic(t))}
Test set: OLTS-2 (calibrated 2026-02-11)
Circuit: XC-LON7-88213, MMR-A panel 12:5 -> cage 4-03 PP-1:17
1310 nm: 0.92 dB   1550 nm: 1.61 dB   reflectance: -41 dB

Verdict:""",
        SRC + "pos:cross-connect:test-set-clock",
        ["header_block", "iso_basic", "device_clock", "records_stay"],
    )


@pos
def _xc_disconnect_xml(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""<audit {v("request_id", 'run="' + g.xid(t) + '"')} site="SIN3" scope="MMR-1">
<instructions>Find cross-connects that are still patched although their order was cancelled or their
customer left. Output one line per circuit with the reason.</instructions>
<circuits>
XC-SIN-30112  cage 2-07 -> MMR-1 44:3   order cancelled 2026-03-14   patched: yes
XC-SIN-30188  cage 1-02 -> MMR-1 12:9   customer exited 2026-01-31   patched: yes
XC-SIN-31020  cage 3-11 -> MMR-1 07:1   active                        patched: yes
</circuits>
</audit>""",
        SRC + "pos:cross-connect:disconnect-xml",
        ["xml_attr", "xid", "head", "records_stay"],
    )


@pos
def _ix_port_b3_multi(g: Gen61) -> Draft:
    return Draft(
        f"""X-B3-Sampled: 1
{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Flags: 0

You answer questions about ordering ports on the Rhine-Main Internet Exchange from a colocation cage.
Ports are 10G, 100G or 400G; a cross-connect to the IX patch panel is ordered separately.

User: We have a 100G port already. Can we add a second one as a LAG in the same order?
Assistant:""",
        SRC + "pos:cross-connect:ix-b3-multi",
        ["b3_multi", "header_block", "head", "stable_neighbours"],
    )


@pos
def _xc_price_sheet(g: Gen61) -> Draft:
    t = g.at("BRT")
    return Draft(
        f"""You quote cross-connect prices to customers of Tamboré SAO2. Use only the price sheet; convert to
USD only if asked.

Price sheet fetched from the billing system {v("datetime", "at " + py_str(t))} for this request (list 2026-Q2):
SMF duplex, in-building      BRL 1,150 NRC   BRL 420 MRC
MMF duplex, in-building      BRL 1,050 NRC   BRL 390 MRC
Coax (E3/DS3)                BRL 1,400 NRC   BRL 510 MRC
Campus link to SAO1          BRL 3,900 NRC   BRL 1,250 MRC

Customer: What would two SMF cross-connects plus one campus link cost in the first year?
Answer:""",
        SRC + "pos:cross-connect:price-sheet",
        ["fetched_stamp", "phrase_at", "python_str_datetime", "records_stay"],
    )


@pos
def _xc_mcp_time(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You are the interconnection agent of Ridgeway Colo. You can call get_current_time and
lookup_circuit. Use the current time to tell the customer whether their install window has started.

Tool call: get_current_time({{"timezone": "America/New_York"}})
{v("datetime", "Tool result: " + rfc3339(t))}
Tool call: lookup_circuit({{"id": "XC-NYC-55021"}})
Tool result: {{"id": "XC-NYC-55021", "install_window": "2026-06-18T13:00-04:00/2026-06-18T17:00-04:00", "status": "scheduled"}}

Customer: Is the technician working on XC-NYC-55021 right now?
Assistant:""",
        SRC + "pos:cross-connect:mcp-time",
        ["tool_result", "get_current_time", "rfc3339", "records_stay"],
    )


# --- positives: capacity planning ----------------------------------------------------------------


@pos
def _capacity_window(g: Gen61) -> Draft:
    t = g.at("UTC")
    start = t - timedelta(days=30)
    return Draft(
        f"""You forecast power capacity for the planning team of Albion Interconnect (London LON7). Use the peak
draw per hall over the window and the contracted kW; say when each hall reaches 85% of its design.

{v("datetime", "Query window: " + rfc3339(start) + " to " + rfc3339(t))}
Datasource: dcim-metrics (peak of 15-minute averages)

Hall  Design kW  Contracted kW  Peak draw kW  Growth per month
A     2,400      2,210          1,690         +1.2%
B     2,400      1,980          1,402         +3.8%
C     3,200      1,150            611         +9.5%

Planner: Which hall runs out first, and when?
Answer:""",
        SRC + "pos:capacity:query-window",
        ["query_window", "two_ends_one_span", "rfc3339", "records_stay"],
    )


@pos
def _capacity_hold(g: Gen61) -> Draft:
    t = g.at("AEST")
    expires = t + timedelta(hours=72)
    return Draft(
        f"""You help the sales engineers of Southern Cross Colo reserve space and power while a customer signs.
Tell the engineer exactly what is reserved and until when.

Cabinets SY2-4-C01 to SY2-4-C06 (6 x 10 kW, Hall 4) are held {v("token", "(hold " + g.b64url(12) + ", expires " + rfc3339(expires) + ")")} while the order form is signed.
Customer: Kestrel Analytics Pty Ltd. Contract start requested: 2026-08-01.

Engineer: The customer needs two more weeks. Can the hold be extended?
Answer:""",
        SRC + "pos:capacity:hold",
        ["hold_token", "computed_expiry", "parenthesised", "b64url"],
    )


@pos
def _capacity_dashboard(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""## Capacity dashboard context
- Site: DAL2 (Dallas, Garland)
- Utility feed: 2 x 20 MVA, N+1 generators (6 x 3 MW)
{v("datetime", "- Rendered: " + mdy_12(t) + " CDT")}
- Contracted IT load: 14.6 MW of 18.0 MW design

You answer capacity questions from the sales team. Give a yes or no first, then the numbers.

Sales: A prospect wants 2.5 MW in Hall D by Q1 2027. Can we say yes?
Assistant:""",
        SRC + "pos:capacity:dashboard",
        ["md_bullets", "mdy_12", "stable_neighbours"],
    )


@pos
def _whitespace_iso_week(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""You plan white-space build-outs at Nordvik Colo STO2. A build needs 6 weeks for cabling trays and 4 for
containment, which cannot overlap, and nothing may start in the July freeze (weeks 28-31).
{v("date", "Current week: " + iso_week(t))}

Planner: Hall 5 must be ready for a customer in week 44. When is the latest start for trays?
Assistant:""",
        SRC + "pos:capacity:iso-week",
        ["system_tail", "iso_week", "records_stay"],
    )


@pos
def _capacity_forecast_run(g: Gen61) -> Draft:
    t = g.at("IST")
    return Draft(
        f"""You explain capacity forecasts to the leadership team of Vistara Data Centres. No jargon, three bullets.

Forecast run {v("run_id", g.ulid(t))} started {v("datetime", "at " + rfc3339(t))} on model capex-v4 with these inputs:
BOM2 signed pipeline 11.5 MW (go-live 2026-10 to 2027-06), churn 2%/year, design 36 MW.
Result: BOM2 reaches 90% of design in 2027-Q3; BOM3 phase 1 (24 MW) must be energised by 2027-08.

Summary:""",
        SRC + "pos:capacity:forecast-run",
        ["inline_sentence", "run_id", "ulid", "phrase_at", "records_stay"],
    )


@pos
def _capacity_kyrgyz(g: Gen61) -> Draft:
    t = g.at("KGT")
    return Draft(
        f"""Сен Бишкектеги «Ала-Тоо Дата» маалымат борборунун кубаттуулукту пландоо боюнча жардамчысысың.
Кыргызча кыска жооп бер.
{v("datetime", "Учурдагы убакыт: " + kyrgyz(t))}
{v("request_id", "Суроо-талап: " + g.uuid4())}

Б залынын долбоордук кубаттуулугу 1,2 МВт, азыркы жүк 0,94 МВт.

Колдонуучу: Б залына дагы 40 кВттык төрт шкаф кошсок болобу?""",
        SRC + "pos:capacity:kyrgyz",
        ["system_tail", "localized_now", "kyrgyz", "uuid", "non_english"],
    )


@pos
def _capacity_epoch_frac(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""You answer "can we fit it" questions for the Reykjanes KEF1 campus (100% hydro and geothermal power,
free cooling all year). Halls have 1.5 MW each; KEF1-H3 has 410 kW free today.

Sales: Customer asks for 12 racks at 35 kW, air-cooled. Yes or no?
{v("epoch", "sent_at=" + str(epoch_s(t)) + "." + f"{t.microsecond:06d}")}
Assistant:""",
        SRC + "pos:capacity:epoch-fraction",
        ["last_user", "epoch_fraction", "key_value_line"],
    )


# --- positives: DCIM ---------------------------------------------------------------------------


@pos
def _dcim_asset_pull(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You answer questions about assets recorded in the DCIM of Harbourline BOS1. Warn when warranty ends
within 90 days.

Asset record pulled from the DCIM {v("datetime", "at " + js_iso(t))} {v("request_id", "(lookup " + g.uuid4() + ")")} for this request:
Asset tag: HB-0041187
Model: PowerEdge R750xs    Serial: 7XK2QN3
Location: BOS1 / Hall 2 / Cage 2-11 / Rack R04 / U18-U19
Installed: 2023-08-14      Warranty end: 2026-08-13
Power: PSU1 -> PDU R04-A outlet 9, PSU2 -> PDU R04-B outlet 9

Customer: Is this server still under warranty, and which PDU outlets feed it?
Answer:""",
        SRC + "pos:dcim:asset-pull",
        ["fetched_stamp", "phrase_at", "js_iso", "parenthesised_id", "records_stay"],
    )


@pos
def _dcim_api_response(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""The DCIM API answered the call made for this request:

HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
Content-Type: application/json
X-Api-Version: 2025-11-01
{v("request_id", "X-Request-ID: " + g.uuid4())}

{{"rack": "AMS3-1-R22", "u_total": 47, "u_free": 9, "power_budget_kw": 12.0, "power_peak_kw": 10.7, "last_audit": "2026-04-09"}}

You plan server placements in customers' racks at Polder Colo AMS3. Keep 10% of the power budget free.

Customer: Can we add three 1U servers at 450 W each to AMS3-1-R22?
Answer:""",
        SRC + "pos:dcim:api-response",
        ["http_response", "header_block", "http_date", "api_version_neighbour"],
    )


@pos
def _dcim_traceparent(g: Gen61) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: " + g.tracestate())}
x-dcim-tenant: ops

You translate natural-language questions into the DCIM's query language (DQL). Output the query only.

Examples:
"racks over 80% power in hall 2" -> racks where hall = 2 and power_pct > 80
"PDUs with firmware older than 3.4" -> pdus where firmware < "3.4"

Question: all CRAH units in MAD1 whose filters were last changed before 2026-03-01
Query:""",
        SRC + "pos:dcim:traceparent",
        ["traceparent", "tracestate", "header_block", "few_shot_neighbour"],
    )


@pos
def _dcim_sensor_map(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You explain environmental sensor readings from the DCIM to the night shift at Meridian Colo ATL1.
Readings {v("datetime", "as of " + mdy_12(t))} for this request (sensor ring H2):
H2-R01 inlet 22.4 C 41% RH   H2-R08 inlet 23.1 C 43% RH   H2-R15 inlet 27.9 C 38% RH
H2-R22 inlet 22.9 C 44% RH   H2-R29 inlet 23.3 C 42% RH   last calibration 2026-02-17 (all)

Night shift: Is R15 a real problem or a sensor fault?
Answer:""",
        SRC + "pos:dcim:sensor-map",
        ["fetched_stamp", "phrase_as_of", "mdy_12", "records_stay"],
    )


@pos
def _dcim_change_bot(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""X-Atlassian-Webhook-Flags: retry=0
{v("request_id", "X-Atlassian-Webhook-Identifier: " + g.digits(19))}
{v("datetime", "X-Delivery-Time: " + rfc850(t))}

You review change requests that touch the DCIM model of Thameside Colo LON4 before they are approved.
Check that the change names the racks, the power path and a rollback.

Change DCIM-CHG-2291 (raised 2026-06-05 by j.amadi): re-home PDUs of racks 3-20 to 3-24 from RPP-3A
to RPP-3C in the DCIM model to match the physical re-cabling done on 2026-06-04.

Review:""",
        SRC + "pos:dcim:change-bot",
        ["head", "header_block", "rfc850", "decimal_id", "records_stay"],
    )


@pos
def _dcim_python_str(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""You are an agent that writes Python scripts against the Lionsgate SIN5 DCIM REST API. Print what you need,
and the user will run it and paste the output back. Say TERMINATE when the task is done.
{v("datetime", "Current time: " + py_str(t))}

user: Export every rack in Hall 3 with its U space used, power budget and peak draw to racks_h3.csv.
assistant:""",
        SRC + "pos:dcim:agent-python-str",
        ["system_tail", "python_str_datetime", "agent_loop"],
    )


@pos
def _dcim_dhivehi(g: Gen61) -> Draft:
    t = g.at("MVT")
    return Draft(
        f"""ތިބާއަކީ މާލޭގެ ޑޭޓާ ސެންޓަރުގެ ޑީސީއައިއެމް އެހީތެރިއެކެވެ. ދިވެހިބަހުން ކުރުކޮށް ޖަވާބު ދޭށެވެ.
{v("datetime", "މިހާރުގެ ވަގުތު: " + iso_space(t)[:16])}
{v("session_id", "ސެޝަން: " + g.nanoid())}

ބޭނުންކުރާ މީހާ: ރެކް އާރް-12 ގައި ހުރި ޕީޑީޔޫ ގެ ލޯޑު ކިހާވަރެއް؟""",
        SRC + "pos:dcim:dhivehi",
        ["system_tail", "localized_now", "thaana", "nanoid", "non_english"],
    )


@pos
def _dcim_powershell(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""PS C:\\dcim-tools> Get-Date
{v("datetime", powershell(t))}

The line above is captured by the DCIM helper each time it starts, so the assistant knows the
operator's local time. You help operators of Prairie Colo CHI1 write PowerShell against the DCIM
module (Get-DcimRack, Get-DcimPdu, Set-DcimAsset).

Operator: list PDUs in CHI1 hall B whose firmware is not 3.4.2
Assistant:""",
        SRC + "pos:dcim:powershell",
        ["head", "value_on_own_line", "powershell_get_date", "device_clock"],
    )


@pos
def _dcim_objectid_conv(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""{v("session_id", "conversationId: " + g.objectid(t))}
model: dcim-copilot-2
locale: en-GB

You are the DCIM copilot of Albion Interconnect. Answer questions about the model of LON7: rooms,
rows, racks, power paths and cooling zones. If an object is missing from the model, say so.

User: Which cooling zone is rack LON7-4-R11 in, and which CRAHs serve it?
Assistant:""",
        SRC + "pos:dcim:objectid-conversation",
        ["head", "objectid", "header_block", "stable_neighbours"],
    )


@pos
def _dcim_report_job(g: Gen61) -> Draft:
    t = g.at("EAT")
    return Draft(
        f"""You write the weekly DCIM data-quality report for the Nairobi NBO1 team.

{v("run_id", "Report job: " + g.ksuid(t))}
{v("date", "Report date (today): " + british_long(t))}

Findings from the nightly checks (last 7 nights):
- 14 racks with no power path in the model (rows 2-C, 2-D)
- 3 PDUs reporting 0 W for more than 72 h (NBO1-2-R07-B, NBO1-2-R09-A, NBO1-3-R02-A)
- asset HB-0033820 recorded in two racks since 2026-05-28

Report:""",
        SRC + "pos:dcim:report-job",
        ["today_in_artefact", "job_id", "ksuid", "british_long", "records_stay"],
    )


# --- positives: generators and fuel --------------------------------------------------------------


@pos
def _gen_controller_clock(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You walk the facilities technician through the monthly no-load generator run at Northgate Colo ASH2.
Check each reading against the limits and stop the procedure if one is outside them.

{v("datetime", "Controller clock (G3, read for this request): " + windows_general(t))}
Limits: oil pressure 40-80 psi, coolant 160-210 F, frequency 59.5-60.5 Hz, battery 24-28.8 V.

Technician: G3 running 6 minutes. Oil 52 psi, coolant 171 F, 60.1 Hz, battery 23.7 V. Continue?
Answer:""",
        SRC + "pos:generator:controller-clock",
        ["device_clock", "windows_datetime", "header_line", "user_values_stay"],
    )


@pos
def _gen_fuel_fetch(g: Gen61) -> Draft:
    t = g.at("SAST")
    return Draft(
        f"""You plan diesel deliveries for Coastline Data Centres CPT1 (Cape Town). Keep at least 48 hours of
full-load autonomy; each generator burns 690 l/h at full load.

Tank levels read from the fuel management system {v("datetime", "at " + log4j_iso(t))} {v("request_id", "(read " + g.hex(12) + ")")} for this request:
Tank  Capacity l  Level l   Last delivery        Last polish
T1    40,000      31,200    2026-05-22 (18,000)  2026-03-30
T2    40,000      22,950    2026-05-22 (18,000)  2026-03-30
T3    40,000      38,400    2026-06-05 (12,000)  2026-04-14
Generators: 4 x 2.5 MVA on a common fuel ring.

Planner: Do we need a delivery before the load-shedding stage 6 forecast for next week?
Answer:""",
        SRC + "pos:generator:fuel-fetch",
        ["fetched_stamp", "log4j", "hex", "parenthesised_id", "records_stay"],
    )


@pos
def _gen_report_today(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""You write the generator load-bank test report for Alpenfels Colo ZRH1 from the technician's notes.
Keep the vendor's step table as it is and add a one-paragraph conclusion.

{v("request_id", "Report draft: gtr-" + g.b36(8))}
{v("date", "Report date (filled in by the report tool): " + f"{t:%d.%m.%Y}")}

Technician's notes: G2, 2,000 kVA, load bank steps 25/50/75/100% of 30 min each, started 07:10,
finished 09:15. At 100% exhaust temperature 512 C (limit 540 C). Fuel used 1,180 l. No alarms.

Report:""",
        SRC + "pos:generator:report-today",
        ["today_in_artefact", "job_id", "dotted_date", "records_stay"],
    )


@pos
def _gen_ctime_tail(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""You answer questions from colocation customers of Albion Interconnect LON7 about this month's generator
tests. Tests run on load: customers' equipment stays on utility through the UPS; there is no break.

Schedule: G1 2026-06-09 10:00, G2 2026-06-16 10:00, G3 2026-06-23 10:00 (each about 45 minutes).

Customer: Should we expect any alarms on our PDUs during the G2 test?
Answer:

{v("datetime", "Prompt built: " + ctime(t))}""",
        SRC + "pos:generator:ctime-tail",
        ["tail", "ctime", "records_stay"],
    )


@pos
def _gen_assamese(g: Gen61) -> Draft:
    t = g.at("IST")
    return Draft(
        f"""{v("datetime", "বৰ্তমান সময়: " + assamese(t))}
আপুনি গুৱাহাটীৰ ব্ৰহ্মপুত্ৰ ডেটা চেণ্টাৰৰ জেনেৰেটৰ পৰীক্ষাৰ সহায়ক। অসমীয়াত চমুকৈ উত্তৰ দিব।
জেনেৰেটৰ: ২ টা, প্ৰতিটো ১,৫০০ কে.ভি.এ.।

অপাৰেটৰ: আজিৰ লোড বেংক পৰীক্ষা কেতিয়া আৰম্ভ কৰিব পাৰি? বৰষুণ দি আছে।""",
        SRC + "pos:generator:assamese",
        ["head", "localized_now", "assamese_digits", "non_english"],
    )


@pos
def _gen_emissions_js(g: Gen61) -> Draft:
    t = g.at("PDT")
    return Draft(
        f"""Summarise the page the user is reading and answer their question. The page is from the air district's
permit portal.
Page title: Permit to Operate G-48812 - emergency standby generators, 1101 Mission College Blvd
{v("datetime", "Page opened: " + js_tostring(t, "Pacific Daylight Time"))}

Page text: Maintenance and testing is limited to 50 hours per engine per calendar year. Hours used
in 2026 (as reported on 2026-06-01): G1 18.4, G2 21.0, G3 12.7. Testing between 06:00 and 22:00 only.

User: How many more monthly 1-hour tests can G2 do this year?
Answer:""",
        SRC + "pos:generator:emissions-js",
        ["header_block", "js_date_tostring", "records_stay"],
    )


@pos
def _gen_rfc850_proxy(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""Via: 1.0 legacy-gw (Squid/3.5)
{v("datetime", "Date: " + rfc850(t))}
Cache-Control: no-cache

You answer questions about the paralleling switchgear of the generator plant at Rheinpark FRA2
(six 3 MVA sets on a common 20 kV bus, closed-transition return to utility).

Engineer: Why did G4 fail to synchronise in yesterday's test? Slip frequency was 0.4 Hz.
Assistant:""",
        SRC + "pos:generator:rfc850-proxy",
        ["head", "header_block", "rfc850", "stable_neighbours"],
    )


@pos
def _gen_hijri(g: Gen61) -> Draft:
    t = g.at("AST")
    return Draft(
        f"""أنت مساعد عمليات مركز بيانات النخيل في الرياض (RUH1). أجب بالعربية باختصار.
{v("date", "التاريخ الهجري اليوم: " + hijri_ar(t))}
{v("request_id", "رقم الطلب: " + g.uuid4())}

المولدات: 8 × 2.5 ميغافولت أمبير، اختبار شهري بحمل 40%.

المستخدم: متى موعد اختبار المولد الشهري القادم إذا كان الاختبار في أول أحد من كل شهر هجري؟""",
        SRC + "pos:generator:hijri",
        ["system_tail", "localized_now", "hijri", "uuid", "non_english"],
    )


@pos
def _gen_fuel_delivery_epoch_us(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""Classify the fuel supplier's delivery note as "ok", "short" or "wrong product" and explain in one line.
source: fuel-desk
{v("epoch", "t_us: " + str(epoch_us(t)))}

Delivery note 88120-B: ULSD (ultra-low sulphur diesel), 17,400 l ordered, 17,380 l delivered,
temperature-corrected, tank T2, driver signed 2026-06-09 06:42.
Classification:""",
        SRC + "pos:generator:delivery-epoch-us",
        ["system_tail", "epoch_us", "stable_neighbours"],
    )


# --- positives: fire detection and suppression ---------------------------------------------------


@pos
def _fire_impairment(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""You draft fire protection impairment notices for Ridgeway Colo NYC3. The notice goes to the insurer,
the fire department liaison and affected customers; include the fire watch arrangements.

{v("request_id", "Impairment draft: imp_" + g.b62(10))}
{v("date", "Notice date (today): " + long_date(t))}

Impairment: clean agent system (FK-5-1-12) in Hall 2 disabled for cylinder replacement, planned
2026-06-24 08:00 to 2026-06-24 16:00. Detection (VESDA) stays active. Fire watch: 1 guard per hall,
hourly patrol log.

Notice:""",
        SRC + "pos:fire:impairment",
        ["today_in_artefact", "job_id", "long_date", "records_stay"],
    )


@pos
def _vesda_cloudevent_binary(g: Gen61) -> Draft:
    t = g.at("CEST")
    ev = t - timedelta(seconds=g.small(10, 120))
    return Draft(
        f"""ce-specversion: 1.0
ce-type: com.example.fire.vesda.alert
ce-source: /sites/MIL1/vesda/zone-4
{v("request_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(ev + timedelta(seconds=g.small(1, 5)), 3))}
content-type: application/json

{{"zone": "MIL1-H1-Z4", "level": "Alert", "obscuration_pct_m": 0.08, "event_time": "{rfc3339(ev)}"}}

You explain aspirating smoke detector alerts to the Milan MIL1 duty engineer: the likely cause, what
to check and whether to call the fire brigade. Alert < Action < Fire 1 < Fire 2.
Explanation:""",
        SRC + "pos:fire:vesda-ce-binary",
        ["cloudevents_binary", "header_block", "payload_time_stays", "uuid"],
    )


@pos
def _preaction_tablet(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""Inspection helper for the pre-action sprinkler system at Nordhafen HAM1. Go through the quarterly
checklist one item at a time and record the answer in the form "item: result".

{v("session_id", "Inspection session: " + g.uuid1())}
{v("datetime", "Tablet time: " + dmy_dot(t))}
Valve set: PA-3 (Hall 3), last full trip test 2025-09-18

Inspector: Starting with the supervisory air pressure gauge.
Assistant:""",
        SRC + "pos:fire:preaction-tablet",
        ["header_block", "uuid1", "dmy_dot", "device_clock"],
    )


@pos
def _fire_panel_chatml_inline(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""<|im_start|>system
You explain fire alarm panel events at Lionsgate SIN5 to the security desk. Be calm and precise, and say
when the fire brigade must be called. {v("datetime", "Current time: " + rfc3339(t))}<|im_end|>
<|im_start|>user
Panel shows "SUPERVISORY - LOW AIR - PRE-ACTION VALVE PA-2" since 14:10. Is this a fire?<|im_end|>
<|im_start|>assistant
""",
        SRC + "pos:fire:panel-chatml",
        ["chatml", "inline_before_im_end", "rfc3339", "user_times_stay"],
    )


@pos
def _fire_drill_xhosa(g: Gen61) -> Draft:
    t = g.at("SAST")
    return Draft(
        f"""UnguMncedisi woqeqesho lomlilo kwiziko ledatha laseKapa (Coastline CPT1). Phendula ngesiXhosa, ngokufutshane.
{v("datetime", "Ixesha langoku: " + xhosa(t))}
{v("session_id", "Iseshoni: " + g.b58(20))}

Umsebenzisi: Lithini ixesha lokuziqhelisa umlilo kule veki, kwaye ndiya kuphi xa i-alamu ikhala?""",
        SRC + "pos:fire:drill-xhosa",
        ["system_tail", "localized_now", "xhosa", "base58", "non_english"],
    )


@pos
def _agent_cylinder_weigh(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""You check clean agent cylinder weighings against the refill limit (replace or refill if the agent
weight is down more than 5% from the label). Answer per cylinder.

Weighing uploaded by the scale app {v("datetime", "at " + rfc3339(t))} {v("request_id", "(upload " + g.cuid2() + ")")} for this request:
Cyl  Label agent kg  Weighed agent kg  Filled
C1   180.0           179.2             2022-04
C2   180.0           169.8             2022-04
C3   120.0           119.9             2023-10

Technician: Which cylinders need to go back to the supplier?
Answer:""",
        SRC + "pos:fire:cylinder-weigh",
        ["fetched_stamp", "phrase_at", "cuid2", "records_stay"],
    )


@pos
def _fire_ruby_time(g: Gen61) -> Draft:
    t = g.at("GST")
    return Draft(
        f"""You help the Dubai DXB2 duty engineer decide whether a fire alarm zone can be isolated for contractor
hot work, under the site's hot work permit rules (isolate only the zone, fire watch for 60 minutes after).
{v("datetime", "Now: " + ruby_time(t))}

Engineer: Contractor wants to start welding in Hall 2 plant room now until 17:00. Which zones do I isolate?
Assistant:""",
        SRC + "pos:fire:ruby-time",
        ["system_tail", "ruby_time_to_s", "user_times_stay"],
    )


# --- positives: colocation customer portals -----------------------------------------------------


@pos
def _portal_chat_start(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""Portal: Meridian Colo customer portal
{v("session_id", "Conversation: " + g.uuid7(t))}
{v("datetime", "Chat started: " + iso_space(t) + " EDT")}
Account: 100-2291 (Brightlake Trading)
Contract: 24 months from 2025-03-01, 4 cabinets ATL1-2-05-R01..R04, 2 x 8 kW each

You are the customer portal assistant. Answer account questions from the contract and usage data;
hand over to a human for pricing changes.

Customer: What happens if we go over 8 kW on one cabinet for a few hours?
Assistant:""",
        SRC + "pos:portal:chat-start",
        ["head", "header_block", "uuid7", "iso", "contract_dates_stay"],
    )


@pos
def _portal_cookie(g: Gen61) -> Draft:
    return Draft(
        f"""Cookie: lang=en; portal_theme=dark; tz=Europe%2FAmsterdam; {v("session_id", "PORTALSESSID=" + g.b64url(24))}
X-Portal-Version: 7.4.0

You are the assistant of the Polder Colo customer portal. You can explain invoices, power usage and
tickets. Never reveal other customers' data.

Customer: Where do I download last month's power usage as CSV?
Assistant:""",
        SRC + "pos:portal:cookie",
        ["cookie", "last_pair", "b64url", "head", "stable_neighbours"],
    )


@pos
def _portal_usage(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""You explain metered power bills to colocation customers of Lionsgate SIN5. Show the calculation.

Metered usage {v("datetime", "as of " + rfc3339(t))} for this request (account 300-0192, June 2026 to date):
Cabinet SG5-2-R11: 5,412 kWh    Cabinet SG5-2-R12: 4,980 kWh
Committed: 2 x 6 kW (8,640 kWh for a 30-day month, prorated)
Rate above commit: SGD 0.41/kWh; PUE multiplier 1.35 applies to metered kWh

Customer: Are we on track to pay overage this month?
Answer:""",
        SRC + "pos:portal:usage",
        ["fetched_stamp", "phrase_as_of", "rfc3339", "records_stay"],
    )


@pos
def _portal_telegram(g: Gen61) -> Draft:
    t = g.at("KGT")
    return Draft(
        f"""You are the Telegram bot of the Ala-Too Data customer portal (Bishkek). Answer in the language of the
customer's message; for access requests, give the portal link portal.alatoo.example/access.

{{
  {v("message_id", '"update_id": ' + g.digits(9) + ",")}
  "message": {{
    {v("message_id", '"message_id": ' + g.digits(5) + ",")}
    "from": {{"id": 5531920471, "is_bot": false, "first_name": "Aigerim", "language_code": "ru"}},
    "chat": {{"id": 5531920471, "type": "private"}},
    {v("epoch", '"date": ' + str(epoch_s(t)) + ",")}
    "text": "Здравствуйте! Можно завтра прийти с подрядчиком в нашу клетку B-07?"
  }}
}}

Bot:""",
        SRC + "pos:portal:telegram",
        ["telegram_update", "json_block", "epoch_s", "stable_neighbours"],
    )


@pos
def _portal_malagasy(g: Gen61) -> Draft:
    t = g.at("EAT")
    return Draft(
        f"""Ianao no mpanampy ny mpanjifa ao amin'ny ivon-tahiry angona Ivato TNR1 (Antananarivo). Valio amin'ny teny
malagasy, fohy sy mazava.
{v("datetime", "Ora ankehitriny: " + malagasy(t))}
{v("session_id", "Fivoriana: " + g.ulid(t))}

Mpanjifa: Afaka miditra ao amin'ny kaozy C-04 ve ny teknisianinay rahampitso amin'ny 9 ora maraina?""",
        SRC + "pos:portal:malagasy",
        ["system_tail", "localized_now", "malagasy", "ulid", "non_english"],
    )


@pos
def _portal_lingala(g: Gen61) -> Draft:
    t = g.at("WAT")
    return Draft(
        f"""{v("datetime", "Ngonga ya sikoyo: " + lingala(t))}
{v("request_id", "Motuna: " + g.uuid4())}
Ozali mosungi ya bakiliya ya centre ya ba données Gombe KIN1 na Kinshasa. Yanola na Lingala, na maloba
moke.

Mokiliya: Nakoki kotinda technicien na biso lobi mpo na kobongola disque na rack B-07?""",
        SRC + "pos:portal:lingala",
        ["head", "localized_now", "lingala", "uuid", "non_english"],
    )


@pos
def _portal_wolof(g: Gen61) -> Draft:
    t = g.at("GMT")
    return Draft(
        f"""Yaa di ndimbal kiliyaan yi ci centre de données bu Diamniadio DKR1. Tontul ci wolof, ci kàddu yu gàtt.

Kiliyaan: Ndax mën naa yónnee sama technicien ëllëg ngir soppi disque bi ci rack B-07?
{v("datetime", "Waxtu bi: " + wolof(t))}
{v("session_id", "Waxtaan: " + g.nanoid())}""",
        SRC + "pos:portal:wolof",
        ["last_user", "localized_now", "wolof", "nanoid", "non_english"],
    )


@pos
def _portal_setswana(g: Gen61) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""O mothusi wa badirisi ba lefelo la data la Kgale GBE1 kwa Gaborone. Araba ka Setswana, ka bokhutshwane.
{v("datetime", "Nako ya jaanong: " + setswana(t))}
{v("session_id", "Puisano: " + g.ksuid(t))}

Modirisi: A re ka oketsa raka e le nngwe mo kheiji ya rona kgwedi e e tlang?""",
        SRC + "pos:portal:setswana",
        ["system_tail", "localized_now", "setswana", "ksuid", "non_english"],
    )


@pos
def _portal_faroese(g: Gen61) -> Draft:
    t = g.at("WEST")
    return Draft(
        f"""Tú ert hjálparin hjá kundunum í dátamiðstøðini FAE1 í Havn. Svara á føroyskum, stutt og greitt.
{v("datetime", "Klokkan nú: " + faroese(t))}
{v("request_id", "Fyrispurningur: " + g.hex(32))}

Kundi: Kann okkara teknikari fáa atgongd til skápið B-03 í morgin klokkan 8?""",
        SRC + "pos:portal:faroese",
        ["system_tail", "localized_now", "faroese", "hex32", "non_english"],
    )


@pos
def _portal_ksuid_request(g: Gen61) -> Draft:
    t = g.at("BRT")
    return Draft(
        f"""You are the order assistant of the Tamboré SAO2 customer portal. Explain each line of the pending
moves, adds and changes order in plain words and say which lines need a site visit.
{v("request_id", "X-Portal-Request: " + g.ksuid(t))}

Order MACD-SAO2-2026-0233 (created 2026-06-03, requested completion 2026-06-19):
1. Add cabinet SAO2-1-R19, 6 kW, A+B feeds
2. Move cross-connect XC-SAO-9912 from R12 PP-1:3 to R19 PP-1:1
3. Change power commit on SAO2-1-R12 from 8 kW to 6 kW
4. Remove decommissioned server (asset TB-2201) from R12, U30-U31, ship to customer

Customer: Can line 2 be done before the new cabinet is powered?
Answer:""",
        SRC + "pos:portal:ksuid-request",
        ["system_tail", "ksuid", "records_stay"],
    )


# --- positives: facility operations, scaffolds and envelopes ---------------------------------------


@pos
def _ops_round_env(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""SITE=MAD1
ROUND=engineering-walk-am
{v("session_id", "ROUND_SESSION=" + g.uuid4())}
{v("epoch", "NOW_EPOCH_MS=" + str(epoch_ms(t)))}
CHECKLIST_REV=2026.2

You lead the morning engineering walk at Tres Mares MAD1: UPS rooms, battery rooms, CRAH galleries,
generator yard, fire pump room. Ask for one reading at a time and compare it with the limits in the
checklist; note anything outside them for the shift log.

Engineer: I'm at UPS room 1.
Assistant:""",
        SRC + "pos:ops:round-env",
        ["key_value_lines", "head", "uuid", "epoch_ms", "stable_neighbours"],
    )


@pos
def _ops_customer_notice(g: Gen61) -> Draft:
    t = g.at("BST")
    return Draft(
        f"""You write customer notifications for planned maintenance at Thameside Colo LON4. Plain English,
what will happen, what customers might notice, who to call. No internal jargon.

{v("request_id", "Notice job: nj_" + g.b58(14))}
{v("date", "Notice date (today): " + british_long(t))}
Maintenance: annual service of UPS-3B (Hall 3, B-feed), 2026-07-07 22:00 to 2026-07-08 04:00.
B-feed loads in Hall 3 transfer to maintenance bypass (raw utility backed by generators) during the work.

Notification:""",
        SRC + "pos:ops:customer-notice",
        ["today_in_artefact", "job_id", "british_long", "records_stay"],
    )


@pos
def _ops_mop_review_xml(g: Gen61) -> Draft:
    t = g.at("CDT")
    return Draft(
        f"""<mop_review>
  {v("session_id", "<review_session>" + g.ulid(t) + "</review_session>")}
  <site>DAL2</site>
  <reviewer_role>critical-facilities-lead</reviewer_role>
</mop_review>
Review this method of procedure for missing hold points, missing back-out steps and wrong breaker
names. Reply with a numbered list of findings.

MOP-DAL2-0447 "Replace UPS-2A input breaker" (rev B, 2026-06-02)
1. Transfer UPS-2A to maintenance bypass.
2. Open input breaker Q1-2A; lock out, tag out.
3. Replace breaker; torque to spec.
4. Close Q1-2A; return UPS-2A to online.

Findings:""",
        SRC + "pos:ops:mop-review-xml",
        ["xml_element", "head", "ulid", "records_stay"],
    )


@pos
def _ops_change_freeze_json(g: Gen61) -> Draft:
    t = g.at("EDT")
    return Draft(
        f"""{{"svc":"freeze-check","site":"ASH2",{v("epoch", '"now_ms":' + str(epoch_ms(t)) + ",")}"tz":"America/New_York"}}
Decide whether the requested facilities change may go ahead. Freezes: 2026-06-26 18:00 to 2026-07-06 06:00
(quarter end and holiday), and any Friday after 12:00.

Request: replace a CRAH fan in Hall 1 next Thursday from 09:00 to 11:00.
Decision:""",
        SRC + "pos:ops:change-freeze-json",
        ["json_inline", "head", "epoch_ms", "stable_neighbours"],
    )


@pos
def _ops_pue_window(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""You report energy efficiency for Nordvik Colo STO2 to customers who ask about sustainability.

PUE (24-hour rolling, computed {v("datetime", "at " + rfc3339(t))} for this request): 1.19
(IT energy 61.2 MWh, facility energy 72.8 MWh; heat reuse to the Stockholm district heating network
counted separately, as in the 2025 annual report.)

Customer: How does 1.19 compare with your 2025 annual average, and do you count the heat reuse in it?
Answer:""",
        SRC + "pos:ops:pue-window",
        ["fetched_stamp", "phrase_at", "parenthesised", "rfc3339", "records_stay"],
    )


@pos
def _ops_gcp_trace(g: Gen61) -> Draft:
    return Draft(
        f"""System: You are the sustainability reporting assistant of Sonoran Data Park (Phoenix PHX4). Explain water
usage effectiveness (WUE) and what the site does to lower it; answer from the data sheet.
-- request metadata --
{v("trace_id", "X-Cloud-Trace-Context: " + g.gcp_trace())}
Data sheet: WUE 2025 = 0.42 l/kWh (adiabatic cooling 3 months a year, reclaimed water since 2024-09).
User: Why do you use any water at all if you have chillers?
Assistant:""",
        SRC + "pos:ops:gcp-trace",
        ["system_tail", "gcp_trace", "trace_header"],
    )


@pos
def _ops_leak_event(g: Gen61) -> Draft:
    t = g.at("HKT")
    return Draft(
        f"""You triage leak detection events for the Hong Kong HKG2 facilities desk and write one line for the shift
log.
{v("request_id", "Event-Id: " + g.ksuid(t))}
{v("datetime", "Received: " + rfc3339(t))}

Panel LD-2, zone 7 (under CRAH-2-04), cable distance 14.2 m, state WET; previous event on this zone
2026-05-30 03:12, cause: condensate tray overflow.

Shift log line:""",
        SRC + "pos:ops:leak-event",
        ["system_tail", "ksuid", "rfc3339", "records_stay"],
    )


@pos
def _ops_request_start_us(g: Gen61) -> Draft:
    t = g.at("AEST")
    return Draft(
        f"""{v("epoch", "X-Request-Start: t=" + str(epoch_us(t)))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
Via: 1.1 edge-syd

You are the humidity assistant of Southern Cross Colo MEL2. Keep relative humidity between 20% and 80%
and dew point between -9 C and 15 C; explain in plain words.

Customer: Winter air is dry here. Do we need to worry about static in our cage at 24% RH?
Assistant:""",
        SRC + "pos:ops:request-start-us",
        ["head", "header_block", "epoch_us", "request_id"],
    )


@pos
def _ops_dspy(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""Your input fields are:
1. `alarm_text` (str)
2. `now_utc` (str)
Your output fields are:
1. `severity` (Literal['P1', 'P2', 'P3'])
2. `reason` (str)

[[ ## alarm_text ## ]]
CRAH-4-02 HIGH SUPPLY AIR TEMP 24.8 C (setpoint 22.0 C) - compressor 2 locked out since 02:14

[[ ## now_utc ## ]]
{v("datetime", rfc3339(t))}

Respond with the corresponding output fields, starting with the field `[[ ## severity ## ]]`, then `[[ ## reason ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`.""",
        SRC + "pos:ops:dspy",
        ["dspy_field", "value_on_own_line", "rfc3339", "alarm_times_stay"],
    )


@pos
def _ops_crewai(g: Gen61) -> Draft:
    t = g.at("SGT")
    return Draft(
        f"""You are Critical Facilities Risk Analyst. You have spent twelve years running data centre operations in
South-East Asia and you are known for finding single points of failure that others missed.
Your personal goal is: Find the single points of failure in the SIN5 power and cooling design

Current Task: Review the design summary and list every single point of failure with its impact.

{v("date", "Current Date: " + iso_date(t))}

Design summary: 2N UPS (A/B), N+1 generators on a single fuel ring, N+1 chillers with one common
chilled-water header, dual utility feeds from one substation.

This is the expected criteria for your final answer: a numbered list with impact and mitigation.
You MUST return the actual complete content as the final answer, not a summary.

Thought:""",
        SRC + "pos:ops:crewai",
        ["body", "iso_date", "between_blank_lines"],
    )


@pos
def _ops_haystack(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""Given the following runbook pages, answer the question. If the answer is not in the pages, say "not in
the runbook".

The following pages were retrieved from the FRA4 operations wiki {v("datetime", "at " + go_nano(t, g.small(1, 1000)))} for this question:
Page 1 (UPS-SOP-07, rev 2026-01-15): Before transferring a UPS to maintenance bypass, confirm the
bypass source is within 2% voltage and 0.5 Hz of the inverter output.
Page 2 (GEN-SOP-02, rev 2025-11-03): Generators must not be tested while a UPS is on bypass.

Question: Can we run the G3 test while UPS-2B is on bypass?
Answer:""",
        SRC + "pos:ops:haystack",
        ["fetched_stamp", "phrase_at", "go_rfc3339nano", "revision_dates_stay"],
    )


@pos
def _ops_assistants_ids(g: Gen61) -> Draft:
    return Draft(
        f"""Instructions: You are Atlas, the facilities knowledge assistant of Meridian Colo. Answer from the
attached SOPs and name the SOP you used.
Assistant: Atlas (asst_8pQz1LmT0vXn4Kc2)
{v("session_id", "Thread: thread_" + g.b62(24))}
{v("run_id", "Run: run_" + g.b62(24))}
Vector store: vs_facilities_sops

User: What's the procedure if a CRAH condensate pump alarm comes in at night?
Atlas:""",
        SRC + "pos:ops:assistants-ids",
        ["header_block", "openai_ids", "stable_neighbours"],
    )


@pos
def _ops_sms_received(g: Gen61) -> Draft:
    t = g.at("EAT")
    return Draft(
        f"""You relay SMS from field technicians at Nairobi NBO1 to the shift engineer as one clear line with the
action needed.

SMS from +254 712 345 678 (Tech: P. Wanjiru) {v("datetime", "(received " + rfc3339(t) + ")")}
{v("message_id", "Msg-Ref: " + g.b36(12))}
"Gen 2 day tank low level alarm, transfer pump not starting, manual fill now. Need 2nd person."

Relay:""",
        SRC + "pos:ops:sms-received",
        ["received_stamp", "per_message", "b36", "rfc3339"],
    )


@pos
def _ops_soap_ws_addressing(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:wsa="http://www.w3.org/2005/08/addressing">
  <soap:Header>
    {v("request_id", "<wsa:MessageID>urn:uuid:" + g.uuid4() + "</wsa:MessageID>")}
    <wsa:Action>urn:dcim:CreateWorkOrder</wsa:Action>
    <wsa:To>https://cmms.warsaw.example/ws</wsa:To>
    {v("datetime", '<ts:Created xmlns:ts="urn:dcim:ts">' + rfc3339(t, 3) + "</ts:Created>")}
  </soap:Header>
  <soap:Body>
    <CreateWorkOrder><Asset>WAW1-CRAH-1-06</Asset><Fault>Filter differential pressure 310 Pa (limit 250)</Fault></CreateWorkOrder>
  </soap:Body>
</soap:Envelope>
Explain to the facilities coordinator what this work order asks for and how urgent it is.
Explanation:""",
        SRC + "pos:ops:soap-wsa",
        ["soap", "xml_element", "ws_addressing", "rfc3339_ms"],
    )


@pos
def _ops_bearer_jwt(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""POST /v1/assistant/ask HTTP/1.1
Host: ops-api.albion.example
{v("token", "Authorization: Bearer " + g.jwt(t, "eng-4471"))}
Content-Type: application/json

You are the on-shift assistant of Albion Interconnect LON7 facilities engineers. Use the SOP library;
when an SOP requires two people, say so first.

Engineer: Can I swap a UPS battery string on my own if the UPS is in bypass?
Assistant:""",
        SRC + "pos:ops:bearer-jwt",
        ["head", "http_request", "jwt", "bearer"],
    )


@pos
def _ops_gnu_date_header(g: Gen61) -> Draft:
    t = g.at("CEST")
    return Draft(
        f"""Host: bms-gw-02.ham1
{v("datetime", "Date: " + unix_date(t))}
Site: HAM1

You explain building management alarms at Nordhafen HAM1 to the night shift and suggest the first
check. Do not suggest overriding safeties.

Alarm: AHU-3 supply fan VFD fault F0012 (overcurrent), fan stopped, standby AHU-4 started.
Explanation:""",
        SRC + "pos:ops:gnu-date-header",
        ["head", "header_block", "unix_date", "stable_neighbours"],
    )


@pos
def _ops_java_instant_footer(g: Gen61) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""You write the two-line status page entry for a facility event at Albion Interconnect LON7. No blame,
no speculation, customer impact first.

Event: utility supply dip at 14:02 UTC, all loads held by UPS, generators started and ran 22 minutes,
no customer impact.

Entry:

--
{v("request_id", "status-desk request " + g.uuid7(t))}
{v("datetime", "built " + java_instant(t))}
""",
        SRC + "pos:ops:java-instant-footer",
        ["footer", "tail", "uuid7", "java_instant"],
    )


# --- generated positives: one or two fields, a body, a position --------------------------------------

# (name, language, system prompt, user message, cue line or "" where the prompt ends with the user)
BODIES: list[tuple[str, str, str, str, str]] = [
    (
        "ups-desk",
        "en",
        "You are the UPS helpdesk of Northgate Colo. Explain alarms and battery autonomy in plain words;\n"
        "never tell a customer to touch a UPS.",
        "Our PDU shows 'input on battery' for two seconds every night. Why?",
        "Assistant:",
    ),
    (
        "remote-hands",
        "en",
        "You take remote hands requests for Rheinpark Colo FRA2. Confirm rack, device and task, then\n"
        "give the next free slot.",
        "Please power-cycle the firewall in cage 1-14, rack R07, U40.",
        "Assistant:",
    ),
    (
        "cage-access",
        "en",
        "You are the security desk assistant of Meridian Colo ATL1. Explain access rules; approvals are\n"
        "done by people.",
        "Can a contractor with an approved permit bring a second person unannounced?",
        "Answer:",
    ),
    (
        "xc-desk",
        "en",
        "You answer cross-connect questions for Albion Interconnect LON7: media, lead times, LOAs.",
        "How long does a single-mode cross-connect to MMR-A usually take?",
        "Assistant:",
    ),
    (
        "capacity",
        "en",
        "You help the sales team of Southern Cross Colo answer space and power questions. Yes or no\n"
        "first, then the numbers.",
        "Can Hall 2 take four more 15 kW cabinets this quarter?",
        "Answer:",
    ),
    (
        "dcim-query",
        "en",
        "You translate questions into the DCIM's query language. Output the query only.",
        "PDUs in hall B drawing more than 7 kW on either feed",
        "Query:",
    ),
    (
        "genset",
        "en",
        "You help facilities technicians through generator checks at Prairie Colo CHI1. One step at a\ntime.",
        "G2's battery charger shows a fault light. Can I still run the monthly test?",
        "Assistant:",
    ),
    (
        "suppression",
        "en",
        "You answer questions about the clean agent fire suppression system at Lionsgate SIN5 for\n"
        "customers and contractors.",
        "Is the gas in the suppression system dangerous if it goes off while I'm in the hall?",
        "Assistant:",
    ),
    (
        "cooling-desk",
        "en",
        "You are the cooling desk of Nordvik Colo STO2. Explain inlet temperatures and airflow to\n"
        "customers; escalate anything above 27 C inlet.",
        "Why is our top-of-rack switch hotter than the servers?",
        "Assistant:",
    ),
    (
        "billing",
        "en",
        "You explain colocation invoices from the Polder Colo portal: rent, metered power, cross-connects,\n"
        "remote hands.",
        "Why did our power line go up by 18% this month?",
        "Answer:",
    ),
    (
        "dock",
        "en",
        "You are the loading dock assistant of Harbourline BOS1. Shipments need pre-advice; tell the\n"
        "customer what to send.",
        "We are shipping two pallets of servers next Tuesday. What do you need from us?",
        "Assistant:",
    ),
    (
        "hk-desk",
        "yue",
        "你係將軍澳 HKG2 數據中心嘅客戶助手，用廣東話簡單答。",
        "我哋想加多一個機櫃，大概幾耐先有？",
        "",
    ),
    (
        "bishkek-desk",
        "ky",
        "Сен «Ала-Тоо Дата» маалымат борборунун кардарлар жардамчысысың. Кыргызча кыска жооп бер.",
        "Эртең биздин инженер кирсе болобу?",
        "",
    ),
    ("male-desk", "dv", "ތިބާއަކީ މާލޭގެ ޑޭޓާ ސެންޓަރުގެ ކަސްޓަމަރ އެހީތެރިއެކެވެ. ދިވެހިބަހުން ޖަވާބު ދޭށެވެ.", "މާދަމާ އަހަރެމެންގެ އިންޖިނިއަރަށް ވަދެވޭނެތަ؟", ""),
    (
        "cape-town-desk",
        "xh",
        "UnguMncedisi wabathengi kwiziko ledatha laseKapa. Phendula ngesiXhosa.",
        "Ingaba injineli yethu ingangena ngomso?",
        "",
    ),
    (
        "torshavn-desk",
        "fo",
        "Tú ert hjálparin hjá kundunum í dátamiðstøðini í Havn. Svara á føroyskum.",
        "Kann okkara teknikari koma inn í morgin?",
        "",
    ),
]

NOW_LABELS: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "yue": ("而家時間", cantonese, "HKT"),
    "ky": ("Учурдагы убакыт", kyrgyz, "KGT"),
    "dv": ("މިހާރުގެ ވަގުތު", lambda t: iso_space(t)[:16], "MVT"),
    "xh": ("Ixesha langoku", xhosa, "SAST"),
    "fo": ("Klokkan nú", faroese, "WEST"),
}

# (cue, family, line label, key, value maker, numeric)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen61, datetime], str], bool]] = [
    (
        "datetime",
        "rfc3339_nano",
        "Snapshot-Time",
        "snapshot_time",
        lambda g, t: rfc3339_nano(t, g.small(1, 1000)),
        False,
    ),
    ("datetime", "rfc3339_offset", "x-ts", "x_ts", lambda g, t: rfc3339(t), False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "rfc850", "Sent", "sent", lambda g, t: rfc850(t), False),
    ("datetime", "asctime", "Clock", "clock", lambda g, t: asctime_http(t), False),
    ("datetime", "clf", "t", "t_local", lambda g, t: clf(t), False),
    ("datetime", "dmy_slash", "Stamp", "stamp", lambda g, t: dmy_slash(t), False),
    ("datetime", "mdy_12", "Local", "local", lambda g, t: mdy_12(t), False),
    ("datetime", "page_rendered", "Page rendered", "rendered", lambda g, t: us_medium(t), False),
    ("datetime", "iso_minutes_zone", "Now (site)", "now_site", lambda g, t: iso_min_zone(t), False),
    ("datetime", "python_logging", "asctime", "asctime", lambda g, t: py_logging(t), False),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "requestTimestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
        False,
    ),
    (
        "datetime",
        "go_rfc3339nano",
        "generated_at",
        "generated_at",
        lambda g, t: go_nano(t, g.small(1, 1000)),
        False,
    ),
    ("datetime", "js_iso", "clientNow", "clientNow", lambda g, t: js_iso(t), False),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False),
    ("date", "iso_week", "Week", "week", lambda g, t: iso_week(t), False),
    ("datetime", "time_alone", "Site clock", "site_clock", lambda g, t: f"{t:%H:%M:%S}", False),
    ("epoch", "epoch_s", "now_s", "now_s", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ms", "x-ts-ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_ns", "ingest_ns", "ingest_ns", lambda g, t: str(epoch_ns(t, g.small(1, 1000))), True),
    ("request_id", "uuid4", "Request-Id", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "uuid_upper", "X-Correlation-ID", "correlation_id", lambda g, t: g.uuid_upper(), False),
    ("request_id", "ulid", "ref", "ref", lambda g, t: g.ulid(t), False),
    ("request_id", "xid", "k", "k", lambda g, t: g.xid(t), False),
    ("request_id", "cuid2", "rid", "rid", lambda g, t: g.cuid2(), False),
    ("session_id", "nanoid", "sess", "sess", lambda g, t: g.nanoid(), False),
    ("session_id", "ksuid", "Conversation-Id", "conversation_id", lambda g, t: g.ksuid(t), False),
    ("session_id", "uuid6", "dialog", "dialog", lambda g, t: g.uuid6(t), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3_single(), False),
    (
        "trace_id",
        "amzn_trace",
        "X-Amzn-Trace-Id",
        "amzn_trace_id",
        lambda g, t: g.amzn_trace(t, False),
        False,
    ),
    ("request_id", "cf_ray", "cf-ray", "cf_ray", lambda g, t: g.cf_ray(), False),
    ("token", "jwt", "X-Session-Token", "session_token", lambda g, t: g.jwt(t, "cust-" + g.digits(5)), False),
    ("nonce", "b64url", "nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("request_id", "base58", "id", "id", lambda g, t: g.b58(22), False),
    ("request_id", "base32", "Idempotency-Key", "idempotency_key", lambda g, t: g.b32(26), False),
    ("message_id", "snowflake", "msg", "msg", lambda g, t: g.snowflake(t), False),
    ("request_id", "hex_upper", "X-Trace", "x_trace", lambda g, t: g.upper_hex(24), False),
]

# (line label, key, value)
STABLE: list[tuple[str, str, str]] = [
    ("Portal", "portal", "customer-portal-v7"),
    ("Hall", "hall", "3"),
    ("Tenant", "tenant", "brightlake-trading"),
    ("Locale", "locale", "en-GB"),
    ("Model", "model", "ops-assist-2"),
    ("Prompt version", "prompt_version", "5.1.0"),
    ("API version", "api_version", "2025-11-01"),
    ("Units", "units", "metric"),
    ("Channel", "channel", "portal"),
    ("Region", "region", "eu-central"),
]

GEN_POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_pretty",
    "json_inline",
    "xml_attr",
    "bracket_kv",
    "html_comment",
    "md_bullet",
]
GENERATED = 48


def _fmt_line(label: str, value: str, position: str) -> str:
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    return f"{label}: {value}"


def _fmt_key(key: str, value: str, numeric: bool, position: str) -> str:
    if position == "front_matter":
        return f"{key}: {value}" if numeric else f'{key}: "{value}"'
    if position in ("json_pretty", "json_inline"):
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    return f"{key}={value}" if numeric or " " not in value else f'{key}="{value}"'


def _assemble(
    position: str, system: str, question: str, cue: str, marks: list[str], stable: list[tuple[str, str, str]]
) -> str:
    """Put the marked fields at `position` of a body; `stable` are neighbours that never move."""
    ask = f"User: {question}" if cue else question
    tail = f"\n{cue}" if cue else ""
    s_lines = [f"{lab}: {val}" for lab, _, val in stable]
    if position == "head":
        return "\n".join(marks) + f"\n{system}\n\n{ask}{tail}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(marks) + f"\n\n{ask}{tail}"
    if position == "header_block":
        block = s_lines[:1] + marks + s_lines[1:]
        return "\n".join(block) + f"\n\n{system}\n\n{ask}{tail}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n" + "\n".join(marks) + tail
    if position == "footer":
        return f"{system}\n\n{ask}\n\n--\n" + "\n".join(marks) + "\n"
    if position == "front_matter":
        head = [f"{key}: {val}" for _, key, val in stable]
        return "---\n" + "\n".join(head[:1] + marks + head[1:]) + f"\n---\n{system}\n\n{ask}{tail}"
    if position == "json_pretty":
        members = [f'  "{key}": "{val}",' for _, key, val in stable]
        last = members.pop().rstrip(",")
        body = members[:1] + ["  " + m for m in marks] + members[1:] + [last]
        return "{\n" + "\n".join(body) + f"\n}}\n{system}\n\n{ask}{tail}"
    if position == "json_inline":
        first, rest = stable[0], stable[1:]
        inner = (
            f'"{first[1]}": "{first[2]}", '
            + " ".join(marks)
            + " "
            + ", ".join(f'"{k}": "{v_}"' for _, k, v_ in rest)
        )
        return f'{{"ctx": {{{inner}}}}}\n{system}\n\n{ask}{tail}'
    if position == "xml_attr":
        attrs = " ".join(marks) + " " + " ".join(f'{k}="{v_}"' for _, k, v_ in stable)
        return f"<context {attrs}/>\n{system}\n\n{ask}{tail}"
    if position == "bracket_kv":
        pairs = " ".join(marks) + " " + " ".join(f"{k}={v_}" for _, k, v_ in stable)
        return f"{system}\n[ctx {pairs}]\n\n{ask}{tail}"
    if position == "html_comment":
        return "\n".join(marks) + f"\n{system}\n\n{ask}{tail}"
    assert position == "md_bullet"
    bullets = [f"- **{lab}:** {val}" for lab, _, val in stable]
    return "## Context\n" + "\n".join(bullets[:1] + marks + bullets[1:]) + f"\n\n{system}\n\n{ask}{tail}"


INLINE_POSITIONS = {"front_matter", "json_pretty", "json_inline", "xml_attr", "bracket_kv"}
STABLE_POSITIONS = INLINE_POSITIONS | {"header_block", "md_bullet"}
BODY_ZONES = {
    "ups-desk": "EDT",
    "remote-hands": "CEST",
    "cage-access": "EDT",
    "xc-desk": "BST",
    "capacity": "AEST",
    "dcim-query": "UTC",
    "genset": "CDT",
    "suppression": "SGT",
    "cooling-desk": "CEST",
    "billing": "CEST",
    "dock": "EDT",
}


def generated_positives(g: Gen61) -> list[Draft]:
    """One field (two of different kinds in every fourth case) in one body at one position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    for k in range(GENERATED):
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        name, lang, system, question, cue = BODIES[(k * 5) % len(BODIES)]
        zone = NOW_LABELS[lang][2] if lang in NOW_LABELS else BODY_ZONES[name]
        t = g.at(zone)
        picked = [fields[k % len(fields)]]
        if k % 4 == 3:
            second = fields[(k + 17) % len(fields)]
            while second[0] == picked[0][0]:
                second = fields[(fields.index(second) + 1) % len(fields)]
            picked.append(second)
        marks, families = [], []
        for cue_kind, family, label, key, make, numeric in picked:
            value = make(g, t)
            if lang in NOW_LABELS and cue_kind in ("datetime", "date") and position not in INLINE_POSITIONS:
                label, fmt, _ = NOW_LABELS[lang]
                value, family = fmt(t), "localized_now"
            if position in INLINE_POSITIONS:
                text = _fmt_key(key, value, numeric, position)
            else:
                text = _fmt_line(label, value, position)
            marks.append(v(cue_kind, text))
            families.append(family)
        stable = g.rng.sample(STABLE, 3)
        text = _assemble(position, system, question, cue, marks, stable)
        neighbours = ["stable_neighbours"] if position in STABLE_POSITIONS else []
        out.append(
            Draft(
                text,
                f"{SRC}pos:generated:{name}+{families[0]}",
                ["generated", position, *families, *neighbours, *([] if lang == "en" else ["non_english"])],
            )
        )
    return out


# --- negatives: stable look-alikes in program positions, values the user asks about or types ---------


def _negatives_lookalikes() -> None:
    neg(
        "stable-header",
        ["stable_header", "api_version", "knowledge_cutoff", "prompt_revision"],
        """Model: ops-assist-2
API version: 2025-11-01
Knowledge cutoff: 2024-06
Prompt revision: 2026-05-18 (facilities SOP update)
Site: ASH2

You are VoltWatch, the power-chain assistant of Northgate Colo. Answer from the SOP library.

Technician: What's the minimum number of people for a UPS battery string swap?
Assistant:""",
    )
    neg(
        "site-env-lines",
        ["key_value_lines", "commissioning_date", "install_date"],
        """SITE=CPT1
SITE_COMMISSIONED=2019-03-04
UPS_INSTALLED=2021-10-12
BATTERY_REPLACEMENT_DUE=2027-02
GENERATOR_SERIALS=CAT-3516C-22871,CAT-3516C-22874
TZ=Africa/Johannesburg

You are the facilities assistant of Coastline CPT1. Answer questions about the age of the plant and
the replacement plan.

Engineer: Are the UPS batteries due this year or next?
Assistant:""",
    )
    neg(
        "portal-md-table",
        ["md_table", "customer_since", "contract_dates"],
        """| Account        | Value                       |
|----------------|-----------------------------|
| Customer       | Brightlake Trading          |
| Customer since | 2018-09-17                  |
| Contract       | 2025-03-01 to 2027-02-28    |
| Cabinets       | ATL1-2-05-R01..R04          |

You are the Meridian Colo customer portal assistant. Answer account questions from the table.

Customer: When can we give notice without paying an early termination fee?
Assistant:""",
    )
    neg(
        "front-matter-lease",
        ["front_matter", "lease_dates", "stable"],
        """---
customer: quillfeather-labs
cage: SJC5-CAGE-3-09
lease_start: 2024-07-01
lease_end: 2029-06-30
power_commit_kw: 48
---
You explain the cage lease to the customer's finance team. Plain English, one paragraph.

Question: If we add 12 kW next year, does the lease end date change?
Answer:""",
    )
    neg(
        "xml-maintenance-window",
        ["xml_attr", "maintenance_window", "setting"],
        """<site id="WAW1" maintenance_window="Sun 02:00-06:00 CET" commissioned="2020-11-16" tier="III"/>
You answer questions about planned maintenance at Vistula Colo WAW1. Planned work happens only in the
site's maintenance window unless the customer agrees otherwise.

Customer: Can you schedule our PDU swap for a Tuesday afternoon instead?
Assistant:""",
    )
    neg(
        "json-inline-tenant",
        ["json_inline", "tenant_uuid", "api_version"],
        f"""{{"tenant":"{name_uuid("brightlake.example")}","api_version":"2025-11-01","region":"eu-central"}}
You help customers write API calls against the Polder Colo portal API. Show the curl command and
explain each header.

Customer: How do I list all my cross-connects?
Assistant:""",
    )
    neg(
        "html-comment-revision",
        ["html_comment", "template_revision"],
        """<!-- template: rh-workorder v7, reviewed 2026-04-02 by the service desk lead -->
You turn remote hands tickets into work orders: location, steps, photos to take, when to call back.

Ticket RH0048177: label all patch cords on panel PP-3 in cage 1-22 with the customer's naming scheme.
Work order:""",
    )
    neg(
        "footer-terms",
        ["footer", "terms_revision"],
        """You answer questions about the Southern Cross Colo service guide.

Customer: Is smart hands included in our monthly fee?

--
Service guide v2026.1 (effective 2026-01-01)
Terms of service revised 2025-10-15""",
    )
    neg(
        "chatml-price-list",
        ["chatml", "price_list_date", "knowledge_cutoff"],
        """<|im_start|>system
You quote colocation prices from the 2026 price list (valid from 2026-01-01 to 2026-12-31). Knowledge
cutoff: 2025-10. Prices are in EUR and exclude VAT.<|im_end|>
<|im_start|>user
What does a 42U cabinet with 6 kW cost per month at FRA2?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about UPS topologies (double conversion, line interactive, delta conversion) for
data centre engineers.<|eot_id|><|start_header_id|>user<|end_header_id|>

Why do most colocation sites use double conversion UPS?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    neg(
        "slack-team-channel",
        ["slack_ids", "stable"],
        """Workspace: thameside-customers (T04N8QX21)
Channel: #lon4-brightlake (C02HX7ML9AQ)
Bot: Handy (A05L0RH8K2)

You are Handy, the smart-hands bot shared with customers. Confirm the task before starting.

Customer: can you check whether the fibre to our cage 3-22 is dirty? we see CRC errors
Handy:""",
    )
    neg(
        "discord-guild",
        ["discord_ids", "stable"],
        """guild_id: 1096143296473731082
channel_id: 1096143296473731085
role: colo-customers

You answer questions in the Kauri Data Centre community Discord about visiting the AKL2 site.

Member: Do I need steel-capped boots to go into the data hall?
Assistant:""",
    )
    neg(
        "firmware-build",
        ["firmware_build_date", "versions"],
        """PDU firmware: 3.4.2 (build 20260214.1)
UPS firmware: 4.12.3 (released 2026-03-30)
BMS gateway: 2026.2.0

You advise on firmware upgrades for rack PDUs and UPS units at Prairie Colo CHI1. Always check the
vendor's compatibility matrix first.

Engineer: Is PDU firmware 3.4.2 affected by the outlet metering bug from the March bulletin?
Assistant:""",
    )
    neg(
        "source-date-epoch",
        ["source_date_epoch", "build"],
        """SOURCE_DATE_EPOCH=1767225600
BUILD_ID=dcim-agent-2026.1.0
GIT_COMMIT=9b1e2c47f0d3a5e8b6c7d2f1a0e9b8c7d6f5e4a3

You explain build settings of the DCIM collector agent to site engineers who install it.

Engineer: Why is the build timestamp in the agent's About box always the same date?
Assistant:""",
    )
    neg(
        "office-hours",
        ["office_hours", "time_zone", "stable"],
        """Service desk hours: Mon-Fri 07:00-19:00 Europe/London, emergencies 24/7 on +44 20 7946 0123
Remote hands response target: P1 15 minutes, P2 1 hour, P3 next business day

You are the Thameside Colo assistant. Tell customers when and how they can reach the desk.

Customer: It's Saturday 22:30 here and our router is down. Who picks up?
Assistant:""",
    )
    neg(
        "asked-ulid",
        ["id_in_question", "ulid"],
        """Our DCIM logs show request 01J9Z7QK3V8M2D4XH6RTB5N0WA failing with a 409 conflict when we
moved asset HB-0041187 between racks. Can you tell when that request was made just from the id?""",
    )
    neg(
        "asked-traceparent",
        ["id_in_question", "traceparent"],
        """The portal support team asked me for the trace of a failed cross-connect order. In my browser's
network tab I see traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01 on the
request. Which part do I send them, and is it sensitive?""",
    )
    neg(
        "asked-epoch",
        ["id_in_question", "epoch"],
        """Our PDU's SNMP export gives the last outlet trip as 1781083512 and the UPS log gives
1781083512704. Are these the same moment? Convert both to Johannesburg time.""",
    )
    neg(
        "asked-jwt",
        ["id_in_question", "jwt"],
        """The colo portal API gave me this token. Which claims are in it, and for how long is it valid?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwb3J0YWwtYXBpLTc3MTIiLCJzY29wZSI6InhjOnJlYWQiLCJpYXQiOjE3ODEwODAwMDAsImV4cCI6MTc4MTA4MzYwMH0.W2n8oVb0q2cH4x1dZ7sJm9pL3kR6tY5uE0aQ8fG1hNc""",
    )
    neg(
        "user-typed-clock",
        ["user_typed_time", "times_in_content"],
        """You are the generator test helper at Prairie Colo CHI1.

Technician: It's 14:05 here and G2 has been running since 13:40 at 75% load. The procedure says 30 minutes
at each step. When do I go to 100%?
Assistant:""",
    )
    neg(
        "relative-times",
        ["relative_time"],
        """The CRAH alarm cleared 10 minutes ago, but the inlet temperatures started rising about an hour
before it fired and the chiller tripped twice in the last 24 hours. Is the CRAH the cause or a victim?""",
    )
    neg(
        "few-shot-dates",
        ["few_shot", "example_date"],
        """Extract the maintenance window from each notice as JSON.

Notice: "UPS-2B service on 2026-07-07 from 22:00 to 04:00 next day"
JSON: {"asset": "UPS-2B", "start": "2026-07-07T22:00", "end": "2026-07-08T04:00"}

Notice: "Chiller CH-3 descaling 2026-08-12 08:00-15:30"
JSON:""",
    )
    neg(
        "unrendered-template",
        ["unrendered_placeholder"],
        """Template for the generator test reminder (the scheduler fills the placeholders):

Subject: Generator test at {{ site }} on {{ test_date }}
Body: Dear {{ customer_name }}, the monthly on-load test of {{ generator }} starts at {{ start_time }}
({{ tz }}). No interruption is expected. Request id: {{ request_id }}. Sent {{ now }}.

Is there anything missing that a customer would want to know?""",
    )
    neg(
        "iso-week-plan",
        ["iso_week", "dates_in_plan"],
        """Our white-space build plan: trays 2026-W27 to 2026-W32, containment 2026-W33 to 2026-W36, customer
handover 2026-W38. If tray delivery slips by two weeks, which later milestones move?""",
    )
    neg(
        "battery-arithmetic",
        ["arithmetic", "times_in_content"],
        """A UPS supports 540 kW for 12 minutes at full charge. If the load is 380 kW and runtime scales
roughly with the inverse of load to the power 1.2, how long do we have? The generator needs 45 seconds
to start and 10 seconds to take load.""",
    )
    neg(
        "user-typed-date",
        ["user_typed_date"],
        """Today is our go-live day, 15 June 2026, and the customer's first 20 racks energise at 09:00.
Write a short checklist for the shift engineer covering PDUs, labels and the first thermal scan.""",
    )
    neg(
        "asked-request-id-email",
        ["id_in_question", "request_id"],
        """Support asked me to quote the request id from the portal error. The page said "Something went wrong.
Request ID: 5f0c2a1e-9d7b-4b0e-a7f4-3c2e1b0a9d8c". Should I also send them a screenshot?""",
    )
    neg(
        "xc-circuit-question",
        ["id_in_question", "circuit_ids"],
        """Cross-connects XC-LON7-88213 and XC-LON7-88214 were installed on 2026-05-19 but only 88213 has light.
The carrier says their side of 88214 was patched on 2026-05-20 at 11:40. What should remote hands check
first on our side?""",
    )
    neg(
        "stable-uuid-v5",
        ["tenant_uuid", "uuid_v5"],
        f"""Tenant: {name_uuid("quillfeather.example")}
Site UUID: {name_uuid("sjc5.pacifica.example")}
Portal: Pacifica Colo

You answer questions about the customer's sites and cages. Never mention other tenants.

Customer: Which of our cages have the most free power?
Assistant:""",
    )
    neg(
        "asset-tag-header",
        ["asset_tags", "serials"],
        """Asset tag: HB-0041187
Serial: 7XK2QN3
Model: PowerEdge R750xs
Installed: 2023-08-14

You are the DCIM asset assistant. The user is looking at the asset above.

User: Which PDU outlets feed this server?
Assistant:""",
    )
    neg(
        "gen-test-schedule-setting",
        ["schedule_setting", "times_in_content"],
        """Generator test policy: first Tuesday of each month, 10:00 local, on load, 45 minutes; annual load
bank test every March. Customers are notified 7 days before.

You answer customers' questions about generator testing at Albion Interconnect LON7.

Customer: When is the next test after the 7 July one?
Assistant:""",
    )
    neg(
        "calendar-invite-ics",
        ["ics", "calendar"],
        """Summarise this invite in one sentence (who, what, when in Singapore time):

BEGIN:VEVENT
UID:4b1f8a90-2d6e-11f1-9c1d-0242ac120002@lionsgate.example
DTSTAMP:20260609T083000Z
DTSTART:20260618T020000Z
DTEND:20260618T040000Z
SUMMARY:SIN5 Hall 3 fire suppression recharge - customer briefing
ORGANIZER;CN=Facilities SIN5:mailto:facilities.sin5@lionsgate.example
END:VEVENT""",
    )
    neg(
        "control-plain-1",
        ["control", "plain"],
        """You are the facilities glossary assistant. Explain data centre terms in one or two sentences.

User: What is the difference between a CRAC and a CRAH?
Assistant:""",
    )
    neg(
        "control-plain-2",
        ["control", "plain"],
        """You help colocation customers plan their first visit to a data centre. Mention ID, the access
list and what to wear.

User: What do I need to bring on my first visit?
Assistant:""",
    )


# --- negatives: material of the same world, pasted -------------------------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "ups-event-log",
        ["ups", "event_log", "timestamps"],
        """06/09/2026 02:14:07  UPS-2B  Input out of tolerance (L2 187 V)
06/09/2026 02:14:07  UPS-2B  On battery
06/09/2026 02:14:09  UPS-2B  Input restored
06/09/2026 02:14:09  UPS-2B  Returned to online
06/09/2026 02:14:41  UPS-2B  Battery charging (float in 01:52:00)""",
        "Was this a real utility problem or something inside the UPS?",
        "Here is the UPS event log from last night",
    ),
    (
        "pdu-outlet-csv",
        ["pdu", "csv", "timestamps"],
        """timestamp,pdu,outlet,current_a,power_w
2026-06-08T00:00:00Z,R14-A,5,2.31,529
2026-06-08T00:00:00Z,R14-A,6,2.18,502
2026-06-08T00:05:00Z,R14-A,5,4.02,921
2026-06-08T00:05:00Z,R14-A,6,0.00,0
2026-06-08T00:10:00Z,R14-A,5,2.29,525""",
        "Outlet 6 dropped to zero and outlet 5 doubled. Did a server lose a power supply?",
        "PDU export",
    ),
    (
        "redfish-curl",
        ["redfish", "http_response", "request_id"],
        """$ curl -si https://pdu-r14a.mgmt.fra4/redfish/v1/PowerEquipment/RackPDUs/1/Outlets/6
HTTP/1.1 200 OK
Date: Mon, 08 Jun 2026 07:41:22 GMT
Content-Type: application/json
X-Request-Id: 7c1e4d2a-0b3f-4e8a-a0c6-5f1d2e3b4a9c

{"Id": "6", "PowerState": "Off", "PowerStateInTransition": false, "Status": {"State": "Enabled", "Health": "OK"}}""",
        "Why does the outlet say Off when nobody switched it off?",
        "This is what the PDU's Redfish API returns",
    ),
    (
        "crah-alarm-history",
        ["crah", "alarm_history", "timestamps"],
        """Unit       Alarm                          Raised               Cleared
CRAH-3-02  High supply air temp (24.6 C)  2026-06-07 13:02:11  2026-06-07 13:40:55
CRAH-3-02  Compressor 2 high pressure     2026-06-07 13:05:40  2026-06-07 13:38:02
CRAH-3-02  Condensate pump fault          2026-06-07 21:17:09  -
CRAH-3-04  Filter dirty (290 Pa)          2026-06-06 08:00:00  -""",
        "Which of these should the day shift fix first?",
        "CRAH alarm history for Hall 3",
    ),
    (
        "chiller-plant-csv",
        ["chiller", "csv", "timestamps"],
        """Time,CH1 load %,CH2 load %,CH3 load %,CHWS C,CHWR C,Wet bulb C
06/08 12:00,88,86,0,7.1,12.9,19.8
06/08 13:00,91,90,0,7.4,13.3,20.6
06/08 14:00,64,63,61,7.0,12.8,21.1
06/08 15:00,66,65,62,7.0,12.7,21.3""",
        "Did bringing CH3 on at 14:00 actually help, or did it just split the same load?",
        "Chiller plant trend",
    ),
    (
        "load-bank-report",
        ["generator", "load_bank", "report"],
        """LOAD BANK TEST REPORT  G2 (2000 kVA)  Site ZRH1  Date 2026-05-12
Step  Load kW  Start  End    Volts L-L  Hz     Exhaust C  Oil psi
1     400      07:10  07:40  400        50.02  318        62
2     800      07:40  08:10  399        50.01  402        61
3     1200     08:10  08:40  398        49.98  466        60
4     1600     08:40  09:15  397        49.97  512        59
Technician: R. Keller    Witness: A. Frei""",
        "Is 512 C exhaust at full load normal for this size of set?",
        "Last month's load bank report",
    ),
    (
        "gen-controller-log",
        ["generator", "controller_log", "timestamps"],
        """Event log - G3 controller
2026-06-06 10:00:02  Remote start (test schedule)
2026-06-06 10:00:09  Engine running, 1500 rpm
2026-06-06 10:00:15  Generator available
2026-06-06 10:21:47  Warning: Charge alternator failure
2026-06-06 10:45:00  Remote stop
2026-06-06 10:47:00  Cooldown complete, engine stopped""",
        "What does the charge alternator warning mean, and can G3 still be relied on?",
        "G3 controller event log",
    ),
    (
        "ats-transfer-log",
        ["ats", "transfer_log", "timestamps"],
        """ATS-2 TRANSFER LOG
2026-06-04 03:12:44.120  Utility fail (phase loss L3)
2026-06-04 03:12:46.120  Engine start signal to G1, G2
2026-06-04 03:12:55.870  Generator bus available
2026-06-04 03:12:56.020  Transfer to emergency
2026-06-04 03:31:10.004  Utility restored
2026-06-04 03:36:10.010  Retransfer to normal (closed transition)""",
        "How long were the loads on UPS battery before the generators picked them up?",
        "The ATS log from the utility failure",
    ),
    (
        "fire-panel-log",
        ["fire_panel", "event_log", "timestamps"],
        """ 14:10:22 07/06/26  SUPERVISORY  LOW AIR PRE-ACTION VALVE PA-2        ZONE 12
 14:10:40 07/06/26  TROUBLE      AIR COMPRESSOR AC-2 RUN TIME          ZONE 12
 14:52:03 07/06/26  SUPERVISORY  CLEARED                               ZONE 12
 15:05:17 07/06/26  TROUBLE      CLEARED                               ZONE 12""",
        "Was there any risk of the pre-action valve tripping during this?",
        "Fire panel history",
    ),
    (
        "vesda-event-log",
        ["vesda", "event_log", "timestamps"],
        """VESDA Zone MIL1-H1-Z4 event log
05 Jun 2026 11:02:40  Alert    0.081 %obs/m
05 Jun 2026 11:03:10  Action   0.142 %obs/m
05 Jun 2026 11:09:55  Normal   0.012 %obs/m
05 Jun 2026 11:10:00  Note: contractor cutting ceiling tiles in row 4 (permit HW-2026-118)""",
        "Should this have triggered a Fire 1 call-out?",
        "Smoke detection log",
    ),
    (
        "clean-agent-certificate",
        ["certificate", "fire_suppression", "dates"],
        """CERTIFICATE OF INSPECTION - CLEAN AGENT SYSTEM
Site: Lionsgate SIN5, Hall 3        System: FK-5-1-12, 6 cylinders
Inspection date: 2026-03-18         Next inspection due: 2026-09-18
Cylinder weights within 5% of label: 5 of 6 (C2 at -5.6%, to be replaced)
Room integrity test: passed, hold time 11.4 min (required 10 min)
Certificate no. FS-SG-2026-00731    Inspector: Tan Wei Ming (licence FSI-4410)""",
        "Is the system still compliant with one cylinder out of tolerance?",
        "Inspection certificate",
    ),
    (
        "rh-ticket",
        ["remote_hands", "ticket", "timestamps"],
        """Ticket RH0047921 | Priority P2 | Status: Resolved
Opened: 2026-06-05 09:14 CEST by s.berger@lindqvist.example
Location: FRA2 / Hall 1 / Cage 1-14 / Rack R07
Request: Replace failed fan module in switch core-sw-01 (spare in cage locker, box 3).
Worklog:
2026-06-05 09:32  Technician on site, fan 2 amber
2026-06-05 09:47  Fan module replaced, all fans green, photo uploaded
2026-06-05 09:50  Customer confirmed, ticket resolved (billable 30 min)""",
        "Why were we billed 30 minutes if the work took 15?",
        "Our ticket",
    ),
    (
        "rh-completion-email",
        ["email", "remote_hands", "message_id"],
        """From: Rheinpark Service Desk <servicedesk@rheinpark.example>
To: noc@lindqvist.example
Date: Fri, 5 Jun 2026 09:51:03 +0200
Message-ID: <RH0047921.20260605095103@servicedesk.rheinpark.example>
Subject: [RH0047921] Resolved - fan module replaced

Dear customer, the fan module in core-sw-01 was replaced at 09:47. Please reply within 5 days if
the issue comes back.""",
        "Can you turn this into a one-line entry for our change log?",
        "The desk sent this",
    ),
    (
        "xc-confirmation-email",
        ["email", "cross_connect", "dates"],
        """Subject: Cross-connect XC-LON7-88213 installed
Date: Tue, 19 May 2026 16:22:40 +0100

Circuit XC-LON7-88213 (SMF, LC/UPC) from cage 4-03 PP-1:17 to MMR-A panel 12:5 was installed and
tested on 19 May 2026 at 15:58. Loss at 1310 nm 0.92 dB. Billing starts 20 May 2026.""",
        "When does the first full month of billing for this circuit start?",
        "Confirmation we got",
    ),
    (
        "xc-light-test",
        ["cross_connect", "test_result", "dates"],
        """Circuit         Tested               Wavelength  Loss dB  Result
XC-SIN-30188    2026-06-02 10:14     1310 nm     0.71     PASS
XC-SIN-30188    2026-06-02 10:14     1550 nm     0.64     PASS
XC-SIN-31020    2026-06-02 10:31     1310 nm     2.40     FAIL
XC-SIN-31020    2026-06-02 10:45     1310 nm     0.88     PASS (after cleaning)""",
        "Is a pass after cleaning good enough, or should 31020 be re-terminated?",
        "Fibre test results",
    ),
    (
        "badge-csv",
        ["access_control", "csv", "timestamps"],
        """timestamp,door,badge,name,result
2026-06-07T22:41:09Z,DXB2-MANTRAP-1,20417,K. Ostrowski,GRANTED
2026-06-07T22:41:37Z,DXB2-CAGE-2-05,20417,K. Ostrowski,GRANTED
2026-06-07T22:58:02Z,DXB2-CAGE-2-06,20417,K. Ostrowski,DENIED
2026-06-07T23:20:44Z,DXB2-MANTRAP-1,20417,K. Ostrowski,EXIT""",
        "Why would this contractor try a cage that isn't on his permit?",
        "Badge export for the night",
    ),
    (
        "cage-access-form",
        ["access_form", "dates"],
        """ACCESS REQUEST FORM
Company: Veldt Analytics           Account: 100-3318
Visitor: Johan Pretorius            ID: passport M4412098
Cage: CPT1-2-14                     Escort required: no
Requested: 2026-06-16 08:00 to 2026-06-16 18:00
Purpose: install 2 x 1U firewalls
Submitted: 2026-06-09 11:23 by j.vanwyk@veldt.example""",
        "Is anything missing that would stop the security desk approving this?",
        "The form I filled in",
    ),
    (
        "dock-receiving-log",
        ["dock", "receiving_log", "timestamps"],
        """Dock receiving log - CHI1
Date        Time   Carrier   Pieces  Customer           Ref        Stored
2026-06-08  09:12  UPS       2 plt   Brightlake Trading PO-77120   Storage 3
2026-06-08  11:40  FedEx     1 box   Quillfeather Labs  QF-0611    Quarantine (no pre-advice)
2026-06-09  14:05  DHL       3 box   Brightlake Trading PO-77120   Storage 3""",
        "The PO said 3 pallets. Is part of the shipment missing?",
        "Dock log",
    ),
    (
        "capacity-report",
        ["capacity", "table", "dates"],
        """Capacity report May 2026 - SYD1
Hall  Design kW  Sold kW  Drawn kW (peak)  Free cabinets  Next expansion
1     1,800      1,712    1,205            3              -
2     1,800      1,390      944            22             -
3     2,400        610      301            78             Phase 2 energised 2026-09
4     2,400          0        0            -              Fit-out starts 2026-11""",
        "How much power could we still sell without building anything?",
        "This month's capacity report",
    ),
    (
        "dcim-asset-export",
        ["dcim", "csv", "dates", "serials"],
        """asset_tag,model,serial,rack,u,installed,warranty_end
HB-0041187,PowerEdge R750xs,7XK2QN3,BOS1-2-11-R04,18,2023-08-14,2026-08-13
HB-0041188,PowerEdge R750xs,7XK2QN4,BOS1-2-11-R04,20,2023-08-14,2026-08-13
HB-0051002,ProLiant DL380 Gen11,MXQ3290K1L,BOS1-2-11-R05,10,2025-02-03,2030-02-02""",
        "Which of these go out of warranty this summer?",
        "Asset export from the DCIM",
    ),
    (
        "dcim-api-error",
        ["dcim", "json", "request_id"],
        """{
  "timestamp": "2026-06-09T14:22:05.118Z",
  "status": 409,
  "error": "Conflict",
  "requestId": "f3b9c0e2-4d71-4a8e-9c55-2b8d7e1a6f30",
  "message": "Asset HB-0041187 is already placed in rack BOS1-2-11-R04 U18",
  "path": "/api/v3/assets/HB-0041187/placement"
}""",
        "What is the API telling me, and how do I move the asset properly?",
        "The DCIM API returned this",
    ),
    (
        "maintenance-notice",
        ["email", "maintenance_window", "dates"],
        """From: Thameside Colo Operations <ops@thameside.example>
Sent: 03 June 2026 10:15
Subject: Planned maintenance LON4-2026-061 - UPS-3B annual service

Window: 2026-07-07 22:00 to 2026-07-08 04:00 BST
Impact: B-feed in Hall 3 on maintenance bypass; A-feed unaffected.
Reference: LON4-2026-061""",
        "Do we need to do anything for single-corded devices?",
        "Maintenance notice from our provider",
    ),
    (
        "mop-excerpt",
        ["mop", "procedure", "times"],
        """MOP-WAW1-0212 rev C (approved 2026-05-28)
Step 4  22:00  Confirm UPS-1A load < 40% (hold point, shift lead signs)
Step 5  22:05  Transfer UPS-1A to maintenance bypass (Q3 closed, Q4 open)
Step 6  22:10  Open input breaker Q1-1A, LOTO
Step 12 03:30  Return to online; verify inverter sync before opening Q3""",
        "Step 12 seems to open Q3 before the UPS is back on inverter. Is the order right?",
        "Excerpt from the MOP",
    ),
    (
        "post-incident-review",
        ["incident_review", "timeline", "times"],
        """Post-incident review PIR-MAN2-2026-04: CRAH-2-06 failure, Hall 2
Timeline (BST):
2026-05-28 13:02  CRAH-2-06 compressor trip, supply air rises
2026-05-28 13:09  Inlet alarm R2-14 (27.4 C)
2026-05-28 13:15  Engineer on site, CRAH-2-07 fans raised to 95%
2026-05-28 13:41  Inlets back under 25 C
Root cause: failed contactor on compressor 2 (replaced 2026-05-29).""",
        "Was 13 minutes to get someone on site within our 15-minute target, and what would have prevented it?",
        "The PIR draft",
    ),
    (
        "fuel-delivery-ticket",
        ["fuel", "delivery_ticket", "dates"],
        """DELIVERY TICKET 88120-B
Product: ULSD        Ordered: 17,400 l     Delivered: 17,380 l (temp-corrected)
Tank: T2             Meter start: 1,204,511  Meter stop: 1,221,891
Arrived 06:12  Hose connected 06:20  Finished 06:42  Date 09/06/2026
Driver: M. Dlamini   Truck: CA 412-908""",
        "Do the meter readings match the delivered volume?",
        "Fuel ticket",
    ),
    (
        "battery-ohmic-report",
        ["battery", "test_report", "dates"],
        """Battery string S3 - ohmic test 2026-05-20 (tester IBEX-7, calibrated 2026-01-08)
Jar  V       mOhm   vs baseline
07   13.52   4.11   +28%
08   13.49   3.31   +4%
09   13.11   4.97   +54%
10   13.50   3.29   +2%""",
        "Which jars would you replace now and which would you watch?",
        "Ohmic test report",
    ),
    (
        "ir-thermography",
        ["thermography", "report", "dates"],
        """IR survey 2026-05-14, switchboard MSB-2, load 62%
Point                      Temp C  Reference C  Delta  Priority
Q2 incomer L1 terminal     71.4    38.2         33.2   2 (repair soon)
Q7 outgoing L3 lug         44.0    38.0          6.0   4 (monitor)
Busbar joint B-4           39.1    38.4          0.7   -""",
        "How urgent is the Q2 incomer, given the load was only 62%?",
        "Thermography results",
    ),
    (
        "temp-humidity-csv",
        ["sensors", "csv", "timestamps"],
        """sensor,time,temp_c,rh_pct
MEL2-4-R02-top,2026-06-08 03:00,24.1,22
MEL2-4-R02-top,2026-06-08 04:00,24.3,19
MEL2-4-R02-top,2026-06-08 05:00,24.2,18
MEL2-4-R02-top,2026-06-08 06:00,24.0,21""",
        "Is 18% RH low enough to worry about static?",
        "Sensor readings overnight",
    ),
    (
        "leak-panel-log",
        ["leak_detection", "event_log", "timestamps"],
        """LD-2 panel events
[2026-06-03 03:12:18] ZONE 7 LEAK at 14.2 m
[2026-06-03 03:40:51] ZONE 7 NORMAL
[2026-06-05 16:08:02] ZONE 3 CABLE BREAK
[2026-06-05 16:30:44] ZONE 3 NORMAL""",
        "Is the cable break on zone 3 something to fix now?",
        "Leak panel log",
    ),
    (
        "shift-handover",
        ["handover", "notes", "times"],
        """Night shift handover - NBO1 - Tue 9 Jun 2026 (Wanjiru -> Otieno)
- 23:40 G2 day tank low level alarm, transfer pump P2 tripped, reset 23:55, ok since.
- 02:10 Customer Savanna Pay badge failed at mantrap, re-enrolled, access granted 02:25.
- CRAH-1-03 still on manual, waiting for controls contractor (booked Thu 10:00).
- Open tickets: RH-NBO-2201 (P3), RH-NBO-2204 (P2, parts due 12:00).""",
        "What are the open risks for the day shift?",
        "Handover notes",
    ),
    (
        "whatsapp-export",
        ["chat_export", "timestamps"],
        """[09/06/2026, 07:02:14] Sipho: Gen 3 fuel level reading 0% on the BMS again
[09/06/2026, 07:03:40] Anele: Dip stick says about 70%. Sender again?
[09/06/2026, 07:05:02] Sipho: Probably. Same as in May
[09/06/2026, 07:30:19] Anele: Logged a call with the vendor, ref VND-55120""",
        "Summarise what happened and what's still open.",
        "Our facilities WhatsApp group this morning",
    ),
    (
        "ipmitool-sel",
        ["ipmi", "tool_output", "timestamps"],
        """$ ipmitool sel list | tail -4
 1a2 | 06/09/2026 | 02:14:08 | Power Supply PS2_Status | Power Supply AC lost | Asserted
 1a3 | 06/09/2026 | 02:14:10 | Power Supply PS2_Status | Power Supply AC lost | Deasserted
 1a4 | 06/09/2026 | 02:14:10 | Power Unit Redundancy   | Fully Redundant      | Asserted
 1a5 | 06/09/2026 | 07:58:31 | System Event            | Timestamp Clock Sync | Asserted""",
        "Does this line up with the UPS-2B event at 02:14 or is it a bad PSU?",
        "SEL from the server",
    ),
    (
        "idrac-lifecycle",
        ["idrac", "tool_output", "timestamps"],
        """racadm lclog view -c storage -n 3
SeqNumber       = 11802
Message ID      = PDR1016
Category        = Storage
Severity        = Critical
Timestamp       = 2026-06-08 21:47:13
Message         = Drive 5 is removed from disk drive bay 1.""",
        "Was the drive pulled by someone or did it fail?",
        "Lifecycle log",
    ),
    (
        "cabinet-quote",
        ["quote", "prices", "dates"],
        """QUOTATION Q-AKL2-2026-0418 (issued 2026-06-02, valid 30 days)
Item                              Qty  Monthly NZD  One-off NZD
42U cabinet, 8 kW, A+B feeds      2    2,480.00     1,200.00
Cross-connect SMF to MMR          2    180.00       450.00
Remote hands block, 5 hours       1    -            750.00""",
        "What's the total first-year cost, and until when can we sign at this price?",
        "Quote from the provider",
    ),
    (
        "order-form",
        ["contract", "order_form", "dates"],
        """ORDER FORM OF-2026-1177 under MSA dated 2022-11-04
Customer: Kestrel Analytics Pty Ltd
Service commencement: 2026-08-01    Initial term: 36 months
Cabinets: SY2-4-C01 to SY2-4-C06, 10 kW each, committed power 60 kW
Price escalation: CPI, first adjustment 2027-08-01
Signed for the customer: ______________  Date: ____________""",
        "When does the initial term end, and when is the first price increase?",
        "The order form we're about to sign",
    ),
    (
        "security-incident-report",
        ["incident_report", "security", "times"],
        """SECURITY INCIDENT REPORT SIR-HAM1-0419
Date/time of incident: 2026-06-06 17:48
Location: HAM1 mantrap 2, inner door
Description: Two persons entered on one badge (20417). Guard stopped second person at 17:50;
second person was an approved visitor without badge, escorted out and re-registered at 18:05.
Reported by: T. Brandt, 2026-06-06 18:20""",
        "Is this a policy breach by the customer or by us?",
        "Incident report",
    ),
    (
        "webhook-debug",
        ["standard_webhooks", "pasted_delivery", "signature"],
        """POST /hooks/bcm HTTP/1.1
webhook-id: msg_2KWPBgLlAfxdpx2AI54pPJ85f4W
webhook-timestamp: 1781006400
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"bcm.threshold","data":{"panel":"RPP-4B","circuit":17,"amps":25.9}}""",
        "Our receiver rejects this as too old. How far off is the timestamp, and how do I verify the signature?",
        "This delivery keeps failing on our side",
    ),
    (
        "slack-thread-copy",
        ["chat_export", "slack", "times"],
        """Jonas Berger  9:14 AM
link on core-sw port 12 flapping again, can someone reseat the SFP?
Handy (bot)  9:15 AM
Smart hands request RH-VIE-1140 created for VIE1 rack V1-C03.
Technician Maria  9:41 AM
SFP reseated, link stable, photo in ticket""",
        "Write a short summary for our weekly ops report.",
        "From the shared Slack channel",
    ),
    (
        "rack-elevation",
        ["dcim", "rack_elevation", "dates", "serials"],
        """Rack BOS1-2-11-R04 (47U, 12.0 kW budget)
U44-U47  blanking
U41-U43  patch panel PP-R04-1 (48 x LC), installed 2023-08-10
U40      tor-sw-01  Arista 7050SX3  SN JPE23110A4C  installed 2023-08-14
U18-U19  HB-0041187 PowerEdge R750xs  SN 7XK2QN3    installed 2023-08-14
U20-U21  HB-0041188 PowerEdge R750xs  SN 7XK2QN4    installed 2023-08-14
U01-U17  empty""",
        "Where would two more 2U servers fit without moving anything, and is the top-of-rack switch near its end of support?",
        "Rack elevation from the DCIM",
    ),
    (
        "cooling-tower-lab",
        ["lab_report", "water_treatment", "dates"],
        """Water analysis - cooling tower CT-2, PHX4
Sampled: 2026-06-01 09:30    Received: 2026-06-02    Reported: 2026-06-04
pH 8.6   Conductivity 2,310 uS/cm   Total hardness 640 mg/l CaCO3
Legionella (culture): < 10 CFU/ml    Heterotrophic plate count: 2.1 x 10^4 CFU/ml
Report no. LAB-26-44120""",
        "Is the plate count a problem at this level?",
        "Lab results for the tower",
    ),
    (
        "onboarding-checklist",
        ["onboarding", "checklist", "dates"],
        """Customer onboarding - Savanna Pay - NBO1
[x] Order form signed            2026-05-12
[x] Access list submitted        2026-05-20
[x] Cage built                   2026-06-01
[ ] Cross-connects (2) installed target 2026-06-12
[ ] Power commissioning          target 2026-06-15""",
        "What's left before they can go live, and is anything late?",
        "Onboarding checklist",
    ),
    (
        "air-permit-hours",
        ["permit", "run_hours", "dates"],
        """Engine run-hour log 2026 (permit G-48812, limit 50 h/engine for maintenance and testing)
Engine  Jan  Feb  Mar  Apr  May  Total
G1      1.1  1.0  12.9 1.2  1.1  17.3
G2      1.2  1.0  15.6 1.1  1.2  20.1
G3      1.0  0.9  8.8  1.0  1.0  12.7""",
        "If we keep monthly one-hour tests, will any engine go over the limit this year?",
        "Run-hour log",
    ),
    (
        "sts-event-export",
        ["sts", "jsonl", "timestamps"],
        """{"ts":"2026-06-07T04:21:09.331+08:00","sts":"STS-3-07","event":"transfer","from":"S1","to":"S2","ms":4.2}
{"ts":"2026-06-07T04:21:09.335+08:00","sts":"STS-3-08","event":"transfer","from":"S1","to":"S2","ms":4.0}
{"ts":"2026-06-07T04:26:40.002+08:00","sts":"STS-3-07","event":"retransfer","from":"S2","to":"S1","ms":3.9}""",
        "Both switches transferred within 4 ms of each other. Does that point to the source rather than the switches?",
        "STS events",
    ),
    (
        "portal-audit-log",
        ["audit_log", "session_ids", "timestamps"],
        """time                  user                  action            session
2026-06-08 08:02:11   a.otieno@savanna.ex   login             s_8f2kQ9xLm0
2026-06-08 08:03:40   a.otieno@savanna.ex   access.add        s_8f2kQ9xLm0
2026-06-08 21:47:02   unknown               login.failed      -
2026-06-08 21:47:30   unknown               login.failed      -""",
        "Should the two failed logins at night worry us?",
        "Portal audit log",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between",
    "quoted",
    "fence",
    "earlier_turn",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "after_question_lang",
]
SYSTEM_OPS = (
    "You are FacilityMate, the assistant of the data centre operations team. Answer precisely and say "
    "when the data is not enough."
)
OTHER_LANG_ASK = [
    "可唔可以用廣東話解釋？",
    "Azonao hazavaina amin'ny teny malagasy ve?",
    "A o ka tlhalosa ka Setswana?",
    "Kanst tú greiða frá hesum á føroyskum?",
    "Кыргызча түшүндүрүп бересизби?",
    "Ungayichaza ngesiXhosa?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you have the context.\n\n\n{block}\n\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_OPS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there that looks wrong?"
    assert placement == "after_question_lang"
    return f"{block}\n\n{ask} {OTHER_LANG_ASK[k % len(OTHER_LANG_ASK)]}"


def _negatives_pasted() -> None:
    """Each block twice, at placements k and k + 6."""
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for shift in (0, 6):
            placement = PLACEMENTS[(k + shift) % len(PLACEMENTS)]
            text = _place(k + shift, placement, block, ask, intro)
            NEG.append(
                Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags])
            )


# --- generated negatives: the same bodies and positions, one stable look-alike -------------------------

# (line label, key, value, numeric)
LOOKALIKES: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-11-01", False),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06", False),
    ("Prompt revision", "prompt_revision", "2026-05-18", False),
    ("Site commissioned", "site_commissioned", "2019-03-04", False),
    ("UPS installed", "ups_installed", "2021-10-12T00:00:00+02:00", False),
    ("Contract start", "contract_start", "2025-03-01T00:00:00-05:00", False),
    ("Customer since", "customer_since", "2018-09-17", False),
    ("Tenant", "tenant", name_uuid("brightlake.example"), False),
    ("Account", "account", "100-2291", False),
    ("Cage", "cage", "ASH2-3-09", False),
    ("Firmware", "firmware", "3.4.2 (build 20260214.1)", False),
    ("Time zone", "tz", "America/New_York", False),
    ("Maintenance window", "maintenance_window", "Sun 02:00-06:00", False),
    ("Fiscal year", "fiscal_year", "FY2026", False),
    ("Build", "build", "2026.05.2", False),
    ("Commit", "commit", "9b1e2c47f0d3a5e8b6c7d2f1a0e9b8c7d6f5e4a3", False),
    (
        "Image",
        "image",
        "registry.example/dcim-agent@sha256:2a6386ad2db20e7f55073f69a98d6da2cf9f168e05e7487d2670baeb9b7601c5",
        False,
    ),
    ("Guild", "guild_id", "1096143296473731082", False),
    ("Badge", "badge", "40417", True),
    ("Design PUE", "design_pue", "1.25", True),
    ("Contract end", "contract_end", "2027-02-28", False),
    ("Asset tag", "asset_tag", "HB-0041187", False),
    ("Generator test day", "generator_test", "first Tuesday 10:00", False),
    ("Site UUID", "site_uuid", name_uuid("ash2.northgate.example"), False),
    ("Battery replacement due", "battery_due", "2027-02", False),
    ("Rate card", "rate_card", "2026-Q2", False),
    ("SOURCE_DATE_EPOCH", "source_date_epoch", "1767225600", True),
]

MEMBER_SINCE: dict[str, str] = {
    "yue": "客戶由：2019年3月4日起",
    "ky": "Кардар болгон күнү: 2019-жылдын 4-март",
    "dv": "ކަސްޓަމަރަކަށް ވީ ތާރީޚު: 2019-03-04",
    "xh": "Ungumthengi ukususela: 4 kaMatshi 2019",
    "fo": "Kundi síðan: 4. mars 2019",
}
GENERATED_NEG = 32


def generated_negatives(g: Gen61) -> list[Draft]:
    """The positives' bodies and positions with one stable value that looks like a date or an id."""
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        name, lang, system, question, cue = BODIES[(k * 3 + 1) % len(BODIES)]
        label, key, value, numeric = LOOKALIKES[k % len(LOOKALIKES)]
        family = key
        if lang in MEMBER_SINCE and position not in INLINE_POSITIONS and k % 2 == 0:
            text = MEMBER_SINCE[lang]
            family = "member_since_localized"
        elif position in INLINE_POSITIONS:
            text = _fmt_key(key, value, numeric, position)
        else:
            text = _fmt_line(label, value, position)
        stable = g.rng.sample(STABLE, 3)
        body = _assemble(position, system, question, cue, [text], stable)
        out.append(
            Draft(
                body,
                f"{SRC}neg:generated:{name}+{family}",
                ["hard_negative", "generated", position, family, *([] if lang == "en" else ["non_english"])],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen61(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold61", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
