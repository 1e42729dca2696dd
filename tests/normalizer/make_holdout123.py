"""Build `prompt_normalizer/corpus/holdout123.jsonl`, a hundred-and-twenty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout123.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only files of the normalizer's tests read in full were `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`), and `make_holdout120.py`,
as the model of a generator's structure and docstring; of `make_holdout2.py` to `make_holdout119.py` only
the module docstrings were read (extracted with `ast.get_docstring` into scratch files, the code never
printed), through keyword searches over them for neighbours of this domain (NOC, telecom, BGP, peering,
SNMP, syslog, router, fibre, colocation, data centre, DCIM, porting, SIM, eSIM, ICCID, IMSI, status page,
outage, CAB, capacity, RFO, maintenance notice, CDR, alarm, Cisco, Juniper, Arista, NetBox, RPKI, IRR,
PeeringDB, looking glass, MRT, bgpdump, NETCONF, gNMI, OTDR, splice, remote hands, PDU, Zulip, Matrix,
GraphQL, MAINTNOTE, NPAC, WBCI and the languages used) and the passages around the hits, with the
docstring of `make_holdout39.py` read in full, of `make_holdout98.py` and `make_holdout61.py` their domain
paragraphs and most of their source, negative and clarification passages, and the domain paragraphs of
`make_holdout16`, `29`, `55`, `68` and `118`; and `pyproject.toml` for ruff's settings. (The extraction checked that
each of `make_holdout2.py` to `make_holdout120.py` exists.) Nothing under `prompt_normalizer/` was read,
nor any other test file, any `.jsonl` corpus, the docs and bench folders or the git history; the
generators numbered 121, 122 and 124, written at the same time, were not read. The corpus was checked
only against the machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every
span is found in its input at its offsets, spans are single lines, inputs are unique, the build is
deterministic).

The domain is telecom network operations and data centres: NOC copilots and alarm correlation, BGP and
peering desks, fibre field crews, colocation remote hands, DCIM, number porting, SIM provisioning, outage
status pages, change-advisory boards and capacity planning. The earlier docstrings name neighbours of it:
above all telecoms and network operations in make_holdout39 (a NOC shift handover, an alarm correlation
run "started at", a major-incident bridge scribe, a TMF642 alarm relay, an ITSM webhook, a capacity panel,
a NETCONF `<rpc message-id>`, gNMI counters, a ChatML change advisory bot, a Slack NOC bot, a mail
gateway's `Processed:` stamp; FieldPro tablets, splice loss uploads, a German fibre cabinet; a porting
hub relay, a port-out fraud check, a Polish porting console; an ES2+ DownloadOrder and an HSS check;
remote hands behind HTTP request headers, a rack power snapshot, a visitor kiosk, a cross-connect order
as a markdown table, an Amsterdam colocation desk in Dutch, a Teams DC ops helper, a meet-me room cookie;
Nokia SR OS and Huawei VRP logs, an OTDR report, an Arista leaf switch log, an LOA/CFA, a colo invoice
and a reason-for-outage report as pasted content), carriers and ISPs in make_holdout98 (an MVNO port-in
wizard, a Japanese MNP desk, a French RIO chat, a UK PAC desk, a Spanish portabilidad chat, a PortBridge
gateway; LPA codes and ES9+ errors; AlarmHub, a Zabbix-style problem, an NMS notification and OLT
syslog; TR-369 USP and TMF621 trouble tickets; a status-page incident as a generated record),
data-centre facilities and colocation in make_holdout61 (UPS, PDU, STS, generator, fire and CRAH
records, Redfish reads, PACS access, cross-connect e-mails, a DCIM asset export and a DCIM API error),
Cisco IOS logs and `show clock`, Junos uptime, SNMP traps, LibreNMS alerts and BGP syslog in
make_holdout10, data-centre DCIM in make_holdout16, change advisory boards and a bridge scribe in
make_holdout22, retail telecom care and a porting eligibility call in make_holdout29, router status pages
in make_holdout9, and NOC material in platform and satellite corpora (make_holdout68, make_holdout118).
The scenarios here were written around them: no shift handover, bridge scribe, TMF642 or TMF621, ITSM
webhook, NETCONF, gNMI, Slack NOC bot or mail gateway stamp; alarm correlation is a correlation job's
pretty JSON with its window end, and alarms reach the prompt as a logfmt head with an unquoted
space-containing `now=`, a snmptrapd paste under a decoder session, a flow query "at" a time with a
parenthesised base58 query id, an `mtr` probe bracket, Phi-3, Gemma, Mistral, ChatML and Llama 3 turns
and an alarm console's month-first 12-hour clock; BGP, which the earlier corpora have only as syslog, is
seen from PeeringDB, RPKI ROA lookups, bgpq4 prefix filters, a looking glass, bgpdump and MRT output, RIS
Live, a route server filter log, BGP communities, 95th-percentile transit billing and a Zulip outgoing
webhook; fibre crews from dispatch, vehicle trackers, one-call (811) dig tickets, splice closure records,
PON light levels, reinstatement records, microduct blowing and pole sharing (no tablet job session, splice
upload or OTDR); colocation from an e-mail-to-ticket parser, a dock receiving desk, a rack-and-stack job,
cross-connect light levels in a pretty JSON head with traceparent and tracestate, and desks in German,
Japanese, French, Malay and Serbian (no HTTP request headers, kiosk, cookie, Dutch, Redfish or PACS); DCIM
from a GraphQL response's `extensions`, a NetBox pull, an X-Ray header, XML elements and sensor and
capacity desks; porting from the US NPAC/LSR side, India's UPC, German WBCI, Australia, Norway's NRDB,
Romania and Italy (no hub relay, fraud check, wizard, MNP Japan, RIO, PAC or portabilidad desk); SIM
provisioning from bulk IoT orders, OTA campaigns and personalisation output files (no ES2+, HSS, LPA or
SIM swap); status pages from a composer's markdown table, an incident webhook envelope, component states
read "at" a time and an edge proxy's CLF stamp (no CF-Ray banner writer); the CAB from an agenda
compiler, an HTML-comment MOP reviewer and a freeze calendar sentence; capacity from a forecast bracket,
a transit commit helper behind HTTP headers and a CrewAI-style analyst. The sources are:

* NOC copilots and alarm correlation: a logfmt head `noc-copilot shift=night now=<weekday day Mon year
  time UTC> req=<ULID> region=emea` over an alarm export that stays; a correlation job's pretty JSON
  (UUIDv7 `correlation_job`, RFC 3339 ms `window_end`; `engine` and `topology_version` stay) over a
  cluster whose first-seen times stay; a trap decoder's `Local clock:` (ctime) and nanoid `Decoder
  session:` over snmptrapd lines; a ChatML system turn (`Now (UTC):` RFC 3339 us, UUID `Chat:` before
  `<|im_end|>`); flow data "queried at <time> (query <base58>) for this request"; an `mtr` probe bracket
  `[probe-agent sg-probe-3 ts=<ms> id=<base58> target=...]`; a Phi-3 handover writer (`Generated:` Python
  logging, KSUID draft); a Gemma turn ending with `Console time:` (month-first 12-hour); a Mistral turn
  with `Clock:` in RFC 850 and `X-B3-TraceId`; a Llama 3 `Today Date` under `Environment: ipython`; a
  ticket page browser extension (JavaScript `toString()`, nanoid tab session); and Nepali (`अनुरोध
  समय:` RFC 3339 with +05:45, ULID) and Hebrew (`חותמת זמן:` epoch ms, nanoid) desks;
* BGP and peering desks: a PeeringDB record "fetched at <RFC 1123> for this request" with
  `X-Request-ID` (the record's `updated` stays); an RPKI ROA lookup "<UUID> ran at <Go RFC3339Nano>" (the
  ROA expiry stays); bgpq4 output under YAML front matter (`generated` with an offset, KSUID `job`); a
  looking glass `<lg-query router=... id=... issued=... family=...>`; a B3 single header over bgpdump
  lines whose epochs stay; TOML front matter (`now`, base32 `session`; the IXP stays) over a route server
  filter log; a Zulip outgoing webhook in pretty JSON (`message.id` and `timestamp` move; the bot, the
  content and the webhook `token` stay); a peering reply footer (base64url `Draft id`, RFC 2822
  `Composed`); a billing portal's markdown rows (`Portal time`, base62 session); a single-line JSON head
  (UUIDv6 `rid`, `t_ns`) over a community guide; and a Bengali IX desk (`বর্তমান সময়:` day-first
  dashed, KSUID);
* fibre field crews: `<dispatch crew=... ctx_time=... ctx_id=<UUIDv1> region=...>` over a fault queue
  whose raise times stay; crew positions "polled at <ctime>" with a hex tracker poll (coordinates and the
  cut's report time stay); a crew app header (Windows `Device clock:`, JWT `App session:`) over a one-call
  ticket; markdown bullets (`Fetched` RFC 3339 ms +10:00, nanoid `Lookup`) over a tray map; an HTML
  comment `pon-check q=<ObjectId> at=<isoformat()> olt=...` after the technician's question; a
  reinstatement record "received via the crew app (sync <UUIDv8>) at <Windows time> for review"; Mexican
  Spanish (`Fecha y hora del sistema:` in words, ULID), Brazilian Portuguese (`Carimbo da consulta:` with
  `às`, UUIDv7) and Armenian (`Հարցման ժամը՝`, hex) crews;
* colocation remote hands: `X-Parser-Run` (ULID) and `X-Parsed-At` (RFC 2822) over a customer e-mail
  whose `Date` and `Message-ID` stay; a receiving desk's `Desk time:` (`DD-Mon-YYYY`) and base64url session
  after the clerk's question (tracking numbers stay); a Gemma rack-and-stack turn ending with UUID
  `Request:` and epoch `Queued:`; a pretty JSON head with `traceparent` and `tracestate` over light levels;
  a Semantic Kernel "The current time is ..." sentence in a slot-booking prompt; German (`Abrufzeit:` with
  `Uhr`, UUID `Vorgang:`), Japanese (`照会日時：` in the Reiwa era, KSUID `依頼番号：`), French
  (`Horodatage de la demande :` after the client's message), Malay (`Masa permintaan:` 12-hour with
  PG/PTG, nanoid) and Serbian Cyrillic (`Време захтева:`, hex `Траг:`) desks;
* DCIM: a GraphQL response fetched for this request (`extensions.requestId` UUIDv7 and `servedAt` move,
  `apiVersion` stays; the cabinet data stays); devices "pulled from NetBox at <Log4j> UTC (query <hex>)";
  an X-Ray header at the tail of the system line; a `<meta>` block with `<request-id>` (standard base64)
  and `<t-us>`; Polish (`Znacznik czasu zapytania:`, ULID) and Korean (12-hour `조회 시각:`, UUIDv6 `세션
  ID:`) desks;
* number porting: an LNP desk header (UUID `Desk session`, month-first 12-hour `Now:` with CDT) over an
  NPAC conflict and LSR whose dates stay; a porting batch checker (`Run date:` ISO date, ULID batch run)
  over a CSV; Tamil (`தற்போதைய நேரம்:` with the month in words, ULID), German WBCI (`Zeitstempel der
  Anfrage:`, traceparent `Trace-ID:`), a Mistral Australian desk (`Current time:` time first with a long
  date, base62 conversation), Norwegian (`Tidspunkt for forespørsel:` with `kl.` and a dotted time, KSUID),
  Romanian (`Ora cererii:`, hex32 `Sesiune:`) and Italian (`Orario richiesta:`, JWT `Token di sessione:`)
  desks;
* SIM provisioning: a bulk IoT order check (KSUID `Batch job`, Log4j `Started`; the vendor line, ICCID and
  IMSI ranges stay); a single-line JSON head (lower-case ULID `req`, `ts` in ms) over an OTA campaign; a
  ChatML system sentence `Current time: <Go RFC3339Nano>` inline before `<|im_end|>` over a
  personalisation file header that stays; Persian (`زمان درخواست:` in Persian digits, UUID), Kazakh
  (`Сұрау уақыты:`, base64url), Indonesian (`Waktu (epoch):` and nanoid after the user's message) and
  Mongolian (`Хүсэлтийн цаг:` dotted ISO, UUIDv7) desks;
* outage status pages: a composer's markdown rows (UUID `Composer session`, RFC 3339 `Drafted at`); an
  incident webhook envelope (`event_id` ULID and `sent_at` move; the incident with its ULID `id` and
  `created_at` stays); component states "read at <GNU date>" (the incident's open time stays); an edge
  proxy line `proxy: edge-ams-2 [<CLF time>] POST /v1/assist upstream=status-bot` with `X-Request-Id`;
  Greek (`Ημερομηνία και ώρα:` with the month in the genitive, UUIDv7), Vietnamese (`Thời gian hệ thống:`
  time first, ObjectId), Swahili ("Leo ni tarehe <date>." inside a line), Catalan (`Hora de la
  consulta:`, UUID) and Tagalog (`Oras ng kahilingan:` month-first 12-hour after the customer's message,
  base62) desks;
* change-advisory boards: an agenda compiler (`Agenda compiled:` GNU `date` with BST, ULID run) over
  change records whose windows stay; an HTML comment `cab-bot rid=<UUID> at=<RFC 3339> tpl=mop-review-v2`
  over a MOP; "Today is <weekday>, <day month year>." closing a system sentence above a freeze calendar;
  Finnish (`Kyselyn aika:` with `klo` and a dotted time, UUID), Slovak (`Čas požiadavky:` with the weekday
  and unpadded day and month, ULID) and Latvian (`Pieprasījuma laiks:` dotted ISO, ULID) desks;
* capacity planning: a bracketed planner line `[capacity-planner model=... forecast_run=<UUIDv6>
  run_started=<Python str()> horizon=26w]`; HTTP headers (`Date`, `X-Request-Id`; `Content-Type` stays)
  over a transit offer whose validity stays; a CrewAI-style analyst with `Current Date:` (US long date);
  Bulgarian (`Текущо време:` with `г.` and `ч.`, hex), Thai (Buddhist-era `เวลาปัจจุบัน:`, KSUID) and
  Traditional Chinese (`查詢時間：` after the engineer's message, UUID) desks;
* the generated family: one field at three of twelve positions per body (head, system tail, header block
  between `Desk:` and `Channel:`, after the user's message, footer after `--`, YAML front matter,
  single-line JSON member between stable members, XML attribute between stable ones, an unquoted
  `key=value` pair in a bracketed `[ctx ...]` line, also when the value holds spaces, a markdown bullet,
  an HTML comment holding one field, TOML front matter; each position three times) of 12 bodies, each
  with a pasted record of its own that stays (Junos syslog lines, IOS XR `show bgp summary` with Up/Down
  times, a trouble ticket with `Opened` and `Updated`, a carrier maintenance e-mail with `Date` and
  `Message-ID`, an RFO timeline, a business port request with `Submitted`, a CDR CSV with `start_epoch`, a
  DCIM power CSV opening with `timestamp,`, a Brazilian `chamado` with `Aberto em`, a Japanese 障害記録
  with `発生日時`, a Polish porting request with `Data złożenia`, an Arabic maintenance notice in
  Arabic-Indic digits); in the eight English bodies each of 24 English and made-up labels is used once
  (`Context assembled`, `Served-At`, `Request-Date`, `Console clock`, `Wall` in Go's `time.Now().String()`,
  `Operator time`, `Helper time`, `Rendered`, `Today (ISO week)`, `Date today`, `Unix now`, `t_us`, `Clock
  ns`, `Request id`, `Invocation`, `b3`, `traceparent`, `Console session`, `Session`, `Job`, `Auth token`,
  `Nonce`, `Signature`, `Req`), in the Portuguese, Japanese, Polish and Arabic bodies the "now", request
  and session label of that language.

The negatives: 66 pasted records in many placements (question above, question below, a lead-in such as
"My colleague sent me the top of the running config", "We got this ticket confirmation this morning:",
"This is what our status page showed yesterday", a forwarded message, an earlier user turn, ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct observation, fenced, quoted with `>`,
indented, at the very head, at the very end, on both sides): IOS XR syslog, Arista `show version` with
its uptime, a snmptrapd trap with `sysUpTime`, a Junos config with `## Last commit`, an IOS XR config
with `!! Last configuration change`, BIRD `show protocols` with `Since`, FRR neighbor output with `Last
reset`, a RIS Live message with `timestamp` and `id`, MRT verbose output with `TIME:`, a forwarded peering
e-mail with `Date` and `Message-ID`, a ROA CSV with validity, a ServiceNow-style ticket with `sys_id` and
`Opened`, a MAINTNOTE iCalendar with `DTSTAMP` and `UID`, an RFO, NPAC SOA notifications with SV ids, a
decoded 3GPP CDR with seizure and release times, an IMS CDR CSV, a SIM order CSV with `activated_at`, an
OTA campaign report, a status page history with posted times, a status page Atom feed with `updated`, CAB
minutes, a change record observation with `sys_created_on`, a capacity report, a DCIM asset export, a
NetBox device with `last_updated`, a remote hands worklog, a dock receiving log, a splice report, a
one-call ticket confirmation, optical PM bins, a traceroute, `dig` with `;; WHEN:`, RDAP events, `curl -si`
with `date` and `x-request-id`, a NOC chat thread, a Prometheus result with epoch values, a RAN KPI
export, a customer e-mail with `Sent:`; and in other languages a Spanish fault ticket, a Brazilian
relatório de falha, a French avis de travaux, a German Störungsmeldung with `Gesendet:`, an Italian CAB
verbale, Swedish outage SMS, a Danish porting request with `Indsendt`, a MikroTik log with a Russian
question, a Ukrainian work act, a Turkish maintenance notice with `Tarih:`, an Arabic fault ticket in
Arabic-Indic digits, Hebrew outage SMS, a Hindi tower visit report in Devanagari digits, a Chinese 割接方案,
a Japanese 工事のお知らせ, a Korean 장애 보고서, an Indonesian laporan gangguan, a Hungarian porting request
with `Beadva`, a Lithuanian fault notice, a Georgian maintenance notice, Urdu outage SMS, a Croatian visit
log, an Estonian maintenance notice, a Dutch exchange e-mail with `Verzonden:`, a Czech CDR CSV, an
Icelandic outage notice and an Uzbek SIM order. 46 look-alikes and asked values (a prompt revision and
runbook effective date, a Llama 3 header with only its cutoff, a dated API version header, a ChatML cutoff
with a peering policy's publication date, NOC hours and phones, transit prices, a stable ASN and router
header, an ICCID, an IMSI, route collector epochs, an error-page UUID, a traceparent and a JWT the user
asks about, unrendered `{{now}}` and `{{request_id}}`, a Go template with `.Now.Format`, few-shot
maintenance windows, ISO weeks of a build plan, the user's own clock, relative times, a standard
maintenance window header, stable front matter, stable XML attributes, an HTML comment revision, an SLA
footer, a staging prompt with `Current time:` and `Session:` pasted for review, firmware SHA-256s,
software release dates, a stable circuit and LOA header, a number range, SLA arithmetic; and in other
languages a German FAQ's `Stand:`, a Japanese 約款改定日, an unrendered Spanish template, French NOC hours,
Korean prices, a Chinese firmware version with its release date, Portuguese relative times, Greek dates in
the user's question, Arabic hours and phone, a Turkish IBAN, a Polish ISO week, a Thai customer header
with customer-since date, a Russian operator header with its time zone, Azerbaijani NOC hours, Welsh
relative times and Amharic dates in a question), two plain controls, and 12 generated hard negatives: the
family's bodies with one stable value (knowledge cutoff, local AS, prompt revision, calendar time zone, an
RFO template with its revision date, API version, mediation release, site, a manual version, a site code,
a regulation's date, a NOC code) at the position of the body's second generated positive.

What it is: 247 prompts. 121 carry volatile fields (196 spans): 85 hand-written positives (160 spans; 75
with two or more fields) and 36 generated ones. 126 carry none: 66 pasted records, 46 look-alikes, 2 plain
controls and 12 generated hard negatives. 92 prompts (about three in eight) are in a language other than
English (53 languages, Chinese counted once per script; 45 of them positives; scripts: Latin, Cyrillic,
Greek, Armenian, Georgian, Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai, Ethiopic, Han (Simplified
and Traditional), Japanese, Hangul). The output is deterministic (seeded; the moments fall in the days
after 12 September 2026, the scenarios' records being dated 7 to 11 September, except one prompt without
dated content, which draws from 2026-2027); once written and hashed it is frozen: do not regenerate it to
fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with the
clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, snapshot and
fetch stamps, device and console clocks, work sessions, made-up and localized labels, per-user and
per-deployment ids, pasted blocks that open with metadata-like lines). Clarifications made here:

* Network and facility records are content wherever they sit: alarm and trap times, `sysUpTime`, router
  uptimes, `Up/Down` and `Since` columns, `Last reset`, `## Last commit` and `Last configuration change`
  lines, BGP UPDATE and RIS Live timestamps and ids, ROA validity, PeeringDB `updated`, ticket open and
  update times, `sys_id`, change windows, maintenance windows and `DTSTAMP`, RFO times, NPAC SV ids and
  their times, port dates and submission times, CDR seizure, answer and release times and call ids, ICCID
  and IMSI ranges, SIM activation times, status page posted and `updated` times, incident ids and
  `created_at`, DCIM install and warranty dates, NetBox `last_updated`, worklog, dock and splice times,
  one-call legal start dates, optical PM interval ends, `dig`'s `WHEN`, RDAP events, `curl` response
  `date` and `x-request-id`, also when the program fetched them for this request (the PeeringDB record,
  the ROA match, the flow summary, crew positions, the NetBox devices, the GraphQL data, the component
  states). Only the program's stamp and the ids it minted for the request, query, lookup, poll, sync,
  job, run, draft or session move.
* Work sessions are sessions: a decoder, desk, chat, portal, app, composer, tab and console session
  moves; sites, POPs, cages, cabinets, circuits, crews, customers, accounts, ASNs, IXPs, Zulip streams and
  a webhook's `token` stay.
* Envelope vs payload: a Zulip outgoing webhook moves the message's `id` and `timestamp`, an incident
  webhook moves `event_id` and `sent_at`, a DCIM GraphQL response to the call made for this request moves
  `extensions.requestId` and `servedAt`; the payload (the message content, the incident with its own id
  and `created_at`, the cabinets, `apiVersion`) stays.
* Device and console clocks read for this request are the current time in any form (`Console time`,
  `Device clock`, `Desk time`, `Local clock`); times that engineers, crews and customers type ("started my
  port this morning at 9", "reports PSU 1 input lost at 04:12:37") stay.
* Spans follow rule 3: "at <time>" is cut with its preposition and a parenthesised id with its
  parentheses only where the cut leaves a sentence ("Flow data queried for this request:", "ROA lookup ran
  against the validator cache:", "Record received via the crew app for review:"); `key=value` pairs,
  also a value with spaces, and XML attributes are cut between stable neighbours (the logfmt head, the
  probe, PON and CAB brackets and comments, the dispatch and looking-glass elements); single-line JSON
  members are cut with the comma after them; volatile members of pretty JSON are never the last member of
  their object; header lines, YAML and TOML keys, markdown rows and bullets, XML element lines, an HTML
  comment holding one field and a line holding one field in any script (also with a full-width or an
  Armenian colon) are whole-line spans; a field that shares its line with a template token (`<|im_end|>`,
  `<|end|>`, `<end_of_turn>`, `[/INST]`) is cut out of it, and a CLF stamp in brackets is cut with its
  brackets.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Summary:`, `Entry:`, `Update:`, `Work order:`,
  `Agenda:`, `Flags:`, `PeerBot:`, `Thought:`...) or a chat template's reply header on a line of its own
  (ChatML, Llama 3) end positives; Gemma, Phi-3 and Mistral positives end with the closed user turn, and
  prompts in other languages end with the user's message or with the metadata after it.
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

SEED = 20261204123
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout123.jsonl"
SRC = "hold123:"

# --- local zones and value formats ----------------------------------------------------------------


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(hours=hours), name)


BST, CEST, EEST, MSK = _tz(1, "BST"), _tz(2, "CEST"), _tz(3, "EEST"), _tz(3, "MSK")
EDT, CDT, PDT, CST_MX = _tz(-4, "EDT"), _tz(-5, "CDT"), _tz(-7, "PDT"), _tz(-6, "CST")
BRT, ART, EAT, WAT = _tz(-3, "BRT"), _tz(-3, "ART"), _tz(3, "EAT"), _tz(1, "WAT")
IRST, GST, PKT, IST_IN = _tz(3.5, "IRST"), _tz(4, "GST"), _tz(5, "PKT"), _tz(5.5, "IST")
NPT, ALMT, ICT, WIB = _tz(5.75, "NPT"), _tz(5, "ALMT"), _tz(7, "ICT"), _tz(7, "WIB")
SGT, HKT, CST_CN, TST = _tz(8, "SGT"), _tz(8, "HKT"), _tz(8, "CST"), _tz(8, "CST")
JST9, KST, AEST, NZST = _tz(9, "JST"), _tz(9, "KST"), _tz(10, "AEST"), _tz(12, "NZST")
ULAT = _tz(8, "ULAT")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "abcdefghijklmnopqrstuvwxyz234567"
UPPER36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
AR0, FA0, DEVA0, BENG0 = "\u0660", "\u06f0", "\u0966", "\u09e6"


def sept(g: Gen, tz: timezone = UTC, days: int = 8) -> datetime:
    """A moment in the days after 12 September 2026: the scenarios' records are dated 7 to 11 September."""
    base = datetime(2026, 9, 12, 5, 0, tzinfo=UTC)
    t = base + timedelta(seconds=g.rng.randrange(0, days * 86400), microseconds=g.rng.randrange(1, 1_000_000))
    return t.astimezone(tz)


def digits_in(text: str, zero: str) -> str:
    """Write the ASCII digits of `text` in another script (Arabic-Indic, Persian, Devanagari, Bengali)."""
    return text.translate({ord(str(i)): chr(ord(zero) + i) for i in range(10)})


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def us_12h(t: datetime) -> str:
    """Month-first numeric, 12-hour clock: `09/15/2026 08:12:09 PM`."""
    h = t.hour % 12 or 12
    return f"{t:%m/%d/%Y} {h:02d}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def b58(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B58) for _ in range(n))


def b32(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(B32) for _ in range(n))


def upper_id(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(UPPER36) for _ in range(n))


def uuid6(g: Gen, t: datetime) -> str:
    """RFC 9562 version 6: the Gregorian 100 ns timestamp, most significant bits first."""
    ticks = (epoch_us(t) * 10 + 0x01B21DD213814000) & ((1 << 60) - 1)
    h = f"{ticks >> 12:012x}{6:x}{ticks & 0xFFF:03x}"
    tail = f"{0x8000 | g.rng.getrandbits(14):04x}{g.hex(12)}"
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{tail[:4]}-{tail[4:]}"


def uuid8(g: Gen) -> str:
    h = g.uuid4()
    return h[:14] + "8" + h[15:]


def base64_std(g: Gen, nbytes: int) -> str:
    return base64.b64encode(bytes(g.rng.getrandbits(8) for _ in range(nbytes))).decode()


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


def hhmm(t: datetime) -> str:
    return f"{t:%H:%M}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오전' if t.hour < 12 else '오후'} {h}시 {t.minute:02d}분"


def reiwa(t: datetime) -> str:
    return f"令和{t.year - 2018}年{t.month}月{t.day}日 {t:%H時%M分%S秒}"


TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
FI_MONTHS = ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta",
             "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"]
RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
SW_MONTHS = ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba",
             "Oktoba", "Novemba", "Desemba"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
KA_MONTHS = ["იანვარი", "თებერვალი", "მარტი", "აპრილი", "მაისი", "ივნისი", "ივლისი", "აგვისტო",
             "სექტემბერი", "ოქტომბერი", "ნოემბერი", "დეკემბერი"]
TA_MONTHS = ["ஜனவரி", "பிப்ரவரி", "மார்ச்", "ஏப்ரல்", "மே", "ஜூன்", "ஜூலை", "ஆகஸ்ட்", "செப்டம்பர்",
             "அக்டோபர்", "நவம்பர்", "டிசம்பர்"]
SK_DAYS = ["pondelok", "utorok", "streda", "štvrtok", "piatok", "sobota", "nedeľa"]


# --- hand-written positives -----------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(marked, f"{SRC}pos:{name}", [*tags, *extra])


# NOC copilots and alarm correlation

@pos
def _noc_logfmt_head(g: Gen) -> Draft:
    t = sept(g)
    now = f"{DAYS[t.weekday()]} {t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S} UTC"
    return P(f"""noc-copilot shift=night {v('datetime', 'now=' + now)} {v('request_id', 'req=' + g.ulid(t))} region=emea
You are the NOC copilot for Halden Networks. Group the alarms below into incidents, name the most likely
root cause of each group and say which alarm to work first. Do not invent alarms.

Active alarms (exported by the engineer from the alarm list):
2026-09-11 23:41:07 MAJOR  lon-pe-02   ge-0/0/3  LOS (loss of signal)
2026-09-11 23:41:09 MINOR  lon-pe-02   ae1       LACP member down (1 of 4)
2026-09-11 23:41:12 MAJOR  lon-agg-07  xe-1/2/0  Link down
2026-09-11 23:42:30 WARN   lon-pe-02   bgp       Neighbor 10.20.0.9 state Idle

Engineer: Which of these are the same fault?
Assistant:""", "noc:logfmt-head", ["head", "key_value_inline", "unquoted_space_value", "ulid", "record_times_stay"])


@pos
def _correlation_json(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""{{
  "engine": "corr-v3",
  {v('run_id', '"correlation_job": "' + g.uuid7(t) + '",')}
  {v('datetime', '"window_end": "' + rfc3339(t, 3) + '",')}
  "topology_version": "t-4417"
}}
You explain the output of the alarm correlation engine to NOC engineers in plain words. Say which alarm
the engine picked as the root and whether the grouping looks right given the topology.

Cluster C-2291 (root candidate first):
1. mad-olt-04 PON 1/1/7 "ONU loss of signal" x 38 ONTs, first 2026-09-11 06:02:51
2. mad-olt-04 uplink xe-0/1 "Rx power low -27.9 dBm", first 2026-09-11 06:02:44
3. mad-agg-01 xe-3/0/2 "CRC errors rising", first 2026-09-11 05:58:10

Engineer: Is the root right, or is the uplink the real cause?
Assistant:""", "noc:correlation-json", ["json_block", "head", "uuid7", "rfc3339", "run_id", "record_times_stay"])


@pos
def _trap_decoder(g: Gen) -> Draft:
    t = sept(g, EDT)
    return P(f"""You decode SNMP traps for the Lakeshore Fiber NOC. For each trap give the device, the event in words
and whether it needs a truck roll. Use the MIB notes only.
MIB notes: linkDown/linkUp (IF-MIB); jnxOpticsLOSAlarm = optical loss of signal; ciscoEnvMonFanNotification = fan fault.
{v('datetime', 'Local clock: ' + ctime(t))}
{v('session_id', 'Decoder session: ' + g.nanoid())}

Traps (pasted by the engineer from snmptrapd):
2026-09-11 02:14:55 chi-core-1 [UDP: [10.4.0.1]:161->[10.9.9.9]:162]: IF-MIB::linkDown ifIndex=517 ifDescr=et-0/0/5
2026-09-11 02:14:56 chi-core-1 [UDP: [10.4.0.1]:161->[10.9.9.9]:162]: JUNIPER-MIB::jnxOpticsLOSAlarm ifIndex=517
2026-09-11 02:31:02 mke-acc-3 [UDP: [10.4.8.3]:161->[10.9.9.9]:162]: CISCO-ENVMON-MIB::ciscoEnvMonFanNotification

Engineer: Which of these needs someone on site?
Assistant:""", "noc:trap-decoder", ["system_tail", "ctime", "nanoid", "record_times_stay"])


@pos
def _chatml_noc(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""<|im_start|>system
You are Beacon, the NOC assistant of Corvane Telecom. Answer engineers in short bullet points and always
name the runbook you used.
{v('datetime', 'Now (UTC): ' + rfc3339(t, 6))}
{v('session_id', 'Chat: ' + g.uuid4())}<|im_end|>
<|im_start|>user
Runbook NET-114 says to shut the LAG member before swapping an optic. The LAG has two members and one
is already down. What do I do?<|im_end|>
<|im_start|>assistant
""", "noc:chatml", ["chat_template", "chatml", "rfc3339", "uuid", "system_tail"])


@pos
def _flow_query(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You are a traffic analyst for the Orrin Networks NOC. Decide whether the spike is a DDoS, a customer
backup job or a routing change, from the flow summary only.

Flow data queried {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(query ' + b58(g, 22) + ')')} for this request:
Interface  fra-edge-1 xe-0/0/1 (transit IP-Transit-A), last 30 min
Top src ASN   AS64500 (54%), AS64511 (12%)
Top dst       198.51.100.20/32 udp/123 (71% of bytes)
Packets/s     4.1 M   Avg packet size 468 B

Engineer: What is this and do we blackhole it?
Assistant:""", "noc:flow-query", ["inline_phrase", "rfc3339", "base58", "parenthesised_id", "fetched_snapshot"])


@pos
def _mtr_probe(g: Gen) -> Draft:
    t = sept(g, SGT)
    return P(f"""You are the latency helper of the Straits Link NOC. Read the probe result and say where the loss starts
and whether it is real or ICMP rate limiting.

[probe-agent sg-probe-3 {v('epoch', 'ts=' + str(epoch_ms(t)))} {v('request_id', 'id=' + b58(g, 16))} target=203.0.113.77]
HOST                          Loss%   Snt   Last   Avg  Best  Wrst
1. 10.60.0.1                   0.0%    50    0.4   0.4   0.3   0.9
2. sin-agg-2.straits.example    0.0%    50    1.1   1.2   0.9   3.0
3. 198.51.100.9                22.0%    50   31.8  32.0  31.2  40.1
4. 203.0.113.77                 0.0%    50   33.0  33.2  32.6  35.5

Engineer: Is hop 3 losing packets?
Assistant:""", "noc:mtr-probe", ["bracketed_kv", "epoch_ms", "base58", "stable_neighbours"])


@pos
def _phi3_handover(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""<|system|>
You write the NOC shift handover for Vireo Networks from the engineer's notes: open incidents first, then
changes tonight, then anything to watch. Plain text, at most ten lines.
{v('datetime', 'Generated: ' + py_logging(t))}
{v('request_id', 'Handover draft: ' + g.ksuid(t))}<|end|>
<|user|>
Notes: INC-88412 fibre cut Lyon-Grenoble still open, crew on site since 21:40, ETA repair 02:00.
CHG-5521 core upgrade par-p-01 tonight 00:00-04:00. Watch: CRC errors on mrs-agg-2 xe-1/0/4.<|end|>
""", "noc:phi3-handover", ["chat_template", "phi3", "python_logging", "ksuid", "template_token"])


@pos
def _gemma_storm(g: Gen) -> Draft:
    t = sept(g, PDT)
    return P(f"""<start_of_turn>user
You help Cascade Broadband's NOC during alarm storms. Tell me which single device to look at first.

What the alarm console shows (copied by me):
412 alarms in 6 minutes, all "ONT dying gasp", all on OLTs sea-olt-01 to sea-olt-06
sea-olt-01..06 all hang off sea-agg-2; sea-agg-2 reports "PSU 1 input lost" at 04:12:37

Where do I start?
{v('datetime', 'Console time: ' + us_12h(t))}<end_of_turn>
""", "noc:gemma-storm", ["chat_template", "gemma", "last_user", "month_first_12h", "template_token"])


@pos
def _mistral_ticket(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""[INST] You turn NOC engineers' notes into a customer-facing ticket update for Northgate Carrier
Services: what happened, what we are doing, next update time. No internal device names.

Notes: wave service NGC-WAV-20417 down since 03:12 UTC, amplifier site AMP-114 on commercial power
failure, generator did not start, field tech dispatched, ETA 05:30 UTC.
{v('datetime', 'Clock: ' + rfc850(t))}
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))} [/INST]""", "noc:mistral-ticket",
             ["chat_template", "mistral", "rfc850", "b3_multi", "template_token"])


@pos
def _llama3_noc(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Environment: ipython
Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are the on-call assistant of Baltic Crossing Networks. Answer with the command to run and one line
on what to look for.<|eot_id|><|start_header_id|>user<|end_header_id|>

A customer in Tallinn says their 10G wave has bit errors since yesterday evening. Which counters do I
check first on the transponder?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""", "noc:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


# BGP and peering desks

@pos
def _peeringdb_fetch(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You evaluate peering requests for AS64496 (Halden Networks). Our policy: open peering at any shared IXP
if the peer has a PeeringDB record, a 24/7 NOC contact and at least 1 Gb/s of traffic with us.
{v('request_id', 'X-Request-ID: ' + g.hex(32))}

PeeringDB record fetched {v('datetime', 'at ' + http_date(t))} for this request:
{{"asn": 64510, "name": "Quillon Hosting", "info_type": "Content", "policy_general": "Open",
 "info_traffic": "20-50Gbps", "irr_as_set": "AS-QUILLON", "updated": "2026-08-30T11:02:47Z",
 "netixlan_set": [{{"ix_id": 31, "name": "AMS-IX", "speed": 100000}}, {{"ix_id": 26, "name": "DE-CIX Frankfurt", "speed": 10000}}]}}
Traffic with us last month (p95): 2.6 Gb/s

Peering coordinator: Do we accept, and at which exchanges?
Assistant:""", "bgp:peeringdb-fetch", ["inline_phrase", "http_date", "hex32", "record_dates_stay"])


@pos
def _rpki_lookup(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You explain RPKI route origin validation results to customers of Halden Networks' IP transit. Say
whether the route is valid, invalid or not found, and what the customer has to change.

ROA lookup {v('request_id', g.uuid4())} ran {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} against the validator cache:
Announcement: 203.0.113.0/24 origin AS64505 (seen from customer session CUST-1182)
Matching ROAs:
  203.0.113.0/22  maxLength 22  origin AS64505  (expires 2027-03-01)
Result: INVALID (length)

Customer: Our /24 is being dropped upstream. Why?
Assistant:""", "bgp:rpki-lookup", ["inline_phrase", "go_rfc3339nano", "uuid", "id_in_sentence", "record_dates_stay"])


@pos
def _bgpq4_front_matter(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""---
tool: prefix-filter-builder
customer: CUST-2290
{v('datetime', 'generated: ' + rfc3339(t.astimezone(CEST)))}
{v('run_id', 'job: ' + g.ksuid(t))}
router_os: junos
---
Check the generated prefix list against the customer's announced routes and say which announcements
would be dropped.

bgpq4 output (AS-NORDVIK, IPv4):
policy-options {{
replace:
 prefix-list CUST-2290-V4 {{
    192.0.2.0/24;
    198.51.100.0/23;
 }}
}}
Routes the customer announces today: 192.0.2.0/24, 198.51.100.0/24, 198.51.101.0/24, 203.0.113.128/25
Answer:""", "bgp:bgpq4-front-matter", ["front_matter", "rfc3339", "offset", "ksuid", "pasted_output_stays"])


@pos
def _looking_glass_xml(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""<lg-query router="fra-pe-01" {v('request_id', 'id="' + g.uuid4() + '"')} {v('datetime', 'issued="' + rfc3339(t, 3) + '"')} family="ipv4"/>
You answer questions from the public looking glass of Halden Networks. Explain the route in words a
customer's network engineer would use.

fra-pe-01> show route 198.51.100.0/24 detail | match "AS path|Age|Communities|Next hop"
                Next hop: 80.81.192.44 via ae2.0, selected
                Age: 3d 4:12:08   Metric2: 0
                AS path: 64510 64505 I
                Communities: 64496:3000 64496:3120

Visitor: Why does your network go through 64510 to reach us?
Assistant:""", "bgp:looking-glass-xml", ["xml_attr", "head", "uuid", "rfc3339", "stable_neighbours"])


@pos
def _b3_update(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + b3_single(g))}
You read BGP UPDATE messages collected from our route collector and explain what changed for the prefix.
Keep it to three sentences.

bgpdump -m output (collected by rc-ams-1):
BGP4MP|1789096921|A|80.249.208.1|64510|198.51.100.0/24|64510 64505|IGP|80.249.208.1|0|0|64510:100|NAG||
BGP4MP|1789097087|W|80.249.208.1|64510|198.51.100.0/24
BGP4MP|1789097090|A|80.249.210.7|64520|198.51.100.0/24|64520 64499 64505|IGP|80.249.210.7|0|0||NAG||

Question: What happened to 198.51.100.0/24 around these times?
Answer:""", "bgp:b3-update", ["head", "b3_single", "record_epochs_stay"])


@pos
def _route_server_toml(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""+++
{v('datetime', 'now = ' + rfc3339(t))}
{v('session_id', 'session = "' + b32(g, 26) + '"')}
ixp = "NL-IX"
+++
You explain why the route server at our exchange filtered a member's routes. Use the filter reasons
below only.

Route server rs1 filter log for AS64512 (pasted by the member):
198.51.100.0/24  filtered  reason=RPKI_INVALID
192.0.2.0/25     filtered  reason=TOO_SPECIFIC (max /24)
203.0.113.0/24   accepted  communities 0:6939 (do not announce to AS6939)

Member: Which of my routes can your members see, and what should I fix?""",
             "bgp:route-server-toml", ["toml_front_matter", "rfc3339", "base32", "stable_neighbours"])


@pos
def _zulip_prefix_limit(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""Outgoing webhook from Zulip (stream "peering", topic "prefix limits"):
{{
  "bot_email": "peerbot-bot@chat.halden.example",
  "message": {{
    {v('message_id', '"id": ' + g.digits(7) + ',')}
    {v('epoch', '"timestamp": ' + str(epoch_s(t)) + ',')}
    "sender_full_name": "Ines Moreau",
    "content": "@**PeerBot** AS64510 hit max-prefix on fra-pe-01 again, 1000 limit, they now send 1240. raise it?"
  }},
  "token": "xH2v9QeR7mPz4LwK"
}}

You are PeerBot. Our policy: max-prefix = 1.5 x the peer's PeeringDB IPv4 prefix count, rounded up to
the next 500. AS64510 lists 900 IPv4 prefixes in PeeringDB.
PeerBot:""", "bgp:zulip-prefix-limit", ["json_block", "zulip", "envelope_vs_payload", "epoch_s", "stable_token"])


@pos
def _peering_mail_footer(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Write a short, friendly reply to the peering request below for our peering coordinator to send. Offer
sessions at DE-CIX Frankfurt only (we are not at LINX). Mention our NOC e-mail noc@halden.example.

Their e-mail:
From: peering@quillon.example
Subject: Peering request AS64510 <> AS64496
Hi, we would like to set up sessions at DE-CIX Frankfurt and LINX LON1. Our IPs: 80.81.192.44,
2001:7f8::fbfe:0:1. Max prefixes v4 900 / v6 120.

--
{v('request_id', 'Draft id: ' + g.b64url(12))}
{v('datetime', 'Composed: ' + rfc2822(t))}
Peering desk assistant 2.4""", "bgp:peering-mail-footer", ["footer", "base64url", "rfc2822", "stable_neighbours"])


@pos
def _transit_p95_table(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You answer billing questions about 95th-percentile transit billing for Halden Networks' wholesale
customers. Show the arithmetic.

| Field          | Value                          |
|----------------|--------------------------------|
| Customer       | Brightwave ISP (CUST-0417)     |
| Commit         | 5 Gb/s at EUR 0.18 per Mb/s    |
{v('datetime', f'| Portal time    | {js_iso(t):<30} |')}
{v('session_id', f'| Portal session | {g.b62(30)} |')}

Usage for August (pasted from the invoice): 8,928 five-minute samples, 95th percentile 6,420 Mb/s.

Customer: Why is our August transit bill higher than the commit?
Assistant:""", "bgp:transit-p95-table", ["md_table", "js_iso", "base62", "stable_neighbours"])


@pos
def _community_json_inline(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"svc":"community-decoder",{v('request_id', '"rid":"' + uuid6(g, t) + '",')}{v('epoch', '"t_ns":' + str(epoch_ns(g, t)) + ',')}"asn":64496}}
You decode BGP communities for customers using our published community guide:
64496:1xxx = learned in region (1100 Europe, 1200 North America); 64496:3000 = customer route;
64496:3120 = learned at DE-CIX Frankfurt; 64496:666 = blackhole; 64496:0:64505 (large) = do not
announce to AS64505.

Customer: I see 64496:3000 64496:1100 64496:3120 on my route in your looking glass. What do they mean?
Assistant:""", "bgp:community-json-inline", ["json_inline", "head", "uuid6", "epoch_ns", "two_in_line"])


# fibre field crews

@pos
def _crew_dispatch_xml(g: Gen) -> Draft:
    t = sept(g, BST)
    return P(f"""<dispatch crew="FX-12" {v('datetime', 'ctx_time="' + iso_space(t) + '"')} {v('request_id', 'ctx_id="' + g.uuid1() + '"')} region="north-west"/>
You help the fibre dispatch desk of Pennine Fibre decide which crew goes to a fault next. Consider travel
time, the crew's skills and the SLA clock of each ticket.

Open faults (from the fault queue):
FLT-30117 cable cut, 96F, Clitheroe Rd chamber CH-4471, raised 2026-09-11 16:40, SLA 8 h, needs splicer
FLT-30122 damaged pole, drop cables only, Whalley, raised 2026-09-11 18:05, SLA 24 h
FLT-30125 ONT dark, single customer, Padiham, raised 2026-09-11 19:12, SLA 48 h

Dispatcher: FX-12 has two splicers and is in Burnley. Which fault first?
Assistant:""", "fibre:crew-dispatch-xml", ["xml_attr", "head", "iso_space", "uuid1", "record_times_stay"])


@pos
def _crew_positions(g: Gen) -> Draft:
    t = sept(g, CDT)
    return P(f"""You are the fibre cut coordinator for Prairie Light Networks. Pick the nearest crew with a splicing
trailer and estimate when splicing can start (the cut needs 1 h of excavation first).

Crew positions polled {v('datetime', 'at ' + ctime(t))} from the vehicle trackers:
PL-3  splicing trailer  41.2586,-95.9378 (Omaha)       idle
PL-7  splicing trailer  40.8136,-96.7026 (Lincoln)     on job FLT-2210, ends in 40 min
PL-9  no trailer        41.1400,-96.0300 (Papillion)   idle
{v('request_id', 'Tracker poll: ' + g.hex(24))}

Cut location: 41.0260,-96.3400 (near Ashland), reported 2026-09-11 22:15 CDT by the NOC.
Coordinator: Who do I send?
Assistant:""", "fibre:crew-positions", ["inline_phrase", "ctime", "hex24", "fetched_snapshot", "coordinates_stay"])


@pos
def _dig_ticket_jwt(g: Gen) -> Draft:
    t = sept(g, EDT)
    return P(f"""Crew app: Fieldline 6.3 (Android)
Crew: BR-04 (Brandywine Fiber)
{v('datetime', 'Device clock: ' + windows_general(t))}
{v('token', 'App session: ' + g.jwt(t, 'crew-br04'))}

You check one-call (811) dig tickets before a fibre crew breaks ground. Say GO or NO-GO and why.

Ticket the crew scanned:
PA One Call serial 20262511488, type ROUTINE, legal dig start 2026-09-14 07:00
Work site: 118 Kennett Pike, trench 40 m along the north verge, depth 0.9 m
Responses: PECO Gas CLEAR, Aqua PA MARKED, Verizon NOT RESPONDED, Comcast CLEAR

Crew lead: Can we start digging now?
Assistant:""", "fibre:dig-ticket-jwt", ["header_block", "windows_datetime", "jwt", "record_dates_stay"])


@pos
def _closure_bullets(g: Gen) -> Draft:
    t = sept(g, AEST)
    return P(f"""# Splice closure lookup
- **Closure:** SC-BNE-0442 (pit P-7781, Kedron)
{v('datetime', '- **Fetched:** ' + rfc3339(t, 3))}
{v('request_id', '- **Lookup:** ' + g.nanoid())}
- **Records system:** FibreTrace 4

Tray map (from FibreTrace):
Tray 1  fibres 1-12   feeder F-0291 -> distribution D-118
Tray 2  fibres 13-24  feeder F-0291 -> distribution D-119 (fibre 17 spare)
Tray 3  empty

You help splicers in the field read closure records. Answer in one or two sentences.

Splicer: Distribution D-119 fibre 5 is dark at the customer end. Which feeder fibre do I test?
Assistant:""", "fibre:closure-bullets", ["md_bullets", "rfc3339", "offset", "nanoid", "stable_neighbours"])


@pos
def _pon_levels_comment(g: Gen) -> Draft:
    t = sept(g, WAT)
    return P(f"""Explain to the field technician whether the customer's fibre drop needs re-splicing. The ONT should
receive between -8 and -27 dBm; a drop in good condition loses less than 1.5 dB end to end.

ONT readings for customer LAG-55120 (Ikeja), read from the OLT:
OLT tx  +3.1 dBm    ONT rx  -25.9 dBm    ONT tx  +2.2 dBm    OLT rx  -27.4 dBm
Splitter output (measured by the tech at the FDB yesterday): -22.8 dBm

Technician: Do I re-splice the drop or change the ONT?
<!-- pon-check {v('request_id', 'q=' + g.objectid(t))} {v('datetime', 'at=' + py_iso(t.replace(tzinfo=None)))} olt=ikj-olt-02 -->
""", "fibre:pon-levels-comment", ["html_comment", "tail", "objectid", "python_isoformat", "stable_neighbours"])


@pos
def _reinstatement_sync(g: Gen) -> Draft:
    t = sept(g, BST)
    return P(f"""You review reinstatement records after fibre trenching for Severn Gigabit and say whether the council
will accept them. Rules: surface course within 24 h of backfill on carriageways; photos before, during
and after; depth of cover at least 450 mm in footways.

Record received via the crew app {v('request_id', '(sync ' + uuid8(g) + ')')} {v('datetime', 'at ' + windows_general(t))} for review:
Street: Church Lane, Ledbury (footway), permit SG-26-01187
Backfill 2026-09-10 15:20, surface laid 2026-09-11 09:05, cover 420 mm, 3 photos (before, after, after)

Supervisor: Will this pass the council's inspection?
Assistant:""", "fibre:reinstatement-sync", ["inline_phrase", "parenthesised_id", "uuid8", "windows_datetime"])


@pos
def _microducto_es(g: Gen) -> Draft:
    t = sept(g, CST_MX)
    when = f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M} h"
    return P(f"""Eres el asistente de las cuadrillas de fibra de Red Altiplano en Puebla. Responde en español de México,
breve y práctico.
{v('datetime', 'Fecha y hora del sistema: ' + when)}
{v('session_id', 'Sesión de cuadrilla: ' + g.ulid(t))}
Regla: el soplado de cable en microducto de 10/8 mm admite hasta 1.200 m por tramo con compresor de 10 bar.

Jefe de cuadrilla: Tenemos un tramo de 1.450 m entre la cámara C-18 y la C-19. ¿Lo soplamos de un jalón
o ponemos un punto intermedio?""", "fibre:microducto", ["system_tail", "long_date_localized", "ulid"], "es")


@pos
def _poste_pt(g: Gen) -> Draft:
    t = sept(g, BRT)
    return P(f"""{v('datetime', f'Carimbo da consulta: {t:%d/%m/%Y às %H:%M:%S}')}
{v('request_id', 'ID da consulta: ' + g.uuid7(t))}
Você ajuda as equipes de rede aérea da Conecta Vale a lidar com o compartilhamento de postes. Responda em
português do Brasil, de forma objetiva.
Regra da distribuidora: cabo óptico a no mínimo 50 cm abaixo da rede de baixa tensão; projeto aprovado
antes da instalação.

Encarregado: O projeto do poste 2231-B ainda está em análise, mas o cliente tem pressa. Podemos lançar o
cabo e regularizar depois?""", "fibre:poste", ["head", "day_first", "uuid7"], "pt")


# colocation remote hands

@pos
def _rh_mail_parser(g: Gen) -> Draft:
    t = sept(g, EDT)
    return P(f"""{v('run_id', 'X-Parser-Run: ' + g.ulid(t))}
{v('datetime', 'X-Parsed-At: ' + rfc2822(t))}
X-Mailbox: remotehands@ash1.coloplex.example

Turn the customer's e-mail into a remote hands work order: cage, cabinet, device, task, access needed,
and anything the technician must ask the customer before starting.

From: Dana Pruitt <dpruitt@meridianfin.example>
Date: Fri, 11 Sep 2026 17:52:10 -0400
Message-ID: <CAF8x2-9kQ@mail.meridianfin.example>
Subject: RH request - power cycle + cable check

Hi team, please power cycle the Dell R750 in cage 2.14, cabinet C07, U22 (label MF-DB-03) and check that
the two SFP+ DACs from its NIC go to switch ports 47 and 48. Ticket can be closed after a photo.
Work order:""", "colo:rh-mail-parser", ["head", "header_block", "ulid", "rfc2822", "pasted_email_stays"])


@pos
def _shipment_receiving(g: Gen) -> Draft:
    t = sept(g, SGT)
    return P(f"""You help the receiving desk at SIN2 (Coloplex Singapore) match inbound shipments to customer
notices. Say which boxes can go to the customer's cage and which must wait in the cage-holding room.

Inbound today (dock log, typed by the receiving clerk):
1Z4W80V30392718845  2 boxes  Meridian Asia   notice RCV-8841
775512390210        1 box    Quillon SG      no notice
JD014600006281934271 4 boxes Meridian Asia   notice RCV-8841 (expected 3)

Clerk: Where does each shipment go?
{v('datetime', f'Desk time: {t.day:02d}-{MONTHS[t.month - 1]}-{t.year} {t:%H:%M:%S} SGT')}
{v('session_id', 'Desk session: ' + g.b64url(18))}
Assistant:""", "colo:shipment-receiving", ["last_user", "day_first_month_abbrev", "base64url", "tracking_numbers_stay"])


@pos
def _gemma_rack_stack(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""<start_of_turn>user
You plan rack-and-stack jobs for the smart hands team at LHR4. Give the order of work and the tools.

Job from the customer portal: install 2 x 1U switches (Arista 7050SX3) at U41 and U42 of cabinet
D-0912, rails included, connect PSU-A to PDU-A outlet 17 and PSU-B to PDU-B outlet 17, label both.
Cabinet D-0912: U38-U42 free, blanking panels fitted, PDU outlets 15-20 free.

What is the plan?
{v('request_id', 'Request: ' + g.uuid4())}
{v('epoch', 'Queued: ' + str(epoch_s(t)))}<end_of_turn>
""", "colo:gemma-rack-stack", ["chat_template", "gemma", "last_user", "uuid", "epoch_s", "template_token"])


@pos
def _xconnect_traceparent_json(g: Gen) -> Draft:
    return P(f"""{{
  "assistant": "xc-troubleshooter",
  {v('trace_id', '"traceparent": "' + g.traceparent() + '",')}
  {v('trace_id', '"tracestate": "coloplex=' + g.hex(16) + ',dd=s:1;o:rum",')}
  "site": "FRA3"
}}
You troubleshoot cross-connects for colocation customers. Read the light levels and say which side to
clean or replace.

Cross-connect XC-FRA3-118420 (SMF, LC/UPC), readings taken by the technician:
A side (customer cage 1.07, panel PP-1.07-02 port 5): Tx -2.1 dBm, Rx -14.9 dBm
Z side (carrier MMR, panel MMR-A-14 port 22): Tx -1.8 dBm, Rx -3.2 dBm

Customer: The link flaps. Where is the problem?
Assistant:""", "colo:xconnect-traceparent", ["json_block", "head", "traceparent", "tracestate", "stable_neighbours"])


@pos
def _remote_hands_de(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Du bist der Assistent des Remote-Hands-Teams im Rechenzentrum FRA3 von Coloplex. Antworte auf Deutsch,
knapp und in Arbeitsschritten.
{v('datetime', f'Abrufzeit: {t:%d.%m.%Y, %H:%M:%S} Uhr')}
{v('request_id', 'Vorgang: ' + g.uuid4())}

Kunde: Bitte in Käfig 1.07, Schrank B03, das Netzteil 2 des Servers in HE 14 tauschen. Das Ersatzteil
liegt im Lager unter RMA 884120. Braucht ihr dafür ein Wartungsfenster?""",
             "colo:remote-hands-de", ["system_tail", "eu_datetime", "uuid"], "de")


@pos
def _colo_ja(g: Gen) -> Draft:
    t = sept(g, JST9)
    return P(f"""{v('datetime', '照会日時：' + reiwa(t))}
{v('request_id', '依頼番号：' + g.ksuid(t))}
あなたは「コロプレックス東京第二データセンター」のリモートハンド窓口アシスタントです。丁寧な日本語で、作業手順を箇条書きで答えてください。
作業可能時間：24時間365日、ただし電源作業は事前申請が必要です。

お客様：ケージ3-12のラックR05にある機器のコンソールケーブルを、明日の朝までに差し替えてもらえますか？""",
             "colo:remote-hands-ja", ["head", "reiwa_era", "ksuid", "fullwidth_colon"], "ja")


@pos
def _colo_fr(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Vous êtes l'assistant du service « mains à distance » du centre de données MRS2 à Marseille. Répondez
en français, poliment et en étapes numérotées.

Client : Pouvez-vous vérifier les voyants du routeur dans la baie A-0417 et m'envoyer une photo de la
face arrière ? Le lien vers le câble sous-marin est tombé à 02 h 14.
{v('datetime', 'Horodatage de la demande : ' + f'{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M:%S}')}
{v('request_id', 'Référence interne : ' + g.hex(20))}""", "colo:remote-hands-fr",
             ["last_user", "day_first", "hex20", "space_before_colon"], "fr")


@pos
def _colo_ms(g: Gen) -> Draft:
    t = sept(g, SGT)
    return P(f"""{v('datetime', f'Masa permintaan: {t.day}/{t.month}/{t.year} {t.hour % 12 or 12}:{t:%M:%S} ' + ('PTG' if t.hour >= 12 else 'PG'))}
{v('session_id', 'ID sesi: ' + g.nanoid())}
Anda pembantu meja bantuan "tangan jauh" di pusat data KUL1 Coloplex di Cyberjaya. Jawab dalam bahasa
Melayu, ringkas.

Pelanggan: Boleh tolong semak sama ada kabel kuasa B untuk rak C-22 sudah dipasang semula selepas
kerja penyelenggaraan semalam?""", "colo:remote-hands-ms", ["head", "day_first_12h", "nanoid"], "ms")


# DCIM

@pos
def _dcim_graphql(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""You answer power capacity questions for the AMS7 colocation sales team from the DCIM response below,
which the assistant's tool fetched for this request. Headroom = contracted kW minus the 7-day peak.

DCIM GraphQL response:
{{
  "data": {{
    "cabinets": [
      {{"id": "AMS7-2.03-C11", "contractedKw": 8.0, "peakKw7d": 6.9, "breakers": ["A-17", "B-17"]}},
      {{"id": "AMS7-2.03-C12", "contractedKw": 8.0, "peakKw7d": 7.7, "breakers": ["A-18", "B-18"]}}
    ]
  }},
  "extensions": {{
    {v('request_id', '"requestId": "' + g.uuid7(t) + '",')}
    {v('datetime', '"servedAt": "' + rfc3339(t, 6) + '",')}
    "apiVersion": "2026-03"
  }}
}}

Sales: Can the customer add a 1.5 kW storage array to either cabinet?
Assistant:""", "dcim:graphql", ["json_block", "graphql_extensions", "uuid7", "rfc3339", "envelope_vs_payload"])


@pos
def _netbox_pull(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You help the DC network team find free switch ports. Use the device list only.

Devices pulled from NetBox {v('datetime', 'at ' + log4j_iso(t) + ' UTC')} {v('request_id', '(query ' + g.hex(16) + ')')} for rack DUB2-R14:
leaf-dub2-14a  Arista DCS-7050SX3-48YC8  U40  ports used 41/48  serial JPE21440188
leaf-dub2-14b  Arista DCS-7050SX3-48YC8  U39  ports used 47/48  serial JPE21440192
oob-dub2-14    Opengear OM2248           U38  ports used 12/48  installed 2025-04-02

Engineer: I need four 25G ports for a new customer server in DUB2-R14. Which leaf?
Assistant:""", "dcim:netbox-pull", ["inline_phrase", "log4j", "hex16", "parenthesised_id", "record_dates_stay"])


@pos
def _dcim_xray(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You audit DCIM asset records against what the technician saw on the floor. List mismatches only.
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}

DCIM says, cabinet LAX3-0118:
U10-U11  Dell R740  serial 7KQ2L93  owner Meridian  installed 2024-11-20
U20      Juniper EX4400  serial WS3721AF0041  owner Meridian  installed 2025-02-14
Technician saw: Dell R740 serial 7KQ2L93 at U12-U13; EX4400 serial WS3721AF0041 at U20; a blank at U10-U11.
Mismatches:""", "dcim:xray", ["system_tail", "amzn_trace", "record_dates_stay"])


@pos
def _elevation_xml_element(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""<meta>
  <site>SEA2</site>
  {v('request_id', '<request-id>' + base64_std(g, 24) + '</request-id>')}
  {v('epoch', '<t-us>' + str(epoch_us(t)) + '</t-us>')}
  <module>rack-elevation</module>
</meta>
You draw rack elevations as text, one line per U from top to bottom, for cabinet SEA2-3.11-A04.
Occupied: U42-U41 patch panels, U38 leaf switch, U30-U27 storage array, U12-U11 two 1U servers, U1 PDU
controller. Everything else is empty.""", "dcim:elevation-xml", ["xml_element", "head", "base64", "epoch_us"])


@pos
def _czujniki_pl(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Jesteś asystentem systemu DCIM w centrum danych WAW1. Odpowiadaj po polsku, krótko.
Progi: temperatura wlotu 18-27 °C (ASHRAE A1), wilgotność względna do 60%.
{v('datetime', f'Znacznik czasu zapytania: {t:%Y-%m-%d %H:%M:%S} CEST')}
{v('request_id', 'ID zapytania: ' + g.ulid(t))}

Technik: Czujnik wlotu na szafie B-07 pokazuje 28,4 °C, a sąsiednie szafy 24 °C. Co sprawdzić najpierw?""",
             "dcim:czujniki", ["system_tail", "iso_space_zone", "ulid"], "pl")


@pos
def _sudong_ko(g: Gen) -> Draft:
    t = sept(g, KST)
    return P(f"""{v('datetime', '조회 시각: ' + ko_time(t))}
{v('session_id', '세션 ID: ' + uuid6(g, t))}
당신은 ICN1 데이터센터의 DCIM 용량 도우미입니다. 한국어로 짧게 답하세요.
3층 B홀: 계약 전력 1,200 kW, 최근 7일 최대 사용 1,041 kW, 빈 랙 14개.

영업 담당: 고객이 랙 10개, 랙당 12 kW를 원합니다. B홀에 수용할 수 있나요?""",
             "dcim:sudong", ["head", "korean_12h", "uuid6"], "ko")


# number porting

@pos
def _lnp_desk(g: Gen) -> Draft:
    t = sept(g, CDT)
    return P(f"""LNP desk - Prairie Light Voice (SPID 7291)
{v('session_id', 'Desk session: ' + g.uuid4())}
{v('datetime', 'Now: ' + us_12h(t) + ' CDT')}
Queue: port-in exceptions

You help porting specialists work port-in exceptions. Explain the reject code in plain words and say what
to correct on the next LSR version.

Exception from the NPAC SOA (pasted by the specialist):
SV create for TN 402-555-0143, new SP 7291, old SP 6214, due date 09/16/2026
Old SP response: CONFLICT, cause code 51 (customer information does not match: account number)
LSR PON PLV-26-0091, version 2, sent 09/11/2026 10:14 AM

Specialist: What do I fix?
Assistant:""", "porting:lnp-desk", ["header_block", "month_first_12h", "uuid", "record_dates_stay"])


@pos
def _upc_ta(g: Gen) -> Draft:
    t = sept(g, IST_IN)
    return P(f"""நீங்கள் "சென்னை லிங்க் மொபைல்" நிறுவனத்தின் எண் மாற்ற (MNP) உதவியாளர். தமிழில், சுருக்கமாக பதில் அளியுங்கள்.
{v('datetime', f'தற்போதைய நேரம்: {t.day} {TA_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'கோரிக்கை எண்: ' + g.ulid(t))}
விதி: UPC குறியீடு 4 நாட்கள் செல்லுபடியாகும்; போஸ்ட்பெய்ட் பாக்கி இருந்தால் போர்ட் நிராகரிக்கப்படும்.

வாடிக்கையாளர்: நான் 1900-க்கு PORT என்று SMS அனுப்பினேன், UPC வந்தது. ஆனால் கடையில் அது காலாவதியானது என்கிறார்கள். ஏன்?""",
             "porting:upc", ["system_tail", "long_date_localized", "ulid"], "ta")


@pos
def _wbci_de(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""{v('datetime', f'Zeitstempel der Anfrage: {t:%d.%m.%Y %H:%M:%S}')}
{v('trace_id', 'Trace-ID: ' + g.traceparent())}
Du unterstützt das Portierungsteam von Rheinwelle Telekom bei der Rufnummernmitnahme (WBCI). Antworte auf
Deutsch und nenne den nächsten Schritt.

Rückmeldung des abgebenden Anbieters (vom Sachbearbeiter eingefügt):
Vorabstimmung VA-RRNP DEU.RHW.V000418871, Rückmeldung RUEM-VA, Meldecode 8001 (Kundenname stimmt nicht
überein), Wechseltermin angefragt 24.09.2026

Sachbearbeiterin: Was muss ich beim neuen Auftrag ändern?""",
             "porting:wbci", ["head", "eu_datetime", "traceparent", "record_dates_stay"], "de")


@pos
def _mistral_port_au(g: Gen) -> Draft:
    t = sept(g, AEST)
    return P(f"""[INST] You answer customers of Wattle Mobile who are moving their number to us. Australian English,
warm, under 80 words. A port needs the account number or the date of birth for prepaid, and usually
completes within 3 hours.
{v('datetime', 'Current time: ' + f'{t:%H:%M:%S} AEST, {DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('session_id', 'Conversation: ' + g.b62(22))}

Customer: I started my port from Telco X this morning at 9 and my old SIM still works. Is something wrong? [/INST]""",
             "porting:mistral-au", ["chat_template", "mistral", "time_first_long_date", "base62"])


@pos
def _portering_no(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Du er portering-assistenten til Fjordnett Mobil. Svar på norsk bokmål, kort og vennlig.
Regel: nummeret flyttes tidligst neste virkedag etter at bestillingen er godkjent i NRDB.

Kunde: Jeg bestilte nummerflytting i går kveld. Når kan jeg bruke det nye SIM-kortet?
{v('datetime', f'Tidspunkt for forespørsel: {t.day}.{t.month}.{t.year} kl. {t:%H.%M}')}
{v('request_id', 'Forespørsels-ID: ' + g.ksuid(t))}""", "porting:portering",
             ["last_user", "day_first_dotted_time", "ksuid"], "nb")


@pos
def _portare_ro(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""{v('datetime', f'Ora cererii: {t.day} {RO_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}')}
{v('session_id', 'Sesiune: ' + g.hex(32))}
Ești asistentul de portare al Dunărea Mobil. Răspunde în română, clar și pe scurt.
Regulă: portarea se face în maximum 3 zile lucrătoare; clientul primește SMS cu data și ora portării.

Client: Am cerut portarea luni. Azi e joi și încă nu am primit niciun SMS. Ce se întâmplă?""",
             "porting:portare", ["head", "long_date_localized", "hex32"], "ro")


# SIM provisioning

@pos
def _iot_sim_batch(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""You check bulk IoT SIM orders before they go to the SIM vendor. Confirm that the ICCID range, the IMSI
range and the profile match the order; list anything that does not.
{v('run_id', 'Batch job: ' + g.ksuid(t))}
{v('datetime', 'Started: ' + log4j_iso(t))}
Vendor: Idemia (profile IOT-M2M-V4)

Order ORD-IOT-7712 (pasted from the order system):
Quantity 5,000; form factor MFF2; profile IOT-M2M-V4
ICCID 8944 1100 0000 4410 001 to 8944 1100 0000 4460 000
IMSI 234 15 9900410001 to 234 15 9900415000

Result:""", "sim:iot-batch", ["system_tail", "ksuid", "log4j", "stable_neighbours", "iccid_stays"])


@pos
def _ota_json_inline(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""{{"tool":"ota-planner",{v('request_id', '"req":"' + g.ulid(t).lower() + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"env":"prod"}}
You plan over-the-air SIM updates for Skylark Mobile. An OTA campaign can send at most 20,000 SMS-PP
messages per hour; updates to the preferred roaming list must finish before the partner switch date.

Campaign: update PLMN list on 142,000 SIMs (batches SIM-2019-A to SIM-2021-C)
Partner switch date: 2026-09-30 00:00 UTC
Planner:""", "sim:ota-json-inline", ["json_inline", "head", "ulid_lower", "epoch_ms", "two_in_line"])


@pos
def _chatml_personalisation(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""<|im_start|>system
You review SIM personalisation output files for Skylark Mobile before they are loaded into the HLR. Check
counts, ranges and that no key material is printed in clear. {v('datetime', 'Current time: ' + go_nano(t, g.small(1, 1000)))}<|im_end|>
<|im_start|>user
Header of the output file we received from the vendor:
*HEADER DESCRIPTION
Customer: SKYLARK
Quantity: 10000
Type: USIM 128K
Profile: SKY-USIM-7
Batch: 77120
*INPUT VARIABLES
IMSI: 234159900500001
Ser_nb: 8944110000005000019
*OUTPUT VARIABLES
ICCID/IMSI/PIN1/PUK1/PIN2/PUK2/KI/OPC
Is this header consistent, and what should I check in the body?<|im_end|>
<|im_start|>assistant
""", "sim:chatml-personalisation", ["chat_template", "chatml", "inline_sentence", "go_rfc3339nano"])


@pos
def _sim_fa(g: Gen) -> Draft:
    t = sept(g, IRST)
    now = digits_in(f"{t:%Y/%m/%d} ساعت {t:%H:%M}", FA0)
    return P(f"""شما دستیار فعال‌سازی سیم‌کارت «پارس‌لینک» هستید. به فارسی و کوتاه پاسخ دهید.
{v('datetime', 'زمان درخواست: ' + now)}
{v('request_id', 'شناسه درخواست: ' + g.uuid4())}
قانون: سیم‌کارت جدید حداکثر ۲۴ ساعت پس از احراز هویت فعال می‌شود.

مشترک: دیروز سیم‌کارت خریدم و هنوز آنتن نمی‌دهد. باید چه کار کنم؟""",
             "sim:activation-fa", ["system_tail", "persian_digits", "uuid"], "fa")


@pos
def _sim_kk(g: Gen) -> Draft:
    t = sept(g, ALMT)
    return P(f"""{v('datetime', f'Сұрау уақыты: {t:%d.%m.%Y %H:%M:%S}')}
{v('session_id', 'Сессия: ' + g.b64url(16))}
Сіз «Дала Мобайл» операторының SIM-карта қызметінің көмекшісісіз. Қазақ тілінде қысқа жауап беріңіз.
Ереже: eSIM профилін бір құрылғыға тек бір рет жүктеуге болады.

Абонент: Телефонымды ауыстырдым, ескі eSIM-ді жаңа телефонға қалай көшіремін?""",
             "sim:esim-kk", ["head", "day_first", "base64url"], "kk")


@pos
def _sim_id(g: Gen) -> Draft:
    t = sept(g, WIB)
    return P(f"""Kamu asisten registrasi kartu SIM Nusantara Seluler. Jawab dalam bahasa Indonesia, singkat dan jelas.
Aturan: satu NIK paling banyak untuk 3 nomor per operator.

Pelanggan: NIK saya katanya sudah dipakai untuk 3 nomor, padahal saya cuma punya satu. Bagaimana cara
mengeceknya?
{v('epoch', 'Waktu (epoch): ' + str(epoch_s(t)))}
{v('request_id', 'ID permintaan: ' + g.nanoid())}""", "sim:registrasi-id", ["last_user", "epoch_s", "nanoid"], "id")


# outage status pages

@pos
def _status_composer_table(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You draft status page updates for Halden Networks. Customer-facing, calm, no device names, no
blame, and always a time for the next update.

| Field            | Value                                  |
|------------------|----------------------------------------|
| Incident         | Degraded connectivity, Frankfurt POP   |
| Component        | IP Transit - Frankfurt                 |
{v('session_id', f'| Composer session | {g.uuid4():<38} |')}
{v('datetime', f'| Drafted at       | {rfc3339(t):<38} |')}

Engineer's note: one of two core routers in FRA lost a line card at 09:12 UTC, traffic rerouted, some
customers saw 2-3 minutes of packet loss, RMA card arriving 15:00 UTC.
Update:""", "status:composer-table", ["md_table", "uuid", "rfc3339", "stable_neighbours"])


@pos
def _incident_webhook(g: Gen) -> Draft:
    t = sept(g)
    created = (t - timedelta(minutes=g.small(20, 90))).astimezone(UTC)
    return P(f"""Incident webhook received by StatusScribe:
{{
  {v('request_id', '"event_id": "' + g.ulid(t) + '",')}
  {v('datetime', '"sent_at": "' + rfc3339(t, 3) + '",')}
  "event_type": "incident.updated",
  "incident": {{
    "id": "01J7Q3M1V9Z2K8XR5T4N6B0CDE",
    "name": "Packet loss on Paris - Marseille backbone",
    "severity": "major",
    "created_at": "{created:%Y-%m-%dT%H:%M:%SZ}",
    "summary": "Fibre damaged by roadworks near Lyon; traffic on the southern path; splicing crew on site."
  }}
}}

Write the public status page update for this incident in two sentences.
Update:""", "status:incident-webhook", ["json_block", "envelope_vs_payload", "ulid", "rfc3339", "record_times_stay"])


@pos
def _component_states(g: Gen) -> Draft:
    t = sept(g, EDT)
    return P(f"""You answer customers who ask the Brightline support bot whether there is an outage. Use the component
states only; if everything is operational, suggest rebooting the router.

Component states read {v('datetime', 'at ' + unix_date(t))} from the status page API:
Fiber Internet - Boston North     degraded_performance  (incident opened 2026-09-12 06:40 EDT)
Fiber Internet - Boston South     operational
Voice                             operational
TV                                operational

Customer: My internet is really slow in Somerville this morning. Is it you or me?
Assistant:""", "status:component-states", ["inline_phrase", "unix_date", "fetched_snapshot", "record_times_stay"])


@pos
def _status_el(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""Είσαι ο βοηθός που γράφει τις ενημερώσεις της σελίδας κατάστασης της Αιγαίο Δίκτυα. Γράψε στα ελληνικά,
ήρεμα και χωρίς τεχνικούς όρους.
{v('datetime', f'Ημερομηνία και ώρα: {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('request_id', 'Κωδικός αιτήματος: ' + g.uuid7(t))}

Σημείωμα μηχανικού: κοπή οπτικής ίνας στη Λαμία, οι πελάτες της Φθιώτιδας χωρίς ίντερνετ, συνεργείο στο
σημείο, εκτίμηση αποκατάστασης σε 3 ώρες.""", "status:status-el", ["system_tail", "long_date_localized", "uuid7"], "el")


@pos
def _status_vi(g: Gen) -> Draft:
    t = sept(g, ICT)
    return P(f"""{v('datetime', f'Thời gian hệ thống: {t:%H:%M:%S} ngày {t.day}/{t.month}/{t.year}')}
{v('session_id', 'Mã phiên: ' + g.objectid(t))}
Bạn là trợ lý trang trạng thái dịch vụ của Mạng Sông Hồng. Trả lời bằng tiếng Việt, ngắn gọn.
Sự cố hiện tại: cáp quang biển APG gặp lỗi, tốc độ truy cập quốc tế giảm, dự kiến sửa xong trong 2 tuần.

Khách hàng: Tại sao xem video nước ngoài bị giật, còn web trong nước thì bình thường?""",
             "status:status-vi", ["head", "time_first", "objectid"], "vi")


@pos
def _status_sw(g: Gen) -> Draft:
    t = sept(g, EAT)
    return P(f"""Wewe ni msaidizi wa ukurasa wa hali ya huduma wa Pwani Net. Jibu kwa Kiswahili, kwa ufupi.
{v('date', f'Leo ni tarehe {t.day} {SW_MONTHS[t.month - 1]} {t.year}.')} Hitilafu iliyopo: kebo ya mkongo imekatika karibu na Voi; wateja wa
Mombasa wana kasi ndogo.

Mteja: Intaneti yangu Mombasa iko polepole tangu jana. Itarudi lini?""",
             "status:status-sw", ["inline_sentence", "long_date_localized"], "sw")


# change-advisory boards

@pos
def _cab_agenda(g: Gen) -> Draft:
    t = sept(g, BST)
    return P(f"""You prepare the agenda for Tuesday's network change advisory board at Pennine Fibre: order the changes
by risk, flag any that overlap in time or touch the same ring, and list questions for each owner.
{v('datetime', 'Agenda compiled: ' + unix_date(t))}
{v('run_id', 'Compiler run: ' + g.ulid(t))}

Changes submitted (from the change system):
CHG-6120  Replace line card, mcr-core-01, window 2026-09-16 00:00-04:00, ring NW-1, risk medium
CHG-6127  OLT software 4.2 to 4.3, 14 OLTs Blackburn, window 2026-09-16 01:00-05:00, risk high
CHG-6131  New transit port, lds-pe-02, window 2026-09-17 22:00-23:00, risk low
CHG-6133  Fibre re-route Preston-Lancaster, window 2026-09-16 02:00-06:00, ring NW-1, risk high

Agenda:""", "cab:agenda", ["system_tail", "unix_date", "ulid", "record_windows_stay"])


@pos
def _mop_comment(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""<!-- cab-bot {v('request_id', 'rid=' + g.uuid4())} {v('datetime', 'at=' + rfc3339(t))} tpl=mop-review-v2 -->
Review this method of procedure for a change advisory board. Point out missing rollback steps,
missing verification and any step that could cause an outage outside the window.

MOP for CHG-6127 (OLT software upgrade, window 2026-09-16 01:00-05:00 BST):
1. Back up OLT config to TFTP.
2. Load 4.3 image to standby partition.
3. Reboot OLT to standby partition.
4. Check ONTs come back.
5. Close change.
Review:""", "cab:mop-comment", ["html_comment", "head", "uuid", "rfc3339", "record_windows_stay"])


@pos
def _freeze_sentence(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You answer engineers who ask whether a change may go ahead. {v('date', f'Today is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.')}
Change freeze calendar: no changes from 2026-11-23 to 2026-12-04 (Black Friday) and from 2026-12-18 to
2027-01-04; emergency changes need the duty manager's approval.

Engineer: Can I schedule the core router upgrade for the first weekend of December?
Assistant:""", "cab:freeze-sentence", ["inline_sentence", "long_date", "record_dates_stay"])


@pos
def _cab_fi(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""{v('datetime', f'Kyselyn aika: {t.day}. {FI_MONTHS[t.month - 1]} {t.year} klo {t:%H.%M.%S}')}
{v('request_id', 'Pyyntötunnus: ' + g.uuid4())}
Olet Pohjolan Kuitu Oy:n muutoksenhallinnan avustaja. Vastaa suomeksi ja lyhyesti.
Sääntö: korkean riskin muutokset käsitellään CAB-kokouksessa tiistaisin; hätämuutokset hyväksyy
päivystävä esimies.

Insinööri: Voinko tehdä reitittimen ohjelmistopäivityksen tänä yönä ilman CAB-käsittelyä, jos asiakas
kärsii viasta?""", "cab:muutos-fi", ["head", "long_date_localized", "uuid"], "fi")


@pos
def _cab_sk(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Si asistent výboru pre zmeny (CAB) spoločnosti Tatra Net. Odpovedaj po slovensky, stručne.
{v('datetime', f'Čas požiadavky: {SK_DAYS[t.weekday()]} {t.day}. {t.month}. {t.year} {t:%H:%M}')}
{v('session_id', 'Relácia: ' + g.ulid(t))}

Technik: Zmena CHG-2214 (výmena optiky na chrbticovom okruhu Bratislava - Žilina) má okno v sobotu od 1:00
do 3:00. Treba ju schváliť na CAB, ak ide o štandardnú zmenu?""",
             "cab:zmena-sk", ["system_tail", "weekday_day_first", "ulid"], "sk")


# capacity planning

@pos
def _forecast_bracket(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You explain link capacity forecasts to the network planning team. Say when each link crosses 70%
utilisation (our upgrade trigger) and what to order.

[capacity-planner model=holt-winters {v('run_id', 'forecast_run=' + uuid6(g, t))} {v('datetime', 'run_started=' + py_str(t))} horizon=26w]
Link                         Capacity  p95 now  Growth/month
lon-ams backbone (4x100G)    400G      231G     +3.8%
lon-par backbone (2x100G)    200G      129G     +2.1%
fra transit A (2x100G)       200G      96G      +6.5%

Planner: Which link needs an order first, given 16 weeks lead time?
Assistant:""", "capacity:forecast-bracket", ["bracketed_kv", "uuid6", "python_str_datetime", "stable_neighbours"])


@pos
def _transit_commit(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Content-Type: text/plain

You advise on transit commits. Our current commit with Transit-A is 40 Gb/s at USD 0.21 per Mb/s; above
commit we pay USD 0.35. Quote the monthly cost of each option.

Options from Transit-A's offer (valid until 2026-10-31): 60 Gb/s at USD 0.17, 80 Gb/s at USD 0.15.
Our p95 last three months: 52, 55, 61 Gb/s.

Planner: Which commit should we sign for the next 12 months?
Assistant:""", "capacity:transit-commit", ["head", "header_block", "http_date", "uuid", "record_dates_stay"])


@pos
def _capacity_bg(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""{v('datetime', f'Текущо време: {t:%d.%m.%Y г., %H:%M:%S ч.}')}
{v('request_id', 'Идентификатор на заявката: ' + g.hex(24))}
Ти си асистент за планиране на капацитета в „Балкан Оптик“. Отговаряй на български, кратко.
Правило: поръчваме разширение, когато натоварването (p95) на връзка надхвърли 70%.

Инженер: Връзката София - Пловдив е 2x10G, а p95 за август е 14,6 Gb/s. Трябва ли да поръчваме?""",
             "capacity:capacity-bg", ["head", "day_first", "hex24"], "bg")


@pos
def _capacity_th(g: Gen) -> Draft:
    t = sept(g, ICT)
    now = f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น."
    return P(f"""คุณเป็นผู้ช่วยวางแผนความจุเครือข่ายของ "เจ้าพระยา เน็ตเวิร์ก" ตอบเป็นภาษาไทยสั้น ๆ
{v('datetime', 'เวลาปัจจุบัน: ' + now)}
{v('request_id', 'รหัสคำขอ: ' + g.ksuid(t))}
เกณฑ์: ขยายพอร์ตเมื่อการใช้งานสูงสุดเกิน 70% ติดต่อกัน 3 สัปดาห์

วิศวกร: พอร์ต BKK-IX ขนาด 100G ใช้งานสูงสุด 74%, 76% และ 79% ในสามสัปดาห์ที่ผ่านมา ต้องขยายหรือยัง""",
             "capacity:capacity-th", ["system_tail", "buddhist_era", "ksuid"], "th")


@pos
def _capacity_zh_tw(g: Gen) -> Draft:
    t = sept(g, TST)
    return P(f"""你是「寶島光網」的網路容量規劃助理。請用繁體中文回答，不超過120字。
規則：骨幹鏈路 p95 使用率超過 70% 即啟動擴容，交期 12 週。

工程師：台北-台中 骨幹 4x100G，八月 p95 為 268G，每月成長 4%。何時需要下單？
{v('datetime', f'查詢時間：{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}')}
{v('request_id', '請求編號：' + g.uuid4())}""", "capacity:capacity-zh-tw",
             ["last_user", "han_date", "uuid", "fullwidth_colon"], "zh-Hant")


# scaffolds around the desks

@pos
def _sk_remote_hands_slots(g: Gen) -> Draft:
    t = sept(g, EDT)
    return P(f"""You book remote hands slots at ASH1 for Coloplex customers. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Jobs
need 2 hours' notice; free technician slots are listed below. Offer the two earliest that fit.

Free slots: 10:00, 11:30, 14:00, 16:30 (today and tomorrow)

Customer: Can someone reseat a line card in cage 2.14 as soon as possible?
Assistant:""", "colo:sk-slots", ["inline_sentence", "dotnet_long_datetime", "head"])


@pos
def _ticket_page_extension(g: Gen) -> Draft:
    t = sept(g, CEST)
    zone = "Central European Summer Time"
    return P(f"""Summarise the ticket page the engineer is reading in four bullet points and list every time it
mentions.
Page title: INC-88412 - Fibre cut Lyon-Grenoble - Vireo ServiceDesk
{v('datetime', 'Page opened: ' + js_tostring(t, zone))}
{v('session_id', 'Tab session: ' + g.nanoid())}

Page text: Opened 10 Sep 2026 21:18 by NOC. Crew dispatched 21:40, on site 22:55. Splicing started 01:10,
48 of 96 fibres restored by 06:40. Customer updates sent 22:00, 02:00 and 06:45.""",
             "noc:ticket-page-extension", ["header_block", "js_date_tostring", "nanoid", "record_times_stay"])


@pos
def _edge_proxy_clf(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""proxy: edge-ams-2 {v('datetime', '[' + clf(t) + ']')} POST /v1/assist upstream=status-bot
{v('request_id', 'X-Request-Id: ' + g.hex(16))}

You are the status bot on status.halden.example. Answer from the open incidents only; never guess an
ETA that is not posted.

Open incidents: "Degraded connectivity - Frankfurt POP" (monitoring, posted 2026-09-11 15:05 UTC)

Visitor: Is the Frankfurt problem fixed yet?
Assistant:""", "status:edge-proxy-clf", ["head", "clf", "bracketed_stamp", "hex16", "record_times_stay"])


@pos
def _crew_capacity(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""You are Capacity Planning Analyst. You have spent years sizing metro and backbone networks and you
prefer evidence to rules of thumb.
Your personal goal is: Decide which metro rings need a 400G upgrade in the next two quarters

Current Task: Rank the rings by months until they reach 70% utilisation.

{v('date', 'Current Date: ' + long_date(t))}

Ring data: NW-1 200G p95 131G +2.4%/month; NW-2 200G p95 98G +4.1%/month; NE-1 100G p95 61G +1.2%/month.

This is the expected criteria for your final answer: a ranked list with months for each ring.

Thought:""", "capacity:crew-style", ["body", "long_date", "between_blank_lines"])


@pos
def _porting_batch_run_date(g: Gen) -> Draft:
    t = sept(g)
    return P(f"""Porting batch checker - Skylark Business
{v('date', 'Run date: ' + iso_date(t))}
{v('run_id', 'Batch run: ' + g.ulid(t))}
Batch file: bulk-port-2026-09-b (pasted below)

Flag any line whose requested port date is less than 5 working days after the submission date.

msisdn,account,submitted,requested_port_date
447700900201,77120448,2026-09-10,2026-09-16
447700900202,77120448,2026-09-10,2026-09-18
447700900203,77120991,2026-09-11,2026-09-17
Flags:""", "porting:batch-run-date", ["head", "header_block", "iso_date", "ulid", "record_dates_stay"])


# more desks in other languages

@pos
def _noc_ne(g: Gen) -> Draft:
    t = sept(g, NPT)
    return P(f"""{v('datetime', 'अनुरोध समय: ' + rfc3339(t))}
{v('request_id', 'अनुरोध परिचय: ' + g.ulid(t))}
तपाईं "हिमाल नेट" को NOC सहायक हुनुहुन्छ। नेपालीमा छोटो र स्पष्ट जवाफ दिनुहोस्।
नियम: अन्तर्राष्ट्रिय लिंक बन्द भएमा पहिले ब्याकअप लिंकमा ट्राफिक सार्नुहोस्, त्यसपछि टिकट खोल्नुहोस्।

इन्जिनियर: भैरहवा हुँदै जाने अन्तर्राष्ट्रिय लिंक बन्द भयो। अब के गर्ने?""",
             "noc:noc-ne", ["head", "rfc3339", "offset_0545", "ulid"], "ne")


@pos
def _ix_bn(g: Gen) -> Draft:
    t = sept(g, _tz(6, "BST"))
    return P(f"""আপনি "পদ্মা নেটওয়ার্কস"-এর পিয়ারিং ডেস্কের সহকারী। বাংলায় সংক্ষেপে উত্তর দিন।
নীতি: IX পোর্টে ৭০% ব্যবহার পার হলে পোর্ট আপগ্রেডের অনুরোধ করুন।
{v('datetime', f'বর্তমান সময়: {t:%d-%m-%Y %H:%M:%S}')}
{v('session_id', 'সেশন: ' + g.ksuid(t))}

প্রকৌশলী: ঢাকা IX-এ আমাদের ১০G পোর্টে গত সপ্তাহে সর্বোচ্চ ৭.৮G ব্যবহার হয়েছে। আপগ্রেড লাগবে?""",
             "bgp:ix-bn", ["system_tail", "day_first_dashed", "ksuid"], "bn")


@pos
def _colo_sr(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""Ти си асистент службе „удаљене руке“ у дата центру BEG1. Одговарај на српском, ћирилицом, кратко.

Корисник: Молим вас да у кавезу 2.04, ормар А-11, проверите да ли светли лампица на напајању Б нашег
рутера и пошаљете фотографију.
{v('datetime', f'Време захтева: {t.day}. {t.month}. {t.year}. у {t:%H:%M} ч')}
{v('trace_id', 'Траг: ' + g.hex(32))}""", "colo:remote-hands-sr", ["last_user", "day_first", "hex32"], "sr")


@pos
def _status_ca(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""{v('datetime', f'Hora de la consulta: {t:%d/%m/%Y, %H:%M:%S}')}
{v('request_id', 'Identificador de la petició: ' + g.uuid4())}
Ets l'assistent de la pàgina d'estat de Xarxa Llevant. Respon en català, amb calma i sense termes tècnics.
Incidència oberta: tall de fibra a Vilafranca del Penedès; clients de l'Alt Penedès sense servei.

Clienta: Des de quan no hi ha internet a Vilafranca i quan tornarà?""",
             "status:status-ca", ["head", "day_first", "uuid"], "ca")


@pos
def _noc_he(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""אתה העוזר של מרכז בקרת הרשת של "כרמל תקשורת". ענה בעברית, בקצרה.
{v('epoch', 'חותמת זמן: ' + str(epoch_ms(t)))}
{v('request_id', 'מזהה בקשה: ' + g.nanoid())}
נוהל: תקלה בסיב ראשי - להעביר תנועה למסלול הגיבוי ולפתוח קריאה לקבלן.

מהנדס: הקישור חיפה - תל אביב נפל לפני עשר דקות. מה הצעד הראשון?""",
             "noc:noc-he", ["system_tail", "epoch_ms", "nanoid"], "he")


@pos
def _mnp_it(g: Gen) -> Draft:
    t = sept(g, CEST)
    return P(f"""{v('datetime', f'Orario richiesta: {t:%d/%m/%Y %H:%M:%S}')}
{v('token', 'Token di sessione: ' + g.jwt(t, 'agente-mnp-14'))}
Sei l'assistente del reparto portabilità di Laguna Mobile. Rispondi in italiano, in modo chiaro.
Regola: la portabilità si completa entro 1 giorno lavorativo dalla validazione del codice di migrazione.

Cliente: Ho chiesto la portabilità venerdì ma il mio numero è ancora con il vecchio operatore. Perché?""",
             "porting:mnp-it", ["head", "day_first", "jwt"], "it")


@pos
def _sim_mn(g: Gen) -> Draft:
    t = sept(g, ULAT)
    return P(f"""Та «Тал Мобайл» операторын SIM картын туслах. Монгол хэлээр товч хариулна уу.
Дүрэм: SIM карт солиход иргэний үнэмлэх заавал шаардлагатай.
{v('datetime', f'Хүсэлтийн цаг: {t:%Y.%m.%d %H:%M:%S}')}
{v('request_id', 'Хүсэлтийн дугаар: ' + g.uuid7(t))}

Хэрэглэгч: Утсаа гээчихлээ. Дугаараа хадгалаад шинэ SIM авч болох уу?""",
             "sim:sim-mn", ["system_tail", "iso_dotted", "uuid7"], "mn")


@pos
def _status_tl(g: Gen) -> Draft:
    t = sept(g, _tz(8, "PHT"))
    h = t.hour % 12 or 12
    return P(f"""Ikaw ang assistant ng status page ng Luzon Fiber. Sumagot sa Tagalog, maikli at magalang.
Kasalukuyang aberya: naputol ang fiber sa may EDSA-Cubao; apektado ang ilang bahagi ng Quezon City.

Customer: Wala kaming internet sa Cubao mula kaninang umaga. Kailan babalik?
{v('datetime', f'Oras ng kahilingan: {t:%m/%d/%Y} {h}:{t:%M} ' + ('PM' if t.hour >= 12 else 'AM'))}
{v('session_id', 'Session ID: ' + g.b62(20))}""", "status:status-tl", ["last_user", "month_first_12h", "base62"], "tl")


@pos
def _fibre_hy(g: Gen) -> Draft:
    t = sept(g, GST)
    return P(f"""{v('datetime', f'Հարցման ժամը՝ {t:%d.%m.%Y %H:%M}')}
{v('request_id', 'Հարցման համար՝ ' + g.hex(20))}
Դուք «Արագած Ֆայբեր» ընկերության դաշտային բրիգադների օգնականն եք։ Պատասխանեք հայերեն, հակիրճ։

Բրիգադի ղեկավար՝ Օպտիկական մալուխը կտրված է Աշտարակի ճանապարհին։ Որքա՞ն ժամանակ է պետք 48 մանրաթել զոդելու համար։""",
             "fibre:fibre-hy", ["head", "day_first", "hex20", "armenian_colon"], "hy")


@pos
def _cab_lv(g: Gen) -> Draft:
    t = sept(g, EEST)
    return P(f"""Tu esi Daugava Tīkli izmaiņu padomes (CAB) asistents. Atbildi latviski, īsi.
{v('datetime', f'Pieprasījuma laiks: {t:%Y.%m.%d. %H:%M}')}
{v('session_id', 'Sesija: ' + g.ulid(t))}

Inženieris: Vai maģistrālā maršrutētāja programmatūras atjaunināšanai nākamajā svētdienā vajag CAB
apstiprinājumu, ja tā ir standarta izmaiņa?""", "cab:cab-lv", ["system_tail", "iso_dotted", "ulid"], "lv")


# --- generated positives: one field, a body with a pasted record of its own, a position ----------

# name, lang, desk, channel, app, system, record intro, record, user label, question, cue (None: the
# prompt ends with the user's message), footer line
Body = tuple[str, str, str, str, str, str, str, str, str, str, str | None, str]
BODIES: list[Body] = [
    ("junos-syslog", "en", "Halden NOC", "console", "noc-copilot",
     "You are the NOC copilot of Halden Networks. Read the log lines the engineer pastes and say what\n"
     "failed first.",
     "Log lines pasted by the engineer (from the syslog server):",
     "Sep 11 02:14:55 chi-core-1 mib2d[2211]: SNMP_TRAP_LINK_DOWN: ifIndex 517, ifAdminStatus up(1), "
     "ifOperStatus down(2), ifName et-0/0/5\n"
     "Sep 11 02:14:57 chi-core-1 rpd[1840]: BGP_PEER_STATE_CHANGED: BGP peer 10.20.0.9 (External AS 64510) "
     "changed state from Established to Idle (event HoldTime)\n"
     "Sep 11 02:15:03 chi-core-1 rpd[1840]: RPD_OSPF_NBRDOWN: OSPF neighbor 10.20.1.2 (realm ospf-v2 "
     "et-0/0/5.0 area 0.0.0.0) state changed from Full to Down",
     "Engineer", "Is the BGP drop caused by the link or by the peer?", "Assistant:",
     "Halden Networks NOC"),
    ("xr-bgp-summary", "en", "Peering desk", "web", "peering-desk",
     "You help the peering desk read router output. Explain which sessions are down and for how long.",
     "Output the engineer ran on the route reflector:",
     "RP/0/RSP0/CPU0:fra-pe-01#show bgp ipv4 unicast summary\n"
     "Neighbor        Spk    AS MsgRcvd MsgSent   TblVer  InQ OutQ  Up/Down  St/PfxRcd\n"
     "80.81.192.44      0 64510  181204  102993  9921847    0    0    4w2d         874\n"
     "80.81.193.12      0 64520       0       0        0    0    0 00:41:07 Active\n"
     "80.81.194.90      0 64530   44120   40118  9921847    0    0    3d04h         12",
     "Engineer", "Which session should I chase, and since when has it been down?", "Answer:",
     "Peering desk - AS64496"),
    ("ticket", "en", "Service desk", "portal", "ticket-helper",
     "You summarise trouble tickets for the next shift in three lines: impact, current state, next step.",
     "Ticket copied from the service desk:",
     "INC-88412  P2  Fibre cut Lyon-Grenoble\nOpened: 2026-09-10 21:18 CEST by NOC (L1)\n"
     "Updated: 2026-09-11 06:40 CEST - splicing 60% done, 48 of 96 fibres restored\n"
     "Impact: 3 wave services down, 2 IP transit customers on backup path",
     "Shift lead", "Summarise this for the morning shift.", "Summary:",
     "Service desk - Vireo Networks"),
    ("maint-notice", "en", "Carrier relations", "mail", "maint-parser",
     "You extract maintenance notices from carriers into our change calendar: circuit ids, window in\n"
     "UTC, expected impact.",
     "Notice received by e-mail:",
     "From: noc@northgate-carrier.example\nDate: Tue, 8 Sep 2026 14:02:19 +0000\n"
     "Message-ID: <MN-2026-0912-0441@northgate-carrier.example>\nSubject: Planned maintenance NGC-PM-4471\n\n"
     "Circuits NGC-WAV-20417, NGC-WAV-20419. Window 2026-09-19 23:00 to 2026-09-20 05:00 UTC. "
     "Expected impact: up to 2 x 30 min outage.",
     "Planner", "Extract the entry for our calendar.", "Entry:",
     "Carrier relations - Halden Networks"),
    ("rfo", "en", "Incident review", "web", "rfo-writer",
     "You turn incident timelines into the customer reason-for-outage summary. Factual, no blame.",
     "Timeline from the incident record:",
     "2026-09-09 13:02 UTC  power feed B lost at POP MAN-2 (utility fault)\n"
     "2026-09-09 13:02 UTC  UPS-B on battery\n2026-09-09 13:19 UTC  UPS-B battery exhausted, rack row 4 down\n"
     "2026-09-09 13:47 UTC  feed B restored, equipment rebooted\n2026-09-09 14:05 UTC  all services restored",
     "Incident manager", "Write the RFO summary paragraph.", "Summary:",
     "Incident review - Pennine Fibre"),
    ("port-request", "en", "Porting desk", "portal", "port-helper",
     "You check business port requests for missing or inconsistent fields before they are submitted.",
     "Port request form submitted by the customer:",
     "Business name: Harlow & Finch Ltd\nNumbers: 0161 555 0180 to 0161 555 0199 (20 DDIs)\n"
     "Losing provider: Telco X   Account: 77120448\nRequested port date: 2026-09-24\n"
     "Submitted: 2026-09-10 16:22   Signed by: P. Harlow",
     "Porting agent", "Is anything missing before we submit?", "Assistant:",
     "Porting desk - Skylark Business"),
    ("cdr", "en", "Voice assurance", "web", "cdr-explainer",
     "You explain call detail records to the voice assurance team. Times in the records are UTC epochs.",
     "CDR sample exported from the mediation platform:",
     "call_id,start_epoch,duration_s,a_number,b_number,release_cause\n"
     "7f3a9c10e2,1789141512,0,441615550180,447700900123,34\n"
     "7f3a9c11a8,1789141518,0,441615550180,447700900123,34\n"
     "7f3a9c1b04,1789141530,212,441615550180,447700900123,16",
     "Analyst", "What do cause codes 34 and 16 mean here, and did the customer get through?", "Answer:",
     "Voice assurance - Skylark Mobile"),
    ("dcim-csv", "en", "DC operations", "web", "dcim-helper",
     "You read DCIM power exports for the AMS7 operations team. Flag cabinets above 80% of contract.",
     "Power export (hourly averages):",
     "timestamp,cabinet,contracted_kw,avg_kw\n2026-09-11T13:00:00Z,AMS7-2.03-C11,8.0,6.7\n"
     "2026-09-11T13:00:00Z,AMS7-2.03-C12,8.0,7.4\n2026-09-11T13:00:00Z,AMS7-2.03-C13,6.0,3.1",
     "Engineer", "Which cabinets are over 80%?", "Answer:",
     "DC operations - AMS7"),
    ("chamado-pt", "pt", "Central de reparos", "web", "assistente-reparos",
     "Você ajuda a central de reparos da Conecta Vale a resumir chamados. Responda em português do Brasil.",
     "Chamado copiado do sistema:",
     "Chamado REP-2026-55812\nAberto em: 10/09/2026 19:40\nCliente: Padaria Bom Trigo (fibra 300 Mb)\n"
     "Sintoma: sem sinal óptico (LOS vermelho) desde a chuva de ontem",
     "Atendente", "Qual o próximo passo: visita técnica ou teste remoto?", None,
     "Central de reparos - Conecta Vale"),
    ("shougai-ja", "ja", "障害受付", "web", "shougai-assist",
     "あなたは「北斗ネットワーク」障害受付窓口のアシスタントです。日本語で簡潔に答えてください。",
     "障害記録（チケットシステムより）：",
     "障害番号 INC-26-0911-07\n発生日時 2026/09/11 04:12\n影響 札幌地区 光回線 約1,200回線\n"
     "原因 調査中（中継局の電源異常の可能性）",
     "オペレーター", "お客様への案内文を3文で作ってください。", None,
     "北斗ネットワーク 障害受付"),
    ("przeniesienie-pl", "pl", "Dział przeniesień", "web", "asystent-przeniesien",
     "Jesteś asystentem działu przeniesień numerów w Wisła Mobile. Odpowiadaj po polsku, krótko.",
     "Wniosek wklejony przez konsultanta:",
     "Wniosek o przeniesienie numeru nr PN-2026-118804\nNumer: 601 555 014\nData złożenia: 09.09.2026 11:05\n"
     "Obecny operator: Operator X   Rodzaj umowy: abonament\nProponowany termin przeniesienia: 18.09.2026",
     "Konsultant", "Czy termin przeniesienia jest zgodny z okresem wypowiedzenia?", None,
     "Wisła Mobile - dział przeniesień"),
    ("siyana-ar", "ar", "مركز الشبكة", "web", "musaeid-siyana",
     "أنت مساعد مركز عمليات الشبكة في «نور للاتصالات». أجب بالعربية وباختصار.",
     "إشعار الصيانة كما ورد من المورّد:",
     "إشعار صيانة رقم NS-" + digits_in("2026-0418", AR0) + "\nالموعد: من " + digits_in("20/09/2026 01:00", AR0)
     + " إلى " + digits_in("20/09/2026 04:00", AR0) + " بتوقيت الرياض\nالدوائر المتأثرة: RYD-JED-100G-2",
     "المهندس", "هل يتعارض هذا مع نافذة التغيير CHG-7120 في الليلة نفسها؟", None,
     "نور للاتصالات - مركز الشبكة"),
]

LOCALES = {"en": "en-GB", "pt": "pt-BR", "ja": "ja-JP", "pl": "pl-PL", "ar": "ar-SA"}
ZONES: dict[str, timezone] = {"en": UTC, "pt": BRT, "ja": JST9, "pl": CEST, "ar": _tz(3, "AST")}
ZONE_EN = [UTC, BST, CEST, EDT, PDT, SGT, IST_IN, AEST]

# cue, family, line label, key, value
Field = tuple[str, str, str, str, Callable[[Gen, datetime], str]]
FIELDS: list[Field] = [
    ("datetime", "rfc3339_offset", "Context assembled", "context_assembled", lambda g, t: rfc3339(t)),
    ("datetime", "rfc1123", "Served-At", "served_at", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Request-Date", "request_date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Console clock", "console_clock", lambda g, t: ctime(t)),
    ("datetime", "go_time_string", "Wall", "wall",
     lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}")),
    ("datetime", "month_first_12h", "Operator time", "operator_time", lambda g, t: us_12h(t)),
    ("datetime", "day_first", "Helper time", "helper_time", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
    ("datetime", "dotnet_roundtrip", "Rendered", "rendered", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("date", "iso_week", "Today (ISO week)", "today_isoweek", lambda g, t: iso_week(t)),
    ("date", "long_date_uk", "Date today", "date_today",
     lambda g, t: f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"),
    ("epoch", "epoch_s", "Unix now", "unix_now", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "Clock ns", "clock_ns", lambda g, t: str(epoch_ns(g, t))),
    ("request_id", "uuid7", "Request id", "request_id", lambda g, t: g.uuid7(t)),
    ("request_id", "base58", "Invocation", "invocation", lambda g, t: b58(g, 22)),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: b3_single(g)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "ksuid", "Console session", "console_session", lambda g, t: g.ksuid(t)),
    ("session_id", "base32", "Session", "session", lambda g, t: b32(g, 26)),
    ("run_id", "uuid1", "Job", "job", lambda g, t: g.uuid1()),
    ("token", "jwt", "Auth token", "auth_token", lambda g, t: g.jwt(t, "noc-helper")),
    ("nonce", "hex32", "Nonce", "nonce", lambda g, t: g.hex(32)),
    ("signature", "hmac_sha256", "Signature", "signature", lambda g, t: "v1=" + g.hex(64)),
    ("request_id", "ulid", "Req", "req", lambda g, t: g.ulid(t)),
]

# the "now", request and session fields of the bodies in other languages: cue, family, label, key, value
LOCAL_FIELDS: dict[str, list[Field]] = {
    "pt": [("datetime", "day_first", "Data e hora atuais", "agora", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
           ("request_id", "uuid", "ID da requisição", "id_requisicao", lambda g, t: g.uuid4()),
           ("session_id", "nanoid", "Sessão", "sessao", lambda g, t: g.nanoid())],
    "ja": [("datetime", "ja_datetime", "現在日時", "now", lambda g, t: f"{t:%Y年%m月%d日 %H:%M:%S}"),
           ("request_id", "ulid", "リクエストID", "request_id", lambda g, t: g.ulid(t)),
           ("session_id", "uuid7", "セッションID", "session_id", lambda g, t: g.uuid7(t))],
    "pl": [("datetime", "eu_datetime", "Bieżący czas", "biezacy_czas", lambda g, t: f"{t:%d.%m.%Y, %H:%M:%S}"),
           ("request_id", "hex32", "Identyfikator żądania", "id_zadania", lambda g, t: g.hex(32)),
           ("session_id", "ksuid", "Sesja", "sesja", lambda g, t: g.ksuid(t))],
    "ar": [("datetime", "arabic_indic", "الوقت الحالي", "now",
            lambda g, t: digits_in(f"{t:%d/%m/%Y %H:%M:%S}", AR0)),
           ("request_id", "uuid", "معرّف الطلب", "request_id", lambda g, t: g.uuid4()),
           ("session_id", "nanoid", "الجلسة", "session", lambda g, t: g.nanoid())],
}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_inline",
             "xml_attr", "kv_bracket", "md_bullet", "html_comment", "toml"]
GENERATED = 36


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value + '"'


def forms(label: str, key: str, value: str, lang: str) -> dict[str, str]:
    """The unmarked forms of one field: a line, a JSON member, an XML attribute, a YAML key, a
    `key=value` pair (unquoted, also when the value has spaces), a markdown bullet, an HTML comment
    and a TOML key."""
    sep = "：" if lang == "ja" else ": "
    return {"line": f"{label}{sep}{value}", "member": f'"{key}":{_json_value(value)},', "attr": f'{key}="{value}"',
            "yaml": f"{key}: {value}", "kv": f"{key}={value}", "bullet": f"- **{label}:** {value}",
            "comment": f"<!-- {key}: {value} -->", "toml": f"{key} = {_json_value(value)}"}


def render(body: Body, position: str, f: dict[str, str], mark: Callable[[str], str]) -> str:
    """A body with one field at one position; `mark` labels the field's text (or leaves it)."""
    name, lang, desk, channel, app, system, intro, record, user, question, cue, footer = body
    loc = LOCALES[lang]
    sep = "：" if lang == "ja" else ": "
    end = f"\n{cue}" if cue else ""
    middle = f"{intro}\n{record}\n\n{user}{sep}{question}"
    if position == "head":
        return f"{mark(f['line'])}\n{system}\n\n{middle}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(f['line'])}\n\n{middle}{end}"
    if position == "header_block":
        return f"Desk: {desk}\n{mark(f['line'])}\nChannel: {channel}\n\n{system}\n\n{middle}{end}"
    if position == "last_user":
        return f"{system}\n\n{middle}\n{mark(f['line'])}{end}"
    if position == "footer":
        return f"{system}\n\n{middle}\n\n--\n{mark(f['line'])}\n{footer}"
    if position == "front_matter":
        return f"---\napp: {app}\n{mark(f['yaml'])}\nlocale: {loc}\n---\n{system}\n\n{middle}{end}"
    if position == "json_inline":
        return f'{{"app":"{app}",{mark(f["member"])}"locale":"{loc}"}}\n{system}\n\n{middle}{end}'
    if position == "xml_attr":
        return f'<context app="{app}" {mark(f["attr"])} locale="{loc}"/>\n{system}\n\n{middle}{end}'
    if position == "kv_bracket":
        return f"[ctx app={app} {mark(f['kv'])} locale={loc}]\n{system}\n\n{middle}{end}"
    if position == "md_bullet":
        return f"- **App:** {app}\n{mark(f['bullet'])}\n- **Locale:** {loc}\n\n{system}\n\n{middle}{end}"
    if position == "html_comment":
        return f"{mark(f['comment'])}\n{system}\n\n{middle}{end}"
    return f'+++\napp = "{app}"\n{mark(f["toml"])}\nlocale = "{loc}"\n+++\n{system}\n\n{middle}{end}'


def generated_positives(g: Gen) -> list[Draft]:
    """One field in one of the bodies at one of three positions per body; every position used three times."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    n = len(BODIES)
    assert [b[1] for b in BODIES[:8]] == ["en"] * 8 and len(FIELDS) == 24
    for k in range(GENERATED):
        body = BODIES[k % n]
        name, lang = body[0], body[1]
        rnd = k // n
        position = POSITIONS[(k % n + 4 * rnd) % len(POSITIONS)]
        if lang == "en":
            cue, family, label, key, make = fields[k % n + 8 * rnd]
            t = sept(g, ZONE_EN[(k * 3) % len(ZONE_EN)], days=10)
        else:
            cue, family, label, key, make = LOCAL_FIELDS[lang][rnd]
            t = sept(g, ZONES[lang], days=10)
        f = forms(label, key, make(g, t), lang)
        text = render(body, position, f, lambda s, cue=cue: v(cue, s))
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}gen:{name}+{family}",
                         ["generated", position, family, "pasted_record_stays", *extra]))
    return out


# one stable value per body, at the position of that body's second positive: label, key, value
STABLE: dict[str, tuple[str, str, str]] = {
    "junos-syslog": ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    "xr-bgp-summary": ("Local AS", "local_as", "64496"),
    "ticket": ("Prompt revision", "prompt_revision", "2026-08-03"),
    "maint-notice": ("Calendar time zone", "calendar_tz", "UTC"),
    "rfo": ("RFO template", "rfo_template", "v5 (2025-11-20)"),
    "port-request": ("API version", "api_version", "2025-09-01"),
    "cdr": ("Mediation release", "mediation_release", "8.4.2"),
    "dcim-csv": ("Site", "site", "AMS7"),
    "chamado-pt": ("Versão do manual", "versao_manual", "2026.2"),
    "shougai-ja": ("拠点コード", "site_code", "SPR-01"),
    "przeniesienie-pl": ("Regulamin z dnia", "regulamin", "01.07.2026"),
    "siyana-ar": ("رمز المركز", "noc_code", "RUH-NOC-2"),
}


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at the position of its second generated positive."""
    out = []
    for b, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        position = POSITIONS[(b + 4) % len(POSITIONS)]
        label, key, value = STABLE[name]
        text = render(body, position, forms(label, key, value, lang), lambda s: s)
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:gen:{name}+{key}",
                         ["hard_negative", "generated", position, "stable_value", *extra]))
    return out


# --- negatives: pasted records of the domain -------------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("xr-syslog-above", ["syslog", "ios_xr", "question_above"], "en",
     """Why did this session drop, and was it us or the peer?

RP/0/RSP0/CPU0:Sep 11 02:14:55.118 UTC: bgp[1084]: %ROUTING-BGP-5-ADJCHANGE : neighbor 80.81.193.12 Down - BGP Notification received, hold time expired (VRF: default) (AS: 64520)
RP/0/RSP0/CPU0:Sep 11 02:14:55.121 UTC: bgp[1084]: %ROUTING-BGP-5-NSR_STATE_CHANGE : Changed NSR state for neighbor 80.81.193.12 to Not NSR Ready (VRF: default)
RP/0/RSP0/CPU0:Sep 11 02:55:02.440 UTC: bgp[1084]: %ROUTING-BGP-5-ADJCHANGE : neighbor 80.81.193.12 Up (VRF: default) (AS: 64520)"""),
    ("arista-version-fenced", ["show_output", "uptime", "fenced"], "en",
     """Is this switch on a release affected by the LACP bug fixed in 4.31.3F?

```
leaf-dub2-14a#show version
Arista DCS-7050SX3-48YC8
Hardware version: 11.02
Serial number: JPE21440188
Hardware MAC address: 2cdd.e9a1.44f0
System MAC address: 2cdd.e9a1.44f0

Software image version: 4.31.2F
Architecture: x86_64
Internal build version: 4.31.2F-35442176.4312F
Internal build ID: 5b8c1d0e-7a29-4c52-9f5e-0d3e8a6b1c44
Image format version: 3.0

Uptime: 41 weeks, 2 days, 3 hours and 12 minutes
Total memory: 16005104 kB
Free memory: 11200448 kB
```"""),
    ("snmptrapd-very-head", ["snmp_trap", "very_head", "question_below"], "en",
     """2026-09-11 02:14:55 <UNKNOWN> [UDP: [10.4.0.1]:53244->[10.9.9.9]:162]:
DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (428811200) 49 days, 15:08:32.00
SNMPv2-MIB::snmpTrapOID.0 = OID: IF-MIB::linkDown
IF-MIB::ifIndex.517 = INTEGER: 517
IF-MIB::ifAdminStatus.517 = INTEGER: up(1)
IF-MIB::ifOperStatus.517 = INTEGER: down(2)
IF-MIB::ifDescr.517 = STRING: et-0/0/5
What does this trap say, and how long had the router been up when it sent it?"""),
    ("junos-config-below", ["router_config", "commit_stamp", "question_below"], "en",
     """## Last commit: 2026-09-10 22:14:07 UTC by jdoe
version 23.4R2-S2;
protocols {
    bgp {
        group TRANSIT-A {
            type external;
            import [ TRANSIT-IN BOGONS-DENY ];
            export CUSTOMERS-OUT;
            peer-as 64520;
            neighbor 80.81.193.12 {
                hold-time 30;
            }
        }
    }
}
Could the 30-second hold time explain the session flapping we saw last night?"""),
    ("xr-config-lead-in", ["router_config", "lead_in", "last_change"], "en",
     """My colleague sent me the top of the running config. Which software release is this, and who changed it
last?

!! Building configuration...
!! IOS XR Configuration 7.11.2
!! Last configuration change at Thu Sep 10 22:14:07 2026 by jdoe
!
hostname fra-pe-01
clock timezone UTC 0
logging 10.9.9.20 vrf MGMT severity info
ntp server vrf MGMT 10.9.9.1 prefer"""),
    ("bird-protocols-chatml", ["chatml", "show_output", "since_times"], "en",
     """<|im_start|>system
You help operators of small ISPs with the BIRD routing daemon.<|im_end|>
<|im_start|>user
birdc show protocols:
Name       Proto      Table      State  Since         Info
device1    Device     ---        up     2026-08-30 04:11:02
upstream1  BGP        ---        up     2026-09-11 02:55:02  Established
upstream2  BGP        ---        start  2026-09-11 02:14:57  Active        Socket: Connection refused
ixp_rs1    BGP        ---        up     2026-09-02 19:40:18  Established
Why is upstream2 stuck in Active?<|im_end|>
<|im_start|>assistant
"""),
    ("frr-neighbor-llama3", ["llama3", "show_output", "last_reset"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You explain FRRouting output to junior network engineers.<|eot_id|><|start_header_id|>user<|end_header_id|>

BGP neighbor is 10.20.0.9, remote AS 64510, local AS 64496, external link
  BGP version 4, remote router ID 10.20.255.9, local router ID 10.20.255.1
  BGP state = Idle, down for 00:41:07
  Last read 00:41:07, Last write 00:41:10
  Hold time is 90, keepalive interval is 30 seconds
  Last reset 00:41:07,  Hold Timer Expired

What does "Hold Timer Expired" mean here?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("ris-live-below", ["json", "bgp_update", "ris_live", "question_below"], "en",
     """{"type": "ris_message", "data": {"timestamp": 1789097090.12, "peer": "80.249.210.7", "peer_asn": "64520",
 "id": "80.249.210.7-0191e4a7b5d2-1f", "host": "rrc03.ripe.net", "type": "UPDATE",
 "path": [64520, 64499, 64505], "origin": "IGP",
 "announcements": [{"next_hop": "80.249.210.7", "prefixes": ["198.51.100.0/24"]}]}}
This came from RIS Live. Is 64499 a new upstream for AS64505, or a path we have always seen?"""),
    ("mrt-verbose-gemma", ["gemma", "bgp_update", "mrt"], "en",
     """<start_of_turn>user
Explain this UPDATE in two sentences.

TIME: 09/11/26 03:24:47
TYPE: BGP4MP/MESSAGE/Update
FROM: 80.249.208.1 AS64510
TO: 80.249.208.254 AS12654
WITHDRAW
  198.51.100.0/24<end_of_turn>
<start_of_turn>model
"""),
    ("peering-mail-forwarded", ["email_headers", "forwarded", "message_id"], "en",
     """---------- Forwarded message ---------
From: Ines Moreau <peering@quillon.example>
Date: Thu, 10 Sep 2026 09:41:12 +0200
Message-ID: <b7e1c0d4-22aa-4f7b-9c1e-5a0d6f3e8b21@quillon.example>
Subject: Re: Peering request AS64510 <> AS64496
To: peering@halden.example

Sessions configured on our side at DE-CIX Frankfurt. Please confirm yours; we see them in Active.

Is she waiting on us, and what should I check on our routers?"""),
    ("roa-csv-quoted", ["csv", "quoted", "validity_dates"], "en",
     """Our RPKI export, quoted from the RIR portal:

> URI,ASN,IP Prefix,Max Length,Not Before,Not After
> rsync://rpki.example.net/repo/a1/0.roa,AS64505,203.0.113.0/22,22,2026-03-01 00:00:00,2027-03-01 00:00:00
> rsync://rpki.example.net/repo/a1/1.roa,AS64505,192.0.2.0/24,24,2025-12-10 00:00:00,2026-12-10 00:00:00

Which ROA do I change so that our /24 from 203.0.113.0/22 becomes valid?"""),
    ("snow-ticket-phi3", ["phi3", "trouble_ticket", "sys_id"], "en",
     """<|user|>
Summarise this ticket for the customer in plain English:
Number: INC0088412
sys_id: 9d3f2c41a8b94e10b7c25d6e0f1a2b3c
Opened: 2026-09-10 21:18:44
Short description: Fibre cut Lyon - Grenoble, 96F cable
Work notes (2026-09-11 06:40:02): splicing 60% complete, 48 of 96 fibres restored
State: Work in progress<|end|>
<|assistant|>
"""),
    ("maintnote-ics", ["ics", "maintnote", "dtstamp", "question_above"], "en",
     """Our calendar import rejected this notice. Which field is wrong?

BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Northgate Carrier//Maintenance//EN
METHOD:REQUEST
BEGIN:VEVENT
SUMMARY:Planned maintenance NGC-PM-4471
DTSTART:20260919T230000Z
DTEND:20260920T050000Z
DTSTAMP:20260908T140219Z
UID:ngc-pm-4471@northgate-carrier.example
SEQUENCE:0
X-MAINTNOTE-PROVIDER:northgate-carrier.example
X-MAINTNOTE-ACCOUNT:HALDEN-01
X-MAINTNOTE-MAINTENANCE-ID:NGC-PM-4471
X-MAINTNOTE-OBJECT-ID:NGC-WAV-20417
X-MAINTNOTE-IMPACT:OUTAGE
X-MAINTNOTE-STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR"""),
    ("rfo-both-sides", ["rfo_report", "both_sides", "times_in_record"], "en",
     """Please proofread this RFO before it goes to the customer:

Reason for Outage - INC-88412
Service: NGC-WAV-20417 (10G wave, Lyon - Grenoble)
Outage start: 2026-09-10 21:12 CEST   Service restored: 2026-09-11 09:58 CEST   Duration: 12 h 46 min
Root cause: third-party roadworks damaged the 96F cable near Voreppe. Our crew spliced 96 fibres.
Preventive action: route marker posts added; roadworks operator informed.

Also, is "Duration" right?"""),
    ("npac-log-indented", ["indented", "npac", "sv_ids"], "en",
     """These are the SOA notifications for our port. Did it complete?

    2026-09-11 10:14:02  SV-CREATE  TN 402-555-0143  SVID 118804421  new SP 7291  status PENDING
    2026-09-11 10:14:09  SV-CONFLICT  SVID 118804421  cause 51  by old SP 6214
    2026-09-11 16:02:44  SV-CONFLICT-RESOLVED  SVID 118804421
    2026-09-14 08:00:11  SV-ACTIVATE  SVID 118804421  status ACTIVE"""),
    ("cdr-asn1-above", ["cdr", "asn1_decoded", "question_above"], "en",
     """Why did this call end after 212 seconds, and was it charged?

moCallRecord {
  recordType          moCallRecord (0)
  servedIMSI          234159900410022
  servedMSISDN        447700900123
  calledNumber        441615550180
  recordingEntity     447700009001
  seizureTime         260911154512+0100
  answerTime          260911154518+0100
  releaseTime         260911154850+0100
  callDuration        212
  causeForTerm        normalRelease (0)
  diagnostics         gsm0408Cause: 16
}"""),
    ("ims-cdr-mistral", ["mistral", "cdr", "csv"], "en",
     """[INST] Which of these IMS calls failed, and why?

record_type,sip_call_id,start_time,end_time,cause
SCSCF,a84f02c1-77d2-4e11@ims.skylark.example,2026-09-11T15:45:12Z,2026-09-11T15:45:12Z,486
SCSCF,b1d9e7a0-33c8-4b02@ims.skylark.example,2026-09-11T15:45:18Z,2026-09-11T15:48:50Z,200
SCSCF,c7e2a511-90fd-4a6e@ims.skylark.example,2026-09-11T15:49:02Z,2026-09-11T15:49:33Z,408 [/INST]"""),
    ("sim-order-rag", ["rag_document", "iccid", "activation_dates"], "en",
     """Answer from the document only.

<document source="orders/ORD-IOT-7712.csv">
iccid,imsi,status,activated_at
89441100000044100017,234159900410001,ACTIVE,2026-09-08T10:02:11Z
89441100000044100025,234159900410002,ACTIVE,2026-09-08T10:02:12Z
89441100000044100033,234159900410003,INVENTORY,
</document>

Question: How many of these SIMs are active, and when was the first one activated?
Answer:"""),
    ("ota-report-end", ["ota_report", "question_first", "very_end"], "en",
     """How many SIMs still need the PLMN update, and will we finish before the 30th at this rate?

OTA campaign OTA-2026-031 - daily report for 2026-09-11
Targeted: 142,000   Delivered: 96,412   Confirmed (PoR OK): 91,880   Failed: 2,014
Rate yesterday: 18,900 per hour for 4 hours (window 01:00-05:00 UTC)
Report generated 2026-09-11 06:00 UTC by ota-reporter"""),
    ("status-history-lead-in", ["status_page", "lead_in", "posted_times"], "en",
     """This is what our status page showed yesterday. Did we promise an update we never posted?

Degraded connectivity - Frankfurt POP
Resolved - Traffic is back on both core routers. Sep 11, 2026 - 15:32 UTC
Monitoring - The replacement line card is installed; we are watching the network. Sep 11, 2026 - 15:05 UTC
Identified - A line card failed on one core router; traffic was rerouted. Next update by 12:00 UTC.
Sep 11, 2026 - 09:40 UTC
Investigating - Some customers in Frankfurt see packet loss. Sep 11, 2026 - 09:18 UTC"""),
    ("status-atom-above", ["atom_feed", "updated", "question_above"], "en",
     """Why does our feed reader show this incident as new every hour?

<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Halden Networks status</title>
  <updated>2026-09-11T15:32:07Z</updated>
  <entry>
    <id>tag:status.halden.example,2005:Incident/24417810</id>
    <published>2026-09-11T09:18:44Z</published>
    <updated>2026-09-11T15:32:07Z</updated>
    <title>Degraded connectivity - Frankfurt POP</title>
  </entry>
</feed>"""),
    ("cab-minutes-below", ["minutes", "dates_in_document", "question_below"], "en",
     """Network CAB - minutes, Tuesday 8 September 2026, 14:00-14:50
Present: R. Okafor (chair), M. Lind, S. Patel, J. Reyes
CHG-6120 approved for 2026-09-16 00:00-04:00.
CHG-6127 deferred: rollback step missing; resubmit for 2026-09-22.
CHG-6133 approved on condition that CHG-6120 completes first (same ring NW-1).

Write the three action items with owners from these minutes."""),
    ("change-observation", ["react_observation", "change_record", "tool_output"], "en",
     """Question: Is CHG-6133 still scheduled for tonight?
Thought: I should look up the change record.
Action: change_lookup(id="CHG-6133")
Observation: {"number": "CHG-6133", "state": "Scheduled", "start_date": "2026-09-16 02:00:00",
"end_date": "2026-09-16 06:00:00", "sys_created_on": "2026-09-04 11:27:51", "approval": "approved"}
Thought:"""),
    ("capacity-report-md", ["markdown_table", "report_date", "question_below"], "en",
     """## Backbone capacity report (generated 2026-09-07)
| Link          | Capacity | p95 Aug | p95 Jul | Upgrade ordered |
|---------------|----------|---------|---------|-----------------|
| lon-ams       | 400G     | 231G    | 222G    | no              |
| lon-par       | 200G     | 129G    | 127G    | no              |
| fra transit A | 200G     | 96G     | 90G     | 2026-08-14      |

Which link grew fastest month on month?"""),
    ("dcim-export-fenced", ["csv", "fenced", "install_dates"], "en",
     """Which assets are past their five-year refresh date?

```
asset_tag,model,cabinet,u,installed,warranty_end
AT-118204,Dell R740,LAX3-0118,10,2020-11-20,2025-11-20
AT-118911,Juniper EX4400,LAX3-0118,20,2025-02-14,2030-02-14
AT-117302,APC AP8941,LAX3-0118,0,2019-06-03,2024-06-03
```"""),
    ("netbox-json-below", ["json", "api_response", "last_updated", "question_below"], "en",
     """{"id": 4821, "name": "leaf-dub2-14b", "device_type": {"model": "DCS-7050SX3-48YC8"},
 "rack": {"name": "DUB2-R14"}, "position": 39.0, "status": {"value": "active"},
 "serial": "JPE21440192", "created": "2025-04-02", "last_updated": "2026-09-10T16:41:09.804112Z"}
NetBox returned this. Who do I ask about the change made on the 10th, and where do I find it?"""),
    ("rh-ticket-earlier-turn", ["earlier_turn", "remote_hands_ticket", "worklog"], "en",
     """User: Here is the remote hands ticket from last night.
RH-2026-44181  Cage 2.14, cabinet C07, U22  Power cycle + cable check
22:41 ticket opened by customer portal
23:05 tech D. Ruiz on site, server powered off/on
23:09 server up, DAC cables on switch ports 47 and 48 confirmed, photo attached
23:12 ticket resolved
Assistant: Thanks, the job looks complete.
User: The customer says the server never came back. Does the worklog contradict them?
Assistant:"""),
    ("dock-log-very-head", ["dock_log", "very_head", "tracking_numbers"], "en",
     """Dock receiving log SIN2, 2026-09-11
08:12  1Z4W80V30392718845  UPS  2 pcs  Meridian Asia  RCV-8841  cage hold
09:40  775512390210  FedEx  1 pc  Quillon SG  no notice  held at dock
11:05  JD014600006281934271  DHL  4 pcs  Meridian Asia  RCV-8841 (3 expected)  cage hold
Write the e-mail to Meridian Asia about the extra box."""),
    ("splice-report-quoted", ["quoted", "splice_report", "dates_in_record"], "en",
     """The subcontractor's splice report, quoted:

> Splice report SR-26-0911-04, closure SC-BNE-0442, splicer T. Nguyen, 11/09/2026 14:20-17:05
> Tray 2: fibres 13-24 spliced, loss 0.02-0.06 dB (fusion), fibre 17 parked
> Tray 3: not used

Does this match the plan, which said fibre 17 should be spliced to D-119 fibre 5?"""),
    ("one-call-lead-in", ["one_call_ticket", "lead_in", "legal_dates"], "en",
     """We got this ticket confirmation this morning:

PA ONE CALL SYSTEM - TICKET 20262511488
Type: ROUTINE  Received: 09/11/2026 07:02  Legal start: 09/14/2026 07:00  Expires: 10/06/2026
Excavator: Brandywine Fiber LLC  Work: directional bore, fibre optic cable, 40 m
Members notified: PECO GAS, AQUA PA, VERIZON PA, COMCAST

Can we start on Monday morning if Verizon has not responded by then?"""),
    ("optical-pm-above", ["optical_pm", "15_min_bins", "question_above"], "en",
     """Did the span degrade gradually or all at once?

Shelf 1 slot 3 port 1 (OTU4)  OPR (dBm)  OSNR (dB)  Pre-FEC BER   Interval end
                               -11.2      21.4       1.1E-06       2026-09-11 21:00
                               -11.3      21.3       1.2E-06       2026-09-11 21:15
                               -17.9      14.8       3.9E-03       2026-09-11 21:30
                               -18.0      14.6       4.1E-03       2026-09-11 21:45"""),
    ("traceroute-fenced", ["fenced", "traceroute", "ip_addresses"], "en",
     """Customer pasted this from their office. Where does the path leave our network?

```
traceroute to 203.0.113.77 (203.0.113.77), 30 hops max, 60 byte packets
 1  10.60.0.1  0.412 ms  0.388 ms  0.401 ms
 2  sin-agg-2.straits.example (100.64.8.2)  1.104 ms  1.150 ms  1.198 ms
 3  sin-pe-1.straits.example (100.64.0.9)  1.902 ms  1.877 ms  1.960 ms
 4  198.51.100.9  31.811 ms * 32.040 ms
 5  203.0.113.77  33.012 ms  33.190 ms  32.996 ms
```"""),
    ("dig-below", ["dig_output", "when_line", "question_below"], "en",
     """; <<>> DiG 9.18.28 <<>> @ns1.halden.example status.halden.example A
;; ->>HEADER<<- opcode: QUERY, status: NOERROR, id: 48213
;; flags: qr aa rd; QUERY: 1, ANSWER: 1, AUTHORITY: 0, ADDITIONAL: 1

;; ANSWER SECTION:
status.halden.example.  300  IN  A  192.0.2.80

;; Query time: 2 msec
;; SERVER: 192.0.2.53#53(ns1.halden.example) (UDP)
;; WHEN: Fri Sep 11 10:12:44 UTC 2026
;; MSG SIZE  rcvd: 67
Why do customers still get the old status page IP when our record is correct?"""),
    ("rdap-above", ["rdap", "json", "events", "question_above"], "en",
     """Who do I contact about abuse from this range, and when was it last changed?

{"objectClassName": "ip network", "handle": "NET-198-51-100-0-1", "startAddress": "198.51.100.0",
 "endAddress": "198.51.100.255", "name": "QUILLON-HOSTING",
 "events": [{"eventAction": "registration", "eventDate": "2019-04-11T13:20:07-04:00"},
            {"eventAction": "last changed", "eventDate": "2026-09-09T08:01:33-04:00"}],
 "entities": [{"handle": "QHA-ARIN", "roles": ["abuse"], "vcardArray": ["vcard", [["email", {}, "text", "abuse@quillon.example"]]]}]}"""),
    ("curl-status-api", ["pasted_http", "date_header", "request_id_in_record"], "en",
     """Our status widget shows "unknown". This is what the API returns. Is it our side?

$ curl -si https://status.halden.example/api/v2/summary.json
HTTP/2 503
date: Fri, 11 Sep 2026 09:21:40 GMT
content-type: application/json
x-request-id: 5d2f8e1a-0b47-4c93-a6e2-1f9d7c3b8a05
retry-after: 30

{"error": "upstream unavailable"}"""),
    ("slack-thread-below", ["chat_export", "times_in_record", "question_below"], "en",
     """[02:14] ines.moreau: chi-core-1 et-0/0/5 just went down, LOS
[02:15] d.ruiz: BGP to AS64510 dropped too
[02:21] ines.moreau: optics show -40 dBm rx, opening ticket with the dark fibre provider
[02:55] d.ruiz: back up, provider says a patch panel was disturbed in their POP
Write the two-line incident summary from this thread for the morning report."""),
    ("prometheus-result", ["json", "epoch_values", "query_result", "question_below"], "en",
     """{"status": "success", "data": {"resultType": "vector", "result": [
 {"metric": {"instance": "fra-pe-01", "ifName": "xe-0/0/1"}, "value": [1789141800.000, "0.934"]},
 {"metric": {"instance": "fra-pe-01", "ifName": "xe-0/0/2"}, "value": [1789141800.000, "0.412"]}]}}
This is the utilisation query I ran. Which interface is above our 90% alert threshold?"""),
    ("ran-kpi-above", ["kpi_export", "cell_ids", "question_above"], "en",
     """Which cell's drop rate got worse after the parameter change on the 9th?

Date,Site,Cell,ERAB drop rate %,RRC setup success %
2026-09-08,MAN0412,MAN0412A,0.31,99.6
2026-09-08,MAN0412,MAN0412B,0.28,99.7
2026-09-10,MAN0412,MAN0412A,0.33,99.5
2026-09-10,MAN0412,MAN0412B,1.12,98.2"""),
    ("complaint-mail-sent", ["email", "sent_header", "lead_in"], "en",
     """A customer wrote to the NOC mailbox. Draft a reply that apologises and explains the outage.

From: Marta Ruiz <m.ruiz@lumenprint.example>
Sent: Friday, September 11, 2026 10:03 AM
To: noc@halden.example
Subject: Third outage this month

Our office lost internet from 09:12 to 09:15 again today. That is the third time since 1 September. We
need an explanation and a credit."""),
    ("averia-es", ["ticket", "dates_in_record", "question_below"], "es",
     """Incidencia AV-2026-77120
Fecha de apertura: 11/09/2026 08:47
Cliente: Panadería La Espiga (fibra 600 Mb)
Síntoma: cortes de 2-3 minutos varias veces al día desde el 7 de septiembre
Última actuación: cambio de ONT el 10/09/2026 a las 17:30

¿Qué deberíamos revisar ahora, si ya cambiamos la ONT?"""),
    ("relatorio-falha-pt", ["rfo_report", "question_above"], "pt",
     """Esse relatório de falha está claro para o cliente? O que você mudaria?

Relatório de falha RF-2026-0912
Início: 09/09/2026 13:02   Normalização: 09/09/2026 14:05
Causa: perda da alimentação B no POP Campinas-2 e esgotamento da bateria do nobreak.
Ação preventiva: teste mensal das baterias e alarme de autonomia abaixo de 30 minutos."""),
    ("avis-maintenance-fr", ["maintenance_notice", "email", "lead_in"], "fr",
     """Voici l'avis reçu de notre fournisseur. Quels circuits sont touchés et pendant combien de temps ?

De : exploitation@fibresud.example
Date : mar. 8 sept. 2026 16:02
Objet : Avis de travaux programmés TP-2026-0441

Référence : TP-2026-0441. Fenêtre : du 19/09/2026 23h00 au 20/09/2026 05h00 (heure de Paris).
Circuits concernés : FS-LYO-GRE-0417, FS-LYO-GRE-0419. Coupure attendue : 2 x 30 minutes."""),
    ("stoerung-de", ["email", "gesendet", "question_below"], "de",
     """Von: Leitstelle Nord <leitstelle@stadtwerke-netz.example>
Gesendet: Freitag, 11. September 2026 06:12
An: noc@rheinwelle.example
Betreff: Störung Glasfasertrasse B 75

Bei Tiefbauarbeiten an der B 75 wurde um 05:40 Uhr ein Kabelschutzrohr beschädigt. Betroffen ist
vermutlich Ihr Trassenabschnitt Lübeck - Bad Schwartau.

Welche unserer Dienste laufen über diesen Abschnitt, und wen rufe ich an?"""),
    ("verbale-cab-it", ["minutes", "dates_in_document", "question_above"], "it",
     """Puoi riassumere le decisioni di questo verbale in tre punti?

Verbale CAB n. 37 - Data: 08/09/2026, ore 15:00
Presenti: G. Bruno, L. Ferri, A. Conti
CHG-3318 (aggiornamento router di core Milano) approvato per il 16/09/2026 01:00-04:00.
CHG-3321 rinviato: manca il piano di rientro."""),
    ("driftstorning-sv", ["sms_history", "question_below"], "sv",
     """Driftstörning: Fiber i Västerby påverkas sedan 11/9 kl. 06:20. Tekniker på plats. /Norrnät
Uppdatering 11/9 kl. 09:05: Felet åtgärdat, alla tjänster fungerar igen. /Norrnät

Kunden fick dessa SMS. Hur lång var störningen?"""),
    ("nummerflytning-da", ["port_request", "submitted", "question_above"], "da",
     """Mangler der noget i denne anmodning om nummerflytning?

Anmodning NF-2026-3318
Nummer: 20 55 01 47
Indsendt: 10.09.2026 kl. 14:22
Nuværende selskab: Selskab X   Kundenummer: 4410287
Ønsket flyttedato: 18.09.2026"""),
    ("mikrotik-log-ru", ["router_log", "question_below"], "ru",
     """sep/11 02:14:55 system,error,critical login failure for user admin from 10.0.0.5 via ssh
sep/11 02:14:58 system,error,critical login failure for user admin from 10.0.0.5 via ssh
sep/11 02:15:02 system,info,account user admin logged in from 10.0.0.5 via ssh

Это лог нашего MikroTik. Это подбор пароля или кто-то из своих ошибся?"""),
    ("akt-uk", ["work_act", "dates_in_document", "question_above"], "uk",
     """Чи все заповнено в цьому акті?

АКТ виконаних робіт № 26-0911
Дата: 11.09.2026
Об'єкт: муфта МЗ-118, вул. Зелена, 14, м. Львів
Роботи: зварювання 48 волокон, втрати 0,03-0,07 дБ, з 09:20 до 13:45
Виконавець: бригада № 4 (О. Ткаченко)"""),
    ("bakim-tr", ["maintenance_notice", "tarih", "question_below"], "tr",
     """Konu: Planlı bakım çalışması
Tarih: 9 Eylül 2026 Çarşamba 11:30
Bakım penceresi: 19.09.2026 01:00 - 04:00
Etkilenen devreler: IST-ANK-10G-3, IST-ANK-10G-4

Bu bakım bizim CHG-4471 değişikliğimizle çakışıyor mu? Bizim pencere 19.09.2026 03:00 - 05:00."""),
    ("balagh-ar", ["trouble_ticket", "arabic_indic_digits", "question_below"], "ar",
     """بلاغ عطل رقم ٢٠٢٦٠٩١١٠٤
تاريخ الفتح: ١١/٠٩/٢٠٢٦ الساعة ٠٤:١٢
الموقع: برج الرياض - حي النخيل
الوصف: انقطاع الألياف بين البرج ومحطة التجميع

ما الخطوة التالية بعد وصول فريق الصيانة؟"""),
    ("sms-he", ["sms_history", "question_above"], "he",
     """כמה זמן נמשכה התקלה לפי ההודעות האלה?

11/09/2026 06:20 - תקלה בשירות האינטרנט באזור חיפה. הצוותים עובדים על התיקון.
11/09/2026 09:05 - התקלה תוקנה. השירות חזר לפעול כרגיל."""),
    ("tower-visit-hi", ["site_visit_report", "devanagari_digits", "question_below"], "hi",
     """साइट विज़िट रिपोर्ट - टावर JPR-0412
दिनांक: ११/०९/२०२६, समय: १०:४० से १३:१५
कार्य: बैटरी बैंक बदला गया, डीजी का परीक्षण 20 मिनट

क्या यह रिपोर्ट पूरी है? इसमें क्या जोड़ना चाहिए?"""),
    ("gejie-zh", ["cutover_plan", "time_window", "question_above"], "zh-Hans",
     """这个割接方案的回退步骤够吗？

割接方案 GJ-2026-0916
时间窗口：2026-09-16 00:00 至 04:00
步骤：1. 备份配置；2. 倒换业务至备用路由；3. 更换线卡；4. 恢复业务；5. 验证。
负责人：王工"""),
    ("kouji-ja", ["notice", "dates_in_document", "question_below"], "ja",
     """【工事のお知らせ】
日時：2026年9月19日（土）1:00〜4:00
対象：札幌市北区の一部地域の光回線サービス
内容：設備更改工事のため、最大30分程度の断が2回発生します。

この案内を、高齢のお客様にも分かるようにやさしく書き直してください。"""),
    ("jangae-ko", ["incident_report", "dates_in_document", "question_above"], "ko",
     """이 장애 보고서를 고객용으로 세 문장으로 요약해 주세요.

장애 보고서 INC-2026-0911
발생 시각: 2026-09-11 04:12
복구 시각: 2026-09-11 07:38
원인: 중계국 정류기 고장으로 인한 전원 차단
영향: 부산 해운대구 광인터넷 약 1,200회선"""),
    ("gangguan-id", ["incident_report", "question_below"], "id",
     """Laporan gangguan LG-2026-0911
Waktu mulai: 11-09-2026 04:12 WIB
Waktu pulih: 11-09-2026 07:38 WIB
Penyebab: kabel serat optik putus akibat galian PDAM di Jl. Sudirman

Tolong buatkan permohonan maaf singkat untuk pelanggan yang terdampak."""),
    ("szamhordozas-hu", ["port_request", "beadva", "question_below"], "hu",
     """Számhordozási igény SZH-2026-5512
Telefonszám: +36 30 555 0147
Beadva: 2026.09.10. 14:22
Átadó szolgáltató: X Szolgáltató   Ügyfélszám: 4410287

Miért utasíthatta el az átadó szolgáltató, ha minden adat helyes?"""),
    ("gedimas-lt", ["incident_report", "question_above"], "lt",
     """Ar šiame pranešime pakanka informacijos klientui?

Gedimo pranešimas Nr. G-2026-118
Pradžia: 2026-09-11 06:20
Pabaiga: 2026-09-11 09:05
Priežastis: nutrūkęs optinis kabelis tarp Kauno ir Vilniaus"""),
    ("tsereva-ka", ["maintenance_notice", "question_below"], "ka",
     """გეგმიური სამუშაოები
თარიღი: 19 სექტემბერი 2026, 01:00 - 04:00
ზონა: თბილისი, ვაკე-საბურთალო
გავლენა: ინტერნეტის შეფერხება 30 წუთამდე

გადაწერე ეს შეტყობინება უფრო მოკლედ, SMS-ისთვის."""),
    ("outage-sms-ur", ["sms_history", "question_below"], "ur",
     """11/09/2026 صبح 06:20 - کراچی کے کچھ علاقوں میں انٹرنیٹ سروس متاثر ہے۔ ٹیم کام کر رہی ہے۔
11/09/2026 صبح 09:05 - سروس بحال کر دی گئی ہے۔

ان پیغامات کے مطابق خرابی کتنی دیر رہی؟"""),
    ("zapisnik-hr", ["visit_log", "dates_in_document", "question_above"], "hr",
     """Je li ovaj zapisnik o posjetu podatkovnom centru potpun?

Zapisnik o posjetu ZG2-2026-0911
Datum: 11.09.2026.
Ulaz: 09:12, izlaz: 11:40
Posjetitelj: I. Horvat (Meridian d.o.o.), pratnja: tehničar M. Kovač
Kavez 1.07, ormar B03: zamjena napajanja 2"""),
    ("hooldus-et", ["maintenance_notice", "question_below"], "et",
     """Planeeritud hooldustööd HT-2026-0412
Aeg: 19.09.2026 kell 01.00-04.00
Mõjutatud teenused: Tallinn - Tartu 10G ühendused BALT-TLL-TRT-03 ja -04
Eeldatav katkestus: kuni 2 x 20 minutit

Kas see kattub meie muudatusega CHG-5512, mis on samal ööl kell 03.30-05.00?"""),
    ("ix-mail-nl", ["email", "verzonden", "question_above"], "nl",
     """Wat vraagt de exchange hier precies van ons?

Van: NOC Lowlands IX <noc@lowlands-ix.example>
Verzonden: donderdag 10 september 2026 16:12
Onderwerp: BGP-sessie route server rs2 AS64496

Uw sessie met rs2 stuurt sinds 09-09-2026 14:02 meer dan 1.000 prefixen. Verlaag dit naar het
afgesproken maximum van 500 of vraag een hogere limiet aan."""),
    ("cdr-cs", ["cdr", "csv", "question_below"], "cs",
     """id_hovoru,zacatek,delka_s,volajici,volany,priciny
CZ-88120,11.09.2026 14:02:11,0,420601555014,420777555120,17
CZ-88121,11.09.2026 14:02:40,182,420601555014,420777555120,16

Proč první hovor skončil s příčinou 17 a druhý prošel?"""),
    ("bilun-is", ["outage_notice", "question_below"], "is",
     """Tilkynning: Ljósleiðari slitnaði við Hveragerði 11. september 2026 kl. 06:20. Viðgerð lauk kl. 09:05.
Þjónusta á Suðurlandi var óstöðug á þeim tíma.

Skrifaðu stutta afsökunarbeiðni til viðskiptavina út frá þessari tilkynningu."""),
    ("sim-order-uz", ["sim_order", "question_above"], "uz",
     """Bu buyurtmada nima yetishmayapti?

SIM kartalar buyurtmasi № SK-2026-0911
Sana: 11.09.2026
Miqdori: 2 000 dona, turi: eSIM profil
ICCID oralig'i: 8999812000000411001 - 8999812000000413000"""),
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
     """Prompt: noc-copilot
Prompt revision: 2026-08-03
Runbook set: NET runbooks, effective 2026-07-01

You are the NOC copilot of Halden Networks. Answer from the runbooks only and name the runbook you used.

Engineer: What is the first step when a core router loses a line card?
Assistant:"""),
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain internet routing to journalists in plain language.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is a BGP hijack, and how does RPKI help against it?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("api-version-header", ["stable_header", "api_version"], "en",
     """X-Api-Version: 2025-09-01
X-Client: status-widget/3.2.0
Accept: application/json

You turn questions from the support team into calls to the status page API. Output only the method and
path.

Support: list the incidents still open for the Frankfurt component
Call:"""),
    ("chatml-cutoff-policy", ["chatml", "knowledge_cutoff", "policy_revision"], "en",
     """<|im_start|>system
You are the peering desk assistant of Halden Networks. Knowledge cutoff: 2024-10. Peering policy v4
(published 2026-02-01). Transit price list valid from 2026-07-01.<|im_end|>
<|im_start|>user
Do you require a minimum traffic level for private peering?<|im_end|>
<|im_start|>assistant
"""),
    ("noc-hours-phone", ["opening_hours", "phone"], "en",
     """You are the customer line assistant of Vireo Networks. NOC: 24/7 on +33 4 72 55 01 47 or
noc@vireo.example. Account managers: Mon-Fri 09:00-18:00 CET. Escalation after 2 hours without update.

Customer: Who do I call at 3 in the morning if my wave is down?
Assistant:"""),
    ("transit-prices", ["price", "table"], "en",
     """Which option is cheapest for 30 Gb/s at the 95th percentile?

| Offer         | Commit  | Per Mb/s | Burst per Mb/s |
|---------------|---------|----------|----------------|
| Transit-A     | 20 Gb/s | USD 0.21 | USD 0.35       |
| Transit-A     | 40 Gb/s | USD 0.17 | USD 0.30       |
| Transit-B     | 30 Gb/s | USD 0.19 | USD 0.28       |"""),
    ("stable-network-header", ["stable_header", "asn", "router_id"], "en",
     """ASN: 64496
Router: fra-pe-01 (IOS XR 7.11.2)
Router ID: 10.20.255.1
Loopback0: 2001:db8:20::1/128

You write IOS XR configuration snippets for this router. Output only configuration, no explanation.

Engineer: add a neighbor 80.81.192.44 in AS 64510 with max-prefix 1500
Config:"""),
    ("iccid-asked", ["iccid", "id_in_question"], "en",
     """My SIM card says 8944 1100 0000 4410 0017 on the back. Is that my phone number, and what do the first
digits mean?"""),
    ("imsi-asked", ["imsi", "id_in_question"], "en",
     """Our IoT platform shows IMSI 234159900410022 attaching in Germany. Which network issued this IMSI, and
why would it be roaming?"""),
    ("epoch-asked", ["epoch", "id_in_question"], "en",
     """The route collector says the withdrawal happened at 1789097087 and the new announcement at
1789097090. Convert both to UTC and tell me how long the prefix was unreachable."""),
    ("error-ref-asked", ["uuid", "id_in_question", "error_page"], "en",
     """The status page showed "Something went wrong (ref 0b3d7c2e-4f19-4a86-9d51-e2a8c6b07f13)" when I tried to
subscribe to updates. What should I send to support so they can find it?"""),
    ("traceparent-asked", ["traceparent", "id_in_question"], "en",
     """Our ticketing system logged this header on a failed call to the DCIM API. Which part is the trace id
and which part is the span?

traceparent: 00-2f6c1b8e9a0d4e7f8c3b5a1d9e2f4c6a-7b1e3c5d9f2a4b6c-01"""),
    ("jwt-asked", ["jwt", "id_in_question"], "en",
     """Is this portal token expired as of 15 September 2026, and which customer does it belong to?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjdXN0LTA0MTciLCJpYXQiOjE3ODkxMDAwMDAsImV4cCI6MTc4OTEwMzYwMH0.Qm9ndXNTaWduYXR1cmVGb3JUZXN0c19ub3RfcmVhbA"""),
    ("unrendered-template", ["template_placeholder", "unrendered"], "en",
     """Current time: {{now}}
Request: {{request_id}}

You are the NOC shift assistant. Summarise open incidents in priority order.

Engineer: What is still open from the night shift?
Assistant:"""),
    ("go-template", ["template_placeholder", "go_template", "code"], "en",
     """Why does our maintenance e-mail show the template text instead of a date?

Subject: Planned maintenance {{ .MaintenanceID }}
Generated: {{ .Now.Format "2006-01-02 15:04 MST" }}
Window: {{ .Start.Format "02 Jan 15:04" }} - {{ .End.Format "15:04 MST" }}"""),
    ("few-shot-windows", ["few_shot", "example_date"], "en",
     """Convert maintenance windows to UTC ISO 8601 intervals.

Example: "19/09/2026 23:00-05:00 BST" -> 2026-09-19T22:00:00Z/2026-09-20T04:00:00Z
Example: "Sat 26 Sep 01:00-04:00 CEST" -> 2026-09-25T23:00:00Z/2026-09-26T02:00:00Z

Input: "03/10/2026 22:00-02:00 BST"
Output:"""),
    ("iso-week-plan", ["iso_week", "dates_in_question"], "en",
     """Our fibre build plan is in ISO weeks. The Ashland route is planned for 2026-W41 to 2026-W44. Which
calendar dates is that, and does it overlap the change freeze from 23 November?"""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 02:40 here at the POP and the carrier said their engineer would arrive at 03:30. My change window
closes at 04:00. Should I roll back now or wait?"""),
    ("relative-times", ["relative_time"], "en",
     """The alarm cleared 5 minutes ago, the BGP session came back about 2 minutes after that, and the
customer says they still have loss since an hour ago. Could the customer's issue be unrelated?"""),
    ("maintenance-window-header", ["stable_header", "maintenance_window"], "en",
     """Site: MAN-2
Standard maintenance window: Sundays 01:00-05:00 UTC
Escalation: duty manager after 30 minutes

You help field engineers plan work at this site. Warn if planned work falls outside the standard window.

Engineer: Can I swap the rectifier module on Saturday at 23:00?
Assistant:"""),
    ("front-matter-stable", ["front_matter", "stable_values"], "en",
     """---
pop: LYO-1
asn: 64496
circuit: NGC-WAV-20417
carrier: Northgate
---
Explain to a new NOC engineer what a 10G wave service is and what "protected" would mean for it."""),
    ("xml-attrs-stable", ["xml_attr", "stable_values"], "en",
     """<pop code="FRA3" commissioned="2019-06-12" tz="Europe/Berlin" racks="240"/>
You answer questions about the FRA3 point of presence for the sales team.

Sales: Can a customer get a 100G cross-connect to DE-CIX from FRA3?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: rfo-v5, revised 2025-11-20 -->
Write the first sentence of a reason-for-outage letter. Calm and factual.

Service: 10G wave Lyon - Grenoble. Cause: third-party roadworks."""),
    ("footer-sla", ["footer", "terms_revision"], "en",
     """Turn our SLA clause into three plain-English bullet points.

Availability: 99.95% per calendar month, excluding planned maintenance notified 10 days in advance.
Credit: 5% of the monthly fee for each 0.1% below target, capped at 50%.

--
Halden Networks - Service Level Agreement v3.1 (2026-01) - Company no. 08812045"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Review this system prompt from our staging NOC bot. Should the time and session lines be sent to the
model at all?

You are Beacon, the NOC assistant.
Current time: 2026-09-01T09:00:00Z
Session: 01K4ZQ3M5N7P9R1S2T4V6W8X0Y
Always name the runbook you used."""),
    ("firmware-hash", ["sha256", "file_hash"], "en",
     """Does the image on the router match the vendor's checksum?

Vendor: xrv9k-fullk9-x-7.11.2.iso  SHA256 3f1c9a7e5b2d4c8f0e6a1b3d5c7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e
Router: harddisk:/xrv9k-fullk9-x-7.11.2.iso  SHA256 3f1c9a7e5b2d4c8f0e6a1b3d5c7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0f"""),
    ("release-date-asked", ["version", "release_date"], "en",
     """We run IOS XR 7.11.2 (released 2025-02-18) and Junos 23.4R2-S2 (released 2025-06-05). Which one is
closer to end of engineering support, assuming 36 months from release?"""),
    ("stable-circuit-header", ["stable_header", "circuit_id", "loa"], "en",
     """Customer: Meridian Financial (CUST-0417)
Circuit: XC-FRA3-118420 (SMF, LC/UPC)
LOA: LOA-FRA3-2026-0882, valid until 2026-12-31

You answer the customer's questions about this cross-connect only.

Customer: Can you move the Z side to a different carrier panel without a new order?
Assistant:"""),
    ("phone-range", ["phone", "number_range"], "en",
     """We are porting 0161 555 0180 to 0161 555 0199 and also 0161 555 0200. How many numbers is that, and
can the last one go in the same order if it is on a different account?"""),
    ("sla-arithmetic", ["arithmetic", "sla"], "en",
     """September has 30 days. With a 99.95% availability target, how many minutes of outage are allowed, and
did we breach it with outages of 12 minutes on the 3rd and 19 minutes on the 11th?"""),
    ("stand-de", ["document_revision", "stand"], "de",
     """Häufige Fragen zur Rufnummernmitnahme - Rheinwelle Telekom
Stand: August 2026

Die Mitnahme ist frühestens zum Vertragsende möglich, bei vorzeitiger Mitnahme fällt eine Gebühr an.

Frage: Kann ich meine Nummer mitnehmen, obwohl mein Vertrag noch drei Monate läuft?"""),
    ("kaitei-ja", ["policy_revision"], "ja",
     """あなたは「北斗ネットワーク」のサポート窓口です。以下の約款に基づいて答えてください。
約款改定日：2026年4月1日
計画停止の事前通知：10日前まで

お客様：工事で回線が止まるときは、何日前に連絡がありますか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Fecha: {{fecha_actual}}
Sesión: {{id_sesion}}

Eres el asistente del centro de operaciones de Red Altiplano. Responde en español.

Ingeniero: ¿Cuál es el procedimiento si se cae el enlace Puebla - Tlaxcala?"""),
    ("horaires-fr", ["opening_hours", "phone"], "fr",
     """Vous êtes l'assistant clients de Fibre Sud. Supervision joignable 24 h/24 au 04 91 55 01 20 ; service
commercial du lundi au vendredi, 9 h-18 h.

Client : Mon lien est coupé depuis 22 h 30, qui dois-je appeler ?"""),
    ("prices-ko", ["prices", "table"], "ko",
     """월 전송 비용이 가장 낮은 옵션은 무엇인가요? 95퍼센타일 사용량은 35 Gbps입니다.

옵션  | 약정      | Mbps당 단가
A     | 30 Gbps   | 1,900원
B     | 40 Gbps   | 1,650원"""),
    ("version-zh", ["version", "release_date"], "zh-Hans",
     """光猫固件从 V3.2.1（2026-07-15 发布）升级到 V3.3.0 之后，IPv6 一直获取不到地址。型号：HG8245。这是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """A internet caiu há uns vinte minutos e voltou faz cinco. Isso acontece quase toda noite. Vale a pena abrir chamado?"""),
    ("dates-question-el", ["dates_in_prose"], "el",
     """Η συντήρηση είναι στις 19 Σεπτεμβρίου από 01:00 έως 04:00 και η δική μας αλλαγή στις 19 Σεπτεμβρίου από 03:00.
Συμπίπτουν;"""),
    ("hours-phone-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد خدمة العملاء في «نور للاتصالات». مركز الشبكة يعمل على مدار الساعة: ٨٠٠١٢٣٤٥٦٧
المبيعات: من الأحد إلى الخميس، ٩ صباحًا - ٥ مساءً.

العميل: الإنترنت مقطوع منذ الليلة الماضية، بمن أتصل؟"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Kolokasyon faturası için ödeme bilgisi doğru mu? IBAN: TR33 0006 1005 1978 6457 8413 26, alıcı Boğaziçi
Veri Merkezi A.Ş., tutar 48.500 TL, açıklama FTR-2026-0911."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Prace na trasie światłowodowej Kraków - Tarnów planujemy w tygodniu 2026-W42. Jakie to dni i czy
wypada w nim jakieś święto?"""),
    ("customer-header-th", ["stable_header", "customer_id", "customer_since"], "th",
     """หมายเลขลูกค้า: CUST-TH-0417
บริการ: อินเทอร์เน็ตองค์กร 1 Gbps
ลูกค้าตั้งแต่: 3 มิถุนายน 2564

คุณเป็นผู้ช่วยฝ่ายบริการลูกค้าองค์กร ตอบเป็นภาษาไทย

ลูกค้า: ถ้าจะเพิ่มความเร็วเป็น 2 Gbps ต้องทำอย่างไรคะ"""),
    ("stable-header-ru", ["stable_header", "tenant", "time_zone"], "ru",
     """Оператор: «Урал Оптика»
Код ЦУС: NOC-EKB-1
Часовой пояс: Asia/Yekaterinburg

Ты помощник дежурного инженера ЦУС. Отвечай по-русски.

Инженер: Как правильно оформить плановые работы на магистрали Екатеринбург - Челябинск?"""),
    ("noc-phone-az", ["opening_hours", "phone"], "az",
     """Siz «Xəzər Net» şirkətinin müştəri köməkçisisiniz. Şəbəkə idarəetmə mərkəzi 24/7: +994 12 555 01 47.
Satış şöbəsi: bazar ertəsi - cümə, 09:00-18:00.

Müştəri: Gecə saat 3-də internet kəsildi, kimə zəng edim?"""),
    ("relative-cy", ["relative_time"], "cy",
     """Aeth y cysylltiad i lawr tua hanner awr yn ôl a daeth yn ôl bum munud yn ôl. Ydy hi'n werth agor tocyn?"""),
    ("dates-question-am", ["dates_in_prose"], "am",
     """የጥገና ሥራው መስከረም 9 ከሌሊቱ 7 ሰዓት እስከ 10 ሰዓት ነው። የእኛ ለውጥ ደግሞ በዚያው ሌሊት ከ9 ሰዓት ይጀምራል። ይጋጫሉ?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly assistant that explains home broadband to non-technical people. Short answers.

User: What is the difference between Wi-Fi and internet?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You explain how the internet works to school students aged 12-14. Use analogies and no jargon.

Student: How does an e-mail get from my computer to my friend's in another country?
Assistant:"""),
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
    return make_holdout.assemble("hold123", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
