"""Build `prompt_normalizer/corpus/holdout92.jsonl`, a ninety-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout92.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout88.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- automotive, dealer, workshop, garage,
vehicle, recall, warranty, telematics, OBD, DTC, VIN, repair order, F&I, test drive, loaner, TSB --
and the passages around the hits; the docstring of `make_holdout88.py` and the clarification section of
`make_holdout80.py` were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines, for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing
of `tests/normalizer/` showed the names of the files there and a check of the path showed that
`holdout92.jsonl` did not exist yet.) `make_holdout89.py` to `make_holdout96.py`, written at the same
time, were not read. The corpus was checked only against the machinery of `make_holdout.py` (every
`expected` is what `expected_of` computes, every span is found in its input, the build is
deterministic).

The domain is automotive dealerships and repair shops: repair orders and technician notes, warranty
claims, recall campaigns, parts ordering and back-orders, vehicle telematics and fault codes, test
drives and sales leads, finance and insurance paperwork. The earlier docstrings name neighbours of it:
a garage OBD-II scan tool with freeze frames (make_holdout10), car dealerships and workshops with a DMS
sales copilot, Australian test drives, trade-in valuations, F&I menus, a Luanda workshop and recall
letter, recall lookups, repair orders, stock exports and a Tunis dealer's invoice (make_holdout13), car
infotainment assistants (make_holdout19), insurance and motor vehicles with a GAP explainer, lender
decisions, a service-lane kiosk clock, a dealer web chat, lease-end inspection booking, body-shop
estimating, an ADAS scan-tool clock, parts catalogues (an EPC snapshot for a VIN), fleet telematics,
EV charging, car rental, roadside assistance, registration and inspection back offices and used-car
auctions (make_holdout25), ECU flashing and OTA campaigns in manufacturing (make_holdout48), shared
mobility (make_holdout8) and machinery telematics at an agricultural dealer (make_holdout73). The
scenarios here were written around them: the dealership is seen from its own service drive, technician
clock, warranty administrator, recall coordinator, parts counter, core-return desk, loaner fleet, BDC,
test-drive kiosk and F&I office, with no sales copilot, trade-in valuation, F&I menu, body-shop
estimate, ADAS calibration, EPC snapshot, kiosk check-in, EV charging, rental, roadside or auction;
deliveries come through made-up gateways (Vigil connected-vehicle alerts, an OEM campaign feed as
CloudEvents, a Slack app), and scan data appears only as content or under an agent run header. The
sources are:

* repair orders and technician notes: YAML front matter `generated_at` over a pasted RO that opens with
  `created_at` and a UUIDv7 `id` (both stay), technician punches under a Mistral `Now:` in Go
  RFC3339Nano, a multipoint inspection under an HTML comment (`nonce=`, `t=` in .NET "o"), a customer
  text relayed with a parenthesised `(sent ...)` stamp in the Windows general format, an e-mail relay
  footer (UUIDv7 `Relay-Message:`, Apache `Relayed:`) under a Spanish complaint whose `Fecha:` stays, a
  call summary with `received_us:`, an independent garage estimate with `x-shop-epoch:` at the head and
  `stamp=` at the very end, a capacity planner's current ISO week beside booked weeks that stay;
* warranty claims: forwarded request headers (`X-Request-ID` UUIDv7, `Date`) over an OEM debit, XML
  `<correlation>` and `<sent>` elements over labour times, a request ULID alone on the first line and a
  `t=` epoch in ms at the end of a warranty statement, a Mexican Spanish "Hoy es ..., y son las ..."
  sentence inside a system line;
* recall campaigns: a ReAct `campaign_lookup` observation (`lookup_id=` ULID and `fetched_at=` cut,
  `status=ok` and the campaigns' launch and completion dates stay), an OEM campaign feed received as
  a CloudEvent (`ce-id`, `ce-time` move; the campaign, its `published` date and the VINs stay), a
  French recall letter with a KSUID `Lot de génération :` and `Horodatage :` footer, a Hebrew KSUID
  request id and server time;
* parts ordering and back-orders: a ChatML `Current time:` before `<|im_end|>` over a back-order
  notice with its ordered date and ETA, availability "as of" a time for this request, a core-return
  tracker's `pull:` ObjectId and `pulled_ms:` in a YAML `meta:` block (shipped dates and credits stay),
  a Turkish tail (`İstek kimliği:` UUIDv7, `Sunucu saati:`), a Polish Log4j `Znacznik czasu zapytania:`;
* telematics and fault codes: a connected-vehicle alert delivered to the app (`X-Vigil-Delivery`,
  `-Timestamp`, `-Signature` move; the DTC, its `occurred_at` and `alert_id` stay), a fleet health table
  with a parenthesised KSUID snapshot and a GNU `date` `Pulled at:` under it (the rows' `last_seen`
  stay), an agent run header (`### Run:` UUIDv7, `### Started:` .NET "o") over a scan report with its
  own UUIDv7 and time, a Russian `Метка запроса:` in ms over codes read at intake, a Greek
  `Τρέχουσα ώρα:` above a code the user asks about, TSBs "retrieved at" a time for this request;
* test drives and sales leads: XML attributes (`req`, `received` in `str(datetime.now())` form) over a
  pasted ADF lead whose `<requestdate>` and provider id stay, a Llama 3 `Today Date` (the `Cutting
  Knowledge Date` stays), a lead router's single-line JSON (lower-case ULID `req`, `ts` epoch), a
  delivery desk's `Wallclock:` in ctime and `Desk session:`, a test-drive kiosk's `kiosk.clock=` and
  `kiosk.session=` after a pasted waiver, a reservation deposit call's `Idempotency-Key` and
  `X-Request-Id` (the deposit references the customer quotes stay), a Thai Buddhist-era `เวลาปัจจุบัน:`;
* finance and insurance: a markdown desk table (session hex, RFC 2822 `Opened`) over a lender
  callback with its stips and expiry, an insurance verification behind `Authorization: Bearer` (JWT)
  and a `Retrieved:` HTTP date, a Semantic Kernel current-time sentence inside a system line, a
  Brazilian simulation "consultada no banco em ... às ... para este atendimento", a Hindi `अनुरोध समय:`
  and trace, a Ukrainian tail (`Поточний час сервера:`, KSUID `Сеанс:`), a DMS `traceparent` beside a
  GL correlation id the user asks about (stays);
* service desks in other languages: a German tyre-storage desk (`Abrufzeit:`, ULID `Vorgangsnummer:`;
  the storage slip's dates stay), a Japanese shaken desk (`現在日時：`, UUIDv7 `リクエストID：`), Korean
  (base64url `세션:`, 12-hour `요청 시각:` at the tail), Arabic (`تاريخ ووقت الاستعلام:` in Arabic-Indic
  digits), Chinese (`请求时间：`, `追踪号：` with a traceparent), Indonesian, Italian (`Oggi è ...`),
  Swedish (`Synkad:`, `Anrop:` at the tail), Dutch (lower-case ULID `Verzoek-ID:`), Czech (`Relace:`
  beside a stable branch) and Vietnamese desks;
* the generated family: one program field (twelve English and made-up labels -- `liftclock`, `bay.t0`,
  `Wallclock`, `hop`, `Served at` among them -- six ASCII keys for JSON and XML, and the local "now" and
  id labels of nine languages; sixteen time formats, epochs in s and ms and ten id formats) at three of
  eight positions (head, header block, after the user's message, footer, front matter, single-line
  JSON member, XML attribute, system tail) of 18 bodies (nine English; Spanish, German, French,
  Japanese, Korean, Portuguese, Italian, Polish and Chinese), each carrying a record with its own times
  and ids (RO JSON with a UUIDv7, a logfmt debit with `request_id`, YAML with a ULID, recall completion
  XML, a form response with a KSUID, a log line with a trace, a payoff e-mail, an invoice, an ICS with
  `DTSTAMP`, a claim with a ULID and `creado`, an order CSV, a nanoid appointment, an estimate, Korean
  JSON with a UUIDv7, a booking, a recall XML, a leasing e-mail and an order CSV).

The negatives: 52 pasted records in twenty placements (question after, before, typed right above with
no blank line, behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn,
indented, at the very start of the user's message, at the very end of the prompt, in ChatML, Llama 3,
Gemma, Phi-3 and Mistral turns, in a RAG document, in a tool observation, in a user turn under a system
prompt and on both sides): an RO JSON opening with `created_at` and a UUIDv7, a warranty claims CSV
with offsets, a Vigil delivery captured to debug its signature, recall XML, parts logfmt with
`request_id`s, `curl -v` output from the DMS with `date` and `x-request-id`, an OEM chargeback e-mail
with `Date:` and `Message-ID:`, bracketed technician note lines, a leads CSV with ULIDs, a deal YAML, a
key cabinet's `key=value` log, a loaner board table, trip JSON with epochs in ms, a web form with a
KSUID and `Submitted:`, a refund event from payment logs, a Sentry event, Kafka output with ULIDs and
epochs, an ICS with `DTSTAMP`, an SMS export, a buyer's order, a title system response with
`submitted_at` and `updated_at`, a warranty portal error page with `Request ID:` and `Time:`, an
OpenTelemetry span, a parts portal JWT, a battery tester printout, a CRM webhook delivery log, nginx
lines with `rid=`, a chat widget transcript, a Brazilian nota fiscal with `dhEmi`, candump lines with
epochs, Mode $06 results, a used-car inspection YAML with a UUIDv7 and `inspected_at`, a GPS CSV with
epochs and a credit pull with `Pulled:` and `Ref:`; and in other languages a German Werkstattauftrag
opening with `Erstellt:`, a Spanish order opening with `creado` and a UUIDv7 `folio`, a French parts
CSV opening with `horodatage`, Japanese JSON with Japanese keys and a ULID, a Korean recall SMS, a
Chinese claim in `key=value` lines, an Arabic finance contract, a Russian order history, a Hindi job
card, a Polish intake report, a Turkish appraisal report, a Hebrew delivery form, a Thai quote in the
Buddhist era, an Indonesian order form, a Greek warranty e-mail, a Swedish inspection report, a
Vietnamese repair order and an Italian invoice. 12 look-alikes in program positions (a Llama 3 header
with only its cutoff, front matter with a dealer code, labour-rate effective date, policy revision and
time zone, a ChatML prompt revision, XML attributes with a time zone and `api`, a tenant uuid and CalVer
build in single-line JSON, an unrendered `{{current_date}}` and `{{request_id}}`, an HTML comment
template date, `KEY=value` service hours, stable request headers with a dealer code, customer-since
and warranty start dates, a markdown settings table, a footer's review date), eight values the user
asks about or types (a ULID, an epoch, a UUIDv7 claim id, the user's own clock, few-shot dates, relative
times, a VIN with warranty arithmetic, a traceparent shown by the app), four near-misses (a bot prompt
with `Current time:` and `Session:` pasted from a debug console, report front matter with
`generated_at` pasted to proofread, a pasted lead XML with `id` and `received` attributes, CloudEvent
headers of yesterday's delivery pasted in an earlier turn), two plain controls, and 18 generated hard
negatives: the family's bodies with one stable value (store hours, dealer code, catalogue version, time
zone, region, model, plan, tenant uuid, locale, branch, client, workshop, store code) at a position the
body's positives do not use.

What it is: 204 prompts. 108 carry volatile fields (143 spans): 54 hand-written positives (89 spans;
33 with two or more fields) and 54 generated ones (one field each). 96 carry none. About two prompts
in five are in a language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew,
Cyrillic, Devanagari, Thai, Greek). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, deliveries received vs pasted, tool results, made-up labels,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Dealership records are content wherever they sit and however they open: an RO's `created_at`, `id`
  and promised time, technician punches, claim submission and payment times, debit notices, campaign
  launch, completion and publication dates, order, back-order and ETA dates, key cabinet and loaner
  times, an alert's `occurred_at` and `alert_id`, trip and GPS epochs, candump timestamps, a lead's
  `requestdate` and provider id, a buyer's order time of sale, a credit pull's time and reference, a
  scan report's own UUIDv7 and time, storage slips, inspection reports, invoices and contracts -- also
  when the program fetched them for this request (a tool observation, an availability list, a fleet
  table, retrieved bulletins). Only the program's stamp and the ids minted for the request, session,
  lookup, snapshot, pull, run, relay or delivery move.
* Deliveries received for this request move their envelope (the Vigil delivery id, timestamp and
  signature; CloudEvents `ce-id` and `ce-time`; a Slack event's `event_id`, `event_time` and the message
  `ts`) and keep the payload. The same deliveries pasted by a user to debug them stay whole, and so do a
  CRM's webhook delivery log, a refund event copied from payment logs and CloudEvent headers of an
  earlier delivery pasted in a previous turn.
* Headers of the program's own outgoing call move (`Idempotency-Key`, `X-Request-Id` on the deposit
  handler's POST); the deposit references the customer quotes stay. A relay footer appended to a
  forwarded customer e-mail moves, while the e-mail's own `Fecha:` stays. A kiosk's `kiosk.clock=` and
  `kiosk.session=` written after a pasted waiver move; the waiver's `Out:` time stays. An insurance
  verification's `Retrieved:` time and bearer token move; a credit pull pasted by the user with its
  `Pulled:` time and `Ref:` stays.
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves while
  the pasted RO's `created_at` stays; the request's XML attributes move while the ADF lead's
  `requestdate` stays; `traceparent` moves while the GL correlation id the user quotes stays; a bot
  prompt, report front matter and lead XML pasted by the user stay whole.
* "Now" in any form moves, including the current ISO week, Korean 12-hour times with 오전/오후, the
  Thai Buddhist era, Arabic-Indic digits, full-width colons and labels nobody would guess
  (`liftclock`, `bay.t0`, `Wallclock`, `x-shop-epoch`, `stamp=`, `kiosk.clock`, `now_ms`); booked
  weeks, dealer codes, labour-rate effective dates, policy and template revisions, time zones, API
  versions, tenant and CalVer builds, opening hours, customer-since and warranty start dates, a
  footer's review date and an unrendered `{{current_date}}` do not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Bulletins retrieved at <time> for this request:" leaves "Bulletins retrieved for this request:";
  "consultada no banco em <date> às <time> para" leaves "consultada no banco para"); a parenthesised
  snapshot id or `(sent ...)` stamp is cut with its parentheses; a `Current time:` before `<|im_end|>`
  and a Semantic Kernel or Spanish sentence inside a system line are inline spans; XML attributes,
  `key=value` pairs (in a bracketed context line, an HTML comment or a tool observation) and
  single-line JSON members (with the comma after them) follow and precede stable neighbours; volatile
  members of pretty-printed JSON are never the last member of their object; header lines, markdown
  rows, `###` lines, XML elements and YAML keys on their own lines, footer lines and a line holding one
  field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Label:`) or a chat template's
  reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with
  the user's message or with the metadata after it; the Mistral `[INST]` positive gets its trailer after
  `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CET,
    EDT,
    EST,
    JST,
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

SEED = 92_20260313
SRC = "holdout92:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout92.jsonl"

KST = timezone(timedelta(hours=9), "KST")
CST = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
BRT = timezone(timedelta(hours=-3), "BRT")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
EET = timezone(timedelta(hours=2), "EET")
MXC = timezone(timedelta(hours=-6), "CST")
AEST = timezone(timedelta(hours=10), "AEST")

POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def earlier(g: Gen, t: datetime, days: int = 20) -> datetime:
    """A moment some hours or days before `t`, in the same zone."""
    return t - timedelta(days=g.small(0, days), seconds=g.small(600, 80000), microseconds=g.small(1, 999_999))


EEST = timezone(timedelta(hours=3), "EEST")
IST_IL = timezone(timedelta(hours=2), "IST")


def moment_eet(g: Gen) -> datetime:
    """A moment in Eastern European time, summer time from April to October."""
    t = g.moment()
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def moment_il(g: Gen) -> datetime:
    """A moment in Israel time, summer time from April to October."""
    t = g.moment()
    return t.astimezone(IDT if 4 <= t.month <= 10 else IST_IL)


def seq(g: Gen, t: datetime, n: int) -> list[datetime]:
    """`n` increasing moments within the day before `t`."""
    return sorted(
        t - timedelta(seconds=g.small(60, 86000), microseconds=g.small(1, 999_999)) for _ in range(n)
    )


def hhmm(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy(t: datetime) -> str:
    return f"{t:%d.%m.%Y}"


def us_date(t: datetime) -> str:
    return f"{t.month}/{t.day}/{t.year}"


def arabic_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


# --- hand-written positives -------------------------------------------------------------------------------------


@pos
def _ro_three_cs_front_matter(g: Gen) -> Draft:
    t = g.moment_us()
    c = earlier(g, t, 3)
    return Draft(
        f"""---
app: bayline-advisor
{v("datetime", "generated_at: " + rfc3339(t))}
rooftop: Kessler Ford Lincoln (dealer code F41872)
---
You are the service-advisor assistant. Rewrite technician notes into the three Cs (complaint, cause,
correction) for the customer invoice. Do not invent work that is not in the notes.

Repair order as exported from the DMS:
{{
  "created_at": "{rfc3339(c)}",
  "id": "{g.uuid7(c)}",
  "ro_number": "448213",
  "vin": "1FTFW1E58NFA31207",
  "mileage_in": 48211,
  "tech_notes": "Cust states shudder at 40-45 mph light throttle. Road tested, verified. P0741 stored. Performed TSB 22-2153 fluid exchange, relearned adaptives, road test ok."
}}

Advisor: Please write the three Cs for this RO.
Assistant:""",
        f"{SRC}pos:repair-order:front-matter-generated-at",
        ["front_matter", "near_miss", "pasted_json", "uuid7_content", "cue_end"],
    )


@pos
def _warranty_claim_headers(g: Gen) -> Draft:
    t = g.moment_us()
    sub = earlier(g, t, 25)
    return Draft(
        f"""Forwarded by the claims workbench:
Host: claims.dealerlink.example
{v("request_id", "X-Request-ID: " + g.uuid7(t))}
{v("datetime", "Date: " + http_date(t))}
Accept-Language: en-US

You help warranty administrators answer OEM debits. Cite the policy clause, keep it short.

The OEM rejected this claim:
Claim 7731-0098-22  submitted {us_date(sub)} {hhmm(sub)}  labor op 12-1150-A  1.8 h
Debit reason D14: "Causal part not returned within 30 days of repair date."
Part return tag RT-55120 shows carrier scan on day 34.

Can we dispute this, and what should the note say?
Answer:""",
        f"{SRC}pos:warranty:http-headers",
        ["header_block", "uuid7", "http_date", "pasted_record", "cue_end"],
    )


@pos
def _recall_tool_observation(g: Gen) -> Draft:
    t = g.moment()
    launch = earlier(g, t, 200)
    return Draft(
        f"""You are RecallDesk, an assistant for service drive staff. Use the tool, then answer.

Question: Does the customer's 2022 Outback have any open campaigns before we write it up for brakes?
Thought: I should look up the VIN.
Action: campaign_lookup
Action Input: {{"vin": "4S4BTANC5N3184420"}}
Observation: {v("request_id", "lookup_id=" + g.ulid(t))} {v("datetime", "fetched_at=" + rfc3339(t, 3))} status=ok
campaign WQP-91 | Rear brake caliper bolt torque | launched {iso_date(launch)} | status OPEN | remedy available
campaign SWR-14 | Head unit software 4.2 | launched {iso_date(earlier(g, launch, 90))} | status COMPLETED {iso_date(earlier(g, t, 60))}
Thought:""",
        f"{SRC}pos:recall:tool-observation",
        ["agent_scaffold", "tool_result", "key_value", "ulid", "cue_end"],
    )


@pos
def _backorder_chatml(g: Gen) -> Draft:
    t = g.moment_eu()
    eta = t + timedelta(days=g.small(6, 40))
    return Draft(
        f"""<|im_start|>system
You draft short customer updates for the parts department of Autohaus Brenner. Polite, factual, no promises beyond the ETA. {v("datetime", "Current time: " + iso_space(t) + " " + (t.tzname() or ""))}<|im_end|>
<|im_start|>user
Please write an SMS for Mrs. Albers about this back-order:

Order 5530-117  part 8W0 615 301 K  brake disc front left
Status: BACKORDER (supplier Kassel)  ordered {dmy(earlier(g, t, 8))}  ETA {dmy(eta)}
Vehicle on hold in bay 6, customer has a loaner.<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:parts:chatml-current-time",
        ["chatml", "inline_before_im_end", "pasted_record", "backorder"],
    )


@pos
def _telematics_webhook_received(g: Gen) -> Draft:
    t = g.moment()
    occ = t - timedelta(seconds=g.small(20, 400))
    return Draft(
        f"""A connected-vehicle alert was delivered to the service lane app. Draft a proactive appointment
message to the owner. Mention the fault in plain words.

{v("delivery_id", "X-Vigil-Delivery: " + g.ulid(t))}
{v("epoch", "X-Vigil-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Vigil-Signature: v1=" + g.hex(64))}
Content-Type: application/json

{{"event":"dtc.raised","vehicle":{{"vin":"WBA53BJ04RWX80513","odometer_km":31877}},"dtc":"P0300","description":"Random/multiple cylinder misfire detected","occurred_at":"{rfc3339(occ)}","alert_id":"{g.uuid4()}"}}

Assistant:""",
        f"{SRC}pos:telematics:webhook-envelope-received",
        ["delivery_envelope", "epoch", "signature", "payload_stays", "cue_end"],
    )


@pos
def _adf_lead_xml_attrs(g: Gen) -> Draft:
    t = g.moment_us()
    req = earlier(g, t, 1)
    return Draft(
        f"""<ctx store="Riverside Toyota" {v("request_id", f'req="{g.b62(22)}"')} {v("datetime", f'received="{py_str(t)}"')} channel="bdc"/>
Write a first reply to this internet lead from the BDC. Offer two test-drive slots tomorrow.

<?xml version="1.0"?>
<adf>
 <prospect status="new">
  <requestdate>{rfc3339(req)}</requestdate>
  <vehicle interest="buy" status="new"><year>2026</year><make>Toyota</make><model>RAV4 Hybrid XLE</model></vehicle>
  <customer><contact><name part="full">Dana Okafor</name><phone>555-0148</phone></contact>
   <comments>Is the blue one still there? I can come after 5.</comments></customer>
  <provider><name>AutoSite Leads</name><id source="AutoSite">LD-{g.digits(8)}</id></provider>
 </prospect>
</adf>""",
        f"{SRC}pos:sales-lead:xml-attributes-over-adf",
        ["xml_attribute", "head", "pasted_xml", "near_miss", "python_str_time"],
    )


@pos
def _test_drive_llama3(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("datetime", "Today Date: " + f"{t.day} {t:%b %Y}")}

You book test drives for Harbourside Mazda. Ask for a licence photo before confirming.<|eot_id|><|start_header_id|>user<|end_header_id|>

Hi, can I try the CX-60 PHEV this Saturday? I had one booked on 14 Feb at 10:30 but had to cancel.<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        f"{SRC}pos:test-drive:llama3-today",
        ["llama3", "today_date", "cutoff_stays", "dates_in_user_text"],
    )


@pos
def _fi_stips_markdown_session(g: Gen) -> Draft:
    t = g.moment_us()
    app = earlier(g, t, 4)
    return Draft(
        f"""| Desk | Value |
|---|---|
| Store | Lakeline Chevrolet |
{v("session_id", "| Session | " + g.hex(24) + " |")}
{v("datetime", "| Opened | " + rfc2822(t) + " |")}
| Role | F&I manager |

Turn this lender callback into a checklist for the customer, in plain language.

Ally approval, app {app:%m%d%y}-{g.digits(5)}, received {us_date(app)} {app:%I:%M %p}
Stips: POI (2 most recent stubs dated within 30 days), POR (utility bill), 2 references,
signed credit app. Max advance 118%. Approval expires {us_date(app + timedelta(days=30))}.
Assistant:""",
        f"{SRC}pos:fi:markdown-session-table",
        ["markdown_table", "session_id", "rfc2822", "pasted_record", "cue_end"],
    )


@pos
def _tech_clock_mistral(g: Gen) -> Draft:
    t = g.moment_us()
    d = iso_date(t - timedelta(days=1))
    return Draft(
        f"""<s>[INST] You check technician flag time against clock time for the shop foreman.
{v("datetime", "Now: " + go_nano(t, g.small(1, 999)))}

Punches for tech #214 (M. Reyes), {d}:
{d} 07:58:12 IN
{d} 07:59:40 ON RO 88120 line A
{d} 10:31:05 OFF RO 88120 line A (flagged 2.4)
{d} 10:32:18 ON RO 88134 line C
{d} 16:44:51 OFF RO 88134 line C (flagged 3.0)
{d} 16:58:03 OUT

What is his efficiency for the day? [/INST]""",
        f"{SRC}pos:tech-time:mistral-now",
        ["mistral", "go_rfc3339nano", "pasted_log", "times_in_content"],
    )


@pos
def _loaner_ctx_line(g: Gen) -> Draft:
    t = g.moment_us()
    out_t = earlier(g, t, 5)
    return Draft(
        f"""[ctx rooftop=ATL2 {v("session_id", "sid=" + g.nanoid())} {v("datetime", "at=" + js_iso(t))} lang=en]
You manage the loaner fleet. Decide whether the agreement below is overdue and what to charge.

Loaner agreement LA-20931
Unit L-17  2025 Jetta SE  plate RKP 4412
Out: {us_date(out_t)} {hhmm(out_t)}  fuel 8/8  odo 12,044
Due back: {us_date(out_t + timedelta(days=2))} 18:00
Daily overdue rate $45, fuel at $6.50/eighth.

Assistant:""",
        f"{SRC}pos:loaner:bracketed-ctx",
        ["bracketed_context", "key_value", "nanoid", "js_iso", "cue_end"],
    )


@pos
def _tyre_hotel_german(g: Gen) -> Draft:
    t = g.moment_eu()
    ein = earlier(g, t, 150)
    return Draft(
        f"""Du bist der Assistent der Reifeneinlagerung von Autohaus Brenner. Antworte kurz und auf Deutsch.
{v("datetime", "Abrufzeit: " + dmy(t) + ", " + f"{t:%H:%M:%S}" + " Uhr")}
{v("request_id", "Vorgangsnummer: " + g.ulid(t))}

Kunde fragt: Wann kann ich meine Sommerreifen tauschen lassen, und sind die noch gut?

Einlagerungsschein ES-{g.digits(6)}
Eingelagert: {dmy(ein)}  Lagerplatz: R3-12-B
Satz: 4x Continental PremiumContact 6, 225/45 R17, DOT 2822
Profil: VL 5,1 mm  VR 5,0 mm  HL 6,2 mm  HR 6,3 mm""",
        f"{SRC}pos:tyre-storage:german-header",
        ["german", "localized_now", "ulid", "pasted_record", "header_block"],
    )


@pos
def _shaken_japanese(g: Gen) -> Draft:
    t = g.moment(JST)
    exp = t + timedelta(days=g.small(20, 70))
    return Draft(
        f"""{v("datetime", "現在日時：" + f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}")}
{v("request_id", "リクエストID：" + g.uuid7(t))}
あなたは整備工場のフロント担当アシスタントです。車検の案内文を作成してください。

お客様の車両情報（基幹システムより）：
車台番号 ZVW52-{g.digits(7)}
車検満了日 {exp.year}年{exp.month}月{exp.day}日
前回入庫 {iso_date(earlier(g, t, 300))} 12ヵ月点検
走行距離 58,204 km""",
        f"{SRC}pos:inspection:japanese-head",
        ["japanese", "head", "uuid7", "localized_now", "full_width_colon"],
    )


@pos
def _korean_service_booking(g: Gen) -> Draft:
    t = g.moment(KST)
    prev = earlier(g, t, 150)
    ampm = "오후" if t.hour >= 12 else "오전"
    h = t.hour % 12 or 12
    return Draft(
        f"""당신은 수입차 서비스센터 예약 도우미입니다. 고객 메시지에 정중하게 답하세요.
{v("session_id", "세션: " + g.b64url(18))}

고객 메시지:
지난번 엔진오일 교환 영수증을 보니 {prev:%Y.%m.%d} {prev:%H:%M} 에 입고됐고 주행거리는 31,200 km였어요. 다음 교환은 언제 하면 되나요?
{v("datetime", "요청 시각: " + f"{t.year}년 {t.month}월 {t.day}일 {ampm} {h}:{t:%M:%S}")}""",
        f"{SRC}pos:service-booking:korean-tail",
        ["korean", "tail", "12_hour", "session_id", "dates_in_user_text"],
    )


@pos
def _mexican_warranty_sentence(g: Gen) -> Draft:
    t = g.moment(MXC)
    dias = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
    meses = [
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
    fact = earlier(g, t, 400)
    sentence = (
        f"Hoy es {dias[t.weekday()]} {t.day} de {meses[t.month - 1]} de {t.year} y son las {t:%H:%M:%S}."
    )
    return Draft(
        f"""Eres el asistente de garantías de Nissan Satélite. {v("datetime", sentence)} Responde en español de México.

Cliente: Compré la camioneta el {fact.day} de {meses[fact.month - 1]} de {fact.year} (factura A-{g.digits(6)}) y ya truena la
suspensión delantera. ¿Todavía me cubre la garantía básica de 3 años o 60,000 km? Lleva 41,300 km.
Asistente:""",
        f"{SRC}pos:warranty:spanish-inline-sentence",
        ["spanish", "inline_sentence", "dates_in_user_text", "cue_end"],
    )


@pos
def _french_recall_footer(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Rédige une lettre courte à la cliente pour l'inviter à prendre rendez-vous pour la campagne de rappel
ci-dessous. Ton professionnel, vouvoiement.

Campagne 24A-117 — Remplacement du module de gonflage airbag passager
Véhicules concernés : Peugeot 2008, produits du 03/02/2024 au 19/07/2024
Durée d'intervention : 1 h 20, sans frais
VIN de la cliente : VR3UHZKXZRT{g.digits(6)}

--
{v("run_id", "Lot de génération : " + g.ksuid(t))}
{v("datetime", "Horodatage : " + f"{t:%d/%m/%Y %H:%M:%S}")}""",
        f"{SRC}pos:recall:french-footer",
        ["french", "footer", "ksuid", "pasted_record"],
    )


@pos
def _arabic_service_history(g: Gen) -> Draft:
    t = g.moment(GST)
    last = earlier(g, t, 180)
    return Draft(
        f"""{v("datetime", "تاريخ ووقت الاستعلام: " + arabic_digits(f"{t:%Y/%m/%d %H:%M:%S}"))}
أنت مساعد قسم الخدمة في وكالة تويوتا. أجب باللغة العربية باختصار.

سجل الصيانة للعميل:
آخر زيارة: {iso_date(last)} — تغيير زيت وفلتر — العداد 72,410 كم
الزيارة السابقة: {iso_date(earlier(g, last, 200))} — فحص فرامل — العداد 64,980 كم

هل حان موعد الصيانة الدورية التالية؟""",
        f"{SRC}pos:service-history:arabic-head",
        ["arabic", "arabic_indic_digits", "head", "localized_now", "pasted_record"],
    )


@pos
def _russian_to_epoch(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник мастера-приёмщика. Объясни клиенту простыми словами, что значат коды ошибок.
{v("epoch", "Метка запроса: " + str(epoch_ms(t)))}
Дилер: Авто-Юг, Краснодар

Коды, считанные при приёмке (заказ-наряд ЗН-{g.digits(6)}):
P0420 — эффективность катализатора ниже порога (банк 1)
P0138 — высокое напряжение датчика кислорода (банк 1, датчик 2)
Записаны {dmy(earlier(g, t, 2))} в {hhmm(earlier(g, t, 2))}, пробег 143 220 км.""",
        f"{SRC}pos:fault-codes:russian-epoch-ms",
        ["russian", "epoch_ms", "header_block", "stable_neighbour", "pasted_record"],
    )


@pos
def _hindi_insurance_renewal(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप मारुति सुज़ुकी डीलरशिप के बीमा नवीनीकरण सहायक हैं। ग्राहक को हिंदी में जवाब दें।
{v("datetime", "अनुरोध समय: " + f"{t:%d-%m-%Y %H:%M:%S} IST")}
{v("trace_id", "ट्रेस: " + g.hex(32))}

ग्राहक: मेरी पॉलिसी OG-{g.digits(8)} की अवधि {dmy(t + timedelta(days=g.small(5, 25)))} को खत्म हो रही है। NCB 35% है, क्या नवीनीकरण पर 45% मिलेगा?""",
        f"{SRC}pos:insurance:hindi-header",
        ["hindi", "devanagari", "trace_id", "dates_in_user_text"],
    )


@pos
def _thai_buddhist(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยฝ่ายขายของโชว์รูมฮอนด้า ตอบลูกค้าเป็นภาษาไทยอย่างสุภาพ
{v("datetime", "เวลาปัจจุบัน: " + f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S} น.")}

ลูกค้า: ผมจองรถ City e:HEV ไว้ ใบจองเลขที่ BK-{g.digits(7)} วันที่ 2/{t.month}/{t.year + 543} วางมัดจำ 5,000 บาท
อยากทราบว่ารถจะมาถึงเมื่อไหร่ครับ""",
        f"{SRC}pos:sales:thai-buddhist-era",
        ["thai", "buddhist_era", "localized_now", "dates_in_user_text"],
    )


@pos
def _chinese_4s_trace(g: Gen) -> Draft:
    t = g.moment(CST)
    return Draft(
        f"""你是4S店售后服务顾问助手，请用简体中文回答。
{v("datetime", "请求时间：" + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("trace_id", "追踪号：" + g.traceparent())}
门店：杭州滨江店

客户上传的保养单：
工单号 WO{t:%Y%m}{g.digits(5)}  进店时间 {iso_space(earlier(g, t, 60))}
项目：更换机油机滤、空调滤芯、刹车油
下次保养：{iso_date(earlier(g, t, 60) + timedelta(days=180))} 或 65,000 公里

请问刹车油多久换一次？""",
        f"{SRC}pos:maintenance:chinese-traceparent",
        ["chinese", "traceparent", "full_width_colon", "stable_neighbour", "pasted_record"],
    )


@pos
def _turkish_parts_uuid7(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Yedek parça danışmanısın. Müşteriye Türkçe, kısa ve net cevap ver.

Müşteri: Sipariş ettiğim arka amortisör (sipariş no SP-{g.digits(6)}, {dmy(earlier(g, t, 10))}) hâlâ gelmedi. Ne zaman gelir?

Depo kaydı: tedarikçi Bursa, durum YOLDA, tahmini teslim {dmy(t + timedelta(days=3))}
{v("request_id", "İstek kimliği: " + g.uuid7(t))}
{v("datetime", "Sunucu saati: " + rfc3339(t))}""",
        f"{SRC}pos:parts:turkish-tail",
        ["turkish", "tail", "uuid7", "rfc3339_offset", "pasted_record"],
    )


@pos
def _brazil_fi_inline(g: Gen) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Você é o assistente de F&I da Concessionária Horizonte. Explique a simulação para o cliente em linguagem simples.
Simulação consultada no banco {v("datetime", f"em {t:%d/%m/%Y} às {t:%H:%M:%S}")} para este atendimento:
Veículo: T-Cross Highline 2026 — R$ 168.990,00
Entrada: R$ 50.000,00 — 48 parcelas de R$ 3.412,77 — CET 1,89% a.m.
Proposta nº {g.digits(9)} válida até {dmy(t + timedelta(days=5))}

Cliente: Vale mais a pena 36 ou 48 vezes?""",
        f"{SRC}pos:fi:portuguese-inline-phrase",
        ["portuguese", "inline_phrase", "snapshot_time", "pasted_record"],
    )


@pos
def _polish_parts_header(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("datetime", "Znacznik czasu zapytania: " + log4j_iso(t))}
Jesteś asystentem działu części w serwisie Škody. Odpowiadaj po polsku.

Klient przesłał zdjęcie tabliczki i pyta o numer części:
Numer części: 5Q0 820 803 H (sprężarka klimatyzacji)
Data produkcji pojazdu: 11.2021, kod lakieru: 9P9P

Czy ta część pasuje do Octavii IV 2.0 TDI?""",
        f"{SRC}pos:parts:polish-log4j-head",
        ["polish", "log4j", "head", "localized_now"],
    )


@pos
def _hebrew_request(g: Gen) -> Draft:
    t = moment_il(g)
    return Draft(
        f"""אתה עוזר של מוסך מורשה. ענה בעברית, בקצרה.
{v("request_id", "מזהה בקשה: " + g.ksuid(t))}
{v("datetime", "זמן השרת: " + f"{t:%d/%m/%Y %H:%M:%S}")}

לקוח: קיבלתי הודעה על ריקול לרכב שלי (קמפיין 24V-{g.digits(3)}). כמה זמן זה לוקח והאם יש רכב חלופי?""",
        f"{SRC}pos:recall:hebrew-header",
        ["hebrew", "ksuid", "localized_now"],
    )


@pos
def _indonesian_booking_tail(g: Gen) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Kamu asisten bengkel resmi Daihatsu. Jawab dalam bahasa Indonesia yang ramah.

Pelanggan: Mobil saya Xenia 2019, terakhir servis {dmy(earlier(g, t, 200))} di KM 45.000. Sekarang KM 52.300, perlu servis apa saja?
{v("session_id", "Sesi: " + g.nanoid())}
{v("datetime", "Waktu server: " + f"{t:%d-%m-%Y %H.%M.%S} WIB")}""",
        f"{SRC}pos:service:indonesian-tail",
        ["indonesian", "tail", "nanoid", "localized_now"],
    )


@pos
def _single_line_json_lead_router(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""{{"store": "north-hills-kia", {v("request_id", f'"req": "{g.ulid(t).lower()}",')} {v("epoch", f'"ts": {epoch_s(t)},')} "channel": "sms"}}
Classify the inbound text as SALES, SERVICE, PARTS or F&I and extract any vehicle mentioned.

Inbound text from (412) 555-0193:
"hey its marcus, the telluride i test drove on the 9th, can you guys do 0.9% or is that only the 2025s"
Label:""",
        f"{SRC}pos:sales:single-line-json",
        ["single_line_json", "ulid_lower", "epoch", "head", "cue_end"],
    )


@pos
def _insurance_verification_bearer(g: Gen) -> Draft:
    t = g.moment_us()
    eff = earlier(g, t, 300)
    return Draft(
        f"""Verification result for the F&I office (insurance must be in force before the car leaves the lot):

{v("token", "Authorization: Bearer " + g.jwt(t, "fi-desk-07"))}
{v("datetime", "Retrieved: " + http_date(t))}
Provider: CoverCheck

Policy AUT-{g.digits(9)} | Insured: Priya Raman | Status: ACTIVE
Effective {us_date(eff)} - {us_date(eff + timedelta(days=182))} | Collision ded. $1,000 | Lienholder: not listed

Can we deliver today? What is missing for the lender?
Answer:""",
        f"{SRC}pos:fi:bearer-jwt-retrieved",
        ["jwt", "http_date", "fetched_for_request", "cue_end"],
    )


@pos
def _slack_event_advisor(g: Gen) -> Draft:
    t = g.moment()
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        f"""Slack event received by the ShopBot app:
{{
  "type": "event_callback",
  "team_id": "T04KD9R2A",
  {v("request_id", f'"event_id": "Ev0{g.b62(9).upper()}",')}
  {v("epoch", f'"event_time": {epoch_s(t)},')}
  "event": {{
    "type": "app_mention",
    "user": "U02MSX7P1",
    "text": "<@U0BOT> what's the labor time for a 2021 F-150 5.0 water pump?",
    {v("message_id", f'"ts": "{ts}",')}
    "channel": "C03SERVICE"
  }}
}}

Reply in the thread with the labor guide time and a one-line caveat.
Assistant:""",
        f"{SRC}pos:service:slack-event-received",
        ["slack", "pretty_json", "delivery_envelope", "message_ts", "cue_end"],
    )


@pos
def _html_comment_page(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<!-- page=ro-summary {v("nonce", "nonce=" + g.b64url(16))} {v("datetime", "t=" + dotnet_o(t, g.small(0, 10)))} tpl=4 -->
Summarise this multipoint inspection for the customer portal. Use green / amber / red.

MPI 2026-{g.digits(5)} | Octavia Combi | technician J. Novák
Tyres: front 3.4 mm (amber), rear 5.8 mm (green)
Brake pads: front 4 mm (amber), rear 7 mm (green)
Wiper blades: streaking (red)
Battery: 12.41 V, CCA 86% of rated (green)""",
        f"{SRC}pos:mpi:html-comment",
        ["html_comment", "key_value", "dotnet_o", "head", "nonce"],
    )


@pos
def _text_relay_parenthesised(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You answer customer texts for Capitol Honda service. Keep replies under 300 characters.

Customer text from (202) 555-0117 {v("datetime", f"(sent {windows_general(t)})")} reads: is my accord ready?? you said 3pm and its almost 4. RO 61522
Vehicle status from the RO: waiting on alignment, tech estimate 45 min.
Assistant:""",
        f"{SRC}pos:service:parenthesised-sent",
        ["parenthesised", "windows_general", "inline", "cue_end"],
    )


@pos
def _sk_sentence_fi(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are the F&I product explainer. {v("datetime", f"The current date and time is {sk_now(t)}.")} Explain products neutrally and never pressure the customer.

Customer: The paperwork says the vehicle service contract starts on the purchase date, 02/27/2026, and lasts
60 months or 75,000 miles. If I already have 8,000 miles, when does it actually end?
Assistant:""",
        f"{SRC}pos:fi:semantic-kernel-sentence",
        ["semantic_kernel", "inline_sentence", "dates_in_user_text", "cue_end"],
    )


@pos
def _epoch_head_stamp_tail(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("epoch", "x-shop-epoch: " + str(epoch_s(t)))}
You help a small independent garage write estimates. Labour rate GBP 78/h + VAT.

Customer: 2017 Fiesta 1.0 EcoBoost, wet belt. Last changed at 62k in May 2022 according to the invoice I found. Now 96k.
How much for a belt, water pump and oil change?
{v("datetime", "stamp=" + rfc3339(t))}""",
        f"{SRC}pos:estimate:epoch-head-stamp-tail",
        ["head", "tail", "epoch", "rfc3339_offset", "made_up_label"],
    )


@pos
def _agent_run_dtc(g: Gen) -> Draft:
    t = g.moment()
    scan = earlier(g, t, 1)
    return Draft(
        f"""### Role: diagnostic planner
{v("run_id", "### Run: " + g.uuid7(t))}
{v("datetime", "### Started: " + dotnet_o(t, g.small(0, 10)))}
### Tools: labor_guide, tsb_search

Scan report pasted by the technician:
Scan {g.uuid7(scan)} at {rfc3339(scan)}
ECM  U0100:00  Lost Communication With ECM/PCM "A"  (history, 3 occurrences)
TCM  P0700     Transmission Control System MIL Request (current)
ABS  C0040     Right Front Wheel Speed Sensor Circuit  (pending)

Plan the next three diagnostic steps.
Thought:""",
        f"{SRC}pos:diagnostics:agent-run-header",
        ["agent_scaffold", "uuid7", "dotnet_o", "near_miss", "pasted_scan", "cue_end"],
    )


@pos
def _tsb_rag_retrieved(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Bulletins retrieved {v("datetime", "at " + iso_space(t) + " UTC")} for this request:
[1] TSB 23-NA-112 (rev. 2024-05-08): Intermittent no-crank, 12V battery drain from telematics module. Reflash TCU to 41.7.
[2] TSB 21-NA-309 (2021-11-02): Creak from front suspension over bumps; replace stabilizer bushings.

Using only the bulletins above, tell the technician which one fits: 2022 Ioniq 5, no-crank twice this week after sitting overnight.
Answer:""",
        f"{SRC}pos:tsb:rag-retrieval-phrase",
        ["rag", "inline_phrase", "fetched_for_request", "cue_end"],
    )


@pos
def _parts_as_of(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Parts availability {v("datetime", "as of " + f"{t:%d.%m.%Y %H:%M:%S}")} for this request:
1K0 698 451 J  pads rear   stock 4   bin C-14
5Q0 615 601 G  disc rear   stock 0   back-order, supplier ETA {dmy(t + timedelta(days=4))}
000 750 103 A  brake fluid stock 22

Can I start the rear brake job on the Golf today or should I wait?
Answer:""",
        f"{SRC}pos:parts:as-of-phrase",
        ["inline_phrase", "snapshot_time", "dotted_date", "cue_end"],
    )


@pos
def _cloudevent_campaign(g: Gen) -> Draft:
    t = g.moment()
    pub = earlier(g, t, 2)
    return Draft(
        f"""The OEM campaign feed delivered this to the dealer assistant. Draft the internal note for the service manager.

ce-specversion: 1.0
ce-type: com.oem.campaign.published
ce-source: /campaigns/na
{v("delivery_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}

{{"campaign":"25V-418","title":"Rearview camera image may not display","published":"{iso_date(pub)}","affected_in_stock":["3GNKBCRS2SS{g.digits(6)}","3GNKBCRS9SS{g.digits(6)}"],"stop_sale":true}}
Assistant:""",
        f"{SRC}pos:recall:cloudevent-received",
        ["cloudevents", "delivery_envelope", "payload_stays", "cue_end"],
    )


@pos
def _deposit_idempotency(g: Gen) -> Draft:
    return Draft(
        f"""Reservation deposit handler, outgoing call:
POST /v1/deposits
{v("nonce", "Idempotency-Key: " + g.uuid4())}
{v("request_id", "X-Request-Id: " + g.hex(16))}
Content-Type: application/json

Customer message: I paid the 500 EUR deposit for the ID.4 twice, references DEP-{g.digits(7)} and DEP-{g.digits(7)}. Please refund one.
Write a reply confirming what happens next.
Assistant:""",
        f"{SRC}pos:sales:deposit-idempotency",
        ["idempotency_key", "request_id", "references_stay", "cue_end"],
    )


@pos
def _dms_traceparent_question(g: Gen) -> Draft:
    t = g.moment()
    corr = g.uuid4()
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
tracestate: dms=rooftop-118

You are the DMS integration help desk. Explain errors to dealership staff without jargon.

User: The RO wouldn't post to accounting. The screen said "GL interface timeout, correlation {corr}" at {hhmm(earlier(g, t, 1))}. Do I need to re-close it or will it retry?
Assistant:""",
        f"{SRC}pos:dms:traceparent-vs-correlation",
        ["traceparent", "id_in_question", "near_miss", "stable_neighbour", "cue_end"],
    )


@pos
def _fleet_snapshot_paren(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Fleet health {v("snapshot_id", f"(snapshot {g.ksuid(t)})")} pulled for this request:
unit  vin_last6  odo_mi   dtc            last_seen
T-12  518832     88,410   P0087 active   {rfc3339(earlier(g, t, 1))}
T-19  520017     71,203   none           {rfc3339(earlier(g, t, 1))}
T-23  519440     93,877   P2463 pending  {rfc3339(earlier(g, t, 2))}
{v("datetime", "Pulled at: " + unix_date(t))}

Which trucks should we schedule into the diesel bay first, and why?""",
        f"{SRC}pos:telematics:fleet-snapshot",
        ["snapshot_id", "parenthesised", "gnu_date", "fetched_for_request", "times_in_table"],
    )


@pos
def _warranty_labor_xml_element(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<request>
  <dealer>41022</dealer>
  {v("request_id", f"<correlation>{g.uuid7(t)}</correlation>")}
  {v("datetime", f"<sent>{js_iso(t)}</sent>")}
  <locale>en-CA</locale>
</request>
Check the labour claimed against the standard times and flag anything over.

Claimed: op 07-2210 replace water pump 2.9 h; op 07-0050 cooling system pressure test 0.4 h
Standard times: 07-2210 = 2.6 h; 07-0050 = 0.3 h (not claimable with 07-2210)
Answer:""",
        f"{SRC}pos:warranty:xml-elements",
        ["xml_element", "uuid7", "js_iso", "cue_end"],
    )


@pos
def _delivery_wallclock(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""System: Vehicle-delivery checklist assistant for Nordlys Bil, Trondheim.
{v("datetime", "Wallclock: " + ctime(t))}
{v("session_id", "Desk session: " + g.b62(20))}

User: Customer picks up the EX30 at 15:00. The PDI sheet says it was completed {dmy(earlier(g, t, 3))} by tech 08. What do I still need before handover?
Assistant:""",
        f"{SRC}pos:sales:delivery-wallclock",
        ["made_up_label", "ctime", "session_id", "cue_end"],
    )


@pos
def _core_return_yaml_block(g: Gen) -> Draft:
    t = g.moment_us()
    shipped = earlier(g, t, 20)
    return Draft(
        f"""meta:
  tool: core-tracker
  {v("run_id", "pull: " + g.objectid(t))}
  {v("epoch", "pulled_ms: " + str(epoch_ms(t)))}
  store: 0417
cores:
  - part: 68303945AA  # alternator reman
    shipped: {iso_date(shipped)}
    credit_due: 185.00
  - part: 5149280AA  # turbo reman
    shipped: {iso_date(earlier(g, shipped, 30))}
    credit_due: 540.00
    status: rejected (housing cracked)

Which core credits are still missing and what do I tell the supplier about the turbo?
Answer:""",
        f"{SRC}pos:parts:yaml-core-returns",
        ["yaml_block", "objectid", "epoch_ms", "cue_end"],
    )


@pos
def _italian_preventivo(g: Gen) -> Draft:
    t = g.moment_eu()
    giorni = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
    return Draft(
        f"""Sei l'assistente dell'officina Ferri Auto di Modena. Rispondi in italiano.
{v("datetime", f"Oggi è {giorni[t.weekday()]} {t.day}/{t.month}/{t.year}, ore {t:%H:%M:%S}.")}

Il cliente ha inoltrato il preventivo ricevuto:
Preventivo n. 2026/{g.digits(4)} del {dmy(earlier(g, t, 6))}
Sostituzione kit frizione + volano bimassa — Fiat 500X 1.6 MJT — € 1.380,00 IVA inclusa
Validità 30 giorni

È ancora valido? Posso prenotare per la settimana prossima?""",
        f"{SRC}pos:estimate:italian-today",
        ["italian", "localized_now", "pasted_record"],
    )


@pos
def _swedish_sync(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du är verkstadens kundtjänstassistent. Svara på svenska.

Kunden skriver: Jag lämnade in bilen för däckbyte och service, ordernummer AO-{g.digits(6)}. Hur lång tid tar det?
Verkstadsplanering (från DMS): inlämnad {iso_date(t)} 07:45, beräknad klar 14:30, mekaniker Lind.
{v("datetime", "Synkad: " + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("request_id", "Anrop: " + g.hex(12))}""",
        f"{SRC}pos:service:swedish-tail",
        ["swedish", "tail", "made_up_label", "pasted_record"],
    )


@pos
def _dutch_lease_return(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("request_id", "Verzoek-ID: " + g.ulid(t).lower())}
{v("datetime", "Tijdstip: " + f"{t:%d-%m-%Y %H:%M:%S}")}
Je bent de assistent van de inname-afdeling voor leaseauto's. Antwoord in het Nederlands.

Inname-rapport (ingevuld door de expert, {dmy(earlier(g, t, 2))} 10:20):
Kenteken: R-{g.small(100, 999)}-KX  kilometerstand 94.120
Schade: kras achterbumper 12 cm, steenslag voorruit (buiten zichtveld)

Welke schade valt onder normale slijtage?""",
        f"{SRC}pos:lease-return:dutch-head",
        ["dutch", "ulid_lower", "head", "pasted_record"],
    )


@pos
def _greek_check_engine(g: Gen) -> Draft:
    t = moment_eet(g)
    return Draft(
        f"""Είσαι βοηθός συνεργείου. Απάντησε στα ελληνικά.
{v("datetime", "Τρέχουσα ώρα: " + f"{t:%d/%m/%Y %H:%M:%S}")}

Πελάτης: Το αυτοκίνητο έβγαλε λαμπάκι μηχανής χθες. Ο κωδικός στο OBD είναι P0171. Είναι επικίνδυνο να οδηγώ;""",
        f"{SRC}pos:diagnostics:greek-now",
        ["greek", "localized_now", "code_in_question"],
    )


@pos
def _vietnamese_tail(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý xưởng dịch vụ của đại lý Toyota. Trả lời bằng tiếng Việt.

Khách hàng: Xe Vios của tôi đặt lịch bảo dưỡng 40.000 km ngày {dmy(t + timedelta(days=2))} lúc 9:00, mã đặt lịch DL-{g.digits(6)}. Tôi muốn đổi sang chiều được không?
{v("datetime", "Thời điểm yêu cầu: " + f"{t:%H:%M:%S} {t:%d/%m/%Y}")}""",
        f"{SRC}pos:service:vietnamese-tail",
        ["vietnamese", "tail", "dates_in_user_text"],
    )


@pos
def _czech_stk(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Jsi asistent autoservisu. Odpovídej česky.
{v("session_id", "Relace: " + g.uuid4())}
Pobočka: Brno-Líšeň

Zákazník vložil protokol z STK:
Datum kontroly: {dmy(earlier(g, t, 30))}  Platnost do: {dmy(earlier(g, t, 30) + timedelta(days=730))}
Závady: B — vůle v kulovém čepu PL; A — nefunkční osvětlení SPZ

Co musím opravit do příští kontroly?""",
        f"{SRC}pos:inspection:czech-session",
        ["czech", "session_id", "stable_neighbour", "pasted_record"],
    )


@pos
def _ukrainian_credit(g: Gen) -> Draft:
    t = moment_eet(g)
    return Draft(
        f"""Ти консультант з автокредитування в салоні. Відповідай українською.

Клієнт: Банк схвалив заявку № {g.digits(8)} від {dmy(earlier(g, t, 3))}, ставка 14,9%, перший внесок 30%. Це нормальні умови?
{v("datetime", "Поточний час сервера: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "Сеанс: " + g.ksuid(t))}""",
        f"{SRC}pos:fi:ukrainian-tail",
        ["ukrainian", "cyrillic", "tail", "ksuid"],
    )


@pos
def _phone_call_summary_epoch_us(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Call summary request
{v("epoch", "received_us: " + str(epoch_us(t)))}
line: service-main

Transcript (customer, 2 min 41 s):
"Yeah hi, I dropped off the Silverado this morning, RO 77310, the advisor said it's the 6.2 lifter tick again,
the same thing you fixed in October under warranty. I want to know if this one's covered too."

Summarise for the advisor in three bullets.
Answer:""",
        f"{SRC}pos:service:call-summary-epoch-us",
        ["epoch_us", "header_block", "stable_neighbour", "cue_end"],
    )


@pos
def _bodyless_test_drive_waiver(g: Gen) -> Draft:
    t = g.moment(AEST)
    return Draft(
        f"""Check this test-drive waiver before the customer leaves the lot. Reply OK or list what is missing.

Waiver TD-{g.digits(5)}
Driver: Liam Tran   Licence: QLD {g.digits(8)}  exp 2029-08-14
Vehicle: 2026 BYD Seal Premium  stock B2231  plate YPL-44Q
Out: {hhmm(t)}  Fuel/charge: 81%  Accompanied: no
Signature: present   Licence photo: present   Insurance excess acknowledged: unticked

{v("datetime", "kiosk.clock=" + py_iso(t))} {v("session_id", "kiosk.session=" + g.hex(20))}""",
        f"{SRC}pos:test-drive:kiosk-tail-kv",
        ["tail", "key_value", "python_isoformat", "pasted_form", "made_up_label"],
    )


@pos
def _iso_week_workshop(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Workshop capacity planner.
{v("datetime", "Current week: " + iso_week(t))}
Bays: 9 (2 EV-certified)   Technicians: 11

Booked hours by week (from the planner export):
2026-W14  312 h  of 396 h
2026-W15  401 h  of 396 h
2026-W16  288 h  of 352 h (Easter Monday)

Where can I fit a 14-hour battery module replacement on an e-Golf?
Answer:""",
        f"{SRC}pos:planning:iso-week-now",
        ["iso_week", "weeks_in_content_stay", "header_block", "cue_end"],
    )


@pos
def _email_relay_footer(g: Gen) -> Draft:
    t = g.moment_us()
    sent = earlier(g, t, 1)
    return Draft(
        f"""Translate this customer e-mail into English for the service manager and suggest a reply.

De: Marisol Quintero <m.quintero@correo.example>
Fecha: {rfc2822(sent)}
Asunto: Reclamo RO 90114

Buenas tardes, recogí mi camioneta el sábado y la luz de check engine volvió a prender el lunes en la mañana.
Ya pagué 640 dólares por el sensor. Quiero que la revisen sin costo.

--
{v("message_id", "Relay-Message: " + g.uuid7(t))}
{v("datetime", "Relayed: " + clf(t))}""",
        f"{SRC}pos:service:email-relay-footer",
        ["footer", "clf", "uuid7", "pasted_email", "near_miss"],
    )


@pos
def _warranty_statement_ulid_head(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("request_id", g.ulid(t))}
Summarise the dealer's warranty reserve position from the statement below for the GM.

Warranty statement, period 2026-02
Claims paid: 184   Amount: $211,448.20
Debits: 9  ($7,912.55), top reason: "labor time exceeds standard"
Pending: 22  oldest submitted 2026-01-19
Parts return compliance: 96.1%
{v("epoch", "t=" + str(epoch_ms(t)))}""",
        f"{SRC}pos:warranty:ulid-head-epoch-tail",
        ["head", "tail", "ulid_alone", "epoch_ms", "pasted_record"],
    )


# --- pasted records (negatives) ---------------------------------------------------------------------------------

Block = tuple[str, list[str], str, str, str]


def pasted_blocks(g: Gen) -> list[Block]:
    """Records the user pastes, forwards or quotes: every time and id in them is content."""
    out: list[Block] = []

    def add(source: str, tags: list[str], block: str, ask: str, intro: str) -> None:
        out.append((source, tags, block, ask, intro))

    t = g.moment_us()
    c = earlier(g, t, 6)
    add(
        "ro-json-created-first",
        ["pretty_json", "created_at_first", "uuid7_content"],
        f"""{{
  "created_at": "{rfc3339(c)}",
  "id": "{g.uuid7(c)}",
  "ro": "RO-552019",
  "advisor": "K. Burns",
  "promised_at": "{rfc3339(c + timedelta(hours=7))}",
  "lines": [
    {{"op": "02-LOF", "desc": "Oil and filter", "status": "closed"}},
    {{"op": "14-HVAC", "desc": "AC blows warm", "status": "waiting_parts"}}
  ]
}}""",
        "When was this RO opened and did we miss the promise time?",
        "This is the RO from the DMS",
    )
    t = g.moment_us()
    rows = "\n".join(
        f"{7731 + k}-{g.digits(4)},{rfc3339(earlier(g, t, 40))},{st},{amt}"
        for k, (st, amt) in enumerate(
            [("PAID", "412.80"), ("DEBITED", "0.00"), ("PENDING", ""), ("PAID", "1288.15")]
        )
    )
    add(
        "warranty-claims-csv",
        ["csv", "timestamps_with_offset", "claims"],
        f"claim_id,submitted_at,status,paid_amount\n{rows}",
        "Which of these claims should I chase with the factory rep?",
        "Export from the warranty portal",
    )
    t = g.moment()
    add(
        "telematics-webhook-pasted-to-debug",
        ["webhook_pasted", "near_miss", "signature_in_content"],
        f"""POST /hooks/vigil HTTP/1.1
X-Vigil-Delivery: {g.ulid(t)}
X-Vigil-Timestamp: {epoch_s(t)}
X-Vigil-Signature: v1={g.hex(64)}
Content-Type: application/json

{{"event":"dtc.raised","vehicle":{{"vin":"5YJ3E1EA7PF{g.digits(6)}"}},"dtc":"P0A80","occurred_at":"{rfc3339(earlier(g, t, 1))}"}}""",
        "Our endpoint rejects this delivery with 'signature mismatch'. We compute HMAC-SHA256 over the body only. What are we doing wrong?",
        "Captured from our webhook receiver",
    )
    t = g.moment()
    add(
        "recall-xml",
        ["xml", "dates_in_content", "recall"],
        f"""<Recall>
  <Campaign>25V{g.digits(3)}</Campaign>
  <ReportReceivedDate>{iso_date(earlier(g, t, 90))}</ReportReceivedDate>
  <Component>FUEL SYSTEM, GASOLINE:DELIVERY:FUEL PUMP</Component>
  <Summary>The low-pressure fuel pump may fail, causing an engine stall.</Summary>
  <OwnerNotification>{iso_date(earlier(g, t, 20))}</OwnerNotification>
</Recall>""",
        "Has the owner letter gone out yet, and can we order the pump now?",
        "From the recall database",
    )
    t = g.moment()
    lines = []
    for w, (part, st) in zip(
        seq(g, t, 3),
        [("68490183AB", "backordered"), ("68490183AB", "eta_updated"), ("04627451AB", "allocated")],
        strict=True,
    ):
        lines.append(
            f"ts={rfc3339(w, 3)} level=info order=PO-{g.digits(6)} part={part} status={st} "
            f"eta={iso_date(w + timedelta(days=g.small(3, 30)))} request_id={g.uuid4()}"
        )
    add(
        "parts-logfmt",
        ["logfmt", "request_id_in_content", "eta"],
        "\n".join(lines),
        "Which part is holding up the Wrangler and when is it expected?",
        "Parts system log",
    )
    t = g.moment()
    add(
        "dms-curl-409",
        ["http_exchange", "curl", "date_header", "request_id_in_content"],
        f"""> POST /api/v2/repair-orders/552019/close HTTP/2
> Host: dms.example-dealer.net
> Authorization: Bearer ***
>
< HTTP/2 409
< date: {http_date(t)}
< x-request-id: {g.hex(32)}
< content-type: application/json
<
{{"error":"ro_has_open_lines","open_lines":["C"],"checked_at":"{js_iso(t)}"}}""",
        "Why can't I close the RO? Line C is a goodwill line we already approved.",
        "Here is what the DMS returned",
    )
    t = g.moment_us()
    add(
        "oem-email-headers",
        ["email", "date_header", "message_id"],
        f"""From: Warranty Operations <warranty-ops@oem.example>
To: service@lakeline-chevy.example
Date: {rfc2822(t)}
Message-ID: <{g.hex(16)}.{epoch_s(t)}@mail.oem.example>
Subject: Chargeback notice - claim 7731-{g.digits(4)}

Your claim was selected for post-payment review. Provide the technician punch times and the
failed-part photo within 10 business days or the claim amount will be debited.""",
        "What exactly do I need to send, and by which date if today is the day it arrived?",
        "My colleague sent this",
    )
    t = g.moment()
    d = earlier(g, t, 3)
    add(
        "tech-notes-log",
        ["log_lines", "bracketed_timestamps"],
        "\n".join(
            f"[{iso_space(d + timedelta(minutes=m))}] {msg}"
            for m, msg in [
                (0, "Tech 118 clock on RO 83310"),
                (14, "Verified complaint: grinding from LF on braking"),
                (52, "LF pad worn to backing plate, rotor scored 0.4 mm below min"),
                (95, "Replaced LF/RF pads and rotors, road tested OK"),
            ]
        ),
        "Write the correction line for the invoice.",
        "Technician notes",
    )
    t = g.moment_us()
    add(
        "leads-csv-ulid",
        ["csv", "ulid_content", "created"],
        "lead_id,created,source,model,status\n"
        + "\n".join(
            f"{g.ulid(w)},{rfc3339(w)},{src},{m},{s}"
            for w, (src, m, s) in zip(
                seq(g, t, 3),
                [
                    ("website", "Tacoma TRD", "new"),
                    ("cars-marketplace", "4Runner", "contacted"),
                    ("walk-in", "Tacoma SR5", "test_drive_done"),
                ],
                strict=True,
            )
        ),
        "Which lead has gone longest without contact?",
        "Leads exported from the CRM",
    )
    t = g.moment_us()
    add(
        "deal-yaml",
        ["yaml", "dates_in_content", "fi"],
        f"""deal: D-{g.digits(6)}
contract_date: {iso_date(t)}
first_payment: {iso_date(t + timedelta(days=45))}
term_months: 72
apr: 7.49
amount_financed: 38412.50
products:
  - vsc: 60mo/75k
  - gap: yes
funded_at: null""",
        "The lender says first payment must be within 45 days. Are we OK?",
        "Deal recap",
    )
    t = g.moment(EST)
    add(
        "key-cabinet-kv",
        ["key_value", "timestamps_with_offset"],
        "\n".join(
            f"{rfc3339(w)} cabinet=K2 slot={s} user={u} action={a}"
            for w, (s, u, a) in zip(
                seq(g, t, 3),
                [(41, "tech214", "OUT"), (41, "porter03", "IN"), (17, "sales11", "OUT")],
                strict=True,
            )
        ),
        "Who had the keys for slot 41 last?",
        "Key cabinet log",
    )
    t = g.moment_us()
    add(
        "loaner-markdown",
        ["markdown_table", "times_in_table"],
        "| Unit | Out | Due | In | Customer |\n|---|---|---|---|---|\n"
        + "\n".join(
            f"| L-{u} | {us_date(o)} {hhmm(o)} | {us_date(o + timedelta(days=2))} 18:00 | {i} | {n} |"
            for u, o, i, n in [
                (17, earlier(g, t, 4), "-", "Hale"),
                (22, earlier(g, t, 4), us_date(t), "Osei"),
                (31, earlier(g, t, 9), "-", "Lindqvist"),
            ]
        ),
        "Which loaners are overdue?",
        "Loaner board",
    )
    t = g.moment()
    add(
        "trip-json-epochs",
        ["single_line_json", "epoch_ms_content", "telematics"],
        f'{{"trip_id":"{g.uuid7(t)}","vin":"KNDCE3LG7P5{g.digits(6)}","start_ms":{epoch_ms(earlier(g, t, 1))},'
        f'"end_ms":{epoch_ms(t)},"distance_km":48.2,"harsh_brakes":3,"max_speed_kmh":131}}',
        "Was this customer driving hard enough to explain the brake wear?",
        "Trip data the owner shared",
    )
    t = g.moment_eu()
    add(
        "appointment-form-ksuid",
        ["form_export", "ksuid_content", "submitted"],
        f"""Submission: {g.ksuid(t)}
Submitted: {iso_space(t)}
Name: Jonas Weber
Vehicle: 2019 Tiguan 2.0 TSI, 88,000 km
Preferred date: {dmy(t + timedelta(days=5))} morning
Message: Warning light for AdBlue? Not sure, orange symbol with a drop.""",
        "Which service should I book and is the message about AdBlue plausible for this engine?",
        "Web form",
    )
    t = g.moment()
    add(
        "deposit-event-from-logs",
        ["payment_event_pasted", "epoch_content"],
        f"""{{
  "id": "evt_{g.b62(24)}",
  "type": "charge.refunded",
  "created": {epoch_s(t)},
  "data": {{"object": {{"id": "ch_{g.b62(24)}", "amount": 50000, "currency": "eur", "description": "Reservation deposit ID.4 PRO"}}}}
}}""",
        "Did the customer's refund actually go through?",
        "From the payment logs",
    )
    t = g.moment()
    add(
        "sentry-plugin",
        ["sentry", "event_id", "timestamps"],
        f"""TypeError: Cannot read properties of undefined (reading 'laborOps')
  at renderEstimate (estimate-plugin.js:214:31)
event_id: {g.hex(32)}
timestamp: {js_iso(t)}
release: estimate-plugin@3.8.2
user: advisor-kburns""",
        "What's wrong with our estimate plug-in?",
        "Error report",
    )
    t = g.moment()
    add(
        "kafka-inventory",
        ["kafka", "ulid_content", "epoch_ms_content"],
        "\n".join(
            f'inventory.parts\t{p}\toffset={g.digits(6)}\t{{"event_id":"{g.ulid(w)}","ts":{epoch_ms(w)},"sku":"{s}","qty":{q}}}'
            for w, (p, s, q) in zip(
                seq(g, t, 3), [(0, "04E115561H", -1), (2, "04E115561H", 6), (1, "5Q0698151", -2)], strict=True
            )
        ),
        "Is the oil filter count right after these events? We started at 3.",
        "Consumer output",
    )
    t = g.moment_eu()
    add(
        "ics-appointment",
        ["ics", "dtstamp", "uid"],
        f"""BEGIN:VEVENT
UID:{g.uuid4()}@service.autohaus-example.de
DTSTAMP:{t.astimezone(UTC):%Y%m%dT%H%M%S}Z
DTSTART;TZID=Europe/Berlin:{(t + timedelta(days=3)):%Y%m%d}T080000
SUMMARY:Inspektion + Bremsflüssigkeit
LOCATION:Autohaus, Annahme 2
END:VEVENT""",
        "Can you tell the customer what time to arrive and what to bring?",
        "Calendar invite we sent",
    )
    t = g.moment_us()
    add(
        "sms-thread-export",
        ["sms_thread", "times_in_content"],
        "\n".join(
            f"{us_date(w)} {w:%I:%M %p}  {who}: {msg}"
            for w, (who, msg) in zip(
                seq(g, t, 3),
                [
                    ("Advisor", "Your Civic needs front pads, $289. Approve?"),
                    ("Customer", "yes go ahead"),
                    ("Advisor", "Done, ready by 4."),
                ],
                strict=True,
            )
        ),
        "Is a 'yes go ahead' by text enough authorisation under our policy, and when was it given?",
        "Texting platform export",
    )
    t = g.moment_us()
    add(
        "buyers-order",
        ["document", "dates_in_content", "sales"],
        f"""BUYER'S ORDER  No. {g.digits(6)}     Date of sale: {us_date(t)}  Time: {t:%I:%M %p}
Vehicle: 2024 Ford Bronco Sport Badlands  VIN 3FMCR9D9XRR{g.digits(6)}  Stock U4412
Cash price $31,995.00   Doc fee $799.00   Trade allowance $14,500.00   Payoff $9,212.37
Deposit received $1,000.00 (receipt R-{g.digits(5)})""",
        "What's the balance due before tax?",
        "Buyer's order",
    )
    t = g.moment_us()
    sub = earlier(g, t, 15)
    add(
        "title-status-json",
        ["pretty_json", "submitted_at", "id_content"],
        f"""{{
  "application_id": "{g.uuid4()}",
  "submitted_at": "{rfc3339(sub)}",
  "state": "TX",
  "status": "REJECTED",
  "reason": "Odometer disclosure unsigned",
  "updated_at": "{rfc3339(sub + timedelta(days=3, seconds=g.small(60, 9000)))}"
}}""",
        "The customer's temp tag expires soon. What do we fix to resubmit?",
        "Below is what the title system returned",
    )
    t = g.moment()
    add(
        "oem-portal-error-page",
        ["error_page", "request_id_in_content", "time_in_content"],
        f"""Something went wrong.
We could not submit your claim. Please contact dealer support with the details below.
Request ID: {g.uuid4()}
Time: {http_date(t)}
Error: WCL-5031 labor operation not valid for VIN model year""",
        "What does WCL-5031 mean and should I call support?",
        "The warranty portal showed this",
    )
    t = g.moment()
    add(
        "otel-span",
        ["opentelemetry", "trace_ids_content"],
        f"""{{"name":"POST /quotes","trace_id":"{g.hex(32)}","span_id":"{g.hex(16)}","start_time_unix_nano":{epoch_us(t)}000,"end_time_unix_nano":{epoch_us(t) + 2840000}000,"attributes":{{"dealer.id":"41022","http.status_code":504}}}}""",
        "How long did the quote call take before the 504?",
        "One span from our tracing",
    )
    t = g.moment()
    add(
        "parts-portal-jwt",
        ["jwt_content", "id_in_question"],
        g.jwt(t, "parts-counter-3"),
        "This token is from the parts portal cookie. What's inside it and when does it expire?",
        "The token",
    )
    t = g.moment_us()
    add(
        "battery-test-printout",
        ["printout", "dates_in_content", "test_code"],
        f"""BATTERY TEST REPORT
Date: {us_date(t)}  Time: {t:%H:%M:%S}
Rated: 760 CCA SAE   Measured: 402 CCA
Voltage: 12.31 V   State of health: 41%
Decision: REPLACE BATTERY
Test code: {g.b62(12).upper()}""",
        "Is this battery a warranty replacement if it's 26 months old with a 36-month free replacement?",
        "Tester printout",
    )
    t = g.moment_us()
    add(
        "webhook-dashboard-log",
        ["webhook_log", "delivery_ids_content", "table"],
        "Delivery ID                          Sent at                     Status  Attempts\n"
        + "\n".join(
            f"{g.uuid4()}  {rfc3339(earlier(g, t, 1))}  {s}     {a}"
            for s, a in [(500, 3), (200, 1), (500, 5)]
        ),
        "Why would the CRM keep retrying the first and third? Our lead endpoint returns 500 when the phone is missing.",
        "Our CRM's webhook page",
    )
    t = g.moment()
    add(
        "nginx-dealer-site",
        ["access_log", "clf", "request_ids_content"],
        "\n".join(
            f'203.0.113.{g.small(2, 250)} - - [{clf(earlier(g, t, 1))}] "{r}" {st} {sz} rid={g.hex(16)}'
            for r, st, sz in [
                ("GET /inventory/new?model=ioniq-6 HTTP/2.0", 200, 48213),
                ("POST /api/test-drive HTTP/2.0", 502, 157),
                ("POST /api/test-drive HTTP/2.0", 502, 157),
            ]
        ),
        "Are test-drive bookings failing on our site?",
        "Web server log",
    )
    t = g.moment_us()
    add(
        "chat-widget-transcript",
        ["chat_transcript", "times_in_content"],
        "\n".join(
            f"[{w:%I:%M:%S %p}] {who}: {msg}"
            for w, who, msg in [
                (t, "Visitor", "do you have the silver Outback in stock?"),
                (t + timedelta(seconds=47), "Agent", "Yes, stock S7712, 2026 Outback Touring."),
                (t + timedelta(seconds=112), "Visitor", "can i see it saturday 11am?"),
            ]
        ),
        "Turn this into a CRM appointment note.",
        "Website chat transcript",
    )
    t = g.moment()
    add(
        "nota-fiscal-xml",
        ["xml", "brazil", "dhEmi"],
        f"""<ide><cUF>35</cUF><nNF>{g.digits(6)}</nNF><dhEmi>{rfc3339(earlier(g, t, 2).astimezone(BRT))}</dhEmi><natOp>Venda de peças</natOp></ide>
<det nItem="1"><prod><cProd>5U0698151A</cProd><xProd>PASTILHA FREIO DIANT</xProd><vProd>389.90</vProd></prod></det>""",
        "Essa nota fiscal é da venda das pastilhas? Qual a data de emissão?",
        "Nota fiscal",
    )
    t = g.moment()
    add(
        "candump",
        ["can_log", "epoch_content"],
        "\n".join(f"({epoch_s(t) + k}.{g.digits(6)}) can0 7E8#{g.hex(16).upper()}" for k in range(4)),
        "These are responses to a mode 01 PID 0C request. What RPM do they show?",
        "candump output",
    )
    t = g.moment_eu()
    add(
        "werkstattauftrag-german",
        ["german", "erstellt_first", "uuid_content"],
        f"""Erstellt: {dmy(t)} {t:%H:%M:%S}
Auftrags-ID: {g.uuid4()}
Fahrzeug: BMW 320d Touring (G21), FIN WBA{g.digits(4)}0{g.digits(9)}
Beanstandung: Klappern Unterboden bei Kaltstart
Befund: Hitzeschutzblech Mittelschalldämpfer lose""",
        "Ist das ein Garantiefall? Das Auto ist 22 Monate alt.",
        "Werkstattauftrag",
    )
    t = g.moment(MXC)
    add(
        "orden-reparacion-spanish",
        ["spanish", "creado_first", "uuid7_content", "pretty_json"],
        f"""{{
  "creado": "{rfc3339(t)}",
  "folio": "{g.uuid7(t)}",
  "cliente": "Rosa Elena Márquez",
  "vehiculo": "Nissan Versa 2022",
  "falla": "Ruido en la dirección al girar a la izquierda",
  "estado": "diagnóstico"
}}""",
        "¿Cuánto tiempo lleva esta orden en diagnóstico? Hoy es el mismo día de la creación.",
        "Orden de reparación",
    )
    t = g.moment_eu()
    add(
        "commande-pieces-french",
        ["french", "csv", "horodatage"],
        "horodatage;référence;désignation;qté;statut\n"
        + "\n".join(
            f"{w:%d/%m/%Y %H:%M:%S};{r};{d};{q};{s}"
            for w, r, d, q, s in [
                (earlier(g, t, 4), "1609425280", "Filtre à particules", 1, "en rupture"),
                (earlier(g, t, 4), "9812345680", "Joint collecteur", 2, "livré"),
            ]
        ),
        "Peux-tu me dire quelle pièce bloque la 308 et depuis quand ?",
        "Commande pièces",
    )
    t = g.moment(JST)
    add(
        "seibi-kiroku-japanese",
        ["japanese", "japanese_keys", "pretty_json"],
        f"""{{
  "作成日時": "{rfc3339(t)}",
  "記録ID": "{g.ulid(t)}",
  "車両": "ハリアー 2.5 HEV",
  "作業内容": "ブレーキフルード交換、ワイパーゴム交換",
  "担当": "佐藤"
}}""",
        "この整備記録の内容をお客様向けに説明してください。",
        "整備記録",
    )
    t = g.moment(KST)
    add(
        "recall-sms-korean",
        ["korean", "sms", "dates_in_content"],
        f"""[Web발신] 리콜 안내
고객님의 차량(VIN KMH{g.digits(4)}…{g.digits(4)})은 {t.year}년 {t.month}월 {t.day}일 시작된 무상수리(캠페인 {g.digits(3)}) 대상입니다.
가까운 블루핸즈에 예약해 주세요. 문의 1588-0000""",
        "이 문자가 진짜 리콜 안내인지 어떻게 확인하나요?",
        "받은 문자",
    )
    t = g.moment(CST)
    add(
        "claim-kv-chinese",
        ["chinese", "key_value", "claim"],
        f"""索赔单号={g.digits(10)}
提交时间={iso_space(t)}
故障代码=P0299
更换零件=涡轮增压器总成
状态=厂家审核中""",
        "这个索赔一般多久能审核完？",
        "索赔单",
    )
    t = g.moment(GST)
    add(
        "finance-contract-arabic",
        ["arabic", "contract", "dates_in_content"],
        f"""عقد تمويل سيارة رقم {g.digits(7)}
تاريخ العقد: {iso_date(t)}
المبلغ الممول: 96,500 درهم — المدة 48 شهراً — القسط الشهري 2,214 درهم
تاريخ أول قسط: {iso_date(t + timedelta(days=30))}""",
        "كم سيكون مجموع ما أدفعه حتى نهاية العقد؟",
        "العقد",
    )
    t = g.moment(MSK)
    add(
        "zakaz-naryad-russian",
        ["russian", "log_lines", "times_in_content"],
        "\n".join(
            f"{iso_space(w)} | {msg}"
            for w, msg in zip(
                seq(g, t, 3),
                [
                    "Автомобиль принят, пробег 97 410 км",
                    "Диагностика подвески: люфт шаровой опоры слева",
                    "Ожидание запчасти, поставщик Автодок",
                ],
                strict=True,
            )
        ),
        "Сколько времени машина уже стоит в сервисе?",
        "История заказ-наряда",
    )
    t = g.moment(IST)
    add(
        "job-card-hindi",
        ["hindi", "job_card", "dates_in_content"],
        f"""जॉब कार्ड: JC-{g.digits(6)}
दिनांक: {dmy(t)}   समय: {hhmm(t)}
वाहन: Hyundai Creta 1.5 (MH12 XY {g.digits(4)})
शिकायत: AC ठंडा नहीं कर रहा
अनुमानित डिलीवरी: {dmy(t + timedelta(days=1))} शाम 6 बजे""",
        "ग्राहक पूछ रहा है कि गाड़ी कब मिलेगी — क्या जवाब दूँ?",
        "जॉब कार्ड",
    )
    t = g.moment_eu()
    add(
        "protokol-polish",
        ["polish", "document", "times_in_content"],
        f"""PROTOKÓŁ PRZYJĘCIA POJAZDU nr {g.digits(5)}/{t.year}
Data i godzina przyjęcia: {dmy(t)} {t:%H:%M}
Pojazd: Toyota Corolla TS 1.8 HSD, VIN SB1{g.digits(14)}
Stan paliwa: 1/2   Przebieg: 134 512 km
Uwagi klienta: stuki z tyłu na nierównościach""",
        "Napisz klientowi SMS, że przyjęliśmy auto.",
        "Protokół",
    )
    t = g.moment(TRT)
    add(
        "ekspertiz-turkish",
        ["turkish", "report", "dates_in_content"],
        f"""EKSPERTİZ RAPORU  No: EX-{g.digits(7)}
Tarih: {dmy(t)} {hhmm(t)}
Araç: 2020 Renault Clio 1.0 TCe  Km: 61.300
Kaporta: sağ ön çamurluk boyalı, sol arka kapı lokal boyalı
Motor: yağ kaçağı yok  Şanzıman: normal""",
        "Bu rapora göre araç için takas fiyatından ne kadar düşmeliyim?",
        "Ekspertiz raporu",
    )
    t = moment_il(g)
    add(
        "delivery-form-hebrew",
        ["hebrew", "form", "times_in_content"],
        f"""טופס מסירת רכב
תאריך: {dmy(t)}  שעה: {hhmm(t)}
רכב: קיה ספורטאז' 2026, מספר רישוי {g.digits(3)}-{g.digits(2)}-{g.digits(3)}
מד אוץ: 12 ק"מ   מפתחות: 2   חתימת לקוח: קיימת""",
        "האם חסר משהו בטופס המסירה?",
        "טופס המסירה",
    )
    t = g.moment(ICT)
    add(
        "quote-thai",
        ["thai", "quote", "buddhist_era_content"],
        f"""ใบเสนอราคา เลขที่ QT{g.digits(6)}
วันที่ {t.day}/{t.month}/{t.year + 543} เวลา {hhmm(t)} น.
รายการ: เปลี่ยนผ้าเบรกหน้า + เจียรจานเบรก  ราคา 3,850 บาท
ยืนราคา 15 วัน""",
        "ใบเสนอราคานี้ยังใช้ได้ถึงวันไหน",
        "ใบเสนอราคา",
    )
    t = g.moment(WIB)
    add(
        "spk-indonesian",
        ["indonesian", "sales_order", "dates_in_content"],
        f"""SURAT PESANAN KENDARAAN (SPK) No. {g.digits(6)}
Tanggal: {dmy(t)}
Tipe: Toyota Avanza 1.5 G CVT  Warna: Silver Metallic
Uang muka: Rp 25.000.000 (dibayar {dmy(t)} pukul {hhmm(t)})
Estimasi kirim: minggu ke-3 bulan depan""",
        "Kalau saya batal, uang mukanya kembali berapa?",
        "SPK",
    )
    t = moment_eet(g)
    add(
        "warranty-email-greek",
        ["greek", "email", "date_header"],
        f"""Από: Τμήμα Εγγυήσεων <warranty@importer.example.gr>
Ημερομηνία: {rfc2822(t)}
Θέμα: Αίτημα εγγύησης {g.digits(8)}

Το αίτημά σας εγκρίθηκε. Η αντικατάσταση της αντλίας νερού καλύπτεται πλήρως.""",
        "Τι σημαίνει αυτό για το κόστος μου;",
        "Email από τον εισαγωγέα",
    )
    t = g.moment_eu()
    add(
        "besiktning-swedish",
        ["swedish", "inspection", "dates_in_content"],
        f"""BESIKTNINGSPROTOKOLL  Kontrollbesiktning
Datum: {iso_date(t)} kl. {hhmm(t)}
Fordon: ABC 12{g.small(1, 9)}  Volvo V60 D4
Anmärkningar: 2x Bromsskiva fram, korrosion (ombesiktning)
Ombesiktning senast: {iso_date(t + timedelta(days=30))}""",
        "Hinner vi byta skivorna innan ombesiktningen om delarna tar en vecka?",
        "Protokollet",
    )
    t = g.moment(ICT)
    add(
        "phieu-sua-chua-vietnamese",
        ["vietnamese", "repair_order", "dates_in_content"],
        f"""PHIẾU SỬA CHỮA số {g.digits(6)}
Ngày vào xưởng: {dmy(t)} {hhmm(t)}
Xe: Mazda CX-5 2.0, biển số 51K-{g.digits(3)}.{g.digits(2)}
Nội dung: thay dầu hộp số, kiểm tra tiếng kêu gầm""",
        "Xe tôi vào xưởng lúc mấy giờ vậy?",
        "Phiếu sửa chữa",
    )
    t = g.moment_eu()
    add(
        "fattura-italian",
        ["italian", "invoice", "dates_in_content"],
        f"""FATTURA N. {g.digits(4)}/A del {dmy(t)}
Codice identificativo SdI: {g.digits(10)}
Tagliando 60.000 km — Fiat Tipo SW 1.6 MJT
Imponibile € 412,30  IVA 22% € 90,71  Totale € 503,01""",
        "Posso detrarre l'IVA se l'auto è intestata alla mia ditta individuale?",
        "Fattura",
    )
    t = g.moment()
    add(
        "mode06-data",
        ["scan_data", "mode06"],
        f"""Mode $06 results, session {g.hex(8).upper()} ({iso_space(t)})
MID $A2 TID $0B  Misfire cyl 1   value 0   min 0  max 65535  PASS
MID $A4 TID $0B  Misfire cyl 3   value 312 min 0  max 65535  PASS
MID $A5 TID $0B  Misfire cyl 4   value 14  min 0  max 65535  PASS""",
        "Cylinder 3 shows a lot of counts but still PASS. Should I swap coils 3 and 4?",
        "Scan tool output",
    )
    t = g.moment_us()
    add(
        "used-car-inspection-yaml",
        ["yaml", "inspected_at", "uuid_content"],
        f"""inspection:
  id: {g.uuid7(t)}
  inspected_at: {rfc3339(t)}
  inspector: tech 122
  vehicle: 2021 Honda CR-V EX, 44,120 mi
  findings:
    - rear pads 3 mm
    - windshield chip, passenger side
  cpo_eligible: pending""",
        "What has to be done before this can be certified pre-owned?",
        "Used-car inspection",
    )
    t = g.moment()
    add(
        "gps-pings-csv",
        ["csv", "epoch_content", "telematics"],
        "epoch,lat,lon,speed_kmh,ignition\n"
        + "\n".join(
            f"{epoch_s(t) + 30 * k},47.61{g.digits(3)},-122.33{g.digits(3)},{s},{i}"
            for k, (s, i) in enumerate([(0, "off"), (0, "on"), (22, "on"), (41, "on")])
        ),
        "Did the loaner move while it was supposed to be parked at the customer's house overnight?",
        "GPS export",
    )
    t = g.moment_us()
    add(
        "credit-pull-summary",
        ["credit_report", "pull_date", "reference_content"],
        f"""Bureau: Experian   Pulled: {us_date(t)} {t:%I:%M %p}   Ref: {g.b62(14).upper()}
FICO Auto 8: 688
Tradelines: 9 open / 3 auto   Oldest: 2011-06
30-day lates (24 mo): 1   Repossessions: 0""",
        "What tier would this customer usually fall into for a new-car loan?",
        "The credit pull",
    )
    return out


PLACEMENTS = [
    "after",
    "before",
    "under_question",
    "lead_in",
    "quoted",
    "fenced",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "start_of_message",
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
SYSTEMS = [
    "You are the service desk assistant of a franchised dealership. Answer from the material given.",
    "You help dealership staff read documents and records. Say when the data is not enough.",
    "You are ShopPilot, an assistant for an independent repair shop. Be brief and practical.",
    "You support a dealer group's sales, service and F&I teams. Quote the record when you rely on it.",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    sys_ = SYSTEMS[k % len(SYSTEMS)]
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under_question":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n{block}\nAssistant: Got it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"{sys_}\n\nUser: Can you pull that record up again?\nAssistant: Here it is, as you sent it earlier:\n"
            f"{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"{sys_}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{sys_}\n\n{ask} {intro}:\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{sys_}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{sys_}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{sys_}\n\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{sys_}<|end|>\n<|user|>\n{intro}:\n{block}\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return f"Context documents:\n[doc 1] {intro}\n{block}\n\nQuestion: {ask}\nAnswer:"
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: The user attached the record; I will read it with the viewer.\n"
            f"Action: open_attachment\nAction Input: attachment 1\nObservation:\n{block}\nThought:"
        )
    if placement == "system_user":
        return f"{sys_}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnything else in there I should worry about?"


def _negatives_pasted(g: Gen) -> None:
    for k, (source, tags, block, ask, intro) in enumerate(pasted_blocks(g)):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(k, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


def _neg(text: str, source: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


def _negatives_lookalikes(g: Gen) -> None:
    """Stable values in program positions: they do not change between requests."""
    _neg(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the booking assistant of Westgate Hyundai. Test drives run Mon-Sat 09:00-17:30.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is there a slot for the Ioniq 5 N before lunch?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        "lookalike:llama3-cutoff-only",
        ["llama3", "knowledge_cutoff", "opening_hours"],
    )
    _neg(
        """---
dealer_code: F41872
labor_rate_effective: 2026-01-01
policy_rev: 2025-11-03
time_zone: America/Chicago
---
Explain the shop's diagnostic fee policy to the customer: the first 0.5 h of diagnosis is charged at the
posted labour rate and credited if the customer approves the repair.

Customer: Why am I paying $92 just to look at it?
Assistant:""",
        "lookalike:front-matter-stable",
        ["front_matter", "effective_date", "policy_revision", "time_zone"],
    )
    _neg(
        """<|im_start|>system
Prompt revision 2026-02-18 (service-writer v12). You turn technician shorthand into customer language.<|im_end|>
<|im_start|>user
cust states ck eng lt on. found P0456 evap sm leak. smoke tested, purge vlv seal leaking, rpl'd, cleared, verified.<|im_end|>
<|im_start|>assistant
""",
        "lookalike:chatml-prompt-revision",
        ["chatml", "authored_revision"],
    )
    _neg(
        """<ctx store="Bayview Subaru" tz="America/Los_Angeles" api="2025-10-01" tier="gold"/>
Answer the customer's question about their Subaru Starlink trial.

Customer: My trial says it ends 2026-06-30. What happens to the remote start after that?
Assistant:""",
        "lookalike:xml-api-version-tz",
        ["xml_attribute", "api_version", "time_zone", "date_in_question"],
    )
    tenant = g.uuid4()
    _neg(
        f"""{{"tenant": "{tenant}", "build": "2026.03.2", "region": "eu-central", "locale": "de-AT"}}
Formuliere eine Terminbestätigung für den Reifenwechsel am Samstag um 8:30 in Graz.""",
        "lookalike:single-line-json-tenant-build",
        ["single_line_json", "tenant_uuid", "calver", "german"],
    )
    _neg(
        """Today is {{current_date}}. Request {{request_id}}.
You are the recall reminder writer. Fill in the customer's campaign and keep the letter under 120 words.

Campaign: 24V-721, seat belt buckle switch, remedy 0.3 h.""",
        "lookalike:unrendered-template",
        ["template_placeholder", "unrendered"],
    )
    _neg(
        """<!-- tpl=mpi-v7 updated=2026-01-12 owner=service-ops -->
Summarise the inspection for the customer in green / amber / red, one line each.

Tyres 6/32 front, 4/32 rear; pads 5 mm front; cabin filter dirty; coolant OK.""",
        "lookalike:html-comment-template-date",
        ["html_comment", "template_revision"],
    )
    _neg(
        """SERVICE_HOURS=Mon-Fri 07:00-18:00, Sat 08:00-13:00
LOANER_POLICY=48h max, 150 mi
SHOP_TZ=Europe/Dublin
You answer after-hours questions for Quayside Motors service.

Customer: can I drop the keys in the box tonight and get a loaner tomorrow at 7?""",
        "lookalike:env-lines-hours",
        ["key_value", "opening_hours", "time_zone"],
    )
    _neg(
        """Host: service.capitolhonda.example
Accept-Language: en-US,en;q=0.9,es;q=0.7
User-Agent: Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36
X-Dealer-Code: 208114

Reply in the customer's preferred language.

Customer: ¿Cuánto cuesta el cambio de aceite sintético para un CR-V 2020?
Assistant:""",
        "lookalike:stable-request-headers",
        ["header_block", "user_agent", "dealer_code"],
    )
    _neg(
        """Customer: Priya Raman
Customer since: 2019-04-02
Vehicle: 2024 Kia EV9 GT-Line, warranty start 2024-05-17
Preferred contact: SMS

Write a birthday-month service coupon message: 15% off any service this month.
Assistant:""",
        "lookalike:customer-since-warranty-start",
        ["header_block", "customer_since", "warranty_start"],
    )
    _neg(
        """| Setting | Value |
|---|---|
| Store | Concesionario Levante, Valencia |
| Time zone | Europe/Madrid |
| Labour rate | 68 EUR/h |
| Season | Spring campaign 2026 |

Escribe un mensaje para ofrecer la revisión de aire acondicionado antes del verano.""",
        "lookalike:markdown-settings-table",
        ["markdown_table", "spanish", "time_zone", "season"],
    )
    _neg(
        """Draft a reply to a customer who says the dealership charged for a warranty repair.

Customer: You charged me $140 for the water pump but the car is under the 5-year powertrain warranty.

--
Reply templates reviewed 2026-02-02 by the service director.
Escalation desk: +1 555 0100 (Mon-Fri 08:00-17:00 CT)""",
        "lookalike:footer-authored-review",
        ["footer", "authored_review", "opening_hours"],
    )


def _negatives_asked(g: Gen) -> None:
    """Ids, epochs and times the user asks about or types: they stay."""
    t = g.moment()
    _neg(
        f"What time is encoded in this ULID from our parts system, and in Chicago time? {g.ulid(t)}",
        "asked:ulid-time",
        ["id_in_question", "ulid"],
    )
    t = g.moment()
    _neg(
        f"""The telematics export has ignition_off={epoch_ms(t)}. Convert that to local time in Denver so I can
tell the customer when the car was last switched off.""",
        "asked:epoch-convert",
        ["epoch_in_question"],
    )
    t = g.moment()
    _neg(
        f"""Is {g.uuid7(t)} a valid UUIDv7? The DMS says it's the warranty claim's id and I want to know when it was created.""",
        "asked:uuid7-claim",
        ["id_in_question", "uuid7"],
    )
    _neg(
        """It's 4:40 pm here in Tulsa and the service department closes at 6. If I leave now (25 minutes away), can I
still pick up my truck, or should I come tomorrow at 7:30?""",
        "asked:user-own-clock",
        ["user_clock", "times_in_question"],
    )
    _neg(
        """Extract the appointment as JSON.

Example input: "Oil change for the Camry on 2026-04-03 at 08:15, customer waits"
Example output: {"service": "oil change", "vehicle": "Camry", "date": "2026-04-03", "time": "08:15", "waiter": true}

Input: "Brake inspection, Model Y, 2026-04-07 13:45, drop-off"
Output:""",
        "asked:few-shot-dates",
        ["few_shot", "example_date"],
    )
    _neg(
        """I dropped the car off about 3 hours ago and the advisor said 90 minutes. The app still says "in progress,
updated 2 h ago". Is it normal for a timing belt job to run this long?""",
        "asked:relative-times",
        ["relative_time"],
    )
    _neg(
        """Decode JTMRWRFV7LD064918 and tell me the model year. The original warranty started 2020-08-29 with 3 years /
36,000 miles basic and 5 years / 60,000 miles powertrain. Which coverage is left at 51,200 miles?""",
        "asked:vin-warranty-arithmetic",
        ["vin", "date_arithmetic"],
    )
    _neg(
        f"""The dealer app crashed when I tried to book service and showed
"Reference: {g.traceparent()}". What should I send to support, and does the booking go through?""",
        "asked:traceparent-user",
        ["id_in_question", "traceparent"],
    )


def _negatives_near_misses(g: Gen) -> None:
    """Program-like lines inside material the user pasted: position and purpose keep them."""
    t = g.moment_us()
    _neg(
        f"""Our service chatbot told a customer the shop was closed "today" when it was open. This is the prompt it got,
copied from the debug console:

You are the Hilltop Ford service bot.
Current time: {iso_space(t)}
Session: {g.hex(24)}
Customer: are you open now?

Why would it say closed? Our hours are 07:00-19:00 local and the server runs in UTC.""",
        "near-miss:pasted-bot-prompt",
        ["pasted_prompt", "current_time_in_content", "session_in_content"],
    )
    t = g.moment_eu()
    _neg(
        f"""Proofread this monthly aftersales report header and intro before I send it to the dealer principal.

---
title: Aftersales KPI report
generated_at: {rfc3339(t)}
period: 2026-02
---
Workshop utilisation rose to 87% (January 81%). Parts fill rate held at 92% despite the back-order on
brake discs, and warranty debits fell to 1.1% of claims.""",
        "near-miss:pasted-report-front-matter",
        ["pasted_front_matter", "generated_at_in_content"],
    )
    t = g.moment_us()
    _neg(
        f"""Our CRM rejects this lead with "duplicate". Is it the same lead as yesterday's, whose id ended in 4c1?

<lead id="{g.uuid4()}" received="{rfc3339(t)}" source="oem-site">
  <name>Marcus Hill</name><phone>412-555-0193</phone><vehicle>2026 Telluride SX</vehicle>
</lead>""",
        "near-miss:pasted-lead-xml-attributes",
        ["pasted_xml", "id_attribute_content", "received_in_content"],
    )
    t = g.moment()
    _neg(
        f"""User: Our receiver logged the headers of yesterday's failed recall feed delivery.
Assistant: Please paste them and I'll check the signature inputs.
User: Here:
ce-id: {g.uuid4()}
ce-time: {rfc3339(t, 3)}
ce-type: com.oem.campaign.published
Which of these go into the signature string?
Assistant:""",
        "near-miss:cloudevent-headers-pasted",
        ["cloudevents_pasted", "earlier_turn"],
    )


def _negatives_controls() -> None:
    _neg(
        """You are the parts counter assistant. Quote part numbers only from the catalogue.

User: Do you sell OEM wiper blades for a 2018 Golf, and do I need the adapter?
Assistant:""",
        "control:plain-parts",
        ["control", "plain"],
    )
    _neg(
        """Explique-moi la différence entre une garantie constructeur et une garantie commerciale du concessionnaire,
avec un exemple concret pour une boîte de vitesses.""",
        "control:plain-french",
        ["control", "plain", "french"],
    )


# --- generated family: one program field around a pasted record ------------------------------------------------


@dataclass
class Body:
    key: str
    lang: str
    tz: timezone
    shop: str
    locale: str
    system: str
    record: Callable[[Gen, datetime], str]
    question: str
    time_label: str = ""
    id_label: str = ""
    stable: tuple[str, str, str] = ("Dealer code", "dealer", "F41872")


def _rec_ro_json(g: Gen, t: datetime) -> str:
    c = earlier(g, t, 2)
    return f"""RO record:
{{"id": "{g.uuid7(c)}", "created_at": "{rfc3339(c)}", "ro": "RO-{g.digits(6)}", "status": "ready_for_qc", "promised": "{hhmm(c + timedelta(hours=8))}"}}"""


def _rec_warranty_logfmt(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 10)
    return (
        f"Portal log line:\nts={rfc3339(w)} claim=7731-{g.digits(4)} action=debit reason=D22 "
        f"amount=318.40 request_id={g.hex(16)}"
    )


def _rec_parts_yaml(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 7)
    return f"""order:
  id: {g.ulid(w)}
  placed: {rfc3339(w)}
  part: 23231894 (fuel pump module)
  status: backorder
  eta: {iso_date(t + timedelta(days=g.small(3, 20)))}"""


def _rec_recall_xml(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 30)
    return f"""<completion vin="1C4RJFBG5MC{g.digits(6)}" campaign="Z{g.digits(2)}" completed="{rfc3339(w)}" tech="221"/>
<completion vin="1C4RJFBG1MC{g.digits(6)}" campaign="Z{g.digits(2)}" completed="{rfc3339(earlier(g, w, 5))}" tech="118"/>"""


def _rec_test_drive_form(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 1)
    return f"""Form response {g.ksuid(w)}
Submitted: {windows_general(w)}
Name: Tom Berger   Model: Mustang Mach-E Premium   Slot: Saturday 10:00
Licence uploaded: yes"""


def _rec_alert_log(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 1)
    return (
        f"{py_logging(w)} WARNING telematics.alert vin=WP0AB2A9{g.digits(9)} dtc=P0507 "
        f'trace={g.hex(32)} msg="idle air control rpm higher than expected"'
    )


def _rec_payoff_email(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 2)
    return f"""From: Payoffs <payoffs@lender.example>
Date: {rfc2822(w)}
Subject: 10-day payoff, account ****{g.digits(4)}

Good through {us_date(w + timedelta(days=10))}: $18,402.77. Per diem $3.91."""


def _rec_tyre_invoice(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 40)
    return f"""INV-{g.digits(6)}  {iso_space(w)}
4x Michelin CrossClimate 2 235/55 R18   4 x 189.00
Mount & balance                          4 x 22.50
Road hazard plan (36 mo)                 1 x 96.00"""


def _rec_ics(g: Gen, t: datetime) -> str:
    return f"""BEGIN:VEVENT
UID:{g.uuid4()}
DTSTAMP:{earlier(g, t, 3).astimezone(UTC):%Y%m%dT%H%M%S}Z
DTSTART:{(t + timedelta(days=2)).astimezone(UTC):%Y%m%d}T143000Z
SUMMARY:Service appointment - 30k maintenance
END:VEVENT"""


def _rec_es_garantia(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 12)
    return f"""{{"reclamo": "{g.ulid(w)}", "creado": "{rfc3339(w)}", "pieza": "bomba de agua", "estado": "en revisión"}}"""


def _rec_de_teile(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 5)
    return f"""Bestellzeitpunkt;Teilenummer;Bezeichnung;Status
{dmy(w)} {w:%H:%M:%S};8K0 407 151 F;Querlenker vorne links;Rückstand
{dmy(w)} {w:%H:%M:%S};N 107 656 02;Schraube;geliefert"""


def _rec_fr_rdv(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 1)
    return f"""rendez_vous:
  id: {g.nanoid()}
  cree_le: {rfc3339(w)}
  prestation: révision + courroie
  creneau: {dmy(t + timedelta(days=4))} 08:30"""


def _rec_ja_mitsumori(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 3)
    return f"""見積番号 Q-{g.digits(6)}（作成 {w.year}/{w.month:02d}/{w.day:02d} {w:%H:%M}）
タイミングベルト交換一式　¥68,200
ウォーターポンプ　¥14,300"""


def _rec_ko_history(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 90)
    return f"""{{"정비ID": "{g.uuid7(w)}", "입고일시": "{rfc3339(w)}", "작업": "브레이크 패드 교환", "주행거리": 48210}}"""


def _rec_pt_agendamento(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 1)
    return f"""Agendamento nº {g.digits(7)}
Criado em: {w:%d/%m/%Y} {w:%H:%M}
Modelo: Jeep Compass Longitude — test drive {(t + timedelta(days=1)):%d/%m/%Y} às 15h"""


def _rec_it_richiamo(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 60)
    return f"""<richiamo codice="5{g.digits(4)}" pubblicato="{iso_date(w)}">
  <descrizione>Possibile perdita di liquido freni dal cilindro maestro</descrizione>
</richiamo>"""


def _rec_pl_leasing(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 2)
    return f"""Od: Leasing Partner <oferty@leasing.example.pl>
Data: {rfc2822(w)}
Temat: Oferta leasingu nr {g.digits(6)}

Rata netto 2 140 zł, 36 mies., wykup 20%. Oferta ważna do {dmy(w + timedelta(days=14))}."""


def _rec_zh_orders(g: Gen, t: datetime) -> str:
    w = earlier(g, t, 4)
    return f"""订单号,下单时间,零件,状态
PO{g.digits(8)},{iso_space(w)},前刹车片,已到货
PO{g.digits(8)},{iso_space(earlier(g, w, 2))},空调压缩机,缺货"""


BODIES = [
    Body(
        "ro-pickup",
        "en",
        EST,
        "Lakeline Chevrolet",
        "en-US",
        "You update customers on their repair status. Only promise what the record shows.",
        _rec_ro_json,
        "Customer: Can I pick my car up before 5 today?",
        stable=("Store hours", "hours", "07:00-18:00"),
    ),
    Body(
        "warranty-debit",
        "en",
        EDT,
        "Kessler Ford",
        "en-US",
        "You explain warranty debits to the service manager in two sentences.",
        _rec_warranty_logfmt,
        "Manager: What does D22 mean and can we appeal it?",
        stable=("Dealer code", "dealer", "F41872"),
    ),
    Body(
        "parts-eta",
        "en",
        UTC,
        "Northgate GM",
        "en-GB",
        "You answer parts ETA questions for service advisors.",
        _rec_parts_yaml,
        "Advisor: Will the fuel pump make it before the customer's trip on Friday?",
        stable=("Catalogue", "catalogue", "EPC 2026.03"),
    ),
    Body(
        "recall-completion",
        "en",
        EST,
        "Hudson Valley Jeep",
        "en-US",
        "You check recall completion records for the campaign coordinator.",
        _rec_recall_xml,
        "Coordinator: Were both completions done by certified techs? 221 and 118 are on the list.",
        stable=("Time zone", "tz", "America/New_York"),
    ),
    Body(
        "test-drive-form",
        "en",
        EDT,
        "Shoreline Ford",
        "en-US",
        "You confirm test drive requests and ask for anything missing.",
        _rec_test_drive_form,
        "Sales: Write the confirmation text for this request.",
        stable=("Region", "region", "us-east"),
    ),
    Body(
        "telematics-alert",
        "en",
        CET,
        "Zentrum Porsche",
        "en-GB",
        "You triage connected-car alerts for the service team.",
        _rec_alert_log,
        "Team lead: Is this urgent enough to call the owner today?",
        stable=("Model", "model", "pcar-triage-3"),
    ),
    Body(
        "payoff-letter",
        "en",
        EDT,
        "Lakeline Chevrolet",
        "en-US",
        "You help the F&I office read lender letters.",
        _rec_payoff_email,
        "F&I: If we fund on day 12, how much more do we owe?",
        stable=("Plan", "plan", "dealer-pro"),
    ),
    Body(
        "tyre-invoice",
        "en",
        UTC,
        "Quayside Motors",
        "en-IE",
        "You answer questions about past invoices.",
        _rec_tyre_invoice,
        "Customer: A tyre got a nail in it. Is it covered by the road hazard plan?",
        stable=("Tenant", "tenant", "5b0c6a3e-2f41-4b7e-9d0a-61c2e8f4a713"),
    ),
    Body(
        "service-ics",
        "en",
        EST,
        "Capitol Honda",
        "en-US",
        "You write appointment reminders.",
        _rec_ics,
        "Advisor: Write a reminder for this appointment, local time.",
        stable=("Locale", "locale_name", "en-US"),
    ),
    Body(
        "es-garantia",
        "es",
        MXC,
        "Nissan Satélite",
        "es-MX",
        "Eres el asistente de garantías del taller. Responde en español.",
        _rec_es_garantia,
        "¿Cuánto suele tardar la revisión de un reclamo de bomba de agua?",
        "Hora actual",
        "ID de solicitud",
        ("Zona horaria", "zona", "America/Mexico_City"),
    ),
    Body(
        "de-teile",
        "de",
        CET,
        "Autohaus Brenner",
        "de-DE",
        "Du beantwortest Fragen zu Teilebestellungen. Antworte auf Deutsch.",
        _rec_de_teile,
        "Wann kommt der Querlenker, und kann ich den Kunden schon einplanen?",
        "Aktuelle Zeit",
        "Anfrage-ID",
        ("Mandant", "mandant", "AH-BRENNER-01"),
    ),
    Body(
        "fr-rdv",
        "fr",
        CET,
        "Garage Dumont",
        "fr-FR",
        "Tu es l'assistant de l'atelier. Réponds en français.",
        _rec_fr_rdv,
        "Le client peut-il décaler ce rendez-vous d'un jour ?",
        "Heure de la requête",
        "Identifiant de session",
        ("Atelier", "atelier", "Lyon 7e"),
    ),
    Body(
        "ja-mitsumori",
        "ja",
        JST,
        "トヨタ販売 北店",
        "ja-JP",
        "あなたは整備工場の見積担当アシスタントです。日本語で答えてください。",
        _rec_ja_mitsumori,
        "この見積もりの合計金額（税抜）を教えてください。",
        "現在時刻",
        "セッションID",
        ("店舗コード", "store", "T-0412"),
    ),
    Body(
        "ko-history",
        "ko",
        KST,
        "현대 블루핸즈 강남",
        "ko-KR",
        "당신은 정비 이력 도우미입니다. 한국어로 답하세요.",
        _rec_ko_history,
        "다음 브레이크 패드 점검은 언제쯤 하면 되나요?",
        "현재 시각",
        "요청 ID",
        ("지점", "branch", "강남점"),
    ),
    Body(
        "pt-agendamento",
        "pt",
        BRT,
        "Concessionária Horizonte",
        "pt-BR",
        "Você confirma agendamentos de test drive. Responda em português.",
        _rec_pt_agendamento,
        "Pode confirmar o horário do test drive com o cliente?",
        "Horário do servidor",
        "Sessão",
        ("Loja", "loja", "Campinas Centro"),
    ),
    Body(
        "it-richiamo",
        "it",
        CET,
        "Ferri Auto",
        "it-IT",
        "Sei l'assistente per le campagne di richiamo. Rispondi in italiano.",
        _rec_it_richiamo,
        "Questo richiamo riguarda anche la Tipo del 2019 del cliente?",
        "Ora attuale",
        "ID richiesta",
        ("Concessionario", "dealer", "FA-MO-03"),
    ),
    Body(
        "pl-leasing",
        "pl",
        CET,
        "Salon Wola",
        "pl-PL",
        "Jesteś doradcą finansowym salonu. Odpowiadaj po polsku.",
        _rec_pl_leasing,
        "Czy ta oferta leasingu jest jeszcze ważna i ile wyniesie wykup?",
        "Bieżący czas",
        "Identyfikator żądania",
        ("Oddział", "oddzial", "Warszawa Wola"),
    ),
    Body(
        "zh-orders",
        "zh",
        CST,
        "杭州滨江店",
        "zh-CN",
        "你是配件部助手，请用简体中文回答。",
        _rec_zh_orders,
        "空调压缩机缺货多久了？",
        "当前服务器时间",
        "会话编号",
        ("门店编码", "store", "HZ-BJ-02"),
    ),
]

EN_FIELDS = [
    ("time", "Now", "now"),
    ("id", "Request-Id", "req"),
    ("time", "liftclock", "clock"),
    ("id", "Session", "sid"),
    ("time", "Rendered at", "rendered"),
    ("id", "hop", "hop"),
    ("time", "Wallclock", "t0"),
    ("id", "Lookup", "lookup"),
    ("time", "bay.t0", "bay_t0"),
    ("id", "Trace", "trace"),
    ("time", "Served at", "served"),
    ("id", "Run", "run"),
]
POSITIONS = [
    "head",
    "header_block",
    "tail",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "system_tail",
]
ASCII_KEYS = [
    ("time", "ts"),
    ("id", "rid"),
    ("time", "now_ms"),
    ("id", "sess"),
    ("time", "stamp"),
    ("id", "xid"),
]


def _time_value(g: Gen, t: datetime, k: int) -> tuple[str, bool]:
    """The k-th time format: the text and whether it is a bare number."""
    fmts: list[Callable[[], tuple[str, bool]]] = [
        lambda: (rfc3339(t), False),
        lambda: (str(epoch_s(t)), True),
        lambda: (iso_space(t), False),
        lambda: (http_date(t), False),
        lambda: (py_logging(t), False),
        lambda: (str(epoch_ms(t)), True),
        lambda: (go_nano(t, g.small(1, 999)), False),
        lambda: (rfc3339(t, 3), False),
        lambda: (ctime(t), False),
        lambda: (js_tostring(t, "Local Time"), False),
        lambda: (long_date(t) + f" {t:%H:%M:%S}", False),
        lambda: (dotnet_o(t, g.small(0, 10)), False),
        lambda: (py_iso(t), False),
        lambda: (windows_general(t), False),
        lambda: (unix_date(t), False),
        lambda: (js_iso(t), False),
    ]
    return fmts[k % len(fmts)]()


def _id_value(g: Gen, t: datetime, k: int) -> str:
    fmts: list[Callable[[], str]] = [
        lambda: g.uuid7(t),
        lambda: g.ulid(t),
        lambda: g.ksuid(t),
        lambda: g.uuid4(),
        lambda: g.nanoid(),
        lambda: g.hex(32),
        lambda: g.b64url(24),
        lambda: g.objectid(t),
        lambda: g.snowflake(t),
        lambda: g.ulid(t).lower(),
    ]
    return fmts[k % len(fmts)]()


CUE_OF = {"time": "datetime", "id": "request_id"}


def _compose(b: Body, position: str, line: str, key_member: str, attr: str) -> str:
    rec_sys = b.system
    cue = "\nAssistant:" if b.lang == "en" else ""
    body = "{REC}"
    if position == "head":
        return f"{line}\n{rec_sys}\n\n{body}\n\n{b.question}{cue}"
    if position == "header_block":
        return f"{rec_sys}\nShop: {b.shop}\n{line}\n\n{body}\n\n{b.question}{cue}"
    if position == "tail":
        return f"{rec_sys}\n\n{body}\n\n{b.question}\n{line}{cue}"
    if position == "footer":
        return f"{rec_sys}\n\n{body}\n\n{b.question}\n\n--\n{line}"
    if position == "front_matter":
        return f"---\n{line}\nshop: {b.shop}\n---\n{rec_sys}\n\n{body}\n\n{b.question}{cue}"
    if position == "json_member":
        return f'{{"shop": "{b.shop}", {key_member} "locale": "{b.locale}"}}\n{rec_sys}\n\n{body}\n\n{b.question}{cue}'
    if position == "xml_attr":
        return f'<meta shop="{b.shop}" {attr} locale="{b.locale}"/>\n{rec_sys}\n\n{body}\n\n{b.question}{cue}'
    assert position == "system_tail"
    return f"{rec_sys} {line}\n\n{body}\n\n{b.question}{cue}"


def _moment(g: Gen, b: Body) -> datetime:
    if b.tz is CET:
        return g.moment_eu()
    if b.tz in (EST, EDT):
        return g.moment_us()
    return g.moment(b.tz)


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    n = 0
    for i, b in enumerate(BODIES):
        for j in range(3):
            position = POSITIONS[(i * 3 + j) % len(POSITIONS)]
            t = _moment(g, b)
            if position in ("json_member", "xml_attr"):
                kind, label = ASCII_KEYS[n % len(ASCII_KEYS)]
            elif b.lang == "en":
                kind, label, _ = EN_FIELDS[n % len(EN_FIELDS)]
            else:
                kind = "time" if j != 1 else "id"
                label = b.time_label if kind == "time" else b.id_label
            if kind == "time":
                value, bare = _time_value(g, t, n)
                if label == "now_ms":
                    value, bare = str(epoch_ms(t)), True
            else:
                value, bare = _id_value(g, t, n), False
            mark = CUE_OF[kind] if not (kind == "time" and bare) else "epoch"
            sep = "：" if b.lang in ("ja", "zh") else ": "
            line = (
                v(mark, f"{label}{sep}{value}")
                if position != "front_matter"
                else v(mark, f"{label}: {value}")
            )
            member = v(mark, f'"{label}": {value},' if bare else f'"{label}": "{value}",')
            attr = v(mark, f'{label}="{value}"')
            text = _compose(b, position, line, member, attr).replace("{REC}", b.record(g, t))
            out.append(Draft(text, f"{SRC}gen:pos:{b.key}:{position}", ["generated", b.lang, position, kind]))
            n += 1
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i, b in enumerate(BODIES):
        position = POSITIONS[(i * 3 + 3) % len(POSITIONS)]
        t = _moment(g, b)
        label, key, value = b.stable
        sep = "：" if b.lang in ("ja", "zh") and position != "front_matter" else ": "
        line = f"{label}{sep}{value}"
        text = _compose(b, position, line, f'"{key}": "{value}",', f'{key}="{value}"')
        text = text.replace("{REC}", b.record(g, t))
        out.append(
            Draft(text, f"{SRC}gen:neg:{b.key}:{position}", ["generated", "hard_negative", b.lang, position])
        )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted(g)
    _negatives_lookalikes(g)
    _negatives_asked(g)
    _negatives_near_misses(g)
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold92", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
