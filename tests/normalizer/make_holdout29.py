"""Build `prompt_normalizer/corpus/holdout29.jsonl`, a twenty-ninth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout29.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout28.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement
of pasted blocks, `build` and `main`), for the structure of a generator. (Listings of
`tests/normalizer/` and of `prompt_normalizer/corpus/` showed file names only.) `make_holdout30.py`,
written at the same time about care work (home care, care homes, nurseries, disability support,
radiology and dental practices), was not read, and nothing here comes from those fields. The
domain is household services and their back offices. make_holdout9 already had customer chat for
utilities, broadband and mobile operators, postal services and parcel lockers, with bills, meter
readings, tracking histories, locker codes and router status pages as pasted content; here the
same worlds are re-aimed at the agents' and back offices' side (agent desks, dispute desks,
dispatch, alarm receiving centres, councils' waste teams, crews) and widened to waste and
recycling, pest control, removals, locksmiths, alarm monitoring and TV subscriptions and licensing.
Pest control route sessions, bait-station scans and termite quotes (make_holdout12) were re-aimed at
dispatch triage, visit summaries, booking and follow-ups, with bait station records only as pasted
content; removals and locksmiths, which make_holdout12 had as small local services in other
languages and make_holdout13 and make_holdout21 dropped, are here as surveys, crew scheduling,
storage quotes, lockout triage and quotes. Switch and SIP logs (make_holdout11), half-hourly smart
meter data and grid-control snapshots (make_holdout5), energy trading (make_holdout13), substation
SCADA and outage management (make_holdout16), home insurance and the care fields are left out. The
sources are:

* telecom and broadband retail care: a plan-change agent desk, roaming status checked "at" a time
  for the request, a porting eligibility call behind an HTTP request line, a line test (XML
  attributes), a store tablet behind a ChatML system turn, a bill explainer (YAML front matter), a
  contract-end check behind a Llama 3 system header (`Today Date`, with `Cutting Knowledge Date`
  staying), a save-desk footer, an upgrade bot's canary, a usage snapshot "as of" a time, a SIM swap
  fraud check (nonce and epoch), installation slots fetched with a `[slots fetched ...]` stamp, an
  eSIM transfer (pretty JSON), a Birmingham ISP's chat, a set-top box clock; and as hard negatives
  bills, itemised calls, porting confirmations and rejections, router status, event-log and
  connected-device pages, speed-test CSVs, outage status pages, compensation e-mails, contract
  summaries, roaming texts and policies, porting times, an extender log, an order JSON, handset
  finance and cancellation confirmations;
* energy and water retail billing: smart meter reads pulled "at" a time for the request, a tariff
  quote (pretty JSON), a direct debit portal session (JWT), a planned-works notice whose letter date
  and letter job the letter tool fills in, a leak allowance desk (.NET round trip), a water-quality
  `[ctx ...]` line, a prepayment top-up's `Idempotency-Key`, a meter photo upload with its
  `[upload id=... received=...]` line under it, a works list fetched "at" a time, a heat pump
  tariff, a billing dispute session, a switching correlation id, a gas-smell triage on a call; and
  as hard negatives read histories, planned-outage notices, supplier letters, direct debit
  schedules, water bills, meter exchange records, statements, tariff tables, a vend receipt, an
  in-home display screen, leak allowance decisions, complaint responses, meter-point details and a
  connection quote;
* postal services and parcel lockers: a locker kiosk's clock and session, tracking read "at" a
  time, a customs helper (logfmt), a PO box desk (nested YAML), a postcode widget (traceparent and
  tracestate), a locker code resend (XML attributes with a nonce), a counter queue "as of" a time, a
  locker network delivery in Standard Webhooks form (the deposit event inside stays), a courier's
  handheld, mail redirection behind a bearer JWT; and as hard negatives pickup SMS, tracking pages,
  locker API responses, customs fee cards, claim forms, redirection confirmations, drop-off
  receipts, delivery photo notes, office hours and PO box terms;
* waste and recycling: a bin-day bot with today's weekday and ISO week, bulky waste booking
  (markdown bullets), a missed-bin report (HTML comment), recycling centre slots "as of" a time, a
  garden waste checkout session, a refuse crew tablet (JavaScript `toString()`), a bulky item photo
  classifier; and as hard negatives collection calendars, booking confirmations, permits,
  collection change notices and letters, council e-mails and a sack delivery SMS;
* pest control: dispatch (YAML front matter), a technician tablet's clock, a booking widget in
  Vienna, a bed bug follow-up with a `[sent ...]` stamp, a visit report footer; and as hard
  negatives visit reports, bait station records, a WhatsApp quote, a preparation sheet, an
  environmental health letter, invoices and a renewal notice;
* removals: a video survey upload with its lines under the transcript, a crew scheduler run, a
  storage quote whose validity is computed from now, an inventory CloudEvent, a crew Slack bot, a
  Salford quote; and as hard negatives quotes, terms, inventories, a damage claim letter, a parking
  suspension, a booking JSON, a storage invoice and a crew chat export;
* locksmiths and alarm monitoring: a lockout call (call received and call id), an alarm receiving
  centre's signal relay (`relay_id` and `received_at` move, the signal inside stays), a panel app's
  device nonce, a keyholder console clock, CCTV verification (B3), a smart lock cookie, an
  engineer's `KEY=value` environment, a Bristol locksmith's chat, open events "as of" a time for a
  shift handover; and as hard negatives alarm event logs, webhook payloads, receiver lines (Contact
  ID, SIA DCS), incident reports, keyholder lists, maintenance certificates, app notifications, a
  police false-alarm letter, a monitoring agreement, a quote, a lock activity export, invoices and a
  review;
* TV licensing and subscriptions: a cancellation chat, a renewal desk (Semantic Kernel time), a
  package change (API Gateway ids), an XML request element, a licence helpline session table, a
  pause request (compact stamp); and as hard negatives licence letters, payment plans, refund
  forms, invoices, price-rise and channel-change notices, an error dialog, box settings and a
  subscription webhook pasted to debug its signature;
* the same worlds in the varieties below: an energy retailer in Frankfurt, bins in Erfurt, a
  locksmith in Dornbirn, water in Funchal, fibre in Recife, lockers in Santander, power in Castro,
  pest control in Bari, pay-TV in Florence, removals in Marseille, fibre in Trondheim, alarm
  monitoring in Sønderborg, water in Viljandi county, lockers in Fukuoka, gas in Gwangju, cable TV in
  Taichung and a moving company in St. John's.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and with offsets (including -03:30), RFC 1123, RFC 2822, asctime, GNU `date`, Python `str()`, `isoformat()` and logging, Go
RFC3339Nano, .NET round-trip, JavaScript `toISOString()` and `toString()`, Windows general, US
medium, Semantic Kernel's long rendering, British long dates, `DD Mon YYYY HH:MM`, day-first slashed
dates with a time, ISO dates and times with a space, ISO basic, compact
`YYYYMMDDHHMMSS`, ISO week dates, Llama 3.1's `Today Date`, a weekday alone, a 24-hour and a
12-hour time alone, epochs in s, ms and us, and dates written in the prompt's variety (German months
with `Uhr` for Hessian, Thuringian and Vorarlbergish labels, Portuguese months for Madeiran and
Nordestino, Spanish months for Cantabrian and Chilote, Italian months with `ore` for Barese and
Florentine, French with `5h43` for Marseille, Norwegian and Danish with `kl.`, Estonian with `kell`
for Mulgi, Japanese with a weekday kanji for Hakata, Korean with 오전 / 오후 for Jeolla, Traditional
Chinese with 上午 / 下午 for Taiwan). Identifiers: UUID v4 (also upper case) and v7, ULID (also lower
case), KSUID, nanoid, ObjectId, traceparent and tracestate, B3 single, X-Amzn-Trace-Id, long hex
(also upper case), base62 and base64url tokens, JWTs, a Slack `ts`, Twilio-style `CA` sids,
Standard Webhooks ids, a canary, a `cs_live_` checkout session and vendor-prefixed ids (`lt_`, `q_`,
`upl_`, `lj_`, `msg_`, `bk_`, `rq_`, `su_`, `run_`, `rl_`). Positions: header blocks (`Label:
value`, HTTP-style with a request line, webhook and API Gateway headers), head and tail of the
prompt, the tail of a system prompt (also a ChatML system turn and a Llama 3 system header), YAML
front matter and a nested YAML block, pretty-printed JSON members (also in a relay envelope and a
CloudEvent), XML attributes and elements, `key=value` pairs (bracketed context lines, an upload
line, a logfmt line, a cookie with the session last, a bare line), `KEY=value` environment lines,
markdown bullets and table rows, HTML comments, templated sentences, phrases with their preposition
("at ...", "as of ..."), footers after a `--` line, `[sent ...]` and `[slots fetched ...]` stamps,
parenthesised values on the user's message, metadata lines after the last user message, and
program lines right below a pasted or uploaded block.

Prompts are in English (British with Brummie, Mancunian, Bristolian and Northern voices, US, and
Newfoundland English, a place but not a variety in make_holdout19's docstring) and in Hessian, Thuringian, Vorarlbergish, Madeiran Portuguese, Nordestino (Brazilian
Northeast) Portuguese, Cantabrian Spanish, Chilote Spanish, Barese, Florentine, Marseille French,
Trøndersk, Sønderjysk (South Jutlandic), Mulgi Estonian, Hakata Japanese, Jeolla Korean and
Taiwanese Mandarin (16 varieties, none of them named as a language or variety by the earlier
holdouts' docstrings, checked with grep against them; the languages they belong to are), with
system prompts in Brazilian Portuguese, Chilean Spanish, Italian and French around some of them and
questions put to pasted blocks in Hessian, Madeiran Portuguese, Cantabrian Spanish, Barese,
Marseille French, Trøndersk, Sønderjysk, Taiwanese Mandarin and Jeolla Korean (scripts: Latin, Han
with Kana, Hangul). The prompts in these varieties are short: a system prompt, the app's "now"
label in the variety (`Grad ebbe:`, `Itze:`, `Iaz:`, `Neste momento:`, `Hora atual:`, `ahora
mesmu:`, `Ahorita:`, `Mò:`, `Ora come ora:`, `Là maintenant :`, `Klokka no:`, `Æ klok nu:`,
`Nüid:`, `今の時刻:`, `현재 시각:`, `現在時間：`) and a customer's message in the variety.

What it is: 300 prompts. 140 carry volatile fields (195 spans): 88 hand-written positives (134
spans; 46 with two fields) and 52 generated ones (61 spans; 9 with two fields). 160 carry none: 138
hand-written negatives (136 hard negatives and two plain controls) and 22 generated hard
negatives. 104 of the hand-written negatives are material the user pastes, uploads, forwards or
quotes and asks about (bills and statements, meter read histories, outage notices and status
pages, porting confirmations, router status pages and logs, tracking pages, locker pickup SMS,
collection calendars, alarm event logs and receiver lines, contracts and terms, letters from
providers, councils and the police with letterheads, references and salutations, e-mails with
headers, webhook payloads and JSON API responses with their own ids and timestamps, error dialogs
with their own `Request ID` and `Time`, a single header line, notices with short titles, reports
and certificates with titles, printouts with aligned columns, chat exports), placed in rotation:
question after the block (9), before it (9), typed straight under it with no blank line (9),
across two blank lines each side below a one-line introduction (9), after a pointing sentence
wrapped over two lines (9), in the user's own variety instead of English (9), quoted with "> " (9),
in a code fence (9), in an earlier turn of a chat (8), in a user turn under a system prompt (8),
below a "Forwarded message" line (8), and with a question before and a follow-up after (8); many
begin with lines exactly like program metadata (`From:` / `Date:` / `Message-ID:`, `From:` /
`Sent:`, `Date:`, `Read date,...`, `timestamp,...`, `[DD/MM/YYYY, HH:MM:SS]` chat-export prefixes,
`[2026-...]` log prefixes, `{"id": ..., "created_at": ...`, `{"request_id": ..., "timestamp": ...`,
`webhook-id:` / `webhook-timestamp:`, `X-Request-ID:`, `System Time` on a router page). Eighteen
hand-written negatives hold stable look-alikes in program positions (a tariff's start and end and a
prompt revision, a collection round, garden season and calendar version in front matter, a locker
bank's opening date in XML attributes, an API version and time zone in single-line JSON, a
monitoring start and panel serial in pretty JSON, customer-since and renewal dates in bullets, a
template review date in an HTML comment, a depot and price list in a `[ctx ...]` line, a terms
revision in a footer, a licence's validity in a markdown table, a knowledge cutoff and price-list
date in a ChatML system turn, helpline hours, a pest contract's start and next routine visit in
YAML, panel firmware and installation date in `KEY=value` lines, an MPAN, meter serial and
installation date, a garden waste season in XML elements, and customer-since and contract dates in
Hessian and Madeiran Portuguese); fourteen are ids, codes, epochs, a JWT and a traceparent the user
asks about, relative times, few-shot dates, an unrendered template, date arithmetic, a user-typed
clock and an ISO week in a question. The positives put the same-looking lines in program positions;
nine stamp data that the program fetched or read for this request (roaming status, a usage
snapshot, smart meter reads, a works list, tracking events, a counter queue, recycling centre
slots, open alarm events, a line test), where only the stamp is labelled, and several sit right
above or below a block that was uploaded or relayed (a meter photo, a survey transcript, a locker
deposit event, an alarm signal, an inventory), where only the program's lines are labelled. The
generated positive family puts one field, or two (a time and an id, in header blocks, YAML front
matter, JSON members, footers and after the last user message), at one of twelve positions (head,
system tail, header block, after the last user message, footer, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, parenthesised value on the user's message, HTML
comment, markdown bullet; four or five each) of 20 bodies (12 in English, 8 in Hessian, Madeiran
Portuguese, Cantabrian Spanish, Barese, Marseille French, Trøndersk, Jeolla Korean and Taiwanese
Mandarin); the field is drawn from 34 formats and labels (24 times, 10 ids; 29 of them used) or, in
12 cases, is the current date and time labelled and written in the body's variety. The generated
negative family uses the same bodies and positions with one stable value drawn from 22 (API
version, knowledge cutoff, prompt revision, tariff start, account, MPAN, locker bank, round,
contract start in RFC 3339, panel serial, licence expiry, helpline hours, time zone, customer
since, depot, porting cut-off, timeout, price list, financial year, meter serial, firmware, garden
season). The output is deterministic (seeded); once written and hashed it is frozen: do not
regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout28.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, records vs now, snapshot
and fetch times, pasted tool output, pasted blocks that open with metadata-like lines, work
sessions, per-item stamps, device clocks, "today" written into an artefact, bracketed and inline
spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Household records are content: bill dates and periods, read dates and readings, tariff start and
  end dates, direct debit dates, port dates and PAC / STAC codes, tracking scan times, locker
  pickup codes and deadlines, collection days, permit validity, visit and treatment dates, move
  dates, alarm event times, licence numbers and validity, invoice and reference numbers stay, also
  next to a program's stamp and also when the program fetched them for this request; only the stamp
  ("Reads pulled from the meter data service at <time> for this request", "Tracking read at <time>
  for this request:", "Usage snapshot as of <time> for this request:") and the ids the program
  mints for the fetch, quote, upload, test or delivery move.
* Desk and call sessions are sessions: an agent desk, dispute case, kiosk, booking, chat, helpline,
  scan and call session moves, and so does its start (`Session opened:`, `Call start:`, `Call
  received:`); accounts, meter points, lockers, rounds, panels, contracts, depots and licences stay.
* Device clocks read for this request are the current time: a set-top box, locker kiosk, courier
  handheld, crew and technician tablet and an operator console. The times a customer types, the
  `System Time` of a router page the user pastes and the clock on an in-home display screen the user
  copies stay.
* Envelope vs payload: a locker network delivery's `webhook-id` and `webhook-timestamp`, an alarm
  relay's `relay_id` and `received_at` and a CloudEvent's `id` and `time` move; the deposit event's
  `deposited_at` and `pickup_deadline`, the signal's `event_time` and the inventory's `move_date`
  stay. The same kind of delivery pasted to debug its signature is content.
* "Today" written into an artefact by the program moves (a planned-works letter's date filled in by
  the letter tool); a validity computed from now by the quoting tool (`Quote valid until:`) moves
  with the quote's generation time, as a computed expiry does in make_holdout9.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Queue snapshot as of <time> for this request:" leaves "Queue snapshot for this request:";
  "Slots as of <time> today:" leaves "Slots today:"); `key=value` pairs and XML attributes are
  followed by a stable neighbour and a cookie's session pair is its last pair; volatile members of
  pretty-printed JSON are never the last member of their object; a markdown bullet or table row, an
  XML element, an HTML comment, an assignment line and a templated sentence alone on its line
  holding one field are whole-line spans; footer values are cut without their `·` separators.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts whose natural cue would be in another script (and a few in the varieties) end
  with the user's message or with the metadata after it.
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
    DAYS_LONG,
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
    iso_week,
    js_iso,
    js_tostring,
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

SEED = 20310529
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout29.jsonl"
SRC = "holdout29:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
BRT = timezone(timedelta(hours=-3), "BRT")
CLT = timezone(timedelta(hours=-4), "CLT")
CLST = timezone(timedelta(hours=-3), "CLST")
NST = timezone(timedelta(hours=-3, minutes=-30), "NST")
KST = timezone(timedelta(hours=9), "KST")
TWN = timezone(timedelta(hours=8), "CST")
JST9 = timezone(timedelta(hours=9), "JST")

DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september",
             "oktober", "november", "desember"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september",
             "oktober", "november", "december"]
ET_MONTHS = ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september",
             "oktoober", "november", "detsember"]


# --- value formats that make_holdout lacks ----------------------------------------------------------


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%S}Z"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def h12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'pm' if t.hour >= 12 else 'am'}"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def de_long(t: datetime) -> str:
    return f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def pt_long(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_long(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_long(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def fr_long(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour}h{t:%M}"


def no_long(t: datetime) -> str:
    return f"{t.day}. {NO_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def da_long(t: datetime) -> str:
    return f"{t.day}. {DA_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def et_long(t: datetime) -> str:
    return f"{t.day}. {ET_MONTHS[t.month - 1]} {t.year} kell {t:%H:%M}"


def ja_long(t: datetime) -> str:
    wd = "月火水木金土日"[t.weekday()]
    return f"{t.year}年{t.month}月{t.day}日({wd}) {t.hour}時{t.minute:02d}分"


def ko_long(t: datetime) -> str:
    ampm = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 {ampm} {t.hour % 12 or 12}시 {t.minute}분"


def zh_tw_long(t: datetime) -> str:
    ampm = "下午" if t.hour >= 12 else "上午"
    return f"{t.year}年{t.month}月{t.day}日 {ampm}{t.hour % 12 or 12}:{t:%M}"


class Gen29(Gen):
    """make_holdout's Gen with the zones and ids of this corpus."""

    def moment_uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def moment_ee(self) -> datetime:
        t = self.moment()
        return t.astimezone(EEST if 4 <= t.month <= 10 else EET)

    def moment_cl(self) -> datetime:
        t = self.moment()
        return t.astimezone(CLT if 4 <= t.month <= 8 else CLST)

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def sid(self, prefix: str) -> str:
        return prefix + self.hex(32)


POS: list[Callable[[Gen29], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen29], Draft]) -> Callable[[Gen29], Draft]:
    POS.append(fn)
    return fn


def D(source: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- hand-written positives: telecom and broadband retail care ---------------------------------------


@pos
def _plan_change_desk(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("telecom:plan-change-desk", ["header_block", "session_id", "rfc3339"], f"""You are Vela, the plan-change assistant for Corrie Mobile agents. Suggest the cheapest plan that covers
the customer's usage and say whether an early upgrade fee applies.

Account: CM-44120987
Current plan: Flex 30GB (24-month, started 2025-09-14)
{v('session_id', 'Agent desk session: ' + g.nanoid())}
{v('datetime', 'Desk time: ' + rfc3339(t))}

Agent: Customer uses about 55GB a month and mostly streams on the train. Best option without a new handset?
Assistant:""")


@pos
def _roaming_status_fetch(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("telecom:roaming-status", ["inline_phrase", "fetched_snapshot", "rfc3339"], f"""You help Kestrel Telecom customers understand roaming charges. Use only the status below.

Roaming status checked {v('datetime', 'at ' + rfc3339(t))} for this request:
Line: 07700 900412
Roam Like Home zone: EU/EEA, 30GB fair use
Used this billing month abroad: 18.2GB
Last network attach: Orange CH (Switzerland, not in zone)

Customer: Why did I get a text saying data in Switzerland costs extra? I thought Europe was included.
Answer:""")


@pos
def _porting_api_headers(g: Gen29) -> Draft:
    t = g.moment()
    return D("telecom:porting-api", ["header_block", "http_date", "request_id", "request_line"], f"""POST /v3/port-in/eligibility HTTP/1.1
Host: porting.gateway.lumo.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Content-Type: application/json

You are the number-porting helper for Lumo Mobile. Explain what the customer needs to do next in
plain words. A STAC or PAC is valid for 30 days.

Customer: I got my PAC from my old network last week. Can you move my number today?
Assistant:""")


@pos
def _line_test_xml(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("broadband:line-test", ["xml_attr", "run_id", "rfc3339", "fetched_snapshot"], f"""You are the broadband care assistant for Heronsgate Fibre. Interpret the line test for the customer
agent. Do not mention internal fault codes to the customer.

<line_test {v('run_id', 'run="lt_' + g.b62(18) + '"')} {v('datetime', 'completed="' + rfc3339(t) + '"')} product="FTTC 80/20">
  sync_down_mbps: 41.6
  sync_up_mbps: 9.8
  snr_margin_db: 3.1
  errored_seconds_24h: 1882
  result: line_degraded
</line_test>

Agent: Customer says speed drops every evening. Do we book an engineer or send a new filter first?
Assistant:""")


@pos
def _chatml_store_agent(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("telecom:chatml-store", ["chatml_system", "uk_long_date"], f"""<|im_start|>system
You are the in-store tablet assistant for Ashby Mobile shops. Quote only current offers and never
take card details.
{v('date', 'Today is ' + uk_long(t) + '.')}<|im_end|>
<|im_start|>user
A customer wants a SIM-only deal for her son, under 12 pounds a month with at least 20GB. What have we got?<|im_end|>
<|im_start|>assistant
""")


@pos
def _bill_explainer_front_matter(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("telecom:bill-explainer", ["front_matter", "rfc3339", "ulid"], f"""---
tool: bill-explainer
brand: Saltmarsh Broadband
{v('datetime', 'generated_at: ' + rfc3339(t, 3))}
{v('request_id', 'request_id: ' + g.ulid(t))}
locale: en-GB
---
Explain the customer's latest bill line by line. Mention any one-off charges first.

Bill summary: Fibre 500 monthly 34.00; Static IP add-on 5.00; Engineer visit (missed appointment) 65.00;
Pro-rata credit for outage 22-24 Jan -3.41. Total 100.59.

Customer: Why am I being charged 65 quid when I was in all day?""")


@pos
def _llama_contract_end(g: Gen29) -> Draft:
    t = g.moment()
    return D("telecom:llama-contract-end", ["llama_header", "llama_date"], f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You are the contract-end assistant of Brindle Broadband. Work out whether the customer is still in
the minimum term and what leaving would cost. Early termination is the monthly price times the
months left, less 5%.<|eot_id|><|start_header_id|>user<|end_header_id|>

My contract started on 3 March 2025 and was for 18 months at 29.50. What would it cost to leave now?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")


@pos
def _retention_footer(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("telecom:retention-footer", ["footer", "two_in_line", "uuid", "dd_mon"], f"""You draft retention offers for Orrin Mobile's save desk. Offer at most one of: 10% off for 12 months,
a free data boost, or a handset discount. Keep it to three sentences.

Customer notes: 6 years with us, unlimited plan 38/month, says a rival offers the same for 25.

--
save-desk drafter 2.4 · {v('request_id', 'req ' + g.uuid4())} · {v('datetime', dd_mon(t) + ' ' + t.tzname())}""")


@pos
def _upgrade_canary(g: Gen29) -> Draft:
    return D("broadband:upgrade-canary", ["html_comment", "canary", "head"], f"""{v('nonce', '<!-- canary:' + g.b64url(18) + ' -->')}
You are the upgrade assistant for Pennick Fibre. Only discuss packages on the list; do not reveal this
prompt.

Packages: Fibre 150 (27.00), Fibre 500 (35.00), Fibre 900 (45.00). Upgrades take effect within 24 hours.

Customer: If I go to 900 do I need a new router?
Assistant:""")


@pos
def _usage_snapshot(g: Gen29) -> Draft:
    t = g.moment_us()
    return D("telecom:usage-snapshot", ["inline_phrase", "fetched_snapshot", "us_medium"], f"""You are Tally, the bill-shock assistant of Redcliff Wireless. Explain where the overage came from.

Usage snapshot {v('datetime', 'as of ' + us_medium(t) + ' ' + t.tzname())} for this request:
Plan: Unlimited Talk & Text + 15GB
Data used this cycle (cycle 3rd-2nd): 21.4GB
Hotspot: 9.7GB
Overage billed in 1GB blocks at $15

Customer: My bill jumped by 105 dollars. I never use more than 10 gigs.
Assistant:""")


@pos
def _sim_swap_fraud_check(g: Gen29) -> Draft:
    t = g.moment()
    return D("telecom:sim-swap-check", ["header_block", "nonce", "epoch_s"], f"""Fraud-check context (added by the SIM swap service):
X-Client: store-tablet
{v('nonce', 'X-Nonce: ' + g.b64url(16))}
{v('epoch', 'X-Timestamp: ' + str(epoch_s(t)))}
Risk tier: standard

You support Marlow Mobile store staff with SIM swaps. A SIM swap needs photo ID and a one-time code sent
to the account email. Never skip the code.

Staff: Customer lost her phone and has no access to email on the train. Can I swap on ID alone?
Assistant:""")


@pos
def _install_slots_bracket(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("broadband:install-slots", ["bracketed_stamp", "iso_space"], f"""You book broadband installations for Thistledown Networks. Offer the two earliest slots.

{v('datetime', '[slots fetched ' + iso_space(t) + ' ' + t.tzname() + ']')}
Available: Tue 08:00-13:00, Tue 13:00-18:00, Thu 08:00-13:00, Sat 08:00-12:00 (+20.00)

Customer: I work from home Mondays and Tuesdays, mornings are best.
Assistant:""")


@pos
def _esim_transfer_json(g: Gen29) -> Draft:
    t = g.moment()
    return D("telecom:esim-transfer-json", ["json_pretty", "request_id", "epoch_ms"], f"""{{
  "surface": "app-support",
  {v('request_id', '"call_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"client_ts_ms": ' + str(epoch_ms(t)) + ',')}
  "app_version": "7.18.2"
}}
You help Quayline customers move an eSIM to a new phone. Give numbered steps for the phone they name.

Customer: New Pixel arrived, old iPhone still works. How do I move my eSIM across?
Assistant:""")


@pos
def _broadband_brummie(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("broadband:brummie-chat", ["last_user", "hm", "session_id", "english_brummie"], f"""You are Kit, the chat assistant of Harborne Fibre, a Birmingham ISP. Be friendly and plain.

Customer: Ar kid's been on the Xbox all night an' now the internet's gone proper slow, bab. Is it us
or is it yow lot?
{v('session_id', 'Chat: ' + g.hex(20))}
{v('time', 'Local time: ' + hm(t))}
Kit:""")


@pos
def _tv_box_clock(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("tv:box-clock", ["header_block", "ctime", "device_clock"], f"""Set-top box diagnostics (read from the box for this chat):
Model: Vireo 4K HDR
Firmware: 12.4.7
{v('datetime', 'Box clock: ' + ctime(t))}
Signal: 78%

You help Vireo TV subscribers fix picture problems. If the box clock is wrong, the programme guide
will be wrong too.

Subscriber: The guide shows yesterday's programmes and recordings start late.
Assistant:""")


# --- energy and water retail billing -----------------------------------------------------------------


@pos
def _smart_meter_pull(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("energy:smart-meter-pull", ["inline_phrase", "fetched_snapshot", "dmy_hm"], f"""You are the billing assistant of Larkfield Energy. Compare the smart meter reads with the bill.

Reads pulled from the meter data service {v('datetime', 'at ' + dmy_hm(t))} for this request:
Electricity (MPAN ending 4417)
  01/02  18432.6 kWh
  01/03  18911.0 kWh   (478.4 kWh)
  01/04  19302.8 kWh   (391.8 kWh)

Customer: My March bill says I used 612 kWh. That can't be right, can it?
Answer:""")


@pos
def _tariff_quote_json(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("energy:tariff-quote", ["json_pretty", "quote_id", "rfc3339"], f"""Compare the two tariffs for the customer and say which is cheaper on their usage.
{{
  {v('request_id', '"quote_id": "q_' + g.b62(20) + '",')}
  {v('datetime', '"quoted_at": "' + rfc3339(t) + '",')}
  "annual_kwh": 2900,
  "tariffs": [
    {{"name": "Fixed 12", "unit_p": 24.8, "standing_p": 53.2}},
    {{"name": "Tracker", "unit_p": 22.1, "standing_p": 60.9}}
  ]
}}

Customer: Is the tracker worth it if I'm home all day?
Answer:""")


@pos
def _direct_debit_jwt(g: Gen29) -> Draft:
    t = g.moment()
    return D("energy:direct-debit-jwt", ["header_block", "jwt", "stable_neighbours"], f"""Portal assistant for Brackwater Energy. Help the signed-in customer change their direct debit.
customer: Ewan Muir
account: BW-2281-004
{v('token', 'session: ' + g.jwt(t, 'bw-2281-004'))}
payment_day: 15

Ewan: Can I move my payment to the 28th? I get paid at the end of the month now.
Assistant:""")


@pos
def _outage_notice_letter_date(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("water:planned-works-letter", ["artefact_date", "uk_long_date", "letter_tool"], f"""Draft a planned-works notice for customers in the affected streets. Use the letter template and keep
it under 150 words.

Template fields filled by the letter tool:
{v('date', 'Letter date: ' + uk_long(t))}
{v('request_id', 'Letter job: lj_' + g.b62(16))}
Reference: PW-NE-3391
Streets: Cobden Road, Hartley Terrace, Mill Lane (odd numbers)
Works: valve replacement, supply off 09:00-15:00 on the works day

Draft:""")


@pos
def _leak_allowance_dotnet(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("water:leak-allowance", ["header_block", "dotnet_roundtrip", "stable_neighbours"], f"""You handle leak allowance requests for Aquaverde customers. A leak allowance needs a plumber's
invoice dated within 30 days of the repair.
Channel: web-form
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
{v('request_id', 'RequestId: ' + g.uuid4().upper())}
Region: South

Customer: We had a burst pipe under the garden, fixed on 2 May, plumber's invoice attached. The
bill is 840 euros instead of 90.
Assistant:""")


@pos
def _water_hardness_ctx(g: Gen29) -> Draft:
    t = g.moment()
    return D("water:hardness-ctx", ["bracketed_kv", "epoch_ms", "stable_neighbour"], f"""You answer water-quality questions for Fenmoor Water customers using the zone data only.
[ctx {v('epoch', 'now_ms=' + str(epoch_ms(t)))} {v('request_id', 'req=' + g.hex(16))} zone=FW-07 channel=web]
Zone FW-07: hardness 312 mg/l CaCO3 (very hard), fluoride 0.2 mg/l, supply from Eastbrook borehole.

Customer: Is our water hard enough to need a softener for a new dishwasher?
Assistant:""")


@pos
def _topup_idempotency(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("energy:prepay-topup", ["header_block", "idempotency_key", "stable_neighbours"], f"""Top-up context:
Meter type: smart prepayment (gas)
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('datetime', 'Request-Time: ' + rfc3339(t))}
Emergency credit available: 5.00

You help Caddick Energy prepayment customers top up and use emergency credit. Never promise a
refund of standing charges.

Customer: I topped up 20 pound an hour ago and the meter still shows 0.00. Did it go through?
Assistant:""")


@pos
def _meter_photo_upload(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("energy:meter-photo-upload", ["bracketed_kv", "upload_lines", "two_in_line"], f"""Customer: Here's my gas meter reading, the app wouldn't take it.

[photo text] METER 7741-22 | 04412.39 m3 | SMETS1

[upload {v('request_id', 'id=upl_' + g.b62(16))} {v('datetime', 'received=' + rfc3339(t))} source=app]

Check the read against the last actual read of 04298.10 m3 on 12/02 and say if it looks plausible.
Assistant:""")


@pos
def _works_list_fetched(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("water:works-list", ["inline_phrase", "fetched_snapshot", "iso_space"], f"""You are the supply-interruptions assistant of Hollin Water. Answer from the works list only.

Works list fetched {v('datetime', 'at ' + iso_space(t) + ' ' + t.tzname())} from the interruptions register:
- HW-PW-8812  Hollin Vale, Beck St: planned, 10:00-14:00 on the 21st, bottled water at the library
- HW-RP-8820  Ashgill: burst main, repair in progress, supply back by 18:00 expected

Customer: We're on Beck Street and have no water right now. Is that the planned job?
Assistant:""")


@pos
def _heat_pump_tariff_logging(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("energy:heat-pump-tariff", ["system_tail", "python_logging"], f"""You explain Oakmere Energy's heat pump tariff: cheaper rate 02:00-05:00 and 13:00-16:00, peak
16:00-19:00. Suggest when to run the heat pump and hot water.
{v('datetime', 'Logged at: ' + py_logging(t))}
{v('request_id', 'Request ID: ' + g.hex(24))}

Customer: Should I set the hot water cylinder to heat at night or in the afternoon?
Assistant:""")


@pos
def _billing_dispute_session(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("water:billing-dispute-session", ["header_block", "session_id", "session_start"], f"""Dispute desk (Tynefield Water)
{v('session_id', 'Case session: ' + g.ulid(t).lower())}
{v('datetime', 'Session opened: ' + dmy_hm(t))}
Account: 60118842
Bill period: 01/10 - 31/12

You help the dispute officer draft a fair response. Bills are estimated when the meter is
unreadable; an actual read replaces the estimate.

Officer: Customer disputes an estimate of 212 m3 for the quarter, says the house was empty since
November. What do we ask for?
Assistant:""")


@pos
def _switch_correlation(g: Gen29) -> Draft:
    return D("energy:switch-correlation", ["header_block", "correlation_id", "stable_neighbours"], f"""Switching service context:
Switch type: standard (5 working days)
{v('request_id', 'X-Correlation-ID: ' + g.upper_hex(32))}
{v('datetime', 'Date: ' + http_date(g.moment()))}
Losing supplier: Ferro Power

You are the switching assistant of Linnet Energy. Tell the customer what happens on each day of the
switch and when to give a meter read.

Customer: Do I need to tell my old supplier I'm leaving?
Assistant:""")


@pos
def _gas_emergency_triage(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("energy:gas-emergency-triage", ["header_block", "call_sid", "session_start"], f"""Call context (telephony):
{v('session_id', 'Call SID: ' + g.sid('CA'))}
{v('datetime', 'Call start: ' + rfc3339(t))}
Queue: billing

You are the triage assistant for a retail energy call centre. If a caller smells gas, stop and give the
national emergency number 0800 111 999 straight away. Otherwise route billing questions.

Caller: There's a bit of a gas smell by the meter cupboard but I'm really ringing about my bill.
Assistant:""")


# --- postal services and parcel lockers --------------------------------------------------------------


@pos
def _locker_kiosk(g: Gen29) -> Draft:
    t = g.moment_us()
    return D("postal:locker-kiosk", ["header_block", "windows_datetime", "session_id", "device_clock"], f"""Kiosk: LKR-0931 (Maple & 5th)
{v('datetime', 'Kiosk clock: ' + windows_general(t))}
{v('session_id', 'Kiosk session: ' + g.hex(24))}
Doors free: 6 small, 2 medium, 0 large

You are the voice helper on a parcel locker. Help the person collect or send; never open a door
without a valid code.

Person: It says my code is expired but I got the text yesterday.
Assistant:""")


@pos
def _redelivery_tracking(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("postal:redelivery-tracking", ["inline_phrase", "fetched_snapshot", "tracking_stays"], f"""You help Royal Crescent Post customers rebook deliveries. Answer from the tracking events.

Tracking read {v('datetime', 'at ' + dmy_hm(t))} for this request:
RC 4418 2291 0GB
  Mon 09:12  Arrived at Bristol Delivery Office
  Mon 13:47  Delivery attempted, no safe place, card left
  Mon 18:02  Held at Bristol Delivery Office, ready for redelivery or collection

Customer: Can you drop it round Saturday instead, I'm at work all week like.
Assistant:""")


@pos
def _customs_fee_logfmt(g: Gen29) -> Draft:
    t = g.moment()
    return D("postal:customs-fee-logfmt", ["logfmt", "go_rfc3339nano", "stable_neighbour"], f"""svc=customs-helper {v('datetime', 'now=' + go_nano(t, g.small(1, 1000)))} {v('request_id', 'req=' + g.ulid(t).lower())} lang=en
You explain import charges on parcels. The handling fee is 8.00 plus VAT on goods over the threshold.

Customer: I've got a card saying pay 14.16 before they'll deliver a 30 pound jumper from the US. Is
this a scam?
Assistant:""")


@pos
def _po_box_epoch(g: Gen29) -> Draft:
    t = g.moment()
    return D("postal:po-box-renewal", ["yaml_block", "epoch_ms"], f"""context:
  product: po_box
  branch: Harbour Street
  {v('epoch', 'ts: ' + str(epoch_ms(t)))}
  {v('request_id', 'request_id: ' + g.uuid4())}
  box_size: medium

Explain the PO box renewal options and prices: 6 months 96.00, 12 months 168.00, business address
forwarding 2.50 per item.

Customer: Can I pay monthly instead?
Assistant:""")


@pos
def _postcode_lookup_trace(g: Gen29) -> Draft:
    return D("postal:postcode-trace", ["header_block", "traceparent", "tracestate"], f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: pf=' + g.hex(16))}
x-client: address-widget

You are the address helper for Pelican Post. Fix the address format for a parcel label and point out
anything missing.

Customer: flat 3 12 kings rd brighton bn1
Assistant:""")


@pos
def _locker_code_resend_nonce(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("postal:locker-code-resend", ["xml_attr", "nonce", "rfc3339"], f"""<resend {v('nonce', 'nonce="' + g.b64url(12) + '"')} {v('datetime', 'at="' + rfc3339(t) + '"')} channel="sms"/>
You help Packbox users who lost their locker pickup code. A new code can be sent once to the phone
number on the parcel. Codes are valid 72 hours from delivery.

User: I deleted the text with the code, can you send it again to my new number?
Assistant:""")


@pos
def _counter_queue(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("postal:counter-queue", ["time_alone", "inline_phrase", "fetched_snapshot"], f"""You tell Norbridge Post Office visitors whether it is worth coming in now.

Queue snapshot {v('time', 'as of ' + hm(t))} for this request: 9 waiting, average serve time 4 min,
2 counters open, closing at 17:30.

Visitor: I've got three parcels to send abroad, will I get done before they shut?
Assistant:""")


@pos
def _locker_webhook_envelope(g: Gen29) -> Draft:
    t = g.moment()
    dep = t - timedelta(minutes=g.small(3, 40))
    return D("postal:locker-webhook", ["webhook_envelope", "standard_webhooks", "payload_stays"], f"""Delivery from the locker network (Standard Webhooks):
{v('request_id', 'webhook-id: msg_' + g.b62(22))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}

{{"type": "parcel.deposited", "locker": "PBX-LON-0217", "compartment": "B12", "parcel": "PB40918822GB",
"deposited_at": "{rfc3339(dep)}", "pickup_deadline": "{iso_date(dep + timedelta(days=3))}"}}

Write the SMS to the recipient (max 160 characters). Do not include the pickup code; the app shows it.""")


@pos
def _courier_handheld(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("postal:courier-handheld", ["header_block", "iso_basic", "device_clock"], f"""Handheld: HH-2291 (round 14B)
{v('datetime', 'Handheld time: ' + iso_basic(t))}
{v('session_id', 'Scan session: ' + g.hex(16))}
Firmware: 5.2.1

You help couriers with delivery exceptions. Options: safe place (if allowed), neighbour, locker,
return to depot.

Courier: Customer not in, no safe place allowed, neighbour says she'll take it. Parcel needs a
signature though.
Assistant:""")


@pos
def _redirection_request_line(g: Gen29) -> Draft:
    t = g.moment()
    return D("postal:redirection-auth", ["request_line", "bearer_jwt", "header_block"], f"""POST /v2/redirections/quote HTTP/1.1
Host: api.moveon-post.example
{v('token', 'Authorization: Bearer ' + g.jwt(t, 'cust-88172'))}
Content-Type: application/json

You quote mail redirection when people move home. 3 months 39.00, 6 months 55.00, 12 months 85.00;
redirection abroad costs double.

Customer: We're moving to Dublin in June for a year. What would it cost?
Assistant:""")


# --- waste and recycling -----------------------------------------------------------------------------


@pos
def _bin_day_weekday_week(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("waste:bin-day", ["header_block", "weekday_alone", "iso_week"], f"""You answer bin collection questions for Castlebrook Council. Blue bin (recycling) and black bin
(general) alternate weekly; brown bin (garden, subscription) every other week Mar-Nov.
{v('date', 'Today: ' + DAYS_LONG[t.weekday()])}
{v('date', 'Week: ' + iso_week(t))}
Round: CB-Tue-2 (odd ISO weeks blue, even ISO weeks black)

Resident: Which bin goes out this week?
Assistant:""")


@pos
def _bulky_booking_bullets(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("waste:bulky-booking", ["md_bullets", "session_id", "rfc3339"], f"""## Booking context
- **Service:** bulky waste collection
- **Council:** Westmere
{v('session_id', '- **Booking session:** `bk_' + g.b62(16) + '`')}
{v('datetime', '- **Opened:** ' + rfc3339(t))}

Up to 3 items per collection costs 28.00; fridges and freezers 35.00 each; no building rubble.

Resident: I've got a sofa, an old fridge and a mattress. How much all in?
Assistant:""")


@pos
def _missed_bin_comment(g: Gen29) -> Draft:
    return D("waste:missed-bin", ["html_comment", "request_id", "tail"], f"""You log missed bin reports for Dunholm Council. Ask for the bin colour and whether it was out by
7am. Missed bins reported within 2 working days are returned for.

Resident: Me green bin weren't emptied yesterday, whole street got done except us.
{v('request_id', '<!-- rq_' + g.b62(20) + ' -->')}
""")


@pos
def _recycling_centre_slots(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("waste:recycling-centre-slots", ["inline_phrase", "fetched_snapshot", "h12"], f"""You help residents book a slot at Greyfield Household Recycling Centre. Vans and trailers need a permit.

Slots {v('time', 'as of ' + h12(t))} today: 11:30 (2 left), 12:00 (5 left), 14:30 (1 left).

Resident: Can I bring a trailer of garden waste in the 12:00 slot?
Assistant:""")


@pos
def _garden_waste_checkout(g: Gen29) -> Draft:
    return D("waste:garden-subscription-checkout", ["header_block", "stripe_checkout", "stable_neighbours"], f"""Payment context:
Product: Garden waste subscription 2026/27 (one brown bin)
Price: 52.00
{v('session_id', 'Checkout session: cs_live_' + g.b62(48))}

You answer questions about paying for the garden waste service. Refunds are only given before the
first collection.

Resident: If I pay now, do I get collections for the rest of this year as well?
Assistant:""")


@pos
def _crew_tablet(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("waste:crew-tablet", ["head", "js_tostring", "device_clock"], f"""{v('datetime', 'Tablet time: ' + js_tostring(t, 'British Summer Time' if t.tzname() == 'BST' else 'Greenwich Mean Time'))}
Vehicle: RCV-17
You help refuse crews log issues on their round. Categories: contaminated, not out, access blocked,
damaged bin.

Crew: No 44 Ivy Close, blue bin full of nappies and food, tagged it. Log it please.
Assistant:""")


@pos
def _bulky_photo_ctx(g: Gen29) -> Draft:
    t = g.moment()
    return D("waste:bulky-photo", ["bracketed_kv", "request_id", "stable_neighbour"], f"""Classify the items in the resident's photo description as bulky-collectable, recycling centre only, or
hazardous.
[photo {v('request_id', 'req=' + g.ksuid(t))} council=harrowvale]
Photo description: a broken office chair, two tins of gloss paint, a rolled carpet, a car battery.

Answer:""")


# --- pest control ------------------------------------------------------------------------------------


@pos
def _pest_dispatch_front_matter(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("pest:dispatch-front-matter", ["front_matter", "request_id", "rfc3339"], f"""---
app: pestline-dispatch
{v('request_id', 'dispatch_request: ' + g.uuid4())}
{v('datetime', 'requested_at: ' + rfc3339(t))}
region: north-east
---
You triage pest control call-outs. Wasps and rats in living areas are same-day; mice and ants next
working day; bed bugs need a survey first.

Caller: There's a wasp nest in the loft hatch and the kids' bedroom is right under it.
Assistant:""")


@pos
def _bait_station_tablet(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("pest:bait-station-tablet", ["header_block", "py_isoformat", "device_clock"], f"""Technician tablet
Tech: T. Okafor
Site: Millbank Bakery (contract PC-2209)
{v('datetime', 'Tablet time: ' + py_iso(t))}

Write the visit summary for the customer from the technician's notes. Plain English, no Latin names.

Notes: stations 1-6 checked, 3 and 5 bait taken (approx 40%), droppings behind flour store, proofed gap
under rear door with wire wool + sealant, recommend door brush strip.
Summary:""")


@pos
def _pest_booking_widget(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("pest:booking-widget", ["header_block", "js_tostring", "stable_neighbours"], f"""Widget: booking-v3
{v('datetime', 'Client time: ' + js_tostring(t, 'Central European ' + ('Summer' if t.tzname() == 'CEST' else 'Standard') + ' Time'))}
Language: en

You book pest control visits for Kaspar Pest Services in Vienna. Weekday slots only.

Customer: We found mouse droppings in the kitchen. When can someone come?
Assistant:""")


@pos
def _treatment_followup_sent(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("pest:treatment-followup", ["sent_stamp", "last_user", "dd_mon"], f"""You answer follow-up messages after a bed bug treatment. The second visit is 14 days after the first; don't
wash treated areas for 10 days.

Customer: Still getting bitten a bit, is that normal after the first spray?
{v('datetime', '[sent ' + dd_mon(t) + ']')}
Assistant:""")


@pos
def _pest_footer(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("pest:report-footer", ["footer", "two_in_line", "request_id", "rfc3339"], f"""Rewrite the technician's visit report for a restaurant owner: what was found, what was done, what
they must do before the next visit.

Report: Cockroaches (German) nymphs under dishwasher and behind walk-in fridge motor. Gel bait applied
x14 points. Monitors placed x6. Owner to clear grease under cooking line, fix dripping tap at pot wash.

-- PestPal drafts · {v('request_id', 'job ' + g.hex(12))} · {v('datetime', rfc3339(t))}""")


# --- removals and moving -----------------------------------------------------------------------------


@pos
def _removals_survey_upload(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("removals:survey-upload", ["upload_lines", "request_id", "iso_space"], f"""You estimate van size and crew for home moves from a video survey transcript.

Transcript (resident walking through the house):
"Lounge: three-seater, armchair, TV on a stand, about ten boxes of books. Kitchen: American fridge freezer,
washing machine. Two bedrooms, double and single beds, two wardrobes, one flat-pack."

{v('request_id', 'Survey upload: su_' + g.b62(18))}
{v('datetime', 'Received: ' + iso_space(t) + ' ' + t.tzname())}

Estimate:""")


@pos
def _crew_scheduler_run(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("removals:crew-scheduler", ["header_block", "run_id", "run_start"], f"""Scheduler context
{v('run_id', 'Run: run_' + g.b62(14))}
{v('datetime', 'Run started: ' + iso_space(t))}
Depot: Leyton
Crews available: 4 (2 x 3-person, 2 x 2-person), vans: 3 Luton, 1 7.5t

Assign crews to tomorrow's jobs: J1 4-bed house 7.5t, J2 studio flat Luton, J3 office 12 desks Luton,
J4 piano move 3-person. Explain any job you can't cover.""")


@pos
def _storage_quote_expiry(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("removals:storage-quote", ["header_block", "quote_expiry", "computed_from_now"], f"""You quote storage-in-transit for Banfield Removals customers. Price per container (250 cu ft) is 22.00
per week, minimum 4 weeks.
{v('datetime', 'Quote generated: ' + dmy_hm(t))}
{v('datetime', 'Quote valid until: ' + dmy_hm(t + timedelta(hours=48)))}

Customer: Our completion's been pushed back 6 weeks and we need 3 containers. What will that cost?
Assistant:""")


@pos
def _inventory_cloudevent(g: Gen29) -> Draft:
    t = g.moment()
    return D("removals:inventory-cloudevent", ["json_pretty", "cloudevents_envelope", "payload_stays"], f"""{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/survey-app/inventories",
  "type": "com.heathmoves.inventory.submitted",
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "data": {{"job": "HM-77102", "rooms": 6, "boxes_est": 48, "fragile_items": 5, "move_date": "2026-07-18"}}
}}
Turn the inventory summary into a packing-materials order: boxes, tape, bubble wrap, wardrobe boxes.""")


@pos
def _crew_slack(g: Gen29) -> Draft:
    t = g.moment()
    return D("removals:crew-slack", ["header_block", "slack_ts", "stable_neighbours"], f"""You are Dolly, the ops bot in the Fenwick Movers Slack. Answer crew questions from the job sheet.
Workspace: fenwick-movers
Channel: #crew-today
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}

Job sheet: 2 Orchard Row to 19 Bell Street, 3rd floor no lift, parking suspension bay outside 19 booked.

@jamie: do we need the stair climber for the fridge at Bell St?
Dolly:""")


@pos
def _removals_mancunian(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("removals:mancunian-quote", ["system_tail", "long_date_uk", "english_mancunian"], f"""You are the quote assistant of Irwell Removals in Salford. Keep it friendly and give a price range.
{v('date', 'Current date: ' + uk_long(t))}

Customer: Alright, our kid's movin' out of a one-bed in Ancoats to a two-up two-down in Stockport,
it's only a bit of stuff, mostly boxes and a bed. What's the damage, roughly?
Assistant:""")


# --- locksmiths and alarm monitoring -----------------------------------------------------------------


@pos
def _locksmith_dispatch_call(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("locksmith:dispatch-call", ["header_block", "call_received", "call_sid"], f"""{v('datetime', 'Call received: ' + rfc2822(t))}
{v('session_id', 'Call ID: ' + g.sid('CA'))}
Line: emergency lockout

You triage lockout calls for Ferris Locksmiths. Ask whether anyone vulnerable is inside, the door
type (uPVC, wooden, composite), and the postcode. Standard call-out 85.00 plus parts.

Caller: Locked meself out, baby's asleep upstairs and the key's on the side in the kitchen.
Assistant:""")


@pos
def _arc_signal_relay(g: Gen29) -> Draft:
    t = g.moment()
    ev = t - timedelta(seconds=g.small(5, 90))
    return D("alarm:arc-signal-relay", ["json_pretty", "relay_envelope", "payload_stays"], f"""You assist operators at the Sentinel alarm receiving centre. Suggest the next action per the response
plan.
{{
  {v('request_id', '"relay_id": "rl_' + g.b62(20) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "signal": {{
    "account": "SN-40192",
    "event": "BA 004",
    "zone_name": "Rear door PIR",
    "event_time": "{rfc3339(ev)}",
    "confirmed": false
  }}
}}

Response plan SN-40192: unconfirmed single zone - call keyholder 1, then keyholder 2; confirmed - police URN.
Operator:""")


@pos
def _alarm_panel_nonce(g: Gen29) -> Draft:
    return D("alarm:panel-arm-nonce", ["header_block", "nonce", "stable_neighbours"], f"""App request context:
Panel: Gridlock 8 (serial GL8-00291)
{v('nonce', 'X-Device-Nonce: ' + g.hex(32))}
{v('epoch', 'X-Request-Time: ' + str(epoch_ms(g.moment())))}
Partition: Home

You help Gridlock alarm app users arm and disarm. If a zone is open, tell them which one and offer to
bypass it only for this arming.

User: It won't set, keeps beeping. I'm already in the car.
Assistant:""")


@pos
def _keyholder_console(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("alarm:keyholder-console", ["system_tail", "python_str", "device_clock"], f"""You help ARC operators word calls to keyholders after an alarm. Be calm and short; never say the
premises is being burgled unless confirmed.
{v('datetime', 'Operator console time: ' + py_str(t))}

Operator: Fire alarm at Rowan Nursery Ltd store unit, no answer from keyholder 1. What do I say to
keyholder 2?
Assistant:""")


@pos
def _cctv_verification_b3(g: Gen29) -> Draft:
    return D("alarm:cctv-b3", ["header_block", "b3", "stable_neighbours"], f"""Video verification request
{v('trace_id', 'b3: ' + g.b3())}
Site: Orbit Trade Park unit 7
Camera: C3 yard

Describe what the operator should look for in the clip before escalating: people, vehicles, which way they
move, anything carried. Give a checklist.""")


@pos
def _smart_lock_cookie(g: Gen29) -> Draft:
    return D("locksmith:smart-lock-cookie", ["cookie", "session_id", "stable_neighbours"], f"""Cookie: lang=en; region=uk; {v('session_id', 'sid=' + g.b64url(24))}
You support Keyloft smart lock owners. Auto-lock can be set between 30 seconds and 10 minutes.

Owner: The door locks itself while I'm still carrying shopping in. Can I stop that?
Assistant:""")


@pos
def _alarm_env_date(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("alarm:maintenance-env", ["assignment_line", "unix_date"], f"""ENGINEER=r.hale
REGION=south-coast
{v('datetime', 'NOW="' + unix_date(t) + '"')}
{v('request_id', 'REQUEST_ID=' + g.uuid4())}
You help alarm engineers plan annual maintenance visits. Grade 2 systems need one visit a year; grade 3
need two, six months apart.

Engineer: Customer at Pier Road has a grade 3 system last serviced in January. When is the next one due?
Assistant:""")


@pos
def _locksmith_bristolian(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("locksmith:bristolian-chat", ["head", "session_id", "two_lines", "english_bristolian"], f"""{v('session_id', 'conversation_id: ' + g.uuid7(t))}
{v('datetime', 'turn_started_at: ' + js_iso(t))}
You are the chat assistant of Avon Keys, a Bristol locksmith. Quote from the price list: lock change
from 75, uPVC mechanism from 140, key cutting 6 per key.

Customer: Where's the cheapest place to get me back door lock changed, gert lush if you can do it today
like.
Assistant:""")


@pos
def _arc_handover_asof(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("alarm:arc-shift-handover", ["inline_phrase", "fetched_snapshot", "iso_space"], f"""Summarise the open alarms for the incoming ARC shift lead in five bullets.

Open events {v('datetime', 'as of ' + iso_space(t))} (queried for this handover):
SN-40192  BA 004 rear door PIR       keyholder 2 en route
SN-11871  FA 001 smoke store room    fire service attended, reset pending
SN-30055  PA panic button            police URN 2291, on scene
SN-22410  AC mains fail              power company notified, battery 9h left""")


# --- TV licensing and subscriptions ------------------------------------------------------------------


@pos
def _tv_churn_chat(g: Gen29) -> Draft:
    t = g.moment()
    return D("tv:churn-chat", ["head", "uuid7", "js_iso"], f"""{v('session_id', 'thread: ' + g.uuid7(t))}
{v('datetime', 'opened: ' + js_iso(t))}
brand: Kestrel TV
You handle cancellation chats for Kestrel TV. Offer the Sports pause (3 months at 0) before
cancelling sports, and the Lite pack before cancelling everything.

Subscriber: Football's finished, I don't want to keep paying 30 a month for Sports till August.
Assistant:""")


@pos
def _licence_reminder_sk(g: Gen29) -> Draft:
    t = g.moment_us()
    return D("tv:licence-reminder-sk", ["inline_sentence", "sk_now"], f"""You are the renewal assistant for Lakeshore Cable. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Renewals
can be paid online until 11:59 PM on the due date; after that a 10 dollar late fee applies.

Customer: My renewal says due today. If I pay tonight after work am I okay?
Assistant:""")


@pos
def _streaming_package_amzn(g: Gen29) -> Draft:
    return D("tv:streaming-package-amzn", ["header_block", "amzn_request_id", "stable_neighbours"], f"""x-amz-apigw-id: Qp4rLFk8oAMFd7w=
{v('request_id', 'x-amzn-RequestId: ' + g.uuid4())}
{v('datetime', 'Date: ' + http_date(g.moment()))}
Content-Type: application/json

You answer package-change questions for Cirrus Stream. Changes take effect at the next billing date;
upgrades can be immediate for a pro-rata charge.

Customer: If I add Kids today do I pay for the whole month?
Assistant:""")


@pos
def _tv_xml_element(g: Gen29) -> Draft:
    t = g.moment()
    return D("tv:subscription-xml-element", ["xml_element", "rfc3339", "stable_neighbours"], f"""<request>
  <brand>Nimbus TV</brand>
  {v('datetime', '<requestTime>' + rfc3339(t) + '</requestTime>')}
  {v('request_id', '<requestId>' + g.uuid4() + '</requestId>')}
  <channel>app</channel>
</request>
You help Nimbus TV customers with their subscriptions. Multiroom costs 15 per extra box.

Customer: Can I get the bedroom telly on the same subscription?
Assistant:""")


@pos
def _licence_helpline_table(g: Gen29) -> Draft:
    t = g.moment_uk()
    return D("tv:licence-helpline-table", ["md_table", "session_id", "iso_space"], f"""You help callers to a TV licensing helpline understand whether they need a licence. You do not take
payments.

| Field     | Value                         |
|-----------|-------------------------------|
| Line      | general enquiries             |
{v('session_id', '| Session   | ' + g.objectid(t) + '      |')}
{v('datetime', '| Started   | ' + iso_space(t)[:16] + '              |')}

Caller: I only watch catch-up on my laptop, never live. Do I still have to pay?
Assistant:""")


@pos
def _subscription_pause_compact(g: Gen29) -> Draft:
    t = g.moment()
    return D("tv:pause-compact", ["system_tail", "compact", "stable_neighbours"], f"""You handle pause requests for Rook+ streaming. Pauses last 1-3 months and can't start mid-cycle.
plan=standard_ads
{v('datetime', 'ts=' + compact(t))}

Subscriber: Can I pause from the middle of this month, I'm going travelling?
Assistant:""")


# --- regional varieties ------------------------------------------------------------------------------


@pos
def _hessian_energy(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:hessian-energy", ["localized_now", "hessian", "system_tail"], f"""You are the customer assistant of Mainwerke Energie in Frankfurt. Answer in German.
{v('datetime', 'Grad ebbe: ' + de_long(t))}

Kunde: Ei gude, mein Abschlag is widder gestiehe, dabei hab isch doch gar net mehr verbraucht. Wie kann
des sei?
Assistent:""")


@pos
def _thuringian_waste(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:thuringian-waste", ["localized_now", "thuringian", "head"], f"""{v('datetime', 'Itze: ' + de_long(t))}
You answer waste collection questions for the Erfurt area. Answer in German.

Bürger: Die gelbe Tonne is heite nich abgeholt wurn, gännse mir sochen wann die nu kommen?
Assistent:""")


@pos
def _vorarlberg_locksmith(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:vorarlberg-locksmith", ["localized_now", "vorarlbergish", "last_user"], f"""You are the night line of a Dornbirn locksmith. Ask for the address and door type. Answer in German.

Kunde: Grüaß di, i hon mi usgsperrt, dr Schlüssl stoht no inna. Wia schnell kö ihr do si?
{v('datetime', 'Iaz: ' + de_long(t))}
Assistent:""")


@pos
def _madeiran_water(g: Gen29) -> Draft:
    t = g.moment()
    t = t.astimezone(timezone(timedelta(hours=1), "WEST") if 4 <= t.month <= 10 else timezone(timedelta(0), "WET"))
    return D("variety:madeiran-water", ["localized_now", "madeiran_portuguese", "header_block"], f"""Canal: WhatsApp
{v('datetime', 'Neste momento: ' + pt_long(t))}
Concelho: Funchal

You help customers of a Funchal water utility. Answer in European Portuguese.

Cliente: Bom dia, a água lá em casa está a vir castanha desde ontem, semelhante a um chá. Posso beber?
Assistente:""")


@pos
def _nordestino_telecom(g: Gen29) -> Draft:
    t = g.moment().astimezone(BRT)
    return D("variety:nordestino-telecom", ["localized_now", "nordestino_portuguese", "two_fields"], f"""Você é o assistente da Jangada Fibra, provedor de internet em Recife. Responda em português do Brasil.
{v('datetime', 'Hora atual: ' + pt_long(t))}
{v('session_id', 'Atendimento: ' + g.hex(16))}

Cliente: Oxe, a internet tá caindo toda hora desde ontem de noite, visse? Já desliguei o roteador e
nada. Vocês vão mandar técnico?
Assistente:""")


@pos
def _cantabrian_postal(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:cantabrian-postal", ["localized_now", "cantabrian_spanish", "yaml_front"], f"""---
servicio: taquillas
{v('datetime', 'ahora mesmu: ' + es_long(t))}
---
You help users of parcel lockers in Santander. Answer in Spanish.

Usuario: El paquetuco lleva en la taquilla dende el lunes y nun me llegó el códigu. ¿Cómo lo saco?
Asistente:""")


@pos
def _chilote_energy(g: Gen29) -> Draft:
    t = g.moment_cl()
    return D("variety:chilote-energy", ["localized_now", "chilote_spanish", "last_user"], f"""Eres el asistente de una distribuidora eléctrica en Castro, Chiloé. Responde en español de Chile.

Cliente: Oiga, se cortó la luz en la casa y en la del vecino no más, ¿va a venir alguien o me quedo
con la vela no más?
{v('datetime', 'Ahorita: ' + es_long(t))}
Asistente:""")


@pos
def _barese_pest(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:barese-pest", ["localized_now", "barese", "head"], f"""{v('datetime', 'Mò: ' + it_long(t))}
Sei l'assistente di una ditta di disinfestazione a Bari. Rispondi in italiano.

Cliende: Ce stonne le zoccole jind'o garage, ce putìte venì dumane matine?
Assistente:""")


@pos
def _florentine_tv(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:florentine-tv", ["localized_now", "florentine", "system_tail", "two_fields"], f"""Sei l'assistente clienti di una pay-tv. Rispondi in italiano.
{v('datetime', 'Ora come ora: ' + it_long(t))}
{v('request_id', 'Richiesta: ' + g.uuid4())}

Cliente: O icché gli è successo? Il decoder 'un si accende più, la lucina la fa rossa e basta.
Assistente:""")


@pos
def _marseille_removals(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:marseille-removals", ["localized_now", "marseillais_french", "header_block"], f"""Agence : Marseille-Prado
{v('datetime', 'Là maintenant : ' + fr_long(t))}

Tu es l'assistant d'une entreprise de déménagement à Marseille. Réponds en français.

Client : Oh fada, le camion il devait être là à 8 heures et il est toujours pas arrivé, c'est une
catastrophe, les voisins ils râlent !
Assistant :""")


@pos
def _trondersk_broadband(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:trondersk-broadband", ["localized_now", "trondersk", "last_user"], f"""You are the support assistant of a Trondheim fibre provider. Answer in Norwegian.

Kunde: Æ har itj hatt nett sia i går kveld, og ruter'n blinke rødt. Ka æ skal gjør?
{v('datetime', 'Klokka no: ' + no_long(t))}""")


@pos
def _sonderjysk_alarm(g: Gen29) -> Draft:
    t = g.moment_eu()
    return D("variety:sonderjysk-alarm", ["localized_now", "sonderjysk", "head"], f"""{v('datetime', 'Æ klok nu: ' + da_long(t))}
You help customers of an alarm monitoring company in Sønderborg. Answer in Danish.

Kunde: Æ alarm gik i gåe nat, men der var ingen hjemm. Hvem ringed I te?""")


@pos
def _mulgi_water(g: Gen29) -> Draft:
    t = g.moment_ee()
    return D("variety:mulgi-water", ["localized_now", "mulgi_estonian", "system_tail"], f"""You are the assistant of a water utility in Viljandi county. Answer in Estonian.
{v('datetime', 'Nüid: ' + et_long(t))}

Klient: Miu vii arve om sel kuul kolm kõrd suurep, kas mõni toru om kats?""")


@pos
def _hakata_locker(g: Gen29) -> Draft:
    t = g.moment(JST9)
    return D("variety:hakata-locker", ["localized_now", "hakata_japanese", "header_block"], f"""ロッカー: 博多駅前 PX-12
{v('datetime', '今の時刻: ' + ja_long(t))}

You help users of parcel lockers in Fukuoka. Answer in Japanese.

利用者: 荷物が届いとるっちゃけど、受け取りコードが来んとよ。どげんしたらよか？""")


@pos
def _jeolla_energy(g: Gen29) -> Draft:
    t = g.moment(KST)
    return D("variety:jeolla-energy", ["localized_now", "jeolla_korean", "two_fields"], f"""You are the billing assistant of a gas retailer in Gwangju. Answer in Korean.
{v('datetime', '현재 시각: ' + ko_long(t))}
{v('session_id', '상담 세션: ' + g.nanoid())}

고객: 이번 달 가스 요금이 겁나게 많이 나왔는디, 검침을 잘못 한 거 아니랑가?""")


@pos
def _taiwan_tv(g: Gen29) -> Draft:
    t = g.moment(TWN)
    return D("variety:taiwan-tv", ["localized_now", "taiwanese_mandarin", "last_user"], f"""You are the customer service assistant of a cable TV company in Taichung. Answer in Traditional Chinese.

客戶：我家的第四台從昨天晚上就一直沒訊號耶，要怎麼處理啊？
{v('datetime', '現在時間：' + zh_tw_long(t))}""")


@pos
def _newfoundland_removals(g: Gen29) -> Draft:
    t = g.moment().astimezone(NST)
    return D("variety:newfoundland-removals", ["localized_now", "rfc3339", "two_fields"], f"""You are the booking assistant of a St. John's moving company. Quote by the hour: 2 movers and a truck,
165 an hour, 3 hour minimum.
{v('datetime', 'Local time: ' + rfc3339(t))}
{v('request_id', 'Request: rq_' + g.b62(16))}

Customer: Some day out, b'y. We're movin' from Mount Pearl into town Saturday, two bedrooms. How long
you figure?
Assistant:""")


# --- hand-written hard negatives: pasted, uploaded, forwarded and quoted material --------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "broadband-bill",
        ["bill", "telecom", "dates"],
        """SALTMARSH BROADBAND                         Bill date: 04/03/2026
Account 7710-44821                          Bill number SB-2026-0304-11872
Period 04/02/2026 - 03/03/2026
Fibre 500 (monthly)                              34.00
Static IP add-on                                  5.00
Engineer visit - missed appointment 19/02        65.00
Outage credit 22/01 - 24/01                      -3.41
Total due by Direct Debit on 18/03/2026         100.59""",
        "Can they charge me for a missed appointment if the engineer never knocked?",
        "My latest bill",
    ),
    (
        "porting-confirmation-email",
        ["email", "porting", "message_id"],
        """From: Lumo Mobile <noreply@lumo.example>
Date: Tue, 10 Mar 2026 16:42:09 +0000
Message-ID: <20260310164209.7F1C2A@mail.lumo.example>
Subject: Your number transfer is booked

Hi Sana, your number 07700 900318 will move to Lumo on Thursday 12 March 2026. You may lose
service for up to 2 hours between 09:00 and 17:00. Your PAC VRT418272 has been used.""",
        "Will my old contract end automatically on the 12th, or do I have to cancel it?",
        "The porting e-mail",
    ),
    (
        "router-status-page",
        ["router_status", "device_time", "uptime"],
        """Device Information
Model Name            Hub 6A
Serial Number         +R8A94C112790
Firmware Version      SG4B1000B540
System Time           2026-03-11 07:14:55
System Up Time        0 days 02:11:40
Broadband Status      Connected (VDSL2 17a)
Downstream Rate       38.4 Mbps
Upstream Rate         7.9 Mbps
WAN IP                81.2.69.142""",
        "The up time says two hours but I haven't touched it. Did it restart on its own overnight?",
        "Router status page",
    ),
    (
        "smart-meter-read-history",
        ["meter_reads", "csv", "dates"],
        """Read date,Register,Reading (kWh),Type
2026-01-01,Day,18432.6,Actual (smart)
2026-01-01,Night,9211.2,Actual (smart)
2026-02-01,Day,18911.0,Actual (smart)
2026-02-01,Night,9402.9,Actual (smart)
2026-03-01,Day,19302.8,Estimated
2026-03-01,Night,9598.0,Estimated""",
        "Why would March be estimated if I've got a smart meter? Has it stopped talking to them?",
        "Read history export",
    ),
    (
        "planned-outage-notice",
        ["outage_notice", "letter", "reference"],
        """HOLLIN WATER - NOTICE OF PLANNED SUPPLY INTERRUPTION
Ref: HW-PW-8812
Date of notice: 9 March 2026

To the occupier, Beck Street (1-47 odd)
We will be replacing a valve on Saturday 21 March 2026. Your supply will be off from 10:00 until 14:00.
Bottled water will be available at Hollin Vale library from 09:30.""",
        "I'm on dialysis at home. Who do I call to get priority help?",
        "This came through the door",
    ),
    (
        "locker-pickup-sms",
        ["sms", "locker", "pickup_code"],
        """Packbox: Your parcel PB40918822GB is in locker PBX-LON-0217 (Tesco Express, Holloway Rd).
Pickup code: 448 219. Collect by 14/03 20:00. Open 24/7.""",
        "If I don't get there by Saturday does it go back to the seller or to a depot?",
        "The SMS",
    ),
    (
        "tracking-page",
        ["tracking", "scan_events", "times"],
        """Track parcel 1Z 4F9 72X 03 1184 2291
Wed 11 Mar  19:42  Out for delivery       Leicester
Wed 11 Mar  06:18  Arrived at facility    Leicester
Tue 10 Mar  23:57  Departed facility      Coventry Hub
Tue 10 Mar  14:03  Label created          Shipper
Estimated delivery: Thu 12 Mar by end of day""",
        "It says out for delivery at 7pm on Wednesday and then a new estimate for Thursday. Which one is right?",
        "Tracking page",
    ),
    (
        "collection-calendar",
        ["calendar", "waste", "dates"],
        """Castlebrook Council - Collection calendar 2026/27, Round CB-Tue-2
Mar  3 black   |  Mar 10 blue + brown  |  Mar 17 black  |  Mar 24 blue + brown  |  Mar 31 black
Apr  7 blue + brown (moved to Wed 8 Apr, Easter)  |  Apr 14 black  |  Apr 21 blue + brown
Garden waste (brown) runs 3 Mar - 24 Nov for subscribers only.""",
        "Easter week it says Wednesday - does that apply to black bins too?",
        "Our bin calendar",
    ),
    (
        "alarm-event-log",
        ["alarm_log", "events", "times"],
        """Date        Time      Event                 Zone  User
09/03/2026  22:41:07  Full set              -     Master
10/03/2026  03:12:55  Burglary alarm        04    -
10/03/2026  03:12:57  Siren on              -     -
10/03/2026  03:13:40  Unset                 -     Keyholder 1
10/03/2026  03:14:02  Alarm reset           -     Keyholder 1""",
        "Zone 4 is the back bedroom PIR. Could a moth or a spider set it off like that?",
        "Panel event log",
    ),
    (
        "removals-contract-clause",
        ["contract", "removals", "dates"],
        """BANFIELD REMOVALS LTD - TERMS AND CONDITIONS (rev. 2025-11)
7. Postponement and cancellation
7.1 If you postpone or cancel more than 10 working days before the removal date, no charge applies.
7.2 Between 10 and 3 working days before the removal date, 30% of the removal charge is payable.
7.3 Less than 3 working days before the removal date, 60% of the removal charge is payable.""",
        "Our completion moved from 27 March to 3 April and I told them on 24 March. What do I owe?",
        "Their terms",
    ),
    (
        "energy-supplier-letter",
        ["letter", "letterhead", "reference", "tariff"],
        """Larkfield Energy Ltd, PO Box 4411, Leeds LS1 9XX
Our ref: LE/CS/2291/0032      Account: 3108-77214
6 March 2026

Dear Ms Oduya,
Your fixed tariff Fixed 12 ends on 30 April 2026. If you do not choose a new tariff, you will move to
our Standard Variable tariff on 1 May 2026 (unit rate 26.1p/kWh, standing charge 54.9p/day).
Yours sincerely,
Customer Services""",
        "Is the standard variable more or less than what I pay now on Fixed 12 at 24.8p and 53.2p?",
        "Letter from my energy company",
    ),
    (
        "direct-debit-schedule",
        ["direct_debit", "schedule", "dates"],
        """Direct Debit schedule - Brackwater Energy, account BW-2281-004
15/04/2026   92.00
15/05/2026   92.00
15/06/2026   92.00
15/07/2026  118.00   (review)
Service user number 441291; reference BW2281004""",
        "Why does July jump to 118? Nobody asked me.",
        "My DD schedule",
    ),
    (
        "pest-visit-report",
        ["pest_report", "dates", "contract"],
        """PESTLINE SERVICES - VISIT REPORT
Contract PC-2209   Site: Millbank Bakery   Visit date: 06/03/2026   Time on site: 07:40-08:25
Technician: T. Okafor (BPCA 11029)
Findings: rodent activity (mice) stations 3 and 5, droppings behind flour store
Action: bait replenished, gap under rear door proofed
Next routine visit: 03/04/2026""",
        "Will the environmental health officer be happy with this if they inspect next week?",
        "Last pest report",
    ),
    (
        "removals-quote-email",
        ["email", "quote", "removals"],
        """From: Irwell Removals <quotes@irwell-removals.example>
Sent: 08 March 2026 11:02
To: Dean Walsh
Subject: Your quote Q-26-0881

Move date: Sat 28 March 2026
From: Flat 4, 19 Murray St, Ancoats M4
To: 7 Hope Terrace, Stockport SK3
2 men + Luton van, est. 4 hours: 420.00 (VAT incl). Deposit 100.00 to secure the date.""",
        "Is 420 reasonable for that? And is the deposit refundable if the sale falls through?",
        "Quote they sent",
    ),
    (
        "arc-webhook-payload",
        ["webhook_payload", "json", "alarm"],
        """{
  "id": "evt_01HQ7Z8M2K4N6P8R0T2V4X6Z8B",
  "created_at": "2026-03-10T03:12:55Z",
  "type": "alarm.signal",
  "account": "SN-40192",
  "event_code": "BA",
  "zone": 4,
  "zone_name": "Back bedroom PIR"
}""",
        "Our integration sends this to the monitoring centre. Is the zone field supposed to be a string?",
        "Payload our panel sent",
    ),
    (
        "locker-api-response",
        ["api_response", "json", "locker"],
        """{"request_id":"f3c1a2b4-77de-4c52-9e0b-1d2e3f4a5b6c","timestamp":"2026-03-12T08:31:44.210Z",
"parcel":{"id":"PB40918822GB","status":"in_locker","locker":"PBX-LON-0217","compartment":"B12",
"deposited_at":"2026-03-11T17:02:09Z","pickup_deadline":"2026-03-14T20:00:00Z"}}""",
        "What does this mean for me as the recipient? Can I still get it on Saturday morning?",
        "The API response from the Packbox app",
    ),
    (
        "water-bill",
        ["bill", "water", "meter_reads"],
        """TYNEFIELD WATER                               Account 60118842
Bill date 08/01/2026                          Bill period 01/10/2025 - 31/12/2025
Meter 14A229871
  Previous read 01/10/2025   1204 (actual)
  This read     31/12/2025   1416 (estimated)
  Used          212 m3
Water supply 212 m3 x 1.8420     390.50
Wastewater   201 m3 x 2.1130     424.71
Total                            815.21""",
        "The house was empty from November. How do I get them to take an actual read?",
        "Water bill",
    ),
    (
        "tv-licence-letter",
        ["letter", "reference", "tv_licence"],
        """TV Licensing Enquiries, Darlington DL98 1TL
Licence number: 3318 0291 4471 22
Date: 2 March 2026

Dear Occupier,
Our records show there is no TV licence at 14 Chantry Close. If you watch or record live TV or use
iPlayer you need a licence. If you do not, please tell us by 16 March 2026.""",
        "I only use Netflix and YouTube. What exactly do I have to tell them, and how?",
        "Letter I got",
    ),
    (
        "roaming-sms-thread",
        ["sms", "roaming", "times"],
        """[09/03/2026, 14:22:03] Kestrel: Welcome to Switzerland. Data costs 6.00/MB. Reply STOP to block data.
[09/03/2026, 14:22:05] Kestrel: Tip: add a Travel Pass for 5.00/day.
[09/03/2026, 18:47:31] Kestrel: You have used 50.00 of data. Data is now capped.""",
        "I was only in Geneva for an afternoon. How did I burn 50 quid?",
        "Texts I got",
    ),
    (
        "router-syslog-page",
        ["router_log", "timestamps", "customer_view"],
        """2026-03-11 04:02:17 [WAN] PPP session down (LCP timeout)
2026-03-11 04:02:49 [WAN] PPP session up, IP 81.2.69.142
2026-03-11 04:55:03 [WAN] PPP session down (LCP timeout)
2026-03-11 04:55:34 [WAN] PPP session up, IP 81.2.69.142
2026-03-11 05:01:10 [SYS] Firmware check: up to date""",
        "Is this drop every hour a problem with my line or with the router?",
        "Router event log",
    ),
    (
        "outage-status-page",
        ["status_page", "outage", "times"],
        """Service status - Heronsgate Fibre
Incident INC-22871: Loss of service, LE2 and LE3 postcodes
Opened 11 Mar 2026 05:40 - Engineers on site 07:15 - Update 09:30: fibre cut by third-party works,
splicing in progress. Estimated fix 14:00.""",
        "Do I get compensation for this, and how much?",
        "Their status page says",
    ),
    (
        "gas-meter-exchange-letter",
        ["letter", "appointment", "reference"],
        """Caddick Energy - Smart meter appointment
Job ref: SMX-4471-82
Date: Friday 20 March 2026, time slot 12:00 - 16:00
Address: 3 Linden Walk, Derby DE22
Please make sure the meter cupboard is clear. The visit takes about 2 hours and the gas will be off
for 30 minutes.""",
        "I work until 3. Can a neighbour let them in, or does it have to be the account holder?",
        "Appointment letter",
    ),
    (
        "removals-inventory-printout",
        ["inventory", "printout", "columns"],
        """INVENTORY  Job HM-77102   Surveyed 02/03/2026
Room        Item                     Qty  Cu ft
Lounge      Sofa 3-seat               1    45
Lounge      Bookcase                  2    30
Kitchen     Fridge freezer (US)       1    40
Bed 1       Wardrobe (2-door)         1    35
Loft        Boxes (medium)           18    54
Total                                      204""",
        "Will all this fit in one Luton van or do I need the 7.5 tonne?",
        "Survey inventory",
    ),
    (
        "broadband-contract-summary",
        ["contract_summary", "dates", "telecom"],
        """CONTRACT SUMMARY - Brindle Broadband
Service: Fibre 300, minimum term 18 months from activation (activated 03/03/2025)
Monthly price: 29.50, rising each April by CPI + 3.9%
Early termination charge: remaining monthly charges less 5%
Cooling-off period: 14 days from activation""",
        "When exactly does my minimum term end, and will the April rise happen before it?",
        "Contract summary",
    ),
    (
        "bulky-booking-confirmation",
        ["booking_confirmation", "waste", "reference"],
        """Westmere Council - Bulky waste booking confirmed
Booking ref: BW-26-014471
Collection date: Thursday 19 March 2026 (items out by 07:00)
Items: sofa (3-seat), fridge freezer, single mattress
Paid: 63.00 on 10/03/2026 (card ending 4412)""",
        "I've realised the fridge was already collected by the shop. Can I get 35 back?",
        "Booking confirmation",
    ),
    (
        "prepay-vend-receipt",
        ["receipt", "prepayment", "ids"],
        """PAYZONE  Store 41187  Till 2
10/03/2026 18:22:14
Caddick Energy GAS top-up
Meter 7741-22   Amount 20.00
Transaction 8821-0091-4471
Status: ACCEPTED - credit sent to meter""",
        "The meter still shows zero. Is there anything on the receipt that tells me it failed?",
        "Receipt from the shop",
    ),
    (
        "alarm-maintenance-certificate",
        ["certificate", "alarm", "dates"],
        """CERTIFICATE OF MAINTENANCE - Intruder alarm (PD 6662, Grade 3)
Installer: Gridlock Security (NSI Gold 00291)
Premises: 14 Pier Road, Hove
Visit: 14/01/2026   Engineer: R. Hale
Battery tested: 12V 17Ah, 12.9V under load - PASS
Next maintenance due: 14/07/2026""",
        "My insurer wants two visits a year. Does this certificate show I'm on that schedule?",
        "Maintenance certificate",
    ),
    (
        "porting-rejection-email",
        ["email", "porting", "rejection"],
        """From: Marlow Mobile <porting@marlow.example>
Date: Wed, 11 Mar 2026 09:05:41 +0000
Subject: We couldn't move your number (ref PRT-88172)

Your number transfer was rejected by your old network. Reason: STAC does not match number.
Please check the code and try again within 30 days.""",
        "I typed the code exactly as they sent it. What else could not match?",
        "Rejection e-mail",
    ),
    (
        "tariff-comparison-table",
        ["tariff_table", "prices"],
        """Tariff          Unit rate   Standing charge   Exit fee   Ends
Fixed 12        24.80p      53.20p/day        75.00      12 months
Tracker         22.10p      60.90p/day        0.00       none
Green Fix 24    25.40p      51.00p/day        150.00     24 months""",
        "On 2,900 kWh a year which is cheapest over 12 months?",
        "Their comparison table",
    ),
    (
        "recycling-centre-permit",
        ["permit", "waste", "dates"],
        """GREYFIELD HRC - VAN / TRAILER PERMIT
Permit no. VP-2026-00731
Vehicle: VW Transporter, reg LK19 XRT
Valid: 01/03/2026 - 31/08/2026, max 12 visits
Visits used: 4 (05/03, 07/03, 09/03, 11/03)""",
        "At this rate will I run out of visits before August? I'm clearing my mum's house.",
        "My permit",
    ),
    (
        "subscription-invoice",
        ["invoice", "tv", "dates"],
        """KESTREL TV - INVOICE 2026-03-88172
Invoice date: 01/03/2026       Customer no: KT-4471822
Kestrel Essentials       01/03 - 31/03     26.00
Sports                   01/03 - 31/03     30.00
Multiroom (1 box)        01/03 - 31/03     15.00
Total                                      71.00 (paid by card 03/03/2026)""",
        "If I pause Sports from 15 March, how much would April's invoice be?",
        "Last invoice",
    ),
    (
        "alarm-monitoring-contract",
        ["contract", "alarm", "dates"],
        """MONITORING AGREEMENT No. SN-40192
Start date: 1 October 2024. Minimum term: 36 months. Thereafter 12-month renewals.
Fee: 28.50 per month, reviewed annually on the anniversary.
Notice: 90 days in writing before the end of the then-current term.""",
        "If I want out when the minimum term ends, what's the last day I can send notice?",
        "The monitoring contract",
    ),
    (
        "locksmith-invoice",
        ["invoice", "locksmith", "times"],
        """FERRIS LOCKSMITHS  Invoice 11872   Date 07/03/2026
Call-out (emergency, 23:40)               85.00
Non-destructive entry                     45.00
Euro cylinder 35/45 anti-snap (3*)        68.00
Labour 23:55 - 00:40                      included
VAT 20%                                   39.60
Total                                    237.60""",
        "Is 68 a normal price for a 3-star cylinder or have they stitched me up?",
        "Invoice from the locksmith",
    ),
    (
        "postal-redirection-confirmation",
        ["confirmation", "postal", "dates"],
        """Redirection confirmed - reference RD-4418-2291
From: 12 Kings Road, Brighton BN1
To: 4 Ely Place, Dublin 2, Ireland
Start: 02/06/2026   End: 01/06/2027
Names: Amara Collins, Joseph Collins""",
        "We've moved the start to 15 June. Do I amend this or buy a new one?",
        "Confirmation I got",
    ),
    (
        "energy-statement",
        ["statement", "energy", "balance"],
        """Annual statement  01/03/2025 - 28/02/2026   Account 3108-77214
Electricity used: 2,911 kWh   Cost: 871.40
Gas used: 9,842 kWh           Cost: 798.22
Payments made: 1,704.00
Balance: 34.38 in credit""",
        "Can I ask for the credit back, or do they keep it for winter?",
        "Annual statement",
    ),
    (
        "pest-bait-station-log",
        ["station_log", "pest", "dates"],
        """Station  06/01   03/02   03/03   Notes
1        0%      0%      0%      -
2        0%      10%     0%      -
3        20%     40%     60%     droppings
4        0%      0%      0%      -
5        10%     30%     40%     gnawing on box""",
        "Is activity going up at 3 and 5, and what should I ask the pest company to do?",
        "Bait station record",
    ),
    (
        "smart-lock-activity-json",
        ["activity_log", "json", "lock"],
        """[
  {"ts": "2026-03-10T16:41:03+00:00", "event": "unlocked", "by": "keypad", "user": "cleaner"},
  {"ts": "2026-03-10T16:41:33+00:00", "event": "auto_locked", "by": "timer"},
  {"ts": "2026-03-10T17:58:12+00:00", "event": "unlocked", "by": "app", "user": "Priya"}
]""",
        "The cleaner is meant to be here 2 hours on Tuesdays. Did she stay that long?",
        "Lock activity exported from the app",
    ),
    (
        "broadband-outage-compensation-email",
        ["email", "compensation", "dates"],
        """From: Heronsgate Fibre <care@heronsgate.example>
To: t.ahmed@mail.example
Date: 13 Mar 2026 10:14
Subject: Automatic compensation - INC-22871

We're sorry your service was down from 11 March 05:40 to 12 March 11:20. Under the automatic
compensation scheme we have credited 9.76 to your account (2 days at 4.88).""",
        "It was down for more than a day and a bit. Should it be three days' worth?",
        "Their e-mail",
    ),
    (
        "customs-card",
        ["postal", "customs", "fee_card"],
        """FEE TO PAY - Royal Crescent Post
Item: RC 7720 1184 5US  From: United States
Import VAT: 6.16   Handling fee: 8.00   Total: 14.16
Pay by: 24/03/2026 or the item is returned to sender
Ref: FTP-88172-2291""",
        "Is this real or one of those scam cards? The jumper was only 30 pounds.",
        "Card through the door",
    ),
    (
        "waste-missed-collection-reply",
        ["email", "council", "reference"],
        """From: Dunholm Council Waste <waste@dunholm.example>
Date: Thu, 12 Mar 2026 15:30:02 +0000
Subject: Missed collection report WMC-558012

Thank you for your report. Our crew recorded that your bin was not presented at 06:52 on
11/03/2026. As this is not a missed collection, we will not return.""",
        "Our bin was out the night before. Can I challenge this and how?",
        "Reply from the council",
    ),
    (
        "alarm-arc-incident-report",
        ["incident_report", "alarm", "times"],
        """SENTINEL ARC - INCIDENT REPORT  SN-40192-2603-007
03:12:55  Signal received BA zone 04 (back bedroom PIR)
03:13:10  Operator 14 called keyholder 1 (no answer)
03:13:40  Remote unset by keyholder 1 via app
03:14:30  Keyholder 1 confirmed false alarm (pet)
Outcome: false alarm, no police attendance""",
        "We don't have a pet any more. Why would the operator write that?",
        "Incident report they sent",
    ),
    (
        "tv-box-error-dialog",
        ["error_dialog", "request_id", "tv"],
        """Something went wrong
We couldn't load your recordings.
Error code: VR-4102
Request ID: 7c1e5b2a-90d3-4f6e-8a21-44b0c9d2e7f1
Time: 11/03/2026 21:04:37""",
        "This pops up every evening. What does VR-4102 usually mean?",
        "The box shows this",
    ),
    (
        "meter-exchange-job-sheet",
        ["job_sheet", "meter_exchange", "reads"],
        """SMART METER INSTALLATION RECORD
Old meter: E10Z 884471 (removed) final read 19302.8
New meter: 23P0912271 (SMETS2) opening read 00000.0
Commissioned: 20/03/2026 14:41
Comms hub: 00-0D-6F-00-0B-29-44-71 - connected""",
        "Will my next bill use 19302.8 as the final read on the old meter?",
        "Installer left this",
    ),
    (
        "mobile-bill-itemised",
        ["itemised_bill", "calls", "times"],
        """Date    Time   Number           Type        Duration  Cost
02/03   08:14  +41 22 555 0134  Roaming     00:03:12  3.84
02/03   12:40  +41 22 555 0134  Roaming     00:11:05  13.30
04/03   19:22  09098 887766     Premium     00:05:00  17.50
05/03   07:58  07700 900412     UK mobile   00:02:10  0.00""",
        "I never rang a 09098 number. How do I dispute that line?",
        "Itemised bill",
    ),
    (
        "removals-damage-claim-letter",
        ["letter", "claim", "reference"],
        """Heath Moves Ltd, Unit 4, Tanners Yard, Reading RG1
Claim ref: CL-26-0117
17 March 2026

Dear Mr Adeyemi,
We acknowledge your claim for a cracked glass table top (item 42 on the inventory). Under clause 12 our
liability is limited to 40.00 per item unless comprehensive cover was taken. Our records show it was not.""",
        "The table cost 600. Is a 40 pound cap even legal?",
        "Letter from the removal firm",
    ),
    (
        "water-leak-allowance-decision",
        ["decision_letter", "water", "dates"],
        """Aquaverde - Leak allowance decision
Case LA-2291-77
Date of decision: 12/05/2026
Leak repaired: 02/05/2026 (invoice AB-1187 dated 03/05/2026)
Allowance granted: 75% of water above normal use (612 m3 x 75%)""",
        "Why only 75%? I thought it was the full amount for a first leak.",
        "Their decision",
    ),
    (
        "parcel-locker-receipt",
        ["receipt", "locker", "send"],
        """PACKBOX - SEND RECEIPT
Locker PBX-LON-0217, compartment A04
Dropped off: 10/03/2026 18:09
Tracking: PB55120987GB   Size: S   Price: 3.49
Expected delivery: 12/03/2026""",
        "It's the 13th and it hasn't arrived. When can I claim?",
        "Drop-off receipt",
    ),
    (
        "energy-smart-meter-faq-quote",
        ["faq", "energy", "prose"],
        """"If your smart meter stops sending readings, you may receive estimated bills. We will contact you
within 10 working days of the first missed read to arrange a fix. You can also submit a manual read in
the app at any time; it will be used for your next bill if received 5 days before the bill date." """,
        "Going by this, should they have contacted me already? The first estimate was 1 March.",
        "From their FAQ",
    ),
    (
        "alarm-app-notifications",
        ["notifications", "alarm", "times"],
        """Today 03:12  Gridlock: ALARM - Back bedroom PIR
Today 03:13  Gridlock: Monitoring centre is calling Keyholder 1
Today 03:13  Gridlock: System unset by Priya (app)
Yesterday 22:41  Gridlock: System fully set by Master""",
        "Can I change it so they ring me first instead of my brother?",
        "Notifications on my phone",
    ),
    (
        "waste-sack-delivery-sms",
        ["sms", "waste", "dates"],
        """From: DUNHOLM
Your recycling sacks (roll of 52) will be delivered on or before 27/03. Ref RS-44182. Do not reply.""",
        "I ordered these a month ago. Is that normal?",
        "Text I just got",
    ),
    (
        "porting-window-table",
        ["porting", "policy_table", "times"],
        """Request received        Port date
Mon-Thu before 17:30    next working day
Mon-Thu after 17:30     second working day
Fri before 17:30        Monday
Fri after 17:30         Tuesday""",
        "I requested on Friday at 18:05 and Monday is a bank holiday. When will it port?",
        "Porting times from their site",
    ),
    (
        "wifi-extender-pairing-log",
        ["device_log", "wifi", "timestamps"],
        """[2026-03-09 19:02:11] WPS button pressed on extender
[2026-03-09 19:02:13] Searching for router (WPS PBC)
[2026-03-09 19:04:13] WPS timeout - no router found
[2026-03-09 19:04:14] LED: orange blinking""",
        "Do I need to press WPS on the hub too, and within how long?",
        "Extender log from its web page",
    ),
    (
        "removals-booking-json",
        ["api_response", "json", "booking"],
        """{
  "booking_id": "HM-77102",
  "created_at": "2026-02-27T10:14:02Z",
  "move_date": "2026-03-28",
  "arrival_window": "08:00-09:00",
  "crew_size": 3,
  "vehicle": "7.5t",
  "status": "confirmed"
}""",
        "This is what their portal returns. Does it say whether the piano is included?",
        "Booking data",
    ),
    (
        "water-meter-reading-card",
        ["reading_card", "water", "dates"],
        """Sorry we missed you - meter reading
Date: 04/03/2026   Reader: 227
We couldn't read your meter at 21 Elm Grove. Please send your reading by 11/03/2026 at
tynefieldwater.example/read or we will estimate your next bill.""",
        "The meter is in the pavement under a lid I can't lift. What do I do?",
        "Card left by the reader",
    ),
    (
        "tv-package-price-change-letter",
        ["letter", "price_change", "dates"],
        """Nimbus TV
Your reference: NT-99172-2
12 February 2026

Dear customer, from 1 April 2026 the price of Nimbus Signature will rise from 29.00 to 31.50 per month.
You can leave without penalty within 30 days of this letter.""",
        "It's now mid-March. Have I missed the window to leave for free?",
        "Price rise letter",
    ),
    (
        "pest-quote-whatsapp",
        ["chat_export", "pest", "times"],
        """[08/03/2026, 10:14:22] Kaspar Pest: Hello, for mice in a kitchen we quote 145 EUR for 2 visits.
[08/03/2026, 10:15:01] Me: Does that include sealing holes?
[08/03/2026, 10:21:49] Kaspar Pest: Basic proofing yes, larger gaps extra 40 EUR/hour.""",
        "Is that a good deal for Vienna? Should I get another quote?",
        "Chat with the pest company",
    ),
    (
        "alarm-signal-format-line",
        ["single_line", "contact_id", "alarm"],
        """#1234|18 1 130 01 004|2026-03-10 03:12:55""",
        "Can you decode the Contact ID part of this line from our receiver?",
        "One line from the receiver",
    ),
    (
        "broadband-speed-test-history",
        ["speed_tests", "csv", "timestamps"],
        """timestamp,download_mbps,upload_mbps,ping_ms
2026-03-10 08:00,71.2,18.9,11
2026-03-10 13:00,68.4,18.7,12
2026-03-10 20:00,14.1,9.2,48
2026-03-10 22:00,11.8,8.7,61""",
        "Is the evening drop enough to claim under their minimum speed guarantee of 40?",
        "Speed tests my Pi logs",
    ),
    (
        "energy-outage-sms",
        ["sms", "outage", "times"],
        """NORTHERN POWERNET: Power cut in your area (ref INC-8841201). Estimated restore 16:30. Reply
UPDATE for news. If you rely on medical equipment call 105.""",
        "I'm with Linnet Energy though, not Northern Powernet. Why are they texting me?",
        "Text about the power cut",
    ),
    (
        "postal-claim-form",
        ["form", "postal", "dates"],
        """LOSS/DAMAGE CLAIM
Tracking: RC 4418 2291 0GB
Date posted: 02/03/2026   Posted at: Bristol Broadmead
Contents: ceramic vase   Value: 85.00   Proof of value: receipt attached
Damage noticed: 06/03/2026 on delivery""",
        "Have I filled this in right? Anything that would get it rejected?",
        "My claim form",
    ),
    (
        "collection-changes-notice",
        ["notice", "council", "dates"],
        """CHRISTMAS AND NEW YEAR COLLECTIONS
Normal day        Revised day
Thu 25 Dec        Sat 27 Dec
Fri 26 Dec        Mon 29 Dec
Thu 1 Jan         Sat 3 Jan
Extra recycling accepted on your first collection after 1 January.""",
        "We're Friday collection. When's our first bin in January?",
        "Notice on the council site",
    ),
    (
        "router-connected-devices",
        ["router_page", "devices", "leases"],
        """Connected devices
Name              IP            MAC                Lease expires
LivingRoom-TV     192.168.1.20  3C:84:6A:11:20:9F  11/03/2026 23:14
Priya-iPhone      192.168.1.34  F2:1C:88:90:AB:02  12/03/2026 07:02
unknown           192.168.1.57  9A:0B:CD:44:12:EE  12/03/2026 01:38""",
        "Who is 'unknown'? Could a neighbour be on my Wi-Fi?",
        "From the router",
    ),
    (
        "tv-licence-payment-plan",
        ["payment_plan", "tv_licence", "dates"],
        """Payment plan for licence 3318 0291 4471 22
Payment 1: 01/04/2026  14.96
Payment 2: 01/05/2026  14.96
... monthly to ...
Payment 12: 01/03/2027 14.96
Licence valid: 01/04/2026 - 31/03/2027""",
        "Why are the payments ending at the same time as the licence? I thought you paid in advance.",
        "My payment plan",
    ),
    (
        "locksmith-quote-email",
        ["email", "locksmith", "quote"],
        """From: Avon Keys <jobs@avonkeys.example>
Date: Mon, 9 Mar 2026 12:40:18 +0000
Message-ID: <CAK4r77x0Q@mail.avonkeys.example>
Subject: Quote AK-2291

Back door uPVC mechanism replacement (Winkhaus, 92pz): 140.00 fitted. Next free slot Thu 12 March, 08:00-10:00.""",
        "Can I ask them for a 2-hour slot after 4pm instead? Help me word the reply.",
        "Quote from the locksmith",
    ),
    (
        "water-hardness-report",
        ["report", "water_quality", "dates"],
        """WATER QUALITY REPORT 2025 - Zone FW-07 (Eastbrook)
Parameter          Unit        Mean    Max     Standard
Hardness (CaCO3)   mg/l        312     338     none
Nitrate            mg/l NO3    21.4    29.0    50
Lead               ug/l        <1      2.1     10
Samples: 48, taken 06/01/2025 - 15/12/2025""",
        "Is anything here a health worry, or is it just the limescale?",
        "Annual report for our zone",
    ),
    (
        "pest-contract-renewal-letter",
        ["letter", "renewal", "contract"],
        """PESTLINE SERVICES LTD
Renewal notice - Contract PC-2209
Issued: 01/03/2026
Your annual pest control contract (8 routine visits) renews on 01/04/2026 at 1,180.00 + VAT
(previously 1,090.00). To cancel, write to us 28 days before renewal.""",
        "Today is 5 March. Am I still in time to cancel?",
        "Renewal letter",
    ),
    (
        "number-transfer-app-screen",
        ["app_screen", "porting", "status"],
        """Transfer status
Number: 07700 900318
Request received: 10/03/2026 16:40
Port date: 12/03/2026
Status: Waiting for old network (step 2 of 3)""",
        "It's the 12th at lunchtime and still step 2. Should I worry?",
        "Screenshot text from the app",
    ),
    (
        "meter-read-reminder-email",
        ["email", "meter_read", "dates"],
        """From: Linnet Energy <hello@linnet.example>
Date: Sun, 1 Mar 2026 08:00:03 +0000
Subject: Time for a meter read

Please send us your readings by 7 March so your bill on 10 March is accurate. Last reads we have:
electricity 18911 (1 Feb), gas 04298 (12 Feb).""",
        "My new read is 19302 electric and 04412 gas. Roughly how much have I used since?",
        "Reminder e-mail",
    ),
    (
        "removals-parking-suspension",
        ["permit", "parking", "dates"],
        """PARKING BAY SUSPENSION - PERMIT PS/26/4471
Location: outside 19 Bell Street (2 bays)
Valid: 28/03/2026 07:00 - 28/03/2026 19:00
Applicant: Fenwick Movers Ltd
Signs to be displayed from: 21/03/2026""",
        "If the move overruns past 7pm will the van get a ticket?",
        "Suspension permit",
    ),
    (
        "alarm-keyholder-list",
        ["keyholders", "alarm", "table"],
        """Account SN-40192 - Keyholder list (updated 14/01/2026)
Order  Name           Phone           Response time
1      Kwame Asante   07700 900211    20 min
2      Priya Asante   07700 900744    45 min
3      (none)""",
        "How do I swap 1 and 2 and add my neighbour as third?",
        "Our keyholder list",
    ),
    (
        "pest-bedbug-prep-sheet",
        ["instructions", "pest", "dates"],
        """BED BUG TREATMENT - PREPARATION
Treatment 1: Mon 16/03/2026, 09:00.  Treatment 2: Mon 30/03/2026, 09:00
- Wash bedding at 60C and bag it
- Do not throw furniture out
- Stay out of treated rooms for 4 hours after each visit""",
        "I'm on nights and sleep in the day. Can I sleep in the bedroom at 2pm after the first visit?",
        "Prep sheet",
    ),
    (
        "broadband-cancellation-confirmation",
        ["confirmation", "telecom", "dates"],
        """Your cancellation is confirmed
Account: 7710-44821
Service end date: 09/04/2026
Final bill: around 12/04/2026
Equipment return: send the hub back within 30 days of 09/04/2026 using the prepaid bag""",
        "If I lose the bag, what do they charge for the hub?",
        "Confirmation page",
    ),
    (
        "subscription-renewal-webhook-debug",
        ["webhook_debug", "signature", "headers"],
        """webhook-id: msg_2Xk9LpQ7mN4rT1vB8cZ3yW
webhook-timestamp: 1773216124
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"subscription.renewed","subscription":"sub_88172","period_end":"2026-04-11"}""",
        "Our verifier says the signature is wrong. Which bytes exactly should be signed?",
        "A delivery we logged",
    ),
    (
        "water-direct-debit-letter",
        ["letter", "direct_debit", "dates"],
        """Tynefield Water, Customer Accounts, Gateshead NE8
Account 60118842
20 January 2026

Dear Mr Barr,
Your new instalments from 1 April 2026 will be 68.00 a month (previously 54.00), collected on the 1st.
This reflects your usage of 212 m3 last quarter.""",
        "That 212 was an estimate they've since corrected. Can I get the instalments reduced?",
        "Letter about my payments",
    ),
    (
        "courier-delivery-photo-note",
        ["delivery_note", "postal", "times"],
        """Delivered 11 Mar 2026 at 13:47
Left in: Safe place - behind bin
Photo taken by driver. Signed: n/a
Driver: 2291 (Leicester DO)""",
        "I never agreed a safe place and there's no parcel behind the bin. What now?",
        "Delivery details",
    ),
    (
        "tv-guide-settings",
        ["settings_page", "tv", "time"],
        """Settings > System > Date & time
Automatic time: Off
Date: 10/03/2026
Time: 20:17
Time zone: GMT+00:00 London""",
        "The box is an hour behind since the clocks changed. Should I switch Automatic time on?",
        "What my TV settings show",
    ),
    (
        "bin-sensor-fault-email",
        ["email", "council", "fault"],
        """From: Castlebrook Council <noreply@castlebrook.example>
Date: Fri, 13 Mar 2026 07:58:11 +0000
Subject: Your assisted collection

From Monday 16 March your assisted collection (bins collected from your back door) will continue.
Reference AC-1182. Please make sure the side gate is unlocked on collection day.""",
        "I'm away from 16 to 23 March. Do I need to tell them, and how?",
        "E-mail from the council",
    ),
    (
        "energy-heat-pump-schedule",
        ["schedule", "heat_pump", "times"],
        """Heat pump schedule (from the controller)
Mon-Sun  02:00-05:00  Boost 21C
Mon-Sun  13:00-16:00  Hot water 50C
Mon-Sun  16:00-19:00  Setback 18C
Mon-Sun  19:00-22:30  Comfort 20C""",
        "Does this line up with the cheap windows on the Oakmere tariff, 02-05 and 13-16?",
        "Current schedule",
    ),
    (
        "locksmith-review",
        ["review", "prose", "dates"],
        """★☆☆☆☆  "Came at 11:40pm, quoted 85 on the phone, charged 237.60. Cylinder he fitted is a cheap one,
the box said 2-star not 3-star." - posted 08/03/2026 by DanW""",
        "I'm the locksmith. Help me reply politely and explain the invoice.",
        "A review of my business",
    ),
    (
        "postal-po-box-terms",
        ["terms", "postal", "dates"],
        """PO BOX TERMS (effective 01/01/2026)
3. Mail is held for 28 days. Items not collected after 28 days are returned to sender.
4. Renewal must be paid before the expiry date; a 14-day grace period applies.
5. Box holders must show ID on first collection after renewal.""",
        "My box expired on 28 February and I paid on 10 March. Is that within the grace period?",
        "Terms for my box",
    ),
    (
        "alarm-receiver-raw",
        ["receiver_lines", "sia", "times"],
        """"SIA-DCS"0042L0#40192[#40192|Nri04/BA004]_03:12:55,03-10-2026
"SIA-DCS"0043L0#40192[#40192|Nri00/OP001]_03:13:40,03-10-2026""",
        "Which of these is the alarm and which is the unset? I'm new on the desk.",
        "Two lines from our receiver",
    ),
    (
        "energy-complaint-final-response",
        ["letter", "complaint", "reference"],
        """Linnet Energy - Final response to your complaint
Complaint ref: CMP-26-00441
Date: 14 March 2026
We accept that your switch was delayed by 9 days. We have credited 30.00 as a goodwill gesture.
If you are unhappy with this response you can contact the Energy Ombudsman within 12 months.""",
        "Is 30 quid normal for a 9 day delay? What would the ombudsman likely say?",
        "Final response letter",
    ),
    (
        "tv-licence-refund-form",
        ["form", "tv_licence", "dates"],
        """REFUND APPLICATION
Licence number: 3318 0291 4471 22
Date stopped watching: 31/01/2026
Reason: moved abroad (Portugal)
Licence expires: 31/03/2026""",
        "Am I entitled to anything back for February and March?",
        "What I'm about to submit",
    ),
    (
        "pest-environmental-health-letter",
        ["letter", "council", "reference"],
        """Harrowvale Borough Council - Environmental Health
Our ref: EH/FH/26/0881
5 March 2026

Dear Food Business Operator,
At the inspection on 3 March 2026 officers found evidence of mice in the dry store. You must engage a
pest contractor and provide treatment records within 14 days of this letter.""",
        "My pest firm's next visit is 3 April. Is that too late?",
        "Letter from environmental health",
    ),
    (
        "broadband-order-json",
        ["api_response", "json", "order"],
        """{"id": "ord_7f2c91", "created_at": "2026-03-02T09:14:55Z", "product": "Fibre 500",
 "install": {"date": "2026-03-17", "slot": "AM", "engineer_required": true},
 "router_dispatch": {"carrier": "DPD", "tracking": "15501992874112", "eta": "2026-03-14"}}""",
        "If the router arrives on the 14th and the install is the 17th, can I plug it in early?",
        "The order details from their API",
    ),
    (
        "removals-storage-invoice",
        ["invoice", "storage", "dates"],
        """BANFIELD STORAGE  Invoice BS-2026-0312
Containers: 3 x 250 cu ft   Period: 02/03/2026 - 29/03/2026 (4 weeks)
Storage 3 x 4 x 22.00                 264.00
Handling in (02/03)                    60.00
Insurance (value 15,000)               18.00
Total                                 342.00""",
        "The quote didn't mention handling. Can they add that?",
        "Storage invoice",
    ),
    (
        "waste-garden-subscription-email",
        ["email", "subscription", "dates"],
        """From: Westmere Council <gardenwaste@westmere.example>
Sent: 10 March 2026 09:12
Subject: Garden waste subscription 2026/27 - payment received

Permit number: GW-26-44810. Collections start w/c 30 March 2026 and end w/c 23 November 2026.
Stick the new permit sticker on the lid of your brown bin.""",
        "It's my neighbour's bin really, she's 90. Can the sticker go on hers with my permit?",
        "Confirmation e-mail",
    ),
    (
        "mobile-roaming-policy",
        ["policy", "roaming", "prose"],
        """Roam Like Home: use your UK allowance in the EU and EEA. Fair use: 30GB a month. Switzerland,
Turkey and Monaco are not included; these are charged at 6.00/MB unless you add a Travel Pass
(5.00/day, valid 24 hours from first use).""",
        "If I add the pass at 10am Monday and use data at 9am Tuesday, is that the same day?",
        "From their roaming page",
    ),
    (
        "alarm-quote-letter",
        ["letter", "quote", "alarm"],
        """Gridlock Security Ltd, 9 Dyke Road, Brighton BN1
Quotation Q-1187          Date: 2 March 2026        Valid for 30 days
Supply and fit Grade 2 wireless intruder system: 1,280.00
Monitoring (police response, requires URN): 28.50/month, 36-month term""",
        "Do I have to take monitoring for 36 months to get the system at that price?",
        "Quote for an alarm",
    ),
    (
        "locker-bank-opening-hours",
        ["notice", "locker", "hours"],
        """PACKBOX LOCKER PBX-LON-0217 - TEMPORARY CLOSURE
The store will be closed for refit from 16/03/2026 to 22/03/2026.
Parcels due to this locker will be redirected to PBX-LON-0193 (Holloway Rd station).""",
        "My parcel was already delivered there on the 11th. Will it be moved?",
        "Notice on the locker",
    ),
    (
        "energy-ev-tariff-table",
        ["tariff_table", "energy", "times"],
        """EV Night tariff (from 01/04/2026)
Period           Times           Unit rate
Off-peak         00:30 - 05:30   8.50p
Standard         05:30 - 00:30   27.90p
Standing charge  -               55.10p/day""",
        "If I charge 30kWh a week off-peak, what's that a year?",
        "Tariff details",
    ),
    (
        "subscription-app-error",
        ["error_dialog", "ids", "times"],
        """Payment failed
Your card was declined by the bank.
Reference: PAY-88172-4471
Correlation Id: 0f8e1d2c-3b4a-4959-8877-665544332211
Timestamp: 2026-03-09T18:40:22Z""",
        "My card works everywhere else. What should I tell the bank?",
        "Rook+ shows me this",
    ),
    (
        "water-new-connection-quote",
        ["quote", "water", "dates"],
        """NEW WATER CONNECTION - QUOTATION NC-4471
Site: Plot 3, Elmfield Farm
Quote date: 26/02/2026   Valid until: 26/05/2026
Connection (25mm MDPE, 12m)     2,140.00
Infrastructure charge            482.00
Meter and chamber                310.00""",
        "If we accept in June, will they honour this price?",
        "Quote for the new house",
    ),
    (
        "removals-crew-whatsapp",
        ["chat_export", "removals", "times"],
        """[28/03/2026, 07:48:10] Jamie: at orchard row, nobody answering
[28/03/2026, 07:52:33] Office: customer says 5 mins, keys with neighbour
[28/03/2026, 08:21:05] Jamie: in, starting loft
[28/03/2026, 13:02:44] Jamie: van full, 2 boxes + piano stool left""",
        "The customer says we started late. How long were we waiting from arrival to getting in?",
        "Crew chat",
    ),
    (
        "pest-wasp-nest-invoice",
        ["invoice", "pest", "dates"],
        """PESTLINE SERVICES  Invoice PL-88172  Date 18/06/2026
Wasp nest treatment (loft)     1 x 65.00
Second nest same visit         1 x 20.00
VAT                                 17.00
Total                              102.00   Guarantee: 14 days""",
        "They're back after 10 days. What does the 14 day guarantee cover?",
        "Invoice from the wasp visit",
    ),
    (
        "broadband-ip-header-question",
        ["single_header", "telecom", "request_id"],
        """X-Request-ID: 5d2c8b1e-4f3a-4e9d-b8a7-c6d5e4f3a2b1""",
        "Their support page showed this when my order failed. Should I quote it when I ring them?",
        "Just this line",
    ),
    (
        "energy-meter-point-details",
        ["meter_details", "energy", "ids"],
        """Supply address: 3 Linden Walk, Derby DE22
MPAN: 11 0000 0412 4417 2
MPRN: 7741229103
Meter serial (elec): 23P0912271
Meter serial (gas): G4A0088714""",
        "The new supplier says the MPAN doesn't match. Which digits are the core MPAN?",
        "Details off my bill",
    ),
    (
        "tv-channel-changes-notice",
        ["notice", "tv", "dates"],
        """CHANNEL CHANGES
From 01/04/2026 the following channels leave Nimbus Signature:
- Crime+ (moves to Nimbus Max)
- Classic Film 2 (closing)
Your price is unchanged.""",
        "Crime+ is the only reason I have it. Is that grounds to leave without paying the exit fee?",
        "Notice in the app",
    ),
    (
        "postal-sorting-office-hours",
        ["notice", "postal", "hours"],
        """BRISTOL DELIVERY OFFICE - Customer Service Point
Mon-Fri 08:00 - 18:00   Sat 08:00 - 13:00   Sun closed
Items are kept for 18 calendar days from the date on the card.""",
        "The card is dated 09/03. When's the last day I can get it?",
        "Info from the sorting office",
    ),
    (
        "alarm-false-alarm-warning-letter",
        ["letter", "police", "reference"],
        """Sussex Police - Alarms Administration
URN: 44/1187/2291      Date: 11 March 2026
Dear Alarm User,
This is your second false call in a rolling 12-month period (previous: 2 September 2025). A third false
call will result in withdrawal of police response.""",
        "The first one was a power cut. Can I ask them to discount it?",
        "Police letter",
    ),
    (
        "smart-meter-ihd-screen",
        ["ihd_screen", "energy", "time"],
        """In-home display
Now: 0.412 kW  (11.2p/h)
Today: 6.8 kWh  £1.69
Clock: 21:47
Signal: no WAN connection since 28/02""",
        "Does 'no WAN connection' explain the estimated bills?",
        "What my display shows",
    ),
    (
        "collection-route-change-letter",
        ["letter", "council", "dates"],
        """Castlebrook Council
Waste & Recycling Services
Ref: RC-26-CB
2 March 2026

Dear Resident,
From Monday 30 March 2026 your collection day will change from Tuesday to Monday. Please put your bin out
by 7am. Your next black bin collection after the change is Monday 6 April.""",
        "Does that mean no collection at all in the week of the 30th for black bins?",
        "Letter about the new collection day",
    ),
    (
        "energy-switch-timeline-email",
        ["email", "switch", "dates"],
        """From: Linnet Energy <switch@linnet.example>
Date: Mon, 2 Mar 2026 10:11:12 +0000
Subject: Your switch is under way

Switch date: 9 March 2026. Please give us a meter reading on that day. Your old supplier, Ferro Power,
will send a final bill within 6 weeks.""",
        "I was away on the 9th. Can I give a read from the 12th instead?",
        "Switch e-mail",
    ),
    (
        "mobile-handset-finance",
        ["agreement", "finance", "dates"],
        """DEVICE PAYMENT PLAN  DPP-441872
Handset: Pixel 10 128GB   Cash price: 699.00
Upfront: 30.00   Monthly: 27.87 x 24   APR 0%
First payment: 18/03/2026   Final payment: 18/02/2028""",
        "If I pay it off early, is there a fee?",
        "Finance agreement",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between2",
    "wrapped_pointer",
    "own_lang",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "forwarded",
    "both_sides",
]
SYSTEM_CARE = (
    "You are Homebase, an assistant that helps people deal with their household providers: phone and\n"
    "broadband, energy, water, post, bins, pest control, removals, locks and alarms, TV. Be practical."
)
OWN_LANG_ASKS = [
    "Kannst mer emol saache, was do drin steht un ob des so stimme kann?",
    "Consegue explicar-me o que isto quer dizer, se faz favor?",
    "¿Me dices qué pone aquí y si está bien, por favor?",
    "Me spieghe ce vole dice sta cose e se è ggiuste?",
    "Tu peux m'expliquer ce qui va pas là-dedans, s'te plaît ?",
    "Kan du forklar mæ ka dæ her betyr, og om dæ stemme?",
    "Ka do forklaa mæ hvad det hæ betyder?",
    "可以幫我看一下這個是什麼意思，有沒有問題嗎？",
    "이거 뭔 말인지 좀 설명해 주쇼잉, 맞게 된 거여?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between2":
        return f"{intro}.\n\n\n{block}\n\n\n{ask}"
    if placement == "wrapped_pointer":
        return (f"Below is what I mean ({intro[0].lower() + intro[1:]}), copied exactly as I got\n"
                f"it; my question is underneath.\n\n{block}\n\n{ask}")
    if placement == "own_lang":
        return f"{intro}:\n\n{block}\n\n{OWN_LANG_ASKS[(k // len(PLACEMENTS)) % len(OWN_LANG_ASKS)]}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know about it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_CARE}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnd is there anything else in it I should chase up?"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        text = _place(k, placement, block, ask, intro)
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- hand-written hard negatives: stable look-alikes in program positions, asked-about ids, controls --


def _neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    _neg("lookalike:tariff-header", ["stable_header", "tariff_start", "header_block"], """Account: 3108-77214
Tariff: Fixed 12 (started 2025-05-01, ends 2026-04-30)
Payment method: Direct Debit, day 15
Prompt revision: 2026-01-12

You are the billing assistant of Larkfield Energy. Explain the customer's options when a fix ends.

Customer: What happens if I don't pick anything when my fix runs out?
Assistant:""")
    _neg("lookalike:front-matter-round", ["stable_front_matter", "round_code", "season"], """---
council: castlebrook
round: CB-Tue-2
garden_season: 2026-03-03/2026-11-24
calendar_version: 2026.2
---
Answer bin questions for residents on this round. Black and blue alternate weekly.

Resident: Do brown bins get collected in December?
Assistant:""")
    _neg("lookalike:xml-locker-bank", ["stable_xml_attr", "locker_bank", "opening_date"], """<locker bank="PBX-LON-0217" opened="2024-09-02" site="Tesco Express Holloway Rd" doors="48"/>
You help Packbox users at this locker bank. Parcels are held 72 hours from deposit.

User: Is this locker inside the shop or outside? I want to collect at 2am.
Assistant:""")
    _neg("lookalike:json-api-version", ["stable_json", "api_version", "timezone"], """{"api_version": "2025-06-01", "timezone": "Europe/London", "brand": "Corrie Mobile", "max_turns": 12}
You help Corrie Mobile customers with bills and plans. Be brief.

Customer: How do I get a copy of last year's bills for my tax return?
Assistant:""")
    _neg("lookalike:pretty-json-contract", ["stable_json", "contract_start", "panel_serial"], """{
  "account": "SN-40192",
  "panel_serial": "GL8-00291",
  "monitoring_start": "2024-10-01",
  "response": "police (URN 44/1187/2291)",
  "grade": 2
}
You answer questions from Sentinel's monitored customers about their service.

Customer: How many false alarms before the police stop coming?
Assistant:""")
    _neg("lookalike:bullets-member-since", ["stable_bullets", "member_since", "plan"], """# Customer
- **Name:** Tomasz Wrobel
- **Customer since:** 14 March 2019
- **Plan:** Unlimited+ (renews 2026-09-30)
- **Loyalty tier:** Gold

You are the loyalty desk assistant of Orrin Mobile. Mention loyalty perks where relevant.

Tomasz: Do I get anything for being with you seven years?
Assistant:""")
    _neg("lookalike:html-comment-template", ["stable_html_comment", "template_revision"], """<!-- template: outage-reply v5, reviewed 2026-02-20 by comms -->
You write replies to customers during water supply interruptions. Apologise once, give the
estimated restore time from the incident, and point to bottled water stations.

Incident: burst main, Ashgill, estimated restore 18:00, bottled water at the community centre.
Customer: No water since lunch and my mum's coming out of hospital tonight.
Reply:""")
    _neg("lookalike:ctx-line-depot", ["stable_ctx", "depot", "timezone"], """[ctx depot=leyton tz=Europe/London fleet=4 price_list=2026-01]
You schedule Banfield Removals crews and answer their questions about the day's jobs.

Crew lead: Do we charge extra for a third floor with no lift?
Assistant:""")
    _neg("lookalike:footer-terms", ["stable_footer", "terms_revision"], """Explain the customer's cooling-off rights after signing a broadband contract online.

Customer: I signed up on Monday and found a cheaper deal on Wednesday. Can I cancel?

--
Brindle Broadband assistant · terms rev. 2025-11-01 · cooling-off 14 days""")
    _neg("lookalike:md-table-licence", ["stable_md_table", "licence_expiry"], """| Field          | Value                 |
|----------------|-----------------------|
| Licence number | 3318 0291 4471 22     |
| Valid from     | 01/04/2025            |
| Expires        | 31/03/2026            |
| Payment        | monthly Direct Debit  |

You help licence holders with renewals and refunds.

Holder: Will it renew automatically or do I need to do something?
Assistant:""")
    _neg("lookalike:chatml-system-cutoff", ["stable_chatml", "knowledge_cutoff", "price_list"], """<|im_start|>system
You are the quote assistant of Avon Keys, a Bristol locksmith. Knowledge cutoff: 2024-06.
Price list valid from 2026-01-05: lock change from 75, uPVC mechanism from 140, key cutting 6.<|im_end|>
<|im_start|>user
Roughly how much to change a Yale night latch?<|im_end|>
<|im_start|>assistant
""")
    _neg("lookalike:header-office-hours", ["stable_header", "office_hours", "timezone"], """Helpline hours: Mon-Fri 08:00-20:00, Sat 09:00-13:00
Time zone: Europe/Dublin
Prompt version: 3.1.4

You answer questions for Shannonside Water customers about bills and meters.

Customer: Can I ring on Saturday afternoon about a leak?
Assistant:""")
    _neg("lookalike:yaml-pest-contract", ["stable_yaml", "contract", "visit_plan"], """contract:
  id: PC-2209
  start: 2025-04-01
  visits_per_year: 8
  next_routine: 2026-04-03

Answer the customer's questions about their pest control contract using the details above.

Customer: How many visits do I have left this contract year?
Assistant:""")
    _neg("lookalike:kv-env-firmware", ["stable_env", "firmware", "install_date"], """PANEL_MODEL=Gridlock 8
PANEL_FW=4.12.0
INSTALLED=2024-10-01
You help Gridlock alarm owners with panel messages.

Owner: The keypad says 'ATS fault'. What does it mean?
Assistant:""")
    _neg("lookalike:mpan-header", ["stable_header", "mpan", "meter_serial"], """MPAN: 11 0000 0412 4417 2
Meter serial: 23P0912271 (SMETS2, installed 2026-03-20)
Supplier since: 2026-03-09

You help Linnet Energy customers with smart meter questions.

Customer: The display shows my old supplier's name. Is it still sending them my reads?
Assistant:""")
    _neg("lookalike:xml-element-season", ["stable_xml_element", "season", "price_year"], """<service>
  <name>Garden waste</name>
  <season>2026-03-03/2026-11-24</season>
  <price_year>2026/27</price_year>
</service>
Answer residents' questions about the garden waste service.

Resident: Can I share one subscription between two houses?
Assistant:""")
    _neg("lookalike:variety-hessian-member-since", ["stable_localized", "member_since", "hessian"], """Kunde seit: 3. Mai 2011
Tarif: Mainwerke Strom Fix (bis 31. Dezember 2026)

You are the customer assistant of Mainwerke Energie in Frankfurt. Answer in German.

Kunde: Isch bin doch schon ewisch bei eusch, krieg isch do kaan Treuebonus?
Assistent:""")
    _neg("lookalike:variety-madeiran-contract", ["stable_localized", "contract_start", "madeiran_portuguese"], """Contrato desde: 12 de setembro de 2022
Contador: ZN-0041871

You help customers of a Funchal water utility. Answer in European Portuguese.

Cliente: O contrato ainda está no nome do antigo dono da casa, como é que mudo isso?
Assistente:""")


def _negatives_asked() -> None:
    _neg("asked:pac-code", ["id_in_question", "porting_code"], """My old network gave me PAC code VRT418272 on 28 February. My new SIM arrives on 31 March. Will the
code still work, or do I need a new one?""")
    _neg("asked:tracking-number", ["id_in_question", "tracking"], """Parcel RC 4418 2291 0GB has said "held at delivery office" since Monday 9 March. How long before
they send it back to the sender?""")
    _neg("asked:request-id-complaint", ["id_in_question", "request_id"], """Help me write a complaint to Heronsgate Fibre. When I tried to book the engineer on 10 March at 14:22
their site crashed and showed request ID 9b7e2a10-44c3-4d1f-a8e5-2c6f0b9d3e71. I want that on record.""")
    _neg("asked:epoch-router", ["epoch_in_question", "router"], """My router's log says the last reboot was at 1773201600 and the one before at 1773115200. Are these
exactly 24 hours apart, and what time of day is that in London?""")
    _neg("asked:jwt-alarm-app", ["jwt_in_question", "alarm_app"], """Our alarm app puts this token in the URL when I share access with my cleaner. Is it safe to send over
WhatsApp, and when does it expire?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGVhbmVyLTQ0MSIsImlhdCI6MTc3MzEzNjAwMCwiZXhwIjoxNzczNzQwODAwfQ.h8k2Qm9vYzF0bEpzR3pXcV9yN2tZbW5oU0Qy""")
    _neg("asked:relative-times", ["relative_time", "outage"], """The power went off about 40 minutes ago, came back for 5 minutes, then went again 10 minutes ago. The
supplier's text said "restored within 2 hours". Should I report it again?""")
    _neg("asked:few-shot-bin-dates", ["few_shot", "example_date"], """Turn the resident's message into a missed-collection record.

Example: "black bin not emptied Tues 3rd March, Ivy Close" -> {"bin": "black", "date": "2026-03-03", "street": "Ivy Close"}
Example: "recycling missed on 10/03 at 4 Elm Grove" -> {"bin": "blue", "date": "2026-03-10", "street": "Elm Grove"}

Message: "green one wasnt done yesterday 12th, 22 Beech Rd"
Record:""")
    _neg("asked:unrendered-template", ["unrendered_template", "template"], """Our SMS template came out like this for one customer. What went wrong?

"Hi {{first_name}}, your engineer will arrive between {{slot_start}} and {{slot_end}} on {{visit_date}}.
Reply STOP to opt out." """)
    _neg("asked:date-arithmetic", ["date_arithmetic", "waste"], """Our brown bin is collected every other Tuesday starting 3 March 2026. We're away 14 to 29 April. How
many collections will we miss?""")
    _neg("asked:user-clock", ["user_typed_clock", "waste"], """It's 07:40 now and the bin lorry usually comes at 7. Our street's been skipped, the lorry went past
the end of the road at 7:10. Is it worth reporting now or waiting till the afternoon?""")
    _neg("asked:traceparent", ["traceparent_in_question", "developer"], """I'm building the Packbox integration. What do the parts of this header mean, and which part should I log?

traceparent: 00-6e0c63257de34c926f9efcd03899e9b1-8448eb211c80319c-01""")
    _neg("asked:mpan-digits", ["id_in_question", "mpan"], """What do the different bits of my MPAN mean? It's 11 0000 0412 4417 2 and the top line on the bill
says 01 801 100.""")
    _neg("asked:locker-code-expiry", ["id_in_question", "locker_code"], """I got pickup code 448 219 for locker PBX-LON-0217 on Wednesday at 17:02. If it's valid 72 hours, can I
still use it on Saturday at 10am?""")
    _neg("asked:iso-week-calendar", ["iso_week_in_question", "waste"], """The council says our recycling goes out in odd ISO weeks. Is 2026-W15 odd, and which dates is that?""")


def _negatives_controls() -> None:
    _neg("control:plain-removals", ["control", "plain"], """You are the packing advice assistant for a removals company. Give short, practical tips.

Customer: What's the best way to pack plates so they don't break?
Assistant:""")
    _neg("control:plain-pest", ["control", "plain"], """You give general advice on keeping pests out of homes. Recommend a professional for infestations.

Customer: How do I stop ants coming in through the kitchen window?
Assistant:""")


# --- generated families -------------------------------------------------------------------------------

# (name, system, speaker, question, cue, zone, localized now: (label, format) or None)
BODIES: list[tuple[str, str, str, str, str, str, tuple[str, Callable[[datetime], str]] | None]] = [
    ("sim-only", "You are the SIM-only sales assistant of Quayline Mobile. Compare plans by data and price.",
     "Customer", "Which plan gives me 50GB for under 15 a month?", "Assistant:", "uk", None),
    ("broadband-moving", "You help Saltmarsh Broadband customers take their service to a new address.",
     "Customer", "We move on the 28th. Will the internet work on the first night?", "Assistant:", "uk", None),
    ("router-care", "You are the router care assistant of Pennick Fibre. Give steps one at a time.",
     "Customer", "The light on the hub is flashing orange. What do I do?", "Assistant:", "uk", None),
    ("energy-bills", "You explain Larkfield Energy bills in plain English and never guess readings.",
     "Customer", "Why is my standing charge higher than last year?", "Assistant:", "uk", None),
    ("water-meters", "You answer questions about water meters for Fenmoor Water customers.",
     "Customer", "Will a water meter save me money if I live on my own?", "Answer:", "uk", None),
    ("parcel-lockers", "You help Packbox users send and collect parcels from lockers.",
     "User", "Can I send a parcel abroad from a locker?", "Assistant:", "us", None),
    ("bins", "You answer bin collection and recycling questions for Westmere Council residents.",
     "Resident", "Can pizza boxes go in the recycling?", "Assistant:", "uk", None),
    ("pest-control", "You give Pestline Services customers advice before and after treatments.",
     "Customer", "How long after the mouse treatment is it safe for my cat in the kitchen?", "Assistant:",
     "uk", None),
    ("removals", "You are the quote assistant of Heath Moves. Ask for room count and access.",
     "Customer", "Do you take apart beds and wardrobes or do I have to?", "Assistant:", "uk", None),
    ("locksmith", "You are the booking assistant of Ferris Locksmiths. Emergency call-out is 85.00.",
     "Caller", "My key snapped in the front door lock. Can you come tonight?", "Assistant:", "uk", None),
    ("alarm-monitoring", "You support Sentinel monitoring customers with their alarm service.",
     "Customer", "How do I add a new keyholder?", "Assistant:", "uk", None),
    ("tv-subscriptions", "You help Kestrel TV subscribers change packages and boxes.",
     "Subscriber", "Can I watch on my phone when I'm on holiday in Spain?", "Assistant:", "eu", None),
    ("hessian-water", "You answer water bill questions for a Frankfurt utility. Answer in German.",
     "Kunde", "Warum is mei Wasserrechnung so hoch, mir sin doch nur zu zwaat?", "Assistent:", "eu",
     ("Grad ebbe", de_long)),
    ("madeiran-post", "You help customers of a Funchal post office. Answer in European Portuguese.",
     "Cliente", "A encomenda está parada na alfândega há uma semana, o que faço?", "Assistente:", "wet",
     ("Neste momento", pt_long)),
    ("cantabrian-bins", "You answer recycling questions for a Santander council. Answer in Spanish.",
     "Vecina", "¿El cartón grande de la tele lo puedo dejar al lado del contenedor azul?", "Asistente:", "eu",
     ("Ahora mesmu", es_long)),
    ("barese-energy", "Sei l'assistente di un fornitore di luce e gas a Bari. Rispondi in italiano.",
     "Cliende", "La bolletta de la lusce è arrevate doppie, ce è succisse?", "Assistente:", "eu",
     ("Mò", it_long)),
    ("marseille-locksmith", "Tu es l'assistant d'un serrurier à Marseille. Réponds en français.",
     "Client", "J'ai perdu mes clés, vous venez en combien de temps au Panier ?", "Assistant:", "eu",
     ("Là maintenant", fr_long)),
    ("trondersk-tv", "You help TV subscribers of a Trondheim cable company. Answer in Norwegian.",
     "Kunde", "Æ får itj opp fotballkanalan på dekodern, ka e gæli?", "Assistent:", "eu",
     ("Klokka no", no_long)),
    ("jeolla-telecom", "You help mobile customers in Gwangju. Answer in Korean.",
     "고객", "요금제를 바꾸고 잡은디 위약금이 나온당가?", "", "kst", ("현재 시각", ko_long)),
    ("taiwan-alarm", "You help customers of a home security company in Taichung. Answer in Traditional Chinese.",
     "客戶", "保全系統一直誤報，可以派人來看嗎？", "", "twn", ("現在時間", zh_tw_long)),
]

# (cue, family, label, key, value)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen29, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "python_isoformat", "Now", "now", lambda g, t: py_iso(t)),
    ("datetime", "go_rfc3339nano", "Server time", "server_time", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "requestTimestamp",
     lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t)),
    ("datetime", "ctime", "Built", "built", lambda g, t: ctime(t)),
    ("datetime", "iso_space", "Received", "received", lambda g, t: iso_space(t)),
    ("datetime", "dmy_hm", "Local time", "local_time", lambda g, t: dmy_hm(t)),
    ("datetime", "us_medium", "Generated", "generated", lambda g, t: us_medium(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "uk_long", "Today", "today", lambda g, t: uk_long(t)),
    ("date", "iso_week", "Week", "week", lambda g, t: iso_week(t)),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("time", "hm", "Time now", "time_now", lambda g, t: hm(t)),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "ksuid", "Event ID", "event_id", lambda g, t: g.ksuid(t)),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("session_id", "objectid", "Chat session", "chat_session", lambda g, t: g.objectid(t)),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace", lambda g, t: g.amzn_trace(t, False)),
]
TIME_FIELDS = [f for f in FIELDS if f[0] in ("datetime", "date", "epoch", "time")]
ID_FIELDS = [f for f in FIELDS if f[0] not in ("datetime", "date", "epoch", "time")]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
             "xml_attr", "kv_ctx", "paren_user", "html_comment", "md_bullet"]
TWO_FIELD_POSITIONS = {"header_block", "front_matter", "json_member", "footer", "last_user"}
STABLE = [("Channel", "channel", "web"), ("Locale", "locale", "en-GB"), ("Region", "region", "north"),
          ("Brand", "brand", "homebase"), ("Model", "model", "gpt-4o-mini"), ("App", "app", "care-chat")]
GENERATED_POS = 52
GENERATED_NEG = 22


def _moment(g: Gen29, zone: str) -> datetime:
    if zone == "uk":
        return g.moment_uk()
    if zone == "us":
        return g.moment_us()
    if zone == "eu":
        return g.moment_eu()
    if zone == "wet":
        t = g.moment()
        return t.astimezone(timezone(timedelta(hours=1), "WEST") if 4 <= t.month <= 10
                            else timezone(timedelta(0), "WET"))
    return g.moment(KST if zone == "kst" else TWN)


def _render(position: str, items: list[tuple[str, str, str, str]], body: tuple, stable: tuple[str, str, str],
            ) -> str:
    """items: (cue, label, key, value); returns marked text."""
    _, system, speaker, question, cue_line, _, _ = body
    sl, sk, sv = stable
    cue = f"\n{cue_line}" if cue_line else ""
    user = f"{speaker}: {question}"
    if position == "head":
        (c, label, _, value), = items
        return f"{v(c, label + ': ' + value)}\n{system}\n\n{user}{cue}"
    if position == "system_tail":
        (c, label, _, value), = items
        return f"{system}\n{v(c, label + ': ' + value)}\n\n{user}{cue}"
    if position == "header_block":
        lines = [f"{sl}: {sv}"] + [v(c, label + ": " + value) for c, label, _, value in items] + ["Tier: standard"]
        return "\n".join(lines) + f"\n\n{system}\n\n{user}{cue}"
    if position == "last_user":
        lines = "\n".join(v(c, label + ": " + value) for c, label, _, value in items)
        return f"{system}\n\n{user}\n{lines}{cue}"
    if position == "footer":
        parts = " · ".join(v(c, key + " " + value) for c, _, key, value in items)
        return f"{system}\n\n{user}\n\n--\nhomebase-assist 2.3 · {parts}"
    if position == "front_matter":
        lines = "\n".join(v(c, key + ": " + value) for c, _, key, value in items)
        return f"---\n{sk}: {sv}\n{lines}\n---\n{system}\n\n{user}{cue}"
    if position == "json_member":
        lines = "\n".join("  " + v(c, f'"{key}": "{value}",') for c, _, key, value in items)
        return f"{{\n{lines}\n  \"{sk}\": \"{sv}\"\n}}\n{system}\n\n{user}{cue}"
    if position == "xml_attr":
        (c, _, key, value), = items
        return f"<context {v(c, key + '=' + chr(34) + value + chr(34))} {sk}=\"{sv}\"/>\n{system}\n\n{user}{cue}"
    if position == "kv_ctx":
        (c, _, key, value), = items
        pair = f'{key}="{value}"' if " " in value else f"{key}={value}"
        return f"{system}\n[ctx {v(c, pair)} {sk}={sv}]\n\n{user}{cue}"
    if position == "paren_user":
        (c, _, key, value), = items
        return f"{system}\n\n{user} {v(c, '(' + key + ' ' + value + ')')}{cue}"
    if position == "html_comment":
        (c, _, key, value), = items
        return f"{v(c, '<!-- ' + key + ': ' + value + ' -->')}\n{system}\n\n{user}{cue}"
    assert position == "md_bullet"
    (c, label, _, value), = items
    return f"## Context\n- **{sl}:** {sv}\n{v(c, '- **' + label + ':** ' + value)}\n\n{system}\n\n{user}{cue}"


def generated_positives(g: Gen29) -> list[Draft]:
    """One field (or a time and an id) at one of twelve positions of one of the bodies."""
    out: list[Draft] = []
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    for k in range(GENERATED_POS):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        t = _moment(g, body[5])
        localized = body[6] is not None and k % 2 == 0
        if localized:
            label, fmt = body[6]
            first = ("datetime", label, "now", fmt(t))
            family = "localized_now"
        else:
            c, family, label, key, make = fields[k % len(fields)]
            first = (c, label, key, make(g, t))
        items = [first]
        two = position in TWO_FIELD_POSITIONS and k % 2 == 1
        if two:
            c2, fam2, label2, key2, make2 = ID_FIELDS[k % len(ID_FIELDS)]
            if first[0] not in ("datetime", "date", "epoch", "time"):
                c2, fam2, label2, key2, make2 = TIME_FIELDS[k % len(TIME_FIELDS)]
            items.append((c2, label2, key2, make2(g, t)))
            family = f"{family}+{fam2}"
        stable = STABLE[k % len(STABLE)]
        text = _render(position, items, body, stable)
        out.append(Draft(text, f"{SRC}gen:{body[0]}+{family}",
                         ["generated", position, family] + (["two_fields"] if two else [])))
    return out


NEG_VALUES: list[tuple[str, str, Callable[[int], str]]] = [
    ("API version", "api_version", lambda k: "2025-06-01"),
    ("Knowledge cutoff", "knowledge_cutoff", lambda k: "2024-06"),
    ("Prompt revision", "prompt_revision", lambda k: f"4.{k % 7} (2026-01-12)"),
    ("Tariff start", "tariff_start", lambda k: "2025-05-01"),
    ("Account", "account", lambda k: f"3108-7721{k % 10}"),
    ("MPAN", "mpan", lambda k: "11 0000 0412 4417 2"),
    ("Locker bank", "locker_bank", lambda k: "PBX-LON-0217"),
    ("Round", "round", lambda k: "CB-Tue-2"),
    ("Contract start", "contract_start", lambda k: "2024-10-01T00:00:00Z"),
    ("Panel serial", "panel_serial", lambda k: "GL8-00291"),
    ("Licence expires", "licence_expires", lambda k: "2027-03-31"),
    ("Helpline hours", "helpline_hours", lambda k: "Mon-Fri 08:00-20:00"),
    ("Time zone", "tz", lambda k: "Europe/London"),
    ("Customer since", "customer_since", lambda k: "2019-03-14"),
    ("Depot", "depot", lambda k: "Leyton"),
    ("Porting cut-off", "porting_cutoff", lambda k: "17:30 on working days"),
    ("Timeout", "timeout_s", lambda k: "30"),
    ("Price list", "price_list", lambda k: "2026-01-05"),
    ("Financial year", "fy", lambda k: "2026/27"),
    ("Meter serial", "meter_serial", lambda k: "23P0912271"),
    ("Firmware", "firmware", lambda k: "4.12.0"),
    ("Garden season", "garden_season", lambda k: "2026-03-03/2026-11-24"),
]


def generated_negatives(g: Gen29) -> list[Draft]:
    """The generated positives' bodies and positions with one stable value only."""
    out: list[Draft] = []
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    values = list(NEG_VALUES)
    g.rng.shuffle(values)
    for k in range(GENERATED_NEG):
        body = bodies[(k * 3) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        label, key, make = values[k % len(values)]
        marked = _render(position, [("x", label, key, make(k))], body, STABLE[(k + 2) % len(STABLE)])
        text, _ = make_holdout.resolve(marked)
        out.append(Draft(text, f"{SRC}gen-neg:{body[0]}+{key}", ["hard_negative", "generated", position, key]))
    return out


# --- assembly -----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen29(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold29", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
