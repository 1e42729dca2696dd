"""Build `prompt_normalizer/corpus/holdout90.jsonl`, a ninetieth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout90.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout88.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- water, wastewater, sewer, SCADA, meter read,
leak, burst, boil -- and the passages around the hits; the domain section of `make_holdout43.py`, the
clarification section of `make_holdout80.py` and the docstring of `make_holdout88.py` were read in
full), to keep clear of the sources and scenarios they used and to apply their clarifications of the
rules, and of `make_holdout24.py` also its import block and its last 150 lines, for the structure of a
generator; `pyproject.toml` was read for ruff's settings. `make_holdout89.py` and `make_holdout91.py`
to `make_holdout96.py`, written at the same time, were not read. The corpus was checked only against
the machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every span is found
in its input, the build is deterministic).

The domain is water and wastewater utilities: SCADA alarms at pumping stations and treatment works,
customer meter reads and high-bill queries, leak and burst reports, lab sampling and compliance
results, boil-water notices, sewer overflows and field crew job sheets. The earlier docstrings name
neighbours of it: a water works SCADA poll (make_holdout7), customer chat for water utilities with
bills and meter readings (make_holdout9), a drinking water plant, chlorine dosing, a booster station,
SBR cycles, storm overflow notifications and effluent compliance (make_holdout16), a boil water
notice, private water supply sampling and wastewater surveillance (make_holdout20), water bills, a
leak allowance desk and a water-quality context line (make_holdout29), a relief water treatment unit
with lab results (make_holdout41), and a whole corpus on water, waste and the environment
(make_holdout43: a burst triage desk, night flows, a meter reader's handheld, acoustic logger uploads,
a valve planner, a contact centre call helper, a pumping station alarm relay with `relay_id`, sludge
results, CHP engines, an odour desk and many more). The scenarios here were written around them: SCADA
is seen through alarm shelving, a process historian tool, a callout dialler's delivery, a shift
handover writer and an alarm-flood review, never a poll, relay or dosing tool; meter reads through a
billing analyst's snapshot, a read-history lookup, self-read photo checks and inbound billing e-mail,
never a leak allowance desk or a meter reader's handheld; leaks and bursts through a public report
form, an SMS gateway, a correlation result and an incident-log writer, never night flows or acoustic
loggers; lab work through a LIMS export, a Total Coliform Rule round, chain of custody and a PCV
notification; boil-water notices through translation and lifting checklists; sewer overflows
through a US hotline, a sanitary sewer overflow report, a CCTV survey chat and a spill batch; field
crews through job sheet narratives, meter exchanges, reinstatement closure and a dispatch board.
The sources are:

* SCADA alarms: an alarm shelving console (`Console clock:` and a ULID `Request-Id:` beside the
  stable philosophy line, over standing alarms whose `raised_at` stays), a historian tool observation
  (pretty JSON `query_id` and `served_at`; the samples' times stay), a callout dialler delivery
  received (`Callout-Delivery-Id`, `-Timestamp` epoch, `-Signature`; the alarm payload with its
  `occurred` stays), handover front matter (`generated_at`, KSUID `handover_run`), a Llama 3 `Today
  Date` (the cutoff stays), a ChatML `Time now (plant HMI):` before `<|im_end|>`, a made-up `hmi.tick=`
  epoch in ms at the head, a German Leitwarte (`Abfragezeitpunkt:`, `Sitzungs-ID:`) over PLS messages,
  and a UUIDv7 `X-Request-ID` with `X-Client-Time` next to the alarm event UUIDv7 the user asks about;
* meter reads and high bills: a markdown snapshot table (`Snapshot taken`, UUIDv7 `Query id`), "Read
  history retrieved at <time> (lookup <ULID>) for this request:", a Spanish desk, a Japanese desk
  (full-width colons), a self-read upload's single-line JSON (`upload`, `client_ts`), a Korean
  12-hour request time, and an inbound mail gateway's `X-Inbound-Received` and `X-Inbound-Id` over the
  customer's e-mail whose own `Date` stays;
* leaks and bursts: a leak form delivery (UUIDv7 `Delivery:`, `Received:`; the form's `Noticed at`
  and reporter ref stay), a Brazilian `Agora:`/`Sessão:`, an SMS webhook's `MessageSid=` pair (the
  `AccountSid` stays), a correlator footer (GNU `date`, job hex), a French tail, an Arabic "now" in
  Arabic-Indic digits and an agent scaffold's `### Run:` and `### Started:`;
* lab sampling and compliance: a LIMS export's `meta` (`export_id`, `exported_at`; the results'
  `collected` stay), a Semantic Kernel current-time sentence inside a system paragraph, chain-of-custody
  XML attributes before stable ones, a `traceparent` and Go RFC3339Nano `x-requested-at` around a stable
  `x-lims-user`, and Italian, Hindi, Greek and Polish desks;
* boil-water notices: a translation footer (ctime `Requested:`, KSUID `Job:`; the notice's issue
  date stays), a lifting checklist behind `Authorization: Bearer` (JWT) and `Date:`, and Chinese,
  Vietnamese and Hebrew desks;
* sewer overflows: a hotline `Call-UUID:` and Windows-clock `Answered:`, an `X-Amzn-Trace-Id` over
  crew notes, a Google Chat event received (`eventTime` and the message `name` move), a Russian ULID
  request id, a Thai Buddhist-era time and a spill batch whose id and assembly time sit in a sentence;
* field crews: an HTML comment (`rid` ULID, `built` in ms before a stable `tpl=`), a crew tablet's
  `Device time:` and base64url `Shift session:`, a Standard Webhooks reinstatement delivery, Turkish,
  Swedish and Dutch desks, and "Dispatch board refreshed at <time> on <date> for this request:";
* the generated family: sixteen bodies (eight English, eight in Spanish, German, French, Japanese,
  Ukrainian, Portuguese, Italian and Chinese), each carrying a pasted record with its own times and ids
  (pretty JSON with a UUIDv7 `id` and `created_at`, logfmt with `request_id`, YAML with a ULID, XML
  attributes, a form CSV with a KSUID, a log line with a trace, a lab CSV, an e-mail, single-line JSON
  with Spanish or Ukrainian keys, a German portal read, `key=value` sampling lines, a Japanese alarm
  history, a Portuguese read CSV, an Italian report, a Chinese read line); eight get one program field
  at three positions and eight at two (head, header block, system tail, after the user's message,
  footer, front matter, single-line JSON member, XML attribute), with English, app-specific and
  made-up labels (`deskclock`, `gw.now`, `poll.t0`, `edge_ts`, `tap.clock`, `Hop`, `Ticket run`) and
  each language's own, values in sixteen time formats (epochs in s, ms and us) and ten id formats.

The negatives: 52 pasted records, 20 of them again in a second placement, in twenty placements
(question after, before, typed right under it, behind a lead-in, quoted, fenced, in an earlier user
turn, in an earlier assistant turn, indented, at the very start of the user's message, at the very end
of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool
observation, under a system prompt and on both sides): an alarm JSON opening with `created_at` and a
UUIDv7, an alarm banner CSV whose first column is `Timestamp`, RFC 5424 outstation lines with offsets,
single-line historian JSON in epoch ms, a SCADA audit trail in `key=value` with `sid=`, a callout
delivery pasted to debug its timestamp, drive-by read CSV with epochs, a billing e-mail with
`Message-ID`, nested smart meter JSON with ULIDs, `curl -v` output with `x-request-id` and a reset
epoch, a leak ticket YAML opening with a ULID `id` and `created`, a burst timeline table, LIMS result
XML, an ICS with `DTSTAMP`, a boil notice opening with `Issued:`, an SMS broadcast log, spill NDJSON
with KSUIDs, a regulator portal confirmation, a transcribed job sheet, a crew app sync log with trace
and span ids, a GIS CSV with braced GUIDs and epoch ms, nginx lines with `rid=`, Kafka output keyed by
KSUIDs, a Sentry event, a CloudEvent pasted to debug, an upload request with `Date` and `X-Request-Id`,
a Slack export with `ts`, a form export with a base64url id, a Modbus trace, a crew app JWT, a single-line
work order with a ULID and epochs, a meter exchange record opening with `stamp:` and `ref:`; and in
other languages Spanish reads, a German Störmeldung opening with `Erstellt:`, a French bulletin, Japanese
JSON with Japanese keys, a Korean manhole table, a Polish e-mail, Arabic, Hindi, Russian, Chinese,
Turkish, Ukrainian, Dutch, Greek, Hebrew, Thai, Vietnamese, Italian, Portuguese and Swedish records.
Seven look-alikes in program positions (an alarm philosophy revision, a Llama 3 header with only its
cutoff, procedure front matter with approval and review dates, an unrendered `{{current_datetime}}`,
stable request headers with `Api-Version`, stable XML attributes, `KEY=value` hotline hours), six
values the user asks about or types (epochs, a UUIDv7, the user's own clock, few-shot dates, relative
times, ISO weeks), three near-misses (a bot prompt with `Current time:` and `Session:` pasted from a
debug console, notice front matter with `generated_at` pasted to proofread, a traceparent for
support), two plain controls, and eight generated hard negatives: the family's bodies with one stable
value (tariff year, template, tenant uuid, API version, office hours, sampling plan, policy date,
supply zone) at a position the body's positives do not use.

What it is: 187 prompts. 89 carry volatile fields (127 spans): 49 hand-written positives (87 spans;
36 with two or more fields) and 40 generated ones. 98 carry none. About a third of the prompts are in
a language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic,
Devanagari, Thai, Greek). The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Utility records are content wherever they sit and however they open: alarm `raised_at`, `occurred`,
  acknowledgement and clear times, historian samples, audit trail `ts=` and `sid=`, meter reads and
  their dates, epochs and ids, read-history rows, leak tickets' `created`/`updated`, form `Noticed at`
  and reporter refs, sample `collected`, `sampled`, `received` and `authorised` times, notice `Issued:`
  lines and references, spill start and stop epochs, crew arrival times, job and work order ids,
  `stamp:` and `ref:` of a meter exchange record, also when the program fetched them for this request
  (a historian observation, a LIMS export, a read-history lookup, a dispatch board). Only the program's
  stamp and the ids minted for the request, session, query, lookup, export, upload, run, job or
  delivery move.
* Deliveries received for this request move their envelope (a callout dialler's delivery id,
  timestamp and signature; Standard Webhooks `webhook-id`, `-timestamp`, `-signature`; a form
  delivery's id and receipt time; an SMS webhook's `MessageSid`, a per-message id; a Google Chat
  event's `eventTime` and message `name`; a mail gateway's receipt headers) and keep the payload,
  including the alarm's `occurred`, the reinstatement's `completed` and the customer e-mail's own
  `Date`. The same kinds of delivery, event or e-mail pasted by a user to debug or discuss stay whole.
* A historian or lookup tool's own `query_id` and `served_at` move as the program's values for this
  request, even inside a tool observation; a pasted record's `created_at` or `stamp` at the head of a
  block stays, while the app's `generated_at` at the head of the prompt moves.
* Ids the user asks about (an alarm event UUIDv7, a trace for support) stay next to the request id
  that moves; account, meter, sample, job, notice and permit numbers stay; a stable `AccountSid`,
  `x-lims-user`, tenant and philosophy revision stay.
* "Now" in any form moves, including a Korean 12-hour time, the Thai Buddhist era, Arabic-Indic digits,
  full-width colons, ctime and GNU `date` forms, and labels nobody would guess (`hmi.tick`, `deskclock`,
  `gw.now`, `poll.t0`, `tap.clock`, `edge_ts`); an unrendered `{{current_datetime}}`, approval and
  review dates, ISO weeks of a flushing programme and hotline hours do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Read history retrieved at <time> (lookup <id>) for this request:" leaves "Read history retrieved
  for this request:"; "Spill monitor batch <id> was assembled at <time> from ..." leaves "Spill monitor
  batch was assembled from ..."); a parenthesised lookup id is cut with its parentheses; XML
  attributes, `key=value` pairs and single-line JSON members (with the comma after them) precede
  stable neighbours; volatile members of pretty-printed JSON are never the last member of their
  object; a field followed by `<|im_end|>` on its line is an inline span; header lines, markdown rows,
  `###` lines, YAML keys, footer lines and a line holding one field in any script are whole-line spans,
  and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Label:`) or a chat template's
  reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end
  with the user's message or with the metadata after it; Gemma, Phi-3 and Mistral prompts appear only
  among the negatives.
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
    IST,
    JST,
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
    http_date,
    iso_date,
    iso_space,
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

SEED = 20260990
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout90.jsonl"
SRC = "holdout90:"

MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
KST = timezone(timedelta(hours=9), "KST")
CST_CN = timezone(timedelta(hours=8), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
GST = timezone(timedelta(hours=4), "GST")
EET = timezone(timedelta(hours=2), "EET")
PDT = timezone(timedelta(hours=-7), "PDT")

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# --- local value formats ---------------------------------------------------------------------------------


def dmy_dots(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def jp_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_time(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}. {t.month}. {t.day}. {half} {t.hour % 12 or 12}:{t:%M:%S}"


def thai_be(t: datetime) -> str:
    return f"{t.day}/{t.month:02d}/{t.year + 543} {t:%H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def hhmmss_tz(t: datetime) -> str:
    return f"{t:%H:%M:%S} {t.tzname()}"


def b64std(g: Gen, nbytes: int) -> str:
    import base64

    raw = bytes(g.rng.getrandbits(8) for _ in range(nbytes))
    return base64.b64encode(raw).decode()


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- hand-written positives: SCADA alarms at pumping stations and treatment works ------------------------


@pos
def _alarm_shelving_console(g: Gen) -> Draft:
    t = g.moment()
    raised = t - timedelta(minutes=g.small(20, 90), seconds=g.small(1, 59))
    return P(
        f"""You are the alarm shelving assistant of the Northfleet control room. Recommend shelve, suppress or
escalate for each alarm, citing the alarm philosophy section.

Console: OPS-2 (west network)
{v("datetime", "Console clock: " + iso_space(t) + " UTC")}
{v("request_id", "Request-Id: " + g.ulid(t))}
Philosophy: AP-04 rev C

Standing alarms at Holm Lane SPS:
raised_at            tag              state  text
{iso_space(raised)}  HLS.P2.TRIP      ACT    Pump 2 thermal overload trip
{iso_space(raised + timedelta(seconds=41))}  HLS.WW.LVL.HH    ACT    Wet well level high-high 2.87 m
{iso_space(raised + timedelta(minutes=7, seconds=3))}  HLS.COMMS.FAIL   RTN    Outstation comms fail (returned)

Assistant:""",
        "scada:alarm-shelving-console",
        ["header_block", "near_miss", "ulid", "pasted_alarm_list"],
    )


@pos
def _historian_tool_observation(g: Gen) -> Draft:
    t = g.moment()
    s0 = t - timedelta(hours=2, minutes=g.small(0, 50))
    samples = ",\n".join(
        f'      {{"t": "{rfc3339(s0 + timedelta(minutes=10 * k))}", "v": {1.12 + 0.09 * k:.2f}}}'
        for k in range(4)
    )
    return P(
        f"""You are a process historian agent for Caldbeck WTW. Use tools, then answer.

Question: Is the filter 4 head loss rising fast enough to need an early backwash?
Thought: I should read the head loss tag for the last hours.
Action: historian.read{{"tag": "CBK.RGF4.HL", "window": "2h"}}
Observation:
{{
  {v("request_id", '"query_id": "hq-' + g.hex(20) + '",')}
  {v("datetime", '"served_at": "' + rfc3339(t, 3) + '",')}
  "tag": "CBK.RGF4.HL",
  "unit": "m",
  "samples": [
{samples}
  ]
}}
Thought:""",
        "scada:historian-observation",
        ["tool_result", "pretty_json", "record_times_stay"],
    )


@pos
def _callout_dialler_delivery(g: Gen) -> Draft:
    t = g.moment()
    occurred = t - timedelta(seconds=g.small(30, 300))
    alarm = json.dumps(
        {
            "site": "Ravensgill SPS",
            "outstation": "RG-OS-07",
            "alarm": "Dry well flood",
            "occurred": rfc3339(occurred),
            "priority": 1,
            "seq": int(g.digits(6)),
        }
    )
    return P(
        f"""Draft the text message for the on-call fitter from this callout. Keep it under 300 characters.

Callout received by the dispatcher:
{v("delivery_id", "Callout-Delivery-Id: " + g.uuid4())}
{v("epoch", "Callout-Timestamp: " + str(epoch_s(t)))}
{v("signature", "Callout-Signature: v1=" + b64std(g, 32))}
Content-Type: application/json

{alarm}

Assistant:""",
        "scada:callout-delivery-received",
        ["delivery_envelope", "payload_stays", "epoch", "signature"],
    )


@pos
def _handover_front_matter(g: Gen) -> Draft:
    t = g.moment_eu()
    e = t - timedelta(hours=9)
    return P(
        f"""---
works: Ashby Marsh WTW
{v("datetime", "generated_at: " + rfc3339(t))}
{v("run_id", "handover_run: " + g.ksuid(t))}
template: shift-handover/v6
---
Summarise the night shift for the day team in five bullets.

Shift events (operator entries):
{e:%H:%M:%S} Coagulant pump B changed over to duty, A on standby
{(e + timedelta(minutes=74)):%H:%M:%S} Clear water tank 2 low level alarm, cleared after 6 minutes
{(e + timedelta(minutes=201)):%H:%M:%S} Raw water turbidity 14.2 NTU, dose raised to 38 mg/l

Assistant:""",
        "scada:handover-front-matter",
        ["front_matter", "ksuid", "rfc3339_offset"],
    )


@pos
def _llama3_station_review(g: Gen) -> Draft:
    t = g.moment()
    a = t - timedelta(days=1, hours=g.small(1, 8))
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day} {MONTHS_LONG[t.month - 1]} {t.year}")}

You review pumping station alarm floods for the asset reliability team.<|eot_id|><|start_header_id|>user<|end_header_id|>

Yesterday Brook End SPS raised 212 alarms between {a:%H:%M} and {(a + timedelta(hours=3)):%H:%M}, almost all "Pump 1 fail to
start". The pump ran fine on manual. Where would you look first?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        "scada:llama3-today",
        ["llama3", "today_date", "cutoff_stays"],
    )


@pos
def _chatml_hmi_time(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<|im_start|>system
You help treatment works operators interpret chlorine contact alarms. Be precise and conservative.
{v("datetime", "Time now (plant HMI): " + py_str(t))}<|im_end|>
<|im_start|>user
Free chlorine at the contact tank outlet dropped from 0.62 to 0.31 mg/l in 20 minutes while flow was steady. Is
that an analyser fault or real?<|im_end|>
<|im_start|>assistant
""",
        "scada:chatml-hmi-time",
        ["chatml", "inline_before_im_end", "py_str"],
    )


@pos
def _made_up_tick_head(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("epoch", "hmi.tick=" + str(epoch_ms(t)))}
You are Tern, the telemetry helper for Greyholm Water's remote sites. Answer in plain language.

User: Outstation GH-114 shows "Mains fail" every night at about 02:10 for exactly 4 minutes and then "Mains
restored". What usually causes that pattern?
Assistant:""",
        "scada:made-up-tick-head",
        ["head", "made_up_label", "epoch_ms"],
    )


@pos
def _german_leitwarte(g: Gen) -> Draft:
    t = g.moment_eu()
    e = t - timedelta(hours=g.small(2, 6))
    return P(
        f"""Du unterstützt die Leitwarte der Kläranlage Unterhaching bei der Auswertung von Störmeldungen.
{v("datetime", "Abfragezeitpunkt: " + dmy_dots(t))}
{v("session_id", "Sitzungs-ID: " + g.hex(24))}

Hier die Meldungen aus dem Prozessleitsystem:
{dmy_dots(e)}  GEB-3  Störung Gebläse 3 Frequenzumrichter
{dmy_dots(e + timedelta(seconds=12))}  O2-BB2  Sauerstoff Belebung 2 < 0,8 mg/l
{dmy_dots(e + timedelta(minutes=31, seconds=5))}  GEB-3  Störung quittiert

Hängt der niedrige Sauerstoffwert mit dem Gebläse zusammen?""",
        "scada:de-leitwarte",
        ["german", "header_block", "record_times_stay"],
    )


@pos
def _alarm_ack_request_vs_event(g: Gen) -> Draft:
    t = g.moment()
    ev = g.uuid7(t - timedelta(hours=3))
    return P(
        f"""{v("request_id", "X-Request-ID: " + g.uuid7(t))}
{v("datetime", "X-Client-Time: " + js_iso(t))}
X-Console: ops-west-3

The acknowledgement for alarm event {ev} at Mill Race booster failed with "stale event". Why would an ack be
rejected as stale, and how do I acknowledge it now?
Assistant:""",
        "scada:ack-request-vs-event-id",
        ["near_miss", "id_in_question", "uuid7", "header_block"],
    )


# --- meter reads and high-bill queries -------------------------------------------------------------------


@pos
def _billing_snapshot_table(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are the billing analyst's assistant at Lowmoor Water. Explain bill jumps from the read history only.

| Field | Value |
|---|---|
| Region | North |
{v("datetime", "| Snapshot taken | " + http_date(t) + " |")}
{v("request_id", "| Query id | " + g.uuid7(t) + " |")}

Read history for account 40021877 (meter 14M0552310):
| read date  | reading m3 | type      |
|------------|-----------:|-----------|
| 2025-03-18 |       1412 | actual    |
| 2025-09-16 |       1466 | estimated |
| 2026-03-11 |       1571 | actual    |

Why is the March bill so much bigger than September's?
Assistant:""",
        "meter:billing-snapshot-table",
        ["markdown_table", "uuid7", "http_date", "read_history_stays"],
    )


@pos
def _read_history_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Read history retrieved {v("datetime", "at " + t.strftime("%H:%M:%S") + " UTC")} {v("request_id", "(lookup " + g.ulid(t) + ")")} for this request:
2025-10-02  004318  actual (customer photo)
2026-01-07  004391  actual (meter reader)
2026-02-27  004706  actual (customer phone-in)

The customer says she has been away since January and nobody was in the house. How can usage be 315 m3 in seven
weeks? Suggest next steps for the agent.
Assistant:""",
        "meter:read-history-phrase",
        ["inline_phrase", "parenthesised_id", "ulid"],
    )


@pos
def _es_factura_alta(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Eres el asistente de atención al cliente de Aguas del Cerrato. Responde con tono cercano.
{v("datetime", "Fecha y hora actuales: " + dmy_slash(t))}
{v("session_id", "ID de sesión: " + g.b62(22))}

Cliente: Me ha llegado una factura de 186,40 € y siempre pago unos 40 €. Las lecturas que tengo apuntadas son:
12/11/2025 -> 0893 m3
14/01/2026 -> 0951 m3
¿Puede haber una fuga?""",
        "meter:es-factura-alta",
        ["spanish", "header_block", "customer_reads_stay"],
    )


@pos
def _ja_kenshin(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(
        f"""あなたは水道局の料金窓口アシスタントです。丁寧に答えてください。
{v("datetime", "照会日時：" + jp_time(t))}
{v("request_id", "照会ID：" + g.hex(16))}

お客様：前回の検針（1月15日、指針 2231）から今回（3月13日、指針 2310）で79立方メートルと言われました。二人暮らしなのに多すぎませんか。""",
        "meter:ja-kenshin",
        ["japanese", "fullwidth_colon", "header_block"],
    )


@pos
def _self_read_upload_json(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Check the customer's self-read against the OCR of their photo and say whether to accept it.

{{{v("upload_id", '"upload": "' + g.ulid(t) + '",')} {v("epoch", '"client_ts": ' + str(epoch_ms(t)) + ",")} "channel": "app", "meter": "09W118842"}}

Customer typed: 03127
Photo OCR: 03 1 2 7 (drum 4 partly rolled)
Last accepted read: 03044 on 2026-01-29
Assistant:""",
        "meter:self-read-json",
        ["single_line_json", "ulid", "epoch_ms"],
    )


@pos
def _ko_bill_query(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(
        f"""수도요금 상담 도우미입니다. 검침 기록을 보고 설명해 주세요.
{v("datetime", "요청 일시: " + ko_time(t))}
{v("session_id", "세션: " + g.uuid4())}

고객: 지난달 사용량이 평소의 세 배입니다. 검침일은 2월 9일이었고 지침은 1873이었습니다. 누수 점검을 받아야 하나요?""",
        "meter:ko-bill-query",
        ["korean", "twelve_hour", "header_block"],
    )


@pos
def _inbound_email_gateway(g: Gen) -> Draft:
    t = g.moment_eu()
    sent = t - timedelta(hours=g.small(2, 20), minutes=g.small(1, 59))
    return P(
        f"""{v("datetime", "X-Inbound-Received: " + rfc2822(t))}
{v("request_id", "X-Inbound-Id: " + g.uuid4())}
Mailbox: billing@lowmoor-water.example

Customer email:
From: Peter Okafor <p.okafor@mail.example>
Date: {rfc2822(sent)}
Subject: Bill 88213045 - not possible

I was billed for 94 cubic metres but the meter in the pavement reads less than my last bill said. Please check.

Draft a reply that asks for a dated photo of the meter.
Assistant:""",
        "meter:inbound-email-gateway",
        ["header_block", "email_content_stays", "near_miss"],
    )


# --- leak and burst reports ------------------------------------------------------------------------------


@pos
def _leak_form_delivery(g: Gen) -> Draft:
    t = g.moment()
    noticed = t - timedelta(hours=g.small(3, 30))
    return P(
        f"""Triage this public leak report: give a priority (P1-P4) and one line for the crew.

Form delivery received by the triage app:
{v("delivery_id", "Delivery: " + g.uuid7(t))}
{v("datetime", "Received: " + rfc3339(t))}
Form: report-a-leak v3

Where: junction of Ferris Road and Canal Street, outside the bakery
What: water bubbling up through the tarmac, running down the gutter
Noticed at: {noticed:%d/%m/%Y %H:%M}
Reporter ref: LK-{g.digits(7)}

Assistant:""",
        "leak:form-delivery",
        ["delivery_envelope", "payload_stays", "uuid7"],
    )


@pos
def _pt_burst_bot(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(
        f"""Você é o assistente de ocorrências da Águas do Vale Verde. Peça a localização exata se faltar.
{v("datetime", "Agora: " + dmy_slash(t))}
{v("session_id", "Sessão: " + g.nanoid())}

Morador: Tem um cano estourado na Rua das Acácias, 210, desde umas 6 da manhã. A rua está alagando.""",
        "leak:pt-burst-bot",
        ["portuguese", "header_block", "nanoid"],
    )


@pos
def _sms_webhook_fields(g: Gen) -> Draft:
    acct = "AC" + "3f9c0d22e1b84a7e9a51c6d0f2b7e813"
    return P(
        f"""Classify this inbound SMS as leak, no-water, low-pressure, billing or other, and extract the address.

{v("message_id", "MessageSid=SM" + g.hex(32))} AccountSid={acct} From=%2B447700900481 NumMedia=0
Body: water pouring out of the meter box at 14 Alder Close, been like it since last night

Label:""",
        "leak:sms-webhook-kv",
        ["key_value", "per_message_id", "account_id_stays"],
    )


@pos
def _correlator_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Explain this leak noise correlation result to a new technician in simple words.

Pipe: 150 mm DI, 212 m between hydrants H-3381 and H-3390
Correlation peak: 47.5 m from H-3381, confidence 0.82
Velocity used: 1180 m/s (default for DI)
Survey: 2026-02-11 night run

--
{v("datetime", "Generated " + unix_date(t))}
{v("run_id", "Correlator job " + g.hex(12))}
""",
        "leak:correlator-footer",
        ["footer", "unix_date", "tail"],
    )


@pos
def _fr_signalement(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Tu aides le centre d'appels d'Eau du Pays Mosan à qualifier les signalements de fuite.

Habitant : Depuis ce matin il y a de l'eau qui sort du trottoir devant le 8 rue des Tanneurs, et la pression
chez moi est très faible.
{v("datetime", "Horodatage : " + rfc3339(t))}
{v("request_id", "Identifiant de requête : " + g.ulid(t).lower())}""",
        "leak:fr-signalement",
        ["french", "after_user", "tail"],
    )


@pos
def _ar_leak(g: Gen) -> Draft:
    t = g.moment(GST)
    stamp = iso_space(t).translate(AR_DIGITS)
    return P(
        f"""أنت مساعد بلاغات التسرب في شركة المياه. اطلب رقم العداد إذا لم يُذكر.
{v("datetime", "الوقت الحالي: " + stamp)}

المشترك: يوجد تسرب مياه قوي أمام المنزل رقم 17 في شارع الياسمين منذ الفجر.""",
        "leak:ar-now",
        ["arabic", "arabic_indic_digits"],
    )


@pos
def _agent_run_burst(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""{v("run_id", "### Run: " + g.uuid7(t))}
{v("datetime", "### Started: " + dotnet_o(t, g.small(0, 10)))}
### Task
Write the burst main summary for the incident log from the crew's radio notes below.

Crew notes:
08:12 on site, 6" CI main, split along barrel, road flooded 30 m
08:40 valves V221 and V224 shut, 38 properties off supply
11:55 repair clamp fitted, recharging, flushing at H-118

Answer:""",
        "leak:agent-run-burst",
        ["agent_scaffold", "uuid7", "dotnet_o"],
    )


# --- lab sampling and compliance results ------------------------------------------------------------------


@pos
def _lims_export_meta(g: Gen) -> Draft:
    t = g.moment()
    c = t - timedelta(days=g.small(2, 6), hours=g.small(1, 9))
    results = [
        {
            "sample": f"S26-{g.digits(6)}",
            "point": "ZN-114 customer tap",
            "collected": rfc3339(c),
            "parameter": "Lead",
            "value": 12.4,
            "unit": "ug/l",
            "pcv": 10,
        },
        {
            "sample": f"S26-{g.digits(6)}",
            "point": "ZN-114 customer tap",
            "collected": rfc3339(c + timedelta(minutes=9)),
            "parameter": "Nickel",
            "value": 3.1,
            "unit": "ug/l",
            "pcv": 20,
        },
    ]
    body = json.dumps(results, indent=4)
    body = "\n".join("  " + line if k else line for k, line in enumerate(body.splitlines()))
    return P(
        f"""Which of these results breach the standard, and what must happen next under the regulations?

{{
  "meta": {{
    {v("request_id", '"export_id": "exp_' + g.b62(16) + '",')}
    {v("datetime", '"exported_at": "' + py_iso(t) + '",')}
    "lab": "Central Laboratory, Hexley"
  }},
  "results": {body}
}}
Assistant:""",
        "lab:lims-export-meta",
        ["pretty_json", "record_times_stay", "py_iso"],
    )


@pos
def _sampling_planner_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""You plan the Total Coliform Rule sampling round for Cedar Bend Water District. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Use only the sites listed.

Routine sites this month: RT-01 Fire Station 2, RT-04 Elm St school, RT-07 Hilltop tank tap, RT-09 Riverside Park.
Repeat sites after a positive: the positive site plus one upstream and one downstream within 5 connections.

User: RT-04 came back TC positive, E. coli absent. Which repeats do I take and by when?
Assistant:""",
        "lab:sampling-planner-sentence",
        ["sk_now", "sentence_in_paragraph"],
    )


@pos
def _chain_of_custody_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""<coc-helper {v("request_id", 'id="' + g.uuid4() + '"')} {v("datetime", 'issued="' + rfc3339(t) + '"')} lab="CL-01" locale="en-GB"/>
Check this chain of custody form for gaps before the samples are accepted.

Sampler: D. Marsh   Vehicle fridge: F-12 (4.1 C at handover)
Bottle   Point             Taken      Relinquished  Received by lab
B-2201   Oakridge SR out   07:42      10:05         10:31 (K. Lye)
B-2202   Oakridge SR in    07:55      10:05         --
B-2203   Zone 7 tap 31     08:40      10:05         10:31 (K. Lye)
Assistant:""",
        "lab:coc-xml-attributes",
        ["xml_attributes", "stable_attributes_follow"],
    )


@pos
def _pcv_exceedance_traceparent(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
x-lims-user: qa.compliance
{v("datetime", "x-requested-at: " + go_nano(t, g.small(1, 999)))}

Draft the notification to the regulator for this exceedance, formal tone, facts only:

Sample S26-{g.digits(6)}, Burnside WTW final water, taken 2026-02-03 09:20, analysed 2026-02-04.
Trihalomethanes total 112 ug/l (PCV 100). Previous 12 results 41-78 ug/l. Resample booked.
Assistant:""",
        "lab:pcv-traceparent",
        ["traceparent", "go_nano", "stable_neighbour"],
    )


@pos
def _it_campionamento(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Sei l'assistente del laboratorio di Acque Valdarno. Rispondi in italiano.
{v("datetime", "Ora attuale: " + f"{t:%d/%m/%Y, %H:%M:%S}")}

Tecnico: Il campione del serbatoio di Poggio Alto è arrivato a 14 °C, prelevato alle 06:50 e consegnato alle 11:20.
Posso accettarlo per la conta dei coliformi?""",
        "lab:it-campionamento",
        ["italian", "system_tail"],
    )


@pos
def _hi_sample(g: Gen) -> Draft:
    t = g.moment(IST)
    return P(
        f"""आप जल गुणवत्ता प्रयोगशाला के सहायक हैं। सरल हिंदी में उत्तर दें।
{v("datetime", "वर्तमान समय: " + f"{t:%d-%m-%Y %H:%M:%S} IST")}
{v("session_id", "सत्र आईडी: " + g.hex(20))}

उपयोगकर्ता: वार्ड 12 के नल के नमूने में अवशिष्ट क्लोरीन 0.1 mg/l आया है, नमूना 11 मार्च सुबह 7:30 बजे लिया गया था। क्या यह ठीक है?""",
        "lab:hi-sample",
        ["hindi", "devanagari", "header_block"],
    )


@pos
def _el_results(g: Gen) -> Draft:
    t = g.moment(EET)
    return P(
        f"""Είσαι βοηθός του εργαστηρίου ύδρευσης. Απάντησε σύντομα.

Χρήστης: Το δείγμα Δ-4471 από τη δεξαμενή Αγίου Νικολάου έδειξε θολότητα 1,8 NTU. Το όριο είναι 1 NTU; Τι κάνουμε;
{v("datetime", "Τρέχουσα ώρα: " + dmy_slash(t))}""",
        "lab:el-results",
        ["greek", "after_user", "tail"],
    )


@pos
def _pl_compliance(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""{v("datetime", "Znacznik czasu żądania: " + rfc3339(t, 3))}
Jesteś asystentem działu jakości wodociągów. Odpowiadaj po polsku.

Użytkownik: W próbce z hydrantu H-17 pobranej 4 marca o 8:15 wykryto enterokoki 2 jtk/100 ml. Co musimy zgłosić
do sanepidu?""",
        "lab:pl-compliance",
        ["polish", "head"],
    )


# --- boil-water notices -----------------------------------------------------------------------------------


@pos
def _notice_translator_footer(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""Translate this notice into plain Spanish for door hangers. Keep the dates and phone number exactly.

BOIL WATER NOTICE - Pine Hollow Subdivision
Issued March 2, 2026, 4:15 PM by the Town of Marlow Utilities
Due to a main break on Route 9, water pressure dropped below 20 psi. Bring water to a rolling boil for one
minute before drinking. Questions: (555) 014-2290.

--
{v("datetime", "Requested: " + ctime(t))}
{v("run_id", "Job: " + g.ksuid(t))}
""",
        "boil:notice-translator-footer",
        ["footer", "ctime", "ksuid", "notice_dates_stay"],
    )


@pos
def _lift_checklist_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("session_token", "Authorization: Bearer " + g.jwt(t, "wq-duty-03"))}
{v("datetime", "Date: " + http_date(t))}
Accept: application/json

You check whether a boil water advisory can be lifted. List what is missing.

Zone: Kettle Hill DMA
Advisory issued: 2026-02-18 19:40
Sets of clear samples: 2 (2026-02-20, 2026-02-21), both 0 TC / 0 E. coli
Chlorine residual at zone extremity: 0.35 mg/l
Health authority agreement: not yet requested
Assistant:""",
        "boil:lift-checklist-jwt",
        ["jwt", "http_date", "header_block"],
    )


@pos
def _zh_boil(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(
        f"""你是自来水公司的通知助手，请用简洁的中文回答。
{v("datetime", "当前时间：" + zh_time(t))}
{v("session_id", "会话：" + g.hex(32))}

用户：我们小区今天收到了煮沸饮用通知，说是3月5日14:00开始，到什么时候可以恢复正常饮用？""",
        "boil:zh-notice",
        ["chinese", "fullwidth_colon"],
    )


@pos
def _vi_boil(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""Bạn là trợ lý của công ty cấp nước. Trả lời bằng tiếng Việt.

Khách hàng: Phường tôi đang có thông báo đun sôi nước trước khi uống. Nước máy có dùng để pha sữa cho em bé được không?
{v("datetime", "Thời gian hiện tại: " + f"{t:%H:%M:%S %d/%m/%Y}")}""",
        "boil:vi-notice",
        ["vietnamese", "after_user", "tail"],
    )


@pos
def _he_boil(g: Gen) -> Draft:
    t = g.moment(EET)
    return P(
        f"""{v("datetime", "השעה כעת: " + f"{t:%H:%M:%S}, {t:%d.%m.%Y}")}
{v("request_id", "מזהה בקשה: " + g.uuid4())}
אתה עוזר של תאגיד המים. ענה בעברית ובקצרה.

תושב: קיבלנו הודעה על הרתחת מים בשכונה. האם מותר להתקלח?""",
        "boil:he-notice",
        ["hebrew", "head"],
    )


# --- sewer overflows ---------------------------------------------------------------------------------------


@pos
def _sewer_hotline_call(g: Gen) -> Draft:
    t = g.moment_us()
    return P(
        f"""You assist the sewer emergency hotline. Decide if a crew is needed tonight.
{v("call_id", "Call-UUID: " + g.uuid4())}
{v("datetime", "Answered: " + windows_general(t))}
Line: SEWER-EMERG

Caller: Sewage is coming up out of the cleanout in my front yard and the basement floor drain is gurgling.
It started after the rain this afternoon.
Assistant:""",
        "sewer:hotline-call",
        ["call_id", "windows_general", "header_block"],
    )


@pos
def _sso_report_amzn(g: Gen) -> Draft:
    t = g.moment(PDT)
    return P(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, False))}

Prepare the 24-hour verbal report script for this sanitary sewer overflow to the state regional board.

Crew notes: MH 44-117 on Larkspur Ave overflowing when found at 05:50, stopped at 07:35 after roots cleared with
the jetter. Estimated 2,400 gallons, about 600 reached the storm drain at Larkspur/Birch. Area cleaned and
disinfected.
Assistant:""",
        "sewer:sso-amzn-trace",
        ["amzn_trace", "head", "crew_times_stay"],
    )


@pos
def _cctv_google_chat_event(g: Gen) -> Draft:
    t = g.moment()
    msg = f"spaces/AAAA{g.b62(7)}/messages/{g.b62(11)}.{g.b62(11)}"
    return P(
        f"""Event received by the survey bot:
{{
  "type": "MESSAGE",
  {v("datetime", '"eventTime": "' + rfc3339(t, 6) + '",')}
  "message": {{
    {v("message_id", '"name": "' + msg + '",')}
    "text": "@SurveyBot CCTV on S-2210 to S-2214 shows a displaced joint at 23.4 m and roots at 31 m. Grade it?",
    "sender": {{"displayName": "Omar Haddad"}}
  }},
  "space": {{"name": "spaces/AAAAr8Ql2xQ", "displayName": "Sewer survey crew"}}
}}

Grade the defects with the national sewer condition codes and say if it needs rehabilitation.
Assistant:""",
        "sewer:cctv-google-chat-event",
        ["google_chat_event", "pretty_json", "per_message_id"],
    )


@pos
def _ru_overflow(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(
        f"""Ты помощник диспетчерской водоканала. Отвечай по-русски.
{v("datetime", "Текущее время: " + dmy_dots(t) + " MSK")}
{v("request_id", "ID запроса: " + g.ulid(t))}

Житель: Во дворе дома 9 по улице Гагарина из люка течёт канализация, уже второй день. Куда это передать?""",
        "sewer:ru-overflow",
        ["russian", "ulid", "header_block"],
    )


@pos
def _th_overflow(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""คุณคือผู้ช่วยแจ้งเหตุท่อระบายน้ำเสียของการประปา ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + thai_be(t))}

ผู้แจ้ง: น้ำเสียล้นออกจากบ่อพักหน้าซอยสุขุมวิท 71 มีกลิ่นแรงมาก ต้องทำอย่างไร""",
        "sewer:th-overflow",
        ["thai", "buddhist_era"],
    )


@pos
def _spill_event_sentence(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Spill monitor batch {v("run_id", g.hex(10))} was assembled {v("datetime", "at " + f"{t:%H:%M:%S}")} from the overflow telemetry below.

CSO     start             end               duration
CSO-14  2026-02-12 21:05  2026-02-13 02:40  5 h 35 min
CSO-19  2026-02-12 22:30  2026-02-12 23:10  40 min

Write a two-line public summary of these spills for the website.
Assistant:""",
        "sewer:spill-batch-sentence",
        ["inline_phrase", "sentence"],
    )


# --- field crew job sheets --------------------------------------------------------------------------------


@pos
def _jobsheet_html_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<!-- {v("request_id", "rid=" + g.ulid(t))} {v("epoch", "built=" + str(epoch_ms(t)))} tpl=jobsheet-v4 -->
Fill in the job sheet narrative from the crew lead's notes. Keep it factual.

Job WO-{g.digits(7)}: hydrant H-2291 leaking at gland, Station Road
Notes: arrived 09:10, isolated at V-881, replaced gland packing, tested, reinstated 09:55, no customers off.
Assistant:""",
        "crew:jobsheet-html-comment",
        ["html_comment", "key_value", "ulid", "epoch_ms"],
    )


@pos
def _crew_tablet_lines(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""You help field crews complete meter exchange job sheets. Ask for anything missing.
{v("datetime", "Device time: " + f"{t:%a %d %b %Y %H:%M:%S}")}
{v("session_id", "Shift session: " + g.b64url(18))}
Crew: ME-04

Crew: Old meter 12M441087 reading 08812, new meter 26W003315 reading 00000, fitted in boundary box, no leak.
Assistant:""",
        "crew:tablet-lines",
        ["header_block", "base64url"],
    )


@pos
def _reinstatement_standard_webhook(g: Gen) -> Draft:
    t = g.moment()
    payload = json.dumps(
        {
            "type": "reinstatement.completed",
            "job": f"RS-{g.digits(6)}",
            "street": "Holloway Lane",
            "layer": "permanent",
            "completed": rfc3339(t - timedelta(hours=5)),
        }
    )
    return P(
        f"""Received by the permits bot:
{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + b64std(g, 32))}

{payload}

Write the closure note for the street works register entry.
Assistant:""",
        "crew:reinstatement-standard-webhook",
        ["delivery_envelope", "payload_stays", "signature"],
    )


@pos
def _tr_crew(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(
        f"""Saha ekipleri için iş emri asistanısın. Türkçe ve kısa cevap ver.
{v("datetime", "Şu anki zaman: " + dmy_dots(t))}
{v("session_id", "Oturum: " + g.nanoid())}

Ekip şefi: Vana V-118 kapatıldı ama Çamlık Sokak'ta hâlâ su var. Başka hangi vanaya bakmalıyım?""",
        "crew:tr-valve",
        ["turkish", "nanoid"],
    )


@pos
def _sv_crew(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Du hjälper VA-avdelningens fältpersonal att skriva arbetsorder. Svara på svenska.

Montör: Spolning av ledning mellan brunn 3310 och 3318 klar, rötter borttagna vid 12 m, filmat efteråt.
{v("datetime", "Aktuell tid: " + iso_space(t))}
{v("session_id", "Sessions-id: " + g.uuid4())}""",
        "crew:sv-workorder",
        ["swedish", "after_user", "tail"],
    )


@pos
def _dispatch_board_phrase(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Dispatch board refreshed {v("datetime", "at " + f"{t:%H:%M:%S} on {iso_date(t)}")} for this request:
Crew  Job         Status     ETA
NW-2  WO-4471902  en route   20 min
NW-5  WO-4471911  on site    -
NW-7  (free)      depot      -

A new P1 burst came in at Kiln Street. Which crew should take it and why?
Assistant:""",
        "crew:dispatch-board-phrase",
        ["inline_phrase"],
    )


@pos
def _nl_crew(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Je bent de assistent van de storingsdienst van Waternet Zuid. Antwoord in het Nederlands.
{v("datetime", "Huidige tijd: " + f"{t:%d-%m-%Y %H:%M:%S}")}
{v("request_id", "Verzoek-ID: " + g.ksuid(t))}

Monteur: Bij de aansluiting op de Lindenlaan 42 lekt de watermeter aan de wartel. Klant wil weten of hij moet betalen.""",
        "crew:nl-storing",
        ["dutch", "ksuid"],
    )


# --- the generated family: one program field at three positions of each body ------------------------------

Body = Callable[[Gen], tuple[str, str]]


def _b_pump_runtime(g: Gen) -> tuple[str, str]:
    t = g.moment()
    rec = json.dumps(
        {
            "id": g.uuid7(t),
            "station": "Wexcombe SPS",
            "pump": "P1",
            "starts": 148,
            "run_hours": 21.7,
            "created_at": rfc3339(t),
        },
        indent=2,
    )
    return (
        "You advise pumping station technicians on pump health from daily runtime records.",
        f"Here's yesterday's runtime record:\n{rec}\nIs 148 starts in a day a problem for a 22 kW submersible?",
    )


def _b_chlorine_logfmt(g: Gen) -> tuple[str, str]:
    t = g.moment()
    lines = "\n".join(
        f"ts={rfc3339(t + timedelta(seconds=37 * k), 3)} level=warn site=HOLT_WTW tag=CL2.FIN value={0.48 - 0.05 * k:.2f} "
        f"request_id={g.hex(16)}"
        for k in range(3)
    )
    return (
        "You help treatment works operators read chlorine analyser logs.",
        f"The analyser gateway logged this:\n{lines}\nIs the final chlorine trending towards the low alarm at 0.35?",
    )


def _b_meter_yaml(g: Gen) -> tuple[str, str]:
    t = g.moment()
    return (
        "You help customer agents explain water meter reads.",
        f"""Account record from the CRM:
account: 3007{g.digits(5)}
meter: 16W{g.digits(6)}
last_read:
  id: {g.ulid(t)}
  value_m3: 2218
  taken: {iso_date(t - timedelta(days=41))}
previous_read:
  value_m3: 2171
  taken: {iso_date(t - timedelta(days=223))}
Is 47 m3 over six months normal for a single occupier?""",
    )


def _b_leak_xml(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "You help the leakage team prioritise acoustic logger alerts.",
        f"""This is the alert the logger system exported:
<alert id="{g.uuid4()}" logger="AL-{g.digits(5)}" dma="DMA-0412" raised="{rfc3339(t)}">
  <noiseLevel unit="dB">38</noiseLevel><spread>4</spread><consecutiveNights>3</consecutiveNights>
</alert>
Should we send a correlator crew or wait another night?""",
    )


def _b_form_ksuid(g: Gen) -> tuple[str, str]:
    t = g.moment()
    return (
        "You help the customer contact team handle discoloured water reports.",
        f"""Form export (web):
response_id,submitted,postcode,colour,since
{g.ksuid(t)},{iso_space(t)},BN3 6QT,brown,this morning
Is this likely to be from the mains flushing in the area, and what should we tell them?""",
    )


def _b_crew_logline(g: Gen) -> tuple[str, str]:
    t = g.moment()
    return (
        "You help field supervisors review crew app errors.",
        f"""The crew app logged:
{py_logging(t)} ERROR jobsync trace={g.hex(32)} job=WO-{g.digits(7)} msg="photo upload failed: 413"
What does 413 mean and how can the crew get the photos onto the job?""",
    )


def _b_lab_csv(g: Gen) -> tuple[str, str]:
    t = g.moment()
    rows = "\n".join(
        f"S26-{g.digits(6)},{rfc3339(t + timedelta(minutes=13 * k))},SR-0{k + 2},{v_}"
        for k, v_ in enumerate(["0.52", "0.08", "0.44"])
    )
    return (
        "You help the water quality team interpret routine results.",
        f"Reservoir outlet free chlorine (mg/l):\nsample,taken,point,free_cl\n{rows}\nWhich point needs investigation?",
    )


def _b_overflow_email(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "You help the wastewater network team answer customer complaints.",
        f"""Email from a resident:
From: Helen Price <h.price@mail.example>
Date: {rfc2822(t)}
Message-ID: <{g.hex(12)}@mail.example>
Subject: Sewage in the brook again

The overflow by the footbridge was discharging again on Sunday morning. This is the third time this month.

Draft a reply that explains storm overflows honestly.""",
    )


def _b_es_cortes(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    rec = json.dumps(
        {
            "aviso": g.uuid7(t),
            "calle": "Av. de la Constitución 14",
            "tipo": "fuga en acometida",
            "creado": rfc3339(t),
        },
        ensure_ascii=False,
    )
    return (
        "Eres el asistente de la brigada de Aguas de Tierra de Campos. Responde en español.",
        f"Este es el aviso que nos llegó:\n{rec}\n¿Hay que cortar el suministro a todo el portal?",
    )


def _b_de_zaehler(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "Du hilfst dem Kundenservice der Stadtwerke Lindau bei Fragen zum Wasserzähler. Antworte auf Deutsch.",
        f"""Ablesung aus dem Kundenportal:
Zählernummer: 9WZ{g.digits(7)}
Ablesedatum: {t:%d.%m.%Y}
Zählerstand: 00731 m³
Vorgangsnummer: {g.ulid(t)}
Warum weicht das vom geschätzten Stand 00690 ab?""",
    )


def _b_fr_prelevement(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "Tu aides les préleveurs du syndicat des eaux. Réponds en français.",
        f"""Fiche de prélèvement :
id={g.hex(12)} point=RES-Bellevue date={t:%Y-%m-%d} heure={t:%H:%M:%S} temp_eau=11.8 chlore_libre=0.21
Le chlore est-il suffisant en sortie de réservoir ?""",
    )


def _b_ja_gesui(g: Gen) -> tuple[str, str]:
    t = g.moment(JST)
    return (
        "あなたは下水道管理センターの補助AIです。日本語で答えてください。",
        f"""ポンプ場の警報履歴です：
{jp_time(t)}  第2ポンプ場  流入水位高  発生
{jp_time(t + timedelta(minutes=18, seconds=4))}  第2ポンプ場  流入水位高  復帰
この警報は雨の影響でしょうか。""",
    )


def _b_uk_avariya(g: Gen) -> tuple[str, str]:
    t = g.moment(EET)
    return (
        "Ти помічник диспетчера водоканалу. Відповідай українською.",
        f"""Запис з журналу аварій:
{{"id": "{g.uuid7(t)}", "адреса": "вул. Шевченка, 21", "тип": "порив водогону", "створено": "{rfc3339(t)}"}}
Скільки будинків може залишитися без води?""",
    )


def _b_pt_fatura(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "És o assistente de faturação da Águas do Baixo Mondego. Responde em português.",
        f"""Histórico de leituras do cliente:
data;leitura;origem
{(t - timedelta(days=120)):%d/%m/%Y};1184;real
{(t - timedelta(days=60)):%d/%m/%Y};1190;estimada
{t:%d/%m/%Y};1262;real
A fatura deste mês está certa?""",
    )


def _b_it_fognatura(g: Gen) -> tuple[str, str]:
    t = g.moment_eu()
    return (
        "Sei l'assistente del pronto intervento fognature di Acque Lario. Rispondi in italiano.",
        f"""Segnalazione ricevuta ieri:
numero: SEG-{g.digits(6)}
ricevuta: {dmy_slash(t)}
testo: tombino che trabocca in via Manzoni 5, odore forte
È un intervento urgente?""",
    )


def _b_zh_shuibiao(g: Gen) -> tuple[str, str]:
    t = g.moment(CST_CN)
    return (
        "你是供水公司的客服助手，请用中文回答。",
        f"""抄表记录：
表号 WM{g.digits(8)}，抄表时间 {zh_time(t)}，读数 0412 吨，记录编号 {g.ulid(t)}
上月读数 0371 吨。这个月用了 41 吨，正常吗？""",
    )


BODIES: list[tuple[str, str, Body]] = [
    ("pump-runtime-json", "en", _b_pump_runtime),
    ("chlorine-logfmt", "en", _b_chlorine_logfmt),
    ("meter-yaml", "en", _b_meter_yaml),
    ("leak-alert-xml", "en", _b_leak_xml),
    ("discolour-form-ksuid", "en", _b_form_ksuid),
    ("crew-app-logline", "en", _b_crew_logline),
    ("reservoir-lab-csv", "en", _b_lab_csv),
    ("overflow-email", "en", _b_overflow_email),
    ("es-aviso-json", "es", _b_es_cortes),
    ("de-zaehler", "de", _b_de_zaehler),
    ("fr-prelevement", "fr", _b_fr_prelevement),
    ("ja-gesui-alarm", "ja", _b_ja_gesui),
    ("uk-avariya-json", "uk", _b_uk_avariya),
    ("pt-fatura-csv", "pt", _b_pt_fatura),
    ("it-fognatura", "it", _b_it_fognatura),
    ("zh-shuibiao", "zh", _b_zh_shuibiao),
]

USER_WORD = {
    "en": "User",
    "es": "Usuario",
    "de": "Nutzer",
    "fr": "Utilisateur",
    "ja": "ユーザー",
    "uk": "Користувач",
    "pt": "Utilizador",
    "it": "Utente",
    "zh": "用户",
}

# (label, yaml/json/xml key) pairs: English, app-specific and made-up names, then each language's own.
TIME_LABELS = [
    ("Requested at", "requested_at"),
    ("deskclock", "deskclock"),
    ("Served at", "served_at"),
    ("gw.now", "gw_now"),
    ("Wallclock", "wallclock"),
    ("poll.t0", "poll_t0"),
    ("Stamp (this request)", "stamp"),
    ("Asked at", "asked_at"),
    ("edge_ts", "edge_ts"),
    ("Local time now", "local_now"),
    ("Opened", "opened"),
    ("tap.clock", "tap_clock"),
]
ID_LABELS = [
    ("Req", "req"),
    ("Trace", "trace"),
    ("Session", "session"),
    ("Turn id", "turn_id"),
    ("Hop", "hop"),
    ("conv", "conv"),
    ("Nonce", "nonce"),
    ("Ticket run", "ticket_run"),
]
LOCAL_LABELS = {
    "es": [("Hora de la consulta", "hora_consulta"), ("Sesión", "sesion")],
    "de": [("Jetzt", "jetzt"), ("Anfrage-ID", "anfrage_id")],
    "fr": [("Heure de la demande", "heure_demande"), ("Jeton de session", "jeton_session")],
    "ja": [("現在時刻", "genzai"), ("セッション", "session")],
    "uk": [("Поточний час", "chas"), ("Ідентифікатор запиту", "zapyt")],
    "pt": [("Hora do pedido", "hora_pedido"), ("Sessão", "sessao")],
    "it": [("Adesso", "adesso"), ("ID richiesta", "id_richiesta")],
    "zh": [("当前时间", "dangqian"), ("请求编号", "qingqiu")],
}
TIME_FORMATS: list[Callable[[Gen, datetime], str]] = [
    lambda g, t: rfc3339(t),
    lambda g, t: iso_space(t),
    lambda g, t: http_date(t),
    lambda g, t: str(epoch_s(t)),
    lambda g, t: rfc2822(t),
    lambda g, t: log4j_iso(t),
    lambda g, t: str(epoch_ms(t)),
    lambda g, t: js_iso(t),
    lambda g, t: ctime(t),
    lambda g, t: go_nano(t, g.small(1, 999)),
    lambda g, t: us_medium(t),
    lambda g, t: clf(t),
    lambda g, t: py_str(t),
    lambda g, t: str(epoch_us(t)),
    lambda g, t: f"{long_date(t)}, {t:%H:%M:%S}",
    lambda g, t: rfc3339(t, 3),
]
ID_FORMATS: list[Callable[[Gen, datetime], str]] = [
    lambda g, t: g.uuid7(t),
    lambda g, t: g.ulid(t),
    lambda g, t: g.hex(32),
    lambda g, t: g.ksuid(t),
    lambda g, t: g.uuid4(),
    lambda g, t: g.nanoid(),
    lambda g, t: g.objectid(t),
    lambda g, t: g.b64url(16),
    lambda g, t: g.snowflake(t),
    lambda g, t: g.ulid(t).lower(),
]
GPOSITIONS = [
    "head",
    "header_block",
    "system_tail",
    "after_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
]


def _field(g: Gen, n: int, lang: str) -> tuple[str, str, str]:
    """The n-th generated field: (label, key, value)."""
    t = g.moment()
    if lang != "en" and n % 2 == 0:
        label, key = LOCAL_LABELS[lang][(n // 2) % 2]
        is_time = (n // 2) % 2 == 0
    elif n % 3 == 2:
        label, key = ID_LABELS[n % len(ID_LABELS)]
        is_time = False
    else:
        label, key = TIME_LABELS[n % len(TIME_LABELS)]
        is_time = True
    value = TIME_FORMATS[n % len(TIME_FORMATS)](g, t) if is_time else ID_FORMATS[n % len(ID_FORMATS)](g, t)
    return label, key, value


def _compose(
    name: str, lang: str, system: str, user: str, position: str, field_text: str | None, key_text: str | None
) -> str:
    """A body with one field (already marked or stable) at `position`."""
    who = USER_WORD[lang]
    cue = "\nAssistant:" if lang == "en" else ""
    app = "aquadesk"
    loc = {"en": "en-GB"}.get(lang, lang)
    chat = f"{who}: {user}"
    if position == "head":
        return f"{field_text}\n{system}\n\n{chat}{cue}"
    if position == "header_block":
        return f"{system}\nDesk: {name}\n{field_text}\n\n{chat}{cue}"
    if position == "system_tail":
        return f"{system}\n{field_text}\n\n{chat}{cue}"
    if position == "after_user":
        return f"{system}\n\n{chat}\n{field_text}{cue}"
    if position == "footer":
        return f"{system}\n\n{chat}\n\n--\n{field_text}{cue}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field_text}\nlocale: {loc}\n---\n{system}\n\n{chat}{cue}"
    if position == "json_member":
        return f'{{"app": "{app}", {key_text} "locale": "{loc}"}}\n{system}\n\n{chat}{cue}'
    assert position == "xml_attr"
    return f'<ctx app="{app}" {key_text} locale="{loc}"/>\n{system}\n\n{chat}{cue}'


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    n = 0
    for k, (name, lang, body) in enumerate(BODIES):
        for j in range(3 if k % 2 == 0 else 2):
            position = GPOSITIONS[(3 * k + j) % len(GPOSITIONS)]
            system, user = body(g)
            label, key, value = _field(g, n, lang)
            n += 1
            if position == "front_matter":
                field_text, key_text = v("generated", f"{key}: {value}"), None
            elif position == "json_member":
                jv = value if value.isdigit() else json.dumps(value, ensure_ascii=False)
                field_text, key_text = None, v("generated", f'"{key}": {jv},')
            elif position == "xml_attr":
                field_text, key_text = None, v("generated", f'{key}="{value}"')
            else:
                field_text, key_text = v("generated", f"{label}: {value}"), None
            text = _compose(name, lang, system, user, position, field_text, key_text)
            out.append(
                Draft(
                    text,
                    f"{SRC}pos:generated:{name}:{position}",
                    ["generated", position, lang, "pasted_record_stays"],
                )
            )
    return out


STABLE = [
    ("Works code", "works_code", "ASW-03"),
    ("Tariff year", "tariff_year", "2026/27"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Template", "template", "wq-desk v12"),
    ("Time zone", "time_zone", "Europe/London"),
    ("Tenant", "tenant", "7d3e0a52-91c4-4b7e-8f2d-5a6c1b0e9f34"),
    ("Build", "build", "2026.02.3"),
    ("API version", "api_version", "2025-11-01"),
    ("Permit", "permit", "EPR/AB1234CD"),
    ("Office hours", "office_hours", "08:00-18:00"),
    ("Region", "region", "Wessex"),
    ("Sampling plan", "sampling_plan", "SP-2026-Q1"),
    ("Alarm philosophy", "alarm_philosophy", "AP-04 rev C"),
    ("Policy date", "policy_date", "2025-09-01"),
    ("Model", "model", "aqua-7b-instruct"),
    ("Supply zone", "supply_zone", "Z-114 Kettle Hill"),
]


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for k, (name, lang, body) in enumerate(BODIES):
        if k % 2 == 0:
            continue  # a body with three positives gets no negative: no body in more than three placements
        position = GPOSITIONS[(3 * k + 2) % len(GPOSITIONS)]
        system, user = body(g)
        label, key, value = STABLE[k]
        field_text = key_text = None
        if position == "front_matter":
            field_text = f"{key}: {value}"
        elif position == "json_member":
            key_text = f'"{key}": {json.dumps(value)},'
        elif position == "xml_attr":
            key_text = f'{key}="{value}"'
        else:
            field_text = f"{label}: {value}"
        text = _compose(name, lang, system, user, position, field_text, key_text)
        out.append(
            Draft(
                text, f"{SRC}neg:generated:{name}:{position}", ["generated", "stable_value", position, lang]
            )
        )
    return out


# --- negatives: pasted records in every placement ---------------------------------------------------------

Block = tuple[str, list[str], str, str, str, str]  # source, tags, lang, block, ask, intro


def pasted_blocks(g: Gen) -> list[Block]:
    b: list[Block] = []

    def add(source: str, tags: list[str], lang: str, block: str, ask: str, intro: str) -> None:
        b.append((source, tags, lang, block, ask, intro))

    t = g.moment()
    add(
        "scada-alarm-json-created",
        ["scada", "json_pretty", "created_at_first", "uuid7"],
        "en",
        json.dumps(
            {
                "created_at": rfc3339(t, 3),
                "id": g.uuid7(t),
                "site": "Fenwick Lane SPS",
                "tag": "FL.P1.FAULT",
                "message": "Pump 1 fault - motor protection relay",
                "cleared_at": rfc3339(t + timedelta(minutes=47, seconds=12), 3),
                "ack": {"user": "j.bryce", "at": rfc3339(t + timedelta(minutes=3, seconds=40), 3)},
            },
            indent=2,
        ),
        "When did this pump trip actually clear, and how long was it unacknowledged?",
        "Here is the alarm record from SCADA",
    )
    t = g.moment_eu()
    rows = "\n".join(
        f"{(t + timedelta(seconds=s)):%d/%m/%Y %H:%M:%S},{tag},{msg},{user},{(t + timedelta(seconds=s + a)):%H:%M:%S}"
        for s, tag, msg, user, a in [
            (0, "BW.RAW.TURB", "Raw turbidity high 21.3 NTU", "operator2", 95),
            (212, "BW.CLF2.OOS", "Clarifier 2 sludge blanket high", "operator2", 40),
            (1807, "BW.RAW.TURB", "Raw turbidity high-high 40.1 NTU", "operator1", 12),
        ]
    )
    add(
        "scada-alarm-csv",
        ["scada", "csv", "timestamp_first_column"],
        "en",
        f"Timestamp,Tag,Message,Ack User,Ack Time\n{rows}",
        "Should we have stopped abstraction at Beckwith intake earlier?",
        "Export from the alarm banner",
    )
    t = g.moment(timezone(timedelta(hours=1)))
    add(
        "outstation-syslog",
        ["telemetry", "syslog", "offsets"],
        "en",
        "\n".join(
            [
                f"<134>1 {rfc3339(t, 3)} os-rg07 rtu - - - DI03 PUMP2_RUN 1->0",
                f"<131>1 {rfc3339(t + timedelta(seconds=2), 3)} os-rg07 rtu - - - AI01 WETWELL 1.94m HI",
                f"<134>1 {rfc3339(t + timedelta(seconds=64), 3)} os-rg07 rtu - - - DI03 PUMP2_RUN 0->1",
            ]
        ),
        "Did pump 2 stop because of the level or before it?",
        "Outstation log my colleague sent me",
    )
    t = g.moment()
    pts = ", ".join(f"[{epoch_ms(t) + 60000 * k}, {3.1 + 0.4 * k:.1f}]" for k in range(5))
    add(
        "historian-single-line-json",
        ["historian", "json_single_line", "epoch_ms"],
        "en",
        f'{{"tag":"NRT.RES1.LVL","unit":"m","from":{epoch_ms(t)},"to":{epoch_ms(t) + 240000},"points":[{pts}]}}',
        "Convert these epoch times to UK time and tell me how fast the reservoir is filling.",
        "The historian API returned",
    )
    t = g.moment()
    add(
        "scada-audit-kv",
        ["scada", "key_value", "sid"],
        "en",
        "\n".join(
            [
                f"ts={rfc3339(t)} user=shiftlead3 action=setpoint_change tag=HB.PS.DUTY.START old=1.40 new=1.10 sid={g.hex(16)}",
                f"ts={rfc3339(t + timedelta(minutes=2, seconds=9))} user=shiftlead3 action=mode_change tag=HB.PS.P1 old=AUTO new=HAND sid={g.hex(16)}",
            ]
        ),
        "Who put pump 1 in hand and was the setpoint change approved?",
        "Audit trail lines",
    )
    t = g.moment()
    body = json.dumps(
        {"site": "Ravensgill SPS", "alarm": "High level", "occurred": rfc3339(t), "seq": int(g.digits(6))}
    )
    add(
        "callout-delivery-pasted",
        ["webhook_pasted", "near_miss", "signature"],
        "en",
        f"POST /hooks/callout HTTP/1.1\nCallout-Delivery-Id: {g.uuid4()}\nCallout-Timestamp: {epoch_s(t) + 2}\n"
        f"Callout-Signature: v1={b64std(g, 32)}\nContent-Type: application/json\n\n{body}",
        "Our receiver rejects this delivery as 'timestamp outside tolerance'. The server clock is NTP-synced. What's wrong?",
        "Below is the delivery as our receiver logged it",
    )
    t = g.moment()
    add(
        "amr-drive-by-csv",
        ["meter", "csv", "epoch"],
        "en",
        "\n".join(
            ["meter_id,epoch,reading,flags"]
            + [
                f"14M{g.digits(7)},{epoch_s(t) + 37 * k},{g.digits(5)},{f}"
                for k, f in enumerate(["", "LEAK", "", "REVFLOW"])
            ]
        ),
        "Which of these drive-by reads need a follow-up visit?",
        "Drive-by read file from this morning",
    )
    t = g.moment_eu()
    add(
        "high-bill-email-thread",
        ["meter", "email", "message_id"],
        "en",
        f"From: Billing Team <billing@lowmoor-water.example>\nTo: Ann Rowe <ann.rowe@mail.example>\n"
        f"Date: {rfc2822(t)}\nMessage-ID: <{g.hex(16)}.{epoch_s(t)}@lowmoor-water.example>\nSubject: Re: Bill 88213045\n\n"
        "We have reviewed your account and the reading of 1571 m3 on 11 March is correct.",
        "Is this a proper answer to my complaint? What should I ask next?",
        "My colleague sent this",
    )
    t = g.moment()
    intervals = [
        {"start": rfc3339(t + timedelta(hours=h)), "litres": lit} for h, lit in enumerate([12, 9, 11, 10])
    ]
    add(
        "ami-interval-nested",
        ["meter", "json_nested", "ulid"],
        "en",
        json.dumps(
            {
                "meter": {"id": g.ulid(t), "serial": "21W778120"},
                "read": {"id": g.ulid(t), "ts": rfc3339(t), "intervals": intervals},
            },
            indent=2,
        ),
        "Water use never drops below 9 litres an hour, even at 3 am. Is that a leak?",
        "Smart meter data",
    )
    t = g.moment()
    add(
        "billing-curl-v",
        ["http_exchange", "x_request_id", "rate_limit"],
        "en",
        f"> GET /v2/accounts/40021877/bills?limit=2 HTTP/2\n> Host: api.lowmoor-water.example\n>\n< HTTP/2 200\n"
        f"< date: {http_date(t)}\n< x-request-id: {g.uuid4()}\n< x-ratelimit-reset: {epoch_s(t) + 60}\n<\n"
        f'{{"bills":[{{"id":"bl_{g.b62(14)}","issued":"{iso_date(t)}","amount":"186.40"}}]}}',
        "Why does the API only return one bill when I asked for two?",
        "Here's the curl output",
    )
    t = g.moment()
    add(
        "leak-ticket-yaml",
        ["leak", "yaml", "ulid", "created_first"],
        "en",
        f"id: {g.ulid(t)}\ncreated: {rfc3339(t)}\nupdated: {rfc3339(t + timedelta(hours=3, minutes=12))}\n"
        "type: visible_leak\nlocation: verge outside 22 Mill Hill\nstatus: awaiting_crew",
        "Has this ticket breached the 24-hour attendance target yet?",
        "Ticket from the leakage system",
    )
    t = g.moment()
    add(
        "burst-timeline-table",
        ["burst", "markdown_table", "times"],
        "en",
        "| Time | Event |\n|---|---|\n"
        + "\n".join(
            f"| {(t + timedelta(minutes=m)):%Y-%m-%d %H:%M:%S} | {e} |"
            for m, e in [
                (0, "Pressure drop at PRV-12 logger"),
                (14, "First customer call"),
                (52, "Crew on site"),
                (171, "Main isolated, 212 properties off"),
                (420, "Supply restored"),
            ]
        ),
        "How many minutes were customers off supply?",
        "Incident timeline",
    )
    t = g.moment_eu()
    add(
        "lims-result-xml",
        ["lab", "xml", "uuid"],
        "en",
        f'<Result sampleGuid="{g.uuid4()}" point="WTW-FIN" sampled="{rfc3339(t)}" received="{rfc3339(t + timedelta(hours=3, minutes=7))}">\n'
        f'  <Param code="TURB" value="0.12" unit="NTU"/>\n  <Param code="COLI" value="0" unit="cfu/100ml"/>\n'
        f'  <Authorised by="rjames" at="{rfc3339(t + timedelta(days=1, hours=2))}"/>\n</Result>',
        "Was this sample analysed within the holding time for coliforms?",
        "LIMS result",
    )
    t = g.moment()
    add(
        "sampling-ics",
        ["lab", "ics", "dtstamp"],
        "en",
        f"BEGIN:VEVENT\nUID:{g.uuid4()}@sampling.example\nDTSTAMP:{t:%Y%m%dT%H%M%SZ}\n"
        f"DTSTART:{(t + timedelta(days=3)):%Y%m%dT080000Z}\nSUMMARY:Zone 7 routine sampling (6 taps)\nEND:VEVENT",
        "Which day is this sampling booked for?",
        "Calendar invite",
    )
    t = g.moment_us()
    add(
        "boil-notice-as-issued",
        ["boil", "notice", "issued_first"],
        "en",
        f"Issued: {us_medium(t)}\nReference: BWA-2026-{g.digits(3)}\nArea: Pine Hollow, Route 9 north of Mill Rd\n\n"
        "Boil all water for drinking, cooking and brushing teeth for at least one minute until further notice.",
        "Can you rewrite this so a ten-year-old understands it?",
        "This is the notice that went out",
    )
    t = g.moment()
    add(
        "boil-sms-broadcast-log",
        ["boil", "sms_log", "message_ids"],
        "en",
        "\n".join(
            f"{rfc3339(t + timedelta(seconds=s))} msg={g.hex(10)} to=+4477009{g.digits(5)} status={st}"
            for s, st in [(0, "delivered"), (1, "failed:unreachable"), (3, "delivered")]
        ),
        "What share of the notice SMS failed?",
        "Broadcast log",
    )
    t = g.moment()
    add(
        "edm-spill-ndjson",
        ["sewer", "ndjson", "epoch"],
        "en",
        "\n".join(
            json.dumps(
                {"cso": c, "start": epoch_s(t) + a, "stop": epoch_s(t) + a + d, "event_id": g.ksuid(t)}
            )
            for c, a, d in [("CSO-03", 0, 5400), ("CSO-11", 1800, 1200)]
        ),
        "Turn these into start and stop times in UK local time with durations.",
        "Event duration monitor output",
    )
    t = g.moment_us()
    add(
        "sso-portal-confirmation",
        ["sewer", "portal_confirmation", "submission_id"],
        "en",
        f"Submission ID: {g.digits(9)}\nSubmitted: {us_medium(t)} PT\nSpill start: 03/04/2026 05:50\n"
        "Spill end: 03/04/2026 07:35\nVolume (gal): 2,400\nStatus: Certified",
        "Does this meet the 2-hour notification rule if we found it at 05:50?",
        "The portal confirmation",
    )
    t = g.moment()
    add(
        "paper-jobsheet-transcribed",
        ["crew", "job_sheet", "times"],
        "en",
        f"Job no: WO-{g.digits(7)}   Date: {t:%d/%m/%Y}\nArrived: 10:42  Left: 13:05\n"
        "Work: replace 25 mm MDPE service, 3 m, reinstated verge\nMaterials: 25 mm MDPE 3 m, 2x couplers",
        "How much labour time do I put on the timesheet for a 2-person crew?",
        "Job sheet",
    )
    t = g.moment()
    add(
        "crew-app-sync-log",
        ["crew", "log", "trace"],
        "en",
        "\n".join(
            f"{py_logging(t + timedelta(seconds=s))} INFO sync trace_id={g.hex(32)} span_id={g.hex(16)} {m}"
            for s, m in [
                (0, "queued 14 jobs"),
                (3, "uploaded 12 photos"),
                (9, "conflict on WO-4471902 (server newer)"),
            ]
        ),
        "What does a conflict mean for the crew's notes on that job?",
        "Sync log from the tablet",
    )
    t = g.moment()
    add(
        "gis-asset-csv",
        ["crew", "csv", "guid", "epoch_ms"],
        "en",
        "GlobalID,asset,material,last_edited_date\n"
        + "\n".join(
            f"{{{g.uuid4().upper()}}},{a},{m},{epoch_ms(t) - 86400000 * d}"
            for a, m, d in [("HYD-2291", "DI", 3), ("VLV-881", "CI", 40)]
        ),
        "Convert the edit dates and tell me which asset was edited most recently.",
        "Export from the GIS",
    )
    t = g.moment_eu()
    add(
        "portal-nginx",
        ["http_log", "nginx", "request_id"],
        "en",
        "\n".join(
            f'203.0.113.{g.small(2, 250)} - - [{clf(t + timedelta(seconds=s))}] "POST /api/reads HTTP/1.1" {c} 91 rid={g.hex(32)}'
            for s, c in [(0, 422), (4, 422), (20, 201)]
        ),
        "Why did the first two meter read submissions fail?",
        "Portal access log",
    )
    t = g.moment()
    add(
        "kafka-read-events",
        ["meter", "kafka", "ksuid"],
        "en",
        "\n".join(
            f'{g.ksuid(t)}\t{{"meter":"16W{g.digits(6)}","read":{g.digits(4)},"at":"{rfc3339(t)}"}}'
            for _ in range(3)
        ),
        "Are these keys time-ordered?",
        "Console consumer output",
    )
    t = g.moment()
    add(
        "sentry-billing-event",
        ["sentry", "json_pretty", "event_id"],
        "en",
        json.dumps(
            {
                "event_id": g.hex(32),
                "timestamp": epoch_s(t) + 0.482,
                "level": "error",
                "logger": "billing.estimate",
                "message": "ZeroDivisionError in daily_average (days=0)",
                "tags": {"release": "billing@4.18.2"},
            },
            indent=2,
        ),
        "Which read pair would give days=0?",
        "Sentry event",
    )
    t = g.moment()
    add(
        "cloudevent-pressure",
        ["iot", "cloudevent", "near_miss"],
        "en",
        json.dumps(
            {
                "specversion": "1.0",
                "id": g.uuid4(),
                "source": "/sensors/prs-0412",
                "type": "net.pressure.low",
                "time": rfc3339(t, 3),
                "data": {"bar": 1.1, "threshold": 1.5},
            }
        ),
        "Our consumer drops this event. Is the time format valid CloudEvents?",
        "An event from the pressure sensor feed",
    )
    t = g.moment()
    add(
        "lab-upload-http",
        ["http_exchange", "date_header", "request_id"],
        "en",
        f"POST /lims/v1/batches HTTP/1.1\nHost: lims.internal.example\nDate: {http_date(t)}\n"
        f"X-Request-Id: {g.uuid7(t)}\nContent-Type: text/csv\n\nsample,param,value\nS26-10042,TURB,0.18",
        "The LIMS answered 409 to this upload. What could be duplicated?",
        "Request our instrument PC sent",
    )
    t = g.moment()
    add(
        "control-room-slack-export",
        ["slack_export", "ts"],
        "en",
        "\n".join(
            f'{{"ts": "{epoch_s(t) + s}.{g.digits(6)}", "user": "{u}", "text": "{m}"}}'
            for s, u, m in [
                (0, "U04ALX", "Ridgeway tower level dropping fast"),
                (95, "U02KTR", "booster 2 tripped, resetting"),
                (410, "U04ALX", "level recovering"),
            ]
        ),
        "How long after the first message did the level recover?",
        "Slack export of the control room channel",
    )
    t = g.moment()
    add(
        "complaint-form-export",
        ["form_export", "base64_id"],
        "en",
        f"Submission: {g.b64url(12)}\nSubmitted on: {long_date(t)} at {t:%H:%M:%S}\nName: R. Khan\n"
        "Topic: low pressure\nDetails: Shower barely runs between 7 and 9 am since the works on Oak Road.",
        "Write a short acknowledgement to this customer.",
        "Form export",
    )
    t = g.moment()
    add(
        "plc-modbus-log",
        ["plc", "hex", "times"],
        "en",
        "\n".join(
            f"{(t + timedelta(milliseconds=120 * k)):%H:%M:%S}.{(t + timedelta(milliseconds=120 * k)).microsecond // 1000:03d} "
            f"TX 01 03 00 6B 00 03 {g.hex(4).upper()}  RX {r}"
            for k, r in enumerate(["timeout", "timeout", "01 83 02 C0 F1"])
        ),
        "What does exception code 02 mean here?",
        "Modbus trace from the outstation",
    )
    t = g.moment()
    add(
        "field-app-jwt",
        ["jwt", "asked"],
        "en",
        g.jwt(t, "crew-nw5"),
        "Decode this token from the crew app and tell me when it expired.",
        "Token from the crew app",
    )
    t = g.moment()
    add(
        "work-order-single-line",
        ["crew", "json_single_line", "ulid", "epoch"],
        "en",
        json.dumps(
            {
                "id": g.ulid(t),
                "created": epoch_s(t),
                "type": "hydrant_repair",
                "asset": "HYD-2291",
                "priority": "P3",
                "due": epoch_s(t) + 5 * 86400,
            }
        ),
        "When is this work order due, in plain dates?",
        "The work order API gave me",
    )
    t = g.moment()
    add(
        "meter-exchange-stamp-ref",
        ["meter", "stamp_first", "ref"],
        "en",
        f"stamp: {epoch_s(t)}\nref: MX-{g.b62(10)}\nold_meter: 12M441087 @ 08812\nnew_meter: 26W003315 @ 00000\n"
        f"fitted_by: crew ME-04\nUpdated {iso_space(t + timedelta(minutes=26, seconds=8))}",
        "Which reading should the final bill on the old meter use?",
        "Meter exchange record from the handheld",
    )
    # other languages
    t = g.moment_eu()
    add(
        "es-lecturas-csv",
        ["spanish", "meter", "csv"],
        "es",
        "fecha;hora;lectura;id\n"
        + "\n".join(
            f"{(t + timedelta(days=30 * k)):%d/%m/%Y};{(t + timedelta(minutes=7 * k)):%H:%M:%S};{1100 + 19 * k};{g.uuid4()}"
            for k in range(3)
        ),
        "¿Cuánto he consumido cada mes?",
        "Estas son mis lecturas",
    )
    t = g.moment_eu()
    add(
        "de-stoermeldung-erstellt",
        ["german", "scada", "created_first"],
        "de",
        f"Erstellt: {dmy_dots(t)}\nMeldungs-ID: {g.ulid(t)}\nPumpwerk: PW Seestraße\n"
        f"Meldung: Trockenlaufschutz Pumpe 2 ausgelöst\nQuittiert: {dmy_dots(t + timedelta(minutes=6, seconds=31))}",
        "Wie lange lief die Pumpe trocken, bevor quittiert wurde?",
        "Das kam vom Leitsystem",
    )
    t = g.moment_eu()
    add(
        "fr-bulletin-analyse",
        ["french", "lab", "bulletin"],
        "fr",
        f"N° échantillon : {g.digits(8)}\nDate de prélèvement : {t:%d/%m/%Y} à {t:%H:%M}\n"
        f"Date de réception : {(t + timedelta(hours=4)):%d/%m/%Y %H:%M:%S}\nNitrates : 52 mg/l (limite 50)",
        "Cette eau est-elle conforme ? Que doit-on faire ?",
        "Voici le bulletin d'analyse",
    )
    t = g.moment(JST)
    add(
        "ja-rousui-json",
        ["japanese", "leak", "json_japanese_keys"],
        "ja",
        json.dumps(
            {
                "受付番号": f"R{g.digits(9)}",
                "受付日時": jp_time(t),
                "場所": "緑町3丁目12番 歩道",
                "内容": "道路から水が湧いている",
                "識別子": g.uuid7(t),
            },
            ensure_ascii=False,
            indent=2,
        ),
        "この漏水はいつ受け付けましたか？",
        "漏水の受付データです",
    )
    t = g.moment(KST)
    add(
        "ko-overflow-table",
        ["korean", "sewer", "table"],
        "ko",
        "| 일시 | 맨홀 | 상태 |\n|---|---|---|\n"
        + "\n".join(
            f"| {(t + timedelta(minutes=m)):%Y-%m-%d %H:%M:%S} | MH-{n} | {s} |"
            for m, n, s in [(0, "2231", "월류"), (48, "2231", "정상"), (63, "2240", "월류")]
        ),
        "월류가 몇 분 동안 있었나요?",
        "하수 맨홀 기록입니다",
    )
    t = g.moment_eu()
    add(
        "pl-zgloszenie-email",
        ["polish", "email", "burst"],
        "pl",
        f"Od: dyspozytor@wodociagi-sadowa.example\nData: {rfc2822(t)}\nTemat: Awaria magistrali ul. Lipowa\n\n"
        "Awaria zgłoszona o 05:12, zamknięto zasuwy Z-14 i Z-15, bez wody 64 lokale.",
        "Ile lokali jest bez wody i od kiedy?",
        "Dostałem taki e-mail",
    )
    t = g.moment(GST)
    add(
        "ar-reports-csv",
        ["arabic", "csv", "leak"],
        "ar",
        "رقم البلاغ,التاريخ,الحي,النوع\n"
        + "\n".join(
            f"{g.digits(7)},{iso_space(t + timedelta(hours=h))},{d},تسرب"
            for h, d in [(0, "النخيل"), (5, "الروضة")]
        ),
        "أي بلاغ أقدم؟",
        "هذه بلاغات اليوم",
    )
    t = g.moment(IST)
    add(
        "hi-meter-reading",
        ["hindi", "meter"],
        "hi",
        f"मीटर संख्या: {g.digits(8)}\nरीडिंग तिथि: {t:%d-%m-%Y %H:%M:%S}\nरीडिंग: 4471 किलोलीटर\nपिछली रीडिंग: 4402",
        "इस बार कितना पानी इस्तेमाल हुआ?",
        "मेरा मीटर रिकॉर्ड",
    )
    t = g.moment(MSK)
    add(
        "ru-ns-journal",
        ["russian", "scada", "journal"],
        "ru",
        "\n".join(
            f"{dmy_dots(t + timedelta(seconds=s))} КНС-4 {m}"
            for s, m in [
                (0, "Авария насоса Н1 (перегрев)"),
                (14, "Включён резервный насос Н2"),
                (3600, "Н1 введён в работу"),
            ]
        ),
        "Сколько времени насос Н1 был в аварии?",
        "Журнал событий КНС",
    )
    t = g.moment(CST_CN)
    add(
        "zh-water-report",
        ["chinese", "lab", "report"],
        "zh",
        f"样品编号：{g.digits(10)}\n采样时间：{zh_time(t)}\n检测项目：浑浊度 0.8 NTU；余氯 0.45 mg/L\n报告编号：{g.hex(12).upper()}",
        "这些指标合格吗？",
        "这是水质检测报告",
    )
    t = g.moment(TRT)
    add(
        "tr-ariza-kv",
        ["turkish", "key_value", "crew"],
        "tr",
        f"kayit={g.digits(8)} zaman={rfc3339(t)} mahalle=Bahçelievler tur=boru_patlagi ekip=E-7 durum=kapatildi",
        "Bu arıza kaydı ne zaman açılmış?",
        "Sistemdeki kayıt şu",
    )
    t = g.moment(EET)
    add(
        "uk-lab-protocol",
        ["ukrainian", "lab"],
        "uk",
        f"Протокол № {g.digits(5)}\nДата відбору: {t:%d.%m.%Y} {t:%H:%M}\nКолі-індекс: <3\nЗалишковий хлор: 0,3 мг/дм³",
        "Чи відповідає вода нормам?",
        "Протокол лабораторії",
    )
    t = g.moment_eu()
    add(
        "nl-storing-xml",
        ["dutch", "xml", "uuid"],
        "nl",
        f'<storing id="{g.uuid4()}" gemeld="{rfc3339(t)}" adres="Kerkstraat 12" type="lekkage"/>',
        "Wanneer is deze storing gemeld?",
        "Dit kwam uit het storingssysteem",
    )
    t = g.moment(EET)
    add(
        "el-bulletin",
        ["greek", "lab"],
        "el",
        f"Αρ. δείγματος: {g.digits(6)}\nΗμερομηνία δειγματοληψίας: {dmy_slash(t)}\nΑγωγιμότητα: 910 μS/cm",
        "Είναι φυσιολογική η αγωγιμότητα;",
        "Το δελτίο ανάλυσης",
    )
    t = g.moment(EET)
    add(
        "he-log",
        ["hebrew", "scada", "log"],
        "he",
        "\n".join(
            f"{dmy_slash(t + timedelta(minutes=m))} תחנת שאיבה 3 — {e}"
            for m, e in [(0, "תקלת משאבה 1"), (22, "משאבה 1 חזרה לפעולה")]
        ),
        "כמה זמן נמשכה התקלה?",
        "יומן התחנה",
    )
    t = g.moment(ICT)
    add(
        "th-work-record",
        ["thai", "crew", "buddhist_era"],
        "th",
        f"เลขที่งาน: {g.digits(8)}\nวันที่: {thai_be(t)}\nรายละเอียด: ซ่อมท่อแตกขนาด 100 มม. ซอยสุขุมวิท 71",
        "งานนี้ทำเมื่อไร",
        "บันทึกงานซ่อม",
    )
    t = g.moment(ICT)
    add(
        "vi-job-card",
        ["vietnamese", "crew"],
        "vi",
        f"Số phiếu: {g.digits(7)}\nThời gian nhận: {t:%H:%M:%S %d/%m/%Y}\nNội dung: thay đồng hồ nước hộ 45 Lê Lợi",
        "Phiếu này nhận lúc mấy giờ?",
        "Phiếu công tác",
    )
    t = g.moment_eu()
    add(
        "it-verbale",
        ["italian", "crew", "sewer"],
        "it",
        f"Verbale n. {g.digits(6)} del {t:%d/%m/%Y}\nOra arrivo: {t:%H:%M}\nIntervento: disostruzione collettore via Manzoni\n"
        f"Rif. segnalazione: {g.ulid(t)}",
        "Quanto è durato l'intervento se siamo ripartiti alle 11:40?",
        "Il verbale della squadra",
    )
    t = g.moment_eu()
    add(
        "pt-aviso-fervura",
        ["portuguese", "boil", "notice"],
        "pt",
        f"AVISO N.º {g.digits(4)}/2026 — emitido em {t:%d/%m/%Y} às {t:%H:%M}\n"
        "Ferva a água da torneira durante 1 minuto antes de beber. Zona: Santa Clara e Ribeira.",
        "Até quando tenho de ferver a água?",
        "Recebi este aviso",
    )
    t = g.moment_eu()
    add(
        "sv-driftlogg",
        ["swedish", "log", "treatment"],
        "sv",
        "\n".join(
            f"{iso_space(t + timedelta(minutes=m))} Ryaverket {e}"
            for m, e in [
                (0, "Bräddning vid inlopp startade"),
                (95, "Bräddning upphörde"),
                (96, "Larm kvitterat av op3"),
            ]
        ),
        "Hur länge pågick bräddningen?",
        "Driftloggen",
    )
    return b


PLACEMENTS = [
    "after",
    "before",
    "typed_under",
    "lead_in",
    "quoted",
    "fenced",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "start_of_user",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_doc",
    "tool_observation",
    "system_user",
    "both_sides",
]
SYSTEM_UTIL = (
    "You are the operations assistant of a water and wastewater utility. Answer from the material given."
)
FOLLOW_UP = {
    "en": "Anything else in there that looks wrong?",
    "es": "¿Ves algo más raro?",
    "de": "Fällt dir sonst noch etwas auf?",
    "fr": "Autre chose d'anormal ?",
    "ja": "ほかに気になる点はありますか。",
    "ko": "다른 이상한 점이 있나요?",
    "pl": "Coś jeszcze się nie zgadza?",
    "ar": "هل هناك شيء آخر غريب؟",
    "hi": "और कुछ असामान्य है?",
    "ru": "Что-нибудь ещё странное?",
    "zh": "还有别的问题吗？",
    "tr": "Başka tuhaf bir şey var mı?",
    "uk": "Щось іще дивне?",
    "nl": "Nog iets vreemds?",
    "el": "Κάτι άλλο περίεργο;",
    "he": "עוד משהו חריג?",
    "th": "มีอะไรผิดปกติอีกไหม",
    "vi": "Còn gì bất thường không?",
    "it": "Altro di strano?",
    "pt": "Mais alguma coisa estranha?",
    "sv": "Något annat konstigt?",
}


def _place(placement: str, lang: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{ask}\n\n{block}"
    if placement == "before":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n\n{block}\nAssistant: Got it. What do you want to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"User: Pull up the record we discussed.\nAssistant: Below is what the system returned:\n\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_user":
        return f"{SYSTEM_UTIL}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM_UTIL}\n\nUser: {ask}\n{intro}:\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_UTIL}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_UTIL}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_UTIL}<|end|>\n<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return (
            f'Answer using only the documents.\n\n<document source="ops-archive">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I need the record.\nAction: records.lookup\nObservation:\n{block}\n"
            "Thought:"
        )
    if placement == "system_user":
        return f"{SYSTEM_UTIL}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\n{FOLLOW_UP[lang]}"


SECOND_PLACEMENT = 20  # the first blocks appear once more, in another placement


def negatives_pasted(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    blocks = pasted_blocks(g)
    for k, (source, tags, lang, block, ask, intro) in enumerate(blocks):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, lang, block, ask, intro)
        out.append(
            Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, lang, *tags])
        )
    for k, (source, tags, lang, block, ask, intro) in enumerate(blocks[:SECOND_PLACEMENT]):
        placement = PLACEMENTS[(k * 7 + 5) % len(PLACEMENTS)]
        if placement == PLACEMENTS[k % len(PLACEMENTS)]:
            placement = PLACEMENTS[(k + 10) % len(PLACEMENTS)]
        text = _place(placement, lang, block, ask, intro)
        out.append(
            Draft(text, f"{SRC}neg:pasted2:{source}", ["hard_negative", "pasted", placement, lang, *tags])
        )
    return out


# --- negatives: look-alikes in program positions, values the user asks about, near-misses -----------------


def negatives_other(g: Gen) -> list[Draft]:
    out: list[Draft] = []

    def add(tags: list[str], source: str, text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))

    add(
        ["authored_revision", "stable_header"],
        "philosophy-revision",
        """Alarm philosophy: AP-04 rev C
Revised: 2025-11-03 (approved by the operations manager)

You are the alarm rationalisation assistant. For each proposed alarm, give priority 1-3 and a response time.

Proposed alarm: Wet well level high at Holm Lane SPS, 2.60 m, pump capacity 2 x 45 l/s.
Assistant:""",
    )
    add(
        ["llama3", "cutoff_only"],
        "llama3-cutoff-only",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about drinking water regulations for a small supplier.<|eot_id|><|start_header_id|>user<|end_header_id|>

How often must a supply serving 800 people sample for E. coli?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    add(
        ["front_matter", "approval_date"],
        "front-matter-approval",
        """---
procedure: BWN-02 boil water notice issue
approved: 2025-06-30
review_due: 2026-06-30
owner: water quality manager
---
Follow the procedure strictly. Ask for the zone and the reason before drafting anything.

User: We need to issue a notice for Kettle Hill.
Assistant:""",
    )
    add(
        ["unrendered_template"],
        "unrendered-template",
        """You are the sewer hotline assistant. Current time: {{current_datetime}}. Session: {{session_id}}.

User: Why is the template showing curly braces instead of the time?
Assistant:""",
    )
    add(
        ["api_version", "stable_headers"],
        "stable-api-headers",
        """Api-Version: 2025-11-01
X-Tenant: lowmoor-water
Accept-Language: en-GB

You explain tariff calculations for customer agents.

User: How is the standing charge pro-rated for a 17-day first bill?
Assistant:""",
    )
    add(
        ["xml_attributes", "stable"],
        "stable-xml-attributes",
        """<desk name="wq-compliance" tz="Europe/London" locale="en-GB" regulator="DWI"/>
Draft replies to consumer water quality contacts.

User: My tap water smells of chlorine since yesterday.
Assistant:""",
    )
    add(
        ["key_value", "office_hours"],
        "office-hours-kv",
        """HOTLINE_HOURS=00:00-24:00 CALLBACK_WINDOW=08:00-20:00 REGION=north

You triage sewer flooding calls.

User: Can someone come out tonight? The toilet won't flush and the manhole in the garden is full.
Assistant:""",
    )
    add(
        ["epoch_asked"],
        "epoch-asked",
        """Our outstation reports last_poll=1772346600 and last_alarm=1772343000. What UK local times are these,
and how long before the poll was the alarm?""",
    )
    add(
        ["uuid7_asked", "id_in_question"],
        "uuid7-asked",
        """Is the event id 019c6b2e-7d40-7a31-9f02-4be8c1d05a66 from before or after 09:00 UTC on
the day of the Ridgeway burst? I know these are UUIDv7.""",
    )
    add(
        ["users_own_clock"],
        "users-own-clock",
        """It's 06:40 here and the pressure is still low on the top floor. The works on Oak Road
finished yesterday at 17:00. Is it normal for pressure to take this long to recover?""",
    )
    add(
        ["few_shot", "example_dates"],
        "few-shot-reads",
        """Extract meter reads as JSON.

Example input: "read 04318 on 2 Oct 2025 at 10:14"
Example output: {"value": 4318, "date": "2025-10-02", "time": "10:14"}

Input: "meter showed 04706 on 27 Feb 2026, 16:05"
Output:""",
    )
    add(
        ["relative_times"],
        "relative-times",
        """Crew NW-2 radioed 20 minutes ago that the valve is shut, and the logger showed
the pressure falling 5 minutes after that. Does that sequence make sense for a 300 m main?""",
    )
    add(
        ["iso_week_plan"],
        "iso-week-plan",
        """Our flushing programme runs zones 4-6 in 2026-W14 and zones 7-9 in 2026-W16.
Which calendar dates does that cover, and does it clash with the Easter bank holidays?""",
    )
    add(
        ["pasted_prompt", "near_miss"],
        "pasted-bot-prompt",
        """This is what our hotline bot was sent, copied from the debug console. Why did it answer in
Welsh?

    System: You are the sewer hotline assistant.
    Current time: 2026-03-05 21:14:07
    Session: 7f3a9c02e4b1
    Locale: cy-GB
    User: the drain outside is overflowing""",
    )
    add(
        ["pasted_front_matter", "near_miss"],
        "pasted-front-matter",
        """Proofread the notice below; leave the front matter as it is.

---
generated_at: 2026-03-02T16:20:11Z
notice: BWA-2026-014
---
Boil water advice for Pine Hollow: bring water to a rolling boil for 1 minute before drinking or cooking.""",
    )
    add(
        ["traceparent_asked", "support"],
        "traceparent-support",
        """Support asked me for the trace of the failed meter read
submission. Which part of this do I send them?

traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01""",
    )
    add(
        ["control", "plain"],
        "plain-hosepipe",
        """You are the customer assistant of Lowmoor Water.

User: Can I fill a paddling pool during a hosepipe ban?
Assistant:""",
    )
    add(
        ["control", "plain"],
        "plain-lead",
        """Explain in three sentences why utilities replace lead service pipes, for a leaflet.""",
    )
    return out


# --- assembly ---------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted(g) + negatives_other(g) + generated_negatives(g)
    return make_holdout.assemble("hold90", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
