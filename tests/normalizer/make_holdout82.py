"""Build `prompt_normalizer/corpus/holdout82.jsonl`, an eighty-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout82.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstrings of `make_holdout79.py` and `make_holdout80.py` and the HR section of `make_holdout17.py` were
read in full), to keep clear of the sources and scenarios they used and to apply their clarifications
of the rules, and of `make_holdout24.py` also its import block and its last 150 lines, for the
structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing of
`tests/normalizer/` showed the names of the generators and a check of the path showed that
`holdout82.jsonl` did not exist yet.) `make_holdout81.py` and `make_holdout83.py` to
`make_holdout88.py`, written at the same time, were not read; nothing under `prompt_normalizer/`,
`docs/` or `bench/`, no other test file, no `*.jsonl` corpus and no git history was read.

The domain is HR shared services and workforce scheduling: payroll queries, leave and absence, shift
rosters and swaps, onboarding and right-to-work checks, performance reviews, expenses and employee
relations cases. The earlier docstrings name neighbours of it: HR helpdesks in English and Turkish, US
payroll, Dutch payslips and a Korean year-end settlement (make_holdout8); interview scheduling, an ATS
webhook and Danish onboarding front matter (make_holdout6); an ATS, reference and background checks, a
first-week onboarding checklist and paperwork upload, performance calibration rounds and mid-year
check-ins, shift bidding for nurses and bus operators, exit interviews, an employee-relations note
taker, a leave-policy bot and a shift-swap helper, with right-to-work expiry lists and HRIS audit logs
as negatives (make_holdout17); per-diem, card feeds, receipt uploads, mileage and an expense audit in
XML attributes (make_holdout22); Swiss payslips (make_holdout23); payroll bureaus' desks, timesheet
imports, P60s, W-2s and an FPS pre-check (make_holdout33); crew rostering optimiser runs and duty swaps
(make_holdout20, make_holdout60); a shift-bid portal JWT and a Japanese rota (make_holdout71). The
scenarios here were written around them: payroll is an in-house shared-services case desk (retro pay,
attachment of earnings, underpayment, shift premiums, salary sacrifice) with payslips only from
Ireland, South Africa, Japan, Mexico, India, Indonesia, Italy, Israel and Germany; leave is
absence records, triggers, FMLA and parental leave cases, not a policy bot; rosters are a workforce
management tool's published schedules, open shifts, staffing plan refreshes and swap events from its
own delivery scheme (`X-Rosterly-*`), with no optimiser, bidding, WhatsApp or Slack swap; onboarding is
share-code, E-Verify and residence permit checks and a new-hire portal, with no checklist, upload or
background check; reviews are probation reviews, PIPs and 360 feedback, with no calibration or
mid-year check-in; expenses are relocation, home-office stipends, cash advances and approval chains,
with no per-diem, card feed, receipt upload, mileage or XML expense audit; employee relations are
grievance and disciplinary letters and investigation chronologies, with no note taker. The sources
are:

* payroll queries: YAML front matter `generated_at` over a pasted worker record that opens with
  `created_at` and a UUIDv7 `id`; request headers (`X-Request-ID` UUIDv7, `X-Client-Time` in ms) over a
  pasted retro-pay run; an attachment-of-earnings order fetched "at" a time with a parenthesised lookup
  id; a South African payslip under a Llama 3 header (`Today Date` moves, `Cutting Knowledge Date`
  stays); an Australian underpayment in ChatML (`Current time:`); a Japanese 給与 query (`現在日時：`,
  ULID `リクエストID：`); a salary sacrifice ticket triaged under a footer of made-up labels
  (`hrss.hop` nanoid, `rostr.t0` in us; the footer's `--` stays);
* leave and absence: an absence desk session in a markdown table; an FMLA vendor delivery received
  (`X-Leavely-Delivery`, `-Timestamp`, `-Signature` move; the payload's `case_id` and `created_at`
  stay); a German Elternzeit query (`Systemzeit:`, `Sitzungs-ID:`); a return-to-work letter's date
  filled in as today; a French arrêt de travail (`Heure de la demande :`);
* rosters and swaps: a swap event from the WFM tool (`X-Rosterly-Event-Id`, `X-Rosterly-Sent-At`
  move; the swap stays); open shifts "as of" a time with a ULID snapshot; a staffing plan refresh run
  in a sentence; a Korean swap (`현재 시각:`, `요청 번호:`); a Spanish cuadrante (`Hora del servidor:`,
  nanoid `Sesión:`); a Mistral `[INST]` prompt with a "Today is ..." sentence;
* onboarding and right-to-work: a share-code check's tool result (`call_id` and `fetched` attributes
  move; the check's date and reference stay); an E-Verify question under `traceparent` at the head; a
  new-hire portal behind `Authorization: Bearer` (JWT); a Dutch verblijfsvergunning check (`Huidige
  tijd:`); an Arabic request (`وقت الطلب:`, `معرّف الجلسة:`);
* performance reviews: a PIP drafter's `Drafted at:` in a context block; 360 feedback passages whose
  `retrieved` attribute moves (`indexed` stays); a Hindi probation review (`वर्तमान समय:`, `सत्र:`); a
  Chinese 绩效 question (`当前时间：`, `追踪编号：`);
* expenses: a relocation claim desk's single-line JSON at the head (`ts` in ms and `rid` UUIDv7 move;
  `app` and `entity` stay), a Phi-3 home-office stipend question (`Now:` in .NET "o" form) and a
  Turkish cash advance (`Şu anki saat:`);
* employee relations: a grievance hearing invitation's letter date filled in as today, an
  investigation chronology export "built at" a time with its export id, a Russian disciplinary
  question (`Текущее время:`, `Сеанс:`), and a case ULID the user asks about under a `Request-Id` that
  moves;
* the generated family: one volatile field (20 labels and formats, among them made-up labels
  `rostr.t0` in us and `hrss.hop`, and the current time under the body's own "now" label, used in
  every body in another language) at three of ten positions (head, system tail, header block, after
  the last user message, footer, YAML front matter, a pretty JSON member never last, an XML attribute
  between stable ones, a single-line JSON member after a stable one, `key=value` in a bracketed
  context line) of 20 bodies (nine English, eleven in German, French, Spanish, Portuguese, Italian,
  Polish, Japanese, Korean, Chinese, Ukrainian and Swedish) whose user message carries a pasted record
  with its own times and ids; and the same bodies with one stable value at two other positions.

The hand-written negatives are pasted records in eighteen placements (question after, before, behind
a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at the
very start of the user's message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3 and
Mistral user turns, in a RAG document, in a tool observation, on both sides): worker JSON opening with
a UUIDv7 `id` and `created_at`, pay run logs, punch CSVs, single-line leave JSON with a ULID and an
epoch, absence YAML, swap logfmt with `ts` and `request_id`, a roster table, a grievance e-mail with
`Date:` and `Message-ID:`, a `curl -v` 409 with `date` and `x-request-id`, a `X-Leavely-*` delivery
pasted to debug its signature, an E-Verify case, a share-code result, an expense CSV, an HR-XML pay
instruction, a 360 export with KSUIDs, an investigation chronology, Kafka roster events with ULIDs, a
Sentry event, a form export opening with `Timestamp`, a WFM change history, an SQL result, an
OpenTelemetry span, pay element `key=value` lines, a SEPA pain.001 salary file, an SMS; and in other
languages German, French, Mexican Spanish (CFDI), Brazilian Portuguese, Japanese, Korean, Chinese,
Polish, Italian, Dutch, Swedish, Russian, Arabic, Hindi, Hebrew, Turkish, Greek, Vietnamese,
Indonesian and Thai records. Look-alikes in program positions (entity, pay calendar, knowledge cutoff,
prompt revision, policy effective date, time zone, tenant uuid, CalVer build, an unrendered
`{{current_date}}`, a leave year start) and values the user asks about or types (a punch epoch, a
UUIDv7, a clock typed by the user, few-shot dates, relative times, a JWT, German working-day
arithmetic, a traceparent for support).

What it is: 196 prompts. 94 carry volatile fields (114 spans): 34 hand-written positives (54 spans;
19 with two or three fields) and 60 generated ones. 102 carry none: 43 pasted records, 10 look-alikes in
program positions, 9 values the user asks about or types (one a plain control) and 40 generated hard
negatives. A little over two prompts in five are in a language other than English (scripts: Latin,
Japanese, Hangul, Han, Cyrillic, Arabic, Devanagari, Hebrew, Greek, Thai). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work sessions, deliveries received vs pasted, tool results, made-up labels,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* HR records are content wherever they sit and however they open: worker, employee, case, claim,
  absence, leave, swap, shift, punch, pay run, payslip, order, check, E-Verify and share-code
  references, their `created_at`, `updated_at`, `Timestamp`, `ts`, `submitted`, `requested_at`, punch
  times, pay dates, hearing dates and check dates; also when the program fetched them for this request
  (a tool result, an "as of" snapshot). A right-to-work check's date and reference are a compliance
  record and stay even though the check was made for this request; only the fetch stamp and the call
  id minted for the lookup move.
* Near misses are decided by position and purpose: the app's `generated_at` at the head moves while
  the pasted worker's `created_at` stays; a leave vendor's delivery the app received moves its envelope
  (delivery id, timestamp, signature) while the same delivery pasted to debug stays whole; a case ULID
  the user asks about stays beside the `Request-Id` that moves.
* A letter's date filled in as today by the drafting tool moves (a return-to-work letter, a grievance
  hearing invitation); the hearing, absence and meeting dates in the letter stay. `Drafted at:` in a
  PIP drafter's context block is the current time and moves.
* A swap event from the WFM tool moves its event id and send time; the swap's own id, shifts and
  `requested_at` stay. A staffing plan refresh run moves its id and start; the store and the week stay.
* A roster's ISO week, a leave year start, a pay calendar, an entity code, a tenant uuid and a policy
  effective date are stable and stay, also in program positions.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence ("Order
  fetched from the case vault at <time> (lookup <id>) for this request:" leaves "Order fetched from the
  case vault for this request:"); XML attributes and `key=value` pairs are followed by a stable
  neighbour; single-line JSON members are cut with the comma after them; volatile members of
  pretty-printed JSON are never last; header lines, YAML keys, markdown rows and lines holding one
  field in any script are whole-line spans; a field followed by `<|im_end|>` on its line is inline.
* Only ASCII `Label:` cue lines or a ChatML or Llama 3 reply header end positives with a cue; prompts in
  other languages end with the user's message or the metadata after it; Mistral and Phi-3 prompts get
  their trailer at the end as rule 4 gives it; Gemma appears only in negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    Draft,
    Gen,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    http_date,
    iso_date,
    iso_space,
    js_iso,
    long_date,
    py_logging,
    rfc3339,
    v,
)

SEED = 20310882
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout82.jsonl"
SRC = "holdout82:"

AEST = timezone(timedelta(hours=10), "AEST")
SAST = timezone(timedelta(hours=2), "SAST")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
CET = timezone(timedelta(hours=1), "CET")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
GST = timezone(timedelta(hours=4), "GST")
CST8 = timezone(timedelta(hours=8), "CST")
EDT = timezone(timedelta(hours=-4), "EDT")

POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def hms(t: datetime) -> str:
    return f"{t:%Y-%m-%d %H:%M:%S}"


# --- hand-written positives: payroll ----------------------------------------------------------------------------


@positive
def _pay_front_matter(g: Gen) -> Draft:
    t = g.moment()
    c = g.moment()
    return Draft(
        f"""---
desk: pay-queries
{v("datetime", "generated_at: " + rfc3339(t))}
entity: IE01
---
You are the pay query assistant of Corrib Foods shared services. Explain pay outcomes from the worker
record; never promise a correction, raise a case instead.

Worker record (from the HR system):
{{
  "id": "{g.uuid7(c)}",
  "created_at": "{rfc3339(c)}",
  "updated_at": "2026-04-02T08:14:51Z",
  "grade": "OP3",
  "shift_premium": "nights 15%"
}}

User: My night premium was missing on the 28 March pay date. Was my grade changed?
Assistant:""",
        f"{SRC}pos:payroll:front-matter",
        ["yaml_front_matter", "pasted_record_neighbour", "near_miss"],
    )


@positive
def _retro_headers(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Forwarded request headers:
{v("request_id", "X-Request-ID: " + g.uuid7(t))}
{v("epoch", "X-Client-Time: " + str(epoch_ms(t)))}
Accept-Language: en-IE

You help payroll analysts check retro pay after a pay award. Show the arithmetic.

Retro run (pasted by the analyst):
run_id=RETRO-2026-04-B paid_at=2026-04-24T06:00:00+01:00 periods=2026-01..2026-03 employees=412
worker=00481 old_rate=17.20 new_rate=17.89 hours=486.5 arrears=335.69

Analyst: Is the arrears figure for worker 00481 right?
Assistant:""",
        f"{SRC}pos:payroll:retro-headers",
        ["header_block", "uuid7", "epoch_ms", "stable_neighbours"],
    )


@positive
def _attachment_order(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You assist the payroll team with attachment of earnings orders. Quote the order; do not compute
protected earnings unless the order states them.

Order fetched from the case vault {v("datetime", "at " + rfc3339(t, 3))} {v("request_id", "(lookup " + g.ulid(t) + ")")} for this request:
Court: County Court at Leeds   Order no. K3QZ81245   Made: 11 February 2026
Deduction: GBP 120.00 per month   Protected earnings: GBP 1,050.00 per month
Served on employer: 2026-02-19 10:42:07

Question: From which pay date must we start deducting?
Answer:""",
        f"{SRC}pos:payroll:attachment-order",
        ["inline", "fetch_stamp", "ulid", "record_dates_stay"],
    )


@positive
def _za_llama(g: Gen) -> Draft:
    t = g.moment(SAST)
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day} {t:%b} {t.year}")}

You explain South African payslips to employees of Karoo Retail. Mention UIF and PAYE in plain
terms.<|eot_id|><|start_header_id|>user<|end_header_id|>

Payslip 2026/05  Employee 7741  Pay date 25/05/2026
Basic salary      18 400.00
PAYE              -2 311.42
UIF employee        -177.12
Why is UIF not 1% of my basic?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
        f"{SRC}pos:payroll:za-llama3",
        ["llama3", "today_date", "cutoff_stays"],
    )


@positive
def _au_chatml(g: Gen) -> Draft:
    t = g.moment(AEST)
    return Draft(
        f"""<|im_start|>system
You are the underpayment review assistant for Banksia Care. Compare timesheet hours with the award
penalty rates and flag gaps; do not give legal advice.
{v("datetime", "Current time: " + iso_space(t) + " AEST")}
<|im_end|>
<|im_start|>user
timesheet.csv
employee,shift_start,shift_end,ts_submitted
E2210,2026-03-14 22:00:00,2026-03-15 06:30:00,2026-03-15T06:41:12+10:00
E2210,2026-03-15 22:00:00,2026-03-16 06:30:00,2026-03-16T06:38:55+10:00
Were these Saturday and Sunday nights paid at the right penalty?<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:payroll:au-chatml",
        ["chatml", "system_tail", "pasted_csv_neighbour"],
    )


@positive
def _jp_pay(g: Gen) -> Draft:
    t = g.moment(JST)
    return Draft(
        f"""あなたは給与照会の担当アシスタントです。給与明細の内容だけをもとに説明してください。
{v("datetime", "現在日時：" + f"{t:%Y年%m月%d日 %H:%M:%S}")}
{v("request_id", "リクエストID：" + g.ulid(t))}

以下は私の5月分の給与明細です。
支給日 2026-05-25 / 社員番号 204118
基本給 312,000 / 残業手当 41,250 / 健康保険 -15,840 / 厚生年金 -28,365
明細発行 2026-05-22 09:00:03
残業手当の計算に深夜割増は含まれていますか？""",
        f"{SRC}pos:payroll:jp-pay",
        ["ja", "now_label", "ulid", "full_width_colon"],
    )


@positive
def _claim_single_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{{"app": "claimdesk", {v("epoch", '"ts": ' + str(epoch_ms(t)) + ",")} {v("request_id", '"rid": "' + g.uuid7(t) + '",')} "entity": "UK02"}}
You review relocation expense claims against the relocation policy (cap GBP 8,000, receipts required).

Claim lines pasted by the approver:
RC-55120  2026-03-02  Removal firm deposit      1,200.00  receipt: yes
RC-55121  2026-03-09  Temporary housing 14 nts  2,380.00  receipt: yes
RC-55122  2026-03-10  Flight (family of 4)      1,412.60  receipt: no

Approver: Which lines can I approve today?
Assistant:""",
        f"{SRC}pos:expenses:single-line-json",
        ["single_line_json", "epoch_ms", "uuid7", "stable_neighbours"],
    )


# --- hand-written positives: leave and absence ------------------------------------------------------------------


@positive
def _absence_table(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You help line managers interpret absence triggers (Bradford factor 200 = review meeting).

| Context | Value |
|---|---|
| Desk | absence-review |
{v("session_id", "| Session | " + g.uuid4() + " |")}
{v("datetime", "| Opened | " + rfc3339(t) + " |")}
| Entity | NL03 |

Absence record I copied from the portal:
Employee 30917 | spells (rolling 52 weeks): 4 | days: 9
2025-11-03 to 2025-11-04  sick  self-certified  logged 2025-11-03 07:12:44
2026-01-19 to 2026-01-23  sick  fit note        logged 2026-01-19 06:58:10

Manager: Does this trigger a review meeting?
Assistant:""",
        f"{SRC}pos:leave:absence-table",
        ["markdown_table", "session", "pasted_record_neighbour"],
    )


@positive
def _fmla_delivery(g: Gen) -> Draft:
    t = g.moment(EDT)
    c = g.moment(EDT)
    return Draft(
        f"""You are the leave case assistant for Harlow Logistics. A leave vendor notified us of a case update;
tell the HR partner what changed and what to do next.

Delivery received by the leave connector:
{v("request_id", "X-Leavely-Delivery: " + g.uuid4())}
{v("epoch", "X-Leavely-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Leavely-Signature: v1=" + g.hex(64))}
Content-Type: application/json

{{"event": "case.updated", "case_id": "LV-88231", "created_at": "{rfc3339(c)}", "leave_type": "FMLA continuous", "leave_start": "2026-06-01", "status": "approved"}}

HR partner: What changed on this case?
Assistant:""",
        f"{SRC}pos:leave:fmla-delivery",
        ["webhook_received", "envelope_moves", "payload_stays", "near_miss"],
    )


@positive
def _de_elternzeit(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Du beantwortest Fragen zur Elternzeit für Beschäftigte der Rheinwerk AG. Antworte nur anhand
des Antrags und des BEEG.
{v("datetime", "Systemzeit: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "Sitzungs-ID: " + g.nanoid())}

Mein Antrag (aus dem Portal kopiert):
Antrag EZ-2026-0419, eingereicht 03.02.2026 14:22:09
Elternzeit vom 01.05.2026 bis 31.10.2026, Teilzeit 20 Std./Woche
Kann ich die Teilzeit nachträglich auf 25 Stunden erhöhen?""",
        f"{SRC}pos:leave:de-elternzeit",
        ["de", "now_label", "nanoid", "record_dates_stay"],
    )


@positive
def _rtw_letter(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Draft a return-to-work meeting invitation from the details below. Keep it warm and short.

{v("date", "Letter date (filled in today): " + f"{t.day} {t:%B} {t.year}")}
Employee: Priya Natarajan
Absence: 2026-02-09 to 2026-03-06 (fit note dated 2026-02-10)
Meeting: Thursday 12 March 2026, 10:30, Room 2B, with Sam Ortega

Letter:""",
        f"{SRC}pos:leave:rtw-letter",
        ["today_in_artefact", "letter_date", "meeting_date_stays"],
    )


@positive
def _fr_arret(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Tu aides le service RH de Mistral Textiles à traiter les arrêts de travail. Réponds en français.
{v("datetime", "Heure de la demande : " + f"{t:%d/%m/%Y %H:%M:%S}")}

Voici l'avis d'arrêt reçu hier :
Salarié : 118-442   Arrêt initial du 14/04/2026 au 25/04/2026
Date de réception : 15/04/2026 09:12   N° d'avis : 2604AT771902
Faut-il déclarer un signalement d'arrêt dans la DSN avant vendredi ?""",
        f"{SRC}pos:leave:fr-arret",
        ["fr", "now_label", "record_dates_stay"],
    )


# --- hand-written positives: rosters and swaps ------------------------------------------------------------------


@positive
def _swap_event(g: Gen) -> Draft:
    t = g.moment()
    r = g.moment()
    return Draft(
        f"""You approve or escalate shift swaps for Quayside Hotels under the swap rules: same role, no more than
6 consecutive shifts, 11 hours rest.

Event from the rostering tool:
{v("request_id", "X-Rosterly-Event-Id: evt_" + g.b62(20))}
{v("datetime", "X-Rosterly-Sent-At: " + rfc3339(t, 3))}
X-Rosterly-Topic: swap.requested

{{
  "swap_id": "SW-20931",
  "requested_at": "{rfc3339(r)}",
  "from": {{"employee": "H-1182", "shift": "2026-05-16T07:00:00+01:00/15:00"}},
  "to": {{"employee": "H-1375", "shift": "2026-05-17T07:00:00+01:00/15:00"}},
  "role": "Front desk"
}}

Decision:""",
        f"{SRC}pos:rosters:swap-event",
        ["webhook_received", "envelope_moves", "payload_stays"],
    )


@positive
def _open_shifts(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You match open shifts to part-timers who asked for more hours. Suggest two names per shift.

Open shifts {v("datetime", "as of " + iso_space(t) + " UTC")} {v("snapshot_id", "(snapshot " + g.ulid(t).lower() + ")")} for this request:
OS-771  Sat 2026-06-13 06:00-14:00  Picker   site DUB2
OS-772  Sat 2026-06-13 14:00-22:00  Picker   site DUB2
OS-775  Sun 2026-06-14 22:00-06:00  Loader   site DUB2

People asking for hours: Aoife (picker, days), Tomasz (loader, nights), Emeka (picker, any)

Answer:""",
        f"{SRC}pos:rosters:open-shifts",
        ["inline", "snapshot", "ulid_lower", "shift_times_stay"],
    )


@positive
def _plan_refresh(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Staffing plan refresh {v("run_id", g.ksuid(t))} started {v("datetime", "at " + rfc3339(t))} for store 118, week 2026-W23.
You explain the staffing plan to store managers. Keep to the numbers shown.

Plan excerpt:
Mon 06:00-14:00 need 7 have 6
Mon 14:00-22:00 need 9 have 9
Tue 06:00-14:00 need 7 have 5

Manager: Where am I short?
Assistant:""",
        f"{SRC}pos:rosters:plan-refresh",
        ["inline", "run_id", "ksuid", "iso_week_stays"],
    )


@positive
def _ko_swap(g: Gen) -> Draft:
    t = g.moment(KST)
    return Draft(
        f"""당신은 한빛물류의 근무 교대 도우미입니다. 근무표 규칙에 따라 답하세요.
{v("datetime", "현재 시각: " + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("request_id", "요청 번호: " + g.uuid7(t))}

제가 받은 교대 신청입니다.
신청번호 SW-3381 / 신청일시 2026-07-02 21:14:08
6월 5일 야간(22:00-06:00) → 6월 6일 주간(06:00-14:00)
이 교대가 휴식시간 11시간 규정에 맞나요?""",
        f"{SRC}pos:rosters:ko-swap",
        ["ko", "now_label", "uuid7"],
    )


@positive
def _es_cuadrante(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Eres el asistente de cuadrantes de Supermercados Alcora. Responde en español y cita el convenio.
{v("datetime", "Hora del servidor: " + f"{t:%d/%m/%Y %H:%M:%S}")}
{v("session_id", "Sesión: " + g.nanoid())}

Cuadrante publicado el 2026-05-29 10:02:41 (versión 3):
Lun 01/06  Marta  07:00-15:00
Mar 02/06  Marta  15:00-23:00
Mié 03/06  Marta  07:00-15:00
¿Se respeta el descanso de 12 horas entre el martes y el miércoles?""",
        f"{SRC}pos:rosters:es-cuadrante",
        ["es", "now_label", "nanoid"],
    )


@positive
def _mistral_today(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<s>[INST] You answer rota questions for Elmfield Library staff. {v("date", "Today is " + long_date(t) + ".")} Weekend shifts are shared
equally across the quarter.

My weekends so far this quarter: 4 April, 18 April, 2 May. Colleague Ben: 11 April, 25 April.
Am I due another weekend before Ben? [/INST]""",
        f"{SRC}pos:rosters:mistral-today",
        ["mistral", "inline_sentence", "today"],
    )


# --- hand-written positives: onboarding and right-to-work -------------------------------------------------------


@positive
def _share_code_tool(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You help onboarding coordinators read right-to-work check results. Say whether a follow-up check
is needed and when.

<tool_result {v("request_id", 'call_id="call_' + g.b62(24) + '"')} {v("datetime", 'fetched="' + rfc3339(t) + '"')} tool="rtw_share_code">
Share code: W7K 4PQ 9RD
Outcome: Right to work - time-limited
Permission expires: 2027-01-31
Date of check: 2026-05-18
Check reference: RTW-HO-2026-0518-77312
</tool_result>

Coordinator: When do we have to check this person again?
Assistant:""",
        f"{SRC}pos:onboarding:share-code-tool",
        ["xml_attr", "tool_result", "check_record_stays"],
    )


@positive
def _everify_traceparent(g: Gen) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
You answer I-9 and E-Verify process questions for HR coordinators at Redwood Fulfillment.

Case details (copied from E-Verify):
Case number: 2026145118294QX   Case created: 05/26/2026 11:04:37 AM
Status: Tentative Nonconfirmation (DHS)   Referral date: 05/27/2026

Coordinator: How many federal working days does the employee have to contact DHS?
Assistant:""",
        f"{SRC}pos:onboarding:everify-traceparent",
        ["head", "traceparent", "case_record_stays"],
    )


@positive
def _newhire_bearer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""POST /v2/assist HTTP/1.1
Host: newhire.fernleaf.example
{v("session_token", "Authorization: Bearer " + g.jwt(t, "nh-40213"))}
Content-Type: text/plain

You help new hires finish their pre-start tasks. Be brief.

My record says:
start_date: 2026-07-06
contract_signed: 2026-06-11T16:20:05+01:00
tax_form: missing

New hire: What do I still need to do before I start?
Assistant:""",
        f"{SRC}pos:onboarding:newhire-bearer",
        ["header_block", "jwt", "pasted_record_neighbour"],
    )


@positive
def _nl_permit(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Je helpt HR-medewerkers van Havenstad Zorg met de controle van verblijfsdocumenten.
{v("datetime", "Huidige tijd: " + f"{t:%d-%m-%Y %H:%M:%S}")}

Gegevens uit de kopie van de verblijfsvergunning:
Documentnummer: NL-VV-7K2210943   Geldig tot: 14-02-2027
Aantekening: Arbeid vrij toegestaan. TWV niet vereist
Kopie gemaakt: 02-06-2026 08:31:55
Moet ik een herinnering zetten, en zo ja wanneer?""",
        f"{SRC}pos:onboarding:nl-permit",
        ["nl", "now_label", "record_dates_stay"],
    )


@positive
def _ar_onboarding(g: Gen) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد التعيين في شركة الواحة للضيافة. أجب بالعربية وباختصار.
{v("datetime", "وقت الطلب: " + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("session_id", "معرّف الجلسة: " + g.hex(24))}

بيانات الموظف الجديد:
رقم الموظف: 55-1093
تاريخ الانضمام: 2026-08-02
تاريخ انتهاء الإقامة: 2027-03-15
هل يجب تجديد الإقامة قبل نهاية فترة التجربة؟""",
        f"{SRC}pos:onboarding:ar-request",
        ["ar", "now_label", "hex_session"],
    )


# --- hand-written positives: performance reviews ----------------------------------------------------------------


@positive
def _pip_context(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You draft performance improvement plans that are specific, measurable and fair.

Context:
Review cycle: FY26 H1
{v("datetime", "Drafted at: " + rfc3339(t))}
Template: PIP-v4

Manager notes (pasted):
- 2026-03-11 missed handover deadline for Q1 close pack (due 17:00, sent 2026-03-12 09:40)
- 2026-04-08 two reconciliation errors found in review, ref REC-4471 and REC-4480

Manager: Draft three objectives for a 6-week PIP.
Assistant:""",
        f"{SRC}pos:reviews:pip-context",
        ["header_block", "drafted_at", "pasted_notes_neighbour"],
    )


@positive
def _feedback_rag(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Summarise the 360 feedback into strengths and growth areas. Quote nothing that identifies a rater.

<doc source="feedback-export" indexed="2026-05-30" {v("datetime", 'retrieved="' + rfc3339(t) + '"')} subject="E-6620">
Rater 1 (peer, 2026-05-21 14:02): Always unblocks the team; sometimes commits to too much.
Rater 2 (direct report, 2026-05-22 09:47): Clear priorities, 1:1s get cancelled often.
</doc>

Summary:""",
        f"{SRC}pos:reviews:feedback-rag",
        ["rag", "xml_attr", "indexed_stays"],
    )


@positive
def _hi_probation(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप प्रोबेशन समीक्षा में प्रबंधकों की मदद करते हैं। जवाब हिंदी में दें।
{v("datetime", "वर्तमान समय: " + f"{t:%d-%m-%Y %H:%M:%S}")}
{v("session_id", "सत्र: " + g.uuid4())}

कर्मचारी: EMP-30412, जॉइनिंग तिथि 2026-01-05, प्रोबेशन अवधि 6 महीने
पिछली समीक्षा: 2026-04-03 को, रेटिंग "अपेक्षा के अनुरूप"
क्या प्रोबेशन की पुष्टि के लिए अंतिम समीक्षा जून के अंत तक करनी होगी?""",
        f"{SRC}pos:reviews:hi-probation",
        ["hi", "now_label", "uuid_session"],
    )


@positive
def _zh_review(g: Gen) -> Draft:
    t = g.moment(CST8)
    return Draft(
        f"""你是绩效面谈助手，请用中文回答，并只依据下面的记录。
{v("datetime", "当前时间：" + f"{t:%Y-%m-%d %H:%M:%S}")}
{v("trace_id", "追踪编号：" + g.hex(32))}

绩效记录（员工自行粘贴）：
考核周期 2026 上半年；自评提交 2026-06-20 18:03:12；经理评分 B+
目标 3：客户满意度 92%（目标 90%）
我的评分为什么不是 A？""",
        f"{SRC}pos:reviews:zh-review",
        ["zh", "now_label", "full_width_colon", "hex_trace"],
    )


# --- hand-written positives: expenses ---------------------------------------------------------------------------


@positive
def _phi3_stipend(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|system|>
You answer questions about the home-office stipend (EUR 300 per year, claimable once per calendar year).
{v("datetime", "Now: " + dotnet_o(t, g.small(0, 10)))}
<|end|>
<|user|>
My last claim was HO-2025-1182 approved 2025-12-30 16:44:02. Can I claim again in January?<|end|>
<|assistant|>""",
        f"{SRC}pos:expenses:phi3-stipend",
        ["phi3", "dotnet_o", "claim_record_stays"],
    )


@positive
def _tr_advance(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Nakit avans mutabakatında yardımcı olan asistansın. Türkçe cevap ver.
{v("datetime", "Şu anki saat: " + f"{t:%d.%m.%Y %H:%M:%S}")}

Avans kaydı:
Avans no: AV-2026-0377   Veriliş: 04.05.2026 10:15:00   Tutar: 12.000 TL
Kapatılan masraflar: 9.480 TL (son fiş 19.05.2026)
Kalan tutarı ne zamana kadar iade etmem gerekiyor?""",
        f"{SRC}pos:expenses:tr-advance",
        ["tr", "now_label", "record_dates_stay"],
    )


# --- hand-written positives: employee relations -----------------------------------------------------------------


@positive
def _grievance_letter(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Draft a grievance hearing invitation. The employee may bring a companion (colleague or union rep).

Case: ER-2026-0142 (grievance raised 2026-04-27)
{v("date", "Date of letter (today): " + iso_date(t))}
Hearing: 2026-05-12 at 14:00, Meeting Room 4, chaired by Dana Whitfield

Letter:""",
        f"{SRC}pos:relations:grievance-letter",
        ["today_in_artefact", "letter_date", "hearing_date_stays"],
    )


@positive
def _chronology_export(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You help investigators summarise case chronologies neutrally.

Export {v("run_id", g.hex(12))} built {v("datetime", "at " + py_logging(t))} for this request.
2026-03-02 09:14  Complaint received by email (ref ER-INV-0921)
2026-03-04 15:30  Complainant interview (notes: INT-01)
2026-03-09 11:00  Respondent interview postponed at respondent's request
2026-03-16 11:00  Respondent interview (notes: INT-02)

Investigator: Summarise the timeline in three sentences.
Assistant:""",
        f"{SRC}pos:relations:chronology-export",
        ["inline", "export_id", "python_logging", "chronology_stays"],
    )


@positive
def _ru_disciplinary(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(
        f"""Ты помогаешь кадровой службе готовить документы по дисциплинарным взысканиям. Отвечай по-русски.
{v("datetime", "Текущее время: " + f"{t:%d.%m.%Y %H:%M:%S}")}
{v("session_id", "Сеанс: " + g.b62(22))}

Акт об отсутствии на рабочем месте № 14 от 21.05.2026, составлен в 18:05.
Объяснительная запрошена 22.05.2026, не предоставлена.
До какого числа можно применить взыскание?""",
        f"{SRC}pos:relations:ru-disciplinary",
        ["ru", "now_label", "b62_session"],
    )


@positive
def _case_ulid_asked(g: Gen) -> Draft:
    t = g.moment()
    c = g.moment()
    return Draft(
        f"""{v("request_id", "Request-Id: " + g.uuid7(t))}
Tenant: hrss-prod-eu

You answer HR case-status questions. Case ids are ULIDs; read the creation time from them when asked.

User: My case id is {g.ulid(c)}. When was it opened, and why is it still "awaiting evidence"?
Assistant:""",
        f"{SRC}pos:relations:case-ulid-asked",
        ["head", "uuid7", "asked_id_stays", "near_miss"],
    )


@positive
def _hrss_footer(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You triage HR shared-services tickets into: payroll, leave, onboarding, expenses, relations, other.
Reply with the category only.

Ticket body:
Hi, my salary sacrifice for the cycle-to-work scheme (agreement CTW-2291, signed 2026-02-03) still
shows on my May payslip although the 12 deductions ended in April.

--
{v("request_id", "hrss.hop: " + g.nanoid())}
{v("epoch", "rostr.t0: " + str(epoch_us(t)))}
Category:""",
        f"{SRC}pos:payroll:hrss-footer",
        ["footer", "made_up_labels", "epoch_us"],
    )


# --- generated family -------------------------------------------------------------------------------------------


@dataclass
class Body:
    name: str
    lang: str
    system: str
    user: str
    now_label: str
    now_key: str
    now_fmt: Callable[[datetime], str]
    chatml: bool = False


def _iso(t: datetime) -> str:
    return hms(t)


BODIES: list[Body] = [
    Body(
        "en-overtime",
        "en",
        "You answer overtime pay questions for Thornbury Council staff from the pay policy.",
        """Here is my overtime claim as it shows in the portal:
claim_id=OT-44120 created_at=2026-05-03T21:40:11Z hours=6.5 rate=1.5x status=approved
Why was it paid at 1.5x and not 2x for a Sunday?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "en-punches",
        "en",
        "You help warehouse staff understand their clock-in records. Be precise about minutes.",
        """My punches from the kiosk export:
2026-06-02 05:58:41 IN  kiosk K7 event 01JX3Q8V1M2C5R7T9W0Y4ZB6AD
2026-06-02 14:03:09 OUT kiosk K7 event 01JX4N2C7D9F1H3K5M8P0R6SBT
Was I paid for the 5 minutes after 14:00?""",
        "Now",
        "now",
        _iso,
        chatml=True,
    ),
    Body(
        "en-leave-balance",
        "en",
        "You explain annual leave balances. The leave year runs April to March.",
        """Balance response I got from the app:
{"employee": "W-2093", "as_of": "2026-05-31", "entitlement_days": 28, "taken": 6.5, "updated": 1780214400}
How many days can I still book before March?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "en-swap-history",
        "en",
        "You answer questions about the swap history of a worker for roster supervisors.",
        """Swap history (copied):
| swap | requested | approved | by |
| SW-1021 | 2026-04-02 18:22:05 | 2026-04-03 09:01:44 | R. Holt |
| SW-1090 | 2026-04-20 07:15:59 | declined | R. Holt |
Why was SW-1090 declined if SW-1021 was approved?""",
        "Now",
        "now",
        _iso,
        chatml=True,
    ),
    Body(
        "en-expense-approval",
        "en",
        "You explain where an expense claim is in its approval chain.",
        """Approval chain:
step 1 line manager  approved 2026-05-06T10:12:37+01:00  id apr_7f31c2
step 2 cost centre   pending since 2026-05-06T10:12:38+01:00
step 3 finance       -
Who do I chase, and is there a deadline?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "en-onboarding-status",
        "en",
        "You tell hiring managers what is outstanding for a new starter.",
        """Starter record:
<starter id="NS-7781" created="2026-05-20T13:02:44Z">
  <contract signed="2026-05-22" />
  <rtw status="pending" requested="2026-05-22T09:00:00Z" />
</starter>
Can they start on 1 June?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "en-review-window",
        "en",
        "You help managers with the review timetable and forms.",
        """Review task from my inbox:
Task REV-5519 | opened 2026-06-01 08:00:00 | due 2026-06-30 | employee E-4410
Can I submit the review before the self-assessment is in?""",
        "Now",
        "now",
        _iso,
        chatml=True,
    ),
    Body(
        "en-er-case",
        "en",
        "You advise HR partners on employee relations case steps. Be neutral.",
        """Case log:
2026-04-14 16:20:31 case ER-2210 opened (bullying allegation)
2026-04-15 09:02:12 investigator assigned: K. Mensah
2026-04-29 17:45:00 interviews complete
What should happen next and in what time frame?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "en-payslip-ie",
        "en",
        "You explain Irish payslips (PAYE, USC, PRSI) to employees.",
        """Payslip 2026 week 22, paid 2026-05-29
Gross 1,104.00  PAYE 121.80  USC 31.12  PRSI 44.16
Emergency tax: no  Revenue payroll notification 2026-05-27 07:31:02
Why did USC go up this week?""",
        "Now",
        "now",
        _iso,
    ),
    Body(
        "de-urlaub",
        "de",
        "Du beantwortest Urlaubsfragen für Beschäftigte der Elbtal GmbH. Antworte auf Deutsch.",
        """Mein Urlaubsantrag (aus dem Portal):
{"antrag": "UA-2026-3318", "erstellt": "2026-05-04T08:12:55+02:00", "von": "2026-07-20", "bis": "2026-08-07"}
Zählt der Feiertag am 15. August mit, wenn ich verlängere?""",
        "Aktuelle Uhrzeit",
        "jetzt",
        lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    ),
    Body(
        "fr-planning",
        "fr",
        "Tu aides les salariés de Boulangeries Lemoine avec leur planning. Réponds en français.",
        """Planning reçu par SMS :
Sem. 24 : lun 05h00-12h00, mar 05h00-12h00, sam 04h30-11h30 (envoyé le 05/06/2026 à 19:02:17)
Est-ce que le samedi compte comme heures de nuit ?""",
        "Date et heure actuelles",
        "maintenant",
        lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    ),
    Body(
        "es-nomina",
        "es",
        "Eres el asistente de nóminas de Grupo Olivar. Responde en español.",
        """Mi recibo de nómina (CFDI):
UUID fiscal: 6F2B9C1A-3D4E-4F5A-8B7C-9D0E1F2A3B4C   Fecha de timbrado: 2026-05-31T12:44:10
Percepciones 18,500.00   ISR 2,131.40   IMSS 512.26
¿Por qué el ISR subió respecto a abril?""",
        "Hora actual",
        "ahora",
        lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    ),
    Body(
        "pt-ponto",
        "pt",
        "Você ajuda colaboradores da Rede Jacarandá com dúvidas de ponto eletrônico. Responda em português.",
        """Espelho de ponto:
NSR 000184221  02/06/2026 07:58:12  entrada
NSR 000184307  02/06/2026 12:01:40  saída intervalo
NSR 000184350  02/06/2026 12:59:05  retorno
O intervalo de 57 minutos gera desconto?""",
        "Data e hora atuais",
        "agora",
        lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    ),
    Body(
        "it-ferie",
        "it",
        "Sei l'assistente HR di Fonderie Adige per ferie e permessi. Rispondi in italiano.",
        """Riepilogo dal cedolino di maggio:
Ferie residue 14,5 gg   ROL residui 22 h   aggiornato al 31/05/2026 23:59:59
Protocollo certificato INPS 2026/5521908 del 12/05/2026
Posso usare i ROL per coprire il certificato di malattia?""",
        "Ora attuale",
        "adesso",
        lambda t: f"{t:%d/%m/%Y %H:%M:%S}",
    ),
    Body(
        "pl-urlop",
        "pl",
        "Pomagasz pracownikom Stoczni Bałtyk w sprawach urlopów. Odpowiadaj po polsku.",
        """Wniosek urlopowy:
nr WU/2026/0815, złożony 2026-06-03 07:44:29, urlop na żądanie 1 dzień (2026-06-03)
Czy mogę jeszcze w tym roku wziąć urlop na żądanie?""",
        "Bieżąca data i godzina",
        "teraz",
        lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
    ),
    Body(
        "ja-kintai",
        "ja",
        "あなたは勤怠管理のアシスタントです。日本語で答えてください。",
        """勤怠データ（CSV）:
社員番号,日付,出勤,退勤,打刻ID
104882,2026-06-04,08:57:31,19:42:06,01JXA1B2C3D4E5F6G7H8J9K0MN
残業は何時間として計算されますか？""",
        "現在時刻",
        "genzai",
        lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
    ),
    Body(
        "ko-expense",
        "ko",
        "당신은 경비 정산 도우미입니다. 한국어로 답하세요.",
        """정산 내역:
{"청구번호": "EX-2026-1140", "제출일시": "2026-05-28 17:31:06", "금액": 184000, "항목": "이전 비용"}
이 금액은 한도 안에 있나요?""",
        "현재 일시",
        "hyeonjae",
        lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
    ),
    Body(
        "zh-paiban",
        "zh",
        "你是排班助手，请用中文回答。",
        """排班表（从系统复制）：
| 日期 | 班次 | 员工 | 更新时间 |
| 2026-06-08 | 早班 07:00-15:00 | 王磊 | 2026-06-01 10:22:45 |
| 2026-06-08 | 晚班 15:00-23:00 | 李娜 | 2026-06-01 10:22:45 |
王磊能和李娜换班吗？""",
        "当前时间",
        "dangqian",
        lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
    ),
    Body(
        "uk-vidpustka",
        "uk",
        "Ти допомагаєш працівникам з питаннями відпусток. Відповідай українською.",
        """Наказ про відпустку № 142-В від 15.05.2026, створено 15.05.2026 11:40:03
Щорічна відпустка з 01.07.2026 по 14.07.2026
Чи можу я перенести частину відпустки на вересень?""",
        "Поточний час",
        "zaraz",
        lambda t: f"{t:%d.%m.%Y %H:%M:%S}",
    ),
    Body(
        "sv-schema",
        "sv",
        "Du hjälper anställda på Norrfors Vård med schemafrågor. Svara på svenska.",
        """Mitt schema:
v. 25: mån 07-16, tis 07-16, lör 13-21 (publicerat 2026-05-28 15:04:11, id 8f3c2a91e0d4)
Får jag ledigt midsommarafton om jag byter lördagen?""",
        "Aktuell tid",
        "nu",
        lambda t: f"{t:%Y-%m-%d %H:%M:%S}",
    ),
]

FieldFn = Callable[[Gen, datetime], str]
FIELDS: list[tuple[str, str, str, FieldFn]] = [
    ("datetime", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "Generated at", "generated_at", lambda g, t: rfc3339(t, 3)),
    ("request_id", "X-Request-ID", "request_id", lambda g, t: g.uuid7(t)),
    ("session_id", "Session", "session_id", lambda g, t: g.ulid(t)),
    ("trace_id", "Trace", "trace_id", lambda g, t: g.hex(32)),
    ("datetime", "@now", "@now", lambda g, t: ""),
    ("epoch", "Sent (ms)", "sent_ms", lambda g, t: str(epoch_ms(t))),
    ("snapshot_id", "Snapshot", "snapshot", lambda g, t: g.ksuid(t)),
    ("epoch", "rostr.t0", "rostr_t0", lambda g, t: str(epoch_us(t))),
    ("request_id", "hrss.hop", "hrss_hop", lambda g, t: g.nanoid()),
    ("datetime", "Fetched", "fetched_at", lambda g, t: py_logging(t)),
    ("date", "Today", "today", lambda g, t: iso_date(t)),
    ("request_id", "Delivery", "delivery_id", lambda g, t: g.uuid4()),
    ("datetime", "Client clock", "client_clock", lambda g, t: js_iso(t)),
    ("datetime", "Local time", "local_time", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("session_id", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t))),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("datetime", "Pulled", "pulled_at", lambda g, t: http_date(t)),
    ("request_id", "Correlation", "correlation_id", lambda g, t: g.objectid(t)),
]

STABLES: list[tuple[str, str, str]] = [
    ("Entity", "entity", "IE01"),
    ("Pay calendar", "pay_calendar", "monthly, cut-off 18th"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_rev", "2026-02-11"),
    ("Time zone", "timezone", "Europe/Dublin"),
    ("Build", "build", "2026.04.2"),
    ("Leave year start", "leave_year_start", "04-01"),
    ("Tenant", "tenant_uuid", "3f1d2c4b-8a9e-4b7c-9d2e-5a6b7c8d9e0f"),
    ("Policy effective", "policy_effective", "2026-01-01"),
    ("Region", "region", "eu-west-1"),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "after_user",
    "footer",
    "yaml",
    "json_pretty",
    "xml_attr",
    "json_line",
    "kv_bracket",
]
INLINE = {"xml_attr", "json_line", "kv_bracket"}


def _render(
    body: Body, pos: str, label: str, key: str, value: str, mark: Callable[[str], str], quote: bool
) -> str:
    """The body with one field at `pos`; `mark` wraps the field's text (a `v()` for positives)."""
    jv = f'"{value}"' if quote else value
    pre = sys_extra = user_extra = ""
    if pos == "head":
        pre = mark(f"{label}: {value}") + "\n"
    elif pos == "system_tail":
        sys_extra = "\n" + mark(f"{label}: {value}")
    elif pos == "header_block":
        sys_extra = "\n\nContext:\napp: hrss-assist\n" + mark(f"{label}: {value}") + "\nchannel: portal"
    elif pos == "after_user":
        user_extra = "\n" + mark(f"{label}: {value}")
    elif pos == "footer":
        user_extra = "\n\n--\n" + mark(f"{label}: {value}")
    elif pos == "yaml":
        pre = (
            "---\napp: hrss-assist\n"
            + mark(f"{key}: {jv if quote and ' ' in value else value}")
            + "\nchannel: portal\n---\n"
        )
    elif pos == "json_pretty":
        sys_extra = (
            '\n\n{\n  "app": "hrss-assist",\n  ' + mark(f'"{key}": {jv},') + '\n  "channel": "portal"\n}'
        )
    elif pos == "xml_attr":
        pre = '<context app="hrss-assist" ' + mark(f'{key}="{value}"') + ' channel="portal"/>\n'
    elif pos == "json_line":
        pre = '{"app": "hrss-assist", ' + mark(f'"{key}": {jv},') + ' "channel": "portal"}\n'
    else:
        kv = f'{key}="{value}"' if " " in value else f"{key}={value}"
        pre = "[ctx app=hrss-assist " + mark(kv) + " channel=portal]\n"
    if body.lang != "en":
        return f"{pre}{body.system}{sys_extra}\n\n{body.user}{user_extra}"
    if body.chatml:
        return (
            f"<|im_start|>system\n{pre}{body.system}{sys_extra}<|im_end|>\n"
            f"<|im_start|>user\n{body.user}{user_extra}<|im_end|>\n<|im_start|>assistant\n"
        )
    return f"{pre}{body.system}{sys_extra}\n\nUser: {body.user}{user_extra}\nAssistant:"


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    for i, body in enumerate(BODIES):
        for j in range(3):
            pos = POSITIONS[(i + 3 * j) % len(POSITIONS)]
            cue, label, key, fn = FIELDS[5 if body.lang != "en" and j == 2 else (i * 3 + j) % len(FIELDS)]
            t = g.moment()
            if label == "@now":
                label, key, value = body.now_label, body.now_key, body.now_fmt(t)
            else:
                value = fn(g, t)
            quote = not value.isdigit()
            text = _render(body, pos, label, key, value, lambda s, c=cue: v(c, s), quote)
            tags = ["generated", pos, body.lang, cue, "pasted_record_neighbour"]
            out.append(Draft(text, f"{SRC}pos:generated:{body.name}:{key}", tags))
    return out


def generated_negatives() -> list[Draft]:
    out: list[Draft] = []
    for i, body in enumerate(BODIES):
        for j in (3, 4):
            pos = POSITIONS[(i + 3 * j) % len(POSITIONS)]
            label, key, value = STABLES[(i * 2 + j) % len(STABLES)]
            text = _render(body, pos, label, key, value, lambda s: s, True)
            tags = ["hard_negative", "generated", pos, body.lang, "stable_value", "pasted_record"]
            out.append(Draft(text, f"{SRC}neg:generated:{body.name}:{key}", tags))
    return out


# --- hand-written negatives: pasted records ---------------------------------------------------------------------

# (source, tags, block, ask, intro)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "worker-json",
        ["json", "uuid7", "created_at_first"],
        """{
  "id": "0196f3a2-7c41-7b3e-9a1d-5e2f8c0b4d17",
  "created_at": "2026-05-14T09:31:07.412Z",
  "worker": {"number": "00731", "name": "Ines Duarte", "hire_date": "2024-09-02"},
  "assignment": {"position": "P-2210", "fte": 0.8, "effective": "2026-06-01"}
}""",
        "Why does the worker record show FTE 0.8 from June?",
        "Here is the worker record the HR system returned",
    ),
    (
        "payrun-log",
        ["python_logging", "log"],
        """2026-05-27 02:00:01,118 INFO payrun.start run=PR-2026-05-M entity=IE01 employees=1284
2026-05-27 02:04:38,901 WARNING payrun.element missing_rate worker=00944 element=SHIFT_NIGHT
2026-05-27 02:11:52,440 INFO payrun.finish run=PR-2026-05-M status=completed_with_warnings""",
        "Which worker will be underpaid because of the warning?",
        "Below is what the pay run printed",
    ),
    (
        "punch-csv",
        ["csv", "punches", "epoch"],
        """badge,punch_type,local_time,epoch,terminal
44819,IN,2026-06-09 21:57:03,1781038623,T-NORTH-2
44819,BREAK,2026-06-10 01:30:41,1781051441,T-NORTH-2
44819,OUT,2026-06-10 06:02:18,1781067738,T-NORTH-1""",
        "How long was this night shift, net of the break if it was 30 minutes?",
        "My colleague sent this punch export",
    ),
    (
        "leave-json-line",
        ["json_line", "ulid", "epoch_ms"],
        """{"id":"01JW8K3N6Q2R4T7V9X1Z3B5D7F","type":"annual","from":"2026-08-03","to":"2026-08-14","requested_at":1780997412337,"approver":"M-551","state":"pending"}""",
        "Is this leave request still waiting on my manager?",
        "The leave app returned this",
    ),
    (
        "absence-yaml",
        ["yaml", "absence"],
        """absence:
  ref: ABS-88120
  created: 2026-03-02T07:05:44+00:00
  type: sickness
  first_day: 2026-03-02
  fit_note_received: 2026-03-09
  return_date: 2026-03-23""",
        "Was the fit note received in time?",
        "Absence record from the portal",
    ),
    (
        "swap-logfmt",
        ["logfmt", "request_id", "ts"],
        """ts=2026-06-11T18:02:44.118Z level=info msg="swap requested" swap=SW-4410 request_id=6c1f0e2a-93b4-4d7e-8a21-f0c9b3d5e7a1
ts=2026-06-11T18:02:44.530Z level=warn msg="rest rule breach" swap=SW-4410 rest_hours=9.5
ts=2026-06-11T18:02:44.533Z level=info msg="swap auto-declined" swap=SW-4410""",
        "Why was my swap declined automatically?",
        "The rostering logs say",
    ),
    (
        "roster-table",
        ["markdown_table", "roster"],
        """| Date | Shift | Name | Published |
|---|---|---|---|
| 2026-06-15 | 06:00-14:00 | A. Byrne | 2026-06-05 16:20:11 |
| 2026-06-15 | 14:00-22:00 | K. Osei | 2026-06-05 16:20:11 |
| 2026-06-16 | 22:00-06:00 | A. Byrne | 2026-06-08 09:02:37 |""",
        "Does A. Byrne get 11 hours rest between the 15th and 16th?",
        "This is the roster as published",
    ),
    (
        "grievance-email",
        ["email", "date_header", "message_id"],
        """From: Jordan Blake <j.blake@corvidae.example>
To: HR Cases <hrcases@corvidae.example>
Date: Tue, 5 May 2026 22:41:09 +0100
Message-ID: <CAF3x9QpL7+2026050522410911@mail.corvidae.example>
Subject: Formal grievance - shift allocation

I want to raise a formal grievance about how weekend shifts were allocated since March.""",
        "Which policy stage does this email start, and by when must HR acknowledge it?",
        "An employee emailed this last night",
    ),
    (
        "hris-409",
        ["http", "curl", "x_request_id"],
        """< HTTP/2 409
< date: Wed, 10 Jun 2026 13:22:08 GMT
< content-type: application/json
< x-request-id: 4b9e1c72d3a84f6f9e2d0b1a7c5e8f30
<
{"error":"position_occupied","position":"P-2210","occupied_by":"00731","since":"2026-06-01"}""",
        "Why can't I assign the new starter to P-2210?",
        "Below is what the system returned",
    ),
    (
        "leavely-pasted",
        ["webhook_pasted", "signature", "debug"],
        """POST /hooks/leavely HTTP/1.1
X-Leavely-Delivery: 2d7e91c4-5b3a-4f08-9c6e-1a8b7d2f0e35
X-Leavely-Timestamp: 1780412233
X-Leavely-Signature: v1=9f0c3a1e7b5d2c4e6a8f0b1d3c5e7a9f2b4d6e8a0c1e3f5a7b9d0c2e4f6a8b1c
Content-Type: application/json

{"event":"case.updated","case_id":"LV-77120","created_at":"2026-06-02T15:37:10Z","status":"denied"}""",
        "Our verifier says the signature is invalid. Is the timestamp too old for a 5-minute tolerance?",
        "I'm debugging this delivery",
    ),
    (
        "everify-case",
        ["everify", "case_number"],
        """Case Number: 2026152093317AB
Case Created: 06/01/2026 02:14:51 PM
Employee: M. Alvarez   Hire date: 06/08/2026
Case Result: Employment Authorized   Closed: 06/01/2026 02:15:03 PM""",
        "Do I still need to keep a copy of this case result?",
        "E-Verify shows",
    ),
    (
        "sharecode-pdf",
        ["right_to_work", "reference"],
        """Right to work check - profile
This person has permission to work in the UK until 30 September 2027.
Date of check: 4 June 2026   Reference: RTW-2026-0604-8812C
Share code used: QT9 W2K 7LM""",
        "Is this enough for a statutory excuse, and what do we diarise?",
        "The onboarding coordinator pasted this",
    ),
    (
        "expense-csv",
        ["csv", "expense", "submitted"],
        """claim_id,line,category,amount,currency,submitted
EXP-20931,1,Relocation - removals,1850.00,GBP,2026-05-02T11:09:44+01:00
EXP-20931,2,Relocation - temp housing,2100.00,GBP,2026-05-02T11:09:44+01:00
EXP-20931,3,Relocation - school fees,900.00,GBP,2026-05-02T11:09:44+01:00""",
        "Which of these lines is outside the relocation policy?",
        "Claim export",
    ),
    (
        "hrxml-pay",
        ["xml", "pay_instruction"],
        """<PayrollInstruction xmlns="http://example.org/hrxml" id="PI-550213" created="2026-05-18T08:30:12Z">
  <Worker number="00944"/>
  <Element code="SHIFT_NIGHT" rate="0.15" effective="2026-05-01"/>
  <Approved by="M-551" at="2026-05-18T08:29:58Z"/>
</PayrollInstruction>""",
        "Should this have fixed the missing night rate in the May run?",
        "Here is the instruction we sent to payroll",
    ),
    (
        "feedback-export",
        ["json", "ksuid"],
        """[
  {"id": "2iQ5vJ7bF3kS9mXw1Yc0aT8rNq4", "rater": "peer", "submitted": "2026-05-20T16:44:02Z", "score": 4},
  {"id": "2iQ6Bn8Kd2pL0sZr5Vh3eU9wMx1", "rater": "manager", "submitted": "2026-05-21T09:12:37Z", "score": 3}
]""",
        "Average the scores and say whether both raters submitted before the 21 May 12:00 deadline.",
        "360 export",
    ),
    (
        "investigation-chronology",
        ["chronology", "dates_times"],
        """14/04/2026 16:20  Allegation logged (ER-2210)
15/04/2026 09:02  Investigator appointed
22/04/2026 10:00  Witness W1 interviewed
29/04/2026 17:45  Final interview""",
        "Did the investigation finish within the 15 working days the policy expects?",
        "Chronology so far",
    ),
    (
        "kafka-roster",
        ["kafka", "ulid", "events"],
        """roster.published  key=store-118  {"event_id":"01JXB7Q2M4N6P8R0T2V4X6Z8A1","week":"2026-W24","at":"2026-06-05T16:20:11Z"}
roster.changed    key=store-118  {"event_id":"01JXF3C5E7G9J1K3M5P7R9T1V3","shift":"S-99120","at":"2026-06-08T09:02:37Z"}""",
        "Was the roster changed after it was published, and how long after?",
        "Consumer output",
    ),
    (
        "sentry-event",
        ["sentry", "event_id_first"],
        """{
  "event_id": "a7c1e9f24b6d4803951e2c7f0d3b8a64",
  "timestamp": "2026-06-03T07:12:44.201Z",
  "exception": {"type": "ValidationError", "value": "break must be >= 30 min for shifts over 6h"},
  "tags": {"screen": "swap-request", "app": "roster-mobile@5.2.1"}
}""",
        "What was the user trying to do when this error happened?",
        "Error from our roster app",
    ),
    (
        "form-export",
        ["csv", "timestamp_first", "form"],
        """Timestamp,Email,Preferred start date,Laptop needed
2026/05/26 9:41:07 AM GMT+1,l.nowak@example.com,2026-06-15,Yes
2026/05/27 3:02:55 PM GMT+1,r.shah@example.com,2026-06-22,No""",
        "Which new starter needs a laptop ordered, and by when (lead time 10 days)?",
        "Pre-start form responses",
    ),
    (
        "wfm-change-history",
        ["change_history", "session"],
        """2026-06-08 09:02:37  shift S-99120  start 14:00 -> 15:00  by planner kmurphy (session 8d2f1e)
2026-06-08 09:03:10  shift S-99121  removed                by planner kmurphy (session 8d2f1e)""",
        "Who removed shift S-99121 and when?",
        "Change history",
    ),
    (
        "sql-balances",
        ["sql", "table"],
        """ employee | leave_year | entitled | taken |        last_updated
----------+------------+----------+-------+----------------------------
 W-2093   | 2026/27    |     28.0 |   6.5 | 2026-05-31 23:59:59.917+00
 W-2094   | 2026/27    |     25.0 |  12.0 | 2026-05-31 23:59:59.917+00
(2 rows)""",
        "Who has more than half their leave left?",
        "Query result",
    ),
    (
        "otel-span",
        ["otel", "trace_id"],
        """{"name":"calculate_net_pay","trace_id":"5b8efff798038103d269b633813fc60c","span_id":"eee19b7ec3c1b174","start_time":"2026-05-27T02:04:38.101Z","end_time":"2026-05-27T02:04:38.944Z","attributes":{"worker":"00944","status":"error"}}""",
        "How long did the calculation take before it failed?",
        "Span from the payroll service",
    ),
    (
        "pay-elements-kv",
        ["key_value", "pay_elements"],
        """worker=00481 element=BASIC amount=2981.67 period=2026-05 posted=2026-05-26T17:40:02Z
worker=00481 element=OT_1_5 amount=214.50 period=2026-05 posted=2026-05-26T17:40:02Z
worker=00481 element=SAL_SAC_CTW amount=-83.33 period=2026-05 posted=2026-05-26T17:40:03Z""",
        "Why is there still a cycle-to-work deduction in May?",
        "Pay elements",
    ),
    (
        "sepa-pain001",
        ["xml", "sepa", "msgid"],
        """<GrpHdr>
  <MsgId>SAL-2026-05-IE01-0001</MsgId>
  <CreDtTm>2026-05-27T06:15:33</CreDtTm>
  <NbOfTxs>1284</NbOfTxs>
</GrpHdr>
<ReqdExctnDt>2026-05-29</ReqdExctnDt>""",
        "Will salaries land on the 29th if the bank needs one business day?",
        "Salary payment file header",
    ),
    (
        "roster-sms",
        ["sms", "reference"],
        """Rosterly: Your shift on Sat 13 Jun 06:00-14:00 at DUB2 is confirmed. Ref OS-771. Sent 12/06 19:04""",
        "Do I need to confirm anything else for this shift?",
        "Text I received",
    ),
    (
        "de-lohnabrechnung",
        ["de", "payslip"],
        """Entgeltabrechnung Mai 2026   Personalnummer 40211   Erstellt am 26.05.2026 17:02:44
Bruttobezug 4.120,00   Lohnsteuer 612,33   Solidaritätszuschlag 0,00   KV-AN 336,83
Auszahlung am 29.05.2026""",
        "Warum ist die Lohnsteuer höher als im April?",
        "Hier meine Abrechnung",
    ),
    (
        "fr-json",
        ["fr", "json"],
        """{
  "identifiant": "AT-2026-04417",
  "date_creation": "2026-04-15T09:12:30+02:00",
  "salarie": "118-442",
  "debut_arret": "2026-04-14",
  "fin_arret": "2026-04-25"
}""",
        "Combien de jours de carence s'appliquent à cet arrêt ?",
        "Voici l'export du SIRH",
    ),
    (
        "pt-escala",
        ["pt", "roster"],
        """Escala 12x36 - junho/2026 - gerada em 28/05/2026 14:55:09
01/06 dia  Ana Souza   07:00-19:00
02/06 noite Ana Souza  19:00-07:00""",
        "A Ana pode trabalhar dia e noite seguidos assim?",
        "Recebi esta escala",
    ),
    (
        "ko-json",
        ["ko", "json"],
        """{"신청번호": "LV-2026-5531", "신청일시": "2026-06-02 09:14:22", "휴가종류": "연차", "시작일": "2026-06-15", "종료일": "2026-06-19"}""",
        "이 휴가에 주말이 포함되나요?",
        "휴가 신청 내역",
    ),
    (
        "zh-csv",
        ["zh", "csv"],
        """工号,日期,上班打卡,下班打卡,记录ID
30981,2026-06-04,08:59:12,18:31:47,7f2c9a0e-1b3d-4c5e-8f6a-2b4d6e8f0a1c
30981,2026-06-05,09:07:30,18:02:05,8a3d0b1f-2c4e-4d6f-9a7b-3c5e7f9a1b2d""",
        "6月5日算迟到吗？",
        "考勤导出",
    ),
    (
        "pl-wniosek",
        ["pl", "form"],
        """Wniosek nr WU/2026/0931
Data złożenia: 2026-06-01 08:12:40
Rodzaj: urlop wypoczynkowy, 2026-07-06 - 2026-07-17
Status: zaakceptowany 2026-06-02 10:05:11""",
        "Ile dni roboczych obejmuje ten urlop?",
        "Wniosek z systemu",
    ),
    (
        "it-cedolino",
        ["it", "payslip"],
        """Cedolino 05/2026 - Matricola 7713 - elaborato il 27/05/2026 alle 18:22:09
Retribuzione lorda 2.640,00   Contributi INPS 242,88   IRPEF 418,10
Data pagamento 27/05/2026""",
        "Perché l'IRPEF è cambiata rispetto ad aprile?",
        "Ecco il mio cedolino",
    ),
    (
        "nl-verlof",
        ["nl", "email"],
        """Van: Verlofadministratie <verlof@havenstad.example>
Datum: ma 1 jun 2026 16:42:18
Onderwerp: Verlofaanvraag VA-2026-228 goedgekeurd
Je aanvraag voor 20-07-2026 t/m 31-07-2026 is goedgekeurd.""",
        "Hoeveel verlofuren gaan er af bij een 36-urige werkweek?",
        "Deze mail kreeg ik",
    ),
    (
        "sv-schema",
        ["sv", "csv"],
        """datum;pass;namn;ändrad
2026-06-19;13-21;E. Lind;2026-06-10 08:44:02
2026-06-20;07-16;E. Lind;2026-06-10 08:44:02""",
        "Har E. Lind elva timmars vila mellan passen?",
        "Schemautdrag",
    ),
    (
        "ru-tabel",
        ["ru", "timesheet"],
        """Табель № 06-2026, сформирован 01.07.2026 09:15:44
Иванов И. И., таб. № 5512: 22 дня, 176 ч, сверхурочно 6 ч
Петрова А. С., таб. № 5519: 20 дней, 160 ч""",
        "Сколько сверхурочных часов нужно оплатить в полуторном размере?",
        "Вот табель",
    ),
    (
        "ar-expense",
        ["ar", "expense"],
        """مطالبة رقم: EXP-AR-4410
تاريخ التقديم: 2026-05-19 13:22:07
المبلغ: 2,350 درهم
البند: بدل سكن مؤقت""",
        "هل يحتاج هذا البند إلى موافقة المدير المالي؟",
        "هذه المطالبة",
    ),
    (
        "hi-payslip",
        ["hi", "payslip"],
        """वेतन पर्ची - मई 2026 - कर्मचारी संख्या 88120
सकल वेतन 62,500  पीएफ 7,500  टीडीएस 4,210
जारी: 2026-05-30 11:08:55""",
        "मेरा टीडीएस पिछले महीने से ज़्यादा क्यों है?",
        "मेरी वेतन पर्ची",
    ),
    (
        "he-payslip",
        ["he", "payslip"],
        """תלוש שכר 05/2026 | מספר עובד 3318 | הופק 28/05/2026 16:40:21
ברוטו 14,200 | מס הכנסה 1,315 | ביטוח לאומי 512""",
        "למה מס ההכנסה עלה החודש?",
        "התלוש שלי",
    ),
    (
        "tr-izin",
        ["tr", "form"],
        """İzin talebi: IZ-2026-1187
Oluşturulma: 03.06.2026 10:41:19
Tür: yıllık izin, 15.07.2026 - 24.07.2026
Onay: bekliyor""",
        "Bu izin kaç iş günü sayılır?",
        "İzin sistemindeki kayıt",
    ),
    (
        "el-ergani",
        ["el", "submission"],
        """ΕΡΓΑΝΗ - Ψηφιακή Κάρτα Εργασίας
Αρ. πρωτοκόλλου: ΨΚ-2026-0609-44812
Ημερομηνία υποβολής: 09/06/2026 07:01:33
Εργαζόμενος: 772 | Έναρξη βάρδιας 07:00""",
        "Δηλώθηκε η έναρξη εγκαίρως;",
        "Αυτή είναι η υποβολή",
    ),
    (
        "vi-chamcong",
        ["vi", "timesheet"],
        """Mã NV: 20417 | Ngày 05/06/2026 | Vào 07:56:10 | Ra 17:12:44 | Mã bản ghi 65f1c2a9e4b0d7f3a1c2e5b8""",
        "Tôi có được tính làm thêm giờ không?",
        "Bảng chấm công của tôi",
    ),
    (
        "id-bpjs",
        ["id", "payslip"],
        """Slip gaji Mei 2026 - NIK 330112 - dicetak 2026-05-28 15:20:06
Gaji pokok 7.500.000  BPJS Kesehatan 75.000  BPJS JHT 150.000""",
        "Kenapa potongan BPJS JHT 2%?",
        "Slip gaji saya",
    ),
    (
        "th-leave",
        ["th", "form"],
        """ใบลา เลขที่ LV-TH-2026-0088
วันที่ยื่น 2026-06-03 08:45:12
ลาป่วย 2026-06-02 ถึง 2026-06-03""",
        "ต้องใช้ใบรับรองแพทย์ไหม",
        "ใบลาของฉัน",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "lead_in",
    "quoted",
    "fence",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start_of_user",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool_obs",
    "both_sides",
]
SYSTEM_HR = "You are the HR shared-services assistant. Answer from the material the employee gives you."
EXTRA = {
    "en": "Anything else unusual in it?",
    "de": "Fällt dir sonst noch etwas auf?",
    "fr": "Autre chose d'inhabituel ?",
    "pt": "Mais alguma coisa estranha?",
    "ko": "다른 이상한 점도 있나요?",
    "zh": "还有别的问题吗？",
    "pl": "Coś jeszcze nietypowego?",
    "it": "Altro di strano?",
    "nl": "Valt er nog iets op?",
    "sv": "Något annat konstigt?",
    "ru": "Что-то ещё необычное?",
    "ar": "هل هناك شيء آخر غير معتاد؟",
    "hi": "और कुछ असामान्य है?",
    "he": "עוד משהו חריג?",
    "tr": "Başka tuhaf bir şey var mı?",
    "el": "Κάτι άλλο ασυνήθιστο;",
    "vi": "Còn gì bất thường không?",
    "id": "Ada yang aneh lagi?",
    "th": "มีอะไรผิดปกติอีกไหม",
}


def _place(placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return f"User: {intro}:\n{block}\nAssistant: Got it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: Can you pull up the record?\nAssistant: {intro}:\n{block}\nUser: {ask}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_user":
        return f"{SYSTEM_HR}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM_HR}\n\nUser: {ask}\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_HR}<|im_end|>\n<|im_start|>user\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_HR}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_HR}<|end|>\n<|user|>\n{block}\n{ask}<|end|>\n<|assistant|>"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag":
        return (
            f'{SYSTEM_HR}\n\n<document source="employee-upload">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_obs":
        return (
            f"Question: {ask}\nThought: I should read the record the employee attached.\n"
            f"Action: read_attachment[1]\nObservation:\n{block}\nThought:"
        )
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\n{EXTRA[lang]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        lang = tags[0] if tags[0] in EXTRA else "en"
        text = _place(placement, block, ask, intro, lang)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


def _negatives_lookalikes() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        NEG.append(Draft(text, f"{SRC}neg:lookalike:{source}", ["hard_negative", "lookalike", *tags]))

    add(
        "stable-header",
        ["header_block", "cutoff", "revision"],
        """Assistant profile:
Entity: UK02
Pay calendar: monthly, pay date last working day
Knowledge cutoff: 2025-06
Prompt revision: 2026-03-04

You answer payroll questions for UK02 employees.

User: When is pay day in December?
Assistant:""",
    )
    add(
        "llama3-cutoff-only",
        ["llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help employees understand leave types.<|eot_id|><|start_header_id|>user<|end_header_id|>

What is the difference between compassionate and carer's leave?<|eot_id|><|start_header_id|>assistant<|end_header_id|>
""",
    )
    add(
        "policy-front-matter",
        ["yaml_front_matter", "policy_date"],
        """---
policy: relocation
effective: 2026-01-01
owner: reward-team
---
Relocation support is capped at GBP 8,000 and must be claimed within 12 months of the start date.

Question: Can I claim school fees?
Answer:""",
    )
    add(
        "xml-entity-tz",
        ["xml_attr", "timezone"],
        """<context entity="DE04" timezone="Europe/Berlin" leave_year_start="01-01"/>
You answer leave questions for DE04 employees.

User: Do unused days carry over to March?
Assistant:""",
    )
    add(
        "json-tenant-build",
        ["single_line_json", "tenant_uuid", "calver"],
        """{"tenant": "9b2e7d4c-1f3a-4c8e-b6d5-0a7f2e9c3b18", "build": "2026.05.1", "channel": "teams"}
You help shift workers find their roster.

User: Where do I see next week's shifts?
Assistant:""",
    )
    add(
        "html-comment-revision",
        ["html_comment", "revision"],
        """<!-- template: er-letter v7, reviewed 2026-02-20 by legal -->
Draft a neutral outcome letter for a grievance that was partly upheld.

Letter:""",
    )
    add(
        "kv-cutoff-settings",
        ["key_value", "settings"],
        """PAY_CUTOFF_DAY=18
OVERTIME_APPROVAL_HOURS=48
TIMEZONE=Europe/Dublin

You explain why overtime lands in the next month's pay.

User: I did overtime on the 20th, why wasn't it in this month's pay?
Assistant:""",
    )
    add(
        "unrendered-template",
        ["template", "unrendered"],
        """Today's date: {{current_date}}
Session: {{session_id}}

You help managers book return-to-work meetings.

User: How soon after someone comes back should I hold the meeting?
Assistant:""",
    )
    add(
        "gemma-leave-year",
        ["gemma", "leave_year"],
        """<start_of_turn>user
Leave year: 1 April - 31 March. Carry-over limit: 5 days, used by 30 June.
I have 7 days left on 31 March. What happens to them?<end_of_turn>
<start_of_turn>model
""",
    )
    add(
        "ja-prompt-revision",
        ["ja", "revision"],
        """プロンプト改訂日：2026-03-01
対象法人：JP01

あなたは有給休暇の質問に答えるアシスタントです。
来年の付与日数は何日ですか？勤続3年半です。""",
    )


def _negatives_asked() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        NEG.append(Draft(text, f"{SRC}neg:asked:{source}", ["hard_negative", "asked", *tags]))

    add(
        "punch-epoch",
        ["epoch"],
        """My punch record only shows 1781067738 as the clock-out. What time was that in Dublin?""",
    )
    add(
        "uuid7-case",
        ["uuid7"],
        """The HR portal gave me reference 0196f3a2-7c41-7b3e-9a1d-5e2f8c0b4d17 for my grievance. Can you
tell from it when I submitted it?""",
    )
    add(
        "typed-clock",
        ["user_clock"],
        """It's 06:52 here and my shift starts at 07:00 but the kiosk is down. How do I record my start time
so I'm not marked late?""",
    )
    add(
        "few-shot-dates",
        ["few_shot"],
        """Classify each leave request as annual, sick or other.

Request: "Off 2026-03-02 to 2026-03-04, flu" -> sick
Request: "Holiday 14-18 April" -> annual
Request: "Jury service from 2026-06-08 09:00" ->""",
    )
    add(
        "relative-times",
        ["relative"],
        """My swap request was sent 3 hours ago and my manager approved a different one 20 minutes ago.
Why is mine still pending?""",
    )
    add(
        "jwt-decode",
        ["jwt"],
        """Our onboarding portal logs me out. Can you decode this token and tell me when it expires?
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJuaC00MDIxMyIsImlhdCI6MTc4MDk5NzQxMiwiZXhwIjoxNzgxMDAxMDEyfQ.Zx1c9kQpV3r7mN2aB8yT4uW6oE0iS5dF1gH3jK7lP9s""",
    )
    add(
        "de-working-days",
        ["de", "arithmetic"],
        """Meine Kündigung ging am 14.05.2026 um 16:30 ein, Kündigungsfrist 4 Wochen zum 15. oder Monatsende.
Wann ist mein letzter Arbeitstag?""",
    )
    add(
        "traceparent-support",
        ["traceparent"],
        """Support asked me for the trace of the failed payslip download. This is what the browser console
showed: traceparent 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01. What do I send them?""",
    )
    add(
        "plain-control",
        ["control"],
        """How many weeks of paternity leave are employees entitled to under our policy if it matches the
statutory minimum in Ireland?""",
    )


# --- assembly ---------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives()
    return make_holdout.assemble("hold82", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
