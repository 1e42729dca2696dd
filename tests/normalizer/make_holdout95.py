"""Build `prompt_normalizer/corpus/holdout95.jsonl`, a ninety-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout95.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read beyond its docstring was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`,
`write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout88.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with keyword searches over them for neighbours in this domain --
freight, shipping, container, vessel, bill of lading, customs broker, demurrage, reefer, port call,
forwarder, rollover, rate sheet -- and the passages around the hits; the docstring of
`make_holdout88.py` was read in full, and of `make_holdout32.py` and `make_holdout46.py` their domain
paragraphs and the first part of their source lists), to keep clear of the sources and scenarios they
used and to apply their clarifications of the rules, and of `make_holdout24.py` also its
import block and its last 150 lines, for the structure of a generator; `pyproject.toml` was read for
ruff's settings. (A listing of `tests/normalizer/` showed the names of the generators and a check of the
path showed that `holdout95.jsonl` did not exist yet.) `make_holdout89.py` to `make_holdout96.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input,
the build is deterministic).

The domain is freight forwarding and ocean shipping: bookings and bills of lading, container tracking
and port calls, customs brokerage entries, demurrage and detention disputes, carrier rate sheets, reefer
alarms, vessel delays and rollovers. The earlier docstrings name neighbours of it: a carrier tracking
poll, an ocean visibility API, an LTL freight quote and customs bots for travellers (make_holdout6); a
ship's bridge tool, VTS AIS pictures, port-call queries and laydays (make_holdout10); household-goods
customs declarations and postal customs helpers (make_holdout13, make_holdout23, make_holdout29);
marketplace warehouses (make_holdout11); above all a forwarder's FCL quote desk (header block), a
booking request writer (YAML front matter), a draft bill of lading check (XML attributes), rates fetched
"at" a time, a milestone board, an arrival notice letter tool, a telex release bot in ChatML, SI
cut-offs against "It is now ...", an LCL footer, a Santos VGM portal, a Slack rollover bot, a US
broker's ABI, HTS, ISF, ACE holds, CF-28, CDS, CARM, drawback and rulings tools, and carriers' reefer
telemetry and alarm envelopes (make_holdout32); terminals, ship managers, noon reports and a berth
planner (make_holdout46); rail demurrage (make_holdout60) and carriers' reefers behind a 3PL
(make_holdout67). The scenarios here were written around them: the forwarder is seen from its D&D
dispute desk, its customer notification writer, its eBL and documentary credit checks, its procurement
comparisons of rate sheets and BAF, its allocation planner and its consignee chat; customs from the
shipper's and consignee's side in a dozen countries (Japan, Korea, China, Brazil's DUIMP, India's shipping
bill, Indonesia, Israel, Poland, the EU's ICS2 ENS and a Bremerhaven release), never a US broker's ABI,
ISF, ACE, CF-28, CDS or CARM tool; reefer alarms from the cargo owner's side (a grape exporter, a
banana importer); port calls from a carrier's network planning and a schedule feed, never from a
terminal or a bridge; no quote desk header block, no booking YAML front matter, no draft bill of lading
XML, no telex release ChatML, no VGM portal and no Slack rollover bot. The sources are:

* demurrage and detention: YAML front matter `generated_at` with milliseconds and a ULID `request` over
  a pasted detention invoice JSON whose first members are `created_at` and a UUIDv7 `id`; terminal
  charges "as of" a time with its zone name for the request (the table's discharge dates, last free
  days and amounts stay); a detention assistant's Semantic Kernel current-time sentence inside the
  system paragraph (the out-gate time stays); an LFD question behind `Authorization: Bearer` (JWT) and
  a made-up `X-Client-Clock` in ms; an Arabic Jeddah desk (`وقت الاستعلام:` in Arabic-Indic digits, hex
  `رمز الجلسة:`), a Thai Laem Chabang desk in the Buddhist era, a Russian demurrage act in single-line
  JSON with Cyrillic keys and its own UUIDv7 under `Время формирования:` and `ID запроса:` at the tail,
  and a Dutch Rotterdam invoice question with `Opgevraagd op:` and `Sessie:` at the tail;
* bookings, bills of lading and rollovers: a rollover delivered to the forwarder's webhook with made-up
  `Tidewire-Delivery`, `-Timestamp` (epoch) and `-Signature` headers (the payload with its own
  `notified_at` stays); a ChatML booking desk (`Session:` line, Go RFC3339Nano `Now:` before
  `<|im_end|>`) over a pasted carrier e-mail with its `Date`; an eBL surrender question behind forwarded
  request headers (`traceparent`, a made-up `X-Quayledger-Request` UUIDv7, `Date`; the title history
  stays); a documentary credit check under a bracketed `[chk run=... t=... rules=...]` line (ULID, ms
  epoch; the rules stay); a Turkish Mersin desk (`Sorgu zamanı:`, `İstek kimliği:`), an Italian Genova
  "Sono le ... del ..." sentence, and a Vietnamese Cát Lái booking with `Thời gian truy vấn:` at the tail;
* container tracking and port calls: a ReAct tracking observation in pretty JSON (`lookup` and
  `fetched_at` move, the events stay); carrier advisories under `Retrieved:` (GNU `date`) and a nanoid
  `Search id:` in a RAG prompt; a Llama 3 port-call explainer (`Today Date` and a made-up `Berth feed
  pulled:` before `<|eot_id|>` move, `Cutting Knowledge Date` stays); pretty JSON whose `meta` carries
  `request_id` and `generated_at` above a port call with its own `created_at` and UUIDv7 `id`; a
  schedule feed's `x-schedfeed-pull` epoch and lower-case ULID `x-schedfeed-req`; `PULSE_TS=` and
  `HOP_ID=` lines over a congestion report; a terminal availability notice under an HTML comment
  (`id=` ObjectId, `ts=` epoch; `tpl=` stays); a Spanish Valencia port agent (`Fecha y hora de la
  consulta:`, nanoid `Sesión:`; the port call's `Actualizado:` stays);
* customs entries: an ENS filing under a footer `ens-helper req=... at=... v3.2`; an agent crew
  scaffold's `Task-Run:` UUIDv7 and .NET "o" `Kickoff:` over invoice lines to classify; a consignee chat
  whose messages carry `(sent ...)` stamps in the Windows general format; an inbound WhatsApp message
  as received (`id` wamid and `timestamp` move, the sender and text stay); a `Gateway-Req:` id at the
  head next to a pasted 422 response with its own `Date` and `X-Request-Id`; Japanese (`現在日時：`,
  `照会ID：`), Korean (12-hour `현재 시각:`, hex `세션:`), Chinese (`请求时间：`, traceparent `追踪号：`),
  Brazilian Portuguese (`Consultado em:`, `Protocolo da consulta:`), German (Log4j `Zeitstempel
  (Server):`, UUIDv7 `Anfrage-Kennung:`), Hindi (`अनुरोध समय:`, ULID `सत्र:`), Indonesian (`Waktu
  permintaan:`, ULID `ID sesi:`), Polish (`Czas zapytania:` above the customer's question) and Hebrew
  (`זמן הבקשה:`, UUIDv7 `מזהה בקשה:`) desks;
* rate sheets, reefers and claims: a markdown session table (hex `Session`, RFC 2822 `Opened`) over two
  rate sheets in CSV, a BAF calculator's single-line JSON (`req`, `fx_snapshot_at`), a spot quote line
  with `stamp=` (microseconds) and a KSUID `qid=` (the lane and equipment stay), a reefer relay's XML
  attributes (`rx` naive `isoformat()`, KSUID `hop`; `src` and the alarm's `raised` and `cleared`
  stay), a French banana importer's alarm copy with `Heure de génération :` and a JWT `Jeton de
  session :` at the tail, a claims mailbox synced "at" a ctime with a base64url cursor above a broker's
  e-mail whose `Date` and `Message-ID` stay, and an allocation planner's current ISO week date (the
  contract weeks stay);
* the generated family: one program field (eight English and made-up time labels -- `Wallclock`,
  `quayclock`, `tick.t0`, `Served at` among them --, seven id labels, and the "now" and session labels of
  six languages; values in eighteen time formats, epochs in s, ms and us, and ten id formats matched to
  their labels) at three of eight positions (head, system tail, header block, after the pasted record
  in the user's turn, footer, front matter, single-line JSON member, XML attribute) of 18 bodies (twelve
  English, and Spanish, German, Japanese, French, Portuguese and Chinese), each carrying a pasted record
  with its own times and ids (booking JSON opening with a UUIDv7 `id` and `created_at`, tracking
  logfmt with `ts` and ULID `request_id`, an invoice YAML with a ULID and `updated`, entry XML with
  `filed` and `stamp`, a port-call CSV, reefer NDJSON with `ts` in ms, a rate table with `Updated`, a
  carrier e-mail, `curl -v` output with `x-request-id` and a rate-limit reset epoch, a VGM form export
  with a KSUID, terminal gate logs, an eBL event with a base64url id, a Spanish notice with `creado`, a
  German CSV with `Erstellt`, Japanese JSON with Japanese keys, French logs, a Portuguese CSV with
  `descarga` and a Chinese `key=value` line).

The negatives: 45 pasted records in twenty placements (question after, before, typed right under it,
behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at
the very start of the user's message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3
and Mistral turns, in a RAG document, in a tool observation, in a user turn under a system prompt and
on both sides): a customs clearance JSON opening with `created_at` and a UUIDv7, a rollover e-mail with
`Date` and `Message-ID`, a D&D invoice CSV with ULIDs, a carrier webhook delivery pasted to debug its
signature (the same `Tidewire-*` headers that move when the delivery is received), a reefer alarm
history table, port call XML with `updated`, gate logfmt with ULID `request_id`s, a booking YAML with
a KSUID and `created`, nginx lines with `rid=`, `curl -i` output with `x-request-id` and a reset epoch,
a CloudEvent from a dead-letter queue, a Sentry event, a nested eBL record with a base64url id, a
documentary presentation form export, AIS events with epochs, nested tracking JSON with a KSUID, a
quoted D&D e-mail thread, AMS `ts=` lines in ms, a rate sheet TSV with `Updated`, a Teams export, a
bill of lading's text, a single-line terminal status with a ULID and epochs, an exam notice, an
OpenTelemetry span, a carrier SMS with `Sent`, an ICS with `DTSTAMP`; and in other languages a Spanish
customs release opening with `creado`, a German CSV opening with `Erstellt`, a French arrival e-mail,
Japanese JSON with Japanese keys, Korean tracking, a Chinese D&D record (`创建时间：`), a Portuguese
sheet with `Atualizado em`, Arabic, Russian, Hindi, Turkish, Vietnamese, Thai, Polish, Hebrew,
Indonesian, Italian, Dutch and Swedish records. 12 look-alikes in program positions (a rate sheet's
validity, a Llama 3 header with only its cutoff, a ChatML prompt revision, tariff front matter with an
effective date, a UN/LOCODE and time zone in XML attributes, a tenant uuid and build in single-line
JSON, an unrendered `{{current_date}}`, an HTML comment template revision, cut-off `KEY=value` lines,
stable request headers, `api-version` with the SCAC, a service contract header), eight values the user
asks about or types (epochs, a UUIDv7, a ULID, a container check digit, the user's own clock, a
traceparent for support, few-shot cut-offs, a relative delay and an ISO week), four near-misses (a bot
prompt with `Current time:` and `Session:` pasted from a debug console, report front matter with
`generated_at` pasted to proofread, the user's own failing request with `X-Request-ID`, `Date` and a
bearer JWT, and a partner's relay XML with `rx` and `hop` attributes pasted to ask about), two plain
controls, and 18 generated hard negatives: the family's bodies with one stable value (tariff version,
time zone, tenant uuid, SCAC, free time, API version, knowledge cutoff, office hours, rate validity,
contract, build, port) at a position the body's positives do not use.

What it is: 187 prompts. 98 carry volatile fields (136 spans): 44 hand-written positives (82 spans; 36
with two or more fields) and 54 generated ones. 89 carry none. About two prompts in five are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout88.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Shipping records are content wherever they sit and however they open: booking, bill of lading,
  container, entry, declaration, DUIMP, shipping bill, SPPB, MRN, manifest, invoice, advisory, contract
  and allocation numbers; ETA, ETD, ATA, cut-offs, last free days, free time, gate-in and gate-out,
  discharge, release, exam, filing, on-board, issue, presentation and validity dates; records' own
  `created_at`, `created`, `creado`, `Erstellt`, `作成日時`, `创建时间`, `updated`, `Updated`,
  `Actualizado`, `Atualizado em`, `Aggiornato`, `ts`, `stamp`, `ref`, `id` and `request_id` values (UUIDv7,
  ULID, KSUID, ObjectId, hex, base64url), also when the program fetched the record for this request (a
  tool observation, a terminal status, a schedule). Only the program's stamp and the ids minted for the
  request, session, lookup, search, run, relay, sync or delivery move.
* A delivery the forwarder received for this request moves its envelope (made-up `Tidewire-*`
  delivery id, timestamp and signature; a WhatsApp message's `wamid` id and `timestamp`; a reefer
  relay's `rx` and `hop`) and keeps the payload (the rollover with its `notified_at`, the customer's
  text, the alarm's `raised` and `cleared`). The same deliveries, relays and events pasted by a user to
  debug or ask about them stay whole.
* Near-misses by position and purpose: a `generated_at` or `request_id` in the program's front matter
  or JSON `meta` moves while the pasted record's `created_at` and `id` one screen below stay; a
  `Gateway-Req` at the head moves while the `X-Request-Id` of the response the user pasted stays; the
  user's own request with `X-Request-ID`, `Date` and a bearer token, pasted to debug a 401, stays.
* Computed figures that depend on the moment of the request (days over, amounts so far) stay with
  their table; only the "as of" phrase that stamps the moment moves, cut with its preposition so that
  "Charges for this request:" is left.
* "Now" in any form moves, including the current ISO week date, a Korean 12-hour time with 오전/오후,
  the Thai Buddhist era, Arabic-Indic digits, full-width colons, an Italian "Sono le ... del ..."
  sentence and labels nobody would guess (`Berth feed pulled`, `X-Client-Clock`, `PULSE_TS`,
  `x-schedfeed-pull`, `fx_snapshot_at`, `quayclock`, `tick.t0`, `Wallclock`); contract weeks, rate
  validity, tariff effective dates, cut-off weekdays, knowledge cutoffs and an unrendered
  `{{current_date}}` do not. A date the user types ("discharged on 03/02", "it's 16:40 here") stays.
* Spans follow rule 3: `key=value` pairs in a bracketed line, a footer line or a spot-quote line,
  XML attributes and single-line JSON members (with the comma after them) are inline spans placed
  before a stable neighbour; a parenthesised `(sent ...)` stamp is cut with its parentheses; a field
  followed by `<|im_end|>` or `<|eot_id|>` on its line is an inline span; volatile members of pretty
  JSON are never the last member of their object; header lines, markdown rows, YAML keys, `KEY=value`
  lines and a line holding one field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Notice:`, `Reply:`) or a chat
  template's reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with the user's message or with the metadata after it;
  Gemma, Phi-3 and Mistral prompts appear only among the negatives.
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

SEED = 20260995
SRC = "holdout95:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout95.jsonl"

SGT = timezone(timedelta(hours=8), "SGT")
CST8 = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
BRT = timezone(timedelta(hours=-3), "BRT")
GST = timezone(timedelta(hours=4), "GST")
AST3 = timezone(timedelta(hours=3), "AST")
ICT = timezone(timedelta(hours=7), "ICT")
TRT = timezone(timedelta(hours=3), "TRT")
MSK = timezone(timedelta(hours=3), "MSK")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
PST = timezone(timedelta(hours=-8), "PST")

_ISO6346 = {}
_val = 10
for _c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
    if _val % 11 == 0:
        _val += 1
    _ISO6346[_c] = _val
    _val += 1


class Gen95(Gen):
    """`Gen` with shipping identifiers: ISO 6346 container numbers, bill of lading and booking numbers."""

    def cntr(self, owner: str) -> str:
        serial = f"{self.small(100000, 999999)}"
        code = owner + serial
        total = sum((_ISO6346[c] if c.isalpha() else int(c)) * (2**i) for i, c in enumerate(code))
        return f"{code}{total % 11 % 10}"

    def ref(self, prefix: str, n: int) -> str:
        return prefix + self.digits(n)

    def past(self, t: datetime, low_h: int, high_h: int) -> datetime:
        return t - timedelta(seconds=self.small(low_h * 3600, high_h * 3600))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


def d(t: datetime) -> str:
    return f"{t:%Y-%m-%d}"


def hm(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M}"


def ar_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分{t.second:02d}秒"


def th_date(t: datetime) -> str:
    return f"{t.day}/{t.month:02d}/{t.year + 543}"


def th_time(t: datetime) -> str:
    return f"{t.day}/{t.month:02d}/{t.year + 543} {t:%H:%M:%S}"


POS: list[Callable[[Gen95], Draft]] = []


def pos(fn: Callable[[Gen95], Draft]) -> Callable[[Gen95], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{source}", tags)


# --- hand-written positives: English ------------------------------------------------------------------------------


@pos
def _dnd_dispute_front_matter(g: Gen95) -> Draft:
    now = g.moment()
    last = now - timedelta(days=g.small(35, 50))
    made = last + timedelta(days=g.small(31, 40), seconds=g.small(0, 80000))
    return P(
        f"""---
desk: dnd-disputes
{v("datetime", "generated_at: " + rfc3339(now, 3))}
{v("request_id", "request: " + g.ulid(now))}
locale: en-GB
---
Draft a dispute of the detention invoice below for our customer Halvorsen Timber AS. Under the FMC
billing rule a detention invoice has to be issued within 30 days of the date the charges were last
incurred; check that first, then argue the two days the empty-return appointment system was down.

{{
  "created_at": "{rfc3339(made)}",
  "id": "{g.uuid7(made)}",
  "invoice_no": "NCL-DD-{made.year}-0{g.digits(5)}",
  "container": "{g.cntr("NCLU")}",
  "charge_type": "detention",
  "free_time_end": "{d(last - timedelta(days=9))}",
  "last_charge_date": "{d(last)}",
  "days": 9,
  "amount": {{"currency": "USD", "value": 1485.0}}
}}""",
        "dnd:front-matter-over-invoice-json",
        ["front_matter", "near_miss", "created_at_in_content", "uuid7_in_content"],
    )


@pos
def _rollover_webhook_received(g: Gen95) -> Draft:
    now = g.moment()
    told = g.past(now, 1, 5)
    return P(
        f"""You are the customer notification writer for Brightwake Forwarding. A carrier event reached our webhook
endpoint for this request; turn it into a short notice for the shipper. Keep booking numbers exactly as given.

POST /hooks/carrier-events HTTP/1.1
Host: hooks.brightwake.example
Content-Type: application/json
{v("delivery_id", "Tidewire-Delivery: " + g.uuid4())}
{v("datetime", "Tidewire-Timestamp: " + str(epoch_s(now)))}
{v("signature", "Tidewire-Signature: v1=" + g.hex(64))}

{{"event":"booking.rolled","notified_at":"{rfc3339(told)}","booking":"OML{g.digits(9)}","pol":"CNNGB","pod":"NLRTM","from":{{"vessel":"OML Perseverance","voyage":"041W"}},"to":{{"vessel":"OML Fortitude","voyage":"043W"}},"reason":"vessel overbooked"}}

Notice:""",
        "rollover:webhook-envelope-received",
        ["delivery_envelope", "webhook", "epoch", "signature", "payload_stays"],
    )


@pos
def _reefer_alarm_relay_xml(g: Gen95) -> Draft:
    now = g.moment(timezone(timedelta(hours=-3), "CLT"))
    raised = g.past(now, 5, 9)
    return P(
        f"""You watch reefer containers for Valle Frío Exports (table grapes, San Antonio to Philadelphia). Explain
the alarm to the QA manager and say whether the load is at risk. The set point is -0.5 C.

<relay {v("datetime", 'rx="' + py_iso(now) + '"')} {v("relay_id", 'hop="' + g.ksuid(now) + '"')} src="cargowatch-gw">
  <unit>{g.cntr("VFRU")}</unit>
  <alarm code="AL20" text="Supply air temperature out of range" raised="{rfc3339(raised.astimezone(UTC))}" cleared="{rfc3339((raised + timedelta(minutes=47)).astimezone(UTC))}"/>
  <reading at="{rfc3339((raised + timedelta(minutes=12)).astimezone(UTC))}" supply="3.8" return="1.9" setpoint="-0.5"/>
</relay>

Assistant:""",
        "reefer:relay-xml-attributes",
        ["xml_attribute", "relay", "ksuid", "alarm_time_stays"],
    )


@pos
def _portcall_llama3(g: Gen95) -> Draft:
    now = g.moment()
    eta = now + timedelta(hours=g.small(10, 40))
    rows = []
    for name, voy, late in (
        ("NCL Halcyon", "212E", 19),
        ("Sable Horizon", "0087N", 4),
        ("Ionian Trader", "311S", 0),
    ):
        orig = eta + timedelta(hours=g.small(0, 30))
        rows.append(
            f"{name:<17} {voy:<6} {orig:%d-%b %H:%M}   {orig + timedelta(hours=late):%d-%b %H:%M}   {'TTI' if late else 'APMT'}"
        )
    table = "\n".join(rows)
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("datetime", "Today Date: " + f"{now:%d %b %Y}")}

You help the network planning team of Norsea Container Line explain port-call delays to customers.
{v("datetime", "Berth feed pulled: " + rfc3339(now))}<|eot_id|><|start_header_id|>user<|end_header_id|>

Why is the Algeciras call of NCL Halcyon late, and does it put the Tanger Med transshipment at risk? Line-up:

Vessel            Voy    ETA (orig)     ETA (now)      Terminal
{table}<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        "portcall:llama3-feed-pull",
        ["llama3", "today_date", "made_up_label", "inline_before_template_token"],
    )


@pos
def _booking_amend_chatml(g: Gen95) -> Draft:
    now = g.moment()
    sent = g.past(now, 20, 60)
    return P(
        f"""<|im_start|>system
You are Harbourline Logistics' booking desk assistant. Amend bookings only through the steps in the
manual and always quote the carrier booking number.
{v("session_id", "Session: " + g.b64url(18))}
{v("datetime", "Now: " + go_nano(now, g.small(0, 1000)))}<|im_end|>
<|im_start|>user
The carrier confirmed our change but the reefer setting looks wrong. Here is their confirmation:

From: bookings@pacificcrest.example
Date: {rfc2822(sent)}
Subject: Booking amendment confirmed PCS{g.digits(8)}

Equipment: 1 x 40' reefer high cube
Commodity: frozen squid
Temperature: -18 C  Ventilation: 25 CBM/H
Vessel / voyage: Crest Aurora 118E, ETD Busan {d(sent + timedelta(days=6))}<|im_end|>
<|im_start|>assistant""",
        "booking:chatml-session-now",
        ["chatml", "session", "go_nano", "email_in_content"],
    )


@pos
def _ebl_forwarded_headers(g: Gen95) -> Draft:
    now = g.moment()
    t0 = now - timedelta(days=g.small(10, 20))
    events = []
    for k, (what, who) in enumerate(
        (
            ("ISSUED   ", "to shipper Anhui Lumen Lighting Co."),
            ("TRANSFER ", "to Bank of Lianhua, Hefei branch"),
            ("TRANSFER ", "to consignee Lumen Europe B.V."),
            ("SURRENDER", "to Orient Meridian Lines"),
        )
    ):
        events.append(f"{rfc3339(t0 + timedelta(days=k * 3, seconds=g.small(0, 40000)))}  {what} {who}")
    history = "\n".join(events)
    return P(
        f"""Forwarded request (eBL desk plugin):
POST /v2/assist HTTP/1.1
Host: assist.quayledger.example
{v("trace_id", "traceparent: " + g.traceparent())}
{v("request_id", "X-Quayledger-Request: " + g.uuid7(now))}
{v("datetime", "Date: " + http_date(now))}
Content-Type: text/plain; charset=utf-8

Has this electronic bill been surrendered correctly? The consignee says the carrier refuses release.

Title history for eBL QL-{g.b62(6).upper()}:
{history}""",
        "ebl:forwarded-request-headers",
        ["http_headers", "traceparent", "uuid7", "title_history_stays"],
    )


@pos
def _lc_checker_bracket(g: Gen95) -> Draft:
    now = g.moment()
    onboard = now - timedelta(days=g.small(5, 15))
    return P(
        f"""[chk {v("run_id", "run=" + g.ulid(now))} {v("datetime", "t=" + str(epoch_ms(now)))} rules=UCP600+ISBP821]
Check this bill of lading against the documentary credit terms and list every discrepancy.

Credit terms: latest shipment date {d(onboard - timedelta(days=2))}; documents presented within 21 days
after shipment; full set of clean on-board ocean bills made out to order of Banco Meridional, notify applicant.

Bill of lading OML{g.digits(10)}:
Shipped on board: {d(onboard)}
Consignee: TO ORDER OF BANCO MERIDIONAL
Clauses: "2 cartons wet, stained"
Originals: 3/3""",
        "lc:bracket-kv-head",
        ["bracketed_kv", "ulid", "epoch_ms", "dates_in_content"],
    )


@pos
def _rate_sheet_session_table(g: Gen95) -> Draft:
    now = g.moment()
    return P(
        f"""| Field | Value |
|---|---|
| Workspace | Marlow Home Imports procurement |
{v("session_id", "| Session | " + g.hex(24) + " |")}
{v("datetime", "| Opened | " + rfc2822(now) + " |")}
| Region | EMEA |

Compare the two rate sheets for 40HC Shanghai to Felixstowe and tell me which is cheaper all-in for
30 boxes a month, including BAF and THC.

carrier,valid_from,valid_to,ocean_40hc,baf_40hc,thc_dest,free_days
Norsea,2026-04-01,2026-06-30,1850,412,285,7
Orient Meridian,2026-04-15,2026-07-14,1720,498,285,5""",
        "rates:markdown-session-table",
        ["markdown_table", "session", "rfc2822", "rate_validity_stays"],
    )


@pos
def _tracking_react_observation(g: Gen95) -> Draft:
    now = g.moment()
    box = g.cntr("PCSU")
    dep = now - timedelta(days=g.small(28, 34))
    return P(
        f"""You are a container tracking agent. Use the tools, then answer the user.

Question: Has {box} been discharged at Felixstowe yet, and can we book a haulier for tomorrow?
Thought: I should look up the container.
Action: track_container
Action Input: {{"container": "{box}"}}
Observation: {{
  {v("lookup_id", '"lookup": "' + g.uuid4() + '",')}
  {v("datetime", '"fetched_at": "' + js_iso(now) + '",')}
  "container": "{box}",
  "events": [
    {{"code": "VD", "location": "CNSHA", "time": "{rfc3339(dep)}"}},
    {{"code": "VA", "location": "GBFXT", "time": "{rfc3339(now - timedelta(hours=30))}"}},
    {{"code": "UV", "location": "GBFXT", "time": "{rfc3339(now - timedelta(hours=9))}"}}
  ],
  "holds": ["customs"]
}}
Thought:""",
        "tracking:react-observation",
        ["react", "tool_result", "pretty_json", "events_stay"],
    )


@pos
def _advisories_rag(g: Gen95) -> Draft:
    now = g.moment(SGT)
    pub = now - timedelta(days=g.small(2, 9))
    return P(
        f"""Answer from the carrier advisories below only, and cite the advisory number.
{v("datetime", "Retrieved: " + unix_date(now))}
{v("search_id", "Search id: " + g.nanoid())}

[1] Advisory NCL-{pub.year}-031 (published {d(pub)}): AE3 sailings are omitting Colombo until further
notice because of berth congestion; cargo will be relayed via Port Klang with 4 to 6 days added.
[2] Advisory NCL-{pub.year}-029 (published {d(pub - timedelta(days=6))}): peak season surcharge of USD 300/FEU on
Asia to North Europe from {d(pub + timedelta(days=14))}.

Question: My booking on the AE3 loads in Ningbo next week for Colombo. Will it be delayed?
Answer:""",
        "advisories:rag-retrieval",
        ["rag", "unix_date", "nanoid", "advisory_dates_stay"],
    )


@pos
def _demurrage_as_of(g: Gen95) -> Draft:
    now = g.moment_us()
    rows = []
    for _k in range(4):
        dis = now - timedelta(days=g.small(4, 12))
        lfd = dis + timedelta(days=4)
        over = max(0, (now - lfd).days)
        rows.append(
            f"| {g.cntr('IRBU')} | {d(dis)} | {d(lfd)} | {over} | USD {over * 175 if over < 5 else over * 250} |"
        )
    return P(
        f"""Storage and demurrage at Ironbound Terminal, Port Newark.
Charges {v("datetime", "as of " + f"{now:%Y-%m-%d %H:%M:%S} {now.tzname()}")} for this request:

| Container | Discharged | LFD | Days over | Demurrage |
|---|---|---|---|---|
{chr(10).join(rows)}

My trucker can only pull two boxes tomorrow. Which two should go first to stop the most charges?""",
        "demurrage:as-of-phrase",
        ["inline_phrase", "as_of", "table_stays"],
    )


@pos
def _portal_jwt_clock(g: Gen95) -> Draft:
    now = g.moment_us()
    return P(
        f"""{v("token", "Authorization: Bearer " + g.jwt(now, "cust-" + g.digits(5)))}
{v("datetime", "X-Client-Clock: " + str(epoch_ms(now)))}
Accept-Language: en-US

What is the last free day for container {g.cntr("TWLU")}? The terminal says it was discharged on 03/02 and we get
4 free days, Saturdays and Sundays not counted.""",
        "lfd:portal-jwt-client-clock",
        ["jwt", "epoch_ms", "made_up_label", "user_dates_stay"],
    )


@pos
def _allocation_iso_week(g: Gen95) -> Draft:
    now = g.moment()
    wk = now.isocalendar()[1]
    lines = "\n".join(
        f"W{w:02d}  120  used {u}" for w, u in zip(range(wk + 1, wk + 5), (118, 131, 96, 120), strict=True)
    )
    return P(
        f"""Allocation planner, Orient Meridian Lines, Asia to North Europe contract
{v("datetime", "Now (ISO week): " + iso_week(now))}
Contract: OML-SC-26-0{g.digits(3)}

Weekly allocation (TEU) by contract week:
{lines}

Which week should we ask the carrier to move cargo into, given we are over in W{wk + 2:02d}?""",
        "allocation:current-iso-week",
        ["iso_week", "contract_weeks_stay"],
    )


@pos
def _ens_footer_kv(g: Gen95) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Will this ENS house-level filing be accepted under ICS2 for the Tanger Med to Valencia feeder?

House bill: BWF{g.digits(9)}
Goods: "parts"  HS: 8708
Consignee: Moreno Recambios S.L., EORI ES{g.digits(9)}
Seller and buyer: not given

--
ens-helper {v("request_id", "req=" + g.uuid7(now))} {v("datetime", "at=" + rfc3339(now))} v3.2""",
        "customs:ens-footer-kv",
        ["footer", "key_value", "uuid7", "offset"],
    )


@pos
def _detention_sk_sentence(g: Gen95) -> Draft:
    now = g.moment_us()
    out = now - timedelta(days=g.small(6, 11), hours=3)
    return P(
        f"""You are FreeTime, the detention assistant of Copperleaf Trucking's import desk. {v("datetime", "The current date and time is " + sk_now(now) + ".")} Count detention days from the gate-out time in the terminal's record, not from the appointment.

User: How many detention days are we at, and when do we go over the 5 free days?

Gate transaction GT-{g.digits(8)}
Out-gate: {out:%m/%d/%Y %H:%M:%S}  Lane 7  Chassis DCLZ {g.digits(6)}
Container: {g.cntr("CPLU")} 40' dry, empty return to Maher
Assistant:""",
        "detention:semantic-kernel-sentence",
        ["sentence", "sk_now", "gate_time_stays"],
    )


@pos
def _availability_html_comment(g: Gen95) -> Draft:
    now = g.moment()
    avail = now - timedelta(hours=g.small(2, 30))
    return P(
        f"""<!-- render {v("render_id", "id=" + g.objectid(now))} {v("datetime", "ts=" + str(epoch_s(now)))} tpl=cargo-availability-v4 -->
Rewrite this terminal notice in plain language for the consignee, a furniture shop owner who has never
imported before:

CARGO AVAILABILITY  Container {g.cntr("SBLU")}  B/L PCS{g.digits(10)}
Discharged {hm(avail)}. Customs: RELEASED. Line: RELEASED. Freight: PREPAID.
Last free day {d(avail + timedelta(days=5))}. Exam required: NO. Appointment system: slots from {d(avail + timedelta(days=1))}.""",
        "availability:html-comment-head",
        ["html_comment", "objectid", "epoch", "notice_dates_stay"],
    )


@pos
def _customs_hold_chat_sent(g: Gen95) -> Draft:
    now = g.moment_eu()
    first = g.past(now, 1, 3)
    return P(
        f"""Consignee chat, Porto branch of Atlantis Cargo.
User: Hi, our container {g.cntr("ATLU")} has been on customs hold at Leixões since Friday. {v("datetime", "(sent " + windows_general(first) + ")")}
Assistant: Sorry to hear that. Did customs say which kind of control they chose?
User: They said physical exam, channel red. How long does that usually take? {v("datetime", "(sent " + windows_general(now) + ")")}
Assistant:""",
        "customs:chat-sent-stamps",
        ["chat", "per_message_time", "parenthesised"],
    )


@pos
def _hs_crew_scaffold(g: Gen95) -> Draft:
    now = g.moment()
    return P(
        f"""## Crew: customs-docs-review
{v("run_id", "Task-Run: " + g.uuid7(now))}
{v("datetime", "Kickoff: " + dotnet_o(now, g.small(0, 10)))}
Agent: Classifier
Goal: propose 6-digit HS codes for the commercial invoice lines below, with one line of reasoning each.

Invoice CI-{now.year}-{g.digits(4)} (pasted by the importer):
1. Stainless steel kitchen sinks, single bowl, 20 pcs
2. LED strip lights, 5 m reels with adapters, 400 pcs
3. Bamboo cutting boards, 300 pcs
Thought:""",
        "hs:crew-scaffold",
        ["agent_scaffold", "dotnet_o", "uuid7"],
    )


@pos
def _baf_single_line_json(g: Gen95) -> Draft:
    now = g.moment()
    return P(
        f"""{{"tool": "baf-calc", {v("request_id", '"req": "' + g.hex(16) + '",')} {v("datetime", '"fx_snapshot_at": "' + rfc3339(now) + '",')} "ccy": "USD"}}
Using the BAF table and the fuel index below, work out the surcharge per 40' for the next quarter.

Index month   VLSFO avg (USD/t)   BAF/40' (Asia-NEU)
{(now - timedelta(days=90)):%b %Y}      612                 498
{(now - timedelta(days=60)):%b %Y}      588                 476
{(now - timedelta(days=30)):%b %Y}      571                 459""",
        "rates:baf-single-line-json",
        ["single_line_json", "made_up_label", "index_months_stay"],
    )


@pos
def _congestion_env_lines(g: Gen95) -> Draft:
    now = g.moment(SGT)
    return P(
        f"""{v("datetime", "PULSE_TS=" + str(epoch_ms(now)))}
{v("request_id", "HOP_ID=" + g.ulid(now))}
REGION=ap-southeast-1
Summarise the congestion at Port Klang from the berthing report below for our weekly customer update.

Terminal    Vessels waiting   Avg wait (h)   Report time
Westport    14                31             {(now - timedelta(hours=20)):%d/%m %H:%M}
Northport   6                 12             {(now - timedelta(hours=20)):%d/%m %H:%M}""",
        "congestion:env-lines",
        ["key_value_lines", "made_up_label", "ulid"],
    )


@pos
def _whatsapp_inbound(g: Gen95) -> Draft:
    now = g.moment(BRT)
    return P(
        f"""Reply to the customer in Portuguese. Inbound WhatsApp message for the Marlin Freight customer line
(webhook payload as received):
{{
  "from": "5511{g.digits(9)}",
  {v("message_id", '"id": "wamid.' + g.b64url(30) + '",')}
  {v("datetime", '"timestamp": "' + str(epoch_s(now)) + '",')}
  "type": "text",
  "text": {{"body": "Boa tarde, o contêiner {g.cntr("MRLU")} já foi liberado pela Receita? O DI é {now.year % 100}/{g.digits(7)}-{g.small(0, 9)}."}}
}}
Reply:""",
        "customs:whatsapp-inbound",
        ["webhook", "per_message_id", "epoch", "payload_stays"],
    )


@pos
def _edi_error_near_miss(g: Gen95) -> Draft:
    now = g.moment()
    then = g.past(now, 2, 20)
    return P(
        f"""{v("request_id", "Gateway-Req: " + g.uuid4())}
User: Our VGM upload to the carrier portal failed with this. What does it mean and what do I fix?

HTTP/1.1 422 Unprocessable Entity
Date: {http_date(then)}
X-Request-Id: {g.uuid4()}
Content-Type: application/json

{{"error": "VGM_MISSING_SIGNATORY", "booking": "PCS{g.digits(8)}", "container": "{g.cntr("PCSU")}"}}
Assistant:""",
        "vgm:request-id-next-to-pasted-error",
        ["near_miss", "id_in_question", "pasted_http_stays"],
    )


@pos
def _schedule_feed_lines(g: Gen95) -> Draft:
    now = g.moment(PST)
    base = now + timedelta(days=2)
    calls = []
    for k, port in enumerate(("Yantian", "Kaohsiung", "Busan", "Long Beach", "Oakland")):
        eta = base + timedelta(days=k * 3 + (9 if k > 2 else 0))
        calls.append(f"{port:<11} ETA {eta:%a %d %b}  ETD {(eta + timedelta(hours=30)):%a %d %b}")
    return P(
        f"""You answer schedule questions for Pacific Crest Shipping's transpacific service TP7.
{v("datetime", "x-schedfeed-pull: " + str(epoch_s(now)))}
{v("request_id", "x-schedfeed-req: " + g.ulid(now).lower())}
Rotation and current schedule:
{chr(10).join(calls)}

User: If my cargo misses the Busan cut-off, what is the next TP7 arrival in Long Beach?
Assistant:""",
        "schedule:feed-lines",
        ["made_up_label", "epoch", "ulid_lower", "schedule_stays"],
    )


@pos
def _portcall_json_meta(g: Gen95) -> Draft:
    now = g.moment()
    made = now - timedelta(days=g.small(3, 8))
    return P(
        f"""{{
  "meta": {{
    {v("request_id", '"request_id": "' + g.uuid7(now) + '",')}
    {v("datetime", '"generated_at": "' + rfc3339(now) + '",')}
    "app": "portcall-insights"
  }},
  "question": "Why did the Busan call slip by 19 hours, and was the pilot or the berth the cause?",
  "port_call": {{
    "created_at": "{rfc3339(made)}",
    "id": "{g.uuid7(made)}",
    "vessel": "NCL Halcyon",
    "imo": "9{g.digits(6)}",
    "eta_original": "{rfc3339(made + timedelta(days=2))}",
    "ata": "{rfc3339(made + timedelta(days=2, hours=19))}",
    "remarks": "berth occupied by previous vessel; pilot boarded 2h late"
  }}
}}""",
        "portcall:json-meta-over-record",
        ["pretty_json", "near_miss", "created_at_in_content", "uuid7_in_content"],
    )


@pos
def _insurance_claim_mail_poll(g: Gen95) -> Draft:
    now = g.moment()
    sent = g.past(now, 3, 40)
    return P(
        f"""Marine cargo claims desk. Draft the first reply to the broker below: confirm receipt, list the documents
still missing, and do not admit liability.

{v("datetime", "Mailbox synced: " + ctime(now))}
{v("poll_id", "Sync cursor: " + g.b64url(24))}

From: Rhea Okafor <rhea@lindenbrokers.example>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}.{epoch_s(sent)}@lindenbrokers.example>
Subject: Claim notice, 4 pallets wet damage, B/L OML{g.digits(10)}

Container {g.cntr("OMLU")} was stripped on {d(sent - timedelta(days=1))} at our client's warehouse; 4 of 20 pallets of
paper rolls wet. Survey booked. Photos attached. Please note our client's claim.""",
        "claims:mailbox-sync-over-email",
        ["mailbox_poll", "ctime", "email_headers_stay"],
    )


@pos
def _rate_request_kv_line(g: Gen95) -> Draft:
    now = g.moment()
    return P(
        f"""spot-quote {v("datetime", "stamp=" + rfc3339(now, 6))} lane=CNSZX-USLAX eq=40HC {v("request_id", "qid=" + g.ksuid(now))}
Write a two-line summary for the sales rep of the spot offers below, cheapest first, and flag any offer
whose validity ends before the cargo-ready date of the 12th.

offer  carrier          rate   valid_until  transit
A      Pacific Crest    2140   {d(now + timedelta(days=6))}   16d
B      Orient Meridian  1985   {d(now + timedelta(days=14))}   19d
C      Sable Line       2310   {d(now + timedelta(days=21))}   14d""",
        "rates:spot-kv-line",
        ["key_value_inline", "ksuid", "validity_stays"],
    )


# --- hand-written positives: other languages ----------------------------------------------------------------------


@pos
def _ja_import_declaration(g: Gen95) -> Draft:
    now = g.moment(JST)
    filed = g.past(now, 30, 70)
    return P(
        f"""あなたは通関業者「港南通関」のアシスタントです。輸入申告の状況を荷主にわかりやすく説明してください。
{v("datetime", "現在日時：" + ja_time(now))}
{v("request_id", "照会ID：" + g.hex(20))}

荷主からの質問：この申告はなぜまだ許可されていないのですか？

申告番号：{g.digits(4)} {g.digits(4)} {g.digits(3)}
申告日時：{filed:%Y/%m/%d %H:%M}
審査区分：区分2（書類審査）
コンテナ番号：{g.cntr("KNTU")}
備考：原産地証明書の提出待ち""",
        "customs:ja-naccs-status",
        ["ja", "fullwidth_colon", "declaration_times_stay"],
    )


@pos
def _ko_unipass(g: Gen95) -> Draft:
    now = g.moment(KST)
    steps = []
    t = now - timedelta(days=2)
    for what in ("입항보고 수리", "하선신고 수리", "수입신고", "검사대상 지정"):
        t = t + timedelta(hours=g.small(3, 12), minutes=g.small(0, 59))
        steps.append(f"{t:%Y-%m-%d %H:%M:%S}  {what}")
    return P(
        f"""시스템: 한빛포워딩 고객상담 봇입니다. 통관 진행 상황을 쉽게 설명하세요.
{v("datetime", "현재 시각: " + ko_time(now))}
{v("session_id", "세션: " + g.hex(32))}

사용자: 아래 화물이 왜 검사대상이 됐나요? 언제쯤 반출할 수 있을까요?
화물관리번호: {now.year % 100}HBFW{g.digits(7)}
{chr(10).join(steps)}""",
        "customs:ko-unipass",
        ["ko", "korean_12h", "session", "steps_stay"],
    )


@pos
def _zh_inspection(g: Gen95) -> Draft:
    now = g.moment(CST8)
    dec = g.past(now, 20, 60)
    return P(
        f"""你是海通船代的客服助手，请用简洁的中文回答。
{v("datetime", "请求时间：" + iso_space(now))}
{v("trace_id", "追踪号：" + g.traceparent())}

客户问题：这个柜子为什么被海关查验？一般要多久？
报关单号：{g.digits(18)}
申报日期：{d(dec)}
柜号：{g.cntr("HTSU")}
查验通知时间：{hm(dec + timedelta(hours=18))}""",
        "customs:zh-inspection",
        ["zh", "traceparent", "fullwidth_colon", "declaration_dates_stay"],
    )


@pos
def _es_valencia_escala(g: Gen95) -> Draft:
    now = g.moment_eu()
    eta = now + timedelta(hours=g.small(6, 50))
    return P(
        f"""Eres el asistente del consignatario Levante Marítima en el puerto de Valencia.
{v("datetime", "Fecha y hora de la consulta: " + f"{now:%d/%m/%Y %H:%M:%S}")}
{v("session_id", "Sesión: " + g.nanoid())}

¿Llegará a tiempo el buque para el corte documental del viernes? Esta es la escala que nos mandó la naviera:

Escala nº {now.year}{g.digits(6)}
Buque: Sable Horizon  IMO 9{g.digits(6)}
ETA: {hm(eta)}  ETD: {hm(eta + timedelta(hours=22))}
Muelle: Príncipe Felipe
Actualizado: {hm(now - timedelta(hours=5))}""",
        "portcall:es-valencia",
        ["es", "nanoid", "actualizado_in_content"],
    )


@pos
def _de_bremerhaven(g: Gen95) -> Draft:
    now = g.moment_eu()
    return P(
        f"""{v("datetime", "Zeitstempel (Server): " + log4j_iso(now))}
{v("request_id", "Anfrage-Kennung: " + g.uuid7(now))}
Du bist der Assistent der Spedition Weserkai. Antworte auf Deutsch.

Kunde: Unser Reefer steht seit gestern am CT Bremerhaven. Warum ist er noch nicht freigestellt?

Status laut Terminal:
Container: {g.cntr("WSKU")}
Entladen: {(now - timedelta(hours=27)):%d.%m.%Y %H:%M}
Zoll: ATB offen
Reederei-Freistellung: erteilt {(now - timedelta(hours=20)):%d.%m.%Y %H:%M}""",
        "release:de-bremerhaven",
        ["de", "log4j", "uuid7", "terminal_times_stay"],
    )


@pos
def _fr_lehavre_reefer(g: Gen95) -> Draft:
    now = g.moment_eu()
    al = g.past(now, 2, 8)
    return P(
        f"""Tu es l'assistant qualité de Primeurs Caux Import. Dis si le lot de bananes est à risque.

Alarme du conteneur frigorifique (copie du portail de la compagnie) :
Conteneur : {g.cntr("PCXU")}
Code : AL56 – Capteur d'air de retour défaillant
Déclenchée le : {al:%d/%m/%Y à %H:%M}
Consigne : 13,3 °C  Dernière lecture : 13,9 °C

{v("datetime", "Heure de génération : " + f"{now:%d/%m/%Y %H:%M:%S}")}
{v("token", "Jeton de session : " + g.jwt(now, "qa-" + g.digits(4)))}""",
        "reefer:fr-tail",
        ["fr", "jwt", "tail", "alarm_time_stays"],
    )


@pos
def _pt_paranagua_duimp(g: Gen95) -> Draft:
    now = g.moment(BRT)
    reg = g.past(now, 10, 40)
    return P(
        f"""Você é o assistente da comissária Araucária Despachos, em Paranaguá.
{v("datetime", "Consultado em: " + f"{now:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "Protocolo da consulta: " + g.upper_hex(16))}

Cliente: A DUIMP abaixo caiu no canal amarelo. O que isso significa e quanto tempo demora?

DUIMP {now.year % 100}BR{g.digits(10)}-{g.small(1, 9)}
Registrada em: {reg:%d/%m/%Y %H:%M}
Canal: AMARELO
Contêiner: {g.cntr("ARCU")}""",
        "customs:pt-duimp",
        ["pt", "hex", "registration_time_stays"],
    )


@pos
def _ar_jeddah(g: Gen95) -> Draft:
    now = g.moment(AST3)
    return P(
        f"""أنت مساعد شركة الخليج للشحن في ميناء جدة الإسلامي. أجب باختصار.
{v("datetime", "وقت الاستعلام: " + ar_digits(f"{now:%Y/%m/%d %H:%M:%S}"))}
{v("session_id", "رمز الجلسة: " + g.hex(24))}

العميل: الحاوية {g.cntr("GLFU")} وصلت يوم {d(now - timedelta(days=3))} ولم يتم فسحها بعد. متى تبدأ رسوم الأرضيات؟""",
        "demurrage:ar-jeddah",
        ["ar", "arabic_indic_digits", "session", "user_dates_stay"],
    )


@pos
def _hi_nhava_sheva(g: Gen95) -> Draft:
    now = g.moment(IST)
    sb = g.past(now, 30, 90)
    return P(
        f"""आप सागरमाला फ़ॉरवर्डर्स के सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "अनुरोध समय: " + f"{now:%d-%m-%Y %H:%M:%S}")}
{v("session_id", "सत्र: " + g.ulid(now))}

ग्राहक: शिपिंग बिल का LEO अभी तक क्यों नहीं मिला? कंटेनर कट-ऑफ कल सुबह है।
शिपिंग बिल नं.: {g.digits(7)}  दिनांक: {sb:%d-%m-%Y}
पोर्ट: INNSA1
स्थिति: Goods arrived {hm(sb + timedelta(hours=20))} / Examination pending""",
        "customs:hi-shipping-bill",
        ["hi", "ulid", "shipping_bill_dates_stay"],
    )


@pos
def _vi_catlai(g: Gen95) -> Draft:
    now = g.moment(ICT)
    return P(
        f"""Bạn là trợ lý của công ty giao nhận Sông Hậu Logistics. Trả lời bằng tiếng Việt.

Khách hàng: Lô hàng này đã hạ bãi Cát Lái chưa? Bao giờ tàu chạy?
Số booking: SHL{g.digits(8)}
Cont: {g.cntr("SHLU")}  Hạ bãi dự kiến: {d(now + timedelta(days=1))}
Cắt máng: {hm(now + timedelta(days=2))}
{v("datetime", "Thời gian truy vấn: " + f"{now:%H:%M:%S %d/%m/%Y}")}""",
        "booking:vi-catlai",
        ["vi", "tail", "cutoff_stays"],
    )


@pos
def _tr_mersin(g: Gen95) -> Draft:
    now = g.moment(TRT)
    return P(
        f"""{v("datetime", "Sorgu zamanı: " + f"{now:%d.%m.%Y %H:%M:%S}")}
{v("request_id", "İstek kimliği: " + g.uuid4())}
Sen Akdeniz Lojistik'in müşteri asistanısın. Türkçe yanıt ver.

Müşteri: Konşimento aslı bankada, ama armatör "telex release" yapamıyoruz diyor. Ne yapmalıyız?
Konşimento no: AKD{g.digits(9)}
Varış: Mersin, {d(now - timedelta(days=2))}""",
        "bl:tr-mersin",
        ["tr", "uuid4", "arrival_date_stays"],
    )


@pos
def _ru_spb(g: Gen95) -> Draft:
    now = g.moment(MSK)
    made = now - timedelta(days=4)
    return P(
        f"""Ты помощник экспедитора «Балтийский транзит». Отвечай по-русски.

Клиент прислал акт и спрашивает, можно ли оспорить сверхнормативное использование контейнера:
{{"создан": "{rfc3339(made)}", "ид": "{g.uuid7(made)}", "контейнер": "{g.cntr("BTTU")}", "сутки": 6, "ставка_usd": 95}}

{v("datetime", "Время формирования: " + f"{now:%d.%m.%Y %H:%M:%S}")}
{v("request_id", "ID запроса: " + g.hex(32))}""",
        "dnd:ru-spb",
        ["ru", "tail", "record_with_own_uuid7_stays"],
    )


@pos
def _id_priok(g: Gen95) -> Draft:
    now = g.moment(ICT)
    return P(
        f"""Anda asisten PT Samudra Priok Logistik. Jawab dalam bahasa Indonesia.
{v("datetime", "Waktu permintaan: " + f"{now:%d-%m-%Y %H:%M:%S} WIB")}
{v("session_id", "ID sesi: " + g.ulid(now))}

Pelanggan: PIB kami kena jalur merah di Tanjung Priok. Berapa lama biasanya pemeriksaan fisik?
Nomor aju: {g.digits(6)}-{g.digits(6)}-{now:%Y%m%d}-{g.digits(6)}
Tanggal respon: {d(now - timedelta(days=1))}""",
        "customs:id-priok",
        ["id", "ulid", "response_date_stays"],
    )


@pos
def _th_laemchabang(g: Gen95) -> Draft:
    now = g.moment(ICT)
    return P(
        f"""คุณคือผู้ช่วยของบริษัท แหลมทองชิปปิ้ง ตอบเป็นภาษาไทย
{v("datetime", "วันเวลาขณะนี้: " + th_time(now))}

ลูกค้า: ตู้ {g.cntr("LTSU")} ต้องคืนตู้เปล่าภายในวันไหนถึงจะไม่เสียค่าเสียเวลา ได้ฟรี 7 วันนับจากวันรับตู้ {th_date(now - timedelta(days=3))}""",
        "detention:th-buddhist-era",
        ["th", "buddhist_era", "user_dates_stay"],
    )


@pos
def _pl_gdansk(g: Gen95) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Jesteś asystentem agencji celnej Bałtyk Odprawy w Gdańsku.
{v("datetime", "Czas zapytania: " + f"{now:%d.%m.%Y, %H:%M:%S}")}

Klient: Czy możemy złożyć zgłoszenie przed przybyciem statku? Kontener {g.cntr("BLTU")}, ETA DCT Gdańsk {d(now + timedelta(days=3))}.""",
        "customs:pl-gdansk",
        ["pl", "eta_stays"],
    )


@pos
def _he_haifa(g: Gen95) -> Draft:
    now = g.moment(timezone(timedelta(hours=2), "IST"))
    return P(
        f"""אתה העוזר של סוכנות הספנות כרמל ים. ענה בעברית.
{v("datetime", "זמן הבקשה: " + f"{now:%d/%m/%Y %H:%M:%S}")}
{v("request_id", "מזהה בקשה: " + g.uuid7(now))}

לקוח: האונייה הגיעה לנמל חיפה ב-{d(now - timedelta(days=2))}. למה עדיין אין שחרור מהמכס?""",
        "customs:he-haifa",
        ["he", "uuid7", "user_dates_stay"],
    )


@pos
def _it_genova_sentence(g: Gen95) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Sei l'assistente dello spedizioniere Lanterna Cargo di Genova. {v("datetime", "Sono le " + f"{now:%H:%M:%S} del {now:%d/%m/%Y}" + ".")} Rispondi in italiano.

Cliente: La nave è stata rinviata (rollover) alla partenza successiva. La lettera di credito scade il {d(now + timedelta(days=9))}: facciamo in tempo?""",
        "rollover:it-sentence",
        ["it", "sentence", "lc_expiry_stays"],
    )


@pos
def _nl_rotterdam(g: Gen95) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Je bent de assistent van expediteur Maaskade Logistics. Antwoord in het Nederlands.

Klant: Klopt deze demurrage-factuur? Container {g.cntr("MKDU")}, gelost {d(now - timedelta(days=12))}, opgehaald {d(now - timedelta(days=2))}, 5 vrije dagen, EUR 90 per dag.

{v("datetime", "Opgevraagd op: " + f"{now:%d-%m-%Y %H:%M:%S}")}
{v("session_id", "Sessie: " + g.b64url(16))}""",
        "demurrage:nl-rotterdam",
        ["nl", "tail", "invoice_dates_stay"],
    )


# --- the generated family -------------------------------------------------------------------------------------------
# A body is a system line, the user's ask and a pasted record (made per case with its own times and ids).


def _b_booking_json(g: Gen95, t: datetime) -> str:
    c = t - timedelta(days=g.small(3, 9), seconds=g.small(0, 86000))
    return f"""{{
  "id": "{g.uuid7(c)}",
  "created_at": "{rfc3339(c, 3)}",
  "booking": "NCL{g.digits(9)}",
  "status": "CONFIRMED",
  "cutoffs": {{"cy": "{rfc3339(c + timedelta(days=8))}", "si": "{rfc3339(c + timedelta(days=7))}"}}
}}"""


def _b_events_logfmt(g: Gen95, t: datetime) -> str:
    c = g.cntr("PCSU")
    lines = []
    s = t - timedelta(hours=g.small(30, 60))
    for ev in ("gate_in", "loaded", "vessel_departed"):
        s = s + timedelta(hours=g.small(4, 14), seconds=g.small(0, 3000))
        lines.append(f"ts={rfc3339(s)} event={ev} container={c} request_id={g.ulid(s)}")
    return "\n".join(lines)


def _b_dnd_yaml(g: Gen95, t: datetime) -> str:
    c = t - timedelta(days=g.small(5, 20))
    return f"""invoice:
  ref: {g.ulid(c)}
  issued: {d(c)}
  container: {g.cntr("OMLU")}
  demurrage_days: {g.small(3, 12)}
  rate_usd: 160
  updated: {rfc3339(c + timedelta(hours=5))}"""


def _b_entry_xml(g: Gen95, t: datetime) -> str:
    c = t - timedelta(days=g.small(1, 6))
    return f"""<EntrySummary filer="K7Q" entryNo="K7Q-{g.digits(7)}-{g.small(0, 9)}" filed="{rfc3339(c)}">
  <Line no="1" hts="9403.60.8081" value="12480" origin="VN"/>
  <Release status="HOLD" code="CBP" stamp="{rfc3339(c + timedelta(hours=20))}"/>
</EntrySummary>"""


def _b_portcall_csv(g: Gen95, t: datetime) -> str:
    rows = ["port,eta,ata,etd,atd"]
    s = t - timedelta(days=12)
    for port in ("SGSIN", "LKCMB", "EGSUZ"):
        s = s + timedelta(days=g.small(3, 5), hours=g.small(0, 20))
        rows.append(
            f"{port},{hm(s)},{hm(s + timedelta(hours=g.small(2, 30)))},{hm(s + timedelta(hours=36))},{hm(s + timedelta(hours=g.small(38, 70)))}"
        )
    return "\n".join(rows)


def _b_reefer_ndjson(g: Gen95, t: datetime) -> str:
    c = g.cntr("VFRU")
    out = []
    s = t - timedelta(hours=6)
    for sup in ("-0.4", "2.7", "4.1"):
        s = s + timedelta(minutes=g.small(20, 60))
        out.append(f'{{"ts": {epoch_ms(s)}, "unit": "{c}", "supply_c": {sup}, "setpoint_c": -0.5}}')
    return "\n".join(out)


def _b_rate_table(g: Gen95, t: datetime) -> str:
    return f"""| Lane | 20' | 40' | 40HC | Updated |
|---|---|---|---|---|
| CNSHA-DEHAM | 1210 | 1950 | 1990 | {d(t - timedelta(days=g.small(2, 9)))} |
| CNSHA-PLGDN | 1280 | 2040 | 2080 | {d(t - timedelta(days=g.small(2, 9)))} |"""


def _b_carrier_email(g: Gen95, t: datetime) -> str:
    s = t - timedelta(hours=g.small(3, 48))
    return f"""From: Sable Line Customer Service <cs@sableline.example>
Date: {rfc2822(s)}
Message-ID: <{g.uuid4()}@sableline.example>
Subject: Vessel delay SABLE MERIDIAN 023W

Due to a main engine repair the vessel will depart Laem Chabang on {d(s + timedelta(days=3))} instead of {d(s + timedelta(days=1))}."""


def _b_curl(g: Gen95, t: datetime) -> str:
    s = t - timedelta(minutes=g.small(5, 400))
    return f"""> GET /v1/containers/{g.cntr("TWLU")}/events HTTP/2
> Host: api.tidewater.example
< HTTP/2 429
< date: {http_date(s)}
< x-request-id: {g.hex(32)}
< x-ratelimit-reset: {epoch_s(s) + 60}"""


def _b_vgm_form(g: Gen95, t: datetime) -> str:
    s = t - timedelta(hours=g.small(2, 30))
    return f"""Response ID: {g.ksuid(s)}
Submitted: {s:%d/%m/%Y %H:%M:%S}
Container: {g.cntr("BWFU")}
Method: 2 (weighing of contents)
VGM (kg): {g.small(18000, 28000)}
Signatory: T. Lindqvist"""


def _b_terminal_log(g: Gen95, t: datetime) -> str:
    s = t - timedelta(hours=g.small(2, 20))
    c = g.cntr("SBLU")
    return f"""{py_logging(s)} INFO  tos.gate  truck=7KX{g.digits(3)} container={c} lane=4 result=ACCEPT
{py_logging(s + timedelta(seconds=41))} WARN  tos.gate  container={c} seal=MISMATCH expected=SL{g.digits(6)}
{py_logging(s + timedelta(seconds=95))} INFO  tos.gate  trouble_ticket={g.hex(8)} opened"""


def _b_ebl_event(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(1, 5))
    return f"""{{"event": {{"id": "{g.b64url(16)}", "type": "TITLE_TRANSFER", "at": "{rfc3339(s)}",
  "document": {{"ebl": "QL-{g.b62(6).upper()}", "hash": "{g.hex(64)}"}},
  "from": "Bank of Lianhua", "to": "Lumen Europe B.V."}}}}"""


def _b_es_aviso(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(1, 4))
    return f"""aviso_llegada:
  creado: {rfc3339(s)}
  id: {g.uuid7(s)}
  buque: SABLE HORIZON
  eta_valencia: {d(s + timedelta(days=3))}
  contenedor: {g.cntr("LVMU")}"""


def _b_de_zoll(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(1, 4))
    return f"""MRN;Erstellt;Status;Container
{s:%y}DE{g.upper_hex(14)};{s:%d.%m.%Y %H:%M:%S};Beschau angeordnet;{g.cntr("WSKU")}"""


def _b_ja_json(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(1, 4))
    return f"""{{"作成日時": "{rfc3339(s.astimezone(JST))}", "識別子": "{g.ulid(s)}", "船名": "OML FORTITUDE", "コンテナ": "{g.cntr("KNTU")}", "状態": "搬出可"}}"""


def _b_fr_log(g: Gen95, t: datetime) -> str:
    s = t - timedelta(hours=g.small(3, 30))
    return f"""[{s:%d/%m/%Y %H:%M:%S}] SAISIE  conteneur={g.cntr("PCXU")} statut=EN_ATTENTE_DOUANE
[{(s + timedelta(hours=4)):%d/%m/%Y %H:%M:%S}] DOUANE  bon_a_enlever=OUI ref={g.hex(10)}"""


def _b_pt_csv(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(2, 6))
    return f"""contêiner;descarga;liberação;devolução_prevista
{g.cntr("ARCU")};{s:%d/%m/%Y %H:%M};{(s + timedelta(days=2)):%d/%m/%Y %H:%M};{(s + timedelta(days=9)):%d/%m/%Y}"""


def _b_zh_kv(g: Gen95, t: datetime) -> str:
    s = t - timedelta(days=g.small(1, 5))
    return f"""提单号={g.ref("HTS", 10)} 签发时间={iso_space(s.astimezone(CST8))} 放货方式=电放 单证ID={g.hex(24)}"""


BODIES: list[tuple[str, str, str, str, Callable[[Gen95, datetime], str]]] = [
    (
        "booking-json",
        "en",
        "You are the booking assistant of Tidemark Forwarding.",
        "When is the CY cut-off for this booking in our local time (Shanghai)?",
        _b_booking_json,
    ),
    (
        "events-logfmt",
        "en",
        "You explain carrier tracking events to Brightwake's customers.",
        "Did this container actually sail, or was it rolled?",
        _b_events_logfmt,
    ),
    (
        "dnd-yaml",
        "en",
        "You review demurrage invoices for Copperleaf Imports.",
        "Is this invoice within the carrier's free time terms of 7 days?",
        _b_dnd_yaml,
    ),
    (
        "entry-xml",
        "en",
        "You assist the import compliance team of Marlow Home.",
        "Why is this entry on hold and what do we send the broker?",
        _b_entry_xml,
    ),
    (
        "portcall-csv",
        "en",
        "You are Norsea's schedule reliability analyst.",
        "How many hours late was the vessel at each port?",
        _b_portcall_csv,
    ),
    (
        "reefer-ndjson",
        "en",
        "You monitor reefer cargo for Valle Frío Exports.",
        "Is the supply air trend a sensor fault or a real warming?",
        _b_reefer_ndjson,
    ),
    (
        "rate-table",
        "en",
        "You help the procurement team compare carrier rates.",
        "Which lane went up more since the last update?",
        _b_rate_table,
    ),
    (
        "carrier-email",
        "en",
        "You draft shipper updates for Harbourline Logistics.",
        "Write a two-line update for the shipper about this delay.",
        _b_carrier_email,
    ),
    (
        "curl",
        "en",
        "You help Brightwake's integration engineers.",
        "Why are we getting 429 and when can we retry?",
        _b_curl,
    ),
    (
        "vgm-form",
        "en",
        "You check VGM submissions for Brightwake before cut-off.",
        "Is this VGM submission complete under SOLAS?",
        _b_vgm_form,
    ),
    (
        "terminal-log",
        "en",
        "You help the gate supervisor at Ironbound Terminal.",
        "What happened with this truck and what should the clerk do?",
        _b_terminal_log,
    ),
    (
        "ebl-event",
        "en",
        "You support users of the Quayledger eBL registry.",
        "Who holds title to this bill now?",
        _b_ebl_event,
    ),
    (
        "es-aviso",
        "es",
        "Eres el asistente de Levante Marítima.",
        "¿Cuándo llega el contenedor a Valencia según este aviso?",
        _b_es_aviso,
    ),
    (
        "de-zoll",
        "de",
        "Du bist der Zollassistent der Spedition Weserkai.",
        "Was bedeutet 'Beschau angeordnet' für diese Sendung?",
        _b_de_zoll,
    ),
    (
        "ja-json",
        "ja",
        "あなたは港南通関のアシスタントです。",
        "このコンテナはもう引き取れますか？",
        _b_ja_json,
    ),
    (
        "fr-log",
        "fr",
        "Tu es l'assistant de Primeurs Caux Import.",
        "Le conteneur peut-il être enlevé aujourd'hui ?",
        _b_fr_log,
    ),
    (
        "pt-csv",
        "pt",
        "Você é o assistente da Araucária Despachos.",
        "Quantos dias de free time sobram até a devolução prevista?",
        _b_pt_csv,
    ),
    ("zh-kv", "zh", "你是海通船代的助手。", "这票货已经电放了吗？", _b_zh_kv),
]

POSITIONS = [
    "head",
    "sys_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_line",
    "xml_attr",
]

TIME_LABELS = [
    ("Current time", "now"),
    ("Request time", "req_time"),
    ("Generated", "generated"),
    ("Served at", "served_at"),
    ("Wallclock", "wallclock"),
    ("quayclock", "quayclock"),
    ("tick.t0", "tick_t0"),
    ("Stamp (UTC)", "stamp"),
]
ID_LABELS: list[tuple[str, str, str, list[int]]] = [
    ("Request ID", "request_id", "request_id", [0, 1, 2, 4]),
    ("Trace", "trace", "trace_id", [7, 8, 4]),
    ("Session", "session", "session_id", [6, 5, 0, 9]),
    ("Correlation", "correlation", "request_id", [0, 4, 1]),
    ("hop", "hop", "request_id", [3, 2, 5]),
    ("Dispatch-Id", "dispatch_id", "request_id", [2, 3, 9]),
    ("Envelope", "envelope", "delivery_id", [1, 3, 6]),
]
LOCAL_LABELS = {
    "es": [("Hora actual", "hora_actual", "datetime"), ("Sesión", "sesion", "session_id")],
    "de": [("Aktuelle Uhrzeit", "uhrzeit", "datetime"), ("Sitzung", "sitzung", "session_id")],
    "ja": [("現在時刻", "genzai", "datetime"), ("セッション", "session", "session_id")],
    "fr": [("Heure actuelle", "heure", "datetime"), ("Session", "session", "session_id")],
    "pt": [("Agora", "agora", "datetime"), ("Sessão", "sessao", "session_id")],
    "zh": [("当前时间", "dangqian", "datetime"), ("会话", "huihua", "session_id")],
}

JS_ZONES = {
    0: "Coordinated Universal Time",
    1: "Central European Standard Time",
    2: "Central European Summer Time",
}

TIME_FORMATS: list[Callable[[Gen95, datetime], str]] = [
    lambda g, t: rfc3339(t),
    lambda g, t: rfc3339(t, 3),
    lambda g, t: iso_space(t),
    lambda g, t: http_date(t),
    lambda g, t: rfc2822(t),
    lambda g, t: py_str(t),
    lambda g, t: js_iso(t),
    lambda g, t: go_string(t, g.small(0, 1000), f"{g.small(1, 90000)}.{g.digits(9)}"),
    lambda g, t: dotnet_o(t, g.small(0, 10)),
    lambda g, t: windows_general(t),
    lambda g, t: ctime(t),
    lambda g, t: js_tostring(t, JS_ZONES[int((t.utcoffset() or timedelta(0)).total_seconds() // 3600)]),
    lambda g, t: clf(t),
    lambda g, t: str(epoch_s(t)),
    lambda g, t: str(epoch_ms(t)),
    lambda g, t: str(epoch_us(t)),
    lambda g, t: long_date(t),
    lambda g, t: py_iso(t),
]
ID_FORMATS: list[Callable[[Gen95, datetime], str]] = [
    lambda g, t: g.uuid4(),
    lambda g, t: g.uuid7(t),
    lambda g, t: g.ulid(t),
    lambda g, t: g.ksuid(t),
    lambda g, t: g.hex(32),
    lambda g, t: g.nanoid(),
    lambda g, t: g.b64url(18),
    lambda g, t: g.traceparent(),
    lambda g, t: g.amzn_trace(t, False),
    lambda g, t: g.objectid(t),
]


def _frame(lang: str, system: str, ask: str, record: str, sys_extra: str = "", after_record: str = "") -> str:
    """A body's prompt: English bodies as a `User:` turn ending in `Assistant:`, others as system and message."""
    if lang == "en":
        return f"{system}{sys_extra}\n\nUser: {ask}\n\n{record}{after_record}\nAssistant:"
    return f"{system}{sys_extra}\n\n{ask}\n\n{record}{after_record}"


def _place_field(
    position: str, lang: str, system: str, ask: str, record: str, label: str, key: str, value: str, cue: str
) -> str:
    line = v(cue, f"{label}: {value}")
    app = "shipdesk"
    if position == "head":
        return line + "\n" + _frame(lang, system, ask, record)
    if position == "sys_tail":
        return _frame(lang, system, ask, record, sys_extra="\n" + line)
    if position == "header_block":
        return f"Context:\nChannel: portal\n{line}\nDesk: ocean-import\n\n" + _frame(
            lang, system, ask, record
        )
    if position == "after_user":
        return _frame(lang, system, ask, record, after_record="\n" + line)
    if position == "footer":
        return _frame(lang, system, ask, record, after_record="\n\n--\n" + line)
    if position == "front_matter":
        return f"---\napp: {app}\n{v(cue, f'{key}: {value}')}\nlang: {lang}\n---\n" + _frame(
            lang, system, ask, record
        )
    if position == "json_line":
        member = v(cue, f'"{key}": "{value}",')
        return f'{{"app": "{app}", {member} "lang": "{lang}"}}\n' + _frame(lang, system, ask, record)
    assert position == "xml_attr"
    attr = v(cue, f'{key}="{value}"')
    return f'<ctx app="{app}" {attr} lang="{lang}"/>\n' + _frame(lang, system, ask, record)


def generated_positives(g: Gen95) -> list[Draft]:
    out: list[Draft] = []
    n = tc = ic = 0
    for i, (name, lang, system, ask, rec) in enumerate(BODIES):
        for k in range(3):
            position = POSITIONS[(i * 3 + k) % len(POSITIONS)]
            t = g.moment_eu() if lang in ("es", "de", "fr") else g.moment()
            if lang != "en" and k == 0:
                label, key, cue = LOCAL_LABELS[lang][i % 2]
                if cue == "datetime":
                    value = TIME_FORMATS[n % len(TIME_FORMATS)](g, t)
                else:
                    value = ID_FORMATS[(6, 5, 0, 4, 2)[n % 5]](g, t)
            elif (i + k) % 2 == 0:
                label, key = TIME_LABELS[tc % len(TIME_LABELS)]
                cue = "datetime"
                value = TIME_FORMATS[(tc * 7 + 3) % len(TIME_FORMATS)](g, t)
                tc += 1
            else:
                label, key, cue, kinds = ID_LABELS[ic % len(ID_LABELS)]
                value = ID_FORMATS[kinds[ic % len(kinds)]](g, t)
                ic += 1
            record = rec(g, t)
            marked = _place_field(position, lang, system, ask, record, label, key, value, cue)
            out.append(Draft(marked, f"{SRC}pos:gen:{name}:{position}", ["generated", lang, position, cue]))
            n += 1
    return out


STABLE_VALUES = [
    ("Tariff version", "tariff_version", "2026.2"),
    ("Time zone", "time_zone", "Europe/Rotterdam"),
    ("Tenant", "tenant", "5f0c2a8e-3b7d-4e91-a6c4-8d2f1e7b9a30"),
    ("SCAC", "scac", "NCLU"),
    ("Free time", "free_time", "7 days detention, 5 days demurrage"),
    ("API version", "api_version", "2025-11-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Office hours", "office_hours", "08:00-17:30 Mon-Fri"),
    ("Rate validity", "rate_validity", "2026-04-01 to 2026-06-30"),
    ("Contract", "contract", "OML-SC-26-0417"),
    ("Build", "build", "2026.03.2-rc1"),
    ("Port", "port", "NLRTM"),
]


def generated_negatives(g: Gen95) -> list[Draft]:
    out: list[Draft] = []
    for i, (name, lang, system, ask, rec) in enumerate(BODIES):
        position = POSITIONS[(i * 3 + 5) % len(POSITIONS)]
        label, key, value = STABLE_VALUES[i % len(STABLE_VALUES)]
        t = g.moment()
        marked = _place_field(position, lang, system, ask, rec(g, t), label, key, value, "x")
        text = make_holdout.resolve(marked)[0]
        out.append(
            Draft(
                text, f"{SRC}neg:gen:{name}:{position}", ["generated", "hard_negative", lang, position, key]
            )
        )
    return out


# --- negatives: pasted records ------------------------------------------------------------------------------------


def blocks(g: Gen95) -> list[tuple[str, list[str], str, str, str]]:
    """(source, tags, block, ask, lead-in) for each pasted record."""
    B: list[tuple[str, list[str], str, str, str]] = []

    def at() -> datetime:
        return g.moment()

    s = at()
    B.append(
        (
            "customs-clearance-json",
            ["json_pretty", "created_at", "uuid7"],
            f"""{{
  "created_at": "{rfc3339(s)}",
  "id": "{g.uuid7(s)}",
  "shipment": "BWF{g.digits(8)}",
  "customs": {{"status": "CLEARED", "cleared_at": "{rfc3339(s + timedelta(hours=31))}", "entry": "K7Q-{g.digits(7)}-4"}}
}}""",
            "When did this shipment clear customs, and how long after it was filed?",
            "Here is the export from our TMS",
        )
    )
    s = at()
    B.append(
        (
            "rollover-advisory-mail",
            ["email", "date", "message_id"],
            f"""From: Orient Meridian Lines <noreply@oml.example>
Date: {rfc2822(s)}
Message-ID: <{g.hex(16)}@mail.oml.example>
Subject: Rollover notice booking OML{g.digits(9)}

Your booking has been rolled from OML PERSEVERANCE 041W to OML FORTITUDE 043W due to overbooking.
New ETD Ningbo: {d(s + timedelta(days=7))}. New cut-off: {hm(s + timedelta(days=5))}.""",
            "Is the carrier allowed to roll us twice in a row? This is the second one.",
            "My colleague sent this",
        )
    )
    s = at()
    B.append(
        (
            "dnd-invoice-csv",
            ["csv", "dates", "ulid"],
            "invoice_id,container,gate_out,gate_in,free_days,charged_days,amount_usd\n"
            + "\n".join(
                f"{g.ulid(s)},{g.cntr('TWLU')},{d(s - timedelta(days=20 - k))},{d(s - timedelta(days=5 - k))},7,{8},{8 * 140}"
                for k in range(3)
            ),
            "Check the charged days against gate-out and gate-in. Are any of these overcharged?",
            "Below is what the carrier billed",
        )
    )
    s = at()
    B.append(
        (
            "webhook-pasted-debug",
            ["webhook", "delivery_headers", "signature", "debug"],
            f"""POST /hooks/carrier-events HTTP/1.1
Tidewire-Delivery: {g.uuid4()}
Tidewire-Timestamp: {epoch_s(s)}
Tidewire-Signature: v1={g.hex(64)}
Content-Type: application/json

{{"event":"container.discharged","container":"{g.cntr("TWLU")}","at":"{rfc3339(s - timedelta(minutes=14))}"}}""",
            "Our endpoint rejects this delivery with 'signature mismatch'. Which bytes does the signature cover, and could a proxy re-encoding the body break it?",
            "This is the delivery from our logs",
        )
    )
    s = at()
    B.append(
        (
            "reefer-alarm-history-md",
            ["markdown_table", "times_to_second"],
            "| Time (UTC) | Code | Description | Supply °C |\n|---|---|---|---|\n"
            + "\n".join(
                f"| {iso_space(s + timedelta(minutes=37 * k))} | {c} | {txt} | {tmp} |"
                for k, (c, txt, tmp) in enumerate(
                    (
                        ("AL20", "Supply temp out of range", "2.9"),
                        ("AL56", "Return air sensor fault", "3.4"),
                        ("AL20", "Supply temp out of range", "0.1"),
                    )
                )
            ),
            "Was this one event or two separate problems?",
            "Alarm history from the carrier's reefer portal",
        )
    )
    s = at()
    B.append(
        (
            "port-call-xml",
            ["xml", "attributes", "times"],
            f"""<PortCall id="PC-{g.digits(8)}" port="ESALG" updated="{rfc3339(s)}">
  <Vessel imo="9{g.digits(6)}" name="NCL HALCYON"/>
  <Eta>{rfc3339(s + timedelta(hours=20))}</Eta>
  <Ata>{rfc3339(s + timedelta(hours=39))}</Ata>
  <Berth>TTI-3</Berth>
</PortCall>""",
            "By how many hours did the arrival miss the ETA?",
            "The terminal's API returned",
        )
    )
    s = at()
    B.append(
        (
            "gate-logfmt",
            ["logfmt", "request_id", "ulid"],
            "\n".join(
                f'time={rfc3339(s + timedelta(minutes=k * 7))} level=info msg="gate transaction" container={g.cntr("SBLU")} request_id={g.ulid(s)} lane={k + 2}'
                for k in range(3)
            ),
            "Why did three different containers go through within twenty minutes on lanes that were supposed to be closed?",
            "From the gate system logs",
        )
    )
    s = at()
    B.append(
        (
            "booking-yaml",
            ["yaml", "created", "ksuid"],
            f"""booking:
  id: {g.ksuid(s)}
  created: {rfc3339(s)}
  carrier: Pacific Crest Shipping
  equipment: 2 x 40HC
  cargo_ready: {d(s + timedelta(days=6))}
  cy_cutoff: {hm(s + timedelta(days=9))}""",
            "Do we have enough days between cargo ready and the CY cut-off to stuff both boxes?",
            "Booking record from our system",
        )
    )
    s = at()
    B.append(
        (
            "nginx-rid",
            ["access_log", "clf", "request_id"],
            "\n".join(
                f'10.4.{k}.{g.small(2, 250)} - - [{clf(s + timedelta(seconds=k * 13))}] "POST /api/vgm HTTP/1.1" {code} 812 rid={g.hex(16)}'
                for k, code in enumerate((200, 502, 502))
            ),
            "The carrier says our VGM never arrived. Do these lines show it reached them?",
            "Our proxy's access log",
        )
    )
    s = at()
    B.append(
        (
            "curl-carrier-api",
            ["http_exchange", "date", "x_request_id", "epoch"],
            f"""$ curl -i https://api.sableline.example/v2/schedules?pol=THLCH
HTTP/2 200
date: {http_date(s)}
x-request-id: {g.uuid4()}
x-ratelimit-reset: {epoch_s(s) + 3600}
content-type: application/json

{{"service":"TPX","next_departure":"{rfc3339(s + timedelta(days=2))}"}}""",
            "Is the next departure before or after our factory's loading date of the 14th?",
            "I ran this",
        )
    )
    s = at()
    B.append(
        (
            "cloudevent-pasted",
            ["cloudevent", "ce_id", "debug"],
            f"""{{
  "specversion": "1.0",
  "id": "{g.uuid4()}",
  "source": "/carriers/norsea/events",
  "type": "com.norsea.container.gateout",
  "time": "{rfc3339(s)}",
  "data": {{"container": "{g.cntr("NCLU")}", "terminal": "NLRTMECT"}}
}}""",
            "Our consumer drops this event as a duplicate. Which field does CloudEvents say identifies duplicates?",
            "Event from the dead-letter queue",
        )
    )
    s = at()
    B.append(
        (
            "sentry-event",
            ["sentry", "event_id", "timestamp"],
            f"""Sentry event {g.hex(32)}
timestamp: {rfc3339(s, 6)}
level: error
transaction: POST /bookings/amend
exception: KeyError: 'reefer_settings'
tags: carrier=PCS env=prod release=tms@2026.3.1""",
            "What is the likely bug in the amend handler?",
            "Error report",
        )
    )
    s = at()
    B.append(
        (
            "ebl-nested-json",
            ["json_nested", "base64_id", "timestamps"],
            f"""{{"document": {{"ebl_id": "{g.b64url(12)}", "issued": "{rfc3339(s)}",
  "parties": {{"shipper": "Anhui Lumen Lighting", "consignee": "TO ORDER"}},
  "endorsements": [{{"to": "Bank of Lianhua", "at": "{rfc3339(s + timedelta(days=2))}"}}, {{"to": "Lumen Europe B.V.", "at": "{rfc3339(s + timedelta(days=5))}"}}]}}}}""",
            "Is the endorsement chain complete for the consignee to claim the cargo?",
            "The registry shows",
        )
    )
    s = at()
    B.append(
        (
            "lc-presentation-form",
            ["form_export", "submitted", "dates"],
            f"""Form: Documentary presentation
Submission ID: {g.objectid(s)}
Submitted: {s:%d %b %Y %H:%M:%S}
LC number: LC/{s.year}/{g.digits(5)}
B/L date: {d(s - timedelta(days=19))}
Latest presentation: {d(s - timedelta(days=19) + timedelta(days=21))}""",
            "Were we inside the 21 days when we submitted?",
            "Form export",
        )
    )
    s = at()
    B.append(
        (
            "ais-port-events",
            ["tsv", "epochs"],
            "mmsi\tevent\tport\tepoch\n"
            + "\n".join(
                f"{g.digits(9)}\t{ev}\tSGSIN\t{epoch_s(s + timedelta(hours=k * 9))}"
                for k, ev in enumerate(("ANCHOR", "BERTH", "UNBERTH"))
            ),
            "How long was the vessel at anchor before berthing?",
            "AIS events export",
        )
    )
    s = at()
    B.append(
        (
            "ksuid-tracking-nested",
            ["json_nested", "ksuid", "updated"],
            f"""{{"shipment": {{"ref": "{g.ksuid(s)}", "updated": "{rfc3339(s)}",
  "legs": [{{"mode": "sea", "from": "CNYTN", "to": "USLGB", "ata": "{rfc3339(s - timedelta(days=1))}"}},
           {{"mode": "rail", "from": "USLGB", "to": "USCHI", "etd": "{rfc3339(s + timedelta(days=3))}"}}]}}}}""",
            "How many days does the rail leg add after the vessel arrived?",
            "The visibility platform returned",
        )
    )
    s = at()
    B.append(
        (
            "dispute-email-thread",
            ["email", "quoted_reply", "dates"],
            f"""On {s:%a, %d %b %Y at %H:%M}, Tidewater Line D&D Team wrote:
> The waiver request for {g.cntr("TWLU")} is declined; the terminal was open on {d(s - timedelta(days=6))}.

Our reply, sent {hm(s + timedelta(hours=3))}:
The terminal's own advisory says no empty returns were accepted that day.""",
            "Draft a second appeal citing the terminal advisory.",
            "Thread so far",
        )
    )
    s = at()
    B.append(
        (
            "isf-like-kv",
            ["key_value", "ts"],
            f"""ts={epoch_ms(s)} filing=AMS bol=PCS{g.digits(10)} status=ACCEPTED
ts={epoch_ms(s + timedelta(minutes=3))} filing=AMS bol=PCS{g.digits(10)} status=REJECTED code=3H""",
            "What does rejection code 3H usually point to on an AMS filing?",
            "From the filing gateway",
        )
    )
    s = at()
    B.append(
        (
            "rate-sheet-xlsx-paste",
            ["tsv", "validity", "updated"],
            f"""POL\tPOD\t20GP\t40HC\tValid from\tValid to\tUpdated
CNSHA\tDEHAM\t1150\t1890\t{d(s)}\t{d(s + timedelta(days=30))}\t{iso_space(s)}
CNSHA\tBEANR\t1150\t1890\t{d(s)}\t{d(s + timedelta(days=30))}\t{iso_space(s)}""",
            "Is Antwerp always the same price as Hamburg on this sheet?",
            "Rate sheet",
        )
    )
    s = at()
    B.append(
        (
            "teams-export",
            ["chat_export", "times"],
            "\n".join(
                f"[{(s + timedelta(minutes=m)):%d/%m/%Y %H:%M:%S}] {who}: {txt}"
                for m, who, txt in (
                    (0, "Ana (ops)", "Vessel is rolled again, new ETD Tuesday"),
                    (4, "Bruno (sales)", "Customer will ask for the D&D waiver"),
                    (11, "Ana (ops)", "I already asked the carrier, ticket " + g.hex(8)),
                )
            ),
            "Summarise what was agreed in this chat.",
            "Ops channel export",
        )
    )
    s = at()
    B.append(
        (
            "pdf-bl-text",
            ["bill_of_lading", "dates"],
            f"""BILL OF LADING No. PCS{g.digits(10)}
Shipper: Bursa Textile Exports A.S.
Consignee: TO ORDER
Vessel: CREST AURORA  Voy: 118E
Port of loading: TRMER   Port of discharge: USNYC
Shipped on board: {d(s)}
Place and date of issue: Mersin, {d(s + timedelta(days=1))}""",
            "Does the issue date after the on-board date make this a problem for the bank?",
            "Text from the PDF",
        )
    )
    s = at()
    B.append(
        (
            "terminal-status-single-line",
            ["json_single_line", "epoch", "ulid"],
            f"""{{"id":"{g.ulid(s)}","container":"{g.cntr("IRBU")}","discharged":{epoch_s(s)},"lfd":"{d(s + timedelta(days=4))}","holds":["USDA"],"ts":{epoch_ms(s + timedelta(hours=2))}}}""",
            "What does the USDA hold mean for pickup?",
            "Terminal API response",
        )
    )
    s = at()
    B.append(
        (
            "ocr-exam-notice",
            ["notice", "dates"],
            f"""NOTICE OF EXAMINATION
Entry: K7Q-{g.digits(7)}-{g.small(0, 9)}   Container: {g.cntr("MRLU")}
Exam type: Intensive (CES)   Ordered: {hm(s)}
Move to CES by: {d(s + timedelta(days=2))}""",
            "What will the CES exam cost us roughly, and who pays the drayage?",
            "Scan of the notice",
        )
    )
    s = at()
    B.append(
        (
            "opentelemetry-span",
            ["otel", "trace_id", "times"],
            f"""{{"traceId": "{g.hex(32)}", "spanId": "{g.hex(16)}", "name": "carrier.book",
 "startTimeUnixNano": "{epoch_us(s)}000", "endTimeUnixNano": "{epoch_us(s + timedelta(seconds=12))}000",
 "attributes": {{"carrier": "OML", "http.status_code": 504}}}}""",
            "Why would a booking call take 12 seconds and end in 504?",
            "Span from the tracing UI",
        )
    )
    s = at()
    B.append(
        (
            "vessel-delay-sms",
            ["sms", "sent"],
            f"""Sent {s:%d/%m %H:%M}: PCS ALERT CREST AURORA 118E delayed 36h Busan. New ETA USLAX {d(s + timedelta(days=13))}. Ref {g.hex(6).upper()}""",
            "Will this make our Chinese New Year promotion stock late?",
            "Text message from the carrier",
        )
    )
    s = at()
    B.append(
        (
            "ics-pickup",
            ["ics", "dtstamp", "uid"],
            f"""BEGIN:VEVENT
UID:{g.uuid4()}@terminal.example
DTSTAMP:{s:%Y%m%dT%H%M%SZ}
DTSTART:{(s + timedelta(days=1)):%Y%m%dT%H%M%SZ}
SUMMARY:Pickup appointment {g.cntr("SBLU")}
END:VEVENT""",
            "Is the appointment in the morning in New York time?",
            "The appointment invite",
        )
    )
    # other languages
    s = at()
    B.append(
        (
            "es-autorizacion",
            ["es", "creado", "uuid7"],
            f"""creado: {rfc3339(s)}
id: {g.uuid7(s)}
tipo: levante_aduanero
dua: {s.year % 100}ES{g.digits(14)}
estado: LEVANTE AUTORIZADO {hm(s + timedelta(hours=6))}""",
            "¿Ya se puede retirar el contenedor de la terminal?",
            "Esto es lo que devolvió el sistema",
        )
    )
    s = at()
    B.append(
        (
            "de-frachtbrief",
            ["de", "erstellt", "csv"],
            f"""Erstellt;Container;Status;Zeitpunkt
{s:%d.%m.%Y};{g.cntr("WSKU")};Ausgestellt;{s:%d.%m.%Y %H:%M:%S}
{s:%d.%m.%Y};{g.cntr("WSKU")};Zollbeschau;{(s + timedelta(hours=9)):%d.%m.%Y %H:%M:%S}""",
            "Warum steht der zweite Container in der Zollbeschau?",
            "Export aus dem Speditionssystem",
        )
    )
    s = at()
    B.append(
        (
            "fr-avis-arrivee-mail",
            ["fr", "email", "date"],
            f"""De : Service Import <import@caux.example>
Date : {s:%d/%m/%Y %H:%M}
Objet : Avis d'arrivée {g.cntr("PCXU")}

Le navire est arrivé au Havre le {s:%d/%m/%Y}. Franchise : 5 jours.""",
            "Jusqu'à quand la franchise court-elle ?",
            "Voici le mail reçu",
        )
    )
    s = at()
    B.append(
        (
            "ja-keys-json",
            ["ja", "json", "ja_keys"],
            f"""{{
  "作成日時": "{rfc3339(s.astimezone(JST))}",
  "ID": "{g.ulid(s)}",
  "本船": "OML FORTITUDE",
  "入港日": "{d(s)}",
  "搬出期限": "{d(s + timedelta(days=7))}"
}}""",
            "搬出期限までに何日ありますか？",
            "システムの出力です",
        )
    )
    s = at()
    B.append(
        (
            "ko-tracking",
            ["ko", "table", "times"],
            "\n".join(
                f"{(s + timedelta(hours=k * 11)):%Y-%m-%d %H:%M:%S}  {txt}"
                for k, txt in enumerate(("부산신항 반입", "선적 완료", "출항"))
            )
            + f"\n컨테이너: {g.cntr('HBFU')}",
            "이 컨테이너는 예정대로 출항했나요?",
            "선사 조회 결과",
        )
    )
    s = at()
    B.append(
        (
            "zh-dd-record",
            ["zh", "record", "dates"],
            f"""记录编号：{g.hex(12)}
创建时间：{iso_space(s.astimezone(CST8))}
柜号：{g.cntr("HTSU")}
提柜：{d(s - timedelta(days=12))}  还柜：{d(s - timedelta(days=1))}
免费期：7天""",
            "超期了几天？",
            "船公司发来的",
        )
    )
    s = at()
    B.append(
        (
            "pt-planilha",
            ["pt", "csv", "dates"],
            f"""Contêiner;Chegada;Liberação;Atualizado em
{g.cntr("ARCU")};{s:%d/%m/%Y};{(s + timedelta(days=3)):%d/%m/%Y};{(s + timedelta(days=3)):%d/%m/%Y %H:%M:%S}""",
            "Quantos dias levou a liberação?",
            "Planilha do despachante",
        )
    )
    s = at()
    B.append(
        (
            "ar-manifest",
            ["ar", "record"],
            f"""رقم البيان: {g.digits(10)}
تاريخ الإنشاء: {s:%Y/%m/%d %H:%M}
الحاوية: {g.cntr("GLFU")}
الحالة: قيد الفحص""",
            "ماذا يعني قيد الفحص؟",
            "هذا ما أرسله المخلص الجمركي",
        )
    )
    s = at()
    B.append(
        (
            "ru-journal",
            ["ru", "log"],
            "\n".join(
                f"{(s + timedelta(minutes=k * 40)):%d.%m.%Y %H:%M:%S} | {txt} | ид={g.hex(10)}"
                for k, txt in enumerate(("Прибытие на терминал", "Досмотр назначен", "Выпуск разрешён"))
            ),
            "Сколько времени занял досмотр?",
            "Журнал с терминала",
        )
    )
    s = at()
    B.append(
        (
            "hi-shipping-bill",
            ["hi", "record"],
            f"""शिपिंग बिल: {g.digits(7)}
बनाया गया: {s:%d-%m-%Y %H:%M}
LEO दिनांक: {(s + timedelta(days=1)):%d-%m-%Y}
कंटेनर: {g.cntr("SGMU")}""",
            "LEO में कितना समय लगा?",
            "ICEGATE से कॉपी किया",
        )
    )
    s = at()
    B.append(
        (
            "tr-konsimento",
            ["tr", "record"],
            f"""Kayıt no: {g.ksuid(s)}
Oluşturma: {s:%d.%m.%Y %H:%M:%S}
Konşimento: AKD{g.digits(9)}
Durum: Orijinal teslim alındı""",
            "Orijinal teslim alındıysa neden hâlâ yük teslim edilmiyor?",
            "Acentenin ekranı",
        )
    )
    s = at()
    B.append(
        (
            "vi-bill",
            ["vi", "record"],
            f"""Số tờ khai: {g.digits(12)}
Ngày đăng ký: {s:%d/%m/%Y %H:%M:%S}
Phân luồng: Vàng
Container: {g.cntr("SHLU")}""",
            "Luồng vàng thì cần bổ sung chứng từ gì?",
            "Thông tin tờ khai",
        )
    )
    s = at()
    B.append(
        (
            "th-invoice",
            ["th", "record", "buddhist_era"],
            f"""ใบแจ้งหนี้ค่าเสียเวลา เลขที่ {g.digits(8)}
วันที่ออก: {th_date(s)}
ตู้: {g.cntr("LTSU")}  เกิน 4 วัน  รวม 6,400 บาท""",
            "ค่าเสียเวลานี้คิดถูกไหม ถ้าได้ฟรี 7 วัน?",
            "ใบแจ้งหนี้จากสายเรือ",
        )
    )
    s = at()
    B.append(
        (
            "pl-awizacja",
            ["pl", "record"],
            f"""Awizacja nr {g.digits(6)}
Utworzono: {s:%d.%m.%Y %H:%M:%S}
Okno: {(s + timedelta(days=1)):%d.%m.%Y} 06:00-08:00
Kontener: {g.cntr("BLTU")}""",
            "Czy zdążymy przed końcem okna, jeśli kierowca wyjedzie o 5:30 z Tczewa?",
            "Awizacja z terminala",
        )
    )
    s = at()
    B.append(
        (
            "he-release",
            ["he", "record"],
            f"""מספר רשימון: {g.digits(9)}
נוצר: {s:%d/%m/%Y %H:%M}
סטטוס: שוחרר""",
            "האם אפשר לשלוח משאית מחר בבוקר?",
            "זה מה שהעמיל שלח",
        )
    )
    s = at()
    B.append(
        (
            "id-sppb",
            ["id", "record"],
            f"""Nomor SPPB: {g.digits(6)}/KPU.01/{s.year}
Tanggal: {s:%d-%m-%Y}
Dibuat: {s:%d-%m-%Y %H:%M:%S}
Kontainer: {g.cntr("SPLU")}""",
            "Dengan SPPB ini kontainer sudah bisa keluar?",
            "Dari portal bea cukai",
        )
    )
    s = at()
    B.append(
        (
            "it-verbale",
            ["it", "record"],
            f"""Verbale di visita n. {g.digits(5)}
Aggiornato: {s:%d/%m/%Y %H:%M:%S}
Esito: conforme
Container: {g.cntr("LNTU")}""",
            "La merce è svincolata?",
            "Il verbale della dogana",
        )
    )
    s = at()
    B.append(
        (
            "nl-pincode",
            ["nl", "record", "ref"],
            f"""Referentie: {g.uuid4()}
Aangemaakt: {s:%d-%m-%Y %H:%M:%S}
Pincode vrijgave: {g.digits(6)}
Geldig tot: {d(s + timedelta(days=5))}""",
            "Tot wanneer kan de chauffeur de container ophalen?",
            "De vrijgave van de rederij",
        )
    )
    s = at()
    B.append(
        (
            "sv-tracking",
            ["sv", "record"],
            f"""Händelse;Tid;Plats
Lossad;{iso_space(s)};SEGOT
Tull klar;{iso_space(s + timedelta(hours=8))};SEGOT""",
            "Hur lång tid tog tullklareringen?",
            "Spårningen från rederiet",
        )
    )
    return B


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
    "rag_doc",
    "tool_obs",
    "system_user",
    "both_sides",
]
SYSTEM_FF = (
    "You are the operations assistant of Brightwake Forwarding. Answer precisely and say when the records "
    "are not enough."
)


def _place(placement: str, block: str, ask: str, intro: str) -> str:
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
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: Can you pull up the record for me?\nAssistant: Here is what the system returned:\n\n{block}\nUser: {ask}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"{SYSTEM_FF}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM_FF}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return f"<|im_start|>system\n{SYSTEM_FF}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n<|im_start|>assistant"
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_FF}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_FF}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return f"Use the documents to answer.\n\n[doc 1] {intro}\n{block}\n\nQuestion: {ask}\nAnswer:"
    if placement == "tool_obs":
        return f"Question: {ask}\nThought: I need the record.\nAction: get_record\nObservation: {block}\nThought:"
    if placement == "system_user":
        return f"{SYSTEM_FF}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"


def pasted_negatives(g: Gen95) -> list[Draft]:
    out: list[Draft] = []
    for k, (source, tags, block, ask, intro) in enumerate(blocks(g)):
        placement = PLACEMENTS[(k * 7) % len(PLACEMENTS)]
        out.append(
            Draft(
                _place(placement, block, ask, intro),
                f"{SRC}neg:pasted:{source}",
                ["hard_negative", "pasted", placement, *tags],
            )
        )
    return out


def other_negatives(g: Gen95) -> list[Draft]:
    """Look-alikes in program positions, values the user asks about, near-misses and plain controls."""
    t = g.moment()
    out: list[Draft] = []

    def add(tags: list[str], source: str, text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))

    # stable look-alikes in program positions
    add(
        ["stable_header", "rate_validity"],
        "lookalike:rate-sheet-header",
        """Rate sheet: Norsea Asia-NEU FAK
Valid from: 2026-04-01
Valid to: 2026-06-30
Currency: USD

Quote 3 x 40HC Qingdao to Gdansk from this sheet, all-in, and show the BAF separately.
Assistant:""",
    )
    add(
        ["llama3", "cutoff_only"],
        "lookalike:llama3-cutoff",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain container shipping terms to first-time importers.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is the difference between demurrage and detention?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
    )
    add(
        ["chatml", "prompt_revision"],
        "lookalike:chatml-revision",
        """<|im_start|>system
You are the customs entry helper of Araucária Despachos.
Prompt revision: 2026-02-18 (r14)
Scope: Brazil imports only<|im_end|>
<|im_start|>user
Which documents do I need for a DUIMP with a certificate of origin under Mercosur?<|im_end|>
<|im_start|>assistant""",
    )
    add(
        ["front_matter", "effective_date"],
        "lookalike:front-matter-tariff",
        """---
tariff: Ironbound Terminal storage tariff
effective: 2026-01-01
approved_by: Port Commission
---
Explain to a new customer how storage is charged after the last free day.""",
    )
    add(
        ["xml_attributes", "locode", "time_zone"],
        "lookalike:xml-port-tz",
        """<desk port="USNYC" tz="America/New_York" lang="en">
How long do I have to return an empty after pickup under the usual 4 free days?
</desk>""",
    )
    add(
        ["single_line_json", "tenant", "build"],
        "lookalike:json-tenant-build",
        """{"tenant": "8a1d4c2e-6f3b-4b7a-9e05-2c7d8f1a6b94", "build": "2026.03.1", "lang": "en"}
Which incoterm should a small buyer choose for an LCL shipment from Ho Chi Minh City?""",
    )
    add(
        ["template_placeholder"],
        "lookalike:unrendered-placeholder",
        """Today is {{current_date}}. You are the vessel delay explainer of Sable Line.

User: Why do vessels skip ports when they are late?
Assistant:""",
    )
    add(
        ["html_comment", "template_revision"],
        "lookalike:html-comment-revision",
        """<!-- template=dnd-appeal rev=7 owner=disputes-team -->
Write a polite appeal asking the carrier to waive detention because the depot refused empties for two days.""",
    )
    add(
        ["key_value_lines", "cutoff_days"],
        "lookalike:env-cutoffs",
        """SI_CUTOFF_DAY=THU
VGM_CUTOFF_HOURS=24
OFFICE_TZ=Asia/Singapore
Explain to the shipper why the SI cut-off is earlier than the CY cut-off.""",
    )
    add(
        ["stable_request_headers", "user_agent"],
        "lookalike:stable-headers",
        """Request context:
Host: track.brightwake.example
Accept-Language: es-ES,es;q=0.9
User-Agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36

Responde en el idioma del cliente.

Cliente: ¿Qué significa "empty returned" en el seguimiento?
Assistant:""",
    )
    add(
        ["api_version", "date_like"],
        "lookalike:api-version",
        """api-version: 2025-11-01
carrier-scac: PCSU
Map the carrier's event codes VD, VA, UV and GTOT to plain English.""",
    )
    add(
        ["stable_header", "contract"],
        "lookalike:contract-header",
        """Service contract: OML-SC-26-0417
Named account: Marlow Home Imports
Contract term: 2026-05-01 to 2027-04-30
Minimum quantity commitment: 1,200 FEU

Are we on track if we shipped 380 FEU in the first four months?
Assistant:""",
    )
    # values the user asks about or types
    add(
        ["epoch", "id_in_question"],
        "asked:epoch",
        f"""The carrier's EDI gives the discharge time as {epoch_s(t)} and the gate-out as {epoch_ms(t + timedelta(days=2))}. Which one is milliseconds, and how many days apart are they?""",
    )
    add(
        ["uuid7", "id_in_question"],
        "asked:uuid7",
        f"""Our TMS ids look like {g.uuid7(t)}. Can I read the creation time of the booking out of that id?""",
    )
    add(
        ["ulid", "id_in_question"],
        "asked:ulid",
        f"""Decode this ULID from the terminal's gate log: {g.ulid(t - timedelta(days=3))}. Was the truck in before or after midnight UTC?""",
    )
    add(
        ["check_digit", "id_in_question"],
        "asked:check-digit",
        f"""Is {g.cntr("TWLU")[:10]}3 a valid container number? Show how the check digit is computed.""",
    )
    add(
        ["user_typed_time"],
        "asked:users-own-clock",
        """It's 16:40 here in Santos right now and the deadline for the VGM is 18:00 Rotterdam time. How much time do I have?""",
    )
    add(
        ["traceparent", "support"],
        "asked:traceparent-support",
        f"""Support asked me for the trace of the failed booking call. Is this the right value to send them, and what are its parts?

traceparent: {g.traceparent()}""",
    )
    add(
        ["few_shot", "example_dates"],
        "asked:few-shot",
        """Extract the cut-offs as JSON.

Example input: "CY cut-off 2026-03-12 12:00, SI cut-off 2026-03-11 17:00"
Example output: {"cy": "2026-03-12T12:00", "si": "2026-03-11T17:00"}

Input: "VGM cut 14 Mar 09:00, CY 15 Mar 08:00"
Output:""",
    )
    add(
        ["relative_time", "iso_week"],
        "asked:relative-week",
        """The vessel was delayed 3 days ago and now sails in 2026-W14. If transit is 28 days, in which ISO week does it arrive?""",
    )
    # near-misses: program-looking fields inside pasted material
    s = t - timedelta(days=1)
    add(
        ["pasted_prompt", "current_time", "session"],
        "nearmiss:pasted-bot-prompt",
        f"""Our booking bot answered a customer strangely. This is the full prompt it received, copied from the debug console:

You are Harbourline's booking bot.
Current time: {rfc3339(s)}
Session: {g.hex(24)}
Customer: can I add a second container to PCS{g.digits(8)}?

Why would the bot refuse to add a container with this prompt?""",
    )
    add(
        ["pasted_front_matter", "generated_at"],
        "nearmiss:pasted-report-front-matter",
        f"""Proofread the header of our monthly schedule reliability report before it goes to customers:

---
title: Schedule reliability, Asia-NEU
generated_at: {rfc3339(s)}
report_id: {g.ulid(s)}
---
On-time arrivals rose to 61% from 54%.""",
    )
    add(
        ["pasted_request", "x_request_id", "auth_debug"],
        "nearmiss:pasted-own-request",
        f"""Why does the carrier API answer 401 to this? It worked yesterday.

POST /v1/bookings HTTP/1.1
Host: api.pacificcrest.example
X-Request-ID: {g.uuid7(s)}
Date: {http_date(s)}
Authorization: Bearer {g.jwt(s - timedelta(hours=3), "api-brightwake")}""",
    )
    add(
        ["pasted_xml", "received_attribute"],
        "nearmiss:pasted-relay-xml",
        f"""A carrier partner sends us this. Which attribute tells us when the alarm really happened?

<relay rx="{py_iso(s)}" hop="{g.ksuid(s)}" src="carrier-gw">
  <alarm code="AL20" raised="{rfc3339(s - timedelta(hours=2))}"/>
</relay>""",
    )
    # plain controls
    add(
        ["control", "plain"],
        "plain:incoterms",
        """You explain shipping terms simply.

User: Under FOB, who pays the terminal handling at the port of loading?
Assistant:""",
    )
    add(
        ["control", "plain"],
        "plain:reefer-pti",
        """What is a pre-trip inspection on a reefer container and why do carriers charge for it?""",
    )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen95(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = pasted_negatives(g) + other_negatives(g) + generated_negatives(g)
    return make_holdout.assemble("hold95", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
