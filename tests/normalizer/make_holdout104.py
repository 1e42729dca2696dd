"""Build `prompt_normalizer/corpus/holdout104.jsonl`, a hundred-and-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout104.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout96.py` only the module docstrings were read (extracted with `ast.get_docstring`, the
code never printed), through keyword searches over them for neighbours of this domain (fashion,
apparel, returns, RMA, size exchange, e-commerce, discount and coupon codes, influencers, pre-orders,
drops, payment holds, drop-off, warehouses) and the passages around the hits, with the docstrings of
`make_holdout40.py`, `make_holdout95.py` and `make_holdout96.py` read in full; of `make_holdout24.py`
also its import block and its last 150 lines, for the structure of a generator; and `pyproject.toml`
for ruff's settings. (A listing of `tests/normalizer/` showed the generators' names and a check of the
path showed that `holdout104.jsonl` did not exist yet.) Nothing under `prompt_normalizer/` was read, nor
any other test file, any `.jsonl` corpus, the docs and bench folders or the git history;
`make_holdout97.py` to `make_holdout103.py`, written at the same time, were not read. The corpus was
checked only against the machinery of `make_holdout.py` (every `expected` is what `expected_of`
computes, every span is found in its input, spans are single lines, inputs are unique, the build is
deterministic).

The domain is fashion e-commerce and returns: size exchanges, returns grading in the warehouse, carrier
labels and drop-offs, product drops and pre-orders, influencer and discount codes, payment holds and
customer service chats. The earlier docstrings name neighbours of it: above all fashion, beauty and
apparel retail in make_holdout40 (a fit-finder widget, a returns desk behind forwarded HTTP headers, a
returns chat with a conversation id and `(sent ...)` lines, a fit request in XML attributes, a return
label dated today with its label job, an order record pulled "at" a time, a helpdesk `[ctx ...]` line,
an exchange call's `Idempotency-Key`, a Korean size chart, a try-on upload line, a returns webhook
pasted to debug); a returns desk and RMA e-mails (make_holdout11); return labels and coupon codes with
dates (make_holdout19); an influencer campaign tool and a coupon feed checked "at" a time
(make_holdout31); marketplace return decisions and coupon redemptions (make_holdout57, make_holdout93);
return labels dated today by a label tool (make_holdout40, make_holdout57, make_holdout84); a grocery
coupon event relay (make_holdout67). The scenarios here were written around them: exchanges are judged
from the order record and policy (front matter, a front-end `Request-Id`), never from a fit finder;
grading is a bench in the warehouse (ChatML bench clock, a partner's grading request in XML, a `rgrade`
logfmt run line), never a try-on upload; labels are looked up (a ReAct observation whose `call_id` and
`fetched_at` move while the carrier's label with its `created` and `valid_until` stays) or priced ("pulled
from the rate API at ..."), never dated today by a label job; drops and pre-orders come through a
waiting room (`X-Queue-Ticket`, `X-Queue-Entered-Ms`), an allocation run table and an allocation
engine's `engine.now=` line; codes are checked against a code table under a Semantic Kernel
current-time sentence and explained to creators behind a single-line JSON head, never fed from a coupon
feed; payment holds arrive as a made-up `Holdwire-*` delivery whose payload stays; chats are a
customer service console (`Console session`, `Opened`) and localized desks, never a conversation id
with `(sent ...)` lines. The sources are:

* size exchanges: YAML front matter (`generated_at` in `toISOString()` form, ULID `exchange_req`) over an
  order JSON that opens with its own UUIDv7 `id` and `created_at`; the size availability table "as of"
  a time for the request; a made-up Stitchcart event received for the request (`Stitchcart-Delivery-Id`,
  `-Sent-At` move; the payload's `id` and `created_at`, topic and shop stay); a mailer footer
  (`Generated:` in GNU `date` form, hex `Job:`; `--` and the mailer version stay); an HTML comment
  (`id=` ObjectId, `ts=` epoch; `tpl=` stays); German (`Abrufzeit:`, UUIDv7 `Sitzungs-ID:` over a pasted
  Retourenschein with `Erstellt:`), Korean (12-hour `조회 시각:`, `요청 ID:` after a pasted exchange
  record), Brazilian Portuguese (`Horário da consulta:`, `Sessão:` under a reverse post label whose
  `Gerada em` and `Válida até` stay) and Arabic (`وقت الطلب:` in Arabic-Indic digits, UUIDv7 session)
  desks;
* returns grading: a ChatML system turn with `Bench clock:` (Python `str()`) and a nanoid `Bench
  session:` over a pasted CSV row with its `scanned_at`; `<grading_request>` attributes `id` and
  `received` (naive `isoformat()`; `site` stays); a `rgrade run=<ULID> t=<ms> policy=v7` line over a
  pasted logfmt journey; Chinese (`当前时间：`, hex `会话编号：`, the record's `质检时间` stays) and Greek
  (`Ώρα αιτήματος:`) benches;
* carrier labels and drop-offs: the ReAct label observation; a Llama 3 `Today Date` (the cutoff stays)
  over a ParcelShop receipt with its `Received` time; carrier options "pulled from the rate API at
  <ctime>" with a `Quote set:` line; a courier pick-up booking with .NET "o" `RequestedAt:` and a
  base64url `PortalSession:`; a bare ULID first line over pasted tracking scans; Polish (`Teraz:`,
  nanoid `Sesja:` over a parcel locker receipt with `Nadano:`), Dutch (lower-case ULID `Verzoek-ID:`),
  Thai (Buddhist-era `เวลาปัจจุบัน:`) and Indonesian (footer `Waktu permintaan:`, `ID permintaan:`)
  desks;
* product drops and pre-orders: the waiting room headers (the drop's opening time stays); a markdown
  context table (KSUID `Allocation run`, RFC 2822 `Run started`; season and style stay) over a pre-order
  CSV with `ordered_at`; `engine.now=` in Go RFC3339Nano (the customer's typed 10:00:03 stays); a bare
  RFC 3339 time with an offset first; Spanish (`Hora actual:` in the system turn, hex `ID de petición:`
  after a pasted pre-order with `creado`), Turkish (`Şu anki saat:`, KSUID `Oturum:`; the launch time
  stays) and Ukrainian (`Поточний час:`, UUIDv7 `Ідентифікатор запиту:`) desks;
* influencer and discount codes: a single-line JSON head (`req` UUIDv7 and `ts` epoch between stable
  members) over a creator's pasted redemption lines; a Semantic Kernel current-time sentence over a code
  table with validity dates; a bare KSUID before a `Label:` cue; Italian (`Data e ora della richiesta:`,
  upper-case hex `ID richiesta:`; the code's validity stays), Hebrew (`שעה נוכחית:`, ObjectId `מזהה
  שיחה:`) and Vietnamese (`Thời điểm hiện tại:`, KSUID `Mã phiên:`) desks;
* payment holds: the `Holdwire-*` delivery (UUIDv7 id, epoch, signature; the hold with its `placed_at`
  and `expires_at` stays); a `Request-Id: req_...` beside a hold ULID the user asks about
  (`Stripe-Version` stays); `traceparent` and an `X-Cs-Thread` conversation uuid over a customer's
  typed time; French (`Horodatage de la demande :`, JWT `Jeton de session :` after a pasted order with
  `Créée le`), Russian (`Сейчас:`, traceparent `ID трассировки:` over a single-line JSON record with
  `создано`), Swedish (`Tidpunkt för förfrågan:`) and Czech (Log4j `Čas požadavku:`, base64url `ID
  relace:`) desks;
* customer service chats: the console header (`cs_` session, ctime `Opened:`; console and queue stay);
  "Today is <long date>." in the system sentence; a bare epoch in ms as the last line; Japanese
  (`受付日時：`, ULID `セッションID：` over a pasted return record with `作成日時`) and Hindi (`वर्तमान
  समय:` in Devanagari digits, UUIDv7 `अनुरोध आईडी:`) desks;
* the generated family: one program field at three of eight positions (head, system tail, header block
  between `Shop:` and `Channel:`, after the user's message, footer after `--` above a stable line, YAML
  front matter, a single-line JSON member between stable members, an XML attribute before a stable one)
  of 14 bodies, each with a pasted record of its own (an exchange order JSON opening with a UUIDv7 `id`
  and `created_at`, grading logfmt with `ts` and ULID `request_id`, a label YAML with a ULID and
  `updated`, a drop CSV with `sold_at`, code NDJSON with `ts` in ms, a payment provider e-mail with
  `Date` and `Message-ID`, a drop-off scan XML with `stamp` and `scanned`, a pre-order form export with
  a KSUID `Response ID` and `Submitted`, a Spanish CSV with `creado`, a German `key=value` line with
  `erstellt`, French JSON with `horodatage`, Japanese JSON with `作成日時`, a Portuguese table with
  `Atualizado em`, a Korean record with `검수시각`); the field is one of 22 English and made-up labels
  (`Wallclock`, `Served at`, `Context time`, `fitclock`, `tick.t0`, `Snapshot taken`, `Local time`, `As
  of`, `Stamp`, `Pulled`, `Epoch`, `Request received`, `Request`, `Trace`, `Chat session`, `Hop`,
  `Delivery`, `Nonce`, `Span`, `Correlation`, `Run`, `Session token`) or the "now" or request/session label of the body's
  language.

The negatives: 59 pasted records (45 blocks, the first fourteen placed twice) in twenty placements
(question above, block first, typed right under the question, "<lead-in>:" with a blank line, a
question ending in a lead-in with the block on the next line, an earlier user turn, an earlier
assistant turn, ChatML, Llama 3, Gemma, Phi-3 and Mistral turns, a RAG document, a ReAct observation,
fenced, quoted, both sides, a user turn under a system prompt, the very end of the prompt, indented): a
return shipment's nested customs JSON opening with a UUIDv7 `id` and `created_at`, a grading CSV with
ULIDs and `graded_at`, a label API 201 with `Date` and `X-Request-Id`, exchange logfmt opening with
`ts=` and a `request_id`, a complaint e-mail with `Received`, `Date` and `Message-ID`, a drop table
with an `Updated` column, pre-order batch YAML with a ULID `id` and `created`, a single-line hold event
with `created` and an epoch expiry, a manifest XML with `created` and `scanned`, a Slack thread with
`ts`, nginx drop traffic, a creator form export with a KSUID `Response ID` and `Submitted`, a chat
transcript with bracketed times, a locker `key=value` line with `opened_at`, a nested hold record with a
ULID, KSUID redemption events, `curl -v` output with `date` and `x-request-id`, an ICS with `DTSTAMP`, a
WMS receiving JSON opening with `received_at` in ms, an order export with `Created at` and `Paid at`, an
OpenTelemetry span of a drop checkout, a carrier SMS, a waitlist CSV with uuids and `joined_at`, a store
credit ledger with epochs, a codes export with `created_at` and `expires_at`, a webhook dashboard's
delivery log with UUIDv7 ids; and in other languages a Spanish return JSON (ULID `id`, `creado`), a
German CSV with `Erstellt`, a French carrier e-mail with `Date :`, an Italian creator report with
`aggiornato`, a Portuguese exchange with `Criado em:`, Japanese JSON with `検品日時`, a Korean order
table with `주문일시`, Chinese `key=value` with `下单时间`, an Arabic order in Arabic-Indic digits, a
Hebrew courier e-mail, Russian log lines with `trace_id`, a Polish CSV with `utworzono`, a Turkish hold
with `Oluşturulma:`, Dutch tracking, a Swedish e-mail with `Skickat:`, Hindi JSON with `created_at`,
Vietnamese YAML with `cap_nhat_luc`, a Thai Buddhist-era record and Indonesian JSON with `dibuat`. 13
look-alikes in program positions (a prompt revision and policy date, a Llama 3 header with only its
cutoff, drop FAQ front matter with an approval date and the scheduled `drop_opens`, a tenant uuid and
time zone in XML attributes, a CalVer build and API version in single-line JSON, an unrendered
`{{current_date}}` and `{{session_id}}`, an HTML comment template revision, `KEY=value` return settings
with a drop-off cut-off, stable request headers with `X-Api-Version`, a footer's terms revision, a
settings table with a courier cut-off, a German drop date with the FAQ's `Stand`, a Japanese policy
revision date), 11 values the user asks about or types (a UUIDv7, an epoch, a `req_` reference for the
bank, the user's own clock, few-shot dates, relative times, ISO weeks, a JWT, a Spanish ULID, a Korean
Slack `ts`, an Italian hold expiry), six near-misses (a bot prompt with `Current time:` and `Session:`
pasted from staging, report front matter with `generated_at` and `export_run` pasted to proofread, a
`Holdwire-*` delivery pasted to debug its signature, two `Stitchcart-*` deliveries pasted to compare, a
partner's `<grading_request>` with `id` and `received` pasted for schema help, the user's own 401
request with `X-Request-ID`, `Date` and a bearer JWT), two plain controls, and 14 generated hard
negatives: the family's bodies with one stable value (exchange policy, warehouse, label validity, a
past drop, program, payment provider, market, pre-order batch, the market or store in Spanish, German,
French, Japanese, Portuguese and Korean) at a position the body's positives do not use.

What it is: 195 prompts. 90 carry volatile fields (128 spans): 48 hand-written positives (86 spans; 37
with two or more fields) and 42 generated ones. 105 carry none. About three prompts in eight are in a
language other than English (scripts: Latin, Japanese, Hangul, Han, Arabic, Hebrew, Cyrillic, Greek,
Devanagari, Thai). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case, with
the clarifications of the docstrings of make_holdout2.py to make_holdout96.py (envelope vs payload,
per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open with
metadata-like lines, deliveries received vs pasted, tool results, made-up labels, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Fashion commerce records are content wherever they sit and however they open: order, exchange,
  return, RMA, label, parcel, manifest, hold, pre-order, waitlist, code and creator ids (UUIDv7, ULID,
  KSUID, hex, `evt_`, `hold_`), `created_at`, `created`, `creado`, `Erstellt`, `Créée le`, `作成日時`,
  `검수시각`, `质检时间`, `graded_at`, `scanned`, `sold_at`, `ordered_at`, `joined_at`, `received_at`,
  `opened_at`, `placed_at`, `expires_at`, a label's `valid_until`, a code's validity, a drop's opening
  time and a pre-order batch's ship week, also when the program fetched them for this request (the
  label observation, the size availability table). Only the program's stamp and the ids minted for the
  request, session, run, call, quote set, ticket or delivery move.
* A hold delivered to the risk desk and an exchange event delivered to the router move their envelope
  (`Holdwire-Delivery`, `-Sent`, `-Signature`; `Stitchcart-Delivery-Id`, `-Sent-At`) and keep the
  payload; the same headers pasted by a user to debug a signature or compare duplicates stay whole, and
  so does a webhook dashboard's delivery log.
* A drop waiting room's queue ticket is a per-session token and its entry time a per-request epoch:
  both move; the drop name, its scheduled opening and the reservation length stay. A scheduled
  `drop_opens` in the program's front matter is the same for every request and stays.
* Near-misses by position and purpose: `generated_at` and `exchange_req` in the program's front matter
  move while the order's `created_at` and `id` below stay; the `Request-Id` at the head moves while the
  hold ULID the user asks about stays; a `req_` reference the user quotes for the bank stays.
* Times the user types (a card charge "at 14:12 yesterday", a pre-order placed "at 10:00:03", "it's
  17:40 here") stay; the program's clock next to them moves.
* Spans follow rule 3: "as of <time>" and "at <ctime>" are cut with their preposition, leaving "Size
  availability for this request:" and "Carrier return options pulled from the rate API for this
  request:"; the Semantic Kernel and "Today is" sentences are inline spans; XML attributes and
  `key=value` pairs are followed by a stable neighbour; single-line JSON members are cut with the comma
  after them and placed between stable members; volatile members of pretty JSON are never the last
  member of their object; header lines, YAML keys, markdown rows, `KEY=value` lines, footer lines, bare
  values and a line holding one field in any script are whole-line spans, and a footer's `--` stays.
* Only ASCII `Label:` cue lines (`Assistant:`, `Answer:`, `Thought:`, `Reply:`, `Label:`, `Agent:`) or a
  chat template's reply header on a line of its own (ChatML, Llama 3) end positives; prompts in other
  languages end with the user's message or with the metadata after it; Gemma, Phi-3 and Mistral prompts
  appear only among the negatives.
"""

from __future__ import annotations

import json
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
    EDT,
    EST,
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

SEED = 20270104
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout104.jsonl"
SRC = "holdout104:"

KST = timezone(timedelta(hours=9), "KST")
JST = timezone(timedelta(hours=9), "JST")
CST8 = timezone(timedelta(hours=8), "CST")
BRT = timezone(timedelta(hours=-3), "BRT")
TRT = timezone(timedelta(hours=3), "TRT")
MSK = timezone(timedelta(hours=3), "MSK")
ICT = timezone(timedelta(hours=7), "ICT")
WIB = timezone(timedelta(hours=7), "WIB")
ISR = timezone(timedelta(hours=2), "IST")
IND = timezone(timedelta(hours=5, minutes=30), "IST")
GST = timezone(timedelta(hours=4), "GST")
EET = timezone(timedelta(hours=2), "EET")
BST = timezone(timedelta(hours=1), "BST")

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVA_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def zh_dt(t: datetime) -> str:
    return f"{t.year}年{t.month:02d}月{t.day:02d}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.year}. {t.month}. {t.day}. {'오후' if t.hour >= 12 else '오전'} {h}:{t:%M:%S}"


def thai_be(t: datetime) -> str:
    return f"{t.day}/{t.month}/{t.year + 543} {t:%H:%M:%S}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def jm(key: str, val: Any, comma: bool = True) -> str:
    """One JSON member, with the comma after it."""
    return f'"{key}": {json.dumps(val, ensure_ascii=False)}' + ("," if comma else "")


def pretty(obj: Any) -> str:
    return json.dumps(obj, indent=2, ensure_ascii=False)


def flat(obj: Any) -> str:
    return json.dumps(obj, ensure_ascii=False)


POS: list[Callable[[Gen], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen], Draft]) -> Callable[[Gen], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{name}", tags)


# --- hand-written positives: English -------------------------------------------------------------------------


@pos
def _exchange_front_matter(g: Gen) -> Draft:
    now = g.moment()
    placed = now - timedelta(days=9, hours=3, minutes=17)
    order = pretty(
        {
            "id": g.uuid7(placed),
            "created_at": rfc3339(placed),
            "number": "KA-558201",
            "lines": [{"sku": "KA-TR-0931-NVY-M", "title": "Wool-blend trench, navy", "size": "M", "qty": 1}],
            "delivered_at": rfc3339(placed + timedelta(days=3, hours=5, minutes=41, seconds=12)),
        }
    )
    return P(
        f"""---
{v("datetime", "generated_at: " + js_iso(now))}
{v("request_id", "exchange_req: " + g.ulid(now))}
brand: Kestrel Atelier
policy: exchanges-v9
---
You decide whether a size exchange can be approved under the Kestrel Atelier policy: exchanges within
30 days of delivery, tags attached, one free exchange per order line.

Order record:
{order}

Customer: The M is too tight across the shoulders, can I swap it for an L?
Assistant:""",
        "exchange-front-matter",
        ["front_matter", "near_miss", "uuid7_content", "ulid"],
    )


@pos
def _grading_chatml(g: Gen) -> Draft:
    now = g.moment_eu()
    scanned = now - timedelta(minutes=g.small(3, 40), seconds=g.small(1, 59))
    return P(
        f"""<|im_start|>system
You are the grading assistant at the Vilnius returns bench. Grade each returned garment A (resell as
new), B (outlet), C (repair) or D (recycle) from the inspector's notes, and give one reason.
{v("datetime", "Bench clock: " + py_str(now))}
{v("session_id", "Bench session: " + g.nanoid())}
Bench: VNO-R3, returns grading<|im_end|>
<|im_start|>user
Next item off the belt:

rma,sku,scanned_at,notes
R-7781204,NH-KN-2210-ECR-S,{iso_space(scanned)},"pilling under arms, no stains, tags cut off"

What grade?<|im_end|>
<|im_start|>assistant""",
        "grading-chatml",
        ["chatml", "system_lines", "py_str", "nanoid", "pasted_csv"],
    )


@pos
def _label_tool_observation(g: Gen) -> Draft:
    now = g.moment()
    made = now - timedelta(days=2, hours=4, minutes=9, seconds=31)
    obs = (
        "{\n"
        f"  {v('request_id', jm('call_id', 'lblc_' + g.b62(20)))}\n"
        f"  {v('datetime', jm('fetched_at', rfc3339(now, 3)))}\n"
        '  "label": {\n'
        f'    "created": "{rfc3339(made)}",\n'
        '    "carrier": "DPD",\n'
        f'    "tracking": "0150{g.digits(10)}",\n'
        '    "service": "Return Shop2Shop",\n'
        f'    "valid_until": "{iso_date(made + timedelta(days=14))}"\n'
        "  }\n"
        "}"
    )
    return P(
        f"""You are the returns agent of Corvid Denim. Use the tools to answer the customer.

Customer: I got a return label on Monday but haven't used it. Is it still valid and where do I take it?
Thought: I should look up the customer's return label.
Action: get_return_label
Action Input: {{"order": "CD-20931"}}
Observation: {obs}
Thought:""",
        "label-tool-observation",
        ["react", "tool_result", "pretty_json", "fetch_time", "label_content"],
    )


@pos
def _dropoff_llama3(g: Gen) -> Draft:
    now = g.moment(BST)
    dropped = now - timedelta(days=1, hours=6, minutes=22, seconds=48)
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", "Today Date: " + llama_today(now))}

You help Hartwell & Rye customers track parcels they returned at drop-off points.<|eot_id|><|start_header_id|>user<|end_header_id|>

I dropped my return at a shop yesterday and this is the receipt they gave me:

DROP-OFF RECEIPT  Evri ParcelShop 4471 (Costcutter, Leith Walk)
Received: {dropped:%d/%m/%Y %H:%M:%S}
Parcel: H01RYA{g.digits(10)}
Return ref: HR-RTN-88213

The tracking page still says "label created". Did they lose it?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        "dropoff-llama3",
        ["llama3", "today_date", "pasted_receipt", "cutoff_stays"],
    )


@pos
def _drop_waiting_room(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""Forwarded by the drop queue:
{v("session_token", "X-Queue-Ticket: " + g.b64url(36))}
{v("epoch", "X-Queue-Entered-Ms: " + str(epoch_ms(now)))}
X-Drop: aurora-trench-fw26
Accept-Language: en-GB,en;q=0.8

You answer questions about the Aurora trench drop. The drop opens on 12 March 2026 at 10:00 CET, one
per customer, sizes XS to XL, no pre-orders and no holds. Checkout reserves an item for 10 minutes.

Customer: I'm in the queue, position 4,112. Will there still be a size S by the time I'm in?
Assistant:""",
        "drop-waiting-room",
        ["header_block", "head", "epoch_ms", "queue_token", "stable_neighbours"],
    )


@pos
def _preorder_table(g: Gen) -> Draft:
    now = g.moment(CET)
    rows = []
    for i, (size, qty) in enumerate([("36", 2), ("38", 1), ("40", 1), ("38", 3)]):
        t = now - timedelta(
            days=12 - i * 2, hours=g.small(0, 10), minutes=g.small(0, 59), seconds=g.small(0, 59)
        )
        rows.append(f"PO-{g.digits(6)},{size},{qty},{rfc3339(t)}")
    csv = "\n".join(rows)
    return P(
        f"""| Context | Value |
|---|---|
{v("run_id", "| Allocation run | " + g.ksuid(now) + " |")}
| Season | AW26 |
{v("datetime", "| Run started | " + rfc2822(now) + " |")}
| Style | SR-DR-4410 slip dress, black |

Stock arriving from the factory: 36 x2, 38 x3, 40 x1. Allocate first come, first served.

preorder,size,qty,ordered_at
{csv}

Which pre-orders are filled, and which wait for the next batch?
Answer:""",
        "preorder-table",
        ["markdown_table", "ksuid", "rfc2822", "pasted_csv"],
    )


@pos
def _influencer_json_head(g: Gen) -> Draft:
    now = g.moment()
    lines = []
    for k in range(4):
        t = now - timedelta(days=6 - k, hours=g.small(0, 20), minutes=g.small(0, 59), seconds=g.small(0, 59))
        lines.append(
            f"{rfc3339(t)}  code=MILAXSABLE15  order=SR-{g.digits(6)}  status={['counted', 'counted', 'refunded', 'counted'][k]}"
        )
    log = "\n".join(lines)
    return P(
        f"""{{"program": "creators-eu", {v("request_id", jm("req", g.uuid7(now)))} {v("epoch", jm("ts", epoch_s(now)))} "locale": "en-IE"}}
You are the creator support assistant of Sable Row. Creators earn 10% on orders placed with their code
that are not returned within 30 days. Be exact about the numbers.

Creator: My dashboard says 2 conversions this week but I can see 4 uses of my code in the export:

{log}

Why only 2?
Assistant:""",
        "influencer-json-head",
        ["single_line_json", "head", "uuid7", "epoch_s", "pasted_log"],
    )


@pos
def _discount_sk_sentence(g: Gen) -> Draft:
    now = g.moment_us()
    return P(
        f"""You are the checkout helper for Lumi Studio. {v("datetime", "The current date and time is " + sk_now(now) + ".")} Only the
codes below exist; never invent one, and never combine two codes.

Code        Discount          Valid from    Valid to      Min. spend
SPRING20    20% full price    2026-03-01    2026-04-15    USD 80
WELCOME10   10% first order   2025-01-01    2027-12-31    none
FRIENDS25   25% sitewide      2026-05-09    2026-05-12    USD 150

Customer: Can I use FRIENDS25 on the linen set I'm buying right now?
Assistant:""",
        "discount-sk-sentence",
        ["sk_now", "sentence", "inline", "code_table_stays"],
    )


@pos
def _payment_hold_delivery(g: Gen) -> Draft:
    now = g.moment()
    placed = now - timedelta(minutes=g.small(2, 9), seconds=g.small(1, 59))
    payload = pretty(
        {
            "hold_id": f"hold_{g.ulid(placed).lower()}",
            "order": "NH-771092",
            "amount": {"value": 31900, "currency": "EUR"},
            "reason": "address_mismatch_review",
            "placed_at": rfc3339(placed),
            "expires_at": rfc3339(placed + timedelta(days=7)),
        }
    )
    return P(
        f"""Delivery received by the Nordhem risk desk:
POST /hooks/holdwire HTTP/1.1
{v("delivery_id", "Holdwire-Delivery: " + g.uuid7(now))}
{v("epoch", "Holdwire-Sent: " + str(epoch_s(now)))}
{v("signature", "Holdwire-Signature: v1=" + g.hex(64))}
Content-Type: application/json

{payload}

Write the e-mail to the customer explaining that their order is on hold and what they can do.
Reply:""",
        "payment-hold-delivery",
        ["delivery_envelope", "webhook_received", "epoch_s", "signature", "payload_stays"],
    )


@pos
def _cs_console_opened(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Agent console: Sable Row customer service (EU)
{v("session_id", "Console session: cs_" + g.b62(22))}
{v("datetime", "Opened: " + ctime(now))}
Queue: exchanges

Suggest the next reply for the agent. Be warm, keep it under 80 words, and never promise a refund date.

Customer: hi, I ordered the pleated skirt in 38 (order SR-640118) but it came in 36. I need it for a
wedding on Saturday, can you send the right one express?
Agent:""",
        "cs-console-opened",
        ["header_block", "head", "ctime", "session_id"],
    )


@pos
def _grading_xml_attrs(g: Gen) -> Draft:
    now = g.moment_eu()
    ret = now - timedelta(days=g.small(3, 9))
    return P(
        f"""<grading_request {v("request_id", 'id="gr_' + g.hex(20) + '"')} {v("datetime", 'received="' + py_iso(now) + '"')} site="WAW-2">
  <item sku="CD-JN-5012-IND-30-32" rma="R-{g.digits(7)}" returned_on="{iso_date(ret)}">
    Seam at left back pocket open 2 cm, wash label intact, faint deodorant mark inside waistband.
  </item>
</grading_request>

Grade the item A-D by the Corvid Denim returns standard and say whether it can go back to stock.
Answer:""",
        "grading-xml-attrs",
        ["xml_attribute", "head", "isoformat", "record_date_stays"],
    )


@pos
def _logfmt_head(g: Gen) -> Draft:
    now = g.moment()
    evs = []
    for k, ev in enumerate(["received", "opened", "graded", "restocked"]):
        t = now - timedelta(hours=30 - k * 7, minutes=g.small(0, 59), seconds=g.small(0, 59))
        evs.append(f"ts={rfc3339(t)} rma=R-5521093 event={ev} by=op{g.small(10, 99)}")
    return P(
        f"""rgrade {v("run_id", "run=" + g.ulid(now))} {v("epoch", "t=" + str(epoch_ms(now)))} policy=v7
You summarise a return's journey through the warehouse for the customer service team, in plain words.

{chr(10).join(evs)}

How long did this return take from arrival to restock?
Assistant:""",
        "logfmt-head",
        ["logfmt", "head", "ulid", "epoch_ms", "pasted_logfmt"],
    )


@pos
def _footer_generated(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Draft a short e-mail confirming a size exchange.

Order: VP-30912 (Velour & Pine)
Returned: Ribbed cardigan, oat, size L
Sending: Ribbed cardigan, oat, size M (ships from Rotterdam, 2-3 working days)
Exchange approved by: Marta (CS)

--
{v("datetime", "Generated: " + unix_date(now))}
{v("request_id", "Job: " + g.hex(12))}
mailer 2.8.1""",
        "footer-generated",
        ["footer", "tail", "unix_date", "hex_id"],
    )


@pos
def _html_comment_ctx(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""<!-- ctx {v("request_id", "id=" + g.objectid(now))} {v("epoch", "ts=" + str(epoch_s(now)))} tpl=exchange-reply-v4 -->
You write replies for Hartwell & Rye's returns inbox. Sign as "The H&R team".

Customer message: The jumper I exchanged came back in the same size again (M instead of L). Order
HR-48810, exchange EX-22019. This is the second time.
Reply:""",
        "html-comment-ctx",
        ["html_comment", "head", "objectid", "epoch_s"],
    )


@pos
def _bare_ulid_head(g: Gen) -> Draft:
    now = g.moment()
    scans = []
    for k, (where, what) in enumerate(
        [
            ("Leeds Hub", "Collected from drop-off point"),
            ("Daventry", "At returns centre"),
            ("Daventry", "Delivered to warehouse"),
        ]
    ):
        t = now - timedelta(
            days=5 - k * 2, hours=g.small(1, 9), minutes=g.small(0, 59), seconds=g.small(0, 59)
        )
        scans.append(f"{t:%d %b %Y %H:%M:%S}  {where:<11}  {what}")
    return P(
        f"""{v("request_id", g.ulid(now))}
You are the Velour & Pine returns assistant. Refunds are issued within 5 working days of the warehouse
receiving the parcel.

Customer: my refund hasn't come through. Tracking says:
{chr(10).join(scans)}
When will I get my money?
Assistant:""",
        "bare-ulid-head",
        ["bare_value", "head", "ulid", "pasted_tracking"],
    )


@pos
def _bare_epoch_tail(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""You are the Nordhem size advisor. Use the size table and the customer's measurements; if they sit
between two sizes, recommend the larger one for outerwear.

Size table (chest, cm): S 92-96, M 97-101, L 102-107, XL 108-113

Customer: chest 101.5 cm, I like room for a hoodie underneath. Parka in M or L?

{v("epoch", str(epoch_ms(now)))}""",
        "bare-epoch-tail",
        ["bare_value", "tail", "epoch_ms"],
    )


@pos
def _bare_rfc3339_head(g: Gen) -> Draft:
    now = g.moment(EST if g.small(0, 2) else EDT)
    return P(
        f"""{v("datetime", rfc3339(now))}
You are the pre-order desk of Lumi Studio. Pre-orders are charged when they ship; the card is only
checked with a small authorisation that is released within 3 days.

Customer: Why do I see a pending $1.00 from Lumi on my card? I pre-ordered the wrap coat (LS-PO-7731).
Assistant:""",
        "bare-rfc3339-head",
        ["bare_value", "head", "rfc3339_offset"],
    )


@pos
def _bare_ksuid_before_cue(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""You classify customer service messages for Kestrel Atelier as: exchange, return, refund, payment,
delivery, product or other. Reply with one word.

Message: "the code ANNA15 from the instagram post doesn't work at checkout, it says expired"
{v("session_id", g.ksuid(now))}
Label:""",
        "bare-ksuid-before-cue",
        ["bare_value", "before_cue", "ksuid"],
    )


@pos
def _today_is_sentence(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""You are the returns assistant for Corvid Denim. {v("date", "Today is " + long_date(now) + ".")} Returns are free within 30
days of delivery; after that, a 4.95 return fee applies until day 60.

Customer: My jeans were delivered on 2 February. If I post them back this week, do I pay the fee?
Assistant:""",
        "today-is-sentence",
        ["sentence", "inline", "long_date"],
    )


@pos
def _sizes_as_of(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""Size availability {v("datetime", "as of " + iso_space(now) + " UTC")} for this request:

| Size | Warehouse | Stores (EU) |
|------|-----------|-------------|
| 34   | 0         | 3           |
| 36   | 2         | 11          |
| 38   | 14        | 20          |

You are Sable Row's exchange assistant. Exchanges ship from the warehouse only.

Customer: I want to exchange my 38 for a 36. Possible?
Assistant:""",
        "sizes-as-of",
        ["as_of_phrase", "inline", "head", "stock_table_stays"],
    )


@pos
def _stitchcart_webhook_received(g: Gen) -> Draft:
    now = g.moment()
    created = now - timedelta(seconds=g.small(2, 40))
    payload = pretty(
        {
            "id": g.uuid7(created),
            "created_at": rfc3339(created),
            "order": "VP-44107",
            "topic": "exchange_requested",
            "note": "Wrong colour in photos, I'd like the sage one instead of olive",
        }
    )
    return P(
        f"""Incoming Stitchcart event for the Velour & Pine exchange router:
{v("delivery_id", "Stitchcart-Delivery-Id: dlv_" + g.b62(24))}
{v("datetime", "Stitchcart-Sent-At: " + rfc3339(now, 3))}
Stitchcart-Topic: orders/exchange_requested
Stitchcart-Shop: velour-and-pine.stitchcart.example

{payload}

Route the request: colour_swap, size_swap, refund or manual.
Label:""",
        "stitchcart-webhook-received",
        ["delivery_envelope", "webhook_received", "payload_stays", "near_miss"],
    )


@pos
def _id_asked_beside_request_id(g: Gen) -> Draft:
    now = g.moment()
    placed = now - timedelta(days=1, hours=2, minutes=g.small(0, 59))
    hold = "hold_" + g.ulid(placed)
    return P(
        f"""{v("request_id", "Request-Id: req_" + g.b62(14))}
Stripe-Version: 2026-01-28.acacia

You help Nordhem's payments team read hold records. Explain in plain words.

User: What does {hold} mean on this order and when was it placed? The order page says "manual review".
Assistant:""",
        "id-asked-beside-request-id",
        ["near_miss", "id_in_question", "stripe_req", "api_version_stays"],
    )


@pos
def _rates_pulled_at(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Carrier return options pulled from the rate API {v("datetime", "at " + ctime(now))} for this request:
{v("request_id", "Quote set: qs_" + g.hex(16))}

Option                         Price    Drop-off by
InPost locker (48 h)           0.00     any time
DHL ServicePoint               3.95     18:00 on weekdays
DHL courier pick-up            6.50     book one day ahead

You are Velour & Pine's returns assistant. Offer the cheapest option that suits the customer.

Customer: I work 9 to 6 and have no locker near me. What's best?
Assistant:""",
        "rates-pulled-at",
        ["pulled_phrase", "inline", "ctime", "quote_set"],
    )


@pos
def _trace_headers_cs(g: Gen) -> Draft:
    now = g.moment()
    auth = now - timedelta(hours=g.small(2, 30), minutes=g.small(0, 59))
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("session_id", "X-Cs-Thread: " + g.uuid4())}
X-Brand: nordhem
X-Market: DE

You are Nordhem's payments helper. Explain card authorisations and holds; never ask for card numbers.

Customer: You took 249 EUR from my card at {auth:%H:%M} yesterday but my order (NH-90233) got cancelled.
When is it coming back?
Assistant:""",
        "trace-headers-cs",
        ["header_block", "head", "traceparent", "conversation_id", "user_time_stays"],
    )


@pos
def _drop_go_nano(g: Gen) -> Draft:
    now = g.moment()
    return P(
        f"""Allocation engine for the Kestrel Atelier x Oru capsule pre-order.
{v("datetime", "engine.now=" + go_nano(now, g.small(1, 999)))}
cap_per_customer=2

Pre-orders close when the 400 units are allocated; customers beyond that join the waitlist.

Customer: I placed my pre-order at 10:00:03, right when it opened, and got "waitlisted". How?
Assistant:""",
        "drop-go-nano",
        ["key_value_line", "go_nano", "made_up_label", "user_time_stays"],
    )


@pos
def _dotnet_courier_booking(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""You book courier pick-ups for Hartwell & Rye returns.
{v("datetime", "RequestedAt: " + dotnet_o(now, g.small(0, 9)))}
{v("session_token", "PortalSession: " + g.b64url(24))}

Pick-up windows for postcode EH6 8RG: weekdays 08:00-12:00 and 12:00-16:00.

Customer: I'm home after 1pm tomorrow. Book it please. Return ref HR-RTN-90415.
Assistant:""",
        "dotnet-courier-booking",
        ["system_tail", "dotnet_o", "base64url", "window_stays"],
    )


# --- hand-written positives: other languages ------------------------------------------------------------------


@pos
def _de_retoure(g: Gen) -> Draft:
    now = g.moment_eu()
    made = now - timedelta(days=4, hours=g.small(1, 9), minutes=g.small(0, 59))
    return P(
        f"""{v("datetime", "Abrufzeit: " + dmy_dot(now) + " " + ("MESZ" if now.tzname() == "CEST" else "MEZ"))}
{v("session_id", "Sitzungs-ID: " + g.uuid7(now))}
Shop: Nordhem DE

Du bist der Retouren-Assistent von Nordhem. Antworte auf Deutsch, kurz und freundlich.

Kundin: Ich habe diesen Retourenschein bekommen, aber ich will die Jacke lieber in Größe 40 umtauschen:

RETOURENSCHEIN
Erstellt: {dmy_dot(made)}
Auftrag: NH-DE-221907
Artikel: Steppjacke Lovund, Größe 38, salbei
Rücksendegrund: 02 – zu klein

Geht das mit demselben Schein?""",
        "de-retoure",
        ["de", "head", "header_block", "uuid7", "pasted_form"],
    )


@pos
def _fr_chat_tail(g: Gen) -> Draft:
    now = g.moment_eu()
    made = now - timedelta(days=11, hours=3, minutes=g.small(0, 59))
    return P(
        f"""Tu es l'assistante du service client de Maison Ardent. Réponds en français, avec le vouvoiement.

Cliente : Bonjour, ma commande est bloquée « en attente de paiement » depuis hier alors que ma banque
a validé. Voici ce que je vois dans mon compte :

Commande MA-77120 — Créée le {made:%d/%m/%Y à %H:%M:%S}
Statut : paiement en cours de vérification
Montant : 189,00 €

Est-ce normal ?

{v("datetime", "Horodatage de la demande : " + rfc3339(now))}
{v("session_token", "Jeton de session : " + g.jwt(now, "cust_" + g.b62(10)))}""",
        "fr-chat-tail",
        ["fr", "tail", "after_user", "jwt", "payment_hold"],
    )


@pos
def _es_preorder(g: Gen) -> Draft:
    now = g.moment_eu()
    made = now - timedelta(days=20, hours=g.small(1, 9), minutes=g.small(0, 59), seconds=g.small(0, 59))
    rec = pretty(
        {
            "pedido": "LS-ES-31820",
            "creado": rfc3339(made),
            "tipo": "preventa",
            "articulo": "Abrigo cruzado, camel, M",
            "envio_estimado": "semana 14",
        }
    )
    return P(
        f"""Eres el asistente de preventas de Lumi Studio España. Responde en español.
{v("datetime", "Hora actual: " + iso_space(now) + " " + now.tzname())}

Cliente: Reservé el abrigo en preventa. Esto es lo que me llegó por correo:

{rec}

¿Cuándo me lo mandan y cuándo me cobran?

{v("request_id", "ID de petición: " + g.hex(24))}""",
        "es-preorder",
        ["es", "system_tail", "after_user", "pasted_json"],
    )


@pos
def _it_discount(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Sei l'assistente di Sable Row Italia per codici sconto e promozioni. Rispondi in italiano.

{v("datetime", "Data e ora della richiesta: " + dmy_slash(now))}
{v("request_id", "ID richiesta: " + g.hex(32).upper())}

Codici attivi: GIULIA20 (influencer, -20%, valido dal 01/03/2026 al 31/03/2026, una volta per cliente),
BENVENUTO10 (-10%, solo primo ordine).

Cliente: Ho usato GIULIA20 il mese scorso, posso riusarlo su un secondo ordine?""",
        "it-discount",
        ["it", "header_block", "dmy_slash", "hex_upper", "code_validity_stays"],
    )


@pos
def _pl_paczkomat(g: Gen) -> Draft:
    now = g.moment_eu()
    sent = now - timedelta(days=2, hours=g.small(1, 9), minutes=g.small(0, 59), seconds=g.small(0, 59))
    return P(
        f"""{v("datetime", "Teraz: " + iso_space(now))}
{v("session_id", "Sesja: " + g.nanoid())}
Jesteś asystentem zwrotów sklepu Corvid Denim. Odpowiadaj po polsku.

Klient: Nadałem zwrot w paczkomacie, mam takie potwierdzenie:

Potwierdzenie nadania
Paczkomat: KRA12M, ul. Długa 14
Nadano: {sent:%d.%m.%Y %H:%M:%S}
Numer przesyłki: 6{g.digits(23)}

Kiedy dostanę zwrot pieniędzy?""",
        "pl-paczkomat",
        ["pl", "head", "nanoid", "pasted_receipt"],
    )


@pos
def _ja_henpin(g: Gen) -> Draft:
    now = g.moment(JST)
    made = now - timedelta(days=3, hours=g.small(1, 9), minutes=g.small(0, 59), seconds=g.small(0, 59))
    return P(
        f"""あなたはコルヴィッド・デニム日本公式オンラインストアのサポート担当です。丁寧な日本語で答えてください。
{v("datetime", "受付日時：" + ja_dt(now))}
{v("session_id", "セッションID：" + g.ulid(now))}

お客様：返品の受付メールにこう書いてありました。

返品受付番号：RT-JP-00421
作成日時：{ja_dt(made)}
商品：ストレートデニム 30インチ
返品理由：サイズ交換（32インチ希望）

交換品はいつ発送されますか？""",
        "ja-henpin",
        ["ja", "system_tail", "fullwidth_colon", "ulid", "pasted_record"],
    )


@pos
def _ko_exchange(g: Gen) -> Draft:
    now = g.moment(KST)
    made = now - timedelta(days=2, hours=g.small(1, 9), minutes=g.small(0, 59), seconds=g.small(0, 59))
    return P(
        f"""너는 세이블 로우 한국 공식몰의 교환 상담 챗봇이야. 한국어 존댓말로 답해.

고객: 사이즈 교환 신청했는데 아직 회수 기사님이 안 오셨어요.

교환 신청 번호: EX-KR-88120
신청일시: {made:%Y-%m-%d %H:%M:%S}
회수 택배사: CJ대한통운
상태: 회수 접수

언제 오시나요?

{v("datetime", "조회 시각: " + ko_dt(now))}
{v("request_id", "요청 ID: " + g.uuid4())}""",
        "ko-exchange",
        ["ko", "tail", "after_user", "korean_12h", "pasted_record"],
    )


@pos
def _zh_grading(g: Gen) -> Draft:
    now = g.moment(CST8)
    qc = now - timedelta(hours=g.small(2, 20), minutes=g.small(0, 59), seconds=g.small(0, 59))
    return P(
        f"""{v("datetime", "当前时间：" + zh_dt(now))}
{v("session_id", "会话编号：" + g.hex(16))}
你是北汉（Nordhem）中国仓的退货质检助手，请用中文回答。

质检员：这是刚录入的质检记录：

退货单号：RT-CN-55310
商品：羽绒服 L 码 黑色
质检时间：{zh_dt(qc)}
备注：吊牌已剪，领口有粉底痕迹，无破损

按公司标准应该评几级？能否二次销售？""",
        "zh-grading",
        ["zh", "head", "fullwidth_colon", "hex_id", "pasted_record"],
    )


@pos
def _ar_order(g: Gen) -> Draft:
    now = g.moment(GST)
    made = now - timedelta(days=5, hours=g.small(1, 9), minutes=g.small(0, 59))
    return P(
        f"""أنت مساعد خدمة العملاء لمتجر لومي ستوديو في الإمارات. أجب بالعربية.
{v("datetime", "وقت الطلب: " + iso_space(now).translate(AR_DIGITS))}
{v("session_id", "معرّف الجلسة: " + g.uuid7(now))}

العميلة: طلبت فستانًا بمقاس M وأريد استبداله بمقاس S. هذا تأكيد الطلب:

رقم الطلب: LS-AE-20918
تاريخ الطلب: {made:%Y-%m-%d %H:%M}
الدفع: تابي (٤ دفعات)

هل يمكن الاستبدال مع الدفع بالتقسيط؟""",
        "ar-order",
        ["ar", "system_tail", "arabic_indic_digits", "uuid7", "pasted_order"],
    )


@pos
def _he_chat(g: Gen) -> Draft:
    now = g.moment(ISR)
    return P(
        f"""אתה נציג השירות של קסטרל אטלייה. ענה בעברית.

לקוחה: קיבלתי קוד הנחה מהמשפיענית נועה (NOA15) אבל בקופה כתוב שהקוד לא בתוקף. הקוד פורסם בסטורי
ב-2 במרץ ואמור להיות בתוקף עד סוף החודש.

{v("datetime", "שעה נוכחית: " + iso_space(now))}
{v("session_id", "מזהה שיחה: " + g.objectid(now))}""",
        "he-chat",
        ["he", "tail", "after_user", "objectid", "influencer_code"],
    )


@pos
def _ru_hold(g: Gen) -> Draft:
    now = g.moment(MSK)
    made = now - timedelta(hours=g.small(3, 30), minutes=g.small(0, 59), seconds=g.small(0, 59))
    rec = flat({"заказ": "SR-RU-11902", "создано": rfc3339(made), "статус": "hold", "сумма": "12 490 ₽"})
    return P(
        f"""{v("datetime", "Сейчас: " + dmy_dot(now) + " МСК")}
{v("trace_id", "ID трассировки: " + g.traceparent())}
Ты помощник службы поддержки Sable Row. Отвечай по-русски.

Клиент: У меня заказ висит со статусом hold, вот что показывает приложение:
{rec}
Почему деньги списаны, а заказ не отправлен?""",
        "ru-hold",
        ["ru", "head", "traceparent", "single_line_json_content"],
    )


@pos
def _tr_drop(g: Gen) -> Draft:
    now = g.moment(TRT)
    return P(
        f"""Sen Velour & Pine Türkiye'nin ürün lansmanı asistanısın. Türkçe cevap ver.
Lansman: "Pine Sonbahar" koleksiyonu, 14 Mart 2026 saat 11:00'de açılır; kişi başı 2 ürün sınırı.
{v("datetime", "Şu anki saat: " + dmy_dot(now))}
{v("session_id", "Oturum: " + g.ksuid(now))}

Müşteri: Lansmandan önce sepete ürün ekleyip bekletebilir miyim?""",
        "tr-drop",
        ["tr", "system_tail", "ksuid", "drop_time_stays"],
    )


@pos
def _ptbr_exchange(g: Gen) -> Draft:
    now = g.moment(BRT)
    made = now - timedelta(days=6, hours=g.small(1, 9), minutes=g.small(0, 59))
    return P(
        f"""Você é a assistente de trocas da Maison Ardent Brasil. Responda em português.

Cliente: Quero trocar a calça 40 pela 42. A etiqueta de postagem reversa que recebi diz:

Autorização de postagem: 3{g.digits(8)}
Gerada em: {made:%d/%m/%Y %H:%M:%S}
Válida até: {(made + timedelta(days=10)):%d/%m/%Y}
Agência: qualquer agência dos Correios

Ainda dá tempo de postar?
{v("datetime", "Horário da consulta: " + rfc3339(now))}
{v("session_id", "Sessão: " + g.b62(26))}""",
        "ptbr-exchange",
        ["pt", "tail", "after_user", "reverse_label_stays"],
    )


@pos
def _nl_postnl(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""{v("datetime", "Huidige tijd: " + iso_space(now))}
Je bent de retourassistent van Velour & Pine Nederland. Antwoord in het Nederlands.
{v("request_id", "Verzoek-ID: " + g.ulid(now).lower())}

Klant: Ik heb mijn retour gisteren bij een PostNL-punt afgegeven, maar ik heb geen bonnetje gekregen.
Hoe weet ik of het pakket is aangekomen? Ordernummer VP-NL-50211.""",
        "nl-postnl",
        ["nl", "head", "system_tail", "ulid_lower"],
    )


@pos
def _sv_hold(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Du är Nordhems kundtjänstassistent. Svara på svenska.

Kund: Klarna säger att köpet är godkänt men ni har inte skickat mina stövlar (order NH-SE-40872). Varför?

{v("datetime", "Tidpunkt för förfrågan: " + rfc3339(now, 3))}
{v("session_id", "Sessions-id: " + g.uuid4())}""",
        "sv-hold",
        ["sv", "tail", "after_user", "payment_hold"],
    )


@pos
def _th_dropoff(g: Gen) -> Draft:
    now = g.moment(ICT)
    return P(
        f"""คุณคือผู้ช่วยฝ่ายคืนสินค้าของ Lumi Studio ประเทศไทย ตอบเป็นภาษาไทย
{v("datetime", "เวลาปัจจุบัน: " + thai_be(now))}
{v("session_id", "รหัสเซสชัน: " + g.hex(20))}

ลูกค้า: ฉันส่งคืนเสื้อที่ Kerry Express สาขาสยามแล้ว เลขพัสดุ KEX{g.digits(9)} ต้องรออีกกี่วันถึงจะได้เงินคืน""",
        "th-dropoff",
        ["th", "system_tail", "buddhist_era", "hex_id"],
    )


@pos
def _hi_cod(g: Gen) -> Draft:
    now = g.moment(IND)
    return P(
        f"""आप सेबल रो इंडिया के ग्राहक सहायक हैं। हिंदी में जवाब दें।

ग्राहक: मैंने कैश ऑन डिलीवरी से कुर्ता मंगाया था, साइज़ बड़ा है। क्या मैं इसे बदल सकती हूँ? ऑर्डर SR-IN-77310

{v("datetime", "वर्तमान समय: " + iso_space(now).translate(DEVA_DIGITS))}
{v("request_id", "अनुरोध आईडी: " + g.uuid7(now))}""",
        "hi-cod",
        ["hi", "tail", "devanagari_digits", "uuid7"],
    )


@pos
def _vi_code(g: Gen) -> Draft:
    now = g.moment(ICT)
    return P(
        f"""Bạn là trợ lý chăm sóc khách hàng của Corvid Denim Việt Nam. Trả lời bằng tiếng Việt.

Khách hàng: Mã giảm giá của KOL Linh (LINHCD10) báo "đã hết lượt sử dụng", nhưng Linh mới đăng hôm qua.

{v("datetime", "Thời điểm hiện tại: " + dmy_slash(now))}
{v("session_id", "Mã phiên: " + g.ksuid(now))}""",
        "vi-code",
        ["vi", "tail", "ksuid", "influencer_code"],
    )


@pos
def _id_label(g: Gen) -> Draft:
    now = g.moment(WIB)
    return P(
        f"""Kamu adalah asisten retur Kestrel Atelier Indonesia. Jawab dalam bahasa Indonesia.

Pelanggan: Label retur J&T saya tidak bisa dicetak, muncul tulisan "label kedaluwarsa". Nomor retur
RT-ID-10442.

--
{v("datetime", "Waktu permintaan: " + rfc3339(now))}
{v("request_id", "ID permintaan: " + g.nanoid())}""",
        "id-label",
        ["id", "footer", "tail", "nanoid"],
    )


@pos
def _el_grading(g: Gen) -> Draft:
    now = g.moment(EET)
    return P(
        f"""{v("datetime", "Ώρα αιτήματος: " + dmy_slash(now))}
Είσαι ο βοηθός διαλογής επιστροφών της Maison Ardent στην Αθήνα. Απάντα στα ελληνικά.

Ελεγκτής: Φόρεμα μεταξωτό, μέγεθος 38, μικρός λεκές στο στρίφωμα, ετικέτες πάνω. Σε ποια κατηγορία πάει;""",
        "el-grading",
        ["el", "head", "dmy_slash"],
    )


@pos
def _cz_card_block(g: Gen) -> Draft:
    now = g.moment_eu()
    return P(
        f"""Jsi asistent zákaznické podpory Nordhem CZ. Odpovídej česky.

Zákazník: Dobrý den, platba kartou se mi strhla dvakrát (objednávka NH-CZ-30119). Jedna platba je
„blokovaná“. Kdy se uvolní?
{v("datetime", "Čas požadavku: " + log4j_iso(now))}
{v("session_id", "ID relace: " + g.b64url(18))}""",
        "cz-card-block",
        ["cs", "tail", "log4j", "base64url", "payment_hold"],
    )


@pos
def _uk_preorder(g: Gen) -> Draft:
    now = g.moment(EET)
    return P(
        f"""{v("datetime", "Поточний час: " + dmy_dot(now))}
{v("request_id", "Ідентифікатор запиту: " + g.uuid7(now))}
Ти помічник передзамовлень Lumi Studio. Відповідай українською.

Клієнтка: Я передзамовила пальто 10 лютого, а відправку перенесли. Чи можу я скасувати і повернути гроші?""",
        "uk-preorder",
        ["uk", "head", "uuid7", "user_date_stays"],
    )


# --- the generated family: one program field at three positions of each body -------------------------------------

POSITIONS = ["head", "sys_tail", "header", "after_user", "footer", "front", "json", "xml"]


def _fmt_js(t: datetime) -> str:
    return js_tostring(t.astimezone(CEST if 4 <= t.month <= 10 else CET), "Central European Time")


FIELDS: list[tuple[str, str, str, Callable[[Gen, datetime], Any]]] = [
    ("Wallclock", "wallclock", "datetime", lambda g, t: rfc3339(t)),
    ("Request", "request", "request_id", lambda g, t: g.uuid7(t)),
    ("Served at", "served_at", "datetime", lambda g, t: py_logging(t)),
    ("Trace", "trace", "trace_id", lambda g, t: g.traceparent()),
    ("Context time", "context_time", "datetime", lambda g, t: http_date(t)),
    ("Chat session", "chat_session", "session_id", lambda g, t: g.ksuid(t)),
    ("fitclock", "fitclock", "epoch", lambda g, t: epoch_ms(t)),
    ("Hop", "hop", "request_id", lambda g, t: g.ulid(t)),
    ("Request received", "request_received", "datetime", lambda g, t: js_iso(t)),
    ("Delivery", "delivery", "delivery_id", lambda g, t: g.uuid4()),
    ("tick.t0", "tick_t0", "epoch", lambda g, t: epoch_us(t)),
    ("Nonce", "nonce", "nonce", lambda g, t: g.b64url(16)),
    ("Snapshot taken", "snapshot_taken", "datetime", lambda g, t: windows_general(t)),
    ("Span", "span", "trace_id", lambda g, t: g.hex(16)),
    ("Local time", "local_time", "datetime", lambda g, t: _fmt_js(t)),
    ("Correlation", "correlation", "request_id", lambda g, t: g.nanoid()),
    ("As of", "as_of", "datetime", lambda g, t: rfc2822(t)),
    ("Run", "run", "run_id", lambda g, t: g.objectid(t)),
    ("Stamp", "stamp", "datetime", lambda g, t: go_nano(t, g.small(1, 999))),
    ("Session token", "session_token", "session_token", lambda g, t: g.jwt(t, "shopper_" + g.b62(8))),
    ("Pulled", "pulled", "datetime", lambda g, t: clf(t)),
    ("Epoch", "epoch", "epoch", lambda g, t: epoch_s(t)),
]

LOCAL_FIELDS: dict[str, list[tuple[str, str, str, Callable[[Gen, datetime], Any]]]] = {
    "es": [
        ("Fecha y hora actual", "fecha_hora_actual", "datetime", lambda g, t: dmy_slash(t)),
        ("ID de sesión", "id_sesion", "session_id", lambda g, t: g.uuid7(t)),
    ],
    "de": [
        ("Aktuelle Zeit", "aktuelle_zeit", "datetime", lambda g, t: dmy_dot(t)),
        ("Anfrage-ID", "anfrage_id", "request_id", lambda g, t: g.hex(32)),
    ],
    "fr": [
        ("Heure actuelle", "heure_actuelle", "datetime", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
        ("Identifiant de requête", "id_requete", "request_id", lambda g, t: g.ulid(t)),
    ],
    "ja": [
        ("現在時刻", "現在時刻", "datetime", lambda g, t: ja_dt(t)),
        ("リクエストID", "リクエストID", "request_id", lambda g, t: g.uuid4()),
    ],
    "pt": [
        ("Data e hora atuais", "data_hora_atual", "datetime", lambda g, t: f"{t:%d/%m/%Y %H:%M:%S}"),
        ("ID da sessão", "id_sessao", "session_id", lambda g, t: g.nanoid()),
    ],
    "ko": [
        ("현재 시각", "현재시각", "datetime", lambda g, t: f"{t:%Y-%m-%d %H:%M:%S}"),
        ("세션 ID", "세션ID", "session_id", lambda g, t: g.hex(24)),
    ],
}

ZONE_OF = {"es": CET, "de": CET, "fr": CET, "ja": JST, "pt": BRT, "ko": KST}


def _bodies(g: Gen) -> list[dict[str, Any]]:
    t0 = datetime(2026, 2, 11, 9, 14, 27, tzinfo=UTC)

    def ago(days: int, hours: int = 0) -> datetime:
        return t0 - timedelta(days=days, hours=hours, minutes=g.small(0, 59), seconds=g.small(0, 59))

    out: list[dict[str, Any]] = []
    o1 = ago(8)
    out.append(
        {
            "key": "exchange-json",
            "lang": "en",
            "brand": "Kestrel Atelier",
            "sys": "You are Kestrel Atelier's exchange assistant. One free size exchange per item within 30 days of\ndelivery; the replacement ships once the original is scanned at the carrier.",
            "user": "Customer: Here's my order, I want the blazer one size up:\n\n"
            + pretty(
                {
                    "id": g.uuid7(o1),
                    "created_at": rfc3339(o1),
                    "order": "KA-61190",
                    "items": [{"sku": "KA-BZ-1180-CHR-38", "size": "38", "price": "295.00"}],
                    "delivered_at": rfc3339(o1 + timedelta(days=2, hours=5)),
                }
            )
            + "\n\nCan you start the exchange?",
            "stable": ("Exchange policy", "exchange_policy", "v9, in force since 2026-01-15"),
        }
    )
    lines = []
    for k, grade in enumerate(["A", "B", "C"]):
        t = ago(1, 6 - 2 * k)
        lines.append(
            f"ts={rfc3339(t, 3)} request_id={g.ulid(t)} rma=R-66{g.digits(5)} sku=CD-SH-22{k}0 grade={grade} op=kasia"
        )
    out.append(
        {
            "key": "grading-logfmt",
            "lang": "en",
            "brand": "Corvid Denim",
            "sys": "You check the Corvid Denim returns grading log for anomalies: a grade that does not match the\nnote, or an operator grading faster than one item a minute.",
            "user": "User: Tonight's log from bench 2:\n\n" + "\n".join(lines) + "\n\nAnything off?",
            "stable": ("Warehouse", "warehouse", "WAW-2 (Stryków)"),
        }
    )
    lt = ago(3)
    out.append(
        {
            "key": "label-yaml",
            "lang": "en",
            "brand": "Hartwell & Rye",
            "sys": "You are Hartwell & Rye's returns helper. Labels are valid for 14 days; an expired label can be\nreissued once.",
            "user": f"Customer: My label file says this:\n\nlabel_id: {g.ulid(lt)}\ncarrier: Royal Mail\nservice: Tracked Returns 48\nupdated: {rfc3339(lt)}\nstatus: issued\n\nIs it OK to use it this weekend?",
            "stable": ("Label validity", "label_validity", "14 days"),
        }
    )
    sold = [ago(2, h) for h in (9, 8, 8, 7)]
    out.append(
        {
            "key": "drop-csv",
            "lang": "en",
            "brand": "Sable Row",
            "sys": "You analyse Sable Row product drops for the merchandising team. Be brief and use numbers.",
            "user": "User: First minutes of the Mira knit drop:\n\norder,size,sold_at\n"
            + "\n".join(
                f"SR-{g.digits(6)},{s},{iso_space(t)}"
                for s, t in zip(["S", "M", "M", "XS"], sold, strict=True)
            )
            + "\n\nWhich size sold fastest?",
            "stable": ("Drop", "drop", "Mira knit, opened 2026-02-09 10:00 CET"),
        }
    )
    nd = []
    for k in range(3):
        t = ago(4 - k)
        nd.append(
            flat(
                {
                    "ts": epoch_ms(t),
                    "code": "JADE10",
                    "order": f"LS-{g.digits(6)}",
                    "result": ["applied", "rejected_min_spend", "applied"][k],
                }
            )
        )
    out.append(
        {
            "key": "code-ndjson",
            "lang": "en",
            "brand": "Lumi Studio",
            "sys": "You explain discount code decisions to Lumi Studio's creator partners. JADE10 needs a minimum\nspend of 60 before tax.",
            "user": "Creator: Jade here. Why was one of these rejected?\n\n" + "\n".join(nd),
            "stable": ("Program", "program", "creators-uk"),
        }
    )
    mt = ago(1, 3)
    out.append(
        {
            "key": "hold-email",
            "lang": "en",
            "brand": "Nordhem",
            "sys": "You are Nordhem's payments helper. Explain holds from payment providers in plain words.",
            "user": f"Customer: I got this e-mail:\n\nFrom: Paylio <no-reply@paylio.example>\nDate: {rfc2822(mt)}\nMessage-ID: <{g.hex(20)}@mail.paylio.example>\nSubject: Payment on hold: Nordhem, 389.00 EUR\n\nYour payment is on hold while the merchant reviews it. This usually takes up to 48 hours.\n\nShould I worry?",
            "stable": ("Payment provider", "payment_provider", "Paylio (EU)"),
        }
    )
    st = ago(2)
    out.append(
        {
            "key": "dropoff-xml",
            "lang": "en",
            "brand": "Velour & Pine",
            "sys": "You are Velour & Pine's returns assistant. A return counts as sent once the drop-off point\nscans it.",
            "user": f'Customer: The shop gave me this code on my receipt:\n\n<scan point="DHL-SP-41872" stamp="{g.hex(12)}" scanned="{rfc3339(st)}" parcel="JJD{g.digits(18)}"/>\n\nDoes that mean my return is on its way?',
            "stable": ("Market", "market", "UK"),
        }
    )
    sub = ago(5)
    out.append(
        {
            "key": "preorder-form",
            "lang": "en",
            "brand": "Maison Ardent",
            "sys": "You help Maison Ardent's pre-order team answer customers. Pre-orders ship in the order they were\nsubmitted.",
            "user": f"User: A customer sent a screenshot of her form export:\n\nResponse ID: {g.ksuid(sub)}\nSubmitted: {sub:%m/%d/%Y %H:%M:%S}\nItem: Cape coat, ivory, size 2\nDeposit: 50.00\n\nWhere is she in the queue if we ship 120 a week and 300 were submitted before her?",
            "stable": ("Pre-order batch", "preorder_batch", "PO-3 (ships from week 12)"),
        }
    )
    es = ago(6)
    out.append(
        {
            "key": "es-devolucion",
            "lang": "es",
            "brand": "Sable Row",
            "sys": "Eres el asistente de devoluciones de Sable Row España. Responde en español.",
            "user": f"Cliente: Esta es mi devolución:\n\ndevolucion,creado,articulo,motivo\nDV-{g.digits(6)},{iso_space(es)},Vestido midi rojo M,talla grande\n\n¿Cuándo me devolvéis el dinero?",
            "stable": ("Mercado", "mercado", "ES"),
        }
    )
    de = ago(3)
    out.append(
        {
            "key": "de-umtausch",
            "lang": "de",
            "brand": "Nordhem",
            "sys": "Du bist der Umtausch-Assistent von Nordhem. Antworte auf Deutsch.",
            "user": f"Kunde: Das steht in meiner Umtauschbestätigung:\n\numtausch=UT-{g.digits(6)} erstellt={dmy_dot(de)} von=L nach=XL status=wartet_auf_ruecksendung\n\nWann kommt die XL?",
            "stable": ("Lager", "lager", "Hamburg-Billbrook"),
        }
    )
    fr = ago(9)
    out.append(
        {
            "key": "fr-remboursement",
            "lang": "fr",
            "brand": "Maison Ardent",
            "sys": "Tu es l'assistante remboursements de Maison Ardent. Réponds en français.",
            "user": "Cliente : Voici le suivi de mon remboursement :\n\n"
            + pretty(
                {
                    "remboursement": f"RB-{g.digits(6)}",
                    "horodatage": rfc3339(fr),
                    "montant": "129,00 €",
                    "etat": "initié",
                }
            )
            + "\n\nPourquoi je ne l'ai pas encore reçu ?",
            "stable": ("Marché", "marche", "FR"),
        }
    )
    ja = ago(2).astimezone(JST)
    out.append(
        {
            "key": "ja-preorder",
            "lang": "ja",
            "brand": "Lumi Studio",
            "sys": "あなたはルミ・スタジオの予約注文サポートです。日本語で答えてください。",
            "user": "お客様：予約注文の内容です。\n\n"
            + pretty(
                {
                    "予約番号": f"YO-{g.digits(6)}",
                    "作成日時": ja_dt(ja),
                    "商品": "ウールコート M",
                    "発送予定": "4月上旬",
                }
            )
            + "\n\nキャンセルはできますか？",
            "stable": ("店舗", "店舗", "公式オンラインストア"),
        }
    )
    pt = ago(4).astimezone(BRT)
    out.append(
        {
            "key": "pt-troca",
            "lang": "pt",
            "brand": "Corvid Denim",
            "sys": "Você é a assistente de trocas da Corvid Denim Brasil. Responda em português.",
            "user": f"Cliente: Olha o status da minha troca:\n\n| Troca | Tamanho | Atualizado em |\n|---|---|---|\n| TR-{g.digits(6)} | 38 → 40 | {pt:%d/%m/%Y %H:%M:%S} |\n\nPor que ainda não foi enviada?",
            "stable": ("Loja", "loja", "Corvid Denim BR"),
        }
    )
    ko = ago(1).astimezone(KST)
    out.append(
        {
            "key": "ko-inspect",
            "lang": "ko",
            "brand": "Sable Row",
            "sys": "너는 세이블 로우 반품 검수 도우미야. 한국어로 답해.",
            "user": f"검수자: 방금 입력한 기록이에요.\n\n반품번호: RT-KR-{g.digits(5)}\n검수시각: {ko:%Y-%m-%d %H:%M:%S}\n상태: 얼룩 있음, 택 제거됨\n\n재판매 가능한가요?",
            "stable": ("물류센터", "물류센터", "이천 센터"),
        }
    )
    return out


def _place_field(body: dict[str, Any], position: str, line: str, yaml: str, jmember: str, xattr: str) -> str:
    brand = body["brand"]
    cue = "\nAssistant:" if body["lang"] == "en" else ""
    sys_, user = body["sys"], body["user"]
    if position == "head":
        return f"{line}\n{sys_}\n\n{user}{cue}"
    if position == "sys_tail":
        return f"{sys_}\n{line}\n\n{user}{cue}"
    if position == "header":
        return f"Shop: {brand}\n{line}\nChannel: web\n\n{sys_}\n\n{user}{cue}"
    if position == "after_user":
        return f"{sys_}\n\n{user}\n\n{line}{cue}"
    if position == "footer":
        return f"{sys_}\n\n{user}\n\n--\n{line}\n{brand} help widget 5.2{cue}"
    if position == "front":
        return f"---\n{yaml}\nshop: {brand}\n---\n{sys_}\n\n{user}{cue}"
    if position == "json":
        return f'{{"shop": "{brand}", {jmember} "channel": "web"}}\n{sys_}\n\n{user}{cue}'
    assert position == "xml"
    return f'<ctx {xattr} shop="{brand}"/>\n{sys_}\n\n{user}{cue}'


def generated_positives(g: Gen) -> list[Draft]:
    drafts: list[Draft] = []
    n = 0
    for i, body in enumerate(_bodies(g)):
        for j in range(3):
            position = POSITIONS[(i * 3 + j) % len(POSITIONS)]
            if body["lang"] != "en" and j == 1:
                label, key, cue, fn = LOCAL_FIELDS[body["lang"]][i % 2]
            else:
                label, key, cue, fn = FIELDS[(n * 5 + i) % len(FIELDS)]
                n += 1
            late = timedelta(seconds=g.small(600, 3 * 86400), microseconds=g.small(1, 1_000_000))
            t = (datetime(2026, 2, 11, 9, 14, 27, tzinfo=UTC) + late).astimezone(
                ZONE_OF.get(body["lang"], UTC)
            )
            val = fn(g, t)
            line = v(cue, f"{label}: {val}")
            yaml = v(cue, f"{key}: {val}")
            jmember = v(cue, jm(key, val))
            xattr = v(cue, f'{key}="{val}"')
            text = _place_field(body, position, line, yaml, jmember, xattr)
            drafts.append(
                Draft(
                    text, f"{SRC}pos:gen:{body['key']}:{position}", ["generated", body["lang"], position, cue]
                )
            )
    return drafts


def generated_negatives(g: Gen) -> list[Draft]:
    drafts: list[Draft] = []
    for i, body in enumerate(_bodies(g)):
        position = POSITIONS[(i * 3 + 3) % len(POSITIONS)]
        label, key, val = body["stable"]
        text = _place_field(
            body, position, f"{label}: {val}", f"{key}: {val}", jm(key, val), f'{key}="{val}"'
        )
        drafts.append(
            Draft(
                text,
                f"{SRC}neg:gen:{body['key']}:{position}",
                ["hard_negative", "generated", body["lang"], position],
            )
        )
    return drafts


# --- negatives: pasted records -----------------------------------------------------------------------------------


def _blocks(g: Gen) -> list[tuple[str, list[str], str, str, str, str]]:
    """(name, tags, block, question, lead-in, language) of each pasted record."""
    t0 = datetime(2026, 3, 2, 8, 41, 7, tzinfo=UTC)

    def at(days: float, zone: timezone = UTC) -> datetime:
        return (t0 - timedelta(days=days, minutes=g.small(0, 59), seconds=g.small(1, 59))).astimezone(zone)

    b: list[tuple[str, list[str], str, str, str, str]] = []
    c1, c2, c3 = at(6), at(5), at(4.6)
    b.append(
        (
            "customs-return-json",
            ["json_nested", "uuid7", "offsets"],
            pretty(
                {
                    "id": g.uuid7(c1),
                    "created_at": rfc3339(c1),
                    "shipment": "RTN-UK-EU-44018",
                    "events": [
                        {"code": "ARRIVED_HUB", "at": rfc3339(c2.astimezone(CET))},
                        {
                            "code": "CUSTOMS_CLEARED",
                            "at": rfc3339(c3.astimezone(CET)),
                            "mrn": "26NL" + g.digits(14),
                        },
                        {"code": "OUT_FOR_DELIVERY", "at": rfc3339(at(4).astimezone(CET))},
                    ],
                }
            ),
            "When did this return shipment clear customs?",
            "Here is the export from the carrier portal",
            "en",
        )
    )
    rows = "\n".join(
        f"{g.ulid(t)},R-{g.digits(7)},{grade},{rfc3339(t)}"
        for t, grade in ((at(1.2), "A"), (at(1.1), "C"), (at(1.0), "B"))
    )
    b.append(
        (
            "grading-csv",
            ["csv", "ulid", "graded_at"],
            "id,rma,grade,graded_at\n" + rows,
            "Why would the C grade be logged before the B grade for items from the same parcel?",
            "Below is what the grading system returned",
            "en",
        )
    )
    lt = at(0.4)
    b.append(
        (
            "label-api-201",
            ["http_exchange", "date_header", "x_request_id"],
            f"""HTTP/1.1 201 Created
Date: {http_date(lt)}
Content-Type: application/json
X-Request-Id: {g.uuid4()}

{flat({"label_id": "lbl_" + g.b62(18), "created": epoch_s(lt), "carrier": "evri", "format": "PDF_A6"})}""",
            "The label PDF comes out blank. Is anything wrong with this response?",
            "My colleague sent this from the label integration",
            "en",
        )
    )
    lines = "\n".join(
        f'ts={rfc3339(at(0.2 - k * 0.01), 3)} level=warn msg="exchange reservation expired" request_id={g.hex(16)} exchange=EX-{g.digits(5)}'
        for k in range(3)
    )
    b.append(
        (
            "exchange-logfmt",
            ["logfmt", "ts_first", "request_id"],
            lines,
            "Why are reservations expiring before the customer ships the original?",
            "Here is what the exchange service logged",
            "en",
        )
    )
    et = at(2, CET)
    b.append(
        (
            "complaint-email",
            ["email_headers", "message_id", "received"],
            f"""Received: from mail-ej1.example by mx.sablerow.example; {rfc2822(et + timedelta(seconds=3))}
From: Anja Weber <anja.w@example.de>
Date: {rfc2822(et)}
Message-ID: <CAF{g.b62(20)}@mail.example.de>
Subject: Umtausch / exchange still not shipped

Hello, I sent the 38 back two weeks ago and the 40 still has not shipped. Order SR-D-30012.""",
            "Summarise this complaint and how long the customer has been waiting.",
            "A customer wrote this",
            "en",
        )
    )
    b.append(
        (
            "drop-table",
            ["markdown_table", "updated_column"],
            f"""| Size | Sold | Left | Updated |
|------|------|------|---------|
| XS | 140 | 0 | {iso_space(at(0.9))} |
| S | 212 | 9 | {iso_space(at(0.9))} |
| M | 230 | 41 | {iso_space(at(0.88))} |""",
            "Which size should we restock first for the second drop?",
            "The drop dashboard showed this",
            "en",
        )
    )
    yt = at(3)
    b.append(
        (
            "preorder-batch-yaml",
            ["yaml", "ulid", "created"],
            f"""batch:
  id: {g.ulid(yt)}
  created: {rfc3339(yt)}
  style: MA-CP-0142
  units: 300
  ship_from: "2026-W12"
  cancel_after: 2026-04-30""",
            "Can customers in this batch still cancel after the ship date?",
            "This is the batch config",
            "en",
        )
    )
    pt_ = at(0.05)
    b.append(
        (
            "auth-hold-event",
            ["single_line_json", "epoch", "evt_id"],
            flat(
                {
                    "id": "evt_" + g.b62(24),
                    "created": epoch_s(pt_),
                    "type": "charge.authorization.held",
                    "data": {"amount": 21900, "currency": "gbp", "hold_expires": epoch_s(pt_) + 7 * 86400},
                }
            ),
            "Does this mean the money has left the customer's account?",
            "The payment log shows",
            "en",
        )
    )
    mt = at(1.5)
    b.append(
        (
            "manifest-xml",
            ["xml", "created_attr"],
            f"""<manifest id="MF-{g.digits(8)}" created="{rfc3339(mt)}" site="VNO-1">
  <parcel rma="R-{g.digits(7)}" scanned="{rfc3339(mt + timedelta(minutes=12))}" weight_g="640"/>
  <parcel rma="R-{g.digits(7)}" scanned="{rfc3339(mt + timedelta(minutes=14))}" weight_g="0"/>
</manifest>""",
            "The second parcel weighs 0 g. What could have happened?",
            "Here is the manifest",
            "en",
        )
    )
    s1 = at(0.3)
    b.append(
        (
            "slack-thread",
            ["slack_export", "ts"],
            f"""[{s1:%H:%M}] ts={epoch_s(s1)}.{g.digits(6)} @mo: queue page down for EU? drop starts in 10
[{(s1 + timedelta(minutes=2)):%H:%M}] ts={epoch_s(s1) + 120}.{g.digits(6)} @lena: yes, 502s from the waiting room, rolling back
[{(s1 + timedelta(minutes=9)):%H:%M}] ts={epoch_s(s1) + 540}.{g.digits(6)} @lena: back up""",
            "Write a two-line incident note from this thread.",
            "My colleague sent this",
            "en",
        )
    )
    nt = at(0.31)
    ng = "\n".join(
        f'203.0.113.{g.small(2, 250)} - - [{clf(nt + timedelta(seconds=k))}] "POST /drop/aurora/checkout HTTP/2" {code} 512 "-" "Mozilla/5.0"'
        for k, code in enumerate([200, 429, 429, 200])
    )
    b.append(
        (
            "nginx-drop",
            ["nginx", "clf"],
            ng,
            "Why are some checkouts getting 429?",
            "Below is what the load balancer logged",
            "en",
        )
    )
    ft = at(9)
    b.append(
        (
            "creator-form",
            ["form_export", "ksuid", "submitted"],
            f"""Response ID: {g.ksuid(ft)}
Submitted: {ft:%m/%d/%Y %I:%M:%S %p}
Handle: @rosa.wears
Followers: 48,200
Preferred code: ROSA15""",
            "Is this creator a fit for the 15% code tier (over 25k followers)?",
            "Here is the form export",
            "en",
        )
    )
    ct = at(0.1, CET)
    chat = "\n".join(
        [
            f"[{ct:%H:%M:%S}] Customer: hi my discount code didn't apply",
            f"[{(ct + timedelta(seconds=41)):%H:%M:%S}] Agent (Tom): Which code?",
            f"[{(ct + timedelta(seconds=90)):%H:%M:%S}] Customer: ELLA20 from ella's tiktok",
            f"[{(ct + timedelta(seconds=170)):%H:%M:%S}] Agent (Tom): That code ended on 28 Feb, sorry!",
        ]
    )
    b.append(
        (
            "chat-transcript",
            ["chat_export", "bracketed_times"],
            chat,
            "Did the agent handle this well? Suggest a better last message.",
            "Here's a chat from yesterday",
            "en",
        )
    )
    lk = at(0.7)
    b.append(
        (
            "locker-kv",
            ["key_value", "opened_at"],
            f"locker=LDN-0412 door=17 opened_at={rfc3339(lk)} closed_at={rfc3339(lk + timedelta(seconds=38))} parcel=H01{g.digits(13)} event=drop_return",
            "Does this prove the customer dropped the return?",
            "The locker operator sent us",
            "en",
        )
    )
    dt = at(2)
    b.append(
        (
            "hold-record-nested",
            ["json_nested", "ulid", "expires"],
            pretty(
                {
                    "hold": {
                        "id": g.ulid(dt),
                        "created": rfc3339(dt),
                        "expires_at": rfc3339(dt + timedelta(days=7)),
                        "reason": "velocity_check",
                        "order": "LS-71203",
                    },
                    "customer": {"id": "cus_" + g.b62(14), "since": "2023-05-02"},
                }
            ),
            "When does this hold expire on its own?",
            "Below is what the risk system returned",
            "en",
        )
    )
    ks = "\n".join(
        f"{g.ksuid(at(3 - k * 0.5))} code=MAYA10 result={r}"
        for k, r in enumerate(["ok", "ok", "limit_reached"])
    )
    b.append(
        (
            "ksuid-redemptions",
            ["ksuid", "redemptions"],
            ks,
            "Why did the third redemption hit the limit?",
            "Code redemption events",
            "en",
        )
    )
    cv = at(0.02)
    b.append(
        (
            "curl-label",
            ["curl_v", "x_request_id", "date_header"],
            f"""> POST /v2/returns/labels HTTP/1.1
> Host: api.shipline.example
> Content-Type: application/json
>
< HTTP/1.1 422 Unprocessable Entity
< date: {http_date(cv)}
< x-request-id: {g.uuid4()}
< content-type: application/json
<
{flat({"error": "postcode_mismatch", "message": "EH6 8R is not a valid postcode"})}""",
            "How do I fix this label request?",
            "Here is the curl output",
            "en",
        )
    )
    b.append(
        (
            "ics-styling",
            ["ics", "dtstamp"],
            f"""BEGIN:VEVENT
UID:{g.uuid4()}@kestrel.example
DTSTAMP:{at(8):%Y%m%dT%H%M%SZ}
DTSTART:20260314T110000Z
SUMMARY:Exchange fitting, Kestrel Atelier Marylebone
END:VEVENT""",
            "What time is my fitting in London time?",
            "The shop sent this invite",
            "en",
        )
    )
    rc = at(1.3)
    b.append(
        (
            "wms-receiving",
            ["json_pretty", "epoch_ms", "received_at"],
            pretty(
                {
                    "received_at": epoch_ms(rc),
                    "dock": "D4",
                    "asn": "ASN-" + g.digits(8),
                    "cartons": 12,
                    "returns": [
                        {"rma": "R-" + g.digits(7), "units": 1},
                        {"rma": "R-" + g.digits(7), "units": 2},
                    ],
                }
            ),
            "What time was this received, in UK time?",
            "The WMS returned",
            "en",
        )
    )
    oc = at(4)
    b.append(
        (
            "order-export-csv",
            ["csv", "created_at", "paid_at"],
            f"""Name,Created at,Paid at,Financial Status,Total
#LS10442,{oc:%Y-%m-%d %H:%M:%S} +0000,{(oc + timedelta(seconds=31)):%Y-%m-%d %H:%M:%S} +0000,authorized,149.00
#LS10443,{(oc + timedelta(minutes=7)):%Y-%m-%d %H:%M:%S} +0000,,pending,89.00""",
            "Why is one order authorized but not paid yet?",
            "Here is the export from our shop admin",
            "en",
        )
    )
    sp = at(0.6)
    b.append(
        (
            "otel-span",
            ["otel", "trace_id", "unix_nano"],
            pretty(
                {
                    "name": "POST /checkout",
                    "trace_id": g.hex(32),
                    "span_id": g.hex(16),
                    "start_time_unix_nano": epoch_us(sp) * 1000,
                    "end_time_unix_nano": epoch_us(sp) * 1000 + 4_812_000_000,
                    "attributes": {"drop.id": "aurora-trench-fw26", "http.status_code": 200},
                }
            ),
            "Why did this checkout take almost five seconds?",
            "Here's the span",
            "en",
        )
    )
    sm = at(0.9, BST)
    b.append(
        (
            "carrier-sms",
            ["sms", "times"],
            f"Evri: Your return parcel H01{g.digits(13)} was dropped off at {sm:%H:%M} on {sm:%d/%m}. Ref {g.b62(8).upper()}. Track at evri.example/t",
            "Is this the confirmation I should keep?",
            "I got this text",
            "en",
        )
    )
    wl = "\n".join(f"{g.uuid4()},{iso_space(at(2 - k * 0.2))},{s}" for k, s in enumerate(["M", "S", "M"]))
    b.append(
        (
            "waitlist-csv",
            ["csv", "uuid4", "joined_at"],
            "entry_id,joined_at,size\n" + wl,
            "Who gets the first returned M?",
            "Waitlist export",
            "en",
        )
    )
    gl = "\n".join(
        f"ts={epoch_s(at(20 - k * 6))} type={ty} amount={am} ref=GC-{g.hex(6)}"
        for k, (ty, am) in enumerate([("issue", "50.00"), ("redeem", "-32.00"), ("refund_credit", "24.00")])
    )
    b.append(
        (
            "store-credit-ledger",
            ["key_value", "epoch_s"],
            gl,
            "What's the remaining store credit balance?",
            "My account shows this ledger",
            "en",
        )
    )
    cc = at(30)
    b.append(
        (
            "codes-export",
            ["csv", "created_at", "expires_at", "hex_id"],
            f"""id,code,created_at,expires_at,uses
{g.hex(24)},NINA20,{rfc3339(cc)},{rfc3339(cc + timedelta(days=31))},311
{g.hex(24)},OMAR15,{rfc3339(cc + timedelta(days=2))},{rfc3339(cc + timedelta(days=33))},87""",
            "Which of these codes is still valid on 1 April?",
            "Here is the export from the promotions tool",
            "en",
        )
    )
    dl = "\n".join(
        f"{g.uuid7(at(0.5 - k * 0.1))}  {at(0.5 - k * 0.1):%Y-%m-%d %H:%M:%S}  orders/exchange_requested  {code}"
        for k, code in enumerate(["200", "500", "200"])
    )
    b.append(
        (
            "delivery-log",
            ["webhook_dashboard", "uuid7"],
            "Delivery                              Sent                 Topic                      Status\n"
            + dl,
            "Was the failed delivery retried?",
            "The webhook dashboard shows",
            "en",
        )
    )
    # other languages
    e1 = at(5, CET)
    b.append(
        (
            "es-devolucion-json",
            ["es", "json", "ulid", "creado"],
            pretty(
                {
                    "id": g.ulid(e1),
                    "creado": rfc3339(e1),
                    "pedido": "SR-ES-21077",
                    "estado": "recibida_en_almacen",
                }
            ),
            "¿Cuándo se creó esta devolución y en qué estado está?",
            "Esto es lo que me devolvió el sistema",
            "es",
        )
    )
    d1 = at(3, CET)
    b.append(
        (
            "de-retouren-csv",
            ["de", "csv", "erstellt"],
            f"Retoure;Erstellt;Artikel;Zustand\nRT-{g.digits(6)};{dmy_dot(d1)};Strickpullover M;B\nRT-{g.digits(6)};{dmy_dot(d1 + timedelta(hours=2))};Jeans 32/32;A",
            "Welche Retoure kann sofort wieder in den Verkauf?",
            "Hier der Export aus dem Lager",
            "de",
        )
    )
    f1 = at(2, CET)
    b.append(
        (
            "fr-transporteur-email",
            ["fr", "email", "date_header"],
            f"""De : Colissimo <noreply@colissimo.example>
Date : {f1:%d/%m/%Y %H:%M:%S}
Objet : Votre colis retour a été déposé

Réf. : 6A{g.digits(11)}
Votre colis a été déposé au bureau de poste Paris Louvre le {f1:%d/%m à %Hh%M}.""",
            "Est-ce que ce mail prouve que j'ai bien renvoyé le colis ?",
            "Voici le mail que j'ai reçu",
            "fr",
        )
    )
    i1 = at(1, CET)
    b.append(
        (
            "it-influencer-csv",
            ["it", "csv", "aggiornato"],
            f'codice,utilizzi,fatturato,aggiornato\nGIULIA20,214,"9.870,00",{i1:%d/%m/%Y %H:%M}\nMARCO10,58,"2.140,00",{i1:%d/%m/%Y %H:%M}',
            "Quanto ha generato in commissioni GIULIA20 al 12%?",
            "Ecco il report dei codici",
            "it",
        )
    )
    p1 = at(4, BRT)
    b.append(
        (
            "pt-troca-record",
            ["pt", "record", "criado_em"],
            f"Troca: TR-{g.digits(6)}\nCriado em: {p1:%d/%m/%Y %H:%M:%S}\nDe: Calça 40\nPara: Calça 42\nStatus: aguardando postagem",
            "O que falta para a minha troca andar?",
            "Olha o que aparece no app",
            "pt",
        )
    )
    j1 = at(1, JST)
    b.append(
        (
            "ja-kenpin-json",
            ["ja", "json", "japanese_keys"],
            pretty(
                {
                    "返品番号": f"RT-JP-{g.digits(5)}",
                    "検品日時": ja_dt(j1),
                    "判定": "B",
                    "所見": "毛玉あり、タグ付き",
                }
            ),
            "この判定で返金額は変わりますか？",
            "検品システムの結果です",
            "ja",
        )
    )
    k1 = at(2, KST)
    b.append(
        (
            "ko-order-table",
            ["ko", "markdown_table"],
            f"| 주문번호 | 주문일시 | 상태 |\n|---|---|---|\n| SR-KR-{g.digits(6)} | {k1:%Y-%m-%d %H:%M:%S} | 결제 보류 |",
            "결제 보류는 왜 생기나요?",
            "주문 내역 화면이에요",
            "ko",
        )
    )
    z1 = at(6, CST8)
    b.append(
        (
            "zh-preorder-kv",
            ["zh", "key_value"],
            f"预售单号={g.digits(12)} 下单时间={zh_dt(z1)} 定金=200元 尾款截止=2026年03月20日",
            "尾款截止之后还能付吗？",
            "这是我的预售订单信息",
            "zh",
        )
    )
    a1 = at(3, GST)
    b.append(
        (
            "ar-order-table",
            ["ar", "arabic_indic_digits"],
            f"رقم الطلب: LS-AE-{g.digits(5)}\nتاريخ الطلب: {iso_space(a1).translate(AR_DIGITS)}\nالحالة: قيد المراجعة",
            "لماذا طلبي قيد المراجعة منذ ثلاثة أيام؟",
            "هذا ما يظهر في حسابي",
            "ar",
        )
    )
    h1 = at(1, ISR)
    b.append(
        (
            "he-courier-email",
            ["he", "email"],
            f"מאת: שליחויות צ'יטה\nתאריך: {h1:%d/%m/%Y %H:%M}\nנושא: החבילה נאספה\n\nמספר משלוח: CH{g.digits(9)}",
            "האם זה אומר שההחזרה בדרך למחסן?",
            "קיבלתי את המייל הזה",
            "he",
        )
    )
    r1 = at(0.2, MSK)
    rl = "\n".join(
        f"{log4j_iso(r1 + timedelta(seconds=k * 3))} WARN exchange trace_id={g.hex(32)} Резерв размера истёк"
        for k in range(2)
    )
    b.append(
        (
            "ru-log",
            ["ru", "log", "trace_id"],
            rl,
            "Почему резерв размера истекает так быстро?",
            "Вот что в логах",
            "ru",
        )
    )
    pl1 = at(3, CET)
    b.append(
        (
            "pl-csv",
            ["pl", "csv", "utworzono"],
            f"zwrot,utworzono,paczkomat\nZW-{g.digits(6)},{iso_space(pl1)},WAW21M\nZW-{g.digits(6)},{iso_space(pl1 + timedelta(hours=5))},KRA12M",
            "Który zwrot został nadany wcześniej?",
            "To jest eksport z panelu",
            "pl",
        )
    )
    tr1 = at(1, TRT)
    b.append(
        (
            "tr-hold",
            ["tr", "record"],
            f"Sipariş: VP-TR-{g.digits(5)}\nOluşturulma: {dmy_dot(tr1)}\nÖdeme durumu: provizyon (bloke)\nTutar: 2.450,00 TL",
            "Provizyon ne zaman kalkar?",
            "Bankamın ekranında bu var",
            "tr",
        )
    )
    n1 = at(2, CET)
    b.append(
        (
            "nl-tracking",
            ["nl", "tracking_history"],
            "\n".join(
                f"{(n1 + timedelta(hours=h)):%d-%m-%Y %H:%M}  {s}"
                for h, s in [
                    (0, "Zending afgegeven bij PostNL-punt"),
                    (9, "Zending gesorteerd"),
                    (26, "Zending bezorgd bij retouradres"),
                ]
            ),
            "Is mijn retour nu binnen?",
            "Dit zie ik in de track & trace",
            "nl",
        )
    )
    s2 = at(1, CET)
    b.append(
        (
            "sv-email",
            ["sv", "email", "skickat"],
            f"Från: Kundservice <hej@nordhem.example>\nSkickat: {s2:%Y-%m-%d %H:%M}\nÄmne: Din order är pausad\n\nVi granskar din betalning och återkommer inom 48 timmar.",
            "Vad betyder det här mejlet?",
            "Jag fick detta",
            "sv",
        )
    )
    hi1 = at(2, IND)
    b.append(
        (
            "hi-json",
            ["hi", "json", "created_at"],
            pretty(
                {
                    "order": f"SR-IN-{g.digits(5)}",
                    "created_at": rfc3339(hi1),
                    "cod": True,
                    "status": "exchange_pending",
                }
            ),
            "मेरा एक्सचेंज अभी तक क्यों अटका है?",
            "ऐप में यह दिखता है",
            "hi",
        )
    )
    vi1 = at(1, ICT)
    b.append(
        (
            "vi-yaml",
            ["vi", "yaml"],
            f"ma_doi_tra: DT-{g.digits(6)}\ncap_nhat_luc: {rfc3339(vi1)}\ntrang_thai: cho_kiem_tra",
            "Bao giờ hàng đổi được gửi?",
            "Đây là thông tin đổi trả",
            "vi",
        )
    )
    th1 = at(3, ICT)
    b.append(
        (
            "th-table",
            ["th", "table", "buddhist_era"],
            f"เลขที่คืนสินค้า: RT-TH-{g.digits(5)}\nวันที่สร้าง: {thai_be(th1)}\nสถานะ: รอรับสินค้า",
            "ต้องรออีกนานไหม",
            "นี่คือข้อมูลการคืนสินค้าของฉัน",
            "th",
        )
    )
    id1 = at(2, WIB)
    b.append(
        (
            "id-json",
            ["id", "json", "dibuat"],
            flat(
                {
                    "retur": f"RT-ID-{g.digits(5)}",
                    "dibuat": rfc3339(id1),
                    "kurir": "J&T",
                    "status": "label_kedaluwarsa",
                }
            ),
            "Kenapa label saya kedaluwarsa?",
            "Ini data retur saya",
            "id",
        )
    )
    return b


PLACEMENTS = [
    "q_above",
    "block_first",
    "typed_under",
    "lead_in",
    "earlier_user_turn",
    "earlier_assistant_turn",
    "chatml",
    "llama3",
    "gemma",
    "phi3",
    "mistral",
    "rag",
    "tool_obs",
    "fenced",
    "quoted",
    "both_sides",
    "system_user",
    "end_of_prompt",
    "indented",
    "lead_in_colon",
]
SYSTEM = "You are the customer care assistant of a fashion retailer. Answer from the material given; say so when it is not enough."
FOLLOW_UP = {
    "en": "And is anything else in there odd?",
    "es": "¿Y ves algo raro más?",
    "de": "Fällt dir sonst noch etwas auf?",
    "fr": "Et tu vois autre chose d'anormal ?",
}


def _place(placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    if placement == "q_above":
        return f"{ask}\n\n{block}"
    if placement == "block_first":
        return f"{block}\n\n{ask}"
    if placement == "typed_under":
        return f"{ask}\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "lead_in_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "earlier_user_turn":
        return f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\nUser: {ask}\nAssistant:"
    if placement == "earlier_assistant_turn":
        return (
            f"User: Can you pull that up for me?\nAssistant: Here it is:\n\n{block}\nUser: {ask}\nAssistant:"
        )
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
    if placement == "rag":
        return (
            f'Answer the question using only the documents.\n\n<documents>\n<document index="1" source="customer-upload">\n'
            f"{block}\n</document>\n</documents>\n\nQuestion: {ask}\nAnswer:"
        )
    if placement == "tool_obs":
        return (
            f"Question: {ask}\nThought: I should fetch the record this is about.\nAction: lookup_record\n"
            f'Action Input: {{"customer": "self"}}\nObservation:\n{block}\nThought:'
        )
    if placement == "fenced":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{FOLLOW_UP.get(lang, FOLLOW_UP['en'])}"
    if placement == "system_user":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "end_of_prompt":
        return f"{SYSTEM}\n\nUser: {ask}\n\n{block}"
    assert placement == "indented"
    indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
    return f"{intro}:\n\n{indented}\n\n{ask}"


def _negatives_pasted(g: Gen) -> None:
    blocks = _blocks(g)
    for k, (name, tags, block, ask, intro, lang) in enumerate(blocks):
        spots = [k % len(PLACEMENTS)] + ([(k + 7) % len(PLACEMENTS)] if k < 14 else [])
        for s in spots:
            placement = PLACEMENTS[s]
            NEG.append(
                Draft(
                    _place(placement, block, ask, intro, lang),
                    f"{SRC}neg:pasted:{name}:{placement}",
                    ["hard_negative", "pasted", placement, lang, *tags],
                )
            )


def N(text: str, name: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{name}", ["hard_negative", *tags]))


def _negatives_lookalikes(g: Gen) -> None:
    N(
        """Prompt: exchange-assistant
Prompt revision: 14 (reviewed 2026-02-03)
Policy: exchanges-v9, in force since 2026-01-15

You are Kestrel Atelier's exchange assistant. One free size exchange per item within 30 days.

Customer: Can I exchange a sale item?
Assistant:""",
        "lookalike:stable-prompt-header",
        ["lookalike", "authored_revision", "policy_date"],
    )
    N(
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You help Lumi Studio customers with pre-orders.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is the wrap coat pre-order charged now or at shipping?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
        "lookalike:llama3-cutoff-only",
        ["lookalike", "llama3", "cutoff"],
    )
    N(
        """---
template: drop-faq
season: AW26
approved: 2026-01-12
drop_opens: 2026-03-12T10:00:00+01:00
---
Answer questions about the Aurora trench drop. One per customer, no holds.

Customer: Can I hold one in my basket before 10?
Assistant:""",
        "lookalike:drop-front-matter",
        ["lookalike", "front_matter", "scheduled_time"],
    )
    N(
        f"""<ctx tenant="{g.uuid4()}" tz="Europe/Vilnius" warehouse="VNO-1"/>
You grade returned garments A-D.

Inspector: Wool coat, missing one button, otherwise new. Grade?
Answer:""",
        "lookalike:xml-tenant-tz",
        ["lookalike", "xml_attribute", "tenant_uuid"],
    )
    N(
        """{"build": "2026.03.1", "api_version": "2025-11-20", "market": "NL"}
You are Velour & Pine's returns helper. Answer in English.

Customer: Can I return a gift without the receipt?
Assistant:""",
        "lookalike:json-build-api",
        ["lookalike", "single_line_json", "calver", "api_version"],
    )
    N(
        """Today's date: {{current_date}}
Session: {{session_id}}

You are Sable Row's discount helper. Only codes on the list are valid.

Customer: Is there a student discount?
Assistant:""",
        "lookalike:unrendered-template",
        ["lookalike", "unrendered_template"],
    )
    N(
        """<!-- template: hold-explainer rev 7, last edited 2026-02-20 -->
Explain to the customer why their payment is on hold, using the reason code below.

Reason code: address_mismatch_review
Customer: Why is my order on hold?
Reply:""",
        "lookalike:html-comment-revision",
        ["lookalike", "html_comment", "authored_revision"],
    )
    N(
        """RETURN_WINDOW_DAYS=30
EXCHANGE_FREE=1
DROPOFF_CUTOFF=18:00
You explain Corvid Denim's return rules. Customer: Until what time can I drop my return today?
Assistant:""",
        "lookalike:key-value-settings",
        ["lookalike", "key_value_line", "cutoff_time"],
    )
    N(
        """Host: returns.hartwellrye.example
Accept-Language: en-GB
X-Api-Version: 2026-01-15
X-Store: HR-UK

You are Hartwell & Rye's returns assistant.

Customer: My return label won't print.
Assistant:""",
        "lookalike:stable-headers",
        ["lookalike", "header_block", "api_version"],
    )
    N(
        """Help the customer with their exchange in two sentences.

Customer: Can I swap my boots for a half size up?

--
Terms of exchange, revision of 1 March 2026
Nordhem AB, Stockholm""",
        "lookalike:footer-terms",
        ["lookalike", "footer", "terms_revision"],
    )
    N(
        """| Setting | Value |
|---|---|
| Warehouse | Rotterdam |
| Courier cut-off | 14:00 CET |
| Refund processing | 5 working days |

Customer: I returned my dress on Monday. When will I get my refund?
Assistant:""",
        "lookalike:settings-table",
        ["lookalike", "markdown_table", "cutoff_time"],
    )
    N(
        """Du bist der Drop-Assistent von Nordhem. Der nächste Drop: Samstag, 14. März 2026, 10:00 Uhr MEZ.
Stand der FAQ: 1. März 2026

Kunde: Kann ich vorher reservieren?""",
        "lookalike:de-drop-time",
        ["lookalike", "de", "scheduled_time", "stand"],
    )
    N(
        """システム：返品受付は商品到着後14日以内です。（規約改定日：2026年1月1日）

お客様：セールで買ったワンピースも返品できますか？""",
        "lookalike:ja-policy-date",
        ["lookalike", "ja", "policy_date"],
    )


def _negatives_asked(g: Gen) -> None:
    t = datetime(2026, 2, 26, 16, 3, 12, tzinfo=UTC)
    N(
        f"""My pre-order confirmation has the id {g.uuid7(t)}. I read that UUIDv7 has a time inside. When was
my pre-order actually placed?""",
        "asked:uuid7",
        ["asked", "uuid7"],
    )
    N(
        f"""The drop page source has data-opens="{epoch_s(datetime(2026, 3, 12, 9, 0, tzinfo=UTC))}". What time is that in Paris?""",
        "asked:epoch",
        ["asked", "epoch_s"],
    )
    N(
        f"""Support gave me this reference for my payment hold: req_{g.b62(14)}. What should I tell my bank when I
call them?""",
        "asked:request-id-for-support",
        ["asked", "request_id"],
    )
    N(
        """It's 17:40 here in Madrid and the DHL point closes at 18:00. If I drop my return now, does it still
count as sent today for the 30-day window?""",
        "asked:typed-clock",
        ["asked", "user_clock"],
    )
    N(
        """Extract the return as JSON.

Example input: "Returned the green dress on 2026-02-03, size 38, refund to card"
Example output: {"item": "green dress", "date": "2026-02-03", "size": "38", "refund": "card"}

Input: "Sent back jeans 32/34 on 2026-02-19, want store credit"
Output:""",
        "asked:few-shot-dates",
        ["asked", "few_shot"],
    )
    N(
        """The tracking said "dropped off 3 hours ago" and now "in transit for 2 days". My exchange was approved
a week ago. Is that normal?""",
        "asked:relative-times",
        ["asked", "relative_time"],
    )
    N(
        """Our warehouse plans in ISO weeks. The returns peak after the sale is 2026-W03 to 2026-W05. How many
working days is that, and does it include Epiphany?""",
        "asked:iso-week",
        ["asked", "iso_week"],
    )
    jwt = g.jwt(t, "cust_" + g.b62(10))
    N(
        f"""Why does our returns portal say "session expired" right away? This is the token from the browser:
{jwt}""",
        "asked:jwt",
        ["asked", "jwt"],
    )
    N(
        f"""¿Qué fecha tiene dentro este ULID de mi devolución? {g.ulid(t)}""",
        "asked:es-ulid",
        ["asked", "es", "ulid"],
    )
    N(
        f"""이 슬랙 메시지 ts {epoch_s(t)}.{g.digits(6)} 는 한국 시간으로 언제예요?""",
        "asked:ko-slack-ts",
        ["asked", "ko", "slack_ts"],
    )
    N(
        """Mi hold di pagamento scade il 6 marzo alle 23:59. Se la banca lo rilascia prima, l'ordine viene
annullato?""",
        "asked:it-hold-expiry",
        ["asked", "it", "user_date"],
    )


def _negatives_near_misses(g: Gen) -> None:
    t = datetime(2026, 2, 27, 13, 22, 41, 381000, tzinfo=UTC)
    N(
        f"""This is what our bot received in staging. Why does it keep answering about last month's drop?

```
You are Sable Row's drop assistant.
Current time: {py_str(t)}
Session: {g.nanoid()}
Next drop: Mira knit, 2026-02-09 10:00 CET
```""",
        "near:pasted-bot-prompt",
        ["near_miss", "pasted_prompt", "current_time_label"],
    )
    N(
        f"""Proofread this report header before I send it to the buyers:

---
generated_at: {js_iso(t)}
export_run: {g.ulid(t)}
title: Returns by reason, February
---
Size too small remains the top reason (41%), followed by colour not as pictured (17%).""",
        "near:front-matter-to-proofread",
        ["near_miss", "front_matter", "proofread"],
    )
    N(
        f"""Our endpoint rejects this delivery with "signature mismatch". What could be wrong?

POST /hooks/holdwire HTTP/1.1
Holdwire-Delivery: {g.uuid7(t)}
Holdwire-Sent: {epoch_s(t)}
Holdwire-Signature: v1={g.hex(64)}
Content-Type: application/json

{flat({"hold_id": "hold_" + g.ulid(t).lower(), "order": "NH-771092", "placed_at": rfc3339(t)})}""",
        "near:holdwire-pasted",
        ["near_miss", "webhook_pasted", "signature"],
    )
    N(
        f"""Stitchcart sent this twice. Is it a duplicate or two separate requests?

Stitchcart-Delivery-Id: dlv_{g.b62(24)}
Stitchcart-Sent-At: {rfc3339(t, 3)}
Stitchcart-Topic: orders/exchange_requested
{flat({"id": g.uuid7(t), "created_at": rfc3339(t), "order": "VP-44107"})}

Stitchcart-Delivery-Id: dlv_{g.b62(24)}
Stitchcart-Sent-At: {rfc3339(t + timedelta(seconds=30), 3)}
Stitchcart-Topic: orders/exchange_requested
{flat({"id": g.uuid7(t), "created_at": rfc3339(t), "order": "VP-44107"})}""",
        "near:stitchcart-pasted",
        ["near_miss", "webhook_pasted", "duplicate"],
    )
    N(
        f"""A partner's grading request fails schema validation. What's wrong with it?

<grading_request id="gr_{g.hex(20)}" received="{py_iso(t)}" site="WAW-2">
  <item sku="CD-JN-5012" returned_on="2026-02-30"/>
</grading_request>""",
        "near:grading-xml-pasted",
        ["near_miss", "xml_pasted"],
    )
    N(
        f"""I'm calling our own returns API and get 401. Here's my request:

GET /v1/returns/RT-55102 HTTP/1.1
Host: api.corviddenim.example
X-Request-ID: {g.uuid4()}
Date: {http_date(t)}
Authorization: Bearer {g.jwt(t, "svc_returns")}

What should I check first?""",
        "near:own-request-401",
        ["near_miss", "user_request", "jwt"],
    )


def _negatives_controls() -> None:
    N(
        """You are a styling assistant. Suggest two outfits for a summer wedding using linen and one accessory each.

Customer: I'm 1.62 m and prefer flat shoes.
Assistant:""",
        "control:styling",
        ["control", "plain"],
    )
    N(
        """Explique em duas frases a diferença entre troca e devolução numa loja online.""",
        "control:pt-plain",
        ["control", "plain", "pt"],
    )


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted(g)
    _negatives_lookalikes(g)
    _negatives_asked(g)
    _negatives_near_misses(g)
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold104", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
