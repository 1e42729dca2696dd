"""Build `prompt_normalizer/corpus/holdout112.jsonl`, a hundred-and-twelfth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout112.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout104.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (moving, removal,
self-storage, relocation, storage, truck, warehouse, bill of lading, inventory) and the passages around
the hits, with the docstrings of `make_holdout29.py`, `make_holdout34.py` and `make_holdout104.py` read
in full; of `make_holdout24.py` also its import block and its last 150 lines, for the structure of a
generator; and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the
generators' names.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; the generators numbered 105 to 111, written at
the same time, were not read. The corpus was checked only against the machinery of `make_holdout.py`
(every `expected` is what `expected_of` computes, every span is found in its input at its offsets,
spans are single lines, inputs are unique, the build is deterministic).

The domain is moving and storage companies: move quotes and surveys, crew scheduling, inventories and
bills of lading, storage unit access and gate logs, damage claims, truck tracking, deposits and
invoices. The earlier docstrings name neighbours of it: above all removals in make_holdout29 (a video
survey upload with its lines under the transcript, a crew scheduler run, a storage quote whose validity
is computed from now, an inventory CloudEvent, a crew Slack bot, a Salford quote, removals in Marseille
and a moving company in St. John's; and as hard negatives quotes, terms, inventories, a damage claim
letter, a parking suspension, a booking JSON, a storage invoice and a crew chat export) and
self-storage facilities in make_holdout34 (a gate-code assistant with a session JWT, a pre-lien letter
job, unit availability "as of" a time with its snapshot id, an IVR, an auction lister, online move-in
in XML elements, contents cover behind CF-Ray, an access helper with epoch ms, Stripe billing; and as
hard negatives rental agreements, gate-code texts, lien notices, ledgers, gate logs, auction listings,
overlock texts and a keypad manual page); removals and a self-storage gate kiosk as small local
services (make_holdout12), removals dropped by make_holdout13 and make_holdout21, removal companies'
shipping inventories and household-goods customs (make_holdout23), warehouse management, trucking
dispatch and a forwarder's draft bills of lading (make_holdout32, make_holdout95), a German
tyre-storage desk (make_holdout92) and a moving-home question (make_holdout52). The scenarios here were
written around them: surveys are in-home walkthroughs turned into cube sheets, a quote builder's front
matter, a quote page and lead relays, never a video upload or a quote whose validity is computed;
crews are a dispatcher's board snapshot, a crew lead's handheld, a labour calculator, a roster run line
and a crew calendar, never a scheduler run or a crew Slack bot; inventories are a bill of lading check,
a high-value inventory form, a cube sheet and tag reads at delivery, never an inventory event; storage
is seen through gate events a facility manager looks into, storage-in-transit vaults, a climate sensor
relay, an office console, rates and move-out, never gate codes, lien letters, availability snapshots,
auctions, IVRs or online move-in; claims are intake, valuation, a claims mailbox and a claim-status
webhook; tracking is telematics fetched for the request, delivery spreads, a driver app and ELD
summaries; deposits and invoices are a deposit checkout, a final invoice under the 110% rule, payment
at delivery and a billing bot's refunds, never a storage tenant's card billing. The sources are:

* move quotes and surveys: an estimator's survey copilot (`Survey opened:` in RFC 3339 with a Mountain
  offset, ULID `Estimator session:`; branch, estimator and tariff stay); YAML front matter of a quote
  builder (naive `isoformat()` `quoted_at`, UUIDv7 `quote_req`; `valid_days` stays); a Semantic Kernel
  current-time sentence at the head of a binding-estimate explainer; a quote page's HTTP request with
  `Date` (RFC 1123) and a hex `X-Request-ID`; a Llama 3 system header (`Today Date` moves, `Cutting
  Knowledge Date` stays); a lead relayed with the made-up `Hop:` and `Relayed:` (the lead's own
  `Preferred date` and `Submitted by customer` stay); a survey reminder job (Python logging `Job
  started:`, UUID `Run:`; the survey times stay); "Today is <long date>." in a checklist coach's system
  prompt; Mexican Spanish (`Hora actual:`, nanoid `Sesión:`), Japanese (`現在日時：`, UUID
  `リクエストID：`) and Austrian German (`Anfragezeit:` with `Uhr` at the head, KSUID `Sitzung:`) desks;
* crew scheduling: a crew board "as of" a time for this request (the board rows stay); a handheld's
  XML attributes (`clock` in `isoformat()`, nanoid `session`; unit, crew and depot stay); a ChatML
  system turn opening with `Now:` in Go RFC3339Nano; a roster line `rostr t0=<ms> run=<ULID> depot=mesa
  horizon=7d` below the crew's pasted shift requests; a calendar opening with the made-up `Pulled:` in
  GNU `date` form; a route context "built at <Go time.String()>" sentence; a dispatch footer after `---`
  with a UUIDv7 request and an RFC 3339 time between `·` separators; Polish (`Aktualny czas:`, hex `ID
  żądania:`; the dispatcher's typed 15:00 and 16:30 stay), Arabic (`الوقت الحالي:` in Arabic-Indic
  digits, UUID session) and Hindi (`वर्तमान समय:`, ULID `अनुरोध संख्या:`) desks;
* inventories and bills of lading: a pretty JSON head over a bill of lading check (`req_` request id
  and `requested_at_ms`; carrier and USDOT stay); a high-value inventory form's footer after `--`
  (ctime `Generated:`, hex `Job:`; the form version stays); a `[ctx ...]` line (`t=` epoch s, `rid=`
  nanoid; tenant and branch stay); tag reads "pulled at <time> for this request" (the tags stay);
  Russian (`Сейчас на сервере:`, base64url `Сессия:`), Chinese (`当前时间：`, ObjectId `请求编号：`) and
  Dutch (`Tijdstip van opvragen:`, UUIDv7 `Sessie-ID:`) desks;
* storage access and gate logs: gate events "as of" a time for unit 214 (the events stay); a ReAct
  observation `lookup_id=<uuid> at=<toISOString()> source=wms-2` over a storage-in-transit vault record
  that stays; a humidity relay envelope in pretty JSON (`id` and `relayed_at` move, the reading with
  its `measured_at` stays); an office console (`Desk clock:` in Windows general form, base62 `Console
  session:`; office and gate hours stay); gRPC metadata with the made-up `x-edge-t0-ns`; a move-out
  helper's nested YAML (`asked_at`, hex `trace`; facility, unit and channel stay); Korean (12-hour
  `현재 시각:`, nanoid `세션 ID:`), Thai (Buddhist-era `วันเวลาขณะนี้:`, UUID `รหัสคำขอ:`) and Hebrew
  (day-first `השעה כעת:`, hex `מזהה בקשה:`) desks;
* damage claims: a Phi-3 system turn (`Now:` in .NET "o" form, UUID `Claim desk session:`); a
  single-line JSON head of a valuation calculator (UUIDv7 `rid`, `ts` in ms, between stable members); a
  claims mailbox header (RFC 2822 `Fetched:`, lower-case ULID `Ingest-Id:`) over the customer's e-mail
  whose `Date` and `Message-ID` stay; a made-up `Cratebase-*` webhook delivery (UUID id, RFC 3339 time
  in microseconds, signature) whose payload stays; an adjuster's markdown table (nanoid `Adjuster
  view`, `toISOString()` `Opened`; claim and valuation stay); a Mistral `[INST]` turn ending with
  `Portal time:` and an `rq_` request; French (`Heure actuelle :`, KSUID), Italian (day-first `Data e
  ora:` at the head, upper-case UUID) and Greek (`Τρέχουσα ώρα:`, hex) desks;
* truck tracking: a telematics position "pulled at <time> for this request" (the fix with its own
  `fix_time` stays); `traceparent` and `tracestate` at the head of a delivery-spread explainer; a B3
  single header in a driver app (app and fleet stay); a Gemma user turn with `Local time:` (Windows
  form) after the driver's own ELD entries; Turkish (`Sorgu zamanı:`, KSUID `Oturum:`; the plate
  stays), Ukrainian (`Час запиту:`, UUIDv7), Vietnamese (`Thời gian hiện tại:`, hex) and Brazilian
  Portuguese (`Agora:` with `14h02`, ObjectId) desks;
* deposits and invoices: Stripe `Request-Id: req_...` and `Idempotency-Key` (`Stripe-Version` and the
  `cus_` customer stay); an HTML comment `render job=<hex> at=<Log4j> layout=final-invoice-v3`; a crew
  app's payment screen with a JWT `Session token:` (job and amount stay); a Slack billing bot's
  `Message ts`; a deposits classifier with `t_us`; Indonesian (`Jam server:` with `WIB`, base62
  `Sesi:`) and Czech (`Aktuální čas:`, ULID) desks;
* the generated family: one program field at three of eight positions (head, system tail, header
  block between `Company:` and `Channel:`, after the user's message, footer after `--` above a stable
  line, YAML front matter, a single-line JSON member between stable members, an XML attribute before a
  stable one) of 13 bodies, each with a pasted record of its own that stays (a survey booking JSON
  opening with a UUIDv7 `id` and `created_at`, a timesheet CSV, a printed bill of lading, gate
  controller syslog lines, a claim e-mail with `Date` and `Message-ID`, GPS logfmt with `ts=`, a Stripe
  charge with `created`, an invoice table, a Spanish inventory CSV with `creado`, a German `key=value`
  invoice line with `erstellt`, Japanese JSON with `作成日時`, a Korean access table with `출입시각`, a
  French delivery note with `Date de livraison`); the field is one of 23 English and made-up labels
  (`Desk clock`, `Pulled`, `t0`, `Stamped`, `Yard clock`, `Context time`, `Rendered`, `Now`, `Epoch`,
  `Asked at`, `Moment`, `Dispatch time`, `Served`, `Hop`, `Request`, `Trace`, `Chat`, `Session`,
  `Correlation`, `Nonce`, `Run`, `Desk session`, `Call`) or, in the Spanish, German, Japanese, Korean
  and French bodies, the "now", request or session label of that language.

The negatives: 53 pasted records in eighteen placements (question above, typed right under the
question, behind a lead-in such as "My colleague sent me this:", "Here is the receipt:", "Mi compañero
me mandó esto:" or "Das kam heute vom Umzugsunternehmen:", an earlier user turn, an earlier assistant
turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct observation, fenced,
quoted with `>`, indented, at the very head, at the very end, with a question on both sides): a move
confirmation e-mail and a cancellation e-mail with `Date` and `Message-ID`, `curl -v` output with
`date` and `x-request-id`, an order JSON opening with a UUIDv7 `id` and `created_at` asked about its
times, crew assignment YAML with `assigned_at`, bill of lading XML with `issued`, a gate CSV opening
with `timestamp,`, an inventory markdown table, telematics logfmt, gate syslog lines, a payment webhook
payload with `evt_` and `created`, a deposit receipt, a delivery-spread notice, a claim ticket with
bracketed times, an ICS with `DTSTAMP`, a `Cratebase-*` delivery pasted to debug its age, a printed
bill of lading, a weight ticket, ELD log lines, a claim form export with `Submitted`, a final invoice, a
crew SMS, a high-value inventory, a Slack export with `ts`, nginx lines, a unit API response opening
with `request_id` and `timestamp`, survey notes, GPS epochs asked about, a Python traceback with its
`request_id`, a timesheet, Stripe charges, a storage-in-transit notice; and in other languages a
Spanish inventory JSON with a ULID and `creado`, a German e-mail with `Gesendet:`, a French lettre de
voiture, a Japanese 見積書 with `発行日時`, a Korean access log, a Chinese order with `下单时间`, an Arabic
invoice in Arabic-Indic digits, a Hebrew e-mail with `Message-ID`, Russian access logfmt, a Ukrainian
damage report, a Greek deposit receipt, a Hindi packing list, a Thai Buddhist-era invoice, a Polish
damage report, a Portuguese quote with `Emitido em`, a Turkish contract, a Vietnamese delivery receipt,
a Dutch e-mail with `Verzonden:`, an Italian delivery note, a Czech invoice and an Indonesian receipt.
38 look-alikes and asked values (a prompt revision with a tariff's effective date and a branch time
zone, a Llama 3 header with only its cutoff, an API version header, a ChatML cutoff and price-list
date, facility hours and phone, unit prices, USDOT and MC numbers, an IBAN, photo SHA-256s, a tenant
block with a `cus_` id and lease start, unrendered `{{current_time}}` and `{{request_id}}`, a `req_`
reference, created and paid times, a gate epoch and a ULID the user asks about, few-shot dates, a
CalVer build, stable front matter, XML attributes, an HTML comment revision, a footer's terms revision,
a customer-since table, a staging prompt with `Current time:` and `Session:` pasted for review, the
user's own clock; and in other languages a German FAQ's `Stand:`, a Japanese policy revision date, an
unrendered Spanish template, French depot hours, Korean prices, Arabic hours and phone, a Chinese
version with its release date, Portuguese relative times, Greek dates in prose, a Hindi user's clock, a
Turkish IBAN, a Polish ISO week, Hebrew date arithmetic and a Thai customer id), two plain controls, and
13 generated hard negatives: the family's bodies with one stable value (tariff, prompt revision, API
version, knowledge cutoff, time zone, office hours, USDOT, customer since, gate hours, default
valuation, build, tenant, storage term) at a position the body's positives do not use.

What it is: 204 prompts. 98 carry volatile fields (145 spans): 62 hand-written positives (109 spans;
46 with two or more fields) and 36 generated ones. 106 carry none. 77 prompts (about three in eight)
are in a language other than English (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Thai, Han, Japanese, Hangul). The output is deterministic (seeded, fixed base datetimes); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, document
and record dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, device
clocks, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Moving and storage records are content wherever they sit and however they open: order, job, bill of
  lading, claim, ticket, invoice, receipt, unit, vault, tag, truck and plate numbers, pickup dates,
  delivery spreads, weight tickets, gate and access events, ELD entries, GPS fixes and their epochs,
  survey and crew times, deposits and their dates, `created_at`, `assigned_at`, `issued`, `creado`,
  `erstellt`, `作成日時`, `출입시각`, `下单时间`, also when the program fetched them for this request (the
  crew board, gate events, the vault record, the telematics fix, the tag reads). Only the program's
  stamp and the ids minted for the request, session, run, lookup, relay, ingest or delivery move.
* Customers, tenants, branches, depots, tariffs, USDOT numbers, `cus_` ids, office and gate hours,
  storage terms and a scheduled season start are the same for every request and stay.
* A claim status delivered to the claims bot moves its envelope (`Cratebase-Delivery`, `-Sent-At`,
  `-Signature`) and keeps its payload; the same headers pasted by a user to debug a rejected delivery
  stay whole. A sensor relay's `id` and `relayed_at` move; the reading's `measured_at` stays.
* Device and desk clocks read for this request (a handheld, an office console, a driver's app) are the
  current time; times a dispatcher, driver or customer types stay.
* Spans follow rule 3: "as of <time>" and "at <time>" are cut with their preposition where the cut
  leaves a sentence ("Crew board for this request:", "Tag reads below were pulled for this request.");
  the Semantic Kernel and "Today is" sentences are inline spans; XML attributes and `key=value` pairs
  are followed by a stable neighbour; single-line JSON members are cut with the comma after them;
  volatile members of pretty JSON are never the last member of their object; header lines, YAML keys,
  markdown rows, footer lines and a line holding one field in any script (also with a full-width
  colon) are whole-line spans; a field that shares its line with a template token (`<end_of_turn>`,
  `[/INST]`) is cut out of it, and footer values are cut without their `·` separators.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Reply:`, `Thought:`, `Label:`,
  `Ledgerbot:`) or a chat template's reply header on a line of its own (ChatML, Llama 3) end
  positives; Gemma, Phi-3 and Mistral positives end with the closed user turn, and prompts in other
  languages end with the user's message or with the metadata after it."""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    EDT,
    IST,
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

SEED = 20260305112
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout112.jsonl"
SRC = "holdout112:"

MST = timezone(timedelta(hours=-7), "MST")
MDT = timezone(timedelta(hours=-6), "MDT")
CST_US = timezone(timedelta(hours=-6), "CST")
CDT_US = timezone(timedelta(hours=-5), "CDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
MEX = timezone(timedelta(hours=-6), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
GST = timezone(timedelta(hours=4), "GST")
MSK = timezone(timedelta(hours=3), "MSK")
YEKT = timezone(timedelta(hours=5), "YEKT")
TRT = timezone(timedelta(hours=3), "TRT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CHN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
ISR = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")


def zoned(g: Gen, std: timezone, dst: timezone | None = None) -> datetime:
    """A moment in a zone, its summer offset from April to October when it has one."""
    t = g.moment()
    return t.astimezone(dst if dst is not None and 4 <= t.month <= 10 else std)


def eu(g: Gen) -> datetime:
    return zoned(g, CET, CEST)


# --- dates written in the prompt's language --------------------------------------------------------

ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
             "жовтня", "листопада", "грудня"]
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September",
             "Oktober", "November", "Desember"]
JA_DAYS = "月火水木金土日"


def es_long(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def nl_long(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} om {t:%H:%M}"


def de_num(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M} Uhr"


def pl_long(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ru_long(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}"


def el_long(t: datetime) -> str:
    return f"{EL_DAYS[t.weekday()]} {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def hi_long(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def th_long(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} เวลา {t:%H:%M} น."


def tr_long(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def id_long(t: datetime) -> str:
    return f"{t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M} WIB"


def zh_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


def ja_long(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t.hour}時{t:%M}分"


def ko_long(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}:{t:%M}"


def day_first(t: datetime, seconds: bool = True) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}" if seconds else f"{t:%d/%m/%Y %H:%M}"


def arabic_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def b3(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


# --- hand-written positives ------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, source: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(marked, f"{SRC}pos:{source}", [*tags, *extra])


# quotes and surveys

@pos
def _survey_copilot(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    return P(f"""You are Tally, the survey copilot for Halvard Moving & Storage estimators. Turn walkthrough notes into
a room-by-room cube sheet (cubic feet and item counts) and flag every item that needs crating.

Branch: Denver South
Estimator: R. Okafor
{v('datetime', 'Survey opened: ' + rfc3339(t))}
{v('session_id', 'Estimator session: ' + g.ulid(t))}
Tariff: HGB-400N

Notes: Living room - 3-seat sofa, loveseat, 65in TV (no box), glass coffee table, 2 floor lamps,
bookcase 6 ft (8 boxes of books). Garage - chest freezer, 2 bikes, workbench (bolted), 14 totes.
Assistant:""", "quotes:survey-copilot", ["header_block", "rfc3339", "offset", "ulid", "stable_neighbours"])


@pos
def _quote_front_matter(g: Gen) -> Draft:
    t = g.moment(GMT)
    return P(f"""---
app: quote-builder
branch: leeds
{v('datetime', 'quoted_at: ' + py_iso(t))}
{v('request_id', 'quote_req: ' + g.uuid7(t))}
valid_days: 30
---
Draft a written quote for a local move from the survey summary below. Use the branch's rates, list
packing materials separately and say that the quote is valid for 30 days from the date on it.

Survey summary: 3-bed semi, about 1,150 cu ft, two flights of stairs at delivery, upright piano,
packing service for the kitchen only. Move date wanted: Saturday 18 April.

Reply:""", "quotes:front-matter", ["front_matter", "python_isoformat", "uuid7", "stable_neighbours"])


@pos
def _binding_estimate_sk(g: Gen) -> Draft:
    t = zoned(g, CST_US, CDT_US)
    return P(f"""You are the estimates assistant of Kettering Van Lines. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Explain
binding, non-binding and binding-not-to-exceed estimates in plain words, using the customer's own
estimate when they share it, and never promise a final price.

Customer: My estimate says "non-binding, $5,200". If the truck weighs more on moving day, how much can
they make me pay before they unload?
Assistant:""", "quotes:binding-estimate", ["inline_sentence", "semantic_kernel", "system_head"])


@pos
def _quote_widget_http(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""POST /quote-chat HTTP/1.1
Host: quotes.pinecrest-movers.example
Accept-Language: en-US,en;q=0.8
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Content-Type: application/json

You answer visitors on the Pinecrest Movers quote page. Ask for the origin and destination ZIP codes,
the home size and the move date before giving a price range, and always offer a free virtual survey.

Visitor: how much to move a 1 bedroom apartment across town? we have a lot of books
Assistant:""", "quotes:widget-http", ["http_headers", "request_line", "http_date", "hex32", "head"])


@pos
def _long_distance_llama(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You help customers of Northway Relocation compare long-distance moving quotes. Explain each line item
(linehaul, fuel surcharge, shuttle, long carry, valuation) and say which ones are negotiable.<|eot_id|><|start_header_id|>user<|end_header_id|>

I have two quotes for Chicago to Austin: $6,400 binding from one company and $4,900 non-binding from
another. The cheaper one has a "shuttle: TBD" line. Which is the better deal?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""", "quotes:llama3", ["chat_template", "llama3", "today_date", "cutoff_neighbour"])


@pos
def _quote_es_mx(g: Gen) -> Draft:
    t = g.moment(MEX)
    return P(f"""Eres el asistente de cotizaciones de Mudanzas Cóndor (Ciudad de México). Responde en español, con
precios en MXN, y no prometas fechas que el coordinador no haya confirmado.
{v('datetime', 'Hora actual: ' + es_long(t))}
{v('session_id', 'Sesión: ' + g.nanoid())}

Cliente: Me mudo de Coyoacán a Querétaro con un departamento de dos recámaras. ¿Me conviene el camión
de 3.5 toneladas o el de 10?""", "quotes:es-mx", ["system_tail", "localized_datetime", "nanoid"], "es")


@pos
def _quote_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""あなたは「さくら引越センター」の見積もりアシスタントです。訪問見積もりのメモから、必要なトラックの大きさと作業員の人数を提案してください。
{v('datetime', '現在日時：' + ja_long(t))}
{v('request_id', 'リクエストID：' + g.uuid4())}

お客様：2LDKから3LDKへの引越しです。冷蔵庫と洗濯機、アップライトピアノがあります。4月の土曜日は空いていますか？""",
             "quotes:ja", ["system_tail", "localized_datetime", "uuid", "fullwidth_colon"], "ja")


@pos
def _quote_de_at(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""{v('datetime', 'Anfragezeit: ' + de_num(t))}
{v('session_id', 'Sitzung: ' + g.ksuid(t))}
Du bist der Angebotsassistent der Umzüge Brandl GmbH in Graz. Antworte auf Deutsch und nenne Preise in
Euro inklusive USt.

Kunde: Wir ziehen am 28. März von Graz nach Linz, 70 m², dritter Stock ohne Lift. Was kostet zusätzlich
eine Halteverbotszone vor dem Haus?""", "quotes:de-at", ["head", "localized_datetime", "ksuid"], "de")


# crew scheduling

@pos
def _crew_board_as_of(g: Gen) -> Draft:
    t = g.moment(MST)
    return P(f"""You are the dispatch assistant for BlueCrate Movers (Phoenix). Suggest crew swaps so that every job
keeps a lead with a CDL, and never schedule anyone past 12 hours on the clock.

Crew board {v('datetime', 'as of ' + iso_space(t)[:16] + ' MST')} for this request:
| Job     | Start | Crew lead | Movers            | Truck |
|---------|-------|-----------|-------------------|-------|
| J-40812 | 07:00 | Marisol   | Dev, Tariq        | 26 ft |
| J-40815 | 07:30 | Ken       | Luis              | 16 ft |
| J-40819 | 12:30 | (open)    | Abe, Jordan, Rhea | 26 ft |

Dispatcher: Ken called in sick. Who leads J-40815, and can we still cover J-40819?
Assistant:""", "crews:board-as-of", ["inline_phrase", "as_of", "iso_minutes", "snapshot_rows_stay"])


@pos
def _crew_handheld_xml(g: Gen) -> Draft:
    t = g.moment(MST)
    return P(f"""<handheld unit="HH-14" {v('datetime', 'clock="' + py_iso(t) + '"')} {v('session_id', 'session="' + g.nanoid() + '"')} crew="C3" depot="mesa"/>
You help crew leads close out jobs on the handheld: hours, materials used and exceptions. Keep every
answer short enough for a small screen.

Crew lead: Job J-40812 went 2.5 hours over because the building's freight elevator was booked. How do
I log that?
Assistant:""", "crews:handheld-xml", ["xml_attr", "device_clock", "python_isoformat", "nanoid", "two_in_line"])


@pos
def _labour_chatml(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
{v('datetime', 'Now: ' + go_nano(t, g.small(1, 1000)))}
You estimate labour for Orchard Relocations jobs: hours = cube / (crew size x 75 cu ft per hour), plus
drive time, rounded up to the next quarter hour. Show the arithmetic.<|im_end|>
<|im_start|>user
1,400 cu ft, 4 movers, 35 minutes each way, two flights of stairs at the destination. How long?<|im_end|>
<|im_start|>assistant
""", "crews:labour-chatml", ["chat_template", "chatml", "go_rfc3339nano", "system_head"])


@pos
def _roster_logfmt_t0(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Shift requests from the crew app (as submitted):
- Dev: off Friday 13 March, can work Sunday
- Rhea: at most 4 days this week
- Tariq: mornings only

rostr {v('epoch', 't0=' + str(epoch_ms(t)))} {v('run_id', 'run=' + g.ulid(t))} depot=mesa horizon=7d

Build next week's crew roster for the Mesa depot from the requests above, with at least two leads a day.
Assistant:""", "crews:roster-logfmt", ["key_value_inline", "invented_label", "epoch_ms", "ulid",
                                      "below_pasted_block"])


@pos
def _crew_pl(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""Jesteś asystentem dyspozytora w firmie Przeprowadzki Wisła (Kraków). Układasz grafik ekip i odpowiadasz
po polsku.
{v('datetime', 'Aktualny czas: ' + pl_long(t))}
{v('request_id', 'ID żądania: ' + g.hex(32))}

Dyspozytor: Ekipa B kończy na Kazimierzu około 15:00. Czy zdąży na drugie zlecenie w Wieliczce na 16:30?""",
             "crews:pl", ["system_tail", "localized_datetime", "hex32", "typed_times_stay"], "pl")


@pos
def _crew_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    return P(f"""أنت مساعد جدولة الطواقم لدى شركة الواحة للنقل والتخزين في دبي. أجب بالعربية وباختصار.
{v('datetime', 'الوقت الحالي: ' + arabic_digits(f'{t:%Y/%m/%d %H:%M}'))}
{v('session_id', 'معرّف الجلسة: ' + g.uuid4())}

المنسق: لدينا ثلاث عمليات نقل يوم الجمعة وطاقمان فقط. هل نؤجل واحدة أم نستعين بعمال مؤقتين؟""",
             "crews:ar", ["system_tail", "arabic_indic_digits", "uuid"], "ar")


@pos
def _crew_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return P(f"""आप "सारथी पैकर्स एंड मूवर्स" (पुणे) के क्रू शेड्यूलिंग सहायक हैं। हिंदी में संक्षेप में उत्तर दें।
{v('datetime', 'वर्तमान समय: ' + hi_long(t))}
{v('request_id', 'अनुरोध संख्या: ' + g.ulid(t))}

समन्वयक: शनिवार को बानेर वाली शिफ्टिंग के लिए चार लोग चाहिए, पर सिर्फ़ तीन उपलब्ध हैं। क्या करें?""",
             "crews:hi", ["system_tail", "localized_datetime", "ulid"], "hi")


# inventories and bills of lading

@pos
def _bol_check_json(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{
  "assistant": "bol-check",
  {v('request_id', '"request_id": "req_' + g.b62(16) + '",')}
  {v('epoch', '"requested_at_ms": ' + str(epoch_ms(t)) + ',')}
  "carrier": "Kettering Van Lines",
  "usdot": "2291847"
}}
Check the bill of lading below for missing required fields (valuation, weight, delivery spread,
signatures) and list each problem on its own line.

Order for service ORD-77120, shipper M. Castellanos, origin Tucson AZ, destination Boise ID.
Pickup 2026-04-02, delivery spread 2026-04-06 to 2026-04-11. Valuation: (blank). Estimated weight
8,200 lb. Shipper signature: present. Carrier signature: missing.

Answer:""", "inventory:bol-check-json", ["json_block", "prefixed_id", "epoch_ms", "head", "stable_neighbours"])


@pos
def _pbo_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Write the high-value inventory form for the customer's items worth more than $100 per pound. Columns:
item, description, declared value, box or tag number.

Customer's list: grandmother's silver tea set ($4,200, box 31), Rolex Submariner ($9,800, the customer
carries it, leave it out), oil painting 24x36 ($3,500, crate C-2), coin collection ($2,100, box 44).

--
{v('datetime', 'Generated: ' + ctime(t))}
{v('run_id', 'Job: ' + g.hex(16))}
MoveForms 2.8""", "inventory:pbo-footer", ["footer", "ctime", "hex", "stable_neighbours"])


@pos
def _cube_ctx(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""[ctx tenant=halvard {v('epoch', 't=' + str(epoch_s(t)))} {v('request_id', 'rid=' + g.nanoid())} branch=fort-collins]
You turn item lists into a cube sheet at 7 lb per cubic foot. Show the total cube, the estimated weight
and the truck size you would send.

Items: queen bed, 2 nightstands, dresser, 6 medium boxes, 4 large boxes, recliner, dining table with 6
chairs.
Assistant:""", "inventory:cube-ctx", ["bracketed_ctx", "key_value_inline", "epoch_s", "nanoid", "head"])


@pos
def _tag_reads_at(g: Gen) -> Draft:
    t = zoned(g, PST, PDT)
    return P(f"""You reconcile inventory tags at delivery for Orchard Relocations. Compare the tags read at the truck
with the inventory and list anything missing or extra.

Tag reads below were pulled {v('datetime', 'at ' + rfc3339(t, 3))} for this request.
T-0041 T-0042 T-0043 T-0045 T-0046 T-0047 T-0049 T-0050

Inventory: tags T-0041 to T-0050 (10 pieces).
Assistant:""", "inventory:tag-reads-at", ["inline_phrase", "fetch_time", "rfc3339", "offset"])


@pos
def _inventory_ru(g: Gen) -> Draft:
    t = g.moment(YEKT)
    return P(f"""Ты помощник склада компании «Переезд-Сити» (Екатеринбург). Сверяй опись вещей с фактической приёмкой и
отвечай по-русски.
{v('datetime', 'Сейчас на сервере: ' + ru_long(t))}
{v('session_id', 'Сессия: ' + g.b64url(16))}

Кладовщик: В описи 62 места, приняли 61. Не хватает коробки № 37 «кухня, посуда». Что делать?""",
             "inventory:ru", ["system_tail", "localized_datetime", "b64url"], "ru")


@pos
def _inventory_zh(g: Gen) -> Draft:
    t = g.moment(CHN)
    return P(f"""你是“安达搬家”（上海）的物品清单助手。请用中文回答，根据客户的描述列出物品清单并估算体积。
{v('datetime', '当前时间：' + zh_long(t))}
{v('request_id', '请求编号：' + g.objectid(t))}

客户：两室一厅，有一台双开门冰箱、一张1.8米的床、一个衣柜和大约二十个纸箱。需要几吨的车？""",
             "inventory:zh", ["system_tail", "localized_datetime", "objectid", "fullwidth_colon"], "zh")


@pos
def _inventory_nl(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""Je bent de inventarisassistent van Verhuisbedrijf De Vries (Utrecht). Antwoord in het Nederlands en
reken in kubieke meters.
{v('datetime', 'Tijdstip van opvragen: ' + nl_long(t))}
{v('session_id', 'Sessie-ID: ' + g.uuid7(t))}

Klant: We verhuizen een rijtjeshuis met zolder. Hoeveel kuub is dat ongeveer, en past het in één wagen?""",
             "inventory:nl", ["system_tail", "localized_datetime", "uuid7"], "nl")


# storage access and gate logs

@pos
def _gate_events_as_of(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    night = (t - timedelta(days=1)).replace(hour=20, minute=51, second=7)
    rows = [(night, "keypad", "code accepted", "gate 1 opened"),
            (night + timedelta(minutes=9, seconds=44), "keypad", "code accepted", "unit 214 door alarm off"),
            (night + timedelta(minutes=58, seconds=3), "keypad", "code rejected", "outside access hours"),
            (night + timedelta(minutes=58, seconds=41), "keypad", "code rejected", "outside access hours")]
    lines = "\n".join(f"{r[0]:%b %d %H:%M:%S}  {r[1]:<7} {r[2]:<14} {r[3]}" for r in rows)
    return P(f"""You help StowRight facility managers look into access problems. Explain what the events show; never
share or change gate codes.

Gate events {v('datetime', 'as of ' + rfc3339(t))} for unit 214:
{lines}

Manager: The tenant says the gate refused her code last night around 9:45. What happened?
Assistant:""", "storage:gate-events-as-of", ["inline_phrase", "as_of", "rfc3339", "offset", "gate_log_stays"])


@pos
def _sit_vault_react(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Answer questions about shipments held in storage-in-transit (SIT) at the Kettering warehouse. Use the
vault_lookup tool, then answer.

Question: Is the Castellanos shipment still in SIT, and when does its 90-day SIT period end?
Thought: I need the vault record.
Action: vault_lookup[ORD-77120]
Observation: {v('request_id', 'lookup_id=' + g.uuid4())} {v('datetime', 'at=' + js_iso(t))} source=wms-2
vaults V-118, V-119 | in: 2026-01-19 | SIT authorised to 2026-04-18 | 8,140 lb | status: held
Thought:""", "storage:sit-react", ["react_observation", "key_value_inline", "uuid", "js_iso", "record_stays"])


@pos
def _humidity_relay(g: Gen) -> Draft:
    t = g.moment()
    measured = t - timedelta(seconds=g.small(20, 200))
    return P(f"""{{
  "relay": {{
    {v('request_id', '"id": "rl_' + g.b62(20) + '",')}
    {v('datetime', '"relayed_at": "' + rfc3339(t, 6) + '",')}
    "gateway": "gw-stowright-07"
  }},
  "reading": {{
    "sensor": "CC-B2-04",
    "unit_block": "B2",
    "measured_at": "{rfc3339(measured, 3)}",
    "rh_percent": 71.4,
    "temp_c": 18.9
  }}
}}
Block B2 is climate-controlled and should stay between 35 and 55% relative humidity. Is this reading a
problem, and what should the site manager check first?
Answer:""", "storage:humidity-relay", ["json_block", "envelope", "rfc3339_us", "payload_stays"])


@pos
def _office_console(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    return P(f"""StowRight office console - Greeley
{v('datetime', 'Desk clock: ' + windows_general(t))}
{v('session_id', 'Console session: ' + g.b62(22))}
Office hours: Mon-Sat 9:30-18:00
Gate hours: daily 06:00-22:00

You help the store manager answer tenants at the counter: unit sizes, access, insurance and payments.

Manager: A tenant with a contractor business wants 24-hour access. What can I offer him?
Assistant:""", "storage:office-console", ["header_block", "invented_label", "windows_datetime", "base62",
                                          "hours_stay"])


@pos
def _storage_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(f"""당신은 '한빛 보관이사'의 보관 창고 출입 안내 도우미입니다. 한국어로 짧게 답하세요.
{v('datetime', '현재 시각: ' + ko_long(t))}
{v('session_id', '세션 ID: ' + g.nanoid())}

고객: 보관 중인 짐에서 겨울 옷 상자 하나만 꺼내고 싶어요. 주말에도 창고 출입이 되나요?""",
             "storage:ko", ["system_tail", "localized_datetime", "twelve_hour", "nanoid"], "ko")


@pos
def _storage_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""คุณเป็นผู้ช่วยของ "คลังเก็บของสบายดี" (กรุงเทพฯ) ตอบเป็นภาษาไทยอย่างสุภาพและกระชับ
{v('datetime', 'วันเวลาขณะนี้: ' + th_long(t))}
{v('request_id', 'รหัสคำขอ: ' + g.uuid4())}

ลูกค้า: ห้องเก็บของขนาด 2x3 เมตร ใส่ของจากคอนโด 1 ห้องนอนได้พอไหมคะ""",
             "storage:th", ["system_tail", "buddhist_era", "uuid"], "th")


@pos
def _storage_he(g: Gen) -> Draft:
    t = zoned(g, ISR, IDT)
    return P(f"""אתה העוזר של "מחסני הגליל" לשכירת יחידות אחסון. ענה בעברית ובקצרה.
{v('datetime', 'השעה כעת: ' + day_first(t, False))}
{v('request_id', 'מזהה בקשה: ' + g.hex(32))}

לקוח: אני צריך יחידה לשלושה חודשים בזמן שיפוץ. יש הנחה על תשלום מראש?""",
             "storage:he", ["system_tail", "day_first", "hex32"], "he")


# damage claims

@pos
def _claims_phi3(g: Gen) -> Draft:
    t = zoned(g, PST, PDT)
    return P(f"""<|system|>
You are the claims intake assistant for Pinecrest Movers. Collect the item, the damage, its inventory tag
and photos, and explain released value (60 cents per pound per article) against full value protection.
{v('datetime', 'Now: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'Claim desk session: ' + g.uuid4())}
<|end|>
<|user|>
My dresser arrived with a cracked top. It's tag 112 on the inventory and weighs about 120 lb. I didn't
buy extra coverage. How much will I get?<|end|>""", "claims:phi3", ["chat_template", "phi3", "dotnet_roundtrip",
                                                 "uuid", "system_tail"])


@pos
def _valuation_json_line(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"app":"valuation-calc",{v('request_id', '"rid":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"tariff":"HGB-400N","currency":"USD"}}
Work out the carrier's maximum liability for each damaged article under the valuation the shipper chose
on the bill of lading. Show the formula.

Shipment: 9,400 lb, Full Value Protection declared at $62,000, deductible $250.
Damaged: sectional sofa (torn), two dining chairs (broken legs).
Answer:""", "claims:valuation-json", ["json_inline", "uuid7", "epoch_ms", "head", "stable_neighbours"])


@pos
def _claims_mailbox(g: Gen) -> Draft:
    t = zoned(g, PST, PDT)
    sent = t - timedelta(hours=g.small(3, 40), minutes=g.small(1, 59))
    mid = f"<CAF{g.b62(18)}{sent:%Y%m%d%H%M}@mail.example>"
    return P(f"""Mailbox: claims@pinecrest-movers.example
{v('datetime', 'Fetched: ' + rfc2822(t))}
{v('request_id', 'Ingest-Id: ' + g.ulid(t).lower())}

From: Dana Whitcombe <dana.w@mailbox.example>
Date: {rfc2822(sent)}
Message-ID: {mid}
Subject: Claim - broken mirror, order ORD-66031

Hi, the hall mirror (tag 58) arrived with a cracked frame. I have photos. What do you need from me?

Draft a reply for the claims adjuster listing the documents we need and the 9-month filing deadline.
Reply:""", "claims:mailbox", ["header_block", "rfc2822", "ulid_lower", "email_headers_stay"])


@pos
def _claims_webhook_envelope(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""POST /hooks/claims HTTP/1.1
Host: claims-bot.internal.example
{v('request_id', 'Cratebase-Delivery: ' + g.uuid4())}
{v('datetime', 'Cratebase-Sent-At: ' + rfc3339(t, 6))}
{v('signature', 'Cratebase-Signature: v1=' + g.hex(64))}
Content-Type: application/json

{{"type": "claim.status_changed", "claim": {{"id": "CLM-20931", "status": "offer_made", "offer_usd": 480.00, "opened": "2026-01-22", "updated": "2026-03-02T16:40:11Z"}}}}

Write the customer text message for this status change: under 300 characters, no legal wording.
Reply:""", "claims:webhook-envelope", ["http_headers", "envelope", "rfc3339_us", "signature", "payload_stays"])


@pos
def _claims_fr(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""Vous êtes l'assistant réclamations de Déménagements Lacroix (Lyon). Répondez en français, avec tact.
{v('datetime', 'Heure actuelle : ' + fr_long(t))}
{v('session_id', 'Identifiant de session : ' + g.ksuid(t))}

Client : Le déménagement a eu lieu le 20 février et je viens de découvrir que la table est rayée. Est-il
trop tard pour faire une réclamation ?""", "claims:fr", ["system_tail", "localized_datetime", "ksuid"], "fr")


@pos
def _claims_it(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""{v('datetime', 'Data e ora: ' + day_first(t))}
{v('request_id', 'ID richiesta: ' + g.uuid4().upper())}
Sei l'assistente sinistri di Traslochi Ferri (Bologna). Rispondi in italiano e chiedi sempre le foto del
danno.

Cliente: Durante il trasloco hanno rotto il vetro della vetrinetta. Avevo scelto la copertura a valore
intero. Cosa devo fare?""", "claims:it", ["head", "day_first", "uuid_upper"], "it")


@pos
def _claims_el(g: Gen) -> Draft:
    t = zoned(g, EET, EEST)
    return P(f"""Είσαι ο βοηθός αποζημιώσεων της «Μετακομίσεις Αιγαίο» (Θεσσαλονίκη). Απάντα στα ελληνικά.
{v('datetime', 'Τρέχουσα ώρα: ' + el_long(t))}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.hex(16))}

Πελάτης: Ο καναπές έφτασε με σκισμένο ύφασμα. Πόσο καιρό έχω για να κάνω αίτηση αποζημίωσης;""",
             "claims:el", ["system_tail", "localized_datetime", "hex"], "el")


@pos
def _claims_mistral(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<s>[INST] You triage damage claims for Orchard Relocations as minor (under $250), standard, or
inspection needed. Reply with the category and one sentence of reasoning.

Claim: refrigerator dented on the side panel, still cools, bought in 2021 for $1,850.
{v('datetime', 'Portal time: ' + iso_space(t) + ' UTC')}
{v('request_id', 'Request: rq_' + g.b62(18))} [/INST]""", "claims:mistral",
             ["chat_template", "mistral", "iso_space", "prefixed_id", "last_user"])


# truck tracking

@pos
def _telematics_at(g: Gen) -> Draft:
    t = g.moment()
    fix = t - timedelta(minutes=g.small(2, 9), seconds=g.small(0, 59))
    return P(f"""You give customers delivery updates for Northway Relocation long-distance moves. Give an ETA window,
never an exact time, and mention that the driver calls 24 hours ahead.

Truck position pulled from telematics {v('datetime', 'at ' + rfc3339(t))} for this request:
unit=NW-5521 lat=41.5868 lon=-93.6250 speed_mph=61 heading=W fix_time={rfc3339(fix)} odometer=412880
Remaining: 1,186 mi to Boise ID. Driver hours left today: 6.5.

Customer: Where is my stuff? The spread said April 6 to 11.
Assistant:""", "tracking:telematics-at", ["inline_phrase", "fetch_time", "rfc3339", "record_stays"])


@pos
def _spread_traceparent(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: mvd=' + g.hex(16) + ',rojo=' + g.b64url(8))}
Accept: application/json

You explain delivery spreads to customers of Kettering Van Lines: the carrier may deliver on any day
inside the spread, and the customer must be reachable on each of those days.

Customer: My spread is April 6-11 but I start a new job on the 9th. Can you guarantee the 7th?
Assistant:""", "tracking:traceparent", ["head", "traceparent", "tracestate", "stable_neighbours"])


@pos
def _driver_app_b3(g: Gen) -> Draft:
    return P(f"""You support drivers using the Halvard Driver app: documents, proof of delivery and fuel cards. Keep
answers short; drivers read them at stops.
{v('trace_id', 'b3: ' + b3(g))}
app: halvard-driver/5.12.0 (android)
fleet: long-haul

Driver: POD upload keeps failing at the customer's house, no signal. Can I finish it later?
Assistant:""", "tracking:driver-b3", ["system_tail", "b3_single", "stable_neighbours"])


@pos
def _eld_gemma(g: Gen) -> Draft:
    t = zoned(g, CST_US, CDT_US)
    return P(f"""<start_of_turn>user
You explain hours-of-service rules to Northway drivers from their ELD summary. Be exact about the
11-hour and 14-hour limits.

ELD summary (driver's own entries): on duty 05:30, driving 06:00-11:15, break 11:15-11:45, driving
11:45-15:20.

How much more can I drive today?
{v('datetime', 'Local time: ' + windows_general(t))}<end_of_turn>""", "tracking:eld-gemma",
             ["chat_template", "gemma", "windows_datetime", "last_user", "typed_times_stay"])


@pos
def _tracking_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""Sen Anadolu Evden Eve Nakliyat'ın araç takip asistanısın. Türkçe ve kısa cevap ver.
{v('datetime', 'Sorgu zamanı: ' + tr_long(t))}
{v('session_id', 'Oturum: ' + g.ksuid(t))}

Müşteri: Eşyalarım İstanbul'dan çıktı, İzmir'e ne zaman varır? Kamyonun plakası 34 ABC 123.""",
             "tracking:tr", ["system_tail", "localized_datetime", "ksuid", "plate_stays"], "tr")


@pos
def _tracking_uk(g: Gen) -> Draft:
    t = zoned(g, EET, EEST)
    return P(f"""Ти помічник служби відстеження компанії «Переїзди Дніпро». Відповідай українською.
{v('datetime', 'Час запиту: ' + uk_long(t))}
{v('session_id', 'Ідентифікатор сеансу: ' + g.uuid7(t))}

Клієнт: Машина з моїми речами виїхала з Києва зранку. Коли вона буде у Львові?""",
             "tracking:uk", ["system_tail", "localized_datetime", "uuid7"], "uk")


@pos
def _tracking_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý theo dõi xe của Chuyển Nhà Sài Gòn Xanh. Trả lời bằng tiếng Việt, ngắn gọn.
{v('datetime', f'Thời gian hiện tại: {t:%H:%M} ngày {t:%d/%m/%Y}')}
{v('request_id', 'Mã yêu cầu: ' + g.hex(24))}

Khách hàng: Xe tải chở đồ của tôi đang ở đâu rồi? Tôi hẹn nhận đồ lúc 4 giờ chiều.""",
             "tracking:vi", ["system_tail", "localized_datetime", "hex"], "vi")


@pos
def _tracking_pt_br(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""Você é o assistente de rastreamento da Mudanças Ipê (Belo Horizonte). Responda em português.
{v('datetime', f'Agora: {t:%d/%m/%Y} às {t:%H}h{t:%M}')}
{v('session_id', 'ID da sessão: ' + g.objectid(t))}

Cliente: O caminhão saiu de BH hoje cedo. Chega em Vitória ainda hoje?""",
             "tracking:pt-br", ["system_tail", "localized_datetime", "objectid"], "pt")


# deposits and invoices

@pos
def _deposit_stripe(g: Gen) -> Draft:
    return P(f"""You are the booking assistant for Pinecrest Movers. A move date is only held once the deposit is paid:
25% of the estimate, refundable up to 7 days before the move.

Payment context:
Stripe-Version: 2024-06-20
Customer: cus_Q8vLm2rT9xKd4a
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Customer: I paid the $550 deposit but my card shows two charges. Did you charge me twice?
Assistant:""", "deposits:stripe", ["header_block", "stripe", "request_id", "customer_id_stays"])


@pos
def _invoice_html_comment(g: Gen) -> Draft:
    t = zoned(g, CST_US, CDT_US)
    return P(f"""<!-- render {v('run_id', 'job=' + g.hex(12))} {v('datetime', 'at=' + log4j_iso(t))} layout=final-invoice-v3 -->
Write the cover note for this final invoice. The estimate was non-binding: remind the customer that at
delivery they only had to pay 110% of the estimate and that the rest is billed now, due in 30 days.

Estimate: $4,900.00. Actual charges: $5,731.40. Paid at delivery: $5,390.00. Balance: $341.40.
Reply:""", "invoices:html-comment", ["html_comment", "key_value_inline", "log4j", "hex", "head"])


@pos
def _cod_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Crew app - payment screen
Job: J-40812
{v('token', 'Session token: ' + g.jwt(t, 'crew-lead-0412'))}
Amount due at delivery: $1,284.50

You help crew leads take payment at delivery. Accept card, certified check or money order; no personal
checks. Never read card numbers back.

Crew lead: The customer wants to pay half now by card and half next week. Is that allowed?
Assistant:""", "deposits:cod-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _refund_slack(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Ledgerbot in the BlueCrate Slack. You answer billing staff about deposits and refunds: a full
refund up to 7 days before the move, 50% between 7 and 2 days, nothing after that.
Workspace: bluecrate
Channel: #billing
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}

<@U07QX3KD9>: customer cancelled a move set for the 14th, they emailed on the 9th. Deposit was $600. How
much do we refund?
Ledgerbot:""", "deposits:slack", ["header_block", "slack_ts", "stable_neighbours"])


@pos
def _billing_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return P(f"""Anda asisten penagihan PT Pindahan Nusantara (Jakarta). Jawab dalam bahasa Indonesia.
{v('datetime', 'Jam server: ' + id_long(t))}
{v('session_id', 'Sesi: ' + g.b62(20))}

Pelanggan: Uang muka Rp1.500.000 sudah saya transfer kemarin. Kapan sisa pembayaran harus dilunasi?""",
             "invoices:id", ["system_tail", "localized_datetime", "base62"], "id")


@pos
def _billing_cs(g: Gen) -> Draft:
    t = eu(g)
    return P(f"""Jsi asistent fakturace firmy Stěhování Vltava (Praha). Odpovídej česky.
{v('datetime', f'Aktuální čas: {t.day}. {t.month}. {t.year} {t:%H:%M}')}
{v('request_id', 'ID požadavku: ' + g.ulid(t))}

Zákazník: Na faktuře mám položku „příplatek za patro" 1 200 Kč, ale v domě je výtah. Můžete to opravit?""",
             "invoices:cs", ["system_tail", "localized_datetime", "ulid"], "cs")


# more positions and formats

@pos
def _calendar_pulled(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    return P(f"""{v('datetime', 'Pulled: ' + unix_date(t))}
Calendar: Denver South crews

Sat 14 Mar: 1 crew free (afternoon)
Sun 15 Mar: no moves on Sundays
Mon 16 Mar: 3 crews free
Tue 17 Mar: 2 crews free

You book moves for Halvard's Denver South branch from the calendar above. Offer at most two dates.

Customer: Can you do a 2-bedroom move this weekend or early next week?
Assistant:""", "crews:calendar-pulled", ["head", "invented_label", "unix_date", "calendar_stays"])


@pos
def _lead_relay_hop(g: Gen) -> Draft:
    t = zoned(g, PST, PDT)
    submitted = t - timedelta(minutes=g.small(3, 50), seconds=g.small(0, 59))
    return P(f"""Lead relayed by MoveMatch
{v('request_id', 'Hop: ' + g.hex(16))}
{v('datetime', 'Relayed: ' + rfc3339(t, 3))}
Lead source: movematch.example
---
Name: P. Lindgren
From: Eugene OR 97401
To: Reno NV 89501
Move size: 2 bedroom
Preferred date: 2026-05-16
Submitted by customer: {submitted:%Y-%m-%d %H:%M}

Write a first reply to this lead: thank them, confirm the route and offer a virtual survey slot.
Reply:""", "quotes:lead-relay", ["header_block", "invented_label", "rfc3339", "envelope", "lead_stays"])


@pos
def _route_go_string(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""Route context built {v('datetime', 'at ' + go_string(t, g.small(1, 1000), mono))} for this request.
Stops: load in Fort Collins from 08:00 (3 h), unload in Cheyenne (2 h), return empty.
Truck: 26 ft, max 11 h driving, crew of 3.

Plan the day with drive times and one 30-minute break; say when the crew will be back at the yard.
Assistant:""", "crews:route-go", ["inline_phrase", "go_time_string", "head"])


@pos
def _storage_rate_ns(g: Gen) -> Draft:
    t = g.moment()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  {v('epoch', 'x-edge-t0-ns: ' + str(ns))}
  x-site: stowright-loveland

You quote storage unit rates for StowRight Loveland: 5x5 $49, 5x10 $79, 10x10 $129, 10x20 $219 a month;
climate control adds 20%. First month half price on 6-month prepay.

Tenant: What would a climate-controlled 10x10 cost for six months if I prepay?
Assistant:""", "storage:rates-ns", ["head", "invented_label", "epoch_ns", "prices_stay"])


@pos
def _survey_reminders_logging(g: Gen) -> Draft:
    t = zoned(g, MST, MDT)
    return P(f"""Reminder job: survey-reminders
{v('datetime', 'Job started: ' + py_logging(t))}
{v('run_id', 'Run: ' + g.uuid4())}

Write tomorrow's reminder text for each virtual survey below: under 160 characters, with the time and
the placeholder [LINK] for the video call.

- 09:30 Priya Nair, 2-bed apartment, Boulder
- 13:00 Tom Reyes, 4-bed house, Longmont
- 16:15 Aiko Tanaka, studio, Denver
Assistant:""", "quotes:survey-reminders", ["header_block", "python_logging", "uuid", "times_stay"])


@pos
def _checklist_today(g: Gen) -> Draft:
    t = g.moment(GMT)
    return P(f"""You are Nest, the moving checklist coach of Orchard Relocations. {v('date', 'Today is ' + long_date(t) + '.')}
Build the customer's week-by-week checklist counting down to the move date they give.

Customer: We move from Leeds to Bristol eight weeks from now, family of four, a dog, and a storage unit
for two months in between.
Assistant:""", "quotes:checklist-today", ["inline_sentence", "long_date", "system_head"])


@pos
def _competitor_agent(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are a research agent for StowRight's marketing team. Use web_search and cite every claim with its
URL. Compare what three competitors in Fort Collins charge for a 10x10 unit.
{v('datetime', 'Current time: ' + py_str(t))}
{v('session_id', 'Agent session: ' + g.objectid(t))}

Task: Build a table of competitor, unit size, street rate, web rate and move-in special.
Thought:""", "storage:competitor-agent", ["system_tail", "python_str_datetime", "objectid"])


@pos
def _dispatch_footer_two_inline(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Rewrite this note from dispatch into a friendly message for the customer.

Note: crew running late, previous job had a piano on the 3rd floor, new arrival window 10:30-11:30,
same crew, no extra charge.

---
Sent from MoveDesk 6.1 · {v('request_id', 'req ' + g.uuid7(t))} · {v('datetime', rfc3339(t, 3))}""",
             "crews:dispatch-footer", ["footer", "two_in_line", "uuid7", "rfc3339", "tail"])


@pos
def _claims_photo_md_table(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You help claims adjusters write settlement offers for Kettering Van Lines. Use the valuation on the
bill of lading and the repair estimate; explain the offer in two short paragraphs.

| Field         | Value                          |
|---------------|--------------------------------|
| Claim         | CLM-20931                      |
| Valuation     | Full value, $250 deductible    |
{v('session_id', '| Adjuster view | ' + g.nanoid() + '          |')}
{v('datetime', '| Opened        | ' + js_iso(t) + '       |')}

Repair estimate: sofa re-upholstery $640, chair leg repair $90 each (2).
Assistant:""", "claims:md-table", ["md_table", "nanoid", "js_iso", "stable_neighbours"])


@pos
def _deposit_week_epoch_us(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Classify the customer's message for the deposits queue: refund, reschedule, payment problem or other.
queue: deposits
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Message: Hi, we need to push our move from the 20th to the 27th. Does our $400 deposit carry over?
Label:""", "deposits:classify-epoch-us", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _storage_yaml_nested(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You handle move-out requests for StowRight tenants. Confirm the move-out date, remind them to remove
their lock and sweep the unit, and explain that rent is not prorated.
context:
  facility: loveland
  unit: "B-117"
  {v('datetime', 'asked_at: "' + rfc3339(t) + '"')}
  {v('request_id', 'trace: ' + g.hex(32))}
  channel: sms

Tenant: I'm moving out on the 28th. Do I pay for the whole month?
Assistant:""", "storage:move-out-yaml", ["yaml_block", "rfc3339", "hex32", "stable_neighbours"])


# --- generated positives: one program field at one position of a body with its own pasted record ------

# (name, lang, company, system, user label, question, record, cue, labels (now, request, session), colon)
BODIES: list[tuple[str, str, str, str, str, str, str, str, tuple[str, str, str], str]] = [
    ("inventario-csv", "es", "Mudanzas Cóndor",
     "Eres el asistente de inventarios de Mudanzas Cóndor. Responde en español y con frases cortas.",
     "Cliente", "¿Falta algo en este inventario? Eran 48 bultos.",
     "etiqueta,descripcion,estado,creado\n"
     "C-001,caja cocina,buena,2026-02-26 10:14\n"
     "C-002,caja libros,buena,2026-02-26 10:16\n"
     "M-014,cómoda,rayón lateral,2026-02-26 11:02",
     "", ("Hora actual", "ID de solicitud", "Sesión"), ": "),
    ("lagerrechnung", "de", "Einlagerung Brandl",
     "Du bist der Assistent von Einlagerung Brandl in Graz. Antworte auf Deutsch.",
     "Kunde", "Warum steht auf meiner Rechnung eine Mahngebühr?",
     "rechnung=LR-2026-0311 einheit=A-12 zeitraum=2026-02-01/2026-02-28 betrag=89.00 mahngebuehr=5.00 "
     "erstellt=2026-03-01T06:00:00+01:00",
     "", ("Aktuelle Zeit", "Anfrage-ID", "Sitzung"), ": "),
    ("sagyo-houkoku", "ja", "さくら引越センター",
     "あなたは「さくら引越センター」のお客様窓口アシスタントです。日本語で丁寧に答えてください。",
     "お客様", "この作業報告の追加料金について教えてください。",
     '{"報告ID": "WR-20260228-017", "作成日時": "2026-02-28T18:22:05+09:00", "作業員": 3, '
     '"追加料金": {"階段作業": 8800, "エアコン取り外し": 11000}}',
     "", ("現在日時", "リクエストID", "セッションID"), "："),
    ("churip-girok", "ko", "한빛 보관이사",
     "당신은 '한빛 보관이사' 고객센터 도우미입니다. 한국어로 답하세요.",
     "고객", "제가 어제 저녁에 창고에 들어간 기록이 있나요?",
     "출입시각            | 보관실 | 결과\n"
     "2026-03-02 18:40:12 | B-07   | 출입 허용\n"
     "2026-03-02 19:55:03 | B-07   | 퇴실",
     "", ("현재 시각", "요청 ID", "세션 ID"), ": "),
    ("bon-livraison", "fr", "Déménagements Lacroix",
     "Vous êtes l'assistant de Déménagements Lacroix. Répondez en français.",
     "Client", "Le bon indique des réserves : qu'est-ce que cela change pour ma réclamation ?",
     "BON DE LIVRAISON n° BL-26-0418\n"
     "Date de livraison : 27/02/2026 14:35\n"
     "Réserves du client : pied de table rayé, carton n° 12 enfoncé\n"
     "Signature client : oui",
     "", ("Heure actuelle", "ID de requête", "Session"), " : "),
    ("survey-booking", "en", "Ridgeway Movers",
     "You are the booking assistant of Ridgeway Movers. Confirm virtual survey slots and explain what the\n"
     "estimator needs to see on the video call.",
     "Customer", "I booked the survey below but I need to move it to the afternoon. Is that possible?",
     '{"id": "0195a3c1-7e2b-7c41-9f0a-5d2e8b1c4a77", "created_at": "2026-02-27T18:04:51Z", '
     '"type": "virtual_survey", "slot_start": "2026-03-10T09:00:00-07:00", "slot_end": '
     '"2026-03-10T09:45:00-07:00"}',
     "Assistant:", ("", "", ""), ": "),
    ("crew-timesheet", "en", "BlueCrate Movers",
     "You check crew timesheets for BlueCrate Movers against the job records and flag overtime over 40\n"
     "hours a week.",
     "Payroll", "Does Luis get overtime for this week?",
     "date,crew_member,job,clock_in,clock_out,break_min\n"
     "2026-02-23,Luis Ortega,J-40512,06:58,17:41,30\n"
     "2026-02-24,Luis Ortega,J-40530,07:02,19:15,45\n"
     "2026-02-25,Luis Ortega,J-40544,06:55,16:20,30\n"
     "2026-02-26,Luis Ortega,J-40561,07:00,18:50,30",
     "Answer:", ("", "", ""), ": "),
    ("bol-excerpt", "en", "Kettering Van Lines",
     "You answer shippers' questions about their bill of lading from Kettering Van Lines. Quote the line\n"
     "you rely on.",
     "Shipper", "Which valuation did I choose, and what is my deductible?",
     "BILL OF LADING  No. KVL-B-558201\n"
     "Date of issue: 02/26/2026\n"
     "Shipper: A. Moreau, 14 Elm Ct, Naperville IL 60540\n"
     "Agreed pickup: 03/09/2026   Delivery spread: 03/13/2026 - 03/18/2026\n"
     "Valuation: Full Value Protection, declared $48,000, deductible $500\n"
     "Weight: gross 21,460 lb, tare 13,220 lb, net 8,240 lb",
     "Assistant:", ("", "", ""), ": "),
    ("gate-syslog", "en", "StowRight Self Storage",
     "You help StowRight staff read gate controller logs and explain them to tenants in plain words.",
     "Staff", "Why did the tenant of unit 309 get locked out?",
     "<134>1 2026-03-01T21:58:12-07:00 gate-ctl-2 access 511 - - unit=309 code=valid result=granted door=gate1\n"
     "<134>1 2026-03-01T22:03:40-07:00 gate-ctl-2 access 511 - - unit=309 code=valid result=denied reason=hours\n"
     "<132>1 2026-03-01T22:03:58-07:00 gate-ctl-2 access 511 - - unit=309 code=valid result=denied reason=hours",
     "Assistant:", ("", "", ""), ": "),
    ("claim-email", "en", "Pinecrest Movers",
     "You draft replies for the Pinecrest Movers claims team: apologise once, give the next step and a\n"
     "date by which the customer will hear back.",
     "Adjuster", "Draft a reply to this customer.",
     "From: Sam Whitlow <sam.whitlow@mailbox.example>\n"
     "Date: Tue, 24 Feb 2026 07:41:09 -0800\n"
     "Message-ID: <0f3c9a12-77d4-4e1b-8a55-21b9e0d6c3f4@mailbox.example>\n"
     "Subject: Re: Claim CLM-20877 - lamp and side table\n"
     "\n"
     "I sent the photos on Friday. It has been a week and nobody has called me back.",
     "Reply:", ("", "", ""), ": "),
    ("gps-logfmt", "en", "Northway Relocation",
     "You explain truck GPS traces to Northway Relocation's customer care agents.",
     "Agent", "Did the truck stop overnight, and where?",
     "ts=2026-03-03T03:10:44Z unit=NW-5521 lat=40.7608 lon=-111.8910 speed=0 ign=off\n"
     "ts=2026-03-03T09:02:17Z unit=NW-5521 lat=40.7611 lon=-111.8905 speed=0 ign=on\n"
     "ts=2026-03-03T09:31:55Z unit=NW-5521 lat=40.8912 lon=-111.9302 speed=58 ign=on",
     "Answer:", ("", "", ""), ": "),
    ("stripe-charge", "en", "Orchard Relocations",
     "You explain deposit charges to Orchard Relocations customers. Never ask for card numbers.",
     "Customer", "Why does my bank show this twice?",
     '{"id": "ch_3QxT8vLkdIwHu7ix0m2Rk4sP", "object": "charge", "amount": 55000, "currency": "usd", '
     '"created": 1772040451, "status": "succeeded", "description": "Move deposit ORD-80417"}',
     "Assistant:", ("", "", ""), ": "),
    ("invoice-table", "en", "StowRight Self Storage",
     "You answer tenants' questions about StowRight invoices, line by line.",
     "Tenant", "Why is this month higher than last month?",
     "| Invoice   | Period            | Unit  | Rent    | Protection | Late fee | Total   |\n"
     "|-----------|-------------------|-------|---------|------------|----------|---------|\n"
     "| INV-88120 | 2026-02-01..02-28 | B-117 | $129.00 | $12.00     | $0.00    | $141.00 |\n"
     "| INV-89354 | 2026-03-01..03-31 | B-117 | $139.00 | $12.00     | $20.00   | $171.00 |",
     "Assistant:", ("", "", ""), ": "),
]

# (cue, label, key, kind, value, numeric)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str], bool]] = [
    ("datetime", "Desk clock", "desk_clock", "time", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "Pulled", "pulled", "time", lambda g, t: http_date(t), False),
    ("epoch", "t0", "t0", "time", lambda g, t: str(epoch_ms(t)), True),
    ("datetime", "Stamped", "stamped", "time", lambda g, t: rfc2822(t), False),
    ("datetime", "Yard clock", "yard_clock", "time", lambda g, t: windows_general(t), False),
    ("datetime", "Context time", "context_time", "time", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("datetime", "Rendered", "rendered", "time", lambda g, t: ctime(t), False),
    ("datetime", "Now", "now", "time", lambda g, t: py_str(t), False),
    ("epoch", "Epoch", "epoch", "time", lambda g, t: str(epoch_s(t)), True),
    ("datetime", "Asked at", "asked_at", "time", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("datetime", "Moment", "moment", "time", lambda g, t: log4j_iso(t), False),
    ("datetime", "Dispatch time", "dispatch_time", "time", lambda g, t: day_first(t), False),
    ("datetime", "Served", "served", "time", lambda g, t: rfc3339(t), False),
    ("request_id", "Hop", "hop", "request", lambda g, t: g.hex(16), False),
    ("request_id", "Request", "request", "request", lambda g, t: g.uuid4(), False),
    ("trace_id", "Trace", "trace", "request", lambda g, t: g.traceparent(), False),
    ("session_id", "Chat", "chat", "session", lambda g, t: g.nanoid(), False),
    ("session_id", "Session", "session", "session", lambda g, t: g.ulid(t), False),
    ("request_id", "Correlation", "correlation", "request", lambda g, t: g.uuid7(t), False),
    ("nonce", "Nonce", "nonce", "request", lambda g, t: g.b64url(16), False),
    ("run_id", "Run", "run", "request", lambda g, t: g.ksuid(t), False),
    ("session_id", "Desk session", "desk_session", "session", lambda g, t: g.objectid(t), False),
    ("request_id", "Call", "call", "request", lambda g, t: "call_" + g.b62(20), False),
]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "yaml", "json", "xml"]
GENERATED = 36
ZONES: list[timezone] = [UTC, CET, CEST, EDT, MST, PDT, JST, IST, KST, BRT]


def _body_text(body: tuple[Any, ...], position: str, mark: str) -> str:
    name, lang, company, system, who, question, record, cue, labels, colon = body
    user = f"{who}{colon}{question}\n\n{record}"
    tail = f"\n{cue}" if cue else ""
    locale = {"en": "en-US", "es": "es-MX", "de": "de-AT", "ja": "ja-JP", "ko": "ko-KR", "fr": "fr-FR"}[lang]
    if position == "head":
        return f"{mark}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{user}{tail}"
    if position == "header_block":
        return f"Company: {company}\n{mark}\nChannel: web\n\n{system}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{mark}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark}\nMoveDesk assistant 6.1"
    if position == "yaml":
        return f"---\napp: movedesk\n{mark}\nlocale: {locale}\n---\n{system}\n\n{user}{tail}"
    if position == "json":
        return f'{{"app":"movedesk",{mark}"locale":"{locale}"}}\n{system}\n\n{user}{tail}'
    assert position == "xml"
    return f'<request {mark} locale="{locale}"/>\n{system}\n\n{user}{tail}'


def _field_text(field: tuple[Any, ...], body: tuple[Any, ...], position: str, value: str) -> str:
    cue, label, key, kind, _, numeric = field
    lang, labels, colon = body[1], body[8], body[9]
    if position == "yaml":
        return f'{key}: "{value}"' if ": " in value or value[0] in "{[" else f"{key}: {value}"
    if position == "json":
        return f'"{key}":{value},' if numeric else f'"{key}":"{value}",'
    if position == "xml":
        return f'{key}="{value}"'
    if lang != "en":
        label = {"time": labels[0], "request": labels[1], "session": labels[2]}[kind]
    return f"{label}{colon}{value}"


def generated_positives(g: Gen) -> list[Draft]:
    """One field at one position of a body whose own pasted record stays; each body at three or four
    positions."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    for k in range(GENERATED):
        b = k % len(BODIES)
        body = BODIES[b]
        position = POSITIONS[(b + 3 * (k // len(BODIES))) % len(POSITIONS)]
        field = fields[k % len(fields)]
        t = g.moment(ZONES[g.small(0, len(ZONES))])
        value = field[4](g, t)
        mark = v(field[0], _field_text(field, body, position, value))
        lang = body[1]
        tags = ["generated", position, field[2], "record_stays"]
        out.append(P(_body_text(body, position, mark), f"generated:{body[0]}+{field[2]}", tags, lang))
    return out


STABLE: list[tuple[str, str, str]] = [
    ("tariff", "Tariff", "HGB-400N"),
    ("prompt_revision", "Prompt revision", "2026-01-12"),
    ("api_version", "API version", "2025-09-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "2024-06"),
    ("time_zone", "Time zone", "Europe/Paris"),
    ("office_hours", "Office hours", "Mon-Sat 08:00-18:00"),
    ("usdot", "USDOT", "2291847"),
    ("customer_since", "Customer since", "2021-04-09"),
    ("gate_hours", "Gate hours", "06:00-22:00"),
    ("valuation_default", "Default valuation", "released value, 60 cents per pound"),
    ("build", "Build", "2026.02.3"),
    ("tenant", "Tenant", "f3a9c2e1-5b7d-4e80-9a16-2c4d8b0e7f53"),
    ("storage_term", "Storage term", "month to month"),
]


def generated_negatives() -> list[Draft]:
    """Each body once, with one stable value at a position its positives do not use."""
    out = []
    for b, body in enumerate(BODIES):
        position = POSITIONS[(b + 4) % len(POSITIONS)]
        key, label, value = STABLE[b]
        if position == "yaml":
            text = f'{key}: "{value}"' if ", " in value else f"{key}: {value}"
        elif position == "json":
            text = f'"{key}":"{value}",'
        elif position == "xml":
            text = f'{key}="{value}"'
        else:
            text = f"{label}: {value}"
        lang = body[1]
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(_body_text(body, position, text), f"{SRC}neg:generated:{body[0]}+{key}",
                         ["hard_negative", "generated", position, key, *extra]))
    return out


# --- negatives: pasted records ---------------------------------------------------------------------

SYSTEM_NEG = ("You are the customer assistant of a moving and storage company. Answer from what the customer\n"
              "shares and say when something is missing.")


def _quote(block: str) -> str:
    return "\n".join("> " + line if line else ">" for line in block.split("\n"))


def _indent(block: str) -> str:
    return "\n".join("    " + line if line else "" for line in block.split("\n"))


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "question_above":
        return f"{ask}\n\n{block}"
    if placement == "under_question":
        return f"{ask}\n{block}"
    if placement == "leadin":
        return f"{intro}\n\n{block}\n\n{ask}"
    if placement == "earlier_user":
        return (f"User: {intro}\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "earlier_assistant":
        return f"User: {intro}\nAssistant: Here it is:\n\n{block}\n\nUser: {ask}\nAssistant:"
    if placement == "chatml":
        return (f"<|im_start|>system\n{SYSTEM_NEG}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
                "<|im_start|>assistant\n")
    if placement == "llama3":
        return ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
                f"{SYSTEM_NEG}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
                "<|start_header_id|>assistant<|end_header_id|>\n\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_NEG}<|end|>\n<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (f"{SYSTEM_NEG}\n\n<document index=\"1\" title=\"{intro}\">\n{block}\n</document>\n\n"
                f"Question: {ask}\nAnswer:")
    if placement == "react":
        return (f"Question: {ask}\nThought: I should look at the record first.\nAction: {intro}\n"
                f"Observation:\n{block}\nThought:")
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        return f"{intro}\n\n{_quote(block)}\n\n{ask}"
    if placement == "indented":
        return f"{intro}\n\n{_indent(block)}\n\n{ask}"
    if placement == "head":
        return f"{block}\n\n{ask}"
    if placement == "end":
        return f"{SYSTEM_NEG}\n\nUser: {ask}\n\n{block}"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\n{intro}"


# (source, tags, lang, placement, block, ask, intro)
BLOCKS: list[tuple[str, list[str], str, str, str, str, str]] = [
    ("email-move-confirmation", ["email", "date_header", "message_id"], "en", "question_above",
     """From: Halvard Moving & Storage <bookings@halvard-moving.example>
To: priya.nair@mailbox.example
Date: Wed, 25 Feb 2026 16:12:40 -0700
Message-ID: <20260225231240.7Q2K@bookings.halvard-moving.example>
Subject: Your move is confirmed - order ORD-80233

Hi Priya,
Your move on Saturday 14 March 2026 is confirmed. Crew arrival window: 8:00-11:00 am.
Estimate: non-binding, $2,140. Deposit received: $535.00 on 25 Feb 2026.
Questions? Call 303-555-0182.""",
     "Does this e-mail confirm the pickup window they promised me on the phone (8 to 10 am)?", ""),
    ("curl-tracking-api", ["http_exchange", "date_header", "x_request_id"], "en", "fenced",
     """> GET /v2/shipments/KVL-558201/positions HTTP/1.1
> Host: api.kettering-vanlines.example
> Authorization: Bearer <redacted>
>
< HTTP/1.1 404 Not Found
< date: Mon, 02 Mar 2026 17:20:44 GMT
< content-type: application/json
< x-request-id: 5b0e7c1a-3f2d-4b8e-9c61-0a7d2e4f8b13
<
{"error": "shipment_not_found", "hint": "use the order number, not the BOL number"}""",
     "Why do I get a 404 from the tracking API for a shipment that exists? This is the whole exchange:", ""),
    ("order-json", ["json_record", "uuid7", "created_at", "time_question"], "en", "under_question",
     '{"id": "0195f0a2-44c1-7a9e-b3d2-8c1e5f7a90d4", "created_at": "2026-02-20T15:02:11Z", "order": '
     '"ORD-80417", "deposit_paid_at": "2026-02-22T09:47:03Z", "status": "pending_crew", "move_date": '
     '"2026-03-21"}',
     "Why is the created time two days before the deposit paid time, and why is the status still pending?", ""),
    ("crew-yaml", ["yaml_record", "assigned_at"], "en", "leadin",
     """crew_assignment:
  job: J-40819
  date: 2026-03-07
  lead: Marisol Vega
  movers: [Abe, Jordan, Rhea]
  truck: T-26-04
  assigned_at: 2026-03-04T17:32:09-07:00
  assigned_by: dispatch-bot""",
     "Is Rhea allowed on this job if she worked 11 hours the day before?", "My colleague sent me this:"),
    ("bol-xml", ["xml_record", "issued"], "en", "earlier_user",
     """<BillOfLading number="KVL-B-558201" issued="2026-02-26T14:05:00-06:00">
  <Shipper>A. Moreau</Shipper>
  <Pickup agreed="2026-03-09"/>
  <DeliverySpread from="2026-03-13" to="2026-03-18"/>
  <Valuation type="FVP" declared="48000" deductible="500"/>
</BillOfLading>""",
     "Is the delivery spread still valid if the pickup slips to the 11th?",
     "Here's the BOL record our TMS exported:"),
    ("gate-csv", ["csv", "timestamp_column", "gate_log"], "en", "quoted",
     """timestamp,unit,event,method
2026-03-01 21:58:12,309,granted,keypad
2026-03-01 22:03:40,309,denied (hours),keypad
2026-03-02 06:02:55,309,granted,app""",
     "Was I really locked out because of the access hours? I thought they ran until 22:00.",
     "Here is what the gate system exported for my unit:"),
    ("inventory-md", ["markdown_table", "inventory"], "en", "both_sides",
     """| Tag | Item         | Condition at pickup | Room    |
|-----|--------------|---------------------|---------|
| 041 | Dresser, oak | SC, MA (top)        | Bedroom |
| 042 | Mirror       | CR (frame)          | Bedroom |
| 043 | Box, books   | -                   | Office  |
| 044 | Nightstand   | SC (legs)           | Bedroom |""",
     "Which items on this inventory were marked as already damaged at pickup?",
     "And what do SC, MA and CR stand for?"),
    ("telematics-logfmt", ["logfmt", "ts", "tool_observation"], "en", "react",
     """ts=2026-03-03T03:10:44Z unit=NW-5521 speed=0 ign=off duty=off
ts=2026-03-03T13:12:09Z unit=NW-5521 speed=0 ign=on duty=on
ts=2026-03-03T13:40:51Z unit=NW-5521 speed=57 ign=on duty=driving""",
     "Did truck NW-5521 take its 10-hour break last night?", "truck_trace[NW-5521, last 12h]"),
    ("gate-syslog", ["syslog", "gate_log"], "en", "head",
     """Mar  4 22:14:07 gate-ctl-1 accessd[812]: unit=214 code=****71 result=denied reason=delinquent
Mar  4 22:14:31 gate-ctl-1 accessd[812]: unit=214 code=****71 result=denied reason=delinquent
Mar  4 22:20:02 gate-ctl-1 accessd[812]: office override by mgr=lhall unit=214 result=granted""",
     "Our manager overrode a delinquent lockout at 22:20. Is that allowed if the tenant paid by phone?", ""),
    ("webhook-payment", ["webhook_payload", "epoch", "evt_id"], "en", "indented",
     """{
  "id": "evt_1QxZ9vLkdIwHu7ixC3aT0bUe",
  "type": "payment_intent.succeeded",
  "created": 1772124883,
  "data": {"object": {"id": "pi_3QxZ9uLkdIwHu7ix1wJd8Yq2", "amount": 60000, "metadata": {"order": "ORD-80417"}}}
}""",
     "Which order should this deposit go to, and for how much?",
     "Our payment processor posted this to the deposits endpoint:"),
    ("deposit-receipt", ["receipt", "us_datetime"], "en", "leadin",
     """PINECREST MOVERS - DEPOSIT RECEIPT
Receipt no. R-2026-01188
Date: 02/27/2026 3:41 PM
Order: ORD-80502   Move date: 03/28/2026
Card: VISA ****4417   Auth: 0X7Q2B
Amount: $550.00
Refundable until: 03/21/2026""",
     "Can I still get the whole deposit back if I cancel on 22 March?", "Here is the receipt:"),
    ("spread-notice", ["notice", "dates_in_document"], "en", "phi3",
     """NOTICE OF DELIVERY SPREAD
Order ORD-77120 - Castellanos
Your shipment was loaded on 2 April 2026 in Tucson, AZ.
Delivery spread: 6 April 2026 to 11 April 2026.
The driver will call at least 24 hours before arrival. If you cannot accept delivery within the
spread, storage-in-transit charges of $4.10 per cwt per day may apply.""",
     "If I can't be there until the 12th, how much will storage cost for 8,200 lb?", ""),
    ("claim-ticket", ["ticket", "bracketed_times"], "en", "earlier_assistant",
     """Ticket CLM-20877 · lamp and side table
[2026-02-13 10:02] Customer: Lamp base broken, side table leg loose. Photos attached.
[2026-02-13 15:40] Claims (Ana): Received, we will inspect within 10 business days.
[2026-02-24 07:41] Customer: It has been a week and nobody has called me back.""",
     "Have they missed the 10 business days yet?", "Can you show me the thread for my claim again?"),
    ("ics-move-day", ["ics", "dtstamp"], "en", "llama3",
     """BEGIN:VEVENT
UID:move-ORD-80233@halvard-moving.example
DTSTAMP:20260225T231240Z
DTSTART;TZID=America/Denver:20260314T080000
DTEND;TZID=America/Denver:20260314T110000
SUMMARY:Halvard crew arrival window
LOCATION:1180 Pearl St, Boulder CO
END:VEVENT""",
     "Add a reminder for the evening before and tell me what time the window starts in UTC.", ""),
    ("webhook-debug", ["webhook_debug", "signature", "near_miss"], "en", "fenced",
     """POST /hooks/claims HTTP/1.1
Cratebase-Delivery: 6f1d2c4a-9b3e-4f70-8a15-3e2d1c0b9a87
Cratebase-Sent-At: 2026-03-02T16:40:12.118204Z
Cratebase-Signature: v1=9c1f4e0a7b2d5c8e3f6a1b4d7e0c3f6a9b2e5d8c1f4a7b0e3d6c9f2a5b8e1d4c
Content-Type: application/json

{"type": "claim.status_changed", "claim": {"id": "CLM-20931", "status": "offer_made"}}""",
     "Our handler rejects this delivery as too old, and the server clock is fine. What are we doing wrong?", ""),
    ("bol-printed", ["bill_of_lading", "us_dates"], "en", "mistral",
     """UNIFORM HOUSEHOLD GOODS BILL OF LADING AND FREIGHT BILL
No. NW-B-300914            Date: 03/01/2026
Shipper: J. Okonkwo        Origin: Columbus OH     Destination: Denver CO
Agreed pickup: 03/02/2026  Agreed delivery: 03/06/2026 - 03/10/2026
Estimate: binding, $5,880  Valuation: released value, 60 cents per pound per article""",
     "With released value, what is the most I get for a 40 lb TV that was destroyed?", ""),
    ("weight-ticket", ["weight_ticket", "us_datetime"], "en", "question_above",
     """CERTIFIED WEIGHT TICKET  CAT Scale #1120-4  Ticket 0448217
03/02/2026 07:12  TARE    Truck NW-5521   Trailer NW-T-88   36,140 lb
03/02/2026 15:47  GROSS   Truck NW-5521   Trailer NW-T-88   45,960 lb
NET SHIPMENT WEIGHT                                          9,820 lb""",
     "The net weight looks high for a 2-bedroom. Do these tickets add up?", ""),
    ("eld-log", ["eld_log", "times_in_record"], "en", "end",
     """03/03/2026  00:00-05:30  OFF
03/03/2026  05:30-06:00  ON   pre-trip inspection
03/03/2026  06:00-11:15  D    I-80 W
03/03/2026  11:15-11:45  OFF  break
03/03/2026  11:45-15:20  D    I-80 W""",
     "Check my log for today. Am I still inside the 14-hour window if I drive until 19:00?", ""),
    ("claim-form-export", ["form_export", "submitted"], "en", "gemma",
     """Claim form submission
Submitted: 2026-02-13 10:02:44
Claim ID: CLM-20877
Order: ORD-79118   Delivery date: 2026-02-09
Items: 2 (lamp, side table)   Amount claimed: $310.00""",
     "Is this claim inside the 9-month limit, and by when must the carrier acknowledge it?", ""),
    ("final-invoice", ["invoice", "rag_document"], "en", "rag",
     """INVOICE INV-30577          Issued: 2026-03-30    Due: 2026-04-29
Order ORD-80502 (non-binding estimate $2,200.00)
Linehaul 4,860 lb                      $2,392.00
Fuel surcharge                           $143.52
Stairs (2 flights)                       $120.00
Deposit received 2026-02-27             -$550.00
Balance due                            $2,105.52""",
     "How much did the customer have to pay at delivery under the 110% rule, and is the balance right?",
     "Final invoice ORD-80502"),
    ("crew-sms", ["sms", "single_line"], "en", "under_question",
     "Hi, this is Marcus from BlueCrate. Crew is running ~30 min late, new ETA 10:30-11. Reply YES to "
     "confirm, or call 602-555-0147. Ref J-40815",
     "Is this text from the crew real or a scam? The number isn't the company's.", ""),
    ("pbo-list", ["inventory", "high_value"], "en", "head",
     """HIGH-VALUE INVENTORY (items over $100/lb)
Order ORD-77120   Prepared 2026-03-28 by shipper
1. Silver tea set          box 31     $4,200
2. Oil painting 24x36      crate C-2  $3,500
3. Coin collection         box 44     $2,100
Shipper signature: M. Castellanos   Driver signature: ______""",
     "The driver didn't sign. Is my painting still covered at full value?", ""),
    ("slack-thread", ["slack_export", "ts"], "en", "earlier_user",
     """[ts 1772646723.481219] ken: truck T-16-02 won't start, battery
[ts 1772646801.002117] marisol: I can swap to T-26-04 after my 12:30
[ts 1772646915.331450] dispatch-bot: J-40815 reassigned to T-26-04 (by marisol)""",
     "Summarise what happened for the morning report.", "This is the thread from #dispatch:"),
    ("nginx-quote-form", ["nginx_log", "clf"], "en", "chatml",
     """203.0.113.41 - - [02/Mar/2026:18:04:11 -0700] "POST /api/quotes HTTP/1.1" 429 61 "-" "Mozilla/5.0"
203.0.113.41 - - [02/Mar/2026:18:04:12 -0700] "POST /api/quotes HTTP/1.1" 429 61 "-" "Mozilla/5.0"
198.51.100.7 - - [02/Mar/2026:18:04:30 -0700] "POST /api/quotes HTTP/1.1" 201 212 "-" "Mozilla/5.0\"""",
     "Why are some quote submissions getting 429? Is it a bot?", ""),
    ("unit-api-response", ["api_response", "request_id_first", "timestamp"], "en", "both_sides",
     """{
  "request_id": "f4c1a9e2-7d3b-4c58-a0e6-91b2d5c8e3f7",
  "timestamp": "2026-03-04T15:22:08Z",
  "unit": {"id": "B-117", "status": "overlocked", "balance": 0.00, "last_payment": "2026-03-04T14:58:40Z"}
}""",
     "Our app shows unit B-117 as overlocked but the tenant paid. What does the API say?",
     "And why would the status lag behind the payment?"),
    ("survey-notes", ["notes", "times_in_record"], "en", "quoted",
     """09:05 arrived, 3-bed ranch, no stairs, long carry ~120 ft from driveway
09:20 garage: workbench bolted (customer to unbolt), 2 kayaks
09:41 piano: Yamaha upright, needs board
09:58 done, approx 1,350 cu ft""",
     "Turn this into estimate notes and list the extra charges (long carry, piano).",
     "Notes from this morning's walkthrough:"),
    ("gps-csv", ["csv", "epoch", "time_question"], "en", "under_question",
     """unit,epoch,lat,lon,speed
NW-5521,1772435520,39.7392,-104.9903,0
NW-5521,1772437140,39.7392,-104.9903,0
NW-5521,1772438880,39.7610,-105.0120,34""",
     "Convert these GPS fixes to Denver time and tell me how long the truck sat at the scale.", ""),
    ("quote-traceback", ["python_log", "traceback", "request_id"], "en", "fenced",
     """2026-03-03 02:14:07,551 ERROR quotes.pricing request_id=7e2f0c9a5b1d4e3f job=nightly-reprice
Traceback (most recent call last):
  File "/srv/quotes/pricing.py", line 212, in reprice
    rate = TARIFF[zone][weight_band]
KeyError: 'ZN-44'""",
     "Our quote service crashed overnight. What broke?", ""),
    ("timesheet", ["timesheet", "times_in_record"], "en", "earlier_assistant",
     """Tariq Haddad - week of 2026-02-23
Mon 06:55-17:30 (30 min break)
Tue 07:00-19:40 (45 min break)
Wed off
Thu 06:50-18:05 (30 min break)
Fri 07:05-16:00 (30 min break)""",
     "Did he go over 40 hours?", "Can you pull Tariq's timesheet for last week?"),
    ("stripe-charges", ["stripe_ids", "created"], "en", "question_above",
     """ch_3QxT8vLkdIwHu7ix0m2Rk4sP  $550.00  succeeded  created 2026-02-25 18:47:31 UTC  captured: yes
ch_3QxT8wLkdIwHu7ix1Jq9Vb2N  $550.00  refunded   created 2026-02-25 18:47:33 UTC  captured: no""",
     "Are these two charges duplicates, or is one of them only an authorisation?", ""),
    ("cancellation-email", ["email", "date_header", "message_id"], "en", "head",
     """From: Orchard Relocations <hello@orchard-relocations.example>
Date: Mon, 9 Mar 2026 09:14:22 +0000
Message-ID: <c1b7e2f0.4d5a.4a9e.b0c3.7e8f1a2b3c4d@orchard-relocations.example>
Subject: Cancellation of your move on 14 March

We have cancelled your move as requested. Under our terms, cancellations made 5 days before the move
receive a 50% refund of the deposit (£150.00 of £300.00).""",
     "I cancelled on the 9th for a move on the 14th. Is 50% right?", ""),
    ("sit-notice", ["notice", "rag_document"], "en", "rag",
     """Storage-in-transit for order ORD-77120 began on 2026-01-19 at our Kettering warehouse (vaults V-118,
V-119). SIT ends on 2026-04-18. After that date the goods convert to permanent storage and the
carrier's liability ends; warehouse terms and monthly rates apply.""",
     "What happens to my coverage after 18 April?", "SIT conversion notice"),
    ("inventario-json", ["json_record", "ulid", "creado"], "es", "leadin",
     '{"id": "01JN8Q3VZK7M2X4T9B6C1D0E5F", "orden": "MC-2026-0331", "creado": "2026-02-26T10:14:09-06:00", '
     '"bultos": 47, "observaciones": "cómoda con rayón lateral"}',
     "¿Por qué dice 47 bultos si eran 48? ¿Y qué significa el campo «creado»?", "Mi compañero me mandó esto:"),
    ("umzug-email", ["email", "gesendet"], "de", "quoted",
     """Von: Umzüge Brandl GmbH <disposition@umzuege-brandl.example>
Gesendet: Montag, 2. März 2026 08:17
An: k.huber@mailbox.example
Betreff: Halteverbotszone für Ihren Umzug am 28.03.

Sehr geehrte Frau Huber, die Halteverbotszone ist für den 28.03.2026 von 07:00 bis 15:00 Uhr beantragt.
Die Gebühr beträgt 95,00 EUR.""",
     "Muss ich die Gebühr trotzdem zahlen, wenn der Umzug verschoben wird?",
     "Das kam heute vom Umzugsunternehmen:"),
    ("lettre-de-voiture", ["bill_of_lading", "day_first"], "fr", "fenced",
     """LETTRE DE VOITURE N° LV-2026-00872
Date d'enlèvement : 03/03/2026 08:00
Date de livraison prévue : 05/03/2026
Volume déclaré : 32 m³
Valeur déclarée : 25 000 €
Signature du client : ________""",
     "Pouvez-vous vérifier cette lettre de voiture ? La date d'enlèvement me semble fausse.", ""),
    ("mitsumorisho", ["quote", "hakkou_nichiji"], "ja", "under_question",
     """御見積書  No. SK-2026-0412
発行日時：2026年2月27日 15:40
作業予定日：2026年3月21日(土)
お見積金額：98,000円（税込）
有効期限：発行日より14日間""",
     "この見積書の有効期限はいつまでですか？", ""),
    ("churip-log", ["gate_log", "table"], "ko", "question_above",
     """일시                  보관실  방법    결과
2026-03-02 21:14:05  B-07   앱      허용
2026-03-02 23:40:51  B-07   키패드  거부(시간 외)
2026-03-03 06:05:12  B-07   키패드  허용""",
     "이 출입 기록에서 3월 2일 밤에 문을 연 기록이 언제인지 알려 주세요.", ""),
    ("banjia-dingdan", ["order", "xiadan_shijian"], "zh", "earlier_user",
     """订单号：AD20260301-0877
下单时间：2026-03-01 09:12:45
搬家日期：2026-03-08 08:00-10:00
车型：4.2米厢式货车
订金：200元（已支付）""",
     "如果我改到3月15日，订金还能退吗？", "这是我的订单信息："),
    ("fatura-ar", ["invoice", "arabic_indic_digits"], "ar", "indented",
     """فاتورة رقم ٢٠٢٦/٠٤١٢
التاريخ: ٠١/٠٣/٢٠٢٦
نقل أثاث من دبي مارينا إلى الشارقة
المبلغ: ٣٬٢٠٠ درهم
دفعة مقدمة: ٨٠٠ درهم""",
     "كم المبلغ المتبقي علي دفعه؟", "هذه الفاتورة التي وصلتني:"),
    ("email-he", ["email", "message_id"], "he", "leadin",
     """מאת: הובלות הצפון <office@hovalot-hatzafon.example>
תאריך: 3 במרץ 2026, 11:42
Message-ID: <a8f2c1d9e0b7@hovalot-hatzafon.example>
נושא: אישור הובלה 18/03/2026

ההובלה שלכם מתוכננת ל-18/03/2026 בין 07:00 ל-09:00. מקדמה ששולמה: 500 ₪.""",
     "האם אפשר לשנות את שעת ההגעה ל-10:00?", "קיבלתי את המייל הזה מהמובילים:"),
    ("zhurnal-dostupa", ["logfmt", "tool_observation"], "ru", "react",
     """ts=2026-03-03T19:02:11+05:00 unit=A-31 event=open method=card card=****2210
ts=2026-03-03T19:48:40+05:00 unit=A-31 event=close method=card card=****2210
ts=2026-03-04T07:15:03+05:00 unit=A-31 event=open method=pin""",
     "Кто открывал ячейку A-31 утром 4 марта и каким способом?", "access_log[unit=A-31]"),
    ("akt-poshkodzhennia", ["damage_report", "dates_in_document"], "uk", "end",
     """АКТ ПОШКОДЖЕННЯ № 17/2026
Дата складання: 04.03.2026 16:20
Замовлення: ПД-2026-0219
Пошкоджено: дзеркало шафи-купе (тріщина), ніжка столу
Підпис водія: Коваль О.""",
     "Скільки часу я маю, щоб подати претензію за цим актом?", ""),
    ("apodeixi", ["receipt", "day_first"], "el", "chatml",
     """ΑΠΟΔΕΙΞΗ ΠΡΟΚΑΤΑΒΟΛΗΣ
Αρ. 2026-0093   Ημερομηνία: 27/02/2026 12:05
Πελάτης: Ν. Παπαδόπουλος
Μετακόμιση: 14/03/2026, Θεσσαλονίκη - Αθήνα
Ποσό: 250,00 €""",
     "Αν ακυρώσω μία εβδομάδα πριν, μου επιστρέφεται η προκαταβολή;", ""),
    ("packing-suchi", ["packing_list"], "hi", "both_sides",
     """पैकिंग सूची - ऑर्डर SPM-2026-118
तारीख: 02/03/2026
1. रसोई के बर्तन - 6 डिब्बे
2. किताबें - 4 डिब्बे
3. कपड़े - 8 डिब्बे""",
     "इस पैकिंग सूची में कुल कितने डिब्बे हैं?", "और क्या टीवी इसमें शामिल है?"),
    ("bai-jaeng-nee", ["invoice", "buddhist_era"], "th", "question_above",
     """ใบแจ้งหนี้ เลขที่ INV-2569-0304
วันที่ออก: 1 มีนาคม 2569
ห้องเก็บของ: C-12 (2x3 ม.)
ค่าเช่าเดือนมีนาคม: 2,900 บาท
ครบกำหนดชำระ: 7 มีนาคม 2569""",
     "ใบแจ้งหนี้นี้ต้องจ่ายภายในวันไหนคะ", ""),
    ("protokol-szkody", ["damage_report", "godz"], "pl", "gemma",
     """PROTOKÓŁ SZKODY nr 11/03/2026
Data: 03.03.2026, godz. 17:40
Zlecenie: PW-2026-0291
Uszkodzenia: porysowany blat stołu, pęknięta szyba witryny
Podpis klienta: tak""",
     "Czy na podstawie tego protokołu należy mi się odszkodowanie za szybę?", ""),
    ("orcamento", ["quote", "emitido_em"], "pt", "earlier_assistant",
     """ORÇAMENTO Nº 2026/0188
Emitido em: 26/02/2026 às 10h15
Mudança: Belo Horizonte → Vitória, 3 quartos
Valor: R$ 6.400,00 (sinal de 30%)
Validade: 15 dias""",
     "Até quando posso fechar com esse valor?", "Pode me mostrar de novo o orçamento?"),
    ("sozlesme", ["contract", "dates_in_document"], "tr", "leadin",
     """Sözleşme No: AEN-2026-0412
Düzenlenme tarihi: 27.02.2026
Taşıma tarihi: 14.03.2026
Kapora: 2.000 TL (iade edilmez)
Sigorta: Dahil değil""",
     "Kapora gerçekten hiç iade edilmez mi?", "Firmadan gelen sözleşmenin ilgili kısmı şu:"),
    ("phieu-giao-nhan", ["delivery_receipt"], "vi", "fenced",
     """PHIẾU GIAO NHẬN SỐ GN-0306
Ngày giao: 06/03/2026 15:30
Tổng số kiện: 35
Đã nhận: 34
Ghi chú: thiếu 1 thùng đồ bếp""",
     "Phiếu giao nhận này ghi thiếu món nào không?", ""),
    ("offerte-email", ["email", "verzonden"], "nl", "mistral",
     """Van: Verhuisbedrijf De Vries <planning@devries-verhuizingen.example>
Verzonden: dinsdag 3 maart 2026 14:06
Onderwerp: Offerte 2026-0147

Beste mevrouw Jansen, hierbij de offerte voor uw verhuizing op 21 maart: 38 m³, € 1.640,- incl. btw.""",
     "Is deze prijs redelijk voor 38 kuub binnen Utrecht?", ""),
    ("verbale-consegna", ["delivery_receipt", "day_first"], "it", "phi3",
     """VERBALE DI CONSEGNA n. 2026/057
Data e ora di consegna: 04/03/2026 16:10
Colli consegnati: 41 su 42
Riserve: vetrinetta con vetro rotto
Firma del cliente: presente""",
     "Con questa riserva scritta, il risarcimento del vetro è garantito?", ""),
    ("faktura-cs", ["invoice", "dates_in_document"], "cs", "under_question",
     """FAKTURA č. 2026-0418
Datum vystavení: 02.03.2026
Datum splatnosti: 16.03.2026
Stěhování Praha 6 → Praha 10: 6 800 Kč
Příplatek za patro: 1 200 Kč""",
     "Proč je na faktuře příplatek za patro, když dům má výtah?", ""),
    ("kuitansi", ["receipt", "wib"], "id", "quoted",
     """KUITANSI No. PN-2026-0306
Tanggal: 06/03/2026 10.24 WIB
Terima dari: Bpk. Hendra
Untuk: uang muka pindahan Jakarta - Bandung
Jumlah: Rp1.500.000""",
     "Apakah uang muka ini bisa dikembalikan kalau saya batal?", "Ini kuitansinya:"),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, placement, block, ask, intro in BLOCKS:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(_place(placement, block, ask, intro), f"{SRC}neg:pasted:{source}",
                         ["hard_negative", "pasted", placement, *tags, *extra]))
    return out


# --- negatives: look-alikes, values the user asks about or types, controls -------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("stable-header-revision", ["stable_header", "prompt_revision", "tariff_effective"], "en",
     """Prompt: estimate-explainer
Prompt revision: 2026-02-14
Tariff: HGB-400N (effective 2025-07-01)
Branch time zone: America/Denver

Explain the difference between the estimate and the final bill in under 120 words.

Customer: Why might my final bill be higher than the estimate?
Assistant:"""),
    ("llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the StowRight unit-size advisor. Recommend one unit size and say why.<|eot_id|><|start_header_id|>user<|end_header_id|>

I'm storing a one-bedroom apartment for three months. Which unit do I need?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

"""),
    ("api-version-header", ["api_version", "stable_header"], "en",
     """X-Movepoint-Api-Version: 2025-09-01
Accept: application/json
X-Client: quote-widget/3.4.0

You answer integration partners' questions about the Movepoint quoting API.

Partner: Does API version 2025-09-01 still accept weights in pounds, or only kilograms?
Assistant:"""),
    ("chatml-cutoff-pricelist", ["chat_template", "chatml", "knowledge_cutoff", "price_list_date"], "en",
     """<|im_start|>system
You are a moving-tips assistant for Orchard Relocations. Knowledge cutoff: 2024-06. Price list valid from
2026-01-01.<|im_end|>
<|im_start|>user
How early should I book movers for a move in late July?<|im_end|>
<|im_start|>assistant
"""),
    ("facility-hours", ["opening_hours", "phone"], "en",
     """StowRight Loveland
Office: Mon-Fri 09:30-18:00, Sat 09:00-17:00, closed Sunday
Gate access: daily 06:00-22:00
Phone: (970) 555-0144

Answer tenants' questions about the facility.

Tenant: Can I get in at 5:30 on a Sunday morning?
Assistant:"""),
    ("unit-prices", ["prices", "table"], "en",
     """Which unit is the cheapest per square foot?

| Unit  | Size (sq ft) | Monthly | Climate |
|-------|--------------|---------|---------|
| 5x5   | 25           | $49     | no      |
| 5x10  | 50           | $79     | no      |
| 10x10 | 100          | $129    | yes     |
| 10x20 | 200          | $219    | yes     |"""),
    ("usdot-mc", ["registration_ids", "phone"], "en",
     """Is this mover properly registered for interstate moves? The truck says USDOT 2291847 and MC-784512,
and their phone number is (512) 555-0193."""),
    ("iban-deposit", ["iban", "price"], "en",
     """Can you check this transfer for the deposit before I send it? IBAN GB33 BUKB 2020 1555 5555 55,
reference ORD-80233, amount £300.00, payee Orchard Relocations Ltd."""),
    ("photo-hashes", ["sha256", "hashes"], "en",
     """We keep claim photos with their SHA-256. Are these two the same file?

IMG_4471.jpg      sha256 9f2b6c1e0a4d8f3b7c5e9a1d2f6b0c4e8a3d7f1b5c9e2a6d0f4b8c3e7a1d5f9b
IMG_4471 (1).jpg  sha256 9f2b6c1e0a4d8f3b7c5e9a1d2f6b0c4e8a3d7f1b5c9e2a6d0f4b8c3e7a1d5f9c"""),
    ("stable-tenant-block", ["stable_header", "customer_id", "lease_start"], "en",
     """You are the StowRight tenant assistant.
Tenant: Maria Lopez
Account: SR-22817
Customer ID: cus_Nx4Jp7Lq2Rt8Vw
Unit: B-117 (10x10, climate)
Lease start: 2024-08-01

Maria: Can I switch to a 5x10 from next month?
Assistant:"""),
    ("unrendered-placeholders", ["template_placeholder"], "en",
     """Current time: {{current_time}}
Request ID: {{request_id}}

You are the dispatch assistant for BlueCrate Movers. Suggest which crew takes an added job.

Dispatcher: A one-hour piano move came in for this afternoon. Who can take it?
Assistant:"""),
    ("asks-request-id", ["id_in_question", "prefixed_id"], "en",
     """What does this reference in my quote e-mail mean: "Reference: req_8f2KQ9xLm3Tz"? Should I give it to
the phone agent when I call to book?"""),
    ("asks-created-paid", ["time_question"], "en",
     """Why is the created time on my invoice before the paid time? It says created 2026-02-20 15:02 and paid
2026-02-22 09:47, but I paid the moment I got it."""),
    ("asks-epoch", ["epoch", "id_in_question"], "en",
     """Our gate controller logged a door alarm at 1772596980. What local time is that in Denver, and was it
inside the 06:00-22:00 access hours?"""),
    ("few-shot-dates", ["few_shot", "example_dates"], "en",
     """Extract the move as JSON.

Example input: "Move from Austin to Dallas on 2026-04-18, crew at 08:00"
Example output: {"from": "Austin", "to": "Dallas", "date": "2026-04-18", "crew_time": "08:00"}

Input: "Pickup in Tucson 2026-04-02 at 07:30, deliver to Boise"
Output:"""),
    ("build-version", ["version", "calver_build"], "en",
     """Since we updated MoveDesk to 6.1.0 (build 2026.02.3), the inventory PDF comes out blank. Our tablets
run Android 14 and the PDF viewer is 24.1. Is this a known issue?"""),
    ("front-matter-stable", ["front_matter", "time_zone", "opened"], "en",
     """---
facility: stowright-greeley
time_zone: America/Denver
opened: 2019-05-01
units: 412
---
You answer tenants' questions about the Greeley facility. Mention the online payment portal for any
billing question.

Tenant: Do you have drive-up units with electricity?
Assistant:"""),
    ("xml-attrs-stable", ["xml_attr", "opened", "time_zone"], "en",
     """<facility id="SR-GRL" opened="2019-05-01" tz="America/Denver" units="412"/>
You help the Greeley office answer phone enquiries about unit availability and move-in specials.

Caller: Is the first month still half price for new tenants?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: final-invoice-v3, revised 2025-11-20 -->
Write the cover note for a final invoice whose balance is due in 30 days. Keep it friendly and short.

Balance: $341.40. Due: 30 days after the invoice date.
Reply:"""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Rewrite our cancellation terms as three short bullet points for the website.

Cancellations more than 7 days before the move: full refund. 7 to 2 days: 50%. Less than 2 days: no
refund.

--
Orchard Relocations · Terms rev. 2025-11 · Company no. 08812345"""),
    ("md-table-stable", ["md_table", "customer_since"], "en",
     """| Field          | Value            |
|----------------|------------------|
| Customer       | Dana Whitcombe   |
| Customer since | 2019-06-02       |
| Plan           | Full value cover |

You are the Pinecrest Movers loyalty assistant. Offer returning customers 10% off packing materials.

Dana: I'm moving again this summer. Do I get anything for coming back?
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging bot. Is the wording clear, and should the session
line be there at all?

You are Tally, the survey copilot.
Current time: 2026-03-02T10:00:00Z
Session: 01JN4ZQ8K2M7X5T3B9C6D1E0FA
Always ask for the home size first."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 7:40 here and the crew was due at 7:00. Nobody has called. Should I call dispatch or wait until
8:00?"""),
    ("faq-stand", ["document_revision", "stand"], "de",
     """Umzugs-FAQ der Umzüge Brandl GmbH
Stand: März 2026

Halteverbotszonen müssen mindestens 14 Tage vor dem Umzug beantragt werden.

Frage: Reichen zehn Tage noch, wenn ich heute beantrage?"""),
    ("policy-kaitei", ["policy_revision"], "ja",
     """あなたは「さくら引越センター」の案内係です。以下の規約に基づいて答えてください。
規約改定日：2025年10月1日
キャンセル料：前日50%、当日100%

お客様：引越しの前日にキャンセルすると、いくらかかりますか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Hora actual: {{hora_actual}}
Sesión: {{id_sesion}}

Eres el asistente de Mudanzas Cóndor. Responde en español.

Cliente: ¿Trabajan los domingos?"""),
    ("horaires-depot", ["opening_hours"], "fr",
     """Vous êtes l'assistant du garde-meubles Lacroix à Villeurbanne. Horaires du dépôt : lun.-ven. 8 h-18 h,
sam. 9 h-12 h. Téléphone : 04 72 55 01 20.

Client : Puis-je venir chercher un carton samedi à 11 h 30 ?"""),
    ("gagyeok-pyo", ["prices", "table"], "ko",
     """어떤 보관실이 한 달에 가장 저렴한가요?

크기     | 월 요금
1평      | 89,000원
2평      | 159,000원
3평      | 219,000원"""),
    ("phone-hours-ar", ["phone", "opening_hours"], "ar",
     """أنت مساعد شركة الواحة للنقل والتخزين. ساعات العمل: من السبت إلى الخميس، ٨ صباحًا - ٦ مساءً.
هاتف: ٠٤ ٥٥٥ ٠١٩٢

العميل: هل تعملون يوم الجمعة؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们的搬家小程序升级到 3.2.0（2026-01-15 发布）以后，物品清单的照片上传不了。版本号：3.2.0，系统：iOS 18.3。是已知问题吗？"""),
    ("asks-ulid-ru", ["id_in_question", "ulid"], "ru",
     """Что означает идентификатор 01JN8Q3VZK7M2X4T9B6C1D0E5F в письме от склада? Это номер моей описи или
что-то другое?"""),
    ("relative-pt", ["relative_time"], "pt",
     """O caminhão saiu há duas horas e o motorista disse que chega em uns quarenta minutos. Ainda dá tempo de
desmontar o guarda-roupa antes?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Η μετακόμιση είναι στις 14 Μαρτίου, αλλά το νέο σπίτι παραδίδεται στις 20 Μαρτίου. Τι μου προτείνετε
για τις έξι μέρες ενδιάμεσα;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """यहाँ अभी सुबह के 9:15 बजे हैं और टीम 8:30 बजे आने वाली थी। क्या मुझे कंपनी को फ़ोन करना चाहिए?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Kaporayı bu hesaba gönderiyorum, kontrol eder misin? IBAN: TR33 0006 1005 1978 6457 8413 26, alıcı
Anadolu Evden Eve Nakliyat, tutar 2.000 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Ekipy planujemy w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W14 i czy wypada w nim Wielkanoc?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """שכרתי מחסן מ-1 במרץ 2026 לתקופה של 90 יום. באיזה תאריך התקופה נגמרת?"""),
    ("customer-id-th", ["customer_id", "stable_header"], "th",
     """รหัสลูกค้า: SBD-004417
ห้องเก็บของ: C-12
เริ่มเช่า: 1 มกราคม 2569

คุณเป็นผู้ช่วยของคลังเก็บของสบายดี ตอบเป็นภาษาไทย

ลูกค้า: ขอเปลี่ยนเป็นห้องที่ใหญ่ขึ้นได้ไหมคะ"""),
    ("control-1", ["control", "plain"], "en",
     """You are a packing coach. Give short, practical tips.

User: How should I pack wine glasses so they survive a long-distance move?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help people decide between hiring movers and renting a truck. Ask about distance, home size and
budget before recommending.

User: I'm moving a studio about 20 miles. Is it worth paying movers?
Assistant:"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *extra]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold112", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
