"""Build `prompt_normalizer/corpus/holdout97.jsonl`, a ninety-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout97.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (mining, quarry,
blast, haul, tailings, assay, dispatch, seismograph, underground) and the passages around the hits,
with the mining passages of `make_holdout13.py` and `make_holdout28.py` and the docstring of
`make_holdout96.py` read in full; of `make_holdout24.py` also its import block and its last 150 lines,
for the structure of a generator; and `pyproject.toml` for ruff's settings. Nothing under
`prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the docs and bench folders
or the git history; `make_holdout98.py` to `make_holdout104.py`, written at the same time, were not
read. The corpus was checked only against the machinery of `make_holdout.py` (every `expected` is what
`expected_of` computes, every span is found in its input, spans are single lines, inputs are unique,
the build is deterministic).

The domain is mining and quarry operations: haul fleet dispatch, blast logs and vibration monitoring,
shift safety inspections, assay lab results, equipment telematics and maintenance, tailings and
environmental monitoring, and contractor permits. The earlier docstrings name two neighbours:
make_holdout13 (a blast-design assistant, underground gas readings, blast records and shot logs,
explosives magazines, haul-truck dispatch events and cycle exports in Chilean Spanish, tailings
piezometers, seismic event logs, inspection notices, shift handovers, inductions, a colliery deputy,
an assay lab, a mine bus, a quarry scale) and make_holdout28 (underground personnel tracking,
ventilation on demand, slope radar alarm relays, grade control, a crusher PLC's `DT#` clock, shaft
winder trips, a quarry order desk, an environmental licence question; and as negatives concentrator
handovers, ventilation surveys, winder logs, pull tests, assay certificates, alarm JSON, regulator
letters, quarry invoices and crusher alarm histories). The scenarios here were written around them:
no blast design, gas, magazine, piezometer, personnel tracking, ventilation, slope radar, winder,
induction or weighbridge scenario appears; dispatch is seen from a copilot's queue board, autonomous
haulage stops, payload reconciliation, tyre rotation, fuel bowser routes and a radio relay, never as
cycle exports in Spanish; vibration is seen from seismograph printouts, monitor webhooks, portal pulls
and neighbour notices rather than shot logs; assays from a QAQC desk (CRMs, duplicates, blanks), not
from certificates; tailings from beach and freeboard snapshots, seepage weirs and pond summaries. The
sources are:

* haul fleet dispatch: a ChatML dispatch copilot (`Current shift clock:`, UUIDv7 `Dispatch session:`)
  over a pasted queue table, an autonomous haulage pretty JSON `meta` (`request_id` ULID,
  `generated_at`) over a stop record whose own UUIDv7 `id` and `created_at` stay, payload
  reconciliation front matter (`pulled_at` epoch ms, `query:`) over a weighbridge CSV, a ReAct unit-hours
  tool observation (`call_id`, `fetched_at`), a CLF-stamped radio relay, a Slack `app_mention` event
  (`event_id`, `event_time`, message `ts`), a Mistral `[INST]` with a Go RFC3339Nano `Now:`, a bare
  ULID as the first line, a fuel route footer (GNU `date` `Generated:`, hex `Job:`);
* blast logs and vibration: a monitor webhook received for the request (`X-Vibra-Delivery` UUIDv7,
  `-Timestamp` epoch, `-Signature`; the event with its `event_time` stays), "Readings pulled from the
  monitoring portal at <time> for this request:", a neighbour notice dated by the letter tool, the
  current ISO planning week beside a carried-over week that stays, Russian `Текущее время:` and `ID
  сессии:` over a pasted seismic station log, Polish `Znacznik czasu żądania:` (Log4j) and
  `Identyfikator zapytania:`, an airblast query's XML attributes (`qid`, `asked`), Kazakh `Қазіргі
  уақыт:`;
* shift safety inspections: a Llama 3 `Today Date` (the cutting knowledge date stays), a tablet's XML
  attributes (Windows `device_time`, base62 `session`), a markdown desk context table (KSUID session,
  RFC 2822 `Opened`), Japanese `現在時刻：` and `セッションID：`, a parenthesised `(sent <time>)` on the
  user's message, Indonesian `Waktu permintaan:` and `ID sesi:`, a made-up `Wallclock` epoch at the head;
* assay lab results: a bracketed `[ctx req=... ts=...]` line over CRM results, a ULID `Request-Id` beside
  the LIMS job ULID the user asks about, Chinese `当前时间：` and `追踪ID：` (traceparent), "Lab results
  (lookup <KSUID>) retrieved at <ctime> for this request:", Hindi `अनुरोध समय:` in Devanagari digits,
  gRPC metadata with an epoch in ns and a correlation id;
* equipment telematics and maintenance: telematics API response headers in a tool result (`Date`,
  `x-request-id`; the faults' `first_seen` stay), Korean `요청 시각:` and `추적 ID:`, a CloudEvent in
  binary mode (`ce-id`, `ce-time`; the alarm and its `raised` stay), Portuguese `Horário do servidor:`
  and `Código da requisição:`, a Go `time.Now().String()` `Server time:` over a work order history, a
  CMMS request's `Authorization: Bearer` JWT, Swedish `Aktuell tid:` with a lower-case ULID, a .NET "o"
  `ClientStamp:` and base64url `KioskSession:`, Vietnamese `Thời gian yêu cầu:`;
* tailings and environmental monitoring: "Beach and freeboard snapshot as of <time> for this request:",
  German `Abfragezeit:` and `Sitzungs-ID:` over lab values, an Event Grid style event (`id`,
  `eventTime`; the dust data stays), Spanish `Fecha y hora de consulta:` and `ID de solicitud:`, Arabic
  `الوقت الحالي:` in Arabic-Indic digits, Mongolian `Одоогийн цаг:` and a KSUID `Сешн:` at the head, a
  made-up `shovel.now=` epoch after the user's message, a bare epoch in ms as the last line, a RAG
  `<documents>` element (`search_id`, `retrieved_at`; the documents' `updated` dates stay), Greek
  `Ώρα αιτήματος:`;
* contractor permits: a Semantic Kernel current-time sentence inside a system paragraph over a permit
  whose validity stays, a WhatsApp message delivery (`wamid.` id, `timestamp`; the message stays),
  French `Horodatage de la requête :` and `Identifiant de corrélation :`, Turkish `Sunucu saati:` and
  `İstek kimliği:`, an agent `<runtime>` block (`clock:`, `agent_run:`), a `permitgate` logfmt line
  (`at=`, `nonce=`), Finnish `Pyynnön aika:`, Thai `เวลาปัจจุบัน:` in the Buddhist era with a
  `รหัสเซสชัน:`, a bare KSUID before the cue;
* mixed positions: an HTML comment `rendered` stamp (Python logging) above a template comment that
  stays, `X-Request-Start` in microseconds, a browser extension's JavaScript `toString()`
  `clientClock:`, Ukrainian `Час запиту:`, Hebrew `שעת הבקשה:` and an ObjectId `מזהה שיחה:`, a
  single-line JSON head (`req`, `ts`), nested YAML front matter (`trace`, `stamp`), made-up
  `blastwatch_rx:` and `hop:` after the user's message;
* the generated family: twelve bodies (six English, one each in Spanish, Portuguese, Russian, Japanese,
  Indonesian and Korean), each with a pasted record of its own (a dispatch board with its update time, a
  blast record, a light vehicle pre-start with `Checked`, ICP lines with `Analysed`, a telematics alarm
  with `recorded_at`, seepage weir readings with `read_at`, a permit with `Emitido`, crusher key=value
  lines with `registrado_em`, an inspection act with `Дата осмотра`, assay lines with `分析日`, a haul
  log with `waktu`, vibration readings with `측정시각`), each in three of seven positions (head, system
  tail, after the user's message, footer, front matter, single-line JSON member, XML attribute), with one
  field: English and made-up labels (`Context time`, `Request`, `pitclock`, `Chat session`, `Served`,
  `t0`, `Hop`, `As of`, `traceparent`, `Minted`, `Shift now`, `Pass`, `Sent`, `Desk run`, `Local time`,
  `Corr`, `Stamp`, `Today`) or the "now" and request or session labels of the body's language.

The negatives: 49 pasted records in twenty placements (question above, block at the very start with
the question below, typed right under it, "Here is the export from ...:", "Below is what the system
returned:", "My colleague sent this:", question then lead-in, an earlier user turn, an earlier
assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a tool observation,
fenced, quoted, both sides, a user turn under a system prompt, the very end of the prompt, indented):
an FMS cycle JSON opening with a UUIDv7 `id` and `created_at`, a seismograph event report, a vibration
CSV whose first column is `timestamp`, an inspection form export opening with `Response ID` and
`Submitted`, an assay CSV with `received` and `reported`, a LIMS line with a ULID `job_id` and `ts`,
telematics logfmt opening with `ts=` and carrying `trace=`, a CMMS work order XML with `CreatedDate`, a
TSF YAML with `id` and `updated`, a blast notice e-mail with `Date` and `Message-ID`, `curl -i` output
with `date` and `x-request-id`, crusher gateway syslog, a contractor register table, dust logger lines in
Python logging form, KSUID dispatch events, a handover channel export with `ts`, tyre pressures with an
epoch in ms, fuel key=value lines, an OpenTelemetry span, a blast ICS with `DTSTAMP`, a chain of
custody, prism epochs, a collision avoidance record, a conveyor alarm history, a toolbox attendance
sheet, a lab e-mail with `Sent:`, a haul road inspection table, a form CSV opening with `Timestamp`, an
MQTT payload with `ts` and `msg_id`, an HTTP request with `Date` and `Idempotency-Key` and its response;
and in other languages a Spanish blast CSV with `creado`, a Portuguese work order with `criado_em`, a
French inspection report with `Horodatage`, a German dust CSV with `Erstellt`, a Russian vibration log
with `trace_id`, Chinese assay XML with `生成时间`, Japanese inspection JSON with `点検日時`, a Korean
alarm table with `발생시각`, an Arabic dust table in Arabic-Indic digits, Hindi permit JSON, an
Indonesian P2H report with `Dibuat`, a Polish vibration report with `Utworzono`, a Swedish machine log
with `Uppdaterad`, a Mongolian shift report, a Turkish tailings report with `Oluşturulma`, a Thai dust
table in the Buddhist era, a Vietnamese shift log, a Greek e-mail and a Kazakh blast journal. Seven
near-misses (a vibration webhook pasted to debug its timestamp, a dispatch bot's prompt with `Current
shift clock:` and `Dispatch session:` pasted from a debug console, report front matter with
`generated_at` and a ULID `report_run` pasted to proofread, a CloudEvent's duplicated headers pasted, a
request id the user wants put into a support message, an FMS response with `meta.request_id` and
`generated_at` pasted from an API tester, a forwarded e-mail); fourteen look-alikes in program positions
(a mining lease with its grant date, time zone and roster, a Llama 3 header with only its cutoff, a
ChatML prompt revision, SOP front matter with issue and review dates, site settings in XML attributes, a
CalVer build and API version in single-line JSON, an unrendered `{{now}}` and `{{session_id}}`, an HTML
comment revision, a footer's terms revision, a markdown settings table with a licence expiry and a blast
window, a Japanese mining right header, a German `Stand`, `KEY=value` site settings, a Spanish
concession header); ten values the user types or asks about (an epoch, a UUIDv7, the user's own clock,
relative times, few-shot dates, a KSUID, an ISO week, a Spanish traceparent, a Korean epoch, a
deadline); two plain controls; and twelve generated hard negatives: the family's bodies with one stable
value (fiscal year, mining lease, site time zone, knowledge cutoff, prompt revision, tenant uuid, build,
API version, shift pattern, licence expiry, site code, payload target) at a position the body's
positives do not use.

What it is: 196 prompts. 102 carry volatile fields (144 spans): 66 hand-written positives (108 spans; 40
with two or more fields) and 36 generated ones. 94 carry none. About three prompts in eight are in a
language other than English (scripts: Latin, Cyrillic, Han, Japanese, Hangul, Arabic, Hebrew, Greek,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout96.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, work sessions, device
clocks, "today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Mine records are content wherever they sit and however they open: haul cycle and queue times, payload
  and fuel transactions, seismograph trigger times and event reports, monitor readings, blast times and
  notices, inspection and form submission times, sample receipt, analysis and report times, LIMS job
  ids, work order creation dates, alarm and fault times, telemetry epochs, tailings and dust readings,
  chain-of-custody times, permit issue and expiry times, also when the program fetched them for this
  request (a portal pull, a lookup, a tool observation, a snapshot). Only the program's stamp and the
  ids minted for the request, session, lookup, query, call, run or job move.
* Deliveries received for this request move their envelope (a monitor webhook's delivery id,
  timestamp and signature; a CloudEvent's `ce-id` and `ce-time`; an Event Grid style event's `id` and
  `eventTime`; a Slack event's `event_id`, `event_time` and message `ts`; a WhatsApp message's `wamid.`
  id and `timestamp`) and keep the payload (the vibration event and its `event_time`, the alarm and its
  `raised`, the dust data, the mention, the contractor's message). The same headers or deliveries pasted
  by a user to debug them stay whole.
* The id the user asks about (a LIMS job ULID, a stop record's UUIDv7) stays next to the request id that
  moves; the same `meta` object, `Current shift clock:` or `generated_at` lines pasted by the user stay,
  while at the head of the prompt the program sends they move.
* A date a letter tool fills into a notice it drafted is "today" written into an artefact and moves; the
  blasting days and times in the notice stay. The current ISO planning week moves, a carried-over week
  named beside it stays.
* A stamp a radio or message gateway puts on a relayed line (`[<CLF time>] radio-gateway: ...`) is the
  program's and moves; the operator's words stay.
* "Now" in any form moves, including full-width colons, the Thai Buddhist era, Arabic-Indic and
  Devanagari digits, an epoch in ns and labels nobody would guess (`Wallclock`, `shovel.now`,
  `blastwatch_rx`, `pitclock`, `clientClock`, `ClientStamp`, `Minted`, `Hop`); a mining lease and its
  grant date, a licence expiry, a blast window, a roster, an SOP's review date, a cutoff and an API
  version do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Readings pulled from the monitoring portal at <time> for this request:" leaves "Readings pulled from
  the monitoring portal for this request:"); a parenthesised lookup id or sent time is cut with its
  parentheses; XML attributes, `key=value` pairs and single-line JSON members (with the comma after
  them) are inline spans followed by stable neighbours; volatile members of pretty-printed JSON are never
  the last member of their object; header lines, YAML keys, markdown rows, footer lines, an HTML comment
  holding one stamp and a line holding one field in any script are whole-line spans, and a footer's `--`
  stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Summary:`, `Notification:`, `Log
  entry:`) or a chat template's reply header on a line of its own (ChatML, Llama 3) end positives;
  prompts in other languages end with the user's message or with the metadata after it; the Mistral
  `[INST]` positive has its trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear
  only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
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

SEED = 97_2026_0311
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout97.jsonl"
SRC = "holdout97:"

AWST = timezone(timedelta(hours=8), "AWST")
PET = timezone(timedelta(hours=-5), "PET")
BRT = timezone(timedelta(hours=-3), "BRT")
SAST = timezone(timedelta(hours=2), "SAST")
ULAT = timezone(timedelta(hours=8), "ULAT")
MSK = timezone(timedelta(hours=3), "MSK")
ALMT = timezone(timedelta(hours=5), "ALMT")
WITA = timezone(timedelta(hours=8), "WITA")
KST = timezone(timedelta(hours=9), "KST")
JST9 = timezone(timedelta(hours=9), "JST")
CST8 = timezone(timedelta(hours=8), "CST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
AST3 = timezone(timedelta(hours=3), "AST")
EET = timezone(timedelta(hours=2), "EET")
CET = timezone(timedelta(hours=1), "CET")
ICT = timezone(timedelta(hours=7), "ICT")
TRT = timezone(timedelta(hours=3), "TRT")
MDT = timezone(timedelta(hours=-6), "MDT")
ACST = timezone(timedelta(hours=9, minutes=30), "ACST")

_AR = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
_DEV = str.maketrans("0123456789", "०१२३४५६७८९")


def ar_digits(s: str) -> str:
    return s.translate(_AR)


def dev_digits(s: str) -> str:
    return s.translate(_DEV)


def dmy(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def ymd_slash(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%dT%H%M%S}"


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives: haul fleet dispatch ----------------------------------------------------------------


@pos
def _dispatch_chatml_queue(g: Gen) -> Draft:
    t = g.moment().astimezone(AWST)
    return Draft(
        f"""<|im_start|>system
You are PitBoss, the dispatch copilot for the Karri Ridge open pit. Suggest truck reallocations that keep
every digging unit fed; never move a truck that is flagged for maintenance.
{v("datetime", "Current shift clock: " + iso_space(t))}
{v("session_id", "Dispatch session: " + g.uuid7(t))}
<|im_end|>
<|im_start|>user
Shovel queues right now:

| Loader | Trucks queued | Oldest arrival |
|--------|---------------|----------------|
| EX-12  | 5             | 06:41:17       |
| EX-07  | 0             | -              |
| WL-03  | 2             | 06:52:40       |

Which trucks should I send from EX-12 to EX-07?<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:dispatch:chatml-queue",
        ["chatml", "system_tail", "iso_space", "uuid7", "pasted_table"],
    )


@pos
def _ahs_meta_json(g: Gen) -> Draft:
    t = g.moment()
    rec = t - timedelta(hours=3, minutes=11)
    return Draft(
        f"""{{
  "meta": {{
    {v("request_id", '"request_id": "' + g.ulid(t) + '",')}
    {v("datetime", '"generated_at": "' + rfc3339(t, 3) + '",')}
    "pit": "North Wall",
    "app": "haulage-assist/4.2"
  }},
  "question": "Why did AHS-214 stop on ramp R3? The event record is below."
}}

Event record:
{{"id": "{g.uuid7(rec)}", "created_at": "{rfc3339(rec)}", "truck": "AHS-214", "reason": "obstacle_detected",
"zone": "R3-ramp-mid", "speed_kmh": 0, "cleared_by": "controller-2"}}""",
        f"{SRC}pos:dispatch:ahs-meta-json",
        ["pretty_json", "head", "ulid", "rfc3339", "near_miss", "record_created_at_stays"],
    )


@pos
def _payload_front_matter(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""---
{v("datetime", "pulled_at: " + str(epoch_ms(t)))}
{v("request_id", "query: pq-" + g.b62(14))}
pit: south
units: tonnes
---
Payload reconciliation for the last completed shift (rows as the weighbridge and the on-board scales
recorded them):

truck,loads,onboard_t,weighbridge_t,last_load_at
HT-101,31,7012,6950,2026-03-09T17:48:02+08:00
HT-104,29,6705,6811,2026-03-09T17:51:40+08:00
HT-117,33,7480,7366,2026-03-09T17:44:15+08:00

Which truck's on-board scale needs recalibrating first?""",
        f"{SRC}pos:dispatch:payload-front-matter",
        ["front_matter", "epoch_ms", "vendor_id", "pasted_csv"],
    )


@pos
def _dispatch_react_tool(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are a fleet assistant. Use the tools, then answer.

Question: Is HT-088 due for its 500-hour service before the weekend?
Thought: I should read the unit's engine hours.
Action: get_unit_hours[HT-088]
Observation: {{{v("request_id", '"call_id": "call_' + g.b62(20) + '",')} {v("datetime", '"fetched_at": "' + js_iso(t) + '",')} "unit": "HT-088", "smu_hours": 11874.6, "last_service_smu": 11402.0, "last_service_date": "2026-02-18"}}
Thought:""",
        f"{SRC}pos:dispatch:react-tool",
        ["react", "tool_result", "single_line_json", "js_iso", "cue_thought"],
    )


@pos
def _dispatch_ht_radio(g: Gen) -> Draft:
    t = g.moment().astimezone(AWST)
    return Draft(
        f"""Relay the operator's radio message into a short log entry for the shift supervisor.

{v("datetime", "[" + clf(t) + "]")} radio-gateway: "HT-121 at crusher tip, hydraulic warning light on, parked
up and waiting for a fitter."
Log entry:""",
        f"{SRC}pos:dispatch:radio-relay",
        ["clf", "relay_prefix", "cue_answer"],
    )


@pos
def _dispatch_slack_event(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Slack event received by the ShiftDesk bot:
{{
  "type": "event_callback",
  "team_id": "T04MINEOPS",
  {v("request_id", '"event_id": "Ev' + g.b62(10).upper() + '",')}
  {v("datetime", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "user": "U02PITSUP",
    "text": "<@U05SHIFTDESK> how many trucks are down on nightshift?",
    {v("message_id", '"ts": "' + str(epoch_s(t)) + "." + g.digits(6) + '",')}
    "channel": "C03DISPATCH"
  }}
}}

Answer the mention in one line.""",
        f"{SRC}pos:dispatch:slack-event",
        ["slack", "envelope", "pretty_json", "epoch", "message_id"],
    )


@pos
def _dispatch_mistral(g: Gen) -> Draft:
    t = g.moment().astimezone(PET)
    return Draft(
        f"""<s>[INST] {v("datetime", "Now: " + go_nano(t, g.small(1, 999)))}
You help the haulage superintendent plan tyre rotations. Front tyres with more than 70 % wear move to rear
positions; never mix tread patterns on one axle.

Truck T-33 front-left is at 74 % wear, front-right at 58 %. What should we rotate? [/INST]""",
        f"{SRC}pos:dispatch:mistral-now",
        ["mistral", "go_nano", "head_of_inst"],
    )


@pos
def _dispatch_bare_ulid_first(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("request_id", g.ulid(t))}
Summarise the queue-time trend for the Leeuwkop loading fleet in two sentences.

Day    avg queue (min)
Mon    4.1
Tue    4.6
Wed    6.9
Thu    7.3""",
        f"{SRC}pos:dispatch:bare-ulid-first",
        ["bare_value", "head", "ulid"],
    )


@pos
def _fuel_truck_footer(g: Gen) -> Draft:
    t = g.moment().astimezone(SAST)
    return Draft(
        f"""Draft the fuel bowser route for the next round. Units below 25 % tank go first, then the ones furthest
from the workshop.

HT-05 22 %  Bench 7
HT-09 41 %  Waste dump west
DZ-02 18 %  Bench 4
GR-01 35 %  Ramp 2

--
{v("datetime", "Generated: " + unix_date(t))}
{v("request_id", "Job: " + g.hex(20))}
fuelroute 1.8.0""",
        f"{SRC}pos:dispatch:fuel-footer",
        ["footer", "unix_date", "hex", "stable_neighbour"],
    )


# --- blast logs and vibration monitoring ------------------------------------------------------------------------


@pos
def _vibra_webhook_received(g: Gen) -> Draft:
    t = g.moment()
    ev = t - timedelta(minutes=6, seconds=g.small(1, 50))
    return Draft(
        f"""POST /hooks/vibration HTTP/1.1
Host: blastdesk.internal
Content-Type: application/json
{v("request_id", "X-Vibra-Delivery: " + g.uuid7(t))}
{v("datetime", "X-Vibra-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Vibra-Signature: sha256=" + g.hex(64))}

{{"monitor": "VM-04 Hillcrest Rd", "event_time": "{rfc3339(ev)}", "ppv_mm_s": 7.8, "dominant_hz": 11,
"air_overpressure_db": 118, "limit_ppv_mm_s": 10}}

You are the blast compliance assistant. Tell the shotfirer whether this event is within the consent
limits and what to log.
Assistant:""",
        f"{SRC}pos:blast:webhook-received",
        ["webhook", "envelope", "uuid7", "epoch", "signature", "near_miss"],
    )


@pos
def _vibra_portal_pull(g: Gen) -> Draft:
    t = g.moment().astimezone(AWST)
    return Draft(
        f"""Readings pulled from the monitoring portal {v("datetime", "at " + rfc3339(t))} for this request:

monitor   trigger_time          ppv_mm_s  freq_hz
VM-01     2026-04-02 12:31:08   3.1       22
VM-02     2026-04-02 12:31:09   5.6       14
VM-05     2026-04-02 12:31:08   9.4       8

Which monitor is closest to the 10 mm/s limit, and is the low frequency a concern?""",
        f"{SRC}pos:blast:portal-pull",
        ["fetch_time", "phrase", "rfc3339_offset", "pasted_table"],
    )


@pos
def _blast_notice_letter_tool(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return Draft(
        f"""Polish this neighbour notice drafted by the letter tool. Keep it under 120 words.

{v("datetime", "Date: " + long_date(t))}
To the residents of Quarry Lane and Birch Close,

Blasting at Hollins Quarry will take place between 12:00 and 13:00 on weekdays next week. A siren sounds
five minutes before each blast. Vibration is monitored at three locations and reported to the council.""",
        f"{SRC}pos:blast:letter-tool-date",
        ["today_in_artefact", "long_date"],
    )


@pos
def _blast_iso_week(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Blast planning assistant. Build the shot sequence for the planning week below; shots near the
eastern boundary need a monitor on Hillcrest Road.

{v("datetime", "Planning week: " + iso_week(t))}
Carried over from 2026-W09: shot E-214 (boundary), shot C-118
New: shot C-121, shot W-077

User: Which shots need the extra monitor?
Assistant:""",
        f"{SRC}pos:blast:iso-week",
        ["iso_week", "header_line", "carried_over_week_stays"],
    )


@pos
def _blast_russian(g: Gen) -> Draft:
    t = g.moment().astimezone(MSK)
    return Draft(
        f"""Ты помощник инженера по буровзрывным работам. Отвечай кратко.
{v("datetime", "Текущее время: " + dmy(t))}
{v("session_id", "ID сессии: " + g.hex(24))}

Вот журнал сейсмостанции после взрыва:
2026-05-14 11:02:37 СП-3 ППС 4,2 мм/с 18 Гц
2026-05-14 11:02:38 СП-1 ППС 6,9 мм/с 12 Гц

Превышен ли допустимый уровень 5 мм/с у жилых домов (СП-1)?""",
        f"{SRC}pos:blast:russian",
        ["russian", "cyrillic", "dmy", "hex", "pasted_log"],
    )


@pos
def _blast_polish_footer(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return Draft(
        f"""Jesteś asystentem działu robót strzałowych kopalni odkrywkowej. Odpowiadaj po polsku.

Użytkownik: Sejsmograf przy ul. Leśnej zarejestrował 8,1 mm/s przy 9 Hz. Czy to przekracza normę
PN-B-02170 dla budynków mieszkalnych?

{v("datetime", "Znacznik czasu żądania: " + log4j_iso(t))}
{v("request_id", "Identyfikator zapytania: " + g.uuid4())}""",
        f"{SRC}pos:blast:polish-tail",
        ["polish", "after_user", "log4j_iso", "uuid4"],
    )


@pos
def _blast_airblast_xml(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<blast_query {v("request_id", 'qid="' + g.nanoid() + '"')} {v("datetime", 'asked="' + py_iso(t) + '"')} site="Tarn Vale" units="dBL">
Shot TV-0412 was fired at 13:04 with a 6 m/s westerly. The microphone at the farmhouse read 126 dBL.
Is that over the 120 dBL guideline, and could the wind explain it?
</blast_query>""",
        f"{SRC}pos:blast:airblast-xml",
        ["xml_attribute", "nanoid", "py_iso", "stable_neighbour"],
    )


@pos
def _blast_kazakh(g: Gen) -> Draft:
    t = g.moment().astimezone(ALMT)
    return Draft(
        f"""Сіз карьердегі жарылыс жұмыстарының көмекшісісіз. Қазақша жауап беріңіз.
{v("datetime", "Қазіргі уақыт: " + iso_space(t))}

Пайдаланушы: Жарылыстан кейін қауіпті аймаққа қанша минуттан соң кіруге болады? Ережеде 15 минут деп
жазылған, бірақ шаң әлі тұр.""",
        f"{SRC}pos:blast:kazakh",
        ["kazakh", "cyrillic", "iso_space", "system_tail"],
    )


# --- shift safety inspections -----------------------------------------------------------------------------------


@pos
def _inspection_llama3(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("datetime", "Today Date: " + f"{t.day} {MONTHS[t.month - 1]} {t.year}")}

You are the shift safety inspection assistant for an underground gold mine. Answer from the mine's
inspection standard.<|eot_id|><|start_header_id|>user<|end_header_id|>

The refuge chamber on level 740 had its last oxygen cylinder check on 2026-02-03. Is it overdue if the
standard says every 30 days?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
        f"{SRC}pos:inspection:llama3-today",
        ["llama3", "today_date", "cutoff_stays", "record_date_stays"],
    )


@pos
def _inspection_tablet_xml(g: Gen) -> Draft:
    t = g.moment().astimezone(SAST)
    return Draft(
        f"""<inspection_context {v("datetime", 'device_time="' + windows_general(t) + '"')} {v("session_id", 'session="' + g.b62(18) + '"')} site="Doornkop Pit 2" form="PSI-7">
Pre-shift inspection, bench 5 haul road. Berm height measured at 1.1 m against a 1.5 m requirement on a
200 m stretch. Water cart not on site.
</inspection_context>
Write the finding as a corrective action with an owner and a due time.""",
        f"{SRC}pos:inspection:tablet-xml",
        ["xml_attribute", "windows_general", "b62", "stable_neighbour"],
    )


@pos
def _inspection_desk_table(g: Gen) -> Draft:
    t = g.moment().astimezone(MDT)
    return Draft(
        f"""Inspection desk context:

| Field | Value |
|-------|-------|
{v("session_id", "| Desk session | " + g.ksuid(t) + " |")}
{v("datetime", "| Opened | " + rfc2822(t) + " |")}
| Site | Elk Valley Quarry |
| Standard | SI-2025 rev C |

User: The crusher guard on conveyor C-4 was found unbolted at the start of shift. What category of
finding is that and who has to sign it off?
Assistant:""",
        f"{SRC}pos:inspection:desk-table",
        ["markdown_table", "ksuid", "rfc2822", "stable_rows"],
    )


@pos
def _inspection_japanese(g: Gen) -> Draft:
    t = g.moment().astimezone(JST9)
    return Draft(
        f"""あなたは採石場の保安点検アシスタントです。日本語で簡潔に答えてください。
{v("datetime", "現在時刻：" + f"{t:%Y年%m月%d日 %H:%M:%S}")}
{v("session_id", "セッションID：" + g.uuid4())}

ユーザー：発破後の切羽点検で浮石が2か所見つかりました。作業再開の前に何をすべきですか？""",
        f"{SRC}pos:inspection:japanese",
        ["japanese", "fullwidth_colon", "uuid4", "system_tail"],
    )


@pos
def _inspection_after_user_paren(g: Gen) -> Draft:
    t = g.moment().astimezone(ACST)
    return Draft(
        f"""You are the supervisor helper for Whyalla Hills Quarry. Keep answers practical.

User: The reversing alarm on loader L-6 is quiet compared to the others. Can it stay in service until the
fitter is free tomorrow? {v("datetime", "(sent " + f"{t:%H:%M:%S}" + ")")}
Assistant:""",
        f"{SRC}pos:inspection:paren-sent",
        ["after_user", "time_alone", "parenthesised"],
    )


@pos
def _inspection_indonesian(g: Gen) -> Draft:
    t = g.moment().astimezone(WITA)
    return Draft(
        f"""Anda adalah asisten K3 tambang nikel. Jawab dalam bahasa Indonesia.

Pengguna: Hasil P2H dump truck DT-215 pagi ini: rem parkir lemah, sabuk pengaman OK, APAR kedaluwarsa
sejak Januari. Boleh jalan atau tidak?

{v("datetime", "Waktu permintaan: " + f"{t:%d/%m/%Y %H:%M:%S} WITA")}
{v("session_id", "ID sesi: " + g.nanoid())}""",
        f"{SRC}pos:inspection:indonesian",
        ["indonesian", "after_user", "dmy_slash", "nanoid"],
    )


@pos
def _inspection_wallclock_head(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "Wallclock " + str(epoch_ms(t)))}
Summarise this shift's inspection findings for the handover board in three bullets.

1. Bench 3 edge protection missing over 40 m (raised 07:12, closed 09:40)
2. Lighting plant LP-2 flickering (raised 08:05, open)
3. Water cart WC-1 spray bar blocked (raised 10:30, open)""",
        f"{SRC}pos:inspection:wallclock-head",
        ["made_up_label", "epoch_ms", "head", "pasted_list_times_stay"],
    )


# --- assay lab results -------------------------------------------------------------------------------------------


@pos
def _assay_ctx_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""[ctx {v("request_id", "req=" + g.hex(16))} {v("datetime", "ts=" + str(epoch_s(t)))} lab=Perth-FA desk=qaqc]
Batch PER26-04411 results for the CRMs:

CRM       certified Au g/t   returned Au g/t   received              reported
OREAS-239 3.55               3.49              2026-04-01 09:12:55   2026-04-06 16:40:02
OREAS-254 2.56               2.91              2026-04-01 09:12:55   2026-04-06 16:40:02

Is OREAS-254 outside 3 standard deviations (SD 0.09)? Should the batch be re-assayed?""",
        f"{SRC}pos:assay:ctx-line",
        ["key_value", "bracketed", "hex", "epoch", "pasted_table"],
    )


@pos
def _assay_request_id_vs_job(g: Gen) -> Draft:
    t = g.moment()
    job = g.ulid(t - timedelta(days=9))
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.ulid(t))}
Tenant: geology-central

The lab portal shows job {job} as "reported" but two pulps (KD-23-0456 and KD-23-0457) have no Cu value.
What does a blank usually mean in a fire-assay plus ICP package, and what should I ask the lab?""",
        f"{SRC}pos:assay:request-vs-job",
        ["ulid", "id_in_question_stays", "stable_neighbour", "near_miss"],
    )


@pos
def _assay_chinese(g: Gen) -> Draft:
    t = g.moment().astimezone(CST8)
    return Draft(
        f"""你是矿山化验室的质控助手，请用中文回答。
{v("datetime", "当前时间：" + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("trace_id", "追踪ID：" + g.traceparent())}

用户：同一样品的重复样金品位分别是 1.82 g/t 和 2.47 g/t，相对偏差是多少？超出 20% 的控制限了吗？""",
        f"{SRC}pos:assay:chinese",
        ["chinese", "fullwidth_colon", "traceparent"],
    )


@pos
def _assay_fetch_sentence(g: Gen) -> Draft:
    t = g.moment().astimezone(BRT)
    return Draft(
        f"""You are the grade reconciliation assistant.

Lab results {v("request_id", "(lookup " + g.ksuid(t) + ")")} retrieved {v("datetime", "at " + ctime(t))} for this request:
hole     from_m  to_m  Fe_%   SiO2_%  assay_date
FD-1187  12.0    14.0  63.1   3.9     2026-06-18
FD-1187  14.0    16.0  58.4   9.7     2026-06-18
FD-1190  8.0     10.0  64.0   2.8     2026-06-19

Which intervals fall below the 60 % Fe cut-off?""",
        f"{SRC}pos:assay:fetch-sentence",
        ["fetch_time", "phrase", "ctime", "ksuid", "record_dates_stay"],
    )


@pos
def _assay_hindi(g: Gen) -> Draft:
    t = g.moment().astimezone(IST)
    return Draft(
        f"""आप खदान की प्रयोगशाला के सहायक हैं। हिंदी में उत्तर दें।

उपयोगकर्ता: नमूना बैच BR-778 में ज़िंक का मान 4.2% आया है जबकि ड्रिल लॉग में 6% अनुमान था। क्या दोबारा परीक्षण कराना चाहिए?

{v("datetime", "अनुरोध समय: " + dev_digits(f"{t:%d-%m-%Y %H:%M:%S}"))}""",
        f"{SRC}pos:assay:hindi",
        ["hindi", "devanagari_digits", "after_user"],
    )


@pos
def _assay_grpc_ns(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""gRPC metadata (lims-gateway):
content-type: application/grpc
{v("datetime", "x-sent-ns: " + str(epoch_us(t) * 1000 + g.small(0, 999)))}
{v("request_id", "x-correlation-id: " + g.uuid4())}
lims-tenant: north-lab

Explain to the geologist, in plain words, why the Au by fire assay and the Au by cyanide leach on the same
pulp can differ by 30 %.""",
        f"{SRC}pos:assay:grpc-ns",
        ["grpc_metadata", "epoch_ns", "uuid4", "stable_neighbour"],
    )


# --- equipment telematics and maintenance -----------------------------------------------------------------------


@pos
def _telematics_api_headers(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Tool result (fleetlink.get_faults, response headers and body):
HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "x-request-id: " + g.hex(32))}
Content-Type: application/json

[{{"code": "E360-2", "desc": "Low engine oil pressure", "first_seen": "2026-07-21T02:14:09Z", "count": 3}},
 {{"code": "TC-118", "desc": "Transmission temp high", "first_seen": "2026-07-21T04:55:31Z", "count": 1}}]

Rank these faults on haul truck 793-22 by urgency and say whether it can finish the shift.
Answer:""",
        f"{SRC}pos:telematics:api-headers",
        ["tool_result", "http_date", "response_headers", "record_times_stay"],
    )


@pos
def _telematics_korean(g: Gen) -> Draft:
    t = g.moment().astimezone(KST)
    return Draft(
        f"""당신은 석회석 광산 파쇄 설비 정비 도우미입니다. 한국어로 답하세요.

사용자: 1차 조크러셔 베어링 온도가 82℃까지 올라갔다가 내려왔습니다. 계속 운전해도 되나요?

{v("datetime", "요청 시각: " + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("trace_id", "추적 ID: " + g.hex(32))}""",
        f"{SRC}pos:telematics:korean",
        ["korean", "after_user", "hex"],
    )


@pos
def _telematics_cloudevent(g: Gen) -> Draft:
    t = g.moment()
    alarm = t - timedelta(minutes=2, seconds=g.small(1, 59))
    return Draft(
        f"""CloudEvent received by the maintenance triage service:
ce-specversion: 1.0
ce-type: com.example.telematics.alarm
ce-source: /fleet/dozers
{v("request_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"unit": "D11-04", "alarm": "final drive temperature high", "raised": "{rfc3339(alarm)}", "value_c": 121}}

Create a work request summary for the planner.
Summary:""",
        f"{SRC}pos:telematics:cloudevent",
        ["cloudevent", "envelope", "uuid4", "rfc3339_ms", "payload_stays"],
    )


@pos
def _maintenance_portuguese(g: Gen) -> Draft:
    t = g.moment().astimezone(BRT)
    return Draft(
        f"""Você é o assistente de manutenção da mina de minério de ferro. Responda em português.
{v("datetime", "Horário do servidor: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "Código da requisição: " + g.uuid7(t))}

Usuário: A escavadeira EH-05 está com vazamento no cilindro da lança. A ordem de serviço OS-77812 foi aberta
em 02/06/2026. Qual a prioridade correta?""",
        f"{SRC}pos:maintenance:portuguese",
        ["portuguese", "system_tail", "uuid7", "record_date_stays"],
    )


@pos
def _maintenance_go_string(g: Gen) -> Draft:
    t = g.moment().astimezone(AWST)
    return Draft(
        f"""{v("datetime", "Server time: " + go_string(t, g.small(1, 999), f"{g.small(1000, 90000)}.{g.digits(9)}"))}
CMMS assistant. Answer from the work order history only.

WO-551204  Drill DR-03  Replace rotary head seal     closed 2026-03-02
WO-552871  Drill DR-03  Replace rotary head seal     closed 2026-04-11
WO-554090  Drill DR-03  Rotary head seal leaking     open since 2026-05-19

User: Is DR-03's seal failure a repeat defect we should escalate?
Assistant:""",
        f"{SRC}pos:maintenance:go-string",
        ["go_string", "head", "record_dates_stay"],
    )


@pos
def _maintenance_bearer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""GET /api/v2/components/LHD-14/history HTTP/1.1
Host: cmms.minesite.example
{v("session_token", "Authorization: Bearer " + g.jwt(t, "planner-07"))}
Accept: application/json

Tool output: LHD-14 bucket changed 3 times in 5 months; last change 2026-08-02 at 12,340 SMU.

Based on this, estimate when the next bucket change will fall.
Answer:""",
        f"{SRC}pos:maintenance:bearer",
        ["http_request", "jwt", "record_date_stays"],
    )


@pos
def _maintenance_swedish(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return Draft(
        f"""Du är underhållsassistent i en underjordsgruva. Svara på svenska.

Användare: Laddmaskinen LM-9 har fått felkod 4471 tre gånger i natt. Ska den ställas av?

{v("datetime", "Aktuell tid: " + f"{t:%Y-%m-%d kl. %H:%M:%S}")}
{v("session_id", "Sessions-id: " + g.ulid(t).lower())}""",
        f"{SRC}pos:maintenance:swedish",
        ["swedish", "after_user", "ulid_lower"],
    )


@pos
def _maintenance_dotnet(g: Gen) -> Draft:
    t = g.moment().astimezone(SAST)
    return Draft(
        f"""Component life tracker
{v("datetime", "ClientStamp: " + dotnet_o(t, g.small(0, 9)))}
{v("session_id", "KioskSession: " + g.b64url(24))}
Workshop: Main Workshop Bay 3

A CAT 777 rear wheel motor is at 19,800 hours against a 20,000-hour target life. The next planned
shutdown is in five weeks, around 560 operating hours away. Change it now or at the shutdown?""",
        f"{SRC}pos:maintenance:dotnet",
        ["dotnet_o", "b64url", "made_up_label", "stable_neighbour"],
    )


@pos
def _maintenance_vietnamese(g: Gen) -> Draft:
    t = g.moment().astimezone(ICT)
    return Draft(
        f"""Bạn là trợ lý bảo dưỡng thiết bị mỏ than lộ thiên. Trả lời bằng tiếng Việt.
{v("datetime", "Thời gian yêu cầu: " + f"{t:%H:%M:%S %d/%m/%Y}")}

Người dùng: Xe tải BelAZ số 12 báo áp suất dầu phanh thấp khi xuống dốc. Có cần dừng xe ngay không?""",
        f"{SRC}pos:maintenance:vietnamese",
        ["vietnamese", "system_tail", "time_first"],
    )


# --- tailings and environmental monitoring ------------------------------------------------------------------------


@pos
def _tailings_snapshot(g: Gen) -> Draft:
    t = g.moment().astimezone(PET)
    return Draft(
        f"""You are the tailings storage facility assistant. Do not give engineering sign-off; flag for the EoR.

Beach and freeboard snapshot {v("datetime", "as of " + py_str(t))} for this request:
- Pond level: 3,412.6 m (trigger 3,413.5 m)
- Minimum beach length: 162 m (target 150 m)
- Freeboard: 2.4 m
- Last survey of the crest: 2026-05-30

Is anything near a trigger, and what should the shift report say?""",
        f"{SRC}pos:tailings:snapshot",
        ["snapshot", "phrase", "py_str", "record_date_stays"],
    )


@pos
def _tailings_german(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return Draft(
        f"""Du bist Assistent für die Umweltüberwachung eines Kalksteinbruchs. Antworte auf Deutsch.
{v("datetime", "Abfragezeit: " + dmy(t))}
{v("session_id", "Sitzungs-ID: " + g.hex(32))}

Messwerte Absetzbecken Ablauf (Labor, Probenahme 12.05.2026):
pH 9,1 | abfiltrierbare Stoffe 48 mg/l | Leitfähigkeit 1.240 µS/cm

Nutzer: Liegen wir über dem Einleitgrenzwert pH 9,0? Was muss ins Betriebstagebuch?""",
        f"{SRC}pos:tailings:german",
        ["german", "system_tail", "dmy", "record_date_stays"],
    )


@pos
def _tailings_event_grid(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Event delivered to the environmental alerts function:
[
  {{
    {v("request_id", '"id": "' + g.uuid4() + '",')}
    "topic": "/subscriptions/ops/resourceGroups/env/providers/monitoring",
    "subject": "dust/DM-07",
    "eventType": "Dust.ExceedanceDetected",
    {v("datetime", '"eventTime": "' + py_iso(t) + 'Z",')}
    "data": {{"monitor": "DM-07", "pm10_ugm3": 164, "window": "15 min rolling", "limit_ugm3": 150}},
    "dataVersion": "1.0"
  }}
]

Draft the notification to the environment officer.
Notification:""",
        f"{SRC}pos:tailings:event-grid",
        ["event_grid", "envelope", "pretty_json", "payload_stays"],
    )


@pos
def _tailings_spanish(g: Gen) -> Draft:
    t = g.moment().astimezone(PET)
    return Draft(
        f"""Eres el asistente de monitoreo ambiental de una mina de cobre en los Andes. Responde en español.

Usuario: La estación de calidad de aire AQ-3
marcó 38 µg/m³ de PM2.5 durante la voladura del mediodía. ¿Debemos reportarlo a la autoridad?

{v("datetime", "Fecha y hora de consulta: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "ID de solicitud: " + g.hex(12) + "-" + g.hex(8))}""",
        f"{SRC}pos:tailings:spanish",
        ["spanish", "after_user", "hex"],
    )


@pos
def _env_arabic(g: Gen) -> Draft:
    t = g.moment().astimezone(AST3)
    return Draft(
        f"""أنت مساعد الرصد البيئي في منجم فوسفات. أجب بالعربية.
{v("datetime", "الوقت الحالي: " + ar_digits(f"{t:%Y-%m-%d %H:%M:%S}"))}

المستخدم: قراءة الغبار في محطة الرصد الشمالية ١٨٠ ميكروغرام لكل متر مكعب. ما الإجراء المطلوب؟""",
        f"{SRC}pos:env:arabic",
        ["arabic", "arabic_indic_digits", "system_tail"],
    )


@pos
def _env_mongolian(g: Gen) -> Draft:
    t = g.moment().astimezone(ULAT)
    return Draft(
        f"""{v("datetime", "Одоогийн цаг: " + f"{t:%Y.%m.%d %H:%M:%S}")}
{v("session_id", "Сешн: " + g.ksuid(t))}
Та уурхайн байгаль орчны хяналтын туслах. Монголоор хариулна уу.

Хэрэглэгч: Хаягдлын далангийн ойролцоох худгийн усны түвшин сүүлийн долоо хоногт 40 см нэмэгдсэн. Энэ
аюултай юу?""",
        f"{SRC}pos:env:mongolian",
        ["mongolian", "cyrillic", "head", "ksuid"],
    )


@pos
def _env_made_up_tick(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Noise monitoring helper for Greystone Quarry. Night limit 42 dB LAeq at the nearest dwelling.

User: Last night's logger says 44.8 dB between 02:00 and 02:15 when the loader was working the stockpile.
Is that a breach or could it be the road?
{v("datetime", "shovel.now=" + str(epoch_s(t)))}
Assistant:""",
        f"{SRC}pos:env:made-up-tick",
        ["made_up_label", "epoch", "after_user", "key_value_line"],
    )


@pos
def _env_bare_epoch_last(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Write a one-paragraph monthly dust summary for the community newsletter from these numbers: 28
days under the PM10 criterion, 2 exceedance days (both during dry westerlies), 0 complaints.
{v("datetime", str(epoch_ms(t)))}""",
        f"{SRC}pos:env:bare-epoch-last",
        ["bare_value", "tail", "epoch_ms"],
    )


@pos
def _env_rag(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<documents {v("request_id", 'search_id="' + g.hex(20) + '"')} {v("datetime", 'retrieved_at="' + rfc3339(t) + '"')} corpus="env-permits">
<doc title="Water licence WL-2291, condition 14" updated="2024-11-02">
Discharge from sediment pond SP-2 must not exceed 50 mg/L TSS as a daily average.
</doc>
<doc title="Monitoring plan rev 6" updated="2025-08-19">
Sample SP-2 outflow daily while discharging; report exceedances within 24 hours.
</doc>
</documents>

Question: We measured 61 mg/L TSS at SP-2 this morning. What do we have to do and by when?
Answer:""",
        f"{SRC}pos:env:rag",
        ["rag", "xml_attribute", "hex", "doc_dates_stay"],
    )


@pos
def _env_greek(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return Draft(
        f"""Είσαι βοηθός περιβαλλοντικής παρακολούθησης σε λατομείο μαρμάρου. Απάντησε στα ελληνικά.

Χρήστης: Ο μετρητής σκόνης στην είσοδο του λατομείου έδειξε 95 µg/m³ για 24 ώρες. Πρέπει να σταματήσουμε
τη θραύση;

{v("datetime", "Ώρα αιτήματος: " + dmy(t))}""",
        f"{SRC}pos:env:greek",
        ["greek", "after_user", "dmy"],
    )


# --- contractor permits -----------------------------------------------------------------------------------------


@pos
def _permit_sk_now(g: Gen) -> Draft:
    t = g.moment().astimezone(MDT)
    return Draft(
        f"""You are the contractor permit desk assistant. {v("datetime", "The current date and time is " + sk_now(t) + ".")}
Check permits against their validity window and the contractor's induction status.

Permit HW-2026-0318 (hot work, Apex Fabrication)
Valid: 2026-09-14 07:00 to 2026-09-14 17:00
Area: Crusher building level 2
Fire watch: required 60 min after work

User: Apex wants to keep cutting until 18:30. Can the permit be extended or do they need a new one?
Assistant:""",
        f"{SRC}pos:permit:sk-now",
        ["sk_now", "sentence_in_paragraph", "permit_validity_stays"],
    )


@pos
def _permit_whatsapp(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""WhatsApp message received by the permit office line:
{{
  "from": "27825550143",
  {v("message_id", '"id": "wamid.' + g.b64url(30) + '",')}
  {v("datetime", '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Hi, this is Sizwe from Mthembu Civils. Our confined space permit CS-0091 expired at 16:00, we still need 2 hours in the sump. What now?"}}
}}

Reply to the contractor in two sentences.""",
        f"{SRC}pos:permit:whatsapp",
        ["whatsapp", "envelope", "message_id", "epoch", "payload_stays"],
    )


@pos
def _permit_french(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=-4), "EDT"))
    return Draft(
        f"""Tu es l'assistant du bureau des permis d'une mine d'or en Abitibi. Réponds en français.
{v("datetime", "Horodatage de la requête : " + f"{t:%Y-%m-%d %H h %M min %S s}")}
{v("trace_id", "Identifiant de corrélation : " + g.traceparent())}

Utilisateur : L'entrepreneur Forage Boréal a un permis de travail en hauteur valide jusqu'au 30 septembre,
mais son superviseur n'a pas suivi l'accueil sécurité. Peut-il commencer lundi ?""",
        f"{SRC}pos:permit:french",
        ["french", "system_tail", "traceparent", "permit_date_stays"],
    )


@pos
def _permit_turkish(g: Gen) -> Draft:
    t = g.moment().astimezone(TRT)
    return Draft(
        f"""Sen bir krom madeninde yüklenici izin masası asistanısın. Türkçe cevap ver.

Kullanıcı: Taşeron firmanın yüksekte çalışma izni 12.10.2026 tarihinde bitiyor. Uzatma için ne gerekli?

{v("datetime", "Sunucu saati: " + dmy(t))}
{v("request_id", "İstek kimliği: " + g.uuid7(t))}""",
        f"{SRC}pos:permit:turkish",
        ["turkish", "after_user", "uuid7", "permit_date_stays"],
    )


@pos
def _permit_agent_runtime(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<runtime>
{v("datetime", "clock: " + rfc3339(t))}
{v("session_id", "agent_run: run_" + g.b62(16))}
workspace: permits-north
tools: permit_lookup, induction_lookup
</runtime>

Task: list every contractor whose induction expires before their permit does, using the two tools. Start
with Karoo Scaffolding.""",
        f"{SRC}pos:permit:agent-runtime",
        ["agent_scaffold", "rfc3339", "run_id", "stable_neighbours"],
    )


@pos
def _permit_nonce_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""permitgate {v("datetime", "at=" + rfc3339(t))} {v("nonce", "nonce=" + g.b64url(12))} site=MtWhaleback zone=plant

Contractor question: Do we need a separate isolation permit for the conveyor if we already have a general
work permit for the transfer tower?""",
        f"{SRC}pos:permit:nonce-logfmt",
        ["logfmt", "nonce", "rfc3339", "stable_neighbour"],
    )


@pos
def _permit_finnish(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return Draft(
        f"""Olet kaivoksen urakoitsijalupien avustaja. Vastaa suomeksi.

Käyttäjä: Urakoitsijan tulityölupa on voimassa klo 16 asti. Saako palovartija lähteä heti töiden loputtua?

{v("datetime", "Pyynnön aika: " + f"{t:%d.%m.%Y klo %H.%M.%S}")}""",
        f"{SRC}pos:permit:finnish",
        ["finnish", "after_user", "klo"],
    )


@pos
def _permit_thai(g: Gen) -> Draft:
    t = g.moment().astimezone(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยออกใบอนุญาตทำงานสำหรับผู้รับเหมาในเหมืองหิน ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + f"{t:%d/%m/}{t.year + 543} {t:%H:%M:%S}")}
{v("session_id", "รหัสเซสชัน: " + g.uuid4())}

ผู้ใช้: ผู้รับเหมาขอทำงานในที่อับอากาศที่บ่อพักน้ำ ต้องมีใบอนุญาตอะไรบ้าง""",
        f"{SRC}pos:permit:thai",
        ["thai", "buddhist_era", "uuid4", "system_tail"],
    )


@pos
def _permit_bare_ksuid_cue(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You check contractor paperwork for Ridgeback Quarry.

User: Bluegum Electrical's public liability certificate says "valid to 30/06/2027". Their permit is for
work on the 11 kV switchroom next month. Is anything else missing for HV work?
{v("request_id", g.ksuid(t))}
Assistant:""",
        f"{SRC}pos:permit:bare-ksuid-cue",
        ["bare_value", "ksuid", "before_cue", "certificate_date_stays"],
    )


# --- mixed positions ---------------------------------------------------------------------------------------------


@pos
def _mixed_html_comment(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "<!-- rendered " + py_logging(t) + " -->")}
<!-- template: shift-report v3 -->
Turn the shift notes below into the standard shift report with sections Safety, Production, Equipment.

Notes: no incidents; 41 kt moved vs 44 kt plan, EX-3 down 2 h for a hose; grader on ramp 2 all shift.""",
        f"{SRC}pos:mixed:html-comment",
        ["html_comment", "py_logging", "template_comment_stays"],
    )


@pos
def _mixed_x_request_start(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Headers forwarded by the pit reporting portal:
Host: reports.pit.example
{v("datetime", "X-Request-Start: t=" + str(epoch_us(t)))}
Accept-Language: en-AU

User: Why would strip ratio go up when we are mining the same pushback as last month?
Assistant:""",
        f"{SRC}pos:mixed:x-request-start",
        ["header_block", "epoch_us", "stable_neighbours"],
    )


@pos
def _mixed_js_tostring(g: Gen) -> Draft:
    t = g.moment().astimezone(AWST)
    return Draft(
        f"""Geotech helper (browser extension). Context:
{v("datetime", "clientClock: " + js_tostring(t, "Australian Western Standard Time"))}
page: prism-monitoring/north-wall

User: Prism P-17 shows 6 mm/day for three days in a row, the others under 1 mm/day. What does the TARP
usually say for that rate?
Assistant:""",
        f"{SRC}pos:mixed:js-tostring",
        ["js_tostring", "made_up_label", "stable_neighbour"],
    )


@pos
def _mixed_ukrainian(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return Draft(
        f"""Ти асистент диспетчера гранітного кар'єру. Відповідай українською.

Користувач: Самоскид №7 простояв біля екскаватора 40 хвилин через поломку. Як це записати у змінний рапорт?

{v("datetime", "Час запиту: " + dmy(t))}
{v("request_id", "Ідентифікатор запиту: " + g.hex(16))}""",
        f"{SRC}pos:mixed:ukrainian",
        ["ukrainian", "cyrillic", "after_user", "hex"],
    )


@pos
def _mixed_hebrew(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return Draft(
        f"""אתה עוזר בטיחות במחצבה. ענה בעברית.
{v("datetime", "שעת הבקשה: " + iso_space(t))}
{v("session_id", "מזהה שיחה: " + g.objectid(t))}

משתמש: מצאנו סדק חדש בקיר המחצבה מעל דרך הגישה. האם לסגור את הדרך?""",
        f"{SRC}pos:mixed:hebrew",
        ["hebrew", "system_tail", "objectid"],
    )


@pos
def _mixed_single_json_head(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{{{v("request_id", '"req": "' + g.uuid7(t) + '",')} {v("datetime", '"ts": ' + str(epoch_ms(t)) + ",")} "client": "shiftapp-android", "site": "Goldfields East"}}
How do I explain to new operators the difference between a near miss and a hazard report?""",
        f"{SRC}pos:mixed:single-json-head",
        ["single_line_json", "uuid7", "epoch_ms", "head"],
    )


@pos
def _mixed_yaml_nested(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""---
context:
  {v("request_id", "trace: " + g.hex(32))}
  {v("datetime", "stamp: " + iso_space(t))}
  mine: Kestrel Downs
  role: shift-supervisor
---
A contractor's light vehicle entered the haul road without a buggy whip and flag. Write the toolbox talk
point for tomorrow's pre-start, 80 words.""",
        f"{SRC}pos:mixed:yaml-nested",
        ["front_matter", "nested_yaml", "hex", "iso_space"],
    )


@pos
def _mixed_two_tail_english(g: Gen) -> Draft:
    t = g.moment().astimezone(SAST)
    return Draft(
        f"""You answer the operator-facing FAQ. Answer in plain English for a Grade 10 reading level.

User: What does "TMM" mean on my training card?
{v("datetime", "blastwatch_rx: " + ymd_slash(t))}
{v("request_id", "hop: " + g.hex(8) + "-" + g.hex(4))}
Assistant:""",
        f"{SRC}pos:mixed:made-up-tail",
        ["made_up_label", "after_user", "ymd_slash"],
    )


# --- negatives: pasted records -----------------------------------------------------------------------------------
# (source, tags, block, ask, intro); the intro is a lead-in that ends with a colon.

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "fms-cycle-json",
        ["json_pretty", "nested", "uuid7_first", "created_at"],
        """{
  "id": "01963a4e-9b2c-7d51-a8e3-5c0f2b7d9e14",
  "created_at": "2026-04-11T06:42:17.208+08:00",
  "truck": "HT-117",
  "cycle": {
    "load_start": "2026-04-11T06:31:02+08:00",
    "load_end": "2026-04-11T06:33:48+08:00",
    "dump_time": "2026-04-11T06:41:55+08:00",
    "payload_t": 221.4
  },
  "loader": "EX-12"
}""",
        "Why is the travel-loaded time so long for this cycle compared with the 5-minute plan?",
        "Here is the export from the fleet management system:",
    ),
    (
        "seismograph-event-report",
        ["seismograph", "event_report", "datetime_label"],
        """EVENT REPORT
Date/Time     Long Trigger at 12:31:08 April 2, 2026
Trigger Source Geo: 0.51 mm/s
Serial Number BE17754 V 10.72-8.17
Location      VM-02 Hillcrest Rd, rear fence
PPV           Tran 5.59  Vert 3.81  Long 4.06 mm/s
ZC Freq       14  20  17 Hz
Peak Vector Sum 6.12 mm/s at 12:31:09.114
Microphone    Linear Weighting  PSPL 112.4 dB(L) at 12:31:09.402""",
        "Is this within a 10 mm/s at 14 Hz criterion, and which channel governs?",
        "Below is what the seismograph printed:",
    ),
    (
        "vibration-csv",
        ["csv", "timestamp_first_column", "offsets"],
        """timestamp,monitor,ppv_mm_s,freq_hz,aop_dbl
2026-05-07T12:04:11+10:00,VM-01,2.3,24,108.1
2026-05-07T12:04:11+10:00,VM-03,7.9,9,121.6
2026-05-07T12:04:12+10:00,VM-04,4.4,16,113.0""",
        "Which reading would trigger a complaint investigation under our 120 dBL overpressure rule?",
        "My colleague sent this:",
    ),
    (
        "inspection-form-export",
        ["form_export", "response_id", "submitted"],
        """Response ID: R_3Ed8kQ2vZx91Lm0
Submitted: 14/05/2026 05:47:22
Inspector: T. Nkosi
Area: Workshop wash bay
Q1 Housekeeping acceptable? No - oil on floor near sump
Q2 Eye wash station tested? Yes
Q3 Isolation points labelled? Partially (2 of 5)""",
        "Which of these answers should become a corrective action, and with what priority?",
        "Here is the form export from the inspection app:",
    ),
    (
        "assay-csv",
        ["assay", "csv", "received_reported"],
        """sample_id,hole,from_m,to_m,Au_ppm,Cu_pct,qc_flag,received,reported
KD-23-0451,KD23-014,88.0,89.0,1.74,0.21,,2026-03-30 08:15,2026-04-06 16:40
KD-23-0452,KD23-014,89.0,90.0,<0.01,0.02,,2026-03-30 08:15,2026-04-06 16:40
KD-23-0453,KD23-014,90.0,91.0,12.60,0.33,check,2026-03-30 08:15,2026-04-06 16:40
KD-23-0454,DUP of 0453,,,9.85,0.31,dup,2026-03-30 08:15,2026-04-06 16:40""",
        "Is the duplicate for KD-23-0453 acceptable at a 20 % relative difference limit?",
        "Below is what the lab portal returned:",
    ),
    (
        "lims-single-json",
        ["assay", "single_line_json", "ulid", "ts"],
        """{"job_id": "01JR8Q6V3ZP4Y0N7K2C5D1XH9W", "ts": 1775811302, "status": "reported", "samples": 184, "method": "FA50/AAS", "lab": "Kalgoorlie"}""",
        "What does FA50/AAS mean and is 184 samples a normal batch size?",
        "The LIMS gave me this line:",
    ),
    (
        "telematics-logfmt",
        ["logfmt", "ts_first", "trace"],
        """ts=2026-06-02T03:14:09.511Z level=warn unit=HT-041 event=overspeed speed_kmh=47 limit_kmh=40 zone=ramp-R2 trace=4bf92f3577b34da6a3ce929d0e0e4736
ts=2026-06-02T03:14:21.004Z level=warn unit=HT-041 event=overspeed speed_kmh=44 limit_kmh=40 zone=ramp-R2 trace=4bf92f3577b34da6a3ce929d0e0e4736
ts=2026-06-02T03:15:02.730Z level=info unit=HT-041 event=speed_normal speed_kmh=38 zone=ramp-R2 trace=4bf92f3577b34da6a3ce929d0e0e4736""",
        "How long was HT-041 over the limit in total?",
        "Here is what the telematics log shows:",
    ),
    (
        "cmms-work-order-xml",
        ["xml", "created_date", "work_order"],
        """<WorkOrder>
  <Number>WO-558120</Number>
  <CreatedDate>2026-07-03T22:41:07</CreatedDate>
  <Asset>CV-04 Overland conveyor</Asset>
  <Description>Belt rip detector tripped, 1.2 m longitudinal tear at splice 7</Description>
  <Priority>2</Priority>
  <RequiredBy>2026-07-05</RequiredBy>
</WorkOrder>""",
        "Should this be priority 1 instead? The conveyor feeds the only crusher.",
        "This is the work order as the CMMS exported it:",
    ),
    (
        "tailings-yaml",
        ["yaml", "id", "updated"],
        """id: tsf2-pond-2026-06
updated: 2026-06-30T23:59:00-05:00
pond_level_m: 3412.1
freeboard_m: 2.9
decant_rate_m3h: 410
beach:
  min_length_m: 171
  surveyed: 2026-06-28""",
        "Compare this with last month's 3,411.4 m pond level. Is the rise normal for June?",
        "Below is the monthly TSF summary file:",
    ),
    (
        "blast-notice-email",
        ["email_headers", "date", "message_id"],
        """From: Hollins Quarry <blasting@hollinsquarry.example>
To: residents-list@hollinsquarry.example
Date: Fri, 22 May 2026 16:05:44 +0100
Message-ID: <20260522150544.7741@hollinsquarry.example>
Subject: Blasting next week

Blasts are planned on Tuesday and Thursday between 12:00 and 13:00. Monitors at Birch Close and Quarry
Lane will record every blast.""",
        "A resident says nobody told them about Thursday's blast. Does this e-mail count as notice?",
        "Here is the notice we sent:",
    ),
    (
        "permit-curl",
        ["http_exchange", "curl", "date", "x_request_id"],
        """$ curl -i https://permits.minesite.example/api/permits/HW-2026-0318
HTTP/2 409
date: Mon, 14 Sep 2026 08:02:51 GMT
content-type: application/json
x-request-id: 7c2e91f04ab84c1d9e3376b2a5f0d811

{"error": "permit_overlap", "detail": "Isolation IS-0442 is active in the same area until 2026-09-14T12:00:00Z"}""",
        "What does the 409 mean and how do we get the hot work permit approved?",
        "This is what the permit API answered:",
    ),
    (
        "crusher-syslog",
        ["syslog", "plc_gateway"],
        """Jul 19 02:17:44 crusher-gw01 plcbridge[2211]: CR-1 motor current 412 A above alarm 400 A
Jul 19 02:17:59 crusher-gw01 plcbridge[2211]: CR-1 motor current 436 A above trip 430 A
Jul 19 02:18:00 crusher-gw01 plcbridge[2211]: CR-1 tripped, feeder FD-1 interlocked off
Jul 19 02:26:31 crusher-gw01 plcbridge[2211]: CR-1 restart by operator op-jmk""",
        "What probably happened, and how long was the crusher down?",
        "The gateway logged this overnight:",
    ),
    (
        "contractor-register-table",
        ["markdown_table", "issued_expiry"],
        """| Contractor | Permit | Issued | Expires | Induction valid to |
|------------|--------|--------|---------|--------------------|
| Karoo Scaffolding | WAH-0211 | 2026-08-01 | 2026-10-31 | 2026-09-15 |
| Mthembu Civils | CS-0091 | 2026-08-20 | 2026-08-20 | 2027-02-01 |
| Apex Fabrication | HW-0318 | 2026-09-14 | 2026-09-14 | 2026-12-10 |""",
        "Which contractor's induction runs out before their permit does?",
        "Here is the register from the permit office:",
    ),
    (
        "dust-python-log",
        ["python_logging", "dust"],
        """2026-08-12 14:00:03,118 INFO dustlogger DM-07 PM10=88 ug/m3 (15 min)
2026-08-12 14:15:03,120 INFO dustlogger DM-07 PM10=131 ug/m3 (15 min)
2026-08-12 14:30:03,117 WARNING dustlogger DM-07 PM10=164 ug/m3 (15 min) above 150
2026-08-12 14:45:03,121 INFO dustlogger DM-07 PM10=97 ug/m3 (15 min)""",
        "Was the exceedance a single 15-minute spike or longer?",
        "Below is what the dust logger wrote:",
    ),
    (
        "dispatch-ksuid-events",
        ["ksuid", "events", "jsonl"],
        """{"event": "truck_assigned", "id": "2RxUq8mXw3d9TfKcE1bVnL0pZsA", "at": "2026-10-03T19:02:11Z", "truck": "HT-09", "to": "EX-07"}
{"event": "truck_arrived", "id": "2RxUqbN7Y4fH2sQe8vJ0kWm3tLc", "at": "2026-10-03T19:09:40Z", "truck": "HT-09", "to": "EX-07"}
{"event": "load_complete", "id": "2RxUr1k9QzT5pGm2cX7hV4nBdEo", "at": "2026-10-03T19:12:58Z", "truck": "HT-09", "to": "EX-07"}""",
        "How long did HT-09 wait at EX-07 before loading finished?",
        "My colleague sent this:",
    ),
    (
        "handover-slack-export",
        ["slack_export", "ts", "chat_times"],
        """[{"user": "U02PITSUP", "ts": "1780012233.004900", "text": "EX-07 back online after hose change"},
 {"user": "U07NIGHTSS", "ts": "1780013011.219500", "text": "copy, sending 4 trucks"},
 {"user": "U02PITSUP", "ts": "1780016644.551200", "text": "grader GR-01 stuck at ramp 2 toe, need dozer"}]""",
        "Turn this channel export into a handover note, times in words.",
        "Here is the export from the handover channel:",
    ),
    (
        "tpms-json",
        ["json_pretty", "epoch_ms", "tyres"],
        """{
  "unit": "HT-211",
  "sampled_ms": 1781243512000,
  "tyres": [
    {"pos": "FL", "kpa": 655, "temp_c": 71},
    {"pos": "FR", "kpa": 648, "temp_c": 73},
    {"pos": "RLO", "kpa": 590, "temp_c": 88}
  ]
}""",
        "Is RLO's pressure drop something to stop the truck for?",
        "Below is what the tyre monitoring system returned:",
    ),
    (
        "fuel-kv",
        ["key_value", "fuel"],
        """txn=FD-2026-118844 time=2026-09-09T04:12:37+02:00 bowser=FB-2 unit=DZ-02 litres=611 smu=8844.2 operator=op-sb
txn=FD-2026-118845 time=2026-09-09T04:31:02+02:00 bowser=FB-2 unit=HT-05 litres=1480 smu=15502.7 operator=op-sb""",
        "Work out the litres per SMU hour for DZ-02 if its previous fill was at 8831.0 SMU.",
        "The fuel system exported these lines:",
    ),
    (
        "otel-span",
        ["opentelemetry", "trace_id", "nanos"],
        """{"name": "POST /dispatch/assign", "context": {"trace_id": "0af7651916cd43dd8448eb211c80319c", "span_id": "b7ad6b7169203331"},
 "start_time": "2026-10-03T19:02:10.811402Z", "end_time": "2026-10-03T19:02:14.092117Z",
 "attributes": {"http.status_code": 200, "fms.truck": "HT-09"}, "status": {"status_code": "OK"}}""",
        "Three seconds for an assignment call is slow. Where would you look first?",
        "Here is the span from our tracing backend:",
    ),
    (
        "blast-ics",
        ["ics", "dtstamp", "uid"],
        """BEGIN:VEVENT
UID:blast-e214@hollinsquarry.example
DTSTAMP:20260522T150544Z
DTSTART:20260526T120000Z
DTEND:20260526T130000Z
SUMMARY:Blast E-214 (eastern boundary)
END:VEVENT""",
        "What local time is this blast in the UK, and does the invite say which day of the week?",
        "The calendar invite looked like this:",
    ),
    (
        "water-chain-of-custody",
        ["chain_of_custody", "sample_times"],
        """CHAIN OF CUSTODY  COC-26-1142
Sample     Point   Collected           Preserved  Relinquished        Received by lab
SP2-0611   SP-2    11/06/2026 07:40    HNO3       11/06/2026 09:05    11/06/2026 13:22
SP2-0612   SP-2    12/06/2026 07:35    HNO3       12/06/2026 09:10    12/06/2026 14:01""",
        "Were both samples received within the 8-hour holding time for metals?",
        "Below is the chain of custody form:",
    ),
    (
        "prism-csv",
        ["geotech", "csv", "epochs"],
        """prism,epoch,disp_mm,vel_mm_day
P-15,1782864000,41.2,0.6
P-17,1782864000,88.9,6.1
P-17,1782950400,95.1,6.2
P-18,1782864000,12.0,0.2""",
        "Convert the epochs to dates and tell me if P-17 is accelerating.",
        "My colleague sent this:",
    ),
    (
        "cas-proximity-json",
        ["collision_avoidance", "json_pretty", "uuid4_id"],
        """{
  "id": "5f0c2d1e-8a47-4b63-9e21-7d3c6b0a4f88",
  "type": "proximity_alarm",
  "recorded": "2026-11-02 21:47:13",
  "vehicles": ["HT-104", "LV-33"],
  "min_distance_m": 6.4,
  "operator_ack": true
}""",
        "Does a 6.4 m separation between a haul truck and a light vehicle need to be reported as a high-potential incident?",
        "Here is the collision avoidance record:",
    ),
    (
        "conveyor-alarm-history",
        ["alarm_history", "table"],
        """Time                 Tag            Message                     State
03/07/2026 22:38:51  CV04_RIP_DET   Belt rip detected           ACTIVE
03/07/2026 22:38:52  CV04_DRV_M1    Drive stop (interlock)      ACTIVE
03/07/2026 22:52:10  CV04_RIP_DET   Belt rip detected           ACK op-lw
04/07/2026 01:15:47  CV04_RIP_DET   Belt rip detected           CLEARED""",
        "How long between the alarm and the acknowledgment?",
        "Below is the alarm history:",
    ),
    (
        "toolbox-attendance",
        ["attendance", "times"],
        """Toolbox talk: Working near highwalls
Held: Tue 8 Sep 2026, 06:10-06:25, Bench 5 crib room
Attendees: J. Mokoena (06:10), P. Shabalala (06:12), R. Dlamini (06:19), K. Botha (06:24)""",
        "Who arrived too late to count as attending a 15-minute talk?",
        "This is the attendance sheet:",
    ),
    (
        "lab-qaqc-email",
        ["email", "sent", "lab"],
        """From: QAQC Desk <qaqc@lab.example>
Sent: Thursday, 9 April 2026 17:22
To: Geology <geology@mine.example>
Subject: RE: PER26-04411 CRM failure

Hi all, OREAS-254 failed at +3.9 SD. We will re-fire samples 120-160 and report by 15 April. Ref QC-88213.""",
        "Which samples are affected and when will we have the new numbers?",
        "The lab replied:",
    ),
    (
        "haul-road-table",
        ["markdown_table", "inspection_dates"],
        """| Segment | Inspected | Condition | Action |
|---------|-----------|-----------|--------|
| Ramp R1 | 2026-10-12 06:30 | Good | - |
| Ramp R2 | 2026-10-12 06:55 | Rutting at toe | Grader pass |
| Pit floor loop | 2026-10-12 07:20 | Spillage 3 spots | Dozer clean-up |""",
        "Make a task list for the road crew from this, most urgent first.",
        "Here is this morning's haul road inspection:",
    ),
    (
        "webform-incident",
        ["form_export", "timestamps"],
        """Timestamp,Email,Incident type,When did it happen?,Where?
2026-11-02 22:05:31,sb@mine.example,Near miss,2026-11-02 21:47,Ramp R2 toe
2026-11-03 06:12:09,jm@mine.example,Hazard,2026-11-03 05:50,Workshop wash bay""",
        "Classify each submission and say if either needs a call to the supervisor.",
        "Below is what the form collected:",
    ),
    (
        "mqtt-telemetry",
        ["mqtt", "json", "epoch"],
        """topic: mine/pumps/DW-3/telemetry
{"ts": 1784512800, "flow_ls": 41.5, "sump_level_m": 2.8, "run_hours": 11820, "msg_id": "a91f30c2"}""",
        "The sump level looks high for a pump running at 41 L/s. What could be wrong?",
        "My colleague sent this:",
    ),
    (
        "permit-http-post",
        ["http_exchange", "request_and_response"],
        """POST /api/permits HTTP/1.1
Host: permits.minesite.example
Date: Tue, 15 Sep 2026 05:58:10 GMT
Idempotency-Key: 3f7a1c9e-52b4-4d08-a6e1-0b9c8d2e7f31

{"type": "confined_space", "area": "Sump DW-3", "contractor": "Mthembu Civils"}

HTTP/1.1 201 Created
Location: /api/permits/CS-0092""",
        "Did this create a new permit or reuse CS-0091?",
        "Here is the request and response from our integration test:",
    ),
    # other languages
    (
        "es-voladura-csv",
        ["spanish", "csv", "creado"],
        """voladura,banco,creado,ppv_mm_s,monitor
V-2026-311,3480,2026-08-19 12:02:44,3.2,M-Pueblo
V-2026-312,3465,2026-08-21 12:05:10,5.7,M-Pueblo
V-2026-313,3465,2026-08-23 12:01:58,8.9,M-Pueblo""",
        "¿Las vibraciones en el monitor del pueblo van en aumento? ¿Qué recomiendas?",
        "Aquí está la exportación del sistema de monitoreo:",
    ),
    (
        "pt-os-json",
        ["portuguese", "json_pretty", "criado_em"],
        """{
  "os": "OS-77812",
  "criado_em": "2026-06-02T09:14:31-03:00",
  "equipamento": "EH-05",
  "descricao": "Vazamento no cilindro da lança",
  "status": "aguardando peça"
}""",
        "Há quantos dias essa ordem está aberta se hoje é 10 de junho?",
        "Segue o que o sistema retornou:",
    ),
    (
        "fr-rapport-inspection",
        ["french", "horodatage", "report"],
        """Rapport d'inspection n° RI-2026-0457
Horodatage : 2026-09-03 06:48:12
Inspecteur : M. Gagnon
Zone : Galerie 640, chantier 12
Constat : boulons d'ancrage manquants sur 3 m, grillage déchiré""",
        "Quelle mesure immédiate doit-on prendre avant de laisser entrer l'équipe ?",
        "Mon collègue m'a envoyé ceci :",
    ),
    (
        "de-staub-csv",
        ["german", "csv", "erstellt"],
        """Messstelle;Erstellt;Staubniederschlag g/(m²·d);Grenzwert
MP1 Ortsrand;31.07.2026 23:59:00;0,31;0,35
MP2 Zufahrt;31.07.2026 23:59:00;0,42;0,35
MP3 Wald;31.07.2026 23:59:00;0,12;0,35""",
        "Welche Messstelle überschreitet den Grenzwert, und was schreiben wir der Behörde?",
        "Hier ist der Export aus dem Messsystem:",
    ),
    (
        "ru-vibro-log",
        ["russian", "log", "trace_id"],
        """2026-05-14T11:02:37+03:00 INFO vibro СП-3 ППС=4.2 f=18 trace_id=6e0c63257de34c926f9efcd03899c7ae
2026-05-14T11:02:38+03:00 WARN vibro СП-1 ППС=6.9 f=12 trace_id=6e0c63257de34c926f9efcd03899c7ae""",
        "Почему у двух записей одинаковый trace_id? Это одна и та же регистрация?",
        "Вот что вернула система мониторинга:",
    ),
    (
        "zh-assay-xml",
        ["chinese", "xml", "生成时间"],
        """<化验报告>
  <报告编号>HY-2026-0921</报告编号>
  <生成时间>2026-09-21 15:40:22</生成时间>
  <样品 编号="ZK-118-07" 金="2.31" 单位="g/t"/>
  <样品 编号="ZK-118-08" 金="0.47" 单位="g/t"/>
</化验报告>""",
        "这两个样品哪个高于 1 g/t 的边界品位？",
        "下面是化验室发来的报告：",
    ),
    (
        "ja-inspection-json",
        ["japanese", "json_single_line", "点検日時"],
        """{"点検番号": "TK-2026-0412", "点検日時": "2026-04-12T07:15:00+09:00", "設備": "ベルトコンベヤ BC-2", "結果": "ベルト蛇行あり", "担当": "佐藤"}""",
        "この点検結果で運転を止める必要がありますか？",
        "同僚から送られてきた記録です：",
    ),
    (
        "ko-alarm-table",
        ["korean", "markdown_table", "발생시각"],
        """| 발생시각 | 설비 | 알람 | 상태 |
|----------|------|------|------|
| 2026-10-21 03:12:45 | 조크러셔 JC-1 | 베어링 온도 높음 | 해제 |
| 2026-10-21 04:40:02 | 컨베이어 CV-3 | 벨트 사행 | 발생 |""",
        "두 알람 중 어느 것을 먼저 점검해야 하나요?",
        "설비 알람 이력입니다:",
    ),
    (
        "ar-dust-table",
        ["arabic", "arabic_indic_digits", "table"],
        """المحطة | التاريخ | الغبار (ميكروغرام/م٣)
الشمالية | ٢٠٢٦-٠٧-١٤ ١٣:٠٠ | ١٨٠
الجنوبية | ٢٠٢٦-٠٧-١٤ ١٣:٠٠ | ٩٥""",
        "أي محطة تجاوزت الحد المسموح وهو ١٥٠؟",
        "هذا ما أرسله زميلي:",
    ),
    (
        "hi-permit-json",
        ["hindi", "json_pretty", "created"],
        """{
  "परमिट": "HW-2026-0877",
  "बनाया_गया": "2026-11-05T08:30:00+05:30",
  "वैधता_समाप्त": "2026-11-05T18:00:00+05:30",
  "ठेकेदार": "शर्मा इंजीनियरिंग"
}""",
        "क्या यह परमिट रात की पाली में काम के लिए मान्य है?",
        "सिस्टम ने यह लौटाया:",
    ),
    (
        "id-p2h-report",
        ["indonesian", "report", "dibuat"],
        """LAPORAN P2H
Unit: DT-215
Dibuat: 18/08/2026 05:42:10 WITA
Rem parkir: lemah
Sabuk pengaman: OK
APAR: kedaluwarsa (exp 01/2026)""",
        "Apakah unit ini boleh beroperasi hari ini?",
        "Berikut laporan dari aplikasi P2H:",
    ),
    (
        "pl-drgania-report",
        ["polish", "report", "utworzono"],
        """Raport z pomiaru drgań nr 2026/114
Utworzono: 2026-06-09 13:17:45
Punkt pomiarowy: ul. Leśna 12
PPV: 8,1 mm/s, częstotliwość dominująca 9 Hz
Strzał nr: S-0609-2""",
        "Czy ten wynik mieści się w strefie bezpiecznej dla budynków mieszkalnych?",
        "Kolega przesłał mi ten raport:",
    ),
    (
        "sv-underhall-log",
        ["swedish", "log", "uppdaterad"],
        """Maskin: LM-9 (laddmaskin)
Uppdaterad: 2026-03-22 23:41:05
Felkod 4471 (hydraultryck lågt) x3 sedan 22:00
Senaste service: 2026-02-27 vid 6 210 h""",
        "Är felkoden kopplad till att servicen är försenad?",
        "Här är loggen från maskinen:",
    ),
    (
        "mn-shift-report",
        ["mongolian", "cyrillic", "report"],
        """ЭЭЛЖИЙН ТАЙЛАН
Огноо: 2026.07.08, шөнийн ээлж
Тээвэрлэсэн хөрс: 38 400 тн
Зогсолт: экскаватор ЭК-2, 02:15-04:40 (гидравлик хоолой)""",
        "Зогсолт хэдэн минут үргэлжилсэн бэ?",
        "Ээлжийн тайланг хуулж оруулав:",
    ),
    (
        "tr-baraj-raporu",
        ["turkish", "report", "olusturulma"],
        """Atık Barajı Ölçüm Raporu
Oluşturulma: 30.06.2026 17:05:33
Gölet kotu: 412,6 m
Serbest yükseklik: 2,1 m
Sızıntı debisi: 3,4 l/s""",
        "Serbest yükseklik 2 metrenin altına düşerse ne yapmalıyız?",
        "Raporu aşağıya yapıştırıyorum:",
    ),
    (
        "th-dust-table",
        ["thai", "table", "dates"],
        """จุดตรวจวัด | วันที่ | PM10 (มคก./ลบ.ม.)
หน้าเหมือง | 14/02/2569 | 132
หมู่บ้าน | 14/02/2569 | 88""",
        "ค่าฝุ่นที่จุดไหนเกินมาตรฐาน 120",
        "นี่คือตารางผลตรวจวัดฝุ่น:",
    ),
    (
        "vi-nhat-ky",
        ["vietnamese", "log", "times"],
        """Nhật ký ca 2 - 15/10/2026
06:10 Xe BelAZ 12 báo áp suất dầu phanh thấp
06:25 Dừng xe tại bãi thải số 3
07:40 Thợ sửa thay ống dầu, chạy lại""",
        "Xe dừng bao lâu?",
        "Đây là nhật ký ca:",
    ),
    (
        "el-marble-email",
        ["greek", "email", "date"],
        """Από: Εργαστήριο Ποιότητας <lab@marmara.example>
Ημερομηνία: Τρί, 14 Απρ 2026 10:22:05 +0300
Θέμα: Αποτελέσματα δειγμάτων σκόνης

Η μέτρηση στην είσοδο ήταν 95 µg/m³ (μέσος όρος 24 ωρών).""",
        "Χρειάζεται να ενημερώσουμε την περιφέρεια;",
        "Μου ήρθε αυτό το email:",
    ),
    (
        "kk-drill-blast",
        ["kazakh", "cyrillic", "log"],
        """Жарылыс журналы
Күні: 2026-05-20, уақыты: 12:00:15
Блок: 7-14, шпурлар: 64, ЖЗ: 8 420 кг
Ескерту: 2 шпур жарылмады""",
        "Жарылмаған шпурлармен не істеу керек?",
        "Журналдан көшірме:",
    ),
]

PLACEMENTS = [
    "above",
    "start",
    "typed_under",
    "lead_in",
    "ask_then_lead_in",
    "earlier_user",
    "earlier_assistant",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool",
    "fence",
    "quoted",
    "both_sides",
    "system_user",
    "end",
    "indented",
]
SYSTEM_OPS = (
    "You are the operations assistant of the mine. Answer from the material the user gives you and say when "
    "it is not enough."
)


def place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "above":
        return f"{ask}\n\n{block}"
    if placement == "start":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}\n\n{block}\n\n{ask}"
    if placement == "ask_then_lead_in":
        return f"{ask} {intro}\n{block}"
    if placement == "earlier_user":
        return f"User: {intro}\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull up the record?\nAssistant: Here it is:\n\n{block}\n\nUser: {ask}\nAssistant:"
        )
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_OPS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_OPS}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{intro}\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_OPS}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {intro}\n{block}\n\n{ask} [/INST]"
    if placement == "rag":
        return f'<document source="shared-drive">\n{block}\n</document>\n\nQuestion: {ask}\nAnswer:'
    if placement == "tool":
        return (
            f"Question: {ask}\nThought: I need the record.\nAction: fetch_record[latest]\nObservation:\n{block}\n"
            "Thought:"
        )
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}\n\n{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there that looks wrong?"
    if placement == "system_user":
        return f"{SYSTEM_OPS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "end":
        return f"{SYSTEM_OPS}\n\nUser: {ask}\n\n{block}"
    assert placement == "indented"
    indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
    return f"{intro}\n\n{indented}\n\n{ask}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[(k * 7) % len(PLACEMENTS)]
        neg(f"pasted:{source}", ["pasted", placement, *tags], place(placement, block, ask, intro))


# --- negatives: near-misses, look-alikes in program positions, values asked about ---------------------------------


def _negatives_hand() -> None:
    neg(
        "near-miss:webhook-pasted-to-debug",
        ["near_miss", "webhook", "pasted", "signature"],
        """Our receiver rejects this delivery with "timestamp outside tolerance". The headers as our proxy logged
them:

POST /hooks/vibration HTTP/1.1
X-Vibra-Delivery: 0196f2a1-7c3e-7b12-9d40-2e8f5a6c1b37
X-Vibra-Timestamp: 1778150711
X-Vibra-Signature: sha256=9c1f0e7a2b4d6c8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8c0d2e4f6a8b0c2d4e

The proxy received it at 2026-05-07 10:50:33 UTC. How far outside a 300-second tolerance is it?""",
    )
    neg(
        "near-miss:bot-prompt-pasted",
        ["near_miss", "pasted_prompt", "current_time_label"],
        """The dispatch bot answered nonsense. This is the prompt it got, copied from the debug console:

---
Current shift clock: 2026-04-11 06:45:02
Dispatch session: 01963a51-2f0e-7c44-b1d9-8e6a0c3f5d27
Which trucks should go to EX-07?
---

Is the clock line the reason it thought it was still night shift?""",
    )
    neg(
        "near-miss:report-front-matter-proofread",
        ["near_miss", "front_matter", "generated_at", "proofread"],
        """Proofread the front matter of our monthly environmental report before it goes to the regulator. Only
fix typos; do not change values.

---
title: Monthly Enviromental Monitoring Report - Greystone Quarry
generated_at: 2026-07-01T06:00:00+01:00
report_run: 01J1ZQ4K8X2M6V0R3T5N7B9C1D
period: 2026-06
---""",
    )
    neg(
        "near-miss:cloudevent-pasted",
        ["near_miss", "cloudevent", "pasted"],
        """Why does our triage service say this event is a duplicate? Two copies arrived with these headers:

ce-id: 8d5f2c71-4e0b-4a93-b6d2-1f7e9a3c5b08
ce-time: 2026-07-21T04:57:40.118Z
ce-source: /fleet/dozers

ce-id: 8d5f2c71-4e0b-4a93-b6d2-1f7e9a3c5b08
ce-time: 2026-07-21T04:57:41.902Z
ce-source: /fleet/dozers""",
    )
    neg(
        "near-miss:support-request-id",
        ["near_miss", "id_in_question", "request_id"],
        """The permit portal showed "Something went wrong (request id 7c2e91f04ab84c1d9e3376b2a5f0d811, 14 Sep
2026 08:02 UTC)". Write a short message to IT support that includes the request id and time so they can
find it in their logs.""",
    )
    neg(
        "near-miss:fms-response-with-meta",
        ["near_miss", "pasted", "json_pretty", "request_id"],
        """I copied this from the FMS API tester. Why is "queue" empty when there are clearly trucks at EX-12?

{
  "meta": {
    "request_id": "01JS0M4T7Q9W2E5R8Y1U3I6O0P",
    "generated_at": "2026-04-11T06:45:02.311Z"
  },
  "loader": "EX-12",
  "queue": []
}""",
    )
    neg(
        "near-miss:sent-stamp-in-forward",
        ["near_miss", "forwarded", "sent_time"],
        """---------- Forwarded message ---------
From: Shift Supervisor <ss@mine.example>
Date: Wed, 2 Sep 2026 at 05:55
Subject: Ramp R2 closed

Ramp R2 closed from 05:30 for a failed berm. Trucks use R1 until the geotech signs it off.

Can you turn this into an SMS for the operators, 160 characters max?""",
    )
    # look-alikes in program positions
    neg(
        "lookalike:lease-and-timezone",
        ["lookalike", "header_block", "lease", "timezone"],
        """Site: Karri Ridge
Mining lease: M 70/1184 (granted 2009-03-17)
Time zone: Australia/Perth
Roster: 7 on / 7 off, 12 h shifts

User: What's the standard change-out time between day and night shift?
Assistant:""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain mine ventilation terms to new starters.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is a booster fan?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
    )
    neg(
        "lookalike:chatml-prompt-revision",
        ["lookalike", "chatml", "prompt_revision"],
        """<|im_start|>system
Prompt: blast-compliance
Revision: 2026-02-10 (approved by the registered manager)
Explain vibration and overpressure limits from the consent conditions only.<|im_end|>
<|im_start|>user
What does "95 % of blasts under 5 mm/s" mean in practice?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "lookalike:front-matter-sop",
        ["lookalike", "front_matter", "sop_dates"],
        """---
sop: SOP-HR-014 Working near highwalls
issued: 2024-05-01
review_due: 2027-05-01
owner: Geotechnical Engineer
---
Summarise this SOP's key rules for a toolbox talk: stay 10 m from the toe, no parking under overhangs,
report cracks immediately.""",
    )
    neg(
        "lookalike:xml-site-settings",
        ["lookalike", "xml_attribute", "stable"],
        """<site_settings tenant="8f14e45f-ceea-467f-a0e6-5c3f7d2b9a01" tz="America/Lima" shift_start="07:00" fiscal_year_start="04-01"/>
How many working days are in a 14x7 roster month?""",
    )
    neg(
        "lookalike:single-json-build",
        ["lookalike", "single_line_json", "calver"],
        """{"app": "shiftapp", "build": "2026.03.2", "api": "2025-11-01", "site": "Goldfields East"}
Write the release note line for the new pre-start checklist feature.""",
    )
    neg(
        "lookalike:unrendered-template",
        ["lookalike", "template", "unrendered"],
        """Template check: render this prompt for the vibration bot and tell me which variables are missing.

Current time: {{now}}
Session: {{session_id}}
Monitor: {{monitor_name}}
Question: {{user_question}}""",
    )
    neg(
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "revision"],
        """<!-- prompt rev 14, 2025-12-02 -->
You are the assay QAQC explainer. Use plain language.

User: What is a CRM and why do we insert one every 20 samples?
Assistant:""",
    )
    neg(
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms"],
        """Explain the difference between a general work permit and an isolation permit in 4 bullets.

--
Permit Desk Assistant 3.4 | Terms of use revised 2025-09-01 | Site code KRR-01""",
    )
    neg(
        "lookalike:markdown-settings",
        ["lookalike", "markdown_table", "stable"],
        """| Setting | Value |
|---------|-------|
| Mine | Elk Valley Quarry |
| Licence expiry | 2031-12-31 |
| Blast window | 11:30-13:30 weekdays |

User: Can we blast on a Saturday morning if the weather was bad all week?
Assistant:""",
    )
    neg(
        "lookalike:japanese-stable-header",
        ["lookalike", "japanese", "stable_header"],
        """事業所：北山採石場
鉱業権番号：採第1234号
許可期限：2030年3月31日

質問：発破の事前通知は何日前までに近隣に出すべきですか？""",
    )
    neg(
        "lookalike:german-stand",
        ["lookalike", "german", "policy_stand"],
        """Betriebsanweisung Radlader, Stand: 01.02.2026
Standort: Steinbruch Hohenfels

Frage: Darf der Radlader mit angehobener Schaufel rückwärts fahren?""",
    )
    neg(
        "lookalike:kv-settings",
        ["lookalike", "key_value", "stable"],
        """SITE=north-pit TZ=Africa/Johannesburg PAYLOAD_TARGET_T=220 API_VERSION=2024-06-30
Explain to a new dispatcher why we target 220 t and not the truck's 227 t rated payload.""",
    )
    neg(
        "lookalike:spanish-header",
        ["lookalike", "spanish", "stable_header"],
        """Unidad minera: Cerro Azul
Concesión: 010245617 (otorgada 1998-11-20)
Zona horaria: America/Lima

Usuario: ¿Cada cuánto hay que calibrar los sismógrafos según la norma?""",
    )
    # values the user types or asks about
    neg(
        "asked:epoch",
        ["asked", "epoch"],
        "The vibration logger stamps events as 1782950400. What date and time is that in Perth?",
    )
    neg(
        "asked:uuid7",
        ["asked", "uuid7"],
        """Our FMS uses UUIDv7 ids. When was event 01963a4e-9b2c-7d51-a8e3-5c0f2b7d9e14 created, to the
millisecond?""",
    )
    neg(
        "asked:user-clock",
        ["asked", "user_clock"],
        """It's 13:42 here at the pit and the blast was at 13:20. The re-entry rule is 30 minutes after the all
clear, and the all clear was given at 13:31. When can the crew go back in?""",
    )
    neg(
        "asked:relative-times",
        ["asked", "relative_times"],
        """The pump tripped 20 minutes ago and restarted 5 minutes ago; the sump rose 30 cm in between. At that
rate, how long until it reaches the 1.5 m alarm from 0.9 m?""",
    )
    neg(
        "asked:few-shot",
        ["asked", "few_shot", "dates"],
        """Extract shot, date and PPV as JSON.

Example: "Shot E-201 fired 2026-03-03 at 12:04, PPV 3.1 mm/s" -> {"shot": "E-201", "date": "2026-03-03", "ppv": 3.1}

Input: "Shot C-121 fired 2026-03-12 at 12:41, PPV 6.4 mm/s"
Output:""",
    )
    neg(
        "asked:ksuid-decode",
        ["asked", "ksuid"],
        "How do I get the timestamp out of a KSUID like 2RxUq8mXw3d9TfKcE1bVnL0pZsA in Python?",
    )
    neg(
        "asked:iso-week",
        ["asked", "iso_week"],
        "Our maintenance shutdowns are planned by ISO week. Which dates does 2026-W41 cover?",
    )
    neg(
        "asked:traceparent-es",
        ["asked", "spanish", "traceparent"],
        """¿Qué significa cada parte de este encabezado que aparece en los registros del despacho?
traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01""",
    )
    neg(
        "asked:korean-epoch",
        ["asked", "korean", "epoch"],
        "센서 로그에 1784512800 이라고 찍혀 있습니다. 한국 시간으로 언제인가요?",
    )
    neg(
        "asked:deadline",
        ["asked", "deadline", "dates"],
        """The regulator wants the dam safety review submitted 60 days after the inspection on 2026-06-28. What
is the deadline, and does it fall on a weekend?""",
    )
    neg(
        "control:plain-en",
        ["control", "plain"],
        """You are a training assistant for quarry operators.

User: What are the three points of contact when climbing onto a loader?
Assistant:""",
    )
    neg(
        "control:plain-pt",
        ["control", "plain", "portuguese"],
        "Explique em poucas palavras o que é a razão estéril/minério em uma mina a céu aberto.",
    )


# --- generated families ------------------------------------------------------------------------------------------
# Each body carries a pasted record of its own; a field goes to three of seven positions per body.

POSITIONS = ["head", "system_tail", "after_user", "footer", "front_matter", "json_member", "xml_attr"]

Fmt = Callable[[Gen, datetime], str]

EN_FIELDS: list[tuple[str, str, str, Fmt]] = [
    ("Context time", "ctx_time", "datetime", lambda g, t: rfc3339(t)),
    ("Request", "request", "request_id", lambda g, t: g.uuid7(t)),
    ("pitclock", "pitclock", "datetime", lambda g, t: str(epoch_ms(t))),
    ("Chat session", "chat_session", "session_id", lambda g, t: g.nanoid()),
    ("Served", "served", "datetime", lambda g, t: http_date(t)),
    ("t0", "t0", "datetime", lambda g, t: str(epoch_s(t))),
    ("Hop", "hop", "request_id", lambda g, t: g.hex(16)),
    ("As of", "as_of", "datetime", lambda g, t: iso_space(t)),
    ("traceparent", "traceparent", "trace_id", lambda g, t: g.traceparent()),
    ("Minted", "minted", "request_id", lambda g, t: g.ulid(t)),
    ("Shift now", "shift_now", "datetime", lambda g, t: py_str(t)),
    ("Pass", "pass", "session_id", lambda g, t: g.b62(22)),
    ("Sent", "sent", "datetime", lambda g, t: js_iso(t)),
    ("Desk run", "desk_run", "request_id", lambda g, t: g.ksuid(t)),
    ("Local time", "local_time", "datetime", lambda g, t: windows_general(t)),
    ("Corr", "corr", "request_id", lambda g, t: g.uuid4()),
    ("Stamp", "stamp", "datetime", lambda g, t: rfc2822(t)),
    ("Today", "today", "datetime", lambda g, t: long_date(t)),
]

LANG_FIELDS: dict[str, list[tuple[str, str, str, Fmt]]] = {
    "es": [
        ("Hora actual", "hora_actual", "datetime", lambda g, t: dmy(t)),
        ("ID de sesión", "id_sesion", "session_id", lambda g, t: g.uuid4()),
    ],
    "pt": [
        ("Agora", "agora", "datetime", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
        ("ID da requisição", "id_requisicao", "request_id", lambda g, t: g.ulid(t)),
    ],
    "ru": [
        ("Сейчас", "now", "datetime", lambda g, t: dmy(t)),
        ("Номер запроса", "request_no", "request_id", lambda g, t: g.hex(32)),
    ],
    "ja": [
        ("現在日時", "now", "datetime", lambda g, t: f"{t:%Y年%m月%d日 %H時%M分%S秒}"),
        ("リクエストID", "request_id", "request_id", lambda g, t: g.uuid7(t)),
    ],
    "id": [
        ("Waktu sekarang", "waktu", "datetime", lambda g, t: rfc3339(t)),
        ("ID permintaan", "id_permintaan", "request_id", lambda g, t: g.nanoid()),
    ],
    "ko": [
        ("현재 시각", "now", "datetime", lambda g, t: f"{t:%Y년 %m월 %d일 %H:%M:%S}"),
        ("세션 ID", "session", "session_id", lambda g, t: g.ksuid(t)),
    ],
}

# (name, language, site, system, user prefix, question, record)
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    (
        "dispatch-snapshot",
        "en",
        "Copperbelt North",
        "You are the dispatch desk assistant at Copperbelt North. Keep every loader fed.",
        "User: ",
        "Which loader is under-trucked in this board I copied?",
        """Loader  Trucks assigned  Target  Board updated
EX-01   6                7       05:58:21
EX-02   3                6       05:58:21
WL-05   2                2       05:58:21""",
    ),
    (
        "blast-record",
        "en",
        "Tarn Vale",
        "You help the shotfirer check blast records against the blast design.",
        "User: ",
        "Is the charge per delay within the 250 kg limit?",
        """Shot S-0902  fired 2026-09-02 12:31:44  holes 48  MIC 236 kg  initiation electronic
Monitor VM-02 triggered 12:31:45, PPV 4.7 mm/s""",
    ),
    (
        "lv-prestart",
        "en",
        "Bluff Creek",
        "You review light vehicle pre-start checks for the site safety team.",
        "User: ",
        "Can this vehicle go into the pit?",
        """LV-33 pre-start  Checked: 2026-10-05 05:31  Driver: K. Botha
Flag and buggy whip: missing
Beacon: OK   Radio: OK   Tyres: OK""",
    ),
    (
        "icp-lines",
        "en",
        "Perth lab",
        "You explain assay results to mine geologists in plain words.",
        "User: ",
        "Why is the As value flagged on the second sample?",
        """Sample     Cu_ppm  As_ppm  Flag  Analysed
RC-4410    1840    22            2026-03-18 14:02:17
RC-4411    2210    1460    OR    2026-03-18 14:02:53""",
    ),
    (
        "telematics-record",
        "en",
        "Iron Hill",
        "You triage machine alarms for the maintenance planner.",
        "User: ",
        "Is this worth pulling the truck out of the cycle?",
        """{"unit": "HT-212", "alarm": "retarder oil temperature high", "recorded_at": "2026-08-14T13:05:29+08:00", "value_c": 118, "limit_c": 115}""",
    ),
    (
        "seepage-weir",
        "en",
        "Ridgeback TSF",
        "You summarise tailings monitoring data for the site environmental lead.",
        "User: ",
        "Is the seepage at weir W-2 trending up?",
        """weir,read_at,flow_ls,turbidity_ntu
W-2,2026-06-01 07:10,2.1,14
W-2,2026-06-08 07:05,2.6,19
W-2,2026-06-15 07:12,3.4,31""",
    ),
    (
        "es-permiso",
        "es",
        "Cerro Azul",
        "Eres el asistente de permisos de contratistas de la unidad minera. Responde en español.",
        "Usuario: ",
        "¿Este permiso cubre trabajos en caliente el sábado?",
        """Permiso PT-2026-0931
Emitido: 2026-10-08 07:05:12
Contratista: Soldaduras Andinas S.A.C.
Tipo: trabajo en caliente, lunes a viernes, 07:00-17:00""",
    ),
    (
        "pt-britador",
        "pt",
        "Mina Serra Verde",
        "Você é o assistente de manutenção do britador primário. Responda em português.",
        "Usuário: ",
        "A temperatura do mancal indica falha iminente?",
        """equipamento=BR-01 registrado_em=2026-07-22T03:41:09-03:00 mancal_c=84 corrente_a=398
equipamento=BR-01 registrado_em=2026-07-22T03:46:09-03:00 mancal_c=91 corrente_a=402""",
    ),
    (
        "ru-osmotr",
        "ru",
        "Карьер Северный",
        "Ты помощник инженера по охране труда карьера. Отвечай по-русски.",
        "Пользователь: ",
        "Можно ли допускать бульдозер к работе по этому акту?",
        """Акт осмотра № 118
Дата осмотра: 03.09.2026 06:20
Бульдозер Б-4: течь гидравлики, огнетушитель в норме, сигнал заднего хода не работает""",
    ),
    (
        "ja-bunseki",
        "ja",
        "北山鉱山",
        "あなたは鉱山の分析結果を説明するアシスタントです。日本語で答えてください。",
        "ユーザー：",
        "この2つの試料の銅品位の差は大きすぎませんか？",
        """試料番号  Cu(%)  分析日
NS-2031   1.12   2026-05-11
NS-2031D  1.48   2026-05-11""",
    ),
    (
        "id-ritase",
        "id",
        "Tambang Batu Hijau Timur",
        "Anda adalah asisten dispatch tambang batu bara. Jawab dalam bahasa Indonesia.",
        "Pengguna: ",
        "Berapa rata-rata waktu siklus DT-118 dari log ini?",
        """waktu,unit,kejadian
2026-08-03 07:02:10,DT-118,muat selesai
2026-08-03 07:19:44,DT-118,dumping
2026-08-03 07:38:02,DT-118,muat selesai""",
    ),
    (
        "ko-jindong",
        "ko",
        "정선 석회석 광산",
        "당신은 발파 진동 관리 도우미입니다. 한국어로 답하세요.",
        "사용자: ",
        "이번 발파 진동이 기준 0.3 cm/s를 넘었나요?",
        """측정지점  측정시각             최대진동속도(cm/s)
마을회관  2026-04-17 12:03:18  0.21
양계장    2026-04-17 12:03:19  0.34""",
    ),
]

STABLE: list[tuple[str, str, str]] = [
    ("Fiscal year", "fy", "FY2026/27"),
    ("Mining lease", "lease", "ML 70/1184"),
    ("Site time zone", "tz", "Africa/Lusaka"),
    ("Knowledge cutoff", "cutoff", "2024-06"),
    ("Prompt revision", "prompt_rev", "2026-01-15"),
    ("Tenant", "tenant", "6b1f0c2e-93d4-4e7a-8a15-2c9d7e0f4b63"),
    ("Build", "build", "2026.02.1"),
    ("API version", "api_version", "2025-07-01"),
    ("Shift pattern", "shift_pattern", "4x4, 12 h"),
    ("Licence valid to", "licence_valid_to", "2030-06-30"),
    ("Site code", "site_code", "CBN-02"),
    ("Payload target", "payload_target", "220 t"),
]


def compose(
    body: tuple[str, str, str, str, str, str, str], position: str, line: str, attr: str, json_member: str
) -> str:
    """One prompt of a body with `line` (a whole `Label: value` line), `attr` (an XML attribute) or
    `json_member` (a single-line JSON member with its comma) at `position`."""
    _, lang, site, system, prefix, question, record = body
    head: list[str] = []
    if position == "head":
        head.append(line)
    elif position == "xml_attr":
        head.append(f'<request_context {attr} site="{site}"/>')
    elif position == "json_member":
        head.append(f'{{{json_member} "site": "{site}"}}')
    elif position == "front_matter":
        head += ["---", line, f"site: {site}", "---"]
    sys_lines = [system] + ([line] if position == "system_tail" else [])
    parts = ["\n".join(head + sys_lines), f"{prefix}{question}\n\n{record}"]
    if position == "after_user":
        parts.append(line)
    elif position == "footer":
        parts.append(f"--\n{line}")
    text = "\n\n".join(parts)
    return text + "\nAssistant:" if lang == "en" else text


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for k, body in enumerate(BODIES):
        lang = body[1]
        for j in range(3):
            n = 3 * k + j
            position = POSITIONS[n % len(POSITIONS)]
            label, key, cue, fmt = EN_FIELDS[n % len(EN_FIELDS)] if lang == "en" else LANG_FIELDS[lang][j % 2]
            value = fmt(g, g.moment())
            text = compose(
                body,
                position,
                v(cue, f"{label}: {value}"),
                v(cue, f'{key}="{value}"'),
                v(cue, f'"{key}": "{value}",'),
            )
            out.append(
                Draft(text, f"{SRC}pos:generated:{body[0]}:{position}", ["generated", lang, position, cue])
            )
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for k, body in enumerate(BODIES):
        used = {POSITIONS[(3 * k + j) % len(POSITIONS)] for j in range(3)}
        free = [p for p in POSITIONS if p not in used]
        position = free[k % len(free)]
        label, key, value = STABLE[k]
        text = compose(body, position, f"{label}: {value}", f'{key}="{value}"', f'"{key}": "{value}",')
        out.append(
            Draft(
                text,
                f"{SRC}neg:generated:{body[0]}:{position}",
                ["hard_negative", "generated", body[1], position],
            )
        )
    return out


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_hand()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold97", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
