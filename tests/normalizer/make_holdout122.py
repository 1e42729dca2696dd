"""Build `prompt_normalizer/corpus/holdout122.jsonl`, a hundred-and-twenty-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout122.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`; `Gen._uuid` is called
for UUID versions 1, 4, 6 and 8); `make_holdout120.py` was read in full as the model of a generator's
structure and docstring; of `make_holdout2.py` to `make_holdout119.py` only the module docstrings were
read (extracted with `ast.get_docstring`, the code never printed), through keyword searches over them
for neighbours of this domain (airline, airport, flight, PNR, boarding, BCBP, baggage, WorldTracer,
METAR, TAF, NOTAM, crew, roster, load sheet, MVT, LDM, Type B, SITA, e-ticket, loyalty, frequent flyer,
air waybill, AWB, check-in, turnaround, ACARS, aviation, aircraft, gate, Amadeus, Sabre, fatigue,
cargo, IATA, passenger, rebook, disruption, IROP, lounge, SNOWTAM, AHL, OHD, and the transports used
here: Zulip, AMQP, Envoy, grpc-trace-bin, Oracle) and the passages around the hits, with the docstrings
of `make_holdout45.py` and `make_holdout94.py` read nearly in full (up to their format and language
lists) and the opening of `make_holdout75.py`'s. `pyproject.toml` was grepped for ruff's settings. (A
count of the files in `tests/normalizer/` and a check that neither this file nor `holdout122.jsonl`
existed yet showed names and numbers only.) Nothing under `prompt_normalizer/` was read, nor any other
test file, any `.jsonl` corpus, the docs and bench folders or the git history; the generators numbered
121 to 124, written at the same time, were not read. The corpus was checked only against the machinery
of `make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input
at its offsets, spans are single lines, inputs are unique, the build is deterministic) and by reading a
dump of the positives with their spans marked.

The domain is airlines and airports seen from the people who serve passengers, bags, aircraft, crews
and freight: passenger service agents, disruption rebooking, check-in and boarding, baggage tracing
(WorldTracer-like delayed and on-hand files), ground handling and turnaround, crew rostering and
fatigue rules, airport operations centres, NOTAM and METAR readers, loyalty programmes and cargo
acceptance at airports. The earlier docstrings name neighbours of it: above all aviation in
make_holdout45 (an OCC with a dispatcher's fuel check, ATFM slots, ACARS relays, EDTO weather "as of",
a tankering calculator, a fatigue report review desk, MVT delay codes behind `b3`, a crew hotel desk;
airports with a ramp tablet over turnaround milestones, a baggage handheld, load figures "as of", a
de-icing pad clock, a wayfinding kiosk, a PRM desk's Teams activity, a lost-and-found chat; and METAR,
NOTAM, roster, loadsheet, BSM, LDM, PNR SSR and ACARS material as negatives); airports and ground
handling in make_holdout94 (a delayed-bag file under YAML front matter, a baggage platform's delivery,
a `bag_history` ReAct tool, a ChatML tool turn, turnaround in ChatML, an AODB stand plan, a CloudEvent
stand change, gate changes in Llama 3 and Standard Webhooks, de-icing in Mistral, NOTAMs retrieved from
an AIS feed, ramp safety, PRM and lost property; BSM, CPM, A-CDM and FIDS material as negatives);
an OCC snapshot next to METARs, NOTAM briefings, a crew bot and a disruption bot (make_holdout6);
airline loyalty support (make_holdout9) and a Canadian airline (make_holdout8); GDS PNR displays,
EMDs, an NDC order and an airline schedule change event at travel agencies (make_holdout75); air cargo
with AWB entry, ULD build-up, an acceptance kiosk's GNU `date`, a DG check behind a canary and
Cargo-IMP FWB/FSU and NOTOC negatives (make_holdout32); a METAR decoder, a ChatML pilot question and
aviation weather as content (make_holdout117); rail crew rostering and fatigue (make_holdout60,
make_holdout20); a flight-status tool result and boarding passes as content (make_holdout19,
make_holdout14); travel insurance baggage claims (make_holdout83). Zulip outgoing webhooks
(make_holdout16, make_holdout89), `grpc-trace-bin` (make_holdout67) and AMQP properties (make_holdout9,
make_holdout57, make_holdout67) appear in other domains; they are labelled here as there (a message's
id and timestamp move, a webhook's verification token stays). The scenarios here were written
around them: no OCC snapshot, dispatcher fuel check, ACARS relay, ATFM slot, crew hotel, ramp tablet,
baggage handheld, de-icing pad, wayfinding kiosk, PRM Teams activity, lost property, AODB stand plan,
gate change webhook, bag platform delivery, `bag_history` tool, AIS feed fetch, METAR decoder session,
GDS session or acceptance kiosk; the passenger side is a contact centre's screen pop, a chat widget, an
SSR desk, complaint and e-mail desks and walk-up desks; rebooking is an IRROPS context line, an SMS
composer, an availability tool result in XML, a missed-connection desk and an EU261 check; baggage is
a tracing console over an AHL with its matching OHD, a match run, a forwarded on-hand bag, a mailbox
poll and a PIR intake; turnaround is a Zulip outgoing webhook, load control LMC headers, a pushback tug
line, a GSE pool status and a delay summary; crews are a crew app behind a Bearer JWT, an FTL
calculator, a crew control callout, PBS bidding and a fatigue triage sentence; the APOC speaks through
gRPC (`grpc-trace-bin`), Envoy headers, an XML request root and a flow forecast; NOTAMs arrive as an
AMQP delivery and in an XML request, METARs in an EFB bracket line and a TAF/ETA sentence; loyalty is
a member app JSON, a retro claim, a signed partner call, a status match in Mistral, a points transfer
and an upgrade auction footer; cargo is a shed terminal's Oracle-style clock, lithium batteries in
Gemma, screening status, a perishables acceptance prefix and a booking capacity check. The sources are:

* passenger service agents: a contact-centre screen pop (UUIDv1 `Call-ID`, US 12-hour `Answered`;
  queue, tier and language stay); an HTML comment `chat ses=<nanoid> opened=<ms> widget=7.2.0 site=...`
  at the head of a chat widget; an SSR desk's markdown table (base32 `Agent session`, day-first
  `Opened` with BST; desk and handling agent stay); a complaint drafter's `X-Draft-Id` (base58) and
  RFC 850 `X-Drafted` (template and brand stay); a Llama 3 system turn with `Desk clock: HH:MM CEST,
  Weekday D Month YYYY`; an e-mail desk's UUIDv6 `Processing-Id` and `toISOString()` `Picked up` (the
  mailbox and the customer's booking reference stay); Mexican Spanish (`Fecha y hora de la llamada:`
  with `a. m.`/`p. m.`, ULID `Folio de sesión:`), Tagalog (`Oras ngayon:`, hex) and Swahili (`Saa ya
  sasa:`, KSUID) desks;
* disruption rebooking: a bracketed `[ctx req=<KSUID> built=<YYYY-MM-DD HH:MM:SS +00:00> desk=IRR LHR
  T5 tool=reaccom]` line (unquoted values with spaces; the cancelled flight and the options stay); an
  SMS composer's footer `sms-composer 3.4 · generated <asctime>`; a `<tool_result>` element whose
  `call_id` and `fetched` (RFC 3339 with microseconds) move while `name`, `origin` and the flights stay;
  a Phi-3 system turn `Now (local): HH:MM BST dd/mm/yyyy`; `traceparent` and an `x-client-clock` in the
  US medium form over a missed connection; TOML front matter (`checked_at`, UUIDv7 `check_id`; tool and
  jurisdiction stay) over an EU261 case whose scheduled and actual arrivals stay; French (`Heure de la
  demande :`), Italian (month in words, xid), Polish (dotted ISO order, after the message), Brazilian
  Portuguese (`Horário da consulta: dd/mm/aaaa às HH:MM`, decimal conversation id) and Malay (`Masa
  semasa:` with `%I:%M %p`, after the message) desks;
* check-in and boarding: a gate console (dotted day-first `Console clock`, base32 `Agent sign-on
  token`; gate and flight stay); a single-line JSON head (base64url `olci_sess`, `t_ms`; channel,
  version and market stay); a lounge app's `Upload-Id` and `Upload received` over a BCBP string that
  stays; a single B3 header over a seat map (its `x-seatmap-version` stays); a Gemma user turn ending
  with `App clock:` (RFC 3339 ms, +02:00) before `<end_of_turn>`; a ReAct observation `lookup=<UUIDv8>
  at_us=<us> source=dcs`; an edge line `edge-ams-3 [<time_local>] "POST ..." rid=<hex>` over a gate
  change; an unaccompanied minor desk (`Current time:` Python `str()`, `Date:` ISO; the desk phone
  stays); Japanese (weekday in brackets, ULID), Korean (dotted 12-hour), Hindi (Devanagari digits,
  nanoid), Turkish (after the message) and Danish (`Tidspunkt:` with `kl. HH.MM`, KSUID) desks;
* baggage tracing: a tracing console (upper-case hex `Tracing session`, RFC 1123 `Lookup time`; station
  and the AHL and OHD files with their dates stay); markdown bullets (ULID `Query run`, `Queried at`
  with the month in words; station and matcher stay); a Mistral turn ending `request=<UUIDv7>
  at=<epoch s> [/INST]`; `Sent from app:` in JavaScript `toString()` after the passenger's message
  (the bag events stay); a PIR intake line `now=<YYYY-MM-DD HH:MM:SS CEST> station=FRA T1 Halle B
  desk_session=<base64url>`; a mailbox poll (RFC 2822, xid `Poll`) over a rush bag message that
  stays; Finnish (`klo HH.MM.SS`), Greek (base58), Traditional Chinese (`查詢時間：`, ObjectId) and
  Arabic (Arabic-Indic digits, ULID, after the message) desks;
* ground handling and turnaround: a Zulip outgoing webhook in pretty JSON (message `id` and
  `timestamp` move; bot e-mail, stream, subject, sender, text and the bot's static `token` stay);
  load control headers (`X-LC-Request` UUID, `X-LC-Time-Us`; station and the loadsheet figures stay);
  a `tugctl now=<dd/mm/yyyy HH:MM CEST> tz=Europe/Madrid stand=T4S R12 sid=<base62>` line; a GSE status
  table "as of <HH:MM:SS CEST> on <dd.mm.yyyy>" pulled for this request (the rows stay); an HTML comment
  at the tail `turnctl t=<ns> q=<base58> tpl=delay-summary-2` under milestones that stay; a ChatML user
  turn ending `Sent <Python str() with offset>` before `<|im_end|>`; Spanish (time before date),
  Dutch (after the message), Romanian and Vietnamese (time before the date in words, xid) desks;
* crew rostering and fatigue: an HTTP request with `Authorization: Bearer <JWT>` and `Date` (base and
  roster stay); an FTL calculator (`Calculated:` Python `str()` of an aware time, ULID `Calculation:`;
  the pairing stays); a logfmt head `crewctl prompt ts=<RFC 3339 ms> level=info rid=<hex> base=MAN`;
  PBS front matter (`requested_at` with -07:00, UUID `bid_session`; bid period and base stay); a
  Semantic Kernel sentence in a fatigue triage prompt (the reports' duty-end times stay); Norwegian
  (`kl.`), European Portuguese, Czech (unpadded), Hebrew (after the message) and Hungarian (`2026.
  július 31.`) desks;
* airport operations centres: gRPC metadata (`grpc-trace-bin` base64, `x-apoc-received-ms`; authority
  and role stay); Envoy headers (`x-request-id`; the timeout and attempt count stay); an
  `<apoc-request desk=... rid="<UUIDv1>" at="<ISO basic>" lang="en">` root over runway inspection notes;
  a flow forecast "generated for this request on <weekday day month>"; Persian (Persian digits),
  Ukrainian (after the message) and Indonesian (`pukul HH.MM WIB`, KSUID) desks;
* NOTAM and METAR readers: an AMQP delivery (`message-id`, `timestamp`, `correlation-id` move;
  exchange, routing key, `content-type`, `app-id` and the NOTAM stay); `[efb clock=<RFC 3339 minutes>
  sess=<base62> build=26.09.2]` over a METAR; "It is now HH:MM UTC on D Month YYYY." inside a TAF
  checker's instructions; an XML `<request>` with `<id>` and `<received>` elements (station and desk
  stay) over a NOTAM and a night schedule; Swiss French, Chilean Spanish, Russian (UTC time, day and
  month in words) and Japanese (after a METAR the dispatcher typed) desks;
* loyalty programmes: a member app's pretty JSON (UUIDv7, `client_ts` in ms; tier and locale stay);
  a retro claim (`Claim session`, Log4j `Portal time`; the ticket number and flight date stay); a
  signed partner call (`X-Nonce`, `X-Timestamp`, `X-Signature`; `X-Partner` stays); a Mistral status
  match with Go's `time.Now().String()` (the member number and statement date stay); `traceparent`,
  `tracestate` and `x-received-at` after a points transfer rule; an upgrade auction e-mail's footer
  `Generated on: <GNU date>` (the flight and bidding window stay); Simplified Chinese, German (weekday,
  `Uhr MESZ`/`MEZ`) and Thai (Buddhist era) desks;
* cargo acceptance: a shed terminal (`DD-MON-YYYY HH24:MI:SS`, base62 desk session; the AWB stays); a
  Gemma turn ending `request=<ULID> time=<RFC 3339 ms>` before `<end_of_turn>`; `x-correlation-id` and
  an RFC 850 `x-request-time` over a screening record whose X-ray time stays; a `[recv <ISO ms +0200>]`
  prefix cut from the head of the cold room team's line; a booking capacity check (`now:` naive
  `isoformat()`, ULID desk session; the station stays); Turkish, Dutch (naive ISO ms, base32),
  Vietnamese (after the message) and Bengali (Bengali digits) desks;
* the generated family: one program field at three of nine positions (head, system tail, header
  block between `Service:` and `Channel:`, after the user's message, footer after `--` above a stable
  line, YAML front matter, a single-line JSON member between stable members, an XML attribute between
  stable ones, a `key=value` pair in a bracketed `[ctx app=... locale=...]` line) of 12 bodies, each
  with a pasted record of its own that stays (an Amadeus-style PNR display with its creation line, a
  BCBP string, a printed bag tag, a METAR and TAF, a NOTAM with `CREATED:`, roster lines, a final
  loadsheet, an MVT, a Brazilian e-ticket receipt with `Data de emissão`, an LDM under an Italian
  question, a Chinese air waybill with `收运时间`, an Arabic miles statement in Arabic-Indic digits); in
  the eight English bodies each of 24 English and made-up labels is used once (`Prompt assembled`,
  `Request date`, `Logged at`, `Served at`, `Clock`, `Workstation time`, `Browser time`, `Rendered`,
  `Local now`, `Built`, `Today`, `Current ISO week`, `t_req_ms`, `Unix now`, `Recv ns`, `Start us`,
  `Request`, `X-Request-Id`, `traceparent`, `b3`, `Chat session`, `Console session`, `Nonce`, `Session
  token`), in the Portuguese, Italian, Chinese and Arabic bodies the "now", request and session label of
  that language (values with spaces stay unquoted in the bracketed line).

The negatives: 59 pasted records in many placements (question above, question below, behind a lead-in
such as "The tag on my bag says this", "My instructor forwarded this.", "Mi padre recibió este correo",
an earlier user turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct
observation reading an attachment, fenced, quoted with `>`, indented, at the very head, at the very
end, a question on both sides): a PNR with `UN`/`TK` segments and an `FA` line, two BCBP strings, a
bag tag, a METAR and TAF, a NOTAM with `CREATED:`, a cabin crew roster, a loadsheet, an MVT, an LDM,
an e-ticket receipt e-mail with `Date` and `Message-ID`, a WorldTracer-like AHL and OHD, a BPM, a PSM,
a UCM, an FWB, an FFM, a commander's discretion report, a fatigue report, a cancellation e-mail with
`Date` and `Message-ID`, an SSM, a hotel and meal voucher, an airline's EU261 reply, a loyalty
statement table, a status letter, an APOC incident log with bracketed times, a runway inspection YAML,
gate reader syslog, a 409 response opening with `request_id` and `timestamp`, a bag tracking webhook
pasted to debug its timestamp, `curl -i` output with `date` and `x-request-id`, a SNOWTAM, a general
declaration, a pairing JSON with `report_at`, a Slack export with `ts`, an ICS with `DTSTAMP`, a Python
traceback with a `request_id`; and in other languages a Spanish schedule change e-mail with `Enviado:`,
a German PIR with `Erstellt am`, a French boarding pass, an Italian ticket receipt with `Data di
emissione`, a Brazilian RIB with `Data do registro`, a Dutch roster table, a NOTAM asked about in
Polish, a Japanese 搭乗案内, a Korean 수하물 사고 보고서 with `접수일시`, a Chinese schedule change SMS,
an Arabic SMS in Arabic-Indic digits, a Hebrew e-ticket receipt, a Hindi PNR SMS, a Turkish cargo
acceptance form, a loadsheet asked about in Russian, a Greek delay certificate, a Swedish e-mail with
`Skickat:`, a Czech delayed-bag report, a Thai Buddhist-era excess baggage receipt, a Vietnamese
e-ticket, an Indonesian boarding pass SMS and a Danish points statement. 44 look-alikes and asked
values (a prompt revision with a policy's effective date, a Llama 3 header with only its cutoff, a
dated API version header, a ChatML cutoff with IATA season and fare validity dates, a station header
with its time zone and minimum connecting time, a tenant UUIDv5, baggage prices, office hours and
phone, a member profile with member-since and tier validity, unrendered `{{ now_utc }}` and
`{{ agent_session_id }}`, a PNR locator, a ticket number, a bag tag, crew app epochs and an error
toast UUID the user asks about, few-shot airline dates, a CalVer release, an AIRAC header, stable front
matter, stable XML attributes, an HTML comment revision, a conditions of carriage footer, a staging
prompt with `Gate clock:` and `Agent session:` pasted for review, the user's own clock at security,
FDP arithmetic, relative times; and in other languages a German `Stand:`, a Japanese `規定改定日`, an
unrendered Spanish template, French office hours, a Korean mileage chart, Arabic hours and phone, a
Chinese app version with its release date, Portuguese relative times, Greek dates in a question, a
Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew flight time arithmetic, a Thai member
profile, a Russian station header, a Swahili departure question, a Persian PNR locator and a Malay
season date), two plain controls, and 12 generated hard negatives: the family's bodies with one stable
value (office id, reader firmware, prompt revision, AIRAC cycle, knowledge cutoff, a rest rule's
approval date, time zone, API version, a prompt version, a station, a station code, a programme code)
at the position of the body's second generated positive.

What it is: 249 prompts. 132 carry volatile fields (215 spans): 96 hand-written positives (179 spans; 80
with two or more fields) and 36 generated ones. 117 carry none: 59 pasted records, 44 look-alikes, 2
plain controls and 12 generated hard negatives. 96 prompts (about three in eight) are in a language
other than English (32 languages; 52 of them positives; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Bengali, Thai, Han, Japanese, Hangul). The output is deterministic (seeded; the moments of
prompts whose content is dated fall in the days after 8 September 2026, the others anywhere in
2026-2027); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run and fetch
ids, snapshot and fetch stamps, device clocks, made-up and localized labels, per-user ids, pasted
blocks that open with metadata-like lines). Clarifications made here:

* Airline, airport and cargo records are content wherever they sit: PNR locators and their creation
  lines, ticket and EMD numbers, BCBP strings with their Julian dates and sequence numbers, bag tag
  numbers, AHL, OHD and PIR references with their creation and found times, Type B messages (MVT, LDM,
  PSM, BPM, UCM, SSM, FWB, FFM) with their day-times, NOTAM B) and C) groups and `CREATED:` lines,
  METAR and TAF groups, rosters, pairings, report and release times, loadsheets with their edition
  times, AWB numbers, screening and acceptance times, voucher numbers, member numbers and statement
  dates, also when the program fetched them for this request (availability, a GSE list, pax mix, bag
  events, an on-hand match). Only the program's stamp and the ids it minted for the request, call,
  session, fetch, lookup, poll, run, check or upload move.
* A contact centre call, a chat, a desk, a console, a tracing console, an acceptance desk, a claim or
  a bid session is a session and moves; the agent's sign-on token at a gate console is a session token
  and moves. A flight, a booking, a tracing file, a pairing or a match run's subject stays.
* Envelope vs payload: a Zulip outgoing webhook moves the message `id` and `timestamp` (the bot's
  static verification `token`, the stream, subject, sender and text stay); an AMQP delivery moves
  `message-id`, `timestamp` and `correlation-id` (exchange, routing key, `app-id` and the NOTAM stay).
  The same kinds of deliveries pasted by a user to debug stay whole.
* Device clocks read for this request (a gate console, a shed terminal, an app, an EFB, a desk clock)
  are the current time and move; times agents or passengers type ("the navigation says 09:20", "It's
  06:40 now") stay. Stable per-deployment values stay: stations, desks, handlers, tenants (also a
  UUIDv5), AIRAC cycles, template and app versions, `X-Partner`, `x-seatmap-version`, Envoy timeouts.
* Spans follow rule 3: "as of ...", "generated ...", "on <date>", "It is now ..." and "The current time
  is ..." are cut as phrases or sentences; `key=value` pairs in bracketed, logfmt, HTML comment, tool
  observation and tug lines are cut one by one, also when their value holds spaces (`built=2026-09-08
  06:12:09 +00:00`, `now=2026-09-11 07:42:14 CEST`); a `[recv ...]` prefix is cut from the front of its
  line; single-line JSON members are cut with the comma after them; volatile members of pretty JSON
  are never the last member of their object; header lines, YAML and TOML keys, markdown rows and
  bullets, XML element lines and a line holding one field in any script (also with a full-width colon)
  are whole-line spans; a field that shares its line with a template token (`<end_of_turn>`,
  `<|end|>`, `<|im_end|>`, `[/INST]`) is cut out of it.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Agent:`, `Suggestion:`, `Reply:`, `Proposal:`,
  `Result:`, `Decision:`, `Dispatch:`, `Thought:`, `Turnbot:`...) or a ChatML reply header on a line of
  its own end positives; Llama 3 positives end with the reply header on the user's last line, Gemma,
  Phi-3 and Mistral positives with the closed user turn, and prompts in other languages with the
  user's message or with the metadata after it.
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CEST,
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

SEED = 20261204122
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout122.jsonl"
SRC = "hold122:"

# --- local zones and value formats ----------------------------------------------------------------

BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
EAT = timezone(timedelta(hours=3), "EAT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
GST = timezone(timedelta(hours=4), "GST")
PKT = timezone(timedelta(hours=5), "PKT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
BDT = timezone(timedelta(hours=6), "BDT")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
SGT = timezone(timedelta(hours=8), "SGT")
PHT = timezone(timedelta(hours=8), "PHT")
MYT = timezone(timedelta(hours=8), "MYT")
CST_CN = timezone(timedelta(hours=8), "CST")
HKT = timezone(timedelta(hours=8), "HKT")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
AEST = timezone(timedelta(hours=10), "AEST")
NZST = timezone(timedelta(hours=12), "NZST")
BRT = timezone(timedelta(hours=-3), "BRT")
CLT = timezone(timedelta(hours=-4), "CLT")
EDT = timezone(timedelta(hours=-4), "EDT")
CDMX = timezone(timedelta(hours=-6), "CST")
PDT = timezone(timedelta(hours=-7), "PDT")
WEST = timezone(timedelta(hours=1), "WEST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
UPPER36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
TL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
             "Nobyembre", "Disyembre"]
SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba",
             "Novemba", "Desemba"]
FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta",
             "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember",
             "október", "november", "december"]
RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
             "ноября", "декабря"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
             "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน",
             "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
             "November", "Desember"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]

AR0, FA0, DEVA0 = "\u0660", "\u06f0", "\u0966"


def digits_in(text: str, zero: str) -> str:
    """The ASCII digits of `text` written in another script (Arabic-Indic, Persian, Devanagari)."""
    return text.translate({ord(str(i)): chr(ord(zero) + i) for i in range(10)})


def sep(g: Gen, tz: timezone = UTC, days: int = 4) -> datetime:
    """A moment in the days after 8 September 2026, for prompts whose content is dated just before."""
    base = datetime(2026, 9, 8, 5, 0, tzinfo=UTC)
    t = base + timedelta(seconds=g.rng.randrange(0, days * 86400), microseconds=g.rng.randrange(1, 1_000_000))
    return t.astimezone(tz)


def summer(g: Gen, tz: timezone) -> datetime:
    """A moment between May and September 2026 (for zones named with their summer abbreviation)."""
    base = datetime(2026, 5, 4, tzinfo=UTC)
    t = base + timedelta(seconds=g.rng.randrange(0, 140 * 86400), microseconds=g.rng.randrange(1, 1_000_000))
    return t.astimezone(tz)


def winter(g: Gen, tz: timezone) -> datetime:
    """A moment between November 2026 and February 2027."""
    base = datetime(2026, 11, 2, tzinfo=UTC)
    t = base + timedelta(seconds=g.rng.randrange(0, 110 * 86400), microseconds=g.rng.randrange(1, 1_000_000))
    return t.astimezone(tz)


def off(t: datetime) -> str:
    tail = rfc3339(t)[19:]
    return "+00:00" if tail == "Z" else tail


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    """`Intl.DateTimeFormat('en-US', {dateStyle: 'medium', timeStyle: 'medium'})`."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def us_numeric(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t:%m/%d/%Y} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def oracle_dt(t: datetime) -> str:
    """Oracle `DD-MON-YYYY HH24:MI:SS`."""
    return f"{t.day:02d}-{MONTHS[t.month - 1].upper()}-{t.year} {t:%H:%M:%S}"


def py_aware(t: datetime) -> str:
    """`str(datetime.now(timezone.utc))`."""
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{off(t)}"


def naive_ms(t: datetime) -> str:
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}"


def iso_min(t: datetime) -> str:
    """RFC 3339 without seconds (`2026-09-08T06:12Z`)."""
    tail = rfc3339(t)[19:]
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def iso_basic(t: datetime) -> str:
    """ISO 8601 basic format in UTC (`20260908T061209Z`)."""
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%S}Z"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def hhmm(t: datetime) -> str:
    return f"{t:%H:%M}"


def ops_date(t: datetime) -> str:
    """Airline style date `08SEP26`."""
    return f"{t.day:02d}{MONTHS[t.month - 1].upper()}{t.year % 100:02d}"


def uuid_v(g: Gen, version: int) -> str:
    return g._uuid(g.rng.getrandbits(128), version)


def b32(g: Gen, nbytes: int) -> str:
    raw = bytes(g.rng.getrandbits(8) for _ in range(nbytes))
    return base64.b32encode(raw).decode().rstrip("=")


def b58(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B58) for _ in range(n))


def xid(g: Gen, t: datetime) -> str:
    """A 20-character xid (4 bytes of seconds, 8 random), base32hex, lower case."""
    value = (epoch_s(t) << 64) | g.rng.getrandbits(64)
    return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1-{g.hex(16)}"


def grpc_trace_bin(g: Gen) -> str:
    """OpenCensus binary trace context, base64 (as the `grpc-trace-bin` metadata carries it)."""
    raw = bytes([0, 0]) + bytes(g.rng.getrandbits(8) for _ in range(16)) + bytes([1])
    raw += bytes(g.rng.getrandbits(8) for _ in range(8)) + bytes([2, 1])
    return base64.b64encode(raw).decode()


def upper_id(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(UPPER36) for _ in range(n))


# --- hand-written positives -----------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(marked, f"{SRC}pos:{name}", [*tags, *extra])

# passenger service agents

@pos
def _cti_screen_pop(g: Gen) -> Draft:
    t = summer(g, EDT)
    return P(f"""Screen pop (contact centre telephony)
Queue: Premier Desk EN
Caller tier: Gold
{v('session_id', 'Call-ID: ' + g.uuid1())}
{v('datetime', 'Answered: ' + us_numeric(t))}
Language: en-US

You are the assistant that sits next to Northstar Airways reservation agents during calls. Suggest what
the agent should say next, in two short sentences, and name the screen in the reservation system that
does the job. Never quote fares you have not been given.

Agent note: Caller wants to move from 14C to a window seat on NS 2204 tomorrow and asks whether her
companion certificate still applies.
Suggestion:""", "agents:cti-screen-pop", ["header_block", "uuid1", "us_numeric_12h", "stable_neighbours"])


@pos
def _chat_widget_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<!-- chat {v('session_id', 'ses=' + g.nanoid())} {v('epoch', 'opened=' + str(epoch_ms(t)))} widget=7.2.0 site=flyaurora.example -->
You are Skye, the web chat assistant of Aurora Air. Answer questions about baggage allowance, seats and
check-in. Hand over to a human for refunds. Keep answers under 80 words.

Allowance: Economy Light 1 x 8 kg cabin bag; Economy Classic adds 1 x 23 kg checked bag; Business
2 x 32 kg checked bags.

Visitor: I booked Economy Light. Can I add one checked bag now, and is it cheaper online than at the
airport?
Skye:""", "agents:chat-widget-comment", ["html_comment", "head", "nanoid", "epoch_ms", "two_in_line"])


@pos
def _ssr_desk_table(g: Gen) -> Draft:
    t = summer(g, BST)
    return P(f"""Special assistance desk - Heathrow T3

| Field          | Value                          |
|----------------|--------------------------------|
| Desk           | SSR-T3-02                      |
{v('session_id', f'| Agent session  | {b32(g, 10):<30} |')}
{v('datetime', f'| Opened         | {t:%d/%m/%Y %H:%M:%S} {t.tzname():<10} |')}
| Handling agent | Skyport Services               |

You help special assistance agents decide which SSR code to add and what to tell the passenger.
Codes: WCHR (can climb stairs, needs help over distance), WCHS (cannot climb stairs), WCHC (immobile),
BLND, DEAF, DPNA (intellectual or developmental disability needing assistance).

Agent: Passenger can walk to the aircraft door but not up the steps at a remote stand. Which code?
Assistant:""", "agents:ssr-desk-table", ["md_table", "base32", "day_first", "stable_neighbours"])


@pos
def _complaint_drafter(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('request_id', 'X-Draft-Id: ' + b58(g, 22))}
{v('datetime', 'X-Drafted: ' + rfc850(t))}
X-Template: complaint-reply-v9
X-Brand: Meridian Wings

Draft a reply to the customer complaint below. Apologise once, explain what happened in plain words,
and offer the goodwill the policy allows: 5,000 miles for a delay of 3 to 5 hours, 10,000 for longer.

Complaint: "Our flight MW 88 from Boston was 4 hours 40 minutes late and nobody told us anything at the
gate for the first two hours. We missed our daughter's school concert."
Reply:""", "agents:complaint-drafter", ["head", "header_block", "base58", "rfc850", "stable_neighbours"])


@pos
def _llama3_service_desk(g: Gen) -> Draft:
    t = summer(g, CEST)
    stamp = f"{t:%H:%M} {t.tzname()}, {DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You are the information desk assistant at Vienna airport's transfer desk. Passengers walk up with
their phones; answer in one or two sentences and point them to the right gate area or counter.
{v('datetime', 'Desk clock: ' + stamp)}
Transfer counters: C (Schengen, level 1) and F (non-Schengen, level 2).<|eot_id|><|start_header_id|>user<|end_header_id|>

My connection to Belgrade leaves from F gates. Do I have to go through passport control?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""", "agents:llama3-service-desk", ["chat_template", "llama3", "system_tail", "clock_then_long_date"])


@pos
def _cancel_email_agent(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You assist the e-mail team of Pelican Airlines. Classify the customer's e-mail as REFUND, CHANGE,
BAGGAGE, COMPLAINT or OTHER, then draft a two-line acknowledgement.
Mailbox: customer.relations@pelican-air.example
{v('request_id', 'Processing-Id: ' + uuid_v(g, 6))}
{v('datetime', 'Picked up: ' + js_iso(t))}

E-mail from the customer:
Hello, I need to change my return from Faro to a day later because of a family matter. Booking
reference Q8HZ2T. Thanks, Marta
Classification:""", "agents:cancel-email-agent", ["system_tail", "uuid6", "js_iso", "stable_neighbours"])


@pos
def _callcenter_mx(g: Gen) -> Draft:
    t = g.moment(CDMX)
    h = t.hour % 12 or 12
    ampm = "a. m." if t.hour < 12 else "p. m."
    return P(f"""{v('datetime', f'Fecha y hora de la llamada: {t:%d/%m/%Y} {h:02d}:{t:%M:%S} {ampm}')}
{v('session_id', 'Folio de sesión: ' + g.ulid(t))}
Eres el asistente de los agentes del centro de atención telefónica de Aerolíneas Cenzontle. Sugiere
la siguiente frase del agente, en español de México, con cortesía y sin prometer reembolsos.

Nota del agente: El pasajero perdió su vuelo CZ 415 Monterrey-Cancún porque llegó 20 minutos tarde al
mostrador. Pregunta si puede volar en el siguiente sin pagar diferencia.""",
             "agents:callcenter-mx", ["head", "day_first_12h", "ulid"], "es")


@pos
def _service_desk_tl(g: Gen) -> Draft:
    t = g.moment(PHT)
    h = t.hour % 12 or 12
    stamp = f"{TL_MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'AM' if t.hour < 12 else 'PM'}"
    return P(f"""Ikaw ang katulong ng mga ahente sa ticketing office ng Perlas Air sa NAIA Terminal 3. Sumagot sa
Tagalog, maikli at magalang.
{v('datetime', 'Oras ngayon: ' + stamp)}
{v('session_id', 'Session ID: ' + g.hex(24))}

Ahente: Gusto ng pasahero na ilipat ang flight niya papuntang Davao mula bukas sa Biyernes. Magkano ang
change fee para sa Promo fare?""", "agents:service-desk-tl", ["system_tail", "localized_12h", "hex24"], "tl")


@pos
def _service_desk_sw(g: Gen) -> Draft:
    t = g.moment(EAT)
    return P(f"""{v('datetime', f'Saa ya sasa: {t.day} {SW_MONTHS[t.month - 1]} {t.year}, saa {t:%H:%M}')}
{v('request_id', 'Nambari ya ombi: ' + g.ksuid(t))}
Wewe ni msaidizi wa huduma kwa wateja wa Shirika la Ndege la Kilele katika uwanja wa ndege wa Jomo
Kenyatta. Jibu kwa Kiswahili, kwa ufupi na kwa heshima.

Abiria: Nimefika na mtoto wa miaka miwili. Je, ninahitaji kumlipia kiti kwenye ndege ya kwenda Mombasa?""",
             "agents:service-desk-sw", ["head", "localized_date", "ksuid"], "sw")


# disruption rebooking

@pos
def _irrops_ctx_line(g: Gen) -> Draft:
    t = sep(g)
    built = f"{t:%Y-%m-%d %H:%M:%S} +00:00"
    return P(f"""[ctx {v('request_id', 'req=' + g.ksuid(t))} {v('datetime', 'built=' + built)} desk=IRR LHR T5 tool=reaccom]
You propose rebooking options for passengers of a cancelled flight. Rank by arrival time at the final
destination, keep cabin class, and never use a connection shorter than the minimum connecting time.

Cancelled: BA 0117 LHR-JFK, 08 September 2026, dep 08:25, cause crew sickness.
Passenger: 2 adults, Club World, final destination JFK, booking JR7K2M.
Options from availability:
A) BA 0115 LHR-JFK dep 11:20 arr 14:05, Club World 4 seats
B) AA 0107 LHR-JFK dep 12:30 arr 15:20, Business 2 seats
C) BA 0173 LHR-JFK dep 15:25 arr 18:10, Club World 9 seats
Proposal:""", "rebooking:irrops-ctx-line", ["bracketed", "key_value_inline", "unquoted_space_value", "ksuid",
                                                "record_times_stay"])


@pos
def _disruption_sms_footer(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""Write the SMS that tells passengers of EZ 8314 Gatwick-Naples that their flight is delayed. Under 300
characters, new departure time, where to get a food voucher, no jargon.

Facts: new estimated departure 13:40 (was 09:55); vouchers at the service desk opposite gate 101; the
aircraft has a technical fault and a replacement is coming from Luton.

--
sms-composer 3.4 · {v('datetime', 'generated ' + ctime(t))}""",
             "rebooking:disruption-sms-footer", ["footer", "tail", "asctime", "record_times_stay"])


@pos
def _availability_tool_xml(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You are the rebooking agent for Lumo Airways. Pick the best option for the passenger from the tool
result and explain it in one sentence.

User: My 18:05 to Helsinki was cancelled. I must be in Helsinki tonight, any airline is fine.
<tool_result name="availability" {v('request_id', 'call_id="call_' + g.b62(24) + '"')} {v('datetime', 'fetched="' + rfc3339(t, 6) + '"')} origin="ARN">
LM 2115 ARN-HEL dep 19:40 arr 21:35 Y 3 seats
AY 0824 ARN-HEL dep 20:15 arr 22:10 Y 7 seats
SK 0712 ARN-HEL dep 21:50 arr 23:45 Y 12 seats
</tool_result>
Assistant:""", "rebooking:availability-tool-xml", ["xml_attr", "tool_result", "base62", "rfc3339_us",
                                                    "record_times_stay"])


@pos
def _phi3_irrop_chat(g: Gen) -> Draft:
    t = summer(g, BST)
    return P(f"""<|system|>
You are the disruption assistant in the Cloudline Airways app. Passengers whose flight is cancelled can
pick a new flight within 48 hours of the original departure, or ask for a refund.
{v('datetime', f'Now (local): {t:%H:%M} {t.tzname()} {t:%d/%m/%Y}')}<|end|>
<|user|>
My 07:10 to Bilbao was cancelled last night. Can I go on Thursday morning instead, or is that too
late?<|end|>
""", "rebooking:phi3-irrop-chat", ["chat_template", "phi3", "system_tail", "time_then_day_first"])


@pos
def _missed_connection_traceparent(g: Gen) -> Draft:
    t = sep(g, EDT)
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('datetime', 'x-client-clock: ' + us_medium(t))}
x-app: connect-desk/5.1.0

You help transfer desk agents at Chicago O'Hare rebook passengers who missed their connection. Offer the
earliest option on the same alliance first.

Passenger: missed UA 958 ORD-BRU (dep 17:55) after arriving late on UA 1421 from Denver (arr 17:32).
Same-alliance options: LH 431 ORD-FRA dep 19:30 then LH 1010 FRA-BRU dep 11:25; UA 970 ORD-BRU next
day 17:55.
Agent:""", "rebooking:missed-connection-traceparent", ["head", "header_block", "traceparent", "us_medium",
                                                        "record_times_stay"])


@pos
def _eu261_toml(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""+++
tool = "eu261-check"
{v('datetime', 'checked_at = ' + rfc3339(t))}
{v('run_id', 'check_id = "' + g.uuid7(t) + '"')}
jurisdiction = "EU"
+++
Decide whether the passenger is owed compensation under Regulation (EC) No 261/2004 and how much. Say
which fact decides it.

Flight: FR 2271 Brussels Charleroi - Lisbon, 1,713 km, scheduled arrival 2026-09-06 11:50, actual
arrival 2026-09-06 15:22. Cause given by the airline: air traffic control restrictions over France.""",
             "rebooking:eu261-toml", ["toml_front_matter", "rfc3339", "offset", "uuid7", "record_dates_stay"])


@pos
def _reprotect_fr(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""{v('datetime', 'Heure de la demande : ' + rfc3339(t))}
{v('request_id', 'Identifiant de requête : ' + g.uuid4())}
Tu aides les agents d'escale de Lyon-Saint Exupéry à réacheminer les passagers d'un vol annulé. Réponds
en français, en trois lignes au plus.

Agent : Le vol AF 7643 Lyon-Paris CDG de 06:45 est annulé. Un passager a une correspondance pour Montréal
à 10:40. On le met dans le TGV de 07:04 ou sur le vol de 08:15 ?""",
             "rebooking:reprotect-fr", ["head", "rfc3339", "offset", "uuid"], "fr")


@pos
def _riprotezione_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Sei l'assistente del banco trasferimenti dell'aeroporto di Milano Linate. Rispondi in italiano, in
modo chiaro e breve.
{v('datetime', f'Data e ora correnti: {t.day} {IT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}')}
{v('session_id', 'Sessione operatore: ' + xid(g, t))}

Operatore: Una famiglia di quattro persone ha perso il volo per Palermo delle 12:30. Il prossimo volo ha
solo due posti. Cosa proponiamo?""", "rebooking:riprotezione-it", ["system_tail", "long_date_localized", "xid"], "it")


@pos
def _przebukowanie_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem działu obsługi pasażera Polskiej Linii Lotniczej Żuraw. Odpowiadaj po polsku,
krótko.

Pasażer: Mój lot ZW 211 z Gdańska do Oslo został odwołany. Czy mogę polecieć jutro rano przez Kopenhagę?
{v('datetime', f'Czas zgłoszenia: {t:%Y.%m.%d %H:%M:%S}')}
{v('request_id', 'ID żądania: ' + g.hex(20))}""",
             "rebooking:przebukowanie-pl", ["last_user", "dotted_iso_order", "hex20"], "pl")


@pos
def _remarcacao_br(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""{v('datetime', f'Horário da consulta: {t:%d/%m/%Y às %H:%M}')}
{v('session_id', 'ID da conversa: ' + g.digits(18))}
Você é a assistente virtual da Aérea Sabiá no WhatsApp. Responda em português do Brasil, com frases curtas.
Voos cancelados podem ser remarcados sem custo em até 7 dias.

Cliente: Meu voo de Recife pra Guarulhos amanhã foi cancelado. Dá pra remarcar pro domingo sem pagar nada?""",
             "rebooking:remarcacao-br", ["head", "day_first", "decimal_id"], "pt")


@pos
def _penjadwalan_ms(g: Gen) -> Draft:
    t = g.moment(MYT)
    return P(f"""Anda ialah pembantu kaunter gangguan penerbangan Syarikat Penerbangan Merak di KLIA. Jawab dalam bahasa
Melayu, ringkas dan sopan.

Penumpang: Penerbangan saya ke Kuching pukul 19:10 dibatalkan. Boleh saya ambil penerbangan pertama esok
pagi dan dapat bilik hotel malam ini?
{v('datetime', f'Masa semasa: {t:%d/%m/%Y %I:%M %p}')}""",
             "rebooking:penjadwalan-ms", ["last_user", "day_first_12h"], "ms")

# check-in and boarding

@pos
def _gate_console(g: Gen) -> Draft:
    t = summer(g, CEST)
    return P(f"""Gate console
Gate: B42
Flight: LX 318 ZRH-LHR, STD 09:40
{v('datetime', f'Console clock: {t:%d.%m.%Y %H:%M:%S}')}
{v('token', 'Agent sign-on token: ' + b32(g, 20))}

You help gate agents manage the standby list. Clear standby passengers in priority order: staff on duty
travel first, then revenue standby by check-in sequence, then staff on leisure travel.

Standby list: (1) HUBER/ANNA revenue, seq 212; (2) OKAFOR/T staff leisure, seq 188; (3) MEIER/LUKAS
revenue, seq 240; (4) RUIZ/C staff duty, seq 251. Seats released: 3.
Agent:""", "boarding:gate-console", ["header_block", "dotted_day_first", "base32", "token", "stable_neighbours"])


@pos
def _olci_json_inline(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"ch":"web",{v('session_id', '"olci_sess":"' + g.b64url(18) + '",')}{v('epoch', '"t_ms":' + str(epoch_ms(t)) + ',')}"v":"9.4.1","mkt":"IE"}}
You are the online check-in helper of Shannon Air. Check-in opens 30 hours and closes 2 hours before
departure for flights to North America, 40 minutes before for flights within Europe.

Passenger: My flight to Boston is at 11:15 tomorrow. It's saying check-in is not available yet, why?
Assistant:""", "boarding:olci-json-inline", ["json_inline", "head", "base64url", "epoch_ms", "two_in_line"])


@pos
def _bcbp_upload(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You read boarding passes that passengers upload to the Transit Lounge app and tell them which lounge
they can use. Lounge access: Business class, or Gold and Platinum frequent flyers of any alliance carrier.

{v('request_id', 'Upload-Id: up_' + g.b62(20))}
{v('datetime', 'Upload received: ' + iso_space(t) + 'Z')}
Decoded barcode (BCBP):
M1LINDQVIST/MARIA     EJK9QPZ ARNFRASK 0633 252J012A0045 147>5181WW6251BSK 2A11712345678900 SK 1234567890123     *30600000K0902
Passenger: Can I use the lounge in Frankfurt before my next flight?
Assistant:""", "boarding:bcbp-upload", ["header_block", "base62", "iso_space_z", "bcbp_stays"])


@pos
def _seatmap_b3(g: Gen) -> Draft:
    return P(f"""You explain seat maps to passengers of Kestrel Jet. Rows 1-4 are Extra Legroom (fee), rows 12 and 13 are
exit rows (no children, must be able to help in an evacuation), the rest are standard.
{v('trace_id', 'b3: ' + b3_single(g))}
x-seatmap-version: 2026.3

Passenger: I'm travelling with my 10-year-old. Can we sit together in row 12?
Assistant:""", "boarding:seatmap-b3", ["system_tail", "b3_single", "stable_neighbours"])


@pos
def _gemma_checkin_deadline(g: Gen) -> Draft:
    t = summer(g, CEST)
    return P(f"""<start_of_turn>user
You are the Alpenflug app assistant. Bag drop closes 45 minutes before departure at Munich and 40 minutes
at Innsbruck. Answer in two sentences.

I'm flying Innsbruck to Hamburg at 10:05 and I'm stuck in traffic, the navigation says I'll be at the
airport at 09:20. Will I make bag drop?
{v('datetime', 'App clock: ' + rfc3339(t, 3))}<end_of_turn>
""", "boarding:gemma-checkin-deadline", ["chat_template", "gemma", "last_user", "rfc3339_ms", "template_token"])


@pos
def _boarding_sequence_agent(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You are an agent that plans the boarding sequence for a gate. Think step by step. When you need data,
call a tool.
Thought: I need the passenger mix for the flight.
Action: pax_mix(flight="TP 1351", date="today")
Observation: {v('request_id', 'lookup=' + uuid_v(g, 8))} {v('epoch', 'at_us=' + str(epoch_us(t)))} source=dcs
PRM 3, families with infants 6, Group 1 (Business and Gold) 22, Group 2 44, Group 3 61, Group 4 38
Thought:""", "boarding:boarding-sequence-agent", ["react_observation", "key_value_inline", "uuid8", "epoch_us"])


@pos
def _kiosk_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""{v('datetime', f'現在日時：{t.year}年{t.month}月{t.day}日（{JA_DAYS[t.weekday()]}）{t.hour}時{t.minute:02d}分')}
{v('session_id', '端末セッション：' + g.ulid(t))}
あなたは「あおぞら航空」の自動チェックイン機の案内係です。丁寧な日本語で、50字以内で答えてください。
国際線のチェックイン締め切りは出発の60分前です。

お客様：ソウル行きの便が11時ですが、今からでもチェックインできますか？""",
             "boarding:kiosk-ja", ["head", "ja_datetime_weekday", "fullwidth_colon", "ulid"], "ja")


@pos
def _tapsung_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    h = t.hour % 12 or 12
    return P(f"""당신은 "누리항공" 탑승구 직원을 돕는 도우미입니다. 한국어로 짧게 답하세요.
탑승 순서: 교통약자 → 비즈니스 → 1그룹 → 2그룹 → 3그룹.
{v('datetime', f'현재 시각: {t.year}. {t.month}. {t.day}. {"오전" if t.hour < 12 else "오후"} {h}:{t:%M:%S}')}
{v('request_id', '요청 ID: ' + g.uuid4())}

직원: 유모차를 가진 가족은 언제 탑승시키나요?""", "boarding:tapsung-ko", ["system_tail", "korean_dotted_12h", "uuid"], "ko")


@pos
def _checkin_hi(g: Gen) -> Draft:
    t = g.moment(IST_IN)
    now = digits_in(f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", DEVA0)
    return P(f"""{v('datetime', 'वर्तमान समय: ' + now)}
{v('session_id', 'सत्र पहचान: ' + g.nanoid())}
आप "गरुड़ एयरवेज़" के चेक-इन काउंटर सहायक हैं। हिंदी में छोटे और साफ़ जवाब दें।
घरेलू उड़ानों के लिए चेक-इन प्रस्थान से 45 मिनट पहले बंद हो जाता है।

यात्री: मेरी दिल्ली से पटना की उड़ान 14:30 बजे है। क्या मैं 13:50 पर पहुँचकर चेक-इन कर पाऊँगा?""",
             "boarding:checkin-hi", ["head", "devanagari_digits", "nanoid"], "hi")


@pos
def _gate_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""Sen Marmara Hava Yolları'nın kapı görevlilerine yardım eden asistansın. Türkçe ve kısa yanıt ver.
Kabin bagajı sınırı: 8 kg, 55x40x23 cm.

Görevli: Yolcunun kabin bagajı 11 kg geliyor, uçak dolu. Bagajı kapıda mı alalım, ücret mi keselim?
{v('datetime', f'Şu anki zaman: {t:%d.%m.%Y %H:%M:%S}')}
{v('session_id', 'Oturum: ' + g.hex(16))}""", "boarding:gate-tr", ["last_user", "dotted_day_first", "hex16"], "tr")


@pos
def _selvbetjening_da(g: Gen) -> Draft:
    t = summer(g, CEST)
    return P(f"""Du er assistent for selvbetjeningsautomaterne i Københavns Lufthavn for Nordlys Air. Svar på dansk,
kort og venligt.
{v('datetime', f'Tidspunkt: {t.day}. {DA_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}')}
{v('request_id', 'Forespørgsels-id: ' + g.ksuid(t))}

Passager: Automaten siger, at mit pas ikke kan læses. Hvad gør jeg?""",
             "boarding:selvbetjening-da", ["system_tail", "localized_date", "ksuid"], "da")


# baggage tracing

@pos
def _ahl_lookup(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""Baggage tracing console
{v('session_id', 'Tracing session: ' + g.hex(12).upper())}
{v('datetime', 'Lookup time: ' + http_date(t))}
Station: MAN / handler NW

You help tracing agents read delayed-bag files and decide the next action: FORWARD, HOLD, REQUEST
DESCRIPTION or CLOSE.

File MANNW24871 (created 06SEP26)
Tag: NW 0617 443120  routing MAN-AMS-BLL
Colour/type: BK 22 (black hard-sided), name tag HANSEN
Matching on-hand: BLLNW11902 found BLL 07SEP26, tag 0617443120, black hard-sided, name tag HANSEN
Passenger address: temporary, Hotel Marina, Aarhus, until 10SEP26
Next action:""", "baggage:ahl-lookup", ["header_block", "hex_upper", "http_date", "record_dates_stay"])


@pos
def _trace_bullets(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""# Bag match run
- **Station:** CDG
{v('run_id', '- **Query run:** ' + g.ulid(t))}
{v('datetime', f'- **Queried at:** {t.day} {MONTHS_LONG[t.month - 1]} {t.year} {t:%H:%M} UTC')}
- **Matcher:** descriptor v3

Compare the delayed bag with the three on-hand bags and say which one is most likely the same bag.

Delayed bag CDGAF80114: navy soft-sided suitcase, red ribbon on handle, brand Samsonite, contents
include a wetsuit.
On-hand 1 NCEAF20977: navy soft-sided, no ribbon, contents business clothes.
On-hand 2 MRSAF11403: navy soft-sided, red ribbon, contents wetsuit and fins.
On-hand 3 LYSAF08812: black hard-sided, red ribbon.
Answer:""", "baggage:trace-bullets", ["md_bullets", "ulid", "long_date_utc", "stable_neighbours"])


@pos
def _mistral_ohd(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""[INST] You write the message to send with a forwarded on-hand bag. Keep it to the routing, the tag
number and one handling note.

On-hand BCNVY30211: tag VY 0345 771204, found BCN belt 7, routing to BIO on VY 1432 tomorrow 07:15,
fragile sticker.
{v('request_id', 'request=' + g.uuid7(t))} {v('epoch', 'at=' + str(epoch_s(t)))} [/INST]""",
             "baggage:mistral-ohd", ["chat_template", "mistral", "key_value_inline", "uuid7", "epoch_s",
                                     "template_token"])


@pos
def _bag_app_last_user(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""You are the Where's My Bag assistant of Thistle Airways. Use the bag events below and tell the
passenger, kindly, where the bag is and what happens next. Delivery to home addresses in the UK is free.

Bag events (tag BE 1234 567890):
07 Sep 21:14 checked in GLA
07 Sep 22:02 loaded GLA on BE 711
08 Sep 06:40 arrived LHR, missed connection BE 123
08 Sep 11:35 loaded LHR on BE 125

Passenger: It's been two days, where is my bag??
{v('datetime', 'Sent from app: ' + js_tostring(t, 'British Summer Time'))}
Assistant:""", "baggage:bag-app-last-user", ["last_user", "js_date_tostring", "record_times_stay"])


@pos
def _bag_pir_kv(g: Gen) -> Draft:
    t = sep(g, CEST)
    stamp = f"{t:%Y-%m-%d %H:%M:%S} {t.tzname()}"
    return P(f"""PIR intake {v('datetime', 'now=' + stamp)} station=FRA T1 Halle B {v('session_id', 'desk_session=' + g.b64url(12))}
You help baggage service agents fill in a property irregularity report (PIR) from what the passenger
says. Output the fields: bag type, colour code, brand, distinctive marks, contents.

Passenger: It's a big grey hard case, Rimowa I think, with a sticker of a surfboard and my name on a
luggage strap. Inside mostly clothes and a camera.
PIR fields:""", "baggage:bag-pir-kv", ["key_value_inline", "unquoted_space_value", "head", "base64url"])


@pos
def _matkatavara_fi(g: Gen) -> Draft:
    t = g.moment()
    t = t.astimezone(EEST if 4 <= t.month <= 10 else EET)
    return P(f"""{v('datetime', f'Kellonaika nyt: {t.day}. {FI_MONTHS[t.month - 1]} {t.year} klo {t:%H.%M.%S}')}
{v('request_id', 'Pyynnön tunniste: ' + g.uuid4())}
Olet Revontuli Airin matkatavarapalvelun avustaja Helsinki-Vantaalla. Vastaa suomeksi, lyhyesti.
Viivästyneet matkatavarat toimitetaan kotiin maksutta.

Matkustaja: Laukkuni ei tullut Rovaniemeltä. Tuotteko sen mökille Sallaan?""",
             "baggage:matkatavara-fi", ["head", "localized_date", "uuid"], "fi")


@pos
def _aposkeves_el(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Είσαι ο βοηθός του γραφείου απωλεσθεισών αποσκευών της Αιγαίου Πτήσεις στο Ηράκλειο. Απάντησε στα
ελληνικά, σύντομα.
{v('datetime', f'Τρέχουσα ώρα: {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('session_id', 'Αναγνωριστικό συνεδρίας: ' + b58(g, 16))}

Επιβάτης: Η βαλίτσα μου δεν ήρθε από την Αθήνα. Μπορώ να αγοράσω ρούχα και να μου τα πληρώσετε;""",
             "baggage:aposkeves-el", ["system_tail", "localized_date", "base58"], "el")


@pos
def _xingli_zh(g: Gen) -> Draft:
    t = g.moment(HKT)
    return P(f"""{v('datetime', f'查詢時間：{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}')}
{v('session_id', '會話編號：' + g.objectid(t))}
你是「港灣航空」行李服務櫃檯的助理，請用繁體中文回答，不超過80字。
延誤行李會於找到後24小時內送到旅客的住址。

旅客：我從台北飛來的行李沒有到，我住在尖沙咀的酒店，可以送過來嗎？""",
             "baggage:xingli-zh", ["head", "cjk_date", "objectid", "fullwidth_colon"], "zh")


@pos
def _haqiba_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    when = digits_in(f"{t:%d/%m/%Y} {t:%H:%M}", AR0)
    return P(f"""أنت مساعد مكتب الأمتعة المتأخرة لدى طيران الواحة في مطار دبي. أجب بالعربية وباختصار.
تُسلَّم الحقائب المتأخرة إلى عنوان المسافر خلال ٢٤ ساعة من العثور عليها.

المسافر: حقيبتي لم تصل من القاهرة. هل يمكنني استلامها من المطار بدلاً من التوصيل؟
{v('datetime', 'وقت الطلب: ' + when)}
{v('request_id', 'معرّف الطلب: ' + g.ulid(t))}""", "baggage:haqiba-ar", ["last_user", "arabic_indic_digits", "ulid"], "ar")

# ground handling and turnaround

@pos
def _zulip_turn_event(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Outgoing webhook from Zulip (stream "ramp-ops") to Turnbot:
{{
  "bot_email": "turnbot-bot@ramp.zulip.example",
  "data": "@**Turnbot** is the fuel truck for stand 214 assigned yet? we're at 25 min to STD",
  "message": {{
    {v('message_id', '"id": ' + g.digits(7) + ',')}
    "sender_email": "ramp.lead.k.osei@handler.example",
    "stream_id": 18,
    "subject": "T2 turnarounds",
    {v('epoch', '"timestamp": ' + str(epoch_s(t)) + ',')}
    "type": "stream"
  }},
  "token": "xYrPq7h0AaVd2nEw5tKc9MzL"
}}

You are Turnbot. Answer ramp leads from the turnaround plan; if a resource is not assigned, say who to
call (fuel: Into-plane desk 4410).
Turnbot:""", "turnaround:zulip-turn-event", ["json_block", "zulip", "envelope_vs_payload", "epoch_s",
                                              "stable_bot_token"])


@pos
def _load_control_headers(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""Load control assistant - request headers
{v('request_id', 'X-LC-Request: ' + g.uuid4())}
{v('epoch', 'X-LC-Time-Us: ' + str(epoch_us(t)))}
X-LC-Station: PMI

Check whether the last-minute change keeps the flight within limits and say whether a new loadsheet
is needed (LMC limit: 10 passengers or 500 kg).

Flight EW 7583 PMI-DUS, final loadsheet edition 1: TOW 68,412 kg (MTOW 73,500), ZFW 57,910 kg (MZFW
62,500), MACTOW 27.4 (limits 19.0-33.6).
LMC: +3 passengers (rows 5-6), +2 bags (31 kg) in hold 4.
Answer:""", "turnaround:load-control-headers", ["head", "header_block", "uuid", "epoch_us", "loadsheet_stays"])


@pos
def _pushback_kv(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""tugctl {v('datetime', f'now={t:%d/%m/%Y %H:%M} {t.tzname()}')} tz=Europe/Madrid stand=T4S R12 {v('session_id', 'sid=' + g.b62(16))}
You dispatch pushback tugs at Madrid T4S. Assign the free tug closest to the stand; a wide-body needs a
towbarless tug of class TL-3 or higher.

Free tugs: TUG-07 (TL-2, at R10), TUG-11 (TL-3, at S22), TUG-14 (TL-4, at R17).
Request: B787-9 on stand R12, push requested in 6 minutes.
Dispatch:""", "turnaround:pushback-kv", ["key_value_inline", "unquoted_space_value", "head", "base62"])


@pos
def _gse_status_asof(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""You help the ground equipment pool at Zurich plan for the morning wave. Use the status list only.

Equipment status {v('datetime', 'as of ' + f'{t:%H:%M:%S} {t.tzname()} on {t:%d.%m.%Y}')} (pulled for this request):
| Type        | Serviceable | In repair | Needed 06:00-09:00 |
|-------------|-------------|-----------|--------------------|
| Belt loader | 14          | 3         | 15                 |
| Main deck loader | 4      | 1         | 4                  |
| GPU         | 22          | 0         | 18                 |
| Air start   | 3           | 1         | 2                  |

Pool manager: Where are we short, and what do we borrow from the other handler?
Assistant:""", "turnaround:gse-status-asof", ["inline_phrase", "fetched_snapshot", "time_then_dotted_date"])


@pos
def _turn_comment_tail(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Summarise this turnaround for the delay report in two sentences and give the IATA delay code that
fits best.

Turnaround EI 152 DUB, stand 308, A320neo, scheduled 35 minutes:
on-blocks 10:02, doors open 10:04, cleaning done 10:21, catering done 10:26, fuelling done 10:33,
boarding started 10:25, boarding complete 10:48, doors closed 10:51, off-blocks 10:58.
Note from the ramp lead: catering truck arrived 9 minutes late.

<!-- turnctl {v('epoch', 't=' + str(epoch_ns(g, t)))} {v('request_id', 'q=' + b58(g, 22))} tpl=delay-summary-2 -->
""", "turnaround:turn-comment-tail", ["html_comment", "tail", "epoch_ns", "base58", "record_times_stay"])


@pos
def _chatml_deicing_order(g: Gen) -> Draft:
    t = winter(g, CET)
    return P(f"""<|im_start|>system
You help the ramp lead at Oslo Gardermoen order de-icing for departing aircraft. Type I fluid for frost
only; Type I plus Type IV when snow is falling. Answer with the order line only.<|im_end|>
<|im_start|>user
LN-NGX, B737-8, stand 47, STD 07:25, light snow, OAT -4.
{v('datetime', 'Sent ' + py_aware(t))}<|im_end|>
<|im_start|>assistant
""", "turnaround:chatml-deicing-order", ["chat_template", "chatml", "last_user", "python_aware_str",
                                          "template_token"])


@pos
def _rampa_es(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Hora del sistema: {t:%H:%M:%S} del {t:%d/%m/%Y}')}
{v('request_id', 'ID de petición: ' + g.uuid4())}
Eres el asistente del coordinador de rampa de Iberhandling en Barajas. Contesta en español, con frases
cortas.
Tiempo mínimo de escala A321: 45 minutos.

Coordinador: El A321 de Tenerife llega con 30 minutos de retraso y sale otra vez a las 13:10. ¿Llegamos?""",
             "turnaround:rampa-es", ["head", "time_then_day_first", "uuid"], "es")


@pos
def _afhandeling_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Je bent de assistent van de afhandelingscoördinator op Schiphol. Antwoord in het Nederlands, kort.

Coördinator: De cateringwagen voor de 777 op D7 staat nog bij de keuken. Welke vertragingscode gebruiken we
als hij te laat is?
{v('datetime', f'Verzonden: {t:%d-%m-%Y %H:%M:%S}')}
{v('session_id', 'Sessie: ' + g.uuid4())}""", "turnaround:afhandeling-nl", ["last_user", "day_first", "uuid"], "nl")


@pos
def _handling_ro(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""{v('datetime', f'Ora curentă: {t.day} {RO_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'ID cerere: ' + g.ksuid(t))}
Ești asistentul șefului de tură de handling de la Aeroportul Otopeni. Răspunde în limba română, pe scurt.

Șef de tură: Avem două curse A320 care aterizează în același timp și doar o bandă de bagaje liberă. Pe
care o servim prima?""", "turnaround:handling-ro", ["head", "localized_date", "ksuid"], "ro")


@pos
def _quay_dau_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý điều phối mặt đất của Hãng hàng không Sen Vàng tại sân bay Tân Sơn Nhất. Trả lời bằng
tiếng Việt, ngắn gọn.
{v('datetime', f'Thời gian hiện tại: {t:%H:%M} ngày {t.day} tháng {t.month} năm {t.year}')}
{v('session_id', 'Mã phiên: ' + xid(g, t))}

Điều phối viên: Máy bay A321 đỗ ở bến 14 cần vệ sinh nhanh trong 20 phút. Cần bao nhiêu nhân viên?""",
             "turnaround:quay-dau-vi", ["system_tail", "time_first_localized", "xid"], "vi")


# crew rostering and fatigue rules

@pos
def _crew_app_bearer(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""GET /v3/assistant HTTP/1.1
Host: crew.skyridge.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'crew-40187'))}
{v('datetime', 'Date: ' + http_date(t))}
X-Crew-Base: BHX

You answer crew members' questions about their own roster in the Skyridge crew app. Quote the duty code
and times exactly as they appear.

Roster extract (crew 40187):
12SEP  BHX 0540 LT  SR 1021 BHX-AGP  SR 1022 AGP-BHX  off duty 1315
13SEP  SBY  0500-1700 home standby
14SEP  OFF

Crew member: If they call me out from standby on the 13th at 16:30, how late could my duty end?
Assistant:""", "crew:crew-app-bearer", ["head", "header_block", "jwt", "http_date", "roster_stays"])


@pos
def _ftl_calculator(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You check flight duty periods against EASA ORO.FTL.205 for acclimatised crew. Maximum basic daily FDP
by reporting time and number of sectors:
06:00-13:29: 13:00 for 1-2 sectors, minus 30 minutes per sector from the 3rd
17:00-04:59 (night): 11:00 for 1-2 sectors, minus 30 minutes per sector from the 3rd

{v('datetime', 'Calculated: ' + py_aware(t))}
{v('run_id', 'Calculation: ' + g.ulid(t))}

Pairing P4412: report 05:50 LT (acclimatised), 4 sectors, planned FDP 12:15.
Result:""", "crew:ftl-calculator", ["header_block", "python_aware_str", "ulid", "record_times_stay"])


@pos
def _crew_control_logfmt(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""crewctl prompt {v('datetime', 'ts=' + rfc3339(t, 3))} level=info {v('request_id', 'rid=' + g.hex(16))} base=MAN
You help crew controllers pick a standby pilot for a callout. Choose the standby whose standby started
earliest, as long as the new FDP fits; explain in one sentence.

Open duty: first officer, MAN-PMI-MAN, report 14:20, FDP 7:40.
Standbys: FO BARNES (home standby from 04:00), FO IQBAL (home standby from 10:00), FO LEWIS (airport
standby from 12:00).
Choice:""", "crew:crew-control-logfmt", ["logfmt", "head", "rfc3339_ms", "hex16", "roster_stays"])


@pos
def _pbs_front_matter(g: Gen) -> Draft:
    t = summer(g, PDT)
    return P(f"""---
tool: bid-coach
bid_period: 2026-11
base: YVR
{v('datetime', 'requested_at: ' + rfc3339(t))}
{v('session_id', 'bid_session: ' + g.uuid4())}
---
Help the flight attendant write bids for the November bid period. Bids are processed by seniority; a
"prefer off" bid for a weekend is only honoured when the line still meets minimum credit (75 hours).

Flight attendant: I want the 14th and 15th off for my sister's wedding and as many Hawaii trips as
possible. Seniority 812 of 1,460.""", "crew:pbs-front-matter", ["front_matter", "rfc3339", "uuid",
                                                               "stable_neighbours"])


@pos
def _fatigue_report_sk(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""You triage fatigue reports for the Safety Review Board of Heron Air. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Reports
older than 72 hours since the duty ended must be marked LATE. Classify each report as ROSTER,
OPERATIONAL or PERSONAL and say whether it is late.

Report FR-26-311: duty ended 05 Sep 23:40, "third early after two lates, slept 4 hours".
Report FR-26-314: duty ended 07 Sep 19:05, "45 minutes on stand waiting for a slot, no crew food".
Assistant:""", "crew:fatigue-report-sk", ["inline_sentence", "dotnet_long_datetime", "record_times_stay"])


@pos
def _vaktliste_no(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Tid nå: {t:%d.%m.%Y kl. %H:%M}')}
{v('session_id', 'Økt-ID: ' + g.b64url(16))}
Du er vaktlisteassistenten for kabinansatte i Fjordfly. Svar på norsk, kort.
Regel: minst 12 timers hvile før en tidligvakt, og minst to fridager på rad i hver syvdagersperiode.

Kabinansatt: Jeg slutter kl. 23:10 i kveld og har oppmøte 06:15 i morgen. Er det lov?""",
             "crew:vaktliste-no", ["head", "dotted_day_first", "base64url"], "no")


@pos
def _escala_pt(g: Gen) -> Draft:
    t = g.moment()
    t = t.astimezone(WEST if 4 <= t.month <= 10 else UTC)
    return P(f"""És o assistente de escalas de tripulantes da Andorinha Linhas Aéreas. Responde em português de
Portugal, de forma breve.
{v('datetime', f'Data e hora atuais: {t:%Y-%m-%d %H:%M}')}
{v('request_id', 'Identificador do pedido: ' + g.uuid7(t))}

Tripulante: Estou de assistência em casa desde as 05:00. Se me chamarem às 13:00 para um voo de 9 horas
de serviço, ultrapasso o limite?""", "crew:escala-pt", ["system_tail", "iso_minutes", "uuid7"], "pt")


@pos
def _rozpis_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Aktuální čas: {t.day}. {t.month}. {t.year} {t.hour}:{t.minute:02d}:{t.second:02d}')}
{v('session_id', 'ID relace: ' + g.hex(32))}
Jsi asistent plánování posádek Českých linií Vltava. Odpovídej česky a stručně.

Pilot: Mám v pátek dvě rána po sobě a v sobotu nástup v 5:20. Mohu požádat o výměnu služby?""",
             "crew:rozpis-cs", ["head", "unpadded_day_first", "hex32"], "cs")


@pos
def _ayefut_he(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""אתה עוזר תכנון הצוותים של נתיבי אוויר שחף. ענה בעברית, בקצרה.
כלל: אחרי טיסת לילה של יותר משלוש שעות בחלון 02:00–04:59 נדרשת מנוחה של 14 שעות לפחות.

דייל: נחתתי בבוקר מטיסת לילה מבנגקוק. שיבצו אותי לטיסה מחר ב-06:00. זה חוקי?
{v('datetime', f'זמן שליחה: {t:%d/%m/%Y %H:%M}')}
{v('request_id', 'מזהה בקשה: ' + g.uuid4())}""", "crew:ayefut-he", ["last_user", "day_first", "uuid"], "he")


@pos
def _beosztas_hu(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Te a Duna Légitársaság személyzeti beosztásának asszisztense vagy. Válaszolj magyarul, röviden.
{v('datetime', f'Jelenlegi idő: {t.year}. {HU_MONTHS[t.month - 1]} {t.day}. {t:%H:%M}')}
{v('session_id', 'Munkamenet: ' + g.nanoid())}

Légiutas-kísérő: Cserélhetek szolgálatot egy kollégával, ha ő más bázison van?""",
             "crew:beosztas-hu", ["system_tail", "localized_date", "nanoid"], "hu")

# airport operations centres

@pos
def _apoc_grpc_trace_bin(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  :authority: apoc-assist.internal
  {v('trace_id', 'grpc-trace-bin: ' + grpc_trace_bin(g))}
  {v('epoch', 'x-apoc-received-ms: ' + str(epoch_ms(t)))}
  x-apoc-role: duty-manager

You support the duty manager in the airport operations centre. Turn the situation below into the first
three actions, most urgent first.

Situation: Baggage sorter in Terminal 2 down since 05:40 (fault on the main loop). 14 departures before
08:00 have bags waiting. Manual sortation team can start at 06:30.""",
             "apoc:grpc-trace-bin", ["head", "grpc_metadata", "grpc_trace_bin", "epoch_ms", "record_times_stay"])


@pos
def _envoy_headers(g: Gen) -> Draft:
    return P(f"""Upstream request (via envoy):
x-forwarded-proto: https
{v('request_id', 'x-request-id: ' + g.uuid4())}
x-envoy-expected-rq-timeout-ms: 15000
x-envoy-attempt-count: 1

You help the airport operations centre write passenger announcements. Calm, short, in English only;
the public address team translates.

Event: Security lane closures in Terminal 1 after a suspicious item at 09:12; queues up to 40 minutes.
Announcement:""", "apoc:envoy-headers", ["header_block", "envoy", "uuid", "stable_neighbours"])


@pos
def _apoc_root_attr(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<apoc-request desk="AOC-1" {v('request_id', 'rid="' + uuid_v(g, 1) + '"')} {v('datetime', 'at="' + iso_basic(t) + '"')} lang="en">
<task>Draft the runway inspection summary for the handover log.</task>
<notes>RWY 27L inspected 04:15-04:32: rubber deposits TDZ, two lights u/s at B4 (work order raised), no
FOD. RWY 27R closed for night works until 05:30, inspected 05:35, clean.</notes>
</apoc-request>""", "apoc:root-attr", ["xml_attr", "head", "uuid1", "iso_basic", "record_times_stay"])


@pos
def _capacity_forecast_sentence(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""You are the passenger flow assistant of the Stansted operations centre. The forecast below was
generated for this request {v('date', f'on {DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]}')} by the flow model; explain where
the morning peak will hurt most and one mitigation per area.

Departures hall 04:00-07:00: 11,800 passengers (capacity 10,500 per 3 h)
Security: 22 lanes open from 03:30, throughput 150 per lane per hour
Immigration arrivals 06:00-09:00: 4,200 (e-gates 16, desks 6 staffed)
Answer:""", "apoc:capacity-forecast-sentence", ["inline_phrase", "weekday_date_no_year", "record_times_stay"])


@pos
def _apoc_fa(g: Gen) -> Draft:
    t = g.moment(IRST)
    now = digits_in(f"{t:%Y/%m/%d %H:%M}", FA0)
    return P(f"""{v('datetime', 'زمان فعلی: ' + now)}
{v('session_id', 'شناسه نشست: ' + g.uuid4())}
تو دستیار مرکز عملیات فرودگاه هستی. به فارسی و کوتاه پاسخ بده.

مدیر شیفت: نوار نقاله بار ترمینال ۲ از کار افتاده است. اول به کدام پروازها رسیدگی کنیم؟""",
             "apoc:apoc-fa", ["head", "persian_digits", "uuid"], "fa")


@pos
def _tsentr_uk(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Ти помічник чергового центру управління аеропортом. Відповідай українською, коротко.
Смуга 15/33 закрита на ремонт з 22:00 до 05:00.

Черговий: О 04:40 прилітає літак з медичним вантажем. Чи можемо відкрити смугу раніше?
{v('datetime', f'Час запиту: {t:%d.%m.%Y %H:%M:%S}')}
{v('request_id', 'ID запиту: ' + g.hex(24))}""", "apoc:tsentr-uk", ["last_user", "dotted_day_first", "hex24"], "uk")


@pos
def _ops_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return P(f"""Kamu asisten pusat operasi Bandara Internasional Komodo Raya. Jawab dalam bahasa Indonesia, singkat.
{v('datetime', f'Waktu sekarang: {t.day} {ID_MONTHS[t.month - 1]} {t.year} pukul {t:%H.%M} WIB')}
{v('session_id', 'Sesi: ' + g.ksuid(t))}

Petugas: Hujan lebat dan petir di atas bandara. Kapan kita hentikan aktivitas di apron?""",
             "apoc:ops-id", ["system_tail", "localized_date", "ksuid"], "id")


# NOTAM and METAR readers

@pos
def _amqp_notam(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""AMQP delivery (exchange aim.notam, routing key EDDF):
{v('message_id', 'message-id: ' + g.uuid4())}
{v('epoch', 'timestamp: ' + str(epoch_s(t)))}
{v('request_id', 'correlation-id: ' + g.hex(16))}
content-type: text/plain
app-id: notam-feed

A1187/26 NOTAMN
Q) EDGG/QMRLC/IV/NBO/A/000/999/5002N00834E005
A) EDDF B) 2609080500 C) 2609120300
E) RWY 07R/25L CLSD DUE TO WIP.

You turn new NOTAMs into one plain-English line for the airline's crew briefing app. Keep the times in
UTC as written.
Line:""", "notam:amqp-notam", ["header_block", "amqp", "envelope_vs_payload", "uuid", "epoch_s",
                               "notam_stays"])


@pos
def _efb_bracket(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""[efb {v('datetime', 'clock=' + iso_min(t))} {v('session_id', 'sess=' + g.b62(20))} build=26.09.2]
You are the METAR reader on the pilots' electronic flight bag. Decode the METAR into one plain-English
sentence per group and say whether the weather is above the pilot's personal minimum (ceiling 1,000 ft,
visibility 5 km).

METAR EGPH 080620Z 24018G30KT 9999 -RA BKN008 OVC015 12/10 Q0998""",
             "metar:efb-bracket", ["bracketed", "key_value_inline", "iso_minutes_z", "base62", "metar_stays"])


@pos
def _taf_eta_sentence(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You compare destination TAFs with the estimated time of arrival. {v('datetime', f'It is now {t:%H:%M} UTC on {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.')} A flight
needs an alternate if the TAF shows, for one hour either side of the ETA, a ceiling below 1,000 ft or
visibility below 3,000 m (TEMPO and PROB groups count).

TAF LFPG 080500Z 0806/0912 22012KT 9999 BKN025 TEMPO 0814/0818 4000 SHRA BKN012 PROB30 TEMPO 0818/0822
2000 TSRA BKN008CB
Flight: AF 1681 from Bucharest, ETA 17:35 UTC.
Answer:""", "metar:taf-eta-sentence", ["inline_sentence", "time_then_long_date", "taf_stays"])


@pos
def _notam_ch_fr(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""{v('datetime', f'Heure actuelle (UTC) : {t.astimezone(UTC):%d.%m.%Y %H:%M}')}
{v('session_id', 'Session : ' + g.nanoid())}
Tu résumes les NOTAM pour les pilotes privés de l'aéro-club de Lausanne. Réponds en français de Suisse,
en deux phrases.

NOTAM B2314/26 : LSGL, piste 18/36 fermée du 12 au 14, 0600-1600 UTC, travaux de marquage.

Pilote : Je voulais décoller samedi à 9 h locale. C'est possible ?""",
             "notam:notam-ch-fr", ["head", "dotted_day_first", "nanoid", "notam_stays"], "fr")


@pos
def _metar_cl(g: Gen) -> Draft:
    t = sep(g, CLT, days=1)
    return P(f"""Eres el asistente meteorológico de un club de vuelo en Santiago de Chile. Responde en español de Chile,
breve.
{v('datetime', f'Hora UTC actual: {t.astimezone(UTC):%H:%M} del {t.astimezone(UTC):%d-%m-%Y}')}
{v('request_id', 'ID de consulta: ' + b58(g, 20))}

Piloto: METAR SCEL 081400Z 20008KT 5000 BR SCT006 BKN012 09/08 Q1021. ¿Puedo salir VFR a Rodelillo?""",
             "metar:metar-cl", ["system_tail", "utc_time_then_date", "base58", "metar_stays"], "es")


@pos
def _svodka_ru(g: Gen) -> Draft:
    t = sep(g, MSK, days=1)
    return P(f"""{v('datetime', f'Текущее время UTC: {t.astimezone(UTC):%H:%M}, {t.astimezone(UTC).day} {RU_MONTHS[t.astimezone(UTC).month - 1]}')}
{v('request_id', 'ID запроса: ' + g.uuid7(t))}
Ты помощник штурманской службы авиакомпании «Сапсан». Отвечай по-русски, кратко.

Штурман: Расшифруй TAF UUEE 080800Z 0809/0915 18005MPS 9999 SCT020 TEMPO 0812/0818 -SHRA BKN015CB и
скажи, нужен ли запасной аэродром для прилёта в 15:30 UTC.""",
             "metar:svodka-ru", ["head", "utc_time_then_date_no_year", "uuid7", "taf_stays"], "ru")


@pos
def _kisho_ja(g: Gen) -> Draft:
    t = sep(g, JST, days=1)
    return P(f"""あなたは「あおぞら航空」運航管理のアシスタントです。日本語で簡潔に答えてください。

運航管理者：RJTT 080600Z 34012KT 9999 FEW030 SCT045 27/19 Q1008 のMETARを読んで、横風成分を教えてください。
滑走路は34Lです。
{v('datetime', f'送信時刻：{t:%Y/%m/%d %H:%M:%S} JST')}
{v('session_id', '会話ID：' + g.hex(20))}""", "metar:kisho-ja", ["last_user", "iso_slash", "hex20", "metar_stays"], "ja")


# loyalty programmes

@pos
def _member_json(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{
  "app": "skyrewards-android",
  "member_tier": "Gold",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"client_ts": ' + str(epoch_ms(t)) + ',')}
  "locale": "en-GB"
}}
You answer questions about the SkyRewards programme. Gold status needs 900 tier points in the membership
year; tier points never expire within the year; Avios-style reward points expire after 36 months
without activity.

Member: I'm at 860 tier points and my year ends in three weeks. What is the cheapest way to keep Gold?
Assistant:""", "loyalty:member-json", ["json_block", "head", "uuid7", "epoch_ms", "stable_neighbours"])


@pos
def _retro_claim(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You help members claim missing miles. A claim needs the 13-digit ticket number, the flight date and
the booking class; flights older than 6 months cannot be claimed.
{v('session_id', 'Claim session: ' + g.uuid4())}
{v('datetime', 'Portal time: ' + log4j_iso(t))}

Member: I flew LH 1234 FRA-VIE on 14 July, ticket 220-2187654321, booking class K, and got no miles.
Assistant:""", "loyalty:retro-claim", ["system_tail", "uuid", "log4j", "ticket_number_stays"])


@pos
def _partner_signed(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Partner redemption call from HotelHub (signed):
{v('nonce', 'X-Nonce: ' + g.b64url(16))}
{v('epoch', 'X-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'X-Signature: hmac-sha256=' + g.hex(64))}
X-Partner: hotelhub-eu

Explain to the member, in two sentences, how many points the stay below costs and whether a cash top-up
is possible (minimum 10,000 points, top-up at 1 EUR per 100 points).

Stay: 3 nights, Lisbon, 24,500 points. Member balance: 19,800 points.""",
             "loyalty:partner-signed", ["head", "header_block", "nonce", "epoch_s", "signature"])


@pos
def _mistral_status_match(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""[INST] You review status match requests for the Halcyon Club. We match Gold of another alliance to
our Silver for 90 days, Platinum to our Gold. Reply APPROVE or DECLINE and one reason.
{v('datetime', 'Now: ' + go_string(t.astimezone(UTC), g.small(1, 1000), str(g.small(1, 900)) + '.' + g.digits(9)))}

Request: member 7730 4412 98, holds Platinum with another alliance (card valid to 03/2027), uploaded a
statement dated 2 August 2026. [/INST]""", "loyalty:mistral-status-match", ["chat_template", "mistral",
                                                                           "go_time_string", "member_id_stays"])


@pos
def _huiyuan_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(f"""{v('datetime', f'当前时间：{t:%Y-%m-%d %H:%M:%S}')}
{v('session_id', '会话：' + g.uuid4())}
你是「青鸾航空」常旅客计划的客服助手。请用简体中文回答，不超过100字。
金卡会员需要在会员年度内累计80个定级航段或8万定级积分。

会员：我今年飞了72个航段，还差几段能保住金卡？""", "loyalty:huiyuan-zh", ["head", "iso_space", "uuid", "fullwidth_colon"], "zh")


@pos
def _punkte_de(g: Gen) -> Draft:
    t = g.moment_eu()
    zone = "MESZ" if t.tzname() == "CEST" else "MEZ"
    return P(f"""Du beantwortest Fragen zum Vielfliegerprogramm „Kranichmeilen Plus". Antworte auf Deutsch, höflich und
knapp.
{v('datetime', f'Aktuelle Uhrzeit: {DE_DAYS[t.weekday()]}, {t:%d.%m.%Y, %H:%M} Uhr {zone}')}
{v('request_id', 'Anfrage-Kennung: ' + uuid_v(g, 4))}

Mitglied: Verfallen meine Meilen, wenn ich nur mit der Kreditkarte sammle und nicht fliege?""",
             "loyalty:punkte-de", ["system_tail", "weekday_dotted", "uuid"], "de")


@pos
def _mile_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""{v('datetime', f'เวลาปัจจุบัน: {t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น.')}
{v('session_id', 'รหัสเซสชัน: ' + g.ulid(t))}
คุณเป็นผู้ช่วยของโปรแกรมสะสมไมล์ "ฟ้าคราม คลับ" ตอบเป็นภาษาไทยสั้น ๆ

สมาชิก: ไมล์ที่ได้จากบัตรเครดิตหมดอายุเมื่อไหร่คะ""", "loyalty:mile-th", ["head", "buddhist_era", "ulid"], "th")


# cargo acceptance at airports

@pos
def _shed_terminal(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""Cargo acceptance - Shed 3, Frankfurt
{v('datetime', 'Shed terminal time: ' + oracle_dt(t))}
{v('session_id', 'Acceptance desk session: ' + g.b62(22))}

You check a shipment at acceptance against the air waybill and say ACCEPT or HOLD with the reason.

AWB 020-84412375 FRA-ORD, 6 pieces, 412.0 kg declared, general cargo, e-AWB (FWB received).
Scale: 6 pieces, 436.5 kg. Tolerance: 5 % or 10 kg, whichever is larger.
Decision:""", "cargo:shed-terminal", ["header_block", "oracle_datetime", "base62", "awb_stays"])


@pos
def _gemma_lithium(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<start_of_turn>user
You advise cargo acceptance staff on lithium batteries. Section II lithium ion batteries packed with
equipment (PI 966) need the lithium battery mark but no Shipper's Declaration; state of charge limits
apply only to batteries shipped on their own (PI 965).

A shipper brings 20 power tools, each packed with a 54 Wh spare battery in the same box. What marks and
documents do I check?
{v('request_id', 'request=' + g.ulid(t))} {v('datetime', 'time=' + rfc3339(t, 3))}<end_of_turn>
""", "cargo:gemma-lithium", ["chat_template", "gemma", "last_user", "key_value_inline", "ulid", "template_token"])


@pos
def _screening_status(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""You answer forwarders asking whether their shipment is secure for loading. A consignment is secure
(SPX) when screened by a regulated agent or at the airport; otherwise SCO (unscreened).
{v('request_id', 'x-correlation-id: ' + g.hex(32))}
{v('datetime', 'x-request-time: ' + rfc850(t))}

Screening record: AWB 176-55190832, 3 pieces, X-ray at RA DE/RA/01234-05, 2026-09-07 18:44, result
clear, status SPX.
Forwarder: Can this go on tonight's EK 046?
Assistant:""", "cargo:screening-status", ["system_tail", "hex32", "rfc850", "record_times_stay"])


@pos
def _perishables_prefix(g: Gen) -> Draft:
    t = sep(g, CEST)
    stamp = f"[recv {t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {off(t).replace(':', '')}]"
    return P(f"""{v('datetime', stamp)} Acceptance note from the cold room team:
Shipment AWB 074-99120456, 40 boxes of cut flowers (PER), AMS-NBO on KQ 117. Probe readings at
acceptance: 3.2, 3.8, 4.1, 6.9 C (box 31). Required range 2-8 C.

Decide whether the shipment can be accepted as is, and what to note on the acceptance check.""",
             "cargo:perishables-prefix", ["bracketed_prefix", "head", "iso_space_ms_offset", "awb_stays"])


@pos
def _kargo_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""{v('datetime', f'Sistem saati: {t:%d.%m.%Y %H:%M:%S}')}
{v('request_id', 'İstek numarası: ' + g.uuid7(t))}
Sen İstanbul Havalimanı kargo kabul biriminin asistanısın. Türkçe, kısa yanıt ver.

Görevli: 12 koli tehlikeli madde (UN 1266, parfüm) geldi ama beyannamede imza yok. Kabul edebilir miyiz?""",
             "cargo:kargo-tr", ["head", "dotted_day_first", "uuid7"], "tr")


@pos
def _vracht_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Je helpt de vrachtacceptatie van Schiphol Cargo. Antwoord in het Nederlands, in twee zinnen.
{v('datetime', 'Tijdstip: ' + naive_ms(t))}
{v('session_id', 'Balie-sessie: ' + b32(g, 15))}

Medewerker: Een zending levende dieren (AVI, twee honden) komt 3 uur voor vertrek. De minimale termijn is
4 uur. Wat nu?""", "cargo:vracht-nl", ["system_tail", "naive_ms", "base32"], "nl")


@pos
def _hang_hoa_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý tiếp nhận hàng hóa tại kho hàng sân bay Nội Bài. Trả lời bằng tiếng Việt, ngắn gọn.

Nhân viên: Lô hàng 8 kiện điện thoại di động, có pin lithium lắp sẵn. Cần dán nhãn gì?
{v('datetime', f'Thời điểm gửi: {t:%d/%m/%Y %H:%M:%S}')}
{v('request_id', 'Mã yêu cầu: ' + g.nanoid())}""", "cargo:hang-hoa-vi", ["last_user", "day_first", "nanoid"], "vi")


@pos
def _cargo_hi_bn(g: Gen) -> Draft:
    t = g.moment(BDT)
    now = f"{t.day}/{t.month}/{t.year} {t:%H:%M}".translate({ord(str(i)): chr(0x09E6 + i) for i in range(10)})
    return P(f"""আপনি ঢাকা বিমানবন্দরের কার্গো গ্রহণ কেন্দ্রের সহায়ক। বাংলায় সংক্ষেপে উত্তর দিন।
{v('datetime', 'বর্তমান সময়: ' + now)}
{v('session_id', 'সেশন আইডি: ' + g.uuid4())}

কর্মী: ৩০০ কেজি তাজা মাছ লন্ডনে যাবে। বরফ দিয়ে প্যাক করা। কী কী দেখতে হবে?""",
             "cargo:cargo-bn", ["system_tail", "bengali_digits", "uuid"], "bn")



# more sources: a tracing mailbox, an edge line, a minors desk, a cargo booking check, an upgrade
# auction, a gate change notice

@pos
def _tracing_mailbox(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""You read messages that other stations send to the Edinburgh baggage office and say what we must do
next. One line per action.
{v('datetime', 'Mailbox polled: ' + rfc2822(t))}
{v('request_id', 'Poll: ' + xid(g, t))}

Message from AMS (received 07SEP 18:02):
RUSH BAG KL 0074 118302 FOR EDI PAX VISSER/J FWD ON KL1283/08SEP ETA 0950 PLS DELIVER TO HOTEL
BALMORAL AND CLOSE AHL EDIKL20117.
Actions:""", "baggage:tracing-mailbox", ["header_block", "rfc2822", "xid", "record_times_stay"])


@pos
def _edge_line_gate(g: Gen) -> Draft:
    t = summer(g, CEST)
    return P(f"""edge-ams-3 {v('datetime', '[' + clf(t) + ']')} "POST /assistant/gate-change" {v('request_id', 'rid=' + g.hex(16))}
You write the push notification for a gate change. At most 90 characters, the new gate first, no
exclamation marks.

Flight KL 1001 to London Heathrow, gate changed from D7 to D14, boarding still at 06:35.
Notification:""", "boarding:edge-line-gate", ["head", "clf", "key_value_inline", "hex16", "record_times_stay"])


@pos
def _umnr_desk(g: Gen) -> Draft:
    t = sep(g, EDT)
    return P(f"""Unaccompanied minor handover desk - Boston Logan Terminal E
{v('datetime', 'Current time: ' + py_str(t.replace(tzinfo=None)))}
{v('date', 'Date: ' + iso_date(t))}
Desk phone: +1 617 555 0142

You help agents hand over unaccompanied minors (UMNR) at arrival. The child may only be released to the
adult named on the UMNR form, after photo ID is checked.

Form UM-26-0912: child Leo Marchetti, 9, arriving on SN 131 from Shannon. Collecting adult on the form:
Giulia Marchetti (mother). The adult at the desk says she is the aunt, Paola Marchetti, and has a
letter from the mother.
Agent:""", "boarding:umnr-desk", ["header_block", "python_str_datetime", "iso_date", "two_fields_two_lines",
                                    "stable_neighbours"])


@pos
def _cargo_booking_check(g: Gen) -> Draft:
    t = sep(g, CEST)
    return P(f"""{v('datetime', 'now: ' + py_iso(t.replace(tzinfo=None)))}
{v('session_id', 'booking_desk_session: ' + g.ulid(t))}
station: AMS
You check whether a cargo booking fits the capacity still open on the flight. Answer FITS or DOES NOT FIT
with the limiting figure.

Flight KL 0565 AMS-NBO, 11 Sep, open capacity: 2,300 kg, 14.0 m3, 1 main deck position.
Booking request: 18 pieces, 1,980 kg, 12.6 m3, on one PMC pallet (main deck).
Result:""", "cargo:cargo-booking-check", ["head", "yaml_like_block", "python_isoformat", "ulid",
                                            "stable_neighbours"])


@pos
def _upgrade_auction(g: Gen) -> Draft:
    t = sep(g, BST)
    return P(f"""Write the e-mail that invites a member to bid for an upgrade. Mention the minimum bid, the closing time
and that the card is only charged if the bid wins. At most 90 words.

Member: Daniel Okafor, Silver. Flight: CL 211 LGW-BIO, 19 September 07:10. Minimum bid: GBP 45.
Bidding closes 24 hours before departure.

--
{v('datetime', 'Generated on: ' + unix_date(t))}
Cloudline Airways · upgrade auctions""", "loyalty:upgrade-auction", ["footer", "unix_date", "record_times_stay"])



@pos
def _notam_planner_xml(g: Gen) -> Draft:
    t = sep(g)
    return P(f"""<request>
  <station>BRS</station>
  {v('request_id', '<id>' + g.uuid4() + '</id>')}
  {v('datetime', '<received>' + f'{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} UTC' + '</received>')}
  <desk>ops-planning</desk>
</request>
You help the airport's operations planners work out which scheduled flights a NOTAM affects. List the
flights and the reason, nothing else.

NOTAM A2207/26: EGGD RWY 09/27 CLSD 2609122200 TO 2609130530 DUE TO RESURFACING.
Schedule for the night of 12 September: EZY6012 arr 22:40, RYR8841 arr 23:15, TOM4410 dep 05:45,
EZY6103 dep 06:00.
Answer:""", "notam:notam-planner-xml", ["xml_element", "head", "uuid", "iso_space_ms_utc", "notam_stays"])


@pos
def _points_transfer_trace(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You explain points transfers between family members in the Halcyon Club. Transfers are free up to
50,000 points a year; above that a fee of 1 EUR per 1,000 points applies.
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: hc=' + g.hex(16) + ',edge=' + g.b64url(6))}
{v('epoch', 'x-received-at: ' + str(epoch_ms(t)))}

Member: I already gave my son 40,000 points in March. How much does it cost to give him 25,000 more?
Assistant:""", "loyalty:points-transfer-trace", ["system_tail", "traceparent", "tracestate", "epoch_ms"])
# --- generated positives: one field, a body with a pasted record of its own, a position ----------

# name, lang, service, channel, system, record intro, record, user label, question, cue (None: the
# prompt ends with the user's message), footer line
BODIES: list[tuple[str, str, str, str, str, str, str, str, str, str | None, str]] = [
    ("pnr", "en", "Rebooking desk", "desk",
     "You help airport agents change bookings. Say which PNR elements change and what the passenger pays;\n"
     "never cancel a ticketed segment without saying so.",
     "PNR display pasted by the agent:",
     "RP/LON1A0955/LON1A0955            AA/SU   05SEP26/1412Z   K7QW2P\n"
     "  1.OKONJO/ADAEZE MRS   2.OKONJO/CHIDI MSTR(CHD/12MAR18)\n"
     "  3  BA 117 J 09SEP 3 LHRJFK HK2  0825 1105  *1A/E*\n"
     "  4  BA 178 J 16SEP 3 JFKLHR HK2  1840 0640+1 *1A/E*\n"
     "  5 TK OK05SEP/LON1A0955\n"
     "  6 FA PAX 125-2498811240/ETBA/GBP4412.60/05SEP26/LON1A0955/91212345",
     "Agent", "The passenger wants to fly out one day later on the same flight. What changes?", "Assistant:",
     "Rebooking desk · Heathrow T5"),
    ("bcbp", "en", "Gate B42", "gate-reader",
     "You help gate agents read boarding pass barcodes. Explain the fields the agent asks about.",
     "Barcode read at the gate (BCBP):",
     "M1ANDERSSON/ERIK      EQ7ZK2M GOTCPHSK 0420 250Y014C0061 100",
     "Agent", "Which seat, which flight date and which check-in sequence number does this pass show?",
     "Answer:", "Gate services · Landvetter"),
    ("bagtag", "en", "Baggage services", "web",
     "You help baggage service agents work out where a bag's routing went wrong. Name the leg.",
     "Bag tag as printed at check-in:",
     "0027 AS 812345   SEA > ANC > FAI\nAS 0091 06SEP  AS 0145 06SEP\nLEHTO/KAISA   PRIORITY\n"
     "Printed SEA 06SEP26 15:42",
     "Agent", "The bag was last scanned in Anchorage on the 6th and nothing since. Which flight did it miss?",
     "Answer:", "Baggage services · Fairbanks"),
    ("metar", "en", "Dispatch weather", "efb",
     "You read METARs and TAFs for dispatchers. Answer with the group that decides it.",
     "Weather pasted by the dispatcher:",
     "METAR KSFO 071756Z 29016KT 10SM FEW008 BKN200 19/12 A2996\n"
     "TAF KSFO 071720Z 0718/0824 29015G22KT P6SM FEW010 FM080300 28010KT P6SM OVC008",
     "Dispatcher", "Will the OVC008 layer be in by our 03:30 UTC arrival on the 8th?", "Answer:",
     "Dispatch · Pacific desk"),
    ("notam", "en", "Flight planning", "portal",
     "You explain NOTAMs to flight planners in one or two plain sentences.",
     "NOTAM pasted by the planner:",
     "C0412/26 NOTAMN\nQ) CZYZ/QFAXX/IV/NBO/A/000/999/4338N07938W005\nA) CYTZ B) 2609050000 C) 2609302359\n"
     "E) AD HR OF OPS: 0645-2300 LOCAL. OUTSIDE THESE HR, AD CLSD.\nCREATED: 04 Sep 2026 18:22:00\n"
     "SOURCE: CYHQYNYX",
     "Planner", "Our ferry flight lands at 23:20 local on the 20th. Can we use Billy Bishop?", "Answer:",
     "Flight planning · charter ops"),
    ("roster", "en", "Crew services", "crew-app",
     "You check crew rosters against the operator's rest rule: at least 12 hours between duties at home base.",
     "Roster lines pasted by the crew member:",
     "Roster ROS-2026-09, FO M. Ahearn (BHX)\n"
     "05SEP  REP 0545  SR 1021 BHX-AGP 0645-0935  SR 1022 AGP-BHX 1020-1215  DEBRIEF 1245\n"
     "06SEP  REP 0030  SR 1907 BHX-TFS 0130-0555  SR 1908 TFS-BHX 0650-1105  DEBRIEF 1135\n"
     "07SEP  OFF",
     "Crew member", "Was my rest between the 5th and the 6th legal?", "Answer:", "Crew services · BHX base"),
    ("loadsheet", "en", "Load control", "lc-desk",
     "You check loadsheets for load controllers. Show the sum you used.",
     "Final loadsheet:",
     "LOADSHEET           CHECKED    APPROVED    EDNO\nALL WEIGHTS IN KG   J.KOWALSKI             1\n"
     "FROM/TO FLIGHT      A/C REG    VERSION     CREW    DATE    TIME\n"
     "WAW LHR LO281/07    SPLVE      C12Y138     2/4     07SEP26 0641\n"
     "TOTAL TRAFFIC LOAD  12805\nDRY OPERATING WEIGHT 42010\n"
     "ZERO FUEL WEIGHT ACTUAL 54815  MAX 62500\nTAKE OFF FUEL 6200\n"
     "TAKE OFF WEIGHT ACTUAL 61015  MAX 73500",
     "Controller", "How much more payload could we have taken, and which limit binds?", "Answer:",
     "Load control · WAW hub"),
    ("mvt", "en", "Delay reporting", "ops",
     "You check movement messages for delay reporting. IATA code 37 is catering, 93 is late inbound aircraft.",
     "Movement message received from the outstation:",
     "MVT\nLO281/07.SPLVE.WAW\nAD0712/0725 EA0905 LHR\nDL93/0013\nPX132\n"
     "SI DELAYED BY LATE ARRIVING CATERING",
     "Controller", "Does the delay code fit the SI remark, and how many minutes were delayed?", "Answer:",
     "Delay reporting · network control"),
    ("eticket-pt", "pt", "Aérea Sabiá", "whatsapp",
     "Você é a assistente da Aérea Sabiá. Responda em português do Brasil, com frases curtas.",
     "Recibo enviado pela cliente:",
     "RECIBO DO BILHETE ELETRÔNICO\nPassageira: SOUZA/JULIANA MRS\n"
     "Bilhete: 957 2104471198   Localizador: ZK4TQM\nData de emissão: 03/09/2026\n"
     "Voo SB 3320  Recife (REC) - Guarulhos (GRU)  12/09/2026  06:05  Classe Y\n"
     "Franquia de bagagem: 1 peça de 23 kg\nTotal pago: R$ 1.284,90",
     "Cliente", "Posso despachar uma segunda mala pagando no aeroporto?", None,
     "Aérea Sabiá · atendimento digital"),
    ("ldm-it", "it", "Scalo di Napoli", "rampa",
     "Sei l'assistente degli agenti di rampa dello scalo di Napoli. Rispondi in italiano, in breve.",
     "Messaggio LDM ricevuto:",
     "LDM\nAZ1783/06.EIDTA.C12Y153.2/4\n-FCO.138/3/0.T1845.1/420.3/890.4/535.PAX/12/129.PAD/0/0\n"
     "SI BAGS 97 PCS",
     "Agente", "Quanti passeggeri in business e quanti chili nella stiva 3?", None,
     "Scalo di Napoli · rampa"),
    ("awb-zh", "zh", "浦东货站", "web",
     "你是浦东机场货站收运柜台的助手，请用简体中文简洁回答。",
     "货运单信息（托运人提供）：",
     "航空货运单 999-41238875\n始发站：上海浦东（PVG）  目的站：法兰克福（FRA）\n"
     "件数：18   毛重：612.0 千克   计费重量：640.0 千克\n品名：电子配件（含锂电池，PI 967 第II部分）\n"
     "收运时间：2026-09-06 14:20",
     "收运员", "这票货需要贴哪些标签？今晚的航班能装吗？", None,
     "浦东货站 · 收运柜台"),
    ("loyalty-ar", "ar", "نادي الواحة", "app",
     "أنت مساعد برنامج الولاء لدى طيران الواحة. أجب بالعربية وباختصار.",
     "كشف الحساب الذي أرسله العضو:",
     "كشف حساب الأميال - العضو رقم ٤٤٠١٢٨٨٧\n٠١/٠٩/٢٠٢٦  رحلة WA 241 دبي-القاهرة  +١٬٢٤٠ ميل\n"
     "٠٣/٠٩/٢٠٢٦  فندق شريك  +٨٠٠ ميل\n٠٥/٠٩/٢٠٢٦  استبدال ترقية  -١٥٬٠٠٠ ميل\nالرصيد: ٢١٬٤٣٠ ميل",
     "العضو", "كم ميلاً ينقصني لتذكرة مجانية إلى عمّان بسعر ٢٥٬٠٠٠ ميل؟", None,
     "نادي الواحة · خدمة الأعضاء"),
]

APPS = {"pnr": "rebook-desk", "bcbp": "gate-reader", "bagtag": "bag-routing", "metar": "wx-reader",
        "notam": "notam-plain", "roster": "rest-check", "loadsheet": "lc-check", "mvt": "delay-check",
        "eticket-pt": "sabia-whats", "ldm-it": "rampa-assist", "awb-zh": "shouyun-assist",
        "loyalty-ar": "waha-club"}
LOCALES = {"en": "en-GB", "pt": "pt-BR", "it": "it-IT", "zh": "zh-CN", "ar": "ar-AE"}

# cue, family, line label, key, value (json values are quoted unless numeric)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "rfc3339", "Prompt assembled", "assembled", lambda g, t: rfc3339(t)),
    ("datetime", "http_date", "Request date", "request_date", lambda g, t: http_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "rfc850", "Served at", "served_at", lambda g, t: rfc850(t)),
    ("datetime", "go_rfc3339nano", "Clock", "clock", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "windows_datetime", "Workstation time", "workstation_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "Browser time", "browser_time", lambda g, t: js_iso(t)),
    ("datetime", "dotnet_roundtrip", "Rendered", "rendered", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "us_medium", "Local now", "local_now", lambda g, t: us_medium(t)),
    ("datetime", "asctime", "Built", "built", lambda g, t: ctime(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_week", "Current ISO week", "iso_week_now", lambda g, t: iso_week(t)),
    ("epoch", "epoch_ms", "t_req_ms", "t_req_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix now", "unix_now", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ns", "Recv ns", "recv_ns", lambda g, t: str(epoch_ns(g, t))),
    ("epoch", "epoch_us", "Start us", "start_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid7", "Request", "request", lambda g, t: g.uuid7(t)),
    ("request_id", "hex32", "X-Request-Id", "x_request_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: b3_single(g)),
    ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
    ("session_id", "ksuid", "Console session", "console_session", lambda g, t: g.ksuid(t)),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "agent-" + g.digits(5))),
]

AR_NOW = "الوقت الحالي"

# the "now", request and session fields of the non-English bodies: cue, family, label, separator, key
LOCAL_FIELDS: dict[str, list[tuple[str, str, str, str, str, Callable[[Gen, datetime], str]]]] = {
    "pt": [("datetime", "day_first", "Data e hora atuais", ": ", "agora", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
           ("request_id", "uuid", "ID da requisição", ": ", "id_requisicao", lambda g, t: g.uuid4()),
           ("session_id", "nanoid", "Sessão", ": ", "sessao", lambda g, t: g.nanoid())],
    "it": [("datetime", "day_first", "Ora attuale", ": ", "ora_attuale", lambda g, t: f"{t:%d/%m/%Y, %H:%M}"),
           ("request_id", "ulid", "ID richiesta", ": ", "id_richiesta", lambda g, t: g.ulid(t)),
           ("session_id", "hex32", "Sessione", ": ", "sessione", lambda g, t: g.hex(32))],
    "zh": [("datetime", "cjk_date", "当前时间", "：", "now",
            lambda g, t: f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"),
           ("request_id", "uuid7", "请求编号", "：", "request_id", lambda g, t: g.uuid7(t)),
           ("session_id", "objectid", "会话编号", "：", "session_id", lambda g, t: g.objectid(t))],
    "ar": [("datetime", "arabic_indic_digits", AR_NOW, ": ", "now",
            lambda g, t: digits_in(f"{t:%d/%m/%Y %H:%M}", AR0)),
           ("request_id", "uuid", "معرّف الطلب", ": ", "request_id", lambda g, t: g.uuid4()),
           ("session_id", "ksuid", "معرّف الجلسة", ": ", "session_id", lambda g, t: g.ksuid(t))],
}

# the pasted records are dated 3 to 7 September 2026: "now" falls in the days after
ZONES: dict[str, timezone] = {"en": BST, "pt": BRT, "it": CEST, "zh": CST_CN, "ar": GST}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_inline",
             "xml_attr", "bracket_kv"]
GENERATED = 36


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value + '"'


def render(body: tuple[str, str, str, str, str, str, str, str, str, str | None, str], position: str,
           line: str, member: str, attr: str, yaml: str, pair: str) -> str:
    """A body with one field at one position: `line` (a whole line), `member` (a single-line JSON
    member with its comma), `attr` (an XML attribute), `yaml` (a front matter key) or `pair` (a
    `key=value` pair in a bracketed context line)."""
    name, lang, service, channel, system, intro, record, user, question, cue, footer = body
    app, loc = APPS[name], LOCALES[lang]
    colon = "：" if lang == "zh" else ": "
    ask = f"{user}{colon}{question}"
    end = f"\n{cue}" if cue else ""
    middle = f"{intro}\n{record}\n\n{ask}"
    if position == "head":
        return f"{line}\n{system}\n\n{middle}{end}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{middle}{end}"
    if position == "header_block":
        return f"Service: {service}\n{line}\nChannel: {channel}\n\n{system}\n\n{middle}{end}"
    if position == "last_user":
        return f"{system}\n\n{middle}\n{line}{end}"
    if position == "footer":
        return f"{system}\n\n{middle}\n\n--\n{line}\n{footer}"
    if position == "front_matter":
        return f"---\napp: {app}\n{yaml}\nlocale: {loc}\n---\n{system}\n\n{middle}{end}"
    if position == "json_inline":
        return f'{{"app":"{app}",{member}"locale":"{loc}"}}\n{system}\n\n{middle}{end}'
    if position == "xml_attr":
        return f'<context app="{app}" {attr} locale="{loc}"/>\n{system}\n\n{middle}{end}'
    return f"[ctx app={app} {pair} locale={loc}]\n{system}\n\n{middle}{end}"


def field_forms(cue: str, label: str, sep_: str, key: str, value: str) -> tuple[str, str, str, str, str]:
    """The marked line, JSON member, XML attribute, YAML key and `key=value` pair of one field."""
    return (v(cue, f"{label}{sep_}{value}"), v(cue, f'"{key}":{_json_value(value)},'),
            v(cue, f'{key}="{value}"'), v(cue, f"{key}: {value}"), v(cue, f"{key}={value}"))


def generated_positives(g: Gen) -> list[Draft]:
    """One field in one of the bodies at one of three positions per body; every position used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    n = len(BODIES)
    assert [b[1] for b in BODIES[:8]] == ["en"] * 8 and len(FIELDS) == 24
    for k in range(GENERATED):
        body = BODIES[k % n]
        name, lang = body[0], body[1]
        b_en = k % n  # the English bodies come first, eight of them: each field is used once
        position = POSITIONS[(k + k // n) % len(POSITIONS)]
        t = sep(g, ZONES[lang], days=10)
        if lang == "en":
            cue, family, label, key, make = fields[b_en + 8 * (k // n)]
            sep_ = ": "
        else:
            cue, family, label, sep_, key, make = LOCAL_FIELDS[lang][k // n]
        value = make(g, t)
        forms = field_forms(cue, label, sep_, key, value)
        text = render(body, position, *forms)
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}gen:{name}+{family}",
                         ["generated", position, family, "pasted_record_stays", *extra]))
    return out


# one stable value per body, at a position that body's positives use: line, key, value
STABLE: dict[str, tuple[str, str, str]] = {
    "pnr": ("Office ID", "office_id", "LON1A0955"),
    "bcbp": ("Reader firmware", "reader_fw", "4.12.7"),
    "bagtag": ("Prompt revision", "prompt_revision", "2026-06-30"),
    "metar": ("AIRAC cycle", "airac_cycle", "2609"),
    "notam": ("Knowledge cutoff", "knowledge_cutoff", "2025-01"),
    "roster": ("Rest rule approved", "rest_rule_approved", "2025-03-14"),
    "loadsheet": ("Time zone", "time_zone", "Europe/Warsaw"),
    "mvt": ("API version", "api_version", "2025-11-01"),
    "eticket-pt": ("Versão do prompt", "versao_prompt", "4.3.0"),
    "ldm-it": ("Scalo", "scalo", "NAP"),
    "awb-zh": ("站点代码", "station_code", "PVG-CGO-3"),
    "loyalty-ar": ("رمز البرنامج", "programme_code", "WAHA-MILES-2"),
}


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at the position of its second generated positive."""
    out = []
    n = len(BODIES)
    for b, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        k = b + n
        position = POSITIONS[(k + k // n) % len(POSITIONS)]
        label, key, value = STABLE[name]
        colon = "：" if lang == "zh" else ": "
        text = render(body, position, f"{label}{colon}{value}", f'"{key}":"{value}",', f'{key}="{value}"',
                      f"{key}: {value}", f"{key}={value}")
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:gen:{name}+{key}",
                         ["hard_negative", "generated", position, "stable_value", *extra]))
    return out

# --- negatives: pasted records of the domain -------------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("pnr-question-above", ["pnr", "question_above", "ticket_number"], "en",
     """Why does this booking show the return as UN? Did the passenger lose the seat?

RP/MAN1A0811/MAN1A0811            WS/SU   02SEP26/0917Z   R4TQ8N
  1.BRENNAN/SIOBHAN MS
  2  EI 203 Y 10SEP 4 MANDUB HK1  0715 0815  *1A/E*
  3  EI 210 Y 14SEP 1 DUBMAN UN1  1950 2045  *1A/E*
  4  EI 214 Y 14SEP 1 DUBMAN TK1  2120 2215  *1A/E*
  5 AP MAN 44 161 496 0112
  6 TK OK02SEP/MAN1A0811
  7 FA PAX 053-2411870266/ETEI/GBP188.40/02SEP26/MAN1A0811/37212345"""),
    ("bcbp-question-below", ["bcbp", "question_below", "julian_date"], "en",
     """M2PATEL/RAVI          EKX4R7N LHRBOMAI 0130 250J002A0012 14E>5180 M6249BAI 2A0982345678900 0
M1PATEL/MEERA         EKX4R7N LHRBOMAI 0130 250J002B0013 14E>5180 M6249BAI 2A0982345678901 0
These are the two barcodes from our boarding passes. Which day does 250 mean, and are we seated together?"""),
    ("bag-tag-lead-in", ["bag_tag", "lead_in", "routing"], "en",
     """The tag on my bag says this, can you tell me where it was supposed to go?

0220 LH 558104
FRA > MUC > OLB
LH 0094 06SEP  LH 1854 06SEP
MUELLER/JONAS
Printed FRA 06SEP26 05:58"""),
    ("metar-taf-fenced", ["metar", "taf", "fenced"], "en",
     """Decode this for a student pilot, group by group:

```
METAR EGBB 070950Z 23011KT 9999 FEW018 SCT035 17/11 Q1016 NOSIG
TAF EGBB 070458Z 0706/0806 22010KT 9999 SCT030 PROB30 TEMPO 0712/0718 7000 SHRA BKN020
```"""),
    ("notam-quoted", ["notam", "quoted", "created_line"], "en",
     """My instructor forwarded this. Does it affect a local flight on Saturday afternoon?

> B0877/26 NOTAMN
> Q) EGTT/QWMLW/IV/BO/W/000/035/5139N00104W003
> A) EGTK B) 2609120900 C) 2609121700
> E) MODEL ACFT FLYING WI 1NM RADIUS OF 5139N00104W.
> F) SFC G) 3500FT AMSL
> CREATED: 06 Sep 2026 11:04:00
> SOURCE: EGGNYNYX"""),
    ("roster-indented", ["roster", "indented", "report_times"], "en",
     """How many hours of rest do I get between the Madrid night-stop and the early on Friday?

    CREW ROSTER  SEP 2026   CM 51172 PURSER R. OYELARAN   BASE LGW
    09SEP WED  RPT 1335  LGW-MAD 1435-1810  NIGHTSTOP MAD
    10SEP THU  RPT 0915L MAD-LGW 1015-1145  OFF DUTY 1215
    11SEP FRI  RPT 0515  LGW-INN 0615-0935  INN-LGW 1020-1155  OFF DUTY 1225
    12SEP SAT  OFF"""),
    ("loadsheet-chatml", ["chatml", "loadsheet", "user_turn"], "en",
     """<|im_start|>system
You check loadsheets for the load control team.<|im_end|>
<|im_start|>user
LOADSHEET           CHECKED    APPROVED    EDNO
ALL WEIGHTS IN KG   P.NUNES                2
FROM/TO FLIGHT      A/C REG    VERSION     CREW    DATE    TIME
LIS FNC TP1691/08   CSTNU      Y174        2/4     08SEP26 1112
TOTAL TRAFFIC LOAD  15870
DRY OPERATING WEIGHT 43120
ZERO FUEL WEIGHT ACTUAL 58990  MAX 62500
TAKE OFF FUEL       5400
TAKE OFF WEIGHT ACTUAL 64390   MAX 73500
LANDING WEIGHT ACTUAL 61590    MAX 64500
Edition 2 came after a late bag change. Is the landing weight still fine?<|im_end|>
<|im_start|>assistant
"""),
    ("mvt-earlier-turn", ["mvt", "earlier_turn", "type_b"], "en",
     """User: Our outstation sent this movement message this morning.
MVT
VY8462/07.ECNIP.BCN
AA1522/1531
User: What do the two times mean, and was the flight late if it was scheduled to arrive at 15:05?
Assistant:"""),
    ("ldm-llama3", ["llama3", "ldm", "user_turn"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You explain IATA load messages to new load controllers.<|eot_id|><|start_header_id|>user<|end_header_id|>

LDM
FR8312/07.EIDCL.Y189.2/4
-STN.176/2/1.T2210.1/520.3/1130.4/560.PAX/0/176.PAD/0/0
SI TRA BAGS 0

What does 176/2/1 mean, and how much is in hold 3?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("eticket-email-lead-in", ["email_headers", "message_id", "eticket"], "en",
     """Here's the e-ticket receipt I got. Is my checked bag included or not?

From: Cloudline Airways <noreply@cloudline.example>
Date: Thu, 3 Sep 2026 21:44:17 +0100
Message-ID: <ETR.6402187755031.20260903204417@mail.cloudline.example>
Subject: Your e-ticket receipt - booking HZ8QWT

Passenger: MR DANIEL OKAFOR
Ticket number: 640 2187755031   Date of issue: 03SEP26
CL 211 LGW-BIO 19SEP26 07:10  Class: Q  Baggage: 0PC
CL 212 BIO-LGW 26SEP26 10:45  Class: Q  Baggage: 0PC
Fare GBP 74.00  Taxes GBP 41.36  Total GBP 115.36"""),
    ("ahl-file-gemma", ["gemma", "worldtracer_like", "ahl_file"], "en",
     """<start_of_turn>user
Summarise this delayed bag file for the passenger in plain English, no codes.

AHL MADIB31906 - IB - CREATED 06SEP26/2214
NM GARCIA/LUCIA MS
TN IB 0075 430918  CT BK22
RT MAD/LHR  FD IB3166/06SEP
PA C/ HORTALEZA 14 3B 28004 MADRID  PN 34 611 208 441
CC CLOTHES, LAPTOP CHARGER, SANDALS
STATUS: TRACING - LAST SEEN LHR T5 BHS 06SEP 19:07<end_of_turn>
"""),
    ("ohd-phi3", ["phi3", "worldtracer_like", "ohd_file"], "en",
     """<|user|>
Which delayed-bag file could this on-hand bag belong to? Files open at our station: AMSKL22013 (blue
soft case, name tag VISSER), AMSKL22041 (black hard case, no name tag).
OHD AMSKL11870 - KL - FOUND 07SEP26/0633 AMS BELT 14
TN KL 0074 118302  CT BK22  NO NAME TAG
CONTENTS: MEN'S SHIRTS, DUTCH BOOKS, RUNNING SHOES
STORED: AMS LOST AND FOUND RACK C4<|end|>
<|assistant|>
"""),
    ("bpm-mistral", ["mistral", "type_b", "bpm"], "en",
     """[INST] Explain this baggage message line by line for a trainee.

BPM
.V/1LCPH
.J/R/SASBHS01//07SEP/081244L
.F/SK1463/07SEP/ARN/Y
.N/0117662045001
.P/1NILSSON/ASTRID
.L/HY7P3K [/INST]"""),
    ("psm-rag", ["rag_document", "type_b", "psm"], "en",
     """Answer from the document only.

<document source="mailbox/psm/OS0431-07SEP.txt">
PSM
OS0431/07SEP VIE HEL
-HEL
WCHR 2
1LEHTINEN/AINO MRS 12C
1KORHONEN/ERKKI MR 21D
WCHC 1
1NIEMI/VEIKKO MR 02A
</document>

Question: How many passengers need a lift to the aircraft door at HEL?
Answer:"""),
    ("ucm-observation", ["react_observation", "type_b", "ucm"], "en",
     """Question: Which ULDs came off flight QR 003 and which went on QR 004?
Thought: I should read the attachment the user uploaded.
Action: read_attachment(name="ucm_qr003_004.txt")
Observation: UCM
QR003/07.A7BEC.LHR
IN
.AKE12044QR/HY.AKE13870QR/HY.PMC90872QR/C.AKE11230QR/B
OUT
.AKE10917QR/B.PMC91120QR/C.AKE12044QR/HY
SI UCM RECEIVED 07SEP 1412
Thought:"""),
    ("fwb-very-head", ["very_head", "cargo_imp", "fwb"], "en",
     """FWB/16
020-84412375FRAORD/T6K436.5
FLT/LH8160/09
RTG/ORDLH
SHP
/NORDWERK MASCHINEN GMBH
CNE
/NORDWERK USA INC
RTD/1/P6/K436.5/CQ/W444.0
/NG/MACHINE PARTS
ISU/07SEP26/FRANKFURT/NORDWERK LOGISTIK
Do the chargeable weight and the gross weight in this FWB agree with each other?"""),
    ("ffm-very-end", ["cargo_imp", "ffm", "very_end"], "en",
     """Which shipment in this manifest is perishable, and on which ULD is it?

FFM/8
1/EK9082/08SEP0215/NBO/5YEKR
AMS
ULD/PMC33120EK
074-99120456NBOAMS/T40K612.0MC3.4/CUT FLOWERS
/SPH/PER
ULD/PAG11482EK
176-55190832NBOAMS/T12K180.5MC1.1/TEA SAMPLES
LAST"""),
    ("discretion-report", ["form", "times_in_record", "question_first"], "en",
     """Is this commander's discretion report complete enough to submit?

COMMANDER'S DISCRETION REPORT  CDR-26-0088
Date: 06 Sep 2026   Commander: Capt. E. Varga   Aircraft: HA-LWF
Reported: 05:40 LT   Max FDP: 13:00   Planned end of FDP: 18:05 LT
Actual end of FDP: 19:32 LT   Discretion used: 1:27
Reason: ATC slot 90 minutes at FCO, passengers already boarded.
Crew consulted: yes (all agreed)."""),
    ("fatigue-form-both-sides", ["form", "both_sides", "report_times"], "en",
     """A cabin crew member submitted this fatigue report:

Fatigue report FR-26-0422 (submitted 07 Sep 2026 08:12)
Duty: 06 Sep, report 04:50, LGW-ACE-LGW, off duty 14:35
Sleep before duty: 3.5 h (went to bed 23:30, woke 03:30)
Samn-Perelli at top of descent: 6
Comment: "Third consecutive early, hotel noise the night before."

Should the roster team treat this as a roster issue or a personal one? Give one reason."""),
    ("irop-email", ["email_headers", "message_id", "rebooking"], "en",
     """Draft a reply asking the airline to refund the unused second flight instead.

From: Pelican Airlines <disruption@pelican-air.example>
Date: Sun, 6 Sep 2026 19:02:11 +0200
Message-ID: <irop-7731204.20260906170211@notify.pelican-air.example>
Subject: Your flight PL 440 has been cancelled - we have rebooked you

Dear Ms Lindgren, your flight PL 440 Nice-Stockholm on 7 September at 10:20 has been cancelled. We have
rebooked you on PL 442 on 8 September at 06:55 via Copenhagen (arrival 12:40). Booking reference T9QJ2L."""),
    ("ssm-schedule-change", ["type_b", "ssm", "question_below"], "en",
     """SSM
UTC
06SEP00112E001/REF 25AUG00871E003
TIM
XY7714
27OCT26 30MAR27 1234567
J 320 FY180
LTN0605 AYT1225
Passengers are asking why their flight time changed. Put this schedule change into one plain sentence."""),
    ("hotel-voucher", ["voucher", "times_in_record", "price"], "en",
     """Is this disruption voucher enough for a room and dinner, or should I pay and claim?

HOTEL AND MEAL VOUCHER  No. HV-LHR-558120
Issued: 07SEP26 22:41 by agent LHR5CK09
Passenger: KOWALCZYK/PIOTR MR   Flight disrupted: BA 0874 LHR-WAW 07SEP
Hotel: Heathrow Parkside, 1 night, room only, value up to GBP 140
Meals: dinner up to GBP 25, breakfast up to GBP 12
Transport: hotel shuttle from Bus Station Stop 12"""),
    ("eu261-letter", ["letter", "dates_in_document", "question_above"], "en",
     """The airline wrote back to my claim. Is their reason valid under EU261?

Meridian Wings - Customer Relations
Our ref: CR/26/118204                                Date: 4 September 2026
Dear Mr Haddad,
Thank you for your claim regarding flight MW 62 from Lisbon to Boston on 12 August 2026, which arrived
5 hours 10 minutes late. The delay was caused by a bird strike on the previous sector, which is an
extraordinary circumstance. We are therefore unable to offer compensation under Regulation (EC) No
261/2004. We have added 7,500 miles to your account as a goodwill gesture."""),
    ("loyalty-statement-table", ["statement", "table", "dates_in_table"], "en",
     """Which of these transactions count toward my tier points?

| Date       | Description                     | Award miles | Tier points |
|------------|---------------------------------|-------------|-------------|
| 2026-08-02 | LX 1612 ZRH-BCN, class L        | 1,250       | 20          |
| 2026-08-09 | LX 1613 BCN-ZRH, class L        | 1,250       | 20          |
| 2026-08-15 | Car rental partner              | 500         | 0           |
| 2026-08-28 | Co-brand credit card            | 3,412       | 0           |
| 2026-09-01 | Upgrade redemption LX 38        | -20,000     | 0           |"""),
    ("status-letter", ["letter", "membership_dates", "lead_in"], "en",
     """This letter came with my new card. What happens on 31 March?

SkyRewards Gold - membership 7730 4412 98
Valid: 01 April 2026 - 31 March 2027
Dear Ms Wallace, congratulations on keeping Gold. To keep it for another year, collect 900 tier points
between 1 April 2026 and 31 March 2027. If you collect 600-899, you will move to Silver on 1 April 2027."""),
    ("apoc-incident-log", ["incident_log", "bracketed_times", "thread"], "en",
     """Write the shift summary for the next duty manager from this log.

[2026-09-07 05:41] AOC: BHS T2 main loop fault, sorter stopped.
[2026-09-07 05:55] Engineering on site, estimate 2 h.
[2026-09-07 06:30] Manual sortation started, 18 staff from the ramp.
[2026-09-07 07:48] Main loop back in service, backlog 1,140 bags.
[2026-09-07 09:15] Backlog cleared; 212 bags missed their flights (rush tags issued)."""),
    ("runway-inspection-yaml", ["yaml", "inspection_times", "question_below"], "en",
     """inspection:
  runway: 09R/27L
  started: 2026-09-08T03:58:00Z
  finished: 2026-09-08T04:21:00Z
  inspector: ops.k.mensah
  findings:
    - {position: TDZ 27L, item: rubber deposits, action: friction test}
    - {position: B3, item: edge light u/s, action: work order WO-26-7731}
  fod_found: false
Is there anything here that should stop us opening the runway at 05:00?"""),
    ("gate-reader-syslog", ["syslog", "rfc5424", "pasted_log"], "en",
     """Why did the gate reader reject these two passengers?

<134>1 2026-09-07T06:41:12.310Z gate-b42-rdr2 bgr 2211 - - scan ok pax=HUBER/ANNA seq=212 seat=14A
<134>1 2026-09-07T06:41:19.772Z gate-b42-rdr2 bgr 2211 - - scan rejected reason=WRONG_FLIGHT flt=LX316
<134>1 2026-09-07T06:41:31.054Z gate-b42-rdr2 bgr 2211 - - scan rejected reason=ALREADY_BOARDED seq=188
<134>1 2026-09-07T06:41:44.901Z gate-b42-rdr2 bgr 2211 - - scan ok pax=MEIER/LUKAS seq=240 seat=21C"""),
    ("dcs-409-response", ["json", "request_id_in_record", "pasted_http"], "en",
     """Our check-in app got this back. What went wrong, and can the passenger retry?

HTTP/1.1 409 Conflict
Content-Type: application/json

{"request_id": "5f1c8e2a-7b34-4d09-9e61-a2c4b7d8e013", "timestamp": "2026-09-07T05:12:44.208Z",
 "error": "SEAT_TAKEN", "detail": "Seat 12C on NS2204/08SEP already assigned to another passenger"}"""),
    ("bag-webhook-debug", ["webhook", "pasted_for_debugging", "timestamp_header"], "en",
     """Our endpoint rejects this webhook from the bag tracking vendor as "timestamp too old". Here is the raw
request from our logs:

POST /hooks/bagtrack HTTP/1.1
Bagtrack-Event-Id: evt_01JC7T4M9Q2R6S8V0W3X5Y7Z1A
Bagtrack-Timestamp: 1788768012
Bagtrack-Signature: v1=7a91c0e4b2d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a6c8e0b1d3f5a7
Content-Type: application/json

{"type":"bag.loaded","tag":"0125431270","flight":"BA0117","at":"2026-09-07T06:58:02Z"}"""),
    ("curl-flight-status", ["curl", "pasted_http", "date_header"], "en",
     """Why does the flight status API say "scheduled" for a flight that already left?

$ curl -i "https://api.flightinfo.example/v2/flights/EI152?date=2026-09-07"
HTTP/2 200
date: Mon, 07 Sep 2026 11:02:18 GMT
content-type: application/json
x-request-id: 8e7d6c5b4a3f4e2d9c1b0a9f8e7d6c5b
cache-control: max-age=3600

{"flight":"EI152","status":"scheduled","std":"2026-09-07T10:25:00+01:00","atd":null}"""),
    ("snowtam", ["snowtam", "dates_in_record"], "en",
     """Explain this SNOWTAM to a first officer in plain words.

SNOWTAM 0112
ENGM 12010612 01L 5/5/4 100/100/80 NR/NR/02 WET/WET/SLUSH
ENGM 12010612 19R 4/4/3 100/100/100 02/02/03 SLUSH/SLUSH/SLUSH
DRIFTING SNOW. TWY B CLSD."""),
    ("gendec", ["gendec", "crew_list", "document_dates"], "en",
     """Check this general declaration for missing crew data before we send it to US CBP.

GENERAL DECLARATION (OUTWARD/INWARD)
Operator: Shannon Air   Flight: SN 131   Date: 09 SEP 2026   Departure: SNN   Arrival: BOS
Crew: 1 CAPT O'DRISCOLL/AOIFE  DOB 14MAR1981  PPT PX1123490 exp 02FEB2031
      2 FO BRENNAN/CIAN        DOB 02NOV1990  PPT
      3 SCCM MAGUIRE/ORLA      DOB 21JUL1987  PPT PX8820113 exp 19AUG2029"""),
    ("pairing-json", ["json", "report_at", "question_below"], "en",
     """{"pairing": "P4412", "base": "MAN", "report_at": "2026-09-09T04:50:00Z",
 "sectors": [{"flt": "LS811", "dep": "MAN", "arr": "PMI", "std": "2026-09-09T05:50:00Z"},
             {"flt": "LS812", "dep": "PMI", "arr": "MAN", "std": "2026-09-09T09:35:00Z"}],
 "release_at": "2026-09-09T12:20:00Z"}
How long is the FDP for this pairing, and is it within 13 hours?"""),
    ("slack-export-ops", ["slack_export", "ts", "earlier_discussion"], "en",
     """Summarise what was decided in this thread from #ops-lhr.

[2026-09-07 05:48] @aoc-bot: T5 BHS sorter fault, ts 1788759480.002100
[2026-09-07 05:52] @duty.manager: ramp, can you release 18 people for manual sort?
[2026-09-07 05:58] @ramp.lead: yes, from 06:30
[2026-09-07 06:04] @duty.manager: OK, and rush-tag anything that misses its flight"""),
    ("crew-training-ics", ["ics", "dtstamp", "uid"], "en",
     """My calendar shows this recurrent training on the wrong day. What's going on?

BEGIN:VEVENT
UID:rt-2026-51172@crewtraining.example
DTSTAMP:20260901T081500Z
DTSTART;TZID=Europe/London:20260921T083000
DTEND;TZID=Europe/London:20260921T163000
SUMMARY:SEP recurrent - door and slide drills
LOCATION:Crawley Training Centre, Room 4
END:VEVENT"""),
    ("checkin-traceback", ["traceback", "fenced", "request_id_in_record"], "en",
     """The check-in service crashes for infants. What's the bug?

```
2026-09-07 04:12:33,908 ERROR [olci.api] request_id=9c3e1a07b5d24f68 pnr=R4TQ8N
Traceback (most recent call last):
  File "/srv/olci/pax.py", line 141, in seat_for
    if pax.age < 2 and pax.seat.row in EXIT_ROWS:
AttributeError: 'NoneType' object has no attribute 'row'
```"""),
    ("email-rebook-es", ["email", "lead_in", "enviado"], "es",
     """Mi padre recibió este correo de la aerolínea. ¿Me explicas qué tiene que hacer?

De: Aerolíneas Cenzontle <avisos@cenzontle.example>
Enviado: domingo, 6 de septiembre de 2026 18:20
Para: r.morales@correo.example
Asunto: Cambio de horario en su vuelo CZ 402

Estimado pasajero: su vuelo CZ 402 Guadalajara-Tijuana del 15 de septiembre sale ahora a las 07:40 en
lugar de las 10:15. Si el nuevo horario no le conviene, puede cambiar de vuelo sin costo hasta el 13 de
septiembre."""),
    ("pir-de", ["pir", "erstellt", "question_below"], "de",
     """Schadensmeldung Reisegepäck (PIR)
Aktenzeichen: FRALH48213
Erstellt am: 06.09.2026, 21:47 Uhr
Flug: LH 1103 MAD-FRA am 06.09.2026
Gepäckschein: LH 0220 551873, Koffer blau, Hartschale
Schaden: Rad abgebrochen, Griff verbogen

Was muss ich jetzt noch einreichen, damit der Schaden bezahlt wird?"""),
    ("boarding-pass-fr", ["boarding_pass", "question_above", "boarding_time"], "fr",
     """Je ne comprends pas l'heure sur ma carte d'embarquement, c'est l'heure de départ ou d'embarquement ?

CARTE D'EMBARQUEMENT
Passager : MME DUBOIS CLAIRE
Vol : AF 7412   De : Nantes (NTE)   Vers : Paris CDG
Date : 09 SEPT.   Porte : B6   Siège : 14F
Embarquement : 06:25   Fin d'embarquement : 06:45
Séquence : 088"""),
    ("ricevuta-it", ["receipt", "data_emissione", "question_below"], "it",
     """Ricevuta del biglietto elettronico
Passeggero: ROSSI/GIULIA SIG.RA
Numero biglietto: 055 2411870992
Data di emissione: 02/09/2026
Volo AZ 1783 Roma Fiumicino - Napoli, 11/09/2026 ore 18:45, classe economy
Bagaglio: 1 collo da 23 kg

Posso cambiare il volo con il giorno dopo senza pagare penale?"""),
    ("rib-br", ["bag_report", "data_registro", "lead_in"], "pt",
     """Recebi esse comprovante no aeroporto, o que faço agora?

REGISTRO DE IRREGULARIDADE DE BAGAGEM (RIB)
Número: GRUSB27741
Data do registro: 05/09/2026 23:18
Voo: SB 3321 Guarulhos - Recife
Etiqueta: SB 0957 330184
Descrição: mala vermelha média, rodinhas, fita amarela na alça"""),
    ("rooster-nl", ["roster", "table", "question_below"], "nl",
     """Rooster september - J. de Vries (CC, AMS)
| Datum      | Melden | Vluchten                  | Einde dienst |
|------------|--------|---------------------------|--------------|
| 08-09-2026 | 05:20  | KL1001 AMS-LHR, KL1002    | 10:45        |
| 09-09-2026 | 13:05  | KL1229 AMS-FLR, KL1230    | 21:40        |
| 10-09-2026 | 05:10  | KL1575 AMS-CDG, KL1576    | 10:25        |

Is de rust tussen 9 en 10 september genoeg als de regel 12 uur is?"""),
    ("notam-pl", ["notam", "question_above", "schedule"], "pl",
     """Czy ten NOTAM przeszkodzi mi w locie szkolnym w sobotę o 10:00 czasu lokalnego?

A2241/26 NOTAMN
Q) EPWW/QRTCA/IV/BO/W/000/045/5211N02058E005
A) EPWA B) 2609120600 C) 2609121200
E) TEMPO RESERVED AREA EP TRA 22 ACT.
F) SFC G) 4500FT AMSL"""),
    ("toujou-ja", ["boarding_info", "times_in_record", "question_below"], "ja",
     """搭乗案内
便名：NH 241　羽田 → 福岡
搭乗日：2026年9月9日
出発時刻：13:00　搭乗開始時刻：12:35　搭乗口：62
座席：28K

保安検査場は何時までに通過すればいいですか？"""),
    ("suhwamul-ko", ["bag_report", "received_time", "question_above"], "ko",
     """공항에서 이 접수증을 받았는데, 가방은 언제 받을 수 있나요?

수하물 사고 보고서
접수번호: ICNKE40917
접수일시: 2026-09-06 오후 9:12
항공편: KE 0908 런던-인천
수하물표: KE 180 221734
상태: 지연 (추적 중)"""),
    ("sms-change-zh", ["sms", "flight_change", "question_below"], "zh",
     """【青鸾航空】尊敬的旅客，您预订的9月10日QL8823次航班（成都天府-乌鲁木齐）起飞时间由08:30调整为11:05，
预计到达时间14:40。如需改签或退票，请于9月9日18:00前联系客服。
这条短信是什么意思？我能免费退票吗？"""),
    ("sms-ar", ["sms", "arabic_indic_digits", "question_below"], "ar",
     """طيران الواحة: تم تغيير موعد رحلتك WA 241 من دبي إلى القاهرة يوم ١٠/٠٩/٢٠٢٦ لتغادر الساعة ٠٩:٤٠ بدلاً من ٠٧:١٥.
رقم الحجز: QW7T2M

هل يحق لي استرداد قيمة التذكرة بسبب هذا التغيير؟"""),
    ("eticket-he", ["eticket", "dates_in_document", "question_above"], "he",
     """האם הכבודה כלולה בכרטיס הזה?

קבלה על כרטיס אלקטרוני
נוסע: COHEN/NOA MS
מספר כרטיס: 114 2209871145
תאריך הנפקה: 04/09/2026
טיסה LY 315 תל אביב - לונדון, 11/09/2026, 08:15, מחלקה תיירים
כבודה: 0PC"""),
    ("pnr-sms-hi", ["sms", "pnr", "question_below"], "hi",
     """PNR: 8K2TQV, उड़ान 6E 2134, दिल्ली (T1) से पटना, 09 सितंबर 2026, प्रस्थान 14:30, सीट 17C।
वेब चेक-इन पूरा हुआ। बोर्डिंग गेट प्रस्थान से 25 मिनट पहले बंद होगा।

मुझे एयरपोर्ट पर कितने बजे तक पहुँचना चाहिए?"""),
    ("kabul-tr", ["form", "acceptance_time", "question_below"], "tr",
     """KARGO KABUL FORMU
AWB: 235-44120971   Çıkış: IST   Varış: JFK
Parça: 12   Brüt ağırlık: 310 kg
Kabul tarihi/saati: 07.09.2026 16:40
Özel işlem: DGR (UN 1266, parfüm), imza: YOK

Beyannamede imza yoksa bu gönderiyi kabul etmemiz doğru muydu?"""),
    ("loadsheet-ru", ["loadsheet", "question_above", "type_b_like"], "ru",
     """Объясни, почему в этой ведомости взлётная масса выше посадочной на 4 тонны, это нормально?

LOADSHEET           CHECKED    APPROVED    EDNO
FROM/TO FLIGHT      A/C REG    VERSION     CREW    DATE    TIME
SVO LED SU024/08    RA73151    C20Y138     2/5     08SEP26 0512
TAKE OFF WEIGHT ACTUAL 66210  MAX 78000
LANDING WEIGHT ACTUAL  62140  MAX 64500"""),
    ("bebaiosi-el", ["certificate", "dates_in_document", "question_below"], "el",
     """ΒΕΒΑΙΩΣΗ ΚΑΘΥΣΤΕΡΗΣΗΣ ΠΤΗΣΗΣ
Πτήση: A3 612 Θεσσαλονίκη - Αθήνα
Ημερομηνία: 06/09/2026
Προγραμματισμένη αναχώρηση: 19:40   Πραγματική αναχώρηση: 22:55
Αιτία: τεχνικό πρόβλημα του αεροσκάφους

Μπορώ να τη χρησιμοποιήσω για αποζημίωση από τον εργοδότη μου;"""),
    ("email-sv", ["email", "skickat", "lead_in"], "sv",
     """Jag fick det här mejlet, vad betyder det för min resa?

Från: Nordlys Air <info@nordlys.example>
Skickat: den 6 september 2026 17:45
Till: a.berg@post.example
Ämne: Försenad avgång NL 318

Din flygning NL 318 Göteborg-Köpenhamn den 7 september avgår 11:50 i stället för 09:35. Incheckningen
öppnar som vanligt."""),
    ("hlaseni-cs", ["report", "dates_in_document", "question_below"], "cs",
     """Hlášení o zpoždění zavazadla
Číslo: PRGOK10482
Datum: 6. 9. 2026, 22:10
Let: OK 657 Amsterdam - Praha
Zavazadlo: černý kufr, štítek OK 0064 218877

Za jak dlouho mi ho doručí domů?"""),
    ("receipt-th", ["receipt", "buddhist_era", "question_below"], "th",
     """ใบเสร็จค่าสัมภาระเพิ่ม
เลขที่: BKK-EB-20914
วันที่: 7 กันยายน 2569 เวลา 10:42 น.
เที่ยวบิน FD 3012 กรุงเทพฯ (ดอนเมือง) - เชียงใหม่
น้ำหนักเกิน 7 กก. ค่าบริการ 1,050 บาท

ถ้ายกเลิกเที่ยวบินจะได้เงินค่าสัมภาระคืนไหมคะ"""),
    ("ve-dien-tu-vi", ["eticket", "dates_in_document", "question_above"], "vi",
     """Vé này có được đổi ngày bay miễn phí không?

VÉ ĐIỆN TỬ
Hành khách: TRAN/MINH ANH MS
Số vé: 738 2410098771   Ngày xuất vé: 03/09/2026
Chuyến bay VN 245 Hà Nội - TP. Hồ Chí Minh, 12/09/2026, 06:00, hạng phổ thông tiết kiệm"""),
    ("sms-boarding-id", ["sms", "boarding_time", "question_below"], "id",
     """Boarding pass Anda: GA 408 Jakarta (CGK) - Denpasar (DPS), 09 Sep 2026, berangkat 05:40 WIB, boarding
05:10, gerbang 14, kursi 22A. Kode booking: XK7M2Q.

Kalau saya baru sampai bandara jam 05:00, masih sempat tidak?"""),
    ("bonus-da", ["statement", "dates_in_table", "question_below"], "da",
     """Kontoudtog - Nordlys Bonus, medlem 3301 8874 2
01.08.2026  NL 311 CPH-ARN        +620 point
14.08.2026  Partnerhotel Aarhus   +400 point
29.08.2026  Opgradering NL 318    -9.000 point
Saldo pr. 31.08.2026: 12.480 point

Udløber mine point, hvis jeg ikke flyver før næste sommer?"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in PASTED:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted_record", *tags, *extra]))
    return out

# --- negatives: look-alikes, asked values, stable headers, controls --------------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("prompt-revision", ["stable_header", "authored_revision", "effective_date"], "en",
     """Prompt: rebooking-assist
Prompt revision: 2026-07-21
Policy effective: 2026-04-01 (Conditions of Carriage, art. 9)

Offer rebooking options within the policy only. If the passenger asks for a refund, explain the steps.

Passenger: My flight tomorrow was cancelled. Can I get a refund instead of a new flight?
Assistant:"""),
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain air passenger rights to members of the public in plain English.<|eot_id|><|start_header_id|>user<|end_header_id|>

Does the 3-hour rule for compensation count from departure or from arrival?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("api-version-header", ["stable_header", "api_version"], "en",
     """X-Api-Version: 2025-04-01
X-Client: agent-desktop/12.4.0
Accept: application/json

You translate agents' requests into calls to the departure control API. Output only the method and
path.

Agent: show me the standby list for LX 318 today
Call:"""),
    ("chatml-cutoff-season", ["chatml", "knowledge_cutoff", "season_dates"], "en",
     """<|im_start|>system
You are Aria, the schedule assistant. Knowledge cutoff: 2024-10. Schedules loaded: IATA winter season
W26 (25 October 2026 - 27 March 2027). Fares valid from 2026-09-01.<|im_end|>
<|im_start|>user
Do you fly to Funchal on Tuesdays this winter?<|im_end|>
<|im_start|>assistant
"""),
    ("station-header", ["stable_header", "station", "time_zone"], "en",
     """Station: DUB
Handler: Skyport Services (IATA code SS)
Time zone: Europe/Dublin
Minimum connecting time: 0:45 (Schengen to Schengen n/a - Ireland is not in Schengen)

You answer transfer questions for the Dublin transfer desk.

Passenger: I land at 10:05 and my Boston flight leaves at 11:00. Will I make it through US preclearance?
Assistant:"""),
    ("baggage-prices", ["price", "table"], "en",
     """Which option is cheaper for two 23 kg bags on a return trip?

| Option            | Online, per bag, one way | Airport, per bag, one way |
|-------------------|--------------------------|---------------------------|
| Standard 23 kg    | EUR 35                   | EUR 60                    |
| Bundle (2 x 23 kg)| EUR 59                   | not available             |"""),
    ("contact-phone", ["opening_hours", "phone"], "en",
     """You are the assistant for Thistle Airways' baggage office at Glasgow. Opening hours: 05:00-23:00 every
day. Phone: +44 141 496 0837. Delayed bag forms: thistle.example/bags.

Passenger: Is someone there at midnight if my flight lands late?
Assistant:"""),
    ("member-profile", ["stable_header", "member_id", "member_since"], "en",
     """Member: Priya Raman
Membership number: 7730 4412 98
Tier: Gold (valid to 2027-03-31)
Member since: 2014-09-20
Home airport: MAN

You are the SkyRewards assistant. Use the profile to personalise; never read it out.

Priya: Can my husband use the lounge with me on a domestic flight?
Assistant:"""),
    ("unrendered-template", ["template_placeholder", "unrendered"], "en",
     """Current time (UTC): {{ now_utc }}
Agent session: {{ agent_session_id }}

You are the gate agent assistant. Answer questions about boarding groups.

Agent: When do Group 3 passengers board?
Assistant:"""),
    ("pnr-asked", ["pnr_locator", "id_in_question"], "en",
     """I can't find booking K7QW2P in the app any more. Was it cancelled, and why would that happen without an
e-mail?"""),
    ("ticket-asked", ["ticket_number", "id_in_question"], "en",
     """What do the first three digits of ticket 125-2498811240 mean, and why does my second flight with
another airline have the same ticket number?"""),
    ("tag-asked", ["bag_tag", "id_in_question"], "en",
     """My bag tag number is 0125 431270. Why does the airline's website want it as 10 digits, and what is the
leading zero for?"""),
    ("epoch-asked", ["epoch", "id_in_question"], "en",
     """Our crew app log says the callout was sent at 1788756000 and acknowledged at 1788756540. Are those
seconds, and how long did the acknowledgement take?"""),
    ("error-ref-asked", ["uuid", "id_in_question", "error_toast"], "en",
     """Online check-in showed "Something went wrong (ref 7d2e9b14-4a6c-4f1e-b8d3-0c5a9e7f2b61)". What should I
send to the airline so they can find it?"""),
    ("few-shot-dates", ["few_shot", "example_date"], "en",
     """Convert airline dates to ISO format.

Example: "09SEP26" -> 2026-09-09
Example: "14MAR27" -> 2027-03-14

Input: "02NOV26"
Output:"""),
    ("calver-build", ["build_number", "calver"], "en",
     """Release 2026.09.1 of the crew app (build 2609.041) adds standby callout acknowledgement. Write two
sentences for the release notes that a flight attendant would understand."""),
    ("airac-header", ["stable_header", "airac_cycle"], "en",
     """AIRAC cycle: 2609 (effective 2026-09-03)
Navigation database: 2609.1
Operator: Heron Air

You answer dispatchers' questions about route changes in the current cycle.

Dispatcher: Has the STAR into Bristol changed this cycle?
Assistant:"""),
    ("tenant-uuid5", ["stable_header", "uuid5", "tenant"], "en",
     """Tenant: 6f1c9a3e-8b2d-5e47-a0c1-9d3e7b5f2a18
Station: LIS
Handler: Skyport Services

Tenant ids are UUIDv5 names derived from the handler and station, so they never change. You answer
questions about the Lisbon ramp rules.

Agent: Can a belt loader cross the service road while an aircraft is taxiing in?
Assistant:"""),
    ("front-matter-stable", ["front_matter", "stable_values"], "en",
     """---
station: ZRH
handler: Alpine Ground
slot_coordinated: true
minimum_turn_a320: 35
---
Explain to a new ramp agent why a 35-minute turn needs the fuel truck on stand before the passengers
leave."""),
    ("xml-attrs-stable", ["xml_attr", "stable_values"], "en",
     """<lounge code="LHR-T5-GAL" opened="2011-03-14" tz="Europe/London" capacity="420"/>
You answer questions about the Galleries lounge in Terminal 5.

Passenger: Is there a shower in the lounge?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: delay-apology-v6, reviewed 2026-05-02 -->
Write the first sentence of an apology to passengers of a flight delayed by a bird strike. Calm and
factual."""),
    ("footer-conditions", ["footer", "document_revision"], "en",
     """Turn this baggage rule into three plain-English bullet points.

Liability for delayed baggage is limited to 1,519 SDR per passenger under the Montreal Convention.
Claims must be made in writing within 21 days of the bag being delivered.

--
Thistle Airways · Conditions of Carriage v14 (2026-02) · Registered in Scotland SC401872"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Review this system prompt from our staging gate bot. Should the clock and session lines be sent to the
model at all?

You are Gatebot, the boarding assistant.
Gate clock: 2026-09-01T06:00:00Z
Agent session: 01J6Z4QH7R2M9T0V8X5Y3B1C6D
Always check the standby list before releasing seats."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 06:40 now at the security queue and my flight boards at 07:05, gate closes at 07:20. The queue
looks like 30 minutes. Should I ask staff for the fast track?"""),
    ("fdp-arithmetic", ["date_arithmetic", "times_in_question"], "en",
     """I report at 05:50 for four sectors and the last one lands at 17:55, plus 30 minutes after blocks on.
What is my FDP and duty time?"""),
    ("relative-times", ["relative_time"], "en",
     """The inbound landed 10 minutes ago and the turn is 35 minutes. Boarding should have started 5 minutes
ago but the cleaners are still on board. Are we going to be late?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly assistant for nervous flyers. Give short, practical tips.

User: What is turbulence, and should I be scared of it?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You explain how airports work to school students aged 12-14. Be accurate and keep it fun.

Student: Why do planes take off into the wind?
Assistant:"""),
    ("stand-de", ["document_revision", "stand"], "de",
     """Gepäckbestimmungen der Kranich Regional
Stand: Juli 2026

Ein Handgepäckstück bis 8 kg und 55 x 40 x 23 cm ist im Ticketpreis enthalten.

Frage: Darf ich zusätzlich eine Laptoptasche mitnehmen?"""),
    ("kaitei-ja", ["policy_revision"], "ja",
     """あなたは「あおぞら航空」の手荷物案内係です。以下の規定に基づいて答えてください。
規定改定日：2026年4月1日
受託手荷物：エコノミー1個まで（23kg以内）

お客様：スーツケースが25kgあります。追加料金はいくらですか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Fecha actual: {{fecha_actual}}
ID de sesión: {{id_sesion}}

Eres el asistente de Aerolíneas Cenzontle. Responde en español.

Pasajero: ¿Puedo llevar una guitarra en cabina?"""),
    ("horaires-fr", ["opening_hours", "phone"], "fr",
     """Tu es l'assistant du comptoir bagages de l'aéroport de Nantes. Horaires : tous les jours 5 h 00-23 h 00.
Téléphone : 02 40 84 80 00.

Passager : Mon vol arrive à 23 h 40. Je pourrai déclarer ma valise perdue ce soir ?"""),
    ("mileage-ko", ["prices", "table"], "ko",
     """누리항공 마일리지 공제표를 보고 답해 주세요. 서울-도쿄 왕복 비즈니스석은 몇 마일인가요?

구간          | 일반석   | 비즈니스석
서울-도쿄     | 30,000   | 55,000
서울-방콕     | 40,000   | 70,000"""),
    ("hours-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد مكتب الأمتعة لدى طيران الواحة في مطار دبي. ساعات العمل: على مدار الساعة.
هاتف: ٠٤ ٢٢٤ ٥٥٥٥

المسافر: هل يمكنني الاتصال بكم في منتصف الليل؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """青鸾航空App升级到 8.2.0（2026-08-15 发布）以后，值机页面一直转圈。系统：iOS 19。这是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """O meu voo aterrou há vinte minutos e a mala ainda não apareceu no tapete. Espero mais quanto tempo antes
de ir ao balcão?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Πετάω στις 12 Σεπτεμβρίου για Λονδίνο και επιστρέφω στις 19. Αν αλλάξω την επιστροφή στις 21, πόσο θα
πληρώσω;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """अभी सुबह के 5:40 बजे हैं और मेरी उड़ान 6:30 बजे है। गेट 6:05 पर बंद होगा। क्या मैं समय पर पहुँच पाऊँगा?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Tazminat için havayoluna bu IBAN'ı verdim, doğru mu yazılmış? IBAN: TR33 0006 1005 1978 6457 8413 26,
alıcı Ayşe Demir, tutar 400 EUR."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Planujemy grafik załóg w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W44 i czy zaczyna się w nim
sezon zimowy IATA?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """הטיסה שלי ממריאה ב-23:40 ונוחתת אחרי 4 שעות ו-50 דקות. באיזו שעה אנחת לפי שעון תל אביב?"""),
    ("member-th", ["member_id", "stable_header"], "th",
     """หมายเลขสมาชิก: 5521-88430
ระดับ: Silver
สมาชิกตั้งแต่: 3 มิถุนายน 2555

คุณเป็นผู้ช่วยของโปรแกรม ฟ้าคราม คลับ ตอบเป็นภาษาไทย

สมาชิก: ต้องบินอีกกี่เที่ยวถึงจะได้ Gold คะ"""),
    ("station-ru", ["stable_header", "tenant"], "ru",
     """Аэропорт: Пулково (LED)
Код обработчика: PLK-GH-2
Часовой пояс: Europe/Moscow

Ты помощник службы наземного обслуживания. Отвечай по-русски.

Диспетчер: Сколько времени нужно на разворот A320 в нашем аэропорту?"""),
    ("deadline-sw", ["dates_in_question", "times_in_question"], "sw",
     """Ndege yangu ya kwenda Zanzibar ni tarehe 15 Septemba saa 06:20. Nifike uwanjani saa ngapi kama nina
mzigo wa kukabidhi?"""),
    ("pnr-asked-fa", ["pnr_locator", "id_in_question"], "fa",
     """کد رزرو من QW7T2M است ولی در سایت پیدا نمی‌شود. آیا بلیتم باطل شده؟"""),
    ("season-ms", ["season_dates", "dates_in_question"], "ms",
     """Musim sejuk IATA bermula 25 Oktober 2026. Adakah jadual penerbangan ke Kota Kinabalu berubah selepas
tarikh itu?"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *extra]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold122", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
