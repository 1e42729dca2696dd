"""Build `prompt_normalizer/corpus/holdout17.jsonl`, a seventeenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout17.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout16.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout16.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from consumer internet platforms (trust and safety, dating,
creators, ads), crypto and fintech apps, space and satellite operations, weather and hydrology
services and translation agencies (another corpus was written at the same time about them); no
case uses a weather forecast. Sources that the earlier docstrings already name were dropped before
writing: interview scheduling, ATS webhook signatures, job boards, Danish onboarding front matter,
HR helpdesks, time-clock kiosks and care-home rotas; LMS launches (Canvas LTI, Moodle `sesskey`),
Google Classroom, Open edX, flashcard apps, MOOCs, proctoring and proctoring reports, IELTS
marking, maths solvers, driving schools and driving theory tests, thesis repositories,
similarity-report webhooks and graded music exams; veterinary triage, SOAP notes, appointment
booking, vaccination records and bloodwork, animal shelters, kennels and kennel clubs, riding
stables and zoo keepers; RESO listings, listing writers, viewing bookings, tenant portals, leases,
deposits, service charges and land registers; greenhouse climate computers, hive scales,
centre-pivot irrigation, dairy robots, LoRaWAN uplinks, farm operations APIs, cotton gins, olive
presses, coffee cooperatives and allotments. The sources here are new:

* HR and recruiting: an applicant tracking system's rejection drafter and interview scorecard
  digest, reference checks (YAML front matter, a referee's answers as content), a background-check
  vendor's status relay and an adjudication tool (a single-line JSON tool header), onboarding
  (a first-week checklist, an upload of paperwork, reference and police-clearance help), performance
  calibration rounds and mid-year check-ins, shift bidding for nurses and for bus operators, exit
  interviews, an employee-relations note taker, an employee referral bot, a job-description linter,
  recruiter outreach, an offer-letter drafter, a leave-policy bot and a shift-swap helper; and as
  hard negatives offer letters, ATS exports, background reports, forwarded references, review
  forms, bid results, onboarding exports, HRIS audit logs, Slack exports, right-to-work expiry
  lists, contract clauses, works council minutes, consent forms, scam job e-mails, ticket threads
  and a calendar invite;
* education and exams: a tutoring marketplace (booking, matching, session reports, tutor logs),
  undergraduate admissions readers, a school admissions desk and a university waitlist, academic
  misconduct appeals and hearing bundles, an awarding body's review-of-marking desk, access
  arrangements, results enquiries, exam timetable clashes, course registration, gradebook risk
  checks, scholarships, extension requests, credit transfer, apprenticeship end-point assessment, a
  national exam entry desk and a state-test room rota; and as hard negatives timetables,
  transcripts, results slips, decision and award letters, originality summaries, booking e-mails,
  activity exports, admit cards, notifications, SMS, report cards, incident reports, special
  consideration forms, portal error pages and academic calendars;
* veterinary and animal care: a practice-software estimate assistant, histopathology and
  urinalysis explainers, pet insurance (a claim pre-check, a policyholder portal), farriers (route
  planning, shoeing logs), equine dentistry and equine passports, microchip registry lookups, pet
  travel, cattle TB test readings, herd health, goat and poultry advice, lambs, anaesthesia records,
  a breeding camp, faecal egg counts, SMS reminders and livestock health certificates; and as hard
  negatives invoices, claim decisions, cytology reports, registration and export certificates,
  dental charts, hospital flowsheets, recall notices, APHA letters, policy schedules, error logs,
  telemedicine transcripts, journey logs, pre-purchase vettings and stock expiry lists;
* real estate and property: conveyancing (completion statements, requisitions on title, title
  searches), mortgage brokers (affordability, rate switches, a housing-loan desk), short-let
  cleaning turnovers, facility booking (a community centre, a sports hall, a church hall, a
  co-working meeting room), a live property auction, survey explainers, new-build snagging, offer
  management, an MLS compliance checker, a valuation office, holiday-let check-in and farmland
  rental; and as hard negatives mortgage offers, decisions in principle, listings, local searches,
  memoranda of sale, auction packs, EPCs, survey reports, lift notices, title deeds, sale contracts,
  bank SMS, sale agreements, door and lockbox logs and price histories;
* agriculture and agronomy: farm management spray records, soil and petiole labs, a drip
  irrigation controller, grain elevators (cash bids, relayed scale tickets, grading), grain bin
  temperature cables, cattle movement reporting, EID weigh sessions, vineyards (harvest sampling,
  powdery mildew intervals, crush dockets), beekeeping (varroa counts, apiary inspections, queen
  rearing), apple orchards, paddy shrink and transplanting, sugarcane, cassava, fertiliser stores,
  tobacco curing, feed orders, milk collection, ear tags and a store cattle mart; and as hard
  negatives soil and leaf reports, scale tickets, settlement sheets, valve logs, movement documents,
  weigh exports, spray diaries, hive logs, calendars, sale receipts and slips, seed certificates
  and labels, livestock counts, dockets, catalogues and app notifications.

Formats: RFC 3339 at precisions 0 (also minutes only), 3, 6 and 9 with `Z` and offsets from -06:00
to +10:00, RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()` and logging, Log4j
ISO8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip and "f", JavaScript
`toISOString()` and `toLocaleString('en-US')`, US medium and numeric 12-hour renderings, English
long dates (US, and British with and without an ordinal), `DD Mon YYYY HH:MM`, day-first slashed and
dotted dates with a time, ISO basic, ISO dates, ISO week dates, a 12-hour and a 24-hour time alone,
a weekday alone, epochs in s, ms, us, ns and with a fraction, and dates with localized month and
weekday names, calendars and digits (Cypriot Greek genitives and `Τζυριακή`, Arbëresh, Romagnol,
Swabian, Zeelandic, Moksha, Buryat ordinal months, Karachay-Balkar, Algerian
`جانفي`/`أفريل`/`جويلية`, Mazanderani with the Iranian Solar Hijri months and Persian digits,
Hazaragi with the Afghan Solar Hijri months (حمل ... حوت) and Persian digits, Awadhi, Chhattisgarhi
and Garhwali with Devanagari digits, Chittagonian with Bengali digits, Mizo, Zhuang
`nienz`/`nyied`/`hauh`, Acehnese, Banjarese, Tausug, Kinaray-a, Southern Thai with Thai digits and
the Buddhist era, Tumbuka, Oshiwambo, Kituba, Acholi, K'iche', Belize Kriol and Tokelauan), written
as local wall-clock time in zones from -06:00 (Guatemala, Belize) to +13:00 (Tokelau), including
+03:30, +04:30, +05:30 and +06:00. Identifiers: UUID v1 / v4 / v7, ULID, KSUID, nanoid, traceparent
and tracestate, B3 single and multi, long hex (lower and upper case), base32, base36, base58, base62
and base64url tokens, a JWT, snowflakes, WhatsApp-style message ids and vendor-prefixed ids (`req_`,
`sess_`, `up_`, `adj_`, `kal_`, `rt_`, `tele_`, `ocr_`, `pp_`, `hb-`, `rd_`, `cd-`,
`run_`). Positions: header blocks (`Label: value`, HTTP-style with a request line, B3 and trace
headers), head and tail of the prompt, the tail of a system prompt (also in ChatML system turns and
a Llama 3 system header), YAML front matter and nested YAML, pretty-printed and single-line JSON
members, XML attributes and elements, `key=value` pairs in bracketed context lines, a logfmt line
and a `key=value` line of its own, markdown table rows and bullets, HTML comments, templated
sentences (inline and alone on a line), phrases with their preposition ("at ...", "as of ...", "on
..."), bracketed and parenthesised stamps on the user's message, a `[received ...]` prefix on a
relayed line, footers after a `--` line, metadata lines after the last user message, and program
lines right above or below a pasted, uploaded or fetched block.

Prompts are in English (US, British, Irish, Australian, Ugandan, Zambian, Zimbabwean, Namibian,
Bangladeshi, Fijian, Liberian, Maltese and Bahamian) and in Cypriot Greek, Arbëresh, Romagnol,
Swabian, Zeelandic, Moksha, Buryat, Karachay-Balkar, Algerian Arabic, Mazanderani, Hazaragi,
Awadhi, Chhattisgarhi, Garhwali, Chittagonian, Mizo, Zhuang, Acehnese, Banjarese, Tausug,
Kinaray-a, Southern Thai, Tumbuka, Oshiwambo, Kituba, Acholi, K'iche', Belize Kriol, Tokelauan,
Bajan, Guyanese Creolese and Gullah (32 languages and varieties, none of them used by the earlier
holdouts, checked against their docstrings), with French labels in an Algerian footer (scripts:
Latin, Greek, Cyrillic, Arabic, Devanagari, Bengali, Thai).

What it is: 304 prompts. 141 carry volatile fields (195 spans): 105 hand-written positives (159
spans; 54 with two fields) and 36 generated ones. 163 carry none: 143 hand-written negatives (141
hard negatives and two plain controls) and 20 generated hard negatives; 99 of the hand-written
negatives are material the user pastes, uploads, forwards or quotes and asks about (letters,
exports, reports, e-mails, forms, tables, logs, certificates, schedules, timetables, transcripts,
SMS, invoices, tickets, dockets, receipts, contracts, notices, notifications), with the question
before the block, after it or on both sides, eighteen in languages other than English, three in
multi-turn chats where an earlier user turn pasted the block, one quoted with "> ", and several
opening with, or holding, lines exactly like program metadata (`Date:`, `Submission ID:`, `Submitted:`,
`Application ID:`, `Claim number:`, `Error reference:` and `Time:`, `Printed:`, `Issued:`,
`Ordered:`, `[1739877722.004519]`, `[2026-02-09 08:14]`, `Today 01:12`, a JSON object whose first
members are `"id"` and `"created_at"`, a request id inside a pasted log). Nineteen hand-written
negatives hold stable look-alikes in program positions (prompt revisions, handbook versions and
effective dates, tenant and farm uuids, knowledge cutoffs, a bid window and rules revision, a
syllabus revision and term dates, a practice licence and formulary version, a rates table update
date, a holding number, season and crop plan version, an API version that looks like a date, a
centre number and exam series, member-since and policy dates, a lender criteria edition, herd
marks and TB test windows, support hours and terms versions, controller firmware and installation
dates, lab accreditation and methods revisions, listing ids and a UPRN in XML attributes, a school
`[... year=2026/27]` line, a cooperative's registration date in bullets, an unrendered
`{{current_date}}` and a template revision in an HTML comment); the others are ids the user asks
about, relative times, user-typed clocks and dates, few-shot dates, unrendered templates and
exercises. The positives put the same-looking lines in program positions; about twenty stamp data
that the program fetched, captured or received for this request (lab reports, gradebook exports,
registry records, title searches, rates, offers, cash bids, bin cables, access arrangements,
uploads, OCR output, a relayed scale ticket), where only the stamp is labelled. The generated
positive family puts one field (26 formats and labels used of the 34 drawn from 50, or the current
date and time labelled and written in the body's language, 8 cases) at one of twelve positions (head, system
tail, header block, after the last user message, tail, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, parenthesised value on the user's message,
HTML comment, markdown bullet; three each) of 35 bodies in 31 languages and varieties; the
generated negative family uses the same bodies and positions with one stable value that looks like
a date or an id (API version, knowledge cutoff, prompt revision, member-since, tenant,
requisition, policy effective date, holding, herd mark, practice licence, centre number, exam
series, academic and crop years, title number, UPRN, brokerage licence, time zone, office hours,
timeout, fiscal year, formulary, app version, firmware, accreditation, contract start, workspace,
season, clinic, commit; or a member-since date in the body's language). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout16.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Work sessions are sessions, as in make_holdout12 to make_holdout16: a calibration round, a
  reference-check session, an admissions read session, an adjudication session, a farrier's route,
  a telemedicine session, a conveyancing matter session, an auction bidder session, a movement
  helper session and an EID weigh session move; requisitions, candidates, matters, lots, policies,
  holdings, herd marks, centres, schools, clinics and MLS boards stay.
* Fetched data keeps its own dates: sampling, received and reported dates of lab reports, last
  logins in a gradebook export, a registry record's update date, recording dates in a title search,
  fixed-rate end dates, bids, cable temperatures and evidence dates stay; only the program's stamp
  on them moves ("fetched at ... for this request", "as of ... for this request", "Retrieved at ...
  from the lab portal for this request", "Pulled from the lab portal for this request: ...",
  `Search-Completed-Ns`, `read_at_us=`). The same kinds of blocks pasted by the user carry no span.
* Envelope vs payload: a screening vendor's delivery id and delivery time move, the report's own
  completion dates stay; a claim pre-check's id and request time move, the policy's start date and
  the claim's treatment dates stay; an upload's id and receipt time and an OCR job's id and finish
  time move, the uploaded list and the urinalysis collection date stay.
* Site and device clocks read for this request are the current time: an irrigation controller's
  clock, a live auction clock, an EID reader's time, a grain elevator's "as of" time. Times typed by
  the user ("It's 4:45 pm here", "It's 5:40 am") stay.
* Per-message stamps on the current message move (a WhatsApp message id and receive time, `Msg-Id`
  and `Sent-At`, `Message-Id` and `Received`, "(sent ...)", "[sent ...]", a relayed scale ticket's
  `[received ...]` prefix); the times of earlier turns and of pasted chat exports stay.
* A weekday alone, a time of day alone and an ISO week date written by the program are the current
  date (as in make_holdout2 and make_holdout6); relative words in the user's question ("yesterday",
  "this Monday", "on Tuesday") are content that only the program's current date resolves.
* Stable, even in program positions: bid windows and rules revisions, handbook versions and
  effective dates, syllabus revisions and term dates, centre numbers, exam series and UCIs,
  practice licences and formulary versions, rates table and lender criteria editions, holding,
  CPH and herd numbers, crop plan versions, seasons, firmware and installation dates, lab
  accreditation, title numbers, UPRNs and MLS numbers.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Cash bids as of <time> for this request (...)" leaves "Cash bids for this request (...)";
  "Generated by ConveyDesk on <date>" leaves "Generated by ConveyDesk"); a field followed by
  `<|im_end|>` or `<|eot_id|>` on its line is an inline span; XML attributes and `key=value` pairs
  are followed by a stable neighbour; a markdown row or bullet, an XML element, a nested YAML member,
  an HTML comment and a `key=value` line holding one field are whole-line spans; single-line JSON
  members are cut with the comma after them, and volatile members of pretty-printed JSON are never
  the last member of their object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message or with the metadata
  after it.
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
    go_string,
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

SEED = 20280305
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout17.jsonl"
SRC = "holdout17:"

# --- zones: fixed offsets, and (standard, summer) pairs chosen by month --------------------------------

FIXED: dict[str, tuple[int, str]] = {
    "UTC": (0, "UTC"),
    "GMT": (0, "GMT"),
    "AST": (-240, "AST"),
    "GYT": (-240, "GYT"),
    "CA": (-360, "CST"),
    "EAT": (180, "EAT"),
    "CAT": (120, "CAT"),
    "SAST": (120, "SAST"),
    "WAT": (60, "WAT"),
    "DZ": (60, "CET"),
    "IRST": (210, "IRST"),
    "AFT": (270, "AFT"),
    "IST": (330, "IST"),
    "BD": (360, "BST"),
    "ICT": (420, "ICT"),
    "WIB": (420, "WIB"),
    "WITA": (480, "WITA"),
    "PHT": (480, "PHT"),
    "CN": (480, "CST"),
    "MSK": (180, "MSK"),
    "IRKT": (480, "IRKT"),
    "FJT": (720, "FJT"),
    "TKT": (780, "TKT"),
}
NORTH: dict[str, tuple[tuple[int, str], tuple[int, str]]] = {
    "UK": ((0, "GMT"), (60, "BST")),
    "IE": ((0, "GMT"), (60, "IST")),
    "CE": ((60, "CET"), (120, "CEST")),
    "EE": ((120, "EET"), (180, "EEST")),
    "US_E": ((-300, "EST"), (-240, "EDT")),
    "US_C": ((-360, "CST"), (-300, "CDT")),
    "US_M": ((-420, "MST"), (-360, "MDT")),
    "US_P": ((-480, "PST"), (-420, "PDT")),
}
SOUTH: dict[str, tuple[tuple[int, str], tuple[int, str]]] = {
    "AU_E": ((600, "AEST"), (660, "AEDT")),
    "NZ": ((720, "NZST"), (780, "NZDT")),
}


def tz_for(zone: str, t: datetime) -> timezone:
    if zone in FIXED:
        minutes, name = FIXED[zone]
    elif zone in NORTH:
        minutes, name = NORTH[zone][1 if 4 <= t.month <= 10 else 0]
    else:
        minutes, name = SOUTH[zone][1 if (t.month >= 10 or t.month <= 3) else 0]
    return timezone(timedelta(minutes=minutes), name)


B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


class Gen17(Gen):
    """make_holdout.Gen with zones and a few more identifier shapes."""

    def at(self, zone: str) -> datetime:
        t = self.moment()
        return t.astimezone(tz_for(zone, t))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice(B36) for _ in range(n))

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def ns(self, t: datetime) -> int:
        return epoch_us(t) * 1000 + self.small(0, 1000)


# --- value formats that make_holdout lacks ------------------------------------------------------------


def off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def rfc3339_min(t: datetime) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M}{tail}"


def rfc3339_off(t: datetime, digits: int = 0) -> str:
    """RFC 3339 that writes +00:00 instead of Z."""
    frac = f".{t.microsecond:06d}"[: digits + 1] if digits else ""
    return f"{t:%Y-%m-%dT%H:%M:%S}{frac}{off(t)}"


def rfc3339_ns(t: datetime, extra: int) -> str:
    tail = "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{extra:03d}{tail}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u:%d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def ampm(t: datetime) -> str:
    return "PM" if t.hour >= 12 else "AM"


def h12(t: datetime) -> int:
    return t.hour % 12 or 12


def time12(t: datetime) -> str:
    return f"{h12(t)}:{t:%M} {ampm(t)}"


def time12s(t: datetime) -> str:
    return f"{h12(t)}:{t:%M:%S} {ampm(t)}"


def us_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-US')`."""
    return f"{t.month}/{t.day}/{t.year}, {time12s(t)}"


def us_medium(t: datetime) -> str:
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {time12(t)}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M}"


def uk_weekday(t: datetime) -> str:
    day = t.day
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{DAYS_LONG[t.weekday()]} {day}{suffix} {MONTHS_LONG[t.month - 1]} {t.year}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def mdy_slash(t: datetime) -> str:
    return f"{t:%m/%d/%Y} {time12(t)}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def hhmm(t: datetime) -> str:
    return f"{t:%H:%M}"


def epoch_frac(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


# --- localized clocks: names, digits and calendars --------------------------------------------------------

DEVANAGARI = "०१२३४५६७८९"
BENGALI = "০১২৩৪৫৬৭৮৯"
PERSIAN = "۰۱۲۳۴۵۶۷۸۹"
THAI = "๐๑๒๓๔๕๖๗๘๙"


def digits(s: str, system: str) -> str:
    return s.translate(str.maketrans("0123456789", system))


def jalali(t: datetime) -> tuple[int, int, int]:
    """Gregorian to Solar Hijri (the arithmetic 33-year rule)."""
    gy, gm, gd = t.year, t.month, t.day
    before = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
    gy2 = gy + 1 if gm > 2 else gy
    days = 355666 + 365 * gy + (gy2 + 3) // 4 - (gy2 + 99) // 100 + (gy2 + 399) // 400 + gd + before[gm - 1]
    jy = -1595 + 33 * (days // 12053)
    days %= 12053
    jy += 4 * (days // 1461)
    days %= 1461
    if days > 365:
        jy += (days - 1) // 365
        days = (days - 1) % 365
    if days < 186:
        return jy, 1 + days // 31, 1 + days % 31
    return jy, 7 + (days - 186) // 30, 1 + (days - 186) % 30


CY_MONTHS = [
    "Γενάρη",
    "Φλεβάρη",
    "Μάρτη",
    "Απρίλη",
    "Μάη",
    "Ιούνη",
    "Ιούλη",
    "Αουγούστου",
    "Σεπτέμβρη",
    "Οκτώβρη",
    "Νοέμβρη",
    "Δεκέμβρη",
]
CY_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Τζυριακή"]
SQ_MONTHS = [
    "janar",
    "shkurt",
    "mars",
    "prill",
    "maj",
    "qershor",
    "korrik",
    "gusht",
    "shtator",
    "tetor",
    "nëntor",
    "dhjetor",
]
SQ_DAYS = ["e hënë", "e martë", "e mërkurë", "e enjte", "e premte", "e shtunë", "e diel"]
RG_MONTHS = [
    "znèr",
    "fabrèr",
    "mèrz",
    "abrìl",
    "maz",
    "zógn",
    "lói",
    "agòst",
    "setèmbar",
    "utòbar",
    "nuvèmbar",
    "dizèmbar",
]
RG_DAYS = ["lunedé", "martedé", "mercoldé", "zobia", "vènardé", "sabat", "dmenga"]
SW_MONTHS = [
    "Januar",
    "Februar",
    "März",
    "Abrill",
    "Mai",
    "Juni",
    "Juli",
    "Auguscht",
    "Sebdembr",
    "Oktobr",
    "Novembr",
    "Dezembr",
]
SW_DAYS = ["Mäntig", "Diensdig", "Mittwoch", "Dunnschdig", "Freidig", "Samschdig", "Sonndig"]
NL_MONTHS = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]
ZE_DAYS = ["maendag", "diensdag", "woensdag", "dounderdag", "vriedag", "zaeterdag", "zundag"]
MK_MONTHS = [
    "якшамков",
    "даволков",
    "эйзюрков",
    "чадыков",
    "панжиков",
    "аштемков",
    "медьков",
    "умарьков",
    "таштамков",
    "ожоков",
    "сундерьков",
    "ацамков",
]
BU_MONTHS = [
    "нэгэдэхи һара",
    "хоёрдохи һара",
    "гурбадахи һара",
    "дүрбэдэхи һара",
    "табадахи һара",
    "зургаадахи һара",
    "долоодохи һара",
    "наймадахи һара",
    "юһэдэхи һара",
    "арбадахи һара",
    "арбан нэгэдэхи һара",
    "арбан хоёрдохи һара",
]
RU_MONTHS = [
    "январь",
    "февраль",
    "март",
    "апрель",
    "май",
    "июнь",
    "июль",
    "август",
    "сентябрь",
    "октябрь",
    "ноябрь",
    "декабрь",
]
DZ_MONTHS = [
    "جانفي",
    "فيفري",
    "مارس",
    "أفريل",
    "ماي",
    "جوان",
    "جويلية",
    "أوت",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
]
DZ_DAYS = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]
IR_MONTHS = [
    "فروردین",
    "اردیبهشت",
    "خرداد",
    "تیر",
    "مرداد",
    "شهریور",
    "مهر",
    "آبان",
    "آذر",
    "دی",
    "بهمن",
    "اسفند",
]
AF_MONTHS = ["حمل", "ثور", "جوزا", "سرطان", "اسد", "سنبله", "میزان", "عقرب", "قوس", "جدی", "دلو", "حوت"]
HI_MONTHS = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
AW_DAYS = ["सोमवार", "मंगर", "बुध", "बिरसपत", "सुक्कर", "सनीचर", "इतवार"]
HI_DAYS = ["सोमवार", "मंगलवार", "बुधवार", "गुरुवार", "शुक्रवार", "शनिवार", "रविवार"]
BN_MONTHS = [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
]
ID_MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
AC_DAYS = ["Seunanyan", "Seulasa", "Rabu", "Hamèh", "Jeumeu'at", "Sabtu", "Aleuhad"]
BJ_DAYS = ["Sanayan", "Salasa", "Rabu", "Kamis", "Jumahat", "Sabtu", "Ahad"]
TS_MONTHS = [
    "Enero",
    "Pebrero",
    "Marso",
    "Abril",
    "Mayo",
    "Hunyo",
    "Hulyo",
    "Agosto",
    "Septyembre",
    "Oktobre",
    "Nobyembre",
    "Disyembre",
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
TH_DAYS = ["วันจันทร์", "วันอังคาร", "วันพุธ", "วันพฤหัสบดี", "วันศุกร์", "วันเสาร์", "วันอาทิตย์"]
TU_MONTHS = [
    "Janyuwale",
    "Febuluwale",
    "Malichi",
    "Epulelo",
    "Meyi",
    "Juni",
    "Julayi",
    "Ogasiti",
    "Seputembala",
    "Okutobala",
    "Novembala",
    "Disembala",
]
OS_MONTHS = [
    "Januali",
    "Februali",
    "Maalitsa",
    "Apilili",
    "Mei",
    "Juni",
    "Juli",
    "Auguste",
    "Septemba",
    "Oktoba",
    "Novemba",
    "Desemba",
]
ES_MONTHS = [
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
TK_MONTHS = [
    "Ianuali",
    "Fepuali",
    "Mati",
    "Apelila",
    "Me",
    "Iuni",
    "Iulai",
    "Aokuho",
    "Hepetema",
    "Oketopa",
    "Novema",
    "Tekema",
]

# label for "today" / "now" in each language, and its zone
LOCAL_NOW_LABEL: dict[str, str] = {
    "cypriot_greek": "Σήμμερα",
    "arberesh": "Sot",
    "romagnol": "Incù",
    "swabian": "Heit",
    "zeelandic": "Vandaege",
    "moksha": "Тячи",
    "buryat": "Мүнөөдэр",
    "karachay_balkar": "Бюгюн",
    "algerian": "اليوم",
    "mazanderani": "اِمروز",
    "hazaragi": "امروز",
    "awadhi": "आजु",
    "chhattisgarhi": "आज",
    "garhwali": "आज",
    "chittagonian": "আইজ্জা",
    "mizo": "Vawiin",
    "zhuang": "Ngoenzneix",
    "acehnese": "Uroe nyoe",
    "banjarese": "Wayah ini",
    "tausug": "Bihaun",
    "kinaray_a": "Subong",
    "southern_thai": "วันนิ",
    "tumbuka": "Lero",
    "oshiwambo": "Nena",
    "kituba": "Bubu",
    "acholi": "Tin",
    "kiche": "Kamik",
    "belize_kriol": "Tideh",
    "tokelauan": "Te aho nei",
}
LANG_ZONE: dict[str, str] = {
    "cypriot_greek": "EE",
    "arberesh": "CE",
    "romagnol": "CE",
    "swabian": "CE",
    "zeelandic": "CE",
    "moksha": "MSK",
    "buryat": "IRKT",
    "karachay_balkar": "MSK",
    "algerian": "DZ",
    "mazanderani": "IRST",
    "hazaragi": "AFT",
    "awadhi": "IST",
    "chhattisgarhi": "IST",
    "garhwali": "IST",
    "chittagonian": "BD",
    "mizo": "IST",
    "zhuang": "CN",
    "acehnese": "WIB",
    "banjarese": "WITA",
    "tausug": "PHT",
    "kinaray_a": "PHT",
    "southern_thai": "ICT",
    "tumbuka": "CAT",
    "oshiwambo": "CAT",
    "kituba": "WAT",
    "acholi": "EAT",
    "kiche": "CA",
    "belize_kriol": "CA",
    "tokelauan": "TKT",
    "bajan": "AST",
    "gullah": "US_E",
    "guyanese": "GYT",
    "en_us": "US_C",
    "en_gb": "UK",
    "en_ug": "EAT",
    "en_zm": "CAT",
    "en_zw": "CAT",
    "en_na": "CAT",
    "en_bd": "BD",
    "en_fj": "FJT",
    "en_lr": "GMT",
    "en_mt": "CE",
    "en_bs": "US_E",
    "en_ie": "IE",
    "en_au": "AU_E",
}


def local_now(lang: str, t: datetime) -> str:
    """The current date and time written the way an app localised for `lang` writes it."""
    d, m, y, wd, hm = t.day, t.month - 1, t.year, t.weekday(), f"{t:%H:%M}"
    if lang == "cypriot_greek":
        return f"{CY_DAYS[wd]} {d} {CY_MONTHS[m]} {y}, ώρα {hm}"
    if lang == "arberesh":
        return f"{SQ_DAYS[wd]}, {d} {SQ_MONTHS[m]} {y}, ora {hm}"
    if lang == "romagnol":
        return f"{RG_DAYS[wd]} {d} {RG_MONTHS[m]} {y}, al {hm}"
    if lang == "swabian":
        return f"{SW_DAYS[wd]}, dr {d}. {SW_MONTHS[m]} {y}, {hm} Uhr"
    if lang == "zeelandic":
        return f"{ZE_DAYS[wd]} {d} {NL_MONTHS[m]} {y}, {hm} uur"
    if lang == "moksha":
        return f"{d} {MK_MONTHS[m]} {y} ие, {hm}"
    if lang == "buryat":
        return f"{y} он, {BU_MONTHS[m]}, {d}, {hm}"
    if lang == "karachay_balkar":
        return f"{y} джыл, {d} {RU_MONTHS[m]}, {hm}"
    if lang == "algerian":
        return f"{DZ_DAYS[wd]} {d} {DZ_MONTHS[m]} {y}، الساعة {hm}"
    if lang == "mazanderani":
        jy, jm, jd = jalali(t)
        return digits(f"{jd} {IR_MONTHS[jm - 1]} {jy}، ساعت {hm}", PERSIAN)
    if lang == "hazaragi":
        jy, jm, jd = jalali(t)
        return digits(f"{jd} {AF_MONTHS[jm - 1]} {jy}، ساعت {hm}", PERSIAN)
    if lang == "awadhi":
        return digits(f"{AW_DAYS[wd]}, {d} {HI_MONTHS[m]} {y}, {hm} बजे", DEVANAGARI)
    if lang in ("chhattisgarhi", "garhwali"):
        return digits(f"{HI_DAYS[wd]}, {d} {HI_MONTHS[m]} {y}, {hm}", DEVANAGARI)
    if lang == "chittagonian":
        return digits(f"{d} {BN_MONTHS[m]} {y}, {hm}", BENGALI)
    if lang == "mizo":
        return f"{d} {MONTHS_LONG[m]} {y}, dar {time12(t)}"
    if lang == "zhuang":
        return f"{y} nienz {m + 1} nyied {d} hauh, {hm}"
    if lang == "acehnese":
        return f"{AC_DAYS[wd]}, {d} {ID_MONTHS[m]} {y}, poh {t:%H.%M}"
    if lang == "banjarese":
        return f"{BJ_DAYS[wd]}, {d} {ID_MONTHS[m]} {y}, jam {t:%H.%M}"
    if lang == "tausug":
        return f"{TS_MONTHS[m]} {d}, {y}, {time12(t)}"
    if lang == "kinaray_a":
        return f"{d} {TS_MONTHS[m]} {y}, alas {time12(t)}"
    if lang == "southern_thai":
        return digits(f"{TH_DAYS[wd]}ที่ {d} {TH_MONTHS[m]} {y + 543} เวลา {hm} น.", THAI)
    if lang == "tumbuka":
        return f"{d} {TU_MONTHS[m]} {y}, {hm}"
    if lang == "oshiwambo":
        return f"{d} {OS_MONTHS[m]} {y}, {hm}"
    if lang == "kituba":
        return f"{d} ngonda ya {m + 1} {y}, ngunga {hm}"
    if lang == "acholi":
        return f"{d} dwe {m + 1} {y}, cawa {hm}"
    if lang == "kiche":
        return f"{d} {ES_MONTHS[m]} {y}, {hm}"
    if lang == "belize_kriol":
        return f"{DAYS_LONG[wd]} {d} {MONTHS_LONG[m]} {y}, {time12(t)}"
    if lang == "tokelauan":
        return f"{d} {TK_MONTHS[m]} {y}, {hm}"
    raise KeyError(lang)


def now_in(g: Gen17, lang: str) -> tuple[datetime, str]:
    t = g.at(LANG_ZONE[lang])
    return t, local_now(lang, t)


def zoned(g: Gen17, lang: str) -> datetime:
    return g.at(LANG_ZONE[lang])


POS: list[Callable[[Gen17], Draft]] = []


def pos(fn: Callable[[Gen17], Draft]) -> Callable[[Gen17], Draft]:
    POS.append(fn)
    return fn


NEG: list[Draft] = []


def neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}negative:{source}", [*hard, *kind]))


# --- hand-written positives: HR and recruiting --------------------------------------------------------------


@pos
def _ats_rejection(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You are the recruiting assistant inside Halvorsen Health's applicant tracking system. Draft short,
kind rejection notes. Never mention other candidates, age, health or family status.

Requisition: REQ-2026-0418 (Registered Nurse, Med-Surg)
Stage: phone screen
{v("request_id", "X-Request-Id: " + g.uuid4())}
{v("datetime", "Date: " + http_date(t))}
Recruiter: Dana Okafor

Screen notes: strong acute-care experience (2019-2024), but needs nights only until August and the
role rotates days and nights. Candidate asked to be considered for the next night-only opening.

Draft:""",
        f"{SRC}hr:ats-rejection",
        ["header_block", "rfc1123", "uuid4", "stable_neighbours", "lang_en_us"],
    )


@pos
def _reference_check_front_matter(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""---
tool: refcheck
{v("session_id", "reference_session: " + g.ulid(t))}
{v("datetime", "generated_at: " + rfc3339(t))}
locale: en-GB
---
Summarise the referee's answers for the hiring manager in four bullet points. Flag anything that
contradicts the candidate's CV. Do not speculate about gaps.

Candidate CV: Logistics coordinator at Marsh & Pike, March 2021 - June 2024; team lead from
January 2023.
Referee (line manager, Marsh & Pike): "Priya joined us in spring 2021 and left in summer 2024. She
ran the inbound team from early 2023 and covered my role for six weeks in late 2023. Reliable,
calm with carriers, would re-hire."

Summary:""",
        f"{SRC}hr:reference-check",
        ["yaml_front", "ulid", "rfc3339", "content_dates_neighbour", "lang_en_gb"],
    )


@pos
def _background_check_relay(g: Gen17) -> Draft:
    t = g.at("EAT")
    return Draft(
        f"""The screening vendor's status update is below, relayed by the HR integration. Explain to the HR
officer in plain words what is still outstanding and what they should tell the candidate.

{{
  "event": "report.updated",
  {v("request_id", '"delivery_id": "' + g.uuid7(t) + '",')}
  {v("datetime", '"delivered_at": "' + rfc3339(t, 3) + '",')}
  "report": {{
    "candidate": "Okello, Brian",
    "package": "Standard + Education",
    "criminal_record_check": {{"status": "clear", "completed": "2026-02-03"}},
    "education_verification": {{"status": "pending", "institution": "Kyambogo University", "requested": "2026-01-28"}},
    "employment_verification": {{"status": "clear", "completed": "2026-02-05"}}
  }}
}}

Answer:""",
        f"{SRC}hr:background-check-relay",
        ["json_member", "envelope", "uuid7", "rfc3339_ms", "lang_en_ug"],
    )


@pos
def _onboarding_today_sentence(g: Gen17) -> Draft:
    t = g.at("CAT")
    today = f"{DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"
    return Draft(
        f"""You are Mwezi, the onboarding assistant for Copperbelt Agro Ltd. {v("date", "Today is " + today + ".")} Help new
starters complete their first-week checklist: NAPSA registration, bank details, site induction and
PPE collection. Start dates are fixed by HR; never change them.

New starter: Chanda Mulenga, start date 2 March 2026, Chingola depot.

Chanda: Which documents must I bring on my first day?
Mwezi:""",
        f"{SRC}hr:onboarding-checklist",
        ["inline_sentence", "long_date_gb", "lang_en_zm"],
    )


@pos
def _calibration_swabian(g: Gen17) -> Draft:
    t, now = now_in(g, "swabian")
    return Draft(
        f"""{v("datetime", "Heit: " + now)}
{v("session_id", "Kalibrierungsrunde: kal_" + g.b62(20))}
Du hilfsch de Teamleiter vo dr Firma Schäfer Landtechnik in Ehinge bei de Leistungsbeurteilunge.
Schreib kurz ond sachlich, ond erfind koine Note. Dr Beurteilungszeitraum isch's Kalenderjohr 2025.

Teamleiter: Mir hen drei Monteur mit "übertrifft Erwartunge" ond bloß oin Platz im Förderprogramm.
Wie soll i des im Kalibrierungsgschpräch begründe?""",
        f"{SRC}hr:performance-calibration",
        ["head", "localized_now", "vendor_prefixed", "lang_swabian"],
    )


@pos
def _shift_bid_table(g: Gen17) -> Draft:
    t = g.at("FJT")
    return Draft(
        f"""You are the rostering assistant for Lautoka Hospital's nursing office. Explain the shift-bid rules
and the bidder's position in the seniority list. Never promise a line before the bid closes.

| Field | Value |
|---|---|
| Bid round | Term 2 2026 (lines 1-48) |
| Bidder | RN Salote Naivalu, seniority 17 |
{v("request_id", "| Request | " + g.hex(24) + " |")}
{v("datetime", "| Lines snapshot | " + dd_mon(t) + " FJT |")}
| Lines still open | 3, 9, 14, 22, 31 |

Salote: If the nurse above me takes line 9, what is my best remaining day line?
Assistant:""",
        f"{SRC}hr:shift-bid-nursing",
        ["md_table", "hex24", "dd_mon", "stable_neighbours", "lang_en_fj"],
    )


@pos
def _transit_pick_xml(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
<bid_context operator="4471" division="North Garage" {v("datetime", 'requested_at="' + rfc3339(t) + '"')} round="Spring 2026 pick"/>
You help bus operators at Tri-County Transit understand the spring work pick. Runs are picked by
seniority; an operator may pick only runs whose report time is at least 10 hours after the end
of their previous day's run.

Operator: I finish run 214 at 23:40. Can I pick run 118, which reports at 08:55?
Assistant:""",
        f"{SRC}hr:shift-bid-transit",
        ["head", "traceparent", "xml_attr", "rfc3339", "lang_en_us"],
    )


@pos
def _exit_interview_footer(g: Gen17) -> Draft:
    t = g.at("BD")
    return Draft(
        f"""Summarise the exit interview below into themes (pay, manager, workload, growth, other) with one
quote for each. Keep the employee anonymous.

Interview notes: "I liked the team a lot. The overtime in the export season was too much, three
months of 60-hour weeks. My manager tried but could not change the shipment plan. I got an offer
with a fixed 9-to-6 schedule and a small raise."

--
{v("request_id", "Request: " + g.uuid4())}
{v("datetime", "Prompt built: " + ctime(t))}
""",
        f"{SRC}hr:exit-interview",
        ["footer", "tail", "uuid4", "asctime", "lang_en_bd"],
    )


@pos
def _offer_letter_cy(g: Gen17) -> Draft:
    t, now = now_in(g, "cypriot_greek")
    return Draft(
        f"""{v("datetime", "Σήμμερα: " + now)}
{v("request_id", "Αίτημα: req_" + g.b62(18))}
Είσαι ο βοηθός του τμήματος προσωπικού της Κουμανταρία Φουντς Λτδ στη Λεμεσό. Γράφεις προσχέδια
επιστολών προσφοράς εργασίας στα ελληνικά, ευγενικά τζαι χωρίς υποσχέσεις που δεν γράφει η
εγκεκριμένη πρόταση.

Εγκεκριμένη πρόταση: Υπεύθυνη ποιοτικού ελέγχου, μικτός μισθός €2.450 τον μήνα, 13ος μισθός,
έναρξη 1η Ιουνίου 2026, δοκιμαστική περίοδος έξι μηνών.

Χρήστης: Γράψε μου το προσχέδιο για την κυρία Ελένη Χαραλάμπους.""",
        f"{SRC}hr:offer-letter",
        ["head", "localized_now", "vendor_prefixed", "lang_cypriot_greek"],
    )


@pos
def _jd_checker_comment(g: Gen17) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""{v("run_id", "<!-- jd-lint run " + g.ulid(t) + " -->")}
You check job descriptions for Harare City Water for exclusionary wording and unnecessary
requirements. List each issue with the exact phrase and a suggested rewrite.

Job description: Young, energetic plumber needed. Must have own car and 10+ years' experience.
Native Shona speaker preferred. Applications close 30 April 2026.

Issues:""",
        f"{SRC}hr:job-description-lint",
        ["html_comment", "head", "ulid", "lang_en_zw"],
    )


@pos
def _er_investigation_stamp(g: Gen17) -> Draft:
    t = g.at("GMT")
    return Draft(
        f"""You are the note-taking assistant for employee-relations investigations at Monrovia Port
Services. Turn the investigator's rough notes into a neutral interview record. Do not draw
conclusions.

Investigator: Witness 2 (forklift operator) says the argument on 9 March started at the gate
around 7:40 am, before shift change, and that the supervisor knocked the complainant's helmet
off. Witness did not see who spoke first. {v("datetime", "[sent " + dmy_slash(t) + " GMT]")}
Record:""",
        f"{SRC}hr:er-investigation",
        ["bracket_user", "dmy_slash", "user_typed_times_neighbour", "lang_en_lr"],
    )


@pos
def _referral_after_user(g: Gen17) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""You are Kudu, the employee referral helper at Namib Mills. Explain the referral bonus rules:
N$2,000 after the referred hire passes probation (three months), paid with the following month's
salary. Referrals must be submitted before the candidate applies.

Employee: My cousin applied last week and I only submitted the referral today. Do I still get the
bonus?
{v("message_id", "Message-Id: " + g.snowflake(t))}
{v("datetime", "Received: " + rfc2822(t))}
Kudu:""",
        f"{SRC}hr:referral-bot",
        ["last_user", "snowflake", "rfc2822", "lang_en_na"],
    )


@pos
def _scorecard_kv(g: Gen17) -> Draft:
    return Draft(
        f"""[ats {v("request_id", "req=" + g.b36(16))} tenant=fernwood-credit-union pipeline=branch-tellers]
Summarise the three interviewers' scorecards for the hiring committee: overall recommendation,
strongest evidence, and the one concern they share, if any. Quote scores as given.

Scorecard A (branch manager): 4/5, "handled the cash-variance scenario calmly".
Scorecard B (ops lead): 3/5, "slow on the teller system exercise".
Scorecard C (peer teller): 4/5, "great with the elderly-customer role play".

Summary:""",
        f"{SRC}hr:scorecard-digest",
        ["kv_inline", "base36", "head", "lang_en_us"],
    )


@pos
def _hr_policy_dz(g: Gen17) -> Draft:
    t, now = now_in(g, "algerian")
    return Draft(
        f"""{v("datetime", "اليوم: " + now)}
نتا مساعد الموارد البشرية في شركة "مطاحن الهضاب" في سطيف. جاوب الخدامين على أسئلة العطل
والشهادات الإدارية برك، حسب النظام الداخلي. ما تعطيش أرقام ما كانش في النظام.

النظام الداخلي: العطلة السنوية 30 يوم في العام. طلب العطلة يتقدم 15 يوم قبل على الأقل.

الخدام: واش نقدر ناخذ عطلة من 2 جويلية حتى 20 جويلية إذا قدمت الطلب اليوم؟""",
        f"{SRC}hr:leave-policy",
        ["head", "localized_now", "lang_algerian"],
    )


@pos
def _adjudication_json_inline(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""{{"tool":"adjudicate","pkg":"driver-mvr",{v("session_id", '"session":"adj_' + g.b58(22) + '",')}{v("epoch", '"now_ms":' + str(epoch_ms(t)) + ",")}"client":"route-freight"}}
You help a background-check adjudicator apply Route Freight's written driving-record standard.
Standard: no more than 2 moving violations in the past 36 months; no DUI in the past 7 years.

Record summary: speeding 11/2024, speeding 06/2025, failure to signal 01/2026; no DUI on record.
Decision and reason:""",
        f"{SRC}hr:adjudication",
        ["json_inline", "base58", "epoch_ms", "head", "lang_en_us"],
    )


@pos
def _onboarding_upload_bajan(g: Gen17) -> Draft:
    t = g.at("AST")
    return Draft(
        f"""You help new hires at Sandy Lane Bay Resort sort out their onboarding paperwork. Check the list
the new hire uploaded against the checklist and say what is missing. Talk plain and friendly.

Checklist: NIS card, TAMIS number, police certificate (under 6 months old), two passport photos,
food handler's permit (kitchen staff only).

{v("request_id", "Upload-Id: up_" + g.b62(20))}
{v("datetime", "Upload-Received: " + rfc3339(t))}
Uploaded list (typed by the new hire):
- NIS card
- Police certificate dated 12 Nov 2025
- Food handler permit, expires 31/08/2026
- 2 photos

New hire: Wuh still missing fuh me? I start in the kitchen Monday.
Assistant:""",
        f"{SRC}hr:onboarding-upload",
        ["above_pasted", "vendor_prefixed", "rfc3339_offset", "lang_bajan"],
    )


@pos
def _reference_help_guyanese(g: Gen17) -> Draft:
    t = g.at("GYT")
    return Draft(
        f"""{{
  "app": "hire-desk",
  {v("datetime", '"now": "' + rfc3339_off(t) + '",')}
  {v("session_id", '"conversation_id": "' + g.uuid4() + '",')}
  "country": "GY"
}}
Yuh is di HR helper fuh Demerara Sugar Terminals. Help applicants understand di reference and
police clearance steps. Keep it short and plain.

Applicant: Me last boss migrate to Canada. How me go get a reference from he now?
Assistant:""",
        f"{SRC}hr:reference-help",
        ["json_member", "head", "rfc3339_offset", "uuid4", "lang_guyanese"],
    )


@pos
def _shift_swap_acholi(g: Gen17) -> Draft:
    t, now = now_in(g, "acholi")
    return Draft(
        f"""In aye lakony pa lutic me Gulu Regional Referral Hospital ma konyo gi me lokko cawa me tic.
Lok ki leb Acoli ma tidi. Pe i ye lokko mo ma ladit me lutic pe oye.
{v("datetime", "Tin: " + now)}

Latic: An atye ki tic me dyewor i Ceng Abic. Atwero lokko ki Akello ma tye ki tic me odiko?""",
        f"{SRC}hr:shift-swap",
        ["system_tail", "localized_now", "lang_acholi"],
    )


@pos
def _perf_review_chatml(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""<|im_start|>system
You help managers at Hollis & Vane write mid-year performance check-ins. Use the company's
four-point scale and keep each section under 80 words.
{v("date", "Current date: " + iso_date(t))}<|im_end|>
<|im_start|>user
Write the "growth" section for Tom, who took over supplier onboarding in February and cut the
average onboarding time from 19 to 11 working days.<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}hr:performance-checkin",
        ["chat_template", "system_tail", "iso_date", "lang_en_gb"],
    )


@pos
def _outreach_b3_multi(g: Gen17) -> Draft:
    return Draft(
        f"""{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1
You write outreach messages for Clonmel Dairy Co-op's recruiters. Two short paragraphs, no emojis,
mention the role's location and shift pattern.

Role: Maintenance technician, Mitchelstown plant, 4-on-4-off 12-hour shifts.
Candidate: currently at a Cork brewery, 6 years' PLC experience.

Message:""",
        f"{SRC}hr:recruiter-outreach",
        ["head", "header_block", "b3_multi", "lang_en_ie"],
    )


# --- hand-written positives: education and exams -----------------------------------------------------------


@pos
def _tutor_booking(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""Tutora booking assistant. Help parents book trial lessons with tutors on the marketplace. Only
offer slots from the tutor's availability list; never share a tutor's phone number or surname.
{v("session_id", "Session: sess_" + g.b62(24))}
{v("datetime", "Local time: " + time12(t))}

Tutor availability (Mr Adeyemi, GCSE maths): Tue 16:00, Tue 17:00, Thu 18:30, Sat 10:00

Parent: Can my daughter have a trial this week after school? She finishes at 3:30.
Assistant:""",
        f"{SRC}edu:tutor-booking",
        ["system_tail", "vendor_prefixed", "time12_alone", "lang_en_gb"],
    )


@pos
def _tutor_session_report(g: Gen17) -> Draft:
    t = g.at("AU_E")
    return Draft(
        f"""Turn the tutor's quick notes into a short session report for the parent: what was covered, how
the student went, and one thing to practise before next week. Warm, no jargon.

Tutor notes: yr 9 science, balancing equations. got 6/10 on warm-up, 9/10 by end. still mixes up
subscripts vs coefficients. next wk: moles intro.

--
{v("request_id", "req: " + g.ksuid(t))}
{v("datetime", "at: " + rfc3339(t, 6))}
""",
        f"{SRC}edu:tutor-session-report",
        ["footer", "tail", "ksuid", "rfc3339_us", "lang_en_au"],
    )


@pos
def _admissions_reader(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""---
workspace: undergrad-admissions
reader: R-117
{v("session_id", "read_session: " + g.uuid7(t))}
{v("datetime", 'opened: "' + rfc3339(t, 3) + '"')}
cycle: Fall 2027
---
You assist first-round application readers at Whitcombe College. Summarise the file against the
rubric (academics, context, activities, essay) in one line each, and never rate the applicant.

Transcript: GPA 3.71 unweighted; AP Calculus AB (junior), AP Biology (senior, in progress).
Activities: varsity soccer 9-12; part-time job at a grocery store, 15 h/week since June 2025.
Essay: about interpreting at her grandmother's medical appointments.

Summary:""",
        f"{SRC}edu:admissions-reader",
        ["yaml_front", "uuid7", "rfc3339_ms", "work_session", "lang_en_us"],
    )


@pos
def _misconduct_appeal_footer(g: Gen17) -> Draft:
    t = g.at("CE")
    return Draft(
        f"""You are the secretary's assistant for the Faculty of Arts academic misconduct appeals panel.
Draft a neutral summary of the student's grounds of appeal, numbered, for the panel pack. Do not
assess the merits.

Grounds submitted by the student:
The similarity index was inflated by correctly quoted and referenced passages from Mifsud
(2019). I was not offered the chance to explain at the first-stage meeting on 3 February, which
was held while I was abroad on an Erasmus placement.

-- panel-pack builder
{v("request_id", "Build: pp_" + g.b58(20))}
{v("datetime", "Built at: " + http_date(t))}
""",
        f"{SRC}edu:plagiarism-appeal",
        ["footer", "tail", "base58", "rfc1123", "lang_en_mt"],
    )


@pos
def _remark_headers(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""{v("request_id", "X-Correlation-ID: " + g.hex(32))}
X-Exam-Series: June 2026
{v("datetime", "clientTime: " + js_iso(t))}
You answer centre exams officers' questions about post-results services for the Pennine Awarding
Body. Reviews of marking must be requested by the centre, not the candidate, and the candidate's
consent must be on file first.

Exams officer: A parent wants a review of marking for paper 2 of GCSE History. What do we need
from the candidate, and can the grade go down?
Answer:""",
        f"{SRC}edu:exam-board-review",
        ["head", "header_block", "hex32", "js_iso", "stable_neighbours", "lang_en_gb"],
    )


@pos
def _access_arrangements(g: Gen17) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""You help the examinations office at Lusaka Hills Academy check access arrangements before the
mock exams. Say which candidates still lack evidence and what evidence each needs.

Arrangements on file {v("datetime", "as of " + dd_mon(t) + " CAT")} for this request:
- Mwansa B. (10B): 25% extra time; educational psychologist report dated 14 Oct 2024
- Thandiwe K. (10C): reader; no evidence uploaded
- Joseph P. (11A): rest breaks; letter from GP dated 2 Feb 2026

Officer: Which of these would fail an inspection?
Assistant:""",
        f"{SRC}edu:access-arrangements",
        ["phrase", "fetched_block", "dd_mon", "lang_en_zm"],
    )


@pos
def _waitlist_karachay(g: Gen17) -> Draft:
    t, now = now_in(g, "karachay_balkar")
    return Draft(
        f"""{v("datetime", "Бюгюн: " + now)}
{v("request_id", "Соруу: " + g.uuid4())}
Сен университетге кирирге излеген абитуриентлеге болушхан ботса. Кезиу тизмедеги орунну эм
къабыл этиуню болжалларын айт. Билмеген затынгы айтма, приём комиссиягъа жибер.

Абитуриент: Мен агрономия бёлюмню кезиу тизмесинде 14-чю орундама. Энтта мадар бармыды?""",
        f"{SRC}edu:admissions-waitlist",
        ["head", "localized_now", "uuid4", "lang_karachay_balkar"],
    )


@pos
def _registration_chittagonian(g: Gen17) -> Draft:
    t, now = now_in(g, "chittagonian")
    return Draft(
        f"""তুঁই ভেটেরিনারি বিশ্ববিদ্যালয়র কোর্স রেজিস্ট্রেশনর সাহায্যকারী। ছাত্র-ছাত্রীরে সোজা চাটগাঁইয়া ভাষাত উত্তর দিবা।
রুটিনত যা আছে, ইয়ানর বাইরে কোনো তারিখ ন কইবা।
{v("datetime", "আইজ্জা: " + now)}

রুটিন: লেট ফি ছাড়া রেজিস্ট্রেশন ১৫ জানুয়ারি পর্যন্ত, লেট ফি (৫০০ টেঁয়া) দিয়া ২২ জানুয়ারি পর্যন্ত।

ছাত্র: আঁই অহনো রেজিস্ট্রেশন ন গরি। অহন গরিলে লেট ফি লাগিবো না?""",
        f"{SRC}edu:course-registration",
        ["system_tail", "localized_now", "bengali_digits", "lang_chittagonian"],
    )


@pos
def _exam_clash_awadhi(g: Gen17) -> Draft:
    t, now = now_in(g, "awadhi")
    return Draft(
        f"""तू लखनऊ के एक इंटर कालेज के परीक्षा बिभाग क सहायक अहा। बोर्ड परीक्षा क समय-सारिनी देखिके बतावा कि कउनो बिद्यार्थी क दुइ पेपर एक्कै दिन मा टकरात हैं कि नाहीं।
{v("datetime", "आजु: " + now)}

समय-सारिनी (कच्छा १२): हिंदी — १८ फरवरी, सुबह ८:३० बजे; भौतिकी — २० फरवरी, दुपहरिया २ बजे; रसायन — २० फरवरी, सुबह ८:३० बजे।

बिद्यार्थी: हमार भौतिकी अउर रसायन दुनौ एक्कै दिन अहैं का? बीच मा केतना समय मिली?""",
        f"{SRC}edu:exam-timetable",
        ["system_tail", "localized_now", "devanagari_digits", "lang_awadhi"],
    )


@pos
def _gradebook_fetch(g: Gen17) -> Draft:
    t = g.at("US_P")
    return Draft(
        f"""You help instructors at Cascade Community College find students who are at risk of failing
BIO 101 before the withdrawal deadline (fixed by the registrar: 6 November). List the students
and the reason.

Gradebook export fetched {v("datetime", "at " + us_locale(t))} for this request:
Student,Lab 1,Lab 2,Lab 3,Midterm,Last login
Ana Ruiz,9/10,8/10,missing,71,2026-10-12
Ben Cho,4/10,missing,missing,48,2026-09-30
Lia Tano,10/10,9/10,10/10,88,2026-10-14
Omar Said,6/10,5/10,missing,55,2026-10-02

Instructor: Who should I email this week?
Assistant:""",
        f"{SRC}edu:gradebook-risk",
        ["phrase", "above_fetched", "us_locale", "lang_en_us"],
    )


@pos
def _school_admission_hazaragi(g: Gen17) -> Draft:
    t, now = now_in(g, "hazaragi")
    return Draft(
        f"""{v("datetime", "امروز: " + now)}
تو کومک‌کار ثبت‌نام مکتب «نور دانش» ده کابل استی. ده جواب دادو به والدین فقط از مقررات ثبت‌نام کار بگی.

مقررات: ثبت‌نام صنف اول بلدی اولادای استه که تا اول حمل شش ساله شده باشه. اسناد: تذکره اولاد و تذکره پدر.

پدر: بچه مه ده ماه جوزا شش ساله موشه. امسال ثبت‌نام شده میتنه؟""",
        f"{SRC}edu:school-admission",
        ["head", "localized_now", "solar_hijri", "persian_digits", "lang_hazaragi"],
    )


@pos
def _scholarship_mizo(g: Gen17) -> Draft:
    t, now = now_in(g, "mizo")
    return Draft(
        f"""Nang hi scholarship portal-a zirlaite puitu i ni. Dilna thehluh dan leh document ngaihte chiang
takin sawifiah rawh. Ni bituk chu notification-ah a awm ang chauh sawi rawh.
{v("datetime", "Vawiin: " + now)}

Notification: Post-matric scholarship dilna hun chu 15 October 2026 thleng a ni. Income
certificate leh Class XII marksheet a ngai.

Zirlai: Ka income certificate hi 2024 a mi a ni. A la hman theih em?
Chhanna:""",
        f"{SRC}edu:scholarship",
        ["system_tail", "localized_now", "time12", "lang_mizo"],
    )


@pos
def _results_enquiry_xml(g: Gen17) -> Draft:
    t = g.at("AST")
    return Draft(
        f"""<meta>
  <channel>whatsapp</channel>
  {v("message_id", "<wamid>wamid." + g.b64url(30) + "</wamid>")}
  {v("epoch", "<received_ts>" + str(epoch_s(t)) + "</received_ts>")}
  <school>St. Lucy Secondary</school>
</meta>
You answer parents' questions about CSEC results for the school office. Results come out in
August; enquiries to the council go through the school and the fee is paid at the office.

Parent: Mih son get a grade IV in Maths but he teacher say he shoulda get a II. Wuh we could do?
Assistant:""",
        f"{SRC}edu:results-enquiry",
        ["xml_element", "base64url", "epoch_s", "head", "lang_bajan"],
    )


@pos
def _tutor_match_kv(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""[match {v("request_id", "rq=" + g.nanoid())} {v("epoch", "ts=" + str(epoch_ms(t)))} market=us-east subject=ap-chem]
You match students with tutors on Brightpath Tutors. Rank the three tutors below for this request
and give one reason each. Only use the profiles; do not invent reviews.

Request: AP Chemistry, exam 7 May, wants evening sessions, budget $55/hour.
Tutor 1: Marisol V., chemistry PhD student, $60/h, evenings, 4.9 (212 reviews)
Tutor 2: Dev P., high-school chemistry teacher, $50/h, weekends only, 4.8 (96 reviews)
Tutor 3: Grace L., AP Chemistry 5 scorer, college sophomore, $35/h, evenings, 4.6 (31 reviews)

Ranking:""",
        f"{SRC}edu:tutor-matching",
        ["kv_inline", "nanoid", "epoch_ms", "two_in_line", "lang_en_us"],
    )


@pos
def _extension_kinaraya(g: Gen17) -> Draft:
    t, now = now_in(g, "kinaray_a")
    return Draft(
        f"""[lms {v("request_id", "req=" + g.hex(20))} campus=sibalom course=EDUC-214]
Ikaw ang bulig sa mga estudyante para sa mga extension request. Isugid kon ano ang kinahanglan
nga dokumento kag kon san-o ang pinaurihi nga adlaw, suno lang sa polisiya.
{v("datetime", "Subong: " + now)}

Polisiya: Ang extension pwede lang hasta 7 ka adlaw, may medical certificate ukon sulat halin sa
barangay.

Estudyante: Nagmasakit ako sang Lunes. Pwede pa ako magpasa sang akon lesson plan?
Sabat:""",
        f"{SRC}edu:extension-request",
        ["kv_inline", "system_tail", "localized_now", "lang_kinaray_a"],
    )


@pos
def _exam_entry_tokelauan(g: Gen17) -> Draft:
    t, now = now_in(g, "tokelauan")
    return Draft(
        f"""{v("datetime", "Te aho nei: " + now)}
Ko koe te fehoahoani o te ofiha o akoakoga i Nukunonu. Tali ki nā fehili a nā mātua e uiga ki
te tuhi igoa mo te hukega o te Vahega 8. Ke puupuu mo te manino.

Tuhi igoa: e tapuni i te aho 20 Me. E mana'omia te pepa fanau o te tamaiti.

Matua: Kua leva te pepa fanau o taku tama. E mafai pea ke tuhi igoa ia?""",
        f"{SRC}edu:exam-entry",
        ["head", "localized_now", "lang_tokelauan"],
    )


@pos
def _hearing_bundle(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""{v("run_id", "Bundle: hb-" + g.b32(16))}
You help the academic integrity office at Northgate University prepare hearing bundles. From the
documents listed, produce the index in hearing order: allegation, evidence, student statement,
previous findings. Keep the document dates exactly as given.

Documents (assembled {v("datetime", "at " + rfc3339_min(t))} for this hearing):
- Allegation letter, 12 January 2026
- Originality report, submission of 9 December 2025
- Student statement, 26 January 2026
- Notes of informal meeting, 19 January 2026

Index:""",
        f"{SRC}edu:hearing-bundle",
        ["head", "base32", "phrase", "rfc3339_min", "lang_en_gb"],
    )


@pos
def _credit_transfer(g: Gen17) -> Draft:
    return Draft(
        f"""You help the registry at Gulu University evaluate credit transfer requests. Compare the
transcript the student pasted with our course list and say which modules can be exempted (at
least 80% content match and grade C or better).

Student's pasted transcript:
AGR 1102 Introduction to Soil Science, 3 CU, grade B+, Semester I 2024/25
AGR 1104 Farm Mathematics, 3 CU, grade C, Semester I 2024/25
AGR 1201 Crop Physiology, 4 CU, grade D, Semester II 2024/25
{v("request_id", "Registry-Request: " + g.uuid1())}

Our list: SOS 1101 Soil Science I; MTH 1105 Agricultural Mathematics; CRP 1202 Plant Physiology.
Evaluation:""",
        f"{SRC}edu:credit-transfer",
        ["below_pasted", "uuid1", "lang_en_ug"],
    )


@pos
def _epa_weekday(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""{v("date", "Weekday: " + DAYS_LONG[t.weekday()])}
{v("datetime", "Time: " + hhmm(t))}
You help training providers book end-point assessments with Meridian EPAO. Gateway must be
complete before booking; the earliest assessment is 10 working days after gateway sign-off.

Provider: Our level 3 dairy technician apprentice passed gateway yesterday. What is the earliest
date we can book?
Assistant:""",
        f"{SRC}edu:end-point-assessment",
        ["head", "weekday_alone", "time24_alone", "lang_en_gb"],
    )


@pos
def _test_rota_gullah(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""Yuh da de helper fuh de testin office at St. Helena Island Middle School. Hep de teachuh dem
see who gwine watch wuh room fuh de state test. Talk plain.

Rota: Tuesday 8:00 Room 12 Mrs. Grant; Tuesday 8:00 Room 14 Mr. Simmons; Wednesday 8:00 Room 12
Mr. Simmons.

Teachuh: Who da cover Room 14 Wednesday mornin? Ain nobody tell me.
{v("datetime", "Sent: " + us_medium(t))}
Assistant:""",
        f"{SRC}edu:test-rota",
        ["last_user", "us_medium", "lang_gullah"],
    )


# --- hand-written positives: veterinary and animal care ----------------------------------------------------


@pos
def _estimate_http(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""POST /assist/estimate HTTP/1.1
Host: pms.prairievet.example
{v("request_id", "X-Request-ID: " + g.hex(32))}
{v("datetime", "Date: " + rfc850(t))}
Content-Type: text/plain

You are the estimate assistant in Prairie Veterinary Hospital's practice software. Turn the
doctor's plan into a client-friendly estimate with a low and high range. Use the fee schedule
only.

Fee schedule: exam $68; sedation $95-140; radiographs (2 views) $210; bandage change $45.
Plan: lame right fore, sedate, 2-view radiographs of the carpus, bandage.

Estimate:""",
        f"{SRC}vet:estimate",
        ["header_block", "http_style", "rfc850", "hex32", "lang_en_us"],
    )


@pos
def _histopath_fetch(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""You explain laboratory reports to the owners of patients at Fernbank Vets, in plain English, and
always end with "Your vet will discuss the next steps with you."

Retrieved {v("datetime", "at " + rfc3339(t))} from the lab portal for this request:
HISTOPATHOLOGY REPORT  Lab ref: HP26-04417
Patient: "Maisie", canine, Labrador, F(N), 9y
Received: 07/04/2026  Reported: 10/04/2026
Specimen: skin mass, left flank, excisional biopsy
Diagnosis: Cutaneous mast cell tumour, low grade (Kiupel); Patnaik grade II
Margins: lateral 6 mm, deep 3 mm (fascia), complete
Comment: Low-grade tumours with complete margins are usually cured by surgery alone.

Owner: What does this mean for Maisie?
Assistant:""",
        f"{SRC}vet:histopathology",
        ["phrase", "above_fetched", "rfc3339", "lang_en_gb"],
    )


@pos
def _insurance_precheck_json(g: Gen17) -> Draft:
    t = g.at("IE")
    return Draft(
        f"""{{
  {v("request_id", '"claim_check_id": "' + g.ulid(t) + '",')}
  {v("datetime", '"requested_at": "' + rfc3339(t, 3) + '",')}
  "insurer": "Shamrock Pet Cover",
  "policy": {{"type": "Lifetime 4000", "start": "2024-09-01", "excess": 100}}
}}
Check the claim below against the policy terms before the owner submits it. Say which items are
likely covered, which are excluded, and why, in plain language.

Terms: conditions showing signs before 2024-09-15 are excluded; dental illness is covered only
with a yearly dental check; routine vaccinations are excluded.
Claim: dental extractions 2026-02-11 (EUR 640); booster vaccination 2026-02-11 (EUR 55);
ear infection treatment 2026-01-20 (EUR 92), first signs noted 2026-01-18.

Assessment:""",
        f"{SRC}vet:pet-insurance-precheck",
        ["json_member", "head", "ulid", "rfc3339_ms", "lang_en_ie"],
    )


@pos
def _farrier_route_zeelandic(g: Gen17) -> Draft:
    t = g.at("CE")
    return Draft(
        f"""{v("session_id", "Route: rt_" + g.b62(16))}
{v("datetime", "Tied: " + hhmm(t))}
Je bin de planner van hoefsmid Kees Verhage in Goes. Zeg in 't Zeeuws wie d'r nog an de beurt
is en hoe lange 't duurt. Schuuf gin afspraeken zonder te vraegen.

Lieste: 1) Stal De Schorre, 3 paerden beslaen (75 min); 2) Manege 't Zwin, 2 bekappen (30 min);
3) mevrouw Dekker, Kapelle, 1 pony bekappen (20 min).

Kees: Ik bin net klaer bie De Schorre. Haelen ik Kapelle nog vòe de middag?
Antwoord:""",
        f"{SRC}vet:farrier-route",
        ["head", "work_session", "time24_alone", "lang_zeelandic"],
    )


@pos
def _equine_dental_kriol(g: Gen17) -> Draft:
    t, now = now_in(g, "belize_kriol")
    return Draft(
        f"""Yu da di helpa fi Dr. Castillo horse dentis sorvis eena Cayo. Tel di horse owna wat di dental
chart seh eena plain Kriol, an no mek op nohn weh no deh pahn di chart.
{v("datetime", "Tideh: " + now)}

Dental chart, "Lucky", gelding, 14 yrs, las float 3 Mar 2025: sharp enamel points 106-111,
hook 206, mild wave mouth, missing 311.

Owna: Wen unu fi kom bak fi float ahn agen?
Assistant:""",
        f"{SRC}vet:equine-dental",
        ["system_tail", "localized_now", "time12", "lang_belize_kriol"],
    )


@pos
def _microchip_lookup_kv(g: Gen17) -> Draft:
    t = g.at("AU_E")
    return Draft(
        f"""[registry {v("request_id", "lookup=" + g.uuid4())} {v("datetime", "at=" + rfc3339(t))} source=pet-registry-nsw]
Record returned for microchip 956000012345678:
Animal: "Biscuit", domestic shorthair, desexed female, born 2019
Owner on record: J. Ng, Parramatta (phone on file)
Last updated by owner: 12/11/2023
Lost report: none

You help vet receptionists at Harbourside Vets reunite found animals. Explain what the record
means and what the clinic may and may not tell the finder.

Receptionist: A woman brought this cat in from a park in Penrith. Can I give her the owner's number?
Assistant:""",
        f"{SRC}vet:microchip-lookup",
        ["kv_inline", "two_in_line", "above_fetched", "rfc3339_offset", "lang_en_au"],
    )


@pos
def _pet_travel_front(g: Gen17) -> Draft:
    t = g.at("CE")
    return Draft(
        f"""---
service: pet-travel-desk
clinic: Msida Vet Clinic
{v("request_id", "request_id: " + g.b32(26))}
{v("datetime", "now: " + dotnet_o(t, g.small(0, 10)))}
---
Help owners plan travel with pets from Malta to other EU countries. Base every date on the rules
below and the dates the owner gives.

Rules: rabies vaccination at least 21 days before travel; EU pet passport; tapeworm treatment for
dogs going to Ireland, Finland, Malta or Norway only.

Owner: Our dog had his first rabies jab on 2 April. Can we take the ferry to Pozzallo on 20 April?
Assistant:""",
        f"{SRC}vet:pet-travel",
        ["yaml_front", "base32", "dotnet_roundtrip", "lang_en_mt"],
    )


@pos
def _tb_reading_sentence(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""You help farm vets at Tywi Valley Vets record skin-test readings for cattle TB tests and flag
reactors. A reactor is a bovine reaction at least 4 mm greater than the avian reaction, or with
clinical signs.
{v("date", "The date today is " + uk_weekday(t) + ".")}

Readings (mm increase, bovine / avian):
UK 741 234 500117: 2 / 1
UK 741 234 700119: 7 / 2
UK 741 234 100120: 3 / 4
UK 741 234 300121: 5 / 1

Vet: Which are reactors?
Assistant:""",
        f"{SRC}vet:tb-test-reading",
        ["sentence_line", "system_tail", "long_date_ordinal", "lang_en_gb"],
    )


@pos
def _herd_health_oshiwambo(g: Gen17) -> Draft:
    t, now = now_in(g, "oshiwambo")
    return Draft(
        f"""{v("datetime", "Nena: " + now)}
Ove omukwathi gwaanafaalama yiimuna moshitopolwa shaMusati. Yamukula mOshiwambo, nokuhe
tumbula omiti dhoka kadhi li momusholondondo gwopashigwana.

Omusholondondo: Oongombe nadhi lilwe omvula kehe komeho yomvula, muSeptemba nenge muOktoba.

Omunafaalama: Ondi na oongombe 40. Onda li nde dhi lila muOktoba 2025. Ondi na okudhi lila
natango uunake?
Eyamukulo:""",
        f"{SRC}vet:herd-health",
        ["head", "localized_now", "lang_oshiwambo"],
    )


@pos
def _tele_tausug(g: Gen17) -> Draft:
    t, now = now_in(g, "tausug")
    return Draft(
        f"""Ikaw in katabang sin opisina sin beterinaryo ha Jolo ha pagdihil tambag pasal sin mga kambing
iban sapi. Sumambung ha Bahasa Sūg. Bang malubha in sakit, suguun sila magpakita pa doktor.
{v("datetime", "Bihaun: " + now)}
{v("session_id", "Session: tele_" + g.b62(18))}

Tag-iya: In kambing ku way kaun duwa na adlaw, iban in tiyan niya masuk. Unu in hinangun ku?
Jawab:""",
        f"{SRC}vet:telemedicine",
        ["system_tail", "localized_now", "vendor_prefixed", "lang_tausug"],
    )


@pos
def _anaesthesia_json_inline(g: Gen17) -> Draft:
    t = g.at("US_P")
    return Draft(
        f"""Summarise the anaesthesia record for the discharge notes: duration, lowest values, any
interventions. Use only the monitor summary below.

Monitor summary {{"patient":"Rufus","case":"A-26-1183",{v("epoch", '"pulled_ms":' + str(epoch_ms(t)) + ",")}"device":"VetMon-7"}}
Induction 09:14, extubation 10:02. Lowest SpO2 94% (09:40). Lowest MAP 58 mmHg (09:31), dopamine
CRI started 09:33, MAP 72 by 09:45. EtCO2 38-46. Temp 37.9 -> 36.4 C.

Notes:""",
        f"{SRC}vet:anaesthesia-summary",
        ["json_inline", "epoch_ms", "fetched_block", "lang_en_us"],
    )


@pos
def _insurance_jwt(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""Policyholder: Mrs A. Bright
Policy: PetSure Complete, Bella (cocker spaniel)
{v("token", "X-Session-Token: " + g.jwt(t, "pol-88213"))}
You answer questions from logged-in PetSure policyholders about their own policy. Quote the
policy wording when you can and never guess a claim outcome.

Wording: Behavioural treatment is covered up to £1,000 a year when referred by your vet.

Mrs Bright: Bella's vet wants her to see a behaviourist for separation anxiety. Are we covered?
Assistant:""",
        f"{SRC}vet:pet-insurance-policy",
        ["header_block", "jwt", "stable_neighbours", "lang_en_gb"],
    )


@pos
def _poultry_acehnese(g: Gen17) -> Draft:
    t, now = now_in(g, "acehnese")
    return Draft(
        f"""{v("datetime", "Uroe nyoe: " + now)}
Droeneuh nakeuh ureueng bantu keu peternak manok di Aceh Besar. Jaweueb lam bahasa Aceh nyang
mudah. Bek neupeugah ubat nyang hana lam daftar dinas.

Daftar dinas: vaksin ND umu 4 uroe, ulang umu 21 uroe; vaksin Gumboro umu 10-14 uroe.

Peternak: Aneuk manok lon ka umu 12 uroe, ka lon bri vaksin ND watee umu 4 uroe. Pajan lon bri
Gumboro?
Jaweueb:""",
        f"{SRC}vet:poultry-advice",
        ["head", "localized_now", "lang_acehnese"],
    )


@pos
def _lamb_buryat(g: Gen17) -> Draft:
    t, now = now_in(g, "buryat")
    return Draft(
        f"""{v("datetime", "Мүнөөдэр: " + now)}
Шамай малай эмшэнэй туһалагша. Малшадта буряад хэлээр богонёор харюу үгэ. Эмэй нэрэ
өөрөө бү зохёо, эмшэндэ хандахыень дурадха.

Малшан: Хурьган хэдэн үдэрһөө хойшо ханяад, эдеэ муу эдинэ. Юу хэхэб?""",
        f"{SRC}vet:lamb-cough",
        ["head", "localized_now", "lang_buryat"],
    )


@pos
def _urinalysis_ocr(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You help pet owners of Bayou Animal Clinic understand results the clinic has released to the app.
Explain, don't diagnose, and suggest questions for the vet.

{v("run_id", "OCR-Job: ocr_" + g.b58(16))}
{v("epoch", "OCR-Finished: " + str(epoch_s(t)))}
URINALYSIS  (feline, "Pepper", 11y MN)   Collected 03/09/2026 by cystocentesis
USG 1.012   pH 6.5   Protein 1+   Glucose neg   Blood trace
Sediment: WBC 0-2/hpf, RBC 3-5/hpf, no bacteria, no crystals

Owner: Is the low specific gravity bad?
Assistant:""",
        f"{SRC}vet:urinalysis-ocr",
        ["above_uploaded", "base58", "epoch_s", "lang_en_us"],
    )


@pos
def _ai_camp_chhattisgarhi(g: Gen17) -> Draft:
    t, now = now_in(g, "chhattisgarhi")
    return Draft(
        f"""तैं रायपुर जिला के पसु अस्पताल के सहायक अस। पसुपालक मन ल छत्तीसगढ़ी म सरल जवाब दे। सिबिर के तारीख सिरिफ सूची ले बता।
{v("datetime", "आज: " + now)}

सूची: अभनपुर — कृत्रिम गरभाधान सिबिर हर मंगलवार; खुरहा-चपका टीका १० ले २० तारीख तक।

पसुपालक: मोर गाय ह गरमी म आय हे। काली अभनपुर म गरभाधान हो सकही का?""",
        f"{SRC}vet:breeding-camp",
        ["system_tail", "localized_now", "devanagari_digits", "lang_chhattisgarhi"],
    )


@pos
def _passport_romagnol(g: Gen17) -> Draft:
    t, now = now_in(g, "romagnol")
    return Draft(
        f"""{v("datetime", "Incù: " + now)}
Te t'si l'aiutènt dla clinica veterinèria ad Lugo par i cavàl. Rispònd in rumagnòl, curt e
cèr. I dè dal vacinaziòn t'i pi sól da e pasapòrt.

Pasapòrt "Saetta": influènza 12 znèr 2025, richiam 8 lói 2025.

Padròn: Quand ch'a i ò da fè e richiam ad l'influènza par Saetta?
Risposta:""",
        f"{SRC}vet:equine-passport",
        ["head", "localized_now", "lang_romagnol"],
    )


@pos
def _fec_below_pasted(g: Gen17) -> Draft:
    return Draft(
        f"""Lab results for the farm's sheep faecal egg counts are below, as pasted by the farm manager.
Explain which mobs need drenching under the farm's rule (drench when the mob average is above
500 epg) and which drench group to rotate to.

Mob A (ewes): 120, 80, 300, 40 epg
Mob B (weaners): 900, 1,450, 620, 780 epg
Mob C (rams): 260, 540, 310 epg
Last drench: Mob B, levamisole, 21 Jan 2026
{v("request_id", "Assistant-Request: " + g.hex(20).upper())}

Manager: Do we drench Mob C too?
Assistant:""",
        f"{SRC}vet:faecal-egg-count",
        ["below_pasted", "hex_upper", "lang_en_zw"],
    )


@pos
def _reminder_llama3(g: Gen17) -> Draft:
    return Draft(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

You write SMS reminders for Greenfield Animal Hospital. Under 160 characters, no medical details,
include the clinic phone 555-0148.
{v("trace_id", "b3: " + g.b3())}<|eot_id|>
<|start_header_id|>user<|end_header_id|>

Remind the owner of "Juniper" that her dental is booked for Thursday, 7:30 am drop-off, fasting
from midnight.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
        f"{SRC}vet:sms-reminder",
        ["chat_template", "llama3", "system_tail", "b3_single", "lang_en_us"],
    )


@pos
def _sheep_certificate_dz(g: Gen17) -> Draft:
    t = g.at("DZ")
    return Draft(
        f"""نتا المساعد تاع مكتب البيطري في الجلفة. عاون الموالين يفهمو واش يلزم باش يخرجو شهادة صحية للكباش
قبل ما يديوهم للسوق. جاوب بالدارجة وبجمل قصار.
الوثائق: بطاقة الفلاح، رقم الحلقة تاع كل راس، والشهادة تتعطى من بعد الفحص في نفس النهار.
{v("request_id", "Request-ID: " + g.uuid4())}
{v("epoch", "ts_us: " + str(epoch_us(t)))}

الموال: عندي 35 كبش، نحب نديهم لسوق عين وسارة نهار السبت. واش نجيب معايا؟""",
        f"{SRC}vet:health-certificate",
        ["system_tail", "uuid4", "epoch_us", "lang_algerian"],
    )


# --- hand-written positives: real estate and property ------------------------------------------------------


@pos
def _completion_statement(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""Matter: CNV/2026/0412 (sale of 14 Orchard Rise)
Fee earner: S. Patel
{v("session_id", "Session: " + g.uuid4())}
{v("datetime", "Time: " + py_str(t))}

You help conveyancing assistants at Patel & Rowe check completion statements. Recalculate the
balance and point out any line that does not match the memorandum of sale.

Memorandum: price £312,500; deposit 10% paid on exchange; completion date 27 March 2026.
Completion statement:
Purchase price ............ £312,500.00
Less deposit .............. £31,250.00
Plus apportioned service charge (28 Mar - 30 Jun) ... £214.60
Balance due ............... £281,464.60

Assistant:""",
        f"{SRC}property:completion-statement",
        ["header_block", "uuid4", "python_str", "lang_en_gb"],
    )


@pos
def _affordability_trace(g: Gen17) -> Draft:
    return Draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: mb=" + g.hex(16))}
Broker-Firm: Lanyard Mortgages (FCA 812345)
You help mortgage advisers run first-pass affordability checks. Use the lender's criteria
below; never state that a case will be approved.

Lender criteria (Harbour BS, residential): max 4.49x single income; 4.75x for incomes over
£75,000; max LTV 90%.
Case: single applicant, salary £68,000, price £340,000, deposit £40,000.

Adviser: Does this fit Harbour's income multiple?
Answer:""",
        f"{SRC}property:mortgage-affordability",
        ["head", "header_block", "traceparent", "tracestate", "lang_en_gb"],
    )


@pos
def _turnover_xml(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""<turnover property="SL-0419 Harbor Loft" {v("request_id", 'dispatch_id="' + g.ksuid(t) + '"')} team="B"/>
<clock {v("datetime", 'now="' + rfc3339(t) + '"')} zone="America/Chicago"/>
You coordinate cleaning turnovers for Lakeside Stays' short-term rentals. Given the check-out and
next check-in, say how long the team has and what to prioritise.

Check-out: 11:00 (guest asked for a late check-out to 12:30, approved)
Next check-in: 15:00, early check-in request 13:30 (not yet approved)
Standard turnover: 2 h 30 min, plus 30 min for the hot tub.

Cleaner: Can we approve the early check-in?
Assistant:""",
        f"{SRC}property:cleaning-turnover",
        ["xml_attr", "head", "ksuid", "rfc3339", "lang_en_us"],
    )


@pos
def _facility_chatml(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""<|im_start|>system
You book rooms and courts at the Nassau Sports & Community Centre for members. Offer only free
slots from the tool result and confirm the member's number before booking.
{v("datetime", "Current time: " + us_medium(t) + " " + str(t.tzname()))}<|im_end|>
<|im_start|>tool
free_slots: Court 2 18:00-19:00; Court 3 19:00-20:00; Meeting Room A 17:30-19:30<|im_end|>
<|im_start|>user
Can I get a tennis court at six tonight? Member 20417.<|im_end|>
<|im_start|>assistant
""",
        f"{SRC}property:facility-booking",
        ["chat_template", "system_tail", "us_medium", "lang_en_bs"],
    )


@pos
def _auction_clock(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""Auction: Lot 7, 2218 Maple Ave, Des Moines (online, soft close)
{v("datetime", "Auction clock: " + iso_space(t) + " " + str(t.tzname()))}
{v("session_id", "Bidder session: " + g.b64url(24))}
Reserve: disclosed as met

You answer registered bidders' questions about the auction terms: 10% buyer's premium, earnest
money of $10,000 due within 24 hours of the close, and a soft close that extends by 2 minutes
after any late bid.

Bidder: If I bid at the last second, when does the lot actually close?
Assistant:""",
        f"{SRC}property:auction",
        ["header_block", "site_clock", "base64url", "lang_en_us"],
    )


@pos
def _survey_items_stamp(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""You explain RICS Level 2 survey reports to first-time buyers. Condition ratings: 1 no repair, 2
repair not urgent, 3 urgent or needs investigation. Be calm and specific.

Buyer: These are the items rated 3 in the survey on the flat we're buying. Should we walk away?
E2 Roof coverings - 3: several slipped slates, valley gutter corroded.
F1 Electricity - 3: no evidence of an electrical test in the last 10 years; recommend EICR.
D4 Main walls - 2: minor cracking above the bay, long-standing. {v("datetime", "(sent " + uk_long(t) + ")")}
Assistant:""",
        f"{SRC}property:survey-explainer",
        ["bracket_user", "uk_long", "pasted_neighbour", "lang_en_gb"],
    )


@pos
def _snagging_zeelandic(g: Gen17) -> Draft:
    t, now = now_in(g, "zeelandic")
    return Draft(
        f"""[opleverapp {v("request_id", "verzoek=" + g.uuid7(t))} project=Scheldekwartier-B4]
{v("datetime", "Vandaege: " + now)}
Je helpt kopers van nieuwbouwwoningen mie de opleverlieste. Zeg wat de aennemer binnen drie
maenden mot repareren en wat onder de onderhoudstermien valt.

Lieste: 1) krassen in 't keukenblad; 2) voegwerk achtergevel nie af; 3) vochtplekke in 't
badkaemerplafond; 4) schuufpui sluut stroef.

Koper: Wat mot ik nog vòe de oplevering melden?
Antwoord:""",
        f"{SRC}property:snagging",
        ["kv_inline", "head", "localized_now", "uuid7", "lang_zeelandic"],
    )


@pos
def _offers_as_of(g: Gen17) -> Draft:
    t = g.at("CE")
    return Draft(
        f"""You help negotiators at Sliema Homes present offers to vendors. List offers highest first with
conditions, then say which is strongest overall and why. Offers bind only once a konvenju is
signed.

Offers on file {v("datetime", "as of " + rfc3339_off(t))} for this request:
1) EUR 465,000, subject to bank loan (approval in principle attached), konvenju period 3 months
2) EUR 472,000, subject to sale of the buyer's apartment in Gzira
3) EUR 458,000, cash, konvenju 6 weeks

Vendor's question: Which one would you pick?
Answer:""",
        f"{SRC}property:offer-management",
        ["phrase", "above_fetched", "rfc3339_offset", "lang_en_mt"],
    )


@pos
def _meeting_room_mazanderani(g: Gen17) -> Draft:
    t, now = now_in(g, "mazanderani")
    return Draft(
        f"""{v("datetime", "اِمروز: " + now)}
ته دستیار رزرو اتاق جلسه‌ی «خونه‌ی کار ساری» هسّی. مازرونی جواب هاده، کوتاه. فقط زمون‌هایی که خالی‌ئه ره بوو.

زمون‌های خالی: اتاق ۱ — ساعت ۱۰ تا ۱۲؛ اتاق ۲ — ساعت ۱۴ تا ۱۶.

کاربر: بعدازظهر دِ ساعت اتاق خوامبه، کدوم خالی‌ئه؟""",
        f"{SRC}property:meeting-room",
        ["head", "localized_now", "solar_hijri", "persian_digits", "lang_mazanderani"],
    )


@pos
def _sports_hall_arberesh(g: Gen17) -> Draft:
    t, now = now_in(g, "arberesh")
    return Draft(
        f"""{v("datetime", "Sot: " + now)}
{v("request_id", "Kërkesa: " + g.b58(22))}
Ti je ndihmësi i Bashkisë për rezervimin e pallestrës. Përgjigju në arbërisht, shkurt. Jep vetëm
oraret e lira të listës.

Oraret e lira: e martë 18-20, e enjte 17-19, e shtunë 9-12.

Qytetari: Dua pallestrën për skuadrën e volejbollit të vajzave të enjten. Mund?""",
        f"{SRC}property:sports-hall",
        ["head", "localized_now", "base58", "lang_arberesh"],
    )


@pos
def _rate_switch(g: Gen17) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""You help Windhoek Home Loans' customers understand their options when a fixed rate ends. Do not
recommend a product; explain the trade-offs and the dates.

Customer's loan: N$1,180,000 outstanding, fixed at 10.25% until 31 May 2026, then prime-linked.
Rates fetched {v("datetime", "at " + rfc3339(t, 3))} for this request:
Prime-linked: prime (10.50%) + 0.25%
New 3-year fix: 10.40%
New 5-year fix: 10.60%

Customer: Should I fix again or go variable?
Assistant:""",
        f"{SRC}property:rate-switch",
        ["phrase", "above_fetched", "rfc3339_ms", "lang_en_na"],
    )


@pos
def _title_search(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You assist closers at Redbud Title. From the search results, list every open lien or
encumbrance that must be paid off or released before closing, with its recording date.

{v("request_id", "Search-Request: " + g.uuid4())}
{v("epoch", "Search-Completed-Ns: " + str(g.ns(t)))}
Results for 88 Sycamore Ct, Norman OK (APN 04-117-226):
Mortgage, First Plains Bank, $182,400, recorded 2019-06-14, Book 5521 Page 88 - open
Mortgage, First Plains Bank, $150,000, recorded 2014-03-02 - released 2019-06-20
Mechanic's lien, Sooner Roofing LLC, $8,950, recorded 2025-11-03 - open
Easement, utility easement, recorded 1987-08-19

Closer: What has to be cleared before Friday?
Assistant:""",
        f"{SRC}property:title-search",
        ["above_fetched", "uuid4", "epoch_ns", "lang_en_us"],
    )


@pos
def _turnover_southern_thai(g: Gen17) -> Draft:
    t, now = now_in(g, "southern_thai")
    return Draft(
        f"""เติ้นเป็นผู้ช่วยจัดคิวแม่บ้านของบ้านพัก "กะรนวิลล่า" ที่ภูเก็ต ตอบเป็นภาษาใต้ สั้น ๆ ให้แม่บ้านรู้ว่าต้องทำหลังไหนก่อน
{v("datetime", "วันนิ: " + now)}
{v("session_id", "Session: " + g.hex(16))}

เช็คเอาท์: หลัง A ๑๑.๐๐ น. / หลัง C ๑๐.๐๐ น.
เช็คอิน: หลัง C ๑๔.๐๐ น. / หลัง A ๑๖.๐๐ น.

แม่บ้าน: วันนิทำหลังไหนก่อนดีหนิ""",
        f"{SRC}property:villa-turnover",
        ["system_tail", "localized_now", "thai_digits", "buddhist_era", "lang_southern_thai"],
    )


@pos
def _hall_gullah(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""Yuh da de bookin helper fuh Wesley Hall on Johns Island. Tell folks wuh time de hall free an
wuh it cost. Don't book nuttin widout de deposit.
{v("date", "Date: " + long_date(t))}
{v("request_id", "Request-Id: " + g.b62(22))}

Hall free: Saturday 10 AM - 4 PM; Sunday after 2 PM. Cost $150 half day, $40 deposit.

Caller: Me an my sistuh wan de hall fuh Mama birthday Saturday. Wuh we gotta do?
Assistant:""",
        f"{SRC}property:hall-booking",
        ["system_tail", "long_date", "base62", "lang_gullah"],
    )


@pos
def _mls_json_inline(g: Gen17) -> Draft:
    return Draft(
        f"""{{"svc":"mls-compliance",{v("request_id", '"rid":"' + g.b62(20) + '",')}"board":"Front Range MLS"}}
Check the listing against the MLS rules below and list every violation with the rule number.
Rule 4.2: no contact details in public remarks. Rule 5.1: status must be Coming Soon if showings
are not allowed. Rule 7.3: the first photo must be the exterior.

Listing: Status Active; showings: none until 6/20; public remarks: "Gorgeous 3BR ranch! Call
Jenna 720-555-0147 for early access"; photo 1: kitchen.

Violations:""",
        f"{SRC}property:mls-compliance",
        ["json_inline", "head", "base62", "lang_en_us"],
    )


@pos
def _valuation_footer_dz(g: Gen17) -> Draft:
    t = g.at("DZ")
    return Draft(
        f"""نتا مساعد مكتب الخبرة العقارية "دار الوادي" في البليدة. عاون الناس يفهمو كيفاش نحسبو قيمة الدار، بلا
ما تعطي رقم من عندك.

الزبون: عندي دار F4 في أولاد يعيش، 120 متر، بنيناها في 2009. شحال تسوى تقريبا؟ وشحال يدوم التقرير؟

--
{v("request_id", "Demande: " + g.uuid4())}
{v("datetime", "Horodatage: " + rfc3339(t))}
""",
        f"{SRC}property:valuation",
        ["footer", "tail", "uuid4", "rfc3339_offset", "lang_algerian"],
    )


@pos
def _checkin_kriol_after_user(g: Gen17) -> Draft:
    t = g.at("CA")
    return Draft(
        f"""Yu da di helpa fi Reef View Kondoz pahn Ambergris Caye. Ansa di gess dem kwestion bout chek-in,
golf kaat renta an di wata taxi. Chek-in da 3 PM, chek-out da 11 AM.

Gess: Wi flait lan eena Belize Siti 1 o'clock. Wi wahn kech di wata taxi. Wi ku chek-in erly?
{v("message_id", "Msg-Id: " + g.snowflake(t))}
{v("datetime", "Sent-At: " + rfc3339(t))}
Assistant:""",
        f"{SRC}property:holiday-let",
        ["last_user", "snowflake", "rfc3339_offset", "lang_belize_kriol"],
    )


@pos
def _land_rent_tumbuka(g: Gen17) -> Draft:
    t, now = now_in(g, "tumbuka")
    return Draft(
        f"""{v("datetime", "Lero: " + now)}
Imwe ndimwe wovwiri wa ofesi ya malo ku Mzuzu. Zgorani mu Chitumbuka, mwakudumura. Mungayowoyanga
mitengo iyo palije pa ndandanda iyi yayi.

Ndandanda: Kubwereka munda wa hekitala yimoza kwa chaka chimoza: K150,000 (Mzimba), K180,000 (Rumphi).

Mulimi: Nkhukhumba kubwereka munda ku Rumphi kwamba mu Okutobala. Ndipeleke ndalama zilinga?""",
        f"{SRC}property:land-rental",
        ["head", "localized_now", "lang_tumbuka"],
    )


@pos
def _housing_banjarese(g: Gen17) -> Draft:
    t, now = now_in(g, "banjarese")
    return Draft(
        f"""{v("datetime", "Wayah ini: " + now)}
Ikam pambantu kantor pamasaran parumahan "Griya Martapura Asri". Jawab pakai bahasa Banjar nang
mudah. Jangan manjanjiakan KPR pasti disatujui bank.

Syarat KPR subsidi: gaji pukuk paling banyak Rp8 juta, balum baisi rumah, DP 1%.

Pambali: Gaji ulun Rp5,5 juta, bini ulun bagawi jua Rp3 juta. Kawa kah ulun maambil KPR subsidi?
Jawaban:""",
        f"{SRC}property:housing-loan",
        ["head", "localized_now", "lang_banjarese"],
    )


@pos
def _requisitions_footer(g: Gen17) -> Draft:
    t = g.at("IE")
    return Draft(
        f"""Draft the requisitions on title for the purchaser's solicitor from the vendor's title documents
summarised below. Irish conveyancing practice; number them.

Folio DN12345F, Co. Dublin: registered owner Seán Kelly; charge to Bank of Ireland registered
2011; right of way over the laneway to the rear (burden).
Planning: extension permitted 2018, no certificate of compliance on file.

--
Generated by ConveyDesk {v("datetime", "on " + rfc2822(t))}
{v("request_id", "Request: cd-" + g.uuid4())}
""",
        f"{SRC}property:requisitions",
        ["footer", "tail", "phrase", "rfc2822", "lang_en_ie"],
    )


# --- hand-written positives: agriculture and agronomy ------------------------------------------------------


@pos
def _spray_records(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""Farm: Home Farm, Little Ashby (holding 31/412/0077)
Account: agronomist@ashby-agri
{v("datetime", "Now: " + unix_date(t))}
{v("request_id", "Request: " + g.uuid4())}

You check spray records in the farm management system against product labels. Flag any
application that breaks the label's maximum dose, number of applications or latest timing.

Record 1: winter wheat, field "Long Acre", fungicide Revystar XE 1.0 l/ha, applied 2026-04-22 (2nd)
Record 2: winter wheat, field "Long Acre", fungicide Revystar XE 1.5 l/ha, applied 2026-05-20 (3rd)
Label: max 1.5 l/ha per application, max 2 applications per crop, latest timing GS69.

Check:""",
        f"{SRC}agri:spray-records",
        ["header_block", "unix_date", "uuid4", "stable_neighbours", "lang_en_gb"],
    )


@pos
def _soil_report_below(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You are the agronomy assistant for Heartland Co-op. Turn the soil test into a fertiliser
recommendation for 200 bu/ac corn following soybeans, using the guidelines below.

Soil test (Lab no. 26-S-08812, sampled 10/28/2025, 0-6 in):
pH 6.1 | Buffer pH 6.6 | OM 3.4% | P (Bray-1) 18 ppm | K 145 ppm | CEC 17.2
{v("datetime", "Pulled from the lab portal for this request: " + mdy_slash(t) + " " + str(t.tzname()))}

Guidelines: P maintenance at 16-20 ppm is 0.37 lb P2O5/bu; K below 160 ppm: build 100 lb K2O/ac plus
0.27 lb/bu; lime if pH is below 6.0.

Recommendation:""",
        f"{SRC}agri:soil-test",
        ["below_fetched", "mdy_12h", "lang_en_us"],
    )


@pos
def _petiole_romagnol(g: Gen17) -> Draft:
    t, now = now_in(g, "romagnol")
    return Draft(
        f"""{v("request_id", "Richiesta: " + g.ulid(t))}
Te t'si l'agronom dla Cantèina ad Bertinoro. Spièga i risultèd dl'anàlisi di picìul de Sanzvés in
rumagnòl, e di' s'u i vò de cuncìm.

Anàlisi (campiòn ad fiuridura, 4 zógn 2025): N 0,92%  P 0,21%  K 1,05%  Mg 0,38%  B 28 ppm
Valur ad riferiment: N 0,8-1,1; K 1,5-2,5; Mg 0,3-0,5; B 25-50.

Viticultòr: E potàsi l'è bas? Cus a i ò da fè par la stasòn ch'la vèn?
{v("datetime", "Incù: " + now)}""",
        f"{SRC}agri:petiole-analysis",
        ["head", "last_user", "ulid", "localized_now", "lang_romagnol"],
    )


@pos
def _drip_clock_cy(g: Gen17) -> Draft:
    t = g.at("EE")
    return Draft(
        f"""Είσαι ο βοηθός του συστήματος στάγδην άρδευσης ενός αγροκτήματος στο Ξυλοτύμπου. Εξηγάς το
πρόγραμμα του ελεγκτή στον γεωργό, σύντομα, στα κυπριακά.
{v("datetime", "Ρολόι ελεγκτή: " + dmy_dot(t))}
{v("request_id", "Ανάγνωση: rd_" + g.b36(18))}

Πρόγραμμα: Βάνα 1 (πατάτες) 05:00-06:10 κάθε μέρα· Βάνα 2 (ντομάτες, θερμοκήπιο) 06:15-06:45 και
17:30-17:50· Βάνα 3 (λεμονιές) Τρίτη και Σάββατο 19:00-21:00.

Γεωργός: Ποια βάνα ποτίζει τωρά τζαι ποια ακολουθεί;""",
        f"{SRC}agri:drip-controller",
        ["system_tail", "device_clock", "dmy_dot", "lang_cypriot_greek"],
    )


@pos
def _cash_bids(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You help farmers who call Prairie Gold Grain understand the cash bids. Explain basis and the
difference between spot and new-crop delivery; do not advise whether to sell.

Cash bids {v("datetime", "as of " + time12(t) + " " + str(t.tzname()))} for this request (corn, Lincoln elevator):
Spot: $4.12 (basis -0.31 Jul)
Oct/Nov new crop: $4.05 (basis -0.42 Dec)
Soybeans spot: $10.38 (basis -0.55 Jul)

Farmer: Why is new-crop corn lower than spot when December futures are higher?
Assistant:""",
        f"{SRC}agri:cash-bids",
        ["phrase", "above_fetched", "time12_alone", "lang_en_us"],
    )


@pos
def _scale_ticket_relay(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""You answer farmers' questions about their scale tickets at Big Sioux Elevator. Moisture shrink:
1.3% per point above 15.0%; foreign material above 2% is docked one for one.

{v("datetime", "[received " + iso_space(t) + "]")} scale-bot: Ticket 448213 | Truck 7 | Gross 78,420 lb | Tare 31,060 lb | Corn | Moisture 17.2% | FM 2.6% | TW 55.1
Farmer: How much of that load do I actually get paid for?
Assistant:""",
        f"{SRC}agri:scale-ticket",
        ["relayed_prefix", "iso_space", "lang_en_us"],
    )


@pos
def _movement_nested_yaml(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""context:
  service: movement-helper
  {v("session_id", "session: " + g.b64url(18))}
  {v("datetime", 'now: "' + rfc3339(t) + '"')}
  holding: 44/123/4567
You help farmers report cattle movements within the 3-day deadline. Work out the deadline from the
movement date the farmer gives and list what the report needs.

Farmer: I moved 12 store cattle (UK 321456 300045 to 300056) from my holding to Dalton market on
Tuesday. I haven't reported it yet. Am I late?
Assistant:""",
        f"{SRC}agri:cattle-movement",
        ["nested_yaml", "head", "base64url", "rfc3339", "lang_en_gb"],
    )


@pos
def _weigh_session_xml(g: Gen17) -> Draft:
    t = g.at("CAT")
    return Draft(
        f"""<weigh_session>
  <crush>Crush 2, Nyanga farm</crush>
  {v("session_id", "<session_id>" + g.uuid7(t) + "</session_id>")}
  {v("datetime", "<reader_time>" + rfc3339(t, 3) + "</reader_time>")}
  <scale>bar scale S3</scale>
</weigh_session>
You help the farm manager interpret weigh-day data for weaners. Target average daily gain is
0.6 kg. Flag animals below 0.4 kg/day since the last weighing.

Weights (EID tag, last weight 12 Jan 2026 -> today):
982 000364510021: 142 -> 171 kg
982 000364510034: 150 -> 166 kg
982 000364510047: 138 -> 169 kg

Manager: Which weaners need attention?
Assistant:""",
        f"{SRC}agri:eid-weighing",
        ["xml_element", "head", "uuid7", "rfc3339_ms", "lang_en_zw"],
    )


@pos
def _brix_swabian(g: Gen17) -> Draft:
    t, now = now_in(g, "swabian")
    return Draft(
        f"""Du bisch dr Helfer vom Weingut Kiefer in Weinstadt. Sag em Wengerter uff Schwäbisch, welle Lag
als erschts gläsa werra sott, noch de Messunga unta.
{v("datetime", "Heit: " + now)}
{v("request_id", "Afrog: " + g.hex(24))}

Messunga (Probeläs vom Mäntig): Trollinger Hanweiler Berg 74 °Oe, Säure 7,1 g/l; Riesling
Schnaitberg 82 °Oe, Säure 9,4 g/l; Lemberger Grafenberg 88 °Oe, Säure 6,8 g/l.

Wengerter: Mit wellere fanget mr morga a?
Antwort:""",
        f"{SRC}agri:harvest-sampling",
        ["system_tail", "localized_now", "hex24", "lang_swabian"],
    )


@pos
def _varroa_moksha(g: Gen17) -> Draft:
    t, now = now_in(g, "moksha")
    return Draft(
        f"""{v("datetime", "Тячи: " + now)}
Шумбрат! Тон пчеловодонь лездыень ботат. Корхтак мокшень кяльса, нюрьхкяняста.
Правила: варроа клещнень лувкссна 3 ламос сяда 100 мекшенди — лечамс эряви.

Пчеловод: Мон лувонь 5 клещ 100 мекшенди. Мезе тиендян?""",
        f"{SRC}agri:varroa-count",
        ["head", "localized_now", "lang_moksha"],
    )


@pos
def _apiary_bullets(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""## Context
- **Service:** bee inspector assistant
- **Region:** South West
{v("datetime", "- **Requested:** " + rfc3339(t, 6))}
- **Inspector:** J. Hartley

You help seasonal bee inspectors write visit summaries for beekeepers: what was inspected, what
was found, and what the beekeeper must do. Plain English; no blame.

Notes: apiary of 3 colonies, Stoke Climsland. Colony 2: sunken perforated cappings, ropiness test
positive, suspected AFB, sample taken, standstill notice issued. Colonies 1 and 3 clear. Varroa
moderate in all three.

Summary:""",
        f"{SRC}agri:apiary-inspection",
        ["md_bullet", "rfc3339_us", "stable_neighbours", "lang_en_gb"],
    )


@pos
def _orchard_garhwali(g: Gen17) -> Draft:
    t, now = now_in(g, "garhwali")
    return Draft(
        f"""{v("datetime", "आज: " + now)}
तुम उत्तरकाशी का सेब बगीचा वलौं का सलाहकार छां। गढ़वळि मा छोटु जवाब द्यावा। दवै कु नौ सिर्फ उद्यान बिभाग की सूची बटि बतावा।

सूची: स्कैब का वास्ता — हरी कली अवस्था मा पैलु छिड़काव; फूल झड़ण का बाद दुसरु।

बागवान: मेरा बगीचा मा फूल झड़ि गैनी। अब कु छिड़काव कन?""",
        f"{SRC}agri:apple-orchard",
        ["head", "localized_now", "devanagari_digits", "lang_garhwali"],
    )


@pos
def _bin_cables(g: Gen17) -> Draft:
    t = g.at("US_C")
    return Draft(
        f"""Bin monitor (cables read for this request):
{v("epoch", "read_at_us=" + str(epoch_us(t)))}
Bin 3 (corn, 18,000 bu, filled Oct 2025):
Cable A: 42F 43F 44F 51F 44F (top to bottom)
Cable B: 41F 42F 43F 43F 42F
Cable C: 43F 58F 47F 45F 44F
Bin 4 (soybeans): all sensors 38-40F

You help farmers read grain bin temperature cables. A sensor 10F warmer than its neighbours
suggests a hot spot. Say which bin and sensor, and what to do first.

Farmer: Anything I should worry about?
Assistant:""",
        f"{SRC}agri:grain-bin-cables",
        ["kv_line", "epoch_us", "above_fetched", "lang_en_us"],
    )


@pos
def _rice_guyanese(g: Gen17) -> Draft:
    t = g.at("GYT")
    return Draft(
        f"""Yuh is di helper fuh Mahaicony rice farmers. Tell dem in plain Creolese how fuh work out di
drying shrink an di price from di mill rate. No guess di mill rate, use wha deh below.
Mill rate: G$4,300 per bag at 16% moisture; every 1% above 16 cut 1.2% off di weight.
{v("session_id", "Chat: " + g.b58(24))}
{v("datetime", "Local time: " + time12(t))}

Farmer: Me bring 120 bag at 19% moisture. How much me go get?
Assistant:""",
        f"{SRC}agri:paddy-shrink",
        ["system_tail", "base58", "time12_alone", "lang_guyanese"],
    )


@pos
def _cane_zhuang(g: Gen17) -> Draft:
    t, now = now_in(g, "zhuang")
    return Draft(
        f"""{v("datetime", "Ngoenzneix: " + now)}
Mwngz dwg bangcoh boux ndaem oij. Yungh Vahcuengh dap vah, dinj di. Cij gangj gyaqcienz youq
baihlaj.

Gyaqcienz oij 2026 nienz: oij cingq 520 maenz moix donh; oij hau 540 maenz moix donh.

Boux ndaem oij: Ngoenzneix gou soengq 12 donh oij cingq bae cangj dangz, ndaej geijlai cienz?
Dap:""",
        f"{SRC}agri:sugarcane",
        ["head", "localized_now", "lang_zhuang"],
    )


@pos
def _cassava_kituba(g: Gen17) -> Draft:
    t, now = now_in(g, "kituba")
    return Draft(
        f"""{v("datetime", "Bubu: " + now)}
Nge kele nsadisi ya bansambi ya madioka na Kwilu. Vutula na Kikongo ya leta, na mpila ya
pwelele. Kutuba ve ntalu yina ke ve na liste ya kooperative.

Liste: madioka ya kuyuma (cossettes) 450 FC na kilo; madioka ya mbisu 120 FC na kilo.

Nsambi: Mono ke na 300 kilo ya cossettes. Mono ta baka mbongo ikwa?
Mvutu:""",
        f"{SRC}agri:cassava",
        ["head", "localized_now", "lang_kituba"],
    )


@pos
def _fertiliser_kiche(g: Gen17) -> Draft:
    t, now = now_in(g, "kiche")
    return Draft(
        f"""{v("datetime", "Kamik: " + now)}
{v("request_id", "Solicitud: " + g.uuid4())}
At ri to'onel re le kooperativa pa Totonicapán. Chatzolij pa K'iche', xa jub'iq' tzij. Xa ja' ri
ajil k'o pa le cholaj chakoj.

Cholaj: 1 quintal abono 15-15-15: Q365; 1 quintal urea: Q330.

Ajtikonel: Kinrajo' 3 quintal 15-15-15 xuquje' 2 urea. Jampa' ri ajil?""",
        f"{SRC}agri:fertiliser-store",
        ["head", "localized_now", "uuid4", "lang_kiche"],
    )


@pos
def _tobacco_tumbuka(g: Gen17) -> Draft:
    t, now = now_in(g, "tumbuka")
    return Draft(
        f"""Imwe ndimwe wovwiri wa alimi wa fodya ku Rumphi. Zgorani mu Chitumbuka, mwakudumura.
{v("datetime", "Lero: " + now)}
{v("session_id", "Session: " + g.ksuid(t))}

Mulimi: Fodya wane wasintha mtundu kuŵa wachikasu. Kasi ningamba kuwuŵika mu nyumba ya kuumika?""",
        f"{SRC}agri:tobacco-curing",
        ["system_tail", "localized_now", "ksuid", "lang_tumbuka"],
    )


@pos
def _paddy_mazanderani(g: Gen17) -> Draft:
    t, now = now_in(g, "mazanderani")
    return Draft(
        f"""ته برنجکارون بابِلی مشاور هسّی. مازرونی و کوتاه جواب هاده. سم و کود ره فقط از فهرست جهاد کشاورزی بوو.

فهرست: نشاکاری طارم بعد از ۲۵ روزگی نشا؛ کود اوره در دو نوبت، نشاکاری و ۳۰ روز بعد.

کشاورز: نشای مِن ۲۰ روزه هسّه. ونه الان بکارم یا صبر هاکنم؟
{v("datetime", "اِمروز: " + now)}
{v("request_id", "Request: " + g.b62(16))}""",
        f"{SRC}agri:paddy-transplant",
        ["last_user", "localized_now", "solar_hijri", "persian_digits", "lang_mazanderani"],
    )


@pos
def _feed_order_comment(g: Gen17) -> Draft:
    return Draft(
        f"""You take orders for Kakira Feeds by WhatsApp. Confirm the product, bags and delivery village,
and give the price from the list only.
{v("message_id", "<!-- wa-msg " + g.hex(20).upper() + " -->")}
Price list: layers mash UGX 95,000 per 70 kg bag; broiler starter UGX 112,000; pig grower UGX 88,000.

Farmer: Send me 4 bags layers mash to Wairaka, I will pay on delivery.
Assistant:""",
        f"{SRC}agri:feed-order",
        ["html_comment", "system_tail", "hex_upper", "lang_en_ug"],
    )


@pos
def _milk_docket_stamp(g: Gen17) -> Draft:
    t = g.at("IE")
    return Draft(
        f"""You answer suppliers' questions for Ballyhale Co-op's milk collection. Explain the docket
fields; payments follow the published milk price and the supplier's own solids results.

Supplier: The tanker docket says 2,140 L at 3.2 C but the app shows 2,090 L for the same
collection. Which one am I paid on? {v("datetime", "(sent " + time12(t) + ")")}
Assistant:""",
        f"{SRC}agri:milk-collection",
        ["bracket_user", "time12_alone", "lang_en_ie"],
    )


@pos
def _ear_tags_karachay(g: Gen17) -> Draft:
    t, now = now_in(g, "karachay_balkar")
    return Draft(
        f"""Сен къой асыраучулагъа болушхан ботса. Къарачай-малкъар тилде къысха джууап бер.
{v("datetime", "Бюгюн: " + now)}

Низам: базаргъа элтилген хар къойну къулагъында номер болургъа керекди, ветеринар справка бла.

Къойчу: Мен 40 къойну базаргъа элтирге излейме. Къулакъ номерлери керекмиди?""",
        f"{SRC}agri:ear-tags",
        ["system_tail", "localized_now", "lang_karachay_balkar"],
    )


@pos
def _mildew_logfmt(g: Gen17) -> Draft:
    t = g.at("UTC")
    return Draft(
        f"""app=vine-advisor block=stags-leap-7 {v("datetime", "ts=" + go_nano(t, g.small(1, 1000)))} varietal=cabernet
You help vineyard managers check powdery mildew spray intervals. Given the last application and
the product's interval, say whether the block is due. The block uses a 10-14 day interval for
sulfur dust.

Last application: sulfur dust, 6/2, 12 lb/ac.
Manager: Are we due on block 7?
Answer:""",
        f"{SRC}agri:mildew-interval",
        ["logfmt", "head", "go_rfc3339nano", "lang_en_us"],
    )


@pos
def _queen_rearing_week(g: Gen17) -> Draft:
    t = g.at("US_E")
    return Draft(
        f"""Queen rearing planner for Blue Ridge Apiaries. Given the graft date, list the key dates: cells
capped (day 5 after grafting), cells moved to mating nucs (day 10), queen emerges (day 11-12),
check for eggs (about day 25).
{v("date", "Current ISO week date: " + iso_week(t))}

Beekeeper: I grafted this Monday. When do I move the cells?
Assistant:""",
        f"{SRC}agri:queen-rearing",
        ["system_tail", "iso_week", "lang_en_us"],
    )


@pos
def _mart_prompt_assembled(g: Gen17) -> Draft:
    t = g.at("UK")
    return Draft(
        f"""{v("datetime", "Prompt assembled: " + rfc2822(t))}
You help buyers at Welshpool Livestock Market read the store cattle catalogue. Explain the
abbreviations and which lots match the buyer's brief. Do not predict prices.

Catalogue extract (sale of Thursday 26 March):
Lot 41: 6 Lim x bullocks, 14-15 mo, BVD tested neg, TB 2-yearly, from a closed herd
Lot 42: 4 BB x heifers, 12 mo, home-bred
Lot 43: 8 Hereford x steers, 18 mo, TB pre-movement test 02/03/2026

Buyer: I want bullocks or steers over 14 months, TB tested within 60 days. Which lots?
Assistant:""",
        f"{SRC}agri:cattle-mart",
        ["head", "rfc2822", "content_dates_neighbour", "lang_en_gb"],
    )


# --- hand-written negatives: HR and recruiting ----------------------------------------------------------------


def _negatives_hr() -> None:
    neg(
        ["pasted_document", "offer_letter", "date_label_in_document"],
        "hr:offer-letter-pasted",
        """Date: 3 March 2026
Ref: OL-2026-0188

Dear Ms Achterberg,

We are pleased to offer you the position of Warehouse Team Leader at Vander Logistics B.V., starting
on 1 April 2026. Your gross salary will be EUR 3,450 per month. This offer is valid until 17 March
2026 and is subject to satisfactory references.

Kind regards,
J. de Wit, HR Business Partner

^ this is the offer I got. Is "subject to satisfactory references" normal, and can they withdraw it
after I resign from my current job?""",
    )
    neg(
        ["pasted_export", "csv", "timestamps_in_table"],
        "hr:ats-export",
        """Who has been waiting longest
without a decision? Ignore anyone already rejected.

candidate_id,name,applied_at,stage,last_activity_at
01HZX3Q8N4V6T2K7M9P1R5S8WD,Amara Osei,2026-02-02T09:14:22Z,phone_screen,2026-02-10T16:03:11Z
01HZX9BCWJ3E5H7K2M4P6R8T0V,Leon Brandt,2026-01-28T11:40:05Z,onsite,2026-02-12T08:55:47Z
01J01D6F8H0K2M4P6R8T1V3X5Z,Sofia Marin,2026-01-19T07:02:51Z,rejected,2026-01-30T10:12:09Z
01J02E7G9J1M3N5Q7S9T2W4Y6A,Tomas Kral,2026-01-22T15:33:18Z,phone_screen,2026-01-24T09:01:44Z""",
    )
    neg(
        ["pasted_report", "background_check", "ids_in_document"],
        "hr:background-report",
        """Can you explain
what "consider" means on this report and whether the employer has to tell me before deciding?

BACKGROUND REPORT - Order #BG-7734921
Candidate: Marcus Reyes
Ordered: 02/09/2026 10:41 AM CST
Completed: 02/13/2026 04:18 PM CST
County criminal search (Harris, TX): CONSIDER - misdemeanor, 2017, deferred adjudication completed
Employment verification: CLEAR
Education verification: CLEAR""",
    )
    neg(
        ["forwarded_email", "email_headers"],
        "hr:reference-email",
        """Summarise this reference in three
bullet points for the hiring manager.

---------- Forwarded message ---------
From: Gwen Pryce <g.pryce@halcyonprint.example>
Date: Tue, 10 Feb 2026 at 14:22
Subject: Reference for Daniel Oduya
To: recruitment@tidewell.example

Daniel worked for us as a print finisher from August 2020 to December 2025. He was punctual, trained
four apprentices and was our first-aider from 2022. We would re-employ him.""",
    )
    neg(
        ["pasted_form", "performance_review", "dates_in_document"],
        "hr:review-form",
        """Rewrite my manager's
comments so they are more specific but keep the rating.

Review period: 1 January 2025 - 31 December 2025
Employee: R. Singh, Quality Technician
Rating: 3 - Meets expectations
Manager comments: "Good year. Did the ISO audit prep. Sometimes late with CAPA reports."
Signed: 14/01/2026 (manager), 16/01/2026 (employee)""",
    )
    neg(
        ["pasted_table", "seniority_dates"],
        "hr:bid-results",
        """Why didn't I get line 12? I bid it first.

| Line | Awarded to | Seniority date | Bid placed |
|------|------------|----------------|------------|
| 12   | K. Mensah  | 2011-06-13     | 2026-03-02 09:41 |
| 14   | P. Lawal   | 2015-02-02     | 2026-03-02 08:05 |
| 19   | me (A. Eze) | 2016-09-19    | 2026-03-02 08:02 |""",
    )
    neg(
        ["pasted_json", "json_first_member_id", "onboarding"],
        "hr:onboarding-json",
        """Our onboarding tool
exported this. Which steps are overdue if the start date was 2 March?

{"id": "onb_7Hq2LmX9", "created_at": "2026-02-20T08:12:44Z", "employee": "N. Zulu",
 "steps": [
  {"name": "contract_signed", "done_at": "2026-02-21T10:02:00Z"},
  {"name": "right_to_work_checked", "due": "2026-03-02", "done_at": null},
  {"name": "laptop_issued", "due": "2026-03-02", "done_at": "2026-03-02T07:55:10Z"},
  {"name": "induction_booked", "due": "2026-03-06", "done_at": null}
 ]}""",
    )
    neg(
        ["stable_header", "prompt_revision", "policy_effective", "tenant"],
        "hr:stable-policy-bot",
        """Assistant: PeopleDesk
Prompt revision: 2026-02-11
Handbook version: 2026.1 (effective 2026-01-01)
Tenant: 6f1c2a0e-9b7d-4e3a-8c5f-2d1e0b9a7c64
Knowledge cutoff: 2025-06

Answer employees' questions from the handbook only. If it is silent, say so and point to
hr@northwold.example.

Employee: How many days of bereavement leave do we get for a grandparent?
Assistant:""",
    )
    neg(
        ["id_in_question", "ulid"],
        "hr:candidate-id-question",
        """Our ATS shows candidate
01J3M7Q2ZP4X8T6W0R5N9K1V3Y as "withdrawn" but she says she never withdrew. Is there a way to tell
from the id itself when the record was created, and does that help me find out who changed it?""",
    )
    neg(
        ["pasted_job_ad", "closing_date"],
        "hr:job-ad",
        """Shorten this ad to under 120 words without losing
the legal bits.

Job ref: HCW/ENG/2026/014
Plumbing Technician (Grade 6), Harare City Water
Closing date: 30 April 2026, 16:00
Applications to recruitment@hcw.example. Shortlisted candidates will be contacted by 15 May 2026.
Only shortlisted candidates will be contacted. We are an equal opportunity employer.""",
    )
    neg(
        ["user_typed_clock", "deadline"],
        "hr:offer-deadline",
        """It's 4:45 pm here in Leeds and the
offer expires at 5 pm today. I still haven't heard back about the relocation allowance I asked for
on Monday. Should I accept now and negotiate after, or ask for an extension?""",
    )
    neg(
        ["relative_time"],
        "hr:relative",
        """I applied 3 days ago, got an automated rejection 20 minutes
later, and the same job was reposted this morning. Does that mean a filter rejected me, and is it
worth applying again?""",
    )
    neg(
        ["few_shot", "example_date"],
        "hr:few-shot-feedback",
        """Extract the interview feedback as JSON.

Example input: "Met Priya on 2026-01-12, strong on SQL, weak on stakeholder stories. Lean hire."
Example output: {"candidate": "Priya", "date": "2026-01-12", "strengths": ["SQL"],
"concerns": ["stakeholder stories"], "recommendation": "lean hire"}

Input: "Met Jonas on 2026-01-15, great system design, rushed the coding part. Hire."
Output:""",
    )
    neg(
        ["unrendered_template"],
        "hr:template",
        """Check this offer template for missing merge fields
before we send it out.

Dear {{candidate_first_name}},
We are delighted to offer you the role of {{job_title}} starting on {{start_date}}.
This offer was generated on {{now}} and is valid for {{offer_validity_days}} days.
Yours sincerely,
{{hiring_manager_name}}""",
    )
    neg(
        ["pasted_log", "audit_log", "request_ids_in_log"],
        "hr:hris-audit",
        """Who changed Fatima's job
title and when? This is from the HRIS audit view.

2026-02-18T09:12:07Z  evt_8sKq2M  user=a.kowalski  action=update  field=job_title  old="Analyst"  new="Senior Analyst"  request_id=4b1f0c2e-77aa-4b5e-9d21-0e6c3f7a8b90
2026-02-18T09:12:09Z  evt_8sKq2N  user=a.kowalski  action=update  field=grade  old=G5  new=G6  request_id=4b1f0c2e-77aa-4b5e-9d21-0e6c3f7a8b90
2026-02-19T14:30:55Z  evt_8sLr7P  user=system  action=sync  target=payroll  status=ok""",
    )
    neg(
        ["pasted_chat_export", "slack_ts"],
        "hr:slack-export",
        """Summarise the decision in this thread for
the hiring file.

[1739877722.004519] maria: Panel done for the warehouse lead role. I'm a yes for Kwame.
[1739877801.118240] tom: Yes from me too, a bit worried about forklift cert expiry.
[1739878012.300011] maria: It's valid to Sept 2026, he showed me.
[1739878230.551002] priya: Then it's 3 yes. I'll send the offer tomorrow.""",
    )
    neg(
        ["pasted_table", "document_expiry"],
        "hr:right-to-work-expiry",
        """Which of these need a follow-up
check in the next 60 days from 1 March 2026?

Employee        Document                 Expires
A. Novak        Biometric residence card 2026-04-12
B. Ferreira     Passport (EU)            2031-08-30
C. Hussain      Share code check         2026-03-20
D. Liu          Graduate visa            2026-09-01""",
    )
    neg(
        ["non_english", "cypriot_greek", "contract_clause"],
        "hr:contract-cy",
        """Τούτο είναι που το συμβόλαιο μου.
Εν νόμιμο να μου κόψουν τις μέρες άδειας αν φύω πριν τη λήξη της δοκιμαστικής περιόδου;

Άρθρο 4. Ημερομηνία έναρξης: 1 Φεβρουαρίου 2026. Δοκιμαστική περίοδος: έξι (6) μήνες, ήτοι μέχρι
31 Ιουλίου 2026.
Άρθρο 7. Ετήσια άδεια: 20 εργάσιμες ημέρες, αναλογικά για το πρώτο έτος.""",
    )
    neg(
        ["non_english", "swabian", "minutes", "date_label_in_document"],
        "hr:works-council-swabian",
        """Fass mr des
Protokoll vom Betriebsrat kurz zamma, bloß d'Beschlüss.

Protokoll Betriebsratssitzung
Datum: 12.02.2026, 14:00-15:30 Uhr
Ort: Besprechungsraum 2, Ehingen

TOP 1: Schichtplan Frühjahr - Zustimmung zur Samstagsschicht ab 07.03.2026 (einstimmig)
TOP 2: Beurteilungsrunde 2025 - Einwand gegen Zwangsverteilung, Gespräch mit GF am 19.02.2026""",
    )
    neg(
        ["stable_header", "bid_window"],
        "hr:stable-bid-window",
        """Bid round: Spring 2026 pick
Bid window: 2026-05-04 06:00 to 2026-05-11 18:00 (Central)
Rules revision: 2025-11-30
Division: North Garage

You explain the work pick rules to bus operators. Do not tell operators which runs others have bid.

Operator: Can I change my bid after I submit it?
Assistant:""",
    )
    neg(
        ["pasted_form", "consent_form", "signature_date"],
        "hr:consent-form",
        """Is there anything on this
consent form I should not sign?

AUTHORISATION FOR BACKGROUND INVESTIGATION
I authorise Keystone Screening LLC to obtain consumer reports about me for employment purposes, now
and, if hired, throughout my employment.
Full name: Dana K. Whitlock
Date of birth: 04/22/1994
Signature: D. Whitlock     Date: 02/16/2026""",
    )
    neg(
        ["email_headers", "scam_check", "message_id"],
        "hr:fake-offer-email",
        """Is this job offer a scam?

From: "Talent Team" <hr@global-careers-hiring.example>
Date: Mon, 16 Feb 2026 03:44:12 +0000
Message-ID: <20260216034412.77AF@mailer.global-careers-hiring.example>
Subject: Remote Data Entry Offer - Start Immediately

Congratulations! You have been selected without interview. Salary $45/hour. To receive your
equipment, please pay the $120 shipping fee by gift card within 24 hours.""",
    )
    neg(
        ["pasted_ticket_thread", "timestamps_in_thread"],
        "hr:ticket-thread",
        """Draft the next reply to the
employee. Be apologetic but clear that the policy cap stands.

[2026-02-09 08:14] Employee: My relocation claim was capped at GBP 3,000 but the movers charged 3,650.
[2026-02-09 10:02] HR (Sam): The policy cap is GBP 3,000 for moves under 200 miles.
[2026-02-10 16:40] Employee: Nobody told me that before I booked. Can you make an exception?""",
    )
    neg(
        ["multi_turn", "pasted_earlier_turn", "calendar"],
        "hr:multi-turn-ics",
        """User: Here's the invite for my
first day:
BEGIN:VEVENT
UID:onb-20260302-0830@meridian.example
DTSTAMP:20260220T101500Z
DTSTART;TZID=Europe/London:20260302T083000
DTEND;TZID=Europe/London:20260302T170000
SUMMARY:Induction day - Meridian Foods
LOCATION:Reception, Unit 4, Kettering
END:VEVENT
Assistant: Your induction is on Monday 2 March from 08:30 to 17:00 at Unit 4 reception.
User: Do I need to bring lunch or is it provided? The invite doesn't say.
Assistant:""",
    )
    neg(
        ["control", "plain"],
        "hr:plain-control",
        """You are a careers coach. Help the user improve their CV
bullet points with strong verbs and measurable results.

User: "Responsible for managing the stock room." How can I make this better?
Assistant:""",
    )


# --- hand-written negatives: education and exams ------------------------------------------------------------


def _negatives_edu() -> None:
    neg(
        ["pasted_timetable", "exam_times"],
        "edu:exam-timetable",
        """Do any of my exams clash? This is my
personal timetable from the exams office.

Candidate number: 4417   Centre: 48213
Mon 11 May 2026  09:00  Biology Paper 1       1h 45m  Sports Hall
Mon 11 May 2026  13:30  Geography Paper 1     1h 30m  Sports Hall
Wed 13 May 2026  09:00  Mathematics Paper 1   1h 30m  Main Hall
Wed 13 May 2026  09:00  French Listening      45m     Room L4""",
    )
    neg(
        ["pasted_transcript", "term_dates"],
        "edu:transcript-gpa",
        """What is my GPA on a 4.0 scale from
this transcript? Ignore the pass/fail course.

Fall 2025 (Aug 25 - Dec 12)
ENG 101 Composition I        3 cr  A-
MAT 120 College Algebra      3 cr  B+
BIO 101 General Biology      4 cr  B
FYS 100 First-Year Seminar   1 cr  P
Printed: 01/06/2026 09:14 AM""",
    )
    neg(
        ["pasted_results_slip", "candidate_number"],
        "edu:results-slip",
        """What do these mean? My school
said the 7 in Physics is the highest grade this year.

Statement of Provisional Results - June 2026 series
Candidate: 4417 Amaka Obi   Centre: 48213 Riverside Academy   UCI: 48213K260441T
8461 Biology (Higher)      6
8463 Physics (Higher)      7
8300 Mathematics (Higher)  5
Issued: 20 August 2026""",
    )
    neg(
        ["pasted_letter", "admissions_decision", "application_id"],
        "edu:deferral-letter",
        """What does
deferred mean here and should I send anything else?

Application ID: WCA-2027-0093318
Date: December 15, 2026

Dear Jordan,
Thank you for applying to Whitcombe College through Early Action. After careful review, we have
deferred your application to our Regular Decision round. You will receive a final decision by
March 25, 2027.""",
    )
    neg(
        ["pasted_report", "submission_id", "similarity"],
        "edu:originality-summary",
        """My lecturer sent me
this and said I need to explain it. Which matches are fine because I quoted them?

Submission ID: 2471183912
Submitted: 09-Dec-2025 23:58 (GMT)
Word count: 3,118
Overall similarity: 31%
1. www.europarl.europa.eu (12%) - quoted, with reference
2. Student paper, University of Malta, submitted 2023 (9%)
3. Mifsud, J. (2019) Island Economies (6%) - quoted, with reference""",
    )
    neg(
        ["forwarded_email", "booking_confirmation"],
        "edu:tutor-booking-email",
        """Can I move this lesson to
Thursday without paying the late-change fee?

From: Tutora <bookings@tutora.example>
Date: Sun, 8 Mar 2026 19:02:11 +0000
Subject: Booking confirmed - GCSE Maths with Mr Adeyemi

Booking ref: TB-88213
Tuesday 10 March 2026, 17:00-18:00 (online)
Changes less than 48 hours before the lesson are charged in full.""",
    )
    neg(
        ["pasted_export", "csv", "last_access_times"],
        "edu:lms-activity",
        """Which students haven't opened
the course in more than two weeks as of 1 March?

student,last_access,submissions
ogunleye_t,2026-02-27 21:14,5
haddad_r,2026-02-10 08:03,3
lindqvist_e,2026-02-28 16:45,6
mbeki_s,2026-01-30 11:22,1""",
    )
    neg(
        ["stable_header", "course_term", "syllabus_revision"],
        "edu:stable-course-bot",
        """Course: BIO-101-F26 General Biology
Term: Fall 2026 (Aug 24 - Dec 12)
Syllabus revised: 2026-07-30
Instructor: Dr. L. Haddad
Office hours: Tue/Thu 14:00-15:30

Answer students' questions about this course from the syllabus only.

Student: When is the last day to withdraw with a W?
Assistant:""",
    )
    neg(
        ["exercise", "dates_in_exercise"],
        "edu:history-exercise",
        """Put these events in order and say
how many years separate the first and the last:
- Treaty of Waitangi signed, 6 February 1840
- Federation of Australia, 1 January 1901
- Fiji independence, 10 October 1970
- Samoa independence, 1 January 1962""",
    )
    neg(
        ["exercise", "translation", "times_in_content"],
        "edu:translation-exercise",
        """Translate into
French for my homework: "The exam starts at 9:00 on Monday 14 June. Candidates must arrive by 8:40
and bring their candidate number."
Answer:""",
    )
    neg(
        ["id_in_question", "uci"],
        "edu:uci-question",
        """My son's UCI on his results slip is
48213K260441T. Is the K the check letter, and can the school look up his previous entries with it?""",
    )
    neg(
        ["pasted_email", "extension_request"],
        "edu:extension-email",
        """Is this extension request polite
enough? I'm sending it tonight.

To: module.leader@uni.example
Subject: Extension request - ECON2201 essay (due 12/03/2026 12:00)

Dear Dr Walsh,
I was admitted to hospital from 6 to 9 March and could not work on my essay. I attach the
discharge letter dated 9/03/2026. Could I have until 19 March?""",
    )
    neg(
        ["relative_time", "deadline"],
        "edu:relative-deadline",
        """The submission portal closed 2 hours ago
and my file upload failed at the last minute. My friend says late penalties start after 24 hours.
What should I do right now?""",
    )
    neg(
        ["non_english", "awadhi", "admit_card", "devanagari_digits"],
        "edu:admit-card-awadhi",
        """ई हमार प्रवेस पत्र है। परीक्षा केंद्र कहाँ है अउर केतना बजे पहुँचे का है?

उत्तर प्रदेस माध्यमिक सिच्छा परिसद — प्रवेस पत्र २०२६
अनुक्रमांक: २६१४४७३९०२
परीक्षा केंद्र: राजकीय इंटर कालेज, बाराबंकी (केंद्र कोड ११०४)
पहिली पाली: सुबह ८:०० बजे से ११:१५ बजे तक — रिपोर्टिंग सुबह ७:३० बजे""",
    )
    neg(
        ["non_english", "mizo", "notification"],
        "edu:notification-mizo",
        """He notification hi min hrilhfiah
teh rawh. Ka dil hman dawn em?

No.B.14015/2/2026-SCH, Dated Aizawl, the 2nd September, 2026
Post-matric scholarship 2026-27 dilna hun chu 1st September 2026 atanga 15th October 2026 thleng a ni.
Document verification: 20th - 30th October 2026.""",
    )
    neg(
        ["non_english", "chittagonian", "sms", "bengali_digits"],
        "edu:sms-chittagonian",
        """ইয়ান আঁর মোবাইলত আইস্যে। এডমিট কার্ড কনদিন তুলিত পাইরগম?

CVASU: ২য় বর্ষ চূড়ান্ত পরীক্ষা ০৮/০৩/২০২৬ হইতে শুরু। প্রবেশপত্র ০১/০৩/২০২৬ তারিখ সকাল ১০টা হইতে বিভাগীয় অফিসে। -পরীক্ষা নিয়ন্ত্রক""",
    )
    neg(
        ["non_english", "hazaragi", "report_card", "persian_digits"],
        "edu:report-card-hazaragi",
        """ای کارنامه بچه مه استه. اوسط نمره‌شی چند موشه؟

کارنامه امتحان چهارونیم‌ماهه — سال تعلیمی ۱۴۰۵
تاریخ: ۱۵ سرطان ۱۴۰۵
ریاضی: ۸۵ — دری: ۹۲ — ساینس: ۷۸ — انگلیسی: ۸۸""",
    )
    neg(
        ["user_typed_clock", "time_zone_question"],
        "edu:user-clock-fiji",
        """I'm in Suva and it's 10:40 pm
here. My online exam opens at 9:00 am Fiji time tomorrow and lasts 3 hours. My invigilator is in
Wellington. What time will it be for her when I start and finish?""",
    )
    neg(
        ["pasted_report", "incident_report", "times_in_document"],
        "edu:invigilation-incident",
        """Help me
word this incident report neutrally for the exam board.

Centre 48213 - Incident report - GCSE English Language Paper 1, 22 May 2026
09:00 exam started, 212 candidates, Main Hall
09:47 fire alarm (false alarm), candidates evacuated under exam conditions
10:06 candidates returned, 19 minutes added, exam ended 11:04
Invigilators: 9""",
    )
    neg(
        ["pasted_form", "special_consideration", "dates_in_document"],
        "edu:special-consideration",
        """Is this
enough evidence for special consideration? The deadline is 7 days after the last exam.

Candidate: 4417  Exam: Biology Paper 2, 18 June 2026
Reason: bereavement (grandmother died 14 June 2026, funeral 17 June 2026)
Evidence: letter from family doctor dated 16 June 2026; funeral notice
Last exam of the series: 24 June 2026""",
    )
    neg(
        ["pasted_error_page", "error_reference", "timestamp_label"],
        "edu:portal-error",
        """I get this every time
I try to add EDUC-214 to my schedule. What does it mean?

Registration error
Error reference: 7F3A9C21-B04E-4D8A-9E1F-22C6B0D51A37
Time: 2026-01-14 09:12:33
Message: Prerequisite not satisfied: EDUC-114 (minimum grade C).
If you believe this is wrong, contact the Registrar and quote the error reference.""",
    )
    neg(
        ["pasted_letter", "award_letter", "dates_in_document"],
        "edu:scholarship-letter",
        """When will the
money arrive and do I need to do anything before then?

Ref: SCH/2026/1187
12 August 2026
Dear Ms Banda,
We are pleased to award you the Copperbelt Futures Scholarship of ZMW 18,000 for the 2026/27
academic year, paid in two instalments: 15 September 2026 and 15 January 2027, subject to
registration by 4 September 2026.""",
    )
    neg(
        ["pasted_calendar", "academic_calendar"],
        "edu:academic-calendar",
        """How many teaching weeks are in
the first semester, excluding the reading week?

Semester 1: 14 September - 18 December 2026
Reading week: 26 - 30 October 2026
Exams: 4 - 22 January 2027
Semester 2: 1 February - 14 May 2027""",
    )
    neg(
        ["pasted_notes", "session_log", "times_in_content"],
        "edu:tutor-log",
        """Turn my session log into an
invoice line list (rate GBP 32 per hour, rounded to the quarter hour).

Tue 3 Mar 16:00-17:05 Maya (GCSE maths)
Thu 5 Mar 18:30-19:30 Maya
Sat 7 Mar 10:00-11:40 Ollie (A-level physics)""",
    )
    neg(
        ["quoted_block", "pasted_sms"],
        "edu:quoted-sms",
        """My daughter got this text from the tutoring
app:

> Brightpath: Your session with Marisol V. is confirmed for Wed 6:30 PM ET. Session ID 88213-4471.
> Reply C to cancel (free up to 24 h before).

If she cancels at 7 pm on Tuesday, is it still free?""",
    )
    neg(
        ["control", "plain"],
        "edu:plain-control",
        """You are a patient maths tutor for a 12-year-old. Guide
with hints and questions, not full answers.

Student: How do I work out 15% of 80 without a calculator?
Tutor:""",
    )


# --- hand-written negatives: veterinary and animal care ----------------------------------------------------


def _negatives_vet() -> None:
    neg(
        ["pasted_invoice", "dates_in_document"],
        "vet:invoice",
        """Why is there a second consultation
fee on this invoice? I only went in once.

PRAIRIE VETERINARY HOSPITAL  Invoice 2026-018834  Date 02/17/2026
Client: T. Alvarez   Patient: "Bruno" (canine, 7y)
02/17/2026  Exam - lameness                          $68.00
02/17/2026  Sedation (dexmedetomidine)              $118.00
02/17/2026  Radiographs, 2 views                    $210.00
02/19/2026  Recheck exam (post-sedation)             $68.00
Total                                               $464.00""",
    )
    neg(
        ["pasted_letter", "claim_decision"],
        "vet:claim-decision",
        """Can I appeal this? What would I need?

Claim number: SPC-26-004471
Date of decision: 4 March 2026
Dear Ms Byrne,
We have reviewed your claim for Bella's ear treatment on 20 January 2026. Our records show
signs of otitis were noted on 2 September 2024, before your cover started on 1 September 2024
plus the 14-day illness waiting period. The condition is therefore pre-existing and excluded.""",
    )
    neg(
        ["pasted_report", "cytology", "lab_ids"],
        "vet:cytology-report",
        """Explain this in plain words
before my appointment tomorrow.

CYTOLOGY REPORT    Accession: CY26-11802    Received: 24/02/2026 09:40    Reported: 25/02/2026 15:12
Patient: "Otis", canine, Beagle, MN, 11y
Site: subcutaneous mass, right thorax, FNA
Findings: numerous well-differentiated adipocytes on a clear background; no inflammation.
Interpretation: consistent with lipoma.""",
    )
    neg(
        ["pasted_certificate", "microchip"],
        "vet:chip-certificate",
        """The breeder gave me this. Do I need
to do anything to put the dog in my name?

PET REGISTRATION CERTIFICATE
Microchip: 956000012345678    Implanted: 14/01/2026 by Dr K. Lim (BVSc)
Animal: "Pepper", Border Collie, female, DOB 10/11/2025
Registered owner: Sunny Hills Kennels (breeder)
Registered: 15/01/2026""",
    )
    neg(
        ["pasted_certificate", "animal_health_certificate"],
        "vet:export-certificate",
        """Is this certificate
still valid for travel on 20 April? We got it signed last week.

ANIMAL HEALTH CERTIFICATE No. GB-AHC-2026-0044817
Official veterinarian: Dr R. Evans, OV No. 1188421
Date of signature: 09/04/2026
Rabies vaccination: 12/03/2026 (Nobivac Rabies, batch A771B02)
Valid for entry into the EU within 10 days of signature.""",
    )
    neg(
        ["pasted_log", "shoeing_log"],
        "vet:farrier-log",
        """How often is my mare being shod on average?
The farrier sends me this log.

Date        Horse    Work              Notes
05/01/2026  Bella    full set, steel    heels a bit long
02/02/2026  Bella    full set, steel
09/03/2026  Bella    fronts only        lost LF shoe 01/03
13/04/2026  Bella    full set, steel""",
    )
    neg(
        ["pasted_chart", "dental_chart", "date_label_in_document"],
        "vet:dental-chart",
        """What does
"hook 206" mean and is it serious?

Equine dental chart
Date: 03/03/2025   Horse: "Lucky"   Age: 13
Findings: sharp enamel points 106-111 and 206-211; hook 206; mild wave mouth; 311 missing.
Treatment: routine float under sedation.""",
    )
    neg(
        ["pasted_record", "anaesthesia_times"],
        "vet:anaesthesia-record",
        """Rewrite this record neatly for
the file. Don't change any numbers.

Pt: Rufus, K9, 24 kg.  Premed 08:52 (methadone/ACP).  Induction 09:14 propofol 3 mg/kg.
09:20 HR 88 SpO2 98 MAP 72.  09:31 MAP 58 -> dopamine 5 mcg/kg/min 09:33.  09:45 MAP 72.
Extubated 10:02.  Recovery uneventful.""",
    )
    neg(
        ["pasted_flowsheet", "times_in_table"],
        "vet:hospital-flowsheet",
        """Is her temperature going the
right way? This is the overnight sheet from the hospital.

Time   Temp   HR   RR   Notes
22:00  39.8   132  28   IVFT 60 ml/h
02:00  39.4   120  24   ate 1/4 of a tin
06:00  38.9   112  22   urinated, bright""",
    )
    neg(
        ["stable_header", "practice_licence", "formulary_version"],
        "vet:stable-clinic-bot",
        """Practice: Fernbank Vets (RCVS PSS ref 771203)
Formulary: 2026.1 (reviewed 2026-01-09)
Prompt revision: 2026-02-02
Out of hours: 0300 555 0190

You answer owners' general questions. Never dose medicines; for anything urgent give the
out-of-hours number.

Owner: Can I give my dog paracetamol for a sore leg?
Assistant:""",
    )
    neg(
        ["pasted_notice", "recall", "batch_numbers"],
        "vet:food-recall",
        """Is the food I have affected?
The bag says lot L2603117, best before 11/2027.

RECALL NOTICE - 28 February 2026
Brand: HappyTail Adult Dry Dog Food, 12 kg
Affected lots: L2602089, L2602090, L2603117
Best before: 08/2027 to 11/2027
Reason: elevated vitamin D. Stop feeding and return the bag to the retailer.""",
    )
    neg(
        ["id_in_question", "microchip_number"],
        "vet:chip-question",
        """We found a cat with microchip
900215000123456. Which country's database should I check first for a 900 number, and can I see
when it was implanted?""",
    )
    neg(
        ["pasted_letter", "tb_test_schedule"],
        "vet:tb-letter",
        """When do I have to test by, and can I sell
calves before then?

Animal and Plant Health Agency
Date: 12 January 2026
Herd: UK 741234   CPH 44/123/4567
Your herd is due a routine TB test. The test must be completed between 1 February 2026 and 31
March 2026. Cattle may not move off the holding after 31 March 2026 until a negative test.""",
    )
    neg(
        ["pasted_results", "fec", "no_program_stamp"],
        "vet:fec-pasted",
        """These are from the lab. Which mob
is over 500 epg on average?

Mob A (ewes): 120, 80, 300, 40 epg
Mob B (weaners): 900, 1,450, 620, 780 epg
Mob C (rams): 260, 540, 310 epg
Sampled 18/02/2026, reported 20/02/2026""",
    )
    neg(
        ["pasted_sms", "reminder"],
        "vet:sms-reminder",
        """I got this text. Can the booster wait until
after our holiday (back 20 May)?

Greenfield Animal Hospital: Bella's annual booster is due 12/05/2026. Book online or call
555-0148. Reply STOP to opt out.""",
    )
    neg(
        ["pasted_schedule", "policy_schedule"],
        "vet:policy-schedule",
        """Does this policy cover a cruciate
operation, and is there a waiting period left?

POLICY SCHEDULE   Policy no. PSC-4417-0093
Pet: Bella, Cocker Spaniel, DOB 02/06/2021
Cover: Complete (lifetime), vet fees limit GBP 8,000 per year
Start date: 01/09/2025   Renewal date: 01/09/2026
Excess: GBP 99 per condition per year; 20% co-pay from age 8
Waiting period: 14 days (illness), 6 months (cruciate ligament)""",
    )
    neg(
        ["relative_time", "urgent"],
        "vet:chocolate-relative",
        """My lab ate about 100 g of dark chocolate
around 40 minutes ago. She weighs 30 kg. Is that dangerous and should I go to the emergency vet now?""",
    )
    neg(
        ["user_typed_clock"],
        "vet:user-clock",
        """It's 2 am here and my cat has been trying to pee every few
minutes since about midnight with nothing coming out. The emergency vet is 50 minutes away. Can it
wait until our own vet opens at 8:30?""",
    )
    neg(
        ["non_english", "cypriot_greek", "invoice"],
        "vet:invoice-cy",
        """Εν λογικό τούτο το τιμολόγιο για
στείρωση γάττας; Εν πολλά;

Κτηνιατρείο Αγίου Αθανασίου — Τιμολόγιο 26/0418 — 14/02/2026
Στείρωση θηλυκής γάττας: €95,00
Αναισθησία και παρακολούθηση: €40,00
Αντιβίωση (5 ημέρες): €12,50
Σύνολο: €147,50""",
    )
    neg(
        ["non_english", "acehnese", "schedule"],
        "vet:vaccine-schedule-acehnese",
        """Nyoe jadwal nyang lon teurimong bak
dinas. Peu ka beutoi?

Jadwal vaksinasi manok ras pedaging - Dinas Peternakan Aceh Besar
Umu 4 uroe: ND (tetes mata)
Umu 12 uroe: Gumboro (ie jeb)
Umu 21 uroe: ND ulang
Laporan keu dinas: tiep 10 uroe""",
    )
    neg(
        ["non_english", "algerian", "certificate"],
        "vet:certificate-dz",
        """هادي الشهادة اللي عطاوهالي. تصلح باش نبيع الكباش في سوق آخر؟

الجمهورية الجزائرية — مفتشية البيطرة لولاية الجلفة
شهادة صحية رقم 2026/0417
التاريخ: 12/03/2026
عدد الرؤوس: 35 كبش — الحلقات من DZ17-004410 إلى DZ17-004444
صالحة لمدة 3 أيام من تاريخ الإصدار.""",
    )
    neg(
        ["pasted_log", "request_ids_in_log", "software_error"],
        "vet:pms-error-log",
        """Our practice software
keeps failing to send SMS reminders. What's the cause?

2026-03-02 07:00:01,114 INFO  reminders.job  batch=8841 queued=212
2026-03-02 07:00:03,870 ERROR sms.gateway  request_id=2d6f1a9e-4c3b-4f7e-8a21-9b0c5e7d3f14 status=401 "invalid API key"
2026-03-02 07:00:03,871 WARN  reminders.job  batch=8841 sent=0 failed=212 retry_at=2026-03-02T07:15:00Z""",
    )
    neg(
        ["pasted_transcript", "timestamps_in_thread", "telemedicine"],
        "vet:tele-transcript",
        """Summarise this
video-consult transcript for the clinical notes.

[19:02] Vet: Hi, what's going on with Mango?
[19:03] Owner: He's been scratching his left ear since Sunday and shaking his head.
[19:05] Vet: Any smell or discharge?
[19:05] Owner: Brown waxy stuff, a bit smelly.
[19:08] Vet: Please book an in-clinic check tomorrow so we can look with an otoscope.""",
    )
    neg(
        ["pasted_log", "journey_log", "transport"],
        "vet:journey-log",
        """Did this load exceed the maximum
journey time for adult cattle (14 h travel, 1 h rest, 14 h travel)?

Journey log - consignment 26-JL-0412
Departed: 03/03/2026 04:30, Omagh
Rest stop: 03/03/2026 18:10-19:20, Cairnryan (watered)
Arrived: 04/03/2026 09:05, Carlisle""",
    )
    neg(
        ["pasted_certificate", "vetting", "date_time_in_document"],
        "vet:prepurchase-vetting",
        """We're buying
this horse. Anything in the vetting that should worry us?

Certificate of veterinary examination of a horse on behalf of a purchaser
Date and time of examination: 21/02/2026 at 10:30
Horse: "Dunmore Lad", 8y bay gelding, passport no. 372004000118853
Stage 5 of 5 completed. Findings: mild swelling of the near-fore suspensory, not lame on the lunge.
Opinion: suitable for purchase for hacking and riding club use.""",
    )
    neg(
        ["pasted_list", "stock_expiry"],
        "vet:stock-expiry",
        """Which of these do I need to reorder or
return before the end of April?

Item                         Batch     Expiry
Meloxicam 1.5 mg/ml, 100 ml  M88213    2026-04-30
Amoxicillin 250 mg tabs      AX1120    2027-01-31
Fluid bags Hartmann's 1 L    H2611     2026-05-15
Rabies vaccine 10 x 1 ml     R4471     2026-04-12""",
    )


# --- hand-written negatives: real estate and property ------------------------------------------------------


def _negatives_property() -> None:
    neg(
        ["pasted_statement", "completion_statement"],
        "property:completion-pasted",
        """Is the apportionment
right on this completion statement? Completion is 27 March.

Completion statement - 14 Orchard Rise - prepared 20/03/2026
Purchase price                                      312,500.00
Less deposit paid on exchange (13/03/2026)          (31,250.00)
Service charge apportionment 28/03/2026-30/06/2026       214.60
Balance required on completion                      281,464.60""",
    )
    neg(
        ["pasted_letter", "mortgage_offer", "expiry_date"],
        "property:mortgage-offer",
        """When does this offer
run out, and what happens if completion slips?

MORTGAGE OFFER    Application ref: HBS-2026-118830
Offer date: 2 March 2026
Loan: GBP 300,000 over 30 years, 5-year fixed at 4.29% until 31 May 2031
This offer is valid for six months from the offer date (until 2 September 2026).""",
    )
    neg(
        ["pasted_document", "decision_in_principle"],
        "property:dip",
        """What's the difference between this
and a real offer? The estate agent wants to see it.

Decision in Principle
Reference: DIP-7734-221-Q
Issued: 14/02/2026 11:32
Valid until: 14/05/2026
Applicant: Mr K. Asante. Indicative maximum loan: GBP 286,000.""",
    )
    neg(
        ["pasted_listing", "mls_number", "open_house_times"],
        "property:listing-pasted",
        """Which open house can
I make if I'm only free weekday evenings?

MLS# 2026-418832   List date: 03/06/2026   List price: $489,000
4 bed / 2.5 bath, 2,140 sq ft, built 1998
Open house: Sat 3/14 1-3 PM; Sun 3/15 12-2 PM; Thu 3/19 5:30-7 PM
Listing agent: J. Morales, Front Range Realty""",
    )
    neg(
        ["pasted_search", "local_authority_search"],
        "property:local-search",
        """Anything in this local
search that should worry a buyer?

LLC1 / CON29 search - 9 Wren Close - search date 05/03/2026
Planning: 18/00412/FUL single-storey rear extension, approved 12/07/2018
Building regulations: completion certificate issued 03/04/2019
Road: Wren Close adopted highway
Enforcement notices: none""",
    )
    neg(
        ["pasted_document", "memorandum_of_sale"],
        "property:memo-of-sale",
        """Please make me a checklist of
what the buyer still has to do from this memo.

MEMORANDUM OF SALE - 22 Elm Road - issued 11/03/2026
Price agreed: GBP 412,000
Buyer: Ms P. Novak (mortgage, DIP seen 10/03/2026)
Target exchange: 24/04/2026   Target completion: 15/05/2026
Chain: buyer first-time buyer; vendor buying on.""",
    )
    neg(
        ["pasted_table", "turnover_schedule"],
        "property:turnover-table",
        """Which turnover is the tightest this
weekend?

| Property | Check-out | Next check-in | Team |
|---|---|---|---|
| Harbor Loft | Sat 11:00 | Sat 15:00 | B |
| Pine Cabin | Sat 10:00 | Sun 16:00 | A |
| Lake Studio | Sun 11:00 | Sun 14:00 | B |""",
    )
    neg(
        ["forwarded_email", "booking_confirmation", "facility"],
        "property:hall-confirmation",
        """Does this
confirmation include the kitchen? We need it for the party.

From: Bookings <bookings@nassaucommunity.example>
Date: Wed, 4 Mar 2026 10:15:22 -0500
Subject: Booking confirmed - Hall B, Sat 21 Mar

Booking ref: NCC-26-0881
Hall B, Saturday 21 March 2026, 12:00-18:00
Included: tables, 80 chairs, PA system.""",
    )
    neg(
        ["pasted_document", "special_conditions", "completion_date"],
        "property:auction-pack",
        """Explain this
special condition in plain English before I bid.

Special Condition 4: Completion shall take place on the twentieth working day after the date of the
auction (the auction being held on 26 March 2026) or, if earlier, on a date agreed in writing. The
buyer shall pay a buyer's premium of 1.8% (min GBP 2,400) on exchange.""",
    )
    neg(
        ["stable_header", "rates_table_date", "licence"],
        "property:stable-rates-bot",
        """Agency: Sliema Homes (licence RA/0882)
Rates table updated: 2026-03-01
Prompt version: 3.1.0
Languages: English, Maltese

You explain buyers' costs in Malta: 5% stamp duty (first-time buyers exempt on the first
EUR 200,000), notary fees about 1%, search fees.

Buyer: I'm a first-time buyer on a EUR 240,000 flat. How much stamp duty?
Assistant:""",
    )
    neg(
        ["id_in_question", "title_number"],
        "property:title-question",
        """The title number on my deeds is
WYK812345 and the UPRN is 100023336956. Are these the same thing, and which one do I give the
solicitor?""",
    )
    neg(
        ["user_typed_dates", "stamp_duty"],
        "property:sdlt-dates",
        """I completed on 31 March 2025 and my
old flat sold on 2 June 2026. Can I still claim back the higher-rate stamp duty, and by when?""",
    )
    neg(
        ["pasted_certificate", "epc"],
        "property:epc",
        """Will this EPC be a problem for letting the flat?

Energy Performance Certificate
Certificate number: 8413-7229-5560-2874-3902
Valid until: 14 October 2029
Current rating: E (47)   Potential: C (72)
Date of assessment: 10 October 2019""",
    )
    neg(
        ["pasted_report", "survey", "inspection_date"],
        "property:survey-report",
        """What does "category 3"
mean on this survey and how urgent is it?

Date of inspection: 18 February 2026
Property: Flat 2, 41 Beech Grove
E2 Roof coverings: condition rating 3 - slipped slates; valley gutter corroded.
F1 Electricity: condition rating 3 - no test certificate seen; recommend EICR.""",
    )
    neg(
        ["pasted_notice", "maintenance_schedule"],
        "property:lift-notice",
        """Our building manager put this up.
Will I be able to move furniture in on the 19th?

NOTICE TO RESIDENTS - Block C
Lift refurbishment: Monday 16 March to Friday 27 March 2026, 08:00-17:00 daily.
The lift will be out of service during these hours. Please plan deliveries outside these times.""",
    )
    neg(
        ["few_shot", "example_dates"],
        "property:few-shot-listing",
        """Extract the viewing request as JSON.

Example: "Can we see 9 Wren Close on Saturday 14 March at 11?" ->
{"address": "9 Wren Close", "date": "2026-03-14", "time": "11:00"}

Input: "Is 22 Elm Road free to view on 21 March around 2pm?"
Output:""",
    )
    neg(
        ["unrendered_template"],
        "property:completion-template",
        """Fix the grammar in this completion
e-mail template but keep every placeholder exactly as it is.

Hi {{buyer_name}}, your completion is booked for {{completion_date}} at {{completion_time}}. Keys
will be release from {{agent_branch}} once we receives the funds. Sent {{sent_at}}.""",
    )
    neg(
        ["non_english", "cypriot_greek", "title_deed"],
        "property:title-deed-cy",
        """Τούτο εν που τον τίτλο
του χωραφιού του παππού μου. Μπορώ να το πουλήσω αν είμαστε τρεις κληρονόμοι;

Τίτλος Ιδιοκτησίας Αρ. 0/12345
Επαρχία: Λεμεσός — Χωριό: Παρεκκλησιά — Φύλλο/Σχέδιο 54/28 — Τεμάχιο 412
Έκταση: 3.345 τ.μ.
Ημερομηνία εγγραφής: 14/06/1988""",
    )
    neg(
        ["non_english", "southern_thai", "contract", "thai_digits"],
        "property:condo-contract-th",
        """สัญญานี้ต้องจ่ายเงินงวดสุดท้ายวันไหนหนิ

สัญญาจะซื้อจะขายห้องชุด เลขที่ ๒๕๖๙/๐๔๑๗
ทำที่ ภูเก็ต วันที่ ๑๒ มีนาคม ๒๕๖๙
ราคา ๓,๒๐๐,๐๐๐ บาท วางมัดจำ ๓๒๐,๐๐๐ บาท ในวันทำสัญญา
ชำระส่วนที่เหลือในวันโอนกรรมสิทธิ์ ภายในวันที่ ๓๐ มิถุนายน ๒๕๖๙""",
    )
    neg(
        ["non_english", "banjarese", "sms"],
        "property:kpr-sms-banjarese",
        """SMS ini maksudnya apa? Ulun
harus bayar kapan?

Bank Kalsel: Angsuran KPR No. 7740-2211 bulan Maret 2026 sebesar Rp1.412.500 jatuh tempo tgl
15/03/2026. Abaikan jika sudah membayar.""",
    )
    neg(
        ["non_english", "mazanderani", "agreement", "persian_digits"],
        "property:agreement-mazanderani",
        """این مبایعه‌نومه ره بخوندم. پول آخر ره کی باید هادم؟

مبایعه‌نامه شماره ۱۴۰۵/۲۲۱۸ — تاریخ ۲ اردیبهشت ۱۴۰۵
ملک: آپارتمان ۸۵ متری، ساری، خیابان فرهنگ
قیمت کل: ۴٬۲۰۰٬۰۰۰٬۰۰۰ ریال — پیش‌پرداخت ۱٬۰۰۰٬۰۰۰٬۰۰۰ ریال در تاریخ قرارداد
مابقی در دفترخانه، حداکثر تا ۳۰ خرداد ۱۴۰۵""",
    )
    neg(
        ["relative_time"],
        "property:relative-offer",
        """The vendor accepted our offer an hour ago but the
agent says another buyer viewed this morning and might come in higher. Can they still accept a
higher offer before we exchange?""",
    )
    neg(
        ["pasted_log", "access_log", "coworking"],
        "property:door-log",
        """Someone says I was in the building
on Sunday. This is my access log from the co-working app. Was I?

Fri 13 Mar 2026 08:41  Main door  IN   card 7741
Fri 13 Mar 2026 18:02  Main door  OUT  card 7741
Sat 14 Mar 2026 10:15  Main door  IN   card 7741
Sat 14 Mar 2026 12:40  Main door  OUT  card 7741""",
    )
    neg(
        ["pasted_table", "price_history"],
        "property:price-history",
        """Has this house been flipped? Look at
the price history.

Date        Event           Price
2019-06-14  Sold            $182,400
2024-09-03  Sold            $205,000
2025-01-20  Listed          $329,000
2025-03-02  Price change    $315,000
2025-04-11  Sold            $309,500""",
    )
    neg(
        ["multi_turn", "pasted_earlier_turn", "lockbox"],
        "property:multi-turn-lockbox",
        """User: Guest says the
lockbox didn't open. Here's the lockbox history:
2026-03-14 15:02:11 code entered 4471 - denied
2026-03-14 15:02:40 code entered 4417 - opened
2026-03-14 15:03:05 box closed
Assistant: The second attempt worked at 15:02:40 with 4417, so the box is fine; the first code was mistyped.
User: OK, but the guest insists it was 4471 on the welcome message. Which is right?
Assistant:""",
    )
    neg(
        ["id_in_question", "application_ref"],
        "property:application-question",
        """My broker's e-mail subject
says "HBS-2026-118830 - valuation instructed 09/03/2026 14:10". Is 118830 my account number, or
something I need to quote when I call the lender?""",
    )


# --- hand-written negatives: agriculture and agronomy ----------------------------------------------------


def _negatives_agri() -> None:
    neg(
        ["pasted_report", "soil_test", "lab_ids"],
        "agri:soil-report",
        """How much lime do I need from this?
I want to grow barley next.

SOIL ANALYSIS REPORT   Lab ref: S26-04471   Received: 02/03/2026   Reported: 06/03/2026
Field: Top Meadow (5.2 ha)   Sampled: 27/02/2026 by client
pH 5.7 | P index 2 (21 mg/l) | K index 1 (98 mg/l) | Mg index 2 (62 mg/l)
Lime requirement to pH 6.5 (arable): 4 t/ha ground limestone""",
    )
    neg(
        ["pasted_report", "tissue_test"],
        "agri:tissue-report",
        """Is the boron low here? It's a leaf test
from my almonds.

Leaf analysis - Block 4 (Nonpareil)   Sampled July 14, 2025   Report #LT-25-8812
N 2.31%  P 0.14%  K 1.18%  Ca 3.02%  Mg 0.71%  B 29 ppm  Zn 18 ppm
Optimum: N 2.2-2.5%, K 1.4% or above, B 30-65 ppm, Zn 15 ppm or above""",
    )
    neg(
        ["pasted_ticket", "scale_ticket", "date_time_in_document"],
        "agri:scale-ticket-pasted",
        """Check the
shrink on this ticket. Did they calculate it right?

BIG SIOUX ELEVATOR   Scale ticket 448213
Date: 10/14/2025  Time in: 09:41  Time out: 09:58
Commodity: Corn   Gross 78,420 lb   Tare 31,060 lb   Net 47,360 lb
Moisture 17.2%   Shrink 2.86%   FM 2.6%   Dock 0.6%
Net bushels: 809.24""",
    )
    neg(
        ["pasted_statement", "settlement_sheet"],
        "agri:settlement-sheet",
        """Why is my check lower than the
contract price times bushels?

Settlement #S-2026-00412   Date 01/22/2026
Contract 7734 (corn, 5,000 bu @ $4.38, delivered Oct-Nov 2025)
Gross: 5,000.00 bu x $4.38 = $21,900.00
Less: storage (11/15-01/15) $325.00; drying $412.40; checkoff $21.90
Net paid: $21,140.70""",
    )
    neg(
        ["pasted_log", "controller_log", "valve_times"],
        "agri:valve-log",
        """Valve 2 should run twice a day.
Did it run yesterday evening?

2026-06-11 05:00:02 V1 ON  (prog A)
2026-06-11 06:10:01 V1 OFF
2026-06-11 06:15:00 V2 ON  (prog B)
2026-06-11 06:45:03 V2 OFF
2026-06-11 17:30:00 V2 SKIP (flow sensor fault)
2026-06-11 19:00:01 V3 ON  (prog C)""",
    )
    neg(
        ["pasted_document", "movement_document", "ear_tags"],
        "agri:movement-doc",
        """Is anything missing from
this movement document before the haulier leaves?

Cattle movement - departure holding 44/123/4567
Date of movement: 17/03/2026
Number of animals: 12
Ear tags: UK 321456 300045 to UK 321456 300056
Destination: Dalton Livestock Market, CPH 32/007/0001
Haulier: J. Lees, authorisation no. UK/T1/00042817""",
    )
    neg(
        ["pasted_export", "csv", "weigh_times"],
        "agri:weigh-export",
        """Work out the daily gain for each
animal between the two weighings.

eid,date,time,weight_kg
982000364510021,2026-01-12,08:14:05,142
982000364510021,2026-03-09,07:58:41,171
982000364510034,2026-01-12,08:15:22,150
982000364510034,2026-03-09,08:01:10,166""",
    )
    neg(
        ["pasted_diary", "spray_diary"],
        "agri:spray-diary",
        """Does this spray diary meet the 7-day harvest
interval if I pick on 28 June?

19/06/2026 07:10  Block 2 strawberries  Switch 0.8 kg/ha  wind 6 km/h  operator: M. Dias
22/06/2026 06:45  Block 2 strawberries  Teldor 1.5 kg/ha  wind 4 km/h  operator: M. Dias""",
    )
    neg(
        ["pasted_docket", "weighbridge", "winery"],
        "agri:crush-docket",
        """Which of my loads had the highest
Baumé? I want to pick the rest of that block tomorrow.

Docket   Date        Block   Variety     Tonnes  Baume
W-8812   03/03/2026  B7      Shiraz      6.42    13.1
W-8819   04/03/2026  B9      Shiraz      5.88    13.8
W-8830   05/03/2026  B7      Grenache    4.10    14.2""",
    )
    neg(
        ["pasted_log", "hive_inspections"],
        "agri:hive-log",
        """Looking at my inspection log, when did hive 3
lose its queen, roughly?

Hive 3
02/05/2026  eggs and young larvae, 6 frames brood, calm
09/05/2026  eggs seen, 2 queen cups (empty)
16/05/2026  no eggs, sealed brood only, 3 capped queen cells
23/05/2026  no eggs, no brood, cells emerged""",
    )
    neg(
        ["pasted_calendar", "queen_rearing_dates"],
        "agri:queen-calendar",
        """Check this calendar I made.
Did I get the emergence date right?

Graft: Mon 4 May 2026
Cells capped: Sat 9 May
Move to mating nucs: Thu 14 May
Queens emerge: Fri 15 - Sat 16 May
Check for eggs: around Fri 29 May""",
    )
    neg(
        ["stable_header", "holding", "season", "crop_plan_version"],
        "agri:stable-farm-header",
        """Farm: Home Farm, Little Ashby
Holding: 31/412/0077
Season: 2026/27
Crop plan version: 2026-02-01
Farm ID: 3d2f9a1c-7b4e-4c0d-9e6a-1f8b2c3d4e5f

You answer questions about this farm's crop plan. Field sizes and crops are in the plan only.

Farmer: Which fields are going into spring barley?
Assistant:""",
    )
    neg(
        ["id_in_question", "eid_tag"],
        "agri:eid-question",
        """Tag 982 000364510047 came up as "unknown" on
the reader at the sale. Does the 982 mean it's a foreign tag, and how do I find the animal's
record?""",
    )
    neg(
        ["few_shot", "example_dates"],
        "agri:few-shot-spray",
        """Turn each spray note into a record.

Example: "sprayed long acre 22/4 revystar 1 litre" ->
{"field": "Long Acre", "date": "2026-04-22", "product": "Revystar XE", "rate_l_ha": 1.0}

Note: "did top meadow 3/5 with proline 0.72"
Record:""",
    )
    neg(
        ["relative_time", "reentry"],
        "agri:relative-reentry",
        """I sprayed the paddock with a herbicide about
3 hours ago. The label says keep livestock out until the spray has dried. It's sunny and dry. Can
I let the ewes back in this afternoon?""",
    )
    neg(
        ["user_typed_clock"],
        "agri:user-clock-milking",
        """It's 5:40 am, the cows are in the parlour and the
vacuum pump is making a knocking noise it didn't make at 5. Should I finish milking or stop now?""",
    )
    neg(
        ["non_english", "garhwali", "receipt", "devanagari_digits"],
        "agri:apple-receipt-garhwali",
        """या रसीद
मा कतगा पैसा कटि गैनी? मंडी वल्लन किलै काटिनी?

फल मंडी देहरादून — बिक्री रसीद सं. ४४७१
दिनांक: १२/०९/२०२६
सेब (रॉयल डिलीशियस) ४२ पेटी × ₹१,२५० = ₹५२,५००
कमीसन ६%: ₹३,१५० — ढुलाई: ₹१,८००
कुल भुगतान: ₹४७,५५०""",
    )
    neg(
        ["non_english", "tumbuka", "sale_slip"],
        "agri:tobacco-slip-tumbuka",
        """Kasi mu pepala ili ndapokera
ndalama zilinga? Nkhukhumba kumanya chifukwa icho bele yinyake yakanizgika.

Auction Holdings - Mzuzu Floors
Sale date: 14/05/2026   Grower no. 88213
Bale 1: 98 kg @ US$2.10   Bale 2: 102 kg @ US$1.95   Bale 3: rejected (mouldy)
Net: US$404.70 less levies US$12.14""",
    )
    neg(
        ["non_english", "romagnol", "delivery_docket"],
        "agri:winery-docket-romagnol",
        """Guèrda stal bòll ad
cunsègna: i grèd ad la sgònda carga j è giust?

Cantèina ad Bertinoro - Bòll n. 2025/0912
Dè: 18 setèmbar 2025
Carga 1: Sanzvés, 38,4 q, 21,5 °Bx
Carga 2: Albana, 22,1 q, 19,8 °Bx""",
    )
    neg(
        ["non_english", "kinaray_a", "seed_certificate"],
        "agri:seed-cert-kinaraya",
        """Ano ang buot silingon
sang certificate? Pwede ko pa ini itanom?

Seed Certificate No. 2026-06-0417
Variety: NSIC Rc 222   Class: Certified   Lot: ANT-26-118
Date tested: 10 Enero 2026   Germination: 88%   Valid until: 10 Hulyo 2026""",
    )
    neg(
        ["non_english", "buryat", "livestock_count"],
        "agri:livestock-count-buryat",
        """Энэ тоо зүб гү? Нэгэ
һарада хэды хурьган нэмэгдэбэ?

2026 оной 3-дахи һарын 1: хонин 212, ямаан 48, үхэр 31
2026 оной 4-дэхи һарын 1: хонин 268, ямаан 55, үхэр 31""",
    )
    neg(
        ["pasted_readings", "bin_cables", "no_program_stamp"],
        "agri:bin-cables-pasted",
        """I wrote these down
from the bin monitor this morning. Anything to worry about?

Bin 3 corn: Cable A 42 43 44 51 44 F; Cable B 41 42 43 43 42 F; Cable C 43 58 47 45 44 F
Bin 4 beans: 38-40 F all sensors""",
    )
    neg(
        ["pasted_docket", "milk_collection"],
        "agri:milk-docket",
        """Why does the app show less milk than the
tanker docket?

Collection docket 26-118830
Date 14/03/2026  Time 06:42
Volume 2,140 L  Temp 3.2 C  Sample taken: yes
Driver: P. Keane""",
    )
    neg(
        ["pasted_label", "seed_lot", "test_date"],
        "agri:seed-label",
        """This bag of wheat seed has been in
the shed since last autumn. Is it still OK to sow?

CERTIFIED SEED - Winter wheat, variety KWS Extase
Lot: UK-26-W-004417   Category: C1
Test date: 08/2025   Germination: 92%   Purity: 99.8%
Treated with: Redigo Pro""",
    )
    neg(
        ["pasted_catalogue", "sale_date"],
        "agri:mart-catalogue",
        """Which lots are heifers under 14 months?

Store cattle sale - Thursday 26 March 2026, 10:30
Lot 41: 6 Lim x bullocks, 14-15 mo
Lot 42: 4 BB x heifers, 12 mo
Lot 43: 8 Hereford x steers, 18 mo
Lot 44: 5 Lim x heifers, 13 mo""",
    )
    neg(
        ["pasted_notification", "push_notification", "times_in_content"],
        "agri:app-push",
        """I got these
notifications from the irrigation app overnight. Which one do I need to deal with first?

Today 01:12  Valve 3: low flow (2.1 L/min, expected 6.0)
Today 03:40  Pump 1: restarted after power cut
Today 05:02  Valve 1: program A completed (70 min)""",
    )
    neg(
        ["multi_turn", "pasted_earlier_turn", "grading"],
        "agri:multi-turn-grading",
        """User: Here's the grade
slip from the elevator:
Load 77 | 2026-10-08 14:22 | Soybeans | Moisture 12.9% | FM 1.1% | Damage 3.4% | Grade US No. 2
Assistant: Your load graded US No. 2, mainly because of the 3.4% damage (No. 1 allows 2.0%).
User: Would it have been No. 1 if the damage were under 2%?
Assistant:""",
    )


# --- hand-written negatives: stable look-alikes in program positions --------------------------------------


def _negatives_stable() -> None:
    neg(
        ["stable_header", "api_version", "knowledge_cutoff"],
        "stable:ats-integration",
        """ATS-Api-Version: 2025-09-30
Knowledge cutoff: 2025-01
Requisition: REQ-2026-0311
Hiring manager: L. Brandt

You draft interview questions for the requisition above. Six questions, two behavioural, two
technical, two about the shift pattern.

Draft:""",
    )
    neg(
        ["stable_header", "centre_number", "exam_series"],
        "stable:exams-officer",
        """Centre number: 48213
Exam series: June 2026
Board specification version: 2024 (first teaching September 2024)
Assistant build: 2026.2.0

You answer exams officers' questions about entries. Quote the board's deadlines from the
handbook only.

Officer: When is the final entry deadline without late fees for June?
Assistant:""",
    )
    neg(
        ["stable_header", "member_since", "policy_start"],
        "stable:pet-policyholder",
        """Policyholder since: 2019-05-03
Policy start: 2025-09-01
Renewal: 2026-09-01
Pets: Bella (cocker spaniel, 2021), Milo (cat, 2018)

You help this policyholder with questions about their own cover.

Policyholder: Is Milo's dental covered?
Assistant:""",
    )
    neg(
        ["stable_header", "brokerage_licence", "criteria_date"],
        "stable:broker-header",
        """Brokerage: Lanyard Mortgages
FCA firm reference: 812345
Lender criteria: Harbour BS criteria guide, edition of 2026-03-02
Prompt revision: 2026-03-05

You answer advisers' questions from the criteria guide only.

Adviser: Does Harbour accept bonus income?
Answer:""",
    )
    neg(
        ["stable_header", "holding", "herd_mark", "time_zone"],
        "stable:herd-header",
        """Herd mark: UK 741234
CPH: 44/123/4567
Time zone: Europe/London
TB testing interval: 12 months (last routine test window Feb-Mar 2026)

You help this farm keep its cattle records tidy. Never advise on moving cattle during a TB
restriction.

Farmer: Can I buy in heifers before our next test?
Assistant:""",
    )
    neg(
        ["stable_header", "tenant_uuid", "office_hours"],
        "stable:tutor-market-header",
        """Marketplace: Brightpath Tutors
Tenant: 9f8e7d6c-5b4a-4321-8fed-cba987654321
Support hours: 08:00-20:00 ET, Mon-Sat
Terms version: 2026-01-15

You answer parents' questions about payments, cancellations and tutor vetting.

Parent: Are the tutors background-checked?
Assistant:""",
    )
    neg(
        ["stable_json", "app_version", "firmware"],
        "stable:controller-json",
        """{
  "controller": "drip-6z",
  "firmware": "4.12.0 (2025-11-20)",
  "zones": 6,
  "installed": "2024-03-18",
  "site": "Xylotymbou"
}
Explain to the farmer what each zone setting means. Keep it short.

Farmer: What does "cycle and soak" do on zone 3?
Assistant:""",
    )
    neg(
        ["stable_yaml", "season", "accreditation"],
        "stable:lab-front-matter",
        """---
lab: Heartland Soil & Plant Lab
accreditation: NAPT 2026 (proficiency cycle 2026-1)
methods_revision: 2025-12-01
season: 2026
---
Answer growers' questions about how the lab's soil test methods work.

Grower: Why do you use Mehlich-3 instead of Bray for phosphorus?
Assistant:""",
    )
    neg(
        ["stable_xml", "uprn", "listing_ids"],
        "stable:listing-xml",
        """<listing mls="2026-418832" uprn="100023336956" listed="2026-03-06" agent="J. Morales"/>
Write three short social media captions for this listing: 4 bed, 2.5 bath, built 1998, big back
yard, near Cherry Creek trail. No emojis.

Captions:""",
    )
    neg(
        ["stable_kv", "centre", "academic_year"],
        "stable:school-kv",
        """[school id=48213 year=2026/27 term=autumn phase=secondary]
You help teachers write letters to parents. Warm, short, no jargon.

Teacher: Write a letter inviting parents to the Year 10 options evening on Thursday 8 October at
6 pm in the main hall.
Letter:""",
    )
    neg(
        ["stable_bullets", "founded", "registration"],
        "stable:coop-bullets",
        """## Co-op
- **Name:** Saqil Ulew
- **Registered:** 1998-04-21
- **Members:** 412
- **Price list valid:** season 2026

You answer members' questions about fertiliser orders. Prices are in the price list only.

Member: Can I pay for fertiliser after harvest?
Assistant:""",
    )
    neg(
        ["stable_header", "knowledge_cutoff", "placeholder_unrendered"],
        "stable:unrendered-now",
        """Knowledge cutoff: 2025-06
Current date: {{current_date}}
Clinic: Bayou Animal Clinic

You help owners understand results released to the app.

Owner: What does "USG" mean on my cat's urine test?
Assistant:""",
    )
    neg(
        ["stable_html_comment", "template_revision"],
        "stable:html-comment-revision",
        """<!-- template: jd-lint v3 (revised 2026-01-20) -->
Check this job description for exclusionary wording and list each issue with a rewrite.

Job description: Recent graduates only. Must be physically fit and able to lift 25 kg. Clean
driving licence required.

Issues:""",
    )


# --- generated positives and negatives: one field in a body at a position ----------------------------------

# (name, language, system prompt, user question, ASCII cue line or None)
BODIES: list[tuple[str, str, str, str, str | None]] = [
    (
        "hireline",
        "en_us",
        "You are Hireline, the recruiting assistant for Ostrander Foods. Answer candidates'\n"
        "questions about the application process only; never discuss other applicants.",
        "How long does the background check usually take after an offer?",
        "Assistant:",
    ),
    (
        "rosterdesk",
        "en_fj",
        "You are the rostering desk assistant for Lautoka Hospital nurses. Explain the\n"
        "shift-bid and swap rules; never approve a swap yourself.",
        "Can I swap a night shift with a day shift?",
        "Assistant:",
    ),
    (
        "tutora",
        "en_gb",
        "You help parents on the Tutora marketplace choose and book tutors. Do not share\n"
        "tutors' contact details.",
        "What happens if the tutor cancels at the last minute?",
        "Assistant:",
    ),
    (
        "examsdesk",
        "en_zm",
        "You answer questions from the examinations office at Lusaka Hills Academy about\n"
        "entries, access arrangements and results.",
        "Can a candidate change tier after entries close?",
        "Answer:",
    ),
    (
        "admitline",
        "en_bd",
        "You help applicants to Padma University's undergraduate programmes with the\n"
        "admission process and the documents they need.",
        "Do I need to attest my HSC certificate?",
        "Answer:",
    ),
    (
        "vetdesk",
        "en_ug",
        "You are the front-desk assistant of Kampala Road Vet Clinic. Give general advice\n"
        "and book visits; never dose medicines.",
        "My goat has a swollen jaw. Should I bring her in?",
        "Assistant:",
    ),
    (
        "petcover",
        "en_ie",
        "You answer PetSure policyholders' questions about their own policy. Never guess a\nclaim outcome.",
        "Does my policy cover physiotherapy after surgery?",
        "Assistant:",
    ),
    (
        "hoofcare",
        "en_gb",
        "You help owners book the farrier and explain shoeing intervals in plain English.",
        "My horse lost a front shoe. How soon can someone come?",
        "Assistant:",
    ),
    (
        "conveyline",
        "en_gb",
        "You help buyers follow their conveyancing matter at Patel & Rowe. Explain each\n"
        "step; you cannot give legal advice.",
        "What happens between exchange and completion?",
        "Assistant:",
    ),
    (
        "homeloans",
        "en_na",
        "You help Windhoek Home Loans customers understand bond terms and repayments.\n"
        "Never promise approval.",
        "Can I pay extra into my bond without a penalty?",
        "Answer:",
    ),
    (
        "turnovers",
        "en_bs",
        "You coordinate cleaning turnovers for Nassau holiday rentals. Be brief and\npractical.",
        "The guest left late. Can we still make the 3 pm check-in?",
        "Assistant:",
    ),
    (
        "hallbooker",
        "en_lr",
        "You book the Sinkor community hall and its meeting rooms. Offer only free slots\n"
        "and ask for the deposit before confirming.",
        "Is the big hall free on Saturday evening?",
        "Assistant:",
    ),
    (
        "fieldnotes",
        "en_us",
        "You are the agronomy assistant for Heartland Co-op. Answer questions about\n"
        "crop nutrition and scouting from the co-op's guides.",
        "When should I side-dress nitrogen on corn?",
        "Assistant:",
    ),
    (
        "elevatordesk",
        "en_us",
        "You answer farmers' questions about grading, drying and storage at Big Sioux\nElevator.",
        "What moisture do you want for soybeans?",
        "Answer:",
    ),
    (
        "beeline",
        "en_zw",
        "You help beekeepers in Manicaland with colony management. Practical answers, no\nbrand names.",
        "How do I know if my colony has a laying worker?",
        "Assistant:",
    ),
    (
        "kaloriziko",
        "cypriot_greek",
        "Είσαι ο βοηθός ενός κτηνιατρείου στη Λάρνακα. Απαντάς σύντομα στα\n"
        "κυπριακά τζαι κλείνεις ραντεβού μόνο στις ελεύθερες ώρες.",
        "Ο σσύλλος μου εν τρώει που εχτές. Πρέπει να τον φέρω;",
        None,
    ),
    (
        "arbereshdesk",
        "arberesh",
        "Ti je ndihmësi i zyrës së Bashkisë për qiratë e tokave bujqësore.\nPërgjigju në arbërisht, shkurt.",
        "Sa kushton qiraja e një ektari ulliri në vit?",
        None,
    ),
    (
        "cantina",
        "romagnol",
        "Te t'si l'aiutènt dla Cantèina ad Bertinoro. Rispònd in rumagnòl ai\nviticultùr.",
        "Quand ch'a i putèn purtè l'ùva de Sanzvés?",
        None,
    ),
    (
        "wengert",
        "swabian",
        "Du bisch dr Helfer vom Weingut Kiefer. Schwätz Schwäbisch ond halt di kurz.",
        "Wann kommt dr Traubeschneider zu ons?",
        "Antwort:",
    ),
    (
        "opleving",
        "zeelandic",
        "Je helpt kopers van nieuwbouwwoningen in Vlissingen. Praet Zeeuws en hou 't kort.",
        "Wanneer krieg ik de sleutels?",
        "Antwoord:",
    ),
    (
        "hrdz",
        "algerian",
        "نتا مساعد الموارد البشرية في شركة في سطيف. جاوب بالدارجة وبجمل قصار.",
        "واش نقدر نبدل يوم العطلة تاعي؟",
        None,
    ),
    (
        "pariksha",
        "awadhi",
        "तू एक इंटर कालेज के परीक्षा बिभाग क सहायक अहा। अवधी मा छोट जवाब द्या।",
        "प्रवेस पत्र कब ले मिली?",
        None,
    ),
    (
        "registry_ctg",
        "chittagonian",
        "তুঁই বিশ্ববিদ্যালয়র রেজিস্ট্রার অফিসর সাহায্যকারী। চাটগাঁইয়া ভাষাত ছোড করি উত্তর দিবা।",
        "আঁর রেজাল্ট কনদিন দিবো?",
        None,
    ),
    (
        "zirlai",
        "mizo",
        "Nang hi Aizawl college-a zirlaite puitu i ni. Mizo tawngin tawi takin chhang rawh.",
        "Exam form thehluh hun a tawp tawh em?",
        "Chhanna:",
    ),
    (
        "oijdoih",
        "zhuang",
        "Mwngz dwg bangcoh boux ndaem oij. Yungh Vahcuengh dap vah, dinj di.",
        "Cangj dangz geizlawz haidaeuz sou oij?",
        "Dap:",
    ),
    (
        "peternak",
        "acehnese",
        "Droeneuh nakeuh ureueng bantu keu peternak manok. Jaweueb lam bahasa Aceh.",
        "Pajan lon jeuet publoe manok nyoe?",
        "Jaweueb:",
    ),
    (
        "sapi",
        "tausug",
        "Ikaw in katabang sin mga mag-uuma ha Sulu. Sumambung ha Bahasa Sug.",
        "Pila in bili sin baba ha tindahan?",
        "Jawab:",
    ),
    (
        "baanphak",
        "southern_thai",
        "เติ้นเป็นผู้ช่วยของบ้านพักตากอากาศที่ภูเก็ต ตอบเป็นภาษาใต้ สั้น ๆ",
        "แขกเช็คอินได้กี่โมงหนิ",
        None,
    ),
    (
        "ongombe",
        "oshiwambo",
        "Ove omukwathi gwaanafaalama yiimuna. Yamukula mOshiwambo, pauxupi.",
        "Ondi na okulisha oongombe dhandje shike pethimbo lyoshikukuta?",
        "Eyamukulo:",
    ),
    (
        "kooperativa",
        "kiche",
        "At ri to'onel re le kooperativa. Chatzolij pa K'iche', xa jub'iq' tzij.",
        "Jampa' k'o ri abono?",
        None,
    ),
    (
        "cutters",
        "bajan",
        "You help cane cutters and farm hands in St Philip wid dey hours an transport. Talk\nplain.",
        "Wuh time de truck does pick up tomorrow?",
        "Assistant:",
    ),
    (
        "ricefield",
        "guyanese",
        "Yuh is di helper fuh rice farmers at Mahaicony. Talk plain Creolese.",
        "When di mill start tek paddy dis crop?",
        "Assistant:",
    ),
    (
        "maktab",
        "hazaragi",
        "تو کومک‌کار مکتب ده کابل استی. کوتاه جواب بتی.",
        "امتحان چهارونیم‌ماهه کی استه؟",
        None,
    ),
    (
        "malchin",
        "buryat",
        "Шамай малай эмшэнэй туһалагша. Буряад хэлээр богонёор харюу үгэ.",
        "Хониндо хэзээ туулга үгэхэб?",
        None,
    ),
    (
        "madioka",
        "kituba",
        "Nge kele nsadisi ya bansambi ya madioka. Vutula na Kikongo ya leta.",
        "Kooperative ta sumba madioka kilumbu nki?",
        "Mvutu:",
    ),
]

LOCALE: dict[str, str] = {
    "en_us": "en-US",
    "en_fj": "en-FJ",
    "en_gb": "en-GB",
    "en_zm": "en-ZM",
    "en_bd": "en-BD",
    "en_ug": "en-UG",
    "en_ie": "en-IE",
    "en_na": "en-NA",
    "en_bs": "en-BS",
    "en_lr": "en-LR",
    "en_zw": "en-ZW",
    "cypriot_greek": "el-CY",
    "arberesh": "aae-IT",
    "romagnol": "rgn-IT",
    "swabian": "swg-DE",
    "zeelandic": "zea-NL",
    "algerian": "ar-DZ",
    "awadhi": "awa-IN",
    "chittagonian": "ctg-BD",
    "mizo": "lus-IN",
    "zhuang": "za-CN",
    "acehnese": "ace-ID",
    "tausug": "tsg-PH",
    "southern_thai": "sou-TH",
    "oshiwambo": "ng-NA",
    "kiche": "quc-GT",
    "bajan": "bjs-BB",
    "guyanese": "gyn-GY",
    "hazaragi": "haz-AF",
    "buryat": "bxr-RU",
    "kituba": "ktu-CD",
}

STABLE_LINES = [
    "Channel: web",
    "Locale: {locale}",
    "Model: gpt-4.1-mini",
    "Region: eu-west-1",
    "Prompt version: 4.2.0",
    "Tier: standard",
    "Assistant build: 2026.3.1",
]


def _fields() -> list[tuple[str, str, str, str, Callable[[Gen17, datetime], str]]]:
    """(cue, family, label, key, value) of the volatile fields the generated positives draw from."""
    return [
        ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
        ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
        ("datetime", "rfc3339_us", "Generated at", "generated_at", lambda g, t: rfc3339(t, 6)),
        ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_ns(t, g.small(0, 1000))),
        ("datetime", "rfc3339_min", "Current time", "current_time", lambda g, t: rfc3339_min(t)),
        ("datetime", "rfc3339_offset", "Server time", "server_time", lambda g, t: rfc3339_off(t)),
        ("datetime", "rfc1123", "Date", "date", lambda g, t: http_date(t)),
        ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
        ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
        ("datetime", "asctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
        ("datetime", "unix_date", "System date", "system_date", lambda g, t: unix_date(t)),
        ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
        ("datetime", "python_isoformat", "Now", "now", lambda g, t: py_iso(t)),
        ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
        (
            "datetime",
            "go_string",
            "Context time",
            "context_time",
            lambda g, t: go_string(t, g.small(1, 1000), f"{g.small(1, 900)}.{g.digits(9)}"),
        ),
        (
            "datetime",
            "dotnet_roundtrip",
            "RequestTimestamp",
            "request_timestamp",
            lambda g, t: dotnet_o(t, g.small(0, 10)),
        ),
        ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t)),
        ("datetime", "us_locale", "Local time", "local_time", lambda g, t: us_locale(t)),
        ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t)),
        ("datetime", "sk_now", "Current date and time", "current_datetime", lambda g, t: sk_now(t)),
        ("datetime", "dmy_slash", "Time now", "time_now", lambda g, t: dmy_slash(t)),
        ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
        ("datetime", "compact", "Request stamp", "request_stamp", lambda g, t: compact(t)),
        ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
        ("date", "iso_date", "Today", "today", lambda g, t: iso_date(t)),
        ("date", "iso_week", "Current ISO week date", "iso_week_date", lambda g, t: iso_week(t)),
        ("datetime", "time12_alone", "Local time", "local_time", lambda g, t: time12(t)),
        ("date", "weekday_alone", "Weekday", "weekday", lambda g, t: DAYS_LONG[t.weekday()]),
        ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
        ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
        ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
        ("epoch", "epoch_ns", "Request start (ns)", "request_start_ns", lambda g, t: str(g.ns(t))),
        ("epoch", "epoch_frac", "Received (epoch)", "received_epoch", lambda g, t: epoch_frac(t)),
        ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
        ("request_id", "uuid1", "Correlation-ID", "correlation_id", lambda g, t: g.uuid1()),
        ("request_id", "uuid7", "X-Request-Id", "x_request_id", lambda g, t: g.uuid7(t)),
        ("request_id", "ulid", "Request", "request", lambda g, t: g.ulid(t)),
        ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
        ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
        ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
        ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
        ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
        (
            "session_id",
            "vendor_prefixed",
            "Conversation",
            "conversation_id",
            lambda g, t: "conv_" + g.b62(24),
        ),
        ("session_id", "base64url", "Session ID", "session_id", lambda g, t: g.b64url(18)),
        ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "usr-" + g.digits(6))),
        ("nonce", "base58", "Nonce", "nonce", lambda g, t: g.b58(22)),
        ("nonce", "base32", "Canary", "canary", lambda g, t: g.b32(26)),
        ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
        ("run_id", "run_ulid", "Run", "run_id", lambda g, t: "run_" + g.ulid(t)),
        ("signature", "hmac_hex", "X-Signature", "signature", lambda g, t: "sha256=" + g.hex(64)),
    ]


NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns", "epoch_frac"}

STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-09-30"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-01"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("Member since", "member_since", "2019-05-03"),
    ("Tenant", "tenant_id", "7c9e6679-7425-40de-944b-e07fc1f90ae7"),
    ("Requisition", "requisition", "REQ-2026-0311"),
    ("Policy effective", "policy_effective", "2026-01-01"),
    ("Holding number", "holding", "31/412/0077"),
    ("Herd mark", "herd_mark", "UK 741234"),
    ("Practice licence", "practice_licence", "RCVS-PR-771203"),
    ("Centre number", "centre_number", "48213"),
    ("Exam series", "exam_series", "June 2026"),
    ("Academic year", "academic_year", "2026/27"),
    ("Crop year", "crop_year", "2026"),
    ("Title number", "title_number", "WYK812345"),
    ("UPRN", "uprn", "100023336956"),
    ("Brokerage licence", "brokerage_licence", "BRK-2019-004412"),
    ("Time zone", "time_zone", "Africa/Windhoek"),
    ("Office hours", "office_hours", "08:00-17:00"),
    ("Timeout (ms)", "timeout_ms", "30000"),
    ("Fiscal year", "fiscal_year", "FY2026"),
    ("Formulary", "formulary_version", "2026.1"),
    ("App version", "app_version", "2026.3.2"),
    ("Firmware", "firmware", "4.12.0 (2025-11-20)"),
    ("Lab accreditation", "accreditation", "UKAS 4412"),
    ("Contract start", "contract_start", "2025-07-01T00:00:00Z"),
    ("Workspace", "workspace_id", "ws_8Kq2LmX9pT4v"),
    ("Season", "season", "2026/27"),
    ("Clinic ID", "clinic_id", "clinic-0412"),
    ("Commit", "commit", "9f2c1e7b4a0d"),
]
STABLE_NUMERIC = {"timeout_ms"}

LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "cypriot_greek": ("Πελάτης που το", "Μάρτη 2019"),
    "swabian": ("Kunde seit", "März 2019"),
    "zeelandic": ("Klant sinds", "12 mei 2018"),
    "acehnese": ("Anggota sejak", "Maret 2020"),
    "tausug": ("Miyimbru sukad", "Hunyo 2019"),
    "mizo": ("Member a nih tanna", "2018"),
    "oshiwambo": ("Oshilyo okuza", "2017"),
    "algerian": ("زبون منذ", "2020"),
    "southern_thai": ("เป็นสมาชิกตั้งแต่", digits("2562", THAI)),
    "awadhi": ("सदस्य", digits("2019 से", DEVANAGARI)),
}

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "tail",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]

GENERATED_POSITIVES = 36
GENERATED_NEGATIVES = 20
FIELDS_DRAWN = 34


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    quoted = value if numeric else f'"{value}"'
    kv_value = f'"{value}"' if " " in value else value
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {quoted}",
        "json": f'"{key}": {quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={kv_value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(
    g: Gen17,
    position: str,
    body: tuple[str, str, str, str, str | None],
    forms: dict[str, str],
    mark: Callable[[str], str],
) -> str:
    name, lang, system, question, cue = body
    locale = LOCALE[lang]
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    if position == "head":
        return f"{mark(forms['line'])}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark(forms['line'])}\n\n{user}{end}"
    if position == "header_block":
        block = [s.format(locale=locale) for s in g.rng.sample(STABLE_LINES, 3)]
        block.insert(g.small(0, 4), mark(forms["line"]))
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark(forms['line'])}{end}"
    if position == "tail":
        return f"{system}\n\n{user}\n\n--\n{mark(forms['line'])}\n"
    if position == "yaml_front":
        return (
            f"---\nassistant: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
        )
    if position == "json_member":
        return (
            f'{{\n  "assistant": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return (
            f'<context assistant="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
        )
    if position == "kv_inline":
        return f"[ctx assistant={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(forms['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return (
        f"## Context\n- **Assistant:** {name}\n{mark(forms['bullet'])}\n- **Locale:** {locale}\n\n"
        f"{system}\n\n{user}{end}"
    )


def generated_positives(g: Gen17) -> list[Draft]:
    """One volatile field (or the current date and time in the body's language) in a body at a position."""
    fields = _fields()
    g.rng.shuffle(fields)
    fields = fields[:FIELDS_DRAWN]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW_LABEL and k % 2 == 0:
            t, now = now_in(g, lang)
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(LOCAL_NOW_LABEL[lang], "now", now, False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            t = zoned(g, lang)
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            Draft(
                marked, f"{SRC}generated:{body[0]}+{family}", ["generated", position, family, f"lang_{lang}"]
            )
        )
    return out


def generated_negatives(g: Gen17) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 8) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE and k % 2 == 1:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            label, key, value = fields[k % len(fields)]
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}negative:generated:{body[0]}+{family}",
                ["hard_negative", "generated", position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen17(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_hr()
    _negatives_edu()
    _negatives_vet()
    _negatives_property()
    _negatives_agri()
    _negatives_stable()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold17", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
