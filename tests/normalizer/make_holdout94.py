"""Build `prompt_normalizer/corpus/holdout94.jsonl`, a ninety-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout94.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout88.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- airport, baggage, NOTAM, de-icing,
turnaround, gate change, ground handling, lost property, stand -- and the passages around the hits;
the docstrings of `make_holdout87.py` and `make_holdout88.py` and the airports bullet and the
clarifications of `make_holdout45.py` were read in full), to keep clear of the sources and scenarios
they used and to apply their clarifications of the rules, and of `make_holdout24.py` also its import
block and its last 150 lines, for the structure of a generator; `pyproject.toml` was read for ruff's
settings. (A listing of `tests/normalizer/` showed the names of the generators and a check of the path
showed that `holdout94.jsonl` did not exist yet.) `make_holdout89.py` to `make_holdout96.py`, written
at the same time, were not read; nothing under `prompt_normalizer/`, no other test file, no `*.jsonl`
corpus, neither docs/ nor bench/ and no git history was read. The corpus was checked only against the
machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in
its input, the build is deterministic), by building the cases in memory and by reading the written
file back once.

The domain is airports and ground handling: baggage tracing and mishandled bags, aircraft turnaround
and stand allocation, gate changes, de-icing, NOTAMs and ATC slot messages, ramp safety reports,
passenger assistance (PRM) requests and lost property. The earlier docstrings name neighbours of it:
an airline operations snapshot next to METARs, NOTAM briefings, a crew bot and a disruption bot
(make_holdout6); airline loyalty (make_holdout9) and a Canadian airline (make_holdout8); drones
(make_holdout11); aviation maintenance (make_holdout12); a lost property intake in a transport
operator's back office (make_holdout20); an airport queue log (make_holdout72); airport prayer rooms
(make_holdout56); travel insurance baggage claims (make_holdout83); and above all the airports and
ground handling bullet of make_holdout45 (a ramp tablet's session and time above turnaround
milestones, a baggage handheld's clock and scan id, load figures "as of" a Zulu time, a de-icing pad
clock with a holdover query id, a wayfinding kiosk's XML `now`, a PRM desk's Teams activity, a
lost-and-found chat with an RFC 2822 start, a fuelling meter, an airside driving quiz, a FOD
CloudEvent, an AODB query inside a sentence, security queue times, a ground power unit relay, a noise
office mailbox poll, Québec and Prague desks, an SLA dashboard, a slot coordinator's cookie, an apron
planner behind `X-Amzn-Trace-Id`, a staff helpdesk's .NET `RequestTimestamp` and a SQL helper). The
scenarios here were written around them: no device clock of a ramp tablet, baggage handheld, de-icing
pad or fuel meter (the ramp positions here are desks, consoles and tools), no load figures, security
queues, FOD events, ground power, noise office, wayfinding kiosk, driving quiz, SLA dashboard, slot
coordinator portal or Teams activity; the AODB appears as a stand plan read "at" a time with a
parenthesised read id and as a `curl -i` exchange; PRM requests arrive as XML attributes, a
single-line JSON record and a Semantic Kernel sentence; lost property arrives as a WhatsApp delivery
(not a chat session), a register behind a Bearer JWT and records in Japanese, Hindi, Portuguese and
Italian; airline operations, crews, maintenance, loyalty, insurance and queues do not appear. The
sources are:

* baggage tracing and mishandled bags: YAML front matter `generated_at` and a ULID `request_id` over a
  delayed-bag file that opens with `created_at` and a UUIDv7 `id` (which stay), a made-up baggage
  platform's delivery received for the request (`X-Bagnet-Delivery`, `X-Bagnet-Timestamp`,
  `X-Bagnet-Signature` move; the offload event with its `at` stays), a ReAct `bag_history` tool whose
  single-line observation carries `lookup_id` and `fetched_at` (the scans stay), a ChatML tool turn
  (`query_id` and `"now"` move; the last scan stays), an HTML comment (`rid` ULID, `built` in ms) over
  an apology note, a last line `app=bagtrace-web sent_at_ms=... build=4.2.1`, a claim letter to
  translate under a footer (`request <uuid>`, `str(datetime.now())`), a Japanese `現在時刻：` and
  `リクエストID：` at the head, a German `Abfragezeitpunkt:` with a query number, a Chinese `当前时间：`
  and `会话：`;
* turnaround and stand allocation: a ChatML `Session:` and `Ops clock:` (the latter before
  `<|im_end|>`), a Go `time.Now().String()` "Context built at" head, an agent scaffold's `### Run:`
  KSUID and .NET "o" `### Started:` over milestones, a stand plan "read from the AODB at <time> (read
  <ulid>) for this request:", a CloudEvent stand change received (`ce-id`, `ce-time`; the data's
  `changed_at` stays), the HTTP `X-Request-ID` (UUIDv7) next to an allocation ULID the user asks
  about, a Dutch bracketed `[ctx sessie=... tijd=... pier=D]` and a Russian footer (`Сессия:`,
  `Текущее время сервера:`);
* gate changes: a Llama 3 `Today Date` over a logfmt gate event (`Cutting Knowledge Date` stays),
  Standard Webhooks headers of a gate change delivery received by the passenger app, a Korean 12-hour
  `요청 시각:` after the question, and an Arabic `الوقت الحالي:` in Arabic-Indic digits;
* de-icing: a Mistral `[INST]` queue with a Go RFC3339Nano `Now:` (the queue's ready times stay), a
  French `Horodatage de la requête :` at the tail;
* NOTAMs and slot messages: NOTAMs "retrieved from the AIS feed at <time> for this request" in a RAG
  prompt (their B) and C) groups stay), and SAM, SRM and NOTAM texts as pasted material;
* ramp safety: a markdown table (`Triage session` nanoid, `Opened` in JavaScript `toString()`) over a
  report, a Windows desk clock and hex desk session, a Spanish "Hoy es ... y son las ..." sentence
  inside a system line, a Turkish `Oturum:` and `Şu anki zaman:` after the question;
* passenger assistance: a Semantic Kernel current-time sentence inside the system paragraph, an XML
  request element's `id` (UUIDv7) and `received` (`isoformat()`) attributes next to a stable
  `channel`, a Brazilian `Agora:` with an `ID da requisição:`;
* lost property: a WhatsApp message delivered for the request (`id: wamid...` and `timestamp` move;
  sender and Portuguese text stay), a register behind `Authorization: Bearer` (JWT) and a `Retrieved:`
  HTTP date, a Thai Buddhist-era `เวลาปัจจุบัน:` and an Italian "Oggi è ..." line;
* the generated family: each of the 49 pasted records below once, and 20 of them twice, in a user
  message under Apron Desk's system text (or its equivalent in the record's language) with one or two
  program fields -- 28 English and app-specific kinds (request time, request ULID, `generated_at`
  with an offset, session uuid, HTTP date, traceparent, made-up `rampclock.us` in us and `hop` KSUID,
  an RFC 2822 snapshot time, a nanoid console session, a UUIDv7 delivery, an epoch `stamp`, a
  JavaScript client time, a nonce, a long-form today, an ObjectId run, a Windows desk clock, a UUIDv7
  correlation id, server ms, a Python logging local time, a Go RFC3339Nano tick, a hex poll id, a
  ctime handheld time, a base64url shift login, a GNU `date` build time, a .NET "o" wall time, a "Now
  (UTC)" with a space, a snowflake ask id) or the "now" and session / request id labels of the
  record's language -- at one of twelve positions: the head, the system text's tail, a header block,
  after the user's message, a footer after `--`, YAML front matter, a single-line JSON member at the
  head, markdown table rows, an XML attribute, a bracketed `key=value` line, a ChatML system turn
  (before `<|im_end|>`) and the prompt's last line.

The negatives: the 49 pasted records in twenty placements (typed after and before the question, right
under it, behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn
("Below is what the system returned:"), indented, at the very start of the user's message, at the very
end of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool
observation reading the user's attachment, on both sides of a question and behind a question's
lead-in): a delayed-bag JSON opening with `created_at` and a UUIDv7, BSM lines, turnaround milestones
CSV with offsets, a stand plan markdown table with allocation times, gate change logfmt with ULID
`evt`, de-icing `key=value` lines with an anti-icing code, a stand closure NOTAM with `CREATED:`, a SAM
slot message, a ramp safety report in YAML, a single-line PRM JSON with a KSUID and an epoch, a lost
item XML with `created`, an airline e-mail with `Date` and `Message-ID`, a bag event webhook pasted to
debug its timestamp (with `X-Bagnet-*` headers), `curl -i` against the AODB with `date` and
`x-request-id`, sorter syslog (RFC 5424), bag scan NDJSON in ms, boarding bridge alarms, a Slack
export with `ts`, a claim form CSV with `Timestamp`, a self bag drop error with `trace_id`, a CPM, A-CDM
milestones, a wingtip incident timeline, a PIR, dispatch SMS, a FIDS push payload with `updated` and a
UUIDv7 `msg_id`, apron speed camera CSV, a stand API response with a ULID and epochs, a de-icing
invoice e-mail, a found log in YAML, a BRS reconciliation, tug telemetry epochs and a nested return
shipment JSON; and a German `Erstellt:` bag file, a French `Date :` ramp report, a Spanish `Fecha:` PRM
request, a Japanese `受付日時` lost property record, Chinese bag JSON with Chinese keys and a UUIDv7, a
Korean 12-hour `접수일시`, a Russian `Создана:` de-icing request, an Arabic gate change in Arabic-Indic
digits, a Hindi `दिनांक व समय:` report, a Polish ramp report, a Dutch `Aangemaakt:` stand change, a
Turkish `Oluşturulma:` file with a device uuid, Portuguese JSON with `criado_em` and a ULID, an
Italian `Data intervento:`, a Thai Buddhist-era report and a Greek `Ημερομηνία και ώρα:` report. 24
generated negatives put one stable look-alike (station, prompt revision, knowledge cutoff, time zone,
CalVer build, tenant uuid, service hours, first bag SLA, API version, season, minimum connection time,
contract start, or a stable line in the record's language) at the generated positions over the same
records. 23 hand-written negatives: a bot prompt pasted from a debug console (front matter
`generated_at` and `request_id`, `Current time:`, `Session:`), a downloaded report that opens with
`generated_at` and `request_id`, a Llama 3 header with only its cutoff, unrendered `{{ now }}` and
`{{ session_id }}`, a stable desk header with hours, storage period, tenant and prompt revision,
epochs and a UUIDv7 the user asks about, a user's own clock at the stand (English and Korean),
few-shot dates, a webhook pasted to debug in Gemma, an SRM in Phi-3, scans in an earlier ChatML
assistant turn, a traceparent for a vendor, a request id quoted from an error page, stable JSON
metadata, front matter of a notice to proofread (`id`, `generated_at`), `X-AODB-Api-Version`, a
briefing notice the user wrote, a pasted SSR XML with `id` and `received`, an ICS with `DTSTAMP`, and
two plain controls (English, German).

What it is: 201 prompts. 105 carry volatile fields (153 spans): 36 hand-written positives (61 spans;
23 with two or more fields) and 69 generated ones. 96 carry none, 49 of them pasted records. About
three prompts in ten are in a language other than English (scripts: Latin, Japanese, Han, Hangul,
Cyrillic, Arabic, Devanagari, Thai, Greek). The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, made-up labels,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Airport records are content wherever they sit and however they open: bag file `created_at` and
  ids, BSM and CPM lines, scan times and epochs, milestone times (EOBT, TOBT, TSAT, AOBT, on- and
  off-block), stand allocation times and allocation ids, gate change event times and `evt` ids, FIDS
  `updated` and `msg_id`, de-icing start and end times and anti-icing codes, NOTAM numbers, B) and C)
  groups and `CREATED:`, slot message EOBD, EOBT and CTOT, ramp report submission and occurrence
  times, PRM `requested_at`, lost property `created`, found times and storage dates, claim form
  `Timestamp`s, alarm and syslog times, telemetry epochs, Slack `ts`, courier pick-up times, invoice
  dates, e-mail `Date` and `Message-ID`, and `x-request-id`, `trace_id` and webhook headers inside a
  block the user pasted -- also in records in other languages and scripts, and also when the program
  fetched them for this request (a tool observation, a NOTAM retrieval, an AODB read, a register).
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves
  while the pasted bag file's `created_at` below it stays; a downloaded report and a notice to
  proofread that open with `generated_at`, `id` or `request_id` are the user's material and stay; a
  bot prompt copied from a debug console stays whole although it holds `Current time:` and `Session:`;
  the `X-Request-ID` at the head moves while the allocation ULID the user asks about stays; a request
  id the user quotes from an error page for a support report stays.
* Deliveries received for this request move their envelope: the made-up `X-Bagnet-Delivery`,
  `X-Bagnet-Timestamp` and `X-Bagnet-Signature`, Standard Webhooks `webhook-id`, `-timestamp` and
  `-signature`, CloudEvents `ce-id` and `ce-time`, and a WhatsApp message's `id` and `timestamp`;
  the payload (the offload event and its `at`, the gate change and its `effective`, the stand change
  and its `changed_at`, the sender and the passenger's text) and stable headers (`Content-Type`,
  `ce-source`, `ce-type`) stay. The same kind of delivery pasted by the user to debug its signature or
  timestamp stays whole.
* Tool results: a tool's `lookup_id`, `query_id`, `fetched_at` and `"now"` move; the scans and their
  times stay. A stand plan "read from the AODB at <time> (read <id>) for this request:" moves the
  phrase with its preposition and the parenthesised id, leaving "Stand plan read from the AODB for
  this request:"; "NOTAMs retrieved from the AIS feed at <time> for this request:" leaves "NOTAMs
  retrieved from the AIS feed for this request:".
* "Now" in any form moves: an ops clock, a desk time, `Today Date`, a Go RFC3339Nano `Now:`, a Go
  `String()` build line, a Semantic Kernel sentence, a Spanish "Hoy es ... y son las ..." sentence, an
  Italian "Oggi è ..." line (date only), a Korean 12-hour time with 오전/오후, Arabic-Indic digits, the
  Thai Buddhist era, full-width colons, and made-up labels (`rampclock.us`, `stamp`, `Tick`, `Wall`,
  `sent_at_ms`, `built`); `X-AODB-Api-Version`, CalVer builds, seasons, service hours, SLAs, minimum
  connection times, knowledge cutoffs, prompt revisions, unrendered `{{ now }}`, a user's "It's 05:40
  here", few-shot dates and a briefing date the user wrote stay.
* Spans follow rule 3: XML attributes, `key=value` pairs (in an HTML comment, a bracketed context
  line or the last line) and single-line JSON members (with the comma after them) are inline and are
  followed by a stable neighbour; header lines, YAML keys, markdown rows, `###` lines and a line
  holding one field in any script are whole-line spans; a footer's `--` stays and a footer line with
  two fields is cut field by field; a field followed by `<|im_end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Note:`, `Severity:`,
  `Reply:`) or a chat template's reply header on a line of its own (ChatML, Llama 3) end positives;
  English prompts whose metadata is their last line and prompts in other languages end without one;
  the Mistral `[INST]` positive has its trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3
  prompts appear only among the negatives.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CEST,
    CET,
    JST,
    MONTHS,
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
    js_iso,
    js_tostring,
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

SEED = 20260994
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout94.jsonl"
SRC = "holdout94:"

KST = timezone(timedelta(hours=9), "KST")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
ICT = timezone(timedelta(hours=7), "ICT")
CST8 = timezone(timedelta(hours=8), "CST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
EET = timezone(timedelta(hours=2), "EET")
WET_OFF = timezone(timedelta(0), "WET")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Gen94(Gen):
    """Gen with a few local renderings of a moment."""

    def eu(self) -> datetime:
        t = self.moment()
        return t.astimezone(CEST if 4 <= t.month <= 10 else CET)


def de_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M:%S} Uhr"


def fr_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def ar_time(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(ARABIC_DIGITS)


def th_time(t: datetime) -> str:
    return f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S} น."


def ru_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S} МСК"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


# --- pasted records (content wherever they sit) -----------------------------------------------------


@dataclass
class Rec:
    key: str
    lang: str
    tags: list[str]
    block: str
    ask: str
    intro: str


def records(g: Gen94) -> list[Rec]:
    out: list[Rec] = []

    def add(key: str, lang: str, tags: list[str], block: str, ask: str, intro: str) -> None:
        out.append(Rec(key, lang, tags, block, ask, intro))

    t = g.moment()
    add(
        "ahl-json",
        "en",
        ["mishandled_bag", "json_pretty", "uuid7", "created_at"],
        f"""{{
  "created_at": "{rfc3339(t)}",
  "id": "{g.uuid7(t)}",
  "file_ref": "MANBA{g.digits(5)}",
  "type": "AHL",
  "bag_tag": "0125{g.digits(6)}",
  "routing": ["ABZ", "LHR", "MAN"],
  "last_seen": {{"station": "LHR", "location": "T5 sorter 3", "scanned_at": "{rfc3339(t - timedelta(hours=7))}"}},
  "description": "BK/SOFT/ZIPPER, red strap"
}}""",
        "Where was this bag last seen before the passenger reported it missing?",
        "Here is the delayed-bag file from the tracing system",
    )
    t = g.moment()
    add(
        "bsm-lines",
        "en",
        ["bsm", "baggage_message", "bag_tags"],
        f"""BSM
.V/1LLHR
.F/BA0117/{t.day:02d}{MONTHS[t.month - 1].upper()}/JFK/J
.I/BA0441/{t.day:02d}{MONTHS[t.month - 1].upper()}/AMS/Y
.N/0125{g.digits(6)}001
.S/Y/22C/C/041//N
.W/K/1/23
.P/1VANDERBERG/ELSE
ENDBSM""",
        "Is this bag tagged through to New York, and what cabin was the passenger in?",
        "The sorter allocation message for the bag",
    )
    t = g.moment()
    add(
        "turnaround-csv",
        "en",
        ["turnaround", "csv", "offset_times"],
        "flight,stand,milestone,actual\n"
        + "\n".join(
            f"EZY{n},{s},{m},{rfc3339((t + timedelta(minutes=d)).astimezone(CEST))}"
            for n, s, m, d in [
                ("8412", "42R", "ON_BLOCK", 0),
                ("8412", "42R", "DEBOARD_DONE", 9),
                ("8412", "42R", "CLEAN_DONE", 21),
                ("8412", "42R", "BOARD_START", 24),
                ("8412", "42R", "OFF_BLOCK", 38),
            ]
        ),
        "How long was this turnaround from on-block to off-block, and which step ate the most time?",
        "Turnaround milestones from our handling system",
    )
    t = g.moment()
    add(
        "stand-md-table",
        "en",
        ["stand_allocation", "md_table", "times"],
        f"""| Flight | Type | Stand | STA   | STD   | Allocated at        | By      |
|--------|------|-------|-------|-------|---------------------|---------|
| LH2472 | A21N | 214   | 06:40 | 07:35 | {iso_space(t)} | rmp-kb  |
| FR1934 | B38M | 218   | 06:55 | 07:20 | {iso_space(t + timedelta(seconds=41))} | rmp-kb  |
| W62201 | A321 | 214   | 07:30 | 08:15 | {iso_space(t + timedelta(minutes=3))} | auto    |""",
        "Do any of these allocations clash on stand 214?",
        "Stand plan for the morning bank",
    )
    t = g.moment()
    lines = []
    for k, (fl, old, new) in enumerate(
        [("KL1002", "D4", "D7"), ("KL1002", "D7", "D9"), ("AF1081", "C22", "C18")]
    ):
        lines.append(
            f"ts={rfc3339(t + timedelta(minutes=6 * k), 3)} level=info msg=gate_change flight={fl} "
            f"from={old} to={new} evt={g.ulid(t + timedelta(minutes=6 * k))}"
        )
    add(
        "gate-logfmt",
        "en",
        ["gate_change", "logfmt", "ulid"],
        "\n".join(lines),
        "Why did KL1002 change gates twice in twelve minutes? Can you see a pattern?",
        "Gate change events from the FIDS feed",
    )
    t = g.moment()
    add(
        "deice-kv",
        "en",
        ["deicing", "key_value", "zulu"],
        f"""pad=DP2 flight=SK1467 reg=SE-RJX fluid=TYPE_I mix=55/45 start={t:%H%M}Z end={(t + timedelta(minutes=7)):%H%M}Z
pad=DP2 flight=SK1467 reg=SE-RJX fluid=TYPE_IV mix=100 start={(t + timedelta(minutes=7)):%H%M}Z end={(t + timedelta(minutes=11)):%H%M}Z
oat=-3 precip=SN code="TYPE I/55 TYPE IV/100 {(t + timedelta(minutes=7)):%H%M} {t.day:02d}{MONTHS[t.month - 1].upper()}{t:%y}\"""",
        "With moderate snow, how long would the Type IV holdover run from the time in the anti-icing code?",
        "De-icing truck log for the flight",
    )
    t = g.moment()
    add(
        "notam-stand",
        "en",
        ["notam", "stands", "created"],
        f"""A0{g.small(100, 999)}/{t:%y} NOTAMN
Q) EGTT/QMNLC/IV/BO/A/000/999/5129N00028W005
A) EGLL B) {compact(t)[2:12]} C) {compact(t + timedelta(days=9))[2:12]}
E) STANDS 501 TO 509 CLOSED DUE WIP. ACFT WILL BE TOWED TO REMOTE STANDS 590-596.
CREATED: {t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:00}
SOURCE: EUECYIYN""",
        "Which stands does this close, and for how many days?",
        "The NOTAM for the apron works",
    )
    t = g.moment()
    add(
        "slot-sam",
        "en",
        ["atfm", "slot_message", "ctot"],
        f"""-TITLE SAM
-ARCID EZY45TR
-ADEP LGW
-ADES GVA
-EOBD {t:%y%m%d}
-EOBT {t:%H}05
-CTOT {(t + timedelta(minutes=47)):%H%M}
-REGUL LSGGA{t:%d}M
-TAXITIME 0015""",
        "What is our delay against EOBT, and until when can we still make the slot with a 15-minute taxi?",
        "Slot allocation message for our morning Geneva",
    )
    t = g.moment()
    add(
        "ramp-yaml",
        "en",
        ["ramp_safety", "yaml", "report"],
        f"""report_no: RS-{t.year}-{g.digits(4)}
submitted: {rfc3339(t)}
location: Stand 33, Terminal 2 apron
occurred_at: {rfc3339(t - timedelta(minutes=25))}
category: vehicle / aircraft proximity
narrative: >
  Belt loader drove inside the ERA while the engines were still spooling down.
  Marshaller stopped it with the stop signal, no contact.
reporter_role: dispatcher""",
        "Classify this report by severity and suggest one corrective action.",
        "A ramp safety report that came in",
    )
    t = g.moment()
    add(
        "prm-json-line",
        "en",
        ["prm", "json_line", "ksuid", "epoch"],
        f'{{"id":"{g.ksuid(t)}","ssr":"WCHC","pax":"OKONKWO/ADA MS","flight":"DL0045",'
        f'"requested_at":{epoch_s(t)},"meet_point":"Door 4 arrivals","status":"ASSIGNED","agent":"PRM-17"}}',
        "What kind of assistance does WCHC mean, and is one agent enough?",
        "The assistance request as the PRM app returned it",
    )
    t = g.moment()
    add(
        "lost-item-xml",
        "en",
        ["lost_property", "xml", "created"],
        f"""<item id="LP-{g.digits(6)}" created="{rfc3339(t)}">
  <found location="Gate B37 seating" by="cleaning crew" at="{rfc3339(t - timedelta(minutes=52))}"/>
  <category>electronics</category>
  <description>Black Kindle, cracked corner, sticker "M.R."</description>
  <storage shelf="E-14" until="{iso_date(t + timedelta(days=90))}"/>
</item>""",
        "How long do we keep this item, and what should I ask a caller to prove it is theirs?",
        "Lost property entry",
    )
    t = g.moment()
    add(
        "airline-email",
        "en",
        ["email", "date_header", "message_id"],
        f"""From: Baggage Services <baggage@aerolinea.example>
To: c.moreau@mail.example
Date: {rfc2822(t.astimezone(CET))}
Message-ID: <{g.hex(12)}.{epoch_s(t)}@mx2.aerolinea.example>
Subject: Your file MADIB{g.digits(5)} - bag located

Dear Ms Moreau, your bag has been located in Madrid and will be forwarded on IB3166 tomorrow.
Delivery to your address is expected within 24 hours of arrival.""",
        "Can I claim for the toiletries I bought while waiting? Draft a short reply asking for that.",
        "The airline wrote to me",
    )
    t = g.moment()
    add(
        "webhook-pasted",
        "en",
        ["webhook", "pasted_to_debug", "signature"],
        f"""POST /hooks/bagevents HTTP/1.1
Host: ops.handler.example
Content-Type: application/json
X-Bagnet-Delivery: {g.uuid4()}
X-Bagnet-Timestamp: {epoch_s(t)}
X-Bagnet-Signature: v1={g.hex(64)}

{{"event":"bag.loaded","tag":"0057{g.digits(6)}","flight":"AF1234","uld":"AKE{g.digits(5)}AF","at":"{rfc3339(t, 3)}"}}""",
        "Our endpoint rejects this with 'stale timestamp'. Our tolerance is 300 s. Is the timestamp in the right unit?",
        "This is the delivery our endpoint rejected",
    )
    t = g.moment()
    add(
        "aodb-curl",
        "en",
        ["http_exchange", "aodb", "x_request_id"],
        f"""$ curl -i https://aodb.airport.example/v2/flights/UA0901/stand
HTTP/2 409
date: {http_date(t)}
content-type: application/problem+json
x-request-id: {g.uuid4()}

{{"title":"Stand conflict","detail":"Stand 305 held by UA0960 until {(t + timedelta(minutes=35)):%H:%M}Z","instance":"/v2/flights/UA0901/stand"}}""",
        "What does this 409 mean, and should the client retry?",
        "The AODB answered this",
    )
    t = g.eu()
    add(
        "bhs-syslog",
        "en",
        ["bhs", "syslog", "rfc5424"],
        "\n".join(
            f"<{p}>1 {rfc3339(t + timedelta(seconds=s), 3)} bhs-plc-07 sorter - {mid} - {msg}"
            for p, s, mid, msg in [
                (12, 0, "JAM", "Jam detected at merge M3, tray 1142"),
                (14, 48, "CLR", "Jam cleared at merge M3 by operator 2231"),
                (12, 301, "JAM", "Jam detected at merge M3, tray 0977"),
            ]
        ),
        "How often is merge M3 jamming, and what is the usual cause at a merge?",
        "From the sorter's syslog",
    )
    t = g.moment()
    add(
        "scan-ndjson",
        "en",
        ["bag_scans", "ndjson", "epoch_ms"],
        "\n".join(
            f'{{"tag":"0220{n}","point":"{p}","ts":{epoch_ms(t + timedelta(seconds=s))}}}'
            for n, p, s in [
                ("441187", "CHECKIN_12", 0),
                ("441187", "EDS_L2", 311),
                ("441187", "MAKEUP_C4", 942),
            ]
        ),
        "How many minutes did the bag take from check-in to make-up?",
        "Scan points for one bag",
    )
    t = g.moment()
    add(
        "pbb-alarms",
        "en",
        ["boarding_bridge", "alarm_log", "times"],
        f"""PBB-A12 alarm history
{iso_space(t)}  W017  Auto-level fault, bridge held
{iso_space(t + timedelta(seconds=94))}  I002  Auto-level restored
{iso_space(t + timedelta(minutes=38))}  W017  Auto-level fault, bridge held""",
        "Should we take bridge A12 out of service?",
        "Alarm history of the boarding bridge",
    )
    t = g.moment()
    ts = epoch_s(t)
    add(
        "slack-export",
        "en",
        ["slack_export", "ts", "ramp_channel"],
        f"""[{{"user": "U04RAMP12", "text": "tug 6 hydraulic leak on stand 22, pulling it", "ts": "{ts}.{g.digits(6)}"}},
 {{"user": "U02DUTY01", "text": "ok use tug 9, pushback for BA0560 in 10", "ts": "{ts + 71}.{g.digits(6)}"}},
 {{"user": "U04RAMP12", "text": "tug 9 on the bar", "ts": "{ts + 488}.{g.digits(6)}"}}]""",
        "Write a two-line shift log entry from this thread.",
        "Our ramp channel export",
    )
    t = g.moment()
    add(
        "lp-form-csv",
        "en",
        ["lost_property", "form_export", "csv"],
        f"""Timestamp,Name,Flight,Seat,Item,Colour,Contact
{t:%m/%d/%Y %H:%M:%S},Priya Nair,QR0019,31K,Tablet in grey sleeve,grey,+44 7700 900412
{(t + timedelta(minutes=17)):%m/%d/%Y %H:%M:%S},Tomasz Wrobel,LO0281,12A,Reading glasses,black,t.wrobel@mail.example""",
        "Which of these claims could match a grey tablet found on QR0019 row 31?",
        "Claim form responses",
    )
    t = g.moment()
    add(
        "kiosk-error",
        "en",
        ["kiosk", "error_json", "trace_id"],
        f"""{{
  "error": "BAG_TAG_PRINT_FAILED",
  "kiosk": "T3-SBD-14",
  "trace_id": "{g.hex(32)}",
  "time": "{js_iso(t)}",
  "printer": {{"model": "BTP-9", "status": "PAPER_JAM"}}
}}""",
        "What should the agent tell the passenger, and can the tag be reprinted at another drop?",
        "A self bag drop logged this",
    )
    t = g.moment()
    add(
        "cpm",
        "en",
        ["cpm", "uld", "load_message"],
        f"""CPM
LX1072/{t.day:02d}.HBIJU.C32Y138
-11L/AKE{g.digits(5)}LX/FRA/420/B
-12L/AKE{g.digits(5)}LX/FRA/385/B
-31R/PMC{g.digits(5)}LX/FRA/1260/C/PER
SI BULK 5 BAGS""",
        "Which positions hold bags and which hold cargo? Is any perishable cargo on board?",
        "Container pallet message for the flight",
    )
    t = g.moment()
    add(
        "acdm-table",
        "en",
        ["acdm", "milestones", "tobt"],
        f"""Flight  EOBT   TOBT   TSAT   ASAT   AOBT
SN2583  {t:%H}:10  {t:%H}:18  {t:%H}:24  {t:%H}:26  {t:%H}:29
SN3109  {t:%H}:15  {t:%H}:15  {t:%H}:31  {t:%H}:33  {t:%H}:40""",
        "Which flight lost more time after start-up approval, and where?",
        "A-CDM milestones",
    )
    t = g.moment()
    add(
        "incident-timeline",
        "en",
        ["incident", "timeline", "markdown"],
        f"""### Wingtip contact, taxilane K
- **{t:%H:%M:%S}** tow of G-EUYB leaves hangar 4
- **{(t + timedelta(minutes=4, seconds=12)):%H:%M:%S}** left wingtip contacts blast fence K-2
- **{(t + timedelta(minutes=5)):%H:%M:%S}** tow stopped, duty manager called
- **{(t + timedelta(minutes=31)):%H:%M:%S}** engineering inspection starts""",
        "Draft the first paragraph of the occurrence report from this timeline.",
        "Timeline from the duty manager's notes",
    )
    t = g.moment()
    add(
        "pir-text",
        "en",
        ["pir", "file_reference", "bag"],
        f"""PROPERTY IRREGULARITY REPORT
FILE REF: ORDUA{g.digits(5)}   DATE: {t:%d}{MONTHS[t.month - 1].upper()}{t:%y}
NAME: HALVORSEN/INGRID MRS
ROUTING: OSL/EWR/ORD
TAG: UA{g.digits(6)}
COLOUR/TYPE: BK22X
CONTENTS: KNITTING NEEDLES, WOOL, CHILDRENS BOOKS
DELIVERY: HILTON ORD RM 1212 UNTIL {(t + timedelta(days=2)):%d}{MONTHS[(t + timedelta(days=2)).month - 1].upper()}""",
        "Turn this PIR into a friendly status message for the passenger.",
        "The PIR we raised at the desk",
    )
    t = g.moment()
    add(
        "wchr-sms",
        "en",
        ["prm", "sms_thread", "times"],
        f"""[{t:%H:%M}] Dispatch: WCHR pax for EI0153 at gate 305, please collect
[{(t + timedelta(minutes=2)):%H:%M}] Agent 44: on my way from pier C
[{(t + timedelta(minutes=19)):%H:%M}] Dispatch: gate says boarding closes in 5, where are you?
[{(t + timedelta(minutes=20)):%H:%M}] Agent 44: lift at C out of service, going round""",
        "Where did the process break down?",
        "Texts between dispatch and the agent",
    )
    t = g.moment()
    add(
        "fids-push",
        "en",
        ["gate_change", "push_payload", "updated"],
        f"""{{"flight":"TP1351","sched":"{rfc3339(t.astimezone(WET_OFF), 0)}","gate":{{"old":"14","new":"21"}},
 "updated":"{rfc3339(t + timedelta(minutes=3))}","msg_id":"{g.uuid7(t)}","channel":"app_push"}}""",
        "Why did passengers get this notification twice? The logs show one update.",
        "The push payload from the FIDS debug screen",
    )
    t = g.moment()
    add(
        "speed-csv",
        "en",
        ["apron_vehicles", "csv", "speed"],
        f"""camera,plate,zone,limit_kmh,speed_kmh,time
AP-CAM-3,RAMP-117,Apron road B,25,41,{rfc3339(t)}
AP-CAM-3,RAMP-082,Apron road B,25,28,{rfc3339(t + timedelta(minutes=40))}
AP-CAM-5,GSE-TUG-9,Stand road 20-30,15,22,{rfc3339(t + timedelta(hours=2))}""",
        "Which of these need a driver interview under a 10 km/h tolerance?",
        "Speed camera export for the apron",
    )
    t = g.moment()
    add(
        "stand-api-line",
        "en",
        ["stand_allocation", "json_line", "ulid", "epoch_ms"],
        f'{{"allocation_id":"{g.ulid(t)}","flight":"EK0003","stand":"A3","from":{epoch_ms(t)},'
        f'"to":{epoch_ms(t + timedelta(minutes=185))},"reason":"A380 capable","locked":true}}',
        "Is a 3 h 5 min stand hold normal for an A380 turnaround?",
        "The stand planning API gave back",
    )
    t = g.moment()
    add(
        "deice-invoice-email",
        "en",
        ["deicing", "email", "invoice"],
        f"""From: billing@deice.example
Date: {rfc2822(t)}
Subject: Invoice DI-{t.year}-{g.digits(5)}

Flight VY1210 on {iso_date(t)}: Type I 420 l, Type IV 180 l, truck time 14 min. Total EUR 3,118.40.""",
        "Does this look right for an A320 with light frost?",
        "The de-icing provider billed us",
    )
    t = g.moment()
    add(
        "found-yaml",
        "en",
        ["lost_property", "yaml", "found_log"],
        f"""- ref: FND-{g.digits(5)}
  found: {rfc3339(t)}
  where: Security lane 6 trays
  item: Blue passport wallet (no passport)
- ref: FND-{g.digits(5)}
  found: {rfc3339(t + timedelta(minutes=66))}
  where: Arrivals hall toilets
  item: Child's car seat""",
        "Which of these should go to the police rather than our store?",
        "Today's found log",
    )
    t = g.moment()
    add(
        "bag-reconcile",
        "en",
        ["brs", "reconciliation", "report"],
        f"""BRS RECONCILIATION  FLT IB3211  {t:%d%b%y}  PRINTED {t:%H:%M:%S}
LOADED      142
AUTH LOAD   144
OFFLOAD REQ   2   0075{g.digits(6)} (NOSHOW)  0075{g.digits(6)} (NOSHOW)""",
        "Can the aircraft close doors with these numbers?",
        "Reconciliation from the BRS",
    )
    t = g.moment()
    add(
        "tug-telemetry",
        "en",
        ["gse", "telemetry", "epochs"],
        f"""unit,ts,battery_pct,state
TUG-E04,{epoch_s(t)},61,PUSHBACK
TUG-E04,{epoch_s(t) + 420},48,IDLE
TUG-E04,{epoch_s(t) + 3900},22,CHARGING""",
        "How much battery does one pushback use on this tug?",
        "Telemetry from the electric tug",
    )
    t = g.moment()
    add(
        "lp-courier-json",
        "en",
        ["lost_property", "json_nested", "shipment"],
        f"""{{
  "return": {{
    "ref": "RET-{g.digits(5)}",
    "item": "LP-{g.digits(6)}",
    "created": "{rfc3339(t)}",
    "courier": {{"name": "DHL", "awb": "{g.digits(10)}", "picked_up": "{rfc3339(t + timedelta(days=1, hours=2))}"}}
  }}
}}""",
        "The owner says nothing arrived. How long has it been since pickup, and what do I tell her?",
        "The return shipment record",
    )
    # other languages
    t = g.eu()
    add(
        "de-gepaeck",
        "de",
        ["mishandled_bag", "german", "erstellt"],
        f"""Erstellt: {t:%d.%m.%Y %H:%M:%S}
Vorgang: FRALH{g.digits(5)}
Gepäckschein: LH{g.digits(6)}
Route: FRA–LIS
Letzter Scan: Sorter Halle B, {(t - timedelta(hours=3)):%d.%m.%Y %H:%M}
Status: in Nachforschung""",
        "Seit wann liegt der letzte Scan vor dem Vorgang, und wo sollte ich zuerst suchen?",
        "Das steht im Vorgang",
    )
    t = g.eu()
    add(
        "fr-incident-piste",
        "fr",
        ["ramp_safety", "french", "date_label"],
        f"""RAPPORT D'ÉVÉNEMENT PISTE N° {t.year}-{g.digits(3)}
Date : {t:%d/%m/%Y} à {t:%H:%M}
Poste : K32
Description : le camion commissariat a touché la porte 2R lors de l'accostage. Rayure de 12 cm.
Rédigé le {(t + timedelta(hours=1)):%d/%m/%Y %H:%M:%S} par le chef avion""",
        "Faut-il immobiliser l'avion ? Résume ce qu'il faut faire.",
        "Voici le rapport",
    )
    t = g.eu()
    add(
        "es-pmr",
        "es",
        ["prm", "spanish", "fecha"],
        f"""Solicitud PMR {g.digits(6)}
Fecha: {t:%d/%m/%Y %H:%M:%S}
Pasajero: GARCÍA LÓPEZ/MARTA
Vuelo: IB0512 MAD-VGO
Tipo: WCHS
Punto de encuentro: mostrador 850""",
        "¿Qué significa WCHS y necesita silla hasta el asiento?",
        "Me llegó esta solicitud",
    )
    t = g.moment(JST)
    add(
        "ja-ishitsubutsu",
        "ja",
        ["lost_property", "japanese", "uketsuke"],
        f"""受付番号：HND-{g.digits(6)}
受付日時：{ja_time(t)}
拾得場所：第2ターミナル 出発ロビー 62番ゲート付近
品名：黒い折りたたみ傘
特徴：持ち手に名前シール「ヤマダ」""",
        "この傘の保管期限はいつまでですか？",
        "遺失物の記録です",
    )
    t = g.moment(CST8)
    add(
        "zh-xingli-json",
        "zh",
        ["mishandled_bag", "chinese", "json_pretty"],
        f"""{{
  "登记时间": "{zh_time(t)}",
  "编号": "{g.uuid7(t)}",
  "行李牌号": "0781{g.digits(6)}",
  "航班": "MU5101",
  "状态": "已找到，等待转运"
}}""",
        "这件行李什么时候能送到旅客手里？",
        "系统里的记录",
    )
    t = g.moment(KST)
    add(
        "ko-suhwamul",
        "ko",
        ["mishandled_bag", "korean", "jeopsu"],
        f"""접수번호: ICNKE{g.digits(5)}
접수일시: {ko_time(t)}
수하물 태그: KE{g.digits(6)}
구간: ICN-CDG
상태: 파리 도착 확인""",
        "승객에게 어떻게 안내하면 좋을까요?",
        "수하물 지연 접수 내용입니다",
    )
    t = g.moment(MSK)
    add(
        "ru-deice",
        "ru",
        ["deicing", "russian", "sozdana"],
        f"""Заявка на ПОО № {g.digits(5)}
Создана: {ru_time(t)}
Рейс: SU1402, RA-73{g.digits(3)}
Жидкость: тип II, 75/25
Начало обработки: {(t + timedelta(minutes=18)):%H:%M}
Окончание: {(t + timedelta(minutes=29)):%H:%M}""",
        "Сколько времени прошло от заявки до окончания обработки?",
        "Вот заявка из системы",
    )
    t = g.moment(GST)
    add(
        "ar-bawaba",
        "ar",
        ["gate_change", "arabic", "arabic_digits"],
        f"""تغيير البوابة
الرحلة: EK0201
البوابة السابقة: B12
البوابة الجديدة: B26
وقت التغيير: {ar_time(t)}
الرقم المرجعي: {g.hex(10)}""",
        "كم تبعد البوابة الجديدة عن القديمة سيرًا على الأقدام؟",
        "وصلني هذا الإشعار",
    )
    t = g.moment(IST)
    add(
        "hi-khoya",
        "hi",
        ["lost_property", "hindi", "dinank"],
        f"""खोया सामान रिपोर्ट
संदर्भ: DEL-LF-{g.digits(5)}
दिनांक व समय: {t:%d-%m-%Y %H:%M:%S}
स्थान: टर्मिनल 3, बैगेज बेल्ट 7
वस्तु: नीला बैकपैक, लैपटॉप सहित""",
        "यात्री को सामान वापस पाने के लिए क्या लाना होगा?",
        "यह रिपोर्ट मिली है",
    )
    t = g.eu()
    add(
        "pl-plyta",
        "pl",
        ["ramp_safety", "polish", "report"],
        f"""Raport z płyty nr {g.digits(4)}/{t.year}
Data zdarzenia: {t:%d.%m.%Y %H:%M:%S}
Stanowisko: 12
Opis: FOD (śruba M8) znaleziona przy kole przedniego podwozia SP-LWF przed wypchnięciem.""",
        "Czy to zdarzenie trzeba zgłosić do ULC?",
        "Raport od koordynatora",
    )
    t = g.eu()
    add(
        "nl-standplaats",
        "nl",
        ["stand_allocation", "dutch", "aangemaakt"],
        f"""Aangemaakt: {t:%d-%m-%Y %H:%M:%S}
Vlucht: KL1775
Standplaats: D-pier, D6 → D14
Reden: D6 buiten gebruik (vliegtuigtrap defect)
Medewerker: planning-03""",
        "Moeten de passagiers nu met de bus?",
        "Wijziging uit het planningssysteem",
    )
    t = g.moment(TRT)
    add(
        "tr-bagaj",
        "tr",
        ["mishandled_bag", "turkish", "olusturulma"],
        f"""Oluşturulma: {t:%d.%m.%Y %H:%M:%S}
Dosya: ISTTK{g.digits(5)}
Bagaj etiketi: TK{g.digits(6)}
Cihaz: {g.uuid4()}
Durum: Ankara'ya yönlendirildi""",
        "Yolcuya bagajının ne zaman geleceğini nasıl söyleyeyim?",
        "Sistemdeki kayıt",
    )
    t = g.moment(BRT)
    add(
        "pt-achados",
        "pt",
        ["lost_property", "portuguese", "json_pretty", "ulid"],
        f"""{{
  "criado_em": "{rfc3339(t)}",
  "id": "{g.ulid(t)}",
  "item": "Carteira marrom com documentos",
  "local": "Portão 22, Terminal 2",
  "guardado_ate": "{iso_date(t + timedelta(days=60))}"
}}""",
        "Posso entregar a carteira a um parente do passageiro?",
        "Registro de achados e perdidos",
    )
    t = g.eu()
    add(
        "it-sghiacciamento",
        "it",
        ["deicing", "italian", "data_intervento"],
        f"""Scheda sghiacciamento
Data intervento: {t:%d/%m/%Y} ore {t:%H:%M:%S}
Volo: AZ1631, EI-DTF
Fluido: tipo I 60/40, tipo IV 100
Operatore: squadra 3""",
        "Il comandante chiede il codice anti-icing: come lo scrivo?",
        "Ecco la scheda",
    )
    t = g.moment(ICT)
    add(
        "th-krabao",
        "th",
        ["mishandled_bag", "thai", "buddhist_era"],
        f"""เลขที่แจ้ง: BKKTG{g.digits(5)}
วันที่แจ้ง: {th_time(t)}
เที่ยวบิน: TG0415
รายละเอียด: กระเป๋าเดินทางสีเงิน ล้อหัก""",
        "ผู้โดยสารเรียกร้องค่าเสียหายล้อหักได้หรือไม่",
        "ข้อมูลจากระบบ",
    )
    t = g.moment(EET)
    add(
        "el-anafora",
        "el",
        ["ramp_safety", "greek", "report"],
        f"""Αναφορά συμβάντος {g.digits(4)}
Ημερομηνία και ώρα: {t:%d/%m/%Y %H:%M:%S}
Θέση στάθμευσης: 17
Περιγραφή: ο ιμάντας φόρτωσης ακούμπησε την πόρτα φορτίου, χωρίς ζημιά.""",
        "Τι πρέπει να ελέγξει ο μηχανικός πριν την αναχώρηση;",
        "Η αναφορά από την πλατφόρμα",
    )
    return out


# --- negatives: pasted records in many placements ---------------------------------------------------

SYS_EN = (
    "You are Apron Desk, the assistant of the ground handling control room. Answer from the material "
    "given, say when it is not enough, and keep answers short."
)
SYS_LANG = {
    "en": SYS_EN,
    "de": "Du bist der Assistent der Gepäckermittlung. Antworte knapp und nur anhand der Unterlagen.",
    "fr": "Tu es l'assistant du contrôle piste de l'escale. Réponds brièvement, à partir des documents.",
    "es": "Eres el asistente del servicio de asistencia PMR del aeropuerto. Responde de forma breve.",
    "ja": "あなたは空港の遺失物センターのアシスタントです。簡潔に答えてください。",
    "zh": "你是机场行李查询柜台的助手。请根据资料简洁回答。",
    "ko": "당신은 공항 수하물 서비스 데스크의 도우미입니다. 간단히 답하세요.",
    "ru": "Ты помощник диспетчера противообледенительной обработки. Отвечай кратко.",
    "ar": "أنت مساعد مكتب عمليات البوابات في المطار. أجب باختصار.",
    "hi": "आप हवाई अड्डे के खोया-पाया डेस्क के सहायक हैं। संक्षेप में उत्तर दें।",
    "pl": "Jesteś asystentem działu bezpieczeństwa płyty postojowej. Odpowiadaj krótko.",
    "nl": "Je bent de assistent van de standplaatsplanning. Antwoord kort en zakelijk.",
    "tr": "Havalimanı bagaj takip masasının asistanısın. Kısa cevap ver.",
    "pt": "Você é o assistente do balcão de achados e perdidos do aeroporto. Responda de forma breve.",
    "it": "Sei l'assistente del coordinamento sghiacciamento. Rispondi in modo conciso.",
    "th": "คุณเป็นผู้ช่วยเคาน์เตอร์ติดตามสัมภาระของสนามบิน ตอบสั้น ๆ",
    "el": "Είσαι ο βοηθός του γραφείου ασφάλειας πίστας. Απάντησε σύντομα.",
}

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start_of_message",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool_observation",
    "both_sides",
    "before_colon",
]


def place(placement: str, r: Rec) -> str:
    block, ask, intro = r.block, r.ask, r.intro
    sys_text = SYS_LANG[r.lang]
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return f"User: {intro}:\n\n{block}\nAssistant: Got it. What do you need?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return (
            f"{sys_text}\n\nUser: Pull up the record, please.\nAssistant: Below is what the system returned:\n\n"
            f"{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"{sys_text}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{sys_text}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{sys_text}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{sys_text}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{sys_text}\n\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{sys_text}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (
            f'{sys_text}\n\n<documents>\n<document source="user-upload">\n{block}\n</document>\n</documents>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"{sys_text}\n\nQuestion: {ask}\nThought: I should read the file the user attached.\n"
            f'Action: read_attachment\nAction Input: {{"name": "{r.key}.txt"}}\nObservation:\n{block}\nThought:'
        )
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{intro} - anything else odd in it?"
    assert placement == "before_colon"
    return f"{ask} {intro}:\n{block}"


# --- program fields (volatile) ------------------------------------------------------------------------


@dataclass
class Field:
    cue: str
    label: str
    key: str
    make: Callable[[Gen94, datetime], str]
    sep: str = ": "


EN_FIELDS = [
    Field("datetime", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    Field("request_id", "Request ID", "request_id", lambda g, t: g.ulid(t)),
    Field("datetime", "Generated at", "generated_at", lambda g, t: rfc3339(t.astimezone(CEST))),
    Field("session_id", "Session", "session", lambda g, t: g.uuid4()),
    Field("datetime", "Date", "date", lambda g, t: http_date(t)),
    Field("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    Field("epoch", "rampclock.us", "rampclock_us", lambda g, t: str(epoch_us(t))),
    Field("request_id", "hop", "hop", lambda g, t: g.ksuid(t)),
    Field("datetime", "Snapshot taken", "snapshot_taken", lambda g, t: rfc2822(t.astimezone(CET))),
    Field("session_id", "Console session", "console_session", lambda g, t: g.nanoid()),
    Field("request_id", "Delivery", "delivery", lambda g, t: g.uuid7(t)),
    Field("epoch", "stamp", "stamp", lambda g, t: str(epoch_s(t))),
    Field("datetime", "Client time", "client_time", lambda g, t: js_iso(t)),
    Field("nonce", "Nonce", "nonce", lambda g, t: g.hex(32)),
    Field("date", "Today", "today", lambda g, t: long_date(t)),
    Field("run_id", "Run", "run", lambda g, t: g.objectid(t)),
    Field("datetime", "Desk clock", "desk_clock", lambda g, t: windows_general(t)),
    Field("request_id", "Correlation ID", "correlation_id", lambda g, t: g.uuid7(t)),
    Field("epoch", "Server ms", "server_ms", lambda g, t: str(epoch_ms(t))),
    Field("datetime", "Local time", "local_time", lambda g, t: py_logging(t.astimezone(CET))),
    Field("datetime", "Tick", "tick", lambda g, t: go_nano(t, g.small(1, 1000))),
    Field("request_id", "Poll", "poll", lambda g, t: g.hex(16)),
    Field("datetime", "Handheld time", "handheld_time", lambda g, t: ctime(t)),
    Field("session_id", "Shift login", "shift_login", lambda g, t: g.b64url(12)),
    Field("datetime", "Built", "built", lambda g, t: unix_date(t.astimezone(CET))),
    Field("datetime", "Wall", "wall", lambda g, t: dotnet_o(t, g.small(0, 10))),
    Field("datetime", "Now (UTC)", "now_utc", lambda g, t: iso_space(t) + "Z"),
    Field("request_id", "Ask-Id", "ask_id", lambda g, t: g.snowflake(t)),
]

LOCAL_FIELDS = {
    "de": [
        Field("datetime", "Abfragezeitpunkt", "abfragezeitpunkt", lambda g, t: de_time(t.astimezone(CET))),
        Field("request_id", "Vorgangs-ID der Anfrage", "anfrage_id", lambda g, t: g.ulid(t)),
    ],
    "fr": [
        Field("datetime", "Horodatage de la requête", "horodatage", lambda g, t: fr_time(t.astimezone(CET))),
        Field("session_id", "Session", "session", lambda g, t: g.hex(20)),
    ],
    "es": [
        Field(
            "datetime", "Hora actual", "hora_actual", lambda g, t: f"{t.astimezone(CET):%d/%m/%Y %H:%M:%S}"
        ),
        Field("request_id", "ID de solicitud", "id_solicitud", lambda g, t: g.uuid7(t)),
    ],
    "ja": [
        Field("datetime", "現在時刻", "現在時刻", lambda g, t: ja_time(t.astimezone(JST)), "："),
        Field("request_id", "リクエストID", "リクエストID", lambda g, t: g.ulid(t), "："),
    ],
    "zh": [
        Field("datetime", "当前时间", "当前时间", lambda g, t: zh_time(t.astimezone(CST8)), "："),
        Field("session_id", "会话", "会话", lambda g, t: g.hex(24), "："),
    ],
    "ko": [
        Field("datetime", "요청 시각", "요청시각", lambda g, t: ko_time(t.astimezone(KST))),
        Field("request_id", "요청 ID", "요청ID", lambda g, t: g.uuid7(t)),
    ],
    "ru": [
        Field("datetime", "Текущее время", "время", lambda g, t: ru_time(t.astimezone(MSK))),
        Field("session_id", "Сессия", "сессия", lambda g, t: g.nanoid()),
    ],
    "ar": [
        Field("datetime", "الوقت الحالي", "الوقت", lambda g, t: ar_time(t.astimezone(GST))),
        Field("request_id", "معرّف الطلب", "معرف", lambda g, t: g.uuid4()),
    ],
    "hi": [
        Field("datetime", "वर्तमान समय", "समय", lambda g, t: f"{t.astimezone(IST):%d-%m-%Y %H:%M:%S} IST"),
        Field("session_id", "सत्र", "सत्र", lambda g, t: g.uuid4()),
    ],
    "pl": [
        Field("datetime", "Czas zapytania", "czas", lambda g, t: f"{t.astimezone(CET):%d.%m.%Y %H:%M:%S}"),
        Field("session_id", "Sesja", "sesja", lambda g, t: g.ulid(t).lower()),
    ],
    "nl": [
        Field(
            "datetime", "Tijdstip opvraag", "opvraag", lambda g, t: f"{t.astimezone(CET):%d-%m-%Y %H:%M:%S}"
        ),
        Field("request_id", "Opvraag-id", "opvraag_id", lambda g, t: g.ksuid(t)),
    ],
    "tr": [
        Field("datetime", "Şu anki zaman", "zaman", lambda g, t: f"{t.astimezone(TRT):%d.%m.%Y %H:%M:%S}"),
        Field("session_id", "Oturum", "oturum", lambda g, t: g.nanoid()),
    ],
    "pt": [
        Field("datetime", "Agora", "agora", lambda g, t: f"{t.astimezone(BRT):%d/%m/%Y %H:%M:%S}"),
        Field("request_id", "ID da requisição", "id_requisicao", lambda g, t: g.uuid4()),
    ],
    "it": [
        Field(
            "datetime", "Ora della richiesta", "ora", lambda g, t: f"{t.astimezone(CET):%d/%m/%Y %H:%M:%S}"
        ),
        Field("session_id", "Sessione", "sessione", lambda g, t: g.hex(16)),
    ],
    "th": [
        Field("datetime", "เวลาปัจจุบัน", "เวลา", lambda g, t: th_time(t.astimezone(ICT))),
        Field("request_id", "รหัสคำขอ", "รหัส", lambda g, t: g.ulid(t)),
    ],
    "el": [
        Field("datetime", "Ώρα αιτήματος", "ώρα", lambda g, t: f"{t.astimezone(EET):%d/%m/%Y %H:%M:%S}"),
        Field("session_id", "Συνεδρία", "συνεδρία", lambda g, t: g.hex(20)),
    ],
}

EN_POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_head",
    "md_table",
    "xml_attr",
    "bracket",
    "chatml",
    "last_line",
]
LANG_POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "md_table", "last_line"]
STATIONS = {
    "de": "FRA",
    "fr": "NCE",
    "es": "MAD",
    "ja": "HND",
    "zh": "PVG",
    "ko": "ICN",
    "ru": "SVO",
    "ar": "DXB",
    "hi": "DEL",
    "pl": "WAW",
    "nl": "AMS",
    "tr": "IST",
    "pt": "GRU",
    "it": "FCO",
    "th": "BKK",
    "el": "ATH",
}
TWO_FIELD_OK = {"head", "header_block", "after_user", "footer", "front_matter", "md_table", "system_tail"}


def _mark(f: Field, value: str, form: str) -> str:
    if form == "line":
        return v(f.cue, f"{f.label}{f.sep}{value}")
    if form == "yaml":
        return v(f.cue, f"{f.key}: {value}" if ": " not in value else f'{f.key}: "{value}"')
    if form == "json":
        body = value if value.isdigit() else json.dumps(value, ensure_ascii=False)
        return v(f.cue, f'"{f.key}":{body},')
    if form == "attr":
        return v(f.cue, f'{f.key}="{value}"')
    if form == "kv":
        return v(f.cue, f"{f.key}={value}" if " " not in value else f'{f.key}="{value}"')
    assert form == "row"
    return v(f.cue, f"| {f.label} | {value} |")


def compose(position: str, sys_text: str, user: str, fields: list[tuple[Field, str]], lang: str) -> str:
    """A prompt with the program fields at `position`; English prompts end with a cue line."""
    cue = "\nAssistant:" if lang == "en" else ""
    label = "User: " if lang == "en" else ""
    lines = [_mark(f, val, "line") for f, val in fields]
    if position == "head":
        return "\n".join(lines) + f"\n{sys_text}\n\n{label}{user}{cue}"
    if position == "system_tail":
        return f"{sys_text}\n" + "\n".join(lines) + f"\n\n{label}{user}{cue}"
    if position == "header_block":
        station = "Station: " + STATIONS.get(lang, "LHR / T5 ramp")
        return f"{sys_text}\n\n{station}\n" + "\n".join(lines) + f"\nDesk: baggage-2\n\n{label}{user}{cue}"
    if position == "after_user":
        return f"{sys_text}\n\n{label}{user}\n" + "\n".join(lines) + cue
    if position == "footer":
        return f"{sys_text}\n\n{label}{user}\n\n--\n" + "\n".join(lines) + cue
    if position == "front_matter":
        yaml = [_mark(f, val, "yaml") for f, val in fields]
        return (
            "---\napp: apron-desk\n"
            + "\n".join(yaml)
            + f"\nlocale: en-GB\n---\n{sys_text}\n\n{label}{user}{cue}"
        )
    if position == "json_head":
        members = "".join(_mark(f, val, "json") for f, val in fields)
        return '{"app":"apron-desk",' + members + f'"station":"MAN"}}\n{sys_text}\n\n{label}{user}{cue}'
    if position == "md_table":
        rows = [_mark(f, val, "row") for f, val in fields]
        return (
            f"{sys_text}\n\n| Field | Value |\n|---|---|\n| Airport | DUB |\n"
            + "\n".join(rows)
            + f"\n\n{label}{user}{cue}"
        )
    if position == "xml_attr":
        attrs = " ".join(_mark(f, val, "attr") for f, val in fields)
        return f'<context airport="CPH" {attrs} desk="ramp"/>\n{sys_text}\n\n{label}{user}{cue}'
    if position == "bracket":
        pairs = " ".join(_mark(f, val, "kv") for f, val in fields)
        return f"{sys_text}\n[ctx {pairs} desk=lostprop]\n\n{label}{user}{cue}"
    if position == "chatml":
        f, val = fields[0]
        return (
            f"<|im_start|>system\n{sys_text}\n{_mark(f, val, 'line')}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    assert position == "last_line"
    return f"{sys_text}\n\n{label}{user}\n\n" + "\n".join(lines)


def generated_positives(g: Gen94, recs: list[Rec]) -> list[Draft]:
    out: list[Draft] = []
    en_k = 0
    per_lang: dict[str, int] = {}
    order = list(range(len(recs))) + list(range(0, len(recs), 2))[:20]
    for k, ri in enumerate(order):
        r = recs[ri]
        t = g.moment()
        user = f"{r.intro}:\n\n{r.block}\n\n{r.ask}"
        if r.lang == "en":
            f = EN_FIELDS[en_k % len(EN_FIELDS)]
            position = EN_POSITIONS[(en_k * 5 + en_k // len(EN_POSITIONS)) % len(EN_POSITIONS)]
            fields = [(f, f.make(g, t))]
            if k % 3 == 0 and position in TWO_FIELD_OK:
                f2 = EN_FIELDS[(en_k + 7) % len(EN_FIELDS)]
                fields.append((f2, f2.make(g, t)))
            en_k += 1
            sys_text = SYS_EN
        else:
            n = per_lang.get(r.lang, 0)
            per_lang[r.lang] = n + 1
            pair = LOCAL_FIELDS[r.lang]
            position = LANG_POSITIONS[(k + 3 * n) % len(LANG_POSITIONS)]
            fields = [(pair[n % 2], pair[n % 2].make(g, t))]
            if n == 0 and position in TWO_FIELD_OK:
                fields.append((pair[1], pair[1].make(g, t)))
            sys_text = SYS_LANG[r.lang]
        text = compose(position, sys_text, user, fields, r.lang)
        tags = ["generated", position, r.lang, *[f.cue for f, _ in fields], *r.tags]
        out.append(Draft(text, f"{SRC}gen-pos:{r.key}:{position}", tags))
    return out


# --- generated hard negatives: stable look-alikes in program positions -------------------------------

STABLE_EN = [
    ("Station", "station", "LHR T5"),
    ("Prompt revision", "prompt_revision", "2026-01-12"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Time zone", "tz", "Europe/London"),
    ("Build", "build", "2026.03.1"),
    ("Tenant", "tenant", "3f6c2a9e-8b14-4d7e-a1c5-07e9d2b4f816"),
    ("Service hours", "service_hours", "04:30-23:30"),
    ("First bag SLA", "first_bag_sla", "15 min after on-block"),
    ("API version", "api_version", "2025-11-01"),
    ("Season", "season", "S26 (29 Mar - 24 Oct 2026)"),
    ("Minimum connection time", "mct", "45 min"),
    ("Handling contract since", "contract_since", "2019-04-01"),
]
STABLE_LANG = {
    "de": "Station: FRA, Halle B",
    "fr": "Escale : CDG 2E",
    "es": "Versión del protocolo PMR: 2025-09",
    "ja": "対応時間：6:00〜23:00",
    "zh": "值机柜台：A区",
    "ko": "운영 시간: 05:00-24:00",
    "ru": "Сезон ПОО: 15.10–15.04",
    "ar": "المبنى: ٣",
    "hi": "काउंटर: टर्मिनल 3, गेट 1",
    "pl": "Lotnisko: WAW",
    "nl": "Pier: D",
    "tr": "Terminal: İç Hatlar",
    "pt": "Aeroporto: GRU, Terminal 2",
    "it": "Scalo: MXP",
    "th": "อาคารผู้โดยสาร: 1",
    "el": "Αεροδρόμιο: ATH",
}


def generated_negatives(recs: list[Rec]) -> list[Draft]:
    out: list[Draft] = []
    positions = [
        "head",
        "system_tail",
        "header_block",
        "after_user",
        "footer",
        "front_matter",
        "json_head",
        "xml_attr",
    ]
    for k, ri in enumerate(range(1, len(recs), 2)):
        r = recs[ri]
        user = f"{r.intro}:\n\n{r.block}\n\n{r.ask}"
        if r.lang == "en":
            label, key, value = STABLE_EN[k % len(STABLE_EN)]
            pos = positions[k % len(positions)]
            line = f"{label}: {value}"
            cue = "\nAssistant:"
            if pos == "head":
                text = f"{line}\n{SYS_EN}\n\nUser: {user}{cue}"
            elif pos == "system_tail":
                text = f"{SYS_EN}\n{line}\n\nUser: {user}{cue}"
            elif pos == "header_block":
                text = f"{SYS_EN}\n\nDesk: ramp-1\n{line}\n\nUser: {user}{cue}"
            elif pos == "after_user":
                text = f"{SYS_EN}\n\nUser: {user}\n{line}{cue}"
            elif pos == "footer":
                text = f"{SYS_EN}\n\nUser: {user}\n\n--\n{line}{cue}"
            elif pos == "front_matter":
                text = f"---\napp: apron-desk\n{key}: {value}\n---\n{SYS_EN}\n\nUser: {user}{cue}"
            elif pos == "json_head":
                text = f'{{"app":"apron-desk","{key}":{json.dumps(value)}}}\n{SYS_EN}\n\nUser: {user}{cue}'
            else:
                text = f'<context app="apron-desk" {key}="{value}"/>\n{SYS_EN}\n\nUser: {user}{cue}'
        else:
            pos = ["head", "system_tail", "after_user"][k % 3]
            line = STABLE_LANG[r.lang]
            sys_text = SYS_LANG[r.lang]
            if pos == "head":
                text = f"{line}\n{sys_text}\n\n{user}"
            elif pos == "system_tail":
                text = f"{sys_text}\n{line}\n\n{user}"
            else:
                text = f"{sys_text}\n\n{user}\n{line}"
        out.append(
            Draft(text, f"{SRC}gen-neg:{r.key}:{pos}", ["hard_negative", "generated", "stable", pos, r.lang])
        )
    return out


# --- hand-written positives ---------------------------------------------------------------------------

POS: list[Callable[[Gen94], Draft]] = []


def pos(fn: Callable[[Gen94], Draft]) -> Callable[[Gen94], Draft]:
    POS.append(fn)
    return fn


@pos
def _front_matter_over_ahl(g: Gen94) -> Draft:
    t = g.moment()
    rec = t - timedelta(hours=g.small(3, 30))
    return Draft(
        f"""---
app: bagtrace-assist
{v("datetime", "generated_at: " + rfc3339(t, 3))}
{v("request_id", "request_id: " + g.ulid(t))}
station: EDI
---
You help the baggage services desk answer passengers about delayed bags. Never promise a delivery time.

User: Passenger on the phone asks where her bag is. File:
{{
  "created_at": "{rfc3339(rec)}",
  "id": "{g.uuid7(rec)}",
  "file_ref": "EDIBA{g.digits(5)}",
  "last_scan": {{"at": "{rfc3339(rec - timedelta(hours=2))}", "where": "LHR T5 early bag store"}}
}}
Assistant:""",
        f"{SRC}pos:front-matter-over-ahl",
        ["front_matter", "near_miss", "generated_at_vs_created_at", "ulid", "uuid7_content"],
    )


@pos
def _bag_webhook_received(g: Gen94) -> Draft:
    t = g.moment()
    ev = t - timedelta(seconds=g.small(2, 40))
    return Draft(
        f"""You are the bag-event explainer for the transfer desk. Explain the event for a transfer agent.

The baggage platform delivered this event for this request:
{v("request_id", "X-Bagnet-Delivery: " + g.uuid4())}
{v("epoch", "X-Bagnet-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Bagnet-Signature: v1=" + g.hex(64))}
Content-Type: application/json

{{"event":"bag.offloaded","tag":"0074{g.digits(6)}","flight":"KL0643","reason":"NOSHOW","at":"{rfc3339(ev, 3)}"}}

Agent question: what do I tell the transfer passenger at gate E7?
Answer:""",
        f"{SRC}pos:bag-webhook-received",
        ["delivery_envelope", "near_miss", "webhook_received", "payload_stays"],
    )


@pos
def _request_id_next_to_asked_id(g: Gen94) -> Draft:
    t = g.moment()
    ask = g.ulid(t - timedelta(days=1, minutes=g.small(1, 600)))
    return Draft(
        f"""{v("request_id", "X-Request-ID: " + g.uuid7(t))}
Accept-Language: en-GB
You are the support assistant for the airport's stand planning tool.

User: Allocation {ask} vanished from the plan overnight. Who or what could delete an allocation?
Assistant:""",
        f"{SRC}pos:request-id-next-to-asked-id",
        ["head", "near_miss", "id_in_question", "uuid7"],
    )


@pos
def _chatml_ops_clock(g: Gen94) -> Draft:
    t = g.eu()
    return Draft(
        f"""<|im_start|>system
You are the stand allocation assistant at Vienna. Propose one stand and one reason.
{v("session_id", "Session: " + g.b62(22))}
{v("datetime", "Ops clock: " + f"{t:%d.%m.%Y %H:%M:%S}")}<|im_end|>
<|im_start|>user
OS0412 (A320) arrives early, STA 14:05, ETA 13:41. Stands F01-F04 are taken until 14:00. Options?<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:chatml-ops-clock",
        ["chatml", "inline_before_im_end", "session_id", "dotted_datetime"],
    )


@pos
def _llama3_gate_log(g: Gen94) -> Draft:
    t = g.moment()
    ev = t - timedelta(minutes=g.small(20, 90))
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You explain gate changes to the passenger information team.<|eot_id|><|start_header_id|>user<|end_header_id|>

ts={rfc3339(ev)} flight=BA0398 gate_from=A10 gate_to=B42 reason=ACFT_CHANGE evt={g.ulid(ev)}

Write the PA announcement for this change.<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        f"{SRC}pos:llama3-gate-log",
        ["llama3", "today_date", "cutoff_stays", "logfmt_content"],
    )


@pos
def _mistral_deice_now(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""<s>[INST] You coordinate the de-icing queue at Oslo. Give the next three aircraft in order.
{v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}

Queue:
SK4035 ready {(t + timedelta(minutes=2)):%H%M}Z pad 1
DY0602 ready {(t - timedelta(minutes=4)):%H%M}Z pad 2
WF0131 ready {(t + timedelta(minutes=6)):%H%M}Z pad 1 [/INST]""",
        f"{SRC}pos:mistral-deice-now",
        ["mistral", "go_rfc3339nano", "queue_times_stay"],
    )


@pos
def _react_bag_lookup(g: Gen94) -> Draft:
    t = g.moment()
    s0 = t - timedelta(hours=g.small(2, 9))
    tag = "0125" + g.digits(6)
    return Draft(
        f"""Answer the question using the tools. Use this format:
Question: the input question
Thought: what to do
Action: the tool
Action Input: its input
Observation: the tool's result

Question: Did tag {tag} make the connection to Dublin?
Thought: I need the scan history.
Action: bag_history
Action Input: {{"tag": "{tag}"}}
Observation: {{"source":"bhs",{v("request_id", '"lookup_id":"' + g.hex(24) + '",')}{v("datetime", '"fetched_at":"' + rfc3339(t, 3) + '",')}"scans":[{{"point":"T5-TRANSFER","at":"{rfc3339(s0)}"}},{{"point":"MAKEUP-D","at":"{rfc3339(s0 + timedelta(minutes=38))}"}}]}}
Thought:""",
        f"{SRC}pos:react-bag-lookup",
        ["agent_scaffold", "tool_result", "json_inline", "scans_stay"],
    )


@pos
def _rag_notams_retrieved(g: Gen94) -> Draft:
    t = g.moment()
    b = t - timedelta(days=2)
    return Draft(
        f"""You brief the ramp supervisors. Use only the NOTAMs below.

NOTAMs retrieved from the AIS feed {v("datetime", "at " + rfc3339(t))} for this request:
A{g.small(1000, 4999)}/{t:%y} B) {compact(b)[2:12]} C) {compact(b + timedelta(days=14))[2:12]} E) TWY B2 CLOSED BTN STANDS 44 AND 48.
A{g.small(1000, 4999)}/{t:%y} B) {compact(b)[2:12]} C) PERM E) STAND 46 WINGSPAN LIMITED TO 36M.

Question: Can an A321neo still use stand 46 and taxi out via B2?
Answer:""",
        f"{SRC}pos:rag-notams-retrieved",
        ["rag", "inline_phrase", "notam_content"],
    )


@pos
def _whatsapp_lost_property(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the lost property assistant of Lisbon airport. Reply in the passenger's language.

Incoming WhatsApp message:
from: 351912{g.digits(6)}
{v("message_id", "id: wamid." + g.b64url(30))}
{v("epoch", "timestamp: " + str(epoch_s(t)))}
text: Olá, deixei um casaco bege na porta 14 ontem à noite, voo TP1350. Alguém o encontrou?

Reply:""",
        f"{SRC}pos:whatsapp-lost-property",
        ["delivery_envelope", "whatsapp", "sender_stays", "portuguese_payload"],
    )


@pos
def _cloudevent_stand_change(g: Gen94) -> Draft:
    t = g.moment()
    ch = t - timedelta(seconds=g.small(1, 30))
    return Draft(
        f"""The stand planning system sent this event to the apron assistant:
ce-specversion: 1.0
ce-type: airport.stand.changed
ce-source: /spm/zrh
{v("request_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}

{{"flight":"LX0318","from":"E27","to":"E43","changed_at":"{rfc3339(ch)}","by":"planner-07"}}

Tell the ramp team lead what changes for the towing plan.
Assistant:""",
        f"{SRC}pos:cloudevent-stand-change",
        ["cloudevent", "delivery_envelope", "payload_stays"],
    )


@pos
def _html_comment_head(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""<!-- bagdesk {v("request_id", "rid=" + g.ulid(t))} {v("epoch", "built=" + str(epoch_ms(t)))} tpl=v4 -->
You write short apology notes to passengers whose bags missed a connection. Warm, no blame.

Facts: Bag missed the connection in Frankfurt because the inbound landed 40 minutes late. It will be on
tonight's last flight and delivered tomorrow morning.

Note:""",
        f"{SRC}pos:html-comment-head",
        ["html_comment", "key_value", "ulid", "epoch_ms"],
    )


@pos
def _md_table_ramp_report(g: Gen94) -> Draft:
    t = g.moment()
    occ = t - timedelta(hours=g.small(1, 20))
    return Draft(
        f"""You help the safety office triage ramp reports.

| Field | Value |
|-------|-------|
| Office | Safety, Apron South |
{v("session_id", "| Triage session | " + g.nanoid() + " |")}
{v("datetime", "| Opened | " + js_tostring(t.astimezone(CET), "Central European Standard Time") + " |")}

Report: On {occ:%d %B} at {occ:%H:%M} a fuel bowser parked across the stand entry line of stand 12 while
an aircraft was being marshalled in. The marshaller gave the stop signal at 15 m.

Severity:""",
        f"{SRC}pos:md-table-ramp-report",
        ["md_table", "nanoid", "js_tostring", "report_times_stay"],
    )


@pos
def _bearer_over_lp_list(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("token", "Authorization: Bearer " + g.jwt(t, "lp-agent-31"))}
{v("datetime", "Retrieved: " + http_date(t))}

Items found today at Terminal 1 (from the lost property register):
LP-{g.digits(6)}  {(t - timedelta(hours=5)):%H:%M}  Gate 12  black laptop bag
LP-{g.digits(6)}  {(t - timedelta(hours=3)):%H:%M}  Security  silver ring

A caller says she lost a ring at security this morning. What should I ask her?
Assistant:""",
        f"{SRC}pos:bearer-over-lp-list",
        ["bearer_jwt", "http_date", "register_stays"],
    )


@pos
def _semantic_kernel_prm(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the PRM desk assistant at Manchester. {v("datetime", "The current time is " + sk_now(t) + ".")} Prioritise
requests by departure time and mobility need.

Open requests:
1. WCHC, TOM0123, dep 17:40, gate 12
2. WCHR, EZY1905, dep 16:55, gate 3

Which one gets the next free agent?
Assistant:""",
        f"{SRC}pos:semantic-kernel-prm",
        ["inline_sentence", "dotnet_long_datetime", "prm"],
    )


@pos
def _footer_claim_desk(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""Translate this letter to German. Keep the file reference as it is.

Dear Mr Brandt, we are sorry that your bag (file MUCLH{g.digits(5)}, created {iso_date(t - timedelta(days=4))})
arrived damaged. Please send a repair estimate within 7 days.

---
Composed by ClaimDesk 2.4 · {v("request_id", "request " + g.uuid4())} · {v("datetime", py_str(t))}
""",
        f"{SRC}pos:footer-claim-desk",
        ["footer", "two_in_line", "tail", "letter_dates_stay"],
    )


@pos
def _last_line_kv(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""Summarise the passenger's complaint in one line for the shift report.

Passenger: My bag arrived at belt 5 two hours after we landed and nobody at the desk could tell me why.

app=bagtrace-web {v("epoch", "sent_at_ms=" + str(epoch_ms(t)))} build=4.2.1""",
        f"{SRC}pos:last-line-kv",
        ["last_line", "key_value", "made_up_label", "epoch_ms"],
    )


@pos
def _windows_desk_session(g: Gen94) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Ramp Safety Desk - JFK T4
Workstation: RSD-02
{v("datetime", "Desk time: " + windows_general(t))}
{v("session_id", "Desk session: " + g.hex(16))}

Help the duty officer write a toolbox talk from recent reports.

Reports this week: two chocks missing on arrival, one cone not placed at the wingtip, one headset lead
across a tow bar.
Assistant:""",
        f"{SRC}pos:windows-desk-session",
        ["header_block", "windows_datetime", "session_id"],
    )


@pos
def _go_string_turnaround(g: Gen94) -> Draft:
    t = g.eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You plan turnarounds for a 25-minute A320 schedule.

Observed today: deboarding 8 min, cleaning 9 min, boarding 14 min, fuelling 11 min in parallel.
Can we keep 25 minutes if cleaning overlaps boarding by 3 minutes?
Answer:""",
        f"{SRC}pos:go-string-turnaround",
        ["head", "go_time_string"],
    )


@pos
def _xml_request_attrs(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""<request {v("request_id", 'id="' + g.uuid7(t) + '"')} {v("datetime", 'received="' + py_iso(t) + '"')} channel="kiosk">
  <passenger>AHMED/SARA MRS</passenger>
  <need>Meet and assist from aircraft door, visually impaired, guide dog</need>
  <flight>QR0023 arr 13:25</flight>
</request>
Plan the assistance and list what the agent must bring.
Assistant:""",
        f"{SRC}pos:xml-request-attrs",
        ["xml_attr", "uuid7", "py_isoformat", "prm"],
    )


@pos
def _aodb_read_phrase(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""Stand plan read from the AODB {v("datetime", "at " + rfc3339(t))} {v("request_id", "(read " + g.ulid(t).lower() + ")")} for this request:
Stand 21: AY1331 07:10-07:55, AY0917 08:20-09:30
Stand 22: SK0711 07:00-08:05

Can AY0917 move to stand 22 to free 21 for a wide-body at 08:30?
Answer:""",
        f"{SRC}pos:aodb-read-phrase",
        ["inline_phrase", "parenthesised_id", "lowercase_ulid"],
    )


@pos
def _standard_webhooks_gate(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""Gate change delivery received by the passenger app backend:
{v("request_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}

{{"type":"gate.changed","flight":"DY1302","old":"C3","new":"C11","effective":"{rfc3339(t - timedelta(seconds=4))}"}}

Write the push notification text (max 90 characters).
Assistant:""",
        f"{SRC}pos:standard-webhooks-gate",
        ["standard_webhooks", "delivery_envelope", "payload_stays"],
    )


@pos
def _chatml_tool_turn(g: Gen94) -> Draft:
    t = g.moment()
    tag = "0081" + g.digits(6)
    return Draft(
        f"""<|im_start|>system
You are the baggage tracing assistant. Use tool results only.<|im_end|>
<|im_start|>user
Where is bag {tag}?<|im_end|>
<|im_start|>tool
{{{v("request_id", '"query_id":"' + g.b62(20) + '",')}"tag":"{tag}","last":{{"point":"SYD-T1-MAKEUP-4","at":"{rfc3339(t - timedelta(minutes=42))}"}},{v("datetime", '"now":"' + rfc3339(t) + '",')}"flight":"QF0001"}}<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:chatml-tool-turn",
        ["chatml", "tool_result", "json_inline", "scan_time_stays"],
    )


@pos
def _agent_run_header(g: Gen94) -> Draft:
    t = g.moment()
    return Draft(
        f"""### Agent: turnaround-watch
{v("run_id", "### Run: " + g.ksuid(t))}
{v("datetime", "### Started: " + dotnet_o(t, g.small(0, 10)))}

Goal: flag turnarounds at risk of missing TOBT.
Input:
W61701 on stand 8, AIBT 09:02, TOBT 09:30, catering not started
W62405 on stand 9, AIBT 09:05, TOBT 09:45, all services on time

Thought:""",
        f"{SRC}pos:agent-run-header",
        ["agent_scaffold", "ksuid", "dotnet_o", "milestones_stay"],
    )


@pos
def _ja_head_lost(g: Gen94) -> Draft:
    t = g.moment(JST)
    rec = t - timedelta(hours=g.small(5, 40))
    return Draft(
        f"""{v("datetime", "現在時刻：" + ja_time(t))}
{v("request_id", "リクエストID：" + g.ulid(t))}
あなたは成田空港の遺失物係のアシスタントです。

受付番号：NRT-{g.digits(6)}
受付日時：{ja_time(rec)}
品名：青いスーツケース用ベルト

お客様に郵送で返却できますか？""",
        f"{SRC}pos:ja-head-lost",
        ["japanese", "fullwidth_colon", "head", "record_time_stays"],
    )


@pos
def _de_header_gepaeck(g: Gen94) -> Draft:
    t = g.eu()
    rec = t - timedelta(days=1, hours=g.small(1, 10))
    return Draft(
        f"""Du hilfst der Gepäckermittlung in München.
{v("datetime", "Abfragezeitpunkt: " + de_time(t))}
{v("request_id", "Vorgangsnummer der Abfrage: " + g.hex(12))}

Vorgang MUCLH{g.digits(5)}, erstellt {rec:%d.%m.%Y %H:%M}: Koffer grau, Anhänger LH{g.digits(6)}, zuletzt gesehen
in Zürich.

Was soll ich dem Fluggast am Telefon sagen?""",
        f"{SRC}pos:de-header-gepaeck",
        ["german", "system_tail", "record_time_stays"],
    )


@pos
def _ko_after_question(g: Gen94) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""당신은 인천공항 탑승구 안내 도우미입니다.

KE0017 탑승구가 232번에서 248번으로 바뀌었습니다. 승객 안내 방송 문안을 써 주세요.
{v("datetime", "요청 시각: " + ko_time(t))}""",
        f"{SRC}pos:ko-after-question",
        ["korean", "after_user", "12_hour", "last_line"],
    )


@pos
def _es_sentence(g: Gen94) -> Draft:
    t = g.eu()
    return Draft(
        f"""Eres el asistente de coordinación de rampa en Barajas. {v("datetime", f"Hoy es {t:%d/%m/%Y} y son las {t:%H:%M:%S}.")} Responde con pasos concretos.

El vuelo IB3404 llegó al puesto 62 a las 10:12 y el camión de combustible no aparece. ¿Qué hago?""",
        f"{SRC}pos:es-sentence",
        ["spanish", "inline_sentence"],
    )


@pos
def _ar_arabic_digits(g: Gen94) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""{v("datetime", "الوقت الحالي: " + ar_time(t))}
أنت مساعد مكتب البوابات في مطار دبي.

تغيّرت بوابة الرحلة EK0521 من A4 إلى C19. كيف أبلغ الركاب في صالة الانتظار؟""",
        f"{SRC}pos:ar-arabic-digits",
        ["arabic", "arabic_indic_digits", "head"],
    )


@pos
def _ru_session_footer(g: Gen94) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помогаешь диспетчеру перрона в Шереметьеве.

Рейс SU1120 стоит на МС 118, буксир опаздывает на 12 минут. Что сказать командиру?

--
{v("session_id", "Сессия: " + g.uuid4())}
{v("datetime", "Текущее время сервера: " + ru_time(t))}""",
        f"{SRC}pos:ru-session-footer",
        ["russian", "footer", "session_id"],
    )


@pos
def _fr_tail(g: Gen94) -> Draft:
    t = g.eu()
    return Draft(
        f"""Tu aides le chef d'escale à Nice à rédiger des consignes.

Rédige une consigne courte : pas de dégivrage sur les postes 40 à 45 à cause des travaux du réseau.
{v("datetime", "Horodatage de la requête : " + fr_time(t))}""",
        f"{SRC}pos:fr-tail",
        ["french", "after_user", "space_before_colon"],
    )


@pos
def _zh_header(g: Gen94) -> Draft:
    t = g.moment(CST8)
    return Draft(
        f"""你是浦东机场行李查询柜台的助手。
{v("datetime", "当前时间：" + zh_time(t))}
{v("session_id", "会话：" + g.hex(24))}

旅客说她在行李转盘12号没有等到行李，航班是MU5106。我应该先查什么？""",
        f"{SRC}pos:zh-header",
        ["chinese", "fullwidth_colon", "system_tail"],
    )


@pos
def _th_buddhist(g: Gen94) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยฝ่ายของหายของสนามบินสุวรรณภูมิ
{v("datetime", "เวลาปัจจุบัน: " + th_time(t))}

ผู้โดยสารลืมกล้องไว้ที่ประตู D5 เมื่อวาน ควรแนะนำอย่างไร""",
        f"{SRC}pos:th-buddhist",
        ["thai", "buddhist_era", "system_tail"],
    )


@pos
def _pt_br_agora(g: Gen94) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Você é o assistente de assistência especial do aeroporto de Guarulhos.
{v("datetime", "Agora: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "ID da requisição: " + g.uuid4())}

Passageira com cadeira de rodas própria (WCHC) no voo LA3040, embarque às 14:20 no portão 208. O que
preciso reservar?""",
        f"{SRC}pos:pt-br-agora",
        ["portuguese", "system_tail", "request_id"],
    )


@pos
def _nl_bracket(g: Gen94) -> Draft:
    t = g.eu()
    return Draft(
        f"""Je helpt de standplaatsplanning op Schiphol.
[ctx {v("session_id", "sessie=" + g.ulid(t).lower())} {v("datetime", "tijd=" + f"{t:%Y-%m-%dT%H:%M:%S}")} pier=D]

Mag een Boeing 787-9 op D8 als D7 bezet is door een A330?""",
        f"{SRC}pos:nl-bracket",
        ["dutch", "bracket", "key_value", "lowercase_ulid"],
    )


@pos
def _it_oggi(g: Gen94) -> Draft:
    t = g.eu()
    return Draft(
        f"""Sei l'assistente dell'ufficio oggetti smarriti di Fiumicino.
{v("date", f"Oggi è {t.day}/{t.month}/{t.year}.")}

Un passeggero ha dimenticato un tablet al gate E12 venerdì scorso. Quali documenti deve portare per il ritiro?""",
        f"{SRC}pos:it-oggi",
        ["italian", "today_sentence", "system_tail"],
    )


@pos
def _tr_after_question(g: Gen94) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""İstanbul Havalimanı rampa güvenliği asistanısın.

Apron 3'te yakıt tankeri uçağın kanat ucuna 2 metre yaklaştı, temas yok. Bunu nasıl raporlayayım?
{v("session_id", "Oturum: " + g.nanoid())}
{v("datetime", "Şu anki zaman: " + f"{t:%d.%m.%Y %H:%M:%S}")}""",
        f"{SRC}pos:tr-after-question",
        ["turkish", "after_user", "session_id"],
    )


# --- hand-written negatives ---------------------------------------------------------------------------

NEG_HAND: list[Draft] = []


def neg(source: str, tags: list[str], text: str) -> None:
    NEG_HAND.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


def hand_negatives(g: Gen94) -> None:
    NEG_HAND.clear()
    t = g.moment()
    neg(
        "pasted-bot-prompt",
        ["near_miss", "pasted_prompt"],
        f"""Our bag-tracing bot answered a passenger wrongly. This is the prompt it was sent, copied from the debug
console. Which line made it say the bag was already delivered?

---
generated_at: {rfc3339(t)}
request_id: {g.ulid(t)}
---
Current time: {iso_space(t)} UTC
Session: {g.uuid4()}
Bag status: DELIVERED (courier scan {iso_space(t - timedelta(hours=20))})
User: where is my bag?""",
    )
    t = g.moment()
    neg(
        "downloaded-report",
        ["near_miss", "report_header"],
        f"""generated_at: {rfc3339(t)}
request_id: {g.uuid4()}
report: mishandled bags per 1000 pax, week 11
LHR 6.2
MAN 4.1
EDI 3.7

This is the report I downloaded this morning. Which station improved most if last week was 7.0, 4.0 and 5.1?""",
    )
    neg(
        "llama3-cutoff-only",
        ["llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain IATA baggage codes to new agents.<|eot_id|><|start_header_id|>user<|end_header_id|>

What do AHL, DPR and OHD mean?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    neg(
        "unrendered-template",
        ["template", "unrendered"],
        """Current time: {{ now }}
Session: {{ session_id }}
You are the gate information assistant. Answer in one sentence.

User: Why does the screen say "gate closes 20 minutes before departure"?
Assistant:""",
    )
    neg(
        "stable-header-block",
        ["stable_header", "service_hours"],
        """Desk: Lost & Found, Terminal 2 arrivals
Opening hours: 06:00-22:00 daily
Storage period: 90 days (valuables 30 days, then police)
Tenant: 7d1f0c4e-2b9a-4c55-9e3b-61a0f8d2c7b3
Prompt revision: 2026-02-03

User: I left a scarf on the plane yesterday. Can you check?
Assistant:""",
    )
    t = g.moment()
    neg(
        "epochs-asked",
        ["id_in_question", "epoch"],
        f"""The BHS log says the bag entered the EDS at {epoch_ms(t)} and left at {epoch_ms(t) + 412_000}. Convert both
to UTC and tell me how long screening took.""",
    )
    t = g.moment()
    neg(
        "uuid7-asked",
        ["id_in_question", "uuid7"],
        f"""Can you read the creation time out of this UUID from our claim system? {g.uuid7(t)} - a passenger says
she filed the claim before the 21-day limit.""",
    )
    neg(
        "user-clock",
        ["user_typed_time", "relative_time"],
        """It's 05:40 here at the stand and the de-icing truck said it would be here 10 minutes ago. Our EOBT is
06:05 and the holdover for Type II in light snow is 20 to 45 minutes. If it arrives at 05:50 and takes 12
minutes, can we still push on time without re-spraying?""",
    )
    neg(
        "few-shot-dates",
        ["few_shot", "example_dates"],
        """Extract the gate change as JSON.

Example: "BA0117 moved from A10 to A22 at 14:05 on 2026-03-14"
Output: {"flight": "BA0117", "from": "A10", "to": "A22", "time": "2026-03-14T14:05"}

Input: "LH0903 moved from B24 to B31 at 09:50 on 2026-07-02"
Output:""",
    )
    t = g.moment()
    neg(
        "gemma-webhook-debug",
        ["gemma", "webhook", "pasted_to_debug"],
        f"""<start_of_turn>user
Our gate-change receiver says the signature doesn't match. These are the headers and body we logged:

webhook-id: msg_{g.b62(27)}
webhook-timestamp: {epoch_s(t)}
webhook-signature: v1,{g.b64url(32)}=

{{"type":"gate.changed","flight":"FR8361","old":"H4","new":"H9"}}

We sign id.timestamp.body with the raw secret. What's wrong?<end_of_turn>
<start_of_turn>model
""",
    )
    t = g.moment()
    neg(
        "phi3-slot-message",
        ["phi3", "slot_message"],
        f"""<|system|>
You explain ATFM slot messages to dispatchers.<|end|>
<|user|>
-TITLE SRM
-ARCID WZZ2241
-ADEP BUD
-ADES LTN
-EOBD {t:%y%m%d}
-EOBT 0615
-NEWCTOT 0702
-REGUL EGLLA{t:%d}

Did our slot improve or get worse?<|end|>
<|assistant|>
""",
    )
    t = g.moment()
    neg(
        "earlier-assistant-chatml",
        ["chatml", "earlier_assistant", "scan_log"],
        f"""<|im_start|>system
You are the transfer baggage assistant.<|im_end|>
<|im_start|>user
Show me the scans for tag 0555{g.digits(6)}.<|im_end|>
<|im_start|>assistant
{rfc3339(t)} CPH-T3-INPUT-2
{rfc3339(t + timedelta(minutes=23))} CPH-EDS-1
{rfc3339(t + timedelta(minutes=61))} CPH-MAKEUP-11<|im_end|>
<|im_start|>user
Why 38 minutes between screening and make-up?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "traceparent-for-vendor",
        ["id_in_question", "traceparent"],
        f"""The kiosk vendor asked for the trace of the failed bag tag print. I copied this from the app log:
traceparent: {g.traceparent()}
Write the support e-mail to them, two sentences.""",
    )
    neg(
        "control-plain",
        ["control", "plain"],
        """You are a trainer for new ramp agents. Explain in simple words.

User: Why do we put chocks on before the beacon goes off and not after?
Assistant:""",
    )
    neg(
        "control-plain-de",
        ["control", "plain", "german"],
        """Erkläre einem neuen Mitarbeiter der Fundsachenstelle, warum wir Ausweise nach 14 Tagen an die Polizei
übergeben. Drei Sätze.""",
    )
    t = g.moment()
    neg(
        "pasted-envelope-ask-id",
        ["near_miss", "request_id_asked"],
        f"""The AODB support team says to quote the request id when we report the stand conflict. From the
error page: "Request {g.uuid4()} failed at {rfc3339(t)}". Write the report to them.""",
    )
    t = g.moment()
    neg(
        "json-stable-meta",
        ["json_meta", "stable"],
        """{
  "app": "ramp-safety-bot",
  "tenant": "c0a8012e-4f7b-4e21-9d3a-5b6c7d8e9f10",
  "build": "2026.02.2",
  "knowledge_cutoff": "2025-10"
}
Classify the hazard in one word: FOD, jet blast, vehicle, people or other.

Report: plastic wrap blowing across stand 31 during engine start.
Label:""",
    )
    t = g.moment()
    neg(
        "proofread-notice-front-matter",
        ["near_miss", "pasted_front_matter"],
        f"""Proofread this notice before we publish it on the airport site. Fix only the English.

---
id: {g.ulid(t)}
generated_at: {rfc3339(t)}
section: passenger-notices
---
From 3 March, lost property found airside will be keeped for 90 days and than donated. Items can be
collected at the Arrivals desk between 07:00 and 21:00.""",
    )
    neg(
        "ko-user-clock",
        ["korean", "user_typed_time"],
        """지금 14:05인데 제 비행기(OZ0102)가 14:50 출발이에요. 탑승구가 방금 11번에서 132번으로 바뀌었다고 나와요.
셔틀 트레인 타면 늦지 않을까요?""",
    )
    neg(
        "api-version-header",
        ["stable_header", "api_version"],
        """X-AODB-Api-Version: 2025-06-30
X-Client: stand-planner/3.8.0
You check stand allocation requests against the stand rules. Reply OK or the rule that is broken.

Request: B77W on stand 112 (Code E, pushback required), 09:40-12:10.
Verdict:""",
    )
    neg(
        "user-drafted-notice",
        ["user_written", "dates_in_prose"],
        """I wrote this for the staff noticeboard, can you make it shorter?

DE-ICING BRIEFING - Tuesday 10 November 2026, 14:00, Ops room 2
All ramp agents on the winter roster must attend before their first de-icing shift. The new pad layout
and the Type IV holdover tables for this season will be covered.""",
    )
    t = g.moment()
    neg(
        "pasted-prm-xml",
        ["near_miss", "pasted_xml", "received_attr"],
        f"""The airline's booking system sent us this and our PRM app shows nothing. Is the XML valid?

<ssr id="{g.uuid4()}" received="{py_iso(t)}" source="DCS">
  <pax>LINDQVIST/ERIK MR</pax>
  <code>WCHR</code>
  <flight>SK0531</flight>
</ssr>""",
    )
    t = g.moment()
    neg(
        "ics-training",
        ["ics", "dtstamp", "calendar"],
        f"""Add this to the ramp team calendar summary for next week:

BEGIN:VEVENT
UID:{g.uuid4()}@rostering.example
DTSTAMP:{compact(t)[:8]}T{compact(t)[8:]}Z
DTSTART:{compact(t + timedelta(days=6))[:8]}T070000Z
DTEND:{compact(t + timedelta(days=6))[:8]}T090000Z
SUMMARY:Pushback tug refresher, stands 1-10
END:VEVENT""",
    )


# --- assembly -----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen94(seed)
    positives = [fn(g) for fn in POS]
    recs = records(g)
    positives += generated_positives(g, recs)
    hand_negatives(g)
    pasted = [
        Draft(
            place(PLACEMENTS[k % len(PLACEMENTS)], r),
            f"{SRC}neg:pasted:{r.key}",
            ["hard_negative", "pasted", PLACEMENTS[k % len(PLACEMENTS)], r.lang, *r.tags],
        )
        for k, r in enumerate(recs)
    ]
    negatives = pasted + list(NEG_HAND) + generated_negatives(recs)
    return make_holdout.assemble("hold94", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
