"""Build `prompt_normalizer/corpus/holdout105.jsonl`, a hundred-and-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout105.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout104.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (veterinary,
vet, pet, animal, clinic, vaccination, boarding, grooming, microchip) and the passages around the hits,
with the docstring of `make_holdout104.py` read in full and, of the closest neighbours
(`make_holdout7.py`, `make_holdout17.py`, `make_holdout21.py`, `make_holdout83.py`), every paragraph
that names this domain; of `make_holdout24.py` also its import block and
its last 150 lines, for the structure of a generator; and `pyproject.toml` for ruff's settings. (A
listing of `tests/normalizer/` showed the generators' names and a check of the path showed that
`holdout105.jsonl` did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any other test
file, any `.jsonl` corpus, the docs and bench folders or the git history; `make_holdout106.py` to
`make_holdout112.py`, written at the same time, were not read. The corpus was checked only
against the machinery of `make_holdout.py` (every `expected` is what `expected_of` computes, every span
is found in its input at its offsets, spans are single lines, inputs are unique, the build is
deterministic).

The domain is veterinary clinics and pet care: appointment booking and reminders, lab results and
diagnostics, vaccination records, pet insurance pre-authorisations, pharmacy refills, boarding and
grooming check-ins, and microchip registrations. The earlier docstrings name neighbours of it:
veterinary practice triage, SOAP notes and appointments with vaccination records and bloodwork as
content (make_holdout7); veterinary and animal care with a practice-software estimate assistant,
histopathology and urinalysis explainers, a pet insurance claim pre-check and a policyholder portal,
farriers, equine dentistry and passports, microchip registry lookups, pet travel, cattle TB readings,
herd health, anaesthesia records and SMS reminders, with invoices, cytology reports, dental charts,
recall notices and certificates as hard negatives (make_holdout17); a kennel club, an animal shelter
and riding stables (make_holdout12); dog walkers, groomers, pet sitters and a dog daycare (walk data, a
groomer's ChatML with a stamp in the user turn, a pet sitter's visit session, a daycare capacity table,
B3 headers on a grooming reminder service, a review-reply footer; make_holdout21); zoo and wildlife
medicine (a formulary API response with `Date` and `X-Request-ID`, a referral letter under a Llama 3
`Today Date`, an after-hours vet line's SIP Call-ID, a controlled drugs register behind an
`X-Session-Token` JWT; make_holdout64); pet cover claims (vet invoices, a Llama 3 `Today Date` over an
invoice, a Mistral `Now:` over a clinical history, a Japanese `照会日時：` over a 診療明細, vaccination and
neutering questions; make_holdout83); vaccination records as content and pharmacy appointment bots
(make_holdout5); insurance pre-authorisation for human clinics (make_holdout59); a veterinary formulary
API (make_holdout103); pet requests in property management (make_holdout34, make_holdout69,
make_holdout101); a ferry's pet cabin widget (make_holdout46). The
scenarios here were written around them: nothing is triage, SOAP notes, estimates, claims, invoices
sent to an insurer, farm, equine, zoo or pet travel work; appointments are booking desks, slot holds,
waitlists, a reminder call, reschedules and the classification of replies, never an SMS reminder
writer; insurance is pre-authorisation only (requests, decisions, forms, a policy snapshot), never a
claim pre-check, a policyholder portal or a vet bill; grooming and boarding are check-ins at a kiosk,
a cattery, a kennel desk, a salon inside a clinic and pet hotels, with no walk data, pet sitter visits
or daycare tables; microchip work is registration, keeper transfer, litters, found and missing pets,
never a registry lookup tool; B3 headers sit on a lab result, the Llama 3 `Today Date` on a
reschedule, and the controlled drugs register is a pasted page whose balance the user checks. The
sources are:

* appointments and reminders: HTTP-style headers at the head of a booking desk (RFC 1123 `Date`, a
  `X-Slot-Hold` token; `X-Clinic` and `Accept-Language` stay); YAML front matter of a booster reminder
  batch (`render_time` with an offset, ULID `batch_run`) over a due-date table that stays; a ChatML
  reminder call (`Call SID:`, ctime `Call placed:`; the appointment line stays); a surgery waitlist
  with a Semantic Kernel current-time sentence; a Llama 3 `Today Date` (the cutoff stays); a bare
  RFC 3339 time (+11:00) at the head of an SMS reply classifier; Spanish (`Hora actual:`, nanoid `ID
  de sesión:`), Japanese (`現在日時：`, `リクエストID：`) and Polish (`Czas serwera:`, KSUID
  `Identyfikator żądania:`) desks;
* lab results and diagnostics: a ReAct tool result whose `call_id` and `fetched_at` attributes move
  while `source` and the panel stay; `X-B3-TraceId` and `X-B3-SpanId` over a thyroid result
  (`X-B3-Sampled` stays); a radiology footer after `--` (Go `time.Now().String()` `Rendered:`, hex
  `Job:`; the writer's version stays); a pretty JSON head (ULID `request_id`, `received_ms`) over a
  SNAP test; a bracketed `[meta ...]` line with made-up `t0=` and `hop=` between stable pairs; German
  (`Aktuelle Uhrzeit:`, ObjectId `Sitzung:` over a pasted Befund with `Probeneingang`), Russian
  (`Текущее время:`, UUIDv7 `ID запроса:`) and Chinese (`请求时间：`, hex `请求ID：`) explainers;
* vaccination records: "Today's date is <long date>." inside a system sentence; an XML `<meta>` block
  (`toISOString()` `<generated>`, `<request_id>`) over a rabies certificate record; an app message's
  `sent=` and lower-case ULID `msg=` pairs after the owner's question (`client=` stays); a ChatML
  kennel desk (`Desk clock:` in .NET "o" form, UUIDv7 `Desk session:`); French (`Date et heure
  actuelles :`, base64url `Identifiant de session :`), Arabic (`الوقت الحالي:` in Arabic-Indic digits)
  and Hindi (`अनुरोध का समय:` in Devanagari digits, nanoid `सत्र आईडी:`) helpers;
* pet insurance pre-authorisations: a made-up `Petcover-*` delivery (UUIDv7 `-Delivery`, epoch
  `-Sent-At`, `-Signature` move; `Petcover-Event` and the payload with its own `id` and `created_at`
  stay); `X-Request-Id` and `Idempotency-Key` beside a stable `Insurer-Api-Version`; `traceparent` and
  `tracestate` over a decision payload whose `decided_at` stays; a markdown context table (JWT `Portal
  token`, RFC 3339 `Opened` at six digits); a policy snapshot fetched for the request whose made-up
  `Pulled:` line moves while the policy lines stay; Italian (Log4j `Ora corrente:`), Korean (12-hour
  `요청 시각:`, UUIDv7 `세션:`) and Dutch (`Tijd van aanvraag:`, nanoid `Sessie:`) desks;
* pharmacy refills: a single-line JSON head (`ts` epoch in ms and nanoid `rid` between stable
  members); front matter with Python `str()` `now` and a `session_jwt`; pretty JSON with .NET
  `requestedAt` and ObjectId `correlationId` (`formularyEdition` stays); made-up `Hop:` and `Stamp:`
  lines after the client's message (-08:00); Portuguese (`Horário atual:`, lower-case ULID), Turkish
  (`Sistem saati:`), Greek (`Τρέχουσα ώρα:`, KSUID) and Swedish (`Aktuell tid:`, hex `Sessions-ID:`)
  dispensaries;
* boarding and grooming check-ins: a lobby kiosk (month-first `Kiosk time:`, base64url `Kiosk
  session:`; `Kiosk:` stays); a `<checkin_context>` attribute `received` in Go RFC3339Nano before
  stable `lane` and `salon`; a `checkin-svc ts=... req=... site=north` logfmt line; `Enqueued (ns):`
  at the head of a feeding chart; Thai (Buddhist-era `เวลาที่ส่งคำขอ:`), Hebrew (`זמן הבקשה:`, `מזהה
  הפעלה:`) and Ukrainian (`Час запиту:`, nanoid `Сесія:`) check-ins;
* microchip registrations: a Python logging line at the head whose `asctime` and `request=` move
  (`INFO chipreg.assistant prompt=v14` stays); `X-Amzn-Trace-Id` and an RFC 2822 `Received:` over a
  found cat's chip number that stays; a made-up `Wallclock:` in GNU `date` form between registry and
  practice lines; markdown bullets (`Now:` in JavaScript `toString()` form, KSUID `Session:`);
  Vietnamese (time-first `Giờ hệ thống:`, ULID `Mã yêu cầu:`), Indonesian (`Waktu sekarang:` with
  WIB, ObjectId `ID sesi:`) and Finnish (`Nykyinen aika:`, KSUID `Pyynnön tunnus:`) desks;
* the generated family: one program field at three of eight positions (head, system tail, header
  block between `Clinic:` and `Channel:`, a line after the user's message, footer after `--` above a
  stable line, YAML front matter, a single-line JSON member between stable members, an XML attribute
  before a stable one) of 14 bodies, each with a pasted record of its own that stays (an e-mail with
  `Date` and `Message-ID`, a lab CSV with received and reported times, a vaccination JSON opening with a
  UUIDv7 `id` and `administered_at`, a pre-authorisation decision with its date, a dispensing table
  with times to the second, a boarding booking YAML with a ULID and `created`, grooming logfmt with
  `ts`, registry XML with `registered` and `updated`, a German lab CSV with `Eingang`, a Spanish JSON
  with `fecha_aplicacion` and a ULID, a Japanese booking with `予約日時` and `送信日時`, a French
  booking `Créée le`, a Portuguese prescription `Emitida em` and a Korean registration `등록일시`); the
  field is one of 25 English and made-up labels (`Wallclock`, `Served at`, `Context time`, `Desk
  time`, `tick.t0`, `Snapshot taken`, `Local time`, `As of`, `Stamp`, `Pulled`, `Epoch`, `Received
  (us)`, `Request received`, `Request`, `Trace`, `Chat session`, `Hop`, `Delivery`, `Nonce`, `b3`,
  `Correlation`, `Run`, `Session token`, `Visit session`, `Req`) or the "now", request or session
  label of the body's language (German, Spanish, Japanese, French, Portuguese, Korean).

The negatives: 55 pasted records in twenty placements (question above, block first at the very head,
typed right under the question with no blank line, "<lead-in>:" with a blank line, a question ending
in a lead-in with the block on the next line, an earlier user turn, an earlier assistant turn, ChatML,
Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct observation reading the user's
attachment, fenced, quoted with `>`, indented, both sides, a user turn under a system prompt, the very
end of the prompt): an owner's e-mail with `Date` and `Message-ID`, a booking export CSV with uuids,
`created_at` and `start` (the user asks why one is created after its start), an SMS provider's
delivery JSON, a booking API 409 exchange with `X-Request-Id` and `Date`, an HL7 ORU message, analyser
syslog QC lines, an analyser result JSON opening with a ULID `id` and `run_at`, a lab webhook delivery
pasted to debug its signature, a DICOM header dump, a vaccination card, vaccination YAML with a UUIDv7
`record_id`, vaccine fridge logfmt, a field safety notice, an insurer's decision e-mail, a portal JSON
whose `decided_at` precedes `submitted_at` (asked about), a pre-authorisation XML with `RequestId` and
`SubmittedAt`, `curl -v` output with `date` and a ULID `x-request-id`, a refill ticket, a controlled
drugs register table, an online pharmacy receipt whose paid time precedes its placed time (asked
about), refill logfmt with `req_id`, a boarding confirmation e-mail, kennel door events with epochs, a
grooming ICS with `DTSTAMP`, a salon Slack thread with `ts`, a check-in form export with a KSUID
`Response ID`, `Started` and `Submitted`, a registry JSON with a UUIDv7 `record_id`, a phishing
transfer e-mail, a scanner CSV, a registry webhook with a KSUID `event_id` and epochs, nginx booking
traffic, a clinic receipt and an OpenTelemetry span; and in other languages a German lab e-mail
(`Datum:`, `Message-ID`), a Spanish vaccination CSV, a French boarding confirmation (`Créée le`, uuid
`Identifiant`), an Italian electronic prescription (`Data emissione`), a Portuguese receipt
(`Data/hora:`), a Japanese booking e-mail (`送信日時`), a Korean vaccination table (`접종일시`), Chinese
lab JSON (`采样时间`, `报告时间`, asked about), an Arabic receipt in Arabic-Indic digits, a Hebrew chip
registration (`תאריך רישום`), Russian booking logs with `trace_id`, a Polish SMS (`Wysłano:`), a
Turkish vaccination card (`Uygulama tarihi`), a Greek receipt (`Ημερομηνία:`), a Thai Buddhist-era
receipt, Hindi booking JSON (`created_at`), a Vietnamese boarding slip (`Ngày giờ nhận`), a Dutch chip
certificate (`Geregistreerd op`), a Swedish e-mail (`Skickat:`), an Indonesian grooming receipt
(`Waktu:`), a Czech lab result (`Přijato:`, `Vydáno:`) and a Ukrainian referral (`Створено:`). 37
look-alikes and values the user asks about or types: a prompt revision and booster policy date, a
Llama 3 header with only its cutoff, unrendered `{{current_time}}` and `{{session_id}}`, opening
hours and phone numbers, a price table, an IBAN, file and commit hashes, relative times, stable client,
patient, practice and tenant ids, dated API versions, a ChatML system turn with a cutoff and a CalVer
build, dates in prose, a vaccine stock list with expiry dates, a request id and a JWT the user asks
about, times the user types, few-shot replies with dates, ISO weeks in a rota, a Spanish ULID asked
about, a Japanese `改定日`, a German price list `Stand`, French opening hours, a Korean version header,
a staging bot prompt with `Current time:` and `Session:` pasted for review, report front matter with
`generated_at` and `export_run` pasted to proofread, 15-digit chip numbers, date-prefixed order
numbers, `KEY=value` settings with a booking cut-off, a footer's terms revision, Arabic opening hours,
a Chinese price table with its validity, the user's own 401 request with `Date`, `X-Request-ID` and a
bearer JWT, an epoch the user asks about, a Russian stable header, a Hindi relative time and a plain
control. And 14 generated hard negatives: the family's bodies with one stable value (practice code,
lab account, vaccine policy, insurer API version, price list, time zone, prompt revision, registry
tenant uuid, and in German, Spanish, Japanese, French, Portuguese and Korean a practice, clinic,
hospital code, guide version, branch or unit) at a position the body's positives do not use.

What it is: 202 prompts. 96 carry volatile fields (143 spans): 54 hand-written positives (101 spans;
46 with two or more fields) and 42 generated ones. 106 carry none. About three prompts in eight (77 of
202) are in a language other than English (scripts: Latin, Cyrillic, Greek, Arabic, Hebrew,
Devanagari, Thai, Han, Japanese, Hangul). The moments are drawn from a fixed three-day window from 4
March 2026, the week the pasted records were made. The output is deterministic (seeded); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the earlier docstrings (envelope vs payload, per-run and per-call ids, document
and record dates, snapshot and fetch times, deliveries received vs pasted, tool results, made-up
labels, inline and bracketed spans, ASCII cue lines, localized "now" labels). Clarifications made
here:

* Clinic and pet records are content wherever they sit and however they open: appointment, sample,
  accession, study, vaccination, batch, pre-authorisation, policy, prescription, ticket, order,
  booking, chip and registration numbers and ids (UUIDv4/v7, ULID, KSUID, `evt_`, `pa_`), and their
  `created_at`, `created`, `run_at`, `administered_at`, `decided_at`, `submitted_at`,
  `registered_at`, `updated_at`, `Probeneingang`, `Créée le`, `送信日時`, `접종일시`, `报告时间`, `Date:`
  and `Message-ID:` values, also right under the prompt's own metadata and also when the program
  fetched them for this request (the chemistry panel in a tool result, the policy snapshot, the
  decision payload, the delivery's payload). Only the program's stamps and the ids minted for the
  request, session, call, job, batch run, slot hold or delivery move.
* A slot hold token, a kiosk session, a desk session, a portal JWT and a call's SID are per-session
  values and move; clinic, practice, kiosk, lane, salon, site, lab partner, registry, channel and
  tenant values stay.
* A delivery received by the program moves its envelope (`Petcover-Delivery`, `-Sent-At`,
  `-Signature`) and keeps `Petcover-Event` and the payload; a lab partner's delivery pasted by the user
  to debug a signature stays whole, and so do a staging prompt's `Current time:` and `Session:` lines
  and a report's `generated_at` pasted for review.
* Times the user types ("It's 17:40 here", "created 16:05", "the 9th at 10:30") and times and ids the
  user asks about stay; 15-digit chip numbers and date-prefixed order numbers are never epochs or
  dates of the request.
* Spans follow rule 3: the Semantic Kernel and "Today's date is" sentences, XML attributes,
  `key=value` pairs (a stable pair follows or precedes them), single-line JSON members with the comma
  after them (between stable members) and a Python logging `asctime` at the start of a log line are
  inline spans; header lines, YAML keys, pretty JSON members with their comma (never the last member),
  XML elements, markdown rows and bullets, footer lines, a bare value on its own line and a line
  holding one field in any script are whole-line spans; a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Label:`, `Thought:`, `Report:`, `Letter:`,
  `Draft:`, `Certificate:`, `Summary:`, `Decision:`, `Card:`, `Chart:`, `Explanation:`, `Groomer plan:`)
  or a chat template's reply header on a line of its own (ChatML, Llama 3) end positives; prompts in
  other languages end with the user's message or with the metadata after it; Gemma, Phi-3 and Mistral
  prompts appear only among the negatives, whose reply headers `expected_of` does not treat as cues.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    CET,
    EDT,
    EST,
    IST,
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

SEED = 20270105
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout105.jsonl"
SRC = "holdout105:"

MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
CHN = timezone(timedelta(hours=8), "CST")
KST = timezone(timedelta(hours=9), "KST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
AEDT = timezone(timedelta(hours=11), "AEDT")
ISR = timezone(timedelta(hours=2), "IST")
PST = timezone(timedelta(hours=-8), "PST")
CST = timezone(timedelta(hours=-6), "CST")
EET = timezone(timedelta(hours=2), "EET")
AST = timezone(timedelta(hours=3), "AST")
WIB = timezone(timedelta(hours=7), "WIB")
GMT = timezone(timedelta(0), "GMT")

RU_MONTHS = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
             "октября", "ноября", "декабря"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου",
             "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
TH_MONTHS = ["มกราคม", "กุมภาพันธ์", "มีนาคม", "เมษายน", "พฤษภาคม", "มิถุนายน", "กรกฎาคม", "สิงหาคม",
             "กันยายน", "ตุลาคม", "พฤศจิกายน", "ธันวาคม"]


# --- localized and extra value formats ----------------------------------------------------------

def ar_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩"))


def dev_digits(s: str) -> str:
    return s.translate(str.maketrans("0123456789", "०१२३४५६७८९"))


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko12(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}:{t:%M}"


def thai_dt(t: datetime) -> str:
    return f"{t.day} {TH_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M} น."


def ru_dt(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M}"


def el_dt(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def day_first(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def epoch_ns(g: Gen, t: datetime) -> int:
    return epoch_us(t) * 1000 + g.small(1, 1000)


class Gen105(Gen):
    """`Gen` with its moments in the first week of March 2026, when the pasted records were made."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 4, 5, 30, tzinfo=UTC)
        t = base + timedelta(seconds=self.rng.randrange(0, 3 * 86400),
                             microseconds=self.rng.randrange(1, 1_000_000))
        return t.astimezone(tz)


def eu(g: Gen) -> datetime:
    return g.moment_eu()


def us(g: Gen) -> datetime:
    return g.moment_us()


# --- hand-written positives ---------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


# appointments and reminders

@pos
def _slot_hold_headers(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""X-Clinic: harbourside-vets
{v('datetime', 'Date: ' + http_date(t))}
{v('token', 'X-Slot-Hold: hold_' + g.nanoid())}
Accept-Language: en-IE

You are the booking assistant of Harbourside Veterinary Hospital. Offer at most three free slots from
the list, ask which vet the client prefers, and never book a surgery slot without a consult first.

Free slots today: 15:20 (Dr Byrne), 16:40 (Dr Okafor), 17:10 (Dr Byrne)

Client: My spaniel has been scratching one ear all weekend. Can I bring him in after work?
Assistant:""", f"{SRC}pos:appointments:slot-hold-headers", ["head", "header_block", "http_date", "slot_hold_token"])


@pos
def _booster_reminder_front_matter(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""---
template: annual-booster-reminder
practice: Cedar Grove Animal Clinic
{v('datetime', 'render_time: ' + rfc3339(t))}
{v('run_id', 'batch_run: ' + g.ulid(t))}
locale: en-US
---
Write a short, friendly reminder e-mail for each pet below. Mention the vaccine that is due and the
date it is due, and invite the owner to book online. No medical advice.

| Pet     | Owner       | Vaccine         | Due        |
|---------|-------------|-----------------|------------|
| Biscuit | M. Alvarez  | DHPP booster    | 2026-04-02 |
| Nala    | J. Whitmore | Rabies (3-year) | 2026-04-09 |

Draft:""", f"{SRC}pos:appointments:reminder-front-matter",
                 ["front_matter", "rfc3339", "offset", "ulid", "dates_in_content_neighbour"])


@pos
def _reminder_call_chatml(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""<|im_start|>system
You are the outbound reminder voice of Linden Vets. Confirm tomorrow's appointment, offer to move it
once, and end the call politely. Keep every turn under 25 words.
{v('session_id', 'Call SID: CA' + g.hex(32))}
{v('datetime', 'Call placed: ' + ctime(t))}
Appointment: Thu 10:30, Dr Ferreira, "Pepper" (cat), dental check
<|im_end|>
<|im_start|>user
Hello? Oh, the vet. Yes, about tomorrow, I might be late, it's the school run.<|im_end|>
<|im_start|>assistant
""", f"{SRC}pos:appointments:reminder-call-chatml", ["chat_template", "chatml", "ctime", "call_sid"])


@pos
def _triana_reception_es(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""Eres Lola, la recepcionista virtual de la Clínica Veterinaria Triana (Sevilla). Responde en español,
con frases cortas, y ofrece siempre la primera cita libre.
{v('datetime', 'Hora actual: ' + day_first(t))}
{v('session_id', 'ID de sesión: ' + g.nanoid())}
Horario: lunes a viernes de 9:30 a 20:30, sábados de 10:00 a 14:00.

Cliente: Hola, mi gata no come desde ayer por la tarde. ¿Me podéis ver hoy?""",
                 f"{SRC}pos:appointments:reception-es", ["system_tail", "day_first", "nanoid", "non_english"])


@pos
def _sakura_booking_ja(g: Gen) -> Draft:
    t = g.moment(JST)
    return Draft(f"""{v('datetime', '現在日時：' + ja_dt(t))}
{v('request_id', 'リクエストID：' + g.uuid4())}
あなたは「さくら動物病院」の予約受付アシスタントです。診療時間は9時から12時と16時から19時（木曜休診）です。空いている枠を二つまで提案してください。

飼い主：うちの犬（柴犬、8歳）が昨日から右の後ろ足を引きずっています。明日の午前中に診てもらえますか？""",
                 f"{SRC}pos:appointments:booking-ja", ["head", "localized_datetime", "uuid", "non_english"])


@pos
def _surgery_waitlist_sentence(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""You manage the surgery waitlist of Maple Ridge Veterinary Surgery. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Offer a
cancelled slot only to pets whose pre-op bloods are less than 30 days old, in waitlist order.

Waitlist:
1. Otis (Labrador) - TPLO right stifle, bloods 2026-02-18
2. Clementine (DSH) - dental with extractions, bloods 2026-01-09
3. Gus (Boxer) - lumpectomy, bloods 2026-02-27

Nurse: Tomorrow's 08:30 orthopaedic slot just cancelled. Who do I call first?
Assistant:""", f"{SRC}pos:appointments:waitlist-sentence", ["inline_sentence", "dotnet_long_datetime"])


@pos
def _reschedule_note_pl(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""{v('datetime', 'Czas serwera: ' + f'{t:%Y-%m-%d %H:%M:%S}')}
{v('request_id', 'Identyfikator żądania: ' + g.ksuid(t))}
Jesteś asystentem przychodni weterynaryjnej „Pod Lipami” w Poznaniu. Piszesz krótkie wiadomości w
aplikacji potwierdzające przełożenie wizyty (do 300 znaków), bez skrótów i bez emoji.

Wizyta przełożona z czwartku 11:00 na piątek 14:15, lek. wet. Nowak, kot „Mruczek”, kontrola po
sterylizacji. Napisz potwierdzenie.""", f"{SRC}pos:appointments:reschedule-note-pl", ["head", "iso_space", "ksuid", "non_english"])


@pos
def _reschedule_llama3(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + f'{t.day} {MONTHS[t.month - 1]} {t.year}')}

You help clients of Fernhill Vets move appointments. Only offer slots from the list; a move within
24 hours of the appointment costs GBP 15.

Open slots: Tue 09:10, Tue 11:50, Wed 17:30<|eot_id|>
<|start_header_id|>user<|end_header_id|>

I booked Bella's booster for Monday 16:00 but I'm stuck at work. Can I do Wednesday evening instead?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""", f"{SRC}pos:appointments:reschedule-llama3", ["chat_template", "llama3", "today_date", "cutoff_neighbour"])


@pos
def _sms_reply_bare_head(g: Gen) -> Draft:
    t = g.moment(AEDT)
    return Draft(f"""{v('datetime', rfc3339(t))}
You sort owners' SMS replies to Bayside Vets' appointment reminders into CONFIRM, RESCHEDULE, CANCEL or
OTHER. Answer with the label only.

Reply: "cant make thurs, can we do sat morning instead? its for Mango's stitches out"
Label:""", f"{SRC}pos:appointments:sms-reply-bare-head", ["head", "bare_value", "rfc3339", "offset"])


# lab results and diagnostics

@pos
def _chem_panel_observation(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""You explain in-house lab results to the vet on duty in plain clinical language. Flag values outside
the reference interval and suggest one follow-up test at most.

Thought: I need the latest chemistry panel for patient 44821 ("Juno", DSH, 12 y).
Action: lis.get_panel[patient=44821, panel=chem17]
Observation: <tool_result {v('request_id', 'call_id="call_' + g.b62(24) + '"')} {v('datetime', 'fetched_at="' + rfc3339(t, 3) + '"')} source="catalyst-one">
collected 07:42, run 07:55
CREA 212 umol/L (44-159) H
SDMA 19 ug/dL (0-14) H
BUN 14.1 mmol/L (5.7-12.9) H
PHOS 1.62 mmol/L (1.00-2.42)
ALT 48 U/L (12-130)
</tool_result>
Thought:""", f"{SRC}pos:labs:chem-panel-observation",
                 ["tool_result", "xml_attr", "rfc3339", "call_id", "pasted_content_neighbour"])


@pos
def _thyroid_b3_headers(g: Gen) -> Draft:
    return Draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
X-Lab-Partner: vetpath-north

Summarise the reference lab's thyroid result for the client letter. Use plain words, no numbers
except the T4 value, and say what happens next.

Result: Total T4 68 nmol/L (ref. 13-51), free T4 by ED pending. Patient "Whisky", 14-year-old male
neutered cat, weight loss 0.6 kg since the last visit.

Letter:""", f"{SRC}pos:labs:thyroid-b3", ["head", "header_block", "b3", "stable_neighbours"])


@pos
def _blood_count_de(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""Du erklärst Tierhalterinnen und Tierhaltern Laborbefunde der Tierarztpraxis Dr. Lehmann in einfachen
Worten. Keine Diagnosen, keine Dosierungen; bei auffälligen Werten bitte um Rückruf.
{v('datetime', 'Aktuelle Uhrzeit: ' + f'{t:%d.%m.%Y, %H:%M:%S}')}
{v('session_id', 'Sitzung: ' + g.objectid(t))}

Kundin: Ich habe den Befund von Bello bekommen, was heißt das?

Befund Blutbild – Bello, Labrador, 6 J.
Probeneingang: 03.03.2026 08:12
Leukozyten 18,4 G/l (6,0–17,0)
Hämatokrit 0,44 l/l (0,37–0,55)
Thrombozyten 310 G/l (150–500)""", f"{SRC}pos:labs:blood-count-de",
                 ["system_tail", "eu_datetime", "objectid", "pasted_content_neighbour", "non_english"])


@pos
def _radiograph_report_footer(g: Gen) -> Draft:
    t = eu(g)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""Turn the radiologist's dictation into a structured report with the headings Findings, Conclusion and
Recommendations. Keep the radiologist's wording where you can.

Dictation: Left lateral and VD thorax, "Rosie", 9-year-old Cavalier. Cardiomegaly with VHS 11.8, left
atrial enlargement, mild perihilar interstitial pattern. No pleural effusion.

--
{v('datetime', 'Rendered: ' + go_string(t, g.small(1, 1000), mono))}
{v('run_id', 'Job: ' + g.hex(12))}
rad-report-writer 1.9.0
Report:""", f"{SRC}pos:labs:radiograph-footer", ["footer", "go_time_string", "hex", "stable_neighbours"])


@pos
def _glucose_ru(g: Gen) -> Draft:
    t = g.moment(MSK)
    return Draft(f"""Ты помощник ветеринарной клиники «Айболит-Плюс». Объясняй владельцам результаты анализов простыми
словами и не ставь диагнозов.
{v('datetime', 'Текущее время: ' + rfc3339(t))}
{v('request_id', 'ID запроса: ' + g.uuid7(t))}

Владелец: Пришли анализы кота, глюкоза 14,2 ммоль/л. Это опасно? Он очень нервничал в клинике.""",
                 f"{SRC}pos:labs:glucose-ru", ["system_tail", "rfc3339", "uuid7", "non_english"])


@pos
def _snap_test_json(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""{{
  "service": "snap-explainer",
  {v('request_id', '"request_id": "' + g.ulid(t) + '",')}
  {v('epoch', '"received_ms": ' + str(epoch_ms(t)) + ',')}
  "clinic": "Riverbend Animal Hospital"
}}
Explain the in-clinic SNAP 4Dx Plus result to the owner in three sentences and say whether a
confirmatory test is needed.

Result: Heartworm antigen POSITIVE; Anaplasma NEGATIVE; Ehrlichia NEGATIVE; Lyme NEGATIVE.
Patient: "Scout", 5-year-old Beagle, no heartworm preventive since last summer.
Explanation:""", f"{SRC}pos:labs:snap-json", ["json_block", "head", "ulid", "epoch_ms", "stable_neighbours"])


@pos
def _blood_count_zh(g: Gen) -> Draft:
    t = g.moment(CHN)
    return Draft(f"""{v('datetime', '请求时间：' + zh_dt(t))}
{v('request_id', '请求ID：' + g.hex(32))}
你是"安心宠物医院"的化验单解读助手。请用通俗的语言解释结果，不要给出诊断或用药建议。

主人：我家狗狗的血常规出来了，白细胞 21.3×10⁹/L（参考 6.0–17.0），是不是很严重？""",
                 f"{SRC}pos:labs:blood-count-zh", ["head", "localized_datetime", "hex", "non_english"])


@pos
def _ultrasound_bracket(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""[meta site=northgate {v('epoch', 't0=' + str(epoch_s(t)))} {v('request_id', 'hop=' + g.hex(16))} lane=imaging]
You schedule abdominal ultrasounds at Northgate Referrals. Fasting for 12 hours is required; sedated
scans only on Tuesdays and Thursdays.

Vet: Can we fit "Maisie" (cat, vomiting, query pancreatitis) in this week? She is fractious.
Assistant:""", f"{SRC}pos:labs:ultrasound-bracket", ["head", "key_value_inline", "invented_label", "epoch_s"])


# vaccination records

@pos
def _due_date_sentence(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""You calculate vaccine due dates for Oakfield Vet Centre. {v('date', "Today's date is " + long_date(t) + '.')} Core dog
vaccines: DHP every 3 years after the first annual booster, leptospirosis every year, kennel cough
every year. Say which vaccines are due now, overdue or due later.

Record for "Ziggy" (dog): DHP 2023-05-14, Lepto L4 2025-05-14, KC 2024-11-02.

Assistant:""", f"{SRC}pos:vaccination:due-date-sentence", ["inline_sentence", "long_date", "dates_in_content_neighbour"])


@pos
def _vaccine_booklet_fr(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""{v('datetime', 'Date et heure actuelles : ' + f'{t:%d/%m/%Y %H:%M}')}
{v('session_id', 'Identifiant de session : ' + g.b64url(18))}
Tu es l'assistant de la Clinique vétérinaire des Tilleuls (Lyon). Tu aides les propriétaires à lire le
carnet de vaccination de leur animal. Réponds en français, simplement.

Propriétaire : Dans le carnet de Pompon il est écrit « CHPPiL » et « R » avec une étiquette. C'est quoi,
et est-ce qu'il est à jour pour la pension ?""", f"{SRC}pos:vaccination:booklet-fr",
                 ["head", "day_first", "b64url", "non_english"])


@pos
def _rabies_certificate_xml(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""<meta>
  <practice>Willowbank Vets</practice>
  {v('datetime', '<generated>' + js_iso(t) + '</generated>')}
  {v('request_id', '<request_id>' + g.uuid4() + '</request_id>')}
  <form>rabies-certificate</form>
</meta>
Fill in the rabies vaccination certificate from the record below. Use the exact vaccine name, batch
number and dates from the record; leave fields that are missing blank.

Record: "Luna", female spayed Husky, microchip 985141000123456. Nobivac Rabies, batch A512B03, given
12 February 2026, valid until 11 February 2029, Dr H. Quinn.
Certificate:""", f"{SRC}pos:vaccination:certificate-xml", ["xml_element", "js_iso", "uuid", "head", "stable_neighbours"])


@pos
def _kitten_schedule_ar(g: Gen) -> Draft:
    t = g.moment(AST)
    return Draft(f"""أنت مساعد عيادة "الرحمة" البيطرية في عمّان. ساعد أصحاب الحيوانات على فهم جدول تطعيم قططهم، وأجب بالعربية بجمل قصيرة.
{v('datetime', 'الوقت الحالي: ' + ar_digits(f'{t:%Y/%m/%d %H:%M}'))}
{v('request_id', 'معرف الطلب: ' + g.uuid4())}

صاحبة القطة: قطتي عمرها ثلاثة أشهر وأخذت الجرعة الأولى من اللقاح الثلاثي. متى تأخذ الجرعة الثانية؟""",
                 f"{SRC}pos:vaccination:kitten-ar", ["system_tail", "arabic_indic_digits", "uuid", "non_english"])


@pos
def _app_message_kv(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""You answer owners' questions in the Pawfolio app about their pet's vaccination record. Never change a
record; tell the owner to contact the clinic for corrections.

Owner: The app says Milo's leptospirosis booster is overdue but we had it done at the Kilkenny clinic
in January. Why?
{v('datetime', 'sent=' + rfc3339(t, 3))} {v('message_id', 'msg=' + g.ulid(t).lower())} client=pawfolio-ios/5.2.1
Assistant:""", f"{SRC}pos:vaccination:app-message-kv", ["last_user", "key_value_inline", "ulid_lower"])


@pos
def _puppy_schedule_hi(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(f"""आप "पशु सेवा क्लिनिक", जयपुर के टीकाकरण सहायक हैं। पालतू जानवरों के मालिकों को सरल हिंदी में बताइए कि कौन-सा टीका कब लगना है।
{v('datetime', 'अनुरोध का समय: ' + dev_digits(f'{t:%d-%m-%Y %H:%M}'))}
{v('session_id', 'सत्र आईडी: ' + g.nanoid())}

मालिक: मेरे पिल्ले को 45 दिन पर पहला टीका लगा था। रेबीज़ का टीका कब लगवाना चाहिए?""",
                 f"{SRC}pos:vaccination:puppy-hi", ["system_tail", "devanagari_digits", "nanoid", "non_english"])


@pos
def _boarding_vaccine_check_chatml(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""<|im_start|>system
You check boarding guests' vaccination status for Hollyhill Kennels. Dogs need DHP within 3 years,
leptospirosis and kennel cough within 12 months, and kennel cough at least 5 days before arrival.
{v('datetime', 'Desk clock: ' + dotnet_o(t, g.small(0, 10)))}
{v('session_id', 'Desk session: ' + g.uuid7(t))}
<|im_end|>
<|im_start|>user
Checking in "Rolo" for 10 nights from Saturday. His card shows DHP 2024-06-03, L4 2025-06-03 and
kennel cough (intranasal) 2025-06-03. Is he OK to stay?<|im_end|>
<|im_start|>assistant
""", f"{SRC}pos:vaccination:boarding-check-chatml", ["chat_template", "chatml", "dotnet_roundtrip", "invented_label"])


# pet insurance pre-authorisations

@pos
def _preauth_delivery(g: Gen) -> Draft:
    t = g.moment(GMT)
    made = t - timedelta(minutes=g.small(3, 40), seconds=g.small(0, 60))
    return Draft(f"""Petcover-Event: preauth.requested
{v('request_id', 'Petcover-Delivery: ' + g.uuid7(t))}
{v('epoch', 'Petcover-Sent-At: ' + str(epoch_s(t)))}
{v('signature', 'Petcover-Signature: v1=' + g.hex(64))}

You prepare the clinical summary that Brookside Vets sends with a pre-authorisation request. Use only
the payload; write in the third person; no more than 120 words.

{{"id": "pa_{g.b62(18)}", "created_at": "{rfc3339(made.astimezone(UTC))}", "policy": "PC-4471902", "pet": {{"name": "Hector", "species": "dog", "breed": "Boxer", "age_years": 7}}, "procedure": "TPLO right stifle", "estimate": {{"amount": 3850.00, "currency": "GBP"}}, "history": "Lame right hind since 2026-01-20, positive drawer sign, no previous stifle claims."}}

Summary:""", f"{SRC}pos:preauth:delivery-envelope",
                 ["head", "header_block", "envelope", "uuid7", "epoch_s", "signature", "pasted_content_neighbour"])


@pos
def _preauth_idempotency(g: Gen) -> Draft:
    return Draft(f"""{v('request_id', 'X-Request-Id: ' + g.uuid4())}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Insurer-Api-Version: 2025-09-01
You fill in Tallis Pet Insurance pre-authorisation forms for the nurses at Brookfield Vets. List any
required field that is missing before the form can be sent.

Required: policy number, pet name, date of birth, condition, first signs, planned procedure,
estimate, treating vet.

Nurse: Policy TPI-55120937, "Ruby" (Cocker Spaniel), cruciate rupture, first lame 2 March, planned
TPLO, estimate GBP 3,420. Anything missing?
Assistant:""", f"{SRC}pos:preauth:idempotency", ["head", "header_block", "request_id", "api_version_neighbour"])


@pos
def _preauth_it(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""{v('datetime', 'Ora corrente: ' + log4j_iso(t))}
{v('request_id', 'ID richiesta: ' + g.hex(32))}
Sei l'assistente dell'Ambulatorio Veterinario San Rocco (Bologna) per le pratiche di preautorizzazione
con le assicurazioni. Rispondi in italiano, in modo chiaro.

Cliente: La mia assicurazione chiede un "preventivo dettagliato con codici" per l'ecografia di Birba.
Cosa devo chiedere a voi?""", f"{SRC}pos:preauth:request-it", ["head", "log4j", "hex", "non_english"])


@pos
def _preauth_decision_traceparent(g: Gen) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: vetgw=' + g.hex(16) + ',ins=' + g.b64url(9))}
Content-Type: application/json

You explain pre-authorisation decisions from Tallis Pet Insurance to the clinic's front desk in two
sentences the receptionist can read to the client.

Decision: {{"preauth": "TPI-PA-2026-118204", "status": "partially_approved", "approved_amount": 1200, "requested_amount": 1850, "reason_code": "EXCL-07", "decided_at": "2026-03-02T10:14:00Z"}}
Question: What does EXCL-07 mean for the client?
Answer:""", f"{SRC}pos:preauth:decision-traceparent", ["head", "traceparent", "tracestate", "pasted_content_neighbour"])


@pos
def _preauth_ko(g: Gen) -> Draft:
    t = g.moment(KST)
    return Draft(f"""당신은 "행복동물병원"의 보험 사전승인 안내 도우미입니다. 보호자에게 필요한 서류와 절차를 쉽게 설명하세요.
{v('datetime', '요청 시각: ' + ko12(t))}
{v('session_id', '세션: ' + g.uuid7(t))}

보호자: 슬개골 탈구 수술을 하려는데 보험사에서 사전승인을 먼저 받으라고 합니다. 병원에서 무엇을 보내 주나요?""",
                 f"{SRC}pos:preauth:guide-ko", ["system_tail", "korean_12h", "uuid7", "non_english"])


@pos
def _preauth_md_table(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""You draft pre-authorisation requests for the vets at Castlebrook Veterinary Group. Keep the clinical
history factual and attach the estimate lines exactly as given.

| Field        | Value                |
|--------------|----------------------|
| Vet          | Dr A. Mensah         |
| Insurer      | Tallis Pet Insurance |
{v('token', '| Portal token | ' + g.jwt(t, 'vet-2231') + ' |')}
{v('datetime', '| Opened       | ' + rfc3339(t, 6) + ' |')}

Vet: "Hector", 7-year-old Boxer, mass on the left flank, FNA suggests mast cell tumour. Estimate:
excision with 2 cm margins GBP 1,480, histopathology GBP 165. Draft the request.
Assistant:""", f"{SRC}pos:preauth:md-table", ["md_table", "jwt", "rfc3339", "stable_neighbours"])


@pos
def _preauth_nl(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""Je bent de assistent van Dierenkliniek De Linde (Utrecht) voor toestemming vooraf van verzekeraars.
Antwoord in het Nederlands, kort en duidelijk.
{v('datetime', 'Tijd van aanvraag: ' + f'{t:%d-%m-%Y %H:%M:%S}')}
{v('session_id', 'Sessie: ' + g.nanoid())}

Klant: Mijn verzekeraar wil eerst een machtiging voor de gebitsbehandeling van Kees. Hoe lang duurt dat
meestal?""", f"{SRC}pos:preauth:machtiging-nl", ["system_tail", "day_first", "nanoid", "non_english"])


@pos
def _policy_snapshot_pulled(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""Policy snapshot for this request
Policy: TPI-88213471 (Lifetime Plus)
Vet fees limit: GBP 12,000 per year
Excess: GBP 99, plus 20% co-pay from age 9
{v('datetime', 'Pulled: ' + py_iso(t))}

You check whether a planned procedure needs pre-authorisation (anything over GBP 1,000 or any
referral) and what the owner will pay.

Nurse: "Daisy" (age 10) needs a dental with four extractions, estimate GBP 1,150. Pre-auth needed, and
what will the owner pay?
Assistant:""", f"{SRC}pos:preauth:policy-snapshot", ["header_block", "invented_label", "python_isoformat", "fetched_content_stays"])


# pharmacy refills

@pos
def _refill_triage_json_line(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""{{"svc":"refills",{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}{v('request_id', '"rid":"' + g.nanoid() + '",')}"site":"eastgate"}}
You triage repeat-prescription requests for Eastgate Vets' pharmacy. Long-term medicines need a
check-up within the last 6 months. Reply with APPROVE, NEEDS_CHECKUP or VET_REVIEW and one reason.

Request: Apoquel 16 mg, 30 tablets, for "Bramble" (Labrador). Last check-up 2025-08-19, last refill
2026-01-30.
Decision:""", f"{SRC}pos:pharmacy:triage-json-line", ["json_inline", "head", "epoch_ms", "nanoid"])


@pos
def _refill_pt(g: Gen) -> Draft:
    t = g.moment(BRT)
    return Draft(f"""{v('datetime', 'Horário atual: ' + f'{t:%d/%m/%Y %H:%M:%S}')}
{v('request_id', 'ID da requisição: ' + g.ulid(t).lower())}
Você é o assistente da farmácia da Clínica Veterinária Bicho Feliz (Campinas). Ajude os tutores a pedir a
renovação de receitas. Medicamentos controlados precisam de receita nova.

Tutor: Preciso de mais fenobarbital para o Thor, a receita é de dezembro. Dá para renovar pelo app?""",
                 f"{SRC}pos:pharmacy:refill-pt", ["head", "day_first", "ulid_lower", "non_english"])


@pos
def _controlled_refill_front_matter(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""---
app: vetrx-portal
{v('datetime', 'now: ' + py_str(t))}
{v('token', 'session_jwt: ' + g.jwt(t, 'owner-55102'))}
pharmacy: Greenway Veterinary Pharmacy
---
Help owners reorder their pet's medicines. Controlled drugs (Schedule 3) need a fresh prescription
from the vet each time; say so kindly and offer to send the request to the vet.

Owner: Can I get another month of gabapentin for Mabel? Same dose as before.
Assistant:""", f"{SRC}pos:pharmacy:controlled-front-matter", ["front_matter", "python_str_datetime", "jwt"])


@pos
def _refill_tr(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(f"""Sen Moda Veteriner Kliniği'nin (İstanbul) eczane asistanısın. Reçete yenileme taleplerinde hayvan
sahiplerine nazikçe yardımcı ol ve Türkçe yanıt ver.
{v('datetime', 'Sistem saati: ' + f'{t:%d.%m.%Y %H:%M}')}
{v('request_id', 'İstek kimliği: ' + g.uuid4())}

Hasta sahibi: Pamuk'un tiroid ilacı bitmek üzere. Aynı dozdan tekrar alabilir miyim?""",
                 f"{SRC}pos:pharmacy:refill-tr", ["system_tail", "eu_datetime", "uuid", "non_english"])


@pos
def _compounding_pretty_json(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""You answer compounding questions from the vets of Larchfield Referrals. Give the formulation, the
beyond-use date and one practical tip.

Context:
{{
  "pharmacy": "Larchfield Compounding",
  {v('datetime', '"requestedAt": "' + dotnet_o(t, g.small(0, 10)) + '",')}
  {v('request_id', '"correlationId": "' + g.objectid(t) + '",')}
  "formularyEdition": "2026.1"
}}

Vet: Can you make methimazole 2.5 mg as a transdermal gel for a cat that won't take tablets? How long
is it stable?
Assistant:""", f"{SRC}pos:pharmacy:compounding-json", ["json_block", "dotnet_roundtrip", "objectid", "stable_neighbours"])


@pos
def _insulin_refill_el(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(f"""{v('datetime', 'Τρέχουσα ώρα: ' + el_dt(t))}
{v('request_id', 'Αναγνωριστικό αιτήματος: ' + g.ksuid(t))}
Είσαι ο βοηθός του φαρμακείου της Κτηνιατρικής Κλινικής «Ερμής» στη Θεσσαλονίκη. Βοήθησε τους
ιδιοκτήτες με την ανανέωση συνταγών και απάντησε στα ελληνικά.

Ιδιοκτήτης: Θέλω να ανανεώσω την ινσουλίνη της Μέλης. Πότε μπορώ να την παραλάβω;""",
                 f"{SRC}pos:pharmacy:insulin-el", ["head", "localized_datetime", "ksuid", "non_english"])


@pos
def _vetmedin_after_user(g: Gen) -> Draft:
    t = g.moment(PST)
    return Draft(f"""You are the refill helper of Hawthorn Vets. Confirm what will be dispensed, when it can be collected
(next working day after 14:00) and the price from the list.

Prices: Vetmedin 5 mg x 100 USD 98.40; Cardalis 10/80 x 30 USD 51.10; Fortekor 5 mg x 28 USD 27.95

Client: Please refill Pippin's Vetmedin, same as last time.
{v('request_id', 'Hop: ' + g.hex(16))}
{v('datetime', 'Stamp: ' + rfc3339(t, 3))}
Assistant:""", f"{SRC}pos:pharmacy:after-user-hop-stamp", ["last_user", "invented_label", "hex", "rfc3339"])


@pos
def _meloxicam_sv(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(f"""Du är apoteksassistent på Djursjukhuset Ekbacken i Uppsala. Hjälp djurägare att förnya recept och
svara på svenska.
{v('datetime', 'Aktuell tid: ' + f'{t:%Y-%m-%d %H:%M}')}
{v('session_id', 'Sessions-ID: ' + g.hex(24))}

Djurägare: Kan jag förnya Sixtens smärtstillande (meloxikam) utan att komma in? Han har fått det i ett år.""",
                 f"{SRC}pos:pharmacy:meloxicam-sv", ["system_tail", "iso_minutes", "hex", "non_english"])


# boarding and grooming check-ins

@pos
def _boarding_kiosk(g: Gen) -> Draft:
    t = g.moment(CST)
    return Draft(f"""Kiosk: lobby-2 (Paws & Stay Boarding, Austin)
{v('datetime', 'Kiosk time: ' + windows_general(t))}
{v('session_id', 'Kiosk session: ' + g.b64url(24))}

You run the self check-in kiosk for boarding guests. Confirm the booking, collect feeding and
medication notes, and remind the owner that pick-up after 18:00 is charged as an extra night.

Owner: Hi, dropping off Cooper and Daisy for the week, booking under Ramirez. Cooper takes half a
Rimadyl with breakfast.
Assistant:""", f"{SRC}pos:boarding:kiosk", ["head", "header_block", "month_first", "b64url", "stable_neighbours"])


@pos
def _grooming_checkin_xml(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""<checkin_context {v('datetime', 'received="' + go_nano(t, g.small(1, 1000)) + '"')} lane="B" salon="Clipper Room"/>
You help groomers at the Clipper Room (inside Meadowside Vets) plan the groom from the check-in notes.
Flag anything that needs a vet first (skin wounds, ear infection, matting over sores).

Check-in notes: "Teddy", 4-year-old Cockapoo, full groom, owner says he hates the dryer; red patch
behind the left ear, scratching.
Groomer plan:""", f"{SRC}pos:grooming:checkin-xml", ["xml_attr", "head", "go_rfc3339nano", "stable_neighbours"])


@pos
def _cat_hotel_th(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(f"""คุณคือผู้ช่วยเช็กอินของโรงแรมสัตว์เลี้ยง "บ้านเหมียว" ในเชียงใหม่ ตอบเป็นภาษาไทย สุภาพและกระชับ
{v('datetime', 'เวลาที่ส่งคำขอ: ' + thai_dt(t))}
{v('request_id', 'รหัสคำขอ: ' + g.hex(20))}

เจ้าของ: จะมาฝากแมวสองตัว 5 คืน ต้องเอาสมุดวัคซีนมาด้วยไหมคะ""",
                 f"{SRC}pos:boarding:cat-hotel-th", ["system_tail", "buddhist_era", "hex", "non_english"])


@pos
def _cattery_logfmt(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""You write the check-in summary card for Willow Lane Cattery staff: one line per cat with diet,
medication and handling notes.

checkin-svc {v('datetime', 'ts=' + rfc3339(t, 6))} {v('request_id', 'req=' + g.ulid(t))} site=north

Owner's form: Miso (6 y) - renal diet only, Semintra 1.5 ml once daily; Tofu (6 y) - hides, do not
lift from the back of the pen.
Card:""", f"{SRC}pos:boarding:cattery-logfmt", ["logfmt", "key_value_inline", "rfc3339", "ulid"])


@pos
def _dog_pension_he(g: Gen) -> Draft:
    t = g.moment(ISR)
    return Draft(f"""אתה העוזר של פנסיון הכלבים "חוות הזית" ליד מודיעין. עזור לבעלי כלבים בתהליך הצ'ק-אין וענה בעברית.
{v('datetime', 'זמן הבקשה: ' + f'{t:%d.%m.%Y %H:%M}')}
{v('session_id', 'מזהה הפעלה: ' + g.uuid4())}

בעלים: אני מביא את ג'ינג'י מחר בבוקר לשבוע. הוא מקבל כדור לבלוטת התריס פעמיים ביום, אתם נותנים תרופות?""",
                 f"{SRC}pos:boarding:pension-he", ["system_tail", "eu_datetime", "uuid", "non_english"])


@pos
def _feeding_chart_ns(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""{v('epoch', 'Enqueued (ns): ' + str(epoch_ns(g, t)))}
You turn a boarding kennel's check-in notes into a feeding chart with columns Dog, Breakfast, Dinner,
Medication. Use the owner's amounts exactly.

Notes: Hazel - 1 cup kibble am/pm, Proin 50 mg with dinner. Waffles - 3/4 cup am, 1/2 cup pm, no
treats (pancreatitis last year).
Chart:""", f"{SRC}pos:boarding:feeding-chart-ns", ["head", "epoch_ns", "invented_label"])


@pos
def _grooming_uk(g: Gen) -> Draft:
    t = eu(g)
    return Draft(f"""Ти — помічник грумінг-салону при ветклініці «Лапка» у Львові. Допомагай власникам записати тварину на
грумінг і відповідай українською.
{v('datetime', 'Час запиту: ' + f'{t:%d.%m.%Y %H:%M:%S}')}
{v('session_id', 'Сесія: ' + g.nanoid())}

Власниця: Мій пудель дуже боїться фена. Можна прийти на стрижку без сушіння?""",
                 f"{SRC}pos:grooming:salon-uk", ["system_tail", "eu_datetime", "nanoid", "non_english"])


# microchip registrations

@pos
def _keeper_transfer_log_line(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""{v('datetime', py_logging(t))} INFO chipreg.assistant {v('request_id', 'request=' + g.uuid4())} prompt=v14
You help keepers update microchip registration details on the PetTrace database. Explain the steps;
you cannot change records yourself.

Keeper: I bought a Cocker Spaniel puppy last week. The breeder's name is still on the chip record. How
do I get it moved to me?
Assistant:""", f"{SRC}pos:microchip:transfer-log-line", ["head", "python_logging", "key_value_inline"])


@pos
def _unregistered_chip_aws(g: Gen) -> Draft:
    t = us(g)
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
{v('datetime', 'Received: ' + rfc2822(t))}
X-Forwarded-Proto: https

You are the assistant on the ChipLink registry website. Explain what finders, vets and keepers can do;
never reveal keeper contact details.

Visitor: The clinic scanned the stray cat I found and got chip 941000024567813, but your site says
"unregistered". What now?
Assistant:""", f"{SRC}pos:microchip:unregistered-aws", ["head", "header_block", "amzn_trace", "rfc2822", "chip_number_content"])


@pos
def _chip_registration_vi(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(f"""Bạn là trợ lý của Phòng khám Thú y An Bình (TP. Hồ Chí Minh), hướng dẫn chủ nuôi đăng ký chip điện tử
cho thú cưng. Trả lời bằng tiếng Việt.
{v('datetime', 'Giờ hệ thống: ' + f'{t:%H:%M:%S %d/%m/%Y}')}
{v('request_id', 'Mã yêu cầu: ' + g.ulid(t))}

Chủ nuôi: Bé Mít nhà tôi đã gắn chip ở phòng khám hôm qua. Tôi có phải tự đăng ký trên trang web không?""",
                 f"{SRC}pos:microchip:registration-vi", ["system_tail", "time_first", "ulid", "non_english"])


@pos
def _litter_registration_wallclock(g: Gen) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""Registry: PetTrace UK
Channel: vet-portal
{v('datetime', 'Wallclock: ' + unix_date(t))}
Practice: Ashdown Vets

You help vet practices register newly implanted microchips. Required per animal: chip number, implant
date, implanter, keeper name and address, species, breed, date of birth.

Nurse: We chipped a litter of six kittens today for a breeder. Can I register them all under the
breeder in one go?
Assistant:""", f"{SRC}pos:microchip:litter-wallclock", ["header_block", "invented_label", "unix_date", "stable_neighbours"])


@pos
def _adoption_chip_id(g: Gen) -> Draft:
    t = g.moment(WIB)
    return Draft(f"""{v('datetime', 'Waktu sekarang: ' + f'{t:%d/%m/%Y %H.%M}' + ' WIB')}
{v('session_id', 'ID sesi: ' + g.objectid(t))}
Kamu adalah asisten Klinik Hewan Sahabat (Bandung) untuk pendaftaran microchip. Jawab dalam bahasa
Indonesia.

Pemilik: Saya adopsi kucing dari shelter dan dia sudah punya chip. Apakah data pemilik di chip bisa
dipindahkan ke nama saya?""", f"{SRC}pos:microchip:adoption-id", ["head", "day_first", "objectid", "non_english"])


@pos
def _missing_pet_bullets(g: Gen) -> Draft:
    t = us(g)
    zone = "Eastern Daylight Time" if t.tzinfo is EDT else "Eastern Standard Time"
    return Draft(f"""# Session
- **Registry:** ChipLink
- **Role:** keeper
{v('datetime', '- **Now:** ' + js_tostring(t, zone))}
{v('session_id', '- **Session:** ' + g.ksuid(t))}

You help keepers report a pet as missing on the ChipLink registry and explain what the alert does.

Keeper: Our dog Biscuit slipped his collar at Prospect Park this morning. He's chipped. What do I do
on your site?
Assistant:""", f"{SRC}pos:microchip:missing-bullets", ["md_bullets", "js_date_tostring", "ksuid", "stable_neighbours"])


@pos
def _keeper_change_fi(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(f"""Olet Eläinklinikka Kielon (Tampere) avustaja. Autat lemmikinomistajia mikrosirun rekisteröinnissä.
Vastaa suomeksi.
{v('datetime', 'Nykyinen aika: ' + f'{t.day}.{t.month}.{t.year} klo {t:%H.%M}')}
{v('request_id', 'Pyynnön tunnus: ' + g.ksuid(t))}

Omistaja: Ostin koiranpennun, jolla on jo siru. Miten saan omistajatiedot vaihdettua minulle?""",
                 f"{SRC}pos:microchip:keeper-change-fi", ["system_tail", "localized_datetime", "ksuid", "non_english"])


# --- generated family: one program field, eight positions, fourteen bodies ----------------------

Field = tuple[str, str, str, str, Callable[[Gen, datetime], str]]

FIELDS: list[Field] = [
    ("datetime", "Wallclock", "wallclock", "s", lambda g, t: rfc3339(t)),
    ("datetime", "Served at", "served_at", "s", lambda g, t: http_date(t)),
    ("datetime", "Context time", "context_time", "s", lambda g, t: py_str(t)),
    ("datetime", "Desk time", "desk_time", "s", lambda g, t: windows_general(t)),
    ("epoch", "tick.t0", "t0", "n", lambda g, t: str(epoch_ms(t))),
    ("datetime", "Snapshot taken", "snapshot_taken", "s", lambda g, t: log4j_iso(t)),
    ("datetime", "Local time", "local_time", "s", lambda g, t: day_first(t)),
    ("datetime", "As of", "as_of", "s", lambda g, t: rfc3339(t, 3)),
    ("datetime", "Stamp", "stamp", "s", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "Pulled", "pulled", "s", lambda g, t: ctime(t)),
    ("epoch", "Epoch", "epoch", "n", lambda g, t: str(epoch_s(t))),
    ("epoch", "Received (us)", "received_us", "n", lambda g, t: str(epoch_us(t))),
    ("datetime", "Request received", "request_received", "s", lambda g, t: rfc2822(t)),
    ("request_id", "Request", "request", "s", lambda g, t: g.uuid4()),
    ("trace_id", "Trace", "trace", "s", lambda g, t: g.traceparent()),
    ("session_id", "Chat session", "chat_session", "s", lambda g, t: g.uuid7(t)),
    ("request_id", "Hop", "hop", "s", lambda g, t: g.hex(16)),
    ("request_id", "Delivery", "delivery", "s", lambda g, t: g.ksuid(t)),
    ("nonce", "Nonce", "nonce", "s", lambda g, t: g.b64url(16)),
    ("trace_id", "b3", "b3", "s", lambda g, t: f"{g.hex(32)}-{g.hex(16)}-1"),
    ("request_id", "Correlation", "correlation", "s", lambda g, t: g.objectid(t)),
    ("run_id", "Run", "run", "s", lambda g, t: g.ulid(t)),
    ("token", "Session token", "session_token", "s", lambda g, t: g.jwt(t, "owner-" + g.digits(5))),
    ("session_id", "Visit session", "visit_session", "s", lambda g, t: g.nanoid()),
    ("request_id", "Req", "req", "s", lambda g, t: "req_" + g.b62(24)),
]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "front_matter", "json_line", "xml_attr"]


@dataclass
class Body:
    name: str
    lang: str
    tz: timezone
    slug: str
    system: str
    user: str
    cue: str
    stable: tuple[str, str, str]
    fields: list[Field] = field(default_factory=list)
    sep: str = ": "


def bodies(r: Gen) -> list[Body]:
    """The family's bodies; each user message carries a pasted record of its own that stays."""
    b = []
    b.append(Body("appointments", "en", GMT, "elmfield-vets", """You are the booking assistant of Elmfield Vets. Book routine checks with the pet's usual vet where
you can, and say which details you still need.""", f"""Owner: I'm moving to your practice. This is the last confirmation I got from my old vet:

From: Elm Street Vets <bookings@elmstreetvets.example>
Date: Tue, 17 Feb 2026 09:41:22 +0000
Message-ID: <{r.hex(20)}@mail.elmstreetvets.example>
Subject: Appointment confirmed - Poppy

Poppy's annual health check is booked for Monday 2 March 2026 at 11:20 with Dr Shah.

Can you book her next check with you around the same time of year?""", "Assistant:",
                  ("Practice code", "practice_code", "HV-0192")))
    b.append(Body("labs", "en", UTC, "vetpath-north", """You help the vets of Northgate Referrals keep track of samples sent to the reference lab. Answer
from the table only.""", """Vet: Which of these samples are still outstanding?

sample_id,patient,test,received,reported
VP-26-048812,Juno,fPLI,2026-03-02 09:14,2026-03-03 16:02
VP-26-048813,Scout,Heartworm Ag,2026-03-02 09:14,
VP-26-048901,Whisky,T4 + fT4,2026-03-02 11:30,2026-03-03 08:47""", "Answer:",
                  ("Lab account", "lab_account", "VPN-40771")))
    t0 = datetime(2026, 2, 12, 10, 31, 7, tzinfo=UTC)
    b.append(Body("vaccination", "en", EST, "riverbend-ah", """You answer owners' questions about the vaccination entries in the Riverbend Animal Hospital app.
Never change an entry.""", f"""Owner: The app shows this entry for Nala's rabies shot. Is the batch the one on her card (A512B03)?

{{"id":"{r.uuid7(t0)}","pet":"Nala","vaccine":"Nobivac Rabies","batch":"A512B03","administered_at":"2026-02-12T10:31:07Z","valid_until":"2029-02-11"}}""",
                  "Assistant:", ("Vaccine policy", "vaccine_policy", "WSAVA 2024")))
    b.append(Body("preauth", "en", GMT, "castlebrook-vg", """You read pre-authorisation decisions for the nurses of Castlebrook Veterinary Group and say
plainly what was approved and what was not.""", """Nurse: Can you tell me what the insurer actually approved here?

Tallis Pet Insurance - Pre-authorisation PA-2026-00931
Decision date: 26 February 2026, 15:12
Approved: MRI brain, GBP 2,100. Not approved: CSF tap (not medically necessary at this stage).
Valid for 60 days from the decision date.""", "Assistant:",
                  ("Insurer API version", "insurer_api_version", "2025-09-01")))
    b.append(Body("pharmacy", "en", PST, "hawthorn-vets", """You are the refill helper of Hawthorn Vets. Explain dispensing history to clients; quantities
follow the vet's prescription.""", """Client: Why was my last refill for Pippin only 60 tablets?

| Dispensed at        | Item          | Qty | Rx      |
|---------------------|---------------|-----|---------|
| 2025-11-03 15:41:09 | Vetmedin 5 mg | 100 | RX-7713 |
| 2026-01-28 16:02:55 | Vetmedin 5 mg | 60  | RX-8120 |""", "Assistant:",
                  ("Price list", "price_list", "2026-04")))
    t1 = datetime(2026, 2, 21, 19, 4, 33, tzinfo=UTC)
    b.append(Body("boarding", "en", GMT, "paws-and-stay", """You answer questions about boarding bookings at Paws & Stay. Extras are only included when they
are listed on the booking.""", f"""Owner: Here's my booking from the app. Does it include a bath before pick-up?

booking: {r.ulid(t1)}
created: 2026-02-21T19:04:33+00:00
guest: Cooper
nights: 2026-03-27 to 2026-04-03
extras:
  - daily walk
  - nail trim""", "Assistant:", ("Time zone", "time_zone", "Europe/London")))
    b.append(Body("grooming", "en", CET, "clipper-room", """You write short visit summaries for the Clipper Room grooming salon. Mention anything the owner was
told about the pet's skin or ears.""", """Groomer: Summarise Teddy's last three visits for the owner.

ts=2025-10-04T09:12:40Z appt=gr_8812 pet=Teddy service=full_groom note="dryer stress, hand dry"
ts=2025-12-13T10:05:02Z appt=gr_9340 pet=Teddy service=bath_tidy note="ok"
ts=2026-02-14T09:48:17Z appt=gr_9977 pet=Teddy service=full_groom note="red patch left ear, told owner\"""",
                  "Summary:", ("Prompt revision", "prompt_revision", "2026-02-11")))
    b.append(Body("microchip", "en", EST, "chiplink", """You help keepers read their ChipLink registry record. Explain each status in one sentence.""",
                  """Keeper: Is this record showing me as the keeper yet?

<chip number="985141000123456" registered="2024-05-02T11:20:00Z" updated="2026-02-27T08:15:44Z">
  <keeper status="pending_transfer">A. Novak</keeper>
  <pet species="dog" name="Luna"/>
</chip>""", "Assistant:", ("Registry tenant", "registry_tenant", "3f6b1e2a-9c47-4d18-b0a5-7e2c4f9d1a36")))
    b.append(Body("labs-de", "de", CET, "praxis-lehmann", """Du beantwortest Fragen zu Laborwerten für die Kundschaft der Tierarztpraxis Dr. Lehmann. Keine
Diagnosen; bei Abweichungen bitte um Rückruf.""", """Kunde: Sind bei Minka alle Werte wieder im Normbereich?

Probe;Parameter;Wert;Referenz;Eingang
L-260304-17;Kreatinin;142 µmol/l;<168;04.03.2026 08:40
L-260304-17;SDMA;13 µg/dl;<14;04.03.2026 08:40""", "", ("Praxisnummer", "praxis", "TA-0457"),
                  [("datetime", "Jetzt", "jetzt", "s", lambda g, t: f"{t:%d.%m.%Y %H:%M:%S}"),
                   ("request_id", "Anfrage-ID", "anfrage_id", "s", lambda g, t: g.uuid4()),
                   ("session_id", "Sitzungs-ID", "sitzung", "s", lambda g, t: g.nanoid())]))
    t2 = datetime(2025, 4, 11, 15, 20, 0, tzinfo=UTC)
    b.append(Body("vaccination-es", "es", CET, "cv-triana", """Eres el asistente de vacunas de la Clínica Veterinaria Triana. Responde en español y recomienda
pedir cita cuando toque una vacuna.""", f"""Cliente: ¿Le toca ya la vacuna de la rabia a Canela?

{{"mascota":"Canela","vacuna":"Rabisin","lote":"L2391","fecha_aplicacion":"2025-04-11 17:20","id":"{r.ulid(t2)}"}}""",
                  "", ("Clínica", "clinica", "CV-Triana-02"),
                  [("datetime", "Fecha y hora actual", "ahora", "s", lambda g, t: day_first(t)),
                   ("request_id", "ID de solicitud", "id_solicitud", "s", lambda g, t: g.ulid(t)),
                   ("session_id", "Sesión", "sesion", "s", lambda g, t: g.hex(24))]))
    b.append(Body("appointments-ja", "ja", JST, "sakura-ah", """あなたは「さくら動物病院」の予約アシスタントです。担当医の希望があればできるだけ合わせてください。""",
                  """飼い主：先月の予約確認です。次の予約も同じ先生でお願いできますか？

予約番号：R-20260214-0031
予約日時：2026年2月14日 10:30
担当：山田先生
送信日時：2026年2月10日 18:02""", "", ("病院コード", "hospital_code", "SK-118"),
                  [("datetime", "現在時刻", "genzai", "s", lambda g, t: ja_dt(t)),
                   ("request_id", "要求ID", "request_id", "s", lambda g, t: g.uuid7(t)),
                   ("session_id", "セッション", "session", "s", lambda g, t: g.ksuid(t))], "："))
    b.append(Body("boarding-fr", "fr", CET, "tilleuls", """Tu réponds aux questions sur les séjours en pension de la Clinique vétérinaire des Tilleuls.
Réponds en français.""", """Propriétaire : Voici la confirmation de la pension. Est-ce que le vermifuge est compris ?

Réservation n° PN-88412
Créée le 12/02/2026 à 21:47
Séjour : du 03/04/2026 au 12/04/2026
Animal : Pompon (chat)""", "", ("Version du guide", "guide_version", "2025-11"),
                  [("datetime", "Heure actuelle", "heure", "s", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
                   ("request_id", "Identifiant de requête", "requete", "s", lambda g, t: g.uuid4()),
                   ("session_id", "Session", "session", "s", lambda g, t: g.b64url(18))], " : "))
    b.append(Body("pharmacy-pt", "pt", BRT, "bicho-feliz", """Você é o assistente da farmácia da Clínica Veterinária Bicho Feliz. Responda em português e
lembre que controlados precisam de receita válida.""", """Tutor: Essa receita ainda vale para pegar mais um frasco?

Receita nº 55813
Emitida em: 15/12/2025 16:22
Medicamento: Fenobarbital 40 mg/ml, 1 frasco
Validade: 30 dias""", "", ("Unidade", "unidade", "Campinas-Centro"),
                  [("datetime", "Data/hora atual", "agora", "s", lambda g, t: day_first(t)),
                   ("request_id", "ID do pedido", "pedido", "s", lambda g, t: g.objectid(t)),
                   ("session_id", "Sessão", "sessao", "s", lambda g, t: g.nanoid())]))
    b.append(Body("microchip-ko", "ko", KST, "haengbok-ah", """당신은 "행복동물병원"의 동물등록 도우미입니다. 등록 정보를 확인해 주고 한국어로 답하세요.""",
                  """보호자: 등록 정보가 제대로 들어갔는지 봐 주세요.

등록번호: 4107-2026-003318
칩 번호: 410097000234561
등록일시: 2026-02-19 14:07:33
소유자: 김민서""", "", ("지점", "branch", "gangnam"),
                  [("datetime", "현재 시간", "now", "s", lambda g, t: ko12(t)),
                   ("request_id", "요청 ID", "request_id", "s", lambda g, t: g.hex(32)),
                   ("session_id", "세션 ID", "session_id", "s", lambda g, t: g.uuid4())]))
    return b


def _forms(f: Field, value: str, sep: str) -> dict[str, str]:
    _, label, key, kind, _ = f
    json_value = value if kind == "n" else f'"{value}"'
    return {"line": f"{label}{sep}{value}", "yaml": f"{key}: {value}", "json": f'"{key}":{json_value},',
            "xml": f'{key}="{value}"'}


def render(body: Body, k: int, position: str, forms: dict[str, str], cue: str | None) -> str:
    """The body with one field at `position`; `cue` marks the field's text (None: left plain)."""
    def m(form: str) -> str:
        return v(cue, forms[form]) if cue else forms[form]
    end = f"\n{body.cue}" if body.cue else ""
    s, u = body.system, body.user
    if position == "head":
        return f"{m('line')}\n{s}\n\n{u}{end}"
    if position == "system_tail":
        return f"{s}\n{m('line')}\n\n{u}{end}"
    if position == "header_block":
        return f"Clinic: {body.slug}\n{m('line')}\nChannel: web\n\n{s}\n\n{u}{end}"
    if position == "after_user":
        return f"{s}\n\n{u}\n\n{m('line')}{end}"
    if position == "footer":
        return f"{s}\n\n{u}\n\n--\n{m('line')}\nvetdesk-assist 2.{k}{end}"
    if position == "front_matter":
        return f"---\nclinic: {body.slug}\n{m('yaml')}\nchannel: web\n---\n{s}\n\n{u}{end}"
    if position == "json_line":
        return f'{{"clinic":"{body.slug}",{m("json")}"channel":"web"}}\n{s}\n\n{u}{end}'
    assert position == "xml_attr"
    return f'<request_meta {m("xml")} clinic="{body.slug}"/>\n{s}\n\n{u}{end}'


def generated_positives(g: Gen, family: list[Body]) -> list[Draft]:
    """Each body with one program field at three of the eight positions (42 cases)."""
    english = list(FIELDS)
    g.rng.shuffle(english)
    out = []
    n = 0
    for k, body in enumerate(family):
        for j in range(3):
            position = POSITIONS[(3 * k + j) % len(POSITIONS)]
            if body.fields:
                f = body.fields[j]
                fam = f"{body.lang}_{f[2]}"
            else:
                f = english[n % len(english)]
                n += 1
                fam = f[2]
            t = g.moment(body.tz)
            forms = _forms(f, f[4](g, t), body.sep)
            text = render(body, k, position, forms, f[0])
            tags = ["generated", position, fam, "pasted_content_neighbour"]
            if body.lang != "en":
                tags.append("non_english")
            out.append(Draft(text, f"{SRC}pos:generated:{body.name}+{fam}@{position}", tags))
    return out


def generated_negatives(family: list[Body]) -> list[Draft]:
    """Each body with one stable value at a position its positives do not use (14 cases)."""
    out = []
    for k, body in enumerate(family):
        position = POSITIONS[(3 * k + 3) % len(POSITIONS)]
        label, key, value = body.stable
        forms = _forms(("", label, key, "s", lambda g, t, value=value: value), value, body.sep)
        text = render(body, k, position, forms, None)
        tags = ["hard_negative", "generated", position, "stable_value", "pasted"]
        if body.lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}neg:generated:{body.name}+{key}@{position}", tags))
    return out


# --- negatives: records the user pastes or asks about ---------------------------------------------

SYSTEMS = {
    "appointments": "You are the front-desk assistant of a veterinary clinic. Help clients and staff with "
                    "bookings and reminders; be brief.",
    "labs": "You explain veterinary lab and imaging results to clinic staff. Be precise and say when the data "
            "is not enough.",
    "vaccination": "You help owners and staff read vaccination records. Do not give dosing advice.",
    "preauth": "You help the clinic's insurance desk with pet insurance pre-authorisations.",
    "pharmacy": "You are the dispensary assistant of a veterinary practice. Controlled drugs need a vet's "
                "prescription.",
    "boarding": "You help the staff of a boarding kennel and grooming salon with check-ins and records.",
    "microchip": "You help keepers and vets with microchip registrations on the national registry.",
}

ENGLISH_ONLY = ["earlier_user", "earlier_assistant", "rag", "react", "both_sides", "system_user"]
NEUTRAL = ["q_above", "block_first", "typed_under", "lead_in", "lead_in_question", "chatml", "llama3", "gemma",
           "phi3", "mistral", "fenced", "quoted", "indented", "very_end"]
ALL_PLACEMENTS = NEUTRAL[:7] + ENGLISH_ONLY[:3] + NEUTRAL[7:] + ENGLISH_ONLY[3:]


def place(placement: str, block: str, ask: str, intro: str, system: str) -> str:
    if placement == "q_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "lead_in_question":
        return f"{ask} {intro}:\n{block}"
    if placement == "chatml":
        return (f"<|im_start|>system\n{system}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
                f"<|im_start|>assistant\n")
    if placement == "llama3":
        return (f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{system}<|eot_id|>\n"
                f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>\n"
                f"<|start_header_id|>assistant<|end_header_id|>\n\n")
    if placement == "gemma":
        return f"<start_of_turn>user\n{system}\n\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{system}<|end|>\n<|user|>\n{ask}\n{block}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {system}\n\n{intro}:\n{block}\n\n{ask} [/INST]"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "very_end":
        return f"{ask}\n\n{intro}:\n{block}"
    if placement == "earlier_user":
        return (f"{system}\n\nUser: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "earlier_assistant":
        return (f"{system}\n\nUser: Can you pull up the record we talked about?\nAssistant: Here it is:\n{block}\n"
                f"User: {ask}\nAssistant:")
    if placement == "rag":
        return (f"{system}\n\nAnswer from the uploaded document.\n\n<document name=\"upload-1\">\n{block}\n"
                f"</document>\n\nQuestion: {ask}\nAnswer:")
    if placement == "react":
        return (f"{system}\n\nQuestion: {ask}\nThought: I should read the file the user attached.\n"
                f"Action: read_attachment[upload-1]\nObservation:\n{block}\nThought:")
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nIs anything else in there I should worry about?"
    assert placement == "system_user"
    return f"{system}\n\nUser: {ask}\n\n{block}\nAssistant:"


Block = tuple[str, str, list[str], str, str, str]  # area, source, tags, block, ask, intro

EN_BLOCKS: list[Block] = [
    ("appointments", "owner-email", ["email", "date_header", "message_id"], """From: Sarah Okonkwo <sarah.okonkwo@mailbox.example>
To: reception@lindenvets.example
Date: Wed, 4 Mar 2026 07:12:45 +0000
Message-ID: <CAF3x9Qm2hT1pL0b@mail.mailbox.example>
Subject: Re: Pepper - dental check Thursday

Hi, sorry, the school run means I can't be there at 10:30 on Thursday. Could we do any time after
13:00, or next Monday? Thanks, Sarah""", "Did she ask to cancel or to move the appointment, and which times did she offer?",
     "This came in overnight"),
    ("appointments", "booking-export-csv", ["csv", "uuid", "rfc3339", "time_asked_about"], """appt_id,created_at,start,vet,pet,status
6f2d9a1c-3b7e-4c55-9e21-0a8b7c6d5e4f,2026-03-02T08:14:09Z,2026-03-05T10:30:00Z,Ferreira,Pepper,booked
b81e4f07-92c3-4a6d-8f15-3c9e2d7a6b10,2026-03-03T17:52:41Z,2026-03-03T17:40:00Z,Okafor,Rex,walk-in
0c7a5e93-1d48-4f2b-a6e0-9b3f8c2d1e75,2026-03-04T06:01:18Z,2026-03-09T16:20:00Z,Byrne,Luna,booked""",
     "Why is the created time after the start time in the second row?", "Export from the booking system"),
    ("appointments", "sms-delivery-json", ["json", "rfc2822", "sid"], """{"sid": "SM8e2f41c09d7b4a6e9c3f10b2a7d5e8c1", "to": "+447700900123", "status": "undelivered", "error_code": 30003, "date_created": "Wed, 04 Mar 2026 08:00:02 +0000", "date_sent": "Wed, 04 Mar 2026 08:00:03 +0000", "body": "Reminder: Pepper's dental check is Thu 10:30 at Linden Vets. Reply C to confirm."}""",
     "Why did this reminder not arrive?", "The SMS provider shows this"),
    ("appointments", "booking-api-409", ["http_exchange", "http_date", "request_id"], """POST /v2/appointments HTTP/1.1
Host: api.vetbook.example
Content-Type: application/json
X-Request-Id: 3c9b1f7e-5a2d-4e80-b6c4-1d9e8f7a2b30

{"pet_id": "pet_88121", "vet": "okafor", "start": "2026-03-09T16:40:00+00:00", "length_min": 20}

HTTP/1.1 409 Conflict
Date: Wed, 04 Mar 2026 11:02:17 GMT
X-Request-Id: 3c9b1f7e-5a2d-4e80-b6c4-1d9e8f7a2b30
Content-Type: application/json

{"error": "slot_taken", "conflicting_appointment": "apt_5Qm8Xz", "retry_after_slots": ["2026-03-09T17:00:00+00:00"]}""",
     "What does the 409 mean here and what should the widget do next?", "Our booking widget got this"),
    ("labs", "hl7-oru", ["hl7", "compact_timestamp"], """MSH|^~\\&|VETPATH|NORTH|PMS|LINDEN|20260304091522||ORU^R01|VP260304091522118|P|2.5.1
PID|1||44821^^^LINDEN||JUNO^^^^^DSH||20140211|F
OBR|1||VP-26-048812|FPLI^Feline pancreatic lipase|||20260302091400|||||||20260303160200
OBX|1|NM|FPLI^Spec fPL||7.9|ug/L|0.1-3.5|H|||F""", "Which result is flagged high and what is the reference range?",
     "The lab interface dropped this message"),
    ("labs", "analyser-syslog", ["syslog", "rfc3164"], """Mar  4 07:41:02 catalyst-one qc[412]: QC lot 4471 level 1 CREA 101 umol/L target 98 +/- 12 PASS
Mar  4 07:41:39 catalyst-one qc[412]: QC lot 4471 level 2 CREA 402 umol/L target 355 +/- 35 FAIL
Mar  4 07:55:10 catalyst-one run[418]: sample 44821 chem17 started""",
     "Is the analyser failing QC, and can I trust the 07:55 run?", "From the analyser's log"),
    ("labs", "analyser-result-json", ["json", "ulid", "rfc3339"], """{
  "id": "01JNH7Q2W8B4K6M0P3R5T7V9XA",
  "patient": "Scout",
  "panel": "CBC",
  "run_at": "2026-03-04T09:22:41.518Z",
  "results": [
    {"analyte": "HCT", "value": 31.2, "unit": "%", "ref": "37.3-61.7", "flag": "L"},
    {"analyte": "PLT", "value": 98, "unit": "K/uL", "ref": "148-484", "flag": "L"}
  ]
}""", "Explain these two low values for a Beagle with a positive heartworm test.", "The analyser result"),
    ("labs", "lab-webhook-debug", ["webhook_pasted", "signature", "epoch_s", "near_miss"], """POST /hooks/vetpath HTTP/1.1
Vetpath-Delivery: 01JNH9C4M2T8W6Y0A3D5F7H9KB
Vetpath-Timestamp: 1772617342
Vetpath-Signature: t=1772617342,v1=5f0c9d2e7a4b8c1f3e6d9a2b5c8f1e4d7a0b3c6e9f2a5d8b1c4e7f0a3d6b9c2e
Content-Type: application/json

{"type": "result.final", "accession": "VP-26-048812", "reported_at": "2026-03-03T16:02:00Z"}""",
     "Our signature check fails on this delivery. Which header should we take the timestamp from, and what string do we sign?",
     "This is one delivery from our logs"),
    ("labs", "dicom-header", ["dicom", "compact_timestamp", "uid"], """(0008,0020) DA [20260303]                                        # StudyDate
(0008,0030) TM [142208.512]                                      # StudyTime
(0010,0010) PN [Rosie^Cavalier]                                  # PatientName
(0020,000D) UI [1.2.826.0.1.3680043.8.498.77213094851265501283]  # StudyInstanceUID
(0008,1030) LO [THORAX LAT+VD]                                   # StudyDescription""",
     "Is this the thorax study for Rosie from yesterday afternoon?", "The header of the study in the viewer"),
    ("vaccination", "vaccination-card", ["record", "day_first"], """VACCINATION RECORD - Oakfield Vet Centre
Dog: Ziggy (Border Collie x), microchip 826097000441122
DHP (Nobivac DHP)      batch 1A209X  given 14/05/2023  next due 14/05/2026
Lepto L4 (Nobivac L4)  batch 2C551K  given 14/05/2025  next due 14/05/2026
KC (Nobivac KC)        batch 3B118P  given 02/11/2024  next due 02/11/2025
Vet: Dr R. Patel""", "Which of Ziggy's vaccines ran out first?", "His card says"),
    ("vaccination", "vaccination-yaml", ["yaml", "rfc3339", "uuid7"], """pet: Nala
species: cat
vaccinations:
  - vaccine: Purevax RCP
    administered: 2025-05-20T10:05:00+01:00
    next_due: 2026-05-20
  - vaccine: Purevax FeLV
    administered: 2025-05-20T10:06:00+01:00
    next_due: 2026-05-20
record_id: 0193f8a2-6c41-7d0e-9b5a-2e8f4c1d7a63""", "Can she have both boosters on the same day again?",
     "Nala's record from the app"),
    ("vaccination", "fridge-logfmt", ["logfmt", "rfc3339"], """ts=2026-03-03T22:00:04Z fridge=vac-1 temp_c=4.8 door=closed
ts=2026-03-03T23:00:04Z fridge=vac-1 temp_c=9.1 door=open
ts=2026-03-04T00:00:04Z fridge=vac-1 temp_c=5.2 door=closed""",
     "Did the vaccine fridge go out of the 2-8 C range overnight, and for how long at most?", "The fridge logger export"),
    ("vaccination", "recall-notice", ["notice", "dates_in_document"], """FIELD SAFETY NOTICE - 27 February 2026
Product: Canigen L4 suspension for injection
Affected batches: 2241A (exp. 08/2026), 2247C (exp. 10/2026)
Reason: possible reduced potency of the Bratislava component.
Action: quarantine stock; animals vaccinated with these batches from 01/12/2025 should receive a
repeat dose.""", "We used batch 2247C on 15 January. What do we need to do?", "Here is the notice"),
    ("preauth", "decision-email", ["email", "date_header", "message_id"], """From: Tallis Pet Insurance <preauth@tallis.example>
Date: Mon, 2 Mar 2026 10:14:37 +0000
Message-ID: <pa.118204.1772446477@tallis.example>
Subject: Pre-authorisation TPI-PA-2026-118204 - partially approved

Dear Castlebrook Veterinary Group,
We can confirm cover of GBP 1,200 towards the treatment of Hector. The remaining GBP 650 relates to
exclusion EXCL-07 (bilateral conditions).""", "Summarise this for the client in two sentences.",
     "The insurer replied"),
    ("preauth", "portal-json-times", ["json", "uuid7", "time_asked_about"], """{"preauth_id": "0195a3c7-2e81-7b4f-a90d-6c1e8f2b4d73", "policy": "TPI-55120937", "submitted_at": "2026-03-03T16:48:12Z", "decided_at": "2026-03-03T16:47:55Z", "status": "approved", "amount": 3420}""",
     "Why is decided_at before submitted_at?", "From the insurer portal"),
    ("preauth", "submission-xml", ["xml", "uuid", "rfc3339"], """<PreAuthRequest xmlns="urn:tallis:preauth:2">
  <RequestId>c4e1a9b2-7d3f-4e60-8b15-2f9a0c6d3e81</RequestId>
  <SubmittedAt>2026-03-04T08:31:05Z</SubmittedAt>
  <Policy>TPI-88213471</Policy>
  <Pet name="Daisy" dob="2016-01-14"/>
  <Procedure code="DENT-EXT4">Dental, four extractions</Procedure>
  <Estimate currency="GBP">1150.00</Estimate>
</PreAuthRequest>""", "Is anything missing before we send this? The insurer asks for the date of the first signs.",
     "The request our software built"),
    ("preauth", "curl-422", ["curl", "http_date", "ulid"], """> POST /v1/preauth HTTP/2
> host: api.tallis.example
> content-type: application/json
>
< HTTP/2 422
< date: Wed, 04 Mar 2026 09:12:40 GMT
< x-request-id: 01JNHB2R7XK4T9D6W3M8P5Q0ZC
< content-type: application/json
<
{"error":"invalid_field","field":"first_signs_date","message":"must not be in the future"}""",
     "Why does the insurer reject this, and which field do I fix?", "curl -v shows"),
    ("pharmacy", "refill-ticket", ["ticket", "day_first"], """Ticket #RX-20418 - Repeat prescription request
Opened: 03/03/2026 18:07 by client portal
Pet: Bramble (Labrador)   Item: Apoquel 16 mg x 30
Assigned: Dispensary   SLA: 48 working hours
Last note: 04/03/2026 09:15 - waiting for Dr Evans to sign""",
     "Is this still inside our 48-hour target if Dr Evans signs this afternoon?", "The ticket"),
    ("pharmacy", "cd-register-table", ["md_table", "dates_in_table"], """| Date       | Time  | Patient | In/Out   | Qty (ml) | Balance | Signed |
|------------|-------|---------|----------|----------|---------|--------|
| 2026-03-02 | 09:14 | -       | received | 50       | 62      | RP/JE  |
| 2026-03-02 | 11:40 | Rosie   | out      | 0.4      | 61.6    | RP     |
| 2026-03-03 | 15:05 | Gus     | out      | 1.2      | 60.2    | JE     |""",
     "Does the running balance add up in the methadone register?", "The register page"),
    ("pharmacy", "order-receipt", ["receipt", "time_asked_about"], """VetMeds Direct - Order receipt
Order: VMD-2026-0304-88121
Placed: 4 March 2026, 06:58
Paid: 4 March 2026, 06:57
Items: Bravecto 500 mg chew x1 (GBP 28.99); Vetmedin 5 mg x100 (GBP 78.40)
Total: GBP 107.39""", "Why is the paid time before the order was placed?", "Here is the receipt"),
    ("pharmacy", "refill-logfmt", ["logfmt", "rfc3339", "req_id"], """time=2026-03-04T08:12:55.201Z level=warn svc=refills req_id=7f3e2a91c4b8 rx=RX-8120 msg="refill blocked" reason=checkup_overdue last_checkup=2025-07-30""",
     "Why was this refill blocked?", "The dispensary system logged"),
    ("boarding", "booking-email", ["email", "date_header", "message_id", "ulid"], """From: Paws & Stay <bookings@pawsandstay.example>
Date: Sat, 21 Feb 2026 19:05:02 -0600
Message-ID: <01JMRZ8KQ4T6W2Y9A1C3E5G7HB@pawsandstay.example>
Subject: Booking confirmed: Cooper & Daisy, 27 Mar - 3 Apr

Check-in from 08:00, check-out by 18:00. Extras: daily walk. Grooming is not included.""",
     "Does this include the grooming I asked for?", "My confirmation"),
    ("boarding", "door-access-csv", ["csv", "epoch_s"], """door,badge,event,ts
K7,staff-114,open,1772586210
K7,staff-114,close,1772586295
K7,-,open,1772599802
K7,-,close,1772599811""", "When was kennel 7 opened without a badge? Give the time in UTC.", "The door controller export"),
    ("boarding", "grooming-ics", ["ics", "dtstamp"], """BEGIN:VEVENT
UID:gr-9977@clipperroom.example
DTSTAMP:20260210T181204Z
DTSTART;TZID=Europe/Berlin:20260214T094500
DTEND;TZID=Europe/Berlin:20260214T113000
SUMMARY:Full groom - Teddy (Cockapoo)
LOCATION:Clipper Room, Meadowside Vets
END:VEVENT""", "What time do I drop Teddy off, and how long will it take?", "The invite the salon sent"),
    ("boarding", "grooming-slack", ["slack_ts", "chat_export"], """[ts 1771062497.118900] mara: Teddy in for full groom, owner says he hates the dryer
[ts 1771064112.004100] jonas: red patch behind left ear, stopped clipping there
[ts 1771064398.220300] mara: told owner, she'll book with Dr Weiss""",
     "Summarise what happened with Teddy for his file.", "The thread from our salon channel"),
    ("boarding", "checkin-form-export", ["form_export", "ksuid"], """Response ID: 2dQm8TfK1bZx7RcN4vYp0LgHs3W
Started: 2026-03-27 07:58:12
Submitted: 2026-03-27 08:03:40
Dog(s): Hazel; Waffles
Feeding: Hazel 1 cup am/pm; Waffles 3/4 cup am, 1/2 cup pm
Medication: Hazel - Proin 50 mg with dinner
Emergency contact: 07700 900456""", "Turn this into the feeding chart for the kennel board.", "The owner's check-in form"),
    ("microchip", "registry-json", ["json", "uuid7", "rfc3339"], """{
  "record_id": "0194d2b7-51a3-7c8e-b2f0-9e4a6c1d3f85",
  "chip": "985141000123456",
  "registered_at": "2024-05-02T11:20:00Z",
  "updated_at": "2026-02-27T08:15:44Z",
  "keeper": {"name": "A. Novak", "status": "pending_transfer"},
  "previous_keeper": {"name": "Hillcrest Kennels", "released_at": "2026-02-27T08:15:44Z"}
}""", "Is the keeper change done, or is it still waiting for something?", "The registry record"),
    ("microchip", "scam-email", ["email", "date_header", "phishing"], """From: PetChip Registry Alerts <no-reply@petchip-alerts.example>
Date: Tue, 3 Mar 2026 22:41:09 +0000
Subject: Action required: microchip 941000024567813 transfer request

A request to transfer keepership of microchip 941000024567813 was received on 03/03/2026 at 22:40.
To stop the transfer, pay the GBP 14.99 dispute fee within 24 hours: http://petchip-alerts.example/stop
Reference: TR-5K2M9Q""", "Is this a scam? My cat's chip is registered with ChipLink, not PetChip.",
     "I got this e-mail last night"),
    ("microchip", "scanner-csv", ["csv", "iso_space"], """scan_time,scanner,chip,reader_note
2026-03-04 10:02:11,HS-02,941000024567813,ok
2026-03-04 10:02:40,HS-02,941000024567831,ok
2026-03-04 10:03:05,HS-01,941000024567813,ok""",
     "Which scan has a different number, and could it be a misread of the same chip?", "Our scanner log"),
    ("microchip", "registry-webhook", ["webhook_payload", "epoch_s", "ksuid"], """{"event_id": "evt_2dQnA7yVb3XkP9mT1cR6wZ4hJ0s", "type": "keeper.transfer.pending", "created": 1772180144, "data": {"chip": "985141000123456", "from": "Hillcrest Kennels", "to": "A. Novak", "expires": 1772784944}}""",
     "What does keeper.transfer.pending mean, and when does the request expire?", "The registry sent us this event"),
    ("appointments", "nginx-log", ["access_log", "clf"], """203.0.113.58 - - [03/Mar/2026:19:00:04 +0000] "POST /api/book HTTP/2.0" 503 0 "-" "Mozilla/5.0"
203.0.113.58 - - [03/Mar/2026:19:00:09 +0000] "POST /api/book HTTP/2.0" 503 0 "-" "Mozilla/5.0"
198.51.100.7 - - [03/Mar/2026:19:00:11 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.31\"""",
     "Why were online bookings failing at 19:00 yesterday?", "From the web server"),
    ("appointments", "clinic-receipt", ["receipt", "day_first"], """Linden Vets - Receipt 2026/03/0412
Date: 03/03/2026 17:48
Transaction: TXN 8842 1190 3375
Consultation (Dr Okafor)            GBP 52.00
Consultation follow-up (Dr Okafor)  GBP 52.00
Otomax 17.5 g                       GBP 18.40
Total paid (card ****4421)          GBP 122.40""", "Why was I charged for two consultations on one visit?",
     "This is what I paid"),
    ("preauth", "otel-span", ["otel_span", "epoch_ns", "trace_id"], """{"traceId": "4bf92f3577b34da6a3ce929d0e0e4736", "spanId": "00f067aa0ba902b7", "name": "POST /v1/preauth", "startTimeUnixNano": "1772615560120000000", "endTimeUnixNano": "1772615568934000000", "attributes": {"http.status_code": 200, "insurer": "tallis"}}""",
     "How long did this pre-auth submission take, and is that slow?", "One span from our tracing"),
]

INTL_BLOCKS: list[Block] = [
    ("labs", "lab-email-de", ["email", "german", "message_id"], """Von: Vetlab Süd <befunde@vetlab-sued.example>
Datum: Di., 3. März 2026 um 16:41
Message-ID: <befund.L-260303-88.1772552460@vetlab-sued.example>
Betreff: Befund L-260303-88 – Minka

Kreatinin 142 µmol/l (<168), SDMA 13 µg/dl (<14). Probeneingang 03.03.2026 08:40.""",
     "Ist das ein guter Befund für eine Katze mit Nierenproblemen?", "Diese Mail habe ich vom Labor bekommen"),
    ("vaccination", "cartilla-csv-es", ["csv", "spanish", "day_first"], """fecha;vacuna;lote;veterinario
11/04/2025 17:20;Rabisin;L2391;Dra. Morales
11/04/2025 17:22;Eurican DHPPi2-L;E7710;Dra. Morales
02/05/2024 10:05;Rabisin;L1987;Dr. Ruiz""", "¿Cuándo le toca la próxima vacuna de la rabia a Canela?", "Te pego la cartilla"),
    ("boarding", "pension-fr", ["confirmation", "french", "uuid"], """Réservation n° PN-90217
Créée le 28/02/2026 à 08:14
Animal : Caramel (chien)
Séjour : du 10/04/2026 au 18/04/2026
Options : promenade quotidienne, toilettage au départ
Identifiant : 6a1f0c3e-2b7d-4e95-8c14-9d0e3f7a2b61""", "Le toilettage est-il bien inclus dans cette réservation ?",
     "Voici la confirmation"),
    ("pharmacy", "ricetta-it", ["prescription", "italian"], """RICETTA ELETTRONICA VETERINARIA
Numero ricetta: 1200003918274
PIN: 5521
Data emissione: 02/03/2026 12:37
Medicinale: Fenobarbital 15 mg compresse, 2 confezioni
Medico veterinario: Dott.ssa Bianchi""", "Posso ritirare la seconda confezione tra un mese con la stessa ricetta?",
     "Questa è la ricetta che mi hanno mandato"),
    ("pharmacy", "recibo-pt", ["receipt", "portuguese"], """Clínica Veterinária Bicho Feliz - Recibo 00891
Data/hora: 03/03/2026 15:42:18
Consulta de retorno .......... R$ 120,00
Fenobarbital 40 mg/ml ........ R$ 38,50
Total ........................ R$ 158,50
Autorização cartão: 004417""", "Por que o retorno foi cobrado se o veterinário disse que era grátis?", "Olha o recibo"),
    ("appointments", "booking-mail-ja", ["email", "japanese"], """件名：【さくら動物病院】ご予約確認
送信日時：2026年3月3日 19:12
予約番号：R-20260307-0118
ご予約日時：2026年3月7日（土）10:30
担当：山田先生
対象：ハナ（柴犬・8歳）""", "この予約、土曜の午後に変更できますか？", "予約確認メールです"),
    ("vaccination", "vaccine-table-ko", ["md_table", "korean"], """| 접종일시 | 백신 | 로트 | 수의사 |
|---|---|---|---|
| 2025-03-14 10:20 | 종합백신(DHPPL) | K2290 | 박수의 |
| 2025-03-14 10:22 | 코로나 장염 | C1187 | 박수의 |
| 2025-09-02 16:05 | 광견병 | R4410 | 이수의 |""", "다음 광견병 접종은 언제 해야 하나요?", "접종 기록 붙여 드릴게요"),
    ("labs", "lab-json-zh", ["json", "chinese", "time_asked_about"], """{"样本编号": "AX-20260303-0457", "宠物": "豆豆", "项目": "血常规", "采样时间": "2026-03-03 09:12", "报告时间": "2026-03-03 11:48", "白细胞": "21.3×10⁹/L", "参考范围": "6.0–17.0"}""",
     "报告时间和采样时间差了两个多小时，正常吗？", "这是医院发来的化验单"),
    ("vaccination", "receipt-ar", ["receipt", "arabic", "arabic_indic_digits"], """عيادة الرحمة البيطرية - إيصال رقم ٤٤١٢
التاريخ: ٢٠٢٦/٠٣/٠٣ الساعة ١٦:٢٥
لقاح ثلاثي للقطط ........ ٢٥ دينار
فحص عام ................ ١٥ دينار
المجموع ................ ٤٠ دينار""", "هل سعر اللقاح الثلاثي هنا طبيعي؟", "هذا الإيصال"),
    ("microchip", "chip-confirmation-he", ["confirmation", "hebrew"], """אישור רישום שבב
מספר שבב: 972270000114588
תאריך רישום: 02/03/2026 11:05
בעלים: דנה לוי
מספר אישור: RG-2026-77410""", "האם הרישום הושלם או שצריך עוד משהו?", "קיבלתי את האישור הזה"),
    ("appointments", "booking-log-ru", ["log_lines", "russian", "trace_id"], """2026-03-04 09:15:02.118 INFO  booking  trace_id=8a3f0c9e2b7d4e15 создана запись #55120 на 06.03 10:30
2026-03-04 09:15:02.430 ERROR sms      trace_id=8a3f0c9e2b7d4e15 не удалось отправить SMS: номер недоступен""",
     "Почему клиенту не пришло SMS о записи?", "Вот логи системы записи"),
    ("appointments", "sms-pl", ["sms", "polish"], """Przychodnia Pod Lipami: potwierdzamy wizytę kota Mruczek w pt. 06.03 o 14:15 (lek. wet. Nowak). Odwołania: 61 855 20 40.
Wysłano: 2026-03-04 08:00:12""", "Czy muszę coś przynieść na kontrolę po sterylizacji?", "Dostałam taki SMS"),
    ("vaccination", "asi-karti-tr", ["record", "turkish"], """Aşı kartı – Pamuk (kedi)
Uygulama tarihi: 12.01.2026 14:30  Aşı: Karma (FVRCP)  Seri no: F7721
Uygulama tarihi: 12.01.2026 14:32  Aşı: Kuduz         Seri no: R3390
Sonraki doz: 12.01.2027""", "Kuduz aşısı ne zaman tekrarlanmalı?", "Aşı kartını yazıyorum"),
    ("pharmacy", "apodeixi-el", ["receipt", "greek"], """Κτηνιατρική Κλινική «Ερμής» – Απόδειξη 2026-1184
Ημερομηνία: 03/03/2026 12:51
Ινσουλίνη Caninsulin 10 ml ..... 64,00 €
Σύριγγες U-40 x30 .............. 9,50 €
Σύνολο ......................... 73,50 €""", "Γιατί η ινσουλίνη κόστισε περισσότερο από τον προηγούμενο μήνα;",
     "Αυτή είναι η απόδειξη"),
    ("boarding", "receipt-th", ["receipt", "thai", "buddhist_era"], """ใบเสร็จรับเงิน โรงแรมสัตว์เลี้ยงบ้านเหมียว
เลขที่ 2569/0318
วันที่ 3 มีนาคม 2569 เวลา 10:42 น.
ค่าฝากแมว 2 ตัว 5 คืน  3,000 บาท
ค่าอาหารสูตรพิเศษ       450 บาท
รวม                    3,450 บาท""", "ทำไมมีค่าอาหารสูตรพิเศษด้วยคะ", "นี่คือใบเสร็จ"),
    ("vaccination", "booking-json-hi", ["json", "hindi", "rfc3339"], """{"booking_id": "BK-77120", "pet": "शेरू", "service": "टीकाकरण - रेबीज़", "created_at": "2026-03-03T18:22:40+05:30", "slot": "2026-03-07T11:00:00+05:30"}""",
     "क्या यह बुकिंग शनिवार सुबह की है?", "ऐप में यह दिख रहा है"),
    ("boarding", "phieu-gui-vi", ["receipt", "vietnamese"], """PHIẾU NHẬN GỬI THÚ CƯNG
Mã phiếu: GT-2603-0091
Ngày giờ nhận: 03/03/2026 08:25
Thú cưng: Mít (mèo), 3 tuổi
Ngày trả dự kiến: 08/03/2026
Ghi chú: ăn hạt Royal Canin Renal, 2 bữa/ngày""", "Nếu tôi đón Mít sớm một ngày thì có được giảm tiền không?",
     "Đây là phiếu gửi"),
    ("microchip", "registratie-nl", ["certificate", "dutch"], """Registratiebewijs chipnummer 528140000913377
Geregistreerd op: 02-03-2026 13:48
Houder: J. de Vries, Utrecht
Registratienummer: NDG-2026-441903
Status: actief""", "Moet ik nog iets doen nu Kees met ons verhuisd is naar Amersfoort?", "Dit is het registratiebewijs"),
    ("pharmacy", "epost-sv", ["email", "swedish", "message_id"], """Från: Djursjukhuset Ekbacken <apotek@ekbacken.example>
Skickat: den 3 mars 2026 15:20
Ämne: Ditt recept är klart
Message-ID: <rx.44190.1772547600@ekbacken.example>

Receptet på Metacam 1,5 mg/ml till Sixten är förnyat och kan hämtas från i morgon kl. 10.""",
     "Kan jag hämta det redan i kväll?", "Jag fick det här mejlet"),
    ("boarding", "struk-id", ["receipt", "indonesian"], """STRUK – Salon Grooming Sahabat
No: SG-0304-117
Waktu: 04/03/2026 11.20 WIB
Grooming lengkap kucing ..... Rp 150.000
Potong kuku .................. Rp 25.000
Total ........................ Rp 175.000""", "Kenapa potong kuku dihitung terpisah?", "Ini struknya"),
    ("labs", "vysledek-cs", ["lab_report", "czech"], """Laboratoř VetLab Brno – výsledek
Vzorek: VB-260303-221
Přijato: 03.03.2026 09:05
Vydáno: 03.03.2026 14:47
T4 celkový: 68 nmol/l (13–51)""", "Je to hypertyreóza? Kocourovi je 14 let.", "Tohle přišlo z laboratoře"),
    ("labs", "napravlennia-uk", ["referral", "ukrainian"], """НАПРАВЛЕННЯ НА УЗД
Створено: 04.03.2026 10:12
Пацієнт: Лапа (собака, 9 р.)
Номер: UZ-26-0318
Підстава: блювання, підозра на панкреатит""", "Чи треба приходити натщесерце?", "Ось направлення"),
]


def pasted_negatives() -> list[Draft]:
    out = []
    for k, (area, source, tags, block, ask, intro) in enumerate(EN_BLOCKS):
        placement = ALL_PLACEMENTS[k % len(ALL_PLACEMENTS)]
        text = place(placement, block, ask, intro, SYSTEMS[area])
        out.append(Draft(text, f"{SRC}neg:pasted:{area}:{source}", ["hard_negative", "pasted", placement, *tags]))
    for k, (area, source, tags, block, ask, intro) in enumerate(INTL_BLOCKS):
        placement = NEUTRAL[(k + 3) % len(NEUTRAL)]
        text = place(placement, block, ask, intro, SYSTEMS[area])
        out.append(Draft(text, f"{SRC}neg:pasted:{area}:{source}",
                         ["hard_negative", "pasted", placement, "non_english", *tags]))
    return out


# --- negatives: look-alikes and values the user asks about or types -------------------------------

LOOKALIKES: list[tuple[str, list[str], str]] = [
    ("prompt-revision", ["prompt_revision", "policy_date", "stable_header"], """Prompt revision: 2026-02-11
Booster policy effective: 2025-07-01
Practice: Oakfield Vet Centre

You remind owners which vaccines their dog needs under the practice's booster policy. Keep it to three
sentences and suggest booking online.

Owner: Does my 12-year-old dog still need the leptospirosis vaccine every year?
Assistant:"""),
    ("llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"], """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the assistant of Fernhill Vets. For anything that sounds urgent, tell the client to call the
practice straight away.<|eot_id|>
<|start_header_id|>user<|end_header_id|>

Is chocolate dangerous for cats too, or only for dogs?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

"""),
    ("unrendered-placeholders", ["template_placeholder"], """Current time: {{current_time}}
Session: {{session_id}}
Clinic: {{clinic_name}}

You are the booking assistant of {{clinic_name}}. Offer the next three free slots and confirm the
owner's phone number before booking.

Client: {{user_message}}
Assistant:"""),
    ("opening-hours", ["opening_hours", "phone"], """Opening hours: Mon-Fri 08:00-19:00, Sat 09:00-13:00, Sun closed
Emergency line (24 h): +44 1632 960118
Out-of-hours partner: Vets Now Cardiff, 029 2061 0990

You answer questions about Linden Vets' hours and services. Send anything urgent to the emergency line.

Client: Can I pick up my cat's tablets at 18:45 on a Friday?
Assistant:"""),
    ("price-list", ["price", "table"], """Which is cheaper for a 30 kg dog over a year: the monthly health plan or paying for each visit?

| Item                          | Price (GBP, incl. VAT) |
|-------------------------------|------------------------|
| Health plan, dog over 25 kg   | 21.50 per month        |
| Consultation                  | 52.00                  |
| Annual booster                | 68.00                  |
| Flea and worm treatment (3 m) | 39.90                  |

We usually need two consultations, one booster and four flea and worm treatments a year."""),
    ("iban-transfer", ["iban", "price", "reference"], """Please check these bank details before I pay Hollyhill Kennels' deposit: IBAN GB33 BUKB 2020 1555 5555 55,
BIC BUKBGB22, payee Hollyhill Kennels Ltd, amount GBP 120.00, reference BOARD-ROLO-0410. The invoice says the
deposit is due 14 days before arrival on 10 April."""),
    ("hashes", ["sha256", "git_sha"], """Our PACS rejected an upload of Rosie's radiograph. The file's SHA-256 is
9c1185a5c5e9fc54612808977ee8f548b2258d31a7b2c0e9d3a6f8c41e07b5d2 and the viewer shows
4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a for the copy on the server. The
import plugin is at commit a91f3c07e2d845b6c0f19e7d3b2a58c64f10e9d7. Does a different hash mean the file
was corrupted in transit?"""),
    ("relative-times", ["relative_time", "triage_content"], """Bella (Labrador, 31 kg) ate about six grapes roughly 40 minutes ago. She seemed fine, but she vomited
10 minutes ago and has been drinking a lot for the last quarter of an hour. Should I bring her in now or
wait and see?"""),
    ("stable-ids-header", ["stable_header", "client_id", "tenant"], """Client ID: CL-00482913
Patient ID: PT-118204
Practice ID: 7712
Tenant: 5b2e9f41-7c3a-4d08-9e61-a4f0c2d8b7e3
Plan: Pet Health Club (monthly)

You help clients of Castlebrook Veterinary Group with their health plan. Only discuss this client's
own plan.

Client: What does my plan cover for dental cleaning?
Assistant:"""),
    ("api-version-headers", ["api_version", "stable_header"], """Insurer-Api-Version: 2025-09-01
X-Api-Version: 2024-10-21
Accept: application/json
User-Agent: castlebrook-pms/8.4.2

You turn pre-authorisation questions from the nurses into the right insurer API call and explain it in
one sentence.

Nurse: How do I check whether TPI-PA-2026-118204 has been decided?
Assistant:"""),
    ("chatml-cutoff-build", ["chat_template", "chatml", "knowledge_cutoff", "build"], """<|im_start|>system
Knowledge cutoff: 2024-06
Model: vet-assist-7b (build 2026.02.3)
You answer general pet-care questions for owners. For symptoms, recommend seeing a vet.<|im_end|>
<|im_start|>user
How often should I worm an indoor cat?<|im_end|>
<|im_start|>assistant
"""),
    ("about-us-prose", ["dates_in_prose"], """Write a warm "About us" paragraph for our website from these facts: Harbourside Veterinary Hospital
opened on 14 May 2009 with two vets; we moved to Harbour Road in March 2021 and opened the cat-only
waiting room on 1 September 2023. Dr Byrne has been with us since the first day."""),
    ("vaccine-stock", ["stock_list", "expiry_dates", "system_content"], """You help the nurses at Oakfield Vet Centre choose which vaccine batch to use first (earliest expiry
first, never an expired batch).

Stock:
Nobivac DHP    batch 1A311X  exp. 2026-06-30  12 doses
Nobivac DHP    batch 1A402C  exp. 2026-11-30  20 doses
Nobivac L4     batch 2C610K  exp. 2026-05-31   8 doses

Nurse: Which DHP batch do I use for today's boosters?
Assistant:"""),
    ("request-id-asked", ["id_in_question", "uuid"], """The booking page said "Something went wrong. Please try again (request id 9f2c4e71-0b8d-4a3f-b6e5-1c7d9a2f4e80)".
What does this request id mean, and should I give it to the clinic when I call?"""),
    ("created-vs-sms", ["time_in_question", "user_typed_times"], """The app shows my appointment as "created 16:05" but the confirmation SMS arrived at 16:03, before
that. How can the text come before the booking was made?"""),
    ("user-clock", ["user_typed_time"], """It's 17:40 here in Leeds and the clinic closes at 18:00. The drive takes 25 minutes. Is it worth
setting off with my cat's tablets prescription request, or should I order online instead?"""),
    ("few-shot-dates", ["few_shot", "dates_in_examples"], """Classify each reply to an appointment reminder as CONFIRM, RESCHEDULE or CANCEL.

Reply: "Yes see you Tues 3rd at 9" -> CONFIRM
Reply: "Can we do 12/03 instead, after 2pm?" -> RESCHEDULE
Reply: "Sadly Max passed away on 28 Feb, please cancel" -> CANCEL

Reply: "Sorry can't do the 6th, is the 9th at 10:30 free?" ->"""),
    ("iso-week-rota", ["iso_week", "rota_content"], """Here is the on-call rota: 2026-W14 Dr Byrne, 2026-W15 Dr Okafor, 2026-W16 Dr Byrne, 2026-W17 Dr Shah.
Dr Byrne wants to swap her second week with Dr Shah. Write the new rota in the same format."""),
    ("jwt-asked", ["jwt", "id_in_question"], """The vet portal link in my e-mail contains this token:
eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJvd25lci01NTEwMiIsImV4cCI6MTc3MjcwMzk5OX0.q3Vb8tJm2XKc0aWfE1rYzP5LhN7dG4sUoT6iA9eC0yQ
What is inside it, and is it safe to forward the link to my partner?"""),
    ("ulid-asked-es", ["id_in_question", "ulid", "non_english"], """En el correo de confirmación de la peluquería aparece "Código: 01JNHE4W9T2Q7M5X8B1C3D6F0G". ¿Qué es
ese código? ¿Lo necesito para cambiar la cita de Canela?"""),
    ("policy-revision-ja", ["prompt_revision", "stable_header", "non_english"], """改定日：2025年11月1日
対象：さくら動物病院 予約アシスタント

あなたは「さくら動物病院」の予約アシスタントです。キャンセルは前日の18時までにお願いしています。

飼い主：明日の10時の予約をキャンセルしたいのですが、今からでも大丈夫ですか？"""),
    ("preisliste-de", ["price_list", "document_date", "non_english"], """Hier ist die Preisliste unserer Praxis, die ich im Wartezimmer abfotografiert habe:

Preisliste Kleintiere – Stand 01.01.2026
Allgemeine Untersuchung Hund (GOT 1,0-fach) ..... 23,62 €
Impfung inkl. Untersuchung ....................... 37,11 €
Kastration Kater ................................. 142,30 €

Ist die Kastration bei einer Kätzin teurer als beim Kater?"""),
    ("horaires-fr", ["opening_hours", "phone", "non_english"], """Horaires : du lundi au vendredi de 8 h 30 à 19 h, le samedi de 9 h à 12 h 30
Urgences : 04 72 00 12 34 (24 h/24)

Tu es l'assistant de la Clinique vétérinaire des Tilleuls. Réponds en français.

Propriétaire : Est-ce que je peux passer samedi à 13 h pour récupérer les croquettes ?"""),
    ("stable-header-ko", ["stable_header", "version", "non_english"], """버전: 3.2.0
모델: vet-assist-7b
지역: 서울
병원 코드: HB-0215

당신은 "행복동물병원"의 상담 도우미입니다. 응급 증상이면 바로 내원하라고 안내하세요.

보호자: 강아지가 양파를 조금 먹었어요. 괜찮을까요?"""),
    ("staging-prompt-review", ["near_miss", "pasted_prompt", "current_time_label"], """This is the system prompt our staging booking bot used, copied from the logs. Is it well written, and
what would you change?

---
You are the booking assistant of Linden Vets.
Current time: 2026-03-04T09:12:44Z
Session: 4f1d2c9e-7b3a-4e65-a0d8-2c9f1e7b3a56
Offer the next three free slots and confirm the owner's phone number.
---"""),
    ("report-front-matter-proofread", ["near_miss", "front_matter_document"], """Proofread this monthly report and fix grammar only; keep the front matter exactly as it is.

---
title: Boarding occupancy, February 2026
generated_at: 2026-03-01T06:00:12Z
export_run: 01JN9X4T7Q2W5E8R1Y3U6I0OPA
---

In february the kennels was 87% full and the cattery 64%. Half term week were fully booked."""),
    ("chip-numbers-prose", ["chip_number", "long_digits"], """We implanted chips 941000024567813 and 941000024567814 in two littermates, but the breeder's form
lists 941000024567831 for the second one. Which is likely the typo, and how do we fix the registration?"""),
    ("dated-order-numbers", ["order_number", "date_prefixed_id"], """My order ORD-20260304-0042 from the clinic shop hasn't arrived, but ORD-20260301-0017 came in two days.
Are both shipped from the same place?"""),
    ("settings-kv", ["settings", "key_value", "cut_off"], """CLINIC_TZ=Europe/Dublin
BOOKING_CUTOFF=17:30
REMINDER_LEAD_DAYS=3
MAX_SLOTS_OFFERED=3

You are the booking assistant of Harbourside Veterinary Hospital. Follow the settings above.

Client: Can I still book for today? It's for a nail clip.
Assistant:"""),
    ("terms-footer", ["footer", "terms_revision", "company_number"], """You answer questions about Linden Vets' cancellation terms.

Client: If I cancel my dog's neuter the day before, do I lose the deposit?

--
Terms v4.2 (revised 2025-11-01) - Linden Vets Ltd, company no. 08841276
Assistant:"""),
    ("hours-ar", ["opening_hours", "arabic", "non_english"], """ساعات العمل: من السبت إلى الخميس ٩:٠٠ - ٢٠:٠٠، الجمعة مغلق
هاتف الطوارئ: ٠٧٩٠٠١٢٣٤٥

أنت مساعد عيادة "الرحمة" البيطرية. أجب بالعربية.

صاحب الكلب: هل يمكنني إحضار كلبي يوم الجمعة صباحاً؟"""),
    ("price-table-zh", ["price", "validity", "chinese", "non_english"], """这是医院的价目表，有效期至2026年12月31日：

| 项目 | 价格（元） |
|---|---|
| 狂犬疫苗 | 80 |
| 猫三联 | 150 |
| 芯片植入与登记 | 120 |

给猫打三联加植入芯片一共多少钱？"""),
    ("control-rabbit", ["control"], """What vaccines does a pet rabbit need in the UK, and how often?"""),
    ("relative-hi", ["relative_time", "hindi", "non_english"], """मेरे कुत्ते ने दो घंटे पहले चॉकलेट का एक छोटा टुकड़ा खा लिया था। अब तक वह ठीक लग रहा है। क्या मुझे उसे अभी डॉक्टर के पास ले जाना चाहिए?"""),
    ("own-401-request", ["near_miss", "http_request", "jwt", "request_id"], """I'm testing our clinic app against the registry API and get a 401. What's wrong with my request?

GET /v2/chips/985141000123456 HTTP/1.1
Host: api.chiplink.example
Date: Wed, 04 Mar 2026 10:20:31 GMT
X-Request-ID: 7c1e9a3f-2d48-4b6e-9f05-8a3c2e1d7b94
Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJwcmFjdGljZS03NzEyIiwiZXhwIjoxNzcyNjE5MjAwfQ.Zk3tR8qW1mYv6bN0cX2pL9sD4fH7jE5aG3oU1iT8yQw"""),
    ("epoch-asked", ["epoch_s", "time_in_question"], """The registry export says "updated": 1772180144 for my dog's record. What date and time is that in
London?"""),
    ("stable-header-ru", ["stable_header", "time_zone", "russian", "non_english"], """Часовой пояс: Europe/Moscow
Версия подсказки: 3.2
Клиника: Айболит-Плюс

Ты помощник ветеринарной клиники «Айболит-Плюс». Отвечай кратко и по-русски.

Владелец: Можно ли купать собаку через неделю после прививки?"""),
]


def lookalike_negatives() -> list[Draft]:
    return [Draft(text, f"{SRC}neg:lookalike:{source}", ["hard_negative" if "control" not in tags else "control", *tags])
            for source, tags, text in LOOKALIKES]


# --- assembly -----------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen105(seed)
    family = bodies(Gen105(seed + 1))
    positives = [fn(g) for fn in POS] + generated_positives(g, family)
    negatives = pasted_negatives() + lookalike_negatives() + generated_negatives(family)
    return make_holdout.assemble("hold105", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
