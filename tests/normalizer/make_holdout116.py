"""Build `prompt_normalizer/corpus/holdout116.jsonl`, a hundred-and-sixteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout116.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (museum, gallery,
auction, exhibition, provenance, audio guide, curator, conservation, condition report, artwork, art
fair, bidding, paddle, heritage, archive, appraisal, antique, courier, ticketing, visitor) and the
passages around the hits, with the docstrings of `make_holdout37.py` and `make_holdout112.py` read in
full; of `make_holdout112.py` also its import block and its last 150 lines, for the structure of a
generator; and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/` showed the
generators' names.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; the generators numbered 113 to 120, written at
the same time, were not read. The corpus was checked only against the machinery of `make_holdout.py`
(every `expected` is what `expected_of` computes, every span is found in its input at its offsets,
spans are single lines, inputs are unique, the build is deterministic).

The domain is museums, galleries and art auctions: collections records and loans, exhibition planning,
ticketing and visitor counts, condition reports, auction lots and bidding, provenance research and audio
guides. The earlier docstrings name neighbours of it, above all make_holdout37 (libraries, archives,
museums, galleries, auction houses, heritage sites and conservation studios: a collections system record
pulled for the request, a visitor guide, an exhibition object list behind X-Ray, school bookings, a
Friends' desk JWT, pest counts "as of" a time, a deaccession memo and an object entry receipt dated
today, a ticket helper behind an edge line, a Log4j loans register, an attendant's relayed text, image
licensing behind B3, a comment kiosk; a live-bidding helper with the auction server clock and a bidder
session, a timed auction with a bid nonce, condition report requests as Standard Webhooks, a gallery CRM
behind Datadog headers, an art fair rota, a consignor statement desk, a catalogue note writer's markdown
table, absentee bids with `(sent ...)` and `Msg-Id`, a stolen-art register search run, a premium
calculator, consignment intake; and as negatives object records, logger CSVs, gate scan logs, lot lists,
results CSVs, bid histories, condition reports, provenance, buyer's invoices, an export licence), visual
arts and museums in make_holdout15 (collection records, outgoing loan agreements, condition reports with
photo uploads, timed-entry ticketing, wall labels, art couriers, facility reports, humidity logs,
treatment records, insurance schedules), art galleries, consignment agreements and antiques' provenance
chains in make_holdout13, museum guides with beacons and a kiosk request log in make_holdout6, ticketing
and box offices in make_holdout26 and make_holdout102, used-car and property auctions in make_holdout25
and make_holdout17, a charity's silent auction in make_holdout79 and timed park entry with Stripe in
make_holdout64. The scenarios here were written around them: loans are a Llama 3 triage of a posted
request, a movement request checked against store rules, a crate list, nail-to-nail cover, object
numbers explained to volunteers, an object history file summarised and a courier clause, never a loans
register, an object record pulled by itself or a loan agreement pasted as the task; exhibitions are lux
budgets, an installation's critical path, a label editor, checklist merging, a hang plan, a Teams budget
bot and handler scheduling; visitors are occupancy, rebooking, a school groups portal session (no booking
time), a daily note, accessible visits, turnstile anomalies, an attendant rota and a front-of-house
Slack bot, never a kiosk, gate scanner or timed-entry checkout; condition reports are a dictation, a
retrieved pair of reports compared, a crate-opening tablet, a glossary tool and a photo review, never a
photo upload or a webhook request; auctions are a CrewAI-style lot essay agent (not a markdown table),
bidder registration, a phone-bidding console (a SIP call, not a bidder session), a helpdesk webhook
about an invoice, reserve preparation, a results digest, a comics auction Discord bot and a soft-close
explainer with a .NET server time (no bid nonce); provenance is a gap search run, the museum's own
red-flag name screen (not a stolen-art register), an archive letter tool, a stock-book transcription, a
case workbench; audio guides are script writing, audio description, text-to-speech, a sculpture park
trail app, a rental desk and script editing desks, with no beacon or kiosk. The sources are:

* collections records and loans: a Llama 3 system header (`Today Date` moves, `Cutting Knowledge Date`
  stays) over a posted loan request; `<movement>` XML attributes (UUIDv7 `txn`, RFC 3339 `requested`
  with a CET/CEST offset; store and handler stay); crate list front matter (naive `isoformat()`
  `generated`, ULID `job`; exhibition and venues stay); a pretty JSON head with a `req_` request id and
  a `toISOString()` `requested_at` over nail-to-nail cover (the agreed exchange rates stay); a logfmt
  `cms-bridge` line (nanoid `qid=`, epoch ms `t=`; `db=` stays); a markdown context table (UUID
  `Request`, RFC 2822 `Generated`) over a history file whose dates stay; a Mistral `[INST]` with "The
  date today is <long date>."; German (`Aktuelles Datum:` with `Uhr`, UUID `Vorgangs-ID:` at the head),
  Japanese (`受付時刻：`, KSUID `セッション：`) and Russian (`Время запроса:` with `(МСК)`, UUID) desks;
* exhibition planning: a ChatML system turn with the made-up `Planner clock:` (RFC 3339 ms) above the
  opening hours; "Task list exported from Planboard at <Apache time_local> for this request:" over
  tasks with their dates; `traceparent` and `tracestate` at the head of a label editor; a single-line
  JSON head (UUIDv7 `rid`, `ts` in ms, between stable members) over two checklists; a Phi-3 user turn
  ending with `Local time:` (Windows form) before `<|end|>`; a Bot Framework activity (`id`, seven-digit
  `timestamp`; `channelId` and the conversation id stay); "Context built at <Go time.String()>." in a
  handler scheduler; French (`Horodatage :`, UUID), Italian (`Inviato:` and a hex `ID messaggio:` after
  the user's message) and Chinese (`请求时间：`, ObjectId `会话：`) desks;
* ticketing and visitor counts: "Occupancy as of <time> for this request:" over room counts that stay;
  Stripe `Request-Id` and `Idempotency-Key` (`Stripe-Version` and the `cus_` customer stay); a school
  groups portal's `X-Session-Token` JWT (school and group account stay); an HTML comment at the end
  (`rendered_at=`, `req=`; `tpl=` stays); a Gemma user turn ending with `Widget time:` and `Widget
  session:`; B3 multi headers (`X-B3-Sampled` stays) over a supervisor's export; an attendant rota with
  `Current week:` as an ISO week date; a Slack bot's `Message ts` and `Event ID`; Spanish (`Fecha y hora
  del servidor:`, ULID), Korean (`요청 시각:`, UUIDv7 after the visitor's message), Thai (Buddhist-era
  `เวลาที่ส่งคำขอ:`, hex) and Arabic (`وقت الطلب:` in Arabic-Indic digits, nanoid, at the head) desks;
* condition reports: a dictation header (ULID `Dictation-Id`, RFC 3339 `Transcribed-At`; device and
  speaker stay) over the transcript; a RAG `<documents>` element (`search_id`, `retrieved_at`; each
  document's `examined` date stays); a crate-opening tablet's `Tablet clock:` (the typed 08:15 and 07:50
  stay); a ReAct observation in single-line JSON (`query_id`, `served_at`; the results stay); markdown
  bullets (nanoid `Viewer session`, RFC 2822 `Opened`; the photographs' date stays); Dutch (`Huidige
  datum en tijd:` after the message), Greek (`Ημερομηνία και ώρα:`, KSUID) and Polish (`Data zapytania:
  ... r., godz. ...`, base62 `ID sesji:`) desks;
* auction lots and bidding: a CrewAI-style `Current Date:` between blank lines; an HTTP request block
  (`Date`, `X-Request-ID`; `Host` and `Accept-Language` stay) over a bidder registration; a phone-bidding
  console (`Console time:`, SIP `Call-ID:`) after the staffer's question; a made-up `Helpdeck-*` webhook
  envelope (ULID id, epoch s timestamp, signature) over a ticket payload whose `created_at` stays;
  `X-Cloud-Trace-Context` over comparables; a `results-digest` line (`started=` epoch s, `run=` UUID;
  `sale=` stays); a Discord `message_id` snowflake (guild and channel stay); "Server time is <.NET
  round-trip>." in a soft-close explainer; Traditional Chinese (`系統時間：`, UUIDv7), German
  (`Zeitstempel:` with MEZ/MESZ and a nanoid `Anfrage:` after the message), Turkish (`İstek zamanı:`,
  ObjectId) and Hindi (`अनुरोध समय:` with अपराह्न/पूर्वाह्न, nanoid) desks;
* provenance research: "Search run <ULID> finished at <Go RFC3339Nano> over 4 archives." over the
  records found; a bracketed `[screen id=<uuid> screened=<epoch s> list=...]` line (the list version
  stays); an archive-request letter tool's `Today:`; an agent's `Current date and time:` (Python
  `str()`) above stock-book entries; a workbench (KSUID session, GNU `date` `Opened:`; workspace and
  case stay); Hebrew (`זמן הבקשה:` day-first, UUID), Ukrainian (`Поточний час:` with a genitive month,
  ULID) and Polish (`Wysłano:` and a hex `Wiadomość:` after the message) desks;
* audio guides: a footer after `--` (hex `Job:`, ctime `At:`; the renderer line stays); `Fly-Request-Id`
  (lower-case ULID with a region) and `X-Request-Start` in microseconds (`Fly-Region` stays); a guide app
  `ctx.` line (`ctx.ts_us`, KSUID `ctx.rid`; app and trail stay); a rental desk's `<desk>` element
  (base62 `session`, Python logging `opened`; counter stays); gRPC metadata with the made-up
  `x-voice-request-ns`; Brazilian Portuguese (`Hora local:` with `14h05`), Rioplatense Spanish (`Marca
  de tiempo:` RFC 3339 -03:00, hex edit session), Vietnamese (`Thời điểm yêu cầu:` time first),
  Indonesian (`Waktu permintaan:` with `WIB`), Swedish (`Tid för förfrågan:` with `kl.`, between stable
  lines) and Czech (`Čas požadavku:` after the message, UUIDv7) desks;
* the generated family: one program field, or two of different kinds, at one of eight positions (head,
  system tail, header block among stable lines, after the user's message, footer after `--` above a
  stable line, YAML front matter, a single-line JSON member between stable members, an XML attribute
  before a stable one) of 13 bodies, each with a pasted record of its own that stays (a lender's e-mail
  with `Date` and `Message-ID`, condition report lines with examined times, a lot CSV with `closes_at`,
  a gate count CSV opening with `timestamp`, a provenance chain, an audio stop table with recording
  dates, a checklist JSON opening with a UUID `id` and `updated_at`, a bracketed bid history, a Spanish
  loan record with `fecha_alta`, a German Zustandsprotokoll with `Datum:`, a Japanese 入札履歴, a Korean
  관람객 집계표, a French audio stop sheet with `Enregistré le`); the English field is one of 26 English
  and made-up labels and keys (`Desk clock`, `Served`, `Context time`, `Stamped`, `Gallery clock`,
  `Front desk time`, `Rendered`, `Now`, `Today`, `Date`, `t0`, `Epoch`, `Request`, `Correlation`,
  `traceparent`, `Visit session`, `Chat`, `Run`, `Nonce`, `Stripe-Request-Id`, `Edge time`, `Asked at`,
  `Lookup`, `Desk session`, `Moment`, `Browser time`; 22 used as the first field, 23 in all), and in the Spanish,
  German, Japanese, Korean and French bodies the "now", request or session label of that language.

The negatives: 53 pasted records in eighteen placements (question above 10, below 5, behind a lead-in
such as "My colleague sent me this from the collections API:", "Here is the invoice:", "Das kam heute
von der Leihgeberin:" or "Ma collègue m'a transmis ceci :" 6, typed right under the question 2, on
both sides 3, fenced 3, quoted with `>` 2, indented 3, in an earlier user turn 3, in an earlier
assistant turn 1, under a system prompt 1, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns 2 each, a
RAG document 2, a ReAct observation 2; at the very head and the very end of the prompt): a lender's
e-mail with `Date` and `Message-ID`, `curl -v` output from the collections API with `date` and
`x-request-id`, an object record JSON opening with a UUIDv7 `id` and `created_at`, an outgoing condition
report, a facility report, a lot CSV with `closes_at`, bid log lines, a buyer's invoice with an IBAN, a
Stripe webhook delivery pasted to debug its timestamp, a ticket order e-mail, gate scans opening with
`timestamp,`, an hourly count table, membership scans in logfmt, audio guide device check-outs, a stop
list with recording dates, a voice vendor's webhook delivery, a provenance text, an archive's reply, a
catalogue entry with its sale date, a courier itinerary, an install invite with `DTSTAMP`, a ticket
service traceback with its `request_id`, a Slack export with `ts`, shock logger epochs in ms, a CITES
certificate, lux logger XML, nginx lines from the audio server, a movement audit YAML with `moved_at`,
an auction API error opening with `request_id` and `timestamp`, an assistant's loan schedule; and in
other languages a Spanish loan record JSON with a ULID and `fecha_alta`, a German e-mail with
`Gesendet:`, a French constat d'état, an Italian verbale di consegna, a Japanese 入札履歴, a Korean
관람객 집계표, a Chinese 拍卖成交确认书 with `成交时间`, an Arabic invoice in Arabic-Indic digits, a Hebrew
e-mail with `Message-ID`, a Russian акт приёма-передачи, a Ukrainian provenance note, a Greek ticket
receipt, a Hindi audio guide receipt, a Thai Buddhist-era receipt, a Polish condition protocol, a
Brazilian auction invoice with `Emitido em`, a Turkish consignment contract, a Vietnamese ticket, a
Dutch e-mail with `Verzonden:`, a Czech auction record, Swedish visitor figures, an Indonesian e-ticket
and a Georgian ticket. 46 look-alikes and asked values (a Llama 3 header with only its cutoff, an API
version header, a prompt revision with its review date, exhibition dates in front matter, opening hours
and a phone, unrendered `{{current_time}}` and `{{visit_id}}`, accession numbers that begin with a
year, a hammer price computation, an auction house's IBAN, MD5 fixity values, a ticket ULID and a logger
epoch the user asks about, few-shot EDTF dates, a CalVer app build, stable XML attributes with a
founding date, an HTML comment template revision, a footer's conditions-of-sale revision, a member table
with `Member since`, a staging prompt with `Current time:` and `Session:` pasted for review, the user's
own clock, relative bidding times, a ChatML sale date and cutoff, audio timecodes, label facts, ULAN and
Wikidata ids, stable Discord ids, a `cus_` id asked about, coordinates, loan arithmetic; and in other
languages a German house rule's `Stand:`, Japanese opening hours, an unrendered Spanish template, French
prices, Korean prices, Arabic hours and phone, a Chinese app version with its release date, Portuguese
relative times, Greek exhibition dates, a Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew
loan arithmetic, a Thai member header, Russian ISBNs, an Italian estimate and Vietnamese prices), two
plain controls, and 13 generated hard negatives: the family's bodies with one stable value (knowledge
cutoff, prompt revision, API version, time zone, opening hours, build, loans policy edition, season
start, and in the other languages a time zone, opening hours, a knowledge cutoff, a closing day and an
API version) at one of the positions the family's positives use.

What it is: 221 prompts. 107 carry volatile fields (173 spans): 71 hand-written positives (126 spans;
54 with two or more fields) and 36 generated ones (47 spans; 11 with two fields). 114 carry none: 53
pasted records, 46 look-alikes and asked values, 2 plain controls and 13 generated hard negatives. 85
prompts (about two in five) are in a language other than English (26 hand-written positives, 14
generated positives, 45 negatives; 23 languages: German, Japanese, French, Spanish, Korean, Chinese,
Polish, Russian, Italian, Thai, Arabic, Greek, Turkish, Hindi, Hebrew, Portuguese, Vietnamese, Dutch,
Ukrainian, Indonesian, Swedish, Czech, Georgian; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Thai, Han (simplified and traditional), Japanese, Hangul, Georgian). The output is
deterministic (seeded, fixed base datetimes); once written and hashed it is frozen: do not regenerate it
to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, document
and record dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, device
clocks, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Museum and auction records are content wherever they sit: accession and object numbers (also when
  they begin with a year), loan, shipment, invoice, order, ticket, lot, sale, paddle and certificate
  numbers, exhibition dates, examined times of condition reports, facility report dates, estimates,
  closing times, bid histories and hammer times, visit slots, gate scans and hourly counts, logger
  readings and their epochs, provenance dates, stock-book entries, recording dates and durations of
  audio stops, device check-outs, `DTSTAMP`, `created_at`, `modified_at`, `moved_at`, `fecha_alta`,
  `Gesendet:`, `成交时间`; also when the program fetched them for this request (room occupancy, the
  retrieved reports with their `examined` dates, the glossary results, the archive records). Only the
  program's stamp ("Occupancy as of <time> for this request:", "Task list exported from Planboard at
  <time> for this request:", "Search run <id> finished at <time> over 4 archives.") and the ids minted
  for the request, query, search, screen, dictation, job or delivery move.
* Per-deployment and per-user values stay: the museum, store, bay, handler, counter, device and tablet
  names, the school's group account, member numbers and tiers, the `cus_` customer, Discord guild and
  channel ids, a Teams conversation id, `Stripe-Version`, `X-B3-Sampled`, `Fly-Region`, gRPC timeouts
  and user agents, the red-flag list's version, `Cutting Knowledge Date`.
* Envelope vs payload: the `Helpdeck-*` webhook envelope (id, timestamp, signature) moves and the ticket
  it carries, with its `created_at`, stays; a Bot Framework activity's `id` and `timestamp` move. A
  Stripe delivery and a voice vendor's delivery pasted by the user to debug them stay whole.
* Sessions and per-message stamps: a phone bidding call's SIP `Call-ID`, widget, viewer, workbench,
  desk and edit sessions and a portal's session JWT move; the stamp and id appended after the user's
  own message by the chat front end (`Inviato:`/`ID messaggio:`, `Wysłano:`/`Wiadomość:`) move.
* Device and desk clocks read for this request are the current time (a crate-opening tablet, a bidding
  console, a planner, a booking widget, a front desk); times typed by staff or visitors ("at 07:50
  today", "It's 16:40") stay. "Today" written by a drafting tool into its header (`Today:` of the
  archive letter tool) moves; the dates the letter asks about stay.
* Spans follow rule 3: phrases are cut with their preposition where the cut leaves a sentence ("as of
  <time>", "at <time>"), and a run id inside a sentence is cut alone ("Search run finished over 4
  archives."); the templated "The date today is ...", "Server time is ..." and "Context built at ..."
  sentences are inline spans; XML attributes and `key=value` pairs (also inside an HTML comment and a
  bracketed line) are followed by a stable neighbour; single-line JSON members are cut with the comma
  after them, and volatile members of pretty JSON are never the last member of their object; header
  lines, YAML keys, markdown rows and bullets, footer lines and a line holding one field in any script
  (also with a full-width colon or a space before the colon) are whole-line spans; a field that shares
  its line with a template token (`<|end|>`, `<end_of_turn>`) is cut out of it.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Reply:`, `Result:`, `Summary:`, `Thought:`,
  `Letter:`, `Gavel:`, `Doorbell:`, `assistant:` ...) or a chat template's reply header on a line of its
  own (ChatML, Llama 3) end positives; Gemma, Phi-3 and Mistral positives end with the closed user turn,
  some positives end with their footer, comment or text, and prompts in other languages end with the
  user's message or with the metadata after it.
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
    go_string,
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

SEED = 20261204116
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout116.jsonl"
SRC = "hold116:"

KST = timezone(timedelta(hours=9), "KST")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
HKT = timezone(timedelta(hours=8), "HKT")
CST_CN = timezone(timedelta(hours=8), "CST")
TRT = timezone(timedelta(hours=3), "TRT")
GST = timezone(timedelta(hours=4), "GST")
BRT = timezone(timedelta(hours=-3), "BRT")
ART = timezone(timedelta(hours=-3), "ART")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
ISR = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
             "жовтня", "листопада", "грудня"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]


# --- local clock forms ---------------------------------------------------------------------------

def moment_eet(g: Gen) -> datetime:
    """A moment in Eastern European time (Kyiv, Athens), summer time from April to October."""
    t = g.moment()
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def moment_isr(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(IDT if 4 <= t.month <= 10 else ISR)


def ar_digits(text: str) -> str:
    return text.translate(AR_DIGITS)


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year}"


def ja_datetime(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H時%M分}"


def th_datetime(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def hi_datetime(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{dmy(t)}, {h}:{t:%M} {'अपराह्न' if t.hour >= 12 else 'पूर्वाह्न'}"


def ko_datetime(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}시 {t.minute}분"


def teams_time(t: datetime, tick: int) -> str:
    """Bot Framework activity `timestamp` (seven fractional digits, UTC)."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%dT%H:%M:%S}.{u.microsecond:06d}{tick}Z"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def day_month_year(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def lang_tags(lang: str) -> list[str]:
    return [] if lang == "en" else ["non_english", f"lang:{lang}"]


# --- hand-written positives ----------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def draft(text: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    return Draft(text, f"{SRC}pos:{name}", [*tags, *lang_tags(lang)])


# collections records and loans

@pos
def _loan_triage_llama3(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You are the loans registrar's assistant at the Harwick Museum of Art. Sort incoming loan requests
into: accept for review, needs facility report, or decline (object on long-term display or too
fragile to travel). Give one reason.<|eot_id|><|start_header_id|>user<|end_header_id|>

Request received by post, dated 2 February 2026:
Borrower: Städtische Galerie Kemnitz
Object: 1954.112, Hendrik Vos, "Harbour at Dusk", oil on panel
Exhibition: "Northern Light", 12 September 2026 - 10 January 2027
Conditions offered: 50 lux, 50% RH ±5, courier accompanied both ways<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""", "loans:llama3-triage", ["llama3", "today_date", "pasted_request_neighbour"])


@pos
def _movement_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""You are the location-control helper in the Brennan Collection's collections management system.
Check each movement request against the store rules and say whether it can go ahead.
<movement {v('request_id', 'txn="' + g.uuid7(t) + '"')} {v('datetime', 'requested="' + rfc3339(t) + '"')} store="Store B2, bay 14" handler="r.okafor">
Object: 2011.37.4a-b (pair of lustreware vases, packed together)
From: Store B2, bay 14, shelf 3
To: Photo studio, for new catalogue images
Store rule: lustreware may not travel on the open trolley without foam inserts.
</movement>
Answer:""", "loans:movement-xml", ["xml_attr", "uuid7", "rfc3339", "offset", "stable_neighbours"])


@pos
def _crate_list_front_matter(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""---
tool: cratelist
exhibition: "Salt and Silver: Early Photography"
{v('datetime', 'generated: ' + py_iso(t))}
{v('run_id', 'job: ' + g.ulid(t))}
venues: [Leeds, Bergen, Porto]
---
Write a crate list from the object list below. Group objects that can share a travel frame, flag
anything over 120 cm that needs its own crate, and give the total number of crates.

1. 2004.61.1, salted paper print, framed 45 x 52 cm
2. 2004.61.2, salted paper print, framed 45 x 52 cm
3. 1988.12, albumen print panorama, framed 38 x 131 cm
4. 2015.3.7, daguerreotype in case, 9 x 12 cm, travels in a climate box
5. 2015.3.8, daguerreotype in case, 9 x 12 cm, travels in a climate box

Crate list:""", "loans:crate-list-front-matter", ["front_matter", "python_isoformat", "ulid"])


@pos
def _nail_to_nail_json(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""{{
  "app": "loan-cover",
  {v('request_id', '"request_id": "req_' + g.b62(18) + '",')}
  {v('datetime', '"requested_at": "' + js_iso(t) + '",')}
  "currency": "GBP"
}}
You help the registrar work out nail-to-nail insurance for incoming loans. Show the sum per lender
and the total, and use the exchange rates written into the loan agreements, never market rates.

Lenders' valuations: Lender A, one painting, USD 1,200,000; Lender B, two drawings, EUR 170,000 each.
Rates fixed in the agreements of 4 November 2025: USD 1 = GBP 0.79; EUR 1 = GBP 0.85.

Question: What is the total sum insured in sterling, with the 10% transit uplift?
Answer:""", "loans:nail-to-nail-json", ["json_block", "stripe_like_req", "js_iso", "head"])


@pos
def _object_number_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""cms-bridge op=lookup {v('request_id', 'qid=' + g.nanoid())} {v('epoch', 't=' + str(epoch_ms(t)))} db=collections-prod
You explain object numbers in the Ostrander Museum's collection to volunteers. Numbers have the form
YEAR.LOT.ITEM, with a letter for the parts of one object.

Volunteer: The drawer label says 1998.204.17c. Does that mean the object came in 1998, and what is
the "c" for?
Assistant:""", "loans:object-number-logfmt", ["logfmt", "key_value_inline", "nanoid", "epoch_ms", "head"])


@pos
def _history_file_table(g: Gen) -> Draft:
    t = g.moment_us()
    return draft(f"""You summarise an object's history file for the registrar in five lines: acquisition, loans,
treatments, moves, open issues.

| Context    | Value                                  |
|------------|----------------------------------------|
| Object     | 1931.8 (covered cup, silver-gilt)      |
| Department | Decorative Arts                        |
{v('request_id', '| Request    | ' + g.uuid4() + '   |')}
{v('datetime', '| Generated  | ' + rfc2822(t) + '        |')}

History file:
1931: bequest of Mrs Ada Fenwick (accession register p. 212).
1978: lent to "Silver of the North", returned 14 January 1979.
2009: cleaned; old lacquer removed from the foot (treatment record T2009-041).
2021-05-18: moved from Gallery 6 to Store C.
Open: the lid finial is loose; noted 3 March 2024, no treatment scheduled.

Summary:""", "loans:history-file-table", ["md_table", "uuid", "rfc2822", "dates_in_content_neighbour"])


@pos
def _loan_clause_mistral(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""<s>[INST] You draft clauses for outgoing loan agreements of the Galloway Art Trust: plain English,
numbered, at most 60 words per clause. {v('date', 'The date today is ' + long_date(t) + '.')}

Draft the clause on couriers: one courier for installation and one for deinstallation, economy travel
for flights under six hours, two hotel nights per trip, per diem GBP 65. [/INST]""",
                 "loans:mistral-clause", ["mistral", "inline_sentence", "long_date"])


@pos
def _leihverkehr_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""{v('datetime', f'Aktuelles Datum: {t:%d.%m.%Y, %H:%M} Uhr')}
{v('request_id', 'Vorgangs-ID: ' + g.uuid4())}
Du unterstützt die Registrarin des Landesmuseums Altmark beim Leihverkehr. Antworte auf Deutsch,
knapp und mit Verweis auf den Leihvertrag.

Leihvertrag LV-2026-017, § 6: Der Leihnehmer trägt die Kosten der Kurierbegleitung einschließlich
Reise und Unterkunft. § 9: Fotografieren nur ohne Blitz.

Frage: Müssen wir als Leihnehmer auch das Hotel des Kuriers bezahlen?""",
                 "loans:leihverkehr-de", ["head", "header_block", "eu_datetime", "uuid"], "de")


@pos
def _kashidashi_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return draft(f"""あなたは県立美術館の貸出担当を補佐するアシスタントです。丁寧な日本語で、条件書の条項を示して答えてください。
{v('datetime', '受付時刻：' + ja_datetime(t))}
{v('session_id', 'セッション：' + g.ksuid(t))}

条件書 第4条：屏風・掛軸の輸送には美術品専用車両を用い、梱包は借用館の負担とする。

質問：他館へ貸し出す六曲一双の屏風の梱包費は、どちらが負担しますか？""",
                 "loans:kashidashi-ja", ["system_tail", "ja_datetime", "ksuid", "fullwidth_colon"], "ja")


@pos
def _object_entry_tool_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return draft(f"""Ты помогаешь хранителю фондов оформлять временное хранение предметов. Отвечай по-русски.
{v('datetime', f'Время запроса: {t:%d.%m.%Y %H:%M:%S} (МСК)')}
{v('session_id', 'Идентификатор сессии: ' + g.uuid4())}

Владелец принёс на экспертизу икону XIX века. Сколько дней по нашему положению она может
находиться на временном хранении без договора?""", "loans:temporary-deposit-ru",
                 ["system_tail", "dotted_datetime", "uuid"], "ru")


# exhibition planning

@pos
def _lux_budget_chatml(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""<|im_start|>system
You are a lighting planner for exhibition designers. Work out annual lux-hour budgets from the
light-sensitivity class and the opening hours, and say how many months each object may be shown.
{v('datetime', 'Planner clock: ' + rfc3339(t, 3))}
Opening hours: Tue-Sun 10:00-18:00 (42 h a week)<|im_end|>
<|im_start|>user
Three watercolours (high sensitivity, 50 lux, 50,000 lux-hours a year) and a tapestry (medium,
150,000 lux-hours a year at 100 lux). How long can each stay up?<|im_end|>
<|im_start|>assistant
""", "exhibition:lux-budget-chatml", ["chatml", "rfc3339", "stable_neighbours"])


@pos
def _gantt_clf(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""You help the exhibitions team find the critical path of an installation. Name the tasks on it and the
earliest possible opening date.

Task list exported from Planboard {v('datetime', 'at ' + clf(t))} for this request:
T1 Paint walls, 4 days, starts 6 April 2026
T2 Lighting track, 3 days, after T1
T3 Showcase delivery, fixed 13 April 2026
T4 Install objects, 5 days, after T2 and T3
T5 Labels and graphics, 2 days, after T4
T6 Snagging, 1 day, after T5

Answer:""", "exhibition:gantt-clf", ["inline_phrase", "clf", "dates_in_content_neighbour"])


@pos
def _label_editor_traceparent(g: Gen) -> Draft:
    return draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: labels=' + g.hex(16) + ',edge=' + g.b64url(8))}
Content-Type: application/json

You edit wall labels for the Corran Gallery: at most 80 words, active voice, no jargon, and keep
the tombstone lines exactly as given.

Label draft:
Giulia Serra (b. 1979)
Tidewater, 2021
Oil and wax on linen
Lent by a private collection

In this work, which was painted by the artist over a period of two summers spent on the estuary,
the viewer is invited to consider the way in which the tide is perceived as a kind of clock.

Edited label:""", "exhibition:label-editor-traceparent", ["head", "traceparent", "tracestate", "stable_neighbours"])


@pos
def _checklist_merge_json(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""{{"tool":"checklist-merge",{v('request_id', '"rid":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"show":"Hokusai and After"}}
Merge the two object checklists into one, remove duplicates by object number, and keep the lender
column. Output a table.

Checklist from the curator:
BM 1906,1220,0.533 | Great Wave | British Museum
2019.7.3 | Fuji from Kajikazawa | in-house
MAK 11.442 | Ejiri in Suruga | private lender

Checklist from the registrar:
2019.7.3 | Fuji from Kajikazawa | in-house
JP 2211 | Rainstorm beneath the summit | Stadtmuseum

Merged:""", "exhibition:checklist-json", ["json_inline", "uuid7", "epoch_ms", "head"])


@pos
def _hang_phi3(g: Gen) -> Draft:
    t = g.moment_us()
    return draft(f"""<|system|>
You plan hangs for the Hale Street Gallery. Keep at least 8 cm between frames, hang to a centre line
of 150 cm and list the works from left to right.<|end|>
<|user|>
The north wall is 9.6 m long. Works: A 120 cm, B 85 cm, C 85 cm, D 200 cm, E 60 cm wide. Can they all
go on it with even spacing?
{v('datetime', 'Local time: ' + windows_general(t))}<|end|>""", "exhibition:hang-phi3",
                 ["phi3", "last_user", "windows_datetime", "template_token_neighbour"])


@pos
def _budget_teams(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Bot Framework activity (trimmed by the connector):
{{
  "type": "message",
  {v('message_id', '"id": "' + g.digits(13) + '",')}
  {v('datetime', '"timestamp": "' + teams_time(t, g.small(0, 10)) + '",')}
  "channelId": "msteams",
  "conversation": {{ "id": "19:exhibitions-budget@thread.tacv2" }}
}}

You are Ledger, the exhibition budget assistant of the Fairhaven Art Museum. Answer from the
budget lines; give amounts in USD.

Budget lines, "Coastlines" (opens 6 June 2026): design 42,000; build 118,500; shipping 64,300;
couriers 21,800; graphics 9,400; contingency 10%.

User: What's the total with contingency, and how much is left if shipping comes in 15% over?
Answer:""", "exhibition:budget-teams", ["json_block", "teams_activity", "message_id", "stable_neighbours"])


@pos
def _montage_fr(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Vous aidez l'équipe de régie des expositions du musée des Beaux-Arts de Valcourt à planifier les
montages. Répondez en français, avec un calcul simple.
{v('datetime', f'Horodatage : {dmy(t)} {t:%H:%M:%S}')}
{v('request_id', 'Identifiant de requête : ' + g.uuid4())}

Question : Le montage de la salle 3 prend quatre jours avec deux techniciens. Si nous ajoutons un
troisième technicien, pouvons-nous finir en trois jours ?""", "exhibition:montage-fr",
                 ["system_tail", "day_first", "uuid", "space_before_colon"], "fr")


@pos
def _allestimento_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Sei l'assistente dell'ufficio mostre della Pinacoteca Civica di Ravenna. Rispondi in italiano,
in modo pratico.

Utente: Per la mostra sui mosaici ci servono dodici vetrine climatizzate. Conviene noleggiarle o
comprarle se la mostra dura quattro mesi e poi girano in altre due sedi?
{v('datetime', 'Inviato: ' + dmy(t) + ' ' + f'{t:%H:%M:%S}')}
{v('message_id', 'ID messaggio: ' + g.hex(24))}""", "exhibition:allestimento-it",
                 ["last_user", "day_first", "hex"], "it")


@pos
def _zhanlan_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return draft(f"""你是市博物馆展览部的策划助手，用简体中文回答，给出清楚的步骤。
{v('datetime', '请求时间：' + iso_space(t))}
{v('session_id', '会话：' + g.objectid(t))}

问题：临时展厅要做一个青铜器小展，展期三个月，展柜需要恒湿。我们应该提前多久开始准备？""",
                 "exhibition:zhanlan-zh", ["system_tail", "iso_space", "objectid", "fullwidth_colon"], "zh")


@pos
def _install_go_string(g: Gen) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return draft(f"""You schedule the art handlers for exhibition installs at the Kunsthal Vester. Shifts are 07:00-15:00;
no more than four handlers on the gallery floor at once. {v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono) + '.')}

Handlers: Mads, Ida, Jonas, Frida, Emil.
Tasks: unpack crates 1-9 (2 handlers, 1 day), hang the large canvases (4 handlers, 1 day), plinths
and vitrines (2 handlers, 2 days).

Coordinator: Plan the next three days.
Assistant:""", "exhibition:install-go-string", ["inline_sentence", "go_time_string", "system_tail"])


# ticketing and visitor counts

@pos
def _occupancy_as_of(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You advise the duty manager of the Kessling Museum on crowd flow. Safe capacities: G1 180, G2 120,
G3 (the Turner room) 60. Suggest where to hold visitors when a room is over 90%.

Occupancy {v('datetime', 'as of ' + rfc3339(t, 3))} for this request:
G1 141
G2 117
G3 58
Queue at the main entrance: about 40 people (staff estimate, ten minutes ago)

Duty manager: Should we pause entry?
Assistant:""", "visitors:occupancy-as-of", ["inline_phrase", "rfc3339", "counts_neighbour"])


@pos
def _rebooking_stripe(g: Gen) -> Draft:
    return draft(f"""You are the ticket desk assistant of the Marlow Museum of Science and Art. Rebookings are free up to 24
hours before the slot; refunds go back to the original card within 5 working days.

Stripe context:
Stripe-Version: 2025-03-31.basil
Customer: cus_R8kq2mVx0TnA1L
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Visitor: We booked the 11:30 slot on Saturday but my son is ill. Can we move to Sunday afternoon?
Assistant:""", "visitors:rebooking-stripe", ["header_block", "stripe", "stable_neighbours"])


@pos
def _group_portal_jwt(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Portal: school-groups
School: St Brendan's Primary (group account SG-2291)
{v('token', 'X-Session-Token: ' + g.jwt(t, 'sg-2291'))}
Language: en

You help teachers book school visits to the Linden Natural History and Art Museum. Groups are up to
30 pupils with one adult per 8 pupils; workshops must be booked 14 days ahead.

Teacher: Can I bring 34 pupils if I add a fifth adult?
Assistant:""", "visitors:group-portal-jwt", ["header_block", "jwt", "stable_neighbours", "head"])


@pos
def _daily_note_html_comment(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Write the daily visitor note for the director: total, busiest hour, and one sentence on the effect of
the weather. Nothing else.

Hourly entries: 10:00 212, 11:00 388, 12:00 451, 13:00 402, 14:00 377, 15:00 290, 16:00 188,
17:00 64 (total 2,372). Rain from 12:00.
<!-- {v('datetime', 'rendered_at=' + rfc3339(t, 3))} {v('request_id', 'req=' + g.hex(16))} tpl=daily-visitors-v2 -->""",
                 "visitors:daily-note-html-comment", ["html_comment", "key_value_inline", "tail", "rfc3339"])


@pos
def _access_gemma(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""<start_of_turn>user
You book accessible visits at the Ardee Castle Museum: step-free route via the east door, ISL tours on
the first Saturday of the month, quiet hours on Tuesday mornings.

I use a wheelchair and my daughter is autistic. Which day would suit us best next month?
{v('datetime', 'Widget time: ' + iso_space(t) + ' UTC')}
{v('session_id', 'Widget session: ' + g.nanoid())}<end_of_turn>""", "visitors:access-gemma",
                 ["gemma", "last_user", "iso_space", "nanoid", "template_token_neighbour"])


@pos
def _turnstile_b3(g: Gen) -> Draft:
    return draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You explain turnstile counter anomalies to the visitor services team in plain words.

The supervisor's export:
Gate 2, 14:00-15:00: 0 entries
Gate 2, 15:00-16:00: 412 entries
Gate 3, 14:00-15:00: 198 entries

Question: Why would Gate 2 show zero in one hour and 412 in the next?
Answer:""", "visitors:turnstile-b3", ["head", "b3_multi", "stable_neighbours", "pasted_content_neighbour"])


@pos
def _taquilla_es(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Museo: Museo de Bellas Artes de Aranda
Canal: web
{v('datetime', 'Fecha y hora del servidor: ' + dmy(t) + f' {t:%H:%M:%S}')}
{v('request_id', 'ID de solicitud: ' + g.ulid(t))}
Idioma: es

Eres el asistente de la taquilla. La entrada general cuesta 9 €, la reducida 5 € y los menores de 12
años entran gratis. Los domingos por la tarde la entrada es libre.

Visitante: Somos dos adultos, un jubilado y dos niños de 8 y 13 años. ¿Cuánto pagamos un sábado?""",
                 "visitors:taquilla-es", ["header_block", "day_first", "ulid", "stable_neighbours"], "es")


@pos
def _gwanram_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return draft(f"""당신은 시립미술관 안내 도우미입니다. 한국어로 짧게 답하세요.
관람 시간: 화-일 10:00-19:00, 매주 월요일 휴관

방문객: 오늘 저녁 7시 전에 들어가면 몇 시까지 볼 수 있나요?
{v('datetime', f'요청 시각: {iso_space(t)} KST')}
{v('session_id', '세션: ' + g.uuid7(t))}""", "visitors:gwanram-ko", ["last_user", "iso_space", "uuid7"], "ko")


@pos
def _ticket_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return draft(f"""คุณเป็นผู้ช่วยจำหน่ายบัตรของหอศิลป์ร่วมสมัยเชียงใหม่ ตอบเป็นภาษาไทยอย่างสุภาพ
ราคาบัตร: ผู้ใหญ่ 200 บาท นักเรียน 100 บาท ผู้สูงอายุเข้าฟรี
{v('datetime', 'เวลาที่ส่งคำขอ: ' + th_datetime(t))}
{v('request_id', 'รหัสคำขอ: ' + g.hex(24))}

ผู้เข้าชม: ครอบครัวเรามีผู้ใหญ่สองคน นักเรียนหนึ่งคน และคุณยายอายุ 70 ปี ต้องจ่ายเท่าไหร่คะ""",
                 "visitors:ticket-th", ["system_tail", "buddhist_era", "hex"], "th")


@pos
def _visitors_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    return draft(f"""{v('datetime', 'وقت الطلب: ' + ar_digits(f'{t.year}/{t.month:02d}/{t.day:02d} {t:%H:%M}'))}
{v('session_id', 'معرف الجلسة: ' + g.nanoid())}
أنت مساعد قسم خدمات الزوار في متحف الفنون الإسلامية. أجب باللغة العربية وباختصار.
السعة القصوى لقاعة المخطوطات: ٤٠ زائرًا في الوقت نفسه.

الموظف: لدينا مجموعة مدرسية من ٣٥ طالبًا ومعهم ٤ معلمين. هل يمكن إدخالهم دفعة واحدة؟""",
                 "visitors:capacity-ar", ["head", "arabic_indic_digits", "nanoid"], "ar")


@pos
def _invigilator_iso_week(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Rota helper for the gallery attendants of the Penrose Art Centre. Each room needs one attendant
while open (Wed-Sun 10-17); nobody works more than four days in a row.
{v('date', 'Current week: ' + iso_week(t))}
Attendants: Aoife, Bilal, Carmen, Dmitri, Esi.

Supervisor: Draft next week's rota for rooms 1-3.
Assistant:""", "visitors:attendant-rota-iso-week", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _visitor_services_slack(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You are Doorbell, the visitor-services bot in the Torrance Museum Slack. Answer front-of-house
questions from the house rules; escalate lost children and medical issues to the duty manager.
Workspace: torrance-museum
Channel: #front-of-house
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}
{v('request_id', 'Event ID: Ev' + g.b62(9).upper())}

<@U07ML2Q4R>: a visitor wants to bring a folding stool into the Monet room, is that ok?
Doorbell:""", "visitors:slack-bot", ["header_block", "slack_ts", "slack_event_id", "stable_neighbours"])


# condition reports

@pos
def _dictation_header(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""{v('run_id', 'Dictation-Id: ' + g.ulid(t))}
{v('datetime', 'Transcribed-At: ' + rfc3339(t))}
Device: iPad-REG-04
Speaker: conservator (E. Marsh)

Turn this dictated condition check into a condition report with the sections support, ground,
paint layer, frame and recommendations. Keep the conservator's words for damage.

Transcript: "Incoming loan, the Vos harbour panel, checked at the loading dock after 24 hours'
acclimatisation. Slight convex warp, old, same as in the lender's report of June 2025. Two small
losses lower left, about two millimetres, stable. Frame: corner crack top right, not new."

Report:""", "condition:dictation-header", ["head", "header_block", "ulid", "rfc3339", "offset", "stable_neighbours"])


@pos
def _compare_reports_rag(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Compare the outgoing and incoming condition reports and list any change, with the area of the object.

<documents {v('request_id', 'search_id="' + g.hex(20) + '"')} {v('datetime', 'retrieved_at="' + rfc3339(t) + '"')} collection="condition-reports">
<document source="CR-2025-118-out.pdf" examined="2025-09-02">
Panel flat. Varnish even. Small loss at lower left edge, 2 mm. Frame sound.
</document>
<document source="CR-2026-031-in.pdf" examined="2026-01-19">
Panel flat. Varnish even. Loss at lower left edge, 2 mm, and a new scratch, 15 mm, across the sky
upper centre. Frame: new chip on the top right corner.
</document>
</documents>

Answer:""", "condition:compare-rag", ["xml_attr", "rag_documents", "hex", "rfc3339", "dates_in_content_neighbour"])


@pos
def _crate_tablet(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Crate-opening checklist, Nordhavn Kunsthal
Tablet: REG-TAB-02
{v('datetime', f'Tablet clock: {t:%Y-%m-%d %H:%M} {t.tzname()}')}
Courier: present (lender's courier, A. Lindgren)

Rule: crates rest 24 hours in the gallery before they are opened.
Crate 7 came off the truck at 08:15 yesterday; the courier would like to open it at 07:50 today.

Registrar: Can we open crate 7 now?
Assistant:""", "condition:crate-tablet", ["header_block", "device_clock", "stable_neighbours"])


@pos
def _glossary_react(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You answer conservators' terminology questions with the studio glossary tool.

Question: What is the difference between cupping and tenting in a paint layer?
Thought: I should look both terms up.
Action: glossary_lookup
Action Input: {{"terms": ["cupping", "tenting"]}}
Observation: {{{v('request_id', '"query_id":"' + g.uuid4() + '",')}{v('datetime', '"served_at":"' + js_iso(t) + '",')}"results":[{{"term":"cupping","def":"paint and ground lifting into concave islands along cracks"}},{{"term":"tenting","def":"paint lifting in ridges, tent-shaped, over a shrinking support"}}]}}
Thought:""", "condition:glossary-react", ["react_observation", "json_inline", "uuid", "js_iso"])


@pos
def _damage_map_bullets(g: Gen) -> Draft:
    t = g.moment_us()
    return draft(f"""# Photo review
- **Object:** 1966.203 (lacquer cabinet)
- **Photographs:** 24 raking-light images, taken 2 March 2026
{v('session_id', '- **Viewer session:** ' + g.nanoid())}
{v('datetime', '- **Opened:** ' + rfc2822(t))}

You help conservators write the legend of a damage map from their notes: one line per damage type,
with the symbol to use.

Notes: lifting lacquer top left (2-3 cm); old fill near the lock plate; fine scratches on the right
door; one missing mother-of-pearl inlay in the lower border.

Legend:""", "condition:damage-map-bullets", ["md_bullets", "nanoid", "rfc2822", "head", "stable_neighbours"])


@pos
def _conditie_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Je helpt de restauratoren van het Drents Kunstmuseum met conditierapporten. Antwoord in het
Nederlands en gebruik de vaktermen uit het rapportformulier.

Gebruiker: Hoe beschrijf ik een craquelé dat alleen in de lucht zit en nergens loszit?
{v('datetime', f'Huidige datum en tijd: {t:%d-%m-%Y %H:%M}')}
{v('request_id', 'Verzoek-ID: ' + g.hex(32))}""", "condition:conditie-nl", ["last_user", "dashed_day_first", "hex32"], "nl")


@pos
def _condition_el(g: Gen) -> Draft:
    t = moment_eet(g)
    return draft(f"""{v('datetime', f'Ημερομηνία και ώρα: {dmy(t)} {t:%H:%M}')}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.ksuid(t))}
Είσαι βοηθός του εργαστηρίου συντήρησης του Βυζαντινού Μουσείου. Απάντησε στα ελληνικά, σύντομα.

Συντηρήτρια: Η εικόνα έχει μικρές αποκολλήσεις στο χρυσό φόντο. Τι γράφω στην έκθεση κατάστασης;""",
                 "condition:icon-el", ["head", "day_first", "ksuid"], "el")


@pos
def _condition_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Pomagasz konserwatorom Muzeum Narodowego w Lubiczu przygotować protokoły stanu zachowania.
Odpowiadaj po polsku.
Pracownia: malarstwo sztalugowe
{v('datetime', f'Data zapytania: {t:%d.%m.%Y} r., godz. {t:%H:%M}')}
{v('session_id', 'ID sesji: ' + g.b62(22))}

Pytanie: Jak opisać w protokole przetarcia werniksu na krawędziach obrazu po starej ramie?""",
                 "condition:protokol-pl", ["system_tail", "header_block", "polish_datetime", "base62"], "pl")


# auction lots and bidding

@pos
def _lot_essay_crewai(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You are Senior Catalogue Writer. You have written lot essays for twenty years and you never make an
attribution stronger than the specialist does.
Your personal goal is: Write the catalogue note for lot 57 in the Modern British sale

Current Task: Draft a 150-word note from the specialist's facts. Use "attributed to" exactly where
the specialist does.

{v('date', 'Current Date: ' + iso_date(t))}

Specialist's facts: attributed to Winifred Nicholson; "Jug of Anemones", oil on board, 51 x 41 cm;
exhibited at the Leicester Galleries, London, 1938, no. 14; by descent in the sitter's family;
estimate GBP 30,000-50,000.

Begin! Write only the note.

Thought:""", "auction:lot-essay-crewai", ["body", "iso_date", "between_blank_lines"])


@pos
def _registration_http(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""POST /assist/registration HTTP/1.1
Host: bid.ashcombe-auctions.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Accept-Language: en-IE

You check new bidder registrations for Ashcombe Auctions: photo ID, proof of address issued in the
last three months, and a card on file for online bidding. Say what is missing.

Registration: Colm Reilly; passport, expires 2031-04-30; proof of address: utility bill dated
2 October 2025; card on file: none; wants to bid on lot 112 (estimate EUR 8,000-12,000).

Result:""", "auction:registration-http", ["head", "header_block", "http_date", "hex32", "stable_neighbours"])


@pos
def _phone_bidding_console(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You support phone-bidding staff at Ashgrove & Penn during live sales. Answer in one line; they are
on the phone with the client.

Staff: Client on lot 88 asks what he pays all in if he bids GBP 42,000 hammer. Premium is 26% up to
GBP 1m, VAT on the premium at 20%.
{v('datetime', 'Console time: ' + iso_space(t) + ' UTC')}
{v('session_id', 'Call-ID: ' + g.uuid4() + '@pbx.ashgrove.example')}
Assistant:""", "auction:phone-bidding-console", ["last_user", "iso_space", "sip_call_id"])


@pos
def _invoice_webhook_envelope(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""{v('request_id', 'Helpdeck-Webhook-Id: ' + g.ulid(t))}
{v('epoch', 'Helpdeck-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'Helpdeck-Signature: v1=' + g.hex(64))}

You draft replies to buyers about post-sale invoices at Grange Fine Art Auctions. The buyer's
premium is 25% of the hammer price up to GBP 500,000; VAT is charged on the premium only.

{{"ticket": {{"id": 77412, "created_at": "2026-03-02T16:20:11Z", "requester": "m.ortiz@example.net", "subject": "Invoice 26-1139 too high?", "body": "Lot 203 hammered at GBP 4,000 but the invoice says 5,200. Why?"}}}}

Reply:""", "auction:invoice-webhook-envelope", ["head", "webhook_envelope", "payload_neighbour", "signature"])


@pos
def _reserve_gcp(g: Gen) -> Draft:
    return draft(f"""{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
You help specialists at Vellum & Crane prepare reserve conversations with consignors. Be factual:
comparable results, market notes, no promises.

Comparables:
- Boudin, beach scene, 24 x 35 cm, sold 14 June 2025, GBP 21,000 hammer
- Boudin, beach scene, 19 x 27 cm, sold 3 December 2024, bought in at GBP 12,000
- Boudin, harbour scene, 26 x 37 cm, sold 22 March 2025, GBP 16,500 hammer

Specialist: The consignor wants a reserve of 18,000 on a 22 x 33 cm beach scene. Is that realistic?
Assistant:""", "auction:reserve-gcp", ["head", "gcp_trace", "dates_in_content_neighbour"])


@pos
def _results_digest_pairs(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""results-digest {v('epoch', 'started=' + str(epoch_s(t)))} {v('run_id', 'run=' + g.uuid4())} sale=L26104
Summarise the sale for the press office: sell-through rate by lot, total hammer, and the top three
lots with their hammer prices.

lot,title,estimate_low,estimate_high,hammer
1,Study of a Hare,4000,6000,7200
2,River at Sens,8000,12000,
3,Portrait of a Girl,15000,20000,31000
4,Coastal Path,3000,5000,3400
5,Still Life with Quinces,10000,15000,

Summary:""", "auction:results-digest", ["key_value_inline", "epoch_s", "uuid", "head", "csv_neighbour"])


@pos
def _discord_gavel(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You are Gavel, the help bot in the Paper Moon Comics Auctions Discord. Explain how bidding works;
never discuss other members' bids.
guild_id: 1201848810341105664
channel_id: 1201848810341105667
{v('message_id', 'message_id: ' + g.snowflake(t))}
author: inkblot_44

Message: if i put a max bid of 300 on lot 19 and someone else bids 250, what do i pay?
Gavel:""", "auction:discord-gavel", ["header_block", "snowflake", "stable_snowflakes"])


@pos
def _timed_sale_dotnet(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""You answer bidders in the timed online sale "Prints and Multiples" at Harrowgate Auctions. Lots close
one minute apart from 19:00 UK time on 18 March 2026; a bid in the last two minutes extends that lot
by two minutes. {v('datetime', 'Server time is ' + dotnet_o(t, g.small(0, 10)) + '.')}

Bidder: I've been outbid on lot 31 with ninety seconds left. If I bid now, when does it close?
Assistant:""", "auction:timed-sale-dotnet", ["inline_sentence", "dotnet_roundtrip", "dates_in_content_neighbour"])


@pos
def _paimai_zh_hant(g: Gen) -> Draft:
    t = g.moment(HKT)
    return draft(f"""{v('datetime', '系統時間：' + f'{t:%Y/%m/%d %H:%M:%S}')}
{v('request_id', '請求編號：' + g.uuid7(t))}
你是香港一家拍賣行的客戶服務助理，請用繁體中文回答。買家佣金為落槌價的 25%。

客戶：如果我在第 208 號拍品以 80,000 港元落槌，總共要付多少？""", "auction:paimai-zh-hant",
                 ["head", "slashed_iso", "uuid7", "fullwidth_colon"], "zh")


@pos
def _auktion_de(g: Gen) -> Draft:
    t = g.moment_eu()
    zone = "MESZ" if t.tzname() == "CEST" else "MEZ"
    return draft(f"""Du bist der Kundendienst-Assistent des Kunstauktionshauses Lerchenfeld in Köln. Antworte auf
Deutsch. Das Aufgeld beträgt 27 % auf den Zuschlag, zuzüglich Umsatzsteuer auf das Aufgeld.

Kundin: Ich habe Los 64 für 2.300 Euro ersteigert. Wann muss ich bezahlen und kann ich das Bild
selbst abholen?
{v('datetime', f'Zeitstempel: {t:%d.%m.%Y %H:%M:%S} {zone}')}
{v('request_id', 'Anfrage: ' + g.nanoid())}""", "auction:auktion-de", ["last_user", "dotted_datetime", "nanoid"], "de")


@pos
def _muzayede_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return draft(f"""{v('datetime', f'İstek zamanı: {t:%d.%m.%Y %H:%M}')}
{v('session_id', 'Oturum kimliği: ' + g.objectid(t))}
Sen İstanbul'daki bir müzayede evinin müşteri asistanısın. Türkçe ve kısa cevap ver. Alıcı primi
çekiç fiyatının %20'sidir.

Müşteri: 45 numaralı lotu telefonla nasıl pey verebilirim?""", "auction:muzayede-tr",
                 ["head", "dotted_datetime", "objectid"], "tr")


@pos
def _nilami_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return draft(f"""आप मुंबई के एक कला नीलामी घर के सहायक हैं। हिंदी में सरल उत्तर दें। खरीदार प्रीमियम हथौड़ा मूल्य का 20% है।
{v('datetime', 'अनुरोध समय: ' + hi_datetime(t))}
{v('session_id', 'सत्र: ' + g.nanoid())}

ग्राहक: अगर मैं लॉट 17 पर 5 लाख रुपये की बोली जीतता हूँ तो कुल कितना देना होगा?""",
                 "auction:nilami-hi", ["system_tail", "hindi_12h", "nanoid"], "hi")


# provenance research

@pos
def _provenance_search_run(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You help provenance researchers at the Whitcombe Museum close gaps in ownership histories for
1933-1945. Say what each record proves and what it does not.

Search run {v('run_id', g.ulid(t))} finished {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} over 4 archives.
Records found:
1. Stock book of Galerie Aldenhoven, Munich: no. 3318, "Flusslandschaft", bought 12 March 1936
   from "Fam. Weiss", sold 2 May 1938 to "Dr. H."
2. Exhibition catalogue, Kunstverein Bremen, 1934, no. 52, "Flusslandschaft", lent by Julius Weiss.
3. Museum accession register, 1951: bought from H. Hartung, Hamburg.

Question: Which years are still a gap, and what should I look for next?
Answer:""", "provenance:search-run", ["inline_id", "inline_phrase", "go_rfc3339nano", "ulid", "dates_in_content_neighbour"])


@pos
def _red_flag_screen(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""[screen {v('request_id', 'id=' + g.uuid4())} {v('epoch', 'screened=' + str(epoch_s(t)))} list=red-flag-names-2025.12]
You check names in a provenance against the museum's red-flag list and say which need research.
Red-flag list (excerpt): Galerie Aldenhoven; H. Hartung; Kunsthandlung Brakl (1937-1944 only).

Provenance to check:
Julius Weiss, Berlin (by 1934); Galerie Aldenhoven, Munich (1936-1938); private collection,
Hamburg; H. Hartung, Hamburg (by 1951); acquired by the museum, 1951.

Answer:""", "provenance:red-flag-screen", ["bracketed_context", "key_value_inline", "uuid", "epoch_s", "head"])


@pos
def _archive_letter_today(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Drafting tool: archive-request-letter v2
{v('date', 'Today: ' + day_month_year(t))}
Sender: Dr. Hannah Loeb, Provenance Research, Whitcombe Museum

Draft a short, formal letter in English to the Staatsarchiv München asking for the 1936-1938
correspondence files of the Galerie Aldenhoven and for the restitution claim file of Julius Weiss
(WGA no. 1/4471), if held. Ask about reproduction fees.

Letter:""", "provenance:archive-letter", ["header_block", "day_month_year", "stable_neighbours", "head"])


@pos
def _stock_book_autogen(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""You are a careful research assistant. When a task needs code, write one Python block and wait for the
output. Reply "DONE" when the task is finished.
{v('datetime', 'Current date and time: ' + py_str(t))}

user: Transcribe these dealer stock-book entries into CSV with the columns stock_no, date_in, artist,
title, from, date_out, to, price:
3317 | 9.3.36 | Thoma | Schwarzwaldtal | Slg. Rosen | 14.6.37 | Dr. Kessler | 1800 RM
3318 | 12.3.36 | unbek. | Flusslandschaft | Fam. Weiss | 2.5.38 | Dr. H. | 950 RM
assistant:""", "provenance:stock-book-agent", ["system_tail", "python_str_datetime", "pasted_content_neighbour"])


@pos
def _workbench_unix_date(g: Gen) -> Draft:
    t = g.moment_us()
    return draft(f"""Workspace: provenance-wb
Case: PR-2024-017 (Daubigny, "Banks of the Oise")
{v('session_id', 'Workbench session: ' + g.ksuid(t))}
{v('datetime', 'Opened: ' + unix_date(t))}

You help the researcher keep the case notes tidy: merge duplicate facts, keep sources next to each
fact, and list open questions last.

Notes: sold Galerie Georges Petit 1912 (sale cat. lot 44); "1912 Petit sale, lot 44" again from the
annotated copy; Knoedler stock no. A4410 (1927); Knoedler stock no. A4410, sold 1929 to "Mrs. D.".

Tidy notes:""", "provenance:workbench-session", ["header_block", "ksuid", "unix_date", "stable_neighbours", "head"])


@pos
def _provenance_he(g: Gen) -> Draft:
    t = moment_isr(g)
    return draft(f"""אתה עוזר מחקר מקורות (פרובננס) במוזיאון לאמנות. ענה בעברית, בקצרה ובזהירות.
{v('datetime', f'זמן הבקשה: {t.day}.{t.month}.{t.year} {t:%H:%M}')}
{v('session_id', 'מזהה שיחה: ' + g.uuid4())}

החוקרת: ציור שנרכש ב-1952 מסוחר בפריז. מה הצעד הראשון לבדיקת הבעלות בשנים 1939-1945?""",
                 "provenance:research-he", ["system_tail", "day_first", "uuid"], "he")


@pos
def _provenance_uk(g: Gen) -> Draft:
    t = moment_eet(g)
    return draft(f"""{v('datetime', f'Поточний час: {t.day} {UK_MONTHS[t.month - 1]} {t.year} р., {t:%H:%M}')}
{v('session_id', 'Сесія: ' + g.ulid(t))}
Ти допомагаєш дослідникам Національного художнього музею встановлювати походження творів. Відповідай
українською.

Дослідник: Картина надійшла до музею 1946 року з «фонду конфіскованих цінностей». Які архіви
перевірити насамперед?""", "provenance:research-uk", ["head", "long_date_local", "ulid"], "uk")


@pos
def _provenance_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Jesteś asystentem działu badań proweniencji w muzeum sztuki. Odpowiadaj po polsku.

Badaczka: Obraz ma na odwrociu pieczątkę „Kunsthandlung Brakl, München”. Co to może oznaczać dla
historii własności w latach 1937-1944?
{v('datetime', f'Wysłano: {t:%d.%m.%Y %H:%M:%S}')}
{v('message_id', 'Wiadomość: ' + g.hex(20))}""", "provenance:research-pl", ["last_user", "dotted_datetime", "hex"], "pl")


# audio guides

@pos
def _stop_script_footer(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Write a 90-second audio guide script for stop 14. Warm, second person, no dates except the
painting's own.

Facts: Dutch, c. 1660-65, "Woman at a Window", oil on canvas, 48 x 41 cm; bought in 1911 from a
collection in The Hague; cleaned in 1994, when a map on the back wall reappeared.

--
Rendered by guide-studio 2.3
{v('run_id', 'Job: ' + g.hex(12))}
{v('datetime', 'At: ' + ctime(t))}""", "audio:stop-script-footer", ["footer", "tail", "ctime", "hex"])


@pos
def _audio_description_fly(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""Fly-Region: ams
{v('request_id', 'Fly-Request-Id: ' + g.ulid(t).lower() + '-ams')}
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}

You write audio descriptions of artworks for blind and partially sighted visitors: first what the
work is and its size, then what is where, left to right, then colours and mood. No interpretation
beyond what can be seen.

Artwork: Sonia Delaunay, "Rhythm", 1938, oil on canvas, 182 x 149 cm.
Description:""", "audio:description-fly", ["head", "header_block", "ulid", "epoch_us", "stable_neighbours"])


@pos
def _guide_app_ctx(g: Gen) -> Draft:
    t = g.moment()
    return draft(f"""You are the voice of the Kestrel Bay Sculpture Park guide app. Suggest the next stop on the trail
from the visitor's position, in two sentences, and say how far it is.
ctx.app=guide-ios {v('epoch', 'ctx.ts_us=' + str(epoch_us(t)))} {v('request_id', 'ctx.rid=' + g.ksuid(t))} ctx.trail=coastal

Visitor: I'm at stop 6, the bronze heron. What's next?
Assistant:""", "audio:guide-app-ctx", ["system_tail", "key_value_inline", "epoch_us", "ksuid"])


@pos
def _rental_desk_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""<desk {v('session_id', 'session="' + g.b62(16) + '"')} {v('datetime', 'opened="' + py_logging(t) + '"')} counter="Audio guide desk 2"/>
You help staff at the audio guide desk of the Museum Haus Rieth. Devices are lent against an ID card;
a lost device costs EUR 150; the guide has English, German, French, Italian and a children's tour.

Staff: A visitor wants two devices, one with the children's tour, but she only has one ID card.
Assistant:""", "audio:rental-desk-xml", ["xml_attr", "base62", "python_logging", "head"])


@pos
def _tts_grpc_ns(g: Gen) -> Draft:
    t = g.moment()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return draft(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-python/1.66.1
  {v('epoch', 'x-voice-request-ns: ' + str(ns))}

Rewrite the stop text so it sounds natural when read by a speech synthesiser: expand numbers and
abbreviations, split long sentences, mark a pause with "...".

Stop 22: The altarpiece (c. 1480, 2.1 x 3.4 m) was commissioned by St. Anne's confraternity; its
wings were sold in 1803 and reunited in 1987.""", "audio:tts-grpc-ns",
                 ["head", "header_block", "epoch_ns", "made_up_label", "stable_neighbours"])


@pos
def _audioguia_pt(g: Gen) -> Draft:
    t = g.moment(BRT)
    return draft(f"""Você ajuda a equipe do educativo da Pinacoteca de Ouro Claro a revisar roteiros de audioguia. Responda
em português do Brasil.
{v('datetime', f'Hora local: {dmy(t)} {t.hour:02d}h{t.minute:02d}')}
{v('request_id', 'ID da requisição: ' + g.uuid4())}

Pergunta: Um roteiro de 2 minutos para crianças de 8 anos deve ter mais ou menos quantas palavras?""",
                 "audio:audioguia-pt", ["system_tail", "brazilian_time", "uuid"], "pt")


@pos
def _audioguia_es(g: Gen) -> Draft:
    t = g.moment(ART)
    return draft(f"""{v('datetime', 'Marca de tiempo: ' + rfc3339(t))}
{v('session_id', 'Sesión de edición: ' + g.hex(12))}
Sos el asistente de guiones de audioguía del Museo de Arte Hispanoamericano de Bahía Serena. Respondé
en español rioplatense, con frases cortas.

Editora: Necesito una introducción de 30 segundos para la sala de platería colonial.""",
                 "audio:audioguia-es", ["head", "rfc3339", "offset", "hex"], "es")


@pos
def _thuyet_minh_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return draft(f"""Bạn là trợ lý soạn lời thuyết minh cho Bảo tàng Mỹ thuật Hải Phòng. Trả lời bằng tiếng Việt.

Biên tập viên: Hãy viết đoạn thuyết minh 1 phút cho bức tranh sơn mài "Vườn xuân" năm 1969.
{v('datetime', f'Thời điểm yêu cầu: {t:%H:%M} ngày {dmy(t)}')}
{v('session_id', 'Mã phiên: ' + g.nanoid())}""", "audio:thuyet-minh-vi", ["last_user", "time_first", "nanoid"], "vi")


@pos
def _pemandu_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return draft(f"""Kamu asisten pemandu suara Museum Seni Rupa Kota Lama. Jawab dalam bahasa Indonesia yang santai.
{v('datetime', f'Waktu permintaan: {dmy(t)} {t.hour:02d}.{t.minute:02d} WIB')}
{v('session_id', 'ID sesi: ' + g.b62(20))}

Pengunjung: Apakah ada tur audio untuk anak-anak, dan berapa lama?""", "audio:pemandu-id",
                 ["system_tail", "dotted_clock", "base62"], "id")


@pos
def _audioguide_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Tjänst: ljudguide-redaktion
{v('datetime', f'Tid för förfrågan: {t:%Y-%m-%d} kl. {t.hour:02d}.{t.minute:02d}')}
{v('session_id', 'Sessions-id: ' + g.uuid4())}
Språk: sv

Du hjälper redaktörerna på Konstmuseet i Vänersborg att korta ljudguidetexter. Behåll alla namn och
årtal.

Redaktör: Korta texten om Carl Larssons akvarell till 60 ord.""", "audio:redaktion-sv",
                 ["header_block", "kl_clock", "uuid", "stable_neighbours"], "sv")


@pos
def _audioguide_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return draft(f"""Jsi asistent pro audioprůvodce Galerie moderního umění v Kroměříži. Odpovídej česky.

Návštěvník: Kolik zastavení má okruh po stálé expozici a jak dlouho trvá?
{v('datetime', f'Čas požadavku: {t.day}. {t.month}. {t.year} {t:%H:%M}')}
{v('session_id', 'ID relace: ' + g.uuid7(t))}""", "audio:audioguide-cs", ["last_user", "czech_date", "uuid7"], "cs")



# --- generated positives: one program field (or two) over bodies with records of their own ---------

# (name, lang, museum, system, record, user label, question, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str, str, str]] = [
    ("loan-email", "en", "Calder Museum",
     "You are the loans desk assistant of the Calder Museum. Answer from the correspondence and say when\n"
     "the registrar has to decide.",
     "The lender wrote:\n\nFrom: Ines Duarte <i.duarte@fundacao-mar.example>\nDate: Tue, 10 Feb 2026 09:14:22 +0000\n"
     "Message-ID: <7c1e2a90-55d1-4b8e-9f0a-3d2e61c4b7a1@fundacao-mar.example>\nSubject: Loan of the Almeida seascape\n\n"
     "We can lend the seascape from 1 June 2026 if a courier accompanies it both ways and the crate\n"
     "travels in a climate-controlled truck.",
     "Registrar", "Does the courier condition change our shipping budget?", "Assistant:"),
    ("condition-lines", "en", "Ferrand Gallery",
     "You check condition reports of the Ferrand Gallery for consistency between check-out and check-in.",
     "Reports:\nCR-2026-044 | examined 2026-02-03 10:40 | frame chip, top left, 4 mm | stable\n"
     "CR-2026-051 | examined 2026-02-17 15:05 | frame chip, top left, 4 mm; new abrasion, lower edge | report to lender",
     "Conservator", "Is the abrasion really new, or could it have been missed on 3 February?", "Answer:"),
    ("lot-csv", "en", "Harlow & Finch",
     "You help the sale coordinator at Harlow & Finch check the closing order of a timed sale.",
     "lot,title,estimate,closes_at\n101,Blue Jug,300-500,2026-03-18T19:00:00Z\n102,Harbour Study,800-1200,"
     "2026-03-18T19:01:00Z\n103,Two Pears,400-600,2026-03-18T19:02:00Z",
     "Coordinator", "If lot 102 is extended twice by two minutes, does it close after lot 103?", "Assistant:"),
    ("gate-counts", "en", "Northwick Art Museum",
     "You analyse gate counts for the visitor services manager of the Northwick Art Museum.",
     "timestamp,gate,entries\n2026-02-14T10:00:00+00:00,main,184\n2026-02-14T11:00:00+00:00,main,412\n"
     "2026-02-14T12:00:00+00:00,main,455\n2026-02-14T13:00:00+00:00,main,301",
     "Manager", "Which hour should get an extra ticket scanner on Valentine's Day next year?", "Answer:"),
    ("provenance-chain", "en", "Whitcombe Museum",
     "You review provenance texts for the Whitcombe Museum's online collection. Flag gaps and vague\n"
     "wording.",
     "Provenance as published:\nJulius Weiss, Berlin, by 1934; Galerie Aldenhoven, Munich, 12 March 1936 - 2 May 1938;\n"
     "private collection, Hamburg; H. Hartung, Hamburg, by 1951; purchased by the museum, 1951 (1951.22).",
     "Researcher", "Which wording here would you change before it goes online?", "Answer:"),
    ("stop-table", "en", "Ruskin Hall Gallery",
     "You help the learning team of the Ruskin Hall Gallery plan audio guide tours.",
     "| Stop | Title               | Length | Recorded   |\n|------|---------------------|--------|------------|\n"
     "| 3    | The Orchard Wall    | 1:45   | 2025-06-12 |\n| 4    | Mill at Evening     | 2:10   | 2025-06-12 |\n"
     "| 5    | The Weaver's Window | 1:20   | 2025-09-30 |",
     "Editor", "Can stops 3-5 fit in a five-minute taster tour with 20 seconds of walking between them?",
     "Assistant:"),
    ("checklist-json", "en", "Cobalt Kunsthalle",
     "You keep exhibition checklists tidy for the Cobalt Kunsthalle registrars.",
     '{"id": "3f0c8d2e-61a4-4c7b-9b1e-5a2f0d8c7e64", "show": "Glass Houses", "updated_at": "2026-01-28T08:12:00Z",\n'
     ' "objects": [{"no": "2017.4.1", "lender": "in-house"}, {"no": "L-5512", "lender": "Museo Vetro"}]}',
     "Registrar", "Which objects in this checklist are loans?", "Assistant:"),
    ("bid-log", "en", "Oakes Auctioneers",
     "You explain bid histories to clients of Oakes Auctioneers. Paddle numbers stay anonymous.",
     "Bid history, lot 44:\n[2026-03-11 18:42:07] paddle 1187 online 2,400\n[2026-03-11 18:42:19] paddle 0642 room 2,600\n"
     "[2026-03-11 18:42:31] paddle 1187 online 2,800\n[2026-03-11 18:42:50] hammer 2,800",
     "Client", "Why did I win at 2,800 when my maximum was 3,500?", "Assistant:"),
    ("ficha-prestamo", "es", "Museo de la Ribera",
     "Eres el asistente del registro del Museo de la Ribera. Responde en español y cita la ficha.",
     "Ficha de préstamo:\nnúmero: PR-2026-009\nobra: Bodegón con granadas (1998.45)\nprestatario: Museo Provincial de Soria\n"
     "fecha_alta: 2026-01-20 12:31\nsalida prevista: 2026-04-02",
     "Registradora", "¿Cuántos días quedan entre el alta de la ficha y la salida prevista?", ""),
    ("zustandsprotokoll", "de", "Kunstsammlung Oberau",
     "Du hilfst der Restaurierungswerkstatt der Kunstsammlung Oberau. Antworte auf Deutsch.",
     "Zustandsprotokoll Nr. 2026/014\nDatum: 03.02.2026, 10:40 Uhr\nObjekt: Bildnis einer Dame (Inv. G 1187)\n"
     "Befund: Malschicht stabil, Firnis leicht vergilbt, Rahmen mit Fehlstelle unten links",
     "Restauratorin", "Muss der vergilbte Firnis vor der Ausleihe behandelt werden?", ""),
    ("nyusatsu", "ja", "青葉オークション",
     "あなたは青葉オークションの顧客窓口アシスタントです。日本語で丁寧に答えてください。",
     "入札履歴（ロット 18）：\n2026年3月11日 18時42分07秒　パドル 1187　240,000円\n"
     "2026年3月11日 18時42分31秒　パドル 0642　260,000円\n2026年3月11日 18時42分50秒　落札 260,000円",
     "お客様", "私の最高入札額は30万円でしたが、なぜ落札できなかったのですか？", ""),
    ("gwanramgaek", "ko", "해송미술관",
     "당신은 해송미술관의 관람객 통계 도우미입니다. 한국어로 답하세요.",
     "관람객 집계표 (2026년 2월 14일)\n시각 | 입장객\n10:00 | 184\n11:00 | 412\n12:00 | 455\n13:00 | 301",
     "직원", "가장 붐빈 시간대는 언제였고, 다음 주 토요일에 안내 인력을 어떻게 배치하면 좋을까요?", ""),
    ("fiche-audioguide", "fr", "Musée des Tanneurs",
     "Vous aidez l'équipe des publics du musée des Tanneurs à réviser l'audioguide. Répondez en français.",
     "Fiche de l'arrêt 9\nTitre : La Tannerie au bord de l'Ill\nDurée : 2 min 05\nEnregistré le 12/06/2025 au studio Rivage\n"
     "Voix : Claire M.",
     "Médiatrice", "Faut-il réenregistrer l'arrêt si on ajoute une phrase sur la restauration de 2026 ?", ""),
]

# (cue, format family, line label, key, value maker, numeric)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen, datetime], str], bool]] = [
    ("datetime", "rfc3339", "Desk clock", "desk_clock", lambda g, t: rfc3339(t), False),
    ("datetime", "http_date", "Served", "served", lambda g, t: http_date(t), False),
    ("datetime", "python_logging", "Context time", "context_time", lambda g, t: py_logging(t), False),
    ("datetime", "log4j", "Stamped", "stamped", lambda g, t: log4j_iso(t), False),
    ("datetime", "go_rfc3339nano", "Gallery clock", "gallery_clock", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("datetime", "windows_datetime", "Front desk time", "front_desk_time", lambda g, t: windows_general(t), False),
    ("datetime", "js_iso", "Rendered", "rendered", lambda g, t: js_iso(t), False),
    ("datetime", "sk_now", "Now", "now", lambda g, t: sk_now(t), False),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False),
    ("date", "iso_date", "Date", "date", lambda g, t: iso_date(t), False),
    ("epoch", "epoch_ms", "t0", "t0", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_s", "Epoch", "epoch", lambda g, t: str(epoch_s(t)), True),
    ("request_id", "uuid", "Request", "request", lambda g, t: g.uuid4(), False),
    ("request_id", "hex32", "Correlation", "correlation", lambda g, t: g.hex(32), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("session_id", "nanoid", "Visit session", "visit_session", lambda g, t: g.nanoid(), False),
    ("session_id", "objectid", "Chat", "chat", lambda g, t: g.objectid(t), False),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t), False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("request_id", "stripe", "Stripe-Request-Id", "stripe_request_id", lambda g, t: "req_" + g.b62(14), False),
    ("datetime", "clf", "Edge time", "edge_time", lambda g, t: clf(t), False),
    ("datetime", "rfc2822", "Asked at", "asked_at", lambda g, t: rfc2822(t), False),
    ("request_id", "ksuid", "Lookup", "lookup", lambda g, t: g.ksuid(t), False),
    ("session_id", "uuid7", "Desk session", "desk_session", lambda g, t: g.uuid7(t), False),
    ("datetime", "python_str", "Moment", "moment", lambda g, t: py_str(t), False),
    ("datetime", "js_tostring", "Browser time", "browser_time",
     lambda g, t: js_tostring(t, "Coordinated Universal Time" if t.utcoffset() == timedelta(0) else "Local Time"),
     False),
]

# The localized "now", request and session fields of the bodies in other languages.
LOCAL_FIELDS: dict[str, dict[str, tuple[str, str, str, Callable[[Gen, datetime], str]]]] = {
    "es": {"time": ("datetime", "Marca horaria", "marca_horaria", lambda g, t: f"{dmy(t)} {t:%H:%M:%S}"),
           "request": ("request_id", "Petición", "peticion", lambda g, t: g.uuid4()),
           "session": ("session_id", "Sesión de chat", "sesion", lambda g, t: g.nanoid())},
    "de": {"time": ("datetime", "Jetzt", "jetzt", lambda g, t: f"{t:%d.%m.%Y %H:%M:%S}"),
           "request": ("request_id", "Anfrage-Nr.", "anfrage", lambda g, t: g.hex(24)),
           "session": ("session_id", "Sitzungs-ID", "sitzung", lambda g, t: g.ulid(t))},
    "ja": {"time": ("datetime", "現在時刻", "genzai", lambda g, t: ja_datetime(t)),
           "request": ("request_id", "要求ID", "yokyu_id", lambda g, t: g.uuid4()),
           "session": ("session_id", "セッションID", "session", lambda g, t: g.nanoid())},
    "ko": {"time": ("datetime", "현재 시각", "hyeonjae", lambda g, t: ko_datetime(t)),
           "request": ("request_id", "요청 ID", "yocheong_id", lambda g, t: g.hex(20)),
           "session": ("session_id", "세션 ID", "session_id", lambda g, t: g.ulid(t))},
    "fr": {"time": ("datetime", "Heure de la requête", "heure", lambda g, t: f"{dmy(t)} {t:%H:%M}"),
           "request": ("request_id", "ID de requête", "requete", lambda g, t: g.uuid7(t)),
           "session": ("session_id", "Session", "session", lambda g, t: g.ksuid(t))},
}
LOCAL_ZONES = {"es": None, "de": None, "ja": JST, "ko": KST, "fr": None}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_inline",
             "xml_attr"]
TWO_FIELD_POSITIONS = {"header_block", "front_matter", "last_user"}
GENERATED = 36

STABLE_BLOCK = {"en": ["Channel: web", "Locale: en-GB"], "es": ["Canal: web", "Idioma: es"],
                "de": ["Kanal: Web", "Sprache: de"], "ja": ["チャネル：ウェブ", "言語：ja"],
                "ko": ["채널: 웹", "언어: ko"], "fr": ["Canal : web", "Langue : fr"]}
FOOTER = {"en": "{m} · assistant v3", "es": "{m} · asistente v3", "de": "{m} · Assistent v3",
          "ja": "{m}・アシスタント v3", "ko": "{m} · 도우미 v3", "fr": "{m} · assistant v3"}


def _colon(lang: str) -> str:
    return "：" if lang == "ja" else (" : " if lang == "fr" else ": ")


def render(position: str, lang: str, label: str, key: str, value: str, numeric: bool) -> str:
    """One field as the position writes it."""
    if position == "front_matter":
        return f"{key}: {value}"
    if position == "json_inline":
        return f'"{key}":{value},' if numeric else f'"{key}":"{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    return f"{label}{_colon(lang)}{value}"


def compose(body: tuple[str, str, str, str, str, str, str, str], position: str, marks: list[str],
            block_at: int) -> str:
    """A body with program fields (already marked, or stable) at one position."""
    name, lang, museum, system, record, who, question, cue = body
    sep = _colon(lang)
    user = f"{who}{sep}{question}"
    lines_block = "\n".join(marks)
    tail_cue = f"\n{cue}" if cue else ""
    core = f"{system}\n\n{record}\n\n{user}"
    if position == "head":
        return f"{lines_block}\n{core}{tail_cue}"
    if position == "system_tail":
        return f"{system}\n{lines_block}\n\n{record}\n\n{user}{tail_cue}"
    if position == "header_block":
        block = [f"{'Museum' if lang == 'en' else 'Haus'}{sep}{museum}" if lang in ("en", "de")
                 else f"{museum}"] + list(STABLE_BLOCK[lang])
        for k, m in enumerate(marks):
            block.insert(min(block_at, len(block) - 1) + k, m)
        return "\n".join(block) + f"\n\n{core}{tail_cue}"
    if position == "last_user":
        return f"{core}\n{lines_block}{tail_cue}"
    if position == "footer":
        return f"{core}\n\n--\n{lines_block}\n" + FOOTER[lang].format(m=museum)
    if position == "front_matter":
        return f"---\napp: desk-assistant\n{lines_block}\nmuseum: {museum}\n---\n{core}{tail_cue}"
    if position == "json_inline":
        return '{"app":"desk-assistant",' + "".join(marks) + f'"museum":"{museum}"}}\n{core}{tail_cue}'
    if position == "xml_attr":
        return "<context " + " ".join(marks) + f' museum="{museum}">\n{core}\n</context>{tail_cue}'
    raise ValueError(position)


def _moment_for(g: Gen, lang: str) -> datetime:
    zone = LOCAL_ZONES.get(lang)
    if zone is not None:
        return g.moment(zone)
    if lang in ("es", "de", "fr"):
        return g.moment_eu()
    maker = g.rng.choice([g.moment, g.moment_eu, g.moment_us])
    return maker()


def generated_positives(g: Gen) -> list[Draft]:
    """One field (two in some header blocks, front matter and last messages) in one body at one
    position; every body, position and English field used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out = []
    en = 0
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        lang = body[1]
        position = POSITIONS[k % len(POSITIONS)]
        t = _moment_for(g, lang)
        if lang == "en":
            cue, family, label, key, make, numeric = fields[en % len(fields)]
            en += 1
            picked = [(cue, family, label, key, make(g, t), numeric)]
            if position in TWO_FIELD_POSITIONS and k % 3 != 1:
                want_time = cue not in ("datetime", "date", "epoch")
                others = [f for f in FIELDS if (f[0] in ("datetime", "date", "epoch")) == want_time]
                other = others[g.small(0, len(others))]
                picked.append((other[0], other[1], other[2], other[3], other[4](g, t), other[5]))
        else:
            kinds = ["time", "request", "session"]
            first = kinds[k % 3]
            cue, label, key, make = LOCAL_FIELDS[lang][first]
            picked = [(cue, f"local_{first}", label, key, make(g, t), False)]
            if position in TWO_FIELD_POSITIONS:
                second = "session" if first == "time" else "time"
                cue2, label2, key2, make2 = LOCAL_FIELDS[lang][second]
                picked.append((cue2, f"local_{second}", label2, key2, make2(g, t), False))
        marks = [v(c, render(position, lang, lab, ky, val, num)) for c, _, lab, ky, val, num in picked]
        text = compose(body, position, marks, g.small(0, 3))
        out.append(Draft(text, f"{SRC}gen:{body[0]}+{'+'.join(p[1] for p in picked)}",
                         ["generated", position, *(p[1] for p in picked), *lang_tags(lang)]))
    return out


# (label, key, value) of stable values put where the family's programs put their fields
STABLE_VALUES: dict[str, list[tuple[str, str, str]]] = {
    "en": [("Knowledge cutoff", "knowledge_cutoff", "2024-06"), ("Prompt revision", "prompt_revision", "2026-01-12"),
           ("API version", "api_version", "2025-09-01"), ("Time zone", "time_zone", "Europe/London"),
           ("Opening hours", "opening_hours", "10:00-18:00"), ("Build", "build", "2026.02.3"),
           ("Loans policy", "loans_policy", "2024 edition"), ("Season opens", "season_opens", "2026-04-01")],
    "es": [("Zona horaria", "zona_horaria", "Europe/Madrid")],
    "de": [("Öffnungszeiten", "oeffnungszeiten", "Di-So 10-18 Uhr")],
    "ja": [("知識の期限", "knowledge_cutoff", "2024年6月")],
    "ko": [("휴관일", "closed_on", "매주 월요일")],
    "fr": [("Version de l'API", "api_version", "2025-09-01")],
}


def generated_negatives() -> list[Draft]:
    """Every body once, with one stable value at one of the family's positions."""
    out = []
    en_k = 0
    for k, body in enumerate(BODIES):
        lang = body[1]
        if lang == "en":
            label, key, value = STABLE_VALUES["en"][en_k]
            en_k += 1
        else:
            label, key, value = STABLE_VALUES[lang][0]
        position = POSITIONS[(k * 3 + 1) % len(POSITIONS)]
        mark = render(position, lang, label, key, value, False)
        text = compose(body, position, [mark], 1)
        out.append(Draft(text, f"{SRC}neg:gen:{body[0]}+{key}",
                         ["hard_negative", "generated", position, "stable_value", *lang_tags(lang)]))
    return out


# --- negatives: look-alikes, asked-about values, stable values, controls ---------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about the permanent collection of the Harwick Museum of Art. If a work is not in
the collection, say so.<|eot_id|><|start_header_id|>user<|end_header_id|>

Who painted the large harbour scene in Gallery 9?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

"""),
    ("api-version-header", ["api_version", "stable_header"], "en",
     """Collections-API-Version: 2025-09-01
Museum-Id: 0042
Accept: application/json

You turn questions from curators into filter expressions for the collections API. Output the filter
only.

Curator: all Dutch paintings acquired before 1950 that are on display now
Filter:"""),
    ("prompt-revision", ["authored_revision", "stable_header"], "en",
     """Prompt: audio-guide-writer
Revision: 7
Last reviewed: 2026-01-20 by the learning team

You write audio guide scripts of about 200 words: one opening question, three things to look at, one
closing thought. No dates except the work's own.

Stop 31: Berthe Morisot, "Woman at her Toilette", 1875-80, oil on canvas.
Script:"""),
    ("exhibition-front-matter", ["front_matter", "exhibition_dates"], "en",
     """---
exhibition: Northern Light
opens: 2026-09-12
closes: 2027-01-10
galleries: [8, 9]
---
Write a 40-word teaser for the museum's newsletter. Mention the dates once, in words.

Teaser:"""),
    ("hours-and-phone", ["opening_hours", "phone"], "en",
     """You are the information line assistant of the Linden Natural History and Art Museum. We are open
Tuesday to Sunday, 10:00-17:30, with late opening on Thursdays until 21:00. Phone: +44 131 496 0734.

Caller: Are you open on Easter Monday, 6 April?
Assistant:"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current time: {{current_time}}
Visit ID: {{visit_id}}

You are the visitor assistant of the Penrose Art Centre. Keep answers to two sentences.

Visitor: Where is the cloakroom?
Assistant:"""),
    ("accession-years", ["accession_number", "id_in_question"], "en",
     """Our register has both 2019.44.1 and 1919.44.1. Could one be a typo for the other, or is it normal
for an old museum to reuse the lot and item numbers a century apart?"""),
    ("hammer-arithmetic", ["price", "dates_in_question"], "en",
     """Lot 112 was estimated at EUR 8,000-12,000 and hammered at 15,500 on 18 March 2026. With a 26%
premium, what did the buyer pay, and how far above the high estimate is that?"""),
    ("auction-iban", ["iban", "price"], "en",
     """Please check these payment details from the auction house before I pay: IBAN GB33 BUKB 2020 1555
5555 55, BIC BUKBGB22, reference INV 26-1139 / client 55102, amount GBP 5,200.00."""),
    ("fixity-md5", ["hash", "id_in_question"], "en",
     """The checksum of IMG_0412.tif was 9e107d9d372bb6826bd81d3542a419d6 when it was ingested and is now
e4d909c290d0fb1ca068ffaddf22cbd0. Does a changed MD5 always mean the image is damaged?"""),
    ("ticket-ulid-question", ["ulid", "id_in_question"], "en",
     """My e-ticket says "Booking 01JNB3YQ4K8V2M5T7X9C0D1E2F" and the e-mail says "Order M-4471023". Which
one do I give at the desk?"""),
    ("logger-epoch-question", ["epoch", "id_in_question"], "en",
     """The shock logger in crate 7 recorded the big jolt at 1775196000000. What time was that in London,
and was the crate still on the truck then if it arrived at 08:15?"""),
    ("few-shot-edtf", ["few_shot", "example_date"], "en",
     """Normalise object dates to EDTF.

Example input: "c. 1880" -> 1880~
Example input: "1660-65" -> 1660/1665
Example input: "dated 14 May 1907" -> 1907-05-14

Input: "about 1912, before June"
Output:"""),
    ("calver-build", ["build", "stable_header"], "en",
     """App: guide-android
Build: 2026.03.1
Region: eu-west-2

You answer visitors' questions about the Kestrel Bay Sculpture Park guide app: downloads, offline
maps, languages.

Visitor: Can I download the whole trail before I arrive? There is no signal on the cliffs.
Assistant:"""),
    ("xml-attrs-stable", ["xml_attr", "founded"], "en",
     """<museum id="HSG" tz="Europe/London" founded="1891-05-04" rooms="22"/>
You help the Hale Street Gallery's front desk answer questions about the building's history.

Visitor: Was this always a gallery, or was it something else before?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: lot-essay-v4, revised 2025-11-03 -->
Write a 100-word catalogue note: artist, subject, one sentence of context, condition summary.

Lot 19: Eric Ravilious, "Beachy Head", watercolour, 1939, 44 x 54 cm; minor foxing to margins.
Note:"""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Summarise the buyer's obligations after the sale in three bullet points.

Buyers must pay within 14 days; lots are at the buyer's risk from the fall of the hammer; storage is
free for 21 days, then GBP 5 per lot per day.

--
Ashcombe Auctions · Conditions of sale rev. 2025-09 · Reg. no. 04412789"""),
    ("member-table", ["md_table", "member_since"], "en",
     """| Field        | Value         |
|--------------|---------------|
| Member       | Grace Adeyemi |
| Member since | 2017-03-11    |
| Tier         | Patron        |
| Member no.   | 20417         |

You are the members' desk assistant of the Torrance Museum. Patrons bring two guests free.

Grace: Can I bring my two nieces to the private view on Thursday?
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging guide bot. Is the tone right, and should the time
and session lines be there at all?

You are Cleo, the gallery guide of the Ferrand Gallery.
Current time: 2026-03-01T10:00:00Z
Session: 9a7c2e1f-0b3d-4e5f-8a6b-7c8d9e0f1a2b
Always greet visitors warmly and suggest one highlight."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 16:40 and the museum closes at 17:30. Is that enough time for the Rembrandt room and the shop,
or should I choose one?"""),
    ("relative-bidding", ["relative_time"], "en",
     """The lot closes in 12 minutes and I was outbid 3 minutes ago. Is it better to bid now or to wait for
the last minute?"""),
    ("chatml-sale-date", ["chatml", "knowledge_cutoff", "event_date"], "en",
     """<|im_start|>system
You answer questions about the Modern British sale of 18 March 2026, 14:00, London. Knowledge cutoff:
2024-06.<|im_end|>
<|im_start|>user
How do I register to bid by phone?<|im_end|>
<|im_start|>assistant
"""),
    ("audio-timecodes", ["timecode"], "en",
     """Tighten this audio script by about 20%, but keep the music cues at 00:00:12 and 00:01:31.

[00:00:00] Welcome to Gallery 4.
[00:00:12] MUSIC IN, harpsichord.
[00:00:20] In front of you hangs a portrait that was, for nearly two hundred years, thought to be of
somebody else entirely, a story that we will now tell you from the very beginning.
[00:01:31] MUSIC OUT."""),
    ("label-facts", ["dates_in_prose", "dimensions"], "en",
     """Write a 50-word wall label for: Anna Ancher, "Sunlight in the Blue Room", 1891, oil on canvas,
65.2 x 58.8 cm, acquired 1912 with support from the Friends."""),
    ("authority-ids", ["authority_id", "id_in_question"], "en",
     """Our record of the painter links ULAN 500115493 and Wikidata Q5582. Are those the same person, and
which should our online collection display?"""),
    ("discord-stable-ids", ["stable_snowflakes", "stable_header"], "en",
     """You are Gavel, the help bot in the Paper Moon Comics Auctions Discord. Explain the rules only.
guild_id: 1201848810341105664
channel_id: 1201848810341105667

Message: what's the buyer's premium on the vintage comics sale?
Gavel:"""),
    ("customer-id-question", ["stripe_ids", "id_in_question"], "en",
     """Why was customer cus_R8kq2mVx0TnA1L charged twice for ticket order M-4471023 on 28 February?"""),
    ("sculpture-coordinates", ["coordinates"], "en",
     """The heron sculpture is at 50.7184 N, 1.8803 W and the car park at 50.7201, -1.8771. Roughly how long
is the walk between them?"""),
    ("loan-arithmetic", ["date_arithmetic"], "en",
     """A loan runs for 120 days from 12 September 2026. When does it end, and is that before the lender's
deadline of 15 January 2027?"""),
    ("stand-de", ["document_revision", "stand"], "de",
     """Hausordnung des Museums Schloss Rheda
Stand: Februar 2026

Fotografieren ohne Blitz ist erlaubt. Stative und Selfie-Stangen sind in den Ausstellungsräumen nicht
gestattet.

Frage: Darf ich ein kleines Tischstativ mitbringen?"""),
    ("hours-ja", ["opening_hours"], "ja",
     """あなたは県立美術館の案内係です。
開館時間：9時30分〜17時（入館は16時30分まで）
休館日：月曜日（祝日の場合は翌日）

来館者：5月4日の月曜日は開いていますか？"""),
    ("template-es", ["template_placeholder"], "es",
     """Hora actual: {{hora_actual}}
ID de visita: {{id_visita}}

Eres el asistente del Museo de la Ribera. Responde en español.

Visitante: ¿Dónde está el guardarropa?"""),
    ("tarifs-fr", ["price", "dates_in_question"], "fr",
     """Tarifs du musée des Tanneurs : plein 12 €, réduit 8 €, gratuit pour les moins de 18 ans. Le premier
dimanche du mois, l'entrée est libre.

Visiteur : Nous venons le dimanche 1er mars à quatre adultes. Combien allons-nous payer ?"""),
    ("prices-ko", ["price", "table"], "ko",
     """어떤 권종이 가장 저렴한가요? 가족 4명(성인 2, 청소년 2) 기준으로 계산해 주세요.

권종     | 요금
성인     | 15,000원
청소년   | 8,000원
가족권   | 40,000원 (최대 4인)"""),
    ("hours-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد متحف الفن الحديث. ساعات العمل: من السبت إلى الخميس، ٩ صباحًا - ٧ مساءً، والجمعة من ٢ ظهرًا.
هاتف الحجوزات: ٠٢ ٤٤٤ ٠١٧٣

الزائر: هل يمكنني زيارة المتحف صباح يوم الجمعة؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们博物馆的导览小程序更新到 4.2.0（2026-01-15 发布）以后，离线语音包下载不了。系统：Android 15。这是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """O leilão on-line termina daqui a 40 minutos e meu lance foi superado há 5 minutos. Vale a pena
esperar até o último minuto?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Η έκθεση διαρκεί από τις 12 Μαρτίου έως τις 30 Ιουνίου 2026. Πόσες εβδομάδες είναι αυτό, και πέφτει
μέσα σε αυτήν η Διεθνής Ημέρα Μουσείων στις 18 Μαΐου;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """अभी शाम के 4:40 बजे हैं और संग्रहालय 5:30 बजे बंद होता है। क्या मैं मूर्तिकला गैलरी और चित्रकला गैलरी दोनों देख पाऊँगा?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Müzayede evine ödemeyi bu hesaba yapacağım, kontrol eder misin? IBAN: TR33 0006 1005 1978 6457 8413 26,
alıcı Boğaziçi Müzayede A.Ş., tutar 54.000 TL, açıklama: Lot 45."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Montaże wystaw planujemy w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W36 i czy zdążymy przed
otwarciem 12 września?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """ההשאלה מתחילה ב-12 בספטמבר 2026 ונמשכת 120 יום. באיזה תאריך היא מסתיימת?"""),
    ("member-id-th", ["member_id", "stable_header"], "th",
     """หมายเลขสมาชิก: HSC-004417
ประเภทสมาชิก: ครอบครัว
สมาชิกตั้งแต่: 1 มกราคม 2567

คุณเป็นผู้ช่วยของหอศิลป์ร่วมสมัยเชียงใหม่ ตอบเป็นภาษาไทย

สมาชิก: ฉันพาเพื่อนมาฟรีได้กี่คนคะ"""),
    ("isbn-ru", ["isbn"], "ru",
     """Помоги найти каталог выставки по ISBN 978-5-91542-123-4. Это то же издание, что и с ISBN
978-5-91542-124-1, только в мягкой обложке?"""),
    ("estimate-it", ["price", "dates_in_question"], "it",
     """Il lotto 64 aveva una stima di 2.000-3.000 euro ed è stato aggiudicato a 2.300 il 12 marzo 2026. Con
i diritti d'asta del 27%, quanto pago in tutto?"""),
    ("prices-vi", ["price"], "vi",
     """Vé vào cửa bảo tàng: người lớn 40.000 đồng, sinh viên 20.000 đồng, trẻ em dưới 6 tuổi miễn phí.
Gia đình tôi có 2 người lớn, 1 sinh viên và 1 bé 5 tuổi thì hết bao nhiêu tiền?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly museum educator. Suggest activities for families.

User: What can a four-year-old enjoy in an art museum for an hour?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help first-time buyers understand art auctions. Explain terms simply.

User: What is the difference between a reserve and an estimate?
Assistant:"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *lang_tags(lang)]))
    return out


# --- negatives: pasted records of the domain ---------------------------------------------------------

def place(how: str, block: str, ask: str, extra: str = "") -> str:
    """A pasted block and the user's question in one of the placements."""
    if how == "ask_above":
        return f"{ask}\n\n{block}"
    if how == "ask_below":
        return f"{block}\n\n{ask}"
    if how == "lead_in":
        return f"{extra}\n\n{block}\n\n{ask}"
    if how == "typed_under":
        return f"{ask}\n{block}"
    if how == "both_sides":
        return f"{ask}\n\n{block}\n\n{extra}"
    if how == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if how == "quoted":
        quoted = "\n".join(("> " + line).rstrip() for line in block.split("\n"))
        return f"{extra}\n\n{quoted}\n\n{ask}"
    if how == "indented":
        indented = "\n".join(("    " + line).rstrip() for line in block.split("\n"))
        return f"{ask}\n\n{indented}"
    if how == "earlier_user_turn":
        first, reply = extra.split("|")
        return f"User: {first}\n{block}\nAssistant: {reply}\nUser: {ask}\nAssistant:"
    if how == "earlier_assistant_turn":
        return f"User: {extra}\nAssistant: {block}\nUser: {ask}\nAssistant:"
    if how == "system_user":
        return f"{extra}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if how == "chatml":
        return (f"<|im_start|>system\n{extra}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
                "<|im_start|>assistant\n")
    if how == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{extra}<|eot_id|>"
                f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>\n"
                "<|start_header_id|>assistant<|end_header_id|>\n\n")
    if how == "gemma":
        return f"<start_of_turn>user\n{extra}\n\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if how == "phi3":
        return f"<|system|>\n{extra}<|end|>\n<|user|>\n{ask}\n{block}<|end|>\n<|assistant|>\n"
    if how == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if how == "rag":
        source, instruction = extra.split("|")
        return (f"{instruction}\n\n<document source=\"{source}\">\n{block}\n</document>\n\n"
                f"Question: {ask}\nAnswer:")
    if how == "react":
        action, thought = extra.split("|")
        return (f"Question: {ask}\nThought: {thought}\nAction: {action}\nObservation: {block}\nThought:")
    raise ValueError(how)


# (source, tags, lang, placement, extra, question, block)
PASTED: list[tuple[str, list[str], str, str, str, str, str]] = [
    ("loan-email", ["email_headers", "message_id", "dates_in_prose"], "en", "ask_above", "",
     "Summarise what the lender needs from us and list what we must answer before their board meets.",
     """From: Marta Lindqvist <m.lindqvist@skargard-konst.example>
To: loans@harwick-museum.example
Date: Wed, 11 Feb 2026 16:02:45 +0100
Message-ID: <CAF3x9Lq2vR8@mail.skargard-konst.example>
Subject: Re: Loan request 2026-L-031, "Harbour at Dusk"

Dear colleagues,
thank you for the facility report dated 28 January. Before our board meets on 24 February we need the
insurance certificate (nail to nail, GBP 1.2m), the courier's travel dates, and confirmation that the
gallery will stay below 50 lux. Our courier can travel from 8 September.
Best regards, Marta"""),
    ("curl-collections-api", ["curl_verbose", "http_date", "request_id"], "en", "lead_in",
     "My colleague sent me this from the collections API:",
     "Why is the object not found when the number is definitely right?",
     """> GET /api/v2/objects/1998.204.17c HTTP/2
> Host: collections.ostrander-museum.example
> Accept: application/json
>
< HTTP/2 404
< date: Mon, 09 Feb 2026 14:22:10 GMT
< content-type: application/json
< x-request-id: 8b1f0e5c2a7d4c39b6e2f1a0d9c8b7a6
<
{"error": "not_found", "detail": "No object with number '1998.204.17c'"}"""),
    ("object-record-json", ["json_record", "uuid7", "created_at"], "en", "fenced", "",
     "Which of these times is the last edit of the record, and who made it?",
     """{
  "id": "0194f3a2-7c1e-7b4a-9d2e-3f5a6b7c8d9e",
  "object_number": "2011.37.4a-b",
  "created_at": "2011-06-14T09:03:11Z",
  "modified_at": "2026-01-22T15:47:02Z",
  "modified_by": "r.okafor",
  "title": "Pair of lustreware vases",
  "location": "Store B2, bay 14, shelf 3"
}"""),
    ("condition-report-earlier-turn", ["condition_report", "earlier_turn"], "en", "earlier_user_turn",
     "Here is the outgoing report:|Thanks, noted. Send me the incoming report when it is done.",
     "The incoming check found the same two losses and nothing else. Do I need to tell the lender anything?",
     """CONDITION REPORT, outgoing loan
Object: 1954.112, H. Vos, "Harbour at Dusk"
Examined: 2 September 2025, 10:15, by E. Marsh
Support: panel, slight convex warp (old)
Paint layer: two losses lower left, 2 mm each
Frame: corner crack top right"""),
    ("facility-report-rag", ["rag_document", "facility_report"], "en", "rag",
     "facility-report-kemnitz.pdf|Answer from the document only.",
     "Does the borrower's gallery meet our condition of 50% RH plus or minus 5 all year?",
     """Standard facility report: Städtische Galerie Kemnitz
Report date: 15 January 2026
Gallery 4: RH 48-55% (logged through 2025 at 15-minute intervals), temperature 19-22 °C
Winter humidification: steam, last serviced 3 November 2025
Security: 24-hour guarding, CCTV kept for 30 days"""),
    ("lot-list-csv", ["csv", "closing_times"], "en", "ask_below", "",
     "Which of these lots close within ten minutes of each other and have estimates over 20,000?",
     """lot,artist,title,estimate,closes_at
55,Mary Fedden,Still Life with Lemons,8000-12000,2026-03-18T19:55:00Z
56,John Piper,Dorset Church,15000-25000,2026-03-18T19:56:00Z
57,attr. Winifred Nicholson,Jug of Anemones,30000-50000,2026-03-18T19:57:00Z
58,Keith Vaughan,Bathers,40000-60000,2026-03-18T20:04:00Z"""),
    ("bid-log-react", ["react_observation", "bid_log"], "en", "react",
     "bid_history(lot=31)|I need the bid history of lot 31.",
     "Did paddle 2210 bid after the hammer fell on lot 31?",
     """[2026-03-18 19:31:02.114] lot=31 bid=2200 paddle=0642 src=room
[2026-03-18 19:31:09.870] lot=31 bid=2400 paddle=1187 src=online
[2026-03-18 19:31:15.002] lot=31 hammer=2400 paddle=1187
[2026-03-18 19:31:15.640] lot=31 bid=2600 paddle=2210 src=online status=rejected_closed"""),
    ("buyers-invoice", ["invoice", "iban", "price"], "en", "lead_in", "Here is the invoice:",
     "Is the VAT worked out correctly?",
     """GRANGE FINE ART AUCTIONS
Invoice 26-1139            Date: 04/03/2026
Buyer: M. Ortiz (client 55102)
Lot 203   Hammer                    4,000.00
          Buyer's premium 25%       1,000.00
          VAT on premium 20%          200.00
Total due                       GBP 5,200.00
Pay by 18/03/2026 to IBAN GB29 NWBK 6016 1331 9268 19"""),
    ("stripe-webhook-debug", ["webhook_debug", "stripe", "signature"], "en", "both_sides",
     "Our server clock is NTP-synced, by the way.",
     "Our ticketing endpoint rejects this Stripe event with \"timestamp outside the tolerance zone\". Why?",
     """POST /webhooks/stripe HTTP/1.1
Stripe-Signature: t=1772611201,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{"id": "evt_1QxR2aLkdIwHu7ixV3bN8mPq", "type": "checkout.session.completed", "created": 1772611200, "data": {"object": {"id": "cs_live_a1B2c3D4e5F6", "amount_total": 1800, "metadata": {"slot": "2026-03-07T11:30"}}}}"""),
    ("order-confirmation-chatml", ["chatml", "email_headers", "order"], "en", "chatml",
     "You help visitors of the Marlow Museum of Science and Art with their bookings.",
     "Can I still change the time slot on this booking?",
     """Subject: Your tickets for Marlow Museum, order M-4471023
Date: Sat, 28 Feb 2026 20:14:09 +0000
Order: M-4471023
Visit: Saturday 7 March 2026, 11:30 entry slot
Tickets: 2 adults, 1 child (under 12, free)
Total paid: GBP 36.00
Changes are possible until 24 hours before your slot."""),
    ("gate-scans-llama3", ["llama3", "csv", "scan_log"], "en", "llama3",
     "You analyse ticket scans for the visitor services team of the Kessling Museum.",
     "How many entries used an expired membership card?",
     """timestamp,gate,ticket_id,result
2026-02-14T10:02:11+01:00,G1,TKT-88123,ok
2026-02-14T10:02:40+01:00,G1,MEM-20417,expired
2026-02-14T10:03:05+01:00,G2,TKT-88124,ok
2026-02-14T10:04:51+01:00,G2,MEM-11872,expired
2026-02-14T10:05:13+01:00,G1,MEM-20417,expired"""),
    ("hourly-table-gemma", ["gemma", "md_table", "counts"], "en", "gemma",
     "You help the duty managers of the Northwick Art Museum read visitor figures.",
     "Which day had the biggest drop between 13:00 and 14:00?",
     """| Day        | 12:00 | 13:00 | 14:00 |
|------------|-------|-------|-------|
| Sat 14 Feb | 455   | 301   | 377   |
| Sun 15 Feb | 402   | 398   | 210   |
| Tue 17 Feb | 120   | 131   | 118   |"""),
    ("member-scans-phi3", ["phi3", "logfmt", "scan_log"], "en", "phi3",
     "You answer questions from the membership team of the Torrance Museum.",
     "Why is member 20417 turned away every time?",
     """ts=2026-02-20T13:05:44Z gate=G2 member=20417 tier=family result=denied reason=expired expiry=2026-01-31
ts=2026-02-20T13:06:02Z gate=G2 member=20417 tier=family result=denied reason=expired expiry=2026-01-31
ts=2026-02-20T13:09:15Z gate=G1 member=11872 tier=patron result=ok expiry=2026-11-30"""),
    ("device-log-mistral", ["mistral", "device_log"], "en", "mistral", "",
     "Which audio guide devices were not returned on Sunday?",
     """2026-02-22 10:14 OUT AG-114 deposit=passport
2026-02-22 10:20 OUT AG-087 deposit=driving licence
2026-02-22 11:02 OUT AG-131 deposit=passport
2026-02-22 12:41 IN  AG-114
2026-02-22 16:55 IN  AG-131"""),
    ("stop-list-indented", ["indented", "durations", "recorded_dates"], "en", "indented", "",
     "Which of these stops are longer than two minutes, and which were recorded before 2025?",
     """Stop 11  The Weaver's Window    2:05   recorded 2024-11-18
Stop 12  Mill at Evening        1:40   recorded 2025-06-12
Stop 13  Harbour at Dusk        2:30   recorded 2025-06-12
Stop 14  Woman at a Window      1:55   recorded 2023-05-02"""),
    ("tts-webhook-quoted", ["quoted", "webhook_debug", "epoch"], "en", "quoted",
     "The voice vendor's webhook keeps failing our age check. Here is one delivery:",
     "Is the timestamp header in seconds or in milliseconds?",
     """POST /hooks/voice HTTP/1.1
X-Voice-Delivery: 4d6f1c2e-8a3b-4f9d-b2e7-1c0a9e8d7f6b
X-Voice-Timestamp: 1772880012345
X-Voice-Signature: sha256=9c2f4e1d7a0b3c6e8f5d2a1b4c7e0f3a6d9b2c5e8f1a4d7b0c3e6f9a2d5b8c1e

{"job": "tts_7Hq2", "stop": 22, "status": "done", "audio_url": "https://cdn.voice.example/a/tts_7Hq2.mp3"}"""),
    ("provenance-both-sides", ["provenance", "dates_in_prose"], "en", "both_sides",
     "Please keep it short; it's for the label meeting tomorrow.",
     "Is there a gap in this provenance between 1938 and 1951?",
     """Provenance: Julius Weiss, Berlin, by 1934; Galerie Aldenhoven, Munich, bought 12 March 1936;
sold 2 May 1938 to "Dr. H."; private collection, Hamburg; H. Hartung, Hamburg, by 1951; purchased by
the Whitcombe Museum, 1951 (1951.22)."""),
    ("archive-reply-head", ["email_headers", "very_head"], "en", "ask_below", "",
     "What do I have to do next, according to the archive?",
     """From: Lesesaal <lesesaal@staatsarchiv-muenchen.example>
Date: Thu, 5 Mar 2026 11:20:03 +0100
Subject: Re: Anfrage vom 14. Februar 2026, Galerie Aldenhoven

Dear Dr Loeb,
the correspondence files of the Galerie Aldenhoven for 1936-1938 are held under the signature
Wirtschaftsarchiv 112/7-9. Please book a reading room appointment at least five working days ahead;
copies cost EUR 0.50 per page. The restitution file WGA 1/4471 is held by the Landesamt, not by us."""),
    ("catalogue-entry-end", ["catalogue_entry", "sale_date", "very_end"], "en", "ask_above", "",
     "Rewrite this catalogue entry for our website in plain English:",
     """LOT 57
ATTRIBUTED TO WINIFRED NICHOLSON (1893-1981)
Jug of Anemones
oil on board
51 x 41 cm
Provenance: by descent in the sitter's family.
Exhibited: London, Leicester Galleries, 1938, no. 14.
Estimate: GBP 30,000-50,000
Sale: Modern British Art, 18 March 2026, 14:00, London"""),
    ("courier-itinerary", ["itinerary", "times_in_content"], "en", "lead_in", "The shipper just sent this:",
     "Does the courier get the 24 hours of acclimatisation before unpacking?",
     """Courier itinerary, shipment SH-26-0412
Mon 7 Sep 2026 06:40  truck leaves Harwick (crate 1, climate-controlled)
Mon 7 Sep 2026 21:10  arrival Dover, overnight in the secure depot
Tue 8 Sep 2026 08:30  ferry Dover-Calais
Wed 9 Sep 2026 16:00  arrival Kemnitz, crate rests in Gallery 4
Thu 10 Sep 2026 16:00 unpacking with the courier
Fri 11 Sep 2026 09:00 installation"""),
    ("install-ics", ["ics", "dtstamp"], "en", "fenced", "",
     "Turn this invite into a plain-text line for the install team's schedule.",
     """BEGIN:VEVENT
UID:3c9e71a2-5d4b-4f8e-a1c0-9b2d7e6f5a48@calendar.harwick-museum.example
DTSTAMP:20260210T091500Z
DTSTART;TZID=Europe/London:20260406T080000
DTEND;TZID=Europe/London:20260406T160000
SUMMARY:Install "Northern Light", Gallery 8
ORGANIZER;CN=Exhibitions Office:mailto:exhibitions@harwick-museum.example
END:VEVENT"""),
    ("ticket-traceback", ["traceback", "request_id"], "en", "ask_above", "",
     "Why did the ticket service crash here, and is it our bug or the payment provider's?",
     """2026-03-07 11:29:58,114 ERROR [tickets.api] request_id=6f1d0c2b9e8a4d7f slot=2026-03-07T11:30 order=M-4471090
Traceback (most recent call last):
  File "/srv/tickets/api/checkout.py", line 88, in reserve
    slot = capacity[slot_key]
KeyError: '2026-03-07T11:30'"""),
    ("slack-export", ["slack_export", "ts"], "en", "lead_in", "Pasted from #visitor-services:",
     "Summarise what happened with the lost child, for the incident log.",
     """Priya Nair [10:41] (ts 1772793660.204519): child reported lost near the Egyptian gallery, about 6, red coat
Tom Beck [10:43] (ts 1772793780.118230): doors on level 1 held, radio call out
Priya Nair [10:52] (ts 1772794320.551902): found in the shop with a member of staff, reunited with mum"""),
    ("shock-logger-csv", ["csv", "epoch", "logger"], "en", "ask_above", "",
     "When was the shock over 10 g, in London time?",
     """epoch_ms,g_peak,temp_c,rh
1775196000000,1.2,19.8,51
1775199600000,12.4,19.9,51
1775203200000,0.8,20.1,50"""),
    ("cites-indented", ["indented", "certificate"], "en", "indented", "",
     "Does this certificate allow the ivory netsuke to travel to our Tokyo venue?",
     """CITES PRE-CONVENTION CERTIFICATE
No. 26GB004117/P
Issued: 19 January 2026, London
Specimen: carved netsuke, elephant ivory, Edo period, accession 1911.88
Acquired before 1 July 1975; valid for a single re-export until 18 January 2027"""),
    ("lux-logger-xml", ["xml", "logger"], "en", "ask_above", "",
     "Did any reading go over 50 lux?",
     """<readings logger="LX-07" room="Gallery 4" unit="lux">
  <r t="2026-02-10T10:00:00Z" v="42"/>
  <r t="2026-02-10T12:00:00Z" v="57"/>
  <r t="2026-02-10T14:00:00Z" v="48"/>
</readings>"""),
    ("audio-stream-nginx", ["nginx", "clf", "typed_under"], "en", "typed_under", "",
     "Why do some phones get 206 from the audio guide server and others 200?",
     """203.0.113.41 - - [14/Feb/2026:11:02:17 +0000] "GET /audio/en/stop-14.mp3 HTTP/2.0" 206 524288 "-" "GuideApp/4.1 (iPhone)"
198.51.100.9 - - [14/Feb/2026:11:02:19 +0000] "GET /audio/en/stop-14.mp3 HTTP/2.0" 200 1873920 "-" "GuideApp/4.1 (Android)\""""),
    ("movement-yaml", ["yaml", "audit_trail"], "en", "system_user",
     "You are the collections assistant of the Brennan Collection. Answer from the audit trail.",
     "When was the object last moved, and who approved it?",
     """object: 2011.37.4a-b
movements:
  - moved_at: 2025-11-03T09:12:00Z
    from: Gallery 3
    to: Store B2, bay 14
    approved_by: k.lam
  - moved_at: 2026-01-22T15:40:00Z
    from: Store B2, bay 14
    to: Photo studio
    approved_by: r.okafor"""),
    ("api-error-turn", ["json_api_error", "request_id", "earlier_turn"], "en", "earlier_user_turn",
     "I get 409 when I place an absentee bid through the API. This is the response:|"
     "That error comes from the bidding rules. What did you bid?",
     "I bid 2,750. Why is that below the increment?",
     """{"request_id": "b7c14e0f2a9d4e6b", "timestamp": "2026-03-10T17:02:44.512Z", "error": "bid_below_increment", "lot": 44, "current_bid": 2600, "min_next_bid": 2800}"""),
    ("loan-schedule-assistant-turn", ["earlier_assistant_turn", "schedule"], "en", "earlier_assistant_turn",
     "Draft a loan schedule for the Vos panel.",
     "Move everything one week later and tell me what that changes for the courier.",
     """Here is a draft:
- 7 Sep 2026: packing and departure
- 9 Sep 2026: arrival, 24 hours' acclimatisation
- 11 Sep 2026: installation with the courier
- 10 Jan 2027: exhibition closes; deinstallation 11-12 Jan
- 15 Jan 2027: return, arrival at Harwick"""),
    ("ficha-json-es", ["json_record", "ulid", "fecha"], "es", "fenced", "",
     "¿Qué significa el estado \"pendiente_seguro\" en esta ficha y cuándo se creó?",
     """{
  "id": "01JKX3T9QZ5M8B2C4D6E7F8G9H",
  "numero": "PR-2026-009",
  "obra": "Bodegón con granadas (1998.45)",
  "fecha_alta": "2026-01-20T12:31:00+01:00",
  "estado": "pendiente_seguro"
}"""),
    ("leihgeberin-de", ["email_headers", "gesendet"], "de", "lead_in", "Das kam heute von der Leihgeberin:",
     "Was verlangt sie genau, und bis wann?",
     """Von: Dr. Ulrike Brand <u.brand@sammlung-brand.example>
Gesendet: Dienstag, 10. Februar 2026 08:47
An: leihverkehr@landesmuseum-altmark.example
Betreff: Leihgabe Inv. 77, Zustandsprotokoll

Sehr geehrte Damen und Herren,
bitte senden Sie mir bis zum 27. Februar das Zustandsprotokoll vom Eingang sowie die Klimadaten des
Ausstellungsraums für Januar. Mit freundlichen Grüßen, U. Brand"""),
    ("constat-fr", ["condition_report", "dates_in_content"], "fr", "lead_in", "Ma collègue m'a transmis ceci :",
     "Pouvez-vous résumer les dommages en trois points ?",
     """Constat d'état n° CE-2026-031
Date du constat : 19/01/2026 à 14 h 10
Œuvre : Nature morte aux coings (inv. 1932.4)
Support : toile détendue dans l'angle inférieur droit
Couche picturale : soulèvements localisés dans le ciel, 3 zones
Cadre : éclat au coin supérieur gauche"""),
    ("verbale-it", ["delivery_note", "dates_in_content"], "it", "ask_above", "",
     "Questo verbale dice che la cassa è arrivata in ritardo? Rispondi in breve.",
     """VERBALE DI CONSEGNA n. 2026/112
Data: 14/03/2026 ore 09:20
Mittente: Pinacoteca Civica di Ravenna
Destinatario: Museo d'Arte di Lugo
Casse: 3 (n. 1-3), integre, sigilli intatti
Consegna prevista: 14/03/2026 ore 08:00
Firma del corriere: G. Fabbri"""),
    ("nyusatsu-ja", ["bid_log", "dates_in_content"], "ja", "ask_below", "",
     "この入札履歴で、パドル1187は何回入札しましたか？",
     """入札履歴（ロット 31）
2026年3月18日 19時31分02秒　パドル 0642　会場　220,000円
2026年3月18日 19時31分09秒　パドル 1187　オンライン　240,000円
2026年3月18日 19時31分12秒　パドル 1187　オンライン　260,000円
2026年3月18日 19時31分15秒　落札　260,000円"""),
    ("jipgye-ko", ["chatml", "counts"], "ko", "chatml", "당신은 해송미술관의 관람객 통계 도우미입니다.",
     "이 집계표에서 오후 2시에 관람객이 줄어든 이유를 추측해 주세요.",
     """관람객 집계표 (2026년 2월 15일 일요일)
시각 | 입장객
12:00 | 402
13:00 | 398
14:00 | 210
15:00 | 388"""),
    ("chengjiao-zh", ["quoted", "confirmation"], "zh", "quoted", "拍卖行发来了这份确认书：",
     "请帮我算一下总共要付多少钱，付款期限是哪天？",
     """拍卖成交确认书
编号：HK-26-0318-208
拍品：第 208 号，清 青花缠枝莲纹瓶
落槌价：HKD 80,000
买家佣金：25%
成交时间：2026年3月18日 15:42
付款期限：成交后 7 日内"""),
    ("fatura-ar", ["invoice", "arabic_indic_digits"], "ar", "ask_above", "",
     "هل المبلغ الإجمالي في هذه الفاتورة صحيح؟",
     """فاتورة رقم ٢٦-٠٤١٢
التاريخ: ٢٠٢٦/٠٣/٠٤
القطعة ٤٥: لوحة خط عربي، سعر المطرقة ٢٠٬٠٠٠ درهم
عمولة المشتري ٢٠٪: ٤٬٠٠٠ درهم
الإجمالي: ٢٤٬٠٠٠ درهم"""),
    ("email-he", ["email_headers", "message_id"], "he", "ask_below", "",
     "מה המוזיאון המשאיל מבקש מאיתנו, ועד מתי?",
     """From: רישום ואוספים <registrar@museum-haifa.example>
Date: Sun, 8 Mar 2026 10:12:40 +0200
Message-ID: <a71c9e02-44f3-4d1b-9e8a-2f5c7b1d0e63@museum-haifa.example>
Subject: השאלת הציור "נוף גליל"

שלום רב,
נבקש לקבל עד 20 במרץ את תעודת הביטוח ואת לוח הזמנים של המלווה."""),
    ("akt-ru", ["indented", "transfer_act"], "ru", "indented", "",
     "Кто подписал этот акт и сколько предметов передано?",
     """АКТ ПРИЁМА-ПЕРЕДАЧИ № 14/2026
Дата: 14 марта 2026 г.
Передал: хранитель А. В. Соколова
Принял: реставратор И. П. Громов
Предметы: 3 (инв. Ж-1187, Ж-1188, Г-402)
Основание: реставрация, срок до 30 июня 2026 г."""),
    ("dovidka-uk", ["provenance", "dates_in_content"], "uk", "both_sides", "Дякую, відповідь потрібна до п'ятниці.",
     "Чи є в цій довідці прогалина в історії власності?",
     """Довідка про походження, інв. № Ж-2291
1912 — придбано колекціонером М. Терещенком у Парижі;
1919 — націоналізовано;
1923-1945 — відомостей немає;
1946 — надійшло до музею з фонду конфіскованих цінностей (акт від 12.06.1946)."""),
    ("apodeixi-el", ["receipt", "dates_in_content"], "el", "ask_above", "",
     "Μπορώ να χρησιμοποιήσω αυτό το εισιτήριο και αύριο;",
     """ΑΠΟΔΕΙΞΗ ΕΙΣΙΤΗΡΙΟΥ
Βυζαντινό Μουσείο
Αρ. 00418822
Ημερομηνία: 14/03/2026 11:05
Ολόκληρο x2: 16,00 €
Ισχύει για μία είσοδο την ημέρα έκδοσης"""),
    ("rasid-hi", ["receipt", "deposit"], "hi", "ask_below", "",
     "इस रसीद के अनुसार अगर मैं ऑडियो गाइड खो दूँ तो कितना पैसा कटेगा?",
     """ऑडियो गाइड किराया रसीद
संग्रहालय: राष्ट्रीय कला वीथिका, नई दिल्ली
रसीद संख्या: AG-26-04417
दिनांक: 14/03/2026, समय 11:20
किराया: ₹150, जमानत राशि: ₹2,000 (उपकरण खोने पर जब्त)"""),
    ("receipt-th", ["gemma", "receipt", "buddhist_era"], "th", "gemma", "คุณเป็นผู้ช่วยของหอศิลป์ร่วมสมัยเชียงใหม่",
     "ใบเสร็จนี้คิดราคาถูกต้องไหมคะ",
     """ใบเสร็จรับเงิน เลขที่ 2569/00731
วันที่ 14 มี.ค. 2569 เวลา 10:42 น.
บัตรผู้ใหญ่ 2 ใบ x 200 บาท = 400 บาท
บัตรนักเรียน 1 ใบ x 100 บาท = 100 บาท
รวม 500 บาท"""),
    ("protokol-pl", ["phi3", "condition_report"], "pl", "phi3", "Pomagasz konserwatorom w Muzeum Narodowym w Lubiczu.",
     "Czy ten protokół wymaga pilnej interwencji?",
     """Protokół stanu zachowania nr 2026/031
Data oględzin: 19.01.2026, godz. 14:10
Obiekt: Martwa natura z pigwami (MNL-M-1187)
Podobrazie: lokalne rozluźnienie płótna w prawym dolnym narożniku
Warstwa malarska: drobne łuski w partii nieba, stabilne"""),
    ("fatura-pt", ["mistral", "invoice", "emitido_em"], "pt", "mistral", "",
     "Esta fatura do leilão está correta? O prêmio do comprador é de 20%.",
     """FATURA N.º 2026/0412
Emitido em: 12/03/2026 17:40
Lote 17 — Paisagem com moinho, óleo sobre tela
Arrematação: R$ 30.000,00
Prêmio do comprador (20%): R$ 6.000,00
Total: R$ 36.000,00"""),
    ("sozlesme-tr", ["llama3", "contract"], "tr", "llama3", "İstanbul'daki bir müzayede evinin asistanısın.",
     "Bu sözleşmeye göre eseri satılmazsa ne olur?",
     """KONSİNYE SÖZLEŞMESİ No. 2026/088
Tarih: 02.02.2026
Eser: Boğaz manzarası, tuval üzerine yağlıboya, 1921
Asgari bedel (rezerv): 150.000 TL
Satılmazsa eser, müzayededen sonraki 30 gün içinde masrafsız iade edilir."""),
    ("ve-vi", ["ticket", "dates_in_content"], "vi", "ask_above", "",
     "Vé này có dùng được vào Chủ nhật không?",
     """VÉ THAM QUAN
Bảo tàng Mỹ thuật Hải Phòng
Số vé: 0047731
Ngày: 14/03/2026 — 09:15
Loại vé: Người lớn, 40.000 đồng
Vé chỉ có giá trị trong ngày"""),
    ("bruikleen-nl", ["email_headers", "verzonden", "earlier_turn"], "nl", "earlier_user_turn",
     "Dit kreeg ik van de bruikleengever:|Dank je. Wat wil je weten?",
     "Moeten we de koerier ook een dagvergoeding betalen?",
     """Van: Registratie <registratie@museum-zeeland.example>
Verzonden: dinsdag 10 februari 2026 09:32
Onderwerp: Bruikleen inv. 1932.4

Beste collega's, de koerier reist op 7 september aan en blijft twee nachten. Reis- en hotelkosten zijn
voor rekening van de bruikleennemer."""),
    ("drazba-cs", ["rag_document", "auction_record"], "cs", "rag", "drazebni-protokol.pdf|Odpovídej jen podle dokumentu.",
     "Za kolik byla položka 12 vydražena a kdo ji koupil?",
     """Dražební protokol č. 26/014
Datum konání: 7. 3. 2026, zahájení 14:00
Položka 12: Alfons Mucha, litografie, vyvolávací cena 60 000 Kč
Příklep: 84 000 Kč, dražitel č. 117
Položka 13: nevydraženo"""),
    ("entre-sv", ["react_observation", "counts"], "sv", "react",
     "besokssiffror(vecka=11)|Jag behöver veckans besökssiffror.",
     "Vilken dag hade flest besökare vecka 11?",
     """mån 9 mars: stängt
tis 10 mars: 412
ons 11 mars: 388
tors 12 mars: 655 (kvällsöppet till 21.00)
fre 13 mars: 470"""),
    ("tiket-id", ["ticket", "typed_under"], "id", "typed_under", "",
     "Tiket ini masih berlaku untuk besok atau tidak?",
     """E-TIKET MUSEUM SENI RUPA KOTA LAMA
No. pesanan: MSR-2026-031877
Tanggal kunjungan: 14/03/2026, sesi 10.00-12.00
Jumlah: 2 dewasa"""),
    ("bileti-ka", ["receipt", "georgian"], "ka", "ask_above", "",
     "ეს ბილეთი ხვალაც მოქმედებს?",
     """საქართველოს ეროვნული მუზეუმი
ბილეთი № 0031877
თარიღი: 14.03.2026, 11:05
ზრდასრული — 15 ლარი
ბილეთი მოქმედებს მხოლოდ გაცემის დღეს"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, how, extra, ask, block in PASTED:
        text = place(how, block, ask, extra)
        out.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", how, *tags,
                                                               *lang_tags(lang)]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold116", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
