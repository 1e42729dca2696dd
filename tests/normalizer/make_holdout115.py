"""Build `prompt_normalizer/corpus/holdout115.jsonl`, a hundred-and-fifteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout115.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (print shop,
printing, print-on-demand, prepress, proof, press, reprint, packaging, dieline, carton, label print,
signage, screen print, embroidery, merch, sticker) and the passages around the hits, with the docstring
of `make_holdout112.py` read in full; of `make_holdout112.py` also its import block and its last 150
lines, for the structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of
`tests/normalizer/` showed the generators' names.) Nothing under `prompt_normalizer/` was read, nor any
other test file, any `.jsonl` corpus, the docs and bench folders or the git history; the generators
numbered 113 to 120, written at the same time, were not read. The corpus was checked only against the
machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in
its input at its offsets, spans are single lines, inputs are unique, the build is deterministic).

The domain is print shops, packaging and print-on-demand: print quotes and proofs, prepress and file
checks, press scheduling, print-on-demand order routing, packaging dielines, shipping of print jobs and
reprint claims. The earlier docstrings name neighbours of it: book and magazine production in
make_holdout15 (prepress preflight, ONIX feeds, print-on-demand orders, offset estimating and JDF job
tickets, flatplans, author proofs; and photo print labs and proofing galleries); print shops,
signwriters, screen printers and engravers in make_holdout21 (an upload received under the customer's
file details, a banner chat's bracketed context line, a proofing desk's HTML comment, trophy layouts,
shopfront sign quotes; and as hard negatives job tickets whose numbers begin with a date, `pdfinfo`
output, t-shirt order sheets and a signage consent); label proofs and label print data of food makers
(make_holdout42); return label printing with a printer queue polled "at" a time and a ZPL template
(make_holdout84); IPP printer attributes, CUPS logs and print quotas (make_holdout11); 3D print farms
(make_holdout10); carton sheets of marketplace inbound shipments (make_holdout57); badge printing at
conferences (make_holdout102); journal production proofs (make_holdout62); and bills of lading of
removals (make_holdout112). The scenarios here were written around them: commercial, packaging and
print-on-demand work only, never books, magazines, ONIX, JDF or flatplans; no sign, engraving,
screen-printing, trophy or t-shirt order sheets, no `pdfinfo` output; proofs are seen through a proof
viewer, a proof coach, a reminder batch, proof comments, approval e-mails and an approval form, never a
proofing desk's HTML comment or a gallery; no printer device appears (no IPP, CUPS, ZPL, printer queue,
badge or 3D printer), and labels only as a customer's claim or a press job; a plate queue is read as a
`key=value` snapshot line, never "polled at"; bills of lading appear only as a pasted freight document
of a print job. The sources are:

* print quotes and proofs: YAML front matter of a booklet quote tool (naive `isoformat()` `quoted_at`,
  UUIDv7 `quote_request`; currency and price list stay); a proof viewer header (nanoid `Viewer
  session`, RFC 3339 `Opened` with a US offset; job and proof round stay); a Semantic Kernel
  current-time sentence inside a proof coach's paragraph; a Llama 3 system header (`Today Date` moves,
  `Cutting Knowledge Date` stays); a quote engine's HTTP request (`Request-Id`, `X-Request-Start` in ms;
  `X-Quote-Engine` stays); a proof reminder batch "built at" Go's `time.String()` with a `run=` ULID
  over a pasted table of proofs sent; a quote e-mail footer after `--` (RFC 850 `Rendered`, KSUID
  `ref`); Spanish (`Hora del servidor:`, UUID `ID de solicitud:`), Japanese (`現在日時：`, lower-case
  ULID), Korean (`요청 시각:` in `ko-KR` locale form, UUID) and Greek (`Ώρα αιτήματος:` with a genitive
  month, hex `Συνεδρία:`) desks;
* prepress and file checks: XML attributes `request` and `at` of a preflight check element over its
  report; a ReAct observation opening with `call_id` and `fetched_at` in single-line JSON; pretty JSON
  with a `req_` request id and `received_at_us` for spot colour mapping; a Gemma user turn with
  `Local time:` in Windows form; `traceparent` and `tracestate` at the head of a canvas resolution
  check; a B3 single header after a barcode grading question; a `fcheck ts=... req=... lane=...` line
  at the very end; Russian (`Текущее время:`, KSUID), Hindi (`अनुरोध समय:` with Devanagari digits, UUID
  `सत्र:`), German (`Aktuelle Serverzeit:`, UUIDv7 `Anfrage-ID:`) and Chinese (`当前时间：`, ObjectId
  `请求编号：`) desks;
* press scheduling: a press board "as of <time>" for this request (the board rows stay); a ChatML
  system turn opening with `Now:` in Go RFC3339Nano; a Phi-3 system turn with `Shift clock:` and
  `Planner session:` before `<|end|>`; a Slack Events API envelope in pretty JSON (`event_id` and
  `event_time` move; team, app and the message stay); a plate queue snapshot line (`snapshot=`,
  `read_at=`; source and units stay) over the queue rows; a shift handover with the made-up `Stamped:`
  in GNU `date` form and a base64url `Handover:`; gRPC metadata with the made-up `x-sched-now-ns` and
  a correlation id; Polish (`Czas serwera:`, nanoid), Turkish (`Şu anki zaman:`, hex `İstek No:`) and
  Arabic (`وقت الطلب:` in Arabic-Indic digits, UUID) desks;
* print-on-demand order routing: a made-up `Printvault-Delivery`/`-Timestamp`/`-Signature` envelope
  over the order whose `placed_at` stays; a single-line JSON graph state (`thread_id`,
  `checkpoint_ts`); storefront webhook headers (`X-Shopify-Webhook-Id`, `X-Shopify-Triggered-At`; topic,
  shop and API version stay); a capacity element's `fetched` and `lookup` attributes (the facility
  rows stay); a Mistral `[INST]` turn ending with `Desk time:` (Log4j) and a bare `rq_` id line; a
  seller portal's JWT `session_token`; Datadog trace headers; `sentry-trace` and `baggage` at the tail
  of a dead-letter summary; French (`Heure du serveur :`, UUIDv7), Brazilian Portuguese (`Horário da
  consulta:` with `14h05`, ObjectId), Vietnamese (`Thời điểm yêu cầu:`, nanoid) and Indonesian
  (`Waktu server:` with `WIB` and dotted time, KSUID, after the seller's message) desks;
* packaging dielines: a markdown table (`Request`, `Rendered`; dieline, style and board stay); a
  "Prompt for dieline review, assembled <asctime> by the CAD export plug-in." sentence; a DSPy
  `now_utc` field on its own line; `X-Amzn-Trace-Id` at the head of a corrugated copilot; a Phi-3 user
  turn ending with `Today's date:` before `<|end|>`; Japanese (`リクエスト日時：`, UUID `依頼ID：`),
  Korean (`조회 시각:`, ULID), Italian (`Data e ora della richiesta:`, upper-case UUID), Dutch
  (`Opgevraagd op:`, hex, after the customer's message) and Hebrew (`שעת הבקשה:`, UUID) desks;
* shipping of print jobs: carrier rates "fetched at <time> for this request" (the rates stay);
  `X-Cloud-Trace-Context` and a Python logging `Logged:` in a ship planner header; a planner line
  `session_started=... req=... site=bath` under a pasted store CSV; a blind-shipping bot's
  `Conversation started:` with an Australian offset; a Slack dispatch bot's `Message ts`; Ukrainian
  (`Час запиту:` with a genitive month, UUIDv7), Czech (`Čas dotazu:`, ULID) and Swedish (`Tid för
  förfrågan:`, nanoid) desks;
* reprint claims: a refund preview "from Stripe (request req_...) for this claim" (`cus_` and
  `Stripe-Version` stay); a colour claim intake (KSUID `Intake session`, RFC 2822 `Intake opened`)
  over the customer's Lab measurements with their own dates; a claims mailbox's `Fetched-At` in
  JavaScript `toString()` over the customer's e-mail whose `Date` stays; an agent's `Run:` and `Task
  started:`; a single-line JSON head (`trace`, `at`); `cf-ray` and a bracketed `x-edge-time` in Apache
  form; a claim classifier's `t_s` epoch; German (`Zeitpunkt der Anfrage:` with `Uhr`, base64url
  `Vorgangssitzung:`), Thai (Buddhist-era `เวลาที่ส่งคำขอ:`, hex) and Chinese (a ChatML user turn
  ending with `发送时间：` and UUIDv7 `会话编号：` before `<|im_end|>`) desks;
* the generated family: twelve bodies (eight English; Spanish, German, Japanese, Korean), each with a
  pasted record of its own made fresh for every placement and dated before the field's moment (a
  paper merchant's quote, a proof history CSV with `sent_at` and `responded_at`, a preflight result JSON
  with `file_id` and `checked`, a press counter CSV opening with `timestamp,`, a POD order JSON opening
  with a UUIDv7 `id` and `created_at`, a dieline spec with its issue date and CAD file id, a US delivery
  note with a pickup time and PRO number, a claim e-mail with `Date` and `Message-ID`, a Spanish
  albarán CSV with `fecha_envio`, a German `key=value` order line with `erstellt`, Japanese JSON with
  `入稿日時`, a Korean shipping table with `출고시각`); English bodies at three of eight positions (head,
  system tail, header block between `Company:` and `Channel:`, after the user's message, footer after
  `--` above a stable line, YAML front matter, a single-line JSON member between stable members, an XML
  attribute before a stable one), the others at three of the six line positions; the field is one of
  24 English and made-up labels (`Pressroom clock`, `Stamped`, `t0`, `Context time`, `Rendered`,
  `Now`, `Epoch`, `Asked at`, `Today`, `Desk time`, `Served`, `Request`, `Trace`, `Chat`, `Session`,
  `Correlation`, `Nonce`, `Run`, `Hop`, `ts_us`, `Quote clock`, `Week`, `Call`, `Moment`) or the
  "now", request or session label of the body's language.

The negatives: 56 pasted records in nineteen placements (question above, typed right under the
question, question below, question on both sides, behind a lead-in such as "My colleague sent me
this:", "Here is the job bag sheet:", "Below is what the system returned:", "Mi compañero me mandó
esto." or "Das kam heute von der Druckerei.", an earlier user turn, an earlier assistant turn,
ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, a RAG document, a ReAct observation, fenced,
quoted with `>`, indented, at the very head, at the very end): a proof approval e-mail with `Date`
and `Message-ID`, a preflight summary with `Checked` and a report id, a press schedule CSV, a POD
order JSON opening with a UUIDv7 `id` and `created_at` asked about its times, routing logfmt with
`request_id`, a tracking table, a haulier's quote, a claim ticket with bracketed times, Delta E
readings with measurement times, a dieline spec with its release date, an order record returned by a
tool, a webhook delivery pasted to debug its signature, `curl -v` output with `date` and
`x-request-id`, an invoice, a packing list, platesetter log lines, a job bag sheet, proof comments as
JSON lines, a Slack export with `ts`, a claim e-mail with EXIF times, an ICS with `DTSTAMP`, a Stripe
refund with `created`, a bill of lading, an ASN in XML, a facility capacity report with `Updated`, an
ink usage line, nginx upload lines, a Python traceback with its `request_id`, a colour approval form, an
error event with `event_id` and `timestamp`, a night shift log, a carrier's delivery message, reprint
authorisation YAML with `authorised_at`, a forwarded order confirmation; and in other languages a
Spanish albarán with `Fecha de emisión`, a German e-mail with `Gesendet:` and `Message-ID`, a French
order JSON with `créée_le`, a Japanese 校正指示書 with `指示日時`, a Korean shipping table, a Chinese
印刷工单 with `开机时间`, Russian press logfmt with `request_id`, an Arabic invoice in Arabic-Indic
digits, a Hebrew e-mail with its message id, a Hindi packing list JSON, a Thai Buddhist-era quote, a
Polish reklamacja, a Portuguese orçamento with `Emitido em`, a Turkish sevk irsaliyesi, a Vietnamese
delivery receipt, a Dutch e-mail with `Verzonden:`, an Italian DDT, a Czech invoice, an Indonesian
receipt, a Greek receipt, a Ukrainian claim report and a Swedish delivery note. 39 look-alikes and
asked values (a prompt revision with a price list's effective date and a branch time zone, a Llama 3
header with only its cutoff, an API version header, a ChatML cutoff and price-list date, colour
standards with years, Pantone, CMYK and hex colours, EAN-13 codes, paper sizes and weights, unrendered
`{{current_time}}` and `{{request_id}}`, a job number that begins with a date, a `req_` id and a ULID
the user asks about, few-shot dates, a CalVer build, stable front matter, stable XML attributes, an HTML
comment revision, a footer's terms revision, a customer-since table, a staging prompt with `Current
time:` and `Session:` pasted for review, the user's own clock, file checksums, epochs the user asks
to convert; and in other languages a German price list's validity date, Japanese opening hours and
phone, an unrendered Spanish template, French opening hours, Korean paper prices, Arabic hours and
phone, a Chinese version with its release date, Portuguese relative times, Greek dates in prose, a
Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew date arithmetic, a Thai customer block, a
Russian GOST standard and paper format, Vietnamese prices), two plain controls, and 12 generated hard
negatives: the family's bodies with one stable value (price list, prompt revision, API version,
knowledge cutoff, time zone, office hours, USDOT, customer since, tariff, price-list validity, opening
hours, customer grade) at a position the body's positives do not use.

What it is: 217 prompts. 108 carry volatile fields (164 spans): 72 hand-written positives (128 spans;
55 with two or more fields) and 36 generated ones. 109 carry none: 56 pasted records, 39 look-alikes,
2 controls and 12 generated hard negatives. 80 prompts (38 positives, 42 negatives; about three in
eight) are in a language other than English -- Spanish, German, Japanese, Korean, Chinese, Greek,
Russian, Hindi, Polish, Turkish, Arabic, French, Portuguese, Vietnamese, Hebrew, Thai, Indonesian,
Italian, Dutch, Ukrainian, Czech, Swedish (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Thai, Han, Japanese, Hangul). The output is deterministic (seeded, fixed base datetimes);
once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, document
and record dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, device
and desk clocks, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Print records are content wherever they sit and however they open: job, quote, proof round, claim,
  order, invoice, dieline, plate, packing list, pallet, BOL, PRO, ASN, report and CAD file numbers;
  proof sent, approved and responded times, ordered, proof-due, press and ship dates, `Checked`,
  `Measured at`, `placed_at`, `assigned_at`, `printed_at`, `created_at`, `authorised_at`, `Updated`,
  `fecha_envio`, `erstellt`, `入稿日時`, `출고시각`, `开机时间`; also when the program fetched them for
  this request (the press board rows, the plate queue rows, the facility capacity rows, the carrier
  rates, the refund amount, an order record returned by a tool). Only the program's stamp and the ids
  minted for the request, session, run, call, lookup, snapshot, thread, delivery or event move.
* Price lists and their effective dates, colour standards with years (ISO 12647-2:2013, FOGRA51, GOST
  R 54766-2011), colour codes, EAN-13 codes, paper sizes and weights, facility codes and cutoffs, a
  site's opening date, customer and seller ids (`cus_...`, `s_4471`), `Stripe-Version`, API versions
  (`Printvault-Api-Version`, `X-Shopify-API-Version`), knowledge cutoffs, CalVer builds and terms
  revisions are the same for every request and stay.
* Envelope vs payload: a delivery's `Printvault-Delivery`, `-Timestamp` and `-Signature`, a storefront
  webhook's id and trigger time and a Slack event's `event_id` and `event_time` move; the order, the
  topic, shop, team and app ids and the message stay. The same headers pasted by a user to debug a
  signature stay whole.
* A Stripe request id of a refund preview the program ran for this claim moves with its parentheses;
  a `req_` id the user quotes to Stripe support stays. A plate queue snapshot id moves with its read
  time; a report id inside a pasted preflight summary stays. A planner line's `session_started` is the
  session's start and moves.
* Clocks read for this request (shift clock, desk time, pressroom clock, edge time) are the current
  time; times operators, customers and carriers type (a night shift log, "It's 16:40 here") stay. A
  bare `rq_` id on its own line at the end of a Mistral turn is a request id.
* Spans follow rule 3: "as of <time>" and "at <time>" are cut with their preposition where the cut
  leaves a sentence ("Press board for this request:", "Carrier rates below were fetched for this
  request."); "assembled <asctime>" is cut from its sentence, which keeps "by the CAD export plug-in";
  the Semantic Kernel sentence is an inline span; XML attributes are followed by a stable attribute and
  `key=value` pairs by a stable pair; single-line JSON members are cut with the comma after them and
  are followed by a stable member; volatile members of pretty JSON are never the last member of their
  object; header lines, YAML keys, markdown rows, footer lines, the DSPy value line and a line holding
  one field in any script (also with a full-width colon or a space before the colon) are whole-line
  spans; a field that shares its line with `<|end|>` or `<|im_end|>` is cut out of it.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Decision:`, `Routing
  decision:`, `Pressbot:`, `Wattle:`...) or a chat template's reply header on a line of its own
  (ChatML, Llama 3) end positives; Gemma, Phi-3 and Mistral positives end with the closed turn, and
  prompts in other languages end with the user's message or with the metadata after it.
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
    CET,
    DAYS_LONG,
    EDT,
    EST,
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

SEED = 20261204115
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout115.jsonl"
SRC = "holdout115:"

KST = timezone(timedelta(hours=9), "KST")
CST_CN = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
GST = timezone(timedelta(hours=4), "GST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
BRT = timezone(timedelta(hours=-3), "BRT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
CDT = timezone(timedelta(hours=-5), "CDT")
AEDT = timezone(timedelta(hours=11), "AEDT")
AEST = timezone(timedelta(hours=10), "AEST")
NZDT = timezone(timedelta(hours=13), "NZDT")
ISR = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")

RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня",
             "жовтня", "листопада", "грудня"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
             "नवंबर", "दिसंबर"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر",
             "نوفمبر", "ديسمبر"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
             "września", "października", "listopada", "grudnia"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
HI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
FA_DIGITS = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")


# --- value formats of this corpus (the shared ones are imported) -----------------------------------

def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    """`toLocaleString('en-US', {dateStyle: 'medium', timeStyle: 'medium'})`."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year}"


def pg_tstz(t: datetime) -> str:
    """Postgres `timestamptz` text in a UTC session."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S}.{u.microsecond:06d}+00"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


def ko_dt(t: datetime) -> str:
    """`toLocaleString('ko-KR')`."""
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M}"


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_MONTHS[t.month - 1]} {t.year} р. о {t:%H:%M}"


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def th_dt(t: datetime) -> str:
    """Thai long date in the Buddhist Era."""
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def hi_dt(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}".translate(HI_DIGITS)


def ar_dt(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}".translate(AR_DIGITS)


def es_long(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"


def pl_dt(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def tr_dt(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def h12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def eu(g: Gen) -> datetime:
    return g.moment_eu()


def us(g: Gen) -> datetime:
    return g.moment_us()


def pacific(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(PDT if 4 <= t.month <= 10 else PST)


def sydney(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)


def israel(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(IDT if 4 <= t.month <= 10 else ISR)


def athens(g: Gen) -> datetime:
    t = g.moment()
    return t.astimezone(EEST if 4 <= t.month <= 10 else EET)


def b3(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


def slack_ts(g: Gen, t: datetime) -> str:
    return f"{epoch_s(t)}.{g.digits(6)}"


def ns_of(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


# --- hand-written positives ------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str], lang: str = "en") -> Draft:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(marked, f"{SRC}pos:{name}", [*tags, *extra])


# print quotes and proofs

@pos
def _quote_front_matter(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(0), "GMT"))
    return P(f"""---
tool: booklet-quote
{v('datetime', 'quoted_at: ' + py_iso(t))}
{v('request_id', 'quote_request: ' + g.uuid7(t))}
currency: GBP
price_list: 2026-02
---
You price saddle-stitched booklets for Copperleaf Print in Leeds. Work from the spec, show the unit
price to two decimals and say which cost drives the price. Never quote below the floor price of
GBP 180 per job.

Spec: A5 portrait, 24 pages plus a 4-page cover, cover 350gsm silk, text 130gsm silk, 4/4 throughout,
2,500 copies, delivery to one address in LS11.
Customer: What would the unit price be if we went up to 5,000 copies?
Assistant:""", "quote:front-matter", ["front_matter", "python_isoformat", "uuid7", "stable_neighbours"])


@pos
def _proof_viewer_session(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""Proof viewer: v5.3
{v('session_id', 'Viewer session: ' + g.nanoid())}
{v('datetime', 'Opened: ' + rfc3339(t))}
Job: NGP-26-04471
Proof round: 2

You are the proof helper for Northgate Press in Minneapolis. Explain the soft-proof warnings in plain
words and tell the customer whether they block approval. Never approve a proof on the customer's
behalf.

Warnings on page 3: "Text within 3 mm of trim", "Rich black on small text (C60 M40 Y40 K100, 7 pt)".
Customer: Do I have to fix both of these before I approve?
Assistant:""", "quote:proof-viewer", ["header_block", "head", "nanoid", "rfc3339", "offset", "stable_neighbours"])


@pos
def _proof_coach_sk(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You coach customers of Drukwerk Zeeland through approving their PDF proofs. Keep it to three short
steps. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Proofs approved before 12:00 go on
the next day's press run; later approvals go one day later.

Customer: I'm looking at proof 2 of our menu cards now. If I approve it, when does it print?
Assistant:""", "quote:proof-coach", ["inline_sentence", "dotnet_long_datetime", "stable_neighbours"])


@pos
def _quote_llama3(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You revise print quotes for Harbourline Print. When a customer changes the spec, list what changes in
the price and what stays. Quotes are valid for 30 days from their issue date.<|eot_id|><|start_header_id|>user<|end_header_id|>

Quote HP-Q-88120 was issued on 12 January for 1,000 tri-fold leaflets on 170gsm gloss. Can I switch to
uncoated 150gsm without a new quote?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""", "quote:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _quote_engine_headers(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""POST /v2/estimate HTTP/1.1
Host: quote.copperleaf.example
X-Quote-Engine: 4.1
{v('request_id', 'Request-Id: ' + g.uuid4())}
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}

You explain large-format estimates to customers. Break the price into material, print, finishing and
delivery. Do not change prices.

Estimate: 6 x PVC banners 3000 x 1000 mm, 510gsm frontlit, hemmed with eyelets every 500 mm, total
GBP 312.00 incl. delivery.
Customer: Why are the eyelets so expensive?
Answer:""", "quote:engine-headers", ["head", "header_block", "http_request", "uuid", "epoch_ms"])


@pos
def _proof_reminder_run(g: Gen) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Reminder batch built at ' + go_string(t, g.small(1, 1000), mono))}
{v('run_id', 'run=' + g.ulid(t))} queue=proof-reminders

Write a short, friendly reminder for each customer below whose proof is still waiting for approval.
Mention the proof date and that the press slot is released after five working days.

| Customer | Job | Proof sent |
|---|---|---|
| Bakery Ahlers | DZ-26-0311 | 2026-02-27 |
| Kunstkring Veere | DZ-26-0318 | 2026-03-02 |

Reminders:""", "quote:reminder-run", ["head", "go_time_string", "key_value_inline", "ulid",
                                     "pasted_content_neighbour"])


@pos
def _quote_footer(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Draft a reply to the customer accepting their change to 1,500 copies and confirming that the price
moves from GBP 418.00 to GBP 566.00. Keep the original delivery date of 20 March.

Customer e-mail: Hi, could we bump the order up to 1,500? Same paper, same finish. Thanks, Priya

--
{v('datetime', 'Rendered ' + rfc850(t))}
{v('request_id', 'ref ' + g.ksuid(t))}
Harbourline Print · Quotes desk""", "quote:footer", ["footer", "tail", "rfc850", "ksuid", "stable_neighbours"])


@pos
def _quote_es(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Eres el asistente de presupuestos de Imprenta Solana (Sevilla). Responde en español, con precios
sin IVA y plazos en días laborables.
{v('datetime', 'Hora del servidor: ' + dmy(t) + ' ' + f'{t:%H:%M:%S}')}
{v('request_id', 'ID de solicitud: ' + g.uuid4())}
Tarifa vigente: T-2026-1

Cliente: Necesito 5.000 flyers A5 a doble cara en estucado brillo de 135 g. ¿Cuánto tardáis?""",
             "quote:es", ["system_tail", "day_first", "uuid", "stable_neighbours"], "es")


@pos
def _proof_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""{v('datetime', '現在日時：' + ja_dt(t))}
{v('session_id', 'セッションID：' + g.ulid(t).lower())}
あなたは山吹印刷の校正担当アシスタントです。色校正と文字校正の違いを、お客様にわかりやすく説明してください。

お客様：本機校正と簡易校正、どちらを頼めばいいですか？パンフレットの表紙の赤をきちんと出したいです。""",
             "quote:ja", ["head", "ja_datetime", "ulid_lower", "full_width_colon"], "ja")


@pos
def _quote_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(f"""당신은 한빛인쇄의 견적 상담 도우미입니다. 가격은 부가세 별도로 안내하고, 납기는 영업일 기준으로 말하세요.
{v('datetime', '요청 시각: ' + ko_dt(t))}
{v('request_id', '요청 ID: ' + g.uuid4())}
상담 채널: 웹

고객: 명함 200장을 양면 컬러로 만들면 얼마이고 언제 받을 수 있나요?""",
             "quote:ko", ["system_tail", "ko_locale_datetime", "uuid", "stable_neighbours"], "ko")


@pos
def _proof_el(g: Gen) -> Draft:
    t = athens(g)
    return P(f"""Είσαι ο βοηθός διορθώσεων του τυπογραφείου Αλκυών στην Αθήνα. Απάντα στα ελληνικά και εξήγησε τα
σχόλια του δοκιμίου με απλά λόγια.
{v('datetime', 'Ώρα αιτήματος: ' + el_dt(t))}
{v('session_id', 'Συνεδρία: ' + g.hex(24))}

Σχόλιο στο δοκίμιο: «Η γραμματοσειρά δεν είναι ενσωματωμένη στη σελίδα 2.»
Πελάτης: Τι σημαίνει αυτό και τι πρέπει να κάνω;""", "quote:el", ["system_tail", "el_datetime", "hex"], "el")


# prepress and file checks

@pos
def _preflight_xml_attrs(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<check {v('request_id', 'request="' + g.uuid4() + '"')} {v('datetime', 'at="' + rfc3339(t, 3) + '"')} profile="PDF/X-4 sheetfed coated"/>
<report file="annual_report_cover.pdf">
Total area coverage 342% on page 1 (limit 300%).
Image "harbour.jpg" effective resolution 187 ppi (minimum 250 ppi).
Spot colour "PANTONE 7621 C" used but the job is CMYK only.
</report>
Explain each finding to the designer, say which ones stop the job, and suggest the fix in InDesign.
Answer:""", "prepress:xml-attrs", ["head", "xml_attr", "uuid", "rfc3339", "two_in_line"])


@pos
def _preflight_react(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Answer the question using the tools. Use this format:
Thought: what to do next
Action: tool[input]
Observation: the tool's result
... then Final Answer: the answer.

Question: Is flyer_A6_v4.pdf ready for the Indigo, or does it need bleed?
Thought: I should run the file check on the upload.
Action: file_check[flyer_A6_v4.pdf]
Observation: {{{v('request_id', '"call_id":"' + g.hex(24) + '",')}{v('datetime', '"fetched_at":"' + js_iso(t) + '",')}"tool":"file_check","trim_mm":[105,148],"bleed_mm":0,"pages":2,"min_ppi":312}}
Thought:""", "prepress:react", ["react", "json_inline", "hex", "js_iso", "two_in_line"])


@pos
def _spot_mapping_json(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{{
  "workflow": "packaging-flexo",
  {v('request_id', '"request_id": "req_' + g.b62(16) + '",')}
  {v('epoch', '"received_at_us": ' + str(epoch_us(t)) + ',')}
  "press": "flexo-8c"
}}
You map the spot colours of an incoming artwork to the flexo press's ink stations. Stations 1-4 are
process, 5-8 are free. Say which spot colours can share a station and which need a new plate set.

Spot colours in the file: PANTONE 485 C, PANTONE 485 U, "Gold metallic 871 C", "Varnish_free_zone".
Answer:""", "prepress:json-pretty", ["head", "json_block", "stripe_like_req", "epoch_us", "stable_neighbours"])


@pos
def _trapping_gemma(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""<start_of_turn>user
You answer prepress questions for the in-house studio of Marlow Cartons. Be specific about trap widths
and overprint settings.

Our white underprint on the metallised board shows a hairline gap around the black text. Trap is set to
0.1 mm. Should I raise it or spread the black?
{v('datetime', 'Local time: ' + windows_general(t))}
<end_of_turn>""", "prepress:gemma", ["chat_template", "gemma", "last_user", "windows_datetime"])


@pos
def _resolution_traceparent(g: Gen) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: pv=' + g.hex(16) + ',edge=' + g.b64url(9))}
content-type: application/json

You check customer photos for canvas prints. The canvas is 60 x 40 cm with a 4 cm wrap on each side.
Tell the customer whether the photo will print sharply and what the largest sharp size would be.

Photo: 3024 x 2016 px, sRGB, JPEG quality 85, shot on a phone.
Customer: Will this look OK on the 60 x 40?
Assistant:""", "prepress:traceparent", ["head", "header_block", "traceparent", "tracestate"])


@pos
def _barcode_b3(g: Gen) -> Draft:
    return P(f"""You grade barcodes on packaging artwork against ISO/IEC 15416 and the retailer's spec (minimum grade
C at 100% magnification, quiet zones 11X left and 7X right for EAN-13).

Barcode check result:
EAN-13 5012345678900, magnification 80%, bar width reduction 0.03 mm, left quiet zone 9X, symbol grade D.

User: Can this go to plate or do we need to change something first?
{v('trace_id', 'b3: ' + b3(g))}
Assistant:""", "prepress:b3", ["last_user", "b3_single", "stable_neighbours"])


@pos
def _fonts_logfmt_tail(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You explain font problems found in customer PDFs. Say whether the font is embedded, subset or
missing, and what the printed result would look like.

Findings:
- "Brandon Grotesque Bold" subset embedded (OpenType CFF)
- "Arial" not embedded, used on page 4 for 6 pt legal text
- "ZapfDingbats" referenced by a form field

User: Can you print it as it is?

fcheck {v('epoch', 'ts=' + str(epoch_ms(t)))} {v('request_id', 'req=' + g.nanoid())} lane=prepress-2""",
             "prepress:logfmt-tail", ["tail", "logfmt", "epoch_ms", "nanoid", "two_in_line"])


@pos
def _preflight_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(f"""Ты помощник отдела допечатной подготовки типографии «Северная». Отвечай по-русски, коротко и
по делу. Вылеты под обрез — 3 мм, минимальное разрешение — 300 dpi.
{v('datetime', 'Текущее время: ' + ru_dt(t))}
{v('request_id', 'ID запроса: ' + g.ksuid(t))}

Клиент: Прислал макет каталога в RGB, с вылетами 2 мм. Можно так печатать или надо переделывать?""",
             "prepress:ru", ["system_tail", "ru_datetime", "ksuid"], "ru")


@pos
def _preflight_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return P(f"""{v('datetime', 'अनुरोध समय: ' + hi_dt(t))}
{v('session_id', 'सत्र: ' + g.uuid4())}
आप शारदा प्रिंटर्स के प्रीप्रेस सहायक हैं। ग्राहक को हिंदी में सरल भाषा में बताइए कि फ़ाइल छपाई के लिए तैयार है या नहीं।

ग्राहक: मेरी शादी के कार्ड की फ़ाइल CMYK में है, लेकिन सुनहरा रंग Pantone 871 में है। क्या यह चलेगा?""",
             "prepress:hi", ["head", "hi_datetime", "devanagari_digits", "uuid"], "hi")


@pos
def _preflight_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du bist der Datencheck-Assistent der Druckerei Vogelsang. Antworte auf Deutsch und nenne bei jedem
Fehler die Seite. Beschnitt: 3 mm, Ausgabeprofil PSO Coated v3.
{v('datetime', f'Aktuelle Serverzeit: {t.day:02d}.{t.month:02d}.{t.year}, {t:%H:%M:%S}')}
{v('request_id', 'Anfrage-ID: ' + g.uuid7(t))}

Kunde: Der Check meldet „Haarlinien unter 0,1 pt" auf Seite 6. Ist das schlimm?""",
             "prepress:de", ["system_tail", "de_datetime", "uuid7", "stable_neighbours"], "de")


@pos
def _preflight_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(f"""你是彩虹包装印前部门的助手，请用中文回答，说明文件问题会不会影响印刷。
{v('datetime', '当前时间：' + zh_dt(t))}
{v('request_id', '请求编号：' + g.objectid(t))}
出血要求：3毫米

客户：我的礼盒文件里黑色文字是四色黑，有问题吗？""", "prepress:zh", ["system_tail", "zh_datetime", "objectid"], "zh")


# press scheduling

@pos
def _press_board_as_of(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You help the pressroom planner at Tipografia Tintori in Bergamo. Answer in English. Suggest swaps that
keep plate changes low and never move a job past its due date.

Press board {v('datetime', f'as of {t:%Y-%m-%d %H:%M} {t.tzname()}')} for this request:
| Press | Start | Job | Colours | Sheets | Due |
|---|---|---|---|---|---|
| XL 106-1 | 06:00 | TT-5512 wine labels | 5/0 + varnish | 14,000 | Thu |
| XL 106-1 | 09:30 | TT-5520 catalogue sigs 1-4 | 4/4 | 22,000 | Fri |
| XL 106-2 | 06:00 | TT-5517 folding cartons | 6/0 | 9,500 | Wed |

Planner: Can TT-5520 go before TT-5512 without making the labels late?
Assistant:""", "press:board-as-of", ["inline_phrase", "as_of", "iso_minutes", "pasted_content_neighbour"])


@pos
def _press_chatml_now(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
{v('datetime', 'Now: ' + go_nano(t, g.small(1, 1000)))}
You are the shift assistant for the web offset line at Northgate Press. Makeready on the Lithoman takes
45 minutes for a full plate change and 20 minutes for a black-only change. Answer in minutes.<|im_end|>
<|im_start|>user
We have a black-only change on the 16-page form, then a full change for the insert. How long are we down?<|im_end|>
<|im_start|>assistant
""", "press:chatml", ["chat_template", "chatml", "go_rfc3339nano", "system_head"])


@pos
def _press_phi3(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""<|system|>
You estimate makeready and run times for the sheetfed presses at Redwing Litho. Run speed: 12,000
sheets per hour for 4/0, 9,000 for 4/4 perfecting. Wash-up between dark and light inks: 25 minutes.
{v('datetime', 'Shift clock: ' + windows_general(t))}
{v('session_id', 'Planner session: ' + g.uuid4())}<|end|>
<|user|>
If we run the navy brochure cover (4/0, 8,000 sheets) and then the pastel flyers (4/4, 15,000 sheets),
when will the flyers come off if we start the cover at 13:00?<|end|>""",
             "press:phi3", ["chat_template", "phi3", "windows_datetime", "uuid", "inline_before_token"])


@pos
def _press_slack_event(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{
  "token": "deprecated",
  "team_id": "T0PRESS01",
  "api_app_id": "A07PRSSBOT",
  {v('message_id', '"event_id": "Ev' + g.b62(10).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{"type": "app_mention", "channel": "C02PRESSRM", "text": "<@U07PRSSBOT> press 3 is down for a blanket change, what moves?"}}
}}
You are Pressbot in the Redwing Litho Slack. When a press goes down, list the jobs on it today and
suggest which other press can take each one. Press 3 today: RL-9021 (4/0), RL-9024 (2/2), RL-9030 (4/4).
Pressbot:""", "press:slack-event", ["head", "json_block", "slack_events_api", "epoch_s", "stable_neighbours"])


@pos
def _plate_queue_kv(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""You help the platemaker at Druckerei Vogelsang decide which plates to image first. The CTP images 28
plates per hour. Plates for a press must be ready 30 minutes before its makeready.

plate_queue source=ctp-2 {v('request_id', 'snapshot=' + g.uuid4())} {v('datetime', 'read_at=' + iso_space(t))} units=plates
V-4410 sig 1-2  8 plates  press XL-1 makeready 10:30
V-4410 sig 3-4  8 plates  press XL-1 makeready 12:15
V-4415 cover    5 plates  press SM-74 makeready 11:00

Platemaker: Which order should I image these in?
Answer:""", "press:plate-queue", ["key_value_inline", "uuid", "iso_space", "pasted_content_neighbour"])


@pos
def _handover_unix_date(g: Gen) -> Draft:
    t = g.moment_us()
    return P(f"""{v('datetime', 'Stamped: ' + unix_date(t))}
{v('session_id', 'Handover: ' + g.b64url(18))}
Site: Redwing Litho, Dayton

Summarise the night shift's notes for the morning planner in four bullets: what ran, what is waiting,
what broke, what needs a decision.

Notes: RL-9044 finished 03:10, 31,200 good sheets. RL-9047 waiting on paper (Arctic Silk 150 due 08:00).
Press 2 feeder double-sheet sensor tripped six times, cleaned, watch it. Customer wants RL-9051 moved up,
needs approval.
Summary:""", "press:handover", ["head", "unix_date", "b64url", "stable_neighbours"])


@pos
def _digital_queue_grpc(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  {v('epoch', 'x-sched-now-ns: ' + str(ns_of(g, t)))}
  {v('request_id', 'x-correlation-id: ' + g.hex(16))}
  user-agent: sched-client/2.3.0

You sequence jobs for two Indigo digital presses. Group jobs by substrate to save changeovers and put
rush jobs first. Output the sequence as a numbered list per press.

Jobs: D-771 rush, 350gsm silk; D-772, 120gsm uncoated; D-773 rush, 120gsm uncoated; D-774, 350gsm silk;
D-775, synthetic 250 micron.""", "press:grpc", ["head", "header_block", "epoch_ns", "hex", "stable_neighbours"])


@pos
def _press_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem planisty w drukarni Wisła w Krakowie. Odpowiadaj po polsku i podawaj godziny
w formacie 24-godzinnym.
{v('datetime', 'Czas serwera: ' + f'{t.day}.{t.month:02d}.{t.year}, {t:%H:%M:%S}')}
{v('session_id', 'Identyfikator sesji: ' + g.nanoid())}
Maszyna: Speedmaster CD 102, 4+L

Planista: Czy zdążymy wydrukować 18 000 arkuszy ulotek przed zmianą o 22:00, jeśli zaczniemy za godzinę?""",
             "press:pl", ["system_tail", "pl_datetime", "nanoid", "stable_neighbours"], "pl")


@pos
def _press_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(f"""Lale Baskı Atölyesi'nin üretim planlama asistanısın. Türkçe yanıt ver; makine hazırlık sürelerini
dakika olarak belirt.
{v('datetime', f'Şu anki zaman: {t:%d.%m.%Y %H:%M}')}
{v('request_id', 'İstek No: ' + g.hex(20))}

Planlamacı: Kırmızı etiket işinden sonra beyaz zemine geçersek yıkama ne kadar sürer?""",
             "press:tr", ["system_tail", "tr_datetime", "hex"], "tr")


@pos
def _press_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    return P(f"""{v('datetime', 'وقت الطلب: ' + ar_dt(t))}
{v('request_id', 'معرّف الطلب: ' + g.uuid4())}
أنت مساعد جدولة المطابع في مطبعة الندى بدبي. أجب بالعربية وباختصار.

المخطط: هل يمكن تشغيل كتالوج العطور على المطبعة الثانية قبل طلبية الكرتون؟""",
             "press:ar", ["head", "ar_datetime", "arabic_indic_digits", "uuid"], "ar")


# print-on-demand order routing

@pos
def _pod_webhook_envelope(g: Gen) -> Draft:
    t = g.moment()
    placed = t - timedelta(minutes=g.small(2, 40))
    return P(f"""You route print-on-demand orders for Printvault. Pick the facility that can ship soonest to the
delivery country. Facilities: LEI (Leipzig, cutoff 14:00 CET, posters and canvas), CLT (Charlotte, cutoff
15:00 ET, all products), MEL (Melbourne, cutoff 12:00 AEST, posters only).

Incoming delivery:
{v('request_id', 'Printvault-Delivery: ' + g.uuid4())}
{v('epoch', 'Printvault-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'Printvault-Signature: v1,' + g.b64url(32))}

{{"order": "PV-2291734", "placed_at": "{rfc3339(placed)}", "ship_to": "NZ", "items": [{{"sku": "POSTER-A2-MATTE", "qty": 2}}, {{"sku": "CANVAS-40x60", "qty": 1}}]}}

Routing decision:""", "pod:webhook-envelope", ["header_block", "webhook_envelope", "epoch_s", "signature",
                                              "pasted_content_neighbour"])


@pos
def _pod_graph_state(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"graph":"pod-router",{v('session_id', '"thread_id":"' + g.uuid4() + '",')}{v('datetime', '"checkpoint_ts":"' + rfc3339(t, 6) + '",')}"step":3}}
You are the fallback node of the routing graph. The preferred facility rejected the order because the
blank is out of stock. Choose the next facility from the list and explain the choice in one sentence.

Order PV-2291802: 1 x HOODIE-ORG-BLK-L, ship to Austria.
Stock: LEI has HOODIE-ORG-BLK in S, M, XL; CLT has all sizes; RIG (Riga) has L and XL.
Choice:""", "pod:graph-state", ["head", "json_inline", "uuid", "rfc3339_us", "two_in_line"])


@pos
def _pod_shop_webhook(g: Gen) -> Draft:
    t = g.moment(EDT)
    return P(f"""X-Shopify-Topic: orders/create
X-Shopify-Shop-Domain: lanternwares.myshopify.example
{v('request_id', 'X-Shopify-Webhook-Id: ' + g.uuid4())}
{v('datetime', 'X-Shopify-Triggered-At: ' + rfc3339(t, 6))}
X-Shopify-API-Version: 2025-07

You decide how a storefront order is split between print-on-demand partners. Mugs go to Partner A,
apparel to Partner B, wall art to Partner C. Reply with one line per partner.

Order #5521: 2 x "Fox mug 11oz", 1 x "Fox tee M", 1 x "Fox print A3".
Split:""", "pod:shop-webhook", ["head", "header_block", "webhook_headers", "uuid", "rfc3339_us",
                                "api_version_neighbour"])


@pos
def _pod_capacity_xml(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<capacity {v('datetime', 'fetched="' + rfc3339(t) + '"')} {v('request_id', 'lookup="' + g.ulid(t) + '"')} region="EU">
  <facility code="LEI" load="82%" cutoff="14:00" products="poster,canvas"/>
  <facility code="RIG" load="47%" cutoff="13:00" products="poster,apparel"/>
  <facility code="BCN" load="95%" cutoff="15:00" products="poster,canvas,mug"/>
</capacity>
Pick a facility for a canvas order shipping to Spain. Prefer the lowest load unless it misses today's cutoff.
Answer:""", "pod:capacity-xml", ["head", "xml_attr", "rfc3339", "ulid", "pasted_content_neighbour"])


@pos
def _pod_mistral(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""<s>[INST] You answer questions from Printvault sellers about where their orders were printed and why.
Use only the routing log given. Be brief.

Routing log for PV-2291655: tried BCN (rejected: load 95%), assigned LEI, printed, handed to DHL.

Seller: Why didn't my order go to Barcelona like usual?
{v('datetime', 'Desk time: ' + log4j_iso(t))}
{v('request_id', 'rq_' + g.b62(20))}
[/INST]""", "pod:mistral", ["chat_template", "mistral", "last_user", "log4j", "bare_id_line"])


@pos
def _pod_seller_jwt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the Printvault seller assistant. Only discuss the logged-in seller's own orders and payouts.
seller: Lantern Wares (s_4471)
plan: Pro
{v('token', 'session_token: ' + g.jwt(t, 's_4471'))}

Seller: How many orders were rerouted last week, and did it cost me anything?
Assistant:""", "pod:seller-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _pod_datadog(g: Gen) -> Draft:
    return P(f"""[pod-router] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1

Explain to the seller, without jargon, why their order sat in "awaiting facility" for six hours.

Internal note: CLT printer P-12 offline 02:00-07:40 local for head replacement; orders queued, not rerouted,
because the mug SKU is single-sourced to CLT.
Explanation:""", "pod:datadog", ["head", "header_block", "datadog", "decimal_id", "pasted_content_neighbour"])


@pos
def _pod_sentry_tail(g: Gen) -> Draft:
    tid = g.hex(32)
    return P(f"""Summarise this dead-letter entry for the on-call engineer in two sentences and say whether a retry is
safe.

Dead letter: order PV-2290017, route step "reserve_blank", error "409 Conflict: blank reservation exists",
attempts 5, first failure 2026-02-11 09:14 UTC.

{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-0')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=pod-router%403.9.1')}
""", "pod:sentry-tail", ["tail", "header_block", "sentry", "pasted_content_neighbour"])


@pos
def _pod_fr(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Tu es l'assistant des vendeurs de l'Imprimerie Marceau (impression à la demande, Lyon). Réponds en
français, en deux ou trois phrases.
{v('datetime', 'Heure du serveur : ' + dmy(t) + ' ' + f'{t:%H:%M:%S}')}
{v('request_id', 'Identifiant de requête : ' + g.uuid7(t))}

Vendeur : Pourquoi mes posters A2 partent-ils de Leipzig et plus de Lyon depuis lundi ?""",
             "pod:fr", ["system_tail", "fr_datetime", "uuid7", "space_before_colon"], "fr")


@pos
def _pod_pt(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(f"""Você é o assistente de pedidos da Gráfica Ipê (impressão sob demanda em Curitiba). Responda em
português do Brasil.
{v('datetime', f'Horário da consulta: {dmy(t)} às {t.hour}h{t:%M}')}
{v('session_id', 'Sessão: ' + g.objectid(t))}

Lojista: Um pedido de camisetas ficou parado em "aguardando gráfica". O que aconteceu?""",
             "pod:pt", ["system_tail", "pt_br_datetime", "objectid"], "pt")


@pos
def _pod_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""{v('datetime', f'Thời điểm yêu cầu: {t:%H:%M:%S} {t.day}/{t.month}/{t.year}')}
{v('session_id', 'Mã phiên: ' + g.nanoid())}
Bạn là trợ lý định tuyến đơn hàng của In Ấn Sen Việt. Trả lời bằng tiếng Việt, ngắn gọn.

Người bán: Đơn cốc in hình của tôi được chuyển sang xưởng Đà Nẵng, sao lại như vậy?""",
             "pod:vi", ["head", "vi_datetime", "nanoid"], "vi")


@pos
def _pod_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return P(f"""Kamu asisten penjual di Percetakan Mentari (cetak sesuai pesanan, Bandung). Jawab dalam bahasa
Indonesia.

Penjual: Pesanan kaos saya dialihkan ke pabrik Surabaya. Apakah ongkos kirimnya jadi lebih mahal?
{v('datetime', f'Waktu server: {dmy(t)} {t:%H.%M.%S} WIB')}
{v('request_id', 'ID permintaan: ' + g.ksuid(t))}""", "pod:id", ["last_user", "tail", "id_datetime", "ksuid"], "id")


# packaging dielines

@pos
def _dieline_md_table(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""| Field    | Value                          |
|----------|--------------------------------|
| Dieline  | RTE-0412 rev C                 |
| Style    | ECMA A20.20.03.01 reverse tuck |
| Board    | GC1 350 g/m²                   |
{v('request_id', '| Request  | ' + g.uuid4() + '   |')}
{v('datetime', '| Rendered | ' + iso_space(t) + ' UTC        |')}

You review folding carton dielines for Aldermoor Packaging. Check glue flap width, dust flap clearance
and grain direction, and list problems in order of risk.

Designer: Inner dimensions 60 x 40 x 150 mm, glue flap 12 mm, grain runs parallel to the 150 mm side.
Assistant:""", "dieline:md-table", ["head", "md_table", "uuid", "iso_space", "stable_neighbours"])


@pos
def _dieline_ctime_sentence(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Prompt for dieline review, {v('datetime', 'assembled ' + ctime(t))} by the CAD export plug-in.
Review the exported dieline layers. Cut lines must be on the layer "CUT" in 100% magenta, creases on
"CREASE" as dashed cyan, and nothing printable may sit on either layer.

Layers found: CUT (magenta, 1 object), CREASE (cyan dashed, 14 objects), ARTWORK (spot "Dieline" on 3
objects), VARNISH_FREE (1 object).
Findings:""", "dieline:ctime", ["head", "inline_phrase", "ctime"])


@pos
def _fefco_dspy(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Your input fields are:
1. `contents` (str)
2. `now_utc` (str)
Your output fields are:
1. `fefco_style` (str)
2. `reason` (str)

[[ ## contents ## ]]
12 glass candle jars, 8 cm diameter, 10 cm tall, shipped by parcel courier

[[ ## now_utc ## ]]
{v('datetime', rfc3339(t))}

Respond with the corresponding output fields, starting with the field `[[ ## fefco_style ## ]]`, then
`[[ ## reason ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`.""",
             "dieline:dspy", ["dspy_field", "rfc3339", "value_on_own_line"])


@pos
def _dieline_amzn(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You are the structural design copilot for Aldermoor Packaging. Suggest changes to a corrugated
dieline that cut board use without weakening the box. Quote savings in m² per 1,000 boxes.

Box: FEFCO 0201, internal 400 x 300 x 250 mm, B flute, manufacturer's joint 35 mm.
Designer: Can we shrink the flaps or the joint to save board?
Assistant:""", "dieline:amzn", ["head", "amzn_trace"])


@pos
def _dieline_phi3_date(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""<|user|>
I need a sleeve for a 250 g chocolate bar, 160 x 80 x 12 mm, printed 4/0 on 300 g board. Which style do
you suggest, and how much overlap should the glue seam have?
{v('date', "Today's date: " + long_date(t))}<|end|>""", "dieline:phi3", ["chat_template", "phi3", "last_user",
                                                                       "long_date", "inline_before_token"])


@pos
def _dieline_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return P(f"""あなたはパッケージ設計の相談窓口です。展開図について、糊しろ・差し込み・紙目の観点から日本語で答えてください。
{v('datetime', 'リクエスト日時：' + f'{t:%Y-%m-%d %H:%M:%S}')}
{v('request_id', '依頼ID：' + g.uuid4())}

お客様：化粧箱の差し込みがきつくて閉まりにくいです。展開図のどこを直せばいいですか？""",
             "dieline:ja", ["system_tail", "iso_space", "uuid", "full_width_colon"], "ja")


@pos
def _dieline_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(f"""{v('datetime', f'조회 시각: {t:%Y-%m-%d %H:%M:%S} KST')}
{v('session_id', '세션: ' + g.ulid(t))}
당신은 패키지 칼선 검토 도우미입니다. 한국어로 답하고, 문제점을 위험도 순서로 알려 주세요.

디자이너: 접착 날개를 10mm로 했는데 너무 좁을까요? 상자는 120 x 80 x 200mm입니다.""",
             "dieline:ko", ["head", "iso_space", "ulid"], "ko")


@pos
def _dieline_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Sei l'assistente dell'ufficio tecnico di Cartotecnica Brembo. Rispondi in italiano e indica sempre la
direzione fibra consigliata per la fustella.
{v('datetime', f'Data e ora della richiesta: {dmy(t)} {t:%H:%M}')}
{v('request_id', 'ID richiesta: ' + g.uuid4().upper())}
Cartoncino standard: GC2 300 g/m²

Cliente: La scatola con chiusura a incastro si apre sotto il peso. Dobbiamo cambiare fustella?""",
             "dieline:it", ["system_tail", "it_datetime", "uuid_upper", "stable_neighbours"], "it")


@pos
def _dieline_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Je bent de assistent van de verpakkingsafdeling van Drukwerk Zeeland. Antwoord in het Nederlands.

Klant: Kunnen jullie een stansvorm maken voor een doosje met venster van 50 x 50 mm?
{v('datetime', f'Opgevraagd op: {t.day}-{t.month}-{t.year} {t:%H:%M:%S}')}
{v('session_id', 'Sessie: ' + g.hex(16))}""", "dieline:nl", ["last_user", "tail", "nl_datetime", "hex"], "nl")


@pos
def _dieline_he(g: Gen) -> Draft:
    t = israel(g)
    return P(f"""אתה העוזר של מחלקת האריזות בדפוס הגליל. ענה בעברית, בקצרה.
{v('datetime', f'שעת הבקשה: {dmy(t)} {t:%H:%M}')}
{v('session_id', 'מזהה שיחה: ' + g.uuid4())}

לקוח: אפשר להוסיף ידית נשיאה לקופסת הקרטון בלי לשנות את הסכין?""", "dieline:he",
             ["system_tail", "he_datetime", "uuid"], "he")


# shipping of print jobs

@pos
def _ship_rates_fetched(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You arrange delivery of finished print jobs for Copperleaf Print. Recommend the cheapest option that
meets the customer's deadline, and say whether it needs a tail-lift.

Job CP-26-04502: 3 pallets, 1,180 kg, 120 x 100 cm footprint, ready for collection at 14:00 today.
Delivery to an exhibition hall in Birmingham, goods-in closes 16:00 tomorrow.

Carrier rates below were fetched {v('datetime', f'at {t:%H:%M} UTC')} for this request.
- Palletline next-day: GBP 186.00, tail-lift GBP 25.00
- Fastpal economy (2-3 days): GBP 142.00
- Dedicated 7.5 t van, same day: GBP 395.00
Assistant:""", "ship:rates-fetched", ["inline_phrase", "time_only", "pasted_content_neighbour"])


@pos
def _ship_gcp(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(0), "GMT"))
    return P(f"""Service: ship-planner
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
{v('datetime', 'Logged: ' + py_logging(t))}
Warehouse: Leeds DC

Turn the pallet list into a booking request for the carrier: number of pallets, weights, dimensions,
and any pallet over 1,000 kg flagged.

Pallets: P1 120x100x140 cm 640 kg; P2 120x100x140 cm 655 kg; P3 120x80x90 cm 310 kg (brochures, shrink-wrapped).
Booking request:""", "ship:gcp", ["head", "header_block", "gcp_trace", "python_logging", "stable_neighbours"])


@pos
def _ship_split_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""Split this print run across the store addresses below. Each store gets boxes of 250 leaflets; any
remainder goes to the head office. Give the number of boxes per store.

store,city,leaflets
S014,Bristol,1500
S022,Cardiff,1250
S031,Exeter,900
HQ,Bath,0

total printed: 5000

planner {v('session_id', 'session_started=' + rfc3339(t))} {v('request_id', 'req=' + g.uuid4())} site=bath""",
             "ship:split-logfmt", ["tail", "key_value_inline", "rfc3339", "uuid", "pasted_content_neighbour"])


@pos
def _ship_blind_botpress(g: Gen) -> Draft:
    t = sydney(g)
    return P(f"""Bot: Wattle
{v('datetime', 'Conversation started: ' + rfc3339(t))}
Language: en-AU

Wattle answers resellers of Bluegum Print Trade about blind shipping: parcels go out in plain boxes
with the reseller's return address and no Bluegum branding or invoices inside.

Reseller: Can you put my logo sticker on the box as well, or only the address label?
Wattle:""", "ship:blind-botpress", ["head", "header_block", "rfc3339", "offset_plus_10_11"])


@pos
def _ship_slack_ts(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are Dispatchbot in the Northgate Press Slack. You answer questions about today's outgoing
print jobs from the dispatch sheet. Never promise a delivery time the carrier has not given.
Workspace: northgate
Channel: #dispatch
{v('message_id', 'Message ts: ' + slack_ts(g, t))}

Dispatch sheet: NGP-26-04488 (4 cartons, UPS Ground, picked up 11:20), NGP-26-04490 (1 pallet, freight,
pickup booked 15:00), NGP-26-04493 (held: invoice unpaid).

<@U05KD7M2P>: did the school yearbooks go out yet? it's 04490
Dispatchbot:""", "ship:slack-ts", ["header_block", "slack_ts", "stable_neighbours"])


@pos
def _ship_uk(g: Gen) -> Draft:
    t = g.moment(EEST)
    return P(f"""Ти помічник відділу відвантаження друкарні «Дніпро». Відповідай українською, коротко.
{v('datetime', 'Час запиту: ' + uk_dt(t))}
{v('session_id', 'Сесія: ' + g.uuid7(t))}

Клієнт: Каталоги вже відправили? Нам потрібні 300 штук у Львові до п'ятниці.""", "ship:uk",
             ["system_tail", "uk_datetime", "uuid7"], "uk")


@pos
def _ship_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Čas dotazu: {t.day}. {t.month}. {t.year} {t:%H:%M:%S}')}
{v('request_id', 'ID požadavku: ' + g.ulid(t))}
Jsi asistent expedice tiskárny Brázda v Brně. Odpovídej česky a uveď dopravce.

Zákazník: Kdy dorazí palety s kalendáři do Ostravy?""", "ship:cs", ["head", "cs_datetime", "ulid"], "cs")


@pos
def _ship_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du är leveransassistent för Tryckeri Ljungberg i Växjö. Svara på svenska.
{v('datetime', f'Tid för förfrågan: {t:%Y-%m-%d %H:%M:%S}')}
{v('session_id', 'Sessions-ID: ' + g.nanoid())}
Transportör: Schenker

Kund: Kan ni dela upp leveransen av affischerna på två adresser i Malmö?""", "ship:sv",
             ["system_tail", "iso_space", "nanoid", "stable_neighbours"], "sv")


# reprint claims

@pos
def _claim_stripe_paren(g: Gen) -> Draft:
    return P(f"""You help the claims team at Printvault decide between a reprint and a refund. Reprints are free when
the defect is ours; refunds go back to the original card.
Customer: cus_Qx81LmT2bVr4aa
Stripe-Version: 2024-06-20

Claim RC-30418: 40 business cards printed with the wrong phone number. The seller's uploaded file had the
right number; our imposition used an older version.

Refund preview from Stripe {v('request_id', '(request req_' + g.b62(14) + ')')} for this claim: EUR 38.90 to card ending 4242.
Decision:""", "claim:stripe-paren", ["inline_parenthesised", "stripe", "stable_neighbours",
                                     "pasted_content_neighbour"])


@pos
def _claim_intake_rfc2822(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('session_id', 'Intake session: ' + g.ksuid(t))}
{v('datetime', 'Intake opened: ' + rfc2822(t))}
Desk: reprints-eu

You assess colour complaints. Compare the customer's measurements with the approved proof targets and
say whether the difference is within our tolerance (Delta E 2000 of 3.0 on brand colours).

Measurements the customer sent:
Patch "Brand teal" proof L 52.1 a -31.8 b -9.4, print L 49.6 a -28.2 b -11.0, measured 2026-02-18
Patch "Brand coral" proof L 66.0 a 48.3 b 32.7, print L 65.2 a 47.9 b 33.5, measured 2026-02-18
Verdict:""", "claim:intake", ["head", "header_block", "ksuid", "rfc2822", "pasted_content_neighbour"])


@pos
def _claim_mailbox_jstostring(g: Gen) -> Draft:
    t = g.moment_us()
    sent = t - timedelta(hours=g.small(3, 40))
    zone = "Eastern Daylight Time" if t.tzname() == "EDT" else "Eastern Standard Time"
    return P(f"""{v('datetime', 'Fetched-At: ' + js_tostring(t, zone))}
Mailbox: claims@redwing-litho.example

Draft a reply that asks for the two things we need to open a reprint claim: photos of the defect under
daylight and the job number from the packing slip.

From: Marcus Hale <marcus@halebrewing.example>
Date: {rfc2822(sent)}
Subject: Labels smudged

Half the roll of IPA labels has smeared ink on the edge. We can't use them. What now?

Reply:""", "claim:mailbox", ["head", "js_date_tostring", "pasted_content_neighbour"])


@pos
def _claim_agent_run(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You are the reprint-claims agent. Tools: get_job(job_id), get_photos(claim_id), create_reprint(job_id,
qty, reason). Decide, then call exactly one tool.
{v('run_id', 'Run: ' + g.uuid4())}
{v('datetime', 'Task started: ' + py_iso(t))}

Task: Claim RC-30455 says the folding cartons for job AP-7781 are misregistered by about 1.5 mm on the
front panel. The customer attached 6 photos.
Thought:""", "claim:agent-run", ["system_tail", "header_block", "uuid", "python_isoformat"])


@pos
def _claim_json_inline(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""{{"app":"claimdesk",{v('trace_id', '"trace":"' + g.hex(32) + '",')}{v('datetime', '"at":"' + rfc3339(t) + '",')}"locale":"en-GB"}}
You write the outcome letter for a reprint claim. Be factual and apologise once.

Outcome: claim RC-30461 accepted; 500 A5 flyers reprinted on the correct 170gsm silk; dispatch by
tracked courier within 2 working days; no charge.
Letter:""", "claim:json-inline", ["head", "json_inline", "hex32", "rfc3339", "two_in_line"])


@pos
def _claim_cfray(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(0), "GMT"))
    return P(f"""Edge:
{v('request_id', 'cf-ray: ' + g.cf_ray())}
{v('datetime', 'x-edge-time: [' + clf(t) + ']')}
cf-ipcountry: IE

You are the claims assistant for Bluegum Print Trade. A claim must be opened within 14 days of
delivery; after that, offer a goodwill discount of 15% on the next order instead.

Customer: My posters arrived creased three weeks ago. Can I still get a reprint?
Assistant:""", "claim:cfray", ["head", "header_block", "cf_ray", "clf", "stable_neighbours"])


@pos
def _claim_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return P(f"""Du bearbeitest Reklamationen für die Druckerei Vogelsang. Antworte auf Deutsch, sachlich und freundlich.
{v('datetime', f'Zeitpunkt der Anfrage: {t:%d.%m.%Y %H:%M} Uhr')}
{v('session_id', 'Vorgangssitzung: ' + g.b64url(16))}

Kunde: Die Broschüren sind auf 115 g statt auf 135 g gedruckt. Bekommen wir einen Nachdruck?""",
             "claim:de", ["system_tail", "de_datetime", "b64url"], "de")


@pos
def _claim_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(f"""{v('datetime', 'เวลาที่ส่งคำขอ: ' + th_dt(t))}
{v('session_id', 'รหัสเซสชัน: ' + g.hex(20))}
คุณเป็นผู้ช่วยรับเรื่องพิมพ์ซ้ำของโรงพิมพ์ใบบัว ตอบเป็นภาษาไทยอย่างสุภาพ

ลูกค้า: สติกเกอร์ที่ได้รับสีเพี้ยนจากไฟล์ที่ส่งไป ขอพิมพ์ใหม่ได้ไหมคะ""", "claim:th",
             ["head", "th_buddhist_era", "hex"], "th")


@pos
def _claim_zh_chatml(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(f"""<|im_start|>system
你是彩虹包装的售后助手，负责重印申请。请用中文回答。<|im_end|>
<|im_start|>user
我们收到的彩盒有一批压痕开裂，大概两百个，能重印吗？
{v('datetime', f'发送时间：{t:%Y/%m/%d %H:%M:%S}')}
{v('request_id', '会话编号：' + g.uuid7(t))}<|im_end|>
<|im_start|>assistant
""", "claim:zh-chatml", ["chat_template", "chatml", "last_user", "zh_datetime", "uuid7"], "zh")


@pos
def _claim_epoch_s_json(g: Gen) -> Draft:
    t = g.moment()
    return P(f"""You classify reprint claims by cause: customer file, prepress, press, finishing, shipping, other. Several
may apply. Output a JSON list.
source: claim-form
{v('epoch', 't_s: ' + str(epoch_s(t)))}

Claim: "The booklets arrived with pages 9-16 upside down and the box was wet on one side."
Causes:""", "claim:epoch-s", ["system_tail", "epoch_s", "stable_neighbours"])


# --- generated family: one program field over bodies that carry their own records ------------------

def _rec_merchant_quote(g: Gen, t: datetime) -> str:
    d = t.astimezone(CET) - timedelta(days=g.small(1, 20))
    return f"""Paper merchant quote PMQ-{g.digits(5)}, dated {d:%d/%m/%Y}, valid 14 days:
  Arctic Volume White 150gsm SRA1, 4,000 sheets, GBP {g.small(610, 690)}.00
  Munken Pure 120gsm SRA1, 6,000 sheets, GBP {g.small(720, 810)}.00
  Delivery {(d + timedelta(days=3)):%d/%m/%Y} by 10:00"""


def _rec_proof_log(g: Gen, t: datetime) -> str:
    d = t.astimezone(UTC) - timedelta(days=g.small(2, 15))
    a = d + timedelta(hours=g.small(2, 30), minutes=g.small(0, 60))
    b = a + timedelta(hours=g.small(3, 40))
    return f"""round,sent_at,response,responded_at
1,{rfc3339(d)},changes requested,{rfc3339(a)}
2,{rfc3339(a + timedelta(hours=2))},approved,{rfc3339(b)}"""


def _rec_preflight(g: Gen, t: datetime) -> str:
    d = t.astimezone(UTC) - timedelta(hours=g.small(1, 72))
    return f"""{{"file_id": "{g.uuid4()}", "checked": "{rfc3339(d)}", "profile": "PDF/X-4",
 "errors": ["RGB image on page {g.small(1, 9)}", "bleed 0 mm on all edges"], "warnings": ["TAC {g.small(310, 360)}%"]}}"""


def _rec_press_log(g: Gen, t: datetime) -> str:
    d = t.astimezone(CET) - timedelta(days=g.small(1, 5))
    rows = []
    for i in range(3):
        s = d + timedelta(minutes=12 * i)
        rows.append(f"{iso_space(s)},XL106-{g.small(1, 3)},{g.small(4000, 9000) + 900 * i},{g.small(10500, 13500)}")
    return "timestamp,press,counter,sheets_per_hour\n" + "\n".join(rows)


def _rec_pod_order(g: Gen, t: datetime) -> str:
    d = t.astimezone(UTC) - timedelta(hours=g.small(1, 50))
    return f"""{{
  "id": "{g.uuid7(d)}",
  "created_at": "{rfc3339(d, 3)}",
  "sku": "POSTER-50x70-SATIN",
  "qty": {g.small(1, 6)},
  "ship_to": "{g.pick(['DE', 'FR', 'NL', 'SE', 'IE'])}"
}}"""


def _rec_dieline_spec(g: Gen, t: datetime) -> str:
    d = t.astimezone(UTC) - timedelta(days=g.small(10, 200))
    return f"""Dieline DL-{g.digits(4)} rev {g.pick(['B', 'C', 'D'])}, issued {iso_date(d)}
Style: ECMA A20.20.03.01, internal {g.small(40, 90)} x {g.small(30, 60)} x {g.small(100, 200)} mm
Board: GC1 {g.pick(['300', '350', '400'])} g/m², grain parallel to depth
CAD file: {g.hex(12)}.ard"""


def _rec_delivery_note(g: Gen, t: datetime) -> str:
    d = t.astimezone(EST) - timedelta(days=g.small(1, 6))
    return f"""DELIVERY NOTE DN-{g.digits(6)}
Pickup: {d.month}/{d.day}/{d.year} {h12(d)}
Carrier PRO: {g.digits(10)}
2 pallets, {g.small(600, 1400)} lb, stretch-wrapped, 40 x 48 in"""


def _rec_claim_email(g: Gen, t: datetime) -> str:
    d = t.astimezone(CET) - timedelta(hours=g.small(2, 60))
    return f"""From: Sara Lind <sara@lindcafe.example>
Date: {rfc2822(d)}
Message-ID: <{g.hex(12)}@mail.lindcafe.example>
Subject: Menus printed on the wrong paper"""


def _rec_albaran(g: Gen, t: datetime) -> str:
    d = t.astimezone(CET) - timedelta(days=g.small(1, 10))
    return f"""albaran,fecha_envio,bultos,peso_kg
ALB-{g.digits(6)},{dmy(d)} {d:%H:%M},{g.small(2, 12)},{g.small(30, 400)}"""


def _rec_auftrag(g: Gen, t: datetime) -> str:
    d = t.astimezone(CET) - timedelta(days=g.small(1, 10))
    return (f"auftrag=V-{g.digits(4)} erstellt={d:%d.%m.%Y %H:%M} auflage={g.small(2, 40)}000 "
            f"papier=Bilderdruck_matt_135g")


def _rec_nyuko(g: Gen, t: datetime) -> str:
    d = t.astimezone(JST) - timedelta(days=g.small(1, 10))
    return f"""{{"案件番号": "YB-{g.digits(5)}", "入稿日時": "{d:%Y-%m-%d %H:%M}", "部数": {g.small(1, 20)}000, "用紙": "コート110kg"}}"""


def _rec_chulgo(g: Gen, t: datetime) -> str:
    d = t.astimezone(KST) - timedelta(days=g.small(1, 10))
    return f"""| 출고번호 | 출고시각 | 박스 |
|---|---|---|
| HB-{g.digits(6)} | {d:%Y-%m-%d %H:%M} | {g.small(2, 30)} |"""


# (name, lang, system, record intro, record, question, cue line, company, stable (label, key, value))
BODIES: list[tuple[str, str, str, str, Callable[[Gen, datetime], str], str, str, str,
                        tuple[str, str, str]]] = [
    ("merchant-quote", "en", "You help the estimator at Copperleaf Print compare paper costs. Give per-sheet prices "
     "to three decimals.", "The merchant sent this:", _rec_merchant_quote,
     "Which paper is cheaper per sheet, and does the quote still hold next week?", "Assistant:", "Copperleaf Print",
     ("Price list", "price_list", "2026-02")),
    ("proof-log", "en", "You answer customer questions about proof history at Northgate Press. Quote the round "
     "numbers.", "Proof history:", _rec_proof_log, "How long did round 1 take to come back?", "Answer:",
     "Northgate Press", ("Prompt revision", "prompt_revision", "2026-01-12")),
    ("preflight-json", "en", "You explain preflight results to designers at Drukwerk Zeeland in plain words.",
     "Here is the check result I got:", _rec_preflight, "Which of these must I fix before printing?", "Assistant:",
     "Drukwerk Zeeland", ("API version", "api_version", "2025-09-01")),
    ("press-log", "en", "You read press counter logs for the planner at Tipografia Tintori and estimate finish "
     "times.", "Counter log:", _rec_press_log, "At this speed, when does a 30,000-sheet job finish?", "Assistant:",
     "Tipografia Tintori", ("Knowledge cutoff", "knowledge_cutoff", "2024-06")),
    ("pod-order", "en", "You answer Printvault sellers' questions about single orders. Be brief.",
     "Order record:", _rec_pod_order, "Is this order still inside the 24-hour cancellation window?", "Answer:",
     "Printvault", ("Timezone", "timezone", "Europe/Berlin")),
    ("dieline-spec", "en", "You review carton dieline specs for Aldermoor Packaging and flag risks.",
     "Spec sheet:", _rec_dieline_spec, "Is the grain direction right for this carton?", "Assistant:",
     "Aldermoor Packaging", ("Office hours", "office_hours", "Mon-Fri 08:00-17:00")),
    ("delivery-note", "en", "You help Redwing Litho's dispatch desk answer delivery questions.",
     "Delivery note:", _rec_delivery_note, "Was this picked up before the carrier's 3 PM cutoff?", "Assistant:",
     "Redwing Litho", ("USDOT", "usdot", "3318420")),
    ("claim-email", "en", "You triage reprint claims for Bluegum Print Trade and say what evidence is missing.",
     "The customer wrote:", _rec_claim_email, "Is this within the 14-day claim window if the menus arrived on the "
     "2nd?", "Assistant:", "Bluegum Print Trade", ("Customer since", "customer_since", "2019-04-01")),
    ("albaran", "es", "Eres el asistente de envíos de Imprenta Solana. Responde en español.",
     "Albarán del envío:", _rec_albaran, "¿Cuándo salió el envío y cuántos bultos eran?", "", "Imprenta Solana",
     ("Tarifa vigente", "tarifa", "T-2026-1")),
    ("auftrag", "de", "Du beantwortest Fragen zu Druckaufträgen der Druckerei Vogelsang. Antworte auf Deutsch.",
     "Auftragsdaten:", _rec_auftrag, "Wann wurde der Auftrag angelegt und auf welchem Papier wird gedruckt?", "",
     "Druckerei Vogelsang", ("Preisliste gültig ab", "preisliste", "01.03.2026")),
    ("nyuko", "ja", "あなたは山吹印刷の入稿受付アシスタントです。日本語で答えてください。",
     "入稿データ：", _rec_nyuko, "この案件はいつ入稿されましたか？納期はいつ頃になりますか？", "", "山吹印刷",
     ("営業時間", "hours", "平日 9:00〜18:00")),
    ("chulgo", "ko", "당신은 한빛인쇄의 출고 안내 도우미입니다. 한국어로 답하세요.",
     "출고 내역:", _rec_chulgo, "이 출고 건은 언제 나갔고 박스는 몇 개인가요?", "", "한빛인쇄",
     ("고객 등급", "grade", "VIP (2021년부터)")),
]

USER_LABEL = {"en": "User", "es": "Cliente", "de": "Kunde", "ja": "お客様", "ko": "고객"}
SEP = {"en": ": ", "es": ": ", "de": ": ", "ja": "：", "ko": ": "}

# (cue, label, key, value, numeric)
FieldMaker = tuple[str, str, str, Callable[[Gen, datetime], str], bool]

FIELDS_EN: list[FieldMaker] = [
    ("datetime", "Pressroom clock", "pressroom_clock", lambda g, t: windows_general(t), False),
    ("datetime", "Stamped", "stamped", lambda g, t: rfc3339(t, 3), False),
    ("epoch", "t0", "t0", lambda g, t: str(epoch_ms(t)), True),
    ("datetime", "Context time", "context_time", lambda g, t: py_str(t), False),
    ("datetime", "Rendered", "rendered", lambda g, t: http_date(t), False),
    ("datetime", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t)), True),
    ("datetime", "Asked at", "asked_at", lambda g, t: us_medium(t), False),
    ("date", "Today", "today", lambda g, t: iso_date(t), False),
    ("datetime", "Desk time", "desk_time", lambda g, t: log4j_iso(t), False),
    ("datetime", "Served", "served", lambda g, t: rfc2822(t), False),
    ("request_id", "Request", "request", lambda g, t: g.uuid4(), False),
    ("trace_id", "Trace", "trace", lambda g, t: g.hex(32), False),
    ("session_id", "Chat", "chat", lambda g, t: g.nanoid(), False),
    ("session_id", "Session", "session", lambda g, t: g.uuid7(t), False),
    ("request_id", "Correlation", "correlation", lambda g, t: g.ulid(t), False),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("run_id", "Run", "run", lambda g, t: g.ksuid(t), False),
    ("request_id", "Hop", "hop", lambda g, t: g.objectid(t), False),
    ("epoch", "ts_us", "ts_us", lambda g, t: str(epoch_us(t)), True),
    ("datetime", "Quote clock", "quote_clock", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("date", "Week", "week", lambda g, t: iso_week(t), False),
    ("request_id", "Call", "call", lambda g, t: "call_" + g.b62(24), False),
    ("datetime", "Moment", "moment", lambda g, t: pg_tstz(t), False),
]

FIELDS_LANG: dict[str, list[FieldMaker]] = {
    "es": [("datetime", "Hora actual", "hora_actual", lambda g, t: f"{dmy(t)} {t:%H:%M:%S}", False),
           ("request_id", "ID de petición", "id_peticion", lambda g, t: g.uuid4(), False),
           ("session_id", "Sesión", "sesion", lambda g, t: g.nanoid(), False)],
    "de": [("datetime", "Jetzt", "jetzt", lambda g, t: f"{t:%d.%m.%Y, %H:%M:%S}", False),
           ("request_id", "Anfrage", "anfrage", lambda g, t: g.ulid(t), False),
           ("session_id", "Sitzung", "sitzung", lambda g, t: g.hex(16), False)],
    "ja": [("datetime", "現在時刻", "現在時刻", lambda g, t: ja_dt(t), False),
           ("request_id", "リクエストID", "リクエストID", lambda g, t: g.uuid4(), False),
           ("session_id", "セッション", "セッション", lambda g, t: g.ksuid(t), False)],
    "ko": [("datetime", "현재 시각", "현재_시각", lambda g, t: ko_dt(t), False),
           ("request_id", "요청 번호", "요청_번호", lambda g, t: g.objectid(t), False),
           ("session_id", "세션 ID", "세션_ID", lambda g, t: g.nanoid(), False)],
}

ZONES = {"es": None, "de": None, "ja": JST, "ko": KST}
GEN_POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_inline",
                 "xml_attr"]
LINE_POSITIONS = GEN_POSITIONS[:6]


def _any_moment(g: Gen) -> datetime:
    zone = g.pick(["UTC", "EU", "US", "Pacific", "JST", "IST"])
    if zone == "EU":
        return g.moment_eu()
    if zone == "US":
        return g.moment_us()
    if zone == "Pacific":
        return pacific(g)
    return g.moment({"UTC": UTC, "JST": JST, "IST": IST}[zone])


def _render(body: tuple[Any, ...], position: str, forms: dict[str, str], g: Gen, t: datetime) -> str:
    """A body with one field (`forms`: its line, YAML, JSON-member and attribute forms) at `position`."""
    name, lang, system, intro, record, question, cue_line, company, _ = body
    rec = record(g, t)
    user = f"{USER_LABEL[lang]}{SEP[lang]}{question}"
    tail = f"\n{cue_line}" if cue_line else ""
    core = f"{system}\n\n{intro}\n{rec}\n\n{user}"
    if position == "head":
        return f"{forms['line']}\n{core}{tail}"
    if position == "system_tail":
        return f"{system}\n{forms['line']}\n\n{intro}\n{rec}\n\n{user}{tail}"
    if position == "header_block":
        return f"Company: {company}\n{forms['line']}\nChannel: web\n\n{core}{tail}"
    if position == "after_user":
        return f"{core}\n{forms['line']}{tail}"
    if position == "footer":
        return f"{core}\n\n--\n{forms['line']}\n{company} · assistant"
    if position == "front_matter":
        return f"---\napp: {name}\n{forms['yaml']}\nlocale: {lang}\n---\n{core}{tail}"
    if position == "json_inline":
        return f'{{"app":"{name}",{forms["json"]}"locale":"{lang}"}}\n{core}{tail}'
    return f'<ctx app="{name}" {forms["attr"]} channel="web"/>\n{core}{tail}'


def _forms(cue: str, label: str, key: str, value: str, numeric: bool, lang: str) -> dict[str, str]:
    member = f'"{key}":{value},' if numeric else f'"{key}":"{value}",'
    return {"line": v(cue, f"{label}{SEP[lang]}{value}"), "yaml": v(cue, f"{key}: {value}"),
            "json": v(cue, member), "attr": v(cue, f'{key}="{value}"')}


def generated_positives(g: Gen) -> list[Draft]:
    """Each English body at three of eight positions, each other-language body at three of six."""
    fields = list(FIELDS_EN)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    k_en = k_other = 0
    for body in BODIES:
        name, lang = body[0], body[1]
        if lang == "en":
            positions = [GEN_POSITIONS[(k_en + d) % 8] for d in (0, 3, 6)]
            makers = [fields[(3 * k_en + i) % len(fields)] for i in range(3)]
            k_en += 1
        else:
            positions = [LINE_POSITIONS[(k_other + d) % 6] for d in (0, 2, 4)]
            makers = list(FIELDS_LANG[lang])
            k_other += 1
        for position, (cue, label, key, make, numeric) in zip(positions, makers, strict=True):
            zone = ZONES.get(lang)
            t = g.moment(zone) if zone else (g.moment_eu() if lang != "en" else _any_moment(g))
            forms = _forms(cue, label, key, make(g, t), numeric, lang)
            extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
            out.append(Draft(_render(body, position, forms, g, t), f"{SRC}gen:{name}+{key}@{position}",
                             ["generated", position, cue, "pasted_content_neighbour", *extra]))
    return out


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at a position its positives do not use."""
    g = Gen(SEED + 1)
    out: list[Draft] = []
    k_en = k_other = 0
    for body in BODIES:
        name, lang, label, key, value = body[0], body[1], *body[8]
        if lang == "en":
            position = GEN_POSITIONS[(k_en + 1) % 8]
            k_en += 1
        else:
            position = LINE_POSITIONS[(k_other + 1) % 6]
            k_other += 1
        forms = {"line": f"{label}{SEP[lang]}{value}", "yaml": f"{key}: {value}", "json": f'"{key}":"{value}",',
                 "attr": f'{key}="{value}"'}
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(_render(body, position, forms, g, g.moment()), f"{SRC}gen-neg:{name}+{key}@{position}",
                         ["generated", "hard_negative", position, "stable_value", "pasted_content", *extra]))
    return out


# --- negatives: pasted records of the domain ---------------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("proof-approval-email", ["email", "date_header", "message_id", "question_above"], "en",
     """Did the customer actually approve proof 3, or only proof 2? Answer with the proof number and the time.

From: Dana Whitcombe <dana@whitcombe-events.example>
To: proofs@northgate-press.example
Date: Tue, 3 Mar 2026 16:42:09 -0600
Message-ID: <CAF3x9qLw2V8@mail.whitcombe-events.example>
Subject: Re: Proof 3 - Spring gala programme (NGP-26-04471)

Approved, thanks. Please go ahead with proof 3 as sent this morning.
Dana"""),
    ("preflight-summary-colleague", ["preflight_report", "lead_in", "checked_time"], "en",
     """My colleague sent me this:

Preflight summary - catalogue_2026_final.pdf
Checked: 2026-03-02 11:18:44 (PDF/X-4, sheetfed coated)
Errors: 2   Warnings: 5
- Page 14: image "kitchen_03.tif" 142 ppi
- Page 31: font "Helvetica Neue Light" not embedded
Fixups applied: none
Report id: PF-5c1e0b7a

Is this bad enough to hold the job, or can prepress fix it?"""),
    ("press-schedule-csv", ["csv", "schedule", "question_below"], "en",
     """start,end,press,job,customer
2026-03-05 06:00,2026-03-05 09:10,XL106-1,TT-5512,Cantina Val Calepio
2026-03-05 09:30,2026-03-05 14:45,XL106-1,TT-5520,Bergamo Design Week
2026-03-05 06:00,2026-03-05 08:20,XL106-2,TT-5517,Dolciaria Orobica

Is there a gap on XL106-1 long enough for a 40-minute wash-up?"""),
    ("pod-order-json-fenced", ["json", "uuid7", "created_at", "fenced", "asked_times"], "en",
     """How long did this order wait between being created and being assigned to a facility?

```json
{
  "id": "019c7a53-e825-7c3d-9e21-5b8f0a6d4c11",
  "created_at": "2026-02-20T09:14:05.221Z",
  "assigned_at": "2026-02-20T15:02:48.903Z",
  "facility": "LEI",
  "items": [{"sku": "CANVAS-40x60", "qty": 1}]
}
```"""),
    ("routing-logfmt", ["logfmt", "request_id_in_log", "pasted_log"], "en",
     """Why did the router try three facilities for this order? Log from yesterday:

ts=2026-03-03T10:02:11.402Z level=info msg="route start" order=PV-2291655 request_id=8b2f6e01c4d9
ts=2026-03-03T10:02:11.517Z level=warn msg="facility rejected" facility=BCN reason=load_95
ts=2026-03-03T10:02:11.603Z level=warn msg="facility rejected" facility=RIG reason=no_canvas
ts=2026-03-03T10:02:11.688Z level=info msg="assigned" facility=LEI eta_ship=2026-03-04"""),
    ("tracking-table-earlier-turn", ["tracking_history", "earlier_user_turn"], "en",
     """User: Here's the tracking for our exhibition stand graphics:
| Time | Location | Event |
|---|---|---|
| 02 Mar 2026 17:40 | Leeds DC | Collected |
| 03 Mar 2026 05:12 | Birmingham hub | Arrived at hub |
| 03 Mar 2026 09:55 | NEC Hall 5 | Out for delivery |
Assistant: Thanks, it's on the van for Hall 5 this morning.
User: Hall 5 goods-in closes at 12:00. Will it make it?
Assistant:"""),
    ("freight-quote-quoted", ["freight_quote", "quoted", "quote_number"], "en",
     """The haulier replied with this. Is the tail-lift included or extra?

> Quote FQ-88213 issued 02/03/2026, valid 7 days
> 3 pallets Leeds LS11 to Birmingham B40, next day, GBP 186.00 + VAT
> Tail-lift delivery GBP 25.00 per drop, booking 24 h in advance
> Collection window 13:00-16:00"""),
    ("claim-ticket-chatml", ["ticket", "bracketed_times", "chatml"], "en",
     """<|im_start|>system
You summarise reprint claim tickets for the weekly quality meeting.<|im_end|>
<|im_start|>user
[2026-02-26 10:14] Customer: 200 of the 1,000 labels have a white line through the logo.
[2026-02-26 11:02] Agent (Rui): Photos received, looks like a scratched anilox. Logged as RC-30392.
[2026-02-27 08:45] Press lead: Confirmed, anilox roll 3 replaced. Reprint booked for 02 Mar.
Summarise this ticket in two lines.<|im_end|>
<|im_start|>assistant
"""),
    ("delta-e-indented", ["measurements", "indented", "measured_times"], "en",
     """Are these readings inside ISO 12647-2 tolerances for the primaries?

    Patch   Target L*a*b*          Measured L*a*b*        dE00   Measured at
    C100    55.0 -37.0 -50.0       54.1 -36.2 -48.9       1.1    2026-03-02 07:41:13
    M100    48.0  74.0  -3.0       47.2  72.8  -1.9       1.4    2026-03-02 07:41:19
    Y100    89.0  -5.0  93.0       88.7  -4.1  90.2       1.6    2026-03-02 07:41:24
    K100    16.0   0.0   0.0       18.9   0.6   1.2       3.4    2026-03-02 07:41:30"""),
    ("dieline-spec-rag", ["rag_document", "revision_date", "spec_sheet"], "en",
     """Answer from the retrieved document only.

<document source="specs/DL-2231-revD.txt" retrieved="spec store">
Dieline DL-2231 rev D (released 2026-01-14, supersedes rev C of 2025-09-30)
Style: ECMA A20.20.03.01 reverse tuck end, internal 62 x 38 x 148 mm
Board: GC1 350 g/m², grain parallel to depth
Glue flap: 14 mm, dust flaps 18 mm with 0.5 mm clearance
</document>

Question: How wide is the glue flap on the current revision?
Answer:"""),
    ("react-order-lookup", ["react_observation", "record_fields"], "en",
     """Question: When was Printvault order PV-2291734 placed and where was it printed?
Thought: I need the order record.
Action: get_order[PV-2291734]
Observation: {"order": "PV-2291734", "placed_at": "2026-03-03T21:48:02Z", "facility": "MEL", "printed_at": "2026-03-04T03:15:40+11:00", "status": "shipped"}
Thought:"""),
    ("webhook-debug", ["webhook_pasted", "signature", "debug"], "en",
     """Our endpoint rejects every delivery with "signature mismatch". Here is one we logged. What are we
doing wrong when we compute the HMAC?

Printvault-Delivery: 6f1d3c2a-0b9e-4e71-a5c8-2d4f6e8a1b3c
Printvault-Timestamp: 1772528531
Printvault-Signature: v1,Zm9vYmFyLXNpZ25hdHVyZS1leGFtcGxlLW5vdC1yZWFs

{"order": "PV-2291734", "placed_at": "2026-03-03T09:02:11Z", "ship_to": "NZ"}

We compute HMAC-SHA256 over the body only, with the secret from the dashboard."""),
    ("curl-verbose", ["curl", "date_header", "request_id_header", "debug"], "en",
     """Why does the order API return 422? Output of curl -v:

> POST /v1/orders HTTP/2
> Host: api.printvault.example
> content-type: application/json
>
< HTTP/2 422
< date: Wed, 04 Mar 2026 08:12:44 GMT
< content-type: application/json
< x-request-id: 3c9e1f0a-77b2-4d65-9a1e-0c4b8d2f6a13
<
{"error": "unknown_sku", "detail": "SKU POSTER-A2-MAT not found; did you mean POSTER-A2-MATTE?"}"""),
    ("invoice-head", ["invoice", "very_head", "dates_in_document"], "en",
     """INVOICE INV-26-1187
Copperleaf Print Ltd, Unit 4 Holbeck Yard, Leeds LS11 9AA
Invoice date: 27/02/2026   Due: 29/03/2026
Job CP-26-04412 - 2,500 A5 booklets, 24pp + cover       GBP 1,318.00
Delivery                                                GBP 42.00
VAT 20%                                                 GBP 272.00
Total                                                   GBP 1,632.00

Our finance team says we were quoted GBP 1,290 plus delivery. Write a polite query to the printer."""),
    ("packing-list-end", ["packing_list", "very_end"], "en",
     """Count how many cartons go to each address and check the total against 48.

Packing list PL-26-0419 (job NGP-26-04490), packed 03/03/2026 by J. Ortiz
Carton 1-20   Lincoln High School, 2201 Ridge Rd      yearbooks x 25 each
Carton 21-40  Lincoln High School annex, 14 Elm St    yearbooks x 25 each
Carton 41-48  Northgate Press, will-call              yearbooks x 25 each"""),
    ("ctp-log-both-sides", ["python_logging", "pasted_log", "question_both_sides"], "en",
     """The platesetter stopped twice this morning. Can you tell what happened?

2026-03-04 06:12:08,114 INFO  ctp.queue  imaging V-4410 sig1 plate 3/8
2026-03-04 06:12:41,902 ERROR ctp.loader  plate jam at punch unit, cassette 2
2026-03-04 06:19:55,310 INFO  ctp.queue  resumed V-4410 sig1 plate 3/8
2026-03-04 06:47:02,771 ERROR ctp.loader  slip sheet not removed, cassette 2

Is it the same cassette both times, and should we swap it before the next job?"""),
    ("job-bag-lead-in", ["job_bag", "lead_in", "due_dates"], "en",
     """Here is the job bag sheet:

Job RL-9051   Customer: Halden Brewing   Rep: K. Moss
Ordered: 2026-02-24   Proof due: 2026-02-27   Press: 2026-03-06   Ship: 2026-03-09
Item: 6,000 wrap-around labels, 4/0 + white, 80 mu clear PP, 1 across, 76 mm core
Finishing: gloss laminate, rewind position 4

The customer wants it moved up to ship on 2026-03-05. Which dates have to change?"""),
    ("proof-comments-llama3", ["comment_export", "llama3", "jsonl"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You turn proof comments into a checklist for the designer.<|eot_id|><|start_header_id|>user<|end_header_id|>

{"page": 2, "author": "Dana", "at": "2026-03-02T14:05:11Z", "text": "Logo too close to the fold"}
{"page": 5, "author": "Dana", "at": "2026-03-02T14:07:40Z", "text": "Typo: 'recieve'"}
{"page": 8, "author": "Ola", "at": "2026-03-02T16:22:03Z", "text": "Swap photo for the one with the choir"}<|eot_id|><|start_header_id|>assistant<|end_header_id|>

"""),
    ("slack-export-gemma", ["slack_export", "ts", "gemma"], "en",
     """<start_of_turn>user
Summarise what happened on press 3 last night from this Slack export.

[{"user": "U02NIGHT", "ts": "1772587812.004100", "text": "P3 blanket smashed on RL-9044, swapping"},
 {"user": "U02NIGHT", "ts": "1772591450.009200", "text": "P3 back up, 1,100 sheets spoiled"},
 {"user": "U03LEAD", "ts": "1772592001.001300", "text": "ok, add spoilage to the job bag"}]<end_of_turn>
<start_of_turn>model
"""),
    ("claim-email-phi3", ["email", "exif_time", "phi3"], "en",
     """<|user|>
Is this claim about our print or about shipping damage? The customer wrote:

Subject: Posters damaged
Sent: 2 March 2026 19:20
The tube was crushed in the middle and three of the five posters have a crease. Photos attached
(IMG_4411.jpg taken 2026:03:02 18:55:12, IMG_4412.jpg taken 2026:03:02 18:55:40).<|end|>
<|assistant|>
"""),
    ("ics-mistral", ["ics", "dtstamp", "mistral"], "en",
     """<s>[INST] When is the press check, in Chicago time, and who organised it?

BEGIN:VEVENT
UID:presscheck-9051@redwing-litho.example
DTSTAMP:20260302T151200Z
DTSTART:20260306T140000Z
DTEND:20260306T150000Z
SUMMARY:Press check - Halden Brewing labels (RL-9051)
ORGANIZER;CN=Kim Moss:mailto:kmoss@redwing-litho.example
END:VEVENT [/INST]"""),
    ("stripe-charge-earlier-assistant", ["stripe_object", "created_epoch", "earlier_assistant_turn"], "en",
     """User: Did the reprint refund go through?
Assistant: Here is the refund object I found:
{"id": "re_3OpL2kLkdIwHu7ix0q1r2s3t", "object": "refund", "amount": 3890, "currency": "eur",
 "charge": "ch_3OpL0wLkdIwHu7ix1a2b3c4d", "created": 1772533445, "status": "succeeded"}
User: Great. When did it happen, in Dublin time?
Assistant:"""),
    ("bol-fenced", ["bill_of_lading", "fenced"], "en",
     """Check the freight class and weight on this bill of lading against our packing list (2 pallets,
1,320 lb total).

```
STRAIGHT BILL OF LADING - SHORT FORM       BOL No. 7710034521
Ship date: 03/04/2026        Shipper: Redwing Litho, 400 Kettering Blvd, Dayton OH
Consignee: Halden Brewing, 18 Mill St, Fort Wayne IN
Handling units: 2 PLT   Weight: 1,230 lb   Class: 55   NMFC 161030 (printed matter)
PRO: 0918274456
```"""),
    ("asn-xml", ["xml", "ship_date", "question_below"], "en",
     """<AdvanceShipNotice number="ASN-26-30411" created="2026-03-03T16:20:00-05:00">
  <ShipDate>2026-03-04</ShipDate>
  <Carrier scac="ODFL" pro="0918274456"/>
  <Line po="PO-55120" sku="CAT-SPRING-26" qty="12000" cartons="48"/>
</AdvanceShipNotice>

Does the carton count match 12,000 catalogues at 250 per carton?"""),
    ("capacity-rag", ["rag_document", "md_table", "updated_column"], "en",
     """Use the facility report to answer.

Document 1 (facility-report.md):
| Facility | Load | Cutoff | Updated |
|---|---|---|---|
| LEI | 82% | 14:00 CET | 2026-03-04 07:00 |
| RIG | 47% | 13:00 EET | 2026-03-04 07:00 |
| CLT | 64% | 15:00 ET | 2026-03-04 01:00 |

Question: Which facility had the most spare capacity this morning?
Answer:"""),
    ("ink-usage-under-question", ["key_value", "typed_under_question"], "en",
     """How much cyan did we use per 1,000 sheets on this job?
job=TT-5520 press=XL106-1 sheets=22400 started=2026-03-05T09:31 finished=2026-03-05T14:38 cyan_kg=6.8 magenta_kg=7.1 yellow_kg=5.9 black_kg=9.4"""),
    ("nginx-upload", ["nginx", "clf", "pasted_log"], "en",
     """Why do large PDF uploads fail with 413 for some customers and not others?

10.4.2.17 - - [03/Mar/2026:14:22:10 +0000] "POST /upload/job/CP-26-04502 HTTP/1.1" 413 183 "-" "Mozilla/5.0"
10.4.2.17 - - [03/Mar/2026:14:22:51 +0000] "POST /upload/job/CP-26-04502 HTTP/1.1" 413 183 "-" "Mozilla/5.0"
10.4.9.88 - - [03/Mar/2026:14:25:03 +0000] "POST /upload/job/CP-26-04505 HTTP/1.1" 201 64 "-" "Mozilla/5.0"
"""),
    ("traceback-upload", ["traceback", "request_id_in_log"], "en",
     """Where does this come from?

Traceback (most recent call last):
  File "/srv/upload/handlers.py", line 88, in finish_upload
    meta = pdf_meta(path)
  File "/srv/upload/pdf.py", line 41, in pdf_meta
    created = parse_pdf_date(info["/CreationDate"])
ValueError: bad PDF date "D:20260302" (request_id=c41e9a02f7 job=CP-26-04502)"""),
    ("approval-form-system-returned", ["form_export", "lead_in", "approved_at"], "en",
     """Below is what the system returned:

Colour approval - job TT-5512 (Cantina Val Calepio wine labels)
Approved by: Giulia Ferri (customer), Marco Riva (press lead)
Approved at: 2026-03-05 07:12 CET, at the press
Reference sheet: sheet 412, densities C 1.42 M 1.48 Y 1.02 K 1.71

The customer now says the red is too orange. Did they sign off on this sheet?"""),
    ("sentry-event-fenced", ["error_event", "event_id", "fenced"], "en",
     """What does this error event tell us about the failing imposition step?

```
{"event_id": "9f1c2b7e4a6d4f0e8b3c1a2d5e7f9a0b", "timestamp": "2026-03-04T05:41:17.233Z",
 "level": "error", "logger": "impose", "message": "sheet size 720x1020 smaller than layout 740x1050",
 "tags": {"job": "NGP-26-04498", "press": "XL106"}}
```"""),
    ("shift-log", ["shift_log", "handwritten_times"], "en",
     """Night shift log, press 2 - 3/3/2026
22:05 start RL-9044 makeready
22:50 OK sheet signed by T. Banks
23:40 paper jam feeder, 15 min
02:15 job done, 31,200 good
03:10 wash-up, handover to days

How many hours of actual running did press 2 do on this job?"""),
    ("pod-email-earlier-user", ["email", "proof_of_delivery", "earlier_user_turn"], "en",
     """User: The carrier sent us this:
"Your shipment 1Z84X9E70391234567 was delivered on Tuesday, 03/03/2026 at 11:42 AM. Left at: Front door.
Signed by: DRIVER RELEASE."
Assistant: That means no signature was taken; the driver left it at the door.
User: The customer says the box of business cards isn't there. What do I tell them?
Assistant:"""),
    ("reprint-auth-yaml", ["yaml", "authorised_at", "question_above"], "en",
     """Who authorised this reprint and was it within their limit (GBP 500)?

reprint:
  claim: RC-30418
  job: CP-26-04412
  qty: 40
  cost_gbp: 38.90
  authorised_by: l.okafor
  authorised_at: 2026-03-03T12:04:55Z"""),
    ("customer-order-confirmation", ["email", "order_confirmation", "lead_in"], "en",
     """A customer forwarded this and asks why the delivery date moved. Explain it kindly.

---------- Forwarded message ---------
From: Printvault <orders@printvault.example>
Date: Mon, 2 Mar 2026 at 09:15
Subject: Your order PV-2291802 is being printed

Estimated delivery: Thursday 5 March - Saturday 7 March.
Printed at: Riga (RIG). Items: 1 x Organic hoodie, black, L.
---------- End forwarded message ---------"""),
    ("albaran-es", ["delivery_note", "fecha_emision"], "es",
     """Mi compañero me mandó esto. ¿Cuántas cajas faltan si el pedido era de 40?

ALBARÁN DE ENTREGA N.º A-2026-00871
Fecha de emisión: 02/03/2026 12:40
Cliente: Bodegas Aljarafe S.L.
Contenido: 36 cajas de etiquetas adhesivas (ref. ET-BA-75)
Transportista: Seur, expedición 1840022391"""),
    ("email-de", ["email", "gesendet", "message_id"], "de",
     """Das kam heute von der Druckerei. Bis wann müssen wir die Druckfreigabe erteilen?

Von: Auftragsabwicklung Druckerei Vogelsang <auftrag@vogelsang-druck.example>
Gesendet: Dienstag, 3. März 2026 10:27
Betreff: Proof zu Auftrag V-4415 (Imagebroschüre)
Message-ID: <20260303102744.7F3A@vogelsang-druck.example>

Guten Tag, anbei der Proof. Für den Drucktermin am 10.03. benötigen wir Ihre Freigabe bis 05.03., 12:00 Uhr."""),
    ("bon-commande-fr", ["json", "cree_le", "question_below"], "fr",
     """{"commande": "IM-77120", "créée_le": "2026-03-02T08:45:00+01:00", "produit": "affiches A2 mat",
 "quantité": 150, "atelier": "Lyon", "expédiée_le": null}

Cette commande n'est toujours pas expédiée. Depuis combien de temps attend-elle ?"""),
    ("kousei-ja", ["proof_sheet", "datetime_in_document"], "ja",
     """以下の校正指示書の内容を、修正点ごとに箇条書きにしてください。

校正指示書　案件番号 YB-26410
指示日時：2026年3月2日 15:30
担当：山本
・表紙のロゴを2mm右へ
・P4 写真キャプションの誤字「印刷所」→「印刷工場」
・裏表紙のQRコードを最新のURLに差し替え"""),
    ("chulgo-ko", ["md_table", "shipping_log", "question_below"], "ko",
     """| 출고번호 | 출고일시 | 택배사 | 송장번호 |
|---|---|---|---|
| HB-260301-07 | 2026-03-01 16:20 | CJ대한통운 | 5512 3390 1188 |
| HB-260302-02 | 2026-03-02 11:05 | 한진택배 | 4207 8812 0034 |

두 번째 건은 언제 도착할까요?"""),
    ("gongdan-zh", ["work_order", "kaiji_time", "fenced"], "zh",
     """这张印刷工单的开机时间和完工时间之间隔了多久？

```
印刷工单 CH-2026-0315
机台：海德堡 CD102 五色
开机时间：2026-03-03 07:40
完工时间：2026-03-03 13:25
数量：12,000 张
```"""),
    ("press-log-ru", ["logfmt", "pasted_log", "request_id_in_log"], "ru",
     """Почему машина дважды останавливалась? Вот журнал:

ts=2026-03-03T08:12:40+03:00 машина=Рапида-105 событие=стоп причина=двойной_лист заказ=СТ-4471 request_id=a71c0e9b
ts=2026-03-03T08:31:02+03:00 машина=Рапида-105 событие=пуск заказ=СТ-4471
ts=2026-03-03T09:05:17+03:00 машина=Рапида-105 событие=стоп причина=смывка заказ=СТ-4471"""),
    ("invoice-ar", ["invoice", "arabic_indic_digits"], "ar",
     """هل المبلغ الإجمالي في هذه الفاتورة صحيح؟

فاتورة رقم ٢٠٢٦/٠٤١٢ — مطبعة الندى
التاريخ: ٢ مارس ٢٠٢٦
٥٠٠٠ كتالوج عطور، ٣٢ صفحة: ١٢٬٥٠٠ درهم
التوصيل: ٣٠٠ درهم
المجموع: ١٢٬٨٠٠ درهم"""),
    ("email-he", ["email", "message_id"], "he",
     """הלקוח שלח את זה. מה בדיוק הוא מבקש?

מאת: יואב כהן <yoav@galil-wines.example>
תאריך: 2 במרץ 2026, 18:04
מזהה הודעה: <a83f2c10.5512@galil-wines.example>
נושא: הדפסה חוזרת של תוויות

שלום, התוויות של היין הלבן יצאו עם צבע כהה מדי. נבקש הדפסה חוזרת של 2,000 יחידות."""),
    ("packing-hi", ["json", "packing_list"], "hi",
     """इस पैकिंग सूची में कुल कितने डिब्बे हैं?

{"सूची": "SP-2026-118", "पैक की तारीख": "2026-03-02 17:10", "डिब्बे": [{"पता": "जयपुर", "संख्या": 12}, {"पता": "अजमेर", "संख्या": 8}]}"""),
    ("quote-th", ["quote", "buddhist_era"], "th",
     """ใบเสนอราคานี้หมดอายุเมื่อไหร่คะ

ใบเสนอราคาเลขที่ QT-6903-0127
วันที่ออก: 2 มีนาคม 2569
ยืนราคา 30 วัน
สติกเกอร์ไดคัท 5,000 ดวง ราคา 4,800 บาท"""),
    ("reklamacja-pl", ["claim", "dates_in_document", "lead_in"], "pl",
     """Tak wygląda reklamacja od klienta. Co odpowiedzieć?

Reklamacja nr R/2026/031 z dnia 2 marca 2026
Zamówienie: ZW-88104 (ulotki A5, 10 000 szt.), dostarczone 27.02.2026
Opis: kolor niebieski wyraźnie jaśniejszy niż na próbnym wydruku z 20.02.2026."""),
    ("orcamento-pt", ["quote", "emitido_em", "earlier_user_turn"], "pt",
     """Usuário: Recebi este orçamento da gráfica:
Orçamento 2026/0877 — Emitido em 02/03/2026 às 10:12 — Validade: 10 dias
1.000 cartões de visita 300 g, 4x4, laminação fosca: R$ 189,00
Assistente: Certo, o que você quer saber?
Usuário: Ainda está válido se eu aprovar no dia 11?
Assistente:"""),
    ("irsaliye-tr", ["delivery_note", "sevk_tarihi"], "tr",
     """Sevk irsaliyesi aşağıda. Teslim alan kişi kim?

Sevk İrsaliyesi No: LB-2026-00412
Sevk Tarihi: 03.03.2026 09:40
Alıcı: Kahve Durağı Ltd., Kadıköy
Malzeme: 3 koli menü kartı
Teslim alan: Ayşe Yılmaz, 03.03.2026 14:15"""),
    ("bien-nhan-vi", ["receipt", "quoted"], "vi",
     """Biên nhận này ghi nhận lúc mấy giờ?

> BIÊN NHẬN GIAO HÀNG SV-260302-19
> Ngày giờ: 02/03/2026 15:47
> Hàng: 500 cốc in hình, 10 thùng
> Người nhận: Trần Minh Anh"""),
    ("email-nl", ["email", "verzonden"], "nl",
     """Kun je dit mailtje samenvatten in één zin?

Van: Planning Drukwerk Zeeland
Verzonden: dinsdag 3 maart 2026 16:05
Onderwerp: Drukmoment menukaarten

Uw menukaarten staan ingepland op donderdag 5 maart, levering vrijdag 6 maart voor 12:00."""),
    ("ddt-it", ["delivery_note", "ddt", "indented"], "it",
     """Controlla che il numero di colli del DDT corrisponda all'ordine (18 colli).

    DDT n. 412/2026 del 03/03/2026
    Destinatario: Cantina Val Calepio, Grumello del Monte
    Causale: vendita
    Colli: 16   Peso: 212 kg   Inizio trasporto: 03/03/2026 ore 15:20"""),
    ("faktura-cs", ["invoice", "very_head"], "cs",
     """Faktura 2026-0318, datum vystavení 2. 3. 2026, splatnost 16. 3. 2026
Tiskárna Brázda s.r.o., IČO 27654321
Kalendáře A3, 800 ks ........ 38 400 Kč
Doprava ........................ 1 200 Kč

Jaká je celková částka s DPH 21 %?"""),
    ("struk-id", ["receipt", "very_end"], "id",
     """Tolong hitung ulang total di struk ini.

PERCETAKAN MENTARI - BANDUNG
02/03/2026 14:22   Kasir: Rina
Kartu nama 2 box x Rp 45.000
Stiker A3 10 lbr x Rp 8.000
TOTAL Rp 170.000"""),
    ("apodeixi-el", ["receipt", "dates_in_document"], "el",
     """Τι ημερομηνία γράφει η απόδειξη και πόσο πλήρωσα;

ΑΠΟΔΕΙΞΗ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ Α-0412
Τυπογραφείο Αλκυών, Αθήνα
Ημερομηνία: 02/03/2026 11:30
Εκτύπωση 300 προσκλήσεων: 180,00 €"""),
    ("akt-uk", ["claim", "dates_in_document", "ukrainian"], "uk",
     """Поясни, що саме клієнт вважає браком.

Акт рекламації № 14 від 03.03.2026
Замовлення: Д-2210 (каталоги, 1 000 шт.), отримано 28.02.2026
Дефект: 120 примірників з переплутаними сторінками 9-16."""),
    ("foljesedel-sv", ["delivery_note", "question_both_sides"], "sv",
     """Stämmer antalet kartonger?

Följesedel FS-26-0902, utskriven 2026-03-03 13:05
Mottagare: Malmö Stadsbibliotek
Affischer 50x70, 400 st, 8 kartonger

Vi fick bara sju. Vad gör vi nu?"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, lang, text in PASTED:
        extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted_content", *tags, *extra]))
    return out


# --- negatives: look-alikes, asked-about values, stable headers, controls --------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("prompt-revision", ["authored_revision", "price_list_date", "stable_header"], "en",
     """Prompt: quote-explainer
Revision: 2026-02-09 (approved by the sales lead)
Price list: effective 2026-03-01
Branch time zone: Europe/London

Explain the customer's quote line by line. Never offer discounts.

Customer: What is the "plate charge" on my quote?
Assistant:"""),
    ("llama3-cutoff-only", ["llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain paper weights and finishes to print buyers in plain language.<|eot_id|><|start_header_id|>user<|end_header_id|>

What's the difference between 130gsm silk and 130gsm uncoated for a brochure?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

"""),
    ("api-version-header", ["api_version", "stable_header"], "en",
     """Printvault-Api-Version: 2025-09-01
Accept: application/json

You answer developer questions about the Printvault order API. Quote the field names exactly.

Developer: Is ship_by a required field when creating an order?
Assistant:"""),
    ("chatml-cutoff-price-list", ["chatml", "knowledge_cutoff", "price_list_date"], "en",
     """<|im_start|>system
You are the Bluegum Print Trade assistant. Knowledge cutoff: 2024-10. Prices come from the trade price
list dated 1 February 2026; if a product is not on it, say so.<|im_end|>
<|im_start|>user
How much are 500 A6 postcards on 400gsm?<|im_end|>
<|im_start|>assistant
"""),
    ("colour-standards", ["standard_names", "years_in_names"], "en",
     """Our customer asks for printing "to ISO 12647-2:2013 with FOGRA51 and PSO Coated v3". The press was last
calibrated to ISO 12647-2:2004 Amd 1 with FOGRA39. What changes, and do we need new plates curves?"""),
    ("pantone-and-hex", ["colour_codes", "hex_colours"], "en",
     """The brand guide lists PANTONE 7621 C, CMYK 0/100/90/30, RGB 171/35/40 and hex #AB2328. Which of these
should I use for a litho-printed leaflet, and will the red match the website?"""),
    ("gtin-barcodes", ["gtin", "ean"], "en",
     """Check the check digits of these EAN-13 codes before we put them on the cartons:
5012345678900, 4006381333931, 9780201379624. Which one is an ISBN?"""),
    ("paper-specs", ["dimensions", "weights"], "en",
     """Convert these for a US customer: SRA3 (320 x 450 mm) on 350 g/m², A4 (210 x 297 mm) on 100 g/m². What are
the closest US sizes and the basis weights in lb?"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current time: {{current_time}}
Request: {{request_id}}

You are the Copperleaf Print quote assistant. Give the price and turnaround for the spec the customer
describes.

Customer: 250 business cards, 450gsm, spot UV on the logo.
Assistant:"""),
    ("job-number-date-prefix", ["job_number_with_date", "id_in_question"], "en",
     """Our job numbers look like 20260303-0412-B. Is it a problem to use them as barcode values on the pallet
labels, and should the date part be removed?"""),
    ("asks-req-id", ["id_in_question", "stripe_request_id"], "en",
     """Stripe support asked for the request id of the failed reprint refund. Our log shows
req_7VbYq1N4dKx2Lm on 2026-03-03. Is that the right kind of id to send them, or do they want the re_ id?"""),
    ("asks-ulid", ["id_in_question", "ulid"], "en",
     """What is 01JNF3Q8ZK5T2X7V9B4C6D1E0M? It appears in the "batch" column of our POD export next to each
order. Can I get the time out of it?"""),
    ("few-shot-dates", ["few_shot", "example_dates"], "en",
     """Extract the ship date from each message as YYYY-MM-DD.

Message: "Your posters leave our Leipzig facility on 12 March 2026."
Ship date: 2026-03-12
Message: "Dispatch planned for Fri 6/3/2026."
Ship date: 2026-03-06
Message: "We'll ship the canvases on the 9th of April 2026."
Ship date:"""),
    ("calver-build", ["build", "calver"], "en",
     """Build: 2026.03.1
Component: dieline-viewer

You help users of the dieline viewer find menu options. Answer in one or two sentences.

User: How do I switch the crease lines to dashed?
Assistant:"""),
    ("stable-front-matter", ["front_matter", "stable"], "en",
     """---
app: reprint-desk
locale: en-GB
tone: formal
policy_version: 4
---
You write reprint confirmations. State the quantity, the reason and the dispatch estimate.

Reprint: 500 flyers, wrong paper weight, dispatch in 2 working days.
Letter:"""),
    ("xml-stable-attrs", ["xml_attr", "stable"], "en",
     """<site code="LDS" opened="2011-06-01" tz="Europe/London" presses="4"/>
You answer questions about Copperleaf Print's Leeds site: opening hours, collection and parking.

Customer: Can I collect my order on a Saturday morning?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: proof-reminder, revised 2025-12-04 -->
Write a short reminder that the customer's proof is still waiting. Mention that the press slot is
released after five working days.

Customer: Ahlers Bakery, proof sent last Friday.
Reminder:"""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Turn our reprint policy into three bullet points for the website.

Claims must be raised within 14 days of delivery with photos. Colour differences within Delta E 3.0 of
the approved proof are not defects. Reprints ship by the same service as the original order.

--
Bluegum Print Trade · Terms rev. 2025-10 · ABN 51 824 753 556"""),
    ("customer-since-table", ["md_table", "customer_since"], "en",
     """| Field          | Value              |
|----------------|--------------------|
| Customer       | Halden Brewing     |
| Customer since | 2018-09-12         |
| Credit limit   | USD 25,000         |

You are Redwing Litho's account assistant. Offer repeat customers free plate storage for 12 months.

Customer: Do you keep our label plates if we reorder in the autumn?
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Can you tighten the wording of this system prompt from our staging quote bot? Keep the meaning.

You are Quill, the quote assistant.
Current time: 2026-03-01T09:00:00Z
Session: 3f6c1e2a-9b7d-4c0e-8a5f-1d2e3c4b5a69
Always ask for quantity, size and paper before pricing."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 16:40 here and the website says same-day dispatch for orders before 17:00. If I upload my file
now but the check takes 30 minutes, will it still ship today?"""),
    ("pdf-checksum", ["md5", "sha256", "file_hash"], "en",
     """The customer re-sent the file. Old MD5 9e107d9d372bb6826bd81d3542a419d6, new MD5
e4d909c290d0fb1ca068ffaddf22cbd0. SHA-256 of the new one:
2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae. Is it definitely a different file?"""),
    ("epoch-question", ["epoch", "id_in_question"], "en",
     """Our POD export has created=1772528531 and shipped=1772614931000. Convert both to UTC and tell me how
many hours apart they are."""),
    ("preisliste-de", ["price_list_date", "stable_header"], "de",
     """Preisliste gültig ab: 01.03.2026
Mindestauftragswert: 45 € netto

Du berätst Kunden der Druckerei Vogelsang zu Preisen für Visitenkarten. Antworte auf Deutsch.

Kunde: Was kosten 500 Visitenkarten, beidseitig, 350 g matt?"""),
    ("eigyou-ja", ["opening_hours", "phone"], "ja",
     """山吹印刷の受付時間は平日9:00〜18:00、土曜は10:00〜15:00です。電話：03-5555-0142。
当日発送は12:00までの入稿分に限ります。

お客様：土曜の14時に入稿したら、いつ発送されますか？"""),
    ("placeholder-es", ["template_placeholder"], "es",
     """Fecha actual: {{fecha_actual}}
ID de sesión: {{id_sesion}}

Eres el asistente de Imprenta Solana. Responde en español.

Cliente: ¿Hacéis lonas de gran formato?"""),
    ("horaires-fr", ["opening_hours", "phone"], "fr",
     """Vous êtes l'assistant de l'Imprimerie Marceau. Horaires : lun.-ven. 8 h 30-18 h. Téléphone : 04 78 55 21 09.
Retrait des commandes à l'atelier jusqu'à 17 h 30.

Client : Je peux passer récupérer mes affiches vendredi à 17 h 45 ?"""),
    ("gagyeok-ko", ["prices", "table"], "ko",
     """어떤 용지가 장당 가장 저렴한가요?

용지       | 500매 가격
스노우 250g | 38,000원
아트 300g   | 45,000원
랑데뷰 240g | 52,000원"""),
    ("hours-ar", ["opening_hours", "phone"], "ar",
     """أنت مساعد مطبعة الندى. ساعات العمل: من الأحد إلى الخميس، ٩ صباحًا - ٧ مساءً. هاتف: ٠٤ ٥٥٥ ٠٣٨٨

العميل: هل يمكنني استلام الطلب يوم السبت؟"""),
    ("version-zh", ["version", "release_date"], "zh",
     """我们的拼版软件升级到 5.4.2（2026-01-20 发布）以后，刀版线在导出的 PDF 里变成了实线。版本号 5.4.2，系统 Windows 11。是已知问题吗？"""),
    ("relative-pt", ["relative_time"], "pt",
     """O pedido foi aprovado há três horas e a gráfica disse que sai em até dois dias úteis. Se eu pedir
urgência agora, ainda sai hoje?"""),
    ("dates-prose-el", ["dates_in_prose"], "el",
     """Η εκδήλωση είναι στις 20 Μαρτίου και οι προσκλήσεις πρέπει να σταλούν ως τις 6 Μαρτίου. Αν εγκρίνω το
δοκίμιο στις 4 Μαρτίου, προλαβαίνουμε;"""),
    ("own-clock-hi", ["user_typed_time"], "hi",
     """अभी शाम के 6:10 बजे हैं और प्रिंटर ने कहा था कि कार्ड 5 बजे तक तैयार होंगे। क्या मुझे दुकान पर फ़ोन करना चाहिए?"""),
    ("iban-tr", ["iban", "price"], "tr",
     """Baskı ücretini bu hesaba gönderiyorum, doğru mu? IBAN: TR56 0001 2009 4520 0058 0001 77, alıcı Lale Baskı
Atölyesi, tutar 3.750 TL."""),
    ("iso-week-pl", ["iso_week", "dates_in_question"], "pl",
     """Produkcję planujemy w tygodniach ISO. Jakie dni obejmuje tydzień 2026-W11 i czy zdążymy z kalendarzami
przed 15 marca?"""),
    ("arithmetic-he", ["date_arithmetic"], "he",
     """אישרתי את ההגהה ב-2 במרץ 2026, וזמן הייצור הוא 7 ימי עסקים. מתי ההזמנה תהיה מוכנה?"""),
    ("customer-id-th", ["customer_id", "stable_header"], "th",
     """รหัสลูกค้า: BB-002871
ระดับสมาชิก: ทอง
เริ่มเป็นลูกค้า: 1 มกราคม 2567

คุณเป็นผู้ช่วยของโรงพิมพ์ใบบัว ตอบเป็นภาษาไทย

ลูกค้า: สมาชิกระดับทองได้ส่วนลดค่าพิมพ์สติกเกอร์เท่าไหร่คะ"""),
    ("gost-ru", ["standard_names", "years_in_names"], "ru",
     """Заказчик требует печать по ГОСТ Р 54766-2011 и бумагу формата 60×90/16. Какой это размер в миллиметрах
и чем он отличается от A4?"""),
    ("price-vi", ["price", "quantities"], "vi",
     """Báo giá in 1.000 hộp giấy là 7.500.000 đồng, 2.000 hộp là 12.800.000 đồng. Đơn giá mỗi hộp giảm bao
nhiêu phần trăm khi in 2.000 hộp?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a friendly print advisor. Give short, practical answers.

User: Should I choose matte or gloss lamination for a restaurant menu that gets handled a lot?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help small businesses choose between digital and offset printing. Ask about quantity and colours
before recommending.

User: I need 300 flyers for a street market. Which is cheaper?
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
    return make_holdout.assemble("hold115", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
