"""Build `prompt_normalizer/corpus/holdout108.jsonl`, a hundred-and-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout108.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout104.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (charging,
charger, EV, electric vehicle, OCPP, energy, tariff, roaming, and then charge point, chargepoint, OCPI
and RFID) and the passages around the hits, with the docstrings of `make_holdout25.py`,
`make_holdout38.py`, `make_holdout81.py` and `make_holdout104.py` read in full; of `make_holdout24.py`
also its import block and its last 150 lines, for the structure of a generator; and `pyproject.toml` for
ruff's settings. (A listing of `tests/normalizer/` showed the generators' names and a check of the path
showed that `holdout108.jsonl` did not exist yet.) Nothing else under `prompt_normalizer/` was read, nor
any other test file, any `.jsonl` corpus, the docs and bench folders or the git history;
`make_holdout105.py` to `make_holdout112.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input at its offsets, spans are single lines, inputs are unique,
two builds are byte-identical).

The domain is electric vehicle charging networks: charge sessions and OCPP messages, charger faults and
firmware, roaming and tariffs, RFID cards and app starts, billing disputes, site host payouts and smart
charging schedules. The earlier docstrings name neighbours of it: EV charging and OCPP among energy
and smart meter data (make_holdout6); EV charger availability "as of" a time in a car's infotainment
(make_holdout19); OCPI request and correlation ids, a charging app support chat, availability fetched
for the request, a home charger quote, a Plug&Charge question, a bus depot scheduler (XML element) and a
roaming authorisation reference, with session logs, CDRs, receipts, statements, tariffs, OCPP messages,
installation certificates, a battery health report and a charger sticker as negatives (make_holdout25);
an overstay fee dispute desk, a van depot charging planner, a rapid hub kiosk, roaming behind B3 headers,
a Dutch charge point helpdesk, a Norwegian rapid charger line, a fleet portal's session JWT and a French
charge point message with `Reçu le :` and a snowflake, with charge session receipts, a charge point API
response, an error dialog, an availability board, a fleet charging invoice and a subscription tariff
letter as negatives (make_holdout38); swap stations and a gig charger's task hold (make_holdout72); EV
home chargers seen from their owners (a Mistral smart schedule with a Go RFC3339Nano `Now:`,
`wattpulse.t0` and `wattpulse.hop`, an installation booking, planned dispatches in a pretty JSON tool
result, a JavaScript client clock), with charger sessions CSV with ULIDs and Korean charger JSON as
negatives (make_holdout81). The scenarios here were written around them: the network is seen from the
operator's NOC and CSMS console, its firmware team, card desk, billing back office, roaming partner
desk, site host portal and smart charging planner, never from a charger availability lookup, an idle or
overstay fee dispute desk, a depot or bus planner, a hub kiosk, a home charger quote, a Plug&Charge
question, a fleet portal or a home owner's smart schedule; B3 headers sit on a firmware fleet query, not
on roaming; the JWT belongs to a site host portal; the Mistral prompt is a roaming partner's onboarding
form with an RFC 2822 server time; OCPP frames are the user's pasted records, and only the console's or
the tool's own stamps and ids move. The sources are:

* charge sessions and OCPP messages: a CSMS message explainer's header block (`X-Request-ID` UUIDv4,
  `Server-Time` RFC 3339 in ms; `CSMS-Node` and `Protocol` stay) over a pasted StatusNotification frame
  with its own `timestamp`; a session inspector's YAML front matter (`generated_at` in `toISOString()`
  form, ULID `lookup`; tool and tenant stay) over a pasted TransactionEvent with its own `timestamp` and
  `transactionId`; a ReAct observation line `[tool=... call=<KSUID> at=<RFC 3339> rows=3]` whose log rows
  stay; a Semantic Kernel "The current time is ..." sentence inside a paragraph over a pasted CDR line; a
  connection audit headed by "Snapshot assembled" with Go's `time.Now().String()` over pasted WebSocket
  connect lines; German (`Abfragezeit:`, nanoid `Sitzung:` after the system prompt, over MeterValues)
  and Japanese (`現在時刻：`, UUIDv7 `リクエストID：` over a BootNotification response with its own
  `currentTime`) desks;
* charger faults and firmware: an HTTP request block (`Date` RFC 1123, `X-Request-Id: req_...`) over
  FirmwareStatusNotification frames; a fault triage markdown table with made-up `Desk clock` (Windows
  general form) and `Hop` (ULID) rows between stable rows; a Llama 3 system header whose `Today Date`
  moves while `Cutting Knowledge Date` and the CalVer releases stay; B3 multi headers (`X-B3-TraceId`,
  `-SpanId`, `-ParentSpanId` move, `X-B3-Sampled` stays) on a fleet query; a rollout plan reviewer
  (`Logged at:` Python logging, base64url `Nonce:`); a bare RFC 3339 time with an offset and ms as the
  first line of a hotline prompt; French (`Heure de la demande :`, UUID `Identifiant de session :` after
  the technician's message with its pasted code list), Spanish (Log4j `Hora de la consulta:`, hex `ID de
  solicitud:`), Russian (`Сейчас:`, hex `ID запроса:`) and Korean (12-hour `현재 시각:`, KSUID `세션:`)
  desks;
* roaming and tariffs: a single-line JSON head (`"req"` UUIDv7 and `"ts"` epoch in ms between stable
  members) over a partner's invoice line and our CDR; "Tariff table pulled from the pricing service at
  <ctime> for this request:" (the phrase is cut with its preposition, the tariff rows stay); a Phi-3
  system turn opening with `Current date:`; the Mistral `[INST]` onboarding form (`Server time:` RFC
  2822, `Onboarding run: run_...`); AWS X-Ray with a parent and `X-Request-Start: t=<ms>` over a
  partner's question; Dutch (`Tijdstip:` day-first with dashes, hex `Correlatie-ID:` after the
  customer's message), Italian (`Data e ora attuali:` with `ore`, base64url `Sessione:`) and Polish
  (`Bieżący czas:`, `Identyfikator żądania:`) desks;
* RFID cards and app starts: a card desk header (`Desk session: cds_<nanoid>`, ctime `Opened:`; desk and
  agent stay) over a pasted authorization log; an app's `X-App-Request` and `X-Client-Clock` (epoch in ms)
  after the driver's message, whose typed "at 18:05" stays, with a stable `App-Version` under them; a
  Gemma user turn with `Request time:` (RFC 3339 in us); `<driver_context>` attributes `request` (ULID)
  and `issued` (naive `isoformat()`) before stable ones; a Slack bot header (`Event: Ev...`, `Message
  ts:`; workspace and channel stay); `traceparent` and `tracestate` above retrieved help-centre articles;
  Swedish (`Aktuell tid:`, UUIDv7 `Sessions-ID:`), Arabic (`الوقت الحالي:` in Arabic-Indic digits,
  `معرّف الطلب:`), Hebrew (`שעת הבקשה:`, ObjectId `מזהה שיחה:` after the message) and Hindi (`अनुरोध का
  समय:` in Devanagari digits, nanoid `सत्र आईडी:`) desks;
* billing disputes: a chargeback drafter's YAML front matter (`drafted_at` RFC 3339 at -05:00,
  `draft_run` UUID) over the acquirer's pasted notice with its transaction date and response deadline;
  invoice explainer markdown bullets (`Generated` RFC 2822, `Trace` traceparent) between stable bullets; a
  receipt explainer's footer after `--` (`Rendered:` .NET round-trip, `Request:`; the app line stays); a
  summariser's footer line with two inline fields (`request <KSUID>` and a Python `str()` time) under the
  driver's typed session times; Brazilian Portuguese (`Data/hora atual:` with `às`), Turkish (`Geçerli
  zaman:`, KSUID `İstek kimliği:`), Greek (`Τρέχουσα ώρα:`, `Αναγνωριστικό αιτήματος:`) and Chinese
  (`系统时间：`, hex `请求编号：`) desks;
* site host payouts: a host portal header (`Portal session:` JWT, `Now (UTC):`; the host stays); a
  made-up `Ampline-*` payout delivery (`-Delivery` UUIDv7, `-Sent` epoch, `-Signature` move; the payout
  JSON with its `id`, `created` and period stays); a bracketed `[ctx q=<ObjectId> t=<ms> host=... lang=en]`
  line over a pasted utilisation report; a statement drafter's system tail (`RequestTimestamp` .NET
  round-trip, `conversationId` ObjectId; the host tier with its since-date stays); German (`Uhrzeit der
  Anfrage:`, `Anfrage-ID:` after the partner's message), French (`Date et heure actuelles :` written out
  in French, KSUID `ID de requête :`) and Vietnamese (`Thời gian hiện tại:`, UUIDv7 `Mã yêu cầu:`) desks;
* smart charging schedules: a ChatML system turn with `Scheduler clock:` (Python `str()`) and a ULID
  `Plan run:` on their own lines; a load balancer's pretty JSON (`computed_at` Go RFC3339Nano and
  `solver_run` UUIDv7, neither last); gRPC metadata with `x-sched-start-ns` and `x-correlation-id`; a
  "Today is <British long date>." sentence inside a demand-response paragraph; the current ISO week date;
  a simulator header with made-up `t0` (epoch in us) and `Pulled` (Apache `time_local`); Thai (`เวลาที่ขอ:`
  in the Buddhist era), Ukrainian (`Час запиту:`, nanoid `ID сесії:`), Indonesian (`Waktu saat ini:` with
  `WIB`, base64url `ID sesi:` after the message) and Czech (`Čas dotazu:`, ULID `Identifikátor
  požadavku:` after the message) desks;
* the generated family: one program field at three positions of each of 14 bodies, each body carrying a
  pasted record of its own that stays (a single-line TransactionEvent, an authorization log, firmware
  logfmt with `ts` and a ULID `request_id`, a bank e-mail with `Date` and `Message-ID`, a tariff YAML with
  `last_updated`, a payments CSV with `created_at` and `paid_at`, a ChargingProfile XML with `validFrom`,
  a webhook JSON with `created`, a German Störungsmeldung with `Erstellt am:`, a French receipt with
  `Date :`, a Spanish sessions CSV with `fecha_inicio`, Japanese JSON with `作成日時`, a Korean history
  with `충전 시작:`, a Brazilian receipt with `Início da recarga:`). The eight English bodies use nine
  positions (head, system tail, header block between `Network:` and `Channel:`, after the user's
  message, footer after `--` above a stable app line, YAML front matter, a single-line JSON member
  between stable members, an XML attribute before a stable one, `key=value` in a bracketed context line
  before a stable pair) with 24 English and made-up labels (`Wallclock`, `Served at`, `Context time`,
  `Snapshot taken`, `Local time`, `As of`, `Request received`, `Epoch`, `chg.t0`, `Pulse`, `Stamp`,
  `Request`, `Trace`, `Chat session`, `Hop`, `Delivery`, `Nonce`, `Correlation`, `Run`, `Session token`,
  `Conversation`, `Req`, `Desk time`, `Now`); the six other bodies use the line positions with the "now",
  request and session labels of their language.

The negatives: 53 pasted records in twenty placements (question above, block first, typed right under
the question, behind a lead-in, a question ending in a lead-in with the block on the next line, an
earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG
document, a ReAct observation, fenced, quoted with `>`, indented, at the very end of the prompt, a user
turn under a system prompt, both sides): OCPP 1.6 StatusNotification frames, OCPP 2.0.1 TransactionEvents
with a transaction UUID, a boot and heartbeat exchange with `currentTime`, a firmware status log, a
SecurityEventNotification, an OCPI-style CDR, a receipt e-mail and an acquirer's chargeback e-mail with
`Date` and `Message-ID`, `curl -v` output with `date` and `x-request-id` ("What does this request id
mean?"), a webhook payload with `created`, a payout statement table, a payout CSV with `paid_at`, a
ChargingProfile JSON with `validFrom`, a tariff YAML with `last_updated`, a roaming invoice XML, CSMS
logfmt with ULID `req_id`s, modem syslog, a help-desk ticket with `Created` and `Updated`, a maintenance
ICS, a card order, an app debug log with a `requestId`, a Slack thread with `ts`, a sessions CSV ("Why is
the created time before the paid time?"), a field work order, a NotifyEvent, a schedule table with an
`Updated` column, a bank statement, a roaming partner's e-mail, an OpenTelemetry span, an alert with a
fingerprint, a firmware manifest with `built_at` and a sha256, a driver SMS; and in other languages a
German Störungsmeldung and Ladequittung, a French receipt and e-mail, a Spanish CSV, an Italian charger
log, a Brazilian receipt, a Dutch invoice line, Japanese JSON with `作成日時`, a Korean table, Chinese
JSON with `创建时间`, a Russian station log, an Arabic receipt in Arabic-Indic digits, a Hebrew receipt, a
Hindi receipt in Devanagari digits, a Thai Buddhist-era receipt, a Greek receipt, a Turkish invoice line,
a Polish CSV with `utworzono`, a Vietnamese invoice and a Swedish e-mail with `Skickat:`. 56 look-alikes,
values asked about and controls: a stable prompt header (prompt version, review date, knowledge cutoff,
API version), a Llama 3 header with only its cutoff, a ChatML prompt revision and protocol edition,
tariff front matter with an approval and an effective date, site XML attributes (time zone,
commissioning date), a tenant uuid and CalVer build in single-line JSON, an HTML comment template
revision, `KEY=value` charger defaults with a tariff date, unrendered `{{current_time}}` and
`{{request_id}}`, site opening hours, a price table, phone numbers, an IBAN, firmware hashes, relative
times, a stable customer header (`cus_` id, eMA contract id, plan since), a stable EVSE and location
header, dates in a news paragraph, a knowledge cutoff sentence, `X-Api-Version` and `OCPI-Version`
headers, the user's own clock, few-shot dates, ISO weeks, an epoch, a UUIDv7, a ULID, a `req_`
reference, a traceparent and a JWT asked about, warranty arithmetic, a maintenance window, a footer's
prompt revision, code and SQL with timestamp literals, an idTag regex, a changelog with release dates, a
card UID header, a host contract table, two plain controls; and in other languages a German price list
with `Stand der Preisliste:`, French opening hours, a Spanish knowledge cutoff, Japanese versions, Korean
and Turkish relative times, Chinese prices, Arabic phone numbers, Italian dates in prose, a Brazilian
user's own clock, a Polish price list with its effective date, a Dutch IBAN, a Hebrew customer number,
Hindi few-shot dates, Greek warranty arithmetic and a Russian unrendered placeholder.

What it is: 211 prompts. 102 carry volatile fields (155 spans): 60 hand-written positives (113 spans; 51
with two or more fields) and 42 generated ones. 109 carry none. About three prompts in eight are in a
language other than English (79 of 211; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Thai, Han, Japanese, Hangul). The output is deterministic (seeded, fixed base datetimes); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings read (envelope vs payload, per-run ids, record dates, fetch times,
pasted blocks that open with metadata-like lines, deliveries received vs pasted, tool results, made-up
labels, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Charging records are content wherever they sit and however they open: OCPP frames with their message
  ids, `timestamp`, `currentTime`, `generatedAt`, transaction and request ids; CDR, session, receipt,
  payout, invoice, ticket, work order, card order and chargeback numbers with their dates and times;
  tariff `last_updated`, profile `validFrom` and `startSchedule`, `created_at`, `paid_at`, `built_at`,
  webhook `created`, log `ts` and `req_id`, Slack `ts`, span and alert ids, also when the program's stamp
  sits right above them and also when a tool fetched them for this request. Only the stamp and the ids
  minted for the request, lookup, call, run, plan, draft, delivery or session move.
* A payout delivery received by the host assistant moves its envelope (`Ampline-Delivery`, `-Sent`,
  `-Signature`) and keeps the payload; a webhook or HTTP exchange a user pastes stays whole, ids included.
* Stable per user, site or deployment: customer ids, eMA contract ids, card UIDs, EVSE and location ids,
  host ids, tenant uuids, CalVer firmware builds, OCPP and OCPI versions, API versions, tariff effective
  dates, price list dates (`Stand der Preisliste:`), maintenance windows, opening hours, commissioning
  and contract dates, `X-B3-Sampled`, `Protocol`, `CSMS-Node`, workspace and channel.
* Times the user types (a start pressed "at 18:05", session times at Brent Cross, "it's 21:40 here")
  stay; the app's clock next to them moves.
* Spans follow rule 3: "at <ctime>" is cut with its preposition, leaving "Tariff table pulled from the
  pricing service for this request:"; the Semantic Kernel and "Today is" sentences are inline spans;
  XML attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members are
  cut with the comma after them and placed between stable members; volatile members of pretty JSON are
  never the last member of their object; header lines, YAML keys, markdown rows and bullets, gRPC
  metadata lines, footer lines, bare values and a line holding one field in any script are whole-line
  spans, and a footer's `--` stays. Two inline fields in a footer line leave its `·` separators behind.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Verdict:`, `Classification:`,
  `Review:`, `Response:`, `Notification:`, `Filter:`, `Sparky:`) or a chat template's reply header on a
  line of its own (ChatML, Llama 3, Gemma, Phi-3) end positives; prompts in other languages end with the
  user's message or with the metadata after it. Rule 4 puts the trailer before a ChatML or Llama 3 reply
  header and after a Gemma or Phi-3 reply header and after the Mistral `[/INST]`, which are not cue
  lines.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS_LONG,
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
    go_string,
    http_date,
    iso_date,
    iso_space,
    iso_week,
    js_iso,
    log4j_iso,
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

SEED = 20270108
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout108.jsonl"
SRC = "holdout108:"


# --- zones and localized formats --------------------------------------------------------------------------


def _zone(hours: int, name: str) -> timezone:
    return timezone(timedelta(hours=hours), name)


KST = _zone(9, "KST")
CST8 = _zone(8, "CST")
ICT = _zone(7, "ICT")
WIB = _zone(7, "WIB")
MSK = _zone(3, "MSK")
TRT = _zone(3, "TRT")
AST = _zone(3, "AST")
ISR = _zone(2, "IST")
EET = _zone(2, "EET")
BRT = _zone(-3, "BRT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")

AR_DIGITS = "٠١٢٣٤٥٦٧٨٩"
DEVA_DIGITS = "०१२३४५६७८९"
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
UPPER_ALNUM = string.ascii_uppercase + string.digits


def in_zone(g: Gen, zone: timezone) -> datetime:
    return g.moment(zone)


def dmy(t: datetime, sep: str = "/", secs: bool = True) -> str:
    """Day-first numeric date and time (`14/03/2026 09:41:07`)."""
    s = f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"
    return s + f":{t:%S}" if secs else s


def with_digits(s: str, table: str) -> str:
    return s.translate(str.maketrans("0123456789", table))


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分{t.second:02d}秒"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}:{t:%M}"


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def thai_be(t: datetime) -> str:
    """Thai day-first date in the Buddhist era."""
    return f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M} น."


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(0, 1000)


def upper(g: Gen, n: int) -> str:
    return "".join(g.rng.choice(UPPER_ALNUM) for _ in range(n))


# --- hand-written positives -------------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, area: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang_{lang}"]
    return Draft(marked, f"{SRC}pos:{area}:{name}", [*tags, *extra])


# charge sessions and OCPP messages

STATUS_FRAME = ('[2,"2748139","StatusNotification",{"connectorId":2,"errorCode":"GroundFailure","info":"RCD trip",'
                '"status":"Faulted","timestamp":"2026-03-14T08:12:55Z","vendorErrorCode":"E-31"}]')


@pos
def _csms_explainer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""CSMS-Node: ionis-eu-west-2
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
{v('datetime', 'Server-Time: ' + rfc3339(t, 3))}
Protocol: ocpp1.6j

You are the message explainer of the Ionis CSMS console. Explain OCPP frames to network operations
staff in plain words: what the charger reported, what it means for the driver, and what to check next.

User: This came in from CP-VLT-00418 a minute ago. What does it mean?
{STATUS_FRAME}
Assistant:""", "sessions", "csms-explainer", ["head", "header_block", "rfc3339_ms", "uuid4", "pasted_stays"])


TX_EVENT = """{
  "eventType": "Ended",
  "timestamp": "2026-02-27T19:48:03.114Z",
  "triggerReason": "EVCommunicationLost",
  "seqNo": 41,
  "transactionInfo": {"transactionId": "5e0c1b7a-8d2f-4c3e-9a61-2f7b0d4e8c15", "stoppedReason": "EVDisconnected"},
  "evse": {"id": 1, "connectorId": 1},
  "meterValue": [{"timestamp": "2026-02-27T19:48:02Z", "sampledValue": [{"value": 31.842, "measurand": "Energy.Active.Import.Register"}]}]
}"""


@pos
def _session_inspector(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""---
tool: session-inspector
{v('datetime', 'generated_at: ' + js_iso(t))}
{v('request_id', 'lookup: ' + g.ulid(t))}
tenant: voltara-uk
---
Explain the charge session below to a support agent: when it started, why it stopped and how much
energy was delivered. Use UK local time.

{TX_EVENT}

Answer:""", "sessions", "session-inspector", ["front_matter", "js_iso", "ulid", "pasted_stays"])


METER_FRAME = ('[2,"88120","MeterValues",{"connectorId":1,"transactionId":90417,"meterValue":['
               '{"timestamp":"2026-03-02T06:14:00+01:00","sampledValue":[{"value":"18240.5",'
               '"measurand":"Energy.Active.Import.Register","unit":"Wh"}]},{"timestamp":"2026-03-02T06:15:00+01:00",'
               '"sampledValue":[{"value":"1730.0","measurand":"Energy.Active.Import.Register","unit":"Wh"}]}]}]')


@pos
def _de_leitstelle(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du bist der Assistent der Netzleitstelle von Ladepunkt Nord. Erkläre Messwerte und Störungen sachlich
und auf Deutsch; nenne am Ende den nächsten Prüfschritt.
{v('datetime', 'Abfragezeit: ' + dmy(t, '.'))}
{v('session_id', 'Sitzung: ' + g.nanoid())}

Mitarbeiter: Warum springt der Zählerstand in diesen MeterValues zurück?
{METER_FRAME}""", "sessions", "de-leitstelle", ["system_tail", "day_first_dotted", "nanoid", "pasted_stays"], "de")


BOOT_FRAME = '[3,"b00t-77",{"currentTime":"2026-03-09T02:10:44Z","interval":0,"status":"Pending"}]'


@pos
def _ja_boot(g: Gen) -> Draft:
    t = in_zone(g, JST)
    return P(f"""{v('datetime', '現在時刻：' + ja_dt(t))}
{v('request_id', 'リクエストID：' + g.uuid7(t))}
あなたは充電器メーカー「アオバ電機」のサポート担当AIです。OCPPの通信ログを読み、原因と対処を日本語で簡潔に説明してください。

ユーザー：再起動後、この応答のあと充電器がオフラインのままです。なぜでしょうか？
{BOOT_FRAME}""", "sessions", "ja-boot", ["head", "japanese_datetime", "uuid7", "pasted_stays"], "ja")


@pos
def _react_log_search(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the NOC agent for Voltara. Use the tools to investigate, then answer. Format: Thought,
Action, Observation, and finish with "Final Answer:".

Question: Why did charger CP-VLT-00931 reject every start between 07:00 and 07:20 this morning?
Thought: I should pull the OCPP log for that window.
Action: ocpp_log_search[cp=CP-VLT-00931, from=07:00, to=07:20]
Observation: [tool=ocpp_log_search {v('run_id', 'call=' + g.ksuid(t))} {v('datetime', 'at=' + rfc3339(t))} rows=3]
07:02:11 <- Authorize {{"idTag":"04A2B93C1F6E80"}} -> {{"idTagInfo":{{"status":"Invalid"}}}}
07:09:48 <- Authorize {{"idTag":"04C1D7E2905B31"}} -> {{"idTagInfo":{{"status":"Invalid"}}}}
07:16:30 <- Authorize {{"idTag":"04A2B93C1F6E80"}} -> {{"idTagInfo":{{"status":"Invalid"}}}}
Thought:""", "sessions", "react-log-search", ["react_observation", "key_value_inline", "ksuid", "rfc3339",
                                                 "tool_rows_stay"])


@pos
def _sk_session_analyst(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You are Ledger, the session analyst for Chargewell's support team. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Use it to
say how long ago each event happened.

Charge detail record pasted by the agent:
CDR 2026-0311-88412 | EVSE NL*CWL*E0042*2 | start 2026-03-11 17:02:40 | end 2026-03-11 18:47:15 | 42.118 kWh | EUR 27.38

Agent: The driver says they were charged for a session that never finished. Does this CDR look complete?
Assistant:""", "sessions", "sk-session-analyst", ["inline_sentence", "dotnet_long_datetime", "pasted_stays"])


@pos
def _ocpp_connection_audit(g: Gen) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Snapshot assembled ' + go_string(t, g.small(1, 1000), mono))}
You audit WebSocket connection logs of chargers connected to the CSMS. Say whether the reconnects look
like a network problem, a charger problem or a CSMS problem.

connect    CP-VLT-00712  2026-03-10 04:11:02  subprotocol=ocpp1.6  tls=1.2
disconnect CP-VLT-00712  2026-03-10 04:16:02  code=1006
connect    CP-VLT-00712  2026-03-10 04:16:09  subprotocol=ocpp1.6  tls=1.2
disconnect CP-VLT-00712  2026-03-10 04:21:09  code=1006
Verdict:""", "sessions", "connection-audit", ["head", "go_time_string", "pasted_stays"])


# charger faults and firmware

@pos
def _firmware_http(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""POST /v2/assist/firmware HTTP/1.1
Host: fw-assist.voltara.example
Content-Type: application/json
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-Id: req_' + g.b62(20))}

You help the firmware team read FirmwareStatusNotification sequences from chargers during a rollout.
Be precise about which step failed.

Engineer: Rollout 2026.03.1 to the Hestia 22 kW fleet. This charger went Downloaded, then failed:
[2,"fw-5512","FirmwareStatusNotification",{{"status":"Downloaded","requestId":7714}}]
[2,"fw-5513","FirmwareStatusNotification",{{"status":"InstallVerificationFailed","requestId":7714}}]
What is the most likely cause?
Assistant:""", "faults", "firmware-http", ["http_request", "header_block", "http_date", "req_prefix",
                                         "calver_stays"])


@pos
def _fault_triage_table(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""| Context      | Value                      |
|--------------|----------------------------|
| Region       | Nordics                    |
{v('datetime', '| Desk clock   | ' + windows_general(t) + ' |')}
{v('request_id', '| Hop          | ' + g.ulid(t) + ' |')}
| Queue        | Faults L2                  |

You triage charger fault tickets. Classify as hardware, connectivity, configuration or vehicle-side,
and name one test the field technician should run.

Ticket text: "Connector 2 locks the cable but never starts. Display shows 'Waiting for vehicle'. Other
connector works. Happened with three different cars since Tuesday."
Classification:""", "faults", "triage-table", ["md_table", "made_up_label", "windows_datetime", "ulid"])


@pos
def _fr_technicien(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Tu es l'assistant des techniciens de terrain de Borne Express. Réponds en français, étape par étape,
et rappelle les consignes de consignation électrique avant toute intervention.

Technicien : La borne BX-2207 affiche le code F17 puis redémarre toutes les dix minutes. Voici la liste
des codes de la notice :
F12 Surchauffe du connecteur
F17 Défaut de communication avec le compteur
F21 Défaut d'isolement
Par quoi je commence ?
{v('datetime', 'Heure de la demande : ' + dmy(t, '/', False))}
{v('session_id', 'Identifiant de session : ' + g.uuid4())}""", "faults", "fr-technicien",
             ["last_user", "day_first", "uuid4"], "fr")


@pos
def _es_instalador(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Hora de la consulta: ' + log4j_iso(t))}
{v('request_id', 'ID de solicitud: ' + g.hex(24))}
Eres el asistente técnico de Recarga Sur para instaladores. Responde en español y cita el apartado del
manual cuando lo haya.

Instalador: El cargador mural RS-11 da error de puesta a tierra solo cuando llueve. La instalación tiene
diferencial tipo A de 30 mA. ¿Qué reviso primero?""", "faults", "es-instalador", ["head", "log4j", "hex"], "es")


@pos
def _ru_heartbeat(g: Gen) -> Draft:
    t = in_zone(g, MSK)
    return P(f"""{v('datetime', 'Сейчас: ' + dmy(t, '.'))}
{v('request_id', 'ID запроса: ' + g.hex(32))}
Ты помощник дежурного инженера сети зарядных станций «Вольтаж». Отвечай по-русски, коротко и по делу.

Инженер: После обновления прошивки до 4.8.2 станция шлёт Heartbeat каждые 10 секунд вместо 300. Это нормально?""",
             "faults", "ru-heartbeat", ["head", "day_first_dotted", "hex32"], "ru")


@pos
def _ko_firmware(g: Gen) -> Draft:
    t = in_zone(g, KST)
    return P(f"""당신은 충전기 제조사 '한빛차저'의 펌웨어 지원 도우미입니다. 한국어로 답하고, 위험한 작업은 반드시 현장 기사에게 맡기라고 안내하세요.
{v('datetime', '현재 시각: ' + ko_dt(t))}
{v('session_id', '세션: ' + g.ksuid(t))}

사용자: 펌웨어 3.2.0으로 올린 뒤 RFID 카드를 태그해도 반응이 없습니다. 롤백해도 될까요?""", "faults", "ko-firmware",
             ["system_tail", "korean_12h", "ksuid"], "ko")


@pos
def _llama3_release_notes(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You are the release-notes assistant for Hestia charger firmware. Answer from the changelog only.

Changelog 2026.02.3: fixes the connector lock retry loop; adds OCPP 2.0.1 security profile 3.
Changelog 2026.03.1: raises the default heartbeat interval to 300 s; fixes the E-31 false RCD trips.<|eot_id|><|start_header_id|>user<|end_header_id|>

Which release fixes the false RCD trips, and does it change the heartbeat?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "faults", "llama3-release-notes", ["llama3", "today_date", "cutoff_stays", "calver_stays"])


@pos
def _b3_fleet_query(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
{v('trace_id', 'X-B3-ParentSpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You are the firmware fleet query assistant. Turn the question into a filter for the fleet dashboard and
explain it in one line.

Question: all Hestia 22 kW chargers still on firmware older than 2026.02.3 that reported an E-31 fault in the
last 7 days
Filter:""", "faults", "b3-fleet-query", ["head", "b3_multi", "stable_neighbours", "relative_time_stays"])


@pos
def _firmware_manifest_reviewer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You review firmware rollout plans for charge point operators. Point out missing rollback steps and
risky batch sizes first.
{v('datetime', 'Logged at: ' + py_logging(t))}
{v('nonce', 'Nonce: ' + g.b64url(18))}

Plan: push 2026.03.1 to 1,200 Hestia chargers in two batches (600 on Tuesday 02:00, 600 on Wednesday
02:00 local time), no canary, rollback by re-sending UpdateFirmware with 2026.02.3 if more than 5% fail.
Review:""", "faults", "manifest-reviewer", ["system_tail", "python_logging", "nonce", "dates_in_plan_stay"])


# roaming and tariffs

ROAM_LINES = """Partner invoice line: CWL-INV-2026-02 / line 118 / session 6640193 / 38.20 kWh / EUR 24.83 / 2026-02-21
Our CDR: session 6640193 / 38.02 kWh / EUR 24.71 / start 2026-02-21 08:14 / stop 2026-02-21 09:02"""


@pos
def _roam_recon_json(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"svc":"roam-recon","env":"prod",{v('request_id', '"req":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"partner":"CWL"}}
You reconcile roaming invoices between Voltara (CPO) and its eMSP partners. Compare the partner's
line with our CDR and say which field differs and who should correct it.

{ROAM_LINES}
Answer:""", "roaming", "recon-json", ["json_inline", "uuid7", "epoch_ms", "two_in_line", "pasted_stays"])


@pos
def _tariff_pulled_at(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You explain charging prices to drivers of the Chargewell app. Quote the exact tariff line and show the
arithmetic.

Tariff table pulled from the pricing service {v('datetime', 'at ' + ctime(t))} for this request:
Voltara AC 22 kW   EUR 0.49/kWh   idle fee EUR 0.10/min after 4 h
Voltara DC 150 kW  EUR 0.69/kWh   idle fee EUR 0.40/min after 45 min
Ionity HPC         EUR 0.79/kWh   no idle fee

Driver: I charged 31 kWh at a Voltara DC charger and stayed 55 minutes. What should I pay?
Assistant:""", "roaming", "tariff-pulled-at", ["phrase_with_preposition", "ctime", "fetched_rows_stay"])


@pos
def _nl_roaming(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Je bent de klantenservice-assistent van LaadNet. Antwoord in het Nederlands, kort en vriendelijk.

Klant: Ik heb in Duitsland geladen met mijn LaadNet-pas en betaal nu 0,79 per kWh in plaats van 0,45.
Klopt dat met het roamingtarief?
{v('datetime', 'Tijdstip: ' + dmy(t, '-'))}
{v('request_id', 'Correlatie-ID: ' + g.hex(16))}""", "roaming", "nl-roaming", ["last_user", "day_first_dashed", "hex16"],
             "nl")


@pos
def _it_roaming(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Data e ora attuali: ' + f'{t.day:02d}/{t.month:02d}/{t.year} ore {t:%H:%M}')}
{v('session_id', 'Sessione: ' + g.b64url(12))}
Sei l'assistente di RicaricaPiù per i clienti in roaming. Rispondi in italiano e indica sempre l'operatore
della colonnina.

Cliente: Sono in Austria con la tessera RicaricaPiù: perché la app mi mostra due prezzi diversi per la
stessa colonnina?""", "roaming", "it-roaming", ["head", "italian_datetime", "b64url"], "it")


@pos
def _pl_tariffs(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem klientów sieci ładowania PrądNaTrasie. Odpowiadaj po polsku, krótko i konkretnie.
{v('datetime', 'Bieżący czas: ' + dmy(t, '.'))}
{v('request_id', 'Identyfikator żądania: ' + g.uuid4())}

Klient: Dlaczego ładowarka DC przy A2 pokazuje opłatę 1,20 zł za minutę po 60 minutach, skoro w cenniku
jest 0,80 zł?""", "roaming", "pl-tariffs", ["system_tail", "day_first_dotted", "uuid4"], "pl")


@pos
def _phi3_site_prices(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|system|>
{v('date', 'Current date: ' + iso_date(t))}
You are the tariff helper for Voltara site hosts. Explain how the host's price settings appear to drivers
in the app and on the charger display.<|end|>
<|user|>
I set EUR 0.55/kWh plus EUR 1.00 per session. Will drivers roaming in from other apps see the same price?<|end|>
<|assistant|>
""", "roaming", "phi3-site-prices", ["phi3", "iso_date", "head_of_system"])


PARTNER_FORM = """Partner form:
Party ID: DE*EWX
Role: EMSP
OCPI version: 2.2.1
Token types: RFID, APP_USER
Billing contact:
Credentials endpoint: https://ocpi.ewx.example/2.2.1/credentials"""


@pos
def _mistral_onboarding(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<s>[INST] You onboard new roaming partners to the Voltara network. Check the partner's onboarding form
for missing fields and list them.
{v('datetime', 'Server time: ' + rfc2822(t))}
{v('run_id', 'Onboarding run: run_' + g.b62(22))}

{PARTNER_FORM} [/INST]""", "roaming", "mistral-onboarding", ["mistral", "rfc2822", "run_prefix", "pasted_stays"])


@pos
def _xray_partner(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
X-Forwarded-Proto: https

You help Voltara's partner managers answer questions from roaming partners about session
authorisation. Answer in the partner's language if they write in one.

Partner (EWX): Since Tuesday our drivers' app starts are rejected with "UNKNOWN_LOCATION" at your
Leeds sites. Did you change the location ids?
Assistant:""", "roaming", "xray-partner", ["head", "amzn_trace", "epoch_ms", "stable_neighbours"])


# RFID cards and app starts

AUTH_LOG = """2026-03-13 18:02:44Z  CP-VLT-01207  Authorize idTag=04A7****8E21  -> Blocked
2026-03-13 18:03:10Z  CP-VLT-01207  Authorize idTag=04A7****8E21  -> Blocked
2026-03-13 18:05:52Z  CP-VLT-01207  RemoteStart via app            -> Accepted"""


@pos
def _card_desk(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Card desk: Chargewell RFID support
{v('session_id', 'Desk session: cds_' + g.nanoid())}
{v('datetime', 'Opened: ' + ctime(t))}
Agent: Priya (L1)

Help the agent decide why the driver's RFID card is refused and what to tell the driver. Do not ask for
the full card number.

Authorization log the agent pasted:
{AUTH_LOG}

Agent question: The card was replaced last week. Why is the old one still being tried?
Answer:""", "rfid", "card-desk", ["head", "header_block", "nanoid", "ctime", "pasted_stays"])


@pos
def _remote_start_app(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the in-app helper of VoltPass. Explain why a remote start failed and what the driver can do now.
Be brief.

Driver: I pressed Start in the app at 18:05 while plugged in at the Marlow Road car park, it spun for a
minute and said "Charger did not respond". Cable is still locked.
{v('request_id', 'X-App-Request: ' + g.uuid4())}
{v('epoch', 'X-Client-Clock: ' + str(epoch_ms(t)))}
App-Version: 7.4.2 (ios)
Assistant:""", "rfid", "remote-start-app", ["last_user", "uuid4", "epoch_ms", "user_time_stays"])


@pos
def _sv_app_start(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Aktuell tid: ' + iso_space(t))}
{v('session_id', 'Sessions-ID: ' + g.uuid7(t))}
Du är kundtjänstassistent för Laddkraft. Svara på svenska och föreslå alltid ett steg som kunden kan göra själv.

Kund: Jag försökte starta laddningen med appen men laddstolpen vid ICA Maxi svarar inte. Min RFID-bricka
fungerar däremot.""", "rfid", "sv-app-start", ["head", "iso_space", "uuid7"], "sv")


@pos
def _ar_lost_card(g: Gen) -> Draft:
    t = in_zone(g, AST)
    now = with_digits(f"{t:%Y-%m-%d %H:%M}", AR_DIGITS)
    return P(f"""أنت مساعد خدمة العملاء لشبكة «شحنة» لشحن السيارات الكهربائية. أجب بالعربية وباختصار.
{v('datetime', 'الوقت الحالي: ' + now)}
{v('request_id', 'معرّف الطلب: ' + g.uuid4())}

العميل: فقدت بطاقة الشحن RFID الخاصة بي. كيف أوقفها وأطلب بطاقة جديدة؟""", "rfid", "ar-lost-card",
             ["system_tail", "arabic_indic_digits", "uuid4"], "ar")


@pos
def _he_app_charge(g: Gen) -> Draft:
    t = in_zone(g, ISR)
    return P(f"""אתה העוזר של רשת הטעינה "מטען". ענה בעברית, בקצרה.

לקוח: הפעלתי טעינה מהאפליקציה והעמדה לא התחילה לטעון, אבל חייבו אותי ב-5 ש"ח. למה?
{v('datetime', 'שעת הבקשה: ' + f'{t.day}.{t.month}.{t.year}, {t:%H:%M}')}
{v('session_id', 'מזהה שיחה: ' + g.objectid(t))}""", "rfid", "he-app-charge", ["last_user", "day_first_dotted",
                                                                               "objectid"], "he")


@pos
def _hi_app_start(g: Gen) -> Draft:
    t = in_zone(g, IST_IN)
    now = with_digits(f"{t.day:02d}-{t.month:02d}-{t.year} {t:%H:%M}", DEVA_DIGITS)
    return P(f"""{v('datetime', 'अनुरोध का समय: ' + now)}
{v('session_id', 'सत्र आईडी: ' + g.nanoid())}
आप "ऊर्जा चार्ज" नेटवर्क के ग्राहक सहायक हैं। हिंदी में, सरल भाषा में उत्तर दें।

ग्राहक: ऐप से चार्जिंग शुरू करने पर "Session could not be started" लिखा आता है। मैं क्या करूँ?""", "rfid",
             "hi-app-start", ["head", "devanagari_digits", "nanoid"], "hi")


@pos
def _gemma_stop_charge(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<start_of_turn>user
You are the VoltPass assistant. Answer questions about starting and stopping charges from the app.
{v('datetime', 'Request time: ' + rfc3339(t, 6))}

How do I stop a charge if my phone battery died and I borrowed a friend's phone?<end_of_turn>
<start_of_turn>model
""", "rfid", "gemma-stop-charge", ["gemma", "rfc3339_us"])


@pos
def _xml_driver_context(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<driver_context {v('request_id', 'request="' + g.ulid(t) + '"')} {v('datetime', 'issued="' + py_iso(t) + '"')} app="voltpass-android 7.4.1" market="IE"/>
You help drivers link RFID cards to their VoltPass account. Explain the steps in the app; never ask for
the card's printed number in full.

Driver: The app says my card "is already linked to another account". It's a secondhand car and the card
came with it.
Assistant:""", "rfid", "xml-driver-context", ["xml_attr", "ulid", "python_isoformat", "two_in_line"])


@pos
def _slack_noc_bot(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Sparky, the charging-ops Slack bot. Answer in one short message and link the runbook if there is one.
Workspace: voltara
Channel: #noc-alerts
{v('request_id', 'Event: Ev0' + upper(g, 8))}
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}

<@U07QK2L9S>: what's the runbook for a whole site going offline at once?
Sparky:""", "rfid", "slack-noc-bot", ["header_block", "slack_ids", "stable_neighbours"])


# billing disputes

@pos
def _chargeback_drafter(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""---
template: chargeback-response
{v('datetime', 'drafted_at: ' + rfc3339(t))}
{v('run_id', 'draft_run: ' + g.uuid4())}
merchant: Voltara Charging US
---
Draft a response to the card network chargeback below. Attach the session evidence we hold and keep it
factual.

Chargeback notice (pasted from the acquirer portal):
Case: CB-7781024
Reason code: 13.1 Merchandise/Services Not Received
Transaction date: 02/26/2026
Amount: USD 41.70
Response due: 03/23/2026

Session evidence: session 7120448, plugged 18:31, energy 52.4 kWh, stopped by driver via app at 19:44.
Response:""", "billing", "chargeback-drafter", ["front_matter", "rfc3339_offset", "uuid4", "pasted_stays"])


@pos
def _invoice_bullets(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""# Invoice explainer context
- **Account:** business, 14 cards
- **Billing cycle:** monthly, closes on the 1st
{v('datetime', '- **Generated:** ' + rfc2822(t))}
{v('trace_id', '- **Trace:** ' + g.traceparent())}

Explain the fleet invoice lines the customer asks about. If a session seems to be billed twice, list the
two session numbers and their times.

Customer: Line 7 and line 8 look identical: 2026-02-18, Voltara DC, 27.90 kWh, EUR 19.25. Double charge?
Assistant:""", "billing", "invoice-bullets", ["md_bullets", "rfc2822", "traceparent", "stable_neighbours"])


@pos
def _ptbr_estorno(g: Gen) -> Draft:
    t = in_zone(g, BRT)
    return P(f"""Você é a assistente de cobrança da EletroPosto. Responda em português do Brasil, com educação e objetividade.

Cliente: Fui cobrado duas vezes pela mesma recarga no posto da Av. Paulista, dia 10/03, R$ 58,40 cada.
Como peço o estorno?
{v('datetime', 'Data/hora atual: ' + f'{t.day:02d}/{t.month:02d}/{t.year} às {t:%H:%M}')}
{v('request_id', 'ID da requisição: ' + g.uuid4())}""", "billing", "ptbr-estorno", ["last_user", "day_first", "uuid4"],
             "pt")


@pos
def _tr_connection_fee(g: Gen) -> Draft:
    t = in_zone(g, TRT)
    return P(f"""Sen ŞarjHat'ın fatura destek asistanısın. Türkçe ve kısa cevap ver.
{v('datetime', 'Geçerli zaman: ' + dmy(t, '.'))}
{v('request_id', 'İstek kimliği: ' + g.ksuid(t))}

Müşteri: Faturamda 12 Mart'ta üç ayrı "bağlantı ücreti" var ama tek şarj yaptım. Neden?""", "billing",
             "tr-connection-fee", ["system_tail", "day_first_dotted", "ksuid"], "tr")


@pos
def _el_waiting_fee(g: Gen) -> Draft:
    t = in_zone(g, EET)
    return P(f"""{v('datetime', 'Τρέχουσα ώρα: ' + dmy(t, '/'))}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.hex(32))}
Είσαι ο βοηθός χρεώσεων του δικτύου φόρτισης ΦορτίΖω. Απάντησε στα ελληνικά.

Πελάτης: Η απόδειξη γράφει χρέωση αναμονής 0,15 €/λεπτό. Από πότε αρχίζει να μετράει;""", "billing", "el-waiting-fee",
             ["head", "day_first", "hex32"], "el")


@pos
def _minimum_charge_footer(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You explain charging receipts to drivers. State the tariff line that applied and show the arithmetic.

Driver: I was charged the EUR 2.00 minimum session price for a 0.4 kWh top-up at the Kingsway Leisure
Centre. Is there a minimum, and where is it written?

--
{v('datetime', 'Rendered: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'Request: ' + g.uuid4())}
receipt-explainer 2.3.0""", "billing", "minimum-charge-footer", ["footer", "tail", "dotnet_roundtrip", "uuid4"])


@pos
def _zh_service_fee(g: Gen) -> Draft:
    t = in_zone(g, CST8)
    return P(f"""{v('datetime', '系统时间：' + zh_dt(t))}
{v('request_id', '请求编号：' + g.hex(20))}
你是"电桩通"充电网络的账单客服助手。请用简体中文回答，并说明计费依据。

用户：我3月12日晚上在望京站充电，账单显示服务费比电费还高，这正常吗？""", "billing", "zh-service-fee",
             ["head", "chinese_datetime", "hex"], "zh")


@pos
def _inline_footer_dispute(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Quill, the billing dispute summariser for Chargewell. Summarise the driver's complaint in two
sentences for the L2 team and say which session to check.

Driver: Three sessions on 9 March at Brent Cross: 10:02, 10:05 and 10:09. Only the last one charged my car,
the first two were failed starts. I was billed EUR 1.50 for each of them.

---
Summarised by Quill 1.9 · {v('request_id', 'request ' + g.ksuid(t))} · {v('datetime', py_str(t))}""",
             "billing", "inline-footer", ["footer", "two_in_line", "ksuid", "python_str", "user_times_stay"])


# site host payouts

@pos
def _host_portal_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Site host portal assistant (Voltara Host Hub). Explain payouts and fees to the host; never discuss other
hosts' sites.
Host: Marlow Road Car Park Ltd
{v('token', 'Portal session: ' + g.jwt(t, 'HST-20417'))}
{v('datetime', 'Now (UTC): ' + iso_space(t))}

Host: The February statement says gross revenue EUR 3,412.80 but the payout was EUR 2,730.24. Where did the
rest go? Our agreement is an 80/20 split after card fees.
Assistant:""", "payouts", "host-portal-jwt", ["header_block", "jwt", "iso_space", "stable_neighbours"])


PAYOUT_EVENT = ('{"id": "po_8QJ2mN4kLx", "type": "payout.paid", "created": 1772438400, "host": "HST-20417", '
                '"amount": 273024, "currency": "eur", "period": "2026-02"}')


@pos
def _ampline_delivery(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Incoming payout event for the host assistant:
{v('request_id', 'Ampline-Delivery: ' + g.uuid7(t))}
{v('epoch', 'Ampline-Sent: ' + str(epoch_s(t)))}
{v('signature', 'Ampline-Signature: v1=' + g.hex(64))}
Content-Type: application/json

{PAYOUT_EVENT}

Write a two-sentence notification to the host saying the payout was sent, with the amount and the period.
Notification:""", "payouts", "ampline-delivery", ["webhook_envelope", "uuid7", "epoch_s", "signature",
                                                   "payload_stays"])


@pos
def _de_standortpartner(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du bist der Assistent im Partnerportal von Ladepunkt Nord für Standortpartner. Erkläre Abrechnungen und
Auszahlungen verständlich.

Partner: In der Gutschrift für Februar fehlen die Ladevorgänge vom 27.02. Die Säule war an dem Tag aber in Betrieb.
{v('datetime', 'Uhrzeit der Anfrage: ' + f'{t:%d.%m.%Y, %H:%M} Uhr')}
{v('request_id', 'Anfrage-ID: ' + g.uuid4())}""", "payouts", "de-standortpartner", ["last_user", "german_datetime",
                                                                                    "uuid4"], "de")


@pos
def _fr_hote(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', 'Date et heure actuelles : ' + fr_long(t))}
{v('request_id', 'ID de requête : ' + g.ksuid(t))}
Tu es l'assistant du portail des hôtes de sites de Borne Express. Explique les reversements en français,
avec les montants.

Hôte : Pourquoi le reversement de février est-il inférieur à celui de janvier alors que l'énergie vendue a augmenté ?""",
             "payouts", "fr-hote", ["head", "french_long_date", "ksuid"], "fr")


UTIL_REPORT = """Utilisation report, Kingsway Leisure Centre, February 2026:
Charger   Sessions  kWh      Occupancy
KLC-01    212       4,318    41%
KLC-02    187       3,902    37%
KLC-03     12         201     2%"""


@pos
def _host_ctx_line(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""[ctx {v('request_id', 'q=' + g.objectid(t))} {v('epoch', 't=' + str(epoch_ms(t)))} host=HST-30552 lang=en]
You answer site hosts' questions about utilisation reports. Use the numbers given; do not estimate.

{UTIL_REPORT}

Host: KLC-03 barely gets used. Should we ask for it to be moved?
Assistant:""", "payouts", "host-ctx-line", ["bracketed_kv", "objectid", "epoch_ms", "report_stays"])


@pos
def _vi_payout(g: Gen) -> Draft:
    t = in_zone(g, ICT)
    return P(f"""Bạn là trợ lý đối tác của mạng sạc VSạc. Trả lời bằng tiếng Việt, ngắn gọn.
{v('datetime', 'Thời gian hiện tại: ' + f'{t:%H:%M} ngày {t.day:02d}/{t.month:02d}/{t.year}')}
{v('request_id', 'Mã yêu cầu: ' + g.uuid7(t))}

Chủ điểm sạc: Khi nào tiền doanh thu tháng 2 được chuyển về tài khoản của tôi?""", "payouts", "vi-payout",
             ["system_tail", "vietnamese_datetime", "uuid7"], "vi")


@pos
def _host_statement_dotnet(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You draft monthly statements for Voltara's site hosts. Keep a friendly tone and list fees as a table.
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'conversationId: ' + g.objectid(t))}
Host tier: Partner Plus (since 2024-05-01)

Host: Please draft my February statement: 412 sessions, 9,880 kWh, gross EUR 5,434.00, card fees EUR 108.68.
Assistant:""", "payouts", "host-statement-dotnet", ["system_tail", "dotnet_roundtrip", "objectid",
                                                     "stable_neighbours"])


# smart charging schedules

@pos
def _chatml_scheduler(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<|im_start|>system
You are the smart charging planner for a workplace car park with 24 AC chargers and a 160 kW grid
connection. Produce charging limits that keep the site under its connection.
{v('datetime', 'Scheduler clock: ' + py_str(t))}
{v('run_id', 'Plan run: ' + g.ulid(t))}
Answer with one limit per charger group.<|im_end|>
<|im_start|>user
Group A (8 chargers) has cars that must leave by 17:30 with at least 80%; group B can wait until 19:00.
What limits would you set from now on?<|im_end|>
<|im_start|>assistant
""", "smart", "chatml-scheduler", ["chatml", "python_str", "ulid", "user_times_stay"])


@pos
def _pretty_json_balancer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Load balancer context:
{{
  "site": "Harbour Quay offices",
  "grid_limit_kw": 160,
  {v('datetime', '"computed_at": "' + go_nano(t, g.small(1, 1000)) + '",')}
  {v('run_id', '"solver_run": "' + g.uuid7(t) + '",')}
  "active_sessions": 17
}}
Explain to the facilities manager, in plain words, why the cars on the top deck are only getting 3.7 kW.
Assistant:""", "smart", "pretty-json-balancer", ["json_block", "go_rfc3339nano", "uuid7", "stable_neighbours"])


@pos
def _grpc_profile(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  :authority: sched.voltara.internal
  {v('epoch', 'x-sched-start-ns: ' + str(epoch_ns(g, t)))}
  {v('request_id', 'x-correlation-id: ' + g.uuid4())}
  grpc-timeout: 20S

Translate the operator's instruction into a SetChargingProfile request (OCPP 2.0.1, TxDefaultProfile).
Output JSON only.

Instruction: Cap EVSE 1 and 2 at 11 kW between 16:00 and 20:00 every weekday, full power otherwise.""", "smart",
             "grpc-profile", ["grpc_metadata", "epoch_ns", "uuid4", "head"])


@pos
def _th_schedule(g: Gen) -> Draft:
    t = in_zone(g, ICT)
    return P(f"""{v('datetime', 'เวลาที่ขอ: ' + thai_be(t))}
{v('request_id', 'รหัสคำขอ: ' + g.hex(24))}
คุณคือผู้ช่วยของเครือข่ายสถานีชาร์จ "ชาร์จไว" ตอบเป็นภาษาไทยอย่างสุภาพ

ผู้ใช้: ตั้งเวลาชาร์จให้เริ่มตอนเที่ยงคืนเพื่อได้ค่าไฟถูก แต่รถเริ่มชาร์จทันทีที่เสียบสาย ทำไมครับ""", "smart", "th-schedule",
             ["head", "buddhist_era", "hex"], "th")


@pos
def _uk_schedule(g: Gen) -> Draft:
    t = in_zone(g, EET)
    return P(f"""Ти помічник оператора зарядної мережі «ЗарядUA». Відповідай українською.
{v('datetime', 'Час запиту: ' + dmy(t, '.', False))}
{v('session_id', 'ID сесії: ' + g.nanoid())}

Оператор: Як налаштувати розклад, щоб станції на парковці ТЦ працювали на половину потужності вдень?""", "smart",
             "uk-schedule", ["system_tail", "day_first_dotted", "nanoid"], "uk")


@pos
def _today_is_dr(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Grid Buddy, the assistant for Voltara's demand-response programme. Drivers who opt in get EUR 5
credit per event. {v('date', 'Today is ' + uk_long(t) + '.')} Events are announced by 14:00 on the day.

Driver: If I'm plugged in at home during an event and need the car at 19:00, will I still be charged in time?
Assistant:""", "smart", "today-is-dr", ["inline_sentence", "long_date_british", "schedule_times_stay"])


@pos
def _iso_week_events(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Demand-response event planner for Voltara. Events can be called at most twice per ISO week.
{v('date', 'Today (ISO week date): ' + iso_week(t))}
Events this week so far: Tuesday 17:00-19:00.

Operator: Can I still call an event for Sunday evening and another one on Monday?
Assistant:""", "smart", "iso-week-events", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _sim_t0_pulled(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""smart-charge-sim v0.9
{v('epoch', 't0: ' + str(epoch_us(t)))}
{v('datetime', 'Pulled: ' + clf(t))}
scenario: winter-weekday

Simulate a weekday evening for 40 home chargers on one feeder with a 250 kVA transformer. Say at what
time the transformer would be overloaded without smart charging and with a 7 kW cap after 17:00.
Answer:""", "smart", "sim-t0-pulled", ["head", "made_up_label", "epoch_us", "clf", "stable_neighbours"])


@pos
def _id_schedule(g: Gen) -> Draft:
    t = in_zone(g, WIB)
    return P(f"""Kamu adalah asisten pelanggan jaringan SPKLU "Setrum". Jawab dalam bahasa Indonesia.

Pelanggan: Saya sudah atur jadwal pengisian mulai jam 22.00 di aplikasi, tapi pagi ini baterai masih 40%. Kenapa?
{v('datetime', 'Waktu saat ini: ' + f'{t.day:02d}/{t.month:02d}/{t.year} {t:%H.%M} WIB')}
{v('session_id', 'ID sesi: ' + g.b64url(16))}""", "smart", "id-schedule", ["last_user", "day_first", "b64url"], "id")


@pos
def _trace_rag_rfid(g: Gen) -> Draft:
    return P(f"""Use the retrieved help-centre articles to answer. Cite them as [1], [2].
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: voltara=' + g.hex(16) + ',dd=s:1;t.dm:-1')}

[1] "Starting a charge with an RFID card": Hold the card flat against the reader for two seconds. The light
turns green when the card is accepted.
[2] "Card refused": A card is refused when it is blocked, expired, or not yet activated. New cards are
activated in the app under Cards > Activate.

Question: My new card got refused the first time I used it. Do I need to activate it?
Answer:""", "rfid", "trace-rag", ["header_block", "traceparent", "tracestate", "rag"])


@pos
def _bare_stamp_first(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""{v('datetime', rfc3339(t, 3))}
You are the assistant of Voltara's US driver hotline. Be calm and give one instruction at a time.

Driver: The charger at the Route 9 plaza is making a clicking sound and the screen says "Contactor fault".
Should I unplug?
Assistant:""", "faults", "bare-stamp-first", ["head", "bare_value", "rfc3339_offset_ms"])


@pos
def _cs_schedule(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jsi asistent provozovatele nabíjecí sítě NabijTo. Odpovídej česky a věcně.

Provozovatel: Jak nastavit, aby stanice v Brně-Líšni v noci nabíjely plným výkonem a ve špičce od 17 do 20 jen na 50 %?
{v('datetime', 'Čas dotazu: ' + f'{t.day}. {t.month}. {t.year} {t.hour}:{t:%M}')}
{v('request_id', 'Identifikátor požadavku: ' + g.ulid(t))}""", "smart", "cs-schedule", ["last_user", "czech_datetime",
                                                                                         "ulid"], "cs")


# --- generated positives: one program field at a position of a body with its own pasted record -----------

# (name, system, user label, intro, record, question, cue)
BODIES_EN: list[tuple[str, str, str, str, str, str, str]] = [
    ("noc-transaction",
     "You are the NOC assistant of Voltara. Explain charger messages to operators and say what to check next.",
     "Operator", "This TransactionEvent came in overnight:",
     '{"eventType":"Updated","timestamp":"2026-03-02T01:14:09.552Z","triggerReason":"ChargingStateChanged",'
     '"seqNo":12,"transactionInfo":{"transactionId":"0c4f7e2a-91b3-4d8e-b6a0-7e5d2c9f1a43",'
     '"chargingState":"SuspendedEV"}}',
     "Why would the car suspend charging at 1 a.m.?", "Assistant:"),
    ("rfid-auth",
     "You help Chargewell's card support team explain refused RFID cards. Never ask for a full card number.",
     "Agent", "The driver's card history from the back office:",
     "2026-03-08 07:41:19Z  CP-VLT-00388  Authorize idTag=04B9****2C10  -> Expired\n"
     "2026-03-08 07:41:58Z  CP-VLT-00388  Authorize idTag=04B9****2C10  -> Expired\n"
     "2026-03-08 07:44:03Z  CP-VLT-00388  StartTransaction via app        -> transactionId 551207",
     "Why does the card say Expired when the contract runs until 2027?", "Answer:"),
    ("firmware-logfmt",
     "You read charger firmware update logs for the Hestia rollout team and name the failing step.",
     "Engineer", "Log from CP-HST-20991:",
     'ts=2026-03-03T02:00:14Z level=info msg="download started" request_id=01JNQ4B2K8W3V5X7Z9A1C3E5G7 fw=2026.03.1\n'
     'ts=2026-03-03T02:03:51Z level=info msg="download finished" request_id=01JNQ4B2K8W3V5X7Z9A1C3E5G7 bytes=48211968\n'
     'ts=2026-03-03T02:04:07Z level=error msg="signature check failed" request_id=01JNQ4B2K8W3V5X7Z9A1C3E5G7',
     "Is this a corrupt download or a signing problem?", "Assistant:"),
    ("payout-email",
     "You answer Voltara site hosts' questions about payouts. Quote amounts exactly.",
     "Host", "Our bank forwarded this:",
     "From: Payments <no-reply@bank.example>\n"
     "Date: Tue, 3 Mar 2026 06:02:11 +0000\n"
     "Message-ID: <20260303060211.7F3A1B@mx.bank.example>\n"
     "Subject: Incoming transfer VOLTARA PAYOUT 2026-02\n\n"
     "A credit of EUR 2,730.24 from VOLTARA CHARGING LTD was booked to your account ending 4471.",
     "Is this the full February payout or only part of it?", "Answer:"),
    ("tariff-yaml",
     "You explain roaming tariffs to Chargewell drivers in plain words.",
     "Driver", "This is the tariff the app showed me:",
     "id: TRF-EWX-DC-07\n"
     "currency: EUR\n"
     "last_updated: 2026-02-28T23:00:00Z\n"
     "elements:\n"
     "  - price_components: [{type: ENERGY, price: 0.69, step_size: 1}]\n"
     "  - price_components: [{type: PARKING_TIME, price: 0.40, step_size: 60}]\n"
     "    restrictions: {min_duration: 2700}",
     "When does the parking price start, and is it per minute?", "Assistant:"),
    ("dispute-csv",
     "You help the billing team check disputed charging payments.",
     "Analyst", "Export from the payments dashboard:",
     "payment_id,session,created_at,paid_at,amount_eur\n"
     "pay_7Hq2LmX0,7120448,2026-02-26T19:44:12Z,2026-02-26T19:44:15Z,41.70\n"
     "pay_9Rt4KsV1,7120448,2026-02-26T19:51:40Z,2026-02-26T19:51:42Z,41.70",
     "Was the same session paid twice, and which payment should be refunded?", "Answer:"),
    ("profile-xml",
     "You review charging profiles before they are sent to chargers and flag anything that would break the "
     "site limit.",
     "Planner", "Profile I'm about to send:",
     '<ChargingProfile id="3301" stackLevel="1" purpose="TxDefaultProfile" kind="Recurring" '
     'validFrom="2026-03-16T00:00:00+01:00">\n'
     '  <ChargingSchedule startSchedule="2026-03-16T00:00:00+01:00" unit="A">\n'
     '    <Period start="0" limit="32"/>\n'
     '    <Period start="57600" limit="16"/>\n'
     '  </ChargingSchedule>\n'
     '</ChargingProfile>',
     "Does the 16 A period start at 16:00 local time?", "Assistant:"),
    ("webhook-json",
     "You help developers integrating with the Voltara partner API.",
     "Developer", "We received this webhook and can't match it to a session:",
     '{"id": "evt_1Qb7RzL2mXc9", "type": "session.completed", "created": 1772611200, '
     '"data": {"session_id": "ses_5Kp2Yd8Wq", "evse": "GB*VLT*E01207*1", "kwh": 18.4}}',
     "Which field should we use to look the session up?", "Assistant:"),
]

# (name, lang, system, user label, intro, record, question, stable header lines, app footer line,
#  fields: (label, cue, make))
BODIES_XX: list[tuple[str, str, str, str, str, str, str, list[str], str,
                      list[tuple[str, str, Callable[[Gen, datetime], str]]]]] = [
    ("de-stoerung", "de",
     "Du bist der Assistent der Störungsannahme von Ladepunkt Nord. Antworte auf Deutsch und nenne den nächsten "
     "Schritt.",
     "Mitarbeiter", "Diese Meldung kam vom Standort:",
     "Meldungs-ID: STM-2026-004812\nErstellt am: 11.03.2026 06:52\nLadepunkt: DE*LPN*E0311*2\n"
     "Beschreibung: Stecker lässt sich nach dem Laden nicht entriegeln.",
     "Darf ich die Notentriegelung aus der Ferne auslösen?",
     ["Betreiber: Ladepunkt Nord", "Kanal: Leitstelle"], "stoerung-assist 3.1",
     [("Aktuelle Uhrzeit", "datetime", lambda g, t: dmy(t, ".")),
      ("Anfrage-Kennung", "request_id", lambda g, t: g.uuid7(t)),
      ("Sitzungsnummer", "session_id", lambda g, t: g.hex(20))]),
    ("fr-recu", "fr",
     "Tu es l'assistant clients de Borne Express. Réponds en français, poliment.",
     "Client", "Voici mon reçu :",
     "Reçu de recharge\nDate : 07/03/2026 18:22\nN° de session : BX-7781203\nBorne : FR*BEX*E2207*1\n"
     "Énergie : 23,4 kWh\nMontant : 11,47 €",
     "Pourquoi le montant ne correspond-il pas à 0,45 € le kWh ?",
     ["Opérateur : Borne Express", "Canal : application"], "recu-assist 2.0",
     [("Heure actuelle", "datetime", lambda g, t: dmy(t, "/")),
      ("Identifiant de requête", "request_id", lambda g, t: g.ulid(t)),
      ("Session de conversation", "session_id", lambda g, t: g.nanoid())]),
    ("es-sesiones", "es",
     "Eres el asistente de facturación de Recarga Sur. Responde en español.",
     "Cliente", "Estas son mis sesiones del mes:",
     "id_sesion,fecha_inicio,fecha_fin,kwh,importe_eur\nRS-550129,2026-03-02 08:10,2026-03-02 09:02,31.2,18.41\n"
     "RS-550377,2026-03-04 19:45,2026-03-04 19:47,0.3,2.00",
     "¿Por qué me cobraron 2 euros por la segunda si casi no cargó?",
     ["Operador: Recarga Sur", "Canal: web"], "facturas-bot 4.2",
     [("Fecha y hora actual", "datetime", lambda g, t: dmy(t, "/")),
      ("ID de petición", "request_id", lambda g, t: g.uuid4()),
      ("Sesión", "session_id", lambda g, t: g.b64url(15))]),
    ("ja-record", "ja",
     "あなたは充電ネットワーク「エネチャージ」のお客様窓口AIです。丁寧な日本語で答えてください。",
     "お客様", "アプリの利用履歴です：",
     '{"取引ID": "EC-20260305-00917", "作成日時": "2026-03-05T21:14:08+09:00", "充電量kWh": 14.2, "金額円": 1136}',
     "この金額は正しいですか？",
     ["事業者：エネチャージ", "チャネル：アプリ"], "enecharge-assist 1.8",
     [("現在日時", "datetime", lambda g, t: ja_dt(t)),
      ("リクエスト番号", "request_id", lambda g, t: g.hex(24)),
      ("セッションID", "session_id", lambda g, t: g.ulid(t))]),
    ("ko-history", "ko",
     "당신은 충전 네트워크 '차지온'의 고객 상담 도우미입니다. 한국어로 친절하게 답하세요.",
     "고객", "충전 내역입니다:",
     "거래번호: CO-88120451\n충전 시작: 2026-03-06 22:41\n충전 종료: 2026-03-07 06:10\n충전량: 41.8 kWh\n"
     "결제 금액: 13,794원",
     "밤새 충전했는데 요금이 왜 이렇게 나왔나요?",
     ["운영사: 차지온", "채널: 앱"], "chargeon-bot 2.4",
     [("현재 시각", "datetime", lambda g, t: ko_dt(t)),
      ("요청 ID", "request_id", lambda g, t: g.uuid4()),
      ("대화 세션", "session_id", lambda g, t: g.ksuid(t))]),
    ("pt-recarga", "pt",
     "Você é a assistente da rede de recarga EletroPosto. Responda em português do Brasil.",
     "Cliente", "Comprovante da recarga:",
     "Comprovante EletroPosto\nInício da recarga: 09/03/2026 07:58\nFim: 09/03/2026 08:41\n"
     "Código da transação: EP-3391027\nEnergia: 27,6 kWh\nTotal: R$ 64,86",
     "Por que a tarifa ficou em R$ 2,35 por kWh se o app dizia R$ 1,99?",
     ["Operadora: EletroPosto", "Canal: app"], "eletroposto-bot 5.0",
     [("Horário atual", "datetime", lambda g, t: f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M:%S}"),
      ("ID da solicitação", "request_id", lambda g, t: g.uuid7(t)),
      ("Sessão do atendimento", "session_id", lambda g, t: g.objectid(t))]),
]

ZONES_XX = {"de": None, "fr": None, "es": None, "ja": JST, "ko": KST, "pt": BRT}

# (label, key, cue, compact, numeric, make)
FIELDS_EN: list[tuple[str, str, str, bool, bool, Callable[[Gen, datetime], str]]] = [
    ("Wallclock", "wallclock", "datetime", True, False, lambda g, t: rfc3339(t, 3)),
    ("Served at", "served_at", "datetime", False, False, lambda g, t: http_date(t)),
    ("Context time", "context_time", "datetime", True, False, lambda g, t: py_iso(t)),
    ("Snapshot taken", "snapshot_taken", "datetime", False, False, lambda g, t: unix_date(t)),
    ("Local time", "local_time", "datetime", False, False, lambda g, t: windows_general(t)),
    ("As of", "as_of", "datetime", False, False, lambda g, t: rfc2822(t)),
    ("Request received", "request_received", "datetime", True, False, lambda g, t: log4j_iso(t)),
    ("Epoch", "epoch", "epoch", True, True, lambda g, t: str(epoch_s(t))),
    ("chg.t0", "chg_t0", "epoch", True, True, lambda g, t: str(epoch_us(t))),
    ("Pulse", "pulse", "epoch", True, True, lambda g, t: str(epoch_ms(t))),
    ("Stamp", "stamp", "datetime", True, False, lambda g, t: go_nano(t, g.small(1, 1000))),
    ("Request", "request", "request_id", True, False, lambda g, t: g.uuid4()),
    ("Trace", "trace", "trace_id", True, False, lambda g, t: g.traceparent()),
    ("Chat session", "chat_session", "session_id", True, False, lambda g, t: g.nanoid()),
    ("Hop", "hop", "request_id", True, False, lambda g, t: g.hex(16)),
    ("Delivery", "delivery", "request_id", True, False, lambda g, t: g.uuid7(t)),
    ("Nonce", "nonce", "nonce", True, False, lambda g, t: g.b64url(16)),
    ("Correlation", "correlation", "request_id", True, False, lambda g, t: g.ulid(t)),
    ("Run", "run", "run_id", True, False, lambda g, t: g.ksuid(t)),
    ("Session token", "session_token", "token", True, False, lambda g, t: g.jwt(t, "drv-" + g.digits(6))),
    ("Conversation", "conversation", "session_id", True, False, lambda g, t: g.objectid(t)),
    ("Req", "req", "request_id", True, False, lambda g, t: "req_" + g.b62(18)),
    ("Desk time", "desk_time", "datetime", False, False, lambda g, t: ctime(t)),
    ("Now", "now", "datetime", True, False, lambda g, t: rfc3339(t)),
]

POSITIONS_EN = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_inline",
                "xml_attr", "bracket_kv"]
POSITIONS_XX = ["head", "system_tail", "header_block", "after_user", "footer"]


def _compose_en(body: tuple[str, str, str, str, str, str, str], position: str, mark: str, key_mark: str) -> str:
    _, system, who, intro, record, question, cue = body
    user = f"{who}: {intro}\n\n{record}\n\n{question}"
    if position == "head":
        return f"{mark}\n{system}\n\n{user}\n{cue}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{user}\n{cue}"
    if position == "header_block":
        return f"Network: Voltara\n{mark}\nChannel: console\n\n{system}\n\n{user}\n{cue}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{mark}\n{cue}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark}\nvoltara-assist 5.2\n"
    if position == "front_matter":
        return f"---\napp: voltara-assist\n{key_mark}\nlocale: en-GB\n---\n{system}\n\n{user}\n{cue}"
    if position == "json_inline":
        return f'{{"app":"voltara-assist",{key_mark}"locale":"en-GB"}}\n{system}\n\n{user}\n{cue}'
    if position == "xml_attr":
        return f'<request_context {key_mark} locale="en-GB"/>\n{system}\n\n{user}\n{cue}'
    assert position == "bracket_kv"
    return f"{system}\n[ctx {key_mark} locale=en-GB]\n\n{user}\n{cue}"


def generated_positives(g: Gen) -> list[Draft]:
    """One program field at three positions of each body; the body's pasted record stays."""
    out: list[Draft] = []
    fields = list(FIELDS_EN)
    g.rng.shuffle(fields)
    unused = list(fields)
    for b, body in enumerate(BODIES_EN):
        for j in range(3):
            position = POSITIONS_EN[(3 * b + j) % len(POSITIONS_EN)]
            pool = unused or list(fields)
            pick = next(f for f in pool if f[3] or position != "bracket_kv")
            if pick in unused:
                unused.remove(pick)
            label, key, cue, _compact, numeric, make = pick
            t = g.moment_us() if label == "Local time" else (g.moment_eu() if g.small(0, 3) == 1 else g.moment())
            value = make(g, t)
            line = v(cue, f"{label}: {value}")
            if position == "front_matter":
                structured = v(cue, f"{key}: {value}")
            elif position == "json_inline":
                literal = value if numeric else f'"{value}"'
                structured = v(cue, f'"{key}":{literal},')
            elif position == "xml_attr":
                structured = v(cue, f'{key}="{value}"')
            else:
                structured = v(cue, f"{key}={value}")
            text = _compose_en(body, position, line, structured)
            out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{key}",
                             ["generated", position, cue, key, "pasted_record_stays"]))
    for b, body in enumerate(BODIES_XX):
        name, lang, system, who, intro, record, question, stable, app, xfields = body
        sep = " : " if lang == "fr" else ("：" if lang == "ja" else ": ")
        for j in range(3):
            position = POSITIONS_XX[(3 * b + j) % len(POSITIONS_XX)]
            label, cue, make = xfields[j]
            zone = ZONES_XX[lang]
            t = g.moment_eu() if zone is None else g.moment(zone)
            mark = v(cue, f"{label}{sep}{make(g, t)}")
            user = f"{who}{sep}{intro}\n\n{record}\n\n{question}"
            if position == "head":
                text = f"{mark}\n{system}\n\n{user}"
            elif position == "system_tail":
                text = f"{system}\n{mark}\n\n{user}"
            elif position == "header_block":
                text = f"{stable[0]}\n{mark}\n{stable[1]}\n\n{system}\n\n{user}"
            elif position == "after_user":
                text = f"{system}\n\n{user}\n{mark}"
            else:
                text = f"{system}\n\n{user}\n\n--\n{mark}\n{app}\n"
            out.append(Draft(text, f"{SRC}pos:generated:{name}+{cue}",
                             ["generated", position, cue, "pasted_record_stays", "non_english", f"lang_{lang}"]))
    return out


# --- negatives: records the user pastes or asks about ----------------------------------------------------

# (name, tags, block, question, lead-in)
BLOCKS_EN: list[tuple[str, list[str], str, str, str]] = [
    ("ocpp-status-frames", ["ocpp", "frames", "timestamps"],
     """[2,"4410","StatusNotification",{"connectorId":1,"errorCode":"NoError","status":"Preparing","timestamp":"2026-03-12T16:40:02Z"}]
[3,"4410",{}]
[2,"4411","StatusNotification",{"connectorId":1,"errorCode":"NoError","status":"Available","timestamp":"2026-03-12T16:41:32Z"}]
[3,"4411",{}]""",
     "Why does the connector go from Preparing back to Available without any transaction?",
     "My colleague sent me this from the CSMS"),
    ("ocpp201-transaction", ["ocpp", "transaction_event", "uuid"],
     """{"eventType":"Started","timestamp":"2026-03-01T12:00:03.210Z","triggerReason":"Authorized","seqNo":0,"transactionInfo":{"transactionId":"b2f1c9d4-3e7a-4b58-9c06-1d2e3f4a5b6c"},"idToken":{"idToken":"04A2B93C1F6E80","type":"ISO14443"}}
{"eventType":"Updated","timestamp":"2026-03-01T12:00:09.870Z","triggerReason":"CablePluggedIn","seqNo":1,"transactionInfo":{"transactionId":"b2f1c9d4-3e7a-4b58-9c06-1d2e3f4a5b6c","chargingState":"EVConnected"}}""",
     "Is it normal that the transaction starts before the cable is plugged in?",
     "These two events came from one charger"),
    ("boot-heartbeat", ["ocpp", "current_time", "clock_drift"],
     """-> [2,"a1","BootNotification",{"chargePointVendor":"Hestia","chargePointModel":"H22","firmwareVersion":"2026.02.3"}]
<- [3,"a1",{"currentTime":"2026-03-10T03:00:01Z","interval":300,"status":"Accepted"}]
-> [2,"a2","Heartbeat",{}]
<- [3,"a2",{"currentTime":"2026-03-10T03:05:01Z"}]
-> [2,"a3","StatusNotification",{"connectorId":0,"errorCode":"NoError","status":"Available","timestamp":"2026-03-10T02:58:44Z"}]""",
     "The charger's own timestamp is behind the CSMS time. Is its clock drifting, and should it sync from the heartbeat?",
     "Here is the boot sequence"),
    ("firmware-status-log", ["firmware", "log", "timestamps"],
     """2026-03-03T02:00:14Z FirmwareStatusNotification status=Downloading requestId=7714
2026-03-03T02:03:51Z FirmwareStatusNotification status=Downloaded requestId=7714
2026-03-03T02:04:02Z FirmwareStatusNotification status=Installing requestId=7714
2026-03-03T02:09:40Z BootNotification reason=FirmwareUpdate firmwareVersion=2026.02.3""",
     "It says Installing and then boots on the old version. Did the update roll back?",
     "Firmware log from CP-HST-20412"),
    ("security-event", ["ocpp", "security_event", "json"],
     """{"type":"InvalidCsmsCertificate","timestamp":"2026-03-11T09:14:27.004Z","techInfo":"chain incomplete: missing intermediate R11"}""",
     "What does the charger want us to fix on our side?",
     "The charger reported this security event"),
    ("cdr-json", ["cdr", "json", "timestamps", "ids"],
     """{
  "id": "CDR-VLT-2026-0304-118820",
  "start_date_time": "2026-03-04T17:12:09Z",
  "end_date_time": "2026-03-04T18:40:51Z",
  "auth_id": "NL-CWL-C00188213-7",
  "total_energy": 36.95,
  "total_cost": {"excl_vat": 21.43, "incl_vat": 25.93},
  "last_updated": "2026-03-04T18:41:30Z"
}""",
     "Why is the cost not simply 36.95 kWh times the 0.59 tariff?",
     "The CDR the partner sent us"),
    ("receipt-email", ["email", "date_header", "message_id", "receipt"],
     """From: Voltara Receipts <receipts@voltara.example>
To: sam.okafor@mail.example
Date: Wed, 11 Mar 2026 19:03:44 +0000
Message-ID: <rcpt.7120998.1773255824@voltara.example>
Subject: Your charging receipt - session 7120998

Start: 11/03/2026 17:41  End: 11/03/2026 19:02
Energy: 44.1 kWh  Price: EUR 0.59/kWh  Total: EUR 26.02""",
     "Is this receipt genuine or a phishing copy? The link in the footer goes to voltara-receipts.example.",
     "Here is the receipt"),
    ("chargeback-email", ["email", "chargeback", "date_header"],
     """From: Disputes Desk <disputes@acquirer.example>
Date: Mon, 9 Mar 2026 14:22:05 -0500
Message-ID: <CB7781024.20260309192205@acquirer.example>
Subject: New chargeback CB-7781024 - response due 03/23/2026

Cardholder claims services not received for transaction of 02/26/2026, USD 41.70, merchant VOLTARA CHARGING US.""",
     "How many days do we have left to respond if we send it on Friday?",
     "Our acquirer sent this"),
    ("curl-remote-start", ["http_exchange", "request_id", "date_header"],
     """> POST /api/v1/chargers/CP-VLT-01207/remote-start HTTP/2
> Host: api.voltara.example
> Content-Type: application/json
>
< HTTP/2 409
< date: Thu, 12 Mar 2026 18:05:52 GMT
< content-type: application/json
< x-request-id: 2f9c1d7e-4b3a-4e8f-a1d6-0c5b7e9f3a21
<
{"error":"CONNECTOR_OCCUPIED","message":"Connector 1 has an active transaction"}""",
     "What does this request id mean, and can support look it up?",
     "This is what our integration got back"),
    ("webhook-payload", ["webhook", "payload", "epoch"],
     """{"id":"evt_1Qc8TzM4nYd0","type":"session.completed","created":1773255600,"data":{"session_id":"ses_7Lq3Ze9Xr","evse":"GB*VLT*E01207*1","started_at":"2026-03-11T17:41:02Z","kwh":44.1}}""",
     "Why is `created` an hour after the session started? Is our clock wrong?",
     "We got this webhook"),
    ("payout-statement", ["statement", "markdown_table", "dates"],
     """| Period   | Sessions | Gross (EUR) | Card fees | Host share | Paid on    |
|----------|----------|-------------|-----------|------------|------------|
| 2025-12  | 391      | 3,120.40    | 62.41     | 2,446.39   | 2026-01-05 |
| 2026-01  | 366      | 2,988.10    | 59.76     | 2,342.67   | 2026-02-04 |
| 2026-02  | 412      | 3,412.80    | 68.26     | 2,675.63   | 2026-03-04 |""",
     "Is the host share always 80% of gross minus card fees? The numbers look off by a little each month.",
     "My payout statement"),
    ("payout-csv", ["csv", "payout_ids", "timestamps"],
     """payout_id,host,period,amount_eur,status,paid_at
po_8QJ2mN4kLx,HST-20417,2026-02,2730.24,paid,2026-03-02T08:00:00Z
po_6WfB1sT9pE,HST-20417,2026-01,2342.67,paid,2026-02-04T08:00:00Z
po_3DkR7vY2hQ,HST-20417,2025-12,2446.39,paid,2026-01-05T08:00:00Z""",
     "Why was February paid two days earlier than usual?",
     "From the host portal export"),
    ("charging-profile-json", ["smart_charging", "json", "valid_from"],
     """{"id": 3307, "stackLevel": 2, "chargingProfilePurpose": "TxDefaultProfile", "chargingProfileKind": "Absolute",
 "validFrom": "2026-03-16T06:00:00Z", "validTo": "2026-03-16T22:00:00Z",
 "chargingSchedule": {"startSchedule": "2026-03-16T06:00:00Z", "chargingRateUnit": "W",
  "chargingSchedulePeriod": [{"startPeriod": 0, "limit": 7400}, {"startPeriod": 36000, "limit": 3700}]}}""",
     "At what local time in London does the limit drop to 3.7 kW?",
     "The profile we sent"),
    ("tariff-yaml", ["tariff", "yaml", "last_updated"],
     """id: TRF-VLT-AC-22
country_code: GB
party_id: VLT
currency: GBP
last_updated: 2026-03-01T00:00:00Z
elements:
  - price_components:
      - {type: ENERGY, price: 0.52, step_size: 1}
  - price_components:
      - {type: PARKING_TIME, price: 6.00, step_size: 60}
    restrictions: {start_time: "22:00", end_time: "06:00"}""",
     "Does the overnight parking price apply per hour or per session?",
     "Tariff object from our pricing service"),
    ("roaming-invoice-xml", ["xml", "invoice", "roaming"],
     """<RoamingInvoice id="CWL-INV-2026-02" issued="2026-03-05" currency="EUR">
  <Line n="118" session="6640193" kwh="38.20" amount="24.83" date="2026-02-21"/>
  <Line n="119" session="6640207" kwh="12.05" amount="7.83" date="2026-02-21"/>
</RoamingInvoice>""",
     "Line 118 doesn't match our CDR. What should the dispute e-mail to the partner say?",
     "The partner's invoice"),
    ("csms-logfmt", ["logfmt", "ts", "request_id"],
     """ts=2026-03-13T07:02:11.402Z level=warn msg="authorize timeout" cp=CP-VLT-00931 req_id=01JP3S8X2F9K7M4N6Q1R5T8V0W
ts=2026-03-13T07:02:41.405Z level=warn msg="authorize timeout" cp=CP-VLT-00931 req_id=01JP3S9V4H1M8P2Q5S7T9W1Y3A
ts=2026-03-13T07:03:02.118Z level=info msg="auth cache hit" cp=CP-VLT-00931 req_id=01JP3SAF6K3P0R4T6V8X0Z2B4D""",
     "Do these timeouts explain why drivers couldn't start this morning?",
     "From the CSMS logs"),
    ("modem-syslog", ["syslog", "rfc5424"],
     """<134>1 2026-03-10T04:16:02.117Z cp-vlt-00712 modem 812 - - LTE detach: cause=network_failure rsrp=-118
<134>1 2026-03-10T04:16:08.942Z cp-vlt-00712 modem 812 - - LTE attach ok rsrp=-117 cell=22108731
<131>1 2026-03-10T04:16:09.310Z cp-vlt-00712 ocppd 915 - - websocket reconnect in 0s""",
     "Is the signal too weak at this site or is the modem the problem?",
     "Syslog from the charger's modem"),
    ("support-ticket", ["ticket", "created_updated"],
     """Ticket #CW-48213
Created: 2026-03-09 10:14 GMT
Updated: 2026-03-10 16:02 GMT
Requester: Amelia Hart
Subject: Charged three times at Brent Cross
Status: Pending customer""",
     "Why is it pending the customer if we haven't replied yet?",
     "Ticket from the help desk"),
    ("maintenance-ics", ["ics", "calendar"],
     """BEGIN:VEVENT
UID:mv-KLC-2026-0317@voltara.example
DTSTAMP:20260310T091500Z
DTSTART:20260317T070000Z
DTEND:20260317T110000Z
SUMMARY:Annual inspection KLC-01..KLC-03
LOCATION:Kingsway Leisure Centre car park
END:VEVENT""",
     "Summarise this for the leisure centre manager in one sentence, in UK local time.",
     "The maintenance visit invite"),
    ("card-order", ["order_confirmation", "dates"],
     """Order confirmation
Order: CRD-2026-0311-4471
Placed: 11 March 2026, 20:14
Item: Chargewell RFID card (replacement)
Dispatch: within 2 working days
Delivery address: 14 Albion Street, Leeds LS1 6HX""",
     "When should the card arrive if it's sent second class?",
     "I ordered a new card"),
    ("app-log", ["app_log", "request_id", "timestamps"],
     """2026-03-12 18:05:02.118 VoltPass[4412] remoteStart requested evse=GB*VLT*E01207*1 requestId=6d1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f60
2026-03-12 18:05:32.120 VoltPass[4412] remoteStart timeout after 30000 ms requestId=6d1e2f3a-7b8c-4d9e-8f0a-1b2c3d4e5f60
2026-03-12 18:05:32.451 VoltPass[4412] showing error "Charger did not respond\"""",
     "Does the request id tell support which charger it was?",
     "The app's debug log"),
    ("slack-thread", ["slack", "ts"],
     """#noc-alerts
[ts 1773158162.004519] alertbot: KLC site offline (3/3 chargers) since 15:56 UTC
[ts 1773158390.118200] dana: router at the leisure centre was power-cycled by their facilities team
[ts 1773158771.552910] alertbot: KLC site back online (3/3)""",
     "Write a short incident note from this thread.",
     "Thread from Slack"),
    ("sessions-created-paid", ["csv", "created_paid"],
     """session,created_at,paid_at,amount
7120448,2026-02-26T18:31:04Z,2026-02-26T19:44:15Z,41.70
7120511,2026-02-26T18:52:40Z,2026-02-26T18:52:41Z,2.00
7120530,2026-02-26T19:03:12Z,2026-02-26T20:10:09Z,33.15""",
     "Why is the created time before the paid time by more than an hour for two of them?",
     "Sessions export"),
    ("field-report", ["field_report", "work_order"],
     """Work order: WO-2026-03-0419
Site: Marlow Road Car Park, charger MRC-02
Visit: 13/03/2026 08:30-10:10
Findings: RCD type B tripped twice during test; insulation resistance 0.8 MOhm on L2 (limit 1 MOhm).
Action: cable replaced; retest passed at 10:02.""",
     "Can the charger go back into service, and what should the note to the host say?",
     "Report from the field technician"),
    ("notify-event", ["ocpp", "notify_event", "timestamps"],
     """[2,"ne-20","NotifyEvent",{"generatedAt":"2026-03-14T05:12:40Z","seqNo":0,"eventData":[{"eventId":9012,"timestamp":"2026-03-14T05:12:39Z","trigger":"Delta","actualValue":"85","component":{"name":"ConnectorPlugRetentionLock"},"variable":{"name":"Temperature"},"eventNotificationType":"HardWiredMonitor"}]}]""",
     "Is 85 a dangerous temperature for the lock, and should we take the connector out of service?",
     "This NotifyEvent just came in"),
    ("schedule-table", ["smart_charging", "markdown_table", "updated"],
     """| Group | Chargers | Limit (kW) | Window        | Updated          |
|-------|----------|------------|---------------|------------------|
| A     | 8        | 7.4        | 06:00-17:30   | 2026-03-13 17:02 |
| B     | 10       | 3.7        | 06:00-19:00   | 2026-03-13 17:02 |
| C     | 6        | 11.0       | 19:00-06:00   | 2026-03-12 09:40 |""",
     "With these limits, what is the site's peak draw at 17:00?",
     "Current schedule"),
    ("bank-statement", ["bank_statement", "dates"],
     """12/03/2026  CARD  VOLTARA CHARGING LEEDS     -26.02
12/03/2026  CARD  VOLTARA CHARGING LEEDS     -26.02
11/03/2026  CARD  CHARGEWELL*SESSION          -1.50
10/03/2026  CARD  CHARGEWELL*SESSION          -1.50""",
     "Was I charged twice for the same session on the 12th?",
     "My bank statement shows this"),
    ("partner-email", ["email", "roaming", "message_id"],
     """From: Roaming Ops <roaming@ewx.example>
Date: Tue, 10 Mar 2026 11:47:20 +0100
Message-ID: <c0ffee12-77aa-4b1e-9d3f-ewx-ops@ewx.example>
Subject: UNKNOWN_LOCATION rejections at VLT Leeds

Since 2026-03-10 06:00 CET all app starts by our drivers at LOC-VLT-LDS-004 are rejected.""",
     "Draft a reply asking for three example session attempts with their times.",
     "This came from our roaming partner"),
    ("otel-span", ["otel_span", "trace_id", "timestamps"],
     """{"traceId":"7a3f1c9e2b4d6f8a0c1e3f5a7b9d1e2f","spanId":"4c2e6a8b0d1f3e5a","name":"POST /remote-start",
 "startTimeUnixNano":"1773338702118000000","endTimeUnixNano":"1773338732120000000",
 "status":{"code":"STATUS_CODE_ERROR","message":"upstream timeout"}}""",
     "How long did this span take, and where did the time go?",
     "One span from our tracing backend"),
    ("grafana-alert", ["alert", "fingerprint", "timestamps"],
     """[FIRING:1] ChargerOfflineRate (site=KLC severity=page)
Value: offline_ratio=1.0
Starts at: 2026-03-10 15:56:00 +0000 UTC
Fingerprint: 8f3b2a1c9d7e6f05
Runbook: https://runbooks.voltara.example/charger-offline""",
     "Which runbook step should the on-call do first?",
     "Alert that paged me"),
    ("firmware-manifest", ["manifest", "sha256", "built_at"],
     """{"model": "H22", "version": "2026.03.1", "built_at": "2026-02-27T14:03:11Z",
 "sha256": "3b7e0f9a6c2d4e81f5a9b3c7d1e2f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8",
 "min_bootloader": "1.4.0", "signed_by": "hestia-release-2026"}""",
     "The charger says the signature check failed. Which fields should I compare first?",
     "Release manifest for the update"),
    ("driver-sms", ["sms", "times"],
     """VOLTARA: Charging stopped at 19:02. 44.1 kWh, EUR 26.02. Please move your car within 15 min to avoid an idle fee of EUR 0.40/min. Ref 7120998""",
     "I moved at 19:20. Will I be charged an idle fee, and how much?",
     "Got this text last night"),
]

# (name, lang, tags, block, question, lead-in)
BLOCKS_XX: list[tuple[str, str, list[str], str, str, str]] = [
    ("de-stoerungsmeldung", "de", ["fault_report", "erstellt_am"],
     """Meldungs-ID: STM-2026-004907
Erstellt am: 12.03.2026 07:18
Ladepunkt: DE*LPN*E0412*1
Fehlercode: 0x1F (Isolationsfehler)
Status: offen""",
     "Was bedeutet der Fehlercode, und muss die Säule gesperrt werden?",
     "Das hat mir mein Kollege geschickt"),
    ("de-ladequittung", "de", ["receipt", "dates"],
     """Ladequittung Nr. 2026-118204
Datum: 08.03.2026, Beginn 14:02, Ende 15:10
Geladene Energie: 38,6 kWh
Preis: 0,59 €/kWh, Blockiergebühr: 3,00 €
Gesamt: 25,77 €""",
     "Warum wurde eine Blockiergebühr berechnet, obwohl ich nur 68 Minuten dort war?",
     "Hier ist die Quittung"),
    ("fr-recu-session", "fr", ["receipt", "date"],
     """Reçu Borne Express
Date : 05/03/2026 09:12
N° de session : BX-7779014
Énergie : 18,2 kWh
Total TTC : 9,83 €""",
     "Le prix au kWh appliqué est-il bien celui affiché sur la borne ?",
     "Voici le reçu"),
    ("fr-courriel", "fr", ["email", "date_header"],
     """De : Service Hôtes <hotes@borne-express.example>
Date : mar. 3 mars 2026 10:05
Objet : Reversement de février

Bonjour, votre reversement de 1 284,50 € a été émis le 02/03/2026 (réf. REV-2026-02-0087).""",
     "Quand l'argent doit-il arriver sur mon compte ?",
     "J'ai reçu ce courriel"),
    ("es-sesiones-csv", "es", ["csv", "fecha"],
     """id_sesion,fecha_inicio,fecha_fin,kwh,importe_eur
RS-551004,2026-03-09 07:30,2026-03-09 08:12,24.8,14.63
RS-551077,2026-03-09 18:05,2026-03-09 18:06,0.1,2.00""",
     "¿Por qué la segunda sesión duró solo un minuto?",
     "Mi compañero me pasó esto"),
    ("it-log", "it", ["log", "timestamps"],
     """2026-03-07 21:14:02 INFO  colonnina RP-0912 avvio ricarica tessera=IT-RPP-C0042113
2026-03-07 21:14:05 ERROR colonnina RP-0912 contattore non chiuso (codice E42)
2026-03-07 21:14:06 INFO  colonnina RP-0912 ricarica annullata""",
     "Cosa significa il codice E42?",
     "Ecco il log della colonnina"),
    ("pt-recibo", "pt", ["receipt", "dates"],
     """Recibo EletroPosto
Data: 06/03/2026 12:40
Transação: EP-3390712
Energia: 19,3 kWh
Valor: R$ 45,36""",
     "O valor por kWh está certo?",
     "Segue o recibo"),
    ("nl-factuurregel", "nl", ["invoice_line", "dates"],
     """Factuurregel 14 - laadsessie LN-2026-0304-7781
Datum: 04-03-2026, 08:12 - 09:40
Energie: 31,5 kWh
Tarief: € 0,45 per kWh
Bedrag: € 14,18""",
     "Klopt dit bedrag met het tarief?",
     "Dit staat op mijn factuur"),
    ("ja-json", "ja", ["json", "created_at_ja"],
     """{"取引ID": "EC-20260308-01144", "作成日時": "2026-03-08T19:02:51+09:00", "充電器": "EC-TKY-0044", "充電量kWh": 22.7, "金額円": 1816}""",
     "この取引の充電時間はどれくらいですか？",
     "アプリの履歴をコピーしました"),
    ("ko-table", "ko", ["table", "dates"],
     """| 거래번호 | 충전 시작 | 충전 종료 | 충전량 | 금액 |
|---|---|---|---|---|
| CO-88120977 | 2026-03-09 08:02 | 2026-03-09 08:44 | 28.1 kWh | 9,273원 |
| CO-88121403 | 2026-03-10 19:15 | 2026-03-10 19:16 | 0.2 kWh | 1,000원 |""",
     "두 번째 충전은 왜 1,000원이 나왔나요?",
     "충전 내역 캡처입니다"),
    ("zh-order", "zh", ["json", "created_at_zh"],
     """{"订单号": "DZT202603120088", "创建时间": "2026-03-12 21:40:17", "电站": "望京站", "电量kWh": 35.2, "电费": 24.64, "服务费": 28.16}""",
     "服务费为什么比电费高？",
     "这是我的订单"),
    ("ru-log", "ru", ["log", "timestamps"],
     """12.03.2026 04:11:02 станция VT-0712: потеря связи с сервером
12.03.2026 04:16:09 станция VT-0712: связь восстановлена
12.03.2026 04:21:09 станция VT-0712: потеря связи с сервером""",
     "Почему связь пропадает ровно каждые пять минут?",
     "Вот журнал станции"),
    ("ar-receipt", "ar", ["receipt", "arabic_indic_digits"],
     """إيصال شحن — شبكة «شحنة»
التاريخ: ٢٠٢٦/٠٣/١١ الساعة ٢١:٠٤
رقم الجلسة: SH-٤٤٨٢١٠٣
الطاقة: ٣٢٫٥ كيلوواط ساعة
المبلغ: ٤٨٫٧٥ ريال""",
     "هل سعر الكيلوواط ساعة في هذا الإيصال صحيح؟",
     "هذا هو الإيصال"),
    ("he-receipt", "he", ["receipt", "dates"],
     """קבלה - רשת מטען
תאריך: 10.3.2026, 18:44
מספר טעינה: MT-220871
אנרגיה: 26.3 קוט"ש
סכום: 52.60 ש"ח""",
     "למה המחיר לקוט\"ש יצא 2 ש\"ח?",
     "זו הקבלה שקיבלתי"),
    ("hi-receipt", "hi", ["receipt", "devanagari_digits"],
     """ऊर्जा चार्ज रसीद
दिनांक: १२-०३-२०२६, समय: १९:२०
सत्र संख्या: UC-७७१०२४
ऊर्जा: १८.४ kWh
राशि: ₹ ४४१.६०""",
     "क्या यह दर सही है?",
     "यह मेरी रसीद है"),
    ("th-receipt", "th", ["receipt", "buddhist_era"],
     """ใบเสร็จ ชาร์จไว
วันที่ 9/3/2569 เวลา 20:11 น.
เลขที่รายการ CW-5501873
พลังงาน 21.6 kWh
ยอดชำระ 194.40 บาท""",
     "ค่าไฟต่อหน่วยในใบเสร็จนี้ถูกต้องไหม",
     "นี่คือใบเสร็จ"),
    ("el-receipt", "el", ["receipt", "dates"],
     """Απόδειξη ΦορτίΖω
Ημερομηνία: 08/03/2026 11:30
Αρ. συνεδρίας: FZ-330192
Ενέργεια: 17,9 kWh
Χρέωση αναμονής: 4,50 €
Σύνολο: 12,56 €""",
     "Γιατί χρεώθηκα αναμονή;",
     "Αυτή είναι η απόδειξη"),
    ("tr-invoice", "tr", ["invoice_line", "dates"],
     """Fatura satırı 3 - ŞarjHat
Tarih: 12.03.2026 16:20
Oturum no: SH-2026-771204
Bağlantı ücreti: 15,00 TL""",
     "Bu bağlantı ücreti neden üç kez yazılmış?",
     "Faturamda bu var"),
    ("pl-csv", "pl", ["csv", "utworzono"],
     """id_sesji;utworzono;zakonczono;kWh;kwota_zl
PNT-88102;2026-03-05 07:10;2026-03-05 07:58;29,4;67,62
PNT-88144;2026-03-05 17:32;2026-03-05 18:50;41,0;118,90""",
     "Dlaczego druga sesja jest o tyle droższa za kWh?",
     "Eksport z aplikacji"),
    ("vi-invoice", "vi", ["invoice", "dates"],
     """Hóa đơn VSạc
Thời gian: 19:30 ngày 07/03/2026
Mã phiên sạc: VS-2026-44120
Điện năng: 25,2 kWh
Thành tiền: 100.800 đ""",
     "Giá mỗi kWh trong hóa đơn này là bao nhiêu?",
     "Đây là hóa đơn của tôi"),
    ("sv-email", "sv", ["email", "skickat"],
     """Från: Laddkraft <kvitto@laddkraft.example>
Skickat: den 9 mars 2026 21:14
Ämne: Kvitto för laddning LK-2026-30917

Laddning vid ICA Maxi Uppsala, 28,4 kWh, 99,40 kr.""",
     "Stämmer priset per kWh med appens 3,50 kr?",
     "Jag fick det här mejlet"),
]

PLACEMENTS_EN = ["question_above", "block_first", "typed_under", "lead_in", "lead_in_colon", "earlier_user",
                 "earlier_assistant", "chatml", "llama3", "gemma", "phi3", "mistral", "rag", "react", "fenced",
                 "quoted", "indented", "very_end", "system_user", "both_sides"]
PLACEMENTS_XX = ["question_above", "block_first", "typed_under", "lead_in", "lead_in_colon", "chatml", "llama3",
                 "gemma", "phi3", "mistral", "fenced", "quoted", "indented", "very_end"]
SYSTEM_EN = "You are the support assistant of the Voltara charging network. Answer precisely and briefly."


def place(placement: str, block: str, ask: str, lead: str, name: str) -> str:
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{lead}:\n\n{block}\n\n{ask}"
    if placement == "lead_in_colon":
        return f"{ask} {lead}:\n{block}"
    if placement == "earlier_user":
        return (f"User: {lead}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "earlier_assistant":
        return (f"User: Can you show me the record again?\nAssistant: Here it is:\n{block}\n"
                f"User: {ask}\nAssistant:")
    if placement == "chatml":
        return (f"<|im_start|>system\n{SYSTEM_EN}<|im_end|>\n<|im_start|>user\n{lead}:\n{block}\n\n{ask}<|im_end|>\n"
                "<|im_start|>assistant\n")
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{lead}:\n\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {lead}:\n\n{block}\n\n{ask} [/INST]"
    if placement == "rag":
        return (f"Answer the question from the documents below and cite the document number.\n\n"
                f"Document 1 ({lead}):\n{block}\n\nQuestion: {ask}\nAnswer:")
    if placement == "react":
        return (f"Answer the question. Use the tools when you need data.\n\nQuestion: {ask}\n"
                f"Thought: I need the record first.\nAction: fetch_record[{name}]\nObservation:\n{block}\nThought:")
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{lead}:\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{lead}:\n\n{indented}\n\n{ask}"
    if placement == "very_end":
        return f"{ask} {lead}:\n\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_EN}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"


def negatives_pasted() -> list[Draft]:
    out: list[Draft] = []
    for k, (name, tags, block, ask, lead) in enumerate(BLOCKS_EN):
        placement = PLACEMENTS_EN[k % len(PLACEMENTS_EN)]
        out.append(Draft(place(placement, block, ask, lead, name), f"{SRC}neg:pasted:{name}",
                         ["hard_negative", "pasted", placement, *tags]))
    for k, (name, lang, tags, block, ask, lead) in enumerate(BLOCKS_XX):
        placement = PLACEMENTS_XX[(k * 3) % len(PLACEMENTS_XX)]
        out.append(Draft(place(placement, block, ask, lead, name), f"{SRC}neg:pasted:{name}",
                         ["hard_negative", "pasted", placement, *tags, "non_english", f"lang_{lang}"]))
    return out


# --- negatives: look-alikes that never move, values asked about, controls ---------------------------------

def negatives_lookalike() -> list[Draft]:
    out: list[Draft] = []

    def add(tags: list[str], name: str, text: str, lang: str = "en") -> None:
        hard = [] if "control" in tags else ["hard_negative"]
        extra = [] if lang == "en" else ["non_english", f"lang_{lang}"]
        out.append(Draft(text, f"{SRC}neg:{name}", [*hard, *tags, *extra]))

    add(["stable_header", "prompt_version", "knowledge_cutoff", "api_version"], "stable-prompt-header",
        """Prompt: driver-support
Prompt version: 4.2.0
Last reviewed: 2026-01-12
Knowledge cutoff: 2024-06
API version: 2025-09-01

You are the driver support assistant of Voltara. Answer questions about charging, cards and receipts.

Driver: Can I use my Voltara card at other networks' chargers?
Assistant:""")
    add(["llama3", "knowledge_cutoff_only"], "llama3-cutoff-only",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain OCPP 1.6 and 2.0.1 to new CSMS engineers. Use short examples.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is the difference between a Heartbeat and a StatusNotification?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""")
    add(["chatml", "prompt_revision", "protocol_version"], "chatml-revision",
        """<|im_start|>system
You are the OCPP 2.0.1 compliance helper of Ionis CSMS (prompt revision 2025-11-20). Protocol: OCPP 2.0.1
Edition 3. Answer with the requirement id when you can.<|im_end|>
<|im_start|>user
Must the charger send a TransactionEvent with triggerReason Deauthorized when the card is refused mid-session?<|im_end|>
<|im_start|>assistant
""")
    add(["front_matter", "approval_date", "tariff_effective"], "front-matter-tariff",
        """---
doc: public-tariffs-uk
approved: 2026-02-14
effective_from: 2026-03-01
currency: GBP
---
AC 22 kW: 0.52/kWh. DC 150 kW: 0.69/kWh. Overnight parking (22:00-06:00): 6.00 per hour after 2 hours.

Driver: I arrived at 21:30 and left at 07:00. Do I pay any overnight parking?
Assistant:""")
    add(["xml_attr", "site_id", "time_zone", "commissioned"], "xml-site-attrs",
        """<site id="KLC" tz="Europe/London" commissioned="2023-09-18" chargers="3"/>
You answer site hosts' questions about their chargers. Use the site's time zone for all times.

Host: What does 'commissioned' mean on our contract, and does the warranty start then?
Assistant:""")
    add(["json_inline", "tenant_uuid", "calver_build"], "json-tenant-build",
        """{"tenant":"6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b","build":"2026.02.3","region":"eu-west-1"}
You help the support team look up charger models and their firmware. Be exact about version numbers.

Agent: Is 2026.02.3 newer than 2026.2.10?
Answer:""")
    add(["html_comment", "template_revision"], "html-comment-revision",
        """<!-- template: idle-fee-explainer v3, revised 2025-11-04 -->
You explain idle fees to drivers: the grace period, the rate per minute and the cap.

Driver: Is there a maximum idle fee per session?
Assistant:""")
    add(["key_value_settings", "heartbeat", "tariff_effective"], "env-settings",
        """HEARTBEAT_INTERVAL=300
METER_SAMPLE_INTERVAL=60
IDLE_GRACE_MIN=45
TARIFF_EFFECTIVE=2026-01-01
CSMS_URL=wss://csms.voltara.example/ocpp

These are the defaults we push to new chargers. Is a 60-second meter sample interval too chatty for LTE
chargers with a 500 MB monthly plan?""")
    add(["unrendered_placeholder"], "unrendered-placeholders",
        """You are the VoltPass assistant. Current time: {{current_time}}. Request: {{request_id}}.

Driver: How do I add a second car to my account?
Assistant:""")
    add(["opening_hours", "stable_header"], "opening-hours",
        """Site: Kingsway Leisure Centre
Car park hours: Mon-Fri 06:00-22:00, Sat-Sun 07:00-20:00
Chargers: 3 x 22 kW AC
Support line: 0330 088 4400 (24/7)

You answer drivers' questions about this site.

Driver: Can I leave my car charging overnight on Saturday?
Assistant:""")
    add(["prices", "table"], "price-table",
        """Which option is cheapest for 40 kWh a week?

| Plan            | Monthly fee | Price per kWh | Session fee |
|-----------------|-------------|---------------|-------------|
| Pay as you go   | 0.00        | 0.69          | 0.35        |
| Chargewell Plus | 4.99        | 0.55          | 0.00        |
| Chargewell Max  | 12.99       | 0.45          | 0.00        |""")
    add(["phone_numbers"], "phone-numbers",
        """Format these support lines in E.164 for the app's contact page:
UK: 0330 088 4400
Ireland: 01 437 0921
Netherlands: 020 794 6600
Germany: 030 2291 7788""")
    add(["iban", "payout_details"], "host-iban",
        """Is this IBAN valid for our site host payouts, and which bank is it? GB33 BUKB 2020 1555 5555 55, account
name Marlow Road Car Park Ltd, payout reference HOST-20417.""")
    add(["sha256", "firmware_hash"], "firmware-hash",
        """The vendor published sha256 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f for firmware
2026.03.1, but my download gives 9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0e. Is one
character enough to reject the file?""")
    add(["relative_time"], "relative-times",
        """The charger went offline 12 minutes ago, came back 3 minutes later and has been stable for the last
9 minutes. The previous drop was about 2 hours ago. Is it worth sending a technician yet?""")
    add(["customer_id", "contract_id", "stable_header"], "stable-customer",
        """Customer ID: cus_Qb4N7xK2pL9sVt
Contract ID (eMA): GB-CWL-C12345678-X
Plan: Chargewell Plus (since 2024-09-01)
Cards: 2

You are Chargewell's account assistant. Use the account info to answer; do not read it out.

Customer: Can I move my second card to my partner's account?
Assistant:""")
    add(["evse_id", "location_id", "stable_header"], "stable-evse",
        """Location: LOC-VLT-LDS-004 (Albion Street multi-storey, Leeds)
EVSE: GB*VLT*E01207*1
Connector: CCS2, 150 kW
Operator: Voltara

You explain charger status to drivers standing at the charger.

Driver: The screen says "Reserved". Can I still use it?
Assistant:""")
    add(["dates_in_prose", "news"], "news-prose",
        """Summarise this for our partner newsletter in two sentences:

Voltara said on 2 March 2026 that it had opened 48 new rapid charging hubs in 2025 and plans another 60 by
the end of 2026. The company's network passed 10,000 charge points in January, and average session length
fell from 41 to 34 minutes between 2024 and 2025.""")
    add(["knowledge_cutoff", "sentence"], "cutoff-sentence",
        """You are an assistant with knowledge up to October 2024. If the user asks about tariffs or network
changes after that, say that you may be out of date and point to the app.

User: Did Voltara change its DC price this year?
Assistant:""")
    add(["api_version", "versioned_headers"], "api-version-headers",
        """X-Api-Version: 2024-11-01
OCPI-Version: 2.2.1
Accept: application/json

Our partner integration sends these headers on every call. If we move to OCPI 2.3, which one changes, and does
the date-based version mean anything for OCPI?""")
    add(["user_typed_clock"], "user-clock",
        """It's 21:40 here and the app says my charge is "scheduled for 00:30". I need 80% by 07:00 and the car is
at 35% on a 7.4 kW charger with a 64 kWh battery. Will it make it?""")
    add(["few_shot", "example_dates"], "few-shot",
        """Extract the charging session as JSON.

Example input: "Charged at Albion Street on 2026-01-14 from 08:10 to 09:02, 31 kWh"
Example output: {"site": "Albion Street", "date": "2026-01-14", "start": "08:10", "end": "09:02", "kwh": 31}

Input: "Kingsway, 2026-02-03, 17:40 to 18:55, 22.4 kWh"
Output:""")
    add(["iso_week", "planning"], "iso-weeks",
        """Our maintenance contract says each site gets one visit in 2026-W12 and one in 2026-W38. Which dates are
those weeks, and does W12 clash with the 23 March tariff change?""")
    add(["epoch", "asked_about"], "epoch-asked",
        """Convert 1773478867 and 1773478867118 to UK local time. Which one is in milliseconds? They come from a
charger's MeterValues.""")
    add(["uuid7", "asked_about"], "uuid7-asked",
        """Can you tell when this transaction id was created? 019ccf3a-7b21-7c4e-9a3d-5e6f7a8b9c0d. The partner says it's
a UUIDv7.""")
    add(["ulid", "asked_about"], "ulid-asked",
        """Our CSMS logs use ids like 01JP3S8X2F9K7M4N6Q1R5T8V0W. Is that a ULID, and can I sort log lines by it?""")
    add(["request_id", "asked_about"], "request-id-asked",
        """What does this request id mean? The app showed "Something went wrong (req_8Zq2LmX0vB7nT4)" when I tried to
add my card. Should I send it to support?""")
    add(["traceparent", "asked_about"], "traceparent-asked",
        """Support asked me for a trace id. Is it the middle part of this header?
traceparent: 00-9e1c3a5b7d9f1e2c4a6b8d0f2e4c6a8b-3f5a7c9e1b2d4f6a-01""")
    add(["date_arithmetic", "warranty"], "warranty-arithmetic",
        """Our wallbox was commissioned on 18 September 2023 with a 3-year warranty, extended by 12 months if
registered within 30 days. We registered on 10 October 2023. When does the warranty end?""")
    add(["maintenance_window", "stable_header"], "maintenance-window",
        """Maintenance window: every Tuesday 02:00-04:00 UTC
Firmware channel: stable
Fleet: Hestia H22 (1,214 units)

You plan firmware rollouts for this fleet. Never schedule outside the maintenance window.

Engineer: Can we push 2026.03.1 to half the fleet next week?
Assistant:""")
    add(["footer", "prompt_revision"], "footer-revision",
        """You write the monthly newsletter blurb for site hosts. Keep it under 80 words.

Topic: the new utilisation dashboard in the Host Hub.

--
prompt: host-newsletter v2 (revised 2025-12-01)
owner: partner-marketing""")
    add(["code", "timestamp_literal"], "code-freeze",
        """Why does this test fail only in March?

```python
from datetime import datetime
from zoneinfo import ZoneInfo

def test_idle_fee_window():
    t = datetime(2026, 3, 29, 1, 30, tzinfo=ZoneInfo("Europe/London"))
    assert idle_fee_applies(t) is True
```""")
    add(["sql", "timestamp_literal"], "sql-literals",
        """Why does this miss sessions that ended just after midnight?

SELECT session_id, kwh
FROM sessions
WHERE started_at >= '2026-03-01 00:00:00'
  AND ended_at   <  '2026-03-02 00:00:00';""")
    add(["regex", "id_tag"], "idtag-regex",
        """Write a regex that accepts RFID idTags like 04A2B93C1F6E80 (7-byte UIDs in hex, upper case) and rejects
4-byte ones like 8E21A7F0.""")
    add(["changelog", "release_dates"], "changelog",
        """Which of these releases should a site with E-31 false trips install?

2026.03.1 (2026-03-02): heartbeat default 300 s; fixes E-31 false RCD trips.
2026.02.3 (2026-02-09): connector lock retry fix; OCPP security profile 3.
2026.01.7 (2026-01-20): LTE modem watchdog.""")
    add(["control", "plain"], "plain-1",
        """You are the VoltPass assistant. Explain things simply.

Driver: What's the difference between AC and DC charging?
Assistant:""")
    add(["control", "plain"], "plain-2",
        """Write a friendly two-line sign for a car park telling drivers to unplug and move their car when charging
is finished.""")
    add(["rfid_uid", "stable_header"], "rfid-uid-header",
        """Card UID: 04A7C21B9F8E21
Card status: active
Linked account: cus_Qb4N7xK2pL9sVt

You help drivers with RFID cards. Use the card details to answer.

Driver: Can I use this card on a second car?
Assistant:""")
    add(["contract_dates", "markdown_table"], "host-contract-table",
        """| Field           | Value                  |
|-----------------|------------------------|
| Host            | Marlow Road Car Park   |
| Contract start  | 2024-05-01             |
| Revenue share   | 80/20 after card fees  |
| Payout day      | 4th business day       |

Host: When will my March payout arrive?
Assistant:""")
    add(["jwt", "asked_about"], "jwt-asked",
        """What claims are in this token, and has it expired? Our site host portal logs me out every hour.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJIU1QtMjA0MTciLCJpYXQiOjE3NzM0Nzg4NjcsImV4cCI6MTc3MzQ4MjQ2N30.Qm9ndXNTaWduYXR1cmVGb3JUZXN0aW5nT25seTEyMzQ1""")

    # other languages
    add(["stable_header", "price_list_date"], "de-preisliste", """Preisliste: Ad-hoc-Laden Ladepunkt Nord
Stand der Preisliste: 01.01.2026
AC: 0,49 €/kWh, DC: 0,69 €/kWh, Blockiergebühr ab der 241. Minute: 0,10 €/min

Kunde: Gilt die Blockiergebühr auch nachts?""", "de")
    add(["opening_hours"], "fr-horaires", """Le parking de la gare de Nantes est ouvert de 5 h 30 à 0 h 30. Les bornes
sont accessibles aux mêmes horaires. Puis-je laisser ma voiture en charge de 23 h à 6 h ?""", "fr")
    add(["knowledge_cutoff"], "es-corte", """Fecha de corte de conocimiento: 2024-10
Eres el asistente de Recarga Sur. Si te preguntan por tarifas actuales, remite a la app.

Cliente: ¿Cuánto cuesta ahora el kWh en los cargadores rápidos?""", "es")
    add(["versions"], "ja-versions", """充電器のファームウェアが 2.14.0 で、CSMS が OCPP 1.6J と 2.0.1 の両方に対応しています。
2026.03.1 にアップデートする前に確認すべきことは何ですか？""", "ja")
    add(["relative_time"], "ko-relative", """충전기가 10분 전에 꺼졌다가 3분 뒤에 다시 켜졌어요. 한 시간 전에도 똑같았는데, 기사님을 불러야 할까요?""",
        "ko")
    add(["prices"], "zh-prices", """电桩通的价格：峰时 1.20 元/度，平时 0.80 元/度，谷时 0.40 元/度，服务费 0.80 元/度。
晚上 23:00 到早上 7:00 充 40 度电要多少钱？""", "zh")
    add(["phone_numbers"], "ar-phones", """ما هو الرقم الصحيح لخدمة عملاء «شحنة»؟ في التطبيق مكتوب 920012345 وفي الموقع
+966 11 234 5678.""", "ar")
    add(["dates_in_prose"], "it-prose", """Riassumi in una frase: dal 1° aprile 2026 RicaricaPiù applicherà una tariffa
di sosta di 0,12 €/min dopo 60 minuti di ricarica completata; la tariffa non si applica dalle 22:00 alle 7:00.""",
        "it")
    add(["user_typed_clock"], "pt-relogio", """Agora são 22h10 e o app diz que a recarga começa às 23h00. O carro está em
20% e preciso de 80% às 6h30, num carregador de 7 kW com bateria de 60 kWh. Dá tempo?""", "pt")
    add(["tariff_effective", "table"], "pl-cennik", """Cennik PrądNaTrasie obowiązujący od 01.02.2026:
AC 22 kW — 1,89 zł/kWh
DC 50 kW — 2,39 zł/kWh
DC 150 kW — 2,69 zł/kWh
Opłata za postój po 60 min: 0,80 zł/min

Ile zapłacę za 35 kWh na DC 150 i 75 minut postoju?""", "pl")
    add(["iban"], "nl-iban", """Klopt dit IBAN voor de uitbetaling aan onze locatie: NL91 ABNA 0417 1643 00, t.n.v.
Parkeergarage De Kade B.V.?""", "nl")
    add(["customer_id", "stable_header"], "he-customer", """מספר לקוח: MT-C-0048211
מסלול: מנוי חודשי (מאז 01.06.2025)

לקוח: אפשר להעביר את המנוי לרכב חדש?""", "he")
    add(["few_shot", "example_dates"], "hi-few-shot", """नीचे दिए उदाहरण की तरह सत्र की जानकारी JSON में लिखें।

उदाहरण: "12-01-2026 को 18:10 से 19:00 तक 22 kWh" → {"date": "2026-01-12", "start": "18:10", "end": "19:00", "kwh": 22}

इनपुट: "03-02-2026 को 07:45 से 08:30 तक 15 kWh\"""", "hi")
    add(["relative_time"], "tr-relative", """Şarj istasyonu yarım saat önce hata verdi, beş dakika sonra düzeldi ama az önce
yine kapandı. Servis çağırmalı mıyım?""", "tr")
    add(["date_arithmetic"], "el-warranty", """Ο φορτιστής εγκαταστάθηκε στις 15/09/2023 με εγγύηση 3 ετών. Ισχύει ακόμη η
εγγύηση στις 20/08/2026;""", "el")
    add(["unrendered_placeholder"], "ru-placeholder", """Ты помощник сети «Вольтаж». Текущее время: {{current_time}}. Сессия: {{session_id}}.

Клиент: Как привязать вторую карту к аккаунту?""", "ru")
    return out


# --- assembly ---------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted() + negatives_lookalike()
    return make_holdout.assemble("hold108", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
