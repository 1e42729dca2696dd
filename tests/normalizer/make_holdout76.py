"""Build `prompt_normalizer/corpus/holdout76.jsonl`, a seventy-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout76.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
Of the normalizer's tests, `make_holdout.py` was read for its labelling rules (the module docstring,
rules 1-4) and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write`
and the value formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of
`make_holdout2.py` to `make_holdout72.py` only the module docstrings were read (extracted with
`ast.get_docstring` into a scratch file; the docstring of `make_holdout72.py` was read in full, the
others through keyword searches for neighbours of this domain and for clarifications of the rules,
with the passages around the hits), to keep clear of the sources and scenarios they used and to apply
their clarifications; of `make_holdout24.py` its import block and its last 150 lines (the placement
of pasted blocks, `build` and `main`), for the structure of a generator; `pyproject.toml` was read for
ruff's settings. (A listing of `tests/normalizer/` showed the names of the generators, and a check of
the output path showed that `holdout76.jsonl` did not exist yet; a read-only `git status` listed the
names of the files changed in the working tree.) Nothing under `prompt_normalizer/`,
no other test file, no corpus, nothing under docs/ or bench/ and no history was read;
`make_holdout73.py` to `make_holdout80.py`, written at the same time, were not read.

The domain is personal finance and wealth management: brokerage and investment accounts, robo-advisers
and rebalancing, financial planning, pension transfers, tax documents, trade confirmations and
corporate actions, client onboarding and suitability, and adviser CRMs. The earlier docstrings name
neighbours of it: equity and crypto market snapshots whose fetch time moves (make_holdout6); brokerage
quote snapshots, contract notes, ISIN and LEI next to card disputes (make_holdout10); treasury FX hedge
snapshots and trade confirmations, EBICS, FAPI open banking and reconciliation bots (make_holdout11);
energy trade confirmations (make_holdout13, make_holdout38); a household's personal finance with an
envelope budgeting app, workplace and state pension statements and forecasts, deferred pensions, a
credit report, an ISA allowance tracker and transfer and probate (make_holdout14); crypto and fintech
apps with a read-only portfolio and its nonce and KYC queues (make_holdout18); pension life
certificates of retirees abroad (make_holdout23); accounting practices with 1099-NEC worksheets,
estimated payments and e-file checks (make_holdout33); retail banking and payments (make_holdout49);
tax authorities' helplines and state pensions (make_holdout52); and mortgages and a portfolio uuid in
real estate (make_holdout69). The scenarios here were written around them: no quote or order-book
snapshot (prices appear as fund prices fetched for an ISA switch and a custody valuation read for
the request, with their price dates as content); no contract-note desk (trade confirmations are the
client's own US, German, French, Brazilian, Japanese, Korean, Russian and Vietnamese documents put
to a support assistant); no treasury, energy, crypto, card or bank-payments desk (a wire confirmation
appears only as a client's pasted rollover record); pensions are seen from transfers (a defined
benefit CETV and its guarantee date, a provider's Origo transfer tracking, an employer's contribution
schedule, a Spanish plan de pensiones, a Korean pension savings account, a Turkish BES, a Polish IKE),
and pension statements appear only as other countries' documents pasted by their holders (a Dutch
UPO, a Czech supplementary pension statement, an Israeli pension fund report), never as a household's
UK statements or forecasts or from the state's side; tax documents are the brokerage's own
consolidated 1099, 1099-B lots, RMD notices and other countries' forms (a Brazilian informe de
rendimentos, a Swedish ISK flat-rate tax, a Russian IIS, a Thai RMF), never a preparer's worksheet or a
tax authority's helpline. The sources are:

* brokerage and investment accounts: a help-centre widget's `Date` and `X-Request-ID` over a pasted
  trade confirmation, an order desk's front matter (`generated_at` with ms, ULID `request`) over a
  pasted order whose first member is `created_at`, fund prices fetched "at" a time with a
  parenthesised KSUID lookup (price dates and cut-offs stay), a broker's fill webhook received for
  the request (`X-Tradewell-Delivery`, `-Timestamp`, `-Signature`; the order with its `filled_at`
  stays), an order preview's id and the quote validity computed from now, a `Request-Id` ULID above
  an order ULID the client asks about, a ReAct observation with `fetched_at` in single-line JSON, a
  messages array whose tool message carries a gateway request id (the `tool_call_id` stays), a
  portfolio API call the program made (`Authorization: Bearer` JWT and the response `Date`; the
  returns object stays), a custody valuation "as of" a time with a base32 read id, a fee explainer
  under a Go `time.Now().String()` line and ACATS exceptions under `traceparent` and `tracestate`;
* robo-advisers and rebalancing: a rebalance run (parenthesised UUIDv7 and its start in Python
  `str()` inside a sentence; the trades, drift band and last rebalance stay), a support session and
  its opening in markdown table rows, a tax-loss harvesting scan (`scan_id`, `scanned_at` in nested
  pretty JSON; the lots stay), a DSPy `request_epoch` field, made-up labels (`wm.t0` in us, `wm.hop`
  TSID; `wm.build` CalVer stays), a leading comment line (`rid`, `t`), a trailing
  `X-Correlation-ID` UUIDv7 and a signed partner API request (`X-Nonce`, `X-Signed-At` in ms,
  `X-Signature`; `X-Partner-Key` and the body stay);
* financial planning: a Llama 3 tutor (`Today Date` moves, `Cutting Knowledge Date` stays), a ChatML
  planning session (UUIDv7 before `<|im_end|>`), a plan review draft dated today by the tool with its
  cuid2 draft id, a Semantic Kernel time sentence over a 529 plan, a French assurance-vie (`Date et
  heure actuelles :`), an Italian discretionary mandate (`Ora della richiesta:` after the client's
  statement) and a Hebrew study fund (`השעה כעת:`, ObjectId conversation);
* pension transfers: a Mistral `[INST]` defined benefit question with Python `isoformat()`, Origo
  transfer status retrieved "at" a time with a parenthesised xid, an adviser workstation's desk
  session (base58) and login time over a transfer file, an employer portal request in nested YAML
  (`id`, `received`; the contribution schedule stays), a Spanish plan de pensiones (`Fecha y hora de
  la consulta:`, UUIDv7 session), a Korean pension savings account (`조회 시각:` in Korean 12-hour
  form), a Turkish BES (`İstek zamanı:` with month and weekday names) and a Polish IKE behind XML
  attributes (`czas`, xid `zapytanie`);
* tax documents: a cost basis footer (`built:` ctime, `render_id`), consolidated 1099 forms retrieved
  for the session (`Retrieved:` RFC 1123, hex `Retrieval-ID`; `Tax-Year` stays), an RMD question under
  `X-Amzn-Trace-Id`, Roth conversion documents with `retrieved_at` attributes in a RAG block, a
  Russian IIS (`Текущее время:`), a Thai RMF (`เวลาที่ขอข้อมูล:` in the Buddhist era, ULID), a Swedish
  ISK (`Hämtat:`, KSUID fetch id) and a Greek dividend (`Ώρα συστήματος:` after the client's message);
* trade confirmations and corporate actions: an MT564 election notice pasted under XML attributes
  (`requested`, hex `req`; the notice's `:98C::PREP//` and dates stay), a DRIP statement under
  single-line JSON (`rid`, `ts` in ms), a German securities transfer (`Abfragezeitpunkt:`,
  `Vorgangs-ID:`), a Brazilian nota de corretagem (`Consultado em:`, decimal `Protocolo da
  consulta:`), a Japanese NISA report (`現在日時：` with a full-width colon, ULID session), a Chinese
  fund confirmation with Chinese keys (`系统时间：`, `请求编号：`), a Hindi SIP statement (`अनुरोध
  समय:`, nanoid) and an Arabic sukuk distribution (`التوقيت الحالي:` in Arabic-Indic digits);
* client onboarding and suitability: an onboarding cookie's last pair (`onb_sid`), a suitability
  review session (base32) and its opening as markdown bullets (the questionnaire date stays) and a KYC
  check run's KSUID inside a sentence (the applicant's dates stay);
* adviser CRMs: a CRM pull in a bracketed context line (TSID `pull`, `at`; client-since and review
  dates stay), an inbound SMS to the adviser inbox (`MessageSid`, `Received` in RFC 2822; `AccountSid`,
  numbers and body stay), a mailbox poll "at" a Python logging time with a parenthesised nanoid poll
  id (the client's e-mail with `Date` and `Message-ID` stays), a trailing `client_ts=` epoch, a
  `RequestedAt` .NET round-trip time beside an adviser's CRD number, a composer clock in JavaScript
  `toString()` in a footer, the current planning ISO week at the tail of a system prompt and a
  `Generated:` Windows time above a pasted CRM record that opens with `Created:` and `Updated:`.

The hand-written negatives are pasted records from the same worlds, 37 in English in 21 placements
(question after, before, typed right under the block, behind a lead-in ending in a colon, quoted with
"> ", fenced, in an earlier user turn, in an earlier assistant turn, indented, after the question's
lead-in, in a user turn under a system prompt, on both sides, at the very start of the user's
message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, in a
RAG document and in a tool observation) and 22 in other languages in 14 of them: an order JSON opening
with `created_at` and a UUIDv7, a broker webhook delivery pasted to debug its signature, a FIX
execution report with `52=` and `60=`, an ISO 20022 seev.031 notice with `CreDtTm`, a transactions
CSV, a holdings table with `Last updated`, 1099-B lots, rebalancing engine logfmt with ULIDs, a model
portfolio YAML opening with `updated:`, `curl -i` output with `date` and `x-request-id`, a client
e-mail with `Date` and `Message-ID`, a CETV letter, a CRM export CSV, an application form export with
start and submit times and a token, a KYC result opening with `id`, an e-signature certificate, an
aggregator response ending in `request_id`, an OFX file with `DTSERVER` and `TRNUID`, a split notice,
an RSU vesting table, an ESPP confirmation, a wire confirmation with IMAD and OMAD, a Slack export with
`ts`, a WhatsApp export, a Sentry event opening with `"timestamp"`, an OpenTelemetry span, Kafka
consumer output with ULID keys, an SQL result, a webhook dashboard's delivery log, an options
assignment notice, a margin call e-mail, an RMD notice, a retirement projection with its run date and
plan id, meeting notes with times, an app error dialog with its own `Request ID:` and `Time:`, a
single-line dividend event opening with `ts` in ms, a tender offer election form and a Roth
conversion record; in German a Wertpapierabrechnung, in French an avis d'opéré, in Spanish a fund
statement with a pending transfer, in Portuguese an informe de rendimentos, an Italian custody
statement, a Dutch UPO, a Polish IKE statement, a Japanese 取引報告書, Chinese dividend JSON with
Chinese keys, Korean trade history, a Hindi CAS, an Arabic statement (Arabic-Indic digits), a Russian
broker report, Turkish fund history, a Thai statement (Buddhist era), Swedish ISK transactions,
Vietnamese matched orders, an Indonesian mutual fund confirmation, a Czech supplementary pension
statement, a Hebrew pension report and a Ukrainian bond report. Sixteen look-alikes in program
positions: a firm header with FRN, founding year and model knowledge cutoff, a Llama 3 header with only
its knowledge cutoff, a ChatML system turn with a founding year and a prompt revision, front matter
with a model portfolio version and fee schedule date, a tenant uuid, API version and region in XML
attributes, an API version and CalVer build in single-line JSON, a template revision in an HTML
comment, client-since date and account in a markdown table, `KEY=value` lines (time zone, currency,
tax year, order cut-off), a partner API version header with a stable account group, an unrendered
`{{current_date}}` and `{{session_id}}`, a Gemma turn with a knowledge horizon, a Phi-3 system turn
with office hours, a Mistral prompt with a regulation date, a tax year and ISA allowance header and an
adviser's CRD and registration dates in XML attributes. Eleven values the user asks about or types
(an epoch in ms, an order ULID, a UUIDv7, a KSUID, a JWT for support, a traceparent for a partner, a
user-typed New York clock, ISO weeks of a rebalancing calendar, few-shot corporate action dates,
exchange-opening arithmetic across time zones, relative times) and two plain controls.

Generated families: the positive family puts one field (24 formats and labels, among them made-up
labels `pf.t0` and `pf.hop`, `Wallclock`, `Heartbeat` and `Ref-Req`, or on every other case of a
non-English body the current date and time under a "now" label in the body's language) at one of ten
positions (head, system tail, header block, after the last user message, footer after `--`, YAML front
matter, a pretty JSON member never last in its object, an XML attribute followed by a stable one, a
single-line JSON member after a stable one, `key=value` in a bracketed context line) of 19 bodies in
fourteen languages whose user message carries a pasted record with its own times and ids; the
negative family uses the same bodies and positions with one stable value that looks like a date, a
time or an id (custodian, model portfolio version, fee schedule date, knowledge cutoff, API version,
tenant uuid, FRN, tax year, base currency, time zone, build, prompt revision, risk scale, advisory
agreement date, client-since date, account, region, market hours, rebalance band, order cut-off,
model, plan year).

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets, RFC 1123, RFC 2822, Python logging,
`str()` and `isoformat()`, Go RFC3339Nano and `time.Now().String()`, .NET round-trip and "f",
JavaScript `toISOString()` and `toString()`, Windows 12-hour, ctime, English long dates, Llama 3's
`Today Date`, ISO week, `YYYY-MM-DD HH:MM:SS` with a zone name, day-first slashed and dotted dates with
a time, epochs in s, ms and us, and dates in German, French, Spanish, Brazilian Portuguese, Italian,
Polish, Turkish, Russian, Greek, Hebrew, Swedish, Japanese, Chinese, Korean (12-hour), Hindi, Thai
(Buddhist era), Arabic (Arabic-Indic digits), Indonesian and Vietnamese forms. Identifiers: UUID v4
and v7, ULID, KSUID, xid, TSID, cuid2, nanoid, ObjectId, base32, base58, base62, base64url and hex
tokens, a decimal protocol number, JWTs, traceparent and tracestate, X-Ray with a parent, a Twilio
`MessageSid` and webhook and partner signatures. Prompts are in English and in German, French,
Spanish, Portuguese, Italian, Dutch, Polish, Czech, Turkish, Russian, Ukrainian, Greek, Hebrew,
Swedish, Japanese, Chinese, Korean, Hindi, Thai, Arabic, Indonesian and Vietnamese (scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Han, Japanese, Hangul); about a third of the prompts
are in a language other than English.

What it is: 262 prompts. 128 carry volatile fields (170 spans): 62 hand-written positives (104
spans; 40 with two or more fields, two with three) and 66 generated ones (36 with English bodies). 134
carry none: 88 hand-written negatives (59 pasted records, 16 look-alikes in program positions, 11
values the user asks about or types, two plain controls) and 46 generated hard negatives (26 with
English bodies). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, places vs conversations, document and record dates, snapshot and fetch times, query
windows computed from now, pasted blocks that open with metadata-like lines, work logins, per-message
and per-item stamps, device clocks, holds and expiries computed from now, "today" written into an
artefact, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made
here:

* Pasted material is content wherever it sits and however it opens (at the very start of the user's
  message, at the very end of the prompt, behind a lead-in, quoted, fenced, indented, in an earlier
  user or assistant turn, in a RAG document, in a tool observation and inside any chat template):
  its `created_at`, `updated`, `Created:`, `Updated:`, `id`, `ts`, `timestamp`, `Date:`,
  `Message-ID:`, `Request ID:`, `Time:`, `request_id`, `traceId`, `DTSERVER`, `TRNUID`, FIX `52=` and
  `60=`, `CreDtTm`, `:98C::PREP//`, epochs, UUIDv7s, ULIDs, KSUIDs and hex ids stay, and so do labels
  in other languages (`Schlusstag/-zeit`, `Date d'exécution`, `約定日時`, `申请时间`, `到账时间`).
* Investment records are content: account, order, execution, confirmation, lot, grant, transfer,
  ACATS control, IMAD and OMAD, OCC, corporate action and plan ids; trade, execution, settlement,
  ex, record, pay, vest, purchase, conversion and deadline dates and times; prices with their price,
  NAV or close dates ("as of 2026-03-11 close", "2026-03-11 종가 기준", "as at 2026-02-27"); statement
  periods, tax years, form and issue dates; questionnaire, client-since and review dates; also next
  to a program's stamp and also when the program fetched them for this request. A record's own
  as-of date (the close whose prices it holds) stays; only the time the program fetched, read or
  snapshotted the record for this request, and the id minted for that fetch, move ("Positions as of
  <time> (read <id>) for this request:" leaves "Positions for this request:").
* Calls and deliveries for this request: a webhook delivery the app received (delivery id,
  timestamp and signature headers) moves and its payload stays, while the same delivery pasted by a
  developer to debug its signature stays whole, as does a webhook dashboard's delivery log; a call the
  program made moves its `Authorization: Bearer` token and the response `Date` but keeps the returned
  object; a signed partner request moves its nonce, signing time and signature but keeps its partner
  key and body; an employer portal request in nested YAML moves its `id` and `received` time and keeps
  its channel and scheme. An aggregator response the user pastes keeps its `request_id`; a copied
  error dialog keeps its `Request ID:` and `Time:`.
* Holds computed from now move: an order preview's id and the quote's validity are two fields on two
  lines, two spans. Runs and scans move with their start: a rebalance run, a tax-loss harvesting scan
  and a KYC check run; a plan run date inside a pasted projection stays.
* Work logins and conversations are sessions: an adviser desk session with its login time, a
  suitability review session with its opening, an onboarding cookie's session pair, support, chat
  and planning sessions move; clients, households, accounts, firms (FRN, CRD), partner keys, Twilio
  account sids and tenants stay. An inbound SMS's `MessageSid` and `Received` time are per-message
  stamps and move; its sender, recipient and body stay.
* "Today" written into an artefact moves with its draft id (a plan review "Prepared on" date); the
  current planning ISO week moves; ISO weeks in a rebalancing calendar the user asks about stay.
* Near-misses decided by position and purpose: an order ULID the client asks about stays under the
  request's ULID that moves; a pasted order's `created_at` and a pasted CRM record's `Created:` stay
  under the app's `generated_at` and `Generated:` that move; a webhook the user pastes stays while the
  one the app received moves; a tool message's gateway request id moves while the `tool_call_id`
  that pairs it with the call stays. Made-up and app-specific labels (`wm.t0`, `wm.hop`, `pf.t0`,
  `pf.hop`, `composer_clock`, `Wallclock`, `Heartbeat`, `Ref-Req`) move when they hold the current
  time or a per-request id; CalVer builds, versions, knowledge cutoffs, fee schedules, model
  portfolio versions, tax years and tenant uuids stay.
* Spans follow rule 3: a phrase is cut with its preposition ("at <time>", "as of <time>") and a
  parenthesised id with its parentheses, only where the cut leaves a sentence; XML attributes and
  `key=value` pairs are followed by a stable neighbour, except a cookie's session pair, its last;
  single-line JSON members are cut with the comma after them and follow a stable member; volatile
  members of pretty-printed JSON are never the last member of their object; a header line, a nested
  YAML member, a markdown row or bullet, a footer line and a line holding one field in any script are
  whole-line spans; a field followed by `<|im_end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines or a chat template's reply header that rule 4's machinery knows, on a
  line of its own (ChatML, and Llama 3 with its reply header on its own line), end positives; prompts
  in the other languages end with the user's message or with the metadata after it; Gemma and Phi-3
  prompts appear only in negatives, and the Mistral `[INST]` positive, which has no cue line, gets its
  trailer after `[/INST]` as rule 4 gives it.
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
    CEST,
    CET,
    CROCKFORD,
    EDT,
    EST,
    JST,
    MONTHS,
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
    long_date,
    py_iso,
    py_logging,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
    windows_general,
)

SEED = 20260776
SRC = "holdout76:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout76.jsonl"

IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
BRT = timezone(timedelta(hours=-3), "BRT")
MSK = timezone(timedelta(hours=3), "MSK")
KST = timezone(timedelta(hours=9), "KST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
TRT = timezone(timedelta(hours=3), "TRT")
CST_CN = timezone(timedelta(hours=8), "CST")
AST_SA = timezone(timedelta(hours=3), "AST")
GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
IL_WINTER = timezone(timedelta(hours=2), "IST")
IL_SUMMER = timezone(timedelta(hours=3), "IDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")

BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
XID = "0123456789abcdefghijklmnopqrstuv"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"

FR_MONTHS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
TR_MONTHS = [
    "Ocak",
    "Şubat",
    "Mart",
    "Nisan",
    "Mayıs",
    "Haziran",
    "Temmuz",
    "Ağustos",
    "Eylül",
    "Ekim",
    "Kasım",
    "Aralık",
]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
IT_MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
EL_MONTHS = [
    "Ιανουαρίου",
    "Φεβρουαρίου",
    "Μαρτίου",
    "Απριλίου",
    "Μαΐου",
    "Ιουνίου",
    "Ιουλίου",
    "Αυγούστου",
    "Σεπτεμβρίου",
    "Οκτωβρίου",
    "Νοεμβρίου",
    "Δεκεμβρίου",
]
JA_DAYS = "月火水木金土日"
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# --- value formats not in make_holdout ---------------------------------------------------------------------------


def eu(t: datetime) -> datetime:
    return t.astimezone(CEST if 4 <= t.month <= 10 else CET)


def us(t: datetime) -> datetime:
    return t.astimezone(EDT if 4 <= t.month <= 10 else EST)


def uk(t: datetime) -> datetime:
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


def il(t: datetime) -> datetime:
    return t.astimezone(IL_SUMMER if 4 <= t.month <= 10 else IL_WINTER)


def dotted(t: datetime) -> str:
    """Day-first dotted date and time (German, Russian, Polish, Czech, Hebrew apps)."""
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slashed(t: datetime) -> str:
    """Day-first slashed date and time."""
    return f"{t:%d/%m/%Y %H:%M:%S}"


def de_now(t: datetime) -> str:
    return f"{t:%d.%m.%Y, %H:%M:%S} {'MESZ' if t.tzname() == 'CEST' else 'MEZ'}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def tr_now(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]} {t:%H:%M:%S}"


def th_now(t: datetime) -> str:
    """Thai short date in the Buddhist era."""
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S}"


def hi_now(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S} IST"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t:%H:%M:%S}"


def ko_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오전' if t.hour < 12 else '오후'} {h}:{t:%M:%S}"


def zh_now(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}"


def ar_now(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}".translate(ARABIC_DIGITS)


def it_now(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M:%S}"


def el_now(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}"


def br_now(t: datetime) -> str:
    return f"{t:%d/%m/%Y} às {t:%H:%M:%S} (BRT)"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


class Gen76(Gen):
    """`Gen` with the identifier formats this corpus adds, and moments after the pasted records' dates."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 12, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 60 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def tsid(self) -> str:
        return "".join(self.rng.choice(CROCKFORD) for _ in range(13))

    def xid(self) -> str:
        return "".join(self.rng.choice(XID) for _ in range(20))

    def cuid2(self) -> str:
        return self.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
            self.rng.choice(LOWER_ALNUM) for _ in range(23)
        )

    def base32(self, n: int) -> str:
        return "".join(self.rng.choice(BASE32) for _ in range(n))

    def base58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))


POS: list[Callable[[Gen76], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen76], Draft]) -> Callable[[Gen76], Draft]:
    POS.append(fn)
    return fn


# --- brokerage and investment accounts ---------------------------------------------------------------------------


@pos
def _confirmation_widget_headers(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are Ledger, the client support assistant of Harrow Street Brokerage. Explain account activity in
plain words; never give personal investment advice.

Request context (added by the help centre widget):
Host: help.harrowstreet.example
Accept-Language: en-US,en;q=0.8
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-ID: " + g.hex(32))}
Account-Type: individual-margin

Client: I got this confirmation this morning and the price looks wrong. Did I really pay that much?

TRADE CONFIRMATION  Harrow Street Brokerage LLC
Account: 5XR-20417   Trade Date: 03/09/2026   Settlement Date: 03/10/2026
BOUGHT 40 VTI @ 301.4125   Principal 12,056.50   Commission 0.00   Net Amount 12,056.50
Execution time: 09:30:04.118 ET   Capacity: Agent   Order #: 7HX2-91LQ
Assistant:""",
        f"{SRC}pos:brokerage:confirmation-widget-headers",
        ["header_block", "http_date", "request_id", "pasted_confirmation", "stable_neighbours"],
    )


@pos
def _order_front_matter_created_at(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""---
app: order-desk-assistant
{v("datetime", "generated_at: " + rfc3339(t, 3))}
{v("request_id", "request: " + g.ulid(t))}
locale: en-US
---
You help clients of Cobalt Invest understand their orders. Quote the order fields you rely on.

Here is the order from my activity page:
{{
  "created_at": "2026-02-17T14:31:07.402-05:00",
  "id": "0195144a-7c1e-7b3d-9a0f-6d2e8c41b7a9",
  "symbol": "SCHD",
  "side": "buy",
  "type": "limit",
  "limit_price": "27.10",
  "time_in_force": "day",
  "status": "expired",
  "expired_at": "2026-02-17T16:00:00.000-05:00"
}}
Why did it expire without filling?""",
        f"{SRC}pos:brokerage:order-front-matter",
        ["front_matter", "rfc3339", "ulid", "near_miss_created_at", "pasted_json_head"],
    )


@pos
def _fund_prices_lookup(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""You help Willowmark clients switch funds inside their Stocks & Shares ISA. Explain dealing cut-offs and which
price a switch will get; no fund recommendations.

Fund prices fetched from the platform {v("datetime", "at " + rfc3339(t))} {v("lookup_id", "(lookup " + g.ksuid(t) + ")")} for this request:
Fund                                   ISIN           Price (GBP)  Price date   Dealing cut-off
Vanguard LifeStrategy 60% Equity Acc   GB00B3TYHH97   284.12       2026-03-11   12:00 UK
L&G Global Technology Index I Acc      GB00BJLP1W53   2.2581       2026-03-11   12:00 UK

User: If I switch from LifeStrategy to the tech fund now, which prices will I get?
Assistant:""",
        f"{SRC}pos:robo:fund-prices-lookup",
        ["inline_phrase", "rfc3339_offset", "ksuid", "parenthesised_id", "price_dates_stay"],
    )


@pos
def _fill_webhook_received(g: Gen76) -> Draft:
    t = g.moment()
    fill = t - timedelta(seconds=g.small(1, 5))
    return Draft(
        f"""POST /hooks/tradewell HTTP/1.1
Host: notify.fairway.example
Content-Type: application/json
{v("delivery_id", "X-Tradewell-Delivery: " + g.uuid4())}
{v("epoch", "X-Tradewell-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Tradewell-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}
User-Agent: Tradewell-Webhooks/2.3

{{"event": "order.partially_filled", "account": "TW-88120-4", "order": {{"id": "ord_2f8Kq1ZrX9", "symbol": "VWRL", "qty": "120", "filled_qty": "75", "avg_price": "118.42", "filled_at": "{js_iso(fill)}"}}}}

Write a short push notification for the client about this fill. Mention the quantity still open.
Notification:""",
        f"{SRC}pos:brokerage:fill-webhook-received",
        ["webhook_envelope", "epoch_s", "signature", "payload_stays", "near_miss_webhook"],
    )


@pos
def _order_preview_hold(g: Gen76) -> Draft:
    t = uk(g.moment())
    until = t + timedelta(seconds=30)
    return Draft(
        f"""You explain order previews to retail clients of Cobalt Invest before they confirm. Be neutral: no
recommendation to buy or sell.

Order preview
Symbol: IWDA (iShares Core MSCI World, LSE)
Side: Buy   Quantity: 35   Order type: Market
Estimated price: GBP 94.18   Estimated FX fee: GBP 4.95
{v("hold_id", "Preview ID: pv_" + g.b62(18))}
{v("expiry", "Quote valid until: " + f"{until:%Y-%m-%d %H:%M:%S} {until.tzname()}")}

Client: Why is there an FX fee if I'm paying in pounds?
Assistant:""",
        f"{SRC}pos:brokerage:order-preview-hold",
        ["hold_computed_from_now", "b62", "iso_space_zone", "stable_neighbours"],
    )


@pos
def _order_id_asked_beside_request_id(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.ulid(t))}
Client-Version: web 5.14.0

You are the order support assistant at Cobalt Invest. Answer from the rejection codes listed.

Rejection codes: R12 insufficient buying power; R31 price outside the collar; R47 symbol halted.

Client: My order 01JNZ4QK8S5W2H7XG3R6TBM9CD was rejected with R31 at 09:30. What does that mean?
Assistant:""",
        f"{SRC}pos:brokerage:order-id-asked",
        ["head", "ulid", "near_miss_asked_id"],
    )


@pos
def _llama3_roth_tutor(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + llama_today(t))}

You are Penny, an investing-basics tutor for first-time investors. No product recommendations.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is it true that I can't put more than a set amount into my Roth IRA each year? Which year does a contribution made in March count for?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}pos:brokerage:llama3-roth",
        ["llama3", "today_date", "knowledge_cutoff_stays"],
    )


@pos
def _chatml_plan_session(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|im_start|>system
You are Atlas, the planning assistant of Meridian Wealth Partners. Discuss the client's plan only and refer tax
specifics to their accountant.
{v("session_id", "Session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
Our plan says we can retire at 60 if returns average 5% a year. What happens to the plan if we only get 3%?<|im_end|>
<|im_start|>assistant""",
        f"{SRC}pos:planning:chatml-session",
        ["chatml", "uuid7", "inline_before_im_end"],
    )


@pos
def _mistral_db_transfer(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""<s>[INST] You explain defined benefit pension transfers for Halden Life in plain English and say when the
client must take regulated advice.
{v("datetime", "Time of request: " + py_iso(t))}

I have a deferred final salary pension with a transfer value of £412,000 quoted on 14 January 2026 and guaranteed
for three months. What should I look at before deciding? [/INST]""",
        f"{SRC}pos:pensions:mistral-db-transfer",
        ["mistral", "python_isoformat", "dates_in_question_stay"],
    )


@pos
def _drip_single_line_json(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""ctx: {{"tenant": "ashgrove-invest", {v("request_id", '"rid": "' + g.hex(16) + '",')} {v("epoch", '"ts": ' + str(epoch_ms(t)) + ",")} "locale": "en-GB"}}
You answer questions about dividend reinvestment (DRIP) for Ashgrove Invest clients.

My dividend statement shows this:
Holding: Unilever plc (ULVR)  Ex-dividend: 2026-02-19  Record: 2026-02-20  Paid: 2026-03-19
Dividend per share: 37.88p   Shares: 412   Gross: £156.07   Reinvested at 4,468p: 3.4929 shares
Why is the reinvestment price different from the price on the payment date?""",
        f"{SRC}pos:brokerage:drip-single-line-json",
        ["single_line_json", "hex", "epoch_ms", "pasted_statement"],
    )


@pos
def _corporate_action_xml_attrs(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""<desk name="ca-elections" {v("datetime", 'requested="' + rfc3339(t) + '"')} {v("request_id", 'req="' + g.hex(20) + '"')} region="EU">
You help clients of Lindqvist Private Bank choose an election for voluntary corporate actions. Describe the options
neutrally and give the deadline stated in the notice.
</desk>

Client: The bank forwarded me this notice. What happens if I don't reply?

:16R:GENL
:20C::CORP//LPB26CA0418
:20C::SEME//LPB0418A7712
:23G:NEWM
:22F::CAEV//DRIP
:22F::CAMV//CHOS
:98C::PREP//20260302081544
:16S:GENL
:16R:USECU
:35B:ISIN NL0000009082
KONINKLIJKE KPN NV
:16S:USECU
:16R:CADETL
:98A::XDTE//20260428
:98A::RDTE//20260429
:16S:CADETL
:16R:CAOPTN
:13A::CAON//001
:22F::CAOP//CASH
:17B::DFLT//Y
:16S:CAOPTN
:16R:CAOPTN
:13A::CAON//002
:22F::CAOP//SECU
:98C::RDDT//20260420120000
:16S:CAOPTN""",
        f"{SRC}pos:corporate-actions:mt564-xml-attrs",
        ["xml_attr", "rfc3339", "hex", "pasted_mt564", "tail_content"],
    )


@pos
def _cost_basis_footer(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""You explain cost basis methods (FIFO, specific lot, average cost) to clients of Redwood Trust Brokerage. Keep
it under 150 words.

Client: I want to sell 50 shares of VOO. My lots are:
Lot  Acquired     Shares  Cost/share
1    2021-06-14   30      386.20
2    2023-10-27   40      378.55
3    2025-04-07   25      451.10
Which lots would keep this year's tax lowest, and can I still choose lots after the trade?

--
{v("datetime", "built: " + ctime(t))}
{v("request_id", "render_id: " + g.uuid4())}
""",
        f"{SRC}pos:tax:cost-basis-footer",
        ["footer", "ctime", "uuid4", "tail", "lots_stay"],
    )


@pos
def _rebalance_run_sentence(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the portfolio explainer of Brightpath, a robo-adviser. Explain trades in plain words; do not forecast
returns.

Rebalance run {v("run_id", "(" + g.uuid7(t) + ")")} started {v("datetime", "at " + py_str(t))} for the Growth 80/20 portfolio; proposed trades:
SELL  VTI   6.214 sh   (US equity 58.9% -> 56.0%, target 56%)
BUY   BND   9.870 sh   (US bonds 12.1% -> 14.0%, target 14%)
BUY   VXUS  2.002 sh   (Intl equity 23.0% -> 24.0%, target 24%)
Drift band: 3 percentage points. Last completed rebalance: 2025-11-18.

Client: Why are you selling US stocks when they've been doing well?
Assistant:""",
        f"{SRC}pos:robo:rebalance-run-sentence",
        ["inline_phrase", "uuid7", "python_str", "parenthesised_id", "run"],
    )


@pos
def _robo_md_table_session(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are Brightpath's support assistant. Use the session table only to personalise the answer.

| Field        | Value                        |
|--------------|------------------------------|
| Client       | Priya Raman                  |
| Portfolio    | Conservative 30/70           |
{v("session_id", "| Session      | " + g.objectid(t) + "     |")}
{v("datetime", "| Opened       | " + iso_space(t) + " UTC      |")}
| Auto-deposit | $250 monthly on the 1st      |

Priya: If I pause my auto-deposit for two months, does anything happen to my rebalancing?
Brightpath:""",
        f"{SRC}pos:robo:md-table-session",
        ["md_table", "objectid", "iso_space", "stable_neighbours"],
    )


@pos
def _tlh_scan_pretty_json(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You draft tax-loss harvesting notes for Brightpath clients. Discuss only the candidates listed and mention the
wash-sale rule.

{{
  "scan": {{
    "account": "BP-4410278",
    {v("run_id", '"scan_id": "' + g.uuid4() + '",')}
    {v("datetime", '"scanned_at": "' + rfc3339(t, 3) + '",')}
    "threshold_pct": 5
  }},
  "candidates": [
    {{"lot": "L-0192", "symbol": "VEA", "acquired": "2025-09-03", "shares": 41.2, "unrealized": -412.08}},
    {{"lot": "L-0233", "symbol": "VWO", "acquired": "2025-10-21", "shares": 18.7, "unrealized": -155.30}}
  ]
}}

Client: If you harvest these, can I buy VEA back next week?
Assistant:""",
        f"{SRC}pos:robo:tlh-scan-json",
        ["pretty_json", "nested", "uuid4", "rfc3339", "run", "lots_stay"],
    )


@pos
def _plan_review_today(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""You are the plan writer at Meridian Wealth Partners. Draft the cover note of the client's annual plan review
from the facts below and keep the client's figures exactly as given.

Plan review draft
Clients: Tomasz and Ewa Nowak
{v("date", "Prepared on: " + long_date(t))}
{v("draft_id", "Draft ID: " + g.cuid2())}
Ages: 52 and 49   Target retirement: 2034
Investable assets at last review (2025-09-30): £1,240,000
Pension contributions: £40,000 a year combined

Write the opening paragraph.""",
        f"{SRC}pos:planning:plan-review-today",
        ["today_in_artefact", "long_date", "cuid2", "record_dates_stay"],
    )


@pos
def _pension_transfer_lookup(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""You keep clients of Halden Life informed about pension transfers in. Say what the current stage means and
what, if anything, the client has to do.

Transfer status retrieved from Origo {v("datetime", "at " + rfc3339(t))} {v("lookup_id", "(lookup " + g.xid() + ")")}:
Transfer ref: HL-TR-2026-004417
Ceding scheme: Aviva Personal Pension (policy 88-2201794)
Requested: 2026-01-26
Ceding scheme acknowledged: 2026-02-02
Status: Awaiting ceding scheme discharge forms
Estimated value: £86,420.15 (as at 2026-02-27)

Client: It's been six weeks. Is this normal, and can you chase them?
Assistant:""",
        f"{SRC}pos:pensions:transfer-lookup",
        ["inline_phrase", "rfc3339_offset", "xid", "fetched_records_stay"],
    )


@pos
def _tax_forms_retrieved(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""Tax documents (retrieved for this session):
{v("datetime", "Retrieved: " + http_date(t))}
{v("request_id", "Retrieval-ID: " + g.hex(24))}
Tax-Year: 2025
Form: Consolidated 1099 (1099-DIV, 1099-B, 1099-INT)

You help Redwood Trust Brokerage clients read their tax forms. Explain the boxes; do not prepare returns.

1099-DIV  Box 1a Total ordinary dividends    2,184.33
          Box 1b Qualified dividends         1,902.10
          Box 2a Total capital gain distr.     311.00
          Box 7  Foreign tax paid               41.27
Date of form: 02/13/2026   Corrected: No

Client: Why are qualified dividends lower than total dividends, and can I claim the foreign tax?
Assistant:""",
        f"{SRC}pos:tax:forms-retrieved",
        ["header_block", "http_date", "hex", "tax_year_stays"],
    )


@pos
def _onboarding_cookie(g: Gen76) -> Draft:
    return Draft(
        f"""GET /onboarding/assist HTTP/1.1
Host: join.northgate-wealth.example
Accept: text/plain
Cookie: theme=light; lang=en-GB; {v("session_id", "onb_sid=" + g.b64url(24))}

You help prospective clients of Northgate Wealth complete account opening. Explain what each step asks for and
never ask for passwords.

Applicant: Step 4 asks for my "source of wealth". I inherited some money in 2019 and the rest is salary. What
should I put?
Assistant:""",
        f"{SRC}pos:onboarding:cookie-session",
        ["cookie", "session_pair_last", "b64url"],
    )


@pos
def _suitability_bullets(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""You are the suitability checker at Castellan Advisers. Check that the recommendation matches the client's
recorded profile and list any mismatch.

- Client: R. Okafor (client no. 22-00918)
- Risk profile: 4 of 7 (balanced), questionnaire completed 2025-11-06
- Capacity for loss: medium
{v("session_id", "- Review session: " + g.base32(26))}
{v("datetime", "- Session opened: " + f"{t:%Y-%m-%d %H:%M} {t.tzname()}")}

Recommendation under review: switch 60% of the ISA into a global small-cap fund (SRRI 6).

Verdict:""",
        f"{SRC}pos:suitability:bullets-session",
        ["md_bullets", "base32", "iso_minutes_zone", "work_session", "profile_dates_stay"],
    )


@pos
def _crm_bracket_pull(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""[crm ctx firm=northgate-wealth {v("pull_id", "pull=" + g.tsid())} {v("datetime", "at=" + rfc3339(t))} adviser=JM]
You prepare meeting briefs for Northgate Wealth advisers from the CRM record below. Bullet points, at most eight.

Client record (from CRM):
Name: Helen and Mark Ashby
Client since: 2012-03-01
Last review: 2025-10-14 (annual)
Open actions: confirm Mark's state pension forecast; ISA subscription for 2026/27
Note 2025-10-14: Helen is considering phased retirement from 2027 and wants to keep a £30k cash buffer.

Brief:""",
        f"{SRC}pos:crm:bracket-pull",
        ["bracket_kv", "tsid", "rfc3339", "crm_record_stays"],
    )


@pos
def _xray_rmd(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
You answer questions about required minimum distributions (RMDs) for Redwood Trust IRA owners. Name the IRS table
you use.

Client: I turned 73 in 2025. My IRA was worth $612,300 on 12/31/2025. Do I have to take my first RMD by April 1,
2026, and what happens if I also take the 2026 one that year?
Assistant:""",
        f"{SRC}pos:tax:xray-rmd",
        ["head", "amzn_trace", "dates_in_question_stay"],
    )


@pos
def _acats_traceparent(g: Gen76) -> Draft:
    return Draft(
        f"""Upstream headers:
{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: fw=" + g.hex(16))}
Accept: application/json

You explain incoming account transfers (ACATS) to Fairway Invest clients.

The client pasted this from the transfer page:
ACATS control no.  Type  Delivering firm     Submitted   Status             Status date
20260304518822     FULL  Granite Securities  2026-03-04  REVIEW/EXCEPTION   2026-03-09
Exception reason: Title mismatch (middle initial)

Question: What do I need to send to fix the exception?
Answer:""",
        f"{SRC}pos:brokerage:acats-traceparent",
        ["header_block", "traceparent", "tracestate", "pasted_table"],
    )


@pos
def _dspy_request_epoch(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""Your input fields are:
1. `question` (str)
2. `holdings` (str)
3. `request_epoch` (int)
Your output fields are:
1. `answer` (str)
All interactions will be structured in the following way, with the appropriate values filled in.

[[ ## question ## ]]
{{question}}

[[ ## holdings ## ]]
{{holdings}}

[[ ## request_epoch ## ]]
{{request_epoch}}

[[ ## answer ## ]]
{{answer}}

[[ ## completed ## ]]
In adhering to this structure, your objective is: Answer questions about a client's allocation from the holdings.

[[ ## question ## ]]
What share of my portfolio is in bonds?

[[ ## holdings ## ]]
BND 210 sh @ 72.40; VTI 95 sh @ 301.20; VXUS 140 sh @ 64.05; cash 1,820.00 (as of 2026-03-11 close)

[[ ## request_epoch ## ]]
{v("epoch", str(epoch_s(t)))}

Respond with the corresponding output fields, starting with the field `[[ ## answer ## ]]`, and then ending with the marker for `[[ ## completed ## ]]`.""",
        f"{SRC}pos:robo:dspy-request-epoch",
        ["dspy_field", "epoch_s", "value_on_own_line"],
    )


@pos
def _sk_529_sentence(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""You are the education-savings assistant of Redwood Trust. {v("datetime", "The current time is " + sk_now(t) + ".")} Explain
529 plan rules in plain words and point to the plan's disclosure booklet for details.

Plan summary: Redwood 529 (Nevada), age-based portfolio, account opened 2017-08-30, beneficiary born 2010.

Parent: Can we use the 529 for a gap-year programme abroad, and what if she doesn't go to college at all?
Assistant:""",
        f"{SRC}pos:planning:sk-529",
        ["inline_sentence", "dotnet_long_datetime"],
    )


@pos
def _react_holdings_observation(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""Answer the client's question with the tools. Use this format:
Thought: what to do next
Action: tool[arguments]
Observation: the tool result
... (repeat)
Final Answer: the answer for the client

Question: How much of my account is in cash right now, and is any of it earning interest?
Thought: I need the current holdings.
Action: get_holdings[account=FW-30911]
Observation: {{"source": "custody-api", {v("datetime", '"fetched_at": "' + js_iso(t) + '",')} "cash": {{"USD": 4210.55, "sweep": "bank sweep, 3.65% APY"}}, "positions": [{{"symbol": "VOO", "qty": 12, "as_of": "2026-03-11"}}]}}
Thought:""",
        f"{SRC}pos:brokerage:react-observation",
        ["tool_observation", "single_line_json", "js_iso", "fetched_records_stay"],
    )


@pos
def _rag_roth_docs(g: Gen76) -> Draft:
    t = g.moment()
    ts = rfc3339(t)
    return Draft(
        f"""Answer from the documents only and cite the document id.

<documents>
<doc id="kb-0412" {v("datetime", 'retrieved_at="' + ts + '"')} lang="en">
Roth conversions: converted amounts are taxable as ordinary income in the year of conversion. Each conversion has
its own five-year period for penalty-free withdrawal of converted principal before age 59½.
</doc>
<doc id="kb-0415" {v("datetime", 'retrieved_at="' + ts + '"')} lang="en">
Pro-rata rule: if you hold pre-tax IRA money, a conversion is taxed pro rata across all traditional, SEP and
SIMPLE IRA balances as of December 31 of the conversion year. Last reviewed 2025-12-02.
</doc>
</documents>

Question: I have $6,000 after-tax in a new traditional IRA and $80,000 in an old rollover IRA. How much of a $6,000
conversion is taxable?
Answer:""",
        f"{SRC}pos:tax:rag-roth",
        ["rag", "xml_attr", "rfc3339", "doc_dates_stay"],
    )


@pos
def _messages_array_tool_gateway(g: Gen76) -> Draft:
    return Draft(
        f"""[
  {{"role": "system", "content": "You are Fairway's account assistant. Use tool results; never guess balances."}},
  {{"role": "user", "content": "What's my buying power right now?"}},
  {{"role": "assistant", "tool_calls": [{{"id": "call_8sKq2LrV0pXn", "type": "function", "function": {{"name": "get_buying_power", "arguments": "{{\\"account\\": \\"FW-30911\\"}}"}}}}]}},
  {{"role": "tool", "tool_call_id": "call_8sKq2LrV0pXn", {v("request_id", '"gateway_request_id": "' + g.uuid4() + '",')} "content": "{{\\"cash\\": 4210.55, \\"margin_buying_power\\": 8421.10, \\"day_trades_left\\": 3}}"}}
]""",
        f"{SRC}pos:brokerage:messages-array-tool",
        ["messages_array", "single_line_json", "uuid4", "tool_call_id_stays"],
    )


@pos
def _sms_to_adviser_inbox(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""Inbound message delivered to the adviser inbox:
{v("message_id", "MessageSid: SM" + g.hex(32))}
AccountSid: AC3f9e1c22b0d84a7c9e5b1f60d2a7c4e1
From: +447700900418
To: +442038070012
{v("datetime", "Received: " + rfc2822(t))}
Body: Hi Sam, the transfer form from Aviva arrived today - do I sign page 3 as well or just page 5? Thanks, Joan

Draft a short, friendly SMS reply for the adviser to approve. Do not give advice by SMS.
Reply:""",
        f"{SRC}pos:crm:sms-inbox",
        ["message_envelope", "rfc2822", "per_message_id", "body_stays"],
    )


@pos
def _mailbox_poll_email(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""Mailbox poll {v("datetime", "at " + py_logging(t))} {v("poll_id", "(poll " + g.nanoid() + ")")} found one new client e-mail for Castellan Advisers:

From: "Daniel Herrera" <d.herrera@example.com>
To: advice@castellan.example
Date: Mon, 9 Mar 2026 21:47:10 +0000
Message-ID: <CAHx8=q2Lw0p7Rk@mail.example.com>
Subject: Pension transfer - ceding scheme says they need a letter

Hi, Standard Life says they need "evidence of appropriate advice" before releasing my DB pension (CETV £268,000,
guaranteed until 2 April). What do I need from you, and can it be done before the guarantee expires?

Classify the e-mail (advice_request, admin, complaint) and write a one-line summary.
Result:""",
        f"{SRC}pos:crm:mailbox-poll",
        ["inline_phrase", "python_logging", "nanoid", "pasted_email_stays"],
    )


@pos
def _made_up_wm_labels(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("epoch", "wm.t0: " + str(epoch_us(t)))}
{v("request_id", "wm.hop: " + g.tsid())}
wm.build: 2026.03.1
You are the in-app assistant of Willowmark, a savings and investing app. Explain features; do not give advice.

User: How does round-up investing work if a card payment is refunded?
Assistant:""",
        f"{SRC}pos:robo:made-up-labels",
        ["head", "made_up_label", "epoch_us", "tsid", "calver_stays"],
    )


@pos
def _trailing_client_ts(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""Summarise this client's portfolio review notes for the file in three bullets.

Notes: Reviewed allocation (62/38 against a 60/40 target), no change. Client asked about ESG funds; factsheets sent
2026-02-20. Next review booked for 2026-09-15 at 10:30. Client confirmed no change in circumstances.
{v("epoch", "client_ts=" + str(epoch_ms(t)))}""",
        f"{SRC}pos:crm:trailing-client-ts",
        ["tail", "epoch_ms", "kv_line"],
    )


@pos
def _leading_comment_rid(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""// {v("request_id", "rid=" + g.hex(16))} {v("datetime", "t=" + rfc3339(t))} surface=ios
You explain tax-aware rebalancing to Willowmark clients. Avoid jargon and give one example.

User: My statement says "rebalanced using new deposits only". Is that worse than selling?
Assistant:""",
        f"{SRC}pos:robo:leading-comment",
        ["head", "kv_comment", "hex", "rfc3339_offset"],
    )


@pos
def _trailing_correlation(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are Brightpath's cash account assistant. Explain transfers between the cash reserve and the invested
portfolio.

Client: I moved $5,000 from Cash Reserve to my Growth portfolio on Monday. The app still shows "pending". Here is the
activity line:
03/09/2026  Transfer to Growth 80/20  -5,000.00  PENDING  ref TRF-88214-Q
How long until it's invested?
{v("request_id", "X-Correlation-ID: " + g.uuid7(t))}""",
        f"{SRC}pos:robo:trailing-correlation",
        ["tail", "uuid7", "after_last_user"],
    )


@pos
def _go_string_head(g: Gen76) -> Draft:
    t = eu(g.moment())
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You are the fee explainer of Lindqvist Private Bank. Explain the custody and advisory fees on the client's
statement; do not negotiate fees.

Fee lines from the Q4 2025 statement:
2025-10-01 to 2025-12-31  Custody fee 0.12% p.a. on EUR 1,204,880 average   EUR 361.46
2025-10-01 to 2025-12-31  Advisory fee 0.60% p.a.                           EUR 1,807.32
2026-01-05                VAT on advisory fee                                EUR 343.39

Client: Why is VAT charged on one fee and not the other?
Assistant:""",
        f"{SRC}pos:brokerage:go-string-head",
        ["head", "go_time_string", "statement_lines_stay"],
    )


@pos
def _dotnet_requested_at(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""Channel: adviser-portal
{v("datetime", "RequestedAt: " + dotnet_o(t, g.small(0, 10)))}
Advisor: K. Duval (CRD 6614207)

You draft client letters for Duval Financial. Plain English, no promises about returns.

Task: Draft a letter confirming that we moved the client's 401(k) rollover of $184,220.17 (received 2026-02-27)
into the IRA model "Income 40/60" on 2026-03-03.
Letter:""",
        f"{SRC}pos:crm:dotnet-requested-at",
        ["header_block", "dotnet_o", "crd_stays", "record_dates_stay"],
    )


@pos
def _js_tostring_footer(g: Gen76) -> Draft:
    t = eu(g.moment())
    zone = "Central European Summer Time" if t.tzname() == "CEST" else "Central European Standard Time"
    return Draft(
        f"""Rewrite the adviser's note below as a friendly e-mail to the client. Keep all figures and dates.

Note: Annual review done 2026-03-04. ETF savings plan raised from EUR 300 to EUR 450 a month from 2026-04-01.
Emergency fund target met (EUR 18,000). Next review March 2027.

--
{v("datetime", "composer_clock: " + js_tostring(t, zone))}
""",
        f"{SRC}pos:crm:js-tostring-footer",
        ["footer", "js_tostring", "tail"],
    )


@pos
def _planning_week(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You triage the Meridian Wealth Partners review queue for the week. Sort the reviews by urgency and say why.
{v("date", "Current planning week: " + iso_week(t)[:8])}
Team: Leeds office

Reviews due:
- Ashby (annual, last 2025-03-11, overdue)
- Nowak (annual, last 2025-09-30)
- Ferreira (drawdown income check, quarterly, last 2025-12-09)
- Lindgren (new money: £120k inheritance received 2026-02-26)
Order:""",
        f"{SRC}pos:crm:planning-week",
        ["system_tail", "iso_week", "queue_dates_stay"],
    )


@pos
def _portfolio_api_call(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""The assistant called the portfolio API for this request:
GET /v2/accounts/FW-30911/performance?period=ytd HTTP/1.1
Host: api.fairway.example
{v("token", "Authorization: Bearer " + g.jwt(t, "client-30911"))}
Accept: application/json

HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
Content-Type: application/json

{{"account": "FW-30911", "period": "ytd", "start": "2026-01-01", "twr": 0.0342, "mwr": 0.0297, "benchmark": "60/40 blend", "benchmark_return": 0.0311}}

Client: Why are there two different return numbers?
Assistant:""",
        f"{SRC}pos:brokerage:portfolio-api-call",
        ["http_exchange_by_program", "jwt", "http_date", "response_object_stays"],
    )


@pos
def _generated_vs_created(g: Gen76) -> Draft:
    t = us(g.moment())
    return Draft(
        f"""{v("datetime", "Generated: " + windows_general(t))}
You are Duval Financial's CRM assistant. Answer questions about the record the adviser pastes.

Adviser: Is this contact's review overdue under our annual rule?

Created: 2019-04-02 11:15:42
Updated: 2025-02-18 16:03:09
Contact: Maria Ferreira
Household: Ferreira Family Trust
Last annual review: 2025-02-18
Assistant:""",
        f"{SRC}pos:crm:generated-vs-created",
        ["head", "windows_datetime", "near_miss_created_at", "pasted_record_head"],
    )


@pos
def _adviser_desk_login(g: Gen76) -> Draft:
    t = uk(g.moment())
    return Draft(
        f"""Adviser workstation context
Firm: Castellan Advisers (FRN 612345)
{v("session_id", "Desk session: " + g.base58(22))}
{v("datetime", "Logged in: " + f"{t:%d/%m/%Y %H:%M:%S}")}

You help paraplanners check pension transfer files for missing documents. List what is missing.

File: DB transfer, client R. Bhatt
- CETV letter from ceding scheme (guarantee date 2026-04-02): received
- Transfer value analysis (TVAS): received 2026-03-05
- Client's signed fact find: received 2026-01-19
- Ceding scheme discharge form: not yet received
Missing:""",
        f"{SRC}pos:pensions:adviser-desk-login",
        ["header_block", "base58", "slashed_datetime", "work_login"],
    )


@pos
def _snapshot_valuation_as_of(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""You are the valuation helper of Lindqvist Private Bank. Explain changes in the client's portfolio value.

Positions {v("datetime", "as of " + f"{t:%Y-%m-%d %H:%M:%S}")} {v("snapshot_id", "(read " + g.base32(16) + ")")} for this request:
ISIN           Name                          Units     Price (EUR)  Price date
IE00B4L5Y983   iShares Core MSCI World       1,240     98.12        2026-03-11
LU0290358497   Xtrackers II EUR Overnight    300       143.87       2026-03-11
DE0001102580   Bund 0% 15/02/2032            50,000    86.41        2026-03-11

Client: Why did the total drop if the bond price barely moved?
Assistant:""",
        f"{SRC}pos:brokerage:valuation-as-of",
        ["inline_phrase", "iso_space", "base32", "price_dates_stay"],
    )


@pos
def _kyc_run_single(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""You summarise identity and sanctions checks for the Northgate Wealth onboarding team.

KYC check run {v("run_id", g.ksuid(t))} finished; results:
Applicant: Olusegun Adeyemi, DOB 1979-06-22, UK resident since 2008
Document: UK passport 5339*****, expires 2031-05-14, MRZ valid
Address: matched to electoral roll (2024)
PEP/sanctions screen: 1 possible match (name only, DOB differs: 1962-01-03)

Write the summary for the onboarding file.
Summary:""",
        f"{SRC}pos:onboarding:kyc-run",
        ["inline_id", "ksuid", "run", "applicant_dates_stay"],
    )


@pos
def _pension_contribution_yaml(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""request:
  channel: employer-portal
  {v("request_id", "id: " + g.uuid4())}
  {v("datetime", "received: " + rfc3339(t))}
  scheme: Halden Master Trust
task: Explain the contribution schedule below to the employer's payroll contact.

Contribution schedule (pasted by the payroll contact):
Pay period    Due to scheme by   Employer  Employee  Status
2026-01       2026-02-22         5%        5%        Received 2026-02-19
2026-02       2026-03-22         5%        5%        Not received

Question: Are we late with February?
Answer:""",
        f"{SRC}pos:pensions:contribution-yaml",
        ["nested_yaml", "uuid4", "rfc3339", "schedule_stays"],
    )


@pos
def _nonce_signed_api(g: Gen76) -> Draft:
    t = g.moment()
    return Draft(
        f"""Signed request to the robo-advisory partner API (built for this call):
POST /partner/v1/rebalance-preview HTTP/1.1
Host: partners.brightpath.example
X-Partner-Key: pk_live_northgate
{v("nonce", "X-Nonce: " + g.b64url(18))}
{v("epoch", "X-Signed-At: " + str(epoch_ms(t)))}
{v("signature", "X-Signature: " + g.hex(64))}

{{"account": "BP-4410278", "model": "Growth 80/20", "cash_to_invest": 12000}}

Explain to the adviser what the partner will do with this request and whether it places any trade.
Answer:""",
        f"{SRC}pos:robo:partner-api-nonce",
        ["header_block", "nonce", "epoch_ms", "signature", "request_body_stays"],
    )


# --- non-English ---------------------------------------------------------------------------------------------------


@pos
def _de_depotuebertrag(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""Du bist der Depot-Assistent der Elbtal Direktbank. Antworte auf Deutsch, sachlich und ohne Anlageempfehlung.
{v("datetime", "Abfragezeitpunkt: " + de_now(t))}
{v("request_id", "Vorgangs-ID: " + g.uuid4())}

Kunde: Mein Depotübertrag von der alten Bank hängt seit drei Wochen. Hier der Stand aus dem Auftrag:

Auftragsnummer: DU-2026-018834
Eingang Übertragsauftrag: 16.02.2026
Abgebendes Institut: Nordwest Sparkasse
Positionen: 4 (davon 1 Fonds mit Anschaffungsdaten ausstehend)
Letzte Statusänderung: 03.03.2026 09:12 – Bestätigung des abgebenden Instituts

Was bedeutet „Anschaffungsdaten ausstehend" und muss ich etwas tun?""",
        f"{SRC}pos:brokerage:de-depotuebertrag",
        ["non_english", "german", "system_tail", "dotted_datetime", "uuid4"],
    )


@pos
def _fr_assurance_vie(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""Tu es l'assistant des clients de Banque Arcelle pour l'assurance-vie et le PEA. Réponds en français, sans
conseil personnalisé.
{v("datetime", "Date et heure actuelles : " + fr_now(t))}
Canal : application mobile

Client : Voici mon relevé de situation, je ne comprends pas la ligne « Prélèvements sociaux ».

Relevé de situation au 31/12/2025 — Contrat Arcelle Vie n° AV-7731902
Fonds en euros : 38 412,55 € (taux servi 2025 : 2,65 %)
Unités de compte : 21 907,10 €
Prélèvements sociaux 2025 sur fonds en euros : -175,31 €
Date d'adhésion : 14/05/2013""",
        f"{SRC}pos:planning:fr-assurance-vie",
        ["non_english", "french", "system_tail", "french_long_date", "pasted_tail"],
    )


@pos
def _es_plan_pensiones(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""Eres el asistente de planes de pensiones de Caja Albera. Responde en español y no des recomendaciones
personalizadas.
{v("datetime", "Fecha y hora de la consulta: " + slashed(t) + " (" + t.tzname() + ")")}
{v("session_id", "ID de sesión: " + g.uuid7(t))}

Cliente: Quiero rescatar parte de mi plan de pensiones por los 10 años de antigüedad. Estos son mis movimientos:

Fecha valor   Concepto                     Importe      Participaciones
02/01/2015    Aportación inicial           3.000,00 €   412,771
15/12/2019    Aportación extraordinaria    2.000,00 €   221,045
29/12/2025    Aportación periódica           150,00 €    11,912

¿Qué parte puedo rescatar y cómo tributa?""",
        f"{SRC}pos:pensions:es-plan-pensiones",
        ["non_english", "spanish", "system_tail", "slashed_datetime", "uuid7"],
    )


@pos
def _br_nota_corretagem(g: Gen76) -> Draft:
    t = g.moment().astimezone(BRT)
    return Draft(
        f"""{v("datetime", "Consultado em: " + br_now(t))}
{v("request_id", "Protocolo da consulta: " + g.digits(16))}
Você é o assistente da Corretora Ipê. Explique as notas de corretagem em português, sem recomendar compra ou venda.

Cliente: Recebi esta nota e quero entender a taxa de liquidação.

NOTA DE CORRETAGEM Nº 4471209   Data pregão: 10/03/2026
C  VISTA  ITSA4  PN N1   300   10,42   3.126,00 D
Taxa de liquidação: 0,78   Emolumentos: 0,15   Corretagem: 0,00
Líquido para 12/03/2026: 3.126,93 D""",
        f"{SRC}pos:brokerage:br-nota-corretagem",
        ["non_english", "portuguese", "head", "decimal_id", "pasted_tail"],
    )


@pos
def _ja_nisa(g: Gen76) -> Draft:
    t = g.moment().astimezone(JST)
    return Draft(
        f"""あなたは「さくら証券」のNISAサポートです。日本語で、投資助言はせずに説明してください。
{v("datetime", "現在日時：" + ja_now(t))}
{v("session_id", "セッションID：" + g.ulid(t))}

お客様：取引報告書にある「受渡日」と「約定日」の違いは何ですか？NISA枠はいつ減りますか？

取引報告書
約定日時　2026/03/09 10:12:44
受渡日　　2026/03/11
銘柄　　　eMAXIS Slim 全世界株式（オール・カントリー）
口座区分　NISA（つみたて投資枠）
数量　　　12,345口　約定金額　30,000円""",
        f"{SRC}pos:brokerage:ja-nisa",
        ["non_english", "japanese", "system_tail", "fullwidth_colon", "ulid"],
    )


@pos
def _zh_fund_confirmation(g: Gen76) -> Draft:
    t = g.moment().astimezone(CST_CN)
    return Draft(
        f"""你是“长鹭基金”App 的客服助手，只解释交易规则，不提供投资建议。
{v("datetime", "系统时间：" + zh_now(t))}
{v("request_id", "请求编号：" + g.hex(32))}
渠道：App

客户：我周五下午申购的基金，为什么确认日期是下周一？这是确认单：
{{"交易类型": "申购", "基金代码": "110020", "申请时间": "2026-03-06 14:48:10", "确认日期": "2026-03-09", "确认份额": "9,812.37", "单位净值": "1.0174", "流水号": "20260306148810092"}}""",
        f"{SRC}pos:brokerage:zh-fund-confirmation",
        ["non_english", "chinese", "header_block", "fullwidth_colon", "pasted_json_chinese_keys"],
    )


@pos
def _ko_pension_savings(g: Gen76) -> Draft:
    t = g.moment().astimezone(KST)
    return Draft(
        f"""당신은 한빛증권 연금저축 상담 도우미입니다. 한국어로 답하고 투자 권유는 하지 마세요.
{v("datetime", "조회 시각: " + ko_now(t))}
{v("session_id", "세션: " + g.uuid4())}

고객: 연금저축에서 중도 인출하면 세금이 얼마나 나오나요? 제 계좌 내역입니다.

계좌번호 712-04-118823
가입일 2016-08-22
납입 원금 38,400,000원
세액공제 받은 금액 31,200,000원
평가 금액 52,918,440원 (2026-03-11 종가 기준)""",
        f"{SRC}pos:pensions:ko-pension-savings",
        ["non_english", "korean", "korean_12h", "uuid4", "valuation_date_stays"],
    )


@pos
def _hi_sip(g: Gen76) -> Draft:
    t = g.moment().astimezone(IST_IN)
    return Draft(
        f"""आप "सरल म्यूचुअल फंड" ऐप के सहायक हैं। हिंदी में सरल भाषा में समझाइए, निवेश सलाह मत दीजिए।
{v("datetime", "अनुरोध समय: " + hi_now(t))}
{v("request_id", "अनुरोध आईडी: " + g.nanoid())}

निवेशक: मेरी SIP की किस्त इस महीने क्यों नहीं कटी? स्टेटमेंट यह है:

फोलियो: 9104477/22
योजना: सरल निफ्टी 50 इंडेक्स फंड - डायरेक्ट ग्रोथ
SIP तारीख: हर महीने की 5 तारीख
05-01-2026  खरीद (SIP)  ₹5,000.00  एनएवी 28.4410  यूनिट 175.800
05-02-2026  खरीद (SIP)  ₹5,000.00  एनएवी 27.9012  यूनिट 179.204
05-03-2026  SIP अस्वीकृत – मैंडेट की सीमा पार""",
        f"{SRC}pos:brokerage:hi-sip",
        ["non_english", "hindi", "devanagari", "nanoid", "pasted_tail"],
    )


@pos
def _ar_sukuk(g: Gen76) -> Draft:
    t = g.moment().astimezone(AST_SA)
    return Draft(
        f"""أنت مساعد عملاء "بيت الاستثمار الخليجي". أجب بالعربية ولا تقدّم توصيات استثمارية.
{v("datetime", "التوقيت الحالي: " + ar_now(t))}
{v("session_id", "معرّف الجلسة: " + g.uuid7(t))}

العميل: وصلني هذا الإشعار عن توزيع الصكوك، متى سيصل المبلغ إلى حسابي؟

إشعار توزيع أرباح صكوك
رقم الإصدار: SK-2031-GH
تاريخ التوزيع الدوري: ١٥/٠٣/٢٠٢٦
تاريخ السجل: ١٠/٠٣/٢٠٢٦
المبلغ الموزع: ٤٬٢١٥٫٠٠ ريال""",
        f"{SRC}pos:brokerage:ar-sukuk",
        ["non_english", "arabic", "arabic_indic_digits", "uuid7", "pasted_tail"],
    )


@pos
def _ru_iis(g: Gen76) -> Draft:
    t = g.moment().astimezone(MSK)
    return Draft(
        f"""Ты — помощник клиентов брокера «Северный капитал». Отвечай по-русски, без индивидуальных инвестиционных
рекомендаций.
{v("datetime", "Текущее время: " + dotted(t) + " МСК")}
{v("request_id", "ID запроса: " + g.hex(32))}

Клиент: Я открыл ИИС в 2023 году. Вот выписка из отчёта брокера. Когда я смогу получить вычет и не потеряю ли его,
если выведу деньги?

Отчёт брокера за период 01.01.2025–31.12.2025
Договор: ИИС-2023/118472, дата заключения 17.04.2023
Зачисления за 2025: 400 000,00 ₽ (26.02.2025), 600 000,00 ₽ (19.12.2025)
Сделки: 12, комиссия брокера 1 284,11 ₽""",
        f"{SRC}pos:tax:ru-iis",
        ["non_english", "russian", "cyrillic", "dotted_datetime", "hex"],
    )


@pos
def _tr_bes(g: Gen76) -> Draft:
    t = g.moment().astimezone(TRT)
    return Draft(
        f"""{v("datetime", "İstek zamanı: " + tr_now(t))}
Sen Anka Emeklilik'in BES asistanısın. Türkçe, kısa ve yatırım tavsiyesi vermeden cevap ver.

Müşteri: Devlet katkısı neden bu ay eksik yattı? Hesap hareketlerim:
Tarih        İşlem               Tutar
03.02.2026   Katkı payı          2.500,00 TL
18.02.2026   Devlet katkısı        500,00 TL
03.03.2026   Katkı payı          2.500,00 TL
17.03.2026   Devlet katkısı      (bekleniyor)""",
        f"{SRC}pos:pensions:tr-bes",
        ["non_english", "turkish", "head", "turkish_long_date", "pasted_tail"],
    )


@pos
def _th_rmf(g: Gen76) -> Draft:
    t = g.moment().astimezone(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยของบลจ.รวงข้าว ตอบเป็นภาษาไทย และไม่ให้คำแนะนำการลงทุนเฉพาะบุคคล
{v("datetime", "เวลาที่ขอข้อมูล: " + th_now(t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t))}

ลูกค้า: ถ้าขาย RMF ก่อนอายุ 55 ต้องคืนภาษีไหม นี่คือรายการของผม
วันที่ซื้อ      กองทุน         จำนวนเงิน
15/12/2564   RK-RMF-EQ     50,000 บาท
20/12/2566   RK-RMF-EQ     80,000 บาท""",
        f"{SRC}pos:tax:th-rmf",
        ["non_english", "thai", "buddhist_era", "ulid", "pasted_tail"],
    )


@pos
def _he_keren_hishtalmut(g: Gen76) -> Draft:
    t = il(g.moment())
    return Draft(
        f"""אתה העוזר של בית ההשקעות "ארז". ענה בעברית, בלי ייעוץ השקעות אישי.
{v("datetime", "השעה כעת: " + dotted(t))}
{v("session_id", "מזהה שיחה: " + g.objectid(t))}

לקוח: מתי קרן ההשתלמות שלי נזילה? זה מה שמופיע בדוח:
תאריך פתיחת הקרן: 01/09/2020
יתרה ליום 28/02/2026: 148,320 ₪
מסלול: מניות""",
        f"{SRC}pos:planning:he-keren",
        ["non_english", "hebrew", "dotted_datetime", "objectid", "pasted_tail"],
    )


@pos
def _sv_isk(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""Du är kundassistent på Ljung Bank. Svara på svenska utan personliga investeringsråd.
{v("datetime", "Hämtat: " + iso_space(t) + " " + t.tzname())}
{v("fetch_id", "Hämtnings-id: " + g.ksuid(t))}
Kanal: app

Kund: Varför drogs schablonskatt på mitt ISK i januari? Här är transaktionen:
2026-01-15  Schablonskatt ISK 2025   -1 482,00 kr   Ref 8840127731
Kapitalunderlag 2025: 425 016 kr""",
        f"{SRC}pos:tax:sv-isk",
        ["non_english", "swedish", "fetch_stamp", "ksuid", "pasted_tail"],
    )


@pos
def _it_gestione_patrimoniale(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""Sei l'assistente dei clienti di Banca Ardesia per la gestione patrimoniale. Rispondi in italiano, senza
consulenza personalizzata.

Cliente: Nel rendiconto trimestrale vedo questa riga e non capisco perché la commissione di performance è zero:

Periodo 01/10/2025 - 31/12/2025
Linea: Bilanciata Globale   Controvalore al 31/12/2025: € 312.480,11
Commissione di gestione 1,20% annuo: € 934,02
Commissione di performance (high watermark 28/06/2024): € 0,00
{v("datetime", "Ora della richiesta: " + it_now(t))}""",
        f"{SRC}pos:planning:it-gestione",
        ["non_english", "italian", "after_last_user", "italian_long_date", "statement_stays"],
    )


@pos
def _pl_ike_xml(g: Gen76) -> Draft:
    t = eu(g.moment())
    return Draft(
        f"""<kontekst kanal="web" {v("datetime", 'czas="' + dotted(t) + '"')} {v("request_id", 'zapytanie="' + g.xid() + '"')} jezyk="pl">
Jesteś asystentem klientów Domu Maklerskiego Wisła. Odpowiadaj po polsku, bez rekomendacji inwestycyjnych.
</kontekst>

Klient: Wpłaciłem na IKE więcej niż limit. Co teraz? Oto historia wpłat za 2025:
14.01.2025  Wpłata  10 000,00 zł
02.06.2025  Wpłata  12 000,00 zł
19.12.2025  Wpłata   4 500,00 zł
Limit IKE 2025: 26 019,00 zł""",
        f"{SRC}pos:pensions:pl-ike-xml",
        ["non_english", "polish", "xml_attr", "dotted_datetime", "xid"],
    )


@pos
def _el_portfolio(g: Gen76) -> Draft:
    t0 = g.moment()
    t = t0.astimezone(EEST if 4 <= t0.month <= 10 else EET)
    return Draft(
        f"""Είσαι ο βοηθός πελατών της Ακρόπολις Επενδυτική. Απάντησε στα ελληνικά, χωρίς επενδυτικές συστάσεις.

Πελάτης: Γιατί χρεώθηκα φόρο στο μέρισμα αφού είναι ήδη φορολογημένο; Η κίνηση:
Ημ/νία αποκοπής: 24/02/2026   Ημ/νία πληρωμής: 05/03/2026
ΟΠΑΠ Α.Ε.  Μέρισμα 0,80 € x 500 = 400,00 €   Παρακράτηση 5%: 20,00 €
{v("datetime", "Ώρα συστήματος: " + el_now(t))}""",
        f"{SRC}pos:tax:el-dividend",
        ["non_english", "greek", "after_last_user", "greek_long_date"],
    )


# --- hand-written negatives: pasted records ----------------------------------------------------------------------

# (source, tags, block, ask, intro)
BLOCKS_EN: list[tuple[str, list[str], str, str, str]] = [
    (
        "fill-json-created-at",
        ["json_pretty", "created_at_first", "uuid7"],
        """{
  "created_at": "2026-03-10T13:30:00.118Z",
  "id": "01953f2a-8d41-7c0e-b1a6-3e9f0d27c5aa",
  "client_order_id": "cob-7f3c2e",
  "symbol": "QQQM",
  "qty": "40",
  "filled_qty": "25",
  "filled_avg_price": "201.37",
  "status": "partially_filled",
  "updated_at": "2026-03-10T13:30:02.904Z",
  "expires_at": "2026-03-10T20:00:00Z"
}""",
        "Why did only part of my order fill, and what happens to the rest at the close?",
        "This is the order as the API returned it",
    ),
    (
        "broker-webhook-debug",
        ["webhook_pasted", "signature", "epoch"],
        """POST /webhooks/broker HTTP/1.1
Host: hooks.myportfolio-tracker.example
Content-Type: application/json
X-Tradewell-Delivery: 6c1a52b4-3f08-4d6e-9b2c-7a41e0f59d13
X-Tradewell-Timestamp: 1773149404
X-Tradewell-Signature: t=1773149404,v1=4b8f2c0e91d37a65f0c2b8e14d9a7365c1f0e28b7d4a9c36e5f1b0a2d8c47e91

{"event": "order.filled", "account": "TW-55012-1", "order": {"id": "ord_9Lm3Qx7Rt2", "symbol": "VTI", "filled_at": "2026-03-10T13:30:04.118Z"}}""",
        "My HMAC check fails for this delivery. What exactly is the signed string supposed to be?",
        "Here's the raw delivery from my webhook logs",
    ),
    (
        "fix-execution-report",
        ["fix", "sending_time", "transact_time"],
        """8=FIX.4.4|9=286|35=8|34=1184|49=HSBRK|56=CLIENT07|52=20260310-14:31:07.402|11=ORD-20260310-0042|37=HSB8841726|17=EXE-55102931|150=F|39=1|55=MSFT|54=1|38=200|44=404.50|32=120|31=404.48|14=120|151=80|6=404.48|60=20260310-14:31:07.398|10=142|""",
        "Decode this execution report for me: how much filled, at what price, and is the order still working?",
        "Our OMS logged this message",
    ),
    (
        "seev031-xml",
        ["iso20022", "xml", "cre_dt_tm"],
        """<Document xmlns="urn:iso:std:iso:20022:tech:xsd:seev.031.002.13">
  <CorpActnNtfctn>
    <NtfctnGnlInf><NtfctnTp>NEWM</NtfctnTp><PrcgSts><Cmplt>COMP</Cmplt></PrcgSts></NtfctnGnlInf>
    <CorpActnGnlInf>
      <CorpActnEvtId>SPLT2026NVDA01</CorpActnEvtId>
      <EvtTp><Cd>SPLF</Cd></EvtTp>
      <UndrlygScty><FinInstrmId><ISIN>US67066G1040</ISIN></FinInstrmId></UndrlygScty>
    </CorpActnGnlInf>
    <CorpActnDtls>
      <DtDtls><RcrdDt><Dt><Dt>2026-06-09</Dt></Dt></RcrdDt><ExDt><Dt><Dt>2026-06-10</Dt></Dt></ExDt></DtDtls>
    </CorpActnDtls>
    <CreDtTm>2026-05-22T07:15:42Z</CreDtTm>
  </CorpActnNtfctn>
</Document>""",
        "Is this a split or a dividend, and on which date do the new shares show up in my account?",
        "My custodian's portal shows this notice",
    ),
    (
        "transactions-csv",
        ["csv", "times", "ref"],
        """Date,Time,Action,Symbol,Quantity,Price,Amount,Reference
2026-03-02,09:31:12,BUY,VOO,3,512.40,-1537.20,TX-8812047
2026-03-02,09:31:12,FEE,,,,-0.00,TX-8812048
2026-03-05,00:00:00,DIV,VOO,,,18.42,TX-8813910
2026-03-05,00:00:00,REINVEST,VOO,0.0359,513.10,-18.42,TX-8813911
2026-03-09,15:58:40,SELL,ARKK,20,48.05,961.00,TX-8815533""",
        "Which of these count toward my realised gains this year?",
        "Export from the activity page",
    ),
    (
        "holdings-md-table",
        ["md_table", "last_updated"],
        """| Account | Holding | Units | Value (GBP) | Last updated |
|---|---|---|---|---|
| Stocks & Shares ISA | Vanguard FTSE Global All Cap Acc | 1,204.55 | 231,118.40 | 2026-03-11 17:02 |
| SIPP | L&G Global Technology Index I Acc | 8,812.00 | 19,904.11 | 2026-03-11 17:02 |
| GIA | Cash | - | 4,210.00 | 2026-03-12 08:00 |""",
        "How much of my total is in the ISA, in percent?",
        "My holdings summary",
    ),
    (
        "1099b-rows",
        ["tax_form", "dates_acquired_sold"],
        """1099-B  Short-term transactions for which basis is reported to the IRS (Box A)
Description        Date acquired  Date sold   Proceeds    Cost basis  Wash sale loss disallowed  Gain/loss
25 ARKK            01/14/2025     03/03/2025  1,181.25    1,402.00    0.00                       -220.75
10 ARKK            03/21/2025     04/02/2025    462.10      488.30   26.20 W                      0.00
Long-term transactions for which basis is reported to the IRS (Box D)
12 VOO             05/10/2019     11/18/2025  7,211.04    3,322.80    0.00                      3,888.24""",
        "What does the W mean, and why is that gain/loss zero?",
        "From my 1099-B",
    ),
    (
        "rebalance-logfmt",
        ["logfmt", "ulid", "ts"],
        """ts=2026-03-02T14:00:03.112Z level=info msg="rebalance started" run=01JNF3T8Q7R2C5W9XK4M6BZD1E account=BP-4410278 model=growth-80-20
ts=2026-03-02T14:00:03.480Z level=info msg="drift computed" max_drift_pp=3.4 asset=us_equity
ts=2026-03-02T14:00:04.015Z level=info msg="order staged" order=01JNF3T9A2M8D0P6VQ3YHK7S5N side=sell symbol=VTI qty=6.214
ts=2026-03-02T14:00:04.022Z level=warn msg="wash sale window" symbol=VEA last_loss_sale=2026-02-20""",
        "Why did the engine warn about a wash sale window for VEA when it didn't trade VEA?",
        "Logs from our rebalancing engine",
    ),
    (
        "model-portfolio-yaml",
        ["yaml", "updated_first"],
        """updated: 2026-01-15T09:00:00Z
id: mp-growth-80-20
version: 14
sleeves:
  us_equity: {target: 0.56, band: 0.03, fund: VTI}
  intl_equity: {target: 0.24, band: 0.03, fund: VXUS}
  us_bonds: {target: 0.14, band: 0.02, fund: BND}
  tips: {target: 0.06, band: 0.02, fund: SCHP}
effective_from: 2026-02-01""",
        "Do the targets add up to 100%, and which sleeve has the tightest band?",
        "Our model definition",
    ),
    (
        "curl-429",
        ["http_exchange", "date", "x_request_id"],
        """$ curl -i https://api.fairway.example/v2/quotes?symbols=AAPL,MSFT
HTTP/2 429
date: Tue, 10 Mar 2026 14:31:09 GMT
content-type: application/json
x-request-id: 9f1c2e4a7b3d4c5e8f0a1b2c3d4e5f60
x-ratelimit-limit: 120
x-ratelimit-remaining: 0
retry-after: 17

{"error": "rate_limited", "message": "Too many requests"}""",
        "How long should my script wait before retrying, and is 120 per minute or per hour?",
        "What I get back from the quotes endpoint",
    ),
    (
        "client-email-transfer",
        ["email", "date_header", "message_id"],
        """From: "Joan Whitley" <joan.whitley@example.net>
To: sam.porter@castellan.example
Date: Tue, 10 Mar 2026 08:12:44 +0000
Message-ID: <9b7e1f20-3c44-4a1e-8d52-71e0c3a4b6f9@mail.example.net>
Subject: Re: Aviva transfer paperwork

Hi Sam, I posted the signed discharge form on 6 March by recorded delivery (tracking JX 4417 2093 5GB).
Aviva's letter says they need it within 30 days of 20 February. Will that be in time?
Joan""",
        "Was Joan in time? Draft a reply for Sam.",
        "My client sent this",
    ),
    (
        "cetv-letter",
        ["letter", "guarantee_date"],
        """Northshire Engineering Pension Scheme
Statement of Entitlement (Cash Equivalent Transfer Value)
Member: Mr R. Bhatt   Member no. 004188
Calculation date: 02/01/2026
Guaranteed until: 02/04/2026
Cash equivalent transfer value: £268,412.00
Of which in respect of GMP: £31,905.00
Normal pension age: 65 (date of birth 11/09/1971)""",
        "If my client signs on 30 March, is that enough, or does the scheme need to receive everything by the guarantee date?",
        "The scheme's letter",
    ),
    (
        "crm-export-csv",
        ["csv", "crm", "created_date"],
        """ContactId,Name,CreatedDate,LastModifiedDate,LastReview,NextReview,Segment
003Dn00000Xk2PQIAZ,Helen Ashby,2012-03-01T10:02:11.000Z,2026-02-27T16:45:03.000Z,2025-10-14,2026-10-14,A
003Dn00000Xk2PRIAZ,Maria Ferreira,2019-04-02T11:15:42.000Z,2025-02-18T16:03:09.000Z,2025-02-18,2026-02-18,B
003Dn00000Xk2PSIAZ,Raj Bhatt,2023-07-19T08:30:00.000Z,2026-03-05T12:11:57.000Z,2025-09-01,2026-09-01,A""",
        "Which of these clients is overdue for review?",
        "CRM export",
    ),
    (
        "onboarding-form-export",
        ["form_export", "submitted_at", "token"],
        """#,Full name,Date of birth,Employment status,Annual income,Source of wealth,Start Date (UTC),Submit Date (UTC),Network ID,Token
1,Olusegun Adeyemi,1979-06-22,Employed,"£85,000-£100,000",Salary; inheritance (2019),2026-03-08 19:02:41,2026-03-08 19:14:07,7b2e9c41d0,q8w1hz0c3k9x7m2v5n4b6l""",
        "Is anything in this application inconsistent?",
        "The application form export",
    ),
    (
        "kyc-check-json",
        ["json_pretty", "id_first", "uuid7", "created_at"],
        """{
  "id": "0195a1c2-44d7-7e10-9b3f-5c8a2e6d0f71",
  "applicant_id": "app_2Vq8Lr0Xn3",
  "created_at": "2026-03-08T19:14:09Z",
  "completed_at": "2026-03-08T19:16:52Z",
  "result": "consider",
  "breakdown": {
    "document": "clear",
    "facial_similarity": "clear",
    "watchlist": "consider"
  }
}""",
        "What does 'consider' on watchlist mean and what should the onboarding team do next?",
        "The identity check result",
    ),
    (
        "esign-audit-trail",
        ["audit_trail", "times", "envelope_id"],
        """Envelope ID: 4F2A8C1E-9B7D-4E3A-8F51-0C6D2B9E7A13
Document: Discretionary Management Agreement v7
Sent:     08/03/2026 19:20:11 GMT   to olusegun.adeyemi@example.com
Viewed:   08/03/2026 19:41:55 GMT   IP 203.0.113.24
Signed:   08/03/2026 19:44:02 GMT   IP 203.0.113.24
Completed: 09/03/2026 09:02:37 GMT (countersigned by K. Moore)""",
        "Was the agreement signed before or after the identity check finished at 19:16?",
        "The signing certificate",
    ),
    (
        "aggregator-transactions-response",
        ["json_pretty", "request_id_pasted", "aggregator"],
        """{
  "accounts": [{"account_id": "BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp", "name": "Brokerage", "type": "investment"}],
  "investment_transactions": [
    {"date": "2026-03-04", "name": "BUY VXUS", "quantity": 10, "price": 64.05, "amount": 640.5},
    {"date": "2026-03-05", "name": "DIVIDEND VXUS", "quantity": 0, "price": 0, "amount": 4.12}
  ],
  "total_investment_transactions": 2,
  "request_id": "45QSn"
}""",
        "My budgeting app shows the dividend as income and the buy as spending. Which field should it use to tell them apart?",
        "The aggregator response my app got",
    ),
    (
        "ofx-statement",
        ["ofx", "dtserver", "trnuid"],
        """<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS>
<DTSERVER>20260311183512.000[-5:EST]<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<INVSTMTMSGSRSV1><INVSTMTTRNRS><TRNUID>1a2b3c4d-0001
<INVSTMTRS><DTASOF>20260311160000.000[-5:EST]<CURDEF>USD
<INVACCTFROM><BROKERID>harrowstreet.example<ACCTID>5XR-20417</INVACCTFROM>
<INVTRANLIST><DTSTART>20260301<DTEND>20260311
<BUYSTOCK><INVBUY><INVTRAN><FITID>7HX2-91LQ<DTTRADE>20260309<DTSETTLE>20260310</INVTRAN>
<SECID><UNIQUEID>922908769<UNIQUEIDTYPE>CUSIP</SECID><UNITS>40<UNITPRICE>301.4125<TOTAL>-12056.50</INVBUY></BUYSTOCK>
</INVTRANLIST></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1>
</OFX>""",
        "Why does my finance app import this buy twice?",
        "The OFX file I downloaded",
    ),
    (
        "split-notice",
        ["corporate_action", "dates"],
        """Corporate Action Notice - Forward Stock Split
Security: NVIDIA Corp (NVDA)   CUSIP 67066G104
Ratio: 4 for 1
Record date: June 9, 2026   Ex-date: June 10, 2026   Payable date: June 9, 2026 (after close)
Fractional shares: paid in cash at the closing price on the record date
Notice reference: CA-2026-0553871, issued May 22, 2026""",
        "I have 7 shares. How many will I have and what happens to my limit order?",
        "Notice in my inbox",
    ),
    (
        "rsu-vesting-table",
        ["equity_comp", "grant_id", "vest_dates"],
        """Grant ID   Grant date   Type  Granted  Vest date    Vesting  Status     Shares withheld
RSU-44812  2024-03-15   RSU   800      2025-03-15   200      Released   74
RSU-44812  2024-03-15   RSU   800      2026-03-15   200      Scheduled  -
RSU-51207  2025-03-15   RSU   400      2026-03-15   100      Scheduled  -""",
        "How many shares vest this Sunday and roughly how many will be withheld for tax?",
        "My equity portal",
    ),
    (
        "espp-confirmation",
        ["espp", "purchase_date"],
        """ESPP Purchase Confirmation
Offering period: 2025-09-01 to 2026-02-28   Purchase date: 2026-02-27
FMV at offering start: $142.10   FMV at purchase: $171.66
Purchase price (85% of lower): $120.79
Shares purchased: 49.6896   Contributions: $6,002.11
Confirmation no.: ESPP-26Q1-0091841""",
        "If I sell these next month, is it a qualifying disposition?",
        "The confirmation",
    ),
    (
        "wire-confirmation",
        ["wire", "imad", "omad"],
        """Outgoing Wire Confirmation
Date: 03/11/2026   Amount: USD 184,220.17
Beneficiary: Brightpath Clearing FBO Maria Ferreira IRA
IMAD: 20260311MMQFMP2N000412
OMAD: 20260311B1QGC07C001133 11:42 FT03
Reference: 401K ROLLOVER FERREIRA""",
        "The receiving firm says they can't find the money. What do I send them to trace it?",
        "My bank sent me this",
    ),
    (
        "advisers-slack-export",
        ["slack_export", "ts"],
        """[
  {"type": "message", "user": "U04KQ8P2D", "text": "Ferreira rollover landed, investing tomorrow", "ts": "1773229341.004119"},
  {"type": "message", "user": "U03BZ1M7R", "text": "Hold until the signed IPS is back", "ts": "1773229402.005300", "thread_ts": "1773229341.004119"}
]""",
        "Summarise what was decided about the Ferreira rollover.",
        "From our advisers' channel",
    ),
    (
        "whatsapp-client-export",
        ["whatsapp_export", "timestamps"],
        """[09/03/2026, 18:02:11] Joan Whitley: Hi Sam, is it too late to use this year's ISA allowance?
[09/03/2026, 18:40:57] Sam Porter: Not at all, you have until 5 April. You've used £8,000 of £20,000.
[09/03/2026, 18:41:30] Joan Whitley: Great, I'll send £12,000 on Friday.""",
        "Did Sam get the allowance figures right, and is Friday early enough?",
        "Chat with my adviser",
    ),
    (
        "sentry-event",
        ["sentry", "timestamp_first", "event_id"],
        """{
  "timestamp": "2026-03-10T14:31:09.118Z",
  "event_id": "a8c1f2d3e4b54a6c9d7e0f1a2b3c4d5e",
  "level": "error",
  "exception": {"values": [{"type": "DecimalException", "value": "quantize result has too many digits for current context"}]},
  "tags": {"service": "rebalance-engine", "release": "rebalance@3.18.2"},
  "extra": {"account": "BP-4410278", "symbol": "VXUS", "qty": "2.0020000000000000000001"}
}""",
        "What caused this, and is it safe to round quantities to 6 decimals?",
        "Sentry caught this",
    ),
    (
        "otel-span",
        ["otel", "trace_id_pasted", "unix_nano"],
        """{
  "traceId": "5b8efff798038103d269b633813fc60c",
  "spanId": "eee19b7ec3c1b174",
  "name": "POST /orders",
  "startTimeUnixNano": "1773153069118000000",
  "endTimeUnixNano": "1773153071942000000",
  "attributes": {"http.status_code": 504, "order.symbol": "MSFT", "peer.service": "exchange-gateway"}
}""",
        "How long did the order call take and where did it time out?",
        "One span from our order service",
    ),
    (
        "kafka-order-events",
        ["kafka", "ulid", "offsets"],
        """order-events  partition=3  offset=1188204  key=01JNZ4QK8S5W2H7XG3R6TBM9CD  {"type":"accepted","at":"2026-03-10T14:30:00.004Z"}
order-events  partition=3  offset=1188219  key=01JNZ4QK8S5W2H7XG3R6TBM9CD  {"type":"rejected","reason":"R31","at":"2026-03-10T14:30:00.311Z"}
order-events  partition=3  offset=1188220  key=01JNZ4R0B7M1K3X9T5P2CQWD8H  {"type":"accepted","at":"2026-03-10T14:30:00.315Z"}""",
        "Why would the first order be rejected 300 ms after it was accepted?",
        "Kafka consumer output",
    ),
    (
        "orders-sql-result",
        ["sql_result", "timestamps"],
        """ order_id | account     | symbol | side | qty | status   | created_at                    | filled_at
----------+-------------+--------+------+-----+----------+-------------------------------+-------------------------------
   884101 | FW-30911    | VOO    | buy  |  12 | filled   | 2026-03-09 13:30:00.412+00    | 2026-03-09 13:30:00.951+00
   884102 | FW-30911    | BND    | buy  |  40 | canceled | 2026-03-09 13:30:00.415+00    |
   884117 | FW-12004    | VOO    | sell |   3 | filled   | 2026-03-09 13:31:17.008+00    | 2026-03-09 13:31:17.240+00
(3 rows)""",
        "Why was the BND order canceled with no fill time?",
        "Query result",
    ),
    (
        "webhook-delivery-log",
        ["webhook_dashboard", "delivery_ids"],
        """Delivery ID                            Event           Sent (UTC)            Status  Duration
6c1a52b4-3f08-4d6e-9b2c-7a41e0f59d13   order.filled    2026-03-10 13:30:05   500     3012 ms
6c1a52b4-3f08-4d6e-9b2c-7a41e0f59d13   order.filled    2026-03-10 13:31:05   500     3007 ms
6c1a52b4-3f08-4d6e-9b2c-7a41e0f59d13   order.filled    2026-03-10 13:35:05   200      211 ms""",
        "Why do the three attempts share one delivery id, and should my handler deduplicate on it?",
        "The broker's webhook dashboard",
    ),
    (
        "options-assignment",
        ["options", "occ", "times"],
        """Assignment Notice
Account: 5XR-20417
Option: SPY 20MAR26 560 P   Contracts: 2   Assigned: 03/11/2026 (notified 03/12/2026 06:45 ET)
Resulting position: BOUGHT 200 SPY @ 560.00   Settlement: 03/13/2026
OCC ref: A-26070-118842""",
        "Why was I assigned early, and do I need cash for all of it by settlement?",
        "I woke up to this",
    ),
    (
        "margin-call-email",
        ["email", "margin_call", "deadline"],
        """Subject: Margin call - action required by 03/16/2026
Date: Thu, 12 Mar 2026 07:02:18 -0400
From: Margin Department <margin@harrowstreet.example>

Your account 5XR-20417 has a maintenance call of $4,812.40 as of the close on 03/11/2026.
Deposit funds or sell securities by 4:00 PM ET on 03/16/2026 to meet the call.""",
        "What are my options and what happens if I do nothing by the deadline?",
        "I received this",
    ),
    (
        "rmd-notice",
        ["letter", "rmd", "dates"],
        """Redwood Trust - Required Minimum Distribution Notice for 2026
IRA account: ...0442   Owner: L. Patterson   Date of birth: 04/02/1952
Fair market value on 12/31/2025: $412,880.14
Distribution period (Uniform Lifetime Table, age 74): 25.5
2026 RMD: $16,191.38   Deadline: 12/31/2026
Scheduled distributions: $1,349.28 monthly on the 15th, starting 01/15/2026""",
        "Check the RMD arithmetic.",
        "The RMD letter",
    ),
    (
        "monte-carlo-output",
        ["plan_output", "run_date", "plan_id"],
        """Retirement Projection - Nowak household
Plan ID: PLN-2025-00417   Run date: 2025-09-30 16:12:44   Simulations: 1,000
Probability of success (funds last to age 95): 82%
Median portfolio at 2034 retirement: £1.61m (today's money)
Worst 10%: funds exhausted at age 88""",
        "Explain what 82% means in plain words.",
        "Last year's projection",
    ),
    (
        "adviser-meeting-notes",
        ["meeting_notes", "times"],
        """Meeting: Ashby annual review   When: 2025-10-14 10:30-11:45   Where: Leeds office
Attendees: Helen Ashby, Mark Ashby, J. Moore (adviser)
10:32 Reviewed 2025 performance: +6.8% vs benchmark +7.1%
10:55 Helen: phased retirement from 2027; keep £30k cash buffer
11:20 Agreed: no change to risk profile (4/7); review state pension forecast
Actions: JM to request Mark's forecast by 2025-11-30""",
        "Turn these into three follow-up tasks with owners and due dates.",
        "My notes from last year",
    ),
    (
        "app-error-dialog",
        ["error_dialog", "request_id_pasted", "time"],
        """Something went wrong
We couldn't submit your transfer.
Error code: TRF-409
Request ID: 7d0c3b9e-1f4a-4c2e-9a8b-5e6f7a8b9c0d
Time: 2026-03-11 21:14:53 GMT""",
        "What does TRF-409 usually mean, and what should I tell support?",
        "Screenshot text from the app",
    ),
    (
        "dividend-line-json",
        ["single_line_json", "epoch_ms", "ts"],
        """{"ts": 1772006400000, "type": "dividend", "symbol": "VXUS", "amount": 4.12, "account": "FW-30911", "reinvested": false, "event_id": "01JNA7K2W9M3B5R8T0Q4C6X1ZD"}""",
        "Why wasn't this dividend reinvested when DRIP is on?",
        "The line from my account's event feed",
    ),
    (
        "tender-offer-election",
        ["corporate_action", "election", "deadline"],
        """Voluntary Tender Offer - Election Instructions
Issuer: Castlerock Minerals plc   Offer: 142p cash per share
Broker deadline: 17:00 UK time, 24 March 2026 (offer closes 26 March 2026 13:00)
Your holding: 3,400 shares in ISA account 2290-18
Default if no instruction: Take no action""",
        "If I don't reply, do I keep my shares?",
        "The election form",
    ),
    (
        "roth-conversion-record",
        ["record", "conversion_date"],
        """Conversion record
From: Traditional IRA ...0442   To: Roth IRA ...0917
Date processed: 12/18/2025 10:02:31 ET
Amount: $6,000.00 (shares: 66.221 of VTSAX at $90.61)
Tax withholding: none elected
Confirmation: CNV-2025-1218-00318""",
        "When does the five-year clock on this conversion start?",
        "The confirmation",
    ),
]

BLOCKS_INTL: list[tuple[str, list[str], str, str, str]] = [
    (
        "de-wertpapierabrechnung",
        ["german", "dotted_datetime", "auftragsnummer"],
        """Wertpapierabrechnung Kauf
Depot 4471-882019   Auftragsnummer 20260309-118842
Schlusstag/-zeit: 09.03.2026 09:04:17   Handelsplatz: Xetra
Valuta: 11.03.2026
iShares Core MSCI World UCITS ETF (IE00B4L5Y983)   25 Stück zu 98,06 EUR
Kurswert: 2.451,50 EUR   Provision: 4,90 EUR   Ausmachender Betrag: 2.456,40 EUR""",
        "Warum ist die Valuta zwei Tage nach dem Schlusstag?",
        "Meine Abrechnung",
    ),
    (
        "fr-avis-opere",
        ["french", "avis_opere", "heure"],
        """AVIS D'OPÉRÉ — Achat au comptant
Compte PEA n° 20418877
Date d'exécution : 10/03/2026 à 09:12:08   Date de règlement : 12/03/2026
Valeur : AMUNDI MSCI WORLD UCITS ETF (FR0010315770)   Quantité : 40   Cours : 512,31 €
Montant brut : 20 492,40 €   Frais de courtage : 10,25 €   Net débité : 20 502,65 €
Référence : OP-2026-0310-77821""",
        "Pourquoi le règlement a lieu deux jours après l'exécution ?",
        "Voici mon avis d'opéré",
    ),
    (
        "es-extracto-fondos",
        ["spanish", "fecha_valor", "referencia"],
        """Fecha operación  Fecha valor  Concepto                         Participaciones  Valor liquidativo  Importe
03/03/2026       04/03/2026   Suscripción Fondo Indexado Global  12,4410          24,1187            300,00 €
03/02/2026       04/02/2026   Suscripción Fondo Indexado Global  12,5302          23,9421            300,00 €
Ref. traspaso: TR-2026-00981 (solicitado 20/02/2026 12:41:09, en curso)""",
        "¿Por qué el traspaso tarda tanto si lo pedí hace semanas?",
        "Este es mi extracto",
    ),
    (
        "pt-informe-rendimentos",
        ["portuguese", "informe", "dates"],
        """INFORME DE RENDIMENTOS FINANCEIROS — Ano-calendário 2025
Corretora Ipê S.A.   CNPJ 12.345.678/0001-90
Titular: Ana Paula Ribeiro   CPF ***.482.119-**
Saldo em 31/12/2024: R$ 48.210,33   Saldo em 31/12/2025: R$ 61.904,18
Rendimentos sujeitos à tributação exclusiva (Tesouro IPCA+ 2035): R$ 3.118,40
Data de emissão: 27/02/2026 10:14:52""",
        "Em qual ficha da declaração eu coloco esses rendimentos?",
        "Meu informe de rendimentos",
    ),
    (
        "it-estratto-titoli",
        ["italian", "estratto", "dates"],
        """Estratto conto titoli al 31/12/2025 — Dossier n. 00418-771203
BTP Valore 2029   IT0005584856   nominale 20.000   prezzo 101,42   data acquisto 04/03/2024
ETF Vanguard FTSE All-World   IE00BK5BQT80   quote 310   prezzo 128,10
Imposta di bollo 2025 (0,20%): € 120,06   addebitata il 02/01/2026""",
        "L'imposta di bollo si paga anche sul BTP?",
        "Ecco l'estratto",
    ),
    (
        "nl-upo",
        ["dutch", "upo", "dates"],
        """Uniform Pensioenoverzicht 2025 — Pensioenfonds Metaal & Techniek
Naam: J. de Vries   Geboortedatum: 14-07-1981
Opgebouwd ouderdomspensioen per 1 januari 2026: € 11.842 bruto per jaar
Te bereiken vanaf 20-04-2048: € 24.910 bruto per jaar
Datum overzicht: 28-02-2026""",
        "Waarom begint mijn pensioen op 20 april 2048 en niet op mijn 67e verjaardag?",
        "Mijn pensioenoverzicht",
    ),
    (
        "pl-ike-wyciag",
        ["polish", "dotted_dates"],
        """Wyciąg z rachunku IKE nr 1188-20931  za okres 01.01.2025–31.12.2025
14.01.2025 10:02:11  Wpłata            10 000,00 zł
02.06.2025 16:45:38  Wpłata            12 000,00 zł
19.12.2025 09:12:04  Wpłata             4 500,00 zł
Suma wpłat w roku: 26 500,00 zł""",
        "O ile przekroczyłem limit i co bank zrobi z nadwyżką?",
        "Wyciąg z IKE",
    ),
    (
        "ja-torihiki",
        ["japanese", "yakujo", "ukewatashi"],
        """取引報告書（兼 受渡計算書）
約定日時：2026年3月9日 10:12:44　受渡日：2026年3月11日
銘柄：トヨタ自動車（7203）　売買区分：売付　口座：特定口座（源泉徴収あり）
数量：100株　単価：2,871円　約定金額：287,100円　手数料：0円
譲渡益税（源泉徴収）：12,188円""",
        "源泉徴収された税額は正しいですか？",
        "取引報告書です",
    ),
    (
        "zh-dividend-json",
        ["chinese", "json_chinese_keys"],
        """{"账户": "A-88120417", "证券代码": "600519", "分红方案": "每10股派276.73元", "股权登记日": "2026-06-18", "除息日": "2026-06-19", "派息日": "2026-06-19", "到账时间": "2026-06-19 09:31:02", "持股数量": 200}""",
        "为什么实际到账的金额比方案算出来的少？",
        "这是券商App里的分红记录",
    ),
    (
        "ko-chegyeol",
        ["korean", "trade_history"],
        """체결 내역
2026-03-10 09:00:12  삼성전자  매수  10주  71,400원  체결번호 20260310-000128
2026-03-10 14:22:51  삼성전자  매도   5주  72,900원  체결번호 20260310-004471
수수료 합계: 1,080원  증권거래세: 656원""",
        "이날 실현 손익이 얼마인지 계산해 주세요.",
        "오늘 거래 내역이에요",
    ),
    (
        "hi-cas",
        ["hindi", "devanagari", "cas"],
        """संयुक्त खाता विवरण (CAS) — अवधि 01-10-2025 से 31-12-2025
फोलियो 9104477/22   सरल निफ्टी 50 इंडेक्स फंड
05-10-2025  खरीद (SIP)  ₹5,000.00  एनएवी 26.9012  यूनिट 185.865
05-11-2025  खरीद (SIP)  ₹5,000.00  एनएवी 27.4408  यूनिट 182.210
समापन इकाइयाँ: 4,118.240   मूल्य 31-12-2025 को: ₹1,16,880.41""",
        "मेरी कुल लागत कितनी है और लाभ कितना है?",
        "मेरा स्टेटमेंट",
    ),
    (
        "ar-statement",
        ["arabic", "arabic_indic_digits"],
        """كشف حساب المحفظة — من ٠١/٠١/٢٠٢٦ إلى ٢٨/٠٢/٢٠٢٦
١٢/٠١/٢٠٢٦  شراء  صندوق الصكوك العالمية  ١٠٠ وحدة  ١٠٫٢٤ ريال
١٥/٠٢/٢٠٢٦  توزيع أرباح  ٤٢٫٠٠ ريال
رقم المرجع: ٢٠٢٦٠٢١٥٠٠٤٤١""",
        "هل التوزيع متوافق مع ما وعدت به نشرة الصندوق؟",
        "هذا كشف حسابي",
    ),
    (
        "ru-broker-report",
        ["russian", "cyrillic", "dotted_datetime"],
        """Сделки за 10.03.2026
Дата и время        Инструмент     Операция  Кол-во  Цена      Сумма         Номер сделки
10.03.2026 10:01:44 SBER          Покупка   100     312,45 ₽  31 245,00 ₽   9918827731
10.03.2026 15:47:02 SBER          Продажа   100     318,10 ₽  31 810,00 ₽   9918904417
Комиссия брокера: 18,95 ₽""",
        "Какой будет НДФЛ с этой сделки?",
        "Вот выписка из отчёта",
    ),
    (
        "tr-fon-islem",
        ["turkish", "dotted_datetime"],
        """İşlem Geçmişi — Yatırım Hesabı 3381-20419
Tarih/Saat            Fon    İşlem  Pay     Fiyat      Tutar
04.03.2026 11:02:17   AFT    Alım   1.200   2,418710   2.902,45 TL
09.03.2026 14:55:40   AFT    Satım    400   2,502194   1.000,88 TL
Valör: 11.03.2026""",
        "Satış tutarı hesabıma ne zaman geçer?",
        "İşlem geçmişim",
    ),
    (
        "th-statement-be",
        ["thai", "buddhist_era"],
        """รายการเคลื่อนไหว กองทุน RK-SSF-GLOBAL
วันที่ทำรายการ 02/03/2569 เวลา 10:14:08  ซื้อ  10,000.00 บาท  NAV 12.4410
วันที่ทำรายการ 05/03/2569 เวลา 15:31:51  ขาย   2,000.00 บาท  NAV 12.6032
เลขที่อ้างอิง 256903050091""",
        "ขาย SSF แบบนี้ผิดเงื่อนไขไหม",
        "นี่คือรายการของฉัน",
    ),
    (
        "sv-isk-transaktioner",
        ["swedish", "iso_datetime"],
        """Transaktioner ISK 4410-228190
2026-03-02 09:14:22  Köp   Ljung Global Index A   12,4410 andelar   3 000,00 kr
2026-03-05 17:30:00  Utdelning  Ljung Global Index A   0,00 kr
2026-03-09 12:02:51  Sälj  Nordea Aktie Sverige     4,0000 andelar   1 288,40 kr""",
        "Måste jag deklarera försäljningen?",
        "Mina transaktioner",
    ),
    (
        "vi-lenh-khop",
        ["vietnamese", "trade_history"],
        """Lịch sử lệnh khớp — Tài khoản 058C118842
10/03/2026 09:15:03  Mua  FPT  500 cp  giá 118.500  Số hiệu lệnh 0310000418
10/03/2026 13:48:22  Bán  FPT  200 cp  giá 121.200  Số hiệu lệnh 0310009913
Phí giao dịch: 0,15%   Thuế TNCN khi bán: 0,1%""",
        "Tôi lãi bao nhiêu sau phí và thuế?",
        "Lịch sử lệnh của tôi",
    ),
    (
        "id-reksa-dana",
        ["indonesian", "reksa_dana"],
        """Konfirmasi Transaksi Reksa Dana
No. Transaksi: RD-20260309-004418   Tanggal transaksi: 09-03-2026 13:58:10 WIB
Produk: Reksa Dana Indeks Nusantara 30   Jenis: Pembelian
Nominal: Rp 5.000.000   NAB/unit: Rp 1.482,31   Unit: 3.373,1338
Tanggal NAB: 09-03-2026""",
        "Kenapa NAB yang dipakai tanggal 9, padahal saya bayar tanggal 10?",
        "Ini konfirmasi dari aplikasi",
    ),
    (
        "cs-penzijni",
        ["czech", "dotted_dates"],
        """Výpis z účtu doplňkového penzijního spoření č. 882-1044198
Datum      Pohyb                          Částka
15.01.2026 Příspěvek účastníka            1 700,00 Kč
20.01.2026 Státní příspěvek                 340,00 Kč
17.02.2026 Příspěvek zaměstnavatele       1 000,00 Kč
Stav účtu k 28.02.2026: 412 880,14 Kč""",
        "Proč státní příspěvek přišel jen za leden?",
        "Výpis z penzijka",
    ),
    (
        "he-pension-report",
        ["hebrew", "slashed_dates"],
        """דוח רבעוני — קרן פנסיה "ארז מקיפה"
תקופה: 01/10/2025 – 31/12/2025
הפקדות עובד: 2,380 ₪   הפקדות מעסיק: 2,550 ₪   פיצויים: 2,125 ₪
דמי ניהול מהפקדה: 1.49%   דמי ניהול מצבירה: 0.22%
תאריך הפקת הדוח: 15/02/2026""",
        "האם דמי הניהול האלה גבוהים?",
        "הדוח שקיבלתי",
    ),
    (
        "uk-ua-broker",
        ["ukrainian", "cyrillic"],
        """Звіт про операції з ОВДП — рахунок 2204-118833
Дата розрахунку: 11.03.2026   Час: 11:04:19
ОВДП UA4000227045   Купівля   100 шт.   ціна 1 012,40 грн
Купонна виплата: 17.06.2026""",
        "Коли я отримаю купон і скільки?",
        "Ось звіт від брокера",
    ),
]

SYSTEM_WM = "You are the client assistant of Northgate Wealth. Explain clearly and do not give personal investment advice."

PLACEMENTS_EN = [
    "after",
    "before",
    "after_noblank",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "indented",
    "before_colon",
    "system_user",
    "both_sides",
    "start_of_message",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_doc",
    "tool_observation",
]
PLACEMENTS_INTL = [
    "after",
    "before",
    "lead_in",
    "after_noblank",
    "quoted",
    "fence",
    "indented",
    "before_colon",
    "end_of_prompt",
    "chatml",
    "gemma",
    "mistral",
    "start_of_message",
    "phi3",
]


def _place(placement: str, block: str, ask: str, intro: str) -> str:
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
    if placement == "earlier_user_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant_turn":
        return (
            f"{SYSTEM_WM}\n\nUser: Can you show me the record we discussed yesterday?\n"
            f"Assistant: Of course. Here it is as you sent it:\n\n{block}\nUser: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_WM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nIs anything else in there unusual?"
    if placement == "start_of_message":
        return f"{SYSTEM_WM}\nChannel: web\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM_WM}\n\nUser: {ask}\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_WM}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_WM}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_WM}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return (
            f'Answer from the document the client uploaded.\n\n<document source="upload">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    assert placement == "tool_observation"
    return (
        f"Question: {ask}\nThought: I should read the file the client uploaded.\n"
        f"Action: read_upload[name=upload.txt]\nObservation:\n{block}\nThought:"
    )


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS_EN):
        placement = PLACEMENTS_EN[k % len(PLACEMENTS_EN)]
        text = _place(placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS_INTL):
        placement = PLACEMENTS_INTL[k % len(PLACEMENTS_INTL)]
        text = _place(placement, block, ask, intro)
        NEG.append(
            Draft(
                text,
                f"{SRC}neg:pasted:{source}",
                ["hard_negative", "pasted", "non_english", placement, *tags],
            )
        )


# --- hand-written negatives: look-alikes in program positions, values asked about, controls ----------------------


def _neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


def _negatives_lookalikes() -> None:
    _neg(
        "lookalike:firm-header",
        ["lookalike", "header_block", "frn", "founded", "knowledge_cutoff"],
        """Firm: Castellan Advisers Ltd
FRN: 612345
Founded: 2004
Model knowledge cutoff: 2025-06

You help Castellan clients understand their pension statements. Plain English only.

Client: What's the difference between "crystallised" and "uncrystallised" funds?
Assistant:""",
    )
    _neg(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are Penny, an investing-basics tutor. No product recommendations.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is an expense ratio and how is it taken from my fund?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    _neg(
        "lookalike:chatml-revision",
        ["lookalike", "chatml", "prompt_revision"],
        """<|im_start|>system
You are Atlas, the planning assistant of Meridian Wealth Partners (established 1998).
Prompt revision: 2026-02-11 (compliance approved)<|im_end|>
<|im_start|>user
Can I take 25% of my pension tax-free and leave the rest invested?<|im_end|>
<|im_start|>assistant""",
    )
    _neg(
        "lookalike:front-matter-model",
        ["lookalike", "front_matter", "model_version", "fee_schedule_date"],
        """---
app: robo-explainer
model_portfolio: MP-Balanced v2026.1
fee_schedule_effective: 2026-01-01
locale: en-US
---
Explain the client's model portfolio in plain words.

User: Why does Balanced hold 5% in TIPS?
Assistant:""",
    )
    _neg(
        "lookalike:xml-tenant-api",
        ["lookalike", "xml_attr", "tenant_uuid", "api_version"],
        """<context tenant="8d3b2f1a-6c4e-4f7a-9b1d-2e5c8a7f0d34" api-version="2025-09-30" region="eu-west-2">
You answer questions about ISA and SIPP limits for UK clients. Tax year 2025/26.
</context>

User: Can I pay into a SIPP after I stop working?
Assistant:""",
    )
    _neg(
        "lookalike:single-line-json-stable",
        ["lookalike", "single_line_json", "api_version", "build"],
        """cfg: {"app": "fairway-assist", "api_version": "2024-11-01", "build": "2026.03.1", "locale": "en-US"}
You explain settlement cycles and order types to Fairway Invest clients.

User: What's the difference between a stop and a stop-limit order?
Assistant:""",
    )
    _neg(
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "template_revision"],
        """<!-- template: annual-review-letter rev 14, approved 2025-11-20, owner: compliance -->
Draft the annual review letter from the notes. Keep figures exactly as given.

Notes: Portfolio 61/39 vs target 60/40, no rebalance needed. Contributions £500/month continue.
Letter:""",
    )
    _neg(
        "lookalike:md-table-client",
        ["lookalike", "md_table", "client_since", "account_number"],
        """| Field          | Value                 |
|----------------|-----------------------|
| Client         | Priya Raman           |
| Client since   | 2018-05-02            |
| Account        | BP-4410278            |
| Risk profile   | 3 of 7                |

Priya: Should I be worried that my portfolio is down this month?
Brightpath:""",
    )
    _neg(
        "lookalike:env-lines",
        ["lookalike", "kv_lines", "tz", "tax_year", "cutoff"],
        """TZ=America/New_York
BASE_CCY=USD
TAX_YEAR=2025
ORDER_CUTOFF=16:00
You explain mutual fund order cut-offs to Redwood Trust clients.

User: If I place a fund order at 4:30 pm, which day's NAV do I get?
Assistant:""",
    )
    _neg(
        "lookalike:version-headers",
        ["lookalike", "header_block", "api_version", "customer_id"],
        """Tradewell-Version: 2025-06-30
Partner: northgate-wealth
Account-Group: ag_7Hc2Lq9
Accept: application/json

You explain the partner API's order types to the Northgate operations team.

Question: Does the API support fractional sell orders in IRAs?
Answer:""",
    )
    _neg(
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_template"],
        """Current date: {{current_date}}
Session: {{session_id}}

You are the robo-adviser's onboarding helper. Explain the risk questionnaire.

User: Why do you ask about my age and my income?
Assistant:""",
    )
    _neg(
        "lookalike:gemma-cutoff",
        ["lookalike", "gemma", "knowledge_cutoff"],
        """<start_of_turn>user
You are a retirement-income explainer. Your knowledge runs to June 2025; say so if asked about later rules.

What is sequence-of-returns risk?<end_of_turn>
<start_of_turn>model
""",
    )
    _neg(
        "lookalike:phi3-office-hours",
        ["lookalike", "phi3", "office_hours"],
        """<|system|>
You are the help assistant of Halden Life. Phone support: Mon-Fri 08:30-17:30 UK time, closed on bank holidays.<|end|>
<|user|>
How do I change the fund my workplace pension is invested in?<|end|>
<|assistant|>""",
    )
    _neg(
        "lookalike:mistral-regulation-date",
        ["lookalike", "mistral", "regulation_date"],
        """<s>[INST] You explain the FCA Consumer Duty (in force since 31 July 2023 for open products) to clients of a
wealth manager in plain words.

What does "fair value" mean for the fees I pay? [/INST]""",
    )
    _neg(
        "lookalike:isa-year-header",
        ["lookalike", "header_block", "tax_year", "allowance_reset"],
        """Tax year: 2025/26 (ends 5 April 2026)
ISA allowance: £20,000
Assistant: Willowmark help

User: If I open a Lifetime ISA now, does it use up part of my £20,000?
Assistant:""",
    )
    _neg(
        "lookalike:adviser-profile-xml",
        ["lookalike", "xml_attr", "crd", "licence_dates"],
        """<adviser crd="6614207" registered="2011-09-14" series65="2011-08-30" firm="Duval Financial">
You write client-facing bios for Duval Financial advisers.
</adviser>

Write a two-sentence bio for this adviser.
Bio:""",
    )


def _negatives_asked() -> None:
    _neg(
        "asked:epoch-trade",
        ["asked", "epoch"],
        """My broker's API returned "transact_time": 1773153067398 for a fill. Is that milliseconds, and what time was it
in New York?""",
    )
    _neg(
        "asked:ulid-order",
        ["asked", "ulid"],
        """Can you decode the timestamp inside this order id from our OMS? 01JNZ4QK8S5W2H7XG3R6TBM9CD""",
    )
    _neg(
        "asked:uuid7-account-event",
        ["asked", "uuid7"],
        """Our robo platform gives events ids like 0195a1c2-44d7-7e10-9b3f-5c8a2e6d0f71. Is that a UUIDv7, and can I sort
events by it instead of by created_at?""",
    )
    _neg(
        "asked:ksuid",
        ["asked", "ksuid"],
        """The KYC vendor's check id is 2dM4Xq8nK1bZ0yR7pW3sL9vT5cF. Is it safe to show it to the client in the app, or does
it leak anything such as the time?""",
    )
    _neg(
        "asked:jwt-support",
        ["asked", "jwt"],
        """Support asked me to send the token from my browser. Is this safe to share, and when does it expire?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGllbnQtMzA5MTEiLCJpYXQiOjE3NzMxNTMwMDAsImV4cCI6MTc3MzE1NjYwMH0.mV4p2q8Kx1Zb7n0Rc5Tf3Hs9Lw6Yd2Ja8Ge4Uo1Pi0""",
    )
    _neg(
        "asked:traceparent",
        ["asked", "traceparent"],
        """The developer portal shows this on a failed rebalance call. Which part should I give to the partner's support team?

traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01""",
    )
    _neg(
        "asked:user-clock",
        ["asked", "user_typed_time"],
        """It's 15:52 here in New York and I just placed a market order for VTI. Will it fill today or at tomorrow's
open? My broker says orders after 15:55 may not execute.""",
    )
    _neg(
        "asked:rebalance-week",
        ["asked", "iso_week"],
        """Our rebalancing calendar runs in ISO weeks: quarterly reviews in 2026-W14, 2026-W27, 2026-W40 and 2026-W53. Is
there a week 53 in 2026, and if not, which week should the last review move to?""",
    )
    _neg(
        "asked:few-shot-dates",
        ["asked", "few_shot", "example_dates"],
        """Extract the corporate action as JSON.

Example input: "ACME declares $0.25 dividend, ex-date 2026-02-13, payable 2026-03-02"
Example output: {"issuer": "ACME", "type": "dividend", "amount": 0.25, "ex_date": "2026-02-13", "pay_date": "2026-03-02"}

Input: "Borealis Energy announces 1-for-10 reverse split effective 2026-04-06, record date 2026-04-02"
Output:""",
    )
    _neg(
        "asked:timezone-open",
        ["asked", "time_arithmetic"],
        """The Tokyo Stock Exchange opens at 09:00 JST. What time is that in London on 30 March 2026, after the UK
clocks change, and in New York?""",
    )
    _neg(
        "asked:relative-times",
        ["asked", "relative_time"],
        """My transfer says "submitted 3 days ago" and the ISA provider says it takes up to 30 calendar days. The cash
part cleared 2 hours ago. When should I chase?""",
    )
    _neg(
        "control:plain-1",
        ["control", "plain"],
        """You are Penny, an investing-basics tutor for first-time investors. Use short paragraphs.

User: What's the difference between an index fund and an ETF?
Penny:""",
    )
    _neg(
        "control:plain-2",
        ["control", "plain"],
        """Rewrite this sentence for a client newsletter so that it is clear and friendly: "Diversification reduces
idiosyncratic risk but does not eliminate systematic risk." Keep it under 30 words.""",
    )


# --- generated families ------------------------------------------------------------------------------------------

# (key, lang, app, tz, system, user, cue): every user message carries a pasted record with its own times and ids.
BODIES: list[tuple[str, str, str, timezone | None, str, str, str]] = [
    (
        "en-confirmation",
        "en",
        "harrow-help",
        None,
        "You are Ledger, the client support assistant of Harrow Street Brokerage. Explain activity in plain words.",
        """Client: Why was I charged a fee on this sale?
SOLD 15 ARKK @ 48.05  Trade Date 03/09/2026 15:58:40 ET  Settle 03/10/2026
Principal 720.75  Reg fee 0.02  TAF 0.01  Net 720.72  Order # 9KQ1-22TX""",
        "Assistant:",
    ),
    (
        "en-robo-drift",
        "en",
        "brightpath-chat",
        None,
        "You are Brightpath's portfolio explainer. Explain drift and rebalancing without forecasting returns.",
        """Client: My dashboard showed this yesterday. Why no rebalance?
{"as_of": "2026-03-11", "drift_pp": {"us_equity": 2.7, "intl_equity": -1.9, "us_bonds": -0.8}, "band_pp": 3, "last_rebalance": "2025-11-18T14:00:04Z", "event_id": "01JNF3T8Q7R2C5W9XK4M6BZD1E"}""",
        "Assistant:",
    ),
    (
        "en-pension-transfer",
        "en",
        "halden-transfers",
        None,
        "You keep Halden Life clients informed about pension transfers. Explain stages; never promise dates.",
        """Client: The ceding scheme sent me this. What's left to do?
Transfer ref: HL-TR-2026-006120
Received request: 2026-02-11 10:42:18
Discharge forms returned: 2026-03-02
Funds expected: within 10 working days of 2026-03-09""",
        "Assistant:",
    ),
    (
        "en-1099-div",
        "en",
        "redwood-tax",
        None,
        "You help Redwood Trust clients read their tax forms. Explain boxes; do not prepare returns.",
        """Client: My corrected 1099-DIV came in. What changed?
Original  issued 02/13/2026  Box 1a 2,184.33  Box 1b 1,902.10
Corrected issued 03/06/2026  Box 1a 2,184.33  Box 1b 1,640.88  Doc ID 2026-1099-88120417-C1""",
        "Assistant:",
    ),
    (
        "en-crm-record",
        "en",
        "northgate-crm",
        None,
        "You prepare meeting briefs for Northgate Wealth advisers. Bullet points only.",
        """Adviser: Brief me on this client before the call.
id: 0195a7d0-12c4-7b9e-8e31-4f0a6c2d9b58
created: 2021-06-03T09:12:00Z
last_contact: 2026-02-26T15:40:11Z (phone, 14 min)
note: wants to gift £3,000 a year to grandchildren; considering a Junior ISA""",
        "Brief:",
    ),
    (
        "en-onboarding-form",
        "en",
        "castellan-onboard",
        None,
        "You review onboarding applications for Castellan Advisers and flag anything inconsistent.",
        """Reviewer: Anything odd here?
Submitted: 2026-03-08 19:14:07 UTC   Token: q8w1hz0c3k9x7m2v5n4b6l
DOB: 1979-06-22   Employment: Employed since 2015-01-05   Annual income: £85,000-£100,000
Investment experience: none   Requested strategy: options income""",
        "Assistant:",
    ),
    (
        "de-dividend",
        "de",
        "elbtal-depot",
        CET,
        "Du bist der Depot-Assistent der Elbtal Direktbank. Antworte auf Deutsch und ohne Anlageempfehlung.",
        """Kunde: Warum wurde auf diese Ausschüttung Steuer einbehalten, obwohl ich einen Freistellungsauftrag habe?
Ertragsgutschrift 14.03.2026  Vanguard FTSE All-World (IE00BK5BQT80)  Ex-Tag 12.03.2026
Bruttobetrag 212,40 EUR  Kapitalertragsteuer 28,11 EUR  Referenz EG-2026-0314-55812""",
        "",
    ),
    (
        "fr-pea",
        "fr",
        "arcelle-pea",
        CET,
        "Tu es l'assistant PEA de Banque Arcelle. Réponds en français, sans conseil personnalisé.",
        """Client : Pourquoi cet ordre a été refusé sur mon PEA ?
Ordre n° 2026031044178 — saisi le 10/03/2026 à 10:02:51 — Achat 10 AAPL — Statut : rejeté (titre non éligible)""",
        "",
    ),
    (
        "es-fondos",
        "es",
        "albera-fondos",
        CET,
        "Eres el asistente de fondos de Caja Albera. Responde en español sin recomendaciones personalizadas.",
        """Cliente: ¿Por qué este reembolso tardó tres días en llegar?
Orden de reembolso 2026-00418812  solicitada 06/03/2026 15:48:02  valor liquidativo de 09/03/2026
Importe abonado 11/03/2026: 4.812,30 €""",
        "",
    ),
    (
        "pt-tesouro",
        "pt",
        "ipe-tesouro",
        BRT,
        "Você é o assistente de Tesouro Direto da Corretora Ipê. Responda em português, sem recomendar títulos.",
        """Cliente: Por que o valor resgatado veio menor do que o saldo que eu via no app?
Resgate Tesouro IPCA+ 2035  protocolo 20260310-771204  solicitado 10/03/2026 11:22:07
Valor bruto R$ 12.480,11  IR R$ 301,40  Taxa B3 R$ 4,18  Líquido R$ 12.174,53""",
        "",
    ),
    (
        "ja-ideco",
        "ja",
        "sakura-ideco",
        JST,
        "あなたは「さくら証券」のiDeCoサポートです。日本語で、投資助言はせずに説明してください。",
        """お客様：掛金の引落しができなかったようです。この通知は何ですか？
掛金未納のお知らせ　引落予定日 2026/02/26　対象月 2026年1月分　受付番号 ID-2026-0226-004418""",
        "",
    ),
    (
        "zh-wealth",
        "zh",
        "changlu-wealth",
        CST_CN,
        "你是“长鹭理财”的客服助手，只解释规则，不提供投资建议。",
        """客户：这笔赎回为什么还没到账？
{"订单号": "R20260309100418", "申请时间": "2026-03-09 10:04:18", "确认日": "2026-03-10", "预计到账": "2026-03-12", "金额": "20,000.00"}""",
        "",
    ),
    (
        "ko-isa",
        "ko",
        "hanbit-isa",
        KST,
        "당신은 한빛증권 ISA 상담 도우미입니다. 한국어로 답하고 투자 권유는 하지 마세요.",
        """고객: ISA 만기 해지하면 세금이 어떻게 되나요? 제 계좌 정보입니다.
가입일 2023-04-17 10:22:05  만기일 2026-04-17  누적 순이익 4,812,330원  계좌번호 ISA-712-88120""",
        "",
    ),
    (
        "hi-ppf",
        "hi",
        "saral-ppf",
        IST_IN,
        "आप सरल बैंक के निवेश सहायक हैं। हिंदी में समझाइए, निवेश सलाह मत दीजिए।",
        """ग्राहक: मेरे PPF खाते में इस साल की जमा सीमा कितनी बची है?
खाता PPF-118842  खोला गया 01-04-2016
10-04-2025  जमा ₹50,000  संदर्भ 250410004418
12-01-2026  जमा ₹60,000  संदर्भ 260112009913""",
        "",
    ),
    (
        "pl-obligacje",
        "pl",
        "wisla-obligacje",
        CET,
        "Jesteś asystentem Domu Maklerskiego Wisła. Odpowiadaj po polsku, bez rekomendacji inwestycyjnych.",
        """Klient: Dlaczego odsetki z obligacji EDO są niższe, niż liczyłem?
Dyspozycja 88120417  zakup 12.03.2024 10:41:09  EDO0334  100 szt.
Naliczone odsetki za 2. rok: 512,40 zł  data naliczenia 12.03.2026""",
        "",
    ),
    (
        "tr-emeklilik",
        "tr",
        "anka-bes",
        TRT,
        "Sen Anka Emeklilik'in BES asistanısın. Türkçe ve yatırım tavsiyesi vermeden cevap ver.",
        """Müşteri: Fon dağılımı değişikliğim neden hâlâ görünmüyor?
Talep no 2026-031104417  talep zamanı 11.03.2026 16:52:30  yeni dağılım: %60 hisse, %40 borçlanma araçları""",
        "",
    ),
    (
        "ru-obligacii",
        "ru",
        "severny-bonds",
        MSK,
        "Ты — помощник клиентов брокера «Северный капитал». Отвечай по-русски без инвестиционных рекомендаций.",
        """Клиент: Почему купон пришёл на день позже даты в графике?
Купон ОФЗ 26238  дата по графику 04.03.2026  зачислено 05.03.2026 09:14:22  сумма 1 748,50 ₽""",
        "",
    ),
    (
        "id-sukuk-ritel",
        "id",
        "nusantara-sbn",
        WIB,
        "Anda asisten investasi Bank Nusantara. Jawab dalam bahasa Indonesia tanpa rekomendasi investasi.",
        """Nasabah: Kenapa kupon sukuk ritel saya belum masuk?
Seri SR022  kode pemesanan 1904-2203-4418  tanggal setelmen 20-03-2025
Kupon ke-12 jatuh tempo 10-03-2026  status: diproses""",
        "",
    ),
    (
        "vi-chung-chi-quy",
        "vi",
        "songhong-fund",
        ICT,
        "Bạn là trợ lý khách hàng của Quỹ Sông Hồng. Trả lời bằng tiếng Việt, không khuyến nghị đầu tư.",
        """Khách hàng: Vì sao lệnh mua chứng chỉ quỹ của tôi khớp theo giá ngày 10?
Mã lệnh 0903-004418  đặt lúc 09/03/2026 15:12:44  ngày giao dịch 10/03/2026  NAV 14.218,55 đ""",
        "",
    ),
]

NOW_LABELS: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "de": ("Aktuelle Zeit", de_now),
    "fr": ("Heure actuelle", fr_now),
    "es": ("Hora actual", slashed),
    "pt": ("Agora", br_now),
    "ja": ("現在時刻", ja_now),
    "zh": ("当前系统时间", zh_now),
    "ko": ("현재 시각", ko_now),
    "hi": ("वर्तमान समय", hi_now),
    "pl": ("Bieżący czas", dotted),
    "tr": ("Şu an", tr_now),
    "ru": ("Сейчас", dotted),
    "id": ("Waktu sekarang", lambda t: f"{t:%d-%m-%Y %H:%M:%S} WIB"),
    "vi": ("Thời gian hiện tại", lambda t: f"{t:%H:%M:%S} ngày {t:%d/%m/%Y}"),
}

# (cue, label, key, value): the fields of the generated positives
FIELDS: list[tuple[str, str, str, Callable[[Gen76, datetime], str | int]]] = [
    ("datetime", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "Generated at", "generated_at", lambda g, t: iso_space(t.astimezone(UTC)) + " UTC"),
    ("epoch", "Client time (ms)", "client_ts_ms", lambda g, t: epoch_ms(t)),
    ("epoch", "Sent (unix)", "sent_unix", lambda g, t: epoch_s(t)),
    ("request_id", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "Correlation ID", "correlation_id", lambda g, t: g.ulid(t)),
    ("session_id", "Session", "session", lambda g, t: g.uuid7(t)),
    ("session_id", "Desk session", "desk_session", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("datetime", "Snapshot taken", "snapshot_at", lambda g, t: py_logging(t)),
    ("datetime", "Prices fetched", "prices_fetched_at", lambda g, t: js_iso(t)),
    ("fetch_id", "Pull ID", "pull_id", lambda g, t: g.nanoid()),
    ("epoch", "pf.t0", "pf_t0", lambda g, t: epoch_us(t)),
    ("request_id", "pf.hop", "pf_hop", lambda g, t: g.tsid()),
    ("datetime", "Now", "now", lambda g, t: http_date(t)),
    ("date", "Today", "today", lambda g, t: iso_date(t)),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("datetime", "Built", "built_at", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "Stamp", "stamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("session_id", "Chat", "chat_id", lambda g, t: g.objectid(t)),
    ("run_id", "Run", "run_id", lambda g, t: g.uuid7(t)),
    ("datetime", "Wallclock", "wallclock", lambda g, t: py_iso(t)),
    ("request_id", "Ref-Req", "ref_req", lambda g, t: g.xid()),
    ("datetime", "Heartbeat", "heartbeat", lambda g, t: rfc3339(t, 6)),
]

# (label, key, value): stable values of the generated negatives
STABLES: list[tuple[str, str, str]] = [
    ("Custodian", "custodian", "Northbridge Trust Co."),
    ("Model portfolio", "model_portfolio", "MP-Balanced v2026.1"),
    ("Fee schedule effective", "fee_schedule_effective", "2026-01-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("API version", "api_version", "2025-09-30"),
    ("Tenant", "tenant", "3f6c1a2e-8b4d-4e7f-9a05-c2d18e6b7f40"),
    ("Firm FRN", "frn", "612345"),
    ("Tax year", "tax_year", "2025/26"),
    ("Base currency", "base_ccy", "EUR"),
    ("Time zone", "tz", "Europe/Berlin"),
    ("Build", "build", "2026.02.3"),
    ("Prompt revision", "prompt_rev", "2026-02-11"),
    ("Risk scale", "risk_scale", "SRRI 1-7"),
    ("Advisory agreement signed", "agreement_signed", "2019-05-14"),
    ("Client since", "client_since", "2014-09-01"),
    ("Account", "account", "U8812034"),
    ("Region", "region", "eu-central-1"),
    ("Market hours", "market_hours", "09:00-17:30 CET"),
    ("Rebalance band", "rebalance_band", "5pp"),
    ("Order cutoff", "order_cutoff", "16:00 ET"),
    ("Model", "model", "gpt-4o-mini-2024-07-18"),
    ("Plan year", "plan_year", "2026"),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "front_matter",
    "json_pretty",
    "xml_attr",
    "json_single",
    "bracket_kv",
]


def _forms(label: str, key: str, value: str | int, cue: str | None) -> dict[str, str]:
    """The field as a line, a JSON member with its comma, an XML attribute and a `key=value` pair."""
    jval = str(value) if isinstance(value, int) else '"' + value + '"'
    sval = str(value)
    kval = sval if " " not in sval else '"' + sval + '"'
    forms = {
        "line": f"{label}: {sval}",
        "json": f'"{key}": {jval},',
        "xml": f'{key}="{sval}"',
        "kv": f"{key}={kval}",
    }
    if cue is None:
        return forms
    return {name: v(cue, text) for name, text in forms.items()}


def _compose(
    body: tuple[str, str, str, timezone | None, str, str, str], position: str, f: dict[str, str]
) -> str:
    _, lang, app, _, system, user, cue = body
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{f['line']}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{f['line']}\n\n{user}{tail}"
    if position == "header_block":
        return f"Channel: web\n{f['line']}\nLocale: {lang}\n\n{system}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{f['line']}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{f['line']}{tail}"
    if position == "front_matter":
        return f"---\napp: {app}\n{f['line']}\nlocale: {lang}\n---\n{system}\n\n{user}{tail}"
    if position == "json_pretty":
        return f'{{\n  "app": "{app}",\n  {f["json"]}\n  "locale": "{lang}"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<context app="{app}" {f["xml"]} locale="{lang}">\n{system}\n</context>\n\n{user}{tail}'
    if position == "json_single":
        return f'meta: {{"app": "{app}", {f["json"]} "locale": "{lang}"}}\n{system}\n\n{user}{tail}'
    assert position == "bracket_kv"
    return f"[ctx app={app} {f['kv']} locale={lang}]\n{system}\n\n{user}{tail}"


def _combos(g: Gen76, count: int, english: int) -> list[tuple[int, int]]:
    """`count` distinct (body, position) pairs, `english` of them with an English body, in seeded order."""
    combos = [(b, p) for b in range(len(BODIES)) for p in range(len(POSITIONS))]
    g.rng.shuffle(combos)
    en = [c for c in combos if BODIES[c[0]][1] == "en"][:english]
    other = [c for c in combos if BODIES[c[0]][1] != "en"][: count - english]
    chosen = en + other
    g.rng.shuffle(chosen)
    return chosen


def generated_positives(g: Gen76, count: int = 66) -> list[Draft]:
    out: list[Draft] = []
    for k, (b, p) in enumerate(_combos(g, count, 36)):
        body = BODIES[b]
        key, lang, _, tz, *_ = body
        t = g.moment()
        if tz is CET:
            t = eu(t)
        elif tz is not None:
            t = t.astimezone(tz)
        else:
            t = us(t) if k % 3 == 0 else t
        if lang in NOW_LABELS and k % 2 == 0:
            label, fmt = NOW_LABELS[lang]
            cue, fkey, value = "datetime", "now_local", fmt(t)
        else:
            cue, label, fkey, fn = FIELDS[k % len(FIELDS)]
            value = fn(g, t)
        text = _compose(body, POSITIONS[p], _forms(label, fkey, value, cue))
        tags = ["generated", POSITIONS[p], lang, fkey]
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}gen-pos:{key}:{POSITIONS[p]}", tags))
    return out


def generated_negatives(g: Gen76, count: int = 46) -> list[Draft]:
    out: list[Draft] = []
    for k, (b, p) in enumerate(_combos(g, count, 26)):
        body = BODIES[b]
        key, lang, *_ = body
        label, skey, value = STABLES[k % len(STABLES)]
        text = _compose(body, POSITIONS[p], _forms(label, skey, value, None))
        tags = ["generated", "hard_negative", POSITIONS[p], lang, skey]
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}gen-neg:{key}:{POSITIONS[p]}", tags))
    return out


# --- assembly ----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen76(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold76", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
