"""Build `prompt_normalizer/corpus/holdout111.jsonl`, a hundred-and-eleventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout111.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`; `Gen` is subclassed
only to narrow its moments to one week and to add prefixed, upper-case hex and tracestate ids); of
`make_holdout2.py` to `make_holdout104.py` only the module docstrings were read (extracted with
`ast.get_docstring`, the code never printed), through keyword searches over them for neighbours of this
domain (freelance, contractor, gig, payout, invoice, escrow, marketplace, timesheet, and then Upwork,
Fiverr, 1099, W-8BEN, milestone, KYC, identity verification, creator economy, proposal) and the passages
around the hits, with the docstring of `make_holdout104.py` read in full and the domain, neighbour and
sources passages of the closest ones (`make_holdout57.py`, `make_holdout93.py`, `make_holdout33.py` and
`make_holdout18.py`); of `make_holdout24.py` also its import block and its last 150 lines, for the
structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of `tests/normalizer/`
showed the generators' names, and the corpus folder's file names showed that `holdout111.jsonl` did
not exist yet.) Nothing else under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout105.py` to `make_holdout112.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input at
its offsets, spans are single lines without outer blanks, inputs are unique, two builds are
byte-identical).

The domain is freelancer platforms and contractor payments: job posts and proposals, contracts and
milestones, time tracking, invoices and payouts, tax forms, disputes and escrow, and identity
verification. The earlier docstrings name neighbours of it: above all e-commerce marketplaces from the
seller's and operator's side in make_holdout57 and make_holdout93 (seller payouts and fees with a
payout provider call carrying `X-Request-Id` and `X-Idempotency-Key`, FX rates "as of" an RFC 2822
time, a fee invoice dated today by the invoicing tool, a payout hold explainer behind traceparent,
reserves, chargebacks passed on to sellers, a KYC reviewer's YAML, a liveness capture, a 1099-K and a
payout webhook pasted to debug); creator payouts, payout statements and translators' job offers, rate
cards and timesheets as negatives (make_holdout18); an accounting practice's 1099-NEC worksheet
footer, timesheet imports, a timesheet checker's logfmt line and a KYC session JWT (make_holdout33);
an interpreter's timesheet tablet and agency invoices (make_holdout54); a carers' timesheet helper in
the current ISO week (make_holdout30); contractors on building sites and subcontractor payment
applications (make_holdout28, make_holdout74); escrow in loan servicing and in real-estate closing
(make_holdout49, make_holdout69); identity verification for citizen portals with a liveness check's
session, nonce and `issued_at` (make_holdout52); bids and proposal workspaces for tenders
(make_holdout58); crypto KYC and source of funds (make_holdout100). The scenarios here were written
around them: every platform and tool is made up (Taskmere, Workhive, Gigloom, Freelio, Bidwell,
Missionly, Rakethub, Auftragswerk, Chambalia, Bicoloja, Klusplein, Zleceniownia, Фрилансум, シゴトバ,
일감마루, 零工通 and others; Remitra, Fundrail, Clockwell, Hourbook, Pitchcraft, DisputeDesk); payouts
are seen from the freelancer's side (withdrawals, currencies, returned payouts, holds, cut-offs), never
a seller's reserves or fees, and no invoice is dated today by a tool; escrow is milestone escrow between
a client and a freelancer, never a loan or a closing; identity checks are document photos, selfie
matches, proof of address and business registry checks, with no liveness JSON and no OIDC values; tax
forms are the freelancer's own (W-8BEN, a W-9 TIN match, 1099-NEC and 1099-K thresholds, DAC7, Korean
3.3% withholding, an Italian ritenuta, Thai withholding), never an accounting firm's worksheets; time
tracking is a tracker's screenshots, idle time, manual time and weekly caps, where the ISO week is a
contract's weekly cap, not a care rota. The sources are:

* job posts and proposals: a proposal writer's forwarded headers (`Date` in RFC 1123 and a hex
  `X-Request-ID` move; host, language and plan stay), job post polishing behind YAML front matter
  (`generated_at` with `+05:30`, ULID `draft_request`) over the client's pasted draft, a bid ranker's
  pretty JSON (UUIDv7 `request_id`, `ranked_at_ms`; the proposals stay), a ChatML proposal coach with a
  `cs_` `Coach session:` before `<|im_end|>`, a bid credit explainer's "It is now <RFC 2822>." sentence,
  a job invitation's XML attributes (`received` in `toISOString()` form, upper-case hex `relay`; platform
  and language stay), and Mexican Spanish (`Hora actual:`, nanoid `ID de solicitud:`), Hindi (`वर्तमान
  समय:` in Devanagari digits, `अनुरोध आईडी:`) and Tagalog (`Kasalukuyang oras:`, ObjectId `Sesyon:`)
  desks;
* contracts and milestones: a bracketed `[ctx ...]` line (ULID `req=`, epoch `at=`; contract, plan and
  region stay), a Llama 3 `Today Date:` (the cutoff stays), a Semantic Kernel current-time sentence, a
  Mistral `[INST]` amendment helper (`Request time:` in Go RFC3339Nano), a milestone nudge footer after
  `--` (GNU `date` `Generated:`, hex `Job:`; the mailer version stays), made-up `Hop:` (base64url) and
  `Desk clock:` (ctime) at the head, and German (`Aktuelle Zeit:`, UUIDv7 `Sitzungs-ID:` over a pasted
  Meilenstein with `Eingereicht` and `Abgelehnt`), French (`Heure actuelle :`) and Japanese (`現在日時：`,
  ULID `リクエストID：`) desks;
* time tracking: a `tt run=<KSUID> now=<ms> policy=... tz=UTC` line, a tracker help desk's markdown rows
  (nanoid session, `Opened` in JavaScript `toString()`), `Received:` in Python logging form, `Current
  week:` as an ISO week date, a user line followed by `Client clock:` (Windows) and `t0:` (epoch in us),
  a Gemma user turn with `Now:` at microseconds and `-05:00`, and Polish (base64url `Sesja:`), Russian
  (`Текущее время:` with `МСК`) and Chinese (`当前时间：`, hex `会话ID：`) desks;
* invoices and payouts: a payout provider's call context (`Request-Id: req_...` and `Idempotency-Key`
  move; `Remitra-Version` and the account stay), a made-up `Pulled:` over approved hours, rates "as of"
  an RFC 1123 time (leaving "Rates for this request:"), a `Fundrail-*` delivery received by the assistant
  (UUIDv7 id, epoch, signature; the returned payout with its `created` stays), a single-line JSON head
  (`rid`, `ts` between stable members), a Phi-3 system turn with a .NET round-trip `Request timestamp`, a
  help center header with a month-first 12-hour `Local time` and a `vs_` session, an invoice agent's
  `Current time:` in Python `str()`, a reminder "written at <RFC 3339 +05:30>", gRPC metadata with
  `x-received-ns`, a Go `time.Now().String()` head, and Egyptian Arabic (Arabic-Indic digits), Urdu
  (Extended Arabic-Indic digits), Bengali (Bengali digits), Brazilian Portuguese (day-first) and
  Swahili (`Saa ya sasa:`) desks;
* tax forms: a W-8BEN helper behind an HTML comment (nanoid `req=`, epoch ms `at=`; `tpl=` stays), a
  1099 explainer's `Today:` long date (the tax year stays), a W-9 TIN check's XML elements (`tin_` id,
  naive `isoformat()`; form and result stay), a ctime `Prompt built:` tail, and Dutch DAC7 (`Huidige
  tijd:`, UUIDv7 `Verzoek-ID:`), Korean (`현재 시각:` 오후 form), Italian (`Ora attuale:`, upper-case hex)
  and Thai (Buddhist-era `เวลาปัจจุบัน:`) desks;
* disputes and escrow: B3 trace and span ids (`X-B3-Sampled` stays), a ReAct observation whose
  `call_id` and `fetched_at` move while the dispute record under them stays, escrow balances "as of" a
  Log4j time, a mediator console's JWT `session_token` (role and queue stay), and Hebrew, Turkish (KSUID
  `Oturum:`), Greek and Vietnamese (metadata after the client's message) desks;
* identity verification: `traceparent` and `tracestate` at the head, `X-Amzn-Trace-Id` at the head,
  `CF-Ray` between `CF-IPCountry` and `CF-Visitor`, a verification request's nested YAML (UUIDv7 `id`,
  `received` at microseconds), a user line followed by `Desk clock:` (a time alone) and a `Chat:` uuid,
  and Ukrainian, Indonesian (lower-case ULID `Sesi:`, `11.54 WIB`) and Romanian desks;
* the generated family: one program field at three of eight positions (head, system tail, a header
  block between `App:` and `Locale:`, after the user's pasted record, a footer after `--` above a stable
  version line, YAML front matter between `assistant` and `locale`, a single-line JSON member between
  stable members, an XML attribute before `channel="web"`) of 12 bodies, each with a pasted record of its
  own that stays (a job JSON with a ULID `id` and `posted_at`, milestone YAML with `funded_at` and
  `submitted_at`, a timesheet CSV, an invoice with issue and due dates, a payout e-mail with `Date` and
  `Message-ID`, a 1099-NEC with its filing date, dispute logfmt with `ts` and `respond_by`, a Mexican CFDI
  with its `Folio fiscal` and `Fecha de emisión`, a Japanese 作業報告書 with `作成日時`, a Russian payout
  with `Создано`, a Brazilian NFS-e with `Data de emissão`, a Korean verification result with `요청 번호`
  and `처리 일시`); the field is one of 22 English and made-up labels (`Desk clock`, `Pulled`, `t0`,
  `Hop`, `Rendered`, `Ledger clock`, `Current time`, `Today`, `Request ID`, `Correlation`, `Session`,
  `Workroom visit`, `traceparent`, `Epoch`, `ts_us`, `Nonce`, `Run`, `Stamped`, `Context time`, `As
  of`, `Session token`, `Served`) or the "now" or request/session label of the body's language (Spanish,
  Japanese, Russian, Portuguese, Korean), written as `now` or `request_id`/`session_id` keys in the
  structured positions.

The negatives: 44 pasted records in twenty placements (under the question, typed right under the
question line, behind a lead-in, block first, an earlier user turn, an earlier assistant turn, ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct observation, fenced, quoted, indented,
at the very end, both sides, a question ending in a lead-in, a user turn under a system prompt): a payout
e-mail with `Date` and `Message-ID`, `curl -v` output of a 409 with `date` and `x-request-id`, invoice
JSON opening with a UUIDv7 `id` and `created_at`, milestone YAML, a timesheet XML with offsets, a
verification object opening with `id` and `created`, a milestones table, escrow logfmt with ULID
`request_id`s, payout worker syslog, a withdrawal receipt, a support ticket thread, a fee notice, a
payout object ending in `request_id`, a W-8BEN confirmation e-mail, a single-line dispute record, an
escrow statement, an ICS invite with `DTSTAMP`, a security log CSV, a Slack export with `ts` and a
milestone notification's `Received` headers; and in other languages a Spanish factura with IRPF, a Pix
receipt, a German Kleinunternehmer invoice, a French auto-entrepreneur invoice, an Italian e-invoice XML,
a Polish KSeF invoice, a Russian акт, a Ukrainian currency credit notice, a Japanese 請求書 with its
registration number, a Chinese withdrawal record, a Korean settlement table, a Hindi WhatsApp chat with a
UTR, an Arabic transfer receipt, a Hebrew tax invoice, a Turkish e-Arşiv invoice with its ETTN, a Greek
ΑΠΥ with its ΜΑΡΚ, a Thai receipt in the Buddhist era, a Vietnamese VAT invoice, an Indonesian PPh 21
slip, a bKash SMS, a GCash receipt, an M-Pesa SMS in Swahili, a Dutch hours sheet and an Urdu bank SMS.
30 look-alikes in program positions (a prompt revision and policy date, a Llama 3 header with only its
cutoff, a provider's API version and account, unrendered `{{current_time}}`, `{{session_id}}` and
`{data_atual}` placeholders, fee schedules with cut-off times, support hours and phones, an IBAN, stable
freelancer, client, contract, workspace and organisation ids, a document digest, relative times, a
CalVer build and API version in single-line JSON, a git build hash, a ChatML terms version, invoice
defaults, a policy version that looks like a date in an XML attribute, a ten-digit account number that
looks like an epoch, a company footer after `--`, tax dates in prose, `Stand der AGB`, a Chinese rule
update date, Spanish tariffs and opening hours, French CGU and transfer days, Japanese support hours, an
Arabic policy date and a Korean exchange-rate basis), 13 values the user asks about or types (a `req_`
id, created and paid times, an epoch, a UUIDv7, a JWT, a traceparent, the user's own clock, few-shot
dates, an ISO week, a Spanish ULID, Korean settlement times, a Russian uuid, a Hindi epoch in ms), five
near-misses (a staging prompt with `Current time:` and `Session:` pasted in a fence, a `Fundrail-*`
delivery pasted to debug its signature, two deliveries pasted to compare, report front matter with
`generated_at` and `export_run` pasted to proofread, the user's own 401 request with `Date`,
`X-Request-ID` and a bearer JWT), two plain controls, and 12 generated hard negatives: the family's
bodies with one stable value (job category, contract, weekly cap, invoice template, payout method, tax
year, dispute policy revision, Spanish `Régimen fiscal`, Japanese `料金表`, Russian `Тариф`, Portuguese
fee table date, Korean customer type) at a position the body's positives do not use.

What it is: 209 prompts. 103 carry volatile fields (150 spans): 67 hand-written positives (114 spans;
46 with two or more fields) and 36 generated ones. 106 carry none. About three prompts in eight are in
a language other than English (82 of 209; scripts: Latin, Cyrillic, Greek, Arabic, Hebrew, Devanagari,
Bengali, Thai, Han, Japanese, Hangul). The output is deterministic (seeded, with moments drawn from
5-11 March 2026 and no wall clock); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings (envelope vs payload, per-run ids, document and record
dates, snapshot and fetch times, pasted blocks that open with metadata-like lines, deliveries received
vs pasted, tool results, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Freelance records are content wherever they sit and however they open: job, proposal, contract,
  milestone, time entry, invoice, payout, withdrawal, dispute, escrow, verification, tax form and
  submission ids and references (UUIDv7, ULID, `po_`, `dsp_`, `idv_`, `req_` inside a pasted response,
  KSeF numbers, ETTN, ΜΑΡΚ, UTR, TrxID, Pix end-to-end ids) and their dates and times (`created_at`,
  `created`, `posted_at`, `funded_at`, `submitted_at`, `released_at`, `paid_at`, `respond_by`, `Fecha de
  emisión`, `Rechnungsdatum`, `作成日時`, `Создано`, `처리 일시`, receipts' and SMS times), also when a
  tool fetched them for this request (the ReAct dispute record) or when the user asks about them.
* A payout event delivered to the assistant moves its envelope (`Fundrail-Delivery`, `-Timestamp`,
  `-Signature`) and keeps its payload and event type; the same headers pasted by a user to debug a
  signature or to compare duplicates stay whole.
* Values of the account, the contract or the deployment stay even in program positions: freelancer,
  client, contract, workspace and organisation ids, payout accounts (also a ten-digit account number),
  API and terms versions that look like dates, `X-B3-Sampled`, `CF-IPCountry`, `tpl=`, plans, regions,
  roles and queues; a request number inside the user's pasted record (`요청 번호`) stays while the app's
  `요청 ID` moves.
* Times the user types ("at 22h on Friday", "It's 23:40 here", created and paid times) stay; the
  program's clock after the user's message moves.
* Spans follow rule 3: "as of <time>" and "at <time>" are cut with their preposition, leaving "Rates for
  this request:", "Escrow balances for this request:" and "The reminder is being written on behalf of
  ..."; the "It is now ..." and Semantic Kernel sentences are inline spans; XML attributes and `key=value`
  pairs are followed by a stable neighbour; single-line JSON members are cut with the comma after them
  and sit between stable members; volatile members of pretty JSON are never the last member; a field
  before `<|im_end|>` or `<|end|>` is cut from its line; header lines, YAML keys, markdown rows, XML
  elements on their own line, footer lines and a line holding one field in any script are whole-line
  spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Proposal:`, `Ranking:`, `Result:`, `Memos:`,
  `Summary:`, `Estimate:`, `Explanation:`, `Recommendation:`, `Reminder:`, `Reply:`, `Thought:`) or a
  chat template's reply header on a line of its own (ChatML, Llama 3) end positives; the Gemma, Phi-3
  and Mistral positives end with the user's turn, and prompts in other languages end with the user's
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
    IST,
    JST,
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

SEED = 20311111
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout111.jsonl"
SRC = "holdout111:"

PHT = timezone(timedelta(hours=8), "PHT")
PKT = timezone(timedelta(hours=5), "PKT")
BDT = timezone(timedelta(hours=6), "BST")
EAT = timezone(timedelta(hours=3), "EAT")
WIB = timezone(timedelta(hours=7), "WIB")
ICT = timezone(timedelta(hours=7), "ICT")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
BRT = timezone(timedelta(hours=-3), "BRT")
CDMX = timezone(timedelta(hours=-6), "CST")
EGY = timezone(timedelta(hours=2), "EET")
WAT = timezone(timedelta(hours=1), "WAT")
KYIV = timezone(timedelta(hours=2), "EET")
ISR = timezone(timedelta(hours=2), "IST")
ATH = timezone(timedelta(hours=2), "EET")
BUC = timezone(timedelta(hours=2), "EET")
PST = timezone(timedelta(hours=-8), "PST")
CET1 = timezone(timedelta(hours=1), "CET")
NPT = timezone(timedelta(hours=5, minutes=45), "NPT")

ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
             "ноября", "декабря"]
UK_MONTHS = ["січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня", "вересня", "жовтня",
             "листопада", "грудня"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
             "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
             "Aralık"]
ID_MONTHS = ["Januari", "Februari", "Maret", "April", "Mei", "Juni", "Juli", "Agustus", "September", "Oktober",
             "November", "Desember"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
TL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
             "Nobyembre", "Disyembre"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
TH_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค.", "พ.ย.", "ธ.ค."]
DIGITS = {
    "arabic": "٠١٢٣٤٥٦٧٨٩",
    "persian": "۰۱۲۳۴۵۶۷۸۹",
    "devanagari": "०१२३४५६७८९",
    "bengali": "০১২৩৪৫৬৭৮৯",
    "thai": "๐๑๒๓๔๕๖๗๘๙",
}
LANG_NAMES = {
    "es": "Spanish", "pt": "Portuguese", "fr": "French", "de": "German", "it": "Italian", "pl": "Polish",
    "nl": "Dutch", "tr": "Turkish", "id": "Indonesian", "vi": "Vietnamese", "tl": "Tagalog", "sw": "Swahili",
    "ro": "Romanian", "ru": "Russian", "uk": "Ukrainian", "el": "Greek", "ar": "Arabic", "ur": "Urdu",
    "he": "Hebrew", "hi": "Hindi", "bn": "Bengali", "th": "Thai", "zh": "Chinese", "ja": "Japanese",
    "ko": "Korean", "en": "English",
}


def native(text: str, script: str) -> str:
    """`text` with its ASCII digits written in another script's digits."""
    return "".join(DIGITS[script][int(c)] if c.isdigit() and c.isascii() else c for c in text)


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year}"


def mdy12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h:02d}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分"


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def th_time(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {hm(t)} น."


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


class Gen111(Gen):
    """`Gen` with a few more id shapes."""

    def moment(self, tz: timezone = UTC) -> datetime:
        """A moment in the week the records of this corpus lead up to (5-11 March 2026)."""
        base = datetime(2026, 3, 5, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 6 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)

    def pref(self, prefix: str, n: int) -> str:
        return prefix + self.b62(n)

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def tracestate(self) -> str:
        return f"ledgr={self.hex(16)},dd=s:1;o:rum"


def P(text: str, source: str, tags: list[str], lang: str = "en") -> Draft:
    """A hand-written positive draft."""
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    return Draft(text, f"{SRC}pos:{source}", [*tags, *extra])


POS: list[Callable[[Gen111], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen111], Draft]) -> Callable[[Gen111], Draft]:
    POS.append(fn)
    return fn


def neg(text: str, source: str, tags: list[str], lang: str = "en") -> None:
    extra = [] if lang == "en" else ["non_english", f"lang:{lang}"]
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags, *extra]))


# --- positives: job posts and proposals -------------------------------------------------------------


@positive
def _proposal_headers(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You are Pitchcraft, the proposal assistant on the Taskmere freelance marketplace. Help the freelancer
write a short, specific cover letter for the job below. Never invent past clients or portfolio items.

Forwarded request headers:
Host: pitchcraft.taskmere.example
Accept-Language: en-US,en;q=0.8
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
X-Taskmere-Plan: freelancer-plus

Job: "Shopify theme fixes - mobile menu and cart drawer" (fixed price, USD 400, client in Ohio)
Freelancer notes: 4 years of Liquid and Shopify 2.0 themes; fixed a similar cart drawer bug for a candle shop.

Proposal:""", "proposals:header-block", ["header_block", "http_date", "hex32", "stable_neighbours"])


@positive
def _job_post_front_matter(g: Gen111) -> Draft:
    t = g.moment(IST)
    return P(f"""---
tool: jobpost-polisher
category: mobile-development
locale: en-IN
{v('datetime', 'generated_at: ' + rfc3339(t))}
{v('request_id', 'draft_request: ' + g.ulid(t))}
---
Rewrite the client's job post so that freelancers understand the scope, the deliverables and the budget.
Keep every fact the client gave; ask at most two clarifying questions at the end.

Client's draft (posted on Gigloom, job GL-77120, budget INR 60,000):
need flutter dev for food delivery app. have figma. 3 screens done by old dev but buggy. must finish
in 1 month. only apply if you did payment gateway before (razorpay). no agencies pls
""", "proposals:front-matter", ["front_matter", "rfc3339", "offset", "ulid", "pasted_content_neighbour"])


@positive
def _bid_ranking_json(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""{{
  "service": "bid-ranker",
  "client_account": "cl_48213",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"ranked_at_ms": ' + str(epoch_ms(t)) + ',')}
  "max_shortlist": 3
}}
Rank the proposals below for the client's job "Bookkeeping clean-up for a two-person design studio
(Xero, 14 months behind)". Weigh relevant experience first, then price, then availability. Explain each
place in one sentence.

Proposal A - Marisol T., USD 35/h, "Xero certified, did catch-up for 9 small agencies", available from Monday.
Proposal B - Kwame O., fixed USD 1,900, "QuickBooks and Xero, can finish in 3 weeks", available now.
Proposal C - Irina V., USD 22/h, "Accounting student, eager to learn Xero", available evenings.

Ranking:""", "proposals:pretty-json", ["json_block", "uuid7", "epoch_ms", "head", "stable_neighbours"])


@positive
def _proposal_es(g: Gen111) -> Draft:
    t = g.moment(CDMX)
    when = f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {hm(t)} (hora del centro de México)"
    return P(f"""Eres Propuestín, el asistente de propuestas de la plataforma Chambalia. Ayuda a la persona freelance
a escribir una propuesta breve y honesta, en español neutro, sin inventar experiencia.
{v('datetime', 'Hora actual: ' + when)}
{v('request_id', 'ID de solicitud: ' + g.nanoid())}

Usuario: Quiero postularme a un proyecto de traducción de un manual técnico (45 páginas, inglés a español)
que piden para el viernes. Tengo 6 años traduciendo manuales de maquinaria agrícola. ¿Cómo empiezo la
propuesta?""", "proposals:es", ["system_tail", "localized_datetime", "nanoid"], "es")


@positive
def _proposal_chatml_session(g: Gen111) -> Draft:
    return P(f"""<|im_start|>system
You are the proposal coach of Freelio. Give the freelancer three concrete improvements to their draft
proposal, most important first, and never rewrite it completely.
{v('session_id', 'Coach session: ' + g.pref('cs_', 24))}<|im_end|>
<|im_start|>user
Draft: "Hi, I am expert in WordPress with 10 years. I can do your job very fast and cheap. Please hire me
and I will not disappoint you. Thanks."
Job: Migrate a 40-page WordPress site from a page builder to Gutenberg blocks without breaking SEO.<|im_end|>
<|im_start|>assistant
""", "proposals:chatml", ["chat_template", "chatml", "prefixed_id", "session_id"])


@positive
def _connects_sentence(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You explain how bid credits work on Taskmere. {v('datetime', 'It is now ' + rfc2822(t) + '.')} Bid
credits refill on the first day of each calendar month in UTC; unused credits roll over up to 80, and
credits spent on a job that the client cancels without hiring are returned within 48 hours.

Freelancer: I spent 16 credits on a job that got closed yesterday without anyone being hired. When do I
get them back, and will they count against my 80?
Assistant:""", "proposals:sentence", ["inline_sentence", "rfc2822", "system_sentence"])


@positive
def _proposal_hi(g: Gen111) -> Draft:
    t = g.moment(IST)
    now = native(f"{dmy(t)} {hm(t)}", "devanagari")
    return P(f"""{v('datetime', 'वर्तमान समय: ' + now + ' IST')}
{v('request_id', 'अनुरोध आईडी: ' + g.uuid4())}
आप Kaamsetu फ्रीलांस प्लेटफ़ॉर्म के प्रस्ताव सहायक हैं। फ्रीलांसर को छोटा, साफ़ और ईमानदार प्रस्ताव लिखने में मदद
करें। झूठा अनुभव कभी न जोड़ें।

उपयोगकर्ता: एक क्लाइंट को अपने कपड़ों के ब्रांड के लिए 20 इंस्टाग्राम पोस्ट डिज़ाइन चाहिए। मैंने पहले दो ज्वेलरी
ब्रांड के लिए काम किया है। प्रस्ताव की पहली दो पंक्तियाँ कैसे लिखूँ?""", "proposals:hi",
             ["head", "header_block", "devanagari_digits", "uuid"], "hi")


@positive
def _invite_xml_attrs(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""<invite_context {v('datetime', 'received="' + js_iso(t) + '"')} {v('request_id', 'relay="' + g.upper_hex(20) + '"')} platform="taskmere" lang="en">
A client invited the freelancer to a job. Summarise the invitation in two sentences and suggest whether
to accept, based only on the freelancer's stated rules.
</invite_context>

Freelancer rules: no jobs under USD 30/h; no unpaid test tasks; only React or Next.js.
Invitation: "We loved your portfolio. Could you build a small Next.js landing page? We pay USD 45/h and
would like a paid 2-hour trial first."

Recommendation:""", "proposals:xml-attrs", ["xml_attr", "js_iso", "upper_hex", "two_in_line", "head"])


@positive
def _proposal_tl(g: Gen111) -> Draft:
    t = g.moment(PHT)
    h = t.hour % 12 or 12
    now = f"{TL_MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"
    return P(f"""Ikaw si Tulong, ang katuwang sa pagsulat ng proposal sa Rakethub. Tulungan ang freelancer na sumulat ng
maikli at tapat na proposal sa Ingles para sa kliyente, pero magpaliwanag sa Tagalog.

{v('datetime', 'Kasalukuyang oras: ' + now)}
{v('session_id', 'Sesyon: ' + g.objectid(t))}

User: May job na virtual assistant para sa isang real estate agent sa Texas, 20 oras kada linggo,
USD 6 kada oras. Dalawang taon na akong VA para sa isang dentista sa Australia. Paano ko sisimulan?""",
             "proposals:tl", ["header_block", "localized_datetime", "objectid"], "tl")


# --- positives: contracts and milestones -----------------------------------------------------------


@positive
def _milestone_ctx_line(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""[ctx contract=ctr_8812WQ {v('request_id', 'req=' + g.ulid(t))} {v('epoch', 'at=' + str(epoch_s(t)))} plan=plus region=us]
You are Milestone Helper on Workhive. Explain to the client what happens when they approve, request
changes on, or let a submitted milestone auto-approve. Never approve anything yourself.

Contract ctr_8812WQ: "Mobile app MVP", fixed price USD 6,000 in 3 milestones.
Milestone 2 ("Auth and payments", USD 2,500) was submitted by the freelancer on 26 Feb; auto-approval
after 14 days without a response.

Client: If I do nothing, when does the money go to the freelancer?
Assistant:""", "contracts:ctx-line", ["key_value_inline", "ulid", "epoch_s", "head", "stable_neighbours"])


@positive
def _contract_llama3(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS_LONG[t.month - 1][:3]} {t.year}')}

You review freelance service contracts for Freelio members. Point out clauses that are unusual for a
fixed-price design job and explain them in plain English. You do not give legal advice.<|eot_id|>
<|start_header_id|>user<|end_header_id|>

Clause 7: "All intellectual property, including preliminary sketches and rejected concepts, transfers to
the Client upon signature of this Agreement, regardless of payment." Is this normal?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""", "contracts:llama3", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@positive
def _milestone_sk(g: Gen111) -> Draft:
    t = g.moment(PST)
    return P(f"""You are the contract assistant of Bidwell. Help freelancers plan milestone deliveries. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
Milestone due dates are shown in the client's time zone, and a milestone counts as delivered when the
files are submitted in the workroom, not when the client opens them.

Milestone 3 of contract BW-20931: "Final illustrations (12)" due Friday 17:00 America/New_York.

Freelancer: I'm in Vancouver. What's the latest local time I can submit and still be on time?
Assistant:""", "contracts:sk-sentence", ["inline_sentence", "dotnet_long_datetime", "stable_neighbours"])


@positive
def _amendment_mistral(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""<s>[INST] You help freelancers on Workhive answer contract amendment requests from clients. Be polite,
keep the freelancer's rate, and suggest a change of scope in writing.
{v('datetime', 'Request time: ' + go_nano(t, g.small(1, 1000)))}

The client wants to add a second language to the website we agreed on (fixed price USD 3,200, 5 pages)
and says it "should be a small thing". Draft my reply. [/INST]""", "contracts:mistral",
             ["chat_template", "mistral", "go_rfc3339nano"])


@positive
def _milestone_de(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""Du bist der Vertragsassistent von Auftragswerk, einer Plattform für Freelancer. Antworte kurz und
sachlich auf Deutsch. Du gibst keine Rechtsberatung.
{v('datetime', f'Aktuelle Zeit: {t:%d.%m.%Y, %H:%M} Uhr')}
{v('session_id', 'Sitzungs-ID: ' + g.uuid7(t))}

Nutzer: Der Kunde hat diesen Meilenstein abgelehnt. Muss ich jetzt alles neu machen?

Meilenstein M2 - Logo-Varianten
Vertrag: AW-55190
Betrag: 1.200,00 EUR (im Treuhandkonto)
Eingereicht: 24.02.2026, 18:02 Uhr
Abgelehnt: 27.02.2026, 09:41 Uhr
Begründung: Farben passen nicht zur Styleguide-Version 3.""", "contracts:de",
             ["system_tail", "eu_datetime", "uuid7", "pasted_content_neighbour"], "de")


@positive
def _contract_fr(g: Gen111) -> Draft:
    t = g.moment_eu()
    when = f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {hm(t)}"
    return P(f"""Tu es l'assistant contrats de Missionly, une plateforme de freelances. Réponds en français, en trois
phrases maximum, et renvoie vers le centre d'aide pour les cas particuliers.
{v('datetime', 'Heure actuelle : ' + when)}
{v('request_id', 'Identifiant de requête : ' + g.hex(24))}

Utilisateur : Mon client veut passer mon contrat au forfait en contrat à la journée (TJM 450 €) en cours
de mission. Est-ce que les jalons déjà financés sont perdus ?""", "contracts:fr",
             ["system_tail", "localized_datetime", "hex"], "fr")


@positive
def _milestone_footer(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""Write a short, friendly nudge to the client asking them to review the submitted milestone. Mention the
milestone name and amount, and that it auto-approves in 5 days. No pressure, no emojis.

Milestone: "Landing page copy, 3 variants" - USD 750 - submitted 3 days ago
Client first name: Helga

--
milestone-nudge 2.3.0
{v('datetime', 'Generated: ' + unix_date(t))}
{v('run_id', 'Job: ' + g.hex(12))}""", "contracts:footer", ["footer", "tail", "unix_date", "hex", "stable_neighbours"])


@positive
def _contract_ja(g: Gen111) -> Draft:
    t = g.moment(JST)
    return P(f"""あなたは業務委託マッチングサービス「シゴトバ」の契約サポートです。発注者と受注者のどちらにも中立に、
やさしい日本語で答えてください。
{v('datetime', '現在日時：' + ja_time(t))}
{v('request_id', 'リクエストID：' + g.ulid(t))}

ユーザー：検収期限を過ぎても発注者から連絡がありません。報酬はいつ支払われますか？""", "contracts:ja",
             ["system_tail", "localized_datetime", "ulid"], "ja")


@positive
def _esign_hop(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""{v('request_id', 'Hop: ' + g.b64url(12))}
{v('datetime', 'Desk clock: ' + ctime(t))}
Signing desk: contracts-eu
You help freelancers understand e-signature requests for contracts on Workhive. Explain what each step
does and when the contract becomes binding.

Freelancer: The client signed, but the contract still says "awaiting countersignature". Is it active?
Assistant:""", "contracts:invented-labels", ["head", "invented_label", "b64url", "ctime", "stable_neighbours"])


# --- positives: time tracking ---------------------------------------------------------------------------


@positive
def _timesheet_logfmt(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""tt {v('run_id', 'run=' + g.ksuid(t))} {v('epoch', 'now=' + str(epoch_ms(t)))} policy=weekly-cap-40 tz=UTC
Check the freelancer's week against the contract's weekly cap and say which entries would be billed
and which would not. Manual entries above the cap need the client's approval.

Contract HW-4471, USD 38/h, weekly cap 40 h.
Mon 8.5 h (tracked)  Tue 9.0 h (tracked)  Wed 7.5 h (tracked)  Thu 9.5 h (tracked)  Fri 6.0 h (manual)

Result:""", "time:logfmt", ["logfmt", "ksuid", "epoch_ms", "head", "stable_neighbours"])


@positive
def _tracker_md_table(g: Gen111) -> Draft:
    t = g.moment_eu()
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""You are the help assistant inside the Clockwell desktop time tracker. Answer questions about
tracking, screenshots and manual time. Do not discuss the freelancer's rate.

| Field           | Value                          |
|-----------------|--------------------------------|
| App             | Clockwell 6.4.2 (macOS)        |
| Contract        | Hourly, screenshots on         |
{v('session_id', '| Tracker session | ' + g.nanoid() + '          |')}
{v('datetime', '| Opened          | ' + js_tostring(t, zone) + ' |')}

Freelancer: My screenshots from yesterday afternoon are missing. Will those hours still be paid?
Assistant:""", "time:md-table", ["md_table", "nanoid", "js_date_tostring", "stable_neighbours"])


@positive
def _tracker_received(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""{v('datetime', 'Received: ' + py_logging(t))}
Source: clockwell-desktop
You turn a freelancer's rough notes into clean work-diary memos (one line per block, past tense, no
filler words).

Notes: 9-11 fixed login bug safari / 11-12 call w client about filters / 13-16:30 filters api + tests

Memos:""", "time:python-logging", ["head", "python_logging", "stable_neighbours"])


@positive
def _iso_week_cap(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You are the weekly limit assistant of Hourbook. Weeks run Monday to Sunday in UTC and limits reset on
Monday 00:00 UTC.
{v('date', 'Current week: ' + iso_week(t))}
Weekly limit on this contract: 25 h

Freelancer: I've logged 23 hours so far. Can I log a 3-hour manual entry for last Friday?
Assistant:""", "time:iso-week", ["system_tail", "iso_week", "stable_neighbours"])


@positive
def _timesheet_pl(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""Jesteś asystentem ewidencji czasu w serwisie Zleceniownia. Odpowiadaj po polsku, krótko i konkretnie.
{v('datetime', f'Aktualny czas: {t.day} {PL_MONTHS[t.month - 1]} {t.year}, {hm(t)}')}
{v('session_id', 'Sesja: ' + g.b64url(18))}

Użytkownik: Zleceniodawca zakwestionował 6 godzin z zeszłego tygodnia, bo na zrzutach ekranu widać
tylko edytor kodu bez ruchu myszy. Jak mogę to wyjaśnić?""", "time:pl", ["system_tail", "localized_datetime", "b64url"], "pl")


@positive
def _timesheet_ru(g: Gen111) -> Draft:
    t = g.moment(MSK)
    return P(f"""{v('datetime', f'Текущее время: {t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {hm(t)} (МСК)')}
{v('request_id', 'ID запроса: ' + g.uuid4())}
Ты помощник по учёту времени на бирже Фрилансум. Отвечай по-русски, коротко, без канцелярита.

Пользователь: Я забыл включить трекер и работал 3 часа. Можно добавить время вручную, и заплатит ли
заказчик за эти часы?""", "time:ru", ["head", "header_block", "localized_datetime", "uuid"], "ru")


@positive
def _tracker_after_user(g: Gen111) -> Draft:
    t = g.moment_us()
    return P(f"""You are Hourbook's support assistant. Explain the idle-time rules: after 10 minutes without keyboard
or mouse activity the tracker asks whether to keep or discard the idle time; discarded time is never
billed.

User: I was on a call with the client for 40 minutes and the tracker counted it as idle. Can I get it back?
{v('datetime', 'Client clock: ' + windows_general(t))}
{v('epoch', 't0: ' + str(epoch_us(t)))}
Assistant:""", "time:after-user", ["last_user", "windows_datetime", "epoch_us", "invented_label"])


@positive
def _timesheet_zh(g: Gen111) -> Draft:
    t = g.moment(CST8)
    return P(f"""你是「零工通」平台的工时助手，用简体中文回答，语气友好，每次不超过五句话。
{v('datetime', '当前时间：' + zh_time(t))}
{v('session_id', '会话ID：' + g.hex(32))}

用户：客户说我上周的工时记录有 4 小时是"手动添加"的，不同意付款。手动时间到底算不算？""", "time:zh",
             ["system_tail", "localized_datetime", "hex32"], "zh")


@positive
def _tracker_gemma(g: Gen111) -> Draft:
    t = g.moment(timezone(timedelta(hours=-5), "EST"))
    return P(f"""<start_of_turn>user
You are the Clockwell assistant. Explain how to split one tracked block between two contracts.
{v('datetime', 'Now: ' + rfc3339(t, 6))}

I tracked 3 hours on the wrong contract this morning. How do I move 2 of those hours to the other client?<end_of_turn>""",
             "time:gemma", ["chat_template", "gemma", "rfc3339", "offset"])


# --- positives: invoices and payouts -----------------------------------------------------------------


@positive
def _payout_provider_call(g: Gen111) -> Draft:
    return P(f"""You are the payouts assistant of Workhive. Explain payout statuses to freelancers in plain words. The
payout provider's call context is below; do not read ids out to the user.

Remitra call context:
Remitra-Version: 2025-09-30
Remitra-Account: acct_1PqZ7cWorkhive
{v('request_id', 'Request-Id: req_' + g.b62(16))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Freelancer: My withdrawal to my Wise account shows "in transit" for 3 days. Is something wrong?
Answer:""", "payouts:provider-headers", ["header_block", "stripe_style", "request_id", "api_version_neighbour"])


@positive
def _invoice_pulled(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""Draft an invoice summary for the client from the approved time below. Group by week, show hours and
amounts, and add the platform's service fee as a separate line (the client pays 5%).
{v('datetime', 'Pulled: ' + rfc3339(t, 3))}

Approved time, contract HB-1207 (USD 42/h):
Week of 2 Feb: 31.5 h
Week of 9 Feb: 28.0 h
Week of 16 Feb: 35.25 h

Summary:""", "payouts:invented-pulled", ["system_tail", "invented_label", "rfc3339"])


@positive
def _fx_as_of(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You help freelancers choose a withdrawal currency on Gigloom. Use only the rates below and show the
amount they would receive after the 1.5% conversion fee.

Rates {v('datetime', 'as of ' + http_date(t))} for this request:
USD -> EUR 0.9214
USD -> INR 86.41
USD -> PHP 57.02

Freelancer: I have USD 1,240 available. How much would I get in pesos?
Assistant:""", "payouts:fx-as-of", ["inline_phrase", "http_date", "rates_stay"])


@positive
def _payout_delivery(g: Gen111) -> Draft:
    t = g.moment()
    created = t - timedelta(seconds=g.small(3, 50))
    return P(f"""A payout event arrived for the payouts assistant. Explain to the freelancer what happened to their
money, in two sentences, and what they should do next.

Delivery received by payouts-assistant:
{v('request_id', 'Fundrail-Delivery: ' + g.uuid7(t))}
{v('epoch', 'Fundrail-Timestamp: ' + str(epoch_s(t)))}
{v('signature', 'Fundrail-Signature: v1=' + g.hex(64))}
Fundrail-Event: payout.returned

{{"id": "po_{g.b62(14)}", "status": "returned", "amount": 48210, "currency": "usd",
 "created": {epoch_s(created) - 86400 * 3}, "return_reason": "account_closed",
 "destination": "ba_****6621"}}

Explanation:""", "payouts:delivery-received", ["delivery_envelope", "uuid7", "epoch_s", "signature",
                                               "payload_stays"])


@positive
def _withdrawal_ar(g: Gen111) -> Draft:
    t = g.moment(EGY)
    now = native(f"{t.day} ", "arabic") + AR_MONTHS[t.month - 1] + native(f" {t.year}، {hm(t)}", "arabic")
    return P(f"""أنت مساعد السحب في منصة «شغلانة» للعمل الحر. أجب بالعربية الفصحى المبسطة وباختصار.
{v('datetime', 'الوقت الحالي: ' + now)}
{v('request_id', 'معرّف الطلب: ' + g.ulid(t))}

المستخدم: طلبت سحب ٣٥٠ دولارًا إلى حسابي البنكي في مصر منذ يومين ولم يصل شيء. هل هناك حد أدنى أو
رسوم لم أنتبه لها؟""", "payouts:ar", ["system_tail", "arabic_digits", "ulid"], "ar")


@positive
def _payout_ur(g: Gen111) -> Draft:
    t = g.moment(PKT)
    return P(f"""آپ «کام کاج» فری لانس پلیٹ فارم کے ادائیگی معاون ہیں۔ اردو میں مختصر اور واضح جواب دیں۔

{v('datetime', 'موجودہ وقت: ' + native(f'{dmy(t)} {hm(t)}', 'persian') + ' PKT')}
{v('session_id', 'سیشن: ' + g.uuid4())}

صارف: میں نے پہلی بار اپنے میزان بینک اکاؤنٹ میں رقم نکالنی ہے۔ کتنے دن لگیں گے اور کیا ٹیکس کٹے گا؟""",
             "payouts:ur", ["header_block", "persian_digits", "uuid"], "ur")


@positive
def _payout_bn(g: Gen111) -> Draft:
    t = g.moment(BDT)
    return P(f"""আপনি «কাজঘর» ফ্রিল্যান্স প্ল্যাটফর্মের পেমেন্ট সহায়ক। বাংলায় সংক্ষেপে উত্তর দিন।
{v('datetime', 'বর্তমান সময়: ' + native(f'{dmy(t)}, {hm(t)}', 'bengali'))}
{v('request_id', 'অনুরোধ আইডি: ' + g.nanoid())}

ব্যবহারকারী: আমি বিকাশে টাকা তুলতে চাই। ৫০ ডলারের কম হলে কি তোলা যাবে?""", "payouts:bn",
             ["system_tail", "bengali_digits", "nanoid"], "bn")


@positive
def _payout_pt(g: Gen111) -> Draft:
    t = g.moment(BRT)
    return P(f"""Você é o assistente de saques da Bicoloja, uma plataforma de freelancers. Responda em português do
Brasil, de forma curta e cordial.
{v('datetime', 'Data e hora atual: ' + dmy(t) + ' ' + f'{t:%H:%M:%S}')}
{v('request_id', 'ID da requisição: ' + g.uuid4())}

Usuário: Pedi um saque via Pix às 22h de sexta e até agora nada. O Pix não era instantâneo?""", "payouts:pt",
             ["system_tail", "day_first", "uuid"], "pt")


@positive
def _payout_eta_json_line(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""{{"svc":"payout-eta",{v('request_id', '"rid":"' + g.hex(16) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"region":"apac","rail":"swift"}}
Estimate when the freelancer's SWIFT withdrawal will arrive. SWIFT payouts leave on business days at
15:00 UTC and take 1-3 business days; weekends and public holidays in the receiving country add time.

Freelancer: I requested USD 900 to my bank in Manila on Friday evening. When should it arrive?
Estimate:""", "payouts:json-line", ["json_inline", "hex", "epoch_s", "head", "stable_neighbours"])


@positive
def _payout_phi3(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""<|system|>
You are the payout assistant of Missionly. Explain payout holds in plain words.
{v('datetime', 'Request timestamp: ' + dotnet_o(t, g.small(0, 10)))}<|end|>
<|user|>
Why is my first payout on hold for 10 days? I finished the job a week ago.<|end|>""", "payouts:phi3",
             ["chat_template", "phi3", "dotnet_roundtrip"])


@positive
def _payout_sw(g: Gen111) -> Draft:
    t = g.moment(EAT)
    return P(f"""Wewe ni msaidizi wa malipo wa jukwaa la Kazilink. Jibu kwa Kiswahili rahisi na kwa ufupi.
{v('datetime', 'Saa ya sasa: ' + dmy(t) + ' saa ' + hm(t) + ' EAT')}
{v('request_id', 'Kitambulisho cha ombi: ' + g.hex(20))}

Mtumiaji: Nataka kutoa dola 120 kwenda M-Pesa. Itachukua muda gani na kuna makato kiasi gani?""",
             "payouts:sw", ["system_tail", "day_first", "hex"], "sw")


# --- positives: tax forms ------------------------------------------------------------------------------------


@positive
def _w8ben_comment(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""<!-- taxdesk {v('request_id', 'req=' + g.nanoid())} {v('epoch', 'at=' + str(epoch_ms(t)))} tpl=w8ben-v4 -->
You help non-US freelancers on Workhive fill in Form W-8BEN. Explain each part in plain words and say
when they should ask a tax adviser. Never tell them which treaty article applies to them.

Freelancer: I'm a graphic designer in Portugal. Do I have to fill in Part II, the treaty part?
Assistant:""", "tax:html-comment", ["html_comment", "key_value_inline", "nanoid", "epoch_ms", "head"])


@positive
def _1099_today(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You explain US tax forms to freelancers who earn through Bidwell. Tax year: 2025. Bidwell issues
Form 1099-NEC to US freelancers who earned USD 600 or more from a single client through the platform,
and Form 1099-K when card payments pass the federal threshold.
{v('date', 'Today: ' + long_date(t))}

Freelancer: I earned USD 540 from one client and USD 3,100 from another. Which forms should I expect?
Assistant:""", "tax:long-date", ["system_tail", "long_date", "tax_year_neighbour"])


@positive
def _dac7_nl(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""Je bent de belastingassistent van Klusplein, een platform voor zzp'ers. Leg DAC7 uit in gewone taal
en verwijs voor persoonlijk advies naar een belastingadviseur.

{v('datetime', f'Huidige tijd: {t.day} {NL_MONTHS[t.month - 1]} {t.year} {hm(t)}')}
{v('request_id', 'Verzoek-ID: ' + g.uuid7(t))}

Gebruiker: Ik kreeg een mail dat Klusplein mijn gegevens aan de Belastingdienst doorgeeft. Moet ik
daar zelf iets voor doen?""", "tax:nl", ["header_block", "localized_datetime", "uuid7"], "nl")


@positive
def _withholding_ko(g: Gen111) -> Draft:
    t = g.moment(KST)
    return P(f"""당신은 프리랜서 플랫폼 '일감마루'의 세금 도우미입니다. 3.3% 원천징수와 종합소득세 신고를 쉬운
말로 설명하고, 개인 상황은 세무사와 상담하라고 안내하세요.
{v('datetime', '현재 시각: ' + ko_time(t))}
{v('session_id', '세션 ID: ' + g.uuid7(t))}

사용자: 작년에 플랫폼에서 받은 돈에서 3.3%가 빠졌는데, 5월에 또 신고해야 하나요?""", "tax:ko",
             ["system_tail", "localized_datetime", "uuid7"], "ko")


@positive
def _ritenuta_it(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""{v('datetime', f'Ora attuale: {t.day} {IT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M:%S}')}
{v('request_id', 'ID richiesta: ' + g.upper_hex(16))}
Sei l'assistente fiscale di Lavoretto, una piattaforma per freelance. Rispondi in italiano, in modo
semplice, senza sostituirti al commercialista.

Utente: Sono in regime forfettario. Il cliente vuole applicarmi la ritenuta d'acconto del 20% sulla
fattura: è corretto?""", "tax:it", ["head", "header_block", "localized_datetime", "upper_hex"], "it")


@positive
def _w9_xml_elements(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""<tin_check>
  <form>W-9</form>
  {v('request_id', '<request_id>' + g.pref('tin_', 20) + '</request_id>')}
  {v('datetime', '<checked_at>' + py_iso(t) + '</checked_at>')}
  <result>mismatch</result>
</tin_check>
You help US freelancers fix a failed TIN match on their W-9. The IRS check compares the name on line 1
with the TIN exactly as the IRS has it. Explain the usual causes and what to change.

Freelancer: I'm a single-member LLC and I entered my business name and my EIN. Why does it fail?
Assistant:""", "tax:xml-elements", ["xml_element", "python_isoformat", "prefixed_id", "head", "stable_neighbours"])


@positive
def _wht_th(g: Gen111) -> Draft:
    t = g.moment(ICT)
    return P(f"""คุณคือผู้ช่วยด้านภาษีของแพลตฟอร์มฟรีแลนซ์ "งานดีดี" ตอบเป็นภาษาไทยอย่างสั้นและเข้าใจง่าย
{v('datetime', 'เวลาปัจจุบัน: ' + th_time(t))}
{v('request_id', 'รหัสคำขอ: ' + g.hex(16))}

ผู้ใช้: ลูกค้าหักภาษี ณ ที่จ่าย 3% จากค่าจ้างออกแบบเว็บไซต์ ฉันต้องขอเอกสารอะไรจากลูกค้าเพื่อใช้ยื่นภาษีปลายปี""",
             "tax:th", ["system_tail", "buddhist_era", "hex"], "th")


# --- positives: disputes and escrow --------------------------------------------------------------------


@positive
def _escrow_b3(g: Gen111) -> Draft:
    return P(f"""You are the escrow assistant of Bidwell. Explain escrow states (funded, in review, released, refunded,
in dispute) to clients and freelancers. Never promise an outcome of a dispute.
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

Client: I funded USD 1,800 for milestone 1 but I haven't received anything. Can I get the money back myself?
Assistant:""", "escrow:b3", ["system_tail", "b3", "trace_header", "stable_neighbours"])


@positive
def _dispute_react(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You are DisputeDesk, a mediation assistant on Workhive. Use the tools, then propose a fair next step to
both parties. Follow the format Thought / Action / Observation.

Question: The client says the delivered logo files are "not original". What should happen next?
Thought: I need the dispute record first.
Action: get_dispute[DSP-20931]
Observation:
{v('request_id', 'call_id: call_' + g.b62(20))}
{v('datetime', 'fetched_at: ' + rfc3339(t.astimezone(timezone(timedelta(hours=-5))), 0))}
dispute: DSP-20931 | opened 2026-02-27T10:14:00Z | amount USD 650 | reason: "not as described"
evidence: client uploaded 2 screenshots from a stock site; freelancer uploaded 3 sketch files (.psd)
Thought:""", "escrow:react", ["react_observation", "prefixed_id", "rfc3339", "offset", "record_stays"])


@positive
def _escrow_as_of_log4j(g: Gen111) -> Draft:
    t = g.moment_eu()
    return P(f"""You explain escrow balances to clients of Freelio. Be exact with the numbers below.

Escrow balances {v('datetime', 'as of ' + log4j_iso(t))} for this request:
Contract FR-3310 "Podcast editing", funded USD 1,200, released USD 800, in review USD 400.
Contract FR-3377 "Show notes", funded USD 300, released USD 0, in dispute USD 300.

Client: How much of my money is still in escrow in total?
Answer:""", "escrow:as-of", ["inline_phrase", "log4j", "balances_stay"])


@positive
def _dispute_he(g: Gen111) -> Draft:
    t = g.moment(ISR)
    return P(f"""אתה עוזר יישוב המחלוקות של הפלטפורמה "עבודה חופשית". ענה בעברית, בקצרה ובניטרליות.
{v('datetime', 'השעה כעת: ' + f'{t:%d.%m.%Y %H:%M}')}
{v('request_id', 'מזהה בקשה: ' + g.uuid4())}

משתמש: הלקוח פתח מחלוקת אחרי שאישר את אבן הדרך. האם הכסף יכול לחזור אליו?""", "escrow:he",
             ["system_tail", "eu_datetime", "uuid"], "he")


@positive
def _escrow_tr(g: Gen111) -> Draft:
    t = g.moment(TRT)
    return P(f"""Sen Serbestiş platformunun emanet (escrow) asistanısın. Türkçe, kısa ve anlaşılır yanıt ver.
{v('datetime', f'Şu anki zaman: {t.day} {TR_MONTHS[t.month - 1]} {t.year} {hm(t)}')}
{v('session_id', 'Oturum: ' + g.ksuid(t))}

Kullanıcı: Müşteri kilometre taşını 10 gündür onaylamıyor. Para ne zaman otomatik olarak bana geçer?""",
             "escrow:tr", ["system_tail", "localized_datetime", "ksuid"], "tr")


@positive
def _dispute_jwt(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""Mediator console assistant for Taskmere disputes. Summarise both sides neutrally and list the evidence
still missing. Do not decide the dispute.
role: mediator
queue: disputes-design
{v('token', 'session_token: ' + g.jwt(t, 'med-2210'))}

Client statement: "The freelancer delivered 3 of 5 banners and stopped replying."
Freelancer statement: "The client changed the brief twice; the 2 remaining banners were never re-specified."

Summary:""", "escrow:jwt", ["header_block", "jwt", "stable_neighbours"])


@positive
def _dispute_el(g: Gen111) -> Draft:
    t = g.moment(ATH)
    return P(f"""Είσαι ο βοηθός διαφορών της πλατφόρμας Ergolio. Απάντα στα ελληνικά, σύντομα και ουδέτερα.

{v('datetime', f'Τρέχουσα ώρα: {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {hm(t)}')}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.ulid(t))}

Χρήστης: Ο πελάτης ζητά επιστροφή χρημάτων για μετάφραση που παρέδωσα εμπρόθεσμα. Τι στοιχεία να ανεβάσω;""",
             "escrow:el", ["header_block", "localized_datetime", "ulid"], "el")


@positive
def _escrow_vi(g: Gen111) -> Draft:
    t = g.moment(ICT)
    return P(f"""Bạn là trợ lý ký quỹ của nền tảng Việc Tự Do. Trả lời bằng tiếng Việt, ngắn gọn, dễ hiểu.
Khách hàng: Tôi đã nạp 5.000.000 đồng vào ký quỹ cho dự án thiết kế bao bì nhưng freelancer không
trả lời 5 ngày rồi. Tôi có thể hủy và lấy lại tiền không?
{v('datetime', 'Thời gian hiện tại: ' + f'{hm(t)} ngày {dmy(t)}')}
{v('request_id', 'Mã yêu cầu: ' + g.objectid(t))}""", "escrow:vi", ["last_user", "tail", "localized_datetime", "objectid"],
             "vi")


# --- positives: identity verification ------------------------------------------------------------------


@positive
def _id_traceparent(g: Gen111) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ' + g.tracestate())}
You help freelancers pass identity verification on Gigloom. Explain why a document photo was rejected
and how to retake it. Never ask for the document number.

Freelancer: My passport photo was rejected twice for "glare". I'm using my phone in my room.
Assistant:""", "identity:traceparent", ["head", "traceparent", "tracestate", "trace_header"])


@positive
def _kyc_uk(g: Gen111) -> Draft:
    t = g.moment(KYIV)
    return P(f"""Ти асистент з верифікації особи на платформі Фрілансик. Відповідай українською, коротко і по суті.
{v('datetime', f'Поточний час: {t.day} {UK_MONTHS[t.month - 1]} {t.year}, {hm(t)}')}
{v('session_id', 'Сесія: ' + g.nanoid())}

Користувач: Селфі з паспортом не проходить, пише "обличчя не збігається". Я змінив зачіску. Що робити?""",
             "identity:uk", ["system_tail", "localized_datetime", "nanoid"], "uk")


@positive
def _id_desk_clock(g: Gen111) -> Draft:
    t = g.moment(WAT)
    return P(f"""You are the verification support assistant of Workhive. Freelancers must verify their identity before
their first withdrawal. Reviews take up to 2 business days.

User: I uploaded my national ID card on Monday and it still says "pending". I need to withdraw for rent.
{v('datetime', 'Desk clock: ' + f'{t:%H:%M:%S}')}
{v('session_id', 'Chat: ' + g.uuid4())}
Assistant:""", "identity:after-user", ["last_user", "time_alone", "invented_label", "uuid"])


@positive
def _address_proof_amzn(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You help freelancers on Taskmere with proof-of-address documents. Accepted: utility bill, bank statement
or tax letter, issued within the last 3 months, showing full name and address.

Freelancer: Can I use my mobile phone bill from December? It's in my husband's name.
Assistant:""", "identity:amzn-trace", ["head", "amzn_trace", "trace_header"])


@positive
def _kyc_id(g: Gen111) -> Draft:
    t = g.moment(WIB)
    return P(f"""Kamu adalah asisten verifikasi identitas di platform Kerjain. Jawab dalam bahasa Indonesia yang santai
tapi jelas.
{v('datetime', f'Waktu sekarang: {t.day} {ID_MONTHS[t.month - 1]} {t.year} {t:%H.%M} WIB')}
{v('session_id', 'Sesi: ' + g.ulid(t).lower())}

Pengguna: KTP saya sudah difoto tapi ditolak karena "data tidak terbaca". Apakah boleh pakai SIM?""",
             "identity:id", ["system_tail", "localized_datetime", "ulid_lower"], "id")


@positive
def _kyc_ro(g: Gen111) -> Draft:
    t = g.moment(BUC)
    return P(f"""{v('datetime', f'Ora curentă: {t.day} {RO_MONTHS[t.month - 1]} {t.year}, {hm(t)}')}
{v('request_id', 'ID cerere: ' + g.uuid4())}
Ești asistentul de verificare a identității pe platforma Lucrativ. Răspunde în română, scurt și clar.

Utilizator: Sunt PFA și vreau să verific contul pe firmă, nu pe persoană fizică. Ce documente trebuie?""",
             "identity:ro", ["head", "header_block", "localized_datetime", "uuid"], "ro")


@positive
def _id_cloudflare(g: Gen111) -> Draft:
    return P(f"""You are the sign-in and verification helper of Freelio. Explain login challenges and 2FA in plain
words. Never ask for a password or a code.

Edge request:
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: NG
CF-Visitor: {{"scheme":"https"}}

User: Every time I log in from my laptop I get asked to verify my identity again. Why?
Assistant:""", "identity:cloudflare", ["header_block", "cf_ray", "stable_neighbours"])


# --- positives: other formats and positions -----------------------------------------------------------


@positive
def _rate_go_string(g: Gen111) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You help freelancers set an hourly rate on Auftragswerk. Use the median rates below and the freelancer's
experience. Give one number and one sentence of reasoning.

Median rates (category "Backend development", Germany): junior EUR 45/h, mid EUR 65/h, senior EUR 90/h.

Freelancer: 6 years of Go and Postgres, mostly fintech. What should I ask for?
Assistant:""", "rates:go-string", ["head", "go_time_string", "stable_neighbours"])


@positive
def _fee_epoch_ns(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""grpc metadata:
  grpc-timeout: 20S
  x-service: fee-explainer
  {v('epoch', 'x-received-ns: ' + str(epoch_ns(t, g.small(1, 1000))))}

Explain the service fee on this invoice to the client: Taskmere charges clients a 5% marketplace fee
(minimum USD 2) on every payment, and nothing on refunds.

Invoice: USD 1,350.00 for milestone 2; fee USD 67.50; total charged USD 1,417.50.""", "fees:epoch-ns",
             ["head", "header_block", "epoch_ns", "stable_neighbours"])


@positive
def _tax_ctime_footer(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""Summarise for the freelancer, in three bullets, what changed in their tax profile after they moved
from Spain to Portugal: residence country, withholding on platform payouts, and which form to update.

Old profile: residence ES, W-8BEN signed 2024-03-11, no US withholding.
New profile: residence PT, W-8BEN pending.

Summary:

{v('datetime', 'Prompt built: ' + ctime(t))}""", "tax:ctime-tail", ["tail", "ctime", "dates_in_content_neighbour"])


@positive
def _invoice_py_str_now(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""You are InvoiceAgent, an agent that drafts invoices for freelancers. You have the tools list_time,
get_client and create_invoice_draft. Think step by step and never send an invoice without the user's
confirmation.
{v('datetime', 'Current time: ' + py_str(t))}

Task: Draft an invoice to Northwind Studio for all approved hours in February on contract HB-2290.""",
             "invoices:agent", ["system_tail", "python_str_datetime", "agent_loop"])


@positive
def _mdy_helpdesk(g: Gen111) -> Draft:
    t = g.moment_us()
    return P(f"""Gigloom Help Center assistant
{v('datetime', 'Local time: ' + mdy12(t) + ' ET')}
{v('session_id', 'Visitor session: ' + g.pref('vs_', 22))}
Language: en-US

Answer questions about Gigloom accounts, contracts and payouts using the help center only.

Visitor: How do I change the bank account my payouts go to?
Assistant:""", "payouts:month-first", ["head", "header_block", "month_first", "prefixed_id", "stable_neighbours"])


@positive
def _invoice_reminder_sentence(g: Gen111) -> Draft:
    t = g.moment(IST)
    return P(f"""Write a polite payment reminder from the freelancer to the client. The invoice is unpaid; keep it under
90 words and do not threaten anything.

Invoice: INV-0042, issued 2 Feb 2026, due 16 Feb 2026, USD 2,150.00, client "Lumen Apps".
The reminder is being written {v('datetime', 'at ' + rfc3339(t, 3))} on behalf of Ananya Rao.

Reminder:""", "invoices:at-phrase", ["inline_phrase", "rfc3339", "offset", "dates_in_content_neighbour"])


@positive
def _yaml_nested_verification(g: Gen111) -> Draft:
    t = g.moment()
    return P(f"""request:
  app: verify-helper
  {v('request_id', 'id: ' + g.uuid7(t))}
  {v('datetime', 'received: "' + rfc3339(t, 6) + '"')}
  locale: en-GB

You help freelancers understand why a business verification (company registration check) failed, and
what document to upload instead.

Freelancer: The check says "registry name mismatch", but my company is "Rao Design Ltd" everywhere.
Assistant:""", "identity:nested-yaml", ["yaml_block", "uuid7", "rfc3339", "head", "stable_neighbours"])


# --- generated positives: one program field, a body with its own pasted record, a position ------------

EST5 = timezone(timedelta(hours=-5), "EST")

# (name, lang, zone, system, user line, record, cue, app, locale, stable hard-negative field)
BODIES: list[tuple[str, str, timezone, str, str, str, str, str, str, tuple[str, str, str]]] = [
    ("proposals", "en", UTC,
     "You are Pitchcraft, the proposal assistant on Taskmere. Tighten the freelancer's proposal and keep every\n"
     "fact they give.",
     "Freelancer: Can you make my proposal for this job shorter? Here is the job as the API returns it:",
     '{"id": "01JN4W6M2XQ8T3H5ZR7C9KD1AB", "title": "React Native developer for a fitness app", '
     '"posted_at": "2026-02-26T08:41:17Z", "budget": {"type": "hourly", "min": 30, "max": 45}, "proposals": 14}',
     "Assistant:", "pitchcraft", "en-US", ("Job category", "job_category", "Mobile development")),
    ("milestones", "en", EST5,
     "You are Milestone Helper on Workhive. Explain milestone states to clients and freelancers in plain words.",
     "Client: Why does this milestone still say funded? The freelancer says they submitted.",
     "milestone:\n  id: ms_7QpL2vXa\n  contract: ctr_8812WQ\n  amount_usd: 2500\n  funded_at: 2026-02-11T14:03:22Z\n"
     "  submitted_at: 2026-02-26T19:45:10Z\n  status: funded",
     "Answer:", "milestone-helper", "en-US", ("Contract", "contract", "ctr_8812WQ")),
    ("timesheet", "en", CET1,
     "You are Hourbook's timesheet checker. Point out overlapping or suspicious entries before the week is sent.",
     "Freelancer: Do these entries overlap anywhere?",
     "date,start,end,memo\n2026-02-23,09:00,12:30,API pagination\n2026-02-23,12:15,13:00,client call\n"
     "2026-02-24,08:45,11:00,bug fixes",
     "Assistant:", "hourbook", "en-GB", ("Weekly cap", "weekly_cap", "40 h")),
    ("invoice", "en", IST,
     "You check freelancers' invoices before they are sent through Gigloom: required fields, totals and dates.",
     "Freelancer: Is anything missing on this invoice?",
     "INVOICE GG-2026-0113\nIssued: 2026-02-28   Due: 2026-03-14\nBill to: Harbor Analytics LLC\n"
     "Services: Data pipeline maintenance, February (32 h x USD 55)\nTotal: USD 1,760.00",
     "Reply:", "invoice-check", "en-IN", ("Invoice template", "invoice_template", "v3 (2025-11-02)")),
    ("payout-email", "en", UTC,
     "You are the payouts assistant of Workhive. Help freelancers tell real payout e-mails from phishing.",
     "Freelancer: Is this e-mail real? The link goes to a page asking for my bank login.",
     "From: Workhive Payouts <payouts@workhive.example>\nDate: Fri, 27 Feb 2026 16:02:44 +0000\n"
     "Message-ID: <po-9f3c1e2a7b@mail.workhive.example>\nSubject: Your withdrawal of USD 640.00 is on its way\n\n"
     "Your withdrawal to the account ending 4417 was sent on 27 Feb 2026. Confirm your bank login to speed it up.",
     "Assistant:", "payouts-assistant", "en-US", ("Payout method", "payout_method", "bank transfer (USD)")),
    ("tax-1099", "en", timezone(timedelta(hours=-6), "CST"),
     "You explain platform tax documents to US freelancers of Bidwell. Suggest a tax professional for anything\n"
     "beyond the form itself.",
     "Freelancer: Why is box 1 higher than what I calculated from my payouts?",
     "Form 1099-NEC (tax year 2025) - copy B\nPayer: Bidwell Inc., TIN 84-1234567\n"
     "Box 1 Nonemployee compensation: 14,820.00\nBox 4 Federal income tax withheld: 0.00\n"
     "Filed with the IRS: 2026-01-29",
     "Answer:", "taxdesk", "en-US", ("Tax year", "tax_year", "2025")),
    ("dispute", "en", UTC,
     "You are DisputeDesk on Workhive. Explain dispute deadlines and what each side can upload.",
     "Freelancer: I got this in my dispute log. How long do I have to respond?",
     "ts=2026-02-27T10:14:03Z level=info event=dispute.opened dispute=DSP-20931 contract=ctr_5512 "
     "amount_usd=650 respond_by=2026-03-06T10:14:03Z",
     "Assistant:", "disputedesk", "en-US", ("Dispute policy revised", "dispute_policy_revised", "2025-10-01")),
    ("factura", "es", CDMX,
     "Eres el asistente de facturación de Chambalia. Revisa las facturas de las personas freelance y responde\n"
     "en español.",
     "Usuario: ¿Esta factura está bien para que mi cliente la pueda deducir?",
     "FACTURA (CFDI 4.0)\nFolio fiscal: 3F2A9C1E-7B4D-4E8A-9C0B-5D6E7F8A9B1C\nFecha de emisión: 2026-02-27T12:31:09\n"
     "Emisor: Laura Méndez Ruiz (RFC MERL880512AB3)\nConcepto: Diseño de identidad gráfica\nTotal: $18,560.00 MXN",
     "", "facturas", "es-MX", ("Régimen fiscal", "regimen_fiscal", "626 (RESICO)")),
    ("sagyo", "ja", JST,
     "あなたは「シゴトバ」の請求サポートです。日本語で簡潔に答えてください。",
     "ユーザー：この作業報告で請求金額は合っていますか？",
     "作業報告書\n作成日時：2026年2月28日 18:05\n案件ID：SB-30418\n稼働時間：42.5時間（時給3,200円）\n請求予定額：136,000円",
     "", "seikyu", "ja-JP", ("料金表", "fee_table", "2026年版")),
    ("vyplata", "ru", MSK,
     "Ты помощник по выплатам биржи Фрилансум. Отвечай по-русски, коротко.",
     "Пользователь: Почему выплата уже второй день в статусе «на проверке»?",
     "Выплата №PO-771204\nСоздано: 27.02.2026 21:14 (МСК)\nСумма: 45 000,00 ₽\nСпособ: карта •• 2291\n"
     "Статус: на проверке",
     "", "vyplaty", "ru-RU", ("Тариф", "tariff", "Про")),
    ("nfse", "pt", BRT,
     "Você é o assistente fiscal da Bicoloja. Responda em português do Brasil, de forma simples.",
     "Usuário: Essa nota está certa para o serviço que eu prestei?",
     "NFS-e nº 000128\nData de emissão: 26/02/2026 10:47:31\nCódigo de verificação: K7Q2-ZP9M\n"
     "Tomador: Estúdio Caramelo Ltda. (CNPJ 12.345.678/0001-90)\nServiço: Edição de vídeo - 4 episódios\n"
     "Valor: R$ 3.200,00",
     "", "notas", "pt-BR", ("Tabela de taxas vigente desde", "tabela_taxas", "01/02/2026")),
    ("bonin", "ko", KST,
     "당신은 '일감마루'의 본인 인증 도우미입니다. 한국어로 짧게 답하세요.",
     "사용자: 인증이 왜 실패했나요? 결과 화면을 붙여요.",
     "본인 인증 결과\n요청 번호: VR-20260227-0419\n처리 일시: 2026-02-27 15:42:08\n결과: 실패 (신분증 사진 흐림)",
     "", "bonin-injeung", "ko-KR", ("고객 유형", "customer_type", "개인 프리랜서")),
]

# (cue, label, structured key, value, numeric)
Field = tuple[str, str, str, Callable[[Gen111, datetime], str], bool]

FIELDS: list[Field] = [
    ("datetime", "Desk clock", "desk_clock", lambda g, t: ctime(t), False),
    ("datetime", "Pulled", "pulled", lambda g, t: rfc3339(t, 3), False),
    ("epoch", "t0", "t0", lambda g, t: str(epoch_ms(t)), True),
    ("request_id", "Hop", "hop", lambda g, t: g.b64url(12), False),
    ("datetime", "Rendered", "rendered", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("datetime", "Ledger clock", "ledger_clock", lambda g, t: py_iso(t), False),
    ("datetime", "Current time", "current_time", lambda g, t: rfc3339(t), False),
    ("date", "Today", "today", lambda g, t: iso_date(t), False),
    ("request_id", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "Correlation", "correlation", lambda g, t: g.hex(32), False),
    ("session_id", "Session", "session", lambda g, t: g.nanoid(), False),
    ("session_id", "Workroom visit", "workroom_visit", lambda g, t: g.ulid(t), False),
    ("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "ts_us", "ts_us", lambda g, t: str(epoch_us(t)), True),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("run_id", "Run", "run", lambda g, t: g.ksuid(t), False),
    ("datetime", "Stamped", "stamped", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("datetime", "Context time", "context_time", lambda g, t: log4j_iso(t), False),
    ("datetime", "As of", "as_of", lambda g, t: http_date(t), False),
    ("token", "Session token", "session_token", lambda g, t: g.jwt(t, "fl-" + g.digits(6)), False),
    ("datetime", "Served", "served", lambda g, t: js_iso(t), False),
]

LOCAL_FIELDS: dict[str, list[Field]] = {
    "es": [("datetime", "Hora actual", "now", lambda g, t: f"{dmy(t)} {t:%H:%M:%S}", False),
           ("request_id", "ID de solicitud", "request_id", lambda g, t: g.uuid7(t), False)],
    "ja": [("datetime", "現在日時", "now", lambda g, t: ja_time(t), False),
           ("session_id", "セッションID", "session_id", lambda g, t: g.ulid(t), False)],
    "ru": [("datetime", "Текущее время", "now", lambda g, t: f"{dmy(t, '.')} {hm(t)}", False),
           ("request_id", "ID запроса", "request_id", lambda g, t: g.hex(32), False)],
    "pt": [("datetime", "Data e hora atual", "now", lambda g, t: f"{dmy(t)} {hm(t)}", False),
           ("session_id", "Sessão", "session_id", lambda g, t: g.nanoid(), False)],
    "ko": [("datetime", "현재 시각", "now", lambda g, t: ko_time(t), False),
           ("request_id", "요청 ID", "request_id", lambda g, t: g.uuid4(), False)],
}

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_member",
             "xml_attr"]


def _sep(lang: str, label: str) -> str:
    return "：" if lang in ("ja", "zh") and not label.isascii() else ": "


def _render(position: str, lang: str, label: str, key: str, value: str, numeric: bool) -> str:
    """The field as the position writes it (unmarked)."""
    if position == "front_matter":
        return f"{key}: {value}" if numeric or " " not in value else f'{key}: "{value}"'
    if position == "json_member":
        return f'"{key}":{value},' if numeric else f'"{key}":"{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    return f"{label}{_sep(lang, label)}{value}"


def _compose(position: str, body: tuple[Any, ...], field: str) -> str:
    name, lang, _zone, system, user, record, cue, app, locale, _stable = body
    tail = f"\n{cue}" if cue else ""
    convo = f"{user}\n\n{record}"
    if position == "head":
        return f"{field}\n{system}\n\n{convo}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{convo}{tail}"
    if position == "header_block":
        return f"App: {app}\n{field}\nLocale: {locale}\n\n{system}\n\n{convo}{tail}"
    if position == "after_user":
        return f"{system}\n\n{convo}\n\n{field}{tail}"
    if position == "footer":
        return f"{system}\n\n{convo}\n\n--\n{field}\n{app} 5.2"
    if position == "front_matter":
        return f"---\nassistant: {app}\n{field}\nlocale: {locale}\n---\n{system}\n\n{convo}{tail}"
    if position == "json_member":
        return f'{{"assistant":"{app}",{field}"locale":"{locale}"}}\n{system}\n\n{convo}{tail}'
    assert position == "xml_attr"
    return f'<context {field} channel="web">\n{system}\n</context>\n\n{convo}{tail}'


def generated_positives(g: Gen111) -> list[Draft]:
    """Each body at three positions with one program field; all positions used."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    k_field = 0
    for b, body in enumerate(BODIES):
        name, lang, zone = body[0], body[1], body[2]
        for j in range(3):
            position = POSITIONS[(3 * b + j) % len(POSITIONS)]
            if lang != "en" and j < 2:
                cue, label, key, make, numeric = LOCAL_FIELDS[lang][j]
                family = "localized_" + cue
            else:
                cue, label, key, make, numeric = fields[k_field % len(fields)]
                k_field += 1
                family = key
            t = g.moment(zone)
            mark = v(cue, _render(position, lang, label, key, make(g, t), numeric))
            tags = ["generated", position, family, "pasted_content_neighbour"]
            if lang != "en":
                tags += ["non_english", f"lang:{lang}"]
            out.append(Draft(_compose(position, body, mark), f"{SRC}pos:generated:{name}+{position}", tags))
    return out


def generated_negatives() -> list[Draft]:
    """Each body with one stable value at a position its positives do not use."""
    out: list[Draft] = []
    for b, body in enumerate(BODIES):
        name, lang = body[0], body[1]
        label, key, value = body[9]
        position = POSITIONS[(3 * b + 3) % len(POSITIONS)]
        text = _compose(position, body, _render(position, lang, label, key, value, False))
        tags = ["hard_negative", "generated", position, "stable_value", "pasted"]
        if lang != "en":
            tags += ["non_english", f"lang:{lang}"]
        out.append(Draft(text, f"{SRC}neg:generated:{name}+{position}", tags))
    return out


# --- negatives: look-alikes in program positions ----------------------------------------------------------


def _negatives_lookalikes() -> None:
    neg("""Prompt: payout-faq
Prompt version: 4.2.0
Last reviewed: 2025-11-18 by the payments team
Payout policy effective: 2026-01-01

You answer questions about Workhive payouts from the policy: withdrawals of USD 10 or more, one free
withdrawal per week, USD 2 for each extra one, bank transfers in 1-3 business days.

Freelancer: Is the second withdrawal in a week free if it's to a different bank?
Assistant:""", "lookalike:prompt-revision", ["authored_revision", "effective_date", "stable_header"])
    neg("""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are Freelio's contract explainer. Explain contract terms to freelancers in plain English.<|eot_id|><|start_header_id|>user<|end_header_id|>

What does "net 30" mean on a client's purchase order?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""", "lookalike:llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"])
    neg("""Remitra call context:
Remitra-Version: 2025-09-30
Remitra-Account: acct_1PqZ7cWorkhive
Accept: application/json

You are the payouts assistant of Workhive. Explain payout statuses in plain words.

Freelancer: What does "pending_verification" mean on my payout?
Answer:""", "lookalike:api-version-header", ["api_version", "stable_header", "account_id"])
    neg("""Now: {{current_time}}
Session: {{session_id}}
Request: {{ request_id }}
You are Pitchcraft, the proposal assistant on Taskmere. Keep proposals under 150 words.

Freelancer: Should I mention my rate in the first line of a proposal?
Assistant:""", "lookalike:unrendered-template", ["template_placeholder", "stable_header"])
    neg("""You are the withdrawals assistant of Gigloom. Facts you may use:
- Withdrawals requested before 15:00 UTC on a business day leave the same day; later ones leave the next
  business day.
- Bank transfer: USD 1 per withdrawal. Wise: USD 0.50. PayPal: 2% (max USD 20). Local e-wallets: free
  above USD 50.
- Minimum withdrawal: USD 10. New accounts have a one-time 5-day security hold.

Freelancer: If I withdraw USD 40 to PayPal at 16:30 UTC on Friday, when does it leave and what's the fee?
Assistant:""", "lookalike:fee-schedule", ["price", "cutoff_time", "opening_hours"])
    neg("""Support hours: Mon-Fri 08:00-20:00 CET, Sat 10:00-14:00 CET
Phone: +44 20 7946 0321 (UK), +1 415 555 0143 (US)
Escalations: disputes@bidwell.example

You are Bidwell's escrow assistant. If the user needs a human, give the support hours and phone numbers.

Client: Can I call someone about a dispute on Sunday?
Assistant:""", "lookalike:support-hours", ["opening_hours", "phone", "stable_header"])
    neg("""Freelancer ID: fl_20931
Payout account: IBAN PT50 0002 0123 1234 5678 9015 4, BIC BCOMPTPL
Account holder: Ana Sofia Mendes
Currency: EUR

You help freelancers check their payout settings before the first withdrawal.

Freelancer: Is there anything wrong with my payout details?
Assistant:""", "lookalike:iban-settings", ["iban", "freelancer_id", "stable_header"])
    neg("""<workspace id="ws_7Hq2LmZ" region="eu-central" plan="agency" seats="12">
You help agency owners on Workhive manage team members, roles and who can send proposals.
</workspace>

Owner: Can a team member send proposals without seeing our agency's rates?
Assistant:""", "lookalike:workspace-xml", ["xml_attr", "tenant_id", "stable_attrs"])
    neg("""Client ID: cus_NffrFeUfNV2Hib
Freelancer ID: fl_55120
Contract: ctr_8812WQ (hourly, USD 40/h, weekly cap 30 h)
Time zone: Asia/Manila

You are Workhive's contract assistant. Use the contract facts above; do not reveal ids.

Freelancer: Can I work 35 hours this week if the client asks me to?
Assistant:""", "lookalike:stable-ids", ["customer_id", "contract_id", "timezone", "stable_header"])
    neg("""Contract PDF digest: sha256:4d1f0c2b9e8a7f6d5c4b3a29180f7e6d5c4b3a2918f0e7d6c5b4a3928170f6e5
Envelope template: freelance-services-v7
Signers: client, freelancer

You explain e-signature steps for freelance contracts on Freelio.

Freelancer: What does the digest line mean, and does it change if I sign on my phone?
Assistant:""", "lookalike:document-digest", ["sha256", "stable_header"])
    neg("""Client last active: 3 hours ago
Average response time: about 2 hours
Member since: 2021
Jobs posted: 48, hire rate 71%

Use these client stats to tell the freelancer whether this client is likely to respond soon.

Freelancer: I sent a proposal an hour ago. Should I follow up today?
Assistant:""", "lookalike:relative-times", ["relative_time", "stable_header"])
    neg("""{"model":"gpt-4o","build":"2026.02.3","api":"2025-09-30","cutoff":"2024-06","locale":"en-GB"}
You draft polite messages from freelancers to clients. Keep them under 80 words.

Freelancer: Ask the client to top up escrow for the next milestone before I start.
Draft:""", "lookalike:calver-json", ["json_inline", "calver", "api_version", "knowledge_cutoff"])
    neg("""Stand der AGB: 01.01.2026
Gebührenordnung: Version 2026-1
Du bist der Gebührenassistent von Auftragswerk. Erkläre Freelancern die Servicegebühren auf Deutsch.

Nutzer: Warum wurden mir bei einem Auftrag über 2.000 Euro 200 Euro Gebühren abgezogen?""",
        "lookalike:de-stand", ["authored_revision", "stable_header"], "de")
    neg("""平台规则更新日期：2025年12月1日
服务费率：10%（单笔最低 5 元）
你是「零工通」的费用助手，用简体中文回答。

用户：我接了一个 800 元的单子，平台会扣多少服务费？""", "lookalike:zh-rule-date", ["authored_revision", "price"], "zh")
    neg("""Tarifas vigentes desde: 1 de febrero de 2026
Atención: lunes a viernes de 9:00 a 18:00 (hora de la Ciudad de México)
Eres el asistente de cobros de Chambalia. Responde en español.

Usuario: ¿Puedo cobrar en dólares si mi cliente está en Estados Unidos?""", "lookalike:es-tarifas",
        ["effective_date", "opening_hours"], "es")
    neg("""Version des CGU : 2025-12
Jours de virement : mardi et vendredi
Tu es l'assistant paiements de Missionly. Réponds en français.

Utilisateur : J'ai demandé un virement mercredi soir, il partira quand ?""", "lookalike:fr-cgu",
        ["authored_revision", "schedule"], "fr")
    neg("""You remind US freelancers on Bidwell of tax dates. Forms 1099-NEC are mailed by January 31. Quarterly
estimated taxes are due April 15, June 15, September 15 and January 15 of the next year. Never give
personal tax advice.

Freelancer: I started freelancing in May. Which estimated payment is my first one?
Assistant:""", "lookalike:dates-in-prose", ["dates_in_prose", "deadline"])

    neg("""You answer questions about Gigloom's withdrawal policy. This policy summary was last updated on
14 January 2026 and replaces the version of 2 September 2025. Withdrawals under USD 10 are not possible;
the first withdrawal after a bank change is held for 3 days.

Freelancer: I changed my bank yesterday. Why is my withdrawal on hold?
Assistant:""", "lookalike:authored-in-prose", ["authored_revision", "dates_in_prose"])
    neg("""Write a two-sentence reply to the freelancer's question about invoice numbering.

Freelancer: Can I restart my invoice numbers at 1 every year?

--
Workhive Inc., 500 Market St, San Francisco, CA 94105 · +1 415 555 0199 · Terms v2026.1""",
        "lookalike:company-footer", ["footer", "phone", "address", "version"])
    neg("""Model: gpt-4o-mini
Build: 7c1e9a2 (main)
Prompt set: payouts-2026.03

You are the payouts assistant of Missionly. Answer in two sentences at most.

Freelancer: Can I split one payout between two bank accounts?
Assistant:""", "lookalike:build-sha", ["git_sha", "calver", "stable_header"])
    neg("""Verification status: pending (submitted 2 days ago)
Typical review time: 1-2 business days
Document type: passport

You are the verification support assistant of Gigloom. Explain the status shown above; never promise a
time.

Freelancer: It's been two days, is something wrong?
Assistant:""", "lookalike:relative-status", ["relative_time", "stable_header"])
    neg("""<s>[INST] Org ID: 3b241101-e2bb-4255-8caf-4136c566a962 (Lumen Apps)
Role: client admin

You help client admins on Bidwell manage hiring managers and spending limits.

How do I give a hiring manager permission to fund milestones up to USD 5,000? [/INST]""",
        "lookalike:org-uuid", ["mistral", "tenant_id", "uuid_stable"])
    neg("""<|im_start|>system
You are the contracts assistant of Freelio.
Knowledge cutoff: 2024-06
Platform terms version: 2026-02-01<|im_end|>
<|im_start|>user
Can a client cancel an hourly contract without paying for the hours I already logged this week?<|im_end|>
<|im_start|>assistant
""", "lookalike:chatml-terms-version", ["chatml", "knowledge_cutoff", "api_version"])
    neg("""Invoice defaults for this freelancer:
Payment terms: Net 14
Late fee: 1.5% per month
VAT ID: PT245118902
Bank: IBAN PT50 0002 0123 1234 5678 9015 4

Draft the payment terms paragraph for a new invoice to a client in Ireland.""", "lookalike:invoice-defaults",
        ["iban", "vat_id", "payment_terms", "stable_header"])
    neg("""<policy version="2026-01-15" lang="en" scope="escrow"/>
You explain escrow rules on Taskmere: clients fund a milestone before work starts, and funds are released
on approval or 14 days after submission.

Client: Can I fund only half of a milestone now?
Assistant:""", "lookalike:xml-version-date", ["xml_attr", "api_version", "date_like_version"])
    neg("""Payee account: 1772720527 (Metrobank, savings)
Payout currency: PHP
Payout method: bank transfer

You help freelancers on Rakethub check their payout details.

Freelancer: Is my account number long enough? Metrobank accounts have 13 digits, right?
Assistant:""", "lookalike:epoch-like-account", ["epoch_like_number", "account_number", "stable_header"])
    neg("""サポート受付時間：平日 10:00〜18:00（土日祝休み）
電話：03-1234-5678
あなたは「シゴトバ」の問い合わせ窓口です。受付時間外の問い合わせには、受付時間と電話番号を案内してください。

ユーザー：日曜日に報酬のことで電話できますか？""", "lookalike:ja-hours", ["opening_hours", "phone"], "ja")
    neg("""Data atual: {data_atual}
Sessão: {sessao}
Você é o assistente de contratos da Bicoloja. Responda em português do Brasil.

Usuário: O cliente pode cancelar o contrato depois que eu entreguei a primeira etapa?""",
        "lookalike:pt-placeholders", ["template_placeholder"], "pt")
    neg("""آخر تحديث لسياسة السحب: ١ يناير ٢٠٢٦
الحد الأدنى للسحب: ١٠ دولارات
أنت مساعد السحب في منصة «شغلانة». أجب بالعربية.

المستخدم: هل يمكنني سحب ٨ دولارات فقط؟""", "lookalike:ar-policy-date", ["authored_revision", "arabic_digits"], "ar")
    neg("""환율 기준: 매 영업일 오전 9시 고시 환율 적용
수수료: 출금액의 1% (최소 1,000원)
당신은 '일감마루'의 출금 도우미입니다. 한국어로 답하세요.

사용자: 달러로 받은 돈을 원화로 출금하면 환율은 언제 기준인가요?""", "lookalike:ko-rate-basis",
        ["schedule", "price"], "ko")


# --- negatives: values the user asks about or types ---------------------------------------------------------


def _negatives_asked() -> None:
    neg("""What does this request id mean? Support asked me for it after my payout failed, but I don't know
where it comes from: req_4Fq9ZpL2mN8xT1vW""", "asked:request-id", ["id_in_question", "prefixed_id"])
    neg("""Why is the created time before the paid time on my withdrawal? The app shows created
2026-02-27 21:14:05 UTC and paid 2026-02-27 21:13:58 UTC. Shouldn't it be the other way round?""",
        "asked:created-before-paid", ["times_in_question"])
    neg("""The client says they approved my milestone at 1772720527. What time was that in Manila, and was it
before the 17:00 cut-off there?""", "asked:epoch", ["epoch", "id_in_question"])
    neg("""Can I tell when this invoice was created from its id alone? 0195a3c4-7e21-7b9a-8c3d-2f1e0a9b8c7d. I
read that some ids contain a timestamp.""", "asked:uuid7", ["uuid7", "id_in_question"])
    neg("""Is this identity verification link still valid? The token in the link is
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmbC0yMDkzMSIsInB1cnBvc2UiOiJ2ZXJpZnlfaWRlbnRpdHkiLCJpYXQiOjE3NzI3MTIwMDAsImV4cCI6MTc3Mjc5ODQwMH0.Vq3kPz8mW2sX9nR4tY7uB1cD5eF0gH6jK3lM8nO2pQ4
and I got the e-mail yesterday morning.""", "asked:jwt", ["jwt", "id_in_question"])
    neg("""Support asked for "the trace id" from the error page. The page shows this header. Which part should I
send them?

traceparent: 00-7d2f1a9c4b3e8d6f0a1b2c3d4e5f6a7b-9c8d7e6f5a4b3c2d-01""", "asked:traceparent",
        ["traceparent", "id_in_question"])
    neg("""It's 23:40 here in Lagos right now. The payout cut-off is 15:00 UTC on business days. Did I miss today's
payout run, and when will my withdrawal leave?""", "asked:user-clock", ["user_typed_time"])
    neg("""Turn each timesheet note into JSON with date, start, end and task.

Example: "Mon 2 Mar 9-12:30 API work" -> {"date": "2026-03-02", "start": "09:00", "end": "12:30", "task": "API work"}
Example: "Tue 3 Mar 14:00-15:15 call w/ client" -> {"date": "2026-03-03", "start": "14:00", "end": "15:15", "task": "call with client"}

Note: "Wed 4 Mar 10-13 checkout bug"
JSON:""", "asked:few-shot", ["few_shot", "example_date"])
    neg("""¿Qué significa este identificador de pago que me dio soporte? 01JN5B7Q3W8XK2M4T9ZR6C1D0E
¿Es cierto que lleva la fecha dentro? Lo necesito para reclamar un retiro que no llegó.""", "asked:es-ulid",
        ["ulid", "id_in_question"], "es")
    neg("""정산 내역에 지급 예정일은 2026-03-06인데 정산 완료 시각이 2026-03-05 23:59:59로 나와요. 왜 완료가 예정일보다
빠른가요? 돈은 언제 들어오나요?""", "asked:ko-times", ["times_in_question"], "ko")
    neg("""Что означает идентификатор 7c9e6679-7425-40de-944b-e07fc1f90ae7 в письме о споре? Это номер заказа
или что-то другое? Письмо пришло 2 марта в 09:15.""", "asked:ru-uuid", ["uuid", "id_in_question"], "ru")
    neg("""Which calendar dates does 2026-W10 cover? My timesheet for that week is due on the Monday after, and I
want to know if 1 March is in it.""", "asked:iso-week", ["iso_week", "dates_in_question"])
    neg("""क्लाइंट ने लिखा है कि पेमेंट 1772720527123 पर रिलीज़ हुआ। यह भारतीय समय में कब था, और क्या यह
सेकंड में है या मिलीसेकंड में?""", "asked:hi-epoch-ms", ["epoch", "id_in_question"], "hi")


# --- negatives: near-misses ------------------------------------------------------------------------------


def _negatives_near_misses() -> None:
    neg("""Our proposal bot on staging keeps writing "as of yesterday" in its answers. This is the exact prompt it
received this morning, copied from the logs. Is the date line the problem?

```
You are Pitchcraft, the proposal assistant on Taskmere.
Current time: 2026-03-04T09:14:07Z
Session: 5rT0aQ9xLm2VbN8cKd4Ue
Freelancer: Shorten my proposal.
```""", "near-miss:staging-prompt", ["pasted", "scaffold_pasted", "fenced"])
    neg("""Our endpoint rejects this delivery with "signature mismatch". The secret is right. What are we doing
wrong when we compute the signature?

Fundrail-Delivery: 0195a4b2-3c1d-7e8f-9a0b-1c2d3e4f5a6b
Fundrail-Timestamp: 1772720527
Fundrail-Signature: v1=5f2b9c0e7d1a4f3b8c6e2d9a0b7f1c4e3d8a6b2f9e0c5d1a7b4e8f2c6d9a0b3e
Fundrail-Event: payout.paid

{"id":"po_8Kq2Lm9ZxW4vT1","status":"paid","amount":64000,"currency":"usd","created":1772716927}""",
        "near-miss:delivery-debug", ["pasted", "delivery_pasted", "signature"])
    neg("""We received these two payout webhooks a few seconds apart. Are they duplicates, and should our handler
process both?

Delivery 1
Fundrail-Delivery: 0195a4b2-3c1d-7e8f-9a0b-1c2d3e4f5a6b
Fundrail-Timestamp: 1772720527
{"id":"po_8Kq2Lm9ZxW4vT1","status":"paid"}

Delivery 2
Fundrail-Delivery: 0195a4b2-4f0e-7a1b-8c2d-3e4f5a6b7c8d
Fundrail-Timestamp: 1772720532
{"id":"po_8Kq2Lm9ZxW4vT1","status":"paid"}""", "near-miss:duplicate-deliveries", ["pasted", "delivery_pasted"])
    neg("""Proofread the front matter and the first paragraph of our monthly freelancer payouts report. Fix only
typos; keep every value as it is.

---
title: "Freelancer payouts, February 2026"
generated_at: 2026-03-01T06:00:12Z
export_run: 01JN2Q8W5X7Y3Z9A1B4C6D8E0F
owner: payments-analytics
---

In Febuary we paid out USD 4.8 million to 21,340 freelancers, a 6% increse on January.""",
        "near-miss:report-front-matter", ["pasted", "front_matter_document"])
    neg("""I call the payouts API from my own script and get a 401. This is my request. What's wrong?

GET /v2/payouts?limit=20 HTTP/1.1
Host: api.remitra.example
Date: Thu, 05 Mar 2026 14:22:07 GMT
X-Request-ID: 4b7f2c9e-1d3a-4e8b-9f0c-6a5d2e1b7c3f
Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhY2N0LTU1MTIwIiwic2NvcGUiOiJwYXlvdXRzOnJlYWQiLCJpYXQiOjE3NzI2NDAwMDAsImV4cCI6MTc3MjY0MzYwMH0.c2lnbmF0dXJlLW5vdC1yZWFsLWp1c3QtYW4tZXhhbXBsZQ
Remitra-Version: 2025-09-30""", "near-miss:own-request", ["pasted", "pasted_http", "jwt", "request_id"])


def _negatives_controls() -> None:
    neg("""You are Pitchcraft, the proposal assistant on Taskmere. Keep advice short and practical.

Freelancer: How many portfolio samples should I attach to a proposal for a logo job?
Assistant:""", "control:plain-en", ["control", "plain"])
    neg("""Serbestiş platformunda yeni bir freelancer'ım. Profil başlığımı "Grafik tasarımcı" yerine daha dikkat
çekici nasıl yazabilirim? Üç öneri verir misin?""", "control:plain-tr", ["control", "plain"], "tr")


# --- negatives: records the user pastes or asks about ----------------------------------------------------

# (source, tags, lang, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    ("payout-email", ["email", "date_header", "message_id"], "en",
     """From: Workhive Payouts <payouts@workhive.example>
Date: Tue, 03 Mar 2026 16:02:44 +0000
Message-ID: <po-sent.55120.1772553764@mail.workhive.example>
Subject: Your withdrawal of USD 900.00 has been sent

Hi Marcus, your withdrawal to the bank account ending 4417 was sent on 3 March 2026 at 16:02 UTC.
Reference: WD-3K9Q-7P2M""",
     "My bank shows nothing yet although this e-mail says the money was sent. How long should I wait before I contact support?",
     "Here is the e-mail I got"),
    ("curl-409", ["pasted_http", "curl", "request_id", "idempotency_key"], "en",
     """> POST /v2/payouts HTTP/2
> Host: api.remitra.example
> Idempotency-Key: 6f1c2a9e-4b7d-4e3a-8c5f-0d9e1b2a3c4d
>
< HTTP/2 409
< date: Thu, 05 Mar 2026 09:12:44 GMT
< content-type: application/json
< x-request-id: req_9Zp2Lq7Xw4Mn8Tb1
<
{"error":{"type":"idempotency_conflict","message":"Keys for idempotent requests can only be used with the same parameters."}}""",
     "What does this 409 mean, and should my payout script retry with the same key?",
     "This is the curl output from our payout script"),
    ("invoice-json", ["json", "uuid7", "created_at", "paid_at"], "en",
     """{
  "id": "0195a1f3-8c2e-7d4b-9a1f-3e5c7b9d2f40",
  "created_at": "2026-02-14T10:03:27Z",
  "number": "INV-0042",
  "client": "Lumen Apps",
  "amount": {"value": "2150.00", "currency": "USD"},
  "due_at": "2026-02-28T23:59:59Z",
  "paid_at": "2026-03-02T08:41:10Z",
  "status": "overdue"
}""",
     "The status says overdue but paid_at is filled in. Which one is right, and was it paid late?",
     "This is the invoice as the API returns it"),
    ("milestones-yaml", ["yaml", "funded_at", "released_at"], "en",
     """contract: ctr_5512
milestones:
  - id: ms_1
    title: Wireframes
    amount: 800
    funded_at: 2026-01-12T09:30:00Z
    released_at: 2026-01-26T17:02:41Z
  - id: ms_2
    title: UI design
    amount: 1600
    funded_at: 2026-01-27T08:15:12Z
    released_at: null
  - id: ms_3
    title: Handoff
    amount: 600
    funded_at: null""",
     "The client says they funded every milestone. Does this export agree?",
     "My export of the contract"),
    ("timesheet-xml", ["xml", "time_entries", "offset"], "en",
     """<timesheet contract="HB-1207" week="2026-W09">
  <entry id="te_81f2" start="2026-02-23T08:58:00+01:00" end="2026-02-23T12:31:00+01:00" memo="checkout API"/>
  <entry id="te_81f3" start="2026-02-23T13:30:00+01:00" end="2026-02-23T17:45:00+01:00" memo="tests"/>
  <entry id="te_81f9" start="2026-02-24T09:05:00+01:00" end="2026-02-24T09:04:00+01:00" memo="standup"/>
</timesheet>""",
     "One of these entries looks broken. Which one, and why would the tracker reject it?",
     "The timesheet export"),
    ("verification-object", ["json", "id_first", "created"], "en",
     """{
  "id": "idv_01JN8M3K5Q7R9T2V4X6Z8B0D1F",
  "created": "2026-03-04T11:28:40Z",
  "status": "requires_input",
  "last_error": {"code": "document_expired", "reason": "The document's expiry date 2026-02-28 has passed."},
  "type": "document"
}""",
     "What do I have to do now to finish verification?",
     "The verification status from the app's debug screen"),
    ("milestones-md", ["md_table", "dates_in_table"], "en",
     """| Milestone | Amount | Due | Status |
|---|---|---|---|
| Research | USD 500 | 2026-02-10 | Released 2026-02-12 |
| Prototype | USD 1,500 | 2026-03-01 | Submitted 2026-02-28 18:40 |
| Launch | USD 1,000 | 2026-03-20 | Not funded |""",
     "How much is still unpaid in total, and what is the next due date?",
     "Copied from the contract page"),
    ("escrow-logfmt", ["logfmt", "request_id", "ulid"], "en",
     """ts=2026-03-04T22:10:03.118Z level=info msg="escrow funded" contract=ctr_7720 amount=1200 request_id=01JN9T4R8M2KQ5W7X3Y6Z1A0BC
ts=2026-03-04T22:10:03.402Z level=error msg="release failed" contract=ctr_7720 reason=kyc_incomplete request_id=01JN9T4R8M2KQ5W7X3Y6Z1A0BD""",
     "Our integration logged these. Why did the release fail right after funding?",
     "Two lines from our integration's log"),
    ("payout-syslog", ["syslog", "rfc5424"], "en",
     """<134>1 2026-03-04T23:59:58.204Z payout-worker-3 payoutd 4112 - - batch=PB-20260304-2 queued=1842 sent=1839 failed=3
<131>1 2026-03-05T00:00:01.019Z payout-worker-3 payoutd 4112 - - batch=PB-20260304-2 cutoff missed for 3 items, rolled to PB-20260305-1""",
     "I'm the payments on-call this week. Explain what happened to the 3 failed items.",
     "From the payout worker's syslog"),
    ("withdrawal-receipt", ["receipt", "reference"], "en",
     """Remitra - Withdrawal receipt
Reference: WD-7Q2M-9K4L
Requested: 04 Mar 2026, 18:22 GMT
Completed: 05 Mar 2026, 09:05 GMT
Amount: USD 640.00
Fee: USD 1.00
Sent to: Wise account ending 8812""",
     "Why did this take 15 hours when the app says withdrawals are instant?",
     "Here is the receipt"),
    ("support-ticket", ["ticket", "timestamps_in_thread"], "en",
     """Ticket #448120 - "Payout missing"
Opened: 2026-03-02 10:14 UTC by freelancer fl_20931
Status: waiting on customer
[2026-03-02 10:14] Freelancer: My payout of USD 900 from 27 Feb never arrived.
[2026-03-02 11:02] Agent (Dana): We see it was returned by your bank. Please confirm the account number.
[2026-03-03 08:40] Freelancer: The account number is correct, I checked with the bank.""",
     "Draft the agent's next reply.",
     "The ticket so far"),
    ("fee-notice", ["notice", "effective_date", "price"], "en",
     """Subject: Changes to our service fee
Sent: 2026-03-01

From 1 April 2026 the freelancer service fee changes from a tiered 20/10/5% to a flat 10% on all
contracts. Contracts started before 1 April keep the old tiers until they end.""",
     "How much more or less will I pay on a new USD 2,000 contract with a new client?",
     "Freelio's notice"),
    ("payout-object", ["json", "epoch", "request_id_last"], "en",
     """{
  "object": "payout",
  "id": "po_3Nq8ZpX2Lm4Kv7",
  "amount": 90000,
  "currency": "usd",
  "arrival_date": 1772755200,
  "created": 1772668800,
  "status": "in_transit",
  "request_id": "req_7Hk2Pz9QmX4wL1"
}""",
     "What date is arrival_date? My banking app shows nothing yet.",
     "The payout object from the API"),
    ("w8ben-confirmation", ["email", "tax_form", "submission_id"], "en",
     """Subject: Your W-8BEN was accepted
Date: Tue, 03 Mar 2026 07:45:12 +0000
Message-ID: <w8-5d2e1f@taxforms.workhive.example>

Submission ID: TXF-2026-0303-88412
Signed on: 03/03/2026
Treaty country: Portugal, Article 14
Valid through: 31 December 2029""",
     "Valid through 2029? I thought a W-8BEN expires after three years. Which is it?",
     "The confirmation I received"),
    ("dispute-json-line", ["json_inline", "opened_at", "respond_by"], "en",
     """{"dispute": {"id": "dsp_8Hq2XnP4", "opened_at": "2026-02-27T10:14:03Z", "respond_by": "2026-03-06T10:14:03Z", "reason": "not_as_described", "amount": {"value": 650, "currency": "USD"}, "evidence": [{"by": "client", "uploaded_at": "2026-02-27T10:20:44Z"}]}}""",
     "Do I still have time to upload my evidence?",
     "The dispute record"),
    ("escrow-statement", ["statement", "dates_in_table"], "en",
     """ESCROW STATEMENT  Contract BW-20931  (Bidwell)
2026-02-02  Funded     M1  +1,800.00
2026-02-16  Released   M1  -1,800.00
2026-02-17  Funded     M2  +2,400.00
2026-03-01  Refunded   M2    -600.00  (partial, dispute DSP-1182)
Balance in escrow: 1,800.00 USD""",
     "Is the balance right?",
     "Here is the statement"),
    ("kickoff-ics", ["ics", "calendar", "dtstamp"], "en",
     """BEGIN:VEVENT
UID:0f3c9a1e-2b4d-4e6f-8a7b-9c0d1e2f3a4b@workhive.example
DTSTAMP:20260303T101500Z
DTSTART:20260306T150000Z
DTEND:20260306T153000Z
SUMMARY:Contract kickoff - Rao Design x Lumen Apps
ORGANIZER;CN=Ananya Rao:mailto:ananya@raodesign.example
END:VEVENT""",
     "What time is this call for me in Bengaluru?",
     "The calendar invite"),
    ("audit-log", ["csv", "audit_log", "ip"], "en",
     """timestamp,actor,action,ip
2026-03-04T21:02:11Z,fl_20931,login,102.89.34.12
2026-03-04T21:03:40Z,fl_20931,payout_method.changed,102.89.34.12
2026-03-04T21:05:02Z,fl_20931,withdrawal.requested,185.220.101.4""",
     "Does anything here look like my account was taken over?",
     "My account's security log"),
    ("slack-export", ["slack_export", "slack_ts"], "en",
     """[{"ts": "1772640061.004200", "user": "U04CLIENT", "text": "can you push the deadline to friday?"},
 {"ts": "1772640391.118900", "user": "U07FREEL", "text": "yes if we move the search feature to the next milestone"},
 {"ts": "1772640455.220100", "user": "U04CLIENT", "text": "ok deal"}]""",
     "Does this count as a written scope change I can point to later?",
     "Our Slack thread, exported"),
    ("approval-received", ["email", "received_header", "message_id"], "en",
     """Received: from mail.workhive.example (mail.workhive.example [198.51.100.23])
        by mx.raodesign.example with ESMTPS id 4ZkQ2m1Xy9z
        for <ananya@raodesign.example>; Tue, 03 Mar 2026 18:04:51 +0000
Date: Tue, 03 Mar 2026 18:04:49 +0000
From: Workhive <notifications@workhive.example>
Subject: Milestone "Final illustrations" approved - USD 1,200 released
Message-ID: <ms-approved.8812.1772561089@workhive.example>""",
     "Is this notification genuine? The Received line looks odd to me.",
     "The headers of the notification"),
    # --- other languages
    ("es-factura", ["invoice", "irpf"], "es",
     """FACTURA Nº 2026/014
Fecha de expedición: 02/03/2026
Emisor: Lucía Ferrer Gil, NIF 12345678Z
Cliente: Estudio Brisa S.L., CIF B12345678
Concepto: Maquetación de catálogo (48 páginas)
Base imponible: 1.200,00 €
IVA 21%: 252,00 €
Retención IRPF 15%: -180,00 €
Total: 1.272,00 €""",
     "¿Está bien calculado el total con la retención?",
     "Aquí está la factura"),
    ("pt-pix", ["receipt", "pix", "e2e_id"], "pt",
     """Comprovante de transferência Pix
Data/hora: 04/03/2026 - 22:17:45
ID da transação: E18236120202603042217s0a1b2c3d4e
Valor: R$ 1.850,00
Pagador: Estúdio Caramelo Ltda.
Recebedor: Joana Prates""",
     "O cliente diz que pagou, mas não caiu na minha conta. O comprovante parece verdadeiro?",
     "O cliente me mandou este comprovante"),
    ("de-rechnung", ["invoice", "kleinunternehmer"], "de",
     """Rechnung Nr. 2026-031
Rechnungsdatum: 03.03.2026
Leistungszeitraum: 01.02.2026 - 28.02.2026
Leistung: Backend-Entwicklung, 64 Std. x 85,00 EUR
Nettobetrag: 5.440,00 EUR
Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.
Zahlbar bis: 17.03.2026""",
     "Darf ich als Kleinunternehmer eine so hohe Rechnung schreiben?",
     "Meine Rechnung an den Kunden"),
    ("fr-facture", ["invoice", "siret"], "fr",
     """FACTURE F-2026-009
Date d'émission : 28/02/2026
SIRET : 912 345 678 00017
Client : Atelier Nord SAS
Prestation : Rédaction de 6 articles de blog
Montant : 1 080,00 €
TVA non applicable, art. 293 B du CGI
Échéance : 30/03/2026""",
     "Est-ce que toutes les mentions obligatoires sont là ?",
     "Voici ma facture"),
    ("it-fattura-xml", ["xml", "e_invoice", "sdi"], "it",
     """<FatturaElettronicaBody>
  <DatiGenerali>
    <DatiGeneraliDocumento>
      <TipoDocumento>TD06</TipoDocumento>
      <Data>2026-03-02</Data>
      <Numero>12/2026</Numero>
    </DatiGeneraliDocumento>
  </DatiGenerali>
</FatturaElettronicaBody>
<!-- IdentificativoSdI 14920387711, ricevuta di consegna del 2026-03-02T16:40:12 -->""",
     "Il TipoDocumento TD06 è giusto per la fattura di un freelance?",
     "Un pezzo della mia fattura elettronica"),
    ("pl-ksef", ["invoice", "ksef_number", "id_in_question"], "pl",
     """Faktura VAT nr FV/03/2026
Data wystawienia: 2026-03-03
Numer KSeF: 5265877635-20260303-0100A1B2C3D4-E5
Sprzedawca: Jan Nowak Usługi IT, NIP 526-587-76-35
Nabywca: Softwerk Sp. z o.o.
Usługa: Programowanie, luty 2026
Wartość brutto: 12 300,00 zł""",
     "Klient pyta, czy numer KSeF jest poprawny. Z czego on się składa?",
     "Moja faktura"),
    ("ru-akt", ["act", "receipt"], "ru",
     """Акт № 14 от 28.02.2026
Исполнитель: самозанятый Иванов И. И., ИНН 772812345678
Заказчик: ООО «Северный код»
Услуги: разработка модуля оплаты, февраль 2026
Сумма: 96 000 руб. (НДС не облагается)
Чек «Мой налог»: 20abc1d2ef, сформирован 28.02.2026 19:44""",
     "Заказчик просит переделать акт на март. Можно так сделать?",
     "Вот мой акт"),
    ("uk-swift", ["bank_notice", "value_date"], "uk",
     """Повідомлення про надходження валюти
Дата валютування: 04.03.2026
Сума: 1 250,00 USD
Платник: GIGLOOM PAYMENTS LLC
Референс: SWF2603040012345
Призначення: Payout PO-90312""",
     "Чи потрібно мені продавати ці долари і в який термін?",
     "Банк надіслав мені це"),
    ("ja-seikyusho", ["invoice", "registration_number"], "ja",
     """請求書
発行日：2026年3月2日
請求番号：INV-2026-0302
登録番号：T1234567890123
件名：LP制作（3月分）
金額：220,000円（税込）
お支払期限：2026年3月31日""",
     "この請求書はインボイス制度の要件を満たしていますか？",
     "作成した請求書です"),
    ("zh-withdrawal", ["withdrawal_record", "serial_number"], "zh",
     """提现记录
申请时间：2026-03-04 21:15:33
到账时间：2026-03-05 10:02:07
流水号：TX202603042115330098
金额：¥3,200.00
手续费：¥3.20
状态：已到账""",
     "为什么手续费是 3.2 元？不是说提现免费吗？",
     "这是我的提现记录"),
    ("ko-settlement", ["md_table", "withholding"], "ko",
     """| 정산 번호 | 프로젝트 | 금액 | 원천징수(3.3%) | 지급일 |
|---|---|---|---|---|
| ST-0301 | 앱 아이콘 | 500,000원 | 16,500원 | 2026-03-05 |
| ST-0302 | 상세페이지 | 300,000원 | 9,900원 | 2026-03-05 |""",
     "총 실수령액이 얼마인가요?",
     "정산 내역이에요"),
    ("hi-whatsapp", ["chat_export", "utr"], "hi",
     """[04/03/26, 9:41 PM] क्लाइंट: पेमेंट कर दिया है, UTR 406312345678 है
[04/03/26, 9:43 PM] क्लाइंट: कल सुबह तक आ जाएगा
[05/03/26, 11:02 AM] मैं: अभी तक नहीं आया""",
     "UTR नंबर से मैं बैंक में कैसे पता करूँ कि पैसा कहाँ अटका है?",
     "क्लाइंट से मेरी चैट"),
    ("ar-transfer", ["receipt", "arabic_digits"], "ar",
     """إيصال تحويل
التاريخ: ٢٠٢٦/٠٣/٠٤ - ١٥:٤٠
رقم المرجع: TRF-88213455
المبلغ: ٤٥٠ دولارًا أمريكيًا
المرسل: منصة شغلانة""",
     "هل هذا الإيصال يعني أن المبلغ وصل إلى حسابي؟",
     "هذا الإيصال من المنصة"),
    ("he-invoice", ["invoice", "vat"], "he",
     """חשבונית מס / קבלה מס' 20412
תאריך: 02/03/2026
לכבוד: סטודיו גל בע״מ
עבור: עיצוב אתר תדמית
סכום לפני מע״מ: 8,000 ₪
מע״מ 18%: 1,440 ₪
סה״כ: 9,440 ₪""",
     "האם חישוב המע״מ נכון?",
     "זו החשבונית שהוצאתי"),
    ("tr-earsiv", ["invoice", "ettn_uuid", "id_in_question"], "tr",
     """e-Arşiv Fatura
ETTN: 8d3f2a1c-5b7e-4c9d-a0f1-2e3d4c5b6a79
Fatura Tarihi: 03.03.2026 14:05
Alıcı: Kuzey Yazılım A.Ş.
Hizmet: Mobil uygulama arayüz tasarımı
Toplam: 24.000,00 TL (KDV dahil)""",
     "ETTN numarası nedir, müşteriye ayrıca göndermem gerekir mi?",
     "Kestiğim fatura"),
    ("el-apy", ["receipt", "mark_number"], "el",
     """ΑΠΟΔΕΙΞΗ ΠΑΡΟΧΗΣ ΥΠΗΡΕΣΙΩΝ
Αρ. 37  Ημερομηνία: 02/03/2026
ΜΑΡΚ: 400001234567890
Πελάτης: Ergolio Clients Ltd
Περιγραφή: Μετάφραση εγχειριδίου
Καθαρή αξία: 600,00 €  ΦΠΑ 24%: 144,00 €  Σύνολο: 744,00 €""",
     "Ο πελάτης είναι στην Κύπρο. Έπρεπε να βάλω ΦΠΑ;",
     "Η απόδειξη που έκοψα"),
    ("th-receipt", ["receipt", "buddhist_era"], "th",
     """ใบเสร็จรับเงิน เลขที่ RC-2569-0117
วันที่ 3 มีนาคม 2569
ได้รับเงินจาก บริษัท ดีดี ดีไซน์ จำกัด
ค่าออกแบบเว็บไซต์ 30,000 บาท
หักภาษี ณ ที่จ่าย 3% 900 บาท
รับสุทธิ 29,100 บาท""",
     "ตัวเลขในใบเสร็จนี้ถูกต้องไหม",
     "นี่คือใบเสร็จที่ฉันออกให้ลูกค้า"),
    ("vi-hoadon", ["invoice", "lookup_code"], "vi",
     """HÓA ĐƠN GIÁ TRỊ GIA TĂNG
Ký hiệu: 1C26TAA  Số: 00000152
Ngày 03 tháng 03 năm 2026
Mã tra cứu: K9XQ2M7PLA
Đơn vị mua: Công ty TNHH Sao Việt
Tổng tiền thanh toán: 16.200.000 đồng""",
     "Mã tra cứu này dùng để làm gì?",
     "Hóa đơn khách hàng gửi cho tôi"),
    ("id-bukti-potong", ["tax_form", "withholding"], "id",
     """BUKTI PEMOTONGAN PPh PASAL 21 (BUKAN PEGAWAI)
Nomor: 1.3-03.26-0004512
Masa Pajak: 02-2026
Penerima penghasilan: Rina Wulandari
Penghasilan bruto: Rp 12.000.000
PPh dipotong: Rp 300.000
Tanggal pemotongan: 28-02-2026""",
     "Kenapa potongannya cuma 2,5%? Bukannya 5%?",
     "Bukti potong dari klien saya"),
    ("bn-bkash-sms", ["sms", "trx_id"], "bn",
     """You have received Tk 12,500.00 from 01712345678. Ref payout. Fee Tk 0.00. Balance Tk 13,210.55. TrxID BC45K9L2QX at 04/03/2026 20:15""",
     "এই টাকাটা কি প্ল্যাটফর্ম থেকে এসেছে, নাকি অন্য কেউ পাঠিয়েছে?",
     "বিকাশ থেকে এই এসএমএস পেয়েছি"),
    ("tl-gcash", ["receipt", "reference"], "tl",
     """GCash
Express Send
Ref No. 5012 345 678901
Mar 4, 2026 9:12 PM
Amount: PHP 15,000.00
Sent to: JU****O D.""",
     "Nagpadala raw ang kliyente ko pero wala pa sa akin. Paano ko malalaman kung tama ang numero?",
     "Ito ang resibo na pinadala niya"),
    ("sw-mpesa", ["sms", "confirmation_code"], "sw",
     """RC48KQ2T9Z Imethibitishwa. Umepokea Ksh15,400.00 kutoka KAZILINK PAYOUTS mnamo 4/3/26 saa 6:05 PM. Salio lako jipya la M-PESA ni Ksh16,020.50.""",
     "Je, haya ni malipo kamili ya kazi yangu ya dola 120?",
     "Nimepokea ujumbe huu"),
    ("nl-uren", ["timesheet", "dates_in_table"], "nl",
     """Week 9 - opdracht Klusplein KP-3310
ma 23-02  09:00-17:00  8,0 u  workshop voorbereiden
di 24-02  09:30-12:00  2,5 u  overleg opdrachtgever
wo 25-02  13:00-18:30  5,5 u  rapportage
Totaal: 16,0 u""",
     "Klopt het totaal?",
     "Mijn urenregistratie van vorige week"),
    ("ur-bank-sms", ["sms", "reference"], "ur",
     """محترم صارف، آپ کے اکاؤنٹ میں 85,000 روپے جمع ہو گئے ہیں۔
تاریخ: 04-03-2026 وقت: 16:22
حوالہ نمبر: IBFT2603041622778""",
     "کیا یہ رقم کام کاج پلیٹ فارم سے آئی ہے؟",
     "بینک کا یہ پیغام آیا ہے"),
]

ACK = {
    "en": "Thanks, I have it. What would you like to know?",
    "es": "Gracias, ya lo tengo. ¿Qué quieres saber?",
    "pt": "Obrigado, já recebi. O que você quer saber?",
    "de": "Danke, ich habe es. Was möchtest du wissen?",
    "fr": "Merci, je l'ai. Que veux-tu savoir ?",
    "it": "Grazie, l'ho ricevuto. Cosa vuoi sapere?",
    "pl": "Dzięki, mam to. Co chcesz wiedzieć?",
    "ru": "Спасибо, получил. Что вы хотите узнать?",
    "uk": "Дякую, отримав. Що саме вас цікавить?",
    "ja": "ありがとうございます。確認しました。何を知りたいですか？",
    "zh": "收到了。你想了解什么？",
    "ko": "받았습니다. 무엇이 궁금하신가요?",
    "hi": "धन्यवाद, मुझे मिल गया। आप क्या जानना चाहते हैं?",
    "ar": "شكرًا، وصلني. ماذا تريد أن تعرف؟",
    "he": "תודה, קיבלתי. מה תרצה לדעת?",
    "tr": "Teşekkürler, aldım. Ne öğrenmek istersin?",
    "el": "Ευχαριστώ, το έλαβα. Τι θέλεις να μάθεις;",
    "th": "ได้รับแล้วครับ อยากทราบอะไรครับ",
    "vi": "Cảm ơn, tôi đã nhận được. Bạn muốn biết điều gì?",
    "id": "Terima kasih, sudah saya terima. Apa yang ingin kamu ketahui?",
    "bn": "ধন্যবাদ, পেয়েছি। আপনি কী জানতে চান?",
    "tl": "Salamat, natanggap ko na. Ano ang gusto mong malaman?",
    "sw": "Asante, nimeupokea. Ungependa kujua nini?",
    "nl": "Bedankt, ik heb het. Wat wil je weten?",
    "ur": "شکریہ، مل گیا۔ آپ کیا جاننا چاہتے ہیں؟",
}

SYS = ("You are a helpful assistant for freelancers and their clients on freelance platforms. Answer in the "
       "user's language and say when something needs the platform's support team.")

EN_PLACEMENTS = ["under_question", "typed_under", "lead_in", "block_first", "earlier_user_turn",
                 "earlier_assistant_turn", "chatml", "llama3", "gemma", "phi3", "mistral", "rag_document",
                 "react_observation", "fenced", "quoted", "indented", "very_end", "both_sides",
                 "question_lead_in", "system_user"]
XX_PLACEMENTS = ["lead_in", "under_question", "typed_under", "block_first", "earlier_user_turn", "chatml",
                 "gemma", "fenced", "quoted", "question_lead_in", "llama3", "indented", "phi3", "mistral",
                 "very_end", "system_user"]


def _place(placement: str, lang: str, source: str, block: str, ask: str, intro: str) -> str:
    colon = "：" if lang in ("ja", "zh") else ":"
    if placement == "under_question":
        return f"{ask}\n\n{block}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}{colon}\n\n{block}\n\n{ask}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "earlier_user_turn":
        return f"User: {intro}{colon}\n\n{block}\nAssistant: {ACK[lang]}\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (f"User: Can you pull up the record for me?\nAssistant: Here it is:\n\n{block}\n"
                f"User: {ask}\nAssistant:")
    if placement == "chatml":
        return (f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
                f"<|im_start|>assistant\n")
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYS}<|eot_id|>"
                f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
                f"<|start_header_id|>assistant<|end_header_id|>\n\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYS}<|end|>\n<|user|>\n{ask}\n\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_document":
        return (f"Answer the question using only the documents below.\n\nDocuments:\n[1] {intro}\n{block}\n\n"
                f"Question: {ask}\nAnswer:")
    if placement == "react_observation":
        return (f"Answer the user's question. Use the tools when you need a record.\n\nQuestion: {ask}\n"
                f"Thought: I need the record first.\nAction: lookup_record[{source}]\nObservation: {block}\n"
                f"Thought:")
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}{colon}\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}{colon}\n\n{indented}\n\n{ask}"
    if placement == "very_end":
        return f"{SYS}\n\nUser: {ask}\n\n{block}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is anything else in there unusual?"
    if placement == "question_lead_in":
        return f"{ask} {intro}{colon}\n{block}"
    assert placement == "system_user"
    return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"


def _negatives_pasted() -> None:
    k_en = k_xx = 0
    for source, tags, lang, block, ask, intro in BLOCKS:
        if lang == "en":
            placement = EN_PLACEMENTS[k_en % len(EN_PLACEMENTS)]
            k_en += 1
        else:
            placement = XX_PLACEMENTS[k_xx % len(XX_PLACEMENTS)]
            k_xx += 1
        neg(_place(placement, lang, source, block, ask, intro), f"pasted:{source}", ["pasted", placement, *tags],
            lang)


# --- assembly ------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen111(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_near_misses()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives()
    return make_holdout.assemble("hold111", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
