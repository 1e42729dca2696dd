"""Build `prompt_normalizer/corpus/holdout73.jsonl`, a seventy-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout73.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read for its code was `make_holdout.py`, for its labelling rules
and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the
value formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of
`make_holdout2.py` to `make_holdout72.py` only the module docstrings were read (extracted with
`ast.get_docstring`, with keyword searches over them for neighbours in this domain and the passages
around the hits; the docstrings of `make_holdout17.py` and `make_holdout72.py` were read in full), to
keep clear of the sources and scenarios they used and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks, `build`
and `main`), for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing
of the repository root and of `tests/normalizer/` showed file names, and a check of the path showed that
`holdout73.jsonl` did not exist yet; a read-only `git status` listed the names of the files changed in the
working tree.) The cases were checked by printing them from `build()` in memory,
not by reading the written file. `make_holdout74.py` to `make_holdout80.py`, written at the same time,
were not read, nor was anything under `prompt_normalizer/`, `docs/` or `bench/`, any other test file, any
`*.jsonl` corpus or any git history.

The domain is agriculture and agritech: farm management software, irrigation controllers, grain
marketing and elevators, crop advisory and agronomy, livestock traceability and movement records, farm
machinery telematics, co-operatives, subsidy and scheme applications, and weather-driven spraying
decisions. The earlier docstrings name neighbours of it: agriculture IoT with LoRaWAN uplinks and
Swahili and Tamil advisors (make_holdout6); dairy robots, greenhouse climate computers, hive scales,
centre-pivot irrigation, a farm operations API, a cotton gin, a coffee cooperative and spray drones
(make_holdout11); forestry and fisheries (make_holdout13); a whole agriculture and agronomy section
with farm management spray records, soil and petiole labs, a drip irrigation controller, grain
elevators (cash bids, relayed scale tickets, grading), grain bin temperature cables, English cattle
movement reporting, EID weigh sessions, vineyards, beekeeping, apple orchards, paddy, sugarcane,
cassava, fertiliser stores, tobacco, feed orders, milk collection, ear tags and a store cattle mart,
with settlement sheets and spray diaries among its negatives, and cattle TB readings, herd health and
livestock health certificates under veterinary care (make_holdout17); farm shops (make_holdout21);
fleet telematics and plant hire telematics with an ISO 15143-3 snapshot (make_holdout25,
make_holdout28); food and drink production (make_holdout42); a Brazilian grain terminal
(make_holdout46); benefits and subsidies as public services (make_holdout52); a Swahili agritech
termbase (make_holdout54). The scenarios here were written around them: irrigation is a canal
district's ditch rider desk, soil moisture probes, frost-protection sprinklers on blueberries and a
pump station VFD log, with no drip or centre-pivot controller and no LoRaWAN; grain is futures and
basis contracts, contract rolls, delivery slot holds, an ФГИС «Зерно» СДИЗ, a rice processing centre,
palm fruit and rubber co-operatives and grain dryers, with no cash bid, scale ticket relay, grading,
settlement sheet or bin cable; livestock traceability is NLIS saleyard transfers, English sheep
movement documents, pig eAML2 licences, Brazilian GTAs, Polish IRZplus rejections, an EU TRACES
certificate and a livestock marketplace's webhooks, with no EID weigh session, TB reading or store
mart; machinery telematics is ISOBUS/J1939 faults, ISOXML task files, yield monitor exports, RTK
autosteer and a dealer parts counter, with no ISO 15143-3 snapshot; co-operatives are a machinery ring,
a JA rice co-op, an Indian FPO, a Thai rubber fund co-op, an Indonesian oil palm co-op and a grain
co-op's patronage statement, with no coffee, vanilla or dairy co-op; subsidies are CAP (Télépac, the
Spanish Solicitud Única, the English SFI and delinked payments), US FSA-578 acreage, PM-KISAN, a Kenyan
fertiliser e-voucher, an Egyptian farmer card and the Turkish ÇKS; spraying is delta T, wind, drift
and label intervals, with no spray drone; there is no vineyard, hive, apple orchard, greenhouse, milk
collection or farm shop. The sources are:

* farm management: a sprayer terminal's job record under the app's request stamp and session (ULID),
  the app's `generated_at` at the head of a prompt whose pasted herd record opens with `created_at` and
  a UUIDv7 `id`, a grazing planner with a GNU `date` local time in the system line and paddock moves in
  an earlier user turn, dairy fertility records under single-line JSON metadata (`now`, nanoid `rid`),
  and made-up labels (`agrilink.t0` in us, `agrilink.hop` TSID; `agrilink.build` CalVer stays);
* irrigation: a ditch rider desk session (base32) and its opening, probe readings fetched "at" a time
  with a KSUID snapshot (the readings' `read_at` stays), a frost controller's clock as a weekday and
  time (the wet bulb trigger set on a date stays);
* grain marketing and elevators: a member's contract question under `X-Request-ID` (the contract number
  asked about stays), a futures board "as of" a Windows time for this request (the pasted HTA stays), a
  delivery slot hold (xid) and its expiry, a contract list fetched in a tool observation (`fetched_at`
  moves, `signed_at` stays), a Slack event envelope (`event_id`, `event_time`, `ts`) around a dryer
  message, a mailbox poll "at" an HTTP date with a poll id above a malting e-mail (`Date`, `Message-ID`
  stay), Russian (`Текущее время:`, UUIDv7), Korean (`조회 시각:` in 12-hour form) and Ukrainian
  (`Час запиту:` after the message) desks;
* crop advisory and agronomy: a ChatML smallholder session (UUIDv7 before `<|im_end|>`), a crop doctor's
  XML attributes (`id`, `received`; `farm` and `crop` stay), an SMS gateway's `Msg-Id` and `Received`
  (RFC 2822), a Mistral `[INST]` with a Go RFC3339Nano `Now:` line (the bloom record stays), RAG
  documents with `retrieved_at` attributes (the page's update date stays), Log4j `requestedAt` in a
  cotton defoliation prompt, a potato blight session in a markdown table, and a Vietnamese durian
  co-op (`Ngày giờ yêu cầu:`, ULID);
* livestock traceability: an NLIS transfer helper behind a bearer JWT (the saleyard CSV stays), sheep
  movement YAML front matter (`generated`, nanoid `chat_session`; the flock stays), a Brazilian GTA
  question (`Data/hora do sistema:`, `Protocolo da consulta:`), a Polish IRZplus footer (epoch in ms and
  a session between `--` lines), a marketplace offer delivered with Standard Webhooks headers (the offer's
  `created_at` and `expires_at` stay), a poultry ventilation log between a leading `# trace` KSUID line
  and a trailing `client_ts=` epoch;
* machinery telematics: a binary CloudEvent with an engine fault (`ce-id`, `ce-time` move; `occurredAt`
  and engine hours stay), a fleet snapshot taken "at" a .NET "f" time with a TSID for this request, RTK
  support behind `traceparent` and `tracestate` over a pasted base log, a dealer parts counter under
  `X-Amzn-Trace-Id`, a yield CSV under a Go `time.Now().String()` line, and a Chinese machinery
  co-op (`请求时间：`, hex `会话ID：`; the job JSON with Chinese keys stays);
* co-operatives: a Maschinenring booking in German (`Zeitpunkt der Anfrage:`, base32 `Sitzung:`), a JA
  rice co-op (`現在日時：`), an Indian FPO in Hindi with Devanagari digits and a hex request id, a Thai
  rubber co-op (`เวลาที่ขอ:` in the Buddhist era, base58 id) and an Indonesian palm co-op (`Waktu
  permintaan:` at the very end);
* subsidies and schemes: a French CAP desk (`Date et heure actuelles :`; the PACAGE number stays), an
  FSA-578 draft (ULID in lower case and the report date the tool fills in as today; the crop year
  stays), PM-KISAN with `req=` and `at=` in a bracketed context line, a Kenyan fertiliser voucher in
  Swahili (`Tarehe na saa ya sasa:`), an Egyptian farmer card in Arabic-Indic digits (`الوقت الحالي:`), a
  Turkish ÇKS desk (`İstek zamanı:`), a Spanish PAC desk (`marca_tiempo` XML attribute) and an SFI
  question with a DSPy `now_utc` field;
* weather-driven spraying: a spray window advisor's `Now:` in .NET "f" over a pasted station export
  with epochs, and a Llama 3 label reader (`Today Date` moves, `Cutting Knowledge Date` stays).

The hand-written negatives are 42 pasted records from the same worlds, each placed in one of twenty
ways (question after, before, typed right under the block, behind a lead-in ending in a colon, quoted
with "> ", fenced, in an earlier user turn, in an earlier assistant turn, indented, in a user turn under
a system prompt, on both sides, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, in a RAG
document, in a tool observation, at the very start of the user's message right under the prompt's
stable metadata, and at the very end of the prompt): a treatment record opening with a UUIDv7 `id` and
`created_at`, a single-line J1939 fault with `ts` in ms, a nested basis contract with `created`, an
ISOXML task, a yield CSV, a markdown spray table, pump logfmt with `req_id`, grazing YAML, an RTK base
log with bracketed times, `curl -v` output with `date`, `x-request-id` and `x-ratelimit-reset`, a
contract roll e-mail with `Date` and `Message-ID`, a Standard Webhooks delivery pasted to debug its
timestamp, a scheme form export opening with `Application ID:` and `Submitted:`, a sheep movement
record opening with `Movement ref:`, a pig licence, a canal order confirmation, probe epochs, a
WeatherLink export whose first members are `station_id` and `generated_at`, a warehouse receipt, a
patronage statement, a Slack export with `ts`, a WhatsApp crew chat, an SQL result, MQTT dryer messages
with `ts` in ms, a telematics API response opening with `request_id` and a payments letter with `Our
ref:` and `Date:`; and in other languages a Spanish TRACES certificate, a German booking e-mail
(`Datum:`), a Japanese shipment slip (`出荷日時：`), a Hindi purchase slip, a French Télépac receipt
(`Horodatage :` an epoch), a Brazilian GTA, a Russian СДИЗ, a Polish IRZplus record, Chinese job JSON
with Chinese keys (`创建时间`), a Korean intake record, a Turkish ÇKS certificate, an Indonesian palm
ticket, a Thai rubber slip in the Buddhist era, a Ukrainian waybill, a Vietnamese spray log and an
Arabic farmer card transaction. Twelve look-alikes in program positions (a season, crop plan version,
firmware install date and PIC in a header block, a Llama 3 header with only its knowledge cutoff, a
ChatML prompt revision and launch year, scheme YAML with a rules revision and window, farm uuid and
installation date in XML attributes, an engine CalVer and tenant in single-line JSON, a template
revision in an HTML comment, machine commissioning dates in a markdown table, an Azure `api-version`,
an unrendered `{{current_date}}`, a bracketed line of stable pairs and a Gemma member header with a
member-since date); ten values the user asks about or types (an epoch, a UUIDv7, two ULIDs, a typed
clock, relative times, few-shot spray dates, ISO weeks, auction time zones, a pasted JWT, a
traceparent for support); and two plain controls.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets from -06:00 to +10:00, RFC 1123, RFC 2822,
Python logging, `str()` and `isoformat()`, Log4j ISO 8601, Go RFC3339Nano and `time.Now().String()`,
.NET round-trip and "f", JavaScript `toISOString()` and `toString()`, Windows 12-hour, ctime, GNU
`date`, English long dates, Llama 3's `Today Date`, ISO week dates, `YYYY-MM-DD HH:MM:SS` with a zone
name, day-first slashed and dotted dates with a time, a weekday and time, a US numeric date, epochs in
s, ms and us, and dates in Japanese, Korean (12-hour), Simplified Chinese, Thai (Buddhist era), Hindi
(Devanagari digits), Arabic (Arabic-Indic digits), Russian, Ukrainian, Turkish, Vietnamese, Indonesian,
Swahili, Polish, German, French, Spanish and Portuguese forms. Identifiers: UUID v4 and v7, ULID (also
lower case), KSUID, TSID, xid, nanoid, base32, base58, base62, base64url and hex tokens, a JWT,
traceparent and tracestate, X-Ray with a parent, Standard Webhooks, CloudEvents binary, a Slack event
envelope and vendor-prefixed ids (`msg_`, `Ev`, `SM`, `run_`). Positions: header blocks (`Label:
value`, an HTTP request, webhook and CloudEvents headers), head and tail of the prompt, the tail of a
system prompt (also in ChatML and Llama 3), YAML front matter, pretty and single-line JSON members (also
in an envelope and a tool observation), XML attributes, `key=value` pairs in a bracketed context line,
a leading comment line and a trailing `key=value` line, markdown table rows and bullets, phrases with
their preposition and parenthesised ids, a DSPy field, metadata lines after the user's message, footers
after `--` and trailing lines.

Prompts are in English and in Spanish, German, Japanese, Hindi, French, Portuguese, Russian, Polish,
Simplified Chinese, Korean, Turkish, Indonesian, Thai, Ukrainian, Vietnamese, Arabic and Swahili
(scripts: Latin, Japanese, Han, Hangul, Devanagari, Thai, Cyrillic, Arabic); positives in those
languages end with the user's message or with the metadata after it.

What it is: 268 prompts. 136 carry volatile fields (166 spans): 52 hand-written positives (82 spans; 28
with two or more fields, two with three) and 84 generated ones. 132 carry none: 66 hand-written
negatives (42 pasted records, 12 look-alikes in program positions, 10 values the user asks about or
types, two plain controls) and 66 generated hard negatives. The generated positive family puts one
field (of 24 formats and labels, among them made-up labels, or the current date and time under a "now"
label in the body's language) at one of eleven positions (head, system tail, header block, after the
user's message, footer, YAML front matter, a pretty JSON member never last in its object, an XML
attribute followed by a stable one, a single-line JSON member after a stable one, `key=value` in a
bracketed context line, a markdown bullet; seven or eight each) of the 42 pasted records above, two
cases per record, with the record before or after the question or behind a lead-in; the generated
negative family uses the same records and positions with one stable value that looks like a date, a
time or an id (season, API version, knowledge cutoff, prompt and rules revisions, tenant uuid,
holding, herd mark, crop plan, time zone, support hours, build, firmware, scheme year, member-since
date, PIC, farm, installation date, or a campaign, member or holding number in the body's language).
91 prompts (about a third) are in a language other than English. The output is deterministic (seeded);
once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, per-message stamps, device clocks, holds computed from now, "today"
written into a draft, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Pasted farm records are content wherever they sit and however they open: at the very start of the
  user's message (also right under the prompt's stable metadata), at the very end of the prompt, behind
  a lead-in, quoted, fenced, indented, in an earlier user or assistant turn, in a RAG document, in a
  tool observation and in any chat template. Their `id`, `created_at`, `created`, `updated_at`, `ts`,
  `generated_at`, `request_id`, `req_id`, `Submitted:`, `Application ID:`, `Movement ref:`, `Our ref:`,
  `Date:`, `Message-ID:`, `webhook-timestamp`, epochs, UUIDv7s, ULIDs and labels in other languages
  (`Expedición:`, `Datum:`, `出荷日時：`, `Дата оформления:`, `创建时间`, `Horodatage :`) stay.
* Farm data are content: animals, tags, PICs, holdings, flocks, herds, fields, tasks, loads,
  contracts, tickets, slips, orders, licences, certificates, applications and their dates and times
  (treatment, withdrawal, movement, departure, drilling, harvest, delivery, pricing deadline, spray,
  bloom, probe reading, event, signing, filing); also when the program fetched them for this request.
  Only the program's stamp ("Probe readings fetched at <time> (snapshot <id>) for this request:",
  "Board as of <time> for this request", `fetched_at` in an observation, `retrieved_at` on a RAG
  document) and the ids minted for the fetch, snapshot or poll move.
* Deliveries received for this request: Standard Webhooks headers (`webhook-id`,
  `webhook-timestamp`, `webhook-signature`), CloudEvents `ce-id` and `ce-time`, a Slack event's
  `event_id`, `event_time` and `ts`, an SMS gateway's `Msg-Id` and `Received` move; the payloads (an
  offer with its `created_at` and `expires_at`, a fault with its `occurredAt` and engine hours, the
  message text and its times, the sender's number) stay. The same delivery pasted by a user to debug
  it stays whole, its `webhook-timestamp` included.
* Clocks read for this request are the current time: a frost controller's clock as a weekday and time,
  a fleet snapshot time, a futures board's "as of" time, "now" labels in any language, script, digits
  or calendar (full-width colons, the Buddhist era, Devanagari and Arabic-Indic digits). Times a
  grower types ("wet bulb reads 0.9 C", "It's 5:40 am here", "scaled on 31 October at 16:40") stay.
* Work sessions are sessions: a ditch rider desk session, a chat session, a machinery ring session, a
  crop advisory session and an NLIS bearer JWT move, with their opening time; members, farms, tenants,
  PICs, PACAGE numbers, flocks and herds stay.
* Holds and drafts move: a delivery slot hold and its expiry computed from now, an acreage report
  draft's id and the report date the tool fills in as today; the crop year, farm and tract stay.
* Near-misses decided by position and purpose: the contract number a member asks about stays next to
  the `X-Request-ID` that moves; a record's `created_at` at the head of a pasted block stays while the
  app's `generated_at` at the head of the prompt moves (and a WeatherLink export's own `generated_at`
  inside a pasted block stays); a webhook a user pastes stays while the one the app received moves; a
  `request_id` inside a pasted API response stays. Made-up labels (`agrilink.t0`, `agrilink.hop`,
  `agrinet.t0`, `agrinet.hop`, `Hop-Id`, `Controller clock`, `Stamp`) move when they hold the current
  time or a per-request id; CalVer builds, firmware, seasons, rules revisions and knowledge cutoffs
  stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("mailbox polled at <time> (poll <id>) for this request." leaves "mailbox polled for this request.");
  a parenthesised id is cut with its parentheses; XML attributes and `key=value` pairs are followed by
  a stable neighbour; single-line JSON members are cut with the comma after them and follow a stable
  member, and volatile members of pretty-printed JSON are never the last member of their object; a
  header line, a markdown row or bullet, a YAML member, a footer line, a DSPy field value on its own
  line and a line holding one field in any script (a `# trace <id>` comment, a `context built <time>`
  line) are whole-line spans; a field followed by `<|im_end|>` on its line and a "Local time: ..."
  sentence inside a `System:` line are inline spans.
* Only ASCII `Label:` cue lines or a chat template's reply header that rule 4's machinery knows, on a
  line of its own (ChatML, and Llama 3 with its reply header on its own line), end positives; positives
  in the other languages end with the user's message or with the metadata after it; the Mistral
  `[INST]` positive and the DSPy positive, which have no cue line, get their trailer at the end as rule
  4 gives it; Gemma and Phi-3 prompts appear only in negatives.
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
    CROCKFORD,
    DAYS,
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

SEED = 20730519
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout73.jsonl"
SRC = "holdout73:"

CDT = timezone(timedelta(hours=-5), "CDT")
CST = timezone(timedelta(hours=-6), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
AEST = timezone(timedelta(hours=10), "AEST")
NZST = timezone(timedelta(hours=12), "NZST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
CHN = timezone(timedelta(hours=8), "CST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
EAT = timezone(timedelta(hours=3), "EAT")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
EET = timezone(timedelta(hours=2), "EET")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
BST = timezone(timedelta(hours=1), "BST")
MDT = timezone(timedelta(hours=-6), "MDT")
EGY = timezone(timedelta(hours=2), "EET")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
THAI_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")


class Gen73(Gen):
    """`Gen` with the few identifier shapes this corpus adds (TSID, base58, base32, xid)."""

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def xid(self, t: datetime) -> str:
        value = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        alphabet = "0123456789abcdefghijklmnopqrstuv"
        return "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(20)))


POS: list[Callable[[Gen73], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen73], Draft]) -> Callable[[Gen73], Draft]:
    POS.append(fn)
    return fn


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy(t: datetime, sep: str = ".") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


# --- hand-written positives ----------------------------------------------------------------------------------------


@pos
def _spray_job_header(g: Gen73) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""FieldLedger assistant
Farm: Holloway Brothers Farms (tenant 6c1f0a52-93d4-4e8b-a1f7-2b9e0d4c7a31)
{v("datetime", "Request-Stamp: " + rfc3339(t, 3))}
{v("session_id", "Session: " + g.ulid(t))}
Units: imperial

You help growers read their own spray records. Quote the record when you answer.

User: Job created: 2026-05-11 06:42:18 -05:00
Job: SPR-26-0417  Field: North 80  Product: Liberty 280 SL 32 fl oz/ac  Carrier: 15 gal/ac
Started: 2026-05-11 07:05:51  Finished: 2026-05-11 09:48:02  Wind: 6-9 mph SW
Was this applied within the label's sunrise-to-two-hours-before-sunset window?
Assistant:""",
        SRC + "pos:farm-management:spray-job-header",
        ["header_block", "rfc3339", "ulid", "pasted_record_below"],
    )


@pos
def _generated_at_vs_created_at(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "generated_at: " + rfc3339(t))}
You are the herd records assistant of PastureBook. Explain records in plain words.

{{
  "created_at": "2026-03-02T05:14:09Z",
  "id": "0195559f-2c41-7a3e-9d02-41be7c9f1a20",
  "animal": "UK 702145 300518",
  "event": "weight",
  "kg": 412.5,
  "recorded_by": "crush-2"
}}

Is 412 kg on track for a heifer born in May 2025 if we want her bulled at 15 months?
Assistant:""",
        SRC + "pos:near-miss:generated-at-vs-created-at",
        ["head", "near_miss", "pasted_json_opens_created_at"],
    )


@pos
def _livestock_webhook_received(g: Gen73) -> Draft:
    t = g.moment()
    msg = "msg_" + g.b58(27)
    return Draft(
        f"""The LotHub marketplace forwarded this delivery for you to draft a reply to the buyer.

{v("delivery_id", "webhook-id: " + msg)}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}
content-type: application/json

{{"type":"offer.created","data":{{"lot":"L-2291","head":38,"class":"steers 300-350 kg","price_per_kg":"4.12 AUD",\
"created_at":"2026-08-19T23:02:44Z","expires_at":"2026-08-21T06:00:00Z","buyer":"Gundagai Feeders"}}}}

Draft a polite counter at 4.30 AUD/kg, delivery the week after.
Reply:""",
        SRC + "pos:webhook:livestock-offer-received",
        ["header_block", "standard_webhooks", "envelope_vs_payload"],
    )


@pos
def _contract_asked_request_id(g: Gen73) -> Draft:
    return Draft(
        f"""X-Forwarded-For: 10.22.4.17
{v("request_id", "X-Request-ID: " + g.uuid4())}
X-Client: prairiegrain-web/8.14.0

You answer questions about grain contracts for PrairieGrain members. Never quote a price that is not on
the contract.

Member: Why does contract PG-C-2026-08815 show "delivery window expired" when my load was scaled on
31 October at 16:40?
Answer:""",
        SRC + "pos:near-miss:contract-id-asked",
        ["head", "header_block", "id_in_question_stays"],
    )


@pos
def _canal_order_desk(g: Gen73) -> Draft:
    t = g.moment(MDT)
    return Draft(
        f"""Ditch Rider Desk - Twin Buttes Irrigation District
{v("session_id", "Desk session: " + g.b32(26))}
{v("datetime", "Opened: " + iso_space(t) + " MDT")}
Lateral: 14-B (stable allotment 3.2 AF/share)

Shareholder: This is what I ordered last week, can I run the same again starting Thursday?
Order #W-55120  Headgate 14-B-07  2.5 cfs  Start 2026-07-09 06:00  Stop 2026-07-11 06:00  Status: delivered
Assistant:""",
        SRC + "pos:irrigation:canal-order-desk",
        ["header_block", "desk_session", "pasted_order_stays"],
    )


@pos
def _soil_probe_snapshot(g: Gen73) -> Draft:
    t = g.moment(AEST)
    snap = g.ksuid(t)
    return Draft(
        f"""You are an irrigation scheduling advisor for a cotton grower in the Gwydir valley.

Probe readings fetched {v("datetime", "at " + rfc3339(t))} {v("snapshot_id", "(snapshot " + snap + ")")} for this request:
probe    depth_cm  vwc_pct  read_at
GW-03    30        24.1     2026-12-14T05:00:00+10:00
GW-03    60        29.8     2026-12-14T05:00:00+10:00
GW-03    90        33.2     2026-12-14T05:00:00+10:00

Refill point is 22 % at 30 cm. When should the next irrigation start?
Answer:""",
        SRC + "pos:irrigation:soil-probe-fetched",
        ["fetched_stamp", "ksuid", "phrase", "readings_stay"],
    )


@pos
def _frost_controller_clock(g: Gen73) -> Draft:
    t = g.moment(CEST)
    return Draft(
        f"""Frost guard for block 7 (highbush blueberries, Hood River). Decide whether the overhead sprinklers must start.
{v("time", "Controller clock: " + DAYS[t.weekday()] + " " + f"{t:%H:%M:%S}")}
Wet bulb trigger: 0.5 C (set 2026-03-28)

Grower: wet bulb reads 0.9 C and falling about 0.3 per half hour, bloom is at early pink bud. Start now or wait?
Assistant:""",
        SRC + "pos:irrigation:frost-controller-clock",
        ["device_clock", "weekday_time", "stable_setting"],
    )


@pos
def _spray_window_weather(g: Gen73) -> Draft:
    t = g.moment(CST)
    return Draft(
        f"""SprayWindow advisor. Use delta T (ideal 2-8 C), wind 3-10 mph and no inversion. Say go or wait.
{v("datetime", "Now: " + sk_now(t))}

Station export the grower pasted:
{{"station":"KSHUT-12","obs":[{{"ts":1781342400,"temp_c":21.4,"rh":58,"wind_mph":4.1}},\
{{"ts":1781343300,"temp_c":22.0,"rh":55,"wind_mph":5.6}}]}}

Grower: Dicamba on soybeans, can I go?
Assistant:""",
        SRC + "pos:spraying:spray-window-now",
        ["system_tail", "sk_now", "pasted_epochs_stay"],
    )


@pos
def _llama3_spray_label(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You read pesticide labels for agronomists and answer only from the label text given.<|eot_id|><|start_header_id|>user<|end_header_id|>

Label excerpt (revised 02/2025): Do not apply when wind speed exceeds 15 km/h. Re-entry interval 12 hours.
Pre-harvest interval 21 days for wheat. If I spray on 3 June, when can I harvest?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        SRC + "pos:spraying:llama3-label",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
    )


@pos
def _chatml_session(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|im_start|>system
You are AgriCoach, helping smallholders plan top-dressing of maize. {v("session_id", "Session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
My soil test from 12 Feb 2026 says N 18 mg/kg. The maize is at V6. How much CAN should I apply per acre?<|im_end|>
<|im_start|>assistant""",
        SRC + "pos:agronomy:chatml-session",
        ["chatml", "uuid7", "inline_before_im_end"],
    )


@pos
def _futures_snapshot(g: Gen73) -> Draft:
    t = g.moment(CDT)
    return Draft(
        f"""You are a grain marketing coach. Compare the member's open contract with today's board.

Board {v("datetime", "as of " + windows_general(t))} for this request: ZCZ6 4.4125, ZSX6 10.1850, KEZ6 5.6300

Open contract (pasted by the member):
HTA  #88213  corn 5,000 bu  futures ZCZ6 @ 4.6200  signed 2026-03-18 10:14  basis to be set by 2026-11-30

Should I set the basis now at -0.38 or wait?
Answer:""",
        SRC + "pos:grain:futures-snapshot",
        ["phrase", "windows_datetime", "contract_stays"],
    )


@pos
def _delivery_slot_hold(g: Gen73) -> Draft:
    t = g.moment(CDT)
    hold = t + timedelta(minutes=15)
    return Draft(
        f"""Harvest delivery booking - Ridgeway Co-op elevator, Clay Center
{v("hold_id", "Slot hold: " + g.xid(t))}
{v("datetime", "Held until: " + hold.strftime("%Y-%m-%d %H:%M") + " CDT")}
Commodity: soybeans  Dump: pit 2

Grower: Book me for tomorrow at 7 am, two semis, moisture around 12.5.
Assistant:""",
        SRC + "pos:grain:delivery-slot-hold",
        ["hold_computed_from_now", "xid", "header_block"],
    )


@pos
def _contract_tool_observation(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""Thought: I need the member's open contracts before I can answer.
Action: contracts.list(member="M-20817", status="open")
Observation:
{{
  "member": "M-20817",
  {v("datetime", '"fetched_at": "' + js_iso(t) + '",')}
  "contracts": [
    {{"no": "CF-7741", "crop": "canola", "tonnes": 120, "signed_at": "2026-02-03T15:22:10Z", "delivery": "2026-10"}},
    {{"no": "CF-7790", "crop": "wheat", "tonnes": 300, "signed_at": "2026-04-27T09:05:44Z", "delivery": "2026-09"}}
  ]
}}
Thought:""",
        SRC + "pos:grain:tool-observation-fetched",
        ["agent_scaffold", "tool_result", "pretty_json_member", "signed_at_stays"],
    )


@pos
def _nlis_transfer_jwt(g: Gen73) -> Draft:
    t = g.moment(AEST)
    return Draft(
        f"""NLIS transfer helper (Queensland). Check the PICs and tag counts before the user submits.
{v("session_token", "Authorization: Bearer " + g.jwt(t, "pic:QBGN0412"))}

User: Transfer file from the saleyard, does it match the 42 head we sent?
PIC_FROM,PIC_TO,NLISID,RFID,MOVED
QBGN0412,QCOL0088,3QBGN041XBN00231,982 000123456781,2026-09-02 11:40
QBGN0412,QCOL0088,3QBGN041XBN00232,982 000123456782,2026-09-02 11:40
(40 more rows)
Assistant:""",
        SRC + "pos:livestock:nlis-transfer-jwt",
        ["bearer_jwt", "csv_stays"],
    )


@pos
def _sheep_movement_front_matter(g: Gen73) -> Draft:
    t = g.moment(BST)
    return Draft(
        f"""---
tool: flockmove
{v("datetime", "generated: " + rfc3339(t))}
{v("session_id", "chat_session: " + g.nanoid())}
flock: 54 321 (stable)
---
Help the keeper fill in the sheep movement document. Batch moves need the count and the flock mark.

Keeper: Lorry leaves at 14:30 on Friday with 120 ewe lambs from 54 321 to Bentham auction. Departure
holding 41/123/0007. What do I put in the movement section?""",
        SRC + "pos:livestock:sheep-move-front-matter",
        ["yaml_front_matter", "nanoid", "user_times_stay"],
    )


@pos
def _gta_portuguese(g: Gen73) -> Draft:
    t = g.moment(BRT)
    return Draft(
        f"""Assistente de trânsito animal da Cooperativa Vale do Araguaia. Responda em português, de forma curta.
{v("datetime", "Data/hora do sistema: " + dmy(t, "/"))}
{v("request_id", "Protocolo da consulta: " + g.uuid4())}

Produtor: A GTA nº 51-014.882 foi emitida em 03/06/2026 às 09:12 para 36 bovinos até Barra do Garças. Ela
ainda vale se o caminhão só sair amanhã à noite?""",
        SRC + "pos:livestock:gta-portuguese",
        ["non_english", "portuguese", "gta_stays"],
    )


@pos
def _telematics_cloudevent(g: Gen73) -> Draft:
    t = g.moment()
    occurred = t - timedelta(seconds=g.small(20, 400))
    return Draft(
        f"""Dealer service assistant. Explain the fault and say whether the operator can keep harvesting.

Event received for this request:
ce-specversion: 1.0
ce-type: com.fieldfleet.machine.dtc
ce-source: /fleet/7731/machines/S790-1H0S790SAPD755218
{v("event_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}

{{"spn": 110, "fmi": 0, "desc": "Engine coolant temperature high", "occurredAt": "{rfc3339(occurred)}", "engineHours": 1842.6}}

Operator: red light on the armrest, coolant 108 C, still threshing corn. Keep going?
Assistant:""",
        SRC + "pos:telematics:cloudevent-dtc",
        ["cloudevents_binary", "envelope_vs_payload", "occurred_at_stays"],
    )


@pos
def _fleet_snapshot_dotnet_f(g: Gen73) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Fleet snapshot taken {v("datetime", "at " + sk_now(t))} {v("snapshot_id", "(id " + g.tsid(t) + ")")} for this request:
| Machine     | Engine h | Fuel % | Last position report  |
|-------------|----------|--------|-----------------------|
| 8R 410 #2   | 3,118.4  | 41     | 2026-10-02 15:47 CDT  |
| X9 1100     | 1,204.9  | 67     | 2026-10-02 15:51 CDT  |

You plan refuelling for the harvest crew. Which machine needs the fuel truck first?
Answer:""",
        SRC + "pos:telematics:fleet-snapshot-phrase",
        ["head", "phrase", "tsid", "table_stays"],
    )


@pos
def _rtk_support_trace(g: Gen73) -> Draft:
    return Draft(
        f"""POST /v1/assist HTTP/1.1
Host: support.guidepoint.example
{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: gp=" + g.hex(16))}
Content-Type: text/plain

You help farmers with RTK autosteer. Ask for the receiver log when the issue is unclear.

Farmer: the base log shows this, why do I drop to float every afternoon?
[2026-06-17 14:02:11] NTRIP connected caster.rtk.example:2101 mount GPB01
[2026-06-17 14:31:57] WARN age of corrections 12.4 s
[2026-06-17 14:32:03] FIX -> FLOAT
Assistant:""",
        SRC + "pos:telematics:rtk-traceparent",
        ["http_request", "traceparent", "pasted_log_stays"],
    )


@pos
def _maschinenring_german(g: Gen73) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Du bist der Buchungsassistent des Maschinenrings Oberland. Antworte auf Deutsch.
{v("datetime", "Zeitpunkt der Anfrage: " + dmy(t))}
{v("session_id", "Sitzung: " + g.b32(20))}
Mitglied: 4471 (Betrieb Huber, Weyarn)

Mitglied: Die Buchung vom 12.08.2026 07:30 für den Güllewagen (Nr. MR-G-19) wurde mir storniert. Kann ich
stattdessen Donnerstag ab 13 Uhr haben?""",
        SRC + "pos:cooperative:maschinenring-german",
        ["non_english", "german", "booking_stays"],
    )


@pos
def _ja_rice_japanese(g: Gen73) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたはJAみなみ穂波の出荷相談アシスタントです。日本語で簡潔に答えてください。
{v("datetime", "現在日時：" + f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}")}
組合員番号：08-2215

組合員：先月の出荷票です。「出荷日 2026/10/06 08:45、コシヒカリ一等 30kg×48袋、検査番号 K-3391」。
概算金はいつ振り込まれますか？""",
        SRC + "pos:cooperative:ja-rice-japanese",
        ["non_english", "japanese", "fullwidth_colon"],
    )


@pos
def _fpo_hindi(g: Gen73) -> Draft:
    t = g.moment(IST)
    stamp = f"{t.day:02d}-{t.month:02d}-{t.year} {t:%H:%M}".translate(DEVANAGARI_DIGITS)
    return Draft(
        f"""आप किसान उत्पादक संगठन "सतपुड़ा एग्रो" के खरीद सहायक हैं। हिंदी में जवाब दें।
{v("datetime", "वर्तमान समय: " + stamp)}
{v("request_id", "अनुरोध आईडी: " + g.hex(24))}

किसान: मेरी पर्ची नंबर SA-2026-1187 है, 14-11-2026 को 11:20 बजे 18 क्विंटल सोयाबीन तौला गया था। भुगतान कब तक
आएगा?""",
        SRC + "pos:cooperative:fpo-hindi",
        ["non_english", "hindi", "devanagari_digits"],
    )


@pos
def _cap_french(g: Gen73) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Assistant PAC de la chambre d'agriculture. Réponds en français, cite les règles quand tu peux.
N° PACAGE : 035112874 (exploitation)
{v("datetime", "Date et heure actuelles : " + f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M:%S}")}

Agriculteur : mon accusé de réception dit « Dossier déposé le 14/05/2026 à 22:41:07, télédéclaration
n° 2026-035-00918 ». Est-ce que je peux encore ajouter l'écorégime voie des pratiques ?""",
        SRC + "pos:subsidy:cap-french",
        ["non_english", "french", "stable_pacage"],
    )


@pos
def _fsa578_draft(g: Gen73) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Acreage report draft (FSA-578 helper)
{v("run_id", "Draft: " + g.ulid(t).lower())}
{v("date", "Report date: " + f"{t.month}/{t.day}/{t.year}")}
Crop year: 2026
Farm 4419  Tract 10287

Producer: Planted 212.4 ac of soybeans on 5/18/2026 in field 3 and 96 ac of corn on 4/29/2026 in field 5.
Fill in the lines for me.
Assistant:""",
        SRC + "pos:subsidy:fsa578-draft",
        ["draft_filled_today", "ulid_lower", "crop_year_stays"],
    )


@pos
def _pm_kisan_helpline(g: Gen73) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""You are the PM-KISAN helpline assistant. Answer in simple English or Hindi, as the farmer writes.
[ctx channel=ivr-text {v("request_id", "req=" + g.uuid4())} {v("datetime", "at=" + rfc3339(t))} lang=hi]

Farmer: 19वीं किस्त का स्टेटस "FTO processed: 21-02-2026" दिखा रहा है लेकिन पैसा नहीं आया। क्या करूं?""",
        SRC + "pos:subsidy:pm-kisan-kv",
        ["kv_bracket", "non_english", "hindi", "status_date_stays"],
    )


@pos
def _kenya_voucher_swahili(g: Gen73) -> Draft:
    t = g.moment(EAT)
    return Draft(
        f"""Wewe ni msaidizi wa mpango wa ruzuku ya mbolea. Jibu kwa Kiswahili.
{v("datetime", "Tarehe na saa ya sasa: " + dmy(t, "/"))}

Mkulima: Nilipokea ujumbe huu: "Vocha EV-88231 ya mifuko 2 ya DAP imetumwa 04/03/2026 saa 10:14. Itaisha
31/03/2026." Naweza kuitumia duka lolote la NCPB?""",
        SRC + "pos:subsidy:fertiliser-voucher-swahili",
        ["non_english", "swahili", "sms_dates_stay"],
    )


@pos
def _fgis_zerno_russian(g: Gen73) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помощник по ФГИС «Зерно» для агрохолдинга. Отвечай по-русски.
{v("datetime", "Текущее время: " + f"{t:%d.%m.%Y %H:%M:%S} МСК")}
{v("request_id", "ID запроса: " + g.uuid7(t))}

Пользователь: СДИЗ № 2026-0412-77318 оформлен 09.08.2026 в 17:03 на 62 т пшеницы 4 класса, а элеватор
пишет, что партия не найдена. Что проверить?""",
        SRC + "pos:grain:fgis-zerno-russian",
        ["non_english", "russian", "uuid7"],
    )


@pos
def _chinese_machinery(g: Gen73) -> Draft:
    t = g.moment(CHN)
    return Draft(
        f"""你是农机合作社的作业结算助手，请用中文回答。
{v("datetime", "请求时间：" + f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}")}
{v("session_id", "会话ID：" + g.hex(32))}

社员：这是收割机的作业记录 {{"作业编号":"ZY-2026-0931","开始时间":"2026-10-03 06:40","结束时间":"2026-10-03 11:25","面积亩":86.5}}，
按每亩65元应该付多少？""",
        SRC + "pos:telematics:chinese-machinery",
        ["non_english", "chinese", "chinese_keys_stay"],
    )


@pos
def _arabic_farmer_card(g: Gen73) -> Draft:
    t = g.moment(EGY)
    stamp = f"{t.year}/{t.month:02d}/{t.day:02d} {t:%H:%M}".translate(ARABIC_DIGITS)
    return Draft(
        f"""أنت مساعد كارت الفلاح في الجمعية الزراعية. أجب بالعربية.
{v("datetime", "الوقت الحالي: " + stamp)}

الفلاح: صرفت ٣ شكاير يوريا يوم ٢٠٢٦/٠٢/١١ الساعة ١٠:٣٠ والحصة مكتوبة ٦ شكاير للفدانين. هل باقي لي ٣؟""",
        SRC + "pos:subsidy:egypt-farmer-card-arabic",
        ["non_english", "arabic", "arabic_indic_digits"],
    )


@pos
def _thai_rubber_coop(g: Gen73) -> Draft:
    t = g.moment(ICT)
    be = f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M}"
    return Draft(
        f"""คุณคือผู้ช่วยของสหกรณ์กองทุนสวนยางบ้านนาทอง ตอบเป็นภาษาไทย
{v("datetime", "เวลาที่ขอ: " + be)}
{v("request_id", "รหัสคำขอ: " + g.b58(22))}

สมาชิก: ใบรับยางเลขที่ 6912 วันที่ 3/2/2569 น้ำยางสด 84 กก. DRC 32% ทำไมยอดเงินน้อยกว่าที่คิด""",
        SRC + "pos:cooperative:thai-rubber",
        ["non_english", "thai", "buddhist_era"],
    )


@pos
def _made_up_labels(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""agrilink.build: 2026.09.1
{v("epoch", "agrilink.t0: " + str(epoch_us(t)))}
{v("request_id", "agrilink.hop: " + g.tsid(t))}

You are the agronomy desk of Agrilink. Give one recommendation and the reason.

Agronomist: Sap nitrate on the Russets was 11,800 ppm on 2026-07-06 and 9,400 ppm on 2026-07-13. Do we
side-dress before the next irrigation?
Assistant:""",
        SRC + "pos:agronomy:made-up-labels",
        ["made_up_labels", "epoch_us", "tsid", "calver_stays"],
    )


@pos
def _trailing_client_ts(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "# trace " + g.ksuid(t))}
You are a poultry house advisor. Keep answers under 100 words.

Grower: House 3 ventilation log:
2026-01-19 02:10 min vent 18 % static 0.11 in
2026-01-19 02:40 min vent 18 % static 0.14 in  NH3 27 ppm
Should I raise minimum ventilation?

{v("epoch", "client_ts=" + str(epoch_ms(t)))}
""",
        SRC + "pos:livestock:leading-trace-trailing-client-ts",
        ["head", "tail", "ksuid", "epoch_ms", "pasted_log_stays"],
    )


@pos
def _markdown_session_table(g: Gen73) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""| Field        | Value                         |
|--------------|-------------------------------|
| Agent        | Crop Advisory NL              |
{v("session_id", "| Session      | " + g.uuid4() + " |")}
{v("datetime", "| Opened       | " + iso_space(t) + " CET |")}
| Region       | Flevoland                     |

You advise on potato late blight. Refer to the Dutch warning model when possible.

Teler: Last spray was Revus on 2026-06-21 at 19:30, 14 mm rain since. Spray again tomorrow?
Assistant:""",
        SRC + "pos:agronomy:markdown-session-table",
        ["markdown_table", "session", "user_dates_stay"],
    )


@pos
def _xml_request_attributes(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""<advisory-request {v("request_id", 'id="' + g.hex(20) + '"')} {v("datetime", 'received="' + rfc3339(t) + '"')} farm="F-00912" crop="wheat">
  <question>Is this septoria? Leaf 3 has tan lesions with black dots, drilled 2025-10-08, T1 applied 2026-04-14.</question>
</advisory-request>

Answer as the crop doctor, in three sentences.
Answer:""",
        SRC + "pos:agronomy:xml-attributes",
        ["xml_attributes", "head", "question_dates_stay"],
    )


@pos
def _slack_event_envelope(g: Gen73) -> Draft:
    t = g.moment()
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        f"""Slack event for this request (the farm crew workspace):
{{
  "team_id": "T04FARM22",
  {v("event_id", '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "event": {{
    "type": "app_mention",
    "channel": "C07GRAIN1",
    {v("message_id", '"ts": "' + ts + '",')}
    "text": "<@U0BOT> dryer 2 discharge moisture 16.1 % at 06:10 today, target 15. Slow the unloader?"
  }}
}}

Reply in the thread as the grain drying bot.
Reply:""",
        SRC + "pos:grain:slack-event-envelope",
        ["slack_envelope", "pretty_json_member", "message_text_stays"],
    )


@pos
def _mistral_now(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""<s>[INST] You are an orchard pollination planner. Answer briefly.
{v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}

Bloom record from our app: {{"block":"Nonpareil-4","first_bloom":"2026-02-09","full_bloom":"2026-02-15"}}. Bees are booked
for the 12th. Too early? [/INST]""",
        SRC + "pos:agronomy:mistral-now",
        ["mistral", "go_rfc3339nano", "bloom_dates_stay"],
    )


@pos
def _rag_retrieved_at(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""Use only the documents below.

<document source="extension/ipm-aphids-cereals.html" {v("datetime", 'retrieved_at="' + rfc3339(t) + '"')} lang="en">
Threshold: treat spring cereals when more than 50 % of tillers carry aphids before GS61. Last updated 2025-02-17.
</document>
<document source="label/lambda-cyhalothrin.pdf" {v("datetime", 'retrieved_at="' + rfc3339(t + timedelta(milliseconds=412)) + '"')} lang="en">
Maximum 2 applications per crop; do not apply after GS71.
</document>

Question: I count aphids on 35 % of tillers at GS55. Spray?
Answer:""",
        SRC + "pos:agronomy:rag-retrieved-at",
        ["rag", "xml_attributes", "doc_dates_stay"],
    )


@pos
def _mailbox_poll_email(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""Inbox triage for Marsh Lane Farm: mailbox polled {v("datetime", "at " + http_date(t))} {v("poll_id", "(poll " + g.hex(12) + ")")} for this request.

From: Bookings <intake@harbourmalt.example>
Date: Tue, 18 Aug 2026 16:02:51 +0100
Message-ID: <a81f3c@harbourmalt.example>
Subject: Intake slot confirmed

Your 29 t of spring barley is booked for Thursday 20 Aug, 08:00-10:00, weighbridge 2. Max moisture 14.5 %.

Summarise what I need to do and by when.
Answer:""",
        SRC + "pos:grain:mailbox-poll",
        ["phrase", "http_date", "email_headers_stay"],
    )


@pos
def _sms_inbound(g: Gen73) -> Draft:
    t = g.moment(EAT)
    return Draft(
        f"""Shamba Advisory SMS gateway
{v("message_id", "Msg-Id: SM" + g.hex(32))}
{v("datetime", "Received: " + rfc2822(t))}
From: +2547XXXXXX21

Farmer: My tomatoes got blight last season from 12 March. Planted again 2 weeks ago. When to start spraying
and with what?
Advisor:""",
        SRC + "pos:agronomy:sms-inbound",
        ["per_message", "rfc2822", "farmer_dates_stay"],
    )


@pos
def _single_line_json_meta(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""meta: {{"app":"herdwise", {v("datetime", '"now":"' + py_iso(t) + '",')} {v("request_id", '"rid":"' + g.nanoid() + '",')} "herd":"UK 123456"}}
You answer questions on dairy fertility records.

Cow 3318: calved 2026-01-04, first heat 2026-02-11 07:30, served 2026-02-28 06:10 (sire SWITCH), PD+ 2026-04-02.
When is she due to dry off?
Assistant:""",
        SRC + "pos:livestock:single-line-json-meta",
        ["single_line_json", "py_iso", "nanoid", "record_dates_stay"],
    )


@pos
def _korean_rpc(g: Gen73) -> Draft:
    t = g.moment(KST)
    ampm = "오후" if t.hour >= 12 else "오전"
    return Draft(
        f"""당신은 미곡종합처리장(RPC) 수매 상담 도우미입니다. 한국어로 답하세요.
{v("datetime", "조회 시각: " + f"{t.year}. {t.month}. {t.day}. {ampm} {t.hour % 12 or 12}:{t:%M:%S}")}

농가: 10월 14일 오전 9시 20분에 반입한 벼 1,240kg, 수분 17.8%로 나왔는데 건조 감량은 얼마인가요?""",
        SRC + "pos:grain:korean-rpc",
        ["non_english", "korean", "fetched_clock"],
    )


@pos
def _turkish_cks(g: Gen73) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Sen ÇKS kayıt yardımcısısın. Türkçe ve kısa cevap ver.
{v("datetime", "İstek zamanı: " + f"{t:%d.%m.%Y %H:%M:%S}")}

Çiftçi: Belge no 2026-ÇKS-44718, kayıt tarihi 15.03.2026. Mazot ve gübre desteği için parsellerimi
güncellemem gerekiyor mu? Son güncelleme 02.02.2026 saat 11:47.""",
        SRC + "pos:subsidy:turkish-cks",
        ["non_english", "turkish", "registration_dates_stay"],
    )


@pos
def _indonesian_ffb(g: Gen73) -> Draft:
    t = g.moment(WIB)
    return Draft(
        f"""Kamu asisten koperasi sawit Tani Makmur. Jawab dalam bahasa Indonesia.

Petani: Tiket timbang TBS no. PKS-0815-2231, masuk 21-07-2026 10:42, bruto 8.420 kg, tara 3.105 kg, potongan
sortasi 3 %. Berapa yang dibayar kalau harga Rp2.840/kg?

{v("datetime", "Waktu permintaan: " + f"{t:%d-%m-%Y %H:%M:%S} WIB")}""",
        SRC + "pos:cooperative:indonesian-ffb",
        ["non_english", "indonesian", "tail", "ticket_stays"],
    )


@pos
def _polish_irz(g: Gen73) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Asystent zgłoszeń IRZplus. Odpowiadaj po polsku.
--
{v("datetime", "Znacznik czasu: " + str(epoch_ms(t)))}
{v("session_id", "Sesja: " + g.b62(24))}
--
Hodowca: Zgłoszenie przemieszczenia ZPZ/2026/118802 z 12.06.2026 odrzucone, bo „data zdarzenia późniejsza niż
data zgłoszenia". Zdarzenie było 12.06 o 18:00, zgłosiłem 12.06 o 21:15. Co jest nie tak?""",
        SRC + "pos:livestock:polish-irz",
        ["non_english", "polish", "epoch_ms"],
    )


@pos
def _ukrainian_ttn(g: Gen73) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Ти помічник логістики агрохолдингу. Відповідай українською.

Водій надіслав ТТН: «№ 0417 від 02.09.2026, соняшник 24,6 т, відвантажено 02.09.2026 о 07:55, пункт
призначення Одеса, ТОВ "Зерно-Термінал"». Скільки часу в дорозі, якщо зараз він у Вознесенську?
{v("datetime", "Час запиту: " + f"{t:%Y-%m-%d %H:%M:%S}")}""",
        SRC + "pos:grain:ukrainian-ttn",
        ["non_english", "ukrainian", "after_user", "ttn_stays"],
    )


@pos
def _spanish_pac_xml(g: Gen73) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<contexto aplicacion="PAC-Asesor" {v("datetime", 'marca_tiempo="' + rfc3339(t) + '"')} comunidad="Castilla y León"/>
Eres el asesor de la Solicitud Única de la PAC. Responde en español.

Agricultor: El justificante dice "Registro de entrada 2026/RE-118276, 28/04/2026 13:02:55". Si modifico
los recintos SIGPAC del polígono 12, ¿pierdo esa fecha de presentación?""",
        SRC + "pos:subsidy:spanish-pac-xml",
        ["non_english", "spanish", "xml_attribute"],
    )


@pos
def _vietnamese_durian(g: Gen73) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý kỹ thuật của hợp tác xã sầu riêng Krông Pắc. Trả lời bằng tiếng Việt.
{v("datetime", "Ngày giờ yêu cầu: " + f"{t:%H:%M:%S} ngày {t.day}/{t.month}/{t.year}")}
{v("request_id", "Mã yêu cầu: " + g.ulid(t))}

Nông dân: Nhật ký phun: 05/08/2026 06:30 phun Mancozeb 2,5 kg/ha; dự kiến thu hoạch 25/08/2026. Có kịp
thời gian cách ly 21 ngày không?""",
        SRC + "pos:agronomy:vietnamese-durian",
        ["non_english", "vietnamese", "ulid"],
    )


@pos
def _amzn_trace_dealer(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You are the parts counter assistant for Prairie Implement. Give part numbers only from the catalogue text.

Catalogue: AH222391 concave wire kit (S7 series), AXE17442 rotor tine, H229955 chaffer cable.
Customer: Need the concave wires for an S770, serial 1H0S770SCP0781156. In stock?
Answer:""",
        SRC + "pos:telematics:amzn-trace-dealer",
        ["head", "amzn_trace", "serial_stays"],
    )


@pos
def _grazing_earlier_turn(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""System: Grazing planner. {v("datetime", "Local time: " + unix_date(t.astimezone(NZST)))}
User: Here are my paddock moves from last week:
P12 in 2026-05-03 07:00 out 2026-05-05 16:00 cover 2,850 -> 1,600 kg DM
P13 in 2026-05-05 16:00 out 2026-05-08 07:30 cover 2,700 -> 1,550 kg DM
Assistant: Thanks. Average residual is about 1,575 kg DM/ha, a little high for May.
User: So which paddock next, P14 (2,600) or P9 (2,950)?
Assistant:""",
        SRC + "pos:livestock:grazing-earlier-turn",
        ["system_tail", "unix_date", "earlier_turn_record_stays"],
    )


@pos
def _dspy_now_field(g: Gen73) -> Draft:
    t = g.moment()
    return Draft(
        f"""[[ ## scheme_question ## ]]
Our Sustainable Farming Incentive agreement SFI-2026-04417 started 1 July 2026. Can we add the cover crop
action CSAM2 before the first annual declaration?

[[ ## now_utc ## ]]
{v("datetime", py_str(t))}

[[ ## answer ## ]]""",
        SRC + "pos:subsidy:dspy-now",
        ["dspy", "py_str", "agreement_dates_stay"],
    )


@pos
def _cotton_defoliation_log4j(g: Gen73) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""SYSTEM: Cotton defoliation timing assistant. Use the 60 % open boll rule and the heat unit count.
tenant: delta-gin-co
{v("datetime", "requestedAt: " + log4j_iso(t))}
USER: Open bolls 58 % on field 22 as of my count this morning, nodes above cracked boll 4. Heat units
since cutout: 812. Defoliate this week?
ASSISTANT:""",
        SRC + "pos:agronomy:cotton-log4j",
        ["system_tail", "log4j", "user_count_stays"],
    )


@pos
def _yield_export_go_string(g: Gen73) -> Draft:
    t = g.moment(CDT)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(
        f"""Yield data cleaner. Flag rows that look like header or end-row artefacts.
{v("datetime", "context built " + go_string(t, g.small(1, 1000), mono))}

time_utc,lat,lon,yield_bu_ac,moisture,speed_mph
2026-10-11T19:02:14Z,40.01921,-97.44310,212.4,17.2,4.8
2026-10-11T19:02:15Z,40.01923,-97.44305,0.0,17.3,0.4
2026-10-11T19:02:16Z,40.01926,-97.44301,231.9,17.1,4.7
Answer:""",
        SRC + "pos:telematics:yield-csv-go-string",
        ["go_time_string", "csv_stays", "system_tail"],
    )


# --- pasted records (hand-written negatives, and the bodies of the generated families) -----------------------------

# (source, language, tags, block, question, lead-in)
BLOCKS: list[tuple[str, str, list[str], str, str, str]] = [
    (
        "cattle-event-json",
        "en",
        ["json_pretty", "uuid7", "created_at"],
        """{
  "id": "01955b2e-7f3a-7c11-8e40-2a9d61b0c5f4",
  "created_at": "2026-03-04T06:18:44.512Z",
  "updated_at": "2026-03-04T06:21:02.007Z",
  "type": "treatment",
  "animal": {"eid": "982 000364518220", "visual": "Y-318"},
  "product": "Oxytetracycline LA",
  "withdrawal_until": "2026-04-01"
}""",
        "Can this steer go on the truck to the abattoir on 28 March?",
        "Here is the treatment record from our herd app",
    ),
    (
        "telematics-dtc-single-line",
        "en",
        ["json_single_line", "epoch_ms", "ts"],
        """{"ts":1783495322417,"machine":"8R410-RW0008RXPK021417","spn":4364,"fmi":18,"count":3,"lat":41.2213,"lon":-95.8820}""",
        "What does SPN 4364 FMI 18 mean on a tractor, and is it safe to finish the field?",
        "The telematics portal shows this",
    ),
    (
        "grain-contract-nested",
        "en",
        ["json_nested", "contract", "created"],
        """{
  "contract": {
    "id": "GCN-2026-004471",
    "created": "2026-02-11T14:03:27-06:00",
    "type": "basis",
    "commodity": "corn",
    "bushels": 10000,
    "basis": -0.42,
    "futures_month": "ZCZ6",
    "pricing_deadline": "2026-11-13T13:20:00-06:00"
  },
  "elevator": {"name": "Ridgeway Co-op", "location": "Clay Center"}
}""",
        "If I don't price this by the deadline, what happens to the bushels?",
        "Below is what the elevator's portal returned",
    ),
    (
        "isoxml-task",
        "en",
        ["xml", "isoxml", "times"],
        """<TSK A="TSK1" B="Drill wheat - Top Field" C="CTR1" G="4">
  <TIM A="2026-10-08T08:12:45" B="2026-10-08T13:57:10" D="4"/>
  <TIM A="2026-10-09T07:55:02" B="2026-10-09T09:31:48" D="4"/>
  <DLV A="0075" B="1800000" C="DET1"/>
</TSK>""",
        "How long did drilling take in total across both days?",
        "This is from the TASKDATA.XML our terminal exported",
    ),
    (
        "yield-csv",
        "en",
        ["csv", "timestamps", "yield"],
        """Time,Field,Load,Wet bu,Moisture %,Dry bu
2026-10-12 09:14:02,Home 40,1,842.1,19.8,781.3
2026-10-12 10:02:37,Home 40,2,856.0,19.1,799.2
2026-10-12 10:55:19,Home 40,3,811.4,18.6,762.9""",
        "What is the average moisture, and how much shrink did the dryer remove on load 1?",
        "Export from the yield monitor",
    ),
    (
        "spray-table-md",
        "en",
        ["markdown_table", "dates", "weather"],
        """| Date       | Start | End   | Block | Product        | Delta T | Wind km/h |
|------------|-------|-------|-------|----------------|---------|-----------|
| 2026-11-03 | 05:40 | 07:15 | B2    | Glyphosate 540 | 3.1     | 6         |
| 2026-11-03 | 07:20 | 09:05 | B3    | Glyphosate 540 | 8.9     | 12        |""",
        "Which of these runs broke our delta T rule of 2 to 8?",
        "My spray log from this morning",
    ),
    (
        "pump-vfd-logfmt",
        "en",
        ["logfmt", "rfc3339", "request_id_in_log"],
        """ts=2026-07-21T03:02:11.204Z level=warn station=PS-2 msg="suction pressure low" bar=0.31 req_id=8f1e2c9a4b7d
ts=2026-07-21T03:02:14.998Z level=error station=PS-2 msg="VFD fault F0011 overcurrent" hz=51.7
ts=2026-07-21T03:02:15.002Z level=info station=PS-2 msg="pump stopped" run_h=6.4""",
        "Why did the pump trip? Is it the intake screen?",
        "Pump station log",
    ),
    (
        "grazing-yaml",
        "en",
        ["yaml", "dates", "ids"],
        """rotation:
  id: rot-2026-autumn
  created: 2026-03-01T07:00:00+13:00
  mob: R2 heifers (212 hd)
  moves:
    - paddock: P7
      in: 2026-03-02T07:30:00+13:00
      out: 2026-03-04T16:00:00+13:00
    - paddock: P8
      in: 2026-03-04T16:00:00+13:00""",
        "How many grazing days did P7 get, and when should they leave P8 if covers are similar?",
        "Our grazing plan",
    ),
    (
        "rtk-base-log",
        "en",
        ["log_lines", "bracketed_times"],
        """[2026-05-19 05:58:02.114] INFO  base PGB-2 survey-in done, accuracy 0.018 m
[2026-05-19 06:02:40.871] INFO  radio TX 450.125 MHz 35 W
[2026-05-19 07:41:13.305] WARN  satellites 9 (GPS 5, GLO 4), PDOP 3.8
[2026-05-19 07:41:19.002] ERROR radio link lost to rover 1H0 (RSSI -104)""",
        "Is the radio or the sky view the problem here?",
        "My colleague sent this base station log",
    ),
    (
        "fms-curl",
        "en",
        ["http_exchange", "date_header", "request_id_header"],
        """> GET /api/v2/fields/8812/operations?season=2026 HTTP/2
> Host: api.fieldledger.example
> Authorization: Bearer ****
>
< HTTP/2 429
< date: Thu, 16 Apr 2026 13:40:11 GMT
< x-request-id: 4c0a1e77-93b2-4d58-8f1a-6d2e0b7c9a35
< retry-after: 37
< x-ratelimit-reset: 1776346848""",
        "Why do I get 429 when I only call this once a minute?",
        "This is what curl printed",
    ),
    (
        "contract-roll-email",
        "en",
        ["email_headers", "message_id", "date"],
        """From: Grain Desk <grain@ridgewaycoop.example>
To: d.holloway@hollowayfarms.example
Date: Mon, 12 Oct 2026 17:22:09 -0500
Message-ID: <20261012222209.5A1F@ridgewaycoop.example>
Subject: Contract amendment CA-88213

Your HTA #88213 (5,000 bu corn) has been rolled from ZCZ6 to ZCH7 at a spread of 0.14; roll fee 0.02/bu.
Effective 2026-10-19.""",
        "If the original futures price was 4.62, what is my new futures reference after the roll and the fee?",
        "The elevator emailed me this",
    ),
    (
        "marketplace-webhook-debug",
        "en",
        ["webhook_pasted", "standard_webhooks", "debug"],
        """POST /hooks/lothub HTTP/1.1
webhook-id: msg_2xK9qLmT4vB7nR1cY8wZ3dF6hJ0
webhook-timestamp: 1786920164
webhook-signature: v1,Kq3mV9xB2nL7pR4tY8cW1zF5hJ0dG6sA3eU9iO2kM4Q=

{"type":"offer.accepted","data":{"lot":"L-2291","head":38,"created_at":"2026-08-17T02:42:44Z"}}""",
        "My handler rejects this with 'timestamp too old'. Which value is it comparing, and with what tolerance?",
        "Here is the delivery from our logs that keeps failing",
    ),
    (
        "eco-scheme-form-export",
        "en",
        ["form_export", "submitted", "application_id"],
        """Application ID: SFI-APP-2026-118304
Submitted: 14/03/2026 21:47:33
Applicant: Marsh Lane Farm (SBI 106781234)
Action: CSAM1 assess soil, produce a soil management plan - 182.4 ha
Action: AHL1 pollen and nectar flower mix - 4.2 ha
Status: Offer issued 02/05/2026""",
        "Is there anything in this application that needs the agreement start date changed?",
        "Below is the form export from the Rural Payments service",
    ),
    (
        "sheep-movement-record",
        "en",
        ["movement_record", "times", "ref"],
        """Movement ref: ARAMS-26-0917734
Departure: 41/123/0007 on 09/09/2026 at 06:40
Destination: 41/555/0100 (Bentham auction)
Animals: 120 (batch, flock 54 321)
Haulier: J. Dent, authorisation UK/T1/00482
Reported: 09/09/2026 06:52""",
        "Did we report within the time limit, and who has to confirm the arrival?",
        "The movement record says",
    ),
    (
        "pig-move-licence",
        "en",
        ["movement_licence", "dates"],
        """eAML2 licence 2026-PIG-008771
Issued: 23/02/2026 15:02
Move date: 24/02/2026
From: 12/345/6789 (Low Moor finishers) To: abattoir 1123
Pigs: 186  Tattoo/slapmark: LM 41""",
        "The haulier broke down. Can the pigs go on the 25th under the same licence?",
        "Licence from the pig movement system",
    ),
    (
        "canal-order-confirmation",
        "en",
        ["order_confirmation", "times"],
        """WATER ORDER CONFIRMED
Order: W-55188   Headgate: 14-B-07
Start: 2026-07-16 06:00 MDT   Stop: 2026-07-18 06:00 MDT
Rate: 2.5 cfs   Volume: 9.9 AF
Ordered: 2026-07-14 19:12:48 MDT""",
        "How much of my 3.2 AF per share allotment does this use if I have 4 shares?",
        "The district's order confirmation",
    ),
    (
        "soil-probe-epochs",
        "en",
        ["csv", "epochs"],
        """epoch,depth_cm,vwc,temp_c
1782691200,30,26.4,18.1
1782694800,30,25.9,17.6
1782698400,30,25.1,17.2""",
        "Convert the epochs to local time in Brisbane and tell me how fast the profile is drying per hour.",
        "Raw probe dump",
    ),
    (
        "weather-station-json",
        "en",
        ["json_pretty", "epochs", "spraying"],
        """{
  "station_id": 88231,
  "generated_at": 1781519400,
  "sensors": [
    {"ts": 1781518500, "temp_out": 71.8, "hum_out": 44, "wind_speed_avg": 11.2, "wind_dir": 225},
    {"ts": 1781519400, "temp_out": 73.0, "hum_out": 41, "wind_speed_avg": 13.9, "wind_dir": 230}
  ]
}""",
        "Based on these two readings, is drift risk getting worse or better for a 2,4-D pass on the east boundary?",
        "The WeatherLink API gave me this",
    ),
    (
        "warehouse-receipt",
        "en",
        ["document", "receipt_number", "dates"],
        """ELECTRONIC WAREHOUSE RECEIPT  No. EWR-KE-2026-00412
Warehouse: Eldoret Cereals Depot (licence WRS/0088)
Depositor: Kiplagat Farm Ltd
Commodity: Maize, Grade 1, 400 bags x 90 kg
Deposited: 03-02-2026 11:26
Storage paid to: 03-08-2026""",
        "Can I use this receipt as collateral for a 3-month loan starting in June?",
        "My colleague sent this",
    ),
    (
        "patronage-statement",
        "en",
        ["statement", "dates", "amounts"],
        """Harvest States Co-operative - Patronage Statement FY2026
Member 20817   Issued 2026-12-04
Grain marketed:   48,210 bu     allocation $5,784.12
Agronomy:         $61,300       allocation $1,226.00
Cash portion 30 % paid 2026-12-15; equity retained 70 %""",
        "How much cash do I get this year and how much stays as equity?",
        "Here is the export from the co-op portal",
    ),
    (
        "fleet-slack-export",
        "en",
        ["slack_export", "ts"],
        """{"ts": "1790078231.004519", "user": "U02HARV", "text": "combine 2 down, concave plugged at 15:10"}
{"ts": "1790079102.118200", "user": "U02GRAIN", "text": "cart waiting at the north end"}
{"ts": "1790080877.553001", "user": "U02HARV", "text": "running again"}""",
        "How long was combine 2 down?",
        "Slack export from the harvest channel",
    ),
    (
        "crew-whatsapp",
        "en",
        ["whatsapp_export", "times"],
        """[02/09/2026, 05:41:12] Sam: frost on the low paddock again
[02/09/2026, 05:43:55] Priya: sprinklers on at 05:30 as planned?
[02/09/2026, 05:44:20] Sam: yes, pressure 3.4 bar
[02/09/2026, 07:58:03] Priya: turned off, ice gone""",
        "How long did the sprinklers run?",
        "Chat from our crew group",
    ),
    (
        "herd-sql-result",
        "en",
        ["sql_result", "dates", "ids"],
        """ cow_id | calved_at           | last_service_at     | pd_result
--------+---------------------+---------------------+-----------
   3318 | 2026-01-04 04:12:00 | 2026-02-28 06:10:00 | positive
   3402 | 2026-01-09 22:40:00 | 2026-03-03 05:55:00 | empty
(2 rows)""",
        "Which of these should be re-served, and when is the next heat expected for her?",
        "Query result",
    ),
    (
        "dryer-mqtt",
        "en",
        ["mqtt", "ts_ms", "topic"],
        """farm/dryer1/status {"ts":1791810245112,"plenum_c":71.5,"grain_c":38.2,"moist_in":21.4,"moist_out":15.1}
farm/dryer1/status {"ts":1791810305118,"plenum_c":71.8,"grain_c":38.9,"moist_in":21.9,"moist_out":15.6}
farm/dryer1/alarm {"ts":1791810309884,"code":"MOIST_OUT_HIGH","limit":15.5}""",
        "Should I slow the discharge rate or raise the plenum temperature?",
        "Our dryer controller publishes this on MQTT",
    ),
    (
        "telematics-api-response",
        "en",
        ["json_pretty", "request_id_in_record", "timestamps"],
        """{
  "request_id": "f2b7a0c4-61d8-4e19-9a3c-0e5d7b2a1f68",
  "machine": "X9 1100",
  "engine_hours": 1204.9,
  "last_report": "2026-10-02T20:51:09Z",
  "fuel_pct": 67,
  "alerts": []
}""",
        "Why does the portal still show 67 % fuel when we filled it at 4 pm?",
        "Below is what the system returned",
    ),
    (
        "subsidy-decision-letter",
        "en",
        ["letter", "dates", "reference"],
        """Our ref: BPS/2026/DEC/778103
Date: 19 June 2026

Dear Mr Holloway,
Your delinked payment for 2026 has been calculated at £14,208.40. Payment will be made by 31 August 2026.
If you disagree, request a review within 60 days of the date of this letter.""",
        "What is the last day I can ask for a review?",
        "Letter from the payments agency",
    ),
    (
        "traces-certificate-spanish",
        "es",
        ["certificate", "spanish", "dates"],
        """CERTIFICADO SANITARIO INTRACOMUNITARIO  IMSOC.2026.0044187
Expedición: 07/05/2026 10:31
Origen: REGA ES451230000112 (Talavera)
Destino: IT 045VR118 (Verona)
Animales: 42 bovinos de engorde
Carga prevista: 08/05/2026 05:00""",
        "¿Cuántas horas de viaje quedan dentro del límite si salimos a la hora prevista y tardamos 26 horas?",
        "Este es el certificado de TRACES",
    ),
    (
        "maschinenring-email-german",
        "de",
        ["email", "german", "dates"],
        """Von: Disposition <dispo@mr-oberland.example>
Datum: Di, 11. Aug 2026 16:05:44 +0200
Betreff: Buchung MR-B-2026-7716

Güllefass (MR-G-19) für Betrieb Huber am 12.08.2026 ab 07:30 Uhr bestätigt. Rückgabe bis 18:00 Uhr.""",
        "Bis wann muss ich das Fass zurückgeben, und was passiert, wenn ich erst um 19 Uhr komme?",
        "Die Bestätigung vom Maschinenring",
    ),
    (
        "ja-shipment-japanese",
        "ja",
        ["record", "japanese", "dates"],
        """出荷票 No. 2026-10-3391
出荷日時：2026/10/06 08:45
品種：コシヒカリ（一等）
数量：30kg × 48袋
検査員：田中""",
        "この出荷分の概算金は、1袋12,600円だといくらになりますか？",
        "先月の出荷票です",
    ),
    (
        "fpo-slip-hindi",
        "hi",
        ["slip", "hindi", "dates"],
        """खरीद पर्ची: SA-2026-1187
दिनांक: 14-11-2026 समय: 11:20
फसल: सोयाबीन  वजन: 18.0 क्विंटल  नमी: 11.5%
दर: ₹4,892 प्रति क्विंटल""",
        "इस पर्ची के हिसाब से मुझे कुल कितना भुगतान मिलना चाहिए?",
        "यह मेरी खरीद पर्ची है",
    ),
    (
        "telepac-receipt-french",
        "fr",
        ["receipt", "french", "timestamp"],
        """ACCUSÉ DE RÉCEPTION - TÉLÉPAC
Dossier : 2026-035-00918
N° PACAGE : 035112874
Déposé le : 14/05/2026 à 22:41:07
Horodatage : 1778791267""",
        "Le dépôt a-t-il été fait avant la date limite du 15 mai ?",
        "Voici l'accusé de réception",
    ),
    (
        "gta-portuguese",
        "pt",
        ["document", "portuguese", "dates"],
        """GTA Nº 51-014.882  Série B
Emissão: 03/06/2026 09:12
Origem: Fazenda Santa Luzia - Nova Xavantina/MT
Destino: Frigorífico Araguaia - Barra do Garças/MT
Espécie: Bovina  Quantidade: 36  Finalidade: Abate
Validade: 5 dias""",
        "Até que dia essa GTA vale?",
        "Segue a GTA que o escritório mandou",
    ),
    (
        "sdiz-russian",
        "ru",
        ["document", "russian", "dates"],
        """СДИЗ № 2026-0412-77318
Дата оформления: 09.08.2026 17:03
Культура: пшеница мягкая, 4 класс
Масса: 62,000 т
Грузоотправитель: ООО «Нива Кубани»
Получатель: элеватор «Тихорецкий»""",
        "Почему элеватор может не найти эту партию в системе?",
        "Вот СДИЗ из ФГИС «Зерно»",
    ),
    (
        "irz-polish",
        "pl",
        ["registry", "polish", "dates"],
        """Zgłoszenie: ZPZ/2026/118802
Typ: przemieszczenie bydła
Data zdarzenia: 12.06.2026 18:00
Data zgłoszenia: 12.06.2026 21:15
Status: odrzucone (kod B-17)
Kolczyk: PL005418832104""",
        "Co oznacza kod B-17 i jak to poprawić?",
        "Tak wygląda moje zgłoszenie w IRZplus",
    ),
    (
        "machinery-json-chinese",
        "zh",
        ["json_pretty", "chinese_keys", "times"],
        """{
  "作业编号": "ZY-2026-0931",
  "创建时间": "2026-10-03 11:31:07",
  "机具": "4LZ-8 收割机",
  "开始时间": "2026-10-03 06:40",
  "结束时间": "2026-10-03 11:25",
  "面积亩": 86.5
}""",
        "这台收割机平均每小时收多少亩？",
        "这是合作社系统导出的作业记录",
    ),
    (
        "rpc-korean",
        "ko",
        ["record", "korean", "times"],
        """수매 내역서  No. RPC-2026-10-1442
반입일시: 2026-10-14 09:20:31
품종: 신동진
원료벼: 1,240 kg  수분: 17.8 %
등급: 특""",
        "수분 15% 기준으로 환산하면 몇 kg이 되나요?",
        "수매 내역서입니다",
    ),
    (
        "cks-turkish",
        "tr",
        ["registry", "turkish", "dates"],
        """ÇKS BELGESİ  No: 2026-ÇKS-44718
Kayıt tarihi: 15.03.2026
Son güncelleme: 02.02.2026 11:47
Parsel: Ada 112 / Parsel 7 - 18,4 dekar - buğday
Parsel: Ada 115 / Parsel 2 - 9,1 dekar - nohut""",
        "Bu belgeye göre toplam kaç dekar için destek alabilirim?",
        "ÇKS belgem şöyle",
    ),
    (
        "ffb-ticket-indonesian",
        "id",
        ["ticket", "indonesian", "times"],
        """TIKET TIMBANG TBS  No. PKS-0815-2231
Masuk: 21-07-2026 10:42:18
Keluar: 21-07-2026 11:05:40
Bruto: 8.420 kg  Tara: 3.105 kg  Netto: 5.315 kg
Potongan sortasi: 3 %""",
        "Berapa netto setelah potongan sortasi?",
        "Ini tiket timbang dari pabrik",
    ),
    (
        "rubber-slip-thai",
        "th",
        ["slip", "thai", "buddhist_era"],
        """ใบรับยาง เลขที่ 6912
วันที่ 3/2/2569 เวลา 07:45
น้ำยางสด 84 กก.  DRC 32%
ราคา 58.50 บาท/กก. เนื้อยางแห้ง""",
        "ยอดเงินที่ถูกต้องควรเป็นเท่าไร",
        "นี่คือใบรับยางของฉัน",
    ),
    (
        "ttn-ukrainian",
        "uk",
        ["waybill", "ukrainian", "dates"],
        """ТТН № 0417 від 02.09.2026
Вантаж: соняшник, 24,6 т
Відвантажено: 02.09.2026 07:55
Вантажоодержувач: ТОВ "Зерно-Термінал", Одеса
Водій: Петренко О. В., АА 1234 ВК""",
        "Скільки кілометрів від Кропивницького до Одеси і коли водій має приїхати?",
        "Ось ТТН від водія",
    ),
    (
        "durian-log-vietnamese",
        "vi",
        ["spray_log", "vietnamese", "dates"],
        """Nhật ký phun thuốc - vườn A3
05/08/2026 06:30 | Mancozeb 80WP | 2,5 kg/ha | người phun: Hùng
12/08/2026 06:10 | Azoxystrobin | 0,4 l/ha | người phun: Hùng
Dự kiến thu hoạch: 25/08/2026""",
        "Lần phun nào vi phạm thời gian cách ly 14 ngày của Azoxystrobin?",
        "Đây là nhật ký phun",
    ),
    (
        "farmer-card-arabic",
        "ar",
        ["transaction", "arabic", "arabic_indic_digits"],
        """عملية صرف رقم ٤٤٨٢١٠
التاريخ: ٢٠٢٦/٠٢/١١ الساعة ١٠:٣٠
الصنف: يوريا ٤٦٪ - ٣ شكاير
الحصة المتبقية: ٣ شكاير""",
        "هل يمكنني صرف الباقي من جمعية أخرى؟",
        "هذه بيانات الصرف من كارت الفلاح",
    ),
]


SYSTEMS = {
    "en": "You are FieldMate, the assistant of a farm management platform. Answer from the material given.",
    "es": "Eres el asistente agrícola de la cooperativa. Responde en español y con datos concretos.",
    "de": "Du bist der Assistent der Betriebsverwaltung. Antworte auf Deutsch und knapp.",
    "ja": "あなたは農業協同組合のアシスタントです。日本語で答えてください。",
    "hi": "आप कृषि सहायक हैं। हिंदी में संक्षेप में उत्तर दें।",
    "fr": "Tu es l'assistant de la coopérative agricole. Réponds en français.",
    "pt": "Você é o assistente agrícola da cooperativa. Responda em português.",
    "ru": "Ты агрономический помощник хозяйства. Отвечай по-русски.",
    "pl": "Jesteś asystentem gospodarstwa rolnego. Odpowiadaj po polsku.",
    "zh": "你是农业合作社的助手，请用中文回答。",
    "ko": "당신은 농협 상담 도우미입니다. 한국어로 답하세요.",
    "tr": "Sen tarım kooperatifinin asistanısın. Türkçe cevap ver.",
    "id": "Kamu asisten koperasi tani. Jawab dalam bahasa Indonesia.",
    "th": "คุณคือผู้ช่วยของสหกรณ์การเกษตร ตอบเป็นภาษาไทย",
    "uk": "Ти помічник агропідприємства. Відповідай українською.",
    "vi": "Bạn là trợ lý của hợp tác xã nông nghiệp. Trả lời bằng tiếng Việt.",
    "ar": "أنت مساعد الجمعية الزراعية. أجب بالعربية.",
}

PLACEMENTS_EN = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "system_user",
    "both_sides",
    "chatml_user",
    "llama3_user",
    "gemma_user",
    "phi3_user",
    "mistral_user",
    "rag_doc",
    "tool_obs",
    "start_under_meta",
    "end_of_prompt",
]
PLACEMENTS_OTHER = [
    "after",
    "before",
    "lead_in",
    "quoted",
    "fence",
    "indented",
    "chatml_user",
    "gemma_user",
    "end_of_prompt",
    "after_noblank",
]


def _place(placement: str, lang: str, block: str, ask: str, intro: str) -> str:
    system = SYSTEMS[lang]
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user_turn":
        return (
            f"{system}\n\nUser: {intro}:\n{block}\nAssistant: Got it. What would you like to know about it?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"{system}\n\nUser: Can you pull up the record we discussed?\nAssistant: Here it is:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "system_user":
        return f"{system}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there that looks wrong?"
    if placement == "chatml_user":
        return (
            f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3_user":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma_user":
        return f"<start_of_turn>user\n{system}\n\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3_user":
        return f"<|system|>\n{system}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral_user":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return (
            f'Use only the document below.\n\n<document source="upload/record.txt">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_obs":
        return (
            f"Question: {ask}\nThought: I should open the record the user attached.\n"
            f"Action: attachments.read(index=0)\nObservation:\n{block}\nThought:"
        )
    if placement == "start_under_meta":
        return f"App: FieldMate 6.2\nFarm: F-00912\nLocale: en-US\n\nUser: {block}\n\n{ask}\nAssistant:"
    assert placement == "end_of_prompt"
    return f"{system}\n\n{ask} {intro}:\n\n{block}"


def _negatives_pasted() -> None:
    en = other = 0
    for source, lang, tags, block, ask, intro in BLOCKS:
        if lang == "en":
            placement = PLACEMENTS_EN[en % len(PLACEMENTS_EN)]
            en += 1
        else:
            placement = PLACEMENTS_OTHER[other % len(PLACEMENTS_OTHER)]
            other += 1
        text = _place(placement, lang, block, ask, intro)
        extra = [] if lang == "en" else ["non_english"]
        NEG.append(
            Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *extra, *tags])
        )


def _negatives_lookalikes() -> None:
    add = _adder("lookalike")
    add(
        ["header_block", "season", "crop_plan", "firmware"],
        "stable-header",
        """Irrigation assistant - Gwydir Cotton
Season: 2026/27
Crop plan: v14 (approved 2026-08-30)
Controller firmware: 4.2.17 (installed 2025-11-30)
Holding: NSW-PIC NG451122

Grower: Field 9 was last watered on the 14th. With 38 C forecast all week, do I bring it forward?
Assistant:""",
    )
    add(
        ["llama3", "knowledge_cutoff"],
        "llama3-cutoff-only",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain livestock feed rations in plain words.<|eot_id|><|start_header_id|>user<|end_header_id|>

How much dry matter should a 600 kg cow in early lactation eat per day?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    add(
        ["chatml", "prompt_revision"],
        "chatml-revision",
        """<|im_start|>system
Grain storage advisor, prompt rev 2026-02-11, running since harvest 2023. Be practical.<|im_end|>
<|im_start|>user
Bin 4 is at 14.8 % moisture corn. How long can I hold it into spring with aeration?<|im_end|>
<|im_start|>assistant""",
    )
    add(
        ["yaml_front_matter", "scheme_year", "rules_revision"],
        "scheme-front-matter",
        """---
scheme: capital-grants
scheme_year: 2026
rules_revision: 2026-01-15
window: 2026-03-01 to 2026-05-15
---
Explain the eligibility rules below to the applicant in plain words.

Applicant: Can I claim for a slurry store cover if the work starts before my agreement is signed?
Assistant:""",
    )
    add(
        ["xml_attributes", "tenant", "installed"],
        "xml-stable-attributes",
        """<farm id="3f0c9a2e-6b1d-4c7e-8a5f-1d2e3b4c5a69" controller="Hunter HCC" installed="2024-04-02" tz="Australia/Perth"/>
Irrigation controller helper. Zone 6 shows "flow fault" every night at 02:00. What should the grower check?
Answer:""",
    )
    add(
        ["single_line_json", "calver", "tenant"],
        "json-stable-meta",
        """meta: {"engine":"agrisense-2026.03.2","tenant":"c71d6b48-2a0e-4f39-9e85-7b1a0c3d2e96","region":"eu-west-1"}
You are a crop scouting assistant. The user sends a photo description.

Scout: Oilseed rape at stem extension, small round holes in leaves, black beetles jumping when touched.
Assistant:""",
    )
    add(
        ["html_comment", "prompt_revision"],
        "html-comment-revision",
        """<!-- template: pasture-advice rev 2025-11-04 -->
You give pasture advice for dairy farms in Waikato.

Farmer: Average pasture cover is 2,050 kg DM/ha and growth 35 kg/day. Do I need to feed silage?
Assistant:""",
    )
    add(
        ["markdown_table", "commissioning_dates"],
        "machine-table",
        """| Machine  | Commissioned | Last service | Warranty to |
|----------|--------------|--------------|-------------|
| 8R 410   | 2023-03-14   | 2026-01-22   | 2027-03-14  |
| X9 1100  | 2024-07-01   | 2026-02-10   | 2028-07-01  |

Fleet assistant. Which machine is due for its 500-hour service first if the 8R does 60 h a week?
Answer:""",
    )
    add(
        ["header_block", "api_version"],
        "azure-api-version",
        """api-version: 2024-10-21
deployment: agronomy-gpt4o
tenant: marsh-lane

Classify the question as pest, disease, nutrition, weather or other. Reply with the label only.

Question: Yellowing between the veins on the top leaves of my soybeans.
Label:""",
    )
    add(
        ["unrendered_template"],
        "unrendered-today",
        """Current date: {{current_date}}
Farm: {{farm_name}}

You help the farm office write weekly work plans.

Manager: Draft a plan for drilling 180 ha of winter wheat with one drill doing 40 ha a day.
Assistant:""",
    )
    add(
        ["kv_bracket", "stable_pairs"],
        "stable-kv-line",
        """[ctx farm=F-00912 region=eu-west-1 tz=Europe/Dublin plan=pro]
You are the calf rearing assistant. Be specific about litres and temperatures.

Farmer: Calves are 3 days old, 40 kg. How much milk replacer per feed, twice a day?
Assistant:""",
    )
    add(
        ["gemma", "member_since"],
        "gemma-member-header",
        """<start_of_turn>user
Member: 20817 (since 2014-03-01), Harvest States Co-operative
I want to move my patronage equity to my daughter who is taking over the farm. Is that possible?<end_of_turn>
<start_of_turn>model
""",
    )


def _negatives_asked() -> None:
    add = _adder("asked")
    add(
        ["epoch", "id_in_question"],
        "epoch-offer",
        """The offer on lot L-2291 came in at 1786920164. What is that in Sydney time, and did it arrive
before the 9 am cut-off on 17 August?""",
    )
    add(
        ["uuid7", "id_in_question"],
        "uuid7-decode",
        """Our herd app uses UUIDv7 ids. What time is encoded in 01955b2e-7f3a-7c11-8e40-2a9d61b0c5f4, and
does it match the treatment time 06:18 UTC on 4 March 2026?""",
    )
    add(
        ["ulid", "id_in_question"],
        "ulid-yield-load",
        """Which of these load ids from the yield system was created first?
01JB8Z3K6T4Q2M9X7R5V1C0D8E
01JB8Y9W2P6N4S8K0J3H5G7F1D""",
    )
    add(
        ["user_clock", "spraying"],
        "user-typed-clock",
        """It's 5:40 am here, delta T is 1.8 and the wind is 2 km/h from the east. Sun comes up at 6:10.
Is it better to start the fungicide now or wait until after sunrise?""",
    )
    add(
        ["relative_time", "spraying"],
        "relative-rain",
        """We sprayed glyphosate 3 hours ago and now 8 mm of rain is expected in the next 2 hours. Will it still
work, or should we plan a re-spray next week?""",
    )
    add(
        ["few_shot", "example_date"],
        "few-shot-spray",
        """Extract spray records as JSON.

Example input: "Sprayed Prosaro on Top Field 2026-05-02 at 06:30, 0.8 l/ha"
Example output: {"field": "Top Field", "date": "2026-05-02", "time": "06:30", "product": "Prosaro", "rate": "0.8 l/ha"}

Input: "Bottom 40, Revus 0.6 l/ha, 2026-06-21 19:30"
Output:""",
    )
    add(
        ["iso_week", "dates_in_prose"],
        "harvest-week",
        """Our contract says delivery in ISO weeks 2026-W39 to 2026-W41. Which calendar dates is that, and does
it include the 1 October holiday at the elevator?""",
    )
    add(
        ["timezone_question"],
        "auction-tz",
        """The online cattle auction closes at 14:00 AEST on 18 September. What time is that in Auckland and in
Perth?""",
    )
    add(
        ["jwt", "id_in_question"],
        "farm-api-jwt",
        """What claims are in this token from the farm API, and was it expired at 12:00 UTC on 3 March 2026?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmYXJtOkYtMDA5MTIiLCJpYXQiOjE3NzI1MjQ4MDAsImV4cCI6MTc3MjUyODQwMH0.Vb2k8c9Hq1mN4pX7yR3tW6zA0dF5gJ2sL8eK1oU4iQ0""",
    )
    add(
        ["traceparent", "id_in_question"],
        "support-trace",
        """The irrigation app showed an error and support asked for the trace id. The screen says
traceparent 00-7d2f1c8e9a4b3c6d5e0f1a2b3c4d5e6f-9a8b7c6d5e4f3a2b-01. Which part do I send them?""",
    )
    add(
        ["control", "plain"],
        "plain-1",
        """You are a mentor for new market gardeners.

User: How do I stop my lettuce from bolting in a hot summer?
Assistant:""",
    )
    add(
        ["control", "plain"],
        "plain-2",
        """Explain in two paragraphs why no-till farming can raise soil organic matter, and what the trade-offs
are in a wet climate.""",
    )


def _adder(kind: str) -> Callable[[list[str], str, str], None]:
    def add(tags: list[str], source: str, text: str) -> None:
        NEG.append(
            Draft(
                text,
                f"{SRC}neg:{kind}:{source}",
                ["hard_negative" if "control" not in tags else "control", *tags],
            )
        )

    return add


# --- generated families --------------------------------------------------------------------------------------------

# Where the program's field goes: head, system tail, header block, after the user's message, footer, YAML front
# matter, a pretty JSON member (never last), an XML attribute (a stable one follows), a single-line JSON member
# (after a stable one), `key=value` in a bracketed context line, a markdown bullet.
POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "yaml",
    "json_pretty",
    "xml_attr",
    "json_line",
    "kv",
    "md_bullet",
]
LINE_POSITIONS = {"head", "system_tail", "header_block", "after_user", "footer", "yaml", "md_bullet"}


def _js_local(t: datetime) -> str:
    """JavaScript `Date.toString()` in Central European time."""
    summer = 4 <= t.month <= 10
    local = t.astimezone(CEST if summer else CET)
    return js_tostring(local, "Central European Summer Time" if summer else "Central European Standard Time")


# A volatile field: its JSON / XML / kv key, its line label, its value and its cue.
FieldFn = Callable[[Gen73, datetime], tuple[str, str, str, str]]
FIELDS: list[FieldFn] = [
    lambda g, t: ("request_stamp", "Request-Stamp", rfc3339(t, 3), "datetime"),
    lambda g, t: ("generated_at", "Generated at", rfc3339(t), "datetime"),
    lambda g, t: ("session_id", "Session", g.uuid7(t), "session_id"),
    lambda g, t: ("trace_id", "Trace-Id", g.hex(32), "trace_id"),
    lambda g, t: ("request_id", "Request ID", g.uuid4(), "request_id"),
    lambda g, t: ("now", "Now", iso_space(t) + " UTC", "datetime"),
    lambda g, t: ("snapshot_at", "Snapshot taken", http_date(t), "datetime"),
    lambda g, t: ("pulled_at", "Pulled at", py_logging(t), "datetime"),
    lambda g, t: ("delivery_id", "Delivery", g.ulid(t), "delivery_id"),
    lambda g, t: ("nonce", "Nonce", g.b64url(16), "nonce"),
    lambda g, t: ("client_ts", "Client time", str(epoch_ms(t)), "epoch"),
    lambda g, t: ("agrinet.t0", "agrinet.t0", str(epoch_us(t)), "epoch"),
    lambda g, t: ("agrinet.hop", "agrinet.hop", g.tsid(t), "request_id"),
    lambda g, t: ("fetch_id", "Fetch", g.ksuid(t), "fetch_id"),
    lambda g, t: ("today", "Today", long_date(t), "date"),
    lambda g, t: ("week", "Current week", iso_week(t), "date"),
    lambda g, t: ("stamp", "Stamp", dotnet_o(t, g.small(0, 10)), "datetime"),
    lambda g, t: ("hop_id", "Hop-Id", g.xid(t), "request_id"),
    lambda g, t: ("client_clock", "Client clock", _js_local(t), "datetime"),
    lambda g, t: ("server_time", "Server time", ctime(t), "datetime"),
    lambda g, t: ("conv", "Conversation", g.nanoid(), "session_id"),
    lambda g, t: ("sent", "Sent", rfc2822(t), "datetime"),
    lambda g, t: ("epoch", "Epoch", str(epoch_s(t)), "epoch"),
    lambda g, t: ("run_id", "Run", "run_" + g.b58(20), "run_id"),
]

# "now" labels in the bodies' languages (a full-width colon is part of its label).
NOW_LABELS = {
    "es": ("Hora actual: ", lambda t: f"{t:%d/%m/%Y %H:%M:%S}"),
    "de": ("Aktuelle Uhrzeit: ", lambda t: f"{t:%d.%m.%Y, %H:%M:%S}"),
    "ja": ("現在時刻：", lambda t: f"{t.year}年{t.month}月{t.day}日 {t:%H時%M分}"),
    "hi": ("अभी का समय: ", lambda t: f"{t:%d-%m-%Y %H:%M}"),
    "fr": ("Heure actuelle : ", lambda t: f"{t:%d/%m/%Y %H:%M:%S}"),
    "pt": ("Agora: ", lambda t: f"{t:%d/%m/%Y %H:%M}"),
    "ru": ("Сейчас: ", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "pl": ("Teraz: ", lambda t: f"{t:%d.%m.%Y %H:%M:%S}"),
    "zh": ("当前时间：", lambda t: f"{t:%Y-%m-%d %H:%M:%S}"),
    "ko": ("현재 시각: ", lambda t: f"{t.year}년 {t.month}월 {t.day}일 {t:%H:%M}"),
    "tr": ("Şu an: ", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "id": ("Waktu sekarang: ", lambda t: f"{t:%d/%m/%Y %H.%M}"),
    "th": ("เวลาขณะนี้: ", lambda t: f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M} น."),
    "uk": ("Зараз: ", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    "vi": ("Bây giờ: ", lambda t: f"{t:%H:%M %d/%m/%Y}"),
    "ar": ("الآن: ", lambda t: f"{t:%Y/%m/%d %H:%M}".translate(ARABIC_DIGITS)),
}

# Stable values in the same positions (key, label, value).
STABLE: list[tuple[str, str, str]] = [
    ("season", "Season", "2026/27"),
    ("api_version", "API version", "2025-09-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "2025-06"),
    ("prompt_rev", "Prompt revision", "2026-02-11"),
    ("tenant", "Tenant", "3f0c9a2e-6b1d-4c7e-8a5f-1d2e3b4c5a69"),
    ("holding", "Holding", "41/123/0007"),
    ("herd_mark", "Herd mark", "UK 702145"),
    ("crop_plan", "Crop plan", "v14"),
    ("timezone", "Time zone", "America/Chicago"),
    ("support_hours", "Support hours", "06:00-20:00"),
    ("build", "Build", "2026.09.1"),
    ("firmware", "Controller firmware", "4.2.17"),
    ("scheme_year", "Scheme year", "2026"),
    ("member_since", "Member since", "2014-03-01"),
    ("pic", "PIC", "QBGN0412"),
    ("rules_rev", "Rules revision", "2026-01-15"),
    ("farm_id", "Farm", "F-00912"),
    ("installed", "Installed", "2025-11-30"),
]
STABLE_LOCAL = {
    "es": ("Campaña: ", "2026/2027"),
    "de": ("Wirtschaftsjahr: ", "2026/27"),
    "ja": ("組合員番号：", "08-2215"),
    "hi": ("एफपीओ पंजीकरण: ", "MP-FPO-2019-0412"),
    "fr": ("Campagne : ", "2026"),
    "pt": ("Safra: ", "2026/27"),
    "ru": ("Сезон: ", "2026"),
    "pl": ("Numer producenta: ", "PL081123456"),
    "zh": ("合作社编号：", "HZ-2017-088"),
    "ko": ("조합원 번호: ", "2018-0441"),
    "tr": ("Üretim yılı: ", "2026"),
    "id": ("Nomor anggota: ", "KTM-0815"),
    "th": ("เลขสมาชิก: ", "6912"),
    "uk": ("Маркетинговий рік: ", "2026/27"),
    "vi": ("Mã hợp tác xã: ", "HTX-KP-031"),
    "ar": ("رقم الحيازة: ", "٤٤٨٢"),
}

USER_LEAD = {
    "en": "User: ",
    "es": "",
    "de": "",
    "ja": "",
    "hi": "",
    "fr": "",
    "pt": "",
    "ru": "",
    "pl": "",
    "zh": "",
    "ko": "",
    "tr": "",
    "id": "",
    "th": "",
    "uk": "",
    "vi": "",
    "ar": "",
}


def _message(k: int, lang: str, block: str, ask: str, intro: str) -> str:
    shape = k % 4
    if shape == 0:
        return f"{intro}:\n\n{block}\n\n{ask}"
    if shape == 1:
        return f"{ask}\n\n{block}"
    if shape == 2:
        return f"{block}\n\n{ask}"
    return f"{ask} {intro}:\n{block}"


def _frame(position: str, lang: str, message: str, line: str, key: str, value: str) -> str:
    """A prompt around one user message with `line` (or the `key`/`value` pair) in `position`."""
    system = SYSTEMS[lang]
    cue = "\nAssistant:" if lang == "en" else ""
    user = f"{USER_LEAD[lang]}{message}"
    loc = "en-US" if lang == "en" else lang
    if position == "head":
        return f"{line}\n{system}\n\n{user}{cue}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{user}{cue}"
    if position == "header_block":
        return (
            f"Request context:\nClient: fieldmate-web/6.2.0\n{line}\nLocale: {loc}\n\n{system}\n\n{user}{cue}"
        )
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{line}{cue}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{line}\n"
    if position == "yaml":
        return f"---\napp: fieldmate\n{line}\nlocale: {loc}\n---\n{system}\n\n{user}{cue}"
    if position == "md_bullet":
        return f"Session info:\n- App: FieldMate 6.2\n{line}\n- Locale: {loc}\n\n{system}\n\n{user}{cue}"
    if position == "json_pretty":
        return f'{{\n  "app": "fieldmate",\n  {key}\n  "locale": "{loc}"\n}}\n{system}\n\n{user}{cue}'
    if position == "xml_attr":
        return f'<context app="fieldmate" {key} locale="{loc}"/>\n{system}\n\n{user}{cue}'
    if position == "json_line":
        return f'meta: {{"app":"fieldmate", {key} "locale":"{loc}"}}\n{system}\n\n{user}{cue}'
    assert position == "kv"
    return f"[ctx app=fieldmate {key} locale={loc}]\n{system}\n\n{user}{cue}"


def _shape(position: str, key: str, prefix: str, value: str, mark: Callable[[str], str]) -> tuple[str, str]:
    """The (line, inline) renderings of one field for `position`, marked with `mark`; `prefix` is the line label
    with its separator ("Label: ", "現在時刻：")."""
    if position in LINE_POSITIONS:
        return mark(("- " if position == "md_bullet" else "") + prefix + value), ""
    if position == "json_pretty":
        return "", mark(f'"{key}": "{value}",')
    if position == "xml_attr":
        return "", mark(f'{key}="{value}"')
    if position == "json_line":
        return "", mark(f'"{key}":"{value}",')
    return "", mark(f"{key}={value.replace(' ', '_')}")


def generated_positives(g: Gen73) -> list[Draft]:
    out: list[Draft] = []
    n = 0
    for k, (source, lang, tags, block, ask, intro) in enumerate(BLOCKS):
        for i in range(2):
            position = POSITIONS[n % len(POSITIONS)]
            t = g.moment()
            key, label, value, cue = FIELDS[(3 * n + i) % len(FIELDS)](g, t)
            prefix = label + ": "
            if position == "kv" and " " in value:
                key, prefix, value, cue = "at", "At: ", rfc3339(t), "datetime"
            if lang != "en" and position in LINE_POSITIONS and i == 1:
                prefix, fmt = NOW_LABELS[lang]
                key, value, cue = "now_label", fmt(t), "datetime"
            line, inline = _shape(position, key, prefix, value, lambda s, c=cue: v(c, s))
            text = _frame(position, lang, _message(k + i, lang, block, ask, intro), line, inline, value)
            extra = [] if lang == "en" else ["non_english"]
            out.append(
                Draft(text, f"{SRC}gen:pos:{source}:{position}", ["generated", position, key, *extra, *tags])
            )
            n += 1
    return out


def generated_negatives(g: Gen73) -> list[Draft]:
    out: list[Draft] = []
    for n in range(66):
        k = (n * 5 + 3) % len(BLOCKS)
        source, lang, tags, block, ask, intro = BLOCKS[k]
        position = POSITIONS[(n + 4) % len(POSITIONS)]
        key, label, value = STABLE[n % len(STABLE)]
        prefix = label + ": "
        if lang != "en" and position in LINE_POSITIONS and n % 2 == 0:
            prefix, value = STABLE_LOCAL[lang]
            key = "local_label"
        line, inline = _shape(position, key, prefix, value, lambda s: s)
        text = _frame(position, lang, _message(k + n + 1, lang, block, ask, intro), line, inline, value)
        extra = [] if lang == "en" else ["non_english"]
        out.append(
            Draft(
                text,
                f"{SRC}gen:neg:{source}:{position}",
                ["generated", "hard_negative", position, key, *extra, *tags],
            )
        )
    return out


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen73(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold73", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
