"""Build `prompt_normalizer/corpus/holdout99.jsonl`, a ninety-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout99.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (gym, fitness,
studio, workout, wearable, waitlist, membership, direct debit, personal trainer) and the passages around
the hits, with the source and clarification sections of `make_holdout27.py` and the clarification
sections of `make_holdout92.py`, `make_holdout93.py`, `make_holdout95.py` and `make_holdout96.py` read
in full; of `make_holdout24.py` also its import block and its last 150 lines, for the structure of a
generator; and `pyproject.toml` for ruff's settings. (A check of the paths showed that
`make_holdout99.py` and `holdout99.jsonl` did not exist yet.) Nothing
under `prompt_normalizer/` was read, nor any other test file, any `.jsonl` corpus, the docs and bench
folders or the git history; `make_holdout97.py` to `make_holdout104.py`, written at the same time, were
not read. The corpus was checked only against the machinery of `make_holdout.py` (every `expected` is
what `expected_of` computes, every span is found in its input, spans are single lines, inputs are
unique, the build is deterministic).

The domain is gyms and fitness studios: class bookings and waitlists, memberships, freezes and
cancellations, door access and check-ins, personal trainer sessions, wearable and app syncs, payments
and failed direct debits. The earlier docstrings name neighbours of it: gyms and studios, personal
trainers and coaching apps, wearables and training platforms and climbing gyms in make_holdout27 (a
class booking desk, a turnstile evaluation in XML attributes, a waitlist SMS, a spin studio's front
matter, a pool lane snapshot, a hotel gym kiosk, a retention writer's footer, a boxing gym's ChatML
system turn, a Pilates HTML comment, a CrossFit `KEY=value` environment, a coaching app's JSON metadata,
a weekly check-in `[sent ...]`, a nutrition coach's Llama 3 header, a trainer marketplace, watch sync
headers, a FIT clock, a sleep coach, a ride upload, an erg Discord bot and a new-activity delivery);
gyms and leisure centres as support chat (make_holdout9); wearables' companion apps (make_holdout19);
direct debit portals and schedules in household billing (make_holdout29, make_holdout52). The scenarios
here were written around them: bookings are seen through a waitlist promotion run, a booking API's
logs and a credits explainer, not a booking desk or SMS; access through a door controller hub's
delivery envelope, a front desk PC and Slack mentions, not a turnstile evaluation or a kiosk; failed
payments through a made-up Debitline webhook, Stripe outgoing calls and bank returns, not a portal
session; wearables through a ring bridge observation and a Health Connect pull, not sync headers or a
FIT clock; no spin studio front matter, pool lane snapshot, retention footer, HTML comment, `KEY=value`
environment, `[sent ...]` stamp, Discord bot or activity delivery appears among the positives, and the
front matter, ChatML and Llama 3 positives belong to other desks (waitlists, freezes, trainer packages).
The sources are:

* class bookings and waitlists: waitlist promotion front matter (`generated_at`, ULID `promo_run`) over
  a pasted waitlist record whose own `created_at` and `expired_at` stay, a single-line JSON head (`req`,
  `ts` in ms), a bare ULID on the first line, `traceparent` and `tracestate` over a no-show policy, a
  made-up `floorclock:` epoch after a parent's message, a trial class widget's JavaScript `toString()`
  `clientClock:`, a feedback digest footer (GNU `date` `Generated:`, hex `Job:`; the `--` and the bot's
  version stay), a support console `Request-Id` beside a booking UUIDv7 the agent asks about, Spanish
  `Fecha y hora de la consulta:` and `ID de sesión:` over a pasted booking with its own `Creado:`, a
  Greek current time;
* memberships, freezes and cancellations: a ChatML desk time before `<|im_end|>` over a pasted freeze
  e-mail, a RAG `<documents>` element (`retrieved_at`, `search_id`; the policies' `updated` stay), a
  cancellation request's XML attributes (`id`, `received`) over stable contract attributes, an e-mail
  ingest stamp (`Ingested:`, `Ingest-Id:`) over the member's e-mail with its own `Date` and
  `Message-ID`, a retention `job=` line with a KSUID `run=` and Go RFC3339Nano `checked_at=`, prices
  prices "pulled from the pricing service at <ctime> for this request", Japanese `現在時刻：` and `セッションID：`, French `Horodatage serveur :` and
  `Jeton de session :` (JWT), Arabic `الوقت الحالي:` in Arabic-Indic digits, a Thai Buddhist-era
  `เวลาปัจจุบัน:`, Polish `Czas żądania:` (Log4j) and a KSUID `Identyfikator sesji:`;
* door access and check-ins: a door controller hub delivery (`delivery_id` UUIDv7, `delivered_at`,
  `signature` move; the denied event with its `occurred_at` stays), an occupancy snapshot "as of" a
  dotted time, a bare epoch in ms as the last line, a front desk PC's Windows `Local time:`, a Slack
  `app_mention` event (`event_id`, `event_time`, the message `ts`), a CloudEvent in binary mode (`ce-id`,
  `ce-time`; the check-in's own time stays), Russian `Время запроса:` and UUIDv7 `ID запроса:` under a
  pasted turnstile log, Hebrew `מזהה בקשה:` and `שעת השרת:`, an Italian "Sono le ... del ..." sentence;
* personal training: a Llama 3 `Today Date` (the cutoff stays) over a package record, a scheduler's
  markdown context rows (nanoid session, RFC 2822 `Opened`), an HTTP request line with `Date` and
  `X-Request-ID`, a Stripe payment intent created for the request (`Idempotency-Key`, `Request-Id`; the
  Stripe version and customer stay), an inbound SMS (`MessageSid`, US medium `Received:`; the client's
  text stays), Korean `요청 시각:` with 오후 and `추적 ID:` after the message, Chinese `请求时间：` and
  `会话ID：`;
* wearables and app syncs: a ReAct ring bridge observation (`sync_id=` ULID, `fetched_at=`; the nights
  stay), a Health Connect pull "at" a time over a load table, a Brazilian `Carimbo da requisição:` epoch;
* payments and failed direct debits: a Debitline delivery received for the request (`-Delivery`,
  `-Timestamp` epoch, `-Signature`; the `payment.failed` body stays), a Semantic Kernel current-time
  sentence in a system line, an agent's `### Runtime` bullets (KSUID `run_id`, `now_utc`), a gateway
  request id over a Debitline delivery a developer pastes to debug (which stays whole), German
  `Serverzeit:` and `Anfrage-ID:` over a pasted Rücklastschrift with its own `Erstellt:`, Hindi `अनुरोध
  समय:` in Devanagari digits, Turkish `İstek zamanı:` (.NET "o"), Dutch `Tijdstip aanvraag:` with a
  lower-case ULID `Aanvraagnummer:`;
* the generated family: sixteen bodies (nine English, one each in Spanish, German, French, Japanese,
  Korean, European Portuguese and Russian), each with a pasted record of its own (waitlist JSON with a
  ULID id, a direct debit CSV with `updated_at`, door controller lines, a trainer's invoice, a freeze
  e-mail with `Date` and `Message-ID`, an attendance CSV with `booked_at`, a watch sync payload with
  epochs, cancellation XML with `submitted`, booking logfmt with `ts=` and `trace=`, a Spanish booking
  with `Creado:`, German debits with `Erstellt:`, a French notice with `Reçue le`, Japanese JSON with
  `作成日時`, a Korean table with `생성시각`, a Portuguese CSV with `registrado_em`, Russian YAML with
  `создано`), each in three of seven positions (head, system tail, after the user's message, footer,
  front matter, single-line JSON member, XML attribute), with one field: English and made-up labels
  (`Context time`, `Request`, `floorclock`, `Chat session`, `Served`, `Hop`, `desk.now`, `Sync run`, `t0`,
  `As of`, `Wallclock`, `Today`, `Pulse stamp`, `Envelope`, `Nonce`, `Trace`, `Stamp`, `Logged`) or the
  "now", request or session labels of the body's language.

The negatives: 56 pasted records (question above, question below with the block at the very start,
"Here is the export from ...:", "Below is what ... returned:", "My colleague sent this from ...:", an
earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG
document, a tool observation, fenced, quoted, both sides and the very end of the prompt): a booking API
record with a UUIDv7 `id` and `created_at`, a nested member record opening with `member_id` and
`updated_at`, access events XML with a `generated` attribute, a check-in CSV opening with `Timestamp`, a
PT session table, turnstile `key=value` lines with `time=` and `ref=`, booking logfmt with `ts=` and ULID
`request_id=`, schedule YAML with `id` and `updated`, nginx access lines, `curl -v` output with `date`
and `x-request-id`, a bank's returned debit e-mail, a payment provider's failed event pasted to debug,
a freeze form export opening with `Response ID` and `Submitted`, a wearable CSV with epochs in ms, a
Stripe `invoice.payment_failed` event with its `idempotency_key`, an ICS with `DTSTAMP`, a Slack export
with `ts`, Apple Health XML with `creationDate`, KSUID event lines, a WhatsApp export, a direct debit
schedule, a bank statement, an app error dialog with its own `Request ID` and `Time`, an OpenTelemetry
span, a webhook dashboard's delivery log, a contract clause, an Outlook `Sent:` e-mail, a PT confirmation
with a ULID `Ref`, a psql result, pino JSON logs with `time` and `reqId`, a `member.frozen` event with a
UUIDv7 `event_id` and `ts`, an agreement form with `Submitted At` and `Token`, locker records with
ObjectIds, sauna controller syslog; and in other languages a Spanish returned receipt with `Fecha de
creación`, a German course CSV with `erstellt_am`, French badge JSON with `horodatage`, a Japanese door
log, a Korean payment e-mail, Chinese card XML with `创建时间`, a Russian turnstile log with `trace_id`,
a Polish class CSV with `utworzono`, a Turkish freeze form with `Oluşturulma:`, an Arabic payments table
in Arabic-Indic digits, a Hebrew cancellation e-mail, Hindi membership JSON with `created_at`, an
Italian entries export with `aggiornato`, a Dutch debit overview with `Aangemaakt:`, a Brazilian
receipt with `Gerado em:`, a Swedish booking with `Skapad:`, a Greek PT plan with `Δημιουργήθηκε:`, a
Thai receipt in the Buddhist era, Vietnamese YAML with `cap_nhat_luc`, a Ukrainian freeze form with
`Створено:`, Indonesian JSON with `dibuat` and a Czech e-mail with `Datum:`. Twelve look-alikes in
program positions (a timetable's validity and a prompt revision, template front matter with an approval
date, a single-line JSON head with an API version and tenant, a `[ctx ...]` line with member-since and
renewal dates, an unrendered `{{current_date}}` and `{{session_id}}`, a footer's terms revision, a Llama
3 header with only its cutoff, club opening hours in XML attributes, `KEY=value` billing settings, a
German `Beitragsordnung Stand:`, a Japanese stable header with `入会日`, a markdown settings table with
contract dates); ten values the user types or asks about (an epoch, a UUIDv7 to decode, a door event
ULID for a complaint, a JWT, a traceparent for support, the user's own clock, few-shot dates, relative
times, a Korean epoch, a Spanish request id); eight near-misses (a bot prompt with `Current time:` and
`Session:` pasted from a debug console, report front matter with `generated_at` and a ULID `report_run`
pasted to proofread, a door hub delivery pasted to debug its signature, CloudEvent headers of earlier
deliveries, a pasted HTTP request with `Date` and `X-Request-ID` debugging a 401, a pasted request XML
with `id` and `received`, a Russian bot header pasted from a log, a Slack event pasted to dedupe), two
plain controls, and sixteen generated hard negatives: the family's bodies with one stable value (club
time zone, API version, knowledge cutoff, prompt revision, member since, tenant uuid, build, billing
day, terms version, or a member-since, contract start or terms version in the body's language) at a
position the body's positives do not use.

What it is: 200 prompts. 96 carry volatile fields (127 spans): 48 hand-written positives (79 spans; 28
with two or more fields) and 48 generated ones. 104 carry none. About a third of the prompts are in a
language other than English (scripts: Latin, Cyrillic, Greek, Han, Japanese, Hangul, Arabic, Hebrew,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout96.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels, windows computed from now). Clarifications made here:

* Gym records are content wherever they sit and however they open: booking, waitlist, class, freeze,
  cancellation, contract, invoice, mandate, payment, locker and check-in records with their `id`,
  `created_at`, `updated_at`, `joined_at`, `offer_expires_at`, `booked_at`, `checked_in_at`,
  `occurred_at`, `submitted`, `Submitted At`, `Response ID`, `Token`, `Erstellt`, `Creado`, `创建时间`,
  `생성시각`, `registrado_em`, `создано`, epochs, UUIDv7s, ULIDs, KSUIDs and ObjectIds; door and
  turnstile lines with `time=`, `ts=`, `ref=` and `trace_id=`; a booking service's own `request_id=`
  log field; wearable nights, steps and `start_ts`, also when the program fetched them for this request
  (a ring bridge observation, a Health Connect pull, an occupancy snapshot). Only the program's stamp and
  the ids minted for the request, session, sync, search, run or job move.
* Deliveries received for this request move their envelope (the door hub's `delivery_id`,
  `delivered_at` and `signature`; Debitline's `-Delivery`, `-Timestamp` and `-Signature` headers;
  CloudEvents `ce-id` and `ce-time`; a Slack event's `event_id`, `event_time` and the message `ts`; an
  inbound SMS's `MessageSid` and `Received`) and keep the payload (the denied event and its
  `occurred_at`, the failed payment and its `charge_date`, the check-in time, the mention text, the
  client's message, `ce-type`, `ce-source` and the API version). The same deliveries pasted by a user to
  debug them stay whole, and so do a webhook dashboard's delivery log and a Stripe event pasted from the
  dashboard with its `idempotency_key`.
* Headers of the program's own outgoing call move (`Idempotency-Key` and `Request-Id` of the Stripe
  payment intent created for this purchase); the Stripe version and customer stay. A mail ingest's
  `Ingested:` and `Ingest-Id:` move while the e-mail's own `Date` and `Message-ID` stay.
* Near-misses are decided by position and purpose: the app's `generated_at` and `promo_run` in front
  matter move while the pasted waitlist record's `created_at` stays; a gateway's `X-Gateway-Req` moves
  while the Debitline delivery the developer pasted stays; the support console's `Request-Id` moves
  while the booking UUIDv7 the agent asks about stays; a pasted bot prompt with `Current time:` and
  `Session:`, report front matter pasted to proofread and a Russian bot header pasted from a log stay.
  Decided here: a retention job's `run=` and `checked_at=` on the first line move while `job=` and
  `model=` stay; a trainer's invoice `issued` date and a feedback digest's week stay.
* "Now" in any form moves, including a Llama 3 `Today Date`, a Semantic Kernel sentence, an Italian "Sono
  le ... del ..." sentence, a time alone after "at", Korean 12-hour times with 오전/오후, the Thai
  Buddhist era, Arabic-Indic and Devanagari digits, full-width colons, epochs in s, ms and us, and labels
  nobody would guess (`floorclock`, `desk.now`, `clientClock`, `Desk time`, `t0`, `Hop`, `Pulse stamp`,
  `Wallclock`, `Stamp`); opening hours, billing days, retry settings, timetable validity, policy `Stand`
  dates, member-since, contract and renewal dates, knowledge cutoffs, API versions, tenants and an
  unrendered `{{current_date}}` do not. Times and dates the user types ("It's 05:52 on Sunday", "I
  cancelled at 21:40 on Friday") stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Occupancy snapshot as of <time> for this request:" leaves "Occupancy snapshot for this request:";
  "Pulled from the Health Connect bridge at <time> for this reply:" leaves "Pulled from the Health
  Connect bridge for this reply:"; "(pulled from the pricing service at <time> for this request):"
  leaves "(pulled from the pricing service for this request):"); `key=value` pairs in a bracketed observation or a `job=` line, XML
  attributes and single-line JSON members (with the comma after them) are inline spans followed by
  stable neighbours; a field followed by `<|im_end|>` on its line is an inline span; volatile members of
  pretty-printed JSON are never the last member of their object; header lines, markdown rows and
  bullets, YAML keys, footer lines and a line holding one field in any script (a bare ULID or epoch
  included) are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Note:`, `SMS:`, `Reply:`,
  `Notification:`, `Notes:`) or a chat template's reply header on a line of its own (ChatML, Llama 3) end
  positives; prompts in other languages end with the user's message or with the metadata after it;
  Gemma, Phi-3 and Mistral prompts appear only among the negatives.
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
    CET,
    JST,
    MONTHS,
    WET,
    Draft,
    Gen,
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

SEED = 20260999
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout99.jsonl"
SRC = "holdout99:"

KST = timezone(timedelta(hours=9), "KST")
MSK = timezone(timedelta(hours=3), "MSK")
IST_IN = timezone(timedelta(hours=5, minutes=30), "IST")
ICT = timezone(timedelta(hours=7), "ICT")
CST_CN = timezone(timedelta(hours=8), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
GST = timezone(timedelta(hours=4), "GST")
ISR = timezone(timedelta(hours=2), "IST")
EET = timezone(timedelta(hours=2), "EET")
AEDT = timezone(timedelta(hours=11), "AEDT")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


class Gen99(Gen):
    """`Gen` whose moments fall in the days after the pasted records (10-16 March 2026)."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 3, 10, 12, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 6 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)


def in_zone(g: Gen, tz: timezone) -> datetime:
    return g.moment().astimezone(tz)


def eu(g: Gen) -> datetime:
    return g.moment_eu()


def korean_time(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    h = t.hour % 12 or 12
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {h}:{t:%M:%S}"


def cjk_time(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slashed(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def thai_be(t: datetime) -> str:
    return f"{t.day:02d}/{t.month:02d}/{t.year + 543} {t:%H:%M:%S}"


def fill(template: str, **values: str) -> str:
    """Put `<<name>>` values into a template that holds braces of its own (JSON)."""
    for key, value in values.items():
        template = template.replace(f"<<{key}>>", value)
    assert "<<" not in template, template[:60]
    return template


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives ---------------------------------------------------------------------------------------


@pos
def _waitlist_front_matter(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        fill(
            """---
assistant: queue-explainer
<<gen>>
<<run>>
club: Ironside Leith
---
You explain class waitlists to members of Ironside gyms. Be exact about positions and times, and never
promise a place.

Member: I was third on the waitlist for Thursday's Reformer class and now I'm not on it at all. This is
what the app shows me:

{"id": "wl_01JM3Q8T6V2ZK4N9B7C5D1E0FA", "class": "Reformer 45", "starts_at": "2026-02-19T18:30:00Z",
 "created_at": "2026-02-16T07:02:41Z", "position": 3, "status": "expired",
 "expired_at": "2026-02-19T16:30:00Z"}
Assistant:""",
            gen=v("datetime", "generated_at: " + rfc3339(t)),
            run=v("run_id", "promo_run: " + g.ulid(t)),
        ),
        f"{SRC}gyms:waitlist-front-matter",
        ["front_matter", "rfc3339", "ulid", "near_miss", "pasted_record_neighbour"],
    )


@pos
def _door_controller_delivery(g: Gen) -> Draft:
    t = datetime(2026, 3, 2, 5, 58, 12, tzinfo=UTC) + timedelta(milliseconds=g.small(300, 2500))
    return Draft(
        fill(
            """Incoming delivery from the door controller hub (received for this request):
{
  "event": "access.denied",
  <<dlv>>
  <<at>>
  <<sig>>
  "api_version": "2025-10-01",
  "data": {
    "door_id": "dr_leith_main",
    "member_id": "mem_88213",
    "occurred_at": "2026-03-02T05:58:12Z",
    "reason": "membership_frozen"
  }
}

You are the front-of-house assistant at Ironside Leith. Write a two-line note for the duty manager
explaining why the member was refused and what they can do.
Note:""",
            dlv=v("delivery_id", f'"delivery_id": "{g.uuid7(t)}",'),
            at=v("datetime", f'"delivered_at": "{rfc3339(t, 3)}",'),
            sig=v("signature", f'"signature": "v1={g.hex(64)}",'),
        ),
        f"{SRC}access:door-hub-envelope",
        ["json_pretty", "envelope", "uuid7", "signature", "payload_stays"],
    )


@pos
def _debitline_webhook(g: Gen) -> Draft:
    t = datetime(2026, 3, 2, 10, tzinfo=UTC) + timedelta(seconds=g.small(60, 7200))
    return Draft(
        f"""POST /hooks/debitline HTTP/1.1
Host: billing.pulsebook.example
{v("delivery_id", "Debitline-Delivery: " + g.uuid4())}
{v("epoch", "Debitline-Timestamp: " + str(epoch_s(t)))}
{v("signature", "Debitline-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}
Content-Type: application/json

{{"type": "payment.failed", "payment": {{"id": "PM00A7F3K2", "mandate": "MD0019KQ2B", "amount": 4200,
"currency": "GBP", "charge_date": "2026-03-02", "failure_reason": "insufficient_funds"}}}}

You draft member messages for Pulsebook gyms. Write a short, kind SMS telling the member their March
direct debit failed and that we will retry in 3 working days.
SMS:""",
        f"{SRC}payments:debitline-webhook",
        ["http_request", "header_block", "epoch", "signature", "payload_stays"],
    )


@pos
def _freeze_chatml(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""<|im_start|>system
You are Frieda, the membership desk of FitForum Köln. Answer in English unless the member writes German.
{v("datetime", "Desk time: " + py_str(t))}<|im_end|>
<|im_start|>user
I got this after asking for a freeze. Does it mean I still pay in April?

From: FitForum Mitgliederservice <service@fitforum.example>
Date: Tue, 10 Mar 2026 09:14:22 +0100
Message-ID: <frz-20260310-0914-55812@fitforum.example>
Subject: Your membership freeze

Your membership 55812 is frozen from 01.04.2026 to 30.04.2026. A freeze fee of EUR 5.00 is charged
on 01.04.2026. Your contract end moves to 31.01.2027.<|im_end|>
<|im_start|>assistant""",
        f"{SRC}freezes:chatml-desk",
        ["chatml", "python_str", "inline_before_im_end", "pasted_email_neighbour"],
    )


@pos
def _pt_llama3(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You help members of Northgate Strength use their personal training packages. Sessions expire 90 days
after purchase unless frozen.<|eot_id|><|start_header_id|>user<|end_header_id|>

How many sessions do I have left and when do they run out?

Package PT-10 bought 2026-01-08 14:02 (order NG-44120)
Used: 2026-01-12, 2026-01-19, 2026-01-26, 2026-02-09, 2026-02-23
Frozen: 2026-03-01 to 2026-03-14<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}trainers:llama3-today",
        ["llama3", "today_date", "cutoff_stays", "pasted_record_neighbour"],
    )


@pos
def _pt_markdown_context(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""| Context | Value |
|---|---|
| Studio | Kallio Training Room |
{v("session_id", "| Scheduler session | " + g.nanoid() + " |")}
{v("datetime", "| Opened | " + rfc2822(t) + " |")}
| Trainer | Aino V. |

You are the scheduling assistant for Aino's personal training. Suggest slots only inside her hours
(Mon-Fri 06:00-13:00) and never double-book.

Client: Can we move my Thursday 07:00 to Friday? My calendar says Friday 07:00 and 08:00 are both free.
Assistant:""",
        f"{SRC}trainers:markdown-context",
        ["markdown_rows", "nanoid", "rfc2822", "stable_neighbours"],
    )


@pos
def _wearable_observation(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are a recovery coach inside the Stridewell app. Use tools before giving advice.

Question: Was I recovered enough for yesterday's intervals?
Thought: I should pull the last two nights of sleep from the ring bridge.
Action: ring_bridge.sleep(days=2)
Observation: [source=ring-gen3 {v("run_id", "sync_id=" + g.ulid(t))} {v("datetime", "fetched_at=" + rfc3339(t))} rows=2]
night,bed,wake,hrv_ms,rhr
2026-02-21,23:41:07,06:52:30,38,57
2026-02-22,00:12:55,06:40:18,29,61
Thought:""",
        f"{SRC}wearables:react-observation",
        ["react", "tool_result", "key_value", "ulid", "data_stays"],
    )


@pos
def _occupancy_snapshot(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You advise members of Sportwerk Graz when to come in. Keep it to two sentences.

Occupancy snapshot {v("datetime", "as of " + dotted(t))} for this request:
Weights floor 34/60, Cardio 12/40, Studio A (Spinning 18:00) 22/24 booked

Member: Is now a good time for legs, or should I wait an hour?
Assistant:""",
        f"{SRC}checkins:occupancy-as-of",
        ["phrase", "as_of", "dotted_datetime", "data_stays"],
    )


@pos
def _cancellation_xml(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""<request {v("request_id", 'id="' + g.hex(24) + '"')} {v("datetime", 'received="' + py_iso(t) + '"')} channel="app">
<member plan="Flex Monthly" home_club="Austin Domain"/>
<contract signed="2025-06-14" minimum_term_end="2026-06-13" notice_days="30"/>
</request>

You handle cancellation questions for Lonestar Athletic. Quote the contract terms; do not offer
discounts unless asked.

Member: If I give notice today, what is my last billing date?
Assistant:""",
        f"{SRC}cancellations:xml-request",
        ["xml_attributes", "hex_id", "python_isoformat", "contract_dates_stay"],
    )


@pos
def _single_line_json_head(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{{"app":"pulsebook-web",{v("request_id", '"req":"' + g.hex(20) + '",')}{v("epoch", '"ts":' + str(epoch_ms(t)) + ",")}"locale":"en-GB"}}
You answer questions about Pulsebook class credits. A credit is refunded if a booking is cancelled more
than 12 hours before the class starts.

Member: I cancelled Saturday's 09:00 Spin at 21:40 on Friday. Do I get my credit back?
Assistant:""",
        f"{SRC}bookings:single-line-json",
        ["single_line_json", "epoch_ms", "hex_id", "head"],
    )


@pos
def _bare_ulid_head(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("request_id", g.ulid(t))}
You are Coach Bo, the Boxhall app's class finder. Recommend at most two classes from the timetable.

Timetable (this week): Mon 19:00 Boxfit, Tue 07:00 Pads & Bags, Wed 19:30 Sparring (advanced),
Sat 10:00 Beginners Boxing.

Member: I've never boxed. Which one should I start with?
Assistant:""",
        f"{SRC}bookings:bare-ulid-head",
        ["bare_value", "ulid", "head"],
    )


@pos
def _bare_epoch_tail(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the check-in helper for Harbour Swim & Gym. Explain door and check-in problems simply.

Member: My QR code worked at 06:05 but the turnstile refused it at 18:20 after I left at 07:00. Is
there a limit on entries per day?

{v("epoch", str(epoch_ms(t)))}""",
        f"{SRC}checkins:bare-epoch-tail",
        ["bare_value", "epoch_ms", "tail", "user_times_stay"],
    )


@pos
def _traceparent_booking(g: Gen) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: gymstack=" + g.hex(16))}
accept-language: en-AU

You are the booking assistant of Coastline Yoga (Bondi). Explain class rules from the policy only.

Policy: Late arrivals more than 10 minutes after start may be refused entry. Three no-shows in 30 days
pause online booking for 7 days.

Member: I had no-shows on 3 Feb, 11 Feb and 1 Mar. Why can't I book?
Assistant:""",
        f"{SRC}bookings:traceparent",
        ["header_block", "traceparent", "tracestate", "user_dates_stay"],
    )


@pos
def _sk_sentence(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""You are the billing helper for Summit Climb & Fitness. {v("datetime", "The current date and time is " + sk_now(t) + ".")} Members are billed on the 1st; failed payments are retried after 3 and 7 days.

Member: My payment failed on the 1st. When will you try again, and will I be locked out meanwhile?
Assistant:""",
        f"{SRC}payments:semantic-kernel-sentence",
        ["sentence", "sk_now", "inline"],
    )


@pos
def _german_ruecklastschrift(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""{v("datetime", "Serverzeit: " + dotted(t))}
{v("request_id", "Anfrage-ID: " + g.uuid4())}
Studio: Kraftwerk Leipzig-Süd

Du bist die Beitragshilfe von Kraftwerk Fitness. Antworte auf Deutsch, kurz und freundlich.

Mitglied: Meine Bank hat mir das hier geschickt, was heißt das?

Rücklastschrift vom 04.03.2026
Mandatsreferenz: KW-LS-0098812
Betrag: 34,90 EUR
Rückgabegrund: MD06 (Rückgabe auf Verlangen des Zahlers)
Erstellt: 04.03.2026 11:42:17""",
        f"{SRC}payments:german-server-time",
        ["non_english", "german", "header_block", "dotted_datetime", "pasted_record_neighbour"],
    )


@pos
def _japanese_freeze(g: Gen) -> Draft:
    t = in_zone(g, JST)
    return Draft(
        f"""あなたは「スポーツクラブ凪」の会員サポートです。休会のルールを丁寧に説明してください。
{v("datetime", "現在時刻：" + cjk_time(t))}
{v("session_id", "セッションID：" + g.b62(22))}

会員：来月から2か月休会したいです。休会中の月会費はいくらですか？5月10日に海外出張から戻ります。""",
        f"{SRC}freezes:japanese-now",
        ["non_english", "japanese", "fullwidth_colon", "system_tail", "user_dates_stay"],
    )


@pos
def _korean_pt_tail(g: Gen) -> Draft:
    t = in_zone(g, KST)
    return Draft(
        f"""당신은 '바디라인 PT 스튜디오'의 예약 도우미입니다. 트레이너 일정 안에서만 제안하세요.

회원: 다음 주 수요일 저녁 8시 PT를 목요일 같은 시간으로 옮길 수 있을까요? 지난번 세션은 3월 3일이었어요.

{v("datetime", "요청 시각: " + korean_time(t))}
{v("trace_id", "추적 ID: " + g.hex(32))}""",
        f"{SRC}trainers:korean-tail",
        ["non_english", "korean", "tail", "korean_12h", "user_dates_stay"],
    )


@pos
def _spanish_booking(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Eres Lola, la asistente de reservas de Gimnasio Alameda (Sevilla). Responde en español.
{v("datetime", "Fecha y hora de la consulta: " + slashed(t))}
{v("session_id", "ID de sesión: " + g.uuid4())}

Socio: Me llegó esto pero yo no reservé nada, ¿lo podéis anular?

Reserva confirmada
Clase: Body Pump - Sala 2
Fecha: jueves 12/03/2026, 19:15
Localizador: ALM-7Q2K-19
Creado: 09/03/2026 22:48:05 (app iOS)""",
        f"{SRC}bookings:spanish-session",
        ["non_english", "spanish", "system_tail", "pasted_record_neighbour"],
    )


@pos
def _french_resiliation(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Tu es l'assistant adhérents de Club Rive Gauche Fitness. Réponds en français, sans jargon juridique.
{v("datetime", "Horodatage serveur : " + f"{t:%d/%m/%Y à %H:%M:%S}")}
{v("token", "Jeton de session : " + g.jwt(t, "adh-20931"))}

Adhérent : Je déménage à Lyon le 15 avril. Puis-je résilier sans frais avant la fin de mon engagement de 12 mois ?""",
        f"{SRC}cancellations:french-jwt",
        ["non_english", "french", "jwt", "system_tail"],
    )


@pos
def _russian_after_log(g: Gen) -> Draft:
    t = in_zone(g, MSK)
    return Draft(
        f"""Ты — помощник фитнес-клуба «Атлант». Отвечай по-русски.

Клиент: Почему меня не пустили вечером? Вот что показывает приложение:
2026-02-27 07:12:44 вход   турникет-2  карта 0041 7720  OK
2026-02-27 08:31:09 выход  турникет-1  карта 0041 7720  OK
2026-02-27 19:02:51 вход   турникет-2  карта 0041 7720  ОТКАЗ (лимит посещений)

{v("datetime", "Время запроса: " + iso_space(t))}
{v("request_id", "ID запроса: " + g.uuid7(t))}""",
        f"{SRC}checkins:russian-after-log",
        ["non_english", "russian", "tail", "uuid7", "pasted_log_neighbour"],
    )


@pos
def _arabic_head(g: Gen) -> Draft:
    t = in_zone(g, GST)
    return Draft(
        f"""{v("datetime", "الوقت الحالي: " + iso_space(t).translate(ARABIC_DIGITS))}
أنت مساعد العضويات في نادي "واحة اللياقة" في دبي. أجب بالعربية وباختصار.

العضو: اشتراكي السنوي ينتهي في ٣١ مايو. هل يمكنني التجديد الآن بسعر العرض الحالي؟""",
        f"{SRC}memberships:arabic-now",
        ["non_english", "arabic", "arabic_indic_digits", "head"],
    )


@pos
def _hebrew_head(g: Gen) -> Draft:
    t = in_zone(g, ISR)
    return Draft(
        f"""{v("request_id", "מזהה בקשה: " + g.uuid7(t))}
{v("datetime", "שעת השרת: " + iso_space(t))}
אתה העוזר של "כושר הכרמל". ענה בעברית.

מנוי: הכרטיס שלי לא עובד בכניסה מאז אתמול. המספר שלי 20417.""",
        f"{SRC}access:hebrew-head",
        ["non_english", "hebrew", "uuid7", "head"],
    )


@pos
def _hindi_tail(g: Gen) -> Draft:
    t = in_zone(g, IST_IN)
    return Draft(
        f"""आप "फिटनेस पॉइंट, पुणे" के सदस्यता सहायक हैं। हिंदी में संक्षेप में उत्तर दें।

सदस्य: मेरा ऑटो-डेबिट 5 मार्च को फेल हो गया। क्या मेरी सदस्यता बंद हो जाएगी?

{v("datetime", "अनुरोध समय: " + iso_space(t).translate(DEVANAGARI_DIGITS))}""",
        f"{SRC}payments:hindi-tail",
        ["non_english", "hindi", "devanagari_digits", "tail"],
    )


@pos
def _thai_now(g: Gen) -> Draft:
    t = in_zone(g, ICT)
    return Draft(
        f"""คุณคือผู้ช่วยของ "ฟิตเนสสุขุมวิท 39" ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + thai_be(t))}
สาขา: สุขุมวิท 39

สมาชิก: ถ้าจะพักสมาชิกภาพ 1 เดือนต้องแจ้งล่วงหน้ากี่วันคะ""",
        f"{SRC}freezes:thai-buddhist-era",
        ["non_english", "thai", "buddhist_era", "system_tail"],
    )


@pos
def _chinese_pt(g: Gen) -> Draft:
    t = in_zone(g, CST_CN)
    return Draft(
        f"""{v("datetime", "请求时间：" + cjk_time(t))}
{v("session_id", "会话ID：" + g.hex(32))}
门店：静安店

你是「力行健身」的私教课助手，用中文回答，语气亲切。

会员：我买的12节私教课还剩几节？上次上课是3月2日，教练说我已经上了7节。""",
        f"{SRC}trainers:chinese-head",
        ["non_english", "chinese", "fullwidth_colon", "header_block"],
    )


@pos
def _greek_app(g: Gen) -> Draft:
    t = in_zone(g, EET)
    return Draft(
        f"""Είσαι ο βοηθός του γυμναστηρίου «Παλαίστρα Θεσσαλονίκης». Απάντα στα ελληνικά.
{v("datetime", "Τρέχουσα ώρα: " + f"{t:%d/%m/%Y %H:%M:%S}")}

Μέλος: Η κράτησή μου για το TRX της Τρίτης στις 19:00 ακυρώθηκε χωρίς λόγο. Γιατί;""",
        f"{SRC}bookings:greek-now",
        ["non_english", "greek", "system_tail"],
    )


@pos
def _polish_log4j(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Jesteś asystentem klubu Forma Kraków. Odpowiadaj po polsku.
{v("datetime", "Czas żądania: " + log4j_iso(t))}
{v("session_id", "Identyfikator sesji: " + g.ksuid(t))}

Klubowicz: Chcę zawiesić karnet na czas kontuzji. Mam zwolnienie od lekarza od 2 do 30 marca.""",
        f"{SRC}freezes:polish-log4j",
        ["non_english", "polish", "log4j", "ksuid"],
    )


@pos
def _turkish_dotnet(g: Gen) -> Draft:
    t = in_zone(g, TRT)
    return Draft(
        f"""Sen "Boğaziçi Spor Merkezi"nin üyelik asistanısın. Türkçe yanıt ver.

Üye: Kartımdan iki kez çekim yapılmış: 01.03.2026 ve 02.03.2026, ikisi de 1.450 TL. Biri iade edilir mi?

{v("datetime", "İstek zamanı: " + dotnet_o(t, g.small(0, 10)))}""",
        f"{SRC}payments:turkish-dotnet",
        ["non_english", "turkish", "dotnet_o", "tail", "user_dates_stay"],
    )


@pos
def _portuguese_epoch(g: Gen) -> Draft:
    t = in_zone(g, BRT)
    return Draft(
        f"""{v("epoch", "Carimbo da requisição: " + str(epoch_s(t)))}
Unidade: Academia Movimento - Pinheiros

Você é a assistente da Academia Movimento. Responda em português do Brasil.

Aluno: O aplicativo não sincroniza meu relógio desde ontem. Já tentei desparear e parear de novo.""",
        f"{SRC}wearables:portuguese-epoch",
        ["non_english", "portuguese", "epoch_s", "head"],
    )


@pos
def _dutch_request(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Je bent de ledenservice van SportCity Zwolle. Antwoord in het Nederlands.
{v("datetime", "Tijdstip aanvraag: " + f"{t.day} {MONTHS[t.month - 1].lower()} {t.year} {t:%H:%M:%S}")}
{v("request_id", "Aanvraagnummer: " + g.ulid(t).lower())}

Lid: Mijn incasso van maart is gestorneerd omdat mijn rekening leeg was. Kan ik het zelf overmaken?""",
        f"{SRC}payments:dutch-request",
        ["non_english", "dutch", "lower_ulid", "system_tail"],
    )


@pos
def _slack_mention(g: Gen) -> Draft:
    t = g.moment()
    ts = f"{epoch_s(t)}.{g.digits(6)}"
    return Draft(
        fill(
            """Slack event received by the ops bot:
{
  "type": "event_callback",
  "team_id": "T04GYMOPS",
  <<eid>>
  <<etime>>
  "event": {
    "type": "app_mention",
    "channel": "C05FRONTDESK",
    "user": "U03MARTA",
    <<ts>>
    "text": "<@U07OPSBOT> the 06:00 HIIT on 2026-03-04 shows 21 check-ins but only 18 bookings, why?"
  }
}

You are the ops bot for Tideline Gyms. Reply in the thread with the two most likely causes.
Reply:""",
            eid=v("delivery_id", f'"event_id": "Ev{g.b62(9).upper()}",'),
            etime=v("epoch", f'"event_time": {epoch_s(t)},'),
            ts=v("message_id", f'"ts": "{ts}",'),
        ),
        f"{SRC}checkins:slack-mention",
        ["json_pretty", "slack", "envelope", "payload_stays"],
    )


@pos
def _runtime_bullets(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""### Runtime
{v("run_id", "- run_id: " + g.ksuid(t))}
{v("datetime", "- now_utc: " + rfc3339(t))}
- toolset: bookings, members, payments

You are an operations agent for Forge Fitness. Use the tools to answer the manager. Think step by step
and stop when the answer is complete.

Manager: How many members had a failed direct debit in February and have since checked in anyway?
Thought:""",
        f"{SRC}payments:agent-runtime-bullets",
        ["markdown_bullets", "ksuid", "agent_scaffold"],
    )


@pos
def _rag_documents(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""<documents {v("datetime", 'retrieved_at="' + rfc3339(t) + '"')} {v("request_id", 'search_id="' + g.hex(16) + '"')} k="2">
<doc source="policies/freeze.md" updated="2025-11-03">Members may freeze for 1-3 months once per
contract year. A freeze fee of GBP 8 per month applies. Freezes for medical reasons are free with a
doctor's note.</doc>
<doc source="policies/cancel.md" updated="2026-01-20">Cancellation needs 30 days' notice after the
minimum term.</doc>
</documents>

Answer from the documents only. Question: I broke my wrist. Can I freeze for free?
Answer:""",
        f"{SRC}freezes:rag-attributes",
        ["rag", "xml_attributes", "document_dates_stay"],
    )


@pos
def _http_request_line(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""POST /assist/v2/messages HTTP/1.1
Host: assist.repcount.example
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "X-Request-ID: " + g.uuid4())}
Content-Type: text/plain; charset=utf-8

You are Repcount, a strength-training assistant. Explain exercise technique safely and suggest a coach
for anything that hurts.

User: My lower back aches after deadlifts at 120 kg. Form check tips?
Assistant:""",
        f"{SRC}trainers:http-request-line",
        ["http_request", "http_date", "request_id"],
    )


@pos
def _pasted_webhook_plus_gateway(g: Gen) -> Draft:
    return Draft(
        f"""{v("request_id", "X-Gateway-Req: " + g.b62(24))}
You help Pulsebook's developers debug integrations. Be specific and show the fix.

Developer: Our handler rejects this Debitline delivery with "timestamp outside tolerance". This is the
request we logged:

Debitline-Delivery: 6f1c2b0e-3a4d-4e7f-9b8a-1c2d3e4f5a6b
Debitline-Timestamp: 1772445003
Debitline-Signature: t=1772445003,v1=9a0c5e7f1b2d3c4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a
Received-At: 2026-03-02T10:37:41Z

Our tolerance is 300 seconds. What's wrong?
Assistant:""",
        f"{SRC}payments:pasted-webhook-vs-gateway",
        ["near_miss", "pasted_webhook_stays", "head"],
    )


@pos
def _asked_booking_id(g: Gen) -> Draft:
    return Draft(
        f"""Support console
{v("request_id", "Request-Id: req_" + g.b62(14))}
Agent: Priya (support)

You help support agents read booking records. Be precise.

Agent question: The member says booking 01951c3e-7d2a-7b44-9a10-4c2b8e6f0d13 was made before the class
was cancelled. Can you tell from the id when it was created?
Assistant:""",
        f"{SRC}bookings:asked-id-vs-request-id",
        ["near_miss", "id_in_question", "request_id"],
    )


@pos
def _health_bridge(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""You are the in-app coach of FitHafen. Comment on the week's training load in three sentences.

Pulled from the Health Connect bridge {v("datetime", "at " + f"{t:%H:%M:%S}")} for this reply:
date        workouts  active_kcal  avg_hr
2026-03-02  1         612          138
2026-03-03  0         210          -
2026-03-04  2         980          145
2026-03-05  1         455          131

Member: Am I overdoing it?
Assistant:""",
        f"{SRC}wearables:pulled-at",
        ["phrase", "time_alone", "data_stays"],
    )


@pos
def _windows_front_desk(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Front desk PC: FD-02 (Lonestar Round Rock)
Operator: tyler.b
{v("datetime", "Local time: " + windows_general(t))}

You help front desk staff with check-in issues. Give one action at a time.

Staff: A member's key fob beeps red at the turnstile but the member profile says Active. What first?
Assistant:""",
        f"{SRC}access:windows-front-desk",
        ["header_block", "windows_datetime", "stable_neighbours"],
    )


@pos
def _churn_logfmt(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""job=retention-notes {v("run_id", "run=" + g.ksuid(t))} {v("datetime", "checked_at=" + go_nano(t, g.small(1, 1000)))} model=churn-v3
Write a friendly retention note for each member below. Mention their favourite class by name.

member  last_visit  visits_90d  fav_class
31120   2026-01-28  4           Aqua Fit
31877   2026-02-11  2           Yin Yoga
Notes:""",
        f"{SRC}cancellations:logfmt-head",
        ["key_value", "ksuid", "go_rfc3339nano", "table_stays"],
    )


@pos
def _cloudevent_checkin(g: Gen) -> Draft:
    t = datetime(2026, 3, 4, 19, 41, 9, tzinfo=UTC) + timedelta(milliseconds=g.small(200, 1900))
    return Draft(
        f"""ce-specversion: 1.0
ce-type: com.gymstack.member.checkin
ce-source: /clubs/ashfield
{v("delivery_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"member_id": "m-44902", "club": "ashfield", "checked_in_at": "2026-03-05T06:41:09+11:00", "visit_no": 212}}

Write the member's milestone push notification if the visit number is a multiple of 50, else reply "none".
Notification:""",
        f"{SRC}checkins:cloudevent-binary",
        ["cloudevents", "envelope", "payload_stays"],
    )


@pos
def _stripe_pt_package(g: Gen) -> Draft:
    return Draft(
        f"""Tool call: stripe.payment_intents.create (PT package purchase)
Stripe-Version: 2025-01-27.acacia
Customer: cus_Qx81LmTr0aZp2
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("request_id", "Request-Id: req_" + g.b62(14))}
Result: requires_action (3-D Secure)

You are the checkout helper for Northgate Strength. Tell the client what to do next in one sentence.
Assistant:""",
        f"{SRC}trainers:stripe-outgoing",
        ["stripe", "tool_result", "request_id", "stable_neighbours"],
    )


@pos
def _made_up_label_tail(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""You are the kids' swim-and-gym club assistant at Riverside Leisure. Parents ask about lessons.

Parent: Lily is on the waitlist for Saturday 09:30 Stage 3. She was 2nd on 20 Feb. Any news?

{v("epoch", "floorclock: " + str(epoch_s(t)))}
club=riverside""",
        f"{SRC}bookings:made-up-floorclock",
        ["made_up_label", "epoch_s", "tail", "stable_neighbours"],
    )


@pos
def _twilio_inbound(g: Gen) -> Draft:
    t = g.moment_us()
    return Draft(
        f"""Inbound SMS (studio line +1 512 555 0144)
{v("message_id", "MessageSid: SM" + g.hex(32))}
{v("datetime", "Received: " + f"{t:%b} {t.day}, {t.year} {t.hour % 12 or 12}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}")}
From: +1 512 555 0187

Text: hey its Marcus, cant make my 6:30 with Dana tmrw, can we do thursday 7am instead??

You reply for Eastside Barbell's PT desk. Keep it under 160 characters.
Reply:""",
        f"{SRC}trainers:sms-inbound",
        ["header_block", "twilio", "us_medium_time", "payload_stays"],
    )


@pos
def _email_ingest(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""{v("datetime", "Ingested: " + rfc3339(t))}
{v("request_id", "Ingest-Id: ing_" + g.b62(20))}
Mailbox: members@valleyfit.example

From: Carla Mendes <carla.m@mail.example>
Date: Sun, 1 Mar 2026 22:17:40 +0000
Message-ID: <CAF8x2=9kQ@mail.example>
Subject: cancel please

Hi, I want to cancel from the end of March. My number is VF-10293. Thanks, Carla

Classify the e-mail as cancel, freeze, billing or other, and extract the member number.
Answer:""",
        f"{SRC}cancellations:email-ingest",
        ["header_block", "ingest", "email_headers_stay", "near_miss"],
    )


@pos
def _gnu_date_footer(g: Gen) -> Draft:
    t = g.moment(CET)
    return Draft(
        f"""Summarise this week's class feedback for the studio manager in five bullets.

Feedback (Mon-Sun):
- "Thursday Pilates room was freezing" (3 mentions)
- "Love the new 06:15 Spin slot"
- "Instructor for Sunday Yoga arrived 10 min late on 1 March"

--
digest-bot 2.4
{v("datetime", "Generated: " + unix_date(t))}
{v("run_id", "Job: " + g.hex(12))}
""",
        f"{SRC}bookings:footer-gnu-date",
        ["footer", "unix_date", "tail"],
    )


@pos
def _italian_sentence(g: Gen) -> Draft:
    t = g.moment_eu()
    return Draft(
        f"""Sei l'assistente della palestra Vigor Torino. {v("datetime", f"Sono le {t:%H:%M:%S} del {t:%d/%m/%Y}.")} Rispondi in italiano.

Socio: Il tornello mi ha bloccato stamattina alle 7 dicendo "abbonamento sospeso", ma ho pagato ieri.""",
        f"{SRC}access:italian-sentence",
        ["non_english", "italian", "sentence", "inline"],
    )


@pos
def _ctime_prices(g: Gen) -> Draft:
    t = g.moment()
    return Draft(
        f"""Membership prices (pulled from the pricing service {v("datetime", "at " + ctime(t))} for this request):
Off-peak GBP 24.99, Standard GBP 34.99, Plus (all clubs) GBP 44.99. Joining fee GBP 0 this month.

You are the sales assistant of Kinetic Clubs. Recommend a plan from what the prospect says.

Prospect: I can only train at lunchtime on weekdays, sometimes Saturdays at a different club.
Assistant:""",
        f"{SRC}memberships:prices-at-ctime",
        ["phrase", "ctime", "parenthesised"],
    )


@pos
def _js_tostring_widget(g: Gen) -> Draft:
    t = g.moment_eu()
    summer = t.utcoffset() == timedelta(hours=2)
    zone = "Central European Summer Time" if summer else "Central European Standard Time"
    return Draft(
        f"""{v("datetime", "clientClock: " + js_tostring(t, zone))}
widget: trial-class-booker 1.3

You book free trial classes for Aktivhaus Wien. Ask for name and phone before confirming.

Visitor: Can I try a kettlebell class this week?
Assistant:""",
        f"{SRC}bookings:js-tostring-widget",
        ["header_block", "js_tostring", "made_up_label"],
    )


# --- the generated family -----------------------------------------------------------------------------------------
# Each body: (key, tags, language, app, system prompt, user message with a pasted record, cue or "").

BODIES: list[tuple[str, list[str], str, str, str, str, str]] = [
    (
        "waitlist-json",
        ["waitlist", "json_record"],
        "en",
        "queuewise",
        "You explain waitlist outcomes to members of Motion Works gyms. Quote the record; do not guess.",
        """Member: Why did I lose my spot? The app says:
{"id": "wl_01JN0B7W1XQ3T5R8Y2M6K4P9CD", "class": "HIIT 30", "joined_at": "2026-03-08T19:40:12Z",
 "offer_sent_at": "2026-03-10T05:00:03Z", "offer_expires_at": "2026-03-10T05:30:03Z", "status": "lapsed"}""",
        "Assistant:",
    ),
    (
        "debit-csv",
        ["direct_debit", "csv_record"],
        "en",
        "duesdesk",
        "You help members of Parkside Gym understand their direct debit history. Be plain and exact.",
        """Member: Which of these failed, and do I owe anything now?
payment_id,mandate,charge_date,amount,status,updated_at
PM01H8ZK,MD00QX71,2026-01-01,29.99,paid_out,2026-01-06T09:12:40Z
PM01J2TA,MD00QX71,2026-02-01,29.99,failed,2026-02-03T14:55:09Z
PM01J9CE,MD00QX71,2026-02-08,29.99,paid_out,2026-02-12T08:01:33Z""",
        "Assistant:",
    ),
    (
        "door-log",
        ["door_access", "log_lines"],
        "en",
        "doorsense",
        "You help the duty manager at Granite Gym Hove read door controller logs.",
        """Manager: Someone got in after closing. Who?
2026-03-01T22:58:40+00:00 door=side-exit dir=out badge=****7781 result=GRANTED
2026-03-01T23:14:02+00:00 door=main dir=in badge=****1209 result=GRANTED reason=staff
2026-03-01T23:16:55+00:00 door=main dir=in badge=****4410 result=GRANTED reason=tailgate_suspected""",
        "Assistant:",
    ),
    (
        "pt-invoice",
        ["personal_training", "invoice"],
        "en",
        "coachbook",
        "You check personal trainers' invoices against the session log for Apex Studio.",
        """Trainer: Can you check my February invoice before I send it?
INVOICE APX-T-0219   issued 2026-03-01
2026-02-03  60 min  1:1  client K.O.   GBP 45
2026-02-10  60 min  1:1  client K.O.   GBP 45
2026-02-17  30 min  1:1  client R.S.   GBP 25
Total GBP 115""",
        "Assistant:",
    ),
    (
        "freeze-email",
        ["freeze", "email_headers"],
        "en",
        "memberdesk",
        "You answer freeze questions for members of Bayview Fitness. Quote dates from the e-mail.",
        """Member: This came today. When do payments start again?
From: Bayview Fitness <noreply@bayviewfit.example>
Date: Mon, 2 Mar 2026 07:00:12 -0800
Message-ID: <frz.8812.1772463612@bayviewfit.example>

Your freeze runs 2026-03-15 to 2026-05-14. Billing resumes on 2026-05-15.""",
        "Assistant:",
    ),
    (
        "attendance-csv",
        ["class_bookings", "csv_record"],
        "en",
        "classlens",
        "You analyse class attendance for Studio Nine. Answer with numbers first.",
        """Instructor: What was the no-show rate for my Tuesday class?
booking_ref,member,booked_at,checked_in_at
B-77120,m-1021,2026-02-28 18:02:11,2026-03-03 18:54:40
B-77131,m-2210,2026-03-01 09:45:03,
B-77140,m-0877,2026-03-02 21:10:56,2026-03-03 18:57:02
B-77152,m-3391,2026-03-03 07:31:29,""",
        "Assistant:",
    ),
    (
        "watch-sync-json",
        ["wearable_sync", "json_record"],
        "en",
        "syncdoc",
        "You troubleshoot watch syncs for the Stridewell app. Name the likely cause first.",
        """User: My Tuesday run shows up twice. Here's the sync payload from the debug screen:
{"device_uuid": "6a1f0c2e-9b3d-4c7e-8f21-0d5e6a7b8c9d", "activities": [
 {"id": "act_5512", "start_ts": 1772521200, "recorded_at": "2026-03-03T07:00:00Z", "km": 8.2},
 {"id": "act_5513", "start_ts": 1772521200, "recorded_at": "2026-03-03T07:00:00Z", "km": 8.2}]}""",
        "Assistant:",
    ),
    (
        "cancel-xml",
        ["cancellation", "xml_record"],
        "en",
        "exitdesk",
        "You check cancellation requests for Harbourside Health Club against the contract.",
        """Staff: Is this request valid under a 30-day notice rule?
<cancellation id="cx-20931" member="HH-5531" submitted="2026-02-27T16:22:08Z">
  <reason>moving abroad</reason>
  <requested_end>2026-03-15</requested_end>
</cancellation>""",
        "Assistant:",
    ),
    (
        "booking-logfmt",
        ["class_bookings", "logfmt"],
        "en",
        "bookbot",
        "You explain booking errors from the Gymstack booking service to front desk staff.",
        """Staff: A member can't book Body Balance. Our log says:
ts=2026-03-04T11:08:51.204Z level=warn msg="booking rejected" member=m-4471 class=bb-0305-1815 reason=credit_exhausted trace=9c2f6e1a0b3d4c5e""",
        "Assistant:",
    ),
    (
        "es-reserva",
        ["class_bookings", "spanish_record"],
        "es",
        "reservafit",
        "Eres el asistente de reservas de Club Deportivo Mar Menor. Responde en español.",
        """Socia: ¿Por qué me cobran esta clase si la cancelé?
Reserva: MM-44182
Clase: Aquagym, sábado 07/03/2026 10:00
Creado: 02/03/2026 20:14:51
Cancelada: 07/03/2026 08:40:02
Cargo por cancelación tardía: 4,00 €""",
        "",
    ),
    (
        "de-lastschrift",
        ["direct_debit", "german_record"],
        "de",
        "beitragsbot",
        "Du bist der Beitragsassistent von Studio Elbkraft. Antworte auf Deutsch.",
        """Mitglied: Warum wurde zweimal abgebucht?
Buchung 1: 01.03.2026  SEPA-Lastschrift  39,90 EUR  Mandat EK-77120  Erstellt: 26.02.2026 03:00:14
Buchung 2: 03.03.2026  SEPA-Lastschrift  39,90 EUR  Mandat EK-77120  Erstellt: 02.03.2026 03:00:09
Rücklastschrift: keine""",
        "",
    ),
    (
        "fr-resiliation",
        ["cancellation", "french_record"],
        "fr",
        "adherents",
        "Tu es l'assistant adhérents de Salle Oxygène Nantes. Réponds en français.",
        """Adhérent : Voici la confirmation reçue, la date d'effet est-elle correcte ?
Demande de résiliation n° OX-RS-2291
Reçue le : 28/02/2026 à 18:41:07
Date d'effet : 31/03/2026
Motif : mutation professionnelle""",
        "",
    ),
    (
        "ja-trial",
        ["trial_lesson", "japanese_record"],
        "ja",
        "taiken",
        "あなたは「ヨガスタジオ和」の予約アシスタントです。日本語で答えてください。",
        """お客様：この体験レッスンの予約、時間を変更できますか？
{"予約番号": "WA-3318", "レッスン": "リラックスヨガ", "開始": "2026-03-14T10:30:00+09:00", "作成日時": "2026-03-05T21:02:44+09:00"}""",
        "",
    ),
    (
        "ko-pt-table",
        ["personal_training", "korean_record"],
        "ko",
        "ptdesk",
        "당신은 '코어핏 PT'의 회원 상담 도우미입니다. 한국어로 답하세요.",
        """회원: 이 표에서 제가 노쇼 처리된 세션이 있나요?
| 세션 | 일시 | 상태 | 생성시각 |
|---|---|---|---|
| PT-081 | 2026-02-24 19:00 | 완료 | 2026-02-20 12:31:05 |
| PT-082 | 2026-03-03 19:00 | 노쇼 | 2026-02-27 09:14:22 |""",
        "",
    ),
    (
        "pt-checkins",
        ["check_ins", "portuguese_record"],
        "pt",
        "entradas",
        "És o assistente do Ginásio Ribeira (Porto). Responde em português de Portugal.",
        """Sócio: O plano diz 12 entradas por mês. Já gastei todas?
data;hora;entrada;registrado_em
02/03/2026;07:02;Ribeira;2026-03-02T07:02:31Z
04/03/2026;18:45;Boavista;2026-03-04T18:45:10Z
05/03/2026;07:10;Ribeira;2026-03-05T07:10:58Z""",
        "",
    ),
    (
        "ru-freeze-yaml",
        ["freeze", "russian_record"],
        "ru",
        "zamorozka",
        "Ты — помощник сети клубов «Олимп». Отвечай по-русски.",
        """Клиент: Посмотрите, пожалуйста, правильно ли оформлена заморозка:
заморозка:
  номер: ОЛ-ЗМ-5520
  начало: 2026-03-10
  конец: 2026-04-09
  создано: 2026-03-06 12:44:19""",
        "",
    ),
]

LINE_FIELDS: list[tuple[str, str, str, Callable[[Gen, datetime], str]]] = [
    ("Context time", "ctx_time", "datetime", lambda g, t: rfc3339(t)),
    ("Request", "req", "request_id", lambda g, t: g.uuid7(t)),
    ("floorclock", "floorclock", "datetime", lambda g, t: iso_space(t)),
    ("Chat session", "chat_session", "session_id", lambda g, t: g.nanoid()),
    ("Served", "served", "datetime", lambda g, t: http_date(t)),
    ("Hop", "hop", "trace_id", lambda g, t: g.hex(32)),
    ("desk.now", "desk_now", "epoch", lambda g, t: str(epoch_ms(t))),
    ("Sync run", "sync_run", "run_id", lambda g, t: g.ksuid(t)),
    ("t0", "t0", "epoch", lambda g, t: str(epoch_s(t))),
    ("As of", "as_of", "datetime", lambda g, t: py_iso(t)),
    ("Wallclock", "wallclock", "datetime", lambda g, t: js_iso(t)),
    ("Today", "today", "date", lambda g, t: long_date(t)),
    ("Pulse stamp", "pulse_stamp", "datetime", lambda g, t: rfc3339(t.astimezone(AEDT), 3)),
    ("Envelope", "envelope", "delivery_id", lambda g, t: "dlv_" + g.b62(18)),
    ("Nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("Trace", "trace", "trace_id", lambda g, t: g.traceparent()),
    ("Stamp", "stamp", "epoch", lambda g, t: str(epoch_us(t))),
    ("Logged", "logged", "datetime", lambda g, t: py_logging(t)),
]

LOCAL_FIELDS: dict[str, list[tuple[str, str, str, Callable[[Gen, datetime], str]]]] = {
    "es": [
        ("Hora actual", "hora_actual", "datetime", lambda g, t: slashed(t.astimezone(CET))),
        ("Petición", "peticion", "request_id", lambda g, t: g.uuid4()),
        ("Sesión", "sesion", "session_id", lambda g, t: g.b62(20)),
    ],
    "de": [
        ("Jetzt", "jetzt", "datetime", lambda g, t: dotted(t.astimezone(CET)) + " Uhr"),
        ("Vorgangs-ID", "vorgang", "request_id", lambda g, t: g.ulid(t)),
        ("Sitzungsschlüssel", "sitzung", "session_id", lambda g, t: g.hex(24)),
    ],
    "fr": [
        ("Heure de la demande", "heure", "datetime", lambda g, t: f"{t.astimezone(CET):%d/%m/%Y %H:%M:%S}"),
        ("Identifiant de requête", "requete", "request_id", lambda g, t: g.uuid7(t)),
        ("Horodatage", "horodatage", "epoch", lambda g, t: str(epoch_s(t))),
    ],
    "ja": [
        ("受付時刻", "uketsuke", "datetime", lambda g, t: cjk_time(t.astimezone(JST))),
        ("リクエストID", "request", "request_id", lambda g, t: g.hex(32)),
        ("セッション", "session", "session_id", lambda g, t: g.b64url(18)),
    ],
    "ko": [
        ("현재 시각", "now_kr", "datetime", lambda g, t: korean_time(t.astimezone(KST))),
        ("요청 번호", "req_kr", "request_id", lambda g, t: g.uuid4()),
        ("세션 ID", "sess_kr", "session_id", lambda g, t: g.ulid(t)),
    ],
    "pt": [
        ("Hora do pedido", "hora_pedido", "datetime", lambda g, t: f"{t.astimezone(WET):%d/%m/%Y %H:%M:%S}"),
        ("ID do pedido", "id_pedido", "request_id", lambda g, t: g.ksuid(t)),
        ("Sessão", "sessao", "session_id", lambda g, t: g.uuid4()),
    ],
    "ru": [
        ("Текущее время", "tekushchee", "datetime", lambda g, t: iso_space(t.astimezone(MSK))),
        ("Номер запроса", "zapros", "request_id", lambda g, t: g.uuid7(t)),
        ("Сессия", "sessiya", "session_id", lambda g, t: g.hex(32)),
    ],
}

POSITIONS = ["head", "system_tail", "after_user", "footer", "front_matter", "json_member", "xml_attr"]


def _field_text(position: str, label: str, key: str, value: str) -> str:
    if position == "front_matter":
        return f'{key}: "{value}"'
    if position == "json_member":
        return f'"{key}":{value},' if value.isdigit() else f'"{key}":"{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    return f"{label}: {value}"


def _render(body: tuple[str, list[str], str, str, str, str, str], position: str, field: str) -> str:
    _key, _tags, lang, app, system, user, cue = body
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{field}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{field}\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{field}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{app} assistant\n{field}{tail}"
    if position == "front_matter":
        return f"---\napp: {app}\n{field}\nlocale: {lang}\n---\n{system}\n\n{user}{tail}"
    if position == "json_member":
        return f'{{"app":"{app}",{field}"lang":"{lang}"}}\n{system}\n\n{user}{tail}'
    assert position == "xml_attr"
    return f'<context app="{app}" {field} lang="{lang}"/>\n{system}\n\n{user}{tail}'


def generated_positives(g: Gen) -> list[Draft]:
    out: list[Draft] = []
    k = 0
    for b, body in enumerate(BODIES):
        key, tags, lang = body[0], body[1], body[2]
        for j in range(3):
            position = POSITIONS[(b * 3 + j) % len(POSITIONS)]
            if lang == "en":
                label, fkey, cue, fn = LINE_FIELDS[k % len(LINE_FIELDS)]
                k += 1
            else:
                label, fkey, cue, fn = LOCAL_FIELDS[lang][j]
            t = g.moment()
            field = v(cue, _field_text(position, label, fkey, fn(g, t)))
            tags_out = ["generated", position, lang if lang != "en" else "english", *tags]
            if lang != "en":
                tags_out.append("non_english")
            out.append(Draft(_render(body, position, field), f"{SRC}gen:{key}:{position}", tags_out))
    return out


STABLE: list[tuple[str, str, str]] = [
    ("Club time zone", "club_tz", "Europe/London"),
    ("API version", "api_version", "2025-11-01"),
    ("Knowledge cutoff", "cutoff", "2025-06"),
    ("Prompt revision", "prompt_rev", "2026-01-19"),
    ("Member since", "member_since", "2021-09-14"),
    ("Tenant", "tenant", "5d2c9a7e-1f43-4b8e-9c61-0a7b3e2d4f58"),
    ("Build", "build", "2026.02.3"),
    ("Billing day", "billing_day", "1st of the month"),
    ("Terms version", "terms", "T&C 2025-09"),
]

LOCAL_STABLE: dict[str, tuple[str, str, str]] = {
    "es": ("Socia desde", "socia_desde", "12/05/2019"),
    "de": ("Vertragsbeginn", "vertragsbeginn", "01.08.2023"),
    "fr": ("Version des CGV", "cgv", "2025-10"),
    "ja": ("入会日", "nyukai", "2022年4月1日"),
    "ko": ("가입일", "gaip", "2023-11-02"),
    "pt": ("Sócio desde", "socio_desde", "2020-02-17"),
    "ru": ("Клиент с", "klient_s", "2018-06-30"),
}


def generated_negatives() -> list[Draft]:
    out: list[Draft] = []
    for b, body in enumerate(BODIES):
        key, tags, lang = body[0], body[1], body[2]
        used = {POSITIONS[(b * 3 + j) % len(POSITIONS)] for j in range(3)}
        free = [p for p in POSITIONS if p not in used]
        position = free[b % len(free)]
        label, fkey, value = STABLE[b % len(STABLE)] if lang == "en" else LOCAL_STABLE[lang]
        field = _field_text(position, label, fkey, value)
        text = _render(body, position, field)
        out.append(
            Draft(text, f"{SRC}neg:gen:{key}:{position}", ["hard_negative", "generated", position, *tags])
        )
    return out


# --- negatives: pasted records ------------------------------------------------------------------------------------
# (source, tags, placement, block, question, where it came from)

BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    (
        "booking-api-json",
        ["json_flat", "uuid7", "created_at"],
        "after",
        """{"id": "0195a2c4-8e1b-7d3f-a2c0-5b7e9f1d3a64", "class_id": "cls_spin_0307_0900", "member": "m-20931",
 "created_at": "2026-03-06T21:44:09.512Z", "class_start": "2026-03-07T09:00:00Z", "status": "cancelled_by_studio",
 "cancelled_at": "2026-03-07T07:15:31Z"}""",
        "Was this booking made before or after the studio cancelled the class?",
        "the booking API",
    ),
    (
        "member-record-nested",
        ["json_pretty", "nested", "updated_at"],
        "before",
        """{
  "member_id": "m-77102",
  "updated_at": "2026-03-03T16:20:44+00:00",
  "membership": {
    "plan": "Off-peak",
    "status": "frozen",
    "freeze": {"start": "2026-03-01", "end": "2026-03-31", "requested_at": "2026-02-20T11:02:57Z"}
  }
}""",
        "Why can't this member get in at 07:00 on 10 March?",
        "the member API",
    ),
    (
        "access-events-xml",
        ["xml", "timestamps", "generated_attr"],
        "lead_export",
        """<AccessEvents generated="2026-03-02T06:00:03Z" site="Granite Hove">
  <Event ts="2026-03-01T21:47:12Z" door="Main" card="41207" result="Granted"/>
  <Event ts="2026-03-01T22:31:40Z" door="Studio" card="41207" result="Denied" reason="OutOfHours"/>
  <Event ts="2026-03-01T22:32:05Z" door="Studio" card="41207" result="Denied" reason="OutOfHours"/>
</AccessEvents>""",
        "Was card 41207 trying to get into the studio after closing, and how many times?",
        "the door system",
    ),
    (
        "checkins-csv",
        ["csv", "timestamp_first_column"],
        "lead_returned",
        """Timestamp,Member,Club,Method
2026-03-04 06:01:44,Dana R.,Leith,QR
2026-03-04 06:02:10,Dana R.,Leith,QR
2026-03-04 06:02:31,Dana R.,Leith,Fob""",
        "Why would one member check in three times in a minute?",
        "the check-in report",
    ),
    (
        "pt-session-table",
        ["markdown_table", "dates"],
        "lead_colleague",
        """| Date | Time | Client | Type | Paid |
|---|---|---|---|---|
| 2026-02-23 | 07:00 | J. Park | 1:1 60 min | yes |
| 2026-02-25 | 07:00 | J. Park | 1:1 60 min | no |
| 2026-03-02 | 07:00 | J. Park | 1:1 60 min | no |""",
        "How much does J. Park owe if a session is GBP 48?",
        "our PT log",
    ),
    (
        "turnstile-kv",
        ["key_value", "timestamps", "ids"],
        "earlier_user",
        """time=2026-03-05T18:02:11+01:00 gate=T2 card=0x4F2A91 decision=deny code=ANTI_PASSBACK ref=7f3a1c
time=2026-03-05T18:02:19+01:00 gate=T2 card=0x4F2A91 decision=deny code=ANTI_PASSBACK ref=7f3a1d
time=2026-03-05T18:04:02+01:00 gate=T1 card=0x4F2A91 decision=allow code=OK ref=7f3a22""",
        "What does ANTI_PASSBACK mean here, and why did T1 let them in?",
        "These are the turnstile lines for the member who complained",
    ),
    (
        "booking-logfmt",
        ["logfmt", "request_id", "ts"],
        "earlier_assistant",
        """ts=2026-03-06T12:00:00.018Z level=info request_id=01JNR3W4G9QZ8M7T2K5C1B6VXA msg="booking window opened" class=rpm-0313-0630
ts=2026-03-06T12:00:00.274Z level=info request_id=01JNR3W4H1S5T2R9P0K7M3N8QB msg="booked" member=m-5510 seat=1
ts=2026-03-06T12:00:01.912Z level=warn request_id=01JNR3W4Z2A6B8C0D4E1F7G9HJ msg="class full" member=m-2291""",
        "So member m-2291 missed out by under two seconds? How did m-5510 get in so fast?",
        "the booking service logs for the RPM class",
    ),
    (
        "schedule-yaml",
        ["yaml", "updated", "id"],
        "chatml",
        """id: sched-2026w11-leith
updated: 2026-03-06T10:02:11Z
classes:
  - name: Spin 45
    day: Mon
    start: "06:30"
    instructor: Kev
  - name: Yin Yoga
    day: Mon
    start: "19:30"
    instructor: Ros""",
        "Turn this into a friendly Monday timetable post for Instagram.",
        "the schedule config",
    ),
    (
        "nginx-access",
        ["access_log", "clf"],
        "llama3",
        """203.0.113.44 - - [04/Mar/2026:05:59:58 +0000] "POST /api/bookings HTTP/1.1" 201 312 "-" "Pulsebook/5.2 iOS"
203.0.113.44 - - [04/Mar/2026:06:00:00 +0000] "POST /api/bookings HTTP/1.1" 409 88 "-" "Pulsebook/5.2 iOS"
198.51.100.7 - - [04/Mar/2026:06:00:01 +0000] "POST /api/bookings HTTP/1.1" 201 309 "-" "Pulsebook/5.1 Android\"""",
        "Is someone booking classes before the 06:00 window opens?",
        "the nginx log",
    ),
    (
        "curl-booking",
        ["http_exchange", "curl", "x_request_id", "date_header"],
        "gemma",
        """$ curl -v -X DELETE https://api.gymstack.example/v2/bookings/bk_9XQ2
> DELETE /v2/bookings/bk_9XQ2 HTTP/2
> Authorization: Bearer sk_test_...
< HTTP/2 422
< date: Thu, 05 Mar 2026 17:40:12 GMT
< x-request-id: 3c9e1f7a-52b0-4d8e-9a61-7f0c2b4e8d19
< content-type: application/json
{"error": "cancellation_window_closed", "class_start": "2026-03-05T18:00:00Z"}""",
        "Why can't I cancel this booking through the API?",
        "my terminal",
    ),
    (
        "bank-failed-email",
        ["email_headers", "message_id", "date_header"],
        "phi3",
        """From: Northbank Alerts <alerts@northbank.example>
Date: Mon, 2 Mar 2026 06:31:09 +0000
Message-ID: <a1b2c3d4.20260302063109@alerts.northbank.example>
Subject: Direct Debit returned unpaid

A Direct Debit to PULSEBOOK GYMS LTD for GBP 34.99 due 02/03/2026 was returned unpaid
(reason: insufficient funds). Reference PBK-0044712.""",
        "Will the gym charge me a fee for this, usually?",
        "my bank",
    ),
    (
        "gocardless-like-event",
        ["webhook_payload", "pasted_to_debug", "event_id"],
        "mistral",
        """{"events": [{"id": "EV01J4XK8Q2W", "created_at": "2026-03-02T10:30:03.441Z", "action": "failed",
  "resource_type": "payments", "links": {"payment": "PM01J4XJ7R0Z", "mandate": "MD01H2Q8S5T"},
  "details": {"cause": "insufficient_funds", "origin": "bank", "reason_code": "ARUDD-0"}}]}""",
        "Our handler ignores this event. Which field should we route on?",
        "the payment provider",
    ),
    (
        "freeze-form-export",
        ["form_export", "response_id", "submitted"],
        "rag_doc",
        """Response ID: r_8KQ2nX41
Submitted: 2026-03-01 20:14:33
Name: Olu Adeyemi
Membership no.: GH-33019
Freeze from: 2026-03-09
Freeze to: 2026-04-08
Reason: knee surgery (letter attached)""",
        "Does this freeze request qualify as a medical freeze?",
        "Freeze request form",
    ),
    (
        "daily-summary-epoch",
        ["wearable_export", "epoch_ms", "csv"],
        "tool_obs",
        """day_start_ms,steps,resting_hr,sleep_min
1772323200000,9412,58,402
1772409600000,3120,61,355
1772496000000,12988,57,441""",
        "Which day had the worst recovery?",
        "daily_summary.csv",
    ),
    (
        "stripe-invoice-failed",
        ["stripe_event", "epoch", "idempotency_key", "pasted_to_debug"],
        "fenced",
        """{
  "id": "evt_1QxR7nLkd02Pq9",
  "type": "invoice.payment_failed",
  "created": 1772438412,
  "request": {"id": null, "idempotency_key": "b7e2c1f0-9a3d-4e8b-8c21-5d6f7a8b9c0e"},
  "data": {"object": {"id": "in_1QxR6aLkd02Pq9", "customer": "cus_Qx81LmTr0aZp2", "attempt_count": 2,
    "next_payment_attempt": 1772697612}}
}""",
        "When will Stripe retry this, in UK time?",
        "the Stripe dashboard",
    ),
    (
        "pt-ics",
        ["ics", "dtstamp", "uid"],
        "quoted",
        """BEGIN:VEVENT
UID:pt-88213-20260310@northgate.example
DTSTAMP:20260305T091502Z
DTSTART;TZID=Europe/London:20260310T070000
DTEND;TZID=Europe/London:20260310T080000
SUMMARY:PT with Sam
END:VEVENT""",
        "My phone shows this at 08:00, not 07:00. Which one is right?",
        "The invite my trainer sent",
    ),
    (
        "slack-front-desk",
        ["slack_export", "ts"],
        "both_sides",
        """[2026-03-04 06:12:40] ts=1772604760.118229 marta: turnstile 2 is rejecting everyone with QR
[2026-03-04 06:14:02] ts=1772604842.502117 ben: rebooted it, same
[2026-03-04 06:20:55] ts=1772605255.771090 marta: QR works again after the app update""",
        "What happened at the front desk this morning, in two lines?",
        "our #front-desk channel",
    ),
    (
        "apple-health-xml",
        ["health_export", "xml_attrs", "creation_date"],
        "end_of_prompt",
        """<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Ana's Watch" unit="count" creationDate="2026-03-03 21:04:11 +0000" startDate="2026-03-03 17:00:00 +0000" endDate="2026-03-03 18:00:00 +0000" value="6120"/>
<Record type="HKQuantityTypeIdentifierStepCount" sourceName="Ana's iPhone" unit="count" creationDate="2026-03-03 18:01:40 +0000" startDate="2026-03-03 17:00:00 +0000" endDate="2026-03-03 18:00:00 +0000" value="5874"/>""",
        "Why does the gym app count my steps twice for the same hour?",
        "my Health export",
    ),
    (
        "ksuid-events",
        ["event_stream", "ksuid"],
        "after",
        """2TgF8m0xJ7wQk1bV9yRz3sN5aPd member.checked_in   m-4021  leith
2TgF9AqL2cWe8uTn4hYp6oK1rMv member.checked_out  m-4021  leith
2TgFBz7kS3dRf5jX0vMw9eQ2nLc member.checked_in   m-4021  portobello""",
        "Can a member really check out of Leith and into Portobello within seconds, going by these KSUIDs?",
        "the event stream",
    ),
    (
        "whatsapp-trainer",
        ["chat_export", "bracketed_datetime"],
        "before",
        """[02/03/2026, 21:14:08] Sam (PT): Tomorrow 7am still ok?
[02/03/2026, 21:40:51] Jo: can we push to 7:30, train delays
[03/03/2026, 06:02:17] Sam (PT): Fine, 7:30 it is""",
        "Write a polite message asking Sam whether the late change counts as a late cancellation.",
        "WhatsApp",
    ),
    (
        "dd-schedule",
        ["direct_debit_schedule", "dates"],
        "lead_export",
        """Collection date   Amount     Status
01/01/2026        GBP 39.00  Collected
01/02/2026        GBP 39.00  Returned (ARUDD 0)
09/02/2026        GBP 39.00  Collected (re-presented)
01/03/2026        GBP 41.00  Pending""",
        "Why did March go up by two pounds?",
        "the billing portal",
    ),
    (
        "bank-statement",
        ["bank_statement", "dates"],
        "after",
        """02 MAR  DD PULSEBOOK GYMS       34.99-
02 MAR  DD RETURNED PULSEBOOK    34.99+
05 MAR  FPI PULSEBOOK ARREARS    39.99-""",
        "Why am I paying 39.99 when my plan is 34.99?",
        "my statement",
    ),
    (
        "app-error-dialog",
        ["error_dialog", "request_id", "time"],
        "before",
        """Something went wrong
We couldn't book this class. Please try again.
Request ID: 9b8e7d6c-5a4f-4e3d-8c2b-1a0f9e8d7c6b
Time: 2026-03-06 07:59:58 GMT
Code: BKG-409""",
        "What does BKG-409 mean? Support asked me for the request ID, is the one above it?",
        "the app",
    ),
    (
        "otel-span",
        ["otel_span", "trace_id", "epoch_ns"],
        "lead_returned",
        """{"traceId": "4bf92f3577b34da6a3ce929d0e0e4736", "spanId": "00f067aa0ba902b7", "name": "POST /bookings",
 "startTimeUnixNano": "1772776799981000000", "endTimeUnixNano": "1772776802113000000",
 "attributes": {"http.status_code": 504, "gym.class_id": "cls_rpm_0306_1800"}}""",
        "Where did the two seconds go?",
        "the tracing backend",
    ),
    (
        "webhook-dashboard",
        ["delivery_log", "delivery_ids"],
        "lead_colleague",
        """Delivery      Event            Attempted (UTC)       Status  Duration
dlv_7Hk2Qx    checkin.created  2026-03-05 06:41:09   200     112 ms
dlv_7Hk2Rb    checkin.created  2026-03-05 06:41:11   500     3,004 ms
dlv_7Hk2Rb    checkin.created  2026-03-05 06:46:11   200     98 ms""",
        "Did we process the second check-in twice?",
        "the webhook dashboard",
    ),
    (
        "contract-clause",
        ["contract", "dates"],
        "after",
        """7.2 The Member may freeze the Membership once per Contract Year for between 1 and 3 months by giving
at least 7 days' notice. For Contracts signed before 1 September 2025, the freeze fee is waived.
7.3 The Minimum Term ends 12 months after the Start Date (here: 14 June 2025).""",
        "I signed on 14 June 2025. Do I pay the freeze fee?",
        "my contract",
    ),
    (
        "outlook-class-cancel",
        ["email_headers", "sent"],
        "earlier_user",
        """From: Studio Nine Bookings
Sent: Tuesday, March 3, 2026 5:02 PM
To: Lee Harper
Subject: Class cancelled - Barre 18:15

Unfortunately tonight's Barre (18:15) is cancelled. Your credit has been returned.""",
        "They cancelled 73 minutes before the class. Is that allowed under their 2-hour rule for members?",
        "Here's the e-mail the studio sent me",
    ),
    (
        "pt-confirmation-ulid",
        ["booking_confirmation", "ulid"],
        "chatml",
        """Booking confirmed
Ref: 01JNV8K2T5QW3E9R7Y1U6I0OPA
Trainer: Dana Cole
When: Wed 11 Mar 2026, 18:00-19:00
Where: Eastside Barbell, Platform 3""",
        "Can you write me a reminder note for my calendar from this?",
        "my booking",
    ),
    (
        "psql-result",
        ["sql_result", "timestamps"],
        "fenced",
        """ member_id |      created_at        |  status  |     frozen_until
-----------+------------------------+----------+---------------------
     20417 | 2024-05-02 10:11:09+00 | frozen   | 2026-03-31 23:59:59+00
     20418 | 2024-05-02 10:14:55+00 | active   |
(2 rows)""",
        "Why does the door still let 20417 in?",
        "psql",
    ),
    (
        "pino-log",
        ["json_log", "epoch_ms", "req_id"],
        "llama3",
        """{"level":40,"time":1772700012345,"pid":71,"reqId":"req-1f9","msg":"mandate not active","member":"m-5520"}
{"level":50,"time":1772700012360,"pid":71,"reqId":"req-1f9","msg":"charge aborted","amount":2999}""",
        "Explain what happened to this member's payment.",
        "the billing worker log",
    ),
    (
        "kafka-frozen-event",
        ["event", "uuid7", "ts"],
        "earlier_assistant",
        """{"event_id": "0195b0e1-22c4-7a9d-8f31-6c2e4b8d0a17", "type": "member.frozen", "ts": "2026-03-07T09:12:44Z",
 "member_id": "m-30112", "freeze": {"from": "2026-03-10", "to": "2026-04-09"}}""",
        "Right, and the door rules should stop them from the 10th, not today?",
        "the last member.frozen event",
    ),
    (
        "typeform-agreement",
        ["form_export", "submitted_at", "token"],
        "tool_obs",
        """Submitted At: 2026-03-04 19:22:15 UTC
Token: p4r9x2kq8lzm1v7c
Full name: Amira Haddad
Plan chosen: Annual upfront (GBP 399)
Health declaration: No conditions
Signature: Amira Haddad""",
        "Has Amira chosen the annual plan and declared no health conditions?",
        "membership_agreement_amira",
    ),
    (
        "locker-objectid",
        ["objectid", "json"],
        "quoted",
        """{"_id": "65f1a2b3c4d5e6f708192a3b", "locker": "M-114", "member": "m-7712", "from": "2026-01-01", "to": "2026-03-31"}
{"_id": "65f1a2b3c4d5e6f708192a3c", "locker": "M-114", "member": "m-8090", "from": "2026-03-15", "to": "2026-06-30"}""",
        "Is locker M-114 double-booked?",
        "Locker rentals from the database",
    ),
    (
        "sauna-syslog",
        ["syslog", "rfc5424"],
        "both_sides",
        """<134>1 2026-03-05T20:41:07.112+01:00 sauna-ctl-1 heaterd 412 - - temp=88C target=90C
<131>1 2026-03-05T20:55:30.904+01:00 sauna-ctl-1 heaterd 412 - - OVERTEMP temp=104C cutoff engaged""",
        "Did the safety cutoff work as it should?",
        "the sauna controller",
    ),
    # other languages
    (
        "es-devolucion",
        ["spanish", "bank_return", "fecha_creacion"],
        "after",
        """Recibo devuelto
Emisor: GIMNASIO ALAMEDA SL
Importe: 39,90 EUR
Fecha de cargo: 02/03/2026
Motivo: AM04 - Fondos insuficientes
Fecha de creación: 04/03/2026 08:12:55""",
        "¿Me van a cobrar comisión por esta devolución? ¿Qué hago ahora?",
        "",
    ),
    (
        "de-kursbuchung-csv",
        ["german", "csv", "erstellt_am"],
        "before",
        """kurs;datum;uhrzeit;status;erstellt_am
Zumba;05.03.2026;18:30;storniert;01.03.2026 19:44:02
Zumba;12.03.2026;18:30;gebucht;05.03.2026 20:02:48""",
        "Warum wurde mir für den 5. März eine Stornogebühr berechnet?",
        "",
    ),
    (
        "fr-passages-json",
        ["french", "json", "horodatage"],
        "chatml",
        """[{"horodatage": "2026-03-02T07:01:12+01:00", "porte": "entrée", "badge": "B-4410"},
 {"horodatage": "2026-03-02T08:15:40+01:00", "porte": "sortie", "badge": "B-4410"},
 {"horodatage": "2026-03-02T08:16:02+01:00", "porte": "entrée", "badge": "B-4410"}]""",
        "Pourquoi mon badge compte deux passages ce matin-là ?",
        "",
    ),
    (
        "ja-door-log",
        ["japanese", "table", "timestamps"],
        "after",
        """日時                 ゲート  会員番号  結果
2026-03-04 21:58:02  正面    A-1193    入館
2026-03-04 22:31:47  正面    A-1193    退館不可（時間外）
2026-03-04 22:32:10  通用口  A-1193    退館""",
        "閉館後に出られなかったのはなぜですか？",
        "",
    ),
    (
        "ko-payment-email",
        ["korean", "email_headers"],
        "before",
        """보낸 사람: 코어핏 <billing@corefit.example>
날짜: 2026년 3월 2일 (월) 오전 9:02
제목: 정기결제 실패 안내

3월 회원권 정기결제(89,000원)가 카드 한도 초과로 실패했습니다. 3월 5일에 재시도합니다.""",
        "재시도 전에 카드를 바꾸려면 어떻게 해야 하나요?",
        "",
    ),
    (
        "zh-card-xml",
        ["chinese", "xml", "created_attr"],
        "fenced",
        """<会员卡 编号="LX-20931" 类型="年卡" 创建时间="2025-03-08 10:12:44">
  <冻结 开始="2026-03-01" 结束="2026-03-31" 申请时间="2026-02-25 18:40:02"/>
</会员卡>""",
        "我的年卡冻结一个月后，到期日会顺延到哪天？",
        "",
    ),
    (
        "ru-turnstile-log",
        ["russian", "log", "trace_id"],
        "gemma",
        """2026-03-05 19:02:51.204 WARN  [turnstile-2] trace_id=5e1c7a90b2d34f18 отказ: лимит посещений (8/8)
2026-03-05 19:03:10.882 INFO  [turnstile-2] trace_id=9a2b3c4d5e6f7081 вход разрешён администратором""",
        "Почему меня не пустили, если у меня безлимит?",
        "",
    ),
    (
        "pl-zajecia-csv",
        ["polish", "csv", "utworzono"],
        "after",
        """zajęcia,termin,status,utworzono
Pilates,2026-03-03 18:00,obecność,2026-02-28 12:01:44
Pilates,2026-03-10 18:00,nieobecność,2026-03-06 21:33:09""",
        "Czy za nieobecność 10 marca naliczą mi karę?",
        "",
    ),
    (
        "tr-dondurma-formu",
        ["turkish", "form", "olusturulma"],
        "phi3",
        """Üyelik Dondurma Talebi
Üye No: BSM-40217
Başlangıç: 10.03.2026
Bitiş: 09.04.2026
Oluşturulma: 06.03.2026 14:22:05""",
        "Bu talep onaylanmış mı, yoksa sadece oluşturulmuş mu?",
        "",
    ),
    (
        "ar-payments-table",
        ["arabic", "table", "arabic_indic_digits"],
        "before",
        """التاريخ        المبلغ     الحالة
٠١/٠٢/٢٠٢٦    ٣٥٠ درهم   مدفوع
٠١/٠٣/٢٠٢٦    ٣٥٠ درهم   فشل
٠٤/٠٣/٢٠٢٦    ٣٥٠ درهم   مدفوع""",
        "هل ما زال عليّ مبلغ مستحق بعد هذه الدفعات؟",
        "",
    ),
    (
        "he-cancel-email",
        ["hebrew", "email"],
        "after",
        """מאת: כושר הכרמל <noreply@carmelfit.example>
תאריך: 3 במרץ 2026, 18:12
נושא: אישור ביטול מנוי

המנוי שלך (20417) יבוטל ב-31.03.2026. החיוב האחרון יבוצע ב-01.03.2026.""",
        "האם יחייבו אותי גם באפריל?",
        "",
    ),
    (
        "hi-membership-json",
        ["hindi", "json", "created_at"],
        "end_of_prompt",
        """{"सदस्य": "FP-7731", "योजना": "त्रैमासिक", "created_at": "2026-01-05T10:44:12+05:30", "समाप्ति": "2026-04-04"}""",
        "मेरी सदस्यता कब खत्म होगी और नवीनीकरण कब तक करना है?",
        "",
    ),
    (
        "it-ingressi",
        ["italian", "export", "aggiornato"],
        "after",
        """Ingressi marzo - socio VT-2231 (aggiornato 06/03/2026 07:30:02)
01/03 07:05 Torino Centro
03/03 07:12 Torino Centro
05/03 18:40 Lingotto""",
        "Il mio abbonamento vale anche per Lingotto o mi addebitano un extra?",
        "",
    ),
    (
        "nl-incasso",
        ["dutch", "direct_debit", "aangemaakt"],
        "mistral",
        """Incasso-overzicht SportCity Zwolle
Machtigingskenmerk: SCZ-0044120
01-02-2026  € 32,50  geïncasseerd
01-03-2026  € 32,50  gestorneerd (saldo ontoereikend)
Aangemaakt: 04-03-2026 09:15:44""",
        "Wat gebeurt er nu met mijn lidmaatschap?",
        "",
    ),
    (
        "ptbr-boleto",
        ["portuguese", "receipt", "gerado_em"],
        "before",
        """Comprovante de pagamento
Academia Movimento - Pinheiros
Mensalidade março/2026: R$ 149,90
Pago em: 05/03/2026 12:40
Gerado em: 05/03/2026 12:40:31
Autenticação: 7A2F-91C0-44BE""",
        "Paguei com atraso de 5 dias. Vai ter multa no próximo mês?",
        "",
    ),
    (
        "sv-bokning",
        ["swedish", "booking", "skapad"],
        "after",
        """Bokningsbekräftelse
Pass: Cirkelträning
Tid: tisdag 10 mars 2026 kl. 17:30
Bokningsnummer: SV-88120
Skapad: 2026-03-06 08:41:12""",
        "Kan jag avboka gratis fram till 15:30 samma dag?",
        "",
    ),
    (
        "el-pt-programma",
        ["greek", "schedule", "created"],
        "fenced",
        """Πρόγραμμα PT - Μέλος 5521
Δευ 09/03 18:00  Δύναμη
Τετ 11/03 18:00  Κινητικότητα
Παρ 13/03 18:00  Δύναμη
Δημιουργήθηκε: 06/03/2026 10:02:17""",
        "Μπορώ να αλλάξω την Παρασκευή με Σάββατο;",
        "",
    ),
    (
        "th-receipt",
        ["thai", "receipt", "buddhist_era"],
        "after",
        """ใบเสร็จรับเงิน เลขที่ SK39-0612
ค่าสมาชิกรายเดือน มีนาคม 2569  1,500 บาท
วันที่ชำระ 02/03/2569 09:14:07""",
        "ใบเสร็จนี้ใช้เบิกสวัสดิการบริษัทได้ไหม",
        "",
    ),
    (
        "vi-goi-tap-yaml",
        ["vietnamese", "yaml", "cap_nhat_luc"],
        "before",
        """goi_tap: 6 thang
bat_dau: 2026-01-10
ket_thuc: 2026-07-09
bao_luu:
  tu: 2026-03-01
  den: 2026-03-31
cap_nhat_luc: 2026-02-27T15:20:44+07:00""",
        "Bảo lưu một tháng thì ngày kết thúc gói tập có được lùi lại không?",
        "",
    ),
    (
        "uk-zayava",
        ["ukrainian", "form", "stvoreno"],
        "chatml",
        """Заява на заморожування абонемента
Клуб: Спорттайм Поділ
Період: 09.03.2026 - 08.04.2026
Причина: відрядження
Створено: 05.03.2026 17:31:55""",
        "Чи можна подовжити заморожування ще на тиждень?",
        "",
    ),
    (
        "id-checkin-json",
        ["indonesian", "json", "dibuat"],
        "after",
        """{"kunjungan": [{"cabang": "Kemang", "masuk": "2026-03-03 06:10", "dibuat": "2026-03-03T06:10:14+07:00"},
 {"cabang": "Kemang", "masuk": "2026-03-04 06:12", "dibuat": "2026-03-04T06:12:40+07:00"}]}""",
        "Kenapa kunjungan tanggal 5 Maret tidak tercatat?",
        "",
    ),
    (
        "cs-zruseni-email",
        ["czech", "email_headers"],
        "before",
        """Od: Fitko Brno <info@fitkobrno.example>
Datum: 2. 3. 2026 14:05
Předmět: Potvrzení výpovědi

Vaše členství skončí 31. 3. 2026. Poslední platba proběhne 1. 3. 2026.""",
        "Znamená to, že v dubnu už nic platit nebudu?",
        "",
    ),
]

SYSTEM_GYM = "You are Ari, the member assistant for Pulsebook gyms. Be accurate and brief."


def _place(placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{ask}\n\n{block}"
    if placement == "before":
        return f"{block}\n\n{ask}"
    if placement == "lead_export":
        return f"Here is the export from {intro}:\n\n{block}\n\n{ask}"
    if placement == "lead_returned":
        return f"Below is what {intro} returned:\n\n{block}\n\n{ask}"
    if placement == "lead_colleague":
        return f"My colleague sent this from {intro}:\n{block}\n{ask}"
    if placement == "earlier_user":
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant":
        return f"User: Can you pull up {intro}?\nAssistant: Here it is:\n\n{block}\n\nUser: {ask}\nAssistant:"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_GYM}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM_GYM}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{ask}\n\n{block}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM_GYM}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "rag_doc":
        return f'Context:\n<document title="{intro}">\n{block}\n</document>\n\nQuestion: {ask}\nAnswer:'
    if placement == "tool_obs":
        return (
            f'Question: {ask}\nThought: I need to read {intro}.\nAction: files.read(name="{intro}")\n'
            f"Observation:\n{block}\nThought:"
        )
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in there that looks wrong?"
    assert placement == "end_of_prompt"
    return f"{SYSTEM_GYM}\n\nUser: {ask}\n\n{block}"


def _negatives_pasted() -> None:
    for source, tags, placement, block, ask, intro in BLOCKS:
        text = _place(placement, block, ask, intro)
        neg(f"pasted:{source}", ["pasted", placement, *tags], text)


# --- negatives: stable look-alikes in program positions, values the user asks about, near-misses ------------------


def _negatives_written() -> None:
    neg(
        "lookalike:timetable-validity",
        ["lookalike", "header_block", "validity_dates"],
        """Timetable: Spring 2026 (valid 2026-03-02 to 2026-05-31)
Prompt revision: 2026-02-20
Club: Ironside Leith

You answer timetable questions for Ironside Leith. Only quote classes from the timetable.

Member: Is there still a Saturday 08:00 Spin?
Assistant:""",
    )
    neg(
        "lookalike:front-matter-season",
        ["lookalike", "front_matter", "template_date"],
        """---
template: pt-intake
version: 4.1.0
approved: 2025-12-09
timezone: Europe/Dublin
---
You run the intake chat for new personal training clients at Liffey Strength. Ask one question at a
time: goals, injuries, availability.

Client: Hi, I want to get stronger for hiking this summer.
Assistant:""",
    )
    neg(
        "lookalike:json-settings",
        ["lookalike", "single_line_json", "api_version"],
        """{"app":"pulsebook-web","api_version":"2025-11-01","tenant":"5d2c9a7e-1f43-4b8e-9c61-0a7b3e2d4f58","locale":"en-GB"}
You answer questions about Pulsebook memberships. Never quote prices that are not on the price list.

Member: Can I add my partner to my membership?
Assistant:""",
    )
    neg(
        "lookalike:member-ctx",
        ["lookalike", "bracketed_context", "member_since"],
        """[ctx member=m-20931 plan=Plus member_since=2019-04-02 home=Leith renews=2026-04-02]
You are the member assistant. Use the context line; do not ask for what it already says.

Member: When does my membership renew, and will the price change?
Assistant:""",
    )
    neg(
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_placeholder"],
        """Current date: {{current_date}}
Session: {{session_id}}

You are the check-in helper for Harbour Swim & Gym. Keep answers short.

Member: Does my swim-only plan include the sauna?
Assistant:""",
    )
    neg(
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_revision"],
        """Write a short, warm reply to this member who asked to cancel during the minimum term.

Member message: Hi, I lost my job and can't afford the gym any more. Can I cancel early?

--
Retention templates v7 (terms revision 2025-09-01; hardship clause 9.4)
Reply:""",
    )
    neg(
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are a certified-trainer style assistant. Give safe, general exercise advice.<|eot_id|><|start_header_id|>user<|end_header_id|>

What's a good warm-up before squats?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
    )
    neg(
        "lookalike:xml-club-settings",
        ["lookalike", "xml_attributes", "opening_hours"],
        """<club id="hove" tz="Europe/London" opens="05:30" closes="23:00" staffed_from="2026-01-05"/>
You help members of Granite Gym Hove with access questions.

Member: Can I get in at 05:15 if I'm a 24/7 member?
Assistant:""",
    )
    neg(
        "lookalike:kv-billing-settings",
        ["lookalike", "key_value", "billing_day"],
        """BILLING_DAY=1
RETRY_DAYS=3,7
CURRENCY=GBP
DD_PROVIDER=debitline

You explain failed payments to members using the settings above.

Member: My payment failed on the 1st. When do you try again?
Assistant:""",
    )
    neg(
        "lookalike:german-stand",
        ["lookalike", "non_english", "german", "policy_date"],
        """Beitragsordnung Stand: 01.01.2026
Studio: Kraftwerk Leipzig-Süd

Du bist die Beitragshilfe von Kraftwerk Fitness. Antworte auf Deutsch.

Mitglied: Wie viel kostet eine Ruhezeit im Monat?""",
    )
    neg(
        "lookalike:japanese-stable-header",
        ["lookalike", "non_english", "japanese", "member_since"],
        """店舗：スポーツクラブ凪 渋谷店
入会日：2022年4月1日
会員種別：マスター会員

あなたは会員サポートです。日本語で答えてください。

会員：マスター会員は他店舗も使えますか？""",
    )
    neg(
        "lookalike:markdown-settings",
        ["lookalike", "markdown_rows", "contract_dates"],
        """| Setting | Value |
|---|---|
| Club | Lonestar Austin Domain |
| Contract signed | 2025-06-14 |
| Minimum term end | 2026-06-13 |
| Notice period | 30 days |

You handle cancellation questions. Quote the settings table.

Member: Can I cancel now without a fee?
Assistant:""",
    )

    # values the user types or asks about
    neg(
        "asked:epoch",
        ["asked", "epoch"],
        """The booking export has start_ts = 1772521200 for my Tuesday run club. What is that in London time?""",
    )
    neg(
        "asked:uuid7-decode",
        ["asked", "uuid7"],
        """You are a helpful developer assistant.

User: Our booking ids are UUIDv7. Can you decode the creation time of 0195a2c4-8e1b-7d3f-a2c0-5b7e9f1d3a64
and tell me if it was before the 09:00 class on 7 March 2026?
Assistant:""",
    )
    neg(
        "asked:ulid-door",
        ["asked", "ulid"],
        """Support asked me to quote the door event 01JNK3ZP6T8QW2R5Y7E1U9I0OA when I complain about being locked
in the changing room on Tuesday. Can you write the complaint for me? It happened around 21:50.""",
    )
    neg(
        "asked:jwt-decode",
        ["asked", "jwt"],
        """What's inside this token the gym app stores? I'm curious whether it holds my card details.

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtLTIwOTMxIiwicGxhbiI6InBsdXMiLCJpYXQiOjE3NzI1MDAwMDB9.hX3kq0v9Wm2z8tY1cR4pL6nB7sD5fG0aJ3eK2uI9oQ""",
    )
    neg(
        "asked:trace-for-support",
        ["asked", "traceparent"],
        """The app showed an error and this line when I tried to pay:
traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01
Which part do I give to Pulsebook support so they can find my payment?""",
    )
    neg(
        "asked:user-clock",
        ["asked", "user_time"],
        """It's 05:52 on Sunday 8 March and the door at Parkside says "closed until 06:00" but I'm a 24/7 member.
Is my membership broken or is Sunday different?""",
    )
    neg(
        "asked:few-shot",
        ["asked", "few_shot", "example_dates"],
        """Extract the class booking as JSON.

Input: "Book me into Yoga Flow on 2026-03-12 at 18:30"
Output: {"class": "Yoga Flow", "date": "2026-03-12", "time": "18:30"}

Input: "Spin on Friday 2026-03-13, 06:45 please"
Output:""",
    )
    neg(
        "asked:relative",
        ["asked", "relative_time"],
        """I booked the 18:00 Pump class 40 minutes ago and just got an e-mail saying I'm on the waitlist
instead, position 2 of 4. Does that mean the booking didn't go through?""",
    )
    neg(
        "asked:korean-epoch",
        ["asked", "non_english", "korean", "epoch"],
        """앱 디버그 화면에 last_sync=1772604760 이라고 나오는데, 한국 시간으로 언제예요? 그 이후로 워치 기록이 안 올라와요.""",
    )
    neg(
        "asked:spanish-request-id",
        ["asked", "non_english", "spanish", "request_id"],
        """Me salió este error al pagar la cuota: "Error 502 - ID de solicitud 7c1e9a3b-4d2f-4e8a-b6c0-9f1d2e3a4b5c".
¿Qué le digo al gimnasio para que lo revisen?""",
    )

    # near-misses: program-looking material the user pasted
    neg(
        "nearmiss:pasted-bot-prompt",
        ["near_miss", "pasted_prompt", "current_time_label"],
        """Our gym bot gave a member the wrong opening hours. This is the prompt it got, copied from the debug
console:

"Current time: 2026-03-08 05:52:10.331204
Session: V1StGXR8_Z5jdHi6B-myT
You are Ari, the member assistant for Pulsebook gyms. Opening hours: Mon-Fri 06:00-22:00."

Why would it have told the member that Sunday opens at 06:00?""",
    )
    neg(
        "nearmiss:pasted-front-matter",
        ["near_miss", "pasted_front_matter", "generated_at"],
        """Can you proofread the intro of our monthly member report? Leave the front matter as it is.

---
generated_at: 2026-03-01T06:00:04Z
report_run: 01JMZ4K8Q2W7E3R9T5Y1U6I0PA
club: Parkside
---
February was our busiest month ever, with 14,210 check-ins and a new record for the 06:30 Spin.""",
    )
    neg(
        "nearmiss:pasted-door-delivery",
        ["near_miss", "pasted_webhook", "delivery_envelope"],
        """Why does our signature check fail on this door hub delivery? We compute HMAC-SHA256 over the raw body.

{
  "event": "access.denied",
  "delivery_id": "0195b1f2-0c3d-7e4f-9a8b-1c2d3e4f5a6b",
  "delivered_at": "2026-03-07T06:02:19.447Z",
  "signature": "v1=2f1e0d9c8b7a69584736251403f2e1d0c9b8a79685746352413f2e1d0c9b8a7",
  "data": {"door_id": "dr_leith_main", "member_id": "m-88213", "occurred_at": "2026-03-07T06:02:18Z"}
}""",
    )
    neg(
        "nearmiss:pasted-cloudevent",
        ["near_miss", "pasted_cloudevent"],
        """We get duplicate milestone pushes. These are the headers of two deliveries from yesterday:

ce-id: 8a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
ce-time: 2026-03-05T06:41:09.512Z
ce-type: com.gymstack.member.checkin

ce-id: 8a1f2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b
ce-time: 2026-03-05T06:41:12.007Z
ce-type: com.gymstack.member.checkin

Should we dedupe on ce-id?""",
    )
    neg(
        "nearmiss:pasted-401-request",
        ["near_miss", "pasted_http_request", "x_request_id"],
        """This request to our booking API returns 401 and I can't see why:

GET /v2/members/m-20931/bookings HTTP/1.1
Host: api.gymstack.example
Date: Fri, 06 Mar 2026 08:14:02 GMT
X-Request-ID: 5f0e1d2c-3b4a-4968-8776-5a4b3c2d1e0f
Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJtLTIwOTMxIiwiZXhwIjoxNzcyNzg0ODAwfQ.c2lnbmF0dXJl

The token was issued this morning.""",
    )
    neg(
        "nearmiss:pasted-request-xml",
        ["near_miss", "pasted_xml", "received_attr"],
        """Our cancellation agent mis-read this request. Can you spot why it thought the member gave notice in
February?

<request id="c0ffee11aa22bb33cc44dd55" received="2026-03-01T00:00:02.118204" channel="app">
<member plan="Flex Monthly" home_club="Austin Domain"/>
<notice given="2026-02-28T23:59:58-06:00"/>
</request>""",
    )
    neg(
        "nearmiss:pasted-russian-bot-header",
        ["near_miss", "non_english", "russian", "pasted_prompt"],
        """Бот клуба ответил клиенту неправильно. Вот начало его запроса из лога:

Время запроса: 2026-03-05 19:03:12
ID запроса: 0195b0f0-1a2b-7c3d-8e4f-5a6b7c8d9e0f
Ты — помощник фитнес-клуба «Атлант». Отвечай по-русски.

Почему бот решил, что клуб уже закрыт?""",
    )
    neg(
        "nearmiss:pasted-slack-event",
        ["near_miss", "pasted_slack_event"],
        """Our ops bot answered this mention twice. Here's what Slack sent (both times the same):

{"type": "event_callback", "event_id": "Ev07KQ2M3N4P", "event_time": 1772604760,
 "event": {"type": "app_mention", "ts": "1772604760.118229", "text": "<@U07OPSBOT> class counts?"}}

Which field should we use to ignore retries?""",
    )

    # plain controls
    neg(
        "control:plain-trainer",
        ["control", "plain"],
        """You are a friendly strength coach. Keep advice general and suggest seeing a physio for pain.

User: How many rest days a week should a beginner take?
Assistant:""",
    )
    neg(
        "control:plain-studio",
        ["control", "plain", "non_english", "spanish"],
        """Eres la asistente de un estudio de pilates. Responde en español y con calma.

Alumna: ¿Qué diferencia hay entre pilates de suelo y reformer?""",
    )


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen99(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_written()
    negatives = list(NEG) + generated_negatives()
    return make_holdout.assemble("hold99", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
