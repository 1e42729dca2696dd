"""Build `prompt_normalizer/corpus/holdout84.jsonl`, an eighty-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout84.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout80.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain -- parcel, locker, courier, last-mile, route
sheet, proof of delivery, failed delivery, return label -- and the passages around the hits; the
docstrings of `make_holdout78.py` and `make_holdout80.py` and the clarification section of
`make_holdout72.py` were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines, for the structure of a generator; `pyproject.toml` was read for ruff's settings. (A listing
of `tests/normalizer/` showed the names of the generators and a check of the path showed that
`holdout84.jsonl` did not exist yet; a read-only `git status` listed the names of the files new in the
working tree.) Nothing under `prompt_normalizer/`, no other test file, no
`*.jsonl` corpus, neither docs/ nor bench/ and no git history was read; the expected outputs were
checked by building the cases in memory, not by reading the written corpus. `make_holdout81.py` to
`make_holdout88.py`, written at the same time, were not read.

The domain is parcel lockers and last-mile delivery: locker drops and pickups, courier apps and route
sheets, failed delivery attempts, returns and label printing, address exceptions, proof of delivery and
customer notifications. The earlier docstrings name neighbours of it: postal services and courier
parcel lockers in customer chat, with tracking histories and locker codes as pasted content
(make_holdout9); a locker kiosk's clock and session, tracking read "at" a time, a customs helper in
logfmt, a PO box desk, a postcode widget, a locker code resend with a nonce in XML attributes, a counter
queue "as of" a time, a locker network delivery in Standard Webhooks form, a courier's handheld and mail
redirection behind a bearer JWT (make_holdout29); a route solver in pretty JSON, a driver app's XML
element, a failed-delivery card dated today, a delivery chat with a conversation id and `(sent ...)`, a
Dutch rebooking IVR and a cargo-bike hub (make_holdout32); building parcel rooms and concierge desks
(make_holdout34); return labels dated today by a returns or label tool with its job (make_holdout40,
make_holdout57); a 24-hour collection locker's bracketed kiosk line (make_holdout53); and a proof of
delivery in YAML opening with `stamp:` among grocery negatives (make_holdout67). The scenarios here were
written around them: no kiosk clock, customs helper, PO box, postcode widget, code resend, counter
queue, Standard Webhooks delivery, handheld, mail redirection, route solver, driver-app XML element,
failed-delivery card dated today, `(sent ...)` chat stamp, IVR, cargo bike, parcel room or label job
dated today appears; deliveries use a made-up `Parcelo-*` scheme and a Telegram update, label printing
is seen through a printer queue and a ZPL template, proof of delivery through an XML dispute check, an
agent scaffold and a Thai complaint. The sources are:

* locker drops and pickups: YAML front matter `generated_at` over a pasted locker event that opens with
  `created_at` and a UUIDv7 `id`, a compartment hold (reservation token and a `Held until:` computed
  from now; the locker bank stays), a German `Systemzeit:` and `Vorgangs-ID:` over a pasted pickup SMS,
  a Polish `Czas serwera:` and nanoid `Sesja:` over pasted JSON with Polish keys, a Japanese
  `現在時刻：` with a full-width colon and `リクエストID：`, a Korean `요청 시각:` in 12-hour form over a
  pasted history table, a Chinese `当前时间：` and ULID `会话编号：` over JSON with Chinese keys, a Hebrew
  `שעת הבקשה:`, a Ukrainian `Поточний час:` (the customer's typed 19:40 stays), a Greek `Ώρα
  αιτήματος:` and TSID `Συνεδρία:` after the customer's message, and an edge forwarding stamp "at" an
  Apache time inside a sentence;
* courier apps and route sheets: a ChatML `Dispatch clock:` in Go RFC3339Nano before `<|im_end|>` over a
  route sheet CSV, a Llama 3 `Today Date` (`Cutting Knowledge Date` stays), a Mistral `Now:` in
  JavaScript `toString()` form, a leading `x-trace:` KSUID over a logfmt stop line at the very start of
  the user's message, a route sheet "loaded for this request at" a ctime time, an Italian `Ora
  attuale:` in Log4j form, a courier group bot's Telegram update in pretty JSON (`update_id`,
  `message_id` and `date` move; sender, chat and text stay), a forwarded `Authorization: Bearer` JWT
  and a dispatcher console (US medium time, base58 session; the shift lead stays);
* failed delivery attempts: a bracketed review line (hex `rid`, `ts` in s; depot, region and language
  stay), an Arabic `وقت الطلب:` in Arabic-Indic digits, a French footer (`Horodatage :`, `Réf.
  requête :`), a Phi-3 `Current time:` in Windows form before `<|end|>`, a Vietnamese `Thời gian yêu
  cầu:` after the customer's message and a RAG context's `Retrieved:` and ObjectId `Query ID:` (the
  policy document's `updated` stays);
* returns and label printing: a printer queue polled "at" a time with a parenthesised KSUID poll id
  (the jobs' times stay), a Turkish `Oturum:` and `İstek zamanı:`, a Spanish "Hoy es ..." sentence
  inside a system paragraph, a trailing `client_ts` epoch in ms as the last line, a markdown session
  table (ULID session, Python logging time) over a pasted returns table, a carrier API response the
  app received for this request (`Date`, `X-Request-Id`; the shipment body with `created_at` stays) and
  an XML context's `now` in .NET "o" form over a ZPL template;
* address exceptions: made-up labels `adrx.t0` (epoch in us) and `adrx.hop` (hex; `adrx.build` CalVer
  stays), a ReAct observation's `fetched_at` and `lookup` id in single-line JSON (the events' `ts`
  stay), a Brazilian `Gerado em:` at the head over a pasted tracking history and a Hindi `अनुरोध
  समय:` with a UUIDv7 `अनुरोध ID:`;
* proof of delivery: XML attributes `request` and `checked` of a dispute check (the `<pod>` element
  with its `id` and `signedAt` stays), an agent scaffold's `Run:` and `Task started:` (the indented POD
  record with `delivered_at` and the EXIF time stays) and a Thai Buddhist-era `เวลาปัจจุบัน:` with a
  lower-case ULID `รหัสคำขอ:`;
* customer notifications: a `Parcelo-*` delivery received by the notification service (delivery id,
  `Sent-At` epoch and signature move; `Parcelo-Event` and the payload with `attempted_at` stay), an SMS
  composer behind `X-Request-Start: t=` (us) and `X-Correlation-ID` (`X-Tenant` stays), a WhatsApp
  message line (`id=wamid...` and `ts=` move, `channel` stays), a template rendering stamp (RFC 2822
  `Rendered:`, KSUID `Render-ID:`) and a tracking UUIDv7 the user asks about under the request's
  UUIDv7 `X-Request-Id`;
* the generated family: one volatile field (13 labels and formats, among them made-up `lkr.t0` and
  `lkr.hop`, a nonce, a delivery id, a traceparent and the local "now" label of each body's language)
  at six of seven positions (head, tail of the system prompt, bracketed `key=value` line, single-line
  JSON member, XML attribute, line after the user's message, footer after `--`) of eleven bodies (five
  English, six in German, Spanish, Polish, Japanese, Korean and Brazilian Portuguese) whose user
  message carries a pasted record with its own times and ids (a locker record with a UUIDv7 and
  `created_at`, a route export with ULIDs, a return record in YAML with an epoch, geocoder log lines
  with hex ids, a carrier e-mail with `Date` and `Message-ID`, and their counterparts in the other
  languages).

The negatives: 55 pasted records in twenty placements (question after, before, typed right under it,
behind a lead-in, at the very start of the user's message, at the very end of the prompt, in an earlier
user turn, in an earlier assistant turn, quoted, fenced, indented, in ChatML, Llama 3, Mistral, Gemma
and Phi-3 turns, in a RAG document, in a tool observation reading the user's attachment, in a user turn
under a system prompt and on both sides): a locker event opening with `created_at` and a UUIDv7, a
locker API response opening with `generated_at` and `request_id`, a route CSV with `scanned_at`, an
attempts table with `Ref` and `Attempted`, driver logfmt with `ts` and `req`, logcat, `curl -v` against
a carrier with `date` and `x-request-id`, a carrier e-mail with `Date` and `Message-ID`, a `Parcelo-*`
delivery pasted to debug its signature, a return in YAML with `created` and `ts`, POD XML with
`signedAt`, a returns form export with `Response ID` and `Submitted`, a pickup SMS, an address
exceptions CSV with ULIDs, a ZPL label with a date, Kafka consumer output with ULID keys and epochs, an
OpenTelemetry span, a Sentry event opening with `event_id` and `timestamp`, nginx lines with `rid=`, a
tracking history, a missed-delivery card, a notification audit with `sent_at` in ms, a CloudEvent from
the docs, a Telegram update pasted to debug, decoded token claims, RFC 5424 syslog of a locker
controller, a manifest XML with `generated`, a timesheet, a refund object with an epoch, EXIF, KSUID
event ids and a chat transcript; and in other languages a German notice (`Erstellt:`), Polish JSON
(`utworzono`), a Spanish notice (`Fecha:`), a French avis de passage (`Date :`), an Italian receipt
(`Consegnato il:`), a Brazilian history (`Data/hora:`), a Dutch return confirmation (`Aangemaakt:`), a
Swedish SMS, a Czech notice (`Vytvořeno:`), a Turkish delivery (`Teslim Tarihi:`), a Russian parcel
terminal history, Ukrainian JSON with Ukrainian keys, a Greek receipt (`Ημερομηνία και ώρα:`),
Japanese JSON with Japanese keys, a Korean history (`배송일시:`), Chinese JSON with Chinese keys, an
Arabic receipt (Arabic-Indic digits), a Hebrew SMS, a Hindi history (`दिनांक व समय:`), a Thai receipt
(Buddhist era), a Vietnamese history, an Indonesian history with a KSUID `ID` and a Finnish notice
(`Luotu:`). Twelve look-alikes in program positions (a knowledge cutoff and a policy date, a locker
bank's opening date in XML attributes, an API version in single-line JSON, front matter with a prompt
revision, an unrendered `{{now}}` template, a tenant uuid and depot cut-off, service hours, a Llama 3
header with only its cutoff, a terms footer with a CalVer build, a bracketed line of stable pairs,
Discord guild and channel ids and a customer profile), eight values the user asks about or types (an
epoch pair, a UUIDv7, a ULID, deadline arithmetic, a typed clock in Leeds, a relative time, few-shot
deadlines, a traceparent for support), two plain controls, and 33 generated hard negatives: the
family's bodies bare or with one stable value (knowledge cutoff, API version, prompt revision, depot,
locker bank, time zone, pickup window, build, tenant uuid, maximum attempts, service hours, region) at
a position.

What it is: 221 prompts. 111 carry volatile fields (138 spans): 45 hand-written positives (72 spans; 25
with two or more fields, two with three) and 66 generated ones. 110 carry none. About two prompts in
five are in a language other than English (scripts: Latin, Cyrillic, Greek, Hebrew, Arabic,
Devanagari, Thai, Japanese, Hangul, Han). The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout80.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, holds computed from now, pasted
blocks that open with metadata-like lines, work logins, per-message stamps, deliveries received vs
pasted, tool results, made-up labels, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Delivery records are content wherever they sit and however they open (also when the program fetched
  them for this request, as in a carrier response, a tool observation or a printer queue): parcel,
  shipment, tracking, return, attempt, exception, compartment, locker bank, manifest and POD ids;
  deposit, pickup, scan, attempt, delivery, signature, expiry and collect-by times; a pickup code; the
  EXIF time and GPS of a delivery photo; a label's printed date; a webhook payload's `attempted_at`.
  Only the program's stamp and the ids minted for the lookup, poll, render, run or request move.
* Near-misses are decided by position and purpose: the app's `generated_at` in front matter moves while
  the pasted event's `created_at` stays, and a pasted locker API response that itself opens with
  `generated_at` and `request_id` stays whole; a `Parcelo-*` delivery the notification service received
  moves its delivery id, `Sent-At` and signature and keeps its payload, while the same kind of delivery
  pasted to debug stays whole; the shipment UUIDv7 the user asks about stays next to the request's
  UUIDv7 that moves.
* A Telegram update received for this request is a per-message envelope: `update_id`, the message's
  `message_id` and its `date` move; the sender, the chat and the text stay. A WhatsApp message line's
  `wamid` id and `ts` move and its channel stays.
* A compartment reserved for this customer while the prompt is built is a hold computed from now: the
  reservation token and `Held until:` move; the compartment and the locker bank stay. A route sheet
  "loaded for this request at" a time moves its time; the stops and windows stay. A notification
  rendered for this request moves its rendering time and id; the template name stays.
* "Now" in any form moves: Go RFC3339Nano, .NET "o", Log4j, Windows, US medium and ctime renderings,
  JavaScript `toString()`, `X-Request-Start: t=` in us, a trailing `client_ts`, made-up labels (`adrx.t0`,
  `lkr.t0`), the Buddhist era, Arabic-Indic digits, full-width colons and "now" labels in the body's
  language; an unrendered `{{now}}` does not, and neither do times the user types ("It's 19:42 here").
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Printer queue polled at <time> (poll <id>) for this request:" leaves "Printer queue polled for this
  request:"; "Forwarded by edge ... at <time> with status 200." leaves "Forwarded by edge ... with
  status 200."); a parenthesised id is cut with its parentheses; a Spanish "Hoy es ..." sentence inside
  a paragraph is cut alone; XML attributes and `key=value` pairs are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them and follow a stable member, and volatile
  members of pretty-printed JSON are never the last member of their object; header lines, markdown
  rows, YAML keys, footer lines and a line holding one field in any script are whole-line spans, and a
  footer's `--` stays; a field followed by `<|im_end|>` or `<|end|>` on its line is an inline span.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Reply:`...) or a chat template's
  reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other languages end
  with the user's message or with the metadata after it; the Mistral `[INST]` and Phi-3 positives get
  their trailer at the end as rule 4 gives it; Gemma prompts appear only among the negatives.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    JST,
    MONTHS,
    Draft,
    Gen,
    clf,
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    http_date,
    iso_space,
    js_iso,
    js_tostring,
    log4j_iso,
    py_iso,
    py_logging,
    rfc2822,
    rfc3339,
    v,
    windows_general,
)

SEED = 20260884
SRC = "holdout84:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout84.jsonl"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
TRT = timezone(timedelta(hours=3), "TRT")
BRT = timezone(timedelta(hours=-3), "BRT")
ICT = timezone(timedelta(hours=7), "ICT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
IL = timezone(timedelta(hours=2), "IST")
EET = timezone(timedelta(hours=2), "EET")
GST = timezone(timedelta(hours=4), "GST")

DIAS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
MESES = [
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
]
AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")


# --- local renderings ----------------------------------------------------------------------------------------


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y}, {t:%H:%M:%S} Uhr"


def eu_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slash_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t.hour}時{t.minute:02d}分{t.second:02d}秒"


def ko_dt(t: datetime) -> str:
    half = "오전" if t.hour < 12 else "오후"
    return f"{t.year}. {t.month}. {t.day}. {half} {t.hour % 12 or 12}:{t:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def th_dt(t: datetime) -> str:
    return f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S} น."


def ar_dt(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}".translate(AR_DIGITS)


def es_long(t: datetime) -> str:
    return f"{DIAS[t.weekday()]}, {t.day} de {MESES[t.month - 1]} de {t.year}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def tsid(g: Gen) -> str:
    return g.b62(13).upper()


def parcel_no(g: Gen) -> str:
    return "VX" + g.digits(10) + "DE"


def base58(g: Gen, n: int) -> str:
    alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    return "".join(g.rng.choice(alphabet) for _ in range(n))


# --- hand-written positives -----------------------------------------------------------------------------------

POS: list[Callable[[Gen], Draft]] = []


def positive(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


@positive
def _front_matter_generated_at(g: Gen) -> Draft:
    t = g.moment_eu()
    e = t - timedelta(minutes=g.small(20, 300), seconds=g.small(0, 59))
    event = json.dumps(
        {
            "created_at": rfc3339(e),
            "id": g.uuid7(e),
            "bank": "LB-ZRH-0412",
            "compartment": "C17",
            "event": "door_open_failed",
            "attempt": 2,
        },
        ensure_ascii=False,
    )
    return Draft(
        f"""---
assistant: lockdesk
{v("datetime", "generated_at: " + rfc3339(t))}
locale: de-CH
---
A customer says locker C17 never opened for her pickup. This is the event the locker controller logged:

{event}

Was this a hardware fault or a wrong code? Answer in two sentences.
Answer:""",
        f"{SRC}pos:lockers:front-matter-generated-at",
        ["front_matter", "near_miss", "pasted_json"],
    )


@positive
def _webhook_received(g: Gen) -> Draft:
    t = g.moment()
    a = t - timedelta(seconds=g.small(5, 90))
    payload = json.dumps(
        {
            "shipment": parcel_no(g),
            "status": "attempt_failed",
            "attempted_at": rfc3339(a),
            "reason": "recipient_absent",
            "next_step": "locker_redirect",
        }
    )
    return Draft(
        f"""You turn carrier events into a short customer notification (max 160 characters, no emojis).

Delivery received by the notification service:
{v("request_id", "Parcelo-Delivery-Id: dlv_" + g.ulid(t))}
{v("datetime", "Parcelo-Sent-At: " + str(epoch_s(t)))}
{v("signature", "Parcelo-Signature: v1=" + g.b64url(32))}
Parcelo-Event: shipment.attempt_failed
Content-Type: application/json

{payload}

Notification:""",
        f"{SRC}pos:notifications:webhook-envelope",
        ["webhook_envelope", "near_miss", "payload_stays"],
    )


@positive
def _asked_id_beside_request_id(g: Gen) -> Draft:
    t = g.moment()
    parcel_t = t - timedelta(days=g.small(2, 6), hours=g.small(1, 9))
    return Draft(
        f"""Tracking assistant for Ruta Norte Envíos. Use the tracking tool before answering.
{v("request_id", "X-Request-Id: " + g.uuid7(t))}
Channel: web

User: The shipment id in my confirmation is {g.uuid7(parcel_t)} and it has said "at depot" since Tuesday. Can
you tell me when that id was created and why it is stuck?
Assistant:""",
        f"{SRC}pos:tracking:asked-id-beside-request-id",
        ["header_line", "near_miss", "id_in_question"],
    )


@positive
def _chatml_dispatch_clock(g: Gen) -> Draft:
    t = g.moment_eu()
    d = t.date()
    rows = "\n".join(
        f"{n},{stop},{d} {h:02d}:{m:02d},{w}"
        for n, (stop, h, m, w) in enumerate(
            [
                ("Kastanienallee 12", 8, 40, "08:30-10:00"),
                ("Oderberger Str. 3", 9, 5, "09:00-12:00"),
                ("Schwedter Str. 210", 9, 31, "any"),
            ],
            start=1,
        )
    )
    return Draft(
        f"""<|im_start|>system
You are the dispatch assistant of Kurierwerk Berlin. Answer the dispatcher briefly.
{v("datetime", "Dispatch clock: " + go_nano(t, g.small(1, 999)))}<|im_end|>
<|im_start|>user
Route sheet for van B-KW 417:
seq,address,eta,window
{rows}

Which stop is at risk of missing its window if we leave 25 minutes late?<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}pos:routes:chatml-dispatch-clock",
        ["chatml", "system_tail", "go_nano", "pasted_csv"],
    )


@positive
def _llama3_courier(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You help couriers of Swiftlane with app questions. Keep answers under 80 words.<|eot_id|><|start_header_id|>user<|end_header_id|>

The app shows "Scan rejected: parcel already delivered 2h ago" when I scan at the door. What do I do?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>
""",
        f"{SRC}pos:courier-app:llama3-today",
        ["llama3", "today_date", "cutoff_stays"],
    )


@positive
def _bracketed_attempt_review(g: Gen) -> Draft:
    t = g.moment_eu()
    a = t - timedelta(hours=g.small(2, 20), minutes=g.small(0, 59))
    return Draft(
        f"""[attempt-review depot=BER-07 {v("request_id", "rid=" + g.hex(16))} region=eu \
{v("epoch", "ts=" + str(epoch_s(t)))} lang=en]
Decide whether this failed attempt should be charged to the courier or the customer. Reply "courier" or
"customer" and one reason.

Attempt {parcel_no(g)}-A2, {a:%Y-%m-%d %H:%M:%S}: "No access to building, intercom dead, customer not reachable
by phone (2 calls)". Photo shows closed gate at 14:02.
Decision:""",
        f"{SRC}pos:failed-attempts:bracketed-line",
        ["bracketed", "key_value", "epoch"],
    )


@positive
def _printer_queue_phrase(g: Gen) -> Draft:
    t = g.moment_us()
    jobs = "\n".join(
        f"job {g.small(3000, 9999)}  {rfc3339(t - timedelta(minutes=m))}  return-label  {state}"
        for m, state in [(14, "printed"), (9, "error: ribbon out"), (3, "held")]
    )
    return Draft(
        f"""You help store staff print return labels on the counter printer (Zebra ZD421).

Printer queue polled {v("datetime", "at " + rfc3339(t, 3))} {v("run_id", "(poll " + g.ksuid(t) + ")")} for this request:
{jobs}

Staff: Two customers are waiting. Why is the third label held, and what do I press?
Assistant:""",
        f"{SRC}pos:returns:printer-queue-phrase",
        ["phrase", "parenthesised_id", "ksuid"],
    )


@positive
def _address_madeup_labels(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""adrx.build: 2026.03.1
{v("epoch", "adrx.t0: " + str(epoch_us(t)))}
{v("request_id", "adrx.hop: " + g.hex(12))}

Address exception triage. Propose a corrected address or say "call customer".

Exception: "Flat 3B, 27 Carrow Rd" -> geocoder returned 2 candidates (NR1 1HS, NR1 1HU); driver note: "no flat 3B,
numbering stops at 3A". Parcel {parcel_no(g)}, created {rfc3339(t - timedelta(days=1), 0)}.
Proposal:""",
        f"{SRC}pos:address:made-up-labels",
        ["made_up_label", "epoch_us", "calver_stays"],
    )


@positive
def _pod_check_xml(g: Gen) -> Draft:
    t = g.moment_eu()
    s = t - timedelta(hours=g.small(3, 40))
    pod = g.uuid4()
    return Draft(
        f"""<pod-check carrier="Vela Express" {v("request_id", 'request="' + g.uuid4() + '"')} \
{v("datetime", 'checked="' + rfc3339(t) + '"')} locale="it-IT">
The customer disputes delivery. Compare the proof of delivery with the claim and say whether to refund.

<pod id="{pod}" signedAt="{rfc3339(s)}" lat="45.46421" lon="9.19011" signer="M. ROSSI" photo="yes"/>

Claim: "Nobody signed for anything, I was at work all day."
</pod-check>
Verdict:""",
        f"{SRC}pos:pod:xml-attributes",
        ["xml_attribute", "pod_stays"],
    )


@positive
def _sms_composer_headers(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "X-Request-Start: t=" + str(epoch_us(t)))}
{v("trace_id", "X-Correlation-ID: " + g.uuid4())}
X-Tenant: parcelpoint-uk

Write the SMS for a parcel that is ready for pickup at locker "Tesco Extra Hove". Include the code 482 193 and
the pickup deadline of 3 days. Under 160 characters.
SMS:""",
        f"{SRC}pos:notifications:request-start",
        ["header_block", "epoch_us", "head"],
    )


@positive
def _german_abholstation(g: Gen) -> Draft:
    t = g.moment_eu()
    e = t - timedelta(hours=g.small(5, 30))
    return Draft(
        f"""Du bist der Kundenservice von Paketpunkt24. Antworte kurz und freundlich auf Deutsch.
{v("datetime", "Systemzeit: " + de_dt(t))}
{v("request_id", "Vorgangs-ID: " + g.ulid(t))}

Kunde: Ich habe diese SMS bekommen, aber die Station sagt "Code ungültig":
"Ihre Sendung {parcel_no(g)} liegt seit {eu_dt(e)} in der Abholstation 117 (Leipzig Hbf). Abholcode: 604 221.
Abholung bis {e + timedelta(days=7):%d.%m.%Y}." Was kann ich tun?""",
        f"{SRC}pos:lockers:de-systemzeit",
        ["german", "localized_now", "ulid", "pasted_sms"],
    )


@positive
def _polish_paczkomat(g: Gen) -> Draft:
    t = g.moment_eu()
    e = t - timedelta(days=1, hours=g.small(1, 9))
    rec = json.dumps(
        {
            "utworzono": rfc3339(e),
            "numer": "6" + g.digits(23),
            "automat": "KRA01M",
            "skrytka": "B4",
            "status": "oczekuje_na_odbior",
        },
        ensure_ascii=False,
        indent=2,
    )
    return Draft(
        f"""Jesteś asystentem obsługi klienta sieci automatów paczkowych. Odpowiadaj po polsku.
{v("datetime", "Czas serwera: " + iso_space(t))}
{v("session_id", "Sesja: " + g.nanoid())}

Klient: Aplikacja pokazuje coś takiego:
{rec}
Czy mogę przekierować paczkę do innego automatu?""",
        f"{SRC}pos:lockers:pl-czas-serwera",
        ["polish", "localized_now", "nanoid", "pasted_json"],
    )


@positive
def _japanese_locker(g: Gen) -> Draft:
    t = g.moment(JST)
    e = t - timedelta(hours=g.small(2, 20))
    return Draft(
        f"""あなたは宅配ロッカー「ハコポ」のサポート担当です。丁寧な日本語で答えてください。
{v("datetime", "現在時刻：" + ja_dt(t))}
{v("request_id", "リクエストID：" + g.uuid7(t))}

お客様：以下の通知が届きましたが、ロッカーの場所がわかりません。
「お荷物（伝票番号 {g.digits(4)}-{g.digits(4)}-{g.digits(4)}）を {e.month}月{e.day}日 {e:%H:%M} に
ハコポ 中野駅北口 に預け入れました。受取期限：{(e + timedelta(days=3)).month}月{(e + timedelta(days=3)).day}日」""",
        f"{SRC}pos:lockers:ja-genzai-jikoku",
        ["japanese", "localized_now", "fullwidth_colon", "uuid7"],
    )


@positive
def _korean_request_time(g: Gen) -> Draft:
    t = g.moment(KST)
    e = t - timedelta(hours=g.small(1, 8))
    return Draft(
        f"""무인택배함 고객센터 상담원입니다. 한국어로 짧게 답하세요.
{v("datetime", "요청 시각: " + ko_dt(t))}

고객: 배송 기록이 이렇게 나와요.
| 시각 | 상태 | 위치 |
|---|---|---|
| {e:%Y-%m-%d %H:%M:%S} | 보관함 입고 | 마포 3번 보관함 |
| {e + timedelta(minutes=4):%Y-%m-%d %H:%M:%S} | 알림 발송 | - |
비밀번호 문자를 못 받았는데 다시 받을 수 있나요?""",
        f"{SRC}pos:lockers:ko-request-time",
        ["korean", "localized_now", "twelve_hour", "pasted_table"],
    )


@positive
def _chinese_locker(g: Gen) -> Draft:
    t = g.moment(CST8)
    e = t - timedelta(hours=g.small(20, 60))
    rec = json.dumps(
        {
            "运单号": "SF" + g.digits(12),
            "投递时间": f"{e:%Y-%m-%d %H:%M:%S}",
            "柜号": "A-07",
            "状态": "超时未取",
        },
        ensure_ascii=False,
    )
    return Draft(
        f"""你是快递柜客服助手，请用简体中文回答。
{v("datetime", "当前时间：" + zh_dt(t))}
{v("session_id", "会话编号：" + g.ulid(t))}

用户：我的包裹显示这样：{rec}
超时了还能取吗？要交多少钱？""",
        f"{SRC}pos:lockers:zh-current-time",
        ["chinese", "localized_now", "ulid", "pasted_json"],
    )


@positive
def _arabic_request_time(g: Gen) -> Draft:
    t = g.moment(GST)
    return Draft(
        f"""أنت مساعد خدمة العملاء لشركة توصيل الطرود. أجب باللغة العربية وباختصار.
{v("datetime", "وقت الطلب: " + ar_dt(t))}

العميل: وصلتني رسالة تقول إن المندوب حاول التوصيل أمس الساعة ٤:١٥ عصرًا ولم يجد أحدًا، لكنني كنت في المنزل.
رقم الشحنة {g.digits(12)}. ماذا أفعل؟""",
        f"{SRC}pos:failed-attempts:ar-request-time",
        ["arabic", "localized_now", "arabic_indic_digits"],
    )


@positive
def _turkish_returns(g: Gen) -> Draft:
    t = g.moment(TRT)
    return Draft(
        f"""Kargo iade asistanısın. Türkçe ve kısa cevap ver.
{v("session_id", "Oturum: " + g.uuid4())}
{v("datetime", "İstek zamanı: " + eu_dt(t))}

Müşteri: İade kodum {g.digits(9)} ama şubede "kod süresi dolmuş" dediler. Kodu {eu_dt(t - timedelta(days=9))}
tarihinde almıştım. Yeni kod alabilir miyim?""",
        f"{SRC}pos:returns:tr-istek-zamani",
        ["turkish", "localized_now", "session"],
    )


@positive
def _hebrew_request_time(g: Gen) -> Draft:
    t = g.moment(IL)
    return Draft(
        f"""אתה נציג שירות של רשת לוקרים לחבילות. ענה בעברית בקצרה.
{v("datetime", "שעת הבקשה: " + eu_dt(t))}

לקוח: קיבלתי הודעה שהחבילה בלוקר ברחוב הרצל 40 עד {(t + timedelta(days=2)):%d.%m.%Y} בשעה 20:00. אפשר להאריך?""",
        f"{SRC}pos:lockers:he-request-time",
        ["hebrew", "localized_now"],
    )


@positive
def _hindi_request_time(g: Gen) -> Draft:
    t = g.moment(IST)
    return Draft(
        f"""आप एक कूरियर कंपनी के ग्राहक सहायक हैं। हिंदी में संक्षेप में उत्तर दें।
{v("datetime", "अनुरोध समय: " + slash_dt(t))}
{v("request_id", "अनुरोध ID: " + g.uuid7(t))}

ग्राहक: मेरा पता "फ्लैट 12, साईं अपार्टमेंट" है लेकिन ऐप कहता है "पता अधूरा है"। पिन कोड 411038 है। क्या करूँ?""",
        f"{SRC}pos:address:hi-request-time",
        ["hindi", "localized_now", "uuid7"],
    )


@positive
def _spanish_today_sentence(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Eres el asistente de devoluciones de TiendaSur. {v("date", "Hoy es " + es_long(t) + ".")} Las \
devoluciones se aceptan 30 días desde la entrega.

Cliente: Me entregaron el pedido el 2 de febrero y quiero devolver las zapatillas. ¿Todavía estoy a tiempo?""",
        f"{SRC}pos:returns:es-today-sentence",
        ["spanish", "sentence", "today"],
    )


@positive
def _french_footer(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Tu rédiges les avis de passage pour Colis Rapide. Ton sobre, 3 phrases maximum.

Client : Le livreur a laissé un avis disant « destinataire absent » alors que j'étais chez moi, interphone
en panne. Colis {parcel_no(g)}. Pouvez-vous le relivrer demain ?
--
{v("datetime", "Horodatage : " + eu_dt(t))}
{v("request_id", "Réf. requête : " + g.hex(20))}""",
        f"{SRC}pos:failed-attempts:fr-footer",
        ["french", "footer", "tail"],
    )


@positive
def _pt_generated(g: Gen) -> Draft:
    t = g.moment(BRT)
    e = t - timedelta(days=2, hours=g.small(1, 9))
    return Draft(
        f"""{v("datetime", "Gerado em: " + slash_dt(t))}
Você é o assistente de rastreio da EntregaJá. Responda em português do Brasil.

Cliente: O rastreio mostra:
{e:%d/%m/%Y %H:%M} - Objeto saiu para entrega ao destinatário - Campinas/SP
{e + timedelta(hours=5):%d/%m/%Y %H:%M} - Endereço incorreto - Campinas/SP
Meu endereço está certo. O que aconteceu?""",
        f"{SRC}pos:address:pt-gerado-em",
        ["portuguese", "head", "pasted_history"],
    )


@positive
def _ukrainian_now(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Ти помічник служби підтримки мережі поштоматів. Відповідай українською.
{v("datetime", "Поточний час: " + eu_dt(t))}

Клієнт: Поштомат №2281 не відкрив комірку, хоча я ввів код {g.digits(6)}. Спробував тричі о 19:40.""",
        f"{SRC}pos:lockers:uk-current-time",
        ["ukrainian", "localized_now", "typed_time_stays"],
    )


@positive
def _thai_buddhist(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""คุณคือผู้ช่วยบริการลูกค้าของบริษัทขนส่งพัสดุ ตอบเป็นภาษาไทยสั้น ๆ
{v("datetime", "เวลาปัจจุบัน: " + th_dt(t))}
{v("request_id", "รหัสคำขอ: " + g.ulid(t).lower())}

ลูกค้า: พนักงานส่งของถ่ายรูปพัสดุวางไว้หน้าบ้าน แต่ไม่มีพัสดุอยู่เลยครับ เลขพัสดุ TH{g.digits(11)}""",
        f"{SRC}pos:pod:th-buddhist-era",
        ["thai", "buddhist_era", "ulid_lower"],
    )


@positive
def _vietnamese_time(g: Gen) -> Draft:
    t = g.moment(ICT)
    return Draft(
        f"""Bạn là trợ lý chăm sóc khách hàng của dịch vụ giao hàng nhanh. Trả lời bằng tiếng Việt.

Khách hàng: Đơn hàng của tôi giao thất bại 2 lần, lần cuối lúc 15:20 hôm qua. Tôi muốn đổi sang nhận tại tủ
khóa gần nhà.
{v("datetime", "Thời gian yêu cầu: " + f"{t:%H:%M:%S} ngày {t:%d/%m/%Y}")}""",
        f"{SRC}pos:failed-attempts:vi-after-user",
        ["vietnamese", "after_user", "tail"],
    )


@positive
def _react_observation(g: Gen) -> Draft:
    t = g.moment()
    evs = [
        {"ts": rfc3339(t - timedelta(hours=h)), "code": c}
        for h, c in [(30, "PICKED_UP"), (9, "OUT_FOR_DELIVERY"), (6, "ADDRESS_EXCEPTION")]
    ]
    obs = (
        '{"source": "trackapi", '
        + v("datetime", f'"fetched_at": "{rfc3339(t, 3)}",')
        + " "
        + v("request_id", f'"lookup": "lk_{g.b62(16)}",')
        + ' "events": '
        + json.dumps(evs)
        + "}"
    )
    return Draft(
        f"""Answer the customer's question. You can use tools.

Question: Why does my parcel {parcel_no(g)} say "address exception"?
Thought: I should look up the tracking events.
Action: track_parcel
Action Input: {{"parcel": "same as in the question"}}
Observation: {obs}
Thought:""",
        f"{SRC}pos:address:react-observation",
        ["react", "tool_result", "single_line_json"],
    )


@positive
def _phi3_current_time(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""<|system|>
You schedule redelivery slots for HomeDrop. Offer at most two slots. \
{v("datetime", "Current time: " + windows_general(t))}<|end|>
<|user|>
The driver missed me this morning. I'm home after 5 pm on weekdays.<|end|>
<|assistant|>
""",
        f"{SRC}pos:failed-attempts:phi3-inline",
        ["phi3", "inline", "windows_time"],
    )


@positive
def _mistral_now(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""<s>[INST] You answer questions from LastLeg couriers about their route sheet.
{v("datetime", "Now: " + js_tostring(t, "Eastern Standard Time" if t.utcoffset() == timedelta(hours=-5) else "Eastern Daylight Time"))}

Stop 14 on my sheet says "leave with neighbour allowed: no, safe place: porch". Customer's not home. Can I leave
it on the porch? [/INST]""",
        f"{SRC}pos:routes:mistral-now",
        ["mistral", "js_tostring"],
    )


@positive
def _trailing_epoch(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the returns helper for Northbay Outfitters. Returns are free within 30 days; labels are emailed
as PDF and can be printed at any partner locker.

User: I don't have a printer. Can I still send my return?
{v("epoch", "client_ts: " + str(epoch_ms(t)))}""",
        f"{SRC}pos:returns:trailing-epoch",
        ["tail", "epoch_ms", "last_line"],
    )


@positive
def _leading_ksuid_over_row(g: Gen) -> Draft:
    t = g.moment()
    r = t - timedelta(minutes=g.small(30, 200))
    return Draft(
        f"""{v("trace_id", "x-trace: " + g.ksuid(t))}
User: stop_id={g.uuid7(r)} seq=23 status=skipped scanned_at={rfc3339(r)} reason=VAN_FULL
Why would the app mark a stop "VAN_FULL" halfway through a route? That stop was on my sheet.
Assistant:""",
        f"{SRC}pos:routes:leading-ksuid",
        ["head", "ksuid", "pasted_logfmt_at_start"],
    )


@positive
def _markdown_session(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""| Field | Value |
|---|---|
| Desk | Returns & claims |
{v("session_id", "| Session | " + g.ulid(t) + " |")}
{v("datetime", "| Opened | " + py_logging(t) + " |")}

My colleague sent this table of returns; which ones are over the 30-day limit?

| Return | Ordered | Delivered | Requested |
|---|---|---|---|
| RT-5521 | 2026-01-02 | 2026-01-05 | 2026-02-11 |
| RT-5522 | 2026-01-20 | 2026-01-22 | 2026-02-11 |
Answer:""",
        f"{SRC}pos:returns:markdown-session",
        ["markdown_table", "session", "pasted_table"],
    )


@positive
def _whatsapp_msg_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the WhatsApp assistant of GreenParcel. Reply in the customer's language.

Customer: can u deliver to my work address instead? Same city, 8 Quay St
[msg {v("message_id", "id=wamid." + g.b64url(24))} {v("epoch", "ts=" + str(epoch_s(t)))} channel=whatsapp]
Assistant:""",
        f"{SRC}pos:notifications:whatsapp-msg",
        ["bracketed", "message_id", "after_user"],
    )


@positive
def _telegram_update(g: Gen) -> Draft:
    t = g.moment()
    upd = g.small(700_000_000, 900_000_000)
    return Draft(
        f"""Courier group bot. The update below arrived for this request; answer the courier in one message.

{{
  {v("request_id", f'"update_id": {upd},')}
  "message": {{
    {v("message_id", f'"message_id": {g.small(1000, 99999)},')}
    "from": {{"id": 5512904471, "first_name": "Jonas"}},
    "chat": {{"id": -1001873665210, "title": "Depot Ost couriers"}},
    {v("epoch", f'"date": {epoch_s(t)},')}
    "text": "Locker at Ostbahnhof full again, where do I take the 6 returns?"
  }}
}}
Reply:""",
        f"{SRC}pos:couriers:telegram-update",
        ["pretty_json", "per_message", "envelope"],
    )


@positive
def _bearer_jwt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Forwarded from the driver app:
{v("token", "Authorization: Bearer " + g.jwt(t, "drv_4471"))}
X-App-Version: 7.12.0

Driver: I have 3 parcels for 14 Elm Row but only 2 on the stop list. Scan them all or call dispatch?
Assistant:""",
        f"{SRC}pos:couriers:bearer-jwt",
        ["jwt", "header_block"],
    )


@positive
def _crew_run(g: Gen) -> Draft:
    t = g.moment()
    s = t - timedelta(days=g.small(2, 9))
    return Draft(
        f"""Agent: POD Dispute Reviewer
Goal: decide if the proof of delivery supports the "delivered" status.
{v("run_id", "Run: run_" + g.ulid(t))}
{v("datetime", "Task started: " + py_iso(t))}

Proof of delivery (from the carrier portal):
  delivered_at: {rfc3339(s)}
  gps: 51.5079, -0.0877 (accuracy 38 m)
  recipient: "front door"
  photo_exif_datetime: {s:%Y:%m:%d %H:%M:%S}

Customer statement: "I live on the 9th floor; there is no front door access from the street."
Thought:""",
        f"{SRC}pos:pod:crew-run",
        ["agent_scaffold", "run", "pod_stays"],
    )


@positive
def _carrier_response_received(g: Gen) -> Draft:
    t = g.moment()
    c = t - timedelta(days=3, minutes=g.small(0, 600))
    body = json.dumps(
        {
            "id": "shp_" + g.b62(14),
            "created_at": rfc3339(c),
            "status": "returned_to_sender",
            "label_printed_at": rfc3339(c + timedelta(hours=2)),
        }
    )
    return Draft(
        f"""The carrier API answered the app's lookup for this conversation:

HTTP/1.1 200 OK
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
Content-Type: application/json

{body}

User: Why was my parcel returned to sender? I never got a notification.
Assistant:""",
        f"{SRC}pos:returns:carrier-response-received",
        ["http_response", "received", "payload_stays"],
    )


@positive
def _compartment_hold(g: Gen) -> Draft:
    t = g.moment_eu()
    until = t + timedelta(minutes=15)
    return Draft(
        f"""You guide customers through dropping off a return at a Loqbox locker.
Compartment M-22 is reserved for this customer.
{v("token", "Reservation token: " + g.b64url(18))}
{v("datetime", "Held until: " + rfc3339(until))}
Locker bank: LB-AMS-0091 (Amsterdam Centraal, east hall)

Customer: I'm at the locker but the screen asks for a QR code. Where do I find it?
Assistant:""",
        f"{SRC}pos:lockers:hold-from-now",
        ["hold", "token", "locker_bank_stays"],
    )


@positive
def _rag_retrieved(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Answer from the retrieved policy only.

{v("datetime", "Retrieved: " + js_iso(t))}
{v("request_id", "Query ID: " + g.objectid(t))}
<doc source="policy/failed-delivery.md" updated="2025-11-03">
After the third failed attempt the parcel goes to the nearest locker for 7 days, then back to the sender.
Attempts before 08:00 or after 20:00 do not count.
</doc>

Question: My parcel had attempts at 07:45, 12:10 and 18:30. Does it go back to the sender now?
Answer:""",
        f"{SRC}pos:failed-attempts:rag-retrieved",
        ["rag", "objectid", "doc_date_stays"],
    )


@positive
def _italian_now(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Sei l'assistente dei corrieri di ConsegnaVeloce. Rispondi in italiano, breve.
{v("datetime", "Ora attuale: " + log4j_iso(t))}

Corriere: Il cliente vuole la consegna al portiere ma sul foglio di via c'è scritto "firma obbligatoria".
Posso lasciarlo al portiere?""",
        f"{SRC}pos:routes:it-ora-attuale",
        ["italian", "log4j", "localized_now"],
    )


@positive
def _dotnet_label_service(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<context app="labeldesk" {v("datetime", 'now="' + dotnet_o(t, g.small(0, 9)) + '"')} \
printer="ZD421-front"/>
Explain to the shop assistant why this ZPL prints the barcode cut off at the right edge, in plain words.

^XA^PW812^LL1218
^FO620,200^BY3^BCN,180,Y,N,N^FD{parcel_no(g)}^FS
^XZ
Explanation:""",
        f"{SRC}pos:returns:xml-dotnet-now",
        ["xml_attribute", "dotnet_o", "zpl_stays"],
    )


@positive
def _greek_footer(g: Gen) -> Draft:
    t = g.moment(EET)
    return Draft(
        f"""Είσαι βοηθός εξυπηρέτησης πελατών για θυρίδες δεμάτων. Απάντησε στα ελληνικά.

Πελάτης: Το δέμα μου είναι στη θυρίδα Σύνταγμα 04 αλλά ο κωδικός λέει «έληξε». Το SMS ήρθε χθες στις 21:10.
{v("datetime", "Ώρα αιτήματος: " + eu_dt(t))}
{v("session_id", "Συνεδρία: " + tsid(g))}""",
        f"{SRC}pos:lockers:el-after-user",
        ["greek", "after_user", "tsid"],
    )


@positive
def _ctime_route_sheet(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Route sheet loaded for this request {v("datetime", "at " + ctime(t))} (driver 118):

1  08:10-08:40  Anker Pharmacy, 4 Dock Rd       2 parcels  signature
2  08:45-09:15  12 Mill Lane                    1 parcel   safe place: shed
3  09:20-10:00  Unit 7 Harbour Park             6 parcels  loading bay

Driver: Can I swap stops 2 and 3 without breaking any window?
Assistant:""",
        f"{SRC}pos:routes:printed-on-ctime",
        ["phrase", "ctime", "route_sheet_stays"],
    )


@positive
def _rfc2822_notification(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Rewrite the customer notification below so it is friendlier and shorter.

Notification template: pickup_reminder_2
{v("datetime", "Rendered: " + rfc2822(t))}
{v("request_id", "Render-ID: " + g.ksuid(t))}

"Your parcel has been waiting at Locker 22 (Station Square) for 5 days. It will be returned on day 7. Code: 118 204."
Rewrite:""",
        f"{SRC}pos:notifications:rendered",
        ["header_block", "rfc2822", "ksuid"],
    )


@positive
def _clf_stamp(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Forwarded by edge lockers-api.example {v("datetime", "at " + clf(t))} with status 200.
You explain locker API error codes to shop partners.

Partner: We keep getting E_COMPARTMENT_BLOCKED when booking size L. What does it mean?
Assistant:""",
        f"{SRC}pos:lockers:clf-edge",
        ["inline", "clf", "phrase"],
    )


@positive
def _us_medium_console(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Dispatcher console - Metro East
{v("datetime", "Console time: " + us_medium(t))}
{v("session_id", "Console session: " + base58(g, 22))}
Shift lead: R. Ortega

Three drivers report the Maple Ave locker is offline. Draft a message telling them where to divert returns
(nearest alternatives: Oak Plaza locker, Corner Mart counter).
Message:""",
        f"{SRC}pos:couriers:console",
        ["header_block", "us_medium", "base58"],
    )


# --- generated family: bodies with a pasted record, one volatile field at one of seven positions ---------------


@dataclass
class Body:
    key: str
    lang: str
    app: str
    system: str
    user_label: str
    user: Callable[[Gen], str]
    cue: str | None
    now_label: str
    now_key: str
    now_fmt: Callable[[datetime], str]
    tz: timezone


def _u_locker_json(g: Gen) -> str:
    t = g.moment()
    rec = json.dumps(
        {
            "id": g.uuid7(t),
            "created_at": rfc3339(t),
            "bank": "LB-LDN-0220",
            "size": "M",
            "state": "deposited",
        },
        indent=2,
    )
    return (
        f"The locker app shows this for my parcel:\n{rec}\nWhy can't I open it with the code from the email?"
    )


def _u_route_csv(g: Gen) -> str:
    t = g.moment()
    rows = "\n".join(
        f"{g.ulid(t + timedelta(minutes=7 * k))},{k + 1},{rfc3339(t + timedelta(minutes=7 * k))},{s}"
        for k, s in enumerate(["delivered", "failed:no_access", "delivered"])
    )
    return (
        f"Here is the export from the driver app:\nstop_id,seq,scanned_at,result\n{rows}\nSummarise stop 2."
    )


def _u_returns_yaml(g: Gen) -> str:
    t = g.moment()
    return (
        f"My colleague sent this return record:\nreturn:\n  ref: RT-{g.digits(6)}\n  created: {rfc3339(t)}\n"
        f"  label_ts: {epoch_s(t) + 310}\n  carrier: Parcelo\nIs the label still valid after 14 days?"
    )


def _u_address_log(g: Gen) -> str:
    t = g.moment()
    return (
        f"{py_logging(t)} WARN geocode ambiguous addr_id={g.hex(12)} candidates=2 postcode=EH6 6QL\n"
        f"{py_logging(t + timedelta(seconds=2))} INFO fallback=manual_review trace={g.hex(32)}\n"
        "What does the manual review step do with this address?"
    )


def _u_notify_email(g: Gen) -> str:
    t = g.moment()
    return (
        f"A customer forwarded this:\nFrom: Parcelo <noreply@parcelo.example>\nDate: {rfc2822(t)}\n"
        f"Message-ID: <{g.hex(16)}@mail.parcelo.example>\nSubject: Your parcel is on its way\n\n"
        "Expected today between 14:00 and 16:00.\nShe says it never came. What should I tell her?"
    )


def _u_de_sms(g: Gen) -> str:
    t = g.moment_eu()
    return (
        f"Ich habe diese Benachrichtigung bekommen:\nErstellt: {eu_dt(t)}\nSendung: {parcel_no(g)}\n"
        f"Zustellversuch: 2 von 3\nWarum wurde nicht geklingelt?"
    )


def _u_es_json(g: Gen) -> str:
    t = g.moment_eu()
    rec = json.dumps(
        {
            "devolucion": f"DV-{g.digits(7)}",
            "fecha_creacion": rfc3339(t),
            "id": g.ksuid(t),
            "estado": "etiqueta_generada",
        },
        ensure_ascii=False,
    )
    return f"El sistema me devolvió esto: {rec}\n¿Dónde imprimo la etiqueta si no tengo impresora?"


def _u_pl_table(g: Gen) -> str:
    t = g.moment_eu()
    return (
        f"| Data | Zdarzenie |\n|---|---|\n| {iso_space(t)} | Umieszczona w automacie WAW22A |\n"
        f"| {iso_space(t + timedelta(hours=48))} | Przypomnienie wysłane |\nIle mam jeszcze czasu na odbiór?"
    )


def _u_ja_log(g: Gen) -> str:
    t = g.moment(JST)
    return (
        f"配達記録：\n{t:%Y/%m/%d %H:%M:%S} 不在のため持ち戻り（ID {g.uuid4()}）\n"
        f"{t + timedelta(hours=3):%Y/%m/%d %H:%M:%S} 再配達受付\n今日の夜に再配達できますか？"
    )


def _u_ko_json(g: Gen) -> str:
    t = g.moment(KST)
    rec = json.dumps(
        {"송장번호": g.digits(12), "등록시각": f"{t:%Y-%m-%d %H:%M:%S}", "주소상태": "확인필요"},
        ensure_ascii=False,
    )
    return f"앱에서 이렇게 나와요: {rec}\n주소를 어떻게 고치나요?"


def _u_pt_pod(g: Gen) -> str:
    t = g.moment(BRT)
    return (
        f"Comprovante de entrega:\nEntregue em: {slash_dt(t)}\nRecebedor: porteiro\nID: {g.ulid(t)}\n"
        "Eu não recebi nada. Como abro uma reclamação?"
    )


BODIES = [
    Body(
        "locker-help",
        "en",
        "lockhelp",
        "You are the help assistant of CityLockers. Keep answers short and practical.",
        "User",
        _u_locker_json,
        "Assistant:",
        "Now",
        "now",
        rfc3339,
        UTC,
    ),
    Body(
        "route-export",
        "en",
        "routemate",
        "You are RouteMate, the assistant for delivery dispatchers.",
        "Dispatcher",
        _u_route_csv,
        "Assistant:",
        "Current time",
        "now",
        iso_space,
        UTC,
    ),
    Body(
        "returns-yaml",
        "en",
        "returnly",
        "You are Returnly's support assistant. Follow the returns policy strictly.",
        "User",
        _u_returns_yaml,
        "Answer:",
        "Now",
        "now",
        py_logging,
        UTC,
    ),
    Body(
        "address-log",
        "en",
        "addrfix",
        "You explain address exception handling to depot staff.",
        "Staff",
        _u_address_log,
        "Assistant:",
        "Time now",
        "now",
        js_iso,
        UTC,
    ),
    Body(
        "notify-email",
        "en",
        "notifyhub",
        "You help support agents answer delivery notification complaints.",
        "Agent",
        _u_notify_email,
        "Assistant:",
        "Now",
        "now",
        http_date,
        UTC,
    ),
    Body(
        "de-sms",
        "de",
        "zustellhilfe",
        "Du bist der Zustell-Assistent von Paketflink. Antworte auf Deutsch.",
        "Kunde",
        _u_de_sms,
        None,
        "Aktuelle Zeit",
        "jetzt",
        de_dt,
        timezone(timedelta(hours=1), "MEZ"),
    ),
    Body(
        "es-json",
        "es",
        "devoluciones",
        "Eres el asistente de devoluciones de EnvíoClaro. Responde en español.",
        "Cliente",
        _u_es_json,
        None,
        "Fecha y hora actual",
        "ahora",
        eu_dt,
        timezone(timedelta(hours=1), "CET"),
    ),
    Body(
        "pl-table",
        "pl",
        "paczkobot",
        "Jesteś asystentem sieci automatów paczkowych. Odpowiadaj po polsku.",
        "Klient",
        _u_pl_table,
        None,
        "Aktualny czas",
        "teraz",
        iso_space,
        timezone(timedelta(hours=1), "CET"),
    ),
    Body(
        "ja-log",
        "ja",
        "saihaitatsu",
        "あなたは再配達受付アシスタントです。日本語で答えてください。",
        "お客様",
        _u_ja_log,
        None,
        "現在日時",
        "genzai",
        ja_dt,
        JST,
    ),
    Body(
        "ko-json",
        "ko",
        "jusohelp",
        "배송 주소 오류를 도와주는 상담원입니다. 한국어로 답하세요.",
        "고객",
        _u_ko_json,
        None,
        "현재 시각",
        "hyeonjae",
        ko_dt,
        KST,
    ),
    Body(
        "pt-pod",
        "pt",
        "entregas",
        "Você é o assistente de reclamações de entrega da LevaLeva. Responda em português.",
        "Cliente",
        _u_pt_pod,
        None,
        "Data e hora atual",
        "agora",
        slash_dt,
        BRT,
    ),
]

POSITIONS = ["head", "sys_tail", "bracket", "json_line", "xml_attr", "after_user", "footer"]


@dataclass
class Field:
    cue: str
    label: str
    key: str
    value: Callable[[Gen, datetime], str]


FIELDS = [
    Field("datetime", "", "", lambda g, t: ""),  # the body's local "now" label and format
    Field("request_id", "Request-ID", "request_id", lambda g, t: g.uuid7(t)),
    Field("session_id", "Session", "session", lambda g, t: g.ulid(t)),
    Field("datetime", "Generated at", "generated_at", lambda g, t: rfc3339(t, 3)),
    Field("epoch", "client_ts", "client_ts", lambda g, t: str(epoch_ms(t))),
    Field("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    Field("epoch", "lkr.t0", "lkr.t0", lambda g, t: str(epoch_us(t))),
    Field("request_id", "lkr.hop", "lkr.hop", lambda g, t: g.ksuid(t)),
    Field("datetime", "Snapshot", "snapshot_at", lambda g, t: go_nano(t, g.small(1, 999))),
    Field("nonce", "Nonce", "nonce", lambda g, t: g.b64url(12)),
    Field("datetime", "Fetched", "fetched", lambda g, t: py_iso(t)),
    Field("request_id", "Delivery", "delivery", lambda g, t: "dlv_" + g.nanoid()),
    Field("session_id", "Conversation", "conv", lambda g, t: g.uuid4()),
]


def _compose(b: Body, pos: str | None, line: str, inline_kv: str, inline_json: str, inline_xml: str) -> str:
    """One prompt of the family; the field texts are marked (or stable) already."""
    head = f"{line}\n" if pos == "head" else ""
    system = b.system + (f"\n{line}" if pos == "sys_tail" else "")
    ctx = ""
    if pos == "bracket":
        ctx = f"\n[ctx app={b.app} {inline_kv} lang={b.lang}]"
    elif pos == "json_line":
        ctx = f'\n{{"app": "{b.app}", {inline_json} "lang": "{b.lang}"}}'
    elif pos == "xml_attr":
        ctx = f'\n<ctx app="{b.app}" {inline_xml} lang="{b.lang}"/>'
    tail = ""
    if pos == "after_user":
        tail = f"\n{line}"
    elif pos == "footer":
        tail = f"\n--\n{line}"
    return (
        head + system + ctx + "\n\n" + f"{b.user_label}: " + "{USER}" + tail + (f"\n{b.cue}" if b.cue else "")
    )


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    k = 0
    for bi, b in enumerate(BODIES):
        for pi, pos in enumerate(POSITIONS):
            if pi == bi % len(POSITIONS):
                continue
            f = FIELDS[k % len(FIELDS)]
            k += 1
            t = g.moment(b.tz)
            if f.label:
                value, label, key = f.value(g, t), f.label, f.key
            else:
                value, label, key = b.now_fmt(t), b.now_label, b.now_key
            sep = "：" if b.lang == "ja" and not f.label else ": "
            line = v(f.cue, f"{label}{sep}{value}")
            kv_val = f'"{value}"' if " " in value else value
            js_val = value if value.isdigit() else f'"{value}"'
            text = _compose(
                b,
                pos,
                line,
                v(f.cue, f"{key}={kv_val}"),
                v(f.cue, f'"{key}": {js_val},'),
                v(f.cue, f'{key}="{value}"'),
            )
            text = text.replace("{USER}", b.user(g))
            out.append(Draft(text, f"{SRC}pos:family:{b.key}:{pos}", ["family", b.lang, pos, f.cue]))
    return out


STABLE = [
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("API version", "api_version", "2025-09-30"),
    ("Prompt revision", "prompt_rev", "2026-02-11"),
    ("Depot", "depot", "BER-07"),
    ("Locker bank", "bank", "LB-LDN-0220"),
    ("Time zone", "tz", "Europe/Berlin"),
    ("Pickup window", "pickup_window", "72h"),
    ("Build", "build", "2026.03.1"),
    ("Tenant", "tenant", "8d3f2c1e-4b7a-4e90-a1c2-5f6e7d8c9b0a"),
    ("Max attempts", "max_attempts", "3"),
    ("Service hours", "hours", "07:00-22:00"),
    ("Region", "region", "eu-central-1"),
]


def generated_negatives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    k = 0
    for bi, b in enumerate(BODIES):
        for pos in [POSITIONS[bi % len(POSITIONS)], POSITIONS[(bi + 3) % len(POSITIONS)], None]:
            label, key, value = STABLE[k % len(STABLE)]
            k += 1
            sep = "：" if b.lang == "ja" else ": "
            kv_val = f'"{value}"' if " " in value else value
            js_val = value if value.isdigit() else f'"{value}"'
            text = _compose(
                b, pos, f"{label}{sep}{value}", f"{key}={kv_val}", f'"{key}": {js_val},', f'{key}="{value}"'
            )
            text = text.replace("{USER}", b.user(g))
            out.append(
                Draft(
                    text,
                    f"{SRC}neg:family:{b.key}:{pos or 'bare'}",
                    ["hard_negative", "family", b.lang, pos or "bare"],
                )
            )
    return out


# --- hand-written negatives: pasted records in many placements --------------------------------------------------

SYS = "You are the customer support assistant of a parcel delivery company. Be concise and accurate."


def _blocks(g: Gen) -> list[tuple[str, list[str], str, str, str]]:
    """(source, tags, block, question, lead-in) of each pasted record."""
    t = [g.moment() for _ in range(60)]
    e = [g.moment_eu() for _ in range(10)]
    return [
        (
            "locker-event-json",
            ["json", "created_at_first", "uuid7"],
            json.dumps(
                {
                    "created_at": rfc3339(t[0]),
                    "id": g.uuid7(t[0]),
                    "bank": "LB-MAN-0031",
                    "event": "pickup",
                    "compartment": "S04",
                }
            ),
            "When exactly was this parcel picked up, and from which compartment?",
            "Here is the locker event",
        ),
        (
            "locker-api-nested",
            ["json", "pretty", "generated_at_first", "request_id"],
            json.dumps(
                {
                    "generated_at": rfc3339(t[1], 3),
                    "request_id": g.uuid4(),
                    "parcel": {
                        "id": g.ulid(t[1] - timedelta(days=2)),
                        "deposited": rfc3339(t[1] - timedelta(days=2)),
                        "expires": rfc3339(t[1] + timedelta(days=1)),
                        "state": "awaiting_pickup",
                    },
                },
                indent=2,
            ),
            "How long is left before this parcel is sent back?",
            "Below is what the locker API returned",
        ),
        (
            "route-csv",
            ["csv", "scanned_at"],
            "stop,address,window,scanned_at,result\n"
            + "\n".join(
                f"{i},{a},{w},{rfc3339(t[2] + timedelta(minutes=11 * i))},{r}"
                for i, (a, w, r) in enumerate(
                    [
                        ("3 Bridge St", "08:00-10:00", "delivered"),
                        ("9 Bridge St", "08:00-10:00", "failed"),
                        ("Unit 4 Mill Yard", "09:00-12:00", "delivered"),
                    ],
                    start=1,
                )
            ),
            "Which stops were delivered outside their window?",
            "Export from the route app",
        ),
        (
            "attempts-markdown",
            ["markdown_table", "ref", "attempted"],
            f"| Ref | Attempted | Outcome |\n|---|---|---|\n| A-{g.digits(6)} | {iso_space(t[3])} | no answer |\n"
            f"| A-{g.digits(6)} | {iso_space(t[3] + timedelta(days=1))} | refused |",
            "Should the second attempt have counted as a refusal?",
            "Attempt history",
        ),
        (
            "driver-logfmt",
            ["logfmt", "ts", "req"],
            f'ts={rfc3339(t[4], 3)} level=warn msg="scan outside geofence" stop={g.uuid7(t[4])} req={g.hex(16)} dist_m=412\n'
            f'ts={rfc3339(t[4] + timedelta(seconds=41), 3)} level=info msg="override accepted" stop={g.uuid7(t[4])}',
            "Was the override justified if the driver was 412 m away?",
            "My colleague sent this",
        ),
        (
            "logcat",
            ["log", "android"],
            f"{t[5]:%m-%d %H:%M:%S}.{t[5].microsecond // 1000:03d}  4412  4470 E PodCamera: upload failed id={g.hex(24)}\n"
            f"{t[5]:%m-%d %H:%M:%S}.{(t[5].microsecond // 1000 + 7) % 1000:03d}  4412  4470 W PodQueue: retry in 30s",
            "Why does the proof-of-delivery photo keep failing to upload?",
            "From the courier phone",
        ),
        (
            "curl-carrier",
            ["http_exchange", "date", "x_request_id"],
            f"> GET /v2/shipments/{parcel_no(g)} HTTP/2\n> host: api.carrier.example\n>\n< HTTP/2 404\n"
            f"< date: {http_date(t[6])}\n< x-request-id: {g.uuid4()}\n< content-type: application/json\n<\n"
            '{"error": "shipment_not_found"}',
            "Why 404 if the parcel exists in the portal?",
            "This is what curl printed",
        ),
        (
            "carrier-email",
            ["email_headers", "date", "message_id"],
            f"From: Vela Express <avvisi@vela.example>\nDate: {rfc2822(e[0])}\nMessage-ID: <{g.hex(20)}@vela.example>\n"
            f"Subject: Consegna non riuscita\n\nAbbiamo tentato la consegna oggi alle {e[0]:%H:%M}. Nuovo tentativo domani.",
            "Is this email genuine or a phishing attempt?",
            "I got this email",
        ),
        (
            "webhook-debug",
            ["webhook", "pasted_to_debug", "signature"],
            f"POST /hooks/parcelo HTTP/1.1\nParcelo-Delivery-Id: dlv_{g.ulid(t[7])}\nParcelo-Sent-At: {epoch_s(t[7])}\n"
            f"Parcelo-Signature: v1={g.b64url(32)}\n\n"
            + json.dumps({"shipment": parcel_no(g), "status": "delivered", "delivered_at": rfc3339(t[7])}),
            "Our signature check fails on this delivery. Which bytes should the HMAC cover?",
            "This is the webhook our endpoint rejected",
        ),
        (
            "return-yaml",
            ["yaml", "created", "ts"],
            f"return:\n  id: {g.ksuid(t[8])}\n  created: {rfc3339(t[8])}\n  ts: {epoch_ms(t[8])}\n  reason: wrong_size\n"
            f"  label:\n    printed: {rfc3339(t[8] + timedelta(hours=1))}\n    carrier: HomeDrop",
            "Has the customer dropped the return off yet, judging by this?",
            "The return record",
        ),
        (
            "pod-xml",
            ["xml", "signedAt", "id"],
            f'<proofOfDelivery id="{g.uuid4()}" signedAt="{rfc3339(e[1])}">\n  <signer>K. Novak</signer>\n'
            f'  <geo lat="50.0875" lon="14.4213" acc="12"/>\n  <photo taken="{rfc3339(e[1])}"/>\n</proofOfDelivery>',
            "Does this prove the parcel reached the customer's door?",
            "Proof of delivery from the carrier",
        ),
        (
            "returns-form",
            ["form_export", "response_id", "submitted"],
            f"Response ID: {g.b62(20)}\nSubmitted: {us_medium(t[9])}\nOrder number: NB-{g.digits(7)}\n"
            "Reason: arrived damaged\nPreferred refund: original payment",
            "Write a reply confirming the refund route.",
            "The returns form export",
        ),
        (
            "pickup-sms",
            ["sms", "deadline"],
            f"CityLockers: Your parcel {parcel_no(g)} is in locker 31 (Park Rd). Code 559 102. Collect by "
            f"{(t[10] + timedelta(days=3)):%d %b %H:%M}.",
            "The code doesn't work. What else can I try?",
            "I received this SMS",
        ),
        (
            "address-exceptions-csv",
            ["csv", "ulid"],
            "exception_id,created,postcode,type\n"
            + "\n".join(
                f"{g.ulid(t[11] + timedelta(minutes=m))},{iso_space(t[11] + timedelta(minutes=m))},{p},{ty}"
                for m, p, ty in [(0, "LS6 2AB", "no_such_number"), (13, "LS6 3JQ", "business_closed")]
            ),
            "Group these exceptions by type and suggest one fix each.",
            "Address exceptions from yesterday",
        ),
        (
            "zpl-label",
            ["zpl", "label_date"],
            f"^XA\n^FO40,40^A0N,30,30^FDRETURN - {t[12]:%Y-%m-%d}^FS\n^FO40,90^BCN,120,Y,N,N^FD{parcel_no(g)}^FS\n^XZ",
            "Will this label print the date above the barcode?",
            "The label we print",
        ),
        (
            "kafka-consumer",
            ["kafka", "ulid", "epoch"],
            "\n".join(
                f"key={g.ulid(t[13] + timedelta(seconds=s))} ts={epoch_ms(t[13]) + s * 1000} "
                f'value={{"parcel":"{parcel_no(g)}","event":"{ev}"}}'
                for s, ev in [(0, "deposited"), (4, "notified"), (9, "notified")]
            ),
            "Why is the customer notified twice?",
            "Output of the consumer",
        ),
        (
            "otel-span",
            ["otel", "trace", "unix_nano"],
            json.dumps(
                {
                    "traceId": g.hex(32),
                    "spanId": g.hex(16),
                    "name": "locker.open",
                    "startTimeUnixNano": str(epoch_us(t[14]) * 1000),
                    "endTimeUnixNano": str(epoch_us(t[14]) * 1000 + 8_400_000_000),
                    "status": {"code": "ERROR", "message": "door sensor timeout"},
                },
                indent=2,
            ),
            "How long did the open command take, and where did it fail?",
            "A span from the locker service",
        ),
        (
            "sentry-event",
            ["sentry", "event_id", "timestamp_first"],
            json.dumps(
                {
                    "event_id": g.hex(32),
                    "timestamp": epoch_s(t[15]) + 0.412,
                    "level": "error",
                    "message": "LabelRenderError: font not found (Helvetica-Bold)",
                    "release": "labels@3.4.1",
                }
            ),
            "How do we fix this label rendering error?",
            "Sentry shows this",
        ),
        (
            "nginx-locker",
            ["nginx", "clf", "rid"],
            "\n".join(
                f'10.2.{i}.17 - - [{clf(t[16] + timedelta(seconds=i * 3))}] "POST /v1/compartments/reserve '
                f'HTTP/1.1" {c} 87 rid={g.hex(16)}'
                for i, c in [(1, 409), (2, 409), (3, 201)]
            ),
            "Why do the first two reservations get 409?",
            "Access log from the locker API",
        ),
        (
            "tracking-history",
            ["tracking", "table"],
            "\n".join(
                f"{(t[17] + timedelta(hours=h)):%d.%m.%Y %H:%M}  {s}"
                for h, s in [
                    (0, "Parcel received at hub Hamburg"),
                    (9, "Out for delivery"),
                    (14, "Delivery failed - address not found"),
                    (15, "Address exception: customer contacted"),
                ]
            ),
            "What does 'address exception' mean here?",
            "The tracking page says",
        ),
        (
            "failed-card-ocr",
            ["ocr", "card"],
            f"SORRY WE MISSED YOU\nDate: {t[18]:%d/%m/%Y}   Time: {t[18]:%H:%M}\nCard no: {g.digits(10)}\n"
            "Your item is at: Locker 7, Corn Exchange\nCollect within 7 days.",
            "Can somebody else collect it for me?",
            "Text from the card through my door",
        ),
        (
            "notification-audit",
            ["audit", "sent_at_epoch_ms"],
            "\n".join(
                f"sent_at={epoch_ms(t[19]) + d} channel={c} template=pickup_ready msg_id={g.b62(18)} status={s}"
                for d, c, s in [
                    (0, "sms", "delivered"),
                    (62_000, "email", "bounced"),
                    (120_000, "push", "sent"),
                ]
            ),
            "Which channel reached the customer?",
            "Notification audit log",
        ),
        (
            "cloudevent-pasted",
            ["cloudevent", "pasted"],
            json.dumps(
                {
                    "specversion": "1.0",
                    "id": g.uuid4(),
                    "source": "/lockers/LB-OSL-0012",
                    "type": "locker.parcel.expired",
                    "time": rfc3339(t[20]),
                    "data": {"parcel": parcel_no(g), "days": 7},
                },
                indent=2,
            ),
            "What should our service do when it gets this event?",
            "An example event from the docs",
        ),
        (
            "telegram-pasted",
            ["telegram", "pasted_to_debug"],
            json.dumps(
                {
                    "update_id": g.small(700_000_000, 900_000_000),
                    "message": {
                        "message_id": 88,
                        "date": epoch_s(t[21]),
                        "chat": {"id": -1001873665210},
                        "text": "/route",
                    },
                }
            ),
            "My bot ignores this update. Is the command parsed from 'text'?",
            "The update my bot got",
        ),
        (
            "jwt-claims",
            ["jwt", "decoded", "iat"],
            json.dumps(
                {
                    "sub": "drv_4471",
                    "iat": epoch_s(t[22]),
                    "exp": epoch_s(t[22]) + 3600,
                    "jti": g.ulid(t[22]),
                    "scope": "route:read pod:write",
                },
                indent=2,
            ),
            "Why does the driver app say 'token expired' 20 minutes after login?",
            "Decoded token claims",
        ),
        (
            "locker-syslog",
            ["syslog", "rfc5424"],
            f"<134>1 {rfc3339(t[23].astimezone(timezone(timedelta(hours=1))), 3)} lkr-0412 ctrl 311 DOOR - "
            f"compartment=C17 state=jammed\n<134>1 {rfc3339(t[23].astimezone(timezone(timedelta(hours=1))), 3)} "
            "lkr-0412 ctrl 311 DOOR - compartment=C17 retry=1",
            "Is C17 jammed or is it a sensor problem?",
            "Syslog of the locker controller",
        ),
        (
            "manifest-xml",
            ["xml", "manifest"],
            f'<manifest route="R-118" date="{t[24]:%Y-%m-%d}" generated="{rfc3339(t[24])}">\n'
            f'  <parcel id="{parcel_no(g)}" stop="1" window="08:00-10:00"/>\n'
            f'  <parcel id="{parcel_no(g)}" stop="2" window="09:00-11:00"/>\n</manifest>',
            "How many parcels are on this manifest and in which order?",
            "The manifest file",
        ),
        (
            "timesheet",
            ["timesheet", "times"],
            f"Driver 118  {t[25]:%a %d %b}\nClock in  06:42\nFirst scan 07:15\nLunch  11:50-12:20\nLast scan 16:58\n"
            "Clock out 17:21",
            "How many paid hours is that if lunch is unpaid?",
            "My timesheet",
        ),
        (
            "stripe-like-refund",
            ["refund", "epoch", "id"],
            json.dumps(
                {
                    "id": "re_" + g.b62(24),
                    "object": "refund",
                    "created": epoch_s(t[26]),
                    "amount": 1299,
                    "reason": "requested_by_customer",
                    "metadata": {"return": "RT-448201"},
                }
            ),
            "Has the customer's refund for the return gone through?",
            "The refund object",
        ),
        (
            "pod-exif",
            ["exif", "gps"],
            f"Make: Samsung\nModel: SM-A546B\nDateTimeOriginal: {t[27]:%Y:%m:%d %H:%M:%S}\n"
            "GPSLatitude: 53 deg 28' 51.2\" N\nGPSLongitude: 2 deg 14' 40.6\" W",
            "Does the photo's time match a delivery at 14:05?",
            "EXIF of the delivery photo",
        ),
        (
            "ksuid-events",
            ["ksuid", "events"],
            "\n".join(
                f"{g.ksuid(t[28] + timedelta(minutes=m))}  {ev}"
                for m, ev in [(0, "label.created"), (2, "label.printed"), (95, "parcel.dropped_at_locker")]
            ),
            "Can you read the times out of these KSUIDs?",
            "Event ids from our returns log",
        ),
        (
            "support-transcript",
            ["transcript", "times"],
            f"[{t[29]:%H:%M}] Customer: where is my parcel\n[{(t[29] + timedelta(minutes=1)):%H:%M}] Agent: It is in "
            f"locker 12, ref {g.hex(8)}\n[{(t[29] + timedelta(minutes=3)):%H:%M}] Customer: the locker is broken",
            "Write a summary of this chat for the ticket.",
            "Chat with the customer",
        ),
    ]


def _blocks_i18n(g: Gen) -> list[tuple[str, list[str], str, str, str]]:
    t = [g.moment_eu() for _ in range(30)]
    return [
        (
            "de-benachrichtigung",
            ["german", "erstellt"],
            f"Erstellt: {eu_dt(t[0])}\nSendungsnummer: {parcel_no(g)}\nStatus: In Packstation 141 eingelegt\n"
            f"Abholfrist: {(t[0] + timedelta(days=7)):%d.%m.%Y}",
            "Bis wann muss ich das Paket abholen?",
            "Hier die Benachrichtigung",
        ),
        (
            "pl-paczkomat-json",
            ["polish", "json", "utworzono"],
            json.dumps(
                {
                    "utworzono": rfc3339(t[1]),
                    "zaktualizowano": rfc3339(t[1] + timedelta(hours=3)),
                    "id": g.uuid7(t[1]),
                    "automat": "POZ08M",
                    "status": "odebrana",
                },
                ensure_ascii=False,
                indent=2,
            ),
            "Czy ta paczka na pewno została odebrana?",
            "Oto co pokazuje aplikacja",
        ),
        (
            "es-aviso",
            ["spanish", "fecha"],
            f"AVISO DE ENTREGA FALLIDA\nFecha: {slash_dt(t[2])}\nEnvío: {parcel_no(g)}\nMotivo: destinatario ausente",
            "¿Puedo recogerlo hoy en la oficina?",
            "Me dejaron este aviso",
        ),
        (
            "fr-avis",
            ["french", "date"],
            f"Avis de passage n° {g.digits(9)}\nDate : {eu_dt(t[3])}\nColis disponible au point relais à partir de "
            f"demain 14h.",
            "Est-ce que quelqu'un d'autre peut retirer mon colis ?",
            "Voici l'avis",
        ),
        (
            "it-ricevuta",
            ["italian", "consegnato_il"],
            f"Ricevuta di consegna\nConsegnato il: {eu_dt(t[4])}\nFirmato da: portineria\nRif.: {g.hex(10).upper()}",
            "La firma del portiere vale come consegna a me?",
            "La ricevuta",
        ),
        (
            "pt-rastreio",
            ["portuguese", "data_hora"],
            f"Data/hora: {slash_dt(t[5])}\nEvento: Objeto não entregue - carteiro não atendido\nLocal: CDD Pinheiros",
            "Quando vão tentar de novo?",
            "O rastreio mostra",
        ),
        (
            "nl-retour",
            ["dutch", "aangemaakt"],
            f"Retourbevestiging\nAangemaakt: {eu_dt(t[6])}\nRetourcode: {g.b62(8).upper()}\nInleveren bij: pakketpunt",
            "Hoe lang is deze retourcode geldig?",
            "Ik kreeg deze bevestiging",
        ),
        (
            "sv-sms",
            ["swedish", "sms"],
            f"Ditt paket {parcel_no(g)} finns i paketboxen på Centralstationen sedan {t[7]:%Y-%m-%d %H:%M}. "
            f"Kod: {g.digits(6)}.",
            "Hur länge ligger paketet kvar?",
            "Jag fick detta sms",
        ),
        (
            "cs-zasilka",
            ["czech", "vytvoreno"],
            f"Vytvořeno: {eu_dt(t[8])}\nZásilka: Z {g.digits(10)}\nVýdejní box: Praha 7, Dukelských hrdinů",
            "Můžu si zásilku vyzvednout v noci?",
            "Tohle mi přišlo",
        ),
        (
            "tr-kargo",
            ["turkish", "teslim"],
            f"Teslim Tarihi: {eu_dt(t[9])}\nTeslim Alan: Kapı görevlisi\nGönderi No: {g.digits(12)}",
            "Kapı görevlisine teslim benim onayım olmadan yapılabilir mi?",
            "Kargo sitesinde yazan",
        ),
        (
            "ru-postamat",
            ["russian", "log"],
            f"{eu_dt(t[10])} Заказ {g.digits(8)} помещён в постамат 7712\n"
            f"{eu_dt(t[10] + timedelta(days=5))} Срок хранения истёк, возврат отправителю",
            "Можно ли вернуть заказ в постамат?",
            "История заказа",
        ),
        (
            "uk-poshtomat",
            ["ukrainian", "json"],
            json.dumps(
                {"створено": rfc3339(t[11]), "поштомат": 2281, "комірка": "B7", "ід": g.uuid4()},
                ensure_ascii=False,
            ),
            "Чому комірка не відкривається?",
            "Дані з застосунку",
        ),
        (
            "el-receipt",
            ["greek", "receipt"],
            f"Απόδειξη παραλαβής\nΗμερομηνία και ώρα: {eu_dt(t[12])}\nΘυρίδα: Σύνταγμα 04\nΚωδικός: {g.hex(6).upper()}",
            "Μπορώ να το επιστρέψω από την ίδια θυρίδα;",
            "Η απόδειξη",
        ),
        (
            "ja-fuzai-json",
            ["japanese", "json", "japanese_keys"],
            json.dumps(
                {
                    "伝票番号": g.digits(12),
                    "不在連絡日時": f"{t[13].astimezone(JST):%Y-%m-%d %H:%M:%S}",
                    "保管期限": f"{(t[13] + timedelta(days=7)).astimezone(JST):%Y-%m-%d}",
                },
                ensure_ascii=False,
                indent=2,
            ),
            "保管期限を過ぎたらどうなりますか？",
            "不在票の内容",
        ),
        (
            "ko-history",
            ["korean", "history"],
            f"배송일시: {(t[14].astimezone(KST)):%Y-%m-%d %H:%M:%S}\n배송상태: 문앞 배송 완료\n사진 ID: {g.uuid7(t[14])}",
            "문 앞에 없는데 어떻게 하나요?",
            "배송 조회 결과",
        ),
        (
            "zh-locker-json",
            ["chinese", "json", "chinese_keys"],
            json.dumps(
                {
                    "取件码": g.digits(6),
                    "入柜时间": f"{t[15].astimezone(CST8):%Y-%m-%d %H:%M:%S}",
                    "快递柜": "朝阳区 望京 3号柜",
                },
                ensure_ascii=False,
            ),
            "取件码过期了怎么办？",
            "短信内容",
        ),
        (
            "ar-receipt",
            ["arabic", "arabic_indic_digits"],
            f"إيصال تسليم\nالتاريخ: {ar_dt(t[16].astimezone(GST))}\nرقم الشحنة: {g.digits(10).translate(AR_DIGITS)}",
            "هل هذا يثبت أن الطرد وصل؟",
            "هذا الإيصال",
        ),
        (
            "he-sms",
            ["hebrew", "sms"],
            f"החבילה שלך {parcel_no(g)} הופקדה בלוקר ברחוב הרצל 40 בתאריך {eu_dt(t[17].astimezone(IL))}. קוד: {g.digits(6)}",
            "עד מתי אפשר לאסוף?",
            "קיבלתי את ההודעה הזאת",
        ),
        (
            "hi-history",
            ["hindi", "history"],
            f"दिनांक व समय: {slash_dt(t[18].astimezone(IST))}\nस्थिति: डिलीवरी प्रयास विफल\nकारण: पता नहीं मिला",
            "पता सही है, दोबारा डिलीवरी कब होगी?",
            "ट्रैकिंग में यह दिख रहा है",
        ),
        (
            "th-receipt",
            ["thai", "buddhist_era"],
            f"ใบรับพัสดุ\nวันที่: {th_dt(t[19].astimezone(ICT))}\nเลขพัสดุ: TH{g.digits(11)}\nตู้: สยาม 02",
            "ถ้าไม่ไปรับภายใน 3 วันจะเกิดอะไรขึ้น",
            "ใบรับของฉัน",
        ),
        (
            "vi-history",
            ["vietnamese", "history"],
            f"{t[20].astimezone(ICT):%H:%M %d/%m/%Y} - Giao hàng không thành công\n"
            f"{(t[20] + timedelta(days=1)).astimezone(ICT):%H:%M %d/%m/%Y} - Đã chuyển về tủ khóa Quận 3",
            "Tôi lấy hàng ở tủ khóa bằng cách nào?",
            "Lịch sử đơn hàng",
        ),
        (
            "id-history-ksuid",
            ["indonesian", "ksuid"],
            f"ID: {g.ksuid(t[21])}\nWaktu: {t[21].astimezone(ICT):%d.%m.%Y %H.%M}\nStatus: Paket dititipkan di loker",
            "Apakah paket bisa diambil orang lain?",
            "Riwayat pengiriman",
        ),
        (
            "fi-ilmoitus",
            ["finnish", "luotu"],
            f"Luotu: {eu_dt(t[22])}\nLähetys: JJFI{g.digits(14)}\nNoutopiste: pakettiautomaatti Kamppi",
            "Voiko noutoaikaa pidentää?",
            "Sain tämän ilmoituksen",
        ),
    ]


PLACEMENTS = [
    "after",
    "before",
    "under",
    "lead_in",
    "start_user",
    "end_prompt",
    "earlier_user",
    "earlier_assistant",
    "quoted",
    "fenced",
    "indented",
    "chatml",
    "llama3",
    "mistral",
    "gemma",
    "phi3",
    "rag",
    "tool_obs",
    "system_user",
    "both_sides",
]


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "start_user":
        return f"{SYS}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "end_prompt":
        return f"{SYS}\n\nUser: {ask} {intro}:\n{block}"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull up the record for my parcel?\nAssistant: Here is what I found:\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYS}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYS}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{intro}:\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "gemma":
        return f"<start_of_turn>user\n{intro}:\n{block}\n\n{ask}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYS}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "rag":
        return (
            f'Answer using only the document the user attached.\n\n<document title="{intro}">\n{block}\n'
            f"</document>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_obs":
        return (
            f"Question: {ask}\nThought: I need to read the file the user attached.\nAction: read_attachment\n"
            f'Action Input: {{"index": 0}}\nObservation:\n{block}\nThought:'
        )
    if placement == "system_user":
        return f"{SYS}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnything else in it that looks wrong?"


def negatives_pasted(g: Gen) -> list[Draft]:
    out = []
    for k, (source, tags, block, ask, intro) in enumerate(_blocks(g) + _blocks_i18n(g)):
        placement = PLACEMENTS[(k * 7) % len(PLACEMENTS)]
        out.append(
            Draft(
                _place(placement, block, ask, intro),
                f"{SRC}neg:pasted:{source}",
                ["hard_negative", "pasted", placement, *tags],
            )
        )
    return out


def negatives_other(g: Gen) -> list[Draft]:
    t = g.moment()
    items = [
        (
            "lookalike:cutoff-policy",
            ["lookalike", "knowledge_cutoff", "policy_date"],
            """Knowledge cutoff: 2025-06
Returns policy effective: 2025-11-01
You are the returns assistant of Northbay Outfitters.

User: Can I return swimwear?
Assistant:""",
        ),
        (
            "lookalike:locker-bank-xml",
            ["lookalike", "xml_attribute", "opening_date"],
            """<site bank="LB-BCN-0007" opened="2024-05-14" tz="Europe/Madrid" size_mix="S12,M20,L6">
Explain to a new shop partner how compartment sizes are assigned.
</site>
Answer:""",
        ),
        (
            "lookalike:api-version-json",
            ["lookalike", "single_line_json", "api_version"],
            """{"app": "labeldesk", "api_version": "2025-09-30", "printer": "ZD421", "dpi": 203}
Why do labels at 203 dpi look blurry when the template was made for 300 dpi?
Answer:""",
        ),
        (
            "lookalike:front-matter-revision",
            ["lookalike", "front_matter", "revision"],
            """---
prompt: failed-attempt-classifier
revision: 2026-02-11
reviewed_by: ops-quality
---
Classify the courier note as access, absent, refused, damaged or other. Reply with the label only.

Note: gate code wrong, customer phone off
Label:""",
        ),
        (
            "lookalike:unrendered-now",
            ["lookalike", "template_placeholder"],
            """Current time: {{now}}
Request: {{request_id}}

User: What's the latest I can drop a return at the Station Square locker?
Assistant:""",
        ),
        (
            "lookalike:depot-tenant",
            ["lookalike", "tenant_uuid", "depot"],
            """Tenant: 8d3f2c1e-4b7a-4e90-a1c2-5f6e7d8c9b0a
Depot: MAN-02 (Trafford Park)
Cut-off for same-day: 10:30

Dispatcher: A client asks if a parcel dropped at 10:45 can still go out today.
Assistant:""",
        ),
        (
            "lookalike:service-hours",
            ["lookalike", "hours"],
            """Service hours: Mon-Sat 07:00-22:00, Sun 09:00-18:00
Lockers are available 24/7; counters follow the hours above.

Customer: Can I pick up from the locker at 23:30 on Sunday?
Assistant:""",
        ),
        (
            "lookalike:llama3-cutoff-only",
            ["lookalike", "llama3", "cutoff"],
            """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help couriers with vehicle checks.<|eot_id|><|start_header_id|>user<|end_header_id|>

Tyre pressure warning on the van, do I still start the route?<|eot_id|><|start_header_id|>assistant<|end_header_id|>

""",
        ),
        (
            "lookalike:terms-footer",
            ["lookalike", "footer", "terms_date"],
            """Summarise the lost parcel compensation rules for a customer in three bullet points.

Compensation up to EUR 50 without proof of value; above that with an invoice. Claims within 30 days.
--
Terms updated 2025-11-01 - Build 2026.03.1""",
        ),
        (
            "lookalike:calver-key-value",
            ["lookalike", "key_value", "calver"],
            """[ctx app=routemate build=2026.03.1 region=eu-central-1 lang=en]
How should a driver record a parcel refused at the door?
Answer:""",
        ),
        (
            "lookalike:discord-ids",
            ["lookalike", "snowflake_stable"],
            """Guild: 1087342200117497856
Channel: 1190021544830287903 (#depot-ost)
Role: couriers

Courier: Anyone know if the Ostbahnhof locker is back online?
Assistant:""",
        ),
        (
            "lookalike:member-since",
            ["lookalike", "customer_profile"],
            """Customer: Dana Whitfield
Customer since: 2021-08-17
Preferred locker: LB-LDN-0220
Delivery instructions: leave with neighbour at no. 12

Dana: Please stop sending my parcels to the locker, I want home delivery.
Assistant:""",
        ),
        (
            "asked:epoch",
            ["asked", "epoch"],
            f"The locker log shows deposited={epoch_s(t)} and expired={epoch_s(t) + 7 * 86400}. What dates are those "
            "in UTC?",
        ),
        (
            "asked:uuid7",
            ["asked", "uuid7"],
            f"Our parcel ids are UUIDv7. When was {g.uuid7(t)} created? Show how you got the timestamp.",
        ),
        ("asked:ulid", ["asked", "ulid"], f"Decode the time in this return id: {g.ulid(t)}"),
        (
            "asked:deadline-arithmetic",
            ["asked", "deadline"],
            "A parcel went into the locker on Friday at 18:20 and lockers keep parcels for 72 hours. Does the customer "
            "still have it on Monday at 17:00?",
        ),
        (
            "asked:typed-clock",
            ["asked", "typed_time"],
            "It's 19:42 here in Leeds and the driver app says my last stop window closes at 20:00. I have 6 stops left "
            "at about 4 minutes each. Will I make it?",
        ),
        (
            "asked:relative",
            ["asked", "relative_time"],
            "The app says 'delivered 3 minutes ago' but nothing is at my door. Is it normal for the status to come "
            "before the driver arrives?",
        ),
        (
            "asked:few-shot",
            ["asked", "few_shot"],
            """Extract the pickup deadline as YYYY-MM-DD.

Example: "Collect by 14 Mar 2026, 20:00" -> 2026-03-14
Example: "Abholung bis 02.04.2026" -> 2026-04-02

Input: "Recoger antes del 9 de mayo de 2026"
Output:""",
        ),
        (
            "asked:traceparent",
            ["asked", "traceparent"],
            f"Support asked me to send them the traceparent from the failed label request: {g.traceparent()}. Which "
            "part is the trace id?",
        ),
        (
            "control:plain-1",
            ["control", "plain"],
            """You are the help assistant of CityLockers.

User: Which parcel sizes fit in a medium compartment?
Assistant:""",
        ),
        (
            "control:plain-2",
            ["control", "plain"],
            "Write a polite note a courier can leave when a parcel is placed with a neighbour.",
        ),
    ]
    return [
        Draft(
            text,
            f"{SRC}neg:{src}",
            ["hard_negative" if src.startswith(("lookalike", "asked")) else "control", *tags],
        )
        for src, tags, text in items
    ]


# --- assembly ---------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = negatives_pasted(g) + negatives_other(g) + generated_negatives(g)
    return make_holdout.assemble("hold84", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
