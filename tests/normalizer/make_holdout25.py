"""Build `prompt_normalizer/corpus/holdout25.jsonl`, a twenty-fifth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout25.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout24.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its closing lines (the pasted-block
placements, `build` and `main`) for the structure of a generator. (A directory listing of
`prompt_normalizer/corpus/` showed file names only, and a grep for the zone helper printed the first
lines of make_holdout24's `Gen24` class; nothing of the detectors or the corpora.) None of the earlier
scenarios is repeated: the earlier docstrings already name a DMS sales copilot, test drives, trade-in
valuations, F&I menus, recall lookups, repair orders, an after-hours FNOL call, a Norwegian car
claim, OCPP charging, fleet telematics and ELD, car rental counters, car parks, registration
renewals, e-scooter fleets and pet insurance, so the scenarios here were chosen around them. Another
corpus written at the same time covers hospitality, events, nonprofits, religious communities and
funeral services; nothing here comes from those. The sources are insurance and motor vehicles:

* claims intake and loss adjusting: a web FNOL intake (header block), a desk adjuster copilot (YAML
  front matter), hail catastrophe triage (pretty JSON), a subrogation demand (footer), a total-loss
  valuation with comparables "as of" a time, a windscreen chat (XML attribute), an SIU red-flag
  assistant (bracketed `key=value` context), a field appraiser's photo upload (HTML comment and a
  parenthesised receipt line), a catastrophe desk (ISO week date), a casualty reserve helper behind a
  Llama 3 system header, a claims diary (templated sentence), call-centre agent assist, an engineer
  instruction, a glass callback (YAML block with an epoch and an OAuth-style `state`), a Teams loss
  adjuster bot; and as hard negatives FNOL records, claim forms, adjuster reports, handler notes,
  settlement and write-off letters, ombudsman decisions, solicitors' letters, police reports,
  credit hire invoices, KPI tables, a claims portal error page and a webhook delivery rejected by
  the user's endpoint;
* underwriting: a commercial property workbench, a fleet rating engine, a cyber scan snapshot, marine
  cargo with a current UTC time, a prescription-history pull, a senior-underwriter referral
  delivery (single-line JSON), guideline passages with `retrieved_at`; and as hard negatives
  underwriting guides, referral e-mails, survey reports and treaty wordings;
* brokers and policy administration: a Moldovan broker's comparison, a renewal portal session JWT,
  a mid-term adjustment's `Idempotency-Key`, an endorsement drafter's canary, a placing platform
  (traceparent and placing session), a certificate-of-insurance request, a Makati agency (Taglish),
  B3 headers on a cancellation helper, a comparison site journey (markdown bullets); and as hard
  negatives schedules, certificates, endorsements, audit logs, terms of business, comparison
  e-mails, renewal SMS and NCD letters;
* reinsurance: a bordereau ingest run, a treaty portal position "as of" a time, a cat model analysis
  request, a slip-parsing job; and as hard negatives bordereau rows, cash calls, statements of
  account and a cedent's e-mail;
* dealerships and F&I: a GAP explainer (Spanglish), lender decisions fetched for the request, a
  service-lane kiosk clock, a dealer web chat, lease-end inspection booking, a Benin City dealer
  (Nigerian Pidgin with an Edo greeting); and as hard negatives invoices, finance agreements, GAP
  certificates, PDI checklists, appraisal sheets, warranties, reservation SMS and adverts;
* body and repair shops: an estimating session, an ADAS scan-tool clock, a paint scale clock and mix
  request, supplier prices retrieved for the request, a DRP supplement (XML attributes), a Zaprešić
  body shop (Kajkavian), a SMART repair quote (time of day alone), a repair-status footer; and as
  hard negatives estimates, PDR estimates, calibration reports, job cards, paint mix records,
  back-order notices, diagnostic scans and chat exports;
* parts catalogues: an EPC snapshot for a VIN (the VIN stays), an aftermarket `searchUid`, a Vienna
  tyre shop (Viennese German), a fitment check with `KEY=value` environment lines, a Tyrolean
  mechanic's catalogue query; and as hard negatives order confirmations and VIN decoder output;
* fleet telematics: UBI trip scoring runs, a crash-detection delivery envelope (the crash's own
  `occurred_at` stays), a dashboard rendered for the request, a Klang haulier (Manglish), a
  Standard Webhooks geofence delivery, a GPS fix read for the request, a tachograph device time
  (markdown table row); and as hard negatives CSV exports, crash reports, tachograph printouts,
  fuel card statements and a telematics API response;
* EV charging: OCPI request and correlation ids, a charging app support chat, availability fetched
  for the request, a home charger quote, a Plug&Charge question (Valencian), a bus depot scheduler
  (XML element), a roaming authorisation reference; and as hard negatives session logs, CDRs,
  receipts, statements, tariffs, OCPP messages, installation certificates, a battery health
  report and a charger sticker;
* car rental and car sharing: a trip session with an unlock nonce, a damage check-in upload, a
  one-way quote, rental excess in Pau (Gascon Occitan), a parking-fine dispute with `[session ...]`
  and `[sent ...]` lines, station transfers; and as hard negatives agreements, booking
  confirmations, damage charges, handover forms, reservation JSON, trip histories and fines;
* roadside assistance: a breakdown dispatch, a tow ETA in Seville (Andalusian Spanish), an Auckland
  jump-start chat, an in-car assistance button (single-line JSON), an Asunción membership
  (Jopara); and as hard negatives job sheets, recovery invoices and membership cards;
* vehicle registration and inspection back offices: a Slovak inspection network, a county tag office
  clerk session, an emissions upload, a plate transfer, a Nowy Targ station (Goral); and as hard
  negatives roadworthiness and MOT results, emissions printouts, tax reminders, registration
  certificates and inspection booking e-mails;
* used-car auctions: an online bid helper (server time and bid nonce), a condition report
  generation id, an arbitration request, a San José auction session (Costa Rican Spanish); and as
  hard negatives listings, condition reports, buyer invoices, salvage results and a sale calendar;
* elsewhere: a Beirut claims desk (Lebanese Arabic in Arabizi), a Dubai renewal (Emirati Arabic), a
  Paramaribo rental (Surinamese Dutch), a Guatemala City motorcycle insurer, a Panama City rental.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets, RFC 1123, RFC 2822, asctime, GNU
`date`, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano, .NET round-trip
and "f", JavaScript `toISOString()`, Windows general, US medium 12-hour dates, day-first slashed
and dotted dates with a time, a weekday with a date and time, a time of day alone, English long
dates, ISO dates and ISO week dates, Llama 3's `Today Date`, compact `YYYYMMDDHHMMSS`, epochs in s,
ms and us, and dates written in the prompt's language (Romanian months with `ora`, Croatian genitive
months with `u`, Valencian, Gascon with `a 17.45`, Austrian `Jänner`, Spanish with `p. m.`, Dutch,
Malay with `ptg`, Polish genitive months with `godz.`, Arabic months with the Arabic comma).
Identifiers: UUID v4 and v7, ULID (also lower case), KSUID, nanoid, ObjectId, traceparent, B3,
long hex, base32, base62 and base64url tokens, a JWT, Standard Webhooks ids and signatures, and
vendor-prefixed ids (`wb_`, `qr_`, `dlv_`, `up_`, `ps-`, `coi_`, `qj_`, `dj_`, `mx-`, `sr_`, `ts_`,
`upl_`, `q_`, `dr_`, `arb_`, `gen-`, `ir_`). Positions: header blocks, head and tail of the prompt,
the tail of a system prompt, YAML front matter and YAML blocks, pretty-printed and single-line JSON
members, XML attributes and an XML element, `key=value` pairs (bracketed context lines, bare lines,
environment lines), markdown bullets and a table row, HTML comments, templated sentences, phrases
with their preposition ("at ...", "as of ..."), footers after a `--` line, `[session ...]` and
`[sent ...]` lines, parenthesised values on the user's message, and program lines right above or
below data fetched for the request.

Prompts are in English (British, US, Australian, New Zealand, and Nigerian Pidgin) and in Moldovan
Romanian, Kajkavian, Gascon Occitan, Goral (Podhale), Valencian, Viennese and Tyrolean German,
Andalusian, Costa Rican, Guatemalan and Panamanian Spanish, Jopara, Taglish, Manglish, Spanglish,
Lebanese Arabic in Arabizi, Emirati Arabic and Surinamese Dutch (none of them named as a language or
variety by the earlier holdouts' docstrings, checked against them; the languages they belong to
are, and so are Polish, Vietnamese, Hebrew, Tamil, Slovak, Yoruba, Quechua and Maltese, which were
therefore not used as prompt languages), with an Edo greeting, user lines in Polish and German,
pasted material in German, Polish, Croatian, Slovak, Spanish, Romanian, Valencian, Malay, Dutch,
Arabic and French, and follow-up requests in Romanian, Croatian, Valencian, German, Malay, Dutch,
Spanish and Tagalog (scripts: Latin, Arabic).

What it is: 300 prompts. 140 carry volatile fields (195 spans): 93 hand-written positives (143
spans; 48 with two fields, one with three) and 47 generated ones (52 spans; 5 with two fields). 160
carry none: 137 hand-written negatives (135 hard negatives and two plain controls) and 23 generated
hard negatives; 111 of the hand-written negatives are material the user pastes, uploads, forwards or
quotes and asks about (claim forms, FNOL records, adjuster reports, estimates, telematics exports,
charging logs, CDRs, rental agreements, insurers' and solicitors' letters, schedules, certificates,
bordereau rows, auction listings, inspection results, e-mails with headers, SMS, JSON API
responses, webhook deliveries, printouts, invoices, statements, log lines), placed in rotation:
question after the block (9), before it (9), after it with no blank line (9), an opening line, the
block and the question (9), quoted with "> " (9), in a code fence (9), in an earlier turn of a
chat (9), below a "Forwarded message" line (8), after the question and a lead-in ending in a colon
with no blank line (8), in a user turn under a system prompt (8), with a question before and a
follow-up after (8), across two blank lines each side (8), and with a follow-up request in another
language (8); many begin with lines exactly like program metadata (`{"id": ..., "created_at": ...`,
`From:` / `Date:` / `Message-ID:`, `HTTP/1.1 200 OK` with `X-Request-Id` and `Date`, `Request ID:` /
`Time:` on an error page, `[2026-...]` log prefixes, `timestamp_utc,...`, `Date:` and `Time:` on
forms). Fourteen hand-written negatives hold stable look-alikes in program positions (guide
versions, rating tables, prompt revisions, a contract start in RFC 3339, customer-since and
member-since dates, knowledge cutoffs and API versions, dealer codes and opening hours, an EVSE id
and tariff start, firmware and calibration dates, station hours and time zone, treaty periods and an
LEI, buyer ids, an inspection authorisation, a member-since date in Moldovan Romanian, a closed
claim's own dates, an authored review date, CalVer builds and a commit); ten are ids, epochs and
dates the user asks about, few-shot dates, an unrendered template, relative times, date arithmetic
and code. The positives put the same-looking lines in program positions; nine stamp data
that the program fetched for this request (comparables, a scan, lender decisions, supplier prices,
a catalogue, a dashboard, a GPS fix, charger availability, a treaty position), where only the stamp
is labelled. The generated positive family puts one field, or a time and a request id (header
blocks, front matter, JSON, system tail, footer), at one of ten positions (head, system tail,
header block, after the last user message, footer, YAML front matter, JSON member, XML attribute,
`key=value` in a bracketed context line, parenthesised value on the user's message; four or five
each) of 22 bodies (14 in English, 8 in the languages above); the field is drawn from 32 formats
and labels, or is the current date and time labelled and written in the body's language. The
generated negative family uses the same bodies and positions (two or three each) with one stable
value drawn from 20 (API version, knowledge cutoff, prompt revision, member since, policy start in
RFC 3339, tenant, time zone, office hours, timeout, release, rating table, treaty year, dealer code,
EVSE id, firmware, VIN, licence expiry, fiscal year, calibration due, LEI). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout24.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions, device
clocks, bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made
here:

* Claims, policies and vehicles keep their own dates and ids: loss dates and times, notification
  and closing dates, policy periods and start times, issue dates, renewal dates, cash-call and
  settlement dates, inspection and test dates, sale dates, VINs, plates, claim, policy, treaty,
  certificate and agreement numbers are content or stable, also in a system prompt's claim context.
  A closed claim's "Notified" time is a record date, not the time of this request.
* Requests, runs and sessions that the assistant's tools mint move: intake, workbench, support,
  trip, estimate, auction, clerk and chat sessions, rating, quote, booking, mix, dispatch, upload,
  COI, arbitration, analysis and generation requests, bordereau ingest, scoring and slip-parsing
  runs, and the times stamped on them. A device clock read for this request (a scan tool, a paint
  scale, a service kiosk, a tachograph, an auction server) is the current time.
* Envelope vs payload: a crash-detection delivery's `delivery_id` and `received_at` and a geofence
  webhook's `webhook-id`, `webhook-timestamp` and `webhook-signature` move; the crash's
  `occurred_at` and the geofence event's `at` stay. A roaming authorisation reference and its
  evaluation time move; the partner's "token expired 2026-01-31" stays.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Dashboard rendered at <time> for this request." leaves "Dashboard rendered for this request.";
  "Lender decision (fetched for this request at <time>):" leaves "Lender decision (fetched for
  this request):"); `key=value` pairs and XML attributes are followed by a stable neighbour;
  single-line JSON members are cut with the comma after them, and volatile members of
  pretty-printed JSON are never the last member of their object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts whose natural cue would be in another language end with the user's message or
  with the metadata after it.
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

SEED = 20310525
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout25.jsonl"
SRC = "holdout25:"

ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": timezone(timedelta(0), "GMT"),
    "WAT": timezone(timedelta(hours=1), "WAT"),
    "EET": timezone(timedelta(hours=2), "EET"),
    "GST": timezone(timedelta(hours=4), "GST"),
    "MYT": timezone(timedelta(hours=8), "MYT"),
    "PHT": timezone(timedelta(hours=8), "PHT"),
    "AEST": timezone(timedelta(hours=10), "AEST"),
    "NZST": timezone(timedelta(hours=12), "NZST"),
    "CST6": timezone(timedelta(hours=-6), "CST"),
    "PYT": timezone(timedelta(hours=-3), "PYT"),
    "EST5": timezone(timedelta(hours=-5), "EST"),
    "SRT": timezone(timedelta(hours=-3), "SRT"),
    "MST": timezone(timedelta(hours=-7), "MST"),
    "PST": timezone(timedelta(hours=-8), "PST"),
    "IST": timezone(timedelta(hours=5, minutes=30), "IST"),
}

RO_MONTHS = ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie",
             "octombrie", "noiembrie", "decembrie"]
VAL_MONTHS = ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre",
              "novembre", "desembre"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
AT_MONTHS = ["Jänner", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
MS_MONTHS = ["Januari", "Februari", "Mac", "April", "Mei", "Jun", "Julai", "Ogos", "September", "Oktober",
             "November", "Disember"]
PL_MONTHS_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]
GASCON_MONTHS = ["gèr", "heurèr", "març", "abriu", "mai", "junh", "julhet", "agost", "seteme", "octobre",
                 "novème", "deceme"]
AR_MONTHS = ["يناير", "فبراير", "مارس", "أبريل", "مايو", "يونيو", "يوليو", "أغسطس", "سبتمبر", "أكتوبر", "نوفمبر",
             "ديسمبر"]
HR_MONTHS_GEN = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
                 "listopada", "studenoga", "prosinca"]


class Gen25(Gen):
    """make_holdout's Gen with zones by name and a few insurance and motor value shapes."""

    def at(self, zone: str) -> datetime:
        if zone == "EU":
            return self.moment_eu()
        if zone == "US":
            return self.moment_us()
        return self.moment(ZONES[zone])

    def claim_like(self) -> str:
        return f"{self.pick(['CLM', 'CL', 'MTR', 'PD'])}-{self.digits(7)}"

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))


def us_12h(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def dmy_time(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"


def ro_now(t: datetime) -> str:
    return f"{t.day} {RO_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}"


def val_now(t: datetime) -> str:
    return f"{t.day} de {VAL_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{ES_DAYS[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {h}:{t:%M} {'p. m.' if t.hour >= 12 else 'a. m.'}"


def at_now(t: datetime) -> str:
    return f"{t.day}. {AT_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def nl_now(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def ms_now(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{t.day} {MS_MONTHS[t.month - 1]} {t.year}, {h}:{t:%M} {'ptg' if t.hour >= 12 else 'pagi'}"


def pl_now(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS_GEN[t.month - 1]} {t.year}, godz. {t:%H:%M}"


def gascon_now(t: datetime) -> str:
    return f"lo {t.day} de {GASCON_MONTHS[t.month - 1]} de {t.year}, a {t:%H.%M}"


def ar_now(t: datetime) -> str:
    return f"{t.day} {AR_MONTHS[t.month - 1]} {t.year}، الساعة {t:%H:%M}"


def hr_now(t: datetime) -> str:
    return f"{t.day}. {HR_MONTHS_GEN[t.month - 1]} {t.year}. u {t:%H:%M}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


POS: list[Callable[[Gen25], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen25], Draft]) -> Callable[[Gen25], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{name}", tags)


# --- hand-written positives: claims intake and loss adjusting -------------------------------------------------------


@pos
def _fnol_web_intake(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Intake-Channel: web-form
{v('session_id', 'Intake-Session: ' + g.uuid4())}
{v('datetime', 'Current-Time: ' + rfc3339(t))}
Product: Motor Comprehensive

You are Claire, the first-notice-of-loss assistant of Halden Mutual. Collect what happened, where and
whether anyone was hurt, then tell the policyholder what happens next. Never say whether the claim
will be paid.

Policyholder: Someone reversed into my parked car at the supermarket and drove off. The rear bumper is
cracked and the parking sensor beeps constantly.
Claire:""", "fnol-web-intake", ["header_block", "head", "uuid", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _desk_adjuster_front_matter(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""---
assistant: desk-adjuster-copilot
line_of_business: personal_auto
{v('request_id', 'request_id: ' + g.ulid(t))}
{v('datetime', 'generated_at: ' + rfc3339(t, 3))}
---
Summarise the file notes below for the desk adjuster in five bullets and list what is still missing
before liability can be decided.

File notes (claim MTR-4418203, loss date 2026-02-11):
- Insured states the other driver ran the red light at Elm and 5th.
- Claimant's carrier disputes, says the light was amber.
- No police report yet; dashcam footage requested from insured on 02/14.
- Rental authorised for 10 days at USD 45/day.

Summary:""", "desk-adjuster-front-matter", ["front_matter", "ulid", "rfc3339", "two_fields", "dates_in_content_neighbour"])


@pos
def _hail_triage_json(g: Gen25) -> Draft:
    t = g.at("MST")
    return P(f"""{{
  "app": "cat-triage",
  {v('trace_id', '"trace_id": "' + g.hex(32) + '",')}
  {v('epoch', '"received_at_ms": ' + str(epoch_ms(t)) + ',')}
  "event_code": "CAT-26-HAIL-DEN"
}}
Triage the hail claim below: virtual inspection, field inspection or fast-track payment. Give one
reason.

Vehicle: 2022 Subaru Outback, 31,400 miles. Photos show 40+ dents on hood and roof, no glass damage.
Customer estimate from a PDR shop: USD 3,850.
Decision:""", "hail-triage-json", ["json_block", "head", "trace_id", "epoch_ms", "two_fields", "stable_neighbours"])


@pos
def _subrogation_footer(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""Draft a subrogation demand letter to the at-fault driver's insurer. Tone: firm, factual. Include the
amounts below and ask for payment within 30 days.

Our insured: Marisol Vega. Date of loss: 9 January 2026. Repair cost paid: USD 6,214.77. Rental: USD
540.00. Deductible: USD 500.00.

--
SubroAssist 2.3 · {v('request_id', 'request ' + g.uuid4())} · {v('datetime', rfc3339(t))}""",
             "subrogation-footer", ["footer", "tail", "two_in_line", "uuid", "rfc3339"])


@pos
def _total_loss_snapshot(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You are the total-loss valuation aide. Explain to the claimant how the market value was reached.

Comparable listings {v('datetime', 'as of ' + us_12h(t) + ' ' + (t.tzname() or ''))} (pulled for this request):
1. 2019 Honda CR-V EX, 58,200 mi, listed 2026-02-03, USD 21,450
2. 2019 Honda CR-V EX, 61,900 mi, listed 2026-01-28, USD 20,990
3. 2019 Honda CR-V EX-L, 55,100 mi, listed 2026-02-06, USD 22,300

Claimant: Your offer is USD 20,100. Why is it lower than all three of those?
Assistant:""", "total-loss-snapshot", ["inline_phrase", "as_of", "us_12h", "fetched_data", "dates_in_content_neighbour"])


@pos
def _windscreen_xml(g: Gen25) -> Draft:
    return P(f"""<conversation {v('session_id', 'id="' + g.nanoid() + '"')} channel="whatsapp" brand="SzybaPlus">
<system>You book windscreen repairs and replacements for policyholders. A chip smaller than a 2 zł coin
in the driver's view can be repaired; otherwise it is replaced.</system>
<user>Mam pęknięcie 20 cm na szybie, od dołu po stronie pasażera. Czy to naprawa czy wymiana?</user>
</conversation>""", "windscreen-xml", ["xml_attr", "nanoid", "head", "stable_neighbours"])


@pos
def _siu_bracket(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""[ctx {v('request_id', 'request_id=' + g.hex(24))} {v('datetime', 'ts=' + rfc3339(t))} tenant=lindqvist-re]
You assist the special investigations unit. List red flags in the claim narrative and rate each low,
medium or high. Do not accuse anyone.

Narrative: Policy incepted 12 days before the loss. Vehicle reported stolen from a friend's driveway at
03:00; both keys handed in; tracker subscription cancelled a week earlier.
Red flags:""", "siu-bracket", ["key_value_inline", "bracketed_line", "hex24", "rfc3339", "two_in_line"])


@pos
def _appraiser_html_comment(g: Gen25) -> Draft:
    t = g.at("AEST")
    return P(f"""{v('request_id', '<!-- upload_id: up_' + g.b62(20) + ' -->')}
You are the field appraiser's photo assistant. For each photo description, name the damaged panel and
say repair or replace.

Photo 1: left front door, crease 30 cm long across the swage line.
Photo 2: left front guard, paint scuff, no deformation.
Photo 3: left mirror housing, cracked.
{v('datetime', '(photo batch received ' + f'{t:%d/%m/%Y %H:%M}' + ' AEST)')}""",
             "appraiser-html-comment", ["html_comment", "head", "parenthesised", "tail", "two_fields"])


@pos
def _cat_desk_week(g: Gen25) -> Draft:
    t = g.at("CST6")
    return P(f"""Catastrophe desk assistant for Prairie Farm Mutual. Help the desk lead plan adjuster deployment.
{v('date', 'Today: ' + iso_week(t))}
Open claims by county: Polk 312, Story 188, Boone 74. Adjusters available: 22.

Lead: How should I split the adjusters for the next three days?
Assistant:""", "cat-desk-week", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _injury_reserve_llama(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""<|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day} {MONTHS[t.month - 1]} {t.year}')}

You help casualty handlers set an initial reserve for minor whiplash claims using the guideline table
only.<|eot_id|><|start_header_id|>user<|end_header_id|>

Claimant aged 34, soft-tissue neck injury, GP visit plus 6 physio sessions, off work 9 days.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "injury-reserve-llama", ["chat_template", "llama3", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _claims_diary_sentence(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You are Diary, the task assistant in the Kittiwake Claims platform. {v('date', 'The current date is ' + long_date(t) + '.')}
Sort the handler's diary items into overdue, due this week and later.

Items:
- Chase engineer's report, claim CL-2201944, due 2026-03-02
- Call claimant re hire car, claim CL-2201987, due 2026-03-09
- Review liability, claim CL-2202011, due 2026-04-15

Handler: What should I do first?
Assistant:""", "claims-diary-sentence", ["inline_sentence", "long_date", "dates_in_content_neighbour"])


@pos
def _call_centre_assist(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Agent assist - Motor claims line
{v('request_id', 'Interaction: ' + g.uuid4())}
{v('datetime', 'Interaction start: ' + iso_space(t) + ' ' + (t.tzname() or ''))}
Queue: motor-fnol-de
Language: de

Suggest the next question the agent should ask. One line only.

Transcript so far:
Kunde: Ich bin auf der A7 auf einen Wagen aufgefahren, der plötzlich gebremst hat.
Agent: Ist jemand verletzt?
Kunde: Nein, aber mein Kühler läuft aus.
Next question:""", "call-centre-assist", ["header_block", "head", "uuid", "iso_space", "two_fields", "stable_neighbours"])


@pos
def _engineer_instruction(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You instruct independent motor engineers for Brackley Claims. Write a short instruction email.

Vehicle: 2020 Vauxhall Corsa, reg KX20 LMP, at Ashby Bodyworks, LE65 2TT.
Damage: offside rear quarter and tailgate after a low-speed impact.
Instruction type: desktop assessment from photos.

Job created by the platform {v('datetime', 'at ' + f'{t:%H:%M:%S}' + ' GMT on ' + f'{t:%d %b %Y}')} for this request.
{v('request_id', 'Job ref: eng-' + g.hex(12))}

Email:""", "engineer-instruction", ["inline_phrase", "at_time", "request_id", "two_fields"])


@pos
def _glass_callback_epoch(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""callback_context:
  brand: clearview-glass
  region: uk-south
  {v('epoch', 'requested_at: ' + str(epoch_s(t)))}
  {v('nonce', 'state: ' + g.b64url(18))}
Write the SMS that confirms the mobile technician visit. Max 160 characters, no emojis.

Visit: Thursday 08:00-12:00, Halden Road car park. Vehicle: Ford Focus estate.
SMS:""", "glass-callback-epoch", ["yaml_block", "head", "epoch_s", "nonce", "two_fields"])


@pos
def _loss_adjuster_teams(g: Gen25) -> Draft:
    t = g.at("AEST")
    return P(f"""Bot: LossAdjusterBuddy
Tenant: 3f6a1b2c-9d8e-4f70-a1b2-c3d4e5f60718
{v('message_id', 'Activity-Id: ' + g.uuid4())}
{v('datetime', 'Activity-Timestamp: ' + rfc3339(t, 3))}

You answer loss adjusters' questions about the Australian motor claims handbook. Quote the section.

Adjuster: Can we pay a towing invoice from an unapproved tow operator if the insured was stranded?
Assistant:""", "loss-adjuster-teams", ["header_block", "head", "uuid", "rfc3339", "two_fields", "stable_uuid_neighbour"])


# --- underwriting --------------------------------------------------------------------------------------------------


@pos
def _property_workbench(g: Gen25) -> Draft:
    return P(f"""You are the underwriting workbench assistant for commercial property. Flag appetite issues
against the guide and suggest referral where needed.
Guide version: 2026.1
Underwriter: J. Okafor
{v('session_id', 'Workbench session: wb_' + g.b62(18))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}

Submission: Warehouse, 4,200 m², EPS sandwich panels, sprinklered, TIV EUR 18.5m, tenant stores
lithium batteries.
Assistant:""", "property-workbench", ["system_tail", "header_block", "session_id", "request_id", "two_fields", "stable_neighbours"])


@pos
def _fleet_rating_engine(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""Rating engine context
{v('request_id', 'quote_request_id: qr_' + g.b62(16))}
{v('datetime', 'rated_at: ' + py_iso(t))}
rating_table: fleet-2026Q1
currency: GBP

Explain to the broker why the fleet premium went up compared with expiry, using the factors below.

Factors: vehicles 42 -> 47; claims frequency 3y 0.19 -> 0.26; two drivers under 25 added.
Explanation:""", "fleet-rating-engine", ["header_block", "head", "py_isoformat", "request_id", "two_fields", "stable_neighbours"])


@pos
def _cyber_scan_snapshot(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""You support cyber underwriters. From the external scan, name the top three risks in plain English.

External scan of motorhaus-dealer.example, snapshot taken {v('datetime', 'at ' + rfc3339(t))} for this request:
- RDP (3389) open on 203.0.113.40
- TLS certificate expires 2026-05-01
- Exchange build 15.2.1118 (patched 2024-11)
- SPF record present, DMARC p=none

Underwriter: Is this a decline?
Assistant:""", "cyber-scan-snapshot", ["inline_phrase", "at_time", "snapshot", "dates_in_content_neighbour"])


@pos
def _marine_cargo_now(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""Marine cargo quick-quote assistant. Quote only within the open cover limits.
{v('datetime', 'Now (UTC): ' + iso_space(t))}
Open cover: OC-77120, limit per conveyance EUR 750,000, excludes ro-ro of used vehicles older than 10 years.

Broker: 14 used cars (2012-2016) ro-ro from Bremerhaven to Lagos, total EUR 96,000. Can we bind?
Assistant:""", "marine-cargo-now", ["system_tail", "iso_space", "stable_neighbours"])


@pos
def _life_rx_pull(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""Accelerated underwriting helper. Summarise the prescription history result for the underwriter.
{v('request_id', 'Rx pull id: rx-' + g.uuid4())}
{v('datetime', 'Pulled: ' + windows_general(t))}

Result: 3 fills of lisinopril 10 mg (2025-08 to 2026-01); 1 fill of amoxicillin (2025-11).
Applicant disclosed: high blood pressure, controlled.

Summary:""", "life-rx-pull", ["system_tail", "request_id", "windows_datetime", "two_fields"])


@pos
def _referral_envelope(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""{{"delivery": {{{v('request_id', '"id": "dlv_' + g.b62(22) + '",')} {v('datetime', '"sent_at": "' + rfc3339(t) + '",')} "queue": "senior-uw-referrals"}}}}
A junior underwriter referred this risk. Draft the senior underwriter's decision note: accept, accept
with conditions, or decline, with a one-line reason.

Risk: Independent used-car dealer, 60 vehicles on forecourt, no overnight fence, CCTV with 14-day
retention, two thefts in 2024.
Note:""", "referral-envelope", ["json_inline", "head", "delivery_id", "rfc3339", "two_in_line"])


@pos
def _uw_guidelines_rag(g: Gen25) -> Draft:
    t = g.at("EU")
    t2 = t + timedelta(milliseconds=g.small(30, 500))
    return P(f"""Answer from the retrieved guideline passages; cite them as [1] or [2].

[1] source=motor-uw-guide.pdf {v('datetime', 'retrieved_at=' + rfc3339(t2, 3))} page=14
Drivers with a licence held less than 12 months are referred when the vehicle is over 150 kW.

[2] source=motor-uw-guide.pdf page=22
Modified vehicles: cosmetic changes are accepted; engine remaps are referred.

Question: Can I accept a 19-year-old with a 7-month-old licence on a 160 kW hatchback?
Answer:""", "uw-guidelines-rag", ["rag_doc_header", "key_value_inline", "rfc3339"])


# --- brokers and policy administration ----------------------------------------------------------------------------


@pos
def _broker_compare_moldovan(g: Gen25) -> Draft:
    t = g.at("EET")
    return P(f"""You are the quote comparison assistant of a Chișinău insurance broker. Answer in Romanian as
written in Moldova, briefly.
{v('datetime', 'Data și ora curentă: ' + ro_now(t))}

Oferte RCA pentru Dacia Logan 2018: Asterra 1.240 lei, Moldasig 1.310 lei, Grawe 1.195 lei.

Client: Care e cea mai ieftină și ce acoperă în plus cea de la Moldasig?""", "broker-compare-moldovan",
             ["system_tail", "localized_now", "moldovan", "non_english"])


@pos
def _renewal_jwt(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""Policyholder portal assistant for Wrenfield Insurance. Only discuss the logged-in customer's policy.
customer_name: Ade Bankole
policy: WF-MOT-0091822
{v('token', 'portal_session: ' + g.jwt(t, 'pol-0091822'))}

Ade: My renewal went up by £180. Can I add a black box to bring it down?
Assistant:""", "renewal-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _mta_idempotency(g: Gen25) -> Draft:
    return P(f"""Mid-term adjustment assistant. Confirm the change back to the customer and state the pro-rata
premium difference from the calculation.
POST /v3/policies/WF-MOT-0091822/adjustments
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Content-Type: application/json

Change: new vehicle from 2026-03-20, Kia Niro EV replacing VW Golf. Pro-rata difference: +£46.12.
Confirmation:""", "mta-idempotency", ["header_block", "idempotency_key", "stable_neighbours"])


@pos
def _endorsement_canary(g: Gen25) -> Draft:
    return P(f"""You draft policy endorsements in the insurer's house wording. Use the clause library only and
never add cover that was not requested.
{v('nonce', 'Canary: ' + g.hex(20))}

Request: add a named driver, Tomasz Wiśniewski, born 1991, full licence 2010, to policy PL-44-0182.
Endorsement:""", "endorsement-canary", ["system_tail", "canary", "hex20"])


@pos
def _placing_platform(g: Gen25) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('session_id', 'Placing-Session: ps-' + g.hex(16))}
Market: London
Platform: placing-hub

You help brokers write a market submission summary for a motor trade risk. 150 words maximum.

Risk: Motor trader, 3 premises in Kent, 180 vehicles stock, road risks for 12 named drivers, no claims
in 5 years.
Summary:""", "placing-platform", ["header_block", "head", "traceparent", "session_id", "two_fields", "stable_neighbours"])


@pos
def _coi_request(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""Certificate of insurance helper. Check the holder's requirements against the policy and list gaps.
{v('request_id', 'COI request: coi_' + g.b62(14))}
{v('datetime', 'Requested: ' + us_12h(t))}

Policy: Commercial Auto CA-771204, limit USD 1,000,000 CSL, hired and non-owned auto included.
Holder requirements: USD 2,000,000 CSL, additional insured, waiver of subrogation.""",
             "coi-request", ["system_tail", "request_id", "us_12h", "two_fields"])


@pos
def _broker_crm_taglish(g: Gen25) -> Draft:
    t = g.at("PHT")
    return P(f"""You are the assistant of a Makati insurance agency. Reply in the customer's mix of Tagalog and English.
{v('datetime', 'Oras ngayon: ' + us_12h(t) + ' PHT')}

Customer: Hi po, nabangga yung kotse ko sa EDSA kanina, minor lang, pero need ko ba mag-file ng claim
or should I just pay out of pocket? Yung participation fee ko daw is 2,000.""", "broker-crm-taglish",
             ["system_tail", "localized_now", "taglish", "non_english"])


@pos
def _policy_admin_b3(g: Gen25) -> Draft:
    return P(f"""x-b3-sampled: 1
{v('trace_id', 'x-b3-traceid: ' + g.hex(32))}
{v('trace_id', 'x-b3-spanid: ' + g.hex(16))}

You answer policy administration staff about cancellation rules. Be exact about notice periods.

Staff: The customer sold the car yesterday. Can we cancel from yesterday or only from today?
Assistant:""", "policy-admin-b3", ["header_block", "head", "b3", "two_fields", "stable_neighbours"])


@pos
def _aggregator_journey(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""Comparison site helper. Explain the difference between the quotes shown; do not recommend one.
{v('session_id', '- journey: qj_' + g.b62(20))}
{v('datetime', '- journey started: ' + http_date(t))}
- results shown: 12

Quotes: Kestrel Direct £612 (excess £250), Ouse Motor £588 (excess £400), Halden £640 (excess £150,
courtesy car included).

User: why is the cheapest one cheaper
Assistant:""", "aggregator-journey", ["md_bullets", "http_date", "session_id", "two_fields", "stable_neighbours"])


# --- reinsurance ---------------------------------------------------------------------------------------------------


@pos
def _bordereau_ingest_run(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""Bordereau ingest - validation assistant
{v('run_id', 'Run: bdx-run-' + g.ulid(t).lower())}
{v('datetime', 'Run started: ' + py_logging(t))}
Treaty: MTR-QS-2026 (40% quota share, motor)
Cedent: Brackley Claims

Explain in plain words why these rows failed validation and what the cedent must fix.

Row 118: claim_ref CL-2201944, loss_date 2026-13-02, paid 4,210.00 -> invalid date
Row 241: claim_ref CL-2202087, paid -1,050.00, reserve 0.00, status OPEN -> negative paid on open claim
Explanation:""", "bordereau-ingest-run", ["header_block", "run_id", "python_logging", "two_fields", "pasted_content_neighbour"])


@pos
def _treaty_portal_asof(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You explain treaty positions to the cedent's finance team. Keep it to the figures shown.

Account position {v('datetime', 'as of ' + f'{t:%d.%m.%Y %H:%M}' + ' (this request)')}:
Premium ceded YTD: EUR 4.82m; claims recovered YTD: EUR 3.11m; cash calls open: 1 (EUR 410k, issued 2026-02-19).

Finance: Why do we still owe a cash call if recoveries are that high?
Assistant:""", "treaty-portal-asof", ["inline_phrase", "as_of", "snapshot", "dates_in_content_neighbour"])


@pos
def _cat_model_request(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('request_id', 'analysis_request: ar-' + g.uuid7(t))}
{v('datetime', 'submitted: ' + rfc3339(t, 6))}
model: eu-windstorm v24
portfolio: motor-own-damage-NL

Interpret the exceedance probability results for the reinsurance buyer in four sentences.

OEP 1-in-100: EUR 38.2m; 1-in-200: EUR 51.7m; AAL: EUR 2.9m.
Interpretation:""", "cat-model-request", ["header_block", "head", "uuid7", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _retro_slip_check(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You compare a reinsurance slip against the cedent's request and list every difference.
Slip parsing job {v('run_id', 'job_' + g.hex(16))} finished {v('datetime', 'at ' + f'{t:%H:%M}' + ' ' + (t.tzname() or ''))}.

Request: XoL EUR 5m xs EUR 5m, one reinstatement at 100%, hours clause 72 h.
Slip: XoL EUR 5m xs EUR 5m, one reinstatement at 100% pro rata time, hours clause 168 h.

Differences:""", "retro-slip-check", ["inline_phrase", "run_id", "at_time", "two_in_line"])


# --- dealerships and F&I ---------------------------------------------------------------------------------------------


@pos
def _gap_explainer_spanglish(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You explain F&I products at a Houston dealership. Answer in the customer's mix of Spanish and English.
{v('session_id', 'Deal-Jacket-Session: dj_' + g.b62(16))}
{v('datetime', 'Server-Time: ' + rfc3339(t))}

Customer: Oye, el finance guy me está ofreciendo GAP por $895. Si ya tengo full coverage, ¿para qué
lo necesito? It's a 72-month loan on a 2026 Tacoma.""", "gap-explainer-spanglish",
             ["system_tail", "session_id", "rfc3339", "two_fields", "spanglish", "non_english"])


@pos
def _credit_app_decision(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You help F&I managers read lender decisions. Explain the stipulations in plain words.

Lender decision (fetched for this request {v('datetime', 'at ' + us_12h(t))}):
Approved: 60 mo @ 8.49% APR, max advance 118% of book
Stips: proof of income (2 recent pay stubs), proof of residence, 4 references

F&I manager: Can I still add the service contract?
Assistant:""", "credit-app-decision", ["inline_phrase", "at_time", "fetched_data"])


@pos
def _service_kiosk_clock(g: Gen25) -> Draft:
    t = g.at("AEST")
    return P(f"""Kiosk: service-lane-2
Dealer: Parramatta Motors
{v('datetime', 'Kiosk clock: ' + f'{t:%d/%m/%Y %I:%M %p}')}

You greet customers dropping off their car for a booked service and confirm the pick-up time. Loan
cars must be returned with the same fuel level.

Customer: I'm booked in for the 60,000 km service. What time can I pick it up?
Assistant:""", "service-kiosk-clock", ["header_block", "head", "device_clock", "stable_neighbours"])


@pos
def _dealer_chat_widget(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You are the chat assistant on the Bramley Motors website. Book valuations and answer stock questions.
Visitor page: /used/2021-skoda-octavia-estate-se
Customer since: 2019-05-14
{v('session_id', 'Chat id: ' + g.objectid(t))}
{v('datetime', 'Server time: ' + iso_space(t) + ' GMT')}

Visitor: Is the Octavia still available and does it have a tow bar?
Assistant:""", "dealer-chat-widget", ["system_tail", "objectid", "iso_space", "two_fields", "stable_neighbours"])


@pos
def _lease_end_booking(g: Gen25) -> Draft:
    return P(f"""You book lease-end inspections for Autolease Rhein. Offer two slots and list what the customer should
bring.
{v('request_id', 'booking_request=' + g.uuid4())} partner=ald-rhein

Free slots: Tue 09:30 Köln-Ossendorf, Wed 14:00 Köln-Ossendorf, Thu 11:00 Bonn-Beuel.
Customer: My lease ends on 30 April. When can I bring the car?
Assistant:""", "lease-end-booking", ["key_value_inline", "request_id", "stable_neighbours"])


@pos
def _fi_menu_nigeria(g: Gen25) -> Draft:
    t = g.at("WAT")
    return P(f"""You explain vehicle finance and insurance options at a Benin City dealership in simple English; greet
in Edo when the customer does.
{v('datetime', 'Current time: ' + f'{t:%d/%m/%Y %H:%M}' + ' WAT')}
{v('request_id', 'Request ID: ' + g.hex(20))}

Customer: Koyo! Abeg, between third party and comprehensive for this 2017 Corolla, which one go cover
flood? Rain dey plenty for Ugbowo.
Assistant:""", "fi-menu-nigeria", ["system_tail", "dmy_time", "request_id", "two_fields", "edo_greeting", "nigerian_pidgin"])


# --- body and repair shops -------------------------------------------------------------------------------------------


@pos
def _estimating_platform(g: Gen25) -> Draft:
    return P(f"""{v('session_id', 'Estimate-Session: ' + g.uuid4())}
Shop: Crestline Collision #114
Labor rates: body $64, paint $64, frame $78

You review collision estimates for missing operations (not-included items, P-pages). List each with
the usual labour time.

Estimate lines: R&I front bumper cover; repair hood 2.5 h; refinish hood; replace RF headlamp.
Review:""", "estimating-platform", ["header_block", "head", "uuid", "stable_neighbours"])


@pos
def _adas_scan_tool(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You help technicians decide which ADAS calibrations a repair needs.
{v('datetime', 'Scan tool clock: ' + py_str(t))}
Scan tool: Autel IM608 II, software 7.21

Repair: windscreen replaced, front bumper cover refinished, no sensor brackets touched. Vehicle: 2023
VW Tiguan with Front Assist and Lane Assist.
Technician: Which calibrations do I need?
Assistant:""", "adas-scan-tool", ["system_tail", "device_clock", "python_str_datetime", "stable_neighbours"])


@pos
def _paint_mixing_scale(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Paint mixing assistant. Scale the formula to the requested quantity and round to 0.1 g.
{v('datetime', 'Scale time: ' + f'{t:%Y-%m-%dT%H:%M:%S}')}
{v('request_id', 'Mix request: mx-' + g.digits(8))}

Formula for 1.0 l, colour LY9B: 7B01 412.3 g, 7B02 88.7 g, 7B05 9.4 g, binder 310.0 g.
Quantity: 0.35 l
Scaled formula:""", "paint-mixing-scale", ["system_tail", "naive_iso", "request_id", "two_fields"])


@pos
def _parts_procurement_prices(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You pick the cheapest parts supplier that can deliver before the car's planned reassembly.

Supplier prices retrieved {v('datetime', 'at ' + f'{t:%H:%M}' + ' on ' + f'{t:%d/%m/%Y}')} for this request:
OEM dealer: bumper 1K8 807 221 £312.40, delivery next day
Parts alliance: equivalent £198.00, delivery 3 days
Salvage yard: used, colour-matched £140.00, delivery 2 days

Reassembly planned in 2 days.
Choice:""", "parts-procurement-prices", ["inline_phrase", "at_time", "fetched_data"])


@pos
def _drp_supplement(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""<supplement {v('request_id', 'request="' + g.uuid4() + '"')} {v('epoch', 'created="' + str(epoch_ms(t)) + '"')} program="drp-northstar"/>
Write the supplement justification note for the insurer's reviewer: what was found after teardown and
why the extra operations are needed.

Found after teardown: bent lower radiator support, cracked AC condenser bracket, sheared fog-lamp tabs.
Note:""", "drp-supplement", ["xml_attr", "head", "uuid", "epoch_ms", "two_in_line", "stable_neighbours"])


@pos
def _bodyshop_whatsapp_kajkavian(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You answer customers of a body shop in Zaprešić. Reply in the customer's Kajkavian if you can,
otherwise in standard Croatian.
{v('datetime', 'Zdaj je: ' + hr_now(t))}

Kupec: Dober den, kak dugo bu još trajal popravek mojega auta? Rekli ste mi do petka, a veliju mi da
još niste dobili branik.""", "bodyshop-whatsapp-kajkavian", ["system_tail", "localized_now", "kajkavian", "non_english"])


@pos
def _smart_repair_mobile(g: Gen25) -> Draft:
    t = g.at("AEST")
    return P(f"""You quote SMART repairs (small area) for a mobile technician in Brisbane. Give a price range and the
time needed.
{v('datetime', 'Local time: ' + f'{t:%I:%M %p}'.lstrip('0'))}

Customer: Two stone chips on the bonnet and a bumper scuff the size of my palm, white Mazda CX-5.
Assistant:""", "smart-repair-mobile", ["system_tail", "time_alone", "stable_neighbours"])


@pos
def _repair_status_footer(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""Turn the repair status below into a friendly text message for the customer. Max 2 sentences.

Status: waiting for door mirror glass (ETA Wednesday), paint booked Thursday, valet Friday morning.

--
{v('request_id', 'msg-builder req ' + g.b32(26))}
{v('datetime', 'built ' + rfc2822(t))}""", "repair-status-footer", ["footer", "tail", "base32", "rfc2822", "two_fields"])


# --- parts catalogues ------------------------------------------------------------------------------------------------


@pos
def _epc_vin_lookup(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You answer parts counter staff from the electronic parts catalogue result below.

EPC lookup for VIN WF0XXXGCDX1234567 (Ford Focus, 2019, 1.0 EcoBoost), catalogue snapshot {v('datetime', 'as of ' + rfc3339(t))} for this request:
- Front brake pads: 2 258 144 (superseded 2 130 951)
- Front discs: 1 867 437
- Oil filter: 2 068 467

Staff: Customer wants pads and discs for the front. Which numbers do I order?
Assistant:""", "epc-vin-lookup", ["inline_phrase", "as_of", "snapshot", "vin_stays"])


@pos
def _aftermarket_search(g: Gen25) -> Draft:
    return P(f"""{{"search": {{"brand_filter": ["Bosch", "ATE"], {v('request_id', '"searchUid": "' + g.hex(24) + '",')} "ktype": 19934}}}}
Recommend one brake disc and pad set from the results for a customer who tows a caravan.

Results: Bosch 0 986 479 C33 (vented 300 mm) EUR 74; ATE 24.0128-0288.1 (vented 300 mm, coated) EUR 81;
ATE 13.0460-7244.2 pads EUR 39; Bosch 0 986 494 879 pads EUR 35.
Recommendation:""", "aftermarket-search", ["json_inline", "head", "search_uid", "stable_neighbours"])


@pos
def _tyre_finder_viennese(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You help customers of a Vienna tyre shop pick tyres. Answer in the customer's Viennese German.
{v('datetime', 'Heit is: ' + at_now(t))}

Kundin: Servas, i brauch für mein Škoda Fabia neue Reifen, 185/65 R15. Zoit si des aus, glei
Ganzjahresreifen zu nehman, oder soi i Winterreifen extra kaufn?""", "tyre-finder-viennese",
             ["system_tail", "localized_now", "viennese", "non_english"])


@pos
def _parts_fitment_env(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""CATALOGUE_RELEASE=2026.02
{v('request_id', 'REQUEST_ID=' + g.uuid4())}
{v('epoch', 'REQUEST_EPOCH_MS=' + str(epoch_ms(t)))}
LOCALE=en_GB

Does the part below fit the customer's vehicle? Answer yes, no or check, with one reason.

Part: Valeo 826752 clutch kit, fits 1.6 TDCi 85 kW, gearbox code 6-speed.
Vehicle: Ford Transit Connect 1.6 TDCi 70 kW, 2014, 5-speed.
Answer:""", "parts-fitment-env", ["env", "head", "uuid", "epoch_ms", "two_fields", "stable_neighbours"])


@pos
def _oem_portal_tyrolean(g: Gen25) -> Draft:
    return P(f"""You answer Tyrolean mechanics about the parts catalogue. Reply in German, short.
{v('request_id', 'Anfrage-ID: ' + g.uuid4())}

Mechaniker: Griaß di, i suach die Zahnriemensatz-Nummer für an Golf 7 1.6 TDI, Motorkennbuchstabe
CXXB. Isch do die Wasserpumpe dabei oder muass i de extra bstelln?""", "oem-portal-tyrolean",
             ["system_tail", "request_id", "tyrolean", "non_english"])


# --- fleet telematics and usage-based insurance -------------------------------------------------------------------------


@pos
def _ubi_trip_scoring(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You explain a driver's weekly driving score in a friendly tone; mention one thing to improve.
{v('run_id', 'scoring_run: sr_' + g.ksuid(t))}
{v('datetime', 'scored_at: ' + rfc3339(t))}
model: ubi-score v5.2

Week: 14 trips, 312 km; harsh braking 6 (peer median 2); night driving 4%; speeding 1% of distance.
Score: 71/100 (last week 78).
Explanation:""", "ubi-trip-scoring", ["header_block", "ksuid", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _crash_detection_envelope(g: Gen25) -> Draft:
    t = g.at("EU")
    crash = t - timedelta(seconds=g.small(20, 90))
    return P(f"""{{
  {v('request_id', '"delivery_id": "' + g.uuid4() + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "event": {{
    "type": "crash_detected",
    "occurred_at": "{rfc3339(crash, 3)}",
    "peak_g": 4.7,
    "speed_before_kmh": 52,
    "location": "A4, km 118, near Eisenach"
  }}
}}
You are the crash-response assistant. Write the first message to the driver: check they are safe and
offer roadside help. Two sentences.""", "crash-detection-envelope", ["json_block", "head", "envelope", "two_fields", "payload_time_stays"])


@pos
def _fleet_manager_dashboard(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You are the fleet manager's copilot for Harwell Logistics (48 vans). Answer from the dashboard tiles.
Dashboard rendered {v('datetime', 'at ' + f'{t:%H:%M:%S}' + ' GMT')} for this request.
Tiles: vans moving 31, idling >10 min 5, in workshop 3, fuel alerts 2 (VN-12, VN-33).

Manager: Which vans should I call about idling first?
Assistant:""", "fleet-manager-dashboard", ["inline_phrase", "at_time", "snapshot"])


@pos
def _driver_coaching_manglish(g: Gen25) -> Draft:
    t = g.at("MYT")
    return P(f"""You coach lorry drivers of a Klang haulage company. Reply in their Malaysian English with Malay, short.
{v('datetime', 'Masa sekarang: ' + ms_now(t))}

Driver: Boss, the system say I harsh brake 9 times yesterday at Federal Highway. Got jam lah, car
suddenly cut in. How to avoid kena warning again?""", "driver-coaching-manglish",
             ["system_tail", "localized_now", "manglish", "non_english"])


@pos
def _geofence_webhook(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}
content-type: application/json

{{"type": "geofence.exit", "vehicle": "TRK-0417", "geofence": "Depot Rotterdam-Waalhaven", "at": "2026-03-04T02:14:09Z"}}

Tell the night dispatcher in one sentence whether this exit is expected; night shifts leave the depot
from 02:00.""", "geofence-webhook", ["header_block", "head", "standard_webhooks", "three_fields", "payload_time_stays"])


@pos
def _telematics_gps_fix(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You help a fleet dispatcher estimate arrival times.
Last GPS fix for van VN-21 (read {v('datetime', 'at ' + f'{t:%H:%M:%S}')} for this request): 51.9012 N, 4.4581 E, 62 km/h, heading 210.
Destination: Breda distribution centre, 48 km by road.

Dispatcher: Will VN-21 make the 15:30 slot?
Assistant:""", "telematics-gps-fix", ["inline_phrase", "at_time", "snapshot"])


@pos
def _tachograph_helper(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Tachograph rules assistant (EU 561/2006). Answer for the driver's remaining driving time today.
| key | value |
|-----|-------|
| driver card | DE-DR-88412 |
{v('datetime', '| device time | ' + f'{t:%d.%m.%Y %H:%M}' + ' |')}
| driven today | 7 h 10 min |

Driver: Can I still do the 1 h 20 min run to Kassel before my break?
Assistant:""", "tachograph-helper", ["md_table", "device_clock", "stable_neighbours"])


# --- EV charging ---------------------------------------------------------------------------------------------------------


@pos
def _ocpi_cdr_query(g: Gen25) -> Draft:
    return P(f"""OCPI request context:
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
OCPI-from-party-id: VLT
OCPI-to-party-id: EVB

Explain to the roaming support agent why the CDR total below differs from what the driver saw in the
app.

CDR: 34.218 kWh at EUR 0.59/kWh + EUR 0.35 session fee + parking 42 min at EUR 0.10/min = EUR 24.74.
App showed: EUR 20.54.
Explanation:""", "ocpi-cdr-query", ["header_block", "ocpi", "uuid", "two_fields", "stable_neighbours"])


@pos
def _charging_app_support(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You are Volta, the support assistant of the Voltaro charging app. Help with charging problems and
refunds up to EUR 15 without escalation.
{v('session_id', 'Support chat: ' + g.uuid7(t))}
{v('datetime', 'Chat opened: ' + rfc3339(t))}
App version: 5.14.0 (Android)

Driver: The charger at Lidl Hilden stopped after 3 minutes but I was charged the full session fee.
Volta:""", "charging-app-support", ["system_tail", "uuid7", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _charger_availability(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Recommend one charging stop on the driver's route. Prefer 150 kW or more.

Availability fetched {v('datetime', 'at ' + f'{t:%H:%M}' + ' ' + (t.tzname() or ''))} for this request:
- Ionity Aachen-Land: 4/6 free, 350 kW
- EnBW Düren: 1/4 free, 150 kW
- Allego Kerpen: 0/2 free, 50 kW

Driver: Battery 18%, 90 km left to Köln. Where do I stop?
Assistant:""", "charger-availability", ["inline_phrase", "at_time", "fetched_data"])


@pos
def _home_charger_quote(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You help customers understand a home charger installation quote.
{v('request_id', 'quote_req=' + g.hex(16))} {v('datetime', 'quote_ts=' + str(epoch_s(t)))} installer=ohm-home

Quote: 7.4 kW tethered charger £649; installation up to 10 m cable £350; extra cable £18/m (est. 6 m);
earth rod £95. Total £1,202.

Customer: Why do I need an earth rod?
Assistant:""", "home-charger-quote", ["key_value_inline", "head", "hex16", "epoch_s", "two_in_line", "stable_neighbours"])


@pos
def _plug_charge_valencian(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You answer EV drivers in Valencian for a charging network in València. Keep it short.
{v('datetime', 'Data i hora actuals: ' + val_now(t))}

Conductor: Bon dia, he canviat el cotxe i ara el carregador no em reconeix el contracte Plug&Charge.
Què he de fer per a tornar a vincular-lo?""", "plug-charge-valencian", ["system_tail", "localized_now", "valencian", "non_english"])


@pos
def _depot_charging_scheduler(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""<scheduler_context>
  <depot>Leeds-Stourton</depot>
  {v('datetime', '<now>' + rfc3339(t) + '</now>')}
  <tariff>Economy 7: 00:30-07:30</tariff>
</scheduler_context>
Plan tonight's charging for the electric buses so that every bus is at 90% by 05:30 and as much
energy as possible is taken in the cheap window.

Buses: BE-01 40%, BE-02 22%, BE-03 65%, BE-04 31%. Chargers: 2 x 150 kW.
Plan:""", "depot-charging-scheduler", ["xml_element", "head", "rfc3339", "stable_neighbours"])


@pos
def _charging_roaming_tokens(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""You decide whether a roaming authorisation failure was caused by our platform or by the partner.
{v('request_id', 'authorization_reference: ' + g.b62(32))}
{v('datetime', 'evaluated_at: ' + js_iso(t))}
partner: EVB
token_type: RFID

Partner response: {{"allowed": "BLOCKED", "info": "token expired 2026-01-31"}}
Verdict:""", "charging-roaming-tokens", ["system_tail", "authorization_reference", "js_iso", "two_fields", "payload_date_stays"])


# --- car rental and car sharing ----------------------------------------------------------------------------------------


@pos
def _carsharing_trip(g: Gen25) -> Draft:
    return P(f"""In-trip assistant of the Flinkster-style car-sharing app. Answer about fuel, parking zones and
damage reporting.
{v('session_id', 'Trip session: ts_' + g.hex(20))}
{v('nonce', 'Unlock nonce: ' + g.b64url(12))}
Car: VW ID.3, plate B-FL 4412

Driver: Can I end the trip in the Prenzlauer Berg zone or only at the station?
Assistant:""", "carsharing-trip", ["system_tail", "session_id", "nonce", "two_fields", "stable_neighbours"])


@pos
def _rental_damage_checkin(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You compare pick-up and return photos of a rental car and say whether there is new damage.
{v('request_id', 'Upload: upl_' + g.b62(18))}
{v('datetime', 'Received: ' + f'{t:%d.%m.%Y %H:%M:%S}')}

Pick-up: small scratch rear bumper left (known, on file).
Return: scratch rear bumper left; new dent 3 cm in the driver's door; alloy wheel front right scuffed.""",
             "rental-damage-checkin", ["system_tail", "upload_id", "dotted_date", "two_fields"])


@pos
def _oneway_rental_quote(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You explain one-way rental prices. Break the total down; do not offer discounts.
quote:
  {v('request_id', 'id: q_' + g.b62(14))}
  {v('datetime', 'fetched: ' + rfc3339(t))}
  pickup: Denver Airport (DEN)
  dropoff: Salt Lake City Airport (SLC)

Total: USD 612.40 for 4 days, intermediate SUV, including a USD 250 one-way fee.
Renter: Why is the one-way fee so high?
Assistant:""", "oneway-rental-quote", ["yaml_block", "request_id", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _rental_excess_gascon(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You explain rental excess insurance to customers of a car hire desk in Pau. Answer in Gascon Occitan
if the customer writes in it, otherwise in French.
{v('datetime', "Ara qu'ei " + gascon_now(t))}

Client: Adishatz, que m'an prepausat ua assegurança de 19 € per dia entà reduder la franquícia. Qu'ei
utile se ja èi ua carta de crèdit dab assegurança?""", "rental-excess-gascon", ["system_tail", "localized_now", "gascon", "non_english"])


@pos
def _carsharing_fine(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Explain to the car-sharing member why a parking fine was passed on to them and what the admin fee is.
{v('session_id', '[session ' + g.uuid4() + ']')}
{v('datetime', '[sent ' + f'{t:%Y-%m-%d %H:%M}' + ']')} Member: I parked in the zone shown in the app, this fine is unfair!
Assistant:""", "carsharing-fine", ["bracketed_line", "session_id", "bracketed_prefix", "two_fields"])


@pos
def _rental_fleet_ops(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You help rental station staff plan vehicle transfers.
station=LIS-AIRPORT {v('datetime', 'now=' + rfc3339(t))} shift=early
Shortfall tomorrow: 6 compact automatics. Surplus at LIS-ORIENTE: 4; at CASCAIS: 3.

Staff: Which cars do I move and from where?
Assistant:""", "rental-fleet-ops", ["key_value_inline", "rfc3339", "stable_neighbours"])


# --- roadside assistance ---------------------------------------------------------------------------------------------


@pos
def _breakdown_dispatch(g: Gen25) -> Draft:
    t = g.at("GMT")
    return P(f"""You are the breakdown dispatch assistant for Wayside Rescue. Decide: patrol van, tow truck or
locksmith, and say why.
{v('request_id', 'Dispatch-Request: dr_' + g.b62(16))}
{v('datetime', 'Now: ' + f'{t:%a %d %b %Y %H:%M}' + ' GMT')}
Member tier: Roadside + Relay

Caller: M62 hard shoulder near junction 24, engine cut out, smells of burning, two kids in the car.
Decision:""", "breakdown-dispatch", ["system_tail", "request_id", "weekday_datetime", "two_fields", "stable_neighbours"])


@pos
def _tow_eta_andalusian(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You are the voice assistant of a roadside assistance service in Seville. Answer in the caller's
Andalusian Spanish, calmly and briefly.
{v('datetime', 'Hora actual: ' + es_now(t))}

Conductor: Ozú, llevo una hora tirao en la A-4 a la altura de Carmona con el coche echando humo, ¿cuánto
le queda a la grúa?""", "tow-eta-andalusian", ["system_tail", "localized_now", "andalusian", "non_english"])


@pos
def _jump_start_chat(g: Gen25) -> Draft:
    t = g.at("NZST")
    return P(f"""Roadside chat assistant for an Auckland motoring club. Give safe jump-start steps or send a patrol.
{v('datetime', 'Member local time: ' + f'{t:%d/%m/%Y %H:%M}' + ' NZST')}
{v('session_id', 'Chat session: ' + g.nanoid())}
Membership: Plus

Member: Car won't start, clicks once, lights dim. I have jumper leads and my neighbour's ute. Safe to
do it myself?
Assistant:""", "jump-start-chat", ["system_tail", "dmy_time", "nanoid", "two_fields", "stable_neighbours"])


@pos
def _roadside_in_car(g: Gen25) -> Draft:
    t = g.at("UTC")
    return P(f"""vehicle_context: {{"vin_hash": "a41f0c29e7", {v('datetime', '"utc": "' + rfc3339(t) + '",')} "fuel_pct": 7, "lang": "en"}}
You are the in-car assistant. The driver pressed the assistance button. Ask what happened in one short
question, mention the low fuel if relevant.""", "roadside-in-car", ["json_inline", "head", "rfc3339", "stable_neighbours"])


@pos
def _roadside_claim_jopara(g: Gen25) -> Draft:
    t = g.at("PYT")
    return P(f"""You answer members of a roadside assistance plan in Asunción. Reply in the member's Jopara (Spanish
mixed with Guarani), short and kind.
{v('datetime', "Ko'ag̃aite: " + f'{t:%d/%m/%Y %H:%M}')}

Socio: Mba'éichapa, se me pinchó la cubierta en la ruta 2 cerca de Caacupé, ndaipóri auxilio en el
baúl. ¿Ikatu pa peju?""", "roadside-claim-jopara", ["system_tail", "localized_now", "jopara", "non_english"])


# --- vehicle registration and inspection back offices --------------------------------------------------------------------


@pos
def _inspection_booking(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You book periodic roadworthiness inspections for a station network in Slovakia and answer in English.
{v('datetime', 'Server time: ' + http_date(t))}
Stations: Žilina-Bytčica, Martin-Priekopa

Customer: My technical inspection expires at the end of the month. Which station has a slot this week
and do I need the emission check separately?
Assistant:""", "inspection-booking", ["system_tail", "http_date", "stable_neighbours"])


@pos
def _registration_clerk(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""Registration back-office assistant for a county tag office. Tell the clerk which documents are
missing for the transaction.
Clerk: R. Dominguez (window 4)
{v('token', 'Clerk session token: ' + g.b64url(24))}
{v('datetime', 'Terminal time: ' + us_12h(t))}

Transaction: out-of-state transfer, 2018 Jeep Cherokee. Customer brought: title from Ohio, proof of
insurance, driver licence.
Missing:""", "registration-clerk", ["system_tail", "token", "us_12h", "two_fields", "stable_neighbours"])


@pos
def _emissions_upload(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""Emissions test data assistant. Say whether the result passes the limits for this vehicle class.

Result: Euro 6 diesel, opacity k = 0.21 m-1 (limit 0.70), OBD ready, no stored DTCs.
Vehicle: Peugeot 308 SW BlueHDi 2019.

{v('request_id', 'upload_id=' + g.uuid4())} {v('datetime', 'received=' + rfc3339(t))} station=ZA-0112""",
             "emissions-upload", ["key_value_inline", "tail", "uuid", "rfc3339", "two_in_line", "stable_neighbours"])


@pos
def _plate_transfer(g: Gen25) -> Draft:
    return P(f"""You explain private number plate transfers. Be clear about fees and timescales.
{v('request_id', 'Request ID: ' + g.uuid4())}

Customer: I want to move my plate S7 EVE from my old Audi to my new Tesla before I sell the Audi.
What do I do and how much is it?
Assistant:""", "plate-transfer", ["system_tail", "uuid", "stable_neighbours"])


@pos
def _inspection_results_goral(g: Gen25) -> Draft:
    t = g.at("EU")
    return P(f"""You explain vehicle inspection results to customers of a station in Nowy Targ. Answer in Polish; the
customer writes in the Podhale highland dialect.
{v('datetime', 'Dzisiaj jest: ' + pl_now(t))}

Klient: Scynście Boże, pedzieli mi na przeglondzie, ze mom luz na drążku kierowniczym. Cy moge jesce
jeździć do Zakopanego, cy trza to zarok naprawiać?""", "inspection-results-goral", ["system_tail", "localized_now", "goral", "non_english"])


# --- used car auctions -------------------------------------------------------------------------------------------------


@pos
def _online_bid_helper(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You advise a dealer buyer during an online used-car auction. Suggest a maximum bid from the data.
{v('datetime', 'Auction server time: ' + go_nano(t, g.small(1, 1000)))}
{v('nonce', 'Bid nonce: ' + g.hex(24))}
Buyer: Lone Star Auto Sales (rep 3 of 3)

Lot 2214: 2020 Ford F-150 XLT, 68,400 mi, CR grade 3.8, MMR USD 27,900, retail comps USD 33,500.
Recon estimate: USD 1,400.
Max bid:""", "online-bid-helper", ["system_tail", "go_rfc3339nano", "nonce", "two_fields", "stable_neighbours"])


@pos
def _condition_report_writer(g: Gen25) -> Draft:
    return P(f"""Write the condition report summary for the auction listing: 3 sentences, neutral tone.
{v('request_id', 'generation: gen-' + g.hex(24))}

Inspector notes: paint meter readings 90-140 µm except LH rear door 310 µm (refinished); tyres 5 mm
all round; service book 6 stamps, last at 98,000 km; stone chips on bonnet.""", "condition-report-writer",
             ["system_tail", "hex24", "stable_neighbours"])


@pos
def _arbitration_request(g: Gen25) -> Draft:
    t = g.at("US")
    return P(f"""You help the auction's arbitration team decide whether a buyer's claim is within policy.
Arbitration request {v('request_id', 'arb_' + g.b62(12))} opened {v('datetime', 'at ' + us_12h(t))} by the buyer portal.

Policy: frame damage, flood damage and title brands not announced are arbitrable within 7 days of sale.
Claim: buyer says the 2019 Camry (sold 5 days ago) has a rebuilt title that was not announced.
Decision:""", "arbitration-request", ["inline_phrase", "request_id", "at_time", "two_in_line"])


@pos
def _auction_lane_costa_rica(g: Gen25) -> Draft:
    t = g.at("CST6")
    return P(f"""You help buyers at a used-car auction in San José, Costa Rica. Answer in Costa Rican Spanish.
{v('session_id', 'Sesión de subasta: ' + g.uuid4())}
{v('datetime', 'Hora del servidor: ' + f'{t:%d/%m/%Y %H:%M}')}

Comprador: Mae, ¿el Hyundai Tucson 2017 del lote 41 paga marchamo al día o eso me toca a mí? Pura vida.""",
             "auction-lane-costa-rica", ["system_tail", "session_id", "dmy_time", "two_fields", "costa_rican", "non_english"])


# --- more scenarios in other languages --------------------------------------------------------------------------------


@pos
def _claim_status_arabizi(g: Gen25) -> Draft:
    t = g.at("EET")
    return P(f"""You answer motor claim status questions for an insurer in Beirut. Customers often write Lebanese
Arabic in Latin letters (Arabizi); reply the same way, short.
{v('datetime', 'Current time (Beirut): ' + f'{t:%Y-%m-%d %H:%M}')}
{v('request_id', 'req: ' + g.hex(16))}

Customer: marhaba, 3amalet claim la siyyarti men jem3a w lesa ma 7ada 7akani. eza fiyon yi2ebalo el
karaj yalli ana bade ye?""", "claim-status-arabizi", ["system_tail", "iso_minutes", "request_id", "two_fields", "arabizi", "non_english"])


@pos
def _motor_renewal_emirati(g: Gen25) -> Draft:
    t = g.at("GST")
    return P(f"""You help customers of a Dubai motor insurer renew their policy. Reply in the customer's Emirati Arabic.
{v('datetime', 'الوقت الحالي: ' + ar_now(t))}

العميل: السلام عليكم، بغيت أجدد تأمين سيارتي لاندكروزر ٢٠٢٢، شو الفرق بين التأمين الشامل وتأمين الطرف الثالث
في السعر عندكم؟""", "motor-renewal-emirati", ["system_tail", "localized_now", "emirati", "arabic_script", "non_english"])


@pos
def _carsharing_surinamese(g: Gen25) -> Draft:
    t = g.at("SRT")
    return P(f"""You are the assistant of a Paramaribo car rental company. Answer in the customer's Surinamese Dutch.
{v('datetime', 'Huidige tijd: ' + nl_now(t))}
{v('session_id', 'Sessie: ' + g.hex(12))}

Klant: Fa waka, ik heb een auto gehuurd voor morgen maar mijn vlucht is verzet naar zaterdag. Kan ik
de ophaaldag verschuiven zonder extra kosten?""", "carsharing-surinamese", ["system_tail", "localized_now", "session_id", "two_fields", "surinamese_dutch", "non_english"])


@pos
def _guatemala_moto_insurance(g: Gen25) -> Draft:
    t = g.at("CST6")
    return P(f"""Eres el asistente de una aseguradora de motos en Ciudad de Guatemala. Responde en español de
Guatemala, breve.
---
{v('request_id', 'solicitud: ' + g.uuid4())}
{v('epoch', 'ts: ' + str(epoch_ms(t)))}
canal: whatsapp
---
Cliente: Qué onda, se me cayó la moto en la Roosevelt y se quebró el espejo y la direccional. ¿Eso lo
cubre el seguro o sale más barato pagarlo yo?""", "guatemala-moto-insurance", ["header_block", "uuid", "epoch_ms", "two_fields", "guatemalan", "non_english"])


@pos
def _panama_rental(g: Gen25) -> Draft:
    t = g.at("EST5")
    return P(f"""Eres el asistente de una arrendadora de autos en Ciudad de Panamá. Responde en español panameño.
{v('datetime', 'Fecha y hora: ' + es_now(t))}

Cliente: Buenas, ¿qué xopá? Alquilé un carro y me pusieron un Panapass, ¿eso lo cobran aparte al
devolverlo o ya viene incluido en la tarifa?""", "panama-rental", ["system_tail", "localized_now", "panamanian", "non_english"])


# --- generated positives: one or two fields, a body, a position -------------------------------------------------------

BODIES: list[tuple[str, str, str, str | None, str]] = [
    ("claims-portal", "You are the claims portal assistant of Ashgrove Insurance. Explain the claims process "
     "and never promise a settlement.", "How long does a windscreen claim usually take?", "Assistant:", "en"),
    ("broker-desk", "You help commercial brokers at Tern & Co prepare motor fleet submissions.\nKeep answers "
     "short and list the documents needed.", "What do insurers want to see for a 30-van fleet?", "Assistant:", "en"),
    ("uw-assist", "You are an underwriting assistant for private motor. Apply the referral rules strictly.",
     "Do we refer a driver with two speeding points from last year?", "Answer:", "en"),
    ("bodyshop", "You answer customers of Millbrook Bodyworks about repair progress and courtesy cars.",
     "Can I keep the courtesy car over the weekend?", "Assistant:", "en"),
    ("parts-counter", "You are the parts counter assistant of a Ford main dealer. Check fitment before "
     "quoting.", "Do you stock wiper blades for a 2021 Puma?", "Assistant:", "en"),
    ("ev-support", "You are the driver support assistant of the Current EV charging network. Help with "
     "charging faults and billing.", "Why was I charged an idle fee?", "Assistant:", "en"),
    ("rental-desk", "You answer renters of Northcape Car Rental. Explain fuel, mileage and deposit rules.",
     "Is the deposit taken from a debit card refunded automatically?", "Assistant:", "en"),
    ("roadside", "You are the roadside assistance chat for Harbour Motoring Club. Check safety first.",
     "My tyre pressure light is on and I'm on the motorway. What should I do?", "Assistant:", "en"),
    ("fleet", "You are the fleet telematics copilot for Oakfield Deliveries. Answer from the fleet data "
     "only.", "Which drivers had the most harsh braking this week?", "Answer:", "en"),
    ("auction", "You help dealers buy at the Meridian online car auction. Explain fees and condition grades.",
     "What does a condition grade of 2.5 usually mean?", "Assistant:", "en"),
    ("inspection", "You book annual vehicle inspections and explain common failure reasons.",
     "Will a cracked number plate fail the inspection?", "Assistant:", "en"),
    ("dealer-fi", "You explain finance products at Riverside Kia. Be neutral and never pressure the customer.",
     "What is the difference between PCP and hire purchase?", "Assistant:", "en"),
    ("reinsurance", "You help the reinsurance team reconcile quarterly bordereaux with the treaty terms.",
     "Which claims in a quota share count towards the event limit?", "Answer:", "en"),
    ("carsharing", "You are the assistant of the Zipcar-style car club Pool. Answer about bookings and fees.",
     "Can I extend my booking by an hour while I'm driving?", "Assistant:", "en"),
    ("md-claims", "You answer motor claims customers of a Chișinău insurer in Romanian as spoken in Moldova.",
     "Bună ziua, am avut o tamponare ușoară în parcare. Trebuie să chem poliția pentru constatare?", None, "ro-MD"),
    ("hr-bodyshop", "You answer customers of a body shop near Zagreb in Kajkavian or Croatian.",
     "Kaj mi morete povedati dok bu gotov lak na vratima?", None, "kaj"),
    ("va-charging", "You answer EV drivers in Valencian.", "Per què la sessió de càrrega s'ha aturat al 80 %?",
     None, "val"),
    ("at-tyres", "You help customers of a tyre and exhaust shop in Vienna, in German.",
     "Griaß Gott, wie lang dauert a Auspuffreparatur bei an Opel Astra?", None, "at"),
    ("my-fleet", "You coach drivers of a Penang logistics firm in Malaysian English.",
     "Eh, the app say my fuel usage very high this week, why ah?", None, "ms"),
    ("gt-motos", "Eres el asistente de un taller de motos en Guatemala.",
     "¿Cuánto sale cambiar la cadena y el piñón de una Honda XR150?", None, "es"),
    ("sr-rental", "You answer customers of a car rental company in Paramaribo in Dutch.",
     "Mag ik met de huurauto naar Nickerie rijden?", None, "nl"),
    ("ae-motor", "You help customers of a motor insurer in Abu Dhabi; reply in Arabic.",
     "هل يغطي التأمين الشامل الأضرار بسبب الأمطار؟", None, "ar"),
]

STABLE = ["app: claims-assist", "locale: en-GB", "region: eu-west-2", "product: motor", "api_version: 2025-09-01",
          "prompt_version: 4.2.0", "tenant: ashgrove", "channel: web", "knowledge_cutoff: 2025-01",
          "timezone: Europe/London", "model: gpt-4.1-mini", "brand: northcape"]

FIELDS: list[tuple[str, str, str, str, Callable[[Gen25, datetime], str]]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Timestamp", "timestamp", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "py_str", "Current time", "current_time", lambda g, t: py_str(t)),
    ("datetime", "py_logging", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "receivedAt", "receivedAt", lambda g, t: log4j_iso(t)),
    ("datetime", "go_nano", "now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_o", "RequestTimestamp", "requestTimestamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "windows", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t)),
    ("datetime", "ctime", "Built", "built", lambda g, t: ctime(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "sk_now", "Now", "now", lambda g, t: sk_now(t)),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Week date", "week_date", lambda g, t: iso_week(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("request_id", "ulid", "Message ID", "message_id", lambda g, t: g.ulid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "amzn", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("run_id", "ksuid", "Run", "run_id", lambda g, t: g.ksuid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(6))),
    ("request_id", "claim_intake", "Intake request", "intake_request", lambda g, t: "ir_" + g.b62(18)),
]

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "ro-MD": ("Data și ora curentă", ro_now, "EET"),
    "kaj": ("Zdaj je", hr_now, "EU"),
    "val": ("Ara mateix", val_now, "EU"),
    "at": ("Heit is", at_now, "EU"),
    "ms": ("Masa sekarang", ms_now, "MYT"),
    "es": ("Fecha y hora actual", es_now, "CST6"),
    "nl": ("Huidige tijd", nl_now, "SRT"),
    "ar": ("الوقت الحالي", ar_now, "GST"),
}

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "tail", "front_matter", "json_member",
                 "xml_attr", "kv_bracket", "paren_user"]
GEN_POS_COUNT = 47
TWO_FIELD_POSITIONS = {"header_block", "front_matter", "json_member", "tail", "system_tail"}


def _quote(value: str) -> str:
    return f'"{value}"' if " " in value or "," in value else value


def generated_positives(g: Gen25) -> list[Draft]:
    """One field (or a time and an id) in a body at a position; every position used, fields in rotation."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    two_left = 5
    for k in range(GEN_POS_COUNT):
        name, system, message, cue_line, lang = bodies[k % len(bodies)]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        cue, family, label, key, make = fields[k % len(fields)]
        zone = g.pick(["UTC", "EU", "US", "GMT", "AEST", "IST"])
        t = g.at(zone)
        if lang != "en" and position in ("head", "system_tail", "header_block", "last_user", "tail") and k % 2 == 0:
            label, fmt, lzone = LOCAL_NOW[lang]
            t = g.at(lzone)
            cue, family, key = "datetime", f"localized_now_{lang}", "now"
            value = fmt(t)
        else:
            value = make(g, t)
        second = None
        if two_left and position in TWO_FIELD_POSITIONS and cue in ("datetime", "date", "epoch"):
            two_left -= 1
            second = ("request_id", "Request ID", "request_id", g.uuid4())
        ask = f"User: {message}"
        end = f"\n{cue_line}" if cue_line else ""
        stable = g.rng.sample(STABLE, 3)
        if position in ("head", "system_tail", "header_block", "last_user", "tail"):
            marks = [v(cue, f"{label}: {value}")]
            if second:
                marks.append(v(second[0], f"{second[1]}: {second[3]}"))
            if position == "head":
                text = "\n".join(marks) + f"\n{system}\n\n{ask}{end}"
            elif position == "system_tail":
                text = f"{system}\n" + "\n".join(marks) + f"\n\n{ask}{end}"
            elif position == "header_block":
                block = list(stable)
                for m in marks:
                    block.insert(g.small(0, len(block) + 1), m)
                text = "\n".join(block) + f"\n\n{system}\n\n{ask}{end}"
            elif position == "last_user":
                text = f"{system}\n\n{ask}\n" + "\n".join(marks) + end
            else:
                text = f"{system}\n\n{ask}\n\n--\n" + "\n".join(marks) + "\n"
        elif position == "front_matter":
            lines = list(stable[:2]) + [v(cue, f"{key}: {_quote(value)}")]
            if second:
                lines.append(v(second[0], f"{second[2]}: {second[3]}"))
            text = "---\n" + "\n".join(lines) + f"\n---\n{system}\n\n{ask}{end}"
        elif position == "json_member":
            members = [f'  "app": "{name}",', "  " + v(cue, f'"{key}": "{value}",')]
            if second:
                members.append("  " + v(second[0], f'"{second[2]}": "{second[3]}",'))
            members.append(f'  "locale": "{g.pick(["en-GB", "en-US", "en-AU", "en-IE"])}"')
            text = "{\n" + "\n".join(members) + f"\n}}\n{system}\n\n{ask}{end}"
        elif position == "xml_attr":
            text = (f"<request {v(cue, f'{key}=' + chr(34) + value + chr(34))} app=\"{name}\"/>\n"
                    f"{system}\n\n{ask}{end}")
        elif position == "kv_bracket":
            text = f"[meta app={name} {v(cue, f'{key}={_quote(value)}')} channel=web]\n{system}\n\n{ask}{end}"
        else:
            text = f"{system}\n\n{ask} {v(cue, f'({key} {value})')}{end}"
        tags = ["generated", position, family] + (["two_fields"] if second else [])
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}gen:pos:{name}+{family}", tags))
    return out


# --- hand-written negatives: material the user pastes, uploads, forwards or quotes --------------------------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "fnol-record-json",
        ["fnol", "json", "ids_and_timestamps"],
        """{
  "id": "fnol_01HZ3K8V2QW9T6M4R7B5N1C0XD",
  "created_at": "2026-03-03T07:41:19Z",
  "policy_number": "HM-MC-2291047",
  "loss": {"date": "2026-03-02", "time": "18:20", "type": "collision", "location": "B27, Kreisel Tübingen-Nord"},
  "third_party": {"plate": "TÜ-KL 482", "insurer": "unknown"},
  "injuries": false
}""",
        "Is anything missing from this FNOL that the handler will need before calling the third party?",
        "Our FNOL record from the portal",
    ),
    (
        "claim-form-printout",
        ["claim_form", "printout", "dates"],
        """MOTOR CLAIM FORM - SECTION B: ACCIDENT DETAILS
Date of accident ........ 14/02/2026        Time ........ 08:05
Place ................... Junction of Carr Lane and Mill Road, Wakefield
Weather ................. Light rain        Road surface .. Wet
Speed before impact ..... approx. 20 mph
Police attended ......... No                Reference ..... n/a
Signed .................. D. Armitage       Date .......... 16/02/2026""",
        "I filled this in for my insurer. Did I leave anything blank that they'll send back?",
        "My claim form, section B",
    ),
    (
        "adjuster-report",
        ["adjuster_report", "document", "dates"],
        """LOSS ADJUSTER'S PRELIMINARY REPORT
Our ref: LA/26/0417          Your ref: CL-2202087          Date: 21 February 2026

1. Instructions received 17 February 2026 by e-mail from Brackley Claims.
2. Inspection carried out 19 February 2026 at 10:30 at the insured's premises.
3. The vehicle (Mercedes Sprinter, KM70 XRA) was damaged by fire originating at the rear
   nearside tyre while parked overnight. Cause under investigation.
4. Reserve recommended: £18,500.""",
        "Can you turn this into a three-line summary for the claims committee?",
        "The adjuster's report",
    ),
    (
        "repair-estimate",
        ["repair_estimate", "table", "prices"],
        """ESTIMATE No. 26-0883        Date 04/03/2026        Vehicle: 2019 Toyota Corolla, reg ND19 FTR
Op   Description                     Labour h   Parts £    Paint £
REP  Front bumper cover               1.5        -          -
RPL  Headlamp RH                      0.6        412.90     -
RPL  Bumper grille lower              0.3        38.20      -
REF  Front bumper cover               -          -          146.00
     Totals                           2.4        451.10     146.00
Labour rate £58/h   VAT 20%""",
        "What's the total including VAT?",
        "Estimate from the body shop",
    ),
    (
        "telematics-export",
        ["telematics", "csv", "timestamps"],
        """timestamp_utc,vehicle_id,lat,lon,speed_kmh,event
2026-02-27T06:58:12Z,VN-12,53.4771,-2.2432,0,ignition_on
2026-02-27T07:14:40Z,VN-12,53.4902,-2.2711,48,harsh_brake
2026-02-27T07:14:41Z,VN-12,53.4902,-2.2712,21,
2026-02-27T07:31:05Z,VN-12,53.5124,-2.3090,63,speeding
2026-02-27T07:52:30Z,VN-12,53.5301,-2.3444,0,ignition_off""",
        "How long was VN-12 driving in total, and how far apart were the two events?",
        "Telematics export for one van",
    ),
    (
        "charging-session-log",
        ["ev_charging", "log", "timestamps"],
        """[2026-03-01 19:02:11] Connector 2: Preparing
[2026-03-01 19:02:40] Authorize idTag=04A1B2C3D4E5F6 -> Accepted
[2026-03-01 19:02:44] StartTransaction txId=88120 meterStart=1204330 Wh
[2026-03-01 19:05:58] StatusNotification Connector 2: SuspendedEV
[2026-03-01 19:40:02] StopTransaction txId=88120 meterStop=1204612 Wh reason=EVDisconnected""",
        "Why did my car only take 0.28 kWh? It sat there for half an hour.",
        "Log from the charger",
    ),
    (
        "rental-agreement",
        ["rental_agreement", "document", "dates"],
        """RENTAL AGREEMENT RA-5520841
Renter: Joana Teixeira          Licence: P-1122334 (PT)
Vehicle: Renault Clio, AA-12-BC, fuel 8/8, km out 41,208
Pick-up: Lisboa Aeroporto 12/03/2026 09:40
Return due: Porto Campanhã 16/03/2026 18:00 (one-way fee EUR 95.00)
Excess: EUR 1,200.00   Deposit blocked: EUR 300.00   SCDW: declined""",
        "If I return it at 19:30 on the 16th, will I be charged an extra day?",
        "My rental agreement",
    ),
    (
        "insurer-letter",
        ["letter", "insurer", "dates"],
        """Wrenfield Insurance plc
PO Box 4410, Leeds LS1 9XY

Mr A. Bankole
14 Harrow Close
Sheffield S11 8QP
                                                            3 March 2026
Policy WF-MOT-0091822 - notice of cancellation

Dear Mr Bankole,
We wrote to you on 10 February 2026 asking for proof of your no-claims discount. As we have not
received it, your policy will be cancelled at 00:01 on 17 March 2026 unless we receive it first.
Yours sincerely,
Customer Services""",
        "What exactly do I need to send them, and by when?",
        "Letter from my insurer",
    ),
    (
        "policy-schedule",
        ["policy_schedule", "document", "dates"],
        """MOTOR INSURANCE SCHEDULE
Policy number: KD-PC-7781043       Issue date: 28/01/2026
Period of insurance: 01/02/2026 00:01 to 31/01/2027 23:59
Vehicle: 2021 Hyundai Tucson 1.6 T-GDi, reg LP21 KHA
Cover: Comprehensive      Use: Social, domestic, pleasure and commuting
Drivers: Policyholder; Sunita Mehra (named)
Excess: compulsory £250, voluntary £250, young driver £0""",
        "Am I covered if I drive to my office at a client's site in another town?",
        "The schedule",
    ),
    (
        "bordereau-rows",
        ["bordereau", "table", "dates"],
        """Claim Ref    Policy       Loss Date   Notified    Paid (EUR)  Reserve (EUR)  Status
CL-2201944   BQ-MT-1182   2026-01-08  2026-01-09   4,210.00       0.00     CLOSED
CL-2201987   BQ-MT-1240   2026-01-14  2026-01-20   1,050.00     800.00     OPEN
CL-2202011   BQ-MT-0997   2025-12-28  2026-01-22       0.00  12,500.00     OPEN
CL-2202046   BQ-MT-1301   2026-01-30  2026-02-02   2,734.50       0.00     CLOSED""",
        "Which of these fall in Q1 2026 by loss date, and what's the incurred total for them?",
        "Q1 claims bordereau rows",
    ),
    (
        "auction-listing",
        ["auction_listing", "document", "ids"],
        """LOT 118  |  2018 BMW 320d M Sport Touring  |  VIN WBA8K12040A123456
Mileage: 88,412 (warranted)   First reg: 22/03/2018   Keys: 2   V5: present
Grade: 3   Damage: scratches LH rear door, chip windscreen
Sale: Wednesday 11 March 2026, Lane 2, starts 10:00   Reserve: not shown
Buyer's fee: £395 + VAT""",
        "Is a grade 3 with 88k miles worth more than £9,000 at trade?",
        "Auction listing",
    ),
    (
        "inspection-certificate",
        ["inspection_certificate", "document", "dates"],
        """CERTIFICATE OF ROADWORTHINESS
Certificate no.: RWC-0419927
Vehicle: Mazda CX-5, VIN JMZKF6W7600123456, reg 1ABC234
Inspected: 06/03/2026 14:22 at Brunswick Auto Inspections (LVT 12345)
Odometer: 71,340 km
Result: PASS
Valid for transfer until: 06/04/2026""",
        "I'm selling the car on the 10th of April. Is this certificate still good then?",
        "The roadworthy certificate",
    ),
    (
        "insurer-email-headers",
        ["email", "headers", "message_id"],
        """From: Claims Team <claims@halden-mutual.example>
To: m.vega@mailbox.example
Date: Tue, 3 Mar 2026 16:42:08 +0100
Message-ID: <CAK8f3x1=Q9r@mail.halden-mutual.example>
Subject: Your claim MTR-4418203 - engineer appointment

Dear Ms Vega, our engineer will inspect your vehicle at Ashby Bodyworks on Thursday 5 March between
10:00 and 12:00. Please make sure the keys are left with the workshop.""",
        "Do I have to be there for the inspection?",
        "Email from the claims team",
    ),
    (
        "ocpi-cdr-json",
        ["ev_charging", "json", "ids_and_timestamps"],
        """{
  "id": "CDR-NL-EVB-2026-0000884120",
  "start_date_time": "2026-02-28T17:02:44Z",
  "end_date_time": "2026-02-28T17:58:10Z",
  "session_id": "ses_6a1f0c9e2b",
  "total_energy": 34.218,
  "total_parking_time": 0.7,
  "total_cost": {"excl_vat": 20.45, "incl_vat": 24.74},
  "last_updated": "2026-02-28T18:05:31Z"
}""",
        "Why was there 0.7 hours of parking when I unplugged as soon as it finished?",
        "The CDR the roaming partner sent",
    ),
    (
        "roadside-job-sheet",
        ["roadside", "job_sheet", "times"],
        """JOB SHEET  RA-26-118402
Call received 17:48   Patrol assigned 17:55   On scene 18:39   Cleared 19:10
Location: A1(M) southbound, J6, hard shoulder
Vehicle: 2016 Nissan Qashqai, diesel
Fault: fuel filter blocked (water in fuel). Drained, primed, road-tested 3 miles.
Patrol: M. Hussain (van 217)""",
        "Why did it take 51 minutes for the patrol to reach me, and is water in the fuel covered by my policy?",
        "The job sheet the patrol left",
    ),
    (
        "dealer-invoice",
        ["dealer_invoice", "prices", "dates"],
        """RIVERSIDE KIA - SALES INVOICE 26/00412
Date: 27/02/2026        Customer: P. Lindqvist
Vehicle: Kia Niro EV 4, VIN KNACB81FXS5012345, reg MX26 ZTP
Cash price                         £36,995.00
Paint protection                      £299.00
Delivery and first registration       £750.00
Part exchange (Golf, MW17 KDA)     -£8,400.00
Balance due                        £29,644.00""",
        "Is the delivery charge normal, and can I still cancel the paint protection?",
        "My invoice",
    ),
    (
        "finance-agreement",
        ["finance", "document", "dates"],
        """HIRE PURCHASE AGREEMENT regulated by the Consumer Credit Act 1974
Agreement no.: NFS-HP-88120473      Date of agreement: 02/03/2026
Cash price £18,450.00   Deposit £2,000.00   Amount of credit £16,450.00
Term: 48 months   Monthly payment: £402.71 (first due 02/04/2026)
APR: 7.9%   Total amount payable: £21,330.08   Option to purchase fee: £10.00""",
        "If I pay it off after two years, roughly how much would I save?",
        "My finance agreement",
    ),
    (
        "parts-order-confirmation",
        ["parts_order", "email", "ids"],
        """Order confirmation #PA-7720418
Placed: 05 Mar 2026, 11:02
Ship to: Millbrook Bodyworks, Unit 4, Tannery Lane

1 x 1K8 807 221 GRU bumper cover, primed      £198.00
1 x 5G0 941 006 headlamp RH LED               £412.90
Delivery: 2-3 working days (DPD, tracking 15501234567890)""",
        "If it ships on the 6th, will it be here by Tuesday the 10th?",
        "Order confirmation from the parts supplier",
    ),
    (
        "garage-wa-chat",
        ["chat_export", "timestamps"],
        """[04/03/2026, 09:14] Millbrook Bodyworks: Morning Mr Okafor, your car is in the paint booth today.
[04/03/2026, 09:15] Millbrook Bodyworks: Waiting on the mirror glass, should be here Friday.
[04/03/2026, 12:40] C. Okafor: Thanks. Can I collect Saturday?
[04/03/2026, 16:02] Millbrook Bodyworks: Saturday after 10 should be fine, we'll confirm Friday.""",
        "Did they actually promise Saturday or not?",
        "Chat with the garage",
    ),
    (
        "vehicle-history-check",
        ["history_check", "report", "dates"],
        """VEHICLE HISTORY CHECK  - report ID VHC-2026-03-0088412
Registration: YD15 OPX   Make/model: Ford Fiesta Zetec   First registered: 14/05/2015
Outstanding finance ......... none recorded
Insurance write-off ......... Category S, recorded 12/09/2021
Stolen ...................... not recorded
Mileage records ............. 2019: 41,200 / 2021: 58,900 / 2023: 55,100 (discrepancy)""",
        "Should I walk away from this one?",
        "History check I ran",
    ),
    (
        "emissions-test-printout",
        ["inspection", "printout", "dates"],
        """ABGASUNTERSUCHUNG  Prüfbericht Nr. AU-0512-88120
Datum: 02.03.2026  Uhrzeit: 10:47
Fahrzeug: VW Passat Variant 2.0 TDI, FIN WVWZZZ3CZKE012345
Trübungskoeffizient k: 0,21 m-1 (Grenzwert 0,70 m-1)
OBD: Bereitschaftscodes i.O., kein Fehlerspeichereintrag
Ergebnis: bestanden""",
        "What does the opacity figure mean, and how close was it to failing?",
        "Printout from the emissions test",
    ),
    (
        "reinsurance-cash-call",
        ["reinsurance", "letter", "dates"],
        """CASH CALL NOTICE No. 2026-07
From: Lindqvist Re AG, Zürich        To: Brackley Claims Ltd
Treaty: MTR-QS-2026                   Date of notice: 19 February 2026
Loss: CL-2202011 (multi-vehicle collision, M6, 28 December 2025)
Gross paid to date: EUR 1,025,000     Our share (40%): EUR 410,000
Payment requested within 14 days of this notice.""",
        "When is the payment actually due, counting from the notice date?",
        "Cash call we received",
    ),
    (
        "underwriting-referral-email",
        ["email", "underwriting", "dates"],
        """From: Priya Nair <p.nair@tern-co.example>
Sent: Monday, 2 March 2026 11:18
To: Motor Trade Underwriting
Subject: RE: Ref MT-26-0419 - Kent Motor Traders

Hi both, following our call on Friday the client has fitted the perimeter fence (invoice attached,
dated 26/02/2026). Can you confirm the theft excess returns to £1,000 from renewal on 1 April?""",
        "Draft a short reply confirming, but only if the fence meets the survey requirement.",
        "Broker's email",
    ),
    (
        "fleet-invoice",
        ["fleet_invoice", "table", "prices"],
        """FLEET SERVICES INVOICE  FS-26-02-1184       Period: 01/02/2026 - 28/02/2026
Vehicle    Service                    Date         Amount
VN-12      Brake pads front           09/02/2026   £184.20
VN-17      MOT + advisory wipers      12/02/2026   £78.50
VN-21      Tyres x2 (215/65 R16C)     19/02/2026   £246.00
VN-33      Diagnostic (EGR)           25/02/2026   £95.00
                                      Total        £603.70""",
        "Which van cost the most this month and is anything here a recurring problem?",
        "February fleet invoice",
    ),
    (
        "charging-receipt",
        ["ev_charging", "receipt", "dates"],
        """VOLTARO - Charging receipt
Location: Lidl Hilden, Charger HIL-02, Connector 1 (CCS, 150 kW)
Start: 01.03.2026 12:14   End: 01.03.2026 12:17
Energy: 1.9 kWh   Price: 0.59 EUR/kWh   Session fee: 0.99 EUR
Total: 2.11 EUR (incl. 19% VAT)
Receipt no.: VR-DE-2026-0301-88412""",
        "The app told me I paid the full session fee for a failed charge. Is that what this shows?",
        "Receipt from the charging app",
    ),
    (
        "carshare-trip-history",
        ["car_sharing", "table", "timestamps"],
        """Trip     Car      Start               End                 km    Price
T-88120  ID.3     02.03.2026 08:04    02.03.2026 08:31    11.2  €9.84
T-88144  Corsa-e  03.03.2026 17:40    03.03.2026 18:55    23.9  €21.10
T-88171  ID.3     05.03.2026 07:58    05.03.2026 08:26    10.8  €9.52""",
        "Why was the Corsa trip so much more expensive per km?",
        "My trip history",
    ),
    (
        "api-quote-response",
        ["json", "api_response", "ids_and_timestamps"],
        """HTTP/1.1 200 OK
Content-Type: application/json
X-Request-Id: 6b1f0e2a-44c1-4a7e-9d3b-1f8e2c7a0b55
Date: Thu, 05 Mar 2026 10:12:44 GMT

{"quote_id": "q_7Hh2kLm9Pq4R", "created": 1772705564, "premium": {"annual": 612.40, "monthly": 54.80},
 "valid_until": "2026-04-04", "excess": 250}""",
        "Why is the monthly price more than a twelfth of the annual price? The frontend shows 51.03.",
        "Response from the pricing API",
    ),
    (
        "salvage-auction-result",
        ["auction", "result", "prices"],
        """SALVAGE AUCTION RESULT  Sale 26-09, 04/03/2026
Lot   Vehicle                   Cat   Hammer     Buyer
41    2020 VW Polo 1.0 TSI       S     £3,850     B-2209
42    2017 Audi A3 Sportback     N     £6,100     B-1187
43    2021 Tesla Model 3 SR+     S     £11,400    B-0412
44    2015 Mini Cooper D         S     unsold     -""",
        "What percentage of pre-accident value did the Polo fetch if PAV was £11,200?",
        "Result sheet from the salvage auction",
    ),
    (
        "recovery-invoice",
        ["roadside", "invoice", "dates"],
        """QUICKTOW RECOVERY LTD        Invoice 4418
Date: 28 February 2026
Recovery of VW Transporter (KN19 BXW) from A34 lay-by near Newbury to storage, 22:40
Recovery charge           £260.00
Storage 28/02 - 04/03     5 days x £25.00 = £125.00
Release fee               £40.00
Total                     £425.00 + VAT""",
        "My policy pays storage for 'up to 48 hours'. How much of this will I have to pay myself?",
        "Invoice from the tow company",
    ),
    (
        "registration-certificate",
        ["registration", "document", "dates"],
        """CERTIFICADO DE CIRCULACIÓN
Matrícula: 4821 LMP        Fecha de primera matriculación: 17/06/2019
Titular: Lucía Fernández Ortega
Marca/Modelo: SEAT León 1.5 TSI   Bastidor: VSSZZZKLZKR012345
Próxima ITV: 17/06/2026
Etiqueta ambiental: C""",
        "Do I need to book the ITV already, and can I take it before the date?",
        "Mi permiso de circulación",
    ),
    (
        "subrogation-reply-letter",
        ["letter", "subrogation", "dates"],
        """ORBIS INSURANCE
Third Party Recoveries
                                                         Our ref: TPR/26/00881
                                                         Your ref: MTR-4418203
                                                         25 February 2026
Dear Sirs,
We acknowledge your demand of 12 February 2026 for USD 7,254.77. Our insured disputes liability; the
enclosed dashcam still (timestamp 2026-01-09 17:42:10) shows your insured's light was amber.
We propose a 50/50 split. Please respond within 21 days.""",
        "Summarise their position and tell me whether the dashcam still proves anything.",
        "Reply from the other insurer",
    ),
    (
        "adas-calibration-report",
        ["repair", "report", "dates"],
        """ADAS CALIBRATION REPORT
Vehicle: VW Tiguan 2.0 TDI, VIN WVGZZZ5NZPW012345
Date: 03/03/2026   Technician: K. Brandt
System                 Method     Result
Front camera (Lane)    static     PASSED  (target 1.50 m, yaw -0.2°)
Front radar (ACC)      static     PASSED
Rear radar (BSD)       -          not required""",
        "Is a static calibration enough for the camera, or should they have done a road test too?",
        "Calibration report from the workshop",
    ),
    (
        "dealer-stock-sms",
        ["sms", "dealer", "dates"],
        """Bramley Motors: Hi Chris, the 2021 Octavia Estate SE (reg KY21 HTD) is reserved for you until
Sat 7 Mar 5pm. Deposit £99 received, ref BM-RES-0412. Reply STOP to opt out.""",
        "Is the £99 refundable if I change my mind on Friday?",
        "Text from the dealer",
    ),
    (
        "no-claims-proof",
        ["letter", "ncd", "dates"],
        """To whom it may concern

Proof of no claims discount

Policyholder: Adebayo Bankole
Policy: OM-PC-4410982 (Ouse Motor)
Period: 14/03/2021 to 13/03/2026
Claims: none
No claims discount earned: 5 years

Issued 2 March 2026, Ouse Motor Customer Services""",
        "Is this enough for Wrenfield, or do they need something else?",
        "NCD letter from my old insurer",
    ),
    (
        "policy-wording-extract",
        ["policy_wording", "document"],
        """Section 4 - Courtesy car
4.1 If your car is being repaired by one of our approved repairers after a claim under Section 2,
we will provide a small hatchback courtesy car for the duration of the repairs.
4.2 A courtesy car is not provided if your car is declared a total loss or stolen and not recovered.
4.3 The courtesy car is subject to availability and is usually delivered within 2 working days.""",
        "My car is a write-off. Do I get a courtesy car while they settle?",
        "Policy wording",
    ),
    (
        "tachograph-printout",
        ["telematics", "printout", "times"],
        """--- 04.03.2026 ---
24h  Driver 1: M. NOVAK  DE-DR-88412
06:02 - 10:31  driving   4h29
10:31 - 11:16  break     0h45
11:16 - 14:58  driving   3h42
14:58 - 15:20  other     0h22
Total driving: 8h11""",
        "Did he break any rule on this day?",
        "Tacho printout",
    ),
    (
        "auction-invoice",
        ["auction", "invoice", "prices"],
        """MERIDIAN AUTO AUCTIONS - BUYER INVOICE BI-26-88412
Sale date: 11/03/2026   Buyer: Lone Star Auto Sales (B-2209)
Lot 2214  2020 Ford F-150 XLT  VIN 1FTEW1EP4LFA12345
Hammer price               USD 27,300.00
Buyer fee                  USD    495.00
Internet fee               USD     90.00
Transport (to Dallas)      USD    180.00
Total due by 13/03/2026    USD 28,065.00""",
        "Is the internet fee charged on top even though we were in the lane?",
        "Buyer invoice",
    ),
    (
        "hail-estimate-pdr",
        ["repair_estimate", "prices"],
        """DENT DOCTORS PDR - HAIL ESTIMATE (Matrix: 2026 industry standard)
Panel        Dents   Size          Price
Hood         18      dime-nickel   USD 1,250
Roof         23      dime          USD 1,650
LH rail      4       dime          USD 225
RH rail      6       dime          USD 275
R&I headliner                      USD 450
Total                              USD 3,850""",
        "Why is there a charge for the headliner if they're not replacing it?",
        "PDR estimate",
    ),
    (
        "uw-guide-extract",
        ["guide", "document", "version"],
        """PRIVATE MOTOR UNDERWRITING GUIDE - version 2026.1, effective 1 January 2026
3.2 Convictions
SP30 (speeding): accept up to 6 points within 3 years; load 10% per 3 points.
IN10 (no insurance): decline within 5 years.
DR10 (drink driving): refer to senior underwriter; decline within 4 years of conviction.""",
        "Applicant has SP30 x2 (6 points) from 2024. What's the load?",
        "From our underwriting guide",
    ),
    (
        "ev-charger-install-report",
        ["ev_charging", "report", "dates"],
        """INSTALLATION CERTIFICATE - EV CHARGE POINT
Site: 22 Orchard Way, Didcot OX11 7AB
Installed: 26/02/2026   Installer: Ohm Home Energy (NICEIC 604512)
Charger: Ohm One 7.4 kW tethered, serial OH1-26-004412
Supply: TN-C-S, PEN fault protection built in, earth rod not installed
Cable: 6 mm² SWA, 9 m   RCD: Type A 30 mA""",
        "The quote included an earth rod. This says not installed. Should I be refunded?",
        "Certificate the installer left",
    ),
    (
        "policy-admin-audit-log",
        ["log", "policy_admin", "timestamps"],
        """2026-03-02 09:14:02  usr=jmorris  policy=WF-MOT-0091822  action=MTA_QUOTE  vehicle=Kia Niro EV  diff=+46.12
2026-03-02 09:16:40  usr=jmorris  policy=WF-MOT-0091822  action=MTA_BIND   effective=2026-03-20
2026-03-02 09:16:41  usr=system   policy=WF-MOT-0091822  action=DOCS_ISSUED  docs=schedule,certificate
2026-03-04 15:30:12  usr=abrown   policy=WF-MOT-0091822  action=MTA_REVERSE  reason=customer_request""",
        "Why would the customer still have the new car on their certificate after the reversal?",
        "Audit log from the policy admin system",
    ),
    (
        "motor-trade-survey",
        ["survey_report", "document", "dates"],
        """RISK SURVEY REPORT - Kent Motor Traders Ltd
Survey date: 24 February 2026     Surveyor: L. Achterberg
Site 2 (Ashford): 64 vehicles on forecourt. Perimeter: 2.4 m palisade fence on three sides, fourth
side open to service road. Keys: locked key safe, code changed monthly.
Requirement R1: complete perimeter fencing within 30 days of this report.""",
        "Does the fence the broker mentioned meet R1, and what's the deadline?",
        "Survey report",
    ),
    (
        "rental-damage-invoice",
        ["rental", "invoice", "dates"],
        """DAMAGE CHARGE NOTIFICATION  DC-26-004412
Rental agreement: RA-5520841   Return: 16/03/2026 19:34 Porto Campanhã
Damage: dent driver's door (3 cm), alloy wheel front right scuffed
Repair estimate: EUR 640.00   Admin fee: EUR 45.00   Loss of use: 2 days x EUR 38.00
Total charged to card ending 4412: EUR 761.00""",
        "My excess was EUR 1,200. Can they also charge admin and loss of use on top?",
        "Damage charge I got after returning the car",
    ),
    (
        "inspection-fail-sheet",
        ["inspection", "printout", "dates"],
        """MOT TEST RESULT - FAIL
Test date: 05/03/2026   Test number: 8841 2204 6712
Vehicle: Vauxhall Astra, reg FG14 UKL   Mileage: 102,418 miles
Dangerous: Nearside front tyre tread depth below requirements of 1.6 mm (5.2.3 (e))
Major: Offside rear brake light not working (4.3.1 (a) (ii))
Advisory: Front brake discs worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))""",
        "Can I drive it home from the test centre like this?",
        "My MOT result",
    ),
    (
        "fleet-fuel-card",
        ["fleet", "statement", "dates"],
        """FUEL CARD STATEMENT - Harwell Logistics - Feb 2026
Card      Date        Time   Site                 Litres   £
...4412   03/02/2026  05:41  Shell Didcot         78.2     112.61
...4412   03/02/2026  19:02  BP Wantage           81.0     116.64
...4419   04/02/2026  06:10  Esso Abingdon        64.3      92.59
...4412   05/02/2026  05:38  Shell Didcot         79.9     115.06""",
        "Two fills on card 4412 on the 3rd, 13 hours apart. Is that suspicious for a van with an 80 l tank?",
        "Fuel card statement",
    ),
    (
        "ocpp-status-json",
        ["ev_charging", "json", "ids_and_timestamps"],
        """[2, "a8f3c2e1-19b0-4c55-8a7d-2f1e0c9b7d44", "StatusNotification", {
  "connectorId": 2,
  "errorCode": "GroundFailure",
  "status": "Faulted",
  "timestamp": "2026-03-04T21:17:09Z",
  "vendorErrorCode": "E-0417"
}]""",
        "What does GroundFailure usually mean on a wallbox, and is it the car or the charger?",
        "Message from the charger to the backend",
    ),
    (
        "windscreen-jobcard",
        ["repair", "job_card", "times"],
        """CLEARVIEW GLASS - JOB CARD 26-118-0412
Date 05/03/2026   Technician: R. Kowalczyk   Van: CV-17
Vehicle: Ford Focus Estate 2020, reg WR70 PKE
Work: windscreen replacement, OE-equivalent glass, camera bracket transferred
Urethane: BetaSeal 1527, safe drive-away time 60 min at 20 °C
Start 08:40   Finish 10:05   Customer signature: on tablet""",
        "It was 4 degrees that morning. Was I really safe to drive away after an hour?",
        "Job card the technician left",
    ),
    (
        "bodyshop-quote-email",
        ["email", "quote", "prices"],
        """Subject: Quote for your Corolla
From: Ashby Bodyworks <quotes@ashby-bw.example>
Date: 04/03/2026 15:12

Hi Dana,
Quote Q-26-0883 attached: £1,187.64 inc. VAT for the front bumper, headlamp and grille. We can start
Monday 9 March if you confirm by Friday; the job takes 3 working days.
Regards, Ashby Bodyworks""",
        "If I confirm on Friday, when do I get the car back?",
        "Quote from the body shop",
    ),
    (
        "claims-portal-error",
        ["error_page", "request_id", "timestamps"],
        """Something went wrong
We couldn't submit your claim. Please try again later.
Error reference: ERR-CLM-5003
Request ID: 0f9c2b7a-5d1e-4a88-b3c6-7e2f1a0d9c44
Time: 05/03/2026 21:44:12""",
        "Did my claim go through or not? What do I tell the helpline?",
        "Error I got on the claims portal",
    ),
    (
        "reinsurance-treaty-extract",
        ["treaty", "document", "dates"],
        """MOTOR EXCESS OF LOSS REINSURANCE - ARTICLE 6: DEFINITION OF LOSS OCCURRENCE
"Loss Occurrence" means all individual losses arising out of one event. For storm, hail and flood,
all losses within any 72 consecutive hours shall be deemed one Loss Occurrence; the Reinsured may
choose the date and time when any such period commences, provided it is not earlier than the date
and time of the first recorded loss.""",
        "Hail hit on 2 March at 16:00 and again 3 March at 21:00. Can we put both in one occurrence?",
        "Clause from the XoL treaty",
    ),
    (
        "auction-condition-report",
        ["auction", "condition_report", "dates"],
        """CONDITION REPORT  CR-26-2214   Inspected 09/03/2026 by AutoGrade (inspector #118)
Exterior  3.5   Interior  4.0   Mechanical  3.5   Overall 3.8
- Bedliner scratches, tailgate dent 2 in
- Tyres 6/32, 6/32, 5/32, 4/32
- Check engine light ON, code P0456 (EVAP small leak)
Announcements: none""",
        "Should the check engine light have been announced? Can I arbitrate?",
        "Condition report of the truck I bought",
    ),
    (
        "telematics-crash-report",
        ["telematics", "report", "timestamps"],
        """CRASH EVENT REPORT  #CE-26-0304-0118
Vehicle: TRK-0417   Driver: unassigned
Impact time: 04/03/2026 02:14:09.420 UTC   Peak: 4.7 g (longitudinal)
Speed 5 s before: 52 km/h   Speed at impact: 38 km/h
Location: 51.8842 N, 4.4120 E (Waalhaven Zuidzijde)
Airbag deployment: not detected""",
        "Was the driver braking before the impact? What do the speeds tell us?",
        "Crash report from the telematics box",
    ),
    (
        "motor-legal-letter",
        ["letter", "legal", "dates"],
        """FERNHILL SOLICITORS
22 Queen Street, Cardiff CF10 2BU
Our ref: FH/RTA/4410                                      2 March 2026

Dear Mr Okafor,
Road traffic accident on 14 January 2026 - your claim for loss of use and hire charges
The third party's insurer has made a Part 36 offer of £2,850 dated 26 February 2026. If you do not
accept within 21 days, you may have to pay their costs from that date if you later fail to beat it.
Yours sincerely, Fernhill Solicitors""",
        "In plain English, what happens if I ignore this offer?",
        "Letter from my solicitor",
    ),
    (
        "rental-booking-confirmation",
        ["rental", "email", "dates"],
        """Your booking is confirmed!
Booking number: NCR-88412077
Pick-up: Keflavík Airport, Fri 13 Mar 2026, 23:30
Return: Keflavík Airport, Fri 20 Mar 2026, 06:00
Car: Dacia Duster 4x4 or similar
Extras: gravel protection (ISK 2,900/day), second driver
After-hours pick-up fee: ISK 4,500""",
        "The flight lands at 23:05. Is the after-hours fee avoidable?",
        "Booking confirmation",
    ),
    (
        "claim-settlement-letter",
        ["letter", "settlement", "dates"],
        """Halden Mutual - Settlement of your claim MTR-4418203
Date: 5 March 2026
Market value of your vehicle at the date of loss (11 February 2026): USD 20,100.00
Less: policy excess                                                  USD    500.00
Less: outstanding premium                                            USD     84.20
Settlement payable                                                   USD 19,515.80
Payment will be made within 10 working days of receipt of the signed acceptance.""",
        "Can they deduct outstanding premium from a total-loss payout?",
        "Settlement letter",
    ),
    (
        "vin-decode-output",
        ["vin", "tool_output"],
        """$ vindecode 5YJ3E1EA7KF123456
Make:           TESLA
Model:          Model 3
Model year:     2019
Plant:          Fremont, CA
Body:           Sedan 4-door
Restraint:      Type 2 manual seatbelts, front airbags
Serial:         123456""",
        "The seller says it's a 2020 Long Range. Does this VIN agree?",
        "Decoder output",
    ),
    (
        "ev-tariff-page",
        ["ev_charging", "page_text", "prices"],
        """Ionity Passport - prices valid from 1 February 2026
Direct (no subscription): 0.69 EUR/kWh
Motion (5.99 EUR/month): 0.49 EUR/kWh
Power (11.99 EUR/month): 0.39 EUR/kWh
Blocking fee: 0.20 EUR/min after 60 min, max 12 EUR""",
        "I charge about 180 kWh a month on Ionity. Which plan is cheapest?",
        "Tariff page",
    ),
    (
        "gap-certificate",
        ["fi", "certificate", "dates"],
        """GUARANTEED ASSET PROTECTION - CERTIFICATE OF INSURANCE
Certificate no.: GAP-RI-26-004412    Start date: 27/02/2026   Term: 48 months
Vehicle: Kia Niro EV 4, MX26 ZTP    Invoice price covered: £36,995.00
Maximum benefit: £25,000    Excess contribution: up to £250
Cancellation: full refund within 30 days if no claim made""",
        "I bought this at the dealer. Can I still cancel it today and get everything back?",
        "GAP certificate",
    ),
    (
        "fleet-accident-form",
        ["claim_form", "fleet", "dates"],
        """DRIVER ACCIDENT REPORT - HARWELL LOGISTICS
Driver: Tom Reilly          Van: VN-21 (WX23 HKP)
Date/time: 02/03/2026 07:25   Location: Botley Road, Oxford, outside no. 214
What happened: Car pulled out of a side road. I braked, hit its front wing at about 15 mph.
Third party: Ford Ka, reg OU12 MZX, driver Ms Helen Shaw, insurer Ouse Motor
Witnesses: bus driver (route 4), no name taken
Photos: 6 on phone""",
        "Rewrite this as a clear statement for the insurer, keeping all the facts.",
        "Accident report one of my drivers filled in",
    ),
    (
        "auto-renewal-sms",
        ["sms", "renewal", "dates"],
        """KESTREL DIRECT: Your car insurance (policy KD-PC-7781043) renews on 01/02/2027 at £688.20, paid
by direct debit. To change or cancel call 0330 123 4412 before 31/01/2027.""",
        "It was £612 last year. Is it worth calling them?",
        "Text I just got",
    ),
    (
        "diagnostic-scan",
        ["repair", "tool_output", "dtc"],
        """Autel MaxiSys - Health report  2026-03-03 14:08
Engine (ECM)         P0401  EGR flow insufficient detected      Stored
ABS                  no codes
Airbag (SRS)         B1913  Front passenger belt tensioner      History
Transmission         no codes
Battery: 12.31 V (engine off)""",
        "Which of these should I worry about before the insurance inspection?",
        "Scan I did on the Passat",
    ),
    (
        "inspection-booking-email",
        ["email", "inspection", "dates"],
        """From: STK Žilina-Bytčica <rezervacie@stk-za.example>
Date: Wed, 4 Mar 2026 08:02:11 +0100
Subject: Potvrdenie termínu / booking confirmation

Dobrý deň, potvrdzujeme termín technickej kontroly a emisnej kontroly:
utorok 10. 3. 2026 o 07:30, linka 2. Cena TK 58 EUR, EK 38 EUR.
Prosíme priniesť osvedčenie o evidencii časť I a II.""",
        "Can you tell me in English what I need to bring and the total cost?",
        "Booking email from the inspection station",
    ),
    (
        "motor-claims-kpi",
        ["report", "table", "dates"],
        """Motor claims KPIs - week 9 (23/02/2026 - 01/03/2026)
Metric                          Target    Actual
FNOL to first contact (h)       4         6.2
Repair cycle time (days)        12        14.8
Total loss settlement (days)    10        9.1
Customer NPS                    40        33""",
        "Which metric should the claims director worry about first, and why?",
        "This week's KPIs",
    ),
    (
        "hire-car-invoice-credit",
        ["credit_hire", "invoice", "dates"],
        """CREDIT HIRE INVOICE  ACH-26-0412
Hirer: C. Okafor    Vehicle hired: BMW 320d (group F)
Hire period: 14/01/2026 - 27/02/2026 (44 days)
Daily rate: £89.00   Hire charges: £3,916.00
CDW: £12.00/day      £528.00
Delivery/collection: £80.00
Total: £4,524.00 + VAT""",
        "The other side is offering £2,850. Is the credit hire rate reasonable compared with normal rental?",
        "Credit hire invoice",
    ),
    (
        "dealer-pdi-checklist",
        ["dealer", "checklist", "dates"],
        """PRE-DELIVERY INSPECTION - Kia Niro EV 4 (MX26 ZTP)
Completed 26/02/2026 by technician #14
[x] Software updated to 2026.02   [x] Tyre pressures 2.5 bar
[x] 12 V battery 12.6 V           [x] HV battery SOC 94%
[ ] Floor mats fitted             [x] Charging cable present (Type 2)
Notes: paint protection applied 25/02/2026""",
        "The mats weren't in the car. Anything else on here I should check?",
        "PDI checklist",
    ),
    (
        "ev-battery-health-report",
        ["ev", "report", "dates"],
        """BATTERY HEALTH REPORT
Vehicle: Nissan Leaf 40 kWh, VIN SJNFAAZE1U0123456, 2019
Test date: 27/02/2026   Odometer: 64,210 km
State of health: 82 %   Usable capacity: 32.8 kWh
Cell voltage spread: 18 mV   Rapid charges: 312   Slow charges: 1,104
Tester: EVLab Leeds, software 4.2""",
        "Is 82% at this mileage normal for a Leaf, and how should it affect the price?",
        "Battery report on the car I'm buying",
    ),
    (
        "claims-handler-notes",
        ["notes", "claims", "timestamps"],
        """03/03 09:12 JM  Called insured - car driveable, wants own garage. Explained DRP benefits.
03/03 09:40 JM  Engineer instructed (desktop).
04/03 16:05 KB  Engineer report in: repair £2,410, no structural damage.
05/03 11:20 JM  Insured now agrees to DRP. Booked Ashby Bodyworks for 09/03.""",
        "Write a two-line status for the customer's next call.",
        "Handler notes",
    ),
    (
        "policy-certificate",
        ["certificate", "insurance", "dates"],
        """CERTIFICATE OF MOTOR INSURANCE
Certificate number: 7781043/02
1. Registration mark of vehicle: LP21 KHA
2. Name of policyholder: Sunita Mehra
3. Effective date of commencement of insurance: 00:01 01/02/2026
4. Date of expiry of insurance: 23:59 31/01/2027
5. Persons or classes of persons entitled to drive: the policyholder and Rakesh Mehra""",
        "Can my son drive the car to his driving lesson if he has a provisional licence?",
        "Certificate of insurance",
    ),
    (
        "used-car-ad",
        ["listing", "dates", "prices"],
        """FOR SALE: 2017 Skoda Superb Estate 2.0 TDI SE L, 96,000 miles, FSH (last service 01/2026),
MOT to Nov 2026, 2 keys, towbar, £8,495 ono. Viewing evenings and weekends. Cash or bank transfer
only, no part ex.""",
        "What should I check before paying, and does 'FSH' here really mean anything?",
        "Advert I found",
    ),
    (
        "parts-backorder-notice",
        ["parts", "notice", "dates"],
        """BACKORDER NOTICE
Part: 5G0 857 521 mirror glass RH, heated   Order: PA-7720418/2
Original ETA: 06/03/2026   Revised ETA: 18/03/2026
Reason: supplier stock shortage (VW Group, Kassel)
Alternative: aftermarket equivalent available next day (Van Wezel 5894838)""",
        "Should the shop fit the aftermarket glass or wait for the OEM part on an insurance job?",
        "Notice from the parts supplier",
    ),
    (
        "charging-network-statement",
        ["ev_charging", "statement", "dates"],
        """Monthly statement - February 2026 - Account 0088412
Date        Location              kWh     Cost (EUR)
03.02.2026  Aachen-Land (Ionity)  41.2    20.19
11.02.2026  Hilden (Voltaro)       1.9     2.11
19.02.2026  Kerpen (Allego)       28.7    17.22
24.02.2026  Köln-Deutz (Tank&Rast) 36.0   23.40
Subscription Motion                         5.99
Total                                      68.91""",
        "What's my average price per kWh including the subscription?",
        "February statement",
    ),
    (
        "salvage-category-letter",
        ["letter", "total_loss", "dates"],
        """Dear Ms Vega,
Following our engineer's inspection on 5 March 2026, your vehicle has been assessed as a Category S
total loss (structurally damaged, repairable). As you wish to retain the vehicle, its salvage value
of USD 3,100.00 will be deducted from the settlement. The DVLA-equivalent registry will be notified
on 12 March 2026.
Halden Mutual Claims""",
        "If I keep the car, what will I get paid, and will the category show on future checks?",
        "Letter about my car being a write-off",
    ),
    (
        "fleet-policy-endorsement",
        ["endorsement", "document", "dates"],
        """ENDORSEMENT No. 7 to Policy FL-44-0182 (Harwell Logistics)
Effective: 00:01 hours on 1 March 2026
It is hereby noted and agreed that vehicles VN-44 (WX26 KPA) and VN-45 (WX26 KPB) are added to the
schedule of vehicles. Additional premium: £1,184.00 (pro rata, 11 months).
All other terms and conditions remain unaltered.""",
        "Why does the pro-rata premium for two vans cost £1,184 when the annual per van is £640?",
        "Endorsement our broker sent",
    ),
    (
        "road-tax-reminder",
        ["reminder", "registration", "dates"],
        """V11 VEHICLE TAX REMINDER
Registration: FG14 UKL   Make: VAUXHALL   Model: ASTRA
Tax due: 1 April 2026   12 months: £210.00   6 months: £115.50
Reference: 4418 2204 6712 3301
You can tax from 1 March 2026. You'll need a valid MOT.""",
        "The car failed its MOT yesterday. Can I still tax it?",
        "Tax reminder",
    ),
    (
        "quote-comparison-email",
        ["email", "broker", "prices"],
        """From: Quotes <noreply@compare-cover.example>
Date: Sat, 28 Feb 2026 09:41:12 +0000
Subject: Your car insurance quotes (ref CC-88412077)

1. Ouse Motor       £588.00  excess £400
2. Kestrel Direct   £612.00  excess £250
3. Halden Mutual    £640.00  excess £150, courtesy car
Prices valid until 29 March 2026.""",
        "If I'd only ever claim once in five years for ~£1,500 damage, which one actually costs least?",
        "Email from the comparison site",
    ),
    (
        "auction-sale-calendar",
        ["auction", "schedule", "times"],
        """MERIDIAN AUTO AUCTIONS - MARCH SALES
Tue 03/03  10:00  Fleet & Lease (Lane 1-3)      online + in lane
Wed 11/03  10:00  Dealer Consignment             in lane only
Thu 12/03  13:00  Salvage & Theft Recovery       online only
Tue 17/03  10:00  Fleet & Lease (Lane 1-3)      online + in lane
Tue 24/03  18:00  Classic & Collector           online only""",
        "Which sale is best for buying ex-lease hybrids, and can I bid online at the one on the 11th?",
        "Auction calendar",
    ),
    (
        "motor-ombudsman-decision",
        ["decision", "letter", "dates"],
        """FINAL DECISION - Complaint ref. FOS-26-00412
Complainant: Mr D. Armitage   Business: Kestrel Direct
Date of decision: 24 February 2026
I uphold this complaint. Kestrel Direct should pay Mr Armitage the market value of his car at the
date of loss (14 February 2025) of £9,850, less the £250 excess, plus 8% simple interest from 14
March 2025 to the date of payment.""",
        "Roughly how much interest will they owe if they pay on 20 March 2026?",
        "Ombudsman's decision",
    ),
    (
        "keyless-theft-police-report",
        ["police_report", "theft", "dates"],
        """CRIME REFERENCE: 43/26/0088412
Reported: 02/03/2026 07:55 by telephone
Offence: Theft of motor vehicle
Vehicle: Range Rover Sport, reg RK22 VBX, colour grey
Location: driveway, 9 Elm Rise, Solihull; last seen 01/03/2026 23:30
Method: suspected relay attack (keyless entry); both keys with owner""",
        "What will the insurer ask me next, and does the relay attack affect my claim?",
        "Police report",
    ),
    (
        "ev-rental-handover",
        ["rental", "ev", "form"],
        """EV HANDOVER FORM - NorthCape Rentals
Agreement: NCR-88412077   Vehicle: Tesla Model Y LR, reg PX-1041
Out: 13/03/2026 23:48, battery 92 %, range 448 km
In:  20/03/2026 05:51, battery 38 %, range 182 km
Return policy: battery at least 70 %, otherwise charging fee ISK 3,900 + ISK 45/kWh""",
        "Roughly how much will they charge me if the battery is 40 kWh short of 70%?",
        "Handover form",
    ),
    (
        "bodyshop-paint-sheet",
        ["repair", "paint", "table"],
        """PAINT MIX RECORD - Job 26-0883 - Toyota 1G3 Grey Metallic
Mixed 06/03/2026 08:12 on scale PS-2
Toner    Target g   Actual g
MM 910   62.4       62.5
MM 926   18.1       18.1
MM 943    4.7        4.9
MM 944    1.2        1.2
Clear basecoat binder 41.0  41.0""",
        "MM 943 is 0.2 g over. Will that shift the colour noticeably on a bumper?",
        "Mix record",
    ),
    (
        "reinsurance-bordereau-email",
        ["email", "bordereau", "dates"],
        """From: Cedent Reporting <reporting@brackley-claims.example>
To: Treaty Accounts <accounts@lindqvist-re.example>
Date: Mon, 2 Mar 2026 17:05:40 +0000
Message-ID: <bdx-q4-2025-0412@brackley-claims.example>
Subject: Q4 2025 premium and claims bordereau - MTR-QS-2026

Attached: BDX_Q4_2025_v2.xlsx (supersedes v1 sent 20/02/2026). Changes: 3 claims re-reserved.""",
        "Do we have to reprocess v1 or just replace it?",
        "Email from the cedent",
    ),
    (
        "used-car-warranty",
        ["warranty", "document", "dates"],
        """USED VEHICLE WARRANTY - Bramley Motors
Warranty no.: BMW-UW-26-0412   Start: 07/03/2026   Term: 6 months or 6,000 miles
Covered: engine, gearbox, turbo, electrical components. Excluded: wear items, DPF, clutch.
Claim limit: £1,000 per claim, £2,000 in total.""",
        "The DPF warning came on after a week. Am I covered?",
        "Warranty the dealer gave me",
    ),
    (
        "telematics-api-json",
        ["telematics", "json", "ids_and_timestamps"],
        """{
  "vehicle_id": "TRK-0417",
  "request_id": "9d2b0f4e-1c7a-4e55-b0a3-6f2e8d1c4a77",
  "generated_at": "2026-03-04T06:00:02Z",
  "trips": [
    {"trip_id": "t_88120", "start": "2026-03-04T01:58:40Z", "end": "2026-03-04T02:14:09Z", "km": 14.2},
    {"trip_id": "t_88121", "start": "2026-03-04T04:30:11Z", "end": "2026-03-04T05:12:54Z", "km": 38.7}
  ]
}""",
        "Why would there be a trip ending exactly at the crash time and then another two hours later?",
        "What our telematics API returned",
    ),
    (
        "motorbike-claim-form-es",
        ["claim_form", "spanish", "dates"],
        """PARTE DE SINIESTRO - MOTOCICLETAS
Póliza: SG-MOTO-0088412      Fecha del siniestro: 01/03/2026   Hora: 19:40
Lugar: Calzada Roosevelt, km 11, Ciudad de Guatemala
Descripción: caída sin terceros al frenar por un bache.
Daños: espejo izquierdo, direccional delantera izquierda, manecilla de freno.
Lesiones: raspones leves, no requirió atención médica""",
        "¿Falta algo en este parte antes de mandarlo a la aseguradora?",
        "El parte que llené",
    ),
    (
        "ro-md-rca-policy",
        ["policy", "romanian", "dates"],
        """POLIȚĂ DE ASIGURARE OBLIGATORIE RCA (internă)
Seria/Nr.: RCA 0088412   Asigurător: Moldasig
Perioada: 01.03.2026 00:00 - 28.02.2027 23:59
Vehicul: Dacia Logan, nr. înmatriculare CHI 412, VIN UU14SDAG452012345
Persoane admise: număr nelimitat
Prima: 1.310 lei""",
        "Pot să conduc cu polița asta și în România sau îmi trebuie Carte Verde?",
        "Polița mea RCA",
    ),
    (
        "hr-bodyshop-racun",
        ["invoice", "croatian", "dates"],
        """AUTOLIMARIJA ŠTEFANEC d.o.o., Zaprešić
RAČUN br. 118-1-1        Datum: 05.03.2026.   Vrijeme: 15:42
Vozilo: Škoda Octavia, ZG-4412-KP
Popravak stražnjeg branika        2,0 h x 45,00 €     90,00 €
Lakiranje branika                                    210,00 €
Branik (novi)                                        184,00 €
Ukupno s PDV-om (25 %)                               605,00 €""",
        "Kolko je od toga PDV? I je li 45 € na sat normalno za Zagreb?",
        "Račun s limarije",
    ),
    (
        "at-tyre-invoice",
        ["invoice", "german", "prices"],
        """REIFEN WIMMER GmbH, Wien 1100
Rechnung 26/0412 vom 02.03.2026
4x Continental AllSeasonContact 185/65 R15 88H   à 89,90   359,60
Montage und Wuchten (4 Räder)                              48,00
Altreifenentsorgung 4x                                     12,00
Summe netto                                               419,60
USt 20 %                                                   83,92
Gesamt                                                    503,52""",
        "Is the disposal fee normal, and did they charge me for valves?",
        "Tyre invoice",
    ),
    (
        "val-charging-factura",
        ["invoice", "valencian", "dates"],
        """FACTURA F-2026-0088412 - Xarxa de recàrrega Volt València
Data: 28/02/2026
Sessions de febrer: 6   Energia total: 142,3 kWh
Preu: 0,45 €/kWh   Import energia: 64,04 €
Quota mensual: 4,99 €
Total (IVA 21 % inclòs): 69,03 €""",
        "Em surt a compte la quota mensual si carregue tan poc?",
        "Factura de la xarxa de recàrrega",
    ),
    (
        "my-traffic-summons",
        ["summons", "malay", "dates"],
        """NOTIS SAMAN POLIS DIRAJA MALAYSIA
No. Saman: KL-26-0088412      Tarikh: 27/02/2026   Masa: 08:14
Kesalahan: Memandu melebihi had laju (90 km/j di zon 80 km/j)
Lokasi: Lebuhraya Persekutuan, KM 12.4 arah Klang
No. Pendaftaran: WXY 4412
Kadar kompaun: RM300 (diskaun 50% jika dibayar dalam 15 hari)""",
        "Boss, if I pay this week I only pay RM150 right? And will the company insurance go up?",
        "My saman",
    ),
    (
        "sr-rental-contract",
        ["rental", "dutch", "dates"],
        """HUUROVEREENKOMST 26-0412 - Paramaribo Car Rental N.V.
Huurder: R. Kartodikromo     Rijbewijs: SR-4412-0088
Voertuig: Toyota Hilux, PB 44-12
Ophalen: 14-03-2026 09:00 Zanderij   Terugbrengen: 21-03-2026 09:00 Zanderij
Borg: SRD 5.000   Eigen risico: SRD 12.000
Rijden buiten Paramaribo en Wanica: alleen met schriftelijke toestemming""",
        "Mag ik met deze auto naar Nickerie of moet ik eerst toestemming vragen?",
        "Mijn huurcontract",
    ),
    (
        "ae-claim-sms",
        ["sms", "arabic", "dates"],
        """تم تسجيل مطالبتكم رقم CLM-2026-0088412 بتاريخ 03/03/2026 الساعة 10:12.
سيتم التواصل معكم خلال يومي عمل لتحديد موعد الكشف على المركبة (لاندكروزر، رقم اللوحة 4412 دبي).""",
        "Can you translate this for me and tell me when I should expect the call?",
        "SMS from the insurer",
    ),
    (
        "ph-ctpl-policy",
        ["policy", "taglish", "dates"],
        """COMPULSORY THIRD PARTY LIABILITY (CTPL) - CERTIFICATE OF COVER
COC No.: 88412077   Authentication code: 7KQ2-4412-ZP
Vehicle: Toyota Vios 1.3 XLE, plate NCL 4412, MV file no. 1301-00000884120
Period: 03/05/2026 to 03/05/2027
Limit: PHP 200,000 per person (death and bodily injury)""",
        "Sakop ba neto yung sira ng kotse ko o yung sa kabila lang?",
        "CTPL ko",
    ),
    (
        "lb-garage-quote-arabizi",
        ["quote", "arabizi", "prices"],
        """GARAGE ABOU KHALIL - Jdeideh
Devis no. 412 - 04/03/2026
Siyyara: Kia Picanto 2018
Pare-choc 2odem (jdid)          180 $
Dahan                           120 $
Fanous yamin                     95 $
Shighl (yad 3amel)               60 $
Total                           455 $""",
        "shu ra2yak bel as3ar? w eza el taamin bye2bal fiya?",
        "Devis men el garage",
    ),
    (
        "gascon-constat",
        ["claim_form", "french", "dates"],
        """CONSTAT AMIABLE D'ACCIDENT AUTOMOBILE
1. Date de l'accident : 02/03/2026   Heure : 17 h 45
2. Lieu : rond-point de la Croix du Prince, Pau
3. Blessés même légers : non
Véhicule A : Peugeot 208, GH-412-KP, assuré MAIF, contrat 0088412
Véhicule B : Renault Kangoo, FT-118-ZA, assuré Groupama
Circonstances A : cases 8 et 13 cochées   B : case 12 cochée""",
        "Que pòdetz m'explicar qui a tòrt dab aquestas casas ?",
        "Lo constat amiable",
    ),
    (
        "goral-przeglad",
        ["inspection", "polish", "dates"],
        """ZAŚWIADCZENIE O PRZEPROWADZONYM BADANIU TECHNICZNYM POJAZDU
Nr: KNT-26-0088412      Data badania: 04.03.2026   Godz.: 11:20
Pojazd: Opel Zafira, KNT 4412C, VIN W0L0AHM7582012345
Wynik: negatywny
Usterki: luz na połączeniach drążka kierowniczego (usterka istotna)
Termin ponownego badania: do 18.03.2026""",
        "Cy jo mom ino 14 dni na naprawe? I co sie stanie jak nie zdąze?",
        "Zaświadczenie ze stacji kontroli",
    ),
    (
        "py-roadside-membership",
        ["membership", "spanish", "dates"],
        """CARNET DE SOCIO - AUXILIO VIAL
Socio N.º: AV-0088412     Plan: Familiar
Vigencia: 01/01/2026 al 31/12/2026
Vehículos: Toyota Hilux (ABCD 412), Kia Picanto (XYZ 118)
Servicios: remolque hasta 50 km, auxilio mecánico, cambio de cubierta, envío de combustible (hasta 10 l)
Línea 24 h: 0981 412 000""",
        "Ko'ápe oñeñe'ẽ remolque hasta 50 km, ¿de Caacupé a Asunción son más de 50 km?",
        "Mi carnet",
    ),
    (
        "gt-workshop-cotizacion",
        ["quote", "spanish", "prices"],
        """TALLER MOTO RÁPIDA - Zona 7, Ciudad de Guatemala
Cotización #412   Fecha: 03/03/2026
Kit cadena + piñón + corona (XR150)   Q 385.00
Mano de obra                          Q 100.00
Aceite 20W-50 (1 litro)               Q  55.00
Total                                 Q 540.00""",
        "¿Está bien de precio o me están viendo la cara?",
        "La cotización del taller",
    ),
    (
        "costa-rica-marchamo",
        ["registration", "spanish", "prices"],
        """MARCHAMO 2026 - Comprobante de pago
Placa: BQR-412    Vehículo: Hyundai Tucson 2017
Impuesto a la propiedad: ₡ 312.400
Seguro obligatorio (SOA): ₡ 88.120
Timbres y otros: ₡ 12.300
Total pagado: ₡ 412.820      Fecha de pago: 12/12/2025""",
        "¿Con esto el carro del lote 41 ya está al día o falta la RTV?",
        "El comprobante que me pasó el vendedor",
    ),
    (
        "kajkavian-tehnicki",
        ["inspection", "croatian", "dates"],
        """ZAPISNIK O TEHNIČKOM PREGLEDU
Stanica: STP Zaprešić, linija 1      Datum: 03.03.2026.   Sat: 08:41
Vozilo: Škoda Octavia, ZG-4412-KP
Kočnice - radna kočnica: ispravno (neravnomjernost 18 %)
Svjetla - kratka svjetla: neispravno (desno)
Ocjena: neispravno, ponovni pregled u roku 15 dana""",
        "Kaj moram popraviti i kolko imam vremena?",
        "Zapisnik s tehničkoga",
    ),
    (
        "pa-panapass-statement",
        ["toll_statement", "spanish", "dates"],
        """ESTADO DE CUENTA PANAPASS - Tag 0088412
Fecha       Hora    Peaje                     Monto
05/03/2026  07:12   Corredor Sur - Atlapa     B/. 2.40
05/03/2026  18:40   Corredor Sur - Atlapa     B/. 2.40
06/03/2026  09:05   Corredor Norte - Albrook  B/. 1.50
Saldo: B/. 13.70""",
        "¿La arrendadora me puede cobrar un cargo de administración encima de esto?",
        "Lo que me mandó la arrendadora",
    ),
    (
        "rental-ecb-json",
        ["json", "rental", "ids_and_timestamps"],
        """{"reservation": {"id": "res_8F2kLq4412", "status": "confirmed", "created_at": "2026-02-20T18:04:11Z",
 "pickup": {"location": "DEN", "at": "2026-03-12T15:00:00-06:00"},
 "dropoff": {"location": "SLC", "at": "2026-03-16T11:00:00-06:00"},
 "fees": [{"code": "ONEWAY", "amount": 250.00}, {"code": "CFC", "amount": 24.00}]}}""",
        "What is the CFC fee and can I drop the car at SLC downtown instead to avoid it?",
        "Reservation JSON from the rental API",
    ),
    (
        "claim-webhook-payload",
        ["webhook", "pasted_headers", "ids_and_timestamps"],
        """POST /hooks/claims HTTP/1.1
Content-Type: application/json
X-Claims-Event: claim.status_changed
X-Claims-Delivery: 5b2e0a9c-7d14-4f3a-9c6e-1a8f2d0b7e33
X-Claims-Signature: sha256=0c9a4f...e21b

{"claim": "MTR-4418203", "from": "ASSESSMENT", "to": "TOTAL_LOSS", "at": "2026-03-05T09:30:12Z"}""",
        "Our endpoint returned 401 for this. Is the signature header in the right format for HMAC-SHA256?",
        "A delivery our claims webhook rejected",
    ),
    (
        "otp-sms-garage",
        ["sms", "otp", "times"],
        """Your Millbrook Bodyworks collection code is 448120. Valid for 10 minutes. Never share this code.
Sent 06/03/2026 16:44""",
        "Someone called me and asked for this code saying they're from the garage. Should I give it?",
        "SMS",
    ),
    (
        "ev-recall-letter",
        ["recall", "letter", "dates"],
        """IMPORTANT SAFETY RECALL - 26V-118
Dear Kia Niro EV owner,
Kia has decided that certain 2025-2026 Niro EV vehicles built between 14 July 2025 and 30 November
2025 may have an integrated charging control unit (ICCU) that can fail and cause a loss of drive power.
Your dealer will update the ICCU software free of charge; the work takes about 1 hour.
VIN: KNACB81FXS5012345""",
        "My car was registered in February 2026. Does this apply to me if it was built earlier?",
        "Recall letter",
    ),
    (
        "lease-return-report",
        ["lease", "inspection_report", "prices"],
        """LEASE RETURN INSPECTION - Autolease Rhein
Vertrag: ALR-26-004412   Fahrzeug: BMW X1 sDrive18d, K-AL 4412
Rücknahme: 30.04.2026, 14:10, Köln-Ossendorf   km: 61.412 (vertraglich 60.000)
Schäden: Steinschlag Frontscheibe (85,00 €), Felge VR Bordsteinschaden (140,00 €)
Mehrkilometer: 1.412 km x 0,08 € = 112,96 €""",
        "Is the windscreen chip fair wear and tear or can they charge for it?",
        "Lease return report",
    ),
    (
        "broker-fee-disclosure",
        ["broker", "document", "prices"],
        """TERMS OF BUSINESS - TERN & CO INSURANCE BROKERS
Effective 1 January 2026
Arrangement fee (new policy)           £50
Mid-term adjustment fee                £25
Cancellation fee                       £45
We receive commission from insurers of between 5% and 25% of premium.""",
        "I changed my van mid-term. Can they charge £25 even though the insurer's change was free?",
        "Broker's terms",
    ),
    (
        "claims-system-stacktrace",
        ["log", "stack_trace", "timestamps"],
        """2026-03-05T09:30:12.481Z ERROR [claims-worker-3] c.h.claims.TotalLossService - settlement calc failed claim=MTR-4418203 traceId=4bf92f3577b34da6a3ce929d0e0e4736
java.lang.ArithmeticException: Non-terminating decimal expansion; no exact representable decimal result.
	at java.base/java.math.BigDecimal.divide(BigDecimal.java:1780)
	at com.halden.claims.TotalLossService.proRataPremium(TotalLossService.java:214)""",
        "How do I fix this BigDecimal division?",
        "Error from our claims worker",
    ),
    (
        "dealer-appraisal-sheet",
        ["dealer", "appraisal", "prices"],
        """TRADE-IN APPRAISAL - Bramley Motors
Date 06/03/2026   Appraiser: G. Ellis
Vehicle: 2017 VW Golf 1.5 TSI Match, MW17 KDA, 71,200 miles
Book (trade clean): £9,150   Condition adj.: -£450 (kerbed alloys x3, scuffed bumper)
Reconditioning est.: £380    Offer: £8,320""",
        "Is it fair that they deduct both condition and reconditioning?",
        "Appraisal sheet",
    ),
    (
        "reinsurance-statement-of-account",
        ["reinsurance", "statement", "table"],
        """STATEMENT OF ACCOUNT - Q4 2025 - MTR-QS-2026 (40%)
Item                          Debit (EUR)    Credit (EUR)
Premium ceded                                1,204,000.00
Ceding commission (30%)       361,200.00
Claims paid                   842,400.00
Cash call 2026-07 (paid)                       410,000.00
Balance                                        410,400.00""",
        "Who owes whom at the end of the quarter, and is the cash call double-counted?",
        "Statement of account",
    ),
    (
        "ev-public-charger-photo-text",
        ["ev_charging", "label_text"],
        """CHARGE POINT ID: DE*EVB*E4412*01
Max. 150 kW DC / 22 kW AC
Ad-hoc payment: scan QR or contactless
Price: 0.59 €/kWh, blocking fee from minute 240: 0.10 €/min
Operator hotline: +49 800 412 0000""",
        "Does the blocking fee start after 4 hours total or after the car is full?",
        "Text on the charger sticker",
    ),
    (
        "carsharing-fine-notice",
        ["fine", "car_sharing", "dates"],
        """ANHÖRUNGSBOGEN - Verwarnungsgeld
Aktenzeichen: 412.26.0088412.1
Tatzeit: 02.03.2026, 10:42 Uhr
Tatort: Berlin, Kastanienallee 41
Kennzeichen: B-FL 4412 (Halter: Flinkster GmbH)
Vorwurf: Parken im eingeschränkten Halteverbot
Verwarnungsgeld: 35,00 €""",
        "The app showed that street as a parking zone. Can I contest this?",
        "Notice the car-sharing company forwarded",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "between",
    "quoted",
    "fence",
    "earlier_turn",
    "forwarded",
    "before_colon",
    "system_user",
    "both_sides",
    "across_blanks",
    "own_language",
]
SYSTEM_DESK = (
    "You are the assistant of an insurance and motoring help desk. Answer from the material the user gives "
    "and say when it is not enough."
)
OWN_LANGUAGE = [
    "Te rog să-mi răspunzi în română.",
    "Odgovori mi na hrvatskom, molim te.",
    "Respon-me en valencià, per favor.",
    "Bitte antworte auf Deutsch.",
    "Tolong jawab dalam bahasa Melayu.",
    "Antwoord alsjeblieft in het Nederlands.",
    "Contéstame en español, porfa.",
    "Paki-explain in Tagalog please.",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro} is below.\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know about it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ----------\n{block}"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAlso, is there anything in it that looks wrong to you?"
    if placement == "across_blanks":
        return f"{intro}:\n\n\n{block}\n\n\n{ask}"
    assert placement == "own_language"
    return f"{block}\n\n{ask} {OWN_LANGUAGE[k % len(OWN_LANGUAGE)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        NEG.append(Draft(_place(k, placement, block, ask, intro), f"{SRC}neg:pasted:{source}",
                         ["hard_negative", "pasted", placement, *tags]))


def _n(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    _n("lookalike:uw-guide-header", ["stable_header", "version", "effective_date"], """Guide version: 2026.1
Effective: 2026-01-01
Rating table: fleet-2026Q1
Prompt revision: 2026-02-11

You are the underwriting assistant for commercial fleets. Apply the guide; refer anything outside it.

Underwriter: Can we write a 12-vehicle fleet with a 0.31 claims frequency?
Assistant:""")
    _n("lookalike:policy-context", ["stable_header", "contract_start", "customer_since"], """Policyholder: Sunita Mehra
Policy: KD-PC-7781043
Policy start: 2026-02-01T00:01:00Z
Customer since: 2019-01-28
Renewal date: 2027-02-01

You are Kestrel Direct's policy assistant. Discuss only this policy.

Sunita: Can I add my husband as a named driver for a week?
Assistant:""")
    _n("lookalike:cutoff-model", ["stable_header", "knowledge_cutoff", "api_version"], """model: claims-gpt-2025-08-07
api_version: 2024-10-21
knowledge_cutoff: 2025-06

You explain motor insurance jargon to customers. One paragraph, no legal advice.

Customer: What does "betterment" mean on my repair invoice?
Assistant:""")
    _n("lookalike:dealer-config", ["stable_header", "dealer_code", "office_hours"], """Dealer code: RK-04412
DMS version: 2026.02.1
Service reception: Mon-Fri 07:30-18:00, Sat 08:00-12:00
Time zone: Europe/London

You answer Riverside Kia service customers about bookings and loan cars.

Customer: Can I drop the car off at 7 am on Saturday?
Assistant:""")
    _n("lookalike:evse-config", ["stable_header", "evse_id", "tariff_valid_from"], """EVSE ID: DE*EVB*E4412*01
OCPI version: 2.2.1
Tariff valid from: 2026-02-01
Max power: 150 kW

You help drivers at this charger. Explain the price and how to start a session.

Driver: How do I pay without the app?
Assistant:""")
    _n("lookalike:telematics-device", ["stable_header", "firmware", "calibration_due"], """Device IMEI: 358412077004412
Firmware: 2025-11-03.2
Tachograph calibration due: 2027-01-14
Fleet: Harwell Logistics

You are the fleet copilot. Answer about this vehicle only.

Manager: When does the tacho need recalibrating?
Assistant:""")
    _n("lookalike:rental-station", ["stable_header", "station", "time_zone"], """Station: LIS-AIRPORT
Time zone: Europe/Lisbon
Counter hours: 06:00-00:30 daily
Brand: NorthCape

You help renters with pick-up and return questions at this station.

Renter: My flight lands at 00:50. Can I still pick up the car?
Assistant:""")
    _n("lookalike:treaty-context", ["stable_header", "treaty_period", "lei"], """Treaty: MTR-QS-2026
Treaty period: 2026-01-01 to 2026-12-31
Underwriting year: 2026
Reinsurer LEI: 529900T8BM49AURSDO55

You reconcile bordereaux against this treaty.

Analyst: Does a loss on 31 December 2025 with notification on 2 January 2026 belong to this treaty?
Assistant:""")
    _n("lookalike:auction-buyer", ["stable_header", "member_since", "buyer_id"], """Buyer: Lone Star Auto Sales
Buyer ID: B-2209
Member since: 2014-05-01
Credit limit: USD 250,000

You help this buyer at Meridian Auto Auctions.

Buyer: Can we raise our limit before the sale on the 17th?
Assistant:""")
    _n("lookalike:inspection-station", ["stable_header", "authorisation_valid"], """Station number: STK-ZA-0112
Authorisation valid to: 2027-06-30
Lines: 2 (cars up to 3.5 t)

You book inspections at this station and answer customers in English.

Customer: Can you inspect a 3.8 t motorhome?
Assistant:""")
    _n("lookalike:member-since-moldovan", ["stable_header", "member_since", "moldovan"], """Client din: 12 martie 2019
Poliță: RCA 0088412
Asigurător: Moldasig

You answer this client in Romanian as spoken in Moldova.

Client: Pot să plătesc polița în rate?""")
    _n("lookalike:claim-record-context", ["record_dates", "claim_context"], """Claim: CL-2201944
Date of loss: 2026-01-08 17:20
Notified: 2026-01-09 09:14
Status: closed on 2026-02-03

You answer the customer about this claim only.

Customer: Why did it take almost a month to close?
Assistant:""")
    _n("lookalike:reviewed-sentence", ["authored_revision", "inline_sentence"], """You are the roadside assistance
triage assistant. These instructions were last reviewed on 2 February 2026 by the operations lead.
Always ask whether everyone is in a safe place before anything else.

Caller: I've got a flat on the A1, I'm on the hard shoulder.
Assistant:""")
    _n("lookalike:calver-build", ["stable_header", "calver", "commit"], """app: estimate-review
build: 2026.03.1
commit: 9b1e2c47f0d3a5e8b6c7d2f1a0e9b8c7d6f5e4a3
labour_rates_from: 2026-01-01

Review the estimate lines for missing operations.

Estimate: replace LH front door shell; refinish door; R&I mirror.
Review:""")


def _negatives_asked() -> None:
    _n("asked:ulid", ["id_in_question", "ulid"], """Our claims system gives FNOLs ids like
fnol_01HZ3K8V2QW9T6M4R7B5N1C0XD. Can you work out from the ULID part when this one was created?""")
    _n("asked:epoch", ["id_in_question", "epoch"], """The pricing API says the quote was "created": 1772705564.
What is that in UK time, and was it before or after the customer's call at 10:15?""")
    _n("asked:vin-check-digit", ["id_in_question", "vin"], """Is the check digit right in this VIN:
1FTEW1EP4LFA12345? Show me how it's calculated.""")
    _n("asked:few-shot", ["few_shot", "example_date"], """Extract the date of loss as YYYY-MM-DD.

Example: "the accident was on the 3rd of March this year (2026)" -> 2026-03-03
Example: "hit a deer 14/02/26 around 6am" -> 2026-02-14

Text: "my car was broken into overnight, noticed it the morning of 5 March 2026"
Date:""")
    _n("asked:template", ["template", "unrendered"], """Why does our prompt template print the braces literally
instead of the time?

Current time: {{ now | date("Y-m-d H:i") }}
Claim: {{ claim.ref }}

We render it with Twig 3.8.""")
    _n("asked:relative", ["relative_time"], """The recovery truck called 40 minutes ago and said it was 20
minutes away. It's still not here and it's getting dark. What should I do while I wait?""")
    _n("asked:arithmetic", ["date_arithmetic", "dates_in_prose"], """My policy started on 1 February 2026 at
00:01 and I have a 14-day cooling-off period. If I cancel on 15 February at 09:00, am I still inside it?""")
    _n("asked:code", ["code", "timestamp_literal"], """Is this the right way to stamp when a claim is
notified, or should I store local time?

```python
from datetime import datetime, UTC
claim.notified_at = datetime.now(UTC)
claim.loss_date = date(2026, 3, 2)
```""")
    _n("asked:traceparent", ["id_in_question", "traceparent"], """Support asked me for the span id from this
header in our claims app logs. Which part is it?

traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01""")
    _n("asked:request-id", ["id_in_question", "request_id"], """The insurer's helpline asked for the request ID
0f9c2b7a-5d1e-4a88-b3c6-7e2f1a0d9c44 from the error screen. Does that mean my claim is saved somewhere,
or do I have to start again?""")
    _n("control:plain-1", ["control", "plain"], """You are a friendly driving-theory tutor. Explain road signs
simply.

Learner: What does a red circle with a white background and no symbol mean?
Assistant:""")
    _n("control:plain-2", ["control", "plain"], """You explain car maintenance to beginners.

User: How often should I check my tyre pressures?
Assistant:""")


# --- generated negatives: the generated positives' shapes with stable values --------------------------------------------

STABLE_FIELDS: list[tuple[str, str, str, Callable[[Gen25], str]]] = [
    ("api_version", "API version", "api_version", lambda g: g.pick(["2024-10-21", "2025-03-01", "2025-09-01"])),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", lambda g: g.pick(["2024-06", "2025-01"])),
    ("prompt_revision", "Prompt revision", "prompt_revision", lambda g: f"2026-0{g.small(1, 3)}-{g.small(10, 28)}"),
    ("member_since", "Member since", "member_since", lambda g: f"{g.small(2012, 2024)}-0{g.small(1, 9)}-{g.small(10, 28)}"),
    ("policy_start", "Policy start", "policy_start", lambda g: f"2026-0{g.small(1, 9)}-01T00:01:00Z"),
    ("tenant", "Tenant", "tenant", lambda g: g.uuid4()),
    ("time_zone", "Time zone", "time_zone", lambda g: g.pick(["Europe/London", "Europe/Vienna", "Asia/Kuala_Lumpur"])),
    ("office_hours", "Office hours", "office_hours", lambda g: g.pick(["08:00-18:00", "07:30-17:30"])),
    ("timeout", "Timeout", "timeout_s", lambda g: str(g.small(20, 120))),
    ("release", "Release", "release", lambda g: f"2026.0{g.small(1, 4)}.{g.small(0, 5)}"),
    ("rating_table", "Rating table", "rating_table", lambda g: f"motor-2026Q{g.small(1, 5)}"),
    ("treaty_period", "Treaty year", "treaty_year", lambda g: "2026"),
    ("dealer_code", "Dealer code", "dealer_code", lambda g: "RK-" + g.digits(5)),
    ("evse", "EVSE ID", "evse_id", lambda g: f"DE*EVB*E{g.digits(4)}*01"),
    ("firmware", "Firmware", "firmware", lambda g: f"2025-{g.small(10, 13)}-0{g.small(1, 9)}.2"),
    ("vin", "VIN", "vin", lambda g: g.pick(["WVWZZZ1KZ8W123456", "JMZKF6W7600123456", "KNACB81FXS5012345"])),
    ("licence_expiry", "Licence expiry", "licence_expiry", lambda g: f"2028-0{g.small(1, 9)}-30"),
    ("fiscal_year", "Fiscal year", "fiscal_year", lambda g: "FY2026"),
    ("calibration_due", "Calibration due", "calibration_due", lambda g: f"2027-0{g.small(1, 9)}-14"),
    ("lei", "LEI", "lei", lambda g: "529900T8BM49AURSDO55"),
]
GEN_NEG_COUNT = 23


def generated_negatives(g: Gen25) -> list[Draft]:
    """The generated positives' bodies and positions with one stable, date-like or id-like value."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    for k in range(GEN_NEG_COUNT):
        name, system, message, cue_line, lang = bodies[k % len(bodies)]
        position = GEN_POSITIONS[(k * 3) % len(GEN_POSITIONS)]
        family, label, key, make = fields[k % len(fields)]
        value = make(g)
        ask = f"User: {message}"
        end = f"\n{cue_line}" if cue_line else ""
        stable = g.rng.sample(STABLE, 3)
        line = f"{label}: {value}"
        if position == "head":
            text = f"{line}\n{system}\n\n{ask}{end}"
        elif position == "system_tail":
            text = f"{system}\n{line}\n\n{ask}{end}"
        elif position == "header_block":
            block = list(stable)
            block.insert(g.small(0, 4), line)
            text = "\n".join(block) + f"\n\n{system}\n\n{ask}{end}"
        elif position == "last_user":
            text = f"{system}\n\n{ask}\n{line}{end}"
        elif position == "tail":
            text = f"{system}\n\n{ask}\n\n--\n{line}\n"
        elif position == "front_matter":
            text = "---\n" + "\n".join(stable[:2]) + f"\n{key}: {_quote(value)}\n---\n{system}\n\n{ask}{end}"
        elif position == "json_member":
            text = (f'{{\n  "app": "{name}",\n  "{key}": "{value}",\n  "locale": "en-GB"\n}}\n'
                    f"{system}\n\n{ask}{end}")
        elif position == "xml_attr":
            text = f'<request {key}="{value}" app="{name}"/>\n{system}\n\n{ask}{end}'
        elif position == "kv_bracket":
            text = f"[meta app={name} {key}={_quote(value)} channel=web]\n{system}\n\n{ask}{end}"
        else:
            text = f"{system}\n\n{ask} ({key} {value}){end}"
        tags = ["hard_negative", "generated", position, family] + (["non_english"] if lang != "en" else [])
        out.append(Draft(text, f"{SRC}gen:neg:{name}+{family}", tags))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen25(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold25", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
