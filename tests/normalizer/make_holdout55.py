"""Build `prompt_normalizer/corpus/holdout55.jsonl`, a fifty-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout55.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout54.py` only the module docstrings were read
(extracted with `ast.get_docstring` into scratch files, with keyword searches over them for
neighbours in this domain and for the languages they used), to keep clear of their sources,
scenarios and languages and to apply their clarifications of the rules, and of `make_holdout24.py`
also its import block (with the constants right under it) and its last 150 lines (the placement of
pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` counted the generators, a check showed that neither this file nor
`holdout55.jsonl` existed yet, and a grep of `pyproject.toml` showed ruff's settings.)
`make_holdout56.py`, written at the same time about funeral services, cemeteries and religious
organisations, was not read, and nothing here comes from that field: no funerals, burials,
cremations, memorials, obituaries, parishes, congregations or places of worship.

The domain is semiconductor fabs and electronics manufacturing services: fab MES and lot tracking,
equipment automation (SECS/GEM messages, EAP relays, tool alarms), yield and defect analysis,
metrology and SPC, cleanroom and facilities monitoring, wafer sort and final test, PCB assembly lines
(SMT, SPI, AOI, reflow, selective and wave solder, X-ray), component traceability and counterfeit
checks, RMA and failure analysis labs, NPI and engineering change, and chip supply and allocation
desks. The earlier docstrings name neighbours of it: an MES snapshot with OPC UA ticks among
construction, field service and SCADA (make_holdout7), RMA e-mails in a returns desk
(make_holdout11), hobby electronics with an Arduino serial monitor (make_holdout14), SPC, OEE,
andon relays, torque traceability, EPCIS, CMM reports, GMP cleanrooms and data centre DCIM among
industrial and utility operations (make_holdout16), electronic batch records pulled from an MES and
an MES error dialog in food production (make_holdout42), automotive and aerospace suppliers with
PPAP, 8D, ECN and PCN reviews, EOL test stands, ECU flashing, CMM and warranty returns
(make_holdout48), and cleanroom monitoring in compounding pharmacies (make_holdout53). The scenarios
here were written around them: the MES is seen from dispatch, Q-time, holds, genealogy, reticles and
the AMHS (no OPC UA, no batch records); tools from SECS/GEM (S1F3 status reads, S2F18 clocks, S5F1
alarms, S6F11 events, E30 states, E87/E40 logs) rather than PLCs; quality from wafer maps, KLARF, bin
paretos, STDF and SPC rules rather than 8D or CMM; returns from an FA lab (curve trace, thermography,
decap, FIB, X-ray CT, NTF) rather than a warranty desk; change from DFM runs, PCNs a fab sends, ECOs
and BOM lifecycle scrubs rather than PPAP; and supply from allocation letters, broker offers,
last-time buys, MRP exceptions and EDI rather than receiving. Moments are drawn between 16 February
and 15 May 2026 (the weeks the scenarios' records lead up to), with daylight and summer time where
the plant's zone has it. The sources:

* fab MES and lot tracking: a furnace dispatch copilot's WIP snapshot taken "at" a time with a
  parenthesised ULID snapshot id (the lots' arrival times stay), a hold review behind YAML front
  matter (`generated_at`, ULID `request_id`; the holds' placed dates stay), a track-in error in XML
  (a `session` attribute before stable ones and a `<now>` element), a genealogy query whose hex id and
  time sit inside a sentence, a reticle inventory "as of" a time, a Hillsboro dispatch explainer
  behind a logfmt line (`ts=`, `req=` before stable pairs), a Hsinchu MES assistant (Traditional
  Chinese "now" label and session), a Kumamoto lot trace (Japanese "now" label and session; the MES
  history stays), a Q-time escalation as a Slack event (`ts`, `event_id`, `event_time`), a split-lot
  request in a Mistral `[INST]` prompt, AMHS carrier locations read "at" a time with a base58 query
  id, a WIP summary with a footer after `--`, and an MES portal's cookie (the session pair last) with
  an `X-Portal-Time` header;
* equipment automation: an equipment clock read with S2F18 for the request (SEMI E5 16-byte time), a
  Kulim S1F3 status read "at" a day-first time with the transaction's system bytes (`LastRecipeEnd`
  stays), an alarm relayed with a `[received ...]` prefix under an alarm history that stays, an
  alarm as a structured CloudEvent (`id`, `time`; the alarm's `set_at` stays), an E30 question behind
  gRPC metadata (`x-request-start-ns`), a recipe comparison behind B3 multi headers, a Pyeongtaek
  interlock question (Korean "now" label and KSUID session), a Kiryat Gat automation desk (Hebrew
  "now" label and request id), a tool-state Server-Sent Event (`id:`; the event's `since` stays), a PM
  checklist's `KEY=value` lines (`PM_SESSION`, `NOW_EPOCH`) and an S6F11 relayed "at" a Log4j time
  with a decimal relay id (the report's DATAID stays);
* yield and defect analysis: a wafer map request in pretty JSON (`request_id`, `requested_at`), a
  KLARF received "at" a time with an `up_` upload id (`FileTimestamp` stays), a yield dashboard's
  markdown table (ObjectId session, render time in minutes with a zone name), an excursion report
  behind `traceparent` and `tracestate`, a bin pareto "as of" a time with an upper-case hex query id,
  a defect review assistant with Semantic Kernel's current-time sentence inside its paragraph, a
  Crolles yield assistant (French "now" label and nanoid session) and a Wuxi one (Simplified Chinese);
* metrology and SPC: chart data pulled "at" a time with a base32 pull id (the samples' times stay),
  a CD-SEM workstation's Windows clock and upper-case UUID request id, overlay residuals under Go's
  `time.Now().String()`, a Cpk question with the current time on its own line in a ChatML system
  turn, a Dresden SPC assistant (German "now" label and base64url session), an Agrate gauge R&R
  question (Italian "now" label and lower-case ULID) and a Nijmegen sheet resistance check (Dutch
  "now" label and UUIDv1 session);
* cleanroom and facilities: particle counts "as of" a US medium time (the counters' sample times
  stay), an ultrapure water loop polled "at" a `DD Mon YYYY` time with a poll id, a gas room console
  (a time alone and an operator session), a gowning kiosk (weekday and 12-hour time, `ks_` session),
  an exhaust alert delivered as Standard Webhooks (id, timestamp, signature; the alert's
  `created_at` stays), a chiller question behind Datadog headers and a Kulim humidity question
  (Malay "now" label and session);
* wafer sort and final test: an STDF datalog uploaded "at" a time with a KSUID upload id (MIR times
  stay), a Penang test cell header (UUIDv7 session, dotted day-first local time), probe card
  touchdown counters read "at" a Python `str()` time with an `rd_` read id, a test program release
  note from CI `KEY=value` lines (pipeline id and creation time; the commit SHA and TP version stay),
  a burn-in slot hold with its expiry computed from now, a Laguna handler question (Filipino "now"
  label), a Mactan yield question (Cebuano "now" label and request id), a retest policy question
  behind a Llama 3 system header (`Today Date` moves, `Cutting Knowledge Date` stays) and a handler
  jam report with a ctime `Prompt built:` line at the tail;
* PCB assembly: a Guadalajara feeder map read from the placement machine "at" a time with a read id,
  a reflow profile behind an `[upload ...]` prefix (the run date stays), an AOI review desk in
  markdown bullets (nanoid session, `Opened:`), an SPI question behind a B3 single header, a Batam
  stencil question behind single-line JSON (`req`, `ts` after a stable member), a Timișoara
  changeover request as a Teams activity (`id`, `timestamp`, `localTimestamp`), a Penang supervisor
  (Malay "now" label and hex session), SMT assistants in Bac Ninh (Vietnamese), Ayutthaya (Thai with a
  Buddhist-era year), Guadalajara (Mexican Spanish, `conv_` id), Batam (Indonesian, base32 session),
  Chennai (Tamil) and Phnom Penh (Khmer with Khmer digits), a selective soldering WhatsApp message
  (`id`, `timestamp`; `wa_id` stays), an X-ray voiding verdict behind an HTML comment (`req=`, `at=`
  before a stable pair) and a Cork reflow oven's controller clock in compact `YYYYMMDDHHMMSS`;
* component traceability and counterfeit checks: a distributor API response to the call made for the
  request (`Date`, `X-Request-ID`; `X-Api-Version: 2024-07-01` and the lots' date codes stay), a
  marking check run whose ULID and start sit inside a sentence, a reel label relayed from the kitting
  scanner with a `[received ...]` prefix (the label's date code and lot stay), a traceability portal
  behind `X-Amzn-Trace-Id` and `CF-Ray`, a Noida incoming inspection desk (Hindi "now" label), a broker
  listing read by a browser extension (`Page opened:` in JavaScript `toString()`) and an MSL question
  behind a bracketed context line (`msl_session=`, `t_ms=` before stable pairs);
* RMA and failure analysis labs: an RMA event as a binary-mode CloudEvent (`ce-id`, `ce-time`; the
  RMA's `received` date stays), an FA report dated today by the report tool with its job, an
  instrument booking behind an `X-Session-Token` JWT, the FA queue "as of" a time with a ULID query id,
  an NTF reply drafted after a mail gateway's `Processed:` stamp (the customer's `Date` and
  `Message-ID` stay), a `(sent ...)` stamp on the last user line, a Bengaluru FA lab (Kannada "now"
  label and base58 session) and decap notes under an `Event-Id` KSUID;
* NPI and engineering change: a DFM run whose id and RFC 2822 finish time sit inside a sentence, a
  pilot build readiness check behind a legacy proxy's RFC 850 `Date`, a PCN notice dated today by the
  drafting tool with its draft job, BOM lifecycle data fetched "at" a Python logging time with a
  base58 fetch id (LTB and last-ship dates stay), a Teams NPI assistant with a .NET round-trip
  `RequestTimestamp` next to a stable tenant uuid, a build issue with Sentry headers at the tail, a
  Tiszaújváros NPI question (Hungarian "now" label) and an ECO impact check in XML (`id` attribute
  before stable ones, `<built_at>` element);
* chip supply and allocation: an allocation desk with its stamp on its own line in a ChatML system
  turn, a quote whose `q_` id, generation time and validity computed from it sit inside a sentence, a
  broker offer as a Telegram update (`update_id`, `message_id`, `date`; the chat id stays), a
  last-time buy with the current ISO week date, an allocation appeal with an epoch in microseconds,
  a distributor portal's UUIDv7 conversation, MRP exceptions behind a host header with GNU `date`,
  lead-time notes under `now:` in Python `isoformat()`, a supply copilot's bracketed logging prefix,
  an allocation analyst with OpenAI-style thread and run ids and a Japanese allocation desk ("now"
  label and hex request id).

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, right under the block, an introduction and a question, quoted with "> ", fenced, in an earlier
turn, indented, before a colon, after a system prompt, on both sides, and with a request to explain in
Malay, Traditional Chinese, Korean, Spanish, Vietnamese or German), each of 38 blocks twice (at
placements k and k+6): a SECS host log with system bytes and a T3 timeout, an alarm history CSV, an EAP
Log4j log, an MES lot history, a Traditional Chinese engineering lot traveller, an SPC CSV, a KLARF
header, `stdf2txt` output with epoch `START_T`, a wafer sort summary, reflow profile data, an AOI review
report, an SPI log, a feeder setup verification printout, a reel label with date code and bag seal
date, a distributor's CoC, an FA report, an X-ray report, a Japanese supplier PCN e-mail with `Date` and
`Message-ID`, a manufacturer's allocation letter, a quote e-mail, an EDI 855 with ISA/GS dates and
control numbers, a particle counter log, a facility alarm log, a Korean gas cabinet event log, a
German customer's ECN, an NPI schedule table, a BOM export with lifecycle dates, `curl -v` output with
`date` and `x-request-id`, a Standard Webhooks delivery pasted to debug its timestamp, tool-state
events whose first member is `"timestamp"`, `git log` of a test program, a Malay WhatsApp export with
`[DD/MM/YYYY, HH:MM:SS]` prefixes, an E87/E40 event log, an HTOL log with readouts, a tester's ISO
17025 calibration certificate, a SEMI E142 substrate map, an OHT transport log and a Vietnamese RMA
form -- and hand-written look-alikes in program positions: an MES header with release build date, API
version, prompt revision and knowledge cutoff, a Llama 3 header with only its knowledge cutoff, a
ChatML system turn with control limits recalculated on a date, a recipe's approval and qualification
expiry in front matter, a tool's qualification dates in XML attributes, an API version and tenant uuid
in single-line JSON, a template revision in an HTML comment, customer-since and frame contract dates
in a markdown table, prober firmware with a build date, calibration due date, time zone and SECS device
id in `KEY=value` lines, allocation policy and terms revisions in a footer, an Azure `api-version` and
tenant, `Stripe-Version` and a customer id, Discord guild and channel ids, HSMS timers, a test program
with its release date and limits file, a lot record (with the date its priority was set), an
instrument's calibration record, an operator's certification date, CalVer build and a fixed
`SOURCE_DATE_EPOCH`, a Mistral prompt with a cutoff and model release, a Thai work instruction's
Buddhist-era revision date, a Korean master data revision date, a German recipe release date, a
supplier record with DUNS and CAGE, and a reticle's pellicle serial and manufacture date; and values
the user asks about or types: a YYWW date code, a SEMI E5 clock to convert, STDF epochs, a lot naming
scheme, a JWT from the MES API, a traceparent from EAP logs, a user-typed night-shift clock, relative
times, few-shot date code conversion, an ISO week delivery, Excel serial times, a ULID request id, a
Windows FILETIME, SECS system bytes, a shipment across time zones, takt time, a date typed in a ChatML
user turn, Q-time and MSL floor-life arithmetic, an unrendered Jinja template with `now` and
`request_id`, an MES popup quoted in the user's sentence and a wafer map uuid; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 (Go RFC3339Nano), with `Z` and offsets -08:00, -07:00,
-06:00, -04:00, +01:00, +02:00, +03:00, +05:30, +07:00, +08:00 and +09:00, RFC 1123, RFC 850, RFC
2822, asctime (ctime), GNU `date`, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go
`time.Now().String()`, .NET round-trip and Semantic Kernel's long form, JavaScript `toISOString()` and
`toString()`, Windows general and US medium 12-hour renderings, day-first slashed and dotted and
month-first slashed date-times, `DD Mon YYYY HH:MM:SS`, ISO basic, compact `YYYYMMDDHHMMSS`, SEMI E5
16-byte and 12-byte clocks, `YYYY-MM-DD HH:MM[:SS]` with a zone name, English long dates (US and
British), Llama 3's `Today Date`, ISO week dates, a time alone, a weekday with a 12-hour time, epochs in
s, ms, us and ns, and the current date and time written in Traditional and Simplified Chinese,
Japanese, Korean, Hebrew, French, German, Italian, Dutch, Malay, Vietnamese, Thai (Buddhist era),
Mexican Spanish, Indonesian, Tamil, Khmer (Khmer digits), Filipino, Cebuano, Hindi, Kannada and
Hungarian. Identifiers: UUID v1 / v4 (also upper case) / v7, ULID (also lower case), KSUID, nanoid,
ObjectId, traceparent and tracestate, B3 single and multi, Sentry trace and baggage, X-Amzn-Trace-Id,
CF-Ray, Datadog ids, long hex (10 to 40 digits, also upper case), base32, base58, base62, base64url
and base64 tokens, JWTs, SECS system bytes, a Slack event id and `ts`, a Teams activity id, a WhatsApp
`wamid.`, Telegram update and message ids, Standard Webhooks ids and signatures, CloudEvents ids, an
SSE id, decimal relay and pipeline ids, a hold token, a nonce and vendor-prefixed ids (`up_`, `rd_`,
`ks_`, `hld_`, `q_`, `rj-`, `dfm-`, `pcn-draft-`, `conv_`, `msg_`, `thread_`, `run_`, `run-`, `Ev`).
Positions: header blocks (`Label: value`, HTTP request and response headers, CloudEvents binary, SSE,
Standard Webhooks, trace, B3, Sentry and Datadog headers, gRPC metadata, `KEY=value` lines), head and
tail of the prompt, the tail of a system prompt (also a ChatML system turn with the stamp on its own
line, a Llama 3 system header and a Mistral `[INST]` prompt), YAML front matter, pretty and single-line
JSON members (also in Slack, Teams, WhatsApp and Telegram envelopes and a CloudEvent), XML attributes
and elements, `key=value` pairs (a logfmt line, a bracketed context line, an HTML comment), a cookie's
last pair, markdown table rows and bullets, HTML comments holding one field, templated sentences
alone or inside a paragraph, phrases with their preposition ("at ...", "as of ..."), ids inside
sentences, parenthesised ids and holds, `[received ...]` and `[upload ...]` prefixes, a bracketed
logging prefix, a `(sent ...)` stamp, footers after a `--` line, metadata lines after the last user
message, and program lines right above fetched, read, polled, relayed or uploaded material.

Prompts are in English and in Traditional Chinese, Simplified Chinese, Japanese, Korean, Hebrew,
French, German, Italian, Dutch, Malay, Vietnamese, Thai, Mexican Spanish, Indonesian, Tamil, Khmer,
Filipino, Cebuano, Hindi, Kannada and Hungarian (the languages of the fabs, test houses and assembly
plants in the scenarios), with pasted material in Traditional Chinese, Japanese, Korean, German, Malay
and Vietnamese, and questions in six languages appended to some blocks. Prompts in those languages
end with the user's message or with the metadata after it.

What it is: 300 prompts. 150 carry volatile fields (229 spans): 105 hand-written positives (184
spans; 69 with two fields and five with three) and 45 generated ones. 150 carry none: 49 hand-written
negatives that are not pasted (25 look-alikes in program positions, 22 values the user asks about or
types, two plain controls), 76 hard negatives built from 38 pasted blocks and 25 generated hard
negatives. The generated positive family puts one field (35 of its 38 formats and labels, or the
current date and time under a "now" label in the body's language, 10 cases in seven languages) at one
of twelve positions (head, system
tail, header block with stable neighbours, after the last user message, footer after `--`, YAML front
matter, pretty JSON member between stable members, XML attribute followed by a stable attribute,
`key=value` in a bracketed context line followed by a stable pair, `(sent ...)` or parenthesised value
on the user's message, HTML comment holding one field and markdown bullet) of 18 bodies (10 English,
8 in Traditional Chinese, Korean, Japanese, German, Malay, Vietnamese, Mexican Spanish and Filipino,
which end with the user's message or the metadata after it). The generated negative family puts one
stable look-alike (14 of its 20: API version, prompt revision, MES release with its build date,
calibration due date, tenant uuid, customer- and supplier-since dates, stencil revision with its date,
time zone, shift, allocation policy, DUNS, a frame contract start in RFC 3339 and a CalVer build; a
lot, probe card, printer or monitoring point in the user's message or a bracketed context line; or a
customer-since or revision date in the body's language, 5 cases) at the same twelve positions of the
same bodies. The output is deterministic (seeded); once written and hashed it
is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout54.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Fab and factory records are content: lot, wafer, FOUP and reel ids, track-in and track-out times,
  arrival times and Q-time limits, holds with the dates they were placed, genealogy splits and merges,
  recipe (PPID) revisions and approval dates, alarm histories and the `set_at` of an alarm inside an
  event, status variable values (`LastRecipeEnd` too), the DATAID inside an S6F11, KLARF
  `FileTimestamp` and `ResultTimestamp`, STDF `SETUP_T`, `START_T` and `FINISH_T`, sort summaries, SPC
  sample times, particle counter sample times, reflow run dates, AOI and SPI log times, date codes
  (`YYWW`), lots, MSL levels and bag seal dates, CoC, RMA, FA, PCN, ECN and ECO numbers with their
  dates, LTB and last-ship dates, PO numbers and dates, allocation references, EDI interchange dates
  and control numbers, quote numbers and validity in an e-mail, calibration and readout dates stay,
  also next to a program's stamp and also when the program fetched them for this request; only the
  stamp ("WIP snapshot taken at <time> (snapshot <id>) for this request:", "Status variables read via
  S1F3 at <time> (system bytes <hex>) for this request:", "Particle counts as of <time> for this
  request (...):") and the ids minted for the snapshot, query, read, poll, pull, fetch, upload or relay
  move.
* SECS/GEM: the system bytes of a transaction the host sends for this request identify the request
  and move; an equipment clock read with S2F17/S2F18 for this request is the current time in SEMI E5
  form. The equipment's device id, MDLN, SOFTREV, HSMS timers, report definitions, ALIDs, CEIDs and
  SVIDs are stable. The same messages, system bytes and clocks in a pasted host log, an EAP log, an
  E87/E40 log or a user's question are content.
* Device and station clocks read for this request are the current time in any form: a tool PC's
  Windows clock, a reflow oven controller's compact time, an equipment clock, a gas room console (a
  time alone), a gowning kiosk (a weekday and a 12-hour time), a test cell's local time. Times that
  operators type ("It's 03:40 here on the night shift"), shift patterns and the times inside pasted
  logs and popups stay.
* Work logins and conversations are sessions: an MES portal cookie's session pair, operator, cell,
  review, desk, kiosk, PM, MSL and supervisor sessions, an FA lab's session JWT, thread and
  conversation ids move; fabs, areas, tools, chambers, lines, testers, handlers, probe cards,
  reticles, stockers, ovens, cabinets, tenants, customers, suppliers, DUNS and CAGE codes, Slack teams
  and channels, a Teams personal conversation, a Telegram chat and WhatsApp numbers stay.
* Runs, jobs and holds move with their start, finish or expiry: a DFM run, a marking check run, a CI
  pipeline with its creation time (the commit SHA and test program version stay), a report job with
  the report date it fills in as today, a PCN draft job with today's notice date, a burn-in slot hold
  with its expiry computed from now, and a quote id with its generation time and the validity computed
  from it (a quote e-mail that the user pastes keeps its validity date).
* Envelope vs payload: a Slack event's `event_id`, `event_time` and `ts`, a CloudEvent's `id` and
  `time` (structured) or `ce-id` and `ce-time` (binary), an SSE `id:`, Standard Webhooks headers, a
  Teams activity's `id`, `timestamp` and `localTimestamp`, a WhatsApp message's `id` and `timestamp` and
  a Telegram update's `update_id`, `message_id` and `date` move; the alarm, the alert with its
  `created_at`, the tool state change with its `since`, the RMA with its `received` date, the message
  texts, `wa_id` and the chat id stay. A distributor API response to the call the program made for this
  request moves its `Date` and `X-Request-ID`; its `X-Api-Version` and the lots' date codes stay; the
  same headers in `curl -v` output pasted to debug are content.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Genealogy query <id> ran at <time> against parent lot ..." leaves "Genealogy query ran against
  parent lot ..."; "Quote <id> generated at <time> (valid until <time>) for 5,000 pcs ..." leaves
  "Quote generated for 5,000 pcs ..."; "... is held (hold <token>, expires <time>) while you confirm
  the lot." leaves "... is held while you confirm the lot."); a parenthesised id is cut with its
  parentheses and sits before "for this request"; XML attributes and `key=value` pairs (also inside an
  HTML comment) are followed by a stable neighbour, except a cookie's session pair, its last;
  single-line JSON members are cut with the comma after them and follow a stable member, and volatile
  members of pretty-printed JSON are never the last member of their object; a markdown row or bullet,
  an XML element, a YAML member, a `KEY=value` line, an HTML comment holding one field, a header line
  and a stamp on its own line in a ChatML, Llama 3 or Mistral prompt are whole-line spans; footers
  hold one field per line; `[received ...]` and `[upload ...]` prefixes and a bracketed logging prefix
  are cut from the front of their line and a `(sent ...)` stamp from the end of the user's line.
* Only cue lines that make_holdout's cue pattern recognises (an ASCII `Label:`; "E-mail draft:" was
  renamed "Draft:", since the pattern has no hyphen) or a chat template's reply header, on a line of
  its own, end positives; prompts in the other languages end with the user's message or with the
  metadata after it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after
  `[/INST]` as rule 4 gives it.
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

SEED = 20310555
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout55.jsonl"
SRC = "holdout55:"

# Time zones of the fabs, test houses and assembly plants in the scenarios.
TWN = timezone(timedelta(hours=8), "CST")  # Hsinchu, Tainan, Taichung
KST = timezone(timedelta(hours=9), "KST")  # Pyeongtaek, Icheon, Cheongju
JPT = timezone(timedelta(hours=9), "JST")  # Kumamoto, Hiroshima, Kitakami
MYT = timezone(timedelta(hours=8), "MYT")  # Penang, Kulim, Melaka
SGT = timezone(timedelta(hours=8), "SGT")  # Woodlands, Tampines
PHT = timezone(timedelta(hours=8), "PHT")  # Laguna, Cebu
ICT = timezone(timedelta(hours=7), "ICT")  # Bac Ninh, Ayutthaya, Phnom Penh, Batam is WIB (same offset)
WIB = timezone(timedelta(hours=7), "WIB")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")  # Bengaluru, Chennai, Dholera
MST = timezone(timedelta(hours=-7), "MST")  # Chandler, Arizona (no daylight time)
CST_MX = timezone(timedelta(hours=-6), "CST")  # Guadalajara
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
IST_IL = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
GMT_IE = timezone(timedelta(0), "GMT")
IST_IE = timezone(timedelta(hours=1), "IST")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
CST_US = timezone(timedelta(hours=-6), "CST")
CDT = timezone(timedelta(hours=-5), "CDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class Gen55(Gen):
    """`make_holdout.Gen` with the moments and id shapes this corpus also needs."""

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment between 16 February and 15 May 2026, the weeks the scenarios' records lead up to."""
        base = datetime(2026, 2, 16, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 88 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    @staticmethod
    def summer(t: datetime, zone: str) -> bool:
        """Daylight or summer time in 2026 (US from 8 March, EU and Ireland from 29 March, Israel from 27 March)."""
        start = {"ny": datetime(2026, 3, 8, 7, tzinfo=UTC), "tx": datetime(2026, 3, 8, 8, tzinfo=UTC),
                 "or": datetime(2026, 3, 8, 10, tzinfo=UTC), "eu": datetime(2026, 3, 29, 1, tzinfo=UTC),
                 "ie": datetime(2026, 3, 29, 1, tzinfo=UTC), "il": datetime(2026, 3, 27, 0, tzinfo=UTC)}[zone]
        return t >= start

    def at(self, zone: str) -> datetime:
        """A moment in the named plant's local time, daylight or summer time where it applies."""
        t = self.moment()
        fixed = {"tw": TWN, "kr": KST, "jp": JPT, "my": MYT, "sg": SGT, "ph": PHT, "vn": ICT, "th": ICT,
                 "kh": ICT, "id": WIB, "in": IST_IN, "az": MST, "mx": CST_MX, "utc": UTC}
        if zone in fixed:
            return t.astimezone(fixed[zone])
        pairs = {"eu": (CET, CEST), "il": (IST_IL, IDT), "ie": (GMT_IE, IST_IE), "ny": (EST, EDT),
                 "tx": (CST_US, CDT), "or": (PST, PDT)}
        winter, summer = pairs[zone]
        return t.astimezone(summer if self.summer(t, zone) else winter)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def hexu(self, n: int) -> str:
        return self.hex(n).upper()

    def uuid4u(self) -> str:
        return self.uuid4().upper()

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1-{self.hex(16)}"

    def dec(self, n: int) -> str:
        return self.digits(n)

    def sysbytes(self) -> str:
        """SECS-II system bytes of one transaction, as hosts log them."""
        return f"0x{self.rng.getrandbits(32):08X}"


# --- value formats that make_holdout lacks ---------------------------------------------------------

def secs_clock(t: datetime) -> str:
    """SEMI E5 16-byte clock (S2F18 / S2F31 TIME): YYYYMMDDhhmmsscc."""
    return f"{t:%Y%m%d%H%M%S}{t.microsecond // 10000:02d}"


def secs_clock12(t: datetime) -> str:
    """SEMI E5 12-byte clock: YYMMDDhhmmss."""
    return f"{t:%y%m%d%H%M%S}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def mdy_slash(t: datetime) -> str:
    return f"{t:%m/%d/%Y %H:%M}"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def iso_zone(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S} {t.tzname()}"


def iso_min_zone(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M} {t.tzname()}"


def epoch_ns(t: datetime, g: Gen) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


# Localized "now" renderings (weekday Monday first, months January first).
ZH_WEEK = ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]
JA_WEEK = ["月", "火", "水", "木", "金", "土", "日"]
KO_WEEK = ["월", "화", "수", "목", "금", "토", "일"]
DE_WEEK = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
FR_WEEK = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
IT_WEEK = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre"]
NL_WEEK = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
ES_WEEK = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
MS_WEEK = ["Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu", "Ahad"]
MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September",
             "Oktober", "November", "Disember"]
ID_WEEK = ["Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September",
             "Oktober", "November", "Desember"]
VI_WEEK = ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"]
TH_WEEK = ["วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์", "วันอาทิตย์"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
FIL_WEEK = ["Lunes", "Martes", "Miyerkules", "Huwebes", "Biyernes", "Sabado", "Linggo"]
FIL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre",
              "Oktubre", "Nobyembre", "Disyembre"]
CEB_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Septiyembre",
              "Oktubre", "Nobiyembre", "Disyembre"]
HE_WEEK = ["יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת", "יום ראשון"]
HE_MONTHS = ["בינואר", "בפברואר", "במרץ", "באפריל", "במאי", "ביוני", "ביולי", "באוגוסט", "בספטמבר",
             "באוקטובר", "בנובמבר", "בדצמבר"]
TA_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்",
             "அக்டோபர்", "நவம்பர்", "டிசம்பர்"]
KN_MONTHS = ["ಜನವರಿ", "ಫೆಬ್ರವರಿ", "ಮಾರ್ಚ್", "ಏಪ್ರಿಲ್", "ಮೇ", "ಜೂನ್", "ಜುಲೈ", "ಆಗಸ್ಟ್", "ಸೆಪ್ಟೆಂಬರ್",
             "ಅಕ್ಟೋಬರ್", "ನವೆಂಬರ್", "ಡಿಸೆಂಬರ್"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
KM_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា",
             "វិច្ឆិកា", "ធ្នូ"]
KM_DIGITS = str.maketrans("0123456789", "០១២៣៤៥៦៧៨៩")
HU_WEEK = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus",
             "szeptember", "október", "november", "december"]
CS_MONTHS_GEN = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září",
                 "října", "listopadu", "prosince"]


def zh_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {ZH_WEEK[t.weekday()]} {t:%H:%M}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_WEEK[t.weekday()]}) {t:%H:%M}"


def ko_now(t: datetime) -> str:
    ampm = "오후" if t.hour >= 12 else "오전"
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_WEEK[t.weekday()]}) {ampm} {h}:{t:%M}"


def de_now(t: datetime) -> str:
    return f"{DE_WEEK[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def fr_now(t: datetime) -> str:
    return f"{FR_WEEK[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%H:%M}"


def it_now(t: datetime) -> str:
    return f"{IT_WEEK[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def nl_now(t: datetime) -> str:
    return f"{NL_WEEK[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} om {t:%H:%M}"


def es_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{ES_WEEK[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {h}:{t:%M} {'p. m.' if t.hour >= 12 else 'a. m.'}"


def ms_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MS_WEEK[t.weekday()]}, {t.day} {MS_MONTHS[t.month - 1]} {t.year}, {h}:{t:%M} {'ptg' if t.hour >= 12 else 'pg'}"


def id_now(t: datetime) -> str:
    return f"{ID_WEEK[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M} WIB"


def vi_now(t: datetime) -> str:
    return f"{t:%H:%M}, {VI_WEEK[t.weekday()]}, ngày {t.day} tháng {t.month} năm {t.year}"


def th_now(t: datetime) -> str:
    return f"{TH_WEEK[t.weekday()]}ที่ {t.day} {TH_MONTHS[t.month - 1]} พ.ศ. {t.year + 543} เวลา {t:%H:%M} น."


def fil_now(t: datetime) -> str:
    return f"{FIL_WEEK[t.weekday()]}, {FIL_MONTHS[t.month - 1]} {t.day}, {t.year}, {time12(t)}"


def ceb_now(t: datetime) -> str:
    return f"{CEB_MONTHS[t.month - 1]} {t.day}, {t.year}, alas {time12(t)}"


def he_now(t: datetime) -> str:
    return f"{HE_WEEK[t.weekday()]}, {t.day} {HE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ta_now(t: datetime) -> str:
    return f"{t.day} {TA_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def kn_now(t: datetime) -> str:
    return f"{t.day} {KN_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def hi_now(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def km_now(t: datetime) -> str:
    return f"ថ្ងៃទី{t.day} ខែ{KM_MONTHS[t.month - 1]} ឆ្នាំ{t.year} ម៉ោង {t:%H:%M}".translate(KM_DIGITS)


def hu_now(t: datetime) -> str:
    return f"{t.year}. {HU_MONTHS[t.month - 1]} {t.day}., {HU_WEEK[t.weekday()]} {t:%H:%M}"


def cs_now(t: datetime) -> str:
    return f"{t.day}. {CS_MONTHS_GEN[t.month - 1]} {t.year} {t:%H:%M}"


# --- cases ---------------------------------------------------------------------------------------

POS: list[Callable[[Gen55], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen55], Draft]) -> Callable[[Gen55], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


def N(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def ago(t: datetime, minutes: int) -> datetime:
    return t - timedelta(minutes=minutes)


# --- positives: fab MES and lot tracking ---------------------------------------------------------

@pos
def _mes_wip_snapshot(g: Gen55) -> Draft:
    t = g.at("tw")
    a1, a2, a3, a4 = (ago(t, m) for m in (g.small(200, 320), g.small(90, 190), g.small(40, 85), g.small(5, 35)))
    return P(f"""You are the dispatch copilot of Fab 14B's MES. Suggest the next batch for the named furnace,
following the area's dispatch rules: hot lots first, then lots closest to their queue-time limit, then
critical ratio. Never mix recipes in one batch.

Tool: DIFF-FURN-06 (LPCVD nitride, up to 6 lots per batch)
WIP snapshot taken {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(snapshot ' + g.ulid(t) + ')')} for this request:
LOT        PRIO   RECIPE      STEP         Q-TIME LIMIT   ARRIVED
N7K201.1   hot    NIT-750A    NIT-DEP-02   6 h            {a1:%Y-%m-%d %H:%M}
N7K214.1   norm   NIT-750A    NIT-DEP-02   6 h            {a2:%Y-%m-%d %H:%M}
P2C088.2   norm   NIT-780B    NIT-DEP-01   8 h            {a3:%Y-%m-%d %H:%M}
N7K219.1   norm   NIT-750A    NIT-DEP-02   6 h            {a4:%Y-%m-%d %H:%M}

Engineer: Which lots go into the next batch, and is anything about to blow its Q-time?
Answer:""", "mes:wip-snapshot", ["inline_phrase", "rfc3339_ms", "ulid", "parenthesised_id", "fetched_block"])


@pos
def _lot_hold_front_matter(g: Gen55) -> Draft:
    t = g.at("az")
    return P(f"""---
assistant: hold-review
site: CH-FAB42
mes_release: 7.4.2
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('request_id', 'request_id: ' + g.ulid(t))}
---
You help area engineers decide which lot holds they may release themselves. Only holds with a reason
code in the ENG-* family may be released by the area; QA-* and CUST-* holds need the named owner.

Open holds on the engineer's lots:
- R5T330.1  ENG-METRO   placed 2026-02-11 08:14 by kpatel   "THK out of spec on site 9, remeasure"
- R5T331.1  QA-SCRAP    placed 2026-02-10 22:40 by qa-bot   "MRB review pending"
- R5T348.2  CUST-HOLD   placed 2026-02-09 13:05 by akim     "customer waiver W-2291 requested"

Engineer: Which of these can I release on my own, and what do I need for the others?
Answer:""", "mes:lot-hold-front-matter", ["front_matter", "rfc3339", "offset", "ulid", "record_dates_neighbour"])


@pos
def _track_in_xml(g: Gen55) -> Draft:
    t = g.at("sg")
    return P(f"""<mes_context {v('session_id', 'session="' + g.uuid7(t) + '"')} station="ETCH-03" area="DRY-ETCH" fab="SG-F7"/>
{v('datetime', '<now>' + py_iso(t) + '</now>')}
<instructions>
Explain MES track-in errors to operators in two or three sentences and say who to call. Never suggest
overriding a recipe qualification.
</instructions>
<error>TRK-IN-0417: Recipe ET-POLY-22 is not qualified on chamber B of ETCH-03 (qual expired).</error>
<question>Chamber A is down for PM. Can I run this lot on chamber B anyway?</question>""",
             "mes:track-in-xml", ["xml_attr", "xml_element", "uuid7", "python_isoformat", "head"])


@pos
def _genealogy_sentence(g: Gen55) -> Draft:
    t = g.at("ie")
    return P(f"""You answer lot genealogy questions for the Leixlip fab. Be exact about which wafers went where.

Genealogy query {v('request_id', g.hex(12))} ran {v('datetime', 'at ' + iso_zone(t))} against parent lot A3T0412.00 and its children:
A3T0412.00  25 wafers  split at LITHO-M1 -> A3T0412.01 (wafers 1-12), A3T0412.02 (wafers 13-25)
A3T0412.01  12 wafers  merged at CMP-W2 with A3T0412.03 (2 rework wafers) -> A3T0412.04
A3T0412.02  13 wafers  scrapped wafer 17 at ETCH-V1 (broken at load lock)

User: Which lot holds wafer 17's former slot-mates from the split, and how many wafers are in A3T0412.04?
Answer:""", "mes:genealogy-sentence", ["id_in_sentence", "inline_phrase", "hex12", "iso_zone", "fetched_block"])


@pos
def _reticle_inventory(g: Gen55) -> Draft:
    t = g.at("kr")
    return P(f"""You are the reticle desk assistant. Tell the litho engineer whether a reticle can be used now, based on
its clean status and pellicle exposure dose.

Reticle inventory {v('datetime', 'as of ' + rfc3339(t))} for this request:
RETICLE         LAYER   LOCATION     LAST CLEAN   PELLICLE DOSE (kJ/cm2)   STATUS
RT-M1-7731-B    M1      STK-R2-014   2026-01-29   41.7 / 50.0              AVAILABLE
RT-V1-7731-A    V1      SCN-07       2026-02-12   12.3 / 50.0              IN USE
RT-M2-7731-C    M2      INSPECT      2025-12-30   49.2 / 50.0              HOLD-INSPECT

Engineer: Can I pull RT-M2-7731-C for a short run of two lots?
Answer:""", "mes:reticle-inventory", ["inline_phrase", "rfc3339", "offset", "fetched_block"])


@pos
def _dispatch_logfmt(g: Gen55) -> Draft:
    t = g.at("or")
    return P(f"""{v('datetime', 'ts=' + go_nano(t, g.small(1, 1000)))} {v('request_id', 'req=' + g.hex(16))} fab=F11X area=LITHO rule=CR_HOT_FIRST build=2026.02.1
You are the dispatch-rule explainer for the Hillsboro litho area. Explain in plain words why the dispatcher
ranked lots the way it did, using only the rule and the numbers given.

Dispatch list for SCN-12:
1. K9F771.1  CR 0.62  hot lot
2. K9F702.1  CR 0.81
3. K9F760.2  CR 0.79  waiting for reticle RT-K9-CT-A

User: Why is K9F760.2 third when its critical ratio is lower than K9F702.1's?
Answer:""", "mes:dispatch-logfmt", ["logfmt", "key_value_inline", "go_rfc3339nano", "hex16", "head"])


@pos
def _zh_tw_mes(g: Gen55) -> Draft:
    t = g.at("tw")
    return P(f"""{v('datetime', '現在時間：' + zh_now(t))}
{v('session_id', '工作階段：' + g.nanoid())}
你是新竹十二廠 MES 的生產助理。請用繁體中文回答，先說結論，再列出需要確認的事項。
Q-time 超過上限的批號一律不得自行放行，必須由製程工程師判定。

使用者：批號 H2W508.1 在清洗後等了 5 小時 50 分，爐管還在 PM，Q-time 上限是 6 小時，我該怎麼辦？""",
             "mes:zh-tw", ["head", "localized_now", "nanoid", "non_english", "traditional_chinese"])


@pos
def _ja_lot_trace(g: Gen55) -> Draft:
    t = g.at("jp")
    return P(f"""熊本工場のロット追跡アシスタントです。MES の履歴だけを根拠に、簡潔に日本語で答えてください。
{v('datetime', '現在日時: ' + ja_now(t))}
{v('session_id', 'セッションID: ' + g.uuid4())}

ロット J6M115.1 の履歴（MES より）:
CLEAN-01  搬入 2026-02-03 07:12  搬出 2026-02-03 07:58
OX-FURN-3 搬入 2026-02-03 09:40  搬出 2026-02-03 14:05
LITHO-07  搬入 2026-02-03 16:22  搬出 2026-02-03 17:01

ユーザー: 洗浄から酸化炉投入までの待ち時間は Q-time 上限の 2 時間以内に収まっていますか？""",
             "mes:ja-lot-trace", ["system_tail", "localized_now", "uuid4", "non_english", "japanese",
                                   "record_dates_neighbour"])


@pos
def _qtime_slack_event(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""You are QTimeBot in the fab's Slack. Answer the engineer who mentioned you with concrete options; do not
release holds yourself.

{{
  "team_id": "T04FAB14B",
  "api_app_id": "A05QTIMEBT",
  "event": {{
    "type": "app_mention",
    "user": "U05LITHO22",
    "text": "<@U05QTBOT> lot N7K233.1 is at 5h40 of its 6h Q-time after pre-clean and DIFF-FURN-06 is still down. Options?",
    {v('message_id', '"ts": "' + str(epoch_s(t)) + '.' + g.digits(6) + '",')}
    "channel": "C05FAB14QT"
  }},
  {v('message_id', '"event_id": "Ev' + g.b32(9) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "type": "event_callback"
}}

Reply:""", "mes:qtime-slack-event", ["json_block", "slack_event", "envelope", "epoch_s"])


@pos
def _lot_split_mistral(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""<s>[INST] You help engineers in the Austin fab write split-lot requests for the MES. Output the request
as a short form: parent lot, wafers per split, the step after which to split, and the condition of each
leg. Ask if anything is missing.
{v('datetime', 'Current time: ' + iso_zone(t))}

Engineer: Split lot T4R090.1 after GATE-ETCH into three legs of 8/8/9 wafers: POR, overetch +10 %, and
overetch +20 %. Merge back before CONTACT-LITHO. [/INST]""",
             "mes:lot-split-mistral", ["mistral", "iso_zone", "stamp_own_line"])


@pos
def _amhs_carrier_query(g: Gen55) -> Draft:
    t = g.at("kr")
    return P(f"""You are the AMHS assistant for Fab P3. Help operators find carriers and explain transport delays.

Carrier locations read from the AMHS {v('datetime', 'at ' + rfc3339(t, 6))} {v('request_id', '(query ' + g.b58(22) + ')')} for this request:
FOUP     LOT         LOCATION          ARRIVED
FP23041  P3A771.1    STK-3F-02 / 117   {ago(t, g.small(30, 200)):%H:%M:%S}
FP23077  P3A772.1    OHT vehicle 214   in transit since {ago(t, g.small(3, 20)):%H:%M:%S}
FP23102  P3A790.2    LITHO-11 LP2      {ago(t, g.small(1, 25)):%H:%M:%S}

Operator: FP23077 has been on the OHT for a while. Is it stuck, and who do I call?
Answer:""", "mes:amhs-carrier-query", ["inline_phrase", "rfc3339_us", "base58", "parenthesised_id", "fetched_block"])


@pos
def _wip_footer(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""Summarise the week's WIP movement for the fab manager in five bullets: moves per day, turns, the worst
bottleneck and one risk for next week.

Moves per day: Mon 41,880  Tue 43,102  Wed 39,015  Thu 44,560  Fri 42,211
Turns (layers/day): 1.31 / 1.35 / 1.22 / 1.38 / 1.33
Bottleneck: CMP-W (queue 3,400 wafers Wed, back to 1,900 Fri after pad change)
Risk: two implanters due for 72 h PM in the same week

--
{v('request_id', 'request: ' + g.uuid4())}
{v('datetime', 'generated: ' + js_iso(t))}
""", "mes:wip-footer", ["footer", "tail", "uuid4", "js_iso"])


@pos
def _mes_portal_cookie(g: Gen55) -> Draft:
    t = g.at("sg")
    return P(f"""Request context from the MES web portal:
Host: mes.sgf7.example
Cookie: fab=SG-F7; lang=en-SG; theme=dark; {v('session_id', 'MESSESSION=' + g.hex(40))}
{v('datetime', 'X-Portal-Time: ' + rfc3339(t))}

You explain MES screens to new operators. Keep it short and name the screen's menu path.

Operator: Where do I see which lots are on hold on my tool?
Assistant:""", "mes:portal-cookie", ["header_block", "cookie_last_pair", "hex40", "rfc3339"])


# --- positives: equipment automation (SECS/GEM, EAP, tool alarms) -------------------------------

@pos
def _secs_clock_read(g: Gen55) -> Draft:
    t = g.at("az")
    return P(f"""You are the equipment automation assistant for the CVD area. Answer from the tool's alarm manual excerpt
and say when the tool owner must be paged.

Equipment: CVD-PECVD-04   MDLN: PX5-CVD   SOFTREV: 7.2.1   Host link: HSMS-SS, passive, T3=45 s
{v('datetime', 'Equipment clock (S2F18, read for this request): ' + secs_clock(t))}

Alarm manual excerpt:
ALID 2051  CH-B PRESSURE HIGH  Chamber B base pressure above 5 mTorr after pump-down. Check the foreline
valve and the throttle valve position before a leak check.

Technician: Alarm 2051 keeps coming back after yesterday's PM. What should I check first?
Answer:""", "eap:secs-clock-read", ["header_block", "secs_clock", "device_clock", "stable_neighbours"])


@pos
def _s1f3_status_read(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""You are the EAP assistant of the Kulim fab. Interpret status variables for equipment engineers, citing
the SVID you rely on.

Status variables read via S1F3 {v('datetime', 'at ' + dmy_slash(t))} {v('request_id', '(system bytes ' + g.sysbytes() + ')')} for this request:
SVID 1001  ControlState        5 (ONLINE-REMOTE)
SVID 1002  ProcessState        3 (IDLE)
SVID 2210  ChamberA_Pressure   0.0041 Torr
SVID 2211  ChamberA_HeLeak     0.9 sccm   (limit 1.5)
SVID 3005  LastRecipe          OX-THIN-45
SVID 3006  LastRecipeEnd       {ago(t, g.small(20, 90)):%d/%m/%Y %H:%M:%S}

Engineer: Is the tool ready for the next lot, or is the helium leak something to worry about?
Answer:""", "eap:s1f3-status-read", ["inline_phrase", "dmy_slash", "secs_system_bytes", "parenthesised_id",
                                      "fetched_block"])


@pos
def _alarm_relay_received(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""You triage tool alarms for the night shift of the etch area. For each new alarm say: ignore, watch, or
page the equipment owner, with one reason.

Alarm history of ETCH-V2 (last 12 h):
02:14:07  ALID 740  RF REFLECTED POWER HIGH (set)     02:14:52 (clear)
03:31:40  ALID 1203 WAFER NOT DETECTED ON LL-A (set)  03:33:02 (clear)

New alarm:
{v('datetime', '[received ' + rfc3339(t, 3) + ']')} S5F1 ALCD=0x84 ALID=740 ALTX="RF REFLECTED POWER HIGH" CHAMBER=B

Decision:""", "eap:alarm-relay-received", ["received_prefix", "rfc3339_ms", "alarm_history_neighbour"])


@pos
def _cloudevent_alarm(g: Gen55) -> Draft:
    t = g.at("utc")
    s = ago(t, g.small(1, 4))
    return P(f"""Explain the alarm to the equipment technician and list the first two checks.

{{
  "specversion": "1.0",
  "type": "com.fab14b.eap.alarm.set",
  "source": "/fab14b/eap/IMP-HC-02",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "alid": 3310,
    "altx": "BEAMLINE VACUUM FAULT",
    "set_at": "{rfc3339(s, 3)}",
    "tool_state": "UNSCHEDULED_DOWN"
  }}
}}

Answer:""", "eap:cloudevent-alarm", ["json_block", "cloudevents", "envelope", "uuid4", "rfc3339_ms"])


@pos
def _gem_host_grpc(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: eap-gateway/3.8.0 grpc-java/1.64.0
  x-fab: F7
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g)))}

You explain SEMI E30 (GEM) behaviour to automation engineers. Be precise about state names.

Engineer: The host shows the tool as HOST OFFLINE right after it came back from PM, although the tool
screen says ONLINE LOCAL. Which state transitions should I expect, and what does the host need to send?
Answer:""", "eap:gem-grpc", ["head", "grpc_metadata", "epoch_ns", "stable_neighbours"])


@pos
def _recipe_compare_b3(g: Gen55) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You compare process recipes (PPIDs) for the thin-films area and flag every parameter that differs.

PPID TF-W-CVD-12 rev 14:  STEP3 TEMP=395  PRESS=40 Torr  WF6=280 sccm  H2=2000 sccm  TIME=62 s
PPID TF-W-CVD-12 rev 15:  STEP3 TEMP=395  PRESS=40 Torr  WF6=300 sccm  H2=2000 sccm  TIME=58 s

Question: What changed between rev 14 and rev 15, and which change affects deposition rate most?
Answer:""", "eap:recipe-compare-b3", ["head", "b3_multi", "trace_header", "inline_value"])


@pos
def _ko_interlock(g: Gen55) -> Draft:
    t = g.at("kr")
    return P(f"""{v('datetime', '현재 시각: ' + ko_now(t))}
{v('session_id', '세션: ' + g.ksuid(t))}
당신은 평택 P2 라인의 설비 자동화 도우미입니다. 인터록 해제는 절대 안내하지 말고, 원인 확인 순서만 한국어로 설명하세요.

작업자: CMP-W2 설비에서 슬러리 유량 인터록이 세 번째 걸렸습니다. 유량계 값은 정상으로 보이는데 무엇부터 확인해야 하나요?""",
             "eap:ko-interlock", ["head", "localized_now", "ksuid", "non_english", "korean"])


@pos
def _he_fab(g: Gen55) -> Draft:
    t = g.at("il")
    return P(f"""אתה העוזר של צוות האוטומציה במפעל בקריית גת. ענה בעברית, בקצרה, ותן שלבי בדיקה לפי הסדר.
{v('datetime', 'השעה כעת: ' + he_now(t))}
{v('request_id', 'מזהה בקשה: ' + g.uuid4())}

משתמש: הכלי LITHO-09 מדווח על ALID 5120 בכל פעם שהמארח שולח S2F41 START. מה לבדוק קודם?""",
             "eap:he-fab", ["system_tail", "localized_now", "uuid4", "non_english", "hebrew"])


@pos
def _sse_tool_state(g: Gen55) -> Draft:
    t = g.at("utc")
    since = ago(t, g.small(2, 30))
    return P(f"""The tool-state stream delivered this event for the dashboard assistant:

event: tool-state
{v('request_id', 'id: ' + g.ulid(t))}
data: {{"tool":"IMP-MC-05","from":"PRODUCTIVE","to":"UNSCHEDULED_DOWN","e10":"UDT","since":"{rfc3339(since)}"}}

Explain the state change to the shift lead in one sentence and say which E10 bucket the downtime is booked to.
Answer:""", "eap:sse-tool-state", ["sse", "envelope", "ulid", "payload_time_neighbour"])


@pos
def _pm_checklist_env(g: Gen55) -> Draft:
    t = g.at("ny")
    return P(f"""{v('session_id', 'PM_SESSION=' + g.b62(20))}
TOOL=DEP-ALD-03
PM_TYPE=2000RF
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}
CHECKLIST_REV=11

You walk equipment technicians through preventive maintenance checklists one step at a time. Wait for
the technician to confirm each step.

Technician: Starting the 2000 RF-hour PM on DEP-ALD-03. Chamber is vented and cooled to 42 C. What's
first?
Assistant:""", "eap:pm-checklist-env", ["key_value_lines", "epoch_s", "base62", "head", "stable_neighbours"])


@pos
def _eap_s6f11_received(g: Gen55) -> Draft:
    t = g.at("jp")
    return P(f"""You decode GEM collection events for the Hiroshima automation team. Name the event, its report and what
the host should do next.

Report definitions: RPTID 100 = [CarrierID, PortID], CEID 3011 = CarrierArrived (link RPTID 100)

Event relayed by the EAP {v('datetime', 'at ' + log4j_iso(t))} {v('request_id', '(relay ' + g.dec(9) + ')')} for this request:
S6F11 W
  <L[3] <U4 88201> <U4 3011> <L[1] <L[2] <U4 100> <L[2] <A "FP88120"> <U1 2>>>>>

Answer:""", "eap:s6f11-relayed", ["inline_phrase", "log4j", "decimal_id", "parenthesised_id", "sml_content"])


# --- positives: yield and defect analysis --------------------------------------------------------

@pos
def _wafer_map_json(g: Gen55) -> Draft:
    t = g.at("tw")
    return P(f"""{{
  "task": "wafer-map-pattern",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('datetime', '"requested_at": "' + rfc3339(t) + '",')}
  "product": "TC28HPC-A17",
  "lot": "H2W611.1",
  "wafer": 14,
  "fail_dies_by_ring": {{"center": 3, "mid": 5, "edge": 61}},
  "fail_dies_by_notch_quadrant": {{"0-90": 17, "90-180": 15, "180-270": 16, "270-360": 21}}
}}
Classify the failure pattern of this wafer map (center, donut, edge ring, scratch, cluster, random) and
name the process steps most often behind that pattern.
Answer:""", "yield:wafer-map-json", ["json_block", "uuid7", "rfc3339", "offset", "head"])


@pos
def _klarf_upload(g: Gen55) -> Draft:
    t = g.at("sg")
    return P(f"""You review defect inspection results for the yield team. Say whether the defect count is an excursion
against a baseline of 35 +/- 12 adders per wafer at this layer.

KLARF file received {v('datetime', 'at ' + iso_zone(t))} {v('request_id', '(upload up_' + g.b62(18) + ')')} for this request:
FileVersion 1 2;
FileTimestamp 03-02-26 21:47:12;
InspectionStationID "KLA" "SURFSCAN" "SS-07";
LotID "S7P221.1";
WaferID "S7P221.1-09";
DeviceID "NAND-176L";
StepID "M2-CMP-POST";
DefectRecordSpec 4 DEFECTID XREL YREL DSIZE;
DefectList
1 1021.4 55812.0 0.21
2 74110.9 12007.3 0.33
EndOfFile;
(... 86 more defects, 88 in total)

Answer:""", "yield:klarf-upload", ["inline_phrase", "iso_zone", "prefixed_id", "parenthesised_id", "upload"])


@pos
def _yield_md_table(g: Gen55) -> Draft:
    t = g.at("or")
    return P(f"""You are the yield dashboard assistant. Answer questions about the charts the engineer is looking at.

| Field     | Value                         |
|-----------|-------------------------------|
| Fab       | F11X                          |
| Product   | K9-SRV-GEN4                   |
{v('session_id', '| Session   | ' + g.objectid(t) + '      |')}
{v('datetime', '| Rendered  | ' + iso_min_zone(t) + '          |')}
| Chart     | Sort yield by week, 8 weeks   |

Engineer: Yield dropped from 91.2 % to 87.9 % in WW07 and came back in WW08. What should I look at first?
Answer:""", "yield:md-table", ["md_table", "objectid", "iso_minutes_zone", "stable_neighbours"])


@pos
def _excursion_traceparent(g: Gen55) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: yieldhub=' + g.b64url(9) + ',fab=' + g.hex(8))}
content-type: application/json

You help yield engineers write excursion reports. Structure: what happened, scope (lots and wafers),
suspected cause, containment, next steps.

Notes: M3 shorts on 4 lots of product K9-SRV-GEN4 after CMP-W3 pad change on Tuesday; inline defect
review shows residual tungsten puddles near wafer edge; lots K9F771 to K9F774 on hold; CMP-W3 inhibited.

Draft the report.""", "yield:excursion-traceparent", ["head", "traceparent", "tracestate", "header_block"])


@pos
def _bin_pareto(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""You read sort bin paretos for the Penang test floor and suggest which bin to chase first.

Bin pareto {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(query ' + g.hexu(12) + ')')} for this request:
BIN  NAME               DIES     % OF FAILS
7    IDDQ_HIGH          1,840    38.2
12   VMIN_FAIL          1,022    21.2
3    OPEN_SHORT           611    12.7
22   SCAN_CHAIN           540    11.2
--   other                803    16.7

Engineer: Product MX-8820, last 5 days. Where do I start?
Answer:""", "yield:bin-pareto", ["inline_phrase", "rfc3339", "offset", "hex_upper", "parenthesised_id"])


@pos
def _defect_review_sk(g: Gen55) -> Draft:
    t = g.at("ny")
    return P(f"""You are Scout, the defect review assistant of the Malta fab. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Classify
SEM review images from their text descriptions into the fab's defect codes (PRT particle, SCR scratch,
RES residue, PIT pit, BRG bridge) and give one sentence of reasoning.

Review notes: "Irregular bright blob, 0.3 um, sitting on top of the M1 line, no pattern distortion
underneath, EDX shows Fe and Cr."

Code:""", "yield:defect-review-sk", ["inline_sentence", "dotnet_long_datetime", "system_prompt"])


@pos
def _fr_crolles(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""Tu es l'assistant rendement de la fab de Crolles. Réponds en français, en t'appuyant uniquement sur les
chiffres donnés.
{v('datetime', 'Date et heure actuelles : ' + fr_now(t))}
{v('session_id', 'Session : ' + g.nanoid())}

Utilisateur : La densité de défauts D0 du produit C28-FDSOI-B est passée de 0,09 à 0,14 /cm² en deux
semaines. Quelles étapes dois-je regarder en premier ?""",
             "yield:fr-crolles", ["system_tail", "localized_now", "nanoid", "non_english", "french"])


@pos
def _zh_cn_wuxi(g: Gen55) -> Draft:
    t = g.at("tw")
    return P(f"""你是无锡工厂良率分析助手。请用简体中文回答，只根据给出的数据分析。
{v('datetime', '当前时间：' + zh_now(t))}
{v('session_id', '会话：' + g.hex(24))}

用户：晶圆 W08 和 W21 的边缘失效集中在缺口附近，同一批次的其他晶圆正常。可能是哪一步的问题？""",
             "yield:zh-cn", ["system_tail", "localized_now", "hex24", "non_english", "simplified_chinese"])


# --- positives: metrology and SPC ----------------------------------------------------------------

@pos
def _spc_pull(g: Gen55) -> Draft:
    t = g.at("ie")
    pts = [ago(t, m) for m in (300, 240, 180, 120, 60)]
    return P(f"""You check SPC charts against the Western Electric rules and say which rule fires, if any.

Chart: CMP-W3 post-polish thickness, site mean (A), target 2800, UCL 2890, LCL 2710, sigma 30
Chart data pulled from the SPC server {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(pull ' + g.b32(16) + ')')} for this request:
{pts[0]:%H:%M}  2851
{pts[1]:%H:%M}  2866
{pts[2]:%H:%M}  2872
{pts[3]:%H:%M}  2803
{pts[4]:%H:%M}  2869

Engineer: Does anything fire? The last point looks fine to me.
Answer:""", "spc:chart-pull", ["inline_phrase", "rfc3339", "base32", "parenthesised_id", "fetched_block"])


@pos
def _cdsem_windows_clock(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""CD-SEM workstation context:
Tool: CDSEM-04
Recipe: GATE-CD-28-V6
{v('datetime', 'Tool PC time: ' + windows_general(t))}
{v('request_id', 'Request ID: ' + g.uuid4u())}

You help metrology engineers interpret CD-SEM results and recipe warnings.

Engineer: The recipe warns "pattern recognition score 0.61 < 0.70" on 4 of 9 sites. Are the CDs on those
sites trustworthy?
Assistant:""", "spc:cdsem-windows-clock", ["header_block", "windows_datetime", "uuid_upper", "device_clock"])


@pos
def _overlay_go_string(g: Gen55) -> Draft:
    t = g.at("eu")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You explain overlay metrology to litho engineers in the Dresden fab. Use nm and be precise about which
term is which.

Overlay residuals, lot D5C402.1, layer V1 to M1, 13 fields x 4 targets:
translation x 1.8 nm, y -0.9 nm; magnification 0.42 ppm; rotation 0.11 urad; max residual 4.6 nm

Engineer: Is the magnification term worth correcting, or is it noise?
Answer:""", "spc:overlay-go-string", ["head", "go_time_string", "content_neighbour"])


@pos
def _cpk_chatml(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""<|im_start|>system
You are the SPC assistant for the Kulim bump line. Compute capability indices exactly and show the formula.
{v('datetime', 'Current time: ' + iso_zone(t))}
<|im_end|>
<|im_start|>user
Bump height: mean 74.8 um, sigma 1.1 um, LSL 70 um, USL 80 um. What are Cp and Cpk, and does it meet
our 1.33 requirement?<|im_end|>
<|im_start|>assistant
""", "spc:cpk-chatml", ["chatml", "stamp_own_line", "iso_zone"])


@pos
def _de_dresden(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""{v('datetime', 'Aktuelle Zeit: ' + de_now(t))}
{v('session_id', 'Sitzung: ' + g.b64url(16))}
Du bist der SPC-Assistent der Dresdner Fab. Antworte auf Deutsch und nenne die Regel, die greift.

Ingenieur: Die Schichtdicke am Ofen OX-07 liegt seit sieben Messungen über dem Mittelwert, aber noch
innerhalb der Eingriffsgrenzen. Muss ich etwas tun?""",
             "spc:de-dresden", ["head", "localized_now", "base64url", "non_english", "german"])


@pos
def _it_agrate(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""Sei l'assistente di metrologia della fab di Agrate. Rispondi in italiano, in modo sintetico.
{v('datetime', 'Data e ora attuali: ' + it_now(t))}
{v('request_id', 'ID richiesta: ' + g.ulid_lower(t))}

Utente: Il gauge R&R dell'ellissometro ELL-02 è al 23 % della tolleranza. Posso usarlo per il rilascio
dei lotti o devo prima migliorarlo?""",
             "spc:it-agrate", ["system_tail", "localized_now", "ulid_lower", "non_english", "italian"])


@pos
def _nl_nijmegen(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""Je bent de metrologie-assistent van de fab in Nijmegen. Antwoord in het Nederlands en reken alles voor.
{v('datetime', 'Huidige tijd: ' + nl_now(t))}
{v('session_id', 'Sessie: ' + g.uuid1())}

Gebruiker: De vierpuntsmeting op wafer 3 geeft 48,2 ohm/sq gemiddeld met een spreiding van 2,9 %. Onze
spec is 50 +/- 3 ohm/sq en maximaal 3 % spreiding. Voldoet de wafer?""",
             "spc:nl-nijmegen", ["system_tail", "localized_now", "uuid1", "non_english", "dutch"])


# --- positives: cleanroom and facilities monitoring ----------------------------------------------

@pos
def _particle_counts(g: Gen55) -> Draft:
    t = g.at("az")
    s = [ago(t, m) for m in (g.small(40, 55), g.small(25, 39), g.small(5, 24))]
    return P(f"""You watch cleanroom particle counts for the Chandler fab and say whether a bay is out of its ISO 14644-1
class. Bay 3 is ISO class 4: at most 352 particles/m3 at >= 0.5 um.

Particle counts {v('datetime', 'as of ' + us_medium(t))} for this request (bay 3, remote counters):
COUNTER   SAMPLED    >=0.3 um/m3   >=0.5 um/m3
PC-3-01   {s[0]:%H:%M}      1,020         212
PC-3-04   {s[1]:%H:%M}      1,410         388
PC-3-07   {s[2]:%H:%M}        890         147

Facilities tech: Is bay 3 out of class, or is it one counter?
Answer:""", "facilities:particle-counts", ["inline_phrase", "us_medium", "fetched_block"])


@pos
def _upw_poll(g: Gen55) -> Draft:
    t = g.at("sg")
    return P(f"""You are the ultrapure water assistant of the Woodlands fab. Compare the readings with the spec and say
what to do.

Spec at point of use: resistivity >= 18.0 MOhm.cm at 25 C, TOC <= 1.0 ppb, particles >= 0.05 um <= 200/L.
UPW loop polled {v('datetime', 'at ' + dd_mon(t) + ' SGT')} {v('request_id', '(poll ' + g.hex(10) + ')')} for this request:
POU-2F-EAST   18.17 MOhm.cm   TOC 0.6 ppb   particles 130/L
POU-2F-WEST   17.86 MOhm.cm   TOC 0.7 ppb   particles 140/L
POU-3F-WET    18.18 MOhm.cm   TOC 1.4 ppb   particles 95/L

Engineer: Anything I need to escalate?
Answer:""", "facilities:upw-poll", ["inline_phrase", "dd_mon", "hex10", "parenthesised_id", "fetched_block"])


@pos
def _gas_console_time(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""Gas room console
{v('datetime', 'Console time: ' + f'{t:%H:%M}')}
{v('session_id', 'Operator session: ' + g.b62(16))}
Cabinet: GC-SIH4-02 (silane, 2 cylinders, auto-switchover)

You walk gas technicians through the written cylinder change procedure GP-114 rev 9, one step at a time.
Never skip the purge cycles.

Technician: Cylinder B on GC-SIH4-02 is at switchover. Ready to change it. What's step one?
Assistant:""", "facilities:gas-console", ["header_block", "time_alone", "device_clock", "base62"])


@pos
def _gowning_kiosk(g: Gen55) -> Draft:
    t = g.at("ny")
    return P(f"""Gowning room kiosk, entrance B
{v('datetime', 'Kiosk time: ' + f'{DAYS[t.weekday()]} ' + time12(t))}
{v('session_id', 'Kiosk session: ks_' + g.b58(16))}

You answer visitors' questions about the fab's gowning order. Keep answers to three sentences.

Visitor: Do the shoe covers go on before or after I step over the bench?
Assistant:""", "facilities:gowning-kiosk", ["header_block", "weekday_time", "device_clock", "prefixed_id"])


@pos
def _fmcs_standard_webhooks(g: Gen55) -> Draft:
    t = g.at("utc")
    c = ago(t, g.small(1, 6))
    return P(f"""The facility monitoring system delivered this alert to the assistant:

{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64(32))}
content-type: application/json

{{"type": "fmcs.alert.raised", "data": {{"alert_id": "FA-2026-00871", "point": "EXH-ACID-2F-DP", "value": -118, "unit": "Pa", "limit": -150, "created_at": "{rfc3339(c)}"}}}}

Tell the facilities on-call what the alert means and what to check first.
Answer:""", "facilities:standard-webhooks", ["header_block", "standard_webhooks", "envelope", "signature"])


@pos
def _chiller_datadog(g: Gen55) -> Draft:
    return P(f"""[assistant-gateway] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1

You help the central utilities team read chiller and cooling water trends. Answer with numbers.

Data: PCW supply 18.1 C (setpoint 18.0), return 24.6 C, flow 3,950 m3/h; chiller CH-4 at 92 % load,
CH-5 tripped at 02:10 on low refrigerant pressure and restarted at 02:40.

User: Do we have enough margin if CH-4 also trips?
Assistant:""", "facilities:chiller-datadog", ["head", "header_block", "datadog", "decimal_id"])


@pos
def _cleanroom_ms(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""Anda pembantu bilik bersih di kilang Kulim. Jawab dalam Bahasa Melayu, ringkas dan ikut prosedur.
{v('datetime', 'Masa kini: ' + ms_now(t))}
{v('session_id', 'Sesi: ' + g.uuid4())}

Pengguna: Kelembapan di bay fotolitografi naik ke 47 % RH, had kami 43 +/- 2 %. Apa yang perlu saya buat dulu?""",
             "facilities:ms-kulim", ["system_tail", "localized_now", "uuid4", "non_english", "malay"])


# --- positives: wafer sort and final test --------------------------------------------------------

@pos
def _stdf_upload(g: Gen55) -> Draft:
    t = g.at("ph")
    setup = ago(t, g.small(300, 600))
    return P(f"""You analyse final test datalogs for the Calamba test floor and answer per test site.

STDF datalog uploaded {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(upload ' + g.ksuid(t) + ')')} for this request (ATDF view, excerpt):
FAR:A|4|2|U
MIR:{setup:%H:%M:%S %d-%b-%Y}|{setup:%H:%M:%S %d-%b-%Y}|1|LOT=C8Q301|PART=PMIC-6610|NODE=FT-HDL-07|TESTER=T2K-14|JOB=PMIC6610_FT_R12
SBR:0|1|1|2911|P|PASS
SBR:0|7|7|82|F|IDDQ_HIGH
SBR:1|1|1|2874|P|PASS
SBR:1|7|7|131|F|IDDQ_HIGH

Engineer: Is site 1 worse than site 0 on bin 7, and does it matter at this count?
Answer:""", "test:stdf-upload", ["inline_phrase", "rfc3339", "offset", "ksuid", "parenthesised_id", "upload"])


@pos
def _test_cell_header(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""Test cell: FT-HDL-07
Tester: T2K-14   Handler: HDL-PNP-07   Program: MX8820_FT_R31
{v('session_id', 'Cell session: ' + g.uuid7(t))}
{v('datetime', 'Local time: ' + dmy_dot(t))}

You help test operators in Penang with handler and tester messages. Say what to do and when to call the
test engineer.

Operator: Handler says "contactor force low, site 3" after the kit change. Can I continue?
Assistant:""", "test:cell-header", ["header_block", "uuid7", "dmy_dot", "stable_neighbours"])


@pos
def _probe_touchdowns(g: Gen55) -> Draft:
    t = g.at("tw")
    return P(f"""You advise on probe card maintenance for the Tainan sort floor. Cleaning interval: every 400
touchdowns; full inspection at 250,000 touchdowns; card life 1,000,000.

Touchdown counters read from the prober {v('datetime', 'at ' + py_str(t))} {v('request_id', '(read rd_' + g.b62(12) + ')')} for this request:
CARD         PROBER    SINCE CLEAN   SINCE INSPECTION   LIFETIME
PC-A17-031   PRB-22    388           241,806            712,440
PC-A17-044   PRB-19    12            98,210             233,901

Engineer: Should I pull PC-A17-031 for inspection before the weekend lots?
Answer:""", "test:probe-touchdowns", ["inline_phrase", "python_str_datetime", "prefixed_id", "parenthesised_id"])


@pos
def _tp_release_ci(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""CI_PROJECT_PATH=test-eng/pmic6610-ft
{v('run_id', 'CI_PIPELINE_ID=' + g.dec(10))}
{v('datetime', 'CI_PIPELINE_CREATED_AT=' + rfc3339(t))}
CI_COMMIT_SHA=4e0c1f9b2a7d63e58c1b0a9f7e6d5c4b3a291807
TP_VERSION=PMIC6610_FT_R13

Write the release note for this test program revision for the product engineers: what changed in
limits and flow, and what they must re-correlate.

Changes: IDDQ limit 4.0 -> 3.6 uA on test 2040; added VMIN search at 0.72 V; removed redundant
continuity test 110; site 4 guardband 5 mV.

Release note:""", "test:tp-release-ci", ["key_value_lines", "ci_run_id", "rfc3339", "commit_sha_neighbour"])


@pos
def _burnin_hold(g: Gen55) -> Draft:
    t = g.at("ph")
    exp = t + timedelta(minutes=15)
    return P(f"""You book burn-in slots for the reliability lab in Laguna. Confirm the booking details back to the
engineer and list what they must bring.

Burn-in board slot BIB-22 on oven BI-04 is held {v('token', '(hold hld_' + g.b62(14) + ', expires ' + rfc3339(exp) + ')')} while you confirm the lot.
Requested: HTOL 125 C, 1,000 h, 77 units of lot C8Q301, readouts at 168 h and 500 h.

Engineer: Yes, book it. Do I need to send the sockets or are they in the lab?
Assistant:""", "test:burnin-hold", ["parenthesised_span", "hold_token", "expiry_from_now", "rfc3339"])


@pos
def _fil_laguna(g: Gen55) -> Draft:
    t = g.at("ph")
    return P(f"""Ikaw ang katulong ng mga test operator sa planta sa Laguna. Sumagot sa Filipino, maikli at malinaw.
{v('datetime', 'Kasalukuyang oras: ' + fil_now(t))}
{v('session_id', 'Session: ' + g.nanoid())}

Operator: Paulit-ulit ang "jam at input shuttle" sa handler HDL-PNP-03. Ano ang dapat kong suriin bago
tawagan ang technician?""", "test:fil-laguna", ["system_tail", "localized_now", "nanoid", "non_english", "filipino"])


@pos
def _ceb_cebu(g: Gen55) -> Draft:
    t = g.at("ph")
    return P(f"""{v('datetime', 'Karon nga oras: ' + ceb_now(t))}
{v('request_id', 'Request ID: ' + g.uuid4())}
Ikaw ang katabang sa final test sa Mactan. Tubaga sa Binisaya, mubo ug klaro.

Operator: Ang yield sa site 2 sa tester T2K-09 mius-os ngadto sa 91 % human sa kit change. Unsa akong
susihon una?""", "test:ceb-mactan", ["head", "localized_now", "uuid4", "non_english", "cebuano"])


@pos
def _test_llama3(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You are the retest policy assistant for the final test floor. Retest is allowed once for bins 3, 7 and
12; never for bin 22 (scan chain). Quote the policy line you rely on.<|eot_id|><|start_header_id|>user<|end_header_id|>

Lot C8Q344 has 212 bin 22 fails. Can we retest them on another tester?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "test:llama3", ["llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _handler_ctime_tail(g: Gen55) -> Draft:
    t = g.at("kr")
    return P(f"""Summarise the handler jam report for the shift handover in three bullets.

Handler HDL-TRI-11, night shift: 14 jams, 11 at the input shuttle, 3 at sort bin 2; shuttle belt
tension re-adjusted at 03:30, no input jams after that; 2 devices dropped, recovered and binned to 99.

{v('datetime', 'Prompt built: ' + ctime(t))}""", "test:handler-ctime-tail", ["tail", "ctime"])


# --- positives: PCB assembly lines (SMT, AOI, reflow, selective and wave solder) -----------------

@pos
def _feeder_map_read(g: Gen55) -> Draft:
    t = g.at("mx")
    return P(f"""You check SMT feeder setups against the program's BOM for line SMT-3 in Guadalajara. Report every slot
whose part number or quantity does not match, and nothing else.

Program BOM (TOP side): R0402-10K0-1% x 212, C0402-100N-X7R x 348, U-QFN32-MCU-A x 1, L0603-2U2 x 4
Feeder map read from the placement machine {v('datetime', 'at ' + iso_zone(t))} {v('request_id', '(read ' + g.hex(14) + ')')} for this request:
SLOT  REEL ID          PART NUMBER        QTY LEFT
12    R26-0411-00318   R0402-10K0-1%      6,420
13    R26-0411-00407   C0402-100N-X5R     9,100
21    R26-0402-00077   U-QFN32-MCU-A      118
22    R26-0330-01210   L0603-2U2          2,880

Answer:""", "smt:feeder-map-read", ["inline_phrase", "iso_zone", "hex14", "parenthesised_id", "fetched_block"])


@pos
def _reflow_upload_prefix(g: Gen55) -> Draft:
    t = g.at("vn")
    return P(f"""You check reflow profiles against the paste datasheet window (SAC305: soak 150-200 C for 60-120 s,
time above 217 C 45-90 s, peak 235-250 C, ramp <= 3 C/s) and say pass or fail per criterion.

{v('datetime', '[upload ' + rfc3339(t) + ']')} profile_L2_ovenRF-02_board-PWR-7731.csv, 6 thermocouples, run {ago(t, 1440):%Y-%m-%d} 07:41
TC   SOAK 150-200C   TAL 217C   PEAK     MAX RAMP
1    88 s            62 s       243.1 C  2.1 C/s
2    91 s            58 s       241.7 C  2.0 C/s
3    74 s            41 s       233.9 C  2.4 C/s
4    95 s            66 s       246.0 C  2.2 C/s

Verdict:""", "smt:reflow-upload-prefix", ["upload_prefix", "rfc3339", "offset", "upload"])


@pos
def _aoi_bullets(g: Gen55) -> Draft:
    t = g.at("kh")
    return P(f"""# AOI review desk
- **Line:** SMT-5
- **AOI:** AOI-3D-05, program PWR-7731-TOP rev F
{v('session_id', '- **Review session:** ' + g.nanoid())}
{v('datetime', '- **Opened:** ' + iso_min_zone(t))}

You help AOI reviewers decide real defect or false call. Give the call and one sentence why.

Reviewer: Component U7 flagged "lifted lead" on pin 14. The 3D height is 38 um above pad, the other
pins are 20-24 um, and the fillet looks wetted on the side view.
Call:""", "smt:aoi-bullets", ["md_bullets", "nanoid", "iso_minutes_zone", "stable_neighbours"])


@pos
def _spi_b3_single(g: Gen55) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.b3())}
x-line: SMT-2
You explain solder paste inspection (SPI) results. Volumes are in % of stencil aperture volume; the
line's limits are 60-160 %, height 80-180 um, offset <= 25 % of pad.

SPI result, board PWR-7731 panel 4, pad U12-E5: volume 54 %, height 96 um, area 61 %, offset 4 %

Operator: Is this a stencil problem or a board problem, and do I stop the line?
Assistant:""", "smt:spi-b3-single", ["head", "b3_single", "trace_header", "stable_neighbours"])


@pos
def _stencil_single_json(g: Gen55) -> Draft:
    t = g.at("id")
    return P(f"""{{"app":"stencil-helper",{v('request_id', '"req":"' + g.b62(22) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"line":"SMT-1","site":"BTM-2"}}
You advise SMT engineers in Batam on stencil cleaning intervals. Base the answer on the SPI numbers given.

Engineer: Under-side wipe every 8 prints, 0.4 mm pitch QFN. Volume on the QFN pads drops from 98 % on print
1 to 71 % on print 8. Should I wipe every 5?
Answer:""", "smt:stencil-single-json", ["json_inline", "base62", "epoch_ms", "head"])


@pos
def _changeover_teams(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""You are the changeover assistant of the Timișoara EMS plant in Microsoft Teams. Answer the message below
with the changeover checklist for the product named.

{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  {v('datetime', '"localTimestamp": "' + dotnet_o(t, g.small(0, 10)) + '",')}
  "serviceUrl": "https://smba.trafficmanager.net/emea/",
  "channelId": "msteams",
  "from": {{"id": "29:1a7Qx-ems-lead-sm3", "name": "Ioana Marin"}},
  "conversation": {{"conversationType": "personal", "id": "a:1Fq9-ems-changeover-bot-im"}},
  "text": "Changeover SMT-3 from PWR-7731 to CTRL-2204 after this shift. Anything special on the bottom side?"
}}

Reply:""", "smt:changeover-teams", ["json_block", "teams_activity", "envelope", "epoch_ms_id"])


@pos
def _ms_penang_smt(g: Gen55) -> Draft:
    t = g.at("my")
    return P(f"""{v('datetime', 'Masa kini: ' + ms_now(t))}
{v('session_id', 'Sesi penyelia: ' + g.hex(20))}
Anda pembantu penyelia barisan SMT di kilang Bayan Lepas. Jawab dalam Bahasa Melayu dan beri langkah yang jelas.

Penyelia: AOI di barisan SMT-4 menolak 30 papan berturut-turut kerana "tombstone" pada C0201. Perlu saya hentikan barisan?""",
             "smt:ms-penang", ["head", "localized_now", "hex20", "non_english", "malay"])


@pos
def _vi_bacninh(g: Gen55) -> Draft:
    t = g.at("vn")
    return P(f"""Bạn là trợ lý kỹ thuật của xưởng lắp ráp SMT tại Bắc Ninh. Trả lời bằng tiếng Việt, ngắn gọn.
{v('datetime', 'Thời gian hiện tại: ' + vi_now(t))}
{v('session_id', 'Mã phiên: ' + g.ulid(t))}

Người dùng: Lò reflow RF-03 báo nhiệt độ vùng 7 thấp hơn cài đặt 12 độ. Có cần dừng chuyền không?""",
             "smt:vi-bacninh", ["system_tail", "localized_now", "ulid", "non_english", "vietnamese"])


@pos
def _th_ayutthaya(g: Gen55) -> Draft:
    t = g.at("th")
    return P(f"""คุณคือผู้ช่วยวิศวกรสายการผลิต SMT ของโรงงานอยุธยา ตอบเป็นภาษาไทยสั้น ๆ และชัดเจน
{v('datetime', 'วันที่และเวลาปัจจุบัน: ' + th_now(t))}
{v('request_id', 'รหัสคำขอ: ' + g.uuid4())}

ผู้ใช้: เครื่อง AOI แจ้ง "insufficient solder" ที่ขา QFN บ่อยขึ้นหลังเปลี่ยนสเตนซิล ควรตรวจอะไรก่อน""",
             "smt:th-ayutthaya", ["system_tail", "localized_now", "buddhist_era", "uuid4", "non_english", "thai"])


@pos
def _es_mx_guadalajara(g: Gen55) -> Draft:
    t = g.at("mx")
    return P(f"""Eres el asistente de ingeniería de procesos de la planta de Guadalajara. Responde en español de México,
en pasos cortos.
{v('datetime', 'Fecha y hora actuales: ' + es_now(t))}
{v('session_id', 'Conversación: conv_' + g.b62(20))}

Usuario: En la soldadura por ola de la línea WAVE-2 salen puentes entre pines del conector J3 en casi todas
las tarjetas desde el turno de la mañana. ¿Qué reviso primero?""",
             "smt:es-mx-guadalajara", ["system_tail", "localized_now", "prefixed_id", "non_english", "mexican_spanish"])


@pos
def _id_batam(g: Gen55) -> Draft:
    t = g.at("id")
    return P(f"""Anda asisten teknisi lini perakitan PCB di Batam. Jawab dalam Bahasa Indonesia dengan langkah yang jelas.
{v('datetime', 'Waktu sekarang: ' + id_now(t))}
{v('session_id', 'Sesi: ' + g.b32(20))}

Pengguna: Mesin selective soldering SEL-01 sering menghasilkan solder tidak naik penuh di pin konektor
daya. Apa yang harus saya periksa dulu?""",
             "smt:id-batam", ["system_tail", "localized_now", "base32", "non_english", "indonesian"])


@pos
def _ta_chennai(g: Gen55) -> Draft:
    t = g.at("in")
    return P(f"""{v('datetime', 'தற்போதைய நேரம்: ' + ta_now(t))}
{v('session_id', 'அமர்வு: ' + g.uuid4())}
நீங்கள் சென்னை EMS ஆலையின் SMT வரிசை உதவியாளர். தமிழில் சுருக்கமாக பதில் சொல்லுங்கள்.

பயனர்: ரீஃப்ளோ அடுப்புக்குப் பிறகு BGA கீழ் வெற்றிடங்கள் 30% க்கு மேல் X-ray இல் தெரிகின்றன. முதலில் எதைச் சரிபார்க்க வேண்டும்?""",
             "smt:ta-chennai", ["head", "localized_now", "uuid4", "non_english", "tamil"])


@pos
def _km_phnompenh(g: Gen55) -> Draft:
    t = g.at("kh")
    return P(f"""អ្នកគឺជាជំនួយការខ្សែផលិត SMT នៅរោងចក្រភ្នំពេញ។ សូមឆ្លើយជាភាសាខ្មែរ ឱ្យខ្លី និងច្បាស់។
{v('datetime', 'ពេលវេលាបច្ចុប្បន្ន: ' + km_now(t))}
{v('session_id', 'Session: ' + g.nanoid())}

អ្នកប្រើ: ម៉ាស៊ីន pick-and-place បោះចោលគ្រឿង C0402 ច្រើនពេកនៅលើ nozzle 3។ តើខ្ញុំគួរពិនិត្យអ្វីមុន?""",
             "smt:km-phnompenh", ["system_tail", "localized_now", "khmer_digits", "nanoid", "non_english", "khmer"])


@pos
def _selective_whatsapp(g: Gen55) -> Draft:
    t = g.at("in")
    return P(f"""You are the line support assistant of the Sriperumbudur EMS plant on WhatsApp. Reply to the latest message
in plain English, at most four lines.

{{
  "messaging_product": "whatsapp",
  "metadata": {{"display_phone_number": "914440001122", "phone_number_id": "108877360021"}},
  "contacts": [{{"profile": {{"name": "Karthik S"}}, "wa_id": "919840012345"}}],
  "messages": [{{
    "from": "919840012345",
    {v('message_id', '"id": "wamid.' + g.b64(30) + '",')}
    {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
    "type": "text",
    "text": {{"body": "Selective solder SEL-02 nitrogen flow alarm again, 1.8 m3/h, min is 2.0. Run or stop?"}}
  }}]
}}

Reply:""", "smt:selective-whatsapp", ["json_block", "whatsapp", "envelope", "base64", "epoch_s"])


@pos
def _xray_void_comment(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""<!-- {v('request_id', 'req=' + g.hex(16))} {v('datetime', 'at=' + rfc3339(t))} template=bga-void-v3 -->
You judge X-ray voiding results for BGA joints against IPC-7095 class 2 guidance as the plant applies it:
a single void <= 25 % of the ball area passes; larger fails.

X-ray results, board CTRL-2204 S/N 22040719, U5 (BGA-256):
ball A1 void 9 %, ball C7 void 27 %, ball H12 void 18 %, all others < 12 %

Verdict:""", "smt:xray-void-comment", ["html_comment", "key_value_inline", "hex16", "rfc3339", "offset", "head"])


@pos
def _oven_controller_clock(g: Gen55) -> Draft:
    t = g.at("ie")
    return P(f"""You answer questions about the reflow oven recipes of the Cork EMS plant. Zone setpoints are in C.

Recipe RF-SAC305-HEAVY: Z1 160 Z2 170 Z3 180 Z4 190 Z5 200 Z6 235 Z7 255 Z8 250, conveyor 78 cm/min
{v('datetime', 'Oven controller time (read for this request): ' + compact(t))}

Engineer: The heavy copper board shows cold joints on the ground pins. Should I slow the conveyor or raise
Z7?
Answer:""", "smt:oven-controller-clock", ["device_clock", "compact_datetime", "stamp_line"])


# --- positives: component traceability and counterfeit checks ------------------------------------

@pos
def _distributor_api_call(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""The parts lookup tool called the distributor API for this request. Response:

HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
X-Api-Version: 2024-07-01
Content-Type: application/json

{{"mpn": "TPS62840DLCR", "manufacturer": "TI", "stock": 18250, "lead_time_weeks": 12,
 "lots": [{{"date_code": "2541", "lot": "4417821ZF3", "qty": 12000}}, {{"date_code": "2606", "lot": "5102288ZF3", "qty": 6250}}]}}

Buyer: Can I get 15,000 pieces with no date code older than two years?
Answer:""", "trace:distributor-api-call", ["http_response", "header_block", "http_date", "uuid4", "api_version_neighbour"])


@pos
def _marking_check_run(g: Gen55) -> Draft:
    t = g.at("ny")
    return P(f"""You summarise counterfeit screening results for the incoming inspection lab (AS6081 style) and
recommend accept, reject or further testing.

Marking check run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} on sample set CF-0412 (broker lot, 20 pcs of STM32F407VGT6).
Results: 20/20 part marking legible; acetone swab test: marking removed on 3/20; surface under the marking
shows sanding marks on 3/20 (blacktopping suspected); X-ray die and lead frame match the golden sample on 20/20.

Answer:""", "trace:marking-check-run", ["id_in_sentence", "inline_phrase", "ulid", "rfc3339_ms"])


@pos
def _reel_scan_received(g: Gen55) -> Draft:
    t = g.at("mx")
    return P(f"""You check reel labels scanned at the SMT kitting station against the work order. Say OK or name the
mismatch.

Work order WO-558120: board CTRL-2204 rev C, needs C0402-100N-X7R (MPN GRM155R71C104KA88D), MSL n/a.

{v('datetime', '[received ' + dmy_slash(t) + ']')} REEL R26-0411-00407 MPN GRM155R71C104KA88D QTY 10000 DC 2552 LOT 8A31077 MSL 1

Answer:""", "trace:reel-scan-received", ["received_prefix", "dmy_slash", "label_content_neighbour"])


@pos
def _trace_portal_amzn(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
You are the traceability portal assistant of a contract manufacturer. Answer where-used questions from the
trace record given; never guess serial numbers.

Trace record: reel R26-0402-00077 (U-QFN32-MCU-A, DC 2549, lot 9KX114) used on SMT-3 for WO-558120,
boards S/N 22040601 to 22040688, placed between 2026-02-09 06:10 and 2026-02-09 09:52.

Quality engineer: The supplier flagged lot 9KX114. Which of our boards are affected?
Answer:""", "trace:portal-amzn", ["head", "amzn_trace", "cf_ray", "trace_header"])


@pos
def _hi_noida(g: Gen55) -> Draft:
    t = g.at("in")
    return P(f"""आप नोएडा ईएमएस संयंत्र के इनकमिंग निरीक्षण सहायक हैं। हिंदी में छोटे और स्पष्ट उत्तर दें।
{v('datetime', 'वर्तमान समय: ' + hi_now(t))}
{v('session_id', 'सत्र: ' + g.uuid4())}

उपयोगकर्ता: ब्रोकर से आए 500 IC की रील पर डेट कोड 2318 है और लेबल का फ़ॉन्ट मूल निर्माता से अलग दिखता है। क्या करूँ?""",
             "trace:hi-noida", ["system_tail", "localized_now", "uuid4", "non_english", "hindi"])


@pos
def _broker_page_js(g: Gen55) -> Draft:
    t = g.at("eu")
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""Browser extension context:
Page title: Excess stock - XC7A100T-2FGG484I - 340 pcs
{v('datetime', 'Page opened: ' + js_tostring(t, zone))}

Read the broker listing and list the red flags for a counterfeit risk review.

Page text: Brand new original, 340 pcs, date code 1932+, no COC, ships from HK in 2 days, price USD 48 each
(franchised price USD 212), photos show mixed lot numbers on trays.""", "trace:broker-page-js",
             ["header_block", "js_date_tostring", "browser_extension"])


@pos
def _msl_dry_cabinet_kv(g: Gen55) -> Draft:
    t = g.at("ph")
    return P(f"""[ctx {v('session_id', 'msl_session=' + g.hex(12))} {v('epoch', 't_ms=' + str(epoch_ms(t)))} site=CALAMBA cabinet=DRY-07]
You answer moisture sensitivity (J-STD-033) questions for the kitting team. Give the rule you rely on.

Kitter: An MSL 3 reel was out of the dry cabinet for 190 hours over the last two weeks, in 30 C / 60 % RH.
Can it go to the line, or does it need baking?
Answer:""", "trace:msl-ctx-line", ["bracketed_context", "key_value_inline", "hex12", "epoch_ms"])


# --- positives: RMA and failure analysis labs ----------------------------------------------------

@pos
def _rma_cloudevent_binary(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""An RMA event reached the FA lab assistant (CloudEvents, binary mode):

{v('request_id', 'ce-id: ' + g.uuid4())}
ce-specversion: 1.0
ce-type: com.example.rma.received
ce-source: /rma/portal
{v('datetime', 'ce-time: ' + rfc3339(t))}
content-type: application/json

{{"rma": "RMA-26-04117", "customer": "Northstar Drives", "part": "MX-8820", "qty": 6, "failure_reported": "no boot after 40 h in field", "date_codes": ["2544", "2547"], "received": "2026-02-17"}}

Propose the first three FA steps for these returns.
Answer:""", "fa:rma-cloudevent-binary", ["header_block", "cloudevents_binary", "envelope", "uuid4"])


@pos
def _fa_report_date(g: Gen55) -> Draft:
    t = g.at("az")
    return P(f"""Write the summary section of the failure analysis report from the lab notes.

Report: FA-26-0331 (customer return RMA-26-04117, unit 3 of 6)
{v('date', 'Report date (filled in by the report tool, today): ' + long_date(t))}
{v('run_id', 'Report job: rj-' + g.hex(10))}

Lab notes: curve trace on VDD-GND shows 180 ohm leakage; lock-in thermography hot spot under pad 41;
cross-section through the hot spot: EOS damage in the ESD clamp, metal melt on M1-M2; no package defect.

Summary:""", "fa:report-date", ["today_in_artefact", "long_date", "job_id", "header_block"])


@pos
def _sem_booking_jwt(g: Gen55) -> Draft:
    t = g.at("il")
    return P(f"""You book instruments in the failure analysis lab (SEM, FIB, X-ray CT, decap). Offer the two earliest
free slots that fit the request and never double-book.
{v('token', 'X-Session-Token: ' + g.jwt(t, 'fa-tech-0117'))}
Lab: FA-KG-1

Free slots: FIB-2 Tue 08:00-12:00, FIB-2 Wed 13:00-17:00, SEM-1 Tue 14:00-16:00

Technician: I need 3 hours on the FIB for a cross-section of RMA-26-04117 unit 3.
Assistant:""", "fa:sem-booking-jwt", ["system_tail", "jwt", "stable_neighbours"])


@pos
def _fa_queue_as_of(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""You plan the FA lab's week. Suggest an order for the queue that respects customer priority and due dates.

FA lab queue {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(query ' + g.ulid(t) + ')')} for this request:
FA-26-0329  RMA-26-04090  automotive   due 2026-02-20   decap + SEM
FA-26-0331  RMA-26-04117  industrial   due 2026-02-24   FIB cross-section
FA-26-0335  internal      NPI          due 2026-02-27   X-ray CT + dye and pry

Lab lead: What order do you suggest, and is anything at risk?
Answer:""", "fa:queue-as-of", ["inline_phrase", "rfc3339", "offset", "ulid", "parenthesised_id", "fetched_block"])


@pos
def _ntf_email_processed(g: Gen55) -> Draft:
    t = g.at("eu")
    sent = t - timedelta(hours=g.small(3, 40))
    return P(f"""{v('datetime', 'Processed: ' + rfc2822(t))}
Draft a reply to the customer for the FA engineer to review: explain the no-trouble-found result politely
and offer a joint review. Under 120 words.

From: Lena Vogt <l.vogt@northstar-drives.example>
Date: {rfc2822(sent)}
Message-ID: <{compact(sent)}.{g.hex(8)}@mail.northstar-drives.example>
Subject: RMA-26-04090 result

Your report says NTF on all four units. We saw them fail in our test rack. How can that be?

Reply:""", "fa:ntf-email-processed", ["head", "rfc2822", "email_payload_neighbour"])


@pos
def _fa_sent_stamp(g: Gen55) -> Draft:
    t = g.at("il")
    return P(f"""System: You are the FA lab's chat assistant. Answer technicians' questions about sample preparation.
User: What grit sequence do you use for cross-sectioning a QFN?
Assistant: 320, 600, 1200, 2400, then 1 um and 0.05 um polish.
User: And for a flip-chip BGA with underfill, same sequence? {v('datetime', '(sent ' + rfc3339(t) + ')')}
Assistant:""", "fa:sent-stamp", ["last_user", "sent_stamp", "rfc3339", "offset"])


@pos
def _kn_bengaluru(g: Gen55) -> Draft:
    t = g.at("in")
    return P(f"""{v('datetime', 'ಪ್ರಸ್ತುತ ಸಮಯ: ' + kn_now(t))}
{v('session_id', 'ಸೆಷನ್: ' + g.b58(22))}
ನೀವು ಬೆಂಗಳೂರಿನ ವೈಫಲ್ಯ ವಿಶ್ಲೇಷಣಾ ಪ್ರಯೋಗಾಲಯದ ಸಹಾಯಕ. ಕನ್ನಡದಲ್ಲಿ ಸಂಕ್ಷಿಪ್ತವಾಗಿ ಉತ್ತರಿಸಿ.

ಬಳಕೆದಾರ: ಗ್ರಾಹಕರಿಂದ ಹಿಂತಿರುಗಿದ ಬೋರ್ಡ್‌ನಲ್ಲಿ ಕೆಪಾಸಿಟರ್ ಬಿರುಕು ಕಂಡಿದೆ. ಇದು ಬೋರ್ಡ್ ಬಾಗುವಿಕೆಯಿಂದಾಗಿರಬಹುದೇ? ಏನು ಪರೀಕ್ಷಿಸಬೇಕು?""",
             "fa:kn-bengaluru", ["head", "localized_now", "base58", "non_english", "kannada"])


@pos
def _decap_ksuid_event(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""You interpret decapsulation results for counterfeit and FA cases and say whether the die matches the
manufacturer's golden sample.
{v('request_id', 'Event-Id: ' + g.ksuid(t))}

Decap notes (sample CF-0412-07): die markings "ST 2013 F4" and mask set "VG 4107 A"; golden sample shows
"ST 2011 F4" and "VG 4107 C"; die size matches within 2 %.

Verdict:""", "fa:decap-ksuid", ["system_tail", "ksuid"])


# --- positives: NPI and engineering change -------------------------------------------------------

@pos
def _dfm_run(g: Gen55) -> Draft:
    t = g.at("ie")
    return P(f"""You turn DFM findings into a short list for the NPI review, most severe first, with the fix you suggest.

DFM analysis run {v('run_id', 'dfm-' + g.hex(8))} finished {v('datetime', 'at ' + rfc2822(t))} on board CTRL-2204 rev C (12 layers, 0.4 mm BGA).
Findings: 14 vias in pad on U5 not filled/capped; 3 fiducials closer than 3 mm to board edge; silkscreen
over pads on J3 (6 places); 0201 capacitors C210-C214 at 0.15 mm spacing, below the line's 0.2 mm minimum.

Answer:""", "npi:dfm-run", ["id_in_sentence", "inline_phrase", "rfc2822", "prefixed_id"])


@pos
def _npi_rfc850(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""Via: 1.0 legacy-proxy.npi.example
{v('datetime', 'Date: ' + rfc850(t))}
X-Forwarded-Proto: https

You are the NPI build readiness assistant. Given the checklist, say whether the pilot build can start and
what blocks it.

Checklist for pilot build PB2 of CTRL-2204: stencil received (yes); programs for SMT-3 (yes); AOI program
(draft, not signed off); ICT fixture (in transit, ETA Thursday); first article plan (approved); BOM
shortages: U12 (120 pcs short).

Answer:""", "npi:rfc850", ["head", "header_block", "rfc850", "stable_neighbours"])


@pos
def _pcn_notice_today(g: Gen55) -> Draft:
    t = g.at("tw")
    return P(f"""Draft the customer notice for this process change. Formal, one page, with the qualification plan.

{v('date', 'Notice date (today, set by the PCN drafting tool): ' + iso_date(t))}
{v('run_id', 'Draft job: pcn-draft-' + g.b32(10))}
PCN: PCN-2026-014
Change: move of Cu pillar bumping for MX-8820 from site TW-B1 to site TW-B3 (same process, same tools)
Qualification: JEDEC JESD47 subset, 3 lots, HTOL 1,000 h, TC 1,000 cycles, uHAST 96 h
First shipments from new site: week 2026-W30

Notice:""", "npi:pcn-notice-today", ["today_in_artefact", "iso_date", "job_id", "base32"])


@pos
def _bom_lifecycle_fetch(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""You scrub BOMs for lifecycle risk. For each line say OK, watch or act, and why.

Lifecycle data fetched {v('datetime', 'at ' + py_logging(t))} {v('request_id', '(fetch ' + g.b58(16) + ')')} for this request:
LINE  MPN               STATUS     LTB DATE     LAST SHIP    ALTERNATES
1     MC33074DR2G       Active     -            -            3
2     MAX3232ECWE+      NRND       -            -            1
3     EP4CE22F17C8N     EOL        2026-09-30   2027-03-31   0
4     BSS138LT1G        Active     -            -            5

Answer:""", "npi:bom-lifecycle-fetch", ["inline_phrase", "python_logging", "base58", "parenthesised_id",
                                         "fetched_block"])


@pos
def _golden_sample_dotnet(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""You are the NPI assistant in the Teams channel of the Dresden product engineering group. Answer from the
qualification plan only.
TenantId: 6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
Locale: de-DE

Qualification plan QP-0912: 3 lots x 77 units HTOL; ESD HBM 2 kV, CDM 500 V; latch-up at 125 C.

Engineer: Do we need a separate latch-up test for the second package option?
Assistant:""", "npi:golden-sample-dotnet", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour"])


@pos
def _npi_sentry_tail(g: Gen55) -> Draft:
    tid = g.hex(32)
    return P(f"""You summarise an NPI build issue for the daily build meeting in three bullets.

Issue: pilot build PB2 of CTRL-2204, 41 of 300 boards fail ICT at test 3107 (U12 pin 5 open); X-ray shows
head-in-pillow on U12; paste volume on U12 pads 68-72 % (limit 60 %); profile TAL 44 s.

Propagation:
{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=prod,sentry-release=npi-assistant%401.9.0,sentry-public_key=' + 'f3a1c2d4e5b6478990a1b2c3d4e5f607')}
""", "npi:sentry-tail", ["tail", "sentry", "trace_header"])


@pos
def _hu_npi(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""Te vagy a tiszaújvárosi EMS-gyár NPI-asszisztense. Válaszolj magyarul, röviden.
{v('datetime', 'Jelenlegi idő: ' + hu_now(t))}
{v('session_id', 'Munkamenet: ' + g.uuid4())}

Felhasználó: Az első mintagyártásnál a BGA alatt 18 % üregesedés volt. Változtassunk a stencilen, vagy
elég a profilt módosítani?""", "npi:hu-npi", ["system_tail", "localized_now", "uuid4", "non_english", "hungarian"])


@pos
def _eco_impact_xml(g: Gen55) -> Draft:
    t = g.at("ny")
    return P(f"""<impact_check {v('request_id', 'id="' + g.uuid4() + '"')} plm="plm-prod" site="MALTA-NY">
  {v('datetime', '<built_at>' + rfc3339(t) + '</built_at>')}
  <eco>ECO-26-0117</eco>
  <change>Replace R47 0402 1% with 0402 0.5% on CTRL-2204 rev C -> rev D</change>
</impact_check>
Assess the manufacturing impact of this engineering change: stock to purge or use up, programs to update,
and whether a first article is needed.
Answer:""", "npi:eco-impact-xml", ["xml_attr", "xml_element", "uuid4", "rfc3339", "offset", "head"])


# --- positives: chip supply and allocation desks -------------------------------------------------

@pos
def _allocation_chatml(g: Gen55) -> Draft:
    t = g.at("in")
    return P(f"""<|im_start|>system
You are the allocation desk assistant of a semiconductor distributor's Bengaluru office. Explain
allocation decisions to account managers using the allocation rules; never promise quantities.
{v('datetime', 'Current time: ' + rfc3339(t))}
<|im_end|>
<|im_start|>user
Customer Kestrel Controls got 40 % of their requested MX-8820 for Q3. Their competitor got 70 %. How do I
explain that?<|im_end|>
<|im_start|>assistant
""", "supply:allocation-chatml", ["chatml", "stamp_own_line", "rfc3339", "offset"])


@pos
def _quote_validity(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""You draft quote e-mails for the component sales desk. Keep the numbers exactly as given.

Quote {v('request_id', 'q_' + g.b62(14))} generated {v('datetime', 'at ' + iso_zone(t))} {v('datetime', '(valid until ' + iso_zone(t + timedelta(hours=72)) + ')')} for 5,000 pcs of TPS62840DLCR at USD 0.612, lead time 12 weeks, MOQ 3,000, NCNR.

Account manager: Write the e-mail to Priya at Kestrel Controls.
Draft:""", "supply:quote-validity", ["id_in_sentence", "inline_phrase", "validity_from_now", "prefixed_id"])


@pos
def _telegram_broker(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""You are the sourcing desk's Telegram bot. Reply to the buyer's latest message; flag any counterfeit risk.

{{
  {v('message_id', '"update_id": ' + g.dec(9) + ',')}
  "message": {{
    {v('message_id', '"message_id": ' + str(g.small(1000, 99999)) + ',')}
    "from": {{"id": 6120045871, "is_bot": false, "first_name": "Wei", "language_code": "en"}},
    "chat": {{"id": -1002217734401, "title": "Sourcing desk", "type": "supergroup"}},
    {v('epoch', '"date": ' + str(epoch_s(t)) + ',')}
    "text": "Broker offers 2,000 STM32H743VIT6 DC 2401 at half franchise price, ships tomorrow from Shenzhen. Take it?"
  }}
}}

Reply:""", "supply:telegram-broker", ["json_block", "telegram_update", "envelope", "epoch_s"])


@pos
def _ltb_iso_week(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""You plan last-time buys for an industrial customer. Convert demand into a buy quantity and explain it.
{v('date', 'Current week: ' + iso_week(t))}

Part: EP4CE22F17C8N, last-time buy deadline 2026-09-30, last ship 2027-03-31.
Demand: 1,400 boards per year until end of 2031, one device per board; scrap allowance 2 %.

Planner: How many should we buy?
Answer:""", "supply:ltb-iso-week", ["system_tail", "iso_week", "dates_in_content_neighbour"])


@pos
def _allocation_epoch_us(g: Gen55) -> Draft:
    t = g.at("utc")
    return P(f"""Classify the customer's allocation appeal as: demand proof missing, strategic account, escalation, or
standard. Reply with the label only.
source: allocation-portal
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Appeal: "Our Q3 allocation of MX-8820 covers 40 % of our forecast. We have a signed order from a medical
OEM, PO attached, and need at least 70 % to keep their line running."
Label:""", "supply:allocation-epoch-us", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _dist_portal_uuid7(g: Gen55) -> Draft:
    t = g.at("eu")
    return P(f"""{v('session_id', 'conversation_id: ' + g.uuid7(t))}
portal: partner-portal
model: assistant-large

You help customers of a component distributor with order status and lead times; for price changes send
them to their account manager.

Customer: My order SO-7781204 shows "awaiting allocation" since January. What does that mean?
Assistant:""", "supply:dist-portal-uuid7", ["head", "uuid7", "header_block", "stable_neighbours"])


@pos
def _supply_unix_date(g: Gen55) -> Draft:
    t = g.at("tx")
    return P(f"""Host: buyer-assist-02
{v('datetime', 'Date: ' + unix_date(t))}
Plant: AUS-EMS

You explain MRP exception messages to buyers and say what action to take.

Exceptions from this week's MRP run:
MX-8820        RESCHEDULE IN   PO 4500881201 due 2026-06-12 -> needed 2026-05-22
TPS62840DLCR   EXPEDITE        shortage of 3,200 in week 2026-W23
GRM155R71C104  CANCEL          PO 4500879930 not needed (demand moved out)

Buyer: Which one do I tackle first?
Answer:""", "supply:unix-date", ["head", "header_block", "unix_date", "exceptions_content"])


@pos
def _lead_time_isoformat(g: Gen55) -> Draft:
    t = g.at("kr")
    return P(f"""{v('datetime', 'now: ' + py_iso(t))}
user_tz: Asia/Seoul
You turn supplier lead-time notes into a table with part, old lead time, new lead time and the effective
date, if given.

Notes: memory MT53E1G32D4 going from 16 to 26 weeks for orders after end of May; DC-DC TPS62840 stays at 12
weeks; the 0.5 % 0402 resistors from 8 to 14 weeks effective immediately.
Table:""", "supply:lead-time-isoformat", ["head", "python_isoformat", "stable_neighbours"])


@pos
def _supply_log_prefix(g: Gen55) -> Draft:
    t = g.at("sg")
    return P(f"""{v('datetime', '[' + py_logging(t) + ']')} INFO supply-copilot: context loaded for buyer B-204 (commodity: memory)
You are the supply copilot. Answer the buyer's question from the open POs below and say when the numbers
are not enough.

Open POs: PO 4500881201 MT53E1G32D4 20,000 pcs confirmed 2026-06-12; PO 4500882277 MT53E1G32D4 8,000 pcs
unconfirmed.

Buyer: Are we covered for the 24,000 we need in June?
Answer:""", "supply:log-prefix", ["bracketed_logging_prefix", "python_logging", "head"])


@pos
def _assistants_thread(g: Gen55) -> Draft:
    return P(f"""Instructions: You are the allocation analyst assistant. Compare customers' allocation percentages and
explain the differences with the allocation rules the user gives.
Assistant: allocation-analyst (asst_{g.b62(24)})
{v('session_id', 'Thread: thread_' + g.b62(24))}
{v('run_id', 'Run: run_' + g.b62(24))}

User: Rules: 50 % on 12-month history, 30 % on backlog age, 20 % on strategic flag. Kestrel has history
120k, backlog 3 months, not strategic; Orion has history 90k, backlog 7 months, strategic. Who gets more?
Assistant:""", "supply:assistants-thread", ["header_block", "openai_ids", "stable_neighbours"])


@pos
def _ja_allocation(g: Gen55) -> Draft:
    t = g.at("jp")
    return P(f"""{v('datetime', '現在日時: ' + ja_now(t))}
{v('request_id', 'リクエストID: ' + g.hex(32))}
半導体商社の割当デスクのアシスタントです。日本語で、割当ルールに沿って簡潔に説明してください。

ユーザー: 第3四半期の MX-8820 の割当が要求数量の 40 % でした。顧客にどう説明すればよいですか？""",
             "supply:ja-allocation", ["head", "localized_now", "hex32", "non_english", "japanese"])


# --- generated positives: one field, one of twelve positions, one of eighteen bodies -------------

# (name, language, system prompt, user label, question, cue line or "" for prompts that end with the
# user's message)
BODIES: list[tuple[str, str, str, str, str, str]] = [
    ("litho-dispatch", "en", "You are the dispatch assistant of the litho area. Explain the dispatch list and never "
     "override a hold.", "Engineer", "Why is the hot lot K9F771.1 behind two normal lots on SCN-12?", "Answer:"),
    ("etch-alarms", "en", "You help etch technicians understand tool alarms and decide whether to page the "
     "equipment owner.", "Technician", "ALID 740 RF reflected power high on chamber B, third time tonight. Page?",
     "Assistant:"),
    ("cmp-spc", "en", "You are the SPC assistant of the CMP area. Name the Western Electric rule that fires, if "
     "any.", "Engineer", "Six points in a row rising on CMP-W3 removal rate, all inside limits. Does a rule fire?",
     "Answer:"),
    ("sort-floor", "en", "You help wafer sort operators with prober and probe card messages. Say when to call the "
     "test engineer.", "Operator", "Prober PRB-19 says 'needle mark out of pad' on die (12,7). Continue?",
     "Assistant:"),
    ("smt-line", "en", "You are the SMT line assistant. Give short, safe steps and say when to stop the line.",
     "Operator", "Pick-up errors on nozzle 4 went from 0.1 % to 2 % after the reel change. What now?", "Assistant:"),
    ("aoi-review", "en", "You help AOI reviewers make real-defect or false-call decisions with one reason.",
     "Reviewer", "R18 flagged 'missing' but the 2D image shows a part with odd colour. Call?", "Call:"),
    ("fa-lab", "en", "You are the failure analysis lab assistant. Suggest the next non-destructive step first.",
     "Technician", "Returned unit has 3 mA leakage on VDD. What do I do before decap?", "Answer:"),
    ("allocation", "en", "You explain allocation rules to account managers of a component distributor. Never "
     "promise quantities.", "Account manager", "Why did Orion get more MX-8820 than Kestrel this quarter?",
     "Answer:"),
    ("facilities", "en", "You help the facilities on-call read utility alarms for the fab and say what to check "
     "first.", "On-call", "Exhaust static pressure on the acid scrubber dropped to -118 Pa. Urgent?", "Assistant:"),
    ("npi", "en", "You are the NPI build assistant. Turn issues into owners and next steps.", "Engineer",
     "Pilot build boards fail ICT test 3107 on U12 pin 5. Who owns it?", "Answer:"),
    ("zh-tw-fab", "zh-TW", "你是台中廠的製程助理，請用繁體中文簡潔回答。", "使用者",
     "薄膜厚度連續五片偏高 3 %，需要停機嗎？", ""),
    ("ko-test", "ko", "당신은 천안 테스트 공장의 도우미입니다. 한국어로 짧게 답하세요.", "작업자",
     "핸들러 HDL-07 에서 소켓 접촉 불량이 반복됩니다. 무엇부터 확인할까요?", ""),
    ("ja-fab", "ja", "北上工場の装置保全アシスタントです。日本語で簡潔に答えてください。", "ユーザー",
     "CVD-04 のチャンバー圧力アラームが PM 後に再発しています。最初に何を確認すべきですか？", ""),
    ("de-fab", "de", "Du bist der Prozessassistent der Fab in Dresden. Antworte knapp auf Deutsch.", "Ingenieur",
     "Die Ätzrate an ETCH-05 ist seit dem Kammerwechsel um 6 % niedriger. Was prüfe ich zuerst?", ""),
    ("ms-ems", "ms", "Anda pembantu barisan pemasangan PCB di Melaka. Jawab dalam Bahasa Melayu.", "Pengguna",
     "Mesin AOI menolak banyak papan kerana 'solder bridge' pada QFN. Apa langkah pertama?", ""),
    ("vi-ems", "vi", "Bạn là trợ lý kỹ thuật của nhà máy EMS ở Hải Phòng. Trả lời bằng tiếng Việt.", "Người dùng",
     "Máy in kem hàn in lệch 0,08 mm ở cạnh trái bảng mạch. Tôi nên kiểm tra gì trước?", ""),
    ("es-mx-ems", "es-MX", "Eres el asistente de la línea SMT de la planta de Tijuana. Responde en español de "
     "México.", "Usuario", "El horno de reflujo marca la zona 6 diez grados abajo. ¿Paro la línea?", ""),
    ("fil-test", "fil", "Ikaw ang katulong ng test floor sa Cavite. Sumagot sa Filipino.", "Operator",
     "Mababa ang yield sa site 3 ng tester pagkatapos ng kit change. Ano ang uunahin kong suriin?", ""),
]

# Localized "now" labels and renderings for the bodies in other languages.
LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "zh-TW": ("現在時間：", zh_now, "tw"),
    "ko": ("현재 시각: ", ko_now, "kr"),
    "ja": ("現在日時: ", ja_now, "jp"),
    "de": ("Aktuelle Zeit: ", de_now, "eu"),
    "ms": ("Masa kini: ", ms_now, "my"),
    "vi": ("Thời gian hiện tại: ", vi_now, "vn"),
    "es-MX": ("Fecha y hora actuales: ", es_now, "mx"),
    "fil": ("Kasalukuyang oras: ", fil_now, "ph"),
}

# (cue, family, header label, key, value)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen55, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_us", "Generated at", "generated_at", lambda g, t: rfc3339(t, 6)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "ctime", "Built", "built", lambda g, t: ctime(t)),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "python_isoformat", "now", "now", lambda g, t: py_iso(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t: us_medium(t)),
    ("datetime", "dmy_slash", "Local time", "local_time", lambda g, t: dmy_slash(t)),
    ("datetime", "dmy_dot", "Host time", "host_time", lambda g, t: dmy_dot(t)),
    ("datetime", "mdy_slash", "Server time", "server_time", lambda g, t: mdy_slash(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "secs_clock", "Tool clock", "tool_clock", lambda g, t: secs_clock(t)),
    ("datetime", "secs_clock12", "Equipment time", "equipment_time", lambda g, t: secs_clock12(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "british_long", "Today's date", "todays_date", lambda g, t: british_long(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversation_id", lambda g, t: g.objectid(t)),
    ("session_id", "uuid7", "Session ID", "session_id", lambda g, t: g.uuid7(t)),
    ("session_id", "base58", "Desk session", "desk_session", lambda g, t: g.b58(22)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "op-" + g.digits(5))),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("run_id", "ulid_run", "Run", "run_id", lambda g, t: "run-" + g.ulid(t).lower()),
]

BODY_ZONE = {"litho-dispatch": "or", "etch-alarms": "az", "cmp-spc": "ie", "sort-floor": "tw", "smt-line": "mx",
             "aoi-review": "my", "fa-lab": "sg", "allocation": "utc", "facilities": "tx", "npi": "ny",
             "zh-tw-fab": "tw", "ko-test": "kr", "ja-fab": "jp", "de-fab": "eu", "ms-ems": "my", "vi-ems": "vn",
             "es-mx-ems": "or", "fil-test": "ph"}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml_front", "json_member",
             "xml_attr", "bracketed_kv", "paren_user", "html_comment", "md_bullet"]
NO_SPACES = {"bracketed_kv", "paren_user"}
STABLE_LINES = ["Fab: F14B", "Area: LITHO", "Site: Penang P2", "MES release: 7.4.2", "Line: SMT-3",
                "Tester: T2K-14", "API version: 2025-01-15", "Prompt revision: 2026-02-01", "Model: assistant-large",
                "Time zone: Asia/Taipei", "Knowledge cutoff: 2024-06", "Tenant: emsco-apac"]
STABLE_KEYS = [("fab", "F14B"), ("area", "LITHO"), ("site", "P2"), ("line", "SMT-3"), ("tester", "T2K-14"),
               ("mes_release", "7.4.2"), ("tenant", "emsco-apac")]
GENERATED_POSITIVES = 45


def _render_field(position: str, label: str, key: str, value: str, cue: str) -> str:
    numeric = cue == "epoch" and value.isdigit()
    if position in ("head", "system_tail", "header_block", "last_user", "footer"):
        return f"{label}: {value}"
    if position == "yaml_front":
        return f'{key}: "{value}"' if " " in value or ":" in value else f"{key}: {value}"
    if position == "json_member":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position in ("xml_attr",):
        return f'{key}="{value}"'
    if position == "bracketed_kv":
        return f"{key}={value}"
    if position == "paren_user":
        return f"(sent {value})" if cue in ("datetime", "date", "epoch") else f"({key} {value})"
    if position == "html_comment":
        return f"<!-- {key}: {value} -->"
    assert position == "md_bullet"
    return f"- **{label}:** {value}"


def _place_field(g: Gen55, position: str, mark: str, body: tuple[str, str, str, str, str, str]) -> str:
    _name, _lang, system, who, question, cue_line = body
    end = f"\n{cue_line}" if cue_line else ""
    stable = g.rng.sample(STABLE_LINES, 3)
    keys = g.rng.sample(STABLE_KEYS, 2)
    if position == "head":
        return f"{mark}\n{system}\n\n{who}: {question}{end}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{who}: {question}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(g.small(0, 4), mark)
        return "\n".join(block) + f"\n\n{system}\n\n{who}: {question}{end}"
    if position == "last_user":
        return f"{system}\n\n{who}: {question}\n{mark}{end}"
    if position == "footer":
        return f"{system}\n\n{who}: {question}\n\n--\n{mark}\n"
    if position == "yaml_front":
        return (f"---\n{keys[0][0]}: {keys[0][1]}\n{mark}\n{keys[1][0]}: {keys[1][1]}\n---\n{system}\n\n"
                f"{who}: {question}{end}")
    if position == "json_member":
        return (f'{{\n  "{keys[0][0]}": "{keys[0][1]}",\n  {mark}\n  "{keys[1][0]}": "{keys[1][1]}"\n}}\n{system}\n\n'
                f"{who}: {question}{end}")
    if position == "xml_attr":
        return (f'<context {mark} {keys[0][0]}="{keys[0][1]}"/>\n{system}\n\n{who}: {question}{end}')
    if position == "bracketed_kv":
        return f"[ctx {mark} {keys[0][0]}={keys[0][1]}]\n{system}\n\n{who}: {question}{end}"
    if position == "paren_user":
        return f"{system}\n\n{who}: {question} {mark}{end}"
    if position == "html_comment":
        return f"<!-- template: shop-floor-assist v4 -->\n{mark}\n{system}\n\n{who}: {question}{end}"
    assert position == "md_bullet"
    return (f"## Context\n- **{keys[0][0].replace('_', ' ').capitalize()}:** {keys[0][1]}\n{mark}\n\n{system}\n\n"
            f"{who}: {question}{end}")


def generated_positives(g: Gen55) -> list[Draft]:
    """One program-inserted field at one of twelve positions of one of eighteen bodies."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    fi = 0
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        local = lang in LOCAL_NOW and k % 3 != 2 and position not in NO_SPACES | {"xml_attr", "json_member",
                                                                                  "yaml_front", "html_comment"}
        if local:
            label, render, zone = LOCAL_NOW[lang]
            t = g.at(zone)
            value_line = label + render(t)
            if position == "md_bullet":
                value_line = f"- **{label.rstrip(': ').rstrip('：')}:** {render(t)}"
            mark = v("datetime", value_line)
            family = "localized_now"
        else:
            while True:
                cue, family, label, key, make = fields[fi % len(fields)]
                fi += 1
                t = g.at(BODY_ZONE[body[0]])
                value = make(g, t)
                if position in NO_SPACES and " " in value:
                    continue
                break
            mark = v(cue, _render_field(position, label, key, value, cue))
        text = _place_field(g, position, mark, body)
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}",
                         ["generated", position, family, lang]))
    return out


# --- negatives: stable look-alikes in program positions ------------------------------------------

def _negatives_lookalikes() -> None:
    N("lookalike:mes-header", ["stable_header", "api_version", "knowledge_cutoff", "prompt_revision"],
      """Fab: F14B
MES release: 7.4.2 (build 2025-11-20)
API version: 2025-01-15
Prompt revision: 2026-02-01
Knowledge cutoff: 2024-06

You are the MES help assistant. Explain screens and error codes; never release holds.

Operator: What does the yellow clock icon next to a lot mean?
Assistant:""")
    N("lookalike:llama3-cutoff-only", ["llama3", "knowledge_cutoff"],
      """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the wafer sort assistant. Explain bin codes from the bin table the user gives.<|eot_id|><|start_header_id|>user<|end_header_id|>

Bin 7 is IDDQ_HIGH and bin 12 is VMIN_FAIL. Which one usually points at a process problem rather than a
test problem?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    N("lookalike:chatml-limits-revision", ["chatml", "record_date", "control_limits"],
      """<|im_start|>system
You are the SPC assistant of the CMP area. Control limits for CMP-W3 thickness were recalculated on
2026-01-12 under change request CR-0412 (UCL 2890 A, LCL 2710 A, 30 subgroups). Use these limits only.
<|im_end|>
<|im_start|>user
Is 2893 A an out-of-control point, or is it within measurement noise?<|im_end|>
<|im_start|>assistant
""")
    N("lookalike:recipe-front-matter", ["front_matter", "approval_date", "qualification_date"],
      """---
recipe: ET-POLY-22
revision: 7
approved: 2025-12-03
approved_by: process owner (dry etch)
qual_expires: 2026-06-03
---
You explain recipe parameters to new process engineers. Quote the parameter names exactly.

Engineer: What does the "OE%" parameter in step 4 of this recipe do?
Answer:""")
    N("lookalike:tool-xml-qual", ["xml_attr", "qualification_date"],
      """<tool id="ETCH-03" chamber="B" qualified="2026-01-14" qual_due="2026-04-14" owner="dry-etch"/>
<instructions>Answer questions about this tool's qualification status. Say who can requalify it.</instructions>
<question>Chamber B's qualification runs out in April. What needs to happen before then?</question>""")
    N("lookalike:single-json-api-tenant", ["json_inline", "api_version", "tenant_uuid"],
      """{"app":"yield-assist","api_version":"2025-06-01","tenant":"3b9e4c21-7a5d-4f08-9c1e-2d6b8a0f4e37","fab":"SG-F7"}
You help yield engineers query the yield database. Write the SQL and explain it in one sentence.

Engineer: Sort yield per week for product NAND-176L since the start of the year.
SQL:""")
    N("lookalike:html-comment-template", ["html_comment", "template_revision"],
      """<!-- template: lot-hold-review rev 2026-01-20, owner: MES team -->
You review lot holds and say which ones the area engineer may release. ENG-* holds: area; QA-*: quality;
CUST-*: customer quality engineer.

Engineer: Lot R5T330.1 is on ENG-METRO hold since Tuesday. Can I release it after remeasure?
Answer:""")
    N("lookalike:allocation-md-table", ["md_table", "customer_since", "contract_dates"],
      """| Field           | Value                    |
|-----------------|--------------------------|
| Customer        | Kestrel Controls         |
| Customer since  | 2019-04-01               |
| Frame contract  | 2026-01-01 to 2026-12-31 |
| Account manager | P. Lim                   |

You explain allocation outcomes to account managers. Use the customer record above.

Account manager: Does the frame contract give Kestrel any priority on MX-8820?
Answer:""")
    N("lookalike:prober-env", ["key_value_lines", "firmware_date", "calibration_due", "time_zone"],
      """PROBER=PRB-22
PROBER_FW=4.2.1-20251104
PROBER_CAL_DUE=2026-08-31
TZ=Asia/Taipei
SECS_DEVICE_ID=4

You help sort engineers with prober setup questions.

Engineer: After the firmware update the chuck temperature overshoots by 2 C at 125 C. Known issue?
Assistant:""")
    N("lookalike:footer-terms", ["footer", "terms_revision", "policy_version"],
      """You are the allocation desk assistant. Explain the allocation policy in plain words and never quote
prices.

Account manager: Can a customer move unused Q2 allocation into Q3?

--
Allocation policy v2026.1
Terms of sale rev. 2025-10""")
    N("lookalike:azure-api-tenant", ["header_block", "api_version", "tenant_uuid"],
      """api-version: 2024-10-21
x-ms-tenant: 72f5c0a1-4e2b-4d3a-9c8f-1b0e6d5a7c92
deployment: fa-assistant

You help failure analysis engineers word their conclusions carefully. Suggest wording, not new findings.

Engineer: How do I say "probably EOS" without overclaiming?
Assistant:""")
    N("lookalike:stripe-webshop", ["header_block", "stripe_version", "customer_id"],
      """Stripe-Version: 2024-06-20
Customer: cus_Q7mT2xLb9RkWvN
Shop: samples.devboards.example

You help customers of a dev-board web shop with shipping and sample orders.

Customer: Can I order 5 samples of the MX-8820 eval board with express shipping to Penang?
Assistant:""")
    N("lookalike:discord-ids", ["header_block", "discord_guild", "discord_channel"],
      """guild_id: 1187720046381125632
channel_id: 1187720046381125635
role: hardware-support

You are Solderbot in the Discord server of an open-source dev board. Help members debug their boards.

Member: My board draws 400 mA at idle after reflowing it myself. Where do I start?
Solderbot:""")
    N("lookalike:hsms-config", ["header_block", "equipment_constants"],
      """HSMS connection (host side):
Device ID: 4
Mode: active, port 5000
T3: 45 s   T5: 10 s   T6: 5 s   T7: 10 s   T8: 5 s
Link test: 60 s

You help automation engineers debug HSMS connections.

Engineer: The link drops every 60 seconds exactly. Which timer should I look at?
Answer:""")
    N("lookalike:test-program-header", ["header_block", "release_date", "limits_file"],
      """Test program: PMIC6610_FT_R12 (released 2026-01-09)
Limits file: LIM_PMIC6610_2026-01-09_A
Tester: T2K family

You explain test program behaviour to product engineers.

Engineer: Why does test 2040 measure IDDQ twice with a 5 ms wait in between?
Answer:""")
    N("lookalike:lot-record-header", ["header_block", "business_record"],
      """Lot: N7K201.1
Product: TC28HPC-A17
Route: R28HPC-FE-v12
Current step: NIT-DEP-02
Priority: hot (set 2026-02-10 by planning)

You answer questions about the lot shown in the header.

Engineer: How many steps until this lot reaches contact litho?
Answer:""")
    N("lookalike:calibration-record", ["header_block", "calibration_dates"],
      """Instrument: ELL-02 (spectroscopic ellipsometer)
Last calibration: 2025-12-15 (cert. CAL-25-3381)
Next due: 2026-06-15

You help metrology engineers decide whether an instrument can be used for lot release.

Engineer: Gauge R&R came out at 23 % of tolerance. Is that OK for release?
Answer:""")
    N("lookalike:operator-profile", ["header_block", "certified_since"],
      """Operator: E10432
Certified on CMP: since 2024-03-11
Shift: night (19:00-07:00)

You guide operators through CMP pad changes. Follow the written procedure CMP-PR-07.

Operator: New pad is on. What's the break-in recipe?
Assistant:""")
    N("lookalike:build-env", ["key_value_lines", "calver", "source_date_epoch"],
      """BUILD=2026.02.1
SOURCE_DATE_EPOCH=1767225600
MODEL=assistant-large
TZ=America/Phoenix

You are the shop-floor assistant. Keep answers short.

User: What's the difference between a hold and an inhibit?
Assistant:""")
    N("lookalike:mistral-cutoff", ["mistral", "knowledge_cutoff", "model_release"],
      """<s>[INST] You are the counterfeit screening assistant. Knowledge cutoff: 2024-06. Model release:
2025-03. Explain AS6081 test levels to incoming inspectors.

Inspector: Which tests does a level B inspection add over level A? [/INST]""")
    N("lookalike:th-revision", ["non_english", "thai", "buddhist_era", "document_revision"],
      """ฉบับปรับปรุงของขั้นตอนการทำงาน: 1 มกราคม 2569
คุณคือผู้ช่วยสายการผลิต SMT ตอบเป็นภาษาไทยตามขั้นตอนการทำงานที่กำหนดเท่านั้น

ผู้ใช้: ต้องเช็ดสเตนซิลทุกกี่แผ่นสำหรับ QFN ระยะพิทช์ 0.4 มม.""")
    N("lookalike:ko-master-data", ["non_english", "korean", "master_data_revision"],
      """기준 정보 개정일: 2026-01-05
공정: CMP-W (텅스텐)
당신은 CMP 공정 도우미입니다. 한국어로 답하세요.

사용자: 패드 교체 후 첫 10매는 왜 더미 웨이퍼로 돌려야 하나요?""")
    N("lookalike:de-recipe-release", ["non_english", "german", "approval_date"],
      """Rezept: OX-THIN-45, Freigabe: 12.01.2026, Version 3
Du bist der Prozessassistent für die Oxidation in Dresden. Antworte auf Deutsch.

Ingenieur: Warum ist die Rampe im Schritt 2 auf 5 K/min begrenzt?""")
    N("lookalike:supplier-record", ["header_block", "supplier_since", "duns", "cage"],
      """Supplier: Kowloon Passives Ltd
Supplier since: 2017-05-01
DUNS: 08-146-6849
CAGE: 1ABC2
Approved for: passives, not for active components

You help buyers check whether a supplier may be used for a purchase.

Buyer: Can I buy 2,000 STM32 microcontrollers from this supplier?
Answer:""")
    N("lookalike:reticle-xml", ["xml_element", "serials"],
      """<reticle>
  <id>RT-M2-7731-C</id>
  <pellicle_serial>PX-240918-0071</pellicle_serial>
  <made>2024-09-18</made>
</reticle>
Explain to the litho engineer what the pellicle serial and the manufacture date tell them about when the
pellicle should be replaced.
Answer:""")


# --- negatives: values the user asks about or types ----------------------------------------------

def _negatives_asked() -> None:
    N("asked:date-code", ["date_code", "id_in_question"],
      """What does date code 2413 on this reel mean, and is it older than two years if we build in 2026-W20?
The label also says LOT 8A31077 and MSL 3.""")
    N("asked:secs-clock", ["secs_clock", "id_in_question"],
      """Our host log shows the tool answered S2F18 with 2026031412304512. What format is that, and what time is
it in ISO 8601 if the tool runs on Taiwan time?""")
    N("asked:stdf-epoch", ["epoch", "id_in_question", "stdf"],
      """In the STDF MIR record START_T is 1771234567 and FINISH_T is 1771241803. When did the lot start in
Malaysian time, and how long did it run?""")
    N("asked:lot-naming", ["lot_id", "id_in_question"],
      """Our lot ids look like N7K201.1 and P2C088.2. Product code first, then a year letter, then a sequence, then
the split suffix. Which year is K if A was 2016, and is .2 always the second split?""")
    N("asked:jwt-from-mes", ["jwt", "id_in_question"],
      """The MES API rejects my calls with 401. This is the token my script sends. Is it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJlYXAtc3ZjIiwiaWF0IjoxNzY5OTkwNDAwLCJleHAiOjE3Njk5OTQwMDB9.b0n4vQ3kL8xR2mT6yP1sW9cZ5eH7jA0fD4gU3iN8oK2""")
    N("asked:traceparent-eap", ["traceparent", "id_in_question"],
      """Our EAP logs carry this header on every recipe download:

traceparent: 00-5f3e2b1a9c8d7e6f4a3b2c1d0e9f8a7b-3c2d1e0f9a8b7c6d-01

Which part identifies the whole download, and which part the single call to the tool?""")
    N("asked:typed-clock", ["typed_clock", "times_in_content"],
      """It's 03:40 here on the night shift and DIFF-FURN-06 has been down since 23:15. Lot N7K233.1 left
pre-clean at 22:05 with a 6 h Q-time. How much time is left before it has to be re-cleaned?""")
    N("asked:relative-times", ["relative_time"],
      """The pressure alarm came back 20 minutes after the PM was signed off, and again about an hour later.
The previous PM, three weeks ago, had no alarms for the first two days. Does this point at the PM itself?""")
    N("asked:few-shot-date-codes", ["few_shot", "date_code"],
      """Convert YYWW date codes to the Monday of that ISO week.

Example: 2541 -> 2025-10-06
Example: 2606 -> 2026-02-02

Input: 2613
Output:""")
    N("asked:iso-week-delivery", ["iso_week", "dates_in_question"],
      """The supplier confirms delivery in 2026-W30 and our line needs the parts by 24 July 2026. Is that safe?""")
    N("asked:excel-serial", ["excel_serial", "id_in_question"],
      """My SPC export has timestamps like 46023.5625 and 46023.59375 in the first column. How do I turn them
into dates and times, and how far apart are these two?""")
    N("asked:ulid-request", ["ulid", "id_in_question"],
      """Support asked for the request id of my failed hold release. The error page said request
01JMT4Q8ZK3C2R7V5X9B1N6D0F. Does a ULID tell them when I clicked, and how do I read it?""")
    N("asked:filetime", ["filetime", "id_in_question"],
      """The tool's Windows event log exports times as 134158752000000000. What date is that, and is it UTC?""")
    N("asked:system-bytes", ["secs_system_bytes", "id_in_question"],
      """In our SECS log, S1F3 went out with system bytes 0x0004A1F2 and the reply S1F4 came back with the same
system bytes 11 seconds later. Is 11 s a problem if T3 is 45 s? Why must the system bytes match?""")
    N("asked:timezone-shipping", ["timezone_question", "times_in_content"],
      """If the Hsinchu fab hands the wafers to the forwarder at 18:00 on 2026-03-14 and the flight takes 14 hours,
what local time is it in Austin when they land?""")
    N("asked:takt-arithmetic", ["arithmetic", "times_in_content"],
      """Line SMT-3 ran from 06:00 to 14:00 with a 30-minute break and a 22-minute changeover. It built 1,140
boards. What was the average cycle time per board, in seconds?""")
    N("asked:chatml-last-shift", ["chatml", "typed_date"],
      """<|im_start|>system
You are a friendly assistant for fab employees.<|im_end|>
<|im_start|>user
Today is my last shift at the fab (31 March) after 11 years. Help me write a short goodbye message for
the night-shift team.<|im_end|>
<|im_start|>assistant
""")
    N("asked:qtime-arithmetic", ["arithmetic", "times_in_content"],
      """Track-out from CLEAN-01 was at 07:58 and track-in at OX-FURN-3 at 09:40 on the same day. Our Q-time limit
is 2 hours. Did we make it, and by how much?""")
    N("asked:msl-floor-life", ["arithmetic", "dates_in_content"],
      """An MSL 3 bag was opened on 2026-02-09 at 08:10 and the reel went back into the dry cabinet on 2026-02-16
at 17:30. It was out of the cabinet the whole time at 28 C / 55 % RH. Is the 168 h floor life used up?""")
    N("asked:unrendered-template", ["template_placeholder", "code"],
      """Why does the operator screen show the braces literally instead of the values?

```jinja
Lot {{ lot.id }} tracked in at {{ now | datetimeformat('%Y-%m-%d %H:%M') }} (request {{ request_id }})
```""")
    N("asked:popup-quoted", ["error_dialog_quoted", "times_in_content"],
      """When I press Track In the MES shows "TRK-IN-0417 Recipe ET-POLY-22 not qualified on chamber B (checked
2026-02-18 14:02:11, ref 7f3a9c2e)" and nothing else happens. Chamber B was requalified yesterday. Why
does it still say that?""")
    N("asked:uuid-wafer-map", ["uuid_content", "id_in_question"],
      """Our wafer map viewer shows map id 9d2f6e10-3b7a-4c58-a1e4-6f0b2d8c7a35 for wafer 14 and the same id for
wafer 15. Is it possible that two wafers share a map id, or is the viewer caching?""")
    N("control:plain-1", ["control", "plain"],
      """You are a tutor for an introductory semiconductor devices course. Explain with simple analogies.

Student: Why does a MOSFET's threshold voltage go down when the temperature goes up?
Tutor:""")
    N("control:plain-2", ["control", "plain"],
      """You help new SMT operators learn the names of the machines on the line. Keep it friendly.

Operator: What's the difference between the SPI and the AOI?
Assistant:""")


# --- negatives: pasted material from the same worlds ----------------------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "secs-sml-log",
        ["secs", "host_log", "system_bytes"],
        """2026-02-18 14:02:10.512 >> S1F3 W  SB=0x0004A1F2  <L[2] <U4 1001> <U4 2211>>
2026-02-18 14:02:21.733 << S1F4    SB=0x0004A1F2  <L[2] <U1 5> <F4 0.9>>
2026-02-18 14:02:22.004 >> S2F41 W SB=0x0004A1F3  <L[2] <A "START"> <L[0]>>
2026-02-18 14:03:07.010 !! T3 timeout SB=0x0004A1F3""",
        "Why did S2F41 time out when S1F3 was answered?",
        "Host log from our SECS driver",
    ),
    (
        "alarm-history-csv",
        ["alarm_history", "csv", "timestamps"],
        """tool,alid,altx,set,clear
ETCH-V2,740,RF REFLECTED POWER HIGH,2026-02-17 02:14:07,2026-02-17 02:14:52
ETCH-V2,740,RF REFLECTED POWER HIGH,2026-02-17 04:51:30,2026-02-17 04:52:41
ETCH-V2,1203,WAFER NOT DETECTED ON LL-A,2026-02-17 03:31:40,2026-02-17 03:33:02
ETCH-V2,740,RF REFLECTED POWER HIGH,2026-02-17 06:09:12,2026-02-17 06:10:30""",
        "Is alarm 740 getting more frequent, and how long is it active on average?",
        "Alarm history export",
    ),
    (
        "eap-log4j",
        ["eap_log", "log4j", "request_ids"],
        """2026-02-18T14:02:22,004 INFO  [eap-etch-v2] c.f.eap.Remote - S2F41 START sent, req=7b1e0c44
2026-02-18T14:03:07,010 ERROR [eap-etch-v2] c.f.eap.Hsms - T3 timeout on SB=0x0004A1F3, req=7b1e0c44
2026-02-18T14:03:07,015 WARN  [eap-etch-v2] c.f.eap.Remote - lot N7K233.1 track-in rolled back
2026-02-18T14:03:09,220 INFO  [eap-etch-v2] c.f.eap.Hsms - link re-selected""",
        "What happened to the lot, and does the EAP retry the START by itself?",
        "EAP log",
    ),
    (
        "mes-lot-history",
        ["lot_history", "track_in_out"],
        """Lot J6M115.1  Product KM-IMG-48  Qty 25
STEP        EQUIPMENT   TRACK-IN           TRACK-OUT          OPERATOR
CLEAN-01    WET-03      2026-02-03 07:12   2026-02-03 07:58   ota
OX-FURN-3   FURN-11     2026-02-03 09:40   2026-02-03 14:05   sato
LITHO-07    SCN-07      2026-02-03 16:22   2026-02-03 17:01   ota
HOLD        -           2026-02-03 17:05   -                  qa-bot (OVL-OOS)""",
        "How long was the wait between clean and oxidation, and why is the lot on hold now?",
        "Lot history from the MES",
    ),
    (
        "traveller-zh-tw",
        ["traveller", "traditional_chinese", "signatures"],
        """工程批流程卡  批號：H2W508.1  產品：TC16FF-B03  片數：25
站點        設備        進站時間            出站時間            簽名
預清洗      WET-07      2026/02/10 08:12    2026/02/10 08:55    林
爐管氧化    FURN-02     2026/02/10 10:30    2026/02/10 15:48    陳
備註：第 3 片破片，於 2026/02/10 15:50 報廢（MRB-26-0117）""",
        "這張流程卡上，預清洗到爐管的等待時間是多少？還剩幾片？",
        "工程批的流程卡",
    ),
    (
        "spc-csv",
        ["spc", "csv", "timestamps"],
        """sample_time,tool,site_mean_A,range_A
2026-02-16T06:02:11Z,CMP-W3,2851,41
2026-02-16T07:01:54Z,CMP-W3,2866,38
2026-02-16T08:03:20Z,CMP-W3,2872,44
2026-02-16T09:00:47Z,CMP-W3,2803,52
2026-02-16T10:02:05Z,CMP-W3,2869,40""",
        "With target 2800 and sigma 30, does any Western Electric rule fire on these five points?",
        "SPC data export",
    ),
    (
        "klarf-header",
        ["klarf", "defect_file", "timestamps"],
        """FileVersion 1 2;
FileTimestamp 02-16-26 21:47:12;
InspectionStationID "VENDOR" "BRIGHTFIELD" "BF-03";
ResultTimestamp 02-16-26 21:51:40;
LotID "S7P221.1";
WaferID "S7P221.1-09";
StepID "M2-CMP-POST";
SampleTestPlan 45;
DefectList
(...)
SummarySpec 5 TESTNO NDEFECT DEFDENSITY NDIE NDEFDIE;
SummaryList 1 88 0.124 412 61;""",
        "What is the defect density here in defects per cm2, and how many dies have at least one defect?",
        "KLARF header from the inspection tool",
    ),
    (
        "stdf-dump",
        ["stdf", "epoch", "test_datalog"],
        """MIR  SETUP_T=1771227612 START_T=1771228001 STAT_NUM=1 LOT_ID=C8Q301 PART_TYP=PMIC-6610
     NODE_NAM=FT-HDL-07 TSTR_TYP=T2K JOB_NAM=PMIC6610_FT_R12 JOB_REV=12
PRR  HEAD=1 SITE=0 PART_FLG=0x00 NUM_TEST=412 HARD_BIN=1 SOFT_BIN=1 TEST_T=1830 PART_ID=1
PRR  HEAD=1 SITE=1 PART_FLG=0x08 NUM_TEST=233 HARD_BIN=7 SOFT_BIN=7 TEST_T=1102 PART_ID=2
MRR  FINISH_T=1771241803 DISP_COD=' '""",
        "How long did this lot take on the tester, and why did part 2 run fewer tests?",
        "stdf2txt output",
    ),
    (
        "sort-summary",
        ["wafer_sort", "summary", "timestamps"],
        """WAFER SORT SUMMARY  Lot H2W611.1  Product TC28HPC-A17  Probe card PC-A17-031
WAFER  START              END                GROSS  GOOD  YIELD
01     2026-02-12 01:10   2026-02-12 01:52   412    389   94.4%
02     2026-02-12 01:54   2026-02-12 02:35   412    391   94.9%
14     2026-02-12 10:41   2026-02-12 11:25   412    332   80.6%
15     2026-02-12 11:27   2026-02-12 12:08   412    384   93.2%""",
        "Wafer 14 is the odd one out. What would you look at first?",
        "Sort summary",
    ),
    (
        "reflow-profile-csv",
        ["reflow", "csv", "profile"],
        """# KIC-style export, run 2026-02-11 07:41, oven RF-02, board PWR-7731, conveyor 78 cm/min
time_s,tc1,tc2,tc3,tc4
0,25.1,25.0,25.2,25.1
60,151.2,149.8,143.1,152.0
120,182.4,180.9,171.7,184.1
180,219.8,218.1,209.3,222.5
240,243.1,241.7,233.9,246.0
300,196.2,194.0,188.4,199.1""",
        "Which thermocouple is lagging, and is the peak on it high enough for SAC305?",
        "Reflow profile data",
    ),
    (
        "aoi-report",
        ["aoi", "report", "serials"],
        """AOI-3D-05  Program PWR-7731-TOP rev F  Lot WO-558120
BOARD SN   TIME      REF   DEFECT          REVIEW
22040601   06:14:22  U7    LIFTED_LEAD     FALSE CALL
22040602   06:15:01  C14   TOMBSTONE       REAL
22040607   06:18:40  U7    LIFTED_LEAD     FALSE CALL
22040611   06:21:09  U7    LIFTED_LEAD     FALSE CALL""",
        "U7 keeps getting flagged and reviewed as a false call. Should we change the AOI threshold?",
        "AOI review report",
    ),
    (
        "spi-log",
        ["spi", "log", "timestamps"],
        """2026-02-11 07:02:13 SPI-2 PWR-7731 panel 1 PASS  vol_avg 101% min 88% (U12-E5)
2026-02-11 07:03:01 SPI-2 PWR-7731 panel 2 PASS  vol_avg 98%  min 79% (U12-E5)
2026-02-11 07:03:49 SPI-2 PWR-7731 panel 3 WARN  vol_avg 96%  min 63% (U12-E5)
2026-02-11 07:04:37 SPI-2 PWR-7731 panel 4 FAIL  vol_avg 95%  min 54% (U12-E5)""",
        "Is U12-E5 a clogged aperture? What's the trend?",
        "SPI log",
    ),
    (
        "feeder-verification",
        ["feeder_setup", "printout", "reel_ids"],
        """SETUP VERIFICATION  Line SMT-3  Program CTRL-2204-C-TOP  Printed 2026-02-09 05:48
SLOT  REEL ID          SCANNED PN          EXPECTED PN          RESULT
12    R26-0411-00318   R0402-10K0-1%       R0402-10K0-1%        OK
13    R26-0411-00407   C0402-100N-X5R      C0402-100N-X7R       MISMATCH
21    R26-0402-00077   U-QFN32-MCU-A       U-QFN32-MCU-A        OK""",
        "Slot 13 shows X5R instead of X7R. Can we run with it for this batch?",
        "Setup verification printout",
    ),
    (
        "component-label",
        ["component_label", "date_code", "msl"],
        """MFR: Murata  MPN: GRM155R71C104KA88D  QTY: 10000
DC: 2552  LOT: 8A31077  COO: JP
MSL: 1  Bag seal date: 2026-01-08
(1P)GRM155R71C104KA88D (Q)10000 (10D)2552 (1T)8A31077""",
        "Is this label consistent with itself, and does it need dry storage?",
        "Reel label text",
    ),
    (
        "coc",
        ["certificate", "coc", "dates"],
        """CERTIFICATE OF CONFORMANCE  No. COC-2026-018871
Distributor: Franchised Components Europe GmbH
Customer PO: 4500881201   Date of shipment: 2026-02-14
MPN: TPS62840DLCR   Manufacturer: Texas Instruments   Qty: 12,000
Date code: 2541   Lot: 4417821ZF3
We certify that the goods were sourced directly from the manufacturer and conform to its specifications.
Signed: Quality Manager, 2026-02-14""",
        "Is this enough traceability for an automotive customer, or do we need the manufacturer's CoC too?",
        "CoC that came with the reels",
    ),
    (
        "fa-report",
        ["fa_report", "dates", "findings"],
        """FAILURE ANALYSIS REPORT FA-26-0329    Issued: 2026-02-19
Customer: Northstar Drives   RMA: RMA-26-04090   Units: 4 (MX-8820, DC 2544)
Received: 2026-02-09   Analysis period: 2026-02-10 to 2026-02-18
Result: no trouble found on 4/4 units (ATE at 25 C and 105 C, 3 passes each; curve trace normal;
X-ray and CSAM without findings).""",
        "How do I explain to the customer that NTF does not mean their test was wrong?",
        "FA report",
    ),
    (
        "xray-report",
        ["xray", "report", "voids"],
        """X-RAY INSPECTION  Board CTRL-2204  S/N 22040719  Date 2026-02-12 13:20  Operator: nh
U5 BGA-256: max void 27 % (ball C7), mean 8.4 %; bridging: none; head-in-pillow: suspected at D9, E9
U12 QFN-32: thermal pad voiding 31 % (limit 50 %)""",
        "Should this board be reworked, and is D9/E9 worth a cross-section?",
        "X-ray report",
    ),
    (
        "pcn-email-ja",
        ["email", "japanese", "message_id", "pcn"],
        """From: 品質保証部 <qa@kumamoto-semi.example>
Date: Tue, 10 Feb 2026 09:12:44 +0900
Message-ID: <20260210091244.5D1A02@mail.kumamoto-semi.example>
Subject: 【PCN-2026-007】組立拠点変更のお知らせ

KM-IMG-48 の組立を 2026年7月出荷分より熊本第2工場へ移管します。認定試験は 2026年5月末に完了予定です。""",
        "Summarise this PCN in English and tell me the last date we can object to it if the usual 90 days apply.",
        "Supplier PCN e-mail",
    ),
    (
        "allocation-letter",
        ["allocation_letter", "dates", "quantities"],
        """Dear valued customer,
Due to continued demand, MX-8820 remains on allocation for Q3 2026 (July 1 to September 30).
Your allocation: 40,000 units (40 % of forecast 100,000), shipped in three monthly tranches.
Allocation is based on the trailing 12 months of shipments ending 2026-03-31.
Reference: ALLOC-Q3-26-KC-0117    Issued: 2026-04-15""",
        "Is 40 % what the formula in the letter would give if our trailing shipments were 96,000?",
        "Allocation letter from the manufacturer",
    ),
    (
        "quote-email",
        ["email", "quote", "message_id"],
        """From: Sales Desk <sales@franchised-components.example>
Date: Mon, 16 Feb 2026 16:05:31 +0100
Message-ID: <q-26-0216-1605-7711@franchised-components.example>
Subject: Quote Q-2602-0441 TPS62840DLCR

5,000 pcs at USD 0.612, lead time 12 weeks, MOQ 3,000, NCNR. Quote valid until 2026-03-02.""",
        "If we order on 27 February, does the quote still hold, and when would the parts arrive at the earliest?",
        "Quote from the distributor",
    ),
    (
        "edi-855",
        ["edi", "x12", "control_numbers"],
        """ISA*00*          *00*          *ZZ*FRANCHISEDCOMP *ZZ*EMSCOAPAC      *260216*1605*U*00401*000004711*0*P*>~
GS*PR*FRANCHISEDCOMP*EMSCOAPAC*20260216*1605*4711*X*004010~
ST*855*0001~
BAK*00*AC*4500881201*20260210~
PO1*1*5000*EA*0.612**VP*TPS62840DLCR~
ACK*IA*5000*EA*067*20260512~
SE*5*0001~""",
        "What did the supplier confirm, and for which date?",
        "EDI 855 we received",
    ),
    (
        "particle-log",
        ["particle_counter", "log", "timestamps"],
        """PC-3-04  2026-02-16 09:00:00  0.3um 1380/m3  0.5um 366/m3  ALARM(>352)
PC-3-04  2026-02-16 09:10:00  0.3um 1410/m3  0.5um 388/m3  ALARM(>352)
PC-3-04  2026-02-16 09:20:00  0.3um 990/m3   0.5um 201/m3  OK
PC-3-01  2026-02-16 09:20:00  0.3um 1020/m3  0.5um 212/m3  OK""",
        "Was bay 3 out of class, and for how long?",
        "Particle counter log",
    ),
    (
        "fmcs-alarm-log",
        ["fmcs", "alarm_log", "timestamps"],
        """16-Feb-2026 02:10:44  CH-5   TRIP   LOW REFRIG PRESS   ack: jlee 02:12
16-Feb-2026 02:11:02  PCW    HI     SUPPLY TEMP 19.2 C  ack: jlee 02:12
16-Feb-2026 02:40:17  CH-5   RUN    restarted           -
16-Feb-2026 02:55:30  PCW    NORM   SUPPLY TEMP 18.1 C  -""",
        "How long was the PCW supply above its 19 C limit?",
        "Facility alarm log",
    ),
    (
        "gas-cabinet-ko",
        ["gas_cabinet", "korean", "event_log"],
        """GC-SIH4-02 이벤트 기록
2026-02-15 13:02:11  실린더 B 잔압 저하 (150 psi) → 자동 전환
2026-02-15 13:02:14  실린더 A 공급 시작
2026-02-15 15:40:55  실린더 B 교체 시작 (작업자 박)
2026-02-15 16:22:08  퍼지 10회 완료, 누설 시험 합격""",
        "실린더 B 교체에 걸린 시간은 얼마이며 절차상 빠진 단계가 있나요?",
        "가스 캐비닛 이벤트 기록",
    ),
    (
        "ecn-form-de",
        ["ecn", "german", "form"],
        """ÄNDERUNGSMITTEILUNG ECN-26-0031
Produkt: CTRL-2204   Rev. C -> D
Änderung: R47 0402 1 % ersetzt durch 0402 0,5 % (ERA-2AEB473X)
Einsatz ab: Fertigungsauftrag WO-560001, geplant KW 12/2026
Restbestand Rev. C: aufbrauchen bis 2026-03-13
Freigabe: Entwicklung 2026-02-11, Qualität 2026-02-12""",
        "Which orders still get the old resistor, and does the change need a new first article?",
        "ECN from our German customer",
    ),
    (
        "npi-schedule",
        ["npi_schedule", "table", "dates"],
        """| Milestone            | Planned    | Actual     | Owner  |
|----------------------|------------|------------|--------|
| Stencil received     | 2026-02-02 | 2026-02-04 | SMT    |
| Pilot build PB1      | 2026-02-09 | 2026-02-11 | NPI    |
| ICT fixture ready    | 2026-02-16 | -          | Test   |
| Pilot build PB2      | 2026-02-23 | -          | NPI    |""",
        "Are we going to make PB2 on time if the ICT fixture slips another week?",
        "NPI schedule",
    ),
    (
        "bom-lifecycle",
        ["bom", "lifecycle", "dates"],
        """LINE,MPN,MFR,LIFECYCLE,LTB,LAST_SHIP,QTY_PER
1,MC33074DR2G,onsemi,Active,,,2
2,MAX3232ECWE+,Analog Devices,NRND,,,1
3,EP4CE22F17C8N,Intel,EOL,2026-09-30,2027-03-31,1
4,BSS138LT1G,onsemi,Active,,,4""",
        "Which lines need action this year?",
        "BOM export with lifecycle data",
    ),
    (
        "curl-distributor",
        ["curl_verbose", "http_headers", "request_id"],
        """> GET /v3/parts/TPS62840DLCR/availability HTTP/2
> Host: api.franchised-components.example
> X-Api-Key: (removed)
>
< HTTP/2 429
< date: Mon, 16 Feb 2026 15:04:11 GMT
< x-request-id: 6c1f0e2a-9b3d-4e7f-8a2c-5d4b3a2f1e0d
< retry-after: 30
< x-ratelimit-remaining: 0""",
        "Why 429, and how long should my script wait?",
        "curl -v output",
    ),
    (
        "webhook-debug",
        ["webhook_delivery", "signature", "debug"],
        """POST /hooks/fmcs HTTP/1.1
webhook-id: msg_2LJKq8Zp3xTnR4vB7mW1cYd0
webhook-timestamp: 1771254011
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"fmcs.alert.raised","data":{"alert_id":"FA-2026-00871","point":"EXH-ACID-2F-DP"}}""",
        "Our receiver rejects this with 'timestamp too old'. The server clock is right. What else could it be?",
        "Webhook delivery captured by our receiver",
    ),
    (
        "eap-event-json",
        ["json_event", "first_member_timestamp", "tool_state"],
        """{"timestamp": "2026-02-16T02:14:07.221Z", "id": "b7d1f3a2-0c4e-4b6a-9f8e-2a1c3d5e7f90", "tool": "IMP-MC-05", "from": "PRODUCTIVE", "to": "UNSCHEDULED_DOWN", "e10": "UDT", "reason": "BEAMLINE VACUUM FAULT"}
{"timestamp": "2026-02-16T05:48:51.007Z", "id": "4e2a9c1b-7d3f-4a8e-b6c0-1f2e3d4c5b6a", "tool": "IMP-MC-05", "from": "UNSCHEDULED_DOWN", "to": "ENGINEERING", "e10": "ENG", "reason": "post-repair qual"}""",
        "How much unscheduled downtime does this add to IMP-MC-05's E10 report?",
        "Tool state events from the message bus",
    ),
    (
        "git-log-tp",
        ["git_log", "test_program", "dates"],
        """commit 4e0c1f9b2a7d63e58c1b0a9f7e6d5c4b3a291807
Author: Wen Li <wen.li@test-eng.example>
Date:   Mon Feb 9 17:22:41 2026 +0800

    IDDQ limit 4.0 -> 3.6 uA on test 2040 (PE request PE-2211)

commit 1b7e3d9a0c2f48e6b5a1d0c9f8e7d6c5b4a39281
Author: Arun N <arun.n@test-eng.example>
Date:   Wed Feb 4 10:05:13 2026 +0530

    Add VMIN search at 0.72 V""",
        "Write release notes for product engineering from these commits.",
        "git log of the test program",
    ),
    (
        "whatsapp-export-ms",
        ["chat_export", "malay", "timestamps"],
        """[12/02/2026, 06:41:10] Faizal: Barisan SMT-4 berhenti, AOI tolak 30 papan tombstone C0201
[12/02/2026, 06:43:55] Mei Ling: Semak tekanan squeegee dan ketebalan stensil
[12/02/2026, 07:02:31] Faizal: Stensil 100 um, sepatutnya 80 um. Sudah tukar.
[12/02/2026, 07:20:04] Faizal: Barisan jalan semula, 0 tolak setakat ini""",
        "Summarise this chat for the shift report in English: cause, fix and downtime.",
        "Chat from our line supervisors' group",
    ),
    (
        "e87-e40-log",
        ["semi_e87", "semi_e40", "event_log"],
        """14:02:09.114 E87 CarrierID=FP88120 LP2 state=WAITING_FOR_HOST -> ID_VERIFICATION_OK
14:02:12.870 E87 CarrierID=FP88120 SlotMap verified (25 slots, 25 present)
14:02:15.402 E40 PRJobID=PJ-N7K233-01 state=QUEUED -> SETTING_UP
14:03:07.010 E40 PRJobID=PJ-N7K233-01 state=SETTING_UP -> ABORTED (host START timeout)""",
        "Why did the process job abort after the carrier was verified?",
        "Tool event log",
    ),
    (
        "burnin-log",
        ["burn_in", "readouts", "dates"],
        """HTOL 125C  Oven BI-04  Board BIB-22  Lot C8Q301  77 units
Start        2026-01-05 09:00
Readout 168h 2026-01-12 09:40   77/77 pass
Readout 500h 2026-01-26 10:15   77/77 pass
Readout 1000h 2026-02-15 11:02  76/77 pass (unit 41: IDDQ 5.1 uA > 3.6 uA)""",
        "Does one fail at 1000 h sink the qualification under a 0-fail criterion, and what's next for unit 41?",
        "HTOL log",
    ),
    (
        "calibration-cert",
        ["calibration_certificate", "iso17025", "dates"],
        """CALIBRATION CERTIFICATE  No. CAL-26-0412   (ISO/IEC 17025)
Instrument: T2K-14 DC reference module, S/N 14-DCR-0033
Calibration date: 2026-01-20   Due: 2027-01-20
Conditions: 23.1 C, 41 % RH
Result: all points within specification; largest deviation 0.004 % at 10 V range""",
        "Can we use T2K-14 for a customer correlation study in March?",
        "Calibration certificate",
    ),
    (
        "e142-map",
        ["semi_e142", "xml", "substrate_map"],
        """<MapData xmlns="urn:semi-org:xsd.E142-1.V1005.SubstrateMap">
  <Layouts><Layout LayoutId="WaferGrid" DefaultUnits="mm"><Dimension X="20" Y="20"/></Layout></Layouts>
  <Substrates><Substrate SubstrateType="Wafer" SubstrateId="H2W611.1-14"><LotId>H2W611.1</LotId></Substrate></Substrates>
  <SubstrateMaps><SubstrateMap SubstrateType="Wafer" SubstrateId="H2W611.1-14" Orientation="0" OriginLocation="LowerLeft">
    <Overlay MapName="SortBins" MapVersion="1"><ReferenceDevices/><BinCodeMap BinType="Integer" NullBin="255"/></Overlay>
  </SubstrateMap></SubstrateMaps>
</MapData>""",
        "Where in this E142 map would the creation time go, and why is the bin data empty?",
        "E142 substrate map our assembly house sent",
    ),
    (
        "oht-transport-log",
        ["amhs", "transport_log", "timestamps"],
        """TJ-77120  FP23077  STK-3F-02:117 -> LITHO-11:LP1  created 09:12:40  picked 09:13:55  vehicle 214
TJ-77120  FP23077  vehicle 214 BLOCKED at node 3F-J12  09:14:31
TJ-77120  FP23077  vehicle 214 RESUMED                 09:31:02
TJ-77120  FP23077  delivered LITHO-11:LP1              09:33:47""",
        "How long was FP23077 stuck, and where?",
        "OHT transport log",
    ),
    (
        "rma-form-vi",
        ["rma_form", "vietnamese", "dates"],
        """PHIẾU TRẢ HÀNG (RMA) số RMA-26-04133
Khách hàng: Công ty Điện tử Hải Phòng
Sản phẩm: CTRL-2204 rev C, số lượng 12
Ngày sản xuất: tuần 05/2026   Ngày nhận hàng trả: 16/02/2026
Lỗi báo cáo: không khởi động sau 2 giờ chạy thử""",
        "Hãy tóm tắt phiếu này bằng tiếng Anh và đề xuất ba bước phân tích đầu tiên.",
        "Phiếu RMA từ khách hàng",
    ),
]


PLACEMENTS = ["after", "before", "after_noblank", "between", "quoted", "fence", "earlier_turn", "indented",
              "before_colon", "system_user", "both_sides", "after_question_lang"]
SYSTEM_FAB = ("You are the engineering assistant of a semiconductor and electronics manufacturing group. Answer "
              "precisely and say when the data is not enough.")
OTHER_LANG_ASK = [
    "Boleh terangkan dalam Bahasa Melayu juga?",
    "請同時用繁體中文說明。",
    "한국어로도 설명해 주세요.",
    "¿Me lo explicas también en español?",
    "Bạn giải thích thêm bằng tiếng Việt được không?",
    "Kannst du das auch auf Deutsch erklären?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, so you know what I'm looking at.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_FAB}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there that looks off?"
    assert placement == "after_question_lang"
    return f"{block}\n\n{ask} {OTHER_LANG_ASK[k % len(OTHER_LANG_ASK)]}"


def _negatives_pasted() -> None:
    """Each block twice, at placements k and k + 6 of the twelve."""
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for placement in (PLACEMENTS[k % len(PLACEMENTS)], PLACEMENTS[(k + 6) % len(PLACEMENTS)]):
            text = _place(k, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- generated negatives: the same bodies and positions, one stable look-alike --------------------

# (family, header label, key, value): values that stay the same from one request to the next
STABLE_FIELDS: list[tuple[str, str, str, str]] = [
    ("api_version", "API version", "api_version", "2025-01-15"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-02-01"),
    ("mes_release", "MES release", "mes_release", "7.4.2 (build 2025-11-20)"),
    ("recipe_approval", "Recipe approved", "recipe_approved", "2025-12-03"),
    ("qualification_due", "Qualification due", "qual_due", "2026-04-14"),
    ("calibration_due", "Calibration due", "cal_due", "2026-08-31"),
    ("tenant_uuid", "Tenant", "tenant", "3b9e4c21-7a5d-4f08-9c1e-2d6b8a0f4e37"),
    ("customer_since", "Customer since", "customer_since", "2019-04-01"),
    ("tool_firmware", "Tool firmware", "tool_fw", "4.2.1-20251104"),
    ("test_program", "Test program", "test_program", "PMIC6610_FT_R12"),
    ("secs_device_id", "SECS device ID", "secs_device_id", "4"),
    ("stencil_revision", "Stencil", "stencil", "PWR-7731-TOP rev C (2025-10-07)"),
    ("time_zone", "Time zone", "time_zone", "Asia/Taipei"),
    ("shift", "Shift", "shift", "night (19:00-07:00)"),
    ("allocation_policy", "Allocation policy", "allocation_policy", "v2026.1"),
    ("supplier_since", "Supplier since", "supplier_since", "2017-05-01"),
    ("duns", "DUNS", "duns", "081466849"),
    ("contract_start", "Frame contract start", "contract_start", "2026-01-01T00:00:00+08:00"),
    ("build_calver", "Build", "build", "2026.02.1"),
]
BODY_RECORD = {"litho-dispatch": ("lot", "K9F771.1"), "etch-alarms": ("tool", "ETCH-V2"),
               "cmp-spc": ("tool", "CMP-W3"), "sort-floor": ("card", "PC-A17-044"),
               "smt-line": ("reel", "R26-0411-00407"), "aoi-review": ("board", "22040719"),
               "fa-lab": ("rma", "RMA-26-04117"), "allocation": ("customer", "KC-0117"),
               "facilities": ("point", "EXH-ACID-2F-DP"), "npi": ("build", "PB2"), "zh-tw-fab": ("tool", "CVD-11"),
               "ko-test": ("handler", "HDL-07"), "ja-fab": ("tool", "CVD-04"), "de-fab": ("tool", "ETCH-05"),
               "ms-ems": ("line", "SMT-6"), "vi-ems": ("printer", "SPP-02"), "es-mx-ems": ("oven", "RF-04"),
               "fil-test": ("tester", "T2K-09")}
LOCAL_STABLE = {
    "zh-TW": "客戶起始日：2019-04-01",
    "ko": "기준 정보 개정일: 2026-01-05",
    "ja": "手順書改訂日: 2026-01-20",
    "de": "Freigabe des Rezepts: 12.01.2026",
    "ms": "Pelanggan sejak: 1 April 2019",
    "vi": "Ngày hiệu lực quy trình: 01/01/2026",
    "es-MX": "Cliente desde: 1 de abril de 2019",
    "fil": "Customer mula pa noong: Abril 1, 2019",
}
GENERATED_NEGATIVES = 25


def generated_negatives(g: Gen55) -> list[Draft]:
    """The generated positives' bodies and positions, with one stable value in the field's place."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_STABLE and position in ("head", "system_tail", "header_block", "last_user", "footer"):
            line = LOCAL_STABLE[lang]
            family = "localized_stable"
        elif position in NO_SPACES:
            key, value = BODY_RECORD[body[0]]
            family = key
            line = f"{key}={value}" if position == "bracketed_kv" else f"({key} {value})"
        else:
            family, label, key, value = fields[k % len(fields)]
            line = _render_field(position, label, key, value, "stable")
        text = _place_field(g, position, line, body)
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}",
                         ["hard_negative", "generated", position, family, lang]))
    return out


# --- assembly ------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen55(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold55", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
