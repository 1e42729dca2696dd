"""Build `prompt_normalizer/corpus/holdout113.jsonl`, a hundred-and-thirteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout113.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (library,
archive, loan, renewal, hold, patron, interlibrary, catalogue, MARC, digitisation, reading room,
e-book, audiobook, museum, manuscript, overdue, ISBN, Bibliothek) and the passages around the hits,
with the docstrings of `make_holdout20.py`, `make_holdout37.py` and `make_holdout112.py` read in full;
of `make_holdout112.py` also its import block (with the constants after it) and its last 150 lines,
for the structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of
`tests/normalizer/` showed the generators' names, and a count of the files in
`prompt_normalizer/corpus/` and a check that `holdout113.jsonl` did not exist yet showed a number
only.) Nothing under `prompt_normalizer/` was read, nor
any other test file, any `.jsonl` corpus, the docs and bench folders or the git history; the
generators numbered 114 to 120, written at the same time, were not read. The corpus was checked only
against the machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every
span is found in its input at its offsets, spans are single lines, inputs are unique, two builds are
byte-identical) and with ruff.

The domain is public libraries and archives: loans, holds and renewals, patron accounts,
interlibrary loan, digitisation and catalogue records, archive reading-room requests, e-book lending
and library events. The earlier docstrings name neighbours of it: above all libraries' digital
services in make_holdout20 (e-book and audiobook app support with a patron session, loan histories,
holds, a lending platform's webhook, SIP2 traces; interlibrary loan request drafting, ISO 18626
messages and shipping e-mails; digitisation QC runs, scanner logs, METS headers, fixity checks,
newspaper OCR; reading-room seat booking and production slips in a reader session; transcription
leases; EZproxy-style access broker headers, link resolvers, COUNTER and OAI-PMH; MARC and Dublin
Core records) and libraries, archives and museums in make_holdout37 (a discovery front end's HTTP
headers, a MARC copilot and a batch editor writing the 005, an interlibrary loan desk in pretty JSON,
a law library, a lost-card chat, a rare books desk, an events desk with `[ctx ...]` pairs, a bindery
queue, a map collection and map-room bookings, an opening-hours tool result, EAD, a retention
schedule, a parish register, ingest and upload runs, reprographics payments, a US county search room
with a Semantic Kernel time sentence, a transcription viewer, a catalogue cookie, accession summaries,
a capture station, an IIIF manifest, OCR review, a QC bot in Slack and a fixity explainer; and as hard
negatives MARC and Dublin Core records, loan receipts, overdue notices, a patron screen, holdings, a
library API error, EAD, PREMIS, bag-info and capture logs); library catalogues with EZproxy cookies
and Koha searches (make_holdout6); a library among small local services (make_holdout10); a tool
library and loan receipts of clubs (make_holdout14); museum loans (make_holdout15); an archive search
run and newspaper archives (make_holdout51); a library's APC plan (make_holdout62); and corpora that
kept away from libraries (make_holdout11, make_holdout16, make_holdout19, make_holdout38). The
scenarios here were written around them: no EZproxy, Koha, SIP2, ISO 18626, METS, COUNTER, OAI-PMH,
IIIF, EAD, PREMIS or MARC record, no 005, fixity check, bindery queue, map room, seat booking,
production slip in a reader session, transcription lease, catalogue cookie or opening-hours tool;
loans are seen through a returns sorter, a circulation desk screen, a fine-free helper, an auto-renew
run and replacement fees; holds through an SMS renewals gateway, pickup lockers and hold suspension;
interlibrary loan through a fee approver, a CONTU check, a courier manifest, a lending agent's tool
call and a shipment reminder, never a request drafter or an ISO 18626 message; digitisation through
scan-on-demand, alt text for postcards, a microfilm scanner and a caption batch, and catalogue records
through subject headings and authority candidates, never a MARC record; reading rooms through box
retrieval orders, closed-record reviews, photography permits, reader registration and citations,
never seat booking; e-books through early returns, audiobook downloads, licence errors, "deliver
later" and licence models, never a lending platform's webhook to the program (one only as a pasted
delivery); events through story time, a makerspace, a newsletter, a teen Discord, a seed library, a
craft club, author talks and room bookings, never an events desk with `[ctx ...]` pairs. The Semantic
Kernel sentence sits at a craft club, not in a search room; interlibrary loan metadata is nested YAML,
not pretty JSON. The sources are:

* loans: a returns sorter snapshot (`Polled:` in RFC 3339 with milliseconds and a US Eastern offset,
  ULID `Poll ID:`; the bins and the jam time stay); a circulation desk's XML attributes (`now` in naive
  `isoformat()`, hex `req`; terminal and branch stay, the loans on screen stay); a fine-free helper's
  pretty JSON head (UUID `request_id`, `received_at` with a Sydney offset; never last); an auto-renew
  run sentence at the head (ULID and "at <asctime>" cut; the results stay); lost-item replacement fees
  with Stripe `Request-Id: req_...` and `Idempotency-Key` (`Stripe-Version` and the `cus_` customer
  stay); a Gemma user turn ending with `Local time:` (Windows form) before `<end_of_turn>`; Spanish
  (`Hora actual:` with a Spanish long date, nanoid `ID de sesión:`), Finnish (`Nykyhetki:` with
  `klo`, UUIDv7 `Pyyntötunnus:`) and Bengali (`বর্তমান সময়:` in Bengali digits, hex `সেশন আইডি:`)
  desks;
* holds and renewals: an SMS gateway's delivery (`I-Twilio-Idempotency-Token`, `X-Twilio-Signature`
  move; the form-encoded body stays); a pickup locker's markdown rows (nanoid `Locker session`,
  `Opened` to the minute with PDT or PST; the locker bank stays); a Llama 3 system header (`Today
  Date` moves, `Cutting Knowledge Date` stays); a Mistral turn ending with `Checked at:` (RFC 2822)
  before `[/INST]`; a Phi-3 system turn with `Now:` (.NET "o") before `<|end|>`; Montreal French
  (`Date et heure :` with `23 h 42` at the head, hex `Identifiant de requête :`), German
  (`Abrufzeit:` with `Uhr`, KSUID `Sitzungs-ID:`), Korean (12-hour `현재 시각:`, UUID `요청 ID:`) and
  Turkish (`Şu anki zaman:` with the weekday, ObjectId `Oturum:`, after the member's message) desks;
* patron accounts: pre-registration YAML front matter (`opened_at` with +01:00, base64url
  `csrf_nonce`; form and branch stay); a PIN reset with a JWT `session_token` (name, masked card and
  home branch stay); a duplicate-record check behind `traceparent` and `tracestate` (the two records
  with their birth and registration dates stay); a data export letter's footer after `--` (hex
  `job_` `Job:`, RFC 850 `Queued:`; the template line stays); an address change behind B3 multi
  headers (`X-B3-Sampled` stays); a card renewal helper's "Today is <long date>." (the card expiry
  stays); an account kiosk (`Kiosk time:` US slashed 12-hour, base64url `Kiosk session:`); Russian
  (`Текущее время:` with `МСК`, ULID `ID запроса:`), Arabic (`التاريخ والوقت:` in Arabic-Indic digits,
  UUID `رقم الجلسة:`) and Japanese (`現在日時：` with 時 and 分, nanoid `セッションID：`) desks;
* interlibrary loan: a fee approver's nested YAML (UUID `request_id`, `generated_at` in microseconds,
  never last; tool, consortium and policy stay); a CONTU check's single-line JSON head (UUIDv7 `rid`,
  `t_ms`, between stable members); a courier manifest line `[manifest fetched_at=<toISOString()>
  query=<hex> route=North-3]` over rows that stay; a lending agent's ReAct observation `[tool=...
  call=<nanoid> t=<epoch s> cache=miss]` over holdings that stay; a Gemma patron turn with `Local
  time:` in US medium form; a shipment reminder's header block (`Date:` in GNU `date` form; host and
  module stay); Polish (`Czas zapytania:`, hex `ID sesji:`), Chinese (`当前时间：`, UUID `请求ID：`)
  and Dutch (`Tijdstip:` at the head, KSUID `Verzoek-ID:`) desks;
* digitisation and catalogue records: a scan-on-demand HTML comment (`req=` hex and `at=` Log4j,
  `queue` stays); subject headings behind Datadog headers (sampling priority stays); authority
  candidates "fetched at <RFC 3339 with +00:00> for this request" (the candidates stay); alt text for
  postcards in a ChatML system turn (`Current time:` in Go RFC3339Nano before `<|im_end|>`); a
  microfilm scanner (`Station clock:` in Windows form, base62 `Scan session:`; the station stays); a
  caption batch (`Batch started:` in Python logging form, UUID `Batch run:`) above a photo CSV that
  stays; Italian (`Data e ora:` with `ore`, upper-case UUID `ID richiesta:`), Czech (`Čas dotazu:`
  after the reader's message, nanoid `Relace:`) and Greek (12-hour `Ώρα αιτήματος:` with μ.μ./π.μ.,
  hex `Αναγνωριστικό:`) desks;
* archive reading rooms: a box retrieval order with `Received:` (RFC 3339, -07:00) and UUID `Msg:`
  after the reader's message (`Submitted via` stays) and an `Archivist:` cue; a closed-record review
  behind `X-Amzn-Trace-Id`; a photography permit desk in markdown bullets (nanoid `Permit session`,
  `toISOString()` `Opened`; archive and rules stay); reader registration (KSUID `Desk session:`, RFC
  2822 `Opened:`; the desk stays); a citation helper's `meta: t_ns=<epoch ns> rid=<UUIDv7> room=SR2`;
  a comment card classifier with `t_us`; Hebrew (`מועד הבקשה:` dotted, hex `מזהה הפעלה:`),
  Brazilian Portuguese (`Data/hora:` with `às 9h10`, ObjectId `Protocolo da sessão:`) and Swedish
  (`Tid just nu:` with `kl. 16.04`, ULID `Förfrågnings-id:`) desks;
* e-book lending: an early return behind `X-Request-Start: t=<ms>` and `X-Request-Id` (`Via` and
  `Connect-Time` stay); an audiobook download with `Client time:` in JavaScript `toString()` (app and
  storage stay); a licence error with a UUID `License request:` and `Issued-At (epoch):` at the head
  (the error the member pasted stays); "deliver later" behind `CF-Ray` (`CF-IPCountry` stays); a
  collection development agent with `Current time:` in Python `str()`; Vietnamese (`Thời điểm yêu
  cầu:`, hex `Mã phiên:`), Indonesian (`Waktu server:` with `WIB`, ULID `ID permintaan:`), Thai
  (Buddhist-era `เวลาปัจจุบัน:`, UUID `รหัสเซสชัน:`) and Ukrainian (`Поточний час:` after the
  reader's message, KSUID) desks;
* library events: story time in a staff Slack (`Message ts`; workspace and channel stay); a makerspace
  behind gRPC metadata with the made-up `x-booking-t0-ns`; a newsletter footer after `---` with a
  UUIDv7 request and an RFC 3339 time between `·` separators; a teen Discord (`message_id` snowflake;
  guild and channel ids stay); a seed library planner with `Today:` as an ISO week date (the climate
  zone stays); a craft club's Semantic Kernel time sentence; an author-talk writer "Context built at
  <Go time.String()>"; room bookings "Forwarded by edge-man-2 at <Apache time_local>"; Hungarian
  (`Lekérdezés ideje:`, nanoid `Munkamenet:`), Norwegian (`Tidspunkt:` with `kl.` at the head, UUID
  `Økt-ID:`) and Belgian French (`Horodatage :` in RFC 3339, hex `Requête :`) desks;
* the generated family: one program field at three of eight positions (head, system tail, header
  block between `Library:` and `Channel:`, after the user's message, footer after `--` above a stable
  line, YAML front matter between `app` and `locale`, a single-line JSON member between stable
  members, an XML attribute before a stable one), consecutive in that list, of 12 bodies, each with a
  pasted record of its own that stays (a checkout receipt, a hold in JSON with `placed_at` and
  `expires`, a lender's e-mail with `Date` and `Message-ID`, a capture log, an order slip table with
  `Ordered` and `Produced`, e-book events as NDJSON with `ts` in ms, a sign-up CSV with
  `registered_at`, a bracketed account audit trail, a Spanish loan JSON with `fecha_prestamo`, a German
  `key=value` line with `bestellt`, Japanese JSON with `予約日時`, a French confirmation with `Date
  d'inscription`); the field is one of 24 English and made-up labels, each used once (`Desk clock`,
  `Fetched`, `Circ time`, `t0`, `Stamped`, `Context time`, `Rendered`, `Now`, `Epoch`, `Asked at`,
  `Moment`, `Service date`, `Served`, `Clock-ns`, `Request`, `Trace`, `Chat`, `Session`,
  `Correlation`, `Nonce`, `Run`, `Desk session`, `Call`, `Shelf clock`) or, in the Spanish, German,
  Japanese and French bodies, the time, request and session labels of that language.

The negatives: 51 pasted records in many placements (question above, behind a lead-in such as "My
colleague sent me this:", "Here is the order slip that came up with the box:", "Das kam heute von der
Fernleihe:" or "Recebi este comprovante do arquivo:", at the very head with the question below, at
the very end, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, RAG
documents with their own `updated=`, a ReAct observation, fenced, quoted with `>`, indented, with
the user's text on both sides): an overdue notice suspected of phishing with `Date` and `Message-ID`, a
hold-ready e-mail with `Sent:`, `curl -si` output of a 429 with `date`, `x-request-id` and a reset
epoch, an ILL export opening with a UUIDv7 `id` and `created_at`, a checkout receipt, a fines CSV
opening with `timestamp,`, an e-book vendor's delivery pasted to debug its clock skew
(`Shelfline-Delivery`, `-Timestamp`, `-Signature`), an order slip, an OCR worker log with a
`request_id`, nginx lines of a scraper, an event booking e-mail with `Date`, a hold expiry in an
earlier assistant turn, a library SMS, an ILL shipping notice, policy passages, an item status tool
result with `last_scan`, a self-check traceback with `request_id` and `at`, a complaint quoted with
its check-in time, indented holdings, a Slack export with `ts`, a Stripe charge with `created`, an ICS
with `DTSTAMP`, an accession register, a scan manifest with `modified` and SHA-256s, an e-book loan
history table, a hold notice, a card renewal letter, an ILL invoice, an attendance log with bracketed
times, a self-check API error opening with `request_id` and `timestamp`, a payment receipt; and in
other languages a Spanish overdue e-mail with `Fecha:`, a French loan receipt, a German ILL e-mail
with `Gesendet:`, an Italian receipt, a Portuguese appointment receipt with `Solicitado em`, a Dutch
e-mail with `Verzonden:`, a Polish reservation, a Russian issue log, a Ukrainian receipt, a Greek
receipt, a Turkish loan slip, an Arabic due notice in Arabic-Indic digits, a Hebrew e-mail with
`Message-ID`, a Hindi membership receipt in Devanagari digits, a Thai Buddhist-era loan slip, a
Chinese record with `借阅时间`, a Japanese 貸出票 with `貸出日時`, a Korean request record with
`신청일시`, a Vietnamese loan slip and an Indonesian receipt. 46 look-alikes, asked values and
controls (a prompt revision with a loan-rules effective date, a Llama 3 header with only its cutoff,
`X-Api-Version` with an ILS build and tenant, a ChatML cutoff and fee schedule date, branch hours and
phone, a fees table, ISBNs, an OCLC number and call number, an IBAN, an EPUB checksum, a member block
with a `cus_` id and member-since date, unrendered `{{current_date}}` and `{{session_id}}`, an item
barcode, an e-book epoch, a ULID the user asks about, few-shot due dates, a CalVer catalogue release,
stable front matter, XML attributes with an opening date and time zone, an HTML comment's template
revision, a footer's terms revision, a card table with expiry and member-since, a staging prompt with
`Current time:` and `Session:` pasted for review, the user's own clock, relative times, ISO weeks of
an events plan, loan date arithmetic, a call number with a year; and in other languages a German
`Stand:`, a Japanese 規則改定日, an unrendered Spanish template, French opening hours, Korean fines,
Arabic hours and phone, a Chinese app version with its release date, Portuguese relative times, Greek
exhibition dates, a Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew date arithmetic, a
Thai member number and join date, Russian ISBNs and a Vietnamese card expiry; two of them plain
controls), and 12 generated hard negatives: the family's bodies with one stable value (loan rules
revision, knowledge cutoff, API version, time zone, branch hours, catalogue release, prompt version,
tenant; a Spanish loan policy revision, a German `Stand der Benutzungsordnung`, a Japanese 規約改定日,
French opening hours) at the position after the body's three positive ones, which the family's
positives use for another body.

What it is: 220 prompts. 111 carry volatile fields (164 spans): 75 hand-written positives (128 spans;
53 with two fields) and 36 generated ones (one field each). 109 carry none: 51 pasted records, 46
look-alikes, asked values and controls (two plain controls) and 12 generated hard negatives. 78
prompts (over a third) are in a language other than English, in 26 languages: 38 positives
(26 hand-written, 12 generated) and 40 negatives (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Bengali, Thai, Han, Japanese kana, Hangul). The output is deterministic (seeded, fixed
base datetimes); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids,
document and record dates, snapshot and fetch times, pasted blocks that open with metadata-like
lines, work sessions, device clocks, made-up labels, bracketed and inline spans, ASCII cue lines,
localized "now" labels). Clarifications made here:

* Library and archive records are content wherever they sit and however they open: item barcodes
  (fourteen digits, like an epoch in ms, but stable), patron, card, reader ticket and member numbers,
  OCLC numbers, call numbers, shelfmarks and reference codes, transaction (TN), loan, hold,
  reservation, booking and accession numbers, due dates, hold expiries, placed, created, shipped,
  ordered, produced, checked-in and registered times, scan and capture log times, `last_scan`,
  `fecha_prestamo`, `bestellt`, `予約日時`, `借阅时间`, `신청일시`, also when the program fetched them
  for this request (the sorter's bins, the courier manifest, the authority candidates, the holdings in
  a tool observation). Only the program's stamp and the ids minted for the request, session, poll,
  query, call, run or job move.
* Members, masked card numbers, home branches, terminals, stations, kiosks, locker banks, routes,
  rooms, consortia, tenants, `cus_` customers, Slack workspaces and channels, Discord guilds and
  channels, card expiry and member-since dates, loan rules, fee schedules and their effective dates,
  climate zones and opening hours are the same for every request and stay.
* Work and device sessions move: a locker, kiosk, desk, permit, scan and chat session, a form view's
  CSRF nonce and a PIN reset's JWT; a station clock, a kiosk clock and an app's client time read for
  this request are the current time, while times a member types ("It's 5:50 pm here") stay. A licence
  request's `Issued-At (epoch)` is the request's time, not the loan's.
* Envelope vs payload: an SMS gateway's idempotency token and signature move and the form-encoded
  message stays; an e-book vendor's delivery pasted by staff to debug its clock skew stays whole.
  Runs and jobs (an auto-renew run, a caption batch, a data export job) move with their start or
  queue time; their results stay.
* Spans follow rule 3: "at <time>" is cut with its preposition where the cut leaves a sentence
  ("Candidates fetched for this request:", "Auto-renew run started on host circ-batch-1."); a line
  that is one program sentence ("Forwarded by edge-man-2 at <time>", "Context built at <time>") is a
  whole-line span; the Semantic Kernel and "Today is" sentences are inline spans; XML attributes and
  `key=value` pairs are followed by a stable neighbour; single-line JSON members are cut with the
  comma after them; volatile members of pretty JSON and nested YAML are never the last member of
  their object; header lines, YAML keys, markdown rows and bullets, footer lines and a line holding
  one field in any script (also with a full-width colon or a French space before the colon) are
  whole-line spans; a field that shares its line with a template token (`<end_of_turn>`, `<|end|>`,
  `<|im_end|>`, `[/INST]`) is cut out of it, and footer values are cut without their `·` separators.
* A positive that ends with a cue ends with an ASCII `Label:` line (`Assistant:`, `Answer:`,
  `Reply:`, `Verdict:`, `Thought:`, `Headings:`, `Captions:`, `Introduction:`, `Draft:`, `Label:`,
  `Archivist:`, `Pagebot:`, `Quill:`) or a chat template's reply header on a line of its own (ChatML,
  Llama 3); the others end with the user's message, a task or a footer. Gemma, Phi-3 and Mistral
  positives end with the closed user turn, and prompts in other languages end with the user's
  message or with the metadata after it.
"""

from __future__ import annotations

import base64
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

SEED = 20261204113
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout113.jsonl"
SRC = "holdout113:"

PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
CST_US = timezone(timedelta(hours=-6), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
AST_SA = timezone(timedelta(hours=3), "AST")
BST_BD = timezone(timedelta(hours=6), "BST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CST_CN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
AEDT = timezone(timedelta(hours=11), "AEDT")
AEST = timezone(timedelta(hours=10), "AEST")
NZDT = timezone(timedelta(hours=13), "NZDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
TRT = timezone(timedelta(hours=3), "TRT")
IL = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
UTC0 = timezone(timedelta(0), "UTC")

ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
             "września", "października", "listopada", "grudnia"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.",
             "ธ.ค."]


# --- value formats not in make_holdout ----------------------------------------------------------

def native(text: str, zero: str) -> str:
    """`text` with its ASCII digits written in the script whose zero is `zero`."""
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in text)


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    return f"{days[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def us_slash_12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t:%m/%d/%Y} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def utc_colon(t: datetime) -> str:
    """RFC 3339 in UTC written with `+00:00` instead of `Z`."""
    return f"{t.astimezone(UTC):%Y-%m-%dT%H:%M:%S}+00:00"


def korean_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}시 {t:%M}분"


def greek_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.day}/{t.month}/{t.year}, {h}:{t:%M} {'μ.μ.' if t.hour >= 12 else 'π.μ.'}"


def thai_be(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def b64std(g: Gen, nbytes: int) -> str:
    return base64.b64encode(bytes(g.rng.getrandbits(8) for _ in range(nbytes))).decode()


def slack_ts(g: Gen, t: datetime) -> str:
    return f"{epoch_s(t)}.{g.digits(6)}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def b3(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


def moment_eet(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def moment_pacific(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(PDT if 4 <= t.month <= 10 else PST)


def moment_sydney(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)


def moment_israel(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(IDT if 4 <= t.month <= 10 else IL)


# --- hand-written positives ---------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def case(text: str, source: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(text, f"{SRC}pos:{source}", [*tags, *extra])


# loans ------------------------------------------------------------------------------------------

@pos
def _sorter_snapshot(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""You are Sortie, the assistant for the automated materials handling sorter at Maple Grove Public
Library. Explain the sorter's state to circulation staff in plain words and say which bin to empty
first.

Sorter snapshot
Unit: AMH-2 (back of house, Central)
{v('datetime', 'Polled: ' + rfc3339(t, 3))}
{v('request_id', 'Poll ID: ' + g.ulid(t))}
Bin 1 (holds)          41/60
Bin 2 (transit)        58/60   NEARLY FULL
Bin 3 (adult fiction)  22/80
Bin 4 (exceptions)      9/30
Last jam cleared: 07:42 by J. Ortiz

Staff: The transit bin light is blinking. Can it wait until after lunch?
Assistant:""", "loans:sorter-snapshot", ["header_block", "rfc3339", "ulid", "fetched_content_neighbour"])


@pos
def _circ_desk_xml(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""<circ-context terminal="CIRC-03" {v('datetime', 'now="' + py_iso(t) + '"')} {v('request_id', 'req="' + g.hex(16) + '"')} branch="Eastside"/>
You help circulation staff at the Eastside branch with patron questions at the desk. Never read out
a patron's full card number or address.

Patron on screen: barcode ending 4471, 6 items out, fines EUR 0.00
- "The Overstory" due 2026-03-02 (1 renewal left)
- "Salt Fat Acid Heat" due 2026-03-09 (0 renewals left, 3 holds)

Staff: She wants to keep the cookbook another two weeks. What can I offer?
Assistant:""", "loans:circ-desk", ["xml_attr", "python_isoformat", "hex", "head", "two_in_line"])


@pos
def _amnesty_json(g: Gen) -> Draft:
    t = moment_sydney(g)
    return case(f"""{{
  "assistant": "fine-free-helper",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t) + '",')}
  "library": "Inner West Libraries"
}}
We went fine-free on 1 July 2025. Explain to members what that means for old overdue fines and for
lost items, in two short paragraphs.

Member: I still owe $12.40 from 2023. Do I have to pay it before I can borrow again?
Answer:""", "loans:fine-free", ["json_block", "uuid", "rfc3339", "offset", "head", "stable_neighbours"])


@pos
def _auto_renew_run(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""Auto-renew run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + ctime(t))} on host circ-batch-1.

Results for patron group ADULT (sample):
item 31234009876521  renewed   new due 2026-04-01
item 31234007712093  refused   reason: hold queue (2)
item 31234005510877  refused   reason: max renewals (3/3)

Write the e-mail text that patrons with a refused renewal will get. One paragraph per reason, friendly,
no jargon.
Answer:""", "loans:auto-renew", ["inline_sentence", "ulid", "ctime", "head", "pasted_content_neighbour"])


@pos
def _replacement_fee_stripe(g: Gen) -> Draft:
    return case(f"""You are the payments helper of Harrow Vale Libraries. Explain lost-item replacement charges and
refunds when an item is found. Never show full card numbers.

Stripe context:
Stripe-Version: 2025-03-31.basil
Customer: cus_Qm4TfVb8kL2sXa
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Member: I paid GBP 18.99 for a lost book yesterday and just found it under the sofa. Can I get the money back?
Assistant:""", "loans:replacement-fee", ["header_block", "stripe", "request_id", "stable_neighbours"])


@pos
def _prestamos_es(g: Gen) -> Draft:
    t = g.moment_eu()
    now = f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"
    return case(f"""Eres Lía, la asistente de préstamos de la Biblioteca Municipal de Almagro. Responde en español, con
frases cortas. El préstamo normal es de 21 días y se puede renovar dos veces si no hay reservas.
{v('datetime', 'Hora actual: ' + now)}
{v('session_id', 'ID de sesión: ' + g.nanoid())}

Usuario: Tengo tres novelas que vencen el viernes. ¿Puedo renovarlas desde casa?""", "loans:almagro",
                ["system_tail", "spanish_long_datetime", "nanoid"], "es")


@pos
def _lainaus_fi(g: Gen) -> Draft:
    t = moment_eet(g)
    return case(f"""Olet Kirjasto Aallon lainausavustaja. Vastaa suomeksi ja lyhyesti. Laina-aika on 28 päivää,
ja lainan voi uusia viisi kertaa, jos siihen ei ole varauksia.

{v('datetime', f'Nykyhetki: {t.day}.{t.month}.{t.year} klo {t:%H.%M}')}
{v('request_id', 'Pyyntötunnus: ' + g.uuid7(t))}

Asiakas: Voinko uusia lainan, joka myöhästyi jo kaksi päivää?""", "loans:aalto",
                ["header_block", "finnish_datetime", "uuid7"], "fi")


@pos
def _loan_bn(g: Gen) -> Draft:
    t = g.moment(BST_BD)
    clock = native(f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}", "\u09e6")
    return case(f"""আপনি ঢাকার পাঠাগার সমিতির ধার-সহায়ক। বাংলায় ছোট করে উত্তর দিন। বই ১৪ দিনের জন্য ধার দেওয়া হয়।
{v('datetime', 'বর্তমান সময়: ' + clock)}
{v('session_id', 'সেশন আইডি: ' + g.hex(20))}

সদস্য: আমি একসাথে কয়টি বই নিতে পারি?""", "loans:dhaka", ["system_tail", "bengali_digits", "hex"], "bn")


@pos
def _loan_period_gemma(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""<start_of_turn>user
You answer questions about loan periods at Cedar Rapids Public Library: books 3 weeks, DVDs 1 week,
hotspots 2 weeks, no renewals on hotspots.

I took out a hotspot and two DVDs this morning. When is each one due back?
{v('datetime', 'Local time: ' + windows_general(t))}<end_of_turn>""", "loans:gemma", ["chat_template", "gemma",
                                                                                   "windows_datetime", "last_user"])


# holds and renewals -----------------------------------------------------------------------------

@pos
def _sms_webhook(g: Gen) -> Draft:
    return case(f"""Incoming text message for the renewals line (forwarded by the SMS gateway):
{v('request_id', 'I-Twilio-Idempotency-Token: ' + g.uuid4())}
{v('signature', 'X-Twilio-Signature: ' + b64std(g, 20))}
Content-Type: application/x-www-form-urlencoded

Body=RENEW+ALL&From=%2B15035550148&To=%2B15035550100&NumMedia=0

You are the renewals bot of Willamette Regional Library. Interpret the patron's text, and answer in
one SMS (160 characters at most) saying what you did or why you could not.
Reply:""", "holds:sms-gateway", ["head", "header_block", "twilio", "signature", "payload_neighbour"])


@pos
def _locker_table(g: Gen) -> Draft:
    t = moment_pacific(g)
    return case(f"""You are the 24/7 holds locker helper at the Rosewood branch. Help patrons open their locker and
explain what to do when a locker is empty.

| Field          | Value                        |
|----------------|------------------------------|
| Locker bank    | Rosewood lobby, bank B       |
{v('session_id', '| Locker session | ' + g.nanoid() + ' |')}
{v('datetime', '| Opened         | ' + iso_space(t)[:16] + ' ' + t.tzname() + '             |')}
| Language       | en                           |

Patron: The screen said locker 14 but it opened empty. My hold notice came yesterday.
Assistant:""", "holds:locker", ["md_table", "nanoid", "iso_minutes", "stable_neighbours"])


@pos
def _holds_llama(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You explain hold queues for the Northgate Library app. A patron's position only moves when a copy is
returned or someone ahead cancels or suspends their hold.<|eot_id|><|start_header_id|>user<|end_header_id|>

I've been number 9 of 40 for "Intermezzo" for a month. Why am I not moving?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""", "holds:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _renewal_mistral(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""<s>[INST] You explain why a renewal was refused at Lisburn Road Library. Reasons the system can give:
HOLD (another member is waiting), MAX (renewal limit reached), BLOCK (account blocked), LOST.

Renewal attempt: "Wolf Hall", reason HOLD.
Why can't I renew this? I'm only halfway through.
{v('datetime', 'Checked at: ' + rfc2822(t))} [/INST]""", "holds:mistral", ["chat_template", "mistral", "rfc2822",
                                                                             "last_user", "inline_template_token"])


@pos
def _suspend_phi3(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""<|system|>
You help members of Bibliotheek Zuidrand pause (suspend) their holds while they are away. A suspended
hold keeps its place in the queue but is skipped until the end date.
{v('datetime', 'Now: ' + dotnet_o(t, g.small(0, 10)))}<|end|>
<|user|>
I'm travelling from the 10th to the 28th. Will I lose my place for the three books I reserved?<|end|>""",
                "holds:phi3", ["chat_template", "phi3", "dotnet_roundtrip", "system_tail"])


@pos
def _reservation_fr(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=-5), "EST"))
    now = f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"
    return case(f"""{v('datetime', 'Date et heure : ' + now)}
{v('request_id', 'Identifiant de requête : ' + g.hex(32))}
Tu es l'assistant des réservations de la Bibliothèque de Rosemont. Réponds en français, en deux ou
trois phrases. Une réservation prête est gardée sept jours au comptoir.

Abonnée : Ma réservation est arrivée lundi mais je ne peux passer que mardi prochain, est-ce trop tard ?""",
                "holds:rosemont", ["head", "header_block", "french_datetime", "hex32"], "fr")


@pos
def _verlaengerung_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Du bist der Verlängerungs-Assistent der Stadtbücherei Kempten. Antworte auf Deutsch und knapp.
Medien können zweimal um je vier Wochen verlängert werden, wenn keine Vormerkung besteht.

{v('datetime', f'Abrufzeit: {t:%d.%m.%Y}, {t:%H:%M:%S} Uhr')}
{v('session_id', 'Sitzungs-ID: ' + g.ksuid(t))}

Leserin: Warum kann ich die Hörbuch-CD nicht mehr verlängern? Online steht nur „Verlängerung nicht möglich“.""",
                "holds:kempten", ["header_block", "german_datetime", "ksuid"], "de")


@pos
def _hold_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return case(f"""당신은 해운대구립도서관의 예약 도우미입니다. 한국어로 친절하게 답하세요. 예약 도서는 도착 후 3일 동안 보관됩니다.
{v('datetime', '현재 시각: ' + korean_12h(t))}
{v('request_id', '요청 ID: ' + g.uuid4())}

이용자: 예약한 책이 도착했다는 문자를 받았는데 주말에만 갈 수 있어요. 괜찮을까요?""", "holds:haeundae",
                ["system_tail", "korean_12h", "uuid"], "ko")


@pos
def _hold_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    now = f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M}"
    return case(f"""Sen Kadıköy Halk Kütüphanesi'nin ayırtma asistanısın. Türkçe ve kısa cevap ver. Bir üye aynı anda en
fazla beş kitap ayırtabilir.

Üye: Ayırttığım kitabı başka şubeden teslim alabilir miyim?
{v('datetime', 'Şu anki zaman: ' + now)}
{v('session_id', 'Oturum: ' + g.objectid(t))}""", "holds:kadikoy", ["last_user", "turkish_datetime", "objectid", "tail"],
                "tr")


# patron accounts ------------------------------------------------------------------------------

@pos
def _prereg_front_matter(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=1), "CET"))
    return case(f"""---
form: preregistration-v4
{v('datetime', 'opened_at: ' + rfc3339(t))}
{v('nonce', 'csrf_nonce: ' + g.b64url(24))}
branch: Leith
---
You help people fill in the online library card pre-registration form for Edinburgh Libraries. Ask
for one missing field at a time and explain which proof of address is accepted.

Applicant: I only moved here last week, so I have no council tax bill yet. What else can I use?
Assistant:""", "accounts:prereg", ["front_matter", "rfc3339", "offset", "nonce", "stable_neighbours"])


@pos
def _pin_reset_jwt(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Account assistant for Tri-County Library Network members. Help members reset their PIN; never ask
for the old PIN and never show the card number in full.
member_name: Aisha Kamara
card: **** **** 2290
home_branch: Millbrook
{v('token', 'session_token: ' + g.jwt(t, 'patron-2290'))}

Aisha: I typed the wrong PIN three times and now the app says my account is locked.
Assistant:""", "accounts:pin-reset", ["header_block", "jwt", "stable_neighbours"])


@pos
def _merge_traceparent(g: Gen) -> Draft:
    return case(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: lib=' + g.hex(16) + ',edge=' + g.b64url(8))}
You help library staff decide whether two patron records are duplicates. Compare name, date of birth
and address, and say which record to keep (the one with the longer history).

Record A: Moreno, Lucia  born 1988-11-02  14 Alder Way  registered 2011-05-19  loans 412
Record B: Moreno, Lucía  born 1988-11-02  14 Alder Way, Apt 2  registered 2025-09-30  loans 3

Staff: Merge?
Assistant:""", "accounts:merge", ["head", "traceparent", "tracestate", "pasted_content_neighbour"])


@pos
def _data_export_footer(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Draft the cover letter for a member's data export under UK GDPR. Say what is included (account
details, current loans, holds, reading history if switched on), that the file is attached, and who to
contact with questions. Plain English, under 150 words.

Member: Ms R. Okafor, member since 2016, reading history: on

--
{v('run_id', 'Job: job_' + g.hex(24))}
{v('datetime', 'Queued: ' + rfc850(t))}
Privacy office · Data export template v5""", "accounts:data-export",
                ["footer", "tail", "rfc850", "hex", "stable_neighbours"])


@pos
def _address_b3(g: Gen) -> Draft:
    return case(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You update members' contact details for Riverbend Library. Confirm the new address back to the member
and remind them that notices go by e-mail.

Member: I moved to 22 Quarry Lane, Riverbend RB4 7TT. Please update my account.
Assistant:""", "accounts:b3-headers", ["head", "header_block", "b3_multi", "stable_neighbours"])


@pos
def _card_expiry_today(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""You are the membership assistant of Greenfield Public Library. Cards are valid for three years and
can be renewed online up to 60 days before they expire. {v('date', 'Today is ' + long_date(t) + '.')}

Member record: card expires 2026-05-31, home branch Greenfield Main, notices by e-mail.

Member: Can I renew my card now, or do I have to come in with ID?
Assistant:""", "accounts:card-expiry", ["inline_sentence", "long_date", "stable_neighbours"])


@pos
def _account_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    now = f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M} (МСК)"
    return case(f"""Ты помощник читательского отдела Центральной городской библиотеки Твери. Отвечай по-русски, кратко.
Читательский билет продлевается раз в год при предъявлении паспорта.
{v('datetime', 'Текущее время: ' + now)}
{v('request_id', 'ID запроса: ' + g.ulid(t))}

Читатель: Я потерял читательский билет. Можно получить новый без паспорта, по водительским правам?""",
                "accounts:tver", ["system_tail", "russian_datetime", "ulid"], "ru")


@pos
def _account_ar(g: Gen) -> Draft:
    t = g.moment(AST_SA)
    clock = native(f"{t.day}/{t.month}/{t.year} {t:%H:%M}", "\u0660")
    return case(f"""أنت مساعد حسابات الأعضاء في مكتبة الملك فهد العامة. أجب بالعربية وباختصار. تُجدَّد العضوية سنويًا.

{v('datetime', 'التاريخ والوقت: ' + clock)}
{v('session_id', 'رقم الجلسة: ' + g.uuid4())}

العضو: نسيت البريد الإلكتروني المسجّل في حسابي، كيف أستعيد الدخول؟""", "accounts:riyadh",
                ["header_block", "arabic_indic_digits", "uuid"], "ar")


@pos
def _account_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return case(f"""あなたは港北区立図書館の利用者アカウント案内係です。日本語で簡潔に答えてください。
{v('datetime', f'現在日時：{t.year}年{t.month}月{t.day}日 {t.hour}時{t:%M}分')}
{v('session_id', 'セッションID：' + g.nanoid())}

利用者：家族の貸出カードを一つのアカウントにまとめることはできますか？""", "accounts:kohoku",
                ["system_tail", "japanese_datetime", "nanoid", "fullwidth_colon"], "ja")


# interlibrary loan ------------------------------------------------------------------------------

@pos
def _ill_fee_yaml(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""context:
  tool: ill-fee-approver
  {v('request_id', 'request_id: ' + g.uuid4())}
  {v('datetime', 'generated_at: "' + rfc3339(t, 6) + '"')}
  consortium: OhioLINK
policy:
  max_patron_fee_usd: 15
  lender_fee_cap_usd: 25

Decide whether this interlibrary loan request can go ahead without asking the patron, given the policy
above.

Request TN 448120: "A History of the Erie Canal Towpath" (1911), patron max cost $10, cheapest lender
a consortium member, fee $12.
Answer:""", "ill:fee-approval", ["nested_yaml", "uuid", "rfc3339_us", "head", "stable_neighbours"])


@pos
def _contu_single_json(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""{{"svc":"contu-check",{v('request_id', '"rid":"' + g.uuid7(t) + '",')}{v('epoch', '"t_ms":' + str(epoch_ms(t)) + ',')}"site":"main"}}
You check article requests against the CONTU "rule of five" guideline: no more than five articles from
the same journal's last five years per calendar year, unless we subscribe.

This year's filled requests from "Journal of Wetland Ecology": 4 (2022, 2023, 2023, 2024).
New request: 2025 article. We don't subscribe.
Verdict:""", "ill:contu", ["json_inline", "uuid7", "epoch_ms", "head"])


@pos
def _courier_manifest(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""You help the delivery clerk at Lakeshore Library System prepare the courier run. Group the items by
stop and flag anything that must go back to the lender this week.

[manifest {v('datetime', 'fetched_at=' + js_iso(t))} {v('request_id', 'query=' + g.hex(12))} route=North-3]
Stop  Library            Items  Due back to lender
1     Fairview           4      2026-03-11
2     Oak Harbor         2      2026-03-05
3     Port Wells         7      -

Clerk: Which stop should go first today?
Assistant:""", "ill:courier", ["bracketed_kv", "js_iso", "hex", "fetched_content_neighbour"])


@pos
def _lender_react(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""You are the interlibrary loan lending agent for Bellmere University Library. Use the tools to check
whether we own an available copy, then draft a yes/no answer to the borrowing library.

Question: Can you lend "Pottery of the Upper Missouri" (1968), OCLC 00412389?
Thought: I should check our holdings first.
Action: holdings_lookup[oclc=00412389]
Observation: [tool=holdings_lookup {v('request_id', 'call=' + g.nanoid())} {v('epoch', 't=' + str(epoch_s(t)))} cache=miss]
1 copy, Special Collections, non-circulating; 1 copy, Main Stacks E78.M8 P68, available.
Thought:""", "ill:react-lending", ["react", "key_value_inline", "nanoid", "epoch_s", "fetched_content_neighbour"])


@pos
def _ill_status_gemma(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""<start_of_turn>user
You explain interlibrary loan statuses to patrons of Brookline Public Library: Submitted, Sent to
lender, Shipped, Received, Checked out, Returned.

My ILL for "The Dawn of Everything" has said Shipped for six days. Is it lost?
{v('datetime', 'Local time: ' + us_medium(t))}<end_of_turn>""", "ill:gemma",
                ["chat_template", "gemma", "us_medium", "last_user", "inline_template_token"])


@pos
def _ill_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Jesteś asystentem wypożyczeń międzybibliotecznych Biblioteki Publicznej w Gliwicach. Odpowiadaj
po polsku, krótko. Opłata za sprowadzenie książki wynosi 8 zł.
{v('datetime', f'Czas zapytania: {t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('session_id', 'ID sesji: ' + g.hex(24))}

Czytelnik: Ile trwa sprowadzenie książki z Biblioteki Narodowej?""", "ill:gliwice",
                ["system_tail", "polish_datetime", "hex"], "pl")


@pos
def _ill_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return case(f"""你是苏州图书馆的馆际互借助手。请用简体中文简短回答。馆际互借的图书借期为30天，不可续借。
{v('datetime', f'当前时间：{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}')}
{v('request_id', '请求ID：' + g.uuid4())}

读者：我想借上海图书馆的一本古籍影印本，可以吗？""", "ill:suzhou", ["system_tail", "chinese_datetime", "uuid",
                                                     "fullwidth_colon"], "zh")


@pos
def _ill_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""{v('datetime', f'Tijdstip: {t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}')}
{v('request_id', 'Verzoek-ID: ' + g.ksuid(t))}
Je bent de assistent voor interbibliothecair leenverkeer van Bibliotheek Deventer. Antwoord in het
Nederlands. Een aanvraag kost 4 euro en de ophaaltermijn is twee weken.

Lener: Kan ik een boek uit België aanvragen, of alleen uit Nederland?""", "ill:deventer",
                ["head", "dutch_datetime", "ksuid"], "nl")


# digitisation and catalogue records -------------------------------------------------------------

@pos
def _scan_on_demand(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""<!-- sod {v('request_id', 'req=' + g.hex(16))} {v('datetime', 'at=' + log4j_iso(t))} queue=public-domain -->
You reply to scan-on-demand requests for Norfolk Heritage Library. Public-domain books are scanned free
within 20 working days; fragile items need a conservator's check first.

Request: "Gazetteer of the County of Norfolk" (1883), shelfmark L914.26, condition note: spine detached.
Reply:""", "digitisation:scan-on-demand", ["html_comment", "key_value_inline", "log4j", "head"])


@pos
def _subject_headings_datadog(g: Gen) -> Draft:
    return case(f"""[catalogue-assist] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1

Suggest up to five subject headings (LCSH form) for the brief record below. Give the heading only,
one per line.

Title: Mending the Fens: drainage, floods and farming communities, 1630-1990
Author: Priya Halvorsen
Summary: A social history of land drainage in the English Fens and the people who lived with it.
Headings:""", "catalogue:subjects", ["head", "header_block", "datadog", "decimal_id", "stable_neighbours"])


@pos
def _authority_candidates(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Pick the right authority for the author of the record below, or say none fits. Explain in one line.

Record author: Nilsson, Karin, 1952-  (book on Baltic herring fisheries, 1994)

Candidates fetched {v('datetime', 'at ' + utc_colon(t))} for this request:
Q5937102  Karin Nilsson (1952-), Swedish marine biologist
Q4370115  Karin Nilsson (1969-), Swedish politician
Q9218870  Karin Nilsson (1906-1990), Swedish textile artist
Answer:""", "catalogue:authority", ["inline_sentence", "phrase_with_preposition", "rfc3339_plus00",
                                     "fetched_content_neighbour"])


@pos
def _alt_text_chatml(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""<|im_start|>system
You write alt text for digitised postcards in the Ashbourne Local Studies collection: one sentence, no
"image of", mention legible text on the card.
{v('datetime', 'Current time: ' + go_nano(t, g.small(1, 1000)))}<|im_end|>
<|im_start|>user
Postcard 1907/114: sepia view of Market Place with a horse tram, a shop sign reading "J. BAGSHAW
IRONMONGER", three children by the fountain.<|im_end|>
<|im_start|>assistant
""", "digitisation:alt-text", ["chat_template", "chatml", "go_rfc3339nano", "system_tail"])


@pos
def _microfilm_station(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""Station: MF-2 (microfilm scanner, 2nd floor)
{v('datetime', 'Station clock: ' + windows_general(t))}
{v('session_id', 'Scan session: ' + g.b62(20))}

You help patrons use the microfilm scanner: loading reels, focusing, cropping and saving to USB or
e-mail. Keep steps numbered.

Patron: The newspaper page comes out blurry on the left side only.
Assistant:""", "digitisation:microfilm", ["head", "header_block", "windows_datetime", "base62",
                                           "stable_neighbours"])


@pos
def _caption_batch_logging(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Write a one-line caption for each digitised photograph, using only the metadata given.
{v('datetime', 'Batch started: ' + py_logging(t))}
{v('run_id', 'Batch run: ' + g.uuid4())}

id,creator,place,year,note
ph-0412,Unknown,Harbour Street,c. 1925,fishing boats at low tide
ph-0413,E. Marsh,Station Road,1938,queue outside the cinema
ph-0414,E. Marsh,Church Lane,1941,sandbags at the library door

Captions:""", "digitisation:caption-batch", ["system_tail", "python_logging", "uuid", "pasted_content_neighbour"])


@pos
def _digitisation_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Sei l'assistente del servizio di digitalizzazione della Biblioteca Civica di Bergamo. Rispondi in
italiano. Le riproduzioni di manoscritti richiedono il parere della conservatrice.

{v('datetime', f'Data e ora: {t:%d/%m/%Y} ore {t:%H:%M}')}
{v('request_id', 'ID richiesta: ' + g.uuid4().upper())}

Utente: Posso avere la scansione a colori del codice miniato del Quattrocento per la mia tesi?""",
                "digitisation:bergamo", ["header_block", "italian_datetime", "uuid_upper"], "it")


@pos
def _catalogue_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Jsi asistent katalogizace Městské knihovny v Olomouci. Odpovídej česky a stručně.

Čtenář: Proč se v online katalogu u knihy ukazuje „zpracovává se“ už tři týdny?
{v('datetime', f'Čas dotazu: {t.day}. {t.month}. {t.year} {t:%H:%M:%S}')}
{v('session_id', 'Relace: ' + g.nanoid())}""", "catalogue:olomouc", ["last_user", "tail", "czech_datetime", "nanoid"],
                "cs")


@pos
def _catalogue_el(g: Gen) -> Draft:
    t = moment_eet(g)
    return case(f"""Είσαι ο βοηθός του καταλόγου της Δημοτικής Βιβλιοθήκης Πάτρας. Απάντα στα ελληνικά, σύντομα.
{v('datetime', 'Ώρα αιτήματος: ' + greek_12h(t))}
{v('request_id', 'Αναγνωριστικό: ' + g.hex(32))}

Αναγνώστης: Πώς βρίσκω στον κατάλογο βιβλία για την ιστορία της Πάτρας τον 19ο αιώνα;""", "catalogue:patra",
                ["system_tail", "greek_12h", "hex32"], "el")


# archive reading rooms ------------------------------------------------------------------------

@pos
def _retrieval_after_user(g: Gen) -> Draft:
    t = g.moment(PDT)
    return case(f"""You are the reading room assistant of the Sierra Foothills County Archives. Retrievals from the
off-site store take two working days; readers may order up to six boxes per visit.

Reader: I'd like boxes 4 and 5 of the Placer Mining Company records for Thursday, and the 1889 tax roll
if it's on site.
Submitted via: web form
{v('datetime', 'Received: ' + rfc3339(t))}
{v('message_id', 'Msg: ' + g.uuid4())}
Archivist:""", "archives:retrieval", ["last_user", "rfc3339", "offset", "uuid", "stable_neighbours"])


@pos
def _closed_record_xray(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You help the access review team of the Calderdale Record Office answer requests for closed files.
Personal data in files less than 100 years old stays closed unless the person is known to be dead.

Request: admission register of the Northowram Asylum, 1931-1939 (closed until 2040), for a family
history; the applicant's grandmother was admitted in 1932 and died in 1977.
Answer:""", "archives:closed-record", ["head", "amzn_trace", "trace_header"])


@pos
def _photo_permit_bullets(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""# Permit desk
- **Archive:** Franklin County Historical Archives
{v('session_id', '- **Permit session:** `' + g.nanoid() + '`')}
{v('datetime', '- **Opened:** ' + js_iso(t))}
- **Rules:** no flash, bound volumes on foam cradles

You issue photography permits to readers: explain the rules, what may not be photographed (items
marked "no copies" by the depositor) and that images are for private study only.

Reader: Can I use my phone to photograph the 1850s deed books?
Assistant:""", "archives:photo-permit", ["md_bullets", "nanoid", "js_iso", "stable_neighbours", "head"])


@pos
def _reader_registration(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Desk: Search Room 1, Glamorgan Archives
{v('session_id', 'Desk session: ' + g.ksuid(t))}
{v('datetime', 'Opened: ' + rfc2822(t))}

You help the duty archivist register new readers: check photo ID and proof of address, issue a reader
ticket valid for three years, and explain the reading room rules.

Archivist: A visitor has a passport but her proof of address is on her phone. Is that enough?
Assistant:""", "archives:reader-registration", ["head", "header_block", "ksuid", "rfc2822", "stable_neighbours"])


@pos
def _citation_meta_kv(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""meta: {v('epoch', 't_ns=' + str(epoch_ns(g, t)))} {v('request_id', 'rid=' + g.uuid7(t))} room=SR2
You turn a citation from a published book into an order for the archive's catalogue: give the most
likely reference code and say what to check.

Citation: "Letter from J. Whitcombe to the Board, 3 May 1862, Dock Company papers, DC/2/14/7"
Answer:""", "archives:citation", ["head", "key_value_inline", "epoch_ns", "uuid7"])


@pos
def _archive_he(g: Gen) -> Draft:
    t = moment_israel(g)
    return case(f"""אתה העוזר של חדר העיון בארכיון העירוני של חיפה. ענה בעברית ובקצרה. יש להזמין תיקים יומיים מראש.
{v('datetime', f'מועד הבקשה: {t.day}.{t.month}.{t.year} {t:%H:%M}')}
{v('session_id', 'מזהה הפעלה: ' + g.hex(16))}

חוקרת: אפשר להזמין לחדר העיון תיקים של ועד השכונה משנות השלושים?""", "archives:haifa",
                ["system_tail", "hebrew_datetime", "hex"], "he")


@pos
def _archive_pt(g: Gen) -> Draft:
    t = g.moment(BRT)
    return case(f"""{v('datetime', f'Data/hora: {t:%d/%m/%Y} às {t.hour}h{t:%M}')}
{v('session_id', 'Protocolo da sessão: ' + g.objectid(t))}
Você é o assistente da sala de consulta do Arquivo Público de Salvador. Responda em português do
Brasil. Documentos anteriores a 1900 só são consultados com luvas e agendamento.

Pesquisador: Preciso ver os livros de registro de escravizados de 1870. Como faço o agendamento?""",
                "archives:salvador", ["head", "header_block", "brazilian_datetime", "objectid"], "pt")


@pos
def _archive_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Du är forskarsalens assistent på Landsarkivet i Härnösand. Svara på svenska. Beställningar före
kl. 11 levereras samma dag.

{v('datetime', f'Tid just nu: {t:%Y-%m-%d} kl. {t:%H.%M}')}
{v('request_id', 'Förfrågnings-id: ' + g.ulid(t))}

Forskare: Kan jag beställa fram husförhörslängder från Sundsvall till i eftermiddag?""", "archives:harnosand",
                ["header_block", "swedish_datetime", "ulid"], "sv")


# e-book lending ---------------------------------------------------------------------------------

@pos
def _ebook_return_heroku(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Via: 1.1 vegur
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Connect-Time: 1

You support members using the Shelfline e-book app of Clearwater Libraries. Explain how to return a
title early and what happens to the licence.

Member: I finished my e-book in two days. If I return it now, can the next person on the list read it?
Assistant:""", "ebooks:early-return", ["head", "header_block", "epoch_ms", "request_id", "stable_neighbours"])


@pos
def _audiobook_client_time(g: Gen) -> Draft:
    t = g.moment_eu()
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return case(f"""You help with audiobook downloads in the Ravenbrook Libraries app. Suggest Wi-Fi and storage checks
before reinstalling.
App: 7.4.1 (Android 15)
{v('datetime', 'Client time: ' + js_tostring(t, zone))}
Storage free: 1.2 GB

Member: My audiobook is stuck at 37% downloaded since this morning.
Assistant:""", "ebooks:audiobook", ["system_tail", "header_block", "js_date_tostring", "stable_neighbours"])


@pos
def _licence_request(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""{v('request_id', 'License request: ' + g.uuid4())}
{v('epoch', 'Issued-At (epoch): ' + str(epoch_s(t)))}
You explain e-book licence (DRM) errors to library members in plain words and give the fix.

The member pasted this from their e-reader:
  Error E_LIC_ALREADY_FULFILLED
  Loan 88410-22 was already opened on another device (Kobo Clara 2E).

Member: What does this mean? I only have one e-reader now, the old one broke.
Assistant:""", "ebooks:licence", ["head", "epoch_s", "uuid", "pasted_content_neighbour"])


@pos
def _deliver_later_cf(g: Gen) -> Draft:
    return case(f"""You explain the "deliver later" option for e-book holds at Coastline Libraries: when your hold comes
in you can let the next person go first and keep your place at the top of the list.

Edge metadata:
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: NZ

Member: I'm going on holiday with no internet. Will I lose my hold if it comes in while I'm away?
Assistant:""", "ebooks:deliver-later", ["header_block", "cf_ray", "stable_neighbours"])


@pos
def _ebook_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return case(f"""Bạn là trợ lý mượn sách điện tử của Thư viện Khoa học Tổng hợp TP.HCM. Trả lời bằng tiếng Việt, ngắn gọn.
Mỗi bạn đọc được mượn tối đa 5 sách điện tử trong 14 ngày.

{v('datetime', f'Thời điểm yêu cầu: {t:%H:%M} ngày {t:%d/%m/%Y}')}
{v('session_id', 'Mã phiên: ' + g.hex(16))}

Bạn đọc: Tôi có thể đọc sách điện tử mượn trên hai thiết bị cùng lúc không?""", "ebooks:hcmc",
                ["header_block", "vietnamese_datetime", "hex"], "vi")


@pos
def _ebook_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return case(f"""Kamu asisten peminjaman e-book Perpustakaan Daerah Yogyakarta. Jawab dalam bahasa Indonesia dengan
singkat. Masa pinjam e-book adalah 7 hari.
{v('datetime', f'Waktu server: {t:%d/%m/%Y %H.%M} WIB')}
{v('request_id', 'ID permintaan: ' + g.ulid(t))}

Anggota: Kenapa e-book yang saya pinjam hilang dari rak aplikasi padahal baru 5 hari?""", "ebooks:yogyakarta",
                ["system_tail", "indonesian_datetime", "ulid"], "id")


@pos
def _ebook_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return case(f"""คุณเป็นผู้ช่วยยืมหนังสืออิเล็กทรอนิกส์ของหอสมุดเมืองเชียงใหม่ ตอบเป็นภาษาไทยสั้น ๆ
{v('datetime', 'เวลาปัจจุบัน: ' + thai_be(t))}
{v('session_id', 'รหัสเซสชัน: ' + g.uuid4())}

สมาชิก: ถ้าคืนหนังสืออิเล็กทรอนิกส์ก่อนกำหนด จะยืมเล่มใหม่ได้ทันทีไหมคะ""", "ebooks:chiangmai",
                ["system_tail", "thai_buddhist_era", "uuid"], "th")


@pos
def _ebook_uk(g: Gen) -> Draft:
    t = moment_eet(g)
    return case(f"""Ти помічник електронної видачі Львівської обласної бібліотеки для дітей. Відповідай українською,
коротко. Електронну книгу видають на 14 днів.

Читач: Чи можна продовжити електронну книгу, якщо на неї ніхто не чекає?
{v('datetime', f'Поточний час: {t:%d.%m.%Y %H:%M}')}
{v('request_id', 'Ідентифікатор запиту: ' + g.ksuid(t))}""", "ebooks:lviv", ["last_user", "tail", "dotted_datetime",
                                                                            "ksuid"], "uk")


# library events ---------------------------------------------------------------------------------

@pos
def _storytime_slack(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""You are Pagebot in the Fairhaven Library staff Slack. You manage registrations for children's events
and can add or remove names; confirm before removing anyone.
Workspace: fairhaven-lib
Channel: #youth-services
{v('message_id', 'Message ts: ' + slack_ts(g, t))}

<@U07KD2RQ1>: Baby Rhyme Time on Wednesday is full. How many are on the waitlist, and can we open 5 more spots?
Pagebot:""", "events:storytime", ["header_block", "slack_ts", "stable_neighbours"])


@pos
def _makerspace_grpc(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.70.0
  {v('epoch', 'x-booking-t0-ns: ' + str(epoch_ns(g, t)))}

You book makerspace equipment at Westbrook Library: 3D printers in 2-hour slots, laser cutter only
after induction. Answer with the booking or the reason you cannot book.

Member: Can I have the Prusa on Saturday 10-12? I did the induction last month.""", "events:makerspace",
                ["head", "header_block", "epoch_ns", "made_up_label", "stable_neighbours"])


@pos
def _newsletter_footer(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Write the "What's on" paragraph of this week's library newsletter from the events below, 90 words at
most, warm tone.

- Tue 18:30 Author talk: Mira Castell on "The Salt Roads", Main Hall, free
- Thu 10:00 Knit and natter, Reading Café
- Sat 11:00 Seed swap, Community Room

---
Generated by EventsBot 2.1 · {v('request_id', 'request ' + g.uuid7(t))} · {v('datetime', rfc3339(t))}""",
                "events:newsletter", ["footer", "tail", "two_in_line", "uuid7", "rfc3339"])


@pos
def _teen_discord(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""You are Quill, the helper bot in the Harborview Library teen Discord. Answer questions about teen
events, keep it friendly, and never share anyone's personal details.
guild_id: 1187700412334510101
channel_id: 1187700412334510108
{v('message_id', 'message_id: ' + g.snowflake(t))}
author: nova_reads

Message: is the manga drawing workshop still on friday?? and do we need to bring our own pens
Quill:""", "events:teen-discord", ["header_block", "snowflake", "stable_neighbours", "stable_snowflakes"])


@pos
def _seed_library_week(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Planner for the Hollins Library seed library and garden talks. Suggest which seeds to feature on the
display this week and one talk title.
{v('date', 'Today: ' + iso_week(t))}
Climate zone: USDA 7a

Staff: What should go on the front table?
Assistant:""", "events:seed-library", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _events_hu(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Te a Debreceni Városi Könyvtár programasszisztense vagy. Magyarul, röviden válaszolj. A
foglalkozásokra előzetes regisztráció szükséges.
{v('datetime', f'Lekérdezés ideje: {t:%Y. %m. %d. %H:%M}')}
{v('session_id', 'Munkamenet: ' + g.nanoid())}

Olvasó: Van még hely a szombati kézműves foglalkozáson két gyereknek?""", "events:debrecen",
                ["system_tail", "hungarian_datetime", "nanoid"], "hu")


@pos
def _events_no(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""{v('datetime', f'Tidspunkt: {t:%d.%m.%Y} kl. {t:%H:%M}')}
{v('session_id', 'Økt-ID: ' + g.uuid4())}
Du er arrangementsassistenten til Tromsø bibliotek. Svar på norsk, kort. Forfattermøter er gratis,
men krever påmelding.

Låner: Må jeg melde meg på forfattermøtet på torsdag, eller kan jeg bare komme?""", "events:tromso",
                ["head", "norwegian_datetime", "uuid"], "no")


@pos
def _events_fr_be(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Tu es l'assistant des animations de la Bibliothèque communale de Namur. Réponds en français.
Les ateliers pour enfants sont limités à douze places.

{v('datetime', 'Horodatage : ' + rfc3339(t))}
{v('request_id', 'Requête : ' + g.hex(24))}

Parent : Mon fils a 5 ans, peut-il participer à l'atelier BD de mercredi prévu pour les 6-9 ans ?""",
                "events:namur", ["header_block", "rfc3339", "offset", "hex"], "fr")


@pos
def _craft_club_sk(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""You are Bobbin, the sign-up helper for the Saturday craft club at Ballymena Library. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Sign-ups close at noon on the Friday before each session; places are for children aged 6 to 11, with
one adult per two children.

Parent: Can I still sign up my two boys for this Saturday's lantern making?
Assistant:""", "events:craft-club", ["inline_sentence", "dotnet_long_datetime", "stable_neighbours"])


@pos
def _author_talk_go_string(g: Gen) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return case(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You help the events team of Cardiff Central Library write short introductions for author talks: 60
words, no spoilers, end with the book's title.

Author: Ffion Reece. Book: "The Lighthouse Ledger" (2026), a novel about a keeper's daughter on
Flat Holm in 1897.
Introduction:""", "events:author-talk", ["head", "go_time_string", "inline_sentence"])


@pos
def _room_booking_clf(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""You handle community room bookings at Oakfield Library: rooms free for non-profit groups, GBP 15/hour
otherwise, bookings at least 7 days ahead.
{v('datetime', 'Forwarded by edge-man-2 at ' + clf(t))}

Group: We're a residents' association. Can we have the Community Room on the 21st, 19:00-21:00?
Assistant:""", "events:room-booking", ["system_tail", "clf", "inline_sentence"])


@pos
def _ill_unix_date(g: Gen) -> Draft:
    t = g.moment_eu()
    return case(f"""Host: ill-desk-02
{v('datetime', 'Date: ' + unix_date(t))}
Module: borrowing

You draft polite overdue reminders that the borrowing library sends to a lender's ILL office when a
shipment has not arrived. Keep it to four sentences.

Details: our TN 448311, lender Dunmore College Library, shipped (per lender) 2026-02-16, not received.
Draft:""", "ill:overdue-shipment", ["head", "header_block", "unix_date", "stable_neighbours"])


@pos
def _ebook_python_str(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""You are a research agent for the collection development team. You have the tools catalog_search and
vendor_prices. Think step by step and show the price per loan for each licence model.
{v('datetime', 'Current time: ' + py_str(t))}

Task: Compare one-copy-one-user and 24-month metered licences for "The Women" as e-book and audiobook.""",
                "ebooks:licence-models", ["system_tail", "python_str_datetime"])


@pos
def _reading_room_epoch_us(g: Gen) -> Draft:
    t = g.moment()
    return case(f"""Classify the reader's comment card as praise, complaint or suggestion.
source: reading-room-kiosk
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Comment: The new foam cradles are great but the room is far too cold in the afternoons.
Label:""", "archives:comment-card", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _patron_us_slash(g: Gen) -> Draft:
    t = g.moment_us()
    return case(f"""Kiosk: self-service account station, Lakeview branch
{v('datetime', 'Kiosk time: ' + us_slash_12(t))}
{v('session_id', 'Kiosk session: ' + g.b64url(12))}

You help patrons at the account kiosk pay fees, update their e-mail address and see what they have
checked out. Never ask for a PIN out loud.

Patron: How do I change where my hold notices go?
Assistant:""", "accounts:kiosk", ["head", "header_block", "us_slash_12h", "b64url", "stable_neighbours"])


# --- generated positives: one program field at three positions of each body ---------------------

# name, lang, library, system prompt, pasted record (stays), question, user label, cue line (English)
BODIES: list[tuple[str, str, str, str, str, str, str, str]] = [
    ("loans", "en", "Fenwick County Library",
     "You are Lark, the circulation assistant of Fenwick County Library. Answer from the patron's own\n"
     "records and the loan rules: books 21 days, two renewals unless another patron has a hold.",
     "Here is my checkout receipt:\n\nFENWICK COUNTY LIBRARY - Main\n2026-02-14 15:22  Terminal SC-2\n"
     "31234009911442  The Overstory           due 2026-03-07\n"
     "31234007788120  Braiding Sweetgrass     due 2026-03-07\n2 items. Thank you!",
     "Why do both books have the same due date when I took one of them out earlier?", "User", "Assistant:"),
    ("holds", "en", "Northgate Library",
     "You explain holds to members of Northgate Library: holds are kept 7 days on the pickup shelf and\n"
     "can be suspended for up to 180 days.",
     "The app shows this for my hold:\n\n{\"hold_id\": \"h-0092214\", \"placed_at\": \"2026-01-12T18:40:03Z\", "
     "\"position\": 3, \"pickup\": \"Main\", \"expires\": \"2026-03-20\"}",
     "It was placed in January and I'm still third. When does it expire, and what happens then?", "User",
     "Assistant:"),
    ("ill", "en", "Bellmere University Library",
     "You help the interlibrary loan office of Bellmere University Library answer lenders. Be brief and\n"
     "polite, and quote our transaction number.",
     "The lender wrote:\n\nFrom: ILL Office <ill@dunmore.example.edu>\nDate: Mon, 16 Feb 2026 10:41:09 -0500\n"
     "Message-ID: <20260216154109.7Q2K@mail.dunmore.example.edu>\nSubject: TN 448311 renewal\n\n"
     "We can renew your loan of TN 448311 until 13 March 2026. No further renewals.",
     "Draft a thank-you reply that confirms the new due date.", "User", "Assistant:"),
    ("digitisation", "en", "Norfolk Heritage Library",
     "You help the digitisation team read capture logs and decide which pages need a rescan.",
     "Capture log from the overhead scanner:\n\n2026-02-20 10:14:07 INFO  vol=L914.26 page=0041 captured 600dpi\n"
     "2026-02-20 10:14:52 WARN  vol=L914.26 page=0042 focus score 0.61 (min 0.75)\n"
     "2026-02-20 10:15:31 INFO  vol=L914.26 page=0043 captured 600dpi",
     "Which pages should be rescanned, and why?", "User", "Assistant:"),
    ("archives", "en", "Calderdale Record Office",
     "You are the search room assistant of the Calderdale Record Office. Retrievals take 20 minutes; orders\n"
     "stop at 15:30.",
     "My order slip from this morning:\n\n| Ref           | Box | Ordered | Produced |\n"
     "|---------------|-----|---------|----------|\n| WYC:1525/4/2  | 3   | 10:05   | 10:31    |\n"
     "| WYC:1525/4/3  | 4   | 10:05   | -        |",
     "Box 4 still hasn't come up. Should I ask at the desk?", "User", "Assistant:"),
    ("ebooks", "en", "Clearwater Libraries",
     "You support the Shelfline e-book app of Clearwater Libraries. Explain what the app's event history\n"
     "shows in plain words.",
     "My event history export:\n\n{\"ts\": 1771234567890, \"event\": \"borrow\", \"title_id\": \"shl-99124\"}\n"
     "{\"ts\": 1771320991002, \"event\": \"download\", \"title_id\": \"shl-99124\"}\n"
     "{\"ts\": 1771840012554, \"event\": \"return_failed\", \"title_id\": \"shl-99124\"}",
     "Why did the return fail, and is the book still counted against my limit?", "User", "Assistant:"),
    ("events", "en", "Harborview Library",
     "You help Harborview Library staff manage event sign-ups. Waitlisted people are offered places in\n"
     "the order they registered.",
     "Sign-up export for Saturday's Lego club:\n\nname,registered_at,status\n"
     "Ada P.,2026-02-02T08:01:13Z,confirmed\nTeo M.,2026-02-02T08:03:40Z,confirmed\n"
     "Rui S.,2026-02-03T19:22:05Z,waitlist\nLina K.,2026-02-04T07:45:51Z,waitlist",
     "One confirmed child just cancelled. Who gets the place?", "User", "Assistant:"),
    ("accounts", "en", "Tri-County Library Network",
     "You are the account assistant of the Tri-County Library Network. Explain changes on a member's\n"
     "account from its audit trail; never show the full card number.",
     "Audit trail the member forwarded:\n\n[2026-02-02 09:14] e-mail changed by member (web)\n"
     "[2026-02-02 09:15] notice preference set to SMS (web)\n[2026-02-09 17:40] PIN reset (branch, staff 0412)",
     "I never asked for SMS notices. Who changed that?", "User", "Assistant:"),
    ("prestamos", "es", "Biblioteca Municipal de Almagro",
     "Eres el asistente de préstamos de la Biblioteca Municipal de Almagro. Responde en español y con\n"
     "frases cortas.",
     "Esto es lo que me sale en la app:\n\n{\"prestamo\": \"P-2026-00871\", \"fecha_prestamo\": \"2026-02-11\", "
     "\"fecha_devolucion\": \"2026-03-04\", \"renovaciones\": 2}",
     "¿Puedo renovarlo otra vez o ya no?", "Usuario", ""),
    ("fernleihe", "de", "Stadtbücherei Kempten",
     "Du bist die Fernleih-Auskunft der Stadtbücherei Kempten. Antworte auf Deutsch und knapp.",
     "Mein Bestellstatus:\n\nbestellnr=FL-2026-00418 bestellt=2026-02-03T09:12:44+01:00 status=unterwegs "
     "gebende_bibliothek=UB Augsburg",
     "Wie lange dauert es noch ungefähr?", "Leserin", ""),
    ("yoyaku", "ja", "港北区立図書館",
     "あなたは港北区立図書館の予約案内係です。日本語で簡潔に答えてください。",
     "アプリの予約情報です：\n\n{\"予約番号\": \"R-558120\", \"予約日時\": \"2026-02-14 10:22\", \"順位\": 5, "
     "\"受取館\": \"港北図書館\"}",
     "あとどのくらいで借りられそうですか？", "利用者", ""),
    ("ateliers", "fr", "Bibliothèque communale de Namur",
     "Tu es l'assistant des ateliers de la Bibliothèque communale de Namur. Réponds en français.",
     "Voici ma confirmation :\n\nAtelier BD 6-9 ans - mercredi 11 mars 2026, 14 h\n"
     "Date d'inscription : 12/02/2026 14:05\nN° d'inscription : AT-2026-0311-07",
     "Je dois annuler. Faut-il prévenir combien de temps avant ?", "Parent", ""),
]

FIELDS: list[tuple[str, str, str, Callable[[Gen, datetime], str]]] = [
    ("datetime", "Desk clock", "desk_clock", lambda g, t: rfc3339(t)),
    ("datetime", "Fetched", "fetched", lambda g, t: http_date(t)),
    ("datetime", "Circ time", "circ_time", lambda g, t: windows_general(t)),
    ("epoch", "t0", "t0", lambda g, t: str(epoch_ms(t))),
    ("datetime", "Stamped", "stamped", lambda g, t: py_logging(t)),
    ("datetime", "Context time", "context_time", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "Rendered", "rendered", lambda g, t: log4j_iso(t)),
    ("datetime", "Now", "now", lambda g, t: js_iso(t)),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t))),
    ("datetime", "Asked at", "asked_at", lambda g, t: rfc2822(t)),
    ("datetime", "Moment", "moment", lambda g, t: rfc850(t)),
    ("date", "Service date", "service_date", lambda g, t: iso_date(t)),
    ("datetime", "Served", "served", lambda g, t: ctime(t)),
    ("epoch", "Clock-ns", "clock_ns", lambda g, t: str(epoch_ns(g, t))),
    ("request_id", "Request", "request", lambda g, t: g.uuid4()),
    ("trace_id", "Trace", "trace", lambda g, t: g.traceparent()),
    ("session_id", "Chat", "chat", lambda g, t: g.nanoid()),
    ("session_id", "Session", "session", lambda g, t: g.ulid(t)),
    ("request_id", "Correlation", "correlation", lambda g, t: g.hex(32)),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("run_id", "Run", "run", lambda g, t: g.ksuid(t)),
    ("session_id", "Desk session", "desk_session", lambda g, t: g.objectid(t)),
    ("request_id", "Call", "call", lambda g, t: "req_" + g.b62(14)),
    ("datetime", "Shelf clock", "shelf_clock", lambda g, t: py_str(t)),
]

LANG_FIELDS: dict[str, list[tuple[str, str, str, Callable[[Gen, datetime], str]]]] = {
    "es": [("datetime", "Hora de la consulta", "hora", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
           ("session_id", "Sesión", "sesion", lambda g, t: g.nanoid()),
           ("request_id", "ID de petición", "peticion", lambda g, t: g.uuid4())],
    "de": [("datetime", "Zeitpunkt der Anfrage", "zeitpunkt", lambda g, t: f"{t:%d.%m.%Y %H:%M}"),
           ("request_id", "Anfrage-ID", "anfrage", lambda g, t: g.hex(32)),
           ("session_id", "Sitzung", "sitzung", lambda g, t: g.ulid(t))],
    "ja": [("datetime", "問い合わせ日時", "nichiji", lambda g, t: f"{t:%Y/%m/%d %H:%M}"),
           ("request_id", "リクエスト番号", "req", lambda g, t: g.uuid4()),
           ("session_id", "セッション", "sess", lambda g, t: g.nanoid())],
    "fr": [("datetime", "Heure de la demande", "heure", lambda g, t: f"{t:%d/%m/%Y} {t.hour} h {t:%M}"),
           ("request_id", "N° de requête", "requete", lambda g, t: g.ulid(t)),
           ("session_id", "Session", "session", lambda g, t: g.hex(24))],
}

NUMERIC_KEYS = {"t0", "epoch", "clock_ns"}
POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_inline",
             "xml_attr"]
FOOTERS = {"en": "Library assistant · template 3", "es": "Asistente de la biblioteca · plantilla 3",
           "de": "Bibliotheksassistent · Vorlage 3", "ja": "図書館アシスタント · テンプレート3",
           "fr": "Assistant de la bibliothèque · modèle 3"}
ZONES = {"en": [UTC, IST, JST], "es": [timezone(timedelta(hours=1), "CET")], "de": [timezone(timedelta(hours=1), "CET")],
         "ja": [JST], "fr": [timezone(timedelta(hours=1), "CET")]}


def render(position: str, body: tuple[str, str, str, str, str, str, str, str], line: str, yaml: str,
           member: str, attr: str) -> str:
    """A body with one marked field (given in its line, YAML, JSON-member and XML forms) at `position`."""
    name, lang, library, system, record, question, user, cue = body
    ask = f"{user} : {question}" if lang == "fr" else f"{user}: {question}"
    tail = f"\n{cue}" if cue else ""
    base = f"{system}\n\n{record}\n\n{ask}{tail}"
    if position == "head":
        return f"{line}\n{base}"
    if position == "system_tail":
        return f"{system}\n{line}\n\n{record}\n\n{ask}{tail}"
    if position == "header_block":
        return f"Library: {library}\n{line}\nChannel: web\n\n{base}"
    if position == "after_user":
        return f"{system}\n\n{record}\n\n{ask}\n{line}{tail}"
    if position == "footer":
        return f"{system}\n\n{record}\n\n{ask}\n\n--\n{line}\n{FOOTERS[lang]}"
    if position == "front_matter":
        return f"---\napp: {name}-assistant\n{yaml}\nlocale: {lang}\n---\n{base}"
    if position == "json_inline":
        return f'{{"app":"{name}-assistant",{member}"locale":"{lang}"}}\n{base}'
    return f'<request {attr} library="{library}"/>\n{base}'


def generated_positives(g: Gen) -> list[Draft]:
    """One program field in each of three positions per body; every position used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out = []
    english = 0
    for k, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        for j in range(3):
            position = POSITIONS[(3 * k + j) % len(POSITIONS)]
            if lang == "en":
                cue, label, key, make = fields[english % len(fields)]
                english += 1
            else:
                cue, label, key, make = LANG_FIELDS[lang][j]
            t = g.moment(g.rng.choice(ZONES[lang]))
            value = make(g, t)
            sep = "：" if lang == "ja" else (" : " if lang == "fr" else ": ")
            line = v(cue, f"{label}{sep}{value}")
            yaml = v(cue, f"{key}: {value}")
            member = v(cue, f'"{key}":{value},' if key in NUMERIC_KEYS else f'"{key}":"{value}",')
            attr = v(cue, f'{key}="{value}"')
            text = render(position, body, line, yaml, member, attr)
            extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
            out.append(Draft(text, f"{SRC}gen:{name}+{key}@{position}",
                             ["generated", position, cue, "record_neighbour", *extra]))
    return out


# --- negatives: pasted records of the domain -----------------------------------------------------

# source, tags, language, text
PASTED: list[tuple[str, list[str], str, str]] = [
    ("overdue-email", ["email_headers", "message_id", "question_above"], "en",
     """Is this overdue notice genuine or phishing? The link looks odd to me.

From: Fenwick County Library <notices@fenwickcountylibrary.example>
Date: Tue, 24 Feb 2026 06:00:12 -0600
Message-ID: <notice.20260224.120012.88412@ils.fenwickcountylibrary.example>
Subject: Overdue: 2 items

Dear member, the items below were due on 2026-02-21. Please return or renew them at
https://fenwick-library-renew.example/login to avoid a block on your account.
- The Overstory (31234009911442)
- Braiding Sweetgrass (31234007788120)"""),
    ("hold-ready-colleague", ["email", "lead_in", "dates_in_content"], "en",
     """My colleague sent me this:

Subject: Your hold is ready - Northgate Library
Sent: 2026-02-26 07:31
Hi Sam, "Intermezzo" is waiting for you at Main until Thursday 5 March 2026 (pickup code 4471).

Can you rewrite it so it fits in one SMS?"""),
    ("curl-429", ["curl", "http_date", "request_id", "pasted_http"], "en",
     """Our discovery layer keeps getting 429 from the catalogue API. What is the limit, judging by this?

$ curl -si https://api.catalogue.example.org/v2/search?q=fens
HTTP/2 429
date: Wed, 25 Feb 2026 14:02:44 GMT
retry-after: 30
x-request-id: 6d2c1f0a-8b4e-4c2d-9e7a-3f1b5c0d8a21
x-ratelimit-limit: 120
x-ratelimit-remaining: 0
x-ratelimit-reset: 1772028194

{"error": "rate_limited"}"""),
    ("ill-export-json", ["json", "uuid7", "created_at", "asked_about"], "en",
     """Why does our ILL system say this request is late? It looks fine to me.

{
  "id": "0195a3c2-7e41-7b9a-8c2d-4f10e6a9b3d7",
  "created_at": "2026-01-19T16:20:05Z",
  "tn": 448120,
  "title": "A History of the Erie Canal Towpath",
  "status": "shipped",
  "lender_due": "2026-02-23",
  "shipped_at": "2026-01-27T11:02:40Z"
}"""),
    ("receipt-head", ["receipt", "head", "barcode"], "en",
     """CEDAR RAPIDS PUBLIC LIBRARY - Ladd
Checkout 2026-02-27 11:48 AM  Station SC-1
Hotspot T-Mobile #12   due 2026-03-13
The Zone of Interest (DVD)   due 2026-03-06
Paddington in Peru (DVD)   due 2026-03-06
Items: 3   Fines: $0.00

Which of these can I renew online?"""),
    ("fines-csv", ["csv", "timestamp_column", "head"], "en",
     """timestamp,patron,item,type,amount
2026-02-03T10:14:22Z,P-20931,31234005510877,lost,18.99
2026-02-03T10:15:01Z,P-20931,31234005510877,processing,5.00
2026-02-10T16:40:12Z,P-20931,31234005510877,refund,-18.99

The patron found the book. Is it right that the processing fee was not refunded?"""),
    ("vendor-webhook-debug", ["webhook", "pasted_http", "signature", "debugging"], "en",
     """Our endpoint rejects these e-book deliveries as too old. Compare the timestamp with the received time
in our log and tell me if the clock skew check is wrong.

POST /hooks/shelfline HTTP/1.1
Shelfline-Delivery: dlv_01JMX4Q8A2R7T3B9C6D1E0FAKP
Shelfline-Timestamp: 1772031120
Shelfline-Signature: v1=9f2c4e1a7b3d5f8e0c6a2b4d8f1e3c5a7b9d0f2e4c6a8b1d3f5e7a9c0b2d4f6e
Content-Type: application/json

{"type": "loan.returned", "loan_id": "ln_88410", "returned_at": "2026-02-25T14:51:55Z"}

Our log: received 2026-02-25T14:58:02Z, rejected (skew > 300 s)."""),
    ("order-slip", ["slip", "times_in_content"], "en",
     """Here is the order slip that came up with the box:

CALDERDALE RECORD OFFICE - PRODUCTION SLIP
Reader ticket: 20931   Seat: 14
Ref: WYC:1525/4/3   Box 4 of 7
Ordered: 25/02/2026 10:05   Produced: 25/02/2026 11:12
Return by: 16:30 same day

Why did it take over an hour when the leaflet says 20 minutes?"""),
    ("digitisation-log", ["python_logging", "pasted_log", "request_id"], "en",
     """Find the root cause in this OCR worker log:

2026-02-20 02:14:07,412 INFO [ocr] batch 77 vol=L914.26 pages=312 started
2026-02-20 02:31:58,093 WARNING [ocr] page 0142 confidence 41% request_id=3c9e1a70-5b2d-4e8f-a1c6-0d7b9f3e2a54
2026-02-20 02:32:00,511 ERROR [ocr] page 0143 tesseract exited 137 (killed)
2026-02-20 02:32:00,520 INFO [ocr] batch 77 aborted"""),
    ("nginx-catalogue", ["clf", "nginx", "pasted_log"], "en",
     """Someone seems to be scraping our catalogue. Is this one client?

203.0.113.55 - - [24/Feb/2026:03:12:01 +0000] "GET /record/b2281934 HTTP/1.1" 200 18211 "-" "python-requests/2.32.3"
203.0.113.55 - - [24/Feb/2026:03:12:01 +0000] "GET /record/b2281935 HTTP/1.1" 200 17940 "-" "python-requests/2.32.3"
203.0.113.55 - - [24/Feb/2026:03:12:02 +0000] "GET /record/b2281936 HTTP/1.1" 200 19102 "-" "python-requests/2.32.3"
198.51.100.9 - - [24/Feb/2026:03:12:05 +0000] "GET /search?q=fens HTTP/1.1" 200 40211 "-" "Mozilla/5.0\""""),
    ("event-confirmation", ["email", "dates_in_content", "question_below"], "en",
     """Subject: You're booked: Author talk with Mira Castell
Date: Thu, 19 Feb 2026 12:04:31 +0000

Thanks for booking! Tuesday 3 March 2026, 18:30-19:30, Main Hall. Booking ref EV-2026-0303-118.
Doors open 18:15.

I can't go any more. Do I need to cancel, or can I just not turn up?"""),
    ("earlier-assistant-turn", ["multi_turn", "earlier_turn", "dates_in_content"], "en",
     """System: You are the holds assistant of Northgate Library.
User: When does my hold for "Orbital" expire?
Assistant: It is on the pickup shelf at Main until 2026-03-12 at 18:00, then it goes to the next person.
User: Can you extend it by two days? I'm away until the 14th.
Assistant:"""),
    ("chatml-sms", ["chatml", "sms", "dates_in_content"], "en",
     """<|im_start|>system
You explain library text messages to members.<|im_end|>
<|im_start|>user
I got this text, what does it mean?

WRL: 1 item due 03/06/26. Reply RENEW to renew, HELP for help. Msg 1/1 sent 03/04/26 09:00<|im_end|>
<|im_start|>assistant
"""),
    ("llama-shipping-notice", ["llama3", "pasted_notice", "tracking"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You help patrons understand interlibrary loan notices.<|eot_id|><|start_header_id|>user<|end_header_id|>

What does this notice mean for me?

ILL NOTICE - shipped 2026-02-24 by Dunmore College Library, courier ref LSC-880412, expected 3-5 days.
Your TN: 448311.<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("rag-policy", ["rag_document", "document_dates"], "en",
     """Answer from the retrieved passages and cite them as [1], [2].

[1] source=loan-policy.pdf page=3 updated=2025-11-03
Hotspots are lent for 14 days and cannot be renewed. Late hotspots are switched off after 3 days.

[2] source=faq.md section=hotspots updated=2026-01-20
Switched-off hotspots come back on within an hour of being returned.

Question: My hotspot stopped working. Is it broken?
Answer:"""),
    ("react-observation", ["react", "tool_output", "last_scan"], "en",
     """Question: Where is item 31234007712093 right now?
Thought: I need the item's status.
Action: item_status[31234007712093]
Observation: {"item": "31234007712093", "status": "in transit", "from": "Eastside", "to": "Main", "last_scan": "2026-02-27T16:02:11Z"}
Thought:"""),
    ("fenced-traceback", ["fenced", "traceback", "request_id"], "en",
     """Our self-check integration crashes. Why?

```
Traceback (most recent call last):
  File "selfcheck/bridge.py", line 88, in checkout
    resp = client.post("/loans", json=payload, timeout=5)
  File "selfcheck/client.py", line 41, in post
    raise ApiError(f"{r.status_code} {r.text}")
selfcheck.client.ApiError: 409 {"error":"item_on_hold","request_id":"a41f0c9e2b7d4e18","at":"2026-02-26T09:41:07Z"}
```"""),
    ("quoted-complaint", ["quoted", "email", "dates_in_content"], "en",
     """Please draft a calm reply to this complaint:

> On 23 Feb 2026, at 17:52, D. Whitcombe wrote:
> I was charged $2.50 for a DVD I returned in the book drop on Saturday 21 Feb before 9 am.
> The receipt says checked in 23/02/2026 08:14. That's not my fault.

Our policy: items in the book drop are checked in as of the previous open day."""),
    ("indented-holdings", ["indented", "holdings", "call_numbers"], "en",
     """Which branch should I send the patron to? She wants a copy today.

    Main        940.5318 SNY   Available
    Eastside    940.5318 SNY   Due 2026-03-02
    Lakeview    940.5318 SNY   In transit since 2026-02-25

She lives closer to Lakeview."""),
    ("slack-export-tail", ["slack_export", "ts", "tail"], "en",
     """Summarise what the team decided about the seed swap.

[{"user": "U07KD2RQ1", "ts": "1771932061.004200", "text": "Seed swap moved to the Community Room"},
 {"user": "U05HX8LQ3", "ts": "1771932190.118900", "text": "ok, I'll print new signs"},
 {"user": "U07KD2RQ1", "ts": "1771932355.220100", "text": "and we cap it at 40 packets per person"}]"""),
    ("stripe-charge", ["stripe", "epoch", "json"], "en",
     """Did this replacement fee go through, and when?

{
  "id": "ch_3QmX8d2eZvKYlo2C1d0r9A4b",
  "object": "charge",
  "amount": 1899,
  "currency": "gbp",
  "created": 1770127262,
  "customer": "cus_Qm4TfVb8kL2sXa",
  "paid": true,
  "status": "succeeded"
}"""),
    ("ics-author-talk", ["ics", "calendar", "dtstamp"], "en",
     """Put this in one sentence for our events page:

BEGIN:VEVENT
UID:author-talk-2026-03-03@cardifflibraries.example
DTSTAMP:20260212T101500Z
DTSTART:20260303T183000Z
DTEND:20260303T193000Z
SUMMARY:Ffion Reece - The Lighthouse Ledger
LOCATION:Cardiff Central Library, Floor 5
END:VEVENT"""),
    ("accession-register", ["csv", "accession", "dates_in_table"], "en",
     """Which of these accessions still need a catalogue entry?

accession,received,depositor,extent,catalogued
2025/114,2025-11-03,Northowram Parish Council,3 boxes,yes
2026/007,2026-01-15,Halifax Choral Society,1 box,no
2026/012,2026-02-02,Estate of M. Lister,12 volumes,no"""),
    ("scan-manifest", ["csv", "file_manifest", "sha256"], "en",
     """Do these TIFFs look complete? The volume has 312 pages.

filename,bytes,modified,sha256
L914.26_0001.tif,98213344,2026-02-20T02:14:09Z,4c1d0a9e7f2b3c5d8e6a1b0f9c2d4e7a3b5c8d0e2f4a6b9c1d3e5f7a9b0c2d4e
L914.26_0002.tif,98201120,2026-02-20T02:14:15Z,9e2f4a6b8c0d1e3f5a7b9c2d4e6f8a0b1c3d5e7f9a2b4c6d8e0f1a3b5c7d9e2f
L914.26_0312.tif,97844016,2026-02-20T03:48:51Z,1a3b5c7d9e0f2a4b6c8d0e1f3a5b7c9d2e4f6a8b0c1d3e5f7a9b2c4d6e8f0a1b"""),
    ("ebook-history-table", ["md_table", "loan_history"], "en",
     """| Title                 | Format    | Borrowed   | Returned   |
|-----------------------|-----------|------------|------------|
| The Women             | e-book    | 2026-01-04 | 2026-01-18 |
| Intermezzo            | audiobook | 2026-01-20 | 2026-02-03 |
| James                 | e-book    | 2026-02-05 | -          |

This is my loan history. How many e-books can I still borrow this month if the limit is 6?"""),
    ("gemma-hold-notice", ["gemma", "pasted_notice"], "en",
     """<start_of_turn>user
Translate this notice into simple English for my dad:

HOLD AVAILABLE. Title: Orbital. Pickup location: Main. Hold expires: 2026-03-12. Pickup code: 7719.<end_of_turn>
<start_of_turn>model
"""),
    ("phi3-renewal-letter", ["phi3", "letter", "dates_in_content"], "en",
     """<|user|>
Is this letter asking me to pay anything?

Dear member, your library card expires on 31/03/2026. Renew free of charge at any branch or online
before that date. Ref: MEM-2290-26.<|end|>
<|assistant|>
"""),
    ("mistral-ill-invoice", ["mistral", "invoice", "price"], "en",
     """<s>[INST] Check the total on this ILL invoice:

INVOICE IFM-2026-0219 dated 19/02/2026
TN 448120 lending fee 12.00 USD
TN 448205 lending fee 12.00 USD
TN 448311 lending fee 15.00 USD
TOTAL 41.00 USD [/INST]"""),
    ("attendance-log", ["bracketed_times", "event_log"], "en",
     """How many children came to story time, and did anyone leave early?

[10:01] check-in: Ada P. (+1 adult)
[10:03] check-in: Teo M. (+1 adult)
[10:09] check-in: Lina K. (+2 adults)
[10:35] check-out: Teo M.
[10:45] session ended"""),
    ("selfcheck-api-error", ["json", "request_id_first", "timestamp_member"], "en",
     """{"request_id": "0b7e2c94-1f3a-4d6b-8e5c-7a9d2f1b3c40", "timestamp": "2026-02-26T09:41:07.552Z", "error": "PATRON_BLOCKED", "reason": "fines_over_limit"}

The self-check kiosk showed this to a patron. What should staff tell her?"""),
    ("fine-receipt", ["receipt", "transaction_id", "price"], "en",
     """PAYMENT RECEIPT - Harrow Vale Libraries
Transaction 7Q2K-99128-AX   03/03/2026 14:22
Lost item replacement   GBP 18.99
Processing fee          GBP  5.00
Paid by card ending 4471

Which of these can be refunded if I bring the book back?"""),
    ("correo-vencimiento-es", ["email", "spanish", "fecha"], "es",
     """Mi madre recibió este correo. ¿Es de verdad de la biblioteca?

De: Biblioteca Municipal de Almagro <avisos@biblioalmagro.example>
Fecha: miércoles, 25 de febrero de 2026, 8:00
Asunto: Préstamo vencido

Le recordamos que el libro «Nada» (código 28000912) venció el 23/02/2026. Puede renovarlo en la web."""),
    ("recu-pret-fr", ["receipt", "french"], "fr",
     """Voici mon reçu de prêt :

BIBLIOTHÈQUE DE ROSEMONT
Prêt du 26/02/2026 à 16 h 12
- Les Fous de Bassan   retour le 19/03/2026
- Kukum                retour le 19/03/2026

Est-ce que je peux les rendre dans une autre succursale ?"""),
    ("fernleihe-mail-de", ["email", "german", "gesendet"], "de",
     """Das kam heute von der Fernleihe:

Von: Fernleihe Stadtbücherei Kempten
Gesendet: Donnerstag, 26. Februar 2026 09:14
Betreff: Ihre Fernleihbestellung FL-2026-00418

Ihr Buch ist eingetroffen und liegt bis zum 12.03.2026 an der Theke für Sie bereit.

Kann meine Tochter das Buch für mich abholen?"""),
    ("ricevuta-it", ["receipt", "italian"], "it",
     """Biblioteca Civica di Bergamo - ricevuta di prestito
Data: 27/02/2026 ore 10:41   Tessera: BG-00418812
1. Il nome della rosa   scadenza 27/03/2026
2. Lessico famigliare   scadenza 27/03/2026

Posso prorogare solo uno dei due libri?"""),
    ("comprovante-reserva-pt", ["receipt", "portuguese", "protocol"], "pt",
     """Recebi este comprovante do arquivo:

Arquivo Público de Salvador
Agendamento nº AG-2026-0311 - 11/03/2026, 9h às 12h
Solicitado em 24/02/2026 às 15h40
Documentos: Livro de registro 1870, vol. 2

Posso levar um acompanhante na sala de consulta?"""),
    ("email-verzonden-nl", ["email", "dutch", "verzonden"], "nl",
     """Van: Bibliotheek Deventer
Verzonden: dinsdag 24 februari 2026 11:02
Onderwerp: Aanvraag IBL-2026-0912

Uw aangevraagde boek uit de KB is binnen. U kunt het tot en met 10 maart 2026 ophalen.

Wat betekent IBL precies, en moet ik de 4 euro nog betalen?"""),
    ("rezerwacja-pl", ["confirmation", "polish"], "pl",
     """Dostałem takie potwierdzenie:

Rezerwacja nr R/2026/0442 z dnia 23.02.2026, godz. 18:05
Tytuł: Księgi Jakubowe
Odbiór do: 02.03.2026, Filia nr 3

Czy mogę przedłużyć termin odbioru?"""),
    ("log-vydachi-ru", ["log", "russian", "pasted_log"], "ru",
     """Почему книгу выдали дважды? Вот журнал:

2026-02-25 12:04:11 ВЫДАЧА  билет 10422  экз. 00491233
2026-02-25 12:04:13 ВЫДАЧА  билет 10422  экз. 00491233
2026-02-25 12:06:40 ВОЗВРАТ экз. 00491233"""),
    ("kvytantsiia-uk", ["receipt", "ukrainian"], "uk",
     """Квитанція бібліотеки:
Видано 26.02.2026 о 14:20
«Тигролови» - повернути до 12.03.2026
«Інтернат» - повернути до 12.03.2026
Читацький квиток № 55120

Чи можна повернути книги в іншу бібліотеку міста?"""),
    ("apodeixi-el", ["receipt", "greek"], "el",
     """Απόδειξη δανεισμού - Δημοτική Βιβλιοθήκη Πάτρας
Ημερομηνία: 25/02/2026 12:31
Βιβλίο: «Η φόνισσα» - επιστροφή έως 11/03/2026

Μπορώ να το ανανεώσω τηλεφωνικά;"""),
    ("odunc-fisi-tr", ["receipt", "turkish"], "tr",
     """Bu fişi aldım:

KADIKÖY HALK KÜTÜPHANESİ
Ödünç tarihi: 24.02.2026 15:47
İade tarihi: 10.03.2026
Kitap: Tutunamayanlar (demirbaş no 0088412)

Süreyi uzatmak için kütüphaneye gitmem gerekiyor mu?"""),
    ("ishaar-ar", ["notice", "arabic", "arabic_indic_digits"], "ar",
     """وصلتني هذه الرسالة من المكتبة، ماذا تعني؟

إشعار استحقاق: الكتاب «موسم الهجرة إلى الشمال» مستحق الإرجاع بتاريخ ١٥/٣/٢٠٢٦. رقم الإعارة ٤٤٨١٢."""),
    ("email-he", ["email", "hebrew", "message_id"], "he",
     """קיבלתי את המייל הזה מהארכיון, מה עליי להביא?

From: archive@haifa-archive.example
Date: Sun, 22 Feb 2026 09:12:40 +0200
Message-ID: <a7c2.20260222071240@haifa-archive.example>

שלום, ההזמנה שלך לחדר העיון ליום 3.3.2026 בשעה 10:00 אושרה. תיקים: 12/4, 12/5."""),
    ("raseed-hi", ["receipt", "hindi", "devanagari_digits"], "hi",
     """यह पुस्तकालय की रसीद है, क्या मेरी सदस्यता शुल्क सही लिया गया?

सदस्यता संख्या: ४४१२०
दिनांक: २६/०२/२०२६
वार्षिक शुल्क: ₹ ५००"""),
    ("bai-yuem-th", ["receipt", "thai", "buddhist_era"], "th",
     """ใบยืมหนังสือ หอสมุดเมืองเชียงใหม่
วันที่ยืม 26 ก.พ. 2569 เวลา 13:05 น.
กำหนดคืน 12 มี.ค. 2569

ถ้าคืนช้าหนึ่งวันจะเสียค่าปรับเท่าไหร่คะ"""),
    ("jieyue-zh", ["record", "chinese"], "zh",
     """这是我的借阅记录，哪本书快到期了？

借阅时间：2026-02-10 09:31  书名：《活着》  应还日期：2026-03-12
借阅时间：2026-02-20 16:05  书名：《边城》  应还日期：2026-03-22"""),
    ("kashidashi-ja", ["receipt", "japanese"], "ja",
     """港北図書館 貸出票
貸出日時：2026年2月27日 14:18
返却期限：2026年3月13日
資料番号：1120048812

この本を別の図書館に返してもいいですか？"""),
    ("yeollam-ko", ["record", "korean"], "ko",
     """열람 신청 내역을 보니 이상해서요.

신청번호 RR-2026-0412 / 신청일시 2026-02-25 10:14 / 자료: 부산일보 1962년 합본 / 상태: 반려

왜 반려됐는지 알 수 있을까요?"""),
    ("phieu-muon-vi", ["receipt", "vietnamese"], "vi",
     """Phiếu mượn: số PM-2026-0228, ngày mượn 28/02/2026 lúc 09:12, hạn trả 14/03/2026.

Tôi có thể gia hạn phiếu mượn này qua điện thoại không?"""),
    ("struk-id", ["receipt", "indonesian"], "id",
     """Struk peminjaman Perpustakaan Daerah Yogyakarta
Tanggal pinjam: 24/02/2026 10.15 WIB
Jatuh tempo: 10/03/2026
No. anggota: 34-0912

Kalau telat, dendanya berapa per hari?"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in PASTED:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted", *tags, *extra]))
    return out


# --- negatives: look-alikes, asked values and controls -------------------------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("prompt-revision", ["stable_header", "authored_revision"], "en",
     """Prompt: circ-desk-helper
Prompt version: 2.4.0
Last reviewed: 2026-01-12 by the circulation manager
Loan rules effective: 2025-07-01

Answer staff questions about loan periods and renewals. Quote the rule you used.

Staff: How long can a patron keep a hotspot?
Assistant:"""),
    ("llama-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You recommend books from the Northgate Library catalogue for readers who liked a given title.<|eot_id|><|start_header_id|>user<|end_header_id|>

I loved "Station Eleven". What should I read next?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
"""),
    ("api-version-header", ["api_version", "build", "header_block"], "en",
     """X-Api-Version: 2025-01-15
ILS-Build: 24.11.3 (20251128.2)
Tenant: fenwick-county

You turn staff questions into catalogue API queries. Output the query string only.

Staff: all large print books added since the start of the year at Main"""),
    ("chatml-cutoff-rules", ["chatml", "knowledge_cutoff", "effective_date"], "en",
     """<|im_start|>system
You answer questions about Harrow Vale Libraries' fees. Knowledge cutoff: 2024-06. Fee schedule in
force since 2025-04-01: lost item = list price + GBP 5.00 processing; no overdue fines.<|im_end|>
<|im_start|>user
How much for a lost paperback that cost GBP 9.99?<|im_end|>
<|im_start|>assistant
"""),
    ("hours-phone", ["opening_hours", "phone"], "en",
     """You are the front-desk assistant of Oakfield Library. Opening hours: Mon-Fri 09:00-19:00, Sat
10:00-16:00, closed Sundays. Phone: 0161 496 0712.

Visitor: Are you open at 6:30 pm on Friday?
Assistant:"""),
    ("fees-table", ["price", "md_table"], "en",
     """| Service              | Price   |
|----------------------|---------|
| Interlibrary loan    | $3.00   |
| Printing (per page)  | $0.15   |
| Replacement card     | $2.00   |
| Makerspace filament  | $0.05/g |

Which of these would I pay to borrow a book from another library and print 40 pages?"""),
    ("isbn-question", ["isbn", "asked_about"], "en",
     """Are ISBN 978-0-393-63552-2 and ISBN 978-0-393-35668-7 the same book? The library shows two records.
"""),
    ("oclc-callnumber", ["oclc", "call_number", "asked_about"], "en",
     """What do the parts of this mean: OCLC 00412389, call number E78.M8 P68 1968?"""),
    ("iban-donation", ["iban", "price"], "en",
     """Check this before I send our donation to the Friends of the Library: IBAN GB33 BUKB 2020 1555 5555 55,
reference FRIENDS-2026, amount GBP 250.00."""),
    ("epub-checksum", ["sha256", "asked_about"], "en",
     """The EPUB we bought has this checksum:
e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855
Why would the vendor's page show a different one for the same title?"""),
    ("member-block", ["stable_header", "customer_id", "member_since"], "en",
     """Member: Aisha Kamara
Member since: 2014-05-02
Stripe customer: cus_R2kLm9TxQv4aBc
Home branch: Millbrook

You are the Friends of Millbrook Library membership helper. Be warm and short.

Aisha: Does my Friends membership renew automatically?
Assistant:"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current date: {{current_date}}
Session: {{session_id}}

You are the holds assistant of Northgate Library.

User: Why is my hold still "in transit"?
Assistant:"""),
    ("barcode-question", ["barcode", "asked_about"], "en",
     """The self-check says item 31234009911442 belongs to another library. Whose barcode range is 31234?"""),
    ("epoch-question", ["epoch", "asked_about"], "en",
     """Our e-book export has "ts": 1771840012554 on the failed return. What date and time is that in
London?"""),
    ("ulid-question", ["ulid", "asked_about"], "en",
     """What is the ID 01JMX4Q8A2R7T3B9C6D1E0FAKP in our vendor's webhook? Can I read a time out of it?"""),
    ("few-shot-due-dates", ["few_shot", "example_dates"], "en",
     """Compute the due date. Loans are 21 days; if the due date falls on a Sunday, move it to Monday.

Example: checked out 2026-01-03 -> due 2026-01-24
Example: checked out 2026-01-04 -> due 2026-01-26

Checked out 2026-02-14 ->"""),
    ("calver-release", ["calver", "stable_header"], "en",
     """Catalogue release: 2026.02
Discovery layer: 5.3.1
Locale: en-GB

You explain new catalogue features to staff in one paragraph.

Staff: What changed in the facet for format?
Assistant:"""),
    ("stable-front-matter", ["front_matter", "edition"], "en",
     """---
collection: local-studies
edition: 2025-11
licence: CC BY-NC 4.0
---
Write a short description of the Ashbourne Local Studies postcard collection for the website.
Answer:"""),
    ("xml-stable-attrs", ["xml_attr", "opened", "time_zone"], "en",
     """<branch id="LKV" opened="1998-09-14" tz="America/Chicago" seats="64"/>
You help the Lakeview branch answer questions about study rooms and quiet spaces.

Visitor: Can I book a study room for four people?
Assistant:"""),
    ("html-comment-template", ["html_comment", "template_revision"], "en",
     """<!-- template: overdue-notice-v7, revised 2025-10-02 -->
Rewrite the overdue notice below so it sounds kinder. Keep the dates.

Your item "The Overstory" was due on 21 February 2026. Please return it."""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Summarise our e-book lending terms in three bullet points for the app.

Members may borrow 6 e-books at a time for 14 days. Holds are limited to 10.

--
Clearwater Libraries · Lending terms rev. 2025-12 · Registered charity 1180412"""),
    ("card-table", ["md_table", "card_expiry", "member_since"], "en",
     """| Field        | Value            |
|--------------|------------------|
| Member       | R. Okafor        |
| Card expires | 2027-03-31       |
| Member since | 2016-08-20       |

You are the Riverbend Library membership assistant.

Member: Do I need to renew my card before my trip next month?
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging bot. Should the time and session lines be in a
prompt at all?

You are Lark, the circulation assistant.
Current time: 2026-02-01T09:00:00Z
Session: 01JK2ZQ8K2M7X5T3B9C6D1E0FA
Always check the hold queue before offering a renewal."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 5:50 pm here and you close at 6. If I run over now, can I still pick up my hold tonight?"""),
    ("relative-times", ["relative_time"], "en",
     """I returned the book 10 minutes ago in the drop box but the app still shows it as on loan. It was due
2 days ago. Will I get a late fee?"""),
    ("iso-week-plan", ["iso_week", "dates_in_question"], "en",
     """Our events calendar is planned in ISO weeks. Which dates are 2026-W12 and 2026-W13, and do they cover
the Easter school holidays?"""),
    ("date-arithmetic", ["date_arithmetic"], "en",
     """If I borrow a book on 14 February 2026 for 21 days and renew it twice for 21 days each, when is it
finally due?"""),
    ("dewey-year", ["call_number", "year_in_content"], "en",
     """Why does the spine label say 940.5318 SNY 2019 when the book was printed in 2021?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a reading buddy for children aged 7-10. Ask one question at a time about the book they are
reading.

Child: I'm reading The Wild Robot!
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help adults choose their next book. Ask about two books they liked before recommending three.

Reader: I want something cosy for a rainy weekend.
Assistant:"""),
    ("stand-de", ["document_revision", "stand"], "de",
     """Benutzungsordnung der Stadtbücherei Kempten
Stand: 1. Januar 2026

Die Leihfrist beträgt vier Wochen. Eine Verlängerung ist zweimal möglich.

Frage: Wie lange kann ich ein Buch insgesamt behalten?"""),
    ("kitei-ja", ["policy_revision"], "ja",
     """あなたは港北区立図書館の案内係です。以下の規則に基づいて答えてください。
規則改定日：2025年4月1日
貸出期間：2週間、延長は1回まで

利用者：延長は何回までできますか？"""),
    ("plantilla-es", ["template_placeholder"], "es",
     """Fecha actual: {{fecha_actual}}
Sesión: {{id_sesion}}

Eres el asistente de la Biblioteca Municipal de Almagro. Responde en español.

Usuario: ¿Abren los sábados por la tarde?"""),
    ("horaires-fr", ["opening_hours"], "fr",
     """Tu es l'assistant de la Bibliothèque communale de Namur. Horaires : mar.-ven. 10 h-18 h, sam. 9 h-13 h.
Téléphone : 081 24 64 40.

Lectrice : Est-ce que je peux venir samedi à 12 h 30 ?"""),
    ("yeonchaeryo-ko", ["price", "table"], "ko",
     """연체료가 어떻게 되나요?

자료 종류 | 1일 연체료
도서      | 100원
DVD       | 500원
노트북    | 2,000원"""),
    ("hours-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد مكتبة الملك فهد العامة. ساعات العمل: من الأحد إلى الخميس، ٩ صباحًا - ٩ مساءً.
هاتف: ٠١١ ٤٦٢ ٠٠١٢

الزائر: هل المكتبة مفتوحة يوم السبت؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们图书馆的借书App升级到 4.2.0（2026-01-20 发布）以后，电子书打不开了。版本号：4.2.0，系统：Android 15。这是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """Devolvi o livro há uma hora na caixa de devolução, mas o aplicativo ainda mostra que está comigo. Venceu
ontem. Vou pagar multa?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Η έκθεση παλιών χαρτών στη βιβλιοθήκη είναι από 10 Μαρτίου έως 30 Απριλίου. Μπορώ να φέρω τη σχολική
τάξη μου στις 15 Απριλίου;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """यहाँ अभी शाम के 7:40 बजे हैं और पुस्तकालय 8 बजे बंद होता है। क्या मैं आज अपनी आरक्षित किताब ले सकता हूँ?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Kayıp kitap bedelini bu hesaba yatırıyorum, kontrol eder misin? IBAN: TR12 0001 0012 3456 7890 1234 56,
alıcı Kadıköy Halk Kütüphanesi, tutar 350 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Warsztaty planujemy w tygodniach ISO. Jakie daty obejmuje tydzień 2026-W16 i czy wypada w nim majówka?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """שאלתי ספר ב-20 בפברואר 2026 לשלושה שבועות. מתי עליי להחזיר אותו?"""),
    ("member-id-th", ["member_id", "stable_header"], "th",
     """เลขสมาชิก: CM-0044120
สาขา: หอสมุดเมืองเชียงใหม่
สมัครเมื่อ: 1 มกราคม 2567

คุณเป็นผู้ช่วยของหอสมุดเมืองเชียงใหม่ ตอบเป็นภาษาไทย

สมาชิก: ต่ออายุบัตรสมาชิกออนไลน์ได้ไหมคะ"""),
    ("isbn-ru", ["isbn", "asked_about"], "ru",
     """Это одна и та же книга: ISBN 978-5-17-118366-3 и ISBN 978-5-17-090624-9? В каталоге две записи."""),
    ("card-expiry-vi", ["card_expiry", "stable_header"], "vi",
     """Thẻ bạn đọc: TV-2026-0412
Hạn thẻ: 31/12/2026

Bạn là trợ lý của Thư viện Khoa học Tổng hợp TP.HCM.

Bạn đọc: Thẻ của tôi còn hạn đến cuối năm, tôi có cần gia hạn trước không?"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in LOOKALIKES:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *extra]))
    return out


# --- generated hard negatives: the family's bodies with one stable value ---------------------------

STABLE: list[tuple[str, str, str]] = [
    ("Loan rules revision", "loan_rules", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("API version", "api_version", "2025-01-15"),
    ("Time zone", "tz", "America/Chicago"),
    ("Branch hours", "hours", "Mon-Sat 09:00-20:00"),
    ("Catalogue release", "catalogue_release", "2026.02"),
    ("Prompt version", "prompt_version", "4.1.0"),
    ("Tenant", "tenant", "lib-tricounty-01"),
]

LANG_STABLE: dict[str, tuple[str, str, str]] = {
    "es": ("Política de préstamo", "politica", "rev. 2025-10-01"),
    "de": ("Stand der Benutzungsordnung", "stand", "01.01.2026"),
    "ja": ("規約改定日", "kaitei", "2025年4月1日"),
    "fr": ("Horaires", "horaires", "mar.-sam. 10 h-18 h"),
}


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at the position after its three positive ones."""
    out = []
    english = 0
    for k, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        position = POSITIONS[(3 * k + 3) % len(POSITIONS)]
        if lang == "en":
            label, key, value = STABLE[english % len(STABLE)]
            english += 1
        else:
            label, key, value = LANG_STABLE[lang]
        sep = "：" if lang == "ja" else (" : " if lang == "fr" else ": ")
        text = render(position, body, f"{label}{sep}{value}", f"{key}: {value}", f'"{key}":"{value}",',
                      f'{key}="{value}"')
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}gen-neg:{name}+{key}@{position}",
                         ["hard_negative", "generated", position, "stable_value", "record_neighbour", *extra]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold113", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
