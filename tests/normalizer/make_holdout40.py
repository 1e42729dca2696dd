"""Build `prompt_normalizer/corpus/holdout40.jsonl`, a fortieth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout40.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout38.py` only the module docstrings were read
(extracted with `ast.get_docstring`; the opening string of `make_holdout22.py`, which it did not
return, was read from the top of that file), to keep clear of the sources, scenarios and languages
they used and to apply their clarifications of the rules, and of `make_holdout24.py` also its import
block and its last 150 lines (`build`, `main` and the placement helpers of its pasted negatives) for
the structure of a generator. (A listing of `tests/normalizer/` showed file names only; a grep for
the top-level names of `make_holdout24.py` showed its import lines and the names of its constants;
the ruff settings of `pyproject.toml` were read for the lint.) Nothing here comes from telecoms or
network operations.

The domain is fashion, beauty and apparel retail. Earlier docstrings name neighbours in it: fashion
and textiles in make_holdout15 (tech packs and PLM plug-ins, sample tracking, lab dips, fit sessions,
wholesale showroom orders and line sheets, runway running orders, costume hire, care labels), a
salon booking app (make_holdout8), barbers, nail bars and lash and brow bars with booking widgets
(make_holdout21), a resale pricing request and return labels (make_holdout19), a returns desk and
RMA e-mails (make_holdout11), sneaker authentication (make_holdout13) and a tailor (named and
dropped in make_holdout21). The scenarios here were written around them: PLM appears as revision
diffs, BOM costing, colourway reviews, grade rules, a pattern CAD plug-in, a material library and
PLM error help (no sample tracking, lab dips or fit sessions); wholesale as showroom appointment
desks, a B2B portal, order-rule checks, available-to-sell numbers, line sheet copy and a line sheet
intro writer (line sheets themselves, invoices and schedules only as pasted content, no showroom
order capture); salons as a stylist's colour app, a stock query, no-show replies, review replies, an
extensions consultation and two booking assistants in formats not used before (a ChatML system turn,
a Tokyo salon); resale as comparables, consignment intake, payouts and offers (no authentication
stations). The sources are:

* fashion design and PLM tools: a PLM copilot behind HTTP headers (`Date`, `X-Request-ID`) over a
  tech pack's revision history, a colourway review (YAML front matter), BOM costing (pretty JSON
  with a UUIDv7 and an epoch in ms), a design brief writer (templated "The current date is"
  sentence inside a paragraph), a tech pack fetched "at" a time for the request with its fetch id,
  grade rules (XML attribute), a trend researcher with tools (Python `str()` and a run ULID), a pattern CAD
  plug-in (`KEY=value` lines with an epoch in ns), a material library behind a Llama 3 system header
  (`Today Date`, with `Cutting Knowledge Date` staying), a PLM helpdesk session over an error box
  the user pasted (its own `Request ID` and `Time` stay); and as hard negatives revision histories,
  a PLM lock dialog, a press sample loan log and launch front matter with a lookbook revision and an
  embargo;
* garment sourcing and factory compliance audits: supplier quotes pulled "at" a time with a snapshot
  id, an audit report whose draft date the drafting tool fills in as today with its job id, a CAP
  bot's Slack event envelope (`event_id`, `event_time`; the update inside stays), an auditor's tablet
  (walk-through session and tablet time), supplier onboarding behind a traceparent HTML comment, a PO
  status assistant (ChatML system stamp), an MRSL checker (single-line JSON), a Vietnamese factory
  liaison (localized "now" and session lines), a lab result relay (delivery id and time around a
  report that stays); and as hard negatives purchase orders with penalties, audit reports that open
  with `Report date:`, CAP exports that open with `Timestamp,`, test reports, fabric inspection
  reports, certificates with validity, packing lists (Portuguese), final inspection reports,
  wastewater reports, a factory chat export with bracketed timestamps, a time and action calendar,
  few-shot ex-factory dates and ISO weeks of a production calendar;
* wholesale showrooms and line sheets: a Paris showroom's session table (markdown rows), a line sheet
  footer (`Generated:` and `Job:`), a B2B portal's session JWT, order rules behind B3 headers, a
  showroom iPad (JavaScript `toString()` and a visit in a `[ctx ...]` line), a Milan showroom
  (Italian "now" label), available-to-sell "as of" a time for the request; and as hard negatives
  line sheets, a showroom invoice (French), wholesale order confirmations with ship windows and
  cancel dates, a showroom schedule, line-sheet XML with delivery windows, a single-line JSON header
  with an API version and tenant, a portal's traceparent and a JWT the user asks about, and a
  user-typed clock;
* e-commerce returns and size advice: a fit-finder widget (pretty JSON session and client time),
  a returns desk behind forwarded HTTP headers, a returns chat (conversation id and a `(sent ...)`
  line), a fit request (two XML attributes), a return label dated today by the returns tool with its
  label job, an order record pulled "at" a time for the request, a helpdesk `[ctx ...]` line, an
  exchange call's `Idempotency-Key` (its `X-Api-Version` staying), a Korean size chart (Korean "now"
  label), a try-on upload line (`[upload id=... received=...]`); and as hard negatives size charts,
  return labels, order confirmation e-mails, tracking histories, complaint e-mails, a support chat
  transcript, a returns portal screen that opens with `Updated:`, an exchange service log that opens
  with `[2026-...]`, a shop's order export, a Korean order confirmation whose order number begins
  with a date, a returns webhook pasted to debug its timestamp and signature, a stable size-advisor
  prompt header, a customer header with member-since and last-order dates, a ChatML turn with a
  returns policy's validity, order, RMA and tracking numbers and feed epochs the user asks about,
  relative times and return-window arithmetic;
* resale and rental marketplaces: comparable sales fetched "at" a time with a query id, consignment
  intake (nested YAML session and opening time), a rental hold token and its expiry computed from
  now, a rental inspection tablet, Stripe payouts (`Request-Id`, with `Stripe-Version` staying), an
  offer arriving in a seller's inbox (`Message-Id` and `Received` after it), a clothing rental
  subscription's logfmt line (Go RFC3339Nano), a French resale app (French "now" label, seller since
  2024 staying); and as hard negatives listing JSON that opens with `"id"`, a rental API error that
  opens with `"timestamp"`, payout histories, a consignment clause and a damage assessment;
* hair and beauty salons: a stylist's colour app (chair session and device time), a booking
  assistant (ChatML system stamp), no-show replies (Semantic Kernel current-time sentence), a stock
  query whose id and time sit inside a sentence, review replies behind an HTML comment, a Tokyo
  salon (Japanese "now" label), a hair extensions consultation (Log4j `requestedAt`); and as hard
  negatives booking confirmations, appointment CSVs, client colour records, a commission statement,
  a Tokyo salon receipt and a reminder template with its review date in an HTML comment;
* cosmetics formulation and regulatory notifications: a formulation workbench (session and
  `isoformat()`), a notification checker behind `X-Correlation-ID`, stability results read "at" a
  time for the request with a query id, a claims reviewer (.NET round-trip), a product listing helper
  ("Today is ..."), a safety report's front matter whose draft date and job the tool fills in, a
  Korean export desk (Korean "today" label), challenge test results behind an X-Ray header; and as
  hard negatives ingredient lists with batch codes and best-before dates, stability summaries, a
  notification confirmation with its own notified time, a certificate of analysis, an IFRA
  certificate, a safety report's Part A, a beauty counter receipt and a Llama 3 header with only its
  knowledge cutoff;
* perfume and skincare subscription boxes: a curation run (KSUID) and its start, a subscription
  widget's Windows clock, a scent quiz (single-line JSON attempt id and epoch), a shipment CloudEvent
  (`id` and `time` move, the carrier's data stays), a routine coach behind Heroku headers, refill
  SMS (`Msg-Id` and `Received` after the member's text), a German sample box (German "now" label);
  and as hard negatives shipping SMS, box contents cards with batch codes and expiry dates, a pause
  e-mail that opens with `Date:`, a perfume batch record and an e-mail template with an unrendered
  `{{current_date}}`.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go RFC3339Nano, .NET round-trip
and "f", JavaScript `toISOString()` and `toString()`, Windows general, English long dates, ISO dates,
ISO week dates, Llama 3.1's `Today Date`, `D Mon YYYY HH:MM` with a zone, ISO date-times with a zone
name, day-first dates with a time, a time of day with its zone, a weekday with a time, epochs in s,
ms, us and ns, and "now" written in Italian, French, German, Spanish, Portuguese, Turkish,
Vietnamese, Korean and Japanese. Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId,
traceparent, B3, AWS X-Ray, Cloudflare ray ids, long hex (lower and upper case), base62 and
base64url tokens, JWTs, Slack event ids, CloudEvents ids, Stripe `req_` and idempotency keys, and
vendor-prefixed ids (`fx_`, `snp_`, `dj_`, `dlv_`, `rq_`, `vs_`, `conv_`, `tr_`, `up_`, `lj_`,
`cq_`, `hold_`, `ins_`, `cs_`, `sq_`, `qa_`, `ls-`, `sq-`).

Prompts are in English (British and US settings) and in Italian, French, German, Spanish,
Portuguese, Turkish, Vietnamese, Korean and Japanese, with pasted material in French, Portuguese,
Korean and Japanese and questions in Italian, French, Spanish, Portuguese, Turkish and Korean
appended to some pasted blocks. Prompts in those languages end with the user's message or with
the metadata after it.

What it is: 302 prompts. 140 carry volatile fields (196 spans): 66 hand-written positives (106
spans; 40 with two fields) and 74 generated ones (90 spans; 16 with two fields). 162 carry none: 20
hand-written negatives that are not pasted (18 hard negatives: stable prompt and customer headers
with prompt versions, review dates, knowledge cutoffs, API versions, member-since and last-order
dates, launch front matter with an embargo, line-sheet XML with delivery windows, a ChatML turn
with a policy's validity, a Llama 3 header with only its knowledge cutoff, a template's review date
in an HTML comment, an API version and tenant in single-line JSON, order, RMA and tracking numbers,
a traceparent, a JWT and feed epochs the user asks about, relative times, few-shot dates, an
unrendered `{{current_date}}`, a user-typed clock, return-window arithmetic and ISO weeks of a
production calendar; and two plain controls) and 142 hard negatives built from 50 pasted blocks,
each placed three times (the last eight twice) at placements k, k+4 and k+8 of twelve
arrangements: question after the block, before it, typed straight under it with no blank line,
below a one-line introduction with two blank lines each side, after a pointing sentence wrapped
over two lines, at the end of a question line ending in "Please read" whose object is the block on
the next line, above a "Forwarded message" line, in a user turn under a system prompt, quoted with
"> " below an introduction, in a code fence, with a question before and a follow-up after, and with
a question in another language appended. Several blocks open with lines exactly like program
metadata (`Report date:`, `Timestamp,`, `Updated:`, `Date:`, `[2026-...]`, `{"id": ...`, a JSON
object whose first member is `"timestamp"`, an HTTP request line with webhook headers, a dialog's
`Request ID:` and `Time:`). The generated positive family puts one field, or one time and one id
(two cases in seven where the position holds two), at one of twelve positions (head, system tail,
header block with stable neighbours, after the last user message, footer after `--`, YAML front
matter, pretty JSON members never last in their object, an XML attribute followed by a stable
attribute, `key=value` pairs in a bracketed context line each followed by a stable pair, an HTML
comment, a markdown bullet, a markdown table row; six or seven each) of 16 bodies (10 English, 6 in
Italian, French, Portuguese, Turkish, Spanish and Japanese, which end with the user's message or the
metadata after it), drawn from 37 formats and labels (all used) or, for 3 cases, the current date
and time labelled and written in the body's language. The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout38.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work sessions, per-message stamps, device
clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Fashion and beauty records are content: style, PO, report, certificate, CAP, RMA, order, tracking,
  booking, voucher, listing, rental, batch and lot numbers, tech pack revisions and their dates,
  quote dates, ex-factory, shipment, ship-window and cancel dates, audit and follow-up dates,
  certificate validity, lab received and issued dates, best-before dates and PAO, retest dates,
  notification references and notified times, stability time points, colour formula histories and
  patch test dates, sale, payout, rental and return dates, and appointment times stay, also next to
  a program's stamp and also when the program fetched them for this request; only the stamp
  ("Quotes pulled from the supplier portal at <time> for this request:", "Available-to-sell as of
  <time> for this request:") and the ids minted for the fetch, snapshot or query move.
* Work sessions are sessions: a factory walk-through, a rental inspection, a consignment intake (and
  its `opened:` time), a stylist's chair session, a showroom visit, a showroom appointment desk, a
  PLM helpdesk session (and `Session opened:`), a CAD plug-in session and a formulation workbench
  session move; brands, tenants, seasons, price lists, retailer accounts, factories and their FFC
  ids, stores, warehouses, subscribers and member-since dates stay.
* "Today" written into an artefact by the program moves with its job id: an audit report's draft
  date, a return label's date, a safety report's draft date. A hold token and its expiry computed
  from now move; the rental dates stay.
* Device clocks read for this request are the current time: an auditor's tablet, an inspector's
  tablet, a showroom iPad, a stylist app's device time (a time of day alone), a subscription
  widget's system time. Times the user types ("It's 18:40 here in Milan") stay.
* Envelope vs payload: a lab result relay's `Delivery` and `Delivered-At`, a Slack event's
  `event_id` and `event_time` and a CloudEvent's `id` and `time` move; the test report, the CAP
  update and the carrier's scan and ETA inside stay. A returns webhook pasted to debug is content.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Stock query <id> ran at <time> for this request:" leaves "Stock query ran for this request:";
  "(fetched from the PLM at <time> for this request):" leaves "(fetched from the PLM for this
  request):"); XML attributes and `key=value` pairs are followed by a stable neighbour; single-line
  JSON members are cut with the comma after them, and volatile members of pretty-printed JSON are
  never the last member of their object; a markdown row or bullet, an HTML comment, a `KEY=value`
  line, a nested YAML member, a `(sent ...)` line and a stamp on its own line in a ChatML system turn
  are whole-line spans; footers hold one field per line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it.
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
    DAYS_LONG,
    MONTHS,
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

SEED = 20400917
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout40.jsonl"
SRC = "holdout40:"

# --- zones and value formats not in make_holdout -------------------------------------------------


def _fixed(hours: float, name: str) -> timezone:
    return timezone(timedelta(hours=hours), name)


ZONES: dict[str, tuple[timezone, timezone]] = {
    # (winter, summer); summer from April to October, as make_holdout.Gen.moment_eu approximates it
    "milan": (_fixed(1, "CET"), _fixed(2, "CEST")),
    "paris": (_fixed(1, "CET"), _fixed(2, "CEST")),
    "copenhagen": (_fixed(1, "CET"), _fixed(2, "CEST")),
    "london": (_fixed(0, "GMT"), _fixed(1, "BST")),
    "porto": (_fixed(0, "WET"), _fixed(1, "WEST")),
    "ny": (_fixed(-5, "EST"), _fixed(-4, "EDT")),
    "la": (_fixed(-8, "PST"), _fixed(-7, "PDT")),
    "seoul": (_fixed(9, "KST"), _fixed(9, "KST")),
    "tokyo": (_fixed(9, "JST"), _fixed(9, "JST")),
    "dhaka": (_fixed(6, "+06"), _fixed(6, "+06")),
    "hcmc": (_fixed(7, "ICT"), _fixed(7, "ICT")),
    "istanbul": (_fixed(3, "TRT"), _fixed(3, "TRT")),
    "hongkong": (_fixed(8, "HKT"), _fixed(8, "HKT")),
    "utc": (_fixed(0, "UTC"), _fixed(0, "UTC")),
}


class Gen40(Gen):
    """make_holdout.Gen with city clocks and a few id shapes."""

    def at(self, city: str) -> datetime:
        t = self.moment()
        winter, summer = ZONES[city]
        return t.astimezone(summer if 4 <= t.month <= 10 else winter)

    def pre(self, prefix: str, n: int) -> str:
        return prefix + self.b62(n)

    def upper(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))


def zone_label(t: datetime) -> str:
    return t.tzname() or "UTC"


def day_mon(t: datetime) -> str:
    """`14 Mar 2026 10:11 CET`."""
    return f"{t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M} {zone_label(t)}"


def llama_date(t: datetime) -> str:
    """Llama 3.1's `Today Date` (`26 Jul 2024`)."""
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def weekday_time(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t:%H:%M}"


IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
             "settembre", "ottobre", "novembre", "dicembre"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
             "octobre", "novembre", "décembre"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
             "Oktober", "November", "Dezember"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim",
             "Kasım", "Aralık"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
TR_DAYS = ["Pazartesi", "Salı", "Çarşamba", "Perşembe", "Cuma", "Cumartesi", "Pazar"]
JA_DAYS = "月火水木金土日"
KO_DAYS = "월화수목금토일"


def it_now(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def pt_now(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def tr_now(t: datetime) -> str:
    return f"{t.day} {TR_MONTHS[t.month - 1]} {t.year} {TR_DAYS[t.weekday()]}, {t:%H:%M}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日（{JA_DAYS[t.weekday()]}） {t.hour}時{t:%M}分"


def ko_now(t: datetime) -> str:
    half = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_DAYS[t.weekday()]}) {half} {t.hour % 12 or 12}:{t:%M}"


def ko_date(t: datetime) -> str:
    return f"{t.year}년 {t.month}월 {t.day}일"


def vi_now(t: datetime) -> str:
    return f"{t:%H:%M}, ngày {t.day} tháng {t.month} năm {t.year}"


POS: list[Callable[[Gen40], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen40], Draft]) -> Callable[[Gen40], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str]) -> Draft:  # noqa: N802
    return Draft(marked, f"{SRC}pos:{name}", tags)


# --- hand-written positives: fashion design and PLM tools ------------------------------------------


@pos
def _plm_bom_headers(g: Gen40) -> Draft:
    t = g.at("paris")
    date = v("datetime", "Date: " + http_date(t))
    rid = v("request_id", "X-Request-ID: " + g.hex(32))
    return P(f"""Request context (PLM copilot):
Host: plm.maisonvela.example
Accept-Language: en-GB,en;q=0.9
X-Tenant: maison-vela
{date}
{rid}
Season: SS27

You are Atelier, the PLM copilot of Maison Vela. You summarise changes between tech pack revisions for
the product team. Quote style numbers exactly and never invent measurements.

Tech pack MV-27-0412 "Linen shirt dress", revision history:
rev C  2026-02-03  A. Ruiz   Collar stand raised 0.5 cm; interlining changed to GW-118
rev D  2026-02-19  K. Osei   Sleeve length -1 cm all sizes; button 18L horn -> 18L corozo
rev E  2026-03-04  A. Ruiz   Pocket deleted; thread TKT 120 #4410 -> #4412

User: Summarise what changed from rev C to rev E for the e-mail to the factory.
Atelier:""", "plm:bom-headers", ["header_block", "http_date", "request_id", "stable_neighbours", "content_dates"])


@pos
def _colorway_front_matter(g: Gen40) -> Draft:
    t = g.at("copenhagen")
    gen = v("datetime", "generated_at: " + rfc3339(t))
    ses = v("session_id", "review_session: " + g.nanoid())
    return P(f"""---
tool: colourway-review
brand: Nordhavn Knit
season: AW27
{gen}
{ses}
grading: v3
---
You help the Nordhavn Knit design team decide which colourways to drop. Use the sell-through notes and
keep the answer to five bullets.

Colourways of style NK-27-118 "Fisherman crew":
- Ecru (approved 2026-01-12, carried over from AW26, sell-through 71%)
- Moss (approved 2026-01-12, sell-through 38%)
- Storm blue (approved 2026-02-02, new)
- Rust (pending lab approval since 2026-02-20)

Designer: Which colourway should we cut if the buyer only wants three?
Answer:""", "plm:colourway-front-matter", ["yaml_front", "rfc3339", "nanoid", "content_dates"])


@pos
def _bom_cost_json(g: Gen40) -> Draft:
    t = g.at("porto")
    rid = v("request_id", '"request_id": "' + g.uuid7(t) + '",')
    ms = v("epoch", '"requested_at_ms": ' + str(epoch_ms(t)) + ",")
    return P(f"""{{
  "tool": "bom-costing",
  "currency": "EUR",
  {rid}
  {ms}
  "season": "SS27"
}}
Roll up the landed cost of the BOM below and flag any line that pushes the style over its target cost
of EUR 21.50.

Style TR-27-330 "Pleated wide-leg trouser", BOM costed 2026-02-26:
Shell fabric     TENCEL twill 240 g/m2       1.45 m x EUR 7.80
Pocketing        poly-cotton 110 g/m2        0.30 m x EUR 1.90
Waistband int.   woven fusible GW-210        0.12 m x EUR 2.40
Zip              YKK 5CFC 18 cm              1 x EUR 0.62
Button           20L recycled horn           1 x EUR 0.35
CMT              Porto factory quote Q-1180  EUR 6.10
Freight + duty                               EUR 2.15

Result:""", "plm:bom-cost-json", ["json_block", "uuid7", "epoch_ms", "head", "prices"])


@pos
def _design_brief_date_sentence(g: Gen40) -> Draft:
    t = g.at("london")
    now = v("date", "The current date is " + long_date(t) + ".")
    return P(f"""You are Muse, the design brief writer of the Lark & Loom studio. {now} Write briefs that a
pattern cutter can act on: silhouette, fabric family, trims, key measurements and the reference images to
pull.

Notes from the creative director: "Workwear, but soft. Chore jackets in washed cotton canvas, tonal
topstitching, nothing stiff. Delivery 2 of Pre-Fall 27, in store from 2027-06-01."

Write the brief.""", "plm:design-brief", ["inline_sentence", "long_date", "content_dates"])


@pos
def _tech_pack_fetch(g: Gen40) -> Draft:
    t = g.at("paris")
    at = v("datetime", "at " + day_mon(t))
    fid = v("request_id", "Fetch id: " + g.pre("fx_", 16))
    return P(f"""You check tech packs for the Ardent Denim production team before they go to the factory. Point
out missing specs and inconsistent measurements, with the page reference.

Tech pack AD-27-041 rev F (fetched from the PLM {at} for this request):
Page 3 - Points of measure (cm), base size 30
  Waist (relaxed)   78.0   tol +/-1.0
  Front rise        29.5   tol +/-0.5
  Inseam            81.0   tol +/-1.0
  Leg opening       42.0   tol +/-0.5
Page 5 - Wash: "Mid-blue stone, ref W-27-09, approved 2026-02-11"
Page 6 - Labels: main label ML-04, care label CL-11 (rev 2025-09-30)
{fid}

Reviewer: Anything missing before this goes to the factory in Tunis on Monday?
Answer:""", "plm:tech-pack-fetch", ["fetch_stamp", "phrase", "prefixed_id", "fetched_content"])


@pos
def _grading_xml(g: Gen40) -> Draft:
    t = g.at("copenhagen")
    gen = v("datetime", 'generated="' + rfc3339(t, 3) + '"')
    return P(f"""<request tool="grade-rules" {gen} brand="Halden Outerwear">
<instructions>Check the grade rules of the parka HO-27-207 and tell the pattern room which increments
break the size-set logic.</instructions>
<grade_rules base="M">
Chest: XS -4 / S -4 / M 0 / L +5 / XL +5 / XXL +6
Back length: XS -1 / S -1 / M 0 / L +1.5 / XL +1 / XXL +1
Sleeve: XS -1 / S -1 / M 0 / L +1 / XL +1 / XXL +1
</grade_rules>
</request>""", "plm:grading-xml", ["xml_attr", "rfc3339", "head"])


@pos
def _trend_research_tools(g: Gen40) -> Draft:
    t = g.at("ny")
    now = v("datetime", "Current time: " + py_str(t))
    run = v("run_id", "Run: " + g.ulid(t))
    return P(f"""You are a trend research agent for Solenne, a mid-market womenswear brand. You have the tools
search_runway_reviews, fetch_retail_assortment and summarise. Cite every claim with its source.
{now}
{run}

Task: Compare how often barrel-leg trousers appear in the Spring 2027 runway reviews and in the Spring
2026 ones, and list three retailers that already stock them.""",
             "plm:trend-research", ["system_tail", "python_str_datetime", "ulid", "run_id"])


@pos
def _pattern_cad_env(g: Gen40) -> Draft:
    t = g.at("milan")
    ses = v("session_id", "PLUGIN_SESSION=" + g.hex(24))
    ns = v("epoch", "HOST_TIME_NS=" + str(epoch_us(t) * 1000 + g.small(0, 1000)))
    return P(f"""PLUGIN=cadmate-assist
PLUGIN_VERSION=4.2.1
HOST_APP=PatternStudio 12
{ses}
{ns}
UNITS=cm

You assist pattern makers inside the CAD. Answer with concrete steps, using the CAD's own menu names.

Pattern maker: The notches on the sleeve cap don't match the armhole after I walked the seam. How do I
find where the difference comes from?
Assistant:""", "plm:pattern-cad-env", ["key_value_lines", "epoch_ns", "session_id", "head", "stable_neighbours"])


@pos
def _material_library_llama(g: Gen40) -> Draft:
    t = g.at("london")
    today = v("date", "Today Date: " + llama_date(t))
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{today}

You are the material library assistant of Corvo Studio. Suggest fabrics from the library list only, with
their library codes.

Library (excerpt):
ML-0211 Cupro twill 110 g/m2, fluid, dry-clean only
ML-0307 Organic cotton poplin 120 g/m2, crisp, 40 C wash
ML-0412 Recycled poly satin 95 g/m2, high sheen, 30 C wash
ML-0519 Viscose-linen crepe 140 g/m2, matte drape, 30 C wash<|eot_id|><|start_header_id|>user<|end_header_id|>

I need something fluid and matte for a bias-cut skirt that can go in the washing machine.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "plm:material-library-llama",
             ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _plm_error_dialog(g: Gen40) -> Draft:
    t = g.at("london")
    ses = v("session_id", "Helpdesk session: " + g.uuid4())
    opened = v("datetime", "Session opened: " + iso_space(t) + " " + zone_label(t))
    return P(f"""{ses}
{opened}
PLM: Threadline 9 (tenant hollis-group)
You help Hollis Group's product developers with PLM errors. Explain what the error means and what to
try before raising a ticket.

User: I tried to release the tech pack and got this box:

  Release failed
  Style HG-27-5561 could not be released because the BOM contains an inactive material (MAT-004417).
  Error code: PLM-BOM-0412
  Request ID: 7f4e2c1a-9b8d-4e6f-a3c2-1d0e9f8a7b6c
  Time: 2026-03-10 09:42:17 UTC

It worked yesterday. What changed?
Assistant:""", "plm:error-dialog", ["head", "session_id", "iso", "pasted_dialog_neighbour"])


# --- hand-written positives: garment sourcing and factory compliance --------------------------------


@pos
def _rfq_quote_snapshot(g: Gen40) -> Draft:
    t = g.at("hongkong")
    at = v("datetime", "at " + day_mon(t))
    snap = v("request_id", "Snapshot: snp_" + g.b62(18))
    return P(f"""You are the sourcing desk assistant of Tidewell Apparel. Compare supplier quotes on FOB price,
MOQ and lead time, and say which quote you would take for a first order of 3,000 units.

Quotes pulled from the supplier portal {at} for this request:
{snap}
Supplier            Country   FOB (USD)  MOQ    Lead time  Quote date
Kaveri Knits        India     4.85       1,500  75 days    2026-02-27
Anh Duong Garment   Vietnam   5.10       1,000  60 days    2026-03-02
Ege Tekstil         Turkey    6.40       800    35 days    2026-03-05

Style: TW-27-015 jersey tee, 180 g/m2 organic cotton, 5 colours.
Answer:""", "sourcing:rfq-snapshot", ["fetch_stamp", "phrase", "prefixed_id", "fetched_content", "table"])


@pos
def _audit_report_draft(g: Gen40) -> Draft:
    t = g.at("dhaka")
    today = v("date", "Draft date (today): " + iso_date(t))
    job = v("run_id", "Draft job: dj_" + g.b62(12))
    return P(f"""You draft social compliance audit reports for Clearline Audits from the auditor's notes. Keep
the wording factual and number the findings.

Report header (filled in by the drafting tool):
Factory: Sunrise Fashions Ltd., Gazipur, Bangladesh (FFC-ID 20931)
Audit dates: 2026-03-09 to 2026-03-10 (semi-announced)
Lead auditor: R. Chowdhury
{today}
{job}

Auditor's notes:
- Fire exit on the 3rd floor (sewing line 7) blocked by cartons at 11:20 on day 1; cleared during the audit.
- 14 of 40 sampled workers worked more than 60 hours a week in the January 2026 payroll.
- Wage records match the bank transfers for February 2026.

Draft the findings section.""", "sourcing:audit-draft", ["today_in_artefact", "iso_date", "run_id", "content_dates"])


@pos
def _cap_slack_event(g: Gen40) -> Draft:
    t = g.at("utc")
    eid = v("request_id", '"event_id": "Ev0' + g.upper(9) + '",')
    et = v("epoch", '"event_time": ' + str(epoch_s(t)) + ",")
    return P(f"""You are CAPbot in the Tidewell compliance Slack. When someone posts a corrective action update,
reply in the thread with what is still open for that CAP.

{{
  "type": "event_callback",
  "team_id": "T04RT8K2L",
  {eid}
  {et}
  "event": {{
    "type": "message",
    "channel": "C05CAPTRK",
    "user": "U03MINHLE",
    "text": "CAP-2026-118 update: extinguishers on floor 2 refilled and tagged 2026-03-11, photos in the folder. Still waiting on the boiler certificate."
  }}
}}

Reply in the thread:""", "sourcing:cap-slack-event", ["json_block", "slack_event", "epoch_s", "envelope"])


@pos
def _audit_tablet_session(g: Gen40) -> Draft:
    t = g.at("dhaka")
    ses = v("session_id", "Walk-through session: " + g.uuid4())
    clock = v("datetime", "Tablet time: " + dmy_hm(t) + " (+06)")
    return P(f"""Audit app context
Device: AUD-TAB-17 (app 6.4.0)
Auditor: M. Sultana
Factory: Lumen Apparels, Ashulia (FFC-ID 18820)
{ses}
{clock}

You help auditors phrase observations during the factory walk-through. Turn the auditor's shorthand into
one clear observation with the standard reference if you know it.

Auditor: cutting sec no metal mesh glove 2 of 3 cutters, band knife
Observation:""", "sourcing:audit-tablet", ["header_block", "device_clock", "session_id", "stable_neighbours"])


@pos
def _supplier_onboarding_traceparent(g: Gen40) -> Draft:
    tp = v("trace_id", "<!-- traceparent: " + g.traceparent() + " -->")
    return P(f"""{tp}
You help new suppliers complete the Brightwater Outfitters onboarding portal. Explain which documents are
needed for each section and what "valid" means for each certificate.

Supplier: We are a knitwear mill in Biella. Our OEKO-TEX certificate runs until 2026-11-30 and our last
SMETA audit was on 2025-06-18. Are both accepted, or do we need a new audit?
Assistant:""", "sourcing:onboarding-traceparent", ["html_comment", "traceparent", "head", "content_dates"])


@pos
def _po_status_chatml(g: Gen40) -> Draft:
    t = g.at("utc")
    now = v("datetime", "Current time: " + iso_space(t) + " UTC")
    return P(f"""<|im_start|>system
You are the PO status assistant of Fenwick & Rye. Answer buyers' questions about purchase orders from the
data below; if a PO is not listed, say so.
{now}
POs in production:
PO 4500218841  FR-27-210 cardigan  3,200 pcs  ex-factory 2026-04-24  knitting 60%
PO 4500218907  FR-27-233 scarf     1,800 pcs  ex-factory 2026-04-10  packing<|im_end|>
<|im_start|>user
Will the scarves make the 2026-04-15 sailing from Ningbo?<|im_end|>
<|im_start|>assistant
""", "sourcing:po-status-chatml", ["chat_template", "chatml", "iso", "system_stamp_line"])


@pos
def _mrsl_checker_json(g: Gen40) -> Draft:
    req = v("request_id", '"req":"' + g.pre("rq_", 14) + '",')
    return P(f"""{{"tool":"mrsl-check",{req}"list":"ZDHC MRSL v3.1","brand":"Tidewell"}}
Check each chemical against the MRSL limits you know and say which ones the dye house must replace or
test.

Chemical inventory, Hoang Long Dyeing (updated by the mill on 2026-02-28):
1. Nonylphenol ethoxylate detergent (Sapon NP-9)   - scouring
2. Reactive Black 5                                 - dyeing
3. Formaldehyde-based fixing agent FX-200           - after-treatment
4. Silicone softener SL-40                          - finishing

Answer:""", "sourcing:mrsl-json", ["json_inline", "prefixed_id", "head", "content_dates"])


@pos
def _vietnam_factory_liaison(g: Gen40) -> Draft:
    t = g.at("hcmc")
    now = v("datetime", "Thời gian hiện tại: " + vi_now(t))
    ses = v("session_id", "Mã phiên: " + g.nanoid())
    return P(f"""{now}
{ses}
Nhà máy: May Phú Thịnh, Bình Dương
Bạn là trợ lý liên lạc giữa nhà máy và văn phòng sourcing của Tidewell. Trả lời ngắn gọn bằng tiếng Việt và
ghi rõ ngày khi nói về lịch xuất hàng.

Quản lý xưởng: Lô PO 4500219120 bị trễ vải 5 ngày do nhà cung cấp. Chúng tôi có thể xin dời ngày xuất xưởng
từ 18/04 sang 25/04 được không?""", "sourcing:vietnam-liaison",
             ["head", "localized_now", "nanoid", "non_english", "ends_with_user"])


@pos
def _lab_report_relay(g: Gen40) -> Draft:
    t = g.at("hongkong")
    dlv = v("request_id", "Delivery: dlv_" + g.b62(16))
    at = v("datetime", "Delivered-At: " + rfc3339(t))
    return P(f"""A testing lab's result notification was relayed to you. Summarise pass and fail for the product
manager and say whether the style can ship.

Relay envelope:
{dlv}
{at}
Source: labresults.intertext.example

Payload:
{{
  "report_no": "HKG-26-031188",
  "style": "FR-27-210",
  "received": "2026-03-02",
  "issued": "2026-03-09",
  "tests": [
    {{"method": "ISO 105-C06 colour fastness to washing", "result": "4-5", "verdict": "pass"}},
    {{"method": "ISO 12945-2 pilling, 2000 rubs", "result": "3", "verdict": "fail (req. 3-4)"}},
    {{"method": "EN 14362-1 azo amines", "result": "not detected", "verdict": "pass"}}
  ]
}}

Summary:""", "sourcing:lab-report-relay", ["envelope", "delivery_id", "rfc3339", "payload_dates"])


# --- hand-written positives: wholesale showrooms and line sheets -----------------------------------


@pos
def _showroom_session_table(g: Gen40) -> Draft:
    t = g.at("paris")
    ses = v("session_id", "| Session    | " + g.objectid(t) + " |")
    opened = v("datetime", "| Opened     | " + iso_space(t)[:16] + " " + zone_label(t) + " |")
    return P(f"""You are the appointment assistant of the Studio Ferrant showroom during Paris Fashion Week.
Offer buyers free slots from the list, never double-book, and confirm in the buyer's language.

| Field      | Value |
|------------|-------|
| Showroom   | 12 rue Charlot, Paris 3e |
| Collection | SS27 women's |
{ses}
{opened}

Free slots: Tue 29 Sep 10:00, Tue 29 Sep 16:30, Wed 30 Sep 09:30, Thu 1 Oct 14:00

Buyer (multi-brand store, Seoul): Can we come on Wednesday morning with three people?
Assistant:""", "wholesale:showroom-session-table", ["md_table", "objectid", "iso_minutes", "stable_neighbours"])


@pos
def _line_sheet_footer(g: Gen40) -> Draft:
    t = g.at("ny")
    gen = v("datetime", "Generated: " + rfc3339(t))
    job = v("run_id", "Job: ls-" + g.hex(10))
    return P(f"""Write a short intro paragraph for the SS27 wholesale line sheet of Arlo & Pine (menswear). Mention
the three delivery windows and the order deadline, no prices.

Delivery windows: D1 ships 2027-01-15, D2 ships 2027-02-15, D3 ships 2027-03-15.
Order deadline: 2026-10-31.

--
{gen}
{job}
""", "wholesale:line-sheet-footer", ["footer", "tail", "rfc3339", "run_id", "content_dates"])


@pos
def _b2b_portal_jwt(g: Gen40) -> Draft:
    t = g.at("london")
    tok = v("token", "session_token: " + g.jwt(t, "R-20418"))
    return P(f"""Wholesale portal assistant for Kestrel Footwear retailers. Answer about order minimums, reorders
and delivery from the account data below; never discuss other retailers.
account: R-20418 (Shoe Loft, Leeds)
price_list: EU-WHS-2027
{tok}

Retailer: What's the minimum for a reorder of the Dale boot, and can I mix sizes?
Assistant:""", "wholesale:b2b-portal-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _order_rules_b3(g: Gen40) -> Draft:
    tid = v("trace_id", "X-B3-TraceId: " + g.hex(32))
    sid = v("trace_id", "X-B3-SpanId: " + g.hex(16))
    return P(f"""{tid}
{sid}
X-B3-Sampled: 1

You check wholesale orders against Harrow & Finch's order rules: at least EUR 1,500 per order, at least
6 units per style, full size runs for footwear. List each problem with its line number.

Order draft (Boutique Ondine, Lyon):
1  HF-27-101 loafer, black, sizes 37-41 x1 each   5 units  EUR 475
2  HF-27-114 sandal, tan, size 38 x4              4 units  EUR 300
3  HF-27-130 tote, cognac                         6 units  EUR 720

Problems:""", "wholesale:order-rules-b3", ["head", "header_block", "b3", "trace_id", "prices"])


@pos
def _showroom_ipad_js(g: Gen40) -> Draft:
    t = g.at("copenhagen")
    zone = "Central European " + ("Summer" if zone_label(t) == "CEST" else "Standard") + " Time"
    clock = v("datetime", "Device time: " + js_tostring(t, zone))
    visit = v("session_id", "visit=" + g.pre("vs_", 12))
    return P(f"""You run on the showroom iPad of Verdant Label in Copenhagen. Help the sales rep answer buyers
quickly; keep answers short enough to read out.
{clock}
[ctx {visit} rep=lene.k market=DK]

Rep: The buyer asks whether the AW27 knit pre-order can ship before their Stockholm store opens on
2027-07-20.
Assistant:""", "wholesale:showroom-ipad", ["system_tail", "js_date_tostring", "key_value_inline", "session_id"])


@pos
def _milan_showroom_it(g: Gen40) -> Draft:
    t = g.at("milan")
    now = v("datetime", "Ora attuale: " + it_now(t))
    return P(f"""Sei l'assistente dello showroom Bellandi a Milano. Rispondi ai buyer in italiano, con frasi brevi,
e controlla le disponibilità prima di confermare un appuntamento.
{now}
Showroom: via Solferino 12, Milano

Appuntamenti liberi: giovedì 10:00, giovedì 15:30, venerdì 11:00.

Buyer: Buongiorno, siamo un negozio di Verona. Possiamo passare giovedì pomeriggio per vedere la
collezione uomo PE27?""", "wholesale:milan-showroom", ["system_tail", "localized_now", "non_english", "ends_with_user"])


@pos
def _ats_availability(g: Gen40) -> Draft:
    t = g.at("london")
    asof = v("datetime", "as of " + iso_space(t)[:16] + " " + zone_label(t))
    return P(f"""You help Northline's wholesale reps answer reorder questions. Use the available-to-sell numbers
below; never promise more than is listed.

Available-to-sell {asof} for this request:
Style       Colour  XS  S   M   L   XL  Next receipt
NL-27-410   Navy    0   12  40  38  9   2026-05-06 (PO 4500222310)
NL-27-410   Sand    4   20  22  15  0   -
NL-27-455   Black   0   0   6   10  4   2026-05-20 (PO 4500222388)

Rep: Can Hopper & Co. get 10 M and 10 L in navy this month?
Answer:""", "wholesale:ats-availability", ["fetch_stamp", "phrase", "fetched_content", "table"])


# --- hand-written positives: e-commerce returns and size advice -------------------------------------


@pos
def _size_widget_json(g: Gen40) -> Draft:
    t = g.at("london")
    ses = v("session_id", '"session_id": "' + g.nanoid() + '",')
    ct = v("datetime", '"client_time": "' + js_iso(t) + '",')
    return P(f"""{{
  "widget": "fit-finder",
  "shop": "oakandrye.example",
  {ses}
  {ct}
  "market": "UK"
}}
You recommend a size for Oak & Rye jeans from the shopper's measurements and the size chart. Say which
size and why in two sentences; if the shopper is between sizes, say what changes.

Size chart (waist / hip, cm): 26 = 66/90, 27 = 69/93, 28 = 71/95, 29 = 74/98, 30 = 76/100.

Shopper: Waist 72, hips 97, and I like a relaxed fit at the waist.
Assistant:""", "returns:size-widget-json", ["json_block", "nanoid", "js_iso", "head"])


@pos
def _returns_agent_headers(g: Gen40) -> Draft:
    t = g.at("london")
    date = v("datetime", "Date: " + http_date(t))
    rid = v("request_id", "X-Request-ID: " + g.uuid4())
    return P(f"""You assist agents on the returns desk of Lumio Fashion. Suggest the next step and the macro to
use, in one short paragraph.

Forwarded by the helpdesk:
Host: returns-assist.lumio.example
{date}
{rid}
X-Helpdesk-Queue: returns-uk

Ticket #884120 (customer: Priya N.)
"I sent back order LF-2026-118342 on 2 March with the prepaid label, tracking says it was delivered to
your warehouse on 5 March, but I still have no refund."

Next step:""", "returns:agent-headers", ["header_block", "http_date", "request_id", "ticket_content"])


@pos
def _returns_chat_sent(g: Gen40) -> Draft:
    t = g.at("london")
    conv = v("session_id", "Conversation: conv_" + g.b62(20))
    sent = v("datetime", "(sent " + iso_space(t)[:16] + " " + zone_label(t) + ")")
    return P(f"""You are Bea, the returns chat assistant of Saltmarsh Clothing. Returns are free within 30 days of
delivery; sale items can be exchanged but not refunded.
{conv}

Customer: Hi, the linen shirt I got in the sale doesn't fit, can I get my money back?
{sent}
Bea:""", "returns:chat-sent", ["system_tail", "session_id", "sent_line", "last_user"])


@pos
def _fit_request_xml(g: Gen40) -> Draft:
    t = g.at("london")
    rid = v("request_id", 'id="' + g.hex(20) + '"')
    at = v("datetime", 'at="' + rfc3339(t) + '"')
    return P(f"""<fit_request {rid} market="UK" {at} unit="cm">
<product>Ravel wrap midi dress, style RV-27-019, jersey with 5% elastane</product>
<shopper height="168" bust="92" waist="76" hips="101" usual_size="UK 12"/>
</fit_request>
Recommend UK 10, 12 or 14 and say where the dress will feel tight or loose.""",
             "returns:fit-xml", ["xml_attr", "two_in_line", "rfc3339", "hex_id"])


@pos
def _return_label_today(g: Gen40) -> Draft:
    t = g.at("london")
    today = v("date", "Label date (filled in by the returns tool, today): " + iso_date(t))
    job = v("run_id", "Label job: lj_" + g.b62(14))
    return P(f"""You write the customer e-mail that goes with a return label for Wren Studio. Mention the drop-off
deadline (14 days from the label date) and that the refund is issued within 5 working days of receipt.

Label details:
RMA: RMA-26-44021
Carrier: drop-off point, QR code
{today}
{job}
Items: 1 x Wren cord jacket, size M (order WS-91822, delivered 2026-02-27)

E-mail:""", "returns:label-today", ["today_in_artefact", "iso_date", "run_id", "content_dates"])


@pos
def _order_record_pull(g: Gen40) -> Draft:
    t = g.at("london")
    at = v("datetime", "at " + f"{t:%H:%M} " + zone_label(t))
    return P(f"""You are the customer-care copilot at Hartwell & Co. Answer the agent's question from the order
record.

Order record pulled from the OMS {at} for this request:
Order HW-2026-771204, placed 2026-03-01 19:42, paid by card
Line 1  Merino crew, grey, M    GBP 89.00   shipped 2026-03-03 (tracked)
Line 2  Merino crew, navy, M    GBP 89.00   back-ordered, ETA 2026-03-20
Returns: none

Agent: The customer wants to cancel line 2 only. Possible?
Answer:""", "returns:order-record-pull", ["fetch_stamp", "phrase", "time_alone", "fetched_content"])


@pos
def _helpdesk_ctx_line(g: Gen40) -> Draft:
    t = g.at("london")
    req = v("request_id", "ticket_req=" + g.pre("tr_", 12))
    at = v("datetime", "at=" + rfc3339(t))
    return P(f"""You suggest macros to Fernway's customer service agents. Reply with the macro name and one
sentence on why.
[ctx {req} queue=sizing {at} lang=en]

Macros: SIZE-EXCHANGE, SIZE-ADVICE-TROUSERS, RETURN-WINDOW-CLOSED, FAULTY-ITEM

Ticket: "Bought the Ada trousers in a 10, the waist is fine but they are 5 cm too long. Can I swap for a
petite?"
Macro:""", "returns:helpdesk-ctx", ["key_value_inline", "bracketed_context", "rfc3339", "prefixed_id"])


@pos
def _exchange_idempotency(g: Gen40) -> Draft:
    key = v("request_id", "Idempotency-Key: " + g.uuid4())
    return P(f"""Exchange service call prepared for the assistant:
POST /v2/exchanges
Content-Type: application/json
{key}
X-Api-Version: 2025-11-01

You confirm exchanges for Marlowe Knit customers. Explain what happens next in plain words, and when the
replacement ships.

Exchange: order MK-55120, return 1 x Cable cardigan M (oat), send 1 x Cable cardigan L (oat); L is in
stock at the Leicester warehouse.

Customer: So do I need to send the M back first?
Assistant:""", "returns:exchange-idempotency", ["header_block", "idempotency_key", "api_version_neighbour"])


@pos
def _korean_size_chart(g: Gen40) -> Draft:
    t = g.at("seoul")
    now = v("datetime", "현재 시각: " + ko_now(t))
    return P(f"""{now}
쇼핑몰: 하루룩 (harulook.example)
당신은 하루룩의 사이즈 상담 도우미입니다. 고객의 키와 몸무게, 평소 사이즈를 보고 S, M, L 중 하나를 추천하고 이유를
두 문장으로 설명하세요.

사이즈표 (cm): S 가슴 100 / 총장 68, M 가슴 106 / 총장 70, L 가슴 112 / 총장 72

고객: 키 172에 65킬로, 평소 95 입어요. 오버핏으로 입고 싶은데 어떤 사이즈가 좋을까요?""",
             "returns:korean-size-chart", ["head", "localized_now", "non_english", "ends_with_user"])


@pos
def _tryon_upload(g: Gen40) -> Draft:
    t = g.at("london")
    uid = v("request_id", "id=up_" + g.b62(16))
    rec = v("datetime", "received=" + rfc3339(t))
    return P(f"""You are the virtual try-on helper of Maren Swim. From the shopper's description of the uploaded
photo, suggest which swimsuit cut suits them.

Shopper: I uploaded a photo of me in my current swimsuit; it rides up at the back and the straps dig in.
[upload {uid} kind=photo {rec} source=ios]
Assistant:""", "returns:tryon-upload", ["last_user", "upload", "key_value_inline", "rfc3339"])


# --- hand-written positives: resale and rental marketplaces -----------------------------------------


@pos
def _resale_comps(g: Gen40) -> Draft:
    t = g.at("copenhagen")
    at = v("datetime", "at " + rfc3339(t))
    qid = v("request_id", "Query: cq_" + g.b62(14))
    return P(f"""You price items for sellers on Relove Closet. Suggest a list price and the lowest offer to
accept, from the comparable sales only.

Comparable sales fetched {at} for this request:
{qid}
Sold 2026-02-11  Ganni seersucker midi dress, size 38, very good    EUR 92
Sold 2026-02-24  Ganni seersucker midi dress, size 36, good         EUR 75
Sold 2026-03-03  Ganni seersucker mini dress, size 38, new w/ tags  EUR 110

Seller: Ganni seersucker midi, size 38, worn twice, no flaws. What should I list it at?
Answer:""", "resale:comps", ["fetch_stamp", "phrase", "prefixed_id", "fetched_content", "prices"])


@pos
def _consignment_intake_yaml(g: Gen40) -> Draft:
    t = g.at("london")
    ses = v("session_id", "intake_session: " + g.uuid4())
    opened = v("datetime", 'opened: "' + rfc3339(t) + '"')
    return P(f"""You help the intake team at Second Row consignment write the item description and condition grade
(A, B or C) from the intake notes.
context:
  store: SR-Marylebone
  {ses}
  {opened}
  grading_guide: v7

Intake notes: Intrecciato leather cassette bag, medium, green, serial tag inside the inner pocket, light
scuffs on two corners, strap clean, dust bag, no receipt.

Description and grade:""", "resale:consignment-intake", ["nested_yaml", "uuid", "rfc3339", "session_start"])


@pos
def _rental_hold(g: Gen40) -> Draft:
    t = g.at("london")
    tok = v("token", "Hold token: hold_" + g.b62(22))
    exp = v("datetime", "Hold expires: " + rfc3339(t + timedelta(minutes=15)))
    return P(f"""You are the checkout assistant of Hire the Look. Explain the hold and what the customer must do
before it lapses.

Booking draft: "Laura" maxi dress, size 10, rental 2026-05-22 to 2026-05-26 (4 nights), GBP 58 + GBP 6
damage cover.
{tok}
{exp}

Customer: If I don't pay right now will someone else get the dress?
Assistant:""", "rental:hold", ["hold_token", "expiry_from_now", "rfc3339", "content_dates"])


@pos
def _rental_inspection_tablet(g: Gen40) -> Draft:
    t = g.at("london")
    ses = v("session_id", "Inspection session: ins_" + g.b62(12))
    clock = v("datetime", "Tablet time: " + f"{t:%d/%m/%Y %H:%M:%S} " + zone_label(t))
    return P(f"""Returns inspection (rental)
Warehouse: Leyton DC
{ses}
{clock}

You help inspectors classify damage on returned rental items as clean only, repair or write-off, with the
charge band from the damage policy (none, GBP 15, GBP 45, full replacement).

Inspector: Lace midi dress, rental R-88120, returned 2026-04-14. Red wine stain 3 cm on the skirt, lace
intact, zip fine.
Classification:""", "rental:inspection-tablet", ["header_block", "device_clock", "session_id", "content_dates"])


@pos
def _resale_payout_stripe(g: Gen40) -> Draft:
    rid = v("request_id", "Request-Id: req_" + g.b62(14))
    return P(f"""You explain payouts to sellers on Thrift Theory. Be precise about fees and dates.

Stripe context:
Stripe-Version: 2025-03-31
Connected account: acct_1Q8zT2Fq4LmN7cXe
{rid}

Seller: My jacket sold on 28 February for EUR 50, but the payout that arrived on 6 March was only
EUR 41.30. Where did the rest go?
Answer:""", "resale:payout-stripe", ["header_block", "stripe", "request_id", "api_version_neighbour"])


@pos
def _offer_message_meta(g: Gen40) -> Draft:
    t = g.at("london")
    mid = v("message_id", "Message-Id: <" + g.hex(16) + "@offers.preloved.example>")
    rec = v("datetime", "Received: " + rfc2822(t))
    return P(f"""You are the offer assistant on Pre-Loved Lane. When a buyer's offer arrives in the seller's inbox,
suggest a counter-offer and a friendly reply.
Listing: wool scarf, listed GBP 95, seller accepts GBP 75 at the lowest

Buyer message: would you take 60 with free postage? can pay now
{mid}
{rec}
Suggested reply:""", "resale:offer-message", ["last_user", "message_id", "rfc2822", "per_message"])


@pos
def _wardrobe_rental_logfmt(g: Gen40) -> Draft:
    t = g.at("london")
    req = v("request_id", "req=" + g.hex(16))
    now = v("datetime", "now=" + go_nano(t, g.small(1, 1000)))
    return P(f"""You help subscribers of Capsule Club (clothing rental, 4 items at a time) swap items. Check the
plan rules before confirming.
app=capsule-assist {req} plan=classic-4 {now} region=uk

Plan rules: 4 items out at a time, unlimited swaps; swap requests after 14:00 ship the next working day.

Subscriber: I'm sending back the blazer today, can I get the slip dress for Saturday?
Assistant:""", "rental:logfmt", ["logfmt", "key_value_inline", "go_rfc3339nano", "two_in_line"])


@pos
def _french_resale(g: Gen40) -> Draft:
    t = g.at("paris")
    now = v("datetime", "Date et heure actuelles : " + fr_now(t))
    return P(f"""Tu es l'assistant vendeurs de Seconde Pièce, une appli de revente de vêtements. Réponds en
français, simplement, et rappelle les règles d'envoi si besoin.
{now}
Compte : Camille (vendeuse depuis mars 2024)

Vendeuse : Un acheteur a payé mon manteau hier soir, j'ai combien de jours pour l'envoyer ?""",
             "resale:french-app", ["system_tail", "localized_now", "non_english", "ends_with_user", "member_since"])


# --- hand-written positives: hair and beauty salons -------------------------------------------------


@pos
def _colour_formula_stylist(g: Gen40) -> Draft:
    t = g.at("london")
    ses = v("session_id", "Chair session: cs_" + g.b62(12))
    clock = v("datetime", "Device time: " + f"{t:%H:%M} " + zone_label(t))
    return P(f"""Stylist app: ColourBook 3.8
Salon: Atelier Nine, Bristol
{ses}
{clock}

You suggest hair colour formulas from the client's colour card. Give the formula, developer and
processing time, and say when a strand test is needed.

Client colour card (Jo M.):
2025-11-08  Roots 6/0 + 6/3 (1:1), 20 vol, 35 min; lengths gloss 8/3, 10 vol, 20 min
2026-01-17  Roots 6/0 + 6/3 (1:1), 20 vol, 35 min; toner 9/13 on the face frame, 10 vol, 15 min
Patch test: negative, 2026-01-10

Stylist: She wants to go warmer and a bit lighter on the ends today. 10 mm of regrowth.
Formula:""", "salon:colour-formula", ["header_block", "device_clock", "time_alone", "content_dates"])


@pos
def _salon_booking_chatml(g: Gen40) -> Draft:
    t = g.at("london")
    now = v("datetime", "Now: " + rfc3339(t))
    return P(f"""<|im_start|>system
You are the booking assistant of Glow & Co. salons. Offer at most three slots from the availability, ask
which stylist the client prefers, and never book a colour service without a patch test in the last 6
months.
{now}
Availability (Clifton): Fri 09:30 Ana, Fri 14:00 Marc, Sat 10:15 Ana, Sat 12:45 Lou<|im_end|>
<|im_start|>user
Hi, can I get a root colour and blow-dry this week? My last patch test was in January.<|im_end|>
<|im_start|>assistant
""", "salon:booking-chatml", ["chat_template", "chatml", "rfc3339", "system_stamp_line"])


@pos
def _no_show_sk_sentence(g: Gen40) -> Draft:
    t = g.at("london")
    now = v("datetime", "The current time is " + sk_now(t) + ".")
    return P(f"""You write no-show and late-cancellation replies for Maple Lane Hair. Policy: cancellations with
less than 24 hours' notice are charged 50% of the service; no-shows 100%. {now} Be
kind but clear.

Booking: balayage and cut with Sam, Saturday at 10:00, GBP 165.
Client message: "So sorry, I can't make it on Saturday, something came up. Can I move it without paying?"

Reply:""", "salon:no-show", ["inline_sentence", "dotnet_long_datetime", "times_in_content"])


@pos
def _salon_stock_count(g: Gen40) -> Draft:
    t = g.at("london")
    query = v("request_id", "sq_" + g.b62(12))
    at = v("datetime", "at " + f"{t:%H:%M} " + zone_label(t))
    return P(f"""You help the manager of Studio Haze reorder retail and back-bar stock. Suggest an order that
brings each product to its par level, in full cases only.

Stock query {query} ran {at} for this request:
Product                     On hand  Par  Case size
Bond repair treatment 100 ml   2     8    6
Oat shampoo 280 ml             5     10   6
Permanent colour 7/0 60 ml     11    12   10
Developer 6% 1 L               1     4    6

Order:""", "salon:stock-count", ["id_in_sentence", "phrase", "query_id", "time_alone", "table"])


@pos
def _review_reply_comment(g: Gen40) -> Draft:
    rid = v("request_id", "<!-- request_id: " + g.uuid4() + " -->")
    return P(f"""{rid}
You draft replies to Google reviews for Crown & Comb hair studio, Leeds. Thank the reviewer, answer the
complaint in one sentence, and offer no discounts.

Review (2 stars, posted 2026-03-08): "Good cut but I waited 25 minutes past my 12:30 booking and nobody
said sorry."

Reply:""", "salon:review-reply", ["html_comment", "uuid", "head", "content_dates"])


@pos
def _tokyo_salon_ja(g: Gen40) -> Draft:
    t = g.at("tokyo")
    now = v("datetime", "現在時刻: " + ja_now(t))
    return P(f"""{now}
店舗: SALON KAZE 表参道店
あなたはSALON KAZEの予約アシスタントです。お客様の希望メニューと日時を確認し、空き枠から最大3つ提案してください。
カラーは前回から3週間以上空けてください。

空き枠: 土曜 11:00（担当: 佐藤）、土曜 15:30（担当: 田中）、日曜 10:00（担当: 佐藤）

お客様: 前回カラーしたのが3月1日です。今週末にカットとカラーをお願いできますか？""",
             "salon:tokyo", ["head", "localized_now", "non_english", "ends_with_user"])


@pos
def _extensions_log4j(g: Gen40) -> Draft:
    t = g.at("london")
    at = v("datetime", "requestedAt: " + log4j_iso(t))
    return P(f"""SYSTEM: You are the consultation assistant of Lush Lengths, a hair extension studio. Ask about hair
type, current colour and budget, then recommend tape-ins, micro-rings or a weft, with the maintenance
interval.
studio: lush-lengths-manchester
{at}
USER: I have fine, shoulder-length blonde hair and want 10 cm more length for my wedding on 2026-06-20.
What would you suggest?
ASSISTANT:""", "salon:extensions-log4j", ["system_tail", "log4j", "stable_neighbours", "content_dates"])


# --- hand-written positives: cosmetics formulation and regulatory ----------------------------------


@pos
def _formulation_session(g: Gen40) -> Draft:
    t = g.at("paris")
    ses = v("session_id", "Session: " + g.hex(16))
    built = v("datetime", "Prompt assembled: " + py_iso(t))
    return P(f"""Formulation workbench: FormuLab 5.2
Project: P-2026-014 "Barrier cream"
{ses}
{built}

You help cosmetic chemists at Verity Labs. Comment on compatibility and stability risks of the formula
and suggest one change at a time.

Formula BC-014 v3 (trial batch L26-031, made 2026-02-24):
Phase A  Aqua 68.40 / Glycerin 5.00 / Niacinamide 4.00 / Panthenol 1.00
Phase B  Caprylic/Capric Triglyceride 8.00 / Cetearyl Alcohol 3.00 / Glyceryl Stearate 2.50 / Ceramide NP 0.20
Phase C  Phenoxyethanol 0.90 / Ethylhexylglycerin 0.10 / Sodium Hydroxide q.s. to pH 5.5
Note: viscosity dropped 30% after 2 weeks at 40 C.

Chemist: Why is it thinning at 40 C?
Answer:""", "cosmetics:formulation-session", ["header_block", "python_isoformat", "session_id", "batch_codes"])


@pos
def _cpnp_correlation(g: Gen40) -> Draft:
    cid = v("request_id", "X-Correlation-ID: " + g.hex(32).upper())
    return P(f"""{cid}
X-Api-Version: 2024-10-01
Client: regdesk-eu

You check draft EU cosmetic product notifications for completeness before submission. List missing or
inconsistent fields.

Draft notification:
Product name: Verity Calm Barrier Cream
Category: Skin care - face care products (other than face mask)
Responsible person: Verity Labs BV, Utrecht, NL
Frame formulation: 1.1.1 (face care, leave-on)
Nanomaterials: none declared
Label images: front uploaded 2026-03-02, back label missing

Answer:""", "cosmetics:cpnp-correlation", ["head", "header_block", "hex_upper", "api_version_neighbour"])


@pos
def _stability_db_fetch(g: Gen40) -> Draft:
    t = g.at("paris")
    at = v("datetime", "at " + day_mon(t))
    qid = v("request_id", "Query: sq-" + g.hex(12))
    return P(f"""You review stability data for Verity Labs' regulatory team and say whether the claimed 12-month PAO
and 30-month shelf life are supported.

Stability results read from the stability database {at} for this request:
{qid}
Batch L25-118  40 C / 75% RH
  T0   2025-09-22  pH 5.52  visc 18,400 cP  appearance OK
  T1m  2025-10-22  pH 5.48  visc 15,100 cP  appearance OK
  T3m  2025-12-22  pH 5.41  visc 12,900 cP  slight separation
Batch L25-118  25 C / 60% RH
  T3m  2025-12-22  pH 5.50  visc 18,000 cP  appearance OK

Assessment:""", "cosmetics:stability-fetch", ["fetch_stamp", "phrase", "query_id", "fetched_content"])


@pos
def _claims_dotnet(g: Gen40) -> Draft:
    t = g.at("london")
    ts = v("datetime", "RequestTimestamp: " + dotnet_o(t, g.small(0, 10)))
    return P(f"""You review marketing claims on cosmetics packaging for Florin Skincare against the EU common
criteria for claims. Flag each claim and the criterion it risks.
TenantId: 6f1c2b7e-3d4a-4e59-9a0b-8c7d6e5f4a31
{ts}
Locale: en-IE

Claims on the carton of Florin Night Renewal Serum 30 ml:
1. "Dermatologically tested"
2. "Reduces wrinkles by 47% in 4 weeks*" (*self-assessment, 22 women)
3. "Free from nasties"
4. "Clinically proven to boost collagen"

Review:""", "cosmetics:claims-dotnet", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour"])


@pos
def _mocra_today_sentence(g: Gen40) -> Draft:
    t = g.at("ny")
    today = v("date", "Today is " + long_date(t) + ".")
    return P(f"""You help Juniper Botanics keep its US cosmetic product listings up to date. Check each product
entry for missing data and list what the regulatory team still needs.
{today}

Product entries:
- Rose face oil, 30 ml, facility FEI 3012345678, listed 2025-12-18
- Calendula balm, 50 g, facility FEI 3012345678, listing number pending
- Clay mask, 75 ml, facility not yet registered

Regulatory lead: Which of these must be fixed before the next annual update?
Answer:""", "cosmetics:listing-today", ["system_tail", "templated_sentence", "long_date", "content_dates"])


@pos
def _cpsr_front_matter(g: Gen40) -> Draft:
    t = g.at("london")
    today = v("date", "draft_date: " + iso_date(t))
    job = v("run_id", "draft_job: " + g.pre("dj_", 12))
    return P(f"""---
document: safety report part B (draft)
product: Verity Calm Barrier Cream
safety_assessor: Dr. E. Marsh
# draft_date and draft_job are filled in by the drafting tool for this request
{today}
{job}
template_revision: 2025-09
---
Write the conclusion paragraph of the safety report from the exposure data below. Mention the margin of
safety of each ingredient of concern.

Exposure: face cream, 1.54 g/day, leave-on, 60 kg adult.
Niacinamide 4.00%: SED 1.03 mg/kg bw/day, NOAEL 200 mg/kg bw/day, MoS 194
Phenoxyethanol 0.90%: SED 0.185 mg/kg bw/day (80% absorption), NOAEL 357 mg/kg bw/day, MoS 1930

Conclusion:""", "cosmetics:safety-report-front-matter", ["yaml_front", "today_in_artefact", "run_id"])


@pos
def _korean_cosmetics_export(g: Gen40) -> Draft:
    t = g.at("seoul")
    today = v("date", "오늘 날짜: " + ko_date(t))
    return P(f"""{today}
회사: 담결 코스메틱 (수출팀)
당신은 화장품 수출 서류 도우미입니다. 국가별로 필요한 서류와 라벨 요건을 간단히 정리해 주세요.

제품: 담결 시카 진정 크림 50ml, 제조번호 DG2602-118, 사용기한 2028-02-10

담당자: 이 제품을 다음 달에 영국으로 처음 수출하려고 하는데, 등록 전에 준비해야 할 게 뭐가 있나요?""",
             "cosmetics:korean-export", ["head", "localized_now", "non_english", "ends_with_user", "batch_codes"])


@pos
def _challenge_test_xray(g: Gen40) -> Draft:
    t = g.at("london")
    tr = v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))
    return P(f"""{tr}
You explain preservative efficacy (challenge) test results to small cosmetics brands in plain English, and
say whether the product meets criteria A or B of ISO 11930.

Results, Sprig Hand Cream, batch SHC-2511, test started 2025-11-20:
Organism          Inoculum  Day 7    Day 14   Day 28
P. aeruginosa     5.6 log   <1 log   <1 log   <1 log
S. aureus         5.8 log   2.1 log  <1 log   <1 log
E. coli           5.7 log   <1 log   <1 log   <1 log
C. albicans       5.4 log   3.9 log  3.2 log  2.8 log
A. brasiliensis   5.3 log   4.6 log  4.4 log  4.1 log

Brand owner: Did we pass?
Answer:""", "cosmetics:challenge-test", ["head", "amzn_trace", "trace_header", "table"])


# --- hand-written positives: perfume and skincare subscription boxes -------------------------------


@pos
def _box_curation_run(g: Gen40) -> Draft:
    t = g.at("london")
    run = v("run_id", "Curation run: " + g.ksuid(t))
    start = v("datetime", "Run started: " + rfc3339(t, 3))
    return P(f"""You are the curation assistant of Lumen Box, a monthly skincare subscription. Pick 5 products for
the subscriber from the May catalogue, respecting allergies and skipping anything she had in the last 6
months.

Subscriber: S-118204 (member since 2024-09), combination skin, allergic to lanolin
Previous boxes: 2026-01 vitamin C serum, 2026-02 SPF 50 fluid, 2026-03 cleansing balm
{run}
{start}

May catalogue: gel cleanser, lanolin lip balm, SPF 50 fluid, ceramide cream, retinal serum, clay mask,
vitamin C serum, hydrating toner.

Box:""", "subscription:curation-run", ["header_block", "ksuid", "run_id", "rfc3339", "member_since"])


@pos
def _pause_windows_clock(g: Gen40) -> Draft:
    t = g.at("ny")
    clock = v("datetime", "System time: " + windows_general(t))
    return P(f"""Subscription help widget - Scent Society
Plan: Discovery (3 x 2 ml samples a month), billed on the 3rd
{clock}
You help members skip, pause or cancel. A skip must be requested before the billing date; a pause can
last up to 3 months.

Member: Can I skip next month's box? I'm travelling.
Assistant:""", "subscription:pause-windows", ["header_block", "windows_datetime", "stable_neighbours"])


@pos
def _fragrance_quiz_json(g: Gen40) -> Draft:
    t = g.at("london")
    att = v("request_id", '"attempt":"' + g.pre("qa_", 12) + '",')
    ts = v("epoch", '"ts":' + str(epoch_ms(t)) + ",")
    return P(f"""{{"quiz":"scent-finder",{att}{ts}"locale":"en-GB"}}
Recommend three perfumes from the Atelier Noor discovery set from the quiz answers, one sentence each.

Answers: likes fig, vetiver and incense; dislikes powdery florals; wears perfume to work; budget GBP 120
for a full size.
Discovery set: Figue Noire, Vetiver Sel, Encens Doux, Iris Poudre, Neroli Bleu, Ambre Nu

Picks:""", "subscription:quiz-json", ["json_inline", "two_in_line", "epoch_ms", "prefixed_id", "head"])


@pos
def _shipment_cloudevent(g: Gen40) -> Draft:
    t = g.at("london")
    cid = v("request_id", '"id": "' + g.uuid4() + '",')
    ct = v("datetime", '"time": "' + rfc3339(t) + '",')
    return P(f"""You answer subscribers of Petal & Pour (a monthly perfume decant box) about shipping. Use the
shipment event below; the times inside `data` are the carrier's.

{{
  "specversion": "1.0",
  {cid}
  "source": "/carriers/parcel/tracking",
  "type": "com.petalpour.shipment.delayed",
  {ct}
  "data": {{
    "subscriber": "PP-40921",
    "box": "2026-04",
    "parcel": "15503882917340",
    "last_scan": "2026-04-09T18:22:00+01:00 Hinckley hub",
    "new_eta": "2026-04-13"
  }}
}}

Subscriber: My April box still hasn't come, what's going on?
Assistant:""", "subscription:cloudevent", ["json_block", "cloudevent", "envelope", "payload_dates"])


@pos
def _routine_coach_heroku(g: Gen40) -> Draft:
    t = g.at("london")
    start = v("epoch", "X-Request-Start: t=" + str(epoch_ms(t)))
    rid = v("request_id", "X-Request-Id: " + g.uuid4())
    return P(f"""Via: 1.1 vegur
{start}
{rid}

You are Dew, the routine coach in the Clearday skincare subscription app. Build morning and evening
routines only from the products in the member's current box, in the order of application.

Current box (March): gel cleanser, 10% niacinamide serum, ceramide moisturiser, SPF 50 fluid, 2% BHA
toner.

Member: I break out on my chin and my cheeks get dry. How should I use these?
Dew:""", "subscription:routine-heroku", ["head", "header_block", "epoch_ms", "request_id"])


@pos
def _refill_sms(g: Gen40) -> Draft:
    t = g.at("london")
    mid = v("message_id", "Msg-Id: " + g.pre("SM", 32))
    rec = v("datetime", "Received: " + dmy_hm(t) + " " + zone_label(t))
    return P(f"""You handle SMS replies for the Bloom Refill programme (skincare refills posted every 8 weeks).
Keep replies under 300 characters.
Member: +44 7700 900418 (refill plan: day cream 50 ml, next dispatch 2026-05-02)

SMS from member: PAUSE NEXT ONE PLS away till june
{mid}
{rec}
Reply:""", "subscription:refill-sms", ["last_user", "message_id", "day_first_datetime", "content_dates"])


@pos
def _german_perfume_box(g: Gen40) -> Draft:
    t = g.at("milan")
    now = v("datetime", "Aktuelle Zeit: " + de_now(t))
    return P(f"""Du bist der Kundenservice-Assistent von Duftpost, einer Parfüm-Probenbox im Abo. Antworte auf
Deutsch, kurz und freundlich.
{now}
Abo: Entdecker (3 Proben à 2 ml, monatlich)

Kundin: Meine Box ist heute gekommen, aber ein Fläschchen ist ausgelaufen. Bekomme ich Ersatz?""",
             "subscription:german-box", ["system_tail", "localized_now", "non_english", "ends_with_user"])


# --- generated positives: one field (or two) of many formats at one of twelve positions ------------

# (name, language, city, app, system prompt, user's message, cue or None)
BODIES: list[tuple[str, str, str, str, str, str, str | None]] = [
    ("plm-search", "en", "london", "corbel-plm",
     "You are the PLM search helper of Corbel Apparel. Find styles, materials and suppliers by description\n"
     "and give their PLM codes.",
     "User: Find last season's overshirts in brushed flannel with horn buttons.", "Assistant:"),
    ("sourcing-costing", "en", "hongkong", "ternandtide-sourcing",
     "You are the costing assistant of Tern & Tide's sourcing team. Work out FOB and landed costs from the\n"
     "numbers given and show the arithmetic.",
     "User: FOB USD 7.20, freight USD 0.35 a unit, duty 12% on FOB. What is the landed cost in GBP at 1.27?",
     "Answer:"),
    ("audit-helper", "en", "dhaka", "northmark-audit",
     "You help social compliance auditors at Northmark Assurance phrase findings clearly and cite the code\n"
     "of conduct clause.",
     "User: Finding: the first-aid boxes on the finishing floor are empty. Which clause?", "Assistant:"),
    ("line-sheet-copy", "en", "ny", "lindenrow-wholesale",
     "You write product copy for Linden Row's wholesale line sheets: one sentence per style, fabric and fit\n"
     "first.",
     "User: Style LR-27-208, relaxed pleated chino in garment-dyed cotton twill, 4 colours.", "Copy:"),
    ("returns-policy", "en", "london", "fableandfield-returns",
     "You are the returns assistant of Fable & Field. Returns are free within 28 days; swimwear must still\n"
     "have its hygiene strip.",
     "User: I tried the bikini on and took the sticker off, can I still return it?", "Assistant:"),
    ("size-advice", "en", "paris", "cobble-fit",
     "You give size advice for Cobble Footwear. Ask for the foot length in cm if the shopper only gives\n"
     "their usual size.",
     "User: I'm a 39 in most brands but I've heard your loafers run small?", "Assistant:"),
    ("resale-listing", "en", "la", "secondstitch-listings",
     "You help sellers on Second Stitch write resale listings: title, condition, measurements and a fair\n"
     "price range.",
     "User: Levi's 501 from around 2015, W32 L32, light fade, small hole by the back pocket.", "Listing:"),
    ("salon-desk", "en", "london", "sable-frontdesk",
     "You are the front-desk assistant of Sable Hair Studio. Book services from the menu and explain prices\n"
     "and durations.",
     "User: How long does a full head of highlights take, and what does it cost?", "Assistant:"),
    ("formulation-check", "en", "paris", "quill-inci",
     "You help formulators at Quill Cosmetics Lab check INCI lists for order, naming and allergen labelling\n"
     "under EU rules.",
     "User: Does linalool at 0.002% in a rinse-off product have to be on the label?", "Answer:"),
    ("subscription-help", "en", "ny", "mossandmusk-help",
     "You are the help assistant of Moss & Musk, a monthly perfume sample subscription. Explain plans,\n"
     "skips and shipping.",
     "User: If I upgrade to the 5-sample plan today, when does it start?", "Assistant:"),
    ("mill-samples-it", "it", "milan", "morandi-campionario",
     "Sei l'assistente dell'ufficio campionario di Tessiture Morandi a Como. Rispondi in italiano, in modo\n"
     "preciso.",
     "Buyer: Mi servono 3 metri del jacquard 4411 in blu per un campione, quando potete spedirli?", None),
    ("customer-care-fr", "fr", "paris", "aubrac-service",
     "Tu es l'assistant du service client de Maison Aubrac (prêt-à-porter). Réponds en français, poliment\n"
     "et brièvement.",
     "Cliente : Ma robe est arrivée avec un accroc sur la manche, que dois-je faire ?", None),
    ("factory-pt", "pt", "porto", "malhasribeiro-encomendas",
     "É o assistente da confeção Malhas Ribeiro, em Barcelos. Responda em português, de forma direta.",
     "Cliente: Conseguem fazer 600 t-shirts em jersey orgânico com entrega até ao fim de maio?", None),
    ("denim-tr", "tr", "istanbul", "deniztekstil-siparis",
     "İstanbul'daki Deniz Tekstil'in sipariş asistanısın. Türkçe, kısa ve net cevap ver.",
     "Müşteri: 2.000 adet denim ceketin numune onayı ne zaman çıkar?", None),
    ("salon-es", "es", "paris", "tijerytinte-reservas",
     "Eres la asistente de reservas del salón Tijera y Tinte en Sevilla. Responde en español y con amabilidad.",
     "Clienta: ¿Tenéis hueco el sábado por la mañana para mechas y corte?", None),
    ("cosme-box-ja", "ja", "tokyo", "hananowa-support",
     "あなたはコスメ定期便「ハナノワ」のサポート担当です。丁寧に、短く日本語で答えてください。",
     "会員: 来月のボックスをスキップしたいのですが、いつまでに手続きすればいいですか？", None),
]

# localized "now" labels for line positions of the non-English bodies
LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "it": ("Ora attuale: ", it_now),
    "fr": ("Date et heure actuelles : ", fr_now),
    "pt": ("Data e hora atuais: ", pt_now),
    "tr": ("Şu anki tarih ve saat: ", tr_now),
    "es": ("Fecha y hora actuales: ", es_now),
    "ja": ("現在日時: ", ja_now),
}

STABLE_LINES = ["Prompt version: 7.2.0", "Knowledge cutoff: 2024-06", "Season: SS27", "Channel: web",
                "API version: 2025-06-01", "Model: gpt-4.1-mini", "Timezone: Europe/London",
                "Store: 0114", "Catalogue: 2027-spring", "Tier: pro"]

Field = tuple[str, str, str, str, Callable[[Gen40, datetime], str], bool, bool]
# (cue, family, label, key, value, numeric, is_time)
FIELDS: list[Field] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False, True),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3), False, True),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False, True),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), False, True),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t), False, True),
    ("datetime", "python_isoformat", "now", "now", lambda g, t: py_iso(t), False, True),
    ("datetime", "log4j", "receivedAt", "receivedAt", lambda g, t: log4j_iso(t), False, True),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000)), False, True),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "requestTimestamp",
     lambda g, t: dotnet_o(t, g.small(0, 10)), False, True),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False, True),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t), False, True),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t), False, True),
    ("datetime", "rfc2822", "Processed", "processed", lambda g, t: rfc2822(t), False, True),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t), False, True),
    ("datetime", "sk_now", "Local time", "local_time", lambda g, t: sk_now(t), False, True),
    ("datetime", "weekday_time", "Desk time", "desk_time", lambda g, t: weekday_time(t), False, True),
    ("datetime", "day_first", "Sent at", "sent_at", lambda g, t: dmy_hm(t), False, True),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t), False, True),
    ("date", "iso_date", "Date", "date", lambda g, t: iso_date(t), False, True),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), False, True),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t)), True, True),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True, True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True, True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False, False),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32), False, False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False, False),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False),
     False, False),
    ("request_id", "cf_ray", "CF-Ray", "cf_ray", lambda g, t: g.cf_ray(), False, False),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid(), False, False),
    ("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t), False, False),
    ("session_id", "uuid7", "conversation_id", "conversation_id", lambda g, t: g.uuid7(t), False, False),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t), False, False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), False, False),
    ("token", "jwt", "session_token", "session_token", lambda g, t: g.jwt(t, "member-" + g.digits(6)),
     False, False),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t), False, False),
    ("request_id", "stripe", "Stripe-Request-Id", "stripe_request_id", lambda g, t: "req_" + g.b62(14),
     False, False),
    ("trace_id", "b3", "X-B3-TraceId", "b3_trace_id", lambda g, t: g.hex(32), False, False),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml_front", "json_member",
             "xml_attr", "kv_bracket", "html_comment", "md_bullet", "md_table"]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "footer"}
TWO_FIELD = {"head", "header_block", "last_user", "footer", "yaml_front", "json_member", "md_bullet",
             "md_table", "kv_bracket"}
GENERATED_POSITIVES = 74


def _yaml_value(value: str, numeric: bool) -> str:
    return value if numeric or " " not in value else '"' + value + '"'


def _render(position: str, label: str, key: str, value: str, numeric: bool, local: bool) -> str:
    """One field as it is written at `position` (without its v() mark)."""
    if position in LINE_POSITIONS:
        return label + value if local else f"{label}: {value}"
    if position == "yaml_front":
        return f"{key}: {_yaml_value(value, numeric)}"
    if position == "json_member":
        return f'"{key}": {value if numeric else json.dumps(value)},'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_bracket":
        return f'{key}={value}' if " " not in value else f'{key}="{value}"'
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    assert position == "md_table"
    return f"| {label} | {value} |"


def _assemble_generated(g: Gen40, position: str, body: tuple[str, str, str, str, str, str, str | None],
                        marks: list[str]) -> str:
    name, lang, city, app, system, user, cue = body
    end = f"\n{cue}" if cue else ""
    market = {"en": "UK", "it": "IT", "fr": "FR", "pt": "PT", "tr": "TR", "es": "ES", "ja": "JP"}[lang]
    if position == "head":
        return "\n".join(marks) + f"\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(marks) + f"\n\n{user}{end}"
    if position == "header_block":
        block = g.rng.sample(STABLE_LINES, 3)
        for m in marks:
            block.insert(g.small(0, len(block) + 1), m)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n" + "\n".join(marks) + end
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n" + "\n".join(marks) + "\n"
    if position == "yaml_front":
        return ("---\n" + f"app: {app}\n" + "\n".join(marks) + f"\nmarket: {market}\n---\n"
                + f"{system}\n\n{user}{end}")
    if position == "json_member":
        inner = "\n".join("  " + m for m in marks)
        return ("{\n" + f'  "app": "{app}",\n' + inner + f'\n  "market": "{market}"\n}}\n'
                + f"{system}\n\n{user}{end}")
    if position == "xml_attr":
        return f'<context app="{app}" {marks[0]} market="{market}"/>\n{system}\n\n{user}{end}'
    if position == "kv_bracket":
        pairs = [f"app={app}"]
        for m in marks:
            pairs.append(m)
            pairs.append(f"market={market}" if len(pairs) < 3 else "channel=web")
        return f"{system}\n[ctx " + " ".join(pairs) + f"]\n\n{user}{end}"
    if position == "html_comment":
        return f"{system}\n{marks[0]}\n\n{user}{end}"
    if position == "md_bullet":
        return ("## Context\n" + f"- **App:** {app}\n" + "\n".join(marks) + f"\n- **Market:** {market}\n\n"
                + f"{system}\n\n{user}{end}")
    assert position == "md_table"
    return ("| Field | Value |\n|-------|-------|\n" + f"| App | {app} |\n" + "\n".join(marks)
            + f"\n| Market | {market} |\n\n{system}\n\n{user}{end}")


def generated_positives(g: Gen40) -> list[Draft]:
    """One field, or one time and one id (two cases in seven where the position holds two), at one of
    twelve positions of one of sixteen bodies; some non-English bodies get a localized "now" line."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    times = [f for f in fields if f[6]]
    ids = [f for f in fields if not f[6]]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    k_two = 0
    for k in range(GENERATED_POSITIVES):
        position = POSITIONS[k % len(POSITIONS)]
        body = bodies[k % len(bodies)]
        name, lang, city = body[0], body[1], body[2]
        t = g.at(city)
        two = k % 7 in (2, 5) and position in TWO_FIELD
        local = lang != "en" and position in LINE_POSITIONS and k % 3 == 0 and not two
        picked: list[Field]
        if two:
            picked = [times[k_two % len(times)], ids[k_two % len(ids)]]
            k_two += 1
            g.rng.shuffle(picked)
        else:
            picked = [fields[k % len(fields)]]
        marks: list[str] = []
        families: list[str] = []
        for cue, family, label, key, make, numeric, _ in picked:
            if local:
                label, fmt = LOCAL_NOW[lang]
                value, cue, family = fmt(t), "datetime", "localized_now"
            else:
                value = make(g, t)
            marks.append(v(cue, _render(position, label, key, value, numeric, local)))
            families.append(family)
        text = _assemble_generated(g, position, body, marks)
        tags = ["generated", position, *families] + (["two_fields"] if two else [])
        tags += ["non_english", "ends_with_user"] if lang != "en" else []
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{'+'.join(families)}", tags))
    return out


# --- hand-written negatives that are not pasted blocks ---------------------------------------------


def _neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def _negatives_standalone() -> None:
    _neg(["stable_header", "prompt_revision", "knowledge_cutoff", "api_version"], "stable-prompt-header",
         """Prompt: size-advisor
Prompt version: 5.3.0
Last reviewed: 2026-01-20 by the e-commerce lead
Season: SS27
Knowledge cutoff: 2024-10
API version: 2025-06-01

You give size advice for Oak & Rye. Use the size chart and the fit notes; if the shopper is between sizes,
recommend the larger one for trousers.

User: I'm usually a 28 but your wide-leg trousers look roomy. Which size?
Assistant:""")
    _neg(["stable_header", "member_since", "customer_id", "record_date"], "stable-customer-header",
         """You are Bea, the styling assistant of Saltmarsh Clothing. Use the customer profile to personalise
suggestions; never read it out.
Customer: Hannah K.
Customer ID: cus_Q2m8Lx7Rt4Vb
Member since: 2023-04-11
Loyalty tier: Gold (valid until 2027-01-31)
Last order: 2026-02-14 (SM-771204, linen trousers, size 12)
Preferred fit: relaxed

Customer: What top would go with the linen trousers I bought last time?
Bea:""")
    _neg(["front_matter_document", "launch_date", "embargo"], "launch-front-matter", """---
collection: Pre-Fall 27
launch_date: 2027-06-01
lookbook_revision: 2026-11-04
embargo: 2027-05-20T09:00:00+01:00
markets: [UK, IE, FR]
---
Write three Instagram captions for the Pre-Fall 27 launch. Mention the launch date, keep each under 150
characters and do not mention prices.""")
    _neg(["xml_attr_stable", "delivery_window", "prices"], "line-sheet-xml", """<line_sheet brand="Arlo and Pine" season="SS27" window_start="2027-01-15" window_end="2027-03-15" currency="EUR">
<style no="AP-27-101" wsp="42.00" rrp="105.00"/>
<style no="AP-27-114" wsp="38.50" rrp="95.00"/>
<style no="AP-27-130" wsp="55.00" rrp="139.00"/>
</line_sheet>
Work out the mark-up multiple of each style and say which ones are below the 2.5x target.""")
    _neg(["chat_template", "knowledge_cutoff", "policy_validity"], "chatml-policy", """<|im_start|>system
You are the returns assistant of Lumio Fashion.
Knowledge cutoff: 2024-06
Returns policy version 4, valid from 2026-01-01: 30 days from delivery, free returns by drop-off, GBP 2.95
for a courier collection.<|im_end|>
<|im_start|>user
My order arrived on 3 March. What's the last day I can send it back?<|im_end|>
<|im_start|>assistant
""")
    _neg(["chat_template", "llama3", "knowledge_cutoff_only"], "llama-cutoff-only",
         """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the ingredient glossary of Quill Cosmetics Lab. Explain INCI names in plain English, one or two
sentences each.<|eot_id|><|start_header_id|>user<|end_header_id|>

What are Cetearyl Alcohol and Sodium Hyaluronate?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    _neg(["html_comment", "template_review_date", "unrendered_placeholders"], "template-comment",
         """<!-- template: salon-reminder-sms, reviewed 2026-02-02 by ops -->
Rewrite this reminder so it fits in one SMS (160 characters) without losing the cancellation rule:

"Hi {first_name}, this is a reminder of your appointment at Glow & Co. on {date} at {time} with {stylist}.
Please let us know at least 24 hours before if you need to cancel or move it, otherwise we charge 50% of
the service." """.rstrip())
    _neg(["json_inline", "api_version", "tenant_uuid"], "stable-json-header",
         """{"app":"line-sheet-copy","api_version":"2025-06-01","tenant":"3c9e2a71-5b4d-4f8e-9a16-7d2c0b8e4f55","season":"AW27"}
Write one sentence of wholesale copy for style LR-27-318, a boxy cropped cardigan in undyed Shetland wool.""")
    _neg(["id_in_question", "order_number", "tracking"], "order-ids-asked",
         """My order LF-2026-118342 was returned under RMA-26-44021 and tracking 1Z4F82W96849211337 shows it was
delivered to the warehouse on 5 March. It's been 12 days. Is that normal for a refund, and who should I
contact?""")
    _neg(["traceparent", "id_in_question"], "traceparent-asked", """The wholesale portal showed me an error page, and at the bottom it says
traceparent: 00-4c1d9a7e2b3f4a5c8d6e0f1a2b3c4d5e-8f7e6d5c4b3a2910-01
Which part of that should I send to their support so they can find my failed order?""")
    _neg(["jwt", "id_in_question"], "jwt-asked", """Our B2B portal keeps this token in local storage. Can you decode it and tell me whether it had expired
by 11:30 UTC on 14 March 2026?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJSLTIwNDE4IiwiaWF0IjoxNzczNDgyNDAwLCJleHAiOjE3NzM0ODYwMDB9.kq3Vb9xW2pLm8Tn4Rc6Yh1Js0Ud7Fe5Ga3Zi2Ko9Lq4""")
    _neg(["epoch", "id_in_question"], "feed-epochs-asked", """Our product feed says "updated_at": 1767225600 for the wrap dress and 1772323200 for the sandals. What
dates are those in UK time, and is the sandal entry more than 30 days old if today is 10 April 2026?""")
    _neg(["relative_time"], "relative-times", """The customer says the parcel was marked delivered 3 days ago, she e-mailed us yesterday evening, and our
SLA is to reply within 24 hours. The ticket was assigned to me 2 hours ago. Am I already late?""")
    _neg(["few_shot", "example_date"], "few-shot-ex-factory", """Extract the PO number, quantity and ex-factory date as JSON.

Example input: "PO 4500218841 - 3,200 pcs, ex-factory 24 April 2026"
Example output: {"po": "4500218841", "qty": 3200, "ex_factory": "2026-04-24"}

Input: "PO 4500219120: 1,150 pieces, goods to leave the factory on 25/04/2026"
Output:""")
    _neg(["unrendered_template", "code"], "unrendered-current-date", """Our subscription e-mail template renders like this in the test send. Why are the placeholders not
being filled in?

Subject: Your {{box_month}} box ships on {{ship_date}}
Hi {{first_name}}, today is {{current_date}} and your box is on its way...""")
    _neg(["user_typed_clock", "times_in_content"], "user-clock-milan", """It's 18:40 here in Milan and the showroom closes at 19:00. The buyer from Verona wants to see the PE27
menswear tomorrow at 9:30, but we only open at 10. What should I write to her?""")
    _neg(["date_arithmetic", "dates_in_prose"], "return-window-arithmetic", """The parcel was delivered on 14 March 2026 and our returns window is 30 days from delivery. The customer
posted the return on 14 April. Is she inside the window, and what if the window were 28 days?""")
    _neg(["iso_week", "production_calendar"], "production-weeks", """Our production calendar says fabric in-house by 2026-W14, cutting in W15, sewing W16-W18 and ex-factory
in W19. Which calendar dates are those, and does ex-factory fall before the 2026-05-08 vessel cut-off?""")
    _neg(["control", "plain"], "plain-stylist", """You are Fern, the styling assistant of a department store. Suggest outfits from the customer's
description, three items at most.

Customer: What should I wear to a summer wedding in the countryside?
Fern:""")
    _neg(["control", "plain"], "plain-perfume", """Explain the difference between eau de parfum and eau de toilette, and whether one lasts longer on the
skin.""")


# --- hard negatives: material the user pastes and asks about ---------------------------------------

# (source, tags, block, question, what the block is)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("tech-pack-revisions", ["tech_pack", "revision_dates"], """REVISION HISTORY - Style MV-27-0412 Linen shirt dress
Rev  Date        By        Change                                          Approved
A    2025-12-08  A. Ruiz   First proto spec                                L. Marchetti
B    2026-01-14  A. Ruiz   Chest +1 cm all sizes after the fit on 2026-01-12  L. Marchetti
C    2026-02-03  A. Ruiz   Collar stand raised 0.5 cm                      L. Marchetti
D    2026-02-19  K. Osei   Sleeve length -1 cm all sizes                   -""",
     "Which revision changed the sleeve length, and was it approved?", "revision history from our tech pack"),
    ("garment-po", ["purchase_order", "dates", "prices"], """PURCHASE ORDER 4500218841
Order date: 2026-01-22
Buyer: Fenwick & Rye Ltd, London
Supplier: Ningbo Haitai Knitting Co., Ltd
Incoterms: FOB Ningbo        Payment: 30% deposit, 70% against copy B/L
Style FR-27-210 cardigan, 100% lambswool, 5 colours, 3,200 pcs @ USD 14.80
Ex-factory: 2026-04-24       Latest shipment date: 2026-04-30
Penalty: 1% of the order value per week of delay after the latest shipment date""",
     "If the goods leave the factory on 5 May, how much is the penalty?", "purchase order"),
    ("audit-report", ["audit_report", "opens_with_date_label"], """Report date: 2026-03-12
Report no.: CLA-BD-26-0318
Factory: Sunrise Fashions Ltd., Gazipur (FFC-ID 20931)
Audit type: semi-announced, 2026-03-09 to 2026-03-10
Overall rating: C (needs improvement)
Findings:
1. Emergency exit on floor 3 obstructed by cartons (critical, corrected on site).
2. Excessive overtime: 14 of 40 workers above 60 h/week in January 2026 (major).
3. Two fire extinguishers past their refill date of 2026-01-31 (minor).
Follow-up audit due by: 2026-06-10""",
     "Which finding would stop us placing a new order, and by when must the follow-up audit happen?",
     "audit report we received"),
    ("cap-export", ["csv", "opens_with_timestamp", "cap_tracker"], """Timestamp,CAP ID,Finding,Owner,Due,Status
2026-03-12 09:14,CAP-2026-118,Extinguishers past refill date,Factory HSE,2026-03-20,Closed
2026-03-12 09:15,CAP-2026-119,Overtime above 60 h,Factory HR,2026-04-30,Open
2026-03-12 09:15,CAP-2026-120,Exit obstructed floor 3,Factory admin,2026-03-13,Closed
2026-03-14 16:02,CAP-2026-121,Boiler certificate missing,Factory maintenance,2026-03-31,Open""",
     "Which actions will be overdue if nothing changes by 1 April?", "export of our CAP tracker"),
    ("size-chart", ["size_chart", "measurements"], """MEN'S KNITWEAR - BODY MEASUREMENTS (cm)
Size    Chest     Waist    Sleeve (CB)
S       92-96     78-82    84
M       97-102    83-88    86
L       103-108   89-94    88
XL      109-114   95-100   90
Fit: regular. The model is 186 cm and wears M.""",
     "My chest is 101 cm and I like a slim fit. M or S?", "size chart from their website"),
    ("return-label", ["return_label", "rma", "tracking"], """RETURN LABEL - Wren Studio
RMA: RMA-26-44021            Order: WS-91822
Drop off at any partner point - QR code 7W4K-29QX
Label created: 2026-03-02    Drop off by: 2026-03-16
Tracking: H01RWA0004821736
Ship to: Wren Studio Returns, Unit 4, Leyton DC, London E10 7QQ""",
     "Can I still drop it off on Saturday the 14th?", "return label I printed"),
    ("order-confirmation-email", ["email", "message_id", "prices"], """From: Oak & Rye <orders@oakandrye.example>
To: hannah.k@mail.example
Date: Sat, 28 Feb 2026 19:42:11 +0000
Message-ID: <20260228194211.77120@mailer.oakandrye.example>
Subject: Order OR-558120 confirmed

Thanks for your order!
1 x Wide-leg jean, 28, washed black    GBP 95.00
1 x Ribbed tank, M, ecru               GBP 28.00
Delivery: Express (next working day)   GBP 6.95
Total                                  GBP 129.95""",
     "Did they charge me for express delivery even though I'm over the GBP 100 free-delivery threshold?",
     "order confirmation e-mail"),
    ("salon-booking-confirmation", ["booking_confirmation", "deposit"], """Booking confirmed - Glow & Co. Clifton
Ref: GC-2604-1187
Service: Root colour + blow-dry (1 h 45 min)
With: Ana
When: Friday 17 April 2026, 09:30
Deposit paid: GBP 20.00 (non-refundable within 48 hours of the appointment)
Patch test on file: 2026-01-10""",
     "What's the latest I can cancel and still get the deposit back?", "booking confirmation from the salon"),
    ("ingredient-list", ["inci", "batch_code", "expiry"], """Verity Calm Barrier Cream 50 ml
Ingredients: Aqua, Glycerin, Caprylic/Capric Triglyceride, Niacinamide, Cetearyl Alcohol, Glyceryl
Stearate, Panthenol, Phenoxyethanol, Ceramide NP, Ethylhexylglycerin, Sodium Hydroxide, Limonene.
Batch: L26-031   Best before end: 08/2028   PAO: 12M
Made in NL by Verity Labs BV""",
     "I'm allergic to limonene. Is it in there, and how long can I use the jar once it's open?",
     "text on the back of the jar"),
    ("showroom-invoice-fr", ["invoice", "french", "vat"], """FACTURE N° SF-2026-0412
Date : 02/10/2026          Échéance : 01/11/2026
Studio Ferrant SAS, 12 rue Charlot, 75003 Paris - TVA FR 41 832 554 019
Client : Tienda Olivo S.L., Calle Mayor 8, Zaragoza - TVA ES B50987654
SF-27-014  Robe chemise lin, écru     x6   68,00   408,00
SF-27-022  Pantalon large, noir       x8   59,00   472,00
Total HT                                         880,00
TVA 20 %                                         176,00
Total TTC                                      1 056,00""",
     "Should a French showroom charge 20% VAT to a Spanish shop that has a VAT number?",
     "invoice from the Paris showroom"),
    ("line-sheet", ["line_sheet", "prices", "delivery_windows"], """ARLO & PINE - SS27 LINE SHEET (EUR)
Style       Description                 Colours        WSP     RRP     Delivery
AP-27-101   Oxford shirt, boxy          white, blue    42.00   105.00  D1 15 Jan 2027
AP-27-114   Pleated chino               stone, navy    38.50   95.00   D1 15 Jan 2027
AP-27-130   Overshirt, brushed flannel  check          55.00   139.00  D2 15 Feb 2027
AP-27-146   Knit polo, cotton-linen     ecru, olive    36.00   89.00   D3 15 Mar 2027
Order deadline: 31 October 2026. Minimum order EUR 1,200.""",
     "Work out the mark-up multiple of each style.", "line sheet"),
    ("lab-test-report", ["lab_report", "dates", "results"], """TEST REPORT HKG-26-031188            Issued: 2026-03-09
Applicant: Fenwick & Rye Ltd         Sample received: 2026-03-02
Sample: FR-27-210 cardigan, lambswool, colour: forest
Test                                   Requirement   Result   Verdict
Colour fastness to washing (C06 A1S)   >= 4          4-5      Pass
Pilling, ISO 12945-2, 2000 rubs        >= 3-4        3        Fail
Dimensional stability, 3 washes        +/-5%         -6.5%    Fail
pH (ISO 3071)                          4.0-7.5       6.2      Pass""",
     "Which tests failed, and what would the factory have to change?", "test report from the lab"),
    ("plm-lock-dialog", ["error_dialog", "request_id", "time_label"], """Could not save material
The material MAT-004417 is locked by another user (k.osei) since 2026-03-10 08:15.
Error code: PLM-LOCK-0031
Request ID: 5b0e9c3d-2a71-4f86-b9d4-1c8e7f6a5b30
Time: 2026-03-10 09:42:17 UTC
[OK]   [Copy details]""",
     "What does this mean, and can I unlock it myself?", "message the PLM showed me"),
    ("box-shipping-sms", ["sms", "tracking", "day_first_dates"], """Petal & Pour: Your April box (PP-40921) is on its way! Tracking 15503882917340. Expected 10/04, 08:00-18:00. Reply STOP to opt out.
Petal & Pour: Update - your parcel is delayed at the Hinckley hub. New estimate 13/04.""",
     "Is my box lost, or just late?", "two texts I got"),
    ("stability-summary", ["stability", "dates", "table"], """STABILITY SUMMARY - Sprig Hand Cream, batch SHC-2511
Condition   Time point   Date         pH    Viscosity (cP)   Odour     Colour
25C/60%RH   T0           2025-11-20   5.9   24,000           conf.     conf.
25C/60%RH   T3m          2026-02-20   5.8   23,600           conf.     conf.
40C/75%RH   T1m          2025-12-20   5.7   21,900           conf.     conf.
40C/75%RH   T3m          2026-02-20   5.5   19,800           sl. off   conf.""",
     "Does this support a 24-month shelf life, or do we need more data?", "stability summary from the lab"),
    ("cpnp-confirmation", ["notification", "reference_number", "notified_time"], """Notification confirmation
Product: Verity Calm Barrier Cream
CPNP reference: 4188273
Responsible person: Verity Labs BV
Notified on: 11/02/2026 14:22 CET
Status: Notified - no action required
Member States where the product is placed on the market: NL, BE, FR""",
     "Can we start selling it in France now, or do we have to wait?", "notification confirmation"),
    ("fragrance-coa", ["certificate_of_analysis", "lot", "retest_date"], """CERTIFICATE OF ANALYSIS
Product: Figue Noire fragrance compound, code FN-2219
Lot: 25K0418          Manufactured: 2025-10-18          Retest date: 2026-10-18
Test                 Specification       Result
Appearance           clear liquid        conforms
Specific gravity     0.962 - 0.972       0.967
Refractive index     1.478 - 1.488       1.483
Flash point          > 60 C              74 C
Released by QC: M. Laurent, 2025-10-24""",
     "Can we still use this lot for the June 2026 production?", "certificate of analysis from the fragrance house"),
    ("resale-listing-json", ["api_json", "opens_with_id", "timestamps"], """{"id": "lst_8KqW2mZr4Tn9", "created_at": "2026-03-01T10:12:44Z", "updated_at": "2026-03-09T16:30:02Z", "title": "Seersucker midi dress, size 38", "price": {"amount": 9200, "currency": "EUR"}, "status": "reserved", "reserved_until": "2026-03-09T16:45:02Z", "seller": "usr_55Lk2"}""",
     "Why does my listing still show as reserved? The buyer never paid.", "listing data from the app's API"),
    ("rental-api-error", ["api_json", "opens_with_timestamp", "request_id"], """{
  "timestamp": "2026-04-02T11:08:31.204Z",
  "status": 409,
  "error": "BOOKING_CONFLICT",
  "message": "Item HTL-DR-4471 size 10 is already booked from 2026-05-21 to 2026-05-27",
  "request_id": "c41f0e7a-9d2b-4a8c-b6e1-3f5d7a9c0b2e",
  "path": "/v1/bookings"
}""",
     "Why did the booking fail? The customer wanted 22 to 26 May.", "error the booking API returned"),
    ("returns-webhook-debug", ["webhook_pasted", "signature", "epoch"], """POST /hooks/returns HTTP/1.1
Host: ops.wrenstudio.example
Content-Type: application/json
webhook-id: msg_2pQ8vN4kXw7Lz1Rt
webhook-timestamp: 1772452800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"return.received","data":{"rma":"RMA-26-44021","order":"WS-91822","received_at":"2026-03-02T11:40:00Z"}}""",
     "Our endpoint rejects this delivery as too old although our server clock is fine. Is it the timestamp or "
     "the signature?", "webhook delivery from our logs"),
    ("tracking-history", ["tracking", "scan_times"], """Tracking H01RWA0004821736
02 Mar 2026 15:12  Parcel dropped off - London N16 partner point
03 Mar 2026 04:51  Arrived at hub - Barking
03 Mar 2026 22:18  Departed hub - Barking
04 Mar 2026 07:03  Arrived at hub - Barking
05 Mar 2026 09:40  Delivered - Leyton DC (signed: RETURNS)""",
     "The shop says they haven't received it. Where did it end up?", "tracking page"),
    ("salon-appointments-csv", ["csv", "appointments"], """date,time,client,service,stylist,duration_min
2026-04-14,09:30,J. Morris,Root colour,Ana,90
2026-04-14,11:00,L. Chen,Cut and finish,Marc,45
2026-04-15,10:00,P. Adeyemi,Full head highlights,Ana,150
2026-04-16,14:00,R. Shah,Balayage,Lou,180
2026-04-17,09:30,K. Byrne,Root colour + blow-dry,Ana,105""",
     "Which stylist has the most colour work this week, in hours?", "export from our booking system"),
    ("colour-record", ["client_record", "formulas", "dates"], """CLIENT COLOUR RECORD - Jo Morris
Skin test: 2026-01-10 negative (next due 2026-07-10)
2025-09-02  Full head 7/3 + 7/0 (1:1) 6%, 35 min. Result: warm, slightly brassy ends.
2025-11-08  Roots 6/0 + 6/3 (1:1) 6%, 35 min; gloss 8/3 1.9%, 20 min.
2026-01-17  Roots 6/0 + 6/3 (1:1) 6%, 35 min; toner 9/13 on the face frame 1.9%, 15 min.""",
     "What did we use on her last time, and is her skin test still valid in May?", "client's colour record"),
    ("commission-statement", ["statement", "period", "prices"], """COMMISSION STATEMENT - Ana Ferreira - period 01/03/2026 to 31/03/2026
Service sales (ex VAT)    GBP 6,480.00   x 35%   GBP 2,268.00
Retail sales (ex VAT)     GBP 1,120.00   x 10%   GBP 112.00
Product charge (colour use)                      -GBP 186.40
Total commission                                 GBP 2,193.60
Paid with the March payroll on 31/03/2026""",
     "Can you check the maths?", "commission statement"),
    ("wholesale-order-confirmation", ["order_confirmation", "ship_window", "cancel_date"], """ORDER CONFIRMATION WO-27-00418
Account: R-20418 Shoe Loft, Leeds        Rep: J. Whitby
Order date: 2026-09-30
Ship window: 2027-01-05 to 2027-01-20    Cancel date: 2027-01-31
HF-27-101 loafer black  37(1) 38(2) 39(2) 40(2) 41(1)   8 pairs   EUR 760.00
HF-27-130 tote cognac                                   6 units   EUR 720.00
Order total EUR 1,480.00 - below the EUR 1,500 minimum, approved by the rep""",
     "If the shoes haven't arrived by 25 January, can we still cancel?", "order confirmation from the brand"),
    ("showroom-schedule", ["schedule", "times"], """STUDIO FERRANT - SHOWROOM APPOINTMENTS (Paris, SS27)
Tue 29 Sep  10:00-11:00  Seoul Select (3 pax)        Room A
Tue 29 Sep  10:30-11:30  Maison Orme, Lyon (2 pax)   Room A
Tue 29 Sep  16:30-17:30  Nordic Edit, Oslo (2 pax)   Room B
Wed 30 Sep  09:30-10:30  Tienda Olivo (1 pax)        Room A
Wed 30 Sep  09:30-11:00  Hopper & Co. (4 pax)        Room A""",
     "Which appointments overlap in the same room?", "appointment list for the showroom"),
    ("packing-list-pt", ["packing_list", "portuguese", "weights"], """PACKING LIST / LISTA DE EMBALAGEM
Exportador: Malhas Ribeiro Lda., Barcelos      Data de expedição: 2026-05-22
PO: 4500224410   Fatura: MR-2026/0318
Caixas 1-20   Jersey tee TW-27-015, preto   30 pcs/caixa   Peso bruto 9,8 kg/caixa
Caixas 21-34  Jersey tee TW-27-015, cru     30 pcs/caixa   Peso bruto 9,6 kg/caixa
Caixas 35-36  Jersey tee TW-27-015, cru     18 pcs/caixa   Peso bruto 6,1 kg/caixa""",
     "What are the total number of pieces and the total gross weight?", "packing list from the factory"),
    ("fabric-inspection", ["inspection_report", "roll_numbers"], """FABRIC INSPECTION REPORT (4-point system)    Date: 2026-02-16
Mill: Hoang Long Dyeing   Article: TWL-240 TENCEL twill   Width: 147 cm
Roll   Length (yd)   Points   Points/100 sq yd
R011   112           38       20.7
R012   108           81       45.8
R013   115           44       23.4
R014   96            77       48.0
Acceptance: max 40 points/100 sq yd per roll""",
     "Which rolls fail, and should we reject the whole lot?", "fabric inspection report"),
    ("audit-certificate", ["certificate", "validity"], """CERTIFICATE OF COMPLIANCE
Certificate no.: WR-26-BD-07731
Facility: Lumen Apparels, Ashulia, Dhaka
Scope: cutting, sewing, finishing and packing of woven garments
Level: Gold
Issued: 2025-06-02          Valid until: 2026-06-01
Audit date: 2025-05-18""",
     "Is it still valid for an order shipping on 15 June 2026?", "factory's certificate"),
    ("complaint-email", ["email", "order_number", "tracking"], """From: Priya Nair <priya.n@mail.example>
Sent: Thursday, March 12, 2026 8:03 PM
To: care@lumio.example
Subject: Still no refund - order LF-2026-118342

Hi, I returned my order on 2 March (tracking H01RWA0004821736), it was delivered to you on 5 March and I
still haven't had my GBP 142.00 back. Your website says refunds take 5 working days. Please sort this out.
Priya""",
     "Draft a reply that apologises and says what happens next.", "customer's e-mail"),
    ("resale-payouts", ["statement", "dates", "prices"], """PAYOUTS - Thrift Theory seller usr_55Lk2
Sale date    Item                Sale    Fee (12%)  Payment fee  Payout   Paid
2026-02-28   Wool jacket         50.00   6.00       2.70         41.30    2026-03-06
2026-03-04   Ribbed knit dress   35.00   4.20       1.35         29.45    2026-03-11
2026-03-12   Leather belt        18.00   2.16       0.82         15.02    pending (delivery not confirmed)""",
     "Why hasn't the 12 March sale been paid?", "payout history from my seller account"),
    ("consignment-clause", ["contract_clause", "dates"], """4. Term and unsold items
4.1 Items are consigned for 90 days from the intake date (here: 2026-02-10).
4.2 If an item is unsold on day 60 its price is reduced by 20%.
4.3 Items not collected within 14 days after the end of the term become the property of Second Row and
may be donated.
4.4 The consignor receives 60% of the net sale price, paid within 21 days of the sale.""",
     "Explain clause 4 in plain English: when does my price drop, and by when must I collect?",
     "clause from my consignment agreement"),
    ("box-contents-card", ["batch_codes", "expiry"], """LUMEN BOX - MAY 2026
1. Gel cleanser 50 ml       batch GC2603A   exp. 03/2028
2. Ceramide cream 15 ml     batch CC2511K   exp. 11/2027
3. SPF 50 fluid 20 ml       batch SF2601B   exp. 01/2027
4. Hydrating toner 30 ml    batch HT2602C   exp. 02/2028
5. Clay mask 2 x 10 ml      batch CM2509F   exp. 09/2026""",
     "Which of these expires first, and should I use that one first?", "card that came in my box"),
    ("ifra-certificate", ["certificate", "amendment", "limits"], """IFRA CERTIFICATE OF CONFORMITY (51st Amendment)
Fragrance: Vetiver Sel, code VS-0881
Certificate date: 2025-11-03
Category 4 (fine fragrance)            max 18.40 %
Category 5A (body lotion)              max 1.72 %
Category 9 (rinse-off: soap, shower)   max 9.85 %
This certificate is valid for the formula version dated 2025-10-21.""",
     "Can we use it at 2% in a body lotion?", "IFRA certificate"),
    ("pos-receipt", ["receipt", "transaction_number", "time"], """BEAUTE CENTRALE - Terminal 2
12/03/2026 14:37   Trans 0488172   Till 04   Op 117
Night renewal serum 30 ml     89.00
Lip balm SPF 15               14.50
Subtotal                     103.50
VAT 20% incl.                 17.25
VISA ****4417                103.50
Keep your receipt: exchanges within 28 days""",
     "Can I get the VAT back on this at the airport?", "receipt"),
    ("press-sample-log", ["log", "dates", "overdue"], """PRESS SAMPLE LOANS - Lark & Loom
Sample    Item                       Borrower            Out          Due back     Returned
PS-0211   Canvas chore jacket M      Styling desk, Vogue 2026-02-02   2026-02-16   2026-02-18
PS-0214   Washed canvas trouser 8    Elle UK             2026-02-10   2026-02-24   -
PS-0219   Tonal overshirt S          Stylist R. Okafor   2026-02-20   2026-03-06   -
PS-0220   Canvas skirt 10            Grazia              2026-03-01   2026-03-15   2026-03-09""",
     "Which samples are overdue as of 10 March?", "sample loan log"),
    ("factory-chat-export", ["chat_export", "bracketed_timestamps"], """[12/03/2026, 09:14:22] Mr. Rahman (Sunrise): Dear sir, fabric for PO 4500219120 reached today
[12/03/2026, 09:15:03] Mr. Rahman (Sunrise): cutting start tomorrow, sewing from 16/03
[12/03/2026, 11:47:50] Ayesha (Tidewell): Thanks. Can you still make ex-factory 18/04?
[12/03/2026, 12:02:31] Mr. Rahman (Sunrise): We will try sir but 25/04 is safe""",
     "Summarise what the factory promised and what it didn't.", "chat with the factory"),
    ("support-chat-transcript", ["chat_export", "times"], """Chat transcript - Fernway customer care
10:02  Visitor: Hi, the Ada trousers are too long, can I swap for a petite?
10:03  Agent (Mia): Of course! Petite 10 is in stock. I'll send you a free exchange label.
10:04  Visitor: Great, and the refund of the postage I paid?
10:06  Agent (Mia): The exchange label is free; the postage of the original order isn't refundable.
Chat ended 10:07 - rating 4/5""",
     "Did the agent promise to refund the postage?", "chat transcript"),
    ("returns-portal-screen", ["app_screen", "opens_with_updated"], """Updated: 14 Apr 2026, 09:12
Return not eligible
Order OR-558120 was delivered on 28 Feb 2026. Our 30-day return window ended on 30 Mar 2026.
Items can still be sent back for repair under the 12-month quality guarantee.
[Contact us]   [Start a repair]""",
     "I was travelling the whole of March. Is there any way to still return it?", "returns page"),
    ("time-and-action", ["production_calendar", "milestones"], """T&A - PO 4500224410 (TW-27-015 jersey tee)
Milestone                 Planned      Actual
Colour approval           2026-02-20   2026-02-24
Fabric in-house           2026-03-30
Pre-production sample     2026-04-06
Cutting                   2026-04-13
Inline inspection         2026-04-27
Ex-factory                2026-05-22
Vessel ETD Leixoes        2026-05-29""",
     "Which milestones move if the fabric arrives a week late, and do we still make the vessel?",
     "time and action calendar"),
    ("final-inspection", ["inspection_report", "aql"], """FINAL RANDOM INSPECTION - Report FRI-26-0522
Date: 2026-05-19     Inspector: T. Nguyen     PO: 4500224410
Lot size: 1,038 pcs  Sampling: ISO 2859-1, level II, AQL 2.5 major / 4.0 minor
Sample size: 80
Major defects found: 4 (open seam x2, stain x1, wrong care label x1)
Minor defects found: 6
Accept/reject major: 5/6   minor: 7/8""",
     "Pass or fail?", "inspection report"),
    ("safety-report-part-a", ["safety_report", "annex_dates"], """PART A - COSMETIC PRODUCT SAFETY INFORMATION
Product: Verity Calm Barrier Cream, 50 ml jar
1. Composition: annex A1 (formula BC-014 v4, 2026-02-28)
2. Physical/chemical characteristics and stability: annex A2 (stability to T3m, 2025-12-22)
3. Microbiological quality: challenge test ISO 11930, criteria A, report CT-26-014 (2026-01-30)
4. Impurities, traces, packaging: annex A4
5. Normal and reasonably foreseeable use: face, twice daily
6. Exposure: 1.54 g/day
8. Toxicological profile: annex A8
9. Undesirable effects: none reported (not yet on the market)""",
     "Is anything missing from Part A?", "Part A of our safety report"),
    ("rental-damage-form", ["damage_form", "dates", "charges"], """DAMAGE ASSESSMENT - Hire the Look
Rental: R-88120        Item: lace midi dress, size 10
Rental period: 2026-04-08 to 2026-04-12     Returned: 2026-04-14 (2 days late)
Damage: red wine stain 3 cm, skirt; specialist clean required
Charges: specialist clean GBP 15.00; late return 2 x GBP 8.00 = GBP 16.00
Total charged to card ending 4417: GBP 31.00 on 2026-04-16""",
     "Is this fair? I posted it back on the 12th.", "damage assessment they sent"),
    ("shop-orders-csv", ["csv", "created_at", "refunds"], """Name,Created at,Financial Status,Fulfillment Status,Total,Refunded Amount
#10421,2026-03-01 19:42:10 +0000,paid,fulfilled,129.95,0.00
#10422,2026-03-01 20:15:33 +0000,refunded,fulfilled,95.00,95.00
#10423,2026-03-02 08:01:47 +0000,partially_refunded,fulfilled,184.00,28.00
#10424,2026-03-02 09:30:12 +0000,paid,unfulfilled,56.50,0.00""",
     "How much did we refund across these orders?", "order export from the shop"),
    ("subscription-pause-email", ["email", "opens_with_date_label"], """Date: Tue, 10 Mar 2026 07:30:02 +0000
From: Scent Society <hello@scentsociety.example>
Subject: Your subscription is paused

Hi Sam, your Discovery subscription is paused for 2 months. Your next box will be billed on 3 June 2026
and ships within 3 working days. You can resume any time from your account.""",
     "When will they charge me again, and could I restart in May instead?", "e-mail they sent me"),
    ("perfume-batch-record", ["batch_record", "dates", "times"], """BATCH RECORD - Encens Doux EDP 50 ml
Batch 0426     Compound lot EN-25K0311     Alcohol lot ETH-2602-19
Blending:      2026-02-03 10:20 - 11:05   (op. C. Duval)
Maceration:    2026-02-03 to 2026-02-24
Chilling:      2026-02-24 to 2026-02-26, -5 C
Filtration:    2026-02-26 14:10
Filling:       2026-03-02, 1,200 units, QC release 2026-03-04""",
     "How long did batch 0426 macerate, and is that long enough for an EDP?", "batch record"),
    ("wastewater-report", ["test_report", "sampling_date", "limits"], """WASTEWATER TEST REPORT - Deniz Tekstil, Istanbul
Sampling date: 2026-02-18   Report date: 2026-03-03   Lab: CevreLab (accredited)
Parameter        Result       Foundational limit
COD              210 mg/l     150 mg/l
BOD5             38 mg/l      30 mg/l
Total N          12 mg/l      20 mg/l
Colour (436 nm)  6 m-1        7 m-1
Nonylphenol      < 0.1 ug/l   5 ug/l""",
     "Which parameters exceed the foundational limits?", "wastewater report from the mill"),
    ("exchange-app-log", ["app_log", "opens_with_bracketed_timestamp"], """[2026-03-14 10:22:01] INFO  exchange EX-55120 created for order MK-55120 (M -> L, oat)
[2026-03-14 10:22:02] INFO  reservation placed: SKU MK-CC-OAT-L qty 1, warehouse LEI
[2026-03-16 10:22:05] WARN  reservation expired: no return scan within 48h
[2026-03-16 10:22:05] INFO  exchange EX-55120 cancelled (reason: RESERVATION_EXPIRED)""",
     "Why did the exchange get cancelled? The customer says she posted the cardigan on the 15th.",
     "log lines from our exchange service"),
    ("salon-receipt-ja", ["receipt", "japanese", "tax"], """SALON KAZE 表参道店
2026年3月1日(日) 14:52  No.0031875
カット              ¥6,600
カラー（リタッチ）  ¥8,800
トリートメント      ¥3,300
小計               ¥18,700
（内消費税10%       ¥1,700）
お預り（カード）    ¥18,700
担当: 佐藤""",
     "My company pays for haircuts but not for colour or treatments. How much of this can I claim?",
     "receipt from my salon in Tokyo"),
    ("order-confirmation-ko", ["order_confirmation", "korean", "order_number_with_date"], """[하루룩] 주문이 완료되었습니다.
주문번호: 20260308-0041127
주문일시: 2026-03-08 21:14
상품: 오버핏 코튼 셔츠 (아이보리 / L) 1개  39,000원
배송비: 0원
결제금액: 39,000원 (카드)
예상 출고일: 2026-03-10""",
     "I want to change the size to M before it ships. Is there still time if today is 9 March?",
     "order confirmation from a Korean shop"),
]

PLACEMENTS = ["after", "before", "after_noblank", "intro_two_blanks", "pointing_wrapped", "please_read",
              "forwarded", "system_user", "quoted", "fence", "both_sides", "other_language"]
SYSTEM_HEAD_OFFICE = ("You are Seamly, the assistant of a fashion retailer's head office. Answer precisely and say\n"
                      "when the information is not enough.")
OTHER_LANG_ASK = [
    "Me lo spieghi anche in italiano?",
    "Tu peux me répondre en français ?",
    "¿Me lo explicas en español, por favor?",
    "Pode responder em português?",
    "Türkçe de açıklar mısın?",
    "한국어로도 설명해 줄 수 있어요?",
]
PLACED_TWICE = 8


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    cap = intro[0].upper() + intro[1:]
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "intro_two_blanks":
        return f"{cap}:\n\n\n{block}\n\n\n{ask}"
    if placement == "pointing_wrapped":
        return f"Below is the {intro}, copied exactly as it\nappears on my screen.\n\n{block}\n\n{ask}"
    if placement == "please_read":
        return f"{ask} Please read\n{block}"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ----------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_HEAD_OFFICE}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{cap}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is anything else in there unusual?"
    assert placement == "other_language"
    return f"{block}\n\n{ask} {OTHER_LANG_ASK[k % len(OTHER_LANG_ASK)]}"


def _negatives_pasted() -> None:
    """Each block three times (the last PLACED_TWICE twice), at placements k, k+4 and k+8 of twelve."""
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        times = 2 if k >= len(BLOCKS) - PLACED_TWICE else 3
        for r in range(times):
            placement = PLACEMENTS[(k + 4 * r) % len(PLACEMENTS)]
            text = _place(k + r, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly -------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen40(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_standalone()
    _negatives_pasted()
    return make_holdout.assemble("hold40", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
