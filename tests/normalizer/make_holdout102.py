"""Build `prompt_normalizer/corpus/holdout102.jsonl`, a hundred-and-second labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout102.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (conference,
ticketing, Eventbrite, badge, speaker, sponsor, attendee, registration, venue, catering, hotel block,
survey, festival, trade show, box office) and the passages around the hits, with the docstring of
`make_holdout96.py`, the labelling section of `make_holdout88.py` and the clarifications of
`make_holdout95.py` read in full; of `make_holdout24.py` also its import block and its last 150 lines,
for the structure of a generator; and `pyproject.toml` for ruff's settings. (A listing of
`tests/normalizer/` showed the generators' names and a check of the path showed that `holdout102.jsonl`
did not exist yet.) Nothing under `prompt_normalizer/` was read, nor any other test file, any `.jsonl`
corpus, the docs and bench folders or the git history; `make_holdout97.py` to `make_holdout104.py`,
written at the same time, were not read. The corpus was checked only against the machinery of
`make_holdout.py` (every `expected` is what `expected_of` computes, every span is found in its input,
spans are single lines, inputs are unique, the build is deterministic).

The domain is conferences and ticketed events: registrations and ticket transfers, badge printing and
scanning, speaker and session management, venue and catering contracts, sponsor lead capture, travel and
hotel blocks, post-event surveys. The earlier docstrings name neighbours of it: conferences and trade
fairs with an exhibitor portal in single-line JSON, a badge kiosk, lead scans (a lead scan's `Scan-Id`
and `Scanned-At` on the current message), room counts, a speaker-ready room relay, an agenda helper
behind a Llama 3 system header, an abstract review console and a stand builders' desk behind
`X-Amzn-Trace-Id`, with registration exports, stand invoices, lead scan exports, room block pickup
reports, session scores, an attendees API response, a visa invitation letter and catering numbers as
negatives, and box offices with seat holds, waiting rooms, gate scans, a refund desk and festival
wristbands (make_holdout26); an Eventbrite-style order relay, seat holds and stadium gate scanners
(make_holdout11); a conference registration desk and a call-for-papers bot (make_holdout12); a
conference abstract reviewer (make_holdout36); a conference interpreting desk (make_holdout18); football
ticketing (make_holdout77). The scenarios here were written around them: no badge kiosk clock, no
exhibitor portal JSON, no speaker-ready relay, no abstract review, call-for-papers bot, seat hold,
waiting room, wristband top-up or `X-Amzn-Trace-Id`; lead scans reach the positives only as a Standard
Webhooks delivery, a single-line JSON head over a booth note and a pretty JSON `meta` over a lead
record; the Llama 3 positive is a speaker's slot swap under `Today Date`; a pickup report, a lead export
and a speaker application form appear as negatives in new shapes (a hotel revenue-system run sheet, a
KSUID CSV, a form export with `Response ID` and `Submitted`). The sources are:

* registrations and ticket transfers: YAML front matter (`generated_at`, ULID `run`) over a pasted
  registration CSV opening with `created_at`, a made-up `X-Passline-*` transfer delivery (delivery
  UUIDv7, epoch timestamp, signature; the transfer with its `created_at` stays), a `Request-Id`
  beside a ticket ULID the user asks about, "Registrations as of <time> for this request:", an order
  history with a parenthesised `(lookup <TSID>)` (the order's `placed` time stays), a `Gateway-Req`
  and `Gateway-Time` over a ticketing webhook pasted to debug, a `traceparent` over check-in help, a
  logfmt head (`run=` KSUID, `started=`), a CLF "Forwarded by the registration gateway at [...]" line,
  `X-Request-Start` in microseconds, a `Cookie: sess=` header, a German `Serverzeit:` and
  `Anfrage-ID:`, a Spanish `Fecha de consulta:` and `ID de traza:` over a pasted transfer with
  `creado`, a Finnish `Istunto:` and `Aikaleima:` (epoch in ms), a Hindi `वर्तमान समय:` in Devanagari
  digits;
* badges and scanning: a ChatML `Current time:` (Python `str()`) and nanoid `Session:`, a ChatML
  `Desk clock:` before `<|im_end|>`, scan counts "pulled at <time> (pull <hex>) for this request:", a
  Pub/Sub push for a denied gate scan (`messageId`, `publishTime` move; the scan with its `scanned`
  time stays), gRPC metadata with an epoch in ns and a correlation id for a badge print router, a
  CLI agent `<env>` block (`Today's date:`, UUIDv7 `Agent session:`), a Japanese `現在時刻：` and ULID
  `セッションID：`, a Russian `Время запроса:` and KSUID `ID запроса:` after a pasted print log with its
  own `created_at` and `trace_id`, a Hebrew `מזהה בקשה:` and epoch `חותמת זמן:`;
* speakers and sessions: a Llama 3 `Today Date` (the cutting knowledge date stays), a ReAct travel
  lookup (`call_id`, `fetched_at` move; the flight, hotel and talk dates in the observation stay),
  "Today is <long date>." inside a system paragraph, .NET "o" `RequestedAt:` with a base64url
  `PortalSession:`, a browser extension's JavaScript `clientClock:` over an agenda, "Sent from
  EventDesk mobile at <time> on <date>" after a speaker's question, a speakers' inbox ingest
  (`X-Inbox-Received`, ObjectId `X-Inbox-Msg`; the pasted e-mail's `Date` stays), an ISO week `Current
  week:` beside production weeks that stay, a Dutch `Huidige tijd:` after a pasted portal status, a
  Thai `เวลาปัจจุบัน:` in the Buddhist era, a Greek `Τρέχουσα ώρα:` and `Αναγνωριστικό αιτήματος:`, a
  Swedish "hämtade <time> för denna förfrågan:";
* venues and catering: a venue API's response headers in a tool result (`Date`, `x-request-id` move;
  the hold's dates stay), a catering-change footer (GNU `date` `Generated:`, hex `Job:`; the `--` and
  the relay name stay), a Go RFC3339Nano `Now:` for a waitlist, French `Horodatage de la requête :`
  and `Identifiant de session :` over a caterer's contract clause, an Indonesian `Waktu server:`, an
  Excel add-in's Windows `Local time:` over a budget table, an Italian bracketed context line
  (`ora=`, `data=`; `sede=` stays);
* sponsors and leads: a single-line JSON head (`req` UUIDv7, `ts` in ms), a pretty JSON `meta`
  (`request_id`, `generated_at`) over a lead whose UUIDv7 `id`, `created_at` and `updated_at` stay, a
  RAG `<documents>` element (`retrieved_at`, `search_id`; the documents' `updated` dates stay), a
  Standard Webhooks lead delivery (`webhook-id`, `webhook-timestamp`, `webhook-signature`; the scan's
  `scanned_at` stays), a markdown context table (`Session`, RFC 2822 `Opened`), a Bearer JWT on an
  exhibitor portal, a Slack `app_mention` for venue ops (`event_id`, `event_time`, message `ts`), a
  Chinese `<meta reqid=...>` attribute and `当前时间：`, a Brazilian `Carimbo do pedido:` and `Sessão do
  chat:` after the message, a Turkish single-line JSON (`sunucu_zamani`, `oturum`), a Czech footer
  (`Čas požadavku:`, base64url `Relace:`);
* travel and hotel blocks: hotel block rules behind XML request attributes (`id`, `received` in
  `isoformat()` form), hotel rates pulled "at" a ctime time, a block snapshot (`Snapshot taken:`,
  UUIDv7 `Snapshot id:`; the nights and cut-off dates stay), "Today is" for a travel desk, a Korean
  `요청 시각:` (12-hour, 오후) and `추적 ID:`, an Arabic `وقت الطلب:` in Arabic-Indic digits at the tail;
* surveys: a Semantic Kernel current-time sentence, a CloudEvent in binary mode (`ce-id`, `ce-time`
  move; the response with its `submitted_at` stays), a survey bot's Python logging `served:` and hex
  `trace:`, an HTML comment (`render=` UUIDv7, `at=` epoch; the template and `v=` stay), a Polish
  footer (`Znacznik czasu:` in Log4j form, `Identyfikator żądania:`), a Vietnamese `Thời điểm yêu cầu:`
  and KSUID `Mã phiên:`, a Ukrainian `Час запиту:`;
* prompt edges: a bare ULID as the first line, a bare RFC 3339 time first, a bare epoch in ms as the
  last line and a bare KSUID before the cue;
* the generated family: twelve bodies (seven English, one each in Japanese, Korean, German, Portuguese,
  French and Spanish), each with a pasted record of its own (a registration CSV with `registered` and
  `paid_at`, a gate log, speaker JSON with `更新日時`, a lead CSV with KSUIDs and epochs, a hotel e-mail
  with `Date` and `Message-ID`, a banquet order YAML with `erstellt`, a survey CSV with
  `respondido_em`, transfer logfmt with `ts` and `request_id`, a contract clause with its signing date,
  schedule XML with `generated`, a flight table with `Booked`, an invoice with `Creado`), each in
  three of seven positions (head, system tail, after the user's message, footer, front matter,
  single-line JSON member, XML attribute) with a fresh record for each placement, and one field:
  English and made-up labels (`Context time`, `regq`, `Desk session`, `Gatewatch clock`, `t0`,
  `traceparent`, `served`, `Hop`, `booth.now`, `rid`, `Wallclock`, `request`, `served_at`, `req`,
  `pgm.tick`, `rendered`, `As of`, `Chat session`, `now_ms`) or the "now", request or session labels
  of the body's language.

The negatives: 55 pasted records, each placed once, in twenty placements used at most three times each
(question above, block at the very start with the question below, question typed right under it,
"Here is the export from ...:", "Below is what ... returned:", "My colleague sent this from ...:", an
earlier user turn, an earlier assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG
document, a tool observation, fenced, quoted, both sides, a user turn under a system prompt and the very
end of the prompt): customs tracking JSON for an exhibitor shipment (nested, UUIDv7 `id`, `created`,
event `ts`), a registration CSV with offsets, badge print server log lines, workshop door scans in
logfmt with epochs in ms, a speaker portal delivery pasted to debug its signature, schedule YAML with
`updated_at`, a German venue cancellation clause, a banquet event order table with `Updated`, a KSUID
lead export, a hotel pickup run sheet, a speaker's e-ticket e-mail with `Date` and `Message-ID`,
survey NDJSON, `curl -v` output with `x-request-id`, an `Idempotency-Key` and `date`, a Stripe
`charge.succeeded` event, badge print job XML with `created`, a hotel's `Sent:` e-mail, gate scanner
key=value lines, a speaker application form export, a Slack ops export with `ts`, a rehearsal ICS
with `DTSTAMP` and `UID`, a lead API response with its own `meta.request_id` and `generated_at`, a
waitlist log, refund requests, a webhook dashboard's delivery log, an OpenTelemetry span, a badge
renderer traceback, a catering addendum, a travel grant claim, a rooming list with `booked_at`, an
accessibility form export, AV order XML with `ordered_at`, the user's own request with a Bearer token,
`X-Request-ID` and `Date` pasted to debug a 401; and in other languages a German attendee CSV with
`Angemeldet am`, a French caterer's e-mail with `Envoyé :`, a Spanish transfer JSON with a ULID `id`
and `creado`, a Japanese scan log with `日時`, a Korean speaker table with `수정시각` and lead JSON with
`생성시각`, Chinese hotel XML with `生成时间`, a Russian print log with `trace_id`, a Portuguese survey
CSV with `respondido_em`, an Arabic sponsor table in Arabic-Indic digits, a Hebrew venue e-mail, Hindi
registration JSON with `created_at`, a Turkish block report with `Oluşturma:`, a Polish speaker list
`zaktualizowano`, Italian turnstile logfmt with `ts`, a Dutch survey e-mail with `Verzonden:`,
Vietnamese refund YAML with `cap_nhat_luc`, a Thai badge CSV (Buddhist era), a Swedish catering
forecast with `Uppdaterad`, a Czech invoice e-mail, Indonesian attendee JSON with `dibuat`, a Greek
transfer log and Spanish survey YAML with `actualizado`. 13 look-alikes in program positions (a code
of conduct header with its adoption and review dates, a Llama 3 header with only its cutoff, a ChatML
prompt revision, template front matter with an approval date, a tenant uuid, time zone and fiscal year
in XML attributes, a CalVer kiosk build in single-line JSON, an unrendered `{{current_date}}` and
`{{session_id}}`, `KEY=value` event settings, stable request headers with an API version, a footer's
terms revision, a Japanese event header with its dates, a German `Stand`, a markdown settings table
with an early-bird end date), ten values the user types or asks about (an epoch in ms, a UUIDv7, a
ticket ULID with its order time, the user's own clock, an error reference for the helpdesk, few-shot
dates, relative times, a Korean epoch, a Spanish traceparent, a deadline in AoE), five near-misses (a
bot prompt with `Current time:` and `Session:` pasted from a debug console, report front matter with
`generated_at` and `export_run` pasted to proofread, a CloudEvent pasted to debug, request XML with
`id` and `received` pasted for schema validation, a Russian bot header pasted from a log), two plain
controls, and twelve generated hard negatives: the family's bodies with one stable value (event year,
firmware, tenant, booth, event dates, contract revision, form, API version, time zone, knowledge
cutoff, time zone, currency) at a position the body's positives do not use.

What it is: 203 prompts. 106 carry volatile fields (150 spans): 70 hand-written positives (114 spans;
41 with two or more fields) and 36 generated ones. 97 carry none. About three prompts in eight are in
a language other than English (scripts: Latin, Japanese, Hangul, Han, Cyrillic, Arabic, Hebrew,
Devanagari, Thai, Greek). The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout96.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Event records are content wherever they sit and however they open: attendee, registration, ticket,
  transfer, order, lead, badge, print job, scan, response, claim, refund, BEO, shipment and
  confirmation ids (UUIDv7, ULID, KSUID, hex, base64url); `created_at`, `created`, `registered`,
  `paid_at`, `placed`, `updated_at`, `Updated`, `scanned`, `scanned_at`, `captured_at`,
  `submitted_at`, `Submitted`, `booked_at`, `ordered_at`, `ts`, `time`, `日時`, `更新日時`, `수정시각`,
  `생성시각`, `生成时间`, `creado`, `Angemeldet am`, `erstellt`, `respondido_em`, `dibuat`,
  `cap_nhat_luc`, `actualizado`, `Oluşturma`, `zaktualizowano`, `Uppdaterad` values; flight, hotel,
  rehearsal, session, cut-off, signing, due and cancellation dates; also when the program fetched the
  record for this request (a tool observation, a venue hold, a travel record, a block snapshot, scan
  counts, hotel rates). Only the program's stamp and the ids minted for the request, session, run,
  pull, lookup, search, snapshot, call or delivery move.
* Deliveries received for this request move their envelope (a made-up `X-Passline-*` delivery id,
  timestamp and signature; Standard Webhooks `webhook-id`, `webhook-timestamp`, `webhook-signature`;
  Pub/Sub `messageId` and `publishTime`; CloudEvents `ce-id` and `ce-time`; a Slack event's
  `event_id`, `event_time` and the message `ts`) and keep the payload (the transfer with its
  `created_at`, the lead's `scanned_at`, the denied scan, the survey response, the mention text, the
  team and channel). The same kinds of deliveries pasted by a user to debug them (a speaker portal
  delivery, a ticketing webhook with `Tix-*` headers, a CloudEvent, a Stripe event) stay whole, and so
  does a webhook dashboard's delivery log.
* Near-misses are decided by position and purpose: the app's `generated_at` and `run` in front matter
  move while the pasted CSV's `created_at` column one screen below stays; a lead API response the user
  pastes stays whole with its own `meta.request_id` and `generated_at`, while the same `meta` members
  at the head of the prompt the program sends move; a ticket ULID the user asks about stays next to
  the `Request-Id` that moves; an error reference the user copies for the helpdesk stays; the user's
  own 401 request with `X-Request-ID`, `Date` and a Bearer token stays.
* An e-mail ingest's `X-Inbox-Received` and `X-Inbox-Msg` are the program's receipt of the message
  and move; the e-mail's own `Date` stays. A venue API's `Date` and `x-request-id` in a tool result
  move, the same headers in `curl -v` output stay.
* "Now" in any form moves, including a Korean 12-hour time with 오후/오전, the Thai Buddhist era,
  Arabic-Indic and Devanagari digits, full-width colons, an epoch in ns and labels nobody would guess
  (`Desk clock`, `clientClock`, `Gatewatch clock`, `booth.now`, `pgm.tick`, `t0`, `Wallclock`,
  `served`, `Hop`); event years, event dates, early-bird end dates, terms and contract revisions,
  policy adoption and review dates, production weeks, knowledge cutoffs and an unrendered
  `{{current_date}}` do not. A time the user types ("It's 14:05 here") stays.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Scan counts pulled at <time> (pull <id>) for this request:" leaves "Scan counts pulled for this
  request:"; "Registrations as of <time> for this request:" leaves "Registrations for this
  request:"); a parenthesised lookup or pull id is cut with its parentheses; "Today is <date>." and
  "The current date and time is <time>." are sentence spans; a "Sent from ... at <time> on <date>"
  stamp after the user's question is one inline span; XML attributes, `key=value` pairs in a logfmt,
  bracketed or HTML-comment line and single-line JSON members (with the comma after them) are inline
  spans placed before a stable neighbour; a field followed by `<|im_end|>` on its line is an inline
  span; volatile members of pretty-printed JSON are never the last member of their object; header
  lines, YAML keys, markdown rows, indented gRPC metadata lines, footer lines and a line holding one
  field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Draft:`, `Reply:`, `Note:`,
  `Summary:`, `Decision:`, `Email:`, a lower-case `assistant:`) or a chat template's reply header on a
  line of its own (ChatML, Llama 3) end positives; prompts in other languages end with the user's
  message or with the metadata after it; Gemma, Phi-3 and Mistral prompts appear only among the
  negatives.
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

SEED = 10220261
SRC = "holdout102:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout102.jsonl"

KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
ICT = timezone(timedelta(hours=7), "ICT")
BRT = timezone(timedelta(hours=-3), "BRT")
IST = timezone(timedelta(hours=5, minutes=30), "IST")
JST = timezone(timedelta(hours=9), "JST")
GST = timezone(timedelta(hours=4), "GST")
PST = timezone(timedelta(hours=-8), "PST")
AEDT = timezone(timedelta(hours=11), "AEDT")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
THAI_MONTHS = [
    "ม.ค.",
    "ก.พ.",
    "มี.ค.",
    "เม.ย.",
    "พ.ค.",
    "มิ.ย.",
    "ก.ค.",
    "ส.ค.",
    "ก.ย.",
    "ต.ค.",
    "พ.ย.",
    "ธ.ค.",
]


def ja(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def dmy(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def thai(t: datetime) -> str:
    return f"{t.day} {THAI_MONTHS[t.month - 1]} {t.year + 543} {t:%H:%M:%S}"


class Gen102(Gen):
    """`Gen` with a few more value shapes."""

    def later(self, t: datetime, low: int, high: int) -> datetime:
        return t + timedelta(seconds=self.small(low, high))

    def earlier(self, t: datetime, low: int, high: int) -> datetime:
        return t - timedelta(seconds=self.small(low, high))

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def tsid(self) -> str:
        return "".join(self.rng.choice("0123456789ABCDEFGHJKMNPQRSTVWXYZ") for _ in range(13))


# --- hand-written positives --------------------------------------------------------------------------------------

POS: list[Callable[[Gen102], Draft]] = []


def positive(fn: Callable[[Gen102], Draft]) -> Callable[[Gen102], Draft]:
    POS.append(fn)
    return fn


def _d(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


@positive
def _front_matter_over_reg_csv(g: Gen102) -> Draft:
    t = g.moment_eu()
    r1 = g.earlier(t, 86400 * 20, 86400 * 40)
    r2 = g.later(r1, 3000, 90000)
    r3 = g.later(r2, 3000, 90000)
    return _d(
        f"""---
{v("datetime", "generated_at: " + rfc3339(t))}
{v("run_id", "run: " + g.ulid(t))}
event: DevHarbour Lisbon 2026
desk: registration
---
You help the registration team of DevHarbour Lisbon 2026 check attendee records. Quote the rows you rely on.

User: Which of these registrations used the EARLY26 code after it expired at the end of 31 May?

created_at,attendee_id,ticket,promo,amount_eur
{rfc3339(r1)},{g.uuid7(r1)},Standard,EARLY26,349.00
{rfc3339(r2)},{g.uuid7(r2)},Standard,,449.00
{rfc3339(r3)},{g.uuid7(r3)},Workshop+Conf,EARLY26,599.00
Assistant:""",
        "front-matter-over-registration-csv",
        ["front_matter", "near_miss", "pasted_csv", "ulid", "rfc3339"],
    )


@positive
def _transfer_delivery_envelope(g: Gen102) -> Draft:
    t = g.moment()
    c = g.earlier(t, 30, 600)
    return _d(
        f"""POST /hooks/passline HTTP/1.1
Host: concierge.eventkit.example
Content-Type: application/json
{v("delivery_id", "X-Passline-Delivery: " + g.uuid7(t))}
{v("epoch", "X-Passline-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Passline-Signature: v1=" + g.hex(64))}

{{"type": "ticket.transfer.completed", "transfer": {{"id": "tr_{g.b62(14)}", "created_at": "{rfc3339(c)}", "ticket": "TKT-{g.digits(7)}", "from": "m.okafor@example.com", "to": "l.brandt@example.com", "tier": "VIP Day Pass"}}}}

Write a short, warm confirmation e-mail to the new ticket holder. Do not mention the previous holder's address.
Draft:""",
        "passline-transfer-delivery",
        ["delivery_envelope", "webhook", "uuid7", "epoch", "signature"],
    )


@positive
def _llama3_today_speaker(g: Gen102) -> Draft:
    t = g.moment()
    s = g.later(t, 86400 * 3, 86400 * 9)
    return _d(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You are the speaker-care assistant for Kinetic Retail Week. Be brief.<|eot_id|><|start_header_id|>user<|end_header_id|>

My talk "Returns at scale" is listed for {iso_date(s)} 11:40 in Hall C. Can I still swap it with the 14:00 slot in the same hall, and who do I ask?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        "llama3-today-speaker-swap",
        ["llama3", "today", "schedule_content"],
    )


@positive
def _chatml_current_time_badge(g: Gen102) -> Draft:
    t = g.moment().replace(tzinfo=None)
    p = g.moment()
    return _d(
        f"""<|im_start|>system
You are BadgeBuddy, the on-site helper for badge reprints at Interlace Expo Hall 4.
{v("datetime", "Current time: " + py_str(t))}
{v("session_id", "Session: " + g.nanoid())}<|im_end|>
<|im_start|>user
My badge says "Jonh Smyth" instead of John Smith. The printer log on my confirmation says printed {rfc3339(p, 3)} at kiosk K-07. Where do I go for a reprint?<|im_end|>
<|im_start|>assistant
""",
        "chatml-badge-reprint",
        ["chatml", "current_time", "session", "py_str", "nanoid"],
    )


@positive
def _request_id_beside_asked_ulid(g: Gen102) -> Draft:
    t = g.moment()
    k = g.earlier(t, 86400, 86400 * 30)
    ticket = g.ulid(k)
    return _d(
        f"""{v("request_id", "Request-Id: " + g.uuid7(t))}
Channel: attendee-support
Event: Quayside Data Conference

You are the attendee support assistant. Look up tickets only through the transfer history the user provides.

User: Ticket {ticket} was transferred twice in one afternoon, once to my colleague and then to someone I don't know. Is that possible without my approval?
Assistant:""",
        "request-id-beside-ticket-ulid",
        ["near_miss", "id_in_question", "uuid7", "ulid"],
    )


@positive
def _scan_counts_pulled_at(g: Gen102) -> Draft:
    t = g.moment_us()
    return _d(
        f"""You are the room-capacity helper for the Cascadia Health IT Summit. Flag rooms above 90% of fire capacity.

Scan counts pulled {v("datetime", "at " + iso_space(t) + " " + (t.tzname() or ""))} {v("run_id", "(pull " + g.hex(12) + ")")} for this request:
| Room | Session | Fire capacity | Scanned in |
|---|---|---|---|
| Ballroom A | Keynote: AI in triage | 1200 | 1114 |
| 304 | Interop workshop | 80 | 77 |
| 306 | FHIR office hours | 60 | 31 |

User: Which rooms should the floor team watch right now?
Assistant:""",
        "scan-counts-pulled-at",
        ["pulled_at", "inline_phrase", "markdown_table"],
    )


@positive
def _footer_generated_job(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""Summarise this catering change for the venue's banqueting manager in three bullet points.

Change request from the organiser (Foodtech Forum Ghent, day 2):
- Lunch moves from 12:30 to 13:15 because the plenary overruns.
- Vegan count rises from 140 to 186; halal stays at 42.
- Afternoon coffee break adds 60 covers for the partner programme.

--
{v("datetime", "Generated: " + unix_date(t))}
{v("run_id", "Job: " + g.hex(20))}
EventOps Relay 3.8
""",
        "footer-catering-change",
        ["footer", "unix_date", "hex_job"],
    )


@positive
def _xml_request_attrs(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""<request {v("request_id", 'id="' + g.uuid4() + '"')} {v("datetime", 'received="' + py_iso(t.replace(tzinfo=None)) + '"')} event="NEXA-26" locale="en-GB">
<instructions>Answer questions about hotel block rules for NEXA 2026 attendees. Never quote rates that are not in the policy.</instructions>
<policy>The group rate at the Harbour Grand is available until the block cut-off, 21 days before arrival. After cut-off, rooms are released to general sale.</policy>
<question>I want to arrive two days before the conference starts. Can I still get the group rate for those nights?</question>
</request>""",
        "xml-request-attributes-hotel",
        ["xml_attributes", "uuid4", "py_iso", "stable_neighbours"],
    )


@positive
def _single_line_json_head(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""{{"app": "sponsorhub", {v("request_id", '"req": "' + g.uuid7(t) + '",')} {v("epoch", '"ts": ' + str(epoch_ms(t)) + ",")} "locale": "en-US"}}
You write follow-up notes for sponsor booth staff. Keep each note under 60 words and mention the lead's stated interest.

Lead: Priya Raman, Head of Procurement, Lakeshore Clinics. Interested in the bulk licence tier and a pilot in Q3. Scanned at booth 212 by Tom.
Note:""",
        "single-line-json-sponsor-note",
        ["single_line_json", "uuid7", "epoch_ms"],
    )


@positive
def _pretty_json_meta_over_lead(g: Gen102) -> Draft:
    t = g.moment()
    c = g.earlier(t, 86400, 86400 * 10)
    u = g.later(c, 600, 40000)
    return _d(
        f"""{{
  "meta": {{
    {v("request_id", '"request_id": "' + g.uuid4() + '",')}
    {v("datetime", '"generated_at": "' + js_iso(t) + '",')}
    "client": "leadcapture-web"
  }},
  "lead": {{
    "id": "{g.uuid7(c)}",
    "created_at": "{rfc3339(c)}",
    "updated_at": "{rfc3339(u)}",
    "booth": "B-117",
    "rating": "hot",
    "notes": "Wants pricing for 40 seats; decision by end of quarter"
  }},
  "task": "Suggest the next step for the sales rep in one sentence."
}}""",
        "pretty-json-meta-over-lead",
        ["pretty_json", "near_miss", "record_dates_stay"],
    )


@positive
def _slack_app_mention(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""Event received by the ops bot:
{v("delivery_id", "event_id: Ev" + g.b62(10).upper())}
{v("epoch", "event_time: " + str(epoch_s(t)))}
team: T02QX8KLM
channel: C05VENUEOPS
{v("message_id", "ts: " + f"{epoch_s(t)}.{g.digits(6)}")}
text: <@U07BOT> the caterer says the gala dinner needs final numbers by Thursday 17:00 -- what did we confirm last week?

You are the venue-ops bot for the Meridian Pharma Congress. Answer from the decisions log only.

Decisions log:
- Gala dinner guaranteed minimum: 420 covers (signed by L. Ferreira).
- Final numbers due 72 hours before the dinner; up to 5% over guarantee accepted.
Reply:""",
        "slack-app-mention-ops",
        ["slack_event", "delivery_envelope", "message_ts"],
    )


@positive
def _react_tool_observation(g: Gen102) -> Draft:
    t = g.moment()
    a = g.later(t, 86400 * 10, 86400 * 40)
    d = g.later(a, 86400 * 3, 86400 * 4)
    return _d(
        f"""You are TravelDesk, the speaker travel agent for Oceanic Robotics Conference. Use tools, then answer.

Question: Is Dr. Amaya Tanaka's hotel booked for the right nights?
Thought: I should fetch her travel record.
Action: get_travel_record[speaker_id=SPK-0412]
{v("run_id", "call_id: call_" + g.b62(24))}
{v("datetime", "fetched_at: " + rfc3339(t, 3))}
Observation: {{"speaker_id": "SPK-0412", "flight_in": "NH 110 arriving {iso_date(a)} 15:25", "hotel": {{"name": "Pier 9 Hotel", "check_in": "{iso_date(a)}", "check_out": "{iso_date(d)}", "confirmation": "P9-{g.digits(8)}"}}, "talk": "{iso_date(a + timedelta(days=2))} 09:30"}}
Thought:""",
        "react-travel-observation",
        ["agent", "tool_result", "call_id", "fetched_at"],
    )


@positive
def _rag_documents_attrs(g: Gen102) -> Draft:
    t = g.moment()
    u1 = g.earlier(t, 86400 * 10, 86400 * 60)
    u2 = g.earlier(t, 86400 * 10, 86400 * 60)
    return _d(
        f"""<documents {v("datetime", 'retrieved_at="' + rfc3339(t) + '"')} {v("request_id", 'search_id="' + g.hex(16) + '"')} index="sponsor-kb">
<document title="Sponsor prospectus 2026" updated="{iso_date(u1)}">Gold sponsors receive a 6x3 m booth, four full-access passes and one 20-minute theatre session.</document>
<document title="Lead retrieval FAQ" updated="{iso_date(u2)}">Each sponsor may license up to five lead retrieval devices; extra devices cost EUR 95 each.</document>
</documents>

Answer from the documents only. Question: How many lead scanners does a Gold sponsor get, and what does a sixth one cost?
Answer:""",
        "rag-sponsor-kb",
        ["rag", "xml_attributes", "document_dates_stay"],
    )


@positive
def _venue_api_headers_tool(g: Gen102) -> Draft:
    t = g.moment()
    f = g.later(t, 86400 * 60, 86400 * 200)
    return _d(
        f"""Tool result (venue availability API):
HTTP/1.1 200 OK
Content-Type: application/json
{v("datetime", "Date: " + http_date(t))}
{v("request_id", "x-request-id: " + g.uuid4())}
Cache-Control: no-store

{{"venue": "Kongresshaus Zürich", "room": "Gartensaal", "date": "{iso_date(f)}", "hold_status": "second option", "first_option_expires": "{iso_date(f - timedelta(days=45))}"}}

You are the sourcing assistant for an agency planning a 300-person product launch. Explain to the planner what a second option means here and what to do next.
Assistant:""",
        "venue-api-response-headers",
        ["tool_result", "http_headers", "http_date"],
    )


@positive
def _today_sentence_travel(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""You are the travel desk for invited speakers. {v("date", "Today is " + long_date(t) + ".")} Book only refundable fares and never exceed the speaker's travel cap.

Speaker: Can you rebook me on the earlier flight to Copenhagen? My cap is EUR 600 and the current ticket cost EUR 412.
Assistant:""",
        "today-sentence-travel-desk",
        ["sentence", "today", "long_date"],
    )


@positive
def _sk_now_survey(g: Gen102) -> Draft:
    t = g.moment_us()
    return _d(
        f"""You analyse post-event survey comments for the organisers of Prairie AgTech Days.
{v("datetime", "The current date and time is " + sk_now(t) + ".")}

Comments (free text, anonymised):
1. "Wi-Fi in the barn hall died every afternoon."
2. "Loved the drone demo, hated the 40-minute lunch queue."
3. "Please publish slides within a week, not a month."

Group the comments into themes and give one fix per theme.
Answer:""",
        "sk-now-survey-themes",
        ["semantic_kernel", "sentence", "survey_content"],
    )


@positive
def _bare_ulid_first(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""{v("request_id", g.ulid(t))}
You answer exhibitors' questions about the stand build schedule for Hanse Logistics Fair.

Build-up: Hall 2 opens for stand builders at 07:00 on the two days before opening; power is live from 14:00 on the second day.
Dismantling: not before 18:00 on the last day.

Exhibitor: Can our truck unload at 06:30 on the first build day?
Assistant:""",
        "bare-ulid-first-line",
        ["bare_value", "ulid", "head"],
    )


@positive
def _bare_epoch_last(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""Rewrite this session abstract in under 80 words for the mobile app:

"In this hands-on session, attendees will build a small retrieval pipeline over the conference's own schedule data,
measure its answer quality against a hand-labelled set, and learn three fixes that matter more than model size."

{v("epoch", str(epoch_ms(t)))}""",
        "bare-epoch-ms-last-line",
        ["bare_value", "epoch_ms", "tail"],
    )


@positive
def _bare_rfc3339_first(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""{v("datetime", rfc3339(t))}
Assistant for the press office of Euro Battery Week. Accreditation is open to working journalists with a press card or a letter from an editor.

Journalist: I'm a freelancer with two published pieces but no press card. Can I get accredited?
Assistant:""",
        "bare-rfc3339-first-line",
        ["bare_value", "rfc3339", "head"],
    )


@positive
def _bare_ksuid_before_cue(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""You draft replies to attendees who ask for invoices. Invoices are issued by the ticketing partner within 3 working days.

Attendee: I bought two tickets for Northwind DevOps Days last week but never got an invoice with our VAT number on it. Can you help?
{v("request_id", g.ksuid(t))}
Reply:""",
        "bare-ksuid-before-cue",
        ["bare_value", "ksuid", "before_cue"],
    )


@positive
def _bearer_jwt_portal(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""{v("token", "Authorization: Bearer " + g.jwt(t, "exh-2231"))}
X-Portal: exhibitor
Accept: text/plain

You are the exhibitor manual assistant for Alpine Outdoor Expo. Quote the manual's section number.

Manual 4.2: Rigging points must be ordered 30 days before build-up. Manual 4.5: Maximum stand height without approval is 4 m.

Exhibitor: We want a 5 m banner hung above our stand. What do we need to order and by when?
Assistant:""",
        "bearer-jwt-exhibitor-portal",
        ["jwt", "header_block"],
    )


@positive
def _traceparent_checkin(g: Gen102) -> Draft:
    return _d(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
x-tenant: conf-ops-eu
x-app-version: 5.14.0

You help volunteers at the check-in desk. Steps must be short enough to read on a phone.

Volunteer: The scanner shows "ticket already checked in" but the attendee says it's their first time here today. What do I do?
Assistant:""",
        "traceparent-checkin-volunteer",
        ["traceparent", "header_block", "stable_neighbours"],
    )


@positive
def _markdown_session_table(g: Gen102) -> Draft:
    t = g.moment_us()
    return _d(
        f"""| Context | Value |
|---|---|
{v("session_id", "| Session | " + g.nanoid() + " |")}
{v("datetime", "| Opened | " + rfc2822(t) + " |")}
| Desk | Sponsorship sales |
| Event | Gulf Coast Energy Forum |

You help the sponsorship team compare packages. Be factual and do not invent prices.

User: A sponsor wants the lanyard and the Wi-Fi splash page but not a booth. Which package is closest?
Assistant:""",
        "markdown-context-table-sponsorship",
        ["markdown_table", "session", "rfc2822"],
    )


@positive
def _logfmt_head_checkin(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""hub=checkin-copilot {v("run_id", "run=" + g.ksuid(t))} {v("datetime", "started=" + rfc3339(t))} venue=FIL-Lisboa mode=assist
Answer check-in staff questions for Atlantic Fintech Week. Name badges are printed on arrival; wristbands are for the evening party only.

Staff: Someone has a party wristband but no badge. Can they go into the main hall?
Assistant:""",
        "logfmt-head-checkin",
        ["logfmt", "ksuid", "inline_pairs"],
    )


@positive
def _sent_from_mobile(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""You are the speaker-ready room assistant at Vienna Materials Congress.

Speaker: My slides are 16:9 but the room in the programme says 4:3 projector. Should I convert them before my session in Room Strauss? {v("datetime", "Sent from EventDesk mobile at " + f"{t:%H:%M:%S}" + " on " + iso_date(t))}
Assistant:""",
        "sent-from-mobile-stamp",
        ["inline_phrase", "user_message_tail"],
    )


@positive
def _forwarded_clf(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""{v("datetime", "Forwarded by the registration gateway at [" + clf(t) + "]")}
Attendee message: I registered as a student but my university e-mail bounced for verification. Can I upload my student card instead?

You answer registration questions for Baltic Games Conference. Student tickets need proof of enrolment for the current academic year.
Assistant:""",
        "forwarded-clf-prefix",
        ["clf", "head", "forwarded"],
    )


@positive
def _windows_local_time(g: Gen102) -> Draft:
    t = g.moment_us()
    return _d(
        f"""Excel add-in: Event Budget Helper
{v("datetime", "Local time: " + windows_general(t))}
Workbook: ConfBudget_FY27.xlsx

Explain why the F&B line is 18% above the venue quote in the sheet below, assuming the venue adds service charge and tax on top.

| Item | Venue quote | Budget line |
|---|---|---|
| Lunch (2 days, 350 pax) | 24,500 | 28,910 |
| Coffee breaks (4) | 7,000 | 8,260 |
Answer:""",
        "excel-addin-local-time",
        ["windows_datetime", "app_header"],
    )


@positive
def _js_client_clock(g: Gen102) -> Draft:
    t = g.moment().astimezone(PST)
    return _d(
        f"""ext: agenda-helper (browser extension)
{v("datetime", "clientClock: " + js_tostring(t, "Pacific Standard Time"))}
page: https://schedule.example/pacific-ux/day-2

From the agenda on this page, build me a path through the UX research track that avoids back-to-back sessions in different buildings.

Agenda:
09:00-09:45 Research ops at scale (Building A, 201)
10:00-10:45 Diary studies that work (Building C, Loft)
10:00-10:45 Accessibility audits (Building A, 105)
11:00-11:45 Synthesis with AI (Building A, 201)
Answer:""",
        "js-clientclock-agenda",
        ["js_tostring", "made_up_label", "agenda_content"],
    )


@positive
def _dotnet_requested_at(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""{v("datetime", "RequestedAt: " + dotnet_o(t, g.small(0, 10)))}
{v("session_id", "PortalSession: " + g.b64url(24))}
Portal: Speaker Hub / Rhein-Main Security Summit

You help speakers fill in the session form. Abstracts must be 150-300 words; titles under 70 characters.

Speaker: My title is "Zero trust for medium-sized manufacturers: what we learned after three years and two breaches". Is it too long?
Assistant:""",
        "dotnet-requested-at-speaker-hub",
        ["dotnet_o", "base64url", "session"],
    )


@positive
def _go_nano_now(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""system: You are the waitlist assistant for the sold-out Gopher Meetup Day.
{v("datetime", "Now: " + go_nano(t, g.small(0, 1000)))}
policy: Waitlisted people are offered released tickets in order; an offer is held for 24 hours.

user: I'm number 14 on the waitlist. Seven tickets were released yesterday. Roughly when should I expect an offer?
assistant:""",
        "go-nano-now-waitlist",
        ["go_nano", "now_label", "lowercase_cue"],
    )


@positive
def _prices_pulled_ctime(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""Hotel rates pulled from the block inventory {v("datetime", "at " + ctime(t))} for this request:
- Harbour Grand, deluxe king: EUR 189 (block), EUR 245 (public)
- Canal House, standard double: EUR 149 (block), EUR 171 (public)
- Ibis Centraal, double: EUR 112 (public only, no block)

You are the attendee housing assistant for Maritime AI Week. Recommend options within a EUR 160 nightly limit.
Assistant:""",
        "hotel-rates-pulled-ctime",
        ["pulled_at", "ctime", "inline_phrase"],
    )


@positive
def _py_logging_served(g: Gen102) -> Draft:
    t = g.moment().replace(tzinfo=None)
    return _d(
        f"""[surveybot]
{v("datetime", "served: " + py_logging(t))}
{v("request_id", "trace: " + g.hex(32))}
form: post-event-2026

Turn this open answer into a one-line summary for the organiser dashboard:
"The content was excellent but the sessions ran late, so I missed two talks I came for. The app's push notifications about room changes arrived after the sessions had started."
Summary:""",
        "py-logging-surveybot",
        ["py_logging", "made_up_label", "hex_trace"],
    )


@positive
def _request_start_us(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""X-Forwarded-Proto: https
{v("epoch", "X-Request-Start: t=" + str(epoch_us(t)))}
X-Event-Site: coastal-ml.example

You answer questions about ticket tiers for Coastal ML Conference. The Academic tier requires an institutional e-mail; the Startup tier requires a company under 5 years old and under 50 staff.

Visitor: We are a 4-year-old company with 62 people. Which tier fits us?
Assistant:""",
        "x-request-start-us",
        ["epoch_us", "header_block"],
    )


@positive
def _iso_week_current(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""Planning assistant for the Brightside Design Conference production team.
{v("date", "Current week: " + iso_week(t))}
Production calendar: printed programme goes to the printer in 2026-W36; badge stock is ordered in 2026-W37.

User: If the printer needs 10 working days, what is the last day we can approve the programme proof?
Assistant:""",
        "iso-week-production",
        ["iso_week", "week_content_stays"],
    )


@positive
def _cloud_event_binary_survey(g: Gen102) -> Draft:
    t = g.moment()
    s = g.earlier(t, 30, 3000)
    return _d(
        f"""The survey service delivered this event for the request:
ce-specversion: 1.0
ce-type: com.pulseform.response.submitted
ce-source: /forms/ux-summit-2026
{v("delivery_id", "ce-id: " + g.uuid4())}
{v("datetime", "ce-time: " + rfc3339(t, 3))}
content-type: application/json

{{"response_id": "R_{g.b62(15)}", "submitted_at": "{rfc3339(s)}", "nps": 3, "comment": "Registration queue took 50 minutes. Nobody explained why."}}

Write a two-sentence apology to this respondent that acknowledges their specific complaint.
Assistant:""",
        "cloudevent-survey-response",
        ["cloudevents", "delivery_envelope", "payload_stays"],
    )


@positive
def _standard_webhooks_lead(g: Gen102) -> Draft:
    t = g.moment()
    sc = g.earlier(t, 5, 200)
    return _d(
        f"""Incoming lead from booth scanner relay
{v("delivery_id", "webhook-id: msg_" + g.b62(27))}
{v("epoch", "webhook-timestamp: " + str(epoch_s(t)))}
{v("signature", "webhook-signature: v1," + g.b64url(32) + "=")}

{{"scanned_at": "{rfc3339(sc)}", "badge": "A{g.digits(6)}", "name": "Jonas Weber", "company": "Kältetechnik Nord GmbH", "qualifier": "evaluating in 3-6 months", "rep": "Sanne"}}

You are the lead-qualification assistant for the Coolchain Expo sponsor team. Classify the lead as hot, warm or cold and say why in one line.
Assistant:""",
        "standard-webhooks-lead",
        ["standard_webhooks", "delivery_envelope", "lead_content"],
    )


@positive
def _snapshot_hotel_block(g: Gen102) -> Draft:
    t = g.moment()
    cut = g.later(t, 86400 * 5, 86400 * 20)
    return _d(
        f"""Hotel block snapshot for the request
{v("datetime", "Snapshot taken: " + rfc3339(t))}
{v("run_id", "Snapshot id: " + g.uuid7(t))}

| Night | Contracted | Picked up | Cut-off |
|---|---|---|---|
| Sun | 80 | 41 | {iso_date(cut)} |
| Mon | 220 | 187 | {iso_date(cut)} |
| Tue | 220 | 193 | {iso_date(cut)} |
| Wed | 120 | 58 | {iso_date(cut)} |

Attrition clause: organiser pays for rooms below 80% pickup per night, counted at cut-off.
Which nights are at risk, and by how many rooms?
Answer:""",
        "hotel-block-snapshot",
        ["snapshot", "uuid7", "table_dates_stay"],
    )


@positive
def _grpc_metadata(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""grpc metadata:
  {v("epoch", "x-client-ts-ns: " + str(epoch_us(t) * 1000 + g.small(0, 1000)))}
  {v("request_id", "x-correlation-id: " + g.uuid4())}
  x-service: badge-print-router

You route badge print jobs. Printers: P1 (hall entrance, ribbon 23% left), P2 (speaker desk, ribbon 71%), P3 (VIP lounge, offline).
Job: 140 exhibitor badges, needed within 30 minutes at the hall entrance.
Decision:""",
        "grpc-metadata-badge-router",
        ["grpc", "epoch_ns", "indented"],
    )


@positive
def _phrase_as_of_registration(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""Registrations {v("datetime", "as of " + dmy(t))} for this request: 1,842 paid, 213 comp, 96 pending invoice.
Capacity: 2,200. Comp quota: 250. Invoices older than 30 days are cancelled automatically.

You help the registration lead of the Nordic Public Health Conference write a status line for the steering group.
Assistant:""",
        "registrations-as-of",
        ["inline_phrase", "as_of", "dmy"],
    )


@positive
def _gateway_pasted_webhook_debug(g: Gen102) -> Draft:
    t = g.moment()
    old = g.earlier(t, 86400, 86400 * 5)
    return _d(
        f"""{v("request_id", "Gateway-Req: " + g.ulid_lower(t))}
{v("datetime", "Gateway-Time: " + rfc3339(t))}

User: Our endpoint rejects this webhook from the ticketing platform with "timestamp too old". I copied it from our logs:

POST /webhooks/tix HTTP/1.1
Tix-Event-Id: evt_{g.b62(20)}
Tix-Timestamp: {epoch_s(old)}
Tix-Signature: t={epoch_s(old)},v1={g.hex(64)}

{{"type": "order.refunded", "order_id": "ORD-{g.digits(8)}", "refunded_at": "{rfc3339(old)}"}}

Is the platform retrying an old event, or is our clock wrong?
Assistant:""",
        "gateway-vs-pasted-webhook",
        ["near_miss", "pasted_webhook_stays", "ulid_lower"],
    )


@positive
def _speaker_mail_ingest(g: Gen102) -> Draft:
    t = g.moment_eu()
    sent = g.earlier(t, 600, 86400)
    return _d(
        f"""{v("datetime", "X-Inbox-Received: " + rfc2822(t))}
{v("message_id", "X-Inbox-Msg: " + g.objectid(t))}
Queue: speakers@

The message below arrived in the speakers' inbox. Classify it (travel, content, AV, cancellation, other) and draft a reply.

From: Dr. Helena Kowalczyk <h.kowalczyk@uni.example>
Date: {rfc2822(sent)}
Subject: Flight cancelled - may need to present remotely

My Thursday flight was cancelled. I can be there Friday morning, or present my 10:20 session remotely. Please advise.
Assistant:""",
        "speaker-inbox-ingest",
        ["email_ingest", "objectid", "pasted_email_date_stays"],
    )


@positive
def _html_comment_render(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""<!-- {v("run_id", "render=" + g.uuid7(t))} {v("epoch", "at=" + str(epoch_s(t)))} template=post-event-thanks v=12 -->
Write a thank-you email to attendees of the Sea & Wind Offshore Forum. Mention that slides are online, recordings follow in two weeks, and the survey closes on Friday.
Email:""",
        "html-comment-render",
        ["html_comment", "inline_pairs", "stable_neighbours"],
    )


@positive
def _env_block_agent(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""<env>
Working directory: /srv/confapp
{v("date", "Today's date: " + iso_date(t))}
{v("session_id", "Agent session: " + g.uuid7(t))}
Platform: linux
</env>

Fix the bug: the badge PDF generator puts the company name on two lines when it is longer than 28 characters. The template is in templates/badge.html and the CSS in static/badge.css.
Assistant:""",
        "cli-agent-env-block",
        ["env_block", "coding_agent", "uuid7"],
    )


@positive
def _visitor_clock_inline_imend(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""<|im_start|>system
You are the lost-and-found helper at Harborside Game Fest. Items are kept at the info desk until the end of the event, then for 14 days at the organiser's office. {v("datetime", "Desk clock: " + rfc3339(t))}<|im_end|>
<|im_start|>user
I left a grey backpack in Hall B during the indie showcase. Where can I collect it after the festival is over?<|im_end|>
<|im_start|>assistant
""",
        "chatml-desk-clock-inline",
        ["chatml", "inline_before_im_end", "made_up_label"],
    )


@positive
def _refund_lookup_parenthesised(g: Gen102) -> Draft:
    t = g.moment()
    o = g.earlier(t, 86400 * 20, 86400 * 60)
    return _d(
        f"""Order history {v("request_id", "(lookup " + g.tsid() + ")")} for this attendee:
ORD-{g.digits(8)}  placed {rfc3339(o)}  2x Full Pass  EUR 1,190.00  paid
Refund policy: full refund up to 30 days before the event; 50% up to 14 days; none after.

Attendee: The event is in 19 days and I can only come on one day now. What refund can I get?
Assistant:""",
        "refund-lookup-parenthesised",
        ["parenthesised_id", "order_dates_stay"],
    )


@positive
def _pubsub_push_scan(g: Gen102) -> Draft:
    t = g.moment()
    sc = g.earlier(t, 1, 30)
    return _d(
        f"""{{
  "message": {{
    "attributes": {{"gate": "north-3", "scanner": "zebra-tc52-17"}},
    "data": {{"badge": "B{g.digits(7)}", "result": "denied", "reason": "day pass not valid today", "scanned": "{rfc3339(sc, 3)}"}},
    {v("message_id", '"messageId": "' + g.digits(17) + '",')}
    {v("datetime", '"publishTime": "' + rfc3339(t, 3) + '",')}
    "orderingKey": "north-3"
  }},
  "subscription": "projects/confgate/subscriptions/assist"
}}

Explain to the steward at gate north-3, in one sentence, what to tell this attendee.
Answer:""",
        "pubsub-gate-denied",
        ["pubsub", "delivery_envelope", "pretty_json"],
    )


@positive
def _session_cookie_pair(g: Gen102) -> Draft:
    return _d(
        f"""{v("session_id", "Cookie: sess=" + g.b64url(18))}
Referer: https://my.confapp.example/agenda
Accept-Language: en-IE

You help attendees build a personal agenda. Never add sessions that are full.

Attendee: Add the workshop "Prompting for analysts" on day 1 and the closing keynote to my agenda.
Assistant:""",
        "cookie-session-agenda",
        ["cookie", "header_block"],
    )


# --- hand-written positives in other languages -----------------------------------------------------------------


@positive
def _de_serverzeit(g: Gen102) -> Draft:
    t = g.moment_eu()
    a = g.earlier(t, 86400 * 2, 86400 * 30)
    return _d(
        f"""{v("datetime", "Serverzeit: " + dmy(t))}
{v("request_id", "Anfrage-ID: " + g.uuid4())}
Veranstaltung: Fachkongress Pflege digital, Leipzig

Du beantwortest Fragen zu Anmeldungen. Antworte auf Deutsch und knapp.

Teilnehmerin: Ich habe mich am {a:%d.%m.%Y} angemeldet und die Bestätigung mit der Nummer LPZ-{g.digits(6)} bekommen, aber im Portal steht „ausstehend“. Ist meine Anmeldung gültig?""",
        "de-serverzeit-anmeldung",
        ["german", "header_block", "confirmation_stays"],
    )


@positive
def _fr_horodatage(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""Assistant traiteur du Salon du Vin de Bordeaux. Réponds en français.
{v("datetime", "Horodatage de la requête : " + dmy_slash(t))}
{v("session_id", "Identifiant de session : " + g.uuid7(t))}

Contrat traiteur, article 6 : le nombre définitif de couverts est communiqué au plus tard 5 jours ouvrés avant la manifestation ; une variation de 5 % reste possible jusqu'à 48 heures avant.

Organisatrice : Nous passons de 300 à 330 couverts pour le dîner de gala. Le salon commence lundi prochain. Est-ce encore possible ?""",
        "fr-horodatage-traiteur",
        ["french", "header_lines", "contract_content"],
    )


@positive
def _es_fecha_consulta(g: Gen102) -> Draft:
    t = g.moment().astimezone(timezone(timedelta(hours=-6), "CST"))
    c = g.earlier(t, 86400, 86400 * 9)
    return _d(
        f"""Eres el asistente de transferencias de boletos del Congreso Latinoamericano de Datos (CDMX).
{v("datetime", "Fecha de consulta: " + rfc3339(t))}
{v("trace_id", "ID de traza: " + g.hex(32))}

Transferencia que pegó el usuario:
{{"transferencia": "TRF-{g.digits(6)}", "creado": "{rfc3339(c)}", "estado": "pendiente", "de": "ana.ruiz@example.mx", "para": "diego.p@example.mx"}}

Usuario: ¿Por qué sigue pendiente si mi compañero ya aceptó el correo?""",
        "es-fecha-consulta-transferencia",
        ["spanish", "near_miss", "pasted_json_stays"],
    )


@positive
def _pt_carimbo(g: Gen102) -> Draft:
    t = g.moment().astimezone(BRT)
    return _d(
        f"""Você é o assistente de patrocínio do Fórum AgroInova em Ribeirão Preto.

Patrocinador: Capturamos 312 leads no estande, mas 40 aparecem sem e-mail. Conseguimos recuperar esses contatos depois do evento?

{v("datetime", "Carimbo do pedido: " + dmy_slash(t))}
{v("session_id", "Sessão do chat: " + g.nanoid())}""",
        "pt-carimbo-after-message",
        ["portuguese", "after_user", "tail"],
    )


@positive
def _it_ora_corrente(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""[contesto {v("datetime", "ora=" + t.strftime("%H:%M:%S"))} {v("date", "data=" + iso_date(t))} sede=Fiera-Milano-Rho]
Sei l'assistente per gli espositori di Milano Design Supply. Rispondi in italiano.

Espositore: Il nostro allestitore può entrare con il furgone dal varco Sud dopo le 20:00 dell'ultimo giorno di montaggio?""",
        "it-bracketed-context",
        ["italian", "bracketed_pairs", "inline_pairs"],
    )


@positive
def _nl_huidige_tijd(g: Gen102) -> Draft:
    t = g.moment_eu()
    u = g.earlier(t, 86400 * 2, 86400 * 20)
    return _d(
        f"""Je bent de assistent voor sprekers van Dutch Water Days in Rotterdam. Antwoord in het Nederlands.

Spreker: Dit is wat ik in het sprekersportaal zie:

Sessie: Deltawerken 2.0 (Zaal Maas)
Bijgewerkt: {u:%d-%m-%Y %H:%M}
Status: presentatie ontvangen, nog niet gecontroleerd

Moet ik nog iets doen vóór mijn sessie?

{v("datetime", "Huidige tijd: " + f"{t:%d-%m-%Y %H:%M:%S}")}""",
        "nl-huidige-tijd-tail",
        ["dutch", "tail", "pasted_portal_stays"],
    )


@positive
def _ja_current_time(g: Gen102) -> Draft:
    t = g.moment(JST)
    return _d(
        f"""{v("datetime", "現在時刻：" + ja(t))}
{v("session_id", "セッションID：" + g.ulid(t))}

あなたは「大阪ロボティクスカンファレンス」の参加者サポートです。日本語で簡潔に答えてください。

参加者：バッジを紛失しました。再発行には何が必要ですか？""",
        "ja-current-time-badge",
        ["japanese", "fullwidth_colon", "ulid"],
    )


@positive
def _ko_request_time(g: Gen102) -> Draft:
    t = g.moment(KST)
    r = g.earlier(t, 86400 * 5, 86400 * 30)
    return _d(
        f"""당신은 서울 핀테크 위크의 호텔 블록 담당 도우미입니다. 한국어로 답하세요.
{v("datetime", "요청 시각: " + ko12(t))}
{v("trace_id", "추적 ID: " + g.hex(32))}

참가자: {r.month}월 {r.day}일에 예약한 객실을 하루 연장하고 싶어요. 행사 요금이 적용되나요?""",
        "ko-request-time-hotel",
        ["korean", "ko12", "system_tail"],
    )


@positive
def _zh_current_time(g: Gen102) -> Draft:
    t = g.moment(CST8)
    return _d(
        f"""<meta {v("request_id", 'reqid="' + g.uuid7(t) + '"')} 语言="zh-CN" 活动="深圳智能硬件展">
你是展会的赞助商线索助手，用中文回答。
{v("datetime", "当前时间：" + zh(t))}
</meta>

赞助商：我们展位今天扫了 214 个线索，其中有 30 个没有公司名称。怎么补全？""",
        "zh-meta-current-time",
        ["chinese", "xml_attribute", "fullwidth_colon"],
    )


@positive
def _ru_request_time(g: Gen102) -> Draft:
    t = g.moment(MSK)
    c = g.earlier(t, 3600, 86400 * 2)
    return _d(
        f"""Ты помогаешь организаторам конференции «ИТ-Волга» в Казани. Отвечай по-русски.

Участник прислал запись из журнала печати бейджей:
created_at={rfc3339(c)} printer=P2 badge=KZN-{g.digits(5)} status=error code=RIBBON_OUT trace_id={g.hex(32)}

Вопрос: почему мой бейдж не напечатался и что мне делать?

{v("datetime", "Время запроса: " + dmy(t))}
{v("request_id", "ID запроса: " + g.ksuid(t))}""",
        "ru-request-time-after-log",
        ["russian", "tail", "pasted_logfmt_stays"],
    )


@positive
def _uk_request_time(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""{v("datetime", "Час запиту: " + dmy(t))}
Ти — помічник волонтерів Львівського книжкового форуму. Відповідай українською.

Волонтер: Скільки людей можна пускати до зали «Арсенал», якщо там уже 180 з 220 місць?""",
        "uk-request-time-volunteer",
        ["ukrainian", "head"],
    )


@positive
def _pl_znacznik(g: Gen102) -> Draft:
    t = g.moment_eu().replace(tzinfo=None)
    return _d(
        f"""Asystent ds. ankiet po wydarzeniu Krakowskie Dni Chmury. Odpowiadaj po polsku.

Uczestnik: Wypełniłem ankietę dwa razy przez pomyłkę. Czy mogę usunąć jedną odpowiedź?

--
{v("datetime", "Znacznik czasu: " + log4j_iso(t))}
{v("request_id", "Identyfikator żądania: " + g.hex(24))}
Ankiety KDC""",
        "pl-footer-survey",
        ["polish", "footer", "log4j"],
    )


@positive
def _tr_sunucu(g: Gen102) -> Draft:
    t = g.moment(TRT)
    return _d(
        f"""{{"uygulama": "fuar-asistan", {v("datetime", '"sunucu_zamani": "' + rfc3339(t) + '",')} {v("session_id", '"oturum": "' + g.uuid4() + '",')} "dil": "tr"}}
İstanbul Mobilya Fuarı katılımcı asistanısın. Türkçe cevap ver.

Katılımcı: Ücretsiz ziyaretçi biletimle B2B görüşme salonuna girebilir miyim?""",
        "tr-single-line-json",
        ["turkish", "single_line_json", "made_up_label"],
    )


@positive
def _ar_request_time(g: Gen102) -> Draft:
    t = g.moment(GST)
    return _d(
        f"""أنت مساعد حجز الفنادق لمؤتمر دبي للتقنية المالية. أجب بالعربية.

المشارك: حجزت غرفة ضمن كتلة المؤتمر لليلتين، وأريد إضافة ليلة قبل بداية المؤتمر. هل يطبق سعر المؤتمر؟

{v("datetime", "وقت الطلب: " + f"{t:%Y-%m-%d %H:%M:%S}".translate(ARABIC_DIGITS))}""",
        "ar-request-time-tail",
        ["arabic", "arabic_indic_digits", "tail"],
    )


@positive
def _he_request_id(g: Gen102) -> Draft:
    t = g.moment()
    return _d(
        f"""{v("request_id", "מזהה בקשה: " + g.uuid7(t))}
{v("epoch", "חותמת זמן: " + str(epoch_s(t)))}
אתה עוזר למציגים בתערוכת הסייבר בתל אביב. ענה בעברית.

מציג: האם אפשר להחליף את שם החברה על תגי המציגים אחרי שההרשמה נסגרה?""",
        "he-request-id-epoch",
        ["hebrew", "epoch", "head"],
    )


@positive
def _hi_current_time(g: Gen102) -> Draft:
    t = g.moment(IST)
    return _d(
        f"""आप बेंगलुरु हेल्थटेक समिट के पंजीकरण सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "वर्तमान समय: " + f"{t:%d-%m-%Y %H:%M:%S}".translate(DEVANAGARI_DIGITS))}

प्रतिभागी: मैंने छात्र टिकट खरीदा था, लेकिन मेरा कॉलेज आईडी कार्ड खो गया है। क्या मैं प्रवेश कर सकता हूँ?""",
        "hi-current-time-devanagari",
        ["hindi", "devanagari_digits", "system_tail"],
    )


@positive
def _th_now(g: Gen102) -> Draft:
    t = g.moment(ICT)
    return _d(
        f"""คุณคือผู้ช่วยผู้บรรยายของงานประชุม Bangkok Cloud Summit ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + thai(t))}

ผู้บรรยาย: ฉันต้องส่งสไลด์ภายในเวลาเท่าไหร่ก่อนเริ่มเซสชัน?""",
        "th-now-buddhist-era",
        ["thai", "buddhist_era"],
    )


@positive
def _vi_request_time(g: Gen102) -> Draft:
    t = g.moment(ICT)
    return _d(
        f"""Bạn là trợ lý khảo sát sau sự kiện của Vietnam Retail Summit. Trả lời bằng tiếng Việt.

Người tham dự: Tôi muốn sửa câu trả lời khảo sát vì đã chấm nhầm diễn giả.

{v("datetime", "Thời điểm yêu cầu: " + f"{t:%H:%M:%S %d/%m/%Y}")}
{v("session_id", "Mã phiên: " + g.ksuid(t))}""",
        "vi-request-time-tail",
        ["vietnamese", "ksuid", "tail"],
    )


@positive
def _id_waktu_server(g: Gen102) -> Draft:
    t = g.moment(ICT)
    return _d(
        f"""{v("datetime", "Waktu server: " + f"{t:%d/%m/%Y %H.%M.%S}")}
Kamu adalah asisten katering untuk Jakarta Startup Week. Jawab dalam bahasa Indonesia.

Panitia: Vendor katering minta jumlah porsi final besok pagi. Saat ini 640 terdaftar dan 12% biasanya tidak datang. Berapa porsi yang sebaiknya kami pesan?""",
        "id-waktu-server-catering",
        ["indonesian", "head"],
    )


@positive
def _el_current_time(g: Gen102) -> Draft:
    t = g.moment_eu().astimezone(timezone(timedelta(hours=2), "EET"))
    return _d(
        f"""Είσαι ο βοηθός μεταφορών για τους ομιλητές του Athens Maritime Forum. Απάντα στα ελληνικά.
{v("datetime", "Τρέχουσα ώρα: " + dmy(t))}
{v("request_id", "Αναγνωριστικό αιτήματος: " + g.hex(16))}

Ομιλητής: Η πτήση μου προσγειώνεται στις 23:40. Υπάρχει ακόμα μεταφορά από το αεροδρόμιο;""",
        "el-current-time-transfer",
        ["greek", "system_tail"],
    )


@positive
def _cs_cas_pozadavku(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""Jsi asistent pro sponzory konference Brno Embedded Days. Odpovídej česky.

Sponzor: Kolik stojí přidání loga na šňůrky na krk, když už máme balíček Silver?

--
{v("datetime", "Čas požadavku: " + dmy(t))}
{v("session_id", "Relace: " + g.b64url(16))}""",
        "cs-footer-sponsor",
        ["czech", "footer", "base64url"],
    )


@positive
def _sv_hamtad(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""Resebokningar för talare {v("datetime", "hämtade " + f"{t:%Y-%m-%d %H:%M:%S}")} för denna förfrågan:
| Talare | Tåg | Hotell |
|---|---|---|
| E. Lindqvist | SJ 537 Göteborg–Stockholm | Clarion Sign, 2 nätter |
| M. Haddad | saknas | saknas |

Du är reseassistent för Stockholm Design Talks. Svara på svenska: vem saknar fortfarande bokningar?""",
        "sv-hamtade-phrase",
        ["swedish", "inline_phrase", "fetched"],
    )


@positive
def _fi_istunto(g: Gen102) -> Draft:
    t = g.moment_eu()
    return _d(
        f"""{v("session_id", "Istunto: " + g.uuid7(t))}
{v("epoch", "Aikaleima: " + str(epoch_ms(t)))}
Olet Helsinki Game Summitin lipunmyynnin avustaja. Vastaa suomeksi.

Asiakas: Voinko siirtää lippuni ystävälleni, jos tapahtumaan on alle viikko?""",
        "fi-istunto-epoch",
        ["finnish", "head", "epoch_ms"],
    )


# --- the generated family: bodies x positions -----------------------------------------------------------------------

Body = tuple[str, str, str, str, str]  # key, lang, system, user, cue ("" for none)


def _family_bodies(g: Gen102) -> list[Body]:
    a = g.moment_eu()
    b = g.moment_us()
    c = g.moment(JST)
    d = g.moment()
    e = g.moment(KST)
    f = g.moment_eu()
    h = g.moment().astimezone(BRT)
    k = g.moment()
    m = g.moment_eu()
    n = g.moment()
    p = g.moment_us()
    q = g.moment_eu()
    return [
        (
            "reg-export",
            "en",
            "You are the registration analyst for the Blue Ridge Cardiology Meeting.",
            f"""User: Why is the second attendee marked unpaid when the card was charged?

attendee_id;registered;status;paid_at
{g.uuid7(a)};{rfc3339(a)};confirmed;{rfc3339(g.later(a, 5, 60))}
{g.uuid7(a)};{rfc3339(g.later(a, 900, 4000))};unpaid;""",
            "Assistant:",
        ),
        (
            "badge-scan-log",
            "en",
            "You help the access-control team of Lakeside Security Expo read scanner logs.",
            f"""User: Did badge V-20931 really enter the VIP lounge twice? Log from gate VIP-1:

{b:%Y-%m-%d %H:%M:%S} VIP-1 GRANT badge=V-20931 zone=vip
{g.later(b, 1500, 2500):%Y-%m-%d %H:%M:%S} VIP-1 GRANT badge=V-20931 zone=vip
{g.later(b, 2600, 3000):%Y-%m-%d %H:%M:%S} VIP-1 DENY badge=E-11873 zone=vip reason=tier""",
            "Assistant:",
        ),
        (
            "speaker-json",
            "ja",
            "あなたは東京UXフォーラムの登壇者担当アシスタントです。日本語で答えてください。",
            f"""登壇者：ポータルの記録はこうなっています。リハーサルの時間はいつですか？

{{"speaker": "佐藤 美咲", "session_id": "S-{g.digits(4)}", "更新日時": "{ja(c)}", "rehearsal": "{iso_date(c + timedelta(days=3))} 16:30", "room": "ホールB"}}""",
            "",
        ),
        (
            "lead-csv",
            "en",
            "You are the lead-capture assistant for sponsors at Rust Nation Europe.",
            f"""User: Dedupe these leads and tell me who to call first.

lead_id,captured_at,name,company,score
{g.ksuid(d)},{epoch_s(d)},Ines Duarte,Portolab,82
{g.ksuid(d)},{epoch_s(d) + 412},Ines Duarte,Portolab,82
{g.ksuid(d)},{epoch_s(d) + 977},Rafael Kim,Ferrous Systems,64""",
            "Assistant:",
        ),
        (
            "hotel-email",
            "ko",
            "당신은 부산 게임 컨퍼런스의 숙박 담당 도우미입니다. 한국어로 답하세요.",
            f"""담당자: 호텔에서 온 메일입니다. 우리가 언제까지 객실 수를 확정해야 하나요?

From: 호텔 세일즈팀 <groups@haeundae-hotel.example>
Date: {rfc2822(e)}
Message-ID: <{g.hex(12)}@haeundae-hotel.example>
Subject: 객실 블록 확정 요청

블록 120실 중 현재 74실 예약. 잔여 객실은 행사 21일 전에 반환됩니다.""",
            "",
        ),
        (
            "catering-yaml",
            "de",
            "Du bist die Catering-Assistenz der Hamburger Logistiktage. Antworte auf Deutsch.",
            f"""Veranstalterin: Stimmen die Mengen im Bankettauftrag mit den Anmeldungen überein?

beo:
  nummer: BEO-{g.digits(5)}
  erstellt: {rfc3339(f)}
  mittagessen: 410
  vegetarisch: 120
  kaffeepausen: 2 x 450
anmeldungen_stand: {iso_date(f)}
angemeldet: 452""",
            "",
        ),
        (
            "survey-csv",
            "pt",
            "Você analisa as respostas da pesquisa pós-evento do Congresso Brasileiro de Logística. Responda em português.",
            f"""Organizadora: Qual é a nota média e qual foi a principal reclamação?

resposta_id,respondido_em,nota,comentario
{g.uuid7(h)},{rfc3339(h)},4,"Credenciamento rápido, mas faltou tomada nas salas"
{g.uuid7(h)},{rfc3339(g.later(h, 600, 5000))},2,"Faltou tomada e o wi-fi caiu"
{g.uuid7(h)},{rfc3339(g.later(h, 6000, 9000))},5,"Excelente curadoria\"""",
            "",
        ),
        (
            "transfer-logfmt",
            "en",
            "You are the ticketing support assistant for Summit of the Americas Tech.",
            f"""User: Why did the transfer fail?

ts={rfc3339(k, 3)} level=info msg="transfer requested" ticket=TK{g.digits(8)} to=j.mendez@example.org request_id={g.uuid4()}
ts={rfc3339(g.later(k, 1, 3), 3)} level=error msg="transfer rejected" reason="ticket already scanned at door"
""".rstrip(),
            "Assistant:",
        ),
        (
            "venue-contract",
            "fr",
            "Tu es l'assistant contrats du Congrès européen d'urbanisme à Lyon. Réponds en français.",
            f"""Organisateur : Voici l'extrait du contrat de la Cité des Congrès. Quelles pénalités si nous annulons maintenant ?

Article 9 – Annulation (contrat signé le {m:%d/%m/%Y})
Plus de 180 jours avant l'événement : 20 % du montant de location.
Entre 180 et 90 jours : 50 %.
Moins de 90 jours : 100 %.
L'événement commence le {(m + timedelta(days=120)):%d/%m/%Y}.""",
            "",
        ),
        (
            "session-xml",
            "en",
            "You help the programme committee of Open Source Health check the schedule.",
            f"""User: Does this schedule put the same speaker in two rooms at once?

<schedule generated="{rfc3339(n)}">
  <session id="S12" start="{iso_date(n)}T10:00" end="{iso_date(n)}T10:45" room="A" speaker="R. Okoye"/>
  <session id="S13" start="{iso_date(n)}T10:30" end="{iso_date(n)}T11:15" room="C" speaker="R. Okoye"/>
</schedule>""",
            "Assistant:",
        ),
        (
            "travel-table",
            "en",
            "You are the travel coordinator assistant for the Great Lakes Water Symposium.",
            f"""User: Which speakers arrive after the welcome reception starts at 18:00 on the first day?

| Speaker | Flight | Lands (local) | Booked |
|---|---|---|---|
| A. Novak | UA 1432 | {iso_date(p)} 17:25 | {iso_space(p - timedelta(days=30))} |
| B. Osei | AC 8817 | {iso_date(p)} 18:50 | {iso_space(p - timedelta(days=21))} |
| C. Ruiz | DL 2210 | {iso_date(p)} 15:05 | {iso_space(p - timedelta(days=12))} |""",
            "Assistant:",
        ),
        (
            "sponsor-invoice",
            "es",
            "Eres el asistente de patrocinios del Foro de Energía de Madrid. Responde en español.",
            f"""Patrocinador: ¿Esta factura incluye el IVA correcto para el paquete Oro?

Factura FEM-{g.digits(5)}
Fecha de emisión: {q:%d/%m/%Y}
Creado: {rfc3339(q)}
Paquete Oro: 18.000,00 EUR
IVA (21 %): 3.780,00 EUR
Total: 21.780,00 EUR""",
            "",
        ),
    ]


def _join(system: str, user: str, cue: str) -> str:
    return f"{system}\n\n{user}" + (f"\n{cue}" if cue else "")


def _place_field(body: Body, position: str, field_text: str, app: str) -> str:
    """`field_text` is already marked (or plain, for hard negatives)."""
    _, _, system, user, cue = body
    if position == "head":
        return f"{field_text}\n" + _join(system, user, cue)
    if position == "sys_tail":
        return _join(f"{system}\n{field_text}", user, cue)
    if position == "after_user":
        return f"{system}\n\n{user}\n\n{field_text}" + (f"\n{cue}" if cue else "")
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{field_text}\n{app}" + (f"\n{cue}" if cue else "")
    if position == "front_matter":
        return f"---\n{field_text}\napp: {app}\n---\n" + _join(system, user, cue)
    if position == "json_member":
        return f'{{"app": "{app}", {field_text} "v": 2}}\n' + _join(system, user, cue)
    assert position == "xml_attr"
    return f'<ctx {field_text} app="{app}">\n{system}\n</ctx>\n\n{user}' + (f"\n{cue}" if cue else "")


def _fmt_field(position: str, label: str, value: str, quoted: bool = True) -> str:
    if position == "json_member":
        return f'"{label}": ' + (f'"{value}"' if quoted else value) + ","
    if position == "xml_attr":
        return f'{label}="{value}"'
    if position == "front_matter":
        return f"{label}: {value}"
    return f"{label}: {value}"


# (body key) -> three (position, cue, label, value function, quoted)
FAMILY: dict[str, list[tuple[str, str, str, Callable[[Gen102], str], bool]]] = {
    "reg-export": [
        ("head", "datetime", "Context time", lambda g: rfc3339(g.moment()), True),
        ("json_member", "request_id", "regq", lambda g: g.uuid7(g.moment()), True),
        ("footer", "session_id", "Desk session", lambda g: g.nanoid(), True),
    ],
    "badge-scan-log": [
        ("sys_tail", "datetime", "Gatewatch clock", lambda g: iso_space(g.moment_us()), True),
        ("xml_attr", "epoch", "t0", lambda g: str(epoch_ms(g.moment())), True),
        ("after_user", "trace_id", "traceparent", lambda g: g.traceparent(), True),
    ],
    "speaker-json": [
        ("head", "datetime", "現在日時", lambda g: ja(g.moment(JST)), True),
        ("after_user", "request_id", "リクエストID", lambda g: g.ulid(g.moment()), True),
        ("front_matter", "session_id", "chat_session", lambda g: g.uuid4(), True),
    ],
    "lead-csv": [
        ("json_member", "epoch", "served", lambda g: str(epoch_s(g.moment())), False),
        ("footer", "request_id", "Hop", lambda g: g.ksuid(g.moment()), True),
        ("sys_tail", "datetime", "booth.now", lambda g: rfc3339(g.moment(), 3), True),
    ],
    "hotel-email": [
        ("sys_tail", "datetime", "현재 시각", lambda g: ko12(g.moment(KST)), True),
        ("after_user", "session_id", "대화 세션", lambda g: g.uuid7(g.moment()), True),
        ("xml_attr", "request_id", "rid", lambda g: g.hex(32), True),
    ],
    "catering-yaml": [
        ("front_matter", "datetime", "abgerufen_um", lambda g: rfc3339(g.moment_eu()), True),
        ("head", "request_id", "Anfrage", lambda g: g.uuid4(), True),
        ("after_user", "datetime", "Jetzt", lambda g: dmy(g.moment_eu()), True),
    ],
    "survey-csv": [
        (
            "after_user",
            "datetime",
            "Horário da consulta",
            lambda g: dmy_slash(g.moment().astimezone(BRT)),
            True,
        ),
        ("json_member", "session_id", "sessao", lambda g: g.b64url(18), True),
        ("head", "request_id", "ID da requisição", lambda g: g.ulid(g.moment()), True),
    ],
    "transfer-logfmt": [
        ("footer", "datetime", "Wallclock", lambda g: http_date(g.moment()), True),
        ("front_matter", "request_id", "request", lambda g: g.uuid7(g.moment()), True),
        ("xml_attr", "datetime", "served_at", lambda g: js_iso(g.moment()), True),
    ],
    "venue-contract": [
        ("head", "datetime", "Date et heure actuelles", lambda g: dmy_slash(g.moment_eu()), True),
        ("footer", "request_id", "Réf. requête", lambda g: g.hex(20), True),
        ("json_member", "datetime", "maintenant", lambda g: rfc3339(g.moment_eu()), True),
    ],
    "session-xml": [
        ("xml_attr", "request_id", "req", lambda g: g.ulid(g.moment()), True),
        ("sys_tail", "epoch", "pgm.tick", lambda g: str(epoch_s(g.moment())), True),
        ("front_matter", "datetime", "rendered", lambda g: py_iso(g.moment().replace(tzinfo=None)), True),
    ],
    "travel-table": [
        ("after_user", "datetime", "As of", lambda g: rfc2822(g.moment_us()), True),
        ("head", "session_id", "Chat session", lambda g: g.objectid(g.moment()), True),
        ("json_member", "epoch", "now_ms", lambda g: str(epoch_ms(g.moment())), False),
    ],
    "sponsor-invoice": [
        ("sys_tail", "datetime", "Hora del servidor", lambda g: rfc3339(g.moment_eu()), True),
        ("footer", "session_id", "ID de sesión", lambda g: g.uuid4(), True),
        ("head", "request_id", "Solicitud", lambda g: g.ksuid(g.moment()), True),
    ],
}

APPS = {
    "reg-export": "regdesk-ai",
    "badge-scan-log": "gatewatch",
    "speaker-json": "speaker-hub",
    "lead-csv": "leadloop",
    "hotel-email": "stay-desk",
    "catering-yaml": "beo-assist",
    "survey-csv": "pulsepesquisa",
    "transfer-logfmt": "tixrelay",
    "venue-contract": "contrat-ia",
    "session-xml": "progcheck",
    "travel-table": "travelops",
    "sponsor-invoice": "patrocina",
}

# one stable value per body, at a position its positives do not use
STABLE = {
    "reg-export": ("sys_tail", "Event year", "2026"),
    "badge-scan-log": ("front_matter", "firmware", "gw-4.11.2"),
    "speaker-json": ("json_member", "tenant", "tokyo-ux-2026"),
    "lead-csv": ("head", "Booth", "B-214"),
    "hotel-email": ("footer", "행사 기간", "2026-10-14 ~ 2026-10-16"),
    "catering-yaml": ("footer", "Vertragsstand", "2026-03-01"),
    "survey-csv": ("front_matter", "formulario", "pos-evento-v3"),
    "transfer-logfmt": ("head", "API-Version", "2025-11-01"),
    "venue-contract": ("after_user", "Fuseau horaire", "Europe/Paris"),
    "session-xml": ("head", "Knowledge cutoff", "2025-06"),
    "travel-table": ("xml_attr", "tz", "America/Chicago"),
    "sponsor-invoice": ("json_member", "moneda", "EUR"),
}


def generated_positives(g: Gen102) -> list[Draft]:
    out: list[Draft] = []
    rounds = [_family_bodies(g) for _ in range(3)]
    for j, body in enumerate(rounds[0]):
        key, lang = body[0], body[1]
        for i, (position, cue, label, value_of, quoted) in enumerate(FAMILY[key]):
            body = rounds[i][j]
            field_text = v(cue, _fmt_field(position, label, value_of(g), quoted))
            text = _place_field(body, position, field_text, APPS[key])
            out.append(Draft(text, f"{SRC}pos:family:{key}:{position}", ["generated", lang, position, key]))
    return out


def generated_negatives(g: Gen102) -> list[Draft]:
    out: list[Draft] = []
    for body in _family_bodies(g):
        key, lang = body[0], body[1]
        position, label, value = STABLE[key]
        used = {p for p, *_ in FAMILY[key]}
        assert position not in used, key
        text = _place_field(body, position, _fmt_field(position, label, value), APPS[key])
        out.append(
            Draft(
                text, f"{SRC}neg:family:{key}:{position}", ["generated", "hard_negative", lang, position, key]
            )
        )
    return out


# --- negatives: pasted records ----------------------------------------------------------------------------------------

Record = tuple[str, list[str], str, str, str, str]  # name, tags, block, question, intro (source), placement


def _records(g: Gen102) -> list[Record]:
    recs: list[Record] = []

    def add(name: str, tags: list[str], block: str, ask: str, intro: str, placement: str) -> None:
        recs.append((name, tags, block, ask, intro, placement))

    t = g.moment_eu()
    add(
        "customs-carnet-json",
        ["json_nested", "pretty", "uuid7"],
        f"""{{
  "shipment": {{
    "id": "{g.uuid7(t)}",
    "created": "{rfc3339(t)}",
    "carnet": "ATA-DE-{g.digits(7)}",
    "contents": "exhibition stand, 2 demo robots",
    "events": [
      {{"ts": "{rfc3339(g.later(t, 86400, 90000))}", "status": "arrived_port"}},
      {{"ts": "{rfc3339(g.later(t, 170000, 200000))}", "status": "customs_cleared"}}
    ]
  }}
}}""",
        "When did this exhibitor shipment clear customs, and will it make the build-up day?",
        "the freight forwarder's tracking API",
        "after",
    )
    t = g.moment_us()
    r = [g.later(t, k * 2000, k * 2000 + 1999) for k in range(4)]
    add(
        "registration-csv-offsets",
        ["csv", "uuid7", "offsets"],
        "id,created,email,ticket,source\n"
        + "\n".join(
            f"{g.uuid7(x)},{rfc3339(x)},{nm}@example.com,{tk},{src}"
            for x, nm, tk, src in zip(
                r,
                ["lwong", "pbauer", "kofi.a", "mdiaz"],
                ["Full", "Full", "Student", "Expo"],
                ["linkedin", "newsletter", "partner", "linkedin"],
                strict=True,
            )
        ),
        "Which channel brought the most full-price registrations?",
        "the registration platform",
        "before",
    )
    t = g.moment()
    add(
        "badge-printer-log",
        ["log_lines", "py_logging"],
        "\n".join(
            [
                f"{py_logging(t.replace(tzinfo=None))} INFO  printq job={g.hex(8)} badge=A{g.digits(5)} printer=P1 ok",
                f"{py_logging(g.later(t, 2, 5).replace(tzinfo=None))} INFO  printq job={g.hex(8)} badge=A{g.digits(5)} printer=P1 ok",
                f"{py_logging(g.later(t, 6, 9).replace(tzinfo=None))} ERROR printq job={g.hex(8)} badge=A{g.digits(5)} printer=P1 err=RIBBON_JAM",
                f"{py_logging(g.later(t, 40, 60).replace(tzinfo=None))} WARN  printq requeue job count=14 to=P2",
            ]
        ),
        "Which printer jammed, and how many badges went to the other printer?",
        "the badge print server",
        "typed_under",
    )
    t = g.moment()
    add(
        "workshop-scan-logfmt",
        ["logfmt", "epoch_ms", "session_codes"],
        "\n".join(
            f"ts={epoch_ms(g.later(t, k * 37, k * 37 + 30))} scanner=WS-B-door badge=B{g.digits(6)} session=WS-B-0930 result={res}"
            for k, res in enumerate(["ok", "ok", "ok", "full", "ok"])
        ),
        "How many people got into workshop B, and was anyone turned away?",
        "the door scanner",
        "lead_here",
    )
    t = g.moment()
    add(
        "speaker-portal-webhook-debug",
        ["webhook", "delivery_pasted", "near_miss"],
        f"""POST /api/podium-hook HTTP/1.1
Host: conf-backend.example
X-Podium-Delivery: {g.uuid7(t)}
X-Podium-Timestamp: {epoch_s(t)}
X-Podium-Signature: sha256={g.hex(64)}
Content-Type: application/json

{{"event": "session.updated", "session": {{"id": "ses_{g.b62(12)}", "title": "Observability for event apps", "updated_at": "{rfc3339(t)}"}}}}""",
        "Our signature check fails on every delivery like this one. We compute HMAC-SHA256 over the body only. What are we missing?",
        "our webhook logs",
        "lead_below",
    )
    t = g.moment_eu()
    add(
        "schedule-yaml",
        ["yaml", "updated_at"],
        f"""sessions:
  - code: T1-04
    title: Cold chain for vaccines
    room: Saal 2
    start: {iso_date(t)}T10:00:00+02:00
    end: {iso_date(t)}T10:40:00+02:00
    updated_at: {rfc3339(g.earlier(t, 86400, 86400 * 5))}
  - code: T1-05
    title: Last-mile drones
    room: Saal 2
    start: {iso_date(t)}T10:30:00+02:00
    end: {iso_date(t)}T11:10:00+02:00
    updated_at: {rfc3339(g.earlier(t, 3600, 86400))}""",
        "Are there any room clashes in this schedule?",
        "the programme planner",
        "lead_colleague",
    )
    t = g.moment_eu()
    add(
        "venue-contract-clause",
        ["contract", "dates_in_prose"],
        f"""§ 7 Stornierung. Dieser Vertrag wurde am {t:%d.%m.%Y} unterzeichnet. Bei Stornierung bis zum {(t + timedelta(days=90)):%d.%m.%Y} werden 25 % der Raummiete fällig, danach 60 %, ab dem {(t + timedelta(days=150)):%d.%m.%Y} 100 %. Bereits erbrachte Catering-Leistungen werden gesondert berechnet.""",
        "What would we owe if we cancel next month? Answer in English.",
        "the venue contract",
        "earlier_user",
    )
    t = g.moment_us()
    add(
        "beo-markdown-table",
        ["markdown_table", "times"],
        f"""| BEO | Date | Time | Function | Guarantee | Updated |
|---|---|---|---|---|---|
| 40112 | {iso_date(t)} | 07:30-09:00 | Breakfast buffet | 380 | {iso_space(g.earlier(t, 86400 * 3, 86400 * 6))} |
| 40113 | {iso_date(t)} | 10:15-10:45 | AM break | 420 | {iso_space(g.earlier(t, 86400 * 3, 86400 * 6))} |
| 40114 | {iso_date(t)} | 12:00-13:30 | Plated lunch | 395 | {iso_space(g.earlier(t, 86400, 86400 * 2))} |""",
        "Registrations for the day are 412. Which guarantees look too low?",
        "the hotel's banquet office",
        "earlier_assistant",
    )
    t = g.moment()
    add(
        "lead-export-ksuid",
        ["csv", "ksuid", "epoch"],
        "lead_id,captured,booth_rep,name,rating\n"
        + "\n".join(
            f"{g.ksuid(g.later(t, k * 300, k * 300 + 200))},{epoch_s(t) + k * 311},{rep},{nm},{rt}"
            for k, (rep, nm, rt) in enumerate(
                [
                    ("Tom", "A. Reyes", "hot"),
                    ("Mia", "J. Chen", "warm"),
                    ("Tom", "S. Patel", "hot"),
                    ("Ola", "K. Berg", "cold"),
                ]
            )
        ),
        "Which booth rep captured the most hot leads?",
        "the lead retrieval app",
        "chatml",
    )
    t = g.moment_eu()
    add(
        "hotel-pickup-report",
        ["table", "dates"],
        f"""GROUP PICKUP REPORT   Block: CONF-EPN-26   Run: {t:%d-%b-%Y %H:%M}
Night        Block  Picked up  Released
{(t + timedelta(days=30)):%a %d-%b}   60     52         0
{(t + timedelta(days=31)):%a %d-%b}   180    149        0
{(t + timedelta(days=32)):%a %d-%b}   180    171        0
Cut-off date: {(t + timedelta(days=9)):%d-%b-%Y}""",
        "Are we going to hit the 80% attrition threshold on any night?",
        "the hotel's revenue system",
        "llama3",
    )
    t = g.moment_eu()
    add(
        "speaker-flight-email",
        ["email_headers", "message_id"],
        f"""From: Travel Desk <travel@agency.example>
To: Dr. Sofia Marchetti <s.marchetti@polimi.example>
Date: {rfc2822(t)}
Message-ID: <{g.hex(16)}.{epoch_s(t)}@agency.example>
Subject: E-ticket LH 1851 / LH 1852

Your outbound flight LH 1851 departs Milan Linate {iso_date(t + timedelta(days=14))} 06:40 and lands Munich 07:55.
Return LH 1852 departs Munich {iso_date(t + timedelta(days=16))} 19:20.""",
        "Her keynote is at 09:00 on the day she flies in, at a venue 45 minutes from the airport. Is that safe?",
        "the travel agency",
        "gemma",
    )
    t = g.moment()
    add(
        "survey-ndjson",
        ["ndjson", "response_ids", "submitted_at"],
        "\n".join(
            f'{{"response_id": "R_{g.b62(15)}", "submitted_at": "{rfc3339(g.later(t, k * 900, k * 900 + 800))}", "nps": {s}, "comment": "{cm}"}}'
            for k, (s, cm) in enumerate(
                [
                    (9, "Great speakers"),
                    (4, "Rooms too cold"),
                    (6, "App kept logging me out"),
                    (3, "Rooms freezing, no coffee after 3pm"),
                ]
            )
        ),
        "Summarise the complaints and compute the NPS.",
        "the survey tool",
        "phi3",
    )
    t = g.moment()
    add(
        "curl-409-registration",
        ["http_exchange", "curl", "request_id"],
        f"""$ curl -v -X POST https://api.tixly.example/v2/registrations -d @reg.json
> POST /v2/registrations HTTP/2
> Host: api.tixly.example
> Idempotency-Key: {g.uuid4()}
>
< HTTP/2 409
< date: {http_date(t)}
< x-request-id: {g.uuid7(t)}
< content-type: application/json
<
{{"error": "duplicate_registration", "existing_id": "reg_{g.b62(16)}", "created_at": "{rfc3339(g.earlier(t, 60, 600))}"}}""",
        "Why do I get 409 here? I only sent it once.",
        "my terminal",
        "mistral",
    )
    t = g.moment()
    add(
        "stripe-event-ticket-order",
        ["stripe_event", "webhook_pasted", "epoch"],
        f"""{{
  "id": "evt_{g.b62(24)}",
  "object": "event",
  "created": {epoch_s(t)},
  "type": "charge.succeeded",
  "data": {{"object": {{"id": "ch_{g.b62(24)}", "amount": 49900, "currency": "eur", "description": "2x Early Bird - Lisbon AI Days", "created": {epoch_s(t) - 2}}}}}
}}""",
        "The attendee says she was charged twice. Is this event a duplicate of a previous charge or a new one?",
        "the payment dashboard",
        "rag",
    )
    t = g.moment_eu()
    add(
        "badge-xml-print-job",
        ["xml", "created_attr"],
        f"""<printjob id="{g.uuid4()}" created="{rfc3339(t)}" printer="P3">
  <badge attendee="{g.uuid7(t)}" first="Maximiliane" last="Schwarzenberg-Hohenlohe" company="Bayerische Versorgungswerke AG" template="exhibitor"/>
  <badge attendee="{g.uuid7(t)}" first="Li" last="Na" company="Shenzhen Gadgets" template="exhibitor"/>
</printjob>""",
        "Why are names truncated on some badges from this job?",
        "the badge system",
        "tool",
    )
    t = g.moment_eu()
    add(
        "hotel-email-thread",
        ["email", "sent_header"],
        f"""From: Clara Jensen (Group Sales, Hotel Nyhavn)
Sent: {long_date(t)} {t:%H:%M}
To: events@nordicsec.example
Subject: RE: Block NSC26 - extension request

Dear team, we can extend the cut-off for block NSC26 by 7 days, to {(t + timedelta(days=20)):%d %B %Y}, if you guarantee 20 rooms on the Tuesday. Please confirm by Friday.""",
        "Draft a reply accepting the extension but asking to guarantee only 15 rooms.",
        "the hotel",
        "fenced",
    )
    t = g.moment()
    add(
        "gate-scanner-kv",
        ["key_value", "epoch", "hex_ids"],
        f"""device=gate-N2 fw=3.2.7
last_sync={epoch_s(t)}
scan_id={g.hex(16)}
ticket=QR:{g.b64url(18)}
result=REJECT
reason=SIG_INVALID
scanned_at={epoch_s(t) + 41}""",
        "Why did the scanner reject a ticket that the attendee shows as valid in the app?",
        "the gate scanner's debug screen",
        "quoted",
    )
    t = g.moment_us()
    add(
        "speaker-application-form",
        ["form_export", "response_id", "submitted"],
        f"""Response ID: {g.digits(10)}
Submitted: {windows_general(t)}
Name: Kwame Mensah
Affiliation: University of Ghana
Talk title: Offline-first ticketing in low-connectivity venues
Travel grant requested: Yes (economy return ACC-YYZ)
Previous speaking: DevFest Accra {t.year - 1}""",
        "Is this speaker eligible for the travel grant, given the rule that grants go to first-time speakers at our event?",
        "the call-for-speakers form",
        "both_sides",
    )
    t = g.moment()
    add(
        "slack-ops-export",
        ["slack_export", "message_ts"],
        "\n".join(
            f'{{"user": "{u}", "ts": "{epoch_s(t) + k * 93}.{g.digits(6)}", "text": "{tx}"}}'
            for k, (u, tx) in enumerate(
                [
                    ("U02LEAD", "Room 5 is at fire capacity for the LLM panel."),
                    ("U07AV", "We can stream it into Room 6, 15 min setup."),
                    ("U02LEAD", "Do it, and put a sign at the Room 5 door."),
                ]
            )
        ),
        "What was decided about the overflow room?",
        "the ops channel export",
        "system_user",
    )
    t = g.moment_eu()
    add(
        "rehearsal-ics",
        ["ics", "dtstamp", "uid"],
        f"""BEGIN:VCALENDAR
BEGIN:VEVENT
UID:{g.uuid4()}@speakerhub.example
DTSTAMP:{t.astimezone(UTC):%Y%m%dT%H%M%SZ}
DTSTART;TZID=Europe/Amsterdam:{(t + timedelta(days=6)):%Y%m%d}T163000
DTEND;TZID=Europe/Amsterdam:{(t + timedelta(days=6)):%Y%m%d}T171500
SUMMARY:Tech rehearsal - Main stage
END:VEVENT
END:VCALENDAR""",
        "What time is this rehearsal for me in New York?",
        "the speaker hub",
        "end",
    )
    t = g.moment()
    add(
        "lead-api-meta-pasted",
        ["json", "meta_pasted", "near_miss"],
        f"""{{
  "meta": {{"request_id": "{g.uuid4()}", "generated_at": "{js_iso(t)}"}},
  "data": [
    {{"lead": "{g.ulid(t)}", "captured_at": "{rfc3339(g.earlier(t, 100, 5000))}", "qualified": true}},
    {{"lead": "{g.ulid(t)}", "captured_at": "{rfc3339(g.earlier(t, 100, 5000))}", "qualified": false}}
  ]
}}""",
        "Our CRM import skips the second lead. Is anything in the payload different apart from `qualified`?",
        "the lead API",
        "lead_here",
    )
    t = g.moment()
    add(
        "waitlist-promotion-log",
        ["log_lines", "iso_millis"],
        "\n".join(
            f"{js_iso(g.later(t, k * 3600, k * 3600 + 100))} waitlist promote pos={k + 1} offer={g.hex(10)} expires_in=24h"
            for k in range(3)
        )
        + f"\n{js_iso(g.later(t, 90000, 95000))} waitlist expire offer={g.hex(10)} pos=1 -> pos=4 promoted",
        "I'm number 5. How does this log explain why I haven't been offered a ticket yet?",
        "the waitlist service",
        "lead_colleague",
    )
    t = g.moment_eu()
    add(
        "refund-requests-table",
        ["markdown_table", "dates"],
        f"""| Request | Received | Order | Reason | Amount |
|---|---|---|---|---|
| RF-{g.digits(4)} | {iso_space(t)} | ORD-{g.digits(7)} | illness | 295.00 |
| RF-{g.digits(4)} | {iso_space(g.later(t, 3600, 9000))} | ORD-{g.digits(7)} | visa refused | 295.00 |
| RF-{g.digits(4)} | {iso_space(g.later(t, 86400, 99000))} | ORD-{g.digits(7)} | changed mind | 590.00 |""",
        "Which of these qualify under a policy that refunds only for visa refusal or documented illness?",
        "the refund queue",
        "both_sides",
    )
    t = g.moment()
    add(
        "webhook-delivery-log",
        ["delivery_log", "dashboard"],
        "\n".join(
            f"{g.uuid7(g.later(t, k * 61, k * 61 + 59))}  {iso_space(g.later(t, k * 61, k * 61 + 59))}  order.paid  {code}  {ms} ms"
            for k, (code, ms) in enumerate([("200", 143), ("500", 30012), ("500", 30008), ("200", 151)])
        ),
        "Why did two deliveries fail with 500 after exactly 30 seconds?",
        "the ticketing platform's webhook dashboard",
        "lead_below",
    )
    t = g.moment()
    add(
        "otel-span-checkin",
        ["otel_span", "trace_ids", "nanos"],
        f"""{{
  "traceId": "{g.hex(32)}",
  "spanId": "{g.hex(16)}",
  "name": "POST /checkin",
  "startTimeUnixNano": "{epoch_us(t) * 1000}",
  "endTimeUnixNano": "{epoch_us(t) * 1000 + 4_210_000_000}",
  "attributes": {{"venue": "hall-2", "scanner.model": "TC52", "http.status_code": 200}}
}}""",
        "Check-in took over 4 seconds here. Which attribute would you add to find out why?",
        "our tracing backend",
        "lead_colleague",
    )
    t = g.moment()
    add(
        "badge-service-traceback",
        ["stack_trace", "log_lines"],
        f"""{iso_space(t)},{g.small(100, 999)} ERROR badge-render Traceback (most recent call last):
  File "/app/render.py", line 88, in render_badge
    name = fit_text(att.full_name, box_width=62)
  File "/app/text.py", line 31, in fit_text
    raise ValueError(f"cannot fit {{text!r}} in {{box_width}}mm")
ValueError: cannot fit 'Maximiliane Schwarzenberg-Hohenlohe' in 62mm""",
        "How should fit_text handle long names instead of raising?",
        "production",
        "fenced",
    )
    t = g.moment_eu()
    add(
        "catering-addendum",
        ["contract", "dates", "fnb_minimum"],
        f"""ADDENDUM 2 to Catering Agreement CA-{g.digits(5)} (signed {t:%d %B %Y})
1. The food and beverage minimum is raised from EUR 42,000 to EUR 47,500.
2. Final guarantees are due at 12:00 noon, {(t + timedelta(days=40)):%d %B %Y}.
3. Counts may not fall below 90% of the guarantee.""",
        "If we end up with 10% fewer attendees than guaranteed, what do we pay?",
        "the caterer",
        "rag",
    )
    t = g.moment_us()
    add(
        "travel-grant-claim",
        ["form", "dates", "receipts"],
        f"""Claim TG-{g.digits(5)}   Submitted {iso_space(t)}
Claimant: Lucía Fernández
Flight: BOG-MIA-ORD, receipt #{g.digits(9)}, USD 812.40
Hotel: 3 nights, receipt #{g.digits(9)}, USD 537.00
Per diem requested: 3 x USD 60""",
        "The grant cap is USD 1,400 including per diem. How much do we reimburse?",
        "the grants inbox",
        "tool",
    )
    # other languages
    t = g.moment_eu()
    add(
        "de-teilnehmerliste-csv",
        ["german", "csv", "angemeldet_am"],
        "Nachname;Vorname;Firma;Angemeldet am;Ticket\n"
        + "\n".join(
            f"{ln};{fn};{co};{dmy(g.later(t, k * 5000, k * 5000 + 4000))};{tk}"
            for k, (ln, fn, co, tk) in enumerate(
                [
                    ("Schulz", "Anna", "Stadtwerke Kiel", "Frühbucher"),
                    ("Yilmaz", "Deniz", "Nordlicht AG", "Regulär"),
                    ("Schulz", "Anna", "Stadtwerke Kiel", "Regulär"),
                ]
            )
        ),
        "Gibt es in dieser Liste Doppelanmeldungen, und welches Ticket sollten wir stornieren?",
        "Export aus dem Anmeldesystem",
        "quoted",
    )
    t = g.moment_eu()
    add(
        "fr-traiteur-email",
        ["french", "email", "envoye"],
        f"""De : Maison Rével Traiteur <contact@revel-traiteur.example>
Envoyé : {t:%d/%m/%Y %H:%M}
Objet : Devis cocktail déjeunatoire – 18 pièces/pers.

Bonjour, pour 250 personnes le {(t + timedelta(days=25)):%d/%m/%Y}, nous proposons 18 pièces par personne à 34 € HT, boissons sans alcool incluses. Devis valable 15 jours.""",
        "Ce devis est-il encore valable si nous signons dans trois semaines ? Et quel est le total TTC à 10 % ?",
        "Mail du traiteur",
        "before",
    )
    t = g.moment().astimezone(timezone(timedelta(hours=-5), "COT"))
    add(
        "es-transferencia-json",
        ["spanish", "json", "creado"],
        f"""{{
  "transferencia": {{
    "id": "{g.ulid(t)}",
    "creado": "{rfc3339(t)}",
    "boleto": "BOL-{g.digits(7)}",
    "estado": "rechazada",
    "motivo": "titular_con_acceso_registrado"
  }}
}}""",
        "¿Por qué rechazaron la transferencia de mi boleto a mi hermana?",
        "Respuesta del sistema de boletos",
        "typed_under",
    )
    t = g.moment(JST)
    add(
        "ja-scan-log",
        ["japanese", "log_lines", "日時"],
        "日時,ゲート,バッジ,結果\n"
        + "\n".join(
            f"{ja(g.later(t, k * 40, k * 40 + 35))},東{k % 2 + 1},{g.digits(6)},{res}"
            for k, res in enumerate(["入場", "入場", "拒否（日付不一致）", "入場"])
        ),
        "この入場ログで拒否された理由を説明してください。",
        "入場ゲートのログ",
        "chatml",
    )
    t = g.moment(KST)
    add(
        "ko-speaker-table",
        ["korean", "markdown_table", "수정시각"],
        f"""| 연사 | 세션 | 시간 | 수정시각 |
|---|---|---|---|
| 김지훈 | 클라우드 보안 | 10:00-10:40 | {iso_space(g.earlier(t, 3600, 86400))} |
| 이서연 | 데이터 거버넌스 | 10:30-11:10 | {iso_space(g.earlier(t, 3600, 86400))} |""",
        "같은 홀에서 두 세션이 겹치나요?",
        "연사 일정표",
        "earlier_user",
    )
    t = g.moment(CST8)
    add(
        "zh-hotel-xml",
        ["chinese", "xml", "生成时间"],
        f"""<酒店预订 生成时间="{zh(t)}" 批次="{g.hex(10)}">
  <房间 入住="{iso_date(t + timedelta(days=20))}" 退房="{iso_date(t + timedelta(days=23))}" 数量="45"/>
  <房间 入住="{iso_date(t + timedelta(days=21))}" 退房="{iso_date(t + timedelta(days=23))}" 数量="30"/>
</酒店预订>""",
        "第二晚一共需要多少间房？",
        "酒店系统导出",
        "llama3",
    )
    t = g.moment(MSK)
    add(
        "ru-badge-log",
        ["russian", "logfmt", "trace_id"],
        "\n".join(
            f"time={rfc3339(g.later(t, k * 7, k * 7 + 6))} svc=badge-print trace_id={g.hex(32)} status={st}"
            for k, st in enumerate(["ok", "ok", "paper_out", "ok"])
        ),
        "Объясни, на каком шаге закончилась бумага и сколько бейджей успело напечататься.",
        "Лог сервиса печати",
        "gemma",
    )
    t = g.moment().astimezone(BRT)
    add(
        "pt-survey-csv",
        ["portuguese", "csv", "respondido_em"],
        "id,respondido_em,nota,comentario\n"
        + "\n".join(
            f"{g.uuid4()},{dmy_slash(g.later(t, k * 700, k * 700 + 600))},{n},{cm}"
            for k, (n, cm) in enumerate(
                [(5, "Ótimo conteúdo"), (2, "Fila enorme no credenciamento"), (3, "Credenciamento lento")]
            )
        ),
        "Qual foi o problema mais citado?",
        "Exportação da pesquisa",
        "gemma",
    )
    t = g.moment(GST)
    add(
        "ar-sponsor-table",
        ["arabic", "table", "arabic_indic_digits"],
        "الراعي | الباقة | تاريخ التوقيع | المبلغ\n"
        + f"شركة الخليج للاتصالات | ذهبية | {iso_date(t).translate(ARABIC_DIGITS)} | ٢٥٠٬٠٠٠\n"
        + f"مصرف الواحة | فضية | {iso_date(g.later(t, 86400 * 3, 86400 * 9)).translate(ARABIC_DIGITS)} | ١٢٠٬٠٠٠",
        "كم مجموع قيمة الرعايات الموقعة؟",
        "جدول الرعاة",
        "after",
    )
    t = g.moment()
    add(
        "he-venue-email",
        ["hebrew", "email", "date_header"],
        f"""מאת: מחלקת אירועים, מרכז הכנסים
תאריך: {t:%d.%m.%Y %H:%M}
נושא: אישור הזמנת אולם

אולם ב' שמור עבורכם ל-{(t + timedelta(days=50)):%d.%m.%Y} בין 08:00 ל-18:00. יש להעביר מקדמה של 30% עד {(t + timedelta(days=10)):%d.%m.%Y}.""",
        "עד מתי צריך לשלם את המקדמה, וכמה זה אם מחיר האולם 40,000 ₪?",
        "המייל מהאולם",
        "fenced",
    )
    t = g.moment(IST)
    add(
        "hi-registration-json",
        ["hindi", "json", "created_at"],
        f"""{{"पंजीकरण_id": "{g.uuid7(t)}", "created_at": "{rfc3339(t)}", "नाम": "अनिल शर्मा", "टिकट": "छात्र", "स्थिति": "सत्यापन लंबित"}}""",
        "मेरा पंजीकरण अभी भी लंबित क्यों है?",
        "पंजीकरण पोर्टल",
        "after",
    )
    t = g.moment(TRT)
    add(
        "tr-hotel-report",
        ["turkish", "report", "olusturma"],
        f"""Otel Blok Raporu – Kongre İzmir
Oluşturma: {dmy(t)}
Blok: 150 oda   Rezerve: 112   Serbest bırakılacak: 38
Son tarih: {(t + timedelta(days=12)):%d.%m.%Y}""",
        "Son tarihe kadar 150 odanın %80'ini doldurabilmek için kaç rezervasyon daha gerekiyor?",
        "Otelin gönderdiği rapor",
        "llama3",
    )
    t = g.moment_eu()
    add(
        "pl-speakers-list",
        ["polish", "list", "zaktualizowano"],
        f"""Prelegenci – dzień 2 (zaktualizowano {dmy(t)})
1. dr Marta Nowak – „Dane w logistyce” – 09:00
2. Piotr Zieliński – „Kolej dużych prędkości” – 09:45
3. dr Marta Nowak – panel dyskusyjny – 09:30""",
        "Czy któraś prelegentka ma kolizję w harmonogramie?",
        "Lista od koordynatorki",
        "quoted",
    )
    t = g.moment_eu()
    add(
        "it-checkin-logfmt",
        ["italian", "logfmt", "ts"],
        "\n".join(
            f"ts={rfc3339(g.later(t, k * 20, k * 20 + 15))} varco=ingresso-nord badge=MI{g.digits(5)} esito={e}"
            for k, e in enumerate(["ok", "ok", "duplicato", "ok"])
        ),
        "Perché un badge risulta duplicato? Cosa deve fare lo steward?",
        "Log dei tornelli",
        "phi3",
    )
    t = g.moment_eu()
    add(
        "nl-survey-mail",
        ["dutch", "email", "verzonden"],
        f"""Van: enquete@watercongres.example
Verzonden: {t:%d-%m-%Y %H:%M}
Onderwerp: Resultaten enquête dag 1

Respons: 312 van 780. Gemiddelde score: 7,4. Meest genoemd: te weinig zitplaatsen bij de lunch.""",
        "Wat is het responspercentage, en wat moeten we morgen anders doen?",
        "Mail van het enquêteteam",
        "earlier_assistant",
    )
    t = g.moment(ICT)
    add(
        "vi-refund-yaml",
        ["vietnamese", "yaml", "cap_nhat"],
        f"""yeu_cau_hoan_tien:
  ma: HT-{g.digits(5)}
  don_hang: DH-{g.digits(7)}
  tao_luc: {rfc3339(t)}
  cap_nhat_luc: {rfc3339(g.later(t, 3600, 86400))}
  trang_thai: cho_duyet""",
        "Yêu cầu hoàn tiền của tôi đã chờ bao lâu rồi?",
        "Hệ thống vé",
        "mistral",
    )
    t = g.moment(ICT)
    add(
        "th-badge-csv",
        ["thai", "csv", "buddhist_era"],
        "ชื่อ,บริษัท,พิมพ์เมื่อ\n"
        + "\n".join(
            f"{nm},{co},{thai(g.later(t, k * 90, k * 90 + 80))}"
            for k, (nm, co) in enumerate([("สมชาย ใจดี", "ไทยโลจิสติกส์"), ("วิภา แสงทอง", "กรุงเทพดาต้า")])
        ),
        "บัตรของคุณวิภาพิมพ์หลังคุณสมชายกี่นาที?",
        "ระบบพิมพ์บัตร",
        "phi3",
    )
    t = g.moment_eu()
    add(
        "sv-forecast-table",
        ["swedish", "markdown_table", "uppdaterad"],
        f"""| Måltid | Anmälda | Prognos | Uppdaterad |
|---|---|---|---|
| Lunch dag 1 | 540 | 500 | {dmy(t)} |
| Middag | 310 | 290 | {dmy(g.later(t, 3600, 7200))} |""",
        "Hur många portioner ska vi beställa om vi lägger till 5 % marginal på prognosen?",
        "Cateringprognos",
        "typed_under",
    )
    t = g.moment_eu()
    add(
        "cs-invoice-email",
        ["czech", "email", "datum"],
        f"""Od: fakturace@vystaviste.example
Datum: {t:%d.%m.%Y %H:%M:%S}
Předmět: Faktura za pronájem stánku

Faktura č. {g.digits(8)}, splatnost {(t + timedelta(days=14)):%d.%m.%Y}, částka 84 700 Kč včetně DPH.""",
        "Kdy je faktura splatná a kolik je to bez DPH 21 %?",
        "E-mail z výstaviště",
        "chatml",
    )
    t = g.moment()
    add(
        "id-attendee-json",
        ["indonesian", "json", "dibuat"],
        f"""{{"peserta": {{"id": "{g.ksuid(t)}", "dibuat": "{rfc3339(t)}", "nama": "Rina Kartika", "tiket": "VIP", "status": "belum_dibayar"}}}}""",
        "Kenapa status tiket VIP saya masih belum dibayar padahal sudah transfer?",
        "Data dari aplikasi",
        "system_user",
    )
    t = g.moment_eu()
    add(
        "el-transfer-log",
        ["greek", "log_lines"],
        "\n".join(
            f"{dmy(g.later(t, k * 1200, k * 1200 + 1000))} ΜΕΤΑΦΟΡΑ {nm} πτήση {fl} {st}"
            for k, (nm, fl, st) in enumerate(
                [
                    ("Παπαδόπουλος", "A3 651", "παραλήφθηκε"),
                    ("Müller", "LH 1284", "αναμονή"),
                    ("Rossi", "AZ 718", "ακυρώθηκε"),
                ]
            )
        ),
        "Ποιος ομιλητής δεν έχει ακόμη παραληφθεί;",
        "Αρχείο μεταφορών",
        "end",
    )
    t = g.moment_us()
    add(
        "rooming-list-csv",
        ["csv", "booked_at", "dates"],
        "guest,arrival,departure,room_type,booked_at,confirmation\n"
        + "\n".join(
            f"{nm},{iso_date(t + timedelta(days=20 + a))},{iso_date(t + timedelta(days=23))},{rt},"
            f"{rfc3339(g.later(t, k * 4000, k * 4000 + 3000))},HX{g.digits(8)}"
            for k, (nm, a, rt) in enumerate(
                [("R. Alvarez", 0, "king"), ("T. Ng", 1, "double"), ("P. Costa", -1, "king")]
            )
        ),
        "Who arrives before the block's first night, and will they get the group rate for that night?",
        "the hotel's rooming list",
        "lead_here",
    )
    t = g.moment_eu()
    add(
        "accessibility-request-form",
        ["form_export", "response_id", "submitted"],
        f"""Response ID: R_{g.b62(15)}
Submitted: {iso_space(t)}
Attendee: Marie Lefebvre
Needs: wheelchair space in plenary, step-free route to workshop rooms, companion pass
Sessions: Opening plenary; Workshop W4 (2nd floor, Room Seine)""",
        "Which of these needs does the venue's access guide not cover yet?",
        "the accessibility form",
        "earlier_assistant",
    )
    t = g.moment()
    add(
        "av-order-xml",
        ["xml", "ordered_at"],
        f"""<av_order number="AV-{g.digits(6)}" ordered_at="{rfc3339(t)}" supplier="Lumen AV">
  <item room="Plenary" qty="2">Wireless handheld microphone</item>
  <item room="Plenary" qty="1">Confidence monitor</item>
  <item room="Workshop 3" qty="1">Projector 5000 lm</item>
</av_order>""",
        "Does this order cover a hybrid panel with four speakers in the plenary?",
        "the AV supplier portal",
        "rag",
    )
    t = g.moment(KST)
    add(
        "ko-lead-json",
        ["korean", "json", "생성시각"],
        f"""{{
  "리드": {{
    "id": "{g.ulid(t)}",
    "생성시각": "{rfc3339(t)}",
    "이름": "박민수",
    "회사": "한빛모빌리티",
    "관심": "파일럿 도입"
  }}
}}""",
        "이 리드에게 보낼 후속 메일을 짧게 써 주세요.",
        "리드 수집 앱",
        "mistral",
    )
    t = g.moment()
    add(
        "own-request-401-pasted",
        ["http_exchange", "near_miss", "bearer_pasted"],
        f"""GET /v1/events/evt_884/attendees?page=2 HTTP/1.1
Host: api.tixly.example
Authorization: Bearer {g.jwt(t, "org-admin-17")}
X-Request-ID: {g.uuid4()}
Date: {http_date(t)}

HTTP/1.1 401 Unauthorized
WWW-Authenticate: Bearer error="invalid_token", error_description="token expired"
Content-Length: 0""",
        "Why does page 2 of the attendee list return 401 when page 1 worked a minute earlier?",
        "my request log",
        "lead_below",
    )
    t = g.moment_eu()
    add(
        "es-encuesta-yaml",
        ["spanish", "yaml", "actualizado"],
        f"""encuesta:
  evento: Jornadas Sevilla Turismo
  actualizado: {rfc3339(t)}
  respuestas: 418
  satisfaccion_media: 4.1
  peor_valorado: "señalización de salas"
  mejor_valorado: "ponentes internacionales"
  cerrada: true""",
        "¿Qué deberíamos mejorar primero para la próxima edición?",
        "Resumen de la encuesta",
        "system_user",
    )
    return recs


INTRO_TEMPLATES = {
    "lead_here": "Here is the export from {src}:",
    "lead_below": "Below is what {src} returned:",
    "lead_colleague": "My colleague sent this from {src}:",
}
SYSTEM = "You are the event operations assistant for the organiser's team. Answer precisely and say when the data is not enough."


def _place(placement: str, block: str, ask: str, src: str) -> str:
    if placement == "after":
        return f"{ask}\n\n{block}"
    if placement == "before":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement in INTRO_TEMPLATES:
        return f"{INTRO_TEMPLATES[placement].format(src=src)}\n\n{block}\n\n{ask}"
    if placement == "earlier_user":
        return (
            f"User: {src}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"User: Can you pull the latest from {src}?\nAssistant: Here it is:\n\n{block}\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "llama3":
        return (
            f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{SYSTEM}<|eot_id|>"
            f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>"
            "<|start_header_id|>assistant<|end_header_id|>"
        )
    if placement == "gemma":
        return f"<start_of_turn>user\n{SYSTEM}\n\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "phi3":
        return f"<|system|>\n{SYSTEM}<|end|>\n<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "mistral":
        return f"<s>[INST] {SYSTEM}\n\n{ask}\n\n{block} [/INST]"
    if placement == "rag":
        return f'{SYSTEM}\n\n<context>\n<doc source="{src}">\n{block}\n</doc>\n</context>\n\nQuestion: {ask}\nAnswer:'
    if placement == "tool":
        return f"{SYSTEM}\n\nUser: {ask}\nAction: fetch_record\nObservation:\n{block}\nThought:"
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{src}:\n\n{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    if placement == "system_user":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    assert placement == "end", placement
    return f"{SYSTEM}\n\nUser: {ask}\n\n{block}"


def pasted_negatives(g: Gen102) -> list[Draft]:
    out: list[Draft] = []
    counts: dict[str, int] = {}
    for name, tags, block, ask, src, placement in _records(g):
        counts[placement] = counts.get(placement, 0) + 1
        text = _place(placement, block, ask, src)
        out.append(Draft(text, f"{SRC}neg:pasted:{name}", ["hard_negative", "pasted", placement, *tags]))
    assert max(counts.values()) <= 3, counts
    return out


# --- negatives: look-alikes, asked-about values, near-misses, controls -----------------------------------------------


def other_negatives(g: Gen102) -> list[Draft]:
    out: list[Draft] = []

    def add(name: str, tags: list[str], text: str) -> None:
        out.append(Draft(text, f"{SRC}neg:{name}", ["hard_negative", *tags]))

    # look-alikes in program positions: stable values
    add(
        "lookalike-policy-header",
        ["lookalike", "policy_dates"],
        """Policy: Attendee code of conduct
Adopted: 2024-02-12
Next review: 2026-09-30
Applies to: all events run by Meridian Events Ltd

Answer questions about the code of conduct. Quote the section.

User: Can I take photos of slides during talks?
Assistant:""",
    )
    add(
        "lookalike-llama3-cutoff",
        ["lookalike", "llama3", "cutoff_only"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help exhibitors of the Nordic Boat Show with stand logistics.<|eot_id|><|start_header_id|>user<|end_header_id|>

How late can our forklift deliver on the last build-up day?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
    )
    add(
        "lookalike-chatml-revision",
        ["lookalike", "chatml", "prompt_revision"],
        """<|im_start|>system
Prompt revision: 2026-02-03 (r14)
Event: Porto Tech Harbour, 2026 edition
You answer sponsor questions about booth packages.<|im_end|>
<|im_start|>user
Does the Silver package include electricity?<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "lookalike-front-matter-template",
        ["lookalike", "front_matter", "approved"],
        """---
template: speaker-invitation
version: 7
approved: 2026-01-19
locale: en-GB
---
Write an invitation to Dr. Lena Hoffmann to give the opening keynote at the Rhine Energy Forum on 15-16 October 2026. Offer travel, two hotel nights and a EUR 1,500 honorarium.""",
    )
    add(
        "lookalike-xml-tenant",
        ["lookalike", "xml_attributes", "tenant_uuid"],
        """<config tenant="6f1c2a9e-3b7d-4c55-9a10-2e8f4d7b1c03" tz="Europe/Madrid" fiscal_year_start="04-01" edition="2026">
Answer finance questions about the Madrid HealthTech Congress budget.
</config>

User: Which budget line do interpreter costs go under?
Assistant:""",
    )
    add(
        "lookalike-json-build",
        ["lookalike", "single_line_json", "calver"],
        """{"app": "checkin-kiosk", "build": "2026.04.2", "venue": "RAI-Amsterdam", "kiosk": "K-12"}
You guide attendees through self check-in at the kiosk. Keep each step to one line.

Attendee: The kiosk says my QR code is not recognised.
Assistant:""",
    )
    add(
        "lookalike-unrendered-template",
        ["lookalike", "unrendered"],
        """Current date: {{current_date}}
Session: {{session_id}}

You are the registration assistant for {{event_name}}. Answer questions about ticket types.

User: Is lunch included in the one-day pass?
Assistant:""",
    )
    add(
        "lookalike-kv-settings",
        ["lookalike", "key_value", "settings"],
        """EVENT_CODE=GCF26
TIMEZONE=America/Chicago
DOORS_OPEN=07:30
BADGE_TEMPLATE=v5
REFUND_CUTOFF_DAYS=14

Using these settings, tell the attendee until when they can get a refund if the event starts on 12 May.""",
    )
    add(
        "lookalike-stable-headers",
        ["lookalike", "http_headers", "api_version"],
        """Accept: application/json
X-Api-Version: 2025-09-01
X-Organiser: org_5521
User-Agent: EventOpsBot/2.3

Explain to the organiser what the "capacity_hold" field in the ticket type settings does.""",
    )
    add(
        "lookalike-footer-terms",
        ["lookalike", "footer", "terms_revision"],
        """Write a polite reply to an attendee who asks whether they can resell their ticket. Resale is allowed only through the official marketplace.

--
Terms of sale, revision of 2025-11-30
Ticketing by TixHarbor""",
    )
    add(
        "lookalike-ja-stable-header",
        ["lookalike", "japanese", "stable_header"],
        """イベント：名古屋ものづくりフェア2026
会期：2026年11月4日〜6日
会場：ポートメッセなごや 第1展示館

あなたは出展者サポートです。日本語で答えてください。

出展者：搬入車両の駐車場はどこですか？""",
    )
    add(
        "lookalike-de-stand",
        ["lookalike", "german", "stand"],
        """Teilnahmebedingungen Stand: 01.03.2026
Veranstalter: Messe Nord GmbH

Beantworte Fragen von Ausstellern zu den Teilnahmebedingungen auf Deutsch.

Aussteller: Dürfen wir auf unserem Stand Getränke ausschenken?""",
    )
    add(
        "lookalike-markdown-settings",
        ["lookalike", "markdown_table", "settings"],
        """| Setting | Value |
|---|---|
| Event | Andes Mining Week |
| Time zone | America/Santiago |
| Early bird ends | 2026-06-30 |
| Currency | USD |

You answer pricing questions. Do not invent discounts.

User: Is the early bird still available for a group of 8?
Assistant:""",
    )
    # values the user types or asks about
    t = g.moment()
    add(
        "asked-epoch",
        ["asked", "epoch"],
        f"""Our badge scanner export has the value {epoch_ms(t)} in the scanned_at column. What time is that in Singapore?""",
    )
    t = g.moment()
    add(
        "asked-uuid7",
        ["asked", "uuid7"],
        f"""Attendee record {g.uuid7(t)} shows up twice in the lead export. Can the UUID tell me when the record was created?""",
    )
    t = g.moment()
    add(
        "asked-ulid-ticket",
        ["asked", "ulid", "support"],
        f"""You are the ticketing support assistant.

User: Support asked me for my ticket reference. It's {g.ulid(t)} and the order was placed {rfc3339(g.earlier(t, 86400, 86400 * 4))}. Is that enough for them to find it?
Assistant:""",
    )
    t = g.moment_eu()
    add(
        "asked-own-clock",
        ["asked", "typed_time"],
        f"""It's {t:%H:%M} here in Rotterdam and my session starts at {(t + timedelta(minutes=25)):%H:%M} in Hall 3. The walk from the metro is 15 minutes. Can I still make it if I stop for coffee?""",
    )
    t = g.moment()
    add(
        "asked-request-id-for-support",
        ["asked", "request_id"],
        f"""The registration page showed "Something went wrong (ref {g.uuid4()})" when I tried to pay. What should I tell the organiser's helpdesk so they can find my attempt?""",
    )
    add(
        "asked-few-shot-dates",
        ["few_shot", "dates"],
        """Extract the session as JSON.

Example: "Keynote by Ana Silva, 2026-05-12 09:00, Main Hall" -> {"speaker": "Ana Silva", "start": "2026-05-12T09:00", "room": "Main Hall"}

Input: "Panel on grid storage with J. Otieno, 2026-05-13 14:30, Room B"
Output:""",
    )
    add(
        "asked-relative-times",
        ["relative_time", "chat_excerpt"],
        """Our volunteer chat shows "badge printer 2 offline (5 min ago)" and "queue at north entrance 40+ (2 min ago)". What should the floor manager do first?""",
    )
    add(
        "asked-ko-epoch",
        ["asked", "korean", "epoch"],
        """출입 기록에 1767225600 이라는 값이 있어요. 이게 한국 시간으로 언제인가요?""",
    )
    t = g.moment()
    add(
        "asked-es-traceparent",
        ["asked", "spanish", "traceparent"],
        f"""¿Qué significa cada parte de este encabezado que aparece en el registro del check-in?

traceparent: {g.traceparent()}""",
    )
    add(
        "asked-deadline",
        ["asked", "deadline"],
        """The call for papers closes on 2026-03-15 23:59 AoE. If I'm in Berlin, what is my local deadline?""",
    )
    # near-misses: the same shapes pasted by the user
    t = g.moment()
    add(
        "near-pasted-bot-prompt",
        ["near_miss", "pasted_prompt"],
        f"""Our check-in bot answered strangely. This is the prompt it got, from the debug console:

You are the check-in assistant for Delta Robotics Days.
Current time: {py_str(t.replace(tzinfo=None))}
Session: {g.nanoid()}

User: Where do I collect my badge?

Why might it have told the user that registration was closed?""",
    )
    t = g.moment()
    add(
        "near-pasted-front-matter",
        ["near_miss", "pasted_front_matter"],
        f"""Proofread this report header before I send it to the sponsors:

---
title: Lead capture summary, day 2
generated_at: {rfc3339(t)}
export_run: {g.ulid(t)}
---
Total leads: 2,114 across 37 booths; median 48 per booth.""",
    )
    t = g.moment()
    add(
        "near-pasted-cloudevent",
        ["near_miss", "cloudevent_pasted"],
        f"""Our consumer drops this CloudEvent from the badge service. Why?

ce-specversion: 1.0
ce-id: {g.uuid4()}
ce-time: {rfc3339(t)}
ce-source: badge-svc
ce-type: badge.printed
content-type: application/json

{{"badge": "X{g.digits(6)}", "printer": "P2"}}""",
    )
    t = g.moment()
    add(
        "near-pasted-request-xml",
        ["near_miss", "pasted_xml"],
        f"""Is this request XML valid against a schema where `received` must be a date, not a date-time?

<request id="{g.uuid4()}" received="{rfc3339(t)}" event="NEXA-26">
  <attendee ref="A-{g.digits(6)}"/>
</request>""",
    )
    t = g.moment(MSK)
    add(
        "near-ru-pasted-header",
        ["near_miss", "russian", "pasted_prompt"],
        f"""Вот начало промпта, который ушёл в модель из нашего бота регистрации (скопировано из лога):

Время запроса: {dmy(t)}
ID запроса: {g.hex(24)}

Почему модель решила, что регистрация уже закрыта?""",
    )
    # controls
    add(
        "control-plain-1",
        ["control", "plain"],
        """You are the sustainability adviser for event planners. Suggest practical steps only.

User: How can we cut single-use plastic at a 2,000-person conference without raising catering costs much?
Assistant:""",
    )
    add(
        "control-plain-2",
        ["control", "plain", "french"],
        """Tu aides les bénévoles d'un festival de jazz. Réponds en français, en trois phrases au plus.

Bénévole : Que faire si un spectateur perd son bracelet d'accès ?""",
    )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen102(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    negatives = pasted_negatives(g) + other_negatives(g) + generated_negatives(g)
    return make_holdout.assemble("hold102", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
