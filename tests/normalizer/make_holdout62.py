"""Build `prompt_normalizer/corpus/holdout62.jsonl`, a sixty-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout62.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout56.py` only the module docstrings were read
(extracted with `ast.get_docstring` into scratch files, with keyword searches over them for
neighbours in this domain and for the languages, scripts and calendars they used), to keep clear of
their sources, scenarios and languages and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block and its last 150 lines (the placement of pasted blocks,
`build` and `main`), for the structure of a generator. (A listing of `tests/normalizer/` counted the
generators, a check showed that neither this file nor `holdout62.jsonl` existed yet, a listing of the
first names in `prompt_normalizer/corpus/` and a `git status --short` printed file names only, and a
grep of `pyproject.toml` showed ruff's settings.) `make_holdout57.py` to `make_holdout61.py`,
`make_holdout63.py` and `make_holdout64.py`, written at the same time, were not read.

The domain is scholarly publishing, peer review and research funding: journal manuscript submission
systems, reviewer invitations and reports, editorial decisions, preprint servers, DOI registration and
Crossref deposits, ORCID, research grant applications and grant review panels, funder reporting,
open-access fees and journal production (XML, typesetting, proofs). The earlier docstrings name
neighbours of it: academic manuscript systems with manuscript numbers and DOIs as content
(make_holdout7); arXiv ids and DOIs as stable look-alikes (make_holdout10); academic workflows -- a
conference peer-review console, a citation manager's plugin, a thesis repository deposit, a grant
portal's budget checker, similarity reports, a conference registration desk and call-for-papers bot,
preprint-server screening, ORCID profile syncs, a dissertation format checker and proceedings
configuration (make_holdout12); trade publishing's manuscript intake, royalty statements and copyedit
queries (make_holdout13); book production -- prepress preflight, ONIX feeds, print on demand, JDF
tickets, flatplans, indexing, legal deposit, permissions logs and author proofs (make_holdout15);
research groups' tools with Zenodo deposit sessions, Dataverse and DataCite records, thesis-writing
coaches and a reviewer report as content (make_holdout24); charities' grant reports and award letters
(make_holdout26); and a conference abstract reviewer among professional associations
(make_holdout36). The scenarios here were written around them: journals only (no conferences,
abstracts or proceedings); peer review from a journal's reviewer search, review console, invitation
responses, report quality and tone; preprints from posting queues, versions, comments, endorsement,
announcement schedules, withdrawal and journal transfer rather than screening; ORCID from OAuth
authorization, id_tokens, record reads and failed connections rather than profile syncs; grants from
proposal aides, eligibility checks, internal routing, system-to-system validation, panels, conflicts of
interest, reporting and extensions, with no budget checker; production of journal articles (JATS,
LaTeX, MathML, figure checks, typesetter packages, article proofs with author queries, issue
pagination) rather than books; no citation managers, similarity checks, theses or data repositories.
Moments are drawn between 16 March and 31 August 2026, with summer time where the zone has it (EU
and UK rules, US Eastern, New Zealand); the records in the prompts mostly date from before them. The
sources:

* manuscript submission systems: a cover-letter helper behind an HTTP header block (`Date`,
  `X-Request-ID` move; `Host`, `X-Journal` stay), an Indian editorial office's YAML front matter
  (`generated_at`, ULID `request_id`; the ISSN and the status record's dates stay), a technical check
  run whose ULID and start sit inside a sentence, a submission wizard's request with `X-Portal-Time`
  and a cookie whose session pair is last, a ChatML system turn with a server time on its own line, a
  Llama 3 header (`Today Date` moves, `Cutting Knowledge Date` stays), an uploaded response letter
  under `Upload-Id` and `Upload-Received` (its decision date stays), a co-author's e-mail under
  "Mailbox polled at <time> (poll <id>) for this request:" (the e-mail's `Date` and `Message-ID`
  stay), an XML context with a `session` attribute and a `<now>` element, and an intake bot's logfmt
  line (`ts=`, `req=` with an xid, before stable pairs);
* reviewer invitations and reports: a reviewer search run (hex id and Python logging time in a
  sentence; candidates' ORCID iDs and dates stay), a review console in markdown bullets (nanoid
  session, US medium `Opened:`; the due date stays), an invitation response delivered as Standard
  Webhooks (id, timestamp, signature move; the payload's `responded_at` stays), a Slack app mention
  (`ts`, `event_id`, `event_time`; team, app and channel stay), a report-quality request in pretty JSON
  (UUIDv7, `requested_at`), an `X-Reviewer-Token` JWT next to a stable ORCID iD, a reminder writer
  behind a legacy proxy's RFC 850 `Date`, a `(sent ...)` stamp on the reviewer's line, a tone checker's
  bracketed context line (cuid2 session, `t_ms`) and a review-form builder behind gRPC metadata
  (`x-request-start-ns`);
* editorial decisions: a decision letter dated today by the letter tool with its job id (the
  reviews' dates stay), an editor-in-chief's queue "as of" a time for this request (the table's dates
  stay), an AE summary behind `traceparent` and `tracestate`, a Mistral `[INST]` prompt with a .NET
  round-trip desk time on its own line, a workload table (ObjectId session, render time), an appeals
  desk behind a B3 single header, a checker with a ctime `Prompt built:` line at the tail and a
  scheduling helper with Semantic Kernel's current-time sentence inside its paragraph;
* preprint servers: a preprint-to-journal transfer as a structured CloudEvent (`id`, `time` move;
  the preprint's DOI and `posted` date stay), a withdrawal question in a Gemma turn with today's date
  on its own line, a posting queue fetched "at" a US 12-hour time with a base58 fetch id, a new comment
  relayed with a `[received ...]` prefix under earlier moderated comments that stay, an endorsement
  explainer behind `X-Amzn-Trace-Id`, an announcement schedule with a templated "Today is ..."
  sentence and a version comparison behind B3 multi headers (the versions' posting dates stay);
* DOI registration and Crossref: a deposit that the deposit tool built for this request
  (`<doi_batch_id>` and `<timestamp>` move; DOIs, ISSN and publication dates stay), a submission log
  pulled "at" a time with a KSUID pull id (the log's `submission_id` and batch id stay), the response
  to the metadata API call made for this request (`date`, `x-request-id` move; rate limits and the
  work's `deposited` and `indexed` dates stay), a link check run (cuid2, `+00:00` time), a reference
  matching job (UUIDv6, microsecond finish) and a Crossmark update request in single-line JSON
  (UUIDv8 and `ts_ms` after a stable member);
* ORCID: an authorization request whose `state` nonce sits between stable pairs, an `X-Id-Token` for
  the signed-in author (the iD and ROR id stay), works read from the public registry "at" a time for
  this request (put-codes and last-modified dates stay) and an HTML comment with `req=` and `at=`
  before a stable client id;
* grant applications: a proposal aide with "Today is <British long date>." alone on its line (the
  call's closing date stays), an eligibility check run in a sentence (UUIDv7, dotted day-first time;
  PhD and cut-off dates stay), internal routing in markdown bullets (`rs_` session, New Zealand
  offset), an Indian funding portal with today in the Indian national calendar (Saka) and in the
  Gregorian calendar (the proposal number stays), a Bangladeshi grant desk with today in the
  Bengali calendar of Bangladesh (Bangabda, Bengali digits), an uploaded form under `Upload` (KSUID)
  and `Received` (Java `Date.toString()`), a system-to-system submission behind TOML front matter, a
  Word add-in's Windows clock and a letter writer's single-line JSON (`job`, `letter_date` move);
* grant review panels: a scoring console's INI `[session]` (`id`, `opened`), a panel meeting message
  as a Teams activity (`id`, `timestamp`, `localTimestamp`; the AAD object id and personal
  conversation stay), a conflict-of-interest desk behind `X-Session-Token`, an assignment run that
  "finished at" a time, a rapporteur's `t_us` and a calibration helper behind an asctime `Date`;
* funder reporting: a progress report dated today by the report tool (the grant's dates stay), an
  outcomes portal's nested YAML (base32 session, `opened`; the submission period and award stay),
  publications pulled from the funder's portal "at" a time (DOIs and publication dates stay), an award
  page read by a browser extension (`Page opened:` in JavaScript `toString()`; the award period stays),
  a reporting agent's Python `str()` time, and an acknowledgement checker's `KEY=value` lines
  (`REPORT_RUN_ID`, `NOW_EPOCH`; the funder and `POLICY_VERSION=2024-10` stay);
* open-access fees: an APC quote whose `q_` id, generation time and validity computed from it sit in a
  sentence, a transformative-agreement check behind `X-Amzn-Trace-Id` and `CF-Ray` (`CF-IPCountry`
  stays), Stripe objects (`Request-Id`, `Idempotency-Key` move; `Stripe-Version` and the customer
  stay), an open-access fund's single-line JSON (`req`, `ts`) and a library's APC plan with the
  current ISO week date;
* journal production: a JATS validation run (xid, time), an online proof with its session and
  opening time (the author queries stay), a LaTeX build line (`build_started_at=`, `build=`) above
  the compile errors, a figure upload's `[upload <base58> <ISO basic>]` prefix, a pagination plan
  computed "at" a Postgres `timestamptz` for this request, a Phi-3 system turn with a request time,
  a typesetter package's `Transfer-Id` and `Transfer-Received` (the typesetter log's date stays) and a
  MathML conversion host's R `Sys.time()`;
* journals in smaller languages, and values whose labels say nothing: a Faroese reviewer asking for
  more time (`Í dag:` with a weekday and `kl.`), an Esperanto reviewer (date and time label and a
  nanoid session), a Yiddish submission question (Hebrew script, with a UUIDv1 request id), a Tetum
  author (`Data ohin:` after the message), a Bhutanese journal in Dzongkha (Tibetan digits), a
  timestamp alone under a `## Context` heading, `tag:` and `mark:` lines holding a UUIDv7 and an
  epoch in ms, and `X-Edge-Ref` and `X-Edge-Clock` header lines;
* a seeded generated family: 60 English cases over 18 bodies (APC waivers, reviewer guidelines,
  preprint licences, data statements, specific aims, rights retention, name changes, reference style,
  transfers, corrections, special issues, cover art, open review, resubmissions, interim reports,
  supplement DOIs, production timelines, authorship disputes), each with one field of 60 formats and
  labels (two, a time and an id, in 8 cases) at one of twelve positions (head, system tail, header
  block, after the last user message, footer after `--`, YAML front matter, pretty JSON member, XML
  attribute, bracketed `key=value`, parenthesised value on the user's line, HTML comment, markdown
  bullet), and 28 cases over 14 bodies in other languages, each with the current date and time
  labelled and written in the body's language, at one of seven line positions.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z`, `+00:00` and offsets from -04:00 to +12:00
(including +03:30, +05:30, +05:45 and +09:30), ISO minutes, ISO basic, compact `YYYYMMDDHHMMSS`, Crossref's
millisecond `<timestamp>`, RFC 1123, RFC 850, RFC 2822, asctime, ctime, GNU `date`, Apache
`time_local`, Python `str()`, `isoformat()` and logging, Log4j, Go RFC3339Nano and
`time.Now().String()`, .NET round-trip and "f", Java `Date.toString()`, JavaScript `toISOString()` and
`toString()`, Ruby `Time#to_s`, Postgres `timestamptz`, R `Sys.time()`, Windows general, US medium,
month-first 12-hour, day-first slashed and dotted dates with a time, `DD Mon YYYY HH:MM`, English long
dates (US and British), ISO dates, ISO week dates, Llama 3.1's `Today Date`, a weekday alone, a
24-hour and a 12-hour time alone, Excel serials, Julian Days, epochs in s, ms, us and ns and with a
millisecond fraction, the Indian national (Saka) and Bangladeshi Bengali (Bangabda) calendars, and
dates with localized month names and digits (Faroese, Esperanto, Yiddish, Uyghur, Kyrgyz, Turkmen,
Chuvash, Tetum, Romansh, Sesotho, Luganda, Assamese and Bengali with their digits, Dzongkha with
Tibetan digits, Dhivehi). Identifiers: UUID v1, v4, v6, v7 and v8 (and a stable name-based v5 in
the negatives), ULID, KSUID, xid, cuid2, nanoid, ObjectId, snowflakes, long hex, base32, base36,
base58, base62, base64 and base64url tokens, JWTs, traceparent and tracestate, B3 single and multi,
AWS X-Ray roots, Cloudflare ray ids, Slack `ts` and event ids, Teams activity ids, Standard Webhooks
ids and signatures, Stripe `req_` and idempotency keys, and vendor-prefixed ids (`up_`, `lj_`, `rs_`,
`rj-`, `lw_`, `q_`, `msg_`).

Prompts are in English and in Faroese, Esperanto, Yiddish, Dhivehi, Dzongkha, Uyghur, Kyrgyz,
Turkmen, Chuvash, Tetum, Romansh, Sesotho, Luganda and Assamese (languages that the earlier
docstrings name at most twice) and in Bengali with the Bangabda calendar (the Saka and Bangabda
calendars are named by none of them),
with questions appended to some pasted blocks asking for an answer in Faroese, Esperanto, Kyrgyz,
Tetum, Romansh or Turkmen (scripts: Latin, Hebrew, Thaana, Tibetan, Arabic, Cyrillic,
Bengali-Assamese). The prompts in these languages are short: an English system prompt, the app's
"today" or "now" label in the language and a user message in the language, ending with the user's
message or with the metadata after it.

What it is: 368 prompts. 175 carry volatile fields (238 spans): 87 hand-written positives (142
spans; 51 with two or more fields, four with three) and 88 generated ones (96 spans). 193 carry none:
153 hand-written negatives and 40 generated hard negatives. The output is deterministic (seeded);
once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout56.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). As applied here:

* Scholarly records are content: manuscript numbers, submission, review, decision, acceptance and
  publication dates, review due dates, DOIs and DOI prefixes, ISSNs, ORCID iDs and put-codes, ROR
  ids, funder ids, award and proposal numbers, award periods, call deadlines, Crossref submission and
  batch ids, preprint versions and their posting times, invoice numbers and dates, and the dates of
  reports, notices and minutes stay, also next to a program's stamp and also when the program fetched
  them for this request; only the stamp ("Queue as of <time> for this request:", "Submission log
  pulled at <time> (pull <id>) for this request:") and the ids minted for the fetch, pull, poll, run,
  check, job, upload or transfer move.
* A message the program builds for this request carries per-request values: a Crossref deposit's
  `doi_batch_id` and `<timestamp>` written by the deposit tool for this request move, as do the `date`
  and `x-request-id` of the response to the API call made for it; the same deposit, log or `curl -v`
  output pasted to be debugged is content.
* Work logins are sessions: review console, proofing, routing, scoring, outcomes portal, submission
  portal and reviewer token sessions move with their opening time; journals, manuscripts, reviewers,
  panels, awards, customers, Slack teams and channels, a Teams personal conversation and Discord
  guilds stay. An OAuth `state` is a per-request nonce; the ORCID client id and redirect stay.
* Runs, jobs and quotes move with their start or finish: technical check, reviewer search,
  eligibility check, assignment, link check, reference matching, JATS validation and LaTeX build
  runs, letter and report jobs with the date they fill in as today, and an APC quote with its
  generation time and the validity computed from it.
* Envelope vs payload: Standard Webhooks headers, a CloudEvent's `id` and `time`, a Slack event's `ts`,
  `event_id` and `event_time` and a Teams activity's `id`, `timestamp` and `localTimestamp` move; the
  invitation with its `responded_at`, the preprint with its `posted` date and the message texts stay.
* "Now" and "today" in any calendar, script or digits are the current date (the Saka and Bangabda
  labels, Tibetan and Bengali digits), and so are values whose labels say nothing (`tag:`, `mark:`,
  a timestamp alone under a heading, `X-Edge-Clock`) when a program puts them in a program position.
  Dates a user types, relative times, unrendered merge fields (`%CURRENT_DATE%`), few-shot dates and a
  fixed `SOURCE_DATE_EPOCH` stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Reviewer search <id> ran at <time> against the 2026 reviewer pool" leaves "Reviewer search ran
  against the 2026 reviewer pool"; "Quote <id> generated at <time> (valid until <time>) for article
  ..." leaves "Quote generated for article ..."); a parenthesised id is cut with its parentheses and
  sits before "for this request:"; XML attributes and `key=value` pairs (also inside an HTML comment)
  are followed by a stable neighbour, except a cookie's session pair, its last; single-line JSON
  members are cut with the comma after them and follow a stable member, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row or bullet, an XML
  element, a nested YAML member, an INI or TOML assignment, a `KEY=value` line, an HTML comment
  holding one field and a stamp on its own line in a ChatML, Gemma, Phi-3 or Mistral turn are
  whole-line spans; footers hold one field per line; `[received ...]` and `[upload ...]` prefixes are
  cut from the front of their line and a `(sent ...)` stamp from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header that make_holdout's cue pattern
  recognises, on a line of its own) end positives; prompts in the other languages end with the
  user's message or with the metadata after it, and the Mistral `[INST]`, Gemma and Phi-3 prompts,
  whose reply markers the pattern does not recognise, get their trailer after `[/INST]`,
  `<start_of_turn>model` and `<|assistant|>` as rule 4 gives it.

The hand-written negatives are material from the same worlds, pasted in twelve ways (question after,
before, typed straight under the block, a lead-in and a question, quoted with "> ", fenced, in an
earlier turn, indented, after the question and a lead-in ending in a colon, in a user turn under a
system prompt, a question before and a follow-up after, and with a request to explain in Faroese,
Esperanto, Kyrgyz, Tetum, Romansh or Turkmen), each of 48 blocks twice and the first 24 three times
(120 cases): a reviewer report, decision and typesetter e-mails with `Date` and `Message-ID`, invitation
and preprint moderation e-mails with `Date`, a validation receipt e-mail, a submission confirmation with its UUID, a status history CSV
whose first column is `Timestamp`, a Crossref deposit and submission log, a Crossref work JSON with
`created`, `deposited` and `indexed` stamps, an ORCID work with epoch-ms dates, an ORCID callback URL
with its `state`, a preprint's version history, an award letter, a summary statement, an SF 424 page,
a reporting schedule, an outcomes CSV, an APC invoice, a Stripe payment intent whose first member is
`"id"`, an agreement report, a JATS `article-meta`, a typesetter log, a LaTeX log, author query
responses, an issue schedule, retraction and correction notices, board minutes, a review form payload
whose first member is `"timestamp"`, a Standard Webhooks delivery pasted to debug its signature, a
Slack thread with `[2026-...]` prefixes, `curl -v` output with `date` and `x-request-id`, an error
dialog with its own `Request ID` and `Time`, an ICS with its `DTSTAMP`, a panel agenda, an annual
report table, a reference list, a preprint API answer, a funder's open-access policy, an article page
with its history dates, a `git log` of a manuscript repository, access-log lines, a Teams chat export,
an invitation report, a DOI resolution trace and Crossmark metadata. Nineteen hand-written negatives
hold stable look-alikes in program positions (ISSN, DOI prefix, Crossref member id, prompt revision
and knowledge cutoff; a Llama 3 header with only its knowledge cutoff; a ChatML turn with policy dates;
founding year, style guide revision and API version in front matter; a tenant uuid and JATS version in
XML attributes; an API version and tenant in single-line JSON; a template revision in an HTML comment;
an editor's term in a markdown table; `SOURCE_DATE_EPOCH` and class versions in `KEY=value` lines;
`Stripe-Version` and a customer id; Discord guild and channel ids; award, funder and ROR ids with an
award period; a manuscript's own dates in a system prompt; a Mistral prompt with a model release; a
reviewer profile with an ORCID iD and "Reviewer since"; unrendered merge fields; few-shot dates; a
call's opening and closing times; a work id derived from a DOI as a UUIDv5), and twelve are ids,
epochs, timestamps and tokens the user asks about, a user-typed date, relative times and date
arithmetic, with two plain controls. The generated negative family uses the generated positives'
English bodies and positions (26 cases) with one stable value that looks like a date or an id (API
version, knowledge cutoff, prompt revision, ISSN, DOI prefix, Crossref member id, ORCID iD, ROR id,
grant, funder id, JATS version, tenant, time zone, office hours, APC price list, agreement period,
founding year, style guide, CalVer build, model, timeout, call deadline, reviewer since, volume,
manuscript, work id, `SOURCE_DATE_EPOCH`, template commit, customer, policy effective date, review
window), and the language bodies (14 cases) with a founding year or an ISSN in the language.
"""

from __future__ import annotations

import base64
import calendar
import sys
import uuid
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
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

SEED = 20260662
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout62.jsonl"
SRC = "holdout62:"

# --- zones ------------------------------------------------------------------------------------------------------

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
PDT = timezone(timedelta(hours=-7), "PDT")
BRT = timezone(timedelta(hours=-3), "BRT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")
BTT = timezone(timedelta(hours=6), "BTT")
BDT = timezone(timedelta(hours=6), "BST")
MVT = timezone(timedelta(hours=5), "MVT")
TMT = timezone(timedelta(hours=5), "TMT")
KGT = timezone(timedelta(hours=6), "KGT")
MSK = timezone(timedelta(hours=3), "MSK")
EAT = timezone(timedelta(hours=3), "EAT")
SAST = timezone(timedelta(hours=2), "SAST")
TLT = timezone(timedelta(hours=9), "TLT")
CST8 = timezone(timedelta(hours=8), "CST")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
AEST = timezone(timedelta(hours=10), "AEST")
ACST = timezone(timedelta(hours=9, minutes=30), "ACST")
NZST = timezone(timedelta(hours=12), "NZST")
NZDT = timezone(timedelta(hours=13), "NZDT")
IRST = timezone(timedelta(hours=3, minutes=30), "IRST")
WET = timezone(timedelta(0), "WET")
WEST = timezone(timedelta(hours=1), "WEST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B32HEX = "0123456789abcdefghijklmnopqrstuv"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"
DAYS_LONG_LOWER = [d.lower() for d in DAYS_LONG]


# --- value formats that make_holdout lacks ----------------------------------------------------------------------


def _off(t: datetime, colon: bool = True) -> str:
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y %H:%M:%S} GMT"


def asctime(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS[u.weekday()]} {MONTHS[u.month - 1]} {u.day:2d} {u:%H:%M:%S} {u.year}"


def rfc3339_off(t: datetime, digits: int = 0) -> str:
    """RFC 3339 that writes `+00:00` rather than `Z`."""
    frac = f".{t.microsecond:06d}"[: digits + 1] if digits else ""
    return f"{t:%Y-%m-%dT%H:%M:%S}{frac}{_off(t)}"


def rfc3339_nano(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def iso_minutes(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else _off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def crossref_ts(t: datetime) -> str:
    """The integer `<timestamp>` of a Crossref deposit's head (yyyymmddhhmmss plus milliseconds)."""
    return f"{t:%Y%m%d%H%M%S}{t.microsecond // 1000:03d}"


def day_first(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"


def day_first_secs(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M:%S}"


def month_first_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def dd_mon_yyyy(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def time12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def java_date(t: datetime) -> str:
    """Java `new Date().toString()`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.tzname()} {t.year}"


def ruby_time(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S} {_off(t, False)}"


def pg_timestamptz(t: datetime) -> str:
    frac = f"{t.microsecond:06d}"
    hours = int((t.utcoffset() or timedelta(0)).total_seconds() // 3600)
    return f"{t:%Y-%m-%d %H:%M:%S}.{frac}{hours:+03d}"


def r_systime(t: datetime) -> str:
    """R `format(Sys.time(), "%Y-%m-%d %H:%M:%OS3 %Z")`."""
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond // 1000:03d} {t.tzname()}"


def excel_serial(t: datetime) -> str:
    base = datetime(1899, 12, 30, tzinfo=t.tzinfo)
    return f"{(t - base).total_seconds() / 86400:.5f}"


def julian_day(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u.timestamp() / 86400 + 2440587.5:.5f}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


# --- calendars and digits ---------------------------------------------------------------------------------------

SAKA_MONTHS = ["Chaitra", "Vaisakha", "Jyaistha", "Asadha", "Sravana", "Bhadra", "Asvina", "Kartika",
               "Agrahayana", "Pausa", "Magha", "Phalguna"]
BANGABDA_MONTHS = ["বৈশাখ", "জ্যৈষ্ঠ", "আষাঢ়", "শ্রাবণ", "ভাদ্র", "আশ্বিন", "কার্তিক", "অগ্রহায়ণ", "পৌষ", "মাঘ",
                   "ফাল্গুন", "চৈত্র"]
BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯"
TIBETAN_DIGITS = "༠༡༢༣༤༥༦༧༨༩"


def saka(d: date) -> tuple[int, int, int]:
    """The Indian national calendar: (year, month index, day); Chaitra 1 is 22 March (21 in leap years)."""
    year = d.year
    start = date(year, 3, 21 if calendar.isleap(year) else 22)
    if d < start:
        year -= 1
        start = date(year, 3, 21 if calendar.isleap(year) else 22)
    lengths = [31 if calendar.isleap(year) else 30, 31, 31, 31, 31, 31, 30, 30, 30, 30, 30, 30]
    left = (d - start).days
    for k, n in enumerate(lengths):
        if left < n:
            return year - 78, k, left + 1
        left -= n
    raise AssertionError(d)


def bangabda(d: date) -> tuple[int, int, int]:
    """Bangladesh's revised Bengali calendar (2019): Boishakh 1 is 14 April; Falgun has 30 days in leap years."""
    year = d.year
    start = date(year, 4, 14)
    if d < start:
        year -= 1
        start = date(year, 4, 14)
    falgun = 30 if calendar.isleap(year + 1) else 29
    lengths = [31, 31, 31, 31, 31, 31, 30, 30, 30, 30, falgun, 30]
    left = (d - start).days
    for k, n in enumerate(lengths):
        if left < n:
            return year - 593, k, left + 1
        left -= n
    raise AssertionError(d)


def digits_in(text: str, table: str) -> str:
    return "".join(table[int(c)] if c.isdigit() else c for c in text)


# --- localized "now" renderings ------------------------------------------------------------------------------------

FAROESE_MONTHS = ["januar", "februar", "mars", "apríl", "mai", "juni", "juli", "august", "september", "oktober",
                  "november", "desember"]
ESPERANTO_MONTHS = ["januaro", "februaro", "marto", "aprilo", "majo", "junio", "julio", "aŭgusto", "septembro",
                    "oktobro", "novembro", "decembro"]
YIDDISH_MONTHS = ["יאַנואַר", "פֿעברואַר", "מערץ", "אַפּריל", "מײַ", "יוני", "יולי", "אויגוסט", "סעפּטעמבער",
                  "אָקטאָבער", "נאָוועמבער", "דעצעמבער"]
UYGHUR_MONTHS = ["يانۋار", "فېۋرال", "مارت", "ئاپرېل", "ماي", "ئىيۇن", "ئىيۇل", "ئاۋغۇست", "سېنتەبىر",
                 "ئۆكتەبىر", "نويابىر", "دېكابىر"]
KYRGYZ_MONTHS = ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь",
                 "ноябрь", "декабрь"]
TURKMEN_MONTHS = ["ýanwar", "fewral", "mart", "aprel", "maý", "iýun", "iýul", "awgust", "sentýabr", "oktýabr",
                  "noýabr", "dekabr"]
CHUVASH_MONTHS = ["кӑрлач", "нарӑс", "пуш", "ака", "ҫу", "ҫӗртме", "утӑ", "ҫурла", "авӑн", "юпа", "чӳк", "раштав"]
TETUM_MONTHS = ["Janeiru", "Fevereiru", "Marsu", "Abríl", "Maiu", "Juñu", "Jullu", "Agostu", "Setembru",
                "Outubru", "Novembru", "Dezembru"]
ROMANSH_MONTHS = ["schaner", "favrer", "mars", "avrigl", "matg", "zercladur", "fanadur", "avust", "settember",
                  "october", "november", "december"]
SESOTHO_MONTHS = ["Pherekgong", "Hlakola", "Hlakubele", "Mmesa", "Motsheanong", "Phupjane", "Phupu", "Phato",
                  "Lwetse", "Mphalane", "Pudungwana", "Tshitwe"]
LUGANDA_MONTHS = ["Gatonnya", "Mukutulansanja", "Mugulansigo", "Kafuumuulampawu", "Muzigo", "Ssebaaseka",
                  "Kasambula", "Muwakanya", "Mutunda", "Mukulukusa", "Museenene", "Ntenvu"]
ASSAMESE_MONTHS = ["জানুৱাৰী", "ফেব্ৰুৱাৰী", "মাৰ্চ", "এপ্ৰিল", "মে", "জুন", "জুলাই", "আগষ্ট", "ছেপ্টেম্বৰ",
                   "অক্টোবৰ", "নৱেম্বৰ", "ডিচেম্বৰ"]
FAROESE_DAYS = ["mánadagur", "týsdagur", "mikudagur", "hósdagur", "fríggjadagur", "leygardagur", "sunnudagur"]


def now_faroese(t: datetime) -> str:
    return f"Í dag: {FAROESE_DAYS[t.weekday()]} {t.day}. {FAROESE_MONTHS[t.month - 1]} {t.year}, kl. {t:%H.%M}"


def now_esperanto(t: datetime) -> str:
    return f"Nuna dato kaj horo: la {t.day}-a de {ESPERANTO_MONTHS[t.month - 1]} {t.year}, je {t:%H:%M}"


def now_yiddish(t: datetime) -> str:
    return f"היינטיקע דאַטע: {t.day} {YIDDISH_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_dhivehi(t: datetime) -> str:
    return f"މިއަދުގެ ތާރީޚު: {t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M}"


def now_dzongkha(t: datetime) -> str:
    return "དི་རིང་གི་ཚེས་གྲངས་: " + digits_in(f"{t:%Y-%m-%d %H:%M}", TIBETAN_DIGITS)


def now_uyghur(t: datetime) -> str:
    return f"بۈگۈنكى چېسلا: {t.year}-يىلى {t.day}-{UYGHUR_MONTHS[t.month - 1]}، {t:%H:%M}"


def now_kyrgyz(t: datetime) -> str:
    return f"Азыркы убакыт: {t.year}-ж., {t.day}-{KYRGYZ_MONTHS[t.month - 1]}, {t:%H:%M}"


def now_turkmen(t: datetime) -> str:
    return f"Häzirki wagt: {t.day:02d}.{t.month:02d}.{t.year} {t:%H:%M}"


def now_chuvash(t: datetime) -> str:
    return f"Паян: {t.year}, {CHUVASH_MONTHS[t.month - 1]}, {t.day}, {t:%H:%M}"


def now_tetum(t: datetime) -> str:
    return f"Data ohin: {t.day} {TETUM_MONTHS[t.month - 1]} {t.year}, oras {t:%H:%M}"


def now_romansh(t: datetime) -> str:
    return f"Oz: ils {t.day} da {ROMANSH_MONTHS[t.month - 1]} {t.year}, a las {t:%H.%M}"


def now_sesotho(t: datetime) -> str:
    return f"Kajeno: {t.day} {SESOTHO_MONTHS[t.month - 1]} {t.year}, ka {t:%H:%M}"


def now_luganda(t: datetime) -> str:
    return f"Olunaku lwa leero: {t.day} {LUGANDA_MONTHS[t.month - 1]} {t.year}, essaawa {t:%H:%M}"


def now_assamese(t: datetime) -> str:
    body = f"{t.day} {ASSAMESE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"
    return "আজিৰ তাৰিখ: " + digits_in(body, BENGALI_DIGITS)


def now_bangabda(t: datetime) -> str:
    y, m, d = bangabda(t.date())
    return "আজ: " + digits_in(f"{d} ", BENGALI_DIGITS) + BANGABDA_MONTHS[m] + digits_in(f" {y} বঙ্গাব্দ",
                                                                                          BENGALI_DIGITS)


def now_saka(t: datetime) -> str:
    y, m, d = saka(t.date())
    return f"Today (Indian national calendar): {d} {SAKA_MONTHS[m]} {y} Saka"


def _last_sunday(year: int, month: int) -> datetime:
    last = calendar.monthrange(year, month)[1]
    d = datetime(year, month, last, 1, tzinfo=UTC)
    return d - timedelta(days=(d.weekday() + 1) % 7)


def _nth_sunday(year: int, month: int, n: int) -> datetime:
    d = datetime(year, month, 1, tzinfo=UTC)
    d += timedelta(days=(6 - d.weekday()) % 7)
    return d + timedelta(weeks=n - 1)


def _eu_summer(t: datetime) -> bool:
    return _last_sunday(t.year, 3) <= t < _last_sunday(t.year, 10)


class Gen62(Gen):
    """make_holdout's seeded source, with moments in this corpus's window and more identifier shapes."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 16, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 168 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    def moment_in(self, summer: timezone, winter: timezone) -> datetime:
        """A moment in a European zone pair: summer time from the last Sunday of March to that of October."""
        t = self.moment()
        return t.astimezone(summer if _eu_summer(t) else winter)

    def moment_uk(self) -> datetime:
        return self.moment_in(BST, GMT)

    def moment_faroe(self) -> datetime:
        return self.moment_in(WEST, WET)

    def moment_cet(self) -> datetime:
        return self.moment_in(CEST, CET)

    def moment_nz(self) -> datetime:
        """New Zealand time: daylight time until the first Sunday of April, standard time after it."""
        t = self.moment()
        return t.astimezone(NZDT if t < datetime(2026, 4, 4, 14, tzinfo=UTC) else NZST)

    def moment_east(self) -> datetime:
        """US Eastern time: daylight time from the second Sunday of March to the first of November."""
        t = self.moment()
        y = t.year
        start = _nth_sunday(y, 3, 2) + timedelta(hours=7)
        end = _nth_sunday(y, 11, 1) + timedelta(hours=6)
        return t.astimezone(EDT if start <= t < end else EST)

    def uuid6(self, t: datetime) -> str:
        ticks = int((t.timestamp() + 12219292800) * 10_000_000) & ((1 << 60) - 1)
        value = ((ticks >> 12) << 80) | ((ticks & 0xFFF) << 64) | self.rng.getrandbits(64)
        return self._uuid(value, 6)

    def uuid8(self) -> str:
        return self._uuid(self.rng.getrandbits(128), 8)

    def xid(self, t: datetime) -> str:
        raw = (epoch_s(t) << 64) | self.rng.getrandbits(64)
        value = raw << 4
        return "".join(B32HEX[(value >> (5 * i)) & 31] for i in reversed(range(20)))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(self.rng.choice(B36) for _ in range(23))

    def b32(self, n: int = 26) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int = 22) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(B36) for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def tracestate(self) -> str:
        return f"ojs={self.hex(16)},dd=s:1;o:rum"

    def ns(self) -> int:
        return self.small(1, 1000)

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.digits(6)}"


def stable_uuid5(name: str) -> str:
    """A name-based UUID (v5) of a DOI or a URL: the same for every request."""
    return str(uuid.uuid5(uuid.NAMESPACE_URL, name))


POS: list[Callable[[Gen62], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen62], Draft]) -> Callable[[Gen62], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- positives: manuscript submission systems ----------------------------------------------------------------------


@pos
def _submission_wizard_headers(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Host: submit.halcyon-press.example
Accept-Language: en-GB,en;q=0.8
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
X-Journal: JNSE

You are the cover-letter helper inside the submission wizard of the Journal of Northern Soil Ecology.
Tighten the author's cover letter to under 200 words, keep every factual claim, and never invent
results, reviewers or funding.

Author's draft: Dear Editor, we are pleased to submit our manuscript on nitrogen mineralisation under
late snowmelt, which we think is very novel and extremely important for the field and also for policy.
Assistant:""", f"{SRC}submission:wizard-headers", ["header_block", "head", "http_date", "request_id",
                                                    "stable_neighbours"])


@pos
def _editorial_office_front_matter(g: Gen62) -> Draft:
    t = g.moment(IST)
    return Draft(f"""---
journal: Indian Journal of Coastal Hydrology
issn: 2583-4471
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
locale: en-IN
---
You answer authors' status questions for the editorial office. Use only the status record below; if a
step has no date yet, say it is pending and do not guess when it will finish.

Status record for IJCH-2026-0188:
Submitted 2026-01-19; technical check passed 2026-01-21; with editor since 2026-01-22;
reviewers invited 2026-01-30 (3 of 3 accepted); reviews due 2026-03-02.

Author question: It has been weeks. Is anyone actually reviewing my paper?
Answer:""", f"{SRC}submission:front-matter", ["front_matter", "rfc3339", "offset", "ulid", "dates_in_content"])


@pos
def _tech_check_sentence(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You summarise the automated technical check for the editorial assistant of Physical Review of
Granular Matter. Report failures first, then warnings, in one line each.

Technical check run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} on manuscript PRGM-D-26-00871.
Results:
- Word count 7,912 (limit 8,000): pass
- Figures: 9 files, fig7.tif at 150 dpi (minimum 300): FAIL
- Data availability statement: present
- Competing interests statement: missing: FAIL
- Line numbers in the PDF: present

Summary:""", f"{SRC}submission:tech-check", ["inline_sentence", "ulid", "rfc3339", "run_id"])


@pos
def _portal_cookie(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""GET /index.php/jalg/submission/wizard/3 HTTP/1.1
Host: journals.ostrava-uni.example
{v('epoch', 'X-Portal-Time: ' + str(epoch_ms(t)))}
Cookie: currentLocale=en; theme=light; {v('session_id', 'OJSSID=' + g.b36(26))}

The author is on step 3 of the submission form (upload files). You explain what each file type is for
and which ones the Journal of Applied Limnology requires. Do not ask for personal data.

Author: What is the difference between "Manuscript" and "Blinded manuscript", and do I need both?
Assistant:""", f"{SRC}submission:portal-cookie", ["http_request", "cookie", "epoch_ms", "session_id"])


@pos
def _chatml_author_help(g: Gen62) -> Draft:
    t = g.moment(JST)
    return Draft(f"""<|im_start|>system
You are the author help desk of the Pacific Journal of Marine Acoustics. Answer questions about
formatting, supplementary files and article types from the author guidelines. Never promise decisions or
timelines.
{v('datetime', 'Server time: ' + rfc3339(t))}
<|im_end|>
<|im_start|>user
Can I submit a Registered Report if the data were already collected but not yet analysed?<|im_end|>
<|im_start|>assistant""", f"{SRC}submission:chatml", ["chat_template", "chatml", "system_turn", "rfc3339",
                                                       "offset"])


@pos
def _llama3_submission_checklist(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You check submission checklists for the Journal of Rural Epidemiology. Answer with the items that are
missing and quote the guideline for each.<|eot_id|><|start_header_id|>user<|end_header_id|>

My checklist: title page yes, abstract 250 words yes, STROBE checklist no, ethics approval number yes,
funding statement yes, data availability no.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", f"{SRC}submission:llama3", ["chat_template", "llama3",
                                                                              "today_date", "knowledge_cutoff"])


@pos
def _revision_upload(g: Gen62) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help authors check that a response-to-reviewers letter answers every point. List any reviewer
comment that has no reply, by its number.

{v('request_id', 'Upload-Id: up_' + g.b62(20))}
{v('datetime', 'Upload-Received: ' + rfc2822(t))}
Response letter (uploaded by the author):
Manuscript BJHS-2025-1147.R1, revision submitted against the decision of 4 February 2026.
Reviewer 1, comment 1: We now report effect sizes (Table 2). Comment 2: The 2019 cohort is described
in Methods, lines 112-130. Comment 3: done.
Reviewer 2, comment 1: We added the sensitivity analysis requested (Supplement S4).

Reviewer comments (from the decision letter): R1.1 effect sizes; R1.2 cohort description; R1.3 typo in
Figure 2 legend; R1.4 limitations of self-report; R2.1 sensitivity analysis; R2.2 code availability.

Missing replies:""", f"{SRC}submission:revision-upload", ["upload_stamp", "header_block", "rfc2822",
                                                          "dates_in_content", "program_line_next_to_block"])


@pos
def _coauthor_mailbox_poll(g: Gen62) -> Draft:
    t = g.moment_cet()
    sent = t - timedelta(hours=g.small(3, 40))
    return Draft(f"""You track co-author confirmations for the editorial office of Acta Palaeobotanica Nordica. Say whether
the co-author confirmed authorship, and quote the sentence that shows it.

Mailbox polled {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(poll ' + g.b58() + ')')} for this request:
From: Dr. Ilse Vantomme <i.vantomme@ugent.example>
Date: {rfc2822(sent)}
Message-ID: <{g.hex(12)}.{sent:%Y%m%d}@ugent.example>
Subject: Re: APN-2026-0093 co-author confirmation

Dear editorial office, I confirm that I am a co-author of "Late Triassic conifer cuticles from
Bornholm" and that I approve the submitted version.

Confirmed?""", f"{SRC}submission:coauthor-poll", ["inline_sentence", "poll", "rfc3339", "base58",
                                                   "pasted_email_neighbour"])


@pos
def _xml_submission_context(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""<submission_context journal="JBIOM" {v('session_id', 'session="' + g.uuid4() + '"')} locale="en-US" role="author">
  {v('datetime', '<now>' + rfc3339(t, 3) + '</now>')}
  <article_type>Research Article</article_type>
</submission_context>
You answer questions about article types and word limits for the Journal of Biomechanical Methods.
Research Articles: 6,000 words, 8 display items. Technical Notes: 2,500 words, 3 display items.

Author: My paper is a new calibration method with one validation study. Which type fits?
Assistant:""", f"{SRC}submission:xml-context", ["xml_attr", "xml_element", "uuid", "rfc3339", "head"])


@pos
def _logfmt_intake(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{v('datetime', 'ts=' + go_nano(t, g.ns()))} {v('request_id', 'req=' + g.xid(t))} svc=intake-bot journal=ECOLETT env=prod
You are the intake bot of Ecology Letters Review. You tell authors whether their manuscript fits the
journal's scope (community and ecosystem ecology; no purely methodological papers).

Author: We built a new camera-trap detection pipeline and tested it on 3 reserves. In scope?
Assistant:""", f"{SRC}submission:logfmt", ["logfmt", "key_value_inline", "go_rfc3339nano", "xid", "head"])


# --- positives: reviewer invitations and reports -------------------------------------------------------------------


@pos
def _reviewer_search_run(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You help handling editors of Freshwater Biology Letters choose reviewers. For each candidate give one
sentence on fit and flag any conflict of interest you can see in the data. Do not contact anyone.

Reviewer search {v('run_id', g.hex(16))} ran {v('datetime', 'at ' + py_logging(t))} against the 2026 reviewer pool (expertise index v14).
Manuscript: FBL-2026-0347 "Diel oxygen swings in beaver ponds" (authors at Umea and Trondheim)
Candidates:
1. Dr. Maren Holt, NTNU Trondheim, ORCID 0000-0002-4417-9038, last review completed 2025-11-18
2. Prof. Tuomas Rinne, University of Oulu, ORCID 0000-0001-7720-3361, 2 open assignments
3. Dr. Ana Lucia Ferraz, UNESP, ORCID 0000-0003-1180-6625, declined 2026-01-09 (too busy)

Assessment:""", f"{SRC}reviewers:search-run", ["inline_sentence", "hex_id", "python_logging", "run_id",
                                               "orcid_content"])


@pos
def _reviewer_console_bullets(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""# Review console
- **Reviewer:** Dr. Kwame Asante (reviewer #2)
- **Manuscript:** JPHH-2026-0219.R1
{v('session_id', '- **Console session:** ' + g.nanoid())}
{v('datetime', '- **Opened:** ' + us_medium(t) + ' ' + t.tzname())}
- **Review due:** 2026-04-03

You help reviewers of the Journal of Public Health and Housing structure their comments into major
issues, minor issues and typos. Never write the recommendation for them.

Reviewer: I have notes all over the place. The sampling frame excludes informal settlements, Table 3 has
the wrong denominator, and there are lots of typos. Help me structure this.
Assistant:""", f"{SRC}reviewers:console-bullets", ["md_bullets", "work_session", "nanoid", "us_medium",
                                                    "stable_neighbours"])


@pos
def _invitation_response_webhook(g: Gen62) -> Draft:
    t = g.moment()
    responded = t - timedelta(seconds=g.small(2, 50))
    return Draft(f"""Webhook delivery from the manuscript system:
{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}

{{"type": "reviewer_invitation.responded", "data": {{"invitation_id": "inv_83310", "manuscript": "MSB-2026-0511",
"reviewer": "Dr. Hanne Sorensen", "response": "declined", "responded_at": "{rfc3339(responded)}",
"suggested_alternative": "Dr. Pieter de Smet (KU Leuven)"}}}}

Draft a two-line note to the handling editor of Microbial Systems Biology saying who declined and whom
they suggested instead.
Note:""", f"{SRC}reviewers:invitation-webhook", ["standard_webhooks", "envelope", "head", "epoch_s",
                                                  "signature", "payload_dates"])


@pos
def _slack_editorial_bot(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{{
  "token": "Jhj5dZrVaK7ZwHHjRyZWjbDl",
  "team_id": "T02EDOFFICE",
  "api_app_id": "A06REVIEWBOT",
  "event": {{
    "type": "app_mention",
    "user": "U04HANDLINGED",
    "text": "<@U06REVIEWBOT> how many reviewers do we still need for GEO-2026-0730?",
    {v('message_id', '"ts": "' + g.slack_ts(t) + '",')}
    "channel": "C03GEOPAPERS"
  }},
  "type": "event_callback",
  {v('request_id', '"event_id": "Ev' + g.b62(9).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "authorizations": [{{"team_id": "T02EDOFFICE", "is_bot": true}}]
}}
You are the editorial-office bot of Geosphere Dynamics in Slack. Policy: every research paper needs two
completed reviews. GEO-2026-0730 has one completed review and one reviewer who accepted on 2026-03-03.
Reply in the thread in one sentence.""", f"{SRC}reviewers:slack-event", ["slack_event", "json_block", "head",
                                                                        "slack_ts", "epoch_s"])


@pos
def _report_quality_json(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{{
  "service": "review-quality",
  "journal": "Clinical Nutrition Methods",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('datetime', '"requested_at": "' + js_iso(t) + '",')}
  "rubric": "CNM-RQ v3"
}}
Rate the reviewer report below on the CNM-RQ rubric (specificity, evidence, tone, each 1-5) and give one
sentence of feedback the editor can pass on.

Report: The paper is fine. The authors should maybe add more participants. I recommend minor revision.
Ratings:""", f"{SRC}reviewers:quality-json", ["json_block", "uuid7", "js_iso", "head", "stable_neighbours"])


@pos
def _reviewer_token(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Reviewer: Prof. Elena Marchetti (ORCID 0000-0001-9203-4418)
Journal: Mediterranean Archaeometry
{v('token', 'X-Reviewer-Token: ' + g.jwt(t, 'rev-20417'))}

You answer reviewers' questions about the journal's confidentiality rules. Reviewers must not share the
manuscript, but may consult one named colleague if the editor agrees in advance.

Reviewer: Can my PhD student help me check the XRF data in this paper?
Assistant:""", f"{SRC}reviewers:jwt", ["header_block", "jwt", "orcid_stable", "stable_neighbours"])


@pos
def _reminder_legacy_proxy(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Via: 1.0 legacy-gw (mod_proxy)
{v('datetime', 'Date: ' + rfc850(t))}
Journal: Transactions on Inland Navigation

You write reviewer reminder e-mails. Be polite and short; mention the manuscript number and the due date
given below, and offer a one-week extension.

Reviewer: Dr. Joost van der Meer
Manuscript: TIN-2026-0062
Review due: 9 March 2026 (overdue)

E-mail:""", f"{SRC}reviewers:legacy-proxy", ["header_block", "head", "rfc850", "due_date_content"])


@pos
def _reviewer_sent_stamp(g: Gen62) -> Draft:
    t = g.moment(AEST)
    return Draft(f"""You help reviewers of the Australasian Journal of Bushfire Science with the review form. Section 4 asks
for "confidential comments to the editor"; these are never shown to the authors.

Reviewer: Should I put my concern about possible duplicate publication in section 4 or in the main report? {v('datetime', '(sent ' + day_first(t) + ')')}
Assistant:""", f"{SRC}reviewers:sent-stamp", ["parenthesised", "last_user", "day_first"])


@pos
def _reviewer_ctx_line(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""[ctx {v('session_id', 'rv_session=' + g.cuid2())} {v('epoch', 't_ms=' + str(epoch_ms(t)))} journal=QSR role=reviewer]
You check the tone of reviewer reports for Quaternary Science Reports. Point out sentences that are
personal or dismissive and suggest a neutral rewrite for each.

Report excerpt: "Frankly, anyone who has opened a textbook knows this age model is nonsense. The authors
clearly did not read the 2019 paper by Lowe et al."
Assistant:""", f"{SRC}reviewers:ctx-line", ["bracketed_context", "key_value_inline", "cuid2", "epoch_ms"])


@pos
def _review_form_grpc(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.63.0
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.ns())))}
  x-journal: AMSR

You turn a reviewer's bullet points into the structured review form of Applied Materials Science Reports
(Summary, Strengths, Weaknesses, Requests). Keep the reviewer's wording where you can.

Bullets: nice XRD; SEM images too few; no error bars in Fig 4; claims about 'record' conductivity need a
comparison table.
Form:""", f"{SRC}reviewers:grpc", ["grpc_metadata", "epoch_ns", "head", "stable_neighbours"])


# --- positives: editorial decisions --------------------------------------------------------------------------------


@pos
def _decision_letter_date(g: Gen62) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You draft decision letters for handling editors of the British Journal of Hydrogeology. Use the
journal's decision categories (accept, minor revision, major revision, reject and resubmit, reject) and
summarise the reviewers' points; never add points of your own.

{v('date', 'Letter date (today, filled in by the letter tool): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('run_id', 'Letter job: lj_' + g.b62(18))}
Manuscript: BJH-2026-0114 "Recharge estimates for the Chalk from chloride mass balance"
Editor's recommendation: major revision
Reviewer 1 (received 2026-02-27): the chloride deposition data stop in 2019; extend or justify.
Reviewer 2 (received 2026-03-06): uncertainty bounds are missing from Table 4.

Letter:""", f"{SRC}decisions:letter-date", ["today_artefact", "header_block", "long_date", "run_id",
                                            "dates_in_content"])


@pos
def _editor_queue_asof(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""You are the queue assistant for the editor-in-chief of European Journal of Soil Microbiology. Point
out manuscripts that have waited longest for a decision after the last review came in.

Queue {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + t.tzname())} for this request:
| Manuscript      | Handling editor | Last review in | Status               |
|-----------------|-----------------|----------------|----------------------|
| EJSM-2025-0981  | Dr. Lindqvist   | 2026-01-22     | awaiting decision    |
| EJSM-2026-0044  | Prof. Okafor    | 2026-02-19     | awaiting decision    |
| EJSM-2026-0107  | Dr. Vasquez     | 2026-03-02     | awaiting 3rd review  |

Editor-in-chief: Which ones should I chase today?
Assistant:""", f"{SRC}decisions:queue-asof", ["inline_phrase", "snapshot", "iso_minutes", "md_table_content"])


@pos
def _ae_traceparent(g: Gen62) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ' + g.tracestate())}
content-type: application/json

You summarise associate editors' recommendations for the senior editor of Remote Sensing of Glaciers in
three bullets: recommendation, main reason, open question.

AE recommendation (Dr. Rautio, 2026-03-10): Minor revision. Both reviewers accept the velocity retrieval;
reviewer 2 wants the 2017 surge excluded from the trend. I agree, but the authors should keep it in the
supplement. Open: whether the DEM from 2012 is good enough for the thinning rates.
Summary:""", f"{SRC}decisions:traceparent", ["trace_header", "traceparent", "tracestate", "head"])


@pos
def _mistral_decision(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""<s>[INST] You help the editorial office of the American Journal of Agricultural Economics Letters
turn an editor's notes into a polite reject-and-resubmit letter. Keep the editor's reasons, in the
editor's order.
{v('datetime', 'Decision desk time: ' + dotnet_o(t, g.small(0, 10)))}

Editor's notes on AJAEL-2026-0233: identification strategy unconvincing (the 2018 policy change is not
exogenous); data are fine; a resubmission with an event-study design would be welcome. [/INST]""",
                 f"{SRC}decisions:mistral", ["chat_template", "mistral", "dotnet_roundtrip", "no_cue"])


@pos
def _workload_table(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You are the managing editor's assistant at Journal of Computational Linguistics Methods. Suggest which
associate editor should take a new submission on morphological tagging, based on load and expertise.

| Field     | Value                                  |
|-----------|----------------------------------------|
| Workspace | jclm-editorial                         |
{v('session_id', '| Session   | ' + g.objectid(t) + '               |')}
{v('datetime', '| Rendered  | ' + iso_space(t)[:16] + ' UTC                   |')}

Associate editors: Dr. Aydin (morphology, 7 open), Dr. Kowalczyk (parsing, 3 open), Prof. Nnadi (low-
resource morphology, 5 open), Dr. Iversen (MT, 2 open).

Managing editor: Who should handle JCLM-2026-0319?
Assistant:""", f"{SRC}decisions:workload-table", ["md_table", "objectid", "iso_minutes", "stable_neighbours"])


@pos
def _appeal_desk_b3(g: Gen62) -> Draft:
    return Draft(f"""{v('trace_id', 'b3: ' + g.b3())}
You help the publisher's appeals desk of Halcyon Academic Press assess whether an author's appeal raises a
procedural error (which can reopen a decision) or only disagrees with the reviewers (which cannot).

Appeal for HAP-ECO-2025-1402, rejected on 2026-02-11: "Reviewer 3 clearly reviewed a different
manuscript: the comments mention a mouse model, but our study is on zebrafish. We ask that the decision
be reconsidered."

Assessment:""", f"{SRC}decisions:b3", ["b3_single", "head", "dates_in_content"])


@pos
def _decision_ctime_tail(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You check decision letters of the Journal of Medieval Manuscript Studies before they are sent: the
decision must match the editor's choice, every reviewer must be mentioned, and the resubmission deadline
must be 90 days.

Editor's choice: minor revision
Letter: Dear Dr. Haugen, thank you for submitting "Marginalia in three Bergen psalters" (JMMS-2026-0051).
Both reviewers found the argument persuasive. Please address Reviewer 1's comments on the dating of hand B
and resubmit within 60 days.

Problems found:

{v('datetime', 'Prompt built: ' + ctime(t))}""", f"{SRC}decisions:ctime-tail", ["tail", "ctime"])


@pos
def _sk_editor_sentence(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""You are the scheduling helper of the editor of Limnology and Oceanography Notes. {v('datetime', 'The current time is ' + sk_now(t) + '.')} The
editor handles decisions on Tuesdays and Thursdays only and wants at most six decisions per day.

Pending: LON-2026-0402, LON-2026-0415, LON-2026-0418, LON-2026-0420, LON-2026-0433, LON-2026-0437,
LON-2026-0441.

Editor: Plan my decision days for this batch.
Assistant:""", f"{SRC}decisions:sk-sentence", ["inline_sentence", "dotnet_long_datetime"])


# --- positives: preprint servers -----------------------------------------------------------------------------------


@pos
def _transfer_cloudevent(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{{
  "specversion": "1.0",
  "type": "org.preprints.transfer.requested",
  "source": "/servers/ecoevorxiv",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t, 6) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "preprint_doi": "10.32942/X2KP4H",
    "version": 3,
    "posted": "2026-02-14",
    "target_journal": "Oikos Letters"
  }}
}}
You prepare preprint-to-journal transfers. Write the two-sentence note that goes to the journal's
editorial office with the transfer: which preprint, which version, and that reviews (if any) come along.""",
                 f"{SRC}preprints:cloudevent", ["cloudevents", "json_block", "envelope", "rfc3339_us",
                                                "payload_dates"])


@pos
def _gemma_withdrawal(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""<start_of_turn>user
You explain the withdrawal policy of the MedArchive preprint server: a posted preprint cannot be deleted;
it can be marked withdrawn with a short public notice, and earlier versions stay readable.
{v('date', "Today's date: " + iso_date(t))}

I posted my preprint by mistake with the wrong author order. Can you just delete it?<end_of_turn>
<start_of_turn>model""", f"{SRC}preprints:gemma", ["chat_template", "gemma", "iso_date", "no_cue"])


@pos
def _posting_queue_fetch(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""You are the moderation-queue helper of the Commons Preprints server. Tell the moderator
which submissions have waited longer than the two-day service target.

Posting queue fetched {v('datetime', 'at ' + month_first_12h(t) + ' ' + t.tzname())} {v('request_id', '(fetch ' + g.b58() + ')')} for this request:
CP-2026-03318  submitted 2026-03-09 16:40 ET  category: migration   status: in review
CP-2026-03320  submitted 2026-03-10 09:02 ET  category: education   status: needs metadata fix
CP-2026-03327  submitted 2026-03-12 22:15 ET  category: sociology   status: in review

Moderator: Which ones are late?
Assistant:""", f"{SRC}preprints:queue-fetch", ["inline_phrase", "fetch_stamp", "month_first_12h", "base58",
                                               "dates_in_content"])


@pos
def _comment_relay(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You moderate public comments on preprints at Physics Preprint Commons. Approve comments that discuss the
science; hold comments that are personal attacks or advertising. Answer "approve" or "hold: <reason>".

Earlier comments on PPC:2603.01177 (already moderated):
[2026-03-11 08:12 UTC] approved: "Eq. 14 seems to drop a factor of 2; see the derivation in App. B."
[2026-03-12 19:40 UTC] held: "Buy cheap lab equipment at ..."

New comment:
{v('datetime', '[received ' + rfc3339(t) + ']')} "The authors should cite our 2024 paper, which did this first and better."
Decision:""", f"{SRC}preprints:comment-relay", ["received_prefix", "rfc3339", "earlier_times_stay"])


@pos
def _endorsement_xray(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
X-Forwarded-Proto: https

You explain the endorsement system of the MathPrints server to first-time submitters: a new author needs
one endorsement from an established author in the subject class; endorsements never expire and carry no
review of the paper.

User: My supervisor has posted 12 papers in math.AP. Can she endorse me for math.NA as well?
Assistant:""", f"{SRC}preprints:xray", ["amzn_trace", "head", "stable_neighbours"])


@pos
def _announcement_today(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""You answer questions about the announcement schedule of the QuantBio preprint server. Submissions
received by 14:00 US Eastern on a weekday are announced at 20:00 the same day; weekend submissions are
announced on Monday.
{v('date', 'Today is ' + long_date(t) + '.')}

User: If I submit in the next hour, when will my preprint appear?
Assistant:""", f"{SRC}preprints:today-sentence", ["system_tail", "templated_sentence", "long_date",
                                                  "schedule_stays"])


@pos
def _version_diff_grpc_b3multi(g: Gen62) -> Draft:
    tid = g.hex(32)
    return Draft(f"""You compare two versions of a preprint's abstract and list what changed in the claims, not in
wording.
{v('trace_id', 'X-B3-TraceId: ' + tid)}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

Version 1 (posted 2026-01-08): We show that drug X reduces relapse by 40% in 212 patients.
Version 2 (posted 2026-03-04): We show that drug X is associated with 31% fewer relapses in 212
patients; the effect is not significant after adjusting for baseline severity.
Changes:""", f"{SRC}preprints:b3-multi", ["b3_multi", "header_block", "stable_neighbours", "dates_in_content"])


# --- positives: DOI registration and Crossref deposits ------------------------------------------------------------


@pos
def _crossref_deposit_built(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""The deposit tool built this Crossref deposit for the current request. Check it against the journal
article schema before it is sent: missing required elements, wrong date order, DOIs that do not use the
journal's prefix 10.55871.

<doi_batch version="5.3.1" xmlns="http://www.crossref.org/schema/5.3.1">
  <head>
    {v('request_id', '<doi_batch_id>jtpe-' + g.hex(12) + '</doi_batch_id>')}
    {v('datetime', '<timestamp>' + crossref_ts(t) + '</timestamp>')}
    <depositor><depositor_name>Tallinn Press</depositor_name><email_address>doi@tallinnpress.example</email_address></depositor>
    <registrant>Tallinn Press</registrant>
  </head>
  <body>
    <journal>
      <journal_metadata><full_title>Journal of Transport Policy East</full_title><issn media_type="electronic">2736-4417</issn></journal_metadata>
      <journal_article publication_type="full_text">
        <titles><title>Rail freight corridors after 2022</title></titles>
        <publication_date media_type="online"><month>03</month><day>02</day><year>2026</year></publication_date>
        <doi_data><doi>10.55871/jtpe.2026.0112</doi><resource>https://jtpe.example/article/112</resource></doi_data>
      </journal_article>
    </journal>
  </body>
</doi_batch>

Findings:""", f"{SRC}doi:deposit-built", ["xml_element", "crossref_deposit", "built_for_request",
                                          "crossref_timestamp", "dates_in_content"])


@pos
def _submission_log_pull(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You explain Crossref submission logs to journal managers in plain words: what failed and what to fix.

Submission log pulled {v('datetime', 'at ' + py_logging(t))} {v('request_id', '(pull ' + g.ksuid(t) + ')')} for this request:
<doi_batch_diagnostic status="completed" sp="ds4.crossref.org">
  <submission_id>1618294402</submission_id>
  <batch_id>caj-2026-0311-a</batch_id>
  <record_diagnostic status="Success"><doi>10.48211/caj.2026.014</doi><msg>Successfully updated</msg></record_diagnostic>
  <record_diagnostic status="Failure"><doi>10.48211/caj.2026.015</doi><msg>Deposit contains title with less than 3 characters</msg></record_diagnostic>
  <batch_data><record_count>2</record_count><success_count>1</success_count><failure_count>1</failure_count></batch_data>
</doi_batch_diagnostic>

Explanation:""", f"{SRC}doi:log-pull", ["inline_phrase", "fetch_stamp", "python_logging", "ksuid",
                                        "fetched_ids_stay"])


@pos
def _metadata_api_response(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Response to this request's call to the metadata API:
HTTP/1.1 200 OK
{v('datetime', 'date: ' + http_date(t))}
content-type: application/json
x-ratelimit-limit: 50
x-api-pool: polite
{v('request_id', 'x-request-id: ' + g.uuid4())}
access-control-allow-origin: *

{{"status": "ok", "message": {{"DOI": "10.3389/fevo.2025.1187724", "deposited": {{"date-time": "2025-06-03T11:20:41Z"}},
"indexed": {{"date-time": "2026-02-27T04:12:09Z"}}, "is-referenced-by-count": 14, "license": [{{"URL":
"http://creativecommons.org/licenses/by/4.0/", "start": {{"date-parts": [[2025, 6, 2]]}}}}]}}}}

Tell the author whether the article's licence is recorded and when the metadata were last deposited.
Answer:""", f"{SRC}doi:api-response", ["http_response", "call_for_request", "http_date", "request_id",
                                        "payload_dates"])


@pos
def _link_check_run(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You report broken DOI links to the production editor of Scandinavian Journal of Forest Research Notes,
grouped by cause.

Link check {v('run_id', g.cuid2())} ran {v('datetime', 'at ' + rfc3339_off(t.astimezone(UTC)))} against 48 DOIs in volume 41, issue 3.
10.55120/sjfrn.2026.0301  302 -> https://sjfrn.example/a/0301  ok
10.55120/sjfrn.2026.0304  404 at resource URL (article moved to /articles/0304)
10.55120/sjfrn.2026.0307  not registered
10.55120/sjfrn.2026.0311  404 at resource URL (article moved to /articles/0311)
Report:""", f"{SRC}doi:link-check", ["inline_sentence", "cuid2", "rfc3339_plus_zero", "run_id"])


@pos
def _reference_matching_job(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You help copyeditors fix references that the reference-matching service could not link.
{v('run_id', 'Matching job: ' + g.uuid6(t))}
{v('datetime', 'Job finished: ' + rfc3339(t, 6))}
Unmatched references in HJE-2026-0077:
[12] Brandt, K. (2019) Soil carbon in grazed uplands. J. Upland Ecol. 14, 221-34.
[17] Mwangi, P. & Otieno, J. Nitrogen in Kenyan highland soils. Afr. J. Soil Sci. 2021.
[23] Lee S et al. 2020, doi:10.1016/j.geoderma.2020.11446

For each, say what is probably wrong.""", f"{SRC}doi:matching-job", ["header_block", "uuid6", "rfc3339_us",
                                                                    "references_content"])


@pos
def _crossmark_update_json(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Crossmark update request:
{{"journal": "JMIC", {v('request_id', '"request": "' + g.uuid8() + '",')} {v('epoch', '"ts_ms": ' + str(epoch_ms(t)) + ',')} "prefix": "10.61193", "policy_doi": "10.61193/crossmark-policy"}}

Write the short public update note for a correction to article 10.61193/jmic.2026.0042 (the corrected
Figure 2 swaps two panel labels; conclusions unchanged; correction published 2026-03-11).
Note:""", f"{SRC}doi:crossmark-json", ["json_inline", "uuid8", "epoch_ms", "doi_stable"])


# --- positives: ORCID ---------------------------------------------------------------------------------------------


@pos
def _orcid_oauth_state(g: Gen62) -> Draft:
    return Draft(f"""You explain to authors what happens when they click "Connect your ORCID iD" during submission. Do
not ask for their password.
Authorization request for this session: client_id=APP-7MQ4R2XJ1K9T0B3L response_type=code scope=/authenticate {v('nonce', 'state=' + g.b64url(24))} redirect_uri=https://submit.vilnius-press.example/orcid/callback

Author: Why does the ORCID page ask me to authorize the journal? Will they be able to edit my record?
Assistant:""", f"{SRC}orcid:oauth-state", ["key_value_inline", "nonce", "b64url", "stable_neighbours"])


@pos
def _orcid_id_token(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Signed-in author: Dr. Nomvula Dlamini
ORCID iD: 0000-0002-8841-2076
{v('token', 'X-Id-Token: ' + g.jwt(t, '0000-0002-8841-2076'))}
Affiliation: University of Limpopo (ROR https://ror.org/017p87168)

You help authors of the South African Journal of Agrometeorology fill in the author details form from
their authenticated ORCID iD. Never change the iD.

Author: The form shows my old affiliation. How do I fix it?
Assistant:""", f"{SRC}orcid:id-token", ["header_block", "jwt", "orcid_stable", "stable_neighbours"])


@pos
def _orcid_record_read(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You suggest which of an author's works a reviewer-finder could list as "recent", meaning published in
the last three years.

Works read from the public registry {v('datetime', 'at ' + iso_space(t) + ' UTC')} for this request:
0000-0003-3312-9074 | put-code 148821093 | 2025 | Journal of Arid Rangelands | last-modified 2025-10-02
0000-0003-3312-9074 | put-code 131208414 | 2023 | Rangeland Ecology Letters | last-modified 2023-12-19
0000-0003-3312-9074 | put-code 98112201  | 2019 | Grassland Science Notes   | last-modified 2021-04-07
Recent works:""", f"{SRC}orcid:record-read", ["inline_phrase", "fetch_stamp", "iso_space", "fetched_dates_stay"])


@pos
def _orcid_html_comment(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""<!-- orcid_flow {v('request_id', 'req=' + g.xid(t))} {v('datetime', 'at=' + rfc3339(t))} client=APP-2HQ8T0MZ5W1YV7RK -->
You help authors whose ORCID connection failed during submission to the Baltic Journal of Linguistics.
Common causes: pop-ups blocked, the ORCID account's primary e-mail not verified, or the author denied
access.

Author: It just says "access_denied" and sends me back to the form.
Assistant:""", f"{SRC}orcid:html-comment", ["html_comment", "key_value_inline", "xid", "rfc3339", "head"])


# --- positives: research grant applications --------------------------------------------------------------------------


@pos
def _proposal_aide_today(g: Gen62) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the proposal-writing aide of the research office at Lancaster Moor University. You help
applicants shape a case for support; you never write the science for them and you flag anything that
breaks the call rules.
{v('date', 'Today is ' + british_long(t) + '.')}

Call: Responsive mode, Environmental Change, closing 16:00 BST on 24 September 2026. Case for support:
at most 8 pages; the pathways-to-impact section was removed from this call.

Applicant: I still have the pathways-to-impact text from my last proposal. Where should it go?
Assistant:""", f"{SRC}grants:today-sentence", ["templated_sentence", "british_long_date", "call_deadline_stays"])


@pos
def _eligibility_check_run(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""You explain eligibility checks for a European research council's Starting Grants to applicants.

Eligibility check {v('run_id', g.uuid7(t))} ran {v('datetime', 'at ' + f'{t:%d.%m.%Y %H:%M:%S}' + ' ' + t.tzname())} against call SG-2027 (rules of 2026-01-15).
PhD award date: 2020-11-26 -> 5 years 10 months before the call's cut-off date 2026-10-01
Eligibility window: 2 to 7 years after the PhD -> eligible
Career breaks declared: parental leave 2022-03-01 to 2022-08-31 (not needed)

Applicant: Do I need to upload anything about my parental leave?
Assistant:""", f"{SRC}grants:eligibility-run", ["inline_sentence", "uuid7", "dotted_day_first", "run_id",
                                                "dates_in_content"])


@pos
def _pre_award_routing(g: Gen62) -> Draft:
    t = g.moment_nz()
    return Draft(f"""## Routing context
- **Office:** Research & Enterprise, Te Whanganui Institute
- **Application:** MARS-26-0418 (Marsden-style fund, standard grant)
{v('session_id', '- **Routing session:** rs_' + g.b62(16))}
{v('datetime', '- **Opened:** ' + rfc3339(t))}
- **Approvers:** Head of School, Faculty Research Manager

You walk applicants through internal sign-off before a grant goes to the funder. Approvals need 5
working days; the internal deadline is 10 working days before the funder's deadline.

Applicant: The funder deadline is in 9 working days. Can I still submit?
Assistant:""", f"{SRC}grants:routing-bullets", ["md_bullets", "work_session", "rfc3339", "offset",
                                                "stable_neighbours"])


@pos
def _saka_grant_portal(g: Gen62) -> Draft:
    t = g.moment(IST)
    return Draft(f"""You are the help assistant of a national research funding portal in India. Answer in English unless
the applicant writes in Hindi. Quote the relevant clause of the scheme guidelines.
{v('date', now_saka(t))}
{v('date', 'Today (Gregorian): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
Scheme: Core Research Grant, guidelines of 2025 (clause 4.3: one proposal per PI per cycle)
Proposal No.: CRG/2026/004417

Applicant: My co-PI also wants to submit a separate proposal as PI. Is that allowed?
Answer:""", f"{SRC}grants:saka", ["header_block", "saka_calendar", "long_date", "non_gregorian",
                                  "stable_neighbours"])


@pos
def _bangla_grant_desk(g: Gen62) -> Draft:
    t = g.moment(BDT)
    return Draft(f"""You are the help desk of a research grant programme for universities in Bangladesh. Reply in Bangla.
Applications close on 30 September 2026; each proposal needs a budget in BDT and a signed forwarding letter
from the head of department.
{v('date', now_bangabda(t))}

আবেদনকারী: বিভাগীয় প্রধান এখন ছুটিতে আছেন। ভারপ্রাপ্ত প্রধানের স্বাক্ষর দিলে কি চলবে?""",
                 f"{SRC}grants:bangabda", ["system_tail", "bangabda_calendar", "bengali_digits", "non_gregorian",
                                          "non_english", "no_cue"])


@pos
def _grant_form_upload(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""You check uploaded grant application forms of a Swiss-style national science foundation for
consistency between the summary page and the budget page.

{v('request_id', 'Upload: ' + g.ksuid(t))}
{v('datetime', 'Received: ' + java_date(t))}
Uploaded form (text extracted):
Project start: 01.10.2026   Duration: 48 months   Requested amount: CHF 812,400
Budget page: Personnel CHF 690,000; equipment CHF 72,400; travel CHF 30,000; open access CHF 20,000;
total CHF 802,400. Start date on budget page: 01.01.2027.

Inconsistencies:""", f"{SRC}grants:form-upload", ["upload_stamp", "header_block", "ksuid", "java_date",
                                                  "program_line_next_to_block"])


@pos
def _s2s_toml(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""+++
portal = "grants-s2s"
agency = "NSF-style science foundation"
{v('datetime', 'requested_at = ' + rfc3339(t, 3))}
{v('request_id', 'request = "' + g.hex(24) + '"')}
schema = "RR_SF424_5_0"
+++
You explain system-to-system validation errors to sponsored-programs staff. Errors block submission;
warnings do not.

Validation result: ERROR 'Senior/Key Person Profile: Biosketch attachment missing for PD/PI'; WARNING
'Project Narrative exceeds 15 pages (16)'.

Staff: Can we submit now and fix the biosketch later?
Assistant:""", f"{SRC}grants:toml", ["front_matter", "toml", "rfc3339", "offset", "hex_id", "head"])


@pos
def _lay_summary_windows(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""Grant Writer Add-in 3.4 (Word)
Workstation: RO-LAPTOP-117
{v('datetime', 'System time: ' + windows_general(t))}
Document: R01_resubmission_v7.docx

Rewrite the applicant's lay summary at a reading age of about 12, at most 120 words, without changing
what the project will do.

Lay summary: This project will elucidate the mechanistic underpinnings of microglial priming in
neurodegeneration using longitudinal PET imaging and single-cell transcriptomics in a murine model.
Rewrite:""", f"{SRC}grants:windows-clock", ["header_block", "head", "windows_datetime", "stable_neighbours"])


@pos
def _support_letter_json(g: Gen62) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{{"tool": "letter-writer", {v('run_id', '"job": "lw_' + g.b62(12) + '",')} {v('date', '"letter_date": "' + iso_date(t) + '",')} "template": "support-v3"}}
Draft a letter of support from the Head of School for Dr. Amira Haddad's fellowship application (Rising
Leaders Fellowship, 4 years from 1 January 2027). The school commits bench space in Lab 2.14, 20% of a
technician and a bridging fund of GBP 15,000. Use the letter date given above.""",
                 f"{SRC}grants:letter-json", ["json_inline", "today_artefact", "iso_date", "run_id", "head"])


# --- positives: grant review panels --------------------------------------------------------------------------------


@pos
def _scoring_console_ini(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""[panel]
name = LS2 Genetics, Genomics and Bioinformatics
call = AdG-2026
[session]
{v('session_id', 'id = ' + g.uuid4())}
{v('datetime', 'opened = ' + rfc3339(t))}
reviewer = R-0412

You help panel members of a research council turn their scores into a consistent written assessment:
one paragraph per criterion, no new arguments, and the final score must match the numbers given.

Scores for proposal 101163447: PI 4.5, methodology 3.0, feasibility 3.5. Notes: very strong PI; the
single-cell atlas in WP2 is not costed; timeline for WP3 unrealistic.
Assessment:""", f"{SRC}panels:ini", ["ini", "work_session", "uuid", "rfc3339", "offset", "head"])


@pos
def _panel_teams_activity(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  {v('datetime', '"localTimestamp": "' + rfc3339(t, 3) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Prof. Sofia Almeida", "aadObjectId": "9c2e41f0-6a83-4b1c-9e57-d04c82b5a611"}},
  "conversation": {{"conversationType": "personal", "id": "a:1Qv8Zk3rT0mN4pW7"}},
  "text": "Summarise the disagreement on proposal 101162980 so far: R1 says novel but risky, R3 says incremental."
}}
You are the rapporteur assistant of a grant panel meeting in Teams. Summarise disagreements neutrally in
at most three sentences and never suggest a score.""", f"{SRC}panels:teams", ["teams_activity", "json_block",
                                                                                "head", "js_iso", "rfc3339"])


@pos
def _coi_session_token(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Reviewer: Dr. Farid Nazarov (College of Reviewers, member since 2021)
{v('token', 'X-Session-Token: ' + g.jwt(t, 'cor-88213'))}
Funder: Central Asian Science Foundation

You help peer reviewers decide whether they have a conflict of interest with a proposal. A conflict
exists for co-authorship in the last 3 years, the same department, supervision at any time, or
financial ties.

Reviewer: I co-authored a paper with the applicant in 2021 and we are both on a COST Action now.
Assistant:""", f"{SRC}panels:coi-jwt", ["header_block", "jwt", "member_since", "stable_neighbours"])


@pos
def _assignment_run(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You explain reviewer assignments to the programme officer of the Nordic Polar Research Programme.

Assignment run {v('run_id', g.ulid(t))} finished {v('datetime', 'at ' + rfc3339(t, 3))} for panel PE6 (34 proposals, 11 reviewers).
Unassigned: NPRP-26-113 (all matching reviewers conflicted), NPRP-26-129 (needs sea-ice modelling).
Overloaded: Dr. Aho (8 proposals, cap 6).

Officer: What should I do about the two unassigned proposals?
Assistant:""", f"{SRC}panels:assignment-run", ["inline_sentence", "ulid", "rfc3339", "run_id"])


@pos
def _rapporteur_epoch_us(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""Panel meeting notes assistant, Marine Resources panel, 2026 round.
room: virtual-3
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Turn the chair's shorthand into a clean consensus statement for the applicant.

Shorthand: strong team; WP1 ok; WP2 sampling plan thin (no power calc); budget: ship time not confirmed
by the fleet operator; overall fundable if ship time confirmed.
Consensus statement:""", f"{SRC}panels:epoch-us", ["header_block", "epoch_us", "stable_neighbours"])


@pos
def _score_calibration_asctime(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{v('datetime', 'Date: ' + asctime(t))}
Server: panel-tools-02

You compare one reviewer's scores with the panel median and flag differences of 1.5 points or more, so
the chair can ask about them. Do not judge who is right.

Proposal 4471: reviewer 3.0 / median 4.5. Proposal 4480: reviewer 4.0 / median 4.0. Proposal 4492:
reviewer 2.0 / median 3.0. Proposal 4501: reviewer 5.0 / median 3.0.
Flags:""", f"{SRC}panels:asctime", ["header_block", "head", "asctime", "stable_neighbours"])


# --- positives: funder reporting -------------------------------------------------------------------------------------


@pos
def _progress_report_date(g: Gen62) -> Draft:
    t = g.moment(AEST)
    return Draft(f"""You draft annual progress reports for research grants administered by Moreton Bay University. Use the
funder's headings (Progress against aims, Outputs, Changes, Next 12 months) and only the facts given.

{v('date', 'Report date (today, filled in by the report tool): ' + f'{t.day:02d}/{t.month:02d}/{t.year}')}
{v('run_id', 'Report job: rj-' + g.hex(10))}
Grant: DP250100417, 2025-2027, CI Prof. Grace Whitlock
Facts: Aim 1 complete (paper in press, Ecol. Monogr.); Aim 2 delayed 4 months by a drone permit (granted
2026-02-20); postdoc started 2025-09-01; no budget variation.

Report:""", f"{SRC}reporting:report-date", ["today_artefact", "header_block", "day_first_date", "run_id",
                                            "dates_in_content"])


@pos
def _outcomes_portal_yaml(g: Gen62) -> Draft:
    t = g.moment_uk()
    return Draft(f"""outcomes_portal:
  funder: UK-style research council
  submission_period: 2026-02-05 to 2026-09-17
  {v('session_id', 'session: ' + g.b32(26))}
  {v('datetime', 'opened: ' + rfc3339(t))}
  award: NE/X014471/1
You help award holders enter outcomes in the funder's annual submission: publications, collaborations,
further funding, policy influence. Tell them which section each item belongs in.

PI: We were invited to give evidence to a parliamentary committee on peat restoration. Where does that go?
Assistant:""", f"{SRC}reporting:nested-yaml", ["nested_yaml", "work_session", "base32", "rfc3339",
                                               "stable_neighbours", "head"])


@pos
def _publications_pulled(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You check that publications reported against a grant acknowledge it correctly: the grant number must
appear in the funding statement, and the article must be open access under the funder's policy.

Publications pulled from the funder's portal {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
1. 10.1016/j.soilbio.2025.109812, published 2025-07-14, gold OA (CC BY), funding statement cites
   EP/W017442/1
2. 10.1111/gcb.17502, published 2025-11-02, green OA (accepted manuscript in repository after a 6-month
   embargo), funding statement: "This work was supported by the Research Council."
3. 10.5194/bg-23-441-2026, published 2026-01-20, gold OA (CC BY), funding statement cites EP/W017442/1

Problems:""", f"{SRC}reporting:publications-pulled", ["inline_phrase", "fetch_stamp", "rfc3339",
                                                       "dois_content", "dates_in_content"])


@pos
def _nce_page_opened(g: Gen62) -> Draft:
    t = g.moment_east()
    zone = "Eastern Daylight Time" if t.tzname() == "EDT" else "Eastern Standard Time"
    return Draft(f"""Read the award page the user has open and help them decide whether to request a no-cost extension.
Page title: Award 2214470 - Collaborative Research: Coastal Marsh Carbon
{v('datetime', 'Page opened: ' + js_tostring(t, zone))}

Page text: Award period 2022-09-01 to 2026-08-31. Remaining balance USD 48,210. A first no-cost
extension of up to 12 months may be approved by the grantee institution if requested at least 10 days
before the end date.

User: We lost a field season to the hurricane. Can we still ask for an extension?
Assistant:""", f"{SRC}reporting:page-opened", ["header_block", "js_date_tostring", "dates_in_content"])


@pos
def _final_report_agent(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You are a research-reporting agent with the tools search_outputs and fetch_award. Think step by step and
cite each output by its DOI or handle.
{v('datetime', 'Current time: ' + py_str(t))}

Task: Draft the outputs section of the final report for award ERA-NET-2023-118, listing journal
articles, datasets and software released during the award.""", f"{SRC}reporting:agent", ["system_tail",
                                                                                        "python_str_datetime"])


@pos
def _ack_checker_env(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{v('run_id', 'REPORT_RUN_ID=' + g.cuid2())}
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}
FUNDER=wellspring-foundation
POLICY_VERSION=2024-10

Check the acknowledgement sentence against the funder's wording: "This research was funded in whole, or
in part, by the Wellspring Foundation [grant number]. For the purpose of open access, the author has
applied a CC BY public copyright licence to any Author Accepted Manuscript version arising from this
submission."

Acknowledgement in the paper: "We thank Wellspring for support (WF-224018)."
Verdict:""", f"{SRC}reporting:env-lines", ["key_value_lines", "head", "cuid2", "epoch_s", "policy_version"])


# --- positives: open-access fees ------------------------------------------------------------------------------------


@pos
def _apc_quote_sentence(g: Gen62) -> Draft:
    t = g.moment_cet()
    until = t + timedelta(days=30)
    return Draft(f"""You explain article processing charges to accepted authors of the Central European Journal of
Hydrochemistry. Mention waivers only if the author's country is on the waiver list.

Quote {v('request_id', 'q_' + g.b62(14))} generated {v('datetime', 'at ' + rfc3339(t))} {v('datetime', '(valid until ' + rfc3339(until) + ')')} for article CEJH-2026-0207: APC EUR 1,890 plus VAT where applicable; institutional agreement: none found for the corresponding author's affiliation.

Author: My co-author is at a university with a read-and-publish deal. Can we use that instead?
Assistant:""", f"{SRC}oa:apc-quote", ["inline_sentence", "quote", "validity_from_now", "rfc3339", "offset"])


@pos
def _ta_eligibility_edge(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, False))}
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: NL

You check whether a corresponding author is covered by a transformative agreement. Coverage depends on
the corresponding author's affiliation at acceptance, the article type and the journal's inclusion.

Agreement list (2026): Dutch consortium, all hybrid journals, research and review articles, uncapped.
Author: Accepted 2026-02-26, affiliation Wageningen, article type: Perspective, journal: hybrid.
Covered?""", f"{SRC}oa:ta-edge", ["cdn_headers", "amzn_trace", "cf_ray", "head", "stable_neighbours"])


@pos
def _apc_stripe(g: Gen62) -> Draft:
    return Draft(f"""You are the payments helper of Halcyon Open. Explain APC charges in plain words; never show full card
numbers.

Payment context:
Stripe-Version: 2025-03-31.basil
Customer: cus_Qf4KzT8mVb2NxR
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Author: I was charged EUR 2,150 but my invoice said EUR 1,750. Why?
Assistant:""", f"{SRC}oa:stripe", ["header_block", "stripe", "request_id", "api_version_stays"])


@pos
def _oa_fund_json(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""{{"desk": "oa-fund", {v('request_id', '"req": "' + g.b62(20) + '",')} {v('epoch', '"ts": ' + str(epoch_s(t)) + ',')} "institution": "Karelia University", "fund_year": "2026"}}
You answer questions about the university's open-access fund. The fund pays APCs up to EUR 2,500 for
fully open-access journals listed in the directory; it does not pay hybrid journals or page charges.

Researcher: My paper is accepted in a hybrid journal with a EUR 3,200 APC. Can the fund pay part of it?
Assistant:""", f"{SRC}oa:fund-json", ["json_inline", "b62", "epoch_s", "head"])


@pos
def _apc_iso_week(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You plan which accepted papers the library's APC budget can cover this quarter. Remaining budget:
EUR 11,600. Priority: papers by early-career researchers first, then by acceptance date.
{v('date', 'Current week: ' + iso_week(t))}

Accepted, awaiting payment:
A. accepted 2026-02-03, APC 2,950, first author PhD student
B. accepted 2026-02-17, APC 1,200, first author professor
C. accepted 2026-03-01, APC 3,400, first author postdoc
D. accepted 2026-03-09, APC 4,100, first author professor

Plan:""", f"{SRC}oa:iso-week", ["system_tail", "iso_week", "dates_in_content"])


# --- positives: journal production -----------------------------------------------------------------------------------


@pos
def _jats_validation_run(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You explain JATS validation errors to the production editor of Marine Ecology Progress Notes and say
which ones the typesetter must fix before the article can be published.

JATS validation run {v('run_id', g.xid(t))} started {v('datetime', 'at ' + rfc3339(t))} on article MEPN-26-0412 (JATS 1.3, Publishing tag set).
ERROR line 88: element "contrib-id" attribute "contrib-id-type" has invalid value "ORCID"
ERROR line 412: <xref ref-type="bibr" rid="B31"> points to a missing <ref id="B31">
WARNING line 15: <pub-date> without @date-type; assuming "pub"

Explanation:""", f"{SRC}production:jats-run", ["inline_sentence", "xid", "rfc3339", "run_id"])


@pos
def _proof_session(g: Gen62) -> Draft:
    t = g.moment(AEST)
    return Draft(f"""Online proofing, article ASZ-2026-0091
{v('session_id', 'Proof session: ' + g.uuid4())}
{v('datetime', 'Proof opened: ' + rfc3339(t))}
Corresponding author: Dr. Liam O'Connell

You help authors answer the typesetter's author queries (AQ) on their proof. Only factual corrections
are allowed at this stage; no new text or references.

AQ1: Please check the spelling of the second author's name (Ngata / Ngātā).
AQ2: Reference 14 (Kowalski 2021) is not cited in the text. Please cite it or delete it.
AQ3: Please provide the city for affiliation 3.

Author: Can I add a new figure that a reviewer suggested last month?
Assistant:""", f"{SRC}production:proof-session", ["header_block", "work_session", "uuid", "rfc3339",
                                                  "offset", "head"])


@pos
def _latex_build_line(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You help authors of the Journal of Algebraic Structures fix LaTeX compile errors in the journal's
class file. Quote the failing line and give the smallest fix.

{v('datetime', 'build_started_at=' + go_nano(t, g.ns()))} {v('request_id', 'build=' + g.hex(12))} engine=pdflatex class=jas.cls v2.3
! Undefined control sequence.
l.214 \\begin{{theorem}}[Main]\\label{{thm:main}}\\cref
                                               {{lem:2}} shows ...
! LaTeX Error: Environment proof* undefined.

Fix:""", f"{SRC}production:latex-line", ["logfmt", "key_value_inline", "go_rfc3339nano", "hex_id",
                                          "program_line_next_to_block"])


@pos
def _figure_upload_prefix(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You check figure files against the artwork guidelines of the Journal of Comparative Neurology Notes:
TIFF or EPS, at least 300 dpi for halftones and 600 dpi for line art, RGB for online-only colour.

{v('request_id', '[upload ' + g.b58() + ' ' + iso_basic(t) + ']')} Figure 3 (fig3_v2.tif): 2400 x 1800 px, 150 dpi, CMYK, halftone
Figure 4 (fig4.eps): vector, line art, RGB
Figure 5 (fig5.png): 3000 x 2000 px, 300 dpi, RGB, halftone

Which figures need to be resupplied?
Answer:""", f"{SRC}production:upload-prefix", ["upload_prefix", "base58", "iso_basic",
                                               "program_line_next_to_block"])


@pos
def _pagination_plan(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You plan the page make-up of the next print issue of the Journal of Alpine Geography. The issue has 128
pages; articles start on a right-hand (odd) page; the editorial takes pages 1-2.

Pagination plan computed {v('datetime', 'at ' + pg_timestamptz(t))} for this request:
Editorial            2 pp
JAG-2026-0033       27 pp
JAG-2026-0041       31 pp
JAG-2026-0052       24 pp
JAG-2026-0058       29 pp

Question: Do these fit, and which article would have to move to the next issue if not?
Answer:""", f"{SRC}production:pagination", ["inline_phrase", "postgres_timestamptz", "snapshot"])


@pos
def _phi3_copyedit(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""<|system|>
You copyedit abstracts to the house style of the Journal of Applied Phycology Letters: British spelling,
SI units with a thin space, "per cent" spelled out, no abbreviations in the title.
{v('datetime', 'Request time: ' + rfc3339(t, 3))}
<|end|>
<|user|>
Abstract: We analyzed lipid yields of 14 strains at 25C and found a 12% increase in Chlorella sp. under
N-limitation.<|end|>
<|assistant|>""", f"{SRC}production:phi3", ["chat_template", "phi3", "rfc3339", "no_cue"])


@pos
def _typesetter_transfer(g: Gen62) -> Draft:
    t = g.moment(IST)
    return Draft(f"""Package received from the typesetter (Chennai):
{v('request_id', 'Transfer-Id: ' + g.b32(20))}
{v('datetime', 'Transfer-Received: ' + iso_basic(t))}
Manifest: JPSR-2026-0188.xml, JPSR-2026-0188.pdf, 6 figures (TIFF), 2 supplementary files, typesetter log
dated 2026-03-10.

You check delivery packages from typesetters before online publication: the manifest must list the XML,
the PDF and every figure; report anything missing.

Question: Is this package complete for an article with 7 figures?
Answer:""", f"{SRC}production:transfer", ["header_block", "head", "base32", "iso_basic", "dates_in_content"])


@pos
def _mathml_conversion_r(g: Gen62) -> Draft:
    t = g.moment(CST8)
    return Draft(f"""You explain why equations failed to convert from LaTeX to MathML for the production team of the
Journal of Statistical Computing Notes.
conversion_host: tex2mml-2
{v('datetime', 'clock (R Sys.time): ' + r_systime(t))}
Failed equations: eq. (7) uses \\operatorname*{{arg\\,min}}; eq. (12) uses \\tag*{{$\\star$}}; eq. (15) uses a
user macro \\E defined in the preamble.
Explanation:""", f"{SRC}production:r-clock", ["system_tail", "r_systime", "stable_neighbours"])


# --- positives: journals in smaller languages, and values whose labels say nothing ---------------------------------


@pos
def _faroese_review_extension(g: Gen62) -> Draft:
    t = g.moment_faroe()
    return Draft(f"""You are the editorial assistant of a Faroese natural-science journal. Reviewers have four weeks; the
handling editor may grant one extension of up to two weeks. Answer in Faroese.
{v('date', now_faroese(t))}

Brúkari: Eg havi fingið boð um at meta eina grein, men eg havi ikki tíð fyrr enn í næsta mánaði. Kann eg fáa longri freist?""",
                 f"{SRC}languages:faroese", ["system_tail", "faroese", "localized_now", "non_english", "no_cue"])


@pos
def _esperanto_reviewer(g: Gen62) -> Draft:
    t = g.moment_cet()
    return Draft(f"""{v('datetime', now_esperanto(t))}
{v('session_id', 'Seanco: ' + g.nanoid())}
Revuo: Internacia Revuo pri Aplikata Lingvistiko

You support reviewers of an Esperanto-language linguistics journal. Reply in Esperanto. Reviewers may ask
the editor for up to two extra weeks once.

Recenzanto: Mi akceptis recenzi la artikolon, sed mi ne povas fini ĝis la limdato. Ĉu mi rajtas peti du pliajn semajnojn?""",
                 f"{SRC}languages:esperanto", ["head", "header_block", "esperanto", "localized_now", "nanoid",
                                               "non_english", "no_cue"])


@pos
def _yiddish_submission(g: Gen62) -> Draft:
    t = g.moment_east()
    return Draft(f"""You answer submission questions for a journal of Yiddish studies published in New York. Articles may be
written in Yiddish or English; Yiddish articles need an English abstract. Answer in the author's
language.
{v('date', now_yiddish(t))}
{v('request_id', 'Request: ' + g.uuid1())}

מחבר: איך וויל אַרײַנשיקן אַן אַרטיקל וועגן ייִדישע צײַטונגען אין אַרגענטינע. צי מוז דער אַרטיקל זײַן אויף ייִדיש?""",
                 f"{SRC}languages:yiddish", ["system_tail", "yiddish", "hebrew_script", "localized_now", "uuid1",
                                             "non_english", "no_cue"])


@pos
def _tetum_journal(g: Gen62) -> Draft:
    t = g.moment(TLT)
    return Draft(f"""You help authors of an agricultural research journal in Timor-Leste. Articles are accepted in Tetum,
Portuguese or English, with an abstract in English. Reply in Tetum.

Autór: Ha'u hakarak haruka artigu kona-ba kafé iha Ermera. Artigu ne'e bele hakerek iha lian Tetun?
{v('date', now_tetum(t))}""", f"{SRC}languages:tetum", ["last_user", "tetum", "localized_now", "non_english",
                                                           "no_cue"])


@pos
def _dzongkha_journal(g: Gen62) -> Draft:
    t = g.moment(BTT)
    return Draft(f"""{v('date', now_dzongkha(t))}
You answer authors of a Bhutanese journal of Himalayan studies. Submissions close on 31 October 2026 for
the winter issue. Answer in Dzongkha, with the dates in Tibetan digits.

རྩོམ་པ་པོ: རྩོམ་ཡིག་ བཙུགས་ནིའི་ མཇུག་བསྡུའི་ཚེས་གྲངས་ ག་དེ་ཨིན་ན?""", f"{SRC}languages:dzongkha",
                 ["head", "dzongkha", "tibetan_digits", "localized_now", "non_english", "no_cue"])


@pos
def _heading_bare_value(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""## Role
You answer questions from guest editors of special issues at Meridian Geoscience Press: timelines,
invitations, conflicts of interest, and how many papers a guest editor may author in their own issue
(at most one, handled by another editor).

## Context
{v('datetime', rfc3339(t, 3))}

## Question
Guest editor: Can I submit a paper of my own to the special issue I am editing?
Answer:""", f"{SRC}unlabelled:heading-value", ["value_on_own_line", "rfc3339", "shape_only"])


@pos
def _opaque_labels(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""journal: Applied Ornithology Reports
{v('request_id', 'tag: ' + g.uuid7(t))}
{v('epoch', 'mark: ' + str(epoch_ms(t)))}
lang: en

You explain the journal's policy on bird-ringing data: ringing records must be deposited with the national
ringing scheme before submission, and the scheme's accession number goes in the data statement.

Author: Our ringing data from 2019-2024 are still in our own spreadsheet. Is that a problem?
Assistant:""", f"{SRC}unlabelled:opaque-labels", ["header_block", "head", "uuid7", "epoch_ms", "shape_only",
                                                  "stable_neighbours"])


@pos
def _vendor_header(g: Gen62) -> Draft:
    t = g.moment()
    return Draft(f"""You answer questions about the open peer review model of the Journal of Evidence Synthesis: reports are
published with the article; reviewers choose whether to sign.
{v('request_id', 'X-Edge-Ref: ' + g.b32(26))}
{v('epoch', 'X-Edge-Clock: ' + str(epoch_s(t)) + '.' + f'{t.microsecond // 1000:03d}')}
X-Edge-Region: eu-north

Reviewer: If I sign my report, will the authors see my name before the decision?
Assistant:""", f"{SRC}unlabelled:vendor-headers", ["header_block", "system_tail", "base32", "epoch_msec",
                                                   "shape_only"])


# --- generated positives: one or two fields, a body, a position ---------------------------------------------------

BODIES_EN: list[tuple[str, str, str, str, str, str]] = [
    ("apc-waiver", "oa-desk",
     "You answer questions about APC waivers at Halcyon Open. Authors from countries on the waiver list pay no\n"
     "APC; others may apply for a discretionary waiver before acceptance, never after.",
     "Author", "My paper was accepted yesterday and I forgot to ask for a waiver. Is it too late?", "Assistant:"),
    ("reviewer-guidelines", "review-help",
     "You explain the reviewer guidelines of the Journal of Tropical Hydrology: a report has a summary, major\n"
     "and minor points, and a recommendation that is visible only to the editor.",
     "Reviewer", "Should I say in the report itself that I recommend rejection?", "Assistant:"),
    ("preprint-licence", "preprint-help",
     "You help authors choose a licence when they post a preprint. CC BY allows any reuse with credit; CC\n"
     "BY-NC forbids commercial reuse; some journals require CC BY for later open-access publication.",
     "Author", "Which licence should I pick if I might publish in a journal with a CC BY mandate?", "Assistant:"),
    ("data-statement", "submission-help",
     "You help authors write data availability statements for the Journal of Urban Climate. Statements must\n"
     "name the repository and a persistent identifier, or explain why the data cannot be shared.",
     "Author", "Our data include interviews with residents. How do I phrase the statement?", "Assistant:"),
    ("specific-aims", "grant-coach",
     "You coach early-career researchers on the one-page specific-aims section of a health research grant.\n"
     "Give structural feedback only; never rewrite the science.",
     "Applicant", "My aims page has four aims and no hypothesis. Is that a problem?", "Coach:"),
    ("rights-retention", "policy-check",
     "You check whether a publishing agreement is compatible with the author's funder's rights-retention\n"
     "policy: the author must be able to share the accepted manuscript under CC BY with no embargo.",
     "Author", "The agreement says I may share the accepted manuscript after 12 months. Is that compatible?",
     "Answer:"),
    ("name-change", "author-services",
     "You help authors who have changed their name update their published articles. The publisher updates\n"
     "metadata and PDFs quietly, without a public correction, on the author's request alone.",
     "Author", "I changed my name after my divorce. Can my three articles from before be updated?", "Assistant:"),
    ("reference-style", "copyedit-help",
     "You answer questions about the reference style of the Annals of Island Archaeology: author-date,\n"
     "with DOIs as https links and journal titles in full.",
     "Author", "Do I need to give page numbers for a journal article that has only an article number?",
     "Assistant:"),
    ("transfer-desk", "transfer-desk",
     "You explain manuscript transfers between journals of the Meridian Geoscience portfolio: reviews move\n"
     "with the manuscript if the author agrees; the receiving editor decides independently.",
     "Author", "If I accept the transfer offer, will the new journal see the negative review?", "Assistant:"),
    ("corrections", "ethics-desk",
     "You explain the corrections policy of the Journal of Clinical Imaging Methods: errors that do not\n"
     "change conclusions get a correction; errors that invalidate them lead to retraction.",
     "Author", "We found a mislabelled axis in Figure 2 of our published paper. What happens now?", "Assistant:"),
    ("special-issue", "guest-editor-help",
     "You help guest editors of special issues at Baltic Marine Science plan their timeline: call for\n"
     "papers, submission window, review, and publication in a single volume.",
     "Guest editor", "We want to keep the submission window open for nine months. Is that allowed?",
     "Assistant:"),
    ("cover-art", "production-help",
     "You answer questions about cover image submissions for the Journal of Developmental Zoology: images must\n"
     "be the authors' own, at least 2,000 px wide, and come with a 40-word legend.",
     "Author", "Can we submit a photo taken by a professional photographer we paid?", "Assistant:"),
    ("open-review", "review-help",
     "You explain the open peer review option of the Journal of Evidence-Based Surgery: authors can opt in to\n"
     "have reports published with the article; reviewers decide whether to sign.",
     "Author", "If we opt in, will the first-round reports be published too?", "Assistant:"),
    ("resubmission-intro", "grant-coach",
     "You coach applicants writing the one-page introduction to a resubmitted grant application: respond to\n"
     "the summary statement point by point, and mark changes in the text.",
     "Applicant", "The reviewers disagreed with each other. Do I have to answer both?", "Coach:"),
    ("interim-report", "funder-help",
     "You help award holders of the Northern Arts and Humanities Fund write interim reports. Delays must be\n"
     "reported with their cause and a revised timeline; budget changes over 10% need approval.",
     "Award holder", "Our archive visit slipped by five months because the archive was closed. How do I report it?",
     "Assistant:"),
    ("supplement-doi", "doi-help",
     "You explain how supplementary material gets DOIs at Tallinn Press: each supplementary file deposited\n"
     "with the article gets a component DOI under the article's DOI.",
     "Author", "Can our supplementary video have its own DOI that we cite in another paper?", "Assistant:"),
    ("production-timeline", "production-help",
     "You answer authors' questions about the production timeline of Scandinavian Economic History Notes:\n"
     "proofs within 10 working days of acceptance, online publication within 5 days of approved proofs.",
     "Author", "We approved our proofs a week ago and nothing is online yet. Is something wrong?", "Assistant:"),
    ("authorship-dispute", "ethics-desk",
     "You explain how the editorial office handles authorship disputes: it follows the COPE flowcharts and\n"
     "does not adjudicate; institutions investigate.",
     "Author", "A former student says she should be an author on our accepted paper. What will the journal do?",
     "Assistant:"),
]

BODIES_LANG: list[tuple[str, str, str, str, Callable[[datetime], str], str, str]] = [
    ("fo", "faroese",
     "You help authors of a Faroese journal of Nordic history. Answer in Faroese.",
     "Høvundur: Kann eg senda greinina á enskum, ella skal hon vera á føroyskum?", now_faroese, "faroe",
     "Tíðarritið stovnað: 1952"),
    ("eo", "esperanto",
     "You help authors of an Esperanto journal of interlinguistics. Answer in Esperanto.",
     "Aŭtoro: Ĉu mi povas sendi artikolon, kiu jam aperis kiel antaŭpreso?", now_esperanto, "cet",
     "Revuo fondita: 1978"),
    ("yi", "yiddish",
     "You help readers and authors of a journal of Yiddish studies. Answer in Yiddish.",
     "מחבר: ווי לאַנג דויערט די רעצענזיע פֿון אַן אַרטיקל?", now_yiddish, "east",
     "זשורנאַל געגרינדעט: 1961"),
    ("dv", "dhivehi",
     "You help authors of a Maldivian journal of marine science. Answer in Dhivehi.",
     "ލިޔުންތެރިޔާ: އަހަރެންގެ ޕޭޕަރު ޖާރނަލަށް ފޮނުވިދާނީ ކިހިނެއް؟", now_dhivehi, "mvt",
     "ޖާރނަލް ފެށި އަހަރު: 2011"),
    ("dz", "dzongkha",
     "You help authors of a Bhutanese journal of Himalayan studies. Answer in Dzongkha.",
     "རྩོམ་པ་པོ: དཔྱད་ཞིབ་འབད་ནི་ལུ་ ཟླཝ་ག་དེམ་ཅིག་ འགོར་ནི་ཨིན་ན?", now_dzongkha, "btt",
     "Founded: 1999"),
    ("ug", "uyghur",
     "You help authors of a Uyghur-language journal of linguistics. Answer in Uyghur.",
     "ئاپتور: ماقالەمنى ژۇرنالغا قانداق يوللايمەن؟ قانچە ۋاقىتتا جاۋاب كېلىدۇ؟", now_uyghur, "cst8",
     "Journal ISSN: 1006-4079"),
    ("ky", "kyrgyz",
     "You help authors of a Kyrgyz journal of mountain ecology. Answer in Kyrgyz.",
     "Автор: Макаламды журналга кантип жөнөтөм? Рецензия канча убакытка созулат?", now_kyrgyz, "kgt",
     "Журнал негизделген: 2004"),
    ("tk", "turkmen",
     "You help authors of a Turkmen journal of desert research. Answer in Turkmen.",
     "Awtor: Makalamy žurnala nädip ibermeli? Syn näçe wagt dowam edýär?", now_turkmen, "tmt",
     "Žurnal esaslandyrylan: 1967"),
    ("cv", "chuvash",
     "You help authors of a Chuvash journal of regional history. Answer in Chuvash.",
     "Автор: Статьяна журнала епле ярса памалла? Рецензи миҫе уйӑх тӑсӑлать?", now_chuvash, "msk",
     "Журнал ҫулталӑкӗ: 1993"),
    ("rm", "romansh",
     "You help authors of a Romansh journal of Alpine studies. Answer in Romansh.",
     "Autur: Co poss jau trametter mes artitgel a la revista? Quant ditg dura la recensiun?", now_romansh, "cet",
     "Revista fundada: 1886"),
    ("st", "sesotho",
     "You help authors of a Basotho journal of agriculture. Answer in Sesotho.",
     "Mongoli: Nka romela sengoloa sa ka joang ho jenale? Tlhahlobo e nka nako e kae?", now_sesotho, "sast",
     "Jenale e thehiloe: 1989"),
    ("lg", "luganda",
     "You help authors of a Ugandan journal of health sciences. Answer in Luganda.",
     "Omuwandiisi: Nsobola ntya okuweereza olupapula lwange? Okwekenneenya kutwala bbanga ki?", now_luganda,
     "eat", "Journal founded: 2001"),
    ("as", "assamese",
     "You help authors of an Assamese journal of river studies. Answer in Assamese.",
     "লেখক: মই মোৰ গৱেষণা পত্ৰখন জাৰ্নেললৈ কেনেকৈ পঠিয়াব পাৰো? পৰ্যালোচনাত কিমান সময় লাগে?", now_assamese, "ist",
     "Founded: 1972"),
    ("bn", "bengali-bangabda",
     "You help applicants to a research fund for Bangladeshi universities. Answer in Bangla.",
     "আবেদনকারী: প্রস্তাবের সাথে কি বাজেটের এক্সেল ফাইল দিতে হবে?", now_bangabda, "bdt",
     "তহবিল চালু: ২০১৮"),
]

LANG_USER_ALT = {
    "fo": "Høvundur: Hvussu langa tíð tekur tað, áðrenn eg fái svar frá ritstjórnini?",
    "eo": "Aŭtoro: Kiom longe daŭras la recenzado ĝenerale?",
    "yi": "מחבר: צי מעג איך אַרײַנשיקן דעם זעלבן אַרטיקל צו צוויי זשורנאַלן?",
    "dv": "ލިޔުންތެރިޔާ: ޕޭޕަރު ރިވިއު ކުރުމަށް ކިހާ ދުވަހެއް ނަގާނެ؟",
    "dz": "རྩོམ་པ་པོ: རྩོམ་ཡིག་ དབྱིན་ཇིའི་ཁ་ཐོག་ལུ་ བྲིས་ཆོག་ག?",
    "ug": "ئاپتور: ماقالىنى ئىنگلىزچە يازسام بولامدۇ؟",
    "ky": "Автор: Макаланы англис тилинде жазсам болобу?",
    "tk": "Awtor: Makalany iňlis dilinde ýazyp bolarmy?",
    "cv": "Автор: Статьяна вырӑсла ҫырма юрать-и?",
    "rm": "Autur: Poss jau scriver l'artitgel per tudestg?",
    "st": "Mongoli: Na nka ngola sengoloa ka Senyesemane?",
    "lg": "Omuwandiisi: Nsobola okuwandiika olupapula mu Lungereza?",
    "as": "লেখক: মই প্ৰবন্ধটো ইংৰাজীত লিখিব পাৰোনে?",
    "bn": "আবেদনকারী: প্রস্তাব কি ইংরেজিতে লেখা যাবে?",
}

ZONES: dict[str, Callable[[Gen62], datetime]] = {
    "utc": lambda g: g.moment(),
    "cet": lambda g: g.moment_cet(),
    "uk": lambda g: g.moment_uk(),
    "east": lambda g: g.moment_east(),
    "faroe": lambda g: g.moment_faroe(),
    "nz": lambda g: g.moment_nz(),
    "ist": lambda g: g.moment(IST),
    "npt": lambda g: g.moment(NPT),
    "jst": lambda g: g.moment(JST),
    "kst": lambda g: g.moment(KST),
    "aest": lambda g: g.moment(AEST),
    "acst": lambda g: g.moment(ACST),
    "brt": lambda g: g.moment(BRT),
    "irst": lambda g: g.moment(IRST),
    "sast": lambda g: g.moment(SAST),
    "eat": lambda g: g.moment(EAT),
    "mvt": lambda g: g.moment(MVT),
    "btt": lambda g: g.moment(BTT),
    "cst8": lambda g: g.moment(CST8),
    "kgt": lambda g: g.moment(KGT),
    "tmt": lambda g: g.moment(TMT),
    "msk": lambda g: g.moment(MSK),
    "bdt": lambda g: g.moment(BDT),
}

Field = tuple[str, str, str, str, Callable[[Gen62, datetime], str], bool]

FIELDS: list[Field] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "rfc3339_ns", "Received", "received", lambda g, t: rfc3339_nano(t, g.ns()), False),
    ("datetime", "rfc3339_plus00", "Server time", "server_time", lambda g, t: rfc3339_off(t.astimezone(UTC), 6),
     False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t), False),
    ("datetime", "asctime", "Generated", "generated", lambda g, t: asctime(t), False),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), False),
    ("datetime", "python_isoformat", "now", "now", lambda g, t: py_iso(t), False),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t), False),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.ns()), False),
    ("datetime", "go_time_string", "Context built at", "context_built_at",
     lambda g, t: go_string(t, g.ns(), f"{g.small(1, 900)}.{g.digits(9)}"), False),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp",
     lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t), False),
    ("datetime", "java_date", "Session clock", "session_clock", lambda g, t: java_date(t), False),
    ("datetime", "day_first", "Desk time", "desk_time", lambda g, t: day_first_secs(t), False),
    ("datetime", "dotted_day_first", "Stand", "stand", lambda g, t: f"{t:%d.%m.%Y %H:%M}", False),
    ("datetime", "month_first_12h", "Portal time", "portal_time", lambda g, t: month_first_12h(t), False),
    ("datetime", "us_medium", "Rendered", "rendered", lambda g, t: us_medium(t), False),
    ("datetime", "dd_mon_yyyy", "Prompt assembled", "prompt_assembled", lambda g, t: dd_mon_yyyy(t), False),
    ("datetime", "iso_minutes", "As of", "as_of", lambda g, t: iso_minutes(t), False),
    ("datetime", "postgres_timestamptz", "db_now", "db_now", lambda g, t: pg_timestamptz(t), False),
    ("datetime", "ruby_time", "Time.now", "time_now", lambda g, t: ruby_time(t), False),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t), False),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t), False),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t), False),
    ("datetime", "unix_date", "date(1)", "date_1", lambda g, t: unix_date(t), False),
    ("datetime", "excel_serial", "NOW() serial", "now_serial", lambda g, t: excel_serial(t), True),
    ("datetime", "julian_day", "JD (now)", "jd_now", lambda g, t: julian_day(t), True),
    ("date", "iso_date", "Date", "date", lambda g, t: iso_date(t), False),
    ("date", "long_date", "Today's date", "todays_date", lambda g, t: long_date(t), False),
    ("date", "iso_week", "Current ISO week date", "iso_week", lambda g, t: iso_week(t), False),
    ("date", "weekday", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()], False),
    ("datetime", "time_alone", "Current time", "current_time", lambda g, t: f"{t:%H:%M:%S}", False),
    ("datetime", "time12_alone", "Local time", "local_time", lambda g, t: time12(t), False),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.ns())), True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "uuid1", "X-Correlation-ID", "correlation_id", lambda g, t: g.uuid1(), False),
    ("request_id", "hex32", "X-Request-ID", "x_request_id", lambda g, t: g.hex(32), False),
    ("request_id", "cf_ray", "CF-Ray", "cf_ray", lambda g, t: g.cf_ray(), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3(), False),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False), False),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid(), False),
    ("session_id", "ksuid", "Conversation", "conversation", lambda g, t: g.ksuid(t), False),
    ("session_id", "uuid7", "conversation_id", "conversation_id", lambda g, t: g.uuid7(t), False),
    ("session_id", "objectid", "sessionId", "session_id", lambda g, t: g.objectid(t), False),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t), False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "author-" + g.digits(5)), False),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), False),
    ("request_id", "xid", "Trace", "trace", lambda g, t: g.xid(t), False),
    ("request_id", "cuid2", "Request", "request", lambda g, t: g.cuid2(), False),
    ("request_id", "base32", "Ref", "ref", lambda g, t: g.b32(26), False),
    ("request_id", "base58", "Call", "call", lambda g, t: g.b58(), False),
    ("request_id", "stripe", "Stripe-Request-Id", "stripe_request_id", lambda g, t: "req_" + g.b62(14), False),
]

ID_FIELDS = [f for f in FIELDS if f[0] in ("request_id", "session_id")]

STABLE_EN = ["Model: gpt-4o-2024-08-06", "Locale: en-GB", "Tenant: halcyon-press", "Channel: web",
             "Prompt version: 5.1.0", "Knowledge cutoff: 2024-06", "Region: eu-north-1", "Portfolio: earth-sciences",
             "Time zone: Europe/Oslo", "Build: 2026.02.3", "Publisher: Halcyon Academic Press"]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json", "xml_attr",
             "kv_bracket", "paren_user", "html_comment", "md_bullet"]
LANG_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "html_comment", "md_bullet"]
TWO_FIELD_POSITIONS = {"header_block", "last_user", "footer", "yaml", "json"}
GENERATED_EN = 60
GENERATED_LANG = 28


def _field_text(field: Field, value: str, shape: str) -> str:
    _, _, label, key, _, numeric = field
    if shape == "line":
        return f"{label}: {value}"
    if shape == "yaml":
        return f"{key}: {value}" if numeric else f'{key}: "{value}"'
    if shape == "json":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if shape == "xml":
        return f'{key}="{value}"'
    if shape == "kv":
        return f"{key}={value}" if " " not in value else f'{key}="{value}"'
    if shape == "paren":
        return f"({label}: {value})"
    if shape == "comment":
        return f"<!-- {key}: {value} -->"
    assert shape == "bullet"
    return f"- **{label}:** {value}"


def _render(position: str, marks: list[str], system: str, user: str, cue: str | None, app: str,
            stable: list[str], g: Gen62) -> str:
    tail = f"\n{cue}" if cue else ""
    block = "\n".join(marks)
    if position == "head":
        return f"{block}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{block}\n\n{user}{tail}"
    if position == "header_block":
        lines = list(stable)
        at = g.small(0, len(lines) + 1)
        lines[at:at] = marks
        return "\n".join(lines) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{block}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{block}"
    if position == "yaml":
        return f"---\napp: {app}\n{block}\nlocale: en\n---\n{system}\n\n{user}{tail}"
    if position == "json":
        members = "\n".join("  " + m for m in marks)
        return f'{{\n  "app": "{app}",\n{members}\n  "locale": "en"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<request_context app="{app}" {marks[0]} locale="en"/>\n{system}\n\n{user}{tail}'
    if position == "kv_bracket":
        return f"[ctx app={app} {marks[0]} tier=standard]\n{system}\n\n{user}{tail}"
    if position == "paren_user":
        return f"{system}\n\n{user} {marks[0]}{tail}"
    if position == "html_comment":
        return f"{system}\n{block}\n\n{user}{tail}"
    assert position == "md_bullet"
    return f"## Context\n- **App:** {app}\n{block}\n- **Locale:** en\n\n{system}\n\n{user}{tail}"


SHAPES = {"head": "line", "system_tail": "line", "header_block": "line", "last_user": "line", "footer": "line",
          "yaml": "yaml", "json": "json", "xml_attr": "xml", "kv_bracket": "kv", "paren_user": "paren",
          "html_comment": "comment", "md_bullet": "bullet"}
ZONE_CYCLE = ["utc", "cet", "uk", "east", "ist", "jst", "aest", "brt", "npt", "irst", "kst", "sast", "nz", "acst",
              "eat"]


def generated_positives(g: Gen62) -> list[Draft]:
    """English bodies: one field (two on every third case where a block can hold them) of 60 formats and
    labels at one of twelve positions; bodies in other languages: the current date and time labelled and
    written in the body's language, at one of seven line positions."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    for k in range(GENERATED_EN):
        name, app, system, speaker, question, cue = BODIES_EN[k % len(BODIES_EN)]
        position = POSITIONS[(k + k // len(POSITIONS)) % len(POSITIONS)]
        field = fields[k % len(fields)]
        t = ZONES[ZONE_CYCLE[k % len(ZONE_CYCLE)]](g)
        chosen = [field]
        if position in TWO_FIELD_POSITIONS and k % 3 == 0:
            extra = ID_FIELDS[k % len(ID_FIELDS)]
            if extra[1] != field[1]:
                chosen.append(extra)
        shape = SHAPES[position]
        marks = [v(f[0], _field_text(f, f[4](g, t), shape)) for f in chosen]
        stable = g.rng.sample(STABLE_EN, 3)
        text = _render(position, marks, system, f"{speaker}: {question}", cue, app, stable, g)
        families = [f[1] for f in chosen]
        out.append(Draft(text, f"{SRC}generated:{name}+{'+'.join(families)}",
                         ["generated", position, *families, *(["two_fields"] if len(chosen) > 1 else [])]))
    for k in range(GENERATED_LANG):
        code, lang, system, user, now_fn, zone, stable_local = BODIES_LANG[k % len(BODIES_LANG)]
        if k >= len(BODIES_LANG):
            user = LANG_USER_ALT[code]
        position = LANG_POSITIONS[(k + k // len(BODIES_LANG)) % len(LANG_POSITIONS)]
        t = ZONES[zone](g)
        line = now_fn(t)
        if position == "html_comment":
            line = f"<!-- {line} -->"
        elif position == "md_bullet":
            line = f"- {line}"
        marks = [v("date" if lang == "bengali-bangabda" else "datetime", line)]
        stable = [stable_local, "Locale: " + code, "Channel: web"]
        text = _render(position, marks, system, user, None, "journal-help", stable, g)
        out.append(Draft(text, f"{SRC}generated:lang-{lang}", ["generated", position, lang, "localized_now",
                                                                "non_english", "no_cue"]))
    return out


# --- negatives: material of the same world, pasted -----------------------------------------------------------------

# (source, tags, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("reviewer-report", ["review_report", "dates", "manuscript_id"],
     """Reviewer #2 - report received 2026-02-14 09:41 GMT
Manuscript: JNSE-D-26-00412 "Nitrogen mineralisation under late snowmelt"
Recommendation (confidential): major revision
1. The incubation at 5 C (Methods, l. 140) does not match field temperatures in May 2025.
2. Table 3 reports n = 48 but the text says 52 cores.
3. The 2019 dataset by Aalto et al. should be cited.""",
     "Is this report fair and specific enough to send to the authors?", "The second reviewer's report"),
    ("decision-email", ["email", "rfc2822", "message_id", "decision"],
     """From: Journal of Rural Epidemiology <jre-office@halcyon-press.example>
Date: Tue, 10 Mar 2026 16:02:11 +0000
Message-ID: <20260310160211.JRE-2025-0877.decision@halcyon-press.example>
Subject: Decision on JRE-2025-0877.R1

Dear Dr. Mensah, I am pleased to tell you that your revised manuscript has been accepted for
publication. Proofs will follow from the production team within 10 working days.""",
     "When should I expect the proofs, counting working days?", "The decision e-mail I got"),
    ("invitation-email", ["email", "invitation", "token_in_url", "deadline"],
     """Date: Mon, 9 Mar 2026 07:15:44 -0500
Subject: Invitation to review AJAEL-2026-0233

Dear Dr. Okonkwo, would you be willing to review "Crop insurance take-up after the 2018 reform"?
Please respond by 16 March 2026:
Agree: https://review.ajael.example/invite/accept?inv=83310&t=Zq7kM2pR9xW4
Decline: https://review.ajael.example/invite/decline?inv=83310&t=Zq7kM2pR9xW4
If you agree, the review will be due 21 days after you accept.""",
     "If I accept today, what would my review due date be?", "An invitation in my inbox"),
    ("submission-confirmation", ["email", "uuid_content", "submitted_time"],
     """Submission received
Submission ID: 7c9e6679-7425-40de-944b-e07fc1f90ae7
Manuscript number: IJCH-2026-0188
Submitted: 19 January 2026, 11:52 IST
Corresponding author: Dr. Priya Raghavan
Files: manuscript.docx, figures.zip, cover_letter.pdf""",
     "Which of these numbers should I quote when I write to the editorial office?", "My confirmation page"),
    ("status-history-csv", ["csv", "timestamp_column", "status_history"],
     """Timestamp,Event,Actor
2026-01-19T06:22:08Z,Submitted,author
2026-01-21T10:05:41Z,Technical check passed,editorial assistant
2026-01-22T08:30:00Z,Assigned to editor,EiC
2026-01-30T14:12:55Z,Reviewers invited (3),handling editor
2026-03-02T23:59:00Z,Reviews due,system""",
     "How long did each step take?", "The status history export"),
    ("crossref-deposit-debug", ["crossref_deposit", "xml", "pasted_to_debug", "crossref_timestamp"],
     """<doi_batch version="5.3.1" xmlns="http://www.crossref.org/schema/5.3.1">
  <head>
    <doi_batch_id>caj-2026-0311-a</doi_batch_id>
    <timestamp>20260311142201417</timestamp>
    <depositor><depositor_name>Caucasus Academic Journals</depositor_name><email_address>doi@caj.example</email_address></depositor>
    <registrant>CAJ</registrant>
  </head>
  <body><journal><journal_article publication_type="full_text"><titles><title>Ab</title></titles>
  <doi_data><doi>10.48211/caj.2026.015</doi><resource>https://caj.example/015</resource></doi_data></journal_article></journal></body>
</doi_batch>""",
     "Crossref rejected this deposit. What is wrong with it?", "The deposit we sent yesterday"),
    ("crossref-log", ["crossref_log", "xml", "submission_id"],
     """<doi_batch_diagnostic status="completed" sp="ds4.crossref.org">
  <submission_id>1618290017</submission_id>
  <batch_id>jtpe-2026-03-02</batch_id>
  <record_diagnostic status="Warning"><doi>10.55871/jtpe.2026.0112</doi><msg>Added with conflict</msg><conflict_id>3117794</conflict_id></record_diagnostic>
  <batch_data><record_count>1</record_count><success_count>0</success_count><warning_count>1</warning_count><failure_count>0</failure_count></batch_data>
</doi_batch_diagnostic>""",
     "What does 'Added with conflict' mean and how do we resolve it?", "The log Crossref sent us"),
    ("crossref-api-json", ["json", "api_response", "date_parts", "indexed"],
     """{"status": "ok", "message-type": "work", "message": {
  "DOI": "10.1111/gcb.17502",
  "created": {"date-time": "2025-10-21T08:14:55Z", "timestamp": 1761034495000},
  "deposited": {"date-time": "2025-11-02T02:10:33Z", "timestamp": 1762049433000},
  "indexed": {"date-time": "2026-03-08T11:47:02Z", "timestamp": 1772970422000},
  "published-online": {"date-parts": [[2025, 11, 2]]},
  "is-referenced-by-count": 7}}""",
     "Which of these dates is the publication date I should cite?", "What the API returned for my paper"),
    ("orcid-works-json", ["json", "orcid_record", "epoch_ms", "put_code"],
     """{"created-date": {"value": 1723102455123}, "last-modified-date": {"value": 1772524800456},
 "put-code": 148821093, "title": {"title": {"value": "Grazing and soil carbon in arid rangelands"}},
 "external-ids": {"external-id": [{"external-id-type": "doi", "external-id-value": "10.5555/jar.2025.114"}]},
 "publication-date": {"year": {"value": "2025"}, "month": {"value": "09"}},
 "path": "/0000-0003-3312-9074/work/148821093"}""",
     "Why does my ORCID record show this work as modified in 2026 when I did not touch it?",
     "A work from my ORCID record"),
    ("orcid-callback", ["oauth_callback", "state_in_url", "error"],
     """https://submit.vilnius-press.example/orcid/callback?error=access_denied&error_description=User%20denied%20access&state=pR4vT0kZ9mWq2xL7nB3cYd8s""",
     "I clicked deny by mistake. Do I have to start the whole submission again?",
     "The page I ended up on"),
    ("preprint-versions", ["preprint", "version_history", "rfc1123_like"],
     """Submission history
From: Lea Hoffmann [view email]
[v1] Tue, 3 Feb 2026 14:22:09 UTC (1,204 KB)
[v2] Fri, 20 Feb 2026 09:01:37 UTC (1,311 KB)
[v3] Wed, 11 Mar 2026 17:45:12 UTC (1,298 KB)""",
     "Which version should I cite if the journal version is based on v2?", "The history on the abstract page"),
    ("preprint-hold-email", ["email", "preprint", "moderation", "submission_id"],
     """Date: Thu, 12 Mar 2026 03:10:58 +0000
From: moderation@commons-preprints.example
Subject: Submission CP-2026-03327 on hold

Your submission "Schooling and remittances in rural Nepal" (CP-2026-03327, received 2026-03-10 22:15 ET)
has been put on hold: the PDF contains tracked changes. Please upload a clean PDF within 14 days.""",
     "What exactly do I need to fix?", "The preprint server's e-mail"),
    ("award-letter", ["award_letter", "dates", "grant_number", "amount"],
     """AWARD LETTER
Award number: NE/X014471/1
Title: Peatland restoration and methane flux in the Flow Country
Start date: 1 October 2025    End date: 30 September 2028
Total award: GBP 684,212 (80% FEC)
Terms: annual outcomes reporting via the funder's portal; final report due 3 months after end date.""",
     "When is my final report due?", "Our award letter"),
    ("summary-statement", ["summary_statement", "scores", "council_date"],
     """SUMMARY STATEMENT
Application number: 1 R01 NS137745-01
Review group: CNNT    Meeting date: 2026-02-19    Council: May 2026
Overall impact score: 34    Percentile: 21
Criterion scores: Significance 3, Investigator 2, Innovation 4, Approach 4, Environment 1""",
     "Is a 21st percentile likely to be funded, and what should I change for a resubmission?",
     "My summary statement"),
    ("sf424-page", ["form", "dates", "identifiers"],
     """SF 424 (R&R)
1. TYPE OF SUBMISSION: Application    2. DATE SUBMITTED: 03/05/2026    Applicant Identifier: RO-26-0418
3. DATE RECEIVED BY STATE: (blank)    State Application Identifier: (blank)
4.a. Federal Identifier: R01 NS137745    b. Agency Routing Number: PAR-25-093
12. PROPOSED PROJECT: Start Date 12/01/2026    Ending Date 11/30/2031""",
     "Is the Federal Identifier filled in correctly for a resubmission?", "Page 1 of our form"),
    ("submission-receipt", ["email", "tracking_number", "us_datetime"],
     """Subject: GRANT14471203 Grant Validation Received
Your application was received on Mar 05, 2026 04:31:17 PM EST.
Tracking number: GRANT14471203
Funding opportunity: PAR-25-093
Please do not reply to this message; the agency will notify you by e-mail after validation.""",
     "How long does validation usually take before the agency assigns it?", "The receipt e-mail"),
    ("report-schedule", ["table", "due_dates", "reporting"],
     """| Report            | Period covered          | Due        | Status    |
|-------------------|-------------------------|------------|-----------|
| Annual report 1   | 2025-10-01 - 2026-09-30 | 2026-10-31 | open      |
| Financial stmt 1  | 2025-10-01 - 2026-09-30 | 2026-11-30 | open      |
| Annual report 2   | 2026-10-01 - 2027-09-30 | 2027-10-31 | scheduled |""",
     "Which of these can I already prepare now?", "Our reporting schedule"),
    ("outcomes-csv", ["csv", "date_column", "outcomes"],
     """Outcome type,Title,Date submitted,Award
Publication,Methane flux under rewetting,2026-03-04,NE/X014471/1
Engagement,Parliamentary committee evidence,2026-03-05,NE/X014471/1
Further funding,Peatland Code pilot (GBP 41k),2026-03-05,NE/X014471/1""",
     "Did we report everything in the right category?", "An export from the outcomes portal"),
    ("apc-invoice", ["invoice", "dates", "price", "vat"],
     """INVOICE HAP-INV-2026-004417
Issued: 2026-03-09    Due: 2026-04-08
Bill to: Karelia University Library, VAT FI21734511
Article: CEJH-2026-0207, accepted 2026-03-02
APC EUR 1,890.00, VAT 0% (reverse charge), total EUR 1,890.00""",
     "Why is there no VAT on this invoice?", "The APC invoice"),
    ("stripe-payment-intent", ["json", "stripe", "first_member_id", "epoch"],
     """{"id": "pi_3OqR2kLkdIwHu7ix1Jt8ZrQa", "object": "payment_intent", "amount": 215000, "currency": "eur",
 "created": 1773043329, "customer": "cus_Qf4KzT8mVb2NxR", "description": "APC CEJH-2026-0207 (incl. VAT)",
 "status": "succeeded", "latest_charge": "ch_3OqR2kLkdIwHu7ix1e1tA2Xq"}""",
     "The invoice said EUR 1,750. Why were we charged 2,150?", "The payment record"),
    ("ta-report-csv", ["csv", "agreement", "dates"],
     """Article,Corresponding author,Affiliation,Accepted,Type,Agreement,Status
CEJH-2026-0199,A. Nieminen,University of Oulu,2026-02-26,Research,FinELib 2026,approved
CEJH-2026-0203,M. Berg,Wageningen,2026-02-28,Perspective,UKB 2026,rejected (type)
CEJH-2026-0207,J. Korhonen,Karelia University,2026-03-02,Research,none,-""",
     "Why was the Wageningen article rejected?", "Our agreement report"),
    ("jats-excerpt", ["jats", "xml", "history_dates", "doi"],
     """<article-meta>
  <article-id pub-id-type="doi">10.55120/mepn.2026.0412</article-id>
  <history>
    <date date-type="received"><day>14</day><month>11</month><year>2025</year></date>
    <date date-type="accepted"><day>02</day><month>03</month><year>2026</year></date>
  </history>
  <pub-date pub-type="epub"><day>11</day><month>03</month><year>2026</year></pub-date>
</article-meta>""",
     "Is it correct to use pub-type here, or should it be date-type in JATS 1.3?", "This part of our XML"),
    ("typesetter-log", ["log", "timestamps", "typesetting"],
     """2026-03-10 09:14:22 INFO  job MEPN-26-0412 started (pipeline 7.2)
2026-03-10 09:14:31 INFO  Word -> XML conversion done, 61 references
2026-03-10 09:15:02 WARN  figure 4: colour space CMYK, converted to RGB
2026-03-10 09:16:40 ERROR MathML: unsupported macro \\E in equation 15
2026-03-10 09:16:41 INFO  job finished with 1 error""",
     "What do we need to ask the author for?", "The typesetter's log"),
    ("latex-log", ["latex_log", "format_date", "tool_output"],
     """This is pdfTeX, Version 3.141592653-2.6-1.40.26 (TeX Live 2024) (preloaded format=pdflatex 2025.3.10)
entering extended mode
(./main.tex
LaTeX2e <2024-11-01> patch level 2
(/usr/share/texlive/texmf-dist/tex/latex/jas/jas.cls
Document Class: jas 2023/09/14 v2.3 Journal of Algebraic Structures
! LaTeX Error: File `cleveref.sty' not found.""",
     "Why can't it find cleveref, and can I use it with the journal's class at all?", "My compile log"),
    ("aq-responses", ["proof_corrections", "author_queries"],
     """Proof corrections for ASZ-2026-0091 (returned 2026-03-13)
AQ1: Name is Ngātā (with macrons), please correct throughout.
AQ2: Reference 14 should be deleted.
AQ3: Affiliation 3: Hamilton, New Zealand.
p. 7, l. 22: "1,2000 m" should read "1,200 m".""",
     "Are all of these allowed at proof stage?", "The corrections we sent back"),
    ("issue-plan", ["schedule", "dates", "production"],
     """Vol. 41, issue 3 (print)
Copy deadline: 2026-05-04
Proofs to authors: 2026-05-11 to 2026-05-22
To printer: 2026-06-08
Online issue: 2026-06-15    Print dispatch: 2026-06-22""",
     "If an article's proofs come back on 25 May, can it still go in this issue?", "Our issue schedule"),
    ("retraction-notice", ["notice", "doi", "dates"],
     """Retraction notice
The article "Microglial priming predicts cognitive decline" (https://doi.org/10.5555/jnm.2024.0188),
published online 14 May 2024, has been retracted at the request of the Editor-in-Chief after an
institutional investigation (concluded 2026-02-06) found duplicated western blot images in Figures 3
and 5. All authors agree with this retraction. Retracted 2026-03-03.""",
     "Can we still cite this paper in a review, and how?", "The notice on the journal site"),
    ("correction-notice", ["notice", "doi", "dates"],
     """Correction to: Diel oxygen swings in beaver ponds. Freshw. Biol. Lett. 12, e2026-0347 (2026).
https://doi.org/10.5555/fbl.2026.0347
Published online 2026-03-01; correction published 2026-03-12.
In Figure 2, the labels of panels b and c were swapped. The conclusions are unaffected.""",
     "Do we need to update our reference list if we cited the original?", "The correction notice"),
    ("board-minutes", ["minutes", "dates", "numbered_items"],
     """Editorial board meeting - Journal of Alpine Geography
Date: 26 February 2026, 15:00-16:30 CET (online)
1. Turnaround: median 41 days to first decision in 2025 (2024: 48).
2. Special issue on glacial lakes: call closes 2026-06-30.
3. New associate editors from 1 April 2026: Dr. Rautio, Dr. Nnadi.
4. Next meeting: 3 September 2026.""",
     "Summarise the decisions for the newsletter.", "Minutes of our last board meeting"),
    ("review-form-payload", ["json", "first_member_timestamp", "review_form"],
     """{"timestamp": "2026-02-11T09:12:44Z", "reviewer_id": "R-20417", "manuscript": "MSA-2026-0061",
 "recommendation": "minor_revision", "confidential_comments": "Possible overlap with the authors' 2024 paper.",
 "scores": {"novelty": 3, "rigour": 4, "clarity": 4}}""",
     "Our integration stores this form submission. Which field should trigger the overlap check?",
     "A review-form payload from our logs"),
    ("webhook-delivery-debug", ["webhook", "pasted_to_debug", "standard_webhooks"],
     """webhook-id: msg_2kTqZ8VxR4mN0pL6sW1yB3cD5fG
webhook-timestamp: 1773216000
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type": "decision.sent", "data": {"manuscript": "GEO-2026-0730", "decision": "major_revision", "sent_at": "2026-03-11T07:59:58Z"}}""",
     "Our endpoint says the signature is invalid. What should we check first?",
     "The delivery that failed verification"),
    ("slack-export", ["chat_export", "timestamps", "editorial_team"],
     """[2026-03-11 09:02] Ana (managing editor): GEO-2026-0730 still has one review outstanding.
[2026-03-11 09:05] Tomas (EiC): Chase Dr. Aho, give him until Friday.
[2026-03-11 09:06] Ana: Done. If nothing by 13 March I'll invite the backup reviewer.""",
     "What was agreed here, and by when?", "A thread from our editorial Slack"),
    ("curl-verbose", ["curl", "tool_output", "http_headers", "request_id"],
     """> GET /works/10.1111/gcb.17502 HTTP/2
> Host: api.crossref.org
> User-Agent: jtpe-tools/1.4 (mailto:doi@tallinnpress.example)
< HTTP/2 200
< date: Wed, 11 Mar 2026 10:44:19 GMT
< content-type: application/json
< x-ratelimit-limit: 50
< x-request-id: 5b0f1e8c-3a47-4d2e-9f61-7c8d2e4a9b03""",
     "Are we being rate-limited, and is the mailto parameter being picked up?", "Output of curl -v"),
    ("error-dialog", ["error_dialog", "request_id", "time"],
     """Something went wrong
We could not save your review. Please try again later.
Request ID: 9f3c2a1e-44b7-4c0d-8e12-a6f5b9d03e71
Time: 2026-03-12 21:14:08 UTC
Error code: RV-SAVE-409""",
     "Did my review get lost? I had written two pages.", "The error the editorial system showed me"),
    ("typesetter-email", ["email", "rfc2822", "message_id", "proofs"],
     """From: Proof Desk <proofs@typeset-chennai.example>
Date: Fri, 13 Mar 2026 10:41:26 +0530
Message-ID: <CAF3x9QzKp1=proofs-ASZ-2026-0091@typeset-chennai.example>
Subject: Proofs for ASZ-2026-0091 - please return within 48 hours

Dear Dr. O'Connell, your proofs are ready at the link below. Please return corrections by 15 March.""",
     "It's a weekend deadline. Is that normal, and can I ask for more time?", "The typesetter's e-mail"),
    ("panel-ics", ["ics", "dtstamp", "uid", "panel"],
     """BEGIN:VEVENT
UID:panel-ls2-2026-spring@erc-style.example
DTSTAMP:20260302T101500Z
DTSTART:20260414T073000Z
DTEND:20260415T153000Z
SUMMARY:LS2 panel meeting, step 2
LOCATION:Online (Teams)
END:VEVENT""",
     "In Lisbon time, when does the panel start and end?", "The calendar invite"),
    ("panel-agenda", ["agenda", "times", "proposal_ids"],
     """Day 1 (14 April)
09:30-10:00  Welcome, conflicts of interest
10:00-12:30  Proposals 101162980, 101163447, 101163512
13:30-17:00  Proposals 101163600 to 101163688 (9)
Day 2 (15 April)
09:00-11:00  Ranking; 11:30-12:30 feedback to applicants""",
     "How much time per proposal do we have on day 1?", "The panel agenda"),
    ("annual-report-table", ["table", "metrics", "years"],
     """| Year | Submissions | Accepted | Median days to first decision | Median days to publication |
|------|-------------|----------|-------------------------------|----------------------------|
| 2023 | 812         | 191      | 52                            | 214                        |
| 2024 | 877         | 203      | 48                            | 198                        |
| 2025 | 941         | 214      | 41                            | 176                        |""",
     "Write two sentences on the trend for the annual report.", "Numbers from the journal's report"),
    ("reference-list", ["references", "dois", "years"],
     """Aalto, J., et al. (2019). Snow cover and soil frost in boreal forests. Boreal Environ. Res. 24, 1-18.
   https://doi.org/10.5555/ber.2019.001
Brandt, K. (2021). Soil carbon in grazed uplands. J. Upland Ecol. 14, 221-234.
Lee, S., Park, J., & Kim, H. (2020). Geoderma 361, 114046. https://doi.org/10.1016/j.geoderma.2019.114046""",
     "Which of these do not follow an author-date style with full journal titles?", "Our reference list"),
    ("preprint-api-json", ["json", "preprint_api", "dates", "first_member_id"],
     """{"id": "2026.03.04.583311", "messages": [{"status": "ok", "count": 2}], "collection": [
  {"doi": "10.1101/2026.03.04.583311", "version": "1", "date": "2026-03-04", "type": "new results"},
  {"doi": "10.1101/2026.03.04.583311", "version": "2", "date": "2026-03-12", "type": "new results",
   "published": "NA"}]}""",
     "Has this preprint been published in a journal yet?", "The preprint server's API answer"),
    ("funder-oa-policy", ["policy", "effective_dates"],
     """Open access policy (effective 1 January 2025; revised 15 October 2025)
3.1 Research articles submitted on or after 1 April 2025 must be open access on publication under CC BY.
3.2 Authors may comply through a journal, or by depositing the accepted manuscript with zero embargo.
3.3 APCs in hybrid journals are not eligible costs.""",
     "My article was submitted on 20 March 2025 and accepted in January 2026. Does the policy apply?",
     "The funder's policy text"),
    ("landing-page", ["article_page", "history_dates", "doi"],
     """Research Article | Open Access
Received: 14 November 2025 | Revised: 20 January 2026 | Accepted: 2 March 2026 | Published online: 11 March 2026
https://doi.org/10.55120/mepn.2026.0412
Cite this article: Sorensen H, de Smet P (2026) Seagrass recovery after dredging. Mar Ecol Prog Notes 41: e0412""",
     "How long did peer review take for this paper?", "The article page"),
    ("git-log-manuscript", ["git_log", "dates", "sha"],
     """commit 4e1f0c9a7b2d3e6f8a0b1c2d3e4f5a6b7c8d9e0f
Author: Lea Hoffmann <lea@uni.example>
Date:   Wed Mar 11 17:40:02 2026 +0100

    Revision: address reviewer 2 (sensitivity analysis)

commit 1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c
Author: Jonas Weber <jonas@uni.example>
Date:   Fri Feb 20 08:55:31 2026 +0100

    v2 for preprint server""",
     "Which commit matches the v2 we posted on the preprint server?", "The log of our manuscript repository"),
    ("access-log", ["access_log", "clf", "ip"],
     """203.0.113.44 - - [12/Mar/2026:21:13:55 +0000] "POST /index.php/jalg/review/save HTTP/1.1" 409 512 "-" "Mozilla/5.0"
203.0.113.44 - - [12/Mar/2026:21:14:08 +0000] "POST /index.php/jalg/review/save HTTP/1.1" 409 512 "-" "Mozilla/5.0"
203.0.113.44 - - [12/Mar/2026:21:16:30 +0000] "GET /index.php/jalg/review/form/4471 HTTP/1.1" 200 18220 "-" "Mozilla/5.0\"""",
     "Why would saving a review return 409 twice in a row?", "Lines from our server log"),
    ("teams-export", ["chat_export", "timestamps", "panel"],
     """Prof. Sofia Almeida  14/04/2026 10:42
R1 thinks 101162980 is novel but risky; R3 calls it incremental.
Dr. Farid Nazarov  14/04/2026 10:44
I agree with R3 on WP1 but WP2 is genuinely new.
Prof. Sofia Almeida  14/04/2026 10:45
Let's record it as 'split' and move on.""",
     "Write the consensus line for this proposal.", "The panel chat"),
    ("invitations-export", ["table", "invitations", "dates"],
     """Reviewer            Invited      Responded    Response   Due
Dr. M. Holt         2026-02-02   2026-02-03   accepted   2026-02-24
Prof. T. Rinne      2026-02-02   -            no reply   -
Dr. A. L. Ferraz    2026-02-02   2026-02-04   declined   -
Dr. K. Sato         2026-02-06   2026-02-06   accepted   2026-02-27""",
     "Who still owes a review as of 1 March, and who never answered?", "Invitation report for FBL-2026-0347"),
    ("doi-head-trace", ["http_trace", "location", "date_header"],
     """HEAD https://doi.org/10.55120/sjfrn.2026.0304
HTTP/2 302
date: Thu, 12 Mar 2026 08:20:01 GMT
location: https://sjfrn.example/a/0304
HEAD https://sjfrn.example/a/0304
HTTP/2 404""",
     "Is this a problem with the DOI or with our website?", "The link checker's trace"),
    ("crossmark-json", ["json", "crossmark", "updates"],
     """{"DOI": "10.61193/jmic.2026.0042", "update-policy": "https://doi.org/10.61193/crossmark-policy",
 "updated-by": [{"DOI": "10.61193/jmic.2026.0042.corr1", "type": "correction", "updated": {"date-parts": [[2026, 3, 11]]}}],
 "published-online": {"date-parts": [[2026, 2, 2]]}}""",
     "What will readers see when they click the Crossmark button on this article?", "The Crossmark metadata"),
]


PLACEMENTS = ["after", "before", "under", "between", "quoted", "fence", "earlier_turn", "indented", "lead_colon",
              "system_user", "both_sides", "other_language"]
SYSTEM_DESK = ("You are the publishing help desk of Halcyon Academic Press. Answer authors, reviewers, editors and "
               "grant holders precisely, and say when the material given is not enough.")
OTHER_LANG = ["Kanst tú greiða mær frá hesum á føroyskum?", "Ĉu vi povas klarigi tion en Esperanto?",
              "Муну кыргызча түшүндүрүп бере аласызбы?", "Ita bele esplika ida ne'e iha lian Tetun?",
              "Pudessas ti explitgar quai per rumantsch?", "Muny türkmençe düşündirip bilersiňizmi?"]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro} is below; I've copied it exactly.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "lead_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should worry about?"
    assert placement == "other_language"
    return f"{block}\n\n{ask} {OTHER_LANG[k % len(OTHER_LANG)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        offsets = [0, 5] + ([9] if k < 24 else [])
        for off in offsets:
            placement = PLACEMENTS[(k + off) % len(PLACEMENTS)]
            text = _place(k + off, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- negatives: stable look-alikes in program positions -------------------------------------------------------------


def _negatives_lookalikes() -> None:
    neg("lookalike:journal-header", ["stable_header", "issn", "doi_prefix", "prompt_revision", "knowledge_cutoff"],
        """Journal: Journal of Northern Soil Ecology
ISSN: 2049-7741 (online)
DOI prefix: 10.55871
Crossref member ID: 31882
Prompt revision: 2026-01-14
Knowledge cutoff: 2024-06

You answer authors' questions about the scope of the journal. Soil biology, biogeochemistry and soil
ecology of boreal, arctic and alpine regions are in scope; agronomy trials are not.

Author: Is a study of potato yields under mulch in Finnish Lapland in scope?
Assistant:""")
    neg("lookalike:llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help reviewers of the Journal of Rural Epidemiology use the STROBE checklist. Quote the checklist item
number with each point.<|eot_id|><|start_header_id|>user<|end_header_id|>

Which STROBE item covers how missing data were handled?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("lookalike:chatml-policy-dates", ["chat_template", "chatml", "policy_dates"],
        """<|im_start|>system
You explain the data policy of Ecology Letters Review. Policy version 3, effective 2025-07-01; data must be
archived before acceptance since 2026-01-01. Code is encouraged but not yet required.<|im_end|>
<|im_start|>user
Do we have to archive our R scripts too?<|im_end|>
<|im_start|>assistant""")
    neg("lookalike:front-matter-stable", ["front_matter", "api_version", "style_guide_revision", "founded"],
        """---
app: copyedit-help
journal: Annals of Island Archaeology
founded: 1987
style_guide: v4.2 (2025-09-30)
api_version: 2025-10-01
---
You answer questions about house style. Numbers one to nine are spelled out; radiocarbon dates are given
as uncalibrated BP with the laboratory code, then calibrated ranges.

Author: How do I write the date for sample Wk-51233?
Assistant:""")
    neg("lookalike:xml-attributes", ["xml_attr", "jats_version", "tenant_uuid"],
        """<production_context tenant="3f8e2a41-0c6d-4b7e-9a15-6d2c8e0f4b93" jats="1.3" dtd="JATS-journalpublishing1-3.dtd" article_type="research-article"/>
You explain JATS tagging choices to new production staff. Keep answers to one paragraph.

Staff: When do I use <fn-group> and when <notes>?
Assistant:""")
    neg("lookalike:json-api-tenant", ["json_inline", "api_version", "tenant"],
        """{"app": "oa-desk", "api_version": "2024-07-01", "tenant": "karelia-univ", "fund_year": "2026", "currency": "EUR"}
You answer questions about the open-access fund's rules. The fund year runs from January to December and
unspent money does not roll over.

Researcher: If my paper is accepted in December but invoiced in January, which year's budget pays?
Assistant:""")
    neg("lookalike:html-comment-template", ["html_comment", "template_revision"],
        """<!-- template: decision-letter-major v7, approved 2025-11-03 by the publishing ethics group -->
You draft decision letters in the journal's standard wording. Never promise acceptance after revision.

Editor: Draft a major-revision letter for JMMS-2026-0051; reviewers want the dating of hand B argued.
Letter:""")
    neg("lookalike:editor-table", ["md_table", "editor_term", "since_dates"],
        """| Field         | Value                        |
|---------------|------------------------------|
| Editor        | Dr. Marta Lindqvist          |
| Editor since  | 2019-05-01                   |
| Term ends     | 2027-12-31                   |
| Portfolio     | soil microbiology            |

You help handling editors decide whether to send a manuscript out for review or reject it at the desk.
Give two reasons either way.

Editor: EJSM-2026-0141 is a single-site study with no replication. Desk reject?
Assistant:""")
    neg("lookalike:env-build", ["key_value_lines", "source_date_epoch", "build_date"],
        """SOURCE_DATE_EPOCH=1767225600
CLASS_VERSION=jas.cls v2.3 (2023/09/14)
TEXLIVE=2024
BUILD_IMAGE=texlive-jas@sha256:5d2b8a1f0c3e6d9a7b4f2e1c0d9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2c1b

You help authors reproduce the journal's PDF build locally. The build is reproducible: the same sources
give the same PDF byte for byte.

Author: My local PDF has a different creation date from the journal's proof. Why?
Assistant:""")
    neg("lookalike:stripe-stable", ["stripe", "api_version", "customer_id"],
        """Payment context:
Stripe-Version: 2025-03-31.basil
Customer: cus_Qf4KzT8mVb2NxR
Account country: IE

You are the payments helper of Halcyon Open. Explain APC payment options: card, bank transfer, or invoice
to an institution.

Author: Can my university pay by bank transfer from outside the euro area?
Assistant:""")
    neg("lookalike:discord-committee", ["discord", "guild_channel_ids"],
        """guild_id: 1182931470036295770
channel_id: 1182931470036295773
bot: pubs-committee-helper

You help the publications committee of the Nordic Society of Limnology in its Discord server. Answer from
the committee's terms of reference only.

Member: Who decides the next editor-in-chief, the committee or the society board?
Assistant:""")
    neg("lookalike:funder-ids", ["grant_number", "ror", "funder_doi"],
        """Award: EP/W017442/1
Funder: Engineering Research Council (Funder ID 10.13039/501100000266)
Lead organisation: Lancaster Moor University (ROR https://ror.org/04f2nsd36)
Award period: 2023-10-01 to 2027-03-31

You help award holders write funding acknowledgements that match the funder's required wording.

PI: Write the acknowledgement sentence for our next paper.
Assistant:""")
    neg("lookalike:case-context", ["case_level", "manuscript_dates"],
        """Manuscript: BJH-2026-0114
Submitted: 2026-01-12
Reviews completed: 2026-03-06
Decision due (journal target): 2026-03-20
Handling editor: Dr. Owen Pryce

You draft the handling editor's decision for this manuscript from the reviews he pastes. One paragraph per
reviewer.

Editor: Both reviewers want more on the chloride record. Draft the decision paragraphs.
Assistant:""")
    neg("lookalike:mistral-model-release", ["chat_template", "mistral", "model_release"],
        """<s>[INST] You are a copyediting model (release 2025-07, style rules of 2025-09-30). Fix only spelling and
punctuation in the sentence; do not rephrase.

Sentence: The sample's were collected between 3 and 17 March 2025, at 4 sites , and stored at -80C. [/INST]""")
    neg("lookalike:reviewer-profile", ["profile", "orcid", "since_date"],
        """Reviewer profile
Name: Dr. Kwame Asante
ORCID iD: 0000-0002-1825-0097
Reviewer since: 2018-03-12
Reviews completed: 14 (last: 2026-01-29)

You suggest which review requests this reviewer could accept given his stated limit of one review per
month.

Reviewer: I have two new invitations. Should I take both?
Assistant:""")
    neg("lookalike:unrendered-merge-fields", ["unrendered_template", "merge_fields"],
        """Template: reviewer reminder (not yet rendered)
Date: %CURRENT_DATE%
Dear %REVIEWER_FULL_NAME%,
your review of %MANUSCRIPT_NUMBER% was due on %REVIEW_DUE_DATE%. Could you let us know when we can
expect it?

Which merge field would show the reviewer how many days the review is overdue, if we added one?""")
    neg("lookalike:few-shot-dates", ["few_shot", "example_dates"],
        """Extract the history dates of an article as JSON.

Example input: "Received 3 May 2024; accepted 19 September 2024; published 2 October 2024."
Example output: {"received": "2024-05-03", "accepted": "2024-09-19", "published": "2024-10-02"}

Input: "Received: 14 November 2025 | Accepted: 2 March 2026 | Published online: 11 March 2026"
Output:""")
    neg("lookalike:call-settings", ["call_deadline", "settings", "timezone"],
        """Call: Rising Leaders Fellowship, round 11
Opens: 2026-04-01 12:00 BST
Closes: 2026-09-24 16:00 BST
Time zone of record: Europe/London
Portal timeout: 45 min

You answer applicants' questions about this call's rules. Late applications are never accepted.

Applicant: The portal logged me out while uploading. Will my draft be saved?
Assistant:""")
    neg("lookalike:uuid5-work-id", ["uuid5", "stable_id", "doi"],
        f"""Work: 10.55871/jtpe.2026.0112
Work ID: {stable_uuid5('https://doi.org/10.55871/jtpe.2026.0112')}
Index: deposits-2026

You explain the publisher's internal work identifiers: each is derived from the article's DOI, so it never
changes for the same article.

Staff: Can two articles ever share a work ID?
Assistant:""")


# --- negatives: values the user types or asks about -------------------------------------------------------------------


def _negatives_asked() -> None:
    neg("asked:ulid", ["id_in_question", "ulid"], """What date and time is encoded in the submission id
01KKHZ3G9N4Q8V2R6T0W5X7Y1Z that the editorial system gave me? Is it the time I clicked submit?""")
    neg("asked:epoch-deposited", ["epoch", "id_in_question"], """The API says "deposited": {"timestamp":
1772970422000}. Is that milliseconds, and what is it in UTC?""")
    neg("asked:crossref-timestamp", ["crossref_timestamp", "id_in_question"], """Our deposit tool writes
<timestamp>20260311142201417</timestamp> into the head. Crossref says a new deposit must have a larger
timestamp than the last one for the same DOI. Is 20260311150000 larger or smaller than that?""")
    neg("asked:orcid-checksum", ["orcid", "checksum"], """Is 0000-0002-1694-233X a valid ORCID iD? How is the
last character computed?""")
    neg("asked:jwt-decode", ["jwt", "id_in_question"], """Decode the claims of this ORCID id_token and tell me
when it expires:
eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwLTAwMDItODg0MS0yMDc2IiwiaWF0IjoxNzczMjE2MDAwLCJleHAiOjE3NzMzMDI0MDB9.Tq3w8pX2nZ7kL4vR9mY1cB6dF0gH5jS8aK2eW7oU3iQ""")
    neg("asked:traceparent", ["traceparent", "id_in_question"], """In our OJS access logs a slow request has
traceparent 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01. Which part do I paste into the
tracing UI to find it?""")
    neg("asked:user-typed-date", ["user_typed_date", "date_arithmetic"], """Today is 16 March 2026 where I am. My
review was due on 2 March. How many days late am I, and should I still send it?""")
    neg("asked:relative-time", ["relative_time"], """Three weeks ago the editor wrote that a decision would come
"within two weeks". Nothing since. Is it rude to ask again now?""")
    neg("asked:compare-formats", ["date_comparison", "http_date", "rfc3339"], """Which is later: Thu, 12 Mar 2026
09:00:00 GMT or 2026-03-12T10:30:00+02:00? The proof deadline is the first one.""")
    neg("asked:snowflake", ["snowflake", "id_in_question"], """A committee member deleted Discord message
1349612407318659072 in our publications channel. Can you tell when it was sent from the id alone?""")
    neg("asked:doi-validity", ["doi", "id_in_question"], """Is 10.55871/jtpe.2026.0112 a well-formed DOI, and
why does https://doi.org/10.55871/JTPE.2026.0112 also resolve?""")
    neg("asked:deadline-arithmetic", ["date_arithmetic", "times_in_content"], """The typesetter wants corrections
within 48 hours of 10:41 IST on Friday 13 March 2026. What is that deadline in Hamilton, New Zealand?""")
    neg("control:plain-1", ["control", "plain"], """You are a writing tutor for PhD students. Explain the
difference between a limitation and a weakness in a discussion section, with one example of each.""")
    neg("control:plain-2", ["control", "plain"], """You help early-career researchers write lay summaries.

User: What makes a good title for a lay summary?
Assistant:""")


# --- generated negatives: the same bodies and positions, one stable value ------------------------------------------

STABLE_FIELDS: list[tuple[str, str, str, str, bool]] = [
    ("api_version", "API version", "api_version", "2025-10-01", False),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06", False),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-01-14", False),
    ("issn", "ISSN", "issn", "1873-0442", False),
    ("doi_prefix", "DOI prefix", "doi_prefix", "10.55871", False),
    ("crossref_member", "Crossref member ID", "crossref_member", "31882", True),
    ("orcid", "ORCID iD", "orcid", "0000-0002-1825-0097", False),
    ("ror", "ROR ID", "ror", "https://ror.org/04f2nsd36", False),
    ("grant", "Grant", "grant", "EP/W017442/1", False),
    ("funder_id", "Funder ID", "funder_id", "10.13039/501100000266", False),
    ("jats", "JATS", "jats", "1.3 (Publishing)", False),
    ("tenant", "Tenant", "tenant_id", "3f8e2a41-0c6d-4b7e-9a15-6d2c8e0f4b93", False),
    ("time_zone", "Time zone", "time_zone", "Europe/Oslo", False),
    ("office_hours", "Office hours", "office_hours", "09:00-16:30 CET, Mon-Fri", False),
    ("price_list", "APC price list", "apc_price_list", "2026 (effective 2026-01-01)", False),
    ("agreement_period", "Agreement period", "agreement_period", "2025-01-01 to 2027-12-31", False),
    ("founded", "Founded", "founded", "1987", True),
    ("style_guide", "Style guide", "style_guide", "v4.2 (2025-09-30)", False),
    ("calver_build", "Build", "build", "2026.02.3", False),
    ("model", "Model", "model", "gpt-4o-2024-08-06", False),
    ("timeout", "Timeout (s)", "timeout_s", "30", True),
    ("call_deadline", "Call deadline", "call_deadline", "2026-10-01 17:00 CET", False),
    ("reviewer_since", "Reviewer since", "reviewer_since", "2019-05-14", False),
    ("volume", "Volume", "volume", "41 (2026)", False),
    ("manuscript", "Manuscript", "manuscript", "JNSE-D-26-00412", False),
    ("uuid5_work", "Work ID", "work_id", stable_uuid5("https://doi.org/10.55871/jtpe.2026.0112"), False),
    ("source_date_epoch", "SOURCE_DATE_EPOCH", "source_date_epoch", "1767225600", True),
    ("template_commit", "Template commit", "template_commit", "9b1e2c4", False),
    ("customer", "Customer", "customer", "cus_Qf4KzT8mVb2NxR", False),
    ("policy_effective", "Policy effective", "policy_effective", "2025-01-01", False),
    ("review_window", "Review window (days)", "review_window_days", "21", True),
]
GENERATED_NEG_EN = 26
GENERATED_NEG_LANG = 14


def generated_negatives(g: Gen62) -> list[Draft]:
    """The generated positives' bodies and positions with one stable value that looks like a date or an id."""
    stables = list(STABLE_FIELDS)
    g.rng.shuffle(stables)
    out: list[Draft] = []
    for k in range(GENERATED_NEG_EN):
        name, app, system, speaker, question, cue = BODIES_EN[(k * 5) % len(BODIES_EN)]
        position = POSITIONS[(k * 7) % len(POSITIONS)]
        family, label, key, value, numeric = stables[k % len(stables)]
        field: Field = ("", family, label, key, lambda g, t, fixed=value: fixed, numeric)
        mark = _field_text(field, value, SHAPES[position])
        stable = g.rng.sample(STABLE_EN, 3)
        text = _render(position, [mark], system, f"{speaker}: {question}", cue, app, stable, g)
        out.append(Draft(text, f"{SRC}neg:generated:{name}+{family}", ["hard_negative", "generated", position,
                                                                      family]))
    for k in range(GENERATED_NEG_LANG):
        code, lang, system, user, _, _, stable_local = BODIES_LANG[k % len(BODIES_LANG)]
        position = LANG_POSITIONS[(k * 3) % len(LANG_POSITIONS)]
        line = stable_local
        if position == "html_comment":
            line = f"<!-- {line} -->"
        elif position == "md_bullet":
            line = f"- {line}"
        stable = ["Locale: " + code, "Channel: web", "Prompt version: 5.1.0"]
        text = _render(position, [line], system, user, None, "journal-help", stable, g)
        out.append(Draft(text, f"{SRC}neg:generated:lang-{lang}", ["hard_negative", "generated", position, lang,
                                                                    "founding_year", "non_english"]))
    return out


# --- assembly -------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen62(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold62", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
