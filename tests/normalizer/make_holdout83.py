"""Build `prompt_normalizer/corpus/holdout83.jsonl`, an eighty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout83.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`: the
domain sentence of each, keyword searches over all of them for neighbours of this domain -- insurance,
claims, FNOL, adjusters, vets and pet cover, travel, settlements, fraud, policyholders, underwriting --
with the passages around the hits, the sources of `make_holdout25.py`, most of the docstring of
`make_holdout78.py`, the clarification section of `make_holdout79.py` and the whole docstring of
`make_holdout80.py`), to keep clear of the sources and scenarios they used and to apply their
clarifications of the rules; of `make_holdout24.py` also its import block and its last 150 lines, for the
structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing of
`tests/normalizer/` showed the names of the generators and a check of the path showed that
`holdout83.jsonl` did not exist yet.) Nothing under `prompt_normalizer/`, no other test file, no `*.jsonl`
corpus, neither docs/ nor bench/ and no git history was read; the expected outputs were checked by
building the cases in memory, not by reading the written corpus. `make_holdout81.py` to
`make_holdout88.py`, written at the same time, were not read.

The domain is home, pet and travel insurance claims: first notice of loss, adjusters' visits, photos and
invoices, policy wording checks, travel delays and medical claims abroad, vet bills, fraud flags and
settlements. The earlier docstrings name neighbours of it: insurance and motor vehicles with a web FNOL
intake in a header block, a desk adjuster copilot in YAML front matter, hail catastrophe triage, a
subrogation footer, a total-loss valuation "as of" a time, a windscreen chat, an SIU red-flag assistant
with a bracketed `key=value` context, a field appraiser's photo upload (HTML comment and parenthesised
receipt line), a catastrophe desk's ISO week date, a casualty reserve helper behind Llama 3, a claims
diary sentence and a Teams loss adjuster bot (make_holdout25); a pet insurance claim pre-check and a
policyholder portal next to a vet estimate assistant (make_holdout17); veterinary triage and SOAP notes
(make_holdout7); an Australian claims record, an after-hours FNOL call with its SIP Call-ID, a Norwegian
car claim and a travel quote behind a B3 header (make_holdout6); an on-demand insurance quote
(make_holdout45); insurance certificates among travel agency records (make_holdout75); BPJS and Amharic
insurance claims (make_holdout53); and insurance pre-authorisation for clinics (make_holdout59). The
scenarios here were written around them: nothing is about motor, quotes or underwriting; first notice of
loss arrives as a made-up `Claimpoint-*` delivery, a portal export or a form export, never a web intake
header block or a call; the adjuster's desk is a session in markdown bullets, not front matter; fraud
flags are a scoring run's XML elements, a rules engine log and a logfmt export, with no bracketed SIU
context; photos are EXIF read by the policyholder or received by the app under a phrase, with no HTML
comment; pet cover is vet invoices, pre-existing and continuing conditions, vaccination and neutering
questions, with no pre-check or policyholder portal; travel is delays, medical claims abroad with an
assistance company, and baggage, with no quote and no B3 header; there is no catastrophe desk, ISO week,
subrogation, total loss, windscreen or claims diary. The sources are:

* first notice of loss: an app's `generated_at` in a pretty JSON head over a portal export that opens
  with `created_at` and a UUIDv7 `id`, a `Claimpoint-*` delivery the app received (delivery ULID, sent
  epoch and signature move; the FNOL payload with `submitted_at` stays), a leading `x-corr:` ULID and a
  trailing `client_ts=` epoch around a doorbell event, a German `Schadenakte geladen:` with a ULID
  `Vorgangs-Sitzung:` over the user's Schadenmeldung (`Erstellt:` stays), Spanish front matter
  (`marca_temporal`, nanoid `sesion`) over a police report and a Polish footer `Czas serwera:`;
* adjusters' visits: a Phi-3 scheduler's Auckland local time, an adjuster desk session (KSUID) and its
  opening in Python logging form over the adjuster's notes, and a Turkish bracketed context (`oturum`
  uuid, `an`) over an expert's DASK report;
* photos and invoices: photos received by the claims app "at" a time with an ObjectId `(batch ...)` over
  EXIF, an OCR line (`job` TSID, `finished` in ms; `engine` and `pages` stay) over a roofer's invoice;
* policy wording checks: a RAG block's `query_id` and the document's `retrieved` attribute (source,
  `effective` and `section` stay) and a request's UUIDv7 `Request-Id` beside the claim UUIDv7 the user
  asks about;
* travel delays and medical claims abroad: a ChatML system turn's `Current time:` (+09:00) and KSUID
  `Session:` over a flight status, a tool result's `call_id` and `fetched` over an assistance case, an
  inbound SMS delivery (`MessageSid`, `X-Twilio-Signature`), made-up `ledge.t` (us) and `ledge.n`
  (base58) beside `ledge.rel`, a French `Heure de la requête :` after a hospital record, a Korean
  `요청 일시:` in 12-hour form with a UUIDv7 `세션 ID:`, an Arabic `وقت الاستعلام:` in Arabic-Indic
  digits, a Chinese `查询时间：` with a KSUID `会话：` and a Thai `เวลาที่สอบถาม:` in the Buddhist era;
* vet bills: a Llama 3 `Today Date` (`Cutting Knowledge Date` stays) over an invoice, a Mistral `Now:` in
  JavaScript `toString()` form over a clinical history, a Japanese `照会日時：` over a 診療明細 and a Hindi
  `पूछताछ संख्या:` (UUIDv7) and `पूछताछ का समय:`;
* fraud flags: a scoring run's `<run_id>` ULID and `<scored_at>` at precision 6 beside a stable model and
  threshold, over the policyholder's claim history CSV;
* settlements: a letter date filled in today with its nanoid draft id (the date the settlement was agreed
  stays), and a settlement payment the app sent (`Idempotency-Key`, `X-Request-Start` in us;
  `Api-Version: 2025-11-15`, the claim, the amount and the IBAN stay);
* the generated family: one volatile field (nine English time labels in seventeen formats, ten English id
  labels over UUIDv7, ULID in both cases, KSUID, UUIDv4, hex, traceparent, ObjectId, TSID and nanoid, and
  the local time and session labels of eight languages) at four of ten positions (first line, system
  tail, YAML front matter, pretty JSON head, XML attribute, bracketed `key=value`, after the user's
  message, footer after `--`, markdown table row, bullet) of 18 bodies (ten English, eight in German,
  French, Spanish, Japanese, Korean, Portuguese, Russian and Arabic) whose user message carries a pasted
  record with its own times and ids (portal JSON, weather CSV, alarm logfmt, a vet table, a YAML history,
  a flight status, a clinic XML invoice, a PIR with `Created:`, a rules engine log, an e-mail with `Date:`
  and `Message-ID:`, and local invoices, certificates and reports).

The negatives: 43 pasted records in twenty placements (at the very start of the user's message, question
before, question after, behind a lead-in, fenced, quoted with "> ", in an earlier user turn, in an earlier
assistant turn, indented, typed right under the question, at the very end of the prompt, in ChatML,
Llama 3, Mistral, Gemma and Phi-3 turns, in a RAG document the customer uploaded, in a tool observation
reading the user's attachment, on both sides and in a user turn under a system prompt): a portal claim
JSON opening with `created_at`, a UUIDv7 `id` and its own `request_id`, a `Claimpoint-*` delivery pasted
to debug its tolerance, adjuster visit YAML with `visited_at` and `ts`, a plumber's invoice, exiftool
output with `Image Unique ID`, fraud logfmt with `ts=` and `req_id=`, a settlement e-mail, a vet invoice
table with times to the second, a clinical history CSV, a single-line flight record with an epoch in ms
and a UUIDv7, an airline delay letter, a hospital e-invoice XML, an assistance company's case log, a PIR,
`curl -v` with `date`, a ULID `x-request-id` and `ratelimit-reset`, claim events with KSUID ids, a
policy wording clause, a taxi receipt, a FNOL form export with `Response ID`, `Started` and `Submitted`,
a ULID settlement ledger CSV, a payout object with epoch `created` and `arrival_date`, a suspicious
invoice e-mail with `Received:`, an ACORD request with `RqUID`, leak sensor `ts=` lines in ms and
doorbell events with UUIDv7 ids; and in other languages a German Schadenmeldung (`Erstellt:`), a French
attestation (`Horodatage :`), a Spanish vet invoice (`Fecha y hora:`), a Japanese 事故受付 (ULID
`事故受付番号`, `受付日時`), a Korean receipt (`발행일시`, 12-hour), Chinese JSON with Chinese keys
(`创建时间`), an Arabic medical report (Arabic-Indic digits), a Hindi SMS, a Brazilian laudo
(`Data/hora da vistoria`), a Russian акт, a Polish zgłoszenie (`Utworzono:`), a Turkish ekspertiz
(`Tarih:`), a Greek receipt (`Ημερομηνία και ώρα:`), a Hebrew vet receipt, a Thai receipt (Buddhist era),
a Vietnamese delay certificate, an Italian perizia and a Dutch schademelding (`Aangemaakt:`). 13 more: an
epoch and a UUIDv7 the user asks about, few-shot loss dates, a policy header with cover start and renewal
dates, a Llama 3 header with only its knowledge cutoff, an unrendered `{{now}}` and `{{session_id}}`, a
tenant uuid and CalVer build in pretty JSON, claims line hours in XML attributes, a clock the user types,
relative times, working-day arithmetic and two plain controls. And 46 generated hard negatives: the
family's bodies with one stable value (policy wording, knowledge cutoff, time zone, API version,
handbook revision, build, region, excess, product, claims line hours, model, tenant uuid, prompt revision,
cover start) at positions of the same kinds.

What it is: 203 prompts. 101 carry volatile fields (121 spans): 29 hand-written positives (49 spans; 19
with two or more fields) and 72 generated ones. 102 carry none. About two prompts in five are in a
language other than English (German, French, Spanish, Portuguese, Italian, Dutch, Polish, Turkish,
Vietnamese, Russian, Greek, Hebrew, Arabic, Hindi, Thai, Japanese, Korean and Chinese; scripts: Latin,
Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Kana and Han, Hangul, Han). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, deliveries received vs pasted, tool results, "today" written into an
artefact, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Claim material is content wherever it sits and however it opens: claim, policy, case, invoice, file,
  PIR, receipt, report, payout, ledger and event ids (UUIDv7, ULID, KSUID, hex, `po_`), a pasted record's
  own `request_id` and `RqUID`; loss, visit, reading, admission, guarantee, invoice, vaccination,
  scheduled and actual departure, capture (EXIF `Create Date`, `Date/Time Original`, `Image Unique ID`),
  posting, payout and arrival dates and times; `created_at`, `Created:`, `Erstellt:`, `Horodatage :`,
  `受付日時`, `创建时间`, `Utworzono:`, `Aangemaakt:`, `ts`, `timestamp`, `Date:`, `Received:` and
  epochs inside records -- also right under the prompt's own metadata, and also when the program fetched
  or received them for this request (the assistance case in a tool result, the FNOL payload of a received
  delivery, the EXIF under the app's receipt phrase, the invoice under the OCR line).
* Near misses are decided by position and purpose: the app's `generated_at` in the JSON head moves while
  the pasted export's `created_at` stays; a `Claimpoint-*` delivery the app received moves its delivery
  id, sent time and signature and keeps its payload, while the same delivery pasted to debug stays whole;
  the request's UUIDv7 `Request-Id` moves while the claim UUIDv7 the user asks about stays; an inbound
  SMS delivery moves its `MessageSid` (a per-message id) and `X-Twilio-Signature`, and its sender and
  body stay.
* A settlement letter's date "filled in today" moves with the draft's id; the date the settlement was
  agreed stays. A payment the app sent for this request moves its `Idempotency-Key` and
  `X-Request-Start`; `Api-Version`, the claim, the amount and the payee stay.
* Runs, jobs, batches, queries and tool calls minted for this request move with their time (a scoring
  run's `<run_id>` and `<scored_at>`, an OCR job and its finish, a photo batch and its receipt, a RAG
  `query_id` and `retrieved`, a tool result's `call_id` and `fetched`); the model, threshold, engine,
  page count, tool name, document source, effective date and section stay.
* Clocks read for this request are the current time in any form: a local time with its zone name, Llama
  3's `Today Date`, a `Now:` in JavaScript `toString()` form, a current date alone ("Pulled: <weekday>,
  <month> <day>, <year>"), made-up labels (`hx.clock`, `hx_clock=`, `ledge.t`) and local labels in any script,
  digits or calendar (`Schadenakte geladen:`, `Abfragezeit:`, `Heure de la requête :`, `Horodatage de
  l'appel :`, `Hora de la consulta:`, `Horário da consulta:`, `Время запроса:`, `照会日時：`, `処理日時：`,
  `요청 일시:`, `조회 시각:`, `查询时间：`, `وقت الاستعلام:`, `وقت الطلب:`, `पूछताछ का समय:`,
  `เวลาที่สอบถาม:`, `Czas serwera:`, `an=`). Sessions and conversations move (`Session`, `세션 ID`,
  `Sitzung`, `sesion`, `oturum`, `会话`, `Vorgangs-Sitzung`, `رقم الجلسة`). `ledge.rel` (CalVer), tenants,
  products, wording ids, excesses, claims line hours, cover start and renewal dates and knowledge
  cutoffs stay, as do unrendered `{{now}}` and `{{session_id}}`.
* Times the user types (a local clock, "3 days ago", a reporting date for working-day arithmetic) and
  values the user asks about (an epoch, a UUIDv7) stay.
* Spans follow rule 3: a phrase is cut with its preposition where the cut leaves a sentence ("Photos
  received by the claims app at <time> (batch <id>) for this request:" leaves "Photos received by the
  claims app for this request:"); a parenthesised id is cut with its parentheses; XML attributes and
  `key=value` pairs are followed by a stable neighbour; volatile members of pretty-printed JSON are never
  the last member of their object; header lines, YAML keys, XML elements on their own line, markdown rows
  and bullets, footer lines and a line holding one field in any script are whole-line spans, and a
  footer's `--` stays. A span on the first line leaves the blank line after it (rule 4).
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Reply:`, `Letter:`) or a ChatML or Llama 3
  reply header on a line of its own end positives; prompts in other languages end with the user's message
  or with the metadata after it; the Mistral `[INST]` and Phi-3 positives, whose last line rule 4 does not
  know as a cue, get their trailer at the end as rule 4 gives it. Gemma appears only among the negatives.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
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
    windows_general,
)

SEED = 20380317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout83.jsonl"
SRC = "holdout83:"

UTC0 = timezone(timedelta(0), "UTC")
CET = timezone(timedelta(hours=1), "CET")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
AEST = timezone(timedelta(hours=10), "AEST")
NZDT = timezone(timedelta(hours=13), "NZDT")
BRT = timezone(timedelta(hours=-3), "BRT")
EST = timezone(timedelta(hours=-5), "EST")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


class Gen83(Gen):
    """`Gen` with the few identifiers and local renderings this corpus adds."""

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        return "".join(CROCKFORD[(value >> (5 * i)) & 31] for i in reversed(range(13)))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def before(self, t: datetime, low_h: int, high_h: int) -> datetime:
        """A moment some hours before `t` (a record's own time)."""
        return t - timedelta(seconds=self.rng.randrange(low_h * 3600, high_h * 3600))

    def upper(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(n))


def de_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y}, {t:%H:%M:%S} Uhr"


def fr_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y} à {t:%H:%M:%S}"


def es_time(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ja_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour:02d}時{t.minute:02d}分{t.second:02d}秒"


def ko_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def ru_time(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S} (МСК)"


def ar_time(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(ARABIC_DIGITS)


def th_time(t: datetime) -> str:
    return f"{t.day:02d}/{t.month:02d}/{t.year + 543} {t:%H:%M:%S} น."


def zh_time(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def pj(obj: Any) -> str:
    """Pretty JSON as an app or an API would print it."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def sj(obj: Any) -> str:
    """Single-line JSON with spaces after separators."""
    return json.dumps(obj, ensure_ascii=False)


# --- chat templates ------------------------------------------------------------------------------------------


def chatml(system: str, user: str) -> str:
    return (
        f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{user}<|im_end|>\n<|im_start|>assistant\n"
    )


def llama3(system: str, user: str) -> str:
    return (
        "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
        f"{system}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
        f"{user}<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"
    )


def mistral(system: str, user: str) -> str:
    return f"<s>[INST] {system}\n\n{user} [/INST]"


def gemma(system: str, user: str) -> str:
    return f"<start_of_turn>user\n{system}\n\n{user}<end_of_turn>\n<start_of_turn>model\n"


def phi3(system: str, user: str) -> str:
    return f"<|system|>\n{system}<|end|>\n<|user|>\n{user}<|end|>\n<|assistant|>\n"


POS: list[Callable[[Gen83], Draft]] = []


def positive(fn: Callable[[Gen83], Draft]) -> Callable[[Gen83], Draft]:
    POS.append(fn)
    return fn


SYS_EN = (
    "You are Ledgerly Claims Assistant for Harthome Mutual (home, pet and travel cover). Explain decisions "
    "in plain words, quote the policy wording when you rely on it, and never promise a payment."
)


# --- hand-written positives ------------------------------------------------------------------------------------


@positive
def _p_generated_vs_created(g: Gen83) -> Draft:
    now = g.moment(CET)
    rec = g.before(now, 30, 400)
    record = pj(
        {
            "created_at": rfc3339(rec),
            "id": g.uuid7(rec),
            "peril": "escape_of_water",
            "loss_date": iso_date(rec - timedelta(days=3)),
            "property": {"postcode": "D08 X2Y7", "type": "terraced"},
            "reported_by": "policyholder",
            "updated_at": rfc3339(rec + timedelta(hours=5), 3),
        }
    )
    return Draft(
        f"""{{
  "app": "ledgerly-claims",
  {v("datetime", '"generated_at": "' + rfc3339(now) + '",')}
  "channel": "portal"
}}
{SYS_EN}

User: Here is the export from the portal for my leak claim:
{record}
Why does it say the loss date is three days before I reported it? Is that a problem?
Assistant:""",
        f"{SRC}pos:home:generated-vs-created",
        ["json_meta", "near_miss", "pasted_json", "uuid7_content"],
    )


@positive
def _p_fnol_delivery_received(g: Gen83) -> Draft:
    now = g.moment()
    sub = g.before(now, 0, 2)
    payload = sj(
        {
            "claim_ref": f"HM-{g.digits(7)}",
            "submitted_at": rfc3339(sub),
            "peril": "storm",
            "description": "Ridge tiles blown off, water coming through the loft hatch",
        }
    )
    return Draft(
        f"""{SYS_EN}

A first notice of loss arrived from the Claimpoint intake service:
Content-Type: application/json
{v("delivery_id", "Claimpoint-Delivery: " + g.ulid(now))}
{v("datetime", "Claimpoint-Sent-At: " + str(epoch_s(now)))}
{v("signature", "Claimpoint-Signature: v1=" + g.hex(64))}

{payload}

Triage it: is this urgent, and what should the handler ask first?
Assistant:""",
        f"{SRC}pos:home:fnol-delivery-received",
        ["webhook_envelope", "near_miss", "epoch", "ulid"],
    )


@positive
def _p_asked_claim_vs_request(g: Gen83) -> Draft:
    now = g.moment()
    claim_t = g.before(now, 200, 900)
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.uuid7(now))}
Tenant: harthome-ie

{SYS_EN}

User: What's the status of claim {g.uuid7(claim_t)}? The adjuster said a decision would come within ten
working days.
Assistant:""",
        f"{SRC}pos:home:asked-claim-vs-request",
        ["header_block", "near_miss", "uuid7", "id_in_question"],
    )


@positive
def _p_chatml_flight_delay(g: Gen83) -> Draft:
    now = g.moment(JST)
    sched = g.before(now, 20, 60).replace(second=0, microsecond=0)
    status = sj(
        {
            "flight": "NH 212",
            "date": iso_date(sched),
            "sched_dep": rfc3339(sched),
            "actual_dep": rfc3339(sched + timedelta(minutes=g.small(190, 330))),
            "status": "departed",
            "source_id": g.hex(12),
        }
    )
    system = f"""You help Harthome travel policyholders with delay claims. Delay benefit is paid per full 6 hours.
{v("datetime", "Current time: " + rfc3339(now))}
{v("session_id", "Session: " + g.ksuid(now))}
Be brief."""
    return Draft(
        chatml(
            system, f"The airline app shows this for my flight:\n{status}\nCan I claim the delay benefit?"
        ),
        f"{SRC}pos:travel:chatml-flight-delay",
        ["chatml", "ksuid", "pasted_json", "times_in_content"],
    )


@positive
def _p_tool_result_assistance(g: Gen83) -> Draft:
    now = g.moment(GST)
    adm = g.before(now, 30, 90)
    case = f"""Case AX-{g.digits(8)} opened {rfc3339(adm)} by Global Assist (Dubai desk)
Patient admitted: {iso_space(adm)} GST, Rashid Hospital, suspected appendicitis
Guarantee of payment issued: {iso_space(adm + timedelta(hours=4))} GST, cap AED 60,000
Last update: {rfc3339(adm + timedelta(hours=26))} - surgery completed, discharge expected in 2 days"""
    return Draft(
        f"""{SYS_EN}

<tool_result {v("tool_call_id", 'call_id="toolu_' + g.b62(24) + '"')} {v("datetime", 'fetched="' + rfc3339(now, 3) + '"')} name="assistance_case">
{case}
</tool_result>

User: My husband is still in hospital in Dubai. Will the policy cover his flight home if he can't fly
on our original ticket?
Assistant:""",
        f"{SRC}pos:travel:tool-result-assistance",
        ["tool_result", "xml_attribute", "record_in_tool_result", "offset_times"],
    )


@positive
def _p_llama3_vet_bill(g: Gen83) -> Draft:
    now = g.moment()
    visit = g.before(now, 48, 300)
    bill = f"""Willowbank Veterinary Centre - Invoice 44871
Date: {visit:%d/%m/%Y} {visit:%H:%M}
Patient: Biscuit (Labrador, 6y), microchip 941000024681357
Consultation (emergency, out of hours)      GBP 189.00
Radiographs x2                              GBP 246.50
Foreign body removal (enterotomy)         GBP 1,420.00
Hospitalisation 2 nights                    GBP 310.00"""
    system = f"""Cutting Knowledge Date: December 2023
{v("datetime", "Today Date: " + f"{now.day:02d} {MONTHS[now.month - 1]} {now.year}")}

You are the pet claims helper of Harthome Mutual. Lifetime cover, GBP 7,000 vet fees per condition
year, excess GBP 99 plus 10% co-pay for pets over 8."""
    return Draft(
        llama3(system, f"{bill}\n\nHow much should I expect back?"),
        f"{SRC}pos:pet:llama3-vet-bill",
        ["llama3", "today_date", "pasted_invoice"],
    )


@positive
def _p_mistral_preexisting(g: Gen83) -> Draft:
    now = g.moment()
    return Draft(
        mistral(
            f"You check pet claims against the pre-existing conditions clause.\n"
            f"{v('datetime', 'Now: ' + js_tostring(now.astimezone(CET), 'Central European Standard Time'))}",
            f"""Policy started {iso_date(now - timedelta(days=410))}. Clinical history from the vet:
{iso_date(now - timedelta(days=500))}  lameness left hind, rest advised
{iso_date(now - timedelta(days=120))}  lameness left hind, X-ray: early hip dysplasia
Is the hip claim likely to be excluded?""",
        ),
        f"{SRC}pos:pet:mistral-preexisting",
        ["mistral", "js_tostring", "dates_in_content"],
    )


@positive
def _p_phi3_adjuster_visit(g: Gen83) -> Draft:
    now = g.moment(NZDT)
    slot = (now + timedelta(days=2)).replace(hour=9, minute=30, second=0, microsecond=0)
    return Draft(
        phi3(
            f"""You schedule loss adjusters' visits for Harthome NZ.
{v("datetime", "Local time (Auckland): " + f"{now:%Y-%m-%d %H:%M:%S} NZDT")}
Offer slots only between 08:00 and 17:00.""",
            f"The adjuster offered {slot:%A %d %B} at 09:30 but I work. Can we do a Saturday instead?",
        ),
        f"{SRC}pos:home:phi3-adjuster-visit",
        ["phi3", "local_time", "dates_in_content"],
    )


@positive
def _p_fraud_run_xml(g: Gen83) -> Draft:
    now = g.moment()
    rows = "\n".join(
        f"{iso_date(g.before(now, 24 * 30 * k, 24 * 30 * k + 400))},HM-{g.digits(7)},{p},{amt}"
        for k, p, amt in [
            (2, "theft", "2150.00"),
            (9, "accidental_damage", "880.00"),
            (20, "theft", "3400.00"),
        ]
    )
    return Draft(
        f"""<fraud_context>
  <model>fraudnet-4.2</model>
  {v("run_id", "<run_id>" + g.ulid(now) + "</run_id>")}
  {v("datetime", "<scored_at>" + rfc3339(now, 6) + "</scored_at>")}
  <threshold>0.72</threshold>
</fraud_context>
You summarise why a claim was flagged for the counter-fraud team. Be factual, never accusatory.

Claim history for the policyholder (CSV from the core system):
date,claim,peril,paid
{rows}

Explain the flag in three bullets.
Answer:""",
        f"{SRC}pos:fraud:run-xml-elements",
        ["xml_element", "ulid", "pasted_csv"],
    )


@positive
def _p_settlement_letter(g: Gen83) -> Draft:
    now = g.moment()
    agreed = g.before(now, 48, 240)
    return Draft(
        f"""Draft a settlement letter for the policyholder.

{v("draft_id", "Draft id: " + g.nanoid())}
{v("datetime", "Letter date (filled in today): " + f"{now.day} {MONTHS_LONG[now.month - 1]} {now.year}")}
Claim: HM-{g.digits(7)} (burst pipe, kitchen)
Settlement agreed by phone on {agreed.day} {MONTHS_LONG[agreed.month - 1]} {agreed.year}: EUR 8,420 less EUR 250 excess
Payment by bank transfer within 5 working days

Letter:""",
        f"{SRC}pos:settlement:letter-today",
        ["today_in_artefact", "draft_id", "dates_in_content"],
    )


@positive
def _p_exif_photos_phrase(g: Gen83) -> Draft:
    now = g.moment()
    taken = g.before(now, 100, 300)
    exif = f"""File Name            : IMG_4471.HEIC
Make                 : Apple
Camera Model Name    : iPhone 15
Date/Time Original   : {taken:%Y:%m:%d %H:%M:%S}
Offset Time Original : +00:00
Image Unique ID      : {g.hex(32).upper()}
GPS Position         : 53 20' 31.2" N, 6 15' 44.9" W"""
    return Draft(
        f"""{SYS_EN}

Photos received by the claims app {v("datetime", "at " + rfc3339(now))} {v("batch_id", "(batch " + g.objectid(now) + ")")} for this request:
{exif}

User: I sent this photo of the ceiling. The loss happened on {iso_date(taken)}. Is that date consistent?
Assistant:""",
        f"{SRC}pos:home:photos-received-phrase",
        ["phrase", "parenthesised_id", "objectid", "exif_content"],
    )


@positive
def _p_ocr_bracket(g: Gen83) -> Draft:
    now = g.moment()
    inv = g.before(now, 100, 600)
    return Draft(
        f"""[ocr engine=docparse-3 {v("job_id", "job=" + g.tsid(now))} {v("datetime", "finished=" + str(epoch_ms(now)))} pages=2]
Invoice INV-2026-{g.digits(4)}    Date {inv:%d.%m.%Y}
O'Brien Roofing Ltd
Replace 14 ridge tiles, re-bed mortar        EUR 1,180.00
Scaffold hire (5 days)                         EUR 640.00
VAT 13.5%                                      EUR 245.70

Does this invoice include anything the policy would treat as wear and tear?
Answer:""",
        f"{SRC}pos:home:ocr-bracket",
        ["bracket_kv", "tsid", "epoch_ms", "invoice_content"],
    )


@positive
def _p_rag_wording(g: Gen83) -> Draft:
    now = g.moment()
    return Draft(
        f"""Answer from the documents only.

<documents {v("query_id", 'query_id="' + g.hex(16) + '"')} count="1">
<document source="Harthome Home Policy Wording v7.2" effective="2025-10-01" {v("datetime", 'retrieved="' + js_iso(now) + '"')} section="4.3">
We will not pay for damage caused by water escaping from a fixed appliance if the escape has been
continuous for more than 14 days, or for the cost of repairing the appliance itself.
</document>
</documents>

Question: The leak under my dishwasher went on for about three weeks. Am I covered?
Answer:""",
        f"{SRC}pos:wording:rag-retrieved",
        ["rag", "xml_attribute", "js_iso", "stable_neighbours"],
    )


@positive
def _p_twilio_sms(g: Gen83) -> Draft:
    return Draft(
        f"""You reply to policyholders by SMS for Harthome Travel. Max 300 characters.

Inbound SMS (received for this request):
{v("message_id", "MessageSid: SM" + g.hex(32))}
{v("signature", "X-Twilio-Signature: " + g.b64url(20) + "=")}
From: +353 87 555 0142
Body: flight EI 562 cancelled, rebooked tmrw 07:10, do I claim the hotel tonight from you or Aer Lingus?

Reply:""",
        f"{SRC}pos:travel:sms-envelope",
        ["sms_webhook", "per_message_id", "signature"],
    )


@positive
def _p_session_bullets(g: Gen83) -> Draft:
    now = g.moment()
    visit = g.before(now, 30, 200)
    return Draft(
        f"""## Desk
{v("session_id", "- Adjuster desk session: " + g.ksuid(now))}
{v("datetime", "- Opened: " + py_logging(now))}
- Region: Leinster North

## Notes pasted by the adjuster
Visit {iso_date(visit)} {visit:%H:%M}: damp readings 38-41% on the party wall, 12% on the internal wall.
Ref DV-{g.digits(6)}: neighbour's gutter overflowing, photos 1-9.

Draft the adjuster's report summary.
Answer:""",
        f"{SRC}pos:home:desk-session-bullets",
        ["markdown_bullets", "ksuid", "py_logging", "dates_in_content"],
    )


@positive
def _p_payment_request(g: Gen83) -> Draft:
    now = g.moment()
    return Draft(
        f"""The settlement payment was submitted by the app:
POST /v2/settlement-payments HTTP/1.1
Host: pay.harthome.example
{v("idempotency_key", "Idempotency-Key: " + g.uuid4())}
{v("datetime", "X-Request-Start: t=" + str(epoch_us(now)))}
Api-Version: 2025-11-15

{sj({"claim": f"HM-{g.digits(7)}", "amount": "8170.00", "currency": "EUR", "payee": "IBAN IE29 AIBK 9311 5212 3456 78"})}

Tell the policyholder, in two sentences, what happens next.
Assistant:""",
        f"{SRC}pos:settlement:payment-request",
        ["http_request", "idempotency_key", "epoch_us", "api_version_stable"],
    )


@positive
def _p_leading_corr_trailing_epoch(g: Gen83) -> Draft:
    now = g.moment()
    ev = g.before(now, 5, 40)
    return Draft(
        f"""{v("correlation_id", "x-corr: " + g.ulid(now))}
Summarise this doorbell camera event for a burglary claim in one sentence.

{sj({"event": "motion", "device": "front-door", "ts": epoch_ms(ev), "clip": g.uuid7(ev)})}
{v("datetime", "client_ts=" + str(epoch_s(now)))}""",
        f"{SRC}pos:home:leading-corr-trailing-epoch",
        ["head", "tail", "ulid", "epoch", "pasted_json"],
    )


@positive
def _p_made_up_labels(g: Gen83) -> Draft:
    now = g.moment()
    return Draft(
        f"""You explain baggage claim rules for Harthome Travel.
[ledge {v("datetime", "ledge.t=" + str(epoch_us(now)))} {v("nonce", "ledge.n=" + g.b58(22))} ledge.rel=2026.03.1]

User: My suitcase arrived 3 days late. I have the PIR reference LHRBA41872 and receipts for clothes
bought on day 1 and day 2. What can I claim?
Assistant:""",
        f"{SRC}pos:travel:made-up-labels",
        ["bracket_kv", "made_up_label", "epoch_us", "base58"],
    )


@positive
def _p_german_claim(g: Gen83) -> Draft:
    now = g.moment(CET)
    rec = g.before(now, 72, 500)
    return Draft(
        f"""Du bist der Schadenassistent der Harthome Versicherung. Antworte auf Deutsch.
{v("datetime", "Schadenakte geladen: " + de_time(now))}
{v("session_id", "Vorgangs-Sitzung: " + g.ulid(now))}

Meine Schadenmeldung:
Aktenzeichen: LW-{g.digits(6)}
Erstellt: {rec:%d.%m.%Y %H:%M}
Schadentag: {(rec - timedelta(days=2)):%d.%m.%Y}
Ursache: Leitungswasser, Rohrbruch im Bad

Der Installateur kommt erst in drei Wochen. Darf ich vorher einen anderen beauftragen?""",
        f"{SRC}pos:home:de-schadenakte",
        ["german", "localized_now", "ulid", "record_created"],
    )


@positive
def _p_french_medical(g: Gen83) -> Draft:
    now = g.moment(CET)
    adm = g.before(now, 40, 200)
    return Draft(
        f"""Tu es l'assistant sinistres voyage de Harthome. Réponds en français.

Message de l'assuré :
Voici le bulletin d'hospitalisation de Lisbonne.
Date d'admission : {adm:%d/%m/%Y} {adm:%H:%M}
N° de dossier : LIS-{g.digits(7)}
Montant avancé : 2 340,00 EUR
Est-ce que je dois payer d'avance ou vous réglez l'hôpital directement ?

{v("datetime", "Heure de la requête : " + fr_time(now))}""",
        f"{SRC}pos:travel:fr-medical",
        ["french", "localized_now", "tail", "record_dates"],
    )


@positive
def _p_japanese_pet(g: Gen83) -> Draft:
    now = g.moment(JST)
    visit = g.before(now, 48, 300)
    return Draft(
        f"""あなたはペット保険の請求サポートです。日本語で答えてください。
{v("datetime", "照会日時：" + ja_time(now))}

診療明細（動物病院）
診療日：{visit.year}年{visit.month}月{visit.day}日
診療内容：皮膚炎 再診、内服薬14日分
合計：8,250円

この明細で補償割合70%の場合、いくら戻りますか？""",
        f"{SRC}pos:pet:ja-meisai",
        ["japanese", "fullwidth_colon", "localized_now"],
    )


@positive
def _p_korean_delay(g: Gen83) -> Draft:
    now = g.moment(KST)
    dep = g.before(now, 24, 70)
    return Draft(
        f"""여행자보험 지연 보상 안내 봇입니다. 한국어로 답하세요.
{v("datetime", "요청 일시: " + ko_time(now))}
{v("session_id", "세션 ID: " + g.uuid7(now))}

항공편 지연 확인서
편명: KE 0907
예정 출발: {dep:%Y-%m-%d %H:%M}
실제 출발: {(dep + timedelta(hours=5, minutes=40)):%Y-%m-%d %H:%M}
확인 번호: {g.upper(2)}{g.digits(8)}

지연 보상금을 받을 수 있나요?""",
        f"{SRC}pos:travel:ko-delay",
        ["korean", "twelve_hour", "uuid7", "record_times"],
    )


@positive
def _p_spanish_front_matter(g: Gen83) -> Draft:
    now = g.moment(CET)
    hecho = g.before(now, 30, 200)
    return Draft(
        f"""---
producto: hogar-plus
{v("datetime", "marca_temporal: " + rfc3339(now, 3))}
{v("session_id", "sesion: " + g.nanoid())}
canal: app
---
Eres el asistente de siniestros de hogar. Responde en español.

Copia de la denuncia:
Número de atestado: {g.digits(5)}/{now.year}
Fecha y hora de los hechos: {hecho:%d/%m/%Y} entre las 02:00 y las {hecho:%H:%M}
Objetos sustraídos: portátil, dos bicicletas, joyas

¿Cubre la póliza las bicicletas si estaban en el trastero?""",
        f"{SRC}pos:home:es-front-matter",
        ["spanish", "front_matter", "nanoid", "record_times"],
    )


@positive
def _p_arabic_travel(g: Gen83) -> Draft:
    now = g.moment(GST)
    bill = g.before(now, 30, 200)
    return Draft(
        f"""أنت مساعد مطالبات تأمين السفر. أجب بالعربية.
{v("datetime", "وقت الاستعلام: " + ar_time(now))}

فاتورة المستشفى:
رقم الفاتورة: {g.digits(8)}
التاريخ: {bill:%Y/%m/%d} الساعة {bill:%H:%M}
المبلغ: ١٢٬٤٠٠ درهم

هل يغطي التأمين هذه الفاتورة كاملة؟""",
        f"{SRC}pos:travel:ar-hospital",
        ["arabic", "arabic_indic_digits", "localized_now"],
    )


@positive
def _p_chinese_baggage(g: Gen83) -> Draft:
    now = g.moment(timezone(timedelta(hours=8), "CST"))
    return Draft(
        f"""你是旅行保险理赔助手，请用中文回答。
{v("datetime", "查询时间：" + zh_time(now))}
{v("session_id", "会话：" + g.ksuid(now))}

行李延误证明：航班 CA 935，文件号 PEKCA{g.digits(5)}，行李于到达后 27 小时送达。

我在这期间买的衣服可以报销吗？""",
        f"{SRC}pos:travel:zh-baggage",
        ["chinese", "fullwidth_colon", "ksuid"],
    )


@positive
def _p_thai_medical(g: Gen83) -> Draft:
    now = g.moment(ICT)
    return Draft(
        f"""คุณเป็นผู้ช่วยเคลมประกันเดินทาง ตอบเป็นภาษาไทย
{v("datetime", "เวลาที่สอบถาม: " + th_time(now))}

ใบเสร็จโรงพยาบาล: เลขที่ {g.digits(9)} ค่ารักษา 18,500 บาท (ผู้ป่วยนอก, ข้อเท้าแพลง)

ต้องใช้เอกสารอะไรบ้างในการเคลม?""",
        f"{SRC}pos:travel:th-receipt",
        ["thai", "buddhist_era", "localized_now"],
    )


@positive
def _p_hindi_pet(g: Gen83) -> Draft:
    now = g.moment(IST)
    return Draft(
        f"""आप पालतू बीमा दावों में मदद करते हैं। हिंदी में उत्तर दें।
{v("request_id", "पूछताछ संख्या: " + g.uuid7(now))}
{v("datetime", "पूछताछ का समय: " + f"{now:%d-%m-%Y %H:%M:%S} IST")}

मेरे कुत्ते का टीकाकरण 12-01-2026 को हुआ था और बिल 3,200 रुपये का है। क्या टीकाकरण कवर है?""",
        f"{SRC}pos:pet:hi-vaccination",
        ["hindi", "uuid7", "localized_now", "dates_in_content"],
    )


@positive
def _p_polish_storm(g: Gen83) -> Draft:
    now = g.moment(CET)
    return Draft(
        f"""Jesteś asystentem likwidacji szkód majątkowych. Odpowiadaj po polsku.

Zgłoszenie klienta: wichura zerwała część poszycia dachu, zdjęcia w załączniku, szkoda z {(now - timedelta(days=4)):%d.%m.%Y}.
Czy muszę czekać na rzeczoznawcę przed naprawą?
--
{v("datetime", "Czas serwera: " + f"{now:%d.%m.%Y %H:%M:%S}")}""",
        f"{SRC}pos:home:pl-footer",
        ["polish", "footer", "localized_now"],
    )


@positive
def _p_turkish_dask(g: Gen83) -> Draft:
    now = g.moment(MSK)
    return Draft(
        f"""Konut sigortası hasar asistanısın. Türkçe yanıt ver.
[ctx {v("session_id", "oturum=" + g.uuid4())} {v("datetime", "an=" + rfc3339(now))} kanal=mobil]

Ekspertiz raporu: Hasar tespit tarihi 03.02.2026, dosya no DSK-{g.digits(7)}, duvarlarda kılcal çatlaklar.
DASK bu çatlakları karşılar mı, yoksa konut poliçem mi?""",
        f"{SRC}pos:home:tr-dask",
        ["turkish", "bracket_kv", "uuid4_session", "dates_in_content"],
    )


# --- the generated family: one volatile field in a body that carries a pasted record --------------------------


def _bodies(g: Gen83) -> list[dict[str, Any]]:
    """Eighteen bodies: system text, a user message with a pasted record of its own, language and labels."""
    t0 = g.moment()
    bodies: list[dict[str, Any]] = []

    def add(
        key: str, lang: str, system: str, user: str, tlabel: str = "", ilabel: str = "", fmt=None
    ) -> None:
        bodies.append(
            {
                "key": key,
                "lang": lang,
                "system": system,
                "user": user,
                "tlabel": tlabel,
                "ilabel": ilabel,
                "fmt": fmt,
                "t0": t0,
            }
        )

    r = g.before(t0, 100, 900)
    add(
        "home-water-json",
        "en",
        SYS_EN,
        "Below is what the portal returned for my claim:\n"
        + pj({"id": g.uuid7(r), "created_at": rfc3339(r), "status": "awaiting_adjuster", "excess": 250})
        + "\nWhy is it still waiting for an adjuster after two weeks?",
    )
    r = g.before(t0, 100, 900)
    add(
        "home-storm-csv",
        "en",
        "You help home policyholders understand storm claims. Keep it short.",
        "Weather station readings my neighbour sent me:\ntime,gust_kmh,station\n"
        + "\n".join(
            f"{rfc3339(r + timedelta(minutes=10 * k))},{88 + 7 * k},DUB-{g.digits(3)}" for k in range(3)
        )
        + "\nDo these count as a storm under the usual 'storm' definition of 89 km/h?",
    )
    r = g.before(t0, 100, 900)
    add(
        "home-burglary-logfmt",
        "en",
        "You help with burglary claims. Ask for a police reference if missing.",
        "My alarm panel log:\n"
        + "\n".join(
            f"ts={rfc3339(r + timedelta(seconds=37 * k))} zone={z} event={e} id={g.hex(8)}"
            for k, (z, e) in enumerate([("back_door", "open"), ("hall_pir", "motion"), ("panel", "tamper")])
        )
        + "\nThe police reference is 17/4471/26. Does the log help show forced entry?",
    )
    r = g.before(t0, 100, 900)
    add(
        "pet-vet-table",
        "en",
        "You are the pet claims helper. Lifetime policy, GBP 99 excess per condition.",
        "Here are the vet lines from the invoice:\n| Date | Time | Item | GBP |\n|---|---|---|---|\n"
        + f"| {iso_date(r)} | {r:%H:%M} | Consultation | 68.00 |\n"
        + f"| {iso_date(r)} | {(r + timedelta(minutes=40)):%H:%M} | Bloods (senior panel) | 142.00 |\n"
        + "Which lines are claimable?",
    )
    r = g.before(t0, 500, 2000)
    add(
        "pet-history-yaml",
        "en",
        "You check pet claims for pre-existing conditions.",
        "My cat's history as the practice exported it:\nrecords:\n"
        + f"  - ts: {rfc3339(r)}\n    note: vomiting, diet change\n"
        + f"  - ts: {rfc3339(r + timedelta(days=200))}\n    note: vomiting, bloods normal\n"
        + "She has now been diagnosed with IBD. Will it be excluded?",
    )
    r = g.before(t0, 30, 200)
    add(
        "travel-delay-json",
        "en",
        "You handle travel delay claims for Harthome Travel.",
        "Flight status from the airline API:\n"
        + sj(
            {
                "flight": "FR 1882",
                "sched": rfc3339(r),
                "actual": rfc3339(r + timedelta(hours=7, minutes=5)),
                "id": g.ulid(r),
            }
        )
        + "\nHow many 6-hour blocks is that?",
    )
    r = g.before(t0, 50, 300)
    add(
        "travel-medical-xml",
        "en",
        "You help with medical expenses abroad. Check the emergency assistance rules.",
        f'The clinic in Bali gave me this:\n<invoice id="{g.uuid4()}" issued="{rfc3339(r.astimezone(ICT))}">\n'
        + '  <line>Emergency consultation</line><amount currency="IDR">2750000</amount>\n</invoice>\n'
        + "I paid by card. Do I need to call the assistance line first next time?",
    )
    r = g.before(t0, 30, 200)
    add(
        "travel-baggage-pir",
        "en",
        "You help travellers claim for delayed or lost baggage.",
        f"Property Irregularity Report\nFile reference: MAD{g.upper(2)}{g.digits(5)}\n"
        + f"Created: {r:%d%b%y %H%M}Z\nBag tag: 0075 {g.digits(6)}\nStatus: traced, forwarding\n"
        + "What do I need besides this PIR?",
    )
    r = g.before(t0, 50, 300)
    add(
        "fraud-rules-log",
        "en",
        "You explain counter-fraud rule hits to claims handlers in neutral language.",
        "Rules engine output:\n"
        + "\n".join(
            f"{py_logging(r + timedelta(seconds=k))} INFO rule={rule} claim=HM-{g.digits(7)} score={s}"
            for k, (rule, s) in enumerate([("R12_new_policy", "0.31"), ("R40_round_amount", "0.22")])
        )
        + "\nWhich of these should a handler actually worry about?",
    )
    r = g.before(t0, 50, 300)
    add(
        "settlement-email",
        "en",
        "You help policyholders understand settlement offers.",
        f"The insurer emailed me:\nFrom: claims@harthome.example\nDate: {rfc2822(r)}\n"
        + f"Message-ID: <{g.hex(16)}@mail.harthome.example>\nSubject: Settlement offer HM-{g.digits(7)}\n\n"
        + "We offer EUR 6,900 in full and final settlement.\nShould I accept or ask for the contractor's quote to be used?",
    )
    r = g.before(t0, 50, 300)
    add(
        "de-handwerker",
        "de",
        "Du bist der Schadenassistent für Wohngebäude. Antworte auf Deutsch.",
        f"Rechnung des Handwerkers:\nRechnungsnr. {g.digits(6)}, Rechnungsdatum {r:%d.%m.%Y}\n"
        + f"Trocknungsgeräte 14 Tage, Aufstellung {r:%d.%m.%Y %H:%M} Uhr\nWird das erstattet?",
        "Abfragezeit: ",
        "Sitzung: ",
        de_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "fr-retard",
        "fr",
        "Tu traites les réclamations pour retard de vol. Réponds en français.",
        f"Attestation de la compagnie :\nVol AF 1148, prévu {r:%d/%m/%Y %H:%M}, parti {(r + timedelta(hours=6, minutes=20)):%H:%M}\n"
        + f"Référence : {g.upper(6)}\nAi-je droit à l'indemnité ?",
        "Horodatage de l'appel : ",
        "Identifiant d'appel : ",
        fr_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "es-veterinario",
        "es",
        "Ayudas con reclamaciones de seguros de mascotas. Responde en español.",
        f"Factura veterinaria n.º {g.digits(6)}\nFecha y hora: {es_time(r)}\nCirugía de ligamento cruzado: 1.850,00 EUR\n"
        + "¿Cuánto me devolverán con un copago del 20 %?",
        "Hora de la consulta: ",
        "ID de sesión: ",
        es_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "ja-jiko",
        "ja",
        "あなたは火災保険の事故受付担当です。日本語で答えてください。",
        f"事故受付票\n受付番号：{g.ulid(r)}\n受付日時：{ja_time(r)}\n内容：台風による雨漏り\n次に何をすればいいですか？",
        "処理日時：",
        "セッション：",
        ja_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "ko-receipt",
        "ko",
        "해외 의료비 청구를 돕는 상담원입니다. 한국어로 답하세요.",
        f"진료비 영수증\n발행일시: {r:%Y-%m-%d %H:%M:%S}\n영수증 번호: {g.digits(10)}\n금액: USD 640.00\n청구할 때 번역본이 필요한가요?",
        "조회 시각: ",
        "세션 번호: ",
        ko_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "pt-vistoria",
        "pt",
        "Você é o assistente de sinistros residenciais. Responda em português.",
        f"Laudo da vistoria\nProtocolo: {g.digits(12)}\nData/hora da vistoria: {r:%d/%m/%Y %H:%M}\n"
        + "Conclusão: infiltração pela laje, dano ao forro da sala\nA indenização cobre o forro e a pintura?",
        "Horário da consulta: ",
        "Sessão: ",
        es_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "ru-zaliv",
        "ru",
        "Ты помощник по страховым случаям с квартирами. Отвечай по-русски.",
        f"Акт о заливе квартиры № {g.digits(4)} от {r:%d.%m.%Y}, составлен в {r:%H:%M}\n"
        + "Причина: протечка из квартиры сверху\nНужно ли мне требовать возмещение с соседей или через страховую?",
        "Время запроса: ",
        "Идентификатор сессии: ",
        ru_time,
    )
    r = g.before(t0, 50, 300)
    add(
        "ar-vet",
        "ar",
        "أنت مساعد مطالبات تأمين الحيوانات الأليفة. أجب بالعربية.",
        f"فاتورة العيادة البيطرية رقم {g.digits(6)}\nالتاريخ: {ar_time(r)}\nعملية تعقيم: ٩٥٠ درهم\nهل التعقيم مشمول بالتغطية؟",
        "وقت الطلب: ",
        "رقم الجلسة: ",
        ar_time,
    )
    return bodies


LANG_TZ = {"en": UTC0, "de": CET, "fr": CET, "es": CET, "ja": JST, "ko": KST, "pt": BRT, "ru": MSK, "ar": GST}
POSITIONS = [
    "head_line",
    "sys_tail",
    "front",
    "json_head",
    "xml_attr",
    "kv_bracket",
    "after_user",
    "footer",
    "md_row",
    "bullet",
]
KEYED = {"json_head", "xml_attr", "kv_bracket", "front"}

EN_TIME = [
    ("Generated at", "generated_at"),
    ("Request time", "request_time"),
    ("Now", "now"),
    ("Prompt rendered", "rendered_at"),
    ("Snapshot taken", "snapshot_at"),
    ("Wallclock", "wallclock"),
    ("Pulled", "pulled_at"),
    ("hx.clock", "hx_clock"),
    ("Stamp", "stamp"),
]
EN_ID = [
    ("Request-Id", "request_id"),
    ("Run", "run_id"),
    ("Snapshot", "snapshot_id"),
    ("Session", "session"),
    ("Trace", "trace"),
    ("traceparent", "traceparent"),
    ("Correlation", "corr"),
    ("hx.hop", "hx_hop"),
    ("Conversation", "conversation_id"),
    ("Nonce", "nonce"),
]


def _time_value(g: Gen83, t: datetime, k: int, spaceless: bool) -> tuple[str, str]:
    """A rendering of `t` and its cue; spaceless ones fit attributes and `key=value` pairs."""
    free = [
        (lambda: http_date(t), "datetime"),
        (lambda: rfc2822(t), "datetime"),
        (lambda: ctime(t), "datetime"),
        (lambda: windows_general(t), "datetime"),
        (lambda: us_medium(t), "datetime"),
        (lambda: long_date(t), "date"),
        (lambda: iso_space(t) + " UTC", "datetime"),
    ]
    tight = [
        (lambda: rfc3339(t), "datetime"),
        (lambda: rfc3339(t, 3), "datetime"),
        (lambda: rfc3339(t.astimezone(EST), 6), "datetime"),
        (lambda: str(epoch_s(t)), "epoch"),
        (lambda: str(epoch_ms(t)), "epoch"),
        (lambda: str(epoch_us(t)), "epoch"),
        (lambda: py_iso(t), "datetime"),
        (lambda: js_iso(t), "datetime"),
        (lambda: go_nano(t, g.small(1, 999)), "datetime"),
        (lambda: dotnet_o(t.astimezone(AEST), g.small(1, 9)), "datetime"),
    ]
    pool = tight if spaceless else tight + free
    fn, cue = pool[k % len(pool)]
    return fn(), cue


def _id_value(g: Gen83, t: datetime, k: int) -> tuple[str, str]:
    pool = [
        (lambda: g.uuid7(t), "request_id"),
        (lambda: g.ulid(t), "run_id"),
        (lambda: g.ksuid(t), "snapshot_id"),
        (lambda: g.uuid4(), "session_id"),
        (lambda: g.hex(32), "trace_id"),
        (lambda: g.traceparent(), "trace_id"),
        (lambda: g.objectid(t), "correlation_id"),
        (lambda: g.ulid(t).lower(), "hop_id"),
        (lambda: g.tsid(t), "conversation_id"),
        (lambda: g.nanoid(), "nonce"),
    ]
    fn, cue = pool[k % len(pool)]
    return fn(), cue


def _render(body: dict[str, Any], position: str, field: str, key_field: str) -> str:
    """Put `field` (a marked line or inline pair) at `position` of `body`."""
    lang = body["lang"]
    sys_text, user = body["system"], body["user"]
    if lang == "en":
        convo = f"User: {user}\nAssistant:"
        convo_meta = f"User: {user}\n{{meta}}\nAssistant:"
        convo_footer = f"User: {user}\n--\n{{meta}}\nAssistant:"
    else:
        convo = user
        convo_meta = f"{user}\n{{meta}}"
        convo_footer = f"{user}\n--\n{{meta}}"
    if position == "head_line":
        return f"{field}\n\n{sys_text}\n\n{convo}"
    if position == "sys_tail":
        return f"{sys_text}\n{field}\n\n{convo}"
    if position == "front":
        return f"---\napp: ledgerly-claims\n{key_field}\nchannel: web\n---\n{sys_text}\n\n{convo}"
    if position == "json_head":
        return (
            f'{{\n  "app": "ledgerly-claims",\n  {key_field}\n  "channel": "web"\n}}\n{sys_text}\n\n{convo}'
        )
    if position == "xml_attr":
        return f'<context app="ledgerly-claims" {key_field} channel="web"/>\n{sys_text}\n\n{convo}'
    if position == "kv_bracket":
        return f"[ctx app=ledgerly-claims {key_field} channel=web]\n{sys_text}\n\n{convo}"
    if position == "after_user":
        return f"{sys_text}\n\n" + convo_meta.replace("{meta}", field)
    if position == "footer":
        return f"{sys_text}\n\n" + convo_footer.replace("{meta}", field)
    if position == "md_row":
        return f"{sys_text}\n\n| Context | Value |\n|---|---|\n| App | ledgerly-claims |\n{field}\n\n{convo}"
    assert position == "bullet"
    return f"{sys_text}\n\nContext:\n- App: ledgerly-claims\n{field}\n\n{convo}"


def _field_for(
    g: Gen83, body: dict[str, Any], position: str, k: int, t: datetime
) -> tuple[str, str, list[str]]:
    """The marked field for a position: (line form, keyed form, tags)."""
    want_time = k % 3 != 2
    spaceless = position in KEYED
    if body["lang"] != "en" and position not in KEYED:
        if want_time:
            label, value, cue = body["tlabel"], body["fmt"](t), "datetime"
        else:
            (value, cue), label = _id_value(g, t, k), body["ilabel"]
        line = f"{label}{value}"
        tags = ["localized_label", cue]
    else:
        if want_time:
            label, key = EN_TIME[k % len(EN_TIME)]
            value, cue = _time_value(g, t, k, spaceless)
        else:
            label, key = EN_ID[k % len(EN_ID)]
            value, cue = _id_value(g, t, k)
        line = f"{label}: {value}"
        tags = [key, cue]
    if position == "md_row":
        name = label.strip().rstrip(":：").strip()
        return v(cue, f"| {name} | {value} |"), "", tags
    if position == "bullet":
        return v(cue, f"- {line}"), "", tags
    if position in KEYED:
        key = EN_TIME[k % len(EN_TIME)][1] if want_time else EN_ID[k % len(EN_ID)][1]
        if position == "json_head":
            quoted = value if value.isdigit() else f'"{value}"'
            return "", v(cue, f'"{key}": {quoted},'), tags
        if position == "xml_attr":
            return "", v(cue, f'{key}="{value}"'), tags
        if position == "kv_bracket":
            return "", v(cue, f"{key}={value}"), tags
        return "", v(cue, f"{key}: {value}"), tags
    return v(cue, line), "", tags


def generated_positives(g: Gen83) -> list[Draft]:
    out: list[Draft] = []
    bodies = _bodies(g)
    for b, body in enumerate(bodies):
        for j in range(4):
            k = b * 4 + j
            position = POSITIONS[(b * 3 + j * 7) % len(POSITIONS)]
            t = (body["t0"] + timedelta(seconds=g.small(60, 3 * 86400))).astimezone(LANG_TZ[body["lang"]])
            line, keyed, tags = _field_for(g, body, position, k, t)
            text = _render(body, position, line, keyed)
            out.append(
                Draft(
                    text,
                    f"{SRC}pos:gen:{body['key']}:{position}",
                    ["generated", body["lang"], position, *tags],
                )
            )
    return out


STABLE = [
    ("Policy wording", "wording", "HW-2025-07"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Time zone", "tz", "Europe/Dublin"),
    ("API version", "api_version", "2025-11-15"),
    ("Claims handbook revised", "handbook_rev", "2026-01-19"),
    ("Build", "build", "2026.02.3"),
    ("Region", "region", "eu-west-1"),
    ("Excess", "excess", "EUR250"),
    ("Product", "product", "HomePlus-3"),
    ("Claims line hours", "hours", "08:00-20:00"),
    ("Model", "model", "claims-llm-8b"),
    ("Tenant", "tenant", "7d3c1f0e-2b9a-4c57-8e61-5a4f2d9b0c13"),
    ("Prompt revision", "prompt_rev", "14 (2026-02-02)"),
    ("Cover start", "cover_start", "2025-09-01"),
]


def generated_negatives(g: Gen83, bodies: list[dict[str, Any]]) -> list[Draft]:
    out: list[Draft] = []
    for b, body in enumerate(bodies):
        for j in range(3 if b < 10 else 2):
            k = b * 3 + j
            position = POSITIONS[(b * 3 + j * 7 + 5) % len(POSITIONS)]
            label, key, value = STABLE[k % len(STABLE)]
            if position in KEYED and " " in value:
                label, key, value = STABLE[(k + 1) % len(STABLE)]
            line = f"{label}: {value}"
            if position == "md_row":
                line = f"| {label} | {value} |"
            elif position == "bullet":
                line = f"- {line}"
            keyed = {
                "json_head": f'"{key}": "{value}",',
                "xml_attr": f'{key}="{value}"',
                "kv_bracket": f"{key}={value}",
                "front": f"{key}: {value}",
            }.get(position, "")
            text = _render(body, position, line, keyed)
            out.append(
                Draft(
                    text,
                    f"{SRC}neg:gen:{body['key']}:{position}",
                    ["generated", "hard_negative", body["lang"], position, key],
                )
            )
    return out


# --- hand-written negatives: pasted records in many placements ---------------------------------------------


PLACEMENTS = [
    "start_of_user",
    "before",
    "after",
    "leadin",
    "fenced",
    "quoted",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "under",
    "end_of_prompt",
    "chatml",
    "llama3",
    "mistral",
    "gemma",
    "phi3",
    "rag",
    "tool_obs",
    "both_sides",
    "system_user",
]
SYS_NEG = (
    "You are the claims help assistant of Harthome Mutual. Answer from the material the customer gives you "
    "and say what is missing."
)


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "start_of_user":
        return f"{SYS_NEG}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "leadin":
        return f"{intro}:\n{block}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "earlier_user":
        return f"{SYS_NEG}\n\nUser: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return (
            f"{SYS_NEG}\n\nUser: Can you pull up what we have on file?\nAssistant: Here is what is on file:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "end_of_prompt":
        return f"{SYS_NEG}\n\nUser: {ask} {intro}:\n\n{block}"
    if placement == "chatml":
        return chatml(SYS_NEG, f"{ask}\n\n{block}")
    if placement == "llama3":
        return llama3(SYS_NEG, f"{intro}:\n{block}\n\n{ask}")
    if placement == "mistral":
        return mistral(SYS_NEG, f"{block}\n\n{ask}")
    if placement == "gemma":
        return gemma(SYS_NEG, f"{ask}\n{block}")
    if placement == "phi3":
        return phi3(SYS_NEG, f"{block}\n\n{ask}")
    if placement == "rag":
        return (
            f'Answer using the retrieved document, which the customer uploaded.\n\n<document source="customer upload">\n'
            f"{block}\n</document>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_obs":
        return (
            f"{SYS_NEG}\n\nUser: {ask} It's in the attachment.\nThought: I should read the attachment.\n"
            f"Action: read_attachment\nObservation:\n{block}\nThought:"
        )
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    assert placement == "system_user"
    return f"{SYS_NEG}\n\nUser: {ask}\n\n{block}\nAssistant:"


def _pasted_blocks(g: Gen83) -> list[tuple[str, list[str], str, str, str]]:
    """(source, tags, block, ask, lead-in) for records from home, pet and travel claims."""
    t = g.moment()
    blocks: list[tuple[str, list[str], str, str, str]] = []

    def add(source: str, tags: list[str], block: str, ask: str, intro: str) -> None:
        blocks.append((source, tags, block, ask, intro))

    r = g.before(t, 50, 900)
    add(
        "portal-claim-json",
        ["json", "created_at_first", "uuid7"],
        pj(
            {
                "created_at": rfc3339(r, 3),
                "id": g.uuid7(r),
                "request_id": g.hex(32),
                "peril": "escape_of_water",
                "status": "declined",
                "reason_code": "GRADUAL_DAMAGE",
            }
        ),
        "Why was this declined, and can I appeal?",
        "Here is the export from the claims portal",
    )
    r = g.before(t, 50, 900)
    add(
        "fnol-webhook-debug",
        ["webhook_pasted", "signature", "epoch", "ulid"],
        f"POST /hooks/claimpoint HTTP/1.1\nContent-Type: application/json\nClaimpoint-Delivery: {g.ulid(r)}\n"
        f"Claimpoint-Sent-At: {epoch_s(r)}\nClaimpoint-Signature: v1={g.hex(64)}\n\n"
        + sj({"claim_ref": f"HM-{g.digits(7)}", "submitted_at": rfc3339(r), "peril": "fire"}),
        "My endpoint rejects every Claimpoint delivery as 'stale'. Our tolerance is 300 seconds. What's wrong with this one?",
        "The delivery our staging endpoint logged",
    )
    r = g.before(t, 50, 900)
    add(
        "adjuster-visit-yaml",
        ["yaml", "ts", "visit"],
        f"visit:\n  adjuster: C. Nolan\n  visited_at: {rfc3339(r)}\n  claim: HM-{g.digits(7)}\n"
        f"readings:\n  - ts: {rfc3339(r + timedelta(minutes=12))}\n    wall: north\n    moisture_pct: 41\n"
        f"  - ts: {rfc3339(r + timedelta(minutes=19))}\n    wall: east\n    moisture_pct: 14",
        "Do these moisture readings suggest a long-running leak?",
        "The adjuster's visit notes",
    )
    r = g.before(t, 50, 900)
    add(
        "plumber-invoice",
        ["invoice", "dates"],
        f"Murray Plumbing & Heating\nInvoice no. {g.digits(5)}    Invoice date: {r:%d/%m/%Y}\n"
        f"Call-out {r:%d/%m/%Y} 22:47 (emergency rate)   EUR 180.00\nTrace and access, 3 h                    EUR 285.00\n"
        "Replace compression fitting                 EUR 42.00",
        "Which of these does trace and access cover under my policy?",
        "Here is the invoice the plumber sent",
    )
    r = g.before(t, 50, 900)
    add(
        "exiftool-photo",
        ["exif", "hex_id", "dates"],
        f"Create Date                     : {r:%Y:%m:%d %H:%M:%S}\nModify Date                     : {r:%Y:%m:%d %H:%M:%S}\n"
        f"Offset Time                     : +01:00\nImage Unique ID                 : {g.hex(32)}\nSoftware                        : 18.3.1",
        "The insurer says my photos were taken after the claim date. What does this metadata show?",
        "exiftool output",
    )
    r = g.before(t, 50, 900)
    add(
        "fraud-logfmt",
        ["logfmt", "req_id", "ts"],
        "\n".join(
            f"ts={rfc3339(r + timedelta(seconds=3 * k), 3)} level=info rule={rule} claim=HM-{g.digits(7)} req_id={g.hex(16)}"
            for k, rule in enumerate(["dup_invoice_hash", "bank_change_48h", "late_notification"])
        ),
        "I'm the handler. Which of these flags is strong enough to refer to SIU?",
        "The fraud engine log for my claim",
    )
    r = g.before(t, 50, 900)
    add(
        "settlement-email",
        ["email", "date_header", "message_id"],
        f"From: Harthome Claims <claims@harthome.example>\nDate: {rfc2822(r)}\nMessage-ID: <{g.uuid4()}@harthome.example>\n"
        f"Subject: Your claim HM-{g.digits(7)} - settlement\n\nWe are pleased to offer EUR 4,250 in full and final settlement.",
        "Is 'full and final' binding if I later find more damage?",
        "My colleague sent this",
    )
    r = g.before(t, 50, 900)
    add(
        "vet-invoice-table",
        ["markdown_table", "times"],
        "| Date | Time | Item | Amount |\n|---|---|---|---|\n"
        f"| {r:%d/%m/%Y} | {r:%H:%M:%S} | Emergency consult | GBP 145.00 |\n"
        f"| {r:%d/%m/%Y} | {(r + timedelta(minutes=50)):%H:%M:%S} | IV fluids | GBP 96.00 |",
        "Which of these can I claim?",
        "The vet invoice lines",
    )
    r = g.before(t, 500, 3000)
    add(
        "pet-history-csv",
        ["csv", "timestamps"],
        "timestamp,vet,note\n"
        + "\n".join(
            f"{iso_space(r + timedelta(days=90 * k))},Willowbank,{n}"
            for k, n in enumerate(
                ["ear infection left", "ear infection left, recheck", "otitis externa, chronic"]
            )
        ),
        "Will my ear claim count as a continuing condition?",
        "Clinical history export",
    )
    r = g.before(t, 20, 200)
    add(
        "flight-status-single",
        ["json_single", "offsets", "flight"],
        sj(
            {
                "flight": "TP 1337",
                "scheduled": rfc3339(r.astimezone(timezone(timedelta(0)))),
                "actual": rfc3339(r + timedelta(hours=6, minutes=12)),
                "updated": epoch_ms(r + timedelta(hours=7)),
                "uid": g.uuid7(r),
            }
        ),
        "When did this flight actually leave, and is it a 6-hour delay?",
        "Flight record",
    )
    r = g.before(t, 50, 300)
    add(
        "airline-delay-letter",
        ["letter", "times"],
        f"Dear Passenger,\nWe confirm that flight EI 154 on {r:%d %B %Y}, scheduled {r:%H:%M}, departed at "
        f"{(r + timedelta(hours=4)):%H:%M} due to a technical issue.\nReference: {g.upper(6)}\nAer Lingus Customer Care",
        "Does this letter have what the insurer needs?",
        "This is the airline's letter",
    )
    r = g.before(t, 50, 300)
    add(
        "hospital-xml",
        ["xml", "uuid", "issued"],
        f'<Invoice id="{g.uuid4()}" issued="{rfc3339(r.astimezone(GST))}">\n  <Patient>M. Kelly</Patient>\n'
        f'  <Admission>{iso_space(r - timedelta(days=2))}</Admission>\n  <Total currency="AED">14820.00</Total>\n</Invoice>',
        "Is this enough for the assistance company, or do they need a medical report too?",
        "The hospital's e-invoice",
    )
    r = g.before(t, 50, 300)
    add(
        "assistance-log",
        ["log", "offsets"],
        "\n".join(
            f"{rfc3339(r + timedelta(hours=3 * k))} [case AX-{g.digits(8)}] {m}"
            for k, m in enumerate(
                ["call received from insured", "hospital contacted", "GOP sent, cap EUR 15,000"]
            )
        ),
        "How long did it take them to send the guarantee of payment?",
        "The assistance company's case log",
    )
    r = g.before(t, 50, 300)
    add(
        "pir-text",
        ["pir", "file_reference"],
        f"PROPERTY IRREGULARITY REPORT\nFILE REF: FCO{g.upper(2)}{g.digits(5)}\nDATE/TIME: {r:%d%b%y}/{r:%H%M}\n"
        f"BAG TAG: AZ {g.digits(6)}\nSTATUS: NO TRACE 72H",
        "What should I claim from the airline and what from my travel insurance?",
        "My PIR",
    )
    r = g.before(t, 50, 300)
    add(
        "curl-claims-api",
        ["http_exchange", "date", "x_request_id", "epoch"],
        f"> GET /v1/claims/HM-{g.digits(7)} HTTP/2\n> Host: api.harthome.example\n>\n< HTTP/2 429\n< date: {http_date(r)}\n"
        f"< x-request-id: {g.ulid(r)}\n< ratelimit-reset: {epoch_s(r) + 60}",
        "Why is my integration getting 429 here, and when can I retry?",
        "The curl output",
    )
    r = g.before(t, 50, 300)
    add(
        "events-ksuid-lines",
        ["json_lines", "ksuid"],
        "\n".join(
            sj({"id": g.ksuid(r + timedelta(minutes=k)), "type": ty, "at": rfc3339(r + timedelta(minutes=k))})
            for k, ty in enumerate(["claim.opened", "adjuster.assigned", "claim.reserved"])
        ),
        "Was the adjuster assigned before the reserve was set?",
        "The claim's event stream",
    )
    add(
        "wording-clause",
        ["policy_wording", "effective_date"],
        "Section 6 - Travel delay (wording HT-2025-04, effective 1 April 2025)\nWe will pay EUR 50 for each full "
        "6 hours you are delayed at the final departure point, up to EUR 300, if the delay is caused by strike, "
        "adverse weather or mechanical breakdown.",
        "My flight was delayed 11 hours by an air traffic control strike. How much?",
        "The policy wording",
    )
    r = g.before(t, 50, 300)
    add(
        "taxi-receipt",
        ["receipt", "times"],
        f"TAXI RECEIPT  No. {g.digits(6)}\n{r:%d/%m/%Y}  {r:%H:%M}\nAirport -> Hotel Miramar\nEUR 38.50  paid card",
        "Can I claim this taxi under the delay section?",
        "Receipt",
    )
    r = g.before(t, 50, 300)
    add(
        "fnol-form-export",
        ["form_export", "response_id", "submitted"],
        f"Response ID: {g.b62(14)}\nStarted: {iso_space(r)}\nSubmitted: {iso_space(r + timedelta(minutes=9))}\n"
        "What happened?: Dog knocked TV off the stand\nDate of incident: the evening before",
        "Is accidental damage by a pet covered under home contents?",
        "The form I filled in",
    )
    r = g.before(t, 50, 300)
    add(
        "settlement-ledger-csv",
        ["csv", "ulid"],
        "id,posted,amount,memo\n"
        + "\n".join(
            f"{g.ulid(r + timedelta(days=k))},{rfc3339(r + timedelta(days=k))},{a},{m}"
            for k, (a, m) in enumerate(
                [("-250.00", "excess"), ("8420.00", "settlement"), ("-8420.00", "paid out")]
            )
        ),
        "Does this show the excess was taken off twice?",
        "The claim ledger",
    )
    r = g.before(t, 50, 300)
    add(
        "payout-object",
        ["json", "epoch", "prefixed_id"],
        pj(
            {
                "id": f"po_{g.b62(24)}",
                "object": "payout",
                "amount": 817000,
                "created": epoch_s(r),
                "arrival_date": epoch_s(r) + 172800,
            }
        ),
        "When should the settlement land in my account?",
        "Below is what the payment system returned",
    )
    r = g.before(t, 50, 300)
    add(
        "phishing-invoice-email",
        ["email", "received", "message_id"],
        f"Received: from mail.quickfix-builders.example ({g.small(10, 250)}.{g.small(1, 250)}.{g.small(1, 250)}.{g.small(1, 250)})\n"
        f"        by mx.harthome.example; {rfc2822(r)}\nDate: {rfc2822(r - timedelta(seconds=40))}\n"
        f"Message-ID: <{g.hex(20)}@quickfix-builders.example>\nSubject: URGENT updated bank details for invoice 2231",
        "Does anything here look like invoice fraud?",
        "My colleague sent this",
    )
    r = g.before(t, 50, 300)
    add(
        "acord-xml",
        ["xml", "rquid", "loss_date"],
        f"<ClaimsSvcRq>\n  <RqUID>{g.uuid4()}</RqUID>\n  <ClaimsOccurrence>\n    <LossDt>{iso_date(r)}</LossDt>\n"
        f"    <LossTime>{r:%H:%M:%S}</LossTime>\n  </ClaimsOccurrence>\n</ClaimsSvcRq>",
        "Is LossTime in local time or UTC in this message?",
        "An ACORD request from a broker",
    )
    r = g.before(t, 50, 300)
    add(
        "leak-sensor-kv",
        ["key_value", "epoch_ms"],
        "\n".join(
            f"ts={epoch_ms(r + timedelta(minutes=5 * k))} device=LK-{g.hex(6)} flow_lpm={f}"
            for k, f in enumerate([0.0, 2.4, 2.6])
        ),
        "When did the leak start according to the sensor?",
        "Leak sensor export",
    )
    r = g.before(t, 50, 300)
    add(
        "doorbell-events",
        ["json_lines", "uuid7"],
        "\n".join(
            sj(
                {
                    "event_id": g.uuid7(r + timedelta(seconds=30 * k)),
                    "kind": kd,
                    "ts": rfc3339(r + timedelta(seconds=30 * k)),
                }
            )
            for k, kd in enumerate(["motion", "person", "motion"])
        ),
        "Can I use these events as evidence of the time of the break-in?",
        "The doorbell app export",
    )
    r = g.before(t, 50, 300)
    add(
        "de-schadenmeldung",
        ["german", "erstellt"],
        f"Schadenmeldung\nErstellt: {r:%d.%m.%Y %H:%M:%S}\nAktenzeichen: WG-{g.digits(7)}\nSchadentag: {(r - timedelta(days=1)):%d.%m.%Y}\n"
        "Ursache: Sturm, Dachziegel",
        "Muss ich den Dachdecker selbst beauftragen?",
        "Meine Schadenmeldung",
    )
    r = g.before(t, 50, 300)
    add(
        "fr-attestation",
        ["french", "horodatage"],
        f"Attestation de retard\nVol : AF 7712\nHorodatage : {r:%d/%m/%Y %H:%M:%S}\nRetard constaté : 5 h 40\nN° : {g.upper(3)}{g.digits(6)}",
        "Est-ce suffisant pour ma déclaration de sinistre ?",
        "Voici l'attestation",
    )
    r = g.before(t, 50, 300)
    add(
        "es-factura-vet",
        ["spanish", "fecha_hora"],
        f"Clínica Veterinaria Los Olivos\nFactura: {g.digits(7)}\nFecha y hora: {es_time(r)}\nCastración felina: 160,00 EUR",
        "¿Me cubre el seguro esta factura?",
        "Mi factura",
    )
    r = g.before(t, 50, 300)
    add(
        "ja-uketsuke",
        ["japanese", "ulid"],
        f"事故受付番号：{g.ulid(r)}\n受付日時：{ja_time(r)}\n事故内容：給排水設備の破損による水濡れ",
        "この後の流れを教えてください。",
        "受付票",
    )
    r = g.before(t, 50, 300)
    add(
        "ko-receipt",
        ["korean", "issued"],
        f"진료비 영수증\n발행일시: {ko_time(r)}\n환자: 김민지\n합계: 84,000원",
        "이 영수증으로 반려동물 보험 청구가 가능한가요?",
        "영수증",
    )
    r = g.before(t, 50, 300)
    add(
        "zh-claim-json",
        ["chinese", "json", "chinese_keys"],
        pj(
            {
                "报案号": f"BA{g.digits(12)}",
                "创建时间": f"{r:%Y-%m-%d %H:%M:%S}",
                "出险原因": "航班延误",
                "状态": "审核中",
            }
        ),
        "这个案件为什么还在审核中？",
        "理赔记录",
    )
    r = g.before(t, 50, 300)
    add(
        "ar-medical-report",
        ["arabic", "arabic_indic_digits"],
        f"تقرير طبي\nالتاريخ: {ar_time(r)}\nرقم الملف: {g.digits(6)}\nالتشخيص: كسر في الرسغ",
        "هل يكفي هذا التقرير لتقديم المطالبة؟",
        "التقرير",
    )
    r = g.before(t, 50, 300)
    add(
        "hi-claim-sms",
        ["hindi", "sms"],
        f"प्रिय ग्राहक, आपका दावा HM{g.digits(8)} दिनांक {r:%d-%m-%Y} {r:%H:%M} को दर्ज किया गया है। सर्वेयर 48 घंटे में संपर्क करेंगे।",
        "सर्वेयर कब तक आएगा?",
        "यह SMS आया है",
    )
    r = g.before(t, 50, 300)
    add(
        "pt-laudo",
        ["portuguese", "data_hora"],
        f"Laudo técnico nº {g.digits(6)}\nData/hora da vistoria: {r:%d/%m/%Y %H:%M}\nPerito: R. Albuquerque\nCausa provável: descarga elétrica",
        "A apólice cobre danos elétricos?",
        "O laudo do perito",
    )
    r = g.before(t, 50, 300)
    add(
        "ru-akt",
        ["russian", "akt"],
        f"Акт осмотра № {g.digits(5)}\nДата и время осмотра: {r:%d.%m.%Y %H:%M}\nПовреждения: потолок кухни, обои, ламинат",
        "Какую сумму можно ожидать по такому акту?",
        "Акт от управляющей компании",
    )
    r = g.before(t, 50, 300)
    add(
        "pl-zgloszenie",
        ["polish", "utworzono"],
        f"Zgłoszenie szkody nr {g.digits(9)}\nUtworzono: {r:%d.%m.%Y %H:%M:%S}\nRodzaj: kradzież z włamaniem",
        "Jakie dokumenty muszę jeszcze dosłać?",
        "Moje zgłoszenie",
    )
    r = g.before(t, 50, 300)
    add(
        "tr-ekspertiz",
        ["turkish", "tarih"],
        f"Ekspertiz Raporu\nTarih: {r:%d.%m.%Y %H:%M}\nDosya No: {g.digits(10)}\nHasar: su baskını, parke",
        "Parke değişimi tazminata dahil mi?",
        "Rapor",
    )
    r = g.before(t, 50, 300)
    add(
        "el-receipt",
        ["greek", "receipt"],
        f"ΑΠΟΔΕΙΞΗ\nΗμερομηνία και ώρα: {r:%d/%m/%Y %H:%M:%S}\nΙατρείο Σαντορίνης\nΠοσό: 120,00 EUR",
        "Μπορώ να το δηλώσω στην ασφάλεια ταξιδιού;",
        "Η απόδειξη",
    )
    r = g.before(t, 50, 300)
    add(
        "he-vet-receipt",
        ["hebrew", "receipt"],
        f"קבלה מס' {g.digits(6)}\nתאריך ושעה: {r:%d.%m.%Y %H:%M}\nמרפאה וטרינרית השרון\nסכום: 640 ש\"ח",
        "האם הביטוח יחזיר את הסכום הזה?",
        "הקבלה",
    )
    r = g.before(t, 50, 300)
    add(
        "th-hospital",
        ["thai", "buddhist_era"],
        f"ใบเสร็จรับเงิน\nวันที่: {th_time(r)}\nเลขที่: {g.digits(8)}\nยอดรวม: 9,800 บาท",
        "Which of these amounts can I claim under medical expenses abroad?",
        "Hospital receipt",
    )
    r = g.before(t, 50, 300)
    add(
        "vi-delay-cert",
        ["vietnamese", "times"],
        f"Giấy xác nhận chậm chuyến\nChuyến bay: VN 254\nGiờ dự kiến: {r:%H:%M} ngày {r:%d/%m/%Y}\nGiờ thực tế: {(r + timedelta(hours=5)):%H:%M}",
        "Tôi có được bồi thường không?",
        "Giấy xác nhận",
    )
    r = g.before(t, 50, 300)
    add(
        "it-perizia",
        ["italian", "perizia"],
        f"Perizia n. {g.digits(5)} del {r:%d/%m/%Y}, ore {r:%H:%M}\nDanno: grandine su lucernari\nStima: 3.200,00 EUR",
        "La franchigia si applica prima o dopo la stima?",
        "La perizia",
    )
    r = g.before(t, 50, 300)
    add(
        "nl-schademelding",
        ["dutch", "aangemaakt"],
        f"Schademelding {g.digits(8)}\nAangemaakt: {r:%d-%m-%Y %H:%M:%S}\nOorzaak: inbraak schuurtje, fietsen gestolen",
        "Vallen fietsen in een schuur onder de inboedelverzekering?",
        "Mijn melding",
    )
    return blocks


def _negatives_special(g: Gen83) -> list[Draft]:
    """Look-alikes in program positions, values the user asks about or types, and controls."""
    t = g.moment()
    out: list[Draft] = []

    def add(source: str, tags: list[str], text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:special:{source}", ["hard_negative", *tags]))

    loss = g.before(t, 50, 300)
    add(
        "asked-epoch",
        ["epoch", "asked"],
        f"The sensor says the leak began at {epoch_ms(loss)}. What local time in Dublin is that?",
    )
    add(
        "asked-uuid7",
        ["uuid7", "asked"],
        f"Can you read the creation time out of our claim id {g.uuid7(loss)}? It's a UUIDv7.\nAnswer:",
    )
    add(
        "few-shot",
        ["few_shot", "dates"],
        'Extract the loss date and time as JSON.\n\nInput: "pipe burst on 2026-01-14 around 03:10"\n'
        'Output: {"loss_date": "2026-01-14", "loss_time": "03:10"}\n\nInput: "dog ate a sock 2026-02-02 at 19:45"\nOutput:',
    )
    add(
        "policy-header",
        ["stable_header", "policy_dates"],
        f"Policyholder: Aoife Brennan\nPolicy: HM-H-{g.digits(8)}\nCover start: 2025-09-01\nRenewal: 2026-09-01\n"
        "Product: Home Plus 3 (wording HW-2025-07)\n\n"
        + SYS_NEG
        + "\n\nUser: Am I covered for accidental damage to my laptop?\nAssistant:",
    )
    add(
        "llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        llama3(
            "Cutting Knowledge Date: December 2023\n\nYou are a travel insurance helper.",
            "Is a volcanic ash delay a strike or adverse weather?",
        ),
    )
    add(
        "unrendered-template",
        ["template", "unrendered"],
        "Current date: {{now}}\nSession: {{session_id}}\n\nYou help with pet claims.\n\nUser: Is dental illness covered?\nAssistant:",
    )
    add(
        "json-stable-meta",
        ["json_meta", "tenant", "build"],
        '{\n  "tenant": "7d3c1f0e-2b9a-4c57-8e61-5a4f2d9b0c13",\n  "build": "2026.02.3",\n  "locale": "en-IE"\n}\n'
        "You summarise adjusters' reports.\n\nUser: Summarise: roof inspected, 9 tiles displaced, no internal damage.\nAssistant:",
    )
    add(
        "xml-hours",
        ["xml_attribute", "hours"],
        '<desk name="claims-line" hours="08:00-20:00" tz="Europe/Dublin" opened="2019-03-04"/>\nYou answer travel claim questions.\n\n'
        "User: Can I call you from abroad at night?\nAssistant:",
    )
    add(
        "user-clock",
        ["user_time", "typed"],
        "It's 23:40 here in Bali and the clinic closes at midnight. They want USD 400 up front for my son's ear "
        "infection. Should I pay and claim later?",
    )
    add(
        "relative-times",
        ["relative_time"],
        "The adjuster came 3 days ago and said I'd hear back within 48 hours. It's been 72 hours. Should I chase?",
    )
    add(
        "working-days",
        ["dates", "arithmetic"],
        "I reported the claim on Monday 2 March 2026. The insurer has 10 working days to acknowledge it, and 17 March "
        "is a bank holiday here. What's the last day?",
    )
    add(
        "control-pet",
        ["control", "plain"],
        "You are a pet insurance helper.\n\nUser: Is a cruciate ligament tear usually covered?\nAssistant:",
    )
    add(
        "control-home",
        ["control", "plain"],
        "Explain the difference between 'new for old' and 'indemnity' cover in two sentences.",
    )
    return out


def _negatives_pasted(g: Gen83) -> list[Draft]:
    out: list[Draft] = []
    for k, (source, tags, block, ask, intro) in enumerate(_pasted_blocks(g)):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(placement, block, ask, intro)
        out.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen83(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = _negatives_pasted(g) + _negatives_special(g) + generated_negatives(g, _bodies(g))
    return make_holdout.assemble("hold83", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
