"""Build `prompt_normalizer/corpus/holdout98.jsonl`, a ninety-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout98.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (telecom,
broadband, ISP, carrier, number porting, PAC, eSIM, SIM swap, roaming, router, TR-069, outage,
technician, network alarm, MSISDN, ICCID, IMSI, Alertmanager, PagerDuty, Zabbix, DHCP, PPPoE) and the
passages around the hits, with the docstring of `make_holdout96.py`, the domain, source and
clarification passages of `make_holdout39.py` and the telecom passage of `make_holdout29.py` read in
full; of `make_holdout24.py` also its import block and its last 150 lines, for the structure of a
generator; and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the
generators' names.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout97.py` to `make_holdout104.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input,
spans are single lines, inputs are unique, the build is deterministic).

The domain is telecom carriers and internet providers: number porting, outage and fault tickets, SIM
swaps and eSIM activation, field technician visits, roaming and billing disputes, router provisioning
and network alarms. The earlier docstrings name neighbours of it: telecoms and network operations with a
porting hub relay, a port-out fraud check, a bulk-port planner, a Polish porting console, an ES2+
DownloadOrder, an HSS check, an eSIM app JWT, an activation kiosk, a SIM swap SMS writer, a TMF642 alarm
relay, an alarm correlation run, FieldPro tablets, splice uploads, a TR-069 connection request, TAP,
IOT and interconnect billing, Cisco, SNMP and LibreNMS material (make_holdout39); retail care with a
plan-change desk, roaming status "at" a time, a porting eligibility call, a line test, a SIM swap fraud
check (nonce and epoch) and an eSIM transfer in pretty JSON (make_holdout29); SIP, PBX and porting desks
(make_holdout11); router status pages and bundles as pasted content (make_holdout9); Alertmanager and
PagerDuty in platform and incident corpora (make_holdout4, make_holdout68). The scenarios here were
written around them: porting is seen from an MVNO's port-in wizard, a Japanese MNP desk, a French RIO
chat, a UK PAC leaver desk, a Spanish portabilidad chat and a made-up PortBridge gateway, never a hub
relay or a fraud check run; eSIM appears as LPA activation codes, ES9+ errors and EIDs, never ES2+ or an
HSS check; SIM swaps as a call transcript, an audit log and a store record; alarms as a made-up relay
and AlarmHub, a Zabbix-style problem, an NMS northbound notification and OLT syslog, never TMF642,
SNMP, LibreNMS or Alertmanager; router provisioning through TR-369 USP, a provisioning logfmt run, PPPoE,
DHCP and config backups, with TR-069 only as a pasted Inform; fault tickets as TMF621 trouble tickets.
The sources are:

* number porting: YAML front matter (`wizard_run` ULID, `opened`) over a donor rejection that stays, a
  Japanese header (`現在日時：`, `セッションID：`) over an MNP reservation number and expiry, a French
  `Horodatage serveur :` in RFC 2822 after a RIO code, a made-up `X-Numbr-Req` KSUID as the first line
  over a PAC SMS, a PortBridge delivery in pretty JSON (`delivery` UUIDv7, `received`; the event with
  its `completed_at` stays), a Mistral `[INST]` with `Consultado el:` (day-first) and `Ref. petición:`,
  a `Request-Id` beside a donor port id the agent asks about;
* outage and fault tickets: a ReAct tool line `[tool ... call=<nanoid> at=<time> status=200]` over a
  TMF621 ticket, "The network clock reads <time> on <date>." inside a system paragraph, an alarm relay's
  HTTP request (`X-Relay-Delivery`, `X-Relay-Sent` epoch; the problem with its `clock` stays), Korean
  `조회 시각:` and `추적 ID:` (traceparent), German `Stand der Abfrage:` and `Sitzung:`, an outage API
  observation "as of <time>", `generated_at` at the head of the prompt over a ticket export opening with
  `created_at`;
* SIM swap and eSIM: a ChatML system turn (`Activation attempt:` ULID, `Now (UTC):`) over an LPA code,
  a call transcript `<call id=... started=... queue=... site=...>`, Italian `Ora del server:`
  (Python `str()`) and `Sessione:` UUIDv7, a Thai `รหัสคำขอ:` ULID at the tail, a Llama 3 system
  `Request stamp:` epoch in ms beside an EID, an `X-Request-Id` over a SIM change reference the
  customer quotes;
* field technician visits: markdown session rows (`Chat opened` RFC 2822, `Chat ref`) over a pasted
  booking e-mail, a van position "polled at <ctime>", Portuguese `Carimbo do pedido:` (`isoformat()`)
  and `Sessão técnica:`, a Japanese `受付時刻：` first line, a Hindi `अनुरोध आईडी:` UUIDv7 first line,
  `<dispatch_context request=... issued=...>` (Go RFC3339Nano) followed by stable attributes, Swahili
  `Saa ya ombi:` and KSUID `Kikao:` after the customer's message;
* roaming and billing disputes: a dispute desk header (KSUID session, Windows `Desk clock:`, stable team)
  over roaming sessions CSV, Greek `Αναγνωριστικό συνομιλίας:` and `Ώρα αιτήματος:`, Arabic `رقم التتبع:`
  and `الطابع الزمني:` epoch over transaction ids the customer quotes, Polish `Znacznik czasu żądania:`
  (Log4j) after pasted call lines, Turkish `Sorgu zamanı:` and `İstek kimliği:` first, a
  `Correlation-ID` beside a transaction UUIDv7 the customer asks about, a bill writer's footer (GNU `date`
  `Compiled`, hex `job`; the `--` and `billwriter 3.4` stay);
* router provisioning: a USP GET_RESP received for the request (`msg_id` moves; the parameters,
  `FirstUseDate` included, stay), a logfmt head `prov run=<ULID> started=<time> acs=... profile=...`,
  Dutch `Tijdstip van aanvraag:` and `Sessie-ID:`, lower-case `x-correlation-id` and `x-request-time`
  over a pasted DHCP lease table, a single-line JSON head (`rq` UUIDv7, `at` epoch ms), Russian
  `Сейчас:` and ObjectId `Сессия:` over a pasted router log, an HTML comment `render_id` above a stable
  template comment, a Spanish `Reloj del sistema:` over a PPPoE log;
* network alarms: Chinese `会话编号：` and `查询时间：` over alarm details, Vietnamese `Thời điểm truy
  vấn:` and base64url `Mã yêu cầu:` at the tail, an AlarmHub delivery (`ah-delivery` KSUID, `ah-ts`
  epoch ms; `ah-source` and the alarm stay), Indonesian `Waktu server:` and `ID sesi:`, a digest line
  "Alarm digest run <hex> at <time> on noc-digest-2.", a Hebrew `מזהה בקשה:` UUIDv7;
* prompt edges and scaffolds: a bare KSUID first, a bare epoch last, a bare `isoformat()` time first, a
  bare ULID last, a RAG `<context retrieved=... query_id=... kb=...>` (the documents' `updated` dates
  stay), a Mattermost outgoing webhook received (`post_id`, `timestamp`; the webhook `token` stays), a
  Telegram update relayed in single-line JSON (`update_id`, `message_id`, `date`; bot and chat stay),
  a crew agent's `Task started:` (.NET "o") and `Crew run:`, "Today is <long date>." in a system
  sentence, Swedish `Begäran mottagen:` and X-Ray `Spårnings-ID:`, Czech `Čas dotazu:` and base64url
  `Relace:` at the tail, Finnish `Pyynnön aika:` and `Istunto:` first, a Romanian `sentry-trace` over a
  stable `baggage`, a Hungarian footer (`Lekérdezve:`, `Kérés:`), a CLF-bracketed time and `req=` on a
  relayed report line, a Ukrainian `Мітка часу запиту:` (Python logging) over a ticket with its own
  `Створено:`, a Kazakh `Сессия токені:` JWT at the tail, a Bengali `অনুরোধের সময়:` first line, a CLI
  agent `<env>` block (JavaScript `toString()` `Local time:`, ULID `Agent session:`), `X-Request-Start`
  in microseconds between stable headers;
* the generated family: ten bodies (six English, one each in Spanish, German, French and Japanese),
  each with a pasted record of its own (a port-out CSV with `requested_at`, a status-page incident with
  a UUIDv7 and `started_at`, an eSIM e-mail with `Date`, a visit logfmt with a ULID `visit_id`, a
  roaming usage CSV in epoch seconds, provisioning YAML with `created`, alarm `ts=` lines, a SIM swap
  record with `Zeitpunkt:`, a `<rendezvous>` with `cree`, billing lines with Japanese times), each in
  three of seven positions (head, system tail, after the user's message, footer, front matter,
  single-line JSON member, XML attribute) with one field: `Context time`, `req`, `Served`, `ops.now`,
  `request`, `Conversation`, `context_fetched_at`, `Pass`, `Wallclock`, `traceparent`, `t0`, `ctx_id`,
  `stamp`, `Ticket session`, `As of`, `Provision request`, `Sent`, `nonce`, and `Hora actual`, `ID de
  sesión`, `marca`, `abrufzeit`, `Anfrage-ID`, `Erzeugt`, `Horodatage`, `Identifiant de requête`,
  `horodatage`, `現在時刻`, `リクエストID`, `照会日時`.

The negatives: 63 pasted records in twenty placements (question above, block at the very start, typed
right under the question, "Here is the export from ...:", "Below is what ... returned:", "My colleague
sent this ...:", an earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and
Mistral turns, a RAG document, a tool observation, fenced, quoted, both sides, a user turn under a
system prompt and the very end of the prompt): a TMF621 ticket with `creationDate`, a number port
request XML with `RequestId` and `SubmittedAt`, a roaming CDR CSV, an eSIM device log with EID and
ICCID, a SIM swap audit logfmt opening with `ts=` and carrying ULID `request_id`s, a router syslog, a
job sheet YAML opening with a ULID `id` and `created`, a wholesale outage e-mail with `Date` and
`Message-ID`, a webhook delivery log table, `curl -v` output with `date` and `x-request-id`, a dispute
form export opening with `Response ID` and `Submitted`, an alarm history table, a single-line problem
JSON with `clock` epochs, KSUID router events, an event bus record with UUIDv7 `event_id` and
`occurred_at`, a complaint e-mail, a chat export with engineer messages, an ICS with `DTSTAMP` and
`UID`, OLT RFC 5424 syslog, a USP notify with `msg_id`, a BNG session with `Session-ID` and `Up since`,
a porting SMS history, invoice lines in epoch ms, a speed test JSON with `timestamp` and a result UUID,
a change record, a booking API response with a ULID, a roaming welcome SMS, a TR-069 Inform with
`CurrentTime`, an ombudsman letter, an app crash log with a session UUID, a Wi-Fi client list, an IoT
SIM inventory with `activated_at`, an ES9+ HTTP response with `Date`, a usage page with `Updated`, a
router config backup with `LastModified`, fleet GPS pings, an NMS notification with `notificationId`
and `eventTime`, a porting LOA and a survey export with respondent UUIDs; and in other languages a
Spanish porting CSV (`fecha_alta`, `id_solicitud`), a German fault e-mail (`Erstellt am:`), a French
roaming invoice (`horodatage`), a Japanese outage history (`発生日時`), Korean eSIM JSON (`개통일시`,
`요청번호`), a Chinese work order XML (`创建时间`), a Russian router journal, a Brazilian protocol
e-mail, an Italian SIM swap record (`Data e ora`), an Arabic invoice table, a Hebrew SMS history, Hindi
visit JSON (`created_at`), a Polish alarm CSV (`czas_wystąpienia`), a Turkish dispute form
(`Oluşturulma:`), a Dutch outage notice (`Aangemaakt:`), Thai roaming lines, a Greek porting SMS,
Vietnamese report YAML (`tao_luc`, `cap_nhat_luc`), an Indonesian router log, Ukrainian ticket JSON
(`створено`, UUIDv7 `id`), a Korean usage page (`기준 시각`), a Spanish e-mail (`Fecha:`), a German SIM
table (`Aktiviert am`) and Portuguese alarm XML (`dataHora`). Eleven look-alikes in program positions (a
prompt version, review date and tariff book header, a Llama 3 header with only its cutoff, account XML
attributes with a billing day and customer-since date, a CalVer build in single-line JSON, unrendered
`{{now}}` and `{{session_id}}`, a markdown account table with contract dates, a footer's policy
revision, `KEY=value` CPE settings with a provisioning date, a Japanese stable header, a ChatML
knowledge cutoff and price list date, a maintenance window header); seven values the user types or asks
about (an epoch from a router log, a UUIDv7 port id, a KSUID ticket, the user's own clock, few-shot
dates, a Korean epoch in ms, typed SIM swap and password reset times); six near-misses (a PortBridge
delivery pasted to debug, a bot prompt with `Current time:` and `Session:` pasted from a debug console,
report front matter with `generated_at` and a ULID `export_run` pasted to proofread, a Mattermost
payload pasted to debug, a SIM swap record in an earlier assistant turn, an app request with
`X-Request-Id` and `X-Client-Time` pasted to ask which id to give support), two plain controls, and ten
generated hard negatives: the family's bodies with one stable value (plan catalogue, region, knowledge
cutoff, build, billing day, model, time zone, tariff date, region, plan) at a position the body's
positives do not use.

What it is: 197 prompts. 98 carry volatile fields (139 spans): 68 hand-written positives (109 spans; 40
with two or more fields) and 30 generated ones. 99 carry none. About three prompts in eight are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Thai, Devanagari, Bengali, Greek,
Arabic, Hebrew, Cyrillic). The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout96.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Telecom records the user pastes are content wherever they sit and however they open: ticket creation
  and update times, port request ids and submission times, CDR start times, device and router log
  stamps, EIDs, ICCIDs and IMSIs, a SIM swap audit line's `ts=` and its `request_id`, a job sheet's ULID
  `id`, `created`, `arrived` and `departed`, a delivery log's ids and times, `curl` response `date` and
  `x-request-id`, a form's `Response ID` and `Submitted`, monitoring `clock` epochs, KSUID and UUIDv7
  event ids, `DTSTAMP`, a BNG `Session-ID`, a TR-069 Inform's `CurrentTime`, a usage page's `Updated`
  or `기준 시각`, a backup's `LastModified`, an NMS `notificationId` -- also right under the question,
  at the very start of the message, in an earlier user or assistant turn, in a RAG document, in a tool
  observation or as the last thing in the prompt.
* Fetched for this request: the program's stamp and the ids it minted move (a tool line's `call=` and
  `at=`, a USP `msg_id`, a RAG `query_id` and `retrieved`, "as of <time>" on an outage observation, a
  van position "polled at <time>"); what was fetched stays (the TMF621 ticket with its
  `creationDate`, the router parameters with `FirstUseDate`, the outages with their raise times, the
  coordinates). A router's own clock parameter was kept out of the tool results rather than decided.
* Deliveries received for this request move their envelope (PortBridge `delivery` and `received`, a
  relay's `X-Relay-Delivery` and `X-Relay-Sent`, AlarmHub `ah-delivery` and `ah-ts`, Mattermost `post_id`
  and `timestamp`, Telegram `update_id`, `message_id` and `date`) and keep the payload and the stable
  parts (the event and its `completed_at`, the problem and its `clock`, `ah-source`, the channel, the
  outgoing webhook's `token` -- fixed per webhook --, the bot name and chat id). The same kinds pasted
  to be debugged stay whole.
* A call's `id` and `started` are a conversation id and its start and move; queue and site stay. Chat
  rows (`Chat opened`, `Chat ref`) move and stable rows stay.
* Near-misses: `generated_at` at the head of the prompt moves while the `created_at` opening the pasted
  export stays; the donor port id, the transaction UUIDv7, a SIM change reference and ticket numbers the
  user quotes stay beside the `Request-Id`, `Correlation-ID` or `X-Request-Id` that moves.
* "Now" and request times in any language move, including labels no detector would guess (`Desk clock`,
  `ops.now`, `Wallclock`, `t0`, `Pass`, `Served`, `Stand der Abfrage` -- the state of this query, unlike a
  document's `Stand` --, `受付時刻`, `Saa ya ombi`, `Reloj del sistema`, `Сейчас`); a run id moves, a
  build or tool version (`billwriter 3.4`, `care-bot 7.3.0`) stays; knowledge cutoffs, price list and
  tariff dates, a maintenance window, a provisioning date, contract dates and unrendered placeholders
  stay.
* Spans follow rule 3: sentence spans ("The network clock reads ... on ....", "Today is ....") and
  phrases with their preposition ("as of <time>", "at <time>") are cut where the rest still reads;
  `key=value` pairs, a CLF bracket, XML attributes and single-line JSON members (with their comma, never
  last in their object) are inline spans; a ChatML or Llama 3 system stamp sits on its own line with a
  stable line after it; header lines, YAML keys, markdown rows, pretty JSON members (never last), footer
  lines after `--` and a bare value alone on its line are whole-line spans, and the `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Agent:`, `Thought:`, `Scout:`) or a chat
  template's reply header on a line of its own (ChatML, Llama 3) end positives; the Mistral positive has
  its trailer after `[/INST]` as rule 4 gives it; Gemma and Phi-3 prompts appear only among the
  negatives; prompts in other languages end with the user's message or with the metadata after it.
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
    CEST,
    CET,
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
    js_iso,
    js_tostring,
    log4j_iso,
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    unix_date,
    v,
    windows_general,
)

SEED = 20390398
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout98.jsonl"
SRC = "holdout98:"

KST = timezone(timedelta(hours=9), "KST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
BRT = timezone(timedelta(hours=-3), "BRT")
WIB = timezone(timedelta(hours=7), "WIB")
EET = timezone(timedelta(hours=2), "EET")
GST = timezone(timedelta(hours=4), "GST")
CST8 = timezone(timedelta(hours=8), "CST")

POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []

CARE = (
    "You are the care assistant of Helix Mobile & Fibre. Answer from the account data and the material "
    "the customer gives you, and say plainly when something needs a human agent."
)


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def dmy(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def d(marked: str, slug: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{slug}", tags)


# --- hand-written positives: number porting ---------------------------------------------------------------------


@pos
def _portin_wizard_front_matter(g: Gen) -> Draft:
    t, r = g.moment(), g.moment()
    return d(
        f"""---
{v("run_id", "wizard_run: " + g.ulid(t))}
{v("datetime", "opened: " + rfc3339(t))}
brand: Tidewave Mobile
flow: port-in
---
The customer's port-in was rejected by the donor operator. Explain the rejection in plain words and tell
them what to change before resubmitting.

Donor response:
reject_code: 6B
reject_text: Account number does not match donor records
donor: NorthPeak Wireless
submitted_at: {rfc3339(r)}
rejected_at: {rfc3339(r + timedelta(minutes=47, seconds=12))}

Customer: I typed the account number straight off my last bill, so why was it rejected?
Assistant:""",
        "porting:wizard-front-matter",
        ["front_matter", "ulid", "rfc3339", "pasted_record_below"],
    )


@pos
def _mnp_japanese_header(g: Gen) -> Draft:
    t = g.moment(JST)
    exp = g.moment(JST)
    return d(
        f"""あなたはサクラモバイルのMNP転入サポートです。お客様の情報をもとに、丁寧に案内してください。
{v("datetime", "現在日時：" + iso_space(t))}
{v("session_id", "セッションID：" + g.uuid4())}
ブランド：サクラモバイル

お客様：前の会社でMNP予約番号をもらいました。
予約番号：{g.digits(10)}
有効期限：{exp:%Y年%m月%d日}
この番号で今日中に転入の手続きはできますか？""",
        "porting:mnp-japanese",
        ["header_block", "japanese", "fullwidth_colon", "uuid4", "pasted_record_below"],
    )


@pos
def _rio_french_tail(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return d(
        f"""Tu es l'assistant portabilité de Lumio Télécom. Réponds en français, en phrases courtes.

Client : Bonjour, j'ai obtenu mon RIO en appelant le 3179 : 02 P 4K7 91Q 2C8 W. L'opérateur m'a dit
qu'il était valable 40 jours. Si je souscris chez vous ce soir, mon numéro sera porté quand ?

{v("datetime", "Horodatage serveur : " + rfc2822(t))}""",
        "porting:rio-french-tail",
        ["tail", "french", "rfc2822", "id_in_content"],
    )


@pos
def _pac_sms_request_header_first(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""{v("request_id", "X-Numbr-Req: " + g.ksuid(t))}
You help customers of Fernhill Telecom who are leaving. Never try to talk them out of it; just explain
the process.

Customer: I got this text after asking for my code, what do I do with it?

"Your PAC is FHT{g.digits(6)}. It is valid until {g.moment():%d/%m/%Y}. Give it to your new provider and
your number will move on the next working day. Fernhill Telecom"
Assistant:""",
        "porting:pac-first-line",
        ["head", "made_up_label", "ksuid", "pasted_sms"],
    )


@pos
def _portbridge_envelope_received(g: Gen) -> Draft:
    t = g.moment()
    done = t - timedelta(seconds=g.small(20, 400))
    return d(
        f"""You are the porting notifier of Kestrel Connect. Write one SMS (at most 160 characters) telling
the customer their number has arrived. Use the completion time from the event, in UK time.

PortBridge delivery received for this request:
{{
  {v("delivery_id", '"delivery": "' + g.uuid7(t) + '",')}
  {v("datetime", '"received": "' + js_iso(t) + '",')}
  "event": {{
    "type": "port.completed",
    "port_id": "PB-{g.digits(8)}",
    "msisdn": "+4477009{g.digits(5)}",
    "completed_at": "{rfc3339(done)}"
  }}
}}
Assistant:""",
        "porting:portbridge-envelope",
        ["json_pretty", "delivery_envelope", "uuid7", "payload_stays"],
    )


@pos
def _portabilidad_mistral(g: Gen) -> Draft:
    t = g.moment().astimezone(CET)
    return d(
        f"""<s>[INST] Eres el asistente de portabilidad de Olivo Móvil. Contesta en español.
{v("datetime", "Consultado el: " + dmy(t))}
{v("request_id", "Ref. petición: " + g.hex(20))}

Me llegó este mensaje de mi compañía actual:
"Solicitud de portabilidad {g.digits(9)} recibida. Ventana de cambio: {g.moment():%d/%m/%Y} entre 02:00 y 06:00."
¿Me quedaré sin línea toda la noche? [/INST]""",
        "porting:mistral-spanish",
        ["mistral", "spanish", "day_first", "hex_id", "pasted_sms"],
    )


@pos
def _port_id_asked_beside_request_id(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Porting desk assistant for Brackenridge Telecom. Look up the order the agent names and say what
blocks it.
{v("request_id", "Request-Id: " + g.uuid7(t))}
Agent: Eileen M.

Agent: Port order PO-{g.digits(7)} has been stuck in "awaiting donor" since Tuesday. The port id on
the donor side is {g.ulid(g.moment())}. Who do I chase?
Assistant:""",
        "porting:id-asked-beside-request-id",
        ["header_block", "uuid7", "near_miss", "id_in_question"],
    )


# --- outage and fault tickets -------------------------------------------------------------------------------------


@pos
def _trouble_ticket_tool_result(g: Gen) -> Draft:
    t, c = g.moment(), g.moment()
    tid = "TT-" + g.digits(7)
    return d(
        f"""Thought: I need the ticket before I can answer the customer.
Action: get_trouble_ticket
Action Input: {{"id": "{tid}"}}
[tool get_trouble_ticket {v("call_id", "call=" + g.nanoid())} {v("datetime", "at=" + rfc3339(t, 3))} status=200]
Observation: {{"id": "{tid}", "severity": "major", "status": "inProgress", "creationDate": "{rfc3339(c)}", "expectedResolutionDate": "{rfc3339(c + timedelta(hours=8))}", "description": "No sync on VDSL line, cabinet 14"}}
Thought:""",
        "fault:tmf621-tool-result",
        ["tool_result", "key_value", "nanoid", "payload_stays", "react"],
    )


@pos
def _outage_sentence_in_system(g: Gen) -> Draft:
    t = g.moment_eu()
    s = g.moment_eu()
    return d(
        f"""You write short outage updates for Ardent Fibre's status SMS. {v("datetime", "The network clock reads " + f"{t:%H:%M:%S} on {iso_date(t)}.")} Keep every update under 140
characters and never promise a fix time that engineering has not given.

Incident: fibre cut between Leiden and Katwijk exchanges, started {s:%H:%M} {iso_date(s)}, splicing
crew on site, estimated restore "this evening".

Write the update.
Answer:""",
        "fault:sentence-in-system",
        ["templated_sentence", "inline", "iso_date", "incident_time_stays"],
    )


@pos
def _alarm_relay_headers(g: Gen) -> Draft:
    t, r = g.moment(), g.moment()
    return d(
        f"""POST /hooks/noc-assistant HTTP/1.1
Host: noc-bot.internal.example
{v("delivery_id", "X-Relay-Delivery: " + g.uuid4())}
{v("datetime", "X-Relay-Sent: " + str(epoch_s(t)))}
Content-Type: application/json

{{"problem": {{"eventid": "{g.digits(8)}", "name": "High ICMP ping loss on bng-ams-03", "severity": "High", "clock": "{epoch_s(r)}", "host": "bng-ams-03"}}}}

Summarise the problem for the on-call engineer in two lines.
Assistant:""",
        "fault:alarm-relay-headers",
        ["http_request", "delivery_envelope", "epoch_s", "payload_stays"],
    )


@pos
def _korean_outage_lookup(g: Gen) -> Draft:
    t = g.moment(KST)
    return d(
        f"""당신은 한빛텔레콤 고객센터 상담 도우미입니다. 장애 정보를 바탕으로 고객에게 설명하세요.
{v("datetime", "조회 시각: " + rfc3339(t))}
{v("trace_id", "추적 ID: " + g.traceparent())}

장애 공지
지역: 경기 성남시 분당구
유형: 인터넷 접속 불가
발생: {g.moment(KST):%Y-%m-%d %H:%M}
복구 예정: 미정

고객: 어제 밤부터 인터넷이 안 되는데 이 장애 때문인가요? 요금 감면이 되나요?""",
        "fault:korean-lookup",
        ["header_block", "korean", "traceparent", "notice_stays"],
    )


@pos
def _german_status_query(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Du bist der Störungsassistent von Rheinnetz. Antworte auf Deutsch und knapp.
{v("datetime", "Stand der Abfrage: " + dotted(t))}
{v("session_id", "Sitzung: " + g.b62(22))}

Störungsmeldung 4471-{g.digits(4)}: Ausfall Kabel-TV und Internet in 50667 Köln, gemeldet
{dotted(g.moment_eu())}, Techniker informiert.

Kunde: Bei mir geht seit heute früh nichts mehr. Ist das die Störung oder mein Router?""",
        "fault:german-query-time",
        ["header_block", "german", "dotted_date", "base62"],
    )


@pos
def _react_outage_as_of(g: Gen) -> Draft:
    t = g.moment()
    a, b = g.moment(), g.moment()
    return d(
        f"""Question: Is there a known outage affecting postcode LS6 3AA?
Thought: Check the outage API.
Action: outages.by_postcode("LS6 3AA")
Observation: outages for exchange Headingley {v("datetime", "as of " + rfc3339(t))} (from the outage API):
- OUT-{g.digits(6)} broadband, raised {iso_space(a)}, cause: power at cabinet 22
- OUT-{g.digits(6)} voice, raised {iso_space(b)}, cause: under investigation
Thought:""",
        "fault:react-as-of",
        ["tool_result", "phrase_with_preposition", "inline", "records_stay"],
    )


@pos
def _generated_at_head_vs_created_at(g: Gen) -> Draft:
    t, c = g.moment(), g.moment()
    return d(
        f"""{v("datetime", "generated_at: " + rfc3339(t))}
You are a fault-desk summariser. Summarise the ticket below for the morning stand-up in three bullet
points.

Below is the ticket export:
created_at: {rfc3339(c)}
ticket: FLT-{g.digits(6)}
customer: Ostrava Logistics s.r.o.
service: Ethernet 1G, circuit ETH-{g.digits(5)}
updates:
  - {rfc3339(c + timedelta(minutes=18))} NOC: LOS on customer NTU, dispatching
  - {rfc3339(c + timedelta(hours=3, minutes=2))} Field: replaced SFP at handoff, link up
Answer:""",
        "fault:generated-at-vs-created-at",
        ["head", "near_miss", "rfc3339", "pasted_record_below"],
    )


# --- SIM swap and eSIM --------------------------------------------------------------------------------------------


@pos
def _esim_chatml_activation(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""<|im_start|>system
You troubleshoot eSIM activation for Corvid Mobile customers. Ask for one thing at a time.
{v("run_id", "Activation attempt: " + g.ulid(t))}
{v("datetime", "Now (UTC): " + iso_space(t))}
Tier: prepaid<|im_end|>
<|im_start|>user
Scanning the QR fails. The code printed under it is LPA:1$smdp.corvid.example${g.b62(4).upper()}-{g.b62(4).upper()}-{g.b62(4).upper()}-{g.b62(4).upper()}
and the phone says "Unable to download eSIM (error 8.1.1)" at {g.moment():%H:%M}. Is the code used up?<|im_end|>
<|im_start|>assistant
""",
        "esim:chatml-activation",
        ["chatml", "system_tail", "ulid", "code_in_question"],
    )


@pos
def _sim_swap_call_xml(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Summarise this call for the fraud team in one paragraph.

<call {v("conversation_id", 'id="' + g.uuid4() + '"')} {v("datetime", 'started="' + rfc3339(t) + '"')} queue="sim-swap" site="Cork">
Caller: I lost my phone yesterday around six in the evening and need a new SIM on the same number.
Agent: I can do that. For security I will send a one-time code to your email.
Caller: I don't have access to that email any more, can you send it to a different one?
</call>
Answer:""",
        "simswap:call-xml",
        ["xml_attributes", "stable_neighbours", "conversation_id", "transcript_stays"],
    )


@pos
def _sim_swap_italian(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Sei l'assistente antifrode di Vela Mobile. Rispondi in italiano.
{v("datetime", "Ora del server: " + py_str(t))}
{v("session_id", "Sessione: " + g.uuid7(t))}

Cliente: Ho fatto il cambio SIM in negozio il 3 marzo alle 18:40 e da allora non ricevo gli SMS
della banca. La banca dice che il blocco dura 72 ore dal cambio. Quando finisce?""",
        "simswap:italian",
        ["header_block", "italian", "py_str", "uuid7", "user_time_stays"],
    )


@pos
def _esim_thai_tail(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""คุณคือผู้ช่วยของ สยามโมบาย ตอบเป็นภาษาไทยอย่างสุภาพ

ลูกค้า: ฉันเปลี่ยนมือถือใหม่และต้องการ QR eSIM ใหม่ หมายเลขบัตรประชาชนลงท้าย 4471 ต้องไปที่ร้านหรือไม่

{v("request_id", "รหัสคำขอ: " + g.ulid(t))}""",
        "esim:thai-tail",
        ["tail", "thai", "ulid"],
    )


@pos
def _llama3_esim_transfer_stamp(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You help Quarry Wireless customers move an eSIM to a new phone.
{v("datetime", "Request stamp: " + str(epoch_ms(t)))}
Market: NZ<|eot_id|><|start_header_id|>user<|end_header_id|>

My old phone shows EID {g.digits(32)}. Do I need it for the transfer?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
        "esim:llama3-stamp",
        ["llama3", "epoch_ms", "id_in_question"],
    )


@pos
def _sim_swap_event_id_asked(g: Gen) -> Draft:
    return d(
        f"""{v("request_id", "X-Request-Id: " + g.hex(32))}
Customer: I just got "SIM change completed on your number (ref SWP-{g.digits(8)})" and I did NOT ask for
this. My bank app also logged me out at {g.moment():%H:%M}. What do I do right now?
Assistant:""",
        "simswap:ref-asked",
        ["head", "hex_id", "near_miss", "ref_in_message"],
    )


# --- field technician visits --------------------------------------------------------------------------------------


@pos
def _reschedule_markdown_table(g: Gen) -> Draft:
    t, sent = g.moment(), g.moment()
    visit = g.moment()
    return d(
        f"""You reschedule engineer visits for Moorland Broadband. Offer at most three slots.

| Field | Value |
|---|---|
| Region | North West |
{v("datetime", "| Chat opened | " + rfc2822(t) + " |")}
{v("conversation_id", "| Chat ref | " + g.nanoid() + " |")}
| Channel | web |

User: I can't make this one, can we move it to a Saturday?

From: Moorland Broadband <appointments@moorland.example>
Date: {rfc2822(sent)}
Subject: Your engineer visit is booked

Your engineer will arrive on {long_date(visit)} between 08:00 and 13:00. Job reference JB-{g.digits(7)}.
Assistant:""",
        "visit:markdown-table",
        ["markdown_table", "rfc2822", "nanoid", "pasted_email_below"],
    )


@pos
def _van_position_phrase(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Write the "engineer on the way" SMS for this job. Say the engineer's first name and a 30-minute
arrival window; do not give the van's position.

Van position polled {v("datetime", "at " + ctime(t))} for this request: 53.4808,-2.2426 (Ancoats).
Engineer: Priya K. Job FT-{g.digits(6)}, customer postcode M4 6DE, slot 12:00-16:00.
Answer:""",
        "visit:van-polled-at",
        ["phrase_with_preposition", "ctime", "inline"],
    )


@pos
def _visit_report_portuguese(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(0), "WET"))
    v_at = g.moment(timezone(timedelta(0), "WET"))
    return d(
        f"""És o assistente de qualidade da Atlântica Fibra. Resume o relatório do técnico em português de
Portugal, em três frases.
{v("datetime", "Carimbo do pedido: " + py_iso(t))}
{v("session_id", "Sessão técnica: " + g.hex(24))}

Relatório de visita OT-{g.digits(7)}
Chegada: {v_at:%d/%m/%Y %H:%M}  Saída: {(v_at + timedelta(hours=1, minutes=35)):%d/%m/%Y %H:%M}
Trabalho: substituição do ONT, potência ótica -19,8 dBm, teste de velocidade 940/310 Mbps.
Observações: cliente pediu nova tomada na sala, fica para nova visita.""",
        "visit:portuguese-report",
        ["header_block", "portuguese", "isoformat", "hex_id", "report_stays"],
    )


@pos
def _visit_japanese_reception(g: Gen) -> Draft:
    t = g.moment(JST)
    w = g.moment(JST)
    return d(
        f"""{v("datetime", "受付時刻：" + f"{t:%Y/%m/%d %H:%M:%S}")}
光回線の開通工事についてのお問い合わせです。工事の流れをわかりやすく説明してください。

工事予定日：{w:%Y年%m月%d日} 午前（9:00〜12:00）
工事番号：KJ-{g.digits(8)}
お客様：工事の日に立ち会いは必要ですか？マンションの管理会社への連絡も必要でしょうか。""",
        "visit:japanese-reception",
        ["head", "japanese", "fullwidth_colon", "slashed_date"],
    )


@pos
def _visit_hindi_uuid7_head(g: Gen) -> Draft:
    t = g.moment(IST)
    return d(
        f"""{v("request_id", "अनुरोध आईडी: " + g.uuid7(t))}
आप भारतनेट फाइबर के सहायक हैं। हिंदी में जवाब दें।

ग्राहक: तकनीशियन कल {g.moment(IST):%d-%m-%Y} को दोपहर 2 बजे आने वाला था लेकिन नहीं आया। टिकट नंबर SR{g.digits(9)} है। नया समय कब मिलेगा?""",
        "visit:hindi-head",
        ["head", "hindi", "uuid7", "ticket_in_question"],
    )


@pos
def _dispatch_context_xml(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""<dispatch_context {v("request_id", 'request="' + g.ulid(t) + '"')} {v("datetime", 'issued="' + go_nano(t, g.small(0, 1000)) + '"')} depot="MAN-02" shift="early">
Assign the jobs below to the two engineers on shift so that nobody crosses the M60 more than once.

JOB-{g.digits(5)}  Stockport SK4   fault: no dial tone        window 08:00-12:00
JOB-{g.digits(5)}  Salford M5      install: FTTP              window 08:00-12:00
JOB-{g.digits(5)}  Stockport SK2   fault: slow speeds         window 12:00-17:00
</dispatch_context>
Answer:""",
        "visit:dispatch-xml",
        ["xml_attributes", "go_nano", "ulid", "stable_neighbours"],
    )


@pos
def _visit_swahili_tail(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=3), "EAT"))
    return d(
        f"""Wewe ni msaidizi wa Savana Net. Jibu kwa Kiswahili.

Mteja: Fundi alikuja jana akasema kebo ya nje imekatika. Aliahidi kurudi Alhamisi saa tatu asubuhi.
Je, nitalipishwa kwa kazi hiyo?

{v("datetime", "Saa ya ombi: " + iso_space(t))}
{v("session_id", "Kikao: " + g.ksuid(t))}""",
        "visit:swahili-tail",
        ["tail", "swahili", "ksuid", "user_time_stays"],
    )


# --- roaming and billing disputes ---------------------------------------------------------------------------------


@pos
def _dispute_desk_header(g: Gen) -> Draft:
    t = g.moment_us()
    rows = []
    s = g.moment()
    for _ in range(4):
        s += timedelta(minutes=g.small(5, 300), seconds=g.small(0, 60))
        rows.append(
            f"{iso_space(s)},Turkey,Turkcell,{g.small(3, 900)}.{g.small(0, 99):02d} MB,{g.small(1, 40)}.{g.small(0, 99):02d}"
        )
    body = "\n".join(rows)
    return d(
        f"""{v("session_id", "Dispute desk session: " + g.ksuid(t))}
{v("datetime", "Desk clock: " + windows_general(t))}
Team: Billing L2

The customer disputes roaming data charges from a holiday in Antalya. Their plan includes 5 GB of
EU/Turkey roaming. Check whether the charged sessions exceed the allowance.

session_start,country,network,volume,charge_usd
{body}
Agent:""",
        "billing:dispute-desk",
        ["header_block", "ksuid", "windows_general", "csv_stays"],
    )


@pos
def _greek_roaming_conversation(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return d(
        f"""Είσαι ο βοηθός της Αιγαίον Τηλεπικοινωνίες. Απάντησε στα ελληνικά.
{v("conversation_id", "Αναγνωριστικό συνομιλίας: " + g.uuid4())}
{v("datetime", "Ώρα αιτήματος: " + rfc3339(t))}

Πελάτης: Ο λογαριασμός μου έχει χρέωση 38,40 € για περιαγωγή στην Αλβανία στις 12/07. Δεν ήξερα ότι
η Αλβανία δεν είναι στην ΕΕ. Μπορώ να ζητήσω επιστροφή;""",
        "billing:greek-roaming",
        ["header_block", "greek", "uuid4", "rfc3339"],
    )


@pos
def _arabic_roaming_trace(g: Gen) -> Draft:
    t = g.moment(GST)
    return d(
        f"""أنت مساعد شركة الواحة للاتصالات. أجب باللغة العربية.
{v("trace_id", "رقم التتبع: " + g.hex(32))}
{v("datetime", "الطابع الزمني: " + str(epoch_s(t)))}

العميل: اشتريت باقة التجوال الأسبوعية يوم الجمعة ولكن تم خصم المبلغ مرتين من رصيدي. رقم العملية الأولى
TX{g.digits(10)} والثانية TX{g.digits(10)}. أريد استرجاع المبلغ المكرر.""",
        "billing:arabic-double-charge",
        ["header_block", "arabic", "epoch_s", "hex_id", "ids_in_question"],
    )


@pos
def _polish_invoice_dispute(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Jesteś asystentem reklamacji sieci Wisła Mobile. Odpowiadaj po polsku.

Klient: Na fakturze FV/{g.digits(4)}/03/2026 mam trzy połączenia do Niemiec:
{g.moment_eu():%d.%m.%Y %H:%M}  +49 30 {g.digits(7)}  12:41 min  9,80 zł
{g.moment_eu():%d.%m.%Y %H:%M}  +49 30 {g.digits(7)}  03:05 min  2,40 zł
{g.moment_eu():%d.%m.%Y %H:%M}  +49 89 {g.digits(7)}  00:48 min  0,80 zł
Myślałem, że mam pakiet UE. Dlaczego za to płacę?

{v("datetime", "Znacznik czasu żądania: " + log4j_iso(t))}""",
        "billing:polish-invoice",
        ["tail", "polish", "log4j", "pasted_lines_stay"],
    )


@pos
def _turkish_pass_query(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=3), "TRT"))
    return d(
        f"""{v("datetime", "Sorgu zamanı: " + dotted(t))}
{v("request_id", "İstek kimliği: " + g.ulid(t))}
Sen Boğaziçi GSM'in yurt dışı paket asistanısın. Türkçe cevap ver.

Müşteri: Yurt dışı paketim 14 gün diyor ama 10. günde bitti. Paketi {g.moment():%d.%m.%Y} tarihinde saat
23:10'da almıştım. Neden erken bitti?""",
        "billing:turkish-pass",
        ["head", "turkish", "dotted_date", "ulid"],
    )


@pos
def _correlation_header_bill_txn(g: Gen) -> Draft:
    return d(
        f"""You explain Larkspur Mobile bills. Be specific about amounts.
{v("correlation_id", "Correlation-ID: " + g.uuid4())}
Locale: en-IE

Customer: What is the charge "Content purchase ref {g.b62(12)}" for EUR 4.99 on {iso_date(g.moment())}? I never bought
anything. The transaction id in the app is {g.uuid7(g.moment())}.
Assistant:""",
        "billing:correlation-vs-txn",
        ["header_block", "near_miss", "uuid4", "uuid7_in_question"],
    )


@pos
def _billing_prorata_footer(g: Gen) -> Draft:
    t = g.moment_us()
    return d(
        f"""Rewrite the following explanation of a pro-rated charge so a customer can understand it, in under
80 words.

"Your plan changed from Unlimited Plus to Unlimited Starter mid-cycle. Starter was billed from the change
date to the end of the cycle, and the unused part of Plus was credited. Both lines appear on this bill."

--
{v("datetime", "Compiled " + unix_date(t))}
{v("run_id", "job " + g.hex(12))}
billwriter 3.4""",
        "billing:footer",
        ["footer", "gnu_date", "hex_id", "version_stays"],
    )


# --- router provisioning ------------------------------------------------------------------------------------------


@pos
def _usp_get_response(g: Gen) -> Draft:
    return d(
        f"""You are the home-network assistant of Pinecrest Fibre. Use the controller's reading to explain
why the customer's 5 GHz network is missing.

USP Get response received by the controller for this request:
{{
  "header": {{
    {v("message_id", '"msg_id": "' + g.uuid4() + '",')}
    "msg_type": "GET_RESP"
  }},
  "body": {{
    "Device.WiFi.Radio.2.Enable": "false",
    "Device.WiFi.Radio.2.OperatingChannelBandwidth": "80MHz",
    "Device.DeviceInfo.SoftwareVersion": "PX6-4.2.11",
    "Device.DeviceInfo.FirstUseDate": "{rfc3339(g.moment())}"
  }}
}}

Customer: My 5G Wi-Fi name disappeared yesterday.
Assistant:""",
        "router:usp-get-resp",
        ["json_pretty", "message_id", "tool_result", "payload_stays"],
    )


@pos
def _prov_logfmt_head(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""prov {v("run_id", "run=" + g.ulid(t))} {v("datetime", "started=" + rfc3339(t))} acs=acs-eu-2 profile=fttp-res-v7
Explain to the customer, step by step, how to finish setting up the router once the lights stop
flashing. They have a Zyxel-style gateway with a separate ONT.

Customer: The internet light is orange and the Wi-Fi light is off. Is it still setting itself up?
Assistant:""",
        "router:logfmt-head",
        ["logfmt", "key_value", "ulid", "stable_neighbours"],
    )


@pos
def _dutch_router_config(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Je bent de configuratie-assistent van Polder Glasvezel. Antwoord in het Nederlands.
{v("datetime", "Tijdstip van aanvraag: " + f"{t:%d-%m-%Y %H:%M:%S}")}
{v("session_id", "Sessie-ID: " + g.uuid4())}

Klant: Mijn eigen router krijgt geen internet. De instellingen die ik heb:
WAN: PPPoE, gebruikersnaam fiber@polder, VLAN 6
Werkt dat bij jullie of moet het anders?""",
        "router:dutch-config",
        ["header_block", "dutch", "dashed_date", "uuid4"],
    )


@pos
def _dhcp_table_correlation(g: Gen) -> Draft:
    t = g.moment()
    leases = []
    for _ in range(3):
        e = g.moment()
        leases.append(
            f"192.168.1.{g.small(10, 250)}  {g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}  {g.pick(['android-7f2', 'LAPTOP-KJ2', 'ring-cam', 'tv-lounge'])}  {iso_space(e)}"
        )
    return d(
        f"""{v("correlation_id", "x-correlation-id: " + g.hex(32))}
{v("datetime", "x-request-time: " + http_date(t))}

Which of these devices is using the address the camera had last week (192.168.1.40)? Here is the lease
table from my router:

IP             MAC                Hostname     Expires
{chr(10).join(leases)}""",
        "router:dhcp-lease-table",
        ["header_block", "http_date", "hex_id", "pasted_table_last"],
    )


@pos
def _router_wifi_single_line_json(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""{{"app":"HomeNet 5.2",{v("request_id", '"rq":"' + g.uuid7(t) + '",')}{v("datetime", '"at":' + str(epoch_ms(t)) + ",")}"locale":"en-AU"}}
You guide customers through Wi-Fi onboarding with the HomeNet app. Keep each step to one sentence.

Customer: The app is stuck on "Looking for your router" and the router is right next to the phone.
Assistant:""",
        "router:single-line-json",
        ["json_inline", "uuid7", "epoch_ms", "stable_neighbours"],
    )


@pos
def _russian_router_reboot(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=3), "MSK"))
    return d(
        f"""Ты помощник провайдера «Северный Луч». Отвечай по-русски.
{v("datetime", "Сейчас: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "Сессия: " + g.objectid(t))}

Абонент: Роутер сам перезагружается каждую ночь около 03:00. В журнале вижу:
{t:%b %d} 03:00:12 kernel: watchdog: BUG: soft lockup - CPU#0 stuck for 22s!
{t:%b %d} 03:00:41 syslogd started: BusyBox v1.31.1
Это неисправность или плановое обновление?""",
        "router:russian-reboot",
        ["header_block", "russian", "objectid", "pasted_log_stays"],
    )


@pos
def _ztp_html_comment(g: Gen) -> Draft:
    return d(
        f"""{v("render_id", "<!-- render_id: " + g.hex(16) + " -->")}
<!-- template: cpe-ztp-explainer v3 -->
Explain zero-touch provisioning to a small-business customer whose new router arrives tomorrow: what
happens when they plug it in, how long it takes, and what the lights mean.
Answer:""",
        "router:html-comment",
        ["html_comment", "hex_id", "template_stays"],
    )


@pos
def _pppoe_log_user_asks_with_clock(g: Gen) -> Draft:
    t = g.moment_eu()
    a = g.moment_eu()
    return d(
        f"""Eres el asistente técnico de Ibérica Fibra.
{v("datetime", "Reloj del sistema: " + go_nano(t.astimezone(timezone(timedelta(0))), g.small(0, 1000)))}

Cliente: Mi router muestra esto en el registro. ¿Qué significa?
{iso_space(a)} pppd[1123]: PADI timeout, retrying
{iso_space(a + timedelta(seconds=20))} pppd[1123]: PADI timeout, retrying
{iso_space(a + timedelta(seconds=41))} pppd[1123]: Timeout waiting for PADO packets""",
        "router:pppoe-spanish",
        ["header_block", "spanish", "go_nano", "pasted_log_stays"],
    )


# --- network alarms -----------------------------------------------------------------------------------------------


@pos
def _chinese_alarm_console(g: Gen) -> Draft:
    t = g.moment(CST8)
    r = g.moment(CST8)
    return d(
        f"""你是长城宽带网管中心的告警分析助手，请用中文回答。
{v("session_id", "会话编号：" + g.ulid(t))}
{v("datetime", "查询时间：" + iso_space(t))}

告警详情
告警ID：{g.digits(12)}
网元：OLT-BJ-CY-07
告警名称：PON口光功率过低
产生时间：{iso_space(r)}
级别：主要

请判断是否需要派单，并说明原因。""",
        "alarm:chinese-console",
        ["header_block", "chinese", "fullwidth_colon", "ulid", "alarm_stays"],
    )


@pos
def _vietnamese_alarm(g: Gen) -> Draft:
    t = g.moment(WIB)
    return d(
        f"""Bạn là trợ lý NOC của Sông Hồng Telecom. Trả lời bằng tiếng Việt.

Cảnh báo: LINK DOWN trên microwave HN-SR-114 ↔ HN-SR-119, bắt đầu {g.moment(WIB):%H:%M:%S %d/%m/%Y}, mưa lớn khu vực.
Câu hỏi: Có nên chuyển lưu lượng sang tuyến cáp quang dự phòng không?

{v("datetime", "Thời điểm truy vấn: " + rfc3339(t))}
{v("request_id", "Mã yêu cầu: " + g.b64url(12))}""",
        "alarm:vietnamese-tail",
        ["tail", "vietnamese", "base64url", "alarm_stays"],
    )


@pos
def _alarmhub_delivery(g: Gen) -> Draft:
    t, raised = g.moment(), g.moment()
    return d(
        f"""AlarmHub webhook received by the on-call assistant:
{v("delivery_id", "ah-delivery: " + g.ksuid(t))}
{v("datetime", "ah-ts: " + str(epoch_ms(t)))}
ah-source: hub-eu-west

{{"alarm": {{"id": "ALM-{g.digits(9)}", "ne": "eNB-40231", "text": "S1 link down", "raised": "{rfc3339(raised)}", "severity": "critical"}}}}

Decide whether to page the RAN engineer or wait for auto-recovery, and say why in one line.
Answer:""",
        "alarm:alarmhub-delivery",
        ["header_block", "delivery_envelope", "ksuid", "epoch_ms", "payload_stays"],
    )


@pos
def _indonesian_microwave(g: Gen) -> Draft:
    t = g.moment(WIB)
    return d(
        f"""Kamu asisten NOC Nusantara Link. Jawab dalam bahasa Indonesia.
{v("datetime", "Waktu server: " + iso_space(t) + " WIB")}
{v("session_id", "ID sesi: " + g.nanoid())}

Alarm: RSL drop -71 dBm pada link MW SBY-012 ke SBY-030 sejak {g.moment(WIB):%H:%M} WIB.
Apakah ini karena hujan atau antena bergeser?""",
        "alarm:indonesian-microwave",
        ["header_block", "indonesian", "nanoid"],
    )


@pos
def _alarm_email_ingest_footer_lines(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Turn these alarm clears into a short customer-facing "all resolved" note.

CLEARED  {iso_space(g.moment())}  BNG-LON-02  BGP session to core-lon-1 up
CLEARED  {iso_space(g.moment())}  OLT-LON-11  PON 3/1/4 LOS cleared (12 ONTs back)

Alarm digest {v("run_id", "run " + g.hex(10))} {v("datetime", "at " + rfc3339(t))} on noc-digest-2.
Answer:""",
        "alarm:digest-line",
        ["inline", "phrase_with_preposition", "hex_id", "alarms_stay"],
    )


@pos
def _hebrew_alarm(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=2), "IST-IL"))
    return d(
        f"""אתה עוזר מרכז הבקרה של גלים תקשורת. ענה בעברית.
{v("request_id", "מזהה בקשה: " + g.uuid7(t))}

התראה: אתר 4G מספר TLV-2231 לא זמין מ-{g.moment():%H:%M}, סוללות גיבוי פעילות.
כמה זמן האתר יחזיק על סוללות ומתי צריך לשלוח גנרטור?""",
        "alarm:hebrew",
        ["header_block", "hebrew", "uuid7"],
    )


# --- prompt edges, scaffolds, deliveries and other languages ------------------------------------------------------


@pos
def _bare_ksuid_first_line(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""{v("session_id", g.ksuid(t))}
You answer questions about Quillon Telecom's broadband installation policy. Only use the policy.

Policy: Standard installs are booked within 10 working days of order. Customers in new-build
developments may wait longer if the developer has not finished the duct network.

Customer: I ordered on {g.moment():%d %B}, it's a new-build flat, and the earliest date I'm offered is five weeks
out. Is that allowed?
Assistant:""",
        "edge:bare-ksuid-first",
        ["head", "bare_value", "ksuid", "dates_in_question"],
    )


@pos
def _bare_epoch_last_line(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""You classify messages sent to Cobalt Mobile's care line as billing, coverage, device, porting or
other. Reply with the label only.

Message: Since the mast work on Tuesday my phone drops to one bar at home.
{v("datetime", str(epoch_s(t)))}""",
        "edge:bare-epoch-last",
        ["tail", "bare_value", "epoch_s"],
    )


@pos
def _bare_isoformat_first_line(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""{v("datetime", py_iso(t))}
Ticket summariser for the Orbis Networks enterprise desk.

Ticket INC{g.digits(7)} opened {rfc3339(g.moment())} by Halvorsen Shipping AS: "MPLS site Bergen-2 has 40%
packet loss to the hub since the maintenance window." Last update {rfc3339(g.moment())}: "carrier
engaged".

Summarise for the account manager.
Answer:""",
        "edge:bare-isoformat-first",
        ["head", "bare_value", "isoformat", "ticket_stays"],
    )


@pos
def _bare_ulid_last_line(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Translate this notice into Welsh for the status page, keeping the times as they are:

"Planned works: broadband in Aberystwyth (SY23) will be unavailable from 00:00 to 04:00 on Thursday
while we upgrade the exchange."

{v("request_id", g.ulid(t))}""",
        "edge:bare-ulid-last",
        ["tail", "bare_value", "ulid", "notice_stays"],
    )


@pos
def _rag_context_attrs(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""<context {v("datetime", 'retrieved="' + rfc3339(t, 3) + '"')} {v("request_id", 'query_id="' + g.hex(16) + '"')} kb="care-kb-uk">
<doc title="Roaming: Europe Zone" updated="{iso_date(g.moment())}">
Europe Zone roaming is included on all monthly plans. Fair use: 20 GB per month. Switzerland and Turkey
are not in the Europe Zone.
</doc>
<doc title="Roaming: daily passes" updated="{iso_date(g.moment())}">
World Pass costs 6.00 per day and is charged only on days the phone uses data, calls or texts abroad.
</doc>
</context>

Question: I'm going to Zurich for three days. Will I be charged?
Answer:""",
        "edge:rag-context-attrs",
        ["rag", "xml_attributes", "stable_neighbours", "doc_dates_stay"],
    )


@pos
def _mattermost_outgoing(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Outgoing webhook from the #field-ops channel, received for this reply:
{{
  "channel_name": "field-ops",
  "team_domain": "kestrel-networks",
  {v("message_id", '"post_id": "' + g.b62(26).lower() + '",')}
  {v("datetime", '"timestamp": ' + str(epoch_ms(t)) + ",")}
  "token": "{g.b62(26).lower()}",
  "trigger_word": "@fieldbot",
  "user_name": "dmitri.k",
  "text": "@fieldbot cabinet 31 in Harrow has no power, second visit this week, who owns the UKPN ticket?"
}}

Reply in the channel as fieldbot.
Answer:""",
        "edge:mattermost-outgoing",
        ["json_pretty", "delivery_envelope", "epoch_ms", "token_stays"],
    )


@pos
def _telegram_update(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Бот поддержки «Волна Телеком» получил обновление. Ответь абоненту по-украински, коротко.

{{"bot": "volna_care_bot", {v("delivery_id", '"update_id": ' + g.digits(9) + ",")} "message": {{"chat": {{"id": {g.digits(10)}, "type": "private"}}, {v("message_id", '"message_id": ' + g.digits(5) + ",")} {v("datetime", '"date": ' + str(epoch_s(t)) + ",")} "text": "Добрий день, не працює інтернет після грози, роутер TP-Link, лампочка WAN не горить"}}}}""",
        "edge:telegram-update",
        ["json_inline", "ukrainian", "delivery_envelope", "epoch_s"],
    )


@pos
def _crew_task_started(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""# Agent: Roaming Refund Analyst
## Task: Decide whether the customer qualifies for a goodwill refund under policy RR-4.
{v("datetime", "Task started: " + dotnet_o(t, g.small(0, 10)))}
{v("run_id", "Crew run: " + g.uuid4())}
Policy RR-4: one goodwill refund per 12 months, up to 50.00, only for the first day of unexpected
out-of-zone roaming.

Customer history: last goodwill refund 2025-02-18 (22.00). Current claim: 2 days in Morocco, 61.20.

Thought:""",
        "edge:crew-task-started",
        ["agent_scaffold", "dotnet_o", "uuid4", "policy_dates_stay"],
    )


@pos
def _today_is_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return d(
        f"""You are Scout, the contract-end helper for Redwood Cable. {v("datetime", "Today is " + long_date(t) + ".")} Contracts
end on the date printed on the customer's welcome letter; early termination costs 10.00 per remaining
month.

Customer: My letter says my minimum term ends on {long_date(g.moment_us())}. How much to leave now?
Scout:""",
        "edge:today-is-sentence",
        ["templated_sentence", "inline", "long_date", "contract_date_stays"],
    )


@pos
def _swedish_request_received(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Du är kundtjänstassistent för Fjällnät. Svara på svenska.
{v("datetime", "Begäran mottagen: " + iso_space(t))}
{v("trace_id", "Spårnings-ID: " + g.amzn_trace(t, False))}

Kund: Teknikern skulle komma mellan 08 och 12 idag men har inte hört av sig. Ordernummer FN-{g.digits(6)}.""",
        "edge:swedish-received",
        ["header_block", "swedish", "xray", "order_in_question"],
    )


@pos
def _czech_query_tail(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Jsi asistent operátora Vltava Net. Odpovídej česky.

Zákazník: Přišla mi SMS: "Vaše SIM karta byla {g.moment_eu():%d.%m.%Y} v {g.moment_eu():%H:%M} aktivována v novém zařízení."
Já jsem ale telefon neměnil. Co mám dělat?

{v("datetime", "Čas dotazu: " + dotted(t))}
{v("session_id", "Relace: " + g.b64url(18))}""",
        "edge:czech-tail",
        ["tail", "czech", "base64url", "pasted_sms_stays"],
    )


@pos
def _finnish_header(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""{v("datetime", "Pyynnön aika: " + rfc3339(t))}
{v("session_id", "Istunto: " + g.uuid7(t))}
Olet Revontuli Mobiilin asiakaspalveluavustaja. Vastaa suomeksi.

Asiakas: Lasku on 18,90 € suurempi kuin yleensä. Rivillä lukee "Ulkomaanpuhelut 02.03.–04.03.". Olin
Norjassa. Eikö Norja kuulu EU-hintoihin?""",
        "edge:finnish-head",
        ["head", "finnish", "uuid7", "bill_line_stays"],
    )


@pos
def _romanian_sentry_headers(g: Gen) -> Draft:
    return d(
        f"""Ești asistentul Carpați Telecom. Răspunde în română.
{v("trace_id", "sentry-trace: " + g.hex(32) + "-" + g.hex(16) + "-1")}
baggage: sentry-environment=production,sentry-release=care-bot@7.3.0

Client: Routerul primit ieri are lumina LOS roșie. Tehnicianul a spus că fibra e deja conectată.""",
        "edge:romanian-sentry",
        ["header_block", "romanian", "sentry_trace", "release_stays"],
    )


@pos
def _hungarian_footer_two(g: Gen) -> Draft:
    t = g.moment_eu()
    return d(
        f"""Foglald össze a panaszt két mondatban a számlázási csapatnak.

Ügyfél: A márciusi számlámon kétszer szerepel a "Mobilnet 20 GB" díja, 4 990 Ft és 4 990 Ft,
ugyanazzal a dátummal.

--
{v("datetime", "Lekérdezve: " + f"{t:%Y.%m.%d. %H:%M:%S}")}
{v("request_id", "Kérés: " + g.hex(16))}""",
        "edge:hungarian-footer",
        ["footer", "hungarian", "hex_id"],
    )


@pos
def _clf_forward_prefix(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Classify the priority (P1-P4) of this report from the business line and give a one-line reason.

{v("datetime", "[" + clf(t) + "]")} {v("request_id", "req=" + g.hex(12))} Caller from Brightwater Dental: all four practice phones show "no service" since the
power cut; patients can't get through.
Answer:""",
        "edge:clf-prefix",
        ["inline", "clf", "key_value", "report_stays"],
    )


@pos
def _ua_kyiv_ticket(g: Gen) -> Draft:
    t = g.moment().astimezone(EET)
    return d(
        f"""Ти асистент служби підтримки «Дніпро Оптика». Відповідай українською.
{v("datetime", "Мітка часу запиту: " + py_logging(t))}

Абонент надіслав звернення:
Номер договору: {g.digits(8)}
Створено: {dotted(g.moment().astimezone(EET))}
Текст: Після відключення світла не відновився інтернет, на ONT горить червоний LOS.

Що порадити абоненту перед виїздом монтажника?""",
        "edge:ukrainian-ticket",
        ["header_block", "ukrainian", "py_logging", "record_created_stays"],
    )


@pos
def _kazakh_tail_jwt(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""Сіз «Дала Телеком» көмекшісісіз. Қазақ тілінде жауап беріңіз.

Абонент: eSIM-ді қосу үшін QR-код келмеді. Электрондық поштамды тексердім.

{v("session_token", "Сессия токені: " + g.jwt(t, "sub-" + g.digits(6)))}""",
        "edge:kazakh-jwt",
        ["tail", "kazakh", "jwt"],
    )


@pos
def _bengali_request(g: Gen) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=6), "BST-BD"))
    return d(
        f"""{v("datetime", "অনুরোধের সময়: " + iso_space(t))}
আপনি পদ্মা টেলিকমের সহায়ক। বাংলায় উত্তর দিন।

গ্রাহক: আমার রাউটার রিসেট করার পর ইন্টারনেট আসছে না। মডেল: Huawei HG8145V5।""",
        "edge:bengali-head",
        ["head", "bengali", "iso_space"],
    )


@pos
def _agent_env_block(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""<env>
Working directory: /srv/cpe-templates
Platform: linux
{v("datetime", "Local time: " + js_tostring(t.astimezone(CEST if 4 <= t.month <= 10 else CET), "Central European Standard Time" if not 4 <= t.month <= 10 else "Central European Summer Time"))}
{v("session_id", "Agent session: " + g.ulid(t))}
</env>

Add a VLAN 10 voice profile to the router template in templates/fttp-biz.yaml without touching the data VLAN.""",
        "edge:agent-env",
        ["agent_scaffold", "js_tostring", "ulid", "stable_neighbours"],
    )


@pos
def _request_start_us_header(g: Gen) -> Draft:
    t = g.moment()
    return d(
        f"""X-Forwarded-Proto: https
{v("datetime", "X-Request-Start: t=" + str(epoch_us(t)))}
X-Care-Channel: app

You help Lantern Mobile customers understand their data usage. Answer in two sentences.

Customer: I used 12 GB in two days, but I was only on Wi-Fi at home. How?
Assistant:""",
        "edge:request-start-us",
        ["header_block", "epoch_us", "stable_neighbours"],
    )


# --- hand-written negatives: look-alikes in program positions, values the user asks about, near-misses --------


def _neg(text: str, slug: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{slug}", ["hard_negative", *tags]))


def negatives_handwritten(g: Gen) -> None:
    _neg(
        """Prompt version: 4.1.0
Reviewed: 2026-01-12
Tariff book: 2026-02
You are the plan adviser for Helix Mobile & Fibre. Recommend the cheapest plan that covers the
customer's usage.

Customer: I use about 8 GB a month and call Poland a lot.
Assistant:""",
        "lookalike:prompt-version-header",
        ["lookalike", "authored_revision", "header_block"],
    )
    _neg(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are Relay, the coverage assistant of Pinecrest Mobile.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is there 5G in Tarbert yet?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "knowledge_cutoff"],
    )
    _neg(
        f"""<account id="ACC-{g.digits(7)}" tz="Europe/Dublin" billing_day="14" plan="Fibre 500" since="2019-04-02">
Explain why the first bill after a plan change is usually higher.
</account>
Answer:""",
        "lookalike:account-xml",
        ["lookalike", "xml_attributes", "billing_day", "customer_since"],
    )
    _neg(
        """{"tenant":"helix-ie","build":"2026.03.2","region":"eu-west-1","model":"care-large-2"}
You answer questions about Helix's eSIM support. Only iPhone XS and later and Pixel 4 and later are
supported.

Customer: Does the Pixel 3a work with your eSIM?
Assistant:""",
        "lookalike:single-line-json-stable",
        ["lookalike", "json_inline", "calver_build"],
    )
    _neg(
        """Current time: {{now}}
Session: {{session_id}}
You are the outage assistant. Tell customers whether a known outage covers their postcode.

Customer: Anything going on in BT7?
Assistant:""",
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_placeholder"],
    )
    _neg(
        f"""| Field | Value |
|---|---|
| Customer since | 2019-04-02 |
| Contract end | 2026-09-30 |
| MSISDN | +353 87 {g.digits(7)} |
| Plan | SIM Only 30 GB |

Customer: Can I upgrade my handset before the contract ends without a fee?
Assistant:""",
        "lookalike:account-table",
        ["lookalike", "markdown_table", "contract_dates"],
    )
    _neg(
        """Draft a reply refusing a second goodwill roaming refund this year, politely, and point to the
policy.

--
Policy RR-4, revision 2025-11-01
Roaming refunds team""",
        "lookalike:footer-policy-revision",
        ["lookalike", "footer", "policy_revision"],
    )
    _neg(
        """CPE_FIRMWARE=PX6-4.2.11
ACS_URL=https://acs.pinecrest.example/cwmp
PROVISIONED_ON=2024-05-17
PERIODIC_INFORM_INTERVAL=86400

The customer says the router "updated itself last night". Given the settings above, could that be the
ACS pushing firmware? Answer in two sentences.
Answer:""",
        "lookalike:key-value-cpe-settings",
        ["lookalike", "key_value_lines", "provisioning_date"],
    )
    _neg(
        """プラン：光ギガ ファミリー
契約開始日：2024年4月1日
サポート窓口：平日 9:00〜18:00
あなたはひかりネットのサポート担当です。

お客様：夜になると速度が遅くなります。プラン変更で改善しますか？""",
        "lookalike:japanese-stable-header",
        ["lookalike", "japanese", "contract_start"],
    )
    _neg(
        """My router log has the time as 1773482525. What is that in Lisbon time, and is it before or after the
power cut at 10:15 that morning?""",
        "asked:epoch-router-log",
        ["asked", "epoch_s"],
    )
    _neg(
        f"""Our porting platform's ids look like {g.uuid7(g.moment())}. Is that a UUIDv7, and can I read the
creation time out of it? If so, what is it for this one?""",
        "asked:uuid7-port-id",
        ["asked", "uuid7"],
    )
    _neg(
        f"""Ticket {g.ksuid(g.moment())} was closed by the fault desk without a visit. Write me a complaint to the
escalation team asking for it to be reopened; the fault came back the same evening.""",
        "asked:ksuid-ticket",
        ["asked", "ksuid"],
    )
    _neg(
        """It's 23:40 here in Manila and the technician who was due between 18:00 and 21:00 still hasn't come.
The app says "En route" since 19:12. Should I cancel and rebook, or wait?""",
        "asked:user-clock",
        ["asked", "user_time"],
    )
    _neg(
        """Extract the appointment from the SMS as JSON with keys date, window_start, window_end, job.

SMS: "Technician visit confirmed for 2026-04-09 between 08:00 and 12:00, job FT-22871."
JSON: {"date": "2026-04-09", "window_start": "08:00", "window_end": "12:00", "job": "FT-22871"}

SMS: "Your engineer will come on 2026-05-02 from 13:00 to 17:00, ref JB-99120."
JSON:""",
        "asked:few-shot-dates",
        ["asked", "few_shot"],
    )
    _neg(
        """고객: 공유기 로그에 1767225600000 이라는 숫자가 찍혀 있는데 이게 몇 시인가요? 그 시간쯤 인터넷이 끊겼어요.""",
        "asked:korean-epoch-ms",
        ["asked", "korean", "epoch_ms"],
    )
    t = g.moment()
    _neg(
        f"""We're debugging our PortBridge receiver: signature checks fail for some deliveries. This is one
that failed. Is the received time too far from the event time for a 5-minute tolerance?

{{
  "delivery": "{g.uuid7(t)}",
  "received": "{js_iso(t)}",
  "event": {{
    "type": "port.completed",
    "port_id": "PB-{g.digits(8)}",
    "completed_at": "{rfc3339(t - timedelta(minutes=6, seconds=14))}"
  }}
}}""",
        "nearmiss:portbridge-pasted-to-debug",
        ["near_miss", "pasted", "delivery_envelope"],
    )
    t = g.moment()
    _neg(
        f"""Our care bot told a customer their outage started "tomorrow". This is the system prompt it got,
copied from the debug console:

You are the outage assistant of Ardent Fibre.
Current time: {iso_space(t)}
Session: {g.nanoid()}
Known outage: Katwijk exchange, started {iso_space(t + timedelta(hours=26))}.

What went wrong?""",
        "nearmiss:pasted-bot-prompt",
        ["near_miss", "pasted", "pasted_prompt"],
    )
    t = g.moment()
    _neg(
        f"""Proofread the front matter of our monthly network availability report; the title has a typo I think.

---
title: "Network availabilty report - March"
generated_at: {rfc3339(t)}
export_run: {g.ulid(t)}
owner: noc-reporting
---""",
        "nearmiss:pasted-front-matter",
        ["near_miss", "pasted", "front_matter"],
    )
    t = g.moment()
    _neg(
        f"""Why didn't our bot trigger on this Mattermost message? The trigger word is set to "@fieldbot".

{{"channel_name": "field-ops", "post_id": "{g.b62(26).lower()}", "timestamp": {epoch_ms(t)}, "token": "{g.b62(26).lower()}", "trigger_word": "", "text": "@FieldBot cabinet 12 is open again"}}""",
        "nearmiss:mattermost-pasted",
        ["near_miss", "pasted", "json_inline"],
    )
    t = g.moment()
    _neg(
        f"""<|im_start|>system
You are the SIM swap fraud reviewer of Corvid Mobile.<|im_end|>
<|im_start|>user
Show me the last SIM change on the account.<|im_end|>
<|im_start|>assistant
Here is the latest record:
swap_id: SWP-{g.digits(8)}
requested_at: {rfc3339(t)}
channel: store (Galway)
old_iccid: 8935301{g.digits(12)}
new_iccid: 8935301{g.digits(12)}<|im_end|>
<|im_start|>user
Was that done less than 24 hours after the password reset?<|im_end|>
<|im_start|>assistant
""",
        "nearmiss:assistant-turn-record",
        ["near_miss", "chatml", "earlier_assistant_turn"],
    )
    _neg(
        """You are Pip, the router helper for Quarry Wireless. Explain things without jargon.

User: What's the difference between the 2.4 GHz and 5 GHz networks on my router?
Pip:""",
        "control:plain-router",
        ["control", "plain"],
    )
    _neg(
        """Write a friendly two-sentence SMS reminding customers that their old SIM will stop working once the
eSIM is active.""",
        "control:plain-sms",
        ["control", "plain"],
    )


def negatives_handwritten_more(g: Gen) -> None:
    _neg(
        """<|im_start|>system
You are the price-plan assistant of Corvid Mobile.
Knowledge cutoff: 2025-01
Price list valid from: 2026-03-01
Support hours: 08:00-20:00 daily<|im_end|>
<|im_start|>user
How much is the 50 GB SIM-only plan?<|im_end|>
<|im_start|>assistant
""",
        "lookalike:chatml-price-list",
        ["lookalike", "chatml", "knowledge_cutoff", "price_list_date"],
    )
    _neg(
        """Maintenance window: Sundays 02:00-05:00 (Europe/London)
Escalation after: 4 hours
You are the business-care assistant of Orbis Networks. Tell customers whether a reported fault could
be planned maintenance.

Customer: Our line dropped at 03:10 this Sunday for twenty minutes.
Assistant:""",
        "lookalike:maintenance-window-header",
        ["lookalike", "header_block", "maintenance_window"],
    )
    t = g.moment()
    _neg(
        f"""Our app logged this request when the customer's eSIM order failed. Support asked me for the request
id; which value do I give them, and what does the timestamp say in UK time?

POST /v1/esim/orders HTTP/1.1
Host: api.corvid.example
X-Request-Id: {g.uuid7(t)}
X-Client-Time: {epoch_ms(t)}""",
        "nearmiss:pasted-request-asked",
        ["near_miss", "pasted", "asked", "uuid7"],
    )
    _neg(
        """The SIM swap on my account is logged at 14:07:33 and the password reset at 14:02:10, both today.
Does that order look like an account takeover?""",
        "asked:typed-times-simswap",
        ["asked", "user_time"],
    )


# --- hand-written negatives: pasted records in many placements ----------------------------------------------------


def pasted_blocks(g: Gen) -> list[tuple[str, list[str], str, str, str]]:
    """(slug, tags, block, question, where it came from) for English-language records."""
    m = g.moment
    t1, t2, t3, t4, t5, t6, t7, t8 = (m() for _ in range(8))
    msisdn = "+35387" + g.digits(7)
    out = [
        (
            "tmf621-ticket-pretty",
            ["trouble_ticket", "json_pretty", "creation_date"],
            f"""{{
  "id": "TT-{g.digits(7)}",
  "creationDate": "{rfc3339(t1)}",
  "lastUpdate": "{rfc3339(t1 + timedelta(hours=5, minutes=12, seconds=9))}",
  "severity": "minor",
  "status": "resolved",
  "note": [
    {{"date": "{rfc3339(t1 + timedelta(hours=2))}", "author": "field", "text": "Replaced faulty drop cable"}}
  ]
}}""",
            "How long did it take from the ticket being raised to the cable being replaced?",
            "our ticketing tool",
        ),
        (
            "np-request-xml",
            ["porting", "xml", "uuid4", "submitted_at"],
            f"""<NumberPortRequest xmlns="urn:example:np:1">
  <RequestId>{g.uuid4()}</RequestId>
  <SubmittedAt>{rfc3339(t2)}</SubmittedAt>
  <Msisdn>+447700{g.digits(6)}</Msisdn>
  <DonorOperator>NorthPeak</DonorOperator>
  <RequestedPortDate>{iso_date(t2 + timedelta(days=1))}</RequestedPortDate>
</NumberPortRequest>""",
            "Is the requested port date valid if ports need one full working day after submission?",
            "the porting portal",
        ),
        (
            "roaming-cdr-csv",
            ["cdr", "csv", "roaming"],
            "start_time,direction,other_party,duration_s,country,charge\n"
            + "\n".join(
                f"{iso_space(t3 + timedelta(minutes=37 * k, seconds=11 * k))},{g.pick(['MO', 'MT'])},+3460{g.digits(7)},{g.small(20, 900)},ES,{g.small(0, 4)}.{g.small(0, 99):02d}"
                for k in range(4)
            ),
            "Which of these calls were charged even though incoming calls in Spain should be free?",
            "the itemised bill",
        ),
        (
            "esim-device-log",
            ["esim", "device_log", "eid", "iccid"],
            f"""{py_logging(t4)} INFO  lpa: profile download start smdp=smdp.corvid.example
{py_logging(t4 + timedelta(seconds=3))} INFO  lpa: eid={g.digits(32)}
{py_logging(t4 + timedelta(seconds=9))} ERROR lpa: ES9+ AuthenticateClient failed reason=8.1.1 (invalid matching id)
{py_logging(t4 + timedelta(seconds=9, milliseconds=210))} INFO  lpa: iccid=8944{g.digits(15)} state=NOT_INSTALLED""",
            "What does reason 8.1.1 mean, and is it the carrier's fault or the phone's?",
            "the phone's diagnostics screen",
        ),
        (
            "simswap-audit-logfmt",
            ["sim_swap", "logfmt", "ulid", "ts_first"],
            f"""ts={rfc3339(t5)} event=sim_swap msisdn={msisdn} old_iccid=8935301{g.digits(12)} new_iccid=8935301{g.digits(12)} channel=phone agent=ag-{g.digits(4)} request_id={g.ulid(t5)}
ts={rfc3339(t5 + timedelta(minutes=3, seconds=2))} event=otp_sent msisdn={msisdn} dest=email request_id={g.ulid(t5)}""",
            "Was the OTP sent after the swap instead of before? That would be against our process.",
            "the fraud audit log",
        ),
        (
            "router-syslog",
            ["router", "syslog"],
            f"""{t6:%b %d %H:%M:%S} gw-home pppd[811]: LCP terminated by peer
{(t6 + timedelta(seconds=4)):%b %d %H:%M:%S} gw-home pppd[811]: Connection terminated.
{(t6 + timedelta(seconds=34)):%b %d %H:%M:%S} gw-home pppd[902]: PPP session is 17{g.digits(3)}
{(t6 + timedelta(seconds=35)):%b %d %H:%M:%S} gw-home pppd[902]: local  IP address 81.{g.small(1, 250)}.{g.small(1, 250)}.{g.small(1, 250)}""",
            "Why does my connection drop and come back 30 seconds later every few hours?",
            "my router's system log",
        ),
        (
            "job-sheet-yaml",
            ["field_visit", "yaml", "ulid", "created"],
            f"""id: {g.ulid(t7)}
created: {rfc3339(t7)}
job: FT-{g.digits(6)}
type: repair
arrived: {rfc3339(t7 + timedelta(days=2, hours=1))}
departed: {rfc3339(t7 + timedelta(days=2, hours=2, minutes=44))}
outcome: "Line fault found in underground joint, handed to civils"
""".rstrip(),
            "The customer says nobody came. Do the arrival and departure times support that the engineer was there?",
            "the field app",
        ),
        (
            "wholesale-outage-email",
            ["email", "date_header", "message_id", "outage_window"],
            f"""From: Trunkline Wholesale Notifications <noc@wholesale.example>
Date: {rfc2822(t8)}
Message-ID: <{g.hex(16)}@wholesale.example>
Subject: Unplanned outage - exchange WNGFD

Start: {iso_space(t8 - timedelta(minutes=40))} UTC
Estimated restoration: {iso_space(t8 + timedelta(hours=4))} UTC
Impact: all FTTC services""",
            "Draft a short note for our customers in that exchange based on this.",
            "our wholesale supplier",
        ),
    ]
    t9, t10, t11, t12, t13, t14, t15, t16 = (m() for _ in range(8))
    out += [
        (
            "webhook-delivery-log",
            ["webhook_log", "table", "delivery_ids"],
            "| Delivery | Event | Status | Sent |\n|---|---|---|---|\n"
            + "\n".join(
                f"| {g.uuid4()} | port.{ev} | {st} | {rfc3339(t9 + timedelta(seconds=90 * k))} |"
                for k, (ev, st) in enumerate(
                    [("submitted", "200"), ("accepted", "500"), ("accepted", "500"), ("completed", "200")]
                )
            ),
            "Why would the same event fail twice and then the next one succeed?",
            "the webhook dashboard",
        ),
        (
            "curl-porting-api",
            ["http_exchange", "curl", "date_header", "request_id"],
            f"""> GET /v2/ports/PB-{g.digits(8)} HTTP/2
> Host: api.portbridge.example
> Authorization: Bearer ***
>
< HTTP/2 404
< date: {http_date(t10)}
< x-request-id: {g.hex(32)}
< content-type: application/json
<
{{"error": "port_not_found"}}""",
            "The port id is right, it's in the confirmation e-mail. Why 404?",
            "my terminal",
        ),
        (
            "billing-dispute-form",
            ["form_export", "response_id", "submitted"],
            f"""Response ID: {g.uuid4()}
Submitted: {iso_space(t11)}
Account number: {g.digits(9)}
Disputed amount: 64.80
Reason: Roaming charges while on a cruise ship ("Maritime network")
Preferred contact: email""",
            "Does our policy allow a refund for maritime network charges if the customer turned off data roaming?",
            "the dispute form",
        ),
        (
            "alarm-history-table",
            ["alarm_history", "markdown_table"],
            "| Raised | Cleared | NE | Alarm |\n|---|---|---|---|\n"
            + "\n".join(
                f"| {iso_space(t12 + timedelta(hours=6 * k))} | {iso_space(t12 + timedelta(hours=6 * k, minutes=g.small(1, 50)))} | OLT-LDS-0{k + 1} | Mains failure |"
                for k in range(3)
            ),
            "Is this a pattern that points to the power supply at the Leeds exchange?",
            "the alarm history view",
        ),
        (
            "problem-json-single-line",
            ["alarm", "json_inline", "epoch_clock"],
            f"""{{"eventid":"{g.digits(8)}","clock":"{epoch_s(t13)}","ns":"{g.digits(9)}","name":"Interface ge-0/0/3 down","severity":"4","r_clock":"{epoch_s(t13) + 412}","host":"pe-man-01"}}""",
            "How long was the interface down?",
            "the monitoring export",
        ),
        (
            "ksuid-router-events",
            ["router_events", "ksuid", "event_stream"],
            "\n".join(
                f"{g.ksuid(t14 + timedelta(minutes=k * 7))}  {ev}"
                for k, ev in enumerate(["wan.down", "wan.up", "wifi.radio2.off", "reboot.scheduled"])
            ),
            "Can you work out from the ids which event happened first? They're KSUIDs.",
            "the router events page",
        ),
        (
            "port-status-event",
            ["porting", "event_json", "uuid7", "occurred_at"],
            f"""{{
  "event_id": "{g.uuid7(t15)}",
  "occurred_at": "{rfc3339(t15, 3)}",
  "type": "port.status_changed",
  "data": {{"port_id": "PB-{g.digits(8)}", "from": "submitted", "to": "rejected", "reason": "PAC expired"}}
}}""",
            "The customer insists the PAC was valid. Is this rejection reason consistent with a PAC issued 31 days earlier?",
            "our event bus",
        ),
        (
            "customer-complaint-email",
            ["email", "date_header", "complaint"],
            f"""From: Joanne Pryce <j.pryce@mail.example>
To: complaints@fernhill.example
Date: {rfc2822(t16)}
Subject: Third missed appointment

This is the third time an engineer has not turned up. I took a day off work each time. I want
compensation for all three days.""",
            "Draft our reply under the automatic compensation scheme (30.00 per missed appointment).",
            "the complaints inbox",
        ),
    ]
    t17, t18, t19, t20, t21, t22, t23, t24 = (m() for _ in range(8))
    out += [
        (
            "whatsapp-chat-export",
            ["chat_export", "day_first"],
            f"""[{t17:%d/%m/%Y, %H:%M:%S}] Engineer Sam: I'm outside, nobody answering
[{(t17 + timedelta(minutes=9)):%d/%m/%Y, %H:%M:%S}] Me: sorry, doorbell broken, coming down
[{(t17 + timedelta(minutes=11)):%d/%m/%Y, %H:%M:%S}] Engineer Sam: left already, will rebook""",
            "He left two minutes after I replied. Is that reasonable grounds for a complaint?",
            "my chat with the engineer",
        ),
        (
            "ics-visit",
            ["ics", "dtstamp", "uid"],
            f"""BEGIN:VEVENT
UID:{g.uuid4()}@visits.moorland.example
DTSTAMP:{t18:%Y%m%dT%H%M%SZ}
DTSTART:{(t18 + timedelta(days=3)):%Y%m%dT080000Z}
DTEND:{(t18 + timedelta(days=3)):%Y%m%dT120000Z}
SUMMARY:Moorland Broadband engineer visit
END:VEVENT""",
            "My calendar shows this at 9 to 1. Which is right?",
            "the calendar invite",
        ),
        (
            "olt-rfc5424",
            ["syslog_5424", "olt"],
            f"""<131>1 {rfc3339(t19, 3)} olt-07 gpon - - - ONT 1/1/3/12 dying gasp received
<134>1 {rfc3339(t19 + timedelta(minutes=14), 3)} olt-07 gpon - - - ONT 1/1/3/12 ranging complete""",
            "Does a dying gasp followed by ranging 14 minutes later mean a power cut at the customer's?",
            "the OLT log",
        ),
        (
            "usp-record-pasted",
            ["usp", "json_pretty", "msg_id"],
            f"""{{
  "header": {{"msg_id": "{g.uuid4()}", "msg_type": "NOTIFY"}},
  "body": {{"event": "Device.Boot!", "params": {{"Cause": "RemoteReboot", "FirmwareUpdated": "true"}}, "time": "{rfc3339(t20)}"}}
}}""",
            "Did our controller reboot this router, or did it reboot on its own?",
            "the controller's message log",
        ),
        (
            "bng-session-show",
            ["bng", "cli_output", "session_id"],
            f"""Subscriber: fibre-{g.digits(6)}@isp
  Session-ID : {g.hex(8).upper()}
  State      : up
  Up since   : {iso_space(t21)}
  IPv4       : 100.64.{g.small(0, 255)}.{g.small(1, 255)}
  Rate-limit : 900M/110M""",
            "The customer only gets 300 Mbps. Is the rate limit right for a 900 plan?",
            "the BNG",
        ),
        (
            "porting-sms-history",
            ["sms_history", "porting"],
            f"""{t22:%d %b %H:%M} Fernhill: Your PAC request has been received.
{(t22 + timedelta(minutes=1)):%d %b %H:%M} Fernhill: Your PAC is FHT{g.digits(6)}, valid for 30 days.
{(t22 + timedelta(days=2, hours=3)):%d %b %H:%M} Kestrel: Your number transfer is booked for tomorrow.""",
            "Will I lose texts during the transfer tomorrow?",
            "my text messages",
        ),
        (
            "invoice-lines-epoch",
            ["billing", "csv", "epoch_ms"],
            "posted_ms,description,amount\n"
            + "\n".join(
                f"{epoch_ms(t23 + timedelta(days=k, seconds=17 * k))},{desc},{amt}"
                for k, (desc, amt) in enumerate(
                    [
                        ("Monthly plan", "35.00"),
                        ("Roaming day pass", "6.00"),
                        ("Roaming day pass", "6.00"),
                        ("Late payment fee", "5.00"),
                    ]
                )
            ),
            "Convert the posted times to dates and tell me if the two day passes were on the same day.",
            "the billing system",
        ),
        (
            "speedtest-json",
            ["speed_test", "json_pretty", "uuid4"],
            f"""{{
  "timestamp": "{rfc3339(t24)}",
  "ping": {{"latency": 38.1, "jitter": 11.7}},
  "download": {{"bandwidth": 4812500}},
  "upload": {{"bandwidth": 1237500}},
  "result": {{"id": "{g.uuid4()}", "url": "https://speed.example/result/{g.digits(8)}"}}
}}""",
            "What are these speeds in Mbps, and do they fall below the 36 Mbps minimum guaranteed speed?",
            "the speed test app",
        ),
    ]
    t25, t26, t27, t28, t29, t30 = (m() for _ in range(6))
    out += [
        (
            "change-record",
            ["change_record", "planned_window"],
            f"""Change: CHG{g.digits(7)}
Title: Core router IOS upgrade, pe-brs-02
Planned start: {iso_space(t25)}
Planned end: {iso_space(t25 + timedelta(hours=3))}
Raised: {iso_space(t25 - timedelta(days=6, hours=3))}
Risk: medium""",
            "Write the customer notice for business customers behind pe-brs-02.",
            "the change system",
        ),
        (
            "booking-api-response",
            ["booking", "json_pretty", "ulid"],
            f"""{{
  "booking_id": "{g.ulid(t26)}",
  "slot_start": "{rfc3339(t26 + timedelta(days=4))}",
  "slot_end": "{rfc3339(t26 + timedelta(days=4, hours=4))}",
  "status": "confirmed"
}}""",
            "The app shows the visit as a day later than this. Time zone bug?",
            "the booking API",
        ),
        (
            "roaming-welcome-sms",
            ["sms", "roaming"],
            f"""Welcome to Switzerland! ({t27:%d/%m %H:%M}) Calls 1.20/min, data 6.00/day with World Pass. Reply STOP to
block data abroad. Lantern Mobile""",
            "Does this mean I'm already paying 6.00 a day even if I don't use data?",
            "the text I got on arrival",
        ),
        (
            "tr069-inform",
            ["tr069", "xml", "current_time_in_record"],
            f"""<cwmp:Inform>
  <DeviceId><Manufacturer>Zyx</Manufacturer><OUI>{g.hex(6).upper()}</OUI><SerialNumber>S{g.digits(11)}</SerialNumber></DeviceId>
  <Event><EventStruct><EventCode>1 BOOT</EventCode></EventStruct></Event>
  <CurrentTime>{rfc3339(t28)}</CurrentTime>
  <RetryCount>3</RetryCount>
</cwmp:Inform>""",
            "What does RetryCount 3 on a BOOT inform tell me?",
            "the ACS capture",
        ),
        (
            "ombudsman-letter",
            ["letter", "dates_in_document"],
            f"""Our ref: OMB/{g.digits(6)}
Date: {long_date(t29)}

Dear Sir or Madam, we have accepted the complaint from your customer about repeated missed
appointments. Please send your final response by {long_date(t29 + timedelta(days=14))}.""",
            "What do we need to send, and by when?",
            "the ombudsman",
        ),
        (
            "app-crash-log",
            ["app_log", "session_id_in_record"],
            f"""{js_iso(t30)} [SelfCare 8.4.1] session={g.uuid4()} screen=eSIMActivation
{js_iso(t30 + timedelta(seconds=2))} [SelfCare 8.4.1] FATAL NullPointerException in QrScanner.onFrame
{js_iso(t30 + timedelta(seconds=2))} [SelfCare 8.4.1] device=SM-A546B android=14""",
            "Is this a bug in the app or a camera permission issue?",
            "a customer's phone",
        ),
    ]
    return out


def pasted_blocks_intl(g: Gen) -> list[tuple[str, list[str], str, str]]:
    """(slug, tags, block, question) for records and questions in other languages."""
    m = g.moment
    a, b, c, e, f, h, i, j, k, n = (m() for _ in range(10))
    return [
        (
            "es-porting-csv",
            ["spanish", "csv", "fecha_alta"],
            "id_solicitud,msisdn,fecha_alta,estado\n"
            + "\n".join(
                f"{g.uuid4()},+34 6{g.digits(8)},{iso_space(a + timedelta(hours=5 * q))},{st}"
                for q, st in enumerate(["pendiente", "rechazada", "completada"])
            ),
            "¿Por qué una de las tres portabilidades fue rechazada? ¿Qué debo revisar?",
        ),
        (
            "de-fault-email",
            ["german", "email", "erstellt_am"],
            f"""Von: Störungsstelle Rheinnetz <stoerung@rheinnetz.example>
Datum: {rfc2822(b.astimezone(CET))}
Betreff: Ihre Störungsmeldung {g.digits(8)}

Erstellt am: {dotted(b.astimezone(CET))}
Status: Techniker beauftragt, Termin folgt.""",
            "Wie lange darf Rheinnetz laut Gesetz für die Entstörung brauchen, bevor ich eine Entschädigung bekomme?",
        ),
        (
            "fr-roaming-invoice",
            ["french", "invoice", "horodatage"],
            "horodatage;pays;type;volume;montant\n"
            + "\n".join(
                f"{dmy(c + timedelta(hours=9 * q))};Maroc;données;{g.small(10, 600)} Mo;{g.small(1, 30)},{g.small(0, 99):02d} €"
                for q in range(3)
            ),
            "Pourquoi le Maroc est-il facturé alors que mon forfait inclut « l'étranger » ?",
        ),
        (
            "ja-outage-history",
            ["japanese", "table", "hassei_nichiji"],
            "| 発生日時 | 復旧日時 | 内容 |\n|---|---|---|\n"
            + "\n".join(
                f"| {(e + timedelta(days=3 * q)).astimezone(JST):%Y/%m/%d %H:%M} | {(e + timedelta(days=3 * q, hours=2)).astimezone(JST):%Y/%m/%d %H:%M} | 光回線断 |"
                for q in range(3)
            ),
            "この障害履歴から見て、同じ原因が続いていると思いますか？",
        ),
        (
            "ko-esim-record",
            ["korean", "json_pretty", "gaetong_ilsi"],
            f"""{{
  "개통일시": "{iso_space(f.astimezone(KST))}",
  "ICCID": "8982{g.digits(15)}",
  "요청번호": "{g.ulid(f)}",
  "상태": "실패",
  "사유": "EID 불일치"
}}""",
            "EID 불일치가 무슨 뜻인가요? 다시 개통하려면 어떻게 하나요?",
        ),
        (
            "zh-workorder-xml",
            ["chinese", "xml", "chuangjian_shijian"],
            f"""<工单>
  <编号>WO{g.digits(10)}</编号>
  <创建时间>{iso_space(h.astimezone(CST8))}</创建时间>
  <类型>宽带故障</类型>
  <预约上门>{(h + timedelta(days=1)).astimezone(CST8):%Y-%m-%d} 14:00-18:00</预约上门>
</工单>""",
            "师傅明天下午来，我需要准备什么？",
        ),
        (
            "ru-router-journal",
            ["russian", "router_log"],
            f"""{dotted(i)} DHCP: выдан адрес 192.168.0.23 устройству {g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}
{dotted(i + timedelta(minutes=3))} WAN: соединение потеряно (PPPoE, причина: таймаут)
{dotted(i + timedelta(minutes=3, seconds=31))} WAN: соединение установлено""",
            "Почему интернет пропадает на полминуты сразу после подключения нового устройства?",
        ),
        (
            "ptbr-protocol-email",
            ["portuguese", "email", "protocolo"],
            f"""De: Atendimento Tupã Fibra <atendimento@tupa.example>
Data: {rfc2822(j.astimezone(BRT))}
Assunto: Protocolo {g.digits(14)}

Sua solicitação de visita técnica foi registrada em {j.astimezone(BRT):%d/%m/%Y às %H:%M}. Prazo de atendimento: até 3 dias úteis.""",
            "Já passou o prazo? A Anatel obriga eles a cumprir isso?",
        ),
        (
            "it-simswap-verbale",
            ["italian", "record", "data_e_ora"],
            f"""Verbale sostituzione SIM
Data e ora: {k.astimezone(CET):%d/%m/%Y %H:%M:%S}
Punto vendita: Bologna Centro
Documento verificato: CI {g.b62(9).upper()}
Nuovo ICCID: 8939{g.digits(15)}""",
            "Non sono stato io a chiedere questa sostituzione. Questo verbale basta per fare denuncia?",
        ),
        (
            "ar-invoice-table",
            ["arabic", "table", "dates"],
            "| التاريخ | الخدمة | المبلغ |\n|---|---|---|\n"
            + "\n".join(
                f"| {iso_date(n + timedelta(days=q * 2))} | باقة تجوال يومية | 25 درهم |" for q in range(3)
            ),
            "لماذا تم احتساب ثلاث باقات تجوال وأنا سافرت يومين فقط؟",
        ),
    ]


def pasted_blocks_intl2(g: Gen) -> list[tuple[str, list[str], str, str]]:
    m = g.moment
    a, b, c, e, f, h, i, j, k, n = (m() for _ in range(10))
    return [
        (
            "he-sms-history",
            ["hebrew", "sms_history"],
            f"""{a:%d/%m %H:%M} גלים: בקשת הניוד שלך התקבלה.
{(a + timedelta(hours=20)):%d/%m %H:%M} גלים: הניוד נדחה - מספר תעודת זהות לא תואם.""",
            "מה אני צריך לתקן כדי שהניוד יעבור בפעם הבאה?",
        ),
        (
            "hi-visit-json",
            ["hindi", "json_pretty", "created_at"],
            f"""{{
  "created_at": "{rfc3339(b.astimezone(IST))}",
  "ticket": "SR{g.digits(9)}",
  "स्थिति": "तकनीशियन नियुक्त",
  "विज़िट_समय": "{(b + timedelta(days=1)).astimezone(IST):%d-%m-%Y} 10:00-13:00"
}}""",
            "क्या मैं विज़िट का समय शाम को बदल सकता हूँ?",
        ),
        (
            "pl-alarm-csv",
            ["polish", "csv", "czas_wystapienia"],
            "czas_wystąpienia;element;alarm;poziom\n"
            + "\n".join(
                f"{(c + timedelta(minutes=13 * q)).astimezone(CET):%Y-%m-%d %H:%M:%S};BTS-WAW-{g.digits(3)};{al};{lv}"
                for q, (al, lv) in enumerate(
                    [
                        ("Zanik zasilania", "krytyczny"),
                        ("Praca na bateriach", "poważny"),
                        ("Temperatura szafy", "drobny"),
                    ]
                )
            ),
            "Które z tych alarmów są skutkiem pierwszego i czy trzeba wysłać agregat?",
        ),
        (
            "tr-dispute-form",
            ["turkish", "form_export", "olusturulma"],
            f"""Başvuru no: {g.digits(10)}
Oluşturulma: {dotted(e.astimezone(timezone(timedelta(hours=3))))}
Konu: Fatura itirazı - yurt dışı kullanım
Tutar: 412,50 TL""",
            "Bu itirazın sonuçlanması ne kadar sürer? BTK'ya ne zaman şikâyet edebilirim?",
        ),
        (
            "nl-storingsmelding",
            ["dutch", "notice", "aangemaakt"],
            f"""Storingsmelding {g.digits(7)}
Aangemaakt: {f.astimezone(CET):%d-%m-%Y %H:%M}
Gebied: Utrecht Oost (3581-3584)
Oorzaak: graafschade glasvezelkabel
Verwachte oplossing: {(f + timedelta(hours=9)).astimezone(CET):%d-%m-%Y %H:%M}""",
            "Krijg ik compensatie als het langer dan 12 uur duurt?",
        ),
        (
            "th-roaming-lines",
            ["thai", "bill_lines"],
            "\n".join(
                f"{(h + timedelta(hours=7 * q)):%d/%m/%Y %H:%M}  ข้อมูลโรมมิ่ง ญี่ปุ่น  {g.small(50, 900)} MB  {g.small(100, 900)}.00 บาท"
                for q in range(3)
            ),
            "ทำไมค่าโรมมิ่งสูงขนาดนี้ ฉันซื้อแพ็กเกจรายวันไว้แล้ว",
        ),
        (
            "el-porting-sms",
            ["greek", "sms"],
            f"""Αιγαίον: Η φορητότητα του αριθμού σας θα ολοκληρωθεί στις {(i + timedelta(days=1)):%d/%m} μεταξύ 02:00 και 04:00. Κωδ. {g.digits(8)}""",
            "Θα έχω σήμα στο κινητό κατά τη διάρκεια της φορητότητας;",
        ),
        (
            "vi-tech-report-yaml",
            ["vietnamese", "yaml", "cap_nhat"],
            f"""ma_phieu: KT-{g.digits(7)}
tao_luc: {rfc3339(j.astimezone(WIB))}
cap_nhat_luc: {rfc3339((j + timedelta(hours=5)).astimezone(WIB))}
ket_qua: Thay modem, tín hiệu quang -21 dBm""",
            "Tín hiệu quang -21 dBm có ổn không hay cần kỹ thuật quay lại?",
        ),
        (
            "id-router-log",
            ["indonesian", "router_log", "iso"],
            f"""{rfc3339(k.astimezone(WIB))} PON: LOS terdeteksi
{rfc3339((k + timedelta(minutes=1, seconds=5)).astimezone(WIB))} PON: sinkron kembali
{rfc3339((k + timedelta(minutes=1, seconds=9)).astimezone(WIB))} WAN: IP diperoleh 10.{g.small(0, 255)}.{g.small(0, 255)}.{g.small(1, 255)}""",
            "Kenapa internet saya putus sebentar setiap malam? Apa kabel fibernya bermasalah?",
        ),
        (
            "uk-ticket-json",
            ["ukrainian", "json_inline", "stvoreno"],
            f"""{{"заявка": "{g.digits(8)}", "створено": "{rfc3339(n.astimezone(EET))}", "id": "{g.uuid7(n)}", "статус": "виконано", "коментар": "замінено оптичний шнур"}}""",
            "Заявку закрили, але інтернет досі не працює. Як її знову відкрити?",
        ),
    ]


EN_PLACEMENTS = [
    "question_above",
    "block_first",
    "typed_under",
    "here_is_export",
    "below_is_returned",
    "colleague_sent",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_document",
    "tool_observation",
    "fenced",
    "quoted",
    "both_sides",
    "system_then_user",
    "prompt_end",
]
INTL_PLACEMENTS = [
    "question_above",
    "block_first",
    "typed_under",
    "chatml",
    "gemma",
    "phi3",
    "mistral",
    "fenced",
    "quoted",
    "system_then_user",
    "prompt_end",
    "llama3",
]


def place(placement: str, block: str, ask: str, where: str) -> str:
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "here_is_export":
        return f"Here is the export from {where}:\n\n{block}\n\n{ask}"
    if placement == "below_is_returned":
        return f"{ask} Below is what {where} returned:\n\n{block}"
    if placement == "colleague_sent":
        return f"My colleague sent this, it's from {where}:\n\n{block}\n\n{ask}"
    if placement == "earlier_user_turn":
        return (
            f"User: I'm going to paste something from {where}.\n\n{block}\n"
            f"Assistant: Got it. What would you like to know about it?\nUser: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"User: Pull up what we have from {where}.\nAssistant: Here it is:\n\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{CARE}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{CARE}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{CARE}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_document":
        return (
            f'{CARE}\n\n<documents>\n<document source="{where}">\n{block}\n</document>\n</documents>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I should look at the record from {where}.\nAction: fetch_record\n"
            f"Observation:\n{block}\nThought:"
        )
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is anything else in there odd?"
    if placement == "system_then_user":
        return f"{CARE}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "prompt_end"
    return f"{CARE}\n\nCustomer: {ask}\n{block}"


def negatives_pasted(g: Gen) -> None:
    for k, (slug, tags, block, ask, where) in enumerate(pasted_blocks(g) + pasted_blocks_more(g)):
        placement = EN_PLACEMENTS[k % len(EN_PLACEMENTS)]
        text = place(placement, block, ask, where)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{slug}", ["hard_negative", "pasted", placement, *tags]))
    intl = pasted_blocks_intl(g) + pasted_blocks_intl2(g) + pasted_blocks_intl3(g)
    for k, (slug, tags, block, ask) in enumerate(intl):
        placement = INTL_PLACEMENTS[(k * 5) % len(INTL_PLACEMENTS)]
        text = place(placement, block, ask, "")
        NEG.append(Draft(text, f"{SRC}neg:pasted:{slug}", ["hard_negative", "pasted", placement, *tags]))


def pasted_blocks_more(g: Gen) -> list[tuple[str, list[str], str, str, str]]:
    m = g.moment
    a, b, c, e, f, h, i, j = (m() for _ in range(8))
    return [
        (
            "wifi-client-list",
            ["router", "client_list", "connected_since"],
            "Name            MAC                Band    Connected since\n"
            + "\n".join(
                f"{nm:<15} {g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}:{g.hex(2)}  {band}  {iso_space(a + timedelta(hours=q * 3, seconds=q * 13))}"
                for q, (nm, band) in enumerate(
                    [("Galaxy-S23", "5 GHz "), ("unknown", "2.4 GHz"), ("LivingRoomTV", "5 GHz ")]
                )
            ),
            "Who is the 'unknown' device that's been on since last night? Should I kick it off?",
            "the router's device page",
        ),
        (
            "sim-inventory-csv",
            ["sim_inventory", "csv", "activated_at"],
            "iccid,imsi,msisdn,activated_at,status\n"
            + "\n".join(
                f"8944{g.digits(15)},23410{g.digits(10)},+44 7700 {g.digits(6)},{rfc3339(b + timedelta(days=q, minutes=q * 7))},{st}"
                for q, st in enumerate(["active", "active", "suspended", "active"])
            ),
            "Why would one of our fleet SIMs be suspended two days after activation?",
            "our IoT SIM portal",
        ),
        (
            "es9-http-exchange",
            ["esim", "http_exchange", "date_header"],
            f"""HTTP/1.1 200 OK
Date: {http_date(c)}
X-Admin-Protocol: gsma/rsp/v2.2.0
Content-Type: application/json

{{"header": {{"functionExecutionStatus": {{"status": "Failed", "statusCodeData": {{"subjectCode": "8.2.1", "reasonCode": "3.8"}}}}}}}}""",
            "What do subject code 8.2.1 and reason 3.8 mean here?",
            "the test harness",
        ),
        (
            "usage-page-text",
            ["usage_page", "updated_label"],
            f"""Data used: 18.4 GB of 20 GB
Calls: unlimited
Updated {c:%d %b %Y, %H:%M}
Bill period: {(c - timedelta(days=12)):%d %b} - {(c + timedelta(days=18)):%d %b}""",
            "At this rate, will I go over before the bill period ends?",
            "the usage page",
        ),
        (
            "router-backup-xml",
            ["router_config", "xml", "last_modified"],
            f"""<ConfigBackup model="PX6" firmware="4.2.11">
  <LastModified>{rfc3339(e)}</LastModified>
  <WAN mode="pppoe" vlan="911"/>
  <WiFi ssid="HOME-{g.hex(4).upper()}" band="dual" channel5="36"/>
</ConfigBackup>""",
            "I restored this backup after a reset and now there's no internet. Is the VLAN wrong for fibre?",
            "the router's backup file",
        ),
        (
            "gps-pings-csv",
            ["technician", "gps", "csv"],
            "time,lat,lon,speed_kmh\n"
            + "\n".join(
                f"{iso_space(f + timedelta(minutes=6 * q))},{51.50 + q * 0.004:.4f},{-0.12 - q * 0.003:.4f},{sp}"
                for q, sp in enumerate([34, 12, 0, 0])
            ),
            "The customer says the van never stopped at their road. Do these pings show it stopping?",
            "the fleet tracker",
        ),
        (
            "nms-alarm-xml",
            ["alarm", "xml", "event_time", "notification_id"],
            f"""<notification>
  <notificationId>{g.digits(10)}</notificationId>
  <eventTime>{rfc3339(h, 3)}</eventTime>
  <managedObject>SubNetwork=North,ManagedElement=RBS-{g.digits(4)}</managedObject>
  <probableCause>powerProblem</probableCause>
  <perceivedSeverity>critical</perceivedSeverity>
</notification>""",
            "Translate this alarm into plain English for the duty manager.",
            "the NMS northbound feed",
        ),
        (
            "porting-loa-letter",
            ["loa", "letter", "signed_date"],
            f"""LETTER OF AUTHORISATION
I authorise Kestrel Connect to port the numbers below from NorthPeak Wireless.
Numbers: 0161 496 0000 to 0161 496 0099
Signed: A. Whitcombe, Director, Halden Print Ltd
Date: {i:%d/%m/%Y}
Ref: LOA-{g.digits(6)}""",
            "Is a range like this allowed on a single LOA, or do we need one per number?",
            "the customer",
        ),
        (
            "nps-survey-export",
            ["survey", "form_export", "respondent_id"],
            f"""respondent_id,submitted_at,score,comment
{g.uuid4()},{rfc3339(j)},2,"Engineer was late and rude"
{g.uuid4()},{rfc3339(j + timedelta(hours=3, seconds=41))},9,"Quick install"
{g.uuid4()},{rfc3339(j + timedelta(hours=7, seconds=8))},4,"Still waiting for the second visit\"""",
            "Summarise what detractors are unhappy about.",
            "the survey tool",
        ),
    ]


def pasted_blocks_intl3(g: Gen) -> list[tuple[str, list[str], str, str]]:
    a, b, c, e = (g.moment() for _ in range(4))
    return [
        (
            "ko-usage-page",
            ["korean", "usage_page"],
            f"""데이터 사용량: 9.2GB / 10GB
기준 시각: {a.astimezone(KST):%Y.%m.%d %H:%M}
요금제: 5G 슬림""",
            "이번 달 남은 기간에 데이터가 모자랄까요? 추가 요금은 얼마인가요?",
        ),
        (
            "es-email-fecha",
            ["spanish", "email", "fecha"],
            f"""De: Olivo Móvil <avisos@olivo.example>
Fecha: {rfc2822(b.astimezone(CET))}
Asunto: Incidencia en tu zona

Detectamos una avería en la red fija de tu zona desde las {b.astimezone(CET):%H:%M}. Referencia INC-{g.digits(7)}.""",
            "¿Me van a descontar algo de la factura por esta avería?",
        ),
        (
            "de-sim-inventory",
            ["german", "table", "aktiviert_am"],
            "| ICCID | Rufnummer | Aktiviert am |\n|---|---|---|\n"
            + "\n".join(
                f"| 8949{g.digits(15)} | +49 151 {g.digits(8)} | {dotted((c + timedelta(days=q)).astimezone(CET))} |"
                for q in range(3)
            ),
            "Welche dieser SIM-Karten ist die neue nach dem Tausch?",
        ),
        (
            "pt-alarm-xml",
            ["portuguese", "xml", "data_hora"],
            f"""<alarme id="{g.uuid4()}">
  <dataHora>{rfc3339(e.astimezone(timezone(timedelta(0))))}</dataHora>
  <elemento>OLT-LIS-03</elemento>
  <descricao>Perda de sinal em 14 ONTs</descricao>
</alarme>""",
            "Isto indica um corte de fibra no alimentador ou avarias individuais?",
        ),
    ]


# --- generated family: bodies with one program field at three positions each -------------------------------------

Field = tuple[str, str, Callable[[Gen, datetime], str], str]


def body_defs(g: Gen) -> list[dict[str, Any]]:
    m = g.moment
    a, b, c, e, f, h, i, j, k, n = (m() for _ in range(10))
    return [
        {
            "slug": "port-out-csv",
            "lang": "en",
            "system": "You are the retention-free port-out helper of Gullwing Mobile. Explain port-out steps neutrally.",
            "user": f"""Customer: Our business moved three numbers to another carrier; one is still with you. This is what
your portal shows:

msisdn,requested_at,status,reason
+44 7700 {g.digits(6)},{iso_space(a)},completed,
+44 7700 {g.digits(6)},{iso_space(a + timedelta(minutes=2))},completed,
+44 7700 {g.digits(6)},{iso_space(a + timedelta(minutes=3, seconds=41))},rejected,PAC mismatch""",
            "fields": [
                ("head", "Context time", lambda g, t: rfc3339(t), "datetime"),
                ("json_head", "req", lambda g, t: g.uuid7(t), "request_id"),
                ("footer", "Served", lambda g, t: http_date(t), "datetime"),
            ],
            "stable": ("system_tail", "Plan catalogue: 2026-Q1"),
        },
        {
            "slug": "status-page-json",
            "lang": "en",
            "system": "You turn status-page incidents into plain-language replies for Ardent Fibre's chat.",
            "user": f"""Customer: Is this why my internet is off? I'm in Noordwijk. Your status page shows:

{{"incident": "{g.uuid7(b)}", "title": "Fibre cut Leiden - Katwijk", "started_at": "{rfc3339(b)}", "areas": ["Katwijk", "Noordwijk"], "state": "identified"}}""",
            "fields": [
                ("system_tail", "ops.now", lambda g, t: str(epoch_ms(t)), "datetime"),
                ("xml_attr", "request", lambda g, t: g.ulid(t), "request_id"),
                ("after_message", "Conversation", lambda g, t: g.nanoid(), "conversation_id"),
            ],
            "stable": ("head", "Region: South Holland"),
        },
        {
            "slug": "esim-email",
            "lang": "en",
            "system": "You help Corvid Mobile customers activate eSIMs. Use the e-mail the customer pastes.",
            "user": f"""Customer: The QR code in this e-mail won't scan any more:

From: Corvid Mobile <esim@corvid.example>
Date: {rfc2822(c)}
Subject: Your eSIM is ready

Scan the code below within 30 days. It can be used once. Order CM-{g.digits(8)}.""",
            "fields": [
                ("front_matter", "context_fetched_at", lambda g, t: js_iso(t), "datetime"),
                ("head", "Pass", lambda g, t: g.ksuid(t), "session_id"),
                ("system_tail", "Wallclock", lambda g, t: ctime(t), "datetime"),
            ],
            "stable": ("footer", "Knowledge cutoff: 2025-06"),
        },
        {
            "slug": "visit-logfmt",
            "lang": "en",
            "system": "You are the visit-dispute assistant of Moorland Broadband. Judge only from the visit record.",
            "user": f"""Customer: The engineer says he called me, I have no missed call. The record:

visit_id={g.ulid(e)} job=FT-{g.digits(6)} arrived={rfc3339(e)} call_attempt={rfc3339(e + timedelta(minutes=4))} left={rfc3339(e + timedelta(minutes=16))} outcome=no_access""",
            "fields": [
                ("after_message", "traceparent", lambda g, t: g.traceparent(), "trace_id"),
                ("json_head", "t0", lambda g, t: str(epoch_s(t)), "datetime"),
                ("front_matter", "ctx_id", lambda g, t: g.uuid4(), "request_id"),
            ],
            "stable": ("head", "Build: care-bot 7.3.0"),
        },
        {
            "slug": "roaming-usage-epoch",
            "lang": "en",
            "system": "You resolve roaming usage disputes for Lantern Mobile. Be exact about amounts and dates.",
            "user": "Customer: I was in Canada for two days but got charged for three. The usage export:\n\n"
            + "epoch,country,mb\n"
            + "\n".join(
                f"{epoch_s(f + timedelta(hours=11 * q, seconds=q * 7))},CA,{g.small(5, 400)}"
                for q in range(4)
            ),
            "fields": [
                ("xml_attr", "stamp", lambda g, t: rfc3339(t, 3), "datetime"),
                ("footer", "Ticket session", lambda g, t: g.b62(20), "session_id"),
                ("head", "As of", lambda g, t: unix_date(t.astimezone(CET)), "datetime"),
            ],
            "stable": ("system_tail", "Billing day: 14"),
        },
        {
            "slug": "provisioning-yaml",
            "lang": "en",
            "system": "You are the CPE provisioning assistant for Pinecrest Fibre's business desk.",
            "user": f"""Agent: The router for this site never got its voice config. Provisioning record:

site: PF-B-{g.digits(5)}
created: {rfc3339(h)}
profile: biz-voice-2
state: data_only
last_error: "SIP credentials missing in order\"""",
            "fields": [
                ("system_tail", "Provision request", lambda g, t: g.hex(32), "request_id"),
                ("after_message", "Sent", lambda g, t: rfc2822(t.astimezone(CET)), "datetime"),
                ("xml_attr", "nonce", lambda g, t: g.b64url(16), "nonce"),
            ],
            "stable": ("head", "Model: care-large-2"),
        },
        {
            "slug": "es-alarm-kv",
            "lang": "es",
            "system": "Eres el asistente del centro de operaciones de Ibérica Fibra. Responde en español.",
            "user": f"""Operador: ¿Estas alarmas son del mismo corte?

ts={rfc3339(i)} ne=OLT-MAD-04 alarma=LOS_PON puerto=1/2/7
ts={rfc3339(i + timedelta(seconds=3))} ne=OLT-MAD-04 alarma=LOS_PON puerto=1/2/8
ts={rfc3339(i + timedelta(minutes=9))} ne=RTR-MAD-01 alarma=BGP_DOWN vecino=10.20.0.4""",
            "fields": [
                ("head", "Hora actual", lambda g, t: iso_space(t.astimezone(CET)), "datetime"),
                ("system_tail", "ID de sesión", lambda g, t: g.uuid7(t), "session_id"),
                ("json_head", "marca", lambda g, t: str(epoch_ms(t)), "datetime"),
            ],
            "stable": ("after_message", "Zona horaria: Europe/Madrid"),
        },
        {
            "slug": "de-simswap-record",
            "lang": "de",
            "system": "Du bist der Betrugsprävention-Assistent von Rheinfunk. Antworte auf Deutsch.",
            "user": f"""Kunde: Das hier steht in meinem Kundenkonto, aber ich war an dem Tag nicht im Shop:

SIM-Tausch
Zeitpunkt: {dotted(j.astimezone(CET))}
Filiale: Düsseldorf Königsallee
Neue SIM: 8949{g.digits(15)}""",
            "fields": [
                ("front_matter", "abrufzeit", lambda g, t: rfc3339(t.astimezone(CET)), "datetime"),
                ("after_message", "Anfrage-ID", lambda g, t: g.ulid(t), "request_id"),
                ("footer", "Erzeugt", lambda g, t: dotted(t.astimezone(CET)), "datetime"),
            ],
            "stable": ("head", "Tarifstand: 01.03.2026"),
        },
        {
            "slug": "fr-rdv-xml",
            "lang": "fr",
            "system": "Tu es l'assistant rendez-vous de Lumio Télécom. Réponds en français.",
            "user": f"""Client : J'ai reçu ceci, mais je travaille ce jour-là :

<rendezvous ref="RDV-{g.digits(7)}" cree="{rfc3339(k)}">
  <debut>{rfc3339(k + timedelta(days=5))}</debut>
  <fin>{rfc3339(k + timedelta(days=5, hours=4))}</fin>
</rendezvous>""",
            "fields": [
                ("system_tail", "Horodatage", lambda g, t: py_str(t), "datetime"),
                ("head", "Identifiant de requête", lambda g, t: g.hex(24), "request_id"),
                ("xml_attr", "horodatage", lambda g, t: go_nano(t, g.small(0, 1000)), "datetime"),
            ],
            "stable": ("footer", "Région : Bretagne"),
        },
        {
            "slug": "ja-billing-lines",
            "lang": "ja",
            "system": "あなたはサクラモバイルの請求サポートです。日本語で答えてください。",
            "user": "お客様：この明細の国際ローミング料金に心当たりがありません。\n\n"
            + "\n".join(
                f"{(n + timedelta(hours=5 * q)).astimezone(JST):%Y/%m/%d %H:%M:%S}  国際ローミング（韓国）  {g.small(10, 300)}MB  {g.small(100, 2000)}円"
                for q in range(3)
            ),
            "fields": [
                ("head", "現在時刻", lambda g, t: iso_space(t.astimezone(JST)), "datetime"),
                ("after_message", "リクエストID", lambda g, t: g.uuid4(), "request_id"),
                ("front_matter", "照会日時", lambda g, t: rfc3339(t.astimezone(JST)), "datetime"),
            ],
            "stable": ("system_tail", "プラン：ひかり1G"),
        },
    ]


LANG_CODE = {"en": "en", "es": "es-ES", "de": "de-DE", "fr": "fr-FR", "ja": "ja-JP"}


def _compose(body: dict[str, Any], position: str, field_line: str, inline: str) -> str:
    """The body's prompt with a program line (`field_line`) or an inline field (`inline`) at `position`."""
    system, user = body["system"], body["user"]
    lang = LANG_CODE[body["lang"]]
    cue = "\nAssistant:" if body["lang"] == "en" else ""
    if position == "head":
        return f"{field_line}\n{system}\n\n{user}{cue}"
    if position == "system_tail":
        return f"{system}\n{field_line}\n\n{user}{cue}"
    if position == "after_message":
        return f"{system}\n\n{user}\n\n{field_line}{cue}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{field_line}{cue}"
    if position == "front_matter":
        return f"---\n{field_line}\nchannel: care-web\n---\n{system}\n\n{user}{cue}"
    if position == "json_head":
        return f'{{"channel":"care-web",{inline}"lang":"{lang}"}}\n{system}\n\n{user}{cue}'
    assert position == "xml_attr"
    return f'<turn {inline} lang="{lang}">\n{system}\n\n{user}\n</turn>{cue}'


def _field_text(position: str, label: str, value: str) -> str:
    if position == "json_head":
        quoted = value if value.isdigit() else f'"{value}"'
        return f'"{label}":{quoted},'
    if position == "xml_attr":
        return f'{label}="{value}"'
    colon = "：" if any(ord(ch) > 0x3000 for ch in label) else ": "
    return f"{label}{colon}{value}"


def generated(g: Gen) -> tuple[list[Draft], list[Draft]]:
    positives: list[Draft] = []
    negatives: list[Draft] = []
    for body in body_defs(g):
        for position, label, fn, cue in body["fields"]:
            t = g.moment()
            text = v(cue, _field_text(position, label, fn(g, t)))
            marked = _compose(body, position, text, text)
            positives.append(
                Draft(
                    marked,
                    f"{SRC}pos:gen:{body['slug']}:{position}",
                    ["generated", position, body["lang"], cue],
                )
            )
        position, stable = body["stable"]
        negatives.append(
            Draft(
                _compose(body, position, stable, ""),
                f"{SRC}neg:gen:{body['slug']}:{position}",
                ["generated", "hard_negative", "stable_value", position, body["lang"]],
            )
        )
    return positives, negatives


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS]
    NEG.clear()
    negatives_handwritten(g)
    negatives_handwritten_more(g)
    negatives_pasted(g)
    gen_pos, gen_neg = generated(g)
    return make_holdout.assemble("hold98", positives + gen_pos, list(NEG) + gen_neg, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
