"""Build `prompt_normalizer/corpus/holdout81.jsonl`, an eighty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout81.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstrings of `make_holdout38.py`, `make_holdout79.py` and `make_holdout80.py` and the clarification
section of `make_holdout72.py` were read in full), to keep clear of the sources and scenarios they used
and to apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its
last 150 lines, for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A check
of the path showed that `holdout81.jsonl` did not exist yet.) `make_holdout82.py` to `make_holdout88.py`,
written at the same time, were not read.

The domain is energy retail and home energy services: smart meter readings and tariffs, switching and
billing disputes, solar and battery installations, heat pump servicing, EV home chargers, prepayment
meters and energy efficiency grants. The earlier docstrings name neighbours of it: half-hourly smart meter
readings, Eloverblik-style data, EV charging and OCPP (make_holdout6); utility customer chat with bills
and meter readings (make_holdout9); energy trading (make_holdout13); SunSpec inverters (make_holdout16);
OCPI ids, a charging app support chat, charger availability and a home charger quote (make_holdout25);
energy retail billing with smart meter reads pulled "at" a time, a tariff quote in pretty JSON, a direct
debit portal JWT, a prepayment top-up `Idempotency-Key`, a meter photo upload line, a heat pump tariff, a
billing dispute session and a switching correlation id, with vend receipts and in-home display screens as
negatives (make_holdout29); home energy advice with a heat pump adviser's templated sentence, a home
battery's inverter clock, an insulation grant checker behind a cookie, an installer's commissioning
session, a heat battery app and a time-of-use explainer, with heat pump commissioning certificates and
service sheets, EPCs and half-hourly CSVs as negatives (make_holdout38); an Estonian energy company's desk
(make_holdout50) and a Telugu electricity chat (make_holdout54). The scenarios here were written around
them: no OCPP or OCPI messages, no meter data pull stamp, tariff quote, direct debit JWT, `Idempotency-Key`,
upload line, vend receipt, in-home display, commissioning session, inverter clock or heat battery; the
grant checker's cookie belongs to a Home Upgrade Grant form and pairs with `X-Request-Start`; the
templated "Today is" sentence sits in a grant checker; heat pump material is controller logs, service
visits and F-gas checks rather than commissioning certificates; EV chargers are seen from their owners
(smart schedules, planned dispatches, RCD trips, installation bookings, grant claims), not from charging
networks. The sources are:

* billing disputes and smart meter data: YAML front matter `generated_at` over a pasted portal record that
  opens with `created_at` and a UUIDv7 `id`, a ReAct meter read lookup (`lookup_id`, `fetched_at`; the
  reads stay), a back-billing RAG prompt behind a bracketed retrieval line (`run=` KSUID, `at=`), a
  complaint drafter's markdown session table, a binary CloudEvent from a meter adaptor (`ce-id`,
  `ce-time`; the read's `read_at` stays), an SMS reading relayed with `Relay-Id` and `Relay-Received`, a
  German Jahresabrechnung under single-line JSON (`ts` in ms, `nonce`), a French Linky load curve, a
  Spanish PVPC bill, a Korean progressive-rate bill (12-hour time), an Italian conguaglio (single-line
  JSON) and a Brazilian bandeira question;
* switching: a switch ULID asked about under a UUIDv7 `X-Request-Id`, and a complaint e-mail received by
  an inbox whose ingest id and receive time move while the e-mail's `Date` and `Message-ID` stay;
* tariffs: unit rates "captured at <time> (snapshot <ulid>) for this request";
* solar and batteries: a monitoring platform's alert delivered to the app (delivery id, timestamp and
  signature move; the alert stays), a DNO notification behind a logfmt context line, an export statement
  between a bare `time.time()` epoch on the first line and a ULID trace on the last, a battery CSV under
  XML attributes, a Japanese FIT statement, an Arabic grid connection (Arabic-Indic digits), a Hindi
  rooftop subsidy (Devanagari digits), a Dutch terugleverkosten question with the metadata after the
  user's message and a Hebrew battery fault;
* heat pumps: a Llama 3 service helper (`Today Date` moves, `Cutting Knowledge Date` stays), a slot search
  run "finished at" a .NET round-trip time, and a Russian service question behind a bracketed context;
* EV home chargers: a Mistral `[INST]` smart schedule with a Go RFC3339Nano `Now:`, made-up labels
  (`wattpulse.t0` in us and `wattpulse.hop`; `wattpulse.build` CalVer and the tenant stay), an
  installation booking behind `Authorization: Bearer`, planned dispatches in a pretty JSON tool result
  (`query_id` base58, `fetched_at`; the slots stay), a JavaScript `toString()` client clock next to a time
  the user types, and a Chinese installation consent;
* prepayment: a ChatML emergency credit question (`Current time:`), and an app footer (`Request:`,
  `Client time:` in the Windows form) under the user's own "18:05 today";
* grants: a Home Upgrade Grant form behind a cookie and `X-Request-Start`, a GBIS question behind
  `traceparent`, and the "Today is" sentence inside a grant checker's system paragraph;
* the generated family: one field (a "now" label in the body's language, a UUIDv7 request id, a ULID
  session, a client time in ms, a KSUID trace, made-up `meterly.tick` in us and `Hop` ObjectId, a nonce,
  `Snapshot pulled` in IMF form, `Generated` in ctime form, a delivery id, a server time) at four of nine
  positions (head, system tail, after the user's message, footer, YAML front matter, pretty JSON member
  never last, XML attribute between stable ones, single-line JSON member after a stable one, `key=value`
  in a bracketed context line) of 16 bodies (eight English, eight in Swedish, Polish, Turkish, Greek,
  Vietnamese, Ukrainian, Indonesian and Czech) whose user message carries a pasted record with its own
  times and ids.

The negatives: 39 pasted records in twenty placements (question after, before, typed right under it,
behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at the
very start of the user's message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and
Mistral turns, in a RAG document, in a tool observation, in a user turn under a system prompt and on both
sides), and 13 of them again in another placement: a meter read record opening with `created_at` and a
UUIDv7, the solar platform's delivery pasted to debug its signature, billing logfmt with `ts` and
`req_id`, a switching objection e-mail, STS top-up codes, a heat pump service visit in XML, charger
sessions CSV with ULIDs, a tariff in YAML with `updated` and `ref`, nested single-line GraphQL JSON with an
epoch in ms, a G99 e-mail, a battery event history with hex ids, a deadlock letter, `curl -v` output with
`date`, `x-request-id` and a rate-limit reset epoch, a grant form export opening with `Created:`,
`Updated:` and `Ref:`, KSUID meter events, half-hourly prices, a bill table, a Slack thread, a Sentry event
opening with `event_id` and `timestamp` and a chargepoint grant approval; and in other languages a German
Jahresabrechnung opening with `Erstellt:`, French Linky JSON with a UUIDv7 `id_mesure`, Spanish invoice
XML, a Japanese bill, Korean charger JSON with Korean keys and a ULID, a Chinese inverter log, an Arabic
top-up SMS (Arabic-Indic digits), Hindi, Polish, Dutch (YAML with `aangemaakt`), Italian, Russian
(`Дата создания:`), Hebrew, Brazilian, Turkish, Thai (Buddhist era), Greek, Swedish and Vietnamese
records. 22 look-alikes, values asked about and controls: a stable customer header (customer since,
MPAN, meter serial, fixed tariff end, prompt revision), a Llama 3 header with only its knowledge cutoff,
price cap front matter, a tariff effective date in XML attributes, a tenant uuid and CalVer build in
single-line JSON, an HTML comment revision, `KEY=value` settings with a grant window, an unrendered
`{{current_date}}`, an API version that looks like a date, an epoch, a UUIDv7 and a KSUID the user asks
about, a clock the user types, few-shot reading dates, working-day arithmetic in English and Korean,
relative times, a pasted JWT, a traceparent for support, a German stable header and two plain controls;
and 32 generated negatives: the family's bodies with one stable value (tariff table, knowledge cutoff,
price cap period, tenant uuid, build, time zone, prompt revision, scheme year, support hours, grant cap,
API version, supply licence) at two positions the body's positives do not use.

What it is: 208 prompts. 102 carry volatile fields (129 spans): 38 hand-written positives (65 spans)
and 64 generated ones. 106 carry none. About two prompts in five are in a language other than English
(scripts: Latin, Cyrillic, Greek, Han, Japanese, Hangul, Arabic, Hebrew, Devanagari, Thai).

The output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, deliveries received vs pasted, tool results, made-up labels,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Energy retail records are content wherever they sit and however they open: meter reads and their
  `taken_at`, `read_at`, `Ablesedatum`, read ids (also UUIDv7), bill, statement, invoice, enrolment,
  switch, complaint, application, claim, service visit, session, top-up and transaction references and
  their dates and times, STS tokens, MPANs, MPRNs, CUPS, PDL, POD and ESI ids, comms hub ids, tariff
  validity, price cap periods, half-hourly prices and their `valid_from`, planned dispatch slots, booked
  installation and service windows, F-gas due dates, EPC lodgement dates, grant approval dates; also
  next to a program's stamp and also when the program fetched them for this request. Only the stamp
  ("Unit rates captured at <time> (snapshot <id>) for this request:", `fetched_at`, `query_id`,
  `lookup_id`, a retrieval line's `run=` and `at=`) and the ids minted for the lookup, query, snapshot,
  retrieval or slot search move.
* Deliveries received for this request: a solar monitoring platform's `X-SunLedger-Delivery`,
  `-Timestamp` and `-Signature`, a CloudEvent's `ce-id` and `ce-time`, an SMS relay's `Relay-Id` and
  `Relay-Received` and a complaints inbox's `X-Ingest-Id` and `X-Ingest-Received` move; the payloads
  (the alert with its `alert_id` and `raised_at`, the rejected read, the text of the SMS and its sender,
  the e-mail with its own `Date` and `Message-ID`) stay. The same solar delivery pasted by a user to
  debug its signature stays whole.
* A slot search run moves with its finish time ("Slot search <id> finished at <time> with these slots:"
  leaves "Slot search finished with these slots:"); the slots stay.
* A bare `time.time()` value on the first line and a `trace <ulid>` line at the very end are the
  program's per-request stamp and trace and move; a record's epoch, ULID or KSUID inside pasted material
  stays.
* Near-misses decided by position and purpose: the app's `generated_at` in front matter moves while the
  pasted record's `created_at` and UUIDv7 `id` stay; the request's UUIDv7 `X-Request-Id` moves while the
  switch ULID the user asks about stays; a client clock moves while the "23:40 here" the user types
  stays. Made-up labels (`wattpulse.t0`, `wattpulse.hop`, `meterly.tick`, `Hop`) move when they hold the
  current time or a per-request id; CalVer builds, tenant uuids, tariff tables, price cap periods,
  scheme years, grant caps, supply licences and API versions stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence; a
  parenthesised snapshot id is cut with its parentheses; a cookie's session pair is cut with its `;`
  between stable pairs; XML attributes and `key=value` pairs are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them and follow a stable member, and volatile
  members of pretty-printed JSON are never the last member of their object; header lines, markdown
  rows, YAML members, footer lines and a line holding one field in any script are whole-line spans, and
  a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Summary:`, `Reply:`, `Category:`, `Thought:`)
  or a ChatML or Llama 3 reply header on a line of its own end positives; prompts in other languages end
  with the user's message or with the metadata after it; the Mistral `[INST]` positive gets its trailer
  after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    MONTHS,
    Draft,
    Gen,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    js_tostring,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    v,
    windows_general,
)

SEED = 20310881
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout81.jsonl"
SRC = "holdout81:"

UK = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
BRT = timezone(timedelta(hours=-3), "BRT")
ICT = timezone(timedelta(hours=7), "ICT")
TRT = timezone(timedelta(hours=3), "TRT")
CDT = timezone(timedelta(hours=-5), "CDT")

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
IT_M = [
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
TH_M = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
HI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def fr_dt(t: datetime) -> str:
    return f"{t.day} {FR_M[t.month - 1]} {t.year} à {t:%H:%M:%S}"


def es_dt(t: datetime) -> str:
    return f"{t.day} de {ES_M[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def it_dt(t: datetime) -> str:
    return f"{t.day} {IT_M[t.month - 1]} {t.year}, ore {t:%H:%M:%S}"


def nl_dt(t: datetime) -> str:
    return f"{t.day} {NL_M[t.month - 1]} {t.year} {t:%H:%M:%S}"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}시 {t.minute}분 {t.second}초"


def th_dt(t: datetime) -> str:
    return f"{t.day} {TH_M[t.month - 1]} {t.year + 543} {t:%H:%M:%S} น."


def ar_dt(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(AR_DIGITS)


def hi_dt(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M:%S}".translate(HI_DIGITS)


def dmy_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


class Gen81(Gen):
    """`Gen` with a few energy-retail identifiers."""

    def mpan(self) -> str:
        return self.pick(["10", "12", "14", "16", "19", "22"]) + self.digits(11)

    def b58(self, n: int) -> str:
        alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def past(self) -> datetime:
        """A moment a record refers to (before the request)."""
        return datetime(2025, 3, 1, tzinfo=UTC) + timedelta(seconds=self.rng.randrange(0, 300 * 86400))


POS: list[Callable[[Gen81], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen81], Draft]) -> Callable[[Gen81], Draft]:
    POS.append(fn)
    return fn


def D(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, SRC + source, tags)


# =================================================================================================
# Hand-written positives
# =================================================================================================


@pos
def _front_matter_generated_vs_created(g: Gen81) -> Draft:
    t = g.moment()
    rec = g.past()
    return D(
        f"""---
app: wattdesk-billing
{v("datetime", "generated_at: " + rfc3339(t))}
template: dispute-summary/4
---
Summarise this dispute for the back-office queue in three bullet points.

Customer paste from the portal:
{{
  "created_at": "{rfc3339(rec)}",
  "id": "{g.uuid7(rec)}",
  "type": "estimated_read_dispute",
  "mpan": "{g.mpan()}",
  "claimed_read": 48213,
  "estimated_read": 49870
}}

Summary:""",
        "pos:billing:front-matter-generated-at",
        ["front_matter", "near_miss", "pasted_json", "uuid7_content"],
    )


@pos
def _solar_webhook_received(g: Gen81) -> Draft:
    t = g.moment()
    raised = g.past()
    return D(
        f"""You triage alerts for home solar customers of Helioport. The alert below was delivered to this
service for this request; explain it to the customer in plain English and suggest a next step.

POST /hooks/sunledger HTTP/1.1
Host: triage.helioport.example
Content-Type: application/json
{v("delivery_id", "X-SunLedger-Delivery: " + g.uuid4())}
{v("datetime", "X-SunLedger-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-SunLedger-Signature: v1=" + g.hex(64))}

{{"alert_id": "al_{g.b62(10)}", "site": "HP-20931", "raised_at": "{rfc3339(raised)}", "code": "GRID_OVERVOLTAGE", "inverter": "SE5000H", "count_24h": 14}}

Assistant:""",
        "pos:solar:webhook-envelope",
        ["webhook_received", "envelope_vs_payload", "epoch", "signature"],
    )


@pos
def _switch_id_asked_under_request_id(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""{v("request_id", "X-Request-Id: " + g.uuid7(t))}
X-Client: wattwise-ios/8.4.1
Accept-Language: en-GB

You are the switching helper of WattWise, an energy comparison app. Explain switching states simply.

User: My switch reference is {g.ulid(g.past())} and since yesterday it says "objection raised by losing
supplier". What does that mean, and could I be billed by both suppliers?
Assistant:""",
        "pos:switching:request-id-vs-asked-ulid",
        ["header_block", "near_miss", "id_in_question", "uuid7"],
    )


@pos
def _chatml_prepayment(g: Gen81) -> Draft:
    t = g.moment(BST)
    return D(
        f"""<|im_start|>system
You are Kettle, the prepayment support assistant for Northgate Energy. Explain emergency credit and friendly
credit hours plainly; never promise a debt write-off.
{v("datetime", "Current time: " + iso_space(t) + " BST")}
<|im_end|>
<|im_start|>user
My smart PAYG meter shows this. Am I about to be cut off tonight?

Balance: -£4.62
Emergency credit used: £10.00 of £15.00
Debt recovery: £3.50/week
Last top-up: 2026-03-14 19:02:51, £20.00, ref TP-9983120
<|im_end|>
<|im_start|>assistant
""",
        "pos:prepayment:chatml-current-time",
        ["chatml", "pasted_status", "times_in_content"],
    )


@pos
def _llama3_heat_pump(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + llama_date(t))}

You help customers of Verdant Heat prepare for air-source heat pump service visits.<|eot_id|><|start_header_id|>user<|end_header_id|>

The controller logged this overnight. Is it serious, or can it wait for the annual service?

2026-01-17 02:13:44  E4-21  Defrost fail, outdoor coil 1.2°C
2026-01-17 02:41:09  E4-21  Defrost fail, outdoor coil 0.8°C
2026-01-17 03:05:30  --     Backup heater ON (3 kW)<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
        "pos:heat-pump:llama3-today",
        ["llama3", "knowledge_cutoff_stays", "pasted_log"],
    )


@pos
def _mistral_charger(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""<s>[INST] You are the support assistant of Voltbay home chargers.
{v("datetime", "Now: " + go_nano(t, g.small(1, 999)))}
Why didn't my car charge last night? The app shows:

Schedule: 00:30-04:30 (smart tariff window)
Session 7731  23:58:12 start  00:02:40 stop  0.4 kWh  reason: EV_SUSPENDED
Charger: VB-22-HC7 firmware 3.12.0 [/INST]""",
        "pos:ev-charger:mistral-now",
        ["mistral", "go_nano", "pasted_status"],
    )


@pos
def _react_meter_reads(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""You are GridPal, an agent for Lumo Energy customers. Use the tools, then answer.

Question: Why is my March bill higher than February's?
Thought: I should look up the meter reads for the account.
Action: get_meter_reads[account=LA-448201]
Observation:
{v("request_id", "lookup_id: " + g.ulid(t))}
{v("datetime", "fetched_at: " + rfc3339(t, 3))}
reads:
  2026-01-31  41210 (actual)
  2026-02-28  41795 (estimated)
  2026-03-31  42880 (actual)
Thought:""",
        "pos:billing:react-observation",
        ["react", "tool_result", "fetch_stamp", "reads_stay"],
    )


@pos
def _rag_backbilling(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""Answer the customer's question using only the documents below. Cite them by number.

[retrieval {v("run_id", "run=" + g.ksuid(t))} {v("datetime", "at=" + rfc3339(t))} k=2]
Document 1 (backbilling-guidance.md, updated 2024-11-05): Suppliers may not bill domestic customers for
energy used more than 12 months before the bill, where the delay was the supplier's fault.
Document 2 (complaints-procedure.md, updated 2025-06-30): A customer can go to the Energy Ombudsman 8 weeks
after first complaining, or earlier with a deadlock letter.

Question: On 2026-03-02 I got a catch-up bill for gas used since January 2024 because my meter was never
read. Do I have to pay all of it?
Answer:""",
        "pos:billing:rag-retrieval-line",
        ["rag", "bracketed_kv", "ksuid", "document_dates_stay"],
    )


@pos
def _tariff_snapshot_sentence(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""You compare time-of-use tariffs for customers with home batteries. Be concrete about pence per kWh.

Unit rates captured {v("datetime", "at " + py_logging(t))} {v("snapshot_id", "(snapshot " + g.ulid(t).lower() + ")")} for this request:
| Tariff | Peak 16:00-19:00 | Day | Night 00:30-05:30 | Export |
|---|---|---|---|---|
| Flux-style | 38.9p | 25.9p | 15.5p | 8.1p-27.2p |
| Cosy-style | 37.2p | 26.4p | 13.1p | 15.0p |

User: I have a 9.5 kWh battery and use about 11 kWh a day. Which tariff works better?
Assistant:""",
        "pos:tariffs:snapshot-sentence",
        ["inline_phrase", "snapshot", "ulid_lower", "tariff_table_stays"],
    )


@pos
def _session_table_complaint(g: Gen81) -> Draft:
    t = g.moment(BST)
    return D(
        f"""Draft a first reply to this complaint. Acknowledge it, say what we will check, no promises about refunds.

| Field | Value |
|---|---|
| Advisor | Priya N. (Tier 2) |
{v("session_id", "| Session | " + g.nanoid() + " |")}
{v("datetime", "| Opened | " + iso_space(t) + " BST |")}
| Account | NG-5530127 |
| Tariff | Fixed 12M (ends 2026-09-30) |

Customer e-mail:
Date: Tue, 3 Mar 2026 07:41:12 +0000
Subject: Direct debit doubled without warning

You raised my direct debit from £96 to £191 from 1 March. My account was £42 in credit on 27 February.
I want it put back.

Reply:""",
        "pos:billing:markdown-session-table",
        ["markdown_table", "session", "pasted_email", "tariff_end_stays"],
    )


@pos
def _xml_context_battery(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""<context app="gridmate" {v("datetime", 'received="' + js_iso(t) + '"')} {v("request_id", 'req="' + g.hex(24) + '"')} locale="en-GB">
  <customer tariff="Agile-style half-hourly" battery="GivLite 9.5 kWh" export="SEG 15p"/>
</context>
My battery app exported this. Why did it charge from the grid at 16:00, in the most expensive slot?

time,soc_pct,grid_import_kwh,battery_charge_kwh,price_p
2026-02-09 15:30,41,0.1,0.0,24.10
2026-02-09 16:00,44,1.6,1.4,41.88
2026-02-09 16:30,58,1.5,1.3,43.02
Assistant:""",
        "pos:battery:xml-attributes",
        ["xml_attribute", "pasted_csv", "js_iso"],
    )


@pos
def _single_line_json_de(g: Gen81) -> Draft:
    t = g.moment(CET)
    return D(
        f"""Du bist der Kundenservice-Assistent der Stadtwerke Lindenau. Antworte auf Deutsch und sachlich.
{{"kanal": "app", {v("datetime", '"ts": ' + str(epoch_ms(t)) + ",")} {v("nonce", '"nonce": "' + g.b64url(12) + '",')} "sprache": "de"}}

Kunde: Meine Jahresabrechnung zeigt einen Zählerstand, den ich nie gemeldet habe:

Zählernummer: 1ESY1161234567
Ablesedatum: 31.12.2025 (geschätzt)
Zählerstand: 23.845 kWh
Mein Foto vom 02.01.2026, 09:14 Uhr: 22.907 kWh

Wie bekomme ich die Rechnung korrigiert?""",
        "pos:billing:de-single-line-json",
        ["single_line_json", "german", "epoch_ms", "nonce"],
    )


@pos
def _logfmt_context(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""ctx tenant=brightwatt {v("datetime", "ts=" + rfc3339(t, 6))} {v("request_id", "req_id=" + g.hex(16))} region=uk-south
You are the Brightwatt solar installation assistant. Answer about DNO notifications and export limits.

User: Our installer sent this. Do we need to wait for the DNO before switching the system on?

G98 notification ref: G98-ENW-2026-004417
Submitted: 2026-04-22 10:03
Inverter: 3.68 kW single-phase, export limited to 3.68 kW
Battery: 5.2 kWh DC-coupled
Assistant:""",
        "pos:solar:logfmt-context",
        ["logfmt", "kv_inline", "pasted_form"],
    )


@pos
def _footer_app(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""Can you explain what these codes on my prepayment meter mean? It showed "CR 05" then "Ec On" after I
topped up £10 at 18:05 today.

--
Sent from the Northgate app
{v("request_id", "Request: " + g.uuid4())}
{v("datetime", "Client time: " + windows_general(t))}
""",
        "pos:prepayment:footer",
        ["footer", "windows_time", "user_time_stays"],
    )


@pos
def _epoch_head_ulid_tail(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""{v("datetime", f"{epoch_s(t)}.{t.microsecond:06d}")}
You are EnergyMate. Explain export payments to solar customers.

User: My export statement says this. Why is June so low when it was sunny?

Period         Exported   Rate    Payment
2026-04        212 kWh    15.0p   £31.80
2026-05        268 kWh    15.0p   £40.20
2026-06         96 kWh    15.0p   £14.40  (estimated)
{v("trace_id", "trace " + g.ulid(t))}""",
        "pos:solar:epoch-head-ulid-tail",
        ["epoch_head", "ulid_tail", "statement_stays"],
    )


@pos
def _made_up_labels(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""wattpulse.build: 2026.11.2
{v("datetime", "wattpulse.t0: " + str(epoch_us(t)))}
{v("request_id", "wattpulse.hop: " + g.ksuid(t))}
wattpulse.tenant: 6f1c2a9e-8d34-4b7f-a2e1-5c9d0b3f7e48

You answer EV home charger questions for WattPulse customers.

User: The charger shows a solid red light and "RCD trip 6mA DC" since this morning. Safe to reset?
Assistant:""",
        "pos:ev-charger:made-up-labels",
        ["made_up_labels", "epoch_us", "ksuid", "calver_stays"],
    )


@pos
def _sk_today_sentence(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""You are the grant eligibility checker for Warmer Homes Cheshire, covering insulation and heat pump grants. {v("date", "Today is " + long_date(t) + ".")} Answer from the scheme rules only and say when a survey is needed.

Scheme rules: ECO4 needs an EPC of D-G for owner-occupiers; the Boiler Upgrade Scheme gives £7,500 towards an
air or ground source heat pump and needs a valid EPC with no outstanding loft or cavity recommendations.

User: My EPC was lodged on 2019-08-14, rating E (48), and recommends cavity wall insulation. Can I get the
£7,500 now?
Assistant:""",
        "pos:grants:sk-today-sentence",
        ["templated_sentence", "inline_sentence", "epc_date_stays"],
    )


@pos
def _ingested_email(g: Gen81) -> Draft:
    t = g.moment()
    sent = g.past()
    return D(
        f"""Classify this complaint (billing, metering, switching, debt, other) and give a one-line reason.

Inbound message as received by the complaints inbox:
{v("request_id", "X-Ingest-Id: " + g.uuid7(t))}
{v("datetime", "X-Ingest-Received: " + rfc2822(t))}
From: Colm Reid <colm.reid@mail.example>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}@mail.example>
Subject: Still on the old supplier after 6 weeks

I agreed to switch on 12 January and you said it would take 5 working days. My old supplier is still
billing me.

Category:""",
        "pos:switching:ingest-envelope",
        ["envelope_vs_payload", "email_headers_stay", "uuid7"],
    )


@pos
def _cloudevent_dcc(g: Gen81) -> Draft:
    t = g.moment()
    read = g.past()
    return D(
        f"""ce-specversion: 1.0
ce-type: com.meterhub.read.rejected
ce-source: /adaptor/dcc-north
{v("event_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"mpxn": "{g.mpan()}", "read_at": "{rfc3339(read)}", "register": "1.8.1", "value": 18342.7, "reason": "READ_LOWER_THAN_PREVIOUS"}}

Explain to the customer, in two sentences, why their submitted reading was rejected.
Answer:""",
        "pos:smart-meter:cloudevent",
        ["cloudevent", "envelope_vs_payload", "read_time_stays"],
    )


@pos
def _jwt_bearer(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""GET /assist/v2/chat HTTP/1.1
Host: help.voltbay.example
{v("session_token", "Authorization: Bearer " + g.jwt(t, "cust_88213"))}
Accept: application/json

You are the Voltbay installation helper. The customer's charger install is booked.

User: Installation is on 2026-05-19 between 08:00 and 12:00. Do I need to be home the whole time, and will
the electrician need to turn off the power?
Assistant:""",
        "pos:ev-charger:jwt",
        ["jwt", "http_request", "booking_times_stay"],
    )


@pos
def _dispatch_json(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""Tool result (get_planned_dispatches):
{{
  "account": "A-7C12F90B",
  {v("request_id", '"query_id": "' + g.b58(22) + '",')}
  {v("datetime", '"fetched_at": "' + py_iso(t) + '",')}
  "planned_dispatches": [
    {{"start": "2026-02-11T23:30:00Z", "end": "2026-02-12T05:30:00Z", "source": "smart-charge"}},
    {{"start": "2026-02-12T13:00:00Z", "end": "2026-02-12T14:00:00Z", "source": "bump-charge"}}
  ],
  "vehicle": "Kona 64 kWh"
}}

User: Why am I being charged peak rate for the 13:00 top-up? I thought smart charging is always cheap.
Assistant:""",
        "pos:ev-charger:dispatch-json",
        ["pretty_json", "tool_result", "base58", "slots_stay"],
    )


@pos
def _client_clock_vs_typed(g: Gen81) -> Draft:
    t = g.moment(UK)
    return D(
        f"""Device: Pixel 8 / app 5.2.0
{v("datetime", "Client clock: " + js_tostring(t, "Greenwich Mean Time"))}

You support Sparkbox home charger owners.

User: It's 23:40 here and the charger still hasn't started even though the off-peak starts at 23:30. The
app says "Waiting for vehicle". What should I check?
Assistant:""",
        "pos:ev-charger:client-clock",
        ["client_clock", "user_time_stays", "js_tostring"],
    )


@pos
def _traceparent_grants(g: Gen81) -> Draft:
    return D(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
x-portal: insulation-grants

You answer questions about the Great British Insulation Scheme for a local authority portal.

User: I applied on 2026-01-08 (application GBIS-LA-33910) and the installer surveyed on 2026-02-02.
How long until the work is done?
Assistant:""",
        "pos:grants:traceparent",
        ["traceparent", "application_dates_stay"],
    )


@pos
def _heat_pump_booking_run(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""You book annual heat pump services for Verdant Heat.
Slot search {v("run_id", g.ulid(t))} finished {v("datetime", "at " + dotnet_o(t, g.small(0, 10)))} with these slots:
- Thu 2026-03-19, 08:00-12:00, engineer R. Singh
- Mon 2026-03-23, 12:00-16:00, engineer T. Boyle

User: My F-gas check is due on 2026-03-21. Which slot keeps me within warranty?
Assistant:""",
        "pos:heat-pump:slot-search-run",
        ["run_id", "inline_phrase", "dotnet_o", "slots_stay"],
    )


@pos
def _delivery_envelope_sms_relay(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""Meter reading submitted by text message, relayed to the reading assistant:
{v("delivery_id", "Relay-Id: " + g.hex(32))}
{v("datetime", "Relay-Received: " + http_date(t))}
From: +44 7700 900412
Text: READ 1200023456781 E 034712 N 012233

Check the format, say which register is day and which is night, and confirm the numbers back.
Assistant:""",
        "pos:smart-meter:sms-relay",
        ["relay", "envelope_vs_payload", "http_date"],
    )


@pos
def _session_cookie_grant(g: Gen81) -> Draft:
    t = g.moment()
    return D(
        f"""Cookie: consent=all; {v("session_id", "hug_sid=" + g.b64url(24) + ";")} lang=en
{v("datetime", "X-Request-Start: t=" + str(epoch_us(t)))}

You help residents apply for the Home Upgrade Grant. Ask for missing details one at a time.

User: We're off the gas grid, heat with oil, and the house is rated F. Household income is £28k. Are we
eligible?
Assistant:""",
        "pos:grants:cookie-request-start",
        ["cookie", "request_start", "epoch_us"],
    )


# --- other languages -----------------------------------------------------------------------------


@pos
def _fr_linky(g: Gen81) -> Draft:
    t = g.moment(CET)
    return D(
        f"""Tu es l'assistant d'EnerFoyer pour les clients équipés d'un compteur Linky. Réponds en français.
{v("datetime", "Horodatage de la requête : " + fr_dt(t))}
{v("session_id", "Identifiant de session : " + g.uuid4())}

Client : Voici ma courbe de charge exportée. Pourquoi une consommation la nuit alors que tout est éteint ?

Horodate;Puissance (W)
2026-02-03T02:00:00+01:00;412
2026-02-03T02:30:00+01:00;398
2026-02-03T03:00:00+01:00;1875
2026-02-03T03:30:00+01:00;1902""",
        "pos:smart-meter:fr-linky",
        ["french", "header_block", "pasted_csv"],
    )


@pos
def _es_pvpc(g: Gen81) -> Draft:
    t = g.moment(CET)
    return D(
        f"""Eres el asistente de facturación de Luzdía. Responde en español y con cifras.
{v("datetime", "Marca de tiempo: " + es_dt(t))}
{v("request_id", "ID de petición: " + g.ksuid(t))}

Usuario: Mi factura PVPC dice esto y no entiendo el término de potencia:

Periodo de facturación: 01/01/2026 - 31/01/2026
Potencia contratada P1: 4,6 kW  P2: 4,6 kW
Término de potencia: 10,89 €
Energía consumida: 287 kWh  41,77 €
Fecha de emisión: 04/02/2026""",
        "pos:billing:es-pvpc",
        ["spanish", "ksuid", "pasted_bill"],
    )


@pos
def _ja_solar_fit(g: Gen81) -> Draft:
    t = g.moment(JST)
    return D(
        f"""あなたは住宅用太陽光の売電に関する相談窓口のアシスタントです。日本語で答えてください。
{v("datetime", "問い合わせ受付時刻：" + ja_dt(t))}
{v("session_id", "会話ID：" + g.ulid(t))}

ユーザー：売電明細が届きました。先月より売電量が少ないのはなぜですか？

検針日：2026年5月12日
売電量：286kWh（前月 341kWh）
買取単価：16円/kWh
お支払予定日：2026年6月30日""",
        "pos:solar:ja-fit",
        ["japanese", "fullwidth_colon", "ulid"],
    )


@pos
def _ko_progressive(g: Gen81) -> Draft:
    t = g.moment(KST)
    return D(
        f"""당신은 가정용 전기요금 상담 도우미입니다. 한국어로 답하세요.
{v("datetime", "요청 시각: " + ko_dt(t))}
{v("request_id", "요청 ID: " + g.uuid7(t))}

사용자: 이번 달 고지서가 너무 많이 나왔어요. 누진 구간 때문인가요?

사용 기간: 2026.07.11 ~ 2026.08.10
사용량: 512kWh
전력량요금: 98,420원
기후환경요금: 4,600원""",
        "pos:billing:ko-progressive",
        ["korean", "twelve_hour", "uuid7"],
    )


@pos
def _zh_home_charger(g: Gen81) -> Draft:
    t = g.moment(CST8)
    return D(
        f"""你是家用充电桩安装顾问，请用中文回答。
{v("datetime", "当前时间：" + zh_dt(t))}
{v("session_id", "会话编号：" + g.hex(20))}

用户：物业给我发了这个，他们同意安装吗？

申请编号：CD-2026-03817
提交时间：2026-04-02 14:37:05
电表报装容量：7kW
物业意见：同意，需使用独立回路，施工时间 2026-04-15 09:00-17:00""",
        "pos:ev-charger:zh-install",
        ["chinese", "fullwidth_colon", "pasted_form"],
    )


@pos
def _ar_solar(g: Gen81) -> Draft:
    t = g.moment(GST)
    return D(
        f"""أنت مساعد شركة شمس دبي لتركيب الألواح الشمسية على المنازل. أجب بالعربية.
{v("datetime", "الوقت الحالي: " + ar_dt(t))}

المستخدم: وصلتني هذه الرسالة من الهيئة، ماذا تعني؟

رقم الطلب: SH-2026-11842
تاريخ الفحص: ٢٠٢٦/٠٤/١٥
النتيجة: تمت الموافقة على الربط بالشبكة، القدرة ٨٫٢ كيلوواط""",
        "pos:solar:ar-now",
        ["arabic", "arabic_indic_digits"],
    )


@pos
def _hi_surya_ghar(g: Gen81) -> Draft:
    t = g.moment(IST)
    return D(
        f"""आप घरों पर रूफटॉप सोलर सब्सिडी के सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "अनुरोध समय: " + hi_dt(t))}
{v("session_id", "सत्र: " + g.b62(16))}

उपयोगकर्ता: पोर्टल पर यह स्थिति दिख रही है, सब्सिडी कब आएगी?

आवेदन संख्या: NP-UP-2026-0093114
नेट मीटर लगाया गया: 2026-03-09
निरीक्षण: 2026-03-21 को पूर्ण""",
        "pos:solar:hi-subsidy",
        ["hindi", "devanagari_digits"],
    )


@pos
def _nl_terugleverkosten(g: Gen81) -> Draft:
    t = g.moment(CET)
    return D(
        f"""Je bent de klantenservice-assistent van Zonnig Thuis Energie. Antwoord in het Nederlands.

Klant: Kunt u uitleggen waarom ik terugleverkosten betaal? Dit staat op mijn jaarnota:

Levering: 3.412 kWh
Teruglevering: 2.980 kWh
Terugleverkosten: € 187,44
Periode: 01-03-2025 t/m 28-02-2026
{v("datetime", "Huidige tijd: " + nl_dt(t))}
{v("session_id", "Sessie: " + g.ksuid(t))}""",
        "pos:solar:nl-after-user",
        ["dutch", "after_user", "ksuid"],
    )


@pos
def _it_bolletta(g: Gen81) -> Draft:
    t = g.moment(CET)
    return D(
        f"""Sei l'assistente di Casaluce Energia. Rispondi in italiano.
{{"canale": "web", {v("datetime", '"ora_corrente": "' + it_dt(t) + '",')} "lingua": "it"}}

Utente: Ho ricevuto un conguaglio. È corretto?

Bolletta n. 2026/0048812 del 12/02/2026
Periodo: 01/09/2025 - 31/12/2025
Conguaglio consumi: 314,20 €
Lettura effettiva del 30/12/2025: 18.442 kWh""",
        "pos:billing:it-conguaglio",
        ["italian", "single_line_json"],
    )


@pos
def _he_battery(g: Gen81) -> Draft:
    t = g.moment(TRT)
    return D(
        f"""אתה עוזר שירות הלקוחות של אור-שמש, מתקין מערכות סולאריות וסוללות ביתיות. ענה בעברית.
{v("request_id", "מזהה בקשה: " + g.uuid7(t))}
{v("datetime", "זמן שרת: " + iso_space(t))}

משתמש: הסוללה הפסיקה להיטען. זה מה שמופיע באפליקציה:

תקלה: BMS-07
מועד התקלה: 2026-06-02 14:22:51
מצב טעינה: 12%""",
        "pos:battery:he",
        ["hebrew", "uuid7"],
    )


@pos
def _pt_bandeira(g: Gen81) -> Draft:
    t = g.moment(BRT)
    return D(
        f"""Você é a assistente virtual da Luz Lar Energia. Responda em português do Brasil.
{v("datetime", "Horário do servidor: " + dmy_dt(t))}
{v("session_id", "Sessão de atendimento: " + g.digits(14))}

Cliente: Por que minha conta veio com bandeira vermelha?

Referência: 03/2026
Leitura atual: 14/03/2026 - 21.904
Leitura anterior: 12/02/2026 - 21.612
Bandeira: Vermelha patamar 1 (R$ 4,46 por 100 kWh)""",
        "pos:billing:pt-bandeira",
        ["portuguese", "dmy"],
    )


@pos
def _ru_heat_pump(g: Gen81) -> Draft:
    t = g.moment(TRT)
    return D(
        f"""Ты помощник сервисной службы «ТеплоДом» по тепловым насосам. Отвечай по-русски.
[контекст {v("datetime", "время=" + rfc3339(t))} канал=web]

Пользователь: После обслуживания насос выдаёт ошибку. Вот журнал:

15.11.2025 08:12:40  P05  Высокое давление нагнетания
15.11.2025 08:13:02  P05  Повтор
Обслуживание выполнено: 14.11.2025, мастер Козлов""",
        "pos:heat-pump:ru-bracket",
        ["russian", "bracketed_kv", "pasted_log"],
    )


# =================================================================================================
# Hand-written negatives: pasted records (content wherever they sit)
# =================================================================================================

# (source, tags, block, ask, intro). Tokens such as @UUID7@ are filled from record moments before the
# request, so that the pasted ids look like the real thing; they are content all the same.
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "meter-read-record-created-at",
        ["pasted_json", "created_at_first", "uuid7_content"],
        """{
  "created_at": "@RFC@",
  "id": "@UUID7@",
  "mpan": "1900012345678",
  "read_type": "customer",
  "value": 31877,
  "status": "rejected",
  "reason": "outside tolerance"
}""",
        "Why would this reading be outside tolerance if I read it straight off the meter?",
        "Below is what the portal returned",
    ),
    (
        "solar-webhook-debug",
        ["webhook_pasted", "signature", "epoch"],
        """POST /hooks/sunledger HTTP/1.1
Content-Type: application/json
X-SunLedger-Delivery: @UUID4@
X-SunLedger-Timestamp: @EPOCH@
X-SunLedger-Signature: v1=@HEX64@

{"alert_id": "al_Q7mP2x9LkA", "site": "HP-20931", "raised_at": "@RFC@", "code": "STRING_FAULT"}""",
        "My HMAC check fails on this delivery. I sign timestamp + '.' + body with the shared secret. What am I doing wrong?",
        "Here is the raw request my endpoint logged",
    ),
    (
        "smart-meter-logfmt",
        ["logfmt", "ts", "request_id"],
        """ts=@RFC3@ level=warn msg="read rejected" mpxn=1200023456781 req_id=@HEX16@ reason=SEQ_LOWER
ts=@RFC3@ level=info msg="estimate generated" mpxn=1200023456781 req_id=@HEX16@ method=EAC
ts=@RFC3@ level=info msg="bill issued" account=LA-448201 bill=B-99120 amount=214.77""",
        "Which step produced the estimated bill, and could the rejected read have prevented it?",
        "Our billing service logged this for the account",
    ),
    (
        "switch-email",
        ["email_headers", "message_id", "date"],
        """From: Switching Team <switching@northgate.example>
Date: Thu, 15 Jan 2026 16:02:44 +0000
Message-ID: <0194c3a2.7f11@northgate.example>
Subject: Your switch to Northgate - objection received

Your current supplier has objected to the transfer because of an outstanding debt of £312.40.
Reference: SW-26-0044812. Objection raised 14/01/2026.""",
        "Can my old supplier actually block the switch for this? What are my options?",
        "My colleague forwarded me this e-mail",
    ),
    (
        "prepayment-vend-codes",
        ["sts_token", "vend_log"],
        """Date        Time      Amount   Token
2026-02-01  08:14:02  £20.00   4528 1190 3367 0184 2251
2026-02-08  19:47:31  £15.00   0712 9954 1180 2746 6630
2026-02-15  21:03:10  £20.00   3391 0045 7712 9908 1146""",
        "The last code says 'REJECT 2' when I type it. Is it a duplicate of an earlier one?",
        "These are my top-up codes from the key meter",
    ),
    (
        "heat-pump-service-xml",
        ["xml", "service_record"],
        """<serviceVisit id="SV-2026-00871" created="@RFC@">
  <unit model="Ecodan PUZ-WM85" serial="84U01377"/>
  <engineer ref="ENG-214" arrived="2026-02-10T09:12:00Z" left="2026-02-10T11:05:00Z"/>
  <fgas leakCheck="pass" refrigerant="R32" chargeKg="1.4"/>
  <notes>Flow temp lowered to 42C. Advised customer to keep DHW at 50C.</notes>
</serviceVisit>""",
        "Does this record show the annual F-gas check was done properly?",
        "The service company's portal exported this",
    ),
    (
        "charger-sessions-csv",
        ["csv", "times_to_second"],
        """session_id,start,end,kwh,cost_gbp
@ULID@,2026-02-02T23:31:05Z,2026-02-03T04:29:58Z,28.4,2.13
@ULID@,2026-02-04T23:30:41Z,2026-02-05T01:12:17Z,9.7,0.73
@ULID@,2026-02-06T17:42:09Z,2026-02-06T18:55:30Z,8.1,2.41""",
        "Why did the third session cost so much more per kWh?",
        "Export from the charger app",
    ),
    (
        "tariff-yaml",
        ["yaml", "tariff", "dates"],
        """tariff: Tracker-style gas
valid_from: 2026-04-01
valid_to: 2027-03-31
unit_rate_cap_p: 10.44
standing_charge_p: 29.60
updated: 2026-03-28T09:00:00+01:00
ref: TRK-G-2604""",
        "If the wholesale price doubles for a month, what is the most I can pay per kWh?",
        "The tariff sheet they sent is in YAML",
    ),
    (
        "octopus-like-graphql",
        ["json_nested", "graphql", "epoch_ms"],
        """{"data": {"account": {"number": "A-2F81C7D0", "properties": [{"id": "29981", "electricityMeterPoints": [{"mpan": "1412345678901", "agreements": [{"validFrom": "2025-06-14T00:00:00+01:00", "validTo": null, "tariff": {"displayName": "Intelligent-style EV", "updatedAt": 1767801600000}}]}]}]}}}""",
        "Am I still on the EV tariff, and since when?",
        "This is what the API gave me",
    ),
    (
        "dno-g99-email",
        ["email", "dates", "reference"],
        """Sent: 22 April 2026 10:31
Subject: G99 application ENW-G99-2026-1183 - additional information required

Dear applicant, we require the single line diagram and the inverter type test certificate within 20
working days, i.e. by 20 May 2026, or the application will lapse.""",
        "Is 20 May really 20 working days from 22 April with the bank holidays?",
        "",
    ),
    (
        "battery-event-history",
        ["log", "times_to_second", "hex_ids"],
        """2026-06-02 14:22:51 [BMS] fault BMS-07 cell imbalance id=0x7f3a91c2
2026-06-02 14:22:53 [INV] battery disconnected
2026-06-02 14:40:10 [BMS] fault cleared id=0x7f3a91c2
2026-06-02 14:40:12 [INV] battery reconnected, SOC 12%""",
        "Is a cell imbalance fault something I should get the installer out for?",
        "The battery's event history",
    ),
    (
        "ombudsman-deadlock",
        ["letter", "dates", "reference"],
        """Our ref: CMP-0098812
Date: 09 March 2026

Dear Mrs Adeyemi,
This is our final response to your complaint of 6 January 2026 about your back-billed charges. We
have removed charges for energy used before 9 March 2025 (£418.22). You may refer this to the Energy
Ombudsman within 12 months of this letter.""",
        "Should I accept this or go to the ombudsman? They only removed part of it.",
        "They finally sent a deadlock letter",
    ),
    (
        "http-exchange-tariff-api",
        ["http_exchange", "date_header", "request_id"],
        """> GET /v1/products/AGILE-24-10-01/electricity-tariffs/E-1R-AGILE-24-10-01-C/standard-unit-rates/ HTTP/2
> Host: api.energy.example
< HTTP/2 429
< date: Sat, 07 Mar 2026 18:04:55 GMT
< x-request-id: @UUID4@
< retry-after: 30
< ratelimit-reset: @EPOCH@""",
        "How long should my script wait before retrying, and is that per minute or per hour?",
        "curl -v output from my price script",
    ),
    (
        "grant-form-export",
        ["form_export", "created", "ref"],
        """Created: 2026-01-08 11:42:19
Updated: 2026-02-02 16:05:48
Ref: GBIS-LA-33910
Applicant: H. Osei
Property: semi-detached, built 1964, EPC E (51)
Measures requested: cavity wall insulation, loft top-up
Benefits: Universal Credit (yes)""",
        "Based on this, which measures is the applicant likely to get?",
        "Here is the export from the grants system",
    ),
    (
        "ksuid-events",
        ["ksuid", "events"],
        """@KSUID@  meter.install.booked      2026-03-03 09:00
@KSUID@  meter.install.completed   2026-03-17 11:26
@KSUID@  meter.commissioned        2026-03-17 11:48
@KSUID@  meter.comms.lost          2026-03-29 02:10""",
        "When did the smart meter stop communicating, and how long was it working before that?",
        "Our event store returned these events",
    ),
    (
        "half-hour-prices",
        ["prices", "times"],
        """valid_from            value_inc_vat
2026-02-09T16:00:00Z  41.88
2026-02-09T16:30:00Z  43.02
2026-02-09T17:00:00Z  44.10
2026-02-09T17:30:00Z  39.66""",
        "What would 3 kWh between 16:00 and 17:30 cost me, spread evenly?",
        "Prices for that evening",
    ),
    (
        "bill-table-md",
        ["markdown_table", "bill"],
        """| Period | Reads | kWh | Cost |
|---|---|---|---|
| 01/12/2025-31/12/2025 | A 18012 / E 18560 | 548 | £146.21 |
| 01/01/2026-31/01/2026 | E 18560 / A 19302 | 742 | £198.03 |""",
        "The E means estimated, right? Did the estimate push cost into January?",
        "My last two bills",
    ),
    (
        "slack-export-installer",
        ["slack_export", "ts"],
        """[2026-05-04 08:12:31] dan.k (installer): roof survey done, rafters fine for 12 panels
[2026-05-04 08:14:02] dan.k (installer): scaffold booked 2026-05-11
[2026-05-06 17:40:55] ops-bot: job HP-20931 moved to 2026-05-18 (ts 1778089255.004211)""",
        "Why was the install moved a week, from what's in the thread?",
        "My installer's Slack thread (they added me as a guest)",
    ),
    (
        "sentry-event",
        ["sentry", "event_id", "timestamp"],
        """{
  "event_id": "@HEX32@",
  "timestamp": "@RFC3@",
  "level": "error",
  "message": "TopUpError: vend declined (STS key revision mismatch)",
  "tags": {"meter_type": "key", "krn": "1"}
}""",
        "What does 'STS key revision mismatch' mean for the customer's meter?",
        "",
    ),
    (
        "ev-grant-letter",
        ["letter", "dates"],
        """EV chargepoint grant - claim approved
Claim number: EVCG-2026-118734
Installation date: 2026-02-27
Approved: 2026-03-12
Grant: £350 paid to installer""",
        "Do I need to keep anything for the landlord now that the claim is approved?",
        "The installer forwarded the approval",
    ),
    # --- other languages -----------------------------------------------------------------------
    (
        "de-abrechnung",
        ["german", "erstellt", "bill"],
        """Erstellt: 12.02.2026 08:41:17
Rechnungsnummer: 2026-0044718
Abrechnungszeitraum: 01.01.2025 - 31.12.2025
Verbrauch: 3.412 kWh
Abschlag neu: 118,00 EUR ab 01.03.2026""",
        "Warum steigt mein Abschlag so stark, obwohl der Verbrauch gleich geblieben ist?",
        "Das ist meine Jahresabrechnung",
    ),
    (
        "fr-linky-json",
        ["french", "json", "horodate"],
        """{"id_pdl": "09841573201234", "horodatage": "2026-02-03T03:30:00+01:00", "puissance_max_va": 6120, "id_mesure": "@UUID7@"}""",
        "Pourquoi la puissance maximale dépasse 6 kVA alors que mon abonnement est à 6 kVA ?",
        "Voici la mesure renvoyée par mon espace client",
    ),
    (
        "es-factura-xml",
        ["spanish", "xml"],
        """<factura numero="LD-2026-008812" fechaEmision="2026-02-04T10:11:12+01:00">
  <periodo desde="2026-01-01" hasta="2026-01-31"/>
  <cups>ES0021000012345678AB</cups>
  <importe total="71.40" iva="21"/>
</factura>""",
        "¿Es correcto el IVA del 21 %? Creía que estaba rebajado.",
        "Este es el XML de la factura electrónica",
    ),
    (
        "ja-denki-meisai",
        ["japanese", "bill"],
        """ご使用期間：2026年1月15日～2026年2月13日
ご使用量：412kWh
請求予定金額：14,820円
検針日：2026年2月14日
お客さま番号：0031-2284-1197""",
        "燃料費調整額はいくらくらい含まれていますか？",
        "電力会社の明細です",
    ),
    (
        "ko-charger-json",
        ["korean", "json", "korean_keys"],
        """{"충전기ID": "CH-77120", "충전시작": "2026-03-02 22:14:09", "충전종료": "2026-03-03 05:02:44", "충전량": "31.2kWh", "거래번호": "@ULID@"}""",
        "심야 요금이 제대로 적용됐는지 확인해 주세요.",
        "아파트 충전기 이용 내역입니다",
    ),
    (
        "zh-solar-log",
        ["chinese", "log"],
        """2026-05-18 12:31:07 逆变器告警 代码 F23 电网过压
2026-05-18 12:31:09 逆变器停机
2026-05-18 12:36:10 逆变器自动重启 发电功率 4.1kW""",
        "中午经常这样停机，是电网的问题还是逆变器的问题？",
        "逆变器日志如下",
    ),
    (
        "ar-prepaid-sms",
        ["arabic", "sms", "arabic_indic_digits"],
        """تم شحن العداد بنجاح
المبلغ: ٢٠٠ ريال
رقم العملية: ٨٨٣١٢٠٠٩٤٥
التاريخ: ٢٠٢٦/٠٣/٠٤ ١٩:٤٢:١١""",
        "هل يظهر الرصيد فوراً في العداد أم يحتاج وقتاً؟",
        "وصلتني هذه الرسالة",
    ),
    (
        "hi-bill",
        ["hindi", "bill"],
        """बिल संख्या: 4471203398
बिल तिथि: 05-02-2026
मीटर रीडिंग (वर्तमान): 8821 (31-01-2026)
मीटर रीडिंग (पिछली): 8514 (31-12-2025)
देय राशि: ₹2,418""",
        "307 यूनिट के लिए यह राशि सही है क्या?",
        "मेरा बिजली बिल",
    ),
    (
        "pl-g12-csv",
        ["polish", "csv"],
        """Data;Strefa;Zużycie kWh
2026-01-05;dzienna;7,4
2026-01-05;nocna;11,9
2026-01-06;dzienna;6,8
2026-01-06;nocna;12,3""",
        "Czy taryfa G12 się opłaca przy takim zużyciu?",
        "Dane z licznika",
    ),
    (
        "nl-jaarnota-yaml",
        ["dutch", "yaml"],
        """klantnummer: 30018822
aangemaakt: 2026-03-02T07:15:44+01:00
levering_kwh: 3412
teruglevering_kwh: 2980
terugleverkosten_eur: 187.44""",
        "Klopt dit bedrag aan terugleverkosten ongeveer?",
        "Dit kreeg ik uit de app",
    ),
    (
        "it-lettura",
        ["italian", "record"],
        """POD: IT001E12345678
Data lettura: 30/12/2025 17:42:03
Lettura F1: 6.214 kWh  F2: 5.009 kWh  F3: 7.219 kWh
Tipo: effettiva (telelettura)""",
        "Come si calcola il consumo in fascia F3 rispetto alla lettura precedente?",
        "Questa è l'ultima lettura",
    ),
    (
        "ru-teplo-log",
        ["russian", "log"],
        """Дата создания: 14.11.2025 16:05:12
Номер заявки: ТД-2025-11873
Работы: замена фильтра, проверка давления фреона
Следующее обслуживание: 14.11.2026""",
        "Нужно ли было при обслуживании проверять утечку фреона?",
        "Акт от сервисной службы",
    ),
    (
        "he-invoice",
        ["hebrew", "record"],
        """מספר חשבונית: 77120934
תאריך הפקה: 2026-04-02 09:14:55
צריכה: 612 קוט״ש
סכום לתשלום: 389.40 ₪""",
        "למה הסכום גבוה מהחודש שעבר?",
        "קיבלתי את החשבונית הזאת",
    ),
    (
        "pt-protocolo",
        ["portuguese", "record"],
        """Protocolo: 2026031455128841
Aberto em: 14/03/2026 09:22:18
Assunto: Religação após corte por falta de pagamento
Prazo de atendimento: 24 horas""",
        "Já passou o prazo, o que eu faço agora?",
        "A distribuidora me mandou isto",
    ),
    (
        "tr-fatura",
        ["turkish", "record"],
        """Fatura No: ENR2026000044871
Düzenleme Tarihi: 03.02.2026 10:41:09
Tüketim: 288 kWh
Son Ödeme Tarihi: 17.02.2026""",
        "Son ödeme tarihini kaçırırsam ne olur?",
        "Elektrik faturam",
    ),
    (
        "th-solar",
        ["thai", "buddhist_era"],
        """วันที่ติดตั้ง: 12 มี.ค. 2569
เลขที่คำขอ: PEA-SR-69-00412
กำลังผลิตติดตั้ง: 5 kWp
วันที่เริ่มขายไฟ: 1 เม.ย. 2569""",
        "ขายไฟคืนได้ตั้งแต่เมื่อไหร่ และราคาเท่าไร?",
        "เอกสารจากการไฟฟ้า",
    ),
    (
        "el-heat-pump",
        ["greek", "record"],
        """Ημερομηνία επίσκεψης: 21/01/2026 10:05
Κωδικός βλάβης: E9
Αριθμός δελτίου: ΤΕ-2026-0318""",
        "Τι σημαίνει ο κωδικός E9 στην αντλία θερμότητας;",
        "Το δελτίο του τεχνικού",
    ),
    (
        "sv-elavtal",
        ["swedish", "record"],
        """Avtal: Rörligt timpris
Startdatum: 2026-01-01
Skapad: 2025-12-03 14:22:08
Anläggnings-ID: 735999100012345678""",
        "Kan jag byta till fast pris mitt i avtalsperioden?",
        "Mitt avtal från elbolaget",
    ),
    (
        "vi-hoa-don",
        ["vietnamese", "record"],
        """Mã khách hàng: PE0400012345
Kỳ hóa đơn: 02/2026
Chỉ số mới: 15.220 (chốt lúc 08:15:32 ngày 28/02/2026)
Điện năng tiêu thụ: 412 kWh""",
        "Tại sao tháng này tiền điện tăng nhiều vậy?",
        "Hóa đơn tiền điện của tôi",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "under",
    "lead_in",
    "quoted",
    "fenced",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start",
    "end",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool",
    "system_user",
    "both_sides",
]
SYSTEM = (
    "You are Ampere, the home energy assistant of Northgate Energy. Answer from what the customer shows you "
    "and say when a bill or a meter needs checking by a person."
)


def _fill(g: Gen81, block: str) -> str:
    makers: dict[str, Callable[[], str]] = {
        "@UUID7@": lambda: g.uuid7(g.past()),
        "@UUID4@": g.uuid4,
        "@ULID@": lambda: g.ulid(g.past()),
        "@KSUID@": lambda: g.ksuid(g.past()),
        "@HEX16@": lambda: g.hex(16),
        "@HEX32@": lambda: g.hex(32),
        "@HEX64@": lambda: g.hex(64),
        "@EPOCH@": lambda: str(epoch_s(g.past())),
        "@RFC@": lambda: rfc3339(g.past()),
        "@RFC3@": lambda: rfc3339(g.past(), 3),
    }
    for token, make in makers.items():
        while token in block:
            block = block.replace(token, make(), 1)
    return block


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    intro = intro or "Here it is"
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull up what you have on file for me?\nAssistant: {intro}:\n\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start":
        return f"{SYSTEM}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end":
        return f"{SYSTEM}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{SYSTEM}\n\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{intro}:\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (
            f'Answer using the customer\'s document.\n\n<document source="customer-upload">\n{block}\n'
            f"</document>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool":
        return (
            f"Question: {ask}\nThought: I should read what the customer uploaded.\n"
            f"Action: read_upload[latest]\nObservation:\n{block}\nThought:"
        )
    if placement == "system_user":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"


def negatives_pasted(g: Gen81) -> list[Draft]:
    out = []
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, _fill(g, block), ask, intro)
        out.append(D(text, f"neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))
    # A second pass puts a third of the blocks at other positions.
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS[::3]):
        placement = PLACEMENTS[(k * 7 + 3) % len(PLACEMENTS)]
        text = _place(placement, _fill(g, block), ask, intro)
        out.append(D(text, f"neg:pasted2:{source}", ["hard_negative", "pasted", placement, *tags]))
    return out


def negatives_lookalikes(g: Gen81) -> list[Draft]:
    """Stable values in program positions and values the user asks about or types."""
    out: list[Draft] = []

    def add(source: str, tags: list[str], text: str) -> None:
        out.append(D(text, f"neg:{source}", ["hard_negative", *tags]))

    add(
        "stable-header",
        ["stable_header", "customer_since", "mpan"],
        """Customer: Amira Haddad
Customer since: 2019-06-03
MPAN: 1900012345678
Meter serial: 21E0412239
Tariff: Fixed 24M, ends 2027-01-31
Prompt revision: 2026-02-10

You are Ampere, the home energy assistant of Northgate Energy.

User: Will my direct debit change when the fixed tariff ends?
Assistant:""",
    )
    add(
        "llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain the Ofgem price cap to customers.<|eot_id|><|start_header_id|>user<|end_header_id|>

How often does the cap change?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
    )
    add(
        "front-matter-price-cap",
        ["front_matter", "price_cap_period"],
        """---
assistant: capwatch
price_cap_period: 2026-04-01/2026-06-30
approved: 2026-02-26
timezone: Europe/London
---
Explain what the price cap period means for a customer on a standard variable tariff.

User: Is my unit rate fixed until the end of June?
Assistant:""",
    )
    add(
        "xml-stable-attrs",
        ["xml_attribute", "tariff_effective"],
        """<context app="gridmate" tariff_effective="2026-04-01" region="N-West" locale="en-GB">
  <customer meter="SMETS2" payment="direct debit"/>
</context>
User: What is the difference between SMETS1 and SMETS2 for switching?
Assistant:""",
    )
    add(
        "single-line-json-stable",
        ["single_line_json", "tenant", "calver"],
        """{"tenant": "3b7c1f2e-9a44-4d0e-b6f1-2e8d7a90c513", "build": "2026.03.1", "lang": "en"}
You are the Sparkbox charger assistant.

User: Can the charger use solar surplus only?
Assistant:""",
    )
    add(
        "html-comment-revision",
        ["html_comment", "revision"],
        """<!-- template: heat-pump-faq rev 14, reviewed 2026-01-15 -->
You answer heat pump questions for homeowners. Keep answers under 120 words.

User: Should I leave my heat pump on all the time?
Assistant:""",
    )
    add(
        "kv-settings",
        ["kv_settings", "office_hours"],
        """SUPPORT_HOURS=08:00-20:00
TIMEZONE=Europe/London
GRANT_WINDOW=2026-04-01..2027-03-31
You help residents with the Warm Homes grant.

User: Can I still apply in March?
Assistant:""",
    )
    add(
        "unrendered-template",
        ["template", "unrendered"],
        """Current date: {{current_date}}
Session: {{session_id}}

You are the prepayment helper.

User: How do I add emergency credit?
Assistant:""",
    )
    add(
        "api-version",
        ["api_version", "date_like"],
        """Octo-API-Version: 2024-10-01
Accept: application/json

You are the tariff API helper.

User: Which field gives the standing charge?
Assistant:""",
    )
    add(
        "asked-epoch",
        ["asked", "epoch"],
        """My battery's API returns "last_seen": 1772451927 for the inverter. What date and time is that in
London?""",
    )
    add(
        "asked-uuid7",
        ["asked", "uuid7"],
        f"""Support asked me for the timestamp inside my meter reading id {g.uuid7(g.past())}. Can you
extract it? I read that UUIDv7 starts with the time.""",
    )
    add(
        "asked-ksuid",
        ["asked", "ksuid"],
        f"""Our event id is {g.ksuid(g.past())}. When was the meter event created?""",
    )
    add(
        "typed-clock",
        ["user_time", "typed"],
        """It's 07:12 here on 2026-02-14 and the heat pump's been defrosting since 06:40. Normal?""",
    )
    add(
        "few-shot-reads",
        ["few_shot", "dates"],
        """Extract the meter reading as JSON.

Example input: "Read the meter 2026-01-31 at 18:05, it says 41210"
Example output: {"date": "2026-01-31", "time": "18:05", "read": 41210}

Input: "Meter on 2026-02-28 09:40 shows 41795"
Output:""",
    )
    add(
        "working-days",
        ["deadline_arithmetic"],
        """The supplier says the switch completes 5 working days after 2026-04-02. With Good Friday on
2026-04-03 and Easter Monday on 2026-04-06, which day will it be?""",
    )
    add(
        "relative",
        ["relative_time"],
        """The app says "last reading 3 hours ago" and "next dispatch in 40 minutes". Why would it dispatch if
I'm not plugged in?""",
    )
    add(
        "jwt-pasted",
        ["jwt", "asked"],
        f"""Our charger portal login returns this token. Is the exp claim in seconds or milliseconds?

{g.jwt(g.past(), "installer_4412")}""",
    )
    add(
        "traceparent-support",
        ["traceparent", "asked"],
        f"""The charger vendor's support asked for the trace of my failed firmware update. Which part of this do I
send them?

traceparent: {g.traceparent()}""",
    )
    add(
        "ko-deadline",
        ["korean", "deadline_arithmetic"],
        """한전에 태양광 계통연계를 2026년 3월 9일에 신청했습니다. 처리 기간이 영업일 기준 14일이면 언제쯤 끝나나요?""",
    )
    add(
        "de-stable-header",
        ["german", "stable_header"],
        """Mandant: Stadtwerke Lindenau
Tarifstand: 01.01.2026
Zeitzone: Europe/Berlin

Du beantwortest Fragen zu Wärmepumpentarifen.

Kunde: Lohnt sich ein separater Zähler für die Wärmepumpe?""",
    )
    add(
        "control-1",
        ["control", "plain"],
        """You are a home energy efficiency adviser.

User: Is it worth replacing a 15-year-old combi boiler with a heat pump in a 1930s semi?
Assistant:""",
    )
    add(
        "control-2",
        ["control", "plain"],
        """Explain in two sentences what an export limit on a solar inverter does.""",
    )
    return out


# =================================================================================================
# Generated family: one field at one position of a body whose user message carries a pasted record
# =================================================================================================

# (key, app, locale, now label, system, user message with its pasted record, cue)
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    (
        "en-dispute",
        "wattdesk",
        "en-GB",
        "Now: ",
        "You are the billing dispute assistant of Northgate Energy. Be factual and cite the rows you use.",
        """User: These are the reads on my account. The 2026-02-28 one is wrong, I never gave it.

read_id                               taken_at              value  source
@UUID7@  2026-01-31T18:04:11Z  41210  customer
@UUID7@  2026-02-28T00:00:00Z  41795  estimate
@UUID7@  2026-03-31T08:47:55Z  42880  smart""",
        "Assistant:",
    ),
    (
        "en-heat-pump",
        "verdantcare",
        "en-GB",
        "Current time: ",
        "You help Verdant Heat customers understand heat pump faults before a service visit.",
        """User: My heat pump app logged this. Do I need an engineer?

2026-01-22T05:10:44+00:00 WARN  flow_temp=58.2 target=45.0 code=H11
2026-01-22T05:12:01+00:00 ERROR code=H11 compressor stop event=@HEX16@
2026-01-22T05:30:19+00:00 INFO  restart ok""",
        "Assistant:",
    ),
    (
        "en-charger",
        "sparkbox",
        "en-GB",
        "Local time: ",
        "You support Sparkbox home charger owners on smart tariffs.",
        """User: Why did this session stop early? It's from the charger app.

{"session": "@ULID@", "started": "2026-02-04T23:30:41Z", "stopped": "2026-02-05T01:12:17Z", "kwh": 9.7, "stop_reason": "CT_LIMIT"}""",
        "Assistant:",
    ),
    (
        "en-prepay",
        "kettle",
        "en-GB",
        "Now: ",
        "You are Kettle, the prepayment support assistant. Never promise a write-off.",
        """User: My top-ups this month. The one on the 15th never reached the meter.

Ref          When                 Amount  Status
TP-9981204   2026-02-01 08:14:02  £20.00  applied
TP-9983120   2026-02-08 19:47:31  £15.00  applied
TP-9985517   2026-02-15 21:03:10  £20.00  pending (UTR @HEX16@)""",
        "Assistant:",
    ),
    (
        "en-export",
        "energymate",
        "en-GB",
        "Current time: ",
        "You explain Smart Export Guarantee payments to solar owners.",
        """User: My export statement from the supplier, created 2026-07-02 06:00:13. Is the rate right?

Statement: SEG-2026-06-118230
Period: 2026-06-01 to 2026-06-30
Exported: 96 kWh (estimated) at 15.0p
Payment: £14.40""",
        "Answer:",
    ),
    (
        "en-grant",
        "warmhomes",
        "en-GB",
        "Today: ",
        "You check Home Upgrade Grant applications for missing information.",
        """User: Here's the application as the portal exported it:

Created: 2026-01-08 11:42:19
Ref: HUG2-CH-0041178
Heating: oil boiler (installed 2009)
EPC: F (32), lodged 2021-05-11
Household income: £28,400""",
        "Assistant:",
    ),
    (
        "en-switch",
        "wattwise",
        "en-US",
        "Now: ",
        "You help Texas customers compare retail electricity plans and understand switching.",
        """User: I got this from my new provider. When will I actually be switched?

Enrollment ID: ENR-7711093
Submitted: 03/02/2026 4:12:09 PM CST
Requested switch date: 03/09/2026 (self-selected)
ESI ID: 10443720001234567""",
        "Assistant:",
    ),
    (
        "en-smart-meter",
        "meterhub",
        "en-GB",
        "Current time: ",
        "You explain smart meter data to customers in plain words.",
        """User: My in-home display stopped updating. The supplier sent me this from their system:

last_comms: 2026-03-29T02:10:00Z
firmware: 4.2.1
comms_hub: @HEX16@
status: NO_WAN""",
        "Assistant:",
    ),
    (
        "sv-elpris",
        "elkoll",
        "sv-SE",
        "Aktuell tid: ",
        "Du hjälper hushåll att förstå sina elräkningar. Svara på svenska.",
        """Kund: Varför blev februari så dyr? Så här ser timmarna ut:

Tid                  Förbrukning  Spotpris
2026-02-12 17:00:00  3,1 kWh      4,12 kr
2026-02-12 18:00:00  2,8 kWh      5,30 kr
Händelse-ID: @UUID7@""",
        "",
    ),
    (
        "pl-fotowoltaika",
        "slonecznik",
        "pl-PL",
        "Aktualny czas: ",
        "Jesteś doradcą klientów z instalacją fotowoltaiczną. Odpowiadaj po polsku.",
        """Klient: Dostałem takie rozliczenie net-billing. Czy depozyt jest dobrze policzony?

Okres: 01.01.2026 - 31.01.2026
Energia oddana: 112 kWh
Wartość depozytu: 38,41 zł
Wygenerowano: 05.02.2026 07:30:12""",
        "",
    ),
    (
        "tr-isi-pompasi",
        "isidost",
        "tr-TR",
        "Şu anki zaman: ",
        "Isı pompası servis asistanısın. Türkçe yanıt ver.",
        """Kullanıcı: Servis kaydım böyle görünüyor, garanti kapsamında mı?

Kayıt No: SRV-2026-018823
Oluşturma: 11.02.2026 14:03:55
Arıza: E7 - fan motoru
Kurulum tarihi: 20.10.2024""",
        "",
    ),
    (
        "el-fotovoltaika",
        "helios",
        "el-GR",
        "Τρέχουσα ώρα: ",
        "Είσαι βοηθός για οικιακά φωτοβολταϊκά. Απάντησε στα ελληνικά.",
        """Χρήστης: Ο μετρητής μου έδειξε αυτά, γιατί η παραγωγή είναι μηδέν;

Ημερομηνία και ώρα: 14/05/2026 12:30:00
Παραγωγή: 0,0 kW
Κωδικός σφάλματος: 0x2A11
Αναγνωριστικό συμβάντος: @ULID@""",
        "",
    ),
    (
        "vi-dien-mat-troi",
        "nangxanh",
        "vi-VN",
        "Thời gian hiện tại: ",
        "Bạn là trợ lý tư vấn điện mặt trời áp mái. Trả lời bằng tiếng Việt.",
        """Người dùng: Đây là dữ liệu biến tần hôm qua, sao lại ngắt lúc trưa?

12:31:07 Cảnh báo quá áp lưới (mã F23)
12:31:09 Biến tần dừng
12:36:10 Tự khởi động lại, công suất 4,1 kW
Mã sự kiện: @KSUID@""",
        "",
    ),
    (
        "uk-lichilnyk",
        "teplodim",
        "uk-UA",
        "Поточний час: ",
        "Ти помічник енергопостачальника для побутових клієнтів. Відповідай українською.",
        """Користувач: Чому мені нарахували так багато? Ось показники:

Дата зняття: 28.02.2026 09:15:40
Показник день: 12 480
Показник ніч: 6 912
Номер запису: @UUID7@""",
        "",
    ),
    (
        "id-token-listrik",
        "tokenku",
        "id-ID",
        "Waktu sekarang: ",
        "Kamu asisten pelanggan listrik prabayar. Jawab dalam bahasa Indonesia.",
        """Pengguna: Token saya sudah dibeli tapi belum masuk ke meteran:

No. Meter: 45012398877
Token: 1174 0098 2231 5567 0912
Waktu transaksi: 2026-03-03 20:14:51
Ref: @HEX16@""",
        "",
    ),
    (
        "cs-tepelne-cerpadlo",
        "teplik",
        "cs-CZ",
        "Aktuální čas: ",
        "Jsi asistent servisu tepelných čerpadel. Odpovídej česky.",
        """Uživatel: Čerpadlo hlásí tohle, mám volat technika?

Vytvořeno: 19.01.2026 06:44:12
Kód: A5 - nízký tlak
Záznam: @ULID@""",
        "",
    ),
]

POSITIONS = ["head", "sys_tail", "after_user", "footer", "front", "json", "xml", "sline", "kv"]
LOCAL_NOW: dict[str, Callable[[datetime], str]] = {
    "sv-SE": iso_space,
    "pl-PL": lambda t: f"{t:%d.%m.%Y, %H:%M:%S}",
    "tr-TR": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "el-GR": dmy_dt,
    "vi-VN": lambda t: f"{t:%H:%M:%S} ngày {t.day}/{t.month}/{t.year}",
    "uk-UA": lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    "id-ID": lambda t: f"{t:%d/%m/%Y %H.%M.%S} WIB",
    "cs-CZ": lambda t: f"{t.day}. {t.month}. {t.year} {t:%H:%M:%S}",
}

# A field: (cue, line text, key, value for structured positions, quote the value in JSON)
Field = tuple[str, str, str, str, bool]


def _vol_fields(g: Gen81, locale: str, now_label: str) -> list[Field]:
    t = g.moment()
    local = LOCAL_NOW.get(locale, py_str)
    return [
        ("datetime", now_label + local(t), "now", rfc3339(t), True),
        ("request_id", "Request-Id: " + g.uuid7(t), "request_id", g.uuid7(t), True),
        ("session_id", "Session: " + g.ulid(t), "session", g.ulid(t), True),
        ("datetime", "Client-Time-Ms: " + str(epoch_ms(t)), "client_ts", str(epoch_ms(t)), False),
        ("trace_id", "Trace: " + g.ksuid(t), "trace", g.ksuid(t), True),
        ("datetime", "meterly.tick: " + str(epoch_us(t)), "tick", str(epoch_us(t)), False),
        ("nonce", "Nonce: " + g.b64url(16), "nonce", g.b64url(16), True),
        ("datetime", "Snapshot pulled: " + http_date(t), "snapshot_at", rfc3339(t, 3), True),
        ("datetime", "Generated: " + ctime(t), "generated_at", js_iso(t), True),
        ("delivery_id", "Delivery: " + g.hex(32), "delivery", g.hex(32), True),
        ("datetime", "Server time: " + py_logging(t), "server_time", str(epoch_s(t)), False),
        ("request_id", "Hop: " + g.objectid(t), "hop", g.objectid(t), True),
    ]


STABLE_FIELDS: list[Field] = [
    ("", "Tariff table: 2026-04", "tariff_table", "2026-04", True),
    ("", "Knowledge cutoff: 2025-06", "knowledge_cutoff", "2025-06", True),
    ("", "Price cap period: 2026-04-01/2026-06-30", "price_cap_period", "2026-04-01/2026-06-30", True),
    (
        "",
        "Tenant: 5d2e8b71-0c4a-4f39-9e16-a7b3c2d1f084",
        "tenant",
        "5d2e8b71-0c4a-4f39-9e16-a7b3c2d1f084",
        True,
    ),
    ("", "Build: 2026.03.1", "build", "2026.03.1", True),
    ("", "Time zone: Europe/London", "tz", "Europe/London", True),
    ("", "Prompt revision: 2026-01-22", "prompt_rev", "2026-01-22", True),
    ("", "Scheme year: 2025/26", "scheme_year", "2025/26", True),
    ("", "Support hours: 08:00-20:00", "support_hours", "08:00-20:00", True),
    ("", "Grant cap: 7500 GBP", "grant_cap", "7500", False),
    ("", "API version: 2024-10-01", "api_version", "2024-10-01", True),
    ("", "Licence: ELEC-SUP-0441", "licence", "ELEC-SUP-0441", True),
]


def _compose(
    g: Gen81, body: tuple[str, str, str, str, str, str, str], position: str, f: Field, volatile: bool
) -> str:
    _key, app, locale, _now, system, user, cue = body
    user = _fill(g, user)
    kind, line, key, value, quoted = f
    jv = f'"{value}"' if quoted else value

    def mark(text: str) -> str:
        return v(kind, text) if volatile else text

    if position == "head":
        text = f"{mark(line)}\n{system}\n\n{user}"
    elif position == "sys_tail":
        text = f"{system}\n{mark(line)}\n\n{user}"
    elif position == "after_user":
        text = f"{system}\n\n{user}\n{mark(line)}"
    elif position == "footer":
        text = f"{system}\n\n{user}\n\n--\n{mark(line)}"
    elif position == "front":
        text = f"---\napp: {app}\n{mark(key + ': ' + value)}\nlocale: {locale}\n---\n{system}\n\n{user}"
    elif position == "json":
        member = mark(f'"{key}": {jv},')
        text = f'{{\n  "app": "{app}",\n  {member}\n  "locale": "{locale}"\n}}\n{system}\n\n{user}'
    elif position == "xml":
        text = f'<meta app="{app}" {mark(key + "=" + chr(34) + value + chr(34))} locale="{locale}"/>\n{system}\n\n{user}'
    elif position == "sline":
        member = mark(f'"{key}": {jv},')
        text = f'{{"app": "{app}", {member} "locale": "{locale}"}}\n{system}\n\n{user}'
    else:
        assert position == "kv"
        text = f"[ctx app={app} {mark(key + '=' + value)} locale={locale}]\n{system}\n\n{user}"
    return f"{text}\n{cue}" if cue else text


def generated_positives(g: Gen81) -> list[Draft]:
    out = []
    n = 0
    for b, body in enumerate(BODIES):
        for j in range(4):
            position = POSITIONS[(b * 2 + j) % len(POSITIONS)]
            fields = _vol_fields(g, body[2], body[3])
            f = fields[n % len(fields)]
            if position == "kv" and " " in f[3]:
                f = fields[1]
            n += 1
            text = _compose(g, body, position, f, True)
            out.append(D(text, f"gen:pos:{body[0]}:{position}", ["generated", position, f[2], body[2]]))
    return out


def generated_negatives(g: Gen81) -> list[Draft]:
    out = []
    n = 0
    for b, body in enumerate(BODIES):
        for j in (4, 5):
            position = POSITIONS[(b * 2 + j) % len(POSITIONS)]
            f = STABLE_FIELDS[n % len(STABLE_FIELDS)]
            if position == "kv" and " " in f[3]:
                f = STABLE_FIELDS[4]
            n += 1
            text = _compose(g, body, position, f, False)
            out.append(
                D(
                    text,
                    f"gen:neg:{body[0]}:{position}",
                    ["generated", "hard_negative", position, f[2], body[2]],
                )
            )
    return out


# --- assembly -----------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen81(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted(g) + negatives_lookalikes(g) + generated_negatives(g)
    return make_holdout.assemble("hold81", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
