"""Build `prompt_normalizer/corpus/holdout49.jsonl`, a forty-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout49.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`; `Gen49` subclasses `Gen` for more zones and token shapes); of `make_holdout2.py` to
`make_holdout48.py` only the module docstrings were read (printed with `ast.get_docstring`, with a
keyword search over them for neighbours in this domain and for the languages they name), to keep
clear of the sources, scenarios and languages they used and to apply their clarifications of the
rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement of
pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` and of the end of `prompt_normalizer/corpus/`, a check that neither this file
nor `holdout49.jsonl` existed yet, a grep of `make_holdout24.py` for its import lines and the names
of its constants (which printed a few of their values too) and the ruff settings of `pyproject.toml`
showed names and numbers only; a scratch file in
/tmp that another process overwrote while the docstrings were being extracted showed only generator
file names. The lint is `ruff check` with the project's settings.) None of the earlier scenarios is
repeated. Another corpus was written at the same time about security operations centres (SIEM, EDR,
incident response); nothing here comes from that domain: fraud, sanctions and AML appear only as
banking operations on payments and customers.

The domain is retail banking and payments operations. Earlier docstrings name neighbours in it:
banking and insurance chatbots and Adyen, PayPal and Braintree envelopes (make_holdout3), SWIFT
MT103, ISO 20022 and EDI messages as content next to Square, Checkout.com, Klarna, Razorpay and
Mercado Pago (make_holdout5), card disputes with agent assist, evidence drafting, chargeback letters
and ARNs, and brokerage snapshots (make_holdout10), treasury connectivity with EBICS, UK-style FAPI
open banking, BAI2, NACHA, lockbox, Positive Pay, FX hedges and reconciliation bots (make_holdout11),
crypto exchanges, KYC queues and remittance apps (make_holdout18), UPI and M-Pesa at small
businesses (make_holdout21), finance close with MT940 statements and vendor bank-change screening
(make_holdout22), insurance (make_holdout25), bookkeeping, payroll, tax and audit firms with a
practice KYC session (make_holdout33) and gambling payments with Pix and PEP screening
(make_holdout44). They were written around: the disputes here are Compelling Evidence 3.0
eligibility, Regulation E intake, pre-arbitration, pre-dispute alerts, fraud affidavits, reason-code
mapping and dispute ratio monitoring; the investigations use pacs.008, pacs.002, pacs.004, camt.027,
camt.029, camt.056, camt.052, gpi tracker, MT199, MT191 and MT942; open banking is Berlin Group
NextGenPSD2, STET, sweeping VRP and eIDAS QWAC onboarding rather than FAPI; treasury is intraday
positioning, RTGS queues, cash pool sweeps, FX funding, CHAPS cut-offs, 13-week forecasts, money
market rolls and liquidity buffers rather than bank connectivity. The sources:

* branch and contact-centre assistants: a teller workstation header (teller session and clock; the
  branch, teller and cash limit stay), a card line's agent assist (YAML front matter with a
  conversation id and a quoted `answered_at`; the caller's number stays), an IVR-to-chat handoff
  (`[ivr ...]` bracketed pairs), a Vilnius branch booking bot (Lithuanian "now" label and
  conversation id), a queue kiosk's time alone, a Stellenbosch safe deposit booking (Afrikaans), a
  Llama 3 after-call summary (`Today Date` moves, `Cutting Knowledge Date` stays), a complaint desk
  session opened at a day-first time (the complaint's ref and received date stay), a Plovdiv card
  line (Bulgarian) and a cash recycler position read "at" a time with a parenthesised read id; and
  as hard negatives a teller journal, a call transcript with timecodes, an online banking error
  dialog with its own `Request ID:` and `Time:`, bank SMS alerts and a statement table;
* card disputes and chargebacks: CE 3.0 prior transactions "as of" a time with a query id, a Reg E
  intake (session and a Windows clock; the notice date stays), a Mistral `[INST]` pre-arbitration
  request, a pre-dispute alert delivered as Standard Webhooks (id, timestamp and signature move; the
  alert stays), a chargeback portal's bearer JWT next to a CalVer build, a Haifa double charge
  (Hebrew "now" label and message snowflake), a fraud affidavit dated today by the claims tool with
  its draft job, a reason-code mapper (single-line JSON), dispute ratios "as of" a time, a Kyiv
  double charge (Ukrainian); and as hard negatives a cardholder's dispute letter, an acquirer's
  chargeback e-mail with its `Date` and `Message-ID`, a webhook delivery pasted to debug its
  timestamp, an EMV 3DS ARes, a scheme fee invoice and a Bulgarian bank's rejection letter;
* payment investigations (ISO 20022 and SWIFT MT): a gpi tracker status fetched "at" a time with a
  lookup id (the UETR and the hops' times stay), a camt.027 workbench (KSUID session and opening), a
  camt.056 recall skeleton built for this request (its assignment `Id` and `CreDtTm` move; the
  original payment's ids, UETR, amount and settlement date stay), an MT199 composer's footer, a b3
  header on a return-reason question, a Riga returned transfer (Latvian), a queue monitor's logfmt
  line (`ts=` with nanoseconds and `req=`), a camt.029 "Received by InvestiDesk at <time> (message
  <id>)" line, a ChatML MT191 charges claim (stamp on its own line in the system turn) and a
  Ljubljana urgent payment (Slovenian); and as hard negatives an MT103, a pacs.008 group header and
  transaction, a camt.029 and a gpi tracker export;
* AML and KYC alert triage: a transaction monitoring alert delivery (pretty JSON `delivery_id` and
  `received_at`; the alert stays), a sanctions screening re-run's id and finish inside a sentence
  (the list version with its date stays), a SAR narrative dated today with its draft id, a KYC
  profile pulled "at" a .NET round-trip time with a pull id, an EDD footer (base58 session token and
  ctime), an Almaty cash deposit (Kazakh), adverse media screening (markdown table rows), a PEP
  review's rendered time in an HTML comment under a stable template comment, a correspondent bank
  RFI (`[rfi ctx ...]` pairs) and a Tirana property sale (Albanian); and as hard negatives an alert
  export whose first members are `"alert_id"` and `"created_at"`, a transactions CSV that opens with
  `timestamp,`, a screening hit report with its own `Screening date:` and `Run ID:` lines and a KYC
  refresh e-mail;
* open banking and PSD2 APIs: Berlin Group account information headers (`X-Request-ID` and `Date`
  move; `Consent-ID` and `PSU-IP-Address` stay), a STET HTTP `Signature` header line, connected apps
  "as of" a time with a snapshot id, an SCA redirect's `state` and start epoch, developer portal
  traceparent and tracestate, a categoriser's YAML front matter, a Bratislava re-consent question
  (Slovak), an eIDAS certificate check requested at an RFC 850 time (the certificate and its validity
  stay), a sweeping VRP context element's `request_time` attribute and a Reykjavík linked account
  (Icelandic); and as hard negatives a sandbox request and response with `X-Request-ID`, `Date` and
  traceparent, a consent status object and decoded access token claims;
* direct debits and mandates: a SEPA mandate amendment check (run id and time; the UMR, creditor
  identifier and signature date stay), a BACS ADDACS report fetched "at" an RFC 2822 time with a
  fetch id, a ChatML user turn's `Sent:` line (indemnity claim), an advance notice dated today by the
  letter tool with its job, R-transaction handling under `KEY=value` lines (`NOW_NS`, `REQ_ID`), a
  Belgrade Infostan cancellation (Serbian), an e-mandate signing nonce and session start, a
  Luxembourg double debit (Luxembourgish) and a pain.008 validation run inside a sentence; and as
  hard negatives an AUDDIS report, a SEPA mandate form, a pain.008 group header with the bank's
  rejection, returned collections and a Slovak collection notice;
* loan servicing: a payoff quote generated "at" a time with its quote id and a good-through date
  computed from the quote time (the balance, interest and per diem stay), a ChatML hardship turn
  with today's date on its own line, an escrow analysis retrieved "at" a time, a late charge waiver
  desk (session and Windows clock; loan, investor and due dates stay), amortisation help behind
  markdown bullets (current ISO week and request id), a Samarkand microloan (Uzbek), income-driven
  repayment behind `X-Request-Start` in microseconds and `X-Request-Id`, loan boarding as a Slack
  event (`event_id`, `event_time`; the message stays), a Skopje instalment (Macedonian) and an ARM
  reset notice with a Semantic Kernel style sentence; and as hard negatives a payoff statement, an
  amortisation schedule, a forbearance approval letter, a mortgage statement and an Afrikaans
  home-loan letter;
* treasury cash positioning: intraday positions "as of" a time with a ULID snapshot id (the balances
  stay), an RTGS liquidity console (session and time alone), a cash pool sweep simulation run inside
  a sentence, FX funding under Go's `time.Now().String()`, a CHAPS cut-off sentence ("It is now
  <time> in London."), a 13-week forecast `<generated>` element (the forecast's ISO week stays), a
  money market desk under GNU `date`, a Sarajevo liquidity question (Bosnian) and a liquidity buffer
  helper's single-line JSON (KSUID and epoch in ms); and as hard negatives a group cash position
  report with its own "As of", a camt.052 intraday report and an MT942;
* payment gateway operations: a decline spike behind Datadog headers, 3-D Secure help behind
  `X-Amzn-Trace-Id` and `CF-Ray`, a settlement file received by the reconciliation tool "at" a time
  with an upload id (the file's batch dates and ARNs stay), a network token lifecycle CloudEvent
  (`id` and `time` move; the token change stays), a merchant onboarding cookie (session pair last),
  a status-page writer under a Python logging stamp, a refund with `Idempotency-Key` and `Request-Id`
  next to a stable `Gateway-Version`, a payout delay behind a canary comment, a Vilnius merchant's
  settlement question (Lithuanian) and a Slack `ts`; and as hard negatives gateway logfmt lines with
  their own `ts=`, `req_id=` and `trace=`, an ISO 8583 0110 dump with DE7, DE11 and DE37, a payout
  object whose first members are `"id"` and `"created"`, a Lithuanian statement and a Ukrainian
  payment instruction.

The hand-written negatives that are not pasted hold stable look-alikes in program positions (a
savings header with sort code, BIC, API version and prompt revision; a Llama 3 header with only its
knowledge cutoff; a fee schedule's effective date and cut-offs in a ChatML system turn; a template's
approval and review dates in front matter; an EMI licence with its grant date in XML attributes; an
API version and time zone in single-line JSON; a template revision in an HTML comment; customer-since,
account-opened and card expiry in a markdown table; cut-off, creditor id, CalVer build and time zone
in `KEY=value` lines; a terms revision and NMLS number in a footer; Berlin Group headers that stay for
the consent; a mandate's reference, creditor id and signature date in a system prompt) and values the
user asks about or types (a UETR, an ISO 8583 DE7 and a gateway epoch, a typed clock before a SEPA
Instant payment, few-shot MT103 field 32A dates, an unrendered Jinja template with `now` and
`request_id`, Reg E business-day arithmetic, a pasted JWT, an ARN, relative times, an IBAN to check,
payoff per diem arithmetic, a traceparent from logs, ISO week dates of a forecast, two SHA-256 digests
of a payment file), and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6, 7 and 9 with `Z` and offsets from -05:00 to +03:00, RFC 1123,
RFC 850, RFC 2822, asctime, GNU `date`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go
RFC3339Nano and `time.Now().String()`, .NET round-trip and Semantic Kernel's long rendering,
JavaScript `toISOString()` and `toString()`, Windows general (US month-first), day-first slashed and
dotted date-times, ISO basic, ISO dates, ISO week dates, English long dates, Llama 3.1's `Today Date`,
a time of day alone, epochs in s, ms, us and ns, a Slack `ts`, and the current date and time written
in Lithuanian, Latvian, Bulgarian, Ukrainian, Hebrew, Slovenian, Slovak, Kazakh, Albanian, Icelandic,
Serbian, Luxembourgish, Uzbek, Macedonian, Afrikaans and Bosnian. Identifiers: UUID v1, v4 and v7,
ULID (also lower case), KSUID, nanoid, traceparent and tracestate, B3, X-Amzn-Trace-Id, CF-Ray,
Datadog ids, long hex, base32, base58, base62, base64url and base64 tokens, JWTs (a bearer header and
session tokens), an HTTP message signature, Standard Webhooks ids and signatures, a CloudEvents id, a
Slack event id, a snowflake, a canary, nonces, an OAuth-style `state`, an ISO 20022 assignment id and
vendor-prefixed ids (`rd_`, `q_`, `msg_`, `cds_`, `dj_`, `dlv_`, `sr_`, `sar-drf-`, `snap_`, `lj-`,
`pv-`, `pq_`, `rq_`, `csr-`, `up_`, `req_`, `onb_sid`). Positions: header blocks (`Label: value`, HTTP
request headers, webhook headers, edge headers), head and tail of the prompt, the tail of a system
prompt (also a ChatML system turn with the stamp on its own line and a Llama 3 system header), YAML
front matter, pretty-printed JSON members (also in a Slack event and a CloudEvent), single-line JSON
members, XML attributes and elements, `key=value` pairs (bracketed context lines, a logfmt line, a
cookie), `KEY=value` lines, markdown table rows and bullets, HTML comments, templated sentences, a
Mistral `[INST]` prompt, phrases with their preposition ("at ...", "as of ..."), parenthesised read,
query, lookup, pull, fetch, snapshot, quote, upload and message ids, ids inside sentences, a ChatML
user turn's `Sent:` line, parenthesised `(sent ...)` stamps, footers after a `--` line, metadata
lines after the last user message, and program lines right above fetched, uploaded or built
material.

Prompts are in English (British, US and Irish settings) and in Lithuanian, Latvian, Bulgarian,
Ukrainian, Hebrew, Slovenian, Slovak, Kazakh, Albanian, Icelandic, Serbian (Latin), Luxembourgish,
Uzbek (Latin), Macedonian, Afrikaans and Bosnian (each named as a prompt language by at most three
earlier docstrings, checked with a keyword search), with pasted material in Lithuanian, Bulgarian,
Slovak, Ukrainian and Afrikaans asked about in its language, questions in Lithuanian, Bulgarian,
Slovenian, Icelandic, Latvian and Albanian appended to some English blocks, and a request for an
answer in English appended to the Ukrainian one. Prompts in those languages end with the user's
message or with the metadata after it.

What it is: 300 prompts. 140 carry volatile fields (208 spans): 88 hand-written positives (156
spans; 64 with two fields and two with three) and 52 generated ones. 160 carry none: 28 hand-written
negatives that are not pasted (26 hard negatives, listed above, and two plain controls), 120 hard
negatives built from 40 pasted blocks, each placed three times, at placements k, k+4 and k+8 of
twelve arrangements (question after the block, before it, a one-line introduction that runs on into
the block's first line with the question below, question typed under the block with no blank line,
quoted with "> " below an introduction, in a code fence under the question, in an earlier user turn
of a chat, in a user turn under a system prompt, a question before and a follow-up after, under a
"Forwarded message" line, with a question in another language appended, and in a ChatML user turn),
and 12 generated hard negatives. The generated positive family puts one field at one of twelve
positions (head, system tail, header block with stable neighbours, after the last user message,
footer after `--`, YAML front matter, pretty JSON member never last in its object, XML attribute
followed by a stable attribute, `key=value` in a bracketed context line followed by a stable pair,
parenthesised value on the user's message, HTML comment and markdown bullet; four or five each) of
16 bodies (12 English, 4 in Lithuanian, Bulgarian, Ukrainian and Slovenian, which end with the
user's message or the metadata after it), drawn from 37 formats and labels. The generated negative
family puts one stable look-alike (API version, knowledge cutoff, prompt revision, sort code, BIC,
creditor id, SEPA cut-off, tenant uuid, LEI, customer-since date, fee schedule date, EMI licence) at
each of the same twelve positions of the same bodies. The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout48.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Banking records are content: account numbers, IBANs, sort codes, BICs, UETRs, `MsgId`, `InstrId`,
  `EndToEndId` and `CreDtTm` of messages the user pastes, value and settlement dates, MT field
  `13D` and `32A` dates, mandate references, creditor identifiers and dates of signature, consent ids
  with their `validUntil` and `lastActionDate`, dispute, case, complaint, alert, chargeback, payout
  and loan numbers, ARNs, RRNs, STANs, DE7 values, 3DS transaction ids, statement, due, good-through
  and analysis dates, forbearance periods, cut-off times, balances, rates, list versions with their
  dates and certificate validity stay, also next to a program's stamp and also when the program
  fetched them for this request; only the stamp ("Tracker status fetched at <time> (lookup <id>) for
  this request:", "Positions as of <time> (snapshot <id>) for this request:") and the ids minted for
  the fetch, lookup, query, pull, read, snapshot or upload move.
* A message or call the program builds for this request carries per-request values: a recall
  skeleton's assignment `Id` and `CreDtTm`, an outgoing API call's `X-Request-ID`, `Date`, HTTP
  `Signature` and trace headers, an SCA redirect's `state` and start time. The original payment's
  references inside the skeleton, and `Consent-ID`, `PSU-IP-Address`, `PSU-ID`, payment products and
  `TPP-Redirect-Preferred`, which stay the same for the consent or the customer, stay.
* Work logins are sessions: teller, intake, workbench, desk, console, IVR, chat, e-mandate and
  onboarding sessions, a conversation id, a portal bearer JWT and a session token move, and so does
  a session's opening time; branches, tellers, members, merchants and MIDs, creditors, participants,
  queues and tenants stay.
* Runs, jobs and checks move with their start or finish: a screening re-run, a validation run, a
  sweep simulation, a mandate check run, a certificate check and draft and letter jobs; a date that
  the tool fills in as today (an affidavit, a SAR narrative, an advance notice) moves with its job. A
  payoff quote's id and generation time move, and so does the good-through date computed from the
  quote time, while the loan's figures stay.
* Envelope vs payload: Standard Webhooks headers, a delivery envelope's `delivery_id` and
  `received_at`, a CloudEvent's `id` and `time`, a Slack event's `event_id` and `event_time` and
  InvestiDesk's receipt stamp move; the pre-dispute alert, the monitoring alert, the token change, the
  boarding message and the camt.029 answer stay. The same kind of delivery pasted to debug is content.
* Device and desk clocks read for this request are the current time in any form: a teller
  workstation, a queue kiosk's time alone, an RTGS console, a servicing desk's Windows clock, "It is
  now <time> in London." Times a user types ("It's 15:52 here in Frankfurt"), times inside pasted
  journals, logs and transcripts, and DE7 values and epochs the user asks about stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Cash position read from the teller cash recycler at <time> (read <id>) for this request:" leaves
  "Cash position read from the teller cash recycler for this request:"; "Screening re-run <id>
  finished at <time> on list version OFAC-SDN 2026-03-04." leaves "Screening re-run finished on list
  version OFAC-SDN 2026-03-04."; "Received by InvestiDesk at <time> (message <id>) via SWIFTNet
  FileAct." leaves "Received by InvestiDesk via SWIFTNet FileAct."); a parenthesised id is cut with
  its parentheses and sits before "for this request:"; XML attributes and `key=value` pairs are
  followed by a stable neighbour, except a cookie's session pair, its last; single-line JSON members
  are cut with the comma after them, and volatile members of pretty-printed JSON are never the last
  member of their object; a header line holding one field (also `Authorization: Bearer ...` and an
  HTTP `Signature:`), a markdown row or bullet, an HTML comment holding one field, an XML element, a
  YAML member, a `KEY=value` line, a ChatML user turn's `Sent:` line (with `<|im_end|>` on the next
  line) and a stamp on its own line in a ChatML system turn are whole-line spans; footers hold one
  field per line; a `(sent ...)` stamp is cut from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as rule
  4 gives it.
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

SEED = 20490317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout49.jsonl"
SRC = "holdout49:"

EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
IL_ST = timezone(timedelta(hours=2), "IST")
IL_DT = timezone(timedelta(hours=3), "IDT")
SAST = timezone(timedelta(hours=2), "SAST")
PLUS5 = timezone(timedelta(hours=5), "+05")
UTC0 = timezone(timedelta(0), "UTC")

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class Gen49(Gen):
    """`make_holdout.Gen` with the zones and token shapes this corpus needs. While `near` is set, moments
    fall in the week of 2 March 2026, the week the hand-written scenarios' own dates lead up to; the
    generated family draws from `Gen`'s whole range."""

    near = False

    def moment(self, tz: timezone = UTC) -> datetime:
        if not self.near:
            return super().moment(tz)
        base = datetime(2026, 3, 2, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 9 * 86400), microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    def _summer(self, t: datetime) -> bool:
        return 4 <= t.month <= 10

    def moment_eet(self) -> datetime:
        t = self.moment()
        return t.astimezone(EEST if self._summer(t) else EET)

    def moment_uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if self._summer(t) else GMT)

    def moment_il(self) -> datetime:
        t = self.moment()
        return t.astimezone(IL_DT if self._summer(t) else IL_ST)

    def moment_cet(self) -> datetime:
        return self.moment_eu()

    def moment_et(self) -> datetime:
        return self.moment_us()

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b64std(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def epoch_ns(self, t: datetime) -> int:
        return epoch_us(t) * 1000 + self.small(1, 1000)


# --- value formats this corpus adds --------------------------------------------------------------------------


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def rfc3339_ns(t: datetime, ns: int) -> str:
    delta = t.utcoffset() or timedelta(0)
    tail = "Z" if delta == timedelta(0) else rfc3339(t)[-6:]
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{tail}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


LT_GEN = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo",
          "spalio", "lapkričio", "gruodžio"]
LV_MONTHS = ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris",
             "oktobris", "novembris", "decembris"]
BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври",
             "ноември", "декември"]
UK_GEN = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
          "листопада", "грудня"]
HE_MONTHS = ["ינואר", "פברואר", "מרץ", "אפריל", "מאי", "יוני", "יולי", "אוגוסט", "ספטמבר", "אוקטובר", "נובמבר",
             "דצמבר"]
SK_GEN = ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra",
          "novembra", "decembra"]
KK_MONTHS = ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан",
             "қараша", "желтоқсан"]
SQ_MONTHS = ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor",
             "dhjetor"]
IS_MONTHS = ["janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október",
             "nóvember", "desember"]
LB_MONTHS = ["Januar", "Februar", "Mäerz", "Abrëll", "Mee", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
UZ_MONTHS = ["yanvar", "fevral", "mart", "aprel", "may", "iyun", "iyul", "avgust", "sentabr", "oktabr", "noyabr",
             "dekabr"]
MK_MONTHS = ["јануари", "февруари", "март", "април", "мај", "јуни", "јули", "август", "септември", "октомври",
             "ноември", "декември"]
AF_MONTHS = ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus", "September",
             "Oktober", "November", "Desember"]
BS_MONTHS = ["januar", "februar", "mart", "april", "maj", "juni", "juli", "august", "septembar", "oktobar",
             "novembar", "decembar"]


def lt_dt(t: datetime) -> str:
    return f"{t.year} m. {LT_GEN[t.month - 1]} {t.day} d., {t:%H:%M}"


def lv_dt(t: datetime) -> str:
    return f"{t.year}. gada {t.day}. {LV_MONTHS[t.month - 1]}, {t:%H:%M}"


def bg_dt(t: datetime) -> str:
    return f"{t.day} {BG_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M} ч."


def uk_dt(t: datetime) -> str:
    return f"{t.day} {UK_GEN[t.month - 1]} {t.year} р., {t:%H:%M}"


def he_dt(t: datetime) -> str:
    return f"{t.day} ב{HE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def sl_dt(t: datetime) -> str:
    return f"{t.day}. {t.month}. {t.year} ob {t:%H.%M}"


def sk_dt(t: datetime) -> str:
    return f"{t.day}. {SK_GEN[t.month - 1]} {t.year} o {t:%H:%M}"


def kk_dt(t: datetime) -> str:
    return f"{t.year} жылғы {t.day} {KK_MONTHS[t.month - 1]}, {t:%H:%M}"


def sq_dt(t: datetime) -> str:
    return f"{t.day} {SQ_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}"


def is_dt(t: datetime) -> str:
    return f"{t.day}. {IS_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def sr_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y}. u {t:%H:%M}"


def lb_dt(t: datetime) -> str:
    return f"{t.day}. {LB_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Auer"


def uz_dt(t: datetime) -> str:
    return f"{t.year}-yil {t.day}-{UZ_MONTHS[t.month - 1]}, {t:%H:%M}"


def mk_dt(t: datetime) -> str:
    return f"{t.day} {MK_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} ч."


def af_dt(t: datetime) -> str:
    return f"{t.day} {AF_MONTHS[t.month - 1]} {t.year} om {t:%H:%M}"


def bs_dt(t: datetime) -> str:
    return f"{t.day}. {BS_MONTHS[t.month - 1]} {t.year}. u {t:%H:%M}"


# --- hand-written positives --------------------------------------------------------------------------------------

POS: list[Callable[[Gen49], Draft]] = []


def pos(fn: Callable[[Gen49], Draft]) -> Callable[[Gen49], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)

# branch and contact-centre assistants


@pos
def _teller_header(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Branch teller assistant - Kaunas Laisves al. 56 (branch 0412)
{v('session_id', 'Teller session: ' + g.ulid(t))}
Teller: R. Jankauskiene (T-0412-07)
{v('datetime', 'Workstation clock: ' + iso_space(t) + ' ' + str(t.tzname()))}
Cash limit without prior order: EUR 5,000 per customer per day

You help tellers apply the bank's cash desk procedures. Quote the procedure number (CD-x.y) you rely
on. Never approve exceptions yourself; say who can.

Teller: A customer wants to withdraw EUR 12,000 in cash today for a car purchase. He did not order it
in advance. What can I do?
Assistant:""", "branch:teller-header", ["header_block", "ulid", "iso_space", "stable_neighbours"])


@pos
def _agent_assist_front_matter(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""---
queue: cards-lost-stolen
{v('session_id', 'conversation_id: ' + g.uuid4())}
ani: "+44 113 496 0321"
{v('datetime', 'answered_at: "' + rfc3339(t, 3) + '"')}
language: en-GB
---
You are the agent-assist panel for Harrowgate Building Society's card line. Suggest what the agent
says next in one or two sentences, and list the identity checks still missing.

Transcript so far:
Caller: I think I left my debit card in a cash machine in Leeds last night.
Agent: I'm sorry to hear that. Can I take your full name and date of birth?
Caller: Martin Oyelaran, 14 August 1979.

Suggested reply:""", "branch:agent-assist-front-matter", ["front_matter", "uuid4", "rfc3339_ms", "stable_neighbours"])


@pos
def _ivr_handoff(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""[ivr auth=passed {v('session_id', 'ivr_session=' + g.b32(20))} {v('epoch', 'handoff_ms=' + str(epoch_ms(t)))} lang=en]
You are Kite, the chat assistant for Northmere Bank customers who pressed 3 in the phone menu and
moved to chat. The caller has passed telephone security; do not ask for it again.

Customer: I'm abroad and my card was declined at a hotel even though I have money in the account.
Kite:""", "branch:ivr-handoff", ["kv_bracket", "base32", "epoch_ms", "two_in_line"])


@pos
def _lt_branch_booking(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Jūs esate „Gintarinio banko“ skyrių vizitų registravimo asistentas. Atsakykite lietuviškai, trumpai
ir mandagiai. Laisvus laikus tikrinkite tik per vizitų įrankį.
{v('datetime', 'Dabar: ' + lt_dt(t))}
{v('session_id', 'Pokalbio ID: ' + g.uuid7(t))}

Klientas: Laba diena, norėčiau rytoj po pietų atvykti į Vilniaus Gedimino pr. skyrių dėl būsto
paskolos konsultacijos. Ar yra laisvų laikų?""", "branch:lt-booking",
             ["system_tail", "localized_now", "uuid7", "non_english", "lithuanian"])


@pos
def _queue_kiosk(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""Queue kiosk K-2, Northmere Bank Leeds Briggate
{v('datetime', 'Kiosk time: ' + f'{t:%H:%M}')}
Open counters: 1 (cash), 2 (cash), 4 (advice, appointment only)

You write the queue kiosk's help text. In one or two sentences, tell the customer which counter to
wait for and roughly how long, based on the counters listed.

Customer: I need to order 600 euros for my holiday next week.
Answer:""", "branch:queue-kiosk", ["header_block", "time_alone", "device_clock", "stable_neighbours"])


@pos
def _af_safe_deposit(g: Gen49) -> Draft:
    t = g.moment().astimezone(SAST)
    return P(f"""Jy is die kluisbespreking-assistent van Karoo Gemeenskapsbank. Antwoord in Afrikaans, kort en
vriendelik. Bespreek net tye wat die kalender as oop wys.
{v('datetime', 'Huidige datum en tyd: ' + af_dt(t))}
{v('session_id', 'Sessie: ' + g.nanoid())}

Kliënt: Goeiemôre, ek wil volgende week my kluis by die Stellenbosch-tak oopmaak om 'n testament uit
te haal. Watter dae is beskikbaar?""", "branch:af-safe-deposit",
             ["system_tail", "localized_now", "nanoid", "non_english", "afrikaans"])


@pos
def _llama_after_call(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You write after-call summaries for the Bramwell Bank contact centre: reason for the call, actions
taken, follow-ups with owners. At most 80 words, no account numbers.<|eot_id|><|start_header_id|>user<|end_header_id|>

Call notes: customer Ana Ribeiro called about a standing order to her landlord that did not go out on
the 1st. Standing order SO-33817 active, GBP 950. Insufficient funds on 1 March; customer paid money
in on 2 March. Agent sent the payment manually as a Faster Payment, fee waived. Customer wants a
confirmation by e-mail.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "branch:llama3-after-call",
             ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _complaint_desk(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""Complaint handling desk - Bramwell Bank
{v('session_id', 'Desk session: cds_' + g.b62(20))}
{v('datetime', 'Session opened: ' + dmy_slash(t))}
Complaint ref: CMP-2026-044718
Received: 19/01/2026
Category: fees and charges

Draft the summary paragraph of the final response letter. The customer says the unarranged overdraft
fee of GBP 35 was charged although her salary arrived the same morning. Our review found the fee was
applied in the 06:00 batch, before the salary credit posted at 07:12.

Draft:""", "branch:complaint-desk", ["header_block", "dmy_slash", "prefixed_id", "record_dates_stay"])


@pos
def _bg_card_line(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Вие сте асистентът на кол центъра на Банка „Витоша“ за карти. Отговаряйте на български, кратко, и
никога не искайте ПИН или пълен номер на карта.
{v('datetime', 'Текущо време: ' + bg_dt(t))}
{v('session_id', 'Сесия: ' + g.uuid4())}

Клиент: Здравейте, картата ми беше блокирана след три грешни ПИН-а на банкомат в Пловдив. Как да я
отблокирам, без да ходя до клон?""", "branch:bg-card-line",
             ["system_tail", "localized_now", "uuid4", "non_english", "bulgarian"])


@pos
def _cash_recycler(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You are the branch operations assistant for Northmere Bank. Help branch managers plan cash orders from
the recycler position; the cash-in-transit cut-off for next-day delivery is 14:00.

Cash position read from the teller cash recycler {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(read rd_' + g.b62(12) + ')')} for this request:
GBP 50  x   212
GBP 20  x 1,904
GBP 10  x   640
GBP 5   x   355
Forecast withdrawals tomorrow (Friday, market day): GBP 61,000

Manager: Should I order more twenties for tomorrow, and how many?
Assistant:""", "branch:cash-recycler", ["inline_phrase", "device_read", "rfc3339", "paren_id", "fetched_data_stays"])


# card disputes and chargebacks


@pos
def _ce3_eligibility(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You assist the disputes team of Larchfield Payments (acquirer) in assessing Compelling Evidence 3.0
eligibility for Visa fraud disputes (reason code 10.4). It needs at least two prior undisputed
transactions 120 to 365 days before the disputed one, with at least two matching data elements (IP
address, device ID, shipping address, user account ID), one of which is the IP address or device ID.

Disputed transaction: 2026-02-11, EUR 189.00, Wolkenfrei Outdoor GmbH, IP 198.51.100.24, device
d-7f3a91, account wf-118273.

Prior undisputed transactions {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(query q_' + g.b62(12) + ')')} for this request:
date        amount   ip              device     account     shipping
2025-04-02   64.90   198.51.100.24   d-7f3a91   wf-118273   Lindenstr. 4, Kassel
2025-09-17  112.00   203.0.113.80    d-7f3a91   wf-118273   Lindenstr. 4, Kassel
2025-12-28   39.50   198.51.100.24   d-22c0e4   wf-118273   Lindenstr. 4, Kassel

Question: Is the dispute eligible, and which two transactions would you submit?
Answer:""", "disputes:ce3-eligibility", ["inline_phrase", "as_of", "paren_id", "fetched_data_stays"])


@pos
def _reg_e_intake(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""Regulation E dispute intake - Cedar Valley Credit Union
{v('session_id', 'Intake session: ' + g.nanoid())}
{v('datetime', 'Now (ET): ' + windows_general(t))}
Member: 00418823 (share draft and debit card)
Notice of error received: 2026-02-18 (phone)

Unauthorized debit card transactions reported: 2026-02-14 AMZN MKTP US*2K4 $84.19; 2026-02-15 AMZN
MKTP US*7Q1 $212.40.

Staff: The member says nobody has contacted her. Do we owe provisional credit already, and by what
date at the latest?
Assistant:""", "disputes:reg-e-intake", ["header_block", "nanoid", "us_numeric", "record_dates_stay"])


@pos
def _mistral_prearb(g: Gen49) -> Draft:
    return P(f"""<s>[INST] You help the chargeback team of Oriel Merchant Services write pre-arbitration responses for
Mastercard disputes. Stay under 150 words and cite the evidence by its exhibit letter.
{v('request_id', 'Request: ' + g.uuid4())}

Case: reason code 4853 (goods not as described); the cardholder says the espresso machine arrived
with a cracked water tank. Merchant evidence: A) delivery photo of 2026-01-08 showing an intact box;
B) e-mail of 2026-01-09 offering a free replacement tank, never answered; C) returns policy. Issuer's
pre-arbitration rationale: "merchant did not accept the return". [/INST]""", "disputes:mistral-prearb",
             ["chat_template", "mistral", "uuid4", "no_cue"])


@pos
def _pre_dispute_alert(g: Gen49) -> Draft:
    t = g.moment()
    body = """{
  "alert_id": "pda_4410298",
  "type": "dispute_alert",
  "transaction_date": "2026-02-27",
  "amount": "42.00",
  "currency": "GBP",
  "descriptor": "TALLOWMERE*SUBSCR",
  "reason": "cardholder does not recognise",
  "subscription_started": "2025-11-27"
}"""
    return P(f"""You are the dispute prevention assistant of Tallowmere Coffee Roasters. A pre-dispute alert arrived;
decide whether to refund now (which stops the chargeback) or let it proceed, and say why in two
sentences.

{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}

{body}

Decision:""", "disputes:pre-dispute-alert", ["standard_webhooks", "envelope", "epoch_s", "signature", "payload_stays"])


@pos
def _portal_bearer(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""Merchant chargeback portal - embedded help
X-Portal-Build: 2026.03.2
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'mch_88123'))}
Merchant: Harbour Lane Books (MID 4471 0093 2218)

You answer merchants' questions about the chargeback portal. Explain where to click, in numbered
steps.

Merchant: Where do I upload the signed delivery note for case CB-2026-118204, and what is the deadline?
Assistant:""", "disputes:portal-bearer", ["header_block", "jwt", "calver_neighbour", "stable_neighbours"])


@pos
def _he_card_dispute(g: Gen49) -> Draft:
    t = g.moment_il()
    return P(f"""אתה העוזר הדיגיטלי של בנק כרמל לבירורי עסקאות בכרטיס אשראי. ענה בעברית, בקצרה, והסבר את שלבי הבירור.
{v('datetime', 'זמן נוכחי: ' + he_dt(t))}
{v('message_id', 'מזהה הודעה: ' + g.snowflake(t))}

לקוח: חויבתי פעמיים על אותה ארוחה במסעדה בחיפה, 286 ש"ח כל חיוב. איך פותחים בירור?""", "disputes:he-card-dispute",
             ["system_tail", "localized_now", "snowflake", "non_english", "hebrew"])


@pos
def _fraud_affidavit(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""You draft the cardholder's fraud affidavit summary for Wrenfield Bank's card-not-present claims. Use
the facts below only.
{v('date', 'Affidavit date (filled in by the claims tool, today): ' + long_date(t))}
{v('run_id', 'Draft job: dj_' + g.b62(16))}

Facts: card ending 4471; the cardholder still has the card; three online transactions at
ELECTROMART.EXAMPLE on 2026-02-20 between 02:11 and 02:19 totalling USD 1,947.30; the cardholder was
asleep at home in Dayton, OH; nobody else has access to the card.

Affidavit summary:""", "disputes:fraud-affidavit", ["system_tail", "today_in_artefact", "long_date", "job_id"])


@pos
def _reason_code_mapper(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""{{"tool":"rc-mapper",{v('request_id', '"req":"' + g.ulid(t) + '",')}"network":"visa","locale":"en-US"}}
Map the cardholder's complaint to the most likely Visa dispute condition and say what the merchant
should send. One line each.

Complaint: "I cancelled the gym membership in December by e-mail and they still charged me in January
and February."
Condition:""", "disputes:reason-code-mapper", ["json_inline", "ulid", "head"])


@pos
def _dispute_ratios(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You are the risk analyst assistant at Larchfield Payments. Flag merchants that will cross the dispute
monitoring threshold (0.9% and 100 disputes in a month) if the trend continues, with one action each.

Dispute ratios {v('datetime', 'as of ' + rfc3339(t))} for this request:
| Merchant              | Dec 2025 | Jan 2026 | Feb 2026 | Feb disputes |
|-----------------------|----------|----------|----------|--------------|
| Wolkenfrei Outdoor    | 0.41%    | 0.58%    | 0.77%    | 88           |
| Harbour Lane Books    | 0.12%    | 0.10%    | 0.14%    | 9            |
| Tallowmere Coffee     | 0.66%    | 0.83%    | 0.95%    | 61           |

Assistant:""", "disputes:ratios-as-of", ["inline_phrase", "as_of", "md_table_content", "fetched_data_stays"])


@pos
def _uk_double_charge(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Ви — асистент служби оскарження операцій банку «Дніпровий». Відповідайте українською, коротко, з
переліком потрібних документів.
{v('datetime', 'Поточний час: ' + uk_dt(t))}
{v('session_id', 'Звернення (сесія): ' + g.uuid4())}

Клієнт: Вчора в супермаркеті з мене двічі списали 1 245,60 грн, а чек один. Що робити?""", "disputes:uk-double-charge",
             ["system_tail", "localized_now", "uuid4", "non_english", "ukrainian"])

# payment investigations (ISO 20022 and SWIFT MT)


@pos
def _gpi_tracker(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You are the payment investigations assistant at Baltic Harbour Bank. Tell the operator where the
payment is and what to do next, in three bullet points.

Tracker status fetched {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(lookup ' + g.uuid4() + ')')} for this request:
UETR 9c7f2e14-5a3b-4d8e-b1f6-0a2c3e4d5f60
1. BHBKLT2XXXX  ACSP       2026-02-25T09:14:02Z  EUR 48,500.00 sent
2. COBADEFFXXX  ACSP       2026-02-25T09:41:37Z  charges deducted EUR 15.00
3. DEUTDEFFXXX  ACSP/G002  2026-02-25T10:02:11Z  credit pending, compliance review

Operator: The beneficiary says the money has not arrived after four days. What now?
Assistant:""", "investigations:gpi-tracker", ["inline_phrase", "fetch_stamp", "uuid4", "fetched_data_stays"])


@pos
def _claim_non_receipt(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Investigations workbench - claim non-receipt (camt.027)
{v('session_id', 'Workbench session: ' + g.ksuid(t))}
{v('datetime', 'Opened: ' + rfc3339(t))}
Operator: inv-ops-07
Our BIC: TATRSKBXXXX

Draft the narrative for a camt.027 claim non-receipt to the beneficiary's bank. Facts: our customer
Tatra Elektro s.r.o. sent EUR 12,380.00 on 2026-02-20, UETR 0f4b6a2e-8d1c-4e7f-9a3b-5c6d7e8f9a01, to
Bank Pekao for Hurtownia Kabli Sp. z o.o.; the beneficiary says nothing was credited.

Narrative:""", "investigations:claim-non-receipt", ["header_block", "ksuid", "rfc3339_offset", "stable_neighbours"])


@pos
def _recall_skeleton(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""You help operators complete SEPA recall requests. Fill in the reason code and the additional
information from the operator's note; leave everything else as built.

Recall skeleton built by the drafting tool for this request:
<FIToFIPmtCxlReq>
  <Assgnmt>
    {v('request_id', '<Id>RCL' + g.digits(12) + '</Id>')}
    <Assgnr><Agt><FinInstnId><BICFI>LJBASI2XXXX</BICFI></FinInstnId></Agt></Assgnr>
    {v('datetime', '<CreDtTm>' + rfc3339(t) + '</CreDtTm>')}
  </Assgnmt>
  <Undrlyg><TxInf>
    <OrgnlInstrId>LJ2602190033</OrgnlInstrId>
    <OrgnlEndToEndId>INV-2026-0219</OrgnlEndToEndId>
    <OrgnlUETR>4e1c7a90-2b3d-4f5e-8a6b-7c8d9e0f1a2b</OrgnlUETR>
    <OrgnlIntrBkSttlmAmt Ccy="EUR">3150.00</OrgnlIntrBkSttlmAmt>
    <OrgnlIntrBkSttlmDt>2026-02-19</OrgnlIntrBkSttlmDt>
    <CxlRsnInf><Rsn><Cd>?</Cd></Rsn></CxlRsnInf>
  </TxInf></Undrlyg>
</FIToFIPmtCxlReq>

Operator note: the customer paid the same invoice twice; the second payment is the duplicate.
Completed XML:""", "investigations:camt056-skeleton", ["xml_element", "built_for_request", "original_ids_stay"])


@pos
def _mt199_footer(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You compose SWIFT MT199 free-format queries for the payments investigations desk. Use the desk's
standard wording, at most 35 characters per line, and end with our reference.

Query: ask Raiffeisen Bank International whether they received our cover payment for reference
26FEB-BHB-00417, EUR 220,000.00 value 2026-02-26, and when they credited it.

--
Composed with InvestiDesk 4.6
{v('request_id', 'Request: ' + g.uuid7(t))}
{v('datetime', 'Composed: ' + http_date(t))}""", "investigations:mt199-footer", ["footer", "uuid7", "http_date", "tail"])


@pos
def _b3_return_reason(g: Gen49) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.b3())}
x-tenant: ops-payments-eu

You explain SEPA return reason codes to back-office staff in plain language, with the usual next
step.

Staff: A pacs.004 came back with reason AC04 on a salary payment to a new employee. What does it mean
and what should HR ask the employee?
Assistant:""", "investigations:b3-return-reason", ["head", "b3", "stable_neighbours"])


@pos
def _lv_returned_transfer(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Jūs esat „Daugava Bankas“ maksājumu operāciju asistents. Atbildiet latviski, īsi un ar konkrētiem
soļiem.
{v('datetime', 'Pašreizējais laiks: ' + lv_dt(t))}
{v('session_id', 'Sesija: ' + g.ulid(t).lower())}

Darbinieks: SEPA pārskaitījums uz Lietuvu atgriezās ar kodu MD07. Ko tas nozīmē un ko teikt klientam?""",
             "investigations:lv-returned-transfer", ["system_tail", "localized_now", "ulid_lower", "non_english", "latvian"])


@pos
def _queue_logfmt(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""{v('datetime', 'ts=' + rfc3339_ns(t, g.small(0, 1000)))} {v('request_id', 'req=' + g.hex(16))} queue=inv-high desk=ops-riga
You summarise the payment investigations queue for the shift lead: which cases are close to their SLA
and which to pick up first, one line each.

Queue (exported by the shift lead):
CASE-88121  camt.029 pending    opened 2026-03-02  SLA 2026-03-06  EUR 9,400
CASE-88140  claim non-receipt   opened 2026-03-03  SLA 2026-03-05  USD 120,000
CASE-88162  return request      opened 2026-03-04  SLA 2026-03-09  EUR 650

Summary:""", "investigations:queue-logfmt", ["logfmt", "rfc3339_ns", "hex16", "head", "pasted_content_neighbour"])


@pos
def _camt029_received(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You explain incoming investigation answers to the payments operator and propose the reply to our
customer in two sentences.

Received by InvestiDesk {v('datetime', 'at ' + rfc3339(t, 3))} {v('message_id', '(message ' + g.hex(24) + ')')} via SWIFTNet FileAct.
Resolution of investigation (camt.029) from UNCRITMMXXX:
  Status: RJCR (cancellation rejected)
  Reason: LEGL (legal decision)
  Original UETR: 7b2f9e04-1c3d-4a5b-8e6f-9a0b1c2d3e4f
  Original amount: EUR 17,900.00, settled 2026-02-23
  Additional information: beneficiary account blocked by court order of 2026-02-24

Operator: What do I tell the customer who asked us to recall this?
Assistant:""", "investigations:camt029-received", ["inline_phrase", "receipt_stamp", "paren_id", "payload_stays"])


@pos
def _chatml_charges_claim(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""<|im_start|>system
You are the charges-claims assistant of Riverbend Bank's correspondent banking desk. Help operators
decide whether to claim back deducted charges with an MT191 when the instruction was OUR.
{v('datetime', 'Current time (UTC): ' + iso_space(t))}
Keep answers under 100 words.<|im_end|>
<|im_start|>user
An MT103 we sent on 2026-02-17 with 71A: OUR for USD 64,000.00 arrived USD 45.00 short. The
intermediary was CITIUS33. Can we claim it, and what goes in the MT191?<|im_end|>
<|im_start|>assistant
""", "investigations:chatml-charges-claim", ["chat_template", "chatml", "stamp_own_line", "iso_space"])


@pos
def _sl_urgent_payment(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Ste asistent oddelka plačilnega prometa Banke Triglav. Odgovarjajte v slovenščini, na kratko in po
korakih.
{v('datetime', 'Trenutni čas: ' + sl_dt(t))}
{v('request_id', 'ID zahteve: ' + g.uuid4())}

Uslužbenec: Stranka je včeraj poslala nujno plačilo v Srbijo, prejemnik pa ga še ni dobil. Kako
preverim, kje je?""", "investigations:sl-urgent-payment",
             ["system_tail", "localized_now", "uuid4", "non_english", "slovenian"])


# AML and KYC alert triage


@pos
def _tm_alert_delivery(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You triage transaction monitoring alerts for Cobalt Ridge Bank's financial crime unit. Give a
disposition (close, escalate to investigation, request information) and a two-sentence rationale.

{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(18) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "alert": {{
    "id": "TM-2026-0311842",
    "scenario": "rapid movement of funds",
    "generated": "2026-03-01T02:00:00Z",
    "account": "GB33COBR40512377771204",
    "inbound": [{{"date": "2026-02-26", "amount": 9800.00, "from": "own account at another bank"}}],
    "outbound": [{{"date": "2026-02-26", "amount": 9750.00, "to": "crypto exchange, first use"}}],
    "customer_since": "2019-05-14",
    "occupation": "nurse"
  }}
}}

Disposition:""", "aml:tm-alert-delivery", ["json_block", "envelope", "rfc3339_ms", "payload_stays"])


@pos
def _sanctions_rerun(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You help payment screening analysts at Cobalt Ridge Bank clear or escalate sanctions hits on
outgoing payments. Answer "true match", "false positive" or "escalate", then the reason.

Screening re-run {v('run_id', 'sr_' + g.b62(14))} finished {v('datetime', 'at ' + rfc3339(t))} on list version OFAC-SDN 2026-03-04.
Hit: beneficiary "ALI HASSAN TRADING LLC", Dubai, against SDN entry "ALI HASSAN" (individual, born
1971, Lebanon), score 0.86.
Payment: pacs.008, EUR 23,400.00, purpose "spare parts invoice 2026/114", debtor Nordkap Marine AS.

Decision:""", "aml:sanctions-rerun", ["inline_phrase", "run_id", "list_version_stays"])


@pos
def _sar_draft(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You draft the narrative section of a suspicious activity report for the investigator to edit. Neutral
tone: who, what, when, where, why; no conclusions about guilt.
{v('date', 'Narrative draft date (filled in by the drafting tool, today): ' + iso_date(t))}
{v('run_id', 'Draft: sar-drf-' + g.b62(10))}

Case facts from the investigation file:
- Subject: Veltra Logistics Ltd, account opened 2024-09-03.
- 2026-01-05 to 2026-02-20: 41 cash deposits between GBP 8,000 and 9,900 at 6 branches.
- Funds wired within 48 hours to three companies in Hong Kong with no stated trade link.
- The director declined to explain the source of the cash when asked on 2026-02-24.

Narrative:""", "aml:sar-draft", ["system_tail", "today_in_artefact", "iso_date", "job_id"])


@pos
def _kyc_profile_pull(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""You prepare periodic KYC review notes for relationship managers. List what is missing or out of
date and what to ask the customer for.

Customer profile pulled from the CRM {v('datetime', 'at ' + dotnet_o(t, g.small(0, 10)))} {v('request_id', '(pull ' + g.uuid4() + ')')} for this request:
Name: Helvetia Fine Foods AG
Customer since: 2014-06-02
Risk rating: medium (last review 2023-03-01)
UBOs: M. Keller 60%, S. Keller 40% (IDs verified 2019-04-11)
Expected activity: EUR 400k inbound per month from EU retailers
Registered address: Bahnhofstrasse 12, Zug (registry extract dated 2021-08-30)

Review notes:""", "aml:kyc-profile-pull", ["inline_phrase", "dotnet_roundtrip", "paren_id", "fetched_data_stays"])


@pos
def _edd_footer(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You help relationship managers complete enhanced due diligence for high-risk customers: source of
wealth, source of funds, expected activity. Ask for the missing evidence in a short list.

Customer: Rustam Akhmedov, private banking prospect; declared wealth from the sale of a logistics
company in 2023 (EUR 14 m).
Evidence received: share purchase agreement (signed 2023-06-30); bank statement showing EUR 13.6 m
received on 2023-07-14.

Missing evidence:

--
{v('token', 'Session token: ' + g.b58(44))}
{v('datetime', 'Built: ' + ctime(t))}""", "aml:edd-footer", ["footer", "base58", "ctime", "tail"])


@pos
def _kk_cash_deposit(g: Gen49) -> Draft:
    t = g.moment().astimezone(PLUS5)
    return P(f"""Сіз «Алатау Банк» комплаенс бөлімінің көмекшісісіз. Қазақ тілінде қысқа жауап беріңіз және ішкі
ереженің бабын көрсетіңіз.
{v('datetime', 'Қазіргі уақыт: ' + kk_dt(t))}
{v('session_id', 'Сессия: ' + g.uuid4())}

Қызметкер: Клиент филиалға 12 миллион теңге қолма-қол ақша салғысы келеді, ақшаның шыққан жері
туралы құжат жоқ. Не істеуім керек?""", "aml:kk-cash-deposit",
             ["system_tail", "localized_now", "uuid4", "non_english", "kazakh"])


@pos
def _adverse_media_table(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""## Adverse media screening
| Field        | Value                                  |
|--------------|----------------------------------------|
| Subject      | Mirela Dobrescu                        |
| Relationship | prospective private banking client     |
{v('run_id', '| Run          | ' + g.ulid(t) + '             |')}
{v('datetime', '| Started      | ' + iso_space(t) + ' UTC                |')}
| Sources      | news, court records, regulatory notices |

Summarise the three results for the onboarding committee: relevant or not, and why.

1. 2019 article: "Dobrescu wins design award for Cluj library".
2. 2022 court record: Dobrescu M. v. Orizont Imobiliare SRL, commercial dispute, settled.
3. 2024 notice: the regulator fined "Dobrescu Capital SA" for late filings; no individuals named.

Summary:""", "aml:adverse-media-table", ["md_table", "ulid", "iso_space", "stable_neighbours"])


@pos
def _pep_html_comment(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""<!-- template: kyc-pep-review v4 -->
{v('datetime', '<!-- rendered ' + rfc3339(t) + ' -->')}
You help KYC analysts decide whether a customer is a politically exposed person, a family member or a
close associate under the bank's policy, and what enhanced due diligence applies.

Analyst: New customer Tomás Vidal is the brother-in-law of a serving deputy minister of finance in
Paraguay. He runs a soybean export business. Is he in scope, and for how long after the minister
leaves office?
Assistant:""", "aml:pep-html-comment", ["html_comment", "rfc3339", "head", "stable_comment_neighbour"])


@pos
def _rfi_bracket(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""[rfi ctx desk=cbk-ops {v('request_id', 'req=' + g.b58(22))} {v('datetime', 'at=' + rfc3339(t))} lang=en]
You draft replies to correspondent banks' requests for information about our customers' payments.
Factual and minimal, no speculation; ask the relationship manager for anything you do not know.

RFI from Harbourline Bank NY (their ref HBNY-RFI-77120): please give the nature of business of the
ordering customer and the purpose of the payment of USD 310,000.00 value 2026-02-27, ordering customer
Kestrel Agro Trading Ltd.
Known: Kestrel Agro Trading Ltd, customer since 2017, imports fertiliser from Morocco; invoice 4471/26
attached to the payment file.

Reply:""", "aml:rfi-bracket", ["kv_bracket", "base58", "rfc3339", "two_in_line"])


@pos
def _sq_property_sale(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Jeni asistenti i zyrës së pajtueshmërisë së Bankës Adriatik në Tiranë. Përgjigjuni shqip, shkurt,
dhe tregoni nenin e procedurës.
{v('datetime', 'Koha aktuale: ' + sq_dt(t))}
{v('session_id', 'Seanca: ' + g.nanoid())}

Punonjësi: Një klient do të transferojë 40 000 euro nga shitja e një apartamenti në Durrës. Çfarë
dokumentesh duhet t'i kërkoj?""", "aml:sq-property-sale",
             ["system_tail", "localized_now", "nanoid", "non_english", "albanian"])

# open banking and PSD2 APIs


@pos
def _berlin_group_ais(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""TPP support assistant - NextGenPSD2 account information
Request context forwarded by the TPP gateway:
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Consent-ID: 1234-wertiq-983
PSU-IP-Address: 192.0.2.140
{v('datetime', 'Date: ' + http_date(t))}

Explain to the TPP developer why the account list call returns 401 CONSENT_EXPIRED although the
consent was created only 60 days ago, and how to fix it.

Developer: Our consent has validUntil 2026-06-30 and frequencyPerDay 4. Still CONSENT_EXPIRED. Why?
Assistant:""", "openbanking:berlin-group-ais", ["header_block", "uuid4", "http_date", "consent_id_stays"])


@pos
def _stet_signature(g: Gen49) -> Draft:
    return P(f"""Outgoing call context (STET PSD2 API, payment initiation):
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
{v('signature', 'Signature: keyId="https://tpp.kitebase.example/certs/qseal.pem",algorithm="rsa-sha256",headers="(request-target) x-request-id",signature="' + g.b64std(48) + '"')}
Content-Type: application/json

You help developers integrate with the STET PSD2 API of Banque de la Moselle. Be concrete and show
the corrected header list.

Developer: When we add psu-ip-address to the signed headers the bank answers 401 "invalid signature".
Without it, it works. What are we doing wrong?
Assistant:""", "openbanking:stet-signature", ["header_block", "http_signature", "uuid4", "stable_neighbours"])


@pos
def _consent_dashboard(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You help customers of Meridia Bank understand which apps can see their accounts, and how to revoke
access.

Connected apps {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot snap_' + g.b62(12) + ')')} for this request:
- Pennywise Budget (account information): Current, Savings; granted 2025-09-12; expires 2026-03-12
- TaxFlow (account information): Current; granted 2025-12-30; expires 2026-06-28
- SwiftRent (payment initiation, recurring): last used 2026-03-01

Customer: Why does Pennywise keep asking me to reconnect?
Assistant:""", "openbanking:consent-dashboard", ["inline_phrase", "as_of", "paren_id", "fetched_data_stays"])


@pos
def _sca_redirect(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""Payment initiation - SCA redirect helper
Payment product: sepa-credit-transfers
{v('nonce', 'Redirect state: ' + g.b64url(24))}
{v('epoch', 'Authorisation started: ' + str(epoch_s(t)))}
PSU locale: en

Tell the customer, in two sentences, what happens after they tap "Continue to your bank" and what to
do if the bank app does not open.

Customer: I pressed pay and nothing happened on my phone.
Assistant:""", "openbanking:sca-redirect", ["header_block", "oauth_state", "epoch_s", "stable_neighbours"])


@pos
def _gateway_traceparent(g: Gen49) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: obgw=' + g.hex(16) + ',vnd=' + g.b64url(9))}
Accept: application/json

You are the developer-portal assistant of the Kestrel open banking gateway. Answer from the rate-limit
policy: 4 unattended account-information calls per consent per day; calls with the customer present
are not counted.

Developer: We refresh balances every 4 hours in the background and get 429 after the fourth call. Is
that expected?
Answer:""", "openbanking:gateway-traceparent", ["head", "traceparent", "tracestate", "header_block"])


@pos
def _categoriser_front_matter(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""---
job: txn-categoriser
model_version: cat-2026.02
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('request_id', 'request_id: ' + g.ulid(t))}
---
Categorise each transaction as groceries, transport, housing, utilities, eating out, income or other.
Output one label per line.

2026-02-27  LIDL 4471 RIGA           -23.18
2026-02-27  BOLT.EU/O/2602271903     -6.40
2026-02-28  SALARY LATVIJAS PASTS    +1,480.00
2026-03-01  RIGAS UDENS              -19.62

Labels:""", "openbanking:categoriser-front-matter", ["front_matter", "rfc3339_offset", "ulid", "content_dates_stay"])


@pos
def _sk_reconsent(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Ste asistent aplikácie Tatra Digital pre prepojené účty v iných bankách. Odpovedajte po slovensky,
stručne.
{v('datetime', 'Aktuálny čas: ' + sk_dt(t))}
{v('session_id', 'Relácia: ' + g.uuid4())}

Používateľ: Prečo ma appka každé tri mesiace žiada znova potvrdiť prístup k účtu v inej banke?""",
             "openbanking:sk-reconsent", ["system_tail", "localized_now", "uuid4", "non_english", "slovak"])


@pos
def _qwac_check(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""eIDAS certificate check - TPP onboarding
{v('run_id', 'Check id: ' + g.uuid1())}
{v('datetime', 'Check requested: ' + rfc850(t))}
Certificate subject: CN=api.pennywise.example, organizationIdentifier=PSDLT-LB-LB002231
Roles: PSP_AI, PSP_PI
Valid until: 2026-11-30

Tell the onboarding analyst whether this TPP can be allowed to initiate payments and what to check in
the national register.

Analyst: The register lists the TPP as account information only since January. Which one wins?
Assistant:""", "openbanking:qwac-check", ["header_block", "uuid1", "rfc850", "certificate_stays"])


@pos
def _vrp_context_attr(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""<context {v('datetime', 'request_time="' + rfc3339(t) + '"')} mandate_ref="VRP-SWEEP-0042" channel="app">
You help customers understand their sweeping VRP mandate: the app moves money from the current account
to savings when the balance goes above the threshold.
Mandate: at most GBP 500 per payment and GBP 2,000 per month, valid until 2027-01-31.
</context>
Customer: It moved GBP 500 twice yesterday. Is that allowed?
Assistant:""", "openbanking:vrp-context-attr", ["xml_attr", "rfc3339", "head", "mandate_stays"])


@pos
def _is_linked_account(g: Gen49) -> Draft:
    t = g.moment(UTC0)
    return P(f"""Þú ert aðstoðarmaður appsins hjá Jökulbanka fyrir tengingar við aðra banka. Svaraðu á íslensku, stutt
og skýrt.
{v('datetime', 'Klukkan núna: ' + is_dt(t))}
{v('session_id', 'Lota: ' + g.b32(26))}

Notandi: Ég tengdi reikninginn minn í öðrum banka í gær en sé engar færslur þaðan. Af hverju?""",
             "openbanking:is-linked-account", ["system_tail", "localized_now", "base32", "non_english", "icelandic"])


# direct debits and mandates


@pos
def _mandate_amendment(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Mandate amendment check - Rheinwerk Stadtwerke billing
{v('run_id', 'Check run: ' + g.uuid7(t))}
{v('datetime', 'Checked at: ' + rfc3339(t, 3))}
Creditor identifier: DE98ZZZ09999999999

Mandate on file: UMR RW-0088123-01, signed 2023-04-11, debtor IBAN DE44 5001 0517 5407 3249 31,
recurrent, last collection 2026-02-02.
Amendment requested by the customer: new IBAN DE02 1203 0000 0000 2020 51 (same customer, new bank).

Question: Does the amendment need a new mandate, and what must the next collection carry?
Answer:""", "directdebit:mandate-amendment", ["header_block", "uuid7", "rfc3339_ms_offset", "mandate_stays"])


@pos
def _addacs_fetched(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You help Hollybrook Housing's income team act on BACS ADDACS reports (direct debit amendments and
cancellations). For each line, say what to do in the rent account.

ADDACS report fetched from the bureau {v('datetime', 'at ' + rfc2822(t))} {v('request_id', '(fetch ' + g.hex(20) + ')')} for this request:
REF HH-004471  REASON 1 (instruction cancelled by payer)   EFFECTIVE 04/03/2026
REF HH-009132  REASON 3 (account transferred)              NEW SORT CODE 20-45-77  NEW ACCOUNT 33712048
REF HH-011508  REASON B (account closed)                   EFFECTIVE 03/03/2026

Income officer: What do I do with each one?
Assistant:""", "directdebit:addacs-fetched", ["inline_phrase", "rfc2822", "paren_id", "fetched_data_stays"])


@pos
def _chatml_indemnity(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""<|im_start|>system
You are the direct debit helper in Ashby Bank's app. Explain the Direct Debit Guarantee in plain words
and offer to start an indemnity claim when the customer asks for a refund.<|im_end|>
<|im_start|>user
A gym took GBP 49.99 on 1 March although I cancelled my membership in January. Can I get it back?
{v('datetime', 'Sent: ' + iso_space(t) + ' ' + str(t.tzname()))}
<|im_end|>
<|im_start|>assistant
""", "directdebit:chatml-indemnity", ["chat_template", "chatml", "last_user", "sent_line"])


@pos
def _advance_notice_letter(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You write advance notices for Kelvin Water's direct debit customers: amount, date of the first
collection, and the Direct Debit Guarantee paragraph. Plain English, under 120 words.
{v('date', 'Letter date (filled in by the letter tool, today): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('run_id', 'Letter job: lj-' + g.hex(10))}

Customer: Mr D. Achterberg, account KW-3318204
Plan: 10 monthly instalments of GBP 41.60, first collection 1 April 2026, then on the 1st of each
month.

Letter:""", "directdebit:advance-notice-letter", ["system_tail", "today_in_artefact", "job_id", "schedule_stays"])


@pos
def _r_transactions_env(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""CREDITOR_ID=NL71ZZZ302017470000
BATCH_PROFILE=sdd-core-recurrent
{v('epoch', 'NOW_NS=' + str(g.epoch_ns(t)))}
{v('request_id', 'REQ_ID=' + g.uuid4())}

You explain SEPA direct debit R-transactions to the collections team of Polderstroom Energie and say
whether to present the collection again.

Team: 38 returns from yesterday's batch: 21 AM04 (insufficient funds), 9 MD01 (no mandate), 5 AC04
(account closed), 3 MS02 (refused by debtor). Which can we collect again?
Answer:""", "directdebit:r-transactions-env", ["key_value_lines", "epoch_ns", "uuid4", "stable_neighbours"])


@pos
def _sr_infostan(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Vi ste asistent Banke Sava za trajne naloge i direktna zaduženja. Odgovarajte na srpskom, kratko i
jasno.
{v('datetime', 'Trenutno vreme: ' + sr_dt(t))}
{v('session_id', 'Sesija: ' + g.uuid4())}

Korisnik: Želim da ukinem direktno zaduženje za Infostan od sledećeg meseca. Da li to mogu preko
aplikacije?""", "directdebit:sr-infostan", ["system_tail", "localized_now", "uuid4", "non_english", "serbian"])


@pos
def _emandate_nonce(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""E-mandate signing - Veldmark Bank mobile
Creditor: Sportclub Amstelveen (NL71ZZZ302017470000)
Mandate reference: SCA-2026-001771
{v('nonce', 'Signing nonce: ' + g.b58(32))}
{v('datetime', 'Session started: ' + py_iso(t))}

Explain what the customer is about to sign and that it can be revoked later in the app. Three short
sentences.

Customer: Is this a one-off payment or will they keep taking money?
Assistant:""", "directdebit:emandate-nonce", ["header_block", "base58", "python_isoformat", "mandate_stays"])


@pos
def _lb_double_debit(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Dir sidd den Assistent vun der Bank Uelzecht fir Dauerupträg a Lastschrëften. Äntwert op
Lëtzebuergesch, kuerz a frëndlech.
{v('datetime', 'Aktuell Zäit: ' + lb_dt(t))}
{v('session_id', 'Sessioun: ' + g.ksuid(t))}

Client: Moien, meng Versécherung huet zweemol dee selwechte Betrag ofgebucht. Wéi kann ech dat
zeréckruffen?""", "directdebit:lb-double-debit",
             ["system_tail", "localized_now", "ksuid", "non_english", "luxembourgish"])


@pos
def _pain008_validation(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""You review pain.008 collection files before submission and explain validation errors to the billing
team in plain words.

Validation run {v('run_id', 'pv-' + g.hex(12))} started {v('datetime', 'at ' + rfc3339(t))} on validator node pv-2.
File: SDD_20260305_CORE_01.xml (pain.008.001.08), 4,812 transactions, control sum EUR 318,442.17
Errors:
  line 1,204: RmtInf/Ustrd longer than 140 characters
  line 3,977: MndtRltdInf/DtOfSgntr 2026-03-12 is after the requested collection date 2026-03-10

Billing: Can we fix these two and resend today?
Assistant:""", "directdebit:pain008-validation", ["inline_phrase", "run_id", "rfc3339_offset", "file_name_stays"])

# loan servicing


@pos
def _payoff_quote(g: Gen49) -> Draft:
    t = g.moment_et()
    good = t + timedelta(days=10)
    return P(f"""Payoff quote generated {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(quote pq_' + g.b62(14) + ')')} for this request:
Loan 0047-118832 (30-year fixed, 5.125%)
Principal balance: USD 212,480.17
Interest to the good-through date: USD 907.45
Recording fee: USD 35.00
{v('date', 'Good through (computed from the quote time): ' + iso_date(good))}
Per diem after the good-through date: USD 29.84

You explain payoff quotes to homeowners of Lakeshore Home Loans in plain language. No legal or tax
advice.

Homeowner: If my closing slips by three days, how much more do I need to send?
Assistant:""", "loans:payoff-quote", ["inline_phrase", "paren_id", "computed_expiry", "loan_figures_stay"])


@pos
def _chatml_hardship(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""<|im_start|>system
You are the hardship assistant of Greystone Mortgage Servicing. Explain forbearance, repayment plans
and loan modification neutrally; never promise approval.
{v('date', 'Today: ' + long_date(t))}
Answer in at most 120 words.<|im_end|>
<|im_start|>user
I was laid off in February and my payment of $1,842 is due on the 1st. I expect to start a new job in
June. What are my options?<|im_end|>
<|im_start|>assistant
""", "loans:chatml-hardship", ["chat_template", "chatml", "stamp_own_line", "long_date"])


@pos
def _escrow_retrieved(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""You explain annual escrow analyses to borrowers of Lakeshore Home Loans. Say why the payment changes
and what the options are for a shortage.

Escrow analysis retrieved from the servicing system {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
Analysis date: 2026-02-14   Effective with the payment due 2026-04-01
Projected disbursements: county tax USD 4,812.00, homeowners insurance USD 2,106.00
Shortage: USD 1,284.60 (spread over 12 months: USD 107.05)
New monthly payment: USD 2,041.18 (was USD 1,889.12)

Borrower: Why did my payment go up by $152? Can I pay the shortage at once instead?
Assistant:""", "loans:escrow-retrieved", ["inline_phrase", "fetch_stamp", "rfc3339_ms_offset", "fetched_data_stays"])


@pos
def _late_fee_desk(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""Servicing desk - late charge waiver
{v('session_id', 'Desk session: ' + g.uuid4())}
{v('datetime', 'Desk clock: ' + windows_general(t))}
Loan: 0031-774120
Investor: FNMA
Waivers in the last 12 months: 0

You apply Greystone's late charge waiver policy: one courtesy waiver per 12 months when the payment
arrived within 30 days of the due date.

Agent: The February payment was due 2026-02-01 and came in on 2026-02-19 with a USD 92.10 late charge.
The borrower asks for a waiver. Can I grant it?
Assistant:""", "loans:late-fee-desk", ["header_block", "uuid4", "windows_datetime", "stable_neighbours"])


@pos
def _amortisation_bullets(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""# Request info
- **Portfolio:** consumer instalment loans
- **Locale:** en-IE
{v('date', '- **Current week:** ' + iso_week(t))}
{v('request_id', '- **Request:** rq_' + g.b62(16))}

You help Shannonside Credit Union's loan officers explain amortisation schedules to members.

Officer: A member with EUR 8,000 over 36 months at 7.9% APR wants to overpay EUR 1,000 now. Does it
shorten the term or lower the payment by default, and roughly how much interest does it save?
Assistant:""", "loans:amortisation-bullets", ["md_bullets", "iso_week", "prefixed_id", "stable_neighbours"])


@pos
def _uz_microloan(g: Gen49) -> Draft:
    t = g.moment().astimezone(PLUS5)
    return P(f"""Siz «Samarqand Mikromoliya» mijozlarga xizmat ko‘rsatish yordamchisisiz. O‘zbek tilida qisqa va
tushunarli javob bering.
{v('datetime', 'Hozirgi vaqt: ' + uz_dt(t))}
{v('session_id', 'Seans: ' + g.uuid4())}

Mijoz: Kreditim bo‘yicha to‘lovni ertaga kechiktirsam, qancha jarima bo‘ladi?""", "loans:uz-microloan",
             ["system_tail", "localized_now", "uuid4", "non_english", "uzbek"])


@pos
def _idr_request_start(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""x-forwarded-proto: https
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
{v('request_id', 'X-Request-Id: ' + g.hex(32))}

You answer borrowers' questions about income-driven repayment recertification for Clearwater Student
Loan Servicing. Name the form and the deadline rule.

Borrower: My recertification is due 2026-04-18. If I submit on the 15th, will my payment jump before
it is processed?
Assistant:""", "loans:idr-request-start", ["head", "header_block", "epoch_us", "hex32"])


@pos
def _boarding_slack_event(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You watch the #loan-boarding channel for Greystone Mortgage Servicing and tell the boarding lead what
needs action, one line per issue.

{{
  "type": "event_callback",
  "team_id": "T02GREY44",
  {v('message_id', '"event_id": "Ev0' + g.b32(9) + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "message",
    "channel": "C05BOARD1",
    "user": "U07KMEHTA",
    "text": "Boarding batch 2026-03-B2: 312 loans loaded, 4 rejected (missing escrow setup: 0047-220114, 0047-220190; invalid ARM index: 0047-220305, 0047-220377). First payments due 2026-04-01."
  }}
}}

Action items:""", "loans:boarding-slack-event", ["json_block", "slack_event", "epoch_s", "payload_stays"])


@pos
def _mk_instalment(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Вие сте асистент на Банка Вардар за кредити за мали бизниси. Одговарајте на македонски, кратко и
јасно.
{v('datetime', 'Моментално време: ' + mk_dt(t))}
{v('session_id', 'Сесија: ' + g.uuid4())}

Клиент: Имам рата од 38.500 денари на 10 март, а купувачот ми плаќа дури на 20. Може ли да ја одложам
ратата?""", "loans:mk-instalment", ["system_tail", "localized_now", "uuid4", "non_english", "macedonian"])


@pos
def _arm_reset_sentence(g: Gen49) -> Draft:
    t = g.moment_et()
    return P(f"""You draft adjustable-rate mortgage reset notices for Northbay Savings. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Use the
index values given; do not forecast rates.

Loan 0019-445201: 5/6 ARM, index 30-day average SOFR, margin 2.75%, caps 2/1/5, current rate 6.125%,
next change date 2026-06-01, index value on the look-back date: 4.31%.

Notice:""", "loans:arm-reset-sentence", ["inline_sentence", "dotnet_long_datetime", "loan_terms_stay"])


# treasury cash positioning


@pos
def _intraday_positions(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""You are the cash positioning assistant of Hallberg Industrial Group's treasury. Propose the transfers
that bring each account to its target before the 16:00 CET cut-off, fewest transfers first.

Positions {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot ' + g.ulid(t) + ')')} for this request:
| Account             | Bank         | Balance (EUR) | Target (EUR) |
|---------------------|--------------|---------------|--------------|
| Operating DE        | Commerzbank  |  4,120,300    | 2,000,000    |
| Payroll NL          | ING          |    310,000    | 1,500,000    |
| Suppliers PL (EUR)  | Pekao        |    842,000    |   800,000    |
| Cash pool header    | Commerzbank  | 11,904,220    | n/a          |

Treasurer: Which transfers do I make?
Assistant:""", "treasury:intraday-positions", ["inline_phrase", "as_of", "paren_id", "fetched_data_stays"])


@pos
def _rtgs_console(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""RTGS liquidity console - Hallberg treasury desk
{v('session_id', 'Console session: ' + g.b62(24))}
{v('datetime', 'Console time: ' + f'{t:%H:%M:%S} {t.tzname()}')}
Participant: HALBDEFFXXX (via Commerzbank)

You explain payment queue states in the central bank's RTGS system to the treasury team and what they
can do about them.

Treasurer: Two urgent payments have sat in the queue as "pending - insufficient liquidity" for 20
minutes. What can we do before the customer payment cut-off at 17:00?
Assistant:""", "treasury:rtgs-console", ["header_block", "time_alone", "device_clock", "stable_neighbours"])


@pos
def _sweep_simulation(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You explain cash pool sweep simulations to the treasury analyst and point out any account that ends
below its minimum.

Sweep simulation run {v('run_id', 'csr-' + g.hex(10))} started {v('datetime', 'at ' + rfc3339(t, 3))} on pool node cp-1.
Pool: EUR zero-balancing, header account DE12 5002 0000 0123 4567 89
Participant      Pre-sweep (EUR)   Sweep (EUR)   Post-sweep (EUR)   Minimum (EUR)
Hallberg FR        1,204,000       -1,154,000        50,000           50,000
Hallberg IT          -88,500          138,500        50,000           50,000
Hallberg ES           12,300           37,700        50,000           50,000

Analyst: Why was Spain funded when it was positive?
Assistant:""", "treasury:sweep-simulation", ["inline_phrase", "run_id", "rfc3339_ms", "iban_stays"])


@pos
def _fx_funding_go(g: Gen49) -> Draft:
    t = g.moment_cet()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You are the FX funding assistant of Hallberg's treasury. Compute the net currency needs for the next
three business days from the payables and receivables given, and suggest spot or forward for each.

USD: payables 2,400,000 (value 2026-03-09), receivables 900,000 (value 2026-03-10)
GBP: payables 310,000 (value 2026-03-09), no receivables
PLN: receivables 6,200,000 (value 2026-03-11)

Assistant:""", "treasury:fx-funding-go", ["head", "go_time_string", "value_dates_stay"])


@pos
def _chaps_cutoff_sentence(g: Gen49) -> Draft:
    t = g.moment_uk()
    return P(f"""You are the payments desk assistant at Whitcombe Treasury Services in London. {v('datetime', 'It is now ' + f'{t:%H:%M}' + ' in London.')} CHAPS
customer payments close at 17:40 and our internal CHAPS cut-off is 16:30. Answer yes or no first, then
one sentence.

Dealer: Can we still get a GBP 2.3 million CHAPS payment to the solicitors today for a property
completion?
Answer:""", "treasury:chaps-cutoff-sentence", ["inline_sentence", "time_alone", "cutoffs_stay"])


@pos
def _forecast_meta_element(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""<meta>
  <desk>treasury-forecast</desk>
  {v('datetime', '<generated>' + rfc3339(t) + '</generated>')}
  <horizon>13 weeks</horizon>
</meta>
You explain variances between the 13-week cash forecast and actuals to the group treasurer. Name the
biggest driver first.

Week 2026-W09: forecast net cash flow EUR -1.2 m, actual EUR -3.9 m. Notes from AP: early payment to
a key supplier for a 2% discount (EUR 2.1 m); customs duties paid a week early (EUR 0.4 m).

Commentary:""", "treasury:forecast-meta-element", ["xml_element", "rfc3339", "head", "iso_week_content_stays"])


@pos
def _mm_desk_unix_date(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Host: tms-bot-02
{v('datetime', 'Date: ' + unix_date(t))}
Desk: money markets

You help the money market desk of Hallberg's treasury decide whether to roll a maturing term deposit.
Compare the quotes given and recommend one.

Maturing: EUR 15,000,000 term deposit at Helaba, matures 2026-03-06.
Quotes the dealer received this morning: Helaba 1M 2.41%, ING 1M 2.44%, Nordea 3M 2.38%; cash need in
April: EUR 6 m.

Recommendation:""", "treasury:mm-desk-unix-date", ["head", "header_block", "unix_date", "quotes_stay"])


@pos
def _bs_liquidity(g: Gen49) -> Draft:
    t = g.moment_cet()
    return P(f"""Vi ste asistent trezora Sarajevske komercijalne banke. Odgovarajte na bosanskom, kratko i precizno.
{v('datetime', 'Trenutno vrijeme: ' + bs_dt(t))}
{v('request_id', 'ID zahtjeva: ' + g.ulid(t))}

Dilerka: Koliko nam treba likvidnosti u KM do kraja dana ako danas dospijevaju dva depozita klijenata
od po 3,5 miliona KM?""", "treasury:bs-liquidity", ["system_tail", "localized_now", "ulid", "non_english", "bosnian"])


@pos
def _lcr_single_line_json(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""{{"svc":"lcr-helper",{v('request_id', '"req":"' + g.ksuid(t) + '",')}{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"entity":"HIG-NL"}}
You explain liquidity buffer figures to the treasury committee of Hallberg Industrial Group in plain
words. Use only the figures given.

Figures: minimum cash buffer EUR 25 m; cash on hand EUR 31.4 m; undrawn committed RCF EUR 150 m
(maturity 2028-07-15); next bond coupon EUR 6.8 m on 2026-04-15.

Explanation:""", "treasury:lcr-single-line-json", ["json_inline", "ksuid", "epoch_ms", "two_in_line"])


# payment gateway operations


@pos
def _decline_spike_datadog(g: Gen49) -> Draft:
    return P(f"""[gateway-copilot] upstream headers
{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
{v('trace_id', 'x-datadog-parent-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1
x-datadog-origin: rum

You help the payment gateway's on-call engineers read authorisation decline statistics. Point to the
most likely cause first.

Engineer: Since this morning, declines with response code 05 went from 4% to 11% for one issuer BIN
range (4921 82xx); all other BINs are normal and the 3DS frictionless rate is unchanged. Where do I
look?
Assistant:""", "gateway:decline-spike-datadog", ["header_block", "datadog", "decimal_id", "stable_neighbours"])


@pos
def _three_ds_edge(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: IE

You are the merchant support assistant of Corrib Pay. Explain 3-D Secure outcomes to merchants in
plain words.

Merchant: Our dashboard shows "authentication: attempted (ECI 06)" for a EUR 640 order. Is the
liability with us or with the issuer?
Assistant:""", "gateway:three-ds-edge", ["head", "amzn_trace", "cf_ray", "stable_neighbours"])


@pos
def _settlement_upload(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You reconcile acquirer settlement files for Fernhill Outdoor's finance team. Match the file to the
orders and list the differences.

Settlement file received by the reconciliation tool {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(upload up_' + g.b62(14) + ')')} for this request:
batch_date,arn,order_ref,gross,fee,net,currency
2026-03-02,74987546059000012345678,FH-104412,129.00,1.94,127.06,EUR
2026-03-02,74987546059000012345686,FH-104415,58.50,0.88,57.62,EUR
2026-03-02,74987546059000012345694,FH-104419,-40.00,0.00,-40.00,EUR

Orders shipped 2026-02-28: FH-104412 EUR 129.00, FH-104415 EUR 58.50, FH-104418 EUR 212.00.
Differences:""", "gateway:settlement-upload", ["inline_phrase", "upload_stamp", "paren_id", "uploaded_file_stays"])


@pos
def _token_cloudevent(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You keep the card-on-file records of Brightwater Subscriptions up to date. Say which customer record
to update and what to tell the customer, if anything.

{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/network-tokens/lifecycle",
  "type": "token.updated",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "token_ref": "ntk_9f1c44e2a7",
    "customer": "cus_BW004471",
    "change": "card_reissued",
    "new_expiry": "2029-08",
    "last4": "8842",
    "effective": "2026-03-03"
  }}
}}

Update:""", "gateway:token-cloudevent", ["json_block", "cloudevent", "envelope", "payload_stays"])


@pos
def _onboarding_cookie(g: Gen49) -> Draft:
    return P(f"""Merchant onboarding portal - embedded assistant
Cookie: portal_locale=en-GB; theme=light; {v('session_id', 'onb_sid=' + g.b64url(24))}
Application: MOB-2026-004471 (Fernhill Outdoor Ltd)

You help applicants complete acquiring onboarding. Explain what each requested document proves and
accept common alternatives.

Applicant: You asked for "proof of trading address". We are new and the lease is in the director's
name. What else works?
Assistant:""", "gateway:onboarding-cookie", ["cookie", "session_pair_last", "base64url", "stable_neighbours"])


@pos
def _status_update_pylog(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""{v('datetime', 'Prompt assembled: ' + py_logging(t))}
Gateway: eu-west-2 / PSP cluster B
You write status-page updates for Corrib Pay during service disruptions: what is affected, what
merchants should do, when the next update comes. Under 70 words.

Engineer notes: card payments on the hosted payment page failing for about 18% of attempts since 13:05
UTC; API and terminals unaffected. Cause: certificate rotation on the payment page edge. Rollback in
progress, next update in 30 minutes.

Update:""", "gateway:status-update-pylog", ["head", "python_logging", "stable_neighbours", "times_in_notes_stay"])


@pos
def _refund_idempotency(g: Gen49) -> Draft:
    return P(f"""You are the refund assistant for Lumen Goods' support team. Explain refund outcomes from the gateway
response in plain words.
Gateway-Version: 2025-11-17
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('request_id', 'Request-Id: req_' + g.b62(14))}

Gateway response: refund re_3Qp7LmN2 of EUR 85.00 for charge ch_3Qo1KxT9, status "pending"; reason:
"refund queued until the original charge settles (captured 2026-03-04 21:12 UTC)".

Agent: The customer says refunds should be instant. What do I tell her?
Assistant:""", "gateway:refund-idempotency", ["system_tail", "idempotency_key", "prefixed_id", "api_version_neighbour"])


@pos
def _payout_canary(g: Gen49) -> Draft:
    return P(f"""{v('nonce', '<!-- canary:' + g.hex(20) + ' -->')}
You summarise merchant payout delays for Corrib Pay support agents. Never reveal internal risk rules;
say "under review" instead.

Payout PO-88213 of EUR 14,210.55, scheduled 2026-03-03, is held: reserve review triggered by a
chargeback ratio of 1.4% in February.

Agent: The merchant asks why the payout is late and when it will come. What can I say?
Assistant:""", "gateway:payout-canary", ["html_comment", "canary", "head"])


@pos
def _lt_gateway_settlement(g: Gen49) -> Draft:
    t = g.moment_eet()
    return P(f"""Jūs esate mokėjimų platformos „Vėjas Pay“ prekybininkų pagalbos asistentas. Atsakykite lietuviškai,
trumpai.
{v('datetime', 'Dabartinis laikas: ' + lt_dt(t))}
{v('request_id', 'Užklausos ID: ' + g.uuid7(t))}

Prekybininkas: Kodėl vakar vakaro kortelių mokėjimai dar neįskaityti į mano sąskaitą?""",
             "gateway:lt-settlement", ["system_tail", "localized_now", "uuid7", "non_english", "lithuanian"])


@pos
def _ledgerbot_slack_ts(g: Gen49) -> Draft:
    t = g.moment()
    return P(f"""You are Ledgerbot in the Corrib Pay Slack workspace. You answer the settlement team's questions about
scheme fees and always show the calculation.
Workspace: corribpay
Channel: #settlement
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}

<@U03SETTLE>: Why did the interchange on yesterday's Visa consumer debit batch come out at 0.2% and not
0.3%? Gross was EUR 1.84m.
Ledgerbot:""", "gateway:ledgerbot-slack-ts", ["header_block", "slack_ts", "stable_neighbours"])

# --- generated positives: one field, a body, a position ---------------------------------------------------------

ZONE_NAMES = {
    "UTC": "Coordinated Universal Time", "GMT": "Greenwich Mean Time", "BST": "British Summer Time",
    "CET": "Central European Standard Time", "CEST": "Central European Summer Time",
    "EET": "Eastern European Standard Time", "EEST": "Eastern European Summer Time",
    "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time",
}

GEN_FIELDS: list[tuple[str, str, str, str, Callable[[Gen49, datetime], str], str]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), "sent"),
    ("datetime", "rfc3339_ms_offset", "Request time", "request_time", lambda g, t: rfc3339(t, 3), "sent"),
    ("datetime", "rfc3339_us", "Generated at", "generated_at", lambda g, t: rfc3339(t, 6), "sent"),
    ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_ns(t, g.small(0, 1000)), "sent"),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), "sent"),
    ("datetime", "rfc850", "Received", "received", lambda g, t: rfc850(t), "received"),
    ("datetime", "asctime", "Built", "built", lambda g, t: ctime(t), ""),
    ("datetime", "rfc2822", "Processed", "processed", lambda g, t: rfc2822(t), "received"),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), "sent"),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t), "sent"),
    ("datetime", "log4j", "requestedAt", "requested_at", lambda g, t: log4j_iso(t), "sent"),
    ("datetime", "go_rfc3339nano", "Context time", "context_time", lambda g, t: go_nano(t, g.small(1, 1000)), ""),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp",
     lambda g, t: dotnet_o(t, g.small(0, 10)), "sent"),
    ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t), "sent"),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t), "sent"),
    ("datetime", "js_tostring", "Page opened", "page_opened", lambda g, t: js_tostring(t, ZONE_NAMES[str(t.tzname())]), ""),
    ("datetime", "dmy_dot", "Local time", "local_time", lambda g, t: dmy_dot(t), "sent"),
    ("datetime", "dmy_slash", "Session start", "session_start", lambda g, t: dmy_slash(t), ""),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t), "sent"),
    ("date", "long_date", "Today's date", "todays_date", lambda g, t: long_date(t), ""),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t), ""),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), ""),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), "sent"),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), "sent_ms"),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), ""),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), "request"),
    ("request_id", "uuid7", "Correlation ID", "correlation_id", lambda g, t: g.uuid7(t), "request"),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t), "run"),
    ("session_id", "ksuid", "Session", "session", lambda g, t: g.ksuid(t), "session"),
    ("session_id", "nanoid", "Conversation", "conversation_id", lambda g, t: g.nanoid(), ""),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), ""),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3(), ""),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "cust-" + g.digits(6)), ""),
    ("nonce", "base64url", "Nonce", "nonce", lambda g, t: g.b64url(16), ""),
    ("request_id", "prefixed", "Gateway-Request-Id", "gateway_request_id", lambda g, t: "req_" + g.b62(14), "request"),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), "message"),
    ("session_id", "base32", "Chat session", "chat_session", lambda g, t: g.b32(26), "session"),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_us"}

# (name, zone, system prompt, user label, user message, cue line; "" where the prompt ends with the message)
BODIES: list[tuple[str, str, str, str, str, str]] = [
    ("branch-advice", "uk",
     "You are Penrose, the branch advice assistant of Northmere Bank. Help staff answer everyday\n"
     "questions about accounts and cards; quote the product terms when you rely on them.",
     "Staff", "A customer turning 18 next month asks whether her junior ISA becomes an adult ISA "
     "automatically.", "Assistant:"),
    ("card-servicing", "us",
     "You are the card servicing assistant of Cedar Valley Credit Union. Explain card features and fees\n"
     "in plain words; never ask for a full card number or a PIN.",
     "Member", "Why was I charged a foreign transaction fee on a purchase from a US website?", "Assistant:"),
    ("disputes", "eu",
     "You help the disputes desk of Larchfield Payments decide which evidence a merchant should send for\n"
     "a chargeback. One line per item.",
     "Analyst", "Reason code 13.1, merchandise not received; the merchant has a carrier scan showing "
     "delivery to a parcel locker.", "Answer:"),
    ("investigations", "eu",
     "You are the payments investigations assistant of Baltic Harbour Bank. Explain ISO 20022 status and\n"
     "reason codes to operators and propose the next step.",
     "Operator", "What does a pacs.002 with status RJCT and reason AM05 mean for a salary batch?", "Assistant:"),
    ("aml-triage", "uk",
     "You triage transaction monitoring alerts for Cobalt Ridge Bank. Give a disposition and a\n"
     "two-sentence rationale; do not speculate beyond the alert.",
     "Analyst", "Alert: 14 incoming transfers of GBP 50 to 200 from different senders within a day into a "
     "student account, all referencing \"rent\".", "Disposition:"),
    ("kyc-onboarding", "eu",
     "You help onboarding staff of Meridia Bank check which documents a new business customer must\n"
     "provide. Answer with a checklist.",
     "Staff", "A two-person GmbH from Austria wants a business account; the managing director lives in "
     "Slovenia.", "Checklist:"),
    ("open-banking", "uk",
     "You are the developer-portal assistant of the Kestrel open banking gateway. Answer from the API\n"
     "documentation and show request examples when useful.",
     "Developer", "How do we renew account access for a customer without sending them through the whole "
     "consent journey again?", "Answer:"),
    ("direct-debit", "uk",
     "You are the direct debit helper of Ashby Bank. Explain collections, cancellations and the Direct\n"
     "Debit Guarantee in plain words.",
     "Customer", "If I cancel a direct debit today, can the company still take the payment due on "
     "Friday?", "Assistant:"),
    ("mortgage-servicing", "us",
     "You explain mortgage statements to borrowers of Lakeshore Home Loans: principal, interest, escrow,\n"
     "fees. No legal or tax advice.",
     "Borrower", "Why did more of my payment go to interest this month than last month?", "Assistant:"),
    ("treasury", "eu",
     "You are the cash management assistant of Hallberg Industrial Group's treasury. Answer with figures\n"
     "and say which bank cut-off applies.",
     "Treasurer", "Can an intragroup EUR transfer from Germany to the Netherlands still settle today if we "
     "release it at 16:45?", "Answer:"),
    ("gateway-support", "eu",
     "You are the merchant support assistant of Corrib Pay. Explain declines, refunds and payouts to\n"
     "merchants in plain words.",
     "Merchant", "What does decline code 51 mean and should the customer try again?", "Assistant:"),
    ("savings", "uk",
     "You are Penny, the savings assistant in Northmere Bank's app. Explain interest and notice periods;\n"
     "use the rates shown in the app only.",
     "Customer", "If I give notice on my 95-day account today, when can I get the money?", "Penny:"),
    ("lt-payments", "eet",
     "Jūs esate „Gintarinio banko“ mokėjimų asistentas. Atsakykite lietuviškai ir trumpai.",
     "Klientas", "Kodėl mano momentinis pervedimas į Latviją užtruko visą valandą?", ""),
    ("bg-loans", "eet",
     "Вие сте асистентът на Банка „Витоша“ за потребителски кредити. Отговаряйте на български, кратко.",
     "Клиент", "Мога ли да погася кредита си предсрочно без такса, ако остават 14 месеца?", ""),
    ("uk-cards", "eet",
     "Ви — асистент банку «Дніпровий» з питань карток. Відповідайте українською, коротко.",
     "Клієнт", "Чому мені не приходять SMS з кодом для оплати в інтернеті?", ""),
    ("sl-accounts", "cet",
     "Ste asistent Banke Triglav za osebne račune. Odgovarjajte v slovenščini, na kratko.",
     "Stranka", "Koliko stane vodenje računa, če prejemam pokojnino na ta račun?", ""),
]

GEN_STABLE_LINES = ["Channel: app", "Locale: en-GB", "Bank: Northmere Bank plc", "Segment: retail",
                    "API version: 2024-09-01", "Knowledge cutoff: 2024-06", "Prompt version: 5.1.0",
                    "Sort code: 20-45-77", "Region: eu-west-2", "Desk: operations"]
POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml_front", "json_member",
             "xml_attr", "kv_bracket", "paren_user", "html_comment", "md_bullet"]
GENERATED_POSITIVES = 52
GENERATED_NEGATIVES = 12


def _zone_moment(g: Gen49, zone: str) -> datetime:
    if zone == "uk":
        return g.moment_uk()
    if zone == "us":
        return g.moment_et()
    if zone == "eet":
        return g.moment_eet()
    if zone == "cet":
        return g.moment_cet()
    if g.pick(["cet", "utc"]) == "cet":
        return g.moment_cet()
    return g.moment()


def _render(g: Gen49, position: str, body: tuple[str, str, str, str, str, str], label: str, key: str,
            value: str, numeric: bool, paren: str, mark: Callable[[str], str]) -> str:
    """One body with one field at one position; `mark` wraps the field's text (a span or nothing)."""
    _, _, system, who, message, cue = body
    tail = f"\n{cue}" if cue else ""
    user = f"{who}: {message}"
    if position == "head":
        return f"{mark(label + ': ' + value)}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{mark(label + ': ' + value)}\n\n{user}{tail}"
    if position == "header_block":
        block = g.rng.sample(GEN_STABLE_LINES, 3)
        block.insert(g.small(0, 4), mark(label + ": " + value))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(label + ': ' + value)}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\nBankAssist 5.2 (retail)\n{mark(label + ': ' + value)}"
    if position == "yaml_front":
        shown = value if numeric or ":" not in value and " " not in value else f'"{value}"'
        return f"---\napp: bankassist\n{mark(key + ': ' + shown)}\nlocale: en-GB\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        shown = value if numeric else f'"{value}"'
        return (f'{{\n  "app": "bankassist",\n  {mark(chr(34) + key + chr(34) + ": " + shown + ",")}\n'
                f'  "locale": "en-GB"\n}}\n{system}\n\n{user}{tail}')
    if position == "xml_attr":
        return f'{system}\n<ctx {mark(key + "=" + chr(34) + value + chr(34))} channel="app"/>\n\n{user}{tail}'
    if position == "kv_bracket":
        shown = f'"{value}"' if " " in value else value
        return f"[ctx desk=retail {mark(key + '=' + shown)} lang=en]\n{system}\n\n{user}{tail}"
    if position == "paren_user":
        return f"{system}\n\n{user} {mark('(' + paren + ' ' + value + ')')}{tail}"
    if position == "html_comment":
        return f"{mark('<!-- ' + label + ': ' + value + ' -->')}\n{system}\n\n{user}{tail}"
    assert position == "md_bullet"
    return (f"## Context\n- **Channel:** app\n{mark('- **' + label + ':** ' + value)}\n- **Locale:** en-GB\n\n"
            f"{system}\n\n{user}{tail}")


def generated_positives(g: Gen49) -> list[Draft]:
    """One field at one of twelve positions of one of sixteen bodies; every position used."""
    fields = list(GEN_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    f = 0
    for k in range(GENERATED_POSITIVES):
        position = POSITIONS[k % len(POSITIONS)]
        while position == "paren_user" and not fields[f % len(fields)][5]:
            f += 1
        cue, family, label, key, make, paren = fields[f % len(fields)]
        f += 1
        body = bodies[k % len(bodies)]
        t = _zone_moment(g, body[1])
        value = make(g, t)
        text = _render(g, position, body, label, key, value, family in NUMERIC, paren,
                       lambda s, cue=cue: v(cue, s))
        tags = ["generated", position, family] + (["non_english"] if not body[5] else [])
        out.append(P(text, f"generated:{body[0]}+{family}", tags))
    return out


GEN_STABLE: list[tuple[str, str, str, str]] = [
    ("api_version", "API version", "api_version", "2024-09-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-01-12"),
    ("sort_code", "Sort code", "sort_code", "20-45-77"),
    ("bic", "BIC", "bic", "NRTHGB2LXXX"),
    ("creditor_id", "Creditor ID", "creditor_id", "DE98ZZZ09999999999"),
    ("cutoff", "SEPA cut-off", "sepa_cutoff", "16:30 Europe/Vilnius"),
    ("tenant_uuid", "Tenant", "tenant", "5b0e7c2a-91d4-4f6e-8a3b-2c1d0e9f8a7b"),
    ("lei", "LEI", "lei", "5493001KJTIIGC8Y1R12"),
    ("customer_since", "Customer since", "customer_since", "2014-06-02"),
    ("fee_schedule", "Fee schedule effective", "fee_schedule_effective", "2026-01-01"),
    ("emi_licence", "Licence", "licence", "EMI LB-2019-044 (Bank of Lithuania)"),
]


def generated_negatives(g: Gen49) -> list[Draft]:
    """The generated positives' shapes with one stable look-alike at each of the twelve positions."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k, position in enumerate(POSITIONS):
        family, label, key, value = GEN_STABLE[k]
        body = bodies[k % len(bodies)]
        text = _render(g, position, body, label, key, value, False, label, lambda s: s)
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}",
                         ["hard_negative", "generated", position, family]))
    return out

# --- hand-written negatives: stable look-alikes in program positions, values the user asks about ---------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str, control: bool = False) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ([] if control else ["hard_negative"]) + tags))


def _negatives_lookalikes() -> None:
    neg("lookalike:savings-header", ["stable_header", "api_version", "prompt_revision", "sort_code"],
        """Bank: Northmere Bank plc
Sort code: 20-45-77
BIC: NRTHGB2LXXX
API version: 2024-09-01
Prompt revision: 2026-01-12 (approved by Retail Conduct)

You are the savings assistant in Northmere's app. Explain interest in plain words; the rates below are
the ones in force.

| Account           | AER   | Interest paid |
|-------------------|-------|---------------|
| Easy Saver        | 3.10% | monthly       |
| 1-Year Fixed Bond | 4.05% | at maturity   |

Customer: If I put GBP 10,000 in the bond today, how much do I get after a year?
Assistant:""")
    neg("lookalike:llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the overdraft assistant of Bramwell Bank. Explain arranged and unarranged overdrafts; the
arranged overdraft rate is 39.9% EAR variable.<|eot_id|><|start_header_id|>user<|end_header_id|>

If I go GBP 200 into my arranged overdraft for 10 days, roughly what does it cost?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("lookalike:chatml-fee-schedule", ["chat_template", "chatml", "effective_date", "cutoff_times"],
        """<|im_start|>system
You are the payments assistant of Riverbend Bank for business customers.
Fee schedule in force since 2026-01-01: SEPA credit transfer EUR 0.20; SEPA Instant EUR 0.50;
SWIFT (SHA) EUR 18.00; same-day cut-off for SWIFT USD 14:00 CET, for SEPA 16:30 CET.
Answer with the fee and the cut-off.<|im_end|>
<|im_start|>user
How much does an urgent USD payment to a supplier in Texas cost, and until when can I send it today?<|im_end|>
<|im_start|>assistant
""")
    neg("lookalike:front-matter-template", ["front_matter", "approval_date", "review_date"],
        """---
template: dispute-acknowledgement
version: 7
approved: 2025-11-20
next_review: 2026-11-20
owner: Card Disputes Operations
---
Write the acknowledgement message for a cardholder who has just raised a dispute. Say that we will
respond within 10 business days and that a provisional credit may apply.

Cardholder: Jana Horvátová, dispute DSP-2026-0045127, amount EUR 64.90.
Message:""")
    neg("lookalike:xml-licence", ["xml_attr", "licence", "granted_date"],
        """<institution name="Vėjas Pay UAB" licence="EMI LB-2019-044" granted="2019-11-05" authority="Bank of Lithuania"/>
You answer merchants' questions about how Vėjas Pay safeguards their funds. Be precise and do not
promise deposit insurance.

Merchant: If Vėjas Pay went bankrupt, would my unpaid settlements be protected?
Assistant:""")
    neg("lookalike:json-api-version-tz", ["json_inline", "api_version", "time_zone"],
        """{"app":"daugava-ops","api_version":"2025-03-01","tz":"Europe/Riga","locale":"en-LV"}
You help back-office staff of Daugava Banka read ISO 20022 reason codes. One sentence per code.

Staff: What do AC01, AG01 and RR04 mean?
Answer:""")
    neg("lookalike:html-template-revision", ["html_comment", "template_revision"],
        """<!-- chargeback-letter template v12, revised 2025-10-01 by Disputes Ops -->
Draft the merchant's rebuttal cover letter. Keep it to one page and list the enclosed exhibits.

Case: CB-2026-118204, reason 13.1 (merchandise not received), amount GBP 142.00.
Exhibits: A) carrier proof of delivery 2026-01-22 09:41 with signature "K. LEE"; B) order confirmation.
Letter:""")
    neg("lookalike:md-table-customer", ["md_table", "customer_since", "card_expiry"],
        """| Field           | Value                         |
|-----------------|-------------------------------|
| Customer        | Daniel Whitcombe              |
| Customer since  | 2011-03-14                    |
| Account opened  | 2011-03-14 (current account)  |
| Card            | Visa Debit ending 4471, exp 09/28 |
| Overdraft limit | GBP 500                       |

You are the Northmere app assistant. Use the table to personalise answers; never read it out.

Customer: Can you raise my overdraft to GBP 1,000?
Assistant:""")
    neg("lookalike:key-value-build", ["key_value_lines", "cutoff", "calver_build"],
        """CUTOFF_SEPA=16:00
SEPA_CREDITOR_ID=SI56ZZZ12345678
BUILD=2026.02.3
TZ=Europe/Ljubljana

You help the collections team of Elektro Sava read the direct debit batch report. Answer in numbers.

Team: The batch had 12,480 collections and 312 came back. What is the return rate, and is it above our
2% alert threshold?
Answer:""")
    neg("lookalike:footer-terms", ["footer", "terms_revision", "company_number"],
        """You are the mortgage help assistant of Lakeshore Home Loans. Explain the difference between a
recast and a refinance in plain words.

Borrower: I'm getting an inheritance of $60,000. Should I recast or refinance?

--
Terms of use v7 (revised 2026-01-15)
Lakeshore Home Loans LLC, NMLS #1027733""")
    neg("lookalike:berlin-group-stable", ["header_block", "consent_id", "psu_id"],
        """TPP context (stable for this customer's consent):
Consent-ID: 7f3e-cons-88120
PSU-ID: psu-0047-118832
TPP-Redirect-Preferred: true
Consent valid until: 2026-08-31

You help the customer understand what the budgeting app can see in their account.

Customer: Can the app move money out of my account with this connection?
Assistant:""")
    neg("lookalike:mandate-in-system", ["mandate", "signature_date", "creditor_id"],
        """You answer questions about this customer's direct debit mandate. Mandate details:
Unique mandate reference: RW-0088123-01
Creditor identifier: DE98ZZZ09999999999
Date of signature: 2023-04-11
Type: recurrent, SEPA Core
First collection: 2023-05-02

Customer: When did I sign this, and can the company change the amount without asking me?
Assistant:""")


def _negatives_asked() -> None:
    neg("asked:uetr", ["uetr", "id_in_question"],
        """Where is payment 9e2c1b7a-4d3f-4a8e-b6c5-1f0e2d3c4b5a? It's a EUR 18,400 transfer we sent to Hamburg
on Monday and the supplier says it hasn't arrived. Which SWIFT gpi status codes would tell me it is
stuck at an intermediary?""")
    neg("asked:iso8583-de7-epoch", ["iso8583", "epoch", "id_in_question"],
        """In our acquirer logs, DE7 (transmission date and time) is 0305143211 and the gateway's own log line
shows 1772721131482. Are these the same moment? DE7 is supposed to be GMT and the epoch is in
milliseconds.""")
    neg("asked:typed-clock", ["user_typed_clock", "sepa_instant"],
        """It's 15:52 here in Frankfurt and I need to pay a deposit to a landlord in Vienna today. If I send it
as SEPA Instant now, will it arrive in minutes, and is there any cut-off I should worry about on a
Friday evening?""")
    neg("asked:few-shot-32a", ["few_shot", "mt103_field"],
        """Parse field 32A of an MT103 into JSON.

Example: :32A:260305EUR1250,00 -> {"value_date": "2026-03-05", "currency": "EUR", "amount": "1250.00"}
Example: :32A:251230USD98000, -> {"value_date": "2025-12-30", "currency": "USD", "amount": "98000.00"}

Input: :32A:260227GBP4471,5
Output:""")
    neg("asked:unrendered-template", ["unrendered_template", "jinja"],
        """Why does our chatbot show this literally instead of the values?

Hello {{ customer.first_name }}, today is {{ now | date("%d %B %Y") }}. Your reference for this chat
is {{ request_id }}. Your next instalment of {{ loan.next_amount }} is due on {{ loan.next_due }}.""")
    neg("asked:reg-e-arithmetic", ["date_arithmetic", "business_days"],
        """A member notified us of an unauthorized transfer on Wednesday 2026-02-11. Under Regulation E we have
10 business days to investigate or give provisional credit. Counting business days and skipping
Presidents' Day (2026-02-16), what is the last day?""")
    neg("asked:pasted-jwt", ["jwt", "id_in_question"],
        """Is this open banking access token expired as of 5 March 2026 at noon UTC, and which consent is it
for?

eyJhbGciOiJQUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwc3UtMDA0Ny0xMTg4MzIiLCJjb25zZW50X2lkIjoiN2YzZS1jb25zLTg4MTIwIiwiaWF0IjoxNzcyNzAxMjAwLCJleHAiOjE3NzI3MDQ4MDB9.c2lnbmF0dXJlLW5vdC1yZWFsLWp1c3QtYS1wbGFjZWhvbGRlcg""")
    neg("asked:arn", ["arn", "id_in_question"],
        """The cardholder's bank gave us ARN 74987546059000012345678 for the refund we issued on 2026-02-20. How
can the cardholder use this number, and how long does the refund usually take to show?""")
    neg("asked:relative-times", ["relative_time", "pending"],
        """The card payment was authorised about 3 hours ago and has been pending since yesterday evening for
the hotel deposit. The hotel says they released it 20 minutes ago. When will the money be available
again?""")
    neg("asked:iban-check", ["iban", "checksum"],
        """Can you check whether this IBAN is valid before I add the payee: LV80 BANK 0000 4351 9500 1? The
payee is a flat owner in Jūrmala and the invoice is dated 2026-03-01.""")
    neg("asked:payoff-per-diem", ["date_arithmetic", "per_diem"],
        """My payoff statement is good through 2026-03-20 with a per diem of $29.84. Closing was moved to
2026-03-24. How much extra interest is that, and do I add it to the wire?""")
    neg("asked:traceparent-logs", ["traceparent", "id_in_question"],
        """Our gateway logs show traceparent 00-5f8d2c1e0a9b4c7d8e6f1a2b3c4d5e6f-7a8b9c0d1e2f3a4b-01 for the failed
refund. Which part is the trace id that I should search for in the acquirer's portal, and what does
the 01 at the end mean?""")
    neg("asked:iso-week-question", ["iso_week", "dates_in_prose"],
        """Our treasury cash forecast is bucketed by ISO weeks. Which calendar dates does 2026-W14 cover, and
does it include the Easter Monday bank holiday?""")
    neg("asked:sha256-compare", ["sha256", "file_hash"],
        """The bank's portal shows SHA-256 3b7e72edbc4f2a1d8c9e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4 for the
pain.001 file we uploaded, and our ERP log shows 3b7e72edbc4f2a1d8c9e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071829a43.
Is it the same file?""")
    neg("control:budget", ["control", "plain"],
        """You are Penny, a budgeting helper. Suggest a simple monthly budget split and keep it friendly.

User: I take home GBP 2,300 a month and pay GBP 950 rent. How much should I try to save?
Penny:""", control=True)
    neg("control:apr-apy", ["control", "plain"],
        """Explain the difference between APR and APY to a customer who is comparing a savings account with a
credit card offer. Use one example for each.""", control=True)

# --- pasted blocks: material the user pastes, forwards or quotes, each placed three times ----------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "mt103",
        ["swift_mt", "uetr", "value_date"],
        """{1:F01BHBKLT2XAXXX0417118832}{2:I103COBADEFFXXXXN}{3:{121:9c7f2e14-5a3b-4d8e-b1f6-0a2c3e4d5f60}}{4:
:20:26FEB-BHB-00417
:23B:CRED
:32A:260225EUR48500,00
:50K:/LT601010012345678901
UAB BALTIJOS MEDIENA
SAVANORIU PR. 178, VILNIUS
:59:/DE75512108001245126199
HOLZHANDEL KRAUSE GMBH
:70:INV 2026-0211 OAK PLANKS
:71A:SHA
-}""",
        "Is anything in this MT103 likely to make the German bank hold the payment? The beneficiary says it has not arrived.",
        "Our outgoing MT103",
    ),
    (
        "pacs008",
        ["iso20022", "pacs008", "cre_dt_tm"],
        """<GrpHdr>
  <MsgId>BHB20260305-000981</MsgId>
  <CreDtTm>2026-03-05T09:12:44.318+02:00</CreDtTm>
  <NbOfTxs>1</NbOfTxs>
  <SttlmInf><SttlmMtd>INDA</SttlmMtd></SttlmInf>
</GrpHdr>
<CdtTrfTxInf>
  <PmtId><InstrId>BHB-000981</InstrId><EndToEndId>NOTPROVIDED</EndToEndId><UETR>2d8e4f61-7a3c-4b9e-8f10-c5d6e7f8a9b0</UETR></PmtId>
  <IntrBkSttlmAmt Ccy="EUR">7420.00</IntrBkSttlmAmt>
  <IntrBkSttlmDt>2026-03-05</IntrBkSttlmDt>
  <CdtrAgt><FinInstnId><BICFI>MEYRDEFF</BICFI></FinInstnId></CdtrAgt>
  <Cdtr><Nm>Moebelhaus Meyer</Nm><PstlAdr><Ctry>DE</Ctry></PstlAdr></Cdtr>
  <RmtInf><Ustrd>Anzahlung Kueche</Ustrd></RmtInf>
</CdtTrfTxInf>""",
        "The beneficiary's bank rejected this with reason RC01. Which element is wrong, and what should it look like?",
        "The pacs.008 we sent",
    ),
    (
        "camt029",
        ["iso20022", "camt029", "investigation"],
        """<RsltnOfInvstgtn>
  <Assgnmt>
    <Id>UNC-2026-0304-7712</Id>
    <Assgnr><Agt><FinInstnId><BICFI>UNCRITMMXXX</BICFI></FinInstnId></Agt></Assgnr>
    <CreDtTm>2026-03-04T16:20:05+01:00</CreDtTm>
  </Assgnmt>
  <Sts><Conf>RJCR</Conf></Sts>
  <CxlDtls><TxInfAndSts>
    <OrgnlUETR>7b2f9e04-1c3d-4a5b-8e6f-9a0b1c2d3e4f</OrgnlUETR>
    <CxlStsRsnInf><Rsn><Cd>LEGL</Cd></Rsn><AddtlInf>ACCOUNT BLOCKED BY COURT ORDER 2026-02-24</AddtlInf></CxlStsRsnInf>
  </TxInfAndSts></CxlDtls>
</RsltnOfInvstgtn>""",
        "What exactly did the Italian bank answer to our recall, and is there anything else we can do for the customer?",
        "The camt.029 we got back",
    ),
    (
        "gpi-tracker-export",
        ["gpi", "tracker", "timestamps"],
        """UETR: 4e1c7a90-2b3d-4f5e-8a6b-7c8d9e0f1a2b
Last update: 2026-03-03 11:48:20 UTC
Status: ACSP - G001 (credited to next agent, no further tracking)
Route:
  2026-03-02 15:02:11  LJBASI2XXXX -> RZBAATWWXXX  EUR 3,150.00
  2026-03-02 15:40:56  RZBAATWWXXX -> BKAUATWWXXX  EUR 3,150.00  charges EUR 0.00
  2026-03-03 11:48:20  BKAUATWWXXX                 G001""",
        "Does G001 mean the beneficiary got the money, or only that it left the gpi network?",
        "Tracker export from the portal",
    ),
    (
        "statement-table",
        ["statement", "dates_in_table", "balances"],
        """| Date       | Description                  | Out (GBP) | In (GBP) | Balance (GBP) |
|------------|------------------------------|-----------|----------|---------------|
| 02/02/2026 | DD BRITISH GAS               | 84.00     |          | 1,216.42      |
| 03/02/2026 | CARD TESCO STORES 2281       | 46.18     |          | 1,170.24      |
| 05/02/2026 | FPI SALARY HALLBERG UK LTD   |           | 2,310.55 | 3,480.79      |
| 06/02/2026 | SO LANDLORD RENT SO-33817    | 950.00    |          | 2,530.79      |
| 06/02/2026 | CARD UNARRANGED OD FEE       | 35.00     |          | 2,495.79      |""",
        "Why was I charged an overdraft fee on 6 February when my balance never went below zero?",
        "My February statement",
    ),
    (
        "cardholder-dispute-letter",
        ["letter", "dispute", "dates_in_prose"],
        """14 February 2026

Card Disputes Team, Wrenfield Bank
Re: card ending 4471

I dispute the charge of USD 389.00 from SKYLINE FITNESS on 2 February 2026. I cancelled my membership
in writing on 12 December 2025 (copy enclosed) and received a confirmation e-mail the same day. The
club charged me again on 2 January and 2 February; the January charge was refunded on 10 January.

Yours sincerely,
Priya Nandakumar""",
        "Which dispute reason would the bank use for this, and is the letter enough or do I need more evidence?",
        "The letter I sent my bank",
    ),
    (
        "chargeback-email",
        ["email_headers", "message_id", "deadline"],
        """From: Disputes <disputes@larchfield-payments.example>
To: payments@tallowmere.example
Date: Tue, 03 Mar 2026 07:14:52 +0000
Message-ID: <20260303071452.77120@mailer.larchfield-payments.example>
Subject: New chargeback CB-2026-0077120 - response due 2026-03-17

Amount: GBP 42.00   Reason: 10.4 Other fraud, card-absent environment
Transaction: 2026-01-27, TALLOWMERE*SUBSCR, card ending 0931
Respond in the portal with evidence by 2026-03-17 23:59 UTC or the chargeback will be accepted.""",
        "Is it worth fighting this one for GBP 42, and what evidence would we need?",
        "E-mail from our acquirer",
    ),
    (
        "webhook-debug",
        ["standard_webhooks", "signature", "pasted_to_debug"],
        """POST /hooks/disputes HTTP/1.1
webhook-id: msg_2Lq8vT0pXkR4mN7sYc1JbF9wHdE
webhook-timestamp: 1772694892
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"dispute.created","data":{"id":"dp_1Qx7","amount":4200,"currency":"gbp","created":1772694880}}""",
        "Our verifier rejects every delivery with 'timestamp too old'. Our server clock is in Europe/London. What is wrong?",
        "A delivery our endpoint rejected",
    ),
    (
        "berlin-group-exchange",
        ["http_exchange", "x_request_id", "traceparent"],
        """GET /v1/accounts?withBalance=true HTTP/1.1
Host: api.sandbox.meridia.example
X-Request-ID: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721
Consent-ID: 1234-wertiq-983
PSU-IP-Address: 192.0.2.140
traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01

HTTP/1.1 401 Unauthorized
Date: Thu, 05 Mar 2026 10:02:17 GMT
X-Request-ID: 99391c7e-ad88-49ec-a2ad-99ddcb1f7721
Content-Type: application/json

{"tppMessages":[{"category":"ERROR","code":"CONSENT_EXPIRED","text":"consent expired or revoked"}]}""",
        "Why does the sandbox say CONSENT_EXPIRED when we created the consent yesterday?",
        "Request and response from the sandbox",
    ),
    (
        "consent-json",
        ["json", "consent", "valid_until"],
        """{
  "consentId": "1234-wertiq-983",
  "consentStatus": "valid",
  "access": {"balances": [{"iban": "DE02120300000000202051"}], "transactions": [{"iban": "DE02120300000000202051"}]},
  "recurringIndicator": true,
  "validUntil": "2026-06-30",
  "frequencyPerDay": 4,
  "lastActionDate": "2026-03-04"
}""",
        "How many more background refreshes can we do today, and when does the customer have to re-authenticate?",
        "Consent status we fetched",
    ),
    (
        "aml-alert-export",
        ["json", "alert", "created_at_first"],
        """{
  "alert_id": "TM-2026-0298811",
  "created_at": "2026-02-28T02:00:14Z",
  "scenario": "structuring - cash deposits below threshold",
  "account": "GB71COBR40512399887766",
  "events": [
    {"date": "2026-02-23", "type": "cash_deposit", "amount": 9500.00, "branch": "Bolton"},
    {"date": "2026-02-24", "type": "cash_deposit", "amount": 9700.00, "branch": "Wigan"},
    {"date": "2026-02-26", "type": "cash_deposit", "amount": 9400.00, "branch": "Bury"}
  ],
  "score": 81
}""",
        "Does this look like structuring to you, and what would you ask the customer?",
        "Alert exported from the case manager",
    ),
    (
        "tm-csv",
        ["csv", "timestamp_first", "transactions"],
        """timestamp,account,direction,amount,counterparty,country
2026-02-26T09:14:02Z,LT601010012345678901,in,9800.00,UAB Rytas,LT
2026-02-26T09:31:47Z,LT601010012345678901,out,4900.00,Coinport OU,EE
2026-02-26T09:32:10Z,LT601010012345678901,out,4850.00,Coinport OU,EE
2026-02-27T18:05:55Z,LT601010012345678901,in,120.00,J. Petrauskas,LT""",
        "Summarise the pattern in two sentences for the alert note.",
        "Transactions behind the alert",
    ),
    (
        "screening-hit-report",
        ["screening_report", "run_id_in_report", "date_label_in_document"],
        """SANCTIONS SCREENING HIT REPORT
Screening date: 2026-03-04 14:22:09 UTC
Run ID: 01JNQ7X3K2M9P4R6T8V0W1Y3Z5
List: EU consolidated list, version 2026-03-03
Payment: MT103 26MAR-CRB-00188, USD 58,000.00, beneficiary "GOLDEN FALCON SHIPPING FZE", Sharjah
Match: "GOLDEN FALCON SHIPPING" (entity, listed 2024-06-24), score 0.93
Analyst decision: pending""",
        "Is a 0.93 score on a listed entity name with an FZE suffix enough to call it a true match? What else should I check?",
        "The hit report from this afternoon",
    ),
    (
        "kyc-refresh-email",
        ["email_headers", "kyc", "deadline"],
        """From: Compliance <kyc@meridia-bank.example>
Date: Mon, 02 Mar 2026 08:30:00 +0100
Message-ID: <kyc-refresh-2026-03-02-0047118832@meridia-bank.example>
Subject: Please update your information by 2026-04-01

Dear Mr Keller, as part of our regular review we need a current proof of address (not older than 3
months) and an updated list of beneficial owners of Helvetia Fine Foods AG. Please upload them in
online banking by 1 April 2026.""",
        "Is this e-mail genuine, and what exactly do I need to send?",
        "This arrived from the bank",
    ),
    (
        "auddis-report",
        ["bacs", "auddis", "report_dates"],
        """AUDDIS REPORT          SERVICE USER 417723 HOLLYBROOK HOUSING
PROCESSING DATE 05/03/2026
REF HH-012244  ACCOUNT 33712048  SORT 20-45-77  REASON 5 (no account)
REF HH-012251  ACCOUNT 10948821  SORT 40-11-62  REASON 6 (no instruction)
REF HH-012263  ACCOUNT 55018392  SORT 30-92-14  REASON B (account closed)""",
        "What does each of these rejections mean for the new tenants' rent collections?",
        "AUDDIS rejections from the bureau",
    ),
    (
        "sepa-mandate-form",
        ["mandate", "signature_date", "creditor_id"],
        """SEPA Direct Debit Mandate
Creditor: Sportclub Amstelveen, Startbaan 12, Amstelveen
Creditor identifier: NL71ZZZ302017470000
Mandate reference: SCA-2026-001771
Type of payment: recurrent
Debtor: L. de Wit, IBAN NL91 ABNA 0417 1643 00
Place and date of signature: Amstelveen, 28-02-2026""",
        "Can the club collect the first fee on 2 March with this mandate, and what notice do they have to give?",
        "The mandate I signed",
    ),
    (
        "pain008-header-error",
        ["iso20022", "pain008", "validation_error"],
        """<GrpHdr>
  <MsgId>PSE-20260305-01</MsgId>
  <CreDtTm>2026-03-05T06:00:00</CreDtTm>
  <NbOfTxs>12480</NbOfTxs>
  <CtrlSum>318442.17</CtrlSum>
  <InitgPty><Nm>Polderstroom Energie</Nm></InitgPty>
</GrpHdr>

Bank response 2026-03-05 06:04: FF01 invalid file format - NbOfTxs does not match number of transactions (12479)""",
        "Which transaction is probably missing or duplicated, and how do we find it quickly?",
        "The header of the rejected file",
    ),
    (
        "r-transaction-list",
        ["pacs004", "reason_codes", "return_dates"],
        """Returned collections - batch SDD_20260302_CORE_01
NL-00412  EUR 64.20   AM04  returned 2026-03-04
NL-00877  EUR 112.80  MD01  returned 2026-03-04
NL-01309  EUR 38.00   MS02  returned 2026-03-05
NL-02214  EUR 91.15   AC04  returned 2026-03-05""",
        "For each one, can we re-present, and when at the earliest?",
        "Yesterday's returns",
    ),
    (
        "payoff-statement",
        ["letter", "payoff", "good_through"],
        """LAKESHORE HOME LOANS - PAYOFF STATEMENT
Statement date: 03/02/2026
Loan number: 0047-118832
Good through: 03/20/2026
Unpaid principal: $212,480.17
Interest 02/01/2026 - 03/20/2026: $1,432.26
Recording fee: $35.00
Total amount to pay off: $213,947.43
Per diem after 03/20/2026: $29.84""",
        "Closing moved to 3/24. What is the new total, and do I need a new payoff statement?",
        "The payoff statement",
    ),
    (
        "amortisation-table",
        ["schedule", "dates_in_table", "loan"],
        """| No | Due date   | Payment  | Interest | Principal | Balance  |
|----|------------|----------|----------|-----------|----------|
| 1  | 2026-04-05 | 250.32   | 52.67    | 197.65    | 7,802.35 |
| 2  | 2026-05-05 | 250.32   | 51.36    | 198.96    | 7,603.39 |
| 3  | 2026-06-05 | 250.32   | 50.06    | 200.26    | 7,403.13 |""",
        "Check the first row: is 52.67 the right interest for EUR 8,000 at 7.9% for one month?",
        "The schedule the officer printed",
    ),
    (
        "forbearance-letter",
        ["letter", "forbearance", "plan_dates"],
        """Greystone Mortgage Servicing
March 2, 2026

Re: Loan 0031-774120 - Forbearance plan approval

Your request for a forbearance plan has been approved. Your monthly payments of $1,842.00 will be
suspended for the payments due April 1, May 1 and June 1, 2026. Interest will continue to accrue. Before
the plan ends on June 30, 2026, we will contact you to discuss repayment options.""",
        "Does this mean I have to pay the three months in one go in July?",
        "The letter from my servicer",
    ),
    (
        "loan-statement",
        ["statement", "statement_date", "escrow"],
        """MORTGAGE STATEMENT
Statement date: 02/16/2026        Payment due date: 03/01/2026
Amount due: $2,041.18 (principal $612.44, interest $1,321.69, escrow $107.05)
Late fee of $92.10 if received after 03/16/2026
Past payments breakdown (year to date): principal $1,221.03, interest $2,646.51, escrow $214.10""",
        "Why is the escrow part only $107.05 when my tax bill is over $4,800?",
        "My latest statement",
    ),
    (
        "cash-position-report",
        ["report", "as_of_in_document", "balances"],
        """GROUP CASH POSITION
As of 05/03/2026 10:00 CET (prepared by M. Lindqvist)
EUR  Commerzbank operating   4,120,300.00
EUR  ING payroll               310,000.00
USD  Citi New York           2,904,115.62
GBP  Barclays London           188,409.10
PLN  Pekao Warszawa         11,204,000.00""",
        "Convert everything to EUR roughly (USD 1.08, GBP 0.85, PLN 4.30) and tell me the total.",
        "This morning's position report",
    ),
    (
        "camt052",
        ["iso20022", "camt052", "intraday"],
        """<Rpt>
  <Id>CMZB-IR-20260305-1100</Id>
  <CreDtTm>2026-03-05T11:00:03+01:00</CreDtTm>
  <Acct><Id><IBAN>DE12500200000123456789</IBAN></Id></Acct>
  <Bal><Tp><CdOrPrtry><Cd>ITBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">4120300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
  <Ntry><Amt Ccy="EUR">1200000.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><BookgDt><DtTm>2026-03-05T10:41:12+01:00</DtTm></BookgDt></Ntry>
</Rpt>""",
        "Is the EUR 1.2 m debit already included in the ITBD balance or still to come?",
        "The intraday report from Commerzbank",
    ),
    (
        "mt942",
        ["swift_mt", "mt942", "interim"],
        """:20:ING2603051330
:25:NL91INGB0001234567
:28C:64/2
:34F:EURD0,
:13D:2603051330+0100
:61:2603050305C250000,00NTRFHALLB-FR-SWEEP//ING8841
:86:/TRCD/00100/REMI/CASH POOL SWEEP HALLBERG FR
:90C:1EUR250000,""",
        "What does the 13D line tell me, and is the sweep credit final?",
        "The MT942 we received",
    ),
    (
        "auth-log-logfmt",
        ["logfmt", "gateway_log", "trace_ids"],
        """ts=2026-03-05T08:14:02.113Z level=info req_id=7c1e9a2b4d6f8a0c msg="auth" bin=492182 rc=05 amount=64.90 cur=EUR trace=5f8d2c1e0a9b4c7d
ts=2026-03-05T08:14:05.870Z level=info req_id=8e2f0b3c5e7a9b1d msg="auth" bin=492182 rc=05 amount=12.00 cur=EUR trace=6a9e3d2f1b0c5d8e
ts=2026-03-05T08:14:06.004Z level=info req_id=9f3a1c4d6f8b0c2e msg="auth" bin=535522 rc=00 amount=88.10 cur=EUR trace=7b0f4e3a2c1d6e9f""",
        "Both 05 declines are on the same BIN. Does anything in these lines point to our side rather than the issuer?",
        "Lines from the gateway log",
    ),
    (
        "iso8583-dump",
        ["iso8583", "de7", "rrn"],
        """MTI 0110
DE2   492182******4471
DE3   000000
DE4   000000006490
DE7   0305081402
DE11  004471
DE12  081402
DE13  0305
DE37  606408004471
DE38  (absent)
DE39  05""",
        "Decode this response for me: what happened, when, and which field would the issuer need to trace it?",
        "The authorisation response",
    ),
    (
        "emv3ds-ares",
        ["emv3ds", "transaction_ids", "json"],
        """{
  "messageType": "ARes",
  "messageVersion": "2.2.0",
  "threeDSServerTransID": "8a880dc0-d2d2-4067-bcb1-b08d1690b26e",
  "acsTransID": "d7c1ee99-9478-44a6-b1f2-391e29c6b340",
  "dsTransID": "f25084f0-5b16-4c0a-ae5d-b24808a95e4b",
  "transStatus": "A",
  "eci": "06",
  "authenticationValue": "MTIzNDU2Nzg5MDEyMzQ1Njc4OTA="
}""",
        "The merchant says this means the customer authenticated. Is that right, and who carries the fraud liability?",
        "The ARes from the directory server logs",
    ),
    (
        "scheme-fee-invoice",
        ["invoice", "fees", "billing_period"],
        """SCHEME FEES - BILLING PERIOD 2026-02-01 TO 2026-02-28
Invoice 2026-02-LPX-0091, issued 2026-03-03, due 2026-03-17
Assessment fee, debit, 1,840,221.07 EUR x 0.011%        202.42
Cross-border fee, 312,884.10 EUR x 0.40%               1,251.54
Authorisation fee, 412,881 auths x EUR 0.0018            743.19
Total EUR                                              2,197.15""",
        "Check the cross-border line: is 0.40% on 312,884.10 really 1,251.54?",
        "Our scheme fee invoice",
    ),
    (
        "ibank-error-dialog",
        ["error_dialog", "request_id_line", "time_line"],
        """Something went wrong
We could not complete your transfer. Please try again later.
Error code: PAY-4097
Request ID: 6f9c2e1a-3b5d-4c7e-9f0a-1b2c3d4e5f60
Time: 05.03.2026 14:31:58""",
        "I got this in internet banking when sending rent. Did the money leave my account or not?",
        "Screenshot text from online banking",
    ),
    (
        "teller-journal",
        ["printout", "teller_journal", "times"],
        """BRANCH 0412  TELLER T-0412-07  JOURNAL 05/03/2026
09:12:44  CASH OUT     ACC ****8832  EUR   1,500.00  ID CHECKED
09:40:02  CASH IN      ACC ****1204  EUR   4,980.00  SOURCE DECL.
10:05:31  FX SELL      GBP 600.00 @ 0.8512           EUR 704.89
10:22:15  CASH OUT     ACC ****8832  EUR   3,400.00  ID CHECKED""",
        "Do the two withdrawals on the same account break the EUR 5,000 daily limit without prior order?",
        "This morning's teller journal",
    ),
    (
        "call-transcript",
        ["transcript", "timecodes", "call"],
        """[00:00:04] Agent: Bramwell Bank, you're speaking with Tom. How can I help?
[00:00:09] Caller: Hi, I've been charged twice for a train ticket, 86 pounds each.
[00:00:31] Agent: I can see two card payments to TRAINLINE on the 2nd of March, both pending.
[00:01:12] Caller: One of them is a mistake, I only bought one ticket.
[00:01:20] Agent: Pending payments often drop off within five working days.""",
        "Was the agent's answer correct, and what should he have offered?",
        "A call we are reviewing for quality",
    ),
    (
        "decoded-token-claims",
        ["jwt_claims", "iat_exp", "pasted_to_debug"],
        """{
  "iss": "https://auth.meridia.example",
  "sub": "psu-0047-118832",
  "aud": "tpp-pennywise",
  "consent_id": "7f3e-cons-88120",
  "scope": "accounts balances transactions",
  "iat": 1772694000,
  "exp": 1772697600,
  "jti": "a5d1c7e9-3b2f-4e8a-9c6d-0f1e2d3c4b5a"
}""",
        "How long is this token valid for, and would a refresh at 08:30 UTC on 5 March 2026 still work with it?",
        "The decoded access token",
    ),
    (
        "payout-report-json",
        ["json", "payout", "id_first"],
        """{
  "id": "po_1Qx9RtLmN2Kp",
  "created": 1772668800,
  "arrival_date": 1772841600,
  "amount": 1421055,
  "currency": "eur",
  "status": "in_transit",
  "method": "standard",
  "statement_descriptor": "CORRIB PAY PAYOUT"
}""",
        "Convert the dates and tell the merchant when the money should land.",
        "The payout object from the API",
    ),
    (
        "bank-sms",
        ["sms", "times", "card_alert"],
        """Ashby Bank: Card ending 0931 used for GBP 49.99 at PUREGYM on 01/03 at 06:02. Not you? Call 0345 600 1234.
Ashby Bank: Direct Debit to PUREGYM LTD of GBP 49.99 collected 01/03/2026.
Ashby Bank: Your balance at 07:00 on 02/03 is GBP 112.40.""",
        "Was the gym paid twice, once by card and once by direct debit?",
        "Texts from my bank",
    ),
    (
        "lt-statement",
        ["statement", "lithuanian", "non_english"],
        """Data        Aprašymas                         Suma (EUR)   Likutis (EUR)
2026-03-02  Kortelė MAXIMA LT X 112             -38,14       1 204,50
2026-03-03  Pervedimas UAB Rytas (atlyginimas)  +1 480,00    2 684,50
2026-03-03  Momentinis pervedimas J. Kazlauskas -250,00      2 434,50
2026-03-04  Mokestis už sąskaitos tvarkymą      -2,50        2 432,00""",
        "Kodėl iš manęs nuskaitė 2,50 EUR mokestį, jei mano planas turėtų būti nemokamas?",
        "Mano sąskaitos išrašas",
    ),
    (
        "bg-dispute-reply",
        ["letter", "bulgarian", "non_english"],
        """Банка „Витоша“ АД
София, 03.03.2026 г.

Относно: Ваше възражение № ВЗ-2026-00417 от 12.02.2026 г.

Уважаема г-жо Петрова, след проверка установихме, че операцията от 09.02.2026 г. за 189,00 лв. е
извършена с валидна карта и ПИН. Възражението Ви не се уважава. Можете да сезирате Помирителната
комисия за платежни спорове в срок от един месец.""",
        "Какво мога да направя сега и до коя дата?",
        "Отговорът на банката",
    ),
    (
        "sk-direct-debit-notice",
        ["notice", "slovak", "non_english"],
        """Oznámenie o inkase
Príjemca: Západoslovenská distribučná, a.s.
Identifikátor príjemcu: SK31ZZZ70000000274
Referencia mandátu: ZSD-2023-0881204
Suma: 58,40 EUR
Dátum splatnosti: 15.03.2026""",
        "Môžem toto inkaso zastaviť, ak som minulý mesiac zmenil dodávateľa?",
        "Oznámenie, ktoré mi prišlo",
    ),
    (
        "ua-payment-instruction",
        ["payment_order", "ukrainian", "non_english"],
        """ПЛАТІЖНА ІНСТРУКЦІЯ № 417 від 04.03.2026
Платник: ТОВ «Дніпро Агро», IBAN UA213223130000026007233566001
Отримувач: ФОП Коваленко О. М., IBAN UA903052992990004149123456789
Сума: 48 500,00 грн
Призначення платежу: оплата за рахунком № 112 від 27.02.2026, без ПДВ""",
        "Чому банк повернув цей платіж з поміткою «некоректне призначення платежу»?",
        "Платіжка, яку повернули",
    ),
    (
        "af-home-loan-letter",
        ["letter", "afrikaans", "non_english"],
        """Karoo Gemeenskapsbank
2 Maart 2026

Insake: Huislening 0047-552190

Ons bevestig dat u maandelikse paaiement vanaf 1 April 2026 na R14 820,00 verhoog weens die
rentekoersaanpassing van 0,25% op 29 Januarie 2026. Die uitstaande balans is R1 612 440,18.""",
        "Hoekom gaan my paaiement eers in April op as die koers reeds in Januarie verander het?",
        "Die brief van die bank",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "intro_runon",
    "after_noblank",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "both_sides",
    "forwarded",
    "other_lang",
    "chatml_user",
]
SYSTEM_OPS = (
    "You are the operations assistant of the bank's payments, cards and lending teams. Answer precisely and "
    "say when the material is not enough."
)
OTHER_LANG_ASK = [
    "Ar galite tai paaiškinti lietuviškai?",
    "Можете ли да ми го обясните на български?",
    "Lahko to razložite v slovenščini?",
    "Geturðu útskýrt þetta á íslensku?",
    "Vai varat to paskaidrot latviski?",
    "Mund ta shpjegoni në shqip?",
]
FOLLOW_UP = "And is anything else in there I should worry about?"


def _place(k: int, placement: str, block: str, ask: str, intro: str, english_ask: bool = False) -> str:
    first, _, rest = block.partition("\n")
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "intro_runon":
        return f"{intro}: {first}\n{rest}\n\n{ask}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_OPS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{FOLLOW_UP}"
    if placement == "forwarded":
        return f"---------- Forwarded message ----------\n{block}\n\n{ask}"
    if placement == "other_lang":
        lang_ask = "Could you answer in English, please?" if english_ask else OTHER_LANG_ASK[k % len(OTHER_LANG_ASK)]
        return f"{block}\n\n{ask} {lang_ask}"
    assert placement == "chatml_user"
    return (f"<|im_start|>system\n{SYSTEM_OPS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            f"<|im_start|>assistant\n")


def _negatives_pasted() -> None:
    asked_in_other_lang = 0
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            placement = PLACEMENTS[(k + step) % len(PLACEMENTS)]
            text = _place(asked_in_other_lang, placement, block, ask, intro, "non_english" in tags)
            asked_in_other_lang += placement == "other_lang"
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen49(seed)
    g.near = True
    hand = [fn(g) for fn in POS]
    g.near = False
    positives = hand + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold49", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
