"""Build `prompt_normalizer/corpus/holdout47.jsonl`, a forty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout47.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout46.py` only the module docstrings were read (the
text from the top of each file to the end of its opening string, with a keyword search over them for
neighbours in this domain), to keep clear of the sources, scenarios and languages they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its
last 150 lines (`build`, `main` and the placement of its pasted negatives) for the structure of a
generator. (A listing of `tests/normalizer/`, a check that neither this file nor `holdout47.jsonl`
existed yet, and a grep of `pyproject.toml` for ruff's settings showed names and numbers only; the
lint is `ruff check` with the project's settings.) Another corpus was written at the same time about
automotive and aerospace manufacturing suppliers; nothing here comes from them.

The domain is the legal profession: law firms' matter management and time recording, courts and
tribunals, notaries and conveyancing, legal advice clinics and legal aid, patent and trademark
attorneys, in-house legal teams and e-discovery. The earlier docstrings name neighbours of it: legal
intake (make_holdout3) and legal-aid chatbots (make_holdout6), e-discovery review platforms,
privilege logs and court dockets (make_holdout5, dropped again by make_holdout13 and make_holdout20),
notarial certificates and journals (make_holdout7), patent docketing, prior-art searches and
bibliographic data with docket, application, priority and filing numbers as stable values
(make_holdout10), contract lifecycle management with clause playbooks, obligation trackers, renewal
windows, lease redlining, closing sets, contract ingest, outside-counsel e-billing and approval trails
(make_holdout12), conveyancing completion statements, requisitions on title, title searches and a
conveyancing matter session (make_holdout17), legal aid intake screeners, conflict checks, a means
calculator, an IVR line, mediation, jury summons, probate desks and family law self-help
(make_holdout20), legal operations with an NDA generator, a legal front door, legal hold reminders,
entity management and outside counsel guidelines (make_holdout22), a patent receipt (make_holdout23),
solicitors' letters among insurance papers (make_holdout25, make_holdout26), a tax preparer's
engagement letters (make_holdout33) and property purchase (make_holdout34). The scenarios here were
written around them: no review platform, privilege log or docket, no docketing system or prior-art
search, no CLM playbook, obligation tracker or e-billing review, no intake screener, conflict check or
means test, no requisitions on title or completion statement as the program's data, and no NDA
generator; e-discovery is seen from processing, analytics, collection, production QC and forensics,
IP from prosecution, clearance, watch services, renewals and deadlines, clinics from supervision,
duty desks, appeals and time limits, and in-house teams from redlines, privacy, sanctions, company
secretarial work and marketing review. The sources are:

* law firms' matter management and time recording: a time narrative polisher (timer session and
  its start), unbilled WIP "as of" a time with its snapshot id (the WIP rows stay), a pre-bill
  checker behind an HTTP request (`Date`, `X-Request-ID`), a client care letter dated today by the
  drafting tool with its job, a key dates checker (YAML front matter with a quoted `generated_at`
  and a ULID), an undertakings register in a ChatML system turn (stamp on its own line), a
  dictation transcription footer, a document management lookup (pretty JSON `lookup_id` and
  `requested_at`), a matter budget (markdown table rows with an ObjectId session), file closure
  through a Slack event (`event_id`, `event_time`), trainee supervision behind a Llama 3 system
  header (`Today Date` moves, `Cutting Knowledge Date` stays), an identity check run (id and start
  inside a sentence), a German Kanzlei's time recording (German "now" label and session), a
  precedent bank (`[ctx req=... ts=...]`), calendar time capture behind Go's `time.Now().String()`,
  a research desk's current weekday and time alone and a case law search behind gRPC metadata with
  an epoch in ns; and as hard negatives time entry CSVs, a pre-bill, an aged WIP report, a matter
  opening form that opens with `Date:`, an undertaking letter and a client's WhatsApp export with
  `[DD/MM/YYYY, HH:MM:SS]` prefixes;
* courts and tribunals: an e-filing helper (filer session JWT, `X-Request-Start` in us), a daily
  cause list fetched "at" a time with its fetch id, a tribunal claim helper ("Today is ..."), a
  remote hearing room (XML attributes, each followed by a stable one), a court fee calculator
  (single-line JSON `req` and `now_ms`), a bundle pagination run (`KEY=value` lines), a consent order
  dated today with its order job, a transcript order delivered as Standard Webhooks (id, timestamp
  and signature move; the order with its hearing date stays), an interpreter booking from a Teams
  activity, Spanish judicial notifications (Spanish "now" label), an Italian telematic deposit
  (Italian "now" label and session), a hand-down list checked "at" a time (embargo times stay), an
  appeals clerk's Windows clock, an online small claim with a `(sent ...)` stamp, a French civil
  procedure desk (French "now" label and request id), a costs budget check (Python logging and a
  KSUID run), Brazilian procedural deadlines (Portuguese "now" label at the head), a judgment page
  opened in a browser (JavaScript `toString()`), a bill of costs with a ctime footer and an
  arbitration timetable with `req_time=` and `req_id=` lines after the secretary's message; and as
  hard negatives a case management order, a notice of hearing, an e-filing receipt, a court fee
  payment confirmation, joining instructions for a video hearing, a hand-down cover sheet, an
  employment tribunal judgment, an e-filing error screen with its own `Reference ID` and `Time`, an
  e-filing API response that opens with `"id"` and `"timestamp"`, a court SMS, a Spanish
  notification receipt, an Italian PEC delivery receipt, a French act of service and a Dutch roll
  message;
* notaries and conveyancing: a remote online notarization (session and its opening, US medium time),
  a German notary's draft deed dated today with its job, apostille status "as of" a time with a
  lookup id, an SDLT calculator (pretty JSON), completion day funds polled "at" a time with a poll id
  (the receipts stay), a registration requisition helper behind `X-Amzn-Trace-Id`, a Catalan
  notary's appointment desk (Catalan "now" label and session), a Dutch notary (Dutch "now" label), a
  French notaire ("Nous sommes le ..." inside a paragraph), a source-of-funds desk token (JWT), a
  client portal (local time in BST and portal session), search results in a CloudEvent and a fee
  quote widget (CF-Ray and widget session); and as hard negatives a German deed extract, an SDLT
  certificate, an apostille, a rent review clause and a statutory declaration;
* legal advice clinics and legal aid: a university law clinic (markdown bullets with the adviser
  session and its opening), a housing possession duty desk (desk clock as a time alone, duty
  session), a welfare benefits appeal behind traceparent and tracestate, an immigration letter with
  the upload line under it, employment time limits ("Current date:"), a pro bono referral in a
  delivery envelope (the referral with its `created_at` and deadline stays), a Welsh advice line
  (Welsh "now" label at the head), a Polish migrant workers' clinic (Polish "now" label after the
  user's message) and an SMS reply relay (`Received:`, `Msg-Id:`); and as hard negatives an early
  conciliation certificate and a Home Office decision letter;
* patent and trademark attorneys: an office action workbench (session and request time), a
  clearance search run (id and time inside a sentence), an EPO communication question (Japanese
  "now" label), US trademark status retrieved "at" a time, renewal fees behind a Stripe Checkout
  session and `Idempotency-Key` (with a stable `Stripe-Version`), a trademark watch alert (XML
  attributes `delivery` and `received`), PCT national phase deadlines (Korean "now" label), claim
  amendments in a ChatML system turn (current date inline before `<|im_end|>`), a design filing
  (`key=value` pairs in an HTML comment), priority deadlines (Semantic Kernel's current-time
  sentence) and a German patent attorney's opposition deadline ("Heute ist ..."); and as hard
  negatives a final rejection, a Rule 71(3) communication, a trade mark registration certificate and
  an EUIPO notification of opposition;
* in-house legal and contract review: a Word add-in redline (add-in session, .NET round trip next
  to a stable tenant uuid), a DPA review with a logfmt tail (`ts=`, `req=`), counterparty sanctions
  screening (run id and time inside a sentence), a board resolution dated today with its drafting
  job, marketing claims through a signed Slack slash command, a contracts inbox polled "at" a time
  with its poll id (the e-mail's own `Date` stays), MSA questions behind `X-Cloud-Trace-Context`, a
  Swedish supplier agreement desk (Swedish "now" label), policy attestations behind B3 and NDA
  triage after a `get_current_time` tool result; and as hard negatives a limitation of liability
  clause, a sub-processor annex and an e-mail from the other side with its own `Date:` and
  `Message-ID:`;
* e-discovery: processing statistics (job id and "as of" time), a TAR training run (nested YAML), a
  production QC footer (job and GNU `date`), search term hits computed "at" a time, a chat
  collection "at" a time with its collection id, custodian interviews (Python `str()`), redaction QC
  behind `X-Request-Start` in ms and a correlation id, an ESI protocol plan with the current ISO
  week, a forensic review context (XML element with a KSUID session; the acquisition hashes stay)
  and review batch planning (Log4j); and as hard negatives a DAT load file, a chain of custody
  record, an imaging log, a processing exception report, a production cover letter and a vendor's
  hit report.

The hand-written negatives that are not pasted hold stable look-alikes in program positions (a
matter header with a rate card and prompt revision; a Llama 3 header with only its knowledge
cutoff; a case header with its next hearing; a template's approval and review dates in front
matter; a practising certificate year and admission date in XML attributes; an API version and time
zone in single-line JSON; a template revision in an HTML comment; client-since and retainer in a
markdown table; an app build, SRA number and dictation firmware date in `KEY=value` lines; a terms
revision in a footer; a notarial fee schedule's validity in a ChatML system turn) and values the
user asks about or types (Bates numbers, an e-filing portal JWT, a traceparent from logs, a
user-typed clock, relative times, few-shot deadlines, an unrendered `{{today}}` template, CPR service
arithmetic, PCT 30-month arithmetic, an error dialog's reference and time typed inside the user's
sentence, ISO weeks of a trial window, two MD5 values, a load file epoch, an EP number), and two
plain controls.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets from -04:00 to +02:00, RFC 1123, RFC
2822, ctime, GNU `date`, Apache `time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO
8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip and Semantic Kernel's long rendering,
JavaScript `toISOString()` and `toString()`, Windows general, US medium, Llama 3.1's `Today Date`,
English long dates (US and British), ISO dates, ISO week dates, ISO basic, compact `YYYYMMDDHHMMSS`,
day-first slashed and dotted date-times, ISO minutes with a zone, a time alone, a weekday alone,
epochs in s, ms, us and ns, and the current date and time written in German, Spanish, Italian,
French, Catalan, Dutch, Brazilian Portuguese, Welsh, Polish, Swedish, Japanese and Korean.
Identifiers: UUID v4 and v7, ULID (also lower case), KSUID, nanoid, ObjectId, traceparent and
tracestate, B3, X-Amzn-Trace-Id, X-Cloud-Trace-Context, CF-Ray, long hex, base62 and base64url
tokens, JWTs, a Slack event id, a Teams activity id, Discord-style snowflakes, a Twilio-style `SM`
sid, Standard Webhooks ids and signatures, a Slack request signature, a CloudEvents id, a Stripe
Checkout session and idempotency key, a nonce and vendor-prefixed ids (`wip_`, `drf-`, `lk_`, `chk_`,
`zs-`, `tj_`, `fx_`, `od-`, `msg_`, `rq-`, `ron_`, `ej-`, `lk-`, `sc_`, `pl_`, `ps_`, `ws_`, `dd-`,
`up_`, `dlv_`, `wb_`, `ts_`, `rj_`, `poll-`, `scr_`, `pj_`, `qc-`, `col_`, `q_`). Positions: header
blocks (`Label: value`, HTTP request headers, webhook headers, gRPC metadata), head and tail of the
prompt, the tail of a system prompt (also a ChatML system turn with the stamp on its own line or
inline before `<|im_end|>`, and a Llama 3 system header), YAML front matter and nested YAML,
pretty-printed JSON members (also in a Slack event, a Teams activity, a CloudEvent and a delivery
envelope), single-line JSON members, XML attributes and elements, `key=value` pairs (a bracketed
context line, an upload line, a logfmt line, an HTML comment), `KEY=value` lines, markdown table rows
and bullets, HTML comments, templated sentences (alone on a line and inside a paragraph), a tool
result line, phrases with their preposition ("at ...", "as of ..."), parenthesised snapshot, fetch,
lookup, poll and collection ids, ids inside sentences, a `(sent ...)` stamp, footers after a `--`
line, metadata lines after the last user message, and program lines right above or below pasted,
fetched or uploaded material.

Prompts are in English (British and US settings) and in German, Spanish,
Italian, French, Catalan, Dutch, Brazilian Portuguese, Welsh, Polish, Swedish, Japanese and Korean,
with pasted material in German, Spanish, Italian, French and Dutch asked about in its language, and
requests for an answer in Spanish, French, German, Italian or English appended to some blocks.
Prompts in those languages end with the user's message or with the metadata after it.

What it is: 301 prompts. 140 carry volatile fields (201 spans): 90 hand-written positives (147
spans; 55 with two fields and one with three) and 50 generated ones (54 spans; 4 with two fields).
161 carry none: 27 hand-written negatives that are not pasted (25 hard negatives, listed above, and
two plain controls), 120 hard negatives built from 40 pasted blocks, each placed three times, at
placements k, k+4 and k+8 of twelve arrangements (question after the block, before it, a one-line
introduction that runs on into the block's first line with the question below, question typed
under the block with no blank line, quoted with "> " below an introduction, in a code fence under
the question, in an earlier user turn of a chat, in a user turn under a system prompt, a question
before and a follow-up after, under a "Forwarded message" line below the question, with a request
for an answer in another language appended, and in a ChatML user turn), and 14 generated hard
negatives. The generated positive family puts one field, or two (four cases: a header block, a
footer, two XML attributes and two pairs of a bracketed context line), at one of twelve positions (head, system tail,
header block with stable neighbours, after the last user message, footer after `--`, YAML front
matter, pretty JSON member never last in its object, XML attribute followed by stable attributes,
`key=value` in a bracketed context line followed by stable pairs, parenthesised value on the user's
message, HTML comment and markdown bullet between stable bullets) of 16 bodies (11 English, 5 in
German, Spanish, French, Dutch and Italian, which end with the user's message or the metadata after
it), drawn from 34 formats and labels (33 used) or, in 5 cases, the current date and time labelled
and written in the body's language. The generated negative family puts one stable look-alike (API
version, knowledge cutoff, prompt revision, matter number, client-since date, rate card effective
date, time zone, firm tenant uuid, SRA number, court, trade mark number, patent number, practising
year, template version) at the same positions of the same bodies. The output is deterministic
(seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout46.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, "today" written into an artefact, bracketed and inline spans, ASCII cue lines,
localized "now" labels). Clarifications made here:

* Legal records are content: matter, client, claim, case, application, registration, envelope,
  transaction, deed, UTRN, apostille and Bates numbers; orders and their directions, hearing dates
  and times, trial windows, filing receipts with their submitted and accepted times, fee payments,
  time entries, WIP, pre-bill and budget figures, office action mailing dates and reply periods,
  EPO and EUIPO communication dates, renewal and opposition deadlines, undertakings and their dates,
  notification and PEC receipts, load file dates, hit counts, chain of custody times, acquisition
  times and hashes, and the dates inside instructions stay, also next to a program's stamp and also
  when the program fetched them for this request; only the stamp ("Unbilled WIP ... as of <time>
  (snapshot <id>) for this request:", "Client account receipts polled at <time> (poll <id>) for this
  request:") and the ids minted for the snapshot, fetch, lookup, poll or collection move.
* Per-login and per-conversation values move like rule 1's conversation ids: a timer, adviser,
  duty, workbench, add-in, review, RON, portal, widget or desk session, a filer or desk JWT, a
  checkout session, and a session's opening time. Firms, offices, matters, clients, fee earners,
  courts, hearing rooms, payment accounts, tenants, commissions and practising certificates stay.
* Runs, jobs and checks move with their start or finish: an identity check run, a clearance search
  run, a sanctions screening run, a processing job with its "as of" time, a TAR training run, a
  bundle pagination run, a costs budget check run, a QC job and a transcription job. A letter,
  order, deed draft or resolution date that the drafting tool fills in as today moves with its job
  id.
* Envelope vs payload: a Slack event's `event_id` and `event_time`, a Teams activity's `id` and
  `timestamp`, a CloudEvent's `id` and `time`, a delivery envelope's `delivery_id` and
  `delivered_at`, Standard Webhooks headers and a watch alert's `delivery` and `received` attributes
  move; the message text, the transcript order with its hearing date, the search results with their
  return dates, the referral with its `created_at` and deadline and the conflicting mark's filing and
  publication dates stay. The same kind of response pasted to ask about it is content.
* Clocks read for this request are the current time in any form: a duty desk clock (a time alone),
  a clerk's workstation, a remote hearing join time, a calendar capture's context build time, a
  `get_current_time` tool result, a research desk's weekday and time. Times a user types ("It's 16:42
  here in London"), deadlines, hearing times and embargo times stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Identity check run <id> started at <time> on provider node eu-2." leaves "Identity check run
  started on provider node eu-2."; "Hand-down list checked at <time> against the court's published
  list:" leaves "Hand-down list checked against the court's published list:"); a parenthesised id is
  cut with its parentheses; XML attributes and `key=value` pairs are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row or bullet, an HTML
  comment holding one field, an XML element, a YAML member, a `KEY=value` line, a tool result line
  and a stamp on its own line in a ChatML turn are whole-line spans; a field followed by
  `<|im_end|>` on its line is an inline span; footers hold one field per line; a `(sent ...)` stamp
  is cut from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it.
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
    DAYS_LONG,
    EDT,
    EST,
    JST,
    MONTHS,
    MONTHS_LONG,
    UTC,
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

SEED = 20270347
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout47.jsonl"
SRC = "holdout47:"

BST = timezone(timedelta(hours=1), "BST")
GMT = timezone(timedelta(0), "GMT")
KST = timezone(timedelta(hours=9), "KST")
AEST = timezone(timedelta(hours=10), "AEST")

DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia",
             "września", "października", "listopada", "grudnia"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september",
             "oktober", "november", "december"]
CY_DAYS = ["Dydd Llun", "Dydd Mawrth", "Dydd Mercher", "Dydd Iau", "Dydd Gwener", "Dydd Sadwrn", "Dydd Sul"]
CY_MONTHS = ["Ionawr", "Chwefror", "Mawrth", "Ebrill", "Mai", "Mehefin", "Gorffennaf", "Awst", "Medi",
             "Hydref", "Tachwedd", "Rhagfyr"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]


# --- value formats not in make_holdout --------------------------------------------------------------

def uk_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def uk_date(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour} h {t:%M}"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_now(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def nl_now(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} uur"


def pl_now(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS[t.month - 1]} {t.year} r., godz. {t:%H:%M}"


def sv_now(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def cy_now(t: datetime) -> str:
    return f"{CY_DAYS[t.weekday()]} {t.day} {CY_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def pt_now(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


def ko_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}시 {t.minute}분"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


class Gen47(Gen):
    """make_holdout's Gen with the moments and ids this corpus needs."""

    def moment_uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def moment_eu(self) -> datetime:
        t = self.moment()
        return t.astimezone(CEST if 4 <= t.month <= 10 else CET)

    def moment_us(self) -> datetime:
        t = self.moment()
        return t.astimezone(EDT if 4 <= t.month <= 10 else EST)

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def lower_ulid(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def pre(self, prefix: str, n: int = 12) -> str:
        return prefix + self.b62(n)


POS: list[Callable[[Gen47], Draft]] = []


def pos(fn: Callable[[Gen47], Draft]) -> Callable[[Gen47], Draft]:
    POS.append(fn)
    return fn


def P(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- law firms: matter management and time recording -----------------------------------------------

@pos
def _time_entry_narrative(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:time-entry-narrative", ["header_block", "nanoid", "rfc3339", "time_recording"], f"""Timekeeper: KHT (Associate, Band 3)
Matter: 104522-0007 Harcourt Foods Ltd / Supply dispute
Task code: L120 Analysis/Strategy
{v('session_id', 'Timer session: ' + g.nanoid())}
{v('datetime', 'Timer started: ' + rfc3339(t))}

You turn fee earners' rough notes into billable time narratives. One sentence per task, past tense,
no internal abbreviations, never mention the fee earner's name. Keep units in 6-minute increments.

Notes: rvw K's email re Q3 shortfall + call w/ client (JM) re without prejudice offer, then drafted
note to file. ~1.2h total, call was 0.4
Narrative:""")


@pos
def _wip_snapshot(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:wip-review", ["inline_phrase", "fetched_rows_stay", "paren_id"], f"""You help partners review unbilled work in progress before month-end billing. Flag entries that look
block-billed, vague or over the agreed cap, and suggest write-downs in hours.

Unbilled WIP for matter 20931-002 (Pellow v Arkwright Homes) {v('datetime', 'as of ' + iso_space(t) + ' ' + t.tzname())} {v('snapshot_id', '(snapshot wip_' + g.b62(10) + ')')} for this request:
Date        Fee earner  Hours  Value      Narrative
2026-02-02  SPA         3.4    GBP 1,632  Work on matter
2026-02-03  TRN1        6.0    GBP 1,260  Research; drafting; call; emails; review
2026-02-05  SPA         0.3    GBP 144    Call with counsel's clerk re availability for CMC
2026-02-09  TRN1        1.1    GBP 231    Prepare draft list of issues for CMC

Agreed cap for this stage: GBP 6,000 plus VAT.

Partner: Which of these would you write down before the bill goes out?
Assistant:""")


@pos
def _prebill_addin(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:prebill-addin-http", ["head", "http_headers", "request_id", "http_date"], f"""POST /prebill/assist HTTP/1.1
Host: billing-ai.ashgrove-law.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Content-Type: text/plain; charset=utf-8

You read pre-bills for Ashgrove Sinclair LLP and check them against the client's billing terms. List
each problem with the line number and the term it breaks.

Billing terms (Northfleet Insurance panel, rev. 4): no charge for internal conferences; travel billed at
50 %; trainees capped at 2 hours per task; photocopying not chargeable.

Pre-bill lines:
1. 12/02/2026 RDS 0.5 Internal meeting with KLT re strategy
2. 13/02/2026 TRN2 3.5 Research limitation periods for subrogated claims
3. 16/02/2026 KLT 2.0 Travel to Leeds for site inspection (billed at full rate)
4. 16/02/2026 KLT 1.5 Site inspection with loss adjuster

Problems:""")


@pos
def _client_care_letter(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:client-care-letter", ["today_in_artefact", "job_id", "header_block"], f"""You draft client care letters for Merriott & Shaw Solicitors in plain English. Use the letter date
given below, the fee estimate and the complaints wording from the template, and do not promise an
outcome.

{v('date', 'Letter date (today, filled in by DraftDesk): ' + uk_date(t))}
{v('job_id', 'Draft job: drf-' + g.hex(12))}
Template: CCL-Employment v7 (approved 2025-11-03)

Instructions from the fee earner:
Client: Ms Priya Nandakumar. Matter: settlement agreement with her employer, Corvane Logistics plc.
Employer contributes GBP 500 plus VAT to our fees. Our fixed fee is GBP 750 plus VAT; anything over the
employer's contribution is payable by the client. Supervising partner: Helen Shaw.

Letter:""")


@pos
def _key_dates_front_matter(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:key-dates-diary", ["yaml_front_matter", "rfc3339", "ulid", "dates_in_content_stay"], f"""---
tool: keydates-assistant
practice_group: commercial-litigation
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('request_id', 'request_id: ' + g.ulid(t))}
diary_policy: two-reminders
---
You check the limitation and procedural dates a fee earner has diarised and point out any that look
wrong under the Civil Procedure Rules. Say which rule you rely on.

Diary entries for 88102-001 (Tollbridge Marine v Westerly Coatings):
- Cause of action (defective coating applied): 14 May 2021
- Limitation (contract, 6 years): 14 May 2027
- Claim form issued: 3 February 2026
- Last day to serve claim form: 3 June 2026
- Particulars of claim due: 17 June 2026

Question: Are these right?
Answer:""")


@pos
def _undertakings_chatml(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:undertakings-register-chatml", ["chatml", "stamp_own_line", "uk_slash"], f"""<|im_start|>system
You answer questions about Rowntree Gale's undertakings register. An undertaking is open until the
register shows a discharge date. Never tell anyone an undertaking is discharged unless the register says so.
{v('datetime', 'Current time: ' + uk_slash(t) + ' ' + t.tzname())}
<|im_end|>
<|im_start|>user
Register extract:
UT-2026-0114  Given to: Barclay Hythe LLP  Re: discharge of Halifax charge, 12 Orchard Rise  Given: 27/02/2026  Discharged: -
UT-2026-0098  Given to: HMRC  Re: payment of SDLT within 14 days  Given: 20/02/2026  Discharged: 05/03/2026

Is the Orchard Rise undertaking still open, and who is responsible for chasing it?<|im_end|>
<|im_start|>assistant
""")


@pos
def _dictation_footer(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:dictation-transcription-footer", ["footer", "job_id", "iso_space"], f"""Tidy this dictated attendance note into a proper file note: headings for Attendance, Advice and Next
steps, full sentences, and keep every figure exactly as dictated.

Dictation: attendance on Mr Okafor by phone twenty minutes, he says the landlord served the section
eight notice on the fourth of March, arrears now two thousand four hundred and ten pounds, advised him
about the hearing and that we need his rent statements, next step write to landlord's agents comma
ask for a rent account comma diary fourteen days.

--
{v('job_id', 'Transcription job: tj_' + g.b62(14))}
{v('datetime', 'Transcribed: ' + iso_space(t) + ' UTC')}
""")


@pos
def _dms_lookup_json(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:dms-workspace-lookup", ["json_block", "request_id", "rfc3339", "stable_neighbours"], f"""{{
  "tool": "dms-lookup",
  "library": "LONDON01",
  {v('request_id', '"lookup_id": "lk_' + g.b62(16) + '",')}
  {v('datetime', '"requested_at": "' + rfc3339(t, 3) + '",')}
  "workspace": "57714-0003 Halden Energy / JV Agreement"
}}
Documents found in the workspace:
#4417812 v6  Joint Venture Agreement (execution version)   last edited 2026-01-29 by MFO
#4417990 v2  Disclosure Letter                               last edited 2026-01-28 by SPA
#4418003 v1  Board minutes approving JV                      last edited 2026-01-30 by TRN3

You help lawyers find documents in the firm's document management system. Answer with document
numbers and versions.

User: Which version of the JVA was signed, and is there a later one I should worry about?
Assistant:""")


@pos
def _matter_budget_table(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:matter-budget-table", ["md_table", "objectid", "iso_minutes", "stable_neighbours"], f"""You compare a matter's budget with its recorded time and say which phase is at risk of going over.

| Field          | Value                                  |
|----------------|----------------------------------------|
| Matter         | 31007-014 Quayside Estates / Lease renewals |
| Budget basis   | Phased fixed fee, agreed 2025-12-08     |
{v('session_id', '| Session        | ' + g.objectid(t) + '               |')}
{v('datetime', '| Opened         | ' + iso_space(t)[:16] + ' UTC                   |')}

Phase                Budget (GBP)   Recorded (GBP)
Heads of terms       3,500          3,180
Lease drafting       9,000          8,720
Negotiation          6,000          1,450
Completion           1,500          0

User: Where are we going to overrun?
Assistant:""")


@pos
def _file_closure_slack(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:file-closure-slack-event", ["json_block", "slack_event", "envelope_vs_payload"], f"""You help the records team close matter files. Check the request against the closure checklist and
reply in the thread with what is missing.

Closure checklist: final bill paid; client account balance nil; original documents returned or
stored; undertakings discharged; retention period set (6 years from closure, 15 for wills and deeds).

{{
  "type": "event_callback",
  "team_id": "T04KJ8Q2L",
  {v('request_id', '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "message",
    "channel": "C02RECORDS",
    "user": "U07LMK21",
    "text": "Please close 64120-002 (Dunmore probate). Final bill paid 2026-01-12, client account nil, will original sent to the strongroom on 2026-01-20."
  }}
}}
Reply:""")


@pos
def _trainee_llama3(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:trainee-supervision-llama3", ["llama3_header", "today_date", "knowledge_cutoff_stays"], f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2024
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are the supervision assistant for trainee solicitors at Penhallow Reid. Explain procedure simply,
point to the rule, and remind the trainee to check with their supervisor before anything goes out.<|eot_id|><|start_header_id|>user<|end_header_id|>

My supervisor asked me to serve a witness summons. Do I need the court's permission, and how many
days before the hearing does it have to be served?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""")


@pos
def _kyc_check_run(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:client-onboarding-id-check", ["inline_sentence", "run_id", "at_time"], f"""You help the compliance team at Farrant Cole decide whether new-client due diligence is complete under
the firm's AML policy. Say which documents are still missing and whether enhanced due diligence applies.

Identity check run {v('run_id', 'chk_' + g.b62(14))} started {v('datetime', 'at ' + rfc3339(t))} on provider node eu-2.
Results: name match 98 %, date of birth match, address match (electoral roll since 2014), PEP
screening: no match, sanctions screening: no match, adverse media: 1 article (2019, local newspaper,
planning dispute).

Client: Mr Daniel Osei-Bonsu, purchasing 4 Larch Close for GBP 640,000 with a gift of GBP 200,000 from
his father.

Compliance officer: Is CDD complete, or do we need more on the gift?
Assistant:""")


@pos
def _kanzlei_zeiterfassung(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("firm:kanzlei-time-recording-de", ["header_block", "localized_now", "session_id", "non_english"], f"""Kanzlei Brenner Vogt Partnerschaft mbB – Zeiterfassungsassistent
{v('datetime', 'Aktuelle Zeit: ' + de_now(t))}
{v('session_id', 'Sitzung: zs-' + g.hex(16))}
Abrechnungsmodell: Stundenhonorar (Vergütungsvereinbarung), Takt 15 Minuten

Du formulierst aus Stichworten der Anwältinnen und Anwälte abrechenbare Leistungsbeschreibungen.
Ein Satz pro Tätigkeit, keine internen Kürzel, Zeitangaben auf den Takt gerundet.

Stichworte: Akte 2026/0188 (Lindner ./. Falkenhof GmbH) – Tel. Mandant wg. Vergleichsangebot 20 min,
Entwurf Schriftsatz Erwiderung 1,5 h, Durchsicht Anlagen K1–K9 40 min""")


@pos
def _precedent_bank(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:precedent-bank-search", ["kv_bracket", "request_id", "epoch_ms", "stable_neighbours"], f"""[ctx {v('request_id', 'req=' + g.hex(20))} {v('epoch', 'ts=' + str(epoch_ms(t)))} practice=real-estate library=precedents-uk]
You search Halloran Birch's precedent bank and recommend the best starting precedent. Give its code,
its last review date as shown, and what the drafter will have to change.

Precedents matching "licence to assign":
RE-LTA-01 Licence to assign (landlord-friendly)      reviewed 2025-09-14
RE-LTA-02 Licence to assign with AGA                   reviewed 2025-09-14
RE-LTA-05 Licence to assign (short form, residential)  reviewed 2024-03-02

User: Commercial lease, tenant assigning to a group company, landlord wants an AGA. Which one?
Assistant:""")


@pos
def _calendar_sync_go(g: Gen47) -> Draft:
    t = g.moment_uk()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P("firm:calendar-time-capture-go", ["head", "go_time_string", "time_recording"], f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You suggest time entries from a fee earner's calendar. Only suggest entries for events that name a
matter number; put everything else under "Non-chargeable".

Calendar (yesterday):
09:00-09:30  Team meeting (litigation)
10:00-11:15  Call with client re 77120-003 disclosure
11:30-12:00  CPD webinar: costs budgeting
14:00-16:30  Draft witness statement 77120-003 (T. Marsh)
16:45-17:00  Call with counsel's clerk re 80214-001 trial dates

Suggested entries:""")


# --- courts and tribunals ----------------------------------------------------------------------------

@pos
def _efiling_session(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:efiling-assistant-session", ["header_block", "jwt", "epoch_us", "stable_neighbours"], f"""E-filing assistant (County Court, money claims)
Filer: Gresham Pryce LLP (account PBA0082213)
{v('token', 'Filer session: ' + g.jwt(t, 'pba0082213'))}
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}

Help the filer prepare a filing. Check the document type, the fee, and whether a certificate of
service or a statement of truth is needed. Do not file anything yourself.

Filer: I want to file an application to set aside default judgment in claim K3QZ41F8, with a witness
statement and a draft order. What fee applies and what else do I need?
Assistant:""")


@pos
def _cause_list_fetch(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("court:cause-list-fetched", ["fetched_rows_stay", "inline_phrase", "paren_id"], f"""You help counsel's clerks plan the day. Tell the clerk which of chambers' members are in court where
and whether any listings clash.

Daily cause list fetched from the listing service {v('datetime', 'at ' + f'{t:%H:%M:%S} {t.tzname()}')} {v('fetch_id', '(fetch fx_' + g.b62(10) + ')')} for this request:
Court 12  Before HHJ Ambrose   10:00  BR-2026-000418  Kestrel Foods Ltd v Marwick      CMC (1 hr)
Court 12  Before HHJ Ambrose   14:00  BR-2026-000377  Re Stanhope Court Management    Application
Court 3   Before DDJ Lowe      10:30  K7BR2219        Anand v Cresswell Motors Ltd     Small claims hearing
Court 3   Before DDJ Lowe      12:00  J4QZ1180        Pike v Allsop                    Disposal

Counsel listed: Ms Farah Iqbal (Kestrel Foods, Anand); Mr Tom Reece (Re Stanhope).

Clerk: Can Farah do both of hers?
Assistant:""")


@pos
def _et1_helper(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("court:tribunal-claim-helper", ["system_tail", "today_sentence", "long_date"], f"""You help people fill in an employment tribunal claim form. Explain each section in plain words, say
what evidence they will need, and remind them that early conciliation must come first.
{v('date', 'Today is ' + uk_long(t) + '.')}

User: I was dismissed on 9 January and I've got my ACAS certificate dated 20 February. Am I still in
time to claim unfair dismissal, and what goes in section 8?
Assistant:""")


@pos
def _remote_hearing_xml(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:remote-hearing-room-xml", ["xml_attr", "session_id", "rfc3339", "stable_following"], f"""<hearing_room id="CVP-HR-0412" {v('session_id', 'session="' + g.uuid4() + '"')} {v('datetime', 'joined="' + rfc3339(t) + '"')} platform="cvp" role="advocate"/>
You help advocates with technical and procedural questions during remote hearings. Keep answers
short; the advocate is waiting to be admitted.

Advocate: The usher says I'm in the waiting room but the judge can't hear me. What should I check
first, and can I ask for the hearing to be put back?
Assistant:""")


@pos
def _fee_calc_json(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:fee-calculator-json", ["json_inline", "request_id", "epoch_ms", "head"], f"""{{"tool":"court-fee-calc",{v('request_id', '"req":"' + g.uuid7(t) + '",')}{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"fees_order":"2021 as amended","jurisdiction":"EW"}}
You work out court fees from the current fees order. Show the band and the fee; if the claim is for an
unspecified amount, say so.

Claim: debt of GBP 8,450.00 plus contractual interest of GBP 612.18, issued online.
Fee:""")


@pos
def _bundle_run_env(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:bundle-pagination-env", ["key_value_lines", "run_id", "rfc3339", "stable_neighbours"], f"""BUNDLE_TOOL=paginate-pro 3.2.0
{v('run_id', 'BUNDLE_RUN_ID=' + g.ulid(t))}
{v('datetime', 'RUN_STARTED=' + rfc3339(t))}
PRACTICE_DIRECTION=PD 57AC

You check hearing bundles against the court's bundle guidance before they are lodged. List problems
by tab and page.

Index (as generated):
Tab 1  Claim form and particulars          pp 1-14
Tab 2  Defence                             pp 15-29
Tab 3  Orders                              pp 30-31
Tab 4  Witness statement of J. Farrell      pp 32-61 (exhibits unpaginated)
Tab 5  Expert report (Dr A. Kaur)           pp 62-118

Problems:""")


@pos
def _consent_order_draft(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("court:consent-order-dated-today", ["today_in_artefact", "job_id", "header_block"], f"""You draft consent orders from the parties' agreed terms, in the court's usual form, with the
recitals first and numbered paragraphs after.

{v('date', 'Order date (today, set by OrderDraft): ' + uk_date(t))}
{v('job_id', 'Order job: od-' + g.hex(10))}
Court: County Court at Bristol
Claim no: L00BS482

Agreed terms: the claimant's claim is stayed on the terms of the schedule; the defendant pays GBP
12,500 by 4pm on 30 April 2026; no order as to costs; liberty to apply to enforce.

Order:""")


@pos
def _transcript_webhook(g: Gen47) -> Draft:
    t = g.moment()
    mid = "msg_" + g.b62(20)
    return P("court:transcript-order-webhook", ["webhook_headers", "standard_webhooks", "envelope_vs_payload"], f"""{v('request_id', 'webhook-id: ' + mid)}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}
content-type: application/json

{{"type":"transcript.ready","order":"TR-55120","case":"CO/1182/2026","hearing_date":"2026-03-03","court":"Administrative Court","pages":46,"approved_by_judge":false}}

You tell solicitors when a transcript they ordered is ready and what happens next. The transcript may
only be shared once the judge has approved it.

Reply to the solicitor:""")


@pos
def _interpreter_teams(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:interpreter-booking-teams", ["json_block", "teams_activity", "envelope_vs_payload"], f"""You book court interpreters from requests that listing officers send in Teams. Confirm the language,
date, time and hearing length, and ask for anything missing.

{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  "channelId": "msteams",
  "from": {{ "name": "Listing Office - Cardiff" }},
  "text": "Need a Tigrinya interpreter for the hearing in SC-2026-0093 on 14 May at 10am, time estimate half a day."
}}

Booking reply:""")


@pos
def _lexnet_es(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("court:judicial-notifications-es", ["system_tail", "localized_now", "non_english"], f"""Eres el asistente de notificaciones judiciales del despacho Garrido & Ortiz Abogados. Explica al
abogado qué plazo abre cada notificación y cuándo vence, en días hábiles, recordando que agosto es
inhábil salvo para actuaciones urgentes.
{v('datetime', 'Fecha y hora actual: ' + es_now(t))}

Notificación recibida: Diligencia de ordenación del Juzgado de Primera Instancia n.º 4 de Valencia,
procedimiento ordinario 1184/2025, por la que se da traslado del recurso de reposición interpuesto por
la parte demandada, para impugnación en el plazo de cinco días.

¿Hasta qué día tengo para impugnar si la notificación se entendió practicada el 10 de marzo?""")


@pos
def _pct_deposit_it(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("court:telematic-deposit-it", ["header_block", "localized_now", "session_id", "non_english"], f"""Studio Legale Ferraris Benedetti – assistente depositi telematici
{v('datetime', 'Ora attuale: ' + it_now(t))}
{v('session_id', 'Sessione: ' + g.nanoid())}
Ufficio: Tribunale di Torino, sezione lavoro

Controlli che la busta telematica sia completa prima del deposito: atto principale in PDF nativo,
allegati firmati, nota di iscrizione a ruolo se serve, contributo unificato.

Devo depositare una memoria difensiva ex art. 416 c.p.c. nella causa R.G. 3312/2025, udienza fissata
al 22 aprile. Entro quando va depositata e cosa manca nella busta se ho solo la memoria e sei documenti?""")


@pos
def _handdown_checker(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("court:handdown-embargo-check", ["inline_phrase", "at_time", "content_times_stay"], f"""You help a firm's knowledge team decide whether a judgment can be discussed in a client alert yet.
Judgments circulated in draft are embargoed until hand-down; the embargo covers the result as well as
the reasoning.

Hand-down list checked {v('datetime', 'at ' + f'{t:%H:%M} on {t.day} {MONTHS_LONG[t.month - 1]}')} against the court's published list:
[2026] EWHC 611 (Comm)  Varden Shipping v Orlov Grain    to be handed down 10:00, 19 March 2026
[2026] EWCA Civ 288     Re Halberd Pension Scheme          to be handed down 10:30, 20 March 2026

Draft alert: "Court of Appeal rules for trustees in Halberd pension dispute" (we acted for the
trustees and received the draft judgment on 13 March).

Knowledge lawyer: Can this alert go out on our website now?
Assistant:""")


@pos
def _appeal_clerk_windows(g: Gen47) -> Draft:
    t = g.moment_us()
    return P("court:appeals-clerk-windows-clock", ["header_block", "windows_datetime", "stable_neighbours"], f"""Clerk's Office Assistant - Court of Appeals, Fourth District
Workstation: COA4-CLK-07
{v('datetime', 'System time: ' + windows_general(t))}
Rules set: State Rules of Appellate Procedure (2025 ed.)

You help deputy clerks answer questions from filers. Quote the rule number; never give legal advice.

Caller: I got the trial court's final judgment entered on March 2. My notice of appeal, is it due 30
days from entry or from when I got it in the mail?
Clerk assistant:""")


@pos
def _small_claims_sent(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("court:online-small-claim-sent-stamp", ["paren_stamp", "last_user", "uk_slash"], f"""You help people who are bringing a small claim without a lawyer. Explain the steps, the fees and the
timetable, and suggest trying mediation first.

User: The builder never finished my bathroom and won't answer. I paid GBP 3,200 up front. Can I claim
the lot back, and what will it cost me to start? {v('datetime', '(sent ' + uk_slash(t) + ')')}
Assistant:""")


@pos
def _rpva_fr(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("court:electronic-communication-fr", ["head", "localized_now", "request_id", "non_english"], f"""{v('datetime', 'Date et heure : ' + fr_now(t))}
{v('request_id', 'Requête : rq-' + g.hex(12))}
Cabinet Lemaire Baptiste – assistant procédure civile

Tu aides les avocats du cabinet à calculer les délais de procédure devant le tribunal judiciaire et
la cour d'appel. Cite l'article du code de procédure civile.

Le jugement du tribunal judiciaire de Lyon m'a été signifié par commissaire de justice le 6 mars.
Quel est le délai pour interjeter appel et jusqu'à quel jour exactement ?""")


@pos
def _cost_budget_lodge(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:costs-budget-precedent-h", ["system_tail", "python_logging", "run_id"], f"""You check Precedent H costs budgets before they are filed, looking for arithmetic errors, missing
assumptions and phases that are out of line with each other.
{v('datetime', 'Received-At: ' + py_logging(t))}
{v('run_id', 'Check-Run: ' + g.ksuid(t))}

Budget summary (claimant), claim value GBP 480,000:
Pre-action      incurred 18,400   estimated 0
Issue/plead     incurred 9,100    estimated 2,500
CMC             incurred 0        estimated 6,800
Disclosure      incurred 0        estimated 41,000
Witness stmts   incurred 0        estimated 22,500
Experts         incurred 0        estimated 58,000
Trial           incurred 0        estimated 96,000
Total                             estimated 226,800

Findings:""")


# --- notaries and conveyancing -----------------------------------------------------------------------

@pos
def _ron_session(g: Gen47) -> Draft:
    t = g.moment_us()
    return P("notary:remote-online-notarization", ["header_block", "session_id", "us_medium", "stable_neighbours"], f"""RON Platform: SealPoint (commission state: VA)
Notary: Angela R. Whitcomb, Reg. No. 7741029 (commission expires 05/31/2028)
{v('session_id', 'RON session: ron_' + g.b62(18))}
{v('datetime', 'Session opened: ' + us_medium(t) + ' ' + t.tzname())}

You assist the notary during a remote online notarization. Remind the notary of the steps the state
requires and what must go in the electronic journal. Do not give legal advice to the signer.

Notary: The signer passed KBA but her driver's licence expired last month. Can I still proceed with the
deed of trust?
Assistant:""")


@pos
def _notar_entwurf(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("notary:deed-draft-dated-today-de", ["today_in_artefact", "job_id", "localized", "non_english"], f"""Notariat Dr. Helga Strobl, Regensburg – Entwurfsassistent für Kaufverträge

{v('date', f'Entwurf erstellt (heute): {t:%d.%m.%Y}')}
{v('job_id', 'Entwurfs-Job: ej-' + g.hex(10))}
Vorlage: Kaufvertrag Eigentumswohnung, Fassung 2025-10

Du erstellst aus den Angaben der Beteiligten einen ersten Entwurf. Platzhalter für fehlende Angaben in
eckigen Klammern, keine eigenen Annahmen zu Kaufpreis oder Fälligkeit.

Angaben: Verkäufer Josef und Maria Huber, Käuferin Anna Lechner. Wohnung Nr. 7 im Haus Kumpfmühler
Straße 18, Grundbuch von Regensburg Blatt 14412. Kaufpreis 385.000 EUR, davon 6.500 EUR für die
Einbauküche. Besitzübergang am 1. Juli 2026. Auflassungsvormerkung soll eingetragen werden.""")


@pos
def _apostille_status(g: Gen47) -> Draft:
    t = g.moment()
    return P("notary:apostille-status-fetch", ["inline_phrase", "paren_id", "fetched_rows_stay"], f"""You tell clients of Lindqvist Notaries where their legalisation requests are. Be exact about dates and
do not promise a return date the status does not show.

Status {v('datetime', 'as of ' + rfc3339(t))} {v('lookup_id', '(lookup lk-' + g.hex(10) + ')')} from the legalisation tracker:
LEG-2026-0331  Power of attorney (Spain)        notarised 2026-03-02  sent to FCDO 2026-03-03  apostille issued 2026-03-09  couriered 2026-03-10
LEG-2026-0347  Certificate of incorporation (UAE)  notarised 2026-03-05  sent to FCDO 2026-03-06  awaiting apostille; embassy stage to follow

Client: We need the UAE one in Dubai by the 27th. Is that going to happen?
Assistant:""")


@pos
def _sdlt_calc_json(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("conveyancing:sdlt-calculator-json", ["json_block", "request_id", "rfc3339", "not_last_member"], f"""{{
  "calculator": "sdlt-residential",
  "rates_table": "2025-04-01",
  {v('request_id', '"calc_id": "sc_' + g.b62(14) + '",')}
  {v('datetime', '"computed_at": "' + rfc3339(t) + '",')}
  "jurisdiction": "England"
}}
You explain stamp duty land tax calculations to buyers in plain English. Show each band.

Buyer: We're buying a flat for GBP 425,000 as our first home, completing on 29 May 2026. One of us
owned a house ten years ago. Do we get first-time buyer relief?
Answer:""")


@pos
def _completion_funds_poll(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("conveyancing:completion-day-funds", ["inline_phrase", "paren_id", "fetched_rows_stay"], f"""You help the completions team on completion day. Match incoming funds to the completion statements and
say which files can complete.

Client account receipts polled {v('datetime', 'at ' + f'{t:%H:%M} {t.tzname()}')} {v('poll_id', '(poll pl_' + g.b62(10) + ')')} for this request:
09:12  CHAPS  GBP 312,450.00  from NATWEST / HALLS MORTGAGE  ref 61104-CR COMPLETION
10:47  FPS    GBP 18,006.40   from MR K AHMED                ref 61104 BALANCE
11:02  CHAPS  GBP 240,000.00  from SANTANDER UK              ref 61190 ADVANCE

Completion statements: 61104 needs GBP 330,456.40; 61190 needs GBP 261,380.00 (buyer's balance of GBP
21,380.00 not yet received).

Team: Which files can we complete now?
Assistant:""")


@pos
def _land_registry_trace(g: Gen47) -> Draft:
    t = g.moment()
    return P("conveyancing:registration-helper-amzn", ["head", "amzn_trace", "trace_header"], f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You help conveyancers respond to requisitions raised by the land registry on registration
applications. Say what document or fee is needed and how to send it.

Requisition on application for title WK618204: "Please supply a certified copy of the power of attorney
under which the transfer was executed on behalf of the transferor, Mrs E. Danvers, together with
evidence of non-revocation."

Conveyancer: The attorney signed under a lasting power of attorney registered in 2023. What exactly
do I send?
Assistant:""")


@pos
def _notaria_ca(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("notary:appointment-desk-ca", ["header_block", "localized_now", "session_id", "non_english"], f"""Notaria Puigdomènech – assistent de cites
{v('datetime', 'Data i hora actuals: ' + uk_slash(t))}
{v('session_id', 'Sessió: ' + g.uuid4())}
Horari: de dilluns a divendres, de 9 a 14 h i de 16 a 19 h

Ajudes els clients a preparar la cita a la notaria: quins documents han de portar i quant dura la
signatura.

Hem de signar la compravenda del pis de Sabadell i el préstec hipotecari el mateix dia. Què hem de
portar i quant de temps hem de reservar?""")


@pos
def _notaris_nl(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("notary:transfer-deed-questions-nl", ["system_tail", "localized_now", "non_english"], f"""Je bent de assistent van Notariskantoor Van der Meulen in Utrecht. Je legt kopers uit wat er bij de
levering van een woning gebeurt en welke stukken nodig zijn. Geef geen fiscaal advies.
{v('datetime', 'Huidige datum en tijd: ' + nl_now(t))}

Koper: De akte van levering staat gepland op 1 juni. De bank zegt dat de hypotheekofferte op 28 mei
verloopt. Moet ik me zorgen maken?""")


@pos
def _notaire_fr(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("notary:signing-room-booking-fr", ["inline_sentence", "localized_now", "non_english"], f"""Tu es l'assistant de l'Office notarial Dufresne & Marchal, à Nantes. {v('date', f'Nous sommes le {FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}.')} Tu
aides les clients à réserver un rendez-vous de signature et à rassembler les pièces demandées.

Client : Le compromis a été signé le 12 février et la condition suspensive de prêt expire le 12 avril.
On peut signer l'acte authentique la semaine suivante ?""")


@pos
def _source_of_funds_jwt(g: Gen47) -> Draft:
    t = g.moment()
    return P("conveyancing:source-of-funds-desk", ["system_tail", "jwt", "session_token"], f"""You help the source-of-funds reviewers at Calloway Hart. Read the buyer's explanation and the bank
statement summary, say whether the trail is complete, and list the questions to ask.
{v('token', 'desk_token: ' + g.jwt(t, 'reviewer-ml'))}

Buyer's explanation: deposit of GBP 95,000 = GBP 60,000 savings built up since 2019 + GBP 35,000 sale of
my car (BMW X5) in January 2026.
Bank statement summary (Jan-Mar 2026): opening balance 58,210.33; credit 22/01/2026 "J HARGREAVES CAR
SALE" 35,000.00; salary credits 3 x 3,412.90; closing balance 96,004.12.

Reviewer: Anything missing before we sign off?
Assistant:""")


@pos
def _conveyancing_portal(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("conveyancing:client-portal-bst", ["header_block", "session_id", "local_time"], f"""Portal: MoveTrack (client view)
Matter: 61233 Purchase of 9 Beacon Lane, Whitby
{v('datetime', 'Local time: ' + iso_space(t)[:16] + ' ' + t.tzname())}
{v('session_id', 'Portal session: ps_' + g.b62(22))}
Stage: enquiries raised (14 raised, 9 answered)

You answer buyers' questions about their purchase in the portal. Use the stage shown, and never give a
completion date the solicitor has not confirmed.

Buyer: Why is it taking so long? Our mortgage offer runs out in August.
Assistant:""")


@pos
def _searches_cloudevent(g: Gen47) -> Draft:
    t = g.moment()
    return P("conveyancing:search-results-cloudevent", ["json_block", "cloudevents", "envelope_vs_payload"], f"""{{
  "specversion": "1.0",
  "type": "com.searchpoint.results.ready",
  "source": "/providers/searchpoint",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "data": {{
    "matter": "61233",
    "local_authority": {{ "returned": "2026-03-18", "planning_entries": 2, "road_adoption": "not adopted" }},
    "drainage_water": {{ "returned": "2026-03-12", "public_sewer_within_boundary": true }},
    "environmental": {{ "returned": "2026-03-11", "result": "passed" }}
  }}
}}
You summarise search results for the buyer's report on title. One short paragraph per search, and flag
anything that needs a further enquiry.

Summary:""")


# --- legal advice clinics and legal aid ------------------------------------------------------------------

@pos
def _law_clinic_bullets(g: Gen47) -> Draft:
    t = g.moment()
    return P("clinic:university-law-clinic-supervision", ["md_bullets", "session_id", "rfc3339"], f"""## Clinic context
- **Clinic:** Northgate University Law Clinic (housing and consumer)
- **Student adviser:** Year 3, supervised
{v('session_id', '- **Adviser session:** `' + g.nanoid() + '`')}
{v('datetime', '- **Opened:** ' + rfc3339(t))}
- **Supervisor on duty:** L. Morgan

You help student advisers prepare advice letters for their supervisor to check. Structure: facts,
law, advice, next steps. Flag anything outside the clinic's scope.

Student: The client bought a used car on 2 February for GBP 6,900 from a dealer and the gearbox failed
on 28 February. She wants her money back. What are her rights?
Assistant:""")


@pos
def _duty_desk(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("clinic:possession-duty-desk-clock", ["header_block", "time_alone", "session_id"], f"""Housing possession duty desk – County Court at Leeds
{v('datetime', 'Desk clock: ' + f'{t:%H:%M}')}
{v('session_id', 'Duty session: dd-' + g.hex(12))}
List: possession hearings, District Judge Okoro, Court 6

You help the duty adviser prepare quickly for possession hearings. Give the strongest point to raise
and what the adviser should ask the tenant for.

Adviser: Next case in 10 minutes. Section 21 notice, the tenant says she never got the gas safety
certificate and the deposit was protected late. What do I lead with?
Assistant:""")


@pos
def _benefit_appeal_trace(g: Gen47) -> Draft:
    return P("clinic:benefit-appeal-traceparent", ["header_block", "traceparent", "tracestate"], f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: advice=' + g.hex(16) + ',apm=' + g.b64url(8))}

You help advisers at a welfare rights service prepare appeal submissions for the social security
tribunal. Use the descriptors of the assessment and cite the evidence.

Decision under appeal: PIP, daily living 4 points, mobility 0 points. Mandatory reconsideration
upheld the decision on 11 February 2026. The claimant has fibromyalgia and uses a stick outdoors; her
GP letter of 2 January says she cannot walk more than 50 metres without severe pain.

Adviser: Which mobility descriptor should we argue for, and what evidence do we still need?
Assistant:""")


@pos
def _immigration_upload_line(g: Gen47) -> Draft:
    t = g.moment()
    return P("clinic:immigration-letter-upload", ["kv_bracket", "upload_line", "pasted_content_above"], f"""You help caseworkers at an immigration advice charity explain Home Office letters to clients in
simple English, and say what the deadline is and who can help.

Letter (scanned by the client):
Our reference: F1193827/ELR
Date: 4 March 2026
Your application for leave to remain on the basis of family life has been refused. You have a right
of appeal. Your appeal must be received by the tribunal no later than 14 days after the date this
decision was sent.
[upload {v('upload_id', 'id=up_' + g.b62(12))} {v('datetime', 'received=' + rfc3339(t))} pages=2 source=whatsapp]

Caseworker: The client got this by post on 9 March. What is her real deadline?
Assistant:""")


@pos
def _employment_clinic_date(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("clinic:employment-advice-current-date", ["system_tail", "iso_date", "time_limits"], f"""You help volunteers at an employment advice clinic work out tribunal time limits, including the
early conciliation extension. Show the calculation step by step.
{v('date', 'Current date: ' + iso_date(t))}

Volunteer: Client's last day of work was 14 January 2026. She contacted ACAS on 10 March, certificate
issued 24 March. When is the last day to present her claim?
Assistant:""")


@pos
def _pro_bono_referral(g: Gen47) -> Draft:
    t = g.moment()
    made = t - timedelta(hours=g.small(3, 40))
    return P("clinic:pro-bono-referral-delivery", ["json_block", "delivery_envelope", "envelope_vs_payload"], f"""{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(16) + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t) + '",')}
  "subscription": "firm-hawthorn-probono",
  "referral": {{
    "id": "REF-26-0791",
    "created_at": "{rfc3339(made)}",
    "area": "charity governance",
    "summary": "Small community food bank wants to convert from unincorporated association to a CIO; trustees unsure about transferring the lease.",
    "deadline": "2026-05-31"
  }}
}}
You help the pro bono coordinator decide whether the firm can take a referral. Say which team fits
and what conflicts or capacity questions to check.

Assessment:""")


@pos
def _welsh_advice(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("clinic:advice-line-cy", ["head", "localized_now", "non_english"], f"""{v('datetime', 'Dyddiad ac amser: ' + cy_now(t))}
Rwyt ti'n cynorthwyo cynghorwyr llinell gyngor gyfreithiol yng Ngwynedd. Ateb yn Gymraeg, yn syml, a
dweud pryd mae angen cyfreithiwr.

Galwr: Mae fy landlord wedi rhoi hysbysiad i mi adael y tŷ o fewn deufis. Ydy hynny'n gyfreithlon o
dan Ddeddf Rhentu Cartrefi?""")


@pos
def _polish_clinic(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("clinic:migrant-workers-advice-pl", ["last_user", "localized_now", "non_english"], f"""Jesteś asystentem punktu porad prawnych dla pracowników z Polski w Irlandii. Odpowiadaj po polsku,
prostym językiem, i zawsze podawaj, gdzie złożyć skargę.

Użytkownik: Pracodawca nie zapłacił mi za ostatnie dwa tygodnie, a umowa skończyła się 28 lutego. Co
mogę zrobić i ile mam czasu?
{v('datetime', 'Aktualna data i godzina: ' + pl_now(t))}""")


@pos
def _clinic_sms_relay(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("clinic:sms-reply-relay", ["last_user", "per_message", "sms"], f"""You draft SMS replies for a community legal advice centre. At most 300 characters, no legal jargon, and
always give the centre's number 0161 496 0732 for anything urgent.

Client SMS: got a letter from court saying hearing on the 14th about my debt, i cant go im working,
what do i do
{v('datetime', 'Received: ' + rfc2822(t))}
{v('message_id', 'Msg-Id: SM' + g.hex(32))}
Reply:""")


# --- patent and trademark attorneys ----------------------------------------------------------------------

@pos
def _oa_workbench(g: Gen47) -> Draft:
    t = g.moment_us()
    return P("ip:office-action-workbench", ["header_block", "session_id", "rfc3339", "oa_content_stays"], f"""Workbench: Prosecution Drafting (Kessler Ford IP)
{v('session_id', 'Workbench session: wb_' + g.b62(16))}
{v('datetime', 'Request time: ' + rfc3339(t))}
Client: Orvane Medical, Inc.

You draft arguments in response to office actions. Address each rejection in order, propose claim
amendments only where the specification supports them, and cite the paragraph.

Office action (non-final), mailed 02/11/2026, application 18/447,219:
Claims 1-4 and 9 are rejected under 35 U.S.C. 103 as unpatentable over Lindgren (US 2021/0187554) in
view of Tamura (JP 2019-112830). Claim 5 is objected to as dependent on a rejected base claim but would
be allowable if rewritten in independent form. Shortened statutory period: 3 months.

Draft response outline:""")


@pos
def _tm_clearance_run(g: Gen47) -> Draft:
    t = g.moment()
    return P("ip:trademark-clearance-run", ["inline_sentence", "run_id", "at_time"], f"""You help trademark attorneys read clearance search results. Rank the earlier marks by risk and say
which need a full investigation.

Search run {v('run_id', 'ts_' + g.b62(12))} executed {v('datetime', 'at ' + rfc3339(t))} over UKIPO, EUIPO and WIPO registers for "LUMORA" in classes 3 and 44.
1. LUMORA (word), EUTM 018833410, class 3, registered 2023-06-14, owner Lumora Cosmetics SL
2. LUMERA (fig.), UK00003719922, class 44, registered 2022-01-07, owner Lumera Clinics Ltd
3. LUMOR, IR 1622051 designating EU, class 5, protected 2021-09-30

Attorney: Client wants LUMORA for skincare and salon services in the UK and EU. How bad is this?
Assistant:""")


@pos
def _benrishi_ja(g: Gen47) -> Draft:
    t = g.moment(JST)
    return P("ip:epo-communication-ja", ["header_block", "localized_now", "non_english"], f"""特許事務所アシスタント（欧州案件担当）
{v('datetime', '現在日時: ' + ja_now(t))}
担当: 国際特許部 第二グループ

あなたは欧州特許庁からの通知の期限と対応を弁理士に説明するアシスタントです。期限は通知日から計算し、
根拠となる規則を示してください。

EPOから規則71(3)の通知（特許付与の意思の通知）が2026年3月6日付で届きました。クレームの翻訳と手数料の
納付期限はいつですか？""")


@pos
def _tsdr_status(g: Gen47) -> Draft:
    t = g.moment_us()
    return P("ip:trademark-status-retrieved", ["inline_phrase", "fetched_rows_stay", "us_medium"], f"""You explain US trademark application status to clients in plain language and say what they must do next
and by when.

Status retrieved {v('datetime', 'at ' + us_medium(t) + ' ' + t.tzname())} for this request:
Serial No. 98/774,102  Mark: QUILLSTONE
Status: Non-final action e-mailed (03/04/2026). Response due 3 months from the issue date; one 3-month
extension available for a fee.
Prior status: Assigned to examiner (02/20/2026)

Client: What is this and how long do I have?
Assistant:""")


@pos
def _annuity_checkout(g: Gen47) -> Draft:
    return P("ip:annuity-payment-checkout", ["header_block", "stripe", "session_id", "idempotency_key"], f"""You help clients of Hargreave IP pay patent renewal fees through the payment page. Confirm what is being
paid and warn about surcharges for late payment.

Stripe-Version: 2025-03-31
{v('session_id', 'Checkout session: cs_live_' + g.b62(56))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Basket: EP 3 884 120 (validated GB, DE, FR) - 6th year renewals

Client: The German renewal was due at the end of February. Is it too late, and why is it more expensive?
Assistant:""")


@pos
def _tm_watch_xml(g: Gen47) -> Draft:
    t = g.moment()
    return P("ip:trademark-watch-alert-xml", ["xml_attr", "request_id", "rfc3339", "stable_following"], f"""<watch_alert {v('request_id', 'delivery="' + g.uuid7(t) + '"')} {v('datetime', 'received="' + rfc3339(t) + '"')} service="markwatch" client="CL-2210">
  <our_mark>NORTHVALE (EUTM 017990311, classes 29, 30)</our_mark>
  <conflict>NORTH VALLEY (fig.), EUTM application 019112044, classes 30, 32, filed 2026-01-22, published 2026-02-27</conflict>
  <opposition_deadline>2026-05-27</opposition_deadline>
</watch_alert>
You help trademark attorneys triage watch alerts. Say whether an opposition is worth considering and
what the client must decide before the deadline.

Triage:""")


@pos
def _byeonrisa_ko(g: Gen47) -> Draft:
    t = g.moment(KST)
    return P("ip:pct-national-phase-ko", ["system_tail", "localized_now", "non_english"], f"""당신은 특허법인의 해외출원 담당 변리사를 돕는 어시스턴트입니다. PCT 국내단계 진입 기한을 국가별로 계산하고
근거를 설명하세요.
{v('datetime', '현재 시각: ' + ko_now(t))}

우선일이 2024년 9월 12일인 PCT 출원입니다. 미국, 유럽, 일본, 중국 국내단계 진입 기한을 알려 주세요.""")


@pos
def _claim_amend_chatml(g: Gen47) -> Draft:
    t = g.moment()
    return P("ip:claim-amendment-chatml-inline", ["chatml", "inline_before_im_end", "iso_date"], f"""<|im_start|>system
You help patent attorneys draft claim amendments that have basis in the application as filed. Quote the
passage that gives basis for every added feature. {v('date', 'Current date: ' + iso_date(t))}<|im_end|>
<|im_start|>user
Claim 1: A beverage capsule comprising a body and a lid, wherein the lid comprises a perforable membrane.
Description, p. 7, l. 12-15: "The membrane is made of a compostable PLA film between 20 and 40 microns
thick, laminated to a paper layer."
The examiner says claim 1 lacks novelty over D1. Can I add the PLA film and the thickness range?<|im_end|>
<|im_start|>assistant
""")


@pos
def _design_html_comment(g: Gen47) -> Draft:
    t = g.moment()
    return P("ip:design-filing-html-comment", ["html_comment_kv", "request_id", "epoch_s", "stable_following"], f"""<!-- {v('request_id', 'req=' + g.hex(16))} {v('epoch', 'at=' + str(epoch_s(t)))} tool=design-filing office=EUIPO -->
You help attorneys prepare registered Community design applications. Check the views, the indication
of product and the Locarno class, and flag anything the office will object to.

Application draft: product "lamp shades"; Locarno 26-05; 7 views, of which view 1.6 shows the lamp in a
room with furniture; priority claimed from a Chinese design filed 2025-10-30.

Attorney: Anything here the office will raise?
Assistant:""")


@pos
def _pct_calc_sk(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("ip:priority-deadline-semantic-kernel", ["inline_sentence", "dotnet_long_datetime"], f"""You compute Paris Convention and PCT deadlines for a patent attorney firm. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Say
whether each deadline has passed and how many days are left.

First filing: Italian patent application 102025000019822, filed 14 October 2025.

Attorney: What is the last day to file a PCT application claiming priority, and can we still file a
US provisional to gain time?
Assistant:""")


@pos
def _patentanwalt_de(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("ip:opposition-deadline-de", ["system_tail", "today_sentence", "localized", "non_english"], f"""Du unterstützt die Patentanwaltskanzlei Roth & Adler bei Fristen im Einspruchsverfahren vor dem
Deutschen Patent- und Markenamt und dem Europäischen Patentamt. Nenne immer die Rechtsgrundlage.
{v('date', f'Heute ist {DE_DAYS[t.weekday()]}, der {t.day}. {DE_MONTHS[t.month - 1]} {t.year}.')}

Die Erteilung des europäischen Patents EP 3 771 905 wurde am 15. Januar 2026 im Patentblatt
bekannt gemacht. Bis wann kann unser Mandant Einspruch einlegen?""")


# --- in-house legal and contract review ------------------------------------------------------------------

@pos
def _redline_addin(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("inhouse:word-addin-redline", ["header_block", "dotnet_roundtrip", "session_id", "stable_neighbours"], f"""Add-in: ClauseCompare for Word 2.8.1
Tenant: 5c1e0b7a-3f42-4d19-a8e6-90b2d4c7f113
{v('session_id', 'AddinSession: ' + g.uuid4())}
{v('datetime', 'ClientTimestamp: ' + dotnet_o(t, g.small(0, 10)))}

You compare the counterparty's redline with our standard terms and explain each change in one line:
what it does, whether it is acceptable under the playbook position given, and a fallback.

Our clause 9.2: "Each party's total liability under this Agreement shall not exceed the fees paid in
the 12 months before the claim."
Their redline: "Each party's total liability under this Agreement shall not exceed the greater of the
fees paid in the 12 months before the claim and EUR 2,000,000, save that this cap shall not apply to
breach of clause 11 (Data Protection)."

Explanation:""")


@pos
def _dpa_logfmt(g: Gen47) -> Draft:
    t = g.moment()
    return P("inhouse:dpa-review-logfmt-tail", ["logfmt", "tail", "stable_neighbours"], f"""You review data processing agreements for the privacy team. Check Article 28(3) GDPR items one by one
and say which are missing or weak.

DPA extract (vendor paper):
3.1 Processor shall process Personal Data only on documented instructions from Controller.
3.4 Processor may engage sub-processors; a list is available on request.
5.2 Processor shall notify Controller of a Personal Data Breach without undue delay and in any event
within 72 hours.
8.1 On termination, Processor shall delete Personal Data within 180 days unless retention is required
by law.

Findings:
app=privacy-review {v('datetime', 'ts=' + rfc3339(t, 3))} {v('request_id', 'req=' + g.hex(12))} model_route=eu
""")


@pos
def _sanctions_screening(g: Gen47) -> Draft:
    t = g.moment()
    return P("inhouse:counterparty-sanctions-screening", ["inline_sentence", "run_id", "at_time"], f"""You help in-house lawyers decide whether a new counterparty can be onboarded. Summarise the screening
result and say whether escalation to the sanctions officer is required.

Screening run {v('run_id', 'scr_' + g.b62(12))} completed {v('datetime', 'at ' + rfc3339(t))} against the consolidated lists.
Counterparty: Baltic Amber Trading OU (Estonia), director Andrei Volkov (born 1978).
Results: entity - no match. Director - possible match (68 %) to a listed person "Andrey Volkov" (born
1976, listed 2022-04-08). Shareholder - Amberline Holdings Ltd (Cyprus), no match.

Lawyer: Can procurement sign the contract?
Assistant:""")


@pos
def _board_resolution(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("inhouse:board-resolution-dated-today", ["today_in_artefact", "job_id", "system_tail"], f"""You draft written resolutions of the board for the company secretariat of Thornbury Group plc's
subsidiaries. Use the date given as the date of circulation, and leave signature blocks blank.
{v('date', 'Circulation date (today, set by the drafting tool): ' + uk_date(t))}
{v('job_id', 'Drafting job: rj_' + g.b62(12))}

Request: Thornbury Facilities Ltd (company no. 08123456) - approve entry into a GBP 4.2m facilities
management contract with the NHS trust; authorise any two directors to sign; note the interests of
director P. Ames, who is also a trustee of the trust's charity.

Resolutions:""")


@pos
def _slack_slash_legal(g: Gen47) -> Draft:
    t = g.moment()
    return P("inhouse:marketing-claims-slash-command", ["head", "header_block", "epoch_s", "signature"], f"""Incoming slash command:
{v('epoch', 'X-Slack-Request-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'X-Slack-Signature: v0=' + g.hex(64))}
command: /legalcheck
channel: #marketing-launches

You review marketing claims for legal risk under UK advertising rules. For each claim: OK, needs
substantiation, or don't use, with a one-line reason.

Claims for the spring campaign:
1. "The UK's No.1 oat drink"
2. "Clinically proven to lower cholesterol"
3. "Now with 30 % less sugar than before"
4. "Carbon neutral since 2024"

Review:""")


@pos
def _contracts_inbox_poll(g: Gen47) -> Draft:
    t = g.moment()
    return P("inhouse:contracts-inbox-poll", ["inline_phrase", "paren_id", "email_date_stays"], f"""You triage the legal team's contracts inbox. For each message give: contract type, counterparty,
urgency (today / this week / later) and who should own it.

Mailbox polled {v('datetime', 'at ' + rfc3339(t))} {v('poll_id', '(poll poll-' + g.hex(8) + ')')} for this request; 1 new message:
From: Rachel Dunn <r.dunn@fennick-supplies.example>
Date: Tue, 10 Mar 2026 16:42:19 +0000
Subject: Signature needed today - renewal of cleaning contract

Hi, our renewal has to be signed by 5pm today or prices go up 12 % from April. Can someone sign?

Triage:""")


@pos
def _msa_gcp(g: Gen47) -> Draft:
    return P("inhouse:msa-question-gcp-trace", ["system_tail", "gcp_trace", "trace_header"], f"""System: You answer questions from the sales team about Velora Software's master services agreement. Quote
the clause number; if a question needs a negotiation decision, tell them to open a legal request.
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
User: The customer wants 60 days to pay instead of 30 and a right to terminate for convenience. Can I
agree to either?
Assistant:""")


@pos
def _bolagsjurist_sv(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("inhouse:supplier-agreement-sv", ["header_block", "localized_now", "non_english"], f"""Juridik-assistent för Nordhamn Bygg AB
{v('datetime', 'Aktuell tid: ' + sv_now(t))}
Avtalsmall: Nordhamn inköpsvillkor 2025

Du hjälper inköpare att förstå avtalsvillkor. Svara på svenska, kort, och hänvisa till klausulen.

Leverantören vill ändra punkt 14 så att vi måste reklamera fel inom 10 dagar från leverans i stället för
inom skälig tid. Kan vi godta det?""")


@pos
def _policy_attestation_b3(g: Gen47) -> Draft:
    return P("inhouse:policy-attestation-b3", ["head", "b3", "trace_header"], f"""{v('trace_id', 'b3: ' + g.b3())}
You remind employees about legal policy attestations. Be friendly, say which policies are outstanding
and the due date, and link to the attestation page.

Employee: M. Castellano (Sales, Madrid)
Outstanding: Anti-bribery policy (due 31 March 2026), Competition law guidance (due 31 March 2026)
Completed: Data protection (2026-01-15)

Employee question: Do I really need to do the competition one? I never talk to competitors.
Assistant:""")


@pos
def _nda_triage_mcp(g: Gen47) -> Draft:
    t = g.moment()
    return P("inhouse:nda-triage-tool-result", ["tool_result_line", "rfc3339", "content_dates_stay"], f"""You triage incoming NDAs for the legal team: accept on our paper, accept with comments, or escalate.
Use the current time to say whether the business's deadline can still be met.

Tool calls:
{v('datetime', 'get_current_time() -> "' + rfc3339(t) + '"')}

NDA received: mutual, governed by the laws of New York, 5-year term, residuals clause included, no
non-solicit. Business deadline: signature before the supplier visit on 2 April 2026.

Triage:""")


# --- e-discovery -------------------------------------------------------------------------------------------

@pos
def _processing_job(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:processing-job-status", ["inline_phrase", "job_id", "fetched_rows_stay"], f"""You help litigation support explain processing statistics to case teams in plain language.

Processing job {v('job_id', 'pj_' + g.b62(10))} statistics {v('datetime', 'as of ' + rfc3339(t))} for this request:
Custodians: 7 (collected 2026-02-16 to 2026-02-20)
Ingested: 412,880 items (318 GB)
DeNISTed: 61,204 system files removed
Deduplicated (global, MD5): 118,442 duplicates suppressed
Exceptions: 2,317 (1,904 encrypted, 413 corrupt)
Date filter 2021-01-01 to 2025-12-31: 54,102 items out of range

Case team: Why did we go from 412k to about 177k, and should we worry about the encrypted files?
Assistant:""")


@pos
def _tar_run_yaml(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:tar-training-run-yaml", ["nested_yaml", "run_id", "rfc3339"], f"""context:
  matter: 72210-001 Crestmoor v Delaine
  review_workflow: continuous-active-learning
  run:
    {v('run_id', 'id: ' + g.uuid7(t))}
    {v('datetime', 'started: "' + rfc3339(t) + '"')}
    model: cal-v4

You explain the state of a technology-assisted review to the supervising associate and recommend
whether to keep reviewing.

Review statistics: 38,400 documents reviewed of 177,236; last 5 batches of 500 had 11, 7, 6, 3 and 2
responsive documents; elusion test on 1,500 documents from the unreviewed set found 4 responsive.

Associate: Can we stop?
Assistant:""")


@pos
def _production_footer(g: Gen47) -> Draft:
    t = g.moment_us()
    return P("ediscovery:production-qc-footer", ["footer", "job_id", "unix_date"], f"""Check this production set before it goes out and list anything that could cause a deficiency letter.

Production: VOL004
Bates range: DELAINE0041822 - DELAINE0049307
Documents: 2,114 (natives: 86 spreadsheets; images: 2,028)
Redactions: 311 documents (privilege 204, PII 107)
Privilege log entries for withheld: 0
Confidentiality stamp: "CONFIDENTIAL - SUBJECT TO PROTECTIVE ORDER" on 2,114 documents

--
{v('job_id', 'QC job: qc-' + g.hex(10))}
{v('datetime', 'Generated: ' + unix_date(t))}
""")


@pos
def _hit_report(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:search-term-hits-computed", ["inline_phrase", "at_time", "fetched_rows_stay"], f"""You help negotiate search terms with the other side. Say which terms are overbroad and propose
narrower versions.

Hit counts computed {v('datetime', 'at ' + rfc3339(t))} for this request:
Term                                   Docs with hits   Unique hits   Family hits
(delay* OR late*) w/10 (vessel OR ship)     41,209          8,112         66,730
"force majeure"                             3,114             201          5,902
payment* w/5 (withh* OR suspend*)           7,880           1,944         12,403
Volkov                                        412              38            690

Associate: The other side wants all four. Which ones do we push back on?
Assistant:""")


@pos
def _slack_collection(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:chat-collection-api", ["inline_phrase", "paren_id", "collected_data_stays"], f"""You help forensic collection staff confirm that a chat collection matches its scope.

Scope: custodians J. Reilly and S. Mbeki; channels #ops-shipping and DMs between them; 2025-06-01 to
2025-12-31.
Collected via the workspace export API {v('datetime', 'at ' + rfc3339(t))} {v('collection_id', '(collection col_' + g.b62(12) + ')')} for this request:
#ops-shipping   18,204 messages   2025-06-01 08:02 to 2025-12-31 17:40
DM reilly/mbeki  2,911 messages   2025-06-03 09:15 to 2025-11-28 22:07
Edited messages: 412 (versions kept); deleted messages: 37 (tombstones only)

Collector: Does this match the scope, and what do I say about the deleted ones?
Assistant:""")


@pos
def _custodian_scheduler(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:custodian-interview-scheduler", ["system_tail", "python_str_datetime"], f"""You schedule custodian interviews for a litigation hold and draft the invitation e-mails. Interviews
are 45 minutes, on Teams, between 09:00 and 17:00 in the custodian's time zone.
{v('datetime', 'Current time: ' + py_str(t))}

Custodians: Joanne Reilly (Rotterdam), Samuel Mbeki (Johannesburg), Priya Shah (Singapore).

User: Book all three this week if possible and draft the e-mails.
Assistant:""")


@pos
def _redaction_qc_start(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:redaction-qc-request-start", ["head", "epoch_ms", "request_id"], f"""{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}
X-Forwarded-Proto: https

You check redaction decisions in a sample of documents. For each, say whether the redaction follows
the protocol (privilege: full redaction with label; personal data: names of non-parties only).

Sample:
DELAINE0044120 - whole e-mail redacted, label "PRIV"; e-mail is from in-house counsel to the CFO
DELAINE0044291 - customer names redacted in a sales spreadsheet; customers are not parties
DELAINE0045002 - sender's mobile number redacted; sender is a party's employee

QC:""")


@pos
def _esi_isoweek(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:esi-protocol-iso-week", ["header_block", "iso_week", "stable_neighbours"], f"""Workspace: Litigation Support (EMEA)
{v('date', 'Current week date: ' + iso_week(t))}
Matter: 72210-001 Crestmoor v Delaine

You help associates plan the steps of an ESI protocol and the meet-and-confer. Lay out the steps in
order with who does what.

Associate: The court wants an agreed ESI protocol filed with the case management statement. We have
not met the other side yet. Build me a plan.
Assistant:""")


@pos
def _forensic_image_open(g: Gen47) -> Draft:
    t = g.moment()
    return P("ediscovery:forensic-review-session-xml-element", ["xml_element", "session_id", "content_hashes_stay"], f"""<review_context>
  <matter>72210-001</matter>
  {v('session_id', '<session>' + g.ksuid(t) + '</session>')}
  <examiner>forensics-team-2</examiner>
</review_context>
You help forensic examiners write plain-English summaries of acquisition records for the case team.

Acquisition record (examiner's notes):
Device: Dell Latitude 7440, serial 9XK2LM3, custodian S. Mbeki
Image: E01, 512 GB, acquired 2026-02-18 10:14-13:52 with write blocker WB-07
MD5 acquisition: 6a1f3c0e9b2d84f5a7c6e1d09b3f2a48
MD5 verification: 6a1f3c0e9b2d84f5a7c6e1d09b3f2a48

Summary:""")


@pos
def _log4j_review_batch(g: Gen47) -> Draft:
    t = g.moment_eu()
    return P("ediscovery:review-batch-log4j", ["system_tail", "log4j", "stable_neighbours"], f"""SYSTEM: You help review managers balance batches between reviewers. Suggest how to split the remaining
documents so the deadline is met, assuming 55 documents per hour per reviewer.
platform: eu-review-3
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
USER: 21,400 documents left, 9 reviewers, second-level review must start on 30 March. Reviewers work 7
hours a day, Monday to Friday. Are we going to make it?
ASSISTANT:""")


# --- more arrangements across the groups -------------------------------------------------------------

@pos
def _research_weekday_time(g: Gen47) -> Draft:
    t = g.moment_uk()
    return P("firm:legal-research-weekday-time", ["templated_sentences", "weekday_alone", "time_alone"], f"""You are the legal research assistant of Carrow Beckett LLP. Answer with the leading authority first and
say when the law changed recently.
{v('date', 'Current weekday: ' + DAYS_LONG[t.weekday()])}
{v('datetime', 'Current time: ' + f'{t:%H:%M}')}

User: Is a landlord's consent to an assignment "unreasonably withheld" if the only reason is that the
assignee wants to use the premises as a gym rather than a shop?
Assistant:""")


@pos
def _prazos_pt_br(g: Gen47) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=-3), "BRT"))
    return P("court:procedural-deadlines-pt-br", ["head", "localized_now", "non_english"], f"""{v('datetime', 'Data e hora atuais: ' + pt_now(t))}
Você auxilia os advogados do escritório Almeida Prado Advogados a contar prazos processuais no CPC,
em dias úteis, excluindo o dia do começo e incluindo o do vencimento.

A intimação da sentença foi publicada no Diário de Justiça Eletrônico em 9 de março de 2026. Qual o
último dia para interpor apelação, considerando o feriado de 3 de abril?""")


@pos
def _fee_quote_widget(g: Gen47) -> Draft:
    return P("conveyancing:fee-quote-widget-cf", ["header_block", "cf_ray", "session_id", "stable_neighbours"], f"""Widget: instant conveyancing quote (Bramley Lowe Solicitors website)
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: GB
{v('session_id', 'Widget session: ws_' + g.b62(20))}

You explain the firm's conveyancing quote to visitors: legal fee, disbursements and VAT, and what is
not included. Do not change the figures.

Quote shown: purchase, freehold, GBP 310,000, mortgage with Nationwide. Legal fee GBP 1,150 + VAT;
searches GBP 289.20; Land Registry fee GBP 150; bank transfer fee GBP 42 + VAT; SDLT not included.

Visitor: Why is there a separate fee for the bank transfer, and is the SDLT extra on top of all this?
Assistant:""")


@pos
def _law_report_extension(g: Gen47) -> Draft:
    t = g.moment_eu()
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P("court:judgment-page-extension-js", ["header_block", "js_date_tostring", "content_dates_stay"], f"""Summarise the judgment the user has open: the question, the answer, and the reasoning in five bullets.
Then list every date it mentions that a practitioner might need.
Page title: Case C-311/24, Judgment of the Court (Fourth Chamber)
{v('datetime', 'Page opened: ' + js_tostring(t, zone))}

Page text: Request for a preliminary ruling from the Landgericht Köln, lodged on 29 April 2024. The
Court rules that Article 5(1) of Directive 2019/771 does not preclude a seller from limiting liability
for lack of conformity that becomes apparent after two years from delivery. Delivered on 12 February
2026.""")


@pos
def _costs_ctime_footer(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:bill-of-costs-ctime-footer", ["tail", "ctime", "footer"], f"""Check this extract of a bill of costs for items that a costs judge is likely to reduce, and say why.

Item 14  04/09/2025  Letter to opponent (routine)                  0.1 h  GBP 28.20
Item 15  05/09/2025  Perusal of defence, 42 pages                    6.5 h  GBP 1,833.00
Item 16  08/09/2025  Attendance on client (telephone), 9 minutes      0.2 h  GBP 56.40
Item 17  10/09/2025  Travel to counsel's chambers, 2 hours each way   4.0 h  GBP 1,128.00

Comments:

{v('datetime', 'Prompt built: ' + ctime(t))}""")


@pos
def _case_law_grpc(g: Gen47) -> Draft:
    t = g.moment()
    return P("firm:case-law-search-grpc-ns", ["head", "nested_metadata", "epoch_ns", "stable_neighbours"], f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.70.0
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.small(1, 1000))))}

You turn a lawyer's question into a search query for the firm's case law index (fields: court, year,
keywords, cited_statute). Output the query only.

Question: Court of Appeal decisions since 2020 on whether a warranty claim notice was valid when it
did not state the amount claimed""")


@pos
def _arbitration_after_user(g: Gen47) -> Draft:
    t = g.moment()
    return P("court:arbitration-case-management-after-user", ["last_user", "iso_basic", "request_id"], f"""You help the tribunal secretary in an institutional arbitration keep track of the procedural timetable
in Procedural Order No. 1 and draft reminders to the parties.

PO1 timetable: Statement of Claim 15 January 2026 (filed); Statement of Defence 13 March 2026; Document
production requests 10 April 2026; Objections 24 April 2026; Hearing 7-11 September 2026 (London).

Secretary: Respondent has asked for a two-week extension for the Statement of Defence. Draft a note
to the tribunal setting out the effect on the rest of the timetable.
{v('datetime', 'req_time=' + iso_basic(t))}
{v('request_id', 'req_id=' + g.lower_ulid(t))}
Assistant:""")


# --- generated positives: one field (or two) at one of twelve positions --------------------------------

BODIES: list[tuple[str, str, str, str | None, str]] = [
    ("billing-narratives", "You polish billing narratives for a commercial law firm: past tense, specific, no abbreviations.",
     "Make this billable: 'emails w/ client + other side re extension, diary'.", "Narrative:", "en"),
    ("limitation", "You help fee earners check limitation periods under English law. Name the statute and section.",
     "Personal injury, accident on 3 October 2023, claimant was 16 at the time. When does limitation expire?",
     "Assistant:", "en"),
    ("court-forms", "You help litigants in person find the right court form and explain each box.",
     "Which form do I use to ask the court to set aside a judgment I didn't know about?", "Assistant:", "en"),
    ("hearing-prep", "You help junior barristers prepare for short interim hearings. Keep it practical.",
     "First time doing a case management conference. What should be in my skeleton?", "Assistant:", "en"),
    ("notary-docs", "You tell clients of a notary public which documents to bring for a notarisation appointment.",
     "I need a power of attorney notarised for a property sale in Portugal. What do I bring?", "Assistant:", "en"),
    ("leasehold", "You answer conveyancers' questions about leasehold purchases in England and Wales.",
     "The lease has 78 years left. Should the buyer insist on an extension before exchange?", "Answer:", "en"),
    ("clinic-debt", "You help volunteers at an advice clinic explain county court judgments to clients.",
     "Client has a CCJ from 2024 for GBP 1,900 and can pay GBP 40 a month. What can she apply for?",
     "Assistant:", "en"),
    ("patent-drafting", "You help patent attorneys draft dependent claims with clear basis in the description.",
     "Give me three fallback dependent claims for a bicycle lock with a fingerprint sensor.", "Assistant:", "en"),
    ("trademark-classes", "You advise trademark paralegals on Nice classification and specification wording.",
     "Client sells reusable coffee cups and runs a café. Which classes and what wording?", "Answer:", "en"),
    ("contract-review", "You review commercial contract clauses for the in-house legal team and suggest fallbacks.",
     "Supplier wants the right to suspend services on 7 days' notice for late payment. Acceptable?",
     "Assistant:", "en"),
    ("ediscovery-terms", "You help litigation support staff explain e-discovery terms to case teams.",
     "What's the difference between email threading and near-duplicate detection?", "Assistant:", "en"),
    ("de-mietrecht", "Du beantwortest Fragen von Kanzleimitarbeitern zum deutschen Mietrecht kurz und mit Paragraf.",
     "Wie lange ist die Kündigungsfrist für den Vermieter nach acht Jahren Mietdauer?", None, "de"),
    ("es-notaria", "Eres el asistente de una notaría en Sevilla y explicas a los clientes los trámites de una compraventa.",
     "¿Qué gastos de notaría y registro paga el comprador en una compraventa de vivienda usada?", None, "es"),
    ("fr-avocat", "Tu aides les collaborateurs d'un cabinet d'avocats à rédiger des courriers aux clients, en français soutenu.",
     "Rédige un courrier informant le client que l'audience de plaidoiries est renvoyée au mois prochain.",
     None, "fr"),
    ("nl-advocatuur", "Je helpt advocaten-stagiairs met procesrecht. Antwoord kort en noem het artikel.",
     "Hoe lang is de appeltermijn tegen een vonnis van de kantonrechter?", None, "nl"),
    ("it-studio", "Aiuti i praticanti di uno studio legale con le scadenze del processo civile. Rispondi in italiano.",
     "Quanto tempo ho per notificare l'atto di appello se la sentenza non è stata notificata?", None, "it"),
]

STABLE_LINES = ["Practice group: commercial litigation", "Office: Manchester", "Locale: en-GB",
                "Model route: eu-legal", "Prompt version: 5.2.0", "Knowledge cutoff: 2025-01",
                "Jurisdiction: England and Wales", "API version: 2025-09-01", "Client portal: enabled",
                "Rate card: 2026 (effective 2026-04-01)", "Firm SRA ID: 612345", "Time zone: Europe/London"]

# (cue, family, label, key, value maker)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen47, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "py_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "py_iso", "Now", "now", lambda g, t: py_iso(t)),
    ("datetime", "go_nano", "Generated", "generated", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "js_iso", "Client time", "client_time", lambda g, t: js_iso(t)),
    ("datetime", "clf", "Edge time", "edge_time", lambda g, t: clf(t)),
    ("datetime", "uk_slash", "Local time", "local_time", lambda g, t: uk_slash(t)),
    ("datetime", "dotted", "Stand", "stand", lambda g, t: dotted(t)),
    ("datetime", "compact", "Built", "built", lambda g, t: compact(t)),
    ("datetime", "iso_basic", "Request stamp", "request_stamp", lambda g, t: iso_basic(t)),
    ("datetime", "us_medium", "Opened", "opened", lambda g, t: us_medium(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "long_date", "Today's date", "todays_date", lambda g, t: long_date(t)),
    ("date", "uk_long", "Today", "today", lambda g, t: uk_long(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "Correlation ID", "correlation_id", lambda g, t: g.hex(32)),
    ("request_id", "uuid7", "Request", "req", lambda g, t: g.uuid7(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "amzn", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "Conversation", "conversation_id", lambda g, t: g.objectid(t)),
    ("session_id", "ksuid", "Desk session", "desk_session", lambda g, t: g.ksuid(t)),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "prefixed", "Query", "query_id", lambda g, t: "q_" + g.b62(14)),
    ("message_id", "snowflake", "Message", "message_id", lambda g, t: g.snowflake(t)),
]

NOW_LABELS = {
    "de": ("Aktuelle Zeit", de_now, CET, CEST),
    "es": ("Fecha y hora actual", es_now, CET, CEST),
    "fr": ("Date et heure actuelles", fr_now, CET, CEST),
    "nl": ("Huidige datum en tijd", nl_now, CET, CEST),
    "it": ("Data e ora attuali", it_now, CET, CEST),
}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json", "xml_attr",
             "kv_bracket", "paren_user", "html_comment", "md_bullet"]
GENERATED = 50
TWO_FIELD = {2, 16, 31, 44}


def _render(position: str, label: str, key: str, value: str, numeric: bool) -> tuple[str, str]:
    """The labelled text of one field at a position."""
    if position in ("head", "system_tail", "header_block", "last_user", "footer"):
        return f"{label}: {value}", "line"
    if position == "yaml":
        return f"{key}: {value}", "line"
    if position == "json":
        return f'"{key}": {value if numeric else chr(34) + value + chr(34)},', "line"
    if position == "xml_attr":
        return f'{key}="{value}"', "inline"
    if position == "kv_bracket":
        return (f'{key}="{value}"' if " " in value else f"{key}={value}"), "inline"
    if position == "paren_user":
        return f"({label.lower()}: {value})", "inline"
    if position == "html_comment":
        return f"<!-- {key}: {value} -->", "line"
    assert position == "md_bullet"
    return f"- **{label}:** {value}", "line"


def _place_fields(g: Gen47, position: str, marks: list[str], body: tuple[str, str, str, str | None, str]) -> str:
    name, system, question, cue, lang = body
    stable = g.rng.sample(STABLE_LINES, 3)
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    if position == "head":
        return "\n".join(marks) + f"\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(marks) + f"\n\n{user}{end}"
    if position == "header_block":
        block = list(stable)
        for k, m in enumerate(marks):
            block.insert(min(g.small(0, 4) + k, len(block)), m)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n" + "\n".join(marks) + end
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n" + "\n".join(marks) + "\n"
    if position == "yaml":
        return "---\napp: counsel-assist\n" + "\n".join(marks) + f"\nlocale: {lang}\n---\n{system}\n\n{user}{end}"
    if position == "json":
        return ('{\n  "app": "counsel-assist",\n  ' + "\n  ".join(marks)
                + f'\n  "locale": "{lang}"\n}}\n{system}\n\n{user}{end}')
    if position == "xml_attr":
        return f"<context {' '.join(marks)} app=\"counsel-assist\" locale=\"{lang}\"/>\n{system}\n\n{user}{end}"
    if position == "kv_bracket":
        return f"[ctx {' '.join(marks)} app=counsel-assist locale={lang}]\n{system}\n\n{user}{end}"
    if position == "paren_user":
        return f"{system}\n\n{user} {' '.join(marks)}{end}"
    if position == "html_comment":
        return "\n".join(marks) + f"\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    bullets = ["- **Workspace:** counsel-assist", *marks, "- **Office:** Leeds"]
    return "## Context\n" + "\n".join(bullets) + f"\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen47) -> list[Draft]:
    """One field (two in four cases) of one format at one of twelve positions of one body."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    used = 0
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[4]
        zone = g.pick(["UTC", "UK", "EU", "US"])
        t = {"UTC": g.moment, "UK": g.moment_uk, "EU": g.moment_eu, "US": g.moment_us}[zone]()
        picked = []
        if lang in NOW_LABELS and k % 3 == 0:
            label, fmt, winter, summer = NOW_LABELS[lang]
            tl = t.astimezone(summer if 4 <= t.month <= 10 else winter)
            picked.append(("datetime", "localized_now", label, "now_local", fmt(tl)))
        else:
            cue, family, label, key, make = fields[used % len(fields)]
            used += 1
            picked.append((cue, family, label, key, make(g, t)))
        if k in TWO_FIELD:
            for cand in fields[used % len(fields):] + fields:
                if cand[0] != picked[0][0] and cand[0] not in ("date",):
                    break
            used += 1
            picked.append((cand[0], cand[1], cand[2], cand[3], cand[4](g, t)))
        marks = []
        for cue, family, label, key, value in picked:
            numeric = family.startswith("epoch")
            text, _ = _render(position, label, key, value, numeric)
            marks.append(v(cue, text))
        text = _place_fields(g, position, marks, body)
        families = [p[1] for p in picked]
        out.append(Draft(text, f"{SRC}gen:{body[0]}+{'+'.join(families)}",
                         ["generated", position, *families, *(["two_fields"] if len(picked) > 1 else []),
                          *(["non_english"] if lang != "en" else [])]))
    return out


# --- hard negatives: pasted material -------------------------------------------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("cmc-order", ["court_order", "dates", "case_number"], """IN THE COUNTY COURT AT MANCHESTER                              Claim No. K00MA417
BETWEEN  HOLLIS PACKAGING LIMITED (Claimant) and TRENT VALLEY PLASTICS LTD (Defendant)
ORDER
Before District Judge Ashworth sitting at Manchester Civil Justice Centre on 4 March 2026
UPON hearing counsel for both parties at a case management conference
IT IS ORDERED THAT:
1. Standard disclosure by list by 4pm on 17 April 2026.
2. Witness statements to be exchanged by 4pm on 29 May 2026.
3. Trial window: 12 October 2026 to 30 October 2026, time estimate 3 days.
4. Costs in the case.
Dated 4 March 2026""", "What are the next three deadlines for our side, in order?", "Here is the order from the CMC"),
    ("notice-of-hearing", ["hearing_notice", "dates", "times"], """NOTICE OF HEARING
Claim number: J7QZ8830
Claimant: Miss Hana Kowalczyk   Defendant: Elmstead Lettings Ltd
TAKE NOTICE that the claim will be heard by a District Judge at the County Court at Luton,
Cresta House, Alma Street, Luton LU1 2PU
on 21 May 2026 at 10:30 am, time allowed 1 hour.
Each party must deliver copies of all documents they intend to rely on to the court and the other party
no later than 14 days before the hearing.
Dated 2 March 2026""", "By which date do I have to send my documents?", "I got this notice of hearing"),
    ("efiling-receipt", ["filing_receipt", "ids", "timestamps"], """Filing Receipt
Envelope ID: 18420977
Case: 2026-CV-001184 Rowe v. Linden Property Group, LLC
Court: Circuit Court, Kane County
Submitted: 03/11/2026 04:58:12 PM CST
Accepted: 03/12/2026 09:14:40 AM CST
Filing code: Motion to Compel
Transaction ID: 0a6f1c2e-44b8-4d0e-9f33-7a1c2e5b9d10
Fees: USD 0.00 (fee waiver on file)""", "The deadline was March 11. Does the accepted time the next morning make it late?", "This is the e-filing receipt for the motion"),
    ("time-entries-csv", ["time_entries", "csv", "dates"], """date,timekeeper,matter,hours,rate,narrative
2026-03-02,AKB,31007-014,1.3,395,Review landlord's comments on draft lease and prepare issues list
2026-03-02,TRN4,31007-014,2.5,185,Research on break clause conditions
2026-03-03,AKB,31007-014,0.4,395,Call with client re rent-free period
2026-03-04,AKB,31007-014,3.1,395,Work on lease
2026-03-05,TRN4,31007-014,0.2,185,Email""", "Which entries would a client query?", "Here's last week's time on the matter"),
    ("prebill-extract", ["prebill", "amounts", "dates"], """PRO FORMA - NOT A VAT INVOICE            Bill no. (draft) 2026/00871
Client: Harcourt Foods Ltd   Matter: 104522-0007   Period to: 28/02/2026
Professional charges                          GBP 18,420.00
Counsel's fees (Ms F. Iqbal, CMC 04/02/2026)   GBP 2,750.00
Court fee (application, 12/01/2026)            GBP 303.00
VAT on charges and counsel                     GBP 4,234.00
Total                                         GBP 25,707.00
Payment terms: 30 days from date of invoice""", "Check the VAT. Is it calculated on the right figures?", "Draft pre-bill for this month"),
    ("uspto-office-action", ["office_action", "dates", "application_number"], """UNITED STATES PATENT AND TRADEMARK OFFICE
Application No. 17/902,336   Filing Date 09/01/2022   First Named Inventor: Mei LIN
Notification Date: 01/28/2026
FINAL REJECTION
Claims 1-20 are rejected under 35 U.S.C. 102(a)(1) as being anticipated by Okafor et al. (US 10,884,201 B2).
THIS ACTION IS MADE FINAL. A SHORTENED STATUTORY PERIOD FOR REPLY TO THIS FINAL ACTION IS SET TO EXPIRE
THREE MONTHS FROM THE MAILING DATE OF THIS ACTION.""", "What's the last date to reply without an extension fee, and can we still amend the claims?", "Office action for the Lin application"),
    ("epo-rule-71-3", ["epo_communication", "dates", "fees"], """EUROPEAN PATENT OFFICE
Application No. 21 784 552.9 - 1207
Date 06.03.2026
Communication under Rule 71(3) EPC
You are informed that the Examining Division intends to grant a European patent on the basis of the
above application with the text and drawings as indicated below.
Within a non-extendable period of four months of the notification of this communication:
- the fee for grant and publishing, EUR 1,080.00, and
- translations of the claims into the two official languages other than the language of proceedings""", "When do the fee and the translations have to be filed?", "EPO communication received"),
    ("tm-certificate", ["trademark_certificate", "dates", "numbers"], """CERTIFICATE OF REGISTRATION
Trade Mark Number: UK00004011852
Mark: HARROWGATE (word)
Classes: 33, 35
Filing date: 14 June 2024
Date of entry in register: 22 November 2024
Next renewal date: 14 June 2034
Proprietor: Harrowgate Distillers Limited, 4 Mill Yard, Ripon HG4 1BP""", "When can third parties no longer attack it for non-use?", "Our registration certificate"),
    ("lol-clause", ["contract_clause", "amounts", "dates"], """14. LIMITATION OF LIABILITY
14.1 Nothing in this Agreement limits liability for death or personal injury caused by negligence, fraud
or fraudulent misrepresentation.
14.2 Subject to clause 14.1, the Supplier's total aggregate liability in each Contract Year shall not
exceed 125 % of the Charges paid in that Contract Year.
14.3 "Contract Year" means each period of 12 months from the Effective Date of 1 April 2026.""", "Is 125 % of charges market standard for a SaaS deal of this size?", "Clause from the supplier's draft"),
    ("dpa-annex", ["dpa_annex", "dates", "subprocessors"], """ANNEX III - LIST OF SUB-PROCESSORS (as at 1 February 2026)
Name                     Location      Service                 Added
Northlight Hosting BV    Netherlands   Infrastructure (IaaS)   2023-05-02
Quire Analytics Ltd      UK            Product analytics       2025-11-17
Sendwell Inc.            USA           Transactional e-mail    2026-01-20
Objection period: 30 days from notification of a new sub-processor.""", "Are we still in time to object to Sendwell if we were told on 22 January?", "The vendor's sub-processor annex"),
    ("opposing-email", ["email", "date_header", "message_id"], """From: Oliver Grant <o.grant@dunmore-lees.example>
To: Sophie Hale <s.hale@hale-partners.example>
Date: Thu, 5 Mar 2026 17:48:03 +0000
Message-ID: <CAF9k2qP8c1=xT7uYb0@mail.dunmore-lees.example>
Subject: Pellow v Arkwright Homes - without prejudice save as to costs

Sophie, my client is prepared to settle at GBP 42,500 inclusive of costs. This offer remains open until
4pm on 19 March 2026, after which it is withdrawn.""", "Is this a valid Part 36 offer, and what happens if we let it lapse?", "Email from the other side"),
    ("court-fee-payment", ["payment_confirmation", "ids", "timestamps"], """Payment confirmation
Payment reference: RC-1741-0094-2287-6013
Date and time: 10 March 2026 14:22:51
Case reference: 1741-0094-2287-6013
Fee: FEE0209 Application on notice  GBP 303.00
Payment method: Payment by account (PBA0082213)
Status: Success""", "The court says no fee was received. What do I send them to prove it?", "Court fee payment confirmation"),
    ("dat-load-file", ["load_file", "bates", "dates"], """þBEGBATESþþENDBATESþþCUSTODIANþþDATESENTþþTIMESENTþþFROMþþSUBJECTþ
þDEL0041822þþDEL0041824þþMbeki, Samuelþþ11/14/2025þþ09:12:44þþs.mbeki@delaine.exampleþþRe: revised laycanþ
þDEL0041825þþDEL0041825þþReilly, Joanneþþ11/14/2025þþ09:40:02þþj.reilly@delaine.exampleþþFW: demurrage invoice 4471þ
þDEL0041826þþDEL0041831þþReilly, Joanneþþ11/15/2025þþ18:03:19þþj.reilly@delaine.exampleþþvessel delayþ""", "Why would the review platform show these as sent a day later than in Outlook?", "From the DAT load file of the production"),
    ("chain-of-custody", ["chain_of_custody", "dates", "serials"], """CHAIN OF CUSTODY - EVIDENCE ITEM 004
Description: Samsung Galaxy S23, IMEI 356938110482217, black, cracked screen
Received from: Joanne Reilly (custodian)   Received by: K. Adeyemi   Date/time: 17/02/2026 11:05
Transferred to: Forensic lab safe 2        By: K. Adeyemi          Date/time: 17/02/2026 12:40
Transferred to: M. Costa (examiner)        By: lab custodian       Date/time: 18/02/2026 08:55
Seal no.: EV-0038812 (intact on each transfer)""", "Is there any gap the other side could attack?", "Chain of custody record"),
    ("imaging-log", ["forensic_log", "hashes", "timestamps"], """Acquisition started:  Wed Feb 18 10:14:07 2026
Source: /dev/sdb (Samsung SSD 980 PRO 512GB, S/N S69ENF0W412877K)
Image type: E01, compression fast, segment size 2 GB
Acquisition finished: Wed Feb 18 13:52:40 2026
MD5 checksum:  6a1f3c0e9b2d84f5a7c6e1d09b3f2a48
SHA1 checksum: 9e4d2b7c0a1f3e5d8c6b4a2f1e0d9c8b7a6f5e4d
Verification: MD5 and SHA1 match""", "Explain for the court what this log shows.", "Imaging log from the examiner"),
    ("processing-exceptions", ["exception_report", "ids", "dates"], """Exception report - Matter 72210-001 - Processing set PS-07
DocID          File name                          Error                     Last modified
PS07-0000412   Q3 forecast.xlsx                   Password protected        2025-09-30 17:02
PS07-0001877   scan_2025_10_02.pdf                Corrupt file              2025-10-02 08:15
PS07-0009220   archive_old.zip                    Encrypted container       2024-12-31 23:59""", "Which of these should we try to crack and which should we disclose as unprocessable?", "Exceptions from processing"),
    ("acas-certificate", ["acas_certificate", "dates", "reference"], """EARLY CONCILIATION CERTIFICATE
Certificate number: R117422/26/19
Prospective claimant: Mr Tomasz Wrona
Prospective respondent: Bellfield Distribution Ltd
Date of receipt by Acas of the EC notification: 10 March 2026
Date of issue by Acas: 24 March 2026""", "If his dismissal date was 14 January 2026, what's his last day to claim?", "This is the Acas certificate"),
    ("home-office-letter", ["decision_letter", "dates", "reference"], """Home Office
UK Visas and Immigration
Reference: K1182233/PBS
Date: 6 March 2026
Dear Ms Adeyemi,
Your application for an extension of your Skilled Worker visa, made on 14 November 2025, has been
refused. You are entitled to an administrative review. An application for administrative review must
be made within 14 calendar days of receiving this notice (7 days if you are detained).""", "She received it on 9 March. When is the last day to apply for the review?", "Letter the client brought in"),
    ("notarial-deed-de", ["notarial_deed", "dates", "deed_number", "german"], """UR-Nr. 0412/2026 S
Verhandelt zu Regensburg am 12. März 2026
Vor mir, der Notarin Dr. Helga Strobl, erschienen heute:
1. Herr Josef Huber, geb. am 3. Mai 1951, wohnhaft Kumpfmühler Straße 18, 93051 Regensburg
2. Frau Anna Lechner, geb. am 22. August 1990, wohnhaft Prüfeninger Straße 4, 93049 Regensburg
§ 3 Kaufpreis: Der Kaufpreis beträgt 385.000,00 EUR. Er ist fällig binnen 14 Tagen nach Zugang der
Fälligkeitsmitteilung der Notarin.""", "Wann genau wird der Kaufpreis fällig, und wer schickt die Mitteilung?", "Auszug aus der Urkunde"),
    ("lexnet-acuse-es", ["notification_receipt", "timestamps", "spanish"], """JUSTIFICANTE DE RECEPCIÓN DE NOTIFICACIÓN
Identificador del mensaje: 202610118044732
Remitente: Juzgado de Primera Instancia nº 4 de Valencia
Procedimiento: Procedimiento Ordinario 1184/2025
Fecha y hora de puesta a disposición: 06/03/2026 12:41
Fecha y hora de acceso: 10/03/2026 09:02
Tipo: Diligencia de ordenación""", "¿Desde qué día empieza a contar el plazo: desde la puesta a disposición o desde el acceso?", "Justificante de la notificación"),
    ("pec-ricevuta-it", ["pec_receipt", "timestamps", "italian"], """RICEVUTA DI AVVENUTA CONSEGNA
Il giorno 16/03/2026 alle ore 18:47:12 (+0100) il messaggio
"Deposito memoria difensiva RG 3312/2025" proveniente da "avv.ferraris@pec.example.it"
ed indirizzato a "tribunale.torino@civile.pec.example.it"
è stato consegnato nella casella di destinazione.
Identificativo messaggio: opec21018.20260316184712.04411.98.1.53@pec.example.it""", "Il deposito si considera tempestivo se la scadenza era il 16 marzo?", "Ecco la ricevuta di consegna"),
    ("signification-fr", ["service_of_judgment", "dates", "french"], """ACTE DE SIGNIFICATION D'UN JUGEMENT
L'an deux mille vingt-six et le six mars
À la requête de : SCI Les Tilleuls, dont le siège est 14 rue Paul Bert, 69003 Lyon
J'ai, Maître Claire Vidal, commissaire de justice à Lyon, signifié à : M. Karim Benali
le jugement rendu par le tribunal judiciaire de Lyon le 19 février 2026 (RG 24/06612).
Délai d'appel : un mois à compter de la présente signification.""", "Jusqu'à quelle date mon client peut-il faire appel ?", "Voici l'acte signifié à mon client"),
    ("rolbericht-nl", ["court_roll_message", "dates", "dutch"], """Rechtbank Midden-Nederland, team kanton
Zaaknummer: 11204488 CV EXPL 25-9021
Rolbericht van 4 maart 2026
De zaak staat op de rol van woensdag 1 april 2026 voor conclusie van antwoord aan de zijde van de
gedaagde partij. Uitstel is eenmaal mogelijk voor vier weken.""", "Kan ik nog uitstel vragen en tot wanneer loopt dat dan?", "Rolbericht van de rechtbank"),
    ("remote-hearing-email", ["joining_instructions", "times", "email"], """Subject: Video hearing - BR-2026-000418 Kestrel Foods Ltd v Marwick - 19 March 2026 10:00
From: Bristol Listing <listing.bristol@court.example>
Sent: 12 March 2026 15:20
The hearing will take place by video (CVP). Please join the waiting room from 09:30.
Hearing room: CVP-HR-0412   PIN: 775201
Bundles must be e-mailed by 4pm on 17 March 2026. Late bundles will not be considered.""", "What do I need to send and by when?", "Joining instructions from the court"),
    ("handdown-notice", ["handdown_notice", "embargo", "dates"], """IN THE HIGH COURT OF JUSTICE, BUSINESS AND PROPERTY COURTS
Case No: CL-2025-000211
JUDGMENT TO BE HANDED DOWN
Date: Thursday 19 March 2026 at 10:00 am
This draft is confidential to the parties and their legal representatives and is not to be disclosed
or published before 10:00 am on 19 March 2026. Typographical corrections by 4pm on 16 March 2026.""", "Can I tell the client the outcome today, on the 14th?", "Cover sheet of the draft judgment"),
    ("wip-report", ["wip_report", "amounts", "dates"], """WIP AGED ANALYSIS  Fee earner: SPA   Run date: 28/02/2026
Matter       Client               0-30 days   31-90 days   91-180 days   >180 days
20931-002    Pellow               4,110       9,824        0             0
31007-014    Quayside Estates     2,380       5,140        1,205         0
44118-001    Marwick Holdings     0           0            3,660         7,915""", "Which matter should I bill first, and why?", "My aged WIP"),
    ("undertaking-letter", ["undertaking", "dates", "amounts"], """Dear Sirs
12 Orchard Rise, Thornbury - sale to Mr and Mrs Yates
In consideration of you today completing the purchase of the above property, we hereby undertake
forthwith to pay over to Halifax the money required to redeem the mortgage/legal charge dated 30 June
2019 and to forward the receipted DS1 to you as soon as we receive it.
Yours faithfully, Rowntree Gale LLP (ref MK/61190)
Dated: 27 February 2026""", "Has this undertaking been discharged if Halifax confirmed redemption on 2 March but no DS1 yet?", "Our undertaking on the sale"),
    ("sdlt5-certificate", ["tax_certificate", "reference", "dates"], """SDLT5 - Land Transaction Return Certificate
Unique Transaction Reference Number (UTRN): 148902631MF
Effective date of transaction: 27 February 2026
Description: 12 Orchard Rise, Thornbury BS35 2XF
Tax due: GBP 3,750.00
Date of issue: 2 March 2026""", "Was the return filed within the 14-day limit?", "SDLT certificate for the purchase"),
    ("apostille", ["apostille", "dates", "numbers"], """APOSTILLE (Convention de La Haye du 5 octobre 1961)
1. Country: United Kingdom of Great Britain and Northern Ireland
2. This public document has been signed by Edward Lindqvist
3. acting in the capacity of Notary Public
5. at London   6. the 9 March 2026
7. by Her Majesty's Principal Secretary of State for Foreign Affairs
8. Number APO-0911-4421-7730""", "The Spanish registry says the apostille is dated before the notarisation. Is it?", "Apostille on the power of attorney"),
    ("et-judgment", ["tribunal_judgment", "dates", "case_number"], """EMPLOYMENT TRIBUNALS
Claimant: Mr D Achterberg   Respondent: Corvane Logistics plc
Heard at: Leeds (by CVP)   On: 2, 3 and 4 February 2026
Before: Employment Judge Harwood
JUDGMENT
The claim of unfair dismissal succeeds. Remedy will be determined at a hearing on 14 May 2026.
Sent to the parties on 9 March 2026""", "What's the deadline to ask for written reasons?", "Judgment we received"),
    ("rent-review-clause", ["lease_clause", "dates", "rent"], """4.2 The Review Dates are 25 March 2028 and 25 March 2033.
4.3 The rent from each Review Date shall be the higher of the rent payable immediately before that
Review Date and the Open Market Rent agreed or determined under this clause.
4.6 If the revised rent has not been ascertained by the Review Date, the Tenant shall continue to pay
the rent at the rate payable immediately before that date and shall pay any shortfall within 14 days
of ascertainment, with interest at 2 % below base rate.""", "Is this upwards-only, and what happens if the review is late?", "Rent review clause from the lease"),
    ("statutory-declaration", ["statutory_declaration", "dates", "names"], """STATUTORY DECLARATION
I, MARGARET ELLEN DOYLE of 7 Church Lane, Kells, solemnly and sincerely declare that:
1. I have been in continuous and undisputed possession of the strip of land shown edged red on the plan
annexed since 1 September 2004.
2. During that time no person has challenged my possession or asked me to leave.
Declared at Belfast on 3 March 2026 before me, James Carville, Solicitor / Commissioner for Oaths""", "Is this enough for an application for registration of adverse possession?", "Draft declaration from the client"),
    ("production-letter", ["cover_letter", "bates", "dates"], """Dear Counsel,
Enclosed please find Defendant Delaine Shipping Ltd.'s fourth production of documents, Bates-labelled
DELAINE0041822 through DELAINE0049307, served pursuant to the Stipulated ESI Protocol entered on
November 21, 2025. Documents designated CONFIDENTIAL are produced subject to the Protective Order dated
December 2, 2025. A privilege log for documents withheld will follow by March 27, 2026.
Very truly yours, Amelia Strand""", "Can we challenge the late privilege log?", "Cover letter with their production"),
    ("hit-report-vendor", ["hit_report", "counts", "dates"], """Search Term Report - prepared 2026-03-09 - Collection date range 2025-06-01 to 2025-12-31
Term                              Hits     With family
demurrage                         6,204    9,880
laycan w/5 (revis* OR amend*)     1,118    2,003
"Volkov"                          412      690
Total unique (all terms)          7,311    11,402""", "Does 11,402 with family seem proportionate for a claim of this size?", "Vendor's hit report"),
    ("efiling-error-screen", ["error_screen", "request_id", "time"], """Something went wrong
We could not submit your filing. Please try again later.
Error code: EF-5031
Reference ID: 7c2d4e91-0b3a-4f6e-8d21-93a5c0e7b416
Time: 2026-03-11 16:58:40 CST
If the problem continues, contact the e-filing help desk and quote the Reference ID.""", "The deadline was that day. Can I ask the court to accept it as filed on time?", "This is what the portal showed me"),
    ("matter-opening-form", ["matter_opening", "dates", "ids"], """Date: 02/03/2026
Matter no: 77120-003
Client: Ferrand Aggregates Ltd (client no. 77120)
Matter description: Defence of claim by former distributor
Fee earner: TMA   Supervising partner: RDS
Conflict search ref: CS-2026-01442 (clear)
Estimate given: GBP 35,000 + VAT to end of disclosure""", "Is anything missing from this opening form before the matter can go live?", "Matter opening form"),
    ("efiling-api-response", ["api_response", "id_first", "timestamp_member"], """{
  "id": "flg_8842097713",
  "timestamp": "2026-03-11T22:58:12Z",
  "status": "rejected",
  "case_number": "2026-CV-001184",
  "reason": "Lead document not text-searchable PDF",
  "resubmit_by": "2026-03-16T23:59:59Z"
}""", "Why was it rejected and how long do we have to fix it?", "The API returned this for our filing"),
    ("court-sms", ["sms", "dates", "times"], """HMCTS: Reminder - your hearing for claim J7QZ8830 is on 21/05/2026 at 10:30 at Luton County Court.
Arrive 30 mins early. Reply STOP to opt out.""", "Can I bring my sister with me?", "Got this text"),
    ("client-whatsapp-export", ["chat_export", "timestamps", "client_messages"], """[03/03/2026, 18:02:11] Daniel Osei-Bonsu: Hi, the bank says the mortgage offer is ready
[03/03/2026, 18:04:40] Daniel Osei-Bonsu: Can we exchange this week?
[04/03/2026, 09:15:02] Ruth (Farrant Cole): Morning Daniel, we still need the gift letter signed by your father
[04/03/2026, 09:16:30] Daniel Osei-Bonsu: He's away until the 12th""", "Write a short file note of what was agreed.", "Chat with the client"),
    ("euipo-opposition", ["opposition_notice", "dates", "numbers"], """EUIPO - Notification of opposition
Opposition No: B 3 221 874
Contested application: EUTM 019112044 NORTH VALLEY (fig.), classes 30, 32
Opponent: Northvale Foods Ltd, based on EUTM 017990311 NORTHVALE
Date of notification: 2 April 2026
The cooling-off period expires two months after this notification. The applicant may then file
observations within two months of the end of the cooling-off period.""", "If we don't settle, when are our observations due?", "Notification from EUIPO"),
]

PLACEMENTS = ["after", "before", "intro_runon", "noblank", "quoted", "fence", "earlier_turn", "system_user",
              "both_sides", "forwarded", "other_lang", "chatml"]
SYSTEM_DESK = ("You are the knowledge assistant of a law firm. Answer precisely, cite the rule or clause, and "
               "say when the document does not answer the question.")
OTHER_LANG = ["¿Puedes responder en español?", "Réponds en français, s'il te plaît.",
              "Bitte auf Deutsch antworten.", "Risposta in italiano, per favore.", "Please answer in English."]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    first, _, rest = block.partition("\n")
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "intro_runon":
        return f"{intro}: {first}\n{rest}\n\n{ask}"
    if placement == "noblank":
        return f"{block}\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I've read it. What do you need?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should worry about?"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "other_lang":
        return f"{block}\n\n{ask} {OTHER_LANG[k % len(OTHER_LANG)]}"
    assert placement == "chatml"
    return (f"<|im_start|>system\n{SYSTEM_DESK}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            f"<|im_start|>assistant\n")


def negatives_pasted() -> list[Draft]:
    out: list[Draft] = []
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            placement = PLACEMENTS[(k + step) % len(PLACEMENTS)]
            text = _place(k + step, placement, block, ask, intro)
            out.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))
    return out


# --- hard negatives: stable look-alikes and values the user types or asks about -------------------------

def negatives_written() -> list[Draft]:
    n: list[Draft] = []

    def add(source: str, tags: list[str], text: str) -> None:
        hard = [] if "control" in tags else ["hard_negative"]
        n.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))

    add("matter-header-stable", ["stable_header", "matter_number", "rate_card"], """Matter: 104522-0007 Harcourt Foods Ltd / Supply dispute
Client no: 104522
Fee earner: KHT   Supervisor: RDS
Rate card: 2026 (effective 2026-04-01)
Prompt revision: 2026-02-11

You help fee earners on this matter draft correspondence. Formal British English, no admissions.

User: Draft a short letter chasing the other side for their list of documents, which was due last Friday.
Assistant:""")
    add("llama3-cutoff-only", ["llama3_header", "knowledge_cutoff", "stable"], """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2024

You explain English civil procedure to trainee solicitors.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is the difference between a Part 36 offer and a Calderbank offer?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""")
    add("case-header-hearing-date", ["stable_header", "case_number", "hearing_date"], """Case: K00MA417 Hollis Packaging Ltd v Trent Valley Plastics Ltd
Court: County Court at Manchester
Next hearing: 12 October 2026 (trial window opens), time estimate 3 days
Judge: DJ Ashworth

You help the trial team keep the trial preparation on track. Be brief.

User: What should we be doing in the next four weeks?
Assistant:""")
    add("template-front-matter", ["front_matter", "approval_date", "review_date"], """---
template: client-care-letter-residential
version: 9
approved: 2025-11-03
next_review: 2026-11-03
owner: risk-and-compliance
---
Draft a client care letter for a residential purchase using the facts below. Keep the complaints
section word for word from the template.

Facts: buyer Mr L. Petrov, purchase of 22 Fern Road for GBP 415,000, fixed fee GBP 1,250 + VAT.""")
    add("practising-cert-xml", ["xml_attr", "licence_year", "stable"], """<fee_earner name="Helen Shaw" sra_id="412907" practising_certificate="2025/26" admitted="2009-09-01"/>
You answer questions about the fee earner's supervision responsibilities under the firm's policy.

User: Can Helen supervise two trainees and a paralegal at the same time?
Assistant:""")
    add("api-version-json", ["json_inline", "api_version", "time_zone"], """{"app":"docket-helper","api_version":"2025-09-01","tz":"Europe/London","court_set":"EW-civil"}
You explain how to count clear days under CPR 2.8. Give a worked example.

Question: A notice must be served 7 clear days before a hearing on Monday 13 April. What is the last
day for service?
Answer:""")
    add("template-html-comment", ["html_comment", "template_revision"], """<!-- template: nda-mutual rev 2025-12-01 -->
You fill in the mutual NDA template from the request below. Leave square brackets for anything
missing.

Request: NDA with Orbital Freight GmbH for discussions about a warehouse software pilot, 3-year term,
English law.""")
    add("member-since-table", ["md_table", "client_since", "retainer"], """| Field          | Value                   |
|----------------|-------------------------|
| Client         | Ferrand Aggregates Ltd  |
| Client since   | 2017-05-22              |
| Retainer       | General commercial (annual, renews 1 April) |

You draft short client updates for the relationship partner. Friendly and clear.

User: Draft a note telling them our new rates apply from 1 April.
Assistant:""")
    add("kv-lines-firmware", ["key_value_lines", "build_date", "office"], """APP_BUILD=2026.02.3
SRA_NUMBER=612345
OFFICE=LEEDS
DICTATION_FIRMWARE=4.12 (2025-08-19)

You help secretaries format dictated letters. Keep the fee earner's wording.

Dictation: dear mr hale thank you for your letter of the third of march we will reply in full by the
end of next week yours sincerely""")
    add("terms-revision-footer", ["footer", "terms_revision"], """Explain in plain English what a "lien" over a client's file means and when a firm can keep the file
after it stops acting.

--
Client terms of business, revision 2025-10 (applies to matters opened from 1 October 2025)
""")
    add("chatml-fee-schedule", ["chatml", "validity", "stable"], """<|im_start|>system
You quote notarial fees from the schedule. Fee schedule valid 1 January 2026 to 31 December 2026:
single signature GBP 95; each additional signature GBP 30; apostille handling GBP 40 plus FCDO fee.<|im_end|>
<|im_start|>user
Three signatures and an apostille. How much?<|im_end|>
<|im_start|>assistant
""")
    add("bates-asked", ["bates", "id_in_question"], """Our production numbering jumped from DELAINE0039990 to DELAINE0041822. The vendor says volume 3
ended at DELAINE0041821. Where did 0039991 to 0041821 go, and do we need to tell the other side?""")
    add("jwt-asked", ["jwt", "id_in_question"], """The e-filing portal keeps logging me out. I copied the token from the browser: is it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwYmEwMDgyMjEzIiwiaWF0IjoxNzczMTQxMjAwLCJleHAiOjE3NzMxNDQ4MDB9.kq8nS3vRZ0fJm2Xw7yTqL1cUe4aPo9dHb6gN5sVt0Bc""")
    add("traceparent-asked", ["traceparent", "id_in_question"], """Our document assembly service logged this for the failed contract generation. Which part is the
trace id I should give to the vendor?

traceparent: 00-8c1f0e2d4b6a79350e1d2c3b4a5f6e7d-1a2b3c4d5e6f7081-01""")
    add("user-typed-clock", ["user_typed_time", "deadline"], """It's 16:42 here in London and the filing deadline is 4pm today. The portal was down from 15:10 to
16:20 and I have the outage screenshots. What do I do now?""")
    add("relative-times", ["relative_time"], """The other side served their witness statements 20 minutes ago, two days after the deadline, and
their counsel called an hour ago to say an application for relief from sanctions is coming. Should we
agree to the extension or oppose it?""")
    add("few-shot-dates", ["few_shot", "example_dates"], """Extract every deadline from the order as JSON with "what" and "by".

Example order: "The Defendant shall file a Defence by 4pm on 3 March 2026."
Example output: [{"what": "Defence", "by": "2026-03-03T16:00"}]

Order: "Disclosure by list by 17 April 2026; inspection within 7 days of request; witness statements
by 4pm on 29 May 2026."
Output:""")
    add("unrendered-template", ["unrendered_placeholder", "template"], """Dear {{client_name}},

Re: {{matter_description}}

Further to our meeting on {{meeting_date}}, we enclose our advice. Please note that we will treat
this letter as received on {{today}}.

Fix the grammar in this letter template but leave every {{placeholder}} exactly as it is.""")
    add("deadline-arithmetic", ["deadline_arithmetic", "dates_in_prose"], """A claim form was issued on 3 February 2026. Under CPR 7.5 the claimant must take the relevant step
for service within 4 months. The claimant posted it first class on 2 June 2026, which was a Tuesday.
Was service in time, and when is it deemed served?""")
    add("pct-30-months", ["pct_arithmetic", "dates_in_prose"], """Priority date 12 September 2024, PCT filed 11 September 2025. When is the 30-month deadline, and
which countries give 31 months?""")
    add("error-dialog-in-sentence", ["error_dialog_typed", "request_id_in_question"], """When I click Submit on the court portal I get "Submission failed (reference 5b0e7a13-22c4-4f9d-a8b1-6c3e9d2f7a40,
11 Mar 2026 16:58)". Does that reference prove I tried before the deadline?""")
    add("iso-week-trial", ["iso_week", "dates_in_prose"], """The court listed the trial for the week commencing 2026-W41. Counsel is booked on another trial in
2026-W42. Is there a clash if the time estimate is 5 days?""")
    add("hash-compare", ["hash", "id_in_question"], """The other side says exhibit JR-4 was altered. Our MD5 is 6a1f3c0e9b2d84f5a7c6e1d09b3f2a48 and
theirs is 6a1f3c0e9b2d84f5a7c6e1d09b3f2a84. Could that be a copying error, or are these different
files?""")
    add("epoch-in-metadata-asked", ["epoch", "id_in_question"], """The email metadata in the load file shows DateSent as 1763111564. Convert it to UK time and tell me
whether the email was sent before or after the board meeting at 09:30 that day.""")
    add("ep-number-check", ["patent_number", "id_in_question"], """Is EP 3 884 120 B1 the same patent as application 19 812 433.7? The client's spreadsheet lists
both for the same invention.""")
    add("control-plain-1", ["control", "plain"], """You help paralegals write clear cover e-mails. Keep them short.

User: Write a cover e-mail sending the signed contract back to the client.
Assistant:""")
    add("control-plain-2", ["control", "plain"], """Explain the difference between a barrister and a solicitor to a client who has never used a lawyer
before, in three short paragraphs.""")
    return n


NEG_STABLE: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-01"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("Matter", "matter", "104522-0007"),
    ("Client since", "client_since", "2017-05-22"),
    ("Rate card effective", "rate_card_effective", "2026-04-01"),
    ("Time zone", "time_zone", "Europe/London"),
    ("Firm tenant", "tenant", "5c1e0b7a-3f42-4d19-a8e6-90b2d4c7f113"),
    ("SRA number", "sra_number", "612345"),
    ("Court", "court", "County Court at Leeds"),
    ("Trademark", "trademark", "UK00004011852"),
    ("Patent", "patent", "EP 3 884 120"),
    ("Practising year", "practising_year", "2025/26"),
    ("Template version", "template_version", "9 (approved 2025-11-03)"),
]
GENERATED_NEG = 14


def generated_negatives(g: Gen47) -> list[Draft]:
    """The generated positives' shapes with one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = bodies[k % len(bodies)]
        position = POSITIONS[(k * 5) % len(POSITIONS)]
        label, key, value = NEG_STABLE[k % len(NEG_STABLE)]
        text, _ = _render(position, label, key, value, False)
        out.append(Draft(_place_fields(g, position, [text], body), f"{SRC}gen-neg:{body[0]}+{key}",
                         ["generated", "hard_negative", position, key]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen47(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_written() + negatives_pasted() + generated_negatives(g)
    return make_holdout.assemble("hold47", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
