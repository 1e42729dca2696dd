"""Build `prompt_normalizer/corpus/holdout110.jsonl`, a hundred-and-tenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout110.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`; `Gen` is subclassed
only to draw its moments from 16 March to 30 June 2026, after the records the prompts carry); of
`make_holdout2.py` to `make_holdout104.py` only the module docstrings were read (extracted with
`ast.get_docstring`, the code never printed), through keyword searches over them for neighbours of this
domain (solar, inverter, battery, photovoltaic, energy, grid, installer, meter, and then rooftop,
feed-in, interconnection and PV) and the passages around the hits, with the docstrings of
`make_holdout38.py`, `make_holdout81.py` and `make_holdout104.py` read in full; of `make_holdout24.py`
also its import block and its last 150 lines, for the structure of a generator; and `pyproject.toml`
for ruff's settings. (A listing of `tests/normalizer/` and of the working tree showed file names only,
and that `holdout110.jsonl` did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any
other test file, any `.jsonl` corpus, the docs and bench folders or the git history;
`make_holdout105.py` to `make_holdout112.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, spans are single lines, inputs are unique, the build is
deterministic).

The domain is solar installers and home batteries: site surveys and quotes, installation scheduling,
inverter and battery telemetry, grid export and feed-in statements, permits and interconnection,
warranty claims and monitoring alerts. The earlier docstrings name neighbours of it: SunSpec inverter
registers, inverter events and trackers (make_holdout16); a battery health report and installation
certificates among EV charging material (make_holdout25); above all make_holdout38 (solar farm O&M with
inverter trips behind `Date` and `X-Request-ID`, a soiling planner, a Spanish plant operator, a daily
generation note's footer, tracker stow "as of" a time, a string-testing crew's session table, a Texas
rooftop customer behind an AWS trace header; a home battery's inverter clock read for the request, an
installer's laptop clock and commissioning session) and make_holdout81 (a solar monitoring platform's
alert delivered with `X-SunLedger-*` headers and the same delivery pasted to debug it, a DNO
notification behind a logfmt line, an export statement between a bare epoch and a ULID trace, a
battery CSV under XML attributes, a Japanese FIT statement, an Arabic grid connection, a Hindi rooftop
subsidy, a Dutch terugleverkosten question, a Hebrew battery fault, a Mistral smart charging schedule
with a Go `Now:`); a UPS battery monitor and battery replacement months (make_holdout61); a battery-low
lock delivery in Standard Webhooks form (make_holdout101). The scenarios here were written around them:
the installer's side of residential solar (surveys, quotes, crews, permits, RMAs) rather than solar
farms, SunSpec registers or retail billing; no inverter clock, installer laptop or commissioning
session, no soiling, stow or string-testing crew; monitoring alerts arrive as a structured CloudEvent,
an alert digest pulled "at" a time, a forwarded alert e-mail and a NOC triage line, never a vendor
`*-Delivery` envelope, and the webhook a user pastes to debug belongs to another platform; feed-in
appears through a German Einspeiseabrechnung, a UK export statement, a US net billing true-up, Swedish
skattereduktion, Thai net billing, Turkish mahsuplaşma and an Arabic export credit, never a FIT
statement or terugleverkosten; the Hebrew, Hindi and Dutch prompts are about a grid connection, an
inverter on backup and a roof leak; the Mistral positive holds a Windows-form `Time of request:`. The
sources are:

* site surveys and quotes: YAML front matter (`generated` in `toISOString()` form, ULID
  `survey_req`); panel prices "pulled from the price book at <ctime>" with a `Quote draft: qd_...`
  line; a markdown context table (KSUID `Shading run`, RFC 2822 `Run started`; roof plane and
  obstructions stay); a bare `traceparent` and `tracestate` first; edge headers (`X-Request-Start` in
  us, AWS `X-Amzn-Trace-Id`; `Accept-Language` stays); "The current time is <12-hour time, zone,
  weekday and date>." inside a quote follow-up's system line; German (`Aktuelle Zeit:`, `Anfrage-ID:`
  at the head over a neighbour's pasted Angebot whose `Angebotsdatum` stays), French (`Date et heure
  actuelles :`, nanoid `Identifiant de session :`), Japanese (`現在日時：`, ULID `リクエストID：`) and
  Brazilian Portuguese (`Data/hora atual:`, UUIDv7 `ID da sessão:`; `Canal:` stays) desks;
* installation scheduling: a ChatML dispatch board (`Dispatch board clock:` in Python `str()` form); a
  Llama 3 system turn (.NET round-trip `Scheduler now:`, ObjectId `Coordinator session:` before
  `<|eot_id|>`); a Gemma user turn with a bracketed `[booking ctx slot_search=... t=<ms> region=...]`
  line; a Phi-3 system turn with a UUIDv7 `Session:`; the Mistral `[INST]` prompt (Windows form,
  ObjectId `Conversation:`); Spanish (`Hora actual:`, hex `ID de solicitud:` at the head), Italian
  (footer after `--`: `Ora della richiesta:`, upper-case hex `ID richiesta:`; the app line stays),
  Polish (`Teraz:` after the user's message) and Korean (12-hour `현재 시각:`, nanoid `세션 ID:`) desks;
* inverter and battery telemetry: readings fetched from the gateway "as of" an RFC 3339 time with
  milliseconds and an offset (the readings stay); a single-line JSON head (UUIDv7 `req`, `ts` in ms
  between stable members); `<telemetry_request>` attributes `id` and `received` (naive
  `isoformat()`; `site` stays); a `voltnest.ctx at=... req=...` logfmt line (RFC 3339 us, ULID); made-up
  `t0:` (epoch ns) and `Hop:` (base64url) at the head; nested YAML `now:` (Go RFC3339Nano) and
  `dispatch_query:` (UUIDv7) for a VPP dispatch; Chinese (`当前时间：`, hex `请求编号：` over a pasted
  inverter log whose times stay), Greek (`Τρέχουσα ώρα:`, `Αναγνωριστικό συνεδρίας:`), Russian
  (`Текущее время:` with the month name and zone, base64url `ID сессии:`) and Hindi (`वर्तमान समय:` in
  Devanagari digits, `अनुरोध आईडी:`) desks;
* grid export and feed-in: request headers (`X-Correlation-ID`, `X-Client-Time` in `toISOString()`
  form) over a pasted UK export statement; a net billing footer (`Generated:` in IMF form, B3 single
  `Trace:`; the app line stays); a Semantic Kernel current-date sentence inside the system paragraph;
  German (`Abfragezeitpunkt:` with the month name and zone, over a pasted Einspeiseabrechnung),
  Arabic (`الوقت الحالي:` in Arabic-Indic digits, ULID `معرّف الجلسة:`), Swedish (`Aktuell tid:`,
  UUIDv7 `Begäran-ID:`; `Kanal:` stays), Thai (Buddhist-era `เวลาปัจจุบัน:`, hex `รหัสคำขอ:`) and
  Turkish (`Geçerli tarih ve saat:`, KSUID `Oturum:` after the user's message) desks;
* permits and interconnection: a ReAct lookup observation whose `call_id` and `fetched_at` move while
  the application with its `submitted` and `approved` dates stays; a permit fee payment (`Request-Id:
  req_...`, `Idempotency-Key`; `Stripe-Version` and the customer stay); an HTTP request with a JWT
  `X-Session-Token`; "Today is <long date>." alone on its line; a permit batch planner (current ISO
  week date, KSUID `Batch run:`; the jurisdictions stay); Hebrew (`שעה נוכחית:`, ULID `מזהה בקשה:`),
  Czech (`Aktuální čas:`, `ID relace:` at the head) and Vietnamese (`Bây giờ là:`, hex `Mã yêu cầu:`
  after the user's message) desks;
* warranty claims: pretty JSON (`received_at`, UUIDv7 `claim_session` between `brand` and
  `channel`); an installer community bot (snowflake `message_id`, RFC 3339 `sent`; the server and its
  guild id stay); a Log4j `Intake time:` at the head over a queue line that stays; an upload line after
  the user's message (`[upload id=up_... received=... kind=photo]`); Dutch (`Huidige tijd:`, lower-case
  ULID `Sessie-ID:`), Bulgarian (`Текущ час:`, `Идентификатор на заявката:` after the user's message)
  and Finnish (`Nykyhetki:`, nanoid `Istunto:` at the head) desks;
* monitoring alerts: a ChatML system turn with `Now:` (RFC 3339 +10:00); open alerts "pulled from the
  monitoring API at <GNU date>" with a `Digest job: dj_...` line (the alerts' own times stay); a
  CloudEvent delivered for the request (`id` and `time` move; the `data` with its `raised_at` stays);
  `Alert bot started:` (Python logging) and a hex `Correlation:` at the head; a NOC triage tail (Go
  `time.Now().String()` `Host clock:`, ULID `Triage request:`); single-line JSON after the user's
  message (`sent_at` epoch s, `nonce`); a forwarded alert e-mail whose `Date` and `Message-ID` stay
  under `Forwarded to assistant:` (RFC 2822) and `Forward id:` lines; a Norwegian desk (`Nåtid:`,
  UUIDv7 `Forespørsels-ID:`; `Plattform:` stays);
* the generated family: one program field at three of eight positions (head, system tail, header block
  between two stable lines, after the user's message, footer after `--` above a stable line, YAML front
  matter, a single-line JSON member between stable members, an XML attribute before a stable one) of
  12 bodies, each with a pasted record of its own that stays (a survey booking JSON with a UUIDv7 and
  `created_at`, inverter logfmt with `ts` and a ULID `request_id`, an export CSV, a utility e-mail with
  `Date` and `Message-ID`, an RMA YAML with a ULID `id` and `created`, an alert payload with
  `occurred_at` and an epoch, a German `key=value` order with `erstellt`, a Spanish CSV with `creado`, a
  French JSON with `horodatage`, a Japanese JSON with `作成日時`, a Korean record with `접수일시`, a
  Portuguese table with `Atualizado em`); the field is one of 18 English and made-up labels
  (`Wallclock`, `Served at`, `Pulled`, `t0`, `Hop`, `Desk clock`, `Chat session`, `Trace`, `Request`,
  `Local time`, `Epoch`, `Nonce`, `Run`, `As of`, `Correlation`, `Session token`, `Stamp`, `tick.us`)
  or the "now", request or session label of the body's language.

The negatives: 53 pasted records in twenty placements (block first, question first, typed right under
the question with no blank line, behind a lead-in, a question ending in a lead-in with the block on the
next line, an earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral
turns, a RAG document, a ReAct observation, fenced, quoted with `>`, indented, at the very end of the
prompt, a user turn under a system prompt, both sides): an installer's e-mail with `Date` and
`Message-ID`, `curl -v` output with `date`, `x-request-id` and a rate-limit reset epoch, inverter NDJSON
events, a battery CSV with epochs in ms, a survey YAML with a ULID `id` and `created`, an
interconnection application in XML, a production table, gateway logfmt with `req_id`, RFC 5424 inverter
syslog, a monitoring webhook pasted to debug its signature, a deposit receipt with `Paid at` and a
transaction id, a support ticket with `Created` and `Updated`, an ICS with `DTSTAMP` and `UID`, a
feed-in CSV, a city permit e-mail, a warranty form export with a KSUID `Response ID` and `Submitted`, a
Slack thread with `ts`, an OpenTelemetry span, an order export whose `Paid at` is before its `Created at`
(asked about), nginx portal lines with `rid=`, a utility SMS, a Modbus trace, a monitoring site record
with `lastUpdateTime`, an interconnection agreement, a true-up statement, a firmware job log with
uuids, a Sentry event, a crew timesheet, a JSON log line whose request id the user asks about, a quote,
a VPP event e-mail, a support chat transcript, a rebate status with a UUIDv7 and `updated_at`, a meter
exchange note; and in other languages a German Marktstammdatenregister confirmation and
Inbetriebnahmeprotokoll, a Spanish invoice JSON (`creado`, ULID `id`), a French e-mail with `Date :`
and `Message-ID :`, an Italian GSE notice with `aggiornato`, a Brazilian Parecer de Acesso with `Criado
em`, a Japanese 売電明細 with `作成日時`, a Korean generation table with `접수일시`, Chinese `key=value`
log lines with `时间=` and `请求号=`, an Arabic net metering SMS in Arabic-Indic digits, a Hebrew
inspection e-mail, Russian BMS log lines with `trace_id`, a Polish prosument CSV with `utworzono`, a
Turkish application with `Oluşturulma`, Dutch monitoring JSON with `aangemaakt` and a UUIDv7, a Hindi
net meter record, a Thai Buddhist-era bill, a Greek connection application and a Swedish e-mail with
`Skickat:`. 18 look-alikes in program positions (a stable header with installer licence, API version,
knowledge cutoff and prompt revision; a Llama 3 header with only its cutoff; unrendered
`{{current_time}}` and `{{request_id}}`; office hours and phone numbers; feed-in rates with their
effective date; an IBAN; a tenant uuid and customer id in XML attributes; a CalVer build and API
version in single-line JSON; `KEY=value` site settings with a commissioning date and battery month; FAQ
front matter with `reviewed`; an HTML comment template revision; a terms footer; a settings table with
NMI, meter serial and install date; a ChatML prompt revision; a German `Stand:`; a Japanese policy
revision date; Chinese service hours; a Russian `Версия API:`), 19 values the user asks about or types
(a firmware hash, relative times, dates in prose, a clock in Perth, an epoch, a UUIDv7, a JWT, a
traceparent, few-shot install dates, ISO week and warranty arithmetic, time-of-use windows, a Mistral
prompt with install and rebate dates, a claim ULID, a Slack `ts`, a Spanish clock, a French request id,
Korean relative times, Italian warranty dates), two near-misses (a staging bot prompt with `Current
time:` and `Session:` pasted to proofread, report front matter with `generated_at` and `export_run`
pasted to check its wording), three plain controls (Gemma, Phi-3, plain) and 12 generated hard
negatives: the family's bodies with one stable value (survey duration, inverter firmware, feed-in rate,
utility, warranty term, alert retention, business hours, compensation price, inverter warranty, service
hours in Japanese and Korean, inspection deadline) at a position the body's positives do not use.

What it is: 203 prompts. 96 carry volatile fields (145 spans): 60 hand-written positives (109 spans; 49
with two or more fields) and 36 generated ones. 107 carry none. About three prompts in eight (75) are
in a language other than English (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai,
Han, Japanese, Hangul). The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout104.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Solar and battery records are content wherever they sit and however they open: survey, quote,
  order, booking, application, permit, RMA, claim, ticket, alert, event, job and dispatch ids (UUIDv7,
  ULID, KSUID, hex, `evt_`, `txn_`, `al_`), their `created`, `created_at`, `submitted`, `approved`,
  `updated_at`, `raised_at`, `occurred_at`, `Paid at`, `DTSTAMP`, `Erstellt`, `creado`, `作成日時`,
  `접수일시`, statement, issue and inspection dates, install windows, meter readings and epochs, NMIs,
  meter serials, MaStR numbers; also when the program fetched them for this request (the price book,
  the gateway readings, the interconnection lookup, the alert digest) and also next to a program's
  stamp. Only the stamp ("at <time>", "as of <time>", `fetched_at`) and the ids minted for the request,
  session, run, call, quote draft, digest job, batch run, triage request or forward move.
* A CloudEvent delivered for the request moves its `id` and `time` and keeps its `data`; a webhook
  delivery a user pastes to debug its signature stays whole, headers included.
* Made-up labels (`t0`, `Hop`, `Pulled`, `Desk clock`, `Wallclock`, `tick.us`) move when they hold the
  current time or a per-request id; installer licences, tenants, customers (`cus_`), builds, API
  versions, feed-in rates, warranty terms and retention periods stay.
* Near-misses by position and purpose: the app's `generated`, `survey_req` and header lines move while
  a record's `created_at` and id below them stay; a request id, ULID, epoch, JWT, traceparent or Slack
  `ts` the user asks about stays; a clock the user types ("It's 17:40 here in Perth") stays; a staging
  prompt and a report header pasted to be proofread stay.
* Spans follow rule 3: "at <ctime>", "at <GNU date>" and "as of <time>" are cut with their
  preposition; "The current time is ..." and the Semantic Kernel sentence are inline spans in a system
  line, "Today is ..." alone on its line is a whole-line span; XML attributes and `key=value` pairs are
  followed by a stable neighbour; single-line JSON members are cut with the comma after them and sit
  between stable members; volatile members of pretty JSON are never the last member of their object;
  header lines, YAML keys (also nested), markdown rows, ReAct observation lines, footer lines and a
  line holding one field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Reply:`, `Summary:`, `Message:`,
  `Notification:`, `Severity:`, `Thought:`, `Agent:`, `Ray:`, `CellGuard:`) or a chat template's reply
  header on a line of its own end positives; the trailer goes before a cue line or a ChatML or Llama 3
  reply header, and after the Gemma and Phi-3 reply headers and the Mistral `[/INST]`, as rule 4 gives
  it; prompts in other languages end with the user's message or with the metadata after it.
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
    CEST,
    DAYS_LONG,
    EDT,
    IST,
    JST,
    MONTHS_LONG,
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
    iso_week,
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

SEED = 20260110
SRC = "holdout110:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout110.jsonl"

AEST = timezone(timedelta(hours=10), "AEST")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
ICT = timezone(timedelta(hours=7), "ICT")
MSK = timezone(timedelta(hours=3), "MSK")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
GST = timezone(timedelta(hours=4), "GST")
BRT = timezone(timedelta(hours=-3), "BRT")
MDT = timezone(timedelta(hours=-6), "MDT")
PDT = timezone(timedelta(hours=-7), "PDT")
IDT = timezone(timedelta(hours=3), "IDT")
TRT = timezone(timedelta(hours=3), "TRT")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]


# --- value formats of this corpus ---------------------------------------------------------------------------------

def eu_zone(t: datetime) -> datetime:
    """Central European time, summer time from April to October."""
    return t.astimezone(CEST if 4 <= t.month <= 10 else timezone(timedelta(hours=1), "CET"))


def dmy(t: datetime, sep: str = "/", seconds: bool = True) -> str:
    clock = f"{t:%H:%M:%S}" if seconds else f"{t:%H:%M}"
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {clock}"


def mdy12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def de_dt(t: datetime) -> str:
    return f"{t.day:02d}.{t.month:02d}.{t.year}, {t:%H:%M} Uhr"


def de_long(t: datetime) -> str:
    return f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S} {t.tzname()}"


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour} h {t:%M}"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t:%M}分"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M}"


def th_be(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def el_long(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ru_long(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M} ({t.tzname()})"


def it_long(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def es_long(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def epoch_ns(g: Gen, t: datetime) -> str:
    return str(epoch_us(t) * 1000 + g.small(0, 1000))


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


def hex_upper(g: Gen, n: int) -> str:
    return g.hex(n).upper()



class Gen110(Gen):
    """`Gen` with its moments between 16 March and 30 June 2026, after the records the prompts carry."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 16, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 106 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{source}", tags)


# --- hand-written positives: site surveys and quotes --------------------------------------------------------------

@pos
def _survey_front_matter(g: Gen) -> Draft:
    t = g.moment(AEST)
    return P(f"""---
{v('datetime', 'generated: ' + js_iso(t))}
{v('request_id', 'survey_req: ' + g.ulid(t))}
installer: Brightroof Solar
service_area: Greater Sydney
---
You are Sunny, the booking assistant of Brightroof Solar. Offer site survey slots from the calendar
the booking tool gives you, ask for roof access details, and never quote prices before the survey.

Customer: We have a two-storey house with a tiled roof and a dog. Can the surveyor come on a Saturday?
Assistant:""", "surveys:front-matter", ["surveys", "yaml_front_matter", "js_iso", "ulid", "lang:en"])


@pos
def _quote_price_book(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You draft residential solar quotes for Canyon Ridge Energy. Use only the prices listed below and show
the system size, the panel count and the price before and after the 30% federal tax credit.

Panel and battery prices pulled from the price book {v('datetime', 'at ' + ctime(t))} for this request:
- Qcells Q.TRON 430 W panel: $265 each
- Enphase IQ8M microinverter: $182 each
- Racking and wiring per panel: $96
- Labour per kW: $620

{v('request_id', 'Quote draft: qd_' + g.b62(20))}

Survey notes: south-west roof, 28 degrees, usable area for 18 panels, no shading after 9 am.
Answer:""", "surveys:price-book", ["surveys", "phrase_at", "ctime", "prefixed_id", "lang:en"])


@pos
def _shading_run_table(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""| Context | Value |
|---|---|
{v('run_id', '| Shading run | ' + g.ksuid(t) + ' |')}
{v('datetime', '| Run started | ' + rfc2822(t) + ' |')}
| Roof plane | R2, azimuth 190°, pitch 32° |
| Obstructions | chimney 1.2 m, neighbour's oak to the east |

You explain shading reports to homeowners in plain words. Say which panels lose most and whether
optimisers would help, in no more than five sentences.

Homeowner: The report says 11% annual shading loss. Is that bad, and should I pay for optimisers?
Reply:""", "surveys:shading-table", ["surveys", "markdown_table", "ksuid", "rfc2822", "lang:en"])


@pos
def _german_angebot(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""{v('datetime', 'Aktuelle Zeit: ' + de_dt(t))}
{v('request_id', 'Anfrage-ID: ' + g.uuid4())}
Du bist der Angebotsassistent der Sonnendach Franken GmbH. Erkläre Angebote verständlich und nenne keine
Preise, die nicht im Angebot stehen.

Kunde: Mein Nachbar hat mir sein Angebot geschickt, wir überlegen, gemeinsam zu bestellen:

Angebot Nr. SF-2026-0418
Angebotsdatum: 03.03.2026, gültig bis 31.07.2026
10,4 kWp, 24 Module à 435 Wp, Wechselrichter 10 kW, Speicher 10,2 kWh
Gesamtpreis: 18.940,00 EUR (0 % MwSt. nach § 12 Abs. 3 UStG)

Bekommen wir einen Rabatt, wenn beide Anlagen am selben Tag montiert werden?""",
             "surveys:de-angebot", ["surveys", "header_block", "head", "pasted_record", "lang:de", "non_english"])


@pos
def _french_devis(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Tu es l'assistant devis de Soleil d'Oc, installateur photovoltaïque à Montpellier. Réponds en français,
en phrases courtes, et propose une visite technique si le toit n'est pas décrit.
{v('datetime', 'Date et heure actuelles : ' + fr_long(t))}
{v('session_id', 'Identifiant de session : ' + g.nanoid())}

Client : Nous avons une maison de plain-pied avec un toit en tuiles canal orienté sud-est. Est-ce que
l'autoconsommation avec revente du surplus vaut le coup pour une consommation de 7 000 kWh par an ?""",
             "surveys:fr-devis", ["surveys", "system_tail", "fr_long", "nanoid", "lang:fr", "non_english"])


@pos
def _japanese_survey(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""あなたは「ひだまりソーラー」の現地調査受付アシスタントです。丁寧な日本語で、屋根の種類と築年数を確認してから調査日を提案してください。
{v('datetime', '現在日時：' + ja_dt(t))}
{v('request_id', 'リクエストID：' + g.ulid(t))}

お客様：築18年のスレート屋根です。蓄電池も一緒に見積もってもらえますか？""",
             "surveys:ja-survey", ["surveys", "system_tail", "ja_dt", "ulid", "lang:ja", "non_english"])


@pos
def _brazil_orcamento(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""Você é a assistente de orçamentos da SolarLar, integradora de energia solar em Campinas. Responda em
português, explique a compensação de créditos e nunca prometa prazo de homologação.

{v('datetime', 'Data/hora atual: ' + dmy(t))}
{v('session_id', 'ID da sessão: ' + g.uuid7(t))}
Canal: WhatsApp

Cliente: Minha conta de luz vem em média 480 kWh por mês. Quantas placas eu preciso e em quanto tempo
o sistema se paga?""", "surveys:pt-orcamento", ["surveys", "header_block", "dmy", "uuid7", "lang:pt", "non_english"])


@pos
def _quote_compare_traceparent(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: sqc=' + g.hex(16) + ',vendor=' + g.b64url(9))}
You compare solar quotes for homeowners on the QuoteSense site. Compare on price per watt, panel and
inverter warranties and battery usable capacity. Do not recommend a specific installer.

Quote A: 6.6 kW, 15 x 440 W, Fronius Primo, $7,990, 12-year workmanship warranty.
Quote B: 6.5 kW, 16 x 405 W, Sungrow SG5.0RS, $6,450, 5-year workmanship warranty.

User: Which one is better value over 15 years?
Answer:""", "surveys:quote-compare", ["surveys", "head", "traceparent", "tracestate", "lang:en"])


@pos
def _survey_edge_headers(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""Edge headers:
X-Forwarded-Proto: https
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
Accept-Language: en-US,en;q=0.8

You are the virtual site survey assistant of Mesa Sun Co. Guide the homeowner through taking photos of
the main electrical panel, the roof and the attic, one step at a time.

Homeowner: I'm in the garage now. Which photo of the panel do you need first?
Assistant:""", "surveys:edge-headers", ["surveys", "header_block", "epoch_us", "amzn_trace", "lang:en"])


@pos
def _followup_current_time(g: Gen) -> Draft:
    t = g.moment_us()
    h = t.hour % 12 or 12
    clock = f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'} {t.tzname()} on {DAYS_LONG[t.weekday()]}, {MONTHS_LONG[t.month - 1]} {t.day}"
    return P(f"""You follow up on solar quotes for Liberty Rooftop Solar. {v('datetime', 'The current time is ' + clock + '.')}
Quotes stay valid for 120 days from the quote date; remind the customer politely and offer a call.

Quote Q-7781 for the Brennan household: 7.2 kW, $19,450 before incentives, quote date March 2, 2026.

Write the follow-up message.
Message:""", "surveys:current-time-sentence", ["surveys", "templated_sentence", "us_12h_weekday", "lang:en"])

# --- installation scheduling --------------------------------------------------------------------------------------

@pos
def _crew_board_chatml(g: Gen) -> Draft:
    t = g.moment_us().replace(tzinfo=None)
    return P(f"""<|im_start|>system
You schedule installation crews for Prairie Sun Installs. A standard rooftop install needs one day and a
crew of three; a battery-only job needs half a day and two electricians. Never double-book a crew.
{v('datetime', 'Dispatch board clock: ' + py_str(t))}
<|im_end|>
<|im_start|>user
Crew B is free Thursday. Can they take the Hendricks 8 kW job and the Ortiz battery retrofit the same day?<|im_end|>
<|im_start|>assistant
""", "scheduling:chatml-board", ["scheduling", "chatml", "system_tail", "py_str", "lang:en"])


@pos
def _llama3_scheduler(g: Gen) -> Draft:
    t = g.moment(AEST)
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You are the install coordinator for Coastline Solar & Storage. Propose install dates that respect the
DNSP approval, scaffold hire and crew availability given by the user.
{v('datetime', 'Scheduler now: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'Coordinator session: ' + g.objectid(t))}<|eot_id|>
<|start_header_id|>user<|end_header_id|>

The network approval came through and scaffolding is booked for the 21st to the 23rd. When can we install?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""", "scheduling:llama3", ["scheduling", "llama3", "dotnet_o", "objectid", "lang:en"])


@pos
def _gemma_slot_ctx(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<start_of_turn>user
You help customers of Greenhaven Solar move their installation date. Offer at most three alternatives from
the slots the customer is given and explain that scaffolding must be rebooked.

[booking ctx {v('run_id', 'slot_search=' + g.hex(20))} {v('epoch', 't=' + str(epoch_ms(t)))} region=north-west]

I need to move my install from the 9th; my mother is coming out of hospital that week.<end_of_turn>
<start_of_turn>model
""", "scheduling:gemma-ctx", ["scheduling", "gemma", "bracketed_kv", "epoch_ms", "hex", "lang:en"])


@pos
def _phi3_session(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""<|system|>
You are the scheduling helper for Bluebonnet Solar. Electrical panel upgrades must be done before the
array goes on the roof; tell customers when a utility meter pull is needed.
{v('session_id', 'Session: ' + g.uuid7(t))}<|end|>
<|user|>
Our panel upgrade is booked for the 3rd and the array for the 4th. Is that too tight?<|end|>
<|assistant|>
""", "scheduling:phi3", ["scheduling", "phi3", "uuid7", "lang:en"])


@pos
def _mistral_windows_time(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""<s>[INST] You reschedule battery installs for Summit Home Energy. Each Powerwall install needs a
4-hour window and someone home to let the electrician in.
{v('datetime', 'Time of request: ' + windows_general(t))}
{v('session_id', 'Conversation: ' + g.objectid(t))}

My install is tomorrow morning but I've been called in to work. Can we do the afternoon instead? [/INST]""",
             "scheduling:mistral", ["scheduling", "mistral", "windows_datetime", "objectid", "lang:en"])


@pos
def _spanish_instalacion(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""{v('datetime', 'Hora actual: ' + dmy(t, '/', False))}
{v('request_id', 'ID de solicitud: ' + g.hex(32))}
Eres el asistente de planificación de SolMadrid Instalaciones. Responde en español y recuerda que la
comunidad de vecinos debe autorizar la instalación en cubiertas comunitarias.

Cliente: Ya tenemos el acta de la junta de vecinos. ¿Cuándo podéis venir a instalar las placas?""",
             "scheduling:es-instalacion", ["scheduling", "head", "dmy", "hex", "lang:es", "non_english"])


@pos
def _italian_footer(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Sei l'assistente di pianificazione di SoleVeneto Impianti. Rispondi in italiano e ricorda che per i
tetti in coppi serve un sopralluogo prima della posa.

Cliente: Il montaggio è fissato per giovedì ma danno pioggia. Lo spostate voi o devo chiamare io?

--
{v('datetime', 'Ora della richiesta: ' + dmy(t))}
{v('request_id', 'ID richiesta: ' + hex_upper(g, 24))}
Inviato da SoleVeneto App 5.2""", "scheduling:it-footer", ["scheduling", "footer", "dmy", "hex_upper", "lang:it", "non_english"])


@pos
def _polish_after_user(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Jesteś asystentem firmy SłonecznyDom, która montuje instalacje fotowoltaiczne i magazyny energii.
Odpowiadaj po polsku i krótko.

Klient: Montaż magazynu energii mamy w piątek. Czy muszę być w domu przez cały dzień?
{v('datetime', 'Teraz: ' + dmy(t, '.', False))}""", "scheduling:pl-after-user",
             ["scheduling", "last_user", "dmy_dotted", "lang:pl", "non_english"])


@pos
def _korean_schedule(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(f"""당신은 '햇살에너지'의 설치 일정 상담원입니다. 한국어로 답하고, 설치 전 한전 계통연계 신청 여부를 먼저 확인하세요.
{v('datetime', '현재 시각: ' + ko_dt(t))}
{v('session_id', '세션 ID: ' + g.nanoid())}

고객: 다음 주 화요일에 설치하기로 했는데 비 예보가 있어요. 일정이 바뀌나요?""",
             "scheduling:ko-schedule", ["scheduling", "system_tail", "ko_dt", "nanoid", "lang:ko", "non_english"])


# --- inverter and battery telemetry -------------------------------------------------------------------------------

@pos
def _telemetry_as_of(g: Gen) -> Draft:
    t = eu_zone(g.moment()).replace(hour=19)
    return P(f"""You are the Voltnest app's battery helper. Explain the readings in plain words and suggest one setting
change at most. Never tell the user to open the battery enclosure.

Battery readings fetched from the gateway {v('datetime', 'as of ' + rfc3339(t, 3))} for this request:
State of charge: 23%
Battery power: -3.1 kW (discharging)
House load: 3.4 kW
PV power: 0.3 kW
Reserve setting: 20%

User: It's only 7 pm and the battery is nearly empty. Why did it drain so fast today?
Assistant:""", "telemetry:as-of", ["telemetry", "phrase_as_of", "rfc3339_ms_offset", "lang:en"])


@pos
def _telemetry_json_head(g: Gen) -> Draft:
    t = g.moment(AEST)
    return P(f"""{{"app": "voltnest-ios", {v('request_id', '"req": "' + g.uuid7(t) + '",')} {v('epoch', '"ts": ' + str(epoch_ms(t)) + ',')} "locale": "en-AU"}}
You answer questions about Voltnest home batteries. Keep answers under 120 words.

User: Why does the app say "grid charging paused" at 3 pm every day?
Assistant:""", "telemetry:json-head", ["telemetry", "single_line_json", "uuid7", "epoch_ms", "lang:en"])


@pos
def _telemetry_xml(g: Gen) -> Draft:
    t = g.moment_us().replace(tzinfo=None)
    return P(f"""<telemetry_request {v('request_id', 'id="' + g.hex(24) + '"')} {v('datetime', 'received="' + py_iso(t) + '"')} site="US-AZ-PHX-0412">
  <question>Inverter shows error 1301 "grid frequency out of range" three times this week. Do I need a technician?</question>
</telemetry_request>

You are the support assistant of Saguaro Solar. Explain inverter error codes from the attached code list
only, and escalate when the code list says so.

Code list: 1301 grid frequency out of range - the inverter disconnects for 5 minutes and reconnects on its
own; escalate if more than 10 events per day. 1304 grid voltage high - escalate if persistent.
Answer:""", "telemetry:xml-attrs", ["telemetry", "xml_attribute", "hex", "py_iso", "lang:en"])


@pos
def _telemetry_logfmt(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""voltnest.ctx {v('datetime', 'at=' + rfc3339(t, 6))} {v('request_id', 'req=' + g.ulid(t))} fw_channel=stable region=eu

You are a battery diagnostics helper. Use the readings the user gives you; if a cell imbalance is above
50 mV, recommend a balancing cycle and explain how to start it in the app.

User: The app shows cell voltages from 3.281 V to 3.349 V. Is that a problem?
Answer:""", "telemetry:logfmt", ["telemetry", "logfmt", "rfc3339_us", "ulid", "lang:en"])


@pos
def _vpp_nested_yaml(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""context:
  program: GridFlex VPP
  {v('datetime', 'now: ' + go_nano(t, g.small(1, 1000)))}
  {v('request_id', 'dispatch_query: ' + g.uuid7(t))}
  battery: Ampera 13.5

You explain virtual power plant dispatches to battery owners. A dispatch never takes the battery
below the owner's backup reserve.

Owner: Tonight's event wants my battery from 17:30 to 19:30. Will I still have backup if the power goes out?
Answer:""", "telemetry:vpp-nested-yaml", ["telemetry", "nested_yaml", "go_rfc3339nano", "uuid7", "lang:en"])

@pos
def _chinese_inverter(g: Gen) -> Draft:
    t = g.moment(CST8)
    return P(f"""你是“阳光家”户用光伏售后助手。请用中文回答，只根据用户提供的日志判断故障原因。
{v('datetime', '当前时间：' + zh_dt(t))}
{v('request_id', '请求编号：' + g.hex(16))}

用户：逆变器昨天一直报警，日志如下：
2026-03-11 11:02:17 W017 组串2 绝缘阻抗低 (R=0.18 MΩ)
2026-03-11 11:02:47 停机
2026-03-11 13:40:05 重新并网
是不是下雨导致的？""", "telemetry:zh-inverter", ["telemetry", "system_tail", "zh_dt", "hex", "pasted_record", "lang:zh", "non_english"])


@pos
def _greek_battery(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Είσαι ο βοηθός της ΗλιοΣπίτι για οικιακές μπαταρίες. Απάντα στα ελληνικά και με απλά λόγια.

{v('datetime', 'Τρέχουσα ώρα: ' + el_long(t))}
{v('session_id', 'Αναγνωριστικό συνεδρίας: ' + g.uuid4())}
Πλατφόρμα: Android

Χρήστης: Η μπαταρία δείχνει 100% από το μεσημέρι αλλά το σπίτι τραβάει ρεύμα από το δίκτυο. Γιατί;""",
             "telemetry:el-battery", ["telemetry", "header_block", "el_long", "uuid4", "lang:el", "non_english"])


@pos
def _russian_inverter(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(f"""Ты — помощник компании «СолнцеДом» по гибридным инверторам. Отвечай по-русски и коротко.
{v('datetime', 'Текущее время: ' + ru_long(t))}
{v('session_id', 'ID сессии: ' + g.b64url(18))}

Пользователь: Инвертор ночью переключается на сеть, хотя батарея заряжена на 60%. Что проверить в настройках?""",
             "telemetry:ru-inverter", ["telemetry", "system_tail", "ru_long", "b64url", "lang:ru", "non_english"])


@pos
def _made_up_t0_hop(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""{v('epoch', 't0: ' + epoch_ns(g, t))}
{v('request_id', 'Hop: ' + g.b64url(12))}
fleet: residential-au
You are CellGuard, the battery health explainer of a home battery maker. Explain state of health
figures and warranty thresholds; the warranty guarantees 70% capacity after 10 years.

User: My battery shows 91% state of health after three years. Is it degrading faster than normal?
CellGuard:""", "telemetry:made-up-labels", ["telemetry", "head", "made_up_label", "epoch_ns", "b64url", "lang:en"])


@pos
def _hindi_inverter(g: Gen) -> Draft:
    t = g.moment(IST)
    stamp = dmy(t, "/", False).translate(DEVANAGARI_DIGITS)
    return P(f"""आप "सूर्यघर सोलर" के सहायक हैं। हिंदी में सरल भाषा में उत्तर दें और बैटरी खोलने की सलाह कभी न दें।
{v('datetime', 'वर्तमान समय: ' + stamp)}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}

ग्राहक: बिजली जाने पर इन्वर्टर बैकअप पर क्यों नहीं गया? बैटरी ८०% चार्ज थी।""",
             "telemetry:hi-inverter", ["telemetry", "system_tail", "devanagari_digits", "uuid4", "lang:hi", "non_english"])


# --- grid export and feed-in statements ---------------------------------------------------------------------------

@pos
def _german_einspeisung(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Du erklärst Kundinnen und Kunden der Stadtwerke-Solarberatung ihre Einspeiseabrechnung. Antworte auf
Deutsch, rechne nachvollziehbar und verweise bei Zählerfragen an den Messstellenbetreiber.
{v('datetime', 'Abfragezeitpunkt: ' + de_long(t))}

Kundin: In meiner Abrechnung steht das hier, ich verstehe die zweite Zeile nicht:

Abrechnungszeitraum: 01.01.2025 - 31.12.2025
Eingespeiste Menge: 6.412 kWh x 8,03 ct/kWh = 514,88 EUR
Abzug Messentgelt: 20,00 EUR
Belegdatum: 14.01.2026

Warum wird mir ein Messentgelt abgezogen, wenn ich doch Strom liefere?""",
             "feed-in:de-einspeisung", ["feed_in", "system_tail", "de_long", "pasted_record", "lang:de", "non_english"])


@pos
def _export_statement_headers(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""Request headers:
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
{v('datetime', 'X-Client-Time: ' + js_iso(t))}
Accept-Language: en-GB

You explain Smart Export Guarantee statements for Lumen Energy customers. Quote the rate and the exported
kWh from the statement the customer pastes; never estimate missing months.

Customer: Here is my export statement:
Period: 1 Oct 2025 - 31 Dec 2025
Exported: 412.6 kWh at 15.0p/kWh
Payment: GBP 61.89, paid 28 Jan 2026
Why is this so much lower than the summer quarter?
Answer:""", "feed-in:seg-headers", ["feed_in", "header_block", "js_iso", "uuid4", "pasted_record", "lang:en"])


@pos
def _net_metering_footer(g: Gen) -> Draft:
    t = g.moment(PDT)
    return P(f"""You are the billing explainer of Pacific Crest Solar. Explain the customer's net billing true-up using the
NEM 3.0 rules: exports are credited at the avoided cost rate, imports are billed at the retail rate.

Customer: My true-up bill is $412 even though my panels produced more than we used last year. How?

--
{v('datetime', 'Generated: ' + http_date(t))}
{v('trace_id', 'Trace: ' + b3_single(g))}
Pacific Crest Solar customer app
Answer:""", "feed-in:net-billing-footer", ["feed_in", "footer", "http_date", "b3_single", "lang:en"])


@pos
def _sk_sentence_export(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You are the export limits assistant for Keystone Solar. {v('datetime', 'The current date and time is ' + sk_now(t) + '.')} The
utility allows at most 10 kW of export on this feeder; explain export limiting and what happens to excess
production.

User: Our inverter is 11.4 kW. Will we lose production on sunny days?
Assistant:""", "feed-in:sk-sentence", ["feed_in", "templated_sentence", "sk_now", "lang:en"])


@pos
def _arabic_export_credit(g: Gen) -> Draft:
    t = g.moment(GST)
    stamp = dmy(t, "/", False).translate(ARABIC_DIGITS)
    return P(f"""أنت مساعد شركة "شمس البيت" لأنظمة الطاقة الشمسية المنزلية. أجب بالعربية وباختصار، واشرح رصيد الطاقة المصدّرة
إلى الشبكة كما يظهر في فاتورة العميل.
{v('datetime', 'الوقت الحالي: ' + stamp)}
{v('session_id', 'معرّف الجلسة: ' + g.ulid(t))}

العميل: لماذا لم يظهر رصيد التصدير في فاتورة هذا الشهر مع أن الألواح تعمل؟""",
             "feed-in:ar-export", ["feed_in", "system_tail", "arabic_indic_digits", "ulid", "lang:ar", "non_english"])


@pos
def _swedish_skattereduktion(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Du är kundassistent hos Solkraft Norr. Svara på svenska och förklara skattereduktionen för
mikroproduktion: 60 öre per kWh som matas ut, högst lika många kWh som köps in, högst 18 000 kr per år.

{v('datetime', 'Aktuell tid: ' + f'{t:%Y-%m-%d %H:%M}')}
{v('request_id', 'Begäran-ID: ' + g.uuid7(t))}
Kanal: webbchatt

Kund: Vi sålde 5 200 kWh och köpte 4 100 kWh i fjol. Hur stor blir skattereduktionen?""",
             "feed-in:sv-skattereduktion", ["feed_in", "header_block", "iso_minutes", "uuid7", "lang:sv", "non_english"])


@pos
def _thai_net_billing(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""คุณคือผู้ช่วยของบริษัท แดดดี โซลาร์ ตอบเป็นภาษาไทยอย่างสุภาพ และอธิบายโครงการขายไฟส่วนเกินคืนให้การไฟฟ้าอย่างเข้าใจง่าย
{v('datetime', 'เวลาปัจจุบัน: ' + th_be(t))}
{v('request_id', 'รหัสคำขอ: ' + g.hex(32))}

ลูกค้า: ติดแผงไป 5 กิโลวัตต์ ถ้าขายไฟคืนจะได้หน่วยละเท่าไหร่ และต้องยื่นเอกสารอะไรบ้าง""",
             "feed-in:th-net-billing", ["feed_in", "system_tail", "buddhist_era", "hex", "lang:th", "non_english"])


@pos
def _turkish_mahsup(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""Sen GüneşEv Enerji'nin müşteri asistanısın. Türkçe yanıt ver ve çatı tipi santrallerde aylık mahsuplaşmayı
basitçe anlat.

Müşteri: Geçen ay ürettiğim fazla elektrik faturada neden görünmüyor?
{v('datetime', 'Geçerli tarih ve saat: ' + dmy(t, '.', True))}
{v('session_id', 'Oturum: ' + g.ksuid(t))}""", "feed-in:tr-mahsup",
             ["feed_in", "last_user", "dmy_dotted", "ksuid", "lang:tr", "non_english"])


# --- permits and interconnection ----------------------------------------------------------------------------------

@pos
def _interconnection_react(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You are the permitting agent of Sunward Installs. Use the tools to look up interconnection applications
and answer the homeowner.

Question: Has the utility approved my interconnection application yet?
Thought: I should look up the application for this customer.
Action: interconnection_lookup
Action Input: {{"customer": "cus_7Hq2LmPz", "utility": "Evergy"}}
Observation:
{v('request_id', 'call_id: call_' + g.b62(24))}
{v('datetime', 'fetched_at: ' + rfc3339(t))}
application: IA-2026-004187
status: Approved - awaiting meter exchange
submitted: 2026-02-09
approved: 2026-03-02
utility_contact: interconnection@evergy.example
Thought:""", "permits:react-observation", ["permits", "react_observation", "rfc3339_offset", "prefixed_id", "lang:en"])


@pos
def _permit_fee_stripe(g: Gen) -> Draft:
    return P(f"""You help installers at Tallgrass Solar pay city permit fees and explain receipts. Never show card
numbers and never retry a payment yourself.

Payment context:
Stripe-Version: 2024-06-20
Customer: cus_Qm4cT9sWb1Yx2N
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Installer: The permit portal says "payment pending" for the Alvarez job. Was the fee charged?
Answer:""", "permits:stripe-fee", ["permits", "header_block", "stripe", "uuid4", "stable_neighbours", "lang:en"])


@pos
def _interconnection_jwt(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""POST /v2/assistant/ask HTTP/1.1
Host: portal.gridlink-utility.example
{v('session_id', 'X-Session-Token: ' + g.jwt(t, 'installer-4471'))}
Content-Type: application/json

You answer installers' questions about the GridLink interconnection process: Level 1 for inverter systems
up to 25 kW, Level 2 up to 2 MW, and a supplemental review when the feeder is over 15% penetration.

Installer: The portal flagged our 12 kW application for supplemental review. What does that involve?
Answer:""", "permits:portal-jwt", ["permits", "http_request", "jwt", "lang:en"])


@pos
def _permit_today_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You draft building permit cover letters for rooftop solar in Maricopa County.
{v('date', 'Today is ' + long_date(t) + '.')}
Use the county's standard plan set for systems under 15 kW, and list structural calculations only when
the roof is older than 30 years.

User: Draft the cover letter for a 9.6 kW system on a 1994 truss roof at 4410 E Cactus Rd.
Assistant:""", "permits:today-sentence", ["permits", "templated_sentence", "long_date", "lang:en"])


@pos
def _hebrew_permit(g: Gen) -> Draft:
    t = g.moment(IDT)
    return P(f"""אתה העוזר של "שמש על הגג", מתקין מערכות סולאריות ביתיות. ענה בעברית ובקצרה, והסבר את תהליך
החיבור לרשת מול חברת החשמל.
{v('datetime', 'שעה נוכחית: ' + dmy(t, '/', False))}
{v('request_id', 'מזהה בקשה: ' + g.ulid(t))}

לקוח: הגשנו בקשה לחיבור לפני חודש ועדיין אין תשובה. כמה זמן זה לוקח בדרך כלל?""",
             "permits:he-connection", ["permits", "system_tail", "dmy", "ulid", "lang:he", "non_english"])


@pos
def _czech_pripojeni(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""{v('datetime', 'Aktuální čas: ' + f'{t.day}. {t.month}. {t.year} {t:%H:%M}')}
{v('session_id', 'ID relace: ' + g.uuid4())}
Jsi asistent firmy SolárníDům. Odpovídej česky a vysvětli postup žádosti o připojení výrobny k
distribuční soustavě.

Zákazník: Distributor nám vrátil žádost kvůli chybějícímu jednopólovému schématu. Co to je?""",
             "permits:cs-pripojeni", ["permits", "head", "cs_date", "uuid4", "lang:cs", "non_english"])


@pos
def _vietnamese_permit(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý của Nắng Xanh Solar. Trả lời bằng tiếng Việt, giải thích thủ tục đấu nối điện mặt trời mái nhà với
điện lực địa phương.

Khách hàng: Nhà tôi lắp 8 kWp thì có cần xin phép xây dựng không?
{v('datetime', 'Bây giờ là: ' + f'{t:%H:%M} ngày {t.day}/{t.month}/{t.year}')}
{v('request_id', 'Mã yêu cầu: ' + g.hex(32))}""", "permits:vi-permit",
             ["permits", "last_user", "vi_date", "hex", "lang:vi", "non_english"])


@pos
def _permit_batch_week(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""Permit batch planner
{v('date', 'Current planning week: ' + iso_week(t))}
{v('run_id', 'Batch run: ' + g.ksuid(t))}
Jurisdictions: Boulder County, City of Longmont, Town of Erie

You group residential solar permit applications into weekly submission batches per jurisdiction, no
more than eight per batch, oldest signed contract first.

User: We have 14 signed contracts in Longmont and 3 in Erie. How should we batch them?
Answer:""", "permits:batch-week", ["permits", "header_block", "iso_week", "ksuid", "lang:en"])


# --- warranty claims ----------------------------------------------------------------------------------------------

@pos
def _warranty_pretty_json(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""{{
  "brand": "Helioform",
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  {v('session_id', '"claim_session": "' + g.uuid7(t) + '",')}
  "channel": "installer-portal"
}}

You triage panel warranty claims for Helioform. Decide whether the claim is product warranty (defects,
25 years), performance warranty (output below the guaranteed curve) or not covered (installation damage,
hail beyond 25 mm), and say which photos are still missing.

Installer: Two panels on the Nakamura roof show snail trails and one has a cracked back sheet near the
junction box. Photos of the front attached; the system is 4 years old.
Answer:""", "warranty:pretty-json", ["warranty", "pretty_json", "rfc3339_ms", "uuid7", "lang:en"])


@pos
def _warranty_snowflake(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""installer-hub bot context
{v('request_id', 'message_id: ' + g.snowflake(t))}
{v('datetime', 'sent: ' + rfc3339(t))}
server: Installer Hub (guild 903114772350558218)

You answer installer questions about RMA procedures for Sunforge microinverters. An RMA needs the serial
number, the Enlighten-style event export and a photo of the label.

Installer: Customer's micro on panel 7 has been dark since Monday. Do I ship it back before the
replacement arrives?
Answer:""", "warranty:snowflake", ["warranty", "header_block", "snowflake", "rfc3339", "stable_neighbours", "lang:en"])


@pos
def _warranty_log4j_intake(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""{v('datetime', 'Intake time: ' + log4j_iso(t))}
Queue: warranty-batteries
You draft the first reply to a battery warranty claim for Ampera Home. Thank the customer, list what
the claim still needs (serial, purchase invoice, installer certificate) and promise nothing.

Claim text: "My Ampera 10 stopped charging above 62%. The installer says it is a cell fault. It was
installed in June 2023 and the invoice is attached."
Reply:""", "warranty:log4j-intake", ["warranty", "head", "log4j", "stable_neighbours", "lang:en"])


@pos
def _dutch_garantie(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Je bent de garantie-assistent van ZonWijs Installaties. Antwoord in het Nederlands en leg uit wat onder
productgarantie en wat onder installatiegarantie valt.
{v('datetime', 'Huidige tijd: ' + dmy(t, '-', True))}
{v('session_id', 'Sessie-ID: ' + g.ulid(t).lower())}

Klant: Er lekt water langs de dakdoorvoer van de omvormerkabel. Valt dat onder de garantie?""",
             "warranty:nl-garantie", ["warranty", "system_tail", "dmy_dashed", "ulid_lower", "lang:nl", "non_english"])


@pos
def _bulgarian_warranty(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Ти си асистент по гаранционни случаи на „СлънчевДом“. Отговаряй на български и кратко.

Клиент: Инверторът показва грешка „Arc fault“ и спира. Покрива ли го гаранцията?
{v('datetime', 'Текущ час: ' + dmy(t, '.', False))}
{v('request_id', 'Идентификатор на заявката: ' + g.uuid4())}""", "warranty:bg-warranty",
             ["warranty", "last_user", "dmy_dotted", "uuid4", "lang:bg", "non_english"])


@pos
def _finnish_warranty(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""{v('datetime', 'Nykyhetki: ' + f'{t.day}.{t.month}.{t.year} klo {t:%H.%M}')}
{v('session_id', 'Istunto: ' + g.nanoid())}
Olet Aurinkokoti Oy:n takuuavustaja. Vastaa suomeksi ja kerro, mitä tietoja takuuhakemukseen tarvitaan.

Asiakas: Akun kapasiteetti on pudonnut kahdessa vuodessa 13 kWh:sta 10 kWh:iin. Onko tämä takuuasia?""",
             "warranty:fi-takuu", ["warranty", "head", "fi_date", "nanoid", "lang:fi", "non_english"])


@pos
def _warranty_upload_line(g: Gen) -> Draft:
    t = g.moment(AEST)
    return P(f"""You are Ray, the warranty helper of Southern Cross Solar. Ask for the missing evidence and explain the
next step. Inverter warranties are 10 years; panel product warranties 15 years.

Customer: I've uploaded the photo of the inverter screen showing "Isolation fault". What happens now?
[upload {v('request_id', 'id=up_' + g.nanoid())} {v('datetime', 'received=' + rfc3339(t))} kind=photo]
Ray:""", "warranty:upload-line", ["warranty", "last_user", "bracketed_kv", "nanoid", "rfc3339_offset", "lang:en"])


# --- monitoring alerts --------------------------------------------------------------------------------------------

@pos
def _alert_chatml_now(g: Gen) -> Draft:
    t = g.moment(AEST)
    return P(f"""<|im_start|>system
You are the alert explainer in the SolarEye monitoring app. Explain alerts in one short paragraph and
say whether the homeowner must call the installer.
{v('datetime', 'Now: ' + rfc3339(t))}<|im_end|>
<|im_start|>user
I got "Production lower than expected - 3 days". The sky was clear all week.<|im_end|>
<|im_start|>assistant
""", "alerts:chatml-now", ["alerts", "chatml", "rfc3339_offset", "lang:en"])


@pos
def _alert_digest_ctime(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You write the morning alert digest for the service team of Blue Ridge Solar. Group alerts by customer,
put safety-related alerts first and suggest whether a truck roll is needed.

Open alerts pulled from the monitoring API {v('datetime', 'at ' + unix_date(t))} for this request:
- Hollins residence: inverter 2 offline since 2026-03-12 06:40 (last heartbeat 2026-03-12 06:38)
- Pierce residence: ground fault (GFDI) raised 2026-03-11 13:05, cleared 2026-03-11 13:09, raised again 2026-03-11 15:22
- Okafor residence: battery communication lost 2026-03-12 02:14

{v('request_id', 'Digest job: dj_' + g.hex(12))}
Summary:""", "alerts:digest", ["alerts", "phrase_at", "unix_date", "prefixed_id", "fetched_material", "lang:en"])


@pos
def _alert_cloudevent(g: Gen) -> Draft:
    t = g.moment(UTC)
    raised = t - timedelta(minutes=g.small(3, 40))
    return P(f"""A monitoring event was delivered to the assistant for this request:
{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/solareye/sites/site-55102",
  "type": "com.solareye.alert.raised",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "data": {{
    "alert_id": "al_7Xc2Pq",
    "code": "BATT_TEMP_HIGH",
    "battery_temp_c": 54.5,
    "raised_at": "{rfc3339(raised)}"
  }}
}}

Write the push notification (max 140 characters) and a longer explanation for the homeowner.
Notification:""", "alerts:cloudevent", ["alerts", "pretty_json", "cloudevent", "envelope", "rfc3339_ms", "lang:en"])


@pos
def _alert_bot_pylogging(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""{v('datetime', 'Alert bot started: ' + py_logging(t))}
{v('request_id', 'Correlation: ' + g.hex(32))}
Tenant: solareye-eu
You answer homeowners' questions about SolarEye alert e-mails. Keep it to three sentences.

User: The e-mail says "Grid voltage high, export limited". Is my inverter broken?
Assistant:""", "alerts:bot-started", ["alerts", "head", "python_logging", "hex", "stable_neighbours", "lang:en"])


@pos
def _norwegian_alert(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    return P(f"""Du er varslingsassistenten til SolTak Norge. Svar på norsk og forklar varselet enkelt.

{v('datetime', 'Nåtid: ' + f'{t.day}.{t.month:02d}.{t.year} kl. {t:%H:%M}')}
{v('request_id', 'Forespørsels-ID: ' + g.uuid7(t))}
Plattform: iOS

Kunde: Jeg fikk varselet «Snø på panelene – lav produksjon». Må jeg gjøre noe?""",
             "alerts:nb-alert", ["alerts", "header_block", "nb_date", "uuid7", "lang:nb", "non_english"])


@pos
def _go_host_clock(g: Gen) -> Draft:
    t = eu_zone(g.moment())
    ns = g.small(1, 1000)
    mono = f"{g.small(100, 90000)}.{g.digits(9)}"
    return P(f"""You triage monitoring alerts for the SolarEye NOC. Decide severity (P1-P4) from the alert text and the
runbook line, and say who should be paged.

Runbook: inverter offline > 24 h = P3; battery over-temperature = P1; export limit breach = P2.

Alert: "Site 88213: battery enclosure temperature 61 C, fan fault"

{v('datetime', 'Host clock: ' + go_string(t, ns, mono))}
{v('request_id', 'Triage request: ' + g.ulid(t))}
Severity:""", "alerts:go-host-clock", ["alerts", "tail", "go_string", "ulid", "lang:en"])


@pos
def _alert_epoch_s_json(g: Gen) -> Draft:
    t = g.moment(UTC)
    return P(f"""You are the SolarEye assistant. Explain why the app shows the alert and what the owner can do.

User: Why do I keep getting "Inverter clock out of sync" alerts?
{{"client": "android-7.4.0", {v('epoch', '"sent_at": ' + str(epoch_s(t)) + ',')} {v('nonce', '"nonce": "' + g.b64url(16) + '",')} "tz": "Europe/Dublin"}}
Assistant:""", "alerts:json-after-user", ["alerts", "last_user", "single_line_json", "epoch_s", "nonce", "lang:en"])


@pos
def _rfc2822_alert_email_gateway(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""You answer questions about alert e-mails that SolarEye sends to installers. Explain the alert and whether
the installer should visit.

The installer forwarded this alert e-mail:
From: alerts@solareye.example
Date: Tue, 10 Mar 2026 04:12:09 +0000
Message-ID: <20260310041209.5f1c@solareye.example>
Subject: [SolarEye] Site 40217 - string 2 current zero

String 2 of inverter INV-1 has reported 0 A for 3 consecutive hours of daylight.

{v('datetime', 'Forwarded to assistant: ' + rfc2822(t))}
{v('request_id', 'Forward id: fw_' + g.b62(16))}
Answer:""", "alerts:forwarded-email", ["alerts", "tail", "rfc2822", "prefixed_id", "pasted_record", "lang:en"])


# --- the generated family -----------------------------------------------------------------------------------------

# (cue, label, key for JSON and XML, value, numeric)
Field = tuple[str, str, str, Callable[[Gen, datetime], str], bool]

EN_FIELDS: list[Field] = [
    ("datetime", "Wallclock", "wallclock", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "Served at", "served_at", lambda g, t: http_date(t), False),
    ("datetime", "Pulled", "pulled", lambda g, t: ctime(t), False),
    ("epoch", "t0", "t0", lambda g, t: str(epoch_ms(t)), True),
    ("request_id", "Hop", "hop", lambda g, t: g.uuid7(t), False),
    ("datetime", "Desk clock", "desk_clock", lambda g, t: windows_general(t), False),
    ("session_id", "Chat session", "chat_session", lambda g, t: g.nanoid(), False),
    ("trace_id", "Trace", "trace", lambda g, t: g.traceparent(), False),
    ("request_id", "Request", "request", lambda g, t: g.ulid(t), False),
    ("datetime", "Local time", "local_time", lambda g, t: py_str(t.replace(tzinfo=None)), False),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t)), True),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("run_id", "Run", "run", lambda g, t: g.ksuid(t), False),
    ("datetime", "As of", "as_of", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("request_id", "Correlation", "correlation", lambda g, t: g.hex(32), False),
    ("session_id", "Session token", "session_token", lambda g, t: g.jwt(t, "homeowner"), False),
    ("datetime", "Stamp", "stamp", lambda g, t: log4j_iso(t), False),
    ("epoch", "tick.us", "tick_us", lambda g, t: str(epoch_us(t)), True),
]

LOCAL_FIELDS: dict[str, list[Field]] = {
    "de": [("datetime", "Aktuelle Uhrzeit", "aktuelle_uhrzeit", lambda g, t: de_dt(eu_zone(t)), False),
           ("request_id", "Anfrage-Nr.", "anfrage_nr", lambda g, t: g.hex(20), False),
           ("session_id", "Sitzung", "sitzung", lambda g, t: g.uuid4(), False)],
    "es": [("datetime", "Fecha y hora actual", "fecha_hora_actual", lambda g, t: dmy(eu_zone(t)), False),
           ("request_id", "ID de petición", "id_peticion", lambda g, t: g.ulid(t), False),
           ("session_id", "Sesión", "sesion", lambda g, t: g.nanoid(), False)],
    "fr": [("datetime", "Horodatage de la requête", "horodatage_requete",
            lambda g, t: f"{eu_zone(t):%d/%m/%Y} à {eu_zone(t):%H:%M:%S}", False),
           ("request_id", "Identifiant de requête", "id_requete", lambda g, t: g.uuid7(t), False),
           ("session_id", "Session", "session", lambda g, t: g.ksuid(t), False)],
    "ja": [("datetime", "現在時刻", "現在時刻", lambda g, t: ja_dt(t.astimezone(JST)), False),
           ("request_id", "リクエストID", "リクエストID", lambda g, t: g.hex(32), False),
           ("session_id", "セッションID", "セッションID", lambda g, t: g.ulid(t), False)],
    "ko": [("datetime", "현재 시각", "현재시각", lambda g, t: ko_dt(t.astimezone(KST)), False),
           ("request_id", "요청 ID", "요청ID", lambda g, t: g.uuid4(), False),
           ("session_id", "세션", "세션", lambda g, t: g.objectid(t), False)],
    "pt": [("datetime", "Horário atual", "horario_atual", lambda g, t: dmy(t.astimezone(BRT)), False),
           ("request_id", "ID da requisição", "id_requisicao", lambda g, t: g.uuid7(t), False),
           ("session_id", "Sessão", "sessao", lambda g, t: g.nanoid(), False)],
}


@dataclass
class Body:
    name: str
    lang: str
    area: str
    system: str
    user: str          # the user's label
    intro: str         # the user's lead-in to the record
    record: str        # a pasted record of the user's own: it stays
    question: str
    cue: str           # "" for the bodies in other languages: they end with the user's message or the metadata
    stable: tuple[str, str]          # two stable header lines
    json_stable: tuple[str, str, str, str]   # two stable JSON members (key, value, key, value)
    xml_stable: str    # a stable XML attribute
    footer: str        # a stable footer line
    yaml_stable: str   # a stable YAML key
    keep: str          # a stable value of the kind a program might insert, for the generated negatives


BODIES: list[Body] = [
    Body("survey-booking", "en", "surveys",
         "You are Sol, the site survey assistant of Harbourlight Solar. Help customers prepare for the survey\n"
         "and explain what the surveyor checks. Do not give prices.",
         "Customer", "This is the confirmation I got",
         '{"booking_id": "0195a3c4-7e21-7b8f-9c1d-2f6e8a4b5c10", "created_at": "2026-02-11T09:14:02Z",\n'
         ' "slot": "2026-07-08 08:00-10:00", "surveyor": "M. Tran", "status": "confirmed"}',
         "Do I need to clear the loft before the surveyor arrives?", "Assistant:",
         ("Installer: Harbourlight Solar", "Channel: web"), ("installer", "harbourlight", "channel", "web"),
         'installer="harbourlight"', "Harbourlight Solar - MCS certified installer", "brand: harbourlight",
         "Survey duration: 90 minutes"),
    Body("inverter-warning", "en", "telemetry",
         "You are the inverter support assistant of Kaimai Energy. Explain warnings from the log the customer\n"
         "pastes and say whether an electrician is needed.",
         "User", "My inverter app exported this",
         "ts=2026-03-02T11:20:05.412Z level=warn inverter=INV-2 code=F23 msg=\"DC arc detected\" "
         "request_id=01JNQ7Z5K2H3V8RX4T6W9YBC0D\n"
         "ts=2026-03-02T11:20:35.020Z level=info inverter=INV-2 code=R01 msg=\"restart after arc check\"",
         "Is an arc warning dangerous if it restarted by itself?", "Answer:",
         ("Installer: Kaimai Energy", "Model: KE-Hybrid 8"), ("installer", "kaimai", "model", "KE-Hybrid 8"),
         'model="KE-Hybrid 8"', "Kaimai Energy - inverter support", "installer: kaimai",
         "Inverter firmware: 3.18.4"),
    Body("export-csv", "en", "feed_in",
         "You explain export statements for Tidewater Power's solar customers. Use only the figures the\n"
         "customer gives and show your arithmetic.",
         "Customer", "Here is my export data from the portal",
         "date,exported_kwh,rate_per_kwh\n2026-01-31,96.4,0.082\n2026-02-28,141.9,0.082\n2026-03-31,233.0,0.075",
         "Why did my export credit drop in March even though I exported more?", "Reply:",
         ("Retailer: Tidewater Power", "Plan: Solar Saver"), ("retailer", "tidewater", "plan", "Solar Saver"),
         'plan="Solar Saver"', "Tidewater Power - feed-in support", "retailer: tidewater",
         "Feed-in rate: 7.5 c/kWh from 1 March 2026"),
    Body("utility-email", "en", "permits",
         "You help homeowners understand letters from their utility about solar interconnection. Explain the\n"
         "next step in plain words.",
         "Homeowner", "The utility sent me this e-mail",
         "From: interconnect@peakvalley-electric.example\nDate: Thu, 5 Mar 2026 16:02:44 -0700\n"
         "Message-ID: <ic-2026-0305-88412@peakvalley-electric.example>\nSubject: Application IC-88412 - "
         "witness test required\n\nA witness test is required before Permission to Operate is granted.",
         "What is a witness test and do I have to be home?", "Assistant:",
         ("Installer: Red Mesa Solar", "State: CO"), ("installer", "red-mesa", "state", "CO"),
         'state="CO"', "Red Mesa Solar - permitting desk", "state: CO",
         "Utility: Peak Valley Electric"),
    Body("rma-yaml", "en", "warranty",
         "You are the warranty desk of Anvil Storage. Explain where a battery RMA stands from the record the\n"
         "installer pastes; never promise dates that are not in it.",
         "Installer", "This is the RMA record",
         "rma: RMA-24-10933\nid: 01JMZ4R8WQ5T2C7D9H3KXN6BPE\ncreated: 2026-02-19T10:31:07+01:00\n"
         "status: replacement shipped\ntracking: 1Z 999 AA1 01 2345 6784",
         "When will the replacement module arrive, and do we send the old one back first?", "Agent:",
         ("Brand: Anvil Storage", "Queue: rma"), ("brand", "anvil", "queue", "rma"),
         'queue="rma"', "Anvil Storage - warranty desk", "queue: rma",
         "Warranty: 10 years or 6000 cycles"),
    Body("alert-webhook", "en", "alerts",
         "You explain monitoring alerts from the Brightgrid platform to installers and suggest the first\n"
         "check on site.",
         "Installer", "Our alert inbox received this payload",
         '{"event_id": "evt_8f3K2nQ", "type": "site.offline", "site": "BG-40117",\n'
         ' "occurred_at": "2026-03-09T22:41:18Z", "last_seen": 1773096078}',
         "The site went offline on 9 March and is still offline. What should we check first when we get there?",
         "Answer:",
         ("Platform: Brightgrid", "Region: ap-southeast-2"), ("platform", "brightgrid", "region",
                                                               "ap-southeast-2"),
         'region="ap-southeast-2"', "Brightgrid installer support", "platform: brightgrid",
         "Alert retention: 90 days"),
    Body("de-montage", "de", "scheduling",
         "Du bist der Montageplaner der SonnenWerk Bayern GmbH. Antworte auf Deutsch und plane Montagen nur an\n"
         "Werktagen.",
         "Kunde", "Das steht in meiner Auftragsbestätigung",
         "auftrag=SW-26-0311 erstellt=2026-03-11T08:02:55+01:00 montage=KW 28 module=20 speicher=ja",
         "Kann die Montage auf Kalenderwoche 29 verschoben werden?", "",
         ("Firma: SonnenWerk Bayern", "Kanal: Webchat"), ("firma", "sonnenwerk", "kanal", "webchat"),
         'kanal="webchat"', "SonnenWerk Bayern - Montageplanung", "firma: sonnenwerk",
         "Geschäftszeiten: Mo-Fr 8-17 Uhr"),
    Body("es-excedentes", "es", "feed_in",
         "Eres el asistente de SolSur Energía. Responde en español y explica la compensación de excedentes con\n"
         "los datos que te dé el cliente.",
         "Cliente", "Estos son mis datos de la distribuidora",
         "mes;excedentes_kwh;creado\n2026-01;84,2;2026-02-03 07:15:09\n2026-02;119,8;2026-03-03 07:14:51",
         "¿Por qué me compensan menos de lo que vierto a la red?", "",
         ("Empresa: SolSur Energía", "Canal: web"), ("empresa", "solsur", "canal", "web"),
         'canal="web"', "SolSur Energía - atención al cliente", "empresa: solsur",
         "Precio de compensación: 0,06 EUR/kWh"),
    Body("fr-garantie", "fr", "warranty",
         "Tu es l'assistant garantie de Lumière Toits. Réponds en français et dis au client quelles pièces\n"
         "manquent à son dossier.",
         "Client", "Voici le dossier que j'ai reçu",
         '{"dossier": "GAR-2026-1187", "horodatage": "2026-02-27T14:03:12+01:00", '
         '"onduleur": "MO-3000", "statut": "incomplet"}',
         "Qu'est-ce qu'il manque pour que ma demande soit traitée ?", "",
         ("Société : Lumière Toits", "Canal : e-mail"), ("societe", "lumiere-toits", "canal", "email"),
         'canal="email"', "Lumière Toits - service garantie", "societe: lumiere-toits",
         "Garantie onduleur : 12 ans"),
    Body("ja-alert", "ja", "alerts",
         "あなたは「そらでんき」の監視アラート説明アシスタントです。日本語で、次に取るべき行動を一つだけ提案してください。",
         "お客様", "アプリに次の通知が届きました",
         '{"通知ID": "ntf_5QmX81", "作成日時": "2026-03-14T06:02:11+09:00", "内容": "発電量低下（前日比-62%）"}',
         "パネルの掃除が必要でしょうか？", "",
         ("会社: そらでんき", "チャネル: アプリ"), ("会社", "そらでんき", "チャネル", "アプリ"),
         'チャネル="アプリ"', "そらでんき サポート", "会社: そらでんき",
         "受付時間: 平日 9:00〜18:00"),
    Body("ko-telemetry", "ko", "telemetry",
         "당신은 '한빛솔라'의 ESS 모니터링 상담원입니다. 한국어로 답하고, 고객이 붙여 넣은 기록만 근거로 설명하세요.",
         "고객", "앱에서 복사한 기록입니다",
         "접수일시: 2026-03-08 21:14:03\n기록번호: ESS-88102\n잔량: 12% / 방전 3.2kW / 계통 수전 0.4kW",
         "3월 8일 밤 9시에 배터리가 벌써 거의 비어 있었어요. 정상인가요?", "",
         ("회사: 한빛솔라", "채널: 앱"), ("회사", "한빛솔라", "채널", "앱"),
         '채널="앱"', "한빛솔라 고객센터", "회사: 한빛솔라",
         "상담 시간: 평일 09:00-18:00"),
    Body("pt-homologacao", "pt", "permits",
         "Você é a assistente da Sol Paulista Engenharia. Responda em português e explique a homologação do\n"
         "sistema junto à distribuidora.",
         "Cliente", "Recebi isto no portal da distribuidora",
         "| Protocolo | Situação | Atualizado em |\n|---|---|---|\n| 2026.0412.7781 | Vistoria agendada | "
         "10/03/2026 17:22 |",
         "A vistoria é obrigatória mesmo com o sistema já instalado?", "",
         ("Empresa: Sol Paulista", "Canal: WhatsApp"), ("empresa", "sol-paulista", "canal", "whatsapp"),
         'canal="whatsapp"', "Sol Paulista Engenharia - atendimento", "empresa: sol-paulista",
         "Prazo de vistoria: até 7 dias úteis"),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "yaml", "json", "xml"]


def _render(field_: Field, position: str, value: str) -> str:
    cue, label, key, _, numeric = field_
    if position == "json":
        return v(cue, f'"{key}": {value if numeric else json_str(value)},')
    if position == "xml":
        return v(cue, f'{key}="{value}"')
    return v(cue, f"{label}: {value}")


def json_str(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _stable_render(b: Body, position: str) -> str:
    """The body's stable value in the form a field would take at `position`."""
    label, _, value = b.keep.partition(": ")
    label = label.strip()
    if position == "json":
        return f'"{label.lower().replace(" ", "_")}": {json_str(value)},'
    if position == "xml":
        key = label.lower().replace(" ", "_").replace("-", "_").replace("é", "e").replace("ç", "c")
        return f'{key}="{value}"'
    return b.keep


def _body_text(b: Body, position: str, f: str) -> str:
    user = f"{b.user}: {b.intro}:\n\n{b.record}\n\n{b.question}"
    end = f"\n{b.cue}" if b.cue else ""
    if position == "head":
        return f"{f}\n{b.system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{b.system}\n{f}\n\n{user}{end}"
    if position == "header_block":
        return f"{b.stable[0]}\n{f}\n{b.stable[1]}\n\n{b.system}\n\n{user}{end}"
    if position == "after_user":
        return f"{b.system}\n\n{user}\n{f}{end}"
    if position == "footer":
        return f"{b.system}\n\n{user}\n\n--\n{f}\n{b.footer}{end}"
    if position == "yaml":
        return f"---\n{f}\n{b.yaml_stable}\n---\n{b.system}\n\n{user}{end}"
    if position == "json":
        k1, v1, k2, v2 = b.json_stable
        return f'{{"{k1}": "{v1}", {f} "{k2}": "{v2}"}}\n{b.system}\n\n{user}{end}'
    assert position == "xml"
    return f"<request {f} {b.xml_stable}/>\n{b.system}\n\n{user}{end}"


def _moment_for(g: Gen, b: Body) -> datetime:
    zones = {"en": [UTC, EDT, AEST, CEST], "de": [CEST], "es": [CEST], "fr": [CEST], "ja": [JST], "ko": [KST],
             "pt": [BRT]}
    return g.moment(zones[b.lang][g.small(0, len(zones[b.lang]))])


def generated_positives(g: Gen) -> list[Draft]:
    """Each body three times, with one program field at three of the eight positions."""
    out: list[Draft] = []
    en_fields = list(EN_FIELDS)
    g.rng.shuffle(en_fields)
    en_k = 0
    for k, b in enumerate(BODIES):
        for j in range(3):
            position = GEN_POSITIONS[(3 * k + j) % len(GEN_POSITIONS)]
            if b.lang == "en":
                field_ = en_fields[en_k % len(en_fields)]
                en_k += 1
            else:
                field_ = LOCAL_FIELDS[b.lang][j]
            t = _moment_for(g, b)
            value = field_[3](g, t)
            text = _body_text(b, position, _render(field_, position, value))
            lang = ["lang:" + b.lang] + ([] if b.lang == "en" else ["non_english"])
            out.append(Draft(text, f"{SRC}pos:generated:{b.name}+{field_[2]}",
                             ["generated", b.area, position, field_[0], "pasted_record", *lang]))
    return out


def generated_negatives() -> list[Draft]:
    """Each body once more, with a stable value at a position its positives do not use."""
    out: list[Draft] = []
    for k, b in enumerate(BODIES):
        used = {GEN_POSITIONS[(3 * k + j) % len(GEN_POSITIONS)] for j in range(3)}
        free = [p for p in GEN_POSITIONS if p not in used]
        position = free[k % len(free)]
        text = _body_text(b, position, _stable_render(b, position))
        lang = ["lang:" + b.lang] + ([] if b.lang == "en" else ["non_english"])
        out.append(Draft(text, f"{SRC}neg:generated:{b.name}+stable", ["hard_negative", "generated", b.area,
                                                                       position, "stable_value", *lang]))
    return out


# --- negatives: records the user pastes or asks about -------------------------------------------------------------

SYS = ("You are the customer assistant of Northwind Solar & Storage. Answer from the material the user gives\n"
       "you and say so when it is not enough.")

# (placement, name, lang, tags, block, ask, intro)
BLOCKS: list[tuple[str, str, str, list[str], str, str, str]] = [
    ("after", "install-date-email", "en", ["email", "scheduling"], """From: Jenna Morales <jenna@northwind-solar.example>
To: Sam Whitfield <sam.whitfield@mail.example>
Date: Wed, 4 Mar 2026 15:47:12 -0600
Message-ID: <CAF8x2Qm7pL0=install.0304@northwind-solar.example>
Subject: Your installation date

Hi Sam, your install is confirmed for Tuesday 17 March, crew arriving between 7:30 and 8:00.
The crane for the battery cabinet is booked for 10:00. Please move both cars off the driveway.""",
     "Does this mean I need to be home all day on the 17th?", "The installer e-mailed me"),
    ("before", "monitoring-curl", "en", ["http_exchange", "alerts"], """$ curl -v https://api.solareye.example/v1/sites/55102/alerts
> GET /v1/sites/55102/alerts HTTP/2
> authorization: Bearer [redacted]
< HTTP/2 429
< date: Fri, 13 Mar 2026 06:12:40 GMT
< x-request-id: 7f1c9e0a4b2d4c6e8a1f3b5d7e9c0a2b
< x-ratelimit-limit: 300
< x-ratelimit-reset: 1773382380
< retry-after: 20
{"error": "rate_limited", "message": "Too many requests"}""",
     "Our integration keeps getting this from the monitoring API. When can we call again, and how should we "
     "back off?", "Our developer sent me this"),
    ("under", "inverter-ndjson", "en", ["ndjson", "telemetry"], """{"id": "ev_01JP3K8M2N", "ts": "2026-03-07T12:41:09.220Z", "inv": "SN2207481", "code": 3501, "text": "Grid overvoltage 10-min average"}
{"id": "ev_01JP3K9Q7R", "ts": "2026-03-07T12:41:09.410Z", "inv": "SN2207481", "code": 3502, "text": "Output power derated to 80%"}
{"id": "ev_01JP3MF4TB", "ts": "2026-03-07T12:52:30.004Z", "inv": "SN2207481", "code": 3509, "text": "Derating ended"}""",
     "Why does my inverter reduce its output around midday on sunny days?", "My inverter's event export"),
    ("leadin", "battery-csv", "en", ["csv", "telemetry", "epoch_ms"], """timestamp_ms,soc_pct,battery_kw,grid_kw,pv_kw
1772962200000,88,-0.4,0.0,3.9
1772965800000,91,-0.3,-1.2,4.6
1772969400000,100,0.0,-3.8,4.2
1772973000000,100,0.0,-3.5,3.9""",
     "Once the battery hits 100%, is all the extra solar going to the grid?", "My colleague sent me this export"),
    ("user_turn", "survey-yaml", "en", ["yaml", "surveys"], """survey:
  id: 01JN5G2W8XH4Q7D3M9RTA6KZPC
  created: 2026-02-24T08:12:55+11:00
  surveyor: P. Nguyen
  roof: {material: colorbond, pitch_deg: 22, azimuth_deg: 5}
  switchboard: upgrade_required
  notes: "Main switch 63A; no RCD on lighting circuits\"""",
     "Why does the survey say my switchboard needs an upgrade, and is that extra?", "Here is the survey record"),
    ("assistant_turn", "interconnection-xml", "en", ["xml", "permits"], """<Application id="IA-2026-011204">
  <Submitted>2026-01-28T14:02:11-05:00</Submitted>
  <Status updated="2026-03-03T09:40:00-05:00">Engineering review</Status>
  <SystemSizeKwAc>9.6</SystemSizeKwAc>
  <Reviewer>R. Daly</Reviewer>
</Application>""",
     "It has been in engineering review for a month. Is that normal?", "The utility portal shows this"),
    ("chatml", "production-table", "en", ["markdown_table", "telemetry"], """| Date | Production (kWh) | Self-consumed (kWh) | Exported (kWh) |
|---|---|---|---|
| 2026-03-09 | 31.4 | 12.2 | 19.2 |
| 2026-03-10 | 8.7 | 7.9 | 0.8 |
| 2026-03-11 | 29.9 | 14.0 | 15.9 |""",
     "Why was the 10th so low? Could something be wrong with the panels?", "From my monitoring app"),
    ("llama3", "gateway-logfmt", "en", ["logfmt", "telemetry"], """ts=2026-03-12T02:14:07.881Z level=error svc=gateway req_id=4c1d8a02e7f94b5a msg="battery comms timeout" port=rs485-1
ts=2026-03-12T02:14:37.902Z level=error svc=gateway req_id=9a7e33b1c04d4f12 msg="battery comms timeout" port=rs485-1
ts=2026-03-12T02:15:07.915Z level=warn svc=gateway req_id=e02f71c9d8b34a66 msg="falling back to grid-only mode\"""",
     "What does this gateway log tell you about the battery problem last night?", "Gateway log"),
    ("gemma", "inverter-syslog", "en", ["syslog", "telemetry"], """<134>1 2026-03-06T05:58:02.114+01:00 inv-garage sunforge 812 EVT [meta sequenceId="40211"] Waiting for grid (Uac=0 V)
<134>1 2026-03-06T06:03:47.530+01:00 inv-garage sunforge 812 EVT [meta sequenceId="40212"] Grid detected, 300 s reconnect delay
<131>1 2026-03-06T06:08:47.611+01:00 inv-garage sunforge 812 ERR [meta sequenceId="40213"] Isolation resistance 41 kOhm < 100 kOhm""",
     "Is the isolation error something I can fix myself?", "My inverter's syslog from this morning"),
    ("phi3", "webhook-debug", "en", ["webhook", "debug_signature", "alerts"], """POST /hooks/solareye HTTP/1.1
X-Solareye-Delivery: 0195b7c1-42aa-7e3d-b1f0-8c6d2e9a7f31
X-Solareye-Timestamp: 1773469814
X-Solareye-Signature: v1=5b2e7c0f9a1d4e6b8c3f2a7d9e0b1c4f6a8d2e5b7c9f0a3d6e8b1c4f7a2d5e9b
Content-Type: application/json

{"alert": "inverter_offline", "site": "55102", "raised_at": "2026-03-14T06:29:11Z"}""",
     "Our endpoint rejects this delivery as having an invalid signature. Which bytes should we sign?",
     "Here is the delivery we captured"),
    ("mistral", "deposit-receipt", "en", ["receipt", "surveys"], """RECEIPT  #NW-R-004418
Northwind Solar & Storage
Paid at: 2026-02-02 16:41:05 AEDT
Amount: AUD 1,500.00 (deposit, 10%)
Method: Visa ending 4409
Transaction ID: txn_3QmPZ8Lk2vT0aB
Balance due on installation: AUD 13,500.00""",
     "If I cancel before the install date, do I get this deposit back?", "Here is the receipt"),
    ("rag", "ticket-export", "en", ["ticket", "warranty"], """Ticket #48213  Status: Pending parts
Created: 2026-02-16 09:22 AEST   Updated: 2026-03-10 14:05 AEST
Subject: Battery module fault E-207
Requester: l.bianchi@mail.example
Last note (tech): Module 2 replaced under warranty; waiting for BMS board, ETA 2026-03-20.""",
     "Is my battery usable while we wait for the BMS board?", "Support ticket"),
    ("react", "install-ics", "en", ["calendar", "ics", "scheduling"], """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:install-88412@northwind-solar.example
DTSTAMP:20260305T081502Z
DTSTART:20260317T073000
DTEND:20260317T160000
SUMMARY:Solar + battery installation (crew B)
END:VEVENT
END:VCALENDAR""",
     "Add a reminder the day before and tell me what to prepare.", "Calendar invite"),
    ("fence", "feed-in-csv", "en", ["csv", "feed_in"], """month,exported_kwh,fit_rate_c,credit_aud,statement_date
2025-10,402.1,5.0,20.11,2025-11-06
2025-11,455.8,5.0,22.79,2025-12-05
2025-12,512.3,4.0,20.49,2026-01-07""",
     "Why did my credit fall in December when I exported more?", "Feed-in statement"),
    ("quoted", "permit-email", "en", ["email", "permits"], """From: permits@cityofarvada.example
Date: Mon, 2 Mar 2026 11:20:33 -0700
Message-ID: <permit-PV26-00871.1772475633@cityofarvada.example>
Subject: Permit PV26-00871 issued

Electrical permit PV26-00871 was issued on 02/28/2026. Rough inspection must be requested
within 180 days. Final inspection requires the utility's PTO letter.""",
     "Can the crew start before the rough inspection is booked?", "The city sent us this"),
    ("indented", "warranty-form", "en", ["form_export", "warranty", "ksuid"], """Response ID: 2fJ9kQ3vN7xL0bR8sT1wY5cA6dE
Submitted: 2026-03-01 19:44:12
Product: Helioform HF-430 panel
Serial: HF430-2203-118842
Issue: Hot spot visible on thermal camera, cell C7""",
     "Will the manufacturer accept a thermal photo as evidence?", "The claim form we submitted"),
    ("end", "slack-thread", "en", ["slack", "scheduling"], """#crew-b  Sam (ts 1773217342.004519): Hendricks job roof is wetter than expected, pushing start to 9
#crew-b  Priya (ts 1773217398.118200): ok, battery install at Ortiz moves to tomorrow 8am then
#crew-b  Sam (ts 1773217455.660011): confirmed, I'll call Mrs Ortiz""",
     "Summarise what changed for the customers today.", ""),
    ("system_user", "otel-span", "en", ["otel", "surveys"], """{"name": "POST /quotes", "trace_id": "4bf92f3577b34da6a3ce929d0e0e4736", "span_id": "00f067aa0ba902b7",
 "start_time_unix_nano": 1773301212120000000, "end_time_unix_nano": 1773301219870000000,
 "status": {"code": "ERROR", "message": "price book timeout"}, "attributes": {"quote.kw": 8.2}}""",
     "Why did our quote tool take almost eight seconds and then fail?", ""),
    ("both_sides", "order-export", "en", ["order_export", "surveys", "asked_time"], """Order NW-10442
Created at: 2026-02-27 18:04:51
Paid at: 2026-02-27 17:59:03
Amount: AUD 1,500.00
Channel: online deposit""",
     "Why is the paid time earlier than the created time on this order? Which one do I trust?", ""),
    ("after", "nginx-portal", "en", ["nginx", "permits"], """203.0.113.44 - - [11/Mar/2026:09:02:17 +1100] "POST /portal/permits/upload HTTP/1.1" 413 183 "-" "Mozilla/5.0" rid=8d1f0c2a77e34b19
203.0.113.44 - - [11/Mar/2026:09:02:41 +1100] "POST /portal/permits/upload HTTP/1.1" 413 183 "-" "Mozilla/5.0" rid=3b6e9a01c5d24f88""",
     "An installer says they can't upload the single-line diagram. What is going wrong?", ""),
    ("leadin_end", "utility-sms", "en", ["sms", "permits"], """PeakValley Electric: Your meter exchange for solar is scheduled 03/19/2026 between 8AM-12PM.
Power will be off ~30 min. Ref MX-559301. Reply C to confirm.""",
     "Do I have to be home for this?", "I got this text this morning"),
    ("user_turn", "modbus-read", "en", ["modbus", "telemetry"], """[2026-03-10 14:22:01.117] TX 01 03 9C 87 00 02 CRC
[2026-03-10 14:22:01.168] RX 01 03 04 00 00 1F 40 CRC   -> reg 40072 = 8000 (W_limit)
[2026-03-10 14:22:06.119] TX 01 03 9C 9D 00 01 CRC
[2026-03-10 14:22:06.171] RX 01 03 02 00 0A CRC         -> reg 40094 = 10 (export limit %)""",
     "Does this mean the export limit is set to 10% of 8 kW?", "Modbus trace from the energy meter"),
    ("assistant_turn", "monitoring-site-json", "en", ["json", "alerts"], """{"siteId": 55102, "name": "Whitfield residence", "peakPowerKw": 8.2,
 "lastUpdateTime": "2026-03-14 06:45:00", "status": "Active",
 "installationDate": "2025-06-18", "alertQuantity": 2}""",
     "Why does it say two alerts when I see none in the app?", "The monitoring site record"),
    ("chatml", "interconnection-agreement", "en", ["document", "permits"], """INTERCONNECTION AGREEMENT (LEVEL 1) - excerpt
Effective Date: March 1, 2026
1. The Customer shall not energize the Generating Facility before written Permission to Operate.
2. The Utility may disconnect the Generating Facility without notice in an emergency.
3. This Agreement terminates if the Generating Facility is not energized by September 1, 2026.""",
     "If PTO only comes in August, is my agreement at risk?", "Our agreement"),
    ("rag", "true-up-bill", "en", ["bill", "feed_in"], """ANNUAL TRUE-UP STATEMENT   Account 7730-41-2291
Relevant period: 02/14/2025 - 02/13/2026
Net energy charges: $612.40
Export credits (NBT avoided cost): -$204.16
Non-bypassable charges: $38.92
Amount due: $447.16   Due date: 03/06/2026""",
     "Why are export credits so small compared with the energy charges?", "True-up statement"),
    ("react", "firmware-job-log", "en", ["job_log", "telemetry", "uuid"], """job 3f6a1c2e-9b4d-4e7a-8f01-2c5d6e7f8a9b  queued   2026-03-03T01:00:00Z  target=IQ8M x22
job 3f6a1c2e-9b4d-4e7a-8f01-2c5d6e7f8a9b  running  2026-03-03T01:00:12Z  done=0/22
job 3f6a1c2e-9b4d-4e7a-8f01-2c5d6e7f8a9b  failed   2026-03-03T01:41:55Z  done=19/22 error=PLC timeout""",
     "Three micros didn't update. Is it safe to retry tonight?", "Firmware job log"),
    ("fence", "sentry-event", "en", ["sentry", "surveys"], """{
  "event_id": "c9a2f0e5d4b3418e9f7a6c5b4d3e2f10",
  "timestamp": "2026-03-12T22:07:31.448Z",
  "release": "installer-app@4.9.1",
  "exception": {"type": "SyntaxError", "value": "Unexpected token < in JSON at position 0"},
  "tags": {"screen": "RoofPhotos", "device": "iPad13,1"}
}""",
     "What usually causes this error in the roof photo screen?", "Sentry event"),
    ("quoted", "crew-timesheet", "en", ["csv", "scheduling"], """crew,tech,clock_in,clock_out,job
B,Sam,2026-03-11 07:28,2026-03-11 16:02,Hendricks
B,Priya,2026-03-11 07:31,2026-03-11 15:48,Hendricks
B,Leo,2026-03-11 09:05,2026-03-11 16:10,Hendricks""",
     "Leo clocked in late. Did that push the job past the 8-hour budget?", "The crew timesheet"),
    ("under", "audit-request-id", "en", ["json", "asked_id", "warranty"], """{"level": "error", "time": "2026-03-09T03:17:44.902Z", "request_id": "0195c2d8-6a11-7f4e-9d20-5b8e1c3a7f66", "route": "/claims/submit", "status": 500}""",
     "What does this request id mean, and how do I find the claim it belongs to?", ""),
    ("end", "quote-pdf", "en", ["quote", "surveys"], """QUOTE Q-2026-0192   Date: 19 February 2026   Valid until: 21 March 2026
8.2 kW system: 19 x 430 W panels, Fronius Gen24 8.0 hybrid inverter
Battery: BYD HVM 11.0 kWh
Total: AUD 16,980 incl. GST, less STC discount AUD 2,610""",
     "Is the battery worth adding if I'm home mostly in the evenings?", ""),
    ("before", "vpp-event-email", "en", ["email", "alerts", "vpp"], """From: vpp@gridflex.example
Date: Sat, 7 Mar 2026 09:00:02 +1100
Message-ID: <vpp-event-7741@gridflex.example>
Subject: VPP event VPP-7741 tomorrow

Your battery will discharge to the grid on Sunday 8 March from 17:30 to 19:30 AEDT.
Event ID: VPP-7741. Payment: $1.20 per kWh delivered.""",
     "Will my house still have power during the event?", "Our VPP sent this"),
    ("leadin", "chat-transcript", "en", ["transcript", "warranty"], """[09:14] Customer: My battery shows error E-207 again
[09:15] Agent Mia: Thanks, I've logged it under case 58813
[09:17] Agent Mia: A technician will call you within 2 business days
[09:17] Customer: Ok thanks""",
     "It's been a week and nobody called. What should I say when I call back?", "My last chat with support"),
    ("gemma", "rebate-status-json", "en", ["json", "permits", "uuid7"], """{"application_id": "0195a9e7-3c41-7b2d-a8f0-6e1d2c9b4a57", "program": "Solar Homes battery rebate",
 "status": "approved", "updated_at": "2026-03-04T05:12:44Z", "amount_aud": 2406}""",
     "When do I get the rebate money, and does the installer claim it for me?", "The rebate portal"),
    ("indented", "meter-exchange-note", "en", ["note", "permits"], """Meter exchange completed 2026-03-19 10:42
Old meter: 41M220118 (import only)
New meter: 9A88120473 (bidirectional)
Technician: K. Osei""",
     "Can I turn my solar on now?", "The meter technician left this note"),
    # other languages
    ("after", "de-mastr", "de", ["registry", "permits"], """Bestätigung Marktstammdatenregister
MaStR-Nr.: SEE912345678901
Registrierungsdatum: 21.02.2026
Inbetriebnahme: 09.02.2026
Bruttoleistung: 9,86 kWp""",
     "Habe ich die Frist für die Registrierung eingehalten?", "Das kam vom Register"),
    ("quoted", "de-inbetriebnahme", "de", ["certificate", "scheduling"], """Inbetriebnahmeprotokoll Nr. IBN-2026-0217
Datum: 17.02.2026, 14:30 Uhr
Anlage: 8,7 kWp, Wechselrichter SMA STP 8.0, Speicher 7,7 kWh
Isolationsmessung: > 200 MOhm
Elektrofachkraft: J. Winkler""",
     "Fehlt in dem Protokoll etwas, was der Netzbetreiber verlangt?", "Mein Installateur hat mir das geschickt"),
    ("fence", "es-factura-json", "es", ["json", "feed_in"], """{"factura": "FE26-0088412", "creado": "2026-03-02T08:14:22+01:00", "periodo": "2026-02",
 "energia_vertida_kwh": 212.5, "compensacion_eur": -12.75, "id": "01JNRB6S8Q4H2W7X9T3K5MDYCZ"}""",
     "¿Por qué la compensación es tan baja si vertí más de 200 kWh?", "Mi factura"),
    ("under", "fr-enedis-email", "fr", ["email", "permits"], """De : raccordement@enedis-exemple.fr
Date : lun. 9 mars 2026 10:12:47 +0100
Message-ID : <racc-2026-031-44812@enedis-exemple.fr>
Objet : Demande de raccordement n° 44812 - mise en service

La mise en service de votre installation est planifiée le 24 mars 2026 entre 8 h et 12 h.""",
     "Est-ce que je dois être présent pour la mise en service ?", "J'ai reçu cet e-mail"),
    ("leadin", "it-gse", "it", ["notice", "feed_in"], """Comunicazione GSE - Ritiro Dedicato
Convenzione: RID0048812
Importo riconosciuto febbraio 2026: 38,12 EUR
aggiornato: 05/03/2026 11:42
Pagamento previsto: entro il 30/04/2026""",
     "Perché il pagamento arriva così tardi?", "Il mio collega mi ha mandato questo"),
    ("chatml", "pt-parecer", "pt", ["notice", "permits"], """Parecer de Acesso nº 2026/77810
Criado em: 12/02/2026 15:20
Microgeração: 6,05 kWp
Resultado: aprovado sem obras na rede
Prazo para vistoria: 7 dias úteis após a solicitação""",
     "Já posso ligar o sistema ou preciso esperar a vistoria?", "Recebi isto da distribuidora"),
    ("indented", "ja-baiden", "ja", ["statement", "feed_in"], """売電明細（2026年2月分）
作成日時：2026年3月5日 10:12
お客様番号：0041-228-771
売電量：186 kWh
売電単価：16円/kWh
売電金額：2,976円""",
     "先月より売電金額が減ったのはなぜですか？", "届いた明細です"),
    ("gemma", "ko-generation", "ko", ["table", "telemetry"], """| 일자 | 발전량(kWh) | 접수일시 |
|---|---|---|
| 2026-03-10 | 24.8 | 2026-03-11 00:05:12 |
| 2026-03-11 | 6.1 | 2026-03-12 00:05:09 |""",
     "11일 발전량이 왜 이렇게 적은가요?", "모니터링 앱 기록입니다"),
    ("after", "zh-inverter-kv", "zh", ["kv", "telemetry"], """时间=2026-03-09 12:31:05 设备=SN88214 事件=电网过压 电压=253.4V 请求号=9f2c7a10be4d
时间=2026-03-09 12:31:35 设备=SN88214 事件=降额运行 功率=80%""",
     "这种电网过压我能自己处理吗？", "逆变器日志"),
    ("before", "ar-sms", "ar", ["sms", "feed_in"], """هيئة الكهرباء: تم تركيب عداد صافي القياس لحسابكم رقم ٤٤١٢٠٩٨ بتاريخ ١٢/٠٣/٢٠٢٦ الساعة ١٠:٤٠.
سيظهر رصيد التصدير في فاتورة الشهر القادم.""",
     "هل يعني هذا أنني أستطيع تشغيل الألواح الآن؟", "وصلتني هذه الرسالة"),
    ("mistral", "he-inspection-email", "he", ["email", "permits"], """מאת: bdika@chashmal-example.co.il
תאריך: 10/03/2026 08:55
מזהה הודעה: <insp-44120@chashmal-example.co.il>
נושא: בדיקת מתקן סולארי

הבדיקה נקבעה ליום 16/03/2026 בין 09:00 ל-13:00. נא לוודא גישה ללוח החשמל.""",
     "האם אני חייב להיות בבית בזמן הבדיקה?", "קיבלתי את המייל הזה"),
    ("phi3", "ru-log", "ru", ["log", "telemetry"], """2026-03-05 23:10:41.228 WARN  [bms] trace_id=5e0c7d19a4b2f386 напряжение ячейки 12 = 3.412 В (макс 3.400)
2026-03-05 23:10:41.230 INFO  [bms] trace_id=5e0c7d19a4b2f386 заряд остановлен
2026-03-05 23:25:02.017 INFO  [bms] trace_id=a17f02c9d3e84b55 балансировка завершена""",
     "Это опасно для батареи?", "Вот лог из приложения"),
    ("leadin_end", "pl-prosument", "pl", ["csv", "feed_in"], """okres;energia_oddana_kwh;wartosc_pln;utworzono
2026-01;118;42,48;2026-02-04 06:12:33
2026-02;164;57,40;2026-03-04 06:11:58""",
     "Dlaczego wartość energii w lutym jest niższa za kWh niż w styczniu?", "Wklejam rozliczenie z depozytu prosumenckiego"),
    ("fence", "tr-basvuru", "tr", ["record", "permits"], """Başvuru No: GES-2026-00918
Oluşturulma: 03.03.2026 09:41
Kurulu güç: 10 kWe
Durum: Bağlantı görüşü verildi""",
     "Bağlantı anlaşması için şimdi ne yapmam gerekiyor?", "Başvuru kaydım"),
    ("quoted", "nl-monitoring-json", "nl", ["json", "alerts"], """{"melding": "omvormer offline", "aangemaakt": "2026-03-08T19:02:44+01:00",
 "installatie": "ZW-20981", "id": "0195b1f2-88c3-7a6e-b0d1-3f9e4c2a7b15"}""",
     "Moet ik de installateur bellen of komt dit vanzelf goed?", "Dit kreeg ik van de monitoringsite"),
    ("under", "hi-net-meter", "hi", ["record", "permits"], """नेट मीटर आवेदन संख्या: NM/2026/३३८१२
आवेदन तिथि: ०४/०२/२०२६
स्थापना तिथि: ११/०३/२०२६ ११:२०
स्थिति: नेट मीटर लगाया गया""",
     "क्या अब मैं सोलर सिस्टम चालू कर सकता हूँ?", ""),
    ("after", "th-receipt", "th", ["receipt", "feed_in"], """ใบแจ้งค่าไฟฟ้า การไฟฟ้าส่วนภูมิภาค
วันที่ออก: 5 มี.ค. 2569 09:12
หน่วยที่ขายคืน: 214 หน่วย
อัตรารับซื้อ: 2.20 บาท/หน่วย
ยอดรับซื้อ: 470.80 บาท""",
     "ทำไมยอดรับซื้อเดือนนี้น้อยกว่าเดือนที่แล้ว", "ใบแจ้งของฉัน"),
    ("leadin", "el-connection", "el", ["record", "permits"], """Αίτηση σύνδεσης: ΦΒ-ΣΤ-2026-00412
Ημερομηνία υποβολής: 18/02/2026 12:04
Κατάσταση: Υπογραφή σύμβασης σύνδεσης
Ισχύς: 10,8 kWp""",
     "Πόσο χρόνο έχω για να υπογράψω τη σύμβαση;", "Μου ήρθε αυτό από τον διαχειριστή"),
    ("chatml", "sv-email", "sv", ["email", "scheduling"], """Från: montage@solkraftnorr.example
Skickat: den 6 mars 2026 14:18
Ämne: Montage vecka 13

Hej! Montaget av era solpaneler är bokat till tisdag 24 mars kl. 07.30. Ställningen sätts upp dagen innan.""",
     "Behöver vi vara hemma när ställningen sätts upp?", "Vi fick det här mejlet"),
]


def _quote(block: str) -> str:
    return "\n".join("> " + line if line else ">" for line in block.split("\n"))


def _indent(block: str) -> str:
    return "\n".join("    " + line if line else "" for line in block.split("\n"))


def _place(placement: str, name: str, block: str, ask: str, intro: str, english: bool) -> str:
    lead = f"{intro}:\n\n" if intro else ""
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "leadin":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "leadin_end":
        return f"{ask} {intro}:\n{block}"
    if placement == "quoted":
        return f"{intro}:\n\n{_quote(block)}\n\n{ask}"
    if placement == "indented":
        return f"{intro}:\n\n{_indent(block)}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "chatml":
        system = f"<|im_start|>system\n{SYS}<|im_end|>\n" if english else ""
        return f"{system}<|im_start|>user\n{lead}{block}\n\n{ask}<|im_end|>\n<|im_start|>assistant\n"
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYS}<|eot_id|>\n"
                f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>\n"
                f"<|start_header_id|>assistant<|end_header_id|>\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{lead}{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    assert english, placement
    if placement == "user_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "assistant_turn":
        return (f"{SYS}\n\nUser: Can you show me what you have on file for my system?\n"
                f"Assistant: Here is what I found:\n\n{block}\n\nUser: {ask}\nAssistant:")
    if placement == "rag":
        return (f"{SYS}\n\n<document source=\"{name}\">\n{block}\n</document>\n\nQuestion: {ask}\nAnswer:")
    if placement == "react":
        return (f"{SYS}\n\nQuestion: {ask}\nThought: I should read the attachment the user sent.\n"
                f"Action: read_attachment\nAction Input: {{\"name\": \"{name}\"}}\nObservation:\n{block}\nThought:")
    if placement == "end":
        return f"{SYS}\n\nUser: {ask}\n\n{block}"
    if placement == "system_user":
        return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides", placement
    return f"{ask}\n\n{block}\n\nAnd is anything else in there I should worry about?"


def negatives_pasted() -> list[Draft]:
    out = []
    for placement, name, lang, tags, block, ask, intro in BLOCKS:
        english = lang == "en"
        text = _place(placement, name, block, ask, intro, english)
        extra = ["lang:" + lang] + ([] if english else ["non_english"])
        out.append(Draft(text, f"{SRC}neg:pasted:{name}", ["hard_negative", "pasted", placement, *tags, *extra]))
    return out


# --- negatives: look-alikes, values asked about, controls ---------------------------------------------------------

def _n(name: str, tags: list[str], text: str, lang: str = "en") -> None:
    extra = ["lang:" + lang] + ([] if lang == "en" else ["non_english"])
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{name}", [*hard, *tags, *extra]))


def negatives_lookalikes() -> None:
    _n("stable-header", ["stable_header", "api_version", "knowledge_cutoff", "prompt_revision"], """Installer licence: CEC A4417782
API version: 2025-09-01
Knowledge cutoff: 2025-01
Prompt revision: 2026-02-01

You are the design assistant of Eastlight Solar. Size systems from the customer's annual usage and roof
area; assume 4.2 peak sun hours.

Customer: We use about 7,300 kWh a year and have room for 24 panels. What size system fits?
Assistant:""")
    _n("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about home battery chemistry for Ampera Home.<|eot_id|>
<|start_header_id|>user<|end_header_id|>

Is LFP safer than NMC for a battery in the garage?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""")
    _n("unrendered-template", ["template_placeholder"], """Current time: {{current_time}}
Request ID: {{request_id}}
Site: {{site_name}}

You are the SolarEye assistant. Explain the alert the user mentions in two sentences.

User: This is the template our bot uses. The placeholders show up literally in the chat - why are they
not being filled in?""")
    _n("hours-phones", ["opening_hours", "phone_numbers"], """You are the front desk assistant of Brightroof Solar.
Office hours: Monday to Friday 08:00-17:30, Saturday 09:00-13:00 (closed public holidays).
Service line: 1300 555 017 (24/7 for safety issues). Sales: +61 2 5550 1234.

Customer: Can I call on Saturday afternoon about a quote?
Assistant:""")
    _n("rates-effective", ["prices", "effective_date"], """Feed-in rates (effective 1 January 2026, reviewed every 1 July):
- Single rate: 4.9 c/kWh
- Time-varying: 9.6 c/kWh 15:00-21:00, 0.0 c/kWh 10:00-14:00, 3.3 c/kWh at other times

User: With these rates, is it better to export in the afternoon or store the energy in my battery?
Answer:""")
    _n("iban", ["iban", "payment"], """You help customers pay their balance to Sonnendach Franken GmbH by bank transfer.
Bank details: IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX, reference: your order number.

Customer: Can I split the final payment of 9,470 EUR into two transfers?
Assistant:""")
    _n("firmware-hash", ["hash", "asked_value"], """I downloaded the inverter firmware 3.18.4 and the website lists this checksum:
SHA-256: 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08
The file I have gives 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a09. Is it safe to
install?""")
    _n("relative-times", ["relative_times"], """My battery app said "last synced 3 minutes ago" an hour ago, and now it says "last synced 2 hours
ago". The inverter went offline yesterday evening as well. Should I restart the gateway?""")
    _n("tenant-xml", ["xml_attribute", "tenant", "customer_id"], """<context tenant="3e1f7a52-8c0d-4b6e-9a21-7d4c5b6e8f90" customer="cus_RtY7w2Lk9PzQ" locale="en-NZ"/>
You are the SolarEye assistant for installers in New Zealand. Explain alerts in plain language.

Installer: What does "Export limit breached" mean for a site on a 5 kW export cap?
Answer:""")
    _n("dates-in-prose", ["dates_in_prose"], """Our solar went in on 14 June 2021, the battery was added on 3 March 2024, and the inverter was swapped
under warranty on 22 November 2025 after it failed on 18 November. The installer now says the
inverter warranty restarted on the swap date. Is that usual?""")
    _n("user-typed-clock", ["user_clock"], """It's 17:40 here in Perth and my battery is already at 35%. It was full at 14:10. The house is only
running the fridge and the pool pump. Why is it draining so fast?""")
    _n("asked-epoch", ["asked_value", "epoch"], """The battery's event export has "ts": 1773469800 for the last full charge. What time is that in
Brisbane, and was it before or after the solar peak?""")
    _n("asked-uuid7", ["asked_value", "uuid7"], """The warranty portal error page shows Request ID: 0195c3a1-7e5f-7d20-b8a9-4c2e1f0d3b67. What does
this request id mean, and should I give it to support?""")
    _n("asked-jwt", ["asked_value", "jwt"], """Our monitoring integration returns 401. This is the token we send:
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJpbnN0YWxsZXItNDQ3MSIsImlhdCI6MTc3MzI5NjAwMCwiZXhwIjoxNzczMjk5NjAwfQ.hR3m0t8n1XkqgYV2mC0bq6J8zW4pP9sFvDk7lLuE2aI
Can you decode it and tell me whether it has expired?""")
    _n("asked-traceparent", ["asked_value", "traceparent"], """Support asked me for the trace of the failed permit upload. Our logs show
traceparent 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01. Which part is the trace id I
should send them?""")
    _n("few-shot-dates", ["few_shot", "dates"], """Classify each installation note as ON_TIME or DELAYED.

Note: Install booked 2026-02-10, completed 2026-02-10.
Label: ON_TIME
Note: Install booked 2026-02-12, completed 2026-02-19 (scaffold late).
Label: DELAYED
Note: Install booked 2026-03-03, completed 2026-03-04 (rain).
Label:""")
    _n("iso-week-maths", ["iso_week", "arithmetic"], """Our crews plan in ISO weeks. If the permit arrives in 2026-W14 and the utility needs three weeks
for the meter exchange, in which week can we energise the system?""")
    _n("warranty-maths", ["date_arithmetic", "warranty"], """My inverter was commissioned on 2019-08-30 with a 10-year warranty, and I bought a 5-year extension
in 2022. When does my cover end, and does the extension start at purchase or at the end of the
original warranty?""")
    _n("calver-json", ["single_line_json", "calver", "api_version"], """{"app": "installer-app", "build": "2026.02.3", "api_version": "2025-11-15", "region": "au"}
You help installers with the commissioning checklist. Answer in numbered steps.

Installer: What's the order for commissioning a hybrid inverter with a battery?
Answer:""")
    _n("kv-settings", ["kv_settings", "commissioning_date"], """SITE_ID=AU-NSW-00412
COMMISSIONED=2024-11-08
BATTERY_INSTALLED=2025-06
EXPORT_LIMIT_KW=5
TZ=Australia/Sydney

You are the site settings assistant. Explain a setting when the installer asks.

Installer: Why is the export limit 5 kW when the inverter is 8 kW?
Answer:""")
    _n("faq-front-matter", ["yaml_front_matter", "reviewed_date"], """---
title: Battery backup FAQ
version: 3.2
reviewed: 2026-01-15
owner: support-content
---
Backup power is only available on circuits wired to the backup panel. During a blackout the battery
keeps 20% in reserve unless the reserve is changed in the app.

User: Will my air conditioner run during a blackout?
Assistant:""")
    _n("html-comment-revision", ["html_comment", "prompt_revision"], """<!-- template: quote-explainer rev 14, 2025-12-02 -->
You explain solar quotes line by line. Flag any line that is not itemised.

Customer: What is "balance of system" on my quote, and why is it $1,850?
Assistant:""")
    _n("terms-footer", ["footer", "terms_revision"], """You are the Southern Cross Solar assistant. Answer questions about our workmanship warranty.

Customer: Does the workmanship warranty cover roof leaks caused by the installation?

--
Terms v4, 2025-11-03. Southern Cross Solar Pty Ltd, ABN 51 824 753 556.
Assistant:""")
    _n("settings-table", ["markdown_table", "nmi", "meter_serial"], """| Setting | Value |
|---|---|
| NMI | 4103 2849 551 |
| Meter serial | 9A88120473 |
| Installed | 2025-06-18 |
| Tariff | Time of use, solar export 5 c/kWh |

You explain meter and tariff details to homeowners.

Homeowner: Which of these do I need to give a new electricity retailer?
Assistant:""")
    _n("tou-windows", ["time_windows"], """My tariff has peak 16:00-21:00, shoulder 07:00-16:00 and off-peak 21:00-07:00. The battery is set to
charge from the grid at 01:00 and discharge from 16:00. Is that the best schedule?""")
    _n("staging-prompt-proofread", ["near_miss", "pasted_prompt"], """Please proofread this system prompt from our staging bot. Only fix the English, keep the placeholders and
the sample values exactly as they are:

Current time: 2026-03-12 09:15:04
Session: 8c2e6f1a-44b7-4d0e-9a3c-1f5b7e9d2c60
You are Sunny. You help customers book solar site surveys. Be warm but brief, and never quotes prices.""")
    _n("report-front-matter-proofread", ["near_miss", "pasted_report"], """Can you check the wording of this report header before I send it to the customer? Don't change the data.

---
generated_at: 2026-03-10T07:00:12Z
export_run: 2fK8pL1qR7vN3xT0wB5yC9dE2aZ
site: Whitfield residence
---
Your system produced 812 kWh in February, 14% above the forecast.""")
    _n("gemma-control", ["control", "gemma"], """<start_of_turn>user
How often should solar panels be cleaned in a dusty inland town?<end_of_turn>
<start_of_turn>model
""")
    _n("phi3-control", ["control", "phi3"], """<|user|>
Can a home battery be installed outside in full sun?<|end|>
<|assistant|>
""")
    _n("mistral-user-date", ["mistral", "user_date"], """<s>[INST] My installer booked the battery install for 2026-04-02 but the rebate approval letter says
the install must happen after 2026-04-06. Should I ask to move it? [/INST]""")
    _n("plain-control", ["control"], """What is the difference between a string inverter and microinverters for a roof with two orientations?""")
    _n("chatml-revision", ["chatml", "prompt_revision"], """<|im_start|>system
Prompt revision 2026-01-20. You are the permitting explainer for Sunward Installs. Explain each permit
step in one paragraph.<|im_end|>
<|im_start|>user
What is a PTO letter?<|im_end|>
<|im_start|>assistant
""")
    _n("asked-ulid-claim", ["asked_value", "ulid"], """Our claim reference is 01JP4S7X2M9QK3RDV8T5HNB6WC. Can you tell from the reference when the claim was
created?""")
    _n("asked-slack-ts", ["asked_value", "slack_ts"], """Someone in #crew-b asked me to find the message with ts 1773217398.118200. What date and time is
that in Adelaide?""")
    # other languages
    _n("de-faq-stand", ["document_date", "stand"], """Stand: März 2026
Häufige Fragen zur Einspeisevergütung: Die Vergütung wird für 20 Jahre ab Inbetriebnahme gezahlt, der Satz
richtet sich nach dem Monat der Inbetriebnahme.

Frage: Meine Anlage ging im Februar 2026 in Betrieb. Welcher Satz gilt für mich?""", "de")
    _n("ja-policy-revision", ["policy_revision"], """保証規定（2025年10月1日改定）
蓄電池の容量保証は設置日から10年間、定格容量の70%を保証します。

質問：2023年に設置した蓄電池にも、この改定後の規定は適用されますか？""", "ja")
    _n("es-user-clock", ["user_clock"], """Son las 19:30 en Sevilla y la batería ya está al 40 %. A las 15:00 estaba al 100 %. ¿Es normal que se
descargue tan rápido con solo la nevera y el aire acondicionado?""", "es")
    _n("fr-asked-id", ["asked_value", "uuid"], """Le portail de garantie m'affiche « Identifiant de requête : 6f1d2c3b-8a4e-4f70-9b21-0c5d7e3a9f48 ».
Qu'est-ce que cet identifiant et dois-je le transmettre au SAV ?""", "fr")
    _n("ko-relative", ["relative_times"], """앱에 "마지막 동기화: 5분 전"이라고 나오다가 지금은 "3시간 전"으로 바뀌었어요. 어제 저녁에도 인버터가 잠깐 꺼졌는데
게이트웨이를 재시작해야 하나요?""", "ko")
    _n("zh-opening-hours", ["opening_hours", "phone_numbers"], """你是“阳光家”的客服助手。
客服时间：周一至周六 9:00-18:00；紧急电话：400-820-5566。

用户：周日下午逆变器报警，我可以打电话吗？""", "zh")
    _n("it-warranty-maths", ["date_arithmetic", "warranty"], """L'inverter è stato installato il 15/07/2020 con garanzia di 10 anni. Se lo sostituiscono in garanzia il
mese prossimo, la garanzia del nuovo inverter scade comunque il 15/07/2030?""", "it")
    _n("ru-api-version", ["api_version", "stable_header"], """Версия API: 2025-09-01
Регион: eu-central
Ты — помощник по интеграции с платформой мониторинга «СолнцеДом». Отвечай по-русски.

Разработчик: Какой эндпоинт возвращает суточную выработку по станции?""", "ru")


# --- assembly -----------------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen110(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    negatives_lookalikes()
    negatives = negatives_pasted() + list(NEG) + generated_negatives()
    return make_holdout.assemble("hold110", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
