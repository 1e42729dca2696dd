"""Build `prompt_normalizer/corpus/holdout66.jsonl`, a sixty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout66.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout64.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with keyword searches over them for neighbours in this domain,
and with the docstring of make_holdout64 and the labelling-rule sections of make_holdout60,
make_holdout62 and make_holdout63 read in full), to keep clear of the sources and scenarios they
used and to apply their clarifications of the rules, and of `make_holdout24.py` also its import
block and its last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure
of a generator. (A listing of `tests/normalizer/` counted the generators, a check showed that
`holdout66.jsonl` did not exist yet, and a grep of `pyproject.toml` showed ruff's settings.)
`make_holdout65.py` to `make_holdout72.py`, written at the same time, were not read.

The domain is universities and higher-education administration: admissions and applications, the
registrar and transcripts, timetabling and room booking, learning-management systems and grading,
exam boards and academic misconduct, student finance and scholarships, student housing, graduate
research offices, international student services and alumni relations. The earlier docstrings name
neighbours of it: tutors with LMS metadata (Canvas LTI launches, Moodle `sesskey`, make_holdout3);
academic manuscript systems and LMS proctoring (make_holdout7); education and exams in
make_holdout17 (a tutoring marketplace, undergraduate admissions readers, a school admissions desk
and a university waitlist, academic misconduct appeals and hearing bundles, an awarding body's
review-of-marking desk, access arrangements, results enquiries, exam timetable clashes, course
registration, gradebook risk checks, scholarships, extension requests and credit transfer, with
timetables, transcripts, results slips, decision letters and originality summaries as negatives);
students abroad and their enrolment certificates, housing contracts, insurance and blocked accounts
(make_holdout23); research groups' and students' daily tools (make_holdout24); student housing
operators (a night-desk Slack bot, a room allocation run, laundry booking, a guarantor portal and a
fire drill helper, make_holdout34); alumni associations (a reunion helper, a mentoring match, class
notes with a ctime trailer, a chapter bot, gift acknowledgements, make_holdout36); a university law
clinic (make_holdout47); a university chaplaincy (make_holdout56); and scholarly publishing and
grants (make_holdout62). The scenarios here were written around them: no LTI launch, `sesskey` or
proctoring (the LMS appears through its REST API, gradebook exports, forum deliveries, quiz logs,
submission receipts and grading tools); no admissions reader, waitlist of applicants, appeal,
hearing bundle, review of marking, access arrangement, results enquiry, timetable clash, course
registration, gradebook risk check, extension request or credit transfer (admissions are portal
sessions, document deliveries, offer conditions, fee waivers, portfolios, interview slots and
deferrals; exam boards are board packs, classification checks, integrity case workspaces,
registers, scan batches and moderation; timetabling is room availability, solver runs, kiosks, seat
plans and occupancy); scholarships appear as a hardship fund panel, a bursary eligibility run,
sponsor invoicing and applications the students paste, not as a scholarship desk; housing is
maintenance intake, a duty phone, inspections, a housing waitlist, a door access review, a mailroom
and rent, with no night desk, allocation run, laundry, guarantor or fire drill; international
students are seen from the institution's side (SEVIS, CAS, engagement monitoring, OPT, eVisa checks,
bank letters), and the enrolment certificates pasted here answer local questions (a transport
grant, a military registration office, a dormitory, national insurance); alumni are records
updates, Giving Day, campaign statistics, certificate replacement, event seating, a directory
search, sign-in trouble, gift events and reporting, with no reunion helper, mentoring match, class
notes or chapter bot; the graduate research office has no journals, reviewers or grants (thesis
format checks, ethics records, viva scheduling, milestones, embargoes, supervision notes and
stipends). The sources are:

* admissions and applications: an applicant portal session (UUIDv7, opening time; the application
  record's `created_at` and `submitted_at` stay), a document delivery behind Standard Webhooks headers
  (the payload's `uploaded_at` stays), an offer conditions run "at" a Python `str()` time, a Spanish
  admissions assistant (the pasted e-mail with its `Fecha:` stays), an enquiries line's SIP Call-ID
  and answer time, a fee waiver tool's single-line JSON (ULID `req`, epoch ms `ts`), a portfolio
  message with a `[received ...]` prefix (the upload confirmation stays), a CRM draft behind YAML
  front matter (`generated_at`, ULID `request_id`; the applicant's e-mail with `Date` and
  `Message-ID` stays), a Chinese verification report, a Hindi status check with Devanagari digits,
  interview slots "as of" a time with a base58 fetch id, and a deferral request behind
  `X-Session-Token` and `X-Request-Start` in microseconds;
* the registrar and transcripts: an academic record pulled "at" a logging time with a pull id, a
  verification service response (`Date`, `X-Request-ID`; `conferred` and `record_updated` stay), an
  enrolment letter job with its letter date (today), a grade change request's XML attributes (the SIS
  audit lines stay), a transcript order question with a `(sent ...)` stamp, a registrar Slack event,
  Japanese and German record assistants (`Stand der Abfrage:` and a session xid), a name change form
  behind `CF-Ray`, an electronic transcript behind `traceparent` (its `CreatedDateTime` stays), a
  Polish dean's office and a degree-audit agent's ReAct observation (`call_id`, `finished_at`;
  `last_refreshed` stays);
* timetabling and room booking: an availability snapshot (KSUID, time with a zone name; the pasted
  booking stays), a solver run "at" a Go RFC3339Nano time, a room kiosk's weekday and time, a seat plan
  job in markdown bullets, occupancy polling `KEY=value` lines (lower-case ULID, epoch ms; the people
  counter CSV stays), Korean, French (`horodatage:` and `id_requete:` in front matter) and Swedish
  desks, a Teams activity (`id`, `timestamp`, `localTimestamp`), a Mistral change notice with its
  generation stamp, a door event as a binary CloudEvent (`ce-id`, `ce-time`; the payload's
  `event_time` stays) and an events desk in a Phi-3 prompt (`Today:` before `<|end|>`);
* learning-management systems and grading: a feedback drafter's pretty JSON metadata, a ChatML
  teaching assistant with the current time over a gradebook export, an LMS API call made by the
  grading tool (`Authorization: Bearer`, `X-Request-Id`; the submission history stays), a late
  penalty calculator's `now_epoch=` (the receipt's UUIDv7 stays), a quiz attempt log retrieved "at" a
  Log4j time, a forum delivery behind made-up `X-Agora-*` headers, Rioplatense Spanish, Brazilian
  Portuguese and Vietnamese desks, a Llama 3 marking helper (`Today Date` moves, `Cutting Knowledge
  Date` stays), a peer review allocator's logfmt footer (KSUID `run=`, `ts=`), a Gemma marks check
  (`Request date:`) and a tool result's XML attributes (`call_id`, `finished`) around a ULID the
  user asks about;
* exam boards and academic misconduct: a board pack compiled "at" an RFC 2822 time, an integrity case
  workspace (xid session, .NET round-trip opening; the pasted document properties stay), a register
  import footer, a bracketed context line (`req=`, `at=`) above a student's e-mail, a classification
  check's marks fetched "at" an `isoformat()` time, Turkish, Italian and Arabic boards, an interview
  room hold with its expiry, an external examiner's id-token claims (`iat`, `exp`, `nonce` move;
  `iss`, `sub` and `email` stay), a scan batch's XML elements and a SigV4 fetch of a moderation
  sample;
* student finance and scholarships: a payment notification behind made-up `X-Payhub-*` headers (the
  payload's `created` and `settled` stay), hardship fund balances "as of" a day-first time with a
  ULID snapshot, a bursary eligibility run "at" a ctime time, a loan attendance helper's
  `Retrieved:` line, a Phi-3 refund calculator (`Now:`), Indonesian and Greek desks, a sponsor
  invoice batch with its invoice date, a hardship form export with a footer (`rendered:` epoch ms,
  `trace:`), an FX quote with its id, generation time and validity, a Google Chat event (`eventTime`,
  the message's `name` and `createTime`) and gRPC metadata (`x-request-start-ns`, `x-b3-traceid`);
* student housing: a repair intake behind made-up `X-FixIt-*` headers (the thermostat's error list
  stays), a duty phone SMS (`MessageSid`, `Received`; sender and body stay), an inspection tablet's
  Windows clock, waitlist positions "as of" a JavaScript `toString()` time, a door access review
  with its query window computed from now (the epochs returned stay), Welsh, Thai (Buddhist era) and
  Dutch desks, a mailroom RAG context with per-chunk `retrieved_at` attributes, a Telegram update and
  a rent statement's HTML comment (`ts=`, cuid2 `run=`);
* the graduate research office: a thesis format check run "at" a GNU `date` time (the pasted PDF
  properties with their `CreationDate` and XMP `DocumentID` stay), an ethics record fetched "at" a
  time with an xid fetch id, a viva scheduler session in a markdown table, a "Today is ..." sentence
  inside the system prompt, nested YAML request context above a pasted milestone list, Finnish,
  Czech and Russian desks, a supervision recording's transcription job (the transcript's own
  times stay), a repository assistant's host clock and an approval page behind an `[upload ...]`
  prefix with an ObjectId;
* international student services: SEVIS event history "as of" a US medium time with a lookup id, a
  CAS record's `Retrieved:` line, engagement monitoring with the current ISO week date, an advice
  booking behind `X-Amzn-Trace-Id`, Hebrew, Ukrainian, Tamil and Swahili desks, an OPT helper's
  Semantic Kernel time sentence at the end of a line, an eVisa check queue "as of" a time alone and a
  bank letter run with the date on the letter;
* alumni relations: a form relay's pretty JSON (`relay_id`, `received_at`; the payload's
  `submitted_at` stays), a Giving Day leaderboard "as of" a 12-hour time alone, campaign statistics
  fetched "at" a time without seconds, a certificate request's cookie (its last pair), event RSVPs
  behind made-up `X-EventHub-*` headers, a directory search with its query id and time, Catalan and
  Hungarian desks, a sign-in helper's bracketed `state=` above a pasted error with its own Trace ID,
  Correlation ID and Timestamp, a gift as a structured CloudEvent (`id`, `time`; `gift_date` stays)
  and a reporting agent's `<env>` block (`Today's date:`, `Session:`).

The hand-written negatives are material from the same worlds, pasted in sixteen ways (question
after, before, typed straight under the block, a lead-in with a colon, quoted with "> ", fenced, in
an earlier user turn, in an earlier assistant turn, indented, after the question and a lead-in, in a
user turn under a system prompt, on both sides, in a ChatML and in a Llama 3 user turn, at the very
end of the prompt, and with a request to answer in Polish, German, Turkish or French), each of 65 blocks once and the first 22 twice (87 cases): an application export whose first
member is `created_at` (with a ULID id), a status history CSV whose first column is `Timestamp`, an
offer e-mail, a Standard Webhooks delivery pasted to debug its timestamp check, an upload log, a
German application in YAML, a transcript, a verification response in XML with its own `RequestID`
and `VerificationDate`, an enrolment record in single-line JSON whose first member is `"id"`, a
grade change logfmt log whose first key is `ts=`, an order receipt with a ULID and a JavaScript date,
a French relevé de notes, a Japanese registry screen, a booking e-mail, an ICS with `DTSTAMP`, a
timetable CSV, a booking audit trail with UUIDv7 event ids, a solver log, a door log of epochs, a
Korean booking, a gradebook CSV, a submission receipt with a UUIDv7, an LMS submission in JSON,
`curl -v` output with `date` and `x-request-id`, quiz events as NDJSON whose first key is `"ts"`, a
forum thread, Spanish LMS JSON, a Portuguese history, board minutes, a misconduct case in YAML, an
incident report, a moderation table with an `Updated` column, a Turkish appeal record, an invoice, a
payment plan, a payment intent whose first member is `"id"` (epoch `created`), a BACS CSV, a sponsor
e-mail, a refund form in single-line JSON whose first member is `submitted`, an Indonesian receipt,
a repair ticket whose first member is `created`, a guest log, a flat's WhatsApp export with
`[DD/MM/YYYY, HH:MM:SS]` prefixes, a Dutch fault report, a deposit receipt, an ethics letter, a viva
e-mail thread, a supervision table, a Spanish defence record, a CAS statement, an I-20 page, an
engagement export, a visa appointment e-mail, a Chinese visa appointment, an Arabic admission letter,
an alumni record whose first member is `updated`, an RSVP CSV, a Gift Aid receipt e-mail, a campaign
report, a Swedish membership, a Polish exam schedule, a Hindi fee receipt, a Vietnamese graduation
review, a Hebrew study confirmation and a Ukrainian exam sheet -- and hand-written look-alikes in
program positions: a registrar header with an academic year, a catalogue and a knowledge cutoff, a
Llama 3 header with only its knowledge cutoff, a ChatML turn with a founding year and prompt
revision, front matter with an approval date, handbook edition and census date, policy attributes
with an effective date, an engine, tenant uuid and time zone in single-line JSON, a prompt revision
in an HTML comment, a student's own details in a markdown table, term dates as `KEY=value` lines, a
terms revision in a footer, an Azure `api-version` with a tenant, `Stripe-Version` with a customer and
renewal date, Discord guild and channel ids, office hours, an exam's own date and desk in a system
prompt, a model with its knowledge cutoff, a cycle's deadlines, a bracketed term and time zone, a
Gemma turn with a handbook approval date, UKPRN and HESA ids, a Mistral prompt with a policy date, a
SEVIS school code, an alum's class and member-since date, `X-B3-Sampled` with a client version, and
Spanish, Japanese and German regulation dates and founding years; and values the user asks about or
types: an epoch, a ULID, a UUIDv7, a pasted JWT, a user-typed clock in a ChatML turn, an ISO week,
relative times, viva arithmetic, few-shot deadlines, an unrendered `{{current_date}}`, a Slack `ts`, a
KSUID, a Buddhist-era date, a time zone question in Japanese and French, "Today is my graduation day,
12 December!" in a ChatML turn, Spanish business days, German semester dates and Korean add-drop
dates; and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 and without seconds, with `Z` and offsets from -08:00 to
+13:00, RFC 1123, RFC 2822, GNU `date`, ctime, Python `str()`, `isoformat()` and logging, Log4j
ISO8601, Go RFC3339Nano, .NET round-trip and ticks, JavaScript `toISOString()` and `toString()`,
Windows and US medium 12-hour renderings, the Semantic Kernel sentence, `DD Mon YYYY HH:MM:SS`,
day-first slashed and dotted and `YYYY/MM/DD` times, ISO basic (`x-amz-date`), CLF, zone names,
US long dates and British weekday dates, Llama 3's `Today Date`, ISO week dates, a weekday with a time, times alone
(24-hour and 12-hour), dates alone, a query window, epochs in s, ms, us and ns, and dates with
localized month and weekday names, digits and calendars (Spanish, Chinese, Hindi with Devanagari
digits, Japanese, German, Polish, Korean, French, Swedish, Portuguese, Vietnamese, Turkish, Italian,
Arabic with Arabic-Indic digits, Indonesian, Greek, Welsh, Thai with the Buddhist era, Dutch,
Finnish, Czech, Russian, Hebrew, Ukrainian, Tamil, Swahili, Catalan, Hungarian). Identifiers: UUID
v4 and v7, ULID (also lower case), KSUID, xid, cuid2, nanoid, ObjectIds, traceparent, X-Ray, B3
trace ids, CF-Ray, long hex, base32, base58, base62 and base64url tokens, JWTs, Slack `ts` and event
ids, Teams activity ids, Telegram update and message ids, Google Chat message names, an SMS
`MessageSid`, a SIP Call-ID, Standard Webhooks, CloudEvents (binary and structured), SigV4
`Authorization`, OIDC `iat`, `exp` and `nonce`, an OAuth `state`, a cookie session and vendor-prefixed
ids (`msg_`, `rq_`, `lj_`, `sp_`, `imp_`, `ib_`, `call_`, `toolu_01`, `rly_`, `q_`, `sess_`, `Ev`).
Positions: header blocks (`Label: value`, HTTP request and response headers, webhook, CloudEvents,
trace and gRPC metadata, SigV4 request lines, `KEY=value` lines, id-token claims), head and tail of
the prompt, the tail of a system prompt (also in ChatML, Llama 3 and Phi-3 prompts), YAML front
matter and nested YAML, pretty and single-line JSON members (also in Slack, Teams, Telegram, Google
Chat, CloudEvents and relay envelopes and a ReAct observation), XML attributes and elements (also a
tool result and RAG chunks), `key=value` pairs in a logfmt footer, a bracketed context line and an
HTML comment, a cookie's last pair, markdown table rows and bullets, an `<env>` block, templated
sentences, phrases with their preposition ("at ...", "as of ..."), ids inside sentences,
parenthesised ids, holds and quotes, `[received ...]` and `[upload ...]` prefixes, `(sent ...)` on the
user's message, metadata lines after the last user message, footers after a `--` line, a stamp on
its own line in a Mistral instruction and a Gemma user turn, and program lines right above or below a
pasted, uploaded or fetched block.

What it is: 325 prompts. 160 carry volatile fields (227 spans): 117 hand-written positives (184
spans; 59 with two or more fields, eight with three) and 43 generated ones. 165 carry none: 133
hand-written negatives (87 pasted blocks, 27 look-alikes in program positions, 19 values the user
asks about or types) with two plain controls, and 30 generated hard negatives. About a third of the
prompts are in languages other than English. The generated positive family puts one field (25 of
its 30 formats and labels, several of them labels no detector is likely to know -- `Pulse`,
`Handshake`, `Envelope`, `loopId`, `Hop`, `Seq-Time` -- or the current date and time under a "now"
label in the body's language, 12 cases) at one of ten positions (head, system tail, header block,
after the last user message, footer, YAML front matter, JSON member, XML attribute, `key=value` in a
bracketed context line, markdown table row) of 18 bodies in 12 languages, each body a user's pasted
record with its own times and ids; the generated negative family uses the same bodies and positions
with one stable value that looks like a date, a time or an id (academic year, knowledge cutoff,
prompt revision, tenant uuid, UKPRN, catalogue, census date, time zone, API version, build, term,
founding year, handbook, model, office hours, policy date, regulations, region, workspace,
retention, or an academic year or founding year in the body's language). The output is deterministic
(seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout64.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, query windows computed from now, pasted blocks that open with metadata-like lines, work
logins, per-message and per-item stamps, device clocks, holds and expiries computed from now,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Academic records are content: application, student, candidate, case, CAS, SEVIS, order, booking,
  ticket, gift and alumni numbers; submission, decision, grade posting, grade change, enrolment,
  approval, deposit, embargo, award, conferral, viva, board and payment dates and times; last-access
  times, attempt and IP logs, sign-in times, marks and their update times, door events as epochs,
  carrier scans and notification times stay, also next to a program's stamp and also when the
  program fetched them for this request; only the stamp ("Academic record pulled from the SIS at
  <time> (pull <id>) for this request:", "Availability snapshot <id> taken at <time> for this
  request:") and the ids minted for the pull, fetch, lookup, snapshot, query, poll, import, scan
  batch, run or job move.
* Time-ordered ids are content when they belong to a record: a UUIDv7 submission or event id, a ULID
  application, order or submission id, and a KSUID asked about stay
  though they encode a time; the same formats minted by the program for this request (a portal
  session, a `request_id`, a snapshot, a poll, a run, an upload reference) move.
* A pasted block's first line may be a record's own stamp or id (`"created_at"`, `"id"`,
  `Timestamp,...`, `ts=`, `{"ts":...}`, `"updated"`, `"submitted"`, `Created:`, `Order ID:`) at the
  very start of the user's message, of an earlier turn or of the prompt; the user's words around it
  make it content. The app's own `generated_at`, `request_id`, `now_epoch=`, `X-Session-Token` or
  `CF-Ray` at the head of the prompt move.
* Deliveries received for this request are envelopes: Standard Webhooks headers, made-up vendor
  headers (`X-Payhub-*`, `X-Agora-*`, `X-FixIt-*`, `X-EventHub-*` with their delivery ids, stamps
  and signatures), CloudEvents `ce-id` and `ce-time` or `id` and `time`, a Slack event's `ts`,
  `event_id` and `event_time`, a Teams activity's `id`, `timestamp` and `localTimestamp`, a Telegram
  update's `update_id`, `message_id` and `date`, a Google Chat event's `eventTime` with the message's
  `name` and `createTime`, an SMS's `MessageSid` and `Received`, and a relay's `relay_id` and
  `received_at` move; payloads stay, even when their own times lie seconds before the envelope's
  (`uploaded_at`, `settled`, `event_time`, `submitted_at`, `created`). The same kinds of deliveries
  pasted to be debugged are content.
* Tool and agent envelopes move: a ReAct observation's `call_id` and `finished_at`, a tool result's
  `call_id` and `finished` attributes, an LMS call's `Authorization` and `X-Request-Id`, a SigV4
  `x-amz-date` and `Authorization` line, a verification response's `Date` and `X-Request-ID`, and
  per-chunk `retrieved_at` attributes in a RAG context (one span per chunk); the data inside stays,
  including an audit's `last_refreshed` and an id the user asks about that the tool echoes.
* Work logins and sessions move with their opening time: an applicant portal session, a case
  workspace, a viva scheduler session, a registry session, a reporting agent's session, a cookie's
  session pair, an OAuth `state`, a session JWT; a call's Call-ID with its answer time moves.
  Applicants, students, cases, examiners, courses, rooms, halls, funds, sponsors, tenants, Slack teams
  and channels, Teams channel conversations, Google Chat spaces, Telegram chats, `X-Forwarded-For`
  and `CF-IPCountry` stay.
* Documents the program fills in for this request: a letter or invoice date written as today moves
  with its job or batch id ("Letter date (today):", "Invoice date:", "Date on letter:"); the
  student's course dates and the sponsor's letters stay. An interview room hold with its expiry is
  one span; an FX quote's id, generation time and validity computed from it move, the rates stay.
* Clocks read for this request are the current time in any form: a room kiosk (a weekday and a
  time), an inspection tablet, a host clock, `now_epoch=`, `Today Date`, "Today is ..." inside a
  system prompt, the Semantic Kernel sentence at the end of a line, a current ISO week date, "as of"
  a time alone, and "now" or "today" labels in any language, script, digits or calendar. Times that
  students, staff and candidates type, times spoken in a transcript and dates they ask about stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Marks fetched at <time> from the module results service." leaves "Marks fetched from the module
  results service."; "Format check run <id> finished at <time> with 3 warnings." leaves "Format
  check run finished with 3 warnings."; "The recording was transcribed (job <id>) at <time> and is
  pasted below." leaves "The recording was transcribed and is pasted below."); a parenthesised id is
  cut with its parentheses and sits before "for this request:"; XML attributes and `key=value` pairs
  are followed by a stable neighbour, except a cookie's session pair, its last; single-line JSON
  members are cut with the comma after them and follow a stable member, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row or bullet, an XML
  element, a nested YAML member, a `KEY=value` line, an id-token claim line, a header line and a line
  holding one field in any script are whole-line spans; a field followed by `<|end|>` on its line is
  an inline span; footers hold one field per line; `[received ...]` and `[upload ...]` prefixes are
  cut from the front of their line and a `(sent ...)` stamp from the end of the user's line.
* Only ASCII `Label:` cue lines and a Llama 3 or ChatML reply header on a line of its own end
  positives in the way rule 4 knows; prompts in the other languages end with the user's message, the
  pasted block or the metadata after it, and the Mistral `[INST]`, Gemma and Phi-3 prompts, whose
  reply markers rule 4's cue pattern does not know, get their trailer at the end as rule 4 gives it.
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
    DAYS,
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

SEED = 20660303
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout66.jsonl"
SRC = "holdout66:"

# --- zones and formats --------------------------------------------------------------------------


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=int(hours * 60)), name)


# (standard, summer, summer months): a zone's summer time is approximated by whole months.
SOUTH = (1, 2, 3, 10, 11, 12)
ZONES: dict[str, tuple[timezone, timezone | None, range | tuple[int, ...]]] = {
    "uk": (_tz(0, "GMT"), _tz(1, "BST"), range(4, 11)),
    "ie": (_tz(0, "GMT"), _tz(1, "IST"), range(4, 11)),
    "eu": (_tz(1, "CET"), _tz(2, "CEST"), range(4, 11)),
    "ee": (_tz(2, "EET"), _tz(3, "EEST"), range(4, 11)),
    "us_e": (_tz(-5, "EST"), _tz(-4, "EDT"), range(4, 11)),
    "us_c": (_tz(-6, "CST"), _tz(-5, "CDT"), range(4, 11)),
    "us_p": (_tz(-8, "PST"), _tz(-7, "PDT"), range(4, 11)),
    "au": (_tz(10, "AEST"), _tz(11, "AEDT"), SOUTH),
    "nz": (_tz(12, "NZST"), _tz(13, "NZDT"), SOUTH),
    "br": (_tz(-3, "BRT"), None, range(0)),
    "ar": (_tz(-3, "ART"), None, range(0)),
    "mx": (_tz(-6, "CST"), None, range(0)),
    "jp": (_tz(9, "JST"), None, range(0)),
    "kr": (_tz(9, "KST"), None, range(0)),
    "cn": (_tz(8, "CST"), None, range(0)),
    "sg": (_tz(8, "SGT"), None, range(0)),
    "in": (_tz(5.5, "IST"), None, range(0)),
    "tr": (_tz(3, "TRT"), None, range(0)),
    "ru": (_tz(3, "MSK"), None, range(0)),
    "ke": (_tz(3, "EAT"), None, range(0)),
    "th": (_tz(7, "ICT"), None, range(0)),
    "id": (_tz(7, "WIB"), None, range(0)),
    "ae": (_tz(4, "GST"), None, range(0)),
    "il": (_tz(2, "IST"), _tz(3, "IDT"), range(4, 11)),
    "eg": (_tz(2, "EET"), _tz(3, "EEST"), range(5, 11)),
}

MONTHS_L: dict[str, list[str]] = {
    "es": "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(),
    "pt": "janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro".split(),
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre".split(),
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember".split(),
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre".split(),
    "nl": "januari februari maart april mei juni juli augustus september oktober november december".split(),
    "pl": "stycznia lutego marca kwietnia maja czerwca lipca sierpnia września października listopada grudnia".split(),
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık".split(),
    "ru": "января февраля марта апреля мая июня июля августа сентября октября ноября декабря".split(),
    "uk": "січня лютого березня квітня травня червня липня серпня вересня жовтня листопада грудня".split(),
    "el": (
        "Ιανουαρίου Φεβρουαρίου Μαρτίου Απριλίου Μαΐου Ιουνίου Ιουλίου Αυγούστου Σεπτεμβρίου Οκτωβρίου "
        "Νοεμβρίου Δεκεμβρίου"
    ).split(),
    "sv": "januari februari mars april maj juni juli augusti september oktober november december".split(),
    "id": "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember".split(),
    "cs": "ledna února března dubna května června července srpna září října listopadu prosince".split(),
    "hu": "január február március április május június július augusztus szeptember október november december".split(),
    "ca": "gener febrer març abril maig juny juliol agost setembre octubre novembre desembre".split(),
    "cy": "Ionawr Chwefror Mawrth Ebrill Mai Mehefin Gorffennaf Awst Medi Hydref Tachwedd Rhagfyr".split(),
    "sw": "Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba".split(),
    "he": "בינואר בפברואר במרץ באפריל במאי ביוני ביולי באוגוסט בספטמבר באוקטובר בנובמבר בדצמבר".split(),
    "ar": "يناير فبراير مارس أبريل مايو يونيو يوليو أغسطس سبتمبر أكتوبر نوفمبر ديسمبر".split(),
    "th": ("มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม พฤศจิกายน ธันวาคม").split(),
    "hi": "जनवरी फ़रवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर अक्टूबर नवंबर दिसंबर".split(),
    "ro": "ianuarie februarie martie aprilie mai iunie iulie august septembrie octombrie noiembrie decembrie".split(),
}

DAYS_L: dict[str, list[str]] = {
    "es": "lunes martes miércoles jueves viernes sábado domingo".split(),
    "pt": "segunda-feira terça-feira quarta-feira quinta-feira sexta-feira sábado domingo".split(),
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche".split(),
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag".split(),
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica".split(),
    "nl": "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag".split(),
    "pl": "poniedziałek wtorek środa czwartek piątek sobota niedziela".split(),
    "tr": "Pazartesi Salı Çarşamba Perşembe Cuma Cumartesi Pazar".split(),
    "ru": "понедельник вторник среда четверг пятница суббота воскресенье".split(),
    "uk": "понеділок вівторок середа четвер пʼятниця субота неділя".split(),
    "el": "Δευτέρα Τρίτη Τετάρτη Πέμπτη Παρασκευή Σάββατο Κυριακή".split(),
    "sv": "måndag tisdag onsdag torsdag fredag lördag söndag".split(),
    "id": "Senin Selasa Rabu Kamis Jumat Sabtu Minggu".split(),
    "cs": "pondělí úterý středa čtvrtek pátek sobota neděle".split(),
    "hu": "hétfő kedd szerda csütörtök péntek szombat vasárnap".split(),
    "ca": "dilluns dimarts dimecres dijous divendres dissabte diumenge".split(),
    "cy": ["Dydd Llun", "Dydd Mawrth", "Dydd Mercher", "Dydd Iau", "Dydd Gwener", "Dydd Sadwrn", "Dydd Sul"],
    "sw": "Jumatatu Jumanne Jumatano Alhamisi Ijumaa Jumamosi Jumapili".split(),
    "he": ["יום שני", "יום שלישי", "יום רביעי", "יום חמישי", "יום שישי", "שבת", "יום ראשון"],
    "ar": "الاثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد".split(),
    "th": "วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี วันศุกร์ วันเสาร์ วันอาทิตย์".split(),
    "hi": "सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार".split(),
    "vi": ["Thứ Hai", "Thứ Ba", "Thứ Tư", "Thứ Năm", "Thứ Sáu", "Thứ Bảy", "Chủ Nhật"],
    "fi": "maanantai tiistai keskiviikko torstai perjantai lauantai sunnuntai".split(),
    "ro": "luni marți miercuri joi vineri sâmbătă duminică".split(),
    "ja": list("月火水木金土日"),
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
    "ko": list("월화수목금토일"),
}

DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "hi": "०१२३४५६७८९",
    "bn": "০১২৩৪৫৬৭৮৯",
    "th": "๐๑๒๓๔๕๖๗๘๙",
}


def native(text: str, script: str) -> str:
    """`text` with its ASCII digits written in `script`'s digits."""
    return "".join(DIGITS[script][int(c)] if c.isdigit() and c.isascii() else c for c in text)


def loc_date(t: datetime, lang: str, weekday: bool = True, clock: str = "") -> str:
    """A date (and, if `clock` is a strftime pattern, a time) as people write it in `lang`."""
    d, m, y = t.day, t.month - 1, t.year
    wd = DAYS_L[lang][t.weekday()] if lang in DAYS_L else ""
    mon = MONTHS_L.get(lang, [""] * 12)[m]
    hm = f"{t:{clock}}" if clock else ""
    forms = {
        "es": (f"{wd}, " if weekday else "") + f"{d} de {mon} de {y}" + (f", {hm}" if hm else ""),
        "pt": (f"{wd}, " if weekday else "") + f"{d} de {mon} de {y}" + (f" às {hm}" if hm else ""),
        "fr": (f"{wd} " if weekday else "") + f"{d} {mon} {y}" + (f" à {hm}" if hm else ""),
        "de": (f"{wd}, " if weekday else "") + f"{d}. {mon} {y}" + (f", {hm} Uhr" if hm else ""),
        "it": (f"{wd} " if weekday else "") + f"{d} {mon} {y}" + (f", ore {hm}" if hm else ""),
        "nl": (f"{wd} " if weekday else "") + f"{d} {mon} {y}" + (f" {hm}" if hm else ""),
        "pl": (f"{wd}, " if weekday else "") + f"{d} {mon} {y} r." + (f", godz. {hm}" if hm else ""),
        "tr": f"{d} {mon} {y}" + (f" {wd}" if weekday else "") + (f" {hm}" if hm else ""),
        "ru": f"{d} {mon} {y} г." + (f", {wd}" if weekday else "") + (f", {hm}" if hm else ""),
        "uk": f"{d} {mon} {y} р." + (f", {wd}" if weekday else "") + (f", {hm}" if hm else ""),
        "el": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", {hm}" if hm else ""),
        "sv": (f"{wd} " if weekday else "") + f"{d} {mon} {y}" + (f" kl. {hm}" if hm else ""),
        "id": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f" pukul {hm}" if hm else ""),
        "cs": (f"{wd} " if weekday else "") + f"{d}. {mon} {y}" + (f" {hm}" if hm else ""),
        "hu": f"{y}. {mon} {d}." + (f", {wd}" if weekday else "") + (f" {hm}" if hm else ""),
        "ca": (f"{wd}, " if weekday else "")
        + f"{d} {'d’' if mon[:1] in ('a', 'e', 'i', 'o', 'u') else 'de '}{mon} de {y}"
        + (f", {hm}" if hm else ""),
        "cy": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", {hm}" if hm else ""),
        "sw": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", saa {hm}" if hm else ""),
        "he": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", {hm}" if hm else ""),
        "ar": native((f"{wd}، " if weekday else "") + f"{d} {mon} {y}" + (f"، {hm}" if hm else ""), "ar"),
        "th": (f"{wd}ที่ " if weekday else "") + f"{d} {mon} {y + 543}" + (f" เวลา {hm} น." if hm else ""),
        "hi": native((f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", {hm}" if hm else ""), "hi"),
        "vi": (f"{wd}, " if weekday else "") + f"ngày {d} tháng {m + 1} năm {y}" + (f", {hm}" if hm else ""),
        "fi": (f"{wd} " if weekday else "") + f"{d}.{m + 1}.{y}" + (f" klo {hm}" if hm else ""),
        "ro": (f"{wd}, " if weekday else "") + f"{d} {mon} {y}" + (f", ora {hm}" if hm else ""),
        "ja": f"{y}年{m + 1}月{d}日" + (f"({wd})" if weekday else "") + (f" {hm}" if hm else ""),
        "zh": f"{y}年{m + 1}月{d}日" + (f" {wd}" if weekday else "") + (f" {hm}" if hm else ""),
        "ko": f"{y}년 {m + 1}월 {d}일" + (f" ({wd})" if weekday else "") + (f" {hm}" if hm else ""),
    }
    return forms[lang]


def dmy_dots(t: datetime, seconds: bool = True) -> str:
    return t.strftime("%d.%m.%Y %H:%M:%S" if seconds else "%d.%m.%Y %H:%M")


def dmy_slash(t: datetime, seconds: bool = True) -> str:
    return t.strftime("%d/%m/%Y %H:%M:%S" if seconds else "%d/%m/%Y %H:%M")


def us_medium(t: datetime) -> str:
    """`Mar 3, 2026, 2:05:09 PM` with the zone name."""
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'} {t.tzname()}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


def uk_long(t: datetime) -> str:
    return f"{DAYS[t.weekday()]} {t.day} {MONTHS[t.month - 1]} {t.year}"


def zoned(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M} {t.tzname()}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def dotnet_ticks(t: datetime) -> int:
    """.NET `DateTime.UtcNow.Ticks`."""
    return 621355968000000000 + epoch_us(t) * 10


def excel_serial(t: datetime) -> str:
    u = t.replace(tzinfo=None)
    delta = u - datetime(1899, 12, 30)
    return f"{delta.days + delta.seconds / 86400:.6f}"


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class Gen66(Gen):
    """Make_holdout's `Gen` with moments in a university year and a few more id formats."""

    def at(self, zone: str = "utc") -> datetime:
        """A moment between November 2026 and March 2027, in `zone`'s local time."""
        base = datetime(2026, 11, 2, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 140 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        if zone == "utc":
            return t
        std, summer, months = ZONES[zone]
        local = t.astimezone(std)
        return t.astimezone(summer) if summer and local.month in months else local

    def xid(self, t: datetime) -> str:
        raw = epoch_s(t).to_bytes(4, "big") + bytes(self.rng.getrandbits(8) for _ in range(8))
        return base64.b32hexencode(raw).decode().lower().rstrip("=")

    def base58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            self.rng.choice(B36) for _ in range(23)
        )

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def sig(self) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(32))).decode()


POS: list[Callable[[Gen66], Draft]] = []


def pos(fn: Callable[[Gen66], Draft]) -> Callable[[Gen66], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{name}", tags)


def ago(t: datetime, **kw: float) -> datetime:
    return t - timedelta(**kw)


# --- positives: admissions and applications ------------------------------------------------------


@pos
def _adm_portal_session(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Applicant portal assistant - undergraduate admissions, Westmere University
{v("session_id", "Portal session: " + g.uuid7(t))}
{v("datetime", "Session opened: " + rfc3339(t))}
Applicant: Adaeze Okafor (ref W26-044817)
Programme: BSc Biomedical Science (B940), entry September 2027

Answer the applicant's questions about their own application only. Never guess a decision or a date
that is not in the record.

Application record (from the admissions system):
{{
  "reference": "W26-044817",
  "created_at": "2026-10-02T19:44:03+01:00",
  "submitted_at": "2026-10-14T22:17:56+01:00",
  "references_received": ["2026-10-21T09:03:12+01:00"],
  "status": "Under review"
}}

Applicant: My school says they sent the second reference last week. Why does the portal still show one?
Assistant:""",
        "admissions:portal-session",
        ["header_block", "uuid7", "rfc3339", "record_json_below", "created_at_in_record"],
    )


@pos
def _adm_document_webhook(g: Gen66) -> Draft:
    t = g.at()
    up = ago(t, seconds=41)
    return P(
        f"""An applicant document has arrived. Check that the file matches the document type the applicant
chose, and list anything still missing for a complete graduate application, in one short paragraph
for the admissions officer.

Delivery received by the intake service:
POST /hooks/admissions HTTP/1.1
Host: intake.grad.northfield.example
Content-Type: application/json
{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.sig())}

{{"type": "document.uploaded", "applicant": "G-2026-30981", "programme": "MSc Environmental Data Science", "document": {{"kind": "english_test", "file": "IELTS_TRF_2026.pdf", "uploaded_at": "{rfc3339(up)}", "pages": 2}}, "checklist": {{"transcripts": "received", "references": "1 of 2", "english_test": "received"}}}}

Answer:""",
        "admissions:document-webhook",
        ["http_request", "standard_webhooks", "envelope_vs_payload", "epoch_s"],
    )


@pos
def _adm_offer_conditions_run(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Offer conditions check for applicant A26-118204 (BEng Mechanical Engineering, deferred entry 2027,
conditional offer AAB including Mathematics and Physics).
Conditions run {v("run_id", g.uuid7(t))} started {v("datetime", "at " + py_str(t))} against the 2027 offer-conditions table.

Results received from the exam board feed:
Subject            Grade  Awarded     Received by us
Mathematics        A      2026-08-13  2026-08-13 08:00:12
Physics            B      2026-08-13  2026-08-13 08:00:12
Chemistry          A*     2026-08-13  2026-08-13 08:00:12

Say whether the conditions are met and what the officer should do next.
Officer summary:""",
        "admissions:offer-conditions-run",
        ["per_run", "uuid7", "python_str", "inline_phrase", "table_below"],
    )


@pos
def _adm_spanish_email(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Eres Lía, la asistente de admisiones internacionales de la Universidad de Westmere. Responde en
español, con frases cortas, y no prometas plazos que no estén en los documentos.
{v("datetime", "Fecha y hora actual: " + loc_date(t, "es", clock="%H:%M:%S") + " (hora de Madrid)")}

Usuario: Me llegó este correo y no entiendo si ya me admitieron o no:

De: Admisiones Internacionales <intl-admissions@westmere.example>
Fecha: lun, 26 oct 2026 16:42:07 +0000
Asunto: Tu solicitud W26-091553 - documentos pendientes

Hola, Martina: recibimos tu solicitud el 19 de octubre de 2026. Para completarla necesitamos tu
certificado de notas legalizado antes del 15 de enero de 2027.""",
        "admissions:spanish-email",
        ["system_tail", "non_english", "spanish", "localized_now", "email_at_end"],
    )


@pos
def _adm_enquiries_call(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Call context (admissions enquiries line)
{v("call_id", "Call-ID: " + g.hex(16) + "@sbc.westmere.example")}
{v("datetime", "Answered: " + dd_mon(t) + " " + t.tzname())}
Queue: UG-Admissions
Caller: applicant, number withheld

You assist the call handler. Summarise what the caller needs and suggest the next step in one line.

The caller read out the status screen of their application hub:
Choice 3  Westmere University  C100 Biology  Unsuccessful  (decision 2026-10-28)
Choice 4  Westmere University  C700 Biochemistry  Offer: unconditional  (decision 2026-10-30)
Reply by: 2027-05-06

Caller: Can I swap my Biology choice for Biochemistry at the same university without losing anything?
Agent notes:""",
        "admissions:enquiries-call",
        ["header_block", "sip_call_id", "dd_mon", "read_out_record"],
    )


@pos
def _adm_fee_waiver_json(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""{{"tool": "fee-waiver-check", {v("request_id", '"req": "' + g.ulid(t) + '",')} {v("epoch", '"ts": ' + str(epoch_ms(t)) + ",")} "cohort": "2027-entry", "policy": "FW-2026-v2"}}
You decide whether a graduate applicant qualifies for an application fee waiver under policy
FW-2026-v2: waivers go to applicants who receive a means-tested grant, to McNair scholars and to
applicants from countries on the fee-relief list. Reply "waive" or "do not waive" and one reason.

Applicant statement (pasted from the form):
"I am a Pell Grant recipient (award letter dated 2026-07-02, award year 2026-27) and a first-generation
student. Submitted 2026-10-27 21:40:18 -05:00."

Decision:""",
        "admissions:fee-waiver-json",
        ["head", "single_line_json", "ulid", "epoch_ms", "two_spans"],
    )


@pos
def _adm_portfolio_received(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""You are the portfolio help desk of Harrowgate School of Art. Applicants message us on WhatsApp; keep
replies under 60 words and never say whether a portfolio is good.

Applicant (WhatsApp, +351 912 345 678):
{v("datetime", "[received " + rfc3339(t) + "]")} Olá! I uploaded my portfolio on 28 October but the page still says "Portfolio: not started". My upload confirmation said:

Upload complete
Reference: PF-2027-00412
Files: 14 (312 MB)
Uploaded: 28/10/2026 23:51:07 WET
Checksum: 9f2c1e0a7b44d8e1c3a5f60b2d9e8c71

Assistant:""",
        "admissions:portfolio-received",
        ["received_prefix", "rfc3339", "pasted_receipt"],
    )


@pos
def _adm_crm_frontmatter(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""---
template: reply-to-applicant
cycle: 2027
{v("datetime", "generated_at: " + js_iso(t))}
{v("request_id", "request_id: " + g.ulid(t))}
tone: warm, plain English
---
Draft a reply to the applicant's email below. Confirm what we have received, and ask only for what is
missing.

From: Tomasz Wiśniewski <t.wisniewski@mail.example>
To: pg-admissions@northfield.example
Date: Thu, 22 Oct 2026 21:07:33 +0200
Message-ID: <CAF3k9x2Qm7vR@mail.example>
Subject: MSc Robotics application PG-27-07731

Dear admissions team, I submitted my application on 5 October and uploaded both transcripts. My second
referee says the reference link expired. Could you send a new one?

Reply:""",
        "admissions:crm-front-matter",
        ["front_matter", "js_iso", "ulid", "email_headers_below"],
    )


@pos
def _adm_chinese_report(g: Gen66) -> Draft:
    t = g.at("cn")
    return P(
        f"""你是海岚大学国际招生办公室的助手。请用简体中文回答，只根据下面的材料作答。
{v("datetime", "当前时间：" + loc_date(t, "zh", clock="%H:%M:%S") + "（北京时间）")}

申请人上传的学历认证报告：
报告编号：A2026110187
认证日期：2026年9月18日
学历类别：普通高等教育本科
毕业日期：2025年6月30日

申请人：这份报告可以用来申请明年秋季入学的硕士吗？还是要重新认证？""",
        "admissions:chinese-report",
        ["system_tail", "non_english", "chinese", "localized_now", "han"],
    )


@pos
def _adm_hindi_status(g: Gen66) -> Draft:
    t = g.at("in")
    return P(
        f"""आप आदर्श विश्वविद्यालय के प्रवेश सहायक हैं। आवेदक को हिंदी में, छोटे वाक्यों में उत्तर दें।
{v("date", "आज की तारीख: " + loc_date(t, "hi"))}

आवेदन की स्थिति (पोर्टल से):
Application no: ADU-PG-2027-55102
Submitted: 2026-10-11 18:22:40 IST
Fee paid: 2026-10-11 18:25:03 IST (txn 402611182503)
Status: Document verification pending

आवेदक: मेरा आवेदन अभी भी "pending" क्यों दिख रहा है?""",
        "admissions:hindi-status",
        ["system_tail", "non_english", "hindi", "devanagari_digits", "localized_now"],
    )


@pos
def _adm_interview_slots(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You help applicants to the Graduate Entry Medicine programme book a multiple mini-interview slot. Offer
only slots listed below, and never hold a slot until the applicant says which one.

Interview slots {v("datetime", "as of " + rfc3339(t, 3))} {v("fetch_id", "(fetch " + g.base58(22) + ")")} for this request:
| Date       | Start | Circuit | Places left |
|------------|-------|---------|-------------|
| 2027-04-14 | 09:00 | A       | 3           |
| 2027-04-14 | 13:30 | B       | 0           |
| 2027-04-15 | 09:00 | A       | 6           |

Applicant: Is there anything on the 14th in the afternoon? My train gets in at 11:40.
Assistant:""",
        "admissions:interview-slots",
        ["inline_phrase", "parenthesised_id", "base58", "fetched_table"],
    )


@pos
def _adm_deferral_token(g: Gen66) -> Draft:
    t = g.at("tr")
    return P(
        f"""X-Forwarded-For: 203.0.113.52
{v("session_token", "X-Session-Token: " + g.jwt(t, "applicant-88213"))}
{v("epoch", "X-Request-Start: t=" + str(epoch_us(t)))}

You answer questions from signed-in applicants about deferral requests. Deferrals of up to one year are
decided by the admissions tutor; longer deferrals go to the faculty.

Deferral request (as submitted):
Applicant ID: 88213
Requested: defer to September 2028
Reason: military service, call-up letter dated 2026-09-30
Submitted at: 2026-10-19T10:14:55+03:00

Applicant: How long does a decision usually take, and who makes it?
Assistant:""",
        "admissions:deferral-token",
        ["head", "header_block", "jwt", "epoch_us", "record_below"],
    )


# --- positives: registrar and transcripts --------------------------------------------------------


@pos
def _reg_record_pull(g: Gen66) -> Draft:
    t = g.at("us_c")
    return P(
        f"""You are the transcript assistant of the Office of the Registrar, Carrow State University. Explain a
student's own record to them; do not change grades or promise corrections.

Academic record pulled from the SIS {v("datetime", "at " + py_logging(t))} {v("pull_id", "(pull " + g.hex(12) + ")")} for this request:
Term         Course    Title                   Cr  Grade  Posted
Fall 2025    HIST 210  Atlantic Worlds         3   B+     2025-12-19 16:02:11
Fall 2025    STAT 201  Applied Statistics      4   A-     2025-12-20 09:47:38
Spring 2026  HIST 330  Oral History Methods    3   IP     -
Spring 2026  HIST 330  Oral History Methods    3   B      2026-06-02 11:15:06 (grade change, was IP)

Student: Why does my transcript show HIST 330 twice? I only took it once.
Assistant:""",
        "registrar:record-pull",
        ["inline_phrase", "python_logging", "parenthesised_id", "fetched_record"],
    )


@pos
def _reg_verification_response(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""You check degree claims for employers. Say whether the claim matches the verification response,
and what differs.

Claim on the CV: "MSc Data Science (Distinction), Carrow State University, 2025"

Verification service response (received for this request):
HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
Content-Type: application/json
{v("request_id", "X-Request-ID: " + g.uuid4())}

{{"student": "Farah Siddiqui", "degree": "MSc Data Science", "conferred": "2025-11-28", "honours": "Merit", "status": "verified", "record_updated": "2025-12-02T14:10:33-06:00"}}

Verdict:""",
        "registrar:verification-response",
        ["http_response", "http_date", "request_id", "tool_response_body"],
    )


@pos
def _reg_letter_job(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Fill in the enrolment verification letter for the student below. Keep the wording of the template and
fill only the bracketed fields.

{v("job_id", "Letter job: lj_" + g.b62(16))}
{v("date", "Letter date (today): " + uk_long(t))}

Student record:
Name: Priya Raman
Student number: 21004417
Programme: BA (Hons) Economics, full-time
Course start: 2024-09-23
Expected completion: 2027-06-30
Status: Registered for 2026/27 (registered 2026-09-21 10:31:02)

Template:
To whom it may concern, this is to confirm that [name] (student number [number]) is registered on
[programme] from [start] to [expected completion].

Letter:""",
        "registrar:letter-job",
        ["per_job", "today_in_artefact", "record_below"],
    )


@pos
def _reg_grade_change_xml(g: Gen66) -> Draft:
    t = g.at("us_e")
    return P(
        f"""<request term="2025FA" channel="faculty-portal" {v("request_id", 'id="rq_' + g.b62(18) + '"')} {v("datetime", 'received="' + rfc3339(t) + '"')} locale="en-US">
Instructor Dr. Hannah Okoye asks to change the grade for student 30018842 in CHEM 341 from I to B-.
</request>
Grade history (from the SIS audit table):
2026-01-08 10:22:41  CHEM 341  30018842  I   entered by hokoye   reason: incomplete lab portfolio
2026-01-08 10:22:41  CHEM 341  30018842  I   resolve-by 2026-05-15
Policy: an incomplete must be resolved by the date set when it was entered; later changes need the
dean's approval.

Is this change within policy, and who must approve it?
Answer:""",
        "registrar:grade-change-xml",
        ["xml_attributes", "two_spans", "rfc3339", "audit_log_below"],
    )


@pos
def _reg_transcript_order_sent(g: Gen66) -> Draft:
    t = g.at("us_c")
    h = t.hour % 12 or 12
    return P(
        f"""You are the eTranscript help assistant. Orders are fulfilled by the registrar within two working days;
electronic transcripts are emailed as certified PDFs.

Order record (from the ordering system):
Order: TR-2026-118820
Placed: 2026-10-29 22:41:18 CDT
Recipient: admissions@gradschool.example
Delivery: electronic
Status events:
  2026-10-29 22:41:18  order placed
  2026-10-30 09:12:51  hold: outstanding library fine
  2026-11-01 08:00:02  reminder sent to student

Student: I paid the library fine, why is my transcript order still on hold? {v("datetime", f"(sent {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'})")}
Assistant:""",
        "registrar:transcript-order-sent",
        ["sent_stamp", "time_alone", "record_above"],
    )


@pos
def _reg_slack_event(g: Gen66) -> Draft:
    t = g.at()
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return P(
        f"""{{
  "team_id": "T04RG7QH2",
  "api_app_id": "A05REGBOT1",
  "event": {{
    "type": "app_mention",
    "user": "U03DW8K1T",
    "text": "<@U05REGBOT> degree audit for 22019481 counts BIO 101 (taken F23, 4.0 cr) under both Core Science and the major. Is that allowed?",
    {v("message_ts", '"ts": "' + ts + '",')}
    "channel": "C02REGOPS"
  }},
  {v("event_id", '"event_id": "Ev0' + g.base32(10) + '",')}
  {v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")}
  "type": "event_callback"
}}
You are the registrar operations bot. Answer in the thread, citing the double-counting rule: a course
may count toward the core and the major only if the major's requirements say so.
Reply:""",
        "registrar:slack-event",
        ["slack", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _reg_japanese_certificate(g: Gen66) -> Draft:
    t = g.at("jp")
    return P(
        f"""あなたは北陵大学教務課のアシスタントです。学生の質問に日本語で丁寧に答えてください。成績の変更はできません。
{v("datetime", "現在日時: " + loc_date(t, "ja", clock="%H時%M分%S秒"))}

学生が貼り付けた成績証明書の一部:
科目名            単位  評価  認定日
情報科学概論      2     A     2025年9月20日
統計学I           2     B     2026年2月10日
卒業研究I         4     -     (履修中)
修得単位合計: 112 / 124

学生: 卒業に必要な単位は、あと何単位ですか?""",
        "registrar:japanese-certificate",
        ["system_tail", "non_english", "japanese", "localized_now"],
    )


@pos
def _reg_german_overview(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Du bist der Assistent des Studierendensekretariats der Hochschule Altmark-Süd. Antworte auf Deutsch
und nur auf Grundlage der Daten unten.
{v("datetime", "Stand der Abfrage: " + dmy_dots(t) + " Uhr")}
{v("session_id", "Sitzung: " + g.xid(t))}

Leistungsübersicht (aus dem Campusportal exportiert):
Modul                            ECTS  Note  Datum
Grundlagen BWL                   6     2,3   14.02.2025
Mathematik für Ökonomen          6     3,0   21.07.2025
Rechnungswesen II                5     5,0   20.02.2026
Rechnungswesen II (2. Versuch)   5     -     angemeldet für 18.02.2027

Studentin: Wenn ich den zweiten Versuch nicht bestehe, werde ich dann exmatrikuliert?""",
        "registrar:german-overview",
        ["system_tail", "non_english", "german", "dotted_datetime", "xid"],
    )


@pos
def _reg_name_change_cf(g: Gen66) -> Draft:
    return P(
        f"""{v("request_id", "CF-Ray: " + g.cf_ray())}
CF-IPCountry: GB
Accept-Language: en-GB
You help former and current students update their name on university records. Explain what will change
and what will not; do not ask for documents that are already listed.

Form submission:
Current name: Jordan Miles
New name: Jordan Ellis-Miles
Evidence: deed poll, signed 2026-07-14, witnessed 2026-07-14
Student number: 19077310
Graduated: 2022-07-08

Student: Will my degree certificate be reissued in the new name, and does it cost anything?
Assistant:""",
        "registrar:name-change-cf",
        ["head", "cf_ray", "form_below"],
    )


@pos
def _reg_pesc_traceparent(g: Gen66) -> Draft:
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
Task: compare the incoming electronic transcript with the applicant's self-reported courses and list the
mismatches as bullets.

<CollegeTranscript>
  <TransmissionData>
    <DocumentID>TX-20261014-00388</DocumentID>
    <CreatedDateTime>2026-10-14T15:02:44-05:00</CreatedDateTime>
    <DocumentTypeCode>Transcript</DocumentTypeCode>
  </TransmissionData>
  <Student>
    <Course><CourseNumber>ENGL 101</CourseNumber><CourseCreditEarned>3</CourseCreditEarned><CourseAcademicGrade>A</CourseAcademicGrade></Course>
    <Course><CourseNumber>MATH 151</CourseNumber><CourseCreditEarned>4</CourseCreditEarned><CourseAcademicGrade>C+</CourseAcademicGrade></Course>
    <Course><CourseNumber>CHEM 110</CourseNumber><CourseCreditEarned>0</CourseCreditEarned><CourseAcademicGrade>W</CourseAcademicGrade></Course>
  </Student>
</CollegeTranscript>

Self-reported: ENGL 101 (A), MATH 151 (B), CHEM 110 (B+)
Mismatches:""",
        "registrar:pesc-traceparent",
        ["head", "traceparent", "xml_document_below", "created_in_document"],
    )


@pos
def _reg_polish_protocol(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Jesteś asystentem dziekanatu Wydziału Chemii. Odpowiadaj po polsku, krótko i rzeczowo.
{v("datetime", "Data i godzina zapytania: " + iso_space(t))}
{v("session_id", "ID sesji: " + g.uuid4())}

Student wkleił fragment protokołu:
Przedmiot: Chemia fizyczna II (ćwiczenia)
Termin: I, 2026-06-19
Ocena: 2,0
Termin: II (poprawkowy), 2026-09-08
Ocena: 3,5
Data wpisu: 2026-09-10 12:44:31

Student: Która ocena liczy się do średniej przy stypendium rektora?""",
        "registrar:polish-protocol",
        ["system_tail", "non_english", "polish", "iso_space", "uuid4"],
    )


@pos
def _reg_audit_tool_result(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""You are the degree-audit agent. Use the tools to answer, then give a Final Answer.

Question: Can student 22019481 graduate in May 2027?
Thought: I need the student's degree audit.
Action: degree_audit
Action Input: {{"student": "22019481", "catalog": "2023-24"}}
Observation: {{"tool": "degree_audit", {v("call_id", '"call_id": "call_' + g.b62(24) + '",')} {v("datetime", '"finished_at": "' + rfc3339(t, 6) + '",')} "status": "ok", "audit": {{"required": 120, "earned": 104, "in_progress": 15, "unmet": ["WRIT 300"], "last_refreshed": "2026-10-31T02:00:00Z"}}}}
Thought:""",
        "registrar:audit-tool-result",
        ["react_scaffold", "tool_result", "single_line_json", "two_spans"],
    )


# --- positives: timetabling and room booking -----------------------------------------------------


@pos
def _tt_availability_snapshot(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You book teaching rooms for staff at Kelvingrove Institute. Book only rooms that are free for the whole
slot and have the equipment asked for.

Availability snapshot {v("snapshot_id", g.ksuid(t))} taken {v("datetime", "at " + iso_space(t) + " " + t.tzname())} for this request:
Room     Capacity  Equipment          Free
LT-2     180       lecture capture    Thu 09:00-11:00, Thu 15:00-18:00
SR-14    30        hybrid camera      Thu 12:00-13:00
SR-15    30        -                  Thu all day
LAB-G3   24        24 PCs             Thu 14:00-17:00

Existing booking (pasted by the requester from their confirmation email):
Booking ref: BK-2027-019930
Room: SR-14
When: Thu 10:00-12:00 (weekly, weeks 20-30)
Booked: 2026-09-02 14:18:09

Staff: I need a room with a hybrid camera for 25 students on Thursday 11:00-13:00 from week 22. Can I
just extend my existing booking?
Assistant:""",
        "timetabling:availability-snapshot",
        ["inline_phrase", "ksuid", "zone_name", "fetched_table", "pasted_confirmation"],
    )


@pos
def _tt_solver_run(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""Timetable solver run {v("run_id", g.uuid7(t))} finished {v("datetime", "at " + go_nano(t, g.small(1, 1000)))} with 0 hard-constraint violations and 37 soft penalties.

You explain timetable results to heads of department. Be concrete: name the modules and the slots.

The head of Geography pasted her staff view of the draft:
Dr A. Mensah   Mon 09:00 GEOG1001 LT-1 | Mon 10:00 GEOG2040 SR-8 | Mon 11:00 GEOG3300 SR-8 | Mon 12:00 GEOG1001 LAB-2
Dr A. Mensah   Tue (none)
Dr A. Mensah   Wed 16:00 GEOG2040 SR-8 | Wed 17:00 GEOG3300 SR-8
Draft published: 2026-10-19 17:30:00 GMT (draft 3)

Head of department: Four hours in a row on Monday for Dr Mensah is against our rule of three. Why did
the solver allow it?
Assistant:""",
        "timetabling:solver-run",
        ["head", "per_run", "uuid7", "go_rfc3339nano", "inline_phrase"],
    )


@pos
def _tt_kiosk_clock(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Room kiosk - Murray Building, level 2
{v("datetime", "Kiosk clock: " + DAYS[t.weekday()] + " " + f"{t:%H:%M}")}
Room: MB2.14 (seats 12)
Bookings on the room calendar for today:
08:00-09:30  Tutorial ECON2203 (booked by j.moss, 2026-08-30 10:01:44)
11:00-12:00  PhD supervision (booked by a.nwosu, 2026-10-18 16:45:20)
16:00-18:00  Reading group (booked by l.chen, 2026-10-05 09:12:03)

You are the kiosk assistant. Walk-up bookings are allowed for up to two hours if the room is free.

Person at the kiosk: Can I take the room right now for about an hour?
Assistant:""",
        "timetabling:kiosk-clock",
        ["header_block", "weekday_time", "time_alone", "calendar_below"],
    )


@pos
def _tt_seat_plan_job(g: Gen66) -> Draft:
    t = g.at("ie")
    return P(
        f"""Exam seating assistant - Examinations Office
- Venue: Great Hall (rows A-T, 400 desks)
{v("job_id", "- Seat plan job: sp_" + g.b62(20))}
{v("datetime", "- Created: " + iso_space(t))}
- Exam: MATH1010 Calculus I, 2027-01-14 09:30-12:30

Candidates needing separate seating (from the exams office export, updated 2026-11-20 15:40:12):
Cand.    Needs                          Approved
104432   25% extra time, rest breaks    2026-10-02
104519   reader, separate room          2026-10-09
104601   seat near exit                 2026-11-19

Which of these candidates can stay in the Great Hall, and where should they sit?
Answer:""",
        "timetabling:seat-plan-job",
        ["markdown_bullets", "per_job", "iso_space", "export_below"],
    )


@pos
def _tt_occupancy_poll(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""SPACE_API=occupancy-v2
{v("poll_id", "POLL_ID=" + g.ulid_lower(t))}
{v("epoch", "POLLED_AT_MS=" + str(epoch_ms(t)))}
CAMPUS=north

Room counts for the teaching rooms (every 15 minutes, from the people-counter export the estates team
attached):
room,ts,count,capacity
N-101,2026-10-20T09:15:00Z,64,120
N-101,2026-10-20T09:30:00Z,71,120
N-204,2026-10-20T09:15:00Z,8,40
N-204,2026-10-20T09:30:00Z,6,40

Question: Which of these rooms is under a quarter full, and what would you suggest to the timetabling
team?
Answer:""",
        "timetabling:occupancy-poll",
        ["head", "key_value_lines", "ulid_lower", "epoch_ms", "csv_below"],
    )


@pos
def _tt_korean_rooms(g: Gen66) -> Draft:
    t = g.at("kr")
    return P(
        f"""당신은 한빛대학교 강의실 예약 도우미입니다. 한국어로 짧게 답하세요.
{v("datetime", "현재 시각: " + loc_date(t, "ko", clock="%H:%M:%S"))}

학생이 붙여 넣은 예약 현황:
강의실       날짜         시간         예약자      예약 번호
공학관 301   2027-03-10   13:00-15:00  김민준      R-55120
공학관 301   2027-03-10   15:00-17:00  (비어 있음)  -
공학관 302   2027-03-10   15:00-17:00  이서연      R-55187

사용자: 3월 10일 오후 3시부터 두 시간 동안 공학관 301을 예약할 수 있나요?""",
        "timetabling:korean-rooms",
        ["system_tail", "non_english", "korean", "hangul", "localized_now"],
    )


@pos
def _tt_french_frontmatter(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""---
outil: planification-salles
{v("datetime", "horodatage: " + rfc3339(t))}
{v("request_id", "id_requete: " + g.nanoid())}
campus: Lyon-Gerland
---
Tu aides le service de planification de l'Université Rhône-Sud. Réponds en français.

Extrait du planning collé par la scolarité :
Lundi 08:00-10:00  Amphi B  L2 Biologie - Génétique (CM)
Lundi 10:15-12:15  Amphi B  L3 Chimie - Thermodynamique (CM)
Mardi 08:00-10:00  Amphi B  L2 Biologie - Génétique (CM)
Mardi 14:00-16:00  Amphi B  libre

Question : peut-on déplacer le CM de génétique du lundi au mardi 14:00 ?""",
        "timetabling:french-front-matter",
        ["front_matter", "non_english", "french", "made_up_label", "nanoid"],
    )


@pos
def _tt_teams_activity(g: Gen66) -> Draft:
    t = g.at("uk")
    u = t.astimezone(UTC)
    return P(
        f"""{{
  "type": "message",
  {v("activity_id", '"id": "' + str(epoch_ms(t)) + '",')}
  {v("datetime", '"timestamp": "' + js_iso(u) + '",')}
  {v("datetime", '"localTimestamp": "' + rfc3339(t, 3) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Dr Eilidh Ross", "aadObjectId": "6f0c2d41-9a3e-4b7c-8e21-5d9f0a7b3c18"}},
  "conversation": {{"id": "19:rb7Kq2xY0pLm4nW8@thread.tacv2", "conversationType": "channel"}},
  "text": "Can the room bot move my Tuesday 14:00 seminar (SOC3012, booked 2026-09-04) to Wednesday at the same time from 12 January?"
}}
You are the room booking bot. Reply in one or two sentences; if the move needs the timetabling team, say so.
Reply:""",
        "timetabling:teams-activity",
        ["teams", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _tt_mistral_notice(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""<s>[INST] You publish weekly timetable change notices for students. Write a short, friendly notice from
the changes below; do not add changes that are not listed.
{v("datetime", "Generated " + rfc3339(t, 3))}

Changes exported from the timetabling system:
CHANGE-ID  MODULE   WAS                  NOW                      LOGGED
C-88120    LAW2104  Mon 11:00 Moot Room  Mon 11:00 LT-4           2026-10-27 16:20:05
C-88131    LAW2210  Wed 09:00 SR-3       cancelled (week 9 only)  2026-10-28 08:02:41 [/INST]""",
        "timetabling:mistral-notice",
        ["mistral", "own_line_stamp", "rfc3339_ms", "table_at_end"],
    )


@pos
def _tt_swedish_schedule(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Du är schemaassistent vid Norrsunds universitet. Svara på svenska och hitta inte på salar.
{v("datetime", "Just nu: " + loc_date(t, "sv", clock="%H:%M"))}

Schemat som studenten klistrade in:
Vecka 12  tis 10:15-12:00  Föreläsning  Organisk kemi   Sal K2
Vecka 12  tis 13:15-15:00  Laboration   Organisk kemi   Lab 3 (grupp B)
Vecka 12  ons 08:15-10:00  Seminarium   Vetenskapsteori Sal B104
Senast ändrad: 2026-10-30 11:42

Student: Jag går i grupp A. Ska jag också vara på labben på tisdag?""",
        "timetabling:swedish-schedule",
        ["system_tail", "non_english", "swedish", "localized_now"],
    )


@pos
def _tt_cloudevent_door(g: Gen66) -> Draft:
    t = g.at("au")
    ev = ago(t, seconds=3)
    return P(
        f"""A booked room did not open. Explain to the person who booked it why, in two sentences, using the
access event below.

Event delivered to the room-booking service:
{v("event_id", "ce-id: " + g.uuid7(t))}
ce-source: //access.campus.example/doors/MB2-14
ce-type: edu.campus.door.denied
ce-specversion: 1.0
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"door": "MB2.14", "card": "****4471", "holder": "staff 88120", "result": "denied", "reason": "no active booking", "event_time": "{rfc3339(ev, 3)}", "booking_found": {{"ref": "BK-2027-020118", "starts": "{(t + timedelta(minutes=55)).strftime("%Y-%m-%dT%H:00:00")}"}}}}

Explanation:""",
        "timetabling:cloudevent-door",
        ["cloudevents_binary", "uuid7", "envelope_vs_payload", "aest"],
    )


@pos
def _tt_phi3_events_desk(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""<|system|>
You are the campus events desk assistant. Explain booking rules briefly; the risk assessment is needed
for every event with more than 100 guests or any open flame.
{v("date", "Today: " + long_date(t))}<|end|>
<|user|>
Here's what the booking system emailed me:

Booking request BR-40917 for Atrium (ground floor) was received on 2026-10-30 at 17:55:12.
Event: Holi celebration, 2027-03-21 12:00-16:00, 150 guests, catering by Spice Route.
Status: provisional - awaiting risk assessment.

Do I still need to send the risk assessment if we skip the colour powder?<|end|>
<|assistant|>""",
        "timetabling:phi3-events-desk",
        ["phi3", "long_date", "inline_before_end_token", "pasted_email"],
    )


# --- positives: learning-management systems and grading -----------------------------------------


@pos
def _lms_grading_json_meta(g: Gen66) -> Draft:
    t = g.at("au")
    sub = ago(t, days=2, hours=3, minutes=17)
    return P(
        f"""{{
  "assistant": "feedback-drafter",
  "course": "BIO201-2027S1",
  {v("request_id", '"request_id": "' + g.uuid4() + '",')}
  {v("datetime", '"generated_at": "' + rfc3339(t, 6) + '",')}
  "rubric": "lab-report-v3"
}}
Write feedback on the lab report summary below, using the rubric's three criteria (method, results,
discussion). Two sentences per criterion.

Submission record:
{{"submission_id": "sub_8812093", "student": "s4410297", "submitted_at": "{rfc3339(sub)}", "late": false, "attempt": 2}}

Report summary (student's text): We measured catalase activity at five temperatures and found a peak at
37 °C. Activity fell sharply above 50 °C, which we attribute to denaturation.

Feedback:""",
        "lms:grading-json-meta",
        ["head", "pretty_json", "uuid4", "rfc3339_us", "record_json_below"],
    )


@pos
def _lms_chatml_gradebook(g: Gen66) -> Draft:
    t = g.at("us_e")
    rows = [
        ("Adams, Rhea", "50211", ago(t, days=1, hours=5), "8,9,71"),
        ("Baptiste, Leon", "50244", ago(t, days=19, hours=2), "7,-,58"),
        ("Chowdhury, Nabila", "50301", ago(t, hours=9), "10,10,88"),
        ("Dlamini, Sipho", "50317", ago(t, days=31, hours=7), "6,5,-"),
    ]
    body = "\n".join(f'"{n}",{i},{x:%Y-%m-%d %H:%M:%S},{m}' for n, i, x, m in rows)
    return P(
        f"""<|im_start|>system
You are the teaching assistant bot for PSYC 1002. Help the instructor read gradebook exports. Never
reveal one student's grade to another student.
{v("datetime", "Current time: " + us_medium(t))}
<|im_end|>
<|im_start|>user
Who hasn't logged in for more than two weeks? Export below.

Student,ID,Last Access,Quiz 1,Quiz 2,Midterm
{body}
<|im_end|>
<|im_start|>assistant""",
        "lms:chatml-gradebook",
        ["chatml", "system_turn", "us_medium", "csv_below"],
    )


@pos
def _lms_api_call(g: Gen66) -> Draft:
    t = g.at("us_p")
    d = ago(t, days=6).replace(hour=23, minute=59, second=0, microsecond=0)
    s1, s2, s3 = (
        d - timedelta(minutes=47, seconds=12),
        d + timedelta(minutes=31),
        d + timedelta(hours=1, seconds=21),
    )
    return P(
        f"""The grading tool called the LMS for this request:
GET /api/v1/courses/48213/assignments/771204/submissions/90331?include[]=submission_history HTTP/1.1
Host: lms.carrow.example
{v("session_token", "Authorization: Bearer " + g.jwt(t, "svc-grading-tool"))}
{v("request_id", "X-Request-Id: " + g.uuid4())}

Response:
{{
  "id": 30418872,
  "user_id": 90331,
  "submitted_at": "{rfc3339(s3)}",
  "cached_due_date": "{rfc3339(d)}",
  "attempt": 3,
  "late": true,
  "submission_history": [
    {{"attempt": 1, "submitted_at": "{rfc3339(s1)}"}},
    {{"attempt": 2, "submitted_at": "{rfc3339(s2)}"}},
    {{"attempt": 3, "submitted_at": "{rfc3339(s3)}"}}
  ]
}}

The student says the LMS marked them late even though the first version went in before the deadline.
Explain what the history shows.
Explanation:""",
        "lms:api-call",
        ["http_request", "jwt", "request_id", "tool_response_body", "pdt"],
    )


@pos
def _lms_late_penalty(g: Gen66) -> Draft:
    t = g.at("uk")
    deadline = ago(t, days=10).replace(hour=16, minute=0, second=0, microsecond=0)
    sub = deadline + timedelta(days=1, hours=10, minutes=13, seconds=44)
    return P(
        f"""Late penalty calculator (School of Computing policy: 5 percentage points per started day late, capped
at 5 days; an extension replaces the deadline).
{v("epoch", "now_epoch=" + str(epoch_s(t)))}
Deadline: {deadline:%Y-%m-%d %H:%M} {deadline.tzname()}
Extension: none on record

Submission receipt (the student pasted it):
  Submission ID: {g.uuid7(sub)}
  File: coursework2_final.zip (4.8 MB)
  Submitted: {DAYS[sub.weekday()]} {sub.day} {MONTHS[sub.month - 1]} {sub.year} {sub:%H:%M:%S} {sub.tzname()}
  SHA-256: {g.hex(64)}

Question: How many points are deducted?
Answer:""",
        "lms:late-penalty",
        ["key_value_line", "epoch_s", "uuid7_in_content", "receipt_below"],
    )


@pos
def _lms_quiz_attempt_log(g: Gen66) -> Draft:
    t = g.at("eu")
    a = ago(t, days=3).replace(hour=10, minute=2, second=17)
    return P(
        f"""You help the module leader review quiz attempts for academic integrity. State facts from the log;
do not conclude that anyone cheated.

Attempt log retrieved {v("datetime", "at " + log4j_iso(t))} for this request:
{a:%Y-%m-%d %H:%M:%S}  attempt started   user=k.vogel  ip=131.220.14.8
{a + timedelta(minutes=11, seconds=40):%Y-%m-%d %H:%M:%S}  question 4 saved  user=k.vogel  ip=131.220.14.8
{a + timedelta(minutes=12, seconds=5):%Y-%m-%d %H:%M:%S}  question 5 saved  user=k.vogel  ip=85.16.201.77
{a + timedelta(minutes=12, seconds=52):%Y-%m-%d %H:%M:%S}  question 6 saved  user=k.vogel  ip=131.220.14.8
{a + timedelta(minutes=29, seconds=3):%Y-%m-%d %H:%M:%S}  attempt submitted user=k.vogel  ip=131.220.14.8

What stands out in this log?
Answer:""",
        "lms:quiz-attempt-log",
        ["inline_phrase", "log4j", "fetched_log"],
    )


@pos
def _lms_forum_webhook(g: Gen66) -> Draft:
    t = g.at("uk")
    posted = ago(t, seconds=12)
    return P(
        f"""Forum moderation: decide whether the post below breaks the module's discussion rules (no sharing of
assessed answers, no personal attacks). Reply "ok" or "hold" and one reason.

{v("delivery_id", "X-Agora-Delivery: " + g.uuid4())}
{v("datetime", "X-Agora-Sent-At: " + http_date(t))}
X-Agora-Event: post.created
X-Agora-Course: HIST2201

{{"post": {{"id": 558120, "thread": "Essay 2 - sources", "author": "student 2210447", "created": "{rfc3339(posted)}", "body": "Has anyone got the answers for Q3 of the take-home? Mine is due Friday 12:00 and I'm stuck."}}}}

Decision:""",
        "lms:forum-webhook",
        ["made_up_headers", "http_date", "envelope_vs_payload"],
    )


@pos
def _lms_spanish_acta(g: Gen66) -> Draft:
    t = g.at("ar")
    return P(
        f"""Sos el asistente de la Secretaría Académica de la Facultad de Ingeniería. Respondé en español
rioplatense, sin inventar fechas de mesas.
{v("datetime", "Marca de tiempo de la solicitud: " + rfc3339(t))}

Acta de examen final (copiada del sistema de gestión académica):
Materia: Análisis Matemático II
Llamado: febrero 2026, mesa del 2026-02-19
Folio: 118
Alumno              Legajo   Nota   Fecha de carga
Gómez, Valentina    62114    7      2026-02-20 18:41:09
Paz, Ezequiel       61980    2      2026-02-20 18:41:09
Rivas, Lucía        62233    aus.   2026-02-20 18:41:09

Usuario: ¿Ezequiel puede rendir de nuevo en el próximo llamado o tiene que recursar?""",
        "lms:spanish-acta",
        ["system_tail", "non_english", "spanish", "rfc3339_offset"],
    )


@pos
def _lms_portuguese_log(g: Gen66) -> Draft:
    t = g.at("br")
    return P(
        f"""Você é o assistente do Ambiente Virtual de Aprendizagem da Universidade Federal do Vale. Responda em
português do Brasil.
{v("datetime", "Agora: " + loc_date(t, "pt", clock="%H:%M:%S") + " (horário de Brasília)")}

Registro de atividade do aluno (colado pelo tutor):
2026-10-12 22:14:51 -03:00  login  ip=177.54.12.8
2026-10-12 22:16:03 -03:00  abriu "Questionário 3"
2026-10-12 22:41:38 -03:00  enviou "Questionário 3" (tentativa 1)
2026-10-12 22:41:40 -03:00  erro: tempo esgotado ao salvar

Tutor: O aluno diz que enviou antes do prazo, que era 22:30. O registro confirma isso?""",
        "lms:portuguese-log",
        ["system_tail", "non_english", "portuguese", "localized_now", "log_below"],
    )


@pos
def _lms_llama3_marking(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You help markers apply the School of History marking scheme consistently. Quote the band descriptor you
rely on.<|eot_id|><|start_header_id|>user<|end_header_id|>

Second marker's comment, pasted from the moderation sheet (entered 2026-06-14 11:02:37):
"First marker gave 68; I'd put it at 62 - the argument is clear but the sources are thin after section 2."

Which band fits better, upper or lower 60s?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        "lms:llama3-marking",
        ["llama3", "today_date", "knowledge_cutoff_neighbour", "cue_line"],
    )


@pos
def _lms_peer_allocation_footer(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""Write a short message to the students of ENG1001 telling them who reviews whose draft, from the
allocation below. Remind them that reviews are due before Friday's seminar.

Allocation (reviewer -> author):
s2210447 -> s2210512
s2210512 -> s2210633
s2210633 -> s2210447
Drafts submitted: s2210447 2026-10-26 18:02, s2210512 2026-10-27 09:41, s2210633 2026-10-26 23:58

app=peer-review-allocator version=2.3.0 {v("run_id", "run=" + g.ksuid(t))} {v("datetime", "ts=" + go_nano(t, g.small(1, 1000)))} course=ENG1001
""",
        "lms:peer-allocation-footer",
        ["tail", "logfmt", "ksuid", "go_rfc3339nano", "two_spans"],
    )


@pos
def _lms_gemma_marks(g: Gen66) -> Draft:
    t = g.at("ie")
    return P(
        f"""<start_of_turn>user
You are a grading assistant for the Faculty of Law's first-year contract law module. Check the marks below
against the rule that coursework counts 30% and the exam 70%, and flag arithmetic errors.
{v("date", "Request date: " + iso_date(t))}

Marks export (pasted):
| Student  | CW (30%) | Exam (70%) | Final | Updated             |
|----------|----------|------------|-------|---------------------|
| L2610041 | 64       | 58         | 60    | 2026-06-29 17:02:15 |
| L2610077 | 71       | 49         | 58    | 2026-06-29 17:02:15 |
| L2610093 | 55       | 62         | 60    | 2026-06-30 09:11:40 |<end_of_turn>
<start_of_turn>model
""",
        "lms:gemma-marks",
        ["gemma", "iso_date", "markdown_table_below"],
    )


@pos
def _lms_vietnamese_grades(g: Gen66) -> Draft:
    t = g.at("th")
    return P(
        f"""Bạn là trợ lý học vụ của Trường Đại học Bách khoa Sông Hàn. Trả lời bằng tiếng Việt, ngắn gọn.
{v("datetime", "Thời gian hiện tại: " + f"{t:%H:%M:%S} " + loc_date(t, "vi"))}

Bảng điểm học phần (sinh viên dán vào):
Mã HP    Tên học phần                Điểm QT  Điểm thi  Cập nhật
IT3011   Cấu trúc dữ liệu            8.0      6.5       15/01/2026 10:22
IT3080   Mạng máy tính               7.0      3.5       16/01/2026 14:05
IT3100   Lập trình hướng đối tượng   9.0      8.0       20/01/2026 08:47

Sinh viên: Em có phải học lại môn Mạng máy tính không ạ?""",
        "lms:vietnamese-grades",
        ["system_tail", "non_english", "vietnamese", "localized_now"],
    )


@pos
def _lms_submission_tool_xml(g: Gen66) -> Draft:
    t = g.at("nz")
    sub = ago(t, days=4).replace(hour=0, minute=7, second=31)
    due = (sub - timedelta(days=1)).replace(hour=23, minute=59, second=0, microsecond=0)
    sid = g.ulid(sub)
    return P(
        f"""User: What time does my submission ID {sid} say I submitted? The lecturer says it was after midnight.
Assistant: Let me look it up.
<tool_result name="get_submission" {v("call_id", 'call_id="toolu_01' + g.b62(22) + '"')} {v("datetime", 'finished="' + rfc3339(t, 3) + '"')} status="ok">
{{"submission": "{sid}", "assignment": "STAT210 Assignment 3", "submitted": "{rfc3339(sub)}", "due": "{rfc3339(due)}"}}
</tool_result>
Assistant:""",
        "lms:submission-tool-xml",
        ["tool_result", "xml_attributes", "id_in_question", "ulid_in_content", "nzdt"],
    )


# --- positives: exam boards and academic misconduct ----------------------------------------------


@pos
def _exb_board_pack(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You prepare notes for the Stage 2 progression board of the School of Engineering. Apply the rule:
a student may be compensated in one module of up to 20 credits with a mark of 35-39, if the stage
average is at least 45.

Board pack compiled {v("datetime", "at " + rfc2822(t))} for this request:
Student   Stage avg  Failed modules (mark, credits)     Resit sat   Resit mark
2204118   52.4       ENG2010 (37, 20)                   -           -
2204130   44.1       ENG2031 (38, 20)                   2026-08-19  36
2204177   58.9       ENG2010 (31, 20), ENG2044 (39, 10)  2026-08-19  44, -

Board summary:""",
        "exam-boards:board-pack",
        ["inline_phrase", "rfc2822", "table_below"],
    )


@pos
def _exb_case_workspace(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Academic integrity case workspace
{v("session_id", "Workspace session: " + g.xid(t))}
{v("datetime", "Opened: " + dotnet_o(t, g.small(0, 10)))}
Case: AIO-2026-0412 (BSc Computer Science, module COMP2204)
Allegation: contract cheating (coursework 2)

The investigating officer pasted the document properties of the two files:
File A (submitted): report_final.docx
  Author: M. Haddad
  Created: 2026-10-20T07:12:00Z
  Modified: 2026-10-24T22:51:00Z
  Revision: 3
  Total editing time: 14 minutes
  Company: WriteRight Ltd
File B (draft the student says they wrote): report_v1.docx
  Author: Sami Haddad
  Created: 2026-10-02T18:40:00Z
  Modified: 2026-10-19T23:05:00Z
  Revision: 41
  Total editing time: 11 hours 32 minutes

Question: Which properties support or weaken the allegation? Keep to the facts.
Answer:""",
        "exam-boards:case-workspace",
        ["header_block", "xid", "dotnet_round_trip", "document_properties_below"],
    )


@pos
def _exb_register_footer(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Invigilators' register for ECON1001, Sports Hall, start 09:30 (late entry allowed until 10:00):
Desk  Cand.    Signed in   Left
A01   118204   09:12:44    12:28:10
A02   118233   09:58:31    12:30:00
A03   118260   10:06:12    12:30:00
A04   118271   absent      -

Question: Which candidates arrived after the start, and does the late-entry rule let their scripts be
marked?
--
{v("job_id", "import: imp_" + g.b62(14))}
{v("datetime", "imported_at: " + iso_space(t) + "." + f"{t.microsecond // 1000:03d}")}
""",
        "exam-boards:register-footer",
        ["footer", "per_job", "register_at_start", "times_in_content"],
    )


@pos
def _exb_bracket_ctx(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""[ctx case=AM-2026-0117 {v("request_id", "req=" + g.nanoid())} {v("epoch", "at=" + str(epoch_ms(t)))} panel=B]
You help the academic misconduct panel secretary prepare questions for the student's interview. Base
them only on the material in the case file.

The student sent this email after the allegation letter:

From: Chidi Eze <c.eze@students.westmere.example>
To: integrity@westmere.example
Date: Sun, 1 Nov 2026 23:41:09 +0000
Message-ID: <0e1b8f52-3a0c-4f7e-b3a1-2c9d8e6f4a10@students.westmere.example>
Subject: AM-2026-0117

I wrote the essay myself. The similar paragraphs are from my own essay for HIST1002 last year, which I
thought I was allowed to reuse.

Questions for the interview:""",
        "exam-boards:bracket-ctx",
        ["bracket_kv", "nanoid", "epoch_ms", "two_spans", "email_below"],
    )


@pos
def _exb_results_fetch(g: Gen66) -> Draft:
    t = g.at("ie")
    return P(
        f"""Degree classification check (rules: weighted average of Stage 3 at 60% and Stage 2 at 40%; a student
within 2 points of a boundary moves up if at least half of the Stage 3 credits are in the higher class).
Marks fetched {v("datetime", "at " + py_iso(t))} from the module results service.

Student 1904412
Stage 2 average: 66.0
Stage 3 modules: ECON3001 72 (20 cr), ECON3012 71 (20 cr), ECON3020 64 (40 cr), ECON3099 dissertation 70 (40 cr)
Marks confirmed by the external examiner on 2026-06-23.

What class does the student get, and why?
Answer:""",
        "exam-boards:results-fetch",
        ["inline_phrase", "python_isoformat", "sentence_end"],
    )


@pos
def _exb_turkish_transcript(g: Gen66) -> Draft:
    t = g.at("tr")
    return P(
        f"""Sen Kuzey Ege Üniversitesi sınav kurulu sekreterliğinin asistanısın. Türkçe ve kısa cevap ver.
{v("datetime", "Şu anki tarih ve saat: " + loc_date(t, "tr", clock="%H:%M:%S"))}

Öğrencinin yapıştırdığı not dökümü:
Ders Kodu  Ders Adı            Vize  Final  Harf  Onay Tarihi
MAT101     Analiz I            45    38     FF    2026-01-30 15:22
MAT101     Analiz I (tekrar)   60    52     CC    2026-06-24 11:08
FIZ101     Fizik I             70    65     BB    2026-01-30 15:22

Öğrenci: Ortalamam 2.00'ın altına düşerse sınamalı statüye geçer miyim?""",
        "exam-boards:turkish-transcript",
        ["system_tail", "non_english", "turkish", "localized_now"],
    )


@pos
def _exb_italian_verbale(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Sei l'assistente della commissione d'esame del corso di laurea in Giurisprudenza dell'Università di
Valdarno. Rispondi in italiano.
{v("date", "Data odierna: " + loc_date(t, "it"))}

Verbale d'esame incollato dal docente:
Insegnamento: Diritto privato I
Appello: 2026-07-08, ore 09:00, aula 4
Matricola  Voto  Data verbalizzazione
0004521    28    2026-07-10 12:30:17
0004588    18    2026-07-10 12:30:17
0004610    rit.  2026-07-10 12:30:17

Docente: La studentessa 0004588 chiede di rifiutare il voto: è ancora possibile?""",
        "exam-boards:italian-verbale",
        ["system_tail", "non_english", "italian", "localized_now", "date_only"],
    )


@pos
def _exb_interview_hold(g: Gen66) -> Draft:
    t = g.at("uk")
    exp = t + timedelta(minutes=15)
    return P(
        f"""You schedule academic misconduct interviews. Interview room IR-2 on 2027-03-18 14:00-15:00 is held {v("hold", "(hold " + g.b64url(12) + ", expires " + f"{exp:%H:%M:%S}" + ")")} while you confirm the panel.

Availability the panel members emailed (pasted by the secretary):
Dr R. Patel: 18 March free after 13:00 (sent Mon 26 Oct 2026 09:14)
Prof. L. Gomez: 18 March only until 14:30 (sent Mon 26 Oct 2026 11:02)
Student rep, Amira Khan: any afternoon that week (sent Tue 27 Oct 2026 16:47)

Can the panel meet in IR-2 at 14:00 on the 18th? Reply with yes or no and the reason.
Answer:""",
        "exam-boards:interview-hold",
        ["hold", "parenthesised", "time_alone", "emails_below"],
    )


@pos
def _exb_external_examiner_claims(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""External examiner portal - signed-in user (claims from the id token):
iss: https://login.westmere.example
sub: ee-4471
email: j.tremblay@lakeshore.example
{v("epoch", "iat: " + str(epoch_s(t)))}
{v("epoch", "exp: " + str(epoch_s(t) + 3600))}
{v("nonce", "nonce: " + g.b64url(16))}

You help external examiners find the scripts and marks they need to review. Only show modules on their
appointment: CHEM2001, CHEM2040, CHEM3010 (appointment 2024-09-01 to 2028-08-31).

Examiner: The sample for CHEM2040 has 8 scripts but your guidance says 10. Which two are missing? The list
I have is: 101, 104, 109, 112, 118, 121, 125, 130 (sample drawn 2026-06-20 10:11).
Assistant:""",
        "exam-boards:external-examiner-claims",
        ["oidc_claims", "epoch_s", "nonce", "stable_neighbours"],
    )


@pos
def _exb_scan_xml_elements(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""<scan_batch>
  {v("batch_id", "<batch_id>" + g.base32(26) + "</batch_id>")}
  {v("datetime", "<received>" + rfc3339(t) + "</received>")}
  <paper>MATH2041 Linear Algebra, 2027-01-12</paper>
  <scripts>212</scripts>
</scan_batch>
The scanned scripts are matched to the attendance register. List candidates who signed in but have no
script in the batch, and candidates with a script but no signature.

Register (typed up by the chief invigilator):
Candidate  Signed in  Script no.
220415     09:21      S-0415
220433     09:24      S-0433
220460     09:29      -
220502     absent     S-0502

Batch manifest: S-0415, S-0433, S-0460, S-0502
Answer:""",
        "exam-boards:scan-xml-elements",
        ["xml_elements", "base32", "rfc3339", "register_below"],
    )


@pos
def _exb_arabic_board(g: Gen66) -> Draft:
    t = g.at("ae")
    return P(
        f"""أنت مساعد أمانة مجلس الامتحانات في جامعة الواحة. أجب بالعربية الفصحى وباختصار.
{v("datetime", "التاريخ والوقت الحاليان: " + loc_date(t, "ar", clock="%H:%M"))}

كشف الدرجات الذي لصقه الطالب:
المقرر             الدرجة  تاريخ الاعتماد
ACC 201            58      2026-06-15
ACC 202            47      2026-06-15
ACC 202 (إعادة)    61      2026-08-29

الطالب: هل تُحسب درجة الإعادة في المعدل بدلاً من الدرجة الأولى؟""",
        "exam-boards:arabic-board",
        ["system_tail", "non_english", "arabic", "arabic_indic_digits", "localized_now"],
    )


@pos
def _exb_sigv4_fetch(g: Gen66) -> Draft:
    t = g.at()
    amz = f"{t:%Y%m%dT%H%M%SZ}"
    return P(
        f"""The moderation tool fetched the sample script for this request:
GET /moderation/2027-S1/HIST2201/sample-07.pdf HTTP/1.1
Host: exams-archive.s3.eu-west-2.amazonaws.com
{v("datetime", "x-amz-date: " + amz)}
x-amz-content-sha256: UNSIGNED-PAYLOAD
{v("signature", "Authorization: AWS4-HMAC-SHA256 Credential=AKIAW3EXAMPLE7Q2/" + amz[:8] + "/eu-west-2/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=" + g.hex(64))}

Moderation sheet for sample 07 (first marker 64, second marker 57, agreed 61 on 2026-06-11 15:20):
"The comparison of the two treaties is sound but the conclusion overreaches."

Is a 7-point gap within the School's tolerance of 8, and does the agreed mark need a third marker?
Answer:""",
        "exam-boards:sigv4-fetch",
        ["sigv4", "iso_basic", "http_request", "sheet_below"],
    )


# --- positives: student finance and scholarships -------------------------------------------------


@pos
def _fin_payhub_webhook(g: Gen66) -> Draft:
    t = g.at("uk")
    settled = ago(t, minutes=2, seconds=7)
    return P(
        f"""POST /payments/notify HTTP/1.1
Host: fees.carrow.example
{v("delivery_id", "X-Payhub-Delivery: " + g.uuid4())}
{v("epoch", "X-Payhub-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Payhub-Signature: sha256=" + g.hex(64))}
Content-Type: application/json

{{"event": "payment.settled", "payment": {{"id": "PH-7Q2K9M", "student": "21100984", "amount": "1850.00", "currency": "GBP", "created": "{rfc3339(ago(settled, days=2, hours=3))}", "settled": "{rfc3339(settled)}", "reference": "TUITION 2026/27 INST 2"}}}}

Tell the student, in two sentences, whether their second instalment has been applied, using the
notification above.
Message to student:""",
        "finance:payhub-webhook",
        ["head", "made_up_headers", "epoch_s", "envelope_vs_payload"],
    )


@pos
def _fin_fund_snapshot(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You advise the hardship fund panel. Recommend an award that the fund can still afford this term and
say which fund it should come from.

Fund balances {v("datetime", "as of " + f"{t:%d/%m/%Y %H:%M}")} {v("snapshot_id", "(snapshot " + g.ulid(t) + ")")} for this request:
Fund                         Balance    Committed  Term limit per student
Student Support Fund         £18,420    £6,100     £1,500
Care Leavers' Bursary        £4,980     £1,200     £2,000
Medical Students' Hardship   £2,310     £0         £800

Application HF-2026-0388 (from the case file): second-year nursing student, care leaver, rent arrears
£1,150 since 2026-09-30, placement travel £210 per month.

Recommendation:""",
        "finance:fund-snapshot",
        ["inline_phrase", "parenthesised_id", "ulid", "day_first_no_seconds"],
    )


@pos
def _fin_eligibility_run(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Bursary eligibility run {v("run_id", g.ksuid(t))} started {v("datetime", "at " + ctime(t))} on household income data for 2026/27.

Explain to the student, in plain words, why the run found them ineligible, using their record:
Household income (assessed 2026-08-14): £43,880
Threshold for the Westmere Bursary: £42,875
Reassessment requested: 2026-10-05 (current-year income, evidence uploaded 2026-10-07 19:22:51)
Reassessment status: pending

Message to student:""",
        "finance:eligibility-run",
        ["head", "per_run", "ksuid", "ctime", "inline_phrase"],
    )


@pos
def _fin_attendance_confirmation(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Student loan attendance confirmation helper. Payments are released after the university confirms
attendance; the second instalment needs confirmation after the term start.
{v("datetime", "Retrieved: " + rfc2822(t))}

Attendance confirmations for student 21107733 (loan-service record):
Instalment  Term start   Confirmed             Paid
1           2026-09-21   2026-09-24 10:02:17   2026-09-28
2           2027-01-11   -                     -

Student: My second loan payment hasn't arrived. Is there something I need to do?
Assistant:""",
        "finance:attendance-confirmation",
        ["system_tail", "rfc2822", "record_below"],
    )


@pos
def _fin_phi3_refund(g: Gen66) -> Draft:
    t = g.at("us_e")
    sub = ago(t, days=2, hours=5, minutes=21)
    began = (sub - timedelta(days=10)).strftime("%Y-%m-%d")
    return P(
        f"""<|system|>
You calculate tuition refunds after withdrawal. Refund schedule: 100% before the first day of classes,
80% in week 1, 50% in weeks 2-3, 0% after week 3. Classes began on {began}.
{v("datetime", "Now: " + py_logging(t))}
<|end|>
<|user|>
My withdrawal form confirmation says:
Withdrawal request WD-2027-00841
Submitted: {sub:%Y-%m-%d %H:%M:%S} {sub.tzname()}
Effective date: {sub:%Y-%m-%d}
Tuition charged: $7,420.00

How much do I get back?<|end|>
<|assistant|>""",
        "finance:phi3-refund",
        ["phi3", "own_line_stamp", "python_logging", "confirmation_below"],
    )


@pos
def _fin_indonesian_invoice(g: Gen66) -> Draft:
    t = g.at("id")
    return P(
        f"""Anda adalah asisten Biro Keuangan Universitas Nusantara Timur. Jawab dalam bahasa Indonesia yang sopan.
{v("datetime", "Waktu sekarang: " + loc_date(t, "id", clock="%H.%M.%S") + " WIB")}

Tagihan UKT (ditempel oleh mahasiswa):
No. Tagihan  : UKT-2026-2-0048812
Semester     : Genap 2026/2027
Jumlah       : Rp 6.250.000
Jatuh tempo  : 2027-02-14 23:59 WIB
Dibayar      : -

Mahasiswa: Kalau saya bayar tanggal 16 Februari, apakah kena denda?""",
        "finance:indonesian-invoice",
        ["system_tail", "non_english", "indonesian", "localized_now"],
    )


@pos
def _fin_sponsor_invoice_job(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Sponsor invoicing - cover note
{v("job_id", "Invoice batch: ib_" + g.b62(12))}
{v("date", "Invoice date: " + f"{t.day} {MONTHS[t.month - 1]} {t.year}")}
Sponsor: Ministry of Higher Education, Sultanate of Oman (sponsor ref MOHE-UK-2026)
Payment terms: 30 days

Students on this invoice (from the sponsor billing export):
Student   Programme            Tuition 2026/27   Sponsor letter dated
2110422   MEng Civil           £26,500           2026-08-03
2110459   MSc Petroleum Eng    £29,750           2026-08-03
2110481   BSc Accounting       £22,900           2026-09-11

Write a two-paragraph cover note for the invoice.
Cover note:""",
        "finance:sponsor-invoice-job",
        ["per_job", "today_in_artefact", "export_below"],
    )


@pos
def _fin_hardship_footer(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""Summarise this hardship fund application for the panel in five bullets: circumstances, income,
costs, what was asked for, and any evidence still missing.

Form export (submitted 2026-10-28 22:03:51, form v4):
Name: Kwame Asante
Course: MA Social Work, year 1
Household: lone parent, one child (age 4)
Monthly income: £1,140 (student loan £780, child benefit £102, part-time work £258)
Monthly costs: rent £825, childcare £390, travel £96
Requested: £1,200
Evidence: tenancy agreement, nursery invoice (missing: bank statements)

--
{v("epoch", "rendered: " + str(epoch_ms(t)))}
{v("trace_id", "trace: " + g.traceparent())}
""",
        "finance:hardship-footer",
        ["footer", "epoch_ms", "traceparent", "form_export_above"],
    )


@pos
def _fin_greek_scholarship(g: Gen66) -> Draft:
    t = g.at("ee")
    return P(
        f"""Είσαι ο βοηθός του Γραφείου Υποτροφιών του Πανεπιστημίου Αιγαίου Πελάγους. Απάντα στα ελληνικά, με
σύντομες προτάσεις.
{v("date", "Τρέχουσα ημερομηνία: " + loc_date(t, "el"))}

Απόσπασμα από την αίτηση που επικόλλησε ο φοιτητής:
Αριθμός αίτησης: ΥΠ-2026-00917
Υποβλήθηκε: 2026-10-15 13:42:08
Μέσος όρος: 8,12
Οικογενειακό εισόδημα 2025: 18.400 €

Φοιτητής: Πότε θα βγουν τα αποτελέσματα της υποτροφίας;""",
        "finance:greek-scholarship",
        ["system_tail", "non_english", "greek", "localized_now"],
    )


@pos
def _fin_fx_quote(g: Gen66) -> Draft:
    t = g.at("uk")
    until = t + timedelta(minutes=30)
    return P(
        f"""You help international students pay tuition from abroad. Quote amounts only from the rates below.

FX quote {v("quote_id", "q_" + g.base58(16))} generated {v("datetime", "at " + f"{t:%H:%M:%S} {t.tzname()}")} {v("valid_until", "(valid until " + f"{until:%H:%M:%S} {until.tzname()}" + ")")} for this payment:
GBP 9,250.00 =
  INR 1,010,285.00 (rate 109.22)
  NGN 18,847,500.00 (rate 2,037.57)
  CNY 84,175.00 (rate 9.10)

Invoice (pasted by the student): INV-2026-77120, issued 2026-09-01, due 2027-01-31, balance GBP 9,250.00.

Student: If I pay in naira next week, will it be the same amount?
Assistant:""",
        "finance:fx-quote",
        ["quote", "inline_phrase", "base58", "validity_from_now", "three_spans"],
    )


@pos
def _fin_google_chat_timesheet(g: Gen66) -> Draft:
    t = g.at("us_c")
    u = t.astimezone(UTC)
    return P(
        f"""{{
  "type": "MESSAGE",
  {v("datetime", '"eventTime": "' + rfc3339(u, 6) + '",')}
  "space": {{"name": "spaces/AAAA7rFinAid", "type": "DM"}},
  "message": {{
    {v("message_id", '"name": "spaces/AAAA7rFinAid/messages/' + g.b64url(9) + "." + g.b64url(9) + '",')}
    {v("datetime", '"createTime": "' + rfc3339(u, 6) + '",')}
    "sender": {{"displayName": "Luis Herrera", "email": "lherrera@students.carrow.example"}},
    "text": "My work-study timesheet for the pay period 2026-10-18 to 2026-10-31 shows 12 hours but I worked 16 (Oct 20, 22, 27 and 29, 4 hours each). Who fixes that?"
  }},
  "user": {{"displayName": "Luis Herrera"}}
}}
You are the financial aid bot in Google Chat. Answer the student briefly; timesheet corrections are made
by the supervisor before the payroll cut-off, then approved by financial aid.
Reply:""",
        "finance:google-chat-timesheet",
        ["google_chat", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _fin_grpc_stipend(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f""":authority: finance-assistant.internal
grpc-timeout: 30S
{v("epoch", "x-request-start-ns: " + str(epoch_ns(t, g.small(0, 1000))))}
{v("trace_id", "x-b3-traceid: " + g.hex(32))}
x-b3-sampled: 1

You answer questions about doctoral stipend payments. Stipends are paid on the last working day of each
month; a missed payment after a status change is usually caused by the change being recorded late.

Payment history (from payroll, pasted by the student):
2026-08-28  STIPEND  £1,720.00  paid
2026-09-30  STIPEND  £1,720.00  paid
2026-10-30  STIPEND  £0.00      held - status: interrupted (from 2026-10-01)

Student: I came back from interruption on 1 October. Why was October held?
Assistant:""",
        "finance:grpc-stipend",
        ["grpc_metadata", "epoch_ns", "b3", "stable_neighbours"],
    )


# --- positives: student housing ------------------------------------------------------------------


@pos
def _hou_maintenance_intake(g: Gen66) -> Draft:
    t = g.at("uk")
    e1 = ago(t, hours=3, minutes=12).replace(second=14, microsecond=0)
    return P(
        f"""{v("request_id", "X-FixIt-Intake: " + g.ulid(t))}
{v("datetime", "X-FixIt-Received: " + rfc2822(t))}
From: resident, Larch Hall room C214
Subject: Heating not working

Ticket text: The radiator in my room has been cold since early this morning. The thermostat shows an error.
The resident also copied the thermostat's error list:
E04 {e1:%Y-%m-%d %H:%M:%S} flow temp sensor open circuit
E04 {e1 + timedelta(minutes=15):%Y-%m-%d %H:%M:%S} flow temp sensor open circuit
E11 {e1 + timedelta(minutes=31):%Y-%m-%d %H:%M:%S} boiler lockout

Classify the priority (P1 urgent to P4 routine) and write the first response to the resident.
Priority:""",
        "housing:maintenance-intake",
        ["head", "made_up_headers", "ulid", "rfc2822", "device_log_below"],
    )


@pos
def _hou_duty_sms(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You assist the residence life duty manager overnight. Say whether this needs a call-out now, and draft
a reply to the student.

SMS to the duty phone:
{v("message_id", "MessageSid: SM" + g.hex(32))}
{v("datetime", "Received: " + rfc2822(t))}
From: +44 7700 900412
Body: Hi, the fire door on floor 3 of Birch Hall won't close since about 10pm, it's been propped since the
alarm test on 28/10. Room 3.07.

Duty manager notes:""",
        "housing:duty-sms",
        ["header_block", "sms_sid", "rfc2822", "message_body_stays"],
    )


@pos
def _hou_inspection_tablet(g: Gen66) -> Draft:
    t = g.at("us_p")
    return P(
        f"""Room inspection assistant (residence halls, move-out)
{v("datetime", "Tablet time: " + windows_general(t))}
Inspector: D. Romero
Room: Sequoia Hall 412B

Move-in condition report (signed by the resident on 2026-08-22 14:03):
Desk: scratch on top left, 10 cm
Mattress: no stains
Walls: two pin holes above bed
Carpet: small bleach mark by door

Inspector's notes today: scratch on desk now 25 cm, carpet burn near window, walls fine.

Which damage is new, and which charges from the damage schedule apply?
Answer:""",
        "housing:inspection-tablet",
        ["header_block", "windows_datetime", "report_below"],
    )


@pos
def _hou_waitlist_asof(g: Gen66) -> Draft:
    t = g.at("ie")
    return P(
        f"""You answer students asking about the on-campus housing waitlist for semester 2. Positions change as
offers are accepted; never promise a room.

Waitlist positions {v("datetime", "as of " + js_tostring(t, "Irish Standard Time" if t.tzname() == "IST" else "Greenwich Mean Time"))} for this request:
Position  Student   Applied               Preference
14        2310442   2026-10-04 11:02:19   single en-suite
15        2310498   2026-10-04 11:05:51   any
16        2310533   2026-10-06 20:44:07   single en-suite

Student 2310498: I applied only three minutes after the person above me. Does that mean I will get an offer
at the same time?
Assistant:""",
        "housing:waitlist-asof",
        ["inline_phrase", "js_tostring", "table_below"],
    )


@pos
def _hou_access_window(g: Gen66) -> Draft:
    t = g.at()
    start = ago(t, hours=48)
    e = ago(t, hours=20, minutes=14)
    return P(
        f"""Door access review for a reported theft from Larch Hall room C109.
{v("query_window", "Access log query window: " + rfc3339(start) + " to " + rfc3339(t))}
Doors: C1-ENTRANCE, C1-FLOOR1, C109

Events returned:
{epoch_s(e)}  C1-ENTRANCE  card 50211 (resident C109)   granted
{epoch_s(e) + 412}  C1-FLOOR1    card 50211 (resident C109)   granted
{epoch_s(e) + 7980}  C1-ENTRANCE  card 61877 (cleaner)         granted
{epoch_s(e) + 8012}  C109         card 61877 (cleaner)         denied
{epoch_s(e) + 9130}  C109         master key (mechanical)      -

Summarise who entered C109 and when, converting the epochs to UK time.
Summary:""",
        "housing:access-window",
        ["query_window_from_now", "rfc3339", "epochs_in_content"],
    )


@pos
def _hou_welsh_contract(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Ti yw cynorthwyydd swyddfa'r neuaddau preswyl ym Mhrifysgol Glannau Teifi. Ateb yn Gymraeg.
{v("date", "Dyddiad heddiw: " + loc_date(t, "cy"))}

Contract llety (wedi'i gludo gan y myfyriwr):
Neuadd: Aberhenwen, ystafell 3.12
Dechrau: 2026-09-19
Diwedd: 2027-06-12
Rhent: £142.50 yr wythnos

Myfyriwr: Os ydw i'n gadael ym mis Chwefror, oes rhaid i mi dalu tan fis Mehefin?""",
        "housing:welsh-contract",
        ["system_tail", "non_english", "welsh", "localized_now"],
    )


@pos
def _hou_thai_bill(g: Gen66) -> Draft:
    t = g.at("th")
    return P(
        f"""คุณคือผู้ช่วยงานหอพักนักศึกษา มหาวิทยาลัยเชียงดาว ตอบเป็นภาษาไทยสั้น ๆ
{v("datetime", "วันที่ปัจจุบัน: " + loc_date(t, "th", clock="%H:%M"))}

ใบแจ้งค่าหอพัก (นักศึกษาวางมา):
เลขที่ใบแจ้ง: DRM-2569-10-0441
ห้อง: อาคาร 5 ห้อง 512
ค่าหอ: 4,500 บาท
ค่าไฟ: 612 บาท (มิเตอร์ 10/2569: 18420 -> 18522)
ครบกำหนดชำระ: 5 พฤศจิกายน 2569

นักศึกษา: ถ้าจ่ายช้าไปสามวัน มีค่าปรับไหมครับ""",
        "housing:thai-bill",
        ["system_tail", "non_english", "thai", "buddhist_era", "localized_now"],
    )


@pos
def _hou_rag_mailroom(g: Gen66) -> Draft:
    t = g.at("us_e")
    r = rfc3339(t, 3)
    return P(
        f"""Answer the resident's question from the context documents only.

<context>
<doc source="halls-handbook-2026-27.pdf" page="14" {v("datetime", 'retrieved_at="' + r + '"')} lang="en">
Parcels are held in the hall mailroom for 14 days from the carrier's delivery scan, then returned to the
sender. Residents are emailed when a parcel is logged.
</doc>
<doc source="mailroom-log" record="PKG-2026-48810" {v("datetime", 'retrieved_at="' + r + '"')} lang="en">
Carrier: UPS 1Z999AA10123456784. Delivered 2026-10-16 14:22:09 EDT. Logged by mailroom 2026-10-16 15:01:40.
Notification email sent 2026-10-16 15:01:42. Status: returned to sender 2026-10-31.
</doc>
</context>

Resident: I never got an email about my parcel. Is it still there?
Assistant:""",
        "housing:rag-mailroom",
        ["rag", "xml_attributes", "per_chunk_retrieval", "two_spans"],
    )


@pos
def _hou_dutch_rent(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Je bent de assistent van de afdeling Studentenhuisvesting van de Hogeschool Zuidwaard. Antwoord in het
Nederlands.
{v("datetime", "Nu: " + loc_date(t, "nl", clock="%H:%M:%S"))}

Huurspecificatie (geplakt door de student):
Contractnummer: SH-26-08812
Kamer: Kralingse Plas 4-17
Ingangsdatum: 2026-08-28
Kale huur: € 512,40
Servicekosten: € 68,00
Laatste betaling: 2026-10-01 08:14:22 (automatische incasso)

Student: Mijn incasso van november is niet afgeschreven. Moet ik zelf overmaken?""",
        "housing:dutch-rent",
        ["system_tail", "non_english", "dutch", "localized_now"],
    )


@pos
def _hou_telegram_noise(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""{{
  {v("update_id", '"update_id": ' + g.digits(9) + ",")}
  "message": {{
    {v("message_id", '"message_id": ' + str(g.small(20000, 90000)) + ",")}
    "from": {{"id": 5511820943, "first_name": "Jonas", "language_code": "de"}},
    "chat": {{"id": 5511820943, "type": "private"}},
    {v("epoch", '"date": ' + str(epoch_s(t)) + ",")}
    "text": "Noise again from 2.14 in Haus Lindenhof - it started at 23:40 yesterday and went on until 02:15. Same as 24.10 and 31.10."
  }}
}}
You are the housing office's Telegram bot. Log a noise complaint summary (room, times, earlier dates) and
tell the student what happens next: a first warning after two logged complaints.
Reply:""",
        "housing:telegram-noise",
        ["telegram", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _hou_statement_comment(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""<!-- stmt-gen {v("epoch", "ts=" + str(epoch_s(t)))} {v("run_id", "run=" + g.cuid2())} tenant=westmere-halls -->
Explain this rent statement to the resident in plain words and say what is still owed.

Statement for Rowan House 6C, academic year 2026/27:
Date        Item                         Debit     Credit
2026-09-19  Rent term 1                  £2,318.00
2026-09-19  Payment (card)                         £1,000.00
2026-10-15  Payment (bank transfer)                £1,000.00
2026-10-22  Key replacement              £25.00
Balance                                  £343.00

Explanation:""",
        "housing:statement-comment",
        ["html_comment", "key_value_pairs", "cuid2", "epoch_s", "statement_below"],
    )


# --- positives: graduate research office ---------------------------------------------------------


@pos
def _grad_format_check(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Format check run {v("run_id", g.uuid4())} finished {v("datetime", "at " + unix_date(t))} with 3 warnings.

You help doctoral candidates prepare the final thesis PDF for the repository. The candidate pasted the PDF
properties their viewer shows:

Title: Microbial community succession in restored peatlands
Author: Eleanor Pryce
Creator: LaTeX with hyperref
Producer: pdfTeX-1.40.26
CreationDate: D:20261019142233+01'00'
ModDate: D:20261021090512+01'00'
PDF/A: none
XMP DocumentID: uuid:5b7e2a90-1c4d-4f86-9e3a-7d0b6c2f8e14

Which of these will stop the deposit, and how do they fix it?
Answer:""",
        "graduate:format-check",
        ["head", "per_run", "gnu_date", "pdf_properties_below"],
    )


@pos
def _grad_ethics_fetch(g: Gen66) -> Draft:
    t = g.at("au")
    return P(
        f"""You answer doctoral candidates' questions about their ethics approval. Quote the approval's conditions
exactly.

Ethics record fetched from the review system {v("datetime", "at " + rfc3339(t, 3))} {v("fetch_id", "(fetch " + g.xid(t) + ")")} for this request:
Protocol: HREC 2025/0418
Title: Sleep and study habits of first-year students
Approved: 2025-11-12
Expires: 2027-11-11
Conditions: annual progress report due each anniversary; amendments before any change to recruitment.
Last report: 2026-11-03 (accepted)

Candidate: I want to add a WhatsApp recruitment message. Do I need an amendment or can I just do it?
Assistant:""",
        "graduate:ethics-fetch",
        ["inline_phrase", "parenthesised_id", "xid", "fetched_record"],
    )


@pos
def _grad_viva_scheduler(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""| Field     | Value |
|-----------|-------|
{v("session_id", "| Session   | " + g.cuid2() + " |")}
{v("datetime", "| Opened    | " + iso_space(t) + " |")}
| Candidate | PGR-2022-0417 (PhD Archaeology) |

Find a viva date that suits everyone in the four weeks after 2027-04-12.

Availability pasted from the examiners' replies:
Internal examiner (Dr S. Barlow): not 14-18 April; any Tuesday or Wednesday otherwise.
External examiner (Prof. K. Lindqvist): 20-22 April or 4-6 May; travelling from Uppsala.
Independent chair (Dr T. Nakamura): Wednesdays only.
Candidate: not 6 May (fieldwork).

Proposed date:""",
        "graduate:viva-scheduler",
        ["markdown_table", "cuid2", "iso_space", "head"],
    )


@pos
def _grad_today_sentence(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""You are the research degrees assistant for the Doctoral College. {v("date", "Today is " + uk_long(t) + ".")} Remind candidates of milestones that fall within the next eight weeks only.

Candidate record:
Registration: 2024-10-01 (full-time PhD)
Confirmation of status: due 2026-03-31, passed 2026-03-18
Annual review 2: due 2027-03-31, form not started
Thesis submission deadline: 2028-09-30

Candidate: Is anything coming up that I should start on?
Assistant:""",
        "graduate:today-sentence",
        ["templated_sentence", "inline_sentence", "record_below"],
    )


@pos
def _grad_nested_yaml(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""context:
  request:
    {v("request_id", "id: " + g.uuid7(t))}
    {v("datetime", "at: " + rfc3339(t))}
    channel: portal
  candidate: PGR-2023-0412
  programme: PhD Mechanical Engineering

The candidate pasted their milestone history. Say whether they are on track for submission by the end of
year 4, and what is overdue.

milestones:
  - name: Initial project plan
    due: 2023-12-31
    done: 2023-12-14
  - name: Confirmation of registration
    due: 2024-09-30
    done: 2024-11-06
  - name: Year 3 review
    due: 2026-09-30
    done: null

Assessment:""",
        "graduate:nested-yaml",
        ["nested_yaml", "uuid7", "rfc3339", "yaml_record_below"],
    )


@pos
def _grad_finnish_defence(g: Gen66) -> Draft:
    t = g.at("ee")
    return P(
        f"""Olet Pohjanmaan yliopiston tohtorikoulun avustaja. Vastaa suomeksi ja lyhyesti.
{v("datetime", "Tänään: " + loc_date(t, "fi", clock="%H.%M"))}

Väitöskirjan käsittelyvaiheet (väitöskirjatutkija liitti):
Esitarkastukseen jätetty: 2026-09-14
Esitarkastajat nimetty: 2026-10-02
Lausunnot saapuneet: 2026-10-27
Väittelylupa: odottaa tiedekuntaneuvoston kokousta

Väitöskirjatutkija: Ehdinkö väitellä ennen kesää, jos tiedekuntaneuvosto kokoontuu seuraavan kerran 10.3.?""",
        "graduate:finnish-defence",
        ["system_tail", "non_english", "finnish", "klo_time", "localized_now"],
    )


@pos
def _grad_czech_plan(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Jsi asistent oddělení doktorského studia Fakulty přírodních věd Univerzity Podhůří. Odpovídej česky.
{v("datetime", "Aktuální čas: " + loc_date(t, "cs", clock="%H:%M:%S"))}

Individuální studijní plán (vložil doktorand):
Zahájení studia: 2023-10-01
Státní doktorská zkouška: 2025-06-12 (prospěl)
Odevzdání disertace (plán): 2027-06-30
Publikace: 2 (1x Q1, 1x v recenzním řízení od 2026-09-02)

Doktorand: Můžu odevzdat disertaci, když druhý článek ještě není přijatý?""",
        "graduate:czech-plan",
        ["system_tail", "non_english", "czech", "localized_now"],
    )


@pos
def _grad_transcription_job(g: Gen66) -> Draft:
    t = g.at("au")
    return P(
        f"""Supervision meeting notes. The recording was transcribed {v("job_id", "(job " + g.ulid(t) + ")")} {v("datetime", "at " + f"{t:%Y/%m/%d %H:%M:%S}")} and is pasted below.

[00:00:04] Dr Ahmadi: So the plan is the survey goes out on the 9th of March and closes on the 30th.
[00:00:19] Mei: Yes, and the ethics amendment was approved on the 2nd, so we're fine.
[00:01:02] Dr Ahmadi: Then analysis in April, and the chapter draft to me by 15 May.
[00:01:40] Mei: Can we meet fortnightly on Thursdays at 10 until then?

Write the action list with owners and dates.
Action list:""",
        "graduate:transcription-job",
        ["head", "per_job", "ulid", "slashed_ymd", "timestamps_in_transcript"],
    )


@pos
def _grad_embargo_host_date(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Repository deposit assistant
{v("datetime", "Host clock: " + unix_date(t))}
Repository: Westmere Research Online (policy: embargoes up to 24 months from the award date)

Deposit record (from the repository):
Item: 10.5xxx/wro.41877 (PhD thesis, K. Adeyemi)
Award date: 2026-07-15
Deposited: 2026-08-02 11:49:30
Embargo requested: 36 months (commercial sponsor, agreement dated 2022-11-30)

Is the requested embargo allowed, and what should the candidate do?
Answer:""",
        "graduate:embargo-host-date",
        ["header_block", "gnu_date", "record_below"],
    )


@pos
def _grad_russian_plan(g: Gen66) -> Draft:
    t = g.at("ru")
    return P(
        f"""Ты помощник отдела аспирантуры Северо-Уральского университета. Отвечай по-русски, коротко.
{v("datetime", "Текущее время: " + loc_date(t, "ru", weekday=False, clock="%H:%M:%S") + " (МСК)")}

Выписка из индивидуального плана (вставил аспирант):
Тема утверждена: 2024-11-20, протокол № 7
Промежуточная аттестация: 2026-06-18 — «аттестован»
Предзащита: не назначена

Аспирант: Можно ли назначить предзащиту до того, как статья выйдет в журнале из перечня ВАК?""",
        "graduate:russian-plan",
        ["system_tail", "non_english", "russian", "cyrillic", "localized_now"],
    )


@pos
def _grad_upload_prefix(g: Gen66) -> Draft:
    t = g.at("us_e")
    return P(
        f"""You check thesis and dissertation submissions against the Graduate School's deadlines for May 2027
degrees: defense by 2027-03-26, final submission by 2027-04-09 at 17:00 Eastern.

Candidate's message:
{v("upload_id", "[upload " + g.objectid(t) + "]")} Hi, I'm attaching my signed approval page. My committee signed on 2027-03-24 but the chair signed on 2027-03-29 because she was travelling. Is that a problem?

Approval page (OCR of the attachment):
Dissertation: "Water rights and Indigenous sovereignty in the Colorado basin"
Committee member  Dr J. Haskins   signed 03/24/2027
Committee member  Dr P. Lowe      signed 03/24/2027
Chair             Dr M. Begay     signed 03/29/2027

Assistant:""",
        "graduate:upload-prefix",
        ["upload_prefix", "objectid", "ocr_below"],
    )


# --- positives: international student services ---------------------------------------------------


@pos
def _intl_sevis_lookup(g: Gen66) -> Draft:
    t = g.at("us_e")
    return P(
        f"""You support designated school officials with SEVIS records. Be precise about dates; do not give legal
advice.

SEVIS event history {v("datetime", "as of " + us_medium(t))} {v("lookup_id", "(lookup " + g.hex(20) + ")")} for this request:
Event date   Event
2025-07-02   Initial I-20 issued
2025-08-21   Registered (program start 2025-08-25)
2026-05-16   Authorized early withdrawal requested
2026-05-18   Request cancelled by DSO
2026-08-24   Registered (fall 2026)

DSO: The student is applying for a driver's licence and the DMV says the SEVIS record looked 'terminated'
in May. Was it ever terminated?
Assistant:""",
        "international:sevis-lookup",
        ["inline_phrase", "us_medium", "parenthesised_id", "fetched_table"],
    )


@pos
def _intl_cas_retrieved(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""International student compliance assistant (Student sponsor licence)
{v("datetime", "Retrieved: " + http_date(t))}

CAS record:
CAS number: E4G7K2M9Q1X8Z3
Status: Used
Course: MSc Finance, full-time
Course start: 2026-09-28
Latest date of acceptance: 2026-10-19
Expected end: 2027-09-30
Visa granted: 2026-08-30 (vignette valid to 2026-10-28)

Student: My vignette expired on 28 October but I haven't collected anything. Am I still allowed to be here?
Assistant:""",
        "international:cas-retrieved",
        ["system_tail", "http_date", "record_below"],
    )


@pos
def _intl_engagement_isoweek(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Engagement monitoring for sponsored students. Flag anyone who has missed ten consecutive expected
contact points; give the dates of the first and last missed points.
{v("date", "Current ISO week date: " + iso_week(t))}

Export from the attendance system (expected contact points and outcome):
student,date,session,outcome
2410833,2026-10-12,MGT701 seminar,absent
2410833,2026-10-14,MGT705 lecture,absent
2410833,2026-10-19,MGT701 seminar,absent
2410833,2026-10-21,supervisor meeting,present
2410897,2026-10-12,MGT701 seminar,present

Who should be flagged?
Answer:""",
        "international:engagement-isoweek",
        ["system_tail", "iso_week", "csv_below"],
    )


@pos
def _intl_xray_appointment(g: Gen66) -> Draft:
    t = g.at()
    return P(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You are the international student advice booking assistant. Help students change or cancel advice
appointments; do not give immigration advice yourself.

User: I got this confirmation but I have an exam then. Can I move it?

From: International Student Advice <isa-bookings@westmere.example>
Date: Fri, 30 Oct 2026 12:04:51 +0000
Subject: Appointment confirmed - ISA-APT-55810

Your appointment with an International Student Adviser is confirmed for Tuesday 12 January 2027 at
10:30 (online, Teams). To change it, reply to this email at least 24 hours before.

Assistant:""",
        "international:xray-appointment",
        ["head", "amzn_trace", "email_below"],
    )


@pos
def _intl_hebrew_visa(g: Gen66) -> Draft:
    t = g.at("il")
    return P(
        f"""אתה העוזר של מדור הסטודנטים הבינלאומיים באוניברסיטת עמק הירדן. ענה בעברית, בקצרה.
{v("date", "התאריך היום: " + loc_date(t, "he"))}

פרטי האשרה שהסטודנט הדביק:
סוג אשרה: א/2 (סטודנט)
תוקף: 2026-09-01 עד 2027-08-31
כניסות: מרובות
הונפקה: 2026-08-12

סטודנט: אני רוצה לטוס הביתה בחופשת הסמסטר ולחזור בפברואר. האשרה מספיקה?""",
        "international:hebrew-visa",
        ["system_tail", "non_english", "hebrew", "rtl", "localized_now"],
    )


@pos
def _intl_ukrainian_letter(g: Gen66) -> Draft:
    t = g.at("ee")
    return P(
        f"""Ти помічник відділу міжнародних студентів Подільського університету. Відповідай українською.
{v("datetime", "Поточна дата: " + loc_date(t, "uk", weekday=False, clock="%H:%M:%S"))}

Лист, який вставив студент:
Вих. № 14/2-1188 від 2026-10-21
Запрошення на навчання видано 2026-06-03, дійсне до 2026-12-31.
Реєстрацію в міграційній службі необхідно продовжити до 2027-01-15.

Студент: Чи треба мені продовжувати реєстрацію, якщо я ще не отримав нове запрошення?""",
        "international:ukrainian-letter",
        ["system_tail", "non_english", "ukrainian", "cyrillic", "localized_now"],
    )


@pos
def _intl_tamil_orientation(g: Gen66) -> Draft:
    t = g.at("in")
    return P(
        f"""நீங்கள் தென்கடல் பல்கலைக்கழகத்தின் வெளிநாட்டு மாணவர் உதவி மையத்தின் உதவியாளர். தமிழில் சுருக்கமாகப் பதில் சொல்லுங்கள்.
{v("datetime", "இன்றைய தேதியும் நேரமும்: " + f"{t:%d-%m-%Y %H:%M}")}

மாணவர் ஒட்டிய வருகைப் பதிவு:
Orientation day 1: 2026-08-03 09:00  present
Orientation day 2: 2026-08-04 09:00  absent
FRRO registration deadline: 2026-08-17
FRRO registered: not yet

மாணவர்: நான் இன்னும் FRRO-வில் பதிவு செய்யவில்லை. இப்போது என்ன செய்ய வேண்டும்?""",
        "international:tamil-orientation",
        ["system_tail", "non_english", "tamil", "day_first_dashed"],
    )


@pos
def _intl_sk_opt(g: Gen66) -> Draft:
    t = g.at("us_c")
    return P(
        f"""You answer F-1 students' questions about OPT timing, using only the guidance below. {v("datetime", "The current date and time is " + sk_now(t) + ".")}

Guidance: Students may apply for post-completion OPT up to 90 days before and 60 days after the program
end date. The I-20 must carry the DSO's OPT recommendation, made within 30 days before filing.

Student's I-20 (pasted):
Program end date: 05/14/2027
OPT recommendation: requested 2027-01-20, entered 2027-01-22
Employment: none

Student: What is the last day I can file?
Assistant:""",
        "international:sk-opt",
        ["semantic_kernel_sentence", "inline_sentence", "line_end", "i20_below"],
    )


@pos
def _intl_swahili_webinar(g: Gen66) -> Draft:
    t = g.at("ke")
    return P(
        f"""Wewe ni msaidizi wa ofisi ya wanafunzi wa kimataifa wa Chuo Kikuu cha Pwani ya Mashariki. Jibu kwa
Kiswahili, kwa ufupi.
{v("date", "Leo: " + loc_date(t, "sw"))}

Barua pepe ambayo mwanafunzi alibandika:
Kutoka: International Office <intl@pwani-mashariki.example>
Tarehe: 2 Okt 2026, 09:15
Mada: Semina ya maandalizi ya kuwasili

Semina itafanyika mtandaoni tarehe 14 Januari 2027 saa 8:00 mchana (saa za Afrika Mashariki).

Mwanafunzi: Nitakuwa safarini siku hiyo. Kuna rekodi ya semina baadaye?""",
        "international:swahili-webinar",
        ["system_tail", "non_english", "swahili", "localized_now"],
    )


@pos
def _intl_share_code_queue(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Right-to-study checks: for each student, say whether the eVisa check is complete and what is missing.

Check queue {v("datetime", "as of " + f"{t:%H:%M}")} for this request:
Student   Share code  Checked      Result
2410712   W7K 2R9 QX  2026-09-29   valid to 2028-01-31
2410745   -           -            awaiting code (reminded 2026-10-05)
2410790   HX3 8PL 2M  2026-09-30   expired 2026-09-30, new code requested

Answer:""",
        "international:share-code-queue",
        ["inline_phrase", "time_alone", "queue_below"],
    )


@pos
def _intl_sponsor_letter_job(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Draft the bank letter for the student below, confirming enrolment and course dates so that they can
open a UK bank account.
{v("job_id", "Letter run: " + g.ksuid(t))}
{v("date", "Date on letter: " + f"{t.day} {MONTHS[t.month - 1]} {t.year}")}

Student record:
Name: Oluwaseun Adebayo
Student ID: 2410833
Course: MSc Management (full-time), 2026-09-28 to 2027-09-30
Term-time address: Flat 4, 18 Cranmer Road, Westmere WM2 7QT (from 2026-09-20)

Letter:""",
        "international:sponsor-letter-job",
        ["per_job", "ksuid", "today_in_artefact", "record_below"],
    )


# --- positives: alumni relations -----------------------------------------------------------------


@pos
def _alu_relay_json(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""{{
  {v("relay_id", '"relay_id": "rly_' + g.b62(20) + '",')}
  {v("datetime", '"received_at": "' + rfc3339(t, 3) + '",')}
  "form": "alumni-details-update",
  "payload": {{
    "alumni_id": "A-1998-004471",
    "name": "Dr Fiona MacLeod",
    "graduated": "1998-07-03",
    "degree": "BSc Geology",
    "submitted_at": "{rfc3339(ago(t, seconds=4), 3)}",
    "changes": {{"email": "fiona.macleod@geo.example", "employer": "Highland Geoscience"}}
  }}
}}
Check the update for anything that conflicts with the alumni record (graduated 1998-07-03, BSc Geology)
and draft a one-line confirmation to the alum.
Confirmation:""",
        "alumni:relay-json",
        ["relay_envelope", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _alu_giving_day(g: Gen66) -> Draft:
    t = g.at("us_e")
    h = t.hour % 12 or 12
    return P(
        f"""You write upbeat social posts for Giving Day. Mention the top two class years and thank donors; no
dollar figures for individual classes.

Leaderboard {v("datetime", "as of " + f"{h}:{t:%M} {'p.m.' if t.hour >= 12 else 'a.m.'}")} for this request:
Class  Donors  Last gift
1987   412     {ago(t, minutes=7, seconds=12):%Y-%m-%d %H:%M:%S}
2016   388     {ago(t, minutes=3, seconds=40):%Y-%m-%d %H:%M:%S}
1999   301     {ago(t, minutes=26, seconds=5):%Y-%m-%d %H:%M:%S}

Post:""",
        "alumni:giving-day",
        ["inline_phrase", "time_alone", "twelve_hour", "table_below"],
    )


@pos
def _alu_campaign_stats(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Campaign stats fetched {v("datetime", "at " + f"{t:%Y-%m-%dT%H:%M}")} from the email platform. Suggest one change for the next send.

Campaign        Sent                  Recipients  Opens   Clicks
Reunion 2027    2026-10-07 10:00:00   8,412       41.2%   6.8%
Annual Fund Q2  2026-10-21 18:30:00   21,930      28.7%   2.1%
Careers Week    2026-10-28 07:15:00   12,004      35.9%   9.4%

Suggestion:""",
        "alumni:campaign-stats",
        ["head", "inline_phrase", "minutes_precision", "table_below"],
    )


@pos
def _alu_certificate_cookie(g: Gen66) -> Draft:
    return P(
        f"""You help alumni order replacement degree certificates. Replacements cost £45 and take 20 working days;
the certificate shows the name held at graduation unless a name change is on record.

Request headers:
Accept-Language: en-GB
Cookie: lang=en-GB; consent=analytics:0; {v("session_id", "alumni_sid=" + g.b64url(24))}

Alum: I graduated in 2004 as Sarah Blake and married in 2011. My details page says "Name at graduation:
Sarah Blake; current name: Sarah Blake-Owusu (updated 2019-03-14)". Which name will be on the new one?
Assistant:""",
        "alumni:certificate-cookie",
        ["cookie_last_pair", "b64url", "record_in_message"],
    )


@pos
def _alu_event_rsvp(g: Gen66) -> Draft:
    t = g.at("au")
    return P(
        f"""{v("request_id", "X-EventHub-Request: " + g.ulid(t))}
{v("epoch", "X-EventHub-Time: " + str(epoch_ms(t)))}
X-EventHub-Org: westmere-alumni-sydney

Seat the RSVPs below at tables of eight for the Sydney alumni dinner, keeping each graduating class
together where possible.

RSVP export:
registered_at,name,class,guests
2026-10-02T09:14:51+10:00,Ngaio Parata,2009,1
2026-10-02T11:40:03+10:00,Ben Cho,2009,0
2026-10-05T20:18:27+11:00,Amelia Ward,1995,1
2026-10-09T07:02:15+11:00,Rohan Iyer,2015,2

Seating plan:""",
        "alumni:event-rsvp",
        ["head", "made_up_headers", "ulid", "epoch_ms", "csv_below"],
    )


@pos
def _alu_directory_search(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""Directory search {v("query_id", "q_" + g.b62(12))} ran {v("datetime", "at " + dmy_slash(t))} against 41,208 alumni records.

Results for "civil engineers in Leeds, graduated 2000-2010":
A-2003-118200  Imran Shah       MEng Civil 2003   Arup (since 2014-05)
A-2006-220413  Claire Douglas   BEng Civil 2006   Leeds City Council (since 2019-09)
A-2009-310522  Tomasz Nowak     MEng Civil 2009   self-employed (updated 2025-12-01)

Write a short introduction email from the alumni office to these three, inviting them to mentor students.
Email:""",
        "alumni:directory-search",
        ["head", "per_query", "day_first_slashed", "two_spans", "results_below"],
    )


@pos
def _alu_catalan(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Ets l'assistent de l'oficina d'antics alumnes de la Universitat del Llevant. Respon en català.
{v("datetime", "Data i hora actuals: " + loc_date(t, "ca", clock="%H:%M"))}

Correu de confirmació que ha enganxat l'usuari:
Inscripció: Trobada de la promoció 2001
Data de la trobada: 2027-05-22, 19:30, Claustre del Rectorat
Inscrit el: 2026-10-12 21:04:33
Import pagat: 45,00 €

Usuari: Puc portar un acompanyant si ja he pagat només la meva entrada?""",
        "alumni:catalan",
        ["system_tail", "non_english", "catalan", "localized_now"],
    )


@pos
def _alu_hungarian(g: Gen66) -> Draft:
    t = g.at("eu")
    return P(
        f"""Te a Dunakanyar Egyetem alumni irodájának asszisztense vagy. Válaszolj magyarul, röviden.
{v("date", "Mai dátum: " + loc_date(t, "hu"))}

A felhasználó által bemásolt tagsági adatok:
Alumni kártya száma: AK-2011-00482
Végzés éve: 2011
Kártya érvényes: 2026-12-31-ig
Utolsó megújítás: 2025-12-18 10:22:05

Felhasználó: Meg kell újítanom a kártyát, ha jövő tavasszal a könyvtárba szeretnék járni?""",
        "alumni:hungarian",
        ["system_tail", "non_english", "hungarian", "localized_now"],
    )


@pos
def _alu_sso_state(g: Gen66) -> Draft:
    return P(
        f"""[auth provider=westmere-sso {v("nonce", "state=" + g.b64url(16))} scope=openid]
You help alumni who cannot sign in to the alumni portal. Alumni accounts are separate from student
accounts; students' accounts close 90 days after graduation.

Alum: I graduated in July 2026 and my old student login stopped working in October. The error said:
"AADSTS50057: The user account is disabled. Trace ID: 8f1d0e72-3c5a-4b19-9e6f-2a7c4d8b1e03
Correlation ID: 5e2b9c14-7a0d-4f63-8b21-c9d3e6f0a4b7 Timestamp: 2026-10-28 08:14:52Z"
Assistant:""",
        "alumni:sso-state",
        ["bracket_kv", "nonce", "pasted_error_with_ids"],
    )


@pos
def _alu_cloudevent_gift(g: Gen66) -> Draft:
    t = g.at("us_e")
    return P(
        f"""{{
  "specversion": "1.0",
  {v("event_id", '"id": "' + g.uuid4() + '",')}
  "source": "/giving/online-forms",
  "type": "edu.westmere.gift.received",
  {v("datetime", '"time": "' + rfc3339(t.astimezone(UTC), 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{"gift_id": "G-2026-118820", "donor": "A-1979-002211", "amount": "250.00", "fund": "Class of 1979 Scholarship", "gift_date": "{iso_date(t)}", "in_memory_of": "Prof. Alan Whitby (1931-2026)"}}
}}
Write a two-sentence acknowledgement to the donor, mentioning the fund and the person remembered.
Acknowledgement:""",
        "alumni:cloudevent-gift",
        ["cloudevents_structured", "pretty_json", "envelope_vs_payload", "head"],
    )


@pos
def _alu_env_block(g: Gen66) -> Draft:
    t = g.at("uk")
    return P(
        f"""<env>
Working directory: /srv/alumni-reports
{v("date", "Today's date: " + iso_date(t))}
{v("session_id", "Session: sess_" + g.b62(20))}
Platform: linux
</env>
You are the alumni office's reporting agent. Answer with a short table.

User: From this export, how many gifts over £1,000 came in each month?

gift_id,donor,amount,received
G-2026-118701,A-1979-002211,1500.00,2026-09-03 10:12:44
G-2026-118733,A-1988-010932,250.00,2026-09-17 15:40:02
G-2026-118790,A-2001-044180,5000.00,2026-10-01 09:00:31
G-2026-118802,A-1965-000417,1200.00,2026-10-22 16:22:19
Assistant:""",
        "alumni:env-block",
        ["agent_env_block", "iso_date", "session_id", "csv_below"],
    )


# --- negatives: material the user pastes ---------------------------------------------------------

# (source, tags, language, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    (
        "application-json-nested",
        ["admissions", "pretty_json", "created_at_first", "ulid"],
        "en",
        """{
  "created_at": "2026-10-02T19:44:03+01:00",
  "id": "app_01M4GEJ6KGXD5XETF4VCZS1XC1",
  "applicant": {"name": "Lena Fischer", "nationality": "DE", "dob": "2007-03-14"},
  "choices": [
    {"code": "L100", "name": "Economics", "status": "offer", "decided_at": "2026-10-21T16:02:10+01:00"},
    {"code": "L1N2", "name": "Economics and Finance", "status": "pending", "decided_at": null}
  ],
  "updated_at": "2026-10-21T16:02:11+01:00"
}""",
        "Which choice is still waiting for a decision, and how many days passed between creating the "
        "application and the first decision?",
        "Here is the export from the applicant CRM",
    ),
    (
        "status-history-csv",
        ["admissions", "csv", "timestamp_first_column"],
        "en",
        """Timestamp,Application,Status,Changed by
2026-10-14 22:17:56,PG-27-07731,Submitted,applicant
2026-10-15 08:02:13,PG-27-07731,Fee received,system
2026-10-19 11:45:40,PG-27-07731,Referee 2 link expired,system
2026-10-22 09:30:08,PG-27-07731,Under review,j.harper""",
        "Why would it move to Under review when a reference link had expired?",
        "This is the status history the portal shows",
    ),
    (
        "offer-email",
        ["admissions", "email_headers", "message_id"],
        "en",
        """From: Admissions <admissions@northfield.example>
To: Amara Nwosu <amara.nwosu@mail.example>
Date: Wed, 21 Oct 2026 16:02:44 +0100
Message-ID: <offer.PG-27-05512.1761058964@northfield.example>
Subject: Your offer - MSc Public Health (PG-27-05512)

Dear Amara, we are pleased to make you a conditional offer. Condition: IELTS Academic 7.0 overall with no
component below 6.5, evidence by 2027-07-31. Please accept your offer by 2026-12-01.""",
        "Do I have to take IELTS again if my last test was 6.5 overall with 7.0 in writing?",
        "I got this email from the university",
    ),
    (
        "webhook-debug",
        ["admissions", "standard_webhooks", "pasted_to_debug", "http_request"],
        "en",
        """POST /hooks/admissions HTTP/1.1
Host: intake-staging.northfield.example
webhook-id: msg_2Kq8ZtW4vB7nXr1yLd9cEf3gHa6
webhook-timestamp: 1793175292
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDDKuNTjo=
Content-Type: application/json

{"type":"document.uploaded","applicant":"G-2026-30981","document":{"kind":"transcript","uploaded_at":"2026-10-28T08:14:51Z"}}""",
        "Our verifier rejects this delivery with 'timestamp too old' even though we handle it within a second. "
        "We compare webhook-timestamp with Date.now(). What's wrong?",
        "Here's a delivery captured on staging",
    ),
    (
        "upload-log",
        ["admissions", "log_lines", "rfc3339_ms", "hex_ids"],
        "en",
        """2026-10-28T08:12:38.114Z INFO  upload.start  applicant=G-2026-30981 file=IELTS_TRF_2026.pdf size=482113
2026-10-28T08:12:40.502Z INFO  upload.done   applicant=G-2026-30981 sha256=5f1c9e02ab7d44e0
2026-10-28T08:12:40.611Z WARN  virus.scan    applicant=G-2026-30981 result=timeout retry=1
2026-10-28T08:13:10.902Z ERROR virus.scan    applicant=G-2026-30981 result=timeout retry=2 req=7c1e9a0b2f4d""",
        "The applicant says their upload vanished. What does this log say happened?",
        "Below is what the upload service logged",
    ),
    (
        "german-application-yaml",
        ["admissions", "yaml", "non_english", "german"],
        "de",
        """bewerbung:
  nummer: BW-2027-04418
  eingegangen: 2026-07-14T23:51:02+02:00
  studiengang: Informatik (B.Sc.)
  hzb:
    art: Abitur
    note: 2,1
    datum: 2026-06-26
  status: Zulassung erteilt
  zulassung_am: 2026-08-05
  einschreibefrist: 2026-08-19""",
        "Ich habe mich erst am 20. August eingeschrieben – ist meine Zulassung damit verfallen?",
        "Das zeigt mir das Bewerbungsportal",
    ),
    (
        "transcript-text",
        ["registrar", "transcript", "issued_date"],
        "en",
        """OFFICIAL TRANSCRIPT - CARROW STATE UNIVERSITY        Issued: 2026-10-30   Document no. T-26-118820
Student: Morgan Ellis   ID: 30018842   DOB: 2004-02-11
FALL 2024    BIOL 101  General Biology I    4.0  A
             CHEM 111  General Chemistry    4.0  B+
SPRING 2025  BIOL 102  General Biology II   4.0  A-
             MATH 131  Calculus I           4.0  C
Cumulative GPA: 3.38   Credits: 16.0""",
        "Is the GPA right? A=4.0, A-=3.7, B+=3.3, C=2.0.",
        "My transcript says this",
    ),
    (
        "verification-xml",
        ["registrar", "xml", "request_id_in_document"],
        "en",
        """<DegreeVerificationResponse>
  <RequestID>DV-2026-10-30-448120</RequestID>
  <VerificationDate>2026-10-30T14:22:51Z</VerificationDate>
  <Student><Name>Farah Siddiqui</Name><DOB>1999-04-02</DOB></Student>
  <Degree><Title>MSc Data Science</Title><Conferred>2025-11-28</Conferred><Honours>Merit</Honours></Degree>
</DegreeVerificationResponse>""",
        "An employer sent me this, but my certificate says Distinction. Which one is wrong, and who do I ask?",
        "The employer forwarded the verification result",
    ),
    (
        "enrolment-single-line-json",
        ["registrar", "single_line_json", "id_first"],
        "en",
        """{"id":"ev_7f3a9c2e41b0","student":"21004417","term":"2026/27","status":"enrolled","enrolled_at":"2026-09-21T10:31:02+01:00","mode":"FT","fte":1.0}""",
        "Does this count as full-time for the council tax exemption?",
        "The student portal API returned this",
    ),
    (
        "grade-change-logfmt",
        ["registrar", "logfmt", "ts_first", "hex_ids"],
        "en",
        """ts=2026-01-08T10:22:41Z level=info evt=grade.change course="CHEM 341" student=30018842 from=- to=I by=hokoye req=8c1f0e2a9b7d
ts=2026-06-02T11:15:06Z level=info evt=grade.change course="CHEM 341" student=30018842 from=I to=B- by=hokoye req=1d4b7e9f2a03
ts=2026-06-02T11:15:07Z level=warn evt=policy.check course="CHEM 341" student=30018842 rule=incomplete_deadline result=late""",
        "Was the grade change after the incomplete deadline of 2026-05-15, and by how many days?",
        "From the registrar's audit log",
    ),
    (
        "transcript-order-receipt",
        ["registrar", "receipt", "ulid", "js_tostring"],
        "en",
        """Order receipt
Order ID: 01M5X0BM9025JCBZX6G5R4T6NZ
Placed: Mon Oct 26 2026 16:02:44 GMT-0500 (Central Daylight Time)
Items: 2 x electronic transcript
Total: $20.00
Payment ref: ch_3Q8x2LHk0aQ1bc9R1Xq7T2mP""",
        "If processing takes two business days, when will the transcripts be sent?",
        "My order confirmation",
    ),
    (
        "french-releve",
        ["registrar", "non_english", "french", "edition_date"],
        "fr",
        """RELEVÉ DE NOTES - Université Rhône-Sud
Édité le : 03/11/2026 à 10:14
N° étudiant : 21904417
Semestre 3 (session 1, délibération du 24/01/2026)
UE31 Analyse        12,5  ADM
UE32 Algèbre         8,0  AJ
UE33 Probabilités   10,5  ADM
Moyenne semestre : 10,33   Résultat : ADM par compensation""",
        "Est-ce que je dois repasser l'UE32 si le semestre est validé par compensation ?",
        "Voici mon relevé de notes",
    ),
    (
        "japanese-status",
        ["registrar", "non_english", "japanese", "updated_stamp"],
        "ja",
        """学籍番号: 2310447
氏名: 佐藤 美咲
在籍状況: 休学 (2026年4月1日〜2026年9月30日)
復学日: 2026年10月1日
更新日時: 2026/10/01 09:02:33""",
        "休学期間は卒業に必要な在学年数に含まれますか?",
        "学務システムの画面です",
    ),
    (
        "room-booking-email",
        ["timetabling", "email_headers", "booking"],
        "en",
        """From: Room Bookings <rooms@kelvingrove.example>
Date: Wed, 2 Sep 2026 14:18:09 +0100
Message-ID: <BK-2027-019930.1756818000@rooms.kelvingrove.example>
Subject: Booking confirmed: SR-14, Thursdays 10:00-12:00

Booking BK-2027-019930 is confirmed for SR-14 on Thursdays 10:00-12:00, teaching weeks 20-30.
Changes must be requested at least 5 working days before the first affected session.""",
        "If I want to move it to 11:00-13:00 from week 22, by when do I have to ask?",
        "This is my booking confirmation",
    ),
    (
        "ics-vevent",
        ["timetabling", "ics", "dtstamp", "uid"],
        "en",
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Kelvingrove Rooms//EN
BEGIN:VEVENT
UID:bk-2027-019930-1@rooms.kelvingrove.example
DTSTAMP:20260902T131809Z
DTSTART;TZID=Europe/London:20270114T100000
DTEND;TZID=Europe/London:20270114T120000
RRULE:FREQ=WEEKLY;COUNT=11
SUMMARY:SR-14 - Seminar SOC3012
END:VEVENT
END:VCALENDAR""",
        "What's the date of the last session in this series?",
        "The calendar file attached to the booking",
    ),
    (
        "timetable-csv",
        ["timetabling", "csv", "weeks"],
        "en",
        """module,type,day,start,end,room,weeks
GEOG1001,lecture,Mon,09:00,10:00,LT-1,1-11
GEOG1001,practical,Mon,12:00,14:00,LAB-2,2-10
GEOG2040,seminar,Mon,10:00,11:00,SR-8,1-11
GEOG2040,seminar,Wed,16:00,17:00,SR-8,1-11
GEOG3300,seminar,Mon,11:00,12:00,SR-8,1-11""",
        "Does any room host two things at once, and does anyone teaching all of these have more than three "
        "hours in a row?",
        "Draft timetable for Geography",
    ),
    (
        "booking-audit-uuid7",
        ["timetabling", "log_lines", "uuid7", "offsets"],
        "en",
        """2026-10-19 09:12:03.118 +01:00 event=01a15337-b8ae-71a7-bb2f-ebd3fdb40e4c booking=BK-2027-020118 action=create user=e.ross room=SR-14
2026-10-21 16:40:55.902 +01:00 event=01a15f1f-66de-724c-9e02-1f850d949afc booking=BK-2027-020118 action=cancel user=system reason="room closed (maintenance)" room=SR-14""",
        "Who cancelled the booking, and was the lecturer told?",
        "The booking system's audit trail",
    ),
    (
        "solver-log",
        ["timetabling", "log_lines", "bracketed_times"],
        "en",
        """[2026-10-19 17:02:11] INFO  Loading 1,284 events, 212 rooms, 640 staff
[2026-10-19 17:02:19] INFO  Phase 1 (hard constraints): 0 violations after 41,220 moves
[2026-10-19 17:28:44] WARN  Soft constraint S7 (max 3 consecutive hours) violated 12 times
[2026-10-19 17:30:00] INFO  Draft 3 saved (run 7d1e2f09)""",
        "Can I tell from this which staff are affected by S7?",
        "Our timetabling solver printed this",
    ),
    (
        "door-log-kv",
        ["timetabling", "key_value", "epochs"],
        "en",
        """t=1793005200 door=MB2-14 card=4471 result=denied reason=no_booking
t=1793005261 door=MB2-14 card=4471 result=denied reason=no_booking
t=1793008800 door=MB2-14 card=4471 result=granted booking=BK-2027-020118""",
        "Convert these to UK time. Was the lecturer locked out before the booking started at 10:00?",
        "Security sent me the door log",
    ),
    (
        "korean-booking",
        ["timetabling", "non_english", "korean", "hangul"],
        "ko",
        """예약 번호: R-55120
강의실: 공학관 301
일시: 2027-03-10 13:00~15:00
신청 일시: 2026-10-30 14:22:08
상태: 승인""",
        "이 예약을 두 시간 더 연장하려면 어떻게 해야 하나요?",
        "예약 확인 화면입니다",
    ),
    (
        "gradebook-csv",
        ["lms", "csv", "last_access"],
        "en",
        """Student,ID,SIS Login ID,Last Access,Lab 1,Lab 2,Lab 3
"Okafor, Emeka",70112,eokafor,2026-10-29 23:14:07,18,17,-
"Park, Jiwoo",70145,jpark,2026-10-30 08:02:55,20,19,20
"Rossi, Giulia",70188,grossi,2026-10-11 19:40:31,16,-,-""",
        "Which student should I check on, and why?",
        "Gradebook export for CHEM 1100",
    ),
    (
        "submission-receipt-uuid7",
        ["lms", "receipt", "uuid7", "sha256"],
        "en",
        """Submission receipt
Assignment: Coursework 2 - Algorithms (COMP2011)
Submission ID: 01a17a05-d120-767f-803d-1a7b0adb55f7
Submitted: Mon 26 Oct 2026 21:02:44 GMT
File: cw2_final.zip (4.8 MB)
SHA-256: 8949a535945d9c56a9104dcc9b17ba8189b32e6454398995639bcae1d180708b""",
        "The deadline was 26 October at 21:00. Was I late, and by how much?",
        "My submission receipt",
    ),
    (
        "lms-submission-json",
        ["lms", "pretty_json", "id_first", "graded_at"],
        "en",
        """{
  "id": 30418872,
  "user_id": 90331,
  "assignment_id": 771204,
  "submitted_at": "2026-10-24T07:31:09Z",
  "graded_at": "2026-10-27T14:02:51Z",
  "grade": "B+",
  "late": false,
  "workflow_state": "graded"
}""",
        "How long after submission was this graded?",
        "The LMS API gave me this for one student",
    ),
    (
        "curl-403",
        ["lms", "curl_verbose", "date_header", "x_request_id", "pasted_to_debug"],
        "en",
        """$ curl -v -H "Authorization: Bearer $TOKEN" https://lms.carrow.example/api/v1/courses/48213/enrollments
> GET /api/v1/courses/48213/enrollments HTTP/2
> Host: lms.carrow.example
> user-agent: curl/8.5.0
>
< HTTP/2 403
< date: Fri, 30 Oct 2026 15:02:41 GMT
< content-type: application/json; charset=utf-8
< x-request-id: 0a6e790a-53ff-4bc1-967e-e34f2874925d
< x-rate-limit-remaining: 699.5
<
{"errors":[{"message":"user not authorized to perform that action"}]}""",
        "Why a 403? The token belongs to a TA in this course.",
        "Here's what I ran",
    ),
    (
        "quiz-ndjson",
        ["lms", "ndjson", "ts_first"],
        "en",
        """{"ts":"2026-10-12T09:02:17.201Z","user":"k.vogel","event":"attempt_started","attempt":"a_9Xk2"}
{"ts":"2026-10-12T09:13:57.840Z","user":"k.vogel","event":"answer_saved","q":4,"ip":"131.220.14.8"}
{"ts":"2026-10-12T09:14:22.019Z","user":"k.vogel","event":"answer_saved","q":5,"ip":"85.16.201.77"}
{"ts":"2026-10-12T09:31:20.677Z","user":"k.vogel","event":"attempt_submitted","attempt":"a_9Xk2"}""",
        "How long did the attempt take, and which answer came from a different IP address?",
        "Quiz events exported from the LMS",
    ),
    (
        "forum-thread-md",
        ["lms", "markdown", "posted_times"],
        "en",
        """**Re: Essay 2 - sources** - posted by Ana Ribeiro, 27 Oct 2026 21:14
> Has anyone found the 1998 parliamentary report?

It's in the library's digital archive under HC 412 (1997-98).

**Re: Essay 2 - sources** - posted by Tom Reilly, 27 Oct 2026 22:03
Thanks! Is it OK to cite the archive copy or do we need the print one?""",
        "Answer Tom's question as the module tutor would: yes or no, and how to cite it.",
        "From the module forum",
    ),
    (
        "spanish-submissions-json",
        ["lms", "non_english", "spanish", "single_line_json"],
        "es",
        """{"entrega":"ENT-2026-3381","alumno":"62114","actividad":"TP 3 - Integrales dobles","fecha_entrega":"2026-10-23T23:58:12-03:00","vence":"2026-10-23T23:59:00-03:00","estado":"entregado"}""",
        "¿La entrega de Valentina está en término o fuera de plazo?",
        "Esto me devolvió el campus virtual",
    ),
    (
        "portuguese-history",
        ["lms", "non_english", "portuguese", "table"],
        "pt",
        """Disciplina            Nota  Frequência  Situação   Lançado em
Cálculo I             6,5   82%         Aprovado   2026-07-10 18:02
Física Básica         4,0   71%         Reprovado  2026-07-11 09:45
Algoritmos            8,0   90%         Aprovado   2026-07-09 16:20""",
        "Posso fazer Física II no próximo semestre mesmo tendo reprovado em Física Básica?",
        "Meu histórico no sistema acadêmico",
    ),
    (
        "board-minutes",
        ["exam_boards", "minutes", "dates_in_document"],
        "en",
        """Minutes of the Stage 2 Progression Board, School of Engineering
Held: 2026-06-30, 10:00-12:40, Room E1.02
Present: Prof. A. Marsh (chair), Dr K. Obi, Dr L. Wright, external examiner Dr P. Sandhu
Item 4: Student 2204130 - compensation in ENG2031 (38) refused, stage average 44.1 below 45. Resit in August.
Item 5: Student 2204177 - ENG2044 (39, 10 credits) compensated; ENG2010 (31) resit in August.
Minutes approved by the chair: 2026-07-03""",
        "Student 2204130 now has a resit mark of 36. Can the board compensate it this time?",
        "These are last summer's minutes",
    ),
    (
        "misconduct-case-yaml",
        ["exam_boards", "yaml", "opened_received"],
        "en",
        """case: AIO-2026-0412
opened: 2026-10-27T09:14:00Z
stage: investigation
officer: Dr R. Patel
evidence:
  - id: ev-01
    kind: similarity-report
    received: 2026-10-27T09:20:31Z
  - id: ev-02
    kind: document-properties
    received: 2026-10-28T14:02:17Z
next_step: interview (to schedule)""",
        "Draft the evidence list for the interview invitation letter.",
        "The case file from the integrity system",
    ),
    (
        "invigilation-incident",
        ["exam_boards", "incident_report", "times_in_content"],
        "en",
        """EXAM INCIDENT REPORT
Exam: ECON1001 Principles of Economics   Date: 2027-01-13   Venue: Sports Hall
Time of incident: 10:42
Candidate: 118260 (desk A03)
Description: Mobile phone found in jacket pocket on the back of the chair, switched on, screen showing
a messaging app (last message 10:39). Candidate allowed to continue; phone held by invigilator until 12:30.
Reported by: M. Clarke, chief invigilator, 12:41""",
        "Under the exam regulations, is this a case for the misconduct panel or a warning only?",
        "Incident report from the chief invigilator",
    ),
    (
        "moderation-md-table",
        ["exam_boards", "markdown_table", "updated_column"],
        "en",
        """| Script | 1st marker | 2nd marker | Agreed | Updated             |
|--------|------------|------------|--------|---------------------|
| 101    | 64         | 62         | 63     | 2026-06-11 15:20:04 |
| 109    | 58         | 47         | -      | 2026-06-11 15:31:40 |
| 118    | 71         | 70         | 71     | 2026-06-12 09:02:17 |""",
        "Which scripts need a third marker if the tolerance is 8 marks?",
        "Moderation sheet for HIST2201",
    ),
    (
        "turkish-appeal",
        ["exam_boards", "non_english", "turkish", "record"],
        "tr",
        """Sınav Sonucu İtiraz Kaydı
Kayıt No: İTR-2026-01184
Ders: MAT101 Analiz I
Sınav: Final, 2026-06-15
İtiraz tarihi: 2026-06-18 14:37
Sonuç: Not değişmedi (komisyon kararı 2026-06-25)""",
        "Bu karara fakülte yönetim kuruluna tekrar itiraz edebilir miyim, süresi geçti mi?",
        "İtiraz sonucumun kaydı",
    ),
    (
        "fee-invoice",
        ["finance", "invoice", "dates_in_document"],
        "en",
        """INVOICE INV-2026-77120                 Issue date: 01/09/2026
Student: 2110422  Mr Ahmed Al-Balushi
Tuition fee 2026/27 (MEng Civil Engineering)   £26,500.00
Less sponsor payment received 2026-10-14       -£13,250.00
Balance due by 31/01/2027                       £13,250.00""",
        "If the sponsor pays the rest on 3 February, will there be a late fee?",
        "The invoice the student forwarded",
    ),
    (
        "payment-plan-md",
        ["finance", "markdown_table", "schedule"],
        "en",
        """| Instalment | Due        | Amount    | Status               |
|------------|------------|-----------|----------------------|
| 1          | 2026-09-28 | £3,083.34 | paid 2026-09-27      |
| 2          | 2026-11-30 | £3,083.33 | due                  |
| 3          | 2027-01-29 | £3,083.33 | scheduled            |""",
        "Can I move instalment 2 to mid-December without penalty?",
        "My payment plan",
    ),
    (
        "payment-intent-json",
        ["finance", "pretty_json", "id_first", "epoch", "pasted_to_debug"],
        "en",
        """{
  "id": "pi_3Q8x2LHk0aQ1bc9R0Yt4Vz8M",
  "object": "payment_intent",
  "amount": 185000,
  "currency": "gbp",
  "created": 1793005200,
  "status": "succeeded",
  "metadata": {"student": "21100984", "instalment": "2"}
}""",
        "This succeeded on Stripe's side but the fees portal still shows instalment 2 unpaid. What should I check "
        "in our webhook handler?",
        "From the Stripe dashboard",
    ),
    (
        "bursary-bacs-csv",
        ["finance", "csv", "payment_dates"],
        "en",
        """student,award,amount,bacs_file,paid_on
2310442,Westmere Bursary,500.00,BACS-20261030-01,2026-11-03
2310498,Care Leavers' Bursary,1000.00,BACS-20261030-01,2026-11-03
2310533,Westmere Bursary,500.00,BACS-20261106-02,2026-11-10""",
        "Which students are paid in the second file, and how many days after the file is each paid?",
        "Bursary payment run",
    ),
    (
        "sponsor-email",
        ["finance", "email_headers", "message_id"],
        "en",
        """From: Scholarships Desk <scholarships@mohe.example>
To: sponsor.billing@carrow.example
Date: Thu, 15 Oct 2026 08:44:10 +0400
Message-ID: <20261015044410.5F2C1B@mohe.example>
Subject: Sponsor letters 2026/27

Please find the sponsor letters for our three students. We will pay 50% of tuition on receipt of the
invoice and the balance after the census date of 2027-02-01.""",
        "When should we expect the second payment at the earliest?",
        "The sponsor replied",
    ),
    (
        "refund-form-json",
        ["finance", "single_line_json", "form_export", "submitted_first"],
        "en",
        """{"submitted":"2026-10-29T16:40:05-04:00","form":"refund-request","student":"E0094117","reason":"overpayment","amount":"412.50","bank":{"routing":"021000021","account_last4":"7731"}}""",
        "Is anything missing before finance can process this refund?",
        "A refund request came in through the form",
    ),
    (
        "indonesian-receipt",
        ["finance", "non_english", "indonesian", "receipt"],
        "id",
        """BUKTI PEMBAYARAN
No. Referensi : 2026103014220871
Waktu Transaksi : 30/10/2026 14:22:08 WIB
Pembayaran : UKT Semester Ganjil 2026/2027
NIM : 22104417
Jumlah : Rp 6.250.000
Status : BERHASIL""",
        "Sudah bayar tapi di portal masih belum lunas. Berapa lama biasanya sampai statusnya berubah?",
        "Ini bukti bayar saya",
    ),
    (
        "maintenance-ticket-json",
        ["housing", "pretty_json", "created_first", "ticket"],
        "en",
        """{
  "created": "2026-10-28T06:41:17+00:00",
  "ticket": "FIX-2026-31877",
  "room": "Larch Hall C214",
  "category": "heating",
  "priority": "P3",
  "updates": [
    {"at": "2026-10-28T09:15:02+00:00", "by": "estates", "note": "parts ordered"},
    {"at": "2026-10-30T16:20:44+00:00", "by": "estates", "note": "awaiting parts"}
  ]
}""",
        "It's been days without heating. Should this have been P1 or P2 under the housing charter?",
        "My repair ticket",
    ),
    (
        "guest-sign-in-log",
        ["housing", "log_lines", "sign_in_times"],
        "en",
        """Birch Hall reception - guest log
24/10/2026 19:02  Guest: L. Moreau     Host: room 3.07  Out: 25/10/2026 10:14
25/10/2026 20:45  Guest: L. Moreau     Host: room 3.07  Out: 27/10/2026 09:30
27/10/2026 21:10  Guest: L. Moreau     Host: room 3.07  Out: -""",
        "Has this resident broken the rule of no more than two nights in a row for the same guest?",
        "The reception's guest log",
    ),
    (
        "flatmates-whatsapp",
        ["housing", "chat_export", "bracketed_prefixes"],
        "en",
        """[24/10/2026, 21:14:07] Priya: who's cleaning the kitchen this week?
[24/10/2026, 21:15:40] Jonas: not me, I did it last week
[25/10/2026, 09:02:11] Sam: the inspection is on Tuesday 10am!!
[25/10/2026, 09:03:55] Priya: ok I'll do it tonight if someone takes the bins""",
        "Turn this into a fair cleaning rota for the next four weeks.",
        "Our flat's group chat",
    ),
    (
        "dutch-fault-report",
        ["housing", "non_english", "dutch", "report"],
        "nl",
        """Storingsmelding
Meldingsnummer: ST-2026-11873
Gemeld op: 29-10-2026 07:52:14
Adres: Kralingse Plas 4-17
Omschrijving: geen warm water sinds gisteravond
Status: ingepland, monteur komt op 03-11-2026 tussen 08:00 en 12:00""",
        "Mag ik een huurkorting vragen als het vijf dagen duurt?",
        "Dit is mijn storingsmelding",
    ),
    (
        "thesis-deposit-receipt",
        ["graduate", "receipt", "handle", "checksum"],
        "en",
        """Deposit receipt - Westmere Research Online
Handle: https://hdl.example.org/20.500.11820/41877
Deposited: 2026-08-02T11:49:30+01:00
Embargo until: 2028-07-15
Files: thesis.pdf (18.4 MB, MD5 3b9c2e71a04f5d68e1b7c90a2f4d6e83)
Deposit ID: 7f2c91d0-4b3e-4a8f-9e61-0c5d2b7a8e14""",
        "Can my sponsor see the full text before 2028?",
        "My deposit receipt",
    ),
    (
        "ethics-approval-letter",
        ["graduate", "letter", "dates_in_document"],
        "en",
        """Human Research Ethics Committee
Protocol HREC 2025/0418: Sleep and study habits of first-year students
Date of approval: 12 November 2025
Approval expires: 11 November 2027
Conditions: (1) annual progress report on each anniversary of approval; (2) any change to recruitment
materials must be approved as an amendment before use.""",
        "When is my next progress report due?",
        "My approval letter",
    ),
    (
        "viva-email-thread",
        ["graduate", "email_thread", "date_headers"],
        "en",
        """From: Prof. K. Lindqvist <k.lindqvist@uu.example>
Date: Tue, 27 Oct 2026 18:02:33 +0100
Subject: Re: Viva - PGR-2022-0417

I could do 21 April in person, or 5 May online.

> From: Doctoral College <pgr@westmere.example>
> Date: Mon, 26 Oct 2026 10:15:00 +0000
> Could you let us know your availability from 12 April to 7 May?""",
        "Which of these dates also suits a chair who can only do Wednesdays?",
        "The external examiner replied",
    ),
    (
        "supervision-log-md",
        ["graduate", "markdown_table", "meeting_dates"],
        "en",
        """| Date       | Duration | Attendees             | Actions                              |
|------------|----------|-----------------------|--------------------------------------|
| 2026-09-08 | 60 min   | Dr Ahmadi, Mei        | ethics amendment; pilot survey       |
| 2026-09-29 | 45 min   | Dr Ahmadi, Mei        | revise Q7-Q9                         |
| 2026-10-27 | 30 min   | Dr Ahmadi, Dr Li, Mei | survey launch date; analysis plan    |""",
        "Have we met often enough for the monthly minimum?",
        "Supervision record",
    ),
    (
        "spanish-defensa",
        ["graduate", "non_english", "spanish", "acta"],
        "es",
        """ACTA DE DEFENSA DE TESIS DOCTORAL
Doctorando: Andrés Villalba Ruiz
Fecha y hora: 2026-10-16, 11:00
Lugar: Aula Magna, Facultad de Ciencias
Calificación: Sobresaliente
Mención cum laude: pendiente de escrutinio (votos secretos abiertos el 2026-10-23)""",
        "¿Cuándo sabré si tengo la mención cum laude?",
        "El acta que me dieron",
    ),
    (
        "cas-statement",
        ["international", "cas", "dates_in_record"],
        "en",
        """CAS number: E4G7K2M9Q1X8Z3
Sponsor licence: KZ7Q3M2PX
Course: MSc Finance (full-time)
Course start date: 2026-09-28
Latest date of acceptance: 2026-10-19
Expected end date: 2027-09-30
Assigned: 2026-06-22 15:40:12""",
        "I'll arrive on 22 October because of a visa delay. Can I still enrol?",
        "My CAS statement",
    ),
    (
        "i20-travel-page",
        ["international", "i20", "travel_signature"],
        "en",
        """SEVIS ID: N0034418827
Program: MS Computer Science, 08/25/2025 - 05/14/2027
Travel endorsement: signed by DSO M. Grant on 06/30/2026 (valid 12 months)
Employment: CPT, Acme Robotics, 06/01/2026 - 08/15/2026""",
        "Is my travel signature still valid for a trip home in December?",
        "From page 2 of my I-20",
    ),
    (
        "engagement-export",
        ["international", "csv", "attendance"],
        "en",
        """student,week,expected,attended,last_seen
2410833,2026-W41,3,0,2026-10-02 16:10
2410833,2026-W42,3,0,2026-10-02 16:10
2410833,2026-W43,2,1,2026-10-21 10:02
2410897,2026-W43,3,3,2026-10-23 14:40""",
        "Has 2410833 missed ten consecutive contact points yet?",
        "Attendance export",
    ),
    (
        "visa-appointment-email",
        ["international", "email_headers", "appointment"],
        "en",
        """From: VFS Appointments <no-reply@appointments.example>
Date: Sat, 24 Oct 2026 07:12:48 +0530
Subject: Biometrics appointment confirmed - GWF071238845

Your appointment at the Chennai Visa Application Centre is confirmed for 12-11-2026 at 09:45.
Reference: GWF071238845. Please arrive 15 minutes early.""",
        "My course starts on 11 January. Is there enough time if the standard decision takes three weeks?",
        "I got this",
    ),
    (
        "chinese-visa-appointment",
        ["international", "non_english", "chinese", "appointment"],
        "zh",
        """预约编号：VC-2026-10-448120
申请人：王雨桐
签证类型：学生签证（F-1）
面谈时间：2026年11月18日 上午9:30
预约生成时间：2026-10-30 21:14:05""",
        "如果我的 I-20 还没寄到，面谈那天可以带电子版吗？",
        "这是我的签证预约确认",
    ),
    (
        "arabic-admission-letter",
        ["international", "non_english", "arabic", "letter"],
        "ar",
        """جامعة الواحة - مكتب القبول
رقم الخطاب: ق/2026/4481
التاريخ: 2026-08-20
نُعلمكم بقبولكم في برنامج ماجستير الهندسة المدنية للعام الأكاديمي 2026/2027.
آخر موعد للتسجيل: 2026-09-15""",
        "لم أتمكن من التسجيل قبل 15 سبتمبر بسبب تأخر التأشيرة. هل ما زال القبول ساريًا؟",
        "هذا خطاب القبول الذي وصلني",
    ),
    (
        "alumni-update-json",
        ["alumni", "pretty_json", "updated_first"],
        "en",
        """{
  "updated": "2026-10-18T20:41:07Z",
  "alumni_id": "A-1998-004471",
  "name": "Dr Fiona MacLeod",
  "graduated": "1998-07-03",
  "degree": "BSc Geology",
  "email": "fiona.macleod@geo.example",
  "mailing_opt_in": false
}""",
        "Why isn't she getting the alumni magazine?",
        "Her record in the alumni database",
    ),
    (
        "rsvp-csv",
        ["alumni", "csv", "registered_at"],
        "en",
        """registered_at,name,class,guests,dietary
2026-10-02T09:14:51+10:00,Ngaio Parata,2009,1,vegetarian
2026-10-02T11:40:03+10:00,Ben Cho,2009,0,
2026-10-05T20:18:27+11:00,Amelia Ward,1995,1,gluten-free
2026-10-09T07:02:15+11:00,Rohan Iyer,2015,2,""",
        "How many meals do we need, and how many of them are special?",
        "RSVPs so far",
    ),
    (
        "donation-receipt-email",
        ["alumni", "email_headers", "receipt"],
        "en",
        """From: Westmere Giving <giving@westmere.example>
Date: Mon, 19 Oct 2026 10:22:18 +0100
Message-ID: <gift-G-2026-118701@giving.westmere.example>
Subject: Thank you for your gift

Gift G-2026-118701: £1,500.00 to the Class of 1979 Scholarship, received 2026-09-03.
Gift Aid declaration on file from 2014-05-12.""",
        "How much will the university claim in Gift Aid on this gift at the basic rate?",
        "The receipt I got",
    ),
    (
        "campaign-report",
        ["alumni", "report", "send_times"],
        "en",
        """Campaign: Reunion 2027 - save the date
Sent: 2026-10-07 10:00:00 BST to 8,412 recipients
Opens: 3,466 (41.2%)   Clicks: 572 (6.8%)   Unsubscribes: 19
Best hour for opens: 12:00-13:00
Bounce rate: 2.3% (hard 1.1%)""",
        "Is the bounce rate high enough to clean the list before the next send?",
        "The email platform's report",
    ),
    (
        "swedish-membership",
        ["alumni", "non_english", "swedish", "record"],
        "sv",
        """Medlemsnummer: ALU-2011-0482
Examen: Civilingenjör, maskinteknik (2011)
Medlem sedan: 2012-01-15
Senast förnyad: 2025-12-18 10:22
Giltig till: 2026-12-31""",
        "Behöver jag förnya medlemskapet för att få gå på alumnimiddagen i april?",
        "Mina medlemsuppgifter",
    ),
]

BLOCKS += [
    (
        "polish-exam-schedule",
        ["registrar", "non_english", "polish", "table"],
        "pl",
        """Przedmiot                 Termin       Godz.  Sala  Zapisano
Algebra liniowa           2027-01-28   09:00  A-1   2026-10-03 20:14:51
Analiza matematyczna I    2027-02-01   12:00  A-3   2026-10-03 20:15:07
Fizyka I                  2027-02-04   09:00  B-2   2026-10-04 08:40:12""",
        "Czy mogę przełożyć egzamin z algebry, jeśli tego samego dnia mam kolokwium z fizyki?",
        "Mój harmonogram sesji",
    ),
    (
        "hindi-fee-receipt",
        ["finance", "non_english", "hindi", "receipt"],
        "hi",
        """रसीद संख्या: FEE/2026/118204
दिनांक: 2026-10-07 14:12:33
छात्र: अनन्या शर्मा (नामांकन 22BT1044)
राशि: ₹ 48,500
भुगतान माध्यम: UPI (UTR 628011447732)""",
        "क्या यह रसीद छात्रवृत्ति के आवेदन में फीस के प्रमाण के रूप में चलेगी?",
        "मेरी फीस की रसीद",
    ),
    (
        "vietnamese-graduation-review",
        ["registrar", "non_english", "vietnamese", "record"],
        "vi",
        """Mã SV: 20194417
Đợt xét: Đợt 2 năm 2026
Ngày xét: 2026-10-15
Kết quả: Chưa đủ điều kiện (thiếu chứng chỉ tiếng Anh)
Hạn nộp bổ sung: 2026-12-31 17:00""",
        "Nếu em nộp chứng chỉ vào tháng 1 thì được xét tốt nghiệp đợt nào ạ?",
        "Kết quả xét tốt nghiệp của em",
    ),
    (
        "hebrew-study-confirmation",
        ["registrar", "non_english", "hebrew", "certificate"],
        "he",
        """אישור לימודים מס' 2026-77120
תאריך הנפקה: 2026-10-11
שנת לימודים: תשפ"ז
היקף: מלא""",
        "האם האישור הזה מספיק לביטוח לאומי?",
        "זה האישור שקיבלתי",
    ),
    (
        "ukrainian-exam-sheet",
        ["exam_boards", "non_english", "ukrainian", "record"],
        "uk",
        """Відомість № 118
Дисципліна: Вища математика
Дата: 2026-06-18
Оцінка: 58 (незадовільно)
Перескладання: 2026-09-04, 10:00, ауд. 214
Внесено: 2026-09-04 15:22:10""",
        "Чи можу я перескладати ще раз, якщо не склав у вересні?",
        "Ось моя відомість",
    ),
]

# A second placement for the first blocks (each appears again in another position).
SECOND_ROUND = 22

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "chatml",
    "at_end",
    "llama3",
    "lang_ask",
]
PLACEMENTS_OTHER = [
    "after",
    "before",
    "lead_in",
    "quoted",
    "fence",
    "indented",
    "before_colon",
    "chatml",
    "at_end",
]

SYSTEM_CAMPUS = (
    "You are Campus Assistant for Westmere University staff and students. Answer from the material provided and "
    "say when it is not enough."
)
LANG_ASKS = [
    "Puedes contestarme en español, por favor?",
    "Kannst du bitte auf Deutsch antworten?",
    "Réponds en français, s'il te plaît.",
    "Odpowiedz po polsku, proszę.",
    "请用中文回答。",
    "Lütfen Türkçe cevap ver.",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull that up for me?\nAssistant: Below is what the system returned:\n\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_CAMPUS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_CAMPUS}<|im_end|>\n<|im_start|>user\n{intro}:\n\n{block}\n\n{ask}"
            "<|im_end|>\n<|im_start|>assistant\n"
        )
    if placement == "at_end":
        return f"{SYSTEM_CAMPUS}\n\nUser: {ask}\n\n{intro}:\n{block}"
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_CAMPUS}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
            f"{intro}:\n{block}\n\n{ask}<|eot_id|>\n<|start_header_id|>assistant<|end_header_id|>\n"
        )
    assert placement == "lang_ask"
    return f"{block}\n\n{ask} {LANG_ASKS[k % len(LANG_ASKS)]}"


NEG: list[Draft] = []


def _negatives_pasted() -> None:
    rounds = [(k, b, 0) for k, b in enumerate(BLOCKS)] + [
        (k, b, 7) for k, b in enumerate(BLOCKS[:SECOND_ROUND])
    ]
    for k, (source, tags, lang, block, ask, intro), shift in rounds:
        order = PLACEMENTS if lang == "en" else PLACEMENTS_OTHER
        placement = order[(k + shift) % len(order)]
        text = _place(k, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- negatives: stable look-alikes in program positions ------------------------------------------

LOOKALIKES: list[tuple[str, list[str], str]] = [
    (
        "registrar-header",
        ["header_block", "academic_year", "catalogue", "knowledge_cutoff"],
        """Registrar assistant
Academic year: 2026/27
Catalogue: 2026-27 Undergraduate Catalog (published 2026-07-01)
Knowledge cutoff: 2025-06

Answer questions about registration rules from the catalogue only.

Student: Can I take more than 18 credits in my first semester?
Assistant:""",
    ),
    (
        "llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help students understand the university's attendance policy.<|eot_id|><|start_header_id|>user<|end_header_id|>

If I miss two seminars because of illness, do I need a medical note?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
    ),
    (
        "chatml-founded-revision",
        ["chatml", "founding_year", "prompt_revision"],
        """<|im_start|>system
You are the virtual open-day guide of Westmere University (founded 1851).
Prompt revision: 2026-08-19
Keep answers under 80 words.<|im_end|>
<|im_start|>user
How far is the main campus from the station?<|im_end|>
<|im_start|>assistant
""",
    ),
    (
        "front-matter-approved",
        ["front_matter", "approval_date", "census_date"],
        """---
template: extension-request-reply
template_approved: 2026-05-12
handbook_edition: 2026/27
census_date: 2026-10-15
---
Reply to the student's extension request using the handbook rules: up to 7 days with evidence, decided by
the module leader.

Student: My grandmother's funeral is on the day of the deadline. Can I have a week?
Reply:""",
    ),
    (
        "xml-policy-attributes",
        ["xml_attributes", "effective_date", "revision"],
        """<policy id="AR-12" effective="2026-09-01" revision="4" owner="Academic Registry">
Students who withdraw after the census date are liable for the full year's tuition fee unless a
fee waiver is approved by the Fees Panel.
</policy>

Question: I withdrew in October. Do I pay the whole year?
Answer:""",
    ),
    (
        "json-engine-tenant",
        ["single_line_json", "tenant_uuid", "engine_version"],
        """{"engine": "timetabler-2026.2", "tenant": "7c3e19a2-5d04-4b8e-a1f6-2e9d0c7b4a58", "tz": "Europe/London"}
Explain to a lecturer why their request for no teaching before 10:00 cannot always be met.
Explanation:""",
    ),
    (
        "html-comment-revision",
        ["html_comment", "prompt_revision"],
        """<!-- prompt: grade-feedback rev 2026-09-30 owner=lms-team -->
Write encouraging feedback for a first-year essay that scored 58. Mention one strength and one thing to
improve.
Feedback:""",
    ),
    (
        "student-details-table",
        ["markdown_table", "per_case_dates"],
        """| Field               | Value                     |
|---------------------|---------------------------|
| Student number      | 21004417                  |
| Enrolled            | 2024-09-23                |
| Expected completion | 2027-06-30                |
| Mode                | full-time                 |

Using the details above, draft a council tax exemption certificate request.
Draft:""",
    ),
    (
        "term-settings",
        ["key_value_lines", "term_dates", "time_zone"],
        """TERM_START=2027-01-11
TERM_END=2027-03-26
READING_WEEK=2027-02-15
TZ=Europe/Dublin

Tell a student how many teaching weeks the spring term has, not counting reading week.
Answer:""",
    ),
    (
        "footer-terms",
        ["footer", "terms_revision"],
        """You help students find library opening hours. During exam weeks the main library opens 24/7.

Student: Is the library open at 2am next week? It's exam week.
Assistant:
--
Terms of use revised 2026-08-01. Library data: opening hours 2026/27.""",
    ),
    (
        "azure-api-version",
        ["header_block", "api_version", "tenant_uuid"],
        """api-version: 2025-01-01-preview
x-ms-tenant: 4f1b8c2e-9d3a-4e7f-b6c1-0a2d5e8f3b91
deployment: campus-assistant

Summarise the student complaints procedure in three steps.
Summary:""",
    ),
    (
        "stripe-version-membership",
        ["header_block", "stripe_version", "customer_id", "renewal_date"],
        """Stripe-Version: 2024-06-20
Customer: cus_Q7rW2mXk9LpT4a
Membership: Alumni Association, renews 2027-04-01

Alum: Can I switch my membership to lifetime before it renews?
Assistant:""",
    ),
    (
        "discord-society-ids",
        ["discord_ids", "guild", "channel"],
        """Discord bot context
guild_id: 1098234471120093184
channel_id: 1098234471120093190
role: society-committee

You are the Debating Society's bot. Answer questions about meeting times: Tuesdays 19:00 in Room 2.14.

Member: Are we meeting during reading week?
Bot:""",
    ),
    (
        "office-hours-system",
        ["system_prompt", "office_hours", "time_zone"],
        """You are the international office chatbot. Advisers are available Monday to Friday, 09:30-16:30
(Europe/London); drop-in sessions run Tuesdays 13:00-15:00.

Student: Can I talk to an adviser on Saturday?
Assistant:""",
    ),
    (
        "exam-in-system-prompt",
        ["system_prompt", "per_case_exam"],
        """You help candidates with exam-day logistics.
Exam: MATH2041 Linear Algebra, 2027-01-12 09:30-12:30, Great Hall, desk C14
Candidate number: 220415

Candidate: What should I bring, and when should I arrive?
Assistant:""",
    ),
    (
        "model-line",
        ["header_block", "model", "knowledge_cutoff"],
        """Model: campus-assistant-2026-09 (knowledge cutoff 2025-10)
Locale: en-GB

Explain the difference between a deferral and an interruption of studies.
Answer:""",
    ),
    (
        "cycle-deadlines",
        ["system_prompt", "deadline", "stable_schedule"],
        """You answer applicant questions for the 2027 cycle.
Applications open: 2026-09-01
Equal-consideration deadline: 2027-01-14 18:00 GMT
Decisions by: 2027-05-06

Applicant: If I apply on 20 January, will my application still be considered?
Assistant:""",
    ),
    (
        "bracket-ctx-stable",
        ["bracket_kv", "term", "time_zone"],
        """[ctx term=2027S1 campus=north tz=Australia/Sydney]
You help students choose tutorials. Only suggest tutorials that do not clash with their lectures.

Student: My lectures are Mon 10-12 and Wed 14-16. Which STAT1001 tutorial should I take?
Assistant:""",
    ),
    (
        "gemma-handbook",
        ["gemma", "handbook_version", "approval_date"],
        """<start_of_turn>user
You answer questions from the Postgraduate Research Handbook, version 5.2 (approved 2026-06-30).

How long can a full-time PhD be suspended for?<end_of_turn>
<start_of_turn>model
""",
    ),
    (
        "institution-codes",
        ["header_block", "institution_code"],
        """Institution: Westmere University
UKPRN: 10007164
HESA provider ID: 0071

Explain what the graduate outcomes survey is and when graduates are contacted.
Answer:""",
    ),
    (
        "mistral-policy-date",
        ["mistral", "policy_effective_date"],
        """<s>[INST] You explain the academic appeals policy (effective 1 August 2026). A student may appeal within 10
working days of a board decision. The student's board decision was published on 30 June 2026; they want
to appeal now, in November. Explain their options. [/INST]""",
    ),
    (
        "sevis-school-code",
        ["header_block", "school_code", "stable"],
        """School code: CHI214F00412000
Primary DSO: M. Grant

You answer F-1 students' questions about reporting address changes. Changes must be reported within 10
days.

Student: I moved on Saturday. When is the deadline?
Assistant:""",
    ),
    (
        "alumni-member-header",
        ["header_block", "member_since", "class_year"],
        """Alumni member: Sarah Blake-Owusu
Class of 2004
Member since: 2011-05-02

Alum: How do I get a library card as an alum?
Assistant:""",
    ),
    (
        "spanish-system-regulations",
        ["non_english", "spanish", "system_prompt", "academic_year", "regulation_date"],
        """Eres el asistente de la Secretaría de Estudiantes.
Curso académico: 2026/2027
Normativa de permanencia: aprobada el 2024-07-18

Estudiante: Si suspendo todas las asignaturas del primer curso, ¿puedo seguir en el grado?""",
    ),
    (
        "japanese-header-founded",
        ["non_english", "japanese", "header_block", "founding_year", "rules_revision"],
        """大学: 北陵大学（1949年創立）
学則改正: 2026年4月1日
窓口: 教務課

学生: 休学届はいつまでに出せばいいですか?""",
    ),
    (
        "german-front-matter-regulations",
        ["non_english", "german", "front_matter", "regulation_date"],
        """---
pruefungsordnung: 2024-10-01
semester: WiSe 2026/27
---
Du beantwortest Fragen zur Prüfungsordnung. Antworte auf Deutsch.

Student: Wie viele Versuche habe ich für eine Modulprüfung?""",
    ),
    (
        "b3-sampled-stable",
        ["header_block", "b3_sampled", "stable"],
        """X-B3-Sampled: 1
X-Client-Version: 5.12.0
Accept-Language: en-US

Explain how to add a course to a student's shopping cart in the registration system.
Answer:""",
    ),
]


# --- negatives: values the user asks about or types ----------------------------------------------

ASKED: list[tuple[str, list[str], str]] = [
    (
        "epoch-last-login",
        ["epoch", "id_in_question"],
        """What's 1793190000 in UK time? It's the last_login of a student in our LMS export and they say they
never logged in after October.""",
    ),
    (
        "ulid-decode",
        ["ulid", "id_in_question"],
        """What time does this submission ID encode? 01M60S31NPJG4W8HWSWWM79B7F - the student says they submitted
before 08:00 UTC.""",
    ),
    (
        "uuid7-decode",
        ["uuid7", "id_in_question"],
        """Is 01a15337-b8ae-71a7-bb2f-ebd3fdb40e4c a UUIDv7, and if so, when was it generated? It's the event id of a
room booking.""",
    ),
    (
        "pasted-lms-token",
        ["jwt", "id_in_question"],
        """Is this LMS API token expired? I generated it for a grading script.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ0YS0wNDQxIiwiaWF0IjoxNzkzMDA1MjAwLCJleHAiOjE3OTMwMDg4MDB9.Qm3tY7Rz1aKp0wVx9Lc2NhUe5Gd8Jf4Bs6Ti1Oy3Ek0""",
    ),
    (
        "user-typed-time",
        ["user_typed_time", "chatml"],
        """<|im_start|>system
You are the exams office assistant. Be calm and practical.<|im_end|>
<|im_start|>user
It's 08:50 and I'm still on the train; my exam starts at 09:30 in the Great Hall and the train gets in at
09:25. What happens if I'm 15 minutes late?<|im_end|>
<|im_start|>assistant
""",
    ),
    (
        "iso-week-question",
        ["iso_week", "date_arithmetic"],
        """Our teaching weeks are numbered by ISO week. Which dates does 2027-W14 cover, and is Easter Monday in it?""",
    ),
    (
        "relative-time",
        ["relative_time"],
        """I submitted my housing application 3 days ago and it still says "pending". How long does it usually
take?""",
    ),
    (
        "viva-arithmetic",
        ["date_arithmetic", "dates_in_prose"],
        """If I submit my thesis on 2027-02-10 and the viva must be within 14 weeks, what's the latest date? And
does it fall in the Easter closure from 2027-03-26 to 2027-04-05?""",
    ),
    (
        "few-shot-dates",
        ["few_shot", "example_dates"],
        """Extract the deadline from each message as YYYY-MM-DD.

Message: "Essays are due Friday 4 December 2026 at noon."
Deadline: 2026-12-04

Message: "Please submit the lab report by 18/01/2027."
Deadline: 2027-01-18

Message: "The portfolio deadline is 1 March 2027, 23:59."
Deadline:""",
    ),
    (
        "unrendered-template",
        ["unrendered_template"],
        """You are the registry assistant. Today is {{current_date}} and the student's next deadline is
{{next_deadline}}.

Student: When is my next deadline?
Assistant:""",
    ),
    (
        "slack-ts-question",
        ["slack_ts", "id_in_question"],
        """In our registry Slack export, a message has ts 1792407131.002100. What time was it posted in London, and
what is the .002100 part?""",
    ),
    (
        "ksuid-question",
        ["ksuid", "id_in_question"],
        """The alumni platform uses KSUIDs for event ids. What timestamp is inside 3LJbXuL5ge7aQ5ddPnwExAx5FMg?""",
    ),
    (
        "thai-year-question",
        ["non_english", "thai", "buddhist_era", "date_conversion"],
        """ใบแจ้งหนี้ค่าหอพักลงวันที่ 5 พฤศจิกายน 2569 ตรงกับปี ค.ศ. อะไรครับ แล้วถ้าครบกำหนด 30 วันหลังจากนั้น จะเป็นวันที่เท่าไร""",
    ),
    (
        "japanese-timezone",
        ["non_english", "japanese", "time_zone_question"],
        """オンライン試験は英国時間の2027年1月12日9時30分に始まります。日本時間では何時ですか?""",
    ),
    (
        "graduation-day-chatml",
        ["user_typed_date", "chatml"],
        """<|im_start|>system
You are the graduation ceremony helper.<|im_end|>
<|im_start|>user
Today is my graduation day, 12 December! Where do I collect my gown, and what time should I be there for
the 14:00 ceremony?<|im_end|>
<|im_start|>assistant
""",
    ),
    (
        "spanish-business-days",
        ["non_english", "spanish", "date_arithmetic"],
        """¿Cuántos días hábiles hay entre el 7 y el 21 de enero de 2027, si el 6 de enero es festivo? Es para el
plazo de revisión de mi examen.""",
    ),
    (
        "german-semester-dates",
        ["non_english", "german", "dates_in_prose"],
        """Das Wintersemester 2026/27 endet am 31. März 2027, die Vorlesungszeit aber schon am 13. Februar. Bis wann
muss ich mich für das Sommersemester zurückmelden, wenn die Frist sechs Wochen vor Semesterbeginn endet?""",
    ),
    (
        "french-timezone",
        ["non_english", "french", "time_zone_question"],
        """Mon examen en ligne commence à 14 h, heure de Paris, le 18 janvier 2027. Quelle heure sera-t-il à
Montréal ?""",
    ),
    (
        "korean-add-drop",
        ["non_english", "korean", "date_arithmetic"],
        """2027년 3월 2일에 개강하면 수강 정정 기간(개강 후 1주일)은 며칠까지인가요?""",
    ),
    (
        "control-plain-1",
        ["plain"],
        """You are the library's study skills assistant. Give three practical tips and keep them short.

Student: How do I stop procrastinating on my dissertation?
Assistant:""",
    ),
    (
        "control-plain-2",
        ["plain"],
        """You are the careers service assistant for Westmere University students.

Student: Should I put my part-time bar job on my CV for a graduate scheme in finance?
Assistant:""",
    ),
]


def _negatives_written() -> None:
    for source, tags, text in LOOKALIKES:
        NEG.append(Draft(text, f"{SRC}neg:lookalike:{source}", ["hard_negative", "lookalike", *tags]))
    for source, tags, text in ASKED:
        kind = "control" if source.startswith("control") else "asked"
        NEG.append(
            Draft(
                text, f"{SRC}neg:{kind}:{source}", ["hard_negative" if kind == "asked" else "control", *tags]
            )
        )


# --- generated families ---------------------------------------------------------------------------

# Bodies: a system prompt, the user's pasted record and question; each record carries its own times and ids.
BODIES: list[dict[str, str]] = [
    {
        "lang": "en",
        "app": "registry-assist",
        "system": "You are the registry assistant. Explain records plainly and never change them.",
        "user": "Student",
        "lead": "Here is my module registration history:",
        "record": """2026-09-14 10:02:51  ADD   ECON2001  Intermediate Micro   confirmed
2026-09-14 10:03:07  ADD   ECON2040  Econometrics I       waitlisted (pos 4)
2026-09-21 16:44:19  DROP  ECON2040  Econometrics I       by student""",
        "question": "Why am I not in Econometrics now that a place came up?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "pg-admissions",
        "system": "You help graduate applicants understand what is missing from their application.",
        "user": "Applicant",
        "lead": "The portal returned this:",
        "record": """{
  "created_at": "2026-10-09T13:45:10Z",
  "application": "PG-27-09112",
  "documents": {"transcript": "verified 2026-10-12", "passport": "received 2026-10-09", "references": "1 of 2"}
}""",
        "question": "What's still missing before a decision can be made?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "halls-helpdesk",
        "system": "You are the halls helpdesk assistant. Be practical and say who fixes what.",
        "user": "Resident",
        "lead": "These are the visits logged on my repair ticket:",
        "record": """visit,ticket,engineer,arrived,left,outcome
1,FIX-2026-30412,J. Booth,2026-10-20 09:12,2026-10-20 09:40,no access
2,FIX-2026-30412,J. Booth,2026-10-22 14:05,2026-10-22 14:50,parts ordered""",
        "question": "The first visit says 'no access' but I was in. What can I do?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "fees-desk",
        "system": "You are the student fees assistant. Explain payments and charges in plain words.",
        "user": "Student",
        "lead": "My bank sent this:",
        "record": """From: Northway Bank <alerts@northway.example>
Date: Fri, 23 Oct 2026 07:41:02 +0100
Subject: Payment returned - ref TUITION 2110422

Your payment of GBP 3,083.34 to Westmere University on 2026-10-21 was returned: beneficiary account closed.""",
        "question": "Has the university changed its bank details, and will I be charged a late fee?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "lms-helper",
        "system": "You help students understand what the learning platform recorded about their submissions.",
        "user": "Student",
        "lead": "The submission log says:",
        "record": """ts=2026-10-23T23:58:41Z evt=upload.start assignment=HIST1002-E1 bytes=2204117
ts=2026-10-24T00:00:09Z evt=upload.done assignment=HIST1002-E1 id=01M4GEJ6KGXD5XETF4VCZS1XC1
ts=2026-10-24T00:00:10Z evt=submission.late assignment=HIST1002-E1 minutes=1""",
        "question": "I started uploading before midnight. Should this count as late?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "alumni-events",
        "system": "You help the alumni office plan events. Keep answers short.",
        "user": "Staff",
        "lead": "RSVPs for the London reception:",
        "record": """| Registered          | Name            | Class | Guests |
|---------------------|-----------------|-------|--------|
| 2026-10-03 18:22:40 | Hannah Osei     | 2012  | 1      |
| 2026-10-04 09:10:05 | Marco Bellini   | 1994  | 0      |
| 2026-10-06 21:47:13 | Aoife Brennan   | 2019  | 2      |""",
        "question": "How many people are coming in total, and which classes are represented?",
        "cue": "Assistant:",
    },
    {
        "lang": "en",
        "app": "intl-advice",
        "system": "You support international students with enrolment paperwork; you do not give immigration advice.",
        "user": "Student",
        "lead": "My visa details:",
        "record": """Vignette valid: 2026-09-10 to 2026-10-09
eVisa status: Student, valid to 2028-01-31
Share code generated: 2026-10-01 11:20:45 (expires 2026-10-31)""",
        "question": "The enrolment desk wants a share code. Is mine still usable?",
        "cue": "Assistant:",
    },
    {
        "lang": "es",
        "app": "secretaria",
        "system": "Eres el asistente de la secretaría de la Facultad de Letras. Responde en español.",
        "user": "Estudiante",
        "lead": "Este es mi certificado de matrícula:",
        "record": """Curso académico: 2026/2027
Fecha de emisión: 2026-10-05 12:41:09
Código de verificación: 7e3a19c0b52d48f1
Créditos matriculados: 60""",
        "question": "¿Me sirve este certificado para pedir la beca de transporte?",
        "now_label": "Hora actual",
        "now_key": "hora_actual",
        "cue": "",
    },
    {
        "lang": "de",
        "app": "pruefungsamt",
        "system": "Du bist der Assistent des Prüfungsamts. Antworte auf Deutsch.",
        "user": "Student",
        "lead": "Meine Anmeldebestätigung:",
        "record": """Vorgangsnummer: 3f1c7a92-6b0e-4d58-9a24-81e5c0d3b7f6
Prüfung: Statistik II, Termin 2027-02-12 10:00
Angemeldet am: 2026-11-28 22:14:51
Rücktritt möglich bis: 2027-02-05""",
        "question": "Kann ich mich noch abmelden, ohne dass es als Fehlversuch zählt?",
        "now_label": "Aktuelle Zeit",
        "now_key": "aktuelle_zeit",
        "cue": "",
    },
    {
        "lang": "fr",
        "app": "salles",
        "system": "Tu es l'assistant de réservation de salles de l'université. Réponds en français.",
        "user": "Enseignant",
        "lead": "Voici ma réservation :",
        "record": """Réf. : RES-2027-00881
Salle : B204 (40 places)
Créneau : jeudi 14:00-16:00, semaines 3 à 12
Créé le : 2026-09-29 10:31:55""",
        "question": "Puis-je passer en B210 à partir de la semaine 6 ?",
        "now_label": "Heure actuelle",
        "now_key": "heure_actuelle",
        "cue": "",
    },
    {
        "lang": "ja",
        "app": "rishu",
        "system": "あなたは履修登録のアシスタントです。日本語で答えてください。",
        "user": "学生",
        "lead": "履修登録の確認画面です:",
        "record": """受付番号: 01M5FHYSPY0M38ZQT98BM71SA1
受付日時: 2026/10/21 15:40:55
登録科目: 経済学原論 (2単位), 統計学II (2単位)
状態: 承認待ち""",
        "question": "承認はいつ頃されますか?",
        "now_label": "現在時刻",
        "now_key": "genzai_jikoku",
        "cue": "",
    },
    {
        "lang": "ru",
        "app": "dekanat",
        "system": "Ты помощник деканата. Отвечай по-русски.",
        "user": "Студент",
        "lead": "Справка, которую мне выдали:",
        "record": """Справка об обучении № 14-2281
Дата выдачи: 2026-10-19
Статус: обучающийся 3 курса, очная форма
Действительна до: 2027-01-19""",
        "question": "Подойдёт ли эта справка для военкомата в феврале?",
        "now_label": "Сейчас",
        "now_key": "seichas",
        "cue": "",
    },
    {
        "lang": "zh",
        "app": "sushe",
        "system": "你是学生宿舍报修助手。请用中文回答。",
        "user": "学生",
        "lead": "这是我的报修记录：",
        "record": """工单号：BX-2026-10-0881
提交时间：2026-10-26 22:14:07
问题：空调不制热
状态：已派单（维修人员预计 2026-10-28 上午到达）""",
        "question": "已经过了预计时间还没人来，我该怎么办？",
        "now_label": "当前时间",
        "now_key": "dangqian_shijian",
        "cue": "",
    },
    {
        "lang": "it",
        "app": "segreteria",
        "system": "Sei l'assistente della segreteria studenti. Rispondi in italiano.",
        "user": "Studente",
        "lead": "La mia prenotazione all'appello:",
        "record": """Codice prenotazione: PR-2027-004417
Esame: Economia politica, appello del 2027-01-20 ore 09:00
Data e ora prenotazione: 2026-12-02 19:02:33
Posizione in lista: 118""",
        "question": "Posso cancellarmi dalla lista fino al giorno prima?",
        "now_label": "Ora attuale",
        "now_key": "ora_attuale",
        "cue": "",
    },
]

BODIES += [
    {
        "lang": "pl",
        "app": "stypendia",
        "system": "Jesteś asystentem biura stypendialnego. Odpowiadaj po polsku.",
        "user": "Student",
        "lead": "Decyzja, którą dostałem:",
        "record": """Decyzja nr BS/2026/1187
Data wydania: 2026-10-22
Rodzaj: stypendium socjalne
Kwota: 1 050 zł miesięcznie
Okres: 2026-10-01 – 2027-06-30""",
        "question": "Czy stypendium przysługuje też za wrzesień?",
        "now_label": "Aktualny czas",
        "now_key": "aktualny_czas",
        "cue": "",
    },
    {
        "lang": "tr",
        "app": "ogrenci-isleri",
        "system": "Sen öğrenci işleri asistanısın. Türkçe cevap ver.",
        "user": "Öğrenci",
        "lead": "Öğrenci belgemdeki bilgiler:",
        "record": """Belge No: OB-2026-558120
Düzenlenme: 2026-10-14 10:22:41
Doğrulama kodu: 9F3C-22A1-7B0E
Sınıf: 3""",
        "question": "Bu belge yurt başvurusu için geçerli mi?",
        "now_label": "Şu an",
        "now_key": "su_an",
        "cue": "",
    },
    {
        "lang": "ko",
        "app": "janghak",
        "system": "당신은 장학 상담 도우미입니다. 한국어로 답하세요.",
        "user": "학생",
        "lead": "장학금 지급 내역입니다:",
        "record": """지급일: 2026-09-25
장학금: 국가장학금 I유형
금액: 1,750,000원
처리 번호: NS-2026-2-0448120""",
        "question": "2학기 등록금에서 차감되었는지 어떻게 확인하나요?",
        "now_label": "현재 시각",
        "now_key": "hyeonjae_sigak",
        "cue": "",
    },
    {
        "lang": "ar",
        "app": "sakan",
        "system": "أنت مساعد مكتب السكن الجامعي. أجب بالعربية.",
        "user": "الطالب",
        "lead": "هذا إشعار السكن الذي وصلني:",
        "record": """رقم العقد: SK-2026-0912
الغرفة: مبنى 4، غرفة 118
تاريخ البدء: 2026-09-06
آخر دفعة: 2026-10-01 09:14:22""",
        "question": "هل يمكنني تغيير الغرفة في منتصف الفصل؟",
        "now_label": "الوقت الحالي",
        "now_key": "alwaqt_alhali",
        "cue": "",
    },
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_head",
    "xml_attr",
    "bracket_kv",
    "md_row",
]

# (label, key, cue, value maker); a value with spaces is never put in a `key=value` pair.
FIELDS: list[tuple[str, str, str, Callable[[Gen66, datetime], str]]] = [
    ("Request received", "request_received", "datetime", lambda g, t: rfc3339(t, 3)),
    ("Trace", "trace", "trace_id", lambda g, t: g.traceparent()),
    ("Snapshot", "snapshot", "snapshot_id", lambda g, t: g.ksuid(t)),
    ("ts", "ts", "epoch", lambda g, t: str(epoch_ms(t))),
    ("Now", "now", "datetime", lambda g, t: unix_date(t)),
    ("Stamp", "stamp", "datetime", lambda g, t: py_str(t)),
    ("Minted", "minted", "request_id", lambda g, t: g.uuid7(t)),
    ("Wire-Time", "wire_time", "datetime", lambda g, t: http_date(t)),
    ("Pulse", "pulse", "epoch", lambda g, t: str(epoch_s(t))),
    ("Handshake", "handshake", "nonce", lambda g, t: g.nanoid()),
    ("Envelope", "envelope", "request_id", lambda g, t: g.ulid(t)),
    ("loopId", "loopId", "request_id", lambda g, t: g.xid(t)),
    ("Fetched", "fetched", "datetime", lambda g, t: js_iso(t)),
    ("Rendered", "rendered", "datetime", lambda g, t: sk_now(t)),
    ("Session", "session", "session_id", lambda g, t: g.uuid4()),
    ("Hop", "hop", "request_id", lambda g, t: g.b64url(12)),
    ("Clock", "clock", "datetime", lambda g, t: windows_general(t)),
    ("Tick", "tick", "epoch", lambda g, t: str(dotnet_ticks(t))),
    ("Nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("Correlation", "correlation", "request_id", lambda g, t: g.uuid4()),
    ("Today", "today", "date", lambda g, t: long_date(t)),
    ("Issued-At", "issued_at", "epoch", lambda g, t: str(epoch_s(t))),
    ("Pulled", "pulled", "datetime", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("Seq-Time", "seq_time", "epoch", lambda g, t: str(epoch_us(t))),
    ("Req", "req", "request_id", lambda g, t: g.objectid(t)),
    ("Edge", "edge", "request_id", lambda g, t: g.cf_ray()),
    ("Received", "received", "datetime", lambda g, t: clf(t)),
    ("Built", "built", "datetime", lambda g, t: dd_mon(t) + " UTC"),
    (
        "Started",
        "started",
        "datetime",
        lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}"),
    ),
]

SPACED = {"now", "stamp", "wire_time", "rendered", "clock", "today", "received", "built", "started"}
ZONE_OF = {
    "pl": "eu",
    "tr": "tr",
    "ko": "kr",
    "ar": "ae",
    "en": "uk",
    "es": "eu",
    "de": "eu",
    "fr": "eu",
    "ja": "jp",
    "ru": "ru",
    "zh": "cn",
    "it": "eu",
}
CLOCK_OF = {
    "pl": "%H:%M",
    "tr": "%H:%M:%S",
    "ko": "%H:%M:%S",
    "ar": "%H:%M",
    "es": "%H:%M:%S",
    "de": "%H:%M",
    "fr": "%H:%M",
    "ja": "%H:%M:%S",
    "ru": "%H:%M",
    "zh": "%H:%M:%S",
    "it": "%H:%M",
}

# (label, key, value): values that stay the same across requests.
STABLE: list[tuple[str, str, str]] = [
    ("Academic year", "academic_year", "2026/27"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_rev", "2026-09-14"),
    ("Tenant", "tenant", "0b7c41e9-2d3f-4a86-9c15-7e0f2b8d6a43"),
    ("UKPRN", "ukprn", "10007164"),
    ("Catalogue", "catalogue", "2026-27"),
    ("Census date", "census_date", "2026-10-15"),
    ("Time zone", "tz", "Europe/London"),
    ("API version", "api_version", "2025-09-01"),
    ("Build", "build", "2026.10.2"),
    ("Term", "term", "2027S1"),
    ("Founded", "founded", "1851"),
    ("Handbook", "handbook", "v7 (2026-08-01)"),
    ("Model", "model", "gpt-4o-2024-08-06"),
    ("Office hours", "office_hours", "09:00-17:00"),
    ("Policy effective", "policy_effective", "2026-08-01"),
    ("Regulations", "regulations", "2026/27 rev 3"),
    ("Region", "region", "eu-west-2"),
    ("Workspace", "workspace", "ws_registry_main"),
    ("Retention", "retention", "P7Y"),
]
STABLE_LOCAL: dict[str, tuple[str, str, str]] = {
    "es": ("Año de fundación", "fundacion", "1908"),
    "de": ("Studienjahr", "studienjahr", "2026/27"),
    "fr": ("Année universitaire", "annee_universitaire", "2026-2027"),
    "ja": ("創立", "souritsu", "1949年"),
    "ru": ("Год основания", "god_osnovaniya", "1918"),
    "zh": ("建校时间", "jianxiao", "1952年"),
    "it": ("Anno accademico", "anno_accademico", "2026/2027"),
    "pl": ("Rok akademicki", "rok_akademicki", "2026/2027"),
    "tr": ("Kuruluş yılı", "kurulus", "1955"),
    "ko": ("개교", "gaegyo", "1946년"),
    "ar": ("سنة التأسيس", "sanat_altasis", "1962"),
}


def _render(position: str, label: str, key: str, value: str, mark: Callable[[str], str]) -> str:
    """The field as it appears at `position`, marked with `mark` (identity for negatives)."""
    numeric = value.isdigit()
    if position == "front_matter":
        return mark(f"{key}: {value}")
    if position == "json_head":
        return mark(f'"{key}": {value},' if numeric else f'"{key}": "{value}",')
    if position == "xml_attr":
        return mark(f'{key}="{value}"')
    if position == "bracket_kv":
        return mark(f"{key}={value}")
    if position == "md_row":
        return mark(f"| {label} | {value} |")
    return mark(f"{label}: {value}")


def _compose(body: dict[str, str], position: str, field_text: str) -> str:
    system, user, lead = body["system"], body["user"], body["lead"]
    record, question, cue, app, lang = (
        body["record"],
        body["question"],
        body["cue"],
        body["app"],
        body["lang"],
    )
    tail = f"\n{cue}" if cue else ""
    rest = f"{user}: {lead}\n\n{record}\n\n{question}"
    default = f"{system}\n\n{rest}{tail}"
    if position == "head":
        return f"{field_text}\n{default}"
    if position == "system_tail":
        return f"{system}\n{field_text}\n\n{rest}{tail}"
    if position == "header_block":
        return f"Context:\nApp: {app}\n{field_text}\nChannel: web\n\n{default}"
    if position == "after_user":
        return f"{system}\n\n{rest}\n{field_text}{tail}"
    if position == "footer":
        return f"{system}\n\n{rest}\n--\n{field_text}\n"
    if position == "front_matter":
        return f"---\napp: {app}\n{field_text}\nlocale: {lang}\n---\n{default}"
    if position == "json_head":
        return f'{{"app": "{app}", {field_text} "locale": "{lang}"}}\n{default}'
    if position == "xml_attr":
        return f'<context app="{app}" {field_text} locale="{lang}">\n{system}\n</context>\n\n{rest}{tail}'
    if position == "bracket_kv":
        return f"[ctx app={app} {field_text} locale={lang}]\n{default}"
    assert position == "md_row"
    return (
        f"| Key | Value |\n|-----|-------|\n| App | {app} |\n{field_text}\n| Locale | {lang} |\n\n{default}"
    )


N_GEN_POS = 43
N_GEN_NEG = 30


def generated_positives(g: Gen66) -> list[Draft]:
    out: list[Draft] = []
    for k in range(N_GEN_POS):
        body = BODIES[(k * 7) % len(BODIES)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body["lang"]
        t = g.at(ZONE_OF[lang])
        if lang != "en" and k % 2 == 0:
            label, key, cue = body["now_label"], body["now_key"], "datetime"
            value = rfc3339(t) if position == "bracket_kv" else loc_date(t, lang, clock=CLOCK_OF[lang])
            kind = "localized_now"
        else:
            j = k
            while position == "bracket_kv" and FIELDS[j % len(FIELDS)][1] in SPACED:
                j += 1
            label, key, cue, make = FIELDS[j % len(FIELDS)]
            value = make(g, t)
            kind = key
        text = _render(position, label, key, value, lambda s, c=cue: v(c, s))
        out.append(
            Draft(
                _compose(body, position, text),
                f"{SRC}pos:generated:{position}:{body['app']}",
                ["generated", position, kind, lang if lang != "en" else "english"]
                + ([] if lang == "en" else ["non_english"]),
            )
        )
    return out


def generated_negatives(g: Gen66) -> list[Draft]:
    out: list[Draft] = []
    for k in range(N_GEN_NEG):
        body = BODIES[(k * 5 + 1) % len(BODIES)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        lang = body["lang"]
        if lang != "en" and k % 2 == 1:
            label, key, value = STABLE_LOCAL[lang]
        else:
            j = k
            while position == "bracket_kv" and " " in STABLE[j % len(STABLE)][2]:
                j += 1
            label, key, value = STABLE[j % len(STABLE)]
        text = _render(position, label, key, value, lambda s: s)
        out.append(
            Draft(
                _compose(body, position, text),
                f"{SRC}neg:generated:{position}:{body['app']}",
                ["generated", "hard_negative", position, key, lang if lang != "en" else "english"]
                + ([] if lang == "en" else ["non_english"]),
            )
        )
    return out


# --- assembly ------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen66(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_written()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold66", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
