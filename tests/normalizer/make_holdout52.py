"""Build `prompt_normalizer/corpus/holdout52.jsonl`, a fifty-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout52.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout48.py` only the module docstrings were read
(extracted with `ast.get_docstring`, with a keyword search over them for neighbours in this domain),
to keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block (with the constants right under it) and
its last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a
generator. (A listing of `tests/normalizer/` counted the generators, a check showed that neither
this file nor `holdout52.jsonl` existed yet, and a grep of `pyproject.toml` showed ruff's settings;
the lint is `ruff check` with the project's settings.) `make_holdout49.py`, `make_holdout50.py` and
`make_holdout51.py`, written at the same time about retail banking and payments, security
operations centres, and newsrooms and wire services, were not read, and nothing here comes from
those fields: no bank accounts, cards or payment disputes, no alerts, detections or incident
response, no wire copy, embargoes or editorial desks.

The domain is tax and social-benefits administration: tax authorities' helplines and their
advisers' tools, caseworker copilots, return assistants, payroll-tax and withholding desks, benefit
claims, pensions and social-security contributions, appeals and reviews, identity verification for
citizen portals, debt and repayment plans, local councils' revenues and permit services and
immigration-linked benefit eligibility. The earlier docstrings name neighbours of it: government and
tax portals (a Self Assessment helper, a benefits portal session token, an immigration case-status
lookup, national e-services; tax notices, assessments and payment receipts as content,
make_holdout6), US payroll, Quebec returns, Dutch payslips and Korean year-end settlement
(make_holdout8), council tax and tax notices, state pension statements and forecasts, payslips and
sole traders' returns as a household files them (make_holdout14), legal aid, jury summons and
probate desks (make_holdout20), residence permits, pension life certificates, A1 and S1 forms and a
cross-border commuter's child benefit decision (make_holdout23), a hotel's city tax return
(make_holdout26), a DWP letter and direct payments in disability support (make_holdout30),
bookkeeping firms, payroll bureaus and tax preparers with CP2000 and HMRC letters, F24s and
engagement letters (make_holdout33), parking permits as facilities and property records
(make_holdout22, make_holdout34), a landfill tax return helper and a council rebate portal
(make_holdout43) and a welfare benefits appeal at a law clinic (make_holdout47). The scenarios here
were written around them: the tax side is seen from the authority's helplines, agent desks,
employers' desks and the return software's own checks (no preparer, bureau or bookkeeper, no
Self Assessment helper, no CP2000, F24 or engagement letter); benefits from the caseworkers',
assessors' and decision makers' tools and from the claim forms, chats and SMS lines of the agencies
(no law clinic); pensions as contribution records, forecasts, survivors' and pension credit claims
(no statements as a household keeps them, no life certificates); immigration only where it decides
benefit eligibility (right to reside, no recourse to public funds, habitual residence, a walk-in
desk for newly arrived jobseekers, a student's child benefit question, new immigrants' rights), with
no permit renewal or case-status lookup; councils through their revenues, reductions, recovery,
housing payments, blue badges and resident permits. The sources are:

* tax-authority helplines and agent assist: an income tax helpline's agent assist panel (contact id
  and a Windows "Call answered" clock), an IVR-to-webchat bridge (`[ivr ... call=... answered=...]`),
  an Estonian webchat (Estonian "now" label and conversation id), callback slots "computed at" a
  time for the request, guidance passages "retrieved at" an RFC 1123 time with a parenthesised
  retrieval id, a contact centre's Teams activity (pretty JSON `id` and `timestamp`), a
  Luxembourgish tax-class chat, a Thai income tax chatbot (Buddhist-era "now"), an Afrikaans
  e-filing helpdesk (base58 session at the head), a rental income helper behind a Llama 3 system
  header (`Today Date` moves, `Cutting Knowledge Date` stays), a free tax clinic's Discord server
  (message and interaction snowflakes next to stable guild and channel ids), an adviser script
  writer behind an HTML-comment canary and an inheritance tax knowledge assistant with Open
  WebUI-style date-time and weekday lines;
* benefit caseworker copilots: a jobseeker claim review (YAML front matter with a UUIDv7 workspace
  session and `opened_at`), work-search entries "as of" a time with a KSUID fetch id, a local housing
  allowance rate looked up at an RFC 850 time with its lookup id, a disability assessment slot
  search whose id and Python logging time sit inside a sentence, a carer's allowance check with a
  markdown session table, an overpayment decision letter dated today by the letter tool with its
  letter job, a change of circumstances delivered as Standard Webhooks (id, timestamp and signature
  move; the change with its `effective` and `reported_at` stays), a casework Slack event (`event_id`,
  `event_time`, `ts`), a benefit cap check in single-line JSON (`req`, `now_ms`), and caseworkers'
  and advisers' assistants in Lithuanian (parental benefit), Latvian (unemployment benefit, a
  "today" label), Slovenian (child allowance), Bulgarian (sickness benefit, KSUID session) and
  Ukrainian (housing subsidy, UUIDv7 request id);
* self-assessment and VAT / GST return assistants: a VAT return's fraud-prevention headers
  (`Gov-Client-Local-IPs-Timestamp` and `X-Correlation-ID` move; the device id, connection method,
  time zone and vendor version stay), a Singapore GST F5 helper (front matter `generated_at` and a
  ULID `draft_id`; the UEN and period stay), a Hindi GSTR-3B helper (the GSTIN stays), a
  One-Stop-Shop return check (an XML `requested` attribute before stable ones), a Swahili VAT return
  helper (the PIN stays), an Irish Form 11 assistant ("The current date is ..." inside a
  paragraph), a Malay e-filing helper, a New Zealand GST helper behind traceparent and tracestate, a
  registration threshold monitor (turnover "computed at" an ISO basic time), payments on account
  (Semantic Kernel's current-time sentence), a Slovak tax return and a Maltese small-undertaking
  VAT question (localized "now" labels), a VAT draft's footer (RFC 2822 `Generated:` and a job), a
  capital gains helper whose context was built at Go's `time.Now().String()`, a refund status
  assistant behind Datadog headers and a VAT deregistration helper behind an edge line's bracketed
  Apache time;
* payroll tax and withholding: a tax code explainer (Log4j `requestedAt`; `taxYear` stays), a
  withholding estimator (JavaScript `toString()` device time and a base64url session), an employers'
  late-filing penalty desk behind an HTTP request (`Date`, `X-Request-ID`; the employer reference
  stays), PAYG withholding behind a bracketed Python logging prefix (the ABN stays), a payroll
  deductions table lookup whose id and US medium time sit inside a sentence, a payroll notification
  retrieved "at" a time with a parenthesised request id (the notification's number and effective
  date stay), a payroll submission accepted as a CloudEvent (`id` and `time` move; the submission
  stays), a state withholding form helper (single-line JSON epoch in ms), emergency tax codes behind
  `X-Cloud-Trace-Context` and job expenses relief with Sentry headers at the tail;
* benefit claims on the citizens' side: a jobseeker chat (conversation id at the head and a `(sent
  ...)` stamp on the claimant's line), a child benefit claim form behind a bearer JWT (the form
  version stays), a housing benefit form behind a cookie (the session pair last), a disability form's
  helper behind an HTML comment (`req=` and `rendered=` before a stable pair), a journal message
  relayed with a `[received ...]` prefix, a cost of living payment check after a `get_current_time`
  tool result, an SMS line (`Msg-Id` and `Received` after the claimant's text), a Working Family
  Payment question in a Mistral `[INST]` prompt, a winter heating payment behind Heroku headers, a
  benefits calculator behind gRPC metadata (`x-request-start-ns`) and behind OpenTelemetry baggage
  (`session.id` moves with its line) and a social grants WhatsApp line (the message's `id` and
  `timestamp` move, the sender's number stays);
* pensions and social-security contributions: a contribution record fetched "at" a time with its
  fetch id (the years and shortfalls stay), a Romanian contributions question, a state pension
  forecast with a nested YAML request (KSUID and `requested_at`; the member and pension age stay), a
  survivors' pension intake desk (UUIDv1 desk session, dotted `Session opened:`), a pension credit
  call (Call-ID and answer time), a contribution statement built at a nanosecond RFC 3339 time with
  its job id, and Class 2 contributions behind B3 multi headers (`X-B3-Sampled` stays);
* appeals and review letters: a reconsideration workspace (markdown bullets with an ObjectId session
  and a day-first opening time), a tax appeal acknowledgement drafter (a stamp on its own line in a
  ChatML system turn), a tribunal bundle run whose KSUID and Go RFC3339Nano start sit inside a
  sentence, an internal review queue "as of" a time with its snapshot id, an appeals mailbox poll
  under the appellant's e-mail (the e-mail's own `Date` stays), a late appeal check ("Today is ..."
  alone on its line), an ombudsman response with an asctime "Prompt built" tail and an appeal
  decision simplifier behind Azure headers (`api-version` stays);
* identity verification for citizen portals: a liveness check's pretty JSON (session, nonce and
  `issued_at`), an OIDC authorisation context (`state` and `nonce` move, `client_id` and `acr`
  stay), a council office's document kiosk (a time alone and a check id), knowledge-based
  verification (XML `set` and `issued` before stable attributes), a Latvian Smart-ID-style sign-in
  (authentication session, verification code and a dotted time), a SAML AuthnRequest (`ID` and
  `IssueInstant` move, `Version` and `Destination` stay) and account recovery in `KEY=value` lines
  (a challenge id and `NOW_NS`);
* debt and repayment plans: a time to pay planner with liabilities "as of" a time and a UUIDv7
  snapshot id, overpayment recovery (`now:` in Python `str()`), a debt collection console (base32
  session, month-first 12-hour clock), a direct debit plan's `Idempotency-Key` and request epoch (the
  API version and customer stay), a debt respite register query whose id and time sit inside a
  sentence, a Bulgarian instalment request ("today" label and request id), debt letters behind a B3
  single header and a seasonal payment plan's bracketed context (compact `req_stamp=`);
* local council services: a single person discount review (Windows system time), council tax
  reduction in `KEY=value` lines (`NOW_EPOCH`, `REQ_ID`; the scheme year stays), a resident parking
  permit behind `X-Amzn-Trace-Id`, small business rate relief (pretty JSON ULID and `isoformat()`),
  moving home (markdown bullets with a chat id and start), an Irish-language housing assistance
  question, a recovery planner with the current ISO week date, an e-billing invitation with a GNU
  `date` footer, discretionary housing payments behind a legacy proxy's RFC 850 `Date`, blue badges
  with an epoch in us and band challenges with `cf-ray` at the tail;
* immigration-linked benefit eligibility: a right to reside status check whose id and time sit inside
  a sentence (the status, grant and validity dates stay), a no recourse to public funds screener
  (conversation id and start), a habitual residence summary (current date on its own line in a ChatML
  system turn), a walk-in desk for newly arrived EU jobseekers (a weekday alone and a 12-hour time
  alone), an international student's child benefit question (.NET round trip next to a stable tenant
  uuid) and a Hebrew new immigrants' child allowance line.

The hand-written negatives are pasted material from the same worlds -- an Australian notice of
assessment, an Irish statement of liability, a tax calculation summary, a tax code notice, a VAT
return confirmation with its submission receipt id and time, a GST F5 acknowledgement, a CP14
balance due notice, a payroll late-filing penalty, an Estonian tax decision, an Indian 143(1)
intimation, a Malaysian notice of assessment, a Kenyan penalty notice, a Thai refund status page, a
Slovak request to remedy a filing, an ITA34, a jobseeker award letter, a housing benefit decision, a
disability benefit decision, a Lithuanian parental benefit decision, an overpayment notice, a
sanction notice, a carer's allowance stop letter, a Latvian unemployment benefit decision, a
Bulgarian sickness benefit order, a payment statement, a portal error box with its own `Reference`,
`Time` and `Request ID`, an identity check failure screen with its own `Session ID` and `Timestamp`,
a filing API rejection whose first member is `"timestamp"`, an API 403 with its own `Date` and
`X-Correlation-ID`, UK and Irish payslips, a reconsideration notice, a tax appeal determination, a
hearing notice, e-mails with their own `Date:` and `Message-ID:` (a tax office notice, a council
discount review, a refund phishing look-alike), case notes with `[2026-...]` prefixes, a journal
export with `[DD/MM/YYYY, HH:MM]` prefixes, a council tax bill, a parking permit confirmation, a
council tax reduction notice, a rates demand, a blue badge decision, a time to pay confirmation, a
final demand, a breathing space notice, a contribution record, a survivor's pension award, a right to
reside decision, a status page with its share code, a sign-in code e-mail, a sign-in history, a
payment SMS, a payment schedule, a One-Stop-Shop return as submitted, a GSTR-2B summary, a Standard
Webhooks delivery pasted to debug its timestamp, a payments CSV that opens with `Timestamp,`, a
statement of account, a Hebrew child allowance letter, a Romanian tax decision, a Ukrainian subsidy
decision, a Maltese VAT certificate, a Slovenian contributions notice, a W-2 excerpt and a grant SMS,
placed in twelve ways (question after, before, right under the block, on both sides, an introduction
and a question, quoted with "> ", fenced, indented, in an earlier turn, under a "Forwarded message"
line, after a system prompt, and with a request to answer in Spanish, French, Polish or Romanian) --
and hand-written look-alikes in program positions: a UTR, tax year, form version and reviewed
prompt version in a header block, a Llama 3 header with only its knowledge cutoff, rates validity
and a guidance revision in a ChatML system turn, a template's approval and review dates in front
matter, a case number and claim date in XML attributes, an API version, time zone, tenant and
knowledge base edition in single-line JSON, a template revision in an HTML comment, claimant-since,
award and review dates in a markdown table, a scheme year, rates table, council code, CalVer build
and timeout in `KEY=value` lines, a terms revision in a footer, an employer's PAYE and accounts
office references and first pay date, a GSTIN and return period, a NI number, date of birth and
pension age, a portal's `client_id` and an IdP metadata validity written in RFC 3339, a payment
plan's reference and instalment dates, a council tax account, band, UPRN and liability start, a
pension scheme member's periods, a status, its validity and the claimant's share code, Discord
guild, channel and role ids, office hours and a time zone, an authored review date inside a system
prompt, `Stripe-Version` and a customer id, an Azure `api-version` and tenant uuid, a knowledge base
article's front matter, an Estonian customer-since date and tax year, a Lithuanian form version and
an appointment week booked as an ISO week; and values the user asks about or types: a portal error
reference and time, a pasted JWT, an epoch in a file name, a traceparent support gave out, a
user-typed clock, relative times, few-shot notices, an unrendered `{{today}}` template, appeal
deadline and tax-year arithmetic, a receipt uuid, an ISO week, a NI number and a UTR, a payment
reference with a date the bank appended, an exercise sentence to translate into Irish, a
Buddhist-era date, a date typed in a ChatML user turn and a "last signed in" time read out by the
user; and two plain controls.

Prompts are in English (British, Irish, US, Canadian, Australian, New Zealand, South African,
Indian, Singaporean and Maltese settings) and in Estonian, Latvian, Lithuanian, Slovenian, Slovak,
Bulgarian, Ukrainian, Romanian, Maltese, Luxembourgish, Irish, Afrikaans, Swahili, Malay, Hindi,
Thai and Hebrew (scripts: Latin, Cyrillic, Devanagari, Thai, Hebrew), with pasted notices and
decisions in Estonian, Latvian, Lithuanian, Slovenian, Slovak, Bulgarian, Ukrainian, Romanian,
Malay, Thai and Hebrew asked about in their language, a Swahili question put to an English notice,
and requests to answer in Spanish, French, Polish or Romanian appended to some English blocks.
Prompts in those languages end with the user's message or with the metadata after it.

What it is: 300 prompts. 152 carry volatile fields (233 spans): 112 hand-written positives (193
spans; 77 with two or more fields) and 40 generated ones. 148 carry none: 114 hand-written negatives
(67 pasted blocks, 27 look-alikes in program positions, 18 values the user asks about or types, two
plain controls) and 34 generated hard negatives. The generated positive family puts one field (25 of
its 28 formats and labels, or the current date and time under a "now" label in the body's language,
3 cases) at one of ten positions (head, system tail, header block, after the last user message,
tail, YAML front matter, JSON member, XML attribute, `key=value` in a bracketed context line,
parenthesised value on the user's message; four each) of 22 bodies in 11 languages; the generated
negative family uses the same bodies and positions with one stable value that looks like a date or
an id (28 of 30: API version, knowledge cutoff, prompt revision, tax year, form version, rates
table, scheme year, account-holder-since date, tenant uuid, time zone, timeout, CalVer build, NI
number, council tax account, award start, review due, regulations version, claim date, VAT number,
state pension age date, year end, filing frequency, client id, an IdP metadata validity and a
service agreement start in RFC 3339, permit, office hours, payment plan; or a customer-since date in
the body's language, 2 cases). The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout48.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Tax and benefit records are content: tax file numbers, UTRs, PPSNs, NI numbers, PANs, GSTINs,
  PINs, personal codes, CNPs and DIČs, claim, case, appeal, plan, permit, account, assessment,
  document, acknowledgement, receipt, charge reference, DIN and certificate numbers, notice,
  decision, assessment, hearing and issue dates, due dates and payment deadlines, award and benefit
  periods, payment dates and amounts, tax years, return periods, scheme years and form versions,
  shortfall years and contribution quarters stay, also next to a program's stamp and also when the
  program fetched them for this request; only the stamp ("Contribution record fetched at <time>
  (fetch <id>) for this request:", "Review queue as of <time> (snapshot <id>) for this request:",
  "RPN retrieved from Revenue at <time> (request <id>) for this request:") and the ids the program
  minted for the fetch, lookup, snapshot, retrieval or query move.
* Per-citizen, per-employer and per-deployment values stay even in program positions: a taxpayer's
  identifiers, an employer's PAYE reference and ABN, a UEN, a GSTIN, a device id in fraud-prevention
  headers (`Gov-Client-Device-ID`) with the connection method, time zone and vendor version, an OIDC
  `client_id` and `acr`, a SAML `Version` and `Destination`, an IdP metadata validity and a service
  agreement start (RFC 3339 values that do not change), a WhatsApp sender's number, Discord guild,
  channel and role ids, offices, teams, queues, lines, zones and councils. The per-submission
  `Gov-Client-Local-IPs-Timestamp` and `X-Correlation-ID` move.
* Identity verification: values minted for this sign-in or check move -- a liveness session, its
  nonce and `issued_at`, an OIDC `state` and `nonce`, a SAML `ID` and `IssueInstant`, a
  knowledge-based verification question set and its issue time, a Smart-ID-style authentication
  session and verification code, a recovery challenge and `NOW_NS`, a kiosk check id and the kiosk
  clock. A sign-in code and its expiry in an e-mail the user pastes, a failure screen's own session id
  and timestamp and a sign-in history are content.
* Work logins and calls are sessions: agent assist contacts, caseworker and reconsideration
  workspaces and their opening times, a desk session and `Session opened:`, a debt console session,
  an estimator session, a chat conversation and its start, a call's Call-ID and answer time and an
  IVR call id move.
* Runs, jobs and drafts move with their start: a slot search, a bundle run, a deduction table
  lookup, a register query, a status check, a contribution statement job, a VAT draft job and a
  letter job; a letter date that the letter tool fills in as today moves with its job, while the
  findings' dates stay.
* Envelope vs payload: Standard Webhooks headers, a CloudEvent's `id` and `time`, a Slack event's
  `event_id`, `event_time` and `ts`, a Teams activity's `id` and `timestamp` and a WhatsApp message's
  `id` and `timestamp` move; the change of circumstances with its effective date and `reported_at`,
  the payroll submission with its pay date, the message texts and the sender stay. The same kind of
  delivery pasted to debug its timestamp is content.
* Dates a user types or asks about stay: deadlines and tax years to work out, relative times, a
  user-typed clock, a Buddhist-era date to convert, an ISO week, a "last signed in" time read out by
  the user and "Today is my last day at work (31 March)" in a ChatML user turn.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Callback slots computed at <time> for this request:" leaves "Callback slots computed for this
  request:"; "Slot search <id> ran at <time> on the Hillbrook assessment centre list." leaves "Slot
  search ran on the Hillbrook assessment centre list."); a parenthesised id is cut with its
  parentheses and sits before "for this request:"; XML attributes and `key=value` pairs are followed
  by a stable neighbour, except a cookie's session pair, its last; single-line JSON members are cut
  with the comma after them, and volatile members of pretty-printed JSON are never the last member
  of their object; a markdown row or bullet, an HTML comment holding one field, a nested YAML member,
  a `KEY=value` line, a tool result line, a templated sentence alone on its line and a stamp on its
  own line in a ChatML system turn are whole-line spans; footers hold one field per line; a
  `[received ...]` prefix, a bracketed logging prefix and an access line's bracketed time are cut
  from their line and a `(sent ...)` stamp from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as
  rule 4 gives it.
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

SEED = 20320607
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout52.jsonl"
SRC = "holdout52:"

# --- zones -----------------------------------------------------------------------------------------------------------

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
IST_IE = timezone(timedelta(hours=1), "IST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
IST_IL = timezone(timedelta(hours=2), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
SAST = timezone(timedelta(hours=2), "SAST")
EAT = timezone(timedelta(hours=3), "EAT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
MYT = timezone(timedelta(hours=8), "MYT")
SGT = timezone(timedelta(hours=8), "SGT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
NZST = timezone(timedelta(hours=12), "NZST")
NZDT = timezone(timedelta(hours=13), "NZDT")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")

NORTH = {
    "uk": (GMT, BST),
    "ie": (GMT, IST_IE),
    "eu": (CET, CEST),
    "ee": (EET, EEST),
    "il": (IST_IL, IDT),
    "us": (EST, EDT),
    "ca": (PST, PDT),
}
FIXED = {"za": SAST, "ke": EAT, "in": IST_IN, "th": ICT, "my": MYT, "sg": SGT, "utc": UTC}
SOUTH = {"au": (AEST, AEDT), "nz": (NZST, NZDT)}


class Gen52(Gen):
    """make_holdout.Gen with local zones and a few more identifier shapes."""

    def at(self, where: str = "utc") -> datetime:
        t = self.moment()
        if where in NORTH:
            winter, summer = NORTH[where]
            return t.astimezone(summer if 4 <= t.month <= 10 else winter)
        if where in SOUTH:
            winter, summer = SOUTH[where]
            return t.astimezone(winter if 4 <= t.month <= 9 else summer)
        return t.astimezone(FIXED[where])

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def b64std(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def slack_ts(self, t: datetime) -> str:
        return f"{epoch_s(t)}.{self.digits(6)}"


# --- value formats not in make_holdout ---------------------------------------------------------------------------


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u:%d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def dmy(t: datetime, seconds: bool = False) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}" if seconds else f"{t:%d/%m/%Y %H:%M}"


def dotted(t: datetime, seconds: bool = True) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}" if seconds else f"{t:%d.%m.%Y %H:%M}"


def mdy12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t:%m/%d/%Y} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def hhmm(t: datetime) -> str:
    return f"{t:%H:%M}"


def twelve(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'pm' if t.hour >= 12 else 'am'}"


def rfc3339_ns(t: datetime, ns: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else rfc3339(t)[-6:]
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def epoch_ns(t: datetime, ns: int) -> int:
    return epoch_us(t) * 1000 + ns


def zone_iso(t: datetime) -> str:
    """ISO date-time to the minute with the zone's abbreviation."""
    return f"{t:%Y-%m-%d %H:%M} {t.tzname()}"


LOCAL_MONTHS: dict[str, list[str]] = {
    "et": ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober",
           "november", "detsember"],
    "lv": ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris",
           "oktobris", "novembris", "decembris"],
    "lt": ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo",
           "spalio", "lapkričio", "gruodžio"],
    "sl": ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra",
           "oktobra", "novembra", "decembra"],
    "sk": ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra",
           "novembra", "decembra"],
    "bg": ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври",
           "ноември", "декември"],
    "uk": ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
           "листопада", "грудня"],
    "he": ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר",
           "דצמבר"],
    "af": ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus", "September", "Oktober",
           "November", "Desember"],
    "mt": ["Jannar", "Frar", "Marzu", "April", "Mejju", "Ġunju", "Lulju", "Awwissu", "Settembru", "Ottubru",
           "Novembru", "Diċembru"],
    "lb": ["Januar", "Februar", "Mäerz", "Abrëll", "Mee", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "ga": ["Eanáir", "Feabhra", "Márta", "Aibreán", "Bealtaine", "Meitheamh", "Iúil", "Lúnasa", "Meán Fómhair",
           "Deireadh Fómhair", "Samhain", "Nollaig"],
    "th": ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม", "กันยายน",
           "ตุลาคม", "พฤศจิกายน", "ธันวาคม"],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर",
           "दिसंबर"],
    "ms": ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober", "November",
           "Disember"],
    "sw": ["Januari", "Februari", "Machi", "Aprili", "Mei", "Juni", "Julai", "Agosti", "Septemba", "Oktoba",
           "Novemba", "Desemba"],
    "ro": ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
           "octombrie", "noiembrie", "decembrie"],
}


def local_date(t: datetime, lang: str, with_time: bool = True) -> str:
    """A date (and time) written the way the language writes it."""
    m = LOCAL_MONTHS[lang][t.month - 1]
    hm = f"{t:%H:%M}"
    if lang == "et":
        d = f"{t.day}. {m} {t.year}"
        return f"{d} kell {hm}" if with_time else d
    if lang == "lv":
        d = f"{t.year}. gada {t.day}. {m}"
        return f"{d}, plkst. {hm}" if with_time else d
    if lang == "lt":
        d = f"{t.year} m. {m} {t.day} d."
        return f"{d} {hm}" if with_time else d
    if lang in ("sl", "sk"):
        d = f"{t.day}. {m} {t.year}"
        return f"{d} ob {t:%H.%M}" if with_time and lang == "sl" else (f"{d} o {hm}" if with_time else d)
    if lang == "bg":
        d = f"{t.day} {m} {t.year} г."
        return f"{d}, {hm} ч." if with_time else d
    if lang == "uk":
        d = f"{t.day} {m} {t.year} р."
        return f"{d}, {hm}" if with_time else d
    if lang == "he":
        d = f"{t.day} ב{m} {t.year}"
        return f"{d}, {hm}" if with_time else d
    if lang == "mt":
        d = f"{t.day} ta' {m} {t.year}"
        return f"{d}, {hm}" if with_time else d
    if lang == "lb":
        d = f"{t.day}. {m} {t.year}"
        return f"{d} um {hm}" if with_time else d
    if lang == "th":
        d = f"{t.day} {m} {t.year + 543}"
        return f"{d} เวลา {hm} น." if with_time else d
    if lang == "sw":
        d = f"{t.day} {m} {t.year}"
        return f"{d}, saa {hm}" if with_time else d
    if lang == "ms":
        d = f"{t.day} {m} {t.year}"
        return f"{d}, {t:%H.%M}" if with_time else d
    d = f"{t.day} {m} {t.year}"
    return f"{d}, {hm}" if with_time else d


POS: list[Callable[[Gen52], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen52], Draft]) -> Callable[[Gen52], Draft]:
    POS.append(fn)
    return fn


def P(text: str, group: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{group}:{name}", tags)


# --- positives: tax-authority helplines and agent assist ------------------------------------------------------------


@pos
def _helpline_agent_assist(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Agent assist - Income Tax helpline (employees and pensioners)
Queue: PAYE-EMP-2
Adviser: K. Okafor (team 14)
{v('session_id', 'Contact-Id: CT-' + g.ulid(t))}
{v('datetime', 'Call answered: ' + windows_general(t))}
Security check: passed (2 of 3 questions)

You suggest what the adviser says next. Keep it to three sentences, never read out a tax code the
caller has not confirmed, and point to the online account for anything that needs a signature.

Caller: My new tax code from April looks wrong, it went down and I haven't changed jobs.
Suggested reply:""", "helpline", "agent-assist-panel", ["header_block", "ulid", "windows_datetime", "stable_neighbours"])


@pos
def _helpline_ivr_bridge(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""You are the web agent that picks up calls the PAYE phone line could not answer in the IVR.
Read the caller's last words and write the first thing the agent types into the chat.
[ivr line=PAYE-IE {v('session_id', 'call=' + g.hex(16))} {v('datetime', 'answered=' + rfc3339(t))} lang=en]

Caller (IVR transcript): I was on the pandemic payment last year and now I have an underpayment on my
statement of liability, can I spread it out?
Agent:""", "helpline", "ivr-bridge", ["key_value_inline", "bracketed_context", "rfc3339_offset", "hex"])


@pos
def _helpline_et_webchat(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Oled maksuameti veebivestluse abiline. Vasta lühidalt eesti keeles ja viita juhendile, kui
vastus sõltub erandist.
{v('datetime', 'Praegu: ' + local_date(t, 'et'))}
{v('session_id', 'Vestlus: ' + g.uuid4())}

Kasutaja: Tere! Eeltäidetud tuludeklaratsioonis on eluasemelaenu intressid puudu. Kas saan need ise
juurde lisada?""", "helpline", "et-webchat", ["system_tail", "localized_now", "estonian", "uuid4", "non_english"])


@pos
def _helpline_callback_slots(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You book callbacks for the Child Benefit and Guardian's Allowance helpline. Offer two slots from the
list, never promise a specific adviser, and ask for the best phone number.

Callback slots computed {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
- Tue 09:40-10:00
- Tue 14:20-14:40
- Wed 11:00-11:20

Caller: I need someone to ring me about the high income charge, I'm at work until 2.
Assistant:""", "helpline", "callback-slots", ["inline_phrase", "rfc3339_ms", "fetched_list"])


@pos
def _helpline_kb_retrieval(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""Answer the caller's question from the guidance passages only. If they do not answer it, say that the
query needs a caseworker.

Guidance passages retrieved {v('datetime', 'at ' + http_date(t))} {v('request_id', '(retrieval ' + g.uuid7(t) + ')')} for this request:
[1] Rent tax credit: a tenant may claim for rent paid on a private tenancy registered with the RTB.
[2] The credit is claimed after the end of the year in which the rent was paid, or during the year
    through the online account.

Question: My landlord never registered the tenancy. Can I still claim the rent credit?
Answer:""", "helpline", "kb-retrieval", ["inline_phrase", "paren_id", "http_date", "uuid7", "two_in_line"])


@pos
def _helpline_teams_activity(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Incoming activity from the contact centre's Teams channel:
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  "channelId": "msteams",
  "conversation": {{ "id": "a:1Hf7vQm2Xc9TtKp0RsLb3" }},
  "from": {{ "name": "Helpline team leader" }},
  "text": "Is the marriage allowance backdating limit still four years? Caller is asking about 2021-22."
}}

Reply to the team leader in one or two sentences with the rule and where it is written.
Reply:""", "helpline", "teams-activity", ["json_block", "teams", "epoch_ms_id", "js_iso", "stable_neighbours"])


@pos
def _helpline_lb_chat(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Du bass den Chat-Assistent vun der Steierverwaltung. Äntwer kuerz op Lëtzebuergesch a sief
präzis iwwert d'Steierklassen.
{v('datetime', 'Elo: ' + local_date(t, 'lb'))}
{v('session_id', 'Sessioun: ' + g.b62(20))}

Benotzer: Mir hu virun zwou Wochen eng Duechter kritt. Muss ech selwer eppes maachen, fir datt meng
Steierkaart ugepasst gëtt?""", "helpline", "lb-chat", ["system_tail", "localized_now", "luxembourgish", "non_english"])


@pos
def _helpline_th_chatbot(g: Gen52) -> Draft:
    t = g.at("th")
    return P(f"""คุณคือผู้ช่วยตอบคำถามด้านภาษีเงินได้บุคคลธรรมดา ตอบเป็นภาษาไทยอย่างกระชับ และแนะนำช่องทางออนไลน์เมื่อทำได้
{v('datetime', 'เวลาปัจจุบัน: ' + local_date(t, 'th'))}
{v('session_id', 'รหัสการสนทนา: ' + g.hex(24))}

ผู้ใช้: ยื่นแบบ ภ.ง.ด.90 ออนไลน์ไปแล้วเดือนที่แล้ว แต่ยังไม่ได้รับเงินคืนภาษี ต้องรอนานแค่ไหนครับ""",
             "helpline", "th-chatbot", ["system_tail", "localized_now", "buddhist_era", "thai", "non_english"])


@pos
def _helpline_af_efiling(g: Gen52) -> Draft:
    t = g.at("za")
    return P(f"""{v('datetime', 'Tyd nou: ' + local_date(t, 'af'))}
{v('session_id', 'Sessie: ' + g.b58(22))}
Jy is die hulplyn-assistent vir e-liassering. Antwoord kort in Afrikaans en vra nooit na 'n wagwoord nie.

Gebruiker: My ITR12 is ingedien, maar die status sê al drie weke "verifikasie". Watter dokumente moet
ek oplaai?""", "helpline", "af-efiling", ["head", "localized_now", "afrikaans", "base58", "non_english"])


@pos
def _helpline_llama3_rental(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are the guidance assistant for rental income questions on the Revenue helpline. Explain which
form applies and whether the rent-a-room relief threshold is exceeded.<|eot_id|><|start_header_id|>user<|end_header_id|>

I let a room in my house to a student from September. The rent is 1,100 a month. Do I need to register
for anything?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "helpline", "llama3-rental",
             ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _helpline_discord_clinic(g: Gen52) -> Draft:
    t = g.at("us")
    return P(f"""You help volunteers at the Eastside free tax clinic's Discord server. Answer from the clinic's
scope list; if a return is out of scope, say so and suggest a paid preparer or the taxpayer advocate.
guild_id: 1181736229944270918
channel_id: 1181736229944270921
{v('message_id', 'message_id: ' + g.snowflake(t))}
{v('request_id', 'interaction_id: ' + g.snowflake(t))}

Volunteer: client has a 1099-K from selling concert tickets at a loss, is that in scope for us?
Assistant:""", "helpline", "discord-clinic", ["header_block", "snowflake", "stable_snowflakes", "stable_neighbours"])


@pos
def _helpline_script_canary(g: Gen52) -> Draft:
    return P(f"""{v('nonce', '<!-- canary:' + g.b64url(12) + ' -->')}
You write short scripts for helpline advisers. Do not repeat anything inside HTML comments. Plain
English, no jargon, under 120 words.

Topic: a caller who received a letter saying their Marriage Allowance has ended because their partner
now pays higher-rate tax.
Script:""", "helpline", "script-canary", ["head", "html_comment", "canary", "base64url"])


# --- positives: benefit caseworker copilots -------------------------------------------------------------------------


@pos
def _case_jobseeker_front_matter(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""---
tool: claim-review-copilot
team: JS-North-3
{v('session_id', 'workspace_session: ' + g.uuid7(t))}
{v('datetime', 'opened_at: "' + rfc3339(t, 3) + '"')}
locale: en-GB
---
You help work coaches review a jobseeker's claim. Summarise the facts, list missing evidence, and
never suggest a sanction; sanctions are a decision maker's call.

Claim JS/2026/118204 (claim date 2026-02-02, first payment 2026-02-19)
- Work search record: 14 applications logged in the last four weeks.
- Missed appointment on 2026-03-03, good reason accepted on 2026-03-05.
- Declared 6 hours of casual work in the week ending 2026-03-08.

Work coach: Anything stopping me from closing the four-week review?
Answer:""", "casework", "jobseeker-front-matter", ["front_matter", "uuid7", "rfc3339_ms", "dates_in_content_neighbour"])


@pos
def _case_worksearch_fetch(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You are the work-search review helper. Count the distinct employers, flag entries with no contact
detail, and say whether the claimant met the agreed 35 hours.

Work-search entries {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(fetch ' + g.ksuid(t) + ')')} for this request:
2026-03-02  Greenfield Logistics  warehouse operative  applied online     3 h
2026-03-03  Hillbrook Council     school cleaner       phone call         1 h
2026-03-05  Greenfield Logistics  forklift driver      applied online     2 h
2026-03-06  (no employer)         CV workshop          attended           6 h

Work coach: Is this enough for the week?
Answer:""", "casework", "worksearch-fetch", ["inline_phrase", "paren_id", "ksuid", "fetched_list"])


@pos
def _case_lha_lookup(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Housing benefit assessment helper. Work out the maximum eligible rent and show the arithmetic.

Local housing allowance rate looked up {v('datetime', 'at ' + rfc850(t))} {v('request_id', '(lookup ' + g.hex(12) + ')')} for this request:
BRMA: Central Hillbrook   Category: 2 bedrooms   Rate: GBP 183.45 per week

Claim HB-204-77812: single parent, two children (boy 9, girl 12), private tenancy at GBP 850 per
calendar month, non-dependant: none.

Assessor: What is the eligible rent per week?
Answer:""", "casework", "lha-lookup", ["inline_phrase", "paren_id", "rfc850", "fetched_record"])


@pos
def _case_assessment_slots(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help the disability assessment booking team offer appointments. Home visits only when the
claimant's GP letter supports it.

Slot search {v('run_id', g.hex(10))} ran {v('datetime', 'at ' + py_logging(t))} on the Hillbrook assessment centre list.
Free slots: Mon 09:30 (ground floor), Mon 13:00 (first floor, lift), Thu 10:15 (ground floor)

Claimant note: uses a wheelchair; GP letter says travel over 30 minutes causes severe pain.
Booking agent: Which slot should I offer, or should this be a home visit?
Answer:""", "casework", "assessment-slots", ["inline_id", "inline_phrase", "python_logging", "two_in_line"])


@pos
def _case_carers_table(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""| Field       | Value                         |
|-------------|-------------------------------|
| Caseworker  | A. Brennan                    |
| Benefit     | Carer's Allowance             |
{v('session_id', '| Session     | ' + g.nanoid() + '         |')}
{v('datetime', '| Opened      | ' + iso_space(t)[:16] + ' ' + t.tzname() + '          |')}

You check carer's allowance eligibility from the caseworker's notes. Name the condition that fails,
if any, and quote the earnings limit you used.

Notes: carer looks after her father 38 hours a week; father gets the daily living component at the
higher rate; carer earns GBP 168 a week after deductions from a Saturday job.

Caseworker: Eligible?
Answer:""", "casework", "carers-table", ["md_table", "nanoid", "iso_minutes", "stable_neighbours", "head"])


@pos
def _case_overpayment_letter(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Draft the overpayment decision letter from the decision maker's findings below. Plain English, no
more than 200 words, and include the right to ask for a reconsideration within one month.

{v('date', 'Letter date (filled in by the letter tool, today): ' + long_date(t))}
{v('run_id', 'Letter job: ' + g.ulid(t))}

Findings: claimant started work on 3 November 2025 and reported it on 26 January 2026. Benefit paid
from 3 November 2025 to 26 January 2026 was not due. Overpayment: GBP 1,043.20. Recoverable: yes,
failure to disclose. Proposed deduction: GBP 24.30 a week from ongoing benefit.

Letter:""", "casework", "overpayment-letter", ["today_artefact", "letter_job", "ulid", "dates_in_content_neighbour"])


@pos
def _case_coc_webhook(g: Gen52) -> Draft:
    t = g.at("utc")
    return P(f"""POST /hooks/change-of-circumstances HTTP/1.1
Host: casework.internal.example
Content-Type: application/json
{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}

{{"type":"change_of_circumstances.reported","data":{{"claim":"HB-204-77812","change":"partner moved in","effective":"2026-02-28","reported_at":"2026-03-02T09:14:00Z"}}}}

Write the task note for the housing benefit assessor: what changed, from when, and which evidence to
ask for.
Task note:""", "casework", "coc-webhook", ["standard_webhooks", "header_block", "signature", "epoch_s", "payload_stays"])


@pos
def _case_slack_event(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Slack event forwarded by the benefits casework bot
team_id: T04HBCASE
channel: C05QUERIES
{v('request_id', 'event_id: Ev' + g.b32(10))}
{v('epoch', 'event_time: ' + str(epoch_s(t)))}
{v('message_id', 'ts: ' + g.slack_ts(t))}
user: U02CASEW7

Message: does a student loan maintenance grant count as income for housing benefit if the claimant is
part-time?

Answer in the thread in two sentences.
Reply:""", "casework", "slack-event", ["header_block", "slack", "epoch_s", "slack_ts", "stable_neighbours"])


@pos
def _case_benefit_cap_json(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""{{"tool":"benefit-cap-check",{v('request_id', '"req":"' + g.uuid4() + '",')}{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"area":"outside-London","household":"couple-with-children"}}
Work out whether the household is over the benefit cap and by how much a week. Show each benefit.

Household: couple, three children. Weekly: housing benefit 210.00, child benefit 60.70, child tax
credit 225.40, jobseeker's allowance (joint) 148.40. Nobody in paid work.
Answer:""", "casework", "benefit-cap-json", ["json_inline", "uuid4", "epoch_ms", "head", "stable_neighbours"])


@pos
def _case_lt_sodra(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Esi socialinio draudimo konsultantų pagalbininkas. Atsakyk lietuviškai, trumpai ir nurodyk, kokius
dokumentus pateikti.
{v('datetime', 'Dabar: ' + local_date(t, 'lt'))}
{v('session_id', 'Sesija: ' + g.hex(20))}

Klientas: Gimė sūnus, noriu gauti vaiko priežiūros išmoką. Ar galiu dirbti puse etato, kol ją gaunu?""",
             "casework", "lt-parental", ["system_tail", "localized_now", "lithuanian", "non_english"])


@pos
def _case_lv_unemployment(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Tu esi bezdarbnieka pabalstu konsultanta palīgs. Atbildi latviski un īsi.
{v('date', 'Šodien: ' + local_date(t, 'lv', with_time=False))}
{v('request_id', 'Pieprasījums: ' + g.uuid4())}

Klients: Mani atlaida no darba 28. februārī. Līdz kuram datumam man jāpiesakās bezdarbnieka pabalstam,
lai nezaudētu naudu?""", "casework", "lv-unemployment", ["system_tail", "localized_today", "latvian", "non_english"])


@pos
def _case_sl_child_allowance(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""{v('datetime', 'Trenutni čas: ' + local_date(t, 'sl'))}
{v('session_id', 'Seja: ' + g.b32(16))}
Si pomočnik svetovalcev centra za socialno delo. Odgovarjaj v slovenščini in navedi, kdaj je treba
oddati novo vlogo.

Uporabnik: Ali moram vlogo za otroški dodatek oddati vsako leto znova, ali se podaljša sama?""",
             "casework", "sl-child-allowance", ["head", "localized_now", "slovenian", "base32", "non_english"])


@pos
def _case_bg_sickness(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Ти си асистентът на служителите по краткосрочни обезщетения. Отговаряй кратко на български.
{v('datetime', 'Текущо време: ' + local_date(t, 'bg'))}
{v('session_id', 'Сесия: ' + g.ksuid(t))}

Потребител: Болничният ми е от 3 до 14 март, работодателят го е подал. Кога ще получа обезщетението?""",
             "casework", "bg-sickness", ["system_tail", "localized_now", "bulgarian", "ksuid", "non_english"])


@pos
def _case_uk_subsidy(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Ти — помічник порталу соціальних послуг. Відповідай українською, коротко і без юридичних
порад.
{v('datetime', 'Поточний час: ' + local_date(t, 'uk'))}
{v('request_id', 'Запит: ' + g.uuid7(t))}

Користувач: Чи треба щороку заново подавати заяву на житлову субсидію, чи її продовжують автоматично?""",
             "casework", "ua-subsidy", ["system_tail", "localized_now", "ukrainian", "uuid7", "non_english"])


@pos
def _case_decision_bullets(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""## Reconsideration workspace
- **Decision maker:** R. Haddad (team MR-2)
{v('session_id', '- **Session:** `' + g.objectid(t) + '`')}
{v('datetime', '- **Opened:** ' + dmy(t) + ' ' + t.tzname())}
- **Benefit:** Personal Independence Payment

Write the reasons section for a mandatory reconsideration. Address each descriptor the claimant
disputes, and say what evidence changed the outcome, if any.

Disputed: daily living activity 4 (washing and bathing), descriptor 4b awarded, claimant says 4c.
New evidence: occupational therapist letter dated 12 February 2026 describing a shower seat and
supervision for getting out of the bath.

Reasons:""", "appeals", "reconsideration-bullets", ["md_bullets", "objectid", "day_first", "dates_in_content_neighbour"])


# --- positives: self-assessment and VAT / GST return assistants -----------------------------------------------------


@pos
def _vat_fraud_prevention_headers(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""VAT return assistant - submission preview
Outgoing headers prepared for this submission:
Gov-Client-Connection-Method: DESKTOP_APP_DIRECT
Gov-Client-Device-ID: 3f7d2a10-9c4e-4b1a-8e55-0d6b2f9a4c71
Gov-Client-Timezone: UTC+00:00
{v('datetime', 'Gov-Client-Local-IPs-Timestamp: ' + js_iso(t))}
Gov-Vendor-Version: ledgerly-desktop=4.12.0
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}

Box 1 VAT due on sales: 4,812.40
Box 4 VAT reclaimed: 1,106.75
Box 5 Net VAT: 3,705.65
Box 6 Total sales ex VAT: 24,062.00

Check the boxes against each other and tell me if anything would be rejected.
Review:""", "returns", "vat-fraud-prevention", ["header_block", "js_iso", "uuid4", "stable_device_id", "stable_neighbours"])


@pos
def _gst_f5_front_matter(g: Gen52) -> Draft:
    t = g.at("sg")
    return P(f"""---
assistant: gst-f5-helper
entity_uen: 201912345K
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('request_id', 'draft_id: ' + g.ulid(t))}
period: 2026-01-01 to 2026-03-31
---
You help small GST-registered businesses in Singapore complete the quarterly GST F5. Explain which box
each figure goes in; do not file anything.

Figures: standard-rated supplies 182,400.00; zero-rated exports 41,000.00; imports under the import GST
deferment scheme 12,600.00; input tax on purchases 9,874.20.

Where does the import deferment amount go?
Answer:""", "returns", "gst-f5-front-matter", ["front_matter", "rfc3339_offset", "ulid", "stable_uen"])


@pos
def _gst_hi_gstr3b(g: Gen52) -> Draft:
    t = g.at("in")
    return P(f"""आप जीएसटी रिटर्न सहायक हैं। हिंदी में, छोटे वाक्यों में उत्तर दें।
{v('datetime', 'वर्तमान समय: ' + local_date(t, 'hi'))}
{v('session_id', 'सत्र: ' + g.hex(16))}
GSTIN: 27AAPFU0939F1ZV

उपयोगकर्ता: जीएसटीआर-3बी में मेरा इनपुट टैक्स क्रेडिट जीएसटीआर-2बी से ज़्यादा दिख रहा है। क्या रिटर्न फाइल हो जाएगा?""",
             "returns", "hi-gstr3b", ["header_block", "localized_now", "hindi", "stable_gstin", "non_english"])


@pos
def _vat_oss_xml(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""<oss-return-context {v('datetime', 'requested="' + rfc3339(t, 3) + '"')} scheme="union" period="2026-Q1" member-state="IE">
  <line country="DE" rate="19" taxable="12840.00"/>
  <line country="FR" rate="20" taxable="9315.50"/>
  <line country="NL" rate="21" taxable="2210.00"/>
</oss-return-context>
You check One-Stop-Shop returns before submission. Compute the VAT per country, the total, and flag any
rate that does not match the standard rate for that country.
Check:""", "returns", "oss-xml", ["xml_attr", "rfc3339_ms", "head", "stable_neighbours"])


@pos
def _vat_sw_itax(g: Gen52) -> Draft:
    t = g.at("ke")
    return P(f"""Wewe ni msaidizi wa marejesho ya VAT. Jibu kwa Kiswahili rahisi na taja tarehe ya mwisho ya
kuwasilisha.
PIN: P051234567Q
{v('datetime', 'Saa sasa: ' + local_date(t, 'sw'))}
{v('session_id', 'Kikao: ' + g.b62(18))}

Mtumiaji: Nimesahau kuwasilisha marejesho ya VAT ya Februari na sikuwa na mauzo. Bado nitatozwa adhabu?""",
             "returns", "sw-itax", ["system_tail", "localized_now", "swahili", "stable_pin", "non_english"])


@pos
def _sa_form11_sentence(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""You are the Form 11 assistant for self-employed taxpayers. {v('date', 'The current date is ' + long_date(t) + '.')} Explain
the pay-and-file steps in order, mention preliminary tax for the next year, and say when a surcharge
applies. Never estimate a customer's liability.

Customer: I started freelancing as a translator last June. What do I file and pay this year?
Assistant:""", "returns", "form11-sentence", ["inline_sentence", "long_date", "templated_date"])


@pos
def _sa_ms_efiling(g: Gen52) -> Draft:
    t = g.at("my")
    return P(f"""Anda pembantu pengisian borang cukai pendapatan. Jawab dalam Bahasa Melayu yang mudah.
{v('datetime', 'Masa kini: ' + local_date(t, 'ms'))}
{v('request_id', 'ID permintaan: ' + g.uuid4())}

Pengguna: Saya terlupa tuntut pelepasan gaya hidup untuk komputer riba. Boleh saya pinda borang BE selepas
dihantar?""", "returns", "ms-efiling", ["system_tail", "localized_now", "malay", "uuid4", "non_english"])


@pos
def _gst_nz_traceparent(g: Gen52) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: gstassist=' + g.hex(16) + ',edge=' + g.b64url(6))}
Accept: text/plain

You help sole traders in New Zealand with GST returns filed two-monthly or six-monthly. Say which
period a sale belongs to under the payments basis and the invoice basis.

Trader: I invoiced a client on 28 March but they paid me on 9 April. I'm on the payments basis,
two-monthly, periods ending March and May. Which return?
Answer:""", "returns", "nz-traceparent", ["head", "header_block", "traceparent", "tracestate"])


@pos
def _vat_threshold_monitor(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""VAT registration threshold monitor. Tell the user whether they must register, from which date,
and what to do next. The threshold is GBP 90,000 of taxable turnover in a rolling 12 months.

Rolling 12-month taxable turnover computed {v('datetime', 'at ' + iso_basic(t))} for this request:
to 2026-01-31   GBP 86,420
to 2026-02-28   GBP 88,910
to 2026-03-31   GBP 91,305

User: Do I have to register now?
Answer:""", "returns", "threshold-monitor", ["inline_phrase", "iso_basic", "fetched_table"])


@pos
def _sa_payments_on_account(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You explain payments on account to self-assessment customers. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Use the last return's figures, show both instalments and the balancing payment, and say whether a
reduction claim might make sense.

Last return: tax and Class 4 due GBP 6,240; tax deducted at source GBP 1,180.
Customer: My income has dropped by half this year. Do I still have to pay the full amounts?
Assistant:""", "returns", "payments-on-account", ["inline_sentence", "dotnet_long_datetime"])


@pos
def _sa_sk_return(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Si asistent pre daňové priznanie fyzických osôb. Odpovedaj po slovensky a stručne.
{v('datetime', 'Aktuálny čas: ' + local_date(t, 'sk'))}
{v('session_id', 'Relácia: ' + g.uuid4())}

Používateľ: Môžem si v daňovom priznaní odpočítať príspevky na doplnkové dôchodkové sporenie, keď som
živnostník?""", "returns", "sk-return", ["system_tail", "localized_now", "slovak", "non_english"])


@pos
def _vat_mt_small_undertaking(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Inti l-assistent tal-VAT għan-negozji ż-żgħar. Wieġeb bil-Malti u b'mod qasir.
{v('datetime', 'Il-ħin issa: ' + local_date(t, 'mt'))}
{v('session_id', 'Sessjoni: ' + g.hex(20))}

Utent: Għandi ħanut żgħir u d-dħul tiegħi din is-sena qabeż il-limitu. Irrid nibdel ir-reġistrazzjoni
tal-VAT?""", "returns", "mt-small-undertaking", ["system_tail", "localized_now", "maltese", "non_english"])


@pos
def _vat_draft_footer(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Explain to the client, in plain words, why their VAT bill for the quarter is higher than last time.

Quarter to 31 March: output VAT 7,902.10, input VAT 1,388.40, net 6,513.70.
Quarter to 31 December: output VAT 6,110.55, input VAT 2,940.05, net 3,170.50.
Notes from the bookkeeper: van bought in November (input VAT 2,016.00 claimed in the December quarter).

--
{v('datetime', 'Generated: ' + rfc2822(t))}
{v('run_id', 'Job: vat-draft-' + g.hex(12))}""", "returns", "vat-draft-footer", ["footer", "tail", "rfc2822", "hex"])


@pos
def _sa_go_string(g: Gen52) -> Draft:
    t = g.at("ie")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'context built at ' + go_string(t, g.small(1, 1000), mono))}
You answer questions about capital gains tax on shares for the online return. Give the rate, the annual
exemption and the payment dates that apply, and say when a loss can be carried forward.

Question: I sold shares in December at a loss of 2,300 and in February at a gain of 4,100. What do I pay
and when?
Answer:""", "returns", "cgt-go-string", ["head", "go_time_string", "monotonic"])


# --- positives: payroll tax and withholding -------------------------------------------------------------------------


@pos
def _paye_tax_code_log4j(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""tax-code-explainer context
channel: online-account
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
taxYear: 2026-27

Explain the employee's tax code in two short paragraphs: what the number means and why the letter is
there. If an amount looks like a benefit in kind, say which one.

Tax code on the notice: 1057L. Allowances: personal allowance 12,570; less company car benefit 2,000.
Employee: Why has my code gone down by 200?
Answer:""", "payroll", "tax-code-log4j", ["header_block", "log4j", "stable_tax_year", "stable_neighbours"])


@pos
def _withholding_estimator(g: Gen52) -> Draft:
    t = g.at("us")
    zone = "Eastern Daylight Time" if t.tzname() == "EDT" else "Eastern Standard Time"
    return P(f"""Withholding estimator - assistant context
{v('datetime', 'Device time: ' + js_tostring(t, zone))}
{v('session_id', 'Estimator session: ' + g.b64url(18))}
Filing status (step 1): Married filing jointly
Jobs: 2 (both spouses, one job each)

You help the user fill in a new Form W-4 from the estimator's results. Refer to the step numbers on the
form and say which spouse should use the multiple jobs worksheet.

User: The estimator says we'll owe 1,850. What do I put on my W-4 so we break even?
Assistant:""", "payroll", "withholding-estimator", ["header_block", "js_date_tostring", "base64url", "stable_neighbours"])


@pos
def _employer_penalty_desk(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""POST /employer-helpdesk/ask HTTP/1.1
Host: assist.revenue.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
X-Employer-Ref: 123/AB45678
Content-Type: text/plain; charset=utf-8

You answer employers about late filing penalties for payroll submissions. Explain how the monthly
penalty is worked out from the number of employees and when the first late return in a year is free.

Employer: We have 62 staff. Our March submission went in four days late because of a software outage.
What will we be charged and can we appeal?
Answer:""", "payroll", "employer-penalty-desk", ["http_request", "http_date", "request_id", "stable_employer_ref"])


@pos
def _payg_python_prefix(g: Gen52) -> Draft:
    t = g.at("au")
    return P(f"""{v('datetime', '[' + py_logging(t) + ']')} INFO payg-assist request received for ABN 51 824 753 556
You help small employers in Australia with PAYG withholding. Use the fortnightly tax table figures the
user gives and say whether the tax-free threshold should be claimed.

Employer: New casual starts Monday, second job for her, she ticked the tax-free threshold box on the
declaration. Is that right?
Answer:""", "payroll", "payg-python-prefix", ["head", "python_logging", "bracketed_prefix", "stable_abn"])


@pos
def _pdoc_lookup_sentence(g: Gen52) -> Draft:
    t = g.at("ca")
    return P(f"""Payroll deductions helper for small employers. Explain which amounts are withheld from a pay and
which the employer pays on top.

Deduction table lookup {v('request_id', g.b58(16))} ran {v('datetime', 'at ' + us_medium(t))} against the tables effective 2026-07-01.
Province of employment: British Columbia. Pay period: biweekly. Gross: CAD 2,450.00. TD1 claim code 1.

Employer: What comes off this cheque, and what do I owe on top for CPP and EI?
Answer:""", "payroll", "pdoc-lookup", ["inline_id", "inline_phrase", "us_medium", "stable_table_date"])


@pos
def _rpn_fetch(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""You explain Revenue payroll notifications to payroll clerks. Say what changed and what the clerk
has to do in the payroll software.

RPN retrieved from Revenue {v('datetime', 'at ' + rfc3339(t, 6))} {v('request_id', '(request ' + g.uuid4() + ')')} for this request:
Employee: PPSN 1234567TA   RPN number: 14   Effective: 2026-03-01
Yearly tax credits: 4,000.00   Yearly rate band: 44,000.00   USC status: ordinary
Previous RPN: number 13, yearly tax credits 4,375.00

Clerk: Why did the credits drop, and do I need to refund anything?
Answer:""", "payroll", "rpn-fetch", ["inline_phrase", "paren_id", "rfc3339_us", "fetched_record", "stable_ppsn"])


@pos
def _payroll_cloudevent(g: Gen52) -> Draft:
    t = g.at("utc")
    return P(f"""{{
  "specversion": "1.0",
  "type": "gov.revenue.payroll.submission.accepted",
  "source": "/payroll/submissions",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{"submissionId": "PSR-2026-0311-4471", "payDate": "2026-03-13", "employees": 42, "warnings": ["PPSN missing for 1 employee"]}}
}}
Tell the payroll clerk what the warning means and whether the submission has to be corrected.
Answer:""", "payroll", "payroll-cloudevent", ["json_block", "cloudevent", "uuid4", "rfc3339_ms", "payload_stays"])


@pos
def _ny_withholding_json(g: Gen52) -> Draft:
    t = g.at("us")
    return P(f"""Withholding form helper. Explain the state allowance worksheet line by line and what changes if the
employee lives in New York City.
{{"form":"IT-2104","tax_year":2026,{v('epoch', '"client_ts":' + str(epoch_ms(t)) + ',')}"state":"NY"}}

Employee: I moved from Albany to Brooklyn last month. Do I need a new form?
Assistant:""", "payroll", "ny-withholding-json", ["json_inline", "epoch_ms", "system_tail", "stable_neighbours"])


@pos
def _payroll_gcp_trace(g: Gen52) -> Draft:
    return P(f"""You answer employees' questions about emergency tax codes. Say how long the code lasts and what the
employee or employer can do to fix it.
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}

Employee: First payslip at my new job shows a code ending in W1 and they took loads of tax. Will I get it back?
Assistant:""", "payroll", "emergency-code-gcp", ["system_tail", "gcp_trace", "trace_header"])


# --- positives: benefit claims (citizens' side) --------------------------------------------------------------------


@pos
def _claim_chat_sent(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""{v('session_id', 'Conversation: conv_' + g.b62(22))}
You are the online help for people claiming jobseeker benefits. Be kind and concrete; never ask for bank
details in the chat.

Claimant: I got a text saying my payment is delayed this week, why would that be? {v('datetime', '(sent ' + dmy(t) + ')')}
Assistant:""", "claims", "claim-chat-sent", ["head", "paren_sent", "day_first", "last_user"])


@pos
def _claim_child_benefit_jwt(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Claim form helper - child benefit (new claim)
Host: claims.benefits.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'citizen-88120'))}
Form: CH2 (online) v2026.1

Help the parent answer the form questions in order. If a question is about the other parent, explain why
it is asked.

Parent: It asks if anyone else is claiming for the child. My ex-partner claimed for her until last
year. What do I put?
Assistant:""", "claims", "child-benefit-jwt", ["header_block", "jwt", "stable_form_version", "stable_neighbours"])


@pos
def _claim_hb_cookie(g: Gen52) -> Draft:
    return P(f"""Housing benefit online form - help panel
Cookie: lang=en; consent=essential-only; a11y=large-text; {v('session_id', 'hbsid=' + g.hex(32))}

Explain the question the claimant is stuck on in simple words and give an example answer.

Question on the form: "Does anyone who lives with you pay you anything towards the household costs?"
Claimant: My son is 22 and gives me 40 pounds a week when he can. Does that count?
Assistant:""", "claims", "hb-cookie", ["cookie", "session_last_pair", "hex"])


@pos
def _claim_pip_autosave(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""<!-- form-helper {v('request_id', 'req=' + g.uuid4())} {v('datetime', 'rendered=' + rfc3339(t))} form=PIP2-v7 -->
You help people describe how their condition affects daily life on the disability benefit form. Ask
about bad days, how long tasks take and whether they need someone with them. Never suggest
exaggerating.

Question 4: Washing and bathing.
Claimant: I can shower on my own but it takes me ages and I have to sit down halfway. Is that worth
putting?
Assistant:""", "claims", "pip-form-helper", ["html_comment", "key_value_inline", "rfc3339", "head"])


@pos
def _claim_journal_relay(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You draft replies for work coaches to messages in the claimant's online journal. Keep them short and
say what the claimant needs to do next.

{v('datetime', '[received ' + iso_space(t) + ']')} Claimant journal: I start a new job on Monday, 20 hours a week at a care
home. Do I need to tell you anything else or will my payment just change?

Draft reply:""", "claims", "journal-relay", ["received_prefix", "iso_space", "relayed_line"])


@pos
def _claim_cost_of_living_tool(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You check eligibility for the cost of living payment. Qualifying benefits must have been paid for an
assessment period or week that falls in the qualifying window.
{v('datetime', 'get_current_time -> ' + rfc3339(t))}

User: I got pension credit from last October but it stopped in January. Do I get the next payment?
Assistant:""", "claims", "cost-of-living-tool", ["tool_result", "rfc3339", "system_tail"])


@pos
def _claim_sms_bot(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""SMS assistant for the unemployment benefit line. Reply in one text message (max 300 characters). Never
include links.

Text from the claimant: hi my appointment letter says tuesday but i start a trial shift that day, can i
change it
{v('message_id', 'Msg-Id: ' + g.upper_hex(20))}
{v('datetime', 'Received: ' + dotted(t))}
Reply:""", "claims", "sms-bot", ["last_user", "msg_id", "dotted_datetime"])


@pos
def _claim_mistral_wfp(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""<s>[INST] You answer questions about the Working Family Payment for the department's web assistant. Be
brief and list what the couple would need to show.
{v('datetime', 'Request time: ' + dmy(t, seconds=True))}
My partner and I both work part time, 19 and 16 hours a week, and we have two children. Do we qualify? [/INST]""",
             "claims", "mistral-wfp", ["mistral", "day_first", "stamp_own_line"])


# --- positives: pensions and social-security contributions --------------------------------------------------------


@pos
def _ni_record_fetch(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help people decide whether to pay voluntary contributions to fill gaps in their record. Say which
years are worth filling and the deadline that applies to each; do not recommend paying for years that
would not increase the pension.

Contribution record fetched {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(fetch ' + g.hex(16) + ')')} for this request:
2018-19  full year
2019-20  not full - shortfall 22 weeks - Class 3 GBP 363.00
2020-21  not full - shortfall 52 weeks - Class 3 GBP 795.60
2021-22  full year (credits)
Qualifying years so far: 29 of 35 needed for the full new state pension

User: Which gaps should I pay for?
Answer:""", "pensions", "ni-record-fetch", ["inline_phrase", "paren_id", "rfc3339", "fetched_table"])


@pos
def _contrib_ro_declaratie(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Ești asistentul pentru declarația unică a persoanelor fizice. Răspunde în română, pe scurt.
{v('datetime', 'Ora curentă: ' + local_date(t, 'ro'))}
{v('session_id', 'Sesiune: ' + g.hex(24))}

Utilizator: Sunt PFA în sistem real și am și salariu. Mai trebuie să plătesc CASS pe veniturile din
activitatea independentă?""", "pensions", "ro-declaratie", ["system_tail", "localized_now", "romanian", "non_english"])


@pos
def _pension_forecast_yaml(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""State pension forecast assistant. Explain the forecast in plain words and what could change it.

forecast:
  request:
    {v('request_id', 'id: ' + g.ksuid(t))}
    {v('datetime', 'requested_at: ' + rfc3339(t, 6))}
    channel: web
  member: QQ123456C
  state_pension_age: 2047-08-14
  weekly_forecast: 221.20
  qualifying_years: 29

User: Why is my forecast lower than the full amount, and can I still change it?
Answer:""", "pensions", "forecast-yaml", ["nested_yaml", "ksuid", "rfc3339_us", "stable_member", "stable_neighbours"])


@pos
def _survivors_desk(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Survivors' pension intake desk
Office: Leuven regional office
{v('session_id', 'Desk session: ' + g.uuid1())}
{v('datetime', 'Session opened: ' + dotted(t, seconds=False))}

You help the intake officer list the documents needed for a survivor's pension claim. Ask about the
length of the marriage and whether there are dependent children.

Officer: The widow is 58, married 11 years, husband died on 2 March. She works part time. What do I
ask her for?
Answer:""", "pensions", "survivors-desk", ["header_block", "uuid1", "dotted_datetime", "stable_neighbours"])


@pos
def _pension_credit_call(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Pension credit claim line - call helper
{v('session_id', 'Call-ID: ' + g.hex(24) + '@sbc.pensions.example')}
{v('datetime', 'Answered: ' + zone_iso(t))}
Line: PC-claims-2

Suggest the next three questions for the agent, in the order the claim form asks them.

Caller: I'm 71, I live alone, I get my state pension and a small works pension of 60 a week. My
daughter says I might get pension credit.
Agent:""", "pensions", "pension-credit-call", ["header_block", "call_id", "zone_iso", "stable_neighbours"])


@pos
def _contrib_arrears_statement(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""You explain social security contribution statements to self-employed people. Give the total owed,
which quarters are late, and whether an instalment plan can be requested.

Contribution statement built {v('datetime', 'at ' + rfc3339_ns(t, g.small(0, 1000)))} {v('run_id', '(job ' + g.ulid(t) + ')')} for this request:
2025-Q3   provisional 1,184.00   paid 1,184.00   -
2025-Q4   provisional 1,184.00   paid 0.00       due 2025-12-31
2026-Q1   provisional 1,246.00   paid 0.00       due 2026-03-31
Surcharge for late payment (Q4): 35.52

User: How much do I owe right now and can I pay it off monthly?
Answer:""", "pensions", "contrib-arrears-statement", ["inline_phrase", "paren_id", "rfc3339_ns", "ulid", "fetched_table"])


@pos
def _contrib_b3_multi(g: Gen52) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You answer questions from the self-employed about Class 2 and Class 4 contributions. Say which apply at
the user's profits and whether they can pay voluntarily.

User: My profits were 5,900 last year. Do I pay Class 2, and does the year count for my pension?
Answer:""", "pensions", "class2-b3-multi", ["head", "header_block", "b3_multi", "stable_sampled"])


# --- positives: appeals and review letters --------------------------------------------------------------------------


@pos
def _objection_chatml(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""<|im_start|>system
You draft acknowledgements of tax appeals (objections) received by the appeals unit. State the
reference, what happens next and that collection of the disputed amount is not paused automatically.
{v('datetime', 'Prompt assembled: ' + iso_space(t) + ' ' + t.tzname())}
<|im_end|>
<|im_start|>user
Appeal AU-2026-00731 received against the assessment for 2024 (notice dated 19 January 2026). Grounds:
the rental expenses were disallowed in full. Please draft the acknowledgement.<|im_end|>
<|im_start|>assistant
""", "appeals", "objection-chatml", ["chat_template", "chatml", "stamp_own_line", "iso_space"])


@pos
def _tribunal_bundle_run(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You write the index page of a tribunal appeal response bundle for the presenting officer.

Bundle run {v('run_id', g.ksuid(t))} started {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} on the appeals document service.
Sections assembled: decision notice (dated 2026-01-14), reconsideration notice (dated 2026-02-20),
claim form (received 2025-10-02), assessment report (assessed 2025-12-01), GP letter (2026-02-05).

Write the index with page ranges, assuming 3, 4, 21, 14 and 2 pages in that order.
Index:""", "appeals", "bundle-run", ["inline_id", "inline_phrase", "go_rfc3339nano", "dates_in_content_neighbour"])


@pos
def _review_queue_snapshot(g: Gen52) -> Draft:
    t = g.at("au")
    return P(f"""You triage review requests for the internal review team. Put the queue in the order it should be
worked and give one line of reasoning per case. Cases near their statutory deadline come first.

Review queue {v('datetime', 'as of ' + dmy(t) + ' ' + t.tzname())} {v('request_id', '(snapshot ' + g.hex(10) + ')')} for this request:
IR-5521  carer payment cancelled       lodged 2026-02-10  deadline 2026-04-10
IR-5530  debt raised, 3,412.00         lodged 2026-02-17  deadline 2026-04-17
IR-5542  rent assistance reduced       lodged 2026-03-01  deadline 2026-05-01

Officer: Which first?
Answer:""", "appeals", "review-queue-snapshot", ["inline_phrase", "paren_id", "day_first", "fetched_table"])


@pos
def _appeals_mailbox_poll(g: Gen52) -> Draft:
    t = g.at("uk")
    sent = t - timedelta(hours=g.small(3, 40))
    return P(f"""From: Dana Morris <dana.morris@mailbox.example>
Date: {rfc2822(sent)}
Subject: Appeal ref MR/2026/44120 - more evidence

Hello, I have a new letter from my consultant about my knee operation. Can it still be added to my
reconsideration? I can post it or upload it.

{v('datetime', 'Mailbox polled: ' + http_date(t))}
{v('request_id', 'Poll: ' + g.uuid4())}

Draft a reply from the reconsideration team telling her how to send the evidence and by when.
Reply:""", "appeals", "mailbox-poll", ["pasted_content_neighbour", "http_date", "uuid4", "email_date_stays"])


@pos
def _late_appeal_today(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You check whether an appeal is in time. A mandatory reconsideration must be asked for within one
month of the decision; late requests up to 13 months need a reason.
{v('date', f'Today is {DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}.')}

User: My decision letter is dated 9 January 2026. I was in hospital for most of February. Am I too late?
Assistant:""", "appeals", "late-appeal-today", ["templated_sentence", "long_date", "system_tail"])


@pos
def _ombudsman_ctime_footer(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Draft a response to the ombudsman's enquiry about a delayed council tax support claim. Acknowledge
the delay, give the dates from the case history and the remedy offered.

Case history: claim received 2025-11-04; evidence requested 2025-11-06; evidence received 2025-11-20;
decision 2026-02-11; backdated award paid 2026-02-13. Remedy: GBP 150 for time and trouble.

Response:

{v('datetime', 'Prompt built: ' + ctime(t))}""", "appeals", "ombudsman-ctime", ["tail", "ctime", "dates_in_content_neighbour"])


# --- positives: identity verification for citizen portals ---------------------------------------------------------


@pos
def _idv_liveness_json(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""{{
  {v('session_id', '"session_id": "' + g.uuid4() + '",')}
  {v('nonce', '"nonce": "' + g.b64url(16) + '",')}
  {v('epoch', '"issued_at": ' + str(epoch_s(t)) + ',')}
  "document_type": "passport",
  "assurance": "medium"
}}
You guide the citizen through the identity check for the benefits portal. Explain the next step
(photo of the passport page, then a short video selfie) in simple words and what to do if it fails.

Citizen: The app keeps saying "face not detected". I'm in a bright room. What am I doing wrong?
Assistant:""", "identity", "liveness-json", ["json_block", "nonce", "epoch_s", "head", "stable_neighbours"])


@pos
def _idv_oidc_ctx(g: Gen52) -> Draft:
    return P(f"""You help people who are stuck signing in to the tax portal with their national digital identity.
[authz client_id=tax-portal-prod {v('nonce', 'state=' + g.b64url(24))} {v('nonce', 'nonce=' + g.b64url(24))} acr=substantial]

User: After I approve the login on my phone the browser just shows "invalid request" and sends me back to
the start. What can I try?
Assistant:""", "identity", "oidc-ctx", ["bracketed_context", "key_value_inline", "oidc_state_nonce", "stable_client_id"])


@pos
def _idv_kiosk_nfc(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Identity check kiosk - Dublin Road council office
{v('datetime', 'Kiosk time: ' + hhmm(t))}
{v('request_id', 'Check: ' + g.uuid4())}
Reader: NFC-2 (passport chip)

You help the visitor finish the document check at the kiosk. Short steps, one at a time.

Visitor: It says "chip could not be read" every time I put the passport on the glass.
Assistant:""", "identity", "kiosk-nfc", ["header_block", "time_alone", "uuid4", "stable_neighbours"])


@pos
def _idv_kbv_xml(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You explain knowledge-based verification questions to people setting up their online tax account. Do
not give the answers and do not guess figures.
<kbv {v('request_id', 'set="' + g.b32(12) + '"')} {v('datetime', 'issued="' + rfc3339(t) + '"')} provider="payslip-and-p60" questions="3"/>

User: It asks for the tax deducted on my P60 for last year but I lost it. Is there another option?
Assistant:""", "identity", "kbv-xml", ["xml_attr", "base32", "rfc3339", "system_tail"])


@pos
def _idv_lv_smart_id(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""Tu palīdzi iedzīvotājiem pieslēgties valsts pakalpojumu portālam. Atbildi latviski.
{v('session_id', 'Autentifikācijas sesija: ' + g.uuid4())}
{v('nonce', 'Kontroles kods: ' + str(g.small(1000, 10000)))}
{v('datetime', 'Laiks: ' + dotted(t))}

Lietotājs: Telefonā rāda citu kontroles kodu nekā ekrānā. Vai drīkst apstiprināt?""",
             "identity", "lv-smart-id", ["system_tail", "verification_code", "dotted_datetime", "latvian", "non_english"])


@pos
def _idv_saml_request(g: Gen52) -> Draft:
    t = g.at("utc")
    return P(f"""Explain to the portal support agent why the identity provider rejected this sign-in, in plain words.

<samlp:AuthnRequest {v('request_id', 'ID="_' + g.hex(32) + '"')} Version="2.0" {v('datetime', 'IssueInstant="' + rfc3339(t) + '"')} Destination="https://idp.gov.example/sso" AssertionConsumerServiceURL="https://benefits.example/acs">
  <saml:Issuer>https://benefits.example/sp</saml:Issuer>
</samlp:AuthnRequest>

IdP response status: urn:oasis:names:tc:SAML:2.0:status:Responder / NoAuthnContext
Agent: What went wrong?
Answer:""", "identity", "saml-request", ["xml_attr", "saml", "rfc3339", "stable_neighbours"])


@pos
def _idv_recovery_ns(g: Gen52) -> Draft:
    t = g.at("utc")
    return P(f"""Account recovery assistant for the citizen portal. Never ask for the code itself.
RECOVERY_CHANNEL=sms
{v('request_id', 'RECOVERY_CHALLENGE=' + g.b58(20))}
{v('epoch', 'NOW_NS=' + str(epoch_ns(t, g.small(0, 1000))))}
PORTAL_REGION=eu-central

User: I changed phone number and now the code goes to my old number. How do I get back in?
Assistant:""", "identity", "recovery-ns", ["key_value_lines", "epoch_ns", "base58", "stable_neighbours"])



# --- positives: debt and repayment plans ----------------------------------------------------------------------------


@pos
def _ttp_liabilities_snapshot(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help debt management advisers set up a time to pay arrangement. Propose a monthly amount that
clears the debt within 12 months if the customer's disposable income allows, otherwise the longest
plan the rules allow, and list what the customer must keep up to date.

Liabilities {v('datetime', 'as of ' + zone_iso(t))} {v('request_id', '(snapshot ' + g.uuid7(t) + ')')} for this request:
Self assessment 2024-25 balancing payment   3,912.40   due 2026-01-31
First payment on account 2025-26            1,956.20   due 2026-01-31
Late payment interest to date                  88.15

Customer's monthly disposable income (from the income and expenditure form): 410.00
Adviser: What plan can I offer?
Answer:""", "debt", "ttp-snapshot", ["inline_phrase", "paren_id", "zone_iso", "uuid7", "fetched_table"])


@pos
def _overpayment_recovery_pystr(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You are a benefit debt recovery assistant. Work out how long recovery will take at the standard rate
and at the hardship rate the customer asked for.
{v('datetime', 'now: ' + py_str(t))}

Debt: overpaid jobseeker benefit, GBP 1,043.20. Standard deduction: GBP 24.30 a week. Customer asks
for GBP 10.00 a week because of rent arrears.

Answer with both durations in weeks and months.
Answer:""", "debt", "overpayment-pystr", ["system_tail", "python_str_datetime"])


@pos
def _debt_console(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Debt collection console DMC-07 (tax debts, individuals)
{v('session_id', 'Console session: ' + g.b32(20))}
{v('datetime', 'Console time: ' + mdy12(t))}
Team: vulnerable customers

Suggest what the agent says to a customer who has just told them they lost their job last week and has
a tax debt of 2,300. Be careful and practical, and mention breathing space if it applies.
Suggested wording:""", "debt", "debt-console", ["header_block", "base32", "month_first", "stable_neighbours"])


@pos
def _dd_plan_idempotency(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Direct debit instalment plan - request preview
Stripe-Version: 2024-06-20
Customer: cus_Qk7sVbW2Yd1LmZ
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('epoch', 'Request-Time: ' + str(epoch_s(t)))}

Check the schedule before the request is sent: 10 monthly instalments of 245.00 starting on the 1st,
balance 2,450.00. Tell the adviser if the first collection date gives the customer enough notice.
Check:""", "debt", "dd-plan-idempotency", ["header_block", "stripe", "epoch_s", "stable_customer"])


@pos
def _breathing_space_query(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help council revenues officers check whether recovery action must stop.

Register query {v('request_id', g.hex(16))} ran {v('datetime', 'at ' + iso_space(t))} against the debt respite register.
Result: standard breathing space, started 2026-02-27, ends 2026-04-23 unless cancelled. Debts listed:
council tax 2025-26 (account 40081234).

Officer: A liability order hearing is listed for 2026-03-30. What do I do?
Answer:""", "debt", "breathing-space-query", ["inline_id", "inline_phrase", "iso_space", "dates_in_content_neighbour"])


@pos
def _debt_bg_plan(g: Gen52) -> Draft:
    t = g.at("ee")
    return P(f"""{v('date', 'Днес: ' + local_date(t, 'bg', with_time=False))}
{v('request_id', 'Заявка: ' + g.hex(20))}
Ти помагаш на хора със задължения за данъци да подадат искане за разсрочване. Отговаряй на български.

Потребител: Дължа 3 200 лева данък за миналата година. Мога ли да го изплащам на 12 месеца?""",
             "debt", "bg-installments", ["head", "localized_today", "bulgarian", "non_english"])


@pos
def _debt_b3_single(g: Gen52) -> Draft:
    return P(f"""You explain benefit debt letters to customers. Say who the debt is owed to, whether it can be
disputed, and how to ask for lower deductions.
{v('trace_id', 'b3: ' + g.b3())}

Customer: I got a letter saying 62 pounds a month will come off my pension for an old tax credits
overpayment. I thought that was written off?
Assistant:""", "debt", "b3-single", ["system_tail", "b3_single", "trace_header"])


# --- positives: local council services ----------------------------------------------------------------------------


@pos
def _council_spd_windows(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Revenues workstation REV-PC-114
User: j.owusu (council tax discounts)
{v('datetime', 'System time: ' + windows_general(t))}

You help the officer review a single person discount. List what to check and which evidence settles it.

Account 40093310, single person discount since 2019. Electoral register shows two adults at the
address since 2025-09. Customer says the second person is a lodger who moved out in January.
Officer: What do I check before removing the discount?
Answer:""", "council", "spd-windows", ["header_block", "windows_datetime", "stable_neighbours"])


@pos
def _council_ctr_env(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""COUNCIL=hillbrook
SCHEME_YEAR=2026-27
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}
{v('request_id', 'REQ_ID=' + g.uuid4())}

You estimate council tax reduction for working-age applicants under the council's banded scheme. Show
the band used and the weekly reduction.

Applicant: single, one child, net earnings 290 a week, no other income, band C property.
Answer:""", "council", "ctr-env", ["key_value_lines", "head", "epoch_s", "stable_neighbours"])


@pos
def _council_permit_xray(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Resident parking permit application - assistant
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
Zone: CPZ-F (Fairfield)

Tell the applicant which documents prove they live in the zone and which vehicles qualify. Company cars
need a letter from the employer.

Applicant: I just moved in and my V5C still has my old address. Can I apply now?
Assistant:""", "council", "permit-xray", ["header_block", "amzn_trace", "stable_zone"])


@pos
def _council_rates_relief(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""{{
  "tool": "rates-relief-check",
  {v('request_id', '"request_id": "' + g.ulid(t) + '",')}
  {v('datetime', '"computed_at": "' + py_iso(t) + '",')}
  "rateable_value": 11800,
  "billing_year": "2026-27"
}}
Explain whether the business qualifies for small business rate relief and how much it reduces the bill.

Ratepayer: I run one shop; I've just taken a second small unit with a rateable value of 2,400. Do I lose
the relief?
Answer:""", "council", "rates-relief", ["json_block", "ulid", "python_isoformat", "stable_neighbours"])


@pos
def _council_moving_bullets(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""# Council tax - moving home
- **Channel:** webchat
{v('session_id', '- **Chat:** ' + g.b62(16))}
{v('datetime', '- **Started:** ' + iso_space(t)[:16])}
- **Account:** 40112876

Tell the resident what happens to their council tax account when they move within the borough, and
what final bill to expect.

Resident: We move from Elm Road to Station Street on the 28th. Do I need to do anything?
Assistant:""", "council", "moving-bullets", ["md_bullets", "base62", "iso_minutes", "stable_account"])


@pos
def _council_ga_housing(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""Is tusa cúntóir na comhairle contae do cheisteanna faoin íocaíocht cúnaimh tithíochta. Freagair i
nGaeilge, go gonta.
{v('datetime', 'Anois: ' + local_date(t, 'ga'))}
{v('session_id', 'Seisiún: ' + g.hex(16))}

Úsáideoir: Tá árasán nua aimsithe agam ach tá an cíos níos airde ná an teorainn. An féidir liom fós cur
isteach?""", "council", "ga-housing", ["system_tail", "localized_now", "irish", "non_english"])


@pos
def _council_recovery_week(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Recovery team planner. Spread this week's reminder runs so that no run goes out on a day the contact
centre is closed, and keep second reminders at least 7 days after the first.
{v('date', 'Current week: ' + iso_week(t))}

Runs waiting: first reminders (2,140 accounts), second reminders (610), final notices (188).
Contact centre closed Friday afternoon for training.

Plan:""", "council", "recovery-iso-week", ["system_tail", "iso_week"])


@pos
def _council_ebilling_footer(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Write a short, friendly e-mail inviting the resident to switch their council tax bill to e-billing.
Mention that paper bills stop from the next annual bill and that instalment dates do not change.

Resident: Mrs P. Ahmed, account 40077741, pays by direct debit on the 15th.

--
{v('datetime', 'Prompt built: ' + unix_date(t))}
{v('request_id', 'Render: ' + g.nanoid())}""", "council", "ebilling-footer", ["footer", "tail", "unix_date", "nanoid"])


@pos
def _council_dhp_rfc850(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Via: 1.0 legacy-proxy.council.example
{v('datetime', 'Date: ' + rfc850(t))}
X-Forwarded-Proto: https

You explain discretionary housing payments to tenants who have a shortfall between their rent and their
housing support. Say what the council looks at and how long awards usually last.

Tenant: My housing benefit is 45 a week less than my rent since my daughter moved out. Can you help
with the difference?
Assistant:""", "council", "dhp-rfc850", ["head", "header_block", "rfc850", "legacy_proxy"])


@pos
def _council_blue_badge_epoch_us(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Blue badge application helper. Explain which route the applicant is on (automatic or further
assessment) and which evidence helps.
channel: bb-web
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Applicant: I have COPD and can walk about 50 metres before I need to stop. I don't get any disability
benefit. Can I still apply?
Assistant:""", "council", "blue-badge-epoch-us", ["system_tail", "epoch_us", "stable_neighbours"])



# --- positives: immigration-linked benefit eligibility -------------------------------------------------------------


@pos
def _imm_right_to_reside(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help decision makers apply the right to reside test for income-related benefits. Say which right
to reside the evidence supports, if any, and what else to ask for.

Status check {v('request_id', g.uuid4())} ran {v('datetime', 'at ' + rfc3339(t))} against the immigration status service.
Result (share code given by the claimant): pre-settled status, granted 2024-07-19, valid to 2029-07-19.
Claimant: EU national, arrived 2024-06, works 12 hours a week at a bakery, earning 136 a week.

Decision maker: Does she have a qualifying right to reside?
Answer:""", "immigration", "right-to-reside", ["inline_id", "inline_phrase", "rfc3339", "dates_in_content_neighbour"])


@pos
def _imm_nrpf_screener(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""NRPF screener - council children's services
{v('session_id', 'Screening conversation: ' + g.uuid4())}
{v('datetime', 'Conversation started: ' + rfc3339(t, 3))}
Team: NRPF network (Hillbrook)

You help the social worker decide whether a family with no recourse to public funds can be supported
under the council's duties to children in need. List what to check first.

Social worker: Mother on a spouse visa with NRPF condition, two children, fled domestic abuse last week.
Answer:""", "immigration", "nrpf-screener", ["header_block", "uuid4", "rfc3339_ms", "stable_neighbours"])


@pos
def _imm_habitual_residence_chatml(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""<|im_start|>system
You turn a decision maker's interview notes into a habitual residence test summary: intention to settle,
length and continuity of residence, and the viability of the stay. Neutral tone, no decision.
{v('date', 'Current date: ' + iso_date(t))}
<|im_end|>
<|im_start|>user
Notes: returning UK national, lived in Spain 2014-2025, came back 2026-01-10 with two suitcases, staying
with sister, registered with GP 2026-01-20, applied for 14 jobs, lease in Spain ended 2025-12-31.<|im_end|>
<|im_start|>assistant
""", "immigration", "habitual-residence-chatml", ["chat_template", "chatml", "stamp_own_line", "iso_date"])


@pos
def _imm_walkin_weekday(g: Gen52) -> Draft:
    t = g.at("eu")
    return P(f"""Walk-in benefits desk - kiosk screen
{v('date', 'Weekday: ' + DAYS_LONG[t.weekday()])}
{v('datetime', 'Time: ' + twelve(t))}
Desk: Valletta service hub, counter 3

You help EU jobseekers who have just moved here understand which benefits they can claim in their
first months and which they cannot. Short answers.

Visitor: I arrived from Poland three weeks ago and I'm looking for work. Can I get unemployment benefit?
Assistant:""", "immigration", "walkin-weekday", ["header_block", "weekday_alone", "time_alone", "stable_neighbours"])


@pos
def _imm_student_dotnet(g: Gen52) -> Draft:
    t = g.at("ie")
    return P(f"""Benefits eligibility helper for international students
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
TenantId: 6f1c2a8e-4d3b-4e0a-9b7c-2f5d8e1a3c90
Locale: en-IE

Say whether a student on a study permission can claim child benefit for a child born here, and where
the condition comes from.

Student: My son was born last month. My permission says no access to public funds. Is child benefit
public funds here?
Assistant:""", "immigration", "student-dotnet", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour"])


@pos
def _imm_he_oleh(g: Gen52) -> Draft:
    t = g.at("il")
    return P(f"""אתה העוזר של המוקד לזכויות עולים חדשים בביטוח הלאומי. ענה בעברית, בקצרה.
{v('datetime', 'השעה כעת: ' + local_date(t, 'he'))}
{v('session_id', 'מזהה שיחה: ' + g.hex(16))}

משתמש: עליתי לארץ לפני חודשיים עם שני ילדים. ממתי אני זכאי לקצבת ילדים והאם צריך להגיש תביעה?""",
             "immigration", "he-oleh", ["system_tail", "localized_now", "hebrew", "non_english"])



# --- positives: more gateways and scaffolds around the same desks ---------------------------------------------------


@pos
def _winter_payment_heroku(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""Via: 1.1 vegur
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Connect-Time: 1

You answer questions about the winter heating payment. Say who gets it automatically, who has to
claim, and by when.

User: I'm 68 and I get pension credit but I live in a care home. Do I still get it?
Assistant:""", "claims", "winter-payment-heroku", ["head", "header_block", "heroku", "epoch_ms", "stable_neighbours"])


@pos
def _refund_status_datadog(g: Gen52) -> Draft:
    return P(f"""[refund-status-assistant] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1

You tell taxpayers where their income tax refund is and what usually holds it up. Do not promise a date.

Taxpayer: The tracker says "processing" for five weeks now. I claimed the energy efficiency credit.
Assistant:""", "returns", "refund-status-datadog", ["head", "header_block", "datadog", "decimal_id"])


@pos
def _work_expenses_sentry_tail(g: Gen52) -> Draft:
    tid = g.hex(32)
    return P(f"""You help employees claim tax relief for job expenses they were not reimbursed for. Say which expenses
qualify, whether a flat rate applies to their job, and how far back they can claim.

Employee: I'm a nurse, I wash my own uniform and I paid my professional registration fee myself. Can I
claim anything for the last few years?

Propagation:
{v('trace_id', 'sentry-trace: ' + tid + '-' + g.hex(16) + '-1')}
{v('trace_id', 'baggage: sentry-trace_id=' + tid + ',sentry-environment=production,sentry-release=expenses%403.2.0,sentry-public_key=7d41c0a2e9b84f6c9a3e5b1d0f2c8e47')}
""", "payroll", "work-expenses-sentry", ["tail", "header_block", "sentry", "trace_header"])


@pos
def _band_lookup_cfray(g: Gen52) -> Draft:
    return P(f"""Explain how council tax bands are set and how a resident can challenge their band. Be clear that the
council does not set bands.

Resident: My neighbour's identical house is in band C and mine is in band D. What can I do?

Page: /council-tax/bands/check
{v('request_id', 'cf-ray: ' + g.cf_ray())}""", "council", "band-lookup-cfray", ["tail", "cf_ray", "stable_neighbours"])


@pos
def _appeal_simplifier_azure(g: Gen52) -> Draft:
    return P(f"""Azure OpenAI call context:
api-version: 2024-10-21
{v('request_id', 'x-ms-client-request-id: ' + g.uuid4())}
deployment: letters-simplifier

Rewrite the paragraph below from a benefit appeal decision in plain English, at a reading age of about
11. Keep every date and amount exactly as written.

Paragraph: The appellant's appeal is allowed. The decision of 14 January 2026 is set aside. The
appellant is entitled to the standard rate of the daily living component from 2 October 2025 to
1 October 2028.
Rewrite:""", "appeals", "simplifier-azure", ["head", "header_block", "azure", "api_version_neighbour"])


@pos
def _calculator_grpc_ns(g: Gen52) -> Draft:
    t = g.at("utc")
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: grpc-java/1.64.0
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.small(0, 1000))))}

You turn a plain-language household description into inputs for the benefits calculator. Output one
field per line as name=value; ask a question only if a required field is missing.

Household: couple, both 34, one child aged 3, rent 950 a month, one of them earns 1,600 a month after
tax, no savings.""", "claims", "calculator-grpc-ns", ["head", "nested_block", "epoch_ns", "stable_neighbours"])


@pos
def _calculator_otel_baggage(g: Gen52) -> Draft:
    return P(f"""You are the benefits calculator's explainer. Explain each line of the result, lowest amount first, and
say which figures are estimates.
{v('session_id', 'baggage: session.id=' + g.uuid4() + ',calc.version=2026.3,user.locale=en-GB')}

Result: universal support standard allowance 400.14; child element 292.81; housing element 950.00;
earnings taper -412.55; total 1,230.40 a month.
User: Why is there a minus number?
Assistant:""", "claims", "calculator-otel-baggage", ["system_tail", "otel_baggage", "session_id"])


@pos
def _debt_compact_ctx(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You help the debt management unit word a payment plan offer for a self-employed customer.
[plan-ctx team=dmu-3 {v('datetime', 'req_stamp=' + compact(t))} queue=self-employed]

Customer owes 6,480 in income tax. Income is seasonal: good from May to September, almost nothing in
winter. The adviser wants to offer lower payments in winter.
Offer wording:""", "debt", "compact-ctx", ["bracketed_context", "key_value_inline", "compact_stamp"])


@pos
def _vat_dereg_edge_line(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""edge: 203.0.113.9 - - {v('datetime', '[' + clf(t) + ']')} "POST /assist/vat-deregistration HTTP/2" id=edge-lon-2

You help businesses decide whether they can or must cancel their VAT registration and what happens to
stock and assets on hand.

Business: My turnover has fallen to about 70,000 and I want to deregister. I have a van I claimed VAT on
two years ago. What happens to it?
Answer:""", "returns", "vat-dereg-edge-line", ["head", "clf", "bracketed_time", "stable_neighbours"])


@pos
def _grant_whatsapp(g: Gen52) -> Draft:
    t = g.at("za")
    return P(f"""You reply on WhatsApp for the social grants helpline. One short message, no links, and never ask for
an ID number in the chat.
{{
  "from": "27821234567",
  {v('message_id', '"id": "wamid.' + g.b64url(30) + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{ "body": "my relief grant status says declined, alternative income source identified, but i have no job" }}
}}
Reply:""", "claims", "grant-whatsapp", ["json_block", "whatsapp", "epoch_s", "stable_wa_id"])


@pos
def _helpline_openwebui(g: Gen52) -> Draft:
    t = g.at("uk")
    return P(f"""You are the internal knowledge assistant for inheritance tax helpline staff. Answer from the manual
extracts the adviser pastes and say which paragraph you used.
{v('datetime', 'Current date and time: ' + iso_space(t))}
{v('date', 'Current weekday: ' + DAYS_LONG[t.weekday()])}

Adviser: Caller's mother died in February, estate about 480,000 including the house left to him. Does the
residence nil rate band apply and is anything due?
Assistant:""", "helpline", "openwebui-vars", ["system_tail", "iso_space", "weekday_alone", "templated_vars"])



# --- generated positives: one field, a body, a position -----------------------------------------------------------

# (name, lang, system, user label, question, cue line or "", localized "now" label or "")
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    ("uk-ni-number", "en", "You are the National Insurance helpline assistant. Answer in plain English and say when the "
     "caller needs to\nwrite in instead.", "Caller", "I moved from Glasgow to Leeds. Does my NI number change?",
     "Assistant:", ""),
    ("ie-usc-pension", "en", "You answer questions about the Universal Social Charge for the Revenue web assistant. Be "
     "brief and\nquote the thresholds you rely on.", "User", "Do I pay USC on my State Pension (Contributory)?",
     "Answer:", ""),
    ("au-family-payment", "en", "You explain family payments to parents. Say which income test applies and what to "
     "update online.", "Parent", "My partner got a pay rise in March. Will our family payment drop straight away?",
     "Assistant:", ""),
    ("nz-working-families", "en", "You help families in New Zealand understand Working for Families tax credits. "
     "Short answers,\nno personal tax advice.", "User", "I started a second job. Do I need to update my income "
     "estimate?", "Answer:", ""),
    ("za-older-persons-grant", "en", "You answer questions about social grants for older people. Explain the means "
     "test in simple words.", "Caller", "Can I get the older persons grant if I have a small pension from my old "
     "employer?", "Assistant:", ""),
    ("in-pan-link", "en", "You help taxpayers link their PAN with their identity number. Give the steps in order and "
     "the fee if any.", "User", "The name on my PAN has my father's name in full but the other card has an initial. "
     "Will linking fail?", "Answer:", ""),
    ("ca-payment-arrangement", "en", "You help individuals set up payment arrangements for tax debts. Say what "
     "information they need\nbefore they call.", "User", "I owe 4,800 from last year's return. Can I pay it over "
     "a year?", "Assistant:", ""),
    ("us-disability-work", "en", "You explain work rules for people receiving disability benefits. Mention the trial "
     "work period and\nwhat must be reported.", "User", "If I take a part-time job at 15 hours a week, do my "
     "benefits stop?", "Answer:", ""),
    ("sg-property-tax", "en", "You answer property tax questions for homeowners in Singapore. Say whether the "
     "owner-occupier rates apply.", "Owner", "I rent out one room while I live in the flat. Do I lose the owner-occupier "
     "rate?", "Assistant:", ""),
    ("uk-student-council-tax", "en", "You answer council tax questions for the council website. Explain exemptions "
     "and discounts in plain words.", "Resident", "I share a house with two full-time students. Who pays council "
     "tax?", "Answer:", ""),
    ("uk-vat-car", "en", "You answer VAT questions from small businesses. Say what can and cannot be reclaimed and why.",
     "Business", "Can I reclaim VAT on a car I use partly for business?", "Answer:", ""),
    ("uk-permit-carer", "en", "You help residents with parking permits. Explain visitor, carer and resident permits "
     "in simple words.", "Resident", "My carer visits every morning. Can she use my resident permit?",
     "Assistant:", ""),
    ("et-unemployment", "et", "Oled töötukassa nõustaja abiline. Vasta eesti keeles ja lühidalt.", "Kasutaja",
     "Kas saan töötuskindlustushüvitist, kui lahkusin töölt omal soovil?", "", "Praegu"),
    ("lt-rental-income", "lt", "Esi mokesčių konsultantų pagalbininkas. Atsakyk lietuviškai ir trumpai.", "Klientas",
     "Kaip deklaruoti pajamas iš buto nuomos, jei nuomoju tik vasarą?", "", "Dabar"),
    ("sl-income-tax", "sl", "Si pomočnik za vprašanja o dohodnini. Odgovarjaj v slovenščini.", "Uporabnik",
     "Kdaj dobim informativni izračun dohodnine in kaj, če se z njim ne strinjam?", "", "Zdaj"),
    ("bg-contributions", "bg", "Ти си помощник за осигурителни вноски на самоосигуряващи се. Отговаряй на български.",
     "Потребител", "До кога трябва да платя осигурителните вноски за март?", "", "Сега"),
    ("af-grants", "af", "Jy is die assistent vir maatskaplike toelaes. Antwoord kort in Afrikaans.", "Gebruiker",
     "Kan ek 'n kindertoelae kry as my kind by my ma woon?", "", "Nou"),
    ("ms-employment-insurance", "ms", "Anda pembantu untuk sistem insurans pekerjaan. Jawab dalam Bahasa Melayu.",
     "Pengguna", "Bolehkah saya tuntut faedah hilang pekerjaan jika kontrak saya tamat?", "", "Sekarang"),
    ("sw-pension-contributions", "sw", "Wewe ni msaidizi wa mfuko wa hifadhi ya jamii. Jibu kwa Kiswahili.",
     "Mtumiaji", "Nawezaje kuangalia michango yangu ya pensheni ya mwaka jana?", "", "Sasa"),
    ("ro-pension-record", "ro", "Ești asistentul casei de pensii. Răspunde în română, pe scurt.", "Utilizator",
     "Cum aflu câți ani de stagiu de cotizare am realizat?", "", "Acum"),
    ("mt-child-benefit", "mt", "Inti l-assistent tal-benefiċċji soċjali. Wieġeb bil-Malti.", "Utent",
     "Jien omm waħdi b'żewġt itfal. Kif napplika għall-benefiċċju tat-tfal?", "", "Issa"),
    ("ua-single-tax", "uk", "Ти — помічник для фізичних осіб-підприємців. Відповідай українською.", "Користувач",
     "До якого числа треба сплатити єдиний податок за квартал?", "", "Зараз"),
]

# (cue, family, header label, key, word before a parenthesised value, value maker)
FIELDS: list[tuple[str, str, str, str, str, Callable[[Gen52, datetime], str]]] = [
    ("datetime", "rfc3339", "Request time", "request_time", "sent", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Received", "received_at", "received", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", "sent", lambda g, t: http_date(t)),
    ("datetime", "rfc850", "Date", "date", "sent", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Built", "built_at", "built", lambda g, t: ctime(t)),
    ("datetime", "day_first", "Local time", "local_time", "sent", lambda g, t: dmy(t)),
    ("datetime", "month_first", "Client time", "client_time", "sent", lambda g, t: mdy12(t)),
    ("datetime", "python_str", "Context time", "context_time", "at", lambda g, t: py_str(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", "at", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp", "at",
     lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("date", "iso_date", "Today", "today", "today", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", "week", lambda g, t: iso_week(t)),
    ("date", "long_date", "Today's date", "todays_date", "today", lambda g, t: long_date(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", "ts", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", "request", lambda g, t: g.uuid4()),
    ("request_id", "ulid", "Correlation ID", "correlation_id", "corr", lambda g, t: g.ulid(t)),
    ("request_id", "hex32", "X-Request-ID", "x_request_id", "req", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", "trace", lambda g, t: g.traceparent()),
    ("trace_id", "b3", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("session_id", "uuid7", "Session", "session", "session", lambda g, t: g.uuid7(t)),
    ("session_id", "ksuid", "Chat session", "chat_session", "session", lambda g, t: g.ksuid(t)),
    ("session_id", "base62", "Conversation", "conversation", "conv", lambda g, t: "conv_" + g.b62(20)),
    ("run_id", "ulid", "Run", "run", "run", lambda g, t: g.ulid(t)),
    ("nonce", "base64url", "Nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", "token", lambda g, t: g.jwt(t, "citizen-" + g.digits(6))),
    ("message_id", "snowflake", "Message ID", "message_id", "msg", lambda g, t: g.snowflake(t)),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "tail", "yaml", "json", "xml_attr", "kv_ctx",
             "paren_user"]
STABLE_LINES = ["Channel: web", "Locale: en-GB", "Service: citizen-assist", "Model: gpt-4o-mini",
                "Prompt version: 5.2.0", "Tenant: revenue-benefits-prod", "Region: eu-west-1"]
GENERATED = 40
SPACED = {"http_date", "rfc850", "asctime", "day_first", "month_first", "python_str", "long_date"}


def _body_text(body: tuple[str, str, str, str, str, str, str], before: str, system_extra: str, user_extra: str,
               after: str) -> str:
    _name, _lang, system, user_label, question, cue, _now_label = body
    text = f"{before}{system}{system_extra}\n\n{user_label}: {question}{user_extra}{after}"
    return text + (f"\n{cue}" if cue else "")


def _place_field(g: Gen52, body: tuple[str, str, str, str, str, str, str], position: str, mark: str,
                 key_mark: str, stable_key: tuple[str, str]) -> str:
    skey, sval = stable_key
    if position == "head":
        return _body_text(body, mark + "\n", "", "", "")
    if position == "system_tail":
        return _body_text(body, "", "\n" + mark, "", "")
    if position == "header_block":
        block = g.rng.sample(STABLE_LINES, 3)
        block.insert(g.small(0, 4), mark)
        return _body_text(body, "\n".join(block) + "\n\n", "", "", "")
    if position == "last_user":
        return _body_text(body, "", "", "", "\n" + mark)
    if position == "tail":
        _name, _lang, system, user_label, question, _cue, _now = body
        return f"{system}\n\n{user_label}: {question}\n\n{mark}\n"
    if position == "yaml":
        return _body_text(body, f"---\n{skey}: {sval}\n{key_mark}\nchannel: web\n---\n", "", "", "")
    if position == "json":
        return _body_text(body, f'{{\n  "{skey}": "{sval}",\n  {key_mark}\n  "channel": "web"\n}}\n', "", "", "")
    if position == "xml_attr":
        return _body_text(body, "", f'\n<request-context channel="web" {key_mark} {skey.replace("_", "-")}="{sval}"/>',
                          "", "")
    if position == "kv_ctx":
        return _body_text(body, "", f"\n[ctx {skey}={sval} {key_mark} channel=web]", "", "")
    assert position == "paren_user"
    return _body_text(body, "", "", " " + key_mark, "")


def generated_positives(g: Gen52) -> list[Draft]:
    """One volatile field (or the current date under a label in the body's language) at one of ten positions."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    stable_keys = [("service", "citizen-assist"), ("tenant", "revenue-benefits-prod"), ("locale", "en-GB"),
                   ("model", "gpt-4o-mini"), ("prompt_version", "5.2.0")]
    out: list[Draft] = []
    for k in range(GENERATED):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        stable_key = stable_keys[k % len(stable_keys)]
        name, lang, *_rest = body
        now_label = body[6]
        t = g.at(g.pick(["uk", "ie", "eu", "ee", "za", "in", "au", "utc"]))
        use_local = bool(now_label) and position in ("head", "system_tail", "header_block", "last_user", "tail") \
            and k % 3 == 0
        if use_local:
            lang_code = {"et": "et", "lt": "lt", "sl": "sl", "bg": "bg", "af": "af", "ms": "ms", "sw": "sw",
                         "ro": "ro", "mt": "mt", "uk": "uk"}[lang]
            cue, family = "datetime", "localized_now"
            mark = v(cue, f"{now_label}: {local_date(t, lang_code)}")
            key_mark = mark
        else:
            cue, family, label, key, paren, make = fields[k % len(fields)]
            value = make(g, t)
            if position in ("kv_ctx", "xml_attr") and family in SPACED:
                cue, family, label, key, paren, make = next(
                    f for f in fields[k % len(fields):] + fields if f[1] not in SPACED)
                value = make(g, t)
            mark = v(cue, f"{label}: {value}")
            if position == "yaml":
                quoted = value if cue in ("epoch",) else f'"{value}"'
                key_mark = v(cue, f"{key}: {quoted}")
            elif position == "json":
                member = value if cue == "epoch" else f'"{value}"'
                key_mark = v(cue, f'"{key}": {member},')
            elif position == "xml_attr":
                key_mark = v(cue, f'{key.replace("_", "-")}="{value}"')
            elif position == "kv_ctx":
                key_mark = v(cue, f"{key}={value}")
            elif position == "paren_user":
                key_mark = v(cue, f"({paren} {value})")
            else:
                key_mark = mark
        text = _place_field(g, body, position, mark, key_mark, stable_key)
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{family}",
                         ["generated", position, family, lang if lang != "en" else "english"]
                         + (["non_english"] if lang != "en" else [])))
    return out



# --- negatives: stable look-alikes in program positions ----------------------------------------------------------


def N(text: str, name: str, tags: list[str], kind: str = "lookalike") -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{kind}:{name}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    N("""Taxpayer: M. Kowalczyk
UTR: 1234567890
Tax year: 2025-26
Return: SA100 (2026)
Prompt version: 4.1.0 (reviewed 2026-01-12)

You help customers finish their self-assessment return. Explain the box they ask about and where the
figure comes from.

Customer: What goes in box 20 on the employment page?
Assistant:""", "utr-header", ["header_block", "utr", "tax_year", "form_version", "prompt_revision"])
    N("""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about the high income child benefit charge. Show the taper and say whether opting
out of payments makes sense.<|eot_id|><|start_header_id|>user<|end_header_id|>

My adjusted net income is 68,000 and we get child benefit for two children. How much is the charge?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
      "llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"])
    N("""<|im_start|>system
You answer employers' questions about statutory payments.
Rates valid from 2026-04-06 to 2027-04-05. Guidance revised 2026-02-11.
<|im_end|>
<|im_start|>user
What is the weekly rate of statutory sick pay, and from which day is it paid?<|im_end|>
<|im_start|>assistant
""", "chatml-rates-validity", ["chat_template", "chatml", "validity_dates", "revision_date"])
    N("""---
template: hb-award-letter
revision: 14
approved: 2025-12-01
next_review: 2026-12-01
owner: benefits-policy
---
Fill in the housing benefit award letter from the assessment below. Keep the template's headings.

Assessment: eligible rent 183.45 a week; non-dependant deduction 0.00; weekly award 183.45 from
2026-03-02.
Letter:""", "front-matter-template-dates", ["front_matter", "template_revision", "approval_date", "award_date"])
    N("""You help work coaches prepare for a claimant's review appointment.
<caseworker-context office="Hillbrook" case="JS/2026/118204" claim-date="2026-02-02" scheme="new-style"/>

Work coach: What should I ask about the casual work she declared?
Answer:""", "xml-case-context", ["xml_attr", "case_number", "claim_date"])
    N("""{"api_version":"2025-11-01","tz":"Europe/Dublin","tenant":"revenue-ie","kb_edition":"2026.1"}
You answer questions about the local property tax. Say how the valuation band is chosen and when the
next revaluation applies.

User: We built an extension last year. Does our band change?
Answer:""", "json-api-version", ["json_inline", "api_version", "time_zone", "tenant", "calver"])
    N("""<!-- template: ctr-decision rev 9 (2025-12-01), approved by the revenues manager -->
Write the council tax reduction decision from the calculation. Include the right to appeal to the
council first and then to the tribunal.

Calculation: band 2 of the banded scheme, weekly reduction 18.40, from 2026-04-06.
Decision:""", "html-comment-template", ["html_comment", "template_revision", "effective_date"])
    N("""| Field               | Value           |
|---------------------|-----------------|
| Claimant since      | 2021-05-17      |
| Award period start  | 2025-10-02      |
| Review due          | 2027-10-01      |
| Case reference      | PIP-7734-2210   |

You help the claimant understand when their award will be reviewed and what the review form asks.

Claimant: Will they stop my money while the review happens?
Assistant:""", "md-table-award-dates", ["md_table", "award_dates", "case_number", "member_since"])
    N("""SCHEME_YEAR=2026-27
RATES_TABLE=2026-04-06
COUNCIL_CODE=E07000123
BUILD=2026.03.2
TIMEOUT_S=30

You estimate council tax reduction for pension-age applicants. Show the calculation step by step.

Applicant: 74, lives alone, state pension 230.25 a week, savings 9,000.
Answer:""", "key-value-scheme", ["key_value_lines", "scheme_year", "rates_table", "calver", "timeout"])
    N("""Explain to the employer how holiday pay for irregular-hours workers is worked out for the tax year.

Employer: One of our casuals worked 212 hours last month. How much holiday do they build up?

--
Terms revised 1 January 2026
Employer Assist 3.4""", "footer-terms-revision", ["footer", "terms_revision", "version"])
    N("""Employer: Brightwater Cafes Ltd
PAYE reference: 123/AB45678
Accounts office reference: 123PA00045678
Pay frequency: monthly
First pay date this tax year: 2026-04-24

You help employers with payroll reporting. Answer from the employer's details and say which submission
is affected.

Employer: We paid a bonus on 30 April outside the normal run. How do we report it?
Answer:""", "employer-header", ["header_block", "employer_reference", "pay_date", "stable_neighbours"])
    N("""GSTIN: 29ABCDE1234F1Z5
Filing frequency: quarterly (QRMP)
Return period: Jan-Mar 2026
Invoice furnishing facility: opted in

You explain GST return steps for small taxpayers under the quarterly scheme. Keep to the procedure.

User: I missed the IFF for February. Can I still report those invoices?
Answer:""", "gst-header", ["header_block", "gstin", "return_period"])
    N("""You help people understand their state pension forecast.
Customer: J. Patel
NI number: QQ123456C
Date of birth: 1961-07-30
State pension age: 2028-07-30

Customer: Can I defer my pension and what do I get for it?
Assistant:""", "ni-dob-header", ["system_tail", "nino", "date_of_birth", "pension_age"])
    N("""Portal sign-in configuration
client_id: citizen-portal-prod
redirect_uri: https://portal.gov.example/auth/callback
acr_values: substantial
IdP metadata valid until: 2027-01-01T00:00:00Z
Signing certificate expires: 2027-06-30

Explain to the support agent which setting to check when users see "invalid request" after approving
the login on their phone.
Answer:""", "oidc-config", ["header_block", "client_id", "rfc3339_stable", "expiry_date"])
    N("""Payment plan: TTP-2026-004512
First instalment: 2026-04-01
Collection day: 1st of each month
Plan ends: 2027-03-01
Monthly amount: 327.00

You explain to the customer what happens if a payment in their plan is missed, and how to ask for a
change.

Customer: I'm going to be short in June. Can I skip one month?
Assistant:""", "ttp-plan-header", ["header_block", "plan_reference", "instalment_dates"])
    N("""Council tax account: 40093310
Band: D
UPRN: 100023456789
Liability start: 2019-06-14
Payment method: direct debit, 10 instalments on the 15th

You answer the resident's council tax questions from the account details above.

Resident: Can I pay over 12 months instead of 10 this year?
Assistant:""", "council-account-header", ["header_block", "account_number", "uprn", "liability_start"])
    N("""You help members of the civil service pension scheme understand deferred benefits.
Member number: CSP-0048812
Contracted out: 1988-04-06 to 1997-04-05
Deferred since: 2014-09-30
Normal pension age: 65

Member: Can I take my deferred pension early at 60, and by how much is it reduced?
Answer:""", "pension-member-header", ["system_tail", "member_number", "period_dates"])
    N("""Right to reside check - case context
Status type: pre-settled status
Granted: 2024-07-19
Valid until: 2029-07-19
Share code (given by the claimant): W7K 3RX 9PM

Explain to the decision maker what the status does and does not prove for an income-related benefit.
Answer:""", "status-context", ["header_block", "status_dates", "share_code"])
    N("""You help volunteers at the free tax clinic's Discord server.
guild_id: 1181736229944270918
channel_id: 1181736229944270921
role_id: 1181736229944270925

Volunteer: can we do returns with rental income this year or is that out of scope?
Assistant:""", "discord-stable-ids", ["header_block", "stable_snowflakes"])
    N("""Office hours: Mon-Fri 08:00-18:00
Time zone: Europe/London
Callback window: 2 working days

You book callbacks for the tax credits helpline. Offer a callback inside office hours only.

Caller: Can someone ring me after 6?
Assistant:""", "office-hours-header", ["header_block", "office_hours", "time_zone"])
    N("""You answer questions about the benefit cap. Last reviewed: 2026-02-03 by the policy team. The cap
applies to working-age households; earnings at the weekly equivalent of 16 hours at the national living
wage give an exemption.

User: I work 17 hours a week on minimum wage. Am I capped?
Assistant:""", "authored-review-date", ["system_prompt", "authored_revision"])
    N("""Council payment page - assistant context
Stripe-Version: 2024-06-20
Customer: cus_Qk7sVbW2Yd1LmZ
Price: price_1Pz8CouncilTaxArrears

Tell the resident what happens after they pay their council tax arrears online and when the summons
costs are removed.
Assistant:""", "stripe-stable", ["header_block", "stripe_version", "customer_id"])
    N("""Azure OpenAI call context:
api-version: 2024-10-21
TenantId: 6f1c2a8e-4d3b-4e0a-9b7c-2f5d8e1a3c90
deployment: appeals-summariser

Summarise the grounds of appeal below in three bullet points.

Grounds: the assessor ignored the consultant's letter; the report says I walked 200 metres but I used
a stick and stopped twice; my medication was not listed.
Summary:""", "azure-stable", ["header_block", "api_version", "tenant_uuid"])
    N("""---
article: KB-0412
title: Marriage allowance - backdating
published: 2025-04-06
updated: 2026-01-20
---
Answer the question from the article only.

Article: You can backdate a claim to include any tax year since 6 April 2021 that you were eligible.

Question: Can I still claim for 2020-21?
Answer:""", "kb-front-matter", ["front_matter", "publication_dates", "article_id"])
    N("""Oled maksuameti abiline. Klient alates: 12. august 2019. Maksuaasta: 2025.
Vasta eesti keeles.

Kasutaja: Kas ma pean deklareerima välismaalt saadud dividendid, kui seal on juba maks kinni peetud?""",
      "et-customer-since", ["system_prompt", "localized_member_since", "estonian", "non_english"])
    N("""Deklaracijos forma: GPM311, versija 2026-01
Mokestinis laikotarpis: 2025 m.
Esi mokesčių konsultantų pagalbininkas. Atsakyk lietuviškai.

Klientas: Ar turiu deklaruoti palūkanas, kurias gavau iš banko indėlio?""",
      "lt-form-version", ["header_block", "form_version", "tax_period", "lithuanian", "non_english"])
    N("""Booked appointment: week 2026-W15, Tuesday, 10:30, Hillbrook jobcentre
Adviser: T. Nwosu

You help the claimant prepare for the appointment. List what to bring.

Claimant: What do I need to bring?
Assistant:""", "booked-iso-week", ["header_block", "booked_week", "appointment_time"])


# --- negatives: values the user asks about or types --------------------------------------------------------------

_FIXED_JWT = (
    base64.urlsafe_b64encode(b'{"alg":"RS256","typ":"JWT","kid":"portal-2026-01"}').rstrip(b"=").decode() + "."
    + base64.urlsafe_b64encode(b'{"sub":"citizen-55120","acr":"substantial","iat":1773480900,"exp":1773484500}')
    .rstrip(b"=").decode() + ".Q2xhaW1zLW9ubHktZXhhbXBsZS1zaWduYXR1cmUtbm90LXZhbGlk"
)


def _negatives_asked() -> None:
    def A(text: str, name: str, tags: list[str]) -> None:
        N(text, name, tags, kind="asked")

    A("""I got "Something went wrong - reference 7F3KQ2-20260314 - time 10:15:42" when I pressed submit on my
housing benefit claim yesterday. Does that mean the claim went through or do I have to start again?""",
      "portal-error-ref", ["id_in_question", "time_in_question"])
    A(f"""This token was in the URL when the benefits portal logged me out. Is it expired, and what does it say
about me?

{_FIXED_JWT}""", "jwt-decode", ["jwt", "id_in_question"])
    A("""Our payments file from last night is called BACS_1773483302_out.csv. Which date and time is that, and is
it before or after the 22:00 cut-off?""", "epoch-filename", ["epoch", "id_in_question"])
    A("""Support gave me this reference when my tax return upload failed:
00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01
Is that my case number? Should I quote it when I call?""", "traceparent-asked", ["traceparent", "id_in_question"])
    A("""It's 16:40 here and the helpline closes at 17:00. Is it worth calling about my tax code now, or will I
just sit in the queue?""", "user-typed-clock", ["user_typed_time"])
    A("""I applied for pension credit three weeks ago and the website said a decision takes about 5 working days
after they get my evidence. I sent the bank statements 9 days ago. Should I chase them?""",
      "relative-times", ["relative_time"])
    A("""Extract the notice type, the amount and the due date from each line as JSON.

Example: "Balancing statement 2025: underpayment EUR 412.00, pay by 2026-03-31"
Output: {"type": "balancing statement", "amount": "412.00", "due": "2026-03-31"}

Line: "Late filing penalty notice: GBP 100.00 due by 2026-04-28"
Output:""", "few-shot-notices", ["few_shot", "example_date"])
    A("""Proofread this letter template. Leave the placeholders exactly as they are.

Dear {{claimant_name}},
We have received your claim {{claim_id}} on {{today}}. We will write to you by {{due_date}} with a
decision. If anything changes before then, tell us straight away.""", "unrendered-template", ["unrendered_template"])
    A("""My decision notice is dated 3 March 2026 and says I have one month to ask for a reconsideration. What
is the last day, and does it matter that the 3 April is Good Friday?""", "deadline-arithmetic",
      ["date_arithmetic", "dates_in_question"])
    A("""Which tax year does 5 April 2026 fall into, and which does 6 April 2026 fall into?""",
      "tax-year-arithmetic", ["date_arithmetic", "tax_year"])
    A("""My VAT submission receipt shows the id 9b2e4c71-0d3a-4f6e-8a15-7c2b9e0f4d63. Can I use that as proof I
filed on time if the penalty letter comes?""", "receipt-uuid", ["uuid_content", "id_in_question"])
    A("""My work search interview is in week 2026-W15. Which dates is that, Monday to Friday?""",
      "iso-week-asked", ["iso_week", "id_in_question"])
    A("""Which of these goes in the box that says "tax reference": QQ 12 34 56 C or 12345 67890? They are both on
my letters.""", "nino-utr-asked", ["nino", "utr", "id_in_question"])
    A("""I paid my tax bill by bank transfer with reference 1234567890K but my bank added 20260314 on the end of
the reference. Will the payment still be matched to my account?""", "payment-reference-date",
      ["payment_reference", "date_in_reference"])
    A("""Translate into Irish for a leaflet: "Your next payment will be made on 14 March 2026. If your
circumstances change, tell us within 21 days." """.rstrip(), "translation-exercise", ["translation", "exercise_date"])
    A("""My Thai tax form says the filing date was 14 มีนาคม 2569. What is that in the Western calendar, and was
I late if the deadline is 31 March?""", "buddhist-era-asked", ["buddhist_era", "date_in_question"])
    A("""<|im_start|>system
You help people leaving work understand their final payslip and tax.<|im_end|>
<|im_start|>user
Today is my last day at work (31 March). Will my P45 show the tax I paid since April, and do I get a refund
straight away?<|im_end|>
<|im_start|>assistant
""", "typed-today-chatml", ["chat_template", "chatml", "user_typed_date"])
    A("""My council tax online account shows "last signed in 14/03/2026 09:58" but I didn't sign in then. Has
someone got into my account? What should I do?""", "last-sign-in-asked", ["time_in_question", "security"])


def _negatives_controls() -> None:
    N("""You answer questions about the marriage allowance. Keep it short and friendly.

User: Can I transfer part of my personal allowance to my wife if she earns more than me?
Assistant:""", "plain-marriage-allowance", ["control", "plain"], kind="control")
    N("""You help people find the right form for claiming a benefit for a child with a disability.

Parent: My son is 7 and has autism. Which benefit should I look at first?
Assistant:""", "plain-child-disability", ["control", "plain"], kind="control")



# --- negatives: material the user pastes and asks about ----------------------------------------------------------

# (source, tags, block, question, how the user introduces it, placement or "" for the rotation)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    ("notice-of-assessment-au", ["notice_of_assessment", "due_date", "reference"],
     """NOTICE OF ASSESSMENT - YEAR ENDED 30 JUNE 2025
Date of issue: 14 October 2025
Tax file number: 123 456 782
Assessment number: 7104 2211 5580
Taxable income: 68,420
Tax on taxable income: 12,811.50
Less PAYG withholding credits: 13,902.00
Amount refunded to you: 1,090.50
Due date for payment: n/a""",
     "Why is the refund smaller than the one my tax software estimated (1,460)?",
     "My notice of assessment", ""),
    ("statement-of-liability-ie", ["statement_of_liability", "underpayment", "reference"],
     """Statement of Liability 2025
Issued: 21/02/2026
PPSN: 1234567TA
Gross income: 48,112.00
Tax credits: 4,000.00
Tax paid: 7,104.22
USC paid: 1,206.80
Result: underpayment 318.40 - will be collected by reducing your tax credits over four years
Document ID: 2026-SOL-88310472""",
     "Can I pay the 318 in one go instead of having it taken from my credits?",
     "The statement I got on myAccount", ""),
    ("tax-calculation-summary", ["tax_calculation", "tax_year", "utr"],
     """Tax calculation summary 2024-25
UTR: 1234567890    Calculation date: 28/01/2026 17:42
Income from employment        31,200.00
Profit from self-employment    8,450.00
Personal allowance           -12,570.00
Income tax due                 5,416.00
Class 4 NICs                     176.40
Total due                      5,592.40
Payments on account 2025-26: 2,796.20 due 31/01/2026 and 31/07/2026""",
     "My mortgage broker wants proof of income. Is this the document they mean?",
     "Tax calculation I downloaded", ""),
    ("tax-code-notice", ["tax_code_notice", "effective_date", "tax_code"],
     """Your tax code for the tax year 6 April 2026 to 5 April 2027
Date of this notice: 02 March 2026
Employer: Greenfield Logistics Ltd   PAYE reference: 475/GL12345
Tax code: 1057L
Personal allowance                     12,570
Less car benefit (Ford Kuga, from 01/11/2025)  -2,000
Less tax underpaid 2024-25 (GBP 102.00)          -510
Amount of income you can have tax free  10,060""",
     "The car was handed back in January. Who do I tell so the code is fixed?",
     "My new tax code notice", ""),
    ("vat-return-acknowledgement", ["vat_acknowledgement", "receipt_id", "submission_time"],
     """VAT return submitted
Period: 01/01/2026 - 31/03/2026
Submitted: 07/05/2026 at 16:04:11
Submission receipt ID: 9f3c1e72-5a0b-4d8e-b6c1-2e7f0a9d4b58
Form bundle number: 112233445566
Charge reference number: XQV12345678901
Net VAT to pay: 3,705.65   Payment due by: 07/06/2026""",
     "Is the charge reference the one I use when I pay by bank transfer?",
     "Confirmation screen from the VAT return", ""),
    ("gst-f5-acknowledgement", ["gst_acknowledgement", "acknowledgement_no", "timestamp"],
     """Acknowledgement
GST F5 return for accounting period 01 Jan 2026 - 31 Mar 2026 has been filed successfully.
Acknowledgement No.: 20260430-GSTF5-0098812
Date/Time of filing: 30 Apr 2026 11:58:07 AM
Tax Reference No.: 201912345K
Net GST payable: S$8,412.60  Due date: 31 May 2026""",
     "Do I need to keep this, or is it enough that the return shows as filed?",
     "The acknowledgement page", ""),
    ("cp14-balance-due", ["irs_notice", "balance_due", "notice_date"],
     """Notice CP14   Tax year 2024   Notice date March 2, 2026
Social Security number XXX-XX-4821
Amount due: $1,284.17   Pay by March 23, 2026
Billing summary
Amount you owed               $1,210.00
Failure-to-pay penalty           $48.40
Interest charges                 $25.77""",
     "I already paid 1,210 in February. Why is there still a bill?",
     "Letter I got", ""),
    ("rti-late-filing-penalty", ["penalty_notice", "employer_reference", "dates"],
     """Penalty notice - late payroll submission
Employer PAYE reference: 123/AB45678
Notice date: 17/06/2026
Tax month: month 2 (6 May 2026 to 5 June 2026)
Full payment submission received: 09/06/2026   Due: on or before pay day 31/05/2026
Number of employees: 62
Penalty: GBP 300.00   Pay by: 17/07/2026""",
     "This is the first late one this year - isn't the first one free?",
     "We just got this", ""),
    ("et-tax-decision", ["tax_decision", "estonian", "non_english", "decision_number"],
     """MAKSUOTSUS nr 12.3-4/26-0881
Kuupäev: 18.03.2026
Isikukood: 38001085718
Maksustamisperiood: 2025
Tasumisele kuuluv tulumaks: 412,00 eurot
Tasumise tähtaeg: 01.07.2026
Otsuse peale võib esitada vaide 30 päeva jooksul otsuse teatavaks tegemisest.""",
     "Kas ma pean vaide esitama enne 1. juulit või on mul aega 30 päeva?",
     "Sain sellise otsuse", "before"),
    ("itr-intimation-143-1", ["intimation", "din", "assessment_year"],
     """Intimation u/s 143(1) of the Income-tax Act
Assessment Year: 2025-26   PAN: ABCPE1234F
Date of filing: 24-07-2025   Acknowledgement No.: 812345670240725
Date of processing: 11-12-2025
Refund determined: Rs 8,340   Interest u/s 244A: Rs 292
DIN: CPC/2526/A1/512345678""",
     "The refund is less than I claimed. Which line shows what they disallowed?",
     "Intimation I downloaded", ""),
    ("lhdn-notis-taksiran", ["notice_of_assessment", "malay", "non_english", "reference"],
     """NOTIS TAKSIRAN TAHUN TAKSIRAN 2025
No. Rujukan Cukai: SG 12345678090
Tarikh Notis: 15 Mei 2026
Pendapatan bercukai: RM 61,200
Cukai dikenakan: RM 3,914.00
Potongan cukai bulanan (PCB): RM 4,120.00
Lebihan bayaran: RM 206.00""",
     "Adakah lebihan bayaran ini akan dipulangkan secara automatik?",
     "Notis yang saya terima", "after_noblank"),
    ("kra-penalty", ["penalty_notice", "pin", "dates"],
     """KENYA REVENUE AUTHORITY - PENALTY NOTICE
PIN: P051234567Q
Obligation: Value Added Tax   Period: 01/02/2026 - 28/02/2026
Due date: 20/03/2026   Date filed: 02/04/2026
Late filing penalty: KSh 10,000
Acknowledgement No.: KRA202604021188731""",
     "Nilikuwa na mauzo sifuri mwezi huo. Je, bado ninalipa adhabu hii?",
     "Nimepokea hii", "after"),
    ("th-refund-status", ["refund_status", "thai", "non_english", "timestamps"],
     """สถานะการคืนเงินภาษี
เลขประจำตัวผู้เสียภาษี: 1-1007-01234-56-7
ยื่นแบบ ภ.ง.ด.90 วันที่: 12 มีนาคม 2569 เวลา 21:14 น.
สถานะ: อยู่ระหว่างตรวจสอบเอกสาร
อัปเดตล่าสุด: 02 เมษายน 2569""",
     "ต้องส่งเอกสารอะไรเพิ่มไหมครับ",
     "หน้าสถานะของผม", "after"),
    ("sk-vyzva", ["tax_notice", "slovak", "non_english", "reference"],
     """Výzva na odstránenie nedostatkov podania
Číslo: 104567890/2026
Dátum: 09.04.2026
DIČ: 1012345678
Zdaňovacie obdobie: 2025
Lehota na odstránenie: 15 dní odo dňa doručenia výzvy""",
     "Od kedy sa počíta tých 15 dní, keď som si to prevzal v schránke 14.4.?",
     "Prišla mi výzva", "before"),
    ("ita34-excerpt", ["assessment", "reference", "dates"],
     """ITA34 - Notice of assessment
Year of assessment: 2025
Reference number: 0123456789
Date of assessment: 2025/09/18
Taxable income: R 412 560
Normal tax: R 81 244.80
Less PAYE: R 79 902.00
Amount payable: R 1 342.80   Second date for payment: 2026/01/31""",
     "Can I pay the 1,342.80 in instalments?",
     "My ITA34", ""),
    ("jobseeker-award-letter", ["award_letter", "benefit_dates", "amounts"],
     """Your jobseeker benefit claim - decision
Date: 19 February 2026
Claim reference: JS/2026/118204
You are entitled to new-style jobseeker benefit from 2 February 2026.
Amount: GBP 91.90 a week, paid every two weeks into your bank account.
First payment: 19 February 2026 (covering 2 February to 15 February).
Your entitlement lasts for up to 182 days.""",
     "What happens after the 182 days if I still haven't found work?",
     "The letter I got", ""),
    ("housing-benefit-decision", ["decision_notice", "weekly_amounts", "dates"],
     """HOUSING BENEFIT DECISION NOTICE
Claim number: HB-204-77812     Date of notice: 04/03/2026
Your housing benefit from 02/03/2026:
Eligible rent                          183.45
Less non-dependant deduction            0.00
Weekly housing benefit                 183.45
Paid to: you, every four weeks in arrears. Next payment: 30/03/2026""",
     "My rent is 196 a week. Why are they only paying 183.45?",
     "Decision notice from the council", ""),
    ("disability-decision-letter", ["decision_letter", "award_period", "points"],
     """Personal Independence Payment - decision
Date of decision: 14 January 2026
Daily living: standard rate from 2 October 2025 (9 points)
Mobility: no award (4 points)
Award ends: 1 October 2028
Activity 1 Preparing food: 2 points   Activity 4 Washing and bathing: 2 points
Activity 12 Moving around: 4 points""",
     "I can only walk about 30 metres. Should mobility be higher?",
     "My decision", ""),
    ("lt-sodra-sprendimas", ["benefit_decision", "lithuanian", "non_english", "dates"],
     """SPRENDIMAS DĖL VAIKO PRIEŽIŪROS IŠMOKOS SKYRIMO
2026 m. kovo 18 d. Nr. VPI-26-044812
Išmoka skiriama nuo 2026-03-02 iki 2027-03-01.
Išmokos dydis: 78 procentai kompensuojamojo uždarbio.
Sprendimas gali būti skundžiamas per 1 mėnesį nuo jo įteikimo dienos.""",
     "Ar galiu skųsti, jei išmokos dydis per mažas?",
     "Gavau sprendimą", "after_noblank"),
    ("overpayment-notice", ["overpayment_notice", "recovery", "dates"],
     """Notice of overpayment
Date: 11 February 2026        Reference: OP-2026-00714
Benefit: jobseeker benefit
Overpayment period: 3 November 2025 to 26 January 2026
Amount: GBP 1,043.20 - recoverable
Recovery: GBP 24.30 a week from your benefit from 23 February 2026
You can ask us to look at this again within one month of the date of this notice.""",
     "Can they take it if I'm already struggling with rent arrears?",
     "They sent me this", ""),
    ("sanction-notice", ["sanction_notice", "dates", "reduction"],
     """Reduction of your payment
Date of this letter: 26 March 2026
Reason: you did not attend your appointment on 10 March 2026 at 10:30.
Reduction: 100% of your standard allowance for 7 days, starting 24 March 2026.
If you have a good reason we did not know about, tell us within one month.""",
     "I was in A&E that morning, I have the discharge letter. What do I do?",
     "Letter about my payment", ""),
    ("carers-allowance-stop", ["stop_letter", "earnings_limit", "dates"],
     """Carer's Allowance - change to your entitlement
Letter date: 8 April 2026
From 6 April 2026 you are not entitled to Carer's Allowance because your earnings of GBP 214.00 a week
are more than the earnings limit.
Reference: CA/88124/B""",
     "The 214 was one week with overtime. Does it go by one week?",
     "This came this morning", ""),
    ("lv-vsaa-lemums", ["benefit_decision", "latvian", "non_english", "dates"],
     """LĒMUMS Nr. 2026/BP-118204
Rīgā, 2026. gada 12. martā
Piešķirt bezdarbnieka pabalstu no 2026. gada 2. marta līdz 2026. gada 1. decembrim.
Pabalsta apmērs pirmajos trīs mēnešos: 842,40 EUR mēnesī.
Lēmumu var apstrīdēt viena mēneša laikā no tā spēkā stāšanās dienas.""",
     "Kāpēc pabalsta apmērs vēlāk samazināsies?",
     "Saņēmu lēmumu", "before"),
    ("bg-noi-razporezhdane", ["benefit_decision", "bulgarian", "non_english", "dates"],
     """РАЗПОРЕЖДАНЕ № 2113-40-8871/19.03.2026 г.
Вид обезщетение: за временна неработоспособност
Болничен лист: Е20261234567, от 03.03.2026 г. до 14.03.2026 г.
Размер на дневното обезщетение: 58,40 лв.
Разпореждането подлежи на обжалване в 14-дневен срок.""",
     "Защо обезщетението е за 9 дни, а не за 12?",
     "Получих това", "after"),
    ("universal-support-statement", ["payment_statement", "assessment_period", "amounts"],
     """Payment statement
Assessment period: 12 February 2026 to 11 March 2026
Payment date: 18 March 2026
Standard allowance            400.14
Child amount                  292.81
Housing amount                950.00
Earnings deduction           -412.55
Total                       1,230.40""",
     "My earnings were lower this month. Why is the deduction so high?",
     "My statement", ""),
    ("portal-error-box", ["error_dialog", "reference", "time"],
     """Sorry, there is a problem with the service
Try again later.
Reference: 5D1F-C9A0-77E2
Time: 14/03/2026 10:15:42 GMT
Request ID: 3a8f0c2e-91b4-4d6a-a7e5-0b2c9d4f1e83""",
     "Did my claim save before this came up? I'd filled in six pages.",
     "The error I got", ""),
    ("idv-failure-screen", ["idv_failure", "session_id", "timestamp"],
     """We could not confirm your identity
Your photo did not match the photo in your passport.
Session ID: a4c7e1b0-3f2d-4a6e-9c18-5b7d0e2f9a31
Timestamp: 2026-03-14T10:22:51Z
Attempts remaining: 1""",
     "If I fail again what happens? Can I do it at a post office instead?",
     "What the app showed", ""),
    ("efiling-rejection-json", ["api_response", "timestamp_first", "json"],
     """{"timestamp":"2026-04-30T23:58:41.204Z","status":422,"code":"RETURN_PERIOD_CLOSED","message":"The period 2026-Q1 has already been filed","correlationId":"c2f7a9e1-4b0d-4e3a-8f61-0d9b2c7e5a14"}""",
     "Our software shows this and the return isn't filed on our side. Did it go through or not?",
     "Response from the filing API", ""),
    ("mtd-error-headers", ["http_response", "correlation_id", "date_header"],
     """HTTP/1.1 403 Forbidden
Date: Thu, 07 May 2026 15:02:19 GMT
X-Correlation-ID: 5e0a1f7c-2b9d-4c3e-8a64-1f0d7b2e9c55
Content-Type: application/json

{"code":"CLIENT_OR_AGENT_NOT_AUTHORISED","message":"The client and/or agent is not authorised"}""",
     "We are the client, not an agent. Why would it say this?",
     "Our software got this back", ""),
    ("uk-payslip", ["payslip", "tax_code", "pay_date"],
     """PAYSLIP   Greenfield Logistics Ltd   Pay date: 27/03/2026   Tax period: 12
Employee: 004412  NI number: QQ123456C  Tax code: 1257L W1/M1
Basic pay          2,310.00      Income tax       273.40
Overtime             184.80      NI               101.22
                                 Pension (5%)     124.74
Net pay: 1,995.44""",
     "Why does my tax code have M1 on the end? My friend's doesn't.",
     "My March payslip", ""),
    ("ie-payslip", ["payslip", "usc", "prsi"],
     """Payslip - week 11 - paid 13/03/2026
PPSN: 1234567TA    Tax credits (weekly): 76.92    Rate band (weekly): 846.15
Gross pay       812.00      PAYE      85.48
                            USC       20.24
                            PRSI      32.48
Net pay         673.80""",
     "Is the USC right? I thought I was exempt under 13,000.",
     "My payslip", ""),
    ("mr-notice", ["mandatory_reconsideration_notice", "dates", "appeal_deadline"],
     """Mandatory Reconsideration Notice
Date of notice: 20 February 2026
We have looked at our decision of 14 January 2026 again. We have not changed it.
If you disagree, you can appeal to an independent tribunal. Your appeal must reach the tribunal within
one month of the date of this notice.""",
     "It's 20 March now. Have I missed it?",
     "The notice I got", ""),
    ("tax-appeal-determination", ["appeal_determination", "case_number", "dates"],
     """DETERMINATION
Appeal no.: 26TACD0412
Hearing: 10 February 2026
The appeal is allowed in part. The assessment dated 19 January 2026 for 2024 is reduced from
EUR 6,240.00 to EUR 3,980.00.
Either party may request the Commissioner to state and sign a case for the opinion of the High Court
within 42 days of the date of this determination (issued 2 March 2026).""",
     "Can Revenue still take it further? Until when?",
     "The determination", ""),
    ("tribunal-hearing-notice", ["hearing_notice", "hearing_date", "reference"],
     """NOTICE OF HEARING
Appeal reference: SC242/26/00731
Date: Tuesday 28 April 2026   Time: 10:00   Venue: Hillbrook Tribunal Centre, Room 4
Please arrive 30 minutes before your hearing. The hearing may last up to 2 hours.""",
     "Can I bring my daughter to help me speak?",
     "Hearing letter", ""),
    ("tax-office-email", ["email", "date_header", "message_id"],
     """From: Revenue Customer Service <noreply@revenue.example>
Date: Mon, 16 Mar 2026 08:03:27 +0000
Message-ID: <20260316080327.7f2a9c@mailer.revenue.example>
Subject: A new document is available in your account

A document has been added to your account (My Enquiries). Please log in to view it. For security
reasons we do not include personal details in this email.""",
     "Is this genuine? It doesn't have my name on it.",
     "Got this e-mail", ""),
    ("council-revenues-email", ["email", "date_header", "account_number"],
     """From: Council Tax <counciltax@hillbrook.gov.example>
Date: Wed, 1 Apr 2026 11:41:09 +0100
Subject: Your council tax account 40093310 - single person discount review

We are reviewing single person discounts. Please confirm by 22 April 2026 whether anyone aged 18 or
over lives with you. If we do not hear from you the discount may be removed from 1 April 2026.""",
     "My son turned 18 in February but he's still at school. Do I lose the discount?",
     "E-mail from the council", ""),
    ("refund-phishing-email", ["phishing", "email", "message_id"],
     """From: "Tax Refund Service" <refunds@tax-refund-gov.example.net>
Date: Sat, 14 Mar 2026 02:17:55 +0000
Message-ID: <1773454675.44812@bulk-sender.example.net>
Subject: You are eligible for a refund of GBP 412.96

Dear taxpayer, after the last annual calculation we determined you are eligible to receive a refund.
Submit your card details within 24 hours at the link below to receive your payment.""",
     "Is this real? The amount looks oddly specific.",
     "Got this last night", ""),
    ("case-notes", ["case_notes", "timestamps", "caseworker"],
     """[2026-03-02 09:14] AB: Claimant phoned re missed appt 03/03 - says bus cancelled. Asked for evidence.
[2026-03-05 11:02] AB: Bus company email received. Good reason accepted.
[2026-03-09 15:47] TN: Casual work 6h w/e 08/03 declared via journal.
[2026-03-12 10:20] TN: Payslip requested by 19/03.""",
     "Summarise these for the decision maker in three lines.",
     "Case notes so far", ""),
    ("journal-export", ["journal_export", "bracketed_timestamps", "messages"],
     """[10/03/2026, 09:12] Claimant: I start at the care home on Monday 16th, 20 hours.
[10/03/2026, 14:38] Work coach: Thanks for letting us know. Please add your first payslip when you get it.
[12/03/2026, 08:01] Claimant: Do I still need to come in on the 17th?""",
     "What should the work coach reply to the last message?",
     "From my journal", ""),
    ("council-tax-bill", ["council_tax_bill", "instalments", "account_number"],
     """COUNCIL TAX BILL 2026-27        Hillbrook Borough Council
Account: 40093310   Band: D   Date of bill: 10 March 2026
Property: 14 Elm Road   Liability from: 1 April 2026
Annual charge 2,284.16   Single person discount (25%) -571.04   Total 1,713.12
Instalments: 15 April 2026 171.39, then 9 x 171.30 on the 15th of each month to 15 January 2027""",
     "Why is the first instalment different from the others?",
     "Our bill for this year", ""),
    ("parking-permit-confirmation", ["permit_confirmation", "validity", "permit_number"],
     """Resident parking permit - confirmation
Permit number: FF-2026-018842
Zone: CPZ-F (Fairfield)   Vehicle: AB12 CDE
Valid from: 01/04/2026   Valid to: 31/03/2027
Issued: 24/03/2026 13:08""",
     "I'm changing my car next month. Do I need a new permit or can it be moved?",
     "Permit confirmation", ""),
    ("ctr-award", ["award_notice", "council_tax_reduction", "dates"],
     """COUNCIL TAX REDUCTION - NOTIFICATION
Account: 40112876     Claim: CTR-338190     Date: 06/04/2026
Reduction from 06/04/2026: GBP 18.40 a week (band 2 of the scheme)
Your new annual council tax after reduction: GBP 1,208.76""",
     "Does this mean my direct debit goes down automatically?",
     "Letter from the council", ""),
    ("business-rates-bill", ["rates_bill", "rateable_value", "dates"],
     """NON-DOMESTIC RATES DEMAND 2026-27
Account: 70012455   Property: Unit 3, Mill Lane   Rateable value: 11,800
Multiplier: 0.499   Gross charge: 5,888.20
Small business rate relief: -5,888.20
Amount payable: 0.00   Date of demand: 12 March 2026""",
     "If I take on a second unit, do I lose this?",
     "Rates demand", ""),
    ("blue-badge-decision", ["badge_decision", "validity", "reference"],
     """Blue Badge application - decision
Reference: BB-26-004417   Decision date: 18 March 2026
Your application has been approved under the further assessment criteria.
Badge valid from: 1 April 2026 to 31 March 2029.
Your badge will be posted within 10 working days.""",
     "Can I use it when my son drives me in his car?",
     "My badge letter", ""),
    ("ttp-confirmation", ["payment_plan", "instalments", "reference"],
     """Time to Pay arrangement - confirmation
Reference: TTP-2026-004512   Agreed: 18/03/2026
Debt covered: self assessment 2024-25 and first payment on account 2025-26 (total 5,956.75)
12 monthly payments of 496.40 by direct debit, first collection 01/04/2026
You must file and pay all future returns on time.""",
     "If I get a lump sum in the summer can I pay the rest off early?",
     "Confirmation I got", ""),
    ("final-demand", ["final_demand", "debt", "dates"],
     """FINAL DEMAND
Date: 25 March 2026    Account: 40093310
Council tax 2025-26 arrears: GBP 642.60
If you do not pay the full amount by 8 April 2026 we will apply to the magistrates' court for a
liability order, and costs of GBP 86.50 will be added.""",
     "I've just lost my job. Can I stop this?",
     "Letter on the mat today", ""),
    ("breathing-space-notice", ["breathing_space", "dates", "reference"],
     """Debt respite scheme - breathing space
Reference: BS-0F4K-2290   Start date: 27 February 2026
Expected end date: 23 April 2026 (unless cancelled earlier)
Creditors notified: Hillbrook Borough Council (council tax)""",
     "Does this stop the council taking money from my wages?",
     "Notice from my debt adviser", ""),
    ("ni-contribution-record", ["contribution_record", "tax_years", "shortfalls"],
     """Your National Insurance record
2019-20  Year is not full   Shortfall: 22 weeks   Pay by 5 April 2026: GBP 363.00
2020-21  Year is not full   Shortfall: 52 weeks   Pay by 5 April 2027: GBP 795.60
2021-22  Full year
2022-23  Full year""",
     "Is it worth paying 2019-20 before the April deadline?",
     "This is what my record shows", ""),
    ("survivors-award-letter", ["award_letter", "pension_dates", "amounts"],
     """Survivor's pension - award
Date: 9 April 2026    File: SP-2026-01744
Pension awarded from 1 April 2026: EUR 1,184.30 a month.
Payment day: 24th of each month.
Your entitlement will be reviewed if you remarry or enter a civil partnership.""",
     "Does it stop if I start working full time?",
     "The award letter", ""),
    ("right-to-reside-decision", ["decision", "right_to_reside", "dates"],
     """Decision on your claim
Date: 2 April 2026    Claim reference: PC/2026/55120
We have decided you do not have a right to reside that lets you get this benefit. Your pre-settled
status (granted 19 July 2024) on its own does not give a right to reside for this purpose.
You can ask us to reconsider within one month.""",
     "I worked 12 hours a week until January. Does that count?",
     "Decision I got", ""),
    ("status-check-page", ["status_page", "share_code", "valid_until"],
     """View and prove your immigration status
Name: Ana Kovač
Status: pre-settled status
Valid until: 19 July 2029
Share code: W7K 3RX 9PM (valid until 12 June 2026)
Date of check: 14 March 2026""",
     "The benefits office wants this. Do I send the share code or a screenshot?",
     "Screenshot text", ""),
    ("idv-code-email", ["email", "code_expiry", "dates"],
     """Subject: Your sign-in code
Date: Sat, 14 Mar 2026 09:41:03 +0000
Your code is 482 915. It expires at 09:56 GMT.
If you did not try to sign in, you do not need to do anything.""",
     "I got this but I didn't try to sign in. Should I be worried?",
     "Odd e-mail", ""),
    ("login-history", ["login_history", "timestamps", "ip_addresses"],
     """Recent sign-ins
14/03/2026 09:58   Chrome on Windows   Dublin   185.12.44.9
11/03/2026 21:14   Safari on iPhone    Dublin   37.228.201.17
02/03/2026 07:40   Chrome on Android   Lagos    102.89.33.4""",
     "I have never been to Lagos. What do I do?",
     "My account shows these sign-ins", ""),
    ("benefit-sms", ["sms", "payment_date", "reference"],
     """Your payment of 91.90 will be in your account on 19/03/2026. Ref JS/2026/118204. Do not reply to this
message. Sent 17/03/2026 06:30""",
     "Why only 91.90 when it was 183.80 last time?",
     "Text I got", ""),
    ("payment-schedule", ["payment_schedule", "dates", "amounts"],
     """Payment schedule - child benefit
Child: Mia (born 2025-11-02)
Paid every 4 weeks on Tuesday
2026-03-10  GBP 104.80
2026-04-07  GBP 104.80
2026-05-05  GBP 104.80""",
     "Can I switch to weekly payments as a single parent?",
     "My schedule", ""),
    ("vat-oss-xml-pasted", ["oss_return", "xml", "dates"],
     """<ossReturn period="2026-Q1" submitted="2026-04-29T16:21:07Z" receipt="IE-OSS-2026Q1-0048812">
  <line country="DE" rate="19" taxable="12840.00" vat="2439.60"/>
  <line country="FR" rate="20" taxable="9315.50" vat="1863.10"/>
</ossReturn>""",
     "I forgot a sale to Austria. Can I correct it in the next return?",
     "What we submitted", ""),
    ("gstr2b-summary", ["gstr2b", "json", "dates"],
     """{"gstin":"27AAPFU0939F1ZV","rtnprd":"032026","gendt":"14-04-2026","itcsumm":{"igst":42810.00,"cgst":11204.50,"sgst":11204.50},"version":"1.0"}""",
     "Why is my ITC in GSTR-3B higher than this? I claimed 71,000.",
     "GSTR-2B summary", ""),
    ("webhook-pasted-debug", ["webhook_delivery", "signature", "debug"],
     """webhook-id: msg_2vY8kLQ0aX7cD1eF3gH5jK9mN4p
webhook-timestamp: 1773483302
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"claim.status_changed","data":{"claim":"HB-204-77812","status":"awarded","changed_at":"2026-03-04T10:02:11Z"}}""",
     "Our endpoint rejects this with 'timestamp too old'. Is the timestamp in seconds or milliseconds?",
     "Delivery we logged", ""),
    ("payments-csv", ["csv", "timestamp_first_column"],
     """Timestamp,Reference,Type,Amount
2026-03-01T07:02:11Z,TTP-2026-004512,DD collection,496.40
2026-03-15T07:01:58Z,40093310,Council tax DD,171.30
2026-04-01T07:03:20Z,TTP-2026-004512,DD collection,496.40""",
     "Which of these went to the tax plan and which to the council?",
     "Export from my bank", ""),
    ("sa-statement-of-account", ["statement_of_account", "dates", "balances"],
     """Statement of account - UTR 1234567890
31/01/2026  Balancing payment 2024-25        3,912.40   paid 31/01/2026
31/01/2026  1st payment on account 2025-26   1,956.20   paid 29/01/2026
31/07/2026  2nd payment on account 2025-26   1,956.20   not yet due
Balance: 1,956.20 (not yet due)""",
     "Can I reduce the July payment? My income has dropped.",
     "My statement", ""),
    ("he-bituach-leumi-letter", ["benefit_letter", "hebrew", "non_english", "dates"],
     """הודעה על אישור תביעה לקצבת ילדים
תאריך: 18/03/2026
מספר תביעה: 7743-2210
הקצבה תשולם החל מחודש מרץ 2026 ב-20 לכל חודש.""",
     "האם אקבל גם תשלום על החודשים שלפני הגשת התביעה?",
     "קיבלתי מכתב", "after_noblank"),
    ("ro-anaf-notificare", ["tax_notice", "romanian", "non_english", "dates"],
     """Decizie de impunere anuală pentru anul 2025
Nr. înregistrare: 4412/18.05.2026
CNP: 1800101123456
Impozit datorat: 1.240 lei
Termen de plată: 60 de zile de la data comunicării""",
     "Dacă am primit-o în SPV pe 20 mai, până când trebuie să plătesc?",
     "Am primit asta în SPV", "before"),
    ("ua-subsidy-decision", ["subsidy_decision", "ukrainian", "non_english", "dates"],
     """Рішення про призначення житлової субсидії № 14-2210/26
від 12.03.2026
Субсидію призначено на період з 01.05.2026 по 30.04.2027.
Розмір обов'язкового платежу: 812,40 грн на місяць.""",
     "Чи треба мені щось робити, щоб отримати субсидію на наступний сезон?",
     "Отримала рішення", "after"),
    ("mt-vat-certificate", ["registration_certificate", "vat_number", "dates"],
     """VAT REGISTRATION CERTIFICATE
VAT No.: MT12345678
Registered under: Article 11 (small undertaking)
Effective date of registration: 01/02/2024
Date of issue: 05/02/2024""",
     "My turnover is above the limit now. Do I need a new certificate or just a change form?",
     "My certificate", ""),
    ("pension-contribution-statement-sl", ["contribution_statement", "slovenian", "non_english", "dates"],
     """Obvestilo o plačanih prispevkih za socialno varnost
Obdobje: januar-marec 2026
Datum izdaje: 15. april 2026
Skupaj plačano: 1.204,80 EUR
Neplačano: 0,00 EUR""",
     "Ali to pomeni, da imam za ta mesec pokojninsko dobo?",
     "Dobil sem obvestilo", "after_noblank"),
    ("withholding-w2-excerpt", ["w2", "tax_year", "employer_ein"],
     """Form W-2 Wage and Tax Statement 2025
b Employer identification number (EIN): 12-3456789
1 Wages, tips, other compensation: 52,410.00
2 Federal income tax withheld: 4,112.00
16 State wages: 52,410.00   17 State income tax: 2,180.40   15 State: NY""",
     "Box 2 looks low compared to last year. Did my employer withhold too little?",
     "My W-2", ""),
    ("grant-status-sms", ["sms", "status", "dates"],
     """SRD: Your application for March 2026 was declined. Reason: alternative income source identified.
You may request reconsideration within 90 days. Ref 0821234567-03-2026""",
     "I don't have any income. Where does that come from?",
     "SMS I received", ""),
]

PLACEMENTS = ["after", "before", "after_noblank", "between", "quoted", "fence", "earlier_turn", "indented",
              "system_user", "both_sides", "forwarded", "ask_other_lang"]
SYSTEM_DESK = ("You are the citizens' help assistant for tax and benefits questions. Answer clearly, say when "
               "something needs a caseworker, and never ask for passwords.")
OTHER_LANG = ["¿Me lo puedes explicar en español?", "Peux-tu me répondre en français ?",
              "Możesz mi to wytłumaczyć po polsku?", "Poți să-mi explici în română?"]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro} - pasting it so you can see exactly what it says.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I can see it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nIs there anything else in it I should worry about?"
    if placement == "forwarded":
        return f"---------- Forwarded message ----------\n{block}\n\n{ask}"
    assert placement == "ask_other_lang"
    return f"{block}\n\n{ask} {OTHER_LANG[k % len(OTHER_LANG)]}"


def _negatives_pasted() -> None:
    rotation = 0
    for k, (source, tags, block, ask, intro, fixed) in enumerate(BLOCKS):
        if fixed:
            placement = fixed
        else:
            placement = PLACEMENTS[rotation % len(PLACEMENTS)]
            rotation += 1
        NEG.append(Draft(_place(k, placement, block, ask, intro), f"{SRC}neg:pasted:{source}",
                         ["hard_negative", "pasted", placement, *tags]))



# --- generated negatives: the generated positives' shapes with stable values ------------------------------------

# (family, header label, key, value) -- all of them the same on every request
STABLE_FIELDS: list[tuple[str, str, str, str]] = [
    ("api_version", "API version", "api_version", "2025-11-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revised", "prompt_revised", "2026-02-03"),
    ("tax_year", "Tax year", "tax_year", "2026-27"),
    ("form_version", "Form version", "form_version", "SA100-2026"),
    ("rates_table", "Rates table", "rates_table", "2026-04-06"),
    ("scheme_year", "Scheme year", "scheme_year", "2026/27"),
    ("customer_since", "Account holder since", "customer_since", "2019-08-12"),
    ("tenant", "Tenant", "tenant_id", "6f1c2a8e-4d3b-4e0a-9b7c-2f5d8e1a3c90"),
    ("time_zone", "Time zone", "timezone", "Europe/London"),
    ("timeout", "Timeout (s)", "timeout_s", "30"),
    ("build", "Build", "build", "2026.03.2"),
    ("case_number", "Case", "case", "HB-204-77812"),
    ("nino", "NI number", "nino", "QQ123456C"),
    ("utr", "UTR", "utr", "1234567890"),
    ("council_account", "Council tax account", "account", "40093310"),
    ("award_start", "Award start", "award_start", "2025-10-02"),
    ("review_due", "Review due", "review_due", "2027-10-01"),
    ("regulations", "Regulations version", "regs_version", "2025-04-06"),
    ("claim_date", "Claim date", "claim_date", "2026-02-02"),
    ("vat_number", "VAT number", "vat_number", "GB123456789"),
    ("pension_age_date", "State pension age date", "spa_date", "2047-08-14"),
    ("year_end", "Accounting year end", "year_end", "2026-03-31"),
    ("filing_frequency", "Filing frequency", "filing_frequency", "quarterly"),
    ("client_id", "Client ID", "client_id", "citizen-portal-prod"),
    ("metadata_valid_until", "IdP metadata valid until", "metadata_valid_until", "2027-01-01T00:00:00Z"),
    ("agreement_start", "Service agreement start", "agreement_start", "2025-04-01T00:00:00+01:00"),
    ("permit_number", "Permit", "permit", "FF-2026-018842"),
    ("office_hours", "Office hours", "office_hours", "08:00-18:00"),
    ("plan_reference", "Payment plan", "plan", "TTP-2026-004512"),
]
LOCAL_SINCE = {"et": "Klient alates", "lt": "Klientas nuo", "sl": "Stranka od", "bg": "Клиент от",
               "af": "Kliënt sedert", "ms": "Pelanggan sejak", "sw": "Mteja tangu", "ro": "Client din",
               "mt": "Klijent minn", "uk": "Клієнт з"}
GENERATED_NEG = 34


def generated_negatives(g: Gen52) -> list[Draft]:
    """The generated positives' bodies and positions, holding one stable look-alike value instead."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    stable_keys = [("service", "citizen-assist"), ("tenant", "revenue-benefits-prod"), ("locale", "en-GB"),
                   ("model", "gpt-4o-mini"), ("prompt_version", "5.2.0")]
    since = datetime(2019, 8, 12, tzinfo=UTC)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = bodies[(k * 7) % len(bodies)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        stable_key = stable_keys[k % len(stable_keys)]
        name, lang, *_rest = body
        if lang != "en" and position in ("head", "system_tail", "header_block"):
            family = "localized_customer_since"
            line = f"{LOCAL_SINCE[lang]}: {local_date(since, lang, with_time=False)}"
            text = _place_field(g, body, position, line, line, stable_key)
        else:
            family, label, key, value = fields[k % len(fields)]
            if position == "yaml":
                key_text = f'{key}: "{value}"'
            elif position == "json":
                key_text = f'"{key}": "{value}",'
            elif position == "xml_attr":
                key_text = f'{key.replace("_", "-")}="{value}"'
            elif position == "kv_ctx":
                key_text = f"{key}={value}"
            elif position == "paren_user":
                key_text = f"({label.lower()} {value})"
            else:
                key_text = f"{label}: {value}"
            text = _place_field(g, body, position, f"{label}: {value}", key_text, stable_key)
        out.append(Draft(text, f"{SRC}neg:generated:{name}+{family}",
                         ["hard_negative", "generated", position, family]
                         + (["non_english"] if lang != "en" else [])))
    return out


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen52(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold52", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
