"""Build `prompt_normalizer/corpus/holdout80.jsonl`, an eightieth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout80.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout72.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
docstring of `make_holdout72.py` and the clarification section of `make_holdout64.py` were read in
full), to keep clear of the sources and scenarios they used and to apply their clarifications of the
rules, and of `make_holdout24.py` also its import block and its last 150 lines, for the structure of a
generator; `pyproject.toml` was read for ruff's settings. (A listing of `tests/normalizer/` showed the
names of the generators and a check of the path showed that `holdout80.jsonl` did not exist yet.)
`make_holdout73.py` to `make_holdout79.py`, written at the same time, were not read.

The domain is government permits and licensing: building permits and planning applications, business
and alcohol licences, inspections and enforcement, public consultations, freedom-of-information
requests, street works and road closures, registry offices and appeals. The earlier docstrings name
neighbours of it: Austrian building permits and permit decisions, land register copies, planning
objections in Low German, a civil registry in Ladino and a company registry (make_holdout12); parish
council planning consultations (make_holdout14); food hygiene inspections from an officer's tablet
(make_holdout20); residence permits (make_holdout23); a planning portal's session cookie, an objection
reply dated by a letter tool, planning decisions and enforcement letters in construction
(make_holdout28); a permit conditions desk, a permit application event delivered with Standard
Webhooks and a ChatML enforcement notice drafter in the environment (make_holdout43); courts and
tribunals (make_holdout47); tax appeals (make_holdout52); tender portals (make_holdout58); register
office slots "as of" a time with a ULID snapshot and a Standesamt `Jetzt:` line (make_holdout56); and
municipal permit desks with `Zeitstempel (System):`, `Hora do pedido:` and an Almaty permit
(make_holdout72). The scenarios here were written around them: planning is seen from English, US
and continental householders' and case officers' sides (validation, tacit permits, CILA,
omgevingsvergunning, PBG, Bebauungsplan objections), never Austrian; consultations are analysis runs,
response exports and moderation, not parish councils; inspections are building control, HMO, fire
safety and taxi vehicle tests, with no food hygiene tablet; deliveries use a made-up `X-ATP-*` scheme,
Google Chat and CloudEvents, never Standard Webhooks; no planning portal cookie, letter-dated objection
reply, register office slot snapshot, `Jetzt:`, `Zeitstempel (System):` or `Hora do pedido:` appears.
The sources are:

* building permits and planning: YAML front matter `generated_at` over a pasted portal record that
  opens with `created_at` and a UUIDv7 `id`, forwarded request headers (`X-Request-ID` UUIDv7,
  `X-Client-Time` in ms) over a pasted framing inspection, a local plan search "at" a Python logging
  time with a KSUID query id, an appeal bundle's ULID and assembly time, an objection summary with a
  `conversation_id` and `client_time` after the last user message, a Bebauungsplan objection
  (`Stand der Abfrage:`, `Anfrage-ID:`), a Russian server time, a Polish session and `Czas zapytania:`,
  a French `Date du jour :`, an Italian "Oggi è ..." line, a Dutch `Tijdstip aanvraag:` with a lower-case
  ULID, a Brazilian "Consulta ... realizada em ... às ..." phrase, a Hindi `आज की तारीख:`, a Thai
  Buddhist-era `วันที่ปัจจุบัน:` and a Turkish session and `İstek zamanı:`;
* business and alcohol licences: a street trading consent fetched by a ReAct tool (`lookup_id`,
  `fetched_at` in the observation; the consent stays), a TENs Llama 3 prompt (`Today Date` moves,
  `Cutting Knowledge Date` stays), a ChatML `Current time:` line, a Semantic Kernel current-time
  sentence inside a system paragraph, a licence review appeal under "Today is ...", a street trading
  form export under a bracketed context line (`sid`, `at` in s), a taxi badge renewal with a trailing
  `sent_ms`, a Japanese 営業許可 (`現在日時：`), a Korean signage permit (`조회 시각:` in 12-hour form,
  UUIDv7 `요청 ID:`), an Arabic trade licence (`تاريخ اليوم:` in Arabic-Indic digits) and a Hebrew
  business licence (`תאריך ושעה נוכחיים:`);
* inspections and enforcement: a building control app's made-up `Pulse-ms:`, an HMO inspection CSV
  under `X-Amzn-Trace-Id` at the head, a fire inspection console (US medium local time, base58
  session), an enforcement case summariser's run in markdown bullets and a noise complaint received
  as a Google Chat event (`eventTime` and the message `name` move; the text stays);
* public consultations: an analysis run's KSUID and start, a moderation stamp in .NET "o" form over
  a pasted XML response;
* freedom of information: a case file exported "at" a time with an export id, an AskThePublic delivery
  received by the app (`X-ATP-Delivery`, `X-ATP-Timestamp`, `X-ATP-Signature` move; the payload's
  `request_id` and `created_at` stay), a disclosure log footer, a triage prompt's HTML comment (`rid`
  ULID, `built`) over a pasted e-mail, and a tracking UUIDv7 the user asks about under `Request-Id`;
* street works and road closures: a console session and its opening in a markdown table, a closure
  order under XML attributes (hex `id`, `received`), a closure pasted as single-line JSON under
  `traceparent`, a Mistral `[INST]` prompt with a Go RFC3339Nano `Now:`, a travel news CloudEvent
  (`ce-id`, `ce-time`), closures fetched "as of" a time with a KSUID snapshot, a scaffold licence
  under made-up `rs.t0` in us (`rs.build` CalVer stays) and a Chinese 道路挖掘 permit (`请求时间：`,
  ULID `会话编号：`);
* registry offices: a Spanish marriage file appointment (`Fecha y hora actual:`, nanoid `Sesión:`), a
  ceremony booking behind `Authorization: Bearer` (JWT), a birth registration SMS under single-line
  JSON (`req` UUIDv7, `ts` in ms), a certificate order with a trailing KSUID trace line and a booking
  answer whose first line is the request's ULID over a pasted booking whose `id` is a ULID;
* the generated family: one volatile field (18 labels and formats, among them made-up labels
  `desk.clock` and `deskhop`, and the local "now" label of nine languages) at four of ten positions
  of 20 bodies (nine English, eleven in Spanish, German, Greek, Vietnamese, Swedish, Czech, Ukrainian,
  Indonesian, Japanese, Finnish and Korean) whose user message carries a pasted record with its own
  times and ids.

The negatives: 57 pasted records in twenty placements (question after, before, typed right under it,
behind a lead-in, quoted, fenced, in an earlier user turn, in an earlier assistant turn, indented, at
the very start of the user's message, at the very end of the prompt, in ChatML, Llama 3, Gemma, Phi-3
and Mistral turns, in a RAG document, in a tool observation, in a user turn under a system prompt and
on both sides): a portal record opening with `created_at` and a UUIDv7, a permit API response with a
ULID `id`, inspection XML, a premises register CSV, a hearing outcome e-mail, an `X-ATP-*` delivery
pasted to debug its signature, street works logfmt with `ts` and `request_id`, a TTRO notice, an FOI
e-mail with `Received:`, `Date:` and `Message-ID:`, an FOI log in YAML, a notice of marriage form
export, a certificate order e-mail, `curl -v` output with `date`, `x-request-id` and a rate-limit
reset epoch, nginx lines with `rid=`, a committee running order, a consultation export, a complaint
form opening with `Created:` and `Ref:`, noise monitor lines, alcohol application JSON with an epoch,
an appeal timetable, a completion certificate, a Slack export with `ts`, a Sentry event opening with
`event_id` and `timestamp`, an OpenTelemetry span, Kafka output with ULIDs, an SQL result, a webhook
dashboard's delivery log, an inspection SMS, a taxi test sheet, a pitch register, a pasted JWT, a fee
receipt, an events export with KSUIDs, draft HMO conditions and a permit list; and in other languages
a Spanish resolución, a German record opening with `Erstellt:`, a French arrêté, an Italian verbale, a
Brazilian JSON record with Portuguese keys, a Dutch Woo confirmation, Polish, Czech, Swedish, Korean,
Chinese, Arabic (Arabic-Indic digits), Hebrew, Russian, Ukrainian, Greek, Turkish, Hindi, Vietnamese,
Indonesian and Georgian records, and Japanese JSON with Japanese keys. 14 look-alikes in program
positions (policy adoption date, fee schedule and knowledge cutoff, a Llama 3 header with only its
cutoff, a ChatML prompt revision, front matter with an approval date, council code and time zone in
XML attributes, a tenant uuid and CalVer build in single-line JSON, an HTML comment revision, office
hours, a consultation window in `KEY=value` lines, a terms footer, `api-version`, an unrendered
`{{current_date}}` template, Discord ids and an applicant profile), ten values the user asks about or
types (an epoch, a UUIDv7, working days, an ISO week, a user's own clock, a traceparent for support,
few-shot dates, relative times, a snowflake, a KSUID), two plain controls, and 50 generated hard
negatives: the family's bodies with one stable value (version, fee schedule, knowledge cutoff, prompt
revision, API version, time zone, tenant uuid, statutory days, office hours, policy date, council
code, build, retention, service area) at positions the body's positives do not use.

What it is: 264 prompts. 131 carry volatile fields (158 spans): 51 hand-written positives (78 spans;
26 with two or more fields) and 80 generated ones. 133 carry none. About two prompts in five are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic,
Devanagari, Thai, Greek, Georgian). The output is deterministic (seeded); once written and hashed it is
frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, work logins, deliveries received vs pasted, tool results, made-up labels, bracketed
and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Permit, licence, application, appeal, case, order, booking, certificate, consent, pitch, FOI and
  consultation response references and their dates and times are content wherever they sit (also
  when the program fetched them for this request, as in a tool observation or a closures list): dates
  received, validated, granted, issued, varied, inspected, submitted, started and completed, deadlines,
  closure windows, hearing and ceremony times, a portal record's `created_at`, `updated_at` and UUIDv7
  or ULID `id`, a payload's `request_id` (the FOI request's own id) and a booking's `created`. Only the
  program's stamp and the ids minted for the export, search, lookup, snapshot, run or bundle move.
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves
  while the pasted record's `created_at` stays; a request's ULID on the first line moves while the
  pasted booking's ULID `id` stays; the `Request-Id` moves while the tracking UUIDv7 the user asks
  about stays; an `X-ATP-*` delivery the app received moves its envelope headers (delivery id,
  timestamp, signature) and keeps its payload, while the same kind of delivery pasted to debug stays
  whole.
* A Google Chat event received for this request moves its `eventTime` and the message's `name` (the
  per-message id, like a Slack `ts`); the space, the sender and the text stay.
* "Now" in any form moves: local times with a zone name, a US medium time, .NET "o", Go RFC3339Nano,
  `Today Date`, "Today is ...", "Oggi è ...", "Date du jour", the Buddhist era, Arabic-Indic digits,
  full-width colons, and labels nobody would guess (`Pulse-ms`, `rs.t0`, `desk.clock`, `tick`); an
  unrendered `{{current_date}}` does not.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Policy index searched at <time> (query <id>) for this request:" leaves "Policy index searched for
  this request:"; "Bundle <id> assembled at <time> on <date> from ..." leaves "Bundle assembled from
  ..."; "realizada em <date> às <time> para" leaves "realizada para"); a Semantic Kernel sentence inside
  a paragraph is cut alone; XML attributes, `key=value` pairs and single-line JSON members (with the
  comma after them) follow and precede stable neighbours; volatile members of pretty-printed JSON are
  never the last member of their object; header lines, markdown rows and bullets, YAML keys, footer
  lines and a line holding one field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`) or a chat template's reply header
  on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end with the user's
  message or with the metadata after it; the Mistral `[INST]` positive has its trailer after `[/INST]`
  as rule 4 gives it; Gemma and Phi-3 prompts appear only among the negatives.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    _CUE_LINE,
    DAYS_LONG,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    py_logging,
    rfc3339,
    sk_now,
    v,
)

SEED = 20800314
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout80.jsonl"
SRC = "holdout80:"

GMT = timezone(timedelta(0), "GMT")
EDT = timezone(timedelta(hours=-4), "EDT")
PDT = timezone(timedelta(hours=-7), "PDT")
CET = timezone(timedelta(hours=1), "CET")
EET = timezone(timedelta(hours=2), "EET")
MSK = timezone(timedelta(hours=3), "MSK")
GST = timezone(timedelta(hours=4), "GST")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
CST_CN = timezone(timedelta(hours=8), "CST")
JST = timezone(timedelta(hours=9), "JST")
KST = timezone(timedelta(hours=9), "KST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
AR_MONTHS = [
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
]
TH_MONTHS = [
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
]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
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
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
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
HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]


# --- local value formats ------------------------------------------------------------------------------------


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dmy_dash(t: datetime) -> str:
    return f"{t:%d-%m-%Y %H:%M:%S}"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分{t.second:02d}秒"


def ko_dt(t: datetime) -> str:
    half = "오전" if t.hour < 12 else "오후"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}시 {t.minute:02d}분 {t.second:02d}초"


def ar_date(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}".translate(AR_DIGITS)


def th_dt(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S} น."


def fr_long(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}"


def it_long(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}"


def hi_date(t: datetime) -> str:
    return f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}"


def fi_dt(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} klo {t.hour}.{t.minute:02d}.{t.second:02d}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def en_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


class Gen80(Gen):
    """`Gen` with moments on a chosen day and a few more identifier alphabets."""

    def around(self, day: str, tz: timezone = UTC, start: int = 7, end: int = 21) -> datetime:
        d = date.fromisoformat(day)
        local = datetime(d.year, d.month, d.day, tzinfo=tz)
        return local + timedelta(
            seconds=self.rng.randrange(start * 3600, end * 3600),
            microseconds=self.rng.randrange(1, 1_000_000),
        )

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def ns(self) -> int:
        return self.rng.randrange(1, 1000)


def fill(template: str, **values: str) -> str:
    """Put `values` in the `⟦name⟧` slots of `template` (no brace escaping needed for JSON)."""
    for key, value in values.items():
        slot = f"⟦{key}⟧"
        assert slot in template, key
        template = template.replace(slot, value)
    assert "⟦" not in template, template
    return template


POS: list[Callable[[Gen80], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen80], Draft]) -> Callable[[Gen80], Draft]:
    POS.append(fn)
    return fn


def pos(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives: building permits and planning --------------------------------------------------


@positive
def _plandesk_front_matter(g: Gen80) -> Draft:
    now = g.around("2026-03-04")
    created = datetime(2026, 2, 11, 16, 4, 52, tzinfo=UTC)
    return pos(
        "plandesk-generated-at-vs-created-at",
        ["yaml_front_matter", "near_miss", "pasted_json"],
        fill(
            """---
app: plandesk-assistant
⟦gen⟧
council: Harrowfield District Council
---
You are PlanDesk, the planning enquiries assistant for Harrowfield District Council. Explain planning
processes in plain English and never predict the outcome of an application.

User: This is the record the applicant portal shows for my extension:

{
  "created_at": "2026-02-11T16:04:52Z",
  "id": "⟦rec⟧",
  "reference": "HDC/26/00412/HOU",
  "status": "awaiting_validation",
  "fee": {"amount": 258, "paid_at": "2026-02-11T16:09:13Z"},
  "documents": 7,
  "updated_at": "2026-03-02T08:30:05Z"
}

It has said "awaiting validation" for three weeks. Is something missing on my side?
Assistant:""",
            gen=v("datetime", "generated_at: " + rfc3339(now, 3)),
            rec=g.uuid7(created),
        ),
    )


@positive
def _permit_request_headers(g: Gen80) -> Draft:
    now = g.around("2026-03-10", EDT)
    return pos(
        "permit-portal-request-headers",
        ["header_block", "request_id", "epoch_ms", "pasted_result"],
        fill(
            """You are the building permits helper for the City of Carrow Falls. Answer from the permit record and the
inspection results the applicant provides. Do not promise inspection slots.

Forwarded request headers:
Host: permits.carrowfalls.example
⟦rid⟧
Accept-Language: en-US
⟦ct⟧
X-Portal-Version: 8.3.1

Applicant: My framing inspection came back like this, copied from the portal:

Inspection 2291774  FRAMING  Result: PARTIAL PASS  Inspector: R. Okafor
Completed 03/09/2026 1:47:12 PM
Comment: Hold-downs at grid C/4 missing. Re-inspect after correction; no cover until then.

Can I start the insulation on the rest of the house while I wait for the re-inspection?
Assistant:""",
            rid=v("request_id", "X-Request-ID: " + g.uuid7(now)),
            ct=v("epoch", f"X-Client-Time: {epoch_ms(now)}"),
        ),
    )


@positive
def _local_plan_search(g: Gen80) -> Draft:
    now = g.around("2026-03-12", GMT)
    return pos(
        "local-plan-search-sentence",
        ["rag", "phrase_at", "parenthesised_id", "ksuid"],
        fill(
            """You answer questions about the Westmere Local Plan using only the passages below, and quote the policy
number you rely on.

Policy index searched ⟦at⟧ ⟦q⟧ for this request:

[1] Policy H7 (adopted 14 July 2023): Residential annexes must remain ancillary to the main dwelling and
share its access, parking and garden.
[2] Householder Design SPD, revised 2 May 2025, para 4.12: Dormers should sit at least 0.2 m below the
ridge and be set back 0.5 m from the eaves.
[3] Policy D2 (adopted 14 July 2023): Development in conservation areas must preserve or enhance their
character; roof alterations facing a highway need particular care.

Question: Can I build a dormer that is level with the ridge on my annexe?
Answer:""",
            at=v("datetime", "at " + py_logging(now)),
            q=v("snapshot_id", f"(query {g.ksuid(now)})"),
        ),
    )


@positive
def _consent_tool_observation(g: Gen80) -> Draft:
    now = g.around("2026-03-13")
    return pos(
        "street-trading-tool-observation",
        ["react", "tool_observation", "pretty_json", "nanoid"],
        fill(
            """You are the licensing officer's assistant at Dunmore Borough. Use the tools to look things up, then answer.

Question: Does the street trading consent for the crêpe stall on Market Row cover Sunday trading?
Thought: I should look up the consent.
Action: consent_lookup
Action Input: {"location": "Market Row", "type": "street_trading"}
Observation: {
  ⟦lid⟧
  ⟦fat⟧
  "consent": {
    "number": "STC/2025/0193",
    "holder": "La Petite Crêpe Ltd",
    "granted": "2025-09-01",
    "expires": "2026-08-31",
    "days": ["Fri", "Sat"],
    "hours": "10:00-18:00"
  }
}
Thought:""",
            lid=v("request_id", f'"lookup_id": "{g.nanoid()}",'),
            fat=v("datetime", f'"fetched_at": "{rfc3339(now)}",'),
        ),
    )


@positive
def _tens_llama3(g: Gen80) -> Draft:
    now = g.around("2026-03-05", GMT)
    return pos(
        "tens-llama3-today-date",
        ["llama3", "today_date", "pasted_email"],
        fill(
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
⟦today⟧

You help small venues with temporary event notices (TENs) under the Licensing Act 2003 in England.<|eot_id|><|start_header_id|>user<|end_header_id|>

The council sent us this acknowledgement:

From: licensing@kestonvale.gov.example
Date: Tue, 3 Mar 2026 11:26:40 +0000
Subject: TEN acknowledgement TEN/26/0187

Your standard TEN for 28 March 2026, 19:00-01:00, 180 persons, was received on 3 March 2026. The police
and environmental health have until 6 March 2026 to object.

Is the TEN definitely valid now, or could it still be refused?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
            today=v("date", "Today Date: " + llama_today(now)),
        ),
    )


@positive
def _premises_chatml(g: Gen80) -> Draft:
    now = g.around("2026-03-13", GMT)
    return pos(
        "premises-licence-chatml-current-time",
        ["chatml", "system_tail", "pasted_licence"],
        fill(
            """<|im_start|>system
You are the licensing helpdesk bot of Larkhill City Council. Answer questions about premises licences
and club premises certificates; for anything about a hearing, refer the person to the licensing team.
⟦now⟧
<|im_end|>
<|im_start|>user
Our licence summary says this:

Premises licence LCC/PL/01462 - The Copper Kettle, 14 Bridge Street
Granted: 12/06/2019   Last varied: 03/10/2024
Sale of alcohol (on and off): Mon-Thu 10:00-23:00, Fri-Sat 10:00-00:30, Sun 12:00-22:30
Late night refreshment: Fri-Sat 23:00-01:00
DPS: Amrit Sandhu (personal licence PL-LCC-88213)

Can we stay open until 01:00 on Saturday for a private party if we stop selling alcohol at 00:30?
<|im_end|>
<|im_start|>assistant""",
            now=v("datetime", "Current time: " + rfc3339(now)),
        ),
    )


@positive
def _foi_export_sentence(g: Gen80) -> Draft:
    now = g.around("2026-03-16", GMT)
    return pos(
        "foi-case-export-sentence",
        ["phrase_at", "parenthesised_id", "pasted_case_log"],
        fill(
            """You are the information governance team's assistant at Ashby County Council.

Case file exported from FOIFlow ⟦at⟧ ⟦exp⟧ for this request:

Case FOI-2026-00318
Received: 16/02/2026 (email)
Clarification sought: 18/02/2026   Clarification received: 24/02/2026
Deadline (20 working days): 23/03/2026
Searches: Highways, Parking Services
Notes: Parking Services returned 412 PCN records; Highways asked whether the s.12 cost limit applies.

Draft a short holding reply to the requester that tells them when they can expect the response.""",
            at=v("datetime", "at " + rfc3339(now)),
            exp=v("request_id", f"(export {g.uuid4()})"),
        ),
    )


@positive
def _foi_webhook_envelope(g: Gen80) -> Draft:
    now = g.around("2026-03-13", UTC, 21, 23)
    return pos(
        "foi-webhook-envelope-received",
        ["webhook_envelope", "near_miss", "signature", "tail_payload"],
        fill(
            """You triage incoming freedom-of-information requests for Ashby County Council. Classify the request by
department and say whether it is likely to engage an exemption.

Incoming delivery from AskThePublic:
POST /hooks/foi HTTP/1.1
Content-Type: application/json
⟦d⟧
⟦ts⟧
⟦sig⟧

{"request_id":"atp-418822","title":"Bus lane camera revenue 2023-2025","created_at":"2026-03-13T21:18:04Z","body":"Please provide the monthly number of PCNs issued by each bus lane camera, January 2023 to December 2025, and the total income per camera."}""",
            d=v("delivery_id", "X-ATP-Delivery: " + g.uuid4()),
            ts=v("epoch", f"X-ATP-Timestamp: {epoch_s(now)}"),
            sig=v("signature", "X-ATP-Signature: sha256=" + g.hex(64)),
        ),
    )


@positive
def _street_works_session_table(g: Gen80) -> Draft:
    now = g.around("2026-03-13", GMT)
    return pos(
        "street-works-console-session-table",
        ["markdown_table", "session", "base32", "pasted_permit"],
        fill(
            """You help the street works coordinator at Medway Water Services draft permit applications and answer
questions about permit conditions.

| Field | Value |
|---|---|
| Operator | Medway Water Services (SW code 7712) |
⟦sess⟧
⟦opened⟧
| Highway authority | Thornbury County Council |

User: The granted permit reads:

Permit TT7712-SW-0044871-01  Status: Granted
Location: High Street, Thornbury, outside no. 42
Proposed start: 2026-03-23 07:30   Proposed end: 2026-03-27 18:00
Traffic management: Two-way signals
Condition NCT09a: Works may only take place between 09:30 and 15:30 on Mon-Fri.
Reference: RA-2026-0091882

The crew wants to start at 07:30 as on the application. Is that allowed?
Assistant:""",
            sess=v("session_id", f"| Console session | {g.b32(26)} |"),
            opened=v("datetime", f"| Opened | {dmy_slash(now)} |"),
        ),
    )


@positive
def _road_closure_xml(g: Gen80) -> Draft:
    now = g.around("2026-03-15", GMT)
    return pos(
        "road-closure-xml-attributes",
        ["xml_attr", "hex_id", "pasted_notice"],
        fill(
            """<context ⟦id⟧ ⟦rec⟧ authority="Ravensmoor City Council" channel="web"/>
You answer residents' questions about temporary road closures. Use only the order text the resident gives.

Resident: The notice on the lamp post says this:

THE RAVENSMOOR CITY COUNCIL (CASTLE LANE) (TEMPORARY PROHIBITION OF THROUGH TRAFFIC) ORDER 2026
Notice is given that the Council has made an order prohibiting through traffic on Castle Lane between
Keep Street and Moat Road from 20:00 to 06:00 each night for up to 5 nights between 6 April 2026 and
17 April 2026, to allow sewer repairs. Access for residents will be maintained at all times.
Dated 12 March 2026.

Will I be able to get my car out at 05:30 on 8 April?""",
            id=v("request_id", f'id="{g.hex(16)}"'),
            rec=v("datetime", f'received="{rfc3339(now)}"'),
        ),
    )


@positive
def _registro_civil_es(g: Gen80) -> Draft:
    now = g.around("2026-03-14", CET)
    return pos(
        "registro-civil-es",
        ["lang_es", "now_label", "session", "pasted_appointment"],
        fill(
            """Eres el asistente de citas del Registro Civil de Valdemora. Responde en español y de forma breve.
⟦now⟧
⟦sid⟧

Usuario: Me ha llegado esta confirmación:

Cita n.º RC-VLD-2026-018834
Trámite: Expediente previo de matrimonio
Fecha: 02/04/2026  Hora: 11:40
Lugar: Oficina 2, calle Mayor 5
Documentación: DNI de ambos, certificados literales de nacimiento (expedidos hace menos de 6 meses),
certificado de empadronamiento.

Mi certificado de nacimiento lo pedí el 20 de septiembre de 2025. ¿Me vale todavía para la cita?""",
            now=v("datetime", "Fecha y hora actual: " + dmy_slash(now)),
            sid=v("session_id", "Sesión: " + g.nanoid()),
        ),
    )


@positive
def _appeal_bundle_job(g: Gen80) -> Draft:
    now = g.around("2026-03-09", GMT)
    when = f"at {now:%H:%M} on {now.day} {MONTHS_LONG[now.month - 1]} {now.year}"
    return pos(
        "planning-appeal-bundle-job",
        ["inline_id", "phrase_at", "ulid", "pasted_timeline"],
        fill(
            """You are AppealKit, which prepares statements of case for householder planning appeals.

Bundle ⟦id⟧ assembled ⟦at⟧ from the applicant's uploads.

Application 25/03318/HOU refused 18 December 2025 (reasons: overbearing impact on no. 9; design out of
character with the street)
Appeal period for householder appeals: 12 weeks from the decision date
Site photos taken 4 January 2026, 15:20-15:45
Neighbour letter of support dated 7 January 2026

Draft the grounds of appeal for the first refusal reason, in under 200 words.""",
            id=v("run_id", g.ulid(now)),
            at=v("datetime", when),
        ),
    )


@positive
def _building_control_pulse(g: Gen80) -> Draft:
    now = g.around("2026-03-11", GMT)
    return pos(
        "building-control-made-up-pulse",
        ["made_up_label", "epoch_ms", "header_block"],
        fill(
            """BuildCheck field app
Device: TAB-0419
⟦pulse⟧
Inspector: J. Marsh

Site: Plot 14, Orchard Rise   BC ref: FP/25/1182
Stage: Drainage (below ground), air test
Test started 10:12:30, 100 mm water gauge; after 5 minutes 88 mm.

Is that a pass if the limit is a 25 mm drop in 5 minutes? Reply in one line.""",
            pulse=v("epoch", f"Pulse-ms: {epoch_ms(now)}"),
        ),
    )


@positive
def _noise_chat_event(g: Gen80) -> Draft:
    now = g.around("2026-03-12", UTC, 6, 8)
    return pos(
        "noise-enforcement-chat-event",
        ["envelope", "pretty_json", "nested", "message_id"],
        fill(
            """You are the noise team's triage bot. Classify the message (domestic, commercial, construction, other) and
say whether an officer should call back.

Event received from Google Chat:
{
  "type": "MESSAGE",
  ⟦et⟧
  "space": {"name": "spaces/AAAA6tq2ZP0", "displayName": "Noise reports"},
  "message": {
    ⟦mid⟧
    "text": "Building site on Cole Street started pile driving at 06:50 again today, third time this week. Their permit says 08:00!",
    "sender": {"displayName": "Resident line", "type": "HUMAN"}
  }
}""",
            et=v("datetime", f'"eventTime": "{rfc3339(now, 6)}",'),
            mid=v("message_id", f'"name": "spaces/AAAA6tq2ZP0/messages/{g.b62(11)}.{g.b62(11)}",'),
        ),
    )


@positive
def _consultation_run(g: Gen80) -> Draft:
    now = g.around("2026-03-10", GMT)
    return pos(
        "consultation-analysis-run",
        ["inline_id", "phrase_at", "ksuid", "pasted_csv"],
        fill(
            """Run ⟦id⟧ started ⟦at⟧ by ConsultLens; 3 responses in scope.

Response ID,Submitted,Postcode district,Q3 Support?,Q4 Comments
ANON-7KQP-2M1X-Z,2026-02-03 18:22:41,WM4,Oppose,"The bus gate will push traffic onto Elm Road."
ANON-7KQP-2M9C-Q,2026-02-03 19:05:12,WM2,Support,"Safer walking to school."
ANON-7KQP-2N4R-F,2026-02-04 07:48:09,WM4,Oppose,"Deliveries to my shop before 08:00 will be impossible."

Summarise the reasons for opposition in WM4 in two bullet points.""",
            id=v("run_id", g.ksuid(now)),
            at=v("datetime", "at " + iso_space(now) + " UTC"),
        ),
    )


@positive
def _bebauungsplan_de(g: Gen80) -> Draft:
    now = g.around("2026-03-09", CET)
    return pos(
        "bebauungsplan-stellungnahme-de",
        ["lang_de", "now_label", "request_id"],
        fill(
            """Du unterstützt die Stadtverwaltung Lindenau bei der Auswertung der Stellungnahmen zur öffentlichen
Auslegung des Bebauungsplans Nr. 87 "Am Mühlbach".
⟦stand⟧
⟦rid⟧

Stellungnahme (eingegangen per E-Mail am 27.02.2026, 23:14 Uhr, Eingangs-Nr. 2026-0412):
"Die geplante viergeschossige Bebauung verschattet unsere Gärten. Wir bitten, die Traufhöhe auf zwei
Geschosse zu begrenzen."

Ist die Stellungnahme fristgerecht, wenn die Auslegungsfrist am 27.02.2026 endete? Bitte kurz begründen.""",
            stand=v("datetime", f"Stand der Abfrage: {now:%d.%m.%Y, %H:%M:%S} Uhr"),
            rid=v("request_id", "Anfrage-ID: " + g.uuid4()),
        ),
    )


# --- hand-written positives: other languages ----------------------------------------------------------------


@positive
def _eigyo_kyoka_ja(g: Gen80) -> Draft:
    now = g.around("2026-03-14", JST)
    return pos(
        "eigyo-kyoka-ja",
        ["lang_ja", "now_label", "fullwidth_colon", "pasted_licence"],
        fill(
            """あなたは港北市保健所の営業許可に関する案内アシスタントです。丁寧な日本語で答えてください。
⟦now⟧

利用者：店の許可証にはこう書いてあります。

営業許可証
許可番号　第R7-港北-01234号
営業の種類　飲食店営業
許可年月日　令和5年4月1日
有効期間　令和5年4月1日から令和11年3月31日まで

来月から店の名前を変えるのですが、何か届出は必要ですか？""",
            now=v(
                "datetime",
                "現在日時：" + f"{now.year}年{now.month}月{now.day}日 {now.hour}時{now.minute:02d}分",
            ),
        ),
    )


@positive
def _signage_ko(g: Gen80) -> Draft:
    now = g.around("2026-03-12", KST)
    return pos(
        "signage-permit-ko",
        ["lang_ko", "now_label", "request_id", "uuid7"],
        fill(
            """당신은 한빛구청 옥외광고물 허가 안내 챗봇입니다. 존댓말로 짧게 답하세요.
⟦at⟧
⟦rid⟧

사용자: 허가 내역을 옮겨 적었어요.
허가번호: 한빛-광고-2025-0412
표시기간: 2025-04-15 ~ 2028-04-14
광고물 종류: 돌출간판 (조명 있음)
최종 변경: 2025-11-03 14:22

간판 조명을 LED로 바꾸면 변경 신고를 해야 하나요?""",
            at=v("datetime", "조회 시각: " + ko_dt(now)),
            rid=v("request_id", "요청 ID: " + g.uuid7(now)),
        ),
    )


@positive
def _road_dig_zh(g: Gen80) -> Draft:
    now = g.around("2026-03-12", CST_CN)
    return pos(
        "road-excavation-zh",
        ["lang_zh", "now_label", "session", "ulid"],
        fill(
            """你是青川市城市管理局的道路挖掘许可咨询助手，请用简体中文回答。
⟦at⟧
⟦sid⟧

用户：这是我们公司拿到的许可信息：
许可证号：QC-WJ-2026-0187
占道位置：滨江路与学府街交叉口东北角
批准时间：2026年3月2日 15:30
施工期限：2026年3月9日 00:00 至 2026年3月23日 24:00
夜间施工：不允许（22:00-06:00）

工程可能要延期一周，应该怎么申请延期？""",
            at=v("datetime", f"请求时间：{now:%Y-%m-%d %H:%M:%S}"),
            sid=v("session_id", "会话编号：" + g.ulid(now)),
        ),
    )


@positive
def _trade_licence_ar(g: Gen80) -> Draft:
    now = g.around("2026-03-11", GST)
    return pos(
        "trade-licence-ar",
        ["lang_ar", "now_label", "arabic_indic_digits", "pasted_licence"],
        fill(
            """أنت مساعد دائرة التنمية الاقتصادية في مدينة الواحة. أجب بالعربية الفصحى وباختصار.
⟦today⟧

المستخدم: هذه بيانات رخصتي التجارية:
رقم الرخصة: 1048823
النشاط: تجارة العطور ومستحضرات التجميل
تاريخ الإصدار: 2021/05/10
تاريخ الانتهاء: 2026/05/09

هل يمكنني تجديد الرخصة الآن أم يجب أن أنتظر حتى قرب تاريخ الانتهاء؟""",
            today=v("date", "تاريخ اليوم: " + ar_date(now)),
        ),
    )


@positive
def _business_licence_he(g: Gen80) -> Draft:
    now = g.around("2026-03-10", EET)
    return pos(
        "business-licence-he",
        ["lang_he", "now_label", "pasted_email"],
        fill(
            """אתה העוזר של מחלקת רישוי עסקים בעיריית גבעת אלון. ענה בעברית ובקצרה.
⟦now⟧

משתמש: קיבלתי את ההודעה הזו במייל:
"בקשתך לרישיון עסק מס' 2026-00731 (בית קפה, רחוב הרצל 12) התקבלה ב-02/03/2026 בשעה 09:15. ביקור מפקח כבאות נקבע ל-19/03/2026 בין 10:00 ל-12:00."

מה אני צריך להכין לביקור של מפקח הכבאות?""",
            now=v("datetime", f"תאריך ושעה נוכחיים: {now:%d/%m/%Y %H:%M}"),
        ),
    )


@positive
def _construction_permit_ru(g: Gen80) -> Draft:
    now = g.around("2026-03-12", MSK)
    return pos(
        "construction-permit-ru",
        ["lang_ru", "now_label", "pasted_register_extract"],
        fill(
            """Ты помощник отдела градостроительства администрации г. Северогорска. Отвечай по-русски.
⟦now⟧

Пользователь: Вот выписка из реестра разрешений:
Разрешение на строительство № 35-RU35301000-0142-2025
Дата выдачи: 18.07.2025
Срок действия: до 18.01.2027
Объект: индивидуальный жилой дом, ул. Лесная, 17

Нужно ли продлевать разрешение, если дом будет готов только весной 2027 года?""",
            now=v("datetime", f"Текущее время сервера: {dmy_dot(now)} (МСК)"),
        ),
    )


@positive
def _pozwolenie_pl(g: Gen80) -> Draft:
    now = g.around("2026-03-11", CET)
    return pos(
        "wezwanie-pl",
        ["lang_pl", "session", "now_label", "pasted_letter"],
        fill(
            """Jesteś asystentem Wydziału Architektury Starostwa Powiatowego w Brzezinie. Odpowiadaj po polsku.
⟦sid⟧
⟦at⟧

Użytkownik: Dostałem takie pismo:
Znak sprawy: AB.6740.412.2026
Wezwanie do uzupełnienia braków wniosku o pozwolenie na budowę w terminie 7 dni od dnia doręczenia.
Doręczono: 09.03.2026 (odebrane w placówce pocztowej o 16:22)

Do kiedy mam czas na uzupełnienie?""",
            sid=v("session_id", "Identyfikator sesji: " + g.b62(24)),
            at=v("datetime", "Czas zapytania: " + rfc3339(now)),
        ),
    )


@positive
def _permis_fr(g: Gen80) -> Draft:
    now = g.around("2026-03-14", CET)
    return pos(
        "permis-tacite-fr",
        ["lang_fr", "today_label", "pasted_receipt"],
        fill(
            """Tu es l'assistant urbanisme de la mairie de Saint-Aubin-des-Prés. Réponds en français.
⟦today⟧

Usager : Voici mon récépissé :
Récépissé de dépôt d'une demande de permis de construire
Demande n° PC 041 212 26 K0009, déposée le 23/02/2026 à 10 h 12
Délai d'instruction de droit commun : 2 mois
Si aucune décision ne vous a été notifiée à l'issue de ce délai, vous bénéficierez d'un permis tacite.

À partir de quelle date pourrai-je considérer que j'ai un permis tacite ?""",
            today=v("date", "Date du jour : " + fr_long(now)),
        ),
    )


@positive
def _cila_it(g: Gen80) -> Draft:
    now = g.around("2026-03-14", CET)
    return pos(
        "cila-oggi-it",
        ["lang_it", "templated_sentence", "pasted_record"],
        fill(
            """Sei l'assistente dello Sportello Unico per l'Edilizia del Comune di Valsorda. Rispondi in italiano.
⟦today⟧

Utente: Ho presentato questa pratica:
Pratica SUE/2026/000188 - CILA
Protocollo n. 5521 del 26/02/2026, ore 17:48
Intervento: rifacimento bagno e spostamento tramezzo
Tecnico: geom. L. Ferrante

Posso iniziare i lavori lunedì o devo aspettare qualcosa dal Comune?""",
            today=v("date", f"Oggi è {it_long(now)}."),
        ),
    )


@positive
def _omgevingsvergunning_nl(g: Gen80) -> Draft:
    now = g.around("2026-03-10", CET)
    return pos(
        "omgevingsvergunning-nl",
        ["lang_nl", "now_label", "request_id", "ulid_lower"],
        fill(
            """Je bent de assistent van het Omgevingsloket van gemeente Waterdam. Antwoord in het Nederlands.
⟦at⟧
⟦rid⟧

Gebruiker: Dit is de status van mijn aanvraag:
Zaaknummer: Z/26/118402
Activiteit: bouwen (dakkapel), omgevingsvergunning
Ontvangen: 05-02-2026 14:06
Verdaging: ja, 6 weken (besluit 27-02-2026)
Bekendmaking ontvangst: 12-02-2026

Wanneer moet de gemeente uiterlijk beslissen?""",
            at=v("datetime", "Tijdstip aanvraag: " + dmy_dash(now)),
            rid=v("request_id", "Verzoek-ID: " + g.ulid(now).lower()),
        ),
    )


@positive
def _alvara_pt(g: Gen80) -> Draft:
    now = g.around("2026-03-13", BRT)
    return pos(
        "alvara-consulta-pt-br",
        ["lang_pt", "phrase_em", "pasted_record"],
        fill(
            """Você é o assistente da Secretaria de Urbanismo de Vila Serena. Responda em português do Brasil.
Consulta ao sistema de alvarás realizada ⟦at⟧ para este atendimento:

Alvará de construção nº 2025/00871
Emitido em: 11/08/2025
Validade: 12 meses a partir da emissão
Obra: residência unifamiliar, Rua das Acácias, 210
Situação: obra não iniciada

Usuário: Até quando preciso começar a obra para não perder o alvará?""",
            at=v("datetime", f"em {now:%d/%m/%Y} às {now:%H:%M:%S}"),
        ),
    )


@positive
def _bhavan_hi(g: Gen80) -> Draft:
    now = g.around("2026-03-12", IST)
    return pos(
        "bhavan-anumati-hi",
        ["lang_hi", "today_label", "pasted_status"],
        fill(
            """आप नगर निगम सुंदरपुर के भवन अनुमति सहायक हैं। हिंदी में उत्तर दें।
⟦today⟧

उपयोगकर्ता: मेरी फ़ाइल की स्थिति यह दिख रही है:
आवेदन संख्या: BP/SNP/2025/11873
जमा करने की तिथि: 22/12/2025
स्थल निरीक्षण: 09/01/2026, 11:30 बजे पूरा
स्थिति: शुल्क भुगतान लंबित

शुल्क भुगतान के बाद अनुमति मिलने में कितना समय लगेगा?""",
            today=v("date", "आज की तारीख: " + hi_date(now)),
        ),
    )


@positive
def _thai_permit(g: Gen80) -> Draft:
    now = g.around("2026-03-13", ICT)
    return pos(
        "building-permit-th-buddhist-era",
        ["lang_th", "now_label", "buddhist_era"],
        fill(
            """คุณคือผู้ช่วยตอบคำถามเรื่องใบอนุญาตก่อสร้างของเทศบาลนครริมน้ำ ตอบเป็นภาษาไทย
⟦now⟧

ผู้ใช้: ใบอนุญาตของผมเขียนไว้แบบนี้ครับ
ใบอนุญาตเลขที่ 87/2568
ออกให้เมื่อ 3 กรกฎาคม 2568
ใช้ได้ถึง 2 กรกฎาคม 2569

ถ้าสร้างไม่ทัน ต้องยื่นขอต่ออายุก่อนวันไหนครับ""",
            now=v("datetime", "วันที่ปัจจุบัน: " + th_dt(now)),
        ),
    )


@positive
def _ruhsat_tr(g: Gen80) -> Draft:
    now = g.around("2026-03-11", TRT)
    return pos(
        "yapi-ruhsati-tr",
        ["lang_tr", "session", "now_label", "pasted_record"],
        fill(
            """Sen Yeşilova Belediyesi İmar ve Şehircilik Müdürlüğü'nün asistanısın. Türkçe yanıt ver.
⟦sid⟧
⟦at⟧

Kullanıcı: e-Devlet'te ruhsat bilgilerim şöyle görünüyor:
Yapı ruhsatı no: 2025/318
Ruhsat tarihi: 04.09.2025
Yapı kullanma izni başvurusu: yapılmadı
Son denetim: 27.02.2026 14:05 (kaba inşaat)

Yapı kullanma izni başvurusu için hangi belgeler gerekiyor?""",
            sid=v("session_id", "Oturum: " + g.nanoid()),
            at=v("datetime", "İstek zamanı: " + dmy_dot(now)),
        ),
    )


# --- hand-written positives: shapes around pasted material --------------------------------------------------


@positive
def _traceparent_closure(g: Gen80) -> Draft:
    return pos(
        "traceparent-head-closure-json",
        ["head", "traceparent", "pasted_json_single_line"],
        fill(
            """⟦tp⟧
You answer drivers' and residents' questions about roadworks in Ravensmoor. Be specific about dates and times.

Closure copied from the roadworks map by the user:
{"closure_id":"RVM-CL-26-0311","road":"A613 Northern Relief Road","type":"full_closure","start":"2026-03-21T20:00:00Z","end":"2026-03-22T06:00:00Z","diversion":"via B6041 and Station Road","updated":"2026-03-12T15:02:44Z"}

User: I have a flight at 06:30 on the 22nd and live past the closure. Which way should I go at 04:45?
Assistant:""",
            tp=v("trace_id", "traceparent: " + g.traceparent()),
        ),
    )


@positive
def _amzn_hmo_csv(g: Gen80) -> Draft:
    now = g.around("2026-03-02")
    return pos(
        "xray-head-hmo-inspections-csv",
        ["head", "xray", "pasted_csv"],
        fill(
            """⟦tr⟧
You are the HMO licensing team's assistant at Eastbrook Council. Answer from the inspection data the officer
pastes.

Officer: Here are last month's HMO inspection outcomes:

licence_no,address,inspected_at,officer,outcome,next_action_due
HMO/24/0388,"12 Granby Terrace",2026-02-03T10:15:00+00:00,KP,Compliant,
HMO/23/0902,"4a Mill Lane",2026-02-05T14:40:00+00:00,KP,Category 2 hazards,2026-03-05
HMO/25/0117,"77 Upper Road",2026-02-11T09:05:00+00:00,DS,Licence condition breach (fire doors),2026-02-25
HMO/24/0651,"3 Quarry Hill",2026-02-19T11:30:00+00:00,DS,Compliant,

Which properties need a follow-up visit, and is any follow-up already overdue on 1 March?
Assistant:""",
            tr=v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(now, True)),
        ),
    )


@positive
def _taxi_trailing_sent(g: Gen80) -> Draft:
    now = g.around("2026-03-09", GMT)
    return pos(
        "private-hire-trailing-epoch",
        ["tail", "epoch_ms", "pasted_reply"],
        fill(
            """You are the taxi and private hire licensing assistant for Northmere. Answer from the documents the driver
shares.

Driver: My badge renewal got this reply. What do I still need to send?

Ref: PH-DRV-2026-0442
Received: 05/03/2026 16:40
Outstanding: DBS update service check (last checked 12/10/2025), Group 2 medical (expired 28/02/2026)
Badge expiry: 31/03/2026

⟦sent⟧""",
            sent=v("epoch", f"sent_ms: {epoch_ms(now)}"),
        ),
    )


@positive
def _register_office_jwt(g: Gen80) -> Draft:
    now = g.around("2026-03-10", GMT)
    return pos(
        "register-office-bearer-jwt",
        ["http_request", "jwt", "pasted_booking"],
        fill(
            """POST /v1/assist HTTP/1.1
Host: registry-assist.internal.example
⟦auth⟧
Content-Type: text/plain; charset=utf-8
X-Office: Harrowgate Register Office

You are the register office's assistant for ceremony bookings. Answer from the booking record.

Booking record (pasted by the registrar):
Ceremony: Marriage   Booking ref: CER-26-00814
Venue: The Orangery, Ashcombe Park (approved premises, approval expires 30/09/2027)
Date/time: Saturday 18 July 2026, 14:00
Notices of marriage given: 02/03/2026 (both parties)
Superintendent registrar: M. Oduya

The couple want to move the ceremony to 12:30 the same day. Is anything in the record against it?""",
            auth=v("token", "Authorization: Bearer " + g.jwt(now, "registrar:ak041")),
        ),
    )


@positive
def _mistral_now_go(g: Gen80) -> Draft:
    now = g.around("2026-03-12")
    return pos(
        "mistral-now-go-nano",
        ["mistral", "go_rfc3339nano", "quoted_email"],
        fill(
            """<s>[INST] You help contractors book road space with Holmfirth Borough's street works team.
⟦now⟧

A colleague forwarded this:

> From: streetworks@holmfirth.gov.example
> Sent: 11 March 2026 16:02
> Your permit application HB-SW-26-1187 for footway works on Kiln Road has been refused (reason: clashes
> with resurfacing scheme RS-26-014, 16-27 March 2026). You may resubmit for dates from 30 March 2026.

What is the earliest start date we can put on the resubmission, and does it need a new reference? [/INST]""",
            now=v("datetime", "Now: " + go_nano(now, g.ns())),
        ),
    )


@positive
def _enforcement_agent_run(g: Gen80) -> Draft:
    now = g.around("2026-03-11")
    return pos(
        "enforcement-agent-run-bullets",
        ["agent_scaffold", "markdown_bullets", "uuid7", "pasted_log"],
        fill(
            """## Task
Summarise the enforcement case for the planning committee update. Keep it under 150 words.

## Run
⟦st⟧
⟦rid⟧
- Agent: case-summariser v2.4

## Case notes (from the case management system)
ENF/25/0219  Unauthorised change of use (hand car wash) at 2 Depot Road
2025-06-03  Complaint received from neighbour (noise, spray)
2025-06-17  Site visit; use confirmed, operating 08:00-20:00 daily
2025-08-01  Planning contravention notice served; reply received 2025-08-20
2025-10-14  Retrospective application 25/02271/FUL refused
2025-12-02  Enforcement notice issued; takes effect 2026-01-13 unless appealed
2026-01-09  Appeal lodged (APP/X1234/C/26/3339001)""",
            st=v("datetime", "- Started: " + iso_space(now) + " UTC"),
            rid=v("run_id", "- Run ID: " + g.uuid7(now)),
        ),
    )


@positive
def _foi_disclosure_footer(g: Gen80) -> Draft:
    now = g.around("2026-03-06", GMT)
    return pos(
        "foi-disclosure-footer",
        ["footer", "hex_trace"],
        fill(
            """You are the FOI disclosure log assistant. Write a one-paragraph plain-English summary of the response below
for the public disclosure log.

Response to FOI-2026-00211 (sent 2026-02-27):
Q1. Number of licensed HMOs on 31 December 2025: 1,284.
Q2. Number of HMO licence applications refused in 2025: 9.
Q3. Average time from valid application to licence decision in 2025: 71 days.
Q4. Information about individual landlords is withheld under section 40(2).

--
⟦asm⟧
⟦tr⟧""",
            asm=v("datetime", f"Prompt assembled: {iso_space(now)} GMT"),
            tr=v("trace_id", "Trace: " + g.hex(32)),
        ),
    )


@positive
def _foi_id_asked(g: Gen80) -> Draft:
    sub = datetime(2026, 3, 2, 14, 31, 8, 221000, tzinfo=UTC)
    return pos(
        "foi-tracking-id-asked-vs-request-id",
        ["near_miss", "id_in_question", "uuid7_content"],
        fill(
            """⟦rid⟧
Portal: FOI self-service
Locale: en-GB

User: I got two references when I submitted my FOI request. The acknowledgement says

Your request reference is FOI-2026-01177.
Tracking id: ⟦track⟧

Which one should I quote when I chase it, and what is the tracking id for?
Assistant:""",
            rid=v("request_id", "Request-Id: " + g.uuid4()),
            track=g.uuid7(sub),
        ),
    )


@positive
def _cloudevent_closure(g: Gen80) -> Draft:
    now = g.around("2026-03-13", UTC, 16, 18)
    return pos(
        "travel-news-cloudevent",
        ["cloudevents_binary", "envelope", "tail_payload"],
        fill(
            """You keep the council's travel news feed up to date. Turn the event into a one-line travel news item.

ce-specversion: 1.0
ce-type: gov.example.roadworks.closure.published
ce-source: /authorities/ravensmoor/traffic-orders
⟦cid⟧
⟦ct⟧
content-type: application/json

{"order":"RCC/TTRO/26/058","road":"Castle Lane","from":"2026-04-06T20:00:00+01:00","to":"2026-04-17T06:00:00+01:00","published_at":"2026-03-13T16:30:00Z","reason":"sewer repairs"}""",
            cid=v("delivery_id", "ce-id: " + g.uuid4()),
            ct=v("datetime", "ce-time: " + rfc3339(now, 3)),
        ),
    )


@positive
def _closures_snapshot(g: Gen80) -> Draft:
    now = g.around("2026-03-14")
    return pos(
        "closures-snapshot-as-of",
        ["phrase_as_of", "parenthesised_id", "ksuid", "fetched_list"],
        fill(
            """You answer questions about current road closures in Kestonvale. Use only the list below.

Closures fetched from the works register ⟦asof⟧ ⟦snap⟧ for this request:
- KV-2026-0341 Mill Road (full closure) 2026-03-09 07:00 to 2026-03-20 17:00, gas main replacement
- KV-2026-0377 Orchard Way (lane closure, signals) 2026-03-12 09:30 to 2026-03-16 15:30
- KV-2026-0402 Station Approach (full closure, nights) 2026-03-16 to 2026-03-18, 20:00-05:00

User: Can I drive down Station Approach at 22:00 on Tuesday?
Assistant:""",
            asof=v("datetime", "as of " + rfc3339(now)),
            snap=v("snapshot_id", f"(snapshot {g.ksuid(now)})"),
        ),
    )


@positive
def _licensing_policy_sk(g: Gen80) -> Draft:
    now = g.around("2026-03-14", GMT)
    return pos(
        "licensing-policy-sk-now-sentence",
        ["templated_sentence", "inline_sentence", "pasted_email"],
        fill(
            """You are the licensing policy assistant for Dunmore Borough. ⟦now⟧ Cite the section of the Statement of
Licensing Policy (adopted 7 January 2026) that you rely on.

User: An applicant emailed us this:

"We'd like late night refreshment until 03:00 on Fridays and Saturdays at our kebab shop on Quay Street,
which is in the cumulative impact area. We opened on 1 February 2026 and have had no complaints."

What should I tell them about the cumulative impact area before they apply?
Assistant:""",
            now=v("datetime", f"The current date and time is {sk_now(now)}."),
        ),
    )


@positive
def _review_appeal_today(g: Gen80) -> Draft:
    now = g.around("2026-03-14", GMT)
    return pos(
        "licence-review-appeal-today-is",
        ["templated_sentence", "pasted_letter", "deadline"],
        fill(
            """You help licence holders understand review decisions and appeals to the magistrates' court.
⟦today⟧

User: The decision letter says:

"Following the review hearing on 24 February 2026, the sub-committee decided to suspend the premises
licence for The Anchor (LCC/PL/00877) for 6 weeks and to remove late night refreshment. Notice of this
decision was sent on 26 February 2026. You may appeal to the magistrates' court within 21 days of being
notified of the decision. The decision does not take effect until the appeal period has ended or any
appeal is disposed of."

Can we still appeal, and can we keep trading normally while we do?
Assistant:""",
            today=v("date", f"Today is {now:%Y-%m-%d}."),
        ),
    )


@positive
def _registration_json_meta(g: Gen80) -> Draft:
    now = g.around("2026-03-12", GMT)
    return pos(
        "registration-single-line-json-meta",
        ["json_inline", "uuid7", "epoch_ms", "pasted_sms"],
        fill(
            """{"tenant":"kestonvale",⟦req⟧⟦ts⟧"lang":"en-GB","tpl":"registrations-v5"}
You are the register office assistant for Kestonvale. Answer questions about registering births and deaths.

User: I got this text message:

KESTONVALE REG: Birth registration appt confirmed Thu 19/03/2026 10:20, Town Hall room G.04. Ref BR-26-03317.
Bring ID for both parents if unmarried. Reply STOP to opt out. Sent 12/03/2026 08:01

My partner can't come on the 19th. Can I register the birth on my own?
Assistant:""",
            req=v("request_id", f'"req":"{g.uuid7(now)}",'),
            ts=v("epoch", f'"ts":{epoch_ms(now)},'),
        ),
    )


@positive
def _street_trading_ctx(g: Gen80) -> Draft:
    now = g.around("2026-03-11", GMT)
    return pos(
        "street-trading-bracket-ctx",
        ["kv_bracket", "epoch_s", "pasted_form_export"],
        fill(
            """[ctx council=dunmore desk=licensing ⟦sid⟧ ⟦at⟧ locale=en-GB]
You help licensing officers check street trading applications for completeness.

Form export:
Submission ID: 58213377
Submitted: 2026-03-08 21:47:03
Applicant: Kofi Mensah
Pitch requested: Market Row, pitch 4
Days: Sat, Sun
Goods: hot food (jollof, grilled chicken)
Food business registration: registered 2025-11-20 (FBR-DB-2025-0771)
Public liability insurance: expires 2026-03-31

What is missing or about to lapse before we can grant this?""",
            sid=v("session_id", f"sid={g.b62(20)}"),
            at=v("epoch", f"at={epoch_s(now)}"),
        ),
    )


@positive
def _foi_html_comment(g: Gen80) -> Draft:
    now = g.around("2026-03-16", GMT)
    return pos(
        "foi-triage-html-comment",
        ["html_comment", "ulid", "pasted_email_headers"],
        fill(
            """<!-- tpl=foi-triage-v7 ⟦rid⟧ ⟦built⟧ owner=info-governance -->
Classify the request below as FOI, EIR or subject access, and give the statutory deadline.

From: "J. Park" <jpark@example.net>
To: foi@ashby.gov.example
Date: Sat, 14 Mar 2026 22:41:09 +0000
Message-ID: <CAHx7Y2p4+Qm1@mail.example.net>
Subject: Request - air quality monitoring near St Anne's school

Please send me the raw nitrogen dioxide readings from the diffusion tubes on Church Lane for 2025,
and any emails between officers about moving tube CL-3.""",
            rid=v("request_id", f"rid={g.ulid(now)}"),
            built=v("datetime", f"built={rfc3339(now)}"),
        ),
    )


@positive
def _inspection_ulid_first_line(g: Gen80) -> Draft:
    now = g.around("2026-03-13", EDT)
    booked = datetime(2026, 3, 12, 18, 2, 41, 377000, tzinfo=UTC)
    return pos(
        "inspection-booking-ulid-first-line",
        ["head", "ulid", "near_miss", "pasted_json_ulid_id"],
        fill(
            """⟦rid⟧
You are the inspection scheduling assistant for Carrow Falls building division.

User: The app returned this when I booked:
{"id":"⟦bk⟧","permit":"B26-00931","type":"FINAL","requested_for":"2026-03-17","window":"AM","created":"2026-03-12T18:02:41Z"}

It says AM. Can I ask for a time after 10:00 because I have to drop off my kids?
Assistant:""",
            rid=v("request_id", "rid: " + g.ulid(now)),
            bk=g.ulid(booked),
        ),
    )


@positive
def _certificate_ksuid_tail(g: Gen80) -> Draft:
    now = g.around("2026-03-15", GMT)
    return pos(
        "certificate-order-ksuid-tail",
        ["tail", "ksuid", "pasted_email"],
        fill(
            """You help people order copies of birth, marriage and death certificates from the General Register Office
and local register offices. Answer briefly.

User: My order confirmation says this:

Order GRO-26-0311-48822 placed 11/03/2026 19:44
Certificate: Birth (full), entry registered 1987, Lewisham district
Service: Standard (dispatch within 15 working days)
Payment: GBP 12.50 approved

Did I order the right type if the passport office asked for the version showing parents' names?

⟦tr⟧""",
            tr=v("trace_id", "trace " + g.ksuid(now)),
        ),
    )


@positive
def _inspection_us_medium_now(g: Gen80) -> Draft:
    now = g.around("2026-03-12", PDT)
    h = now.hour % 12 or 12
    stamp = (
        f"{MONTHS[now.month - 1]} {now.day}, {now.year}, {h}:{now:%M:%S} {'PM' if now.hour >= 12 else 'AM'}"
    )
    return pos(
        "fire-inspection-now-and-session",
        ["header_block", "us_medium", "session", "pasted_report"],
        fill(
            """Agent console - Port Alder Fire Prevention
⟦now⟧
⟦sess⟧
Queue: business inspections

Caller pasted their inspection report:

FIRE INSPECTION REPORT  #FP-26-02215   Occupancy: B (restaurant)   Inspected: 03/04/2026 2:10 PM
1. Extinguisher service tag expired 01/2026 - CORRECT WITHIN 10 DAYS
2. Exit sign not illuminated at rear door - CORRECT WITHIN 10 DAYS
3. Hood suppression last serviced 09/2025 - OK
Re-inspection on or after: 03/16/2026

Tell the caller which items they must fix before the re-inspection and whether any are already late.
Assistant:""",
            now=v("datetime", "Local time: " + stamp),
            sess=v("session_id", "Console session: " + g.b58(22)),
        ),
    )


@positive
def _dotnet_stamp_consultation(g: Gen80) -> Draft:
    now = g.around("2026-03-12", GMT)
    return pos(
        "consultation-portal-dotnet-stamp",
        ["dotnet_o", "header_block", "pasted_xml"],
        fill(
            """Have-your-say portal, moderation assistant
⟦stamp⟧
Consultation: Riverside Quarter parking zone (closes 2026-03-30 23:59)

Moderate this response. Say whether it contains personal data that must be redacted before publication.

<response id="ANON-8PQ2-4ZKD-W" started="2026-03-11T19:02:17Z" completed="2026-03-11T19:14:55Z">
  <q3>Oppose</q3>
  <q4>I live at 31 Weir Street and my neighbour Mrs Doyle at no. 33 is disabled; she needs a permit for her carer.</q4>
</response>""",
            stamp=v(
                "datetime", "Stamp: " + f"{now:%Y-%m-%dT%H:%M:%S}.{now.microsecond:06d}{g.small(0, 10)}+00:00"
            ),
        ),
    )


@positive
def _planning_objections_two_ids(g: Gen80) -> Draft:
    now = g.around("2026-03-16", GMT)
    return pos(
        "objection-summary-conversation-and-time",
        ["metadata_after_user", "uuid4", "py_iso"],
        fill(
            """You are the planning case officer's assistant. Summarise objections neutrally and group them by planning
issue; ignore comments that are not planning matters.

User: Objections received on 26/00087/FUL so far:

#1 (received 2026-03-02 08:14) Loss of light to 4 and 6 Elm Close; the three-storey rear wing is too close.
#2 (received 2026-03-03 21:40) Parking on Elm Close is already full at night.
#3 (received 2026-03-05 12:02) The developer is a cowboy and will devalue our houses.
⟦conv⟧
⟦ct⟧
Assistant:""",
            conv=v("session_id", "conversation_id: " + g.uuid4()),
            ct=v("datetime", f"client_time: {now:%Y-%m-%dT%H:%M:%S}.{now.microsecond:06d}"),
        ),
    )


@positive
def _road_space_epoch_us(g: Gen80) -> Draft:
    now = g.around("2026-03-10")
    return pos(
        "scaffold-licence-made-up-labels",
        ["made_up_label", "epoch_us", "yaml_front_matter"],
        fill(
            """---
desk: highways-licensing
⟦t0⟧
rs.build: 2026.03.1
---
Check this scaffold licence application against the highway licence rules and list what is missing.

Application HL-SC-26-0144
Applicant: Northway Scaffolding Ltd
Location: 18-20 Carver Street (footway)
Period: 2026-03-23 to 2026-05-22
Public liability: GBP 5m, certificate valid to 2026-04-30
Pedestrian walkway: 1.2 m, lit at night
Hoarding: none""",
            t0=v("epoch", f"rs.t0: {epoch_us(now)}"),
        ),
    )


# --- hand-written negatives: pasted records -----------------------------------------------------------------
# (source, tags, block, question, lead-in)

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "portal-application-json-created-at",
        ["pretty_json", "nested", "created_at_first", "uuid7"],
        """{
  "created_at": "2026-01-27T09:14:03.512Z",
  "id": "019bfe3a-1c58-7d2e-a4f0-6b21c9e0d7a3",
  "reference": "WM/26/00118/FUL",
  "validated_at": "2026-02-10T11:02:47Z",
  "consultation": {"starts": "2026-02-12", "ends": "2026-03-05"},
  "target_decision_date": "2026-04-07",
  "updated_at": "2026-03-06T16:40:19Z"
}""",
        "When was this application actually validated, and how long did validation take?",
        "Here is the export from the planning portal",
    ),
    (
        "permit-api-single-line-ulid",
        ["json_inline", "ulid", "offsets"],
        """{"id":"01KJ6V3W9Q8R2T5XAZCM4N7B1D","permit_no":"BP-2026-004417","issued_at":"2026-02-27T15:42:10-05:00","expires_at":"2027-02-27T23:59:59-05:00","status":"ISSUED","scope":"Kitchen remodel, no structural work"}""",
        "How long is this permit valid, and does it cover moving a load-bearing wall?",
        "Below is what the system returned",
    ),
    (
        "inspection-result-xml",
        ["xml", "times_to_second"],
        """<inspection id="INS-884102" permit="BP-2026-003981" scheduled="2026-03-10T08:00:00-05:00" completed="2026-03-10T09:47:31-05:00" result="FAIL">
  <deficiency code="R314.3">Smoke alarm missing in bedroom 2</deficiency>
  <deficiency code="R312.1">Guard at stair landing under 36 in</deficiency>
  <inspector id="1127">D. Alvarez</inspector>
</inspection>""",
        "What do I need to fix before I book the re-inspection?",
        "My inspection result",
    ),
    (
        "premises-register-csv",
        ["csv", "dates"],
        """licence_number,premises,granted,last_varied,status,dps
LCC/PL/00877,The Anchor,2012-11-05,2025-08-14,Suspended,R. Hale
LCC/PL/01462,The Copper Kettle,2019-06-12,2024-10-03,Granted,A. Sandhu
LCC/PL/01733,Quayside Wines,2021-03-30,,Granted,T. Boateng
LCC/PL/01905,Hollow Oak Social Club,2023-09-18,2026-01-22,Granted,M. Iqbal""",
        "Which of these were varied in the last twelve months?",
        "My colleague sent this from the public register",
    ),
    (
        "hearing-outcome-email",
        ["email_headers", "message_id", "date_header"],
        """From: Licensing Committee Services <committees@larkhill.gov.example>
To: licensing.team@larkhill.gov.example
Date: Wed, 25 Feb 2026 17:03:29 +0000
Message-ID: <20260225170329.1f7c3a@larkhill.gov.example>
Subject: Outcome - review of premises licence LCC/PL/00877 (The Anchor)

The sub-committee met on 24 February 2026 at 10:00. Decision: licence suspended for six weeks; late night
refreshment removed; condition 14 (door staff from 21:00 Fri-Sat) added. Full reasons to follow.""",
        "Summarise what the committee decided in two lines for the landlord.",
        "This came in yesterday",
    ),
    (
        "foi-webhook-debug",
        ["webhook_pasted", "signature", "debugging", "near_miss"],
        """POST /hooks/foi HTTP/1.1
Host: foi-intake.ashby.gov.example
Content-Type: application/json
X-ATP-Delivery: 5b0f3a7e-2c91-4d0a-9e6b-8f1d2a4c7e90
X-ATP-Timestamp: 1773437884
X-ATP-Signature: sha256=9a4e0c1f77b2d3e85c6a0f9b1d24e7c3a8f05b6d9e2c417a3b8f0e6d5c1a2b94

{"request_id":"atp-418791","title":"Pothole claims 2025","created_at":"2026-03-13T21:38:02Z"}

[2026-03-13 21:38:05 +0000] verify: signature mismatch (tolerance 300s, skew 3s)""",
        "Our signature check fails on this delivery. Is the timestamp tolerance the problem or the body?",
        "I'm debugging our FOI intake hook; this is the raw delivery and our log line",
    ),
    (
        "street-works-logfmt",
        ["logfmt", "ts_first", "request_id"],
        """ts=2026-03-11T07:58:12Z level=warn permit=TT7712-SW-0044871-01 event=start_notice msg="start notice late" due_by=2026-03-10T16:00:00Z request_id=7c1e9d20b44f
ts=2026-03-11T07:58:13Z level=info permit=TT7712-SW-0044871-01 event=fpn_candidate offence="failure to give notice" authority=THB""",
        "Why did the authority flag the start notice, and could this become a fixed penalty?",
        "Below is what the system logged",
    ),
    (
        "ttro-notice-text",
        ["notice", "dates_times"],
        """KESTONVALE BOROUGH COUNCIL
ROAD TRAFFIC REGULATION ACT 1984 - SECTION 14(1)
(MILL ROAD) (TEMPORARY PROHIBITION OF TRAFFIC) ORDER 2026
The order will come into force on 9 March 2026 and prohibits vehicles from Mill Road between its
junctions with Station Approach and Fen Lane, 07:00-17:00 daily, until 20 March 2026 or completion
of the works, whichever is sooner. Dated 26 February 2026. Ref TTRO/26/031.""",
        "Which hours is the road closed, and can it be closed at the weekend under this order?",
        "The notice published in the paper",
    ),
    (
        "foi-request-email",
        ["email_headers", "received_headers", "message_id"],
        """Received: from mail.example.net (mail.example.net [198.51.100.14])
        by mx1.ashby.gov.example with ESMTPS id 4Fq2K91xZ; Thu, 26 Feb 2026 23:51:07 +0000
From: "Rhea Patel" <rhea.p@example.net>
To: foi@ashby.gov.example
Date: Thu, 26 Feb 2026 23:50:58 +0000
Message-ID: <7d2c0e51-9f44-4b3a-8c1e-2a0b9d6f1e33@example.net>
Subject: FOI - school transport contracts

Please provide the contract values and start dates of all home-to-school transport contracts let in 2025.""",
        "When is the 20-working-day deadline for this request, given Good Friday on 3 April and Easter Monday on 6 April?",
        "A requester wrote in",
    ),
    (
        "foi-log-yaml",
        ["yaml", "times_to_second"],
        """requests:
  - ref: FOI-2026-00042
    received: 2026-01-08T10:14:22Z
    due: 2026-02-05
    responded: 2026-02-04T15:30:00Z
  - ref: FOI-2026-00057
    received: 2026-01-12T08:02:51Z
    due: 2026-02-09
    responded: 2026-02-13T11:12:09Z
  - ref: FOI-2026-00063
    received: 2026-01-13T19:44:37Z
    due: 2026-02-10
    responded: null""",
        "Which of these were answered late or not at all?",
        "Here is the tracker extract",
    ),
    (
        "notice-of-marriage-form-export",
        ["form_export", "submission_id", "timestamps"],
        """Submission ID: 7f3b1e0c-6a2d-4c88-b1f9-03d5e7a2c614
Submitted: 2026-03-02 21:16:44 UTC
Form: Book a notice of marriage or civil partnership appointment
Person 1: Leah Marsden, British citizen
Person 2: Tomasz Nowak, Polish citizen (EU Settlement Scheme: settled status)
Preferred office: Harrowgate
Preferred dates: any weekday after 16/03/2026""",
        "Can both of them give notice at the same appointment, or does Tomasz need a separate one?",
        "Form export",
    ),
    (
        "certificate-order-email",
        ["email", "order_id_uuid"],
        """Subject: Your certificate order 3c9d7a12-5e40-4f6b-9a2e-71b0c8d4e5f9
Date: 11 Mar 2026, 19:44

Thank you. We have received your order for: 1 x Marriage certificate (short), marriage registered
Kestonvale 2019. Estimated dispatch: 25 March 2026. Order total: GBP 12.50.""",
        "Is a short certificate enough to change the name on my passport?",
        "My confirmation email",
    ),
    (
        "planning-api-429-curl",
        ["http_exchange", "curl_v", "date_header", "request_id_header"],
        """> GET /api/v2/applications?ward=riverside&since=2026-03-01 HTTP/2
> Host: planning-api.westmere.gov.example
> User-Agent: curl/8.7.1
>
< HTTP/2 429
< date: Fri, 13 Mar 2026 10:22:41 GMT
< retry-after: 60
< x-request-id: 0f8a2e6c-3b1d-4e97-a5c2-9d4b7e1f0a38
< x-ratelimit-remaining: 0
< x-ratelimit-reset: 1773397421""",
        "Why am I being rate limited, and when can I call again?",
        "curl -v output",
    ),
    (
        "permit-portal-nginx-log",
        ["access_log", "clf_time", "request_id"],
        """203.0.113.9 - - [11/Mar/2026:14:02:11 +0000] "POST /api/applications HTTP/1.1" 500 182 "-" "Mozilla/5.0" rid=8d1f4c2b9e7a
203.0.113.9 - - [11/Mar/2026:14:02:40 +0000] "POST /api/applications HTTP/1.1" 500 182 "-" "Mozilla/5.0" rid=2a6e0b9d4c13
198.51.100.77 - - [11/Mar/2026:14:03:02 +0000] "GET /api/applications/BP-2026-004417 HTTP/1.1" 200 2231 "-" "okhttp/4.12" rid=f03c71a8e25d""",
        "Is the 500 on every application submission or just this one user?",
        "Access log lines from the permit portal",
    ),
    (
        "committee-agenda-table",
        ["markdown_table", "times"],
        """| Item | Application | Site | Officer | Est. start |
|---|---|---|---|---|
| 4 | 25/03110/FUL | Former dairy, Mill Lane | K. Price | 18:30 |
| 5 | 26/00087/FUL | Land rear of 4-6 Elm Close | S. Adeyemi | 19:15 |
| 6 | 26/00141/LBC | 2 Church Street (listed) | K. Price | 20:00 |""",
        "If item 4 overruns by 40 minutes, roughly when will item 5 start?",
        "Planning committee running order for 18 March",
    ),
    (
        "consultation-export-csv",
        ["csv", "response_ids", "timestamps"],
        """Response ID,Started,Completed,Channel,Q1
ANON-3QWS-11CV-A,2026-02-14 09:02:11,2026-02-14 09:09:58,Online,Strongly support
ANON-3QWS-11DF-P,2026-02-14 09:40:03,2026-02-14 10:31:27,Online,Oppose
ANON-3QWS-11HK-C,2026-02-15 22:17:45,2026-02-15 22:21:06,Paper,Support""",
        "How long did each respondent take, and is the 51-minute one worth checking?",
        "Export from the consultation hub",
    ),
    (
        "enforcement-complaint-form",
        ["form_export", "ref_label", "created_label"],
        """Created: 2026-03-02 21:14:55 +00:00
Ref: ENF-C-26-0442
Complainant: anonymous
Site: 17 Orchard Rise
Complaint: Neighbour is building a two-storey garden room right on the boundary, about 4 m high.
Work seen: 2026-02-28 and 2026-03-01, from 07:30""",
        "Is this likely to be a breach of planning control or a civil boundary matter?",
        "Here is what came through the online form",
    ),
    (
        "noise-monitoring-log",
        ["log_lines", "offsets", "readings"],
        """2026-03-07T23:14:02+00:00 LAeq,5min=58.3 dB LAmax=71.9 dB site=NM-12 (bass audible)
2026-03-07T23:19:02+00:00 LAeq,5min=61.0 dB LAmax=74.2 dB site=NM-12
2026-03-07T23:24:02+00:00 LAeq,5min=44.8 dB LAmax=52.1 dB site=NM-12""",
        "Do any of these intervals exceed the 45 dB LAeq night limit in the licence condition?",
        "Readings from the noise monitor we left at the complainant's flat",
    ),
    (
        "alcohol-application-api-json",
        ["pretty_json", "nested", "epoch"],
        """{
  "application": {
    "ref": "LCC/NEW/26/0031",
    "type": "premises_licence_new",
    "submitted": 1772006400,
    "valid_from": "2026-02-25",
    "applicant": {"name": "Birch & Barrel Ltd", "company_no": "14877203"},
    "activities": ["sale_of_alcohol_on", "recorded_music"]
  },
  "advert": {"site_notice_from": "2026-02-26", "newspaper": "2026-03-04"}
}""",
        "When does the 28-day period for representations end?",
        "Below is what the licensing system returned",
    ),
    (
        "appeal-casework-timetable",
        ["timetable", "dates", "appeal_ref"],
        """Appeal ref: APP/Q4625/W/26/3340117
Procedure: Written representations
Start date: 16 Feb 2026
Questionnaire due: 23 Feb 2026
Statement of case due: 23 Mar 2026
Final comments due: 06 Apr 2026
Last updated: 16 Feb 2026 14:02""",
        "When are our final comments due, and what happens if Easter delays them?",
        "From the appeals casework portal",
    ),
    (
        "completion-certificate",
        ["certificate", "dates"],
        """BUILDING REGULATIONS 2010 - COMPLETION CERTIFICATE
Certificate no. CC/25/04418    Date of issue: 14 November 2025
Work: Single-storey rear extension and removal of internal load-bearing wall
Site: 9 Alder Way, Westmere
Application: FP/25/0912, deposited 3 March 2025; final inspection 12 November 2025""",
        "Is this what my buyer's solicitor needs for the extension?",
        "I found this in my files",
    ),
    (
        "slack-export-licensing",
        ["slack_export", "ts", "user_ids"],
        """[
  {"type": "message", "user": "U04LIC2RZ", "text": "Police have objected to the Birch & Barrel application, see email", "ts": "1773325801.004219"},
  {"type": "message", "user": "U05ENV7HQ", "text": "EH too, hours past 23:00 on Thursdays", "ts": "1773326114.005801", "thread_ts": "1773325801.004219"}
]""",
        "Summarise this thread for the licensing manager.",
        "Slack export from the team channel",
    ),
    (
        "sentry-event-permit-portal",
        ["sentry", "event_id_first", "timestamp"],
        """{
  "event_id": "c3a1f07e9b2d4e58a6f1d0b7e4c29a13",
  "timestamp": "2026-03-12T08:41:17.330Z",
  "level": "error",
  "exception": {"values": [{"type": "ValueError", "value": "fee band not found for use class E(g)(iii)"}]},
  "tags": {"release": "permit-portal@8.3.1", "route": "/apply/fees"}
}""",
        "What is causing this error?",
        "Sentry sent us this",
    ),
    (
        "otel-span-street-works-api",
        ["otel_span", "trace_id", "unix_nano"],
        """{"traceId":"4f1c2a9e7d3b8c6015e2a7f9d4b0c3e1","spanId":"a9d2c4e6f8b01357","name":"POST /permits/submit","startTimeUnixNano":"1773221845123456789","endTimeUnixNano":"1773221853987654321","attributes":{"http.status_code":201,"permit.authority":"THB"}}""",
        "How long did this span take, and is that slow for a permit submission?",
        "One span from our street works integration",
    ),
    (
        "kafka-licence-events",
        ["kafka", "ulids", "ordering"],
        """licence-events[2]@88214 key=LCC/PL/01905 {"event":"variation_granted","id":"01KJ9Z4D2H7M3Q8S1V5X0B6C9F","at":"2026-01-22T16:05:09Z"}
licence-events[0]@90117 key=LCC/PL/01905 {"event":"variation_applied","id":"01KF0M7P4R2T6W9Y3A8C5E1G4J","at":"2025-12-01T10:44:52Z"}
licence-events[1]@75502 key=LCC/PL/01905 {"event":"representation_received","id":"01KG3B8N1Q5S9U2X6Z4D7F0H3K","at":"2025-12-19T13:20:31Z"}""",
        "Why do these come out of the consumer in the wrong order, and how do I sort them?",
        "Consumer output",
    ),
    (
        "foi-sql-result",
        ["sql_result", "timestamps"],
        """ department  | open | overdue | oldest_received
-------------+------+---------+---------------------
 Highways    |   14 |       5 | 2026-01-19 09:12:44
 Housing     |    9 |       1 | 2026-02-02 16:30:02
 Planning    |   11 |       3 | 2026-01-27 11:05:37
(3 rows)""",
        "Which department should I chase first, and why?",
        "Query result",
    ),
    (
        "webhook-dashboard-deliveries",
        ["delivery_log", "ids", "times"],
        """Delivery                              Event                      Status  Sent (UTC)
whd_2Sx7Qm4Lk9Pz1Rv8Ty3Nc6Wb   application.validated      200     2026-03-12 02:01:44
whd_2Sx7Qn0Ab5Gh2Jk7Lm9Pq4Rs   application.validated      503     2026-03-12 02:07:13
whd_2Sx7Qp8Cd3Ef6Gh1Ij4Kl7Mn   inspection.booked          503     2026-03-12 02:14:51
whd_2Sx7Qr2Op5Qr8St1Uv4Wx7Yz   inspection.booked          200     2026-03-12 02:22:09""",
        "Why did deliveries fail between 02:05 and 02:20, and do I need to replay them?",
        "Our integration dashboard shows this",
    ),
    (
        "inspection-booking-sms",
        ["sms", "times"],
        """CARROW FALLS BLDG: Inspection FINAL for permit B26-00931 scheduled Tue 03/17/2026, window 8:00-12:00 AM.
Conf# 4471-2209. Reply C to cancel by 03/16/2026 5:00 PM. Sent 03/12/2026 2:02 PM""",
        "Can I still cancel on Monday afternoon?",
        "I got this text",
    ),
    (
        "taxi-vehicle-test-sheet",
        ["test_sheet", "dates_times"],
        """NORTHMERE PRIVATE HIRE VEHICLE TEST
Plate: PH0417   VRM: NM21 XKD   Tested: 10/03/2026 08:42
MOT expiry: 09/09/2026   Insurance to: 31/07/2026
Result: FAIL - nearside rear tyre below 2 mm; first aid kit missing
Re-test by: 24/03/2026""",
        "Can the driver keep working until the re-test?",
        "The test sheet the driver brought in",
    ),
    (
        "street-trading-pitches-table",
        ["markdown_table", "pitch_ids", "dates"],
        """| Pitch | Trader | Consent | Days | Expires |
|---|---|---|---|---|
| MR-1 | Halo Coffee | STC/2025/0188 | Mon-Sat | 2026-08-31 |
| MR-2 | La Petite Crêpe | STC/2025/0193 | Fri-Sat | 2026-08-31 |
| MR-4 | (vacant since 2026-01-05) | - | - | - |""",
        "Which pitch could I offer a Sunday trader?",
        "The pitch register",
    ),
    (
        "planning-portal-jwt-debug",
        ["jwt_pasted", "debugging", "iat_exp"],
        """eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhZ2VudDo0NDcxIiwic2NvcGUiOiJhcHBsaWNhdGlvbnM6cmVhZCIsImlhdCI6MTc3MzMxMzIwMCwiZXhwIjoxNzczMzE2ODAwfQ.Wm8y3Qk1b7L0pXn5Rv2sT9uE4cH6dJ8aF1gK3mN0oPq""",
        "Decode this token from our planning portal integration. Why does the API say it has expired?",
        "The token our agent account uses",
    ),
    (
        "licence-fee-receipt",
        ["receipt", "payment_ids", "us_times"],
        """Receipt #2291-4410
Paid Mar 3, 2026 4:12:09 PM
Premises licence annual fee (band C) - GBP 295.00
Card ending 4417 - Authorisation 08812Q
Payment reference pi_3QpK8d2eZvKYlo2C0x7Rm1Ab""",
        "Is this the annual fee or the application fee?",
        "Receipt from the council's payment page",
    ),
    (
        "road-closure-events-ksuid",
        ["events_export", "ksuids"],
        """event_id                     type              road            at
2dQ9fXk1Lm3Np5Rt7Vx9Zb2Cd4E  closure.started    Mill Road       2026-03-09T07:00:04Z
2dQ9kR3Tp6Vr8Xt0Zv2Bx4Dz6Fb  closure.extended   Mill Road       2026-03-11T12:31:47Z
2dQAa7Hc9Je1Lg3Ni5Pk7Rm9To0  closure.ended      Orchard Way     2026-03-11T15:29:58Z""",
        "Was Mill Road extended, and by whom is that decided?",
        "Events export from the traffic team's feed",
    ),
    (
        "hmo-licence-draft-conditions",
        ["document", "dates"],
        """DRAFT HMO LICENCE - HMO/26/0044 - 52 Granby Terrace
Maximum occupiers: 5 (households: 5)
Licence period: 5 years from the date of issue
Condition 3: Gas safety certificate to be provided annually; last certificate 19/01/2026.
Condition 7: Room 4 (6.1 m2) must not be used as sleeping accommodation.
Representations on this draft by 10/04/2026.""",
        "Explain condition 7 to the landlord in plain English.",
        "Draft licence for review",
    ),
    (
        "assistant-earlier-permit-list",
        ["assistant_turn_record", "ids", "dates"],
        """B26-00931  Final inspection requested 2026-03-12 18:02, permit issued 2025-10-03
B26-01044  Plan review corrections 2026-03-04, applied 2026-02-09
B26-01187  Submitted 2026-02-09 11:20, fees unpaid""",
        "Which of my permits is closest to being closed out?",
        "Here are the permits on your account",
    ),
]

BLOCKS += [
    (
        "licencia-obra-es",
        ["lang_es", "resolucion", "dates"],
        """RESOLUCIÓN N.º 2026/0412 de 20/02/2026
Expediente: OBM/2026/00188
Asunto: Licencia de obra menor - reforma de cocina, C/ Olivo 14, 2.º B
Fecha de registro de entrada: 09/02/2026 12:41:55 (n.º 2026-E-RE-4412)
Se concede la licencia. Plazo de inicio: 6 meses. Plazo de ejecución: 3 meses desde el inicio.""",
        "¿Hasta qué fecha tengo para empezar la obra?",
        "Me ha llegado esta resolución",
    ),
    (
        "baugenehmigung-de-erstellt",
        ["lang_de", "erstellt_first", "record"],
        """Erstellt: 03.02.2026 08:12:40
Aktenzeichen: 63-BG-2026-0188
Vorhaben: Anbau eines Wintergartens, Lindenstraße 4
Eingang vollständig: 28.01.2026
Beteiligung Nachbarn: Zustimmung liegt vor (Unterschrift 19.01.2026)
Bearbeitungsstand: in Prüfung, Statik angefordert am 05.02.2026""",
        "Warum dauert das so lange, wenn die Nachbarn schon zugestimmt haben?",
        "Das zeigt mir das Bauportal an",
    ),
    (
        "arrete-circulation-fr",
        ["lang_fr", "arrete", "dates_times"],
        """ARRÊTÉ MUNICIPAL N° 2026-147 portant réglementation temporaire de la circulation
Rue des Tanneurs, entre la place du Marché et la rue Pasteur
Du lundi 16 mars 2026 à 7 h 30 au vendredi 20 mars 2026 à 17 h 00, la circulation sera interdite.
Motif : remplacement du réseau d'eau potable (entreprise Hydro-Réseaux).
Fait à Saint-Aubin-des-Prés, le 2 mars 2026.""",
        "Est-ce que je pourrai sortir ma voiture du garage le soir pendant les travaux ?",
        "L'arrêté affiché dans ma rue",
    ),
    (
        "verbale-sopralluogo-it",
        ["lang_it", "verbale", "ore"],
        """VERBALE DI SOPRALLUOGO n. 77/2026
Il giorno 05/03/2026, alle ore 10:35, i sottoscritti agenti della Polizia Locale, con il tecnico comunale
arch. M. Bassi, hanno accertato in via Roma 22 la realizzazione di una veranda chiusa di circa 12 m2
in assenza di titolo edilizio. Il sopralluogo si è concluso alle ore 11:20.""",
        "Cosa rischia il proprietario e può ancora sanare la veranda?",
        "Ecco il verbale che ha ricevuto mio padre",
    ),
    (
        "licenca-funcionamento-pt",
        ["lang_pt", "json_portuguese_keys", "timestamps"],
        """{"protocolo":"2026.000.418.221","data_abertura":"2026-02-18T14:07:33-03:00","atividade":"Bar e restaurante","situacao":"Pendente de vistoria do Corpo de Bombeiros","ultima_atualizacao":"2026-03-06T09:15:02-03:00"}""",
        "O que falta para eu conseguir a licença de funcionamento?",
        "O sistema da prefeitura devolveu isto",
    ),
    (
        "woo-verzoek-nl",
        ["lang_nl", "email", "kenmerk"],
        """Van: Team Woo <woo@waterdam.nl.example>
Verzonden: dinsdag 3 maart 2026 16:48
Onderwerp: Ontvangstbevestiging Woo-verzoek, kenmerk WOO-2026-0093

Wij hebben uw verzoek van 1 maart 2026 ontvangen. De beslistermijn is vier weken en kan met twee weken
worden verlengd.""",
        "Wanneer moet de gemeente uiterlijk beslissen als ze verlengen?",
        "Ik kreeg deze bevestiging",
    ),
    (
        "zgloszenie-robot-pl",
        ["lang_pl", "record", "dates_times"],
        """Zgłoszenie robót budowlanych nr ZG.6743.88.2026
Data wpływu: 16.02.2026, godz. 13:22:05
Rodzaj robót: budowa tarasu o pow. 30 m2
Termin na wniesienie sprzeciwu: 21 dni od dnia doręczenia zgłoszenia
Status: brak sprzeciwu (stan na 09.03.2026)""",
        "Czy mogę już zaczynać budowę tarasu?",
        "Tak wygląda moje zgłoszenie w systemie",
    ),
    (
        "podaci-razitko-cs",
        ["lang_cs", "stamp", "record"],
        """Městský úřad Vysoké Pole, stavební úřad
Podací razítko: došlo 12.02.2026 v 10:41:03, č.j. MUVP/4412/2026, listů: 3, příloh: 5
Věc: Žádost o stavební povolení - rodinný dům, parc. č. 1288/4""",
        "Jak dlouho má stavební úřad na vydání rozhodnutí?",
        "Tady je podací razítko z mé žádosti",
    ),
    (
        "allman-handling-sv",
        ["lang_sv", "email", "skickat"],
        """Från: Registrator <registrator@vastra-by.se.example>
Skickat: den 9 mars 2026 15:02
Ämne: Sv: Begäran om allmän handling, dnr KS 2026/0188

Hej! Handlingarna du begärde den 6 mars omfattar 214 sidor. Kopior över 9 sidor kostar 50 kr plus 2 kr per sida.""",
        "Hur mycket kommer kopiorna att kosta?",
        "Jag fick det här svaret",
    ),
    (
        "doro-shiyo-kyoka-ja",
        ["lang_ja", "json_japanese_keys", "timestamps"],
        """{"許可番号":"青警交第2026-0311号","申請日時":"2026-03-02T09:12:44+09:00","許可日時":"2026-03-05T16:30:00+09:00","使用期間":"2026-03-10 09:00～2026-03-12 17:00","場所":"青葉区中央二丁目5番 歩道上"}""",
        "雨で一日遅れそうです。許可の期間を延ばすにはどうすればいいですか？",
        "警察署の道路使用許可の内容です",
    ),
    (
        "yeongeop-singo-ko",
        ["lang_ko", "record", "dates"],
        """영업신고증
신고번호: 제2026-0087호
영업의 종류: 일반음식점영업
신고일: 2026년 2월 9일
영업장 소재지: 한빛구 중앙로 41, 1층
발급일시: 2026-02-09 15:44:10""",
        "영업시간을 새벽 2시까지 늘리려면 따로 신고해야 하나요?",
        "영업신고증 내용을 옮겨 적었어요",
    ),
    (
        "xingzheng-fuyi-zh",
        ["lang_zh", "notice", "dates"],
        """行政复议申请受理通知书
青川复受字〔2026〕第41号
申请人：青川市滨江餐饮有限公司
被申请人：青川市城市管理局
你（单位）于2026年2月24日10时15分提出的行政复议申请，经审查，符合受理条件，本机关决定自2026年2月27日起受理。""",
        "复议机关一般多久要作出决定？",
        "我们收到了这个通知",
    ),
    (
        "mahdar-taftish-ar",
        ["lang_ar", "arabic_indic_digits", "report"],
        """محضر تفتيش رقم ٢٠٢٦/٣١٧
التاريخ: ٠٥/٠٣/٢٠٢٦ الساعة ١١:٤٠ صباحاً
المنشأة: مطعم النخلة، شارع الميناء
الملاحظات: عدم وجود شهادة صحية لاثنين من العاملين؛ انتهاء صلاحية ترخيص اللوحة الإعلانية بتاريخ ٣١/١٢/٢٠٢٥
المهلة: ١٤ يوماً لتصحيح المخالفات""",
        "ما الذي يجب أن أصححه أولاً، وما آخر موعد لذلك؟",
        "هذا محضر التفتيش الذي تركه المفتش",
    ),
    (
        "arar-he",
        ["lang_he", "appeal_record", "dates_times"],
        """ערר מס' 1042/26 - ועדת ערר לתכנון ובנייה, מחוז מרכז
תאריך הגשה: 18/02/2026 13:07
נושא: החלטת הוועדה המקומית מיום 04/02/2026 לדחות בקשה להיתר (תוספת קומה)
דיון נקבע ל: 29/04/2026 בשעה 09:30""",
        "האם אפשר לבקש להקדים את הדיון?",
        "זה מה שמופיע באתר ועדת הערר",
    ),
    (
        "uvedomlenie-proverka-ru",
        ["lang_ru", "notice", "dates_times"],
        """Уведомление о проведении выездной проверки № 14/2026
Дата и время начала проверки: 18.03.2026, 10:00
Объект: кафе «Берёзка», ул. Садовая, 8
Основание: обращение гражданина от 02.03.2026 (вх. № 771)
Уведомление направлено 10.03.2026 в 15:12 по электронной почте.""",
        "Какие документы мне подготовить к проверке?",
        "Нам пришло вот такое уведомление",
    ),
    (
        "alko-litsenziia-uk",
        ["lang_uk", "record", "dates"],
        """Ліцензія на право роздрібної торгівлі алкогольними напоями
Реєстраційний номер: 990108202600417
Суб'єкт: ФОП Коваленко О. П.
Місце торгівлі: м. Березань, вул. Шевченка, 12
Строк дії: з 01.02.2026 до 31.01.2027
Дата внесення до ЄДРЛ: 29.01.2026 11:03""",
        "Чи можу я продавати алкоголь на ярмарку в сусідньому селі за цією ліцензією?",
        "Ось дані з реєстру ліцензій",
    ),
    (
        "adeia-leitourgias-el",
        ["lang_el", "record", "dates_times"],
        """Αριθμός Πρωτοκόλλου: 4412/12-02-2026
Γνωστοποίηση λειτουργίας: Καφετέρια «Το Λιμάνι», οδός Ακτής 9
Ημερομηνία υποβολής: 12/02/2026 11:20:44
Έλεγχος από Υγειονομική Υπηρεσία: 06/03/2026 10:00
Κατάσταση: Εκκρεμεί βεβαίωση πυροπροστασίας""",
        "Μπορώ να ανοίξω το κατάστημα πριν βγει η βεβαίωση πυροπροστασίας;",
        "Αυτά γράφει το σύστημα για την αίτησή μου",
    ),
    (
        "isyeri-ruhsati-tr",
        ["lang_tr", "record", "dates_times"],
        """İşyeri Açma ve Çalışma Ruhsatı Başvurusu
Başvuru no: 2026/İR-0418
Başvuru tarihi: 19.02.2026 11:42:07
Faaliyet: Kafe (alkollü içki satışı yok)
Denetim tarihi: 05.03.2026 14:00 - eksik: yangın söndürme cihazı etiketi""",
        "Eksik belgeyi tamamladıktan sonra yeniden denetim gerekir mi?",
        "Belediyenin sisteminde bu görünüyor",
    ),
    (
        "sharab-licence-hi",
        ["lang_hi", "receipt", "dates_times"],
        """आबकारी विभाग - लाइसेंस नवीनीकरण रसीद
रसीद संख्या: EXC/SNP/2026/00912
लाइसेंस प्रकार: FL-2 (खुदरा विदेशी शराब)
भुगतान दिनांक: 28/02/2026, 16:22:10
वैधता: 01/04/2026 से 31/03/2027""",
        "क्या यह नवीनीकरण 1 अप्रैल से पहले लागू हो जाएगा?",
        "मेरी रसीद यह है",
    ),
    (
        "giay-phep-kinh-doanh-vi",
        ["lang_vi", "record", "dates_times"],
        """Mã hồ sơ: 000.00.17.H29-260212-0031
Thủ tục: Cấp Giấy chứng nhận đăng ký hộ kinh doanh
Ngày tiếp nhận: 12/02/2026 14:22
Ngày hẹn trả: 19/02/2026
Trạng thái: Đã trả kết quả lúc 16:05 ngày 18/02/2026""",
        "Hồ sơ này đã xong chưa, tôi có cần lên lấy giấy không?",
        "Đây là thông tin tra cứu hồ sơ của tôi",
    ),
    (
        "nib-oss-id",
        ["lang_id", "record", "dates_times"],
        """Nomor Induk Berusaha (NIB): 0212260031874
Nama usaha: Warung Kopi Senja
Tanggal terbit: 12/02/2026 10:04:12 WIB
KBLI: 56303 (Rumah minum/kafe)
Status perizinan berusaha berbasis risiko: Risiko rendah - NIB berlaku sebagai izin""",
        "Apakah saya masih perlu izin lain untuk membuka kafe ini?",
        "Ini data NIB saya dari OSS",
    ),
    (
        "mshenebloba-ka",
        ["lang_ka", "record", "dates"],
        """მშენებლობის ნებართვა № 01/2026-0188
გაცემის თარიღი: 04.02.2026
ობიექტი: ინდივიდუალური საცხოვრებელი სახლი, ვაკის რაიონი
მშენებლობის ვადა: 04.02.2026 - 04.02.2028""",
        "შეიძლება თუ არა ვადის გაგრძელება, თუ მშენებლობა დაგვიანდება?",
        "ეს არის ჩემი ნებართვის მონაცემები",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "leadin",
    "quoted",
    "fenced",
    "earlier_user",
    "earlier_assistant",
    "indented",
    "start_of_message",
    "end_of_prompt",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag_doc",
    "tool_observation",
    "system_user",
    "both_sides",
]
SYSTEM = (
    "You are CivicDesk, the assistant of the council's permits and licensing service. Answer from the material "
    "the user provides and say when it is not enough."
)


def _place(placement: str, source: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "leadin":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return f"User: Show me the record again, please.\nAssistant: Here it is:\n\n{block}\n\nUser: {ask}\nAssistant:"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "start_of_message":
        return f"{SYSTEM}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{intro}:\n\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return (
            f"Answer from the retrieved documents.\n\nDocument 1 ({intro}):\n{block}\n\n"
            f"Question: {ask}\nAnswer:"
        )
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I need the record.\nAction: records_search\n"
            f'Action Input: {{"q": "{source}"}}\nObservation:\n{block}\nThought:'
        )
    if placement == "system_user":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(f"pasted:{source}", ["pasted", placement, *tags], _place(placement, source, block, ask, intro))


# --- hand-written negatives: look-alikes in program positions and values the user asks about -----------------


def _negatives_lookalikes() -> None:
    neg(
        "lookalike:policy-header",
        ["stable_header", "adoption_date", "knowledge_cutoff"],
        """Service: Licensing
Policy adopted: 2026-01-07
Fee schedule: 2025/26 (from 1 April 2025)
Knowledge cutoff: 2024-06

User: Do I need a licence to play background music in my café?
Assistant:""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain the planning process in England to householders.<|eot_id|><|start_header_id|>user<|end_header_id|>

How long does a lawful development certificate usually take?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
    )
    neg(
        "lookalike:chatml-revision",
        ["chatml", "prompt_revision", "guidance_date"],
        """<|im_start|>system
You answer questions on the Licensing Act 2003 using the section 182 guidance (revised December 2023).
Prompt revision: 2026-02-02
<|im_end|>
<|im_start|>user
What counts as a "relevant representation"?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "lookalike:front-matter-approval",
        ["yaml_front_matter", "approval_date", "statutory_period"],
        """---
service: building-control
approved: 2025-11-20
statutory_period_days: 35
regulations: Building Regulations 2010 (as amended 2025)
---
Explain what a full plans application is and how long the council has to decide it.""",
    )
    neg(
        "lookalike:xml-council",
        ["xml_attr", "council_code", "timezone"],
        """<council code="E07000241" tz="Europe/London" fy="2025-26" lang="en-GB"/>
Which licence does a mobile ice-cream van need to trade on our streets?""",
    )
    neg(
        "lookalike:json-tenant-build",
        ["json_inline", "tenant_uuid", "calver"],
        """{"tenant":"6e0d2b4f-91a3-4c7e-b58d-2f1a9c3e7d40","build":"2026.03.2","desk":"registration"}
Can a death be registered by someone who was not a relative?""",
    )
    neg(
        "lookalike:html-comment-revision",
        ["html_comment", "prompt_revision"],
        """<!-- prompt: foi-triage, revision 2026-01-19, owner: information governance -->
Is a request for a councillor's expenses an FOI request or a subject access request?""",
    )
    neg(
        "lookalike:office-hours-table",
        ["markdown_table", "office_hours"],
        """| Register office | Hours | Phone |
|---|---|---|
| Harrowgate | Mon-Fri 09:00-16:30 | 01632 960 441 |
| Ashcombe (ceremonies only) | Sat 10:00-15:00 | 01632 960 442 |

User: Can I collect a certificate on Saturday?
Assistant:""",
    )
    neg(
        "lookalike:consultation-window-env",
        ["key_value_lines", "campaign_window"],
        """CONSULTATION_ID=riverside-parking-2026
CONSULTATION_OPENS=2026-02-02
CONSULTATION_CLOSES=2026-03-30T23:59:00+01:00
MODERATION=pre

Write a two-sentence reminder that the consultation is still open.""",
    )
    neg(
        "lookalike:terms-footer",
        ["footer", "terms_date"],
        """Explain what a premises licence holder must do when the designated premises supervisor leaves.

--
CivicDesk terms updated 1 March 2026. Answers are guidance, not legal advice.""",
    )
    neg(
        "lookalike:api-version-header",
        ["http_header", "api_version"],
        """api-version: 2024-10-21
x-ms-region: uksouth
User-Agent: civicdesk/4.2

Summarise the difference between a TEN and a late TEN in one paragraph.""",
    )
    neg(
        "lookalike:unrendered-template",
        ["template_unrendered"],
        """Today is {{current_date}}. Session: {{session_id}}.
You help residents report unlicensed street trading. Ask for the location, day and time, and what was sold.

User: There's a van selling burgers outside the station every Friday night.
Assistant:""",
    )
    neg(
        "lookalike:discord-ids",
        ["discord_ids_stable"],
        """guild_id: 1123581321345589144
channel_id: 1209876543210987654
role: planning-volunteers

Draft a short welcome message for new members of the neighbourhood planning forum channel.""",
    )
    neg(
        "lookalike:applicant-profile",
        ["stable_header", "applicant_id"],
        """Applicant ID: APP-00441982
Applicant since: 2019-05-14
Preferred contact: email

User: How do I change the agent on my application?
Assistant:""",
    )


def _negatives_asked() -> None:
    neg(
        "asked:epoch",
        ["epoch_asked"],
        "Our permit export has issued=1772841600 for one row. What date and UK time is that?",
    )
    neg(
        "asked:uuid7",
        ["uuid7_asked"],
        """Is 019cc1a2-6f3e-7b40-9d21-5a8e3c0f7b16 a UUIDv7? If so, when was the
planning application record with that id created?""",
    )
    neg(
        "asked:working-days",
        ["deadline_arithmetic", "dates_in_question"],
        """An FOI request arrived on Monday
16 February 2026. Counting 20 working days and no bank holidays, what is the deadline?""",
    )
    neg(
        "asked:iso-week",
        ["iso_week_asked"],
        "My street works permit says works week 2026-W14. Which dates is that, Monday to Sunday?",
    )
    neg(
        "asked:user-typed-time",
        ["user_typed_time"],
        """It's 16:40 here and the register office closes at
17:00. I'm at the bus stop on Bridge Street, about 15 minutes away. Is it worth trying to hand in the
notice form today?""",
    )
    neg(
        "asked:traceparent-support",
        ["traceparent_asked", "support"],
        """The portal's support page asks for a
trace id. My browser's network tab shows traceparent: 00-8e2f1c4a9b7d3e6058c1a2f4d9e0b7c3-5d2a9c1e7f3b4a60-01
Which part do I send them?""",
    )
    neg(
        "asked:few-shot-closures",
        ["few_shot", "example_dates"],
        """Extract the closure as JSON.

Example input: "Mill Road closed 9 March 2026 07:00 to 20 March 2026 17:00"
Example output: {"road": "Mill Road", "from": "2026-03-09T07:00", "to": "2026-03-20T17:00"}

Input: "Castle Lane closed nightly 20:00-06:00, 6-17 April 2026"
Output:""",
    )
    neg(
        "asked:relative-times",
        ["relative_time"],
        """I submitted my alcohol licence application 3 days ago
and paid the fee yesterday. The status changed to "advertising" an hour ago. What happens next?""",
    )
    neg(
        "asked:snowflake",
        ["snowflake_asked"],
        "A Discord bot posted a road closure alert with message id 1347129586204631101. When was it sent?",
    )
    neg(
        "asked:ksuid",
        ["ksuid_asked"],
        """The consultation tool labels each response with ids like
2dQ9fXk1Lm3Np5Rt7Vx9Zb2Cd4E. Is there a timestamp inside it?""",
    )
    neg(
        "control:plain-planning",
        ["control", "plain"],
        """You are the planning duty officer's assistant.

User: Do I need planning permission for a 2 m fence at the side of my house next to a footpath?
Assistant:""",
    )
    neg(
        "control:plain-licensing-de",
        ["control", "plain", "lang_de"],
        "Brauche ich für einen Flohmarkt im Hof unseres Vereins eine Genehmigung?",
    )


# --- generated families ---------------------------------------------------------------------------------------
# A body: (slug, tags, system prompt, user message with a pasted record, cue line, local "now" label, its format,
# time zone, day of the request).

BODIES: list[tuple[str, list[str], str, str, str, str, Callable[[datetime], str], timezone, str]] = [
    (
        "deck-permit",
        ["lang_en", "json_inline"],
        "You are the permit counter assistant for the City of Port Alder. Answer from the records the applicant\n"
        "shares and say which desk to call when you cannot.",
        'Applicant: The portal shows this for my deck permit:\n\n{"permit":"B26-01187","type":"Residential deck",'
        '"applied":"2026-02-09T11:20:37-08:00","plan_review":{"status":"corrections_required","completed":'
        '"2026-03-04T16:02:19-08:00","reviewer":"T. Nguyen"},"id":"019c4a1e-2b7d-7c31-8e5f-0a9d3b6c2e71"}\n\n'
        "What do I do with a corrections_required status?",
        "Assistant:",
        "",
        iso_space,
        PDT,
        "2026-03-09",
    ),
    (
        "variation-logfmt",
        ["lang_en", "logfmt"],
        "You help the licensing team read the premises licence system's audit log.",
        "User: What happened to this variation?\n\n"
        "time=2026-03-02T09:14:07Z app=LCC/VAR/26/0019 action=received by=portal\n"
        "time=2026-03-02T09:14:09Z app=LCC/VAR/26/0019 action=fee_paid amount=315.00 ref=pay_7Qd2Lx9\n"
        "time=2026-03-05T16:41:55Z app=LCC/VAR/26/0019 action=representation from=police",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-12",
    ),
    (
        "foi-tracker-table",
        ["lang_en", "markdown_table"],
        "You are the FOI coordinator's assistant. Be precise about statutory deadlines.",
        "User: Our tracker row:\n\n| Ref | Received | Clarified | Due | Status |\n|---|---|---|---|---|\n"
        "| FOI-2026-00402 | 2026-02-23 08:41 | 2026-02-25 17:02 | 2026-03-24 | With Highways |\n\n"
        "Does the clock restart from the clarification?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-11",
    ),
    (
        "street-works-email",
        ["lang_en", "email"],
        "You help a utility's street works team understand messages from highway authorities.",
        "User: We received this:\n\nFrom: noreply@streetworks.example\nSent: 10 March 2026 17:22\n"
        "Subject: Permit TT7712-SW-0045102-01 - modification request\n\n"
        "Please change the proposed start to 2026-03-30 08:00 or later; the authority's event on 28-29 March\n"
        "needs the road.\n\nWhat do we need to change in the application?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-11",
    ),
    (
        "closure-resident",
        ["lang_en", "notice"],
        "You answer residents' questions about planned road closures. Use only the notice text.",
        'User: Our notice says: "Fen Lane closed to all traffic 23 March 2026 09:30 to 27 March 2026 15:30\n'
        '(works ref KV-2026-0455, issued 2026-03-06 14:18). Emergency access maintained."\n\n'
        "Will the bin lorry be able to collect on Wednesday the 25th?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-13",
    ),
    (
        "citizenship-ceremony",
        ["lang_en", "booking"],
        "You are the register office's ceremony booking assistant.",
        "User: My invitation reads:\n\nCitizenship ceremony - Harrowgate Register Office\n"
        "Booking ref: CIT-26-0217   Date: 26/03/2026   Arrive by: 10:45   Ceremony: 11:00\n"
        "Home Office approval letter dated 04/03/2026 (valid 90 days)\n\n"
        "Can I bring two guests, and what happens if I miss it?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-12",
    ),
    (
        "fire-risk-report",
        ["lang_en", "report"],
        "You help small business owners act on fire safety inspection findings.",
        "User: The inspection letter says:\n\nVisit: 05/03/2026 10:20-11:05   Premises: 8 Quay Street (shop and flat above)\n"
        "Finding 1: No fire door between shop and flat stairway. Action by 05/05/2026.\n"
        "Finding 2: Fire risk assessment last reviewed 11/2022. Action by 05/04/2026.\n\n"
        "Which one should I do first?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-10",
    ),
    (
        "enforcement-ack",
        ["lang_en", "email"],
        "You explain planning enforcement to members of the public in plain English.",
        "User: I reported a breach and got this back:\n\n"
        "Date: Fri, 6 Mar 2026 08:31:15 +0000\nSubject: Your report ENF-C-26-0451\n\n"
        "Thank you. An officer will visit within 15 working days. Case opened 06/03/2026 08:29.\n\n"
        "What can the council actually do if the extension has no permission?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-10",
    ),
    (
        "consultation-receipt",
        ["lang_en", "receipt"],
        "You answer questions about the council's consultations.",
        "User: After I submitted, the page said:\n\nThank you. Your response ID is ANON-8PQ2-4ZKD-W.\n"
        "Submitted: 11 March 2026 at 19:14:55. A copy has been sent to your email address.\n\n"
        "Can I change my answer before the consultation closes?",
        "Assistant:",
        "",
        iso_space,
        UTC,
        "2026-03-12",
    ),
    (
        "licencia-apertura-es",
        ["lang_es", "record"],
        "Eres el asistente de licencias de actividad del Ayuntamiento de Valdemora. Responde en español.",
        "Usuario: El expediente dice:\nExpediente: 2026/LA/0315\nRegistro de entrada: 2026-E-RE-4412 de 03/02/2026 12:41:55\n"
        "Actividad: bar sin música\nEstado: requerimiento de documentación (notificado 24/02/2026)\n\n"
        "¿Cuánto tiempo tengo para contestar al requerimiento?",
        "",
        "Fecha de la consulta",
        dmy_slash,
        CET,
        "2026-03-10",
    ),
    (
        "gaststaette-de",
        ["lang_de", "record"],
        "Du bist der Assistent des Ordnungsamts Lindenau für Gaststättenerlaubnisse. Antworte auf Deutsch.",
        "Nutzer: Mein Antrag im Portal:\nVorgang: GE-2026-0071\nEingang: 12.02.2026 10:14:52\n"
        "Betriebsart: Schankwirtschaft mit Außenbewirtschaftung\nFehlend: Führungszeugnis (angefordert am 16.02.2026)\n\n"
        "Darf ich bis zur Erlaubnis schon Kaffee ohne Alkohol verkaufen?",
        "",
        "Zeitpunkt der Anfrage",
        dmy_dot,
        CET,
        "2026-03-09",
    ),
    (
        "syntrofia-el",
        ["lang_el", "record"],
        "Είσαι ο βοηθός του Δήμου Ακτής για άδειες χρήσης κοινόχρηστου χώρου. Απάντησε στα ελληνικά.",
        "Χρήστης: Η αίτησή μου:\nΑρ. πρωτ.: 3318/20-02-2026\nΧώρος: πεζοδρόμιο οδού Ακτής 9, 12 τ.μ. τραπεζοκαθίσματα\n"
        "Υποβολή: 20/02/2026 09:41:06\nΚατάσταση: αναμονή γνωμοδότησης Τροχαίας\n\n"
        "Πόσο καιρό παίρνει συνήθως η γνωμοδότηση της Τροχαίας;",
        "",
        "Τρέχουσα ημερομηνία",
        dmy_slash,
        EET,
        "2026-03-11",
    ),
    (
        "cap-phep-xay-dung-vi",
        ["lang_vi", "record"],
        "Bạn là trợ lý của bộ phận một cửa UBND quận về cấp phép xây dựng. Trả lời bằng tiếng Việt.",
        "Người dùng: Hồ sơ của tôi:\nMã hồ sơ: 000.00.23.H29-260205-0114\nNgày tiếp nhận: 05/02/2026 09:12\n"
        "Loại: Cấp giấy phép xây dựng nhà ở riêng lẻ\nHạn giải quyết: 06/03/2026\nTrạng thái: Quá hạn\n\n"
        "Hồ sơ đã quá hạn, tôi nên làm gì?",
        "",
        "Thời điểm truy vấn",
        dmy_slash,
        ICT,
        "2026-03-12",
    ),
    (
        "bygglov-sv",
        ["lang_sv", "record"],
        "Du är kommunens bygglovsassistent. Svara på svenska.",
        "Användare: Mitt ärende:\nDiarienummer: BN 2026-000188\nInkom: 2026-02-12 09:14\n"
        "Komplett: 2026-02-26\nÅtgärd: tillbyggnad av enbostadshus, 24 m2\n\n"
        "Hur lång tid har nämnden på sig att besluta?",
        "",
        "Tid för förfrågan",
        iso_space,
        CET,
        "2026-03-10",
    ),
    (
        "ohlaseni-stavby-cs",
        ["lang_cs", "record"],
        "Jsi asistent stavebního úřadu. Odpovídej česky.",
        "Uživatel: Stav mé žádosti:\nČ.j.: MUVP/5120/2026\nDoručeno: 19.02.2026 13:07:44\n"
        "Předmět: ohlášení stavby garáže\nStav: výzva k doplnění (odesláno 02.03.2026)\n\n"
        "Do kdy musím podklady doplnit?",
        "",
        "Čas požadavku",
        dmy_dot,
        CET,
        "2026-03-11",
    ),
    (
        "torhovyi-obiekt-uk",
        ["lang_uk", "record"],
        "Ти помічник управління містобудування міської ради. Відповідай українською.",
        "Користувач: Моя заява:\nРеєстраційний номер: ТС-2026/0418\nДата подання: 12.02.2026 11:20\n"
        "Об'єкт: тимчасова споруда для торгівлі кавою, вул. Шевченка, 5\nСтатус: на погодженні (з 20.02.2026)\n\n"
        "Скільки ще чекати на паспорт прив'язки?",
        "",
        "Час запиту",
        dmy_dot,
        EET,
        "2026-03-12",
    ),
    (
        "pbg-id",
        ["lang_id", "record"],
        "Anda adalah asisten layanan perizinan bangunan (PBG) pemerintah kota. Jawab dalam bahasa Indonesia.",
        "Pengguna: Status permohonan saya:\nNomor registrasi: PBG-3273-12022026-01\n"
        "Tanggal pengajuan: 12/02/2026 10:04:12 WIB\nTahap: verifikasi dokumen teknis (sejak 20/02/2026)\n\n"
        "Berapa lama lagi sampai PBG terbit?",
        "",
        "Waktu permintaan",
        dmy_slash,
        WIB,
        "2026-03-11",
    ),
    (
        "iken-boshu-ja",
        ["lang_ja", "receipt"],
        "あなたは市の意見公募（パブリックコメント）手続の案内係です。日本語で答えてください。",
        "利用者：提出後にこう表示されました。\n受付番号：2026-PC-00412\n受付日時：2026/02/12 10:04:12\n"
        "案件：青葉区駐車場整備計画（案）\n\n提出した意見を修正することはできますか？",
        "",
        "問い合わせ日時",
        ja_dt,
        JST,
        "2026-03-10",
    ),
    (
        "rakennuslupa-fi",
        ["lang_fi", "record"],
        "Olet kunnan rakennusvalvonnan avustaja. Vastaa suomeksi.",
        "Käyttäjä: Hakemukseni tiedot:\nLupatunnus: 2026-0188-A\nSaapunut: 12.2.2026 klo 10.04\n"
        "Naapurien kuuleminen: päättyi 5.3.2026\nKäsittelyvaihe: lausunnot pyydetty\n\n"
        "Milloin voin odottaa päätöstä?",
        "",
        "Kyselyn aika",
        fi_dt,
        EET,
        "2026-03-12",
    ),
    (
        "gwanggo-ko",
        ["lang_ko", "record"],
        "당신은 구청 도로점용허가 안내 도우미입니다. 한국어로 답하세요.",
        "사용자: 제 신청 내역입니다.\n접수번호: 2026-도로-0311\n접수일시: 2026-02-20 14:02:37\n"
        "점용 목적: 공사용 가설울타리\n처리 상태: 현장 확인 예정 (2026-03-16 10:00)\n\n"
        "현장 확인 때 제가 꼭 있어야 하나요?",
        "",
        "요청 일시",
        ko_dt,
        KST,
        "2026-03-12",
    ),
]

GEN_POSITIONS = [
    "head",
    "sys_tail",
    "header_block",
    "after_user",
    "footer",
    "yaml",
    "json_pretty",
    "xml_attr",
    "json_inline",
    "kv_bracket",
]
LINE_POSITIONS = {"head", "sys_tail", "header_block", "after_user", "footer"}


def _field(g: Gen80, k: int, t: datetime) -> tuple[str, str, str, bool]:
    """The `k`-th volatile field of the family: (label, cue, value, numeric)."""
    kinds: list[tuple[str, str, Callable[[], str], bool]] = [
        ("generated_at", "datetime", lambda: rfc3339(t.astimezone(UTC), 3), False),
        ("request_id", "request_id", lambda: g.uuid7(t), False),
        ("session_id", "session_id", g.nanoid, False),
        ("now", "datetime", lambda: f"{iso_space(t)} {t.tzname()}", False),
        ("ts_ms", "epoch", lambda: str(epoch_ms(t)), True),
        ("trace_id", "trace_id", lambda: g.hex(32), False),
        ("fetched_at", "datetime", lambda: http_date(t), False),
        ("snapshot", "snapshot_id", lambda: g.ksuid(t), False),
        ("desk.clock", "datetime", lambda: go_nano(t.astimezone(UTC), g.ns()), False),
        ("deskhop", "request_id", lambda: g.ulid(t), False),
        ("stamp_us", "epoch", lambda: str(epoch_us(t)), True),
        ("nonce", "nonce", lambda: g.b64url(16), False),
        ("pulled", "datetime", lambda: py_logging(t), False),
        ("conversation", "session_id", g.uuid4, False),
        ("client_time", "datetime", lambda: js_iso(t), False),
        ("ts", "epoch", lambda: str(epoch_s(t)), True),
        ("correlation_id", "request_id", lambda: g.objectid(t), False),
        ("tick", "datetime", lambda: rfc3339(t, 6), False),
    ]
    label, cue, make, numeric = kinds[k % len(kinds)]
    return label, cue, make(), numeric


STABLE: list[tuple[str, str, bool]] = [
    ("portal_version", "8.3.1", False),
    ("fee_schedule", "2025-04-01", False),
    ("knowledge_cutoff", "2024-06", False),
    ("prompt_revision", "2026-01-19", False),
    ("api_version", "2024-10-01", False),
    ("timezone", "Europe/London", False),
    ("tenant_id", "6e0d2b4f-91a3-4c7e-b58d-2f1a9c3e7d40", False),
    ("statutory_days", "20", True),
    ("office_hours", "Mon-Fri 09:00-16:30", False),
    ("policy_adopted", "2026-01-07", False),
    ("council_code", "E07000241", False),
    ("build", "2026.03.2", False),
    ("retention_years", "6", True),
    ("service_area", "Planning & Licensing", False),
]


def _render(position: str, label: str, value: str, numeric: bool) -> str:
    if position in LINE_POSITIONS or position == "yaml":
        return f"{label}: {value}"
    if position == "json_pretty":
        return f'"{label}": {value},' if numeric else f'"{label}": "{value}",'
    if position == "xml_attr":
        return f'{label}="{value}"'
    if position == "json_inline":
        return f'"{label}":{value},' if numeric else f'"{label}":"{value}",'
    assert position == "kv_bracket"
    return f'{label}="{value}"' if " " in value else f"{label}={value}"


def _compose(position: str, body: tuple[Any, ...], item: str) -> str:
    slug, _tags, system, user, cue = body[:5]
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{item}\n{system}\n\n{user}{tail}"
    if position == "sys_tail":
        return f"{system}\n{item}\n\n{user}{tail}"
    if position == "header_block":
        return f"{system}\n\nContext:\nportal: civicdesk\n{item}\nchannel: web\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{item}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{item}{tail}"
    if position == "yaml":
        return f"---\nportal: civicdesk\n{item}\nlocale: auto\n---\n{system}\n\n{user}{tail}"
    if position == "json_pretty":
        return f'{{\n  "portal": "civicdesk",\n  {item}\n  "locale": "auto"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<meta portal="civicdesk" {item} locale="auto"/>\n{system}\n\n{user}{tail}'
    if position == "json_inline":
        return f'{{"portal":"civicdesk",{item}"locale":"auto"}}\n{system}\n\n{user}{tail}'
    assert position == "kv_bracket"
    return f"[meta portal=civicdesk {item} locale=auto]\n{system}\n\n{user}{tail}"


def generated_positives(g: Gen80) -> list[Draft]:
    """Each body with one volatile field at four of the ten positions; a body in another language uses its
    local "now" label at its first line position."""
    out: list[Draft] = []
    k = 0
    for i, body in enumerate(BODIES):
        slug, tags, _system, _user, _cue, now_label, now_fmt, tz, day = body
        local_used = False
        for j in range(4):
            position = GEN_POSITIONS[(i * 3 + j) % len(GEN_POSITIONS)]
            t = g.around(day, tz)
            if now_label and position in LINE_POSITIONS and not local_used:
                local_used = True
                label, cue, value, numeric = now_label, "datetime", now_fmt(t), False
            else:
                label, cue, value, numeric = _field(g, k, t)
                k += 1
            item = v(cue, _render(position, label, value, numeric))
            out.append(
                Draft(
                    _compose(position, body, item),
                    f"{SRC}pos:gen:{slug}:{position}",
                    ["generated", position, label, *tags],
                )
            )
    return out


def generated_negatives() -> list[Draft]:
    """Each body with one stable look-alike value at three (even bodies) or two (odd ones) other positions."""
    out: list[Draft] = []
    k = 0
    for i, body in enumerate(BODIES):
        slug, tags = body[0], body[1]
        for j in range(4, 7 if i % 2 == 0 else 6):
            position = GEN_POSITIONS[(i * 3 + j) % len(GEN_POSITIONS)]
            label, value, numeric = STABLE[k % len(STABLE)]
            k += 1
            item = _render(position, label, value, numeric)
            out.append(
                Draft(
                    _compose(position, body, item),
                    f"{SRC}neg:gen:{slug}:{position}",
                    ["generated", "hard_negative", position, label, *tags],
                )
            )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen80(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    negatives = list(NEG) + generated_negatives()
    for d in positives + negatives:
        last = d.marked.rstrip("\n").rsplit("\n", 1)[-1]
        assert not _CUE_LINE.fullmatch(last) or last.endswith(
            ("Assistant:", "Answer:", "Thought:", "Output:", "assistant", "<|end_header_id|>")
        ), d.source
    return make_holdout.assemble("hold80", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
