"""Build `prompt_normalizer/corpus/holdout79.jsonl`, a seventy-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout79.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout72.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstring of `make_holdout72.py` and the clarification sections of `make_holdout26.py` and
`make_holdout71.py` were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a generator;
`pyproject.toml` was read for ruff's settings. (A listing of `tests/normalizer/` showed the names of
the generators, and a check of the path showed that `holdout79.jsonl` did not exist yet.) Nothing under
`prompt_normalizer/`, no other test file, no corpus, nothing in docs/ or bench/ and no git history was
read; `make_holdout73.py` to `make_holdout78.py` and `make_holdout80.py`, written at the same time, were
not read.

The domain is non-profit fundraising and volunteering: donor CRMs and gift processing, Gift Aid and tax
receipts, grant applications and reporting, volunteer rostering and vetting, fundraising events, legacy
giving, beneficiary case notes and trustee papers. The earlier docstrings name neighbours of it: a
charity CRM with donor histories and Gift Aid declarations as content (make_holdout7); blood donors
(make_holdout13); scout fundraisers and food banks among household and club admin (make_holdout14);
a volunteer reception centre and volunteer desk sessions in emergencies (make_holdout20); charities,
nonprofits and food banks with a donation checkout, a Gift Aid claim run, a grant report cover, a
volunteer rota optimiser, a donor CRM lookup, SMS keyword donations, a charity shop till, appeal
totals, a bereavement helpline chat, a board minute-taker and a volunteer app's session token, with
donation receipts, Gift Aid declarations, grant award letters and reports, volunteer rosters and
induction records, trustees' minutes, event income sheets, a Bacs ADDACS report, a solicitor's legacy
letter, payroll and text-giving statements and thank-you letters as content (make_holdout26);
political campaigns with donation receipts and donation webhook payloads (make_holdout36); a donor
letter in heritage conservation (make_holdout37); volunteer deployment in civil protection
(make_holdout41); volunteer nature surveys (make_holdout64); research grant applications
(make_holdout62) and a Gift Aid receipt e-mail among alumni relations (make_holdout66). The scenarios
here were written around them: gift processing is batch entry, a CRM gift fetched by a tool, payment
events received from Stripe and GoCardless, a pledge desk, matching gifts, soft credits and a dedupe
job, with no checkout, donor lookup, SMS keyword, till or appeal total; Gift Aid is a Charities Online
claim poll, GASDS and a claim schedule, with no claim run or declaration; tax receipts are national
forms (a CRA official receipt, a French Cerfa reçu fiscal, a German Sammelbestätigung, an IRS written
acknowledgment, Korean, Chinese, Indian 80G, Israeli section 46, Polish 1.5%, Spanish, Dutch ANBI,
Thai, Arabic, Greek and Turkish receipts) rather than generic donation receipts; grants are a portal
application, monitoring forms, outcome pulls, a funder's delivery of a submitted application, budget
checks, payment schedules and 360Giving records, with no report cover or award letter; volunteering is
vetting (DBS update service and tracking, Dutch VOG, references, safeguarding training), shift swaps
over WhatsApp and Slack, hours and expenses, with no rota optimiser, roster or induction record as in
make_holdout26; events are a silent auction, a fundraising page, charity run registrations, a ball and
challenge events, with no event income sheet; legacy giving is notifications, pledger letters,
pipelines and estate accounts, with no solicitor's letter of the make_holdout26 kind (the executors'
letter here is a will notification); case notes are debt advice, referrals, safeguarding and refugee
support, with no food bank or helpline; trustee papers are board packs, board papers, a risk register,
a conflicts register, a cover sheet, an annual return e-mail and a bank mandate log, with no minutes.
The sources are:

* donor CRMs and gift processing: a batch entry session and its opening (the gift row's received date
  stays), a gift fetched from the CRM API "at" a time with a parenthesised request id in a tool
  observation (the gift's `date`, `date_added` and `date_modified` stay), a Stripe event received (the
  `Stripe-Signature` header and the event's `id` and `created` move; the charge inside stays), a
  GoCardless delivery (receive time and `Webhook-Signature` move; the event's `id` and `created_at`
  stay), the app's `generated_at` at the head of a prompt whose pasted record opens with `created_at`,
  a pledge ULID asked about under a UUIDv7 `X-Request-Id`, a matching-gift lookup run in a sentence,
  XML attributes (`fetched`, `req`) around nested gifts, single-line JSON `ts` in ms and a dedupe job
  finished "at" a JavaScript `toString()` time;
* Gift Aid and tax receipts: a CRA receipt's date of issue filled in as today, a French
  `Horodatage de génération`, a German `Abrufzeit`, an HMRC claim poll "at" a time with its poll id (the
  CorrelationID and submission time stay), a GASDS ChatML session, an IRS acknowledgment's build time
  and TSID trace, and Korean (12-hour), Chinese (full-width colon), Hindi (Devanagari digits), Hebrew
  and Polish fetch and request times;
* grants: a portal session in a markdown table (the deadline stays), outcomes pulled "at" a Python
  logging time with a cuid2 pull id, a funder portal's delivery headers (the application's
  `submitted_at` stays), a Llama 3 `Today Date` (`Cutting Knowledge Date` stays), a 360Giving query id
  and `fetched_at` in a ReAct observation (award dates stay), a Russian report and a Swahili harambee;
* volunteering: a DBS update service check made for this request (certificate dates stay), a
  WhatsApp message's `wamid` and `timestamp` (the text stays), a reference inbox polled "at" a time
  (the e-mail's `Date` and `Message-ID` stay), a training snapshot "as of" a time (expiries stay), a
  Slack event envelope, and Japanese, Dutch (with an ObjectId session) and Arabic (Arabic-Indic digits)
  requests;
* events: a bid board read at a time alone (bid times stay), a fundraising page snapshot (lower-case
  ULID and `snapshot_at`; donations' `created` stay), registrations fetched "at" a .NET round-trip time,
  a Spanish run, a Mistral `[INST]` ball question and a Thai run (Buddhist era);
* legacy giving: a notification pull (probate dates stay), a pledger letter's date filled in as today,
  a Brazilian bequest and an estate desk session in front matter;
* beneficiary case notes: a casework session in markdown bullets (note times stay), a Power Automate
  referral's run and tracking ids (`submitDate` stays), Ukrainian, Turkish and Greek requests;
* trustee papers: a board pack's `compiled_at` (`meeting_date` stays), a German board paper's date
  filled in as today, a tool call id in an XML attribute (review dates stay), a Phi-3 `Now:` and a
  Swedish fetch time;
* shapes around pasted material: RAG passages with `retrieved_at` pairs, a leading comment line, a
  trailing `client_ts` epoch, a trailing KSUID trace, metadata after an earlier assistant turn that
  lists gifts, made-up labels (`givepulse.t0` in us and `givepulse.hop`; `givepulse.build` CalVer and
  the tenant stay), a DSPy `now_utc` field, a footer with one field per line, request headers over a
  pasted HTTP 409 exchange (its `Date` and `X-Request-Id` stay), a binary CloudEvent (`amended_at`
  stays), a bracketed context line and an e-mail editor's local time and session.

The hand-written negatives are pasted records in 21 placements (question after, before, typed right
under the block, behind a lead-in ending in a colon, quoted, fenced, in an earlier user turn, in an
earlier assistant turn, indented, after the question's lead-in, in a user turn under a system prompt,
on both sides, in ChatML, Llama 3, Gemma, Phi-3 and Mistral user turns, in a RAG document, in a tool
observation, at the start of the user's message under the prompt's own stable metadata and at the very
end of the prompt): an NPSP opportunity, a CiviCRM API4 response, a Stripe and a GoCardless delivery
pasted to debug them, a PayPal IPN, a fundraising page, an nginx log, a gift job's Python log with
ULIDs, payment logfmt with UUIDv7s, a Sentry event opening with `"timestamp"`, a 429, a receipt e-mail,
an HMRC rejection, a grant application export opening with `Created:` and `Updated:`, a payment
schedule, a 360Giving record, a funder e-mail, a volunteer hours CSV opening with `Timestamp`, a DBS
tracking page, an expenses claim, a volunteer record opening with a ULID `id`, ticket scans with
epochs, auction bids, a challenge confirmation, a sponsorship form, a will notification, a legacy
pipeline, an estate account, case notes, a safeguarding log, a referral e-mail, an audit log, a
conflicts register, a cover sheet, an annual return e-mail, a bank mandate log and a GovTalk response;
and in other languages a German CRM export opening with `Erstellt`, French API JSON, a Spanish
certificate, a Dutch ANBI agreement, a Polish table, a Japanese sign-in log, Korean JSON with Korean
keys, a Chinese CSV, Arabic, Hindi, Hebrew, Thai, Greek and Turkish receipts, a Russian grant log, a
Portuguese e-mail, a Swedish CSV, an M-Pesa SMS and Ukrainian and Indonesian records. Look-alikes in
program positions: a stable header with a charity number, model, knowledge cutoff and prompt revision,
a Llama 3 header with only its knowledge cutoff, policy front matter, campaign XML attributes, an
engine CalVer and tenant uuid in single-line JSON, a template revision in an HTML comment, an
organisation table, `KEY=value` settings, `Stripe-Version` with an account and customer, a Gemma turn
with licence dates, Discord ids, an unrendered `{{ now }}`, a Spanish registration header and a
Japanese prompt revision. Values the user asks about or types: epochs, a UUIDv7, a KSUID, a clock
typed at a collection point, relative times, few-shot dates, a JWT, a traceparent, deadline
arithmetic in English, German and Korean and a snowflake; and two plain controls. The generated
positives put one field (28 formats and labels, among them made-up labels and the current time under a
"now" label in the body's language) at one of ten positions (head, system tail, header block, after
the last user message, footer, YAML front matter, a pretty JSON member never last, an XML attribute
between stable ones, a single-line JSON member after a stable one, `key=value` in a bracketed context
line) of 20 bodies in thirteen languages whose user message carries a pasted record with its own
times and ids; the generated negatives put one stable value that looks like a date, a time or an id
(charity number, knowledge cutoff, prompt revision, financial year, HMRC reference, tenant uuid, API
version, appeal and fund codes, time zone, CalVer build, campaign window, office hours, Fundraising
Regulator registration, founding date, model, Gift Aid rate, SORP) at the same positions of the same
bodies.

Prompts are in English and in French, German, Korean, Simplified Chinese, Hindi, Hebrew, Polish,
Russian, Swahili, Japanese, Dutch, Arabic, Spanish, Thai, Portuguese, Ukrainian, Turkish, Greek,
Swedish and Indonesian (scripts: Latin, Hangul, Han, Japanese, Devanagari, Hebrew, Cyrillic, Arabic,
Thai, Greek); about two prompts in five are in a language other than English.

The output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, per-message stamps, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Pasted material is content wherever it sits and however it opens (at the very start of the user's
  message, right under the prompt's own metadata, at the very end of the prompt, behind a lead-in,
  quoted, fenced, indented, in an earlier user or assistant turn, in a RAG document, in a tool
  observation, inside any chat template): its `id`, `Id`, `created_at`, `CreatedDate`, `Created:`,
  `Updated:`, `Timestamp`, `timestamp`, `ts`, `Date:`, `Message-ID:`, `Received:`, `submitted`,
  `GatewayTimestamp`, epochs, UUIDv7s, ULIDs, KSUIDs and hex ids stay, as do labels in other languages
  (`Erstellt`, `등록일시`, `创建时间`, `التاريخ:`, `Ημερομηνία:`, `tarih=`).
* Fundraising records are content: gift, pledge, opportunity, contribution, mandate, payment, claim,
  receipt, application, grant, instalment, registration, order, lot, ticket, case, incident, referral,
  notification and submission ids; gift, received, posted, collection, cancellation, claim period,
  award, due, submitted, probate, death, declared, reviewed, scanned, bid and issue dates and times;
  certificate numbers and dates; also next to a program's stamp and also when the program fetched them
  for this request. Only the stamp ("Gift fetched from the CRM API at <time> (request <id>) for this
  request:", "Outcomes pulled from the case system at <time> (pull <id>)", `Pulled from the
  notification service:`, `Status check performed for this request:`) and the ids minted for the
  fetch, pull, poll, snapshot, lookup or query move. A receipt's serial number and an HMRC
  CorrelationID identify documents and stay, even when the receipt is drafted for this request.
* Deliveries received for this request: `Stripe-Signature` with the event's `id` and `created`,
  GoCardless's `Webhook-Signature` and the reconciler's receive time, a funder portal's
  `X-Portal-Delivery`, `-Timestamp` and `-Signature`, a WhatsApp message's `id` and `timestamp`, a
  Slack event's `event_id`, `event_time` and `ts`, a CloudEvent's `ce-id` and `ce-time` and a Power
  Automate run's `x-ms-workflow-run-id` and `x-ms-client-tracking-id` move; the payloads (a charge, a
  GoCardless event with its own `id` and `created_at`, an application with `submitted_at`, a pledge
  amendment with `amended_at`, a form response's `submitDate`, message texts, senders, Slack teams and
  channels) stay. The same deliveries pasted by a user to debug them stay whole, the GoCardless
  `webhook_id` included.
* "Today" written into an artefact by a program moves: a CRA receipt's date of issue, a pledger
  letter's date and a German board paper's date, each labelled as filled in today; the gift, pledge
  and meeting dates beside them stay.
* Clocks read for this request are the current time in any form: a bid board read at a time alone, a
  client time, a local time, a build time ("Prompt built:"), and fetch and request times in any
  language, script, digits or calendar (Devanagari and Arabic-Indic digits, the Buddhist era,
  full-width colons, Korean 12-hour form). Times a volunteer or donor types stay.
* Work sessions and chats are sessions: batch entry, grant portal, estate desk, casework, e-mail
  editor and GASDS chat sessions move with their opening time; donors, pledgers, volunteers, cases,
  charities, funds, tenants, Slack teams and channels and Discord guilds stay.
* Runs and jobs move with their start or finish: an employer lookup run, a dedupe job, a compliance
  snapshot; a tool call id in an XML attribute of a tool result moves.
* Near misses decided by position and purpose: a pasted record's `created_at` stays while the app's
  `generated_at` at the head of the prompt moves; a pledge ULID the user asks about stays under the
  request's UUIDv7 that moves; a pasted HTTP exchange's `Date` and `X-Request-Id` stay under the
  prompt's own `Date` and `X-Request-ID` that move; a webhook a user pastes stays while the one the app
  received moves. Made-up labels (`givepulse.t0`, `givepulse.hop`, `crm.hop`, `Wallclock`, `tick_us`)
  move when they hold the current time or a per-request id; CalVer builds, charity numbers, HMRC
  references, knowledge cutoffs, campaign windows and tenant uuids stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Employer lookup run <id> started at <time> for this request." leaves "Employer lookup run started
  for this request."); an id inside a sentence is cut alone; a parenthesised id is cut with its
  parentheses and sits before "for this request:"; XML attributes and `key=value` pairs are followed
  by a stable neighbour; single-line JSON members are cut with the comma after them and follow a
  stable member, and volatile members of pretty-printed JSON are never the last member of their
  object; header lines, YAML members, markdown rows and bullets, a DSPy value and a line holding one
  field in any script are whole-line spans; a field followed by `<|im_end|>` or Phi-3's `<|end|>` on
  its line is an inline span.
* Only ASCII `Label:` cue lines (or a ChatML or Llama 3 reply header on a line of its own) end
  positives; prompts in other languages end with the user's message or with the metadata after it, and
  the Mistral `[INST]` and Phi-3 prompts, whose last line rule 4 does not know as a cue, get their
  trailer at the end as rule 4 gives it. Gemma appears only in negatives.
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
    CROCKFORD,
    MONTHS,
    Draft,
    Gen,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    js_tostring,
    long_date,
    py_iso,
    py_logging,
    rfc2822,
    rfc3339,
    v,
)

SEED = 20270979
SRC = "holdout79:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout79.jsonl"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
EAT = timezone(timedelta(hours=3), "EAT")
KST = timezone(timedelta(hours=9), "KST")
CST_CN = timezone(timedelta(hours=8), "CST")
ICT = timezone(timedelta(hours=7), "ICT")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
IDT = timezone(timedelta(hours=3), "IDT")
BRT = timezone(timedelta(hours=-3), "BRT")
CT_CA = timezone(timedelta(hours=-6), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
AST_SA = timezone(timedelta(hours=3), "AST")
AEST = timezone(timedelta(hours=10), "AEST")

MONTHS_LOCAL = {
    "de": [
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ],
    "fr": [
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
    ],
    "es": [
        "enero",
        "febrero",
        "marzo",
        "abril",
        "mayo",
        "junio",
        "julio",
        "agosto",
        "septiembre",
        "octubre",
        "noviembre",
        "diciembre",
    ],
    "pt": [
        "janeiro",
        "fevereiro",
        "março",
        "abril",
        "maio",
        "junho",
        "julho",
        "agosto",
        "setembro",
        "outubro",
        "novembro",
        "dezembro",
    ],
    "nl": [
        "januari",
        "februari",
        "maart",
        "april",
        "mei",
        "juni",
        "juli",
        "augustus",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "pl": [
        "stycznia",
        "lutego",
        "marca",
        "kwietnia",
        "maja",
        "czerwca",
        "lipca",
        "sierpnia",
        "września",
        "października",
        "listopada",
        "grudnia",
    ],
    "ru": [
        "января",
        "февраля",
        "марта",
        "апреля",
        "мая",
        "июня",
        "июля",
        "августа",
        "сентября",
        "октября",
        "ноября",
        "декабря",
    ],
    "el": [
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
    ],
    "tr": [
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
    ],
    "sv": [
        "januari",
        "februari",
        "mars",
        "april",
        "maj",
        "juni",
        "juli",
        "augusti",
        "september",
        "oktober",
        "november",
        "december",
    ],
    "sw": [
        "Januari",
        "Februari",
        "Machi",
        "Aprili",
        "Mei",
        "Juni",
        "Julai",
        "Agosti",
        "Septemba",
        "Oktoba",
        "Novemba",
        "Desemba",
    ],
    "hi": ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    "ar": [
        "يناير",
        "فبراير",
        "مارس",
        "أبريل",
        "مايو",
        "يونيو",
        "يوليو",
        "أغسطس",
        "سبتمبر",
        "أكتوبر",
        "نوفمبر",
        "ديسمبر",
    ],
    "he": [
        "ינואר",
        "פברואר",
        "מרץ",
        "אפריל",
        "מאי",
        "יוני",
        "יולי",
        "אוגוסט",
        "ספטמבר",
        "אוקטובר",
        "נובמבר",
        "דצמבר",
    ],
    "th": [
        "มกราคม",
        "กุมภาพันธ์",
        "มีนาคม",
        "เมษายน",
        "พฤษภาคม",
        "มิถุนายน",
        "กรกฎาคม",
        "สิงหาคม",
        "กันยายน",
        "ตุลาคม",
        "พฤศจิกายน",
        "ธันวาคม",
    ],
}
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def local_dt(lang: str, t: datetime) -> str:
    """The date and time to the second as a program would print it in `lang`."""
    hms = f"{t:%H:%M:%S}"
    if lang in ("ja", "zh"):
        return f"{t.year}年{t.month}月{t.day}日 {hms}"
    if lang == "ko":
        half = "오후" if t.hour >= 12 else "오전"
        return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}:{t:%M:%S}"
    if lang == "de":
        return f"{t:%d.%m.%Y}, {hms} Uhr"
    if lang == "nl":
        return f"{t.day} {MONTHS_LOCAL['nl'][t.month - 1]} {t.year} om {hms}"
    if lang == "fr":
        return f"{t.day} {MONTHS_LOCAL['fr'][t.month - 1]} {t.year} à {hms}"
    if lang in ("es", "pt"):
        return f"{t.day} de {MONTHS_LOCAL[lang][t.month - 1]} de {t.year}, {hms}"
    if lang == "ru":
        return f"{t.day} {MONTHS_LOCAL['ru'][t.month - 1]} {t.year} г., {hms}"
    if lang == "ar":
        return f"{t.day} {MONTHS_LOCAL['ar'][t.month - 1]} {t.year}، {hms}".translate(ARABIC_DIGITS)
    if lang == "hi":
        return f"{t.day} {MONTHS_LOCAL['hi'][t.month - 1]} {t.year}, {hms}".translate(DEVANAGARI_DIGITS)
    if lang == "th":
        return f"{t.day} {MONTHS_LOCAL['th'][t.month - 1]} {t.year + 543} เวลา {hms} น."
    if lang == "he":
        return f"{t.day} ב{MONTHS_LOCAL['he'][t.month - 1]} {t.year}, {hms}"
    if lang == "sw":
        return f"{t.day} {MONTHS_LOCAL['sw'][t.month - 1]} {t.year} saa {hms}"
    if lang == "pl":
        return f"{t.day} {MONTHS_LOCAL['pl'][t.month - 1]} {t.year}, godz. {hms}"
    if lang == "sv":
        return f"{t.day} {MONTHS_LOCAL['sv'][t.month - 1]} {t.year} kl. {hms}"
    if lang in ("el", "tr"):
        return f"{t.day} {MONTHS_LOCAL[lang][t.month - 1]} {t.year} {hms}"
    return rfc3339(t)


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {make_holdout.MONTHS_LONG[t.month - 1]} {t.year}"


def xid(g: Gen) -> str:
    return "".join(g.rng.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(20))


def tsid(g: Gen) -> str:
    return "".join(g.rng.choice(CROCKFORD) for _ in range(13))


def cuid2(g: Gen) -> str:
    return g.rng.choice("abcdefghijklmnopqrstuvwxyz") + "".join(
        g.rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(23)
    )


def b58(g: Gen, n: int) -> str:
    return "".join(
        g.rng.choice("123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n)
    )


def eu(t: datetime) -> datetime:
    return t.astimezone(make_holdout.CEST if 4 <= t.month <= 10 else make_holdout.CET)


def uk(t: datetime) -> datetime:
    return t.astimezone(BST if 4 <= t.month <= 10 else GMT)


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- positives: donor CRMs and gift processing ------------------------------------------------------------


@pos
def _batch_gift_entry(g: Gen) -> Draft:
    t = uk(g.moment())
    got = t - timedelta(days=g.small(2, 9))
    return P(
        f"""Gift entry assistant - Northfield Hospice Care
Batch: CHQ-{t.year}-W{t.isocalendar()[1]:02d} (cheques, finance office)
Operator: j.moss
{v("session_id", "Entry session: " + g.nanoid())}
{v("datetime", "Session opened: " + iso_space(t) + " " + str(t.tzname()))}
Fund codes: UNR (unrestricted), HOS-CAP (building appeal), FAM (family support)

Help the operator code each gift to the right fund from the donor's note. Never change the amount.

Operator: This one came with a note. Which fund should it go to?

Gift row 7 | Received {iso_date(got)} | Ref 0043-118 | GBP 250.00 | Note: "For the new garden room, in memory of Mum"
Assistant:""",
        "crm:batch-entry",
        ["header_block", "nanoid", "iso_space", "pasted_row_neighbour"],
    )


@pos
def _crm_gift_fetched(g: Gen) -> Draft:
    t = g.moment()
    d = t - timedelta(days=g.small(20, 60))
    return P(
        f"""You are the gift-processing copilot for Harbourlight Trust. Use the tool results; do not guess.

User: Gift 48812 shows as pending. Was it ever posted to the ledger?
Assistant: Let me fetch the gift.
Observation: Gift fetched from the CRM API {v("datetime", "at " + rfc3339(t))} {v("request_id", "(request " + g.uuid4() + ")")} for this request:
{{
  "id": "48812",
  "constituent_id": "280113",
  "date": "{iso_date(d)}T00:00:00Z",
  "date_added": "{js_iso(d + timedelta(hours=9, minutes=14, seconds=22))}",
  "date_modified": "{js_iso(d + timedelta(days=3, hours=11, minutes=2, seconds=7))}",
  "post_status": "NotPosted",
  "amount": {{"value": 120.0}}
}}
Assistant:""",
        "crm:gift-fetched",
        ["tool_observation", "inline_phrase", "parenthesised_id", "record_times_stay"],
    )


@pos
def _stripe_event_received(g: Gen) -> Draft:
    t = g.moment()
    ch = t - timedelta(days=g.small(3, 30))
    return P(
        f"""POST /hooks/stripe received by the donations reconciler.
{v("signature", "Stripe-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}
Content-Type: application/json; charset=utf-8
User-Agent: Stripe/1.0 (+https://stripe.com/docs/webhooks)

{{
  {v("request_id", '"id": "evt_' + g.b62(24) + '",')}
  "object": "event",
  "api_version": "2024-06-20",
  {v("epoch", '"created": ' + str(epoch_s(t)) + ",")}
  "type": "charge.refunded",
  "data": {{
    "object": {{
      "id": "ch_3Q{g.b62(22)}",
      "amount": 5000,
      "created": {epoch_s(ch)},
      "metadata": {{"gift_id": "G-{ch.year}-004417", "campaign": "Spring Appeal"}}
    }}
  }}
}}

Match the refund to the gift in the metadata and write the one-line note for the finance log.
Note:""",
        "crm:stripe-event-received",
        ["webhook_envelope", "stripe", "json_pretty", "payload_stays"],
    )


@pos
def _gocardless_received(g: Gen) -> Draft:
    t = g.moment()
    c = t - timedelta(minutes=g.small(2, 40))
    return P(
        f"""Direct Debit reconciler - Westmoor Animal Rescue
{v("datetime", "Received by the reconciler: " + rfc3339(t, 3))}
{v("signature", "Webhook-Signature: " + g.hex(64))}
Origin: https://api.gocardless.com

{{"events": [
  {{"id": "EV{g.b62(12).upper()}", "created_at": "{rfc3339(c, 3)}", "resource_type": "payments", "action": "failed",
   "links": {{"payment": "PM{g.b62(12).upper()}", "mandate": "MD0009X4KQ2R7T"}},
   "details": {{"origin": "bank", "cause": "insufficient_funds", "bank_account_id": "BA000RFA1M3R"}}}}
]}}

Write a kind message to the supporter explaining that this month's gift failed and what happens next.
Message:""",
        "crm:gocardless-received",
        ["webhook_envelope", "receive_time", "event_created_at_stays"],
    )


@pos
def _generated_at_vs_created_at(g: Gen) -> Draft:
    t = g.moment(timezone(timedelta(hours=1)))
    c = t - timedelta(days=g.small(40, 90))
    return P(
        f"""{v("datetime", "generated_at: " + rfc3339(t))}
app: supporter-care-assistant
locale: en-GB

You help supporter care staff answer donors. Be warm and factual, and never promise tax outcomes.

Staff: The donor says her Direct Debit was taken twice. Here is the record:
created_at: {rfc3339(c)}
mandate: MD0007QW3ZP1
collections:
  - {iso_date(c + timedelta(days=31))} GBP 15.00 paid_out
  - {iso_date(c + timedelta(days=31))} GBP 15.00 paid_out
  - {iso_date(c + timedelta(days=59))} GBP 15.00 pending_submission
Assistant:""",
        "crm:generated-at-vs-created-at",
        ["near_miss", "head", "record_created_at_stays"],
    )


@pos
def _pledge_ulid_asked(g: Gen) -> Draft:
    t = g.moment()
    p = t - timedelta(days=g.small(60, 200))
    pid = g.ulid(p)
    return P(
        f"""{v("request_id", "X-Request-Id: " + g.uuid7(t))}
X-Org: brightwater-foundation

You are the pledge desk assistant. Explain instalment schedules in plain words.

User: Why is pledge {pid} showing two instalments due in the same month? It was set up on {iso_date(p)}.
Assistant:""",
        "crm:pledge-id-asked",
        ["near_miss", "id_in_question", "uuid7", "ulid_content"],
    )


@pos
def _matching_gift_lookup(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Matching gift helper. Employer lookup run {v("run_id", g.ulid(t))} started {v("datetime", "at " + rfc3339(t))} for this request.
Employer found: Halvorsen Maritime AS (programme: 1:1 up to NOK 10,000 per employee per year)
Donor: Sigrid Aas, gift of NOK 2,500 on 14 {make_holdout.MONTHS_LONG[(t.month - 2) % 12]}

Draft the two sentences we add to the thank-you e-mail telling Sigrid how to request the match.
Draft:""",
        "crm:matching-gift",
        ["inline_sentence", "ulid", "rfc3339", "offset"],
    )


@pos
def _xml_crm_context(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<context donor="C-100233" {v("datetime", 'fetched="' + rfc3339(t, 3) + '"')} {v("request_id", 'req="' + g.hex(16) + '"')} fund="UNR">
<gift id="G-88120" received="2025-12-19" amount="40.00" method="card"/>
<gift id="G-90417" received="2026-03-02" amount="40.00" method="card"/>
</context>
Write a one-paragraph stewardship note for the donor's record summarising their giving.""",
        "crm:xml-context",
        ["xml_attr", "rfc3339", "hex", "nested_record_stays"],
    )


@pos
def _soft_credit_json_head(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{{"app":"softcredit-helper",{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"lang":"en"}}
You explain soft credits to major gift officers. Keep it to three sentences.

Officer: The Carters' family foundation gave USD 25,000 on 2026-05-12 (gift 7741205). Do I soft-credit
both spouses or only the one who sits on the foundation board?
Answer:""",
        "crm:soft-credit",
        ["json_inline", "epoch_ms", "head"],
    )


@pos
def _dedupe_job(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""You review duplicate-record suggestions in the donor database and say merge or keep.

Dedupe job {v("run_id", g.ksuid(t))} finished {v("datetime", "at " + js_tostring(t, "Central European Standard Time" if t.tzname() == "CET" else "Central European Summer Time"))} for this review.

Pair 1: "Margaret Ellis, 14 Elm Row, EH7 4AA, since 2011" / "Maggie Ellis, 14 Elm Row, EH7 4AA, since 2019"
Pair 2: "J. Okafor, jokafor@example.org" / "Joseph Okafor, jo.okafor@example.net"
Decision:""",
        "crm:dedupe-job",
        ["inline_sentence", "ksuid", "js_tostring"],
    )


# --- positives: Gift Aid and tax receipts ------------------------------------------------------------------


@pos
def _cra_receipt_draft(g: Gen) -> Draft:
    t = g.moment(CT_CA)
    d = t - timedelta(days=g.small(5, 40))
    return P(
        f"""Receipt drafting tool - official donation receipt (Canada)
Registered charity number: 118830929RR0001
Receipt serial: {d.year}-00412
{v("date", "Date of issue (filled in by the tool, today): " + long_date(t))}
Location of issue: Winnipeg, MB
Donor: Amrit Gill, 88 Wellington Cres, Winnipeg MB R3M 0B7
Date gift received: {long_date(d)}
Eligible amount of gift for tax purposes: CAD 500.00

Check this receipt against CRA's required fields and list anything missing.
Answer:""",
        "tax:cra-receipt",
        ["today_in_artefact", "long_date", "gift_date_stays"],
    )


@pos
def _recu_fiscal_fr(g: Gen) -> Draft:
    t = eu(g.moment())
    d = t - timedelta(days=g.small(10, 90))
    return P(
        f"""{v("datetime", "Horodatage de génération : " + f"{t:%d/%m/%Y %H:%M:%S}")}
Association : Les Amis du Relais (reconnue d'utilité publique)
Modèle : Cerfa n° 11580*05

Tu vérifies les reçus fiscaux avant leur envoi aux donateurs. Signale toute mention obligatoire absente.

Bénévole : Voici le brouillon pour M. Faure. Don de 150,00 € reçu le {d.day} {MONTHS_LOCAL["fr"][d.month - 1]} {d.year}
par virement, numéro d'ordre du reçu {d.year}-0871. Il manque quelque chose ?""",
        "tax:recu-fiscal",
        ["non_english", "fr", "head", "dotted_slashed"],
    )


@pos
def _zuwendung_de(g: Gen) -> Draft:
    t = eu(g.moment())
    y = t.year - 1
    return P(
        f"""Du erstellst Sammelbestätigungen über Geldzuwendungen für den Förderverein Kinderhospiz Lindenhof e. V.
{v("datetime", "Abrufzeit (Spenden-CRM): " + local_dt("de", t))}
Freistellungsbescheid: Finanzamt Kassel, 2 K 14/2025

Spenderin: Dr. Hanne Vogt
Zuwendungen {y}:
  03.02.{y}  50,00 EUR  Überweisung
  03.05.{y}  50,00 EUR  Überweisung
  11.12.{y}  200,00 EUR Lastschrift

Bitte prüfe, ob die Summe stimmt und ob es Verzicht auf Erstattung von Aufwendungen gibt.""",
        "tax:zuwendungsbestaetigung",
        ["non_english", "de", "system_tail", "dotted_dates_stay"],
    )


@pos
def _hmrc_claim_poll(g: Gen) -> Draft:
    t = uk(g.moment())
    s = t - timedelta(days=g.small(1, 4), hours=g.small(1, 9))
    return P(
        f"""Claim status polled from HMRC Charities Online {v("datetime", "at " + iso_space(t) + " " + str(t.tzname()))} {v("request_id", "(poll " + g.hex(20) + ")")} for this request:
CorrelationID: 8E1C{g.hex(28).upper()}
Submitted: {iso_space(s)}
Qualifier: acknowledgement
Claim period end: {iso_date(s - timedelta(days=g.small(3, 20)))}
Donations in schedule: 412 (total GBP 18,440.00)

The finance officer asks: our claim still says acknowledgement. Is that normal after this long, or should
we resubmit?
Answer:""",
        "tax:hmrc-claim-poll",
        ["head", "inline_phrase", "parenthesised_id", "correlation_id_stays"],
    )


@pos
def _gasds_chatml(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<|im_start|>system
You help small charities with the Gift Aid Small Donations Scheme. Be precise about limits. {v("session_id", "Chat session: " + g.uuid7(t))}<|im_end|>
<|im_start|>user
Our church hall collected GBP 6,420 in bucket collections between April and March. How much can we claim
under GASDS, and do we need a Gift Aid claim in the same year?<|im_end|>
<|im_start|>assistant
""",
        "tax:gasds-chatml",
        ["chatml", "uuid7", "inline_before_im_end"],
    )


@pos
def _irs_acknowledgment(g: Gen) -> Draft:
    t = g.moment_us()
    d = t - timedelta(days=g.small(5, 30))
    return P(
        f"""You draft written acknowledgments for donors of Cedar Valley Land Trust (EIN 47-2219035) that meet
IRS requirements for gifts of USD 250 or more.

Donor: Paul and Denise Okoro
Gift: USD 1,000.00 by check #2209, dated {d.month}/{d.day}/{d.year}
Goods or services provided: two tickets to the Harvest Supper (fair market value USD 90)

{v("datetime", "Prompt built: " + us_medium(t))}
{v("request_id", "Trace: " + tsid(g))}
Letter:""",
        "tax:irs-acknowledgment",
        ["last_user", "us_medium", "tsid", "check_date_stays"],
    )


@pos
def _ko_receipt_lookup(g: Gen) -> Draft:
    t = g.moment(KST)
    return P(
        f"""기부금 영수증 안내 도우미입니다. 연말정산 간소화 자료와 영수증 발급 내역을 쉽게 설명하세요.
{v("datetime", "조회 일시: " + local_dt("ko", t))}

후원자 문의: 작년 정기후원 내역이 국세청 간소화 서비스에 안 보여요. 아래가 저희 단체에서 받은 내역입니다.
2025-01-25 정기후원 30,000원 (CMS)
2025-02-25 정기후원 30,000원 (CMS)
2025-12-24 일시후원 100,000원 (카드) 영수증번호 2025-11873""",
        "tax:ko-receipt-lookup",
        ["non_english", "ko", "hangul", "12h", "system_tail"],
    )


@pos
def _zh_receipt(g: Gen) -> Draft:
    t = g.moment(CST_CN)
    return P(
        f"""你是"春苗助学基金会"的捐赠服务助手，负责解释公益事业捐赠票据和税前扣除。
{v("datetime", "查询时间：" + local_dt("zh", t))}
{v("request_id", "请求编号：" + g.uuid4())}

捐赠人：王女士，想确认去年的票据能不能用于个人所得税扣除。
票据信息：捐赠日期 2025年11月18日，金额 5,000.00 元，票据号码 0031882745，开票日期 2025年11月20日。""",
        "tax:zh-receipt",
        ["non_english", "zh", "han", "fullwidth_colon", "two_fields"],
    )


@pos
def _hi_80g(g: Gen) -> Draft:
    t = g.moment(IST_IN)
    return P(
        f"""आप "सेवा सेतु ट्रस्ट" के दान सहायक हैं। 80G रसीद और फॉर्म 10BE के बारे में सरल भाषा में समझाइए।
{v("datetime", "पूछताछ का समय: " + local_dt("hi", t))}

दाता का संदेश: मैंने 12 जनवरी को ₹15,000 UPI से दिए थे (UTR 402911847365)। मुझे फॉर्म 10BE कब मिलेगा और क्या मैं
नई कर व्यवस्था में छूट ले सकता हूँ?""",
        "tax:hi-80g",
        ["non_english", "hi", "devanagari_digits", "system_tail"],
    )


@pos
def _he_section46(g: Gen) -> Draft:
    t = g.moment(IDT)
    return P(
        f"""{v("datetime", "מועד השליפה: " + local_dt("he", t))}
{v("session_id", "מזהה שיחה: " + g.nanoid())}
אתה העוזר של עמותת "יד לקשיש" לענייני קבלות לפי סעיף 46. ענה בעברית ובקצרה.

תורם: קיבלתי קבלה מספר 20250931 על תרומה מ-3 בדצמבר 2025 בסך 1,800 ש"ח. האם אפשר לקבל זיכוי עליה בדוח השנתי?""",
        "tax:he-section46",
        ["non_english", "he", "hebrew", "head", "two_fields"],
    )


@pos
def _pl_opp(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Jesteś asystentem fundacji "Pomocna Łapa" (OPP, KRS 0000412233). Pomagasz darczyńcom przekazać 1,5% podatku.
Darczyńca: Czy jeśli złożę PIT-37 przez Twój e-PIT 28 kwietnia, to pieniądze dotrą do was w tym roku? W zeszłym
roku przelew od urzędu przyszedł 14 sierpnia.
{v("datetime", "Czas pobrania: " + local_dt("pl", t))}""",
        "tax:pl-opp",
        ["non_english", "pl", "last_user"],
    )


# --- positives: grants ------------------------------------------------------------------------------------


@pos
def _grant_portal_table(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""You help small charities write grant applications. Stay within the word limits the funder sets.

| Field           | Value                                                  |
|-----------------|--------------------------------------------------------|
| Applicant       | Riverside Refugee Forum (charity 1170421)              |
| Fund            | Community Resilience Fund, round 4                     |
| Deadline        | 2027-02-14 12:00                                       |
{v("session_id", "| Portal session  | " + g.hex(24) + "                               |")}
{v("datetime", "| Session started | " + iso_space(t)[:16] + " " + str(t.tzname()) + "                                   |")}

User: Tighten this to 150 words: "We run a weekly drop-in where people who have recently arrived can get
help with forms, ESOL classes and a hot meal. Last year 412 people came at least once."
Assistant:""",
        "grants:portal-table",
        ["md_table", "hex", "iso_minutes", "deadline_stays"],
    )


@pos
def _outcomes_pulled(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""You draft end-of-grant reports for funders. Use only the numbers given.

Outcomes pulled from the case system {v("datetime", "at " + py_logging(t))} {v("request_id", "(pull " + cuid2(g) + ")")} for this request:
| Outcome                           | Target | Achieved | Last updated |
|-----------------------------------|--------|----------|--------------|
| Families with a housing plan      | 60     | 71       | 2026-03-28   |
| Children attending 80% of school  | 45     | 39       | 2026-03-30   |
| Adults in paid work after 6 months| 20     | 22       | 2026-03-31   |

Write the "Progress against outcomes" section (max 200 words).
Section:""",
        "grants:outcomes-pulled",
        ["inline_phrase", "cuid2", "py_logging", "table_dates_stay"],
    )


@pos
def _funder_webhook(g: Gen) -> Draft:
    t = g.moment()
    s = t - timedelta(seconds=g.small(5, 200))
    return P(
        f"""{v("request_id", "X-Portal-Delivery: " + g.uuid4())}
{v("epoch", "X-Portal-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Portal-Signature: sha256=" + g.hex(64))}
X-Portal-Event: application.submitted

{{
  "application": {{
    "id": "APP-{s.year}-00931",
    "programme": "Small Grants (up to GBP 10,000)",
    "organisation": "Tollgate Men's Shed",
    "submitted_at": "{rfc3339(s)}",
    "requested_amount": 7800,
    "summary": "Replace the workshop dust extraction and run 20 tool-safety sessions."
  }}
}}

Screen this application against the eligibility rules: registered charity or CIO, annual income under
GBP 250,000, no capital items over GBP 5,000. Reply eligible or ineligible with reasons.
Screening:""",
        "grants:funder-webhook",
        ["webhook_envelope", "head", "payload_submitted_at_stays"],
    )


@pos
def _llama3_budget(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You check grant budgets against the funder's rules and list problems as bullet points.<|eot_id|><|start_header_id|>user<|end_header_id|>

The call closes on 30 April 2027 and projects must start by 1 September 2027. Budget:
Project worker 0.6 FTE, 24 months: GBP 38,400
Volunteer expenses: GBP 2,000
Laptop: GBP 900
Overheads (15%): GBP 6,195<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        "grants:llama3-budget",
        ["llama3", "today_date", "cutoff_stays"],
    )


@pos
def _grantnav_fetch(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You research funders for Ashgrove Youth Project. Use the tools, then recommend whether to apply.

Thought: I should look up what this funder has given before.
Action: grants_search
Action Input: {{"funder": "Ellerby Community Foundation", "recipient_type": "charity"}}
Observation: {{"source": "360giving", {v("request_id", '"query_id": "' + g.ksuid(t) + '",')} {v("datetime", '"fetched_at": "' + rfc3339(t) + '",')} "results": [
 {{"id": "360G-ECF-2025-118", "awardDate": "2025-07-02", "amountAwarded": 4500, "title": "Holiday food and fun"}},
 {{"id": "360G-ECF-2025-142", "awardDate": "2025-09-16", "amountAwarded": 12000, "title": "Youth peer support"}}
]}}
Thought:""",
        "grants:grantnav-fetch",
        ["tool_observation", "json_inline", "ksuid", "award_dates_stay"],
    )


@pos
def _ru_grant_report(g: Gen) -> Draft:
    t = g.moment(MSK)
    return P(
        f"""Ты помогаешь НКО "Тёплый дом" готовить отчёты по президентскому гранту. Пиши официально, но понятно.
{v("datetime", "Время запроса: " + local_dt("ru", t))}
{v("request_id", "ID запроса: " + g.uuid4())}

Сотрудник: Вот выгрузка мероприятий за квартал, сделай из неё раздел "Ход реализации проекта".
12.01.2026 — семинар для волонтёров, 18 участников
03.02.2026 — выездная консультация в Кимрах, 9 семей
27.03.2026 — круглый стол с соцзащитой, протокол № 4""",
        "grants:ru-report",
        ["non_english", "ru", "cyrillic"],
    )


@pos
def _sw_harambee(g: Gen) -> Draft:
    t = g.moment(EAT)
    return P(
        f"""Wewe ni msaidizi wa Shirika la Maji Safi Pwani. Saidia kuandika ripoti fupi kwa wafadhili kwa Kiswahili.
{v("datetime", "Muda wa ombi: " + local_dt("sw", t))}

Mratibu: Harambee ya tarehe 6 Machi ilikusanya KSh 412,500 kupitia M-Pesa (Paybill 522533) na KSh 88,000 taslimu.
Tuandikie aya moja ya shukrani kwa wachangiaji.""",
        "grants:sw-harambee",
        ["non_english", "sw", "system_tail"],
    )


# --- positives: volunteering ------------------------------------------------------------------------------


@pos
def _dbs_update_check(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""Volunteer vetting assistant - Sunbridge Youth Trust
Volunteer: Keira Lowe (VOL-2291)
Role: Mentor, regulated activity with children
{v("datetime", "Status check performed for this request: " + http_date(t))}
Certificate number: 001234567890
Certificate issue date: 2024-09-12
Update Service result: "This certificate did not reveal any information and remains current as no
further information has been identified since its issue."

Can Keira start mentoring next week, or do we need anything else first?
Answer:""",
        "vol:dbs-update-check",
        ["header_block", "http_date", "certificate_dates_stay"],
    )


@pos
def _whatsapp_shift(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Incoming message for the volunteer shift bot (WhatsApp Cloud API):
{{
  "from": "447700900123",
  {v("message_id", '"id": "wamid.' + g.b64url(30) + '",')}
  {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Hi, can I swap my Saturday 10:00-13:00 warehouse shift for the Sunday one? Priya"}}
}}

You manage shift swaps for Kinship Community Larder volunteers. Confirm what you will check before
agreeing a swap.
Reply:""",
        "vol:whatsapp-shift",
        ["json_pretty", "head", "wamid", "message_text_stays"],
    )


@pos
def _reference_mailbox(g: Gen) -> Draft:
    t = uk(g.moment())
    sent = t - timedelta(hours=g.small(3, 60))
    return P(
        f"""You read volunteer references and summarise any concerns for the volunteer manager.

Reference inbox polled {v("datetime", "at " + rfc3339(t))} {v("request_id", "(poll " + xid(g) + ")")} for this request:
From: Gareth Pryce <g.pryce@llanfair-school.example>
Date: {rfc2822(sent)}
Message-ID: <{epoch_ms(sent)}.{g.hex(8)}@llanfair-school.example>
Subject: Reference for Owain Rees

I have known Owain for four years as a teaching assistant. He is reliable and patient with children.
He left in July for a full-time role. I know of no reason he should not work with young people.

Summary:""",
        "vol:reference-mailbox",
        ["inline_phrase", "parenthesised_id", "xid", "email_date_stays"],
    )


@pos
def _training_compliance(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""Safeguarding training compliance {v("datetime", "as of " + iso_space(t)[:16])} {v("run_id", "(snapshot " + b58(g, 22) + ")")} for this request:
- Ama Boateng: Level 2 completed 2025-04-11, expires 2028-04-11
- Tom Walsh: Level 1 completed 2023-02-06, expires 2026-02-06
- Lina Haddad: Level 2 completed 2025-10-30, expires 2028-10-30

You are the volunteer manager's assistant at Brookside Befriending. Flag anyone who may not volunteer
this week and say what they need to do.
Assistant:""",
        "vol:training-compliance",
        ["head", "inline_phrase", "base58", "expiry_dates_stay"],
    )


@pos
def _ja_matching(g: Gen) -> Draft:
    t = g.moment(make_holdout.JST)
    return P(
        f"""あなたは「みなと子ども食堂ネットワーク」のボランティア調整アシスタントです。丁寧な日本語で答えてください。
{v("datetime", "取得日時：" + local_dt("ja", t))}

登録者からの相談：来月の活動予定は以下の通りです。土曜日しか参加できないのですが、どれに申し込めますか？
・5月9日（土）10:00〜13:00 調理補助
・5月14日（木）16:00〜19:00 学習支援
・5月23日（土）9:30〜12:00 食材の仕分け""",
        "vol:ja-matching",
        ["non_english", "ja", "fullwidth_colon", "system_tail"],
    )


@pos
def _nl_vog(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Je bent de vrijwilligerscoördinator-assistent van Stichting Buurtmaatjes. Antwoord kort in het Nederlands.
Organisatie: Stichting Buurtmaatjes (KvK 41182233)
{v("datetime", "Opgehaald op: " + local_dt("nl", t))}
{v("session_id", "Sessie: " + g.objectid(t))}

Vrijwilliger: Mijn VOG-aanvraag staat sinds 2 maart op "in behandeling" (aanvraagnummer 7718-2204-9931).
Mag ik al beginnen met de koffieochtend?""",
        "vol:nl-vog",
        ["non_english", "nl", "header_block", "objectid"],
    )


@pos
def _slack_volunteer(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are Roster Robin, the volunteer coordinator's Slack bot for Greenbank Parkrun Friends.
Team: T02C9QX7H
Channel: C05V0LUNT33
{v("request_id", "event_id: Ev" + g.b62(9).upper())}
{v("epoch", "event_time: " + str(epoch_s(t)))}
{v("message_id", "ts: " + str(epoch_s(t)) + "." + g.digits(6))}

<@U07F2K9QH> I signed up for marshal point 4 on Saturday but my knee is bad. Can someone swap with me?
Assistant:""",
        "vol:slack-event",
        ["header_block", "slack_event", "team_channel_stay"],
    )


@pos
def _ar_case_volunteer(g: Gen) -> Draft:
    t = g.moment(AST_SA)
    return P(
        f"""أنت مساعد جمعية "سند" لتنسيق المتطوعين في زيارات كبار السن. أجب بالعربية وباختصار.
{v("datetime", "تاريخ ووقت الاستعلام: " + local_dt("ar", t))}

المتطوعة: سجّلت زيارة للسيدة أم خالد يوم ١٤ مارس من الساعة ٤ إلى ٦ مساءً، لكن الساعات لا تظهر في حسابي. ماذا أفعل؟""",
        "vol:ar-visits",
        ["non_english", "ar", "arabic_indic_digits", "system_tail"],
    )


# --- positives: fundraising events ------------------------------------------------------------------------


@pos
def _auction_board(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""Silent auction helper - Harbour Lights Gala
{v("datetime", "Bid board read at " + f"{t:%H:%M:%S}")}
Lot 12 "Week in a Cornish cottage": last bid GBP 1,150 by paddle 088 at 20:41:07
Lot 19 "Signed rugby shirt": last bid GBP 420 by paddle 131 at 20:39:55
Lot 23 "Cookery class for four": last bid GBP 260 by paddle 047 at 20:12:30

Write the announcement the compere reads five minutes before bidding closes.
Announcement:""",
        "events:auction-board",
        ["time_alone", "bid_times_stay", "head"],
    )


@pos
def _page_snapshot(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{{
  "page": "run-for-rosa-2026",
  {v("run_id", '"snapshot_id": "' + g.ulid(t).lower() + '",')}
  {v("datetime", '"snapshot_at": "' + rfc3339(t) + '",')}
  "target_gbp": 2000,
  "donations": [
    {{"id": 918233, "donor": "Aunt Bea", "amount": 50, "created": "2026-03-02T19:04:11Z"}},
    {{"id": 918640, "donor": "Anonymous", "amount": 250, "created": "2026-03-04T07:22:48Z"}},
    {{"id": 919002, "donor": "Team Tuesday", "amount": 120, "created": "2026-03-09T12:55:03Z"}}
  ]
}}
Write a short update post thanking donors by name and saying how far the page is from its target.
Post:""",
        "events:page-snapshot",
        ["json_pretty", "lowercase_ulid", "donation_times_stay"],
    )


@pos
def _registrations_fetched(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""You plan logistics for the Moorland 10k charity run. Be practical.

Registrations fetched from the ticketing system {v("datetime", "at " + dotnet_o(t, g.small(0, 10)))} for this request:
order_id,created,ticket_type,t_shirt,club
EB-3391204,2026-02-11 08:02:17,Standard,M,Moorland Harriers
EB-3392877,2026-02-11 21:40:03,Family (2+2),S,
EB-3398014,2026-02-14 06:15:59,Standard,L,Bogtrotters RC

How many shirts of each size should we order if these proportions hold for 600 runners?
Answer:""",
        "events:registrations",
        ["inline_phrase", "dotnet_roundtrip", "csv_created_stays"],
    )


@pos
def _es_carrera(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Eres el asistente de la Carrera Solidaria por la ELA de Zaragoza. Responde en español, con cercanía.
{v("datetime", "Fecha y hora de la consulta: " + local_dt("es", t))}
{v("request_id", "Ref. petición: " + tsid(g))}

Corredora: Me inscribí el 3 de febrero (dorsal 1187) y pagué 15 € más 5 € de donación. ¿Me podéis enviar el
certificado de donación para Hacienda?""",
        "events:es-carrera",
        ["non_english", "es", "tsid", "system_tail"],
    )


@pos
def _mistral_raffle(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""<s>[INST] You help the events team of Wold Valley Air Ambulance answer supporters about the summer ball.
Tables of 10 cost GBP 950; the ball is on Saturday 4 July at Scampston Hall, carriages at 00:30.
{v("datetime", "Request received: " + py_logging(t))}

Supporter: Can we swap two guests on our table after the menu choices deadline of 12 June? [/INST]""",
        "events:mistral-ball",
        ["mistral", "py_logging", "event_dates_stay"],
    )


@pos
def _th_temple_fair(g: Gen) -> Draft:
    t = g.moment(ICT)
    return P(
        f"""คุณเป็นผู้ช่วยของมูลนิธิเด็กดอย ตอบเป็นภาษาไทยอย่างสุภาพ
{v("datetime", "เวลาที่ดึงข้อมูล: " + local_dt("th", t))}

ผู้บริจาค: ผมซื้อบัตรงานเดินวิ่งการกุศลเมื่อ 2 กุมภาพันธ์ 2569 เลขที่ใบเสร็จ DD-69-00418 จะนำไปลดหย่อนภาษีได้ไหมครับ""",
        "events:th-run",
        ["non_english", "th", "buddhist_era", "system_tail"],
    )


# --- positives: legacy giving -----------------------------------------------------------------------------


@pos
def _legacy_notification(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""You triage legacy notifications for the legacy administration team of Fernhill Wildlife Trust.

{v("datetime", "Pulled from the notification service: " + rfc3339(t))}
{v("request_id", "Pull id: " + g.uuid7(t))}
Notification 2026/1187
Deceased: Edith Mary Harcourt, date of death 2025-11-02
Grant of probate: 2026-02-19 (Newcastle District Probate Registry)
Executors: Fenwick & Co Solicitors, ref JH/HAR/0042
Gift to the Trust: residuary share 25%, gross estate GBP 612,000

Classify the gift (pecuniary, residuary, specific), estimate our share, and say what to do first.
Assistant:""",
        "legacy:notification",
        ["header_block", "uuid7", "probate_dates_stay"],
    )


@pos
def _legacy_pledger_letter(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""Draft a warm thank-you letter to a supporter who has told us they have left a gift in their will.

Letter date (today): {uk_long(t)}
Supporter: Mr Alan Priddy, pledged on 2024-06-03 via the Free Wills Week form
Connection: volunteered at the Ashby shop for 12 years

Letter:""".replace(f"Letter date (today): {uk_long(t)}", v("date", f"Letter date (today): {uk_long(t)}")),
        "legacy:pledger-letter",
        ["today_in_artefact", "uk_long_date", "pledge_date_stays"],
    )


@pos
def _pt_legado(g: Gen) -> Draft:
    t = g.moment(BRT)
    return P(
        f"""Você é o assistente de legados do Instituto Mata Viva. Explique com delicadeza e em português.
{v("datetime", "Data/hora da consulta: " + local_dt("pt", t))}

Familiar: Minha tia deixou em testamento, lavrado em 14 de maio de 2019 no 3º Tabelionato de Curitiba, um imóvel
para o instituto. O inventário foi aberto em 20 de janeiro. Quanto tempo costuma levar até a transferência?""",
        "legacy:pt-legado",
        ["non_english", "pt", "system_tail"],
    )


@pos
def _estate_session_yaml(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""---
desk: estates
{v("session_id", "session: " + g.uuid4())}
{v("datetime", "opened: " + rfc3339(t, 3))}
charity: Marram Coast Trust
---
You help the legacy officer check estate accounts. Point out anything the charity should query.

Officer: Interim account received from the executors:
Date of death 2025-08-14. Gross estate GBP 488,200. House sold 2026-01-30 for GBP 395,000.
Estate agent fees GBP 7,110; IHT paid GBP 0 (charity exemption); interim distribution to residuary
beneficiaries 2026-03-12, GBP 60,000 each to four charities.
Assistant:""",
        "legacy:estate-yaml",
        ["front_matter", "uuid", "rfc3339", "estate_dates_stay"],
    )


# --- positives: beneficiary case notes --------------------------------------------------------------------


@pos
def _case_session_bullets(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""# Casework assistant
- **Service:** Debt and benefits advice
- **Adviser:** R. Kaur
{v("session_id", "- **Session:** `" + g.nanoid() + "`")}
{v("datetime", "- **Opened:** " + iso_space(t) + " " + str(t.tzname()))}

Summarise the case notes below into next steps for the client, in plain English.

[2026-02-03 10:12] Client called; UC sanction letter dated 2026-01-28, missed appointment on 2026-01-21.
[2026-02-03 10:40] Client says letter arrived after the appointment. Postmark 22 Jan photographed.
[2026-02-10 14:05] Mandatory reconsideration sent by journal message.
Assistant:""",
        "case:session-bullets",
        ["md_bullets", "nanoid", "case_note_times_stay"],
    )


@pos
def _power_automate_referral(g: Gen) -> Draft:
    t = g.moment()
    s = t - timedelta(seconds=g.small(10, 600))
    return P(
        f"""Referral received from the partner form (Power Automate HTTP action):
{v("run_id", "x-ms-workflow-run-id: 0858" + g.digits(16) + "CU" + g.digits(2))}
{v("request_id", "x-ms-client-tracking-id: " + g.uuid4())}
x-ms-workflow-name: referral-to-intake

{{"responder": "school.nurse@stmarys.example", "submitDate": "{js_iso(s)}", "answers": {{
  "Family surname": "Nowak", "Children": "2 (ages 6, 9)",
  "Need": "Parent recently bereaved, children not sleeping, school attendance dropping since January"}}}}

Draft the intake summary for Monday's allocation meeting.
Summary:""",
        "case:referral-webhook",
        ["header_block", "head", "submit_date_stays"],
    )


@pos
def _uk_refugee_ua(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Ти помічник благодійного фонду "Поруч" у Кракові. Відповідай українською, коротко і по-людськи.
{v("datetime", "Час запиту: " + f"{t:%d.%m.%Y %H:%M:%S}")}

Підопічна: Мій номер PESEL UKR отримала 14.03.2022, статус продовжено до 30.09.2026. Чи можу я ще отримати
допомогу на оренду у квітні?""",
        "case:uk-refugee",
        ["non_english", "uk", "cyrillic", "dotted_datetime"],
    )


@pos
def _tr_case(g: Gen) -> Draft:
    t = g.moment(TRT)
    return P(
        f"""Sen "Umut Köprüsü Derneği"nin sosyal destek asistanısın. Türkçe ve sade yanıt ver.
{v("datetime", "Sorgu zamanı: " + local_dt("tr", t))}
{v("request_id", "İstek no: " + xid(g))}

Gönüllü: 8 Şubat'taki ev ziyaretinde ailenin kira borcunun 3 ay olduğunu not ettim (dosya 2026/0412).
Hangi yardım programına yönlendirelim?""",
        "case:tr-case",
        ["non_english", "tr", "xid", "system_tail"],
    )


@pos
def _el_case(g: Gen) -> Draft:
    t = g.moment()
    t = t.astimezone(timezone(timedelta(hours=3 if 4 <= t.month <= 10 else 2)))
    return P(
        f"""Είσαι ο βοηθός της ΜΚΟ «Κιβωτός Αλληλεγγύης». Απάντησε στα ελληνικά, απλά.
{v("datetime", "Ώρα ανάκτησης: " + local_dt("el", t))}

Εθελόντρια: Η οικογένεια Παπαδάκη πήρε τρόφιμα στις 2 Μαρτίου και στις 16 Μαρτίου. Δικαιούνται και τρίτη
διανομή μέσα στον μήνα;""",
        "case:el-case",
        ["non_english", "el", "greek", "system_tail"],
    )


# --- positives: trustee papers ----------------------------------------------------------------------------


@pos
def _board_pack_front_matter(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""---
pack: board-{t.year}-q{(t.month - 1) // 3 + 1}
meeting_date: 2026-06-18
{v("datetime", "compiled_at: " + rfc3339(t))}
sorp: FRS 102 (2019)
---
You help the company secretary of Tynedale Carers' Centre prepare trustee papers.

Management accounts, 11 months to 28 Feb 2026:
Income GBP 1,204,300 (budget 1,250,000); Expenditure GBP 1,188,950 (budget 1,240,000)
Unrestricted reserves at 28 Feb: GBP 212,400 (policy: 3-6 months of running costs = GBP 310,000-620,000)

Write the two-paragraph finance summary for the trustees.
Summary:""",
        "trustees:front-matter",
        ["front_matter", "rfc3339", "meeting_date_stays"],
    )


@pos
def _de_board_paper(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Du bereitest Vorstandsvorlagen für die Bürgerstiftung Elbtal vor. Sachlich, knapp, auf Deutsch.
Sitzung: 24. Juni 2026, 18:00 Uhr
{v("date", "Vorlagendatum (heute, vom System): " + f"{t:%d.%m.%Y}")}

Vorstand: Bitte formuliere einen Beschlussvorschlag zur Freigabe von 12.000 EUR aus der Projektrücklage
für das Lesepatenprojekt (Antrag vom 3. März 2026).""",
        "trustees:de-board-paper",
        ["non_english", "de", "today_in_artefact", "meeting_date_stays"],
    )


@pos
def _risk_register_fetched(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You are the audit and risk committee's assistant at Lakeside Housing Trust.

<tool_result name="risk_register" {v("request_id", 'call="' + g.uuid7(t) + '"')} status="ok">
Risk R07 | Loss of local authority contract | Likelihood 4 | Impact 5 | Last reviewed 2026-01-20 | Owner CEO
Risk R11 | Safeguarding incident at a scheme | Likelihood 2 | Impact 5 | Last reviewed 2025-11-04 | Owner Ops
Risk R15 | Cyber attack on case records | Likelihood 3 | Impact 4 | Last reviewed 2025-06-30 | Owner COO
</tool_result>

Which risks are overdue for review under our six-month rule, and what should the committee ask?
Answer:""",
        "trustees:risk-register",
        ["xml_attr", "uuid7", "review_dates_stay"],
    )


@pos
def _phi_coi(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""<|system|>
You advise the clerk of Saltmarsh Almshouse Charity on trustees' conflicts of interest. {v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}<|end|>
<|user|>
Trustee Jenkins declared on 2025-09-09 that her son-in-law runs Jenkins Roofing. We now have a quote from
them for GBP 18,500. What should the minutes record?<|end|>
<|assistant|>
""",
        "trustees:phi3-coi",
        ["phi3", "go_rfc3339nano", "inline_before_end"],
    )


@pos
def _sv_board(g: Gen) -> Draft:
    t = eu(g.moment())
    return P(
        f"""Du hjälper styrelsen i Stiftelsen Skärgårdsbarnen. Svara på svenska.
Organisation: 802412-3344 (90-konto 90 01 23-4)
{v("datetime", "Hämtad: " + local_dt("sv", t))}

Ledamot: Enligt protokollet från 12 februari beslutade vi att lägga 40 000 kr på lägerverksamhet. Hur skriver jag
det i förvaltningsberättelsen?""",
        "trustees:sv-board",
        ["non_english", "sv", "header_block"],
    )


# --- positives: shapes around pasted material --------------------------------------------------------------


@pos
def _rag_code_of_practice(g: Gen) -> Draft:
    t = g.moment()
    t2 = t + timedelta(milliseconds=g.small(30, 500))
    return P(
        f"""Answer from the passages and cite them as [1] and [2].

[1] source=code-of-fundraising-practice.pdf section=5.2 {v("datetime", "retrieved_at=" + rfc3339(t, 3))} rev=2024
Fundraisers must not put undue pressure on a person to donate, and must respect a request to stop.

[2] source=consent-policy.md section=3 {v("datetime", "retrieved_at=" + rfc3339(t2, 3))} rev=2025-10
Telephone calls to supporters registered with the TPS need their specific consent, recorded with its date.

Question: Can we call lapsed donors who registered with the TPS last year?
Answer:""",
        "shapes:rag",
        ["rag_doc_header", "key_value_inline", "rev_dates_stay"],
    )


@pos
def _leading_comment(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""# {v("datetime", "ts=" + str(epoch_s(t)))} {v("session_id", "conv=" + g.b62(18))} client=donor-portal
You answer questions on the Hopewell Cancer Support donor portal. Never reveal other donors' details.

Donor: I changed my monthly gift from GBP 10 to GBP 20 on the 3rd. Why did the 1st still take GBP 10?
Assistant:""",
        "shapes:leading-comment",
        ["head", "key_value_inline", "epoch_s", "base62"],
    )


@pos
def _trailing_epoch(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""You write subject lines for a charity e-newsletter. Give five options under 50 characters.

This month's stories: a volunteer who has driven patients to chemo for 20 years; our new hydrotherapy
pool opening on 14 September; thanks to the 312 people who ran the Great North Run for us.

{v("epoch", "client_ts=" + str(epoch_ms(t)))}
""",
        "shapes:trailing-epoch",
        ["tail", "epoch_ms"],
    )


@pos
def _trailing_ksuid(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Rewrite this appeal paragraph at a reading age of 9, keeping every fact.

"Since 2019, the Kestrel Centre has offered 6,400 counselling sessions to young people aged 11-25. Each
session costs us GBP 38. A gift of GBP 76 this winter funds two sessions for someone on our waiting list."

{v("trace_id", "trace " + g.ksuid(t))}""",
        "shapes:trailing-ksuid",
        ["tail", "ksuid"],
    )


@pos
def _earlier_assistant_listing(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""System: You are Ivy, the supporter care assistant of Elmstead Hospice.
User: What have I given this year?
Assistant: Here is what I can see on your record:
- 2026-01-05 GBP 20.00 monthly gift (DD)
- 2026-02-05 GBP 20.00 monthly gift (DD)
- 2026-02-14 GBP 35.00 Valentine's Memory Walk entry
User: Great. Can you send me a statement of these for my Gift Aid records?
{v("session_id", "session: " + g.uuid4())}
{v("datetime", "client_time: " + py_iso(t))}
Assistant:""",
        "shapes:earlier-assistant",
        ["last_user", "uuid", "python_isoformat", "assistant_turn_stays"],
    )


@pos
def _made_up_labels(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""givepulse.build: 2026.11.3
{v("epoch", "givepulse.t0: " + str(epoch_us(t)))}
{v("request_id", "givepulse.hop: " + tsid(g))}
givepulse.tenant: marsh-lane-trust

You help event volunteers at Marsh Lane Trust's fundraising fair. Answer from the fair sheet.
Fair sheet: gates 10:00-16:00; tombola at stall 4; card machines at stalls 1, 4 and 9; lost children at
the first aid tent.

Volunteer: Where do I send someone who wants to pay the tombola by card?
Assistant:""",
        "shapes:made-up-labels",
        ["made_up_labels", "epoch_us", "tsid", "calver_stays"],
    )


@pos
def _dspy_field(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Your input fields are:
1. `appeal_text` (str)
2. `now_utc` (str)
Your output fields are:
1. `compliance_issues` (list[str])

[[ ## appeal_text ## ]]
Give before 31 March and your gift will be DOUBLED by our match funder, up to GBP 50,000 in total!

[[ ## now_utc ## ]]
{v("datetime", rfc3339(t))}

Respond with the field `[[ ## compliance_issues ## ]]`, then `[[ ## completed ## ]]`.""",
        "shapes:dspy",
        ["dspy_field", "value_on_own_line", "deadline_stays"],
    )


@pos
def _footer_fields(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""Turn these notes from the volunteer drivers' meeting into a short newsletter item.

Notes: 14 drivers came; mileage rate stays at 45p; new driver induction on 7 May at 10:00; Jean Hale
retires after 1,203 journeys since 2012 - card and cake on 21 May.

--
{v("datetime", "assembled_at: " + rfc3339(t))}
{v("request_id", "request: " + g.hex(32))}""",
        "shapes:footer",
        ["footer", "tail", "one_field_per_line"],
    )


@pos
def _http_head_pasted_http(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-ID: " + g.uuid4())}
Accept-Language: en-GB

You help the digital team of Oakwell Mind debug their donation form integrations.

Dev: This is what our server got back from the payment page API yesterday. Why a 409?

HTTP/1.1 409 Conflict
Date: Tue, 10 Mar 2026 14:02:11 GMT
X-Request-Id: 6b2f0d1c-9e7a-4c55-8a31-0f4e2d9b7c10
Content-Type: application/json

{{"error": "idempotency_key_reused", "original_request": "2026-03-10T14:01:58Z"}}
Assistant:""",
        "shapes:http-head-vs-pasted",
        ["near_miss", "head", "pasted_http_stays"],
    )


@pos
def _cloudevent_received(g: Gen) -> Draft:
    t = g.moment()
    a = t - timedelta(seconds=g.small(2, 90))
    return P(
        f"""ce-specversion: 1.0
ce-type: org.givingblocks.pledge.amended
ce-source: /pledges
{v("request_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 6))}
content-type: application/json

{{"pledge_id": "PL-2025-0931", "amended_at": "{rfc3339(a, 3)}", "old_amount": 500, "new_amount": 250, "reason": "job loss"}}

Draft a short, compassionate acknowledgement for the donor.
Draft:""",
        "shapes:cloudevent",
        ["cloudevents_binary", "head", "amended_at_stays"],
    )


@pos
def _bracketed_context(g: Gen) -> Draft:
    t = g.moment()
    return P(
        f"""[ctx org=hollybush-hospice {v("request_id", "req=" + g.b64url(12))} {v("datetime", "at=" + rfc3339(t))} locale=en-GB]
You write thank-you cards for in-memory gifts. Keep it under 60 words and never guess relationships.

Gift: GBP 400 collected at the funeral of Harold Briggs (died 2026-02-27) by his neighbours on Elm Close.
Card:""",
        "shapes:bracketed",
        ["key_value_inline", "base64url", "head"],
    )


@pos
def _mailchimp_ga_ts(g: Gen) -> Draft:
    t = uk(g.moment())
    return P(
        f"""You review e-mail appeals before they are scheduled. Check tone, clarity and the fundraising code.
Account: Pennine Mountain Rescue
{v("datetime", "Local time: " + f"{t.day:02d}/{t.month:02d}/{t.year} {t:%H:%M:%S}")}
{v("session_id", "Editor session: " + g.b62(20))}

Subject: Last chance to double your gift
Body: Until midnight on 31 December every pound you give is matched by the Holt Trust. Last winter our
volunteers were called out 212 times.

Review:""",
        "shapes:email-review",
        ["header_block", "day_first_slashed", "base62"],
    )


# --- generated positives and negatives: one field or one stable value, a body, a position ------------------

# (name, lang, app, system, user message with its pasted record, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str]] = [
    (
        "donor-history",
        "en",
        "donor-care",
        "You are the supporter care assistant of Greyfriars Children's Hospice. Be warm and exact.",
        """User: A donor asks why she got two thank-you letters. Her gift history export:
gift_id,gift_date,amount,method,letter_sent
G-771204,2026-01-14,25.00,card,2026-01-16 09:12:40
G-771204,2026-01-14,25.00,card,2026-01-19 16:03:11
G-779951,2026-02-14,25.00,card,""",
        "Assistant:",
    ),
    (
        "monitoring-form",
        "en",
        "grant-reports",
        "You help grant holders fill in funder monitoring forms. Keep answers short and factual.",
        """User: The funder's form export says we missed a question. Which one?
{"form": "Year 1 monitoring", "submitted": "2026-04-03T16:22:09+01:00", "answers": {"beneficiaries": 184,
"volunteer_hours": 2210, "case_study": "", "spend_to_date": 31840.5}}""",
        "Answer:",
    ),
    (
        "vetting-record",
        "en",
        "vetting-desk",
        "You check volunteer vetting records for Northgate Scouts District and say what is still missing.",
        """User: Can Sam lead the camp on the 20th?
volunteer=VOL-40918 role=section_leader dbs_issued=2024-11-02 dbs_checked_at=2026-02-01T10:14:55Z
safeguarding=2025-03-15 first_response=2022-06-11 references=1/2""",
        "Assistant:",
    ),
    (
        "event-registration",
        "en",
        "events-desk",
        "You answer questions from participants in the Skyline Abseil for Brain Tumour Research.",
        """User: Why can't I change my slot? My booking:
{"id": "018f4a6e-2c1b-7d3e-9a40-5b6c7d8e9f01", "created_at": "2026-03-02T18:44:12Z", "slot": "Sat 10:30",
"fundraising_minimum": 350, "raised": 120}""",
        "Assistant:",
    ),
    (
        "legacy-pledge",
        "en",
        "legacy-desk",
        "You help the legacy team keep pledger records up to date. Never speculate about health or family.",
        """User: The pledger phoned; what should I update?
pledger: LP-2093
updated: 2025-09-30T11:02:44Z
pledge_type: residuary
will_date: 2021-04-19
last_contact: 2025-09-30 (Christmas card reply)""",
        "Assistant:",
    ),
    (
        "case-log",
        "en",
        "casework",
        "You turn casework logs into a short handover for the next adviser at Eastside Law Centre.",
        """User: Handover please.
2026-03-09T09:05:11Z note   client attended; eviction hearing listed 2026-03-30 10:00
2026-03-09T09:40:27Z task   request rent statement from landlord (due 2026-03-16)
2026-03-12T15:18:02Z email  landlord's solicitor replied, statement attached""",
        "Assistant:",
    ),
    (
        "risk-table",
        "en",
        "trustee-papers",
        "You draft trustee briefings for Wyvern Arts Trust from the tables staff paste.",
        """User: Brief the trustees on these two risks.
| Ref | Risk                     | Rating | Last reviewed       |
|-----|--------------------------|--------|---------------------|
| R3  | Arts Council cut         | High   | 2026-01-22 14:30    |
| R9  | Venue lease ends 2027-09 | Medium | 2025-12-08 10:00    |""",
        "Summary:",
    ),
    (
        "claim-schedule",
        "en",
        "gift-aid",
        "You check Gift Aid claim schedules before upload. Report rows that would be rejected.",
        """User: Check these rows.
Title,First name,Last name,House,Postcode,Aggregated,Sponsored,Donation date,Amount
Mrs,Ann,Rowe,12,LS6 2AB,,,03/02/26,20.00
,Peter,Hale,Flat 3,LS6 9ZZ,,,05/02/26,250.00
Mr,Dev,Patel,7,,,Yes,07/02/26,40.00""",
        "Answer:",
    ),
    (
        "de-spende",
        "de",
        "spenden-service",
        "Du bist der Spenderservice-Assistent der Tafel-Stiftung Rheinland. Antworte freundlich auf Deutsch.",
        """Spender: Im Kontoauszug steht die Spende doppelt. Hier der Datensatz aus dem CRM:
Spenden-ID: SP-2026-118204
Erstellt: 14.03.2026 09:41:07
Geändert: 14.03.2026 09:41:09
Betrag: 60,00 EUR, Lastschrift, Mandatsreferenz MR-0042210
Warum zweimal?""",
        "",
    ),
    (
        "fr-helloasso",
        "fr",
        "adhesions",
        "Tu aides l'association Les Jardins Partagés de Belleville à gérer adhésions et dons. Réponds en français.",
        """Bénévole : Voici l'export de la plateforme, qui a payé deux fois ?
Référence commande;Date;Nom;Montant;Type
88120431;02/03/2026 18:44:02;Martin Léa;25,00;Adhésion
88120597;02/03/2026 18:51:40;Martin Léa;25,00;Adhésion
88121906;03/03/2026 07:12:15;Diallo Awa;40,00;Don""",
        "",
    ),
    (
        "es-socio",
        "es",
        "socios",
        "Eres el asistente de atención a socios de la ONG Agua para Todos. Responde en español.",
        """Socio: Me habéis cobrado la cuota trimestral antes de tiempo. Mis datos:
{"socio_id": "S-55120", "fecha_alta": "2024-11-03T10:22:00+01:00", "periodicidad": "trimestral",
"ultimo_cargo": "2026-03-01T06:00:12+01:00", "importe": 45.0}
¿Por qué?""",
        "",
    ),
    (
        "nl-collecte",
        "nl",
        "collecte",
        "Je helpt collectanten van het Reumafonds Zwolle. Antwoord kort in het Nederlands.",
        """Collectant: Klopt mijn telling? Uit de app:
bus=ZW-0412 geopend=2026-03-28T17:02:44+01:00 contant=84.35 qr_betalingen=6 qr_totaal=37.50
Ik had zelf 121,85 geteld.""",
        "",
    ),
    (
        "pl-darowizny",
        "pl",
        "darowizny",
        "Jesteś asystentem fundacji Zdrowe Serce. Odpowiadaj po polsku, konkretnie.",
        """Darczyńca: Potrzebuję zestawienia do zeznania. Moje wpłaty:
2025-01-10 100,00 zł przelew (tytuł: darowizna na cele statutowe)
2025-06-02 250,00 zł BLIK id 11938402
2025-12-23 150,00 zł przelew
Czy to wystarczy jako dowód?""",
        "",
    ),
    (
        "ja-kifu",
        "ja",
        "kifu-support",
        "あなたは認定NPO法人「森の教室」の寄付者サポート担当です。日本語で丁寧に答えてください。",
        """寄付者：領収書の日付が振込日と違うのはなぜですか？
受付番号: KF-2026-00318
振込日: 2026-01-30
入金確認日時: 2026-02-02 10:14:33
領収書発行日: 2026-02-05""",
        "",
    ),
    (
        "ko-huwon",
        "ko",
        "huwon",
        "당신은 사단법인 '희망나눔'의 후원자 상담 도우미입니다. 한국어로 친절하게 답하세요.",
        """후원자: 이번 달 후원금이 두 번 빠져나갔어요. 내역 캡처입니다.
2026-03-25 09:00:04 CMS 출금 20,000원 승인번호 4471209
2026-03-25 09:00:06 CMS 출금 20,000원 승인번호 4471215
환불 가능한가요?""",
        "",
    ),
    (
        "zh-juanzeng",
        "zh",
        "juanzeng",
        "你是“绿芽乡村教育基金会”的捐赠客服。用中文简洁回答。",
        """捐赠人：这两笔是不是重复扣款？
{"订单号": "JZ202603180044", "创建时间": "2026-03-18 20:41:09", "金额": 100, "渠道": "微信支付"}
{"订单号": "JZ202603180051", "创建时间": "2026-03-18 20:41:52", "金额": 100, "渠道": "微信支付"}""",
        "",
    ),
    (
        "ar-tabarru",
        "ar",
        "tabarru",
        'أنت مساعد خدمة المتبرعين في جمعية "غراس" الخيرية. أجب بالعربية وباختصار.',
        """المتبرع: هذا سجل تبرعاتي، لماذا لم يصلني إيصال التبرع الأخير؟
رقم العملية: TX-884120 | التاريخ: 2026-03-10 21:14:05 | المبلغ: 500 ريال | الحالة: مكتمل
رقم العملية: TX-886377 | التاريخ: 2026-03-20 08:02:51 | المبلغ: 300 ريال | الحالة: قيد المعالجة""",
        "",
    ),
    (
        "hi-daan",
        "hi",
        "daan-seva",
        "आप 'आशा किरण फ़ाउंडेशन' की दाता सेवा सहायक हैं। हिंदी में सरल उत्तर दें।",
        """दाता: मेरी रसीद में तारीख गलत लगती है। विवरण:
रसीद संख्या: AKF/80G/2025-26/1187
भुगतान: 2026-03-29 23:58:41 (UPI, UTR 508812334410)
रसीद तिथि: 2026-03-30
क्या यह अगले वित्त वर्ष में जाएगी?""",
        "",
    ),
    (
        "pt-doacoes",
        "pt",
        "doacoes",
        "Você é o assistente de relacionamento com doadores da Associação Horta Viva. Responda em português.",
        """Doadora: Por que a doação de março não aparece no meu recibo anual?
id;criado_em;valor;forma
d_0192;2026-01-05T08:00:03-03:00;R$ 50,00;pix
d_0387;2026-02-05T08:00:02-03:00;R$ 50,00;pix
d_0601;2026-03-05T08:00:05-03:00;R$ 50,00;pix""",
        "",
    ),
    (
        "sv-gava",
        "sv",
        "givarservice",
        "Du är givarservice för Stiftelsen Fjällräddarna. Svara kort på svenska.",
        """Givare: Varför dras min månadsgåva två gånger? Så här ser det ut i appen:
2026-03-27 06:12:48 Autogiro 200 kr (ref 5512-0931)
2026-03-28 06:10:02 Autogiro 200 kr (ref 5512-0931)""",
        "",
    ),
]

NOW_LABELS = {
    "en": "Current time",
    "de": "Aktuelle Systemzeit",
    "fr": "Heure du serveur",
    "es": "Hora actual del sistema",
    "nl": "Tijd van aanvraag",
    "pl": "Bieżący czas",
    "ja": "現在日時",
    "ko": "현재 일시",
    "zh": "当前时间",
    "ar": "الوقت الحالي",
    "hi": "वर्तमान समय",
    "pt": "Horário atual",
    "sv": "Aktuell tid",
}
LANG_TZ = {
    "en": timezone(timedelta(0), "UTC"),
    "de": make_holdout.CET,
    "fr": make_holdout.CET,
    "es": make_holdout.CET,
    "nl": make_holdout.CET,
    "pl": make_holdout.CET,
    "ja": make_holdout.JST,
    "ko": KST,
    "zh": CST_CN,
    "ar": AST_SA,
    "hi": IST_IN,
    "pt": BRT,
    "sv": make_holdout.CET,
}

# (cue, family, line label, structured key, value, numeric)
FieldMaker = Callable[[Gen, datetime, str], tuple[str, str, str, str, str, bool]]
FIELDS: list[FieldMaker] = [
    lambda g, t, lang: ("datetime", "rfc3339", "Request time", "request_time", rfc3339(t), False),
    lambda g, t, lang: ("datetime", "http_date", "Date", "date", http_date(t), False),
    lambda g, t, lang: ("datetime", "python_logging", "Received", "received", py_logging(t), False),
    lambda g, t, lang: ("epoch", "epoch_ms", "Client clock (ms)", "client_ts_ms", str(epoch_ms(t)), True),
    lambda g, t, lang: ("epoch", "epoch_s", "Unix time", "now_unix", str(epoch_s(t)), True),
    lambda g, t, lang: ("request_id", "uuid4", "Request ID", "request_id", g.uuid4(), False),
    lambda g, t, lang: ("request_id", "uuid7", "Gateway request", "gw_request", g.uuid7(t), False),
    lambda g, t, lang: ("run_id", "ulid", "Run", "run_id", g.ulid(t), False),
    lambda g, t, lang: ("request_id", "ksuid", "Event-Id", "event_id", g.ksuid(t), False),
    lambda g, t, lang: ("session_id", "nanoid", "Session", "session", g.nanoid(), False),
    lambda g, t, lang: ("trace_id", "traceparent", "traceparent", "traceparent", g.traceparent(), False),
    lambda g, t, lang: ("nonce", "b64url", "Nonce", "nonce", g.b64url(16), False),
    lambda g, t, lang: ("date", "iso_date", "Today", "today", iso_date(t), False),
    lambda g, t, lang: ("datetime", "js_iso", "clientTime", "clientTime", js_iso(t), False),
    lambda g, t, lang: ("datetime", "go_rfc3339nano", "Now", "now", go_nano(t, g.small(1, 1000)), False),
    lambda g, t, lang: ("session_id", "objectid", "Conversation", "conversation_id", g.objectid(t), False),
    lambda g, t, lang: ("request_id", "hex32", "X-Correlation-ID", "correlation_id", g.hex(32), False),
    lambda g, t, lang: (
        "datetime",
        "iso_space",
        "Snapshot taken",
        "snapshot_at",
        iso_space(t) + " UTC",
        False,
    ),
    lambda g, t, lang: (
        "token",
        "jwt",
        "Session token",
        "session_token",
        g.jwt(t, "sup-" + g.digits(6)),
        False,
    ),
    lambda g, t, lang: (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "requestTimestamp",
        dotnet_o(t, g.small(0, 10)),
        False,
    ),
    lambda g, t, lang: ("datetime", "log4j", "Pulled at", "pulled_at", make_holdout.log4j_iso(t), False),
    lambda g, t, lang: ("request_id", "xid", "crm.hop", "crm_hop", xid(g), False),
    lambda g, t, lang: ("datetime", "python_isoformat", "Wallclock", "wallclock", py_iso(t), False),
    lambda g, t, lang: ("request_id", "cf_ray", "cf-ray", "cf_ray", g.cf_ray(), False),
    lambda g, t, lang: ("datetime", "rfc3339_ms", "Fetched", "fetched_at", rfc3339(t, 3), False),
    lambda g, t, lang: ("epoch", "epoch_us", "tick_us", "tick_us", str(epoch_us(t)), True),
    lambda g, t, lang: ("datetime", "localized_now", NOW_LABELS[lang], "now_local", local_dt(lang, t), False),
    lambda g, t, lang: ("request_id", "tsid", "Lookup", "lookup_id", tsid(g), False),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_pretty",
    "xml_attr",
    "json_inline",
    "kv_bracket",
]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "footer"}
STABLE_LINES = [
    "Model: gpt-4o-2024-08-06",
    "Knowledge cutoff: 2024-06",
    "Charity number: 1098765",
    "Financial year end: 31 March",
    "Prompt revision: 2026-02-10",
    "Time zone: Europe/London",
    "Build: 2026.11.3",
    "Region: eu-west-2",
]
# (family, line label, structured key, value): stable values that look like dates, times or ids
STABLES: list[tuple[str, str, str, str]] = [
    ("charity_number", "Charity number", "charity_number", "1098765"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_rev", "2026-02-10"),
    ("financial_year", "Financial year", "fy", "2026-04-01/2027-03-31"),
    ("hmrc_ref", "HMRC charity reference", "hmrc_ref", "XR48120"),
    ("tenant_uuid", "Tenant", "tenant_id", "5b0e7c42-93d1-4f6a-b8e2-1c7d9a3f0e55"),
    ("api_version", "API version", "api_version", "2025-06-01"),
    ("appeal_code", "Appeal", "appeal", "WIN26-DM-A"),
    ("fund_code", "Default fund", "fund", "UNR-001"),
    ("time_zone", "Time zone", "tz", "Europe/London"),
    ("calver_build", "Build", "build", "2026.11.3"),
    ("campaign_window", "Campaign window", "campaign_window", "2026-11-01/2027-01-31"),
    ("office_hours", "Office hours", "office_hours", "Mon-Fri 09:00-17:00"),
    ("regulator", "Fundraising Regulator registration", "fr_registration", "FR-2019-00412"),
    ("founded", "Founded", "founded", "1987-05-14"),
    ("model", "Model", "model", "gpt-4o-2024-08-06"),
    ("gift_aid_rate", "Gift Aid rate", "gift_aid_rate", "25p per GBP 1 (basic rate 20%)"),
    ("sorp", "SORP", "sorp", "FRS 102 (2019)"),
]


def _render(
    position: str, label: str, key: str, value: str, numeric: bool, cue: str | None
) -> tuple[str, str]:
    """A field as a whole line (for line positions) or as the structured piece it sits in: (piece, marked)."""
    mark = (lambda s: v(cue, s)) if cue else (lambda s: s)
    if position in LINE_POSITIONS:
        return "line", mark(f"{label}: {value}")
    if position == "front_matter":
        return "yaml", mark(f"{key}: {value}")
    if position == "json_pretty":
        return "json", mark(f'"{key}": {value if numeric else chr(34) + value + chr(34)},')
    if position == "xml_attr":
        return "xml", mark(f'{key}="{value}"')
    if position == "json_inline":
        return "json_inline", mark(f'"{key}":{value if numeric else chr(34) + value + chr(34)},')
    assert position == "kv_bracket"
    return "kv", mark(f"{key}={value}")


def _compose(g: Gen, body: tuple[str, str, str, str, str, str], position: str, marked: str) -> str:
    name, lang, app, system, user, cue_line = body
    locale = {"en": "en-GB"}.get(lang, lang)
    end = f"\n{cue_line}" if cue_line else ""
    if position == "head":
        return f"{marked}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{marked}\n\n{user}{end}"
    if position == "header_block":
        block = g.rng.sample(STABLE_LINES, 3)
        block.insert(g.small(0, 4), marked)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{marked}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{marked}"
    if position == "front_matter":
        return f"---\napp: {app}\n{marked}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_pretty":
        return f'{{\n  "app": "{app}",\n  {marked}\n  "locale": "{locale}"\n}}\n{system}\n\n{user}{end}'
    if position == "xml_attr":
        return f'<request app="{app}" {marked} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "json_inline":
        return f'{{"app":"{app}",{marked}"locale":"{locale}"}}\n{system}\n\n{user}{end}'
    assert position == "kv_bracket"
    return f"[ctx app={app} {marked} locale={locale}]\n{system}\n\n{user}{end}"


GENERATED_POS = 62
GENERATED_NEG = 46


def generated_positives(g: Gen) -> list[Draft]:
    """One volatile field at one position of a body whose user message carries a pasted record."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    f = 0
    for k in range(GENERATED_POS):
        body = bodies[k % len(bodies)]
        lang = body[1]
        position = POSITIONS[k % len(POSITIONS)]
        t = g.moment(LANG_TZ[lang])
        while True:
            cue, family, label, key, value, numeric = fields[f % len(fields)](g, t, lang)
            f += 1
            if family == "localized_now" and position not in LINE_POSITIONS:
                continue
            if position == "kv_bracket" and " " in value:
                continue
            break
        _, marked = _render(position, label, key, value, numeric, cue)
        text = _compose(g, body, position, marked)
        tags = ["generated", position, family] + (["non_english", lang] if lang != "en" else [])
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{family}", [*tags, "pasted_record_neighbour"]))
    return out


def generated_negatives(g: Gen) -> list[Draft]:
    """The same bodies and positions with one stable value that looks like a date, a time or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEG):
        body = bodies[(k + 7) % len(bodies)]
        position = POSITIONS[(k + 3) % len(POSITIONS)]
        family, label, key, value = STABLES[k % len(STABLES)]
        step = 5
        while position == "kv_bracket" and " " in value:
            family, label, key, value = STABLES[(k + step) % len(STABLES)]
            step += 1
        _, marked = _render(position, label, key, value, False, None)
        text = _compose(g, body, position, marked)
        tags = ["generated", "hard_negative", position, family] + (
            ["non_english", body[1]] if body[1] != "en" else []
        )
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{family}", tags))
    return out


# --- negatives: pasted records -------------------------------------------------------------------------------

# (source, tags, block, ask, intro)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "npsp-opportunity",
        ["json_pretty", "salesforce", "id_first"],
        """{
  "Id": "0068d00000Bq7XkAAJ",
  "CreatedDate": "2026-03-04T11:52:09.000+0000",
  "LastModifiedDate": "2026-03-06T08:14:47.000+0000",
  "npsp__Primary_Contact__c": "0038d00000K2lPqAAJ",
  "Amount": 1500.0,
  "StageName": "Pledged",
  "CloseDate": "2026-06-30"
}""",
        "Why would this pledge not show on the major donor dashboard?",
        "Here is the opportunity as the API returned it",
    ),
    (
        "civicrm-api4",
        ["json_single_line", "civicrm"],
        """{"values":[{"id":55102,"contact_id":8841,"receive_date":"2026-02-27 14:03:51","total_amount":35,"contribution_status_id:name":"Completed","trxn_id":"ch_3QxT2bLkdIwHu7ix1Zq0Ab9c","invoice_id":"8d0c1f0a6e4b4f3aa9b2e71c5d0f6a18"}],"count":1,"countFetched":1}""",
        "Is this contribution linked to the Stripe charge, and which field shows it?",
        "Below is what the system returned",
    ),
    (
        "stripe-webhook-debug",
        ["webhook_pasted", "stripe", "signature"],
        """POST /webhooks/stripe HTTP/1.1
Host: donate.oakwell.example
Stripe-Signature: t=1772451863,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
Content-Type: application/json

{"id": "evt_1PzQ4LLkdIwHu7ixa9c1Kd2e", "object": "event", "created": 1772451861, "type": "checkout.session.completed"}""",
        "Our handler rejects this with 'No signatures found matching the expected signature'. What are we doing wrong?",
        "My colleague sent this from the server log",
    ),
    (
        "gocardless-webhook-debug",
        ["webhook_pasted", "gocardless"],
        """Webhook-Signature: 8b6f2d6a1f0e4c7d9a3b5e2f1c0d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d
{"events":[{"id":"EV0059A4RT9QBZ","created_at":"2026-03-02T06:41:19.412Z","resource_type":"mandates","action":"cancelled","links":{"mandate":"MD000X4Z9K1Q"},"details":{"origin":"bank","cause":"bank_account_closed"}}],"meta":{"webhook_id":"WB0043Z1PQ8S"}}""",
        "We got this twice in a row. Should our handler process both, and how do we de-duplicate?",
        "This came in last night",
    ),
    (
        "paypal-ipn",
        ["key_value", "ipn"],
        """mc_gross=25.00&protection_eligibility=Eligible&payer_id=LPLWNMTBWMFAY&payment_date=09%3A14%3A02+Mar+03%2C+2026+PST&payment_status=Completed&txn_id=61E67681CH3238416&receiver_id=S8XGHLYDW9T3S&custom=gift_ref%3DXM26-0412&ipn_track_id=4b8a5f2c9e1d7""",
        "Which field tells me which gift this belongs to, and what time zone is payment_date in?",
        "Raw IPN message",
    ),
    (
        "justgiving-page",
        ["json_pretty", "fundraising_page"],
        """{
  "pageId": 14420981,
  "pageShortName": "lucy-runs-london-2026",
  "createdDate": "2025-11-18T20:11:04Z",
  "eventDate": "2026-04-26T00:00:00Z",
  "totalRaisedOnline": "1840.00",
  "totalEstimatedGiftAid": "392.50",
  "targetAmount": 2500
}""",
        "How much more does Lucy need to reach her target, counting Gift Aid or not?",
        "The page data",
    ),
    (
        "donation-form-nginx",
        ["nginx", "log", "clf"],
        """185.44.12.9 - - [14/Mar/2026:20:03:11 +0000] "POST /donate/checkout HTTP/2.0" 502 157 "https://give.hollybush.example/appeal" "Mozilla/5.0"
185.44.12.9 - - [14/Mar/2026:20:03:14 +0000] "POST /donate/checkout HTTP/2.0" 502 157 "https://give.hollybush.example/appeal" "Mozilla/5.0"
185.44.12.9 - - [14/Mar/2026:20:03:31 +0000] "POST /donate/checkout HTTP/2.0" 200 2044 "https://give.hollybush.example/appeal" "Mozilla/5.0\"""",
        "Did this donor get charged more than once?",
        "Access log from the night of the appeal",
    ),
    (
        "gift-processor-pylog",
        ["python_logging", "log", "ulid"],
        """2026-03-02 07:00:04,118 INFO  batch 01JNK8Q3YB7X4M2T6W9D0RZC5E start: 1,204 direct debits
2026-03-02 07:00:41,907 WARNING mandate MD0007QW3ZP1 skipped: status=cancelled (cancelled_at 2026-02-27T15:20:03Z)
2026-03-02 07:01:12,566 ERROR  posting to ledger failed for gift G-2026-03-00871: account 4010 locked
2026-03-02 07:01:12,570 INFO  batch 01JNK8Q3YB7X4M2T6W9D0RZC5E done: 1,202 posted, 1 skipped, 1 failed""",
        "What needs fixing before tomorrow's run?",
        "Log from the gift processing job",
    ),
    (
        "payments-logfmt",
        ["logfmt", "log", "uuid7"],
        """ts=2026-03-09T12:44:03.512Z level=info msg="payment created" donation_id=0195d2c4-9a1e-7b3c-8f21-4d6e0a9b1c2d amount=2000 currency=GBP
ts=2026-03-09T12:44:05.010Z level=warn msg="3ds challenge timeout" donation_id=0195d2c4-9a1e-7b3c-8f21-4d6e0a9b1c2d elapsed_ms=1498
ts=2026-03-09T12:44:05.022Z level=info msg="payment abandoned" donation_id=0195d2c4-9a1e-7b3c-8f21-4d6e0a9b1c2d""",
        "Explain to a non-technical fundraiser what happened to this donation.",
        "From our payment service",
    ),
    (
        "sentry-event",
        ["json_pretty", "sentry", "timestamp_first"],
        """{
  "timestamp": "2026-03-11T19:22:40.118Z",
  "event_id": "c2f9a1b04d7e4e5f8a3b6c1d2e0f9a87",
  "level": "error",
  "message": "TypeError: Cannot read properties of null (reading 'giftAid')",
  "tags": {"url": "/donate/step-3", "release": "give-web@4.8.1"}
}""",
        "Could this error stop donors from ticking the Gift Aid box?",
        "Sentry sent us this",
    ),
    (
        "rate-limit-429",
        ["http_exchange", "date_header"],
        """HTTP/1.1 429 Too Many Requests
Date: Thu, 05 Mar 2026 09:30:01 GMT
Retry-After: 60
X-RateLimit-Reset: 1772703061
X-Request-Id: req_8nHq2LmT0pVx

{"error": "rate_limited", "message": "Constituent search limited to 10 requests per second"}""",
        "Our nightly donor sync hit this. How should the importer back off?",
        "The CRM API answered",
    ),
    (
        "receipt-email",
        ["email", "message_id"],
        """From: Donations <noreply@fernhill.example>
To: h.akhtar@example.com
Date: Sat, 28 Feb 2026 09:12:44 +0000
Message-ID: <0102018e1a2b3c4d-5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9-000000@eu-west-1.amazonses.com>
Subject: Thank you for your gift of GBP 60

Dear Hamza, thank you for your gift to the Spring Appeal, received on 27 February 2026.""",
        "Hamza says he never got this. Does anything in the headers suggest it was not sent?",
        "Here is the e-mail from our sent log",
    ),
    (
        "hmrc-rejection",
        ["email", "gift_aid", "correlation_id"],
        """Subject: Charities Online - claim rejected
Submission reference: 7F1A2B3C4D5E6F708192A3B4C5D6E7F8
Received: 03/03/2026 16:41:22
Error 7014: Donation date 31/03/2026 is after the claim end date 28/02/2026 (row 212).""",
        "What does this mean and how do I fix row 212?",
        "HMRC replied",
    ),
    (
        "grant-application-export",
        ["form_export", "grants", "created_updated_head"],
        """Created: 2026-01-08 10:12:55
Updated: 2026-02-13 23:48:02
Application ref: CRF4-00871
Organisation: Tollgate Men's Shed (CIO 1190021)
Amount requested: GBP 9,850
Q5 Project start date: 2026-06-01""",
        "We submitted this eleven minutes before the deadline. Is it in time if the deadline was 13 February at midnight?",
        "Export from the funder's portal",
    ),
    (
        "grant-payment-schedule",
        ["md_table", "grants"],
        """| Instalment | Due date   | Amount     | Condition                          |
|------------|------------|------------|------------------------------------|
| 1          | 2026-04-01 | GBP 20,000 | Signed agreement                   |
| 2          | 2026-10-01 | GBP 15,000 | Six-month report accepted          |
| 3          | 2027-04-01 | GBP 15,000 | Year 1 report and accounts         |""",
        "If our six-month report goes in on 20 October, when might we get instalment 2?",
        "Payment schedule from our grant agreement",
    ),
    (
        "360giving-json",
        ["json_single_line", "grants", "360giving"],
        """{"id":"360G-WYCF-26-0042","title":"Warm spaces","awardDate":"2026-01-19","amountAwarded":3000,"currency":"GBP","recipientOrganization":[{"id":"GB-CHC-1170421","name":"Riverside Refugee Forum"}],"dataSource":"https://wycf.example/grants.json","dateModified":"2026-02-01T09:00:00Z"}""",
        "Is this the same grant our treasurer logged as WYCF-warm-26?",
        "This is the 360Giving record",
    ),
    (
        "funder-email",
        ["email", "grants", "date_header"],
        """From: Priya Natarajan <grants@ellerby-cf.example>
Date: Mon, 16 Feb 2026 14:20:33 +0000
Subject: Your application CRF4-00871

Thank you for applying. The panel meets on 12 March; you will hear by 20 March. Please send your latest
signed accounts by 27 February.""",
        "Make me a checklist with dates from this.",
        "Email from the funder",
    ),
    (
        "volunteer-hours-export",
        ["csv", "volunteers", "timestamp_first"],
        """Timestamp,Volunteer,Activity,Hours,Approved by
2026-03-07 13:02:11,Amina Yusuf,Shop - sorting,3.5,J. Bell
2026-03-07 13:05:40,Tom Ridley,Shop - till,4,J. Bell
2026-03-08 17:44:09,Amina Yusuf,Collection - station,2,""",
        "Who still needs approval, and how many hours did Amina log?",
        "Export from the volunteer system",
    ),
    (
        "dbs-application-status",
        ["status_page", "volunteers"],
        """Application reference: E0041928377
Date of birth: 14/06/1991
Stage 1 - Application received: 02/02/2026
Stage 2 - Application checked: 03/02/2026
Stage 3 - Police National Computer searched: 04/02/2026
Stage 4 - Barred lists searched: 04/02/2026
Stage 4 - Local police records search: in progress (started 05/02/2026)""",
        "How long does stage 4 usually take and should we chase?",
        "The DBS tracking page shows",
    ),
    (
        "volunteer-expenses",
        ["key_value_lines", "volunteers"],
        """claim_id: VX-2026-0312
submitted: 2026-03-14T21:10:44Z
volunteer: Derek Huang
mileage: 84 miles @ 45p
parking: GBP 6.40 (receipt attached)
journeys: 2026-03-02, 2026-03-05, 2026-03-09""",
        "Check the maths and tell me the total to pay.",
        "Derek's claim",
    ),
    (
        "volunteer-induction-yaml",
        ["yaml", "volunteers", "id_first"],
        """id: 01HZX4T9K2M8Q6B3N7V5C1D0WE
created: 2026-02-20T09:30:00Z
name: Harriet Osei
role: befriender
induction:
  safeguarding: 2026-02-24
  data_protection: 2026-02-24
  shadow_visits: [2026-03-03, 2026-03-10]""",
        "Is Harriet ready to visit on her own?",
        "Volunteer record",
    ),
    (
        "ticket-scans",
        ["csv", "events", "epoch"],
        """scan_id,ticket,gate,scanned_at_epoch
SC-9910,GALA-0041,Main,1773518417
SC-9911,GALA-0042,Main,1773518421
SC-9912,GALA-0041,Side,1773519980""",
        "Was ticket GALA-0041 used twice, and how far apart?",
        "Scanner export",
    ),
    (
        "auction-bids",
        ["csv", "events"],
        """lot,paddle,bid_gbp,time
12,088,1050,2026-03-14 20:36:12
12,131,1100,2026-03-14 20:38:40
12,088,1150,2026-03-14 20:41:07""",
        "Who won lot 12 and by how much?",
        "Bid sheet",
    ),
    (
        "challenge-confirmation",
        ["email", "events", "message_id"],
        """From: Trek Events <bookings@trek.example>
Date: Wed, 21 Jan 2026 18:03:59 +0000
Message-ID: <TE-20260121-1803-4471@trek.example>
Subject: Kilimanjaro for Kestrel Centre - place confirmed

Departure 9 October 2026. Minimum sponsorship GBP 4,200, 50% due by 9 July 2026.""",
        "How much do I need by July?",
        "Confirmation I got",
    ),
    (
        "sponsorship-form",
        ["md_table", "events", "gift_aid"],
        """| Name         | House | Postcode | Amount | Paid       | Gift Aid |
|--------------|-------|----------|--------|------------|----------|
| Jo Fletcher  | 4     | YO8 9QR  | 10.00  | 2026-05-02 | yes      |
| M. Brennan   | 21    | YO8 4LT  | 20.00  | 2026-05-02 | no       |
| Sid Marr     | 7     | YO8 9QR  | 5.00   | 2026-05-06 | yes      |""",
        "Work out the Gift Aid we can claim on this form.",
        "Sponsorship form typed up",
    ),
    (
        "will-notification",
        ["email", "legacy"],
        """From: Fenwick & Co <probate@fenwickco.example>
Date: Tue, 24 Feb 2026 11:02:17 +0000
Subject: Estate of Edith Mary Harcourt deceased (d. 02/11/2025) - our ref JH/HAR/0042

We act as executors. Under clause 6 the residue is left in equal shares to four charities including yours.
Grant of probate was issued on 19 February 2026. We anticipate an interim distribution by 30 June.""",
        "Draft our acknowledgement and list what we should ask for.",
        "Letter from the solicitors",
    ),
    (
        "legacy-pipeline",
        ["csv", "legacy"],
        """case,notified,type,estimated_gbp,probate,expected
LG-1187,2025-11-10,residuary,153000,2026-02-19,2026-Q3
LG-1190,2025-12-02,pecuniary,5000,,2026-Q2
LG-1201,2026-01-15,residuary,40000,2026-03-01,2026-Q4""",
        "What should finance expect per quarter?",
        "Legacy pipeline",
    ),
    (
        "estate-account",
        ["table_text", "legacy"],
        """ESTATE ACCOUNT (interim) - Edith Mary Harcourt
Assets at date of death (02/11/2025)
  Freehold, 4 Lark Rise ............. 395,000.00
  Bank accounts ..................... 201,440.18
Liabilities
  Funeral (invoice 14/11/2025) ......   4,210.00
Interim distribution 12/03/2026 ..... 240,000.00 (4 x 60,000)""",
        "Does our 25% share look right so far?",
        "The executors sent",
    ),
    (
        "case-note-export",
        ["case_notes", "timestamps"],
        """Case 2026/0412 - note export
[05/03/2026 10:02:17] K. Singh: Home visit. Rent arrears GBP 1,140 (3 months). Landlord letter dated 01/03.
[05/03/2026 10:19:48] K. Singh: Referred to hardship fund, ref HF-8831.
[11/03/2026 16:40:02] System: Hardship fund decision: approved GBP 600.""",
        "Write a two-line update for the family.",
        "Case notes",
    ),
    (
        "safeguarding-log",
        ["incident_log", "case_notes", "uuid"],
        """incident_id: 3f6d1c2a-8b4e-4d71-9a0f-2c5e7b1d8f34
reported_at: 2026-03-12T17:05:00Z
reported_by: volunteer (coach)
summary: child disclosed bruising at Tuesday session; DSL informed 17:20; LADO call 2026-03-13 09:15""",
        "Is our timeline within the policy's 24-hour rule?",
        "From the safeguarding log",
    ),
    (
        "referral-email",
        ["email", "case_notes", "date_header"],
        """From: Health Visitor Team <hv.east@nhs.example>
Date: Fri, 6 Mar 2026 15:47:02 +0000
Subject: Referral - family at 22 Bramble Way

Mum (28) with twins aged 8 months; recently left refuge; needs cot, buggy and help with a UC claim.""",
        "Which of our services should pick this up?",
        "Referral from the health visitors",
    ),
    (
        "crm-audit-log",
        ["audit_log", "ulid", "case_notes"],
        """01JNX7D3Q4R8S2T6V9W0XYZ1AB  2026-03-10T08:14:22Z  user=r.kaur      action=view    record=client/7731
01JNX7F0B2C6D8E1F3G5H7J9KM  2026-03-10T08:16:05Z  user=r.kaur      action=update  record=client/7731 field=address
01JNXA1C9D3E5F7G9H1J3K5M7N  2026-03-10T09:41:50Z  user=temp.admin  action=export  record=client/*""",
        "Is there anything here the data protection lead should look at?",
        "Audit log",
    ),
    (
        "coi-register",
        ["md_table", "trustees"],
        """| Trustee  | Interest                           | Declared   | Reviewed   |
|----------|------------------------------------|------------|------------|
| Jenkins  | Son-in-law owns Jenkins Roofing    | 2025-09-09 | 2026-01-15 |
| Adeyemi  | Trustee of Lakeside Food Share     | 2024-05-20 | 2026-01-15 |""",
        "Which interests matter for tonight's roof repair decision?",
        "Our conflicts register",
    ),
    (
        "board-cover-sheet",
        ["document_header", "trustees"],
        """Paper: 7
Meeting: Board of Trustees, 18 June 2026
Date of paper: 4 June 2026
Author: Finance Director
Purpose: Decision
Subject: Reserves policy review""",
        "Draft the executive summary box for this paper: we propose lowering the target to 4 months.",
        "Cover sheet",
    ),
    (
        "annual-return-email",
        ["email", "trustees", "submission_id"],
        """From: Charity Commission <noreply@charitycommission.example>
Date: Thu, 29 Jan 2026 16:05:12 +0000
Subject: Annual return submitted - 1098765

Your annual return for the financial period ending 31 March 2025 was submitted on 29 January 2026 at 16:04.
Submission ID: AR-2025-1098765-4F2A""",
        "Were we within the ten-month deadline?",
        "Confirmation from the Commission",
    ),
    (
        "bank-mandate-log",
        ["logfmt", "trustees"],
        """2026-02-02T10:11:09Z mandate_change requested_by=treasurer add_signatory="A. Adeyemi" remove_signatory="P. Cole"
2026-02-03T14:40:51Z mandate_change approved_by=chair
2026-02-10T09:00:00Z bank_confirmation ref=HSBC-MC-552190""",
        "Summarise this for the minutes.",
        "Bank mandate log",
    ),
    (
        "govtalk-xml",
        ["xml", "gift_aid"],
        """<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope">
  <Header><MessageDetails><Class>HMRC-CHAR-CLM</Class><CorrelationID>7F1A2B3C4D5E6F708192A3B4C5D6E7F8</CorrelationID>
  <GatewayTimestamp>2026-03-03T16:41:22.118</GatewayTimestamp></MessageDetails></Header>
  <Body><ErrorResponse><Error><Number>7014</Number><Text>Donation date after claim end date</Text></Error></ErrorResponse></Body>
</GovTalkMessage>""",
        "Which row is wrong and why?",
        "The response XML",
    ),
    # other languages
    (
        "de-zuwendung-export",
        ["de", "non_english", "csv", "erstellt"],
        """Erstellt;Spender-Nr;Betrag;Zahlart;Zweck
02.01.2026 08:14:55;100442;50,00;Lastschrift;Kinderhospiz
02.02.2026 08:15:03;100442;50,00;Lastschrift;Kinderhospiz
17.02.2026 19:40:22;100871;500,00;Überweisung;Trauerbegleitung""",
        "Welche Spender bekommen im Januar eine Sammelbestätigung und über welchen Betrag?",
        "Hier der Export aus dem Spenden-CRM",
    ),
    (
        "fr-helloasso-json",
        ["fr", "non_english", "json_pretty", "id_first"],
        """{
  "id": 88120597,
  "date": "2026-03-02T18:51:40.2310000+01:00",
  "formSlug": "adhesion-2026",
  "payer": {"firstName": "Léa", "lastName": "Martin"},
  "amount": {"total": 2500}
}""",
        "Cette commande correspond-elle au second paiement de Léa ? Le montant est-il en centimes ?",
        "Voici ce que l'API a renvoyé",
    ),
    (
        "es-certificado",
        ["es", "non_english", "document"],
        """CERTIFICADO DE DONACIONES - Ejercicio 2025
Entidad: Fundación Agua para Todos (NIF G-28123456), acogida a la Ley 49/2002
Donante: Marta Gil Soler, NIF 12345678Z
Donaciones: 15/01/2025 90,00 €; 15/04/2025 90,00 €; 15/07/2025 90,00 €; 15/10/2025 90,00 €
Fecha de emisión: 28/01/2026""",
        "¿Cuánto me desgravo si los primeros 250 € tienen un 80 %?",
        "Mi certificado",
    ),
    (
        "nl-anbi-overeenkomst",
        ["nl", "non_english", "document"],
        """Overeenkomst periodieke gift in geld
Transactienummer: PG-2024-00931
Ingangsdatum: 1 januari 2024, looptijd 5 jaar
Jaarlijks bedrag: € 600,00
Ondertekend: 12 december 2023""",
        "Mag ik in 2026 stoppen als ik mijn baan verlies?",
        "Mijn overeenkomst",
    ),
    (
        "pl-sprawozdanie",
        ["pl", "non_english", "md_table"],
        """| Data       | Darczyńca        | Kwota     | Cel            |
|------------|------------------|-----------|----------------|
| 2026-01-12 | Jan Kowalski     | 500,00 zł | rehabilitacja  |
| 2026-02-03 | Firma Drewbud    | 5000,00 zł| turnus letni   |
| 2026-02-28 | anonim           | 120,00 zł | statutowe      |""",
        "Ile wpłynęło na turnus letni i czy darowizna firmy wymaga umowy?",
        "Zestawienie z systemu",
    ),
    (
        "ja-volunteer-log",
        ["ja", "non_english", "log"],
        """2026-03-07 09:58:12 出勤 山田花子 (V-0412)
2026-03-07 13:02:47 退勤 山田花子 (V-0412)
2026-03-07 10:05:30 出勤 佐藤健 (V-0388)
2026-03-07 12:31:09 退勤 佐藤健 (V-0388)""",
        "この記録から二人の活動時間を計算してください。",
        "受付端末の記録です",
    ),
    (
        "ko-huwon-json",
        ["ko", "non_english", "json_single_line", "korean_keys"],
        """{"후원자번호":"H-20931","등록일시":"2025-11-02 14:22:07","후원금액":30000,"결제수단":"CMS","최근출금일":"2026-03-25"}""",
        "이 후원자의 다음 출금일은 언제인가요?",
        "시스템에서 조회한 결과입니다",
    ),
    (
        "zh-juanzeng-csv",
        ["zh", "non_english", "csv", "chinese_keys"],
        """捐赠编号,捐赠时间,捐赠人,金额,项目
JZ-26-0318,2026-03-18 20:41:09,王女士,100,乡村图书角
JZ-26-0319,2026-03-18 20:41:52,王女士,100,乡村图书角
JZ-26-0402,2026-04-02 09:10:33,李先生,500,助学金""",
        "王女士的两笔是否重复？需要退款吗？",
        "这是后台导出的记录",
    ),
    (
        "ar-receipt",
        ["ar", "non_english", "receipt", "arabic_indic_digits"],
        """إيصال تبرع رقم ٢٠٢٦/٠٤١٢
التاريخ: ١٤ مارس ٢٠٢٦، الساعة ٢١:١٤:٠٥
المتبرع: سارة العتيبي
المبلغ: ٥٠٠ ريال - كفالة يتيم""",
        "هل هذا الإيصال يكفي لإثبات التبرع أمام جهة عملي؟",
        "هذا الإيصال الذي وصلني",
    ),
    (
        "hi-80g-receipt",
        ["hi", "non_english", "receipt"],
        """रसीद संख्या: AKF/80G/2025-26/1187
दिनांक: 30-03-2026
दाता: रमेश वर्मा, PAN ABCPV1234K
राशि: ₹5,000 (UPI, 29-03-2026 23:58:41)
80G पंजीकरण: AAATA1234BF20214""",
        "क्या इस रसीद पर मुझे 50% छूट मिलेगी?",
        "मेरी रसीद",
    ),
    (
        "he-kabala",
        ["he", "non_english", "receipt"],
        """קבלה מס' 20250931
תאריך: 03/12/2025 11:20:45
התקבל מאת: דנה לוי
סכום: 1,800 ש"ח - העברה בנקאית
אישור סעיף 46 בתוקף עד 31/12/2026""",
        "האם הקבלה הזאת תקפה לזיכוי מס?",
        "הנה הקבלה",
    ),
    (
        "ru-otchet",
        ["ru", "non_english", "log"],
        """[2026-03-02 10:00:14] Заявка Г-0412 создана, сумма 480 000 ₽
[2026-03-05 16:22:40] Заявка Г-0412 отправлена на экспертизу
[2026-03-20 12:01:03] Заявка Г-0412: решение — поддержать частично, 350 000 ₽""",
        "Сколько дней прошло от создания до решения?",
        "Журнал из системы грантов",
    ),
    (
        "pt-recibo-email",
        ["pt", "non_english", "email"],
        """De: Instituto Mata Viva <doacoes@mataviva.example>
Data: Qui, 5 Mar 2026 08:00:05 -0300
Message-ID: <r-2026-03-0601@mataviva.example>
Assunto: Recibo da sua doação de R$ 50,00""",
        "Esse e-mail serve como comprovante para o imposto de renda?",
        "Recebi isto",
    ),
    (
        "sv-insamling",
        ["sv", "non_english", "csv"],
        """Datum;Tid;Givare;Belopp;Kanal
2026-03-27;06:12:48;Anna Berg;200;Autogiro
2026-03-28;06:10:02;Anna Berg;200;Autogiro
2026-03-28;14:33:19;Erik Ström;500;Swish""",
        "Har Anna dragits dubbelt?",
        "Utdrag från givarsystemet",
    ),
    (
        "tr-bagis",
        ["tr", "non_english", "key_value"],
        """makbuz_no=BM-2026-0412 tarih=2026-03-10T14:22:05+03:00 bagisci="Ayşe Demir" tutar=1500 TL tur=zekat""",
        "Bu makbuz vergi indirimi için yeterli mi?",
        "Bağış makbuzum",
    ),
    (
        "th-receipt",
        ["th", "non_english", "receipt", "buddhist_era"],
        """ใบเสร็จรับเงินบริจาค เลขที่ DD-69-00418
วันที่ 2 กุมภาพันธ์ 2569 เวลา 10:41:22 น.
ผู้บริจาค: นายสมชาย ใจดี
จำนวนเงิน 2,000 บาท (e-Donation)""",
        "ใบเสร็จนี้ลดหย่อนภาษีได้กี่เท่า",
        "นี่คือใบเสร็จ",
    ),
    (
        "sw-mpesa",
        ["sw", "non_english", "sms"],
        """UC4K9X2QPL Imethibitishwa. Ksh1,000.00 imetumwa kwa MAJI SAFI PWANI akaunti HARAMBEE tarehe 6/3/26 saa 3:14 PM.""",
        "Je, mchango huu umefika kwa shirika? Nitapata risiti lini?",
        "Ujumbe wa M-Pesa",
    ),
    (
        "uk-dovidka",
        ["uk", "non_english", "document"],
        """Довідка № 412/26
Видана: 14.03.2026
Підопічна: Олена Коваль, отримувала продуктові набори 02.01.2026, 16.01.2026, 30.01.2026""",
        "Чи можна цю довідку подати до соцзахисту?",
        "Ось довідка",
    ),
    (
        "el-apodeixi",
        ["el", "non_english", "receipt"],
        """ΑΠΟΔΕΙΞΗ ΔΩΡΕΑΣ αρ. 2026/0088
Ημερομηνία: 02/03/2026 12:14:09
Δωρητής: Νίκος Παπαδάκης
Ποσό: 100,00 €""",
        "Εκπίπτει αυτή η δωρεά από την εφορία;",
        "Η απόδειξη",
    ),
    (
        "id-donasi",
        ["id", "non_english", "json_pretty"],
        """{
  "id_donasi": "DN-2026-03-00912",
  "waktu": "2026-03-21T19:04:55+07:00",
  "nama": "Budi Santoso",
  "nominal": 250000,
  "program": "Beasiswa Anak Pesisir"
}""",
        "Apakah donasi ini bisa dipakai untuk pengurang zakat di SPT?",
        "Ini bukti donasi saya",
    ),
]

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
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_doc",
    "tool_observation",
    "under_meta",
    "end_of_prompt",
]
SYSTEM_NP = "You are the assistant of a charity's operations team. Answer precisely and say when the data is not enough."


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
    if placement == "earlier_user":
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: Can you pull up the record?\nAssistant: {intro}:\n{block}\nUser: {ask}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_NP}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_NP}<|im_end|>\n<|im_start|>user\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_NP}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_NP}<|end|>\n<|user|>\n{ask}\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {intro}:\n{block}\n\n{ask} [/INST]"
    if placement == "rag_doc":
        return (
            f'Answer from the documents only.\n\n<document source="shared-drive">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"{SYSTEM_NP}\n\nUser: {ask}\nThought: I need the record.\nAction: lookup_record\n"
            f"Observation: {block}\nThought:"
        )
    if placement == "under_meta":
        return f"App: ops-assistant\nLocale: en-GB\nCharity number: 1098765\n\n{block}\n{ask}"
    assert placement == "end_of_prompt"
    return f"{ask} {intro}:\n\n{block}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        NEG.append(
            Draft(
                _place(placement, block, ask, intro),
                f"{SRC}neg:pasted:{source}",
                ["hard_negative", "pasted", placement, *tags],
            )
        )


def _neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    _neg(
        "lookalike:stable-header",
        ["lookalike", "stable_header", "knowledge_cutoff"],
        """Charity: Greyfriars Children's Hospice (1098765)
Model: gpt-4o-2024-08-06
Knowledge cutoff: 2024-06
Prompt revision: 2026-02-10

You help supporter care staff write replies. Be warm and never discuss a child's medical details.

Staff: A donor wants to know if she can visit the garden she sponsored.
Assistant:""",
    )
    _neg(
        "lookalike:llama3-cutoff",
        ["lookalike", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain Gift Aid rules to charity volunteers in plain English.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can a gift from a couple's joint account be Gift Aided by both of them?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
    )
    _neg(
        "lookalike:front-matter-policy",
        ["lookalike", "front_matter", "effective_date"],
        """---
policy: gift-acceptance
approved: 2025-11-20
next_review: 2027-11-20
owner: director-of-fundraising
---
Under this policy we refuse gifts from tobacco companies and review any single gift over GBP 25,000.

User: A local vape shop wants to sponsor our fun run. Can we accept?
Assistant:""",
    )
    _neg(
        "lookalike:xml-campaign",
        ["lookalike", "xml_attr", "campaign_window"],
        """<campaign code="WIN26-DM-A" opens="2026-11-01" closes="2027-01-31" fund="UNR-001"/>
Write the P.S. line for the winter appeal letter. Mention that gifts are matched until the campaign closes.""",
    )
    _neg(
        "lookalike:json-tenant",
        ["lookalike", "json_inline", "tenant_uuid", "calver"],
        """{"engine":"2026.11.3","tenant":"5b0e7c42-93d1-4f6a-b8e2-1c7d9a3f0e55","locale":"en-GB"}
You summarise volunteer feedback into three themes with one quote each.

Feedback: "Loved the new induction." / "Parking at the warehouse is a nightmare." / "More evening shifts please."
Themes:""",
    )
    _neg(
        "lookalike:html-comment",
        ["lookalike", "html_comment", "prompt_revision"],
        """<!-- template: thank-you-letter rev 2026-01-07 -->
Write a thank-you letter to a first-time donor. Mention the project they gave to and invite them to the open
day on 14 June.

Donor: Ms Carla Jones, GBP 30 to the Riverside Garden project.
Letter:""",
    )
    _neg(
        "lookalike:md-table-org",
        ["lookalike", "md_table", "dates"],
        """| Field           | Value                       |
|-----------------|-----------------------------|
| Charity         | Fernhill Wildlife Trust     |
| Registered      | 1994-03-08                  |
| Year end        | 31 March                    |
| Gift Aid ref    | XR48120                     |

You answer supporters' questions about the Trust's reserves. Use the published accounts only.

User: Why do you keep so much money in reserve?
Assistant:""",
    )
    _neg(
        "lookalike:env-lines",
        ["lookalike", "key_value_lines", "schedule"],
        """CLAIM_SCHEDULE_DAY=5
CLAIM_CUTOFF=23:59
RECEIPT_TEMPLATE_VERSION=2025-09
FISCAL_YEAR_START=04-01

Explain to the new finance assistant what these settings of our Gift Aid tool mean.""",
    )
    _neg(
        "lookalike:stripe-version",
        ["lookalike", "header_block", "api_version"],
        """Stripe-Version: 2024-06-20
Stripe-Account: acct_1Nv0FGQ9RKHgCVdK
Customer: cus_PzQ4LLkdIwHu7i (monthly donor since 2023-05-01)

You answer donors about their card payments. Never show full card numbers.

Donor: Why does my statement say GIVE*FERNHILL?
Assistant:""",
    )
    _neg(
        "lookalike:gemma-terms",
        ["lookalike", "gemma", "dates"],
        """<start_of_turn>user
Our lottery licence (ref LOT-1187) runs from 1 April 2025 to 31 March 2028 and the draw is every Friday at
20:00. Write the small print for the ticket.<end_of_turn>
<start_of_turn>model
""",
    )
    _neg(
        "lookalike:discord-ids",
        ["lookalike", "discord", "snowflake_stable"],
        """guild_id: 1201934857362841600
channel_id: 1201934857362841607
role_volunteers: 1201935012458692618

You are the volunteers' Discord helper for Pixel Aid (charity gaming marathons). Answer about stream
schedules and safeguarding rules.

User: Can I stream with my 15-year-old brother on camera?
Assistant:""",
    )
    _neg(
        "lookalike:unrendered",
        ["lookalike", "template_placeholder"],
        """Current date: {{ now }}
Request: {{ request_id }}

You write the weekly volunteer e-mail. Use a friendly tone and list next week's shifts.""",
    )
    _neg(
        "lookalike:member-header-es",
        ["lookalike", "es", "non_english", "header_block"],
        """Entidad: Fundación Agua para Todos (NIF G-28123456)
Inscripción: Registro de Fundaciones n.º 1187, 12/05/2004
Ejercicio fiscal: enero-diciembre

Eres el asistente de la fundación. Responde en español y con precisión.

Socio: ¿Hasta cuándo puedo hacer un donativo para que cuente en la renta de este año?""",
    )
    _neg(
        "lookalike:ja-revision",
        ["lookalike", "ja", "non_english", "prompt_revision"],
        """プロンプト改訂: 2026-01-15
法人番号: 1234567890123

あなたは認定NPO法人のボランティア募集担当です。募集文を100字以内で書いてください。
活動: 毎週土曜 10時〜12時、子ども食堂の配膳""",
    )


def _negatives_asked() -> None:
    _neg(
        "asked:epoch",
        ["asked", "epoch"],
        """Our donation widget logged 1773518417 and 1773518417512 for the same gift. Which is in
milliseconds, and what UK time was the gift made?""",
    )
    _neg(
        "asked:uuid7",
        ["asked", "uuid7"],
        """Can you tell when donation 0195d2c4-9a1e-7b3c-8f21-4d6e0a9b1c2d was created just from
its id? Someone said UUIDv7 carries a timestamp.""",
    )
    _neg(
        "asked:ksuid",
        ["asked", "ksuid"],
        """Our events platform gave registration 2LzQqg5t0Q3jYtE8m9WcX1bR7Fh. Is that a KSUID, and
can I sort registrations by it?""",
    )
    _neg(
        "asked:typed-clock",
        ["asked", "typed_time"],
        """It's 07:40 here at the collection point at Leeds station and only two of the six volunteers
have turned up. The shift started at 07:30. What should I do?""",
    )
    _neg(
        "asked:relative",
        ["asked", "relative_time"],
        """The Direct Debit run finished 20 minutes ago, but the dashboard still shows last month's total
from 3 hours before the run. Is the dashboard just cached?""",
    )
    _neg(
        "asked:few-shot",
        ["asked", "few_shot", "example_dates"],
        """Extract the gift as JSON.

Example input: "Received GBP 50 from Ann Rowe on 2026-02-03 by cheque"
Example output: {"donor": "Ann Rowe", "amount": 50, "date": "2026-02-03", "method": "cheque"}

Input: "Paid in 14/03/2026: GBP 120 cash from the Ashby quiz night"
Output:""",
    )
    _neg(
        "asked:jwt",
        ["asked", "jwt"],
        """Our volunteer app's token is below. Is it expired, and what is the subject?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ2b2wtNDA5MTgiLCJpYXQiOjE3NzM1MTg0MTcsImV4cCI6MTc3MzUyMjAxN30.k3j9Vb0c2X4n1Q7sT8uY5wZ6aR0eD2fG4hJ1lK3mN5o""",
    )
    _neg(
        "asked:traceparent",
        ["asked", "traceparent"],
        """Support asked me for the trace of the failed donation. Is this what they need, and which part
is the trace id?

traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01""",
    )
    _neg(
        "asked:deadline-arithmetic",
        ["asked", "dates"],
        """Our Gift Aid claim period ended on 2026-02-28. HMRC allows claims up to four years after
the end of the accounting period (ours ends 31 March). What is the last date we can claim for gifts made in
February 2026?""",
    )
    _neg(
        "asked:de-deadline",
        ["asked", "de", "non_english", "dates"],
        """Die Zuwendungsbestätigung ist vom 15.01.2026, die Spende vom 28.12.2025. Bis wann muss ich sie
beim Finanzamt einreichen, wenn meine Steuererklärung für 2025 bis 31.07.2026 fällig ist?""",
    )
    _neg(
        "asked:ko-time",
        ["asked", "ko", "non_english", "dates"],
        """후원 행사가 2026년 5월 16일 오후 2시에 시작하고 4시간 30분 진행됩니다. 자원봉사자 철수는 몇 시에
시작하면 될까요?""",
    )
    _neg(
        "asked:snowflake",
        ["asked", "snowflake"],
        """Someone posted a scam donation link in our Discord; the message id is 1216049281543602176. Can I
work out when it was posted from that?""",
    )
    _neg(
        "control:plain-1",
        ["control", "plain"],
        """You are a friendly assistant for a community choir that raises money for local causes.

User: Suggest three themes for our summer concert.
Assistant:""",
    )
    _neg(
        "control:plain-2",
        ["control", "plain"],
        """Write a two-sentence call for volunteers to help plant trees in the park.""",
    )


# --- assembly ------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold79", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
