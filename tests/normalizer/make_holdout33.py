"""Build `prompt_normalizer/corpus/holdout33.jsonl`, a thirty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout33.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout32.py` only the module docstrings were read
(extracted with `ast.get_docstring`), to keep clear of the sources, scenarios and languages they
used and to apply their clarifications of the rules, and of `make_holdout24.py` also its import
block (with the constants right under it) and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator. (Listings of `tests/normalizer/` and of the
corpus folder showed file names only.) `make_holdout34.py`, written at the same time about property
management, lettings, condo boards, coworking and self-storage, was not read, and nothing here comes
from those fields. The domain is accounting practices and their clients. Sources that the earlier
docstrings already name were re-aimed before writing: US payroll, Quebec returns, Dutch payslips and
Korean year-end settlement (make_holdout8: here a UK and a US payroll bureau's own desks, timesheet
imports, P60s, W-2s and pension schedules, with Quebec only as a sales-tax remittance and notice),
reconciliation bots, month-end close calendars and accrual schedules (make_holdout10,
make_holdout11, make_holdout21: here a small firm's bank-feed rules, reconciliation queries to
clients and a client's month-end checklist), a bank feed (make_holdout14) and receipt capture in a
small business's bookkeeping app (make_holdout19: here the firm's own receipt inbox and coding
queue), engagement letters, balance confirmations and a signing certificate as hard negatives of
a legal and finance back office (make_holdout21: here a tax preparer's engagement letters drafted and
dated by the tool, an audit firm's bank and customer confirmations, and a practice's e-signature
envelopes), DocuSign Connect events (make_holdout6: here envelope statuses synced for the request and a
pasted completion certificate), and tax portals with notices as content (make_holdout6: here a
preparer's notice desk). The sources are:

* bookkeeping firms: bank-feed rule suggestions under lines fetched "at" a time for the request
  with the fetch id, a reconciliation query writer (YAML front matter), a receipt inbox whose upload
  line sits under the OCR text, a month-end Slack bot (`ts` and `Today:`), a chart-of-accounts
  mapper behind an HTTP request line, a client chat in a ChatML system turn, reconciliation
  variance (pretty JSON), VAT return preparation (XML attributes), an OCR job in an HTML comment, a
  desktop add-in with a Windows clock, receipt matching (.NET round trip and correlation id), a voice
  memo transcription job, a close assistant (markdown bullets), a fixed asset register (`[ctx ...]`),
  a card feed page opened in a browser (JavaScript `toString()`), bank rule names behind an access
  line, a Hobart BAS helper (Tasmanian English) and a Palermo estudio contable (Porteño Spanish);
  and as hard negatives statement pages, a reconciliation report, a feed CSV, a till receipt, a
  client's reply to queries, a numbered month-end checklist, a supplier statement, a payout API
  response, a bank-feed webhook pasted to debug, a loan statement, petty cash, a VAT return, an
  asset register and an invoice from the firm;
* payroll bureaus: a timesheet import with its job line under the CSV, a payslip query desk, P60
  year-end help behind traceparent and tracestate, a pay-run cut-off sentence ("It is now ..."), a
  journal export's `KEY=value` lines, pension auto-enrolment behind B3, a timesheet checker's logfmt
  line, W-2 box help, an FPS pre-check behind GNU `date`, a new-hire tool result, a holiday pay
  footer, and clients in Pittsburghese, Carioca Portuguese (folha and FGTS) and Sabah Malay (PCB);
  and as hard negatives payslips (also Brazilian and Malaysian), timesheet and time clock exports,
  a P60, a W-2, payroll journals and run logs, a new-starter e-mail, a pension schedule and a holiday
  accrual report;
* tax preparers: an engagement letter drafter that dates the letter today with its letter job, an
  organiser helper with a portal JWT, a notice desk (the uploaded CP2000 stays), an extension check
  (Semantic Kernel time), client triage behind a Llama 3 header (`Today Date` moves, `Cutting
  Knowledge Date` stays), estimated payments "as of" a time for the request, an e-file status check
  (ISO basic), a 1099-NEC worksheet footer (asctime), amendment windows (`isoformat()`), and clients in
  Tripeiro Portuguese (IRS), Andorran Catalan (IGI), Joual (TPS/TVQ remittance), Dhakaiya Bangla
  (e-return), Tsugaru-ben (確定申告) and Milanese (F24); and as hard negatives CP2000 and HMRC letters,
  engagement letters with numbered sections, organiser answers, e-file acknowledgements (also
  e-Tax in Japanese and NBR), payment confirmations, an ATO assessment, an ARCA intimación, a
  Portuguese IRS statement, an Andorran requirement, an F24 receipt, a Revenu Québec notice, an
  authorization list and an account transcript;
* auditors: a PBC tracker (markdown table), a confirmation writer (single-line JSON), a sampling run
  (UUID v7, Python logging), fieldwork in Teams (activity id), a journal-entry testing agent (Python
  `str()`), a count observation iPad (device clock and count session), a going-concern canary, a
  confirmation portal session (KSUID, epoch), reviewer notes (markdown bold) and related-party help
  (Log4j); and as hard negatives a PBC list, bank confirmation letters, a customer's confirmation
  reply, a sampling workpaper with its seed, adjustments, a representation letter, a count sheet, a
  JE export, an ethics e-mail and a confirmation platform's JSON;
* practice management software: a portal upload relayed as a Standard Webhooks delivery (id,
  timestamp and signature move, the upload stays), e-signature statuses "as of" a time with the sync
  id, a deadline tracker's ISO week date, a task digest footer, a website chat cookie (session last),
  WIP (Go `String()`), e-mail-to-task (X-Amzn-Trace-Id), a reminder run (`Idempotency-Key`), a
  deadline CloudEvent (the deadline inside stays), a portal helper's XML element, a KYC session JWT,
  inbox labels (KSUID), capacity planning (epoch in us) and a portal chat's last-user metadata; and
  as hard negatives an e-signature completion certificate, portal activity logs, a deadline export,
  a practice webhook pasted to debug its signature, task CSVs, a practice API response, a portal
  reminder e-mail, a WIP report and a forwarded completion e-mail.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, asctime, GNU
`date`, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano and `String()`,
.NET round trip, JavaScript `toISOString()` and `toString()`, Windows general, US medium, US numeric
24-hour, Semantic Kernel's long rendering, US and British long dates, day-first slashed dates with a
time, ISO dates and times with a space, ISO basic, compact `YYYYMMDDHHMMSS`, ISO week dates,
Llama 3.1's `Today Date`, an access-log time, epochs in s, ms and us, and dates in the prompt's
variety (Porteño `hs`, Carioca `às 16h39`, Tripeiro dashed, Catalan `a les`, Joual `14 h 05`,
Milanese, Sabah `jam`, Japanese 年月日時分). Identifiers: UUID v4 and v7, ULID (also lower case),
KSUID, nanoid, ObjectId, traceparent and tracestate, B3 single, X-Amzn-Trace-Id, long hex, base62
and base64url tokens, JWTs, a Slack `ts`, a Teams activity id, Standard Webhooks ids and signatures,
a canary and vendor-prefixed ids (`fch_`, `upl_`, `imp_`, `tx_`, `ses_`, `sess_`, `rq_`, `sc_`,
`cs_`, `snc_`, `dg_`, `msg_`, `req_`, `call_`, `pt_`, `lj-`).

Prompts are in English (British, US, Tasmanian and Pittsburghese) and in Porteño (Buenos Aires)
Spanish, Carioca (Rio) Portuguese, Tripeiro (Porto) Portuguese, Andorran Catalan, Joual (Montreal
French), Milanese, Sabah Malay, Dhakaiya Bangla and Tsugaru-ben (Aomori Japanese) (none of these
varieties named by the earlier holdouts' docstrings, checked with grep against them; the languages
they belong to are), with system prompts in Spanish, Portuguese, Catalan, French, Italian, Malay,
Bengali and Japanese and pasted material in Portuguese (Brazil and Portugal), Malay, Spanish,
Catalan, Japanese, Italian and Quebec French (scripts: Latin, Bengali, Han with Kana).

What it is: 300 prompts. 140 carry volatile fields (195 spans): 71 hand-written positives (119
spans; 46 with two fields and one with three) and 69 generated ones (76 spans; 7 with two fields).
160 carry none: 150 hand-written negatives (148 hard negatives and two plain controls) and 10
generated hard negatives. 122 of the hand-written negatives are 61 pasted, uploaded, forwarded or
quoted blocks, each asked about twice (bank statement lines, reconciliation and WIP reports with
aligned columns, feed and timesheet CSVs, receipts, payslips, P60 and W-2 text, tax notices and
letters with references and salutations, engagement letters with numbered sections, confirmation
requests and replies, e-signature audit trails with their own ids and timestamps, webhook payloads
and JSON API responses, e-mails with headers, run logs), placed in rotation: question after the
block (11), before it (10), typed straight under it with no blank line (10), across two blank lines
each side below a one-line introduction (10), after a pointing sentence wrapped over two lines (10),
under a line ending in a verb whose object is the block (11), below an "-----Original Message-----"
line (10), in a user turn under a system prompt (10), quoted with "> " (10), asked about in one of
the varieties above (10), in a code fence (10), and with a question before and a follow-up after
(10). Fourteen hand-written negatives hold stable look-alikes in program positions (a filing
deadline and prompt revision in a header block, year end and engagement date in front matter, a
year end in XML attributes, an API version and time zone in single-line JSON, a template review
date in an HTML comment, a tax year in a `[ctx ...]` line, a terms revision in a footer, client-since
in a markdown table and in bullets, a knowledge cutoff and rates validity in a ChatML system turn,
a payroll calendar in `KEY=value` lines, a certificate expiry in pretty JSON, a Llama 3 header with
only its knowledge cutoff, a Porteño client-since year); fourteen are an envelope id, a traceparent, a
tax API's request id, a payroll epoch, an HMRC correlation id, a JWT and an e-mail `Date:` line the
user asks about, relative times, few-shot dates, an unrendered template (`{{today}}`), deadline
arithmetic, a user-typed clock and two plain controls. The positives put the same-looking lines in
program positions; three stamp data the program fetched for this request (feed lines, estimated
payments, envelope statuses), where only the stamp and the fetch id are labelled, and several sit
right above or below a block the client wrote or uploaded (OCR text, a timesheet CSV, a CP2000, a
portal upload, a deadline event), where only the program's lines are labelled. The generated
positive family puts one field, or a time and an id (7 cases, in header blocks, YAML front matter,
JSON members, footers and after the last user message), at one of eleven positions (header block
eleven times; head, system tail, after the last user message, footer, YAML front matter, JSON
member, XML attribute and `key=value` in a bracketed line six times each; markdown bullet and HTML
comment five times each) of 16 bodies (12 in English, 4 in Porteño, Carioca, Sabah Malay and
Tasmanian English); the field is drawn from 31 formats and labels or, in 4 cases, is the current
time labelled and written in the body's variety. The generated negative family uses English bodies
at ten positions with one stable value drawn from 12 (API version, knowledge cutoff, prompt
revision, tax year, year end, PTIN, PAYE reference, time zone, client since, filing deadline,
engagement date, office hours; 10 of them used). The output is deterministic (seeded); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout32.py (envelope vs
payload, per-run ids, records vs now, snapshot and fetch times, pasted tool output, pasted blocks
that open with metadata-like lines, sessions, device clocks, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Accounting records are content: statement, feed, receipt, invoice, payslip, timesheet, journal,
  notice, assessment, acknowledgement, submission, confirmation, envelope, task and job dates, times
  and ids stay, also next to a program's stamp and also when the program fetched them for this
  request; only the stamp ("Unmatched lines fetched at <time> (fetch <id>) for this request:",
  "Envelope statuses as of <time> (sync <id>) for this request:") and the ids minted for the fetch,
  import, transcription, OCR, selection or digest run move. A sampling workpaper's seed stays.
* Tax years, year ends, filing and payment deadlines, PAYE references, PTINs, CAF numbers, client
  and engagement references, client-since dates and rates validity are per client or per firm and
  stay; a portal, chat, count or confirmation-portal session and its token move.
* "Today" written by the program into a letter it drafts moves with its letter job; the dates the
  client or the tax authority printed stay.
* Spans follow rule 3: phrases are cut with their preposition, parenthesised ids with their
  parentheses, `key=value` pairs and XML attributes are followed by a stable neighbour, a cookie's
  session pair is its last pair, volatile members of pretty-printed JSON are never the last member of
  their object, single-line JSON members are cut with the comma after them, footer values are cut
  without their `·` separators.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts in a variety whose natural cue would be in that language end with the client's
  message or with the metadata after it.
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
    DAYS_LONG,
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

SEED = 20330733
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout33.jsonl"
SRC = "holdout33:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(hours=hours), name)


ART = _tz(-3, "ART")
BRT = _tz(-3, "BRT")
MYT = _tz(8, "MYT")
BDT = _tz(6, "BDT")
JST = _tz(9, "JST")


def _dst(t: datetime, summer: timezone, winter: timezone, north: bool = True) -> datetime:
    inside = 4 <= t.month <= 10
    return t.astimezone(summer if inside == north else winter)


PLACES: dict[str, Callable[[datetime], datetime]] = {
    "utc": lambda t: t.astimezone(UTC),
    "london": lambda t: _dst(t, _tz(1, "BST"), _tz(0, "GMT")),
    "porto": lambda t: _dst(t, _tz(1, "WEST"), _tz(0, "WET")),
    "andorra": lambda t: _dst(t, _tz(2, "CEST"), _tz(1, "CET")),
    "milan": lambda t: _dst(t, _tz(2, "CEST"), _tz(1, "CET")),
    "east": lambda t: _dst(t, _tz(-4, "EDT"), _tz(-5, "EST")),
    "central": lambda t: _dst(t, _tz(-5, "CDT"), _tz(-6, "CST")),
    "pacific": lambda t: _dst(t, _tz(-7, "PDT"), _tz(-8, "PST")),
    "hobart": lambda t: _dst(t, _tz(10, "AEST"), _tz(11, "AEDT")),
    "caba": lambda t: t.astimezone(ART),
    "rio": lambda t: t.astimezone(BRT),
    "kk": lambda t: t.astimezone(MYT),
    "dhaka": lambda t: t.astimezone(BDT),
    "aomori": lambda t: t.astimezone(JST),
}

MESOS_CA = ["de gener", "de febrer", "de març", "d'abril", "de maig", "de juny", "de juliol", "d'agost",
            "de setembre", "d'octubre", "de novembre", "de desembre"]


class Gen33(Gen):
    """make_holdout's Gen with the firms' places and a few practice-software id shapes."""

    def at(self, place: str) -> datetime:
        return PLACES[place](self.moment())

    def pid(self, prefix: str, n: int = 20) -> str:
        return f"{prefix}_{self.b62(n)}"

    def lower_ulid(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def porteno(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M} hs"


def carioca(t: datetime) -> str:
    return f"{t:%d/%m/%Y} às {t.hour}h{t:%M}"


def tripeiro(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M}"


def catala(t: datetime) -> str:
    return f"{t.day} {MESOS_CA[t.month - 1]} de {t.year}, a les {t:%H:%M}"


def joual(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H} h {t:%M}"


def milanes(t: datetime) -> str:
    return f"{t:%d/%m/%Y}, {t:%H:%M}"


def sabah(t: datetime) -> str:
    return f"{t:%d/%m/%Y} jam {t:%H:%M}"


def japan(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


POS: list[Callable[[Gen33], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen33], Draft]) -> Callable[[Gen33], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:  # noqa: N802
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- hand-written positives: bookkeeping -----------------------------------------------------------------------


@pos
def _feed_rules(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You are Tally, the bank-feed assistant for bookkeepers at Ashcombe & Pryce. Suggest a bank rule for
each unmatched line and say which nominal code it should post to. Never create rules for transfers
between the client's own accounts.
Client: Fernleigh Joinery Ltd (FJ-0192)
Feed: Barclays business current ****4471
Unmatched lines fetched {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(fetch fch_' + g.b62(16) + ')')} for this request:
03/02  CARD  SCREWFIX DIRECT 4521        -86.40
03/02  BACS  HMRC VAT                   -2,310.00
04/02  CARD  TOOLSTATION LTD             -41.99
05/02  FPS   FERNLEIGH SAVINGS           -5,000.00

Bookkeeper: Which of these should get a rule?
Answer:""", "bookkeeping:feed-rules", ["fetch_stamp", "inline_phrase", "rfc3339", "two_fields"])


@pos
def _rec_query_writer(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""---
tool: rec-query-writer
firm: ashcombe-pryce
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
tone: plain-english
---
Write a short e-mail to the client asking what each unexplained bank line is for. One bullet per line,
quote the date and amount, and ask for a receipt or invoice where one should exist.

Lines: 12/01 card DELIVEROO -38.20; 15/01 transfer to M PRYCE -400.00; 22/01 cash withdrawal -200.00
Email:""", "bookkeeping:rec-query-writer", ["front_matter", "rfc3339", "ulid", "two_fields"])


@pos
def _receipt_inbox(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You code receipts that clients send to the firm's receipt inbox. Give supplier, date, net, VAT, gross and
a nominal code from the client's chart. If the VAT number is missing, say the VAT cannot be reclaimed.

OCR text:
WICKES BRISTOL CRIBBS
VAT No 726 5627 34
14/01/2026 16:02  Till 4  Trans 8812
2x TIMBER 47x100 3.0M     23.96
SCREWS 5X60 200PK          9.50
TOTAL                     33.46
VAT @20% INCL              5.58
source=receipt-inbox {v('request_id', 'upload_id=upl_' + g.b62(18))} {v('datetime', 'received_at=' + rfc3339(t, 3))} client=FJ-0192

Coding:""", "bookkeeping:receipt-inbox", ["key_value_inline", "below_upload", "rfc3339", "two_fields"])


@pos
def _month_end_slack(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You are Closer, the month-end checklist bot in the Birchwood Bookkeeping Slack. Reply in the thread with
the next unticked item for the client named and who owns it.
Workspace: birchwood-books
Channel: #month-end
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}
{v('date', 'Today: ' + iso_date(t))}

<@U07QK2M1B>: what's left on the Maple Street Dental close?
Closer:""", "bookkeeping:month-end-slack", ["header_block", "slack_ts", "iso_date", "two_fields"])


@pos
def _coa_mapping_headers(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""POST /v1/assist/coa-mapping HTTP/1.1
Host: ledger-assist.birchwood.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Content-Type: text/plain; charset=utf-8

Map the client's old chart of accounts to our standard small-practice chart. Output old code, old name,
new code, and a confidence of high, medium or low.

6010 Vehicle Exp - Gas
6015 Vehicle Exp - Repairs
6200 Dues & Subs
6420 Meals 50%
Mapping:""", "bookkeeping:coa-mapping", ["http_request", "http_date", "uuid", "two_fields"])


@pos
def _client_chat_chatml(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""<|im_start|>system
You are the client chat assistant of Prairie Ledger Co., a bookkeeping firm in Omaha. Answer questions
about what the firm needs from the client and when; never give tax advice.
{v('date', 'Current date: ' + long_date(t))}<|im_end|>
<|im_start|>user
Do you need my January credit card statement if the card is already connected?<|im_end|>
<|im_start|>assistant
""", "bookkeeping:client-chat", ["chat_template", "long_date", "system_turn"])


@pos
def _rec_variance_json(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""{{
  "assistant": "rec-variance",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('datetime', '"now": "' + js_iso(t) + '",')}
  "client": "Harbour Optics Ltd",
  "ledger": "1200 Bank - Lloyds"
}}
Explain the difference between the ledger and the statement balance and list the items that make it up.

Statement balance 31/01: 18,442.17
Ledger balance 31/01:    17,902.55
Uncleared: chq 100412 (-650.00), deposit 31/01 (+110.38)
Explanation:""", "bookkeeping:rec-variance", ["json_block", "uuid7", "js_iso", "two_fields"])


@pos
def _vat_prep_xml(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""<context {v('datetime', 'requested_at="' + rfc3339(t) + '"')} {v('request_id', 'rid="' + g.hex(16) + '"')} firm="ashcombe-pryce" scheme="standard">
<client>Kettle & Crumb Bakery Ltd, VRN 318 4412 06, quarters ending Mar/Jun/Sep/Dec</client>
</context>
Prepare the box-by-box figures for the quarter from the totals below and flag anything that looks wrong.
Sales incl VAT 61,420.00; zero-rated sales 8,300.00; purchases incl VAT 22,118.40; EU acquisitions 0.
Figures:""", "bookkeeping:vat-prep", ["xml_attr", "rfc3339", "head"])


@pos
def _ocr_job_comment(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""{v('run_id', '<!-- ocr_job=' + g.lower_ulid(t) + ' -->')}
<!-- template: supplier-invoice-extract v7 -->
Extract supplier, invoice number, invoice date, due date, net, VAT and gross as JSON. Use null for
anything not printed on the invoice.

Invoice text: Brakes Catering Supplies, Invoice 7714022, 09/01/2026, terms 30 days, net 412.50, VAT 82.50,
total 495.00
JSON:""", "bookkeeping:ocr-job", ["html_comment", "ulid_lower", "head"])


@pos
def _hobart_bas(g: Gen33) -> Draft:
    t = g.at("hobart")
    return P(f"""You're the client helper for Derwent Books & BAS, a bookkeeping practice in Hobart. Keep it friendly and
short, and check the client's lodgement program dates before answering anything about due dates.
{v('datetime', 'Time now (Hobart): ' + dmy_hm(t) + ' ' + str(t.tzname()))}
{v('session_id', 'Chat session: ' + g.nanoid())}

Client: G'day, quick one. Is the March quarter BAS due the 28th of April or do we get the agent extension
this time? The boss is down in Cygnet till Thursday, no worries if it's the later one. Cheers.
Assistant:""", "bookkeeping:hobart-bas", ["variety_tasmanian", "header_block", "dmy", "nanoid", "two_fields"])


@pos
def _caba_conciliacion(g: Gen33) -> Draft:
    t = g.at("caba")
    return P(f"""Sos el asistente del Estudio Contable Ferreyra & Asoc. (Palermo, CABA). Respondé en castellano
rioplatense, con voseo, y no inventes saldos.
{v('datetime', 'Hora actual (CABA): ' + porteno(t))}
{v('session_id', 'Sesión: ' + g.pid('ses', 16))}

Cliente: Che, ¿me das una mano? El banco me mandó el extracto de enero y no me cierra la conciliación por
$48.300. ¿Vos qué decís, es un débito de ARCA que no cargamos o algo del posnet?""",
             "bookkeeping:caba-conciliacion", ["variety_porteno", "header_block", "localized_now", "two_fields"])


@pos
def _desktop_addin_clock(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Reconciliation add-in for the practice ledger (desktop)
Workstation: BWB-RECON-03
{v('datetime', 'System time: ' + windows_general(t))}
Company file: Lakeside Florist LLC.qbw

Suggest which of the uncleared checks below are probably stale and what the bookkeeper should ask the
client about them.

Uncleared checks: #2214 $120.00 (Aug), #2230 $1,905.50 (Oct), #2291 $64.12 (Dec)
Answer:""", "bookkeeping:desktop-addin", ["header_block", "windows_datetime", "stable_neighbours"])


@pos
def _receipt_match_dotnet(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You match receipts to card transactions for bookkeepers. Reply with pairs and the unmatched items.
TenantId: 9d2f1c44-5b7e-4a61-8e0f-c3a2b9d1e7f0
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'CorrelationId: ' + g.uuid4())}

Receipts: Shell 12/01 £61.20; Premier Inn 13/01 £89.00; Pret 13/01 £7.45
Card: 12/01 SHELL 61.20; 13/01 PRET A MANGER 7.45; 14/01 PREMIER INN 89.00; 14/01 TRAINLINE 42.10
Matches:""", "bookkeeping:receipt-match", ["header_block", "dotnet_roundtrip", "uuid", "two_fields"])


@pos
def _voice_memo(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Turn the client's voice memo into a list of bookkeeping tasks with the account affected.

Voice memo transcribed {v('datetime', 'at ' + iso_space(t) + ' ' + str(t.tzname()))} {v('run_id', '(job tx_' + g.b62(14) + ')')} for this request:
"Hey it's Dana from Maple Street. We bought the new autoclave on the third, about nine grand, on the
Amex. Also Sarah's last day was Friday, so no more payroll for her after this one."

Tasks:""", "bookkeeping:voice-memo", ["inline_phrase", "job_id", "iso_space", "two_fields"])


@pos
def _month_end_bullets(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""# Close assistant
- **Firm:** Prairie Ledger Co.
- **Client:** Two Rivers Brewing LLC
- **Period:** January
{v('datetime', '- **Now:** ' + rfc3339(t, 3))}

List what is still missing for the January close, in the order the bookkeeper should chase it.

Status: bank rec done; credit card rec open (statement not received); payroll journal posted; sales
tax accrual not booked; inventory count sheet not received.
Answer:""", "bookkeeping:close-bullets", ["md_bullets", "rfc3339", "stable_neighbours"])


@pos
def _fixed_asset_ctx(g: Gen33) -> Draft:
    t = g.at("pacific")
    return P(f"""[ctx firm=westcliff-cpa {v('datetime', 'now=' + rfc3339(t))} client=ojai-surf-co book=tax]
You maintain the fixed asset register for bookkeeping clients. Say whether each purchase should be
capitalised or expensed under the client's $2,500 de minimis policy, and the class for capitalised ones.

Purchases: MacBook Pro $2,399; walk-in cooler $14,800; surfboard rack install $3,100; desk chairs 4 x $420
Answer:""", "bookkeeping:fixed-assets", ["bracketed_line", "key_value_inline", "rfc3339", "head"])


@pos
def _card_feed_extension(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Explain, for the bookkeeper, which of the card lines on screen are probably personal spending.
Page: Amex Business Gold - Lakeside Florist LLC - statement view
{v('datetime', 'Page opened: ' + js_tostring(t, 'Eastern ' + ('Daylight' if t.tzname() == 'EDT' else 'Standard') + ' Time'))}

Lines on screen:
01/04 FLORAL SUPPLY SYNDICATE   412.90
01/06 NETFLIX.COM                22.99
01/09 COSTCO WHSE #0211         286.14
01/11 SEPHORA                    74.00""", "bookkeeping:card-feed", ["header_block", "js_date_tostring", "tail_content"])


# --- hand-written positives: payroll bureaus -------------------------------------------------------------------


@pos
def _timesheet_import(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""Check the timesheet import below before the payroll run: flag shifts over 12 hours, missing clock-outs and
anyone paid below the National Living Wage for their hours.

employee_id,date,clock_in,clock_out,rate
E1042,2026-02-02,07:00,15:30,12.21
E1042,2026-02-03,07:00,,12.21
E1177,2026-02-02,18:00,07:15,12.60
E1203,2026-02-02,09:00,17:00,11.44
{v('run_id', 'import_job=imp_' + g.b62(12))} {v('datetime', 'started=' + rfc3339(t))} bureau=Kinross Payroll Services client=KPS-0311
Findings:""", "payroll:timesheet-import", ["below_upload", "key_value_inline", "two_fields"])


@pos
def _payslip_desk(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""Kinross Payroll Services - payslip query desk
Client: Hollybank Care Homes Ltd
{v('session_id', 'Session: ' + g.hex(24))}
{v('datetime', 'Current time: ' + iso_space(t) + ' ' + str(t.tzname()))}
Pay frequency: four-weekly

You answer questions from the client's employees about their own payslips. Explain deductions in plain
words and never discuss another employee's pay.

Employee: Why has my tax code gone to 1257L M1 this month and why is my tax higher?
Assistant:""", "payroll:payslip-desk", ["header_block", "hex", "iso_space", "two_fields"])


@pos
def _p60_traceparent(g: Gen33) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: kps=' + g.hex(16))}
You answer bureau clients' questions about year-end: P60 deadlines, final FPS and P11D timing. Quote
the deadline and who must act.

Client: When do the P60s have to be in my staff's hands, and do you send them or do I?
Answer:""", "payroll:p60-year-end", ["head", "traceparent", "tracestate", "two_fields"])


@pos
def _cutoff_sentence(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You are the cut-off assistant of Three Rivers Payroll. {v('datetime', 'It is now ' + us_medium(t) + ' Eastern.')} Payroll
for weekly clients must be approved by 2:00 PM Eastern on Tuesday to pay on Friday by direct deposit.
Say whether the client can still make this week's pay date and what to do if not.

Client: I still have two new hires to add for this week. Can I get them in?
Assistant:""", "payroll:cutoff", ["inline_sentence", "us_medium"])


@pos
def _pittsburgh_import(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You're the support bot for Three Rivers Payroll in Pittsburgh. Be plain and practical.
{v('datetime', 'Current time: ' + us_medium(t))}
{v('request_id', 'Request ID: ' + g.hex(32))}

Client: Yinz guys, the timesheet import for the Lawrenceville shop needs fixed. It's got all of Jimmy's
hours jagged up, double on Saturday. Can I redd it up myself before yinz run it or do I gotta call?
Assistant:""", "payroll:pittsburgh-import", ["variety_pittsburghese", "header_block", "us_medium", "two_fields"])


@pos
def _holiday_pay_footer(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""Calculate holiday entitlement for an irregular-hours worker using 12.07% accrual on hours worked, and show
the working.

Hours worked since 1 April: 612.5

--
Kinross Payroll assistant 2.4 · {v('request_id', 'req ' + g.uuid4())} · {v('datetime', rfc3339(t))}""",
             "payroll:holiday-pay", ["footer", "tail", "two_in_line", "two_fields"])


@pos
def _journal_env(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""BUREAU=heartland-payroll
CLIENT=two-rivers-brewing
{v('datetime', 'NOW=' + rfc3339(t))}
{v('run_id', 'RUN_ID=' + g.uuid4())}
GL_SYSTEM=qbo

Summarise the payroll journal for the bookkeeper in one table: account, debit, credit.

Gross wages 18,420.00; employer FICA 1,409.13; employer SUTA 221.04; 401(k) deferrals 920.00;
net pay 13,811.02; federal withholding 2,140.00; state withholding 610.92
Journal:""", "payroll:journal-env", ["env_lines", "rfc3339", "uuid", "two_fields"])


@pos
def _pension_b3(g: Gen33) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.b3())}
You assess workers for pension auto-enrolment for bureau clients: eligible jobholder, non-eligible
jobholder or entitled worker, with the reason.

Worker: age 23, earns £1,080 a month, joined 6 January.
Assessment:""", "payroll:pension-b3", ["head", "b3"])


@pos
def _rio_folha(g: Gen33) -> Draft:
    t = g.at("rio")
    return P(f"""Você é a assistente do escritório Contabilidade Guanabara, no Centro do Rio. Responda em português do
Brasil, curto e sem juridiquês.
{v('datetime', 'Agora (Rio): ' + carioca(t))}
{v('request_id', 'Requisição: ' + g.uuid4())}

Cliente: Pô, mermão, a folha de fevereiro tá dando diferença no FGTS, uns R$ 212 a mais do que no mês
passado. O pessoal é o mesmo, sacou? Qual é a boa, eu pago a guia assim mesmo ou espero vocês olharem?""",
             "payroll:rio-folha", ["variety_carioca", "header_block", "localized_now", "two_fields"])


@pos
def _kk_pcb(g: Gen33) -> Draft:
    t = g.at("kk")
    return P(f"""Anda pembantu gaji untuk Biro Gaji Kinabalu. Jawab dalam bahasa Melayu yang mudah dan jangan beri
nasihat cukai peribadi.
{v('datetime', 'Masa sekarang (KK): ' + sabah(t))}
{v('session_id', 'Sesi: ' + g.pid('sess', 18))}

Pekerja: Bah, sia mau tanya kenapa PCB bulan ni lain dari bulan lepas. Gaji sama juga bah, kerja lebih
masa pun inda ada. Kamurang ada salah kira kah?""", "payroll:kk-pcb",
             ["variety_sabah_malay", "header_block", "localized_now", "two_fields"])


@pos
def _go_clock_timesheet(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""level=info app=timesheet-checker version=3.1.0 {v('datetime', 'ts=' + go_nano(t, g.small(1, 1000)))} {v('request_id', 'req=' + g.pid('rq', 12))} client=two-rivers-brewing
You check approved timesheets against scheduled shifts and list differences over 15 minutes.

Scheduled: Mon 10:00-18:00, Tue 10:00-18:00
Approved: Mon 09:41-18:22, Tue 10:05-17:50
Differences:""", "payroll:timesheet-logfmt", ["logfmt", "go_rfc3339nano", "head"])


@pos
def _w2_headers(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""You help small employers read their year-end wage forms from Heartland Payroll. Explain boxes in plain
words.
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}

Employer: Why is box 1 lower than box 5 on Maria's W-2? She didn't have any unpaid leave.
Answer:""", "payroll:w2-boxes", ["system_tail", "http_date", "hex", "two_fields"])


@pos
def _gnu_date_payroll(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""host: kps-batch-02
{v('datetime', 'date: ' + unix_date(t))}
job: fps-precheck

Review the FPS pre-check warnings below for the bureau operator and say which block submission.

W014 Employee E1203 NI number missing, letter category A used
W022 Starter declaration B for E1288 with P45 figures present
E003 Payment date 31/02/2026 is not a valid date
Review:""", "payroll:fps-precheck", ["header_block", "unix_date", "stable_neighbours"])


@pos
def _onboarding_tool_result(g: Gen33) -> Draft:
    t = g.at("pacific")
    return P(f"""You set up new employees for Bayshore Payroll's clients. Use the tool results; do not guess dates.

[tool:get_current_time] {v('datetime', rfc3339(t))}
[tool:get_client] Ojai Surf Co, weekly, pays Friday, CA SUI rate 3.4%

New hire: Leo Brandt, starts Monday, $24/h, 30 h/week. When is his first pay date?
Answer:""", "payroll:new-hire-tool", ["tool_result", "rfc3339", "inline_after_prefix"])


# --- hand-written positives: tax preparers ---------------------------------------------------------------------


@pos
def _engagement_drafter(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Draft an engagement letter for the client below from Alder & Quist Tax Advisors, using our standard
sections (scope, client responsibilities, fees, timing, limitations). Keep the date line exactly as given.

Letter job: {v('run_id', 'lj-' + g.hex(12))}
{v('date', 'Date: ' + long_date(t))}
Client: Dr. Nadia Osei and Mr. Kwame Osei, 14 Linden Court, Wilmington, DE
Services: 2025 federal and Delaware individual returns; estimated payments for 2026
Fee: $1,450 fixed, plus $150 per additional state

Letter:""", "tax:engagement-drafter", ["artefact_today", "letter_job", "long_date", "two_fields"])


@pos
def _organiser_jwt(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Organiser helper for Alder & Quist clients. Walk the client through the questionnaire one section at a time.
client: Osei household (AQ-2291)
tax_year: 2025
{v('token', 'portal_token: ' + g.jwt(t, 'aq-2291'))}

Client: I sold some crypto last year but only small amounts. Do I need to answer the digital assets
question yes?
Assistant:""", "tax:organiser-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _notice_desk(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""Notice response desk - Fairbanks Street Tax
{v('datetime', 'Received: ' + rfc2822(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}

The client uploaded the notice below. Explain what it says, what the deadline is and what we need from
the client to respond.

Notice CP2000, notice date January 26, 2026, tax year 2024
We propose changes to your 2024 Form 1040. Form 1099-B from Northstar Brokerage reports proceeds of
$18,442 that were not on your return. Amount due if you agree: $4,128.
Response due: February 25, 2026
Answer:""", "tax:notice-desk", ["header_block", "rfc2822", "uuid", "pasted_notice_neighbour", "two_fields"])


@pos
def _extension_sk(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You are the deadlines assistant of Alder & Quist. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Individual
returns are due April 15 and an extension moves the filing deadline to October 15 but not the payment
deadline. Tell the client what is still possible and what it costs.

Client: Can I still file an extension and pay later without penalties?
Assistant:""", "tax:extension-sk", ["inline_sentence", "dotnet_long_datetime"])


@pos
def _llama_tax(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day} {MONTHS[t.month - 1]} {t.year}')}

You help tax preparers triage client questions into: needs preparer, needs document, self-serve.<|eot_id|><|start_header_id|>user<|end_header_id|>

Client asks whether her daughter's summer job means the daughter has to file.<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""", "tax:llama-triage", ["chat_template", "llama3_today", "knowledge_cutoff_neighbour"])


@pos
def _estimates_as_of(g: Gen33) -> Draft:
    t = g.at("pacific")
    return P(f"""You remind clients about estimated tax payments. Be brief.

Payments on file {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + str(t.tzname()))} for this request:
Q1 2025-04-15 $3,200 paid
Q2 2025-06-16 $3,200 paid
Q3 2025-09-15 $3,200 not found
Q4 2026-01-15 $3,200 not found

Client: Am I up to date on my estimates?
Answer:""", "tax:estimates-as-of", ["fetch_stamp", "inline_phrase", "iso_minutes"])


@pos
def _porto_irs(g: Gen33) -> Draft:
    t = g.at("porto")
    return P(f"""És o assistente do gabinete de contabilidade Ribeira & Filhos, no Porto. Responde em português europeu,
de forma simples, e diz sempre se o cliente tem de pagar ou vai receber.
{v('datetime', 'Hora atual (Porto): ' + tripeiro(t))}
{v('request_id', 'Pedido: ' + g.hex(20))}

Cliente: Ó carago, o contabilista mandou-me a nota de liquidação do IRS e eu não percebo nada disto. Diz
lá "valor a reembolsar" mas também fala em juros. Isto é para pagar até quando, ou são eles que me pagam
a mim?""", "tax:porto-irs", ["variety_tripeiro", "header_block", "localized_now", "two_fields"])


@pos
def _andorra_igi(g: Gen33) -> Draft:
    t = g.at("andorra")
    return P(f"""Ets l'assistent de la gestoria Coma & Riba d'Andorra la Vella. Respon en català, amb frases curtes, i
remet al gestor qualsevol cas de no residents.
{v('datetime', 'Ara mateix: ' + catala(t))}
{v('session_id', 'Sessió: ' + g.uuid4())}

Client: Bon dia! Tinc una botiga a Escaldes i aquest trimestre no he facturat gairebé res. Igualment he
de presentar la declaració de l'IGI, o si no hi ha quota no cal?""", "tax:andorra-igi",
             ["variety_andorran_catalan", "header_block", "localized_now", "two_fields"])


@pos
def _montreal_tps(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Tu es l'adjoint des Services comptables Beaubien, un bureau de tenue de livres à Rosemont. Réponds en
français, simplement, et rappelle au client les dates de ses remises.
{v('datetime', 'Heure actuelle (Montréal) : ' + joual(t))}
{v('request_id', 'Requête : ' + g.pid('rq', 16))}

Client : Allô, chu pas sûr pantoute pour ma remise de TPS/TVQ du trimestre. J'ai toute mis mes factures
dans la boîte, faque j'peux-tu juste envoyer le chèque icitte pis vous vous arrangez avec le reste?""",
             "tax:montreal-tps", ["variety_joual", "header_block", "localized_now", "two_fields"])


@pos
def _dhaka_return(g: Gen33) -> Draft:
    t = g.at("dhaka")
    return P(f"""আপনি ধানমন্ডির মোল্লা অ্যান্ড কোং ট্যাক্স কনসালট্যান্সির সহকারী। সহজ বাংলায় উত্তর দিন এবং রিটার্নের
কাগজপত্র কী লাগবে তা বলুন।
{v('datetime', 'এখন সময় (ঢাকা): ' + iso_space(t)[:16])}
{v('session_id', 'সেশন: ' + g.nanoid())}

ক্লায়েন্ট: ভাই, রিটার্ন জমা দিসি অনলাইনে, কিন্তু একনলেজমেন্ট স্লিপটা পাই নাই। অহন কী করুম? আবার
জমা দেওন লাগবো নি?""", "tax:dhaka-return", ["variety_dhakaiya", "header_block", "localized_now", "two_fields"])


@pos
def _aomori_kakutei(g: Gen33) -> Draft:
    t = g.at("aomori")
    return P(f"""あなたは弘前市の佐々木税理士事務所のアシスタントです。確定申告の準備について、やさしい言葉で答えてください。
{v('datetime', '今の時刻: ' + japan(t))}
{v('request_id', 'リクエストID: ' + g.uuid4())}

お客様: わのりんご畑の領収書、なんぼが無ぐしてまったんだけど、どしたらいいべ? 税理士さんさ通帳のコピーば
送ればいいのが?""", "tax:aomori-kakutei", ["variety_tsugaru", "header_block", "japanese_datetime", "two_fields"])


@pos
def _milan_f24(g: Gen33) -> Draft:
    t = g.at("milan")
    return P(f"""Sei l'assistente dello Studio Brambilla Commercialisti di Milano. Rispondi in italiano semplice e, se il
cliente scrive in dialetto, rispondi comunque in italiano.
{v('datetime', 'Adess: ' + milanes(t))}
{v('session_id', 'Sessione: ' + g.b62(22))}

Cliente: Ciao, sun el Giuseppe de la butega in via Padova. El comercialista el m'ha mandaa l'F24 de
l'IVA, ma mi capissi minga quand l'è che gh'hoo de pagà. Se paghi on dì in ritard, cos'el succed?""",
             "tax:milan-f24", ["variety_milanese", "header_block", "localized_now", "two_fields"])


@pos
def _1099_ctime(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""You prepare 1099-NEC worksheets for small-business clients. For each payee, say whether a 1099-NEC is
needed and what is still missing (W-9, TIN, address).

Payees: Lopez Landscaping (LLC, paid $4,200, W-9 on file); Dee's Cleaning (sole prop, paid $580, no W-9);
Staples ($1,912, card payments)

Worksheet:

{v('datetime', 'Prompt built: ' + ctime(t))}""", "tax:1099-ctime", ["tail", "ctime"])


@pos
def _e_file_status(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""You explain e-file statuses to preparers in one or two sentences, with the next step.
{v('datetime', 'Checked at: ' + iso_basic(t))}
{v('request_id', 'status_call: ' + g.pid('sc', 16))}
Return: Osei 2025 1040 (AQ-2291)
Status: Rejected - IND-031-04

Preparer: What do I do about this reject?
Answer:""", "tax:e-file-status", ["system_tail", "iso_basic", "prefixed_id", "two_fields"])


@pos
def _sol_python_iso(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""{v('datetime', 'now: ' + py_iso(t))}
user_tz: America/Chicago
You work out amended-return and refund-claim windows for preparers: three years from filing or two years
from payment, whichever is later.

Question: The 2022 return was filed on March 3, 2023 and the balance paid on June 1, 2023. Can we still
amend for the missed education credit?
Answer:""", "tax:amend-window", ["head", "python_isoformat", "stable_neighbours"])


# --- hand-written positives: auditors --------------------------------------------------------------------------


@pos
def _pbc_table(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You track PBC (prepared by client) requests for the Harbour Optics Ltd year-end audit. Draft the chaser
e-mail for the overdue items only.

| Field    | Value                       |
|----------|-----------------------------|
| Engagement | Harbour Optics FY2025     |
| Firm     | Marlow Keane LLP            |
{v('session_id', '| Session  | ' + g.objectid(t) + '    |')}
{v('datetime', '| Now      | ' + iso_space(t)[:16] + ' ' + str(t.tzname()) + '       |')}

Overdue: fixed asset additions listing (due 16 Jan), payroll reconciliation (due 20 Jan)
Email:""", "audit:pbc-table", ["md_table", "objectid", "iso_minutes", "two_fields"])


@pos
def _confirmation_json(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""{{"tool":"confirm-writer","firm":"marlow-keane",{v('request_id', '"request_id":"' + g.hex(24) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"lang":"en-GB"}}
Draft a bank confirmation request for the audit client below, balances as at the year-end date, to be
sent through the bank's confirmation portal.

Client: Harbour Optics Ltd; bank: Lloyds; year end 31 December 2025; accounts: current, deposit, loan
Request:""", "audit:confirmation-writer", ["json_inline", "epoch_ms", "hex", "two_fields", "head"])


@pos
def _sampling_run(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""Sampling assistant for Marlow Keane audit teams. Explain the selection to a junior and how to document it.
Population: sales invoices FY2025, 4,812 items, £6.2m
Method: monetary unit sampling, tolerable misstatement £95,000
{v('run_id', 'Selection run: ' + g.uuid7(t))}
{v('datetime', 'Run time: ' + py_logging(t))}

Junior: Why did the tool pick invoice 2025-3318 twice?
Assistant:""", "audit:sampling-run", ["header_block", "uuid7", "python_logging", "two_fields"])


@pos
def _teams_fieldwork(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You help audit seniors in Teams during fieldwork. Keep answers short.
{{"channel":"harbour-optics-fy25",{v('message_id', '"activityId":"' + str(epoch_ms(t)) + '",')}"tenant":"marlow-keane"}}

Senior: Client says the stock count sheets for the Bristol branch are "somewhere in the van". What do we
do if they never turn up?
Assistant:""", "audit:teams-fieldwork", ["json_inline", "activity_id", "system_tail"])


@pos
def _je_agent(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You are a journal-entry testing agent. You have the tools query_gl and get_user_roles. Think step by step
and list each test with its result.
{v('datetime', 'Current time: ' + py_str(t))}

Task: For Lakeside Florist LLC FY2025, find manual entries posted on weekends or by users who also
approve payments.""", "audit:je-agent", ["system_tail", "python_str_datetime"])


@pos
def _count_device(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""Inventory count observation app - Harlan & Voss CPAs
Device: iPad-HV-07
{v('datetime', 'Device time: ' + f'{t.month}/{t.day}/{t.year} {t:%H:%M:%S}')}
{v('session_id', 'Count session: ' + g.pid('cs', 14))}
Site: Two Rivers Brewing, warehouse B

Tell the auditor how many test counts are still needed from floor to sheet and sheet to floor.

Done so far: floor-to-sheet 14, sheet-to-floor 9. Plan: 20 each.
Answer:""", "audit:count-device", ["header_block", "device_clock", "us_numeric_24h", "two_fields"])


@pos
def _going_concern_canary(g: Gen33) -> Draft:
    return P(f"""You draft going-concern memo sections for audit managers from the facts given. Do not conclude; list the
indicators and mitigating factors.
{v('nonce', '<!-- canary:' + g.hex(20) + ' -->')}

Facts: net current liabilities £412k; overdraft renewed to June 2026; two largest customers 61% of
revenue; director loan of £150k subordinated.
Memo section:""", "audit:going-concern", ["html_comment", "canary", "system_tail"])


@pos
def _confirm_portal_session(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""Confirmation portal assistant (audit firm side). Help the engagement team chase outstanding
confirmations and explain portal statuses.
Firm: Harlan & Voss CPAs
{v('session_id', 'Portal session: ' + g.ksuid(t))}
{v('epoch', 'Session started: ' + str(epoch_s(t)))}

Senior: What does "authorisation pending - client signer" mean for the First Keystone Bank request?
Answer:""", "audit:confirm-portal", ["header_block", "ksuid", "epoch_s", "two_fields"])


@pos
def _review_notes_session(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""## Reviewer assistant
**Engagement:** Harbour Optics FY2025
{v('session_id', '**Session:** `' + g.nanoid() + '`')}
{v('datetime', '**Opened:** ' + iso_space(t)[:16] + ' ' + str(t.tzname()))}

Rewrite the manager's review notes as clear action points for the senior, one per line.

Notes: rev - cut-off testing only pre-YE, need post-YE too. Payroll: recon doesn't tie to TB by 3.2k,
explain. GC: memo refers to old forecast.""", "audit:review-notes", ["md_bold", "nanoid", "iso_minutes", "two_fields"])


@pos
def _audit_log4j(g: Gen33) -> Draft:
    t = g.at("milan")
    return P(f"""SYSTEM: You assist auditors with related-party procedures. Ask for the related-party list before anything
else.
engagement: brambilla-srl-2025
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
USER: The director's wife's company invoiced the client €48k for "consulting". What should we test?
ASSISTANT:""", "audit:related-party", ["system_tail", "log4j", "stable_neighbours"])


# --- hand-written positives: practice management ---------------------------------------------------------------


@pos
def _portal_upload_webhook(g: Gen33) -> Draft:
    t = g.at("utc")
    up = t - timedelta(seconds=g.small(2, 40))
    return P(f"""New client upload relayed by the practice portal. Tell the assigned preparer what arrived and whether the
document request is now complete.

{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}

{{"type": "document.uploaded", "data": {{"client": "AQ-2291", "request": "DR-0417", "file": "1099-B Northstar.pdf",
"uploaded_at": "{rfc3339(up)}", "items_outstanding": 1}}}}
Summary:""", "practice:portal-upload", ["standard_webhooks", "envelope_vs_payload", "three_fields"])


@pos
def _esign_status(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""You explain e-signature envelope statuses to practice staff and say who to chase.

Envelope statuses {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(sync snc_' + g.b62(12) + ')')} for this request:
ENV-7F21C0  Form 8879 (Osei)          sent 02/03   viewed 02/04   signed -
ENV-7F21D4  Engagement letter (Park)  sent 02/03   viewed -       signed -
ENV-7F2210  Form 8879 (Lindgren)      sent 02/05   viewed 02/05   signed 02/05

Staff: Who do I need to nudge today?
Answer:""", "practice:esign-status", ["fetch_stamp", "inline_phrase", "two_fields"])


@pos
def _deadline_iso_week(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""Deadline tracker assistant for Alder & Quist. Group the deadlines below by week and flag anything due this
week.
{v('date', 'Current week date: ' + iso_week(t))}
Team: individuals

Deadlines: Osei 1040 (Apr 15); Park 1065 (Mar 16); Lindgren 709 (Apr 15); Ruiz 990 (May 15)
Plan:""", "practice:deadline-week", ["system_tail", "iso_week"])


@pos
def _task_digest_footer(g: Gen33) -> Draft:
    t = g.at("central")
    return P(f"""Summarise today's overdue tasks for the team lead in five bullets or fewer.

Tasks: Park 1065 - waiting on K-1 from fund (owner: JL); Two Rivers sales tax Jan - not started (owner: MB);
Ojai Surf 1099s - 2 W-9s missing (owner: JL); Harbour payroll recon - in review (owner: SK)

-- digest {v('run_id', 'dg_' + g.b62(10))} · {v('datetime', 'built ' + iso_space(t) + ' ' + str(t.tzname()))} · practice hub 5.2""",
             "practice:task-digest", ["footer", "two_in_line", "two_fields"])


@pos
def _onboarding_cookie(g: Gen33) -> Draft:
    return P(f"""Website chat for Birchwood Bookkeeping. Book a discovery call or answer pricing questions from the price list.
Cookie: lang=en-US; theme=light; consent=analytics; {v('session_id', 'bwb_sid=' + g.b64url(24))}

Visitor: How much is monthly bookkeeping for a two-location dental practice?
Assistant:""", "practice:onboarding-cookie", ["cookie", "session_last", "base64url"])


@pos
def _wip_go_string(g: Gen33) -> Draft:
    t = g.at("london")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'clock: ' + go_string(t, g.small(1, 1000), mono))}
You summarise work in progress for billing partners: unbilled hours, value and the oldest entry per
client.

WIP: Harbour Optics 42.5 h £6,120 (oldest 3 Nov); Kettle & Crumb 6.0 h £540 (oldest 12 Jan)
Summary:""", "practice:wip", ["head", "go_time_string"])


@pos
def _email_task_trace(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
You turn client e-mails into practice-management tasks: title, client, due date, assignee role.

Email from Priya Park: "Hi, the K-1 from the Larkspur fund finally came, attached. Can we still make the
March 16 deadline for the partnership return?"
Task:""", "practice:email-to-task", ["head", "amzn_trace"])


@pos
def _reminder_idempotency(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""You write the body of the automatic document reminder sent to clients who have not uploaded what we
asked for. Friendly, specific, no jargon.
Run: missing-docs-weekly
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('datetime', 'Triggered: ' + rfc3339(t, 3))}

Client: Lindgren household. Missing: 1098 mortgage interest statement, property tax bill.
Reminder:""", "practice:reminder-run", ["header_block", "idempotency_key", "rfc3339", "two_fields"])


@pos
def _deadline_cloudevent(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""A deadline event from the practice's tracker. Write one Slack line for the team channel.

{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/tracker/alder-quist",
  "type": "deadline.approaching",
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "data": {{"client": "Park Holdings LLC", "form": "1065", "due": "2026-03-16", "status": "waiting on K-1"}}
}}
Slack line:""", "practice:deadline-cloudevent", ["cloudevent", "envelope_vs_payload", "two_fields"])


@pos
def _xml_element_req(g: Gen33) -> Draft:
    return P(f"""<metadata>
  <app>client-portal-helper</app>
  {v('request_id', '<request_id>' + g.pid('req', 16) + '</request_id>')}
  <locale>en-GB</locale>
</metadata>
You help clients use the firm's portal: uploading, signing, paying invoices.

Client: The portal says my upload failed but the file is only 4 MB. What now?
Assistant:""", "practice:portal-xml", ["xml_element", "head", "stable_neighbours"])


@pos
def _kyc_session(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""You guide new clients of Marlow Keane through identity checks for anti-money-laundering. Explain why each
document is needed.
client_ref: MK-NEW-5521
{v('token', 'session_token: ' + g.jwt(t, 'mk-new-5521'))}
{v('datetime', 'issued: ' + rfc3339(t))}

Client: Why do you need a utility bill if you already have my passport?
Assistant:""", "practice:kyc", ["header_block", "jwt", "rfc3339", "two_fields"])


@pos
def _docrequest_ksuid(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""You label client messages for the practice inbox: documents, question, payment, complaint, other.
Several may apply. Output a JSON list.
{v('request_id', 'Event-Id: ' + g.ksuid(t))}
{v('datetime', 'Delivered: ' + rfc3339(t))}

Message: "Sent the bank statements. Also why was I charged twice for the payroll fee?"
Labels:""", "practice:inbox-labels", ["system_tail", "ksuid"])


@pos
def _capacity_epoch_us(g: Gen33) -> Draft:
    t = g.at("utc")
    return P(f"""Plan staff capacity for the busy season from the hours below; say which weeks are over capacity.
source: practice-hub
{v('epoch', 't_us: ' + str(epoch_us(t)))}
{v('request_id', 'req: ' + g.uuid4())}

Weekly capacity 160 h. Booked: W10 152 h, W11 171 h, W12 188 h, W13 140 h.
Plan:""", "practice:capacity", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _client_portal_last_user(g: Gen33) -> Draft:
    t = g.at("east")
    return P(f"""System: You are the portal assistant of Alder & Quist. Answer about invoices and payments only.
User: I paid invoice AQ-INV-3381 last week by card.
Assistant: Thanks. I can see a card payment of $1,450.00 on that invoice.
User: Then why did I get a reminder this morning?
{v('datetime', 'Sent: ' + iso_space(t) + ' ' + str(t.tzname()))}
{v('message_id', 'Message-ID: ' + g.pid('msg', 18))}
Assistant:""", "practice:portal-last-user", ["last_user", "iso_space", "two_fields"])


@pos
def _clf_bookkeeping(g: Gen33) -> Draft:
    t = g.at("london")
    return P(f"""Edge: {v('datetime', '[' + clf(t) + ']')} POST /assist/bank-rules HTTP/2
{v('request_id', 'Trace: ' + g.hex(16))}

You suggest bank rule names that a bookkeeper can recognise at a glance, no more than four words each.

Payees: HMRC VAT, SCREWFIX DIRECT, FERNLEIGH SAVINGS, NEST PENSIONS
Names:""", "bookkeeping:bank-rule-names", ["head", "clf", "inline_prefix", "two_fields"])


# --- generated positives: one field (sometimes a time and an id) in a practice tool ------------------------------

BODIES: list[tuple[str, str, str, str, str]] = [
    ("rec-queries", "english", "You are the reconciliation query assistant of a bookkeeping firm. Ask clients about unexplained bank "
     "lines\nin plain words, one question per line.", "What is the £1,200 transfer to J. Moss on 14 January?",
     "Assistant:"),
    ("payslip-help", "english", "You explain payslips to employees of the payroll bureau's clients. Never discuss anyone else's "
     "pay.", "Why is there a student loan deduction on my payslip now?", "Assistant:"),
    ("tax-organiser", "english", "You help clients fill in their tax organiser. One section at a time; say which documents to "
     "upload.", "Do I need to list my HSA contributions if they came through payroll?", "Answer:"),
    ("pbc-chaser", "english", "You help audit seniors chase PBC items. Be polite and specific about what is missing.",
     "The client sent the aged debtors but not as at year end. How do I ask again?", "Assistant:"),
    ("esign-help", "english", "You help clients with e-signature requests from their accountant. Explain steps on phone and "
     "desktop.", "The signing link says it expired. Can you resend it?", "Assistant:"),
    ("deadline-bot", "english", "You answer staff questions about filing deadlines from the firm's deadline calendar.",
     "When is the partnership return for a calendar-year LLC due, and with extension?", "Answer:"),
    ("receipt-coder", "english", "You code receipts for bookkeepers: supplier, date, amount, tax, nominal code.",
     "Which code for a client's parking fine? They insist it was a business trip.", "Coding:"),
    ("payroll-cutoff", "english", "You tell bureau clients whether changes can still make this pay run and what happens "
     "if not.", "Can I still add a bonus for two staff to Friday's pay?", "Assistant:"),
    ("notice-triage", "english", "You triage tax notices that clients forward: urgent, routine or informational, with the "
     "reason.", "I got a letter about a penalty for late filing but I filed on time. Urgent?", "Triage:"),
    ("month-end", "english", "You run the month-end checklist for small-business bookkeeping clients and name the next "
     "step.", "Bank rec is done for February. What's next on the list?", "Assistant:"),
    ("confirmations", "english", "You help audit teams with confirmation requests: who to send to, what to ask, "
     "follow-up.", "The customer replied with a different balance. What now?", "Answer:"),
    ("wip-billing", "english", "You help billing partners decide what to bill from work in progress.",
     "Should we bill the Harbour Optics audit WIP now or wait until sign-off?", "Answer:"),
    ("caba", "porteno", "Sos el asistente de un estudio contable de Belgrano. Respondé con voseo y sin vueltas.",
     "Che, ¿para cuándo tengo que tener los comprobantes de febrero? Me dijeron que hay nuevo vencimiento.", ""),
    ("rio", "carioca", "Você é o assistente de uma contabilidade em Botafogo. Responda em português do Brasil.",
     "Fala aí, o DAS do MEI venceu ontem, dá pra pagar hoje sem multa ou já era?", ""),
    ("kk", "sabah", "Anda pembantu sebuah firma perakaunan di Kota Kinabalu. Jawab dengan ringkas.",
     "Bah, borang BE sia belum hantar lagi. Sempat lagi kah kalau hantar minggu depan?", ""),
    ("hobart", "tasmanian", "You're the helper for a bookkeeping practice in Launceston. Keep it short and friendly.",
     "Reckon I can claim the new ute outright this year or is it spread out? Cheers.", "Assistant:"),
]

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "porteno": ("Hora actual", porteno, "caba"),
    "carioca": ("Agora", carioca, "rio"),
    "sabah": ("Masa sekarang", sabah, "kk"),
    "tasmanian": ("Time now (Launceston)", dmy_hm, "hobart"),
}

# (cue, family, label, key, make)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen33, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t: us_medium(t)),
    ("datetime", "dmy_hm", "Time now", "time_now", lambda g, t: dmy_hm(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "ReqTime", "req_time", lambda g, t: compact(t)),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t)),
    ("date", "long_date", "Today's date", "todays_date", lambda g, t: long_date(t)),
    ("date", "uk_long", "Today", "today", lambda g, t: uk_long(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Week date", "week_date", lambda g, t: iso_week(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("request_id", "prefixed", "Call", "call_id", lambda g, t: g.pid("call", 18)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "Conversation", "conversation_id", lambda g, t: g.objectid(t)),
    ("session_id", "uuid7", "Chat", "chat_id", lambda g, t: g.uuid7(t)),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "portal_token", "Portal token", "portal_token", lambda g, t: "pt_" + g.b64url(30)),
]

ID_FIELDS = [f for f in FIELDS if f[0] in ("request_id", "session_id", "run_id")]

STABLE: list[tuple[str, str, str]] = [
    ("Firm", "firm", "ashcombe-pryce"), ("Office", "office", "Bristol"), ("Locale", "locale", "en-GB"),
    ("Tax year", "tax_year", "2025"), ("Client", "client", "CL-0412"), ("Model", "model", "gpt-4o-mini"),
    ("Channel", "channel", "portal"), ("Plan", "plan", "Practice Pro"), ("Region", "region", "eu-west-2"),
    ("Prompt version", "prompt_version", "4.1.0"), ("Team", "team", "payroll"), ("Ledger", "ledger", "cloud"),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
                 "xml_attr", "bracketed", "md_bullet", "html_comment", "header_block"]
GENERATED = 69


def _render(pos_name: str, label: str, key: str, value: str) -> str:
    if pos_name in ("front_matter",):
        return f'{key}: "{value}"'
    if pos_name == "json_member":
        return f'"{key}": "{value}",'
    if pos_name == "xml_attr":
        return f'{key}="{value}"'
    if pos_name == "bracketed":
        return f'{key}="{value}"' if " " in value else f"{key}={value}"
    if pos_name == "md_bullet":
        return f"- **{label}:** {value}"
    if pos_name == "html_comment":
        return f"<!-- {key}: {value} -->"
    return f"{label}: {value}"


def _ask(body: tuple[str, str, str, str, str]) -> str:
    name, variety, system, question, cue = body
    return f"User: {question}\n{cue}" if cue else f"User: {question}"


def generated_positives(g: Gen33) -> list[Draft]:
    """One field (or a time and an id) at one of eleven positions of one of sixteen bodies."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        name, variety, system, question, cue = body
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        place = LOCAL_NOW[variety][2] if variety in LOCAL_NOW else g.pick(["london", "east", "central", "pacific",
                                                                             "utc", "hobart"])
        t = g.at(place)
        if variety in LOCAL_NOW and k % 4 == 1:
            label, fmt, _ = LOCAL_NOW[variety]
            cue_kind, family, key, value = "datetime", "localized_now", "now_local", fmt(t)
        else:
            cue_kind, family, label, key, make = fields[k % len(fields)]
            value = make(g, t)
        two = k % 5 == 2 and position in ("header_block", "front_matter", "json_member", "last_user", "footer")
        marks = [v(cue_kind, _render(position, label, key, value))]
        families = [family]
        if two:
            icue, ifam, ilabel, ikey, imake = ID_FIELDS[k % len(ID_FIELDS)]
            marks.append(v(icue, _render(position, ilabel, ikey, imake(g, t))))
            families.append(ifam)
        s1, s2, s3 = g.rng.sample(STABLE, 3)
        ask = _ask(body)
        if position == "head":
            text = "\n".join(marks) + f"\n{system}\n\n{ask}"
        elif position == "system_tail":
            text = f"{system}\n" + "\n".join(marks) + f"\n\n{ask}"
        elif position == "header_block":
            block = [f"{s[0]}: {s[2]}" for s in (s1, s2, s3)]
            for m in marks:
                block.insert(g.small(0, len(block) + 1), m)
            text = "\n".join(block) + f"\n\n{system}\n\n{ask}"
        elif position == "last_user":
            tail = f"\n{cue}" if cue else ""
            text = f"{system}\n\nUser: {question}\n" + "\n".join(marks) + tail
        elif position == "footer":
            text = f"{system}\n\nUser: {question}\n\n--\n" + "\n".join(marks) + "\n"
        elif position == "front_matter":
            text = (f"---\n{s1[1]}: {s1[2]}\n" + "\n".join(marks) + f"\n{s2[1]}: {s2[2]}\n---\n{system}\n\n{ask}")
        elif position == "json_member":
            members = "\n".join("  " + m for m in marks)
            text = (f'{{\n  "{s1[1]}": "{s1[2]}",\n{members}\n  "{s2[1]}": "{s2[2]}"\n}}\n{system}\n\n{ask}')
        elif position == "xml_attr":
            text = f'<request {marks[0]} {s1[1]}="{s1[2]}">\n{system}\n</request>\n\n{ask}'
        elif position == "bracketed":
            text = f"{system}\n[ctx {s1[1]}={s1[2].replace(' ', '-')} {marks[0]} {s2[1]}={s2[2].replace(' ', '-')}]\n\n{ask}"
        elif position == "md_bullet":
            text = (f"# Context\n- **{s1[0]}:** {s1[2]}\n{marks[0]}\n- **{s2[0]}:** {s2[2]}\n\n{system}\n\n{ask}")
        else:
            text = f"{system}\n{marks[0]}\n\n{ask}"
        tags = ["generated", position, *families, f"variety_{variety}"]
        if two:
            tags.append("two_fields")
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{families[0]}", tags))
    return out


# --- hand-written negatives: material the user pastes, uploads, forwards or quotes ------------------------------

# (source, tags, block, ask, second ask, what it is)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    ("bank-statement-lines", ["bank_statement", "aligned_columns"], """Date        Description                          Paid out    Paid in    Balance
02 Feb 26   BACS HOLLYBANK CARE HOMES LTD                     3,120.00   14,882.10
03 Feb 26   DD  NEST PENSIONS REF 88120-4       412.55                   14,469.55
03 Feb 26   FPS KINROSS PAYROLL SVCS FEE         96.00                   14,373.55
05 Feb 26   CHQ 100418                          650.00                   13,723.55""",
     "Which of these lines are fees we charged the client and which are their own costs?",
     "Is the cheque on the 5th the one that was outstanding on the January rec?",
     "the bank statement page"),
    ("rec-report", ["reconciliation_report", "aligned_columns", "as_at"], """BANK RECONCILIATION - Fernleigh Joinery Ltd - Barclays ****4471
As at 31 January 2026                         Prepared 04/02/2026 by LM

Balance per statement                                  22,418.90
Less: unpresented payments
  31/01  CHQ 000912  Timber Direct          (1,204.00)
  30/01  FPS  Wages W/E 30/01               (3,882.15)
Add: outstanding lodgements
  31/01  Card takings batch 0131               612.40
Balance per ledger                                     17,945.15""",
     "Does this reconciliation actually add up? Check the arithmetic.",
     "Is it normal for a wages payment from the 30th to be unpresented?",
     "the January reconciliation report"),
    ("feed-csv", ["bank_feed", "csv", "transaction_ids"], """Date,Description,Amount,Balance,Transaction ID
2026-02-02,CARD PAYMENT TO SCREWFIX,-86.40,9321.14,TXN-20260202-118842
2026-02-02,CARD PAYMENT TO SCREWFIX,-86.40,9234.74,TXN-20260202-118843
2026-02-03,FASTER PAYMENT FROM J MOSS,1200.00,10434.74,TXN-20260203-004511
2026-02-04,DIRECT DEBIT HMRC VAT,-2310.00,8124.74,TXN-20260204-220019""",
     "Are the two Screwfix lines a duplicate from the feed or two real purchases?",
     "What would you code the J Moss payment to if it's a customer paying an invoice?",
     "the export from the bank feed"),
    ("till-receipt", ["receipt", "ocr", "times"], """TOOLSTATION LTD
Bristol Avonmouth  VAT 726 5627 34
Date: 06/02/2026  Time: 08:14
Trans: 44821  Till: 2  Op: 117
Hole saw kit              29.98
Silicone x3               11.97
Sub total                 41.95
VAT 20%                    6.99
TOTAL                     41.95
Card ****8812  AUTH 09E4F2""",
     "Is the VAT on this receipt right, and can the client reclaim it?",
     "The client paid with a personal card. How should this be posted?",
     "a receipt the client photographed"),
    ("query-email", ["email", "headers", "client_reply"], """From: Dana Whitfield <dana@maplestreetdental.example>
Sent: Tuesday, February 3, 2026 9:47 AM
To: books@birchwood.example
Subject: RE: January queries - Maple Street Dental

Hi! Answers below:
1) $2,400 to Henry Schein on 1/14 - supplies, invoice attached
2) $500 cash withdrawal 1/20 - petty cash for the front desk
3) Zelle to K. Ortiz $350 - that was me paying back my sister, personal, sorry!""",
     "How should each of these three be coded?",
     "Does the Zelle payment need a journal to the owner's draw account?",
     "the client's reply to our queries"),
    ("month-end-checklist", ["checklist", "numbered_title"], """3. Month-end checklist - February 2026 - Two Rivers Brewing LLC
[x] 3.1 Bank rec (Heartland checking)            done 03/04 MB
[x] 3.2 Bank rec (Heartland savings)             done 03/04 MB
[ ] 3.3 Credit card rec (Amex ****1008)          statement not received
[ ] 3.4 Sales tax accrual                        waiting on POS report
[x] 3.5 Payroll journals (2 runs)                done 03/05 JL
[ ] 3.6 Inventory adjustment                     count sheet due 03/07""",
     "Which open items can I do without anything more from the client?",
     "Rewrite the open items as a short message to the client.",
     "our checklist for the brewery"),
    ("supplier-statement", ["supplier_statement", "invoice_numbers"], """STATEMENT OF ACCOUNT                     Brakes Catering Supplies
Customer: Kettle & Crumb Bakery Ltd      Account: KET001       Date: 31/01/2026
Date        Ref        Type      Debit      Credit     Balance
02/01/26    7713881    INV      612.30                 612.30
09/01/26    7714022    INV      495.00               1,107.30
15/01/26    PAY-0115   PMT                 612.30      495.00
23/01/26    7714660    INV      388.75                 883.75""",
     "Our ledger shows £495.00 owed to Brakes. What's missing from our side?",
     "Which invoice should we ask the client for?",
     "the supplier's statement"),
    ("payout-api", ["api_response", "json", "payouts"], """{
  "id": "po_1QhT7aLkd82Pqz",
  "object": "payout",
  "amount": 418250,
  "arrival_date": 1770249600,
  "created": 1770076800,
  "currency": "usd",
  "description": "STRIPE PAYOUT",
  "status": "paid"
}""",
     "This payout should match a deposit on the bank feed. What date and amount should I look for?",
     "Why is the amount 418250 and not 4,182.50?",
     "the payout record from the client's card processor"),
    ("open-banking-webhook", ["webhook_payload", "json", "debug"], """POST /hooks/bankfeed HTTP/1.1
Content-Type: application/json
X-Feed-Signature: t=1770131044,v1=5c3e9a0b7d21f64e88a1c0b3d9f2e7a6541b0c9d8e7f6a5b4c3d2e1f0a9b8c7d

{"event_id": "evt_9f1c2a7b", "event_type": "transactions.updated", "created_at": "2026-02-03T15:04:04Z",
 "account_id": "acc_77120", "new_transactions": 14}""",
     "Our handler rejects this as a replay. Is the signature timestamp too old if our tolerance is 5 minutes?",
     "Which field should we use to de-duplicate these events?",
     "a webhook our bank-feed integration received"),
    ("loan-statement", ["loan", "aligned_columns", "dates"], """LOAN STATEMENT   Account 55-102-7781   Period 01/01/2026 - 31/01/2026
Date        Description          Principal    Interest    Balance
01/01/26    Opening balance                               48,200.00
15/01/26    Repayment            (812.44)     (237.56)    47,387.56
31/01/26    Interest accrued                   231.80     47,619.36""",
     "How do I split the January repayment in the books?",
     "Why does the balance go up at the end of the month?",
     "the loan statement"),
    ("petty-cash", ["petty_cash", "log"], """PETTY CASH - Maple Street Dental - January
Date     Voucher  Paid to              Purpose              Amount
01/08    PC-041   USPS                 postage               14.60
01/15    PC-042   Joe's Deli           staff lunch           62.35
01/22    PC-043   CVS                  first-aid kit         28.99
Float $300.00   Cash counted 01/31: $194.06""",
     "Is the petty cash box short or over?",
     "What journal entry tops the float back up?",
     "the petty cash sheet"),
    ("vat-summary", ["vat_return", "boxes"], """VAT return - Kettle & Crumb Bakery Ltd - period 10/25 to 12/25
Box 1  VAT due on sales                 8,853.33
Box 2  VAT due on acquisitions              0.00
Box 3  Total VAT due                    8,853.33
Box 4  VAT reclaimed on purchases       3,686.40
Box 5  Net VAT to pay                   5,166.93
Box 6  Total sales ex VAT              53,116.67
Box 7  Total purchases ex VAT          18,432.00""",
     "Box 6 looks low against box 1. Is that because of zero-rated sales?",
     "When is this payment due if they pay by direct debit?",
     "the draft VAT return"),
    ("asset-register", ["fixed_assets", "dates"], """Asset ID  Description           Acquired     Cost       Life  Method  NBV 31/12/25
FA-0031   Delivery van LX21 KPU  14/06/2021   22,400.00  5y    SL       4,853.33
FA-0044   Oven Rational iCombi  03/02/2023   14,950.00  7y    SL      10,163.69
FA-0052   EPOS terminals x2      19/11/2025    2,380.00  3y    SL       2,281.39""",
     "Check the NBV of the oven; I think the depreciation is off.",
     "The van was sold on 20 January for £5,000. What's the profit or loss?",
     "the fixed asset register"),
    ("payslip-uk", ["payslip", "ni_number", "tax_code"], """HOLLYBANK CARE HOMES LTD              PAYSLIP
Employee: Aisha Rahman    No: E1042    NI: QQ 12 34 56 C    Tax code: 1257L M1
Period: 11 (4-weekly)     Pay date: 06/02/2026
Basic 152.00 hrs @ 12.21           1,855.92
Night premium 24.00 hrs @ 1.50        36.00
PAYE tax                            (185.20)
Employee NI                          (74.78)
Pension 5%                           (54.51)
Net pay                             1,577.43""",
     "Is the pension deduction calculated on the right earnings?",
     "Why would her tax code have M1 on the end?",
     "my payslip"),
    ("timesheet-csv", ["timesheet", "csv", "times"], """employee,date,in,out,break_min,approved_by
Jimmy Kowalski,2026-02-07,06:58,15:02,30,RB
Jimmy Kowalski,2026-02-07,06:58,15:02,30,RB
Jimmy Kowalski,2026-02-08,07:01,13:30,0,RB
Tasha Greene,2026-02-07,11:00,19:15,45,RB""",
     "Jimmy's Saturday is in there twice. How many hours should he be paid for the week?",
     "Tasha's break is 45 minutes. Is that paid or unpaid under a normal policy?",
     "the timesheet export"),
    ("p60-text", ["p60", "year_end_form"], """P60 End of Year Certificate    Tax year to 5 April 2025
Employee: Aisha Rahman   NI number: QQ 12 34 56 C   Works/payroll no: E1042
Pay and Income Tax details
  In previous employment(s)        0.00      0.00
  In this employment          23,804.10  2,170.80
  Total for year              23,804.10  2,170.80
Final tax code: 1257L
Employer PAYE reference: 120/HB44120  Hollybank Care Homes Ltd""",
     "Does this P60 match what she'd need for a mortgage application?",
     "Her last payslip of the year said gross to date 23,914.10. Why the difference?",
     "a P60 an employee sent in"),
    ("payroll-journal", ["journal", "payroll"], """Payroll journal  Run 2026-W05  Pay date 2026-02-06  Heartland Payroll
Account                          Debit        Credit
6000 Wages                    18,420.00
6010 Employer FICA             1,409.13
2100 Net pay clearing                      13,811.02
2110 Federal withholding                    2,140.00
2120 State withholding                        610.92
2130 FICA payable                           2,818.26
2140 401(k) payable                           920.00""",
     "This doesn't balance. Where is the difference?",
     "Which accounts should be cleared when the tax deposit goes out?",
     "the payroll journal"),
    ("new-starter-email", ["email", "headers", "new_starter"], """From: Ruth Bell <ruth.bell@hollybankcare.example>
Date: Wed, 4 Feb 2026 16:22:10 +0000
Subject: New starter for this period
Message-ID: <CAF3a91xk@mail.hollybankcare.example>

Hi Kinross team,
Please add Tomasz Zielinski to this period. Start date 2 Feb, 37.5 hrs, £12.60/hr, starter checklist
statement A, no P45. NI number to follow.
Thanks, Ruth""",
     "Can we process him this period without an NI number?",
     "What emergency tax code applies with statement A?",
     "the client's new-starter e-mail"),
    ("pension-schedule", ["pension", "contribution_schedule"], """Contribution schedule - NEST - Hollybank Care Homes Ltd
Pay period 11 (06/02/2026)   Due to NEST by 22/02/2026
Member     Pensionable pay   Employee 5%   Employer 3%
E1042      1,891.92          54.51         32.71
E1177      2,004.00          60.12         36.07
E1203        948.00           0.00          0.00   (opted out 12/01/2026)""",
     "Why is E1042's employee contribution not 5% of 1,891.92?",
     "Is E1203 allowed to opt out after the first month?",
     "the pension contribution schedule"),
    ("w2-boxes", ["w2", "year_end_form"], """Form W-2 Wage and Tax Statement 2025
a Employee's SSN  XXX-XX-4471      b EIN 47-1122093
c Two Rivers Brewing LLC, 880 Riverfront Dr, Omaha NE
e Maria Delgado
1 Wages 41,380.00     2 Fed income tax withheld 3,912.00
3 SS wages 43,600.00  4 SS tax withheld 2,703.20
5 Medicare wages 43,600.00   6 Medicare tax withheld 632.20
12a D 2,220.00""",
     "Why are boxes 3 and 5 higher than box 1?",
     "Is 12a code D the 401(k)? Does the difference add up?",
     "a W-2 a client's employee asked about"),
    ("payroll-run-log", ["run_log", "timestamps", "run_ids"], """2026-02-05 14:02:11 run=pr_2026w05_trb  status=calculating  employees=18
2026-02-05 14:02:39 run=pr_2026w05_trb  status=calculated   gross=18420.00 net=13811.02
2026-02-05 16:48:02 run=pr_2026w05_trb  status=approved     by=client:mike.b
2026-02-05 16:48:03 run=pr_2026w05_trb  status=ach_submitted batch=ACH-0205-4471""",
     "The client says they approved before the 2 PM cut-off. Did they?",
     "How long did the run sit between calculation and approval?",
     "the run log from the payroll system"),
    ("holiday-accrual", ["holiday", "accrual_report"], """Holiday accrual report - irregular hours - to 31/01/2026
Employee    Hours worked   Accrued (12.07%)   Taken    Balance
E1288       612.50         73.93              40.00    33.93
E1301       188.00         22.69               0.00    22.69
E1319        74.00          8.93               8.00     0.93""",
     "Check the accrual for E1288.",
     "E1319 is leaving next week. What do we pay out?",
     "the holiday accrual report"),
    ("clock-punches", ["time_clock", "device_ids", "times"], """Device: TC-LAWR-01   Export: punches 2026-02-01..2026-02-07
Badge  Name            Punch                 Type
0412   J. Kowalski     2026-02-07 06:58:14   IN
0412   J. Kowalski     2026-02-07 15:02:40   OUT
0433   T. Greene       2026-02-07 11:00:03   IN
0433   T. Greene       2026-02-07 19:15:55   OUT""",
     "Jimmy only has one IN and one OUT for the 7th, so where did the duplicate in the import come from?",
     "Round these to the nearest quarter hour the way most payroll policies do.",
     "the time clock export"),
    ("holerite", ["payslip", "portuguese", "other_language"], """HOLERITE - Padaria Flor de Laranjeiras Ltda    Competência: 01/2026
Funcionário: Marcos Vinícius da Silva     Admissão: 03/04/2023
Salário base ........................ 2.450,00
Horas extras 50% (8h) ...................  133,64
INSS ................................ (212,55)
Vale-transporte 6% ................. (147,00)
Líquido a receber ................... 2.224,09
Base FGTS: 2.583,64     FGTS do mês: 206,69""",
     "Is the FGTS on this payslip right at 8%?",
     "Why is transport deducted at 6% of base pay only?",
     "a Brazilian payslip"),
    ("slip-gaji", ["payslip", "malay", "other_language"], """SLIP GAJI - Syarikat Perabot Likas Sdn Bhd     Bulan: Januari 2026
Nama: Mohd Faizal bin Ahmad      No. Pekerja: SPL-118
Gaji pokok                    3,200.00
Elaun kerja lebih masa          180.00
KWSP pekerja (11%)             (352.00)
PERKESO                         (16.25)
SIP                              (6.50)
PCB                              (41.00)
Gaji bersih                   2,964.25""",
     "Is EPF at 11% calculated on basic only or including overtime?",
     "Why would PCB change between months if pay is the same?",
     "a Malaysian payslip"),
    ("cp2000", ["tax_notice", "letter", "salutation"], """Department of the Treasury - Internal Revenue Service
Notice CP2000     Notice date: January 26, 2026     Tax year: 2024
Taxpayer ID: XXX-XX-8812     To contact us: 800-829-8310

Dear Nadia Osei,
The income and payment information we have on file does not match the information you reported on
your tax return. Proposed amount due: $4,128. If you agree, sign the response form and return it by
February 25, 2026.""",
     "Does the client have to respond by the 25th even if we disagree?",
     "Draft a short note to the client explaining this in plain English.",
     "the notice the client got"),
    ("hmrc-letter", ["tax_letter", "salutation", "reference"], """HM Revenue & Customs
Our reference: SA/UTR 44120 87312
Date: 19 January 2026

Dear Mr Moss
Self Assessment: penalty for late filing
We have charged you a penalty of £100 because we did not receive your 2024-25 tax return by 31 January
2026. If you have a reasonable excuse you can appeal within 30 days of the date of this notice.""",
     "The date on this is before the deadline. Can that be right?",
     "Write the appeal text for the client; he filed on 28 January.",
     "the HMRC letter"),
    ("engagement-letter", ["engagement_letter", "numbered_titles"], """ENGAGEMENT LETTER - 2025 INDIVIDUAL TAX SERVICES
1. Scope of services
   We will prepare your 2025 federal and Delaware individual income tax returns.
2. Your responsibilities
   You will provide all documents by March 13, 2026. Documents received after that date may require
   an extension.
3. Fees
   $1,450 fixed fee, invoiced on delivery of the returns; payable within 15 days.""",
     "If the client sends documents on March 20, are we obliged to file by April 15?",
     "Is there anything missing from this letter that a preparer normally includes?",
     "our engagement letter"),
    ("organiser-answers", ["organiser", "client_answers"], """2025 TAX ORGANIZER - OSEI
Section C - Dependents
  Ama Osei, DOB 2011-08-14, lived with you 12 months: Yes
Section F - Digital assets
  Did you receive, sell or exchange digital assets in 2025? Yes - sold 0.12 ETH on 2025-09-30
Section H - Estimated payments
  Q1 04/15/2025 $3,200  Q2 06/16/2025 $3,200  Q3 -  Q4 -""",
     "What documents should we request based on these answers?",
     "Q3 and Q4 are blank. Should I ask whether they were paid?",
     "the organizer the client filled in"),
    ("efile-ack", ["efile_ack", "submission_id", "timestamps"], """E-file acknowledgement
Submission ID: 88121420260401234567
Return: 2025 Form 1040  Taxpayer: OSEI, NADIA
Status: ACCEPTED
Received: 2026-04-01 18:22:41 UTC
Accepted: 2026-04-02 06:10:05 UTC
Refund: $1,204.00 (direct deposit)""",
     "When can the client expect the refund?",
     "Does 'accepted' mean the refund amount is final?",
     "the acknowledgement from the e-file system"),
    ("payment-confirmation", ["payment_confirmation", "confirmation_number"], """Your payment has been scheduled.
Confirmation number: 71829-4410-20261
Payment type: Estimated tax (1040-ES)  Tax period: 2026
Amount: $3,200.00
Debit date: 04/15/2026
Submitted: 04/09/2026 10:14 PM ET""",
     "Will this count as on time for Q1?",
     "Which tax year will this payment be applied to?",
     "the confirmation screen"),
    ("ato-noa", ["tax_notice", "australian", "reference"], """Australian Taxation Office - Notice of assessment
Year ended 30 June 2025       Date of issue 14 November 2025
Tax file number  *** *** 812   Our reference 7121 4410 0093
Taxable income                        $82,114
Tax on taxable income                 $16,859.55
Medicare levy                          $1,642.28
Less PAYG instalments                ($17,600.00)
Amount payable                           $901.83   Due 5 December 2025""",
     "Why does she owe money when her instalments were more than the tax?",
     "She paid on 8 December. Will there be interest?",
     "the notice of assessment"),
    ("arca-intimacion", ["tax_notice", "spanish", "other_language"], """AGENCIA DE RECAUDACIÓN Y CONTROL ADUANERO
Intimación de pago  N.º 2026-00418871     Fecha de emisión: 22/01/2026
Contribuyente: FERREYRA, LUCÍA - CUIT 27-30441287-5
Impuesto: IVA - Período fiscal 11/2025
Saldo adeudado: $ 412.880,00 más intereses resarcitorios
Plazo para regularizar: 15 días hábiles desde la notificación.""",
     "How many calendar days does the client really have if it was notified on 26 January?",
     "Can this be paid in an instalment plan?",
     "an intimación a client received"),
    ("nota-liquidacao", ["tax_notice", "portuguese", "other_language"], """AUTORIDADE TRIBUTÁRIA E ADUANEIRA
Demonstração de liquidação de IRS - Ano 2024
Contribuinte: 218 441 207     Data da liquidação: 12/07/2025
Rendimento global ............ 28.412,00
Coleta líquida ................. 3.884,17
Retenções na fonte ............. 4.310,00
Juros indemnizatórios ............... 2,41
Valor a reembolsar ............... 428,24""",
     "So the client gets money back? Why are there 'juros' on it?",
     "Is 428.24 the retentions minus the collection plus interest?",
     "a Portuguese IRS statement"),
    ("andorra-notificacio", ["tax_notice", "catalan", "other_language"], """GOVERN D'ANDORRA - Departament de Tributs i de Fronteres
Notificació de requeriment   Ref.: IGI-2025-T4-00917   Data: 03/02/2026
Obligat tributari: Botiga Pedrisses SL (L-712441-B)
No consta presentada l'autoliquidació de l'IGI del 4t trimestre de 2025.
Termini per presentar-la: 10 dies hàbils des de la recepció d'aquesta notificació.""",
     "If the shop had no sales that quarter, does it still have to file?",
     "What's the likely penalty for filing late here?",
     "a notice from the Andorran tax department"),
    ("etax-receipt", ["efile_ack", "japanese", "other_language"], """メール詳細（受信通知）
提出先：弘前税務署
利用者識別番号：1234-5678-9012-3456
手続き名：所得税及び復興特別所得税申告
受付番号：20260312154422718840
受付日時：2026/03/12 15:44:22
種類：確定申告書（令和7年分）""",
     "Does this mean the return was accepted, or only received?",
     "Which tax year is 令和7年分?",
     "an e-Tax receipt notice"),
    ("nbr-ack", ["efile_ack", "bangladesh", "tin"], """National Board of Revenue - e-Return Acknowledgement
TIN: 481220914471     Assessment Year: 2025-2026
Name: MD. RAFIQUL ISLAM MOLLA
Total income: Tk 9,42,000     Tax payable: Tk 38,500
Date of submission: 28/11/2025 21:14
Acknowledgement No: ACK-2025-1108-77120""",
     "Is this the slip the client needs for the bank loan?",
     "Was this submitted before the deadline for individuals?",
     "an e-return acknowledgement"),
    ("f24-quietanza", ["tax_payment", "italian", "other_language"], """QUIETANZA DI PAGAMENTO - MODELLO F24
Contribuente: ROSSI GIUSEPPE   C.F. RSSGPP71C12F205X
Data pagamento: 16/03/2026   Protocollo telematico: 26031612345678901
Sezione Erario  6031 IVA mensile febbraio   rateazione -   anno 2026   importo 1.284,00
Saldo finale: 1.284,00""",
     "Was this paid on time for February VAT?",
     "Which code would it be for the quarterly regime instead?",
     "an F24 receipt"),
    ("rq-avis", ["tax_notice", "quebec_french", "other_language"], """Revenu Québec - Avis de cotisation
TPS/TVH et TVQ    Période du 2025-10-01 au 2025-12-31
Numéro d'identification : 1220441287 TQ0001
Date de l'avis : 2026-02-18
TVQ nette à remettre .............. 4 112,38 $
Paiement reçu ..................... 3 900,00 $
Solde dû ............................ 212,38 $  plus intérêts""",
     "Where does the 212.38 come from? The client thought they paid it all.",
     "When do interest charges start on that balance?",
     "a notice of assessment for sales tax"),
    ("poa-status", ["authorization", "caf_numbers"], """Authorization status - CAF 0312-44120R
Taxpayer        Form   Tax matters    Periods       Recorded
OSEI, NADIA     2848   Income, 1040   2022-2025     2026-01-09
PARK HOLDINGS   8821   Income, 1065   2023-2025     pending
LINDGREN, E.    2848   Income, 1040   2021-2024     2024-03-02""",
     "Can I call about the Park partnership's 2024 notice yet?",
     "Lindgren's authorisation stops at 2024. What do I file to add 2025?",
     "our authorization list"),
    ("transcript", ["tax_transcript", "codes", "dates"], """ACCOUNT TRANSCRIPT   FORM 1040   TAX PERIOD: Dec. 31, 2024
CODE  EXPLANATION OF TRANSACTION              CYCLE     DATE        AMOUNT
150   Tax return filed                        20251505  04-14-2025  $6,812.00
806   W-2 or 1099 withholding                           04-15-2025  -$5,900.00
610   Payment with return                               04-14-2025  -$912.00
922   Review of unreported income             20260405  01-26-2026  $0.00""",
     "What does code 922 mean here?",
     "Is the account balance zero before the proposed change?",
     "the account transcript"),
    ("pbc-list", ["pbc_list", "aligned_columns", "due_dates"], """PBC LIST - Harbour Optics Ltd - FY ending 31 December 2025
No.  Item                                         Owner        Due        Status
1    Trial balance and nominal ledger            Finance      09 Jan     Received
2    Bank statements Dec-Jan, all accounts       Finance      09 Jan     Received
3    Fixed asset additions listing with invoices  Ops          16 Jan     Outstanding
4    Payroll reconciliation to TB                 HR/Finance   20 Jan     Outstanding
5    Aged debtors at year end                     Finance      16 Jan     Received (as at 14 Jan)""",
     "Which items are actually complete? Item 5 looks wrong to me.",
     "Draft the chaser for items 3 and 4.",
     "the PBC list"),
    ("bank-confirm-letter", ["confirmation_request", "letter", "salutation"], """Marlow Keane LLP, Chartered Accountants
Our ref: MK/HO/25/BC1        Date: 6 January 2026

Dear Sirs
Harbour Optics Ltd - audit confirmation as at 31 December 2025
Please confirm directly to us the balances of all accounts, loans, guarantees and securities held for
the above company at the close of business on 31 December 2025. Our client's authority is enclosed.
Yours faithfully""",
     "Is anything missing from this confirmation request?",
     "Should this go via the bank's confirmation portal rather than by post?",
     "the draft bank confirmation"),
    ("ar-confirm-reply", ["confirmation_reply", "differences"], """Re: Balance confirmation - Harbour Optics Ltd - our account HOL-1120
Date: 21 January 2026
We confirm that at 31 December 2025 our records show £18,400.00 owed to Harbour Optics Ltd, not the
£24,150.00 stated. The difference is invoice HO-25-0988 (£5,750.00, dated 30 December 2025) which we
received on 7 January 2026 and have in our January ledger.
Signed: M. Okafor, Finance Manager, Brightsight Opticians""",
     "Is this a cut-off problem or a real disagreement?",
     "What audit procedures should we do on invoice HO-25-0988?",
     "a customer's reply to our confirmation"),
    ("sample-selection", ["sampling", "workpaper", "seed"], """WP C3.2  Sales invoices - MUS selection     Seed 41277   Interval £27,412
Sel  Cum. value     Invoice      Date        Amount
1    14,088.11      2025-0311    14/02/2025   3,120.00
2    41,500.11      2025-1207    30/04/2025   9,880.40
3    68,912.11      2025-3318    02/09/2025  41,200.00
4    96,324.11      2025-3318    02/09/2025  41,200.00
Prepared: JB 12/01/2026   Reviewed: -""",
     "Why is invoice 2025-3318 selected twice, and is that allowed?",
     "How should the reviewer sign this off?",
     "the sampling workpaper"),
    ("aje-schedule", ["adjustments", "workpaper"], """AJE-03  Accrued audit fee                    Dr 7400 Audit    9,500.00
                                            Cr 2300 Accruals              9,500.00
AJE-04  Cut-off - invoice HO-25-0988         Dr 4000 Sales    5,750.00
                                            Cr 1100 Debtors               5,750.00
Prepared: SK 22/01/2026""",
     "Is AJE-04 the right direction if the goods were shipped in January?",
     "Are these above the clearly trivial threshold of £2,000?",
     "the proposed adjustments"),
    ("rep-letter", ["representation_letter", "letter"], """Harbour Optics Ltd, 12 Quay Street, Bristol BS1 4DA
To: Marlow Keane LLP                                      Date: [to be dated the date of the audit report]
Dear Sirs
This representation letter is provided in connection with your audit of the financial statements of
Harbour Optics Ltd for the year ended 31 December 2025. We confirm that we have provided you with all
relevant information and access as agreed in the terms of the audit engagement dated 2 October 2025.""",
     "Is it normal for the date to be left blank like that?",
     "What other representations should we add for related parties?",
     "the draft rep letter"),
    ("count-sheet", ["inventory_count", "aligned_columns"], """STOCK COUNT SHEET  Sheet 14 of 30   Location: Warehouse B, aisle 3
Item code   Description              UoM    Counted   Recount   Counter
KEG-50-IPA  IPA keg 50L              ea     42        42        MB/JL
KEG-50-STT  Stout keg 50L            ea     17        18        MB/JL
CAN-440-LG  Lager 440ml 24pk         case   118       -         MB/JL
Count date: 31/12/2025  Start 07:30  End 11:15""",
     "The stout keg recount differs. Which figure goes into the final listing?",
     "Is it enough for the auditor to observe from 7:30 to 11:15?",
     "a count sheet"),
    ("je-export", ["journal_entries", "csv", "timestamps"], """je_id,posted_at,posted_by,source,account,debit,credit,memo
JE-44120,2025-12-31T23:48:12,mike.b,manual,6900,15000.00,,year-end bonus accrual
JE-44120,2025-12-31T23:48:12,mike.b,manual,2300,,15000.00,year-end bonus accrual
JE-44198,2026-01-04T09:02:41,dana.w,manual,1200,2100.00,,reclass
JE-44198,2026-01-04T09:02:41,dana.w,manual,4000,,2100.00,reclass""",
     "Which of these should be flagged for JE testing and why?",
     "Mike also approves payments. Does that matter for JE-44120?",
     "the manual journals export"),
    ("independence-email", ["email", "headers", "audit"], """From: Ethics Desk <ethics@marlowkeane.example>
Date: Mon, 5 Jan 2026 08:30:00 +0000
To: Harbour Optics FY25 team
Subject: Annual independence confirmation - due 9 January

Please confirm in the portal that you hold no financial interest in Harbour Optics Ltd or its parent,
and declare any family member employed by the client.""",
     "My brother-in-law started at Harbour Optics in December as a lens technician. What do I declare?",
     "Is 9 January a hard deadline for the team?",
     "an e-mail from our ethics desk"),
    ("confirm-api", ["api_response", "json", "confirmation_platform"], """{
  "confirmation_id": "cf_8812-HO-BANK",
  "status": "completed",
  "requested_at": "2026-01-06T10:14:00Z",
  "responded_at": "2026-01-19T15:42:27Z",
  "bank": "Lloyds Bank plc",
  "exceptions": [{"account": "****0091", "note": "account closed 2025-11-30"}]
}""",
     "The client never told us about a closed account. What should we do?",
     "How many days did the bank take to respond?",
     "the confirmation record from the portal"),
    ("esign-audit-trail", ["esign", "audit_trail", "timestamps", "ids"], """Certificate of completion
Envelope ID: 4F1C9A02-77D3-4E8B-9A61-3B2C0D8E1F47
Subject: Please sign: 2025 Form 8879 - Osei
Envelope originator: Mei Chen (Alder & Quist)
Sent:      2/3/2026 | 11:02 AM   IP 203.0.113.14
Viewed:    2/4/2026 | 07:48 PM   IP 198.51.100.88
Signed:    2/4/2026 | 07:51 PM   Using IP 198.51.100.88
Completed: 2/4/2026 | 07:51 PM""",
     "Only Nadia signed. Doesn't a joint 8879 need both spouses?",
     "Is an IP signature like this acceptable for the 8879?",
     "the completion certificate"),
    ("portal-activity", ["portal_log", "timestamps"], """Client portal activity - Lindgren household
2026-02-03 08:12  Login (Erik Lindgren)
2026-02-03 08:14  Viewed request DR-0421 "2025 documents"
2026-02-03 08:20  Uploaded W-2_Acme.pdf
2026-02-09 19:55  Login (Erik Lindgren)
2026-02-09 19:57  Upload failed: 1098_mortgage.heic (unsupported type)""",
     "Why did the 1098 upload fail and what should I tell him?",
     "Is the request still missing anything besides the 1098?",
     "the portal activity log"),
    ("deadline-export", ["deadline_tracker", "aligned_columns", "due_dates"], """Client              Form      Period    Due         Extended    Status
Park Holdings LLC   1065      2025      03/16/2026  09/15/2026  Waiting on K-1
Osei, Nadia         1040      2025      04/15/2026  -           In review
Ruiz Foundation     990       2025      05/15/2026  -           Not started
Lindgren, Erik      709       2025      04/15/2026  -           Docs requested""",
     "Which of these needs an extension filed this week?",
     "Does the 709 get extended automatically with the 1040 extension?",
     "our deadline tracker export"),
    ("pm-webhook-debug", ["webhook", "headers", "debug"], """POST /integrations/practice HTTP/1.1
webhook-id: msg_2Lx8PqR4tZ0vNc7Wm1Ye5Ks9
webhook-timestamp: 1770131044
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"task.completed","data":{"task":"TSK-88120","client":"AQ-2291","completed_by":"mchen"}}""",
     "Our verifier says the signature doesn't match. What exactly should be signed?",
     "Should we store the webhook-id to reject retries?",
     "a request our integration logged"),
    ("task-export", ["tasks", "csv"], """task_id,client,title,assignee,due,status,created
TSK-88120,AQ-2291,Prepare 1040,mchen,2026-03-20,done,2026-01-12
TSK-88133,PH-0771,Prepare 1065,jlee,2026-03-09,blocked,2026-01-12
TSK-88140,RF-0090,Prepare 990,mbrown,2026-05-01,open,2026-01-15""",
     "Which tasks are at risk given their due dates and status?",
     "Why would the 1065 task be due a week before the filing deadline?",
     "the task export"),
    ("pm-api-response", ["api_response", "json", "ids"], """{
  "id": "job_01HQ8Y2K7M3N4P5R6S7T8V9W0X",
  "client_id": "cl_4471",
  "type": "bookkeeping_monthly",
  "created_at": "2026-01-02T09:00:00Z",
  "due_at": "2026-02-10T23:59:59Z",
  "assignee": "lmoss",
  "status": "in_progress"
}""",
     "Is this job overdue, and how do I read the due time?",
     "Why does the id look like a timestamp at the start?",
     "what the practice API returned"),
    ("portal-reminder-email", ["email", "notification", "ids"], """From: Alder & Quist Client Portal <no-reply@portal.alderquist.example>
Subject: Reminder: 2 items still needed (request DR-0421)

Hi Erik,
Your accountant is still waiting for:
- 1098 Mortgage Interest Statement
- Property tax bill 2025
Requested on 12 January 2026. Please upload by 20 February 2026.""",
     "The client says he already uploaded the 1098. Could this reminder be stale?",
     "Make this reminder friendlier.",
     "the reminder e-mail the client got"),
    ("wip-report", ["wip", "aligned_columns"], """WIP REPORT to 31/01/2026         Marlow Keane LLP
Client              Hours    Value      Oldest entry   Billed to date
Harbour Optics       42.5    6,120.00   03/11/2025     0.00
Kettle & Crumb        6.0      540.00   12/01/2026     1,200.00
Fernleigh Joinery    11.25   1,012.50   08/12/2025     450.00""",
     "Which WIP is oldest in value terms and should be billed first?",
     "What's the average rate on the Harbour job?",
     "the WIP report"),
    ("firm-invoice", ["invoice", "dates", "reference"], """INVOICE  BWB-2026-0112                       Birchwood Bookkeeping LLC
Bill to: Maple Street Dental PC              Invoice date: 02/01/2026
Terms: Net 15                                Due: 02/16/2026
Monthly bookkeeping - January 2026                       $1,150.00
Payroll journals (2 runs)                                  $90.00
Catch-up reconciliation - Dec 2025 (3.5 h @ $95)          $332.50
Total                                                    $1,572.50""",
     "The client disputes the catch-up line. How do I explain it?",
     "Check the total.",
     "our invoice to the dental practice"),
    ("esign-completed-email", ["email", "esign", "envelope_id"], """---------- Forwarded message ---------
From: Alder & Quist via SignDesk <dse@signdesk.example>
Date: Wed, Feb 4, 2026 at 7:52 PM
Subject: Completed: Please sign: Engagement letter 2025 - Park Holdings LLC
To: Priya Park <priya@parkholdings.example>

All parties have completed the envelope. Envelope ID 9B2E4C11-0A7F-4D3E-8C6B-51F0E2A9D7C3.""",
     "Priya says she never signed this. How can I check who did?",
     "Does 'all parties have completed' include our partner's countersignature?",
     "the completion e-mail the client forwarded to us"),
]


PLACEMENTS = ["after", "before", "after_noblank", "between", "wrapped", "verb_object", "forwarded",
              "transcript", "quoted", "variety", "fence", "both_sides"]
VERB_LINES = ["The client sent", "My colleague just pasted", "Word for word, the portal shows",
              "The partner forwarded"]
VARIETY_ASKS = [
    "Che, ¿me explicás qué dice esto y si tengo que hacer algo ya?",
    "Pô, me explica isso aí? Tô boiando total.",
    "Ó pá, explica-me lá isto, que eu não percebo patavina.",
    "Em podeu explicar què vol dir això i si he de fer alguna cosa?",
    "Peux-tu m'expliquer ça, j'comprends rien pantoute?",
    "Bah, boleh kamurang terangkan ni apa maksud dia?",
    "Yinz can explain what this is sayin'? I can't make heads or tails of it.",
    "Mate, can you explain what this is on about? I'm stumped.",
]
SYSTEM_FIRM = ("You are the staff assistant of a small accounting practice. Answer precisely and say when the "
               "information is not enough.")


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"Pasting {intro} below.\n\n\n{block}\n\n\n{ask}"
    if placement == "wrapped":
        return f"{ask} I'm pasting {intro}\nexactly as we received it:\n\n{block}"
    if placement == "verb_object":
        return f"{ask}\n\n{VERB_LINES[k % len(VERB_LINES)]}\n{block}"
    if placement == "forwarded":
        return f"{ask}\n\n-----Original Message-----\n{block}"
    if placement == "transcript":
        return f"System: {SYSTEM_FIRM}\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"Re {intro}:\n{quoted}\n\n{ask}"
    if placement == "variety":
        return f"{block}\n\n{VARIETY_ASKS[k % len(VARIETY_ASKS)]}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd does anything else in it look off to you?"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, ask2, intro) in enumerate(BLOCKS):
        for j, question in enumerate((ask, ask2)):
            placement = PLACEMENTS[(k + 5 * j) % len(PLACEMENTS)]
            text = _place(k + j, placement, block, question, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- hand-written negatives: stable look-alikes in program positions, and values the user asks about -----------


def _neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    _neg("lookalike:header-block", ["stable_header", "deadline", "prompt_revision"], """Firm: Ashcombe & Pryce
Client: Fernleigh Joinery Ltd (FJ-0192)
Year end: 31 March
Filing deadline (accounts): 31 December 2026
Prompt revised: 2026-01-08

You help bookkeepers prepare year-end packs. List what is needed for the accountant, in order.

Bookkeeper: What do I need to send for Fernleigh's year-end?
Assistant:""")
    _neg("lookalike:front-matter", ["front_matter", "engagement_dates"], """---
engagement: harbour-optics-fy25
fiscal_year_end: 2025-12-31
engagement_letter_signed: 2025-10-02
materiality_gbp: 95000
---
You help the audit senior plan fieldwork. Keep answers to the plan only.

Senior: How many days should we book for revenue testing?
Assistant:""")
    _neg("lookalike:xml-attrs", ["xml_attr", "year_end"], """<client id="CL-0412" year_end="2025-12-31" vat_quarters="Mar/Jun/Sep/Dec">
Kettle & Crumb Bakery Ltd
</client>
Explain to the client which VAT quarter their March invoices fall in.
Answer:""")
    _neg("lookalike:json-inline", ["json_inline", "api_version", "timezone"], """{"app":"payslip-help","api_version":"2025-09-01","tz":"Europe/London","bureau":"kinross"}
You explain payslips to employees. Never discuss anyone else's pay.

Employee: What does "Pension 5%" mean on my payslip?
Assistant:""")
    _neg("lookalike:html-comment", ["html_comment", "template_review"], """<!-- template: organiser-intro, reviewed 2025-11-20 by tax team -->
Welcome the client to this year's organizer in three friendly sentences and say when we need it back:
the firm's internal date is March 13.
Welcome:""")
    _neg("lookalike:ctx-line", ["bracketed_line", "tax_year"], """[ctx firm=westcliff-cpa tax_year=2025 rates=2025-26 client=ojai-surf-co]
You answer questions about mileage rates and vehicle expenses for the client's books.

Client: What rate do I use for business miles this year?
Answer:""")
    _neg("lookalike:footer", ["footer", "terms_revision"], """Summarise the firm's fees for monthly bookkeeping in three bullets for a prospective client.

Fees: under 100 transactions $450/month; 100-300 $750/month; over 300 quoted; catch-up work $95/hour.

--
Birchwood Bookkeeping · Terms of business v4.2, revised 1 April 2025 · Omaha, NE""")
    _neg("lookalike:md-table", ["md_table", "client_since"], """| Field        | Value                 |
|--------------|-----------------------|
| Client       | Maple Street Dental   |
| Client since | 2019-03-01            |
| Service      | Monthly bookkeeping   |

You help staff answer client questions about the scope of their service.

Staff: Does their plan include sales tax filings?
Answer:""")
    _neg("lookalike:chatml", ["chat_template", "knowledge_cutoff", "rates_validity"], """<|im_start|>system
You are the payroll rates assistant of Kinross Payroll Services. Knowledge cutoff: 2025-06.
Rates valid for tax year 2025-26 (6 April 2025 to 5 April 2026).<|im_end|>
<|im_start|>user
What is the employer NI secondary threshold?<|im_end|>
<|im_start|>assistant
""")
    _neg("lookalike:env-lines", ["env_lines", "stable_config"], """PAYROLL_CALENDAR=monthly
PAY_DATE_RULE=last-working-day
PAYE_REF=120/HB44120
CALENDAR_START=2025-04-06

Explain to the client when this month's payday falls if the last day is a Saturday.
Answer:""")
    _neg("lookalike:bullets", ["md_bullets", "client_since"], """# Client
- **Name:** Two Rivers Brewing LLC
- **Client since:** March 2019
- **Entity:** LLC taxed as S corp

Answer the owner's question using the S corp rules only.

Owner: Can I pay myself only distributions and no salary?
Assistant:""")
    _neg("lookalike:pretty-json", ["json_block", "certificate_expiry"], """{
  "preparer": "Mei Chen, EA",
  "ptin": "P01234567",
  "practising_certificate_expiry": "2026-12-31",
  "firm": "Alder & Quist"
}
Write the signature block for the client letter using the preparer details above.
Signature:""")
    _neg("lookalike:llama-cutoff", ["chat_template", "knowledge_cutoff"], """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help bookkeepers name expense categories clearly.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is "Meals & Entertainment" still a sensible single category?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""")
    _neg("lookalike:porteno-since", ["variety_porteno", "client_since"], """Sos el asistente de un estudio contable de Palermo. Respondé con voseo.
Cliente desde: 2019
Régimen: Monotributo categoría D

Cliente: Che, ¿me conviene pasarme a responsable inscripto este año o sigo así?""")


def _negatives_asked() -> None:
    _neg("asked:envelope-id", ["id_in_question", "esign"], """Can you tell from this ID which signing provider created it,
and is it safe to paste in a support ticket? 4F1C9A02-77D3-4E8B-9A61-3B2C0D8E1F47""")
    _neg("asked:traceparent", ["id_in_question", "traceparent"], """The practice software's error page showed
traceparent: 00-7a1f0c2e9b4d3a5f6e8c1b0d2a4f6e8c-3b5d7f9a1c2e4b6d-01
What does each part mean, and which part should I give their support team?""")
    _neg("asked:request-id", ["id_in_question", "request_id"], """The tax authority's API rejected our submission
with "Request ID 6b1e4c0a-92f7-4d3b-8e5a-0c7f1d2e9a34, code INVALID_PERIOD". Is that request ID something
we generated or they did, and do we need to keep it for the client file?""")
    _neg("asked:epoch", ["epoch", "id_in_question"], """Our payroll export has pay_date=1772150400 for the February run.
Which date is that, and is it in seconds or milliseconds?""")
    _neg("asked:relative", ["relative_time"], """The client uploaded the bank statements 20 minutes ago and the
feed last synced about 3 hours ago, before that. Should the statement balance and the feed balance
agree yet?""")
    _neg("asked:few-shot", ["few_shot", "example_date"], """Extract the document type and date as JSON.

Example: "P60 for tax year to 5 April 2025" -> {"type": "P60", "date": "2025-04-05"}
Example: "Bank statement 01/01/2026 to 31/01/2026" -> {"type": "bank_statement", "date": "2026-01-31"}

Input: "Notice of assessment issued 14 November 2025"
Output:""")
    _neg("asked:unrendered", ["template_placeholder"], """Our reminder template printed this to a client. What went wrong?

"Hi {{first_name}}, as of {{today}} we are still waiting for your {{missing_docs}}. Please upload them
before {{due_date}}."""
         )
    _neg("asked:deadline-arithmetic", ["date_arithmetic"], """A client's corporation tax year ends on 31 March 2026.
When are the payment and the return due, and how many days apart are they?""")
    _neg("asked:user-clock", ["user_typed_time"], """It's 4:50pm here in Omaha and the payroll cut-off is 5:00pm
Central. If I approve now, will the direct deposits land on Friday?""")
    _neg("asked:jwt", ["jwt", "id_in_question"], """Our client portal logged me out and the URL had this token.
Is it expired? eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhcS0yMjkxIiwiaWF0IjoxNzcwMTMxMDQ0LCJleHAiOjE3NzAxMzQ2NDR9.9dQ2pX7mB0fK3sV1rT8yZ4nL6cW5eJ2hA0gU7iO1kPq""")
    _neg("asked:submission-id", ["id_in_question", "submission_id"], """HMRC's gateway gave me this for the FPS:
Correlation ID 8F1A22C9E4B04D7A9C3E51F0D2A6B7C8
Do I need to quote it if the client's employer record shows the submission missing?""")
    _neg("asked:header-line", ["header_line_question", "http_date"], """Our e-mail to the client bounced and the only
line I can read is "Date: Tue, 03 Feb 2026 14:09:51 GMT". Was that when we sent it or when it bounced?""")
    _neg("control:plain-bookkeeping", ["control", "plain"], """You are a bookkeeping tutor. Explain accrual and cash
accounting to a new trainee with one example each.

Trainee: What's the difference, really?
Tutor:""")
    _neg("control:plain-payroll", ["control", "plain"], """You explain payroll terms to small employers in plain words.

Employer: What is the difference between gross pay and net pay?
Answer:""")


# --- generated negatives: one stable value in a program position ---------------------------------------------------

STABLE_VALUES: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revised", "prompt_revised", "2025-11-20"),
    ("Tax year", "tax_year", "2025-26"),
    ("Year end", "year_end", "2025-12-31"),
    ("PTIN", "ptin", "P01234567"),
    ("PAYE ref", "paye_ref", "120/HB44120"),
    ("Time zone", "time_zone", "America/Chicago"),
    ("Client since", "client_since", "2019-03-01"),
    ("Filing deadline", "filing_deadline", "2026-04-15"),
    ("Engagement signed", "engagement_signed", "2025-10-02"),
    ("Office hours", "office_hours", "09:00-17:30"),
]
NEG_POSITIONS = ["head", "system_tail", "header_block", "front_matter", "json_member", "xml_attr", "bracketed",
                 "md_bullet", "footer", "html_comment"]
GENERATED_NEG = 10


def generated_negatives(g: Gen33) -> list[Draft]:
    """A stable value at one of ten positions of one of the twelve English bodies."""
    english = [b for b in BODIES if b[1] == "english"]
    values = list(STABLE_VALUES)
    g.rng.shuffle(values)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = english[(k * 5) % len(english)]
        name, _, system, question, cue = body
        position = NEG_POSITIONS[k % len(NEG_POSITIONS)]
        label, key, value = values[k % len(values)]
        line = _render(position, label, key, value)
        s1, s2 = g.rng.sample(STABLE, 2)
        ask = _ask(body)
        if position == "head":
            text = f"{line}\n{system}\n\n{ask}"
        elif position == "system_tail":
            text = f"{system}\n{line}\n\n{ask}"
        elif position == "header_block":
            text = f"{s1[0]}: {s1[2]}\n{line}\n{s2[0]}: {s2[2]}\n\n{system}\n\n{ask}"
        elif position == "front_matter":
            text = f"---\n{s1[1]}: {s1[2]}\n{line}\n---\n{system}\n\n{ask}"
        elif position == "json_member":
            text = f'{{\n  "{s1[1]}": "{s1[2]}",\n  {line}\n  "{s2[1]}": "{s2[2]}"\n}}\n{system}\n\n{ask}'
        elif position == "xml_attr":
            text = f'<request {line} {s1[1]}="{s1[2]}">\n{system}\n</request>\n\n{ask}'
        elif position == "bracketed":
            text = f"{system}\n[ctx {s1[1]}={s1[2].replace(' ', '-')} {line}]\n\n{ask}"
        elif position == "md_bullet":
            text = f"# Context\n- **{s1[0]}:** {s1[2]}\n{line}\n\n{system}\n\n{ask}"
        elif position == "footer":
            text = f"{system}\n\nUser: {question}\n\n--\n{line}\n"
        else:
            text = f"{system}\n{line}\n\n{ask}"
        out.append(Draft(text, f"{SRC}neg:generated:{name}+{key}", ["hard_negative", "generated", position, key]))
    return out


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen33(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold33", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
