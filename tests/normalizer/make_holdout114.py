"""Build `prompt_normalizer/corpus/holdout114.jsonl`, a hundred-and-fourteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout114.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout112.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (recruit,
applicant, candidate, résumé, CV, interview, hiring, staffing, placement, background check, offer
letter, requisition, talent, headhunt, job board, vacancy, Greenhouse, Lever, Workday, onboarding,
payroll, temp agency, timesheet) and the passages around the hits, with the docstring of
`make_holdout112.py` read in full and the domain, neighbour and sources passages of `make_holdout17.py`,
`make_holdout82.py`, `make_holdout6.py` and `make_holdout111.py`; of `make_holdout112.py` also its import
block and its last 150 lines, for the structure of a generator; and `pyproject.toml` for ruff's
settings. (A listing of `tests/normalizer/` showed the generators' names.) Nothing under
`prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the docs and bench folders
or the git history; the generators numbered 113 to 120, written at the same time, were not read. The
corpus was checked only against the machinery of `make_holdout.py` (every `expected` is what
`expected_of` computes, every span is found in its input at its offsets, spans are single lines without
outer blanks, inputs are unique, two builds are byte-identical).

The domain is recruiting agencies and applicant tracking: job requisitions, candidate pipelines and CV
parsing, interview scheduling, assessments, offers and background checks, agency placements and
invoices, and candidate messaging. The earlier docstrings name neighbours of it: above all HR and
recruiting in make_holdout17 (an ATS rejection drafter and interview scorecard digest, reference checks
behind YAML front matter, a background-check vendor's status relay and an adjudication tool with a
single-line JSON header, onboarding checklists and uploads, an employee referral bot, a job-description
linter, recruiter outreach and an offer-letter drafter; and as hard negatives offer letters, ATS
exports, background reports, forwarded references and scam job e-mails); interview scheduling, an ATS
webhook's signature and delivery timestamp, a Slovak job board and Danish onboarding front matter
(make_holdout6); HR and recruiting screeners, with ATS candidate and requisition ids as stable values
(make_holdout3); HR shared services with share-code, E-Verify and residence-permit checks and a new-hire
portal (make_holdout82); freelancer platforms' job posts, proposals and timesheets (make_holdout111);
payroll bureaus' timesheet imports (make_holdout33); interpreters' timesheets and agency invoices
(make_holdout54); a CV upload line in bid workspaces (make_holdout58); admissions interview slots
(make_holdout66); tenant screening reports (make_holdout69); a football club's recruitment research
task (make_holdout77). The scenarios here were written around them: every agency and tool is made up
(Harrow & Pike Recruitment, Sable Search Partners, Nordlicht Personal, Talento Ibérico, Lacroix
Recrutement, みなと人材パートナーズ, 한빛 서치 and others; Talentloom, Reqwise, Parsewell, Panelry,
Skillgauge, Contingo VMS); there is no rejection drafter, scorecard digest, reference check,
background-check status relay or adjudication, onboarding, referral bot, job-description linter,
offer-letter drafter or screener questionnaire; background checks are a drug screen, education and
employment verification and a consent explainer; offers are approval status, counter-offer coaching,
an e-signature lookup, pre-offer pitching and an offer explainer; interview scheduling is panel loops,
WhatsApp reschedules, time-zone conversion, room booking, debriefs, no-shows, reminders and interviewer
load, and an ATS webhook delivery and a job-board import appear only as pasted material; agency billing
is placement fees, rebates, PSL terms, contractor margins, split fees, temp-to-perm fees, invoice
disputes, commission and VMS fees, never a timesheet. The sources are:

* job requisitions: an intake summariser's HTTP request (`Date` in RFC 1123, hex `X-Request-ID`; the
  tenant stays); a ChatML approvals helper whose system turn ends with a nanoid `Approver session:` and
  `Current time:` before `<|im_end|>`; a band checker's YAML front matter (naive `isoformat()`
  `checked_at`, ULID `request_id`; band table, currency and region stay); a pretty JSON head of a
  time-to-fill explainer (UUIDv7 `request_id`, `generated_at_ms`; the tenant stays); a Llama 3 system
  header (`Today Date` moves, `Cutting Knowledge Date` stays); an interviewer capacity planner's
  current ISO week date; German (`Anfragezeit:` at the head, hex `Vorgangs-ID:`), Japanese
  (`現在日時：`, UUID `リクエストID：`), Mexican Spanish (`Hora del servidor:` with `-06:00`, nanoid
  `Sesión:`) and Arabic (`الوقت الحالي:` in Arabic-Indic digits, hex `معرف الطلب:`) desks;
* candidate pipelines and CV parsing: a ReAct observation `[parsewell job=<KSUID> at=<RFC 3339 ms>
  engine=cvx-4.2]` over the parsed CV that stays; a duplicate-merge helper's markdown table (ObjectId
  `Session`, `Opened`); a pipeline board "as of <RFC 2822> for this request" with a UUID
  `Board-Snapshot:` (the board rows stay); a single-line JSON head of a shortlist ranker (UUIDv7 `rid`,
  `ts` in ms, between stable members); B3 multi headers over a source-attribution question (`Sampled`
  and the agency stay); a retention check's footer `retention-check 2.3 · job <hex> · <RFC 3339>`; a
  Gemma user turn ending with `Local time:` (Windows form) and a UUID `Request:` before
  `<end_of_turn>`; Russian (`Текущее время:` with MSK, UUID), French (`Horodatage :` with an offset,
  KSUID `Session :`), Korean (12-hour `현재 시각:`, nanoid `세션 ID:`), Chinese (`当前时间：`, ObjectId
  `请求编号：`), Hindi (`वर्तमान समय:` in Devanagari digits, UUID) and Greek (day-first `Τρέχουσα ώρα:`,
  hex) desks;
* interview scheduling: calendars "read at <JavaScript toString()> for this request" with a base64url
  `Scheduler session:`; a WhatsApp Cloud API inbound message (`wamid`, `timestamp` in s; sender and
  profile stay; the candidate's typed times stay); a Semantic Kernel current-time sentence with a UUID
  `Conversation:`; XML attributes `now` (naive `isoformat()`) and `session` (nanoid) before `office`; a
  Phi-3 system turn with `Now:` in .NET "o" form and a UUIDv7 `Scheduler request:` before `<|end|>`;
  `X-Amzn-Trace-Id` and a made-up `X-Client-Clock` (ms) at the head of a video-link confirmation;
  Polish (`Czas serwera:` with CET, ULID), Hebrew (`השעה כעת:` time then date, UUID), Thai (Buddhist-era
  `วันเวลาปัจจุบัน:`, ULID `รหัสคำขอ:`) and Dutch (`Tijdstip:` with Dutch day and month names, nanoid
  `Sessie:`) desks;
* assessments: `traceparent` and `tracestate` at the head of a coding-test explainer (the result's
  submission time stays); an HTML comment `render job=<hex> at=<Log4j> template=psy-summary-v2`; a
  markdown bullet block (US medium `Generated:`, hex `Trace:`; client and exercise set stay); a Mistral
  `[INST]` turn ending with `Clock:` (epoch s) and a base64url `Attempt session:` cut out of its line
  before `[/INST]`; Italian (day-first `Data e ora:` at the head, upper-case UUID), Turkish (`Şu anki
  zaman:`, KSUID `İstek No:`), Ukrainian (`Поточний час:` in RFC 3339 with an offset, UUIDv7 `Сесія:`) and
  Brazilian Portuguese (`Horário do servidor:` with `(BRT)`, UUID) desks;
* offers and background checks: an offer-approval HTTP request with `Authorization: Bearer <JWT>` and
  `X-Request-Start: t=<s.ms>`; an Assistants-style counter-offer coach ("Today is <long date>." inside
  the instructions, `thread_` and `run_` ids; the `asst_` id stays); an e-signature tool result
  `[esign lookup=<uuid> fetched=<RFC 3339 us> provider=signwell]` over the envelope's own timeline that
  stays; gRPC metadata with a made-up `x-hop-t0-ns` and `x-correlation-id` at a drug-screen booking; an
  offer explainer's tail (`Prompt built:` in ctime form, base64url `Nonce:`); Indonesian (`Waktu
  server:` with WIB, nanoid `ID Sesi:`), Vietnamese (`Thời điểm truy vấn:` time then date, hex),
  Czech (`Čas požadavku:` in `4. 3. 2026` form, ULID `ID relace:`) and Swedish (`Aktuell tid:` at the
  head, UUID `Sessions-ID:`) desks;
* agency placements and invoices: Stripe `Request-Id: req_...` and `Idempotency-Key` (`Stripe-Version`
  and the `cus_` customer stay); a `ctx t=<s> rid=<nanoid> agency=... branch=...` line at the head of a
  rebate calculator; a CrewAI-style task with `Current Date:` and a UUID `Execution id:` between blank
  lines; a Slack split-fee bot (`Message ts` and an `Ev` event id move; team and channel stay); a
  receivables mailbox poll (`Polled-At:` in RFC 850 form, KSUID `Poll-Id:`) over a client e-mail whose
  `Date` and `Message-ID` stay; a pretty JSON context in the middle of the prompt (`asked_at` in
  `toISOString()` form, hex `trace`; consultant and payroll cycle stay); `X-Cloud-Trace-Context` and
  `Date` in a VMS helper's request metadata; German (`Abfragezeitpunkt:` with `Uhr`, UUIDv7
  `Anfrage-ID:`) and Spanish (`Fecha y hora:`, UUID `ID de solicitud:`) desks;
* candidate messaging: an InMail classifier (`Received:` in Python logging form, `msg_` id; the channel
  stays); a careers-site chat (`Conversation started:` in Go RFC3339Nano, nanoid `Conversation:`); a
  nurture campaign's YAML front matter (`requested:` in GNU `date` form, UUID `draft_id`; campaign,
  segment and tone stay); `Sent:` and a UUID `Message-ID:` after the last user turn of a withdrawal
  reply; a sequence tool's `request_us`; "Sequence context built at <Go time.String()>" on the first
  line; Argentine Spanish (`Hora local:` a time alone, UUIDv7 `Conversación:`), Tagalog (`Oras ngayon:`
  with Tagalog month names, hex `Session ID:`) and Japanese (a markdown table with `受付日時` and a KSUID
  `セッション`) desks;
* the generated family: one program field at three of eight positions (head, system tail, a header
  block between `Agency:`/`App:` and `Channel:`, after the user's message, a footer after `--` above a
  stable version line, YAML front matter between `assistant` and `locale`, a single-line JSON member
  between stable members, an XML attribute before `channel="web"`) of 12 bodies, each with a pasted
  record of its own that stays (an ATS candidate JSON opening with a UUIDv7 `id` and `created_at`, an
  interview schedule CSV, a placement invoice, assessment logfmt with `ts=`, a candidate e-mail with
  `Date` and `Message-ID`, a background check table with completion dates, an offer YAML with
  `start_date` and `expires`, a Spanish CV extract with `Fecha de alta`, a German `key=value` line with
  `eingegangen`, Japanese JSON with `作成日時`, a Korean applicant table with `지원일시`, a French
  contrat de mission with `Date d'effet`); the field is one of 25 English and made-up labels (21 drawn:
  `Unix time`, `Timestamp`, `Session`, `ts`, `b3`, `Context time`, `logged_at`, `run`, `traceparent`,
  `Stamped`, `Today's date`, `Moment`, `Current date`, `t0_ns`, `desk_session`, `nonce`, `Hop`, `Desk
  clock`, `Date`, `Request ID`, `Served`) or, in the Spanish, German, Japanese, Korean and French bodies,
  the "now", request and session labels of that language.

The negatives: 57 pasted records (22 in other languages) in many placements (question above, question
below, behind a lead-in such as "My colleague sent me this:" or "Mi compañero me mandó esto.", earlier
user and assistant turns, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, RAG documents with
`effective` attributes, a ReAct observation, fenced, quoted with `>`, indented, at the very head, at the
very end, with a question on both sides): a candidate's confirmation e-mail, ATS application JSON
opening with UUIDv7 ids and `created_at`, `curl -v` output of a 429 with `date` and `x-request-id`, an
interview ICS with `DTSTAMP`, a CV, a parser output with its `parse_id` and `parsed_at` pasted to debug,
a drug screen result, a placement invoice, a rebate clause, a CRM lookup observation, retention
policies, a Slack export with `ts`, careers-site nginx lines with `rid=`, a parser traceback with its
`request_id`, an ATS webhook delivery pasted to debug its timestamp, a Stripe invoice with `created`, an
assessment CSV, a scorecard, offer details and an interview time in earlier turns, a candidate SMS
thread, a WhatsApp export, a requisition printout, a placement letter, an interview invitation, a
scheduler JSON log line, a candidate's quoted reply, a commission statement, a job ad with its closing
date, an ATS API response with `applied_at` and `last_activity_at`, an assignment extension e-mail with
`Sent:`, a calendar `getSchedule` response, a job-board import's syslog, a subject access ticket and a
right-to-work record at the very head; and in other languages a Spanish e-mail with `Enviado:`, a
German Vermittlung invoice, a French convocation, an Italian offer, a Brazilian test report, a Russian
CV, a Ukrainian e-mail, a Polish temporary-work contract, a Dutch invoice, a Czech invitation, a Swedish
employment contract, a Turkish application form, a Greek employment certificate, an Arabic offer in
Arabic-Indic digits, a Hebrew e-mail with `Message-ID`, a Hindi interview list, a Thai Buddhist-era
invoice, Chinese interview JSON with `创建时间`, a Japanese 職務経歴書, a Korean offer SMS with `발송`, a
Vietnamese offer letter and an Indonesian psychometric test invitation. 47 look-alikes and asked values
(a prompt revision with a fee schedule, a Llama 3 header with only its cutoff, a `Talentloom-Version`
header, a ChatML cutoff and fee schedule date, office hours and phone, fees and salaries, licence and
company numbers, an IBAN, a CV's SHA-256, a client block with a `cus_` id and PSL start, unrendered
`{{current_time}}` and `{{request_id}}`, a `req_` id and idempotency key asked about, an interview time
to convert, a ULID asked about, few-shot dates, a CalVer build, stable front matter, XML attributes, an
HTML comment revision, a footer's terms revision, a client-since table, a staging prompt with `Current
time:` and `Session:` pasted for review, the user's own clock, relative times, an ISO week asked about,
guarantee and notice arithmetic, an epoch asked about, a traceparent for support, a requisition and
candidate header; and in other languages a German FAQ's `Stand:`, a Japanese policy revision date, an
unrendered Spanish template, French agency hours, Korean salaries, Arabic hours and phone, a Chinese
app version with its release date, a Russian UUID asked about, Portuguese relative times, Greek dates
in prose, a Hindi user's clock, a Turkish IBAN, a Polish ISO week, Hebrew probation arithmetic, a Thai
candidate header, a Vietnamese knowledge cutoff, Indonesian salaries), two plain controls, and 12
generated hard negatives: the family's bodies with one stable value (fee schedule, prompt revision, API
version, knowledge cutoff, time zone, office hours, agency licence, Spanish time zone, German price list
revision, Japanese terms revision, Korean rate card version, French terms revision) at a position the
family's positives use but the body's own do not.

What it is: 222 prompts. 104 carry volatile fields (169 spans): 68 hand-written positives (133 spans;
64 with two or more fields) and 36 generated ones. 118 carry none: 57 pasted records, 47 look-alikes,
two plain controls and 12 generated hard negatives. 86 prompts (about two in five) are in a language
other than English: 27 hand-written positives, 15 generated positives and 44 negatives, in 23
languages (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Han, Japanese kana,
Hangul). The output is deterministic (seeded, fixed base datetimes); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings that were read (envelope vs payload, per-run ids, document
and record dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, deliveries
received vs pasted, tool results, made-up labels, bracketed and inline spans, ASCII cue lines, localized
"now" labels). Clarifications made here:

* Recruiting records are content wherever they sit and however they open: requisition, candidate,
  application, offer, envelope, invoice, placement, contract, scorecard, specimen, ticket and interview
  ids (also UUIDv7s, ULIDs and `prs_` parse ids in pasted records) and their dates and times
  (`created_at`, `stage_changed_at`, `applied_at`, `last_activity_at`, `started_at`, `completed_at`,
  `parsed_at`, `DTSTAMP`, e-mail `Date`, `Sent`, `Enviado`, `eingegangen`, `Fecha de alta`, `作成日時`,
  `创建时间`, `지원일시`, `Date d'effet`), also when a tool fetched them for this request (the parsed CV,
  the e-signature timeline, the pipeline board rows, the interviewers' free times). Only the program's
  stamp and the ids minted for this request, session, run, parse job, lookup, poll or snapshot move.
* Agencies, branches, desks, tenants, clients, `cus_` customers, `asst_` assistants, Slack teams,
  channels and users, a WhatsApp sender and profile, fee schedules, PSL start dates, licence numbers,
  `Stripe-Version`, `Talentloom-Version`, band tables and a requisition or candidate id in a header are
  the same across requests and stay.
* An inbound candidate message delivered for this request moves its envelope: the WhatsApp `wamid` and
  `timestamp`, a Slack `Message ts` and event id, an InMail's `Received` and `msg_` id, `Sent` and
  `Message-ID` after the last user turn; what the candidate wrote, with the times in it, stays. The same
  kind of envelope pasted by a user (an ATS webhook delivery with its signature, a Slack export) stays
  whole.
* A parse job's id and time in a ReAct observation, an e-signature lookup id and fetch time, calendars'
  read time and a board snapshot are made for this request and move; the data they bring stays.
* A current ISO week date and a time alone under a "now" label move; an ISO week, an epoch, a ULID, a
  UUID or a traceparent the user asks about stays, as do times a recruiter or candidate types.
* Spans follow rule 3: "as of <time>" and "at <time>" are cut with their preposition where the cut
  leaves a sentence ("Pipeline for REQ-4502 (...) for this request:", "Interviewer calendars were read
  for this request."); the Semantic Kernel and "Today is" sentences are inline spans; XML attributes and
  `key=value` pairs are followed by a stable neighbour; single-line JSON members are cut with the comma
  after them; volatile members of pretty JSON are never the last member of their object; header lines,
  YAML keys, markdown rows and bullets, and a line holding one field in any script (also with a
  full-width colon or a French space before the colon) are whole-line spans; a field that shares its
  line with a template token (`<|im_end|>`, `<end_of_turn>`, `<|end|>`, `[/INST]`) is cut out of it,
  and footer values are cut without their `·` separators.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Brief:`, `Verdict:`, `Thought:`, `Coach:`,
  `Ranking:`, `Proposal:`, `Reply:`, `Summary:`, `Explanation:`, `Label:`, `Category:`, `Message:`,
  `Second message:`, `Pip:`, `Splitbot:`, `Confirmation:`) or a chat template's reply header on a line of its
  own (ChatML, Llama 3) end positives; Gemma, Phi-3 and Mistral positives end with the closed user
  turn, and prompts in other languages end with the user's message or with the metadata after it.
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
    IST,
    JST,
    MONTHS,
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

SEED = 20261204114
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout114.jsonl"
SRC = "holdout114:"

MSK = timezone(timedelta(hours=3), "MSK")
BRT = timezone(timedelta(hours=-3), "BRT")
CST_MX = timezone(timedelta(hours=-6), "CST")
GST = timezone(timedelta(hours=4), "GST")
KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
ISR = timezone(timedelta(hours=2), "IST")
EET = timezone(timedelta(hours=2), "EET")
CST_CN = timezone(timedelta(hours=8), "CST")
PHT = timezone(timedelta(hours=8), "PHT")
TRT = timezone(timedelta(hours=3), "TRT")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")
AEST = timezone(timedelta(hours=10), "AEST")
PST = timezone(timedelta(hours=-8), "PST")
ART = timezone(timedelta(hours=-3), "ART")

THAI_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
NL_MONTHS = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]
NL_DAYS = ["ma", "di", "wo", "do", "vr", "za", "zo"]
TL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre",
             "Oktubre", "Nobyembre", "Disyembre"]


def lang(code: str) -> list[str]:
    return ["non_english", f"lang:{code}"]


# --- extra value formats (built on make_holdout's) ------------------------------------------------

def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year}"


def arabic_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def deva_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "०१२३४५६७८९"))


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


def slack_ts(g: Gen, t: datetime) -> str:
    return f"{epoch_s(t)}.{g.digits(6)}"


def b3_single(g: Gen) -> str:
    return f"{g.hex(32)}-{g.hex(16)}-1"


# --- hand-written positives -------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


# job requisitions

@pos
def _req_intake_request(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""POST /v1/intake/summarise HTTP/1.1
Host: reqwise.harrowpike.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
X-Tenant: harrow-pike
Content-Type: text/plain; charset=utf-8

You turn a hiring manager's intake call notes into a requisition brief with these headings: Role,
Must-haves, Nice-to-haves, Salary band, Interview stages, Red flags. Do not invent a salary.

Notes (call with Priya Nandakumar, Head of Data, Tuesday):
- Senior analytics engineer, dbt + Snowflake, must have owned a data model end to end
- Hybrid, 2 days in the Leeds office; budget agreed at GBP 68-75k
- Four stages: recruiter screen, take-home (max 3 h), technical panel, meet the CFO
- Lost the last two finalists to counter-offers; wants a decision within 10 working days

Brief:""", f"{SRC}pos:req-intake-request", ["http_request", "header_block", "http_date", "hex32", "stable_neighbours"])


@pos
def _req_approval_chatml(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<|im_start|>system
You are the requisition approvals helper in Reqwise for Sable Search Partners' clients. Explain where a
requisition is stuck in its approval chain and who has to act next. Never approve on anyone's behalf.
{v('session_id', 'Approver session: ' + g.nanoid())}
{v('datetime', 'Current time: ' + rfc3339(t))}<|im_end|>
<|im_start|>user
REQ-2291 (Payroll Specialist, Bristol) was submitted on 12 February and still shows "Pending". The chain
is Hiring manager -> Finance BP -> HR Director. Finance approved on the 16th. Who's holding it?<|im_end|>
<|im_start|>assistant
""", f"{SRC}pos:req-approval-chatml", ["chat_template", "chatml", "system_tail", "nanoid", "rfc3339",
                                       "template_token_same_line"])


@pos
def _req_salary_band_front_matter(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""---
tool: band-check
band_table: 2026-H1
currency: GBP
{v('datetime', 'checked_at: ' + py_iso(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
region: north-england
---
Compare the requisition's offered range with the band table and say whether it needs an exception
approval. One short paragraph, then "Exception needed: yes/no".

Requisition REQ-3307: Senior QA Engineer, level P3, range GBP 52,000-61,000.
Band P3 (north-england): GBP 48,000-58,000, exceptions up to +10% with HRD sign-off.

Verdict:""", f"{SRC}pos:req-salary-band-front-matter", ["front_matter", "python_isoformat", "ulid",
                                                      "stable_neighbours"])


@pos
def _req_job_ad_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', f'Anfragezeit: {t:%d.%m.%Y, %H:%M:%S}')}
{v('request_id', 'Vorgangs-ID: ' + g.hex(24))}
Mandant: Nordlicht Personal GmbH

Du übersetzt Stellenanzeigen aus dem Englischen ins Deutsche und passt sie an den deutschen Markt an:
Sie-Form, geschlechtsneutraler Titel mit (m/w/d), Gehaltsangabe als Jahresbrutto.

Anzeige: "Warehouse Team Lead (nights). 4 nights on, 4 off, 22:00-06:00. GBP 38k + shift allowance.
Forklift licence a plus. Start ASAP."

Bitte übersetze die Anzeige für unseren Standort in Duisburg, Gehalt 46.000 EUR.""",
                 f"{SRC}pos:req-job-ad-de", ["head", "header_block", "eu_datetime", "hex24", *lang("de")])


@pos
def _req_headcount_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return Draft(f"""あなたは人材紹介会社「みなと人材パートナーズ」の求人管理アシスタントです。求人票の残り枠と採用計画の差を説明してください。
{v('datetime', f'現在日時：{t.year}年{t.month}月{t.day}日 {t:%H:%M}')}
{v('request_id', 'リクエストID：' + g.uuid4())}

求人番号：JOB-0815（法人営業・大阪）
採用計画：4名（第1四半期）
内定承諾済み：2名、最終面接待ち：3名

担当者：あと何名の内定が必要ですか？辞退率30%で考えてください。""",
                 f"{SRC}pos:req-headcount-ja", ["system_tail", "japanese_datetime", "uuid", "fullwidth_colon",
                                                 *lang("ja")])


@pos
def _req_reopen_llama3(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You help recruiters at Harrow & Pike decide whether a closed requisition should be reopened or a new
one raised. A requisition closed for less than 60 days can be reopened with its original approvals.<|eot_id|><|start_header_id|>user<|end_header_id|>

REQ-1942 (Site Reliability Engineer) was closed on 9 January 2026 after the hire withdrew. The hiring
manager wants the same role back. Reopen or raise a new one?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""", f"{SRC}pos:req-reopen-llama3", ["chat_template", "llama3", "knowledge_cutoff_neighbour", "llama_date"])


@pos
def _req_vacante_es_mx(g: Gen) -> Draft:
    t = g.moment(CST_MX)
    return Draft(f"""Eres el asistente de vacantes de Agencia Talento Andino (oficina Guadalajara). Ayudas a crear la
vacante en el ATS a partir de lo que dicta el cliente. Responde en español.
{v('datetime', 'Hora del servidor: ' + iso_space(t) + ' ' + '-06:00')}
{v('session_id', 'Sesión: ' + g.nanoid())}
Empresa cliente: Grupo Ferretero Lomas

Cliente: Necesitamos dos supervisores de almacén para el turno de noche, sueldo 18 mil mensuales más
vales, que sepan SAP. ¿Qué datos te faltan para publicar la vacante?""",
                 f"{SRC}pos:req-vacante-es-mx", ["system_tail", "iso_space_offset", "nanoid", "stable_neighbours",
                                                  *lang("es")])


@pos
def _req_time_to_fill_json(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(f"""{{
  "assistant": "reqwise-insights",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"generated_at_ms": ' + str(epoch_ms(t)) + ',')}
  "tenant": "sable-search"
}}
You explain recruiting metrics to agency managers in plain words. Use only the figures given.

Time to fill, last quarter (days, median): Engineering 41, Sales 28, Finance 35, Operations 19.
Offer acceptance rate: Engineering 71%, Sales 88%, Finance 80%, Operations 93%.

Question: Why would engineering take longest even though we have the most candidates in that pipeline?
Answer:""", f"{SRC}pos:req-time-to-fill-json", ["json_block", "head", "uuid7", "epoch_ms", "stable_neighbours"])


@pos
def _req_dubai_ar(g: Gen) -> Draft:
    t = g.moment(GST)
    now = arabic_digits(f"{t.year}/{t.month:02d}/{t.day:02d} {t:%H:%M}")
    return Draft(f"""{v('datetime', 'الوقت الحالي: ' + now)}
{v('request_id', 'معرف الطلب: ' + g.hex(20))}
أنت مساعد وكالة "الصقر للتوظيف" في دبي. تساعد مسؤولي التوظيف في كتابة طلبات الوظائف الشاغرة باللغة العربية.

المسؤول: العميل يريد محاسبًا بخبرة خمس سنوات في ضريبة القيمة المضافة، والراتب ١٨٬٠٠٠ درهم. اكتب وصفًا مختصرًا للوظيفة.""",
                 f"{SRC}pos:req-dubai-ar", ["head", "arabic_indic_digits", "hex20", *lang("ar")])


@pos
def _req_capacity_iso_week(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You plan interviewer capacity for the Harrow & Pike tech desk. Each interviewer may take at most
four interviews a week; trainees only shadow.
{v('date', 'Current week date: ' + iso_week(t))}
Desk: technology (Leeds)

Open requisitions needing panels this week: REQ-4471 (3 candidates), REQ-4480 (5), REQ-4502 (2).
Interviewers: Hannah (4 left), Ola (2 left), Marek (trainee), Deepa (4 left).

User: Can we cover all ten panels without using Marek as a lead?
Assistant:""", f"{SRC}pos:req-capacity-iso-week", ["system_tail", "iso_week", "stable_neighbours"])


# candidate pipelines and CV parsing

@pos
def _cv_parse_observation(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You are a sourcing agent. Use the tools to parse CVs and match them to the requisition, then
decide whether to advance the candidate. Think, act, observe, and finish with "Final Answer:".

Question: Does the CV uploaded for REQ-4471 meet the must-haves (5+ years Python, AWS, team lead)?
Thought: I should parse the CV first.
Action: parse_cv
Action Input: {{"upload": "cv_amara_osei.pdf"}}
Observation: [parsewell {v('request_id', 'job=' + g.ksuid(t))} {v('datetime', 'at=' + rfc3339(t, 3))} engine=cvx-4.2]
{{"name": "Amara Osei", "experience": [
  {{"employer": "Lumen Freight", "title": "Engineering Lead", "from": "2022-03", "to": "present"}},
  {{"employer": "Corvid Labs", "title": "Senior Python Developer", "from": "2018-09", "to": "2022-02"}}],
 "skills": ["Python", "AWS", "Terraform", "PostgreSQL"]}}
Thought:""", f"{SRC}pos:cv-parse-observation", ["react", "observation", "key_value_inline", "ksuid", "rfc3339",
                                               "pasted_content_neighbour"])


@pos
def _cv_dedupe_table(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You help recruiters merge duplicate candidate profiles in Talentloom. Decide which fields to keep
from each profile and explain why in a short table.

| Field     | Value             |
|-----------|-------------------|
| Recruiter | Mia Okafor        |
| Desk      | Finance contracts |
{v('session_id', '| Session   | ' + g.objectid(t) + ' |')}
{v('datetime', '| Opened    | ' + iso_space(t) + ' UTC |')}

Profile A (CAND-88120, created 2024-05-02): Joanna Kowalska, j.kowalska@example.com, +44 7700 900412,
last role Financial Controller at Beacon Freight (2021-2025).
Profile B (CAND-91577, created 2026-01-19): Joanna Kowalska-Reid, joanna.reid@example.com, +44 7700 900412,
last role Head of Finance at Orchard Logistics (2025-present).

Mia: Are these the same person, and what do I keep?
Assistant:""", f"{SRC}pos:cv-dedupe-table", ["md_table", "objectid", "iso_space", "stable_neighbours"])


@pos
def _pipeline_board_as_of(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You coach agency recruiters on pipeline hygiene. Point out candidates who have sat in a stage too long
(more than 5 working days) and suggest the next action for each.

Pipeline for REQ-4502 (Product Designer, Sable Search) {v('datetime', 'as of ' + rfc2822(t))} for this request:
{v('request_id', 'Board-Snapshot: ' + g.uuid4())}
Stage           Candidate          Entered stage
Applied         Tomasz Lewandowski 2026-02-27
Screened        Leila Haddad       2026-02-20
Portfolio rev.  Hugo Marchetti     2026-02-11
Final interview Sunita Rao         2026-02-25

Coach:""", f"{SRC}pos:pipeline-board-as-of", ["inline_sentence", "as_of", "rfc2822", "uuid", "pasted_content_neighbour"])


@pos
def _boolean_search_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(f"""Ты помощник рекрутера кадрового агентства «Северный ветер». Составляешь булевы поисковые запросы для
поиска кандидатов на hh.ru и в LinkedIn. Отвечай по-русски, запрос давай в блоке кода.
{v('datetime', f'Текущее время: {t:%d.%m.%Y %H:%M:%S} MSK')}
{v('request_id', 'ID запроса: ' + g.uuid4())}

Рекрутер: Нужен запрос для поиска DevOps-инженеров с Kubernetes и Terraform, Москва или удалёнка, без
джунов и без тех, кто ищет только проектную работу.""",
                 f"{SRC}pos:boolean-search-ru", ["system_tail", "eu_datetime", "uuid", *lang("ru")])


@pos
def _cv_analyse_fr(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Vous êtes l'assistant d'analyse de CV du cabinet Lacroix Recrutement (Lyon). Comparez le CV au poste et
listez trois points forts, deux points à vérifier en entretien et une recommandation.
{v('datetime', 'Horodatage : ' + rfc3339(t))}
{v('session_id', 'Session : ' + g.ksuid(t))}
Poste : Responsable paie (CDI, Villeurbanne)

CV : Claire Dubois. Gestionnaire paie chez Transports Rhône Alpes depuis mars 2019 (450 bulletins/mois,
Silae). Avant : assistante RH chez Boulangeries Vial (2015-2019). Licence pro GRH, 2015.

Recruteur : Est-ce qu'elle peut tenir le poste de responsable, sachant qu'elle n'a jamais managé ?""",
                 f"{SRC}pos:cv-analyse-fr", ["system_tail", "rfc3339", "offset", "ksuid", "space_before_colon",
                                             *lang("fr")])


@pos
def _shortlist_rank_json(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""{{"tool":"shortlist-ranker",{v('request_id', '"rid":"' + g.uuid7(t) + '",')}{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"req":"REQ-1187","max":3}}
Rank the candidates for REQ-1187 (Customer Success Manager, German-speaking) and give one line of
reasoning each. Weight language skills over years of experience.

1. Felix Brandt: 6 yrs CSM, German native, SaaS, notice 3 months
2. Ines Duarte: 3 yrs CSM, German C1, Portuguese native, available now
3. Tom Hallett: 8 yrs account management, German B1, notice 1 month
4. Sara Lindqvist: 4 yrs CSM, German C2, Swedish native, notice 2 months

Ranking:""", f"{SRC}pos:shortlist-rank-json", ["json_inline", "head", "uuid7", "epoch_ms", "two_in_line"])


@pos
def _source_attribution_b3(g: Gen) -> Draft:
    return Draft(f"""X-B3-Sampled: 1
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-Agency: sable-search

You explain candidate source attribution in the Talentloom dashboard. Use the rules: first touch wins for
job boards; referrals override everything; agency submissions count only if the candidate was not in
the database in the previous 6 months.

Case: Candidate CAND-90412 applied via a job board on 3 February, was submitted by Sable Search on
5 February, and had been in our database since October 2025 from a career fair.

User: Who gets the credit, and is the agency fee payable?
Assistant:""", f"{SRC}pos:source-attribution-b3", ["head", "header_block", "b3_multi", "stable_neighbours"])


@pos
def _cv_parse_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    h = t.hour % 12 or 12
    now = f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}시 {t.minute:02d}분"
    return Draft(f"""당신은 헤드헌팅 회사 '한빛 서치'의 이력서 분석 도우미입니다. 이력서에서 경력, 학력, 자격증을 뽑아 표로 정리하세요.
{v('datetime', '현재 시각: ' + now)}
{v('session_id', '세션 ID: ' + g.nanoid())}

이력서:
김지훈 / 2018.03 ~ 2021.12 (주)한결물류 재무팀 대리 / 2022.01 ~ 현재 대성전자 경영기획팀 과장
서울대학교 경영학과 졸업 (2018.02) / 공인회계사(2020)

리크루터: 경력 연수를 계산해서 표로 만들어 주세요.""",
                 f"{SRC}pos:cv-parse-ko", ["system_tail", "korean_12h", "nanoid", *lang("ko")])


@pos
def _cv_parse_zh(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return Draft(f"""{v('datetime', f'当前时间：{t:%Y-%m-%d %H:%M:%S}')}
{v('request_id', '请求编号：' + g.objectid(t))}
你是"启航猎头"的简历解析助手。请把下面的简历整理成 JSON，字段：姓名、手机、工作经历（公司、职位、起止年月）、期望薪资。

简历：
王芳，手机 138 0013 8000。2019年7月至2023年6月在杭州云帆科技任测试工程师；2023年7月至今在上海数海信息任高级测试工程师。期望月薪 25k。

顾问：请输出 JSON。""", f"{SRC}pos:cv-parse-zh", ["head", "fullwidth_colon", "objectid", *lang("zh")])


@pos
def _retention_footer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""Check each candidate record against our retention rule and say "keep" or "delete" with the reason:
candidates who were not hired are kept for 12 months after their last activity unless they consented
to the talent pool, in which case 24 months.

CAND-70112 | last activity 2024-11-03 | talent pool consent: no
CAND-70456 | last activity 2024-08-19 | talent pool consent: yes
CAND-71003 | last activity 2025-12-01 | talent pool consent: no

--
retention-check 2.3 · {v('run_id', 'job ' + g.hex(16))} · {v('datetime', rfc3339(t))}""",
                 f"{SRC}pos:retention-footer", ["footer", "tail", "two_in_line", "hex16", "rfc3339",
                                                "pasted_content_neighbour"])


@pos
def _talent_pool_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    now = deva_digits(f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}")
    return Draft(f"""आप "सारथी प्लेसमेंट्स" के टैलेंट पूल सहायक हैं। रिक्रूटर के बताए मानदंडों पर उम्मीदवार खोजने के लिए फ़िल्टर सुझाइए। हिंदी में उत्तर दीजिए।
{v('datetime', 'वर्तमान समय: ' + now)}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}

रिक्रूटर: पुणे में 3 से 5 साल के अनुभव वाले SAP FICO सलाहकार चाहिए, नोटिस पीरियड 30 दिन से कम। कौन से फ़िल्टर लगाऊँ?""",
                 f"{SRC}pos:talent-pool-hi", ["system_tail", "devanagari_digits", "uuid", *lang("hi")])


@pos
def _cv_greek(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(f"""Είσαι ο βοηθός του γραφείου στελέχωσης «Αιγαίο Προσωπικό». Διαβάζεις βιογραφικά και γράφεις μια σύντομη
σύνοψη τριών γραμμών για τον πελάτη. Απάντησε στα ελληνικά.
{v('datetime', f'Τρέχουσα ώρα: {dmy(t)} {t:%H:%M}')}
{v('session_id', 'Αναγνωριστικό συνεδρίας: ' + g.hex(16))}

Βιογραφικό: Νίκος Παπαδόπουλος, ηλεκτρολόγος μηχανικός ΕΜΠ (2016). Μηχανικός συντήρησης στη ΔΕΗ
(2017-2021), υπεύθυνος βάρδιας σε φωτοβολταϊκό πάρκο στην Κοζάνη (2021-σήμερα).

Σύμβουλος: Γράψε τη σύνοψη για τον πελάτη από τη Θεσσαλονίκη.""",
                 f"{SRC}pos:cv-greek", ["system_tail", "day_first", "hex16", *lang("el")])


@pos
def _pipeline_gemma(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(f"""<start_of_turn>user
You are the pipeline assistant for Sable Search Partners' New York desk. Keep answers to three sentences.

Which of my candidates for REQ-5120 should I chase today? Leo (client feedback pending since Feb 24),
Nadia (waiting on references since Feb 27), Chris (offer out since Mar 2).
{v('datetime', 'Local time: ' + windows_general(t))}
{v('request_id', 'Request: ' + g.uuid4())}<end_of_turn>
""", f"{SRC}pos:pipeline-gemma", ["chat_template", "gemma", "last_user", "windows_datetime", "uuid",
                                  "template_token_same_line"])


# interview scheduling

@pos
def _panel_calendars_read_at(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are Panelry, the interview scheduler for Harrow & Pike's clients. Propose a 3-hour onsite loop
(three 45-minute interviews with 15-minute breaks) inside the interviewers' free time. Never book
over a "tentative" block.
{v('session_id', 'Scheduler session: ' + g.b64url(18))}

Interviewer calendars were read {v('datetime', 'at ' + js_tostring(t, 'Central European ' + ('Summer' if t.tzname() == 'CEST' else 'Standard') + ' Time'))} for this request.
Free on Thursday 12 March (Europe/London):
- Ruth Achebe: 09:00-12:00, 14:00-17:00
- Daniel Moss: 10:00-13:00 (tentative 11:00-11:30)
- Karin Voss: 09:30-12:30

Candidate: Ahmed Rahimi, available all day Thursday.

Proposal:""", f"{SRC}pos:panel-calendars-read-at", ["system_tail", "inline_sentence", "js_date_tostring", "b64url",
                                                   "pasted_content_neighbour"])


@pos
def _reschedule_whatsapp(g: Gen) -> Draft:
    t = g.moment_eu()
    sent = t - timedelta(minutes=g.small(1, 9))
    return Draft(f"""You reply to candidates on WhatsApp for Nordlicht Personal's UK branch. Offer at most two new interview
slots from the free list, confirm the time zone, and keep it under 60 words.

Inbound message (WhatsApp Cloud API):
{v('message_id', 'wamid: wamid.' + g.b64url(30))}
{v('epoch', 'timestamp: ' + str(epoch_s(sent)))}
from: 447700900518
profile: Chloe Bennett

Chloe: Hi, so sorry, I can't make tomorrow's 10:30 interview any more, my train was cancelled. Is there
anything later in the week?

Free slots: Wed 14:00, Thu 09:30, Thu 16:00, Fri 11:00 (all UK time)

Reply:""", f"{SRC}pos:reschedule-whatsapp", ["header_block", "wamid", "epoch_s", "stable_neighbours",
                                             "user_typed_time"])


@pos
def _timezone_convert_sk(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(f"""You are the scheduling assistant of Sable Search Partners in New York. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Convert every proposed slot into the candidate's time zone, flag anything outside 08:00-19:00 for them,
and never suggest a weekend.
{v('session_id', 'Conversation: ' + g.uuid4())}

Candidate location: Bangalore (Asia/Kolkata)
Proposed slots (America/New_York): Mon 08:00, Mon 13:30, Tue 09:00

Recruiter: Which of these work for the candidate?
Assistant:""", f"{SRC}pos:timezone-convert-sk", ["inline_sentence", "dotnet_long_datetime", "uuid", "head"])


@pos
def _room_booking_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<context {v('datetime', 'now="' + py_iso(t) + '"')} {v('session_id', 'session="' + g.nanoid() + '"')} office="LDN-2" floor="4"/>
You book meeting rooms for onsite interview loops at the London office of Harrow & Pike's client
Meridian Bank. Rooms: Thames (6 seats, screen), Fleet (4 seats), Walbrook (2 seats, no screen).
Candidates presenting need a screen.

Loop: Wednesday 18 March, 13:00-16:00, four panellists, candidate gives a 20-minute presentation.

Coordinator: Which room should I book?
Assistant:""", f"{SRC}pos:room-booking-xml", ["xml_attr", "head", "python_isoformat", "nanoid", "two_in_line"])


@pos
def _debrief_pl(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Jesteś asystentem agencji rekrutacyjnej "Wisła HR". Pomagasz zaplanować spotkanie podsumowujące
(debrief) po rozmowach kwalifikacyjnych. Odpowiadaj po polsku, krótko.
{v('datetime', f'Czas serwera: {t:%Y-%m-%d %H:%M:%S} {t.tzname()}')}
{v('session_id', 'Identyfikator sesji: ' + g.ulid(t))}

Rekruterka: Panel skończył rozmowy dziś o 15:00. Kierownik jest wolny jutro 9:00-10:00, HR tylko po 13:00.
Kiedy zrobić debrief, żeby kandydat dostał odpowiedź w ciągu 48 godzin?""",
                 f"{SRC}pos:debrief-pl", ["system_tail", "iso_space_zone", "ulid", "user_typed_time", *lang("pl")])


@pos
def _interview_reminder_he(g: Gen) -> Draft:
    t = g.moment(ISR)
    return Draft(f"""אתה העוזר של חברת ההשמה "גשר כוח אדם". אתה מנסח תזכורות לראיונות עבודה למועמדים בעברית, בטון חם וקצר.
{v('datetime', f'השעה כעת: {t:%H:%M}, {t:%d.%m.%Y}')}
{v('session_id', 'מזהה שיחה: ' + g.uuid4())}

פרטי הראיון: משרת מנהל/ת חשבונות, משרדי הלקוח ברמת גן, יום שלישי בשעה 11:00, מראיינת: מיכל לוי.

מגייסת: תנסח לי תזכורת למועמד דניאל כהן.""",
                 f"{SRC}pos:interview-reminder-he", ["system_tail", "time_then_date", "uuid", *lang("he")])


@pos
def _no_show_phi3(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<|system|>
You draft follow-ups when a candidate misses a scheduled interview. Assume good faith in the first
message; offer one new slot. Sign as "The Harrow & Pike team".
{v('datetime', 'Now: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'Scheduler request: ' + g.uuid7(t))}<|end|>
<|user|>
Candidate Marcus Reid did not join his 14:00 video interview for REQ-4480 today. No message from him.
Next free slot: Friday 10:00.<|end|>
""", f"{SRC}pos:no-show-phi3", ["chat_template", "phi3", "system_tail", "dotnet_roundtrip", "uuid7",
                                "template_token_same_line"])


@pos
def _interview_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    now = f"{t.day} {THAI_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."
    return Draft(f"""คุณเป็นผู้ช่วยนัดสัมภาษณ์ของบริษัทจัดหางาน "สยามทาเลนต์" ตอบเป็นภาษาไทย สุภาพและกระชับ
{v('datetime', 'วันเวลาปัจจุบัน: ' + now)}
{v('request_id', 'รหัสคำขอ: ' + g.ulid(t))}

ผู้สมัคร: สวัสดีค่ะ ดิฉันได้รับนัดสัมภาษณ์ตำแหน่งเจ้าหน้าที่บัญชีวันศุกร์ 10:00 น. ขอเลื่อนเป็นช่วงบ่ายได้ไหมคะ""",
                 f"{SRC}pos:interview-th", ["system_tail", "buddhist_era", "ulid", *lang("th")])


@pos
def _video_link_headers(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('epoch', 'X-Client-Clock: ' + str(epoch_ms(t)))}
X-Tenant: sable-search
You write the candidate-facing confirmation for a video interview. Include the join link, the
interviewer's name and what to prepare. No emojis.

Interview: REQ-5120 Data Analyst, first round, 30 minutes, with Grace Liu (Analytics Manager).
Join link: https://meet.panelry.example/j/482-119-307
Prepare: a 5-minute walkthrough of a dashboard you built.

Confirmation:""", f"{SRC}pos:video-link-headers", ["head", "header_block", "amzn_trace", "epoch_ms",
                                                   "stable_neighbours"])


@pos
def _interviewer_load_nl(g: Gen) -> Draft:
    t = g.moment_eu()
    now = f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"
    return Draft(f"""Je bent de planningsassistent van werving- en selectiebureau Polderwerk in Utrecht. Verdeel de
sollicitatiegesprekken eerlijk over de interviewers. Antwoord in het Nederlands.
{v('datetime', 'Tijdstip: ' + now)}
{v('session_id', 'Sessie: ' + g.nanoid())}

Deze week: 11 gesprekken voor de vacature Teamleider Klantenservice. Interviewers: Sanne (max 5), Joost
(max 3), Fatima (max 4). Joost is donderdag vrij.

Recruiter: Hoe verdeel ik de gesprekken?""",
                 f"{SRC}pos:interviewer-load-nl", ["system_tail", "localized_month", "nanoid", *lang("nl")])


# assessments

@pos
def _coding_test_traceparent(g: Gen) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: skg=' + g.hex(16) + ',tl=' + g.b64url(9))}
Accept: application/json

You explain coding assessment results from Skillgauge to non-technical recruiters. Say what the score
means and what to probe in the next interview. Do not reveal the test cases.

Result: candidate CAND-90871, test "Backend API (Python)", submitted 2026-03-02 16:41 UTC.
Score 68/100. Correctness 34/40, Tests 10/25, Code quality 16/20, Time used 88 of 90 minutes.
Plagiarism check: clear.

Explanation:""", f"{SRC}pos:coding-test-traceparent", ["head", "header_block", "traceparent", "tracestate",
                                                       "pasted_content_neighbour"])


@pos
def _psychometric_html_comment(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<!-- render {v('run_id', 'job=' + g.hex(16))} {v('datetime', 'at=' + log4j_iso(t))} template=psy-summary-v2 -->
Summarise this personality questionnaire profile for the hiring manager in five bullet points. Avoid
clinical language and do not use the scores to make a hiring recommendation.

Candidate: Elena Marsh (REQ-3390, Operations Manager)
Scales (sten 1-10): Extraversion 7, Conscientiousness 9, Openness 5, Agreeableness 6, Emotional
stability 4. Completed 2026-02-26, norm group UK managers 2024.

Summary:""", f"{SRC}pos:psychometric-html-comment", ["html_comment", "head", "key_value_inline", "log4j",
                                                    "hex16", "pasted_content_neighbour"])


@pos
def _language_test_it(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', f'Data e ora: {dmy(t)} {t:%H:%M:%S}')}
{v('request_id', 'ID richiesta: ' + g.uuid4().upper())}
Sei l'assistente di Sestante Selezione a Milano. Spieghi ai candidati il risultato del test di lingua
inglese (scala CEFR) e cosa significa per la candidatura. Rispondi in italiano.

Risultato del test: Reading B2, Listening C1, Writing B1, Speaking B2. Requisito del cliente: B2 in
tutte le abilità.

Candidata: Ho passato il test oppure no? Posso ripetere solo lo scritto?""",
                 f"{SRC}pos:language-test-it", ["head", "day_first", "uuid_upper", *lang("it")])


@pos
def _work_sample_mistral(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""[INST] You grade work samples for Skillgauge against the rubric. Give each criterion a score from 0 to
3 with one sentence of evidence, then a total out of 12.

Rubric: Structure, Accuracy, Prioritisation, Tone.
Task: "Write an e-mail to a client explaining a two-week delay to their shortlist."
Sample: "Dear Mr Hale, I'm sorry to tell you the shortlist will be two weeks late. Two of our five
candidates withdrew after counter-offers, and we'd rather send you three strong people than five
average ones. You'll have the shortlist by Friday 20 March. Best, Jo"

{v('epoch', 'Clock: ' + str(epoch_s(t)))}
{v('session_id', 'Attempt session: ' + g.b64url(24))} [/INST]""",
                 f"{SRC}pos:work-sample-mistral", ["chat_template", "mistral", "last_user", "epoch_s", "b64url",
                                                   "template_token_same_line"])


@pos
def _typing_test_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(f"""Sen "Boğaziçi İnsan Kaynakları" danışmanlık firmasının değerlendirme asistanısın. Adaylara klavye hızı ve
doğruluk testinin sonucunu açıklarsın. Türkçe ve kısa cevap ver.
{v('datetime', f'Şu anki zaman: {t:%d.%m.%Y %H:%M}')}
{v('request_id', 'İstek No: ' + g.ksuid(t))}

Test sonucu: 52 kelime/dakika, doğruluk %91. Pozisyon şartı: en az 45 kelime/dakika ve %95 doğruluk.

Aday: Testi geçtim mi? Tekrar girebilir miyim?""",
                 f"{SRC}pos:typing-test-tr", ["system_tail", "day_first", "ksuid", *lang("tr")])


@pos
def _sjt_uk(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(f"""Ти асистент кадрового агентства «Карпати Персонал». Пояснюєш кандидатам результати ситуаційного тесту
(SJT) для посади адміністратора клініки. Відповідай українською.
{v('datetime', 'Поточний час: ' + rfc3339(t))}
{v('session_id', 'Сесія: ' + g.uuid7(t))}

Результат: 14 з 20, поріг 12. Слабке місце: пріоритезація дзвінків пацієнтів.

Кандидатка: Що означає мій результат і чи запросять мене на співбесіду?""",
                 f"{SRC}pos:sjt-uk", ["system_tail", "rfc3339", "offset", "uuid7", *lang("uk")])


@pos
def _assessment_centre_bullets(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(f"""# Assessment centre scoring
- **Client:** Meridian Bank graduate scheme
- **Exercise set:** 2026 AC v3
{v('datetime', '- **Generated:** ' + us_medium(t))}
{v('trace_id', '- **Trace:** ' + g.hex(32))}

You combine assessor scores into an overall rating (Strong hire / Hire / No hire). Two "1" scores in any
competency means No hire, whatever the average.

Candidate G-114: Group exercise 3, 3, 2; Case study 4, 3, 3; Interview 2, 1, 1; Presentation 3, 4, 3.

Assessor lead: What's the rating?
Assistant:""", f"{SRC}pos:assessment-centre-bullets", ["md_bullets", "head", "us_medium", "hex32",
                                                      "stable_neighbours"])


@pos
def _cognitive_pt_br(g: Gen) -> Draft:
    t = g.moment(BRT)
    return Draft(f"""Você é o assistente da consultoria de recrutamento Ipê Talentos, em Campinas. Explica para os candidatos
o resultado do teste de raciocínio lógico. Responda em português do Brasil.
{v('datetime', f'Horário do servidor: {dmy(t)} {t:%H:%M:%S} (BRT)')}
{v('request_id', 'ID da requisição: ' + g.uuid4())}

Resultado: percentil 62 (grupo de comparação: analistas júnior, 2025). Nota de corte do cliente:
percentil 50.

Candidato: Tirei 62, isso é bom? Quando fico sabendo da próxima fase?""",
                 f"{SRC}pos:cognitive-pt-br", ["system_tail", "day_first", "uuid", *lang("pt")])


# offers and background checks

@pos
def _offer_approval_bearer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""GET /offers/OF-7781/approval-status HTTP/1.1
Host: offers.reqwise.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'usr-recruiter-2214'))}
{v('epoch', 'X-Request-Start: t=' + str(epoch_s(t)) + '.' + f'{t.microsecond // 1000:03d}')}
Accept-Language: en-GB

You explain offer approval rules to recruiters. Offers above the band midpoint need the Finance BP;
offers above the band maximum also need the HR Director. Sign-on bonuses over GBP 5,000 always need
the HR Director.

Offer OF-7781: base GBP 74,000 (band 60,000-72,000, midpoint 66,000), sign-on GBP 3,000.

Recruiter: Who needs to approve this one?
Assistant:""", f"{SRC}pos:offer-approval-bearer", ["http_request", "header_block", "jwt", "epoch_msec",
                                                   "stable_neighbours"])


@pos
def _counter_offer_assistants(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""Instructions: You coach agency recruiters through counter-offer conversations. Be practical; never
tell the recruiter to pressure the candidate. {v('date', f'Today is {DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.')}
Assistant: Offer Coach (asst_R2kq8ZfYw1Lp6sTn)
{v('session_id', 'Thread: thread_' + g.b62(24))}
{v('run_id', 'Run: run_' + g.b62(24))}

Recruiter: My candidate accepted our client's offer (GBP 82k) on Monday, but her current employer just
offered her GBP 85k and a promotion to stay. She starts with the client in 4 weeks. How do I handle the
call tomorrow?
Coach:""", f"{SRC}pos:counter-offer-assistants", ["inline_sentence", "long_date", "openai_ids", "header_block"])


@pos
def _esign_lookup(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You tell recruiters where an offer letter is in the e-signature flow and what to do next. If the
candidate has not opened it after 48 hours, suggest a phone call, not another reminder e-mail.

Tool result [esign {v('request_id', 'lookup=' + g.uuid4())} {v('datetime', 'fetched=' + rfc3339(t, 6))} provider=signwell]:
Envelope OF-7795-ENV
Sent: 2026-03-02 09:14 CET to Ravi Menon (ravi.menon@example.com)
Viewed: 2026-03-03 21:40 CET
Signed: not yet
Reminders sent: 1 (2026-03-04 09:00 CET)

Recruiter: Ravi opened it last night but hasn't signed. Should I call him?
Assistant:""", f"{SRC}pos:esign-lookup", ["tool_result", "key_value_inline", "uuid", "rfc3339",
                                          "pasted_content_neighbour"])


@pos
def _drug_screen_grpc(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(f"""grpc metadata:
  grpc-timeout: 10S
  user-agent: grpc-java/1.63.0
  {v('epoch', 'x-hop-t0-ns: ' + str(epoch_ns(g, t)))}
  {v('request_id', 'x-correlation-id: ' + g.uuid4())}

You help candidates book their pre-employment drug screen. Give the nearest two collection sites
from the list and remind them to bring photo ID. Results go to the employer, never to the recruiter.

Sites: LabPoint Midtown (W 37th St, walk-in 7:00-15:00), LabPoint Hoboken (appointments only),
QuestCare Brooklyn Heights (walk-in 8:00-16:30).

Candidate: I live in Jersey City and can only go before work. Where should I go?
Assistant:""", f"{SRC}pos:drug-screen-grpc", ["header_block", "head", "epoch_ns", "uuid", "made_up_label"])


@pos
def _edu_verification_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return Draft(f"""Kamu adalah asisten verifikasi latar belakang di agensi rekrutmen Nusantara Karir. Jelaskan status
verifikasi ijazah kepada perekrut dengan bahasa Indonesia yang sederhana.
{v('datetime', f'Waktu server: {t:%d-%m-%Y %H:%M:%S} WIB')}
{v('session_id', 'ID Sesi: ' + g.nanoid())}

Status verifikasi: Universitas Brawijaya belum menjawab permintaan (dikirim 23 Februari 2026). Batas
SLA kampus: 10 hari kerja.

Perekrut: Kliennya ingin kandidat mulai 16 Maret. Apakah verifikasi bisa selesai tepat waktu?""",
                 f"{SRC}pos:edu-verification-id", ["system_tail", "day_first", "nanoid", *lang("id")])


@pos
def _employment_verification_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(f"""Bạn là trợ lý kiểm tra lý lịch của công ty tuyển dụng Sao Việt. Soạn kịch bản gọi điện xác minh quá
trình làm việc với công ty cũ của ứng viên. Trả lời bằng tiếng Việt.
{v('datetime', f'Thời điểm truy vấn: {t:%H:%M:%S} {dmy(t)}')}
{v('request_id', 'Mã yêu cầu: ' + g.hex(24))}

Ứng viên: Trần Minh Anh, khai làm Kế toán trưởng tại Công ty TNHH Hưng Phát từ 06/2020 đến 12/2025.

Chuyên viên: Hãy soạn 5 câu hỏi ngắn để hỏi phòng nhân sự bên đó.""",
                 f"{SRC}pos:employment-verification-vi", ["system_tail", "time_then_date", "hex24", *lang("vi")])


@pos
def _pre_offer_cs(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Jsi asistent personální agentury Vltava Kariéra. Pomáháš konzultantům připravit nabídku pro kandidáta.
Odpovídej česky a stručně.
{v('datetime', f'Čas požadavku: {t.day}. {t.month}. {t.year} {t:%H:%M:%S}')}
{v('session_id', 'ID relace: ' + g.ulid(t))}

Kandidát: Petr Novák, současná mzda 62 000 Kč, chce 75 000 Kč. Rozpočet klienta: 68 000-72 000 Kč plus
13. plat.

Konzultantka: Jak mu nabídku podat, aby ji přijal?""",
                 f"{SRC}pos:pre-offer-cs", ["system_tail", "day_first_spaced", "ulid", *lang("cs")])


@pos
def _background_consent_sv(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', f'Aktuell tid: {t:%Y-%m-%d %H:%M:%S}')}
{v('session_id', 'Sessions-ID: ' + g.uuid4())}
Du är assistent hos rekryteringsföretaget Fjällvind Bemanning. Du förklarar för kandidater varför vi
ber om samtycke till bakgrundskontroll och vad som kontrolleras. Svara på svenska.

Kontrollen omfattar: utdrag ur belastningsregistret, kreditupplysning (endast för ekonomitjänster),
verifiering av examen.

Kandidat: Måste jag godkänna kreditupplysning när jag söker jobb som lagerarbetare?""",
                 f"{SRC}pos:background-consent-sv", ["head", "iso_space", "uuid", *lang("sv")])


@pos
def _offer_explainer_tail(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Explain this offer to the candidate in plain English: what the total first-year cash is, what is
conditional, and what happens if the background check flags something.

Offer summary: Senior Buyer, Orchard Logistics. Base GBP 58,000. Bonus up to 10% (company and personal
targets). Car allowance GBP 4,800. Start date 13 April 2026, subject to satisfactory references and a
basic DBS check.

Explanation:

{v('datetime', 'Prompt built: ' + ctime(t))}
{v('nonce', 'Nonce: ' + g.b64url(16))}""", f"{SRC}pos:offer-explainer-tail", ["tail", "ctime", "nonce",
                                                                          "pasted_content_neighbour"])


# agency placements and invoices

@pos
def _placement_fee_stripe(g: Gen) -> Draft:
    return Draft(f"""You are the billing assistant of Harrow & Pike Recruitment. Explain placement fee invoices to client
finance teams. Our standard fee is 18% of first-year base salary, invoiced on the start date, 30 days'
terms.

Stripe context:
Stripe-Version: 2024-06-20
Customer: cus_Qm4ZtR8wLp2Vx1
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Client: Invoice HP-2026-0311 says GBP 13,320 for Dan Ortiz, but his salary is 72k. Shouldn't it be
less?
Answer:""", f"{SRC}pos:placement-fee-stripe", ["header_block", "stripe", "request_id", "stable_neighbours"])


@pos
def _rebate_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""ctx {v('epoch', 't=' + str(epoch_s(t)))} {v('request_id', 'rid=' + g.nanoid())} agency=harrow-pike branch=leeds
You calculate rebates when a placed candidate leaves during the guarantee period. Rebate scale: left
in weeks 1-4: 100%; weeks 5-8: 50%; weeks 9-12: 25%; after week 12: none. Work in whole weeks from the
start date.

Placement: Ana Silva, started 5 January 2026, left 20 February 2026. Fee paid: GBP 11,700.

Client: How much do we get back?
Answer:""", f"{SRC}pos:rebate-logfmt", ["head", "key_value_inline", "epoch_s", "nanoid", "stable_neighbours"])


@pos
def _psl_terms_de(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du bist der Vertragsassistent der Nordlicht Personal GmbH. Du vergleichst die Konditionen der
Rahmenverträge (PSL) unserer Kunden und antwortest auf Deutsch.
{v('datetime', f'Abfragezeitpunkt: {t:%d.%m.%Y %H:%M} Uhr')}
{v('request_id', 'Anfrage-ID: ' + g.uuid7(t))}

Kunde A (Rheinmetall-Zulieferer): 20 % Honorar, 3 Monate Garantie, Zahlungsziel 45 Tage.
Kunde B (Logistikgruppe): 17 % Honorar, 6 Monate Garantie mit Staffel, Zahlungsziel 30 Tage.

Beraterin: Welcher Vertrag ist für uns bei einer Vermittlung mit 65.000 EUR Jahresgehalt besser?""",
                 f"{SRC}pos:psl-terms-de", ["system_tail", "uhr", "uuid7", *lang("de")])


@pos
def _margin_crewai(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You are Contract Margin Analyst. You have priced hundreds of day-rate contractor placements for a UK
agency and you know the effect of employer costs on margin.
Your personal goal is: Recommend a charge rate that keeps a 20% gross margin.

Current Task: Price the contractor below for the client's rate card.

{v('date', 'Current Date: ' + iso_date(t))}
{v('run_id', 'Execution id: ' + g.uuid4())}

Contractor: Data engineer via umbrella, pay rate GBP 520/day, 6-month assignment, inside IR35.
Client rate card ceiling: GBP 680/day.

This is the expected criteria for your final answer: a charge rate, the margin in GBP and %, and one
risk.

Thought:""", f"{SRC}pos:margin-crewai", ["body", "iso_date", "uuid", "between_blank_lines"])


@pos
def _split_fee_slack(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You are Splitbot in the Sable Search Slack workspace. You work out split placement fees between desks
using the split policy: the candidate owner gets 50%, the client owner 50%; if one person owns both,
they get 100%; a sourcer credited on the profile gets 10% taken from the candidate owner's half.
Team: T02SABLE
Channel: #placements
{v('message_id', 'Message ts: ' + slack_ts(g, t))}
{v('request_id', 'Event id: Ev' + g.b62(10))}

<@U07MIAOK>: Placement for REQ-4502 at GBP 15,000 fee. I own the client, Jonas owns the candidate, and
Priya sourced her. Who gets what?
Splitbot:""", f"{SRC}pos:split-fee-slack", ["header_block", "slack_ts", "slack_event_id", "stable_neighbours"])


@pos
def _temp_to_perm_es(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Eres el asistente de facturación de Talento Ibérico ETT (Madrid). Explicas a los clientes la tarifa de
paso a plantilla de un trabajador cedido. Responde en español de España.
{v('datetime', f'Fecha y hora: {dmy(t)} {t:%H:%M}')}
{v('request_id', 'ID de solicitud: ' + g.uuid4())}

Tarifa: 15 % del salario bruto anual si la incorporación es antes de 13 semanas de cesión; 8 % entre
13 y 26 semanas; sin coste a partir de la semana 26.

Cliente: Queremos contratar a Lucía, lleva 17 semanas con nosotros y su bruto anual sería de 28.000 €.
¿Cuánto nos cuesta?""", f"{SRC}pos:temp-to-perm-es", ["system_tail", "day_first", "uuid", *lang("es")])


@pos
def _invoice_dispute_poll(g: Gen) -> Draft:
    t = g.moment_us()
    sent = t - timedelta(hours=g.small(2, 40))
    return Draft(f"""{v('datetime', 'Polled-At: ' + rfc850(t))}
{v('request_id', 'Poll-Id: ' + g.ksuid(t))}
Mailbox: ar@sablesearch.example
Classify the client e-mail below as one of: dispute-amount, dispute-guarantee, payment-promise,
remittance, other. Then draft a one-line internal note for the credit controller.

From: Lorna Pike <ap@orchardlogistics.example>
Date: {rfc2822(sent)}
Message-ID: <CAF3q9x{g.hex(10)}@mail.orchardlogistics.example>
Subject: Invoice SS-2026-0142

Hi, we're holding this invoice. The candidate left after six weeks and your terms promise a
replacement within the guarantee period. Please advise.

Label:""", f"{SRC}pos:invoice-dispute-poll", ["head", "header_block", "rfc850", "ksuid", "pasted_content_neighbour"])


@pos
def _commission_json_middle(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You explain commission statements to consultants at Harrow & Pike. Commission is 10% of invoiced fees
above a quarterly threshold of GBP 30,000, paid the month after the client pays.

context = {{
  "consultant": "Jonas Berg",
  {v('datetime', '"asked_at": "' + js_iso(t) + '",')}
  {v('trace_id', '"trace": "' + g.hex(32) + '",')}
  "payroll_cycle": "2026-03"
}}

Q1 fees invoiced: GBP 46,500 (paid by clients: GBP 38,200). Threshold: GBP 30,000.

Jonas: Why is my commission this month only GBP 820 when I billed 46.5k?
Assistant:""", f"{SRC}pos:commission-json-middle", ["json_block", "body", "js_iso", "hex32", "stable_neighbours"])


@pos
def _vms_gcp(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""You answer agency questions about the client's vendor management system (Contingo VMS): how to submit
candidates, why a submittal was rejected, and how fees are deducted (the VMS keeps a 2.5% fee from every
agency invoice).
-- request metadata --
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
{v('datetime', 'Date: ' + http_date(t))}
Agency: Sable Search Partners (supplier tier 1)
User: Our submittal for job CTG-88214 was rejected as "duplicate candidate". We submitted her first.
Assistant:""", f"{SRC}pos:vms-gcp", ["system_tail", "header_block", "gcp_trace", "http_date", "stable_neighbours"])


# candidate messaging

@pos
def _whatsapp_ar_es(g: Gen) -> Draft:
    t = g.moment(ART)
    return Draft(f"""Sos el asistente de mensajes de la consultora Pampa Talento (Buenos Aires). Respondés a los candidatos por
WhatsApp con voseo, en mensajes cortos y amables.
{v('datetime', f'Hora local: {t:%H:%M}')}
{v('session_id', 'Conversación: ' + g.uuid7(t))}

Candidato: Hola! Me llegó un mensaje para confirmar la entrevista del jueves pero no dice la dirección.
¿Es presencial o por videollamada?""",
                 f"{SRC}pos:whatsapp-ar-es", ["system_tail", "time_alone", "uuid7", *lang("es")])


@pos
def _inmail_classify(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Classify the candidate's reply to our outreach as one of: interested, not-now, not-interested,
wrong-person, unsubscribe. Then suggest the next step in one sentence.
{v('datetime', 'Received: ' + py_logging(t))}
{v('message_id', 'Message: msg_' + g.b62(24))}
Channel: linkedin-inmail

Reply from Kasia Nowicka: "Thanks for thinking of me! I'm happy where I am for now, but I'd be open to
a chat after my bonus pays out in April."

Category:""", f"{SRC}pos:inmail-classify", ["system_tail", "python_logging", "prefixed_id", "stable_neighbours"])


@pos
def _career_site_chat(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""Bot: Pip (careers.harrowpike.example)
{v('datetime', 'Conversation started: ' + go_nano(t, g.small(1, 1000)))}
{v('session_id', 'Conversation: ' + g.nanoid())}
Language: en

Pip answers candidates' questions about applying through Harrow & Pike: how to upload a CV, how long
we keep data, and how to withdraw an application. Pip never discusses salaries of specific jobs.

Candidate: I applied for two jobs by mistake with an old CV. Can I replace it?
Pip:""", f"{SRC}pos:career-site-chat", ["head", "header_block", "go_rfc3339nano", "nanoid", "stable_neighbours"])


@pos
def _nurture_front_matter(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(f"""---
campaign: talent-pool-spring
segment: finance-contractors
{v('datetime', 'requested: ' + unix_date(t))}
{v('request_id', 'draft_id: ' + g.uuid4())}
tone: friendly
---
Write a short nurture e-mail (max 120 words) to contractors in our talent pool whose contracts end in
the next two months. Mention that we have three new day-rate roles in Manchester and ask them to
update their availability. Sign off as Mia from Harrow & Pike.""",
                 f"{SRC}pos:nurture-front-matter", ["front_matter", "unix_date", "uuid", "stable_neighbours"])


@pos
def _sms_status_tl(g: Gen) -> Draft:
    t = g.moment(PHT)
    h = t.hour % 12 or 12
    now = f"{TL_MONTHS[t.month - 1]} {t.day}, {t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"
    return Draft(f"""Ikaw ang SMS assistant ng Bayanihan Manpower Agency sa Makati. Sumagot sa Tagalog, maikli at magalang.
Huwag magbigay ng petsa ng deployment kung wala sa record.
{v('datetime', 'Oras ngayon: ' + now)}
{v('session_id', 'Session ID: ' + g.hex(20))}

Status sa record: Medical - cleared (Peb 27); POEA/DMW documents - pending; Flight - wala pa.

Aplikante: Good pm po, kailan po ako aalis papuntang Dubai?""",
                 f"{SRC}pos:sms-status-tl", ["system_tail", "localized_month", "hex20", *lang("tl")])


@pos
def _withdrawal_last_user(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""System: You draft replies for Sable Search recruiters. Thank candidates who withdraw, keep the door
open, and ask one optional question about why.
User: Candidate Omar Haddad just messaged: "Hi Jo, I've decided to stay at my current company, they
matched the offer. Sorry for the trouble and thanks for everything."
Assistant: Would you like the reply to mention the client by name?
User: No, keep it generic, and ask if he'd like to hear about roles next year.
{v('datetime', 'Sent: ' + iso_space(t) + ' UTC')}
{v('message_id', 'Message-ID: ' + g.uuid4())}
Assistant:""", f"{SRC}pos:withdrawal-last-user", ["last_user", "iso_space", "uuid", "chat_transcript"])


@pos
def _ghosting_epoch_us(g: Gen) -> Draft:
    t = g.moment()
    return Draft(f"""Suggest a last-try message to a candidate who stopped answering after a final interview. Keep it
human, under 50 words, and give them an easy way to say no.
source: talentloom-sequences
{v('epoch', 'request_us: ' + str(epoch_us(t)))}

Candidate: Beatriz, final interview for Head of Ops on 24 February, two follow-ups sent since.
Message:""", f"{SRC}pos:ghosting-epoch-us", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _go_string_sourcing(g: Gen) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""{v('datetime', 'Sequence context built at ' + go_string(t, g.small(1, 1000), mono))}
You write step 2 of an outreach sequence for passive candidates. Refer to step 1 without repeating it,
add one new reason to talk, and end with a yes/no question.

Step 1 (sent last week): "Hi Sam, I'm working with a scale-up in Bristol building payments infrastructure
for marketplaces. Your work on ledger reconciliation at Tessera caught my eye..."

Second message:""", f"{SRC}pos:go-string-sourcing", ["head", "go_time_string", "inline_sentence_whole_line"])


@pos
def _agency_portal_session_table_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return Draft(f"""| 項目 | 値 |
|------|----|
| 担当 | 佐藤 美咲 |
{v('datetime', f'| 受付日時 | {t:%Y/%m/%d %H:%M:%S} |')}
{v('session_id', '| セッション | ' + g.ksuid(t) + ' |')}

あなたは人材紹介会社「みなと人材パートナーズ」の求職者向けメッセージ作成アシスタントです。丁寧語で、短く書いてください。

担当者：一次面接の合格を伝えて、二次面接の候補日（3月18日14時、3月19日10時）を聞くメッセージを書いてください。""",
                 f"{SRC}pos:agency-portal-session-table-ja", ["md_table", "head", "slash_datetime", "ksuid",
                                                               *lang("ja")])


# --- generated positives: one program field, a body with its own pasted record, a position ----------

FieldFn = Callable[[Gen, datetime], str]

# (cue, family, label, json/xml key, value, numeric)
FIELDS: list[tuple[str, str, str, str, FieldFn, bool]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), False),
    ("datetime", "go_rfc3339nano", "Desk clock", "desk_clock", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t), False),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t), False),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t), False),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ns", "t0_ns", "t0_ns", lambda g, t: str(epoch_ns(g, t)), True),
    ("request_id", "uuid", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "hex32", "Correlation", "correlation", lambda g, t: g.hex(32), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("trace_id", "b3", "b3", "b3", lambda g, t: b3_single(g), False),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid(), False),
    ("session_id", "objectid", "Chat", "chat", lambda g, t: g.objectid(t), False),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t), False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("request_id", "ksuid", "Hop", "hop", lambda g, t: g.ksuid(t), False),
    ("datetime", "rfc2822", "Stamped", "stamped", lambda g, t: rfc2822(t), False),
    ("datetime", "dotnet_roundtrip", "Moment", "moment", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("session_id", "uuid7", "Desk session", "desk_session", lambda g, t: g.uuid7(t), False),
    ("datetime", "log4j", "Served", "served", lambda g, t: log4j_iso(t), False),
    ("datetime", "python_str", "Context time", "context_time", lambda g, t: py_str(t), False),
]

LOCAL_FIELDS: dict[str, list[tuple[str, str, str, str, FieldFn, bool]]] = {
    "es": [("datetime", "day_first", "Hora actual", "hora_actual", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}", False),
           ("request_id", "uuid", "ID de solicitud", "id_solicitud", lambda g, t: g.uuid4(), False),
           ("session_id", "nanoid", "Sesión", "sesion", lambda g, t: g.nanoid(), False)],
    "de": [("datetime", "eu_datetime", "Serverzeit", "serverzeit", lambda g, t: f"{t:%d.%m.%Y %H:%M:%S}", False),
           ("request_id", "hex24", "Anfrage-Nr.", "anfrage", lambda g, t: g.hex(24), False),
           ("session_id", "ulid", "Sitzung", "sitzung", lambda g, t: g.ulid(t), False)],
    "ja": [("datetime", "japanese_datetime", "現在時刻", "genzai",
            lambda g, t: f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}", False),
           ("request_id", "uuid7", "リクエスト番号", "request_no", lambda g, t: g.uuid7(t), False),
           ("session_id", "nanoid", "セッション", "session", lambda g, t: g.nanoid(), False)],
    "ko": [("datetime", "iso_space_zone", "현재 시각", "hyeonjae", lambda g, t: f"{t:%Y-%m-%d %H:%M:%S} KST", False),
           ("request_id", "ulid", "요청 번호", "yocheong", lambda g, t: g.ulid(t), False),
           ("session_id", "hex16", "세션", "session", lambda g, t: g.hex(16), False)],
    "fr": [("datetime", "day_first", "Heure actuelle", "heure", lambda g, t: f"{dmy(t)} {t:%H:%M}", False),
           ("request_id", "uuid", "ID de requête", "id_requete", lambda g, t: g.uuid4(), False),
           ("session_id", "ksuid", "Session", "session", lambda g, t: g.ksuid(t), False)],
}

ZONES = {"es": "eu", "de": "eu", "fr": "eu", "ja": "jst", "ko": "kst"}
LABEL_SEP = {"ja": "：", "fr": " : "}


# (name, language, app, system prompt, pasted record with its lead-in, question, cue line or "",
#  a stable value (label, key, value) for the family's hard negative)
BODIES: list[tuple[str, str, str, str, str, str, str, tuple[str, str, str]]] = [
    ("candidate-json", "en", "talentloom-assist",
     "You are the pipeline assistant in Talentloom for Harrow & Pike recruiters. Answer from the record and\n"
     "say when a candidate needs chasing (more than 5 working days in a stage).",
     "ATS record:\n{\n  \"id\": \"0195f1c2-7a3e-7b41-9c2d-5e8f1a2b3c4d\",\n  \"created_at\": \"2026-02-11T09:42:17Z\",\n"
     "  \"name\": \"Farah Siddiqui\",\n  \"stage\": \"client_interview\",\n"
     "  \"stage_entered_at\": \"2026-02-24T15:03:55Z\",\n  \"requisition\": \"REQ-4480\"\n}",
     "Recruiter: How long has Farah been in the client interview stage, and should I chase the client?",
     "Assistant:", ("Fee schedule", "fee_schedule", "2025-11")),
    ("schedule-csv", "en", "panelry",
     "You check interview schedules for clashes: an interviewer or a room booked twice at the same time,\n"
     "or a candidate with less than 15 minutes between interviews.",
     "Schedule export:\nslot_start,slot_end,candidate,interviewer,room\n"
     "2026-03-10 09:00,2026-03-10 09:45,Ahmed Rahimi,Ruth Achebe,Thames\n"
     "2026-03-10 09:30,2026-03-10 10:15,Leila Haddad,Ruth Achebe,Fleet\n"
     "2026-03-10 10:00,2026-03-10 10:45,Ahmed Rahimi,Daniel Moss,Thames",
     "Coordinator: Is anything double-booked?", "Answer:", ("Prompt revision", "prompt_revision", "2026-02-10")),
    ("placement-invoice", "en", "hp-billing",
     "You answer client questions about Harrow & Pike placement invoices. Fees are 18% of first-year base\n"
     "salary plus VAT, payable in 30 days.",
     "Invoice HP-2026-0318 · Issued 2 March 2026 · Due 1 April 2026\n"
     "Placement: Dan Ortiz, Senior Buyer, start date 2 March 2026\n"
     "First-year base salary GBP 64,000 · Fee 18% = GBP 11,520.00 · VAT 20% = GBP 2,304.00 · Total GBP 13,824.00",
     "Client: Why is VAT added on a placement fee?", "Answer:", ("API version", "api_version", "2025-09-01")),
    ("assessment-logfmt", "en", "skillgauge-helper",
     "You help recruiters read Skillgauge event logs. Explain flags in plain words and say whether the\n"
     "client should be told.",
     "Events:\nts=2026-03-03T10:14:02Z candidate=CAND-90871 test=backend-python event=started\n"
     "ts=2026-03-03T11:42:40Z candidate=CAND-90871 test=backend-python event=submitted score=68\n"
     "ts=2026-03-03T11:42:41Z candidate=CAND-90871 test=backend-python event=proctor_flag reason=tab_switch count=3",
     "Recruiter: Should the tab-switch flag worry the client?", "Assistant:",
     ("Knowledge cutoff", "knowledge_cutoff", "2024-06")),
    ("candidate-email", "en", "reply-drafter",
     "You draft short replies for Harrow & Pike recruiters. Warm, clear, no promises on the client's behalf.",
     "From: Chidi Okeke <chidi.okeke@example.com>\nDate: Tue, 3 Mar 2026 18:22:09 +0000\n"
     "Message-ID: <CAJ7x2vQ9mP4kR.3@mail.example.com>\nSubject: Re: Offer - Finance Business Partner\n\n"
     "Hi Mia, thanks for the offer. Before I sign, could the start date move from 30 March to 13 April? I\n"
     "need to give four weeks' notice.",
     "Recruiter: Draft a reply saying I'll ask the client and come back by Thursday.", "Reply:",
     ("Time zone", "time_zone", "Europe/London")),
    ("bgcheck-table", "en", "clearpath-desk",
     "You explain background check progress to recruiters. Candidates may start only when every check\n"
     "is Clear, unless the client signs a conditional-start waiver.",
     "| Check           | Status      | Completed  |\n|-----------------|-------------|------------|\n"
     "| Right to work   | Clear       | 2026-02-26 |\n| Basic DBS       | In progress | -          |\n"
     "| Employment (5y) | 1 of 2 done | 2026-02-28 |\n| Education       | Clear       | 2026-02-27 |",
     "Recruiter: Can the candidate start on Monday with the DBS still pending?", "Assistant:",
     ("Office hours", "office_hours", "09:00-17:30")),
    ("offer-yaml", "en", "offer-desk",
     "You answer recruiters' questions about live offers. Only the hiring manager can extend an offer's\n"
     "expiry; recruiters can request it.",
     "Offer record:\noffer:\n  id: OF-7802\n  candidate: Lena Fischer\n  base_gbp: 61000\n"
     "  start_date: 2026-04-06\n  expires: 2026-03-13T17:00:00Z\n  conditions: [references, dbs_basic]",
     "Recruiter: Lena wants until Monday to decide. Can I extend the offer myself?", "Assistant:",
     ("Agency licence", "licence", "EAS-0452117")),
    ("cv-es", "es", "asistente-cv",
     "Eres el asistente de selección de Talento Ibérico. Comparas el CV con los requisitos del cliente y\n"
     "respondes en español.",
     "Extracto del CV:\nNombre: Marta Gil Ortega · Fecha de alta en el sistema: 12/02/2026\n"
     "Experiencia: técnica de nóminas en Logística Tajo (03/2019-08/2023); responsable de nóminas en\n"
     "Grupo Levante (09/2023-actualidad)",
     "Reclutador: ¿Cumple los cinco años de experiencia en nóminas que pide el cliente?", "",
     ("Zona horaria", "zona_horaria", "Europe/Madrid")),
    ("bewerbung-de", "de", "bewerber-assistent",
     "Du bist der Bewerbungsassistent der Nordlicht Personal GmbH. Du antwortest auf Deutsch und nennst\n"
     "immer die nächste Aufgabe.",
     "Eintrag aus dem Bewerbermanagement:\nbewerbung=BW-20931 stelle=Lagerleiter eingegangen=2026-02-24T08:13:00+01:00 "
     "quelle=stepstone status=neu",
     "Beraterin: Wie lange wartet die Bewerbung schon auf eine Antwort?", "",
     ("Preisliste", "preisliste", "Stand 2025-11")),
    ("mensetsu-ja", "ja", "mensetsu-bot",
     "あなたは「みなと人材パートナーズ」の面接調整アシスタントです。丁寧語で短く答えてください。",
     "面接データ：\n{\"面接ID\": \"IV-3381\", \"候補者\": \"山田 太郎\", \"日時\": \"2026-03-12 14:00\", "
     "\"作成日時\": \"2026-03-02T10:15:22+09:00\"}",
     "担当者：この面接の3日前にリマインドを送るなら、何日になりますか？", "",
     ("規約改定日", "kiyaku", "2025年10月1日")),
    ("jiwonja-ko", "ko", "jiwonja-helper",
     "당신은 헤드헌팅 회사 '한빛 서치'의 지원자 관리 도우미입니다. 한국어로 짧게 답하세요.",
     "지원자 목록:\n지원자 | 포지션 | 지원일시\n이수진 | 회계 담당 | 2026-02-27 13:42\n박민호 | 회계 담당 | 2026-03-01 09:05",
     "리크루터: 먼저 연락할 지원자는 누구인가요?", "",
     ("요금표 버전", "yogeumpyo", "2025-11")),
    ("mission-fr", "fr", "assistant-interim",
     "Vous êtes l'assistant de l'agence d'intérim Lacroix Emploi. Vous expliquez les coûts aux clients,\n"
     "en français.",
     "Contrat de mission n° CM-2026-0417 · Intérimaire : Karim Benali\n"
     "Date d'effet : 02/03/2026 · Fin prévue : 29/05/2026 · Coefficient de facturation : 1,95",
     "Client : Quel est le coût horaire si le salaire brut est de 13,50 € ?", "",
     ("Révision des CGV", "cgv", "2025-12")),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_inline",
             "xml_attr"]


def _render(position: str, label: str, key: str, value: str, numeric: bool, sep: str) -> str:
    if position == "json_inline":
        return f'"{key}":{value},' if numeric else f'"{key}":"{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    return f"{label}{sep}{value}"


def _place(body: tuple[str, str, str, str, str, str, str, tuple[str, str, str]], position: str,
           field: str) -> str:
    name, language, app, system, record, question, cue, _ = body
    tail = f"\n{cue}" if cue else ""
    first = "Agency: Harrow & Pike Recruitment" if language == "en" else f"App: {app}"
    if position == "head":
        return f"{field}\n{system}\n\n{record}\n\n{question}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{record}\n\n{question}{tail}"
    if position == "header_block":
        return f"{first}\n{field}\nChannel: web\n\n{system}\n\n{record}\n\n{question}{tail}"
    if position == "last_user":
        return f"{system}\n\n{record}\n\n{question}\n{field}{tail}"
    if position == "footer":
        return f"{system}\n\n{record}\n\n{question}\n\n--\n{field}\n{app} 4.1 · support@{app}.example"
    if position == "front_matter":
        return f"---\nassistant: {app}\n{field}\nlocale: {language}\n---\n{system}\n\n{record}\n\n{question}{tail}"
    if position == "json_inline":
        return f'{{"app":"{app}",{field}"locale":"{language}"}}\n{system}\n\n{record}\n\n{question}{tail}'
    return f'<ctx {field} channel="web"/>\n{system}\n\n{record}\n\n{question}{tail}'


def _moment(g: Gen, language: str) -> datetime:
    zone = ZONES.get(language)
    if zone == "eu":
        return g.moment_eu()
    if zone == "jst":
        return g.moment(JST)
    if zone == "kst":
        return g.moment(KST)
    k = g.small(0, 7)
    if k == 1:
        return g.moment_eu()
    if k == 2:
        return g.moment_us()
    return g.moment([UTC, UTC, UTC, PST, AEST, NPT, IST][k])


def _body_positions(k: int) -> list[str]:
    return [POSITIONS[(3 * k + j) % len(POSITIONS)] for j in range(3)]


def generated_positives(g: Gen) -> list[Draft]:
    """Each body with one program field at three positions; every position is used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    n = 0
    for k, body in enumerate(BODIES):
        language = body[1]
        local = LOCAL_FIELDS.get(language)
        for j, position in enumerate(_body_positions(k)):
            if local:
                cue, family, label, key, make, numeric = local[j]
            else:
                cue, family, label, key, make, numeric = fields[n % len(fields)]
                n += 1
            t = _moment(g, language)
            sep = LABEL_SEP.get(language, ": ")
            field = v(cue, _render(position, label, key, make(g, t), numeric, sep))
            tags = ["generated", position, family, "pasted_content_neighbour"]
            if language != "en":
                tags += lang(language)
            out.append(Draft(_place(body, position, field), f"{SRC}gen:{body[0]}+{family}@{position}", tags))
    return out


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at a position the family's positives use, not its own."""
    out: list[Draft] = []
    for k, body in enumerate(BODIES):
        used = set(_body_positions(k))
        free = [p for p in POSITIONS if p not in used]
        position = free[k % len(free)]
        label, key, value = body[7]
        sep = LABEL_SEP.get(body[1], ": ")
        field = _render(position, label, key, value, False, sep)
        tags = ["hard_negative", "generated", position, "stable_value", "pasted_content"]
        if body[1] != "en":
            tags += lang(body[1])
        out.append(Draft(_place(body, position, field), f"{SRC}gen-neg:{body[0]}+{key}@{position}", tags))
    return out


# --- negatives: pasted records of the domain -----------------------------------------------------

PASTED: list[tuple[str, list[str], str, str]] = [
    ("candidate-confirmation-email", ["email", "lead_in", "date_label_in_document", "message_id"], "en",
     """My colleague sent me this: can you tell me whether the candidate actually confirmed the Thursday slot
or only the Friday one?

From: Ahmed Rahimi <ahmed.rahimi@example.com>
To: scheduling@harrowpike.example
Date: Wed, 4 Mar 2026 21:07:44 +0000
Message-ID: <CAL8vT2p0Xk4m1Qw@mail.example.com>
Subject: Re: Interview availability - REQ-4471

Hi, Thursday 12th works but only after 14:00. Friday 13th I'm free all day. Whichever suits the panel.
Thanks, Ahmed"""),
    ("ats-candidate-json", ["json", "question_above", "uuid7_record", "created_at"], "en",
     """Which of these two applications has been waiting longer since its last stage change?

[
  {"id": "0195e8a4-1c2b-7d3e-8f40-a1b2c3d4e5f6", "created_at": "2026-01-28T10:02:11Z",
   "candidate": "Sunita Rao", "stage": "final_interview", "stage_changed_at": "2026-02-25T16:40:00Z"},
  {"id": "0195f3b7-9e0a-7c21-b5d6-0f1e2d3c4b5a", "created_at": "2026-02-14T08:15:49Z",
   "candidate": "Hugo Marchetti", "stage": "portfolio_review", "stage_changed_at": "2026-02-11T12:05:30Z"}
]"""),
    ("curl-429", ["pasted_http", "curl", "x_request_id", "date_header"], "en",
     """Our nightly sync to the Talentloom API started failing. What does this tell you, and how long should we
back off?

$ curl -sv https://api.talentloom.example/v2/candidates?updated_since=2026-03-01 -H "Authorization: Bearer ***"
> GET /v2/candidates?updated_since=2026-03-01 HTTP/2
> Host: api.talentloom.example
< HTTP/2 429
< date: Thu, 05 Mar 2026 02:00:13 GMT
< content-type: application/json
< x-request-id: 7b9e2f10c4d84a1e9f3b6a5c2d1e0f98
< retry-after: 120
< x-ratelimit-remaining: 0
{"error": "rate_limited", "message": "Too many requests for tenant hp-001"}"""),
    ("interview-ics", ["ics", "calendar", "dtstamp"], "en",
     """Turn this invite into a one-line confirmation for the candidate (who, when in Dubai time, where):

BEGIN:VEVENT
UID:b41c8e20-18f2-4d6a-9a3e-1f7c2d5e8b90@panelry.example
DTSTAMP:20260304T111502Z
DTSTART:20260310T073000Z
DTEND:20260310T081500Z
SUMMARY:Interview - Finance Manager (REQ-3390) - Sara Al Mansoori
LOCATION:https://meet.panelry.example/j/913-220-145
ORGANIZER;CN=Harrow & Pike Scheduling:mailto:scheduling@harrowpike.example
END:VEVENT"""),
    ("cv-at-head", ["cv", "very_head", "dates_in_document"], "en",
     """DANIEL MOSS
Leeds · daniel.moss@example.com · +44 7700 900733

EXPERIENCE
Operations Manager, Orchard Logistics (Jan 2022 - present)
- Run a 3-site network, 140 staff; cut overtime 18% in 2024
Shift Manager, Beacon Freight (Jun 2017 - Dec 2021)
EDUCATION
BSc Logistics, Aston University, 2017

Rewrite the experience section as four achievement-led bullets, keeping every date as it is."""),
    ("parser-output-debug", ["json", "parser_output", "fenced", "parse_id"], "en",
     """The parser gave us this for a CV and the dates look wrong: it thinks he's still at the first employer.
What went wrong?

```json
{"parse_id": "prs_01JNQ4W8R2T6Y0E3M5K7P9B1C", "parsed_at": "2026-03-04T09:31:55.204Z", "engine": "cvx-4.2",
 "positions": [
   {"employer": "Tessera Data", "title": "Analyst", "start": "2019-09", "end": null},
   {"employer": "Corvid Labs", "title": "Senior Analyst", "start": "2022-04", "end": null}]}
```"""),
    ("drug-screen-result", ["report", "mro", "dates_in_document", "question_below"], "en",
     """Pre-employment drug screen - result summary
Donor: CAND-90412 · Specimen ID: 0048823911 · Collected: 03/02/2026 07:42 · Site: LabPoint Midtown
Reason: Pre-employment · Panel: 10-panel urine
MRO verified: 03/04/2026 · Result: NEGATIVE-DILUTE · Recollection: recommended (observed: no)

What does negative-dilute mean for the offer, and does the client have to ask for a recollection?"""),
    ("placement-invoice", ["invoice", "price", "dates_in_document"], "en",
     """Write a polite chaser for this overdue invoice. Firm but not cold.

INVOICE SS-2026-0142
Sable Search Partners LLP · VAT GB 318 4426 09
Bill to: Orchard Logistics Ltd, Accounts Payable
Issue date: 19 January 2026 · Due date: 18 February 2026
Placement: Ana Silva, Transport Planner · Start date: 5 January 2026
Fee: 18% of GBP 65,000 = GBP 11,700.00 · VAT: GBP 2,340.00 · Total due: GBP 14,040.00"""),
    ("terms-rebate-clause", ["contract", "dates_in_prose", "percentages"], "en",
     """Explain clause 7 to a new consultant in two sentences.

7. Rebates. If the Candidate's employment ends within twelve (12) weeks of the Start Date for any
reason other than redundancy, the Agency will refund the Fee on this scale: weeks 1-4, 100%; weeks
5-8, 50%; weeks 9-12, 25%. The Client must notify the Agency in writing within seven (7) days of the
employment ending and must have paid the Fee within the payment terms in clause 6."""),
    ("react-candidate-lookup", ["react", "observation", "tool_result", "dates_in_record"], "en",
     """Answer the question using the tools. Finish with "Final Answer:".

Question: When did we last speak to Leila Haddad, and is she still open to moves?
Thought: I'll look her up in the CRM.
Action: crm_lookup
Action Input: {"name": "Leila Haddad"}
Observation: {"candidate_id": "CAND-88731", "last_contacted": "2026-02-20T11:15:00Z", "last_contact_by": "Jonas Berg",
"notes": "Happy in role, open to Head of Design roles only, salary floor GBP 90k", "next_follow_up": "2026-05-01"}
Thought:"""),
    ("rag-policy", ["rag", "document_metadata", "effective_date"], "en",
     """Answer from the documents only and cite them.

<document id="1" title="Candidate data retention" effective="2026-01-01" owner="DPO">
Unsuccessful candidates' data is kept for 12 months after the last activity, or 24 months with talent
pool consent. CVs received speculatively are deleted after 6 months.
</document>
<document id="2" title="Right to be forgotten requests" effective="2025-09-15" owner="DPO">
Deletion requests are completed within 30 days and confirmed in writing.
</document>

Question: A candidate asked us to delete her data on 2 March. By when must we confirm?
Answer:"""),
    ("slack-export", ["slack_export", "ts", "summarise"], "en",
     """Summarise this thread from #placements for the weekly update.

[
  {"user": "U07MIAOK", "ts": "1772533811.204519", "text": "Orchard signed the offer for Ana, start 5 Jan"},
  {"user": "U02JONAS", "ts": "1772534022.771830", "text": "nice! invoice goes out on the start date?"},
  {"user": "U07MIAOK", "ts": "1772534101.009342", "text": "yes, and the split is 50/50 with Priya sourcing"}
]"""),
    ("careers-nginx", ["pasted_log", "nginx", "request_id_in_log"], "en",
     """Why are candidates getting a 413 when they upload CVs on the careers site?

10.4.2.17 - - [04/Mar/2026:09:12:44 +0000] "POST /apply/REQ-4502/cv HTTP/1.1" 413 183 "-" "Mozilla/5.0" rid=5c1e0a7b9d2f4e3a
10.4.2.17 - - [04/Mar/2026:09:13:02 +0000] "POST /apply/REQ-4502/cv HTTP/1.1" 413 183 "-" "Mozilla/5.0" rid=0f8d3b2a6c4e1f79
10.4.2.31 - - [04/Mar/2026:09:15:27 +0000] "POST /apply/REQ-4471/cv HTTP/1.1" 201 64 "-" "Mozilla/5.0" rid=a93e7c1d5b0f2468"""),
    ("parser-traceback", ["traceback", "python_logging", "request_id_in_log"], "en",
     """Find the root cause:

2026-03-04 09:31:55,118 INFO [parsewell.api] request_id=9f2c7e1a-5b3d-4c8e-a0f6-2d1b9e7c3a54 upload=cv_ortiz.docx
2026-03-04 09:31:55,402 ERROR [parsewell.extract] request_id=9f2c7e1a-5b3d-4c8e-a0f6-2d1b9e7c3a54 failed
Traceback (most recent call last):
  File "/app/parsewell/extract.py", line 88, in extract_dates
    start = datetime.strptime(raw, "%m/%Y")
ValueError: time data 'Sept 2019' does not match format '%m/%Y'"""),
    ("webhook-debug", ["webhook_pasted", "signature", "debug"], "en",
     """Our endpoint rejects these with "timestamp too old". The delivery below arrived at 10:31:02 UTC today.
What is our tolerance probably set to, and is the sender's clock wrong?

POST /hooks/talentloom HTTP/1.1
Talentloom-Delivery: 3e1f7a92-6c0d-4b58-9e21-7a4c8d0b5f13
Talentloom-Timestamp: 1772706302
Talentloom-Signature: v1=8c2e61f0a9d34b7e5f10c8a2d6e94b3f7a1c05d8e29f6b4a3c7d0e1f2a5b8c9d
Content-Type: application/json

{"event": "candidate.stage_changed", "candidate_id": "CAND-90412", "to": "offer"}"""),
    ("stripe-invoice-object", ["stripe_object", "created", "json"], "en",
     """Why does this invoice show as open when the client says they paid?

{
  "id": "in_1QmXz2Lk8Hw4Pq9s",
  "object": "invoice",
  "customer": "cus_Qm4ZtR8wLp2Vx1",
  "created": 1771839212,
  "due_date": 1774431212,
  "amount_due": 1404000,
  "currency": "gbp",
  "status": "open",
  "collection_method": "send_invoice"
}"""),
    ("assessment-csv", ["csv", "timestamps_in_table"], "en",
     """Which candidates finished the test in under half the time limit (90 minutes)?

candidate_id,started_at,completed_at,score
CAND-90871,2026-03-03T10:14:02Z,2026-03-03T11:42:40Z,68
CAND-90912,2026-03-03T13:00:15Z,2026-03-03T13:38:51Z,91
CAND-91004,2026-03-04T08:45:09Z,2026-03-04T09:21:30Z,55"""),
    ("scorecard", ["scorecard", "submitted_time", "question_both_sides"], "en",
     """Is this scorecard consistent? I mean the written notes vs the ratings.

Scorecard - REQ-4480 Finance Business Partner - technical interview
Interviewer: Ruth Achebe · Submitted: 4 Mar 2026, 16:52
Stakeholder management: 4/4 · Technical accounting: 2/4 · Commercial sense: 3/4
Notes: "Excellent with budget holders. Struggled with the lease accounting question (IFRS 16)."
Recommendation: Strong hire

And if it isn't, how should the recruiter raise it with the interviewer?"""),
    ("offer-earlier-turn", ["chat_transcript", "earlier_user_turn", "dates_in_prose"], "en",
     """User: Here are the offer details: Senior Buyer, GBP 58,000, start 13 April 2026, offer valid until
6 March 2026 at 17:00.
Assistant: Got it. What would you like to do with them?
User: The candidate asked for two more days. Draft a message to the hiring manager asking for an
extension.
Assistant:"""),
    ("earlier-assistant-turn", ["chat_transcript", "earlier_assistant_turn", "times_in_prose"], "en",
     """User: When is Chloe's rescheduled interview?
Assistant: It's now on Thursday 12 March at 16:00 UK time, with Ruth Achebe and Daniel Moss, in the
Thames room. The confirmation went out on 4 March at 11:20.
User: Great. Can you write the note I send to the interviewers?
Assistant:"""),
    ("chatml-sms-thread", ["chat_template", "chatml", "sms_thread", "user_turn"], "en",
     """<|im_start|>system
You summarise candidate SMS threads for recruiters in two sentences.<|im_end|>
<|im_start|>user
[04/03/2026 08:12] Recruiter: Hi Sam, reminder of your interview today at 10:00 at Meridian Bank.
[04/03/2026 08:40] Sam: Thanks! Running 10 min late, train delayed.
[04/03/2026 09:55] Sam: Here now, at reception.
[04/03/2026 11:30] Sam: Went well I think!<|im_end|>
<|im_start|>assistant
"""),
    ("llama3-whatsapp-export", ["chat_template", "llama3", "whatsapp_export"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You help recruiters turn chat exports into CRM notes: one line per fact, no opinions.<|eot_id|><|start_header_id|>user<|end_header_id|>

[03/03/2026, 17:02:11] Jo (Sable Search): Hi Omar, the client would like to make you an offer. Free for a call?
[03/03/2026, 17:15:40] Omar Haddad: Yes! After 18:00 works
[03/03/2026, 18:31:05] Omar Haddad: Thanks for the call. I need to talk to my wife and will reply by Friday<|eot_id|><|start_header_id|>assistant<|end_header_id|>

"""),
    ("gemma-requisition", ["chat_template", "gemma", "requisition_printout"], "en",
     """<start_of_turn>user
Is this requisition ready to advertise, or is something missing?

Requisition REQ-4502 · Product Designer · Opened 2026-02-09 by Priya Nandakumar
Approved: Hiring manager 2026-02-09, Finance BP 2026-02-12, HRD pending
Salary: GBP 55,000-62,000 · Location: Bristol (hybrid) · Headcount: 1 (backfill)<end_of_turn>
<start_of_turn>model
"""),
    ("phi3-placement-letter", ["chat_template", "phi3", "letter", "dates_in_document"], "en",
     """<|user|>
What do I need to do before Monday based on this letter?

Dear Ms Silva,
We are pleased to confirm your placement with Orchard Logistics Ltd as Transport Planner, starting on
Monday 5 January 2026 at 08:30 at the Wakefield depot. Please bring your passport and P45. Your
induction is with Mark Hale until 12:00.
Sable Search Partners, 22 December 2025<|end|>
<|assistant|>
"""),
    ("mistral-invitation", ["chat_template", "mistral", "email", "dates_in_document"], "en",
     """[INST] Translate this interview invitation into simple English for a candidate whose first language is
not English. Keep the date, time and address exactly.

Dear Mr Kovacs, further to your application we would be delighted to invite you to attend an interview
at our client's premises, Unit 4, Calder Park, Wakefield WF2 7AW, on Tuesday 17 March 2026 at 10:15.
Kindly bring proof of your right to work. Yours sincerely, Harrow & Pike Recruitment [/INST]"""),
    ("scheduler-json-log", ["fenced", "json_log", "request_id_in_log", "ts"], "en",
     """What does this error mean?

```
{"level":"error","ts":"2026-03-04T14:22:07.415Z","service":"panelry-scheduler","request_id":"01JNQ8C3Z4X5V6B7N8M9K0J1H2","msg":"calendar read failed","interviewer":"ruth.achebe@meridianbank.example","error":"403 Forbidden: delegated access revoked"}
```"""),
    ("quoted-candidate-reply", ["quoted", "email", "dates_in_prose"], "en",
     """A candidate wrote this. Is she declining or negotiating?

> Hi Mia, thank you for the offer of 3 March. I've thought about it over the weekend. I'm really keen on
> the team, but the salary is below what I'm on now (GBP 63k). If there's any flexibility I'd love to
> talk; otherwise I'll have to say no by Wednesday 11 March."""),
    ("indented-commission", ["indented", "statement", "price"], "en",
     """Check the maths on my commission statement:

    Commission statement - Jonas Berg - Q1 2026
    Invoiced fees (paid):      GBP 38,200.00
    Threshold:                 GBP 30,000.00
    Commissionable:            GBP  8,200.00
    Rate:                      10%
    Commission (paid 31 Mar):  GBP    820.00"""),
    ("job-ad-at-end", ["job_ad", "very_end", "closing_date"], "en",
     """Shorten this ad to 80 words for a job board that cuts everything after that. Keep the closing date.

Finance Business Partner - Leeds (hybrid) - GBP 60,000-68,000 + 10% bonus
Our client, a fast-growing logistics group, is looking for a Finance Business Partner to support three
regional operations directors. You'll own monthly forecasts, challenge budget holders and build the
models behind a GBP 40m capex programme. CIMA/ACCA qualified, 3+ years partnering experience.
Closing date: 20 March 2026. Interviews w/c 23 March."""),
    ("harvest-api-response", ["api_response", "created_at", "updated_at"], "en",
     """Which application was updated most recently, and by which stage change?

{"applications": [
  {"id": 48112093, "candidate_id": 31877201, "applied_at": "2026-02-02T09:14:11.000Z",
   "last_activity_at": "2026-03-03T17:45:09.000Z", "current_stage": {"id": 7702, "name": "Offer"}},
  {"id": 48115570, "candidate_id": 31879944, "applied_at": "2026-02-05T12:30:47.000Z",
   "last_activity_at": "2026-03-04T08:02:31.000Z", "current_stage": {"id": 7699, "name": "Face to Face"}}
]}"""),
    ("extension-email", ["email", "assignment_extension", "dates_in_document"], "en",
     """Here is the client's e-mail. Update the contractor's assignment summary accordingly.

From: Mark Hale <m.hale@orchardlogistics.example>
Sent: 04 March 2026 16:18
To: Contracts team
Subject: Extension - Priya Shah (CTR-2291)

Please extend Priya's assignment from 31 March to 30 June 2026 on the same day rate (GBP 520). PO
4500098812 will be raised this week.

Current summary: CTR-2291 · Priya Shah · Data Engineer · 06/10/2025-31/03/2026 · GBP 520/day"""),
    ("graph-getschedule", ["api_response", "calendar", "datetime_fields"], "en",
     """Is there a 45-minute window when both interviewers are free?

{"value": [
  {"scheduleId": "ruth.achebe@meridianbank.example", "availabilityView": "0022000200",
   "scheduleItems": [{"status": "busy", "start": {"dateTime": "2026-03-12T10:00:00.0000000", "timeZone": "UTC"},
     "end": {"dateTime": "2026-03-12T11:00:00.0000000", "timeZone": "UTC"}}]},
  {"scheduleId": "daniel.moss@meridianbank.example", "availabilityView": "0000220000",
   "scheduleItems": [{"status": "busy", "start": {"dateTime": "2026-03-12T11:00:00.0000000", "timeZone": "UTC"},
     "end": {"dateTime": "2026-03-12T12:00:00.0000000", "timeZone": "UTC"}}]}
]}"""),
    ("import-syslog", ["syslog", "rfc5424", "pasted_log"], "en",
     """Did last night's job-board import finish, and how many jobs failed?

<14>1 2026-03-04T01:00:02.118Z ats-worker-2 jobsync 4412 - - import started feed=boardhub jobs=212
<12>1 2026-03-04T01:03:47.902Z ats-worker-2 jobsync 4412 - - 9 jobs rejected: salary missing
<14>1 2026-03-04T01:04:10.330Z ats-worker-2 jobsync 4412 - - import finished ok=203 failed=9"""),
    ("dsar-ticket", ["ticket", "timestamps_in_thread", "dsar"], "en",
     """You are a data-protection assistant. Read the ticket and say whether we are on time.

Ticket DPR-0178 · Subject access request · Candidate: Joanna Kowalska
[2026-02-03 10:12] Received by e-mail, identity verified same day
[2026-02-10 15:40] Data export requested from Talentloom and Parsewell
[2026-02-26 09:05] Export received; interview notes still missing
Statutory deadline: one calendar month from receipt.

Answer:"""),
    ("rtw-record-head", ["very_head", "check_record", "dates_in_document"], "en",
     """Reference: RTW-2026-0877 · Checked: 02 March 2026 · Checked by: Mia Okafor
Result: Right to work confirmed, time-limited, expires 14 November 2027. Follow-up check due before
that date.

Set a reminder plan for the follow-up check and tell me who at the client needs to know."""),
    # other languages
    ("correo-candidata-es", ["email", "lead_in", "date_label_in_document", *lang("es")], "es",
     """Mi compañero me mandó esto. ¿La candidata acepta la oferta o todavía no?

De: Lucía Romero <lucia.romero@example.com>
Enviado: martes, 3 de marzo de 2026 19:42
Para: seleccion@talentoiberico.example
Asunto: RE: Oferta - Técnica de nóminas

Hola, muchas gracias por la oferta. Me encaja todo menos la fecha de incorporación: ¿podría ser el
6 de abril en lugar del 23 de marzo? Si es así, firmo esta semana."""),
    ("rechnung-de", ["invoice", "dates_in_document", *lang("de")], "de",
     """Bitte prüfe diese Rechnung an unseren Kunden auf Fehler:

Nordlicht Personal GmbH · Rechnung Nr. NP-2026-0219 · Rechnungsdatum: 27.02.2026
Leistung: Personalvermittlung Lagerleiter (Herr Jonas Weber), Arbeitsbeginn 02.03.2026
Honorar: 20 % von 54.000,00 EUR Jahresbrutto = 10.800,00 EUR · USt. 19 %: 2.052,00 EUR
Gesamtbetrag: 12.852,00 EUR · Zahlbar bis 28.03.2026 ohne Abzug"""),
    ("convocation-fr", ["letter", "dates_in_document", *lang("fr")], "fr",
     """Résume cette convocation en trois points pour le candidat :

Objet : Convocation à un entretien - Responsable paie (réf. LR-0412)
Madame Dubois, nous avons le plaisir de vous convier à un entretien le jeudi 12 mars 2026 à 9 h 30,
dans les locaux de notre client au 14 rue de la République, 69002 Lyon. Merci de vous munir d'une
pièce d'identité. Lacroix Recrutement, le 4 mars 2026."""),
    ("lettera-offerta-it", ["letter", "dates_in_document", "price", *lang("it")], "it",
     """Qual è la RAL e cosa succede se non firmo entro la scadenza?

Gentile dott. Ferri, a nome del nostro cliente Logistica Padana S.p.A. siamo lieti di proporLe il ruolo
di Responsabile di magazzino con inizio il 1° aprile 2026. RAL: 42.000 euro su 14 mensilità. La proposta
è valida fino al 10 marzo 2026. Sestante Selezione, Milano, 3 marzo 2026."""),
    ("relatorio-teste-pt", ["report", "dates_in_document", "question_below", *lang("pt")], "pt",
     """Relatório de avaliação - Ipê Talentos
Candidata: Juliana Prado · Teste: Raciocínio lógico v4 · Iniciado em: 02/03/2026 14:03 · Concluído em:
02/03/2026 14:41 · Percentil: 81 (analistas júnior, 2025)

O que eu digo para o cliente sobre esse resultado? Ela foi rápida demais?"""),
    ("rezyume-ru", ["cv", "dates_in_document", *lang("ru")], "ru",
     """Составь краткую справку о кандидате для заказчика (5 строк):

Смирнов Алексей Викторович, Москва, +7 916 555-01-23
Опыт: 03.2021 - наст. время - ведущий DevOps-инженер, ООО «Облачные решения» (Kubernetes, Terraform);
09.2017 - 02.2021 - системный администратор, АО «ТрансЛог».
Образование: МГТУ им. Баумана, 2017."""),
    ("lyst-kandydata-uk", ["email", "dates_in_document", *lang("uk")], "uk",
     """Кандидатка написала нам листа. Чи вона відмовляється від співбесіди?

Від: Олена Коваль <olena.koval@example.com>
Дата: 4 березня 2026 р., 18:05
Тема: Співбесіда 10.03

Добрий день! На жаль, 10 березня о 10:00 я не зможу. Чи можна перенести на 11 або 12 березня після 14:00?"""),
    ("umowa-tymczasowa-pl", ["contract", "dates_in_document", *lang("pl")], "pl",
     """Czy w tej umowie jest coś niezgodnego z przepisami o pracy tymczasowej?

Umowa o pracę tymczasową nr WHR/2026/0311 zawarta 02.03.2026 między Wisła HR sp. z o.o. a Panem
Tomaszem Lewandowskim. Okres: 02.03.2026-31.08.2026. Pracodawca użytkownik: Magazyny Śląskie S.A.
Stanowisko: magazynier, 31,40 zł brutto/h."""),
    ("factuur-nl", ["invoice", "dates_in_document", "price", *lang("nl")], "nl",
     """Klopt deze factuur? Het salaris was 52.000 euro.

Polderwerk Werving & Selectie B.V. · Factuur 2026-0087 · Factuurdatum: 02-03-2026
Plaatsing: Sanne de Vries, Teamleider Klantenservice, indiensttreding 01-03-2026
Fee: 22% van 52.000,00 = 11.440,00 · btw 21%: 2.402,40 · Totaal: 13.842,40 · Vervaldatum: 01-04-2026"""),
    ("pozvanka-cs", ["email", "dates_in_document", *lang("cs")], "cs",
     """Přelož tuto pozvánku do angličtiny pro zahraničního kandidáta:

Dobrý den, pane Horváthe, rádi bychom Vás pozvali na pohovor na pozici Vedoucí skladu, který proběhne
ve středu 11. 3. 2026 v 10:00 v kanceláři klienta, Logistická 12, Praha 9. Vltava Kariéra, 4. 3. 2026"""),
    ("anstallningsavtal-sv", ["contract", "dates_in_document", *lang("sv")], "sv",
     """Vad betyder provanställningen i praktiken för kandidaten?

Anställningsavtal, Fjällvind Bemanning AB - uthyrd konsult
Anställd: Erik Lund, lagerarbetare. Tillträde: 2026-03-16. Provanställning t.o.m. 2026-09-15.
Lön: 29 500 kr/mån. Kund: Nordlager AB, Jönköping."""),
    ("basvuru-tr", ["form", "dates_in_document", *lang("tr")], "tr",
     """Bu başvuru formuna göre aday ilanın şartlarını karşılıyor mu? İlan: en az 3 yıl muhasebe deneyimi.

Aday: Elif Yıldız · Başvuru tarihi: 27.02.2026 · Başvuru No: BIK-2026-0419
Deneyim: Ön muhasebe elemanı, Ege Tekstil (01.2022-halen); Stajyer, Demir Lojistik (06.2021-12.2021)"""),
    ("vevaiosi-el", ["certificate", "dates_in_document", *lang("el")], "el",
     """Ταιριάζει αυτή η βεβαίωση με όσα γράφει το βιογραφικό (2017-2021);

ΒΕΒΑΙΩΣΗ ΠΡΟΫΠΗΡΕΣΙΑΣ
Βεβαιώνεται ότι ο κ. Νικόλαος Παπαδόπουλος εργάστηκε στην εταιρεία μας ως μηχανικός συντήρησης από
01/03/2017 έως 31/05/2021. Αθήνα, 15/06/2021."""),
    ("ard-amal-ar", ["letter", "arabic_indic_digits", "dates_in_document", *lang("ar")], "ar",
     """ما الراتب الإجمالي وما آخر موعد لقبول العرض؟

عرض عمل - وكالة الصقر للتوظيف
السيد خالد المنصوري، يسرنا أن نعرض عليك وظيفة محاسب أول لدى عميلنا، بتاريخ بدء ٢٠٢٦/٠٤/٠١.
الراتب الأساسي: ١٨٬٠٠٠ درهم، بدل السكن: ٤٬٥٠٠ درهم. العرض صالح حتى ٢٠٢٦/٠٣/١٢."""),
    ("mail-he", ["email", "message_id", "date_label_in_document", *lang("he")], "he",
     """מועמד שלח את המייל הזה. מה הוא מבקש?

מאת: דניאל כהן <daniel.cohen@example.com>
תאריך: 4 במרץ 2026 בשעה 20:11
Message-ID: <CAH9sd0kF3pQ@mail.example.com>
נושא: ראיון ביום שלישי

שלום, אשמח לדעת אם אפשר לקיים את הראיון בזום במקום ברמת גן. תודה!"""),
    ("sakshatkar-hi", ["schedule", "dates_in_document", *lang("hi")], "hi",
     """इन साक्षात्कारों में से कौन सा समय आपस में टकरा रहा है?

साक्षात्कार सूची - सारथी प्लेसमेंट्स
05/03/2026 10:00 - अमित शर्मा - पैनल: नेहा, राजेश
05/03/2026 10:30 - प्रिया वर्मा - पैनल: राजेश, सुमन
05/03/2026 11:30 - रोहित गुप्ता - पैनल: नेहा"""),
    ("bai-jaeng-nee-th", ["invoice", "buddhist_era", "dates_in_document", *lang("th")], "th",
     """ใบแจ้งหนี้นี้ครบกำหนดชำระวันไหน และยอดรวมถูกต้องไหม

สยามทาเลนต์ จำกัด · ใบแจ้งหนี้เลขที่ ST-2569-0042 · วันที่ 2 มี.ค. 2569
ค่าบริการสรรหาตำแหน่งผู้จัดการฝ่ายบัญชี: 20% ของเงินเดือน 12 เดือน (85,000 x 12) = 204,000 บาท
ภาษีมูลค่าเพิ่ม 7%: 14,280 บาท · รวม 218,280 บาท · ชำระภายใน 30 วัน"""),
    ("mianshi-zh", ["json", "created_at", *lang("zh")], "zh",
     """这两场面试有没有时间冲突？

[{"面试编号": "MS-0301", "候选人": "王芳", "开始": "2026-03-10 14:00", "结束": "2026-03-10 15:00", "创建时间": "2026-03-04 09:12:33"},
 {"面试编号": "MS-0302", "候选人": "李强", "开始": "2026-03-10 14:30", "结束": "2026-03-10 15:30", "创建时间": "2026-03-04 09:40:05"}]"""),
    ("shokumu-ja", ["cv", "dates_in_document", *lang("ja")], "ja",
     """次の職務経歴書から、法人営業の経験年数を計算してください。

職務経歴書（2026年3月1日現在）
2016年4月～2020年3月　株式会社浪速商事　法人営業部
2020年4月～現在　　　みらい物流株式会社　営業企画課　主任"""),
    ("happgyeok-ko", ["sms", "dates_in_document", *lang("ko")], "ko",
     """이 문자 내용을 보면 제가 언제까지 답해야 하나요?

[한빛 서치] 김지훈님, 대성전자 경영기획팀 최종 합격을 축하드립니다. 처우 협의를 위해 3월 9일(월)까지
회신 부탁드립니다. 발송: 2026-03-04 17:30"""),
    ("thu-moi-vi", ["letter", "dates_in_document", *lang("vi")], "vi",
     """Tóm tắt thư mời nhận việc này cho ứng viên trong 3 ý:

THƯ MỜI NHẬN VIỆC - Sao Việt giới thiệu: Chị Trần Minh Anh, vị trí Kế toán trưởng, Công ty CP Thực phẩm
Hòa Bình. Ngày bắt đầu: 01/04/2026. Lương gộp: 45.000.000 đồng/tháng. Thư có hiệu lực đến 10/03/2026."""),
    ("psikotes-id", ["invitation", "dates_in_document", *lang("id")], "id",
     """Tolong jelaskan ke kandidat apa yang harus dibawa:

Undangan Psikotes - Nusantara Karir
Nama: Budi Santoso · Posisi: Staf Gudang · Hari/tanggal: Kamis, 12 Maret 2026 · Pukul 08.00 WIB
Tempat: Jl. Gatot Subroto Kav. 21, Jakarta · Membawa: KTP, pensil 2B, penghapus"""),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for source, tags, language, text in PASTED:
        extra = [] if language == "en" or "non_english" in tags else lang(language)
        out.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", "pasted_content", *tags, *extra]))
    return out


# --- negatives: look-alikes, asked-about values, stable metadata, controls ---------------------------

LOOKALIKES: list[tuple[str, list[str], str, str]] = [
    ("prompt-revision", ["stable_header", "authored_revision", "version"], "en",
     """Prompt: offer-coach
Prompt version: 2.4.0
Last reviewed: 2026-01-12 by the recruitment ops lead
Fee schedule: 2025-11

You help recruiters prepare offer calls. Ask what the candidate cares about most before suggesting
arguments.

Recruiter: My candidate says the offer is fine but she "needs to think". What do I ask?
Assistant:"""),
    ("llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"], "en",
     """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You write inclusive job adverts. Flag gendered wording and jargon.<|eot_id|><|start_header_id|>user<|end_header_id|>

Check this line: "We're looking for a rockstar salesman who can hit the ground running."<|eot_id|><|start_header_id|>assistant<|end_header_id|>

"""),
    ("api-version-header", ["versioned_header", "api_version"], "en",
     """Talentloom-Version: 2025-09-01
Accept: application/json

We pin the API version above on every call. The changelog says 2026-02-15 renames `stage_changed_at`
to `moved_at`. What do we have to change in our sync before upgrading, and can we test it without
switching everyone?"""),
    ("chatml-cutoff-fees", ["chat_template", "chatml", "knowledge_cutoff", "price_list_date"], "en",
     """<|im_start|>system
You are the fee assistant of Sable Search Partners. Knowledge cutoff: 2024-10. Fee schedule effective
2026-01-01: permanent 18%, executive 25%, contract margin 20%.<|im_end|>
<|im_start|>user
What's our fee for a GBP 120k executive role?<|im_end|>
<|im_start|>assistant
"""),
    ("office-hours-phone", ["opening_hours", "phone"], "en",
     """You are the front-desk assistant of Harrow & Pike Recruitment, Leeds. Office hours: Mon-Fri 08:30-17:30.
Phone: 0113 496 0123. Walk-in registration for warehouse roles: Tuesdays 10:00-12:00.

Candidate: Can I come in on Tuesday at 11 to register?
Assistant:"""),
    ("fees-and-salaries", ["price", "table"], "en",
     """Which placement earns the agency the biggest fee?

| Role                | Salary (GBP) | Fee % |
|---------------------|--------------|-------|
| Payroll Specialist  | 38,500       | 15    |
| Product Designer    | 58,000       | 18    |
| Head of Operations  | 92,000       | 20    |"""),
    ("licence-numbers", ["licence", "company_number"], "en",
     """Put these details in the footer of our terms of business, in the usual order (company, number,
VAT, licence):
Harrow & Pike Recruitment Ltd, company no. 04411872, VAT GB 221 7764 31, REC member 00381227,
Gangmasters and Labour Abuse Authority licence GLAA-0452117."""),
    ("agency-iban", ["iban", "price"], "en",
     """Check this remittance before I send it to the agency: IBAN GB33 BUKB 2020 1555 5555 55, beneficiary
Sable Search Partners LLP, amount GBP 14,040.00, reference SS-2026-0142."""),
    ("cv-sha256", ["sha256", "file_hash"], "en",
     """Two CVs in our system have the same SHA-256,
9f4c2e8a1b7d3f6e0c5a8b2d4f7e1a3c6b9d0e2f4a7c1b3d5e8f0a2c4b6d8e1f. Does that prove they're the same file, and
should we merge the candidates automatically?"""),
    ("tenant-block", ["stable_header", "customer_id", "psl_start"], "en",
     """Client: Orchard Logistics Ltd
Stripe customer: cus_Qm4ZtR8wLp2Vx1
PSL member since: 2023-04-01
Fee model: contingent, 18%

You answer questions from this client's HR team about their agreement with Sable Search.

Client: Do we pay anything if we hire a candidate you sent us a year ago?
Assistant:"""),
    ("unrendered-template", ["template_placeholder"], "en",
     """Current time: {{current_time}}
Request: {{request_id}}
Candidate: {{candidate.first_name}}

Hi {{candidate.first_name}}, thanks for applying for {{job.title}}. We'll be in touch within five working
days.

Our template engine sends the text above with the braces still in it. Which of these placeholders are
probably misspelled?"""),
    ("req-reference-asked", ["stripe_ids", "id_in_question"], "en",
     """Stripe support asked me for the request id of the failed charge. Our log shows
req_Xq81LmWz0ReT4u and idempotency key 6f1d2a9c-3b7e-4c50-8a1f-d2e9b4c7a035. Which one do they want, and
what is the other one for?"""),
    ("interview-time-asked", ["times_in_question", "timezone_question"], "en",
     """The interview is at 14:00 BST on 2 April 2026. What time is that for a candidate in Manila and for
an interviewer in Chicago?"""),
    ("ulid-asked", ["ulid", "id_in_question"], "en",
     """Our parser returned parse id 01JNQ4W8R2T6Y0E3M5K7P9B1C9. Can you tell from the id itself when the
parse happened?"""),
    ("few-shot-cv-dates", ["few_shot", "example_date"], "en",
     """Extract employment periods as JSON.

Example input: "Analyst at Tessera Data, Sept 2019 - Mar 2022"
Example output: {"employer": "Tessera Data", "start": "2019-09", "end": "2022-03"}

Input: "Senior Analyst, Corvid Labs, April 2022 to date"
Output:"""),
    ("calver-build", ["build_number", "version"], "en",
     """Build: 2026.03.1
Parser engine: cvx-4.2

After this build went live, CVs with two-column layouts lose their dates. Which component should I
check first, the PDF text extraction or the date normaliser?"""),
    ("stable-front-matter", ["front_matter", "stable_header"], "en",
     """---
agency: harrow-pike
region: uk-north
fee_model: contingent
locale: en-GB
---
You write candidate-facing job summaries in plain English, max 100 words.

Role: Transport Planner, Wakefield, GBP 34-38k, Mon-Fri days."""),
    ("stable-xml-attrs", ["xml_attr", "licensed_date", "time_zone"], "en",
     """<agency id="HP-LDS" licensed="2011-04-01" tz="Europe/London" desks="6"/>
You help the Leeds branch answer candidate phone enquiries about registering with us.

Caller: Do I need to bring my passport to register?
Assistant:"""),
    ("html-comment-revision", ["html_comment", "template_revision"], "en",
     """<!-- template: interview-invite-v4, revised 2025-12-02 -->
Write the interview invitation e-mail. Include date, time, place, who the candidate meets, and what to
bring. Keep it under 120 words.

Details: Tuesday 17 March, 10:15, Unit 4 Calder Park, Wakefield; meets Mark Hale (Ops Director); bring
proof of right to work.
E-mail:"""),
    ("footer-terms", ["footer", "terms_revision"], "en",
     """Rewrite our rebate terms as three short bullets for the website.

Rebates apply if the candidate leaves within 12 weeks: weeks 1-4 full refund, 5-8 half, 9-12 a quarter.

--
Harrow & Pike Recruitment · Terms rev. 2025-11 · Company no. 04411872"""),
    ("md-table-stable", ["md_table", "client_since"], "en",
     """| Field        | Value              |
|--------------|--------------------|
| Client       | Meridian Bank      |
| Client since | 2019-06-02         |
| Requisition  | REQ-4471           |
| Account lead | Jonas Berg         |

You write short weekly updates to clients about their open requisitions.

Jonas: Draft this week's update: 3 candidates at first stage, 1 at final, no offers yet.
Assistant:"""),
    ("pasted-staging-prompt", ["near_miss", "pasted_prompt", "current_time_label"], "en",
     """Please review this system prompt from our staging bot. Is the tone right for candidates, and should the
metadata lines be there at all?

You are Pip, the careers assistant.
Current time: 2026-03-02T10:00:00Z
Session: 01JN4ZQ8K2M7X5T3B9C6D1E0FA
Never discuss salaries of specific jobs."""),
    ("user-own-clock", ["user_typed_time"], "en",
     """It's 9:40 here and the candidate was due on the video call at 9:30. No message. Do I wait, call her, or
tell the panel to drop off?"""),
    ("relative-times", ["relative_time"], "en",
     """He applied three days ago, we screened him yesterday, and the client wants feedback within 48 hours of
the screen. The client hasn't replied in the last 20 hours. Should I nudge them now or tomorrow?"""),
    ("iso-week-asked", ["iso_week", "dates_in_question"], "en",
     """The client wants the assessment centre in ISO week 2026-W13. Which dates are those, and does it clash
with Good Friday?"""),
    ("guarantee-arithmetic", ["date_arithmetic"], "en",
     """The candidate started on 5 January 2026 and our guarantee is 12 weeks. On what date does the guarantee
end, and is 30 March inside it?"""),
    ("epoch-asked", ["epoch", "id_in_question"], "en",
     """The ATS export has "moved_at": 1772533811 for the offer stage. What date and time is that in London,
and is it before or after the candidate's e-mail at 10:30 that morning?"""),
    ("traceparent-support", ["traceparent", "id_in_question"], "en",
     """Talentloom support asked for the trace of our failed request. This is what our gateway logged:
traceparent: 00-5a8f3c1e9b2d4f6a7c0e1b3d5f7a9c2e-3b5d7f9a1c2e4f60-01
Which part do I send them, and what does the last "01" mean?"""),
    ("stable-requisition-header", ["stable_header", "requisition_id", "candidate_id"], "en",
     """Requisition: REQ-4471
Candidate: CAND-90412
Stage: Final interview
Client: Meridian Bank

You prepare candidates for final interviews. Give three likely questions and one tip per question.

Candidate: What will the panel ask me?
Assistant:"""),
    ("notice-period", ["date_arithmetic", "dates_in_prose"], "en",
     """If a candidate resigns on Friday 6 March 2026 with one month's notice, what's her last day, and can she
start with our client on Monday 6 April?"""),
    ("control-1", ["control", "plain"], "en",
     """You are a CV coach. Give short, practical tips.

User: Should I put a photo on my CV when applying to UK companies?
Assistant:"""),
    ("control-2", ["control", "plain"], "en",
     """You help recruiters write clear, kind rejection feedback after a first interview. Ask what the main
reason was before drafting.

Recruiter: I need to tell a candidate she didn't get through. Can you help?
Assistant:"""),
    # other languages
    ("faq-stand-de", ["document_revision", "stand", *lang("de")], "de",
     """Bewerber-FAQ der Nordlicht Personal GmbH
Stand: Januar 2026

Bewerbungsunterlagen werden sechs Monate nach Abschluss des Verfahrens gelöscht.

Frage: Kann ich meine Unterlagen auch schon früher löschen lassen?"""),
    ("kaitei-ja", ["policy_revision", *lang("ja")], "ja",
     """あなたは「みなと人材パートナーズ」の求職者向け案内係です。以下の規約に基づいて答えてください。
規約改定日：2025年10月1日
紹介手数料：求職者からは一切いただきません。

求職者：登録や面接の紹介にお金はかかりますか？"""),
    ("placeholder-es", ["template_placeholder", *lang("es")], "es",
     """Fecha actual: {{fecha_actual}}
Sesión: {{id_sesion}}

Hola {{nombre}}, te escribimos de Talento Ibérico por tu candidatura a {{puesto}}.

Esta plantilla salió así en un correo real. ¿Qué falló?"""),
    ("horaires-fr", ["opening_hours", "phone", *lang("fr")], "fr",
     """Vous êtes l'assistant de l'agence d'intérim Lacroix Emploi à Villeurbanne. Horaires : lun.-ven. 8 h-18 h,
sam. 9 h-12 h. Téléphone : 04 72 55 01 20.

Intérimaire : Je peux passer déposer mon relevé d'heures samedi à 11 h 30 ?"""),
    ("yeonbong-ko", ["prices", "table", *lang("ko")], "ko",
     """어느 포지션의 수수료가 가장 높은가요? 수수료는 연봉의 20%입니다.

포지션       | 연봉
회계 과장    | 6,500만원
경영기획 대리 | 5,200만원
재무팀장     | 9,800만원"""),
    ("hours-ar", ["opening_hours", "phone", *lang("ar")], "ar",
     """أنت مساعد وكالة الصقر للتوظيف. ساعات العمل: من الأحد إلى الخميس، ٩ صباحًا - ٦ مساءً.
هاتف: ٠٤ ٥٥٥ ٠٧٣١

المرشح: هل يمكنني تسليم أوراقي يوم الجمعة؟"""),
    ("version-zh", ["version", "release_date", *lang("zh")], "zh",
     """我们的招聘小程序升级到 4.6.1（2026-02-20 发布）以后，候选人上传的 PDF 简历打不开了。系统：Android 15。这是已知问题吗？"""),
    ("id-asked-ru", ["id_in_question", "uuid", *lang("ru")], "ru",
     """Что за идентификатор 3f9c1a7e-2b4d-4e6f-9a8c-0d1e2f3a4b5c в письме из агентства? Это номер моей анкеты
или что-то другое?"""),
    ("relative-pt", ["relative_time", *lang("pt")], "pt",
     """Fiz a entrevista há duas semanas e a recrutadora disse que daria retorno em até dez dias. Já passou o
prazo. Mando mensagem hoje ou espero mais um pouco?"""),
    ("dates-prose-el", ["dates_in_prose", *lang("el")], "el",
     """Η συνέντευξη είναι στις 12 Μαρτίου, αλλά η προθεσμία για την άλλη πρόταση που έχω λήγει στις 10 Μαρτίου.
Πώς να το χειριστώ με την εταιρεία στελέχωσης;"""),
    ("own-clock-hi", ["user_typed_time", *lang("hi")], "hi",
     """अभी सुबह के 10:20 बजे हैं और मेरा इंटरव्यू 10:00 बजे था, लेकिन अभी तक किसी ने कॉल नहीं किया। क्या मुझे रिक्रूटर को फ़ोन करना चाहिए?"""),
    ("iban-tr", ["iban", "price", *lang("tr")], "tr",
     """Danışmanlık ücretini bu hesaba gönderiyoruz, kontrol eder misin? IBAN: TR33 0006 1005 1978 6457 8413 26,
alıcı Boğaziçi İnsan Kaynakları, tutar 48.000 TL, açıklama BIK-2026-0419."""),
    ("iso-week-pl", ["iso_week", "dates_in_question", *lang("pl")], "pl",
     """Klient chce zrobić dzień oceny kandydatów w tygodniu 2026-W16. Jakie to daty i czy wypada w nim
poniedziałek wielkanocny?"""),
    ("arithmetic-he", ["date_arithmetic", *lang("he")], "he",
     """התחלתי לעבוד דרך חברת ההשמה ב-1 בפברואר 2026, ותקופת הניסיון היא 90 יום. מתי היא מסתיימת?"""),
    ("candidate-id-th", ["candidate_id", "stable_header", *lang("th")], "th",
     """รหัสผู้สมัคร: STL-004417
ตำแหน่งที่สมัคร: เจ้าหน้าที่บัญชี
สมัครเมื่อ: 27 ก.พ. 2569

คุณเป็นผู้ช่วยของบริษัทจัดหางานสยามทาเลนต์ ตอบเป็นภาษาไทย

ผู้สมัคร: ตอนนี้ใบสมัครของฉันอยู่ขั้นตอนไหนคะ"""),
    ("cutoff-vi", ["knowledge_cutoff", *lang("vi")], "vi",
     """Bạn là trợ lý tuyển dụng của Sao Việt. Dữ liệu huấn luyện đến: 2024-06. Nếu ứng viên hỏi về mức lương thị
trường năm nay, hãy nói rằng số liệu có thể đã cũ.

Ứng viên: Mức lương kế toán trưởng ở TP.HCM năm nay khoảng bao nhiêu?"""),
    ("gaji-id", ["price", "salary_range", *lang("id")], "id",
     """Mana yang lebih menguntungkan untuk kandidat: gaji Rp 12.500.000 per bulan plus THR satu bulan, atau
Rp 13.200.000 per bulan tanpa bonus?"""),
]


def lookalike_negatives() -> list[Draft]:
    out = []
    for source, tags, _language, text in LOOKALIKES:
        hard = [] if "control" in tags else ["hard_negative"]
        out.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))
    return out


# --- assembly --------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = lookalike_negatives() + pasted_negatives() + generated_negatives()
    return make_holdout.assemble("hold114", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
