"""Build `prompt_normalizer/corpus/holdout20.jsonl`, a twentieth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout20.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout18.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout18.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. The corpus keeps away from everyday consumer assistant apps (e-mail, calendars, notes,
messaging bots, voice, shopping, recipes, language learning, journaling, travel planners, smart
home, cars, wearables; another corpus was written at the same time about them). Sources that the
earlier docstrings already name were dropped before writing: court dockets, library catalogues with
EZproxy cookies and Koha searches, ferries, school buses, crew signing-on kiosks, signal-box logs,
parking penalty-charge appeals, emergency dispatch (CAD summaries and 112 call-takers), Common
Alerting Protocol, weather forecasts and river gauges, clinic interpreters, municipal 311 desks and
refugee registration; legal intake and legal-aid chatbots (make_holdout3, make_holdout6) were
re-aimed at the staff's own tools (intake screeners, conflict checks, a means calculator, an IVR
line, OCR of letters) and at help lines in languages not used before. The sources here are public and civic services as their staff and users meet them
through AI tools:

* public health: disease surveillance line lists (a county system's pull for this request, a line
  list CSV, a tracker export with duplicate events, a surveillance API's validation error, an
  IDSR case-definition check), outbreak bulletins (a community radio bulletin drafter, a Disease
  Outbreak News item, an IHR notification form, event-based surveillance over media items with a
  scan window computed from now), vaccination campaign logistics (measles-rubella follow-up
  stock and carriers, HPV single-dose microplans, polio tally sheets read by OCR, remote fridge
  monitoring and a Fridge-tag export, an immunisation register lookup, a child health card),
  environmental health (food hygiene inspections from an officer's tablet and inspection reports,
  private water supply sampling rounds, a boil water notice, dengue fogging and ovitrap indices,
  wastewater surveillance dashboards and results), food safety recalls (a recall notice builder
  that writes today's date of issue, an SMS recall line with a gateway relay, a retailer's recall
  list, a lot code question), and helplines for heat, rabies post-exposure prophylaxis, TB
  household contacts, measles and cholera oral rehydration points;
* emergency management: incident action plans (an ICS 202 builder that fills in the date
  prepared, ICS 214 activity logs, objectives), shelter registration (a relief camp kiosk,
  registration exports, staff rosters, occupancy fetched for the request), resource requests (an
  ICS 213 RR webhook with its delivery id, timestamp and signature, a pasted 213 RR, an EMAC Req-A
  envelope, generator fuel boards), damage assessments (field photo uploads with EXIF times as
  content, PDA JSON, EXIF blocks), siren tests (status polls, test logs, a notice drafted in
  Fering with its date of issue, a user's draft notice), a mass notification test review behind
  B3 headers, EOC radio logs and a radio scribe with a relay's receive time, situation reports,
  a volunteer reception centre, a debris hotline, evacuation zone lookups, evacuation bus
  timetables, Individual Assistance letters, mutual aid agreements, a spring freshet in Acadian
  New Brunswick, a volcano in Guatemala, a water outage in Elista and floods in Adygea, Dhubri and
  Zambia's Western Province, a typhoon in Chuuk;
* civic services next to the courts (no court dockets): legal aid intake (screeners, conflict
  checks, a means calculator's single-line JSON tool header, an IVR line's call id and answer
  time, OCR of a notice to vacate, eligibility and certificates), mediation scheduling (a community
  mediation service's availability fetched for the request, family mediation in St Peter Port,
  agreements and e-mail threads), jury summons helplines (summons letters, deferral requests
  relayed from a juror portal, Ulster Scots callers), probate and succession help desks
  (Newcastle, Hyderabad, Porsanger), a family law self-help center's form packets, a victims'
  advice chat, restorative justice letters, debt collection and tenancy letters;
* libraries' digital services: e-book and audiobook lending (app support with a patron session,
  loan histories, holds, a lending platform's webhook, SIP2 self-check traces), interlibrary loans
  (request drafting, ISO 18626 messages, shipping e-mails), digitisation projects (automated QC
  runs, scanner logs, METS headers, fixity checks, OCR passes over digitised newspapers, a
  monastery library in Leh, project plans), archives' reading rooms (seat booking, production
  slips in a reader session, rules, finding aids, triage of forwarded enquiries), crowdsourced
  transcription leases that expire, e-resource access (access broker headers, link resolver
  errors, COUNTER reports, OAI-PMH harvests), MARC and Dublin Core records;
* transport operators' back offices: crew rostering (optimiser runs, rosters, reserve cover,
  duty swaps relayed from a driver app, agreement clauses), lost property (intake with a photo
  upload, matching runs, logs and reports), ticket refunds (an agent JWT and request id, a payment
  provider's delivery envelope around a refund event, refund e-mails and SMS, metro card
  transactions and tickets), fare inspection appeals (appeal packets assembled for a caseworker,
  penalty fare notices, validator scans, handheld exports, appeal letters), depot maintenance (a
  tram depot dispatch with the depot clock, fault codes read for the request, CAN logs, work
  orders, rolling-stock defects in ChatML, a bus depot's repair list in Kalmyk).

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z`, `+00:00` and offsets from -05:00 to +12:00,
RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()` and logging, Log4j ISO8601, Go
RFC3339Nano and `time.Now().String()` with its monotonic reading, .NET round-trip, JavaScript
`toISOString()` and `toString()`, Postgres `timestamptz` text,
Windows general, US medium, the ICS forms' `MM/DD/YYYY HHMM`, English long dates (US and British),
`DD Mon YYYY HH:MM`, dotted, dashed and slashed day-first dates with a time, ISO basic, compact
`YYYYMMDDHHMMSS`, ISO week dates, a weekday alone, 12-hour and 24-hour times alone,
epochs in s, ms, us and ns, and dates and times with localized month and weekday names and native
digits: Haryanvi, Kumaoni and Bodo with Devanagari digits (Haryanvi `बीरवार`, `दोफारी`; Kumaoni
`इतबार`; Bodo month names), Dakhini with Urdu months and Extended Arabic-Indic digits, Rajbanshi
with Bengali digits and `দেওবার`, Kutchi with Gujarati digits, Ladakhi with Tibetan digits and
weekdays (`གཟའ་ཉི་མ`), Chadian Arabic with Arabic-Indic digits, Kaqchikel, Isthmus Zapotec and
Dominican Spanish with Spanish months and `p. m.`, Acadian `14 h 05`, Guernésiais months and
weekdays, Kimbundu and Umbundu with Portuguese months, Iban weekdays (`Hari Satu`) with Malay
months, Kalmyk weekdays (`Сарң`, `Нарн`) and Adyghe weekdays with Russian genitive months, Fering
months and weekdays, Kven weekdays (`tuorestai`) and partitive months, and English months under
Dagbani, Juba Arabic, Fiji Hindi, Chuukese, Mi'kmaq, Silozi, Tiv, Ekegusii, Nagamese, Hiri Motu,
Yumplatok, Dinka, Kimeru and Ateso "today" labels. Identifiers: UUID v1 / v4 (also upper case) /
v7, ULID, KSUID, nanoid, ObjectId, traceparent, B3 single and multi, AWS X-Ray trace ids, long hex
(16 to 64 digits), base32, base58, base62 and base64url tokens, JWTs, HMAC signatures, a snowflake,
a SIP-style Call-ID and vendor-prefixed ids (`sess_`, `conv_`, `call_`, `dlv_`, `up_`, `ocr_`,
`rq_`, `rr_`, `run_`, `job_`, `sr_`, `whd_`). Positions: header blocks (`Label: value`,
HTTP-style with a request line, B3 and trace headers), head and tail of the prompt, the tail of a
system prompt (also in ChatML system turns), a stamp on its own line in a ChatML user turn, YAML
front matter, pretty-printed JSON members (also in a delivery envelope around a payload) and
single-line JSON members, XML attributes and elements, `key=value` pairs in bracketed context
lines, markdown table rows and bullets, HTML comments, templated sentences (inline), phrases with
their preposition ("at ...", "as of ..."), a `[received ...]` or `[rx ...]` prefix on relayed
lines, parenthesised stamps on the user's message, footers after a `--` line, metadata lines
after the last user message, and program lines right above or below a pasted, uploaded or fetched
block.

Prompts are in English (Kenyan, Nigerian, Sierra Leonean, South African, Indian, Scottish, Welsh,
Northern Irish, Irish, British, US, Canadian, Australian, New Zealand and Micronesian, and as the
working language of offices in Germany, Switzerland, the Netherlands, Belgium, Norway and Italy)
and in Haryanvi, Kumaoni, Bodo, Dakhini, Rajbanshi, Kutchi, Ladakhi, Fiji Hindi, Nagamese, Chadian
Arabic, Juba Arabic, Dagbani, Luhya (Oluwanga), Ekegusii, Kimeru, Ateso, Silozi, Kimbundu,
Umbundu, Tiv, Dinka, Kaqchikel, Isthmus Zapotec, Wayuunaiki, Mi'kmaq, Acadian French, Dominican
Spanish, Chuukese, Hiri Motu, Torres Strait Creole (Yumplatok), North Frisian (Fering), Ulster
Scots, Guernésiais, Kven, Kalmyk, Adyghe and Iban (37 languages and varieties, none of them used
by the earlier holdouts, checked against their docstrings), with system prompts in Norwegian,
Russian, Spanish and Portuguese around some of them and a Mende greeting (scripts: Latin,
Devanagari, Arabic, Bengali, Gujarati, Tibetan, Cyrillic). The prompts in the smaller of these
languages are short: often an English system prompt, the app's "today" or "now" label in the
language and a user message in the language.

What it is: 303 prompts. 142 carry volatile fields (196 spans): 102 hand-written positives (156
spans; 52 with two fields, one with three) and 40 generated ones. 161 carry none: 131 hand-written
negatives (128 hard negatives and three plain controls) and 30 generated hard negatives; 91 of the
hand-written negatives are material the user pastes, uploads, forwards or copies and asks about
(line lists, bulletins, notices, forms, letters, case notes, e-mails, SMS, chat exports, logs,
exports, records, tables, timetables, rosters, reports, XML and JSON messages, protocol traces),
with the question before the block (14), after it (50), after it with no pointing words and no
blank line (17), with the block between two paragraphs of the user (6), or in an earlier turn of a
multi-turn chat (6); 23 are in languages other than English, and 16 begin with lines exactly like
program metadata (`Timestamp,...`, `Date:`, `Report date:`, `Report generated:`, `Request ID:`,
`registered_at,...`, `logged_at,...`, `Scanned,...`, log lines, a JSON object whose first member is
`"id"` or `"timestamp"`, ISO 18626 and OAI-PMH messages with their timestamps). Ten hand-written
negatives hold stable look-alikes in program positions (case-definition adaptation dates, prompt
revisions and knowledge cutoffs, heat plan versions, plan and annex revisions, means-test
thresholds and handbook versions, catalogue releases and terms-accepted dates, rostering agreement
dates and rules versions, in a header, YAML front matter, XML attributes, an HTML comment and a
bracketed context line); the others are ids, epi weeks and timestamps the user asks about,
few-shot dates, relative times, user-typed clocks and dates, unrendered templates and user
drafts. The positives put the same-looking lines in program positions; eleven stamp data that the
program fetched for this request (a line list, fridge readings, a register record, siren status,
shelter occupancy, a fuel board, an evacuation zone, mediator availability, a form packet, reading
room seats, fault codes), where only the stamp is labelled, and nine sit right above or below a block the user
pasted or uploaded (a tally sheet, field photos, a conflict check, a notice read by OCR, QC and
OCR reports, a roster run, an appeal packet, a forwarded e-mail). The generated positive family
puts one field (28 formats and labels used of the 44 drawn, or the current date and time labelled
and written in the body's language, 12 cases) at one of twelve positions (head, system tail,
header block, after the last user message, footer, YAML front matter, JSON member, XML attribute,
`key=value` in a bracketed context line, parenthesised value on the user's message, HTML comment,
markdown bullet) of 42 bodies in 42 languages and varieties; the generated negative family uses
the same bodies and positions with one stable value drawn from generic ones (API version,
knowledge cutoff, prompt revision, member since, tenant, contract start in RFC 3339, office hours,
timeout, fiscal year, release) and ones that fit the body's domain (case-definition adaptation,
campaign window, cold-chain SOP, plan revision, activation level, shelter capacity, handbook,
service area, means-test thresholds, office, loan period, catalogue release, branch, lending
platform version, depot, rules version, fleet range), or a member-since date in Haryanvi, Kutchi,
Iban, Dominican Spanish or Acadian French. The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout18.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Work sessions are sessions, as in make_holdout12 to make_holdout18: an inspection tablet session,
  an IAP builder session, a volunteer desk session, a radio scribe session, a legal aid intake
  session, a probate desk session, a reader session in an archive, a patron session, a lost
  property intake session, a caseworker session and a hotline call move with the current time; case and incident numbers, juror numbers, registration ids,
  reader tickets, loan ids, penalty notices, work orders, fleet and duty numbers stay.
* Runs and deliveries: a roster optimiser run, a lost-property match run, a digitisation QC run,
  an OCR job, a conflict check, an event-based surveillance scan and a sampling planner run move
  with their start; a resource request's, a juror portal's, a lending platform's and a payment
  provider's delivery id, delivery time and signature move, and the request, the deferral, the
  loan event and the refund event inside them (`requested_at`, `summons_date`, `checked_out`,
  `created_at`, the event's own `id`) stay. A support ticket number was replaced by a request id
  where it could have been read as a business record.
* "Today" written into an artefact by the program moves: a recall notice's date of issue, an ICS
  202's date/time prepared, a siren test notice's date of issue. Operational periods, report
  dates, summons and hearing dates, due dates, best-before dates and campaign windows stay.
* Fetched data keeps its own dates: onset and report dates, fridge minima and maxima, dose dates,
  last siren tests, occupancy, fuel left, mediator slots, reading room seats and fault-code first
  occurrences stay; only the program's stamp ("Remote temperature readings as of ... for this
  request", "Siren status polled at ... for this request", "Fetched:", "Snapshot ... (this
  request)") moves. The same kinds of blocks pasted by the user carry no span.
* A lease that the program grants for this session expires at a time computed from now, which
  moves with it (as expiries do in make_holdout9 and make_holdout11); a library card's expiry, a
  bus pass's expiry and a legal aid certificate's validity are content.
* A device or site clock read for this request is the current time: an officer's tablet clock, a
  registration kiosk's date, a depot clock, a server time; times typed by the user ("It's 4:50 pm
  here", "Il est 6 h 40 astheure") stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Siren status polled at <time> for this request:" leaves "Siren status polled for this
  request:"); XML attributes and `key=value` pairs are followed by a stable neighbour; a markdown
  row or bullet, an XML element, an HTML comment and a stamp on its own line in a ChatML turn are
  whole-line spans; single-line JSON members are cut with the comma after
  them, and volatile members of pretty-printed JSON are never the last member of their object.
* Only ASCII `Label:` cue lines (or a chat template's assistant header) end positives; prompts
  whose natural cue would be in another script end with the user's message or with the metadata
  after it.
"""

from __future__ import annotations

import base64
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
    DAYS_LONG,
    EDT,
    EST,
    IST,
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

SEED = 20290317
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout20.jsonl"
SRC = "holdout20:"

# --- zones: fixed offsets, and pairs (standard, summer) chosen by month ---------------------------------


def _tz(name: str, minutes: int) -> timezone:
    return timezone(timedelta(minutes=minutes), name)


GMT = _tz("GMT", 0)
BST = _tz("BST", 60)
WAT = _tz("WAT", 60)
CAT = _tz("CAT", 120)
EAT = _tz("EAT", 180)
MSK = _tz("MSK", 180)
TRT = _tz("TRT", 180)
MYT = _tz("MYT", 480)
PHT = _tz("PHT", 480)
CHUT = _tz("CHUT", 600)
PGT = _tz("PGT", 600)
AEST = _tz("AEST", 600)
FJT = _tz("FJT", 720)
AST = _tz("AST", -240)
ADT = _tz("ADT", -180)
CST6 = _tz("CST", -360)
COT = _tz("COT", -300)
UK = (GMT, BST)
EU = (CET, CEST)
ATL = (AST, ADT)
USE = (EST, EDT)
PAC = (_tz("PST", -480), _tz("PDT", -420))

Zone = timezone | tuple[timezone, timezone]

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


class Gen20(Gen):
    """make_holdout's seeded source, with local zones and a few more identifier shapes."""

    def at(self, zone: Zone = UTC) -> datetime:
        if isinstance(zone, tuple):
            t = self.moment()
            return t.astimezone(zone[1] if 4 <= t.month <= 10 else zone[0])
        return self.moment(zone)

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b64(self, nbytes: int) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(nbytes))
        return base64.b64encode(raw).decode()

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def pid(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def uuid_upper(self) -> str:
        return self.uuid4().upper()


# --- value formats not in make_holdout ------------------------------------------------------------------


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def dmy_slash(t: datetime, seconds: bool = False) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}" if seconds else f"{t:%d/%m/%Y %H:%M}"


def ymd_slash(t: datetime) -> str:
    return f"{t:%Y/%m/%d %H:%M:%S}"


def _ampm(t: datetime) -> tuple[int, str]:
    return t.hour % 12 or 12, "PM" if t.hour >= 12 else "AM"


def us_medium(t: datetime) -> str:
    h, p = _ampm(t)
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {p}"


def time12(t: datetime, lower: bool = False) -> str:
    h, p = _ampm(t)
    return f"{h}:{t:%M} {p.lower() if lower else p}"


def time24(t: datetime) -> str:
    return f"{t:%H:%M}"


def brit_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def pg_text(t: datetime) -> str:
    off = int((t.utcoffset() or timedelta(0)).total_seconds() // 3600)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{off:+03d}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def zone_label(t: datetime) -> str:
    return f"{t:%H:%M} {t.tzname()}"


# --- localized dates: month and weekday names, native digits ----------------------------------------------

DEVA = "०१२३४५६७८९"
BENG = "০১২৩৪৫৬৭৮৯"
GUJR = "૦૧૨૩૪૫૬૭૮૯"
TIBT = "༠༡༢༣༤༥༦༧༨༩"
ARAB = "٠١٢٣٤٥٦٧٨٩"
EXTA = "۰۱۲۳۴۵۶۷۸۹"


def nat(text: str, table: str) -> str:
    """ASCII digits written in a native digit set."""
    return "".join(table[ord(c) - 48] if "0" <= c <= "9" else c for c in text)


HI_MONTHS = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
HARYANVI_DAYS = ["सोमवार", "मंगलवार", "बुधवार", "बीरवार", "शुक्करवार", "शनिवार", "ऐतवार"]
KUMAONI_DAYS = ["सोमबार", "मंगलबार", "बुधबार", "बिरबार", "सुकरबार", "सनिबार", "इतबार"]
BODO_MONTHS = [
    "जानुवारी",
    "फेब्रुवारी",
    "मार्च",
    "एप्रिल",
    "मे",
    "जुन",
    "जुलाइ",
    "आगस्ट",
    "सेप्टेम्बर",
    "अक्टोबर",
    "नवेम्बर",
    "डिसेम्बर",
]
BODO_DAYS = ["समबार", "मंगलबार", "बुदबार", "बिस्थिबार", "सुखुरबार", "सनिबार", "रबिबार"]
URDU_MONTHS = [
    "جنوری",
    "فروری",
    "مارچ",
    "اپریل",
    "مئی",
    "جون",
    "جولائی",
    "اگست",
    "ستمبر",
    "اکتوبر",
    "نومبر",
    "دسمبر",
]
URDU_DAYS = ["پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار"]
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
RAJBANSHI_DAYS = ["সোমবার", "মঙ্গলবার", "বুধবার", "বিসুদবার", "শুক্করবার", "শনিবার", "দেওবার"]
GU_MONTHS = [
    "જાન્યુઆરી",
    "ફેબ્રુઆરી",
    "માર્ચ",
    "એપ્રિલ",
    "મે",
    "જૂન",
    "જુલાઈ",
    "ઑગસ્ટ",
    "સપ્ટેમ્બર",
    "ઑક્ટોબર",
    "નવેમ્બર",
    "ડિસેમ્બર",
]
KUTCHI_DAYS = ["સૂમાર", "મંગર", "બુધર", "ગુરૂ", "સુકર", "છંઞર", "ડિતવાર"]
TIB_DAYS = ["གཟའ་ཟླ་བ", "གཟའ་མིག་དམར", "གཟའ་ལྷག་པ", "གཟའ་ཕུར་བུ", "གཟའ་པ་སངས", "གཟའ་སྤེན་པ", "གཟའ་ཉི་མ"]
AR_DAYS = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]
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
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
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
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
GUERNESIAIS_MONTHS = [
    "Janvyi",
    "Févryi",
    "Mar",
    "Avri",
    "Mai",
    "Juin",
    "Juilet",
    "Août",
    "Septembre",
    "Octobre",
    "Novembre",
    "Déchembre",
]
GUERNESIAIS_DAYS = ["Lundi", "Mardi", "Mêcrédi", "Jeudi", "Vendrédi", "Sammedi", "Dînmanche"]
PT_MONTHS = [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
]
MS_MONTHS = [
    "Januari",
    "Februari",
    "Mac",
    "April",
    "Mei",
    "Jun",
    "Julai",
    "Ogos",
    "September",
    "Oktober",
    "November",
    "Disember",
]
IBAN_DAYS = ["Hari Satu", "Hari Dua", "Hari Tiga", "Hari Empat", "Hari Lima", "Hari Enam", "Hari Minggu"]
RU_MONTHS_GEN = [
    "января",
    "февраля",
    "марта",
    "апреля",
    "мая",
    "июня",
    "июля",
    "августа",
    "сентября",
    "октября",
    "ноября",
    "декабря",
]
KALMYK_DAYS = ["Сарң", "Мигмр", "Үлмҗ", "Пүрвә", "Басң", "Бембә", "Нарн"]
ADYGHE_DAYS = ["Блыпэ", "Гъубдж", "Бэрэскэжъый", "Мэфэку", "Бэрэскэшху", "Мэфэзакъу", "Тхьаумаф"]
FERING_MONTHS = [
    "Januaar",
    "Februaar",
    "Maarts",
    "April",
    "Mai",
    "Juuni",
    "Juuli",
    "August",
    "September",
    "Oktoober",
    "Nowember",
    "Detsember",
]
FERING_DAYS = ["Mundai", "Teisdai", "Weedensdai", "Tüürsdai", "Freidai", "Saninj", "Söndai"]
KVEN_MONTHS = [
    "tammikuuta",
    "helmikuuta",
    "maaliskuuta",
    "huhtikuuta",
    "toukokuuta",
    "kesäkuuta",
    "heinäkuuta",
    "elokuuta",
    "syyskuuta",
    "lokakuuta",
    "marraskuuta",
    "joulukuuta",
]
KVEN_DAYS = ["maanantai", "tiistai", "keskiviikko", "tuorestai", "perjantai", "lauantai", "sunnuntai"]


def haryanvi_now(t: datetime) -> str:
    h, _ = _ampm(t)
    part = "सुबह" if t.hour < 12 else ("दोफारी" if t.hour < 17 else "साँझ")
    return nat(
        f"{HARYANVI_DAYS[t.weekday()]}, {t.day} {HI_MONTHS[t.month - 1]} {t.year}, {part} {h}:{t:%M}", DEVA
    )


def kumaoni_date(t: datetime) -> str:
    return nat(f"{t.day} {HI_MONTHS[t.month - 1]} {t.year}, {KUMAONI_DAYS[t.weekday()]}", DEVA)


def bodo_now(t: datetime) -> str:
    return nat(f"{t.day} {BODO_MONTHS[t.month - 1]} {t.year}, {BODO_DAYS[t.weekday()]}, {t:%H:%M}", DEVA)


def dakhini_now(t: datetime) -> str:
    return nat(f"{URDU_DAYS[t.weekday()]}، {t.day} {URDU_MONTHS[t.month - 1]} {t.year}، {t:%H:%M}", EXTA)


def rajbanshi_date(t: datetime) -> str:
    return nat(f"{t.day} {BN_MONTHS[t.month - 1]} {t.year}, {RAJBANSHI_DAYS[t.weekday()]}", BENG)


def kutchi_now(t: datetime) -> str:
    return nat(f"{KUTCHI_DAYS[t.weekday()]}, {t.day} {GU_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}", GUJR)


def ladakhi_date(t: datetime) -> str:
    return nat(f"ཕྱི་ལོ་{t.year} ཟླ་{t.month} ཚེས་{t.day} {TIB_DAYS[t.weekday()]}", TIBT)


def chadian_now(t: datetime) -> str:
    return nat(f"{AR_DAYS[t.weekday()]} {t:%d/%m/%Y} {t:%H:%M}", ARAB)


def spanish_date(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]} {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"


def spanish_now_12(t: datetime) -> str:
    h, p = _ampm(t)
    return f"{h}:{t:%M} {'p. m.' if p == 'PM' else 'a. m.'}"


def acadian_time(t: datetime) -> str:
    return f"{t.hour} h {t:%M}"


def french_date(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}"


def guernesiais_date(t: datetime) -> str:
    return f"{GUERNESIAIS_DAYS[t.weekday()]} {t.day} {GUERNESIAIS_MONTHS[t.month - 1]} {t.year}"


def portuguese_date(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def iban_date(t: datetime) -> str:
    return f"{IBAN_DAYS[t.weekday()]}, {t.day} {MS_MONTHS[t.month - 1]} {t.year}"


def kalmyk_now(t: datetime) -> str:
    return f"{t.year} җилин {t.day} {RU_MONTHS_GEN[t.month - 1]}, {KALMYK_DAYS[t.weekday()]}, {t:%H:%M}"


def adyghe_date(t: datetime) -> str:
    return f"{t.day} {RU_MONTHS_GEN[t.month - 1]} {t.year}, {ADYGHE_DAYS[t.weekday()]}"


def fering_date(t: datetime) -> str:
    return f"{FERING_DAYS[t.weekday()]}, di {t.day}. {FERING_MONTHS[t.month - 1]} {t.year}"


def kven_date(t: datetime) -> str:
    return f"{KVEN_DAYS[t.weekday()]} {t.day}. {KVEN_MONTHS[t.month - 1]} {t.year}"


def english_dmy(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


# --- cases ---------------------------------------------------------------------------------------------------

POS: list[Callable[[Gen20], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen20], Draft]) -> Callable[[Gen20], Draft]:
    POS.append(fn)
    return fn


def draft(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, SRC + source, tags)


def neg(source: str, tags: list[str], text: str, control: bool = False) -> None:
    NEG.append(Draft(text, f"{SRC}negative:{source}", (["control"] if control else ["hard_negative"]) + tags))


# --- positives: public health ----------------------------------------------------------------------------


@pos
def _ph_line_list_fetch(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""You support the Kisumu County disease surveillance officer. Answer from the line list only and flag
every case that meets the suspected cholera case definition (acute watery diarrhoea in a person aged
2 years or more). Do not guess missing values.

Line list pulled from the county surveillance system for this request:
{v("datetime", "Fetched: " + rfc3339(t))}
case_no,sub_county,age,sex,onset,seen,stool,dehydration,rdt
KSM-0417,Nyando,34,F,2026-03-02,2026-03-03,watery,some,pos
KSM-0418,Nyando,1,M,2026-03-02,2026-03-04,watery,none,not done
KSM-0421,Muhoroni,57,M,2026-03-04,2026-03-04,bloody,some,neg
KSM-0424,Nyakach,19,F,2026-03-05,2026-03-06,watery,severe,pos

Officer: Which of these go on the IDSR weekly form as suspected cholera, and which need a second look?
Assistant:""",
        "public-health:line-list-fetch",
        ["public_health", "header_block", "fetched_block_neighbour", "rfc3339", "lang_en_KE"],
    )


@pos
def _ph_bulletin_front_matter(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""---
tool: bulletin-drafter
county: Kakamega
{v("datetime", 'generated_at: "' + rfc3339(t, 3) + '"')}
{v("session_id", "draft_session: " + g.nanoid())}
language: luy
---
Write a community radio bulletin of at most 90 words in Luhya (Oluwanga) from the county figures
below. Say where the oral rehydration points are and when to go to a facility. No blame, no rumours.

Figures for epi week 11 (county health records office): 42 new suspected cholera cases, 3 deaths,
cases in Mumias East, Matungu and Lurambi; ORPs at Shianda market, Mayoni and Lurambi dispensary.

User: Bulletin iyo ibe efupi, yikhwasomwa khu radio ya Mumias mu shiitsuli.
Assistant:""",
        "public-health:bulletin-front-matter",
        ["public_health", "yaml_front", "rfc3339", "nanoid", "lang_luy"],
    )


@pos
def _ph_mr_campaign_json(g: Gen20) -> Draft:
    t = g.at(GMT)
    rid = v("request_id", '"request_id": "' + g.uuid7(t) + '",')
    ts = v("epoch", '"requested_at_ms": ' + str(epoch_ms(t)) + ",")
    return draft(
        f"""{{
  "app": "mr-campaign-logistics",
  "region": "Northern",
  {rid}
  {ts}
  "district": "Tamale Metro"
}}
You help district cold-chain officers in northern Ghana plan the measles-rubella follow-up campaign.
Reply in Dagbani when the officer writes in Dagbani, keep quantities in figures, and never plan more
than 8 vials per carrier per day.

Stock at the district store: 1,240 vials MR (10-dose), 310 vaccine carriers, 62 cold boxes.
Sessions planned: 188 over 6 days (fixed and outreach together).

Officer: Vaccine carriers 310 maa ni saɣi ka sessions 188 ŋɔ tuma dabsa ayɔbu ni?
Assistant:""",
        "public-health:mr-campaign-json",
        ["public_health", "json_block", "head", "uuid7", "epoch_ms", "lang_dag"],
    )


@pos
def _ph_fridge_as_of(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""You are the cold-chain assistant of the Kokrajhar district immunisation office. Decide whether
each fridge needs action under the 2-8 °C rule: one excursion above 8 °C for more than 60 minutes
means a shake test and a report to the DIO.

Remote temperature readings {v("datetime", "as of " + dd_mon(t) + " IST")} for this request:
Fridge   Site                 Min (24h)  Max (24h)  Minutes above 8 °C
ILR-03   Gossaigaon CHC       2.9        9.4        74
ILR-07   Kachugaon PHC        3.1        7.8        0
ILR-11   Dotma PHC            1.6        8.3        22

User: Which fridges need a shake test, and who should I call first?
Assistant:""",
        "public-health:fridge-as-of",
        ["public_health", "phrase_as_of", "fetched_block_neighbour", "dd_mon", "lang_en_IN"],
    )


@pos
def _ph_inspection_tablet(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""[insp ctx officer=EHO-114 {v("session_id", "tablet_session=" + g.uuid7(t))} premises=FB-20931 authority=fife]
{v("datetime", "Tablet clock: " + windows_general(t))}
You help environmental health officers in Fife write up food hygiene inspections. Use the Food Law
Code of Practice (Scotland) wording for contraventions, and keep the summary to the owner under 120
words.

Officer notes: walk-in chiller at 9 °C, no probe records for three days, raw chicken stored above
cooked ham on the left rack, handwash basin blocked by a mop bucket. Owner was co-operative.

Officer: Draft the summary for the owner and list what goes in the formal letter.
Assistant:""",
        "public-health:inspection-tablet",
        ["public_health", "kv_inline", "header_block", "uuid7", "windows_datetime", "lang_en_GB_SCT"],
    )


@pos
def _ph_recall_builder(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""RecallDesk notice builder
Template: consumer recall v6
{v("date", "Date of issue (today, filled in by RecallDesk): " + brit_long(t))}
Owner: FSAI consumer protection

Write the consumer-facing recall notice for the product below. Plain language, no speculation about
illness, and tell consumers what to do with the product.

Product: Glenmore Oat & Honey Bars, 6 x 35 g
Lot codes: 26043B and 26044B, best before 12/2026
Problem: may contain undeclared peanut (supplier ingredient change)
Retailers: Dunnes Stores, SuperValu, Centra

Notice:""",
        "public-health:recall-builder",
        ["public_health", "header_block", "head", "today_in_artefact", "brit_long", "lang_en_IE"],
    )


@pos
def _ph_heat_chatml_haryanvi(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""<|im_start|>system
You are the heat-health helpline assistant of the Haryana health department. Answer in Haryanvi when
the caller writes in Haryanvi. Keep advice practical (water, shade, ORS, checking on neighbours) and
send anyone with confusion, fainting or very hot dry skin to the nearest hospital or 108.
{v("datetime", "आज का दिन: " + haryanvi_now(t))}
<|im_end|>
<|im_start|>user
म्हारे गाम म्ह लू चाल री सै, बुड्ढे माणसां खात्तर के करां? बिजली भी दिन म्ह चार घंटे जा सै।<|im_end|>
<|im_start|>assistant
""",
        "public-health:heat-chatml-haryanvi",
        ["public_health", "chat_template", "system_tail", "localized_now", "devanagari_digits", "lang_bgc"],
    )


@pos
def _ph_tb_contact_fiji(g: Gen20) -> Draft:
    t = g.at(FJT)
    return draft(
        f"""Programme: National TB Programme, Fiji
Script: household contact screening v4
{v("datetime", "Call started: " + rfc3339(t))}
Nurse station: Labasa

You help TB nurses screen household contacts by phone. Ask one question at a time (cough for two
weeks or more, fever, night sweats, weight loss), write the answers in English for the register,
and reply to the nurse in Fiji Hindi when she writes in Fiji Hindi.

Nurse: Ghar me paanch log hai, ek bachcha ke do hafta se khaasi hai. Pahile kaun sawaal puche?
Assistant:""",
        "public-health:tb-contact-fiji",
        ["public_health", "header_block", "head", "rfc3339", "lang_hif"],
    )


@pos
def _ph_rabies_kumaoni(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("date", "आजक दिन: " + kumaoni_date(t))}
You are the rabies helpline assistant of the Almora district hospital. Give the post-exposure schedule
(intradermal: days 0, 3, 7 and 28; intramuscular: days 0, 3, 7, 14 and 28), count the dates from the
day the first dose was given, and reply in Kumaoni when the caller writes in Kumaoni.

User: मेरि च्येलि कें परसि कुकुरैल काटि है, पैंल इंजेक्सन लागि गो, अघिल इंजेक्सन कब लागल?""",
        "public-health:rabies-kumaoni",
        [
            "public_health",
            "head",
            "header_block",
            "traceparent",
            "localized_now",
            "devanagari_digits",
            "lang_kfy",
        ],
    )


@pos
def _ph_wastewater_dashboard(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""{v("request_id", "<!-- render_id: " + g.ulid(t) + " -->")}
## Wastewater surveillance context
- **Programme:** State wastewater surveillance, SARS-CoV-2 and influenza A
- **Sites:** 14 treatment plants, twice-weekly composite samples
{v("datetime", "- **Rendered:** " + js_iso(t))}

Explain the trend to a county health officer in three sentences, and say whether the data alone
justify a public message. Concentrations are PMMoV-normalised.

Plant           Sample dates        SARS-CoV-2 (norm.)   Influenza A (norm.)
Riverbend WWTP  Mar 2 / Mar 5       0.84 / 1.31          0.22 / 0.19
Oak Hollow      Mar 2 / Mar 5       0.41 / 0.47          0.35 / 0.58

Officer: Is Riverbend rising enough to worry about?
Assistant:""",
        "public-health:wastewater-dashboard",
        ["public_health", "html_comment", "md_bullets", "ulid", "js_iso", "lang_en_US"],
    )


@pos
def _ph_notifiable_xml(g: Gen20) -> Draft:
    t = g.at(AEST)
    return draft(
        f"""<portal-request {v("request_id", 'id="' + g.uuid4() + '"')} {v("datetime", 'received="' + rfc3339(t) + '"')} channel="gp-web" clinic="C-2291">
<notification>
  <condition>Pertussis</condition>
  <onset>2026-02-21</onset>
  <specimen_collected>2026-02-26</specimen_collected>
  <test>PCR, Bordetella pertussis detected</test>
  <patient_age>4 months</patient_age>
  <vaccination>DTPa dose 1 on 2026-01-08</vaccination>
</notification>
</portal-request>
Check the notification against the Queensland notifiable conditions rules: is anything missing
that the public health unit will ask the GP for? List the gaps only.""",
        "public-health:notifiable-xml",
        ["public_health", "xml_attr", "two_in_line", "uuid", "rfc3339", "lang_en_AU"],
    )


@pos
def _ph_dengue_iban(g: Gen20) -> Draft:
    t = g.at(MYT)
    return draft(
        f"""Vector control desk: Bahagian Kawalan Vektor, Sri Aman
{v("date", "Saritu: " + iban_date(t))}

You plan fogging and larviciding rounds after dengue notifications. Reply in Iban when the officer
writes in Iban. Fogging is done at dawn or dusk, within 400 m of the case's house, and repeated after
7 days.

Cases this week: Kpg. Lubok Antu (2, notified on Monday), Taman Sri Aman (1, notified on Wednesday).

User: Kati jam enggau hari ti manah kami ngasap ba Kpg. Lubok Antu?""",
        "public-health:dengue-iban",
        ["public_health", "header_block", "head", "localized_now", "lang_iba"],
    )


@pos
def _ph_registry_lookup(g: Gen20) -> Draft:
    t = g.at(UTC)
    return draft(
        f"""You help practice nurses in Aotearoa New Zealand decide which vaccines a child is due for, using
the schedule and the register record below. If a dose is overdue, say which catch-up schedule to use.

Record retrieved from the immunisation register {v("datetime", "at " + rfc3339(t, 3))} for this request:
NHI: ZZZ0016 (test patient)
DOB: 2025-01-14
6 weeks   DTaP-IPV-HepB/Hib, PCV, RV   given 2025-02-27
3 months  DTaP-IPV-HepB/Hib, RV        given 2025-04-15
5 months  DTaP-IPV-HepB/Hib, PCV       not recorded
12 months MMR, PCV, MenB                not recorded

Nurse: Mum says they missed one lot when they moved from Gisborne. What does he need now?
Assistant:""",
        "public-health:registry-lookup",
        ["public_health", "phrase_at", "fetched_block_neighbour", "rfc3339", "lang_en_NZ"],
    )


@pos
def _ph_recall_sms_relay(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You answer consumers who text the food recall line. Use only the recalls below; if the product or
lot is not listed, say so and give the helpline number 0300 123 4567.

Recalls in force:
- Glenmore Oat & Honey Bars 6 x 35 g, lots 26043B and 26044B (undeclared peanut)
- Harbourside Smoked Salmon 200 g, use by 14/03/2026 (Listeria monocytogenes)

Relayed from the SMS gateway:
{v("datetime", "[received " + iso_space(t) + " " + (t.tzname() or "") + "]")} Hi, I have Glenmore oat bars lot 26043B in the cupboard, are those the ones?
Assistant:""",
        "public-health:recall-sms-relay",
        ["public_health", "relayed_prefix", "last_user", "iso_space", "lang_en_GB"],
    )


@pos
def _ph_ebs_scan_window(g: Gen20) -> Draft:
    t = g.at(UTC)
    start = t - timedelta(hours=24)
    return draft(
        f"""You are the event-based surveillance assistant of a national public health institute. From the
media items below, pick the signals that may need verification (unusual clusters, deaths, animal
die-offs) and say why in one line each.
{v("datetime", "Scan window: " + rfc3339(start) + " to " + rfc3339(t))}
{v("run_id", "Scan-Run: " + g.pid("run_", 22))}

1. Local radio, 9 March 2026: "Several pupils at a boarding school in Kericho fell ill after lunch."
2. Newspaper, 8 March 2026: "Poultry farmers report sudden deaths of over 300 birds near Naivasha."
3. Blog, 9 March 2026: "Flu season is here: five tips to stay well."

Analyst: Which of these need a call to the county today?
Assistant:""",
        "public-health:ebs-scan-window",
        ["public_health", "system_tail", "query_window", "rfc3339", "prefixed_id", "lang_en"],
    )


@pos
def _ph_tally_upload(g: Gen20) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""You check polio campaign tally sheets read by OCR from the vaccinator's photo. Flag totals that do not
add up and any settlement where missed children are more than 10 % of the target.

{v("request_id", "Upload: " + g.pid("up_", 16))}
{v("datetime", "Upload received: " + py_str(t))}
Tally sheet, Makurdi LGA, Ward 7, Team 14, day 2 of 4, date on sheet 11/03/2026
Settlement       Target  Vaccinated  Missed (absent)  Missed (refusal)
Wadata north     220     204         11               5
Wurukum          185     158         21               6
Total            405     362         32               11

User: Does this sheet add up?
Assistant:""",
        "public-health:tally-upload",
        [
            "public_health",
            "upload_stamp",
            "pasted_block_neighbour",
            "prefixed_id",
            "python_str_datetime",
            "lang_en_NG",
        ],
    )


@pos
def _ph_microplan_table(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""| Field      | Value                                   |
|------------|-----------------------------------------|
| Campaign   | HPV single-dose, girls 10-14            |
| Region     | Mbale and Tororo                        |
{v("datetime", "| Snapshot   | " + rfc3339(t) + " (this request) |")}
| Microplan  | v3 (approved by DHT)                    |

You help district health teams in eastern Uganda adjust HPV campaign microplans. Keep the numbers
consistent with the microplan and reply in Ateso when the user writes in Ateso.

User: Esukul ke 12 mam kemunosi nama apak lo ejaasi. Inyo ejai kotuboi?
Assistant:""",
        "public-health:microplan-table",
        ["public_health", "md_table", "head", "rfc3339", "lang_teo"],
    )


@pos
def _ph_chad_measles_json(g: Gen20) -> Draft:
    t = g.at(WAT)
    req = v("request_id", '"req":"' + g.uuid4() + '",')
    ts = v("epoch", '"ts":' + str(epoch_s(t)) + ",")
    return draft(
        f"""{{"desk":"rougeole-ndjamena",{req}{ts}"lang":"shu"}}
You are the measles outbreak helpline of the N'Djamena health delegation. Answer in Chadian Arabic
when the caller writes in Arabic. Vaccination is free at every health centre; children aged 6 months
to 14 years are vaccinated during the response campaign.

المتصل: ولدي عمره سنتين وما شرب لقاح الحصبة، نمشي وين في حي أمباقا؟""",
        "public-health:chad-measles-json",
        ["public_health", "json_inline", "head", "two_in_line", "uuid", "epoch_s", "lang_shu"],
    )


@pos
def _ph_ors_juba(g: Gen20) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You help the cholera response in Juba County manage oral rehydration points (ORPs). Reply in Juba
Arabic when the user writes in Juba Arabic. Each ORP needs 60 ORS sachets and 20 zinc blister packs
a day at current caseloads.
{v("date", "Lyom: " + english_dmy(t))}
{v("request_id", "Request: " + g.pid("rq_", 14))}

User: ORP ta Gudele fi sachet khamsa talatin bes, ana gi rasul kam le usbu?""",
        "public-health:ors-juba",
        ["public_health", "system_tail", "localized_now", "prefixed_id", "lang_pga"],
    )


@pos
def _ph_water_sampling_footer(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You plan private water supply sampling rounds for the environmental health team in Powys. Group the
supplies by area so one officer can sample at most 8 a day, and put supplies with a previous E. coli
failure first.

Supplies due this quarter:
PWS-0113 Llanwrtyd (borehole, failed E. coli 2025-09)
PWS-0120 Builth (spring, passed)
PWS-0147 Rhayader (borehole, passed)
PWS-0152 Llandrindod (spring, failed turbidity 2025-11)

User: Make the round for next week.

--
{v("run_id", "Planner run: " + g.ksuid(t))}
{v("datetime", "Built: " + http_date(t))}
""",
        "public-health:water-sampling-footer",
        ["public_health", "footer", "tail", "ksuid", "http_date", "lang_en_GB_WLS"],
    )


# --- positives: emergency management ---------------------------------------------------------------------


@pos
def _em_iap_builder(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""IAP builder (ICS 202 Incident Objectives)
Incident: Laurel Creek Fire, incident number NC-BRS-000417
Operational period: 03/12/2026 0700 to 03/12/2026 1900
{v("session_id", "Builder session: " + g.ksuid(t))}
{v("datetime", "Date/time prepared (now): " + f"{t:%m/%d/%Y %H%M}")}

Turn the planning section chief's notes into numbered incident objectives (specific, measurable,
achievable within the operational period). Keep the command emphasis to two sentences.

Notes: keep fire west of Old Mill Road; finish structure assessments in Laurel Heights; keep
shelter at Mitchell High open; crews rotate at 1900; watch for wind shift after 1500.

Objectives:""",
        "emergency:iap-builder",
        ["emergency", "header_block", "today_in_artefact", "ksuid", "us_numeric_military", "lang_en_US"],
    )


@pos
def _em_shelter_rajbanshi(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""Shelter registration kiosk, Dhubri relief camp 4
{v("date", "আজির তারিখ: " + rajbanshi_date(t))}
Camp code: DHB-RC-04

You help families register at the flood relief camp. Ask for the head of household, the number of
people, anyone who needs medical care, and livestock left behind. Reply in Rajbanshi when the person
writes in Rajbanshi; write the register fields in English.

User: হামার পরিবারত পাঁচজন মানষি, এক বুড়া মানষি হাঁটির না পায়। গরু দুইটা বান্ধত আছে।""",
        "emergency:shelter-rajbanshi",
        ["emergency", "header_block", "localized_now", "bengali_digits", "lang_rkt"],
    )


@pos
def _em_resource_request_webhook(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""POST /hooks/resource-requests HTTP/1.1
Content-Type: application/json
{v("request_id", "X-Delivery-Id: " + g.pid("dlv_", 20))}
{v("epoch", "X-Delivery-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-Signature: sha256=" + g.hex(64))}

{{"form": "ICS-213RR", "order": "RR-2026-0318", "requested_at": "2026-03-11T06:40:00-04:00",
  "item": "Potable water, 5-gal containers", "quantity": 400, "deliver_to": "Staging Area B, Exit 31",
  "priority": "urgent", "requestor": "Logistics Section Chief"}}

You route resource requests in the county EOC. Say which ESF should fill this one, whether it should
go to the state as a mission request, and what is missing from the form.""",
        "emergency:resource-request-webhook",
        [
            "emergency",
            "head",
            "header_block",
            "delivery_envelope",
            "payload_content",
            "epoch_s",
            "signature",
            "prefixed_id",
            "three_fields",
            "lang_en_US",
        ],
    )


@pos
def _em_damage_upload(g: Gen20) -> Draft:
    t = g.at(CHUT)
    return draft(
        f"""You summarise rapid damage assessment photos for the Chuuk State disaster office. Use the PDA
categories (destroyed, major, minor, affected) and say which homes need tarps first.

{v("request_id", "Upload-Id: " + g.pid("up_", 18))}
{v("datetime", "Received: " + rfc3339(t))}
Photos from the field app (captions written by the assessor; EXIF times are when the photos were taken):
IMG_4411.jpg  Weno, Mechitiw, house 12: roof gone, walls standing. EXIF 2026:03:09 10:41:07
IMG_4412.jpg  Weno, Mechitiw, house 13: two roof sheets lifted. EXIF 2026:03:09 10:44:52
IMG_4415.jpg  Weno, Iras, house 3: water line 40 cm inside. EXIF 2026:03:09 11:02:30

Assessor: Which of these go in major and which in minor?
Assistant:""",
        "emergency:damage-upload",
        ["emergency", "upload_stamp", "pasted_block_neighbour", "prefixed_id", "rfc3339", "lang_en_FM"],
    )


@pos
def _em_siren_poll(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""You help the civil protection office of Nordfriesland check outdoor warning sirens before the
monthly test. A siren whose last successful test is older than 35 days, or whose battery is below
80 %, needs a technician.

Siren status polled {v("datetime", "at " + rfc3339(t))} for this request:
{v("request_id", "Poll-Id: " + g.hex(16))}
Siren   Location              Last successful test   Battery
NF-014  Husum Hafen           2026-02-04             96 %
NF-022  Bredstedt Markt       2025-12-03             91 %
NF-031  Niebüll Bahnhof       2026-02-04             74 %

Officer: Which sirens need a technician before the test?
Assistant:""",
        "emergency:siren-poll",
        ["emergency", "phrase_at", "fetched_block_neighbour", "rfc3339", "hex16", "lang_en_DE"],
    )


@pos
def _em_sitrep_footer(g: Gen20) -> Draft:
    t = g.at(AEST)
    return draft(
        f"""Draft the 1800 situation report paragraph for the Local Disaster Management Group from these points.
Past tense, no names of residents, figures as given.

- Evacuation centre at Ingham PCYC: 214 people registered, 61 overnight.
- Bruce Highway closed at Seymour River since 0530; reopening not before Thursday.
- Two water main breaks in Halifax repaired; boil water notice remains.

--
{v("request_id", "Draft: " + g.pid("sr_", 16))}
{v("datetime", "Built: " + log4j_iso(t))}
""",
        "emergency:sitrep-footer",
        ["emergency", "footer", "tail", "prefixed_id", "log4j", "lang_en_AU"],
    )


@pos
def _em_volcano_kaqchikel(g: Gen20) -> Draft:
    t = g.at(CST6)
    return draft(
        f"""{v("datetime", "Wakami: " + spanish_date(t) + ", " + time24(t))}
You help municipal disaster coordinators (COMRED) near Volcán de Fuego write short evacuation messages
for community loudspeakers in Kaqchikel and Spanish. Name the shelter, the route and what to bring.
Never say the danger is over unless CONRED says so.

Shelter: Escuela Oficial Rural Mixta, Alotenango. Route: 4a calle hacia la carretera RN-14.

User: Taya' jun pixa' richin ri winaqi' pa La Réunion, chi ke'el pa ruwi' ri 4a calle.""",
        "emergency:volcano-kaqchikel",
        ["emergency", "head", "header_block", "localized_now", "spanish_months", "lang_cak"],
    )


@pos
def _em_volunteer_bullets(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""## Volunteer reception centre
- **Site:** Grace Fellowship gym, 210 Pine St
- **Open:** daily 0800-2000 while the VRC is activated
{v("datetime", "- **Now:** " + time12(t))}
{v("session_id", "- **Desk session:** " + g.b58(22))}

You match spontaneous volunteers to tasks after the flood. Ask about skills, tetanus shot, and
whether they can lift 20 kg. Do not send anyone under 18 to muck-out crews.

Volunteer: I'm a retired electrician and I can stay till evening. Where do you need me?
Assistant:""",
        "emergency:volunteer-bullets",
        ["emergency", "md_bullets", "time_alone", "base58", "lang_en_US"],
    )


@pos
def _em_debris_dominican(g: Gen20) -> Draft:
    t = g.at(AST)
    return draft(
        f"""Línea de escombros, Alcaldía de Santo Domingo Este
{v("datetime", "Hora del servidor: " + spanish_now_12(t))}
{v("session_id", "Llamada: " + g.uuid1())}

Ayudas a los operadores a registrar solicitudes de recogida de escombros después de la tormenta. Pide
dirección, tipo de escombro (vegetal, construcción, electrodomésticos) y si bloquea la calle.
Contesta en español dominicano, claro y corto.

Usuario: Mire, en la calle 8 del ensanche Ozama hay un palo grandísimo atravesao que no deja pasar ni
a los motoconchos. ¿Cuándo lo vienen a buscar?
Asistente:""",
        "emergency:debris-dominican",
        ["emergency", "header_block", "time_alone", "uuid1", "lang_es_DO"],
    )


@pos
def _em_freshet_acadian(g: Gen20) -> Draft:
    t = g.at(ATL)
    return draft(
        f"""Tu aides les bénévoles de l'OMU de Grand-Sault à répondre aux résidents pendant la crue du
printemps. Réponds en français acadien quand la personne écrit comme ça. Les centres d'accueil ouverts
sont à l'aréna et à l'école Sainte-Anne.
{v("date", "Aujourd’hui : " + french_date(t))}
{v("datetime", "Astheure : " + acadian_time(t))}

Résident: La rivière est rendue dans la cave à ma mère sur la rue Portage, faut-i qu'a s'en alle
astheure ou ben ça peut attendre à soir?""",
        "emergency:freshet-acadian",
        ["emergency", "system_tail", "localized_now", "time_alone", "french_months", "lang_fr_acadian"],
    )


@pos
def _em_emac_xml(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""<emac:envelope {v("request_id", 'messageId="' + g.uuid4() + '"')} {v("datetime", 'created="' + rfc3339(t, 3) + '"')} state="NC" mission="NC-2026-014">
  <reqA>
    <resource>Type 3 swift water rescue team (x2)</resource>
    <need_by>72 hours from acceptance</need_by>
    <duration>14 days</duration>
    <staging>Lenoir County Airport</staging>
  </reqA>
</emac:envelope>
Review this EMAC Req-A before it goes to the assisting states: is the mission clear enough for a
team to cost it, and what would you add?""",
        "emergency:emac-xml",
        ["emergency", "xml_attr", "two_in_line", "uuid", "rfc3339", "lang_en_US"],
    )


@pos
def _em_siren_notice_fering(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""Siren test notice drafter, Amt Föhr-Amrum
{v("date", "Daalang: " + fering_date(t))}

Write the public notice for the next siren test in Fering (North Frisian) and in German: the test
is on the second Thursday of the month at 11:00, first a one-minute rising and falling tone, then
the all-clear. Use the date of issue from the line above.

User: Skriiw di notiis so kurt üs mögelk, uk för a turisten.""",
        "emergency:siren-notice-fering",
        ["emergency", "header_block", "today_in_artefact", "localized_now", "lang_frr"],
    )


@pos
def _em_shelter_table(g: Gen20) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You answer questions from district social welfare officers about flood evacuation centres in the
Western Province. Capacity is for sleeping places, not daytime visitors.

Occupancy figures fetched {v("datetime", "at " + rfc3339(t))} for this request:
| Centre              | Capacity | Occupied | Meals today |
|---------------------|----------|----------|-------------|
| Mongu Boarding Sch. | 400      | 377      | 2           |
| Limulunga Hall      | 150      | 96       | 2           |
| Nalikwanda Clinic   | 60       | 61       | 1           |

User: Kacenu, ki sibaka mañi sa si na ni sibaka sa ku ya batu ba 40 ba ba zwa kwa Lealui?
Assistant:""",
        "emergency:shelter-table",
        ["emergency", "phrase_at", "fetched_block_neighbour", "rfc3339", "lang_loz"],
    )


@pos
def _em_fuel_board(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""[res ctx eoc=HARRIS-EOC {v("request_id", "req=" + g.hex(24))} unit=logistics]
You track generator fuel at critical facilities after the storm. A generator with less than 12 hours
of fuel left is red; 12-24 hours is amber.

Fuel board {v("datetime", "as of " + us_medium(t))} for this request:
Facility                 Tank (gal)  Burn (gal/h)  Left (gal)
Ben Taub lift station    500         14            120
Fire Station 37          250         6             210
Water plant B            1,000       38            260

User: What's red and what's amber, and which do we top up first?
Assistant:""",
        "emergency:fuel-board",
        [
            "emergency",
            "kv_inline",
            "phrase_as_of",
            "fetched_block_neighbour",
            "hex24",
            "us_medium",
            "lang_en_US",
        ],
    )


@pos
def _em_typhoon_chuukese(g: Gen20) -> Draft:
    t = g.at(CHUT)
    return draft(
        f"""Chuuk State disaster office, typhoon response
{v("date", "Ikenai: " + english_dmy(t))}

You help the outer-island survey teams report needs by radio and SMS. Reply in Chuukese when they
write in Chuukese and list the needs as water, food, shelter, health.

User: Won Fananu, 23 imw ra tarong, ewe konik a pwan ta. Met sipwe tingor?""",
        "emergency:typhoon-chuukese",
        ["emergency", "header_block", "localized_now", "lang_chk"],
    )


@pos
def _em_zone_lookup(g: Gen20) -> Draft:
    t = g.at(PAC)
    return draft(
        f"""You tell residents of Shasta County which evacuation zone they are in and what the current status
means. Read the status exactly as given; do not predict fire behaviour.

Zone lookup ran {v("datetime", "at " + time12(t) + " " + (t.tzname() or ""))} for this request.
Address: 1840 Cottonwood Rd, Anderson
Zone: SHA-E214
Status: Evacuation Warning (issued by the Sheriff's Office)

Resident: Do I have to leave now? I have two horses.
Assistant:""",
        "emergency:zone-lookup",
        ["emergency", "phrase_at", "time_alone", "fetched_block_neighbour", "lang_en_US"],
    )


@pos
def _em_b3_notification_test(g: Gen20) -> Draft:
    return draft(
        f"""Mass notification test review
{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-B3-Sampled: 1

Compare the delivery summary of the quarterly test with the county's targets (95 % of SMS delivered
within 5 minutes, 90 % of voice calls answered or left on voicemail) and say what to fix.

Test message: "This is a TEST of Tri-County Alert. No action is needed."
SMS: 48,210 sent, 46,902 delivered within 5 min. Voice: 12,480 calls, 10,611 answered or voicemail.

Reviewer:""",
        "emergency:b3-notification-test",
        ["emergency", "header_block", "head", "b3_multi", "lang_en_US"],
    )


@pos
def _em_radio_scribe(g: Gen20) -> Draft:
    t = g.at(ATL)
    return draft(
        f"""You keep the EOC radio log for Cumberland County. Turn each relayed transmission into a log entry:
time received, from, to, message, action. Use the relay's receive time as the entry time.
{v("session_id", "Scribe session: " + g.uuid7(t))}

Relayed transmission:
{v("datetime", "[rx " + f"{t:%H:%M:%S}" + " " + (t.tzname() or "") + "]")} Shelter Amherst to EOC: generator at the regional high school down, on battery lights, 88 occupants, request fuel and electrician.
Log entry:""",
        "emergency:radio-scribe",
        ["emergency", "system_tail", "relayed_prefix", "uuid7", "time_alone", "lang_en_CA"],
    )


@pos
def _em_elista_kalmyk(g: Gen20) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""{v("token", "X-Session-Token: " + g.jwt(t, "operator-0412"))}
{v("datetime", "Өнөдр: " + kalmyk_now(t))}
You help operators of the Elista city emergency hotline answer residents during the water supply
outage. Reply in Kalmyk when the resident writes in Kalmyk, otherwise in Russian. Water tankers stand
at the places listed below from 08:00 to 20:00.

Tankers: 3 микрорайон (у школы № 18), улица Ленина 251, 8 микрорайон (у рынка).

User: Мини үүрмг эк 4 давхрт бәәнә, усн авч чадхш. Нань яһх кергтә?""",
        "emergency:elista-kalmyk",
        ["emergency", "head", "header_block", "jwt", "localized_now", "lang_xal"],
    )


@pos
def _em_adyghe_shelter(g: Gen20) -> Draft:
    t = g.at(MSK)
    return draft(
        f"""Ты помогаешь дежурным ЕДДС Майкопского района отвечать жителям во время паводка. Если житель
пишет по-адыгейски, отвечай по-адыгейски. Пункты временного размещения: школа № 9 в Тульском и
дом культуры в Каменномостском.
{v("date", "Непэ: " + adyghe_date(t))}

User: Тиунэ псы къихьагъ, сабыйитIу тиI. Тыдэ тыкIон фаер?""",
        "emergency:adyghe-shelter",
        ["emergency", "system_tail", "localized_now", "russian_genitive_months", "lang_ady"],
    )


# --- positives: civic services next to the courts ----------------------------------------------------------


@pos
def _cl_intake_session(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""Legal aid intake screener, Piedmont Legal Services
{v("session_id", "Intake session: " + g.pid("sess_", 20))}
{v("datetime", "Started: " + rfc3339(t))}
Service area: Albemarle, Fluvanna, Greene

Screen the caller for a housing case: ask about the notice they received, the date on it, household
size and income. Do not give legal advice; say an advocate will call back within two business days.

Caller: I got a paper on my door on March 3 that says "5-day pay or quit". My landlord says he's
changing the locks Friday. Is that allowed?
Assistant:""",
        "civic-legal:intake-session",
        ["civic_legal", "header_block", "prefixed_id", "rfc3339", "dates_in_user_message", "lang_en_US"],
    )


@pos
def _cl_mediation_slots(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You book neighbour-dispute mediation for the Belfast community mediation service. Offer the two
earliest joint slots that suit both parties and remind them that sessions are voluntary and
confidential.

Mediator availability fetched {v("datetime", "at " + dd_mon(t) + " " + (t.tzname() or ""))} for this request:
- Tue 17 March, 10:00-12:00, Ormeau Road office
- Wed 18 March, 18:00-20:00, online
- Mon 23 March, 14:00-16:00, Shankill Road office

Party A can do weekday evenings only; Party B cannot travel to the Shankill Road office.

Coordinator: Which slots do I offer?
Assistant:""",
        "civic-legal:mediation-slots",
        ["civic_legal", "phrase_at", "fetched_block_neighbour", "dd_mon", "lang_en_GB_NIR"],
    )


@pos
def _cl_jury_sentence(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""You are the jury summons helpline assistant for Multnomah County. {v("date", "The current date is " + long_date(t) + ".")} Answer
questions about postponements, excusals, parking and pay from the juror handbook. You cannot see a
juror's file; for anything about a specific summons, give the jury office number 503-988-3235.
{v("session_id", "Conversation: " + g.pid("conv_", 18))}

Juror: My summons is for a week when I'm on a trip I booked months ago. Can I move it?
Assistant:""",
        "civic-legal:jury-sentence",
        ["civic_legal", "inline_sentence", "system_tail", "long_date", "prefixed_id", "lang_en_US"],
    )


@pos
def _cl_probate_xml(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""<context>
  <desk>Probate help desk, Newcastle district probate registry</desk>
  {v("datetime", "<now>" + rfc3339(t) + "</now>")}
  {v("session_id", "<desk_session>" + g.uuid4() + "</desk_session>")}
  <scope>general guidance on applying for probate; no legal advice</scope>
</context>
Explain the steps in plain English. If the estate may owe inheritance tax, say which form comes first.

User: My dad died in January. He had a house worth about £280,000 and some savings. Do I need a
solicitor, and what do I fill in first?
Assistant:""",
        "civic-legal:probate-xml",
        ["civic_legal", "xml_element", "head", "rfc3339", "uuid", "lang_en_GB"],
    )


@pos
def _cl_means_tool(g: Gen20) -> Draft:
    t = g.at(CAT)
    call = v("request_id", '"call_id":"' + g.pid("call_", 24) + '",')
    at = v("datetime", '"at":"' + rfc3339(t) + '",')
    return draft(
        f"""{{"tool":"means-calc",{call}{at}"version":"3.2"}}
Result: household of 4, monthly income R 9,800, assets below threshold -> qualifies for full legal aid
(civil), contribution R 0.

Tell the paralegal at the Legal Aid South Africa satellite office in Polokwane what the result means,
and what documents the applicant must bring to the next appointment.""",
        "civic-legal:means-tool",
        ["civic_legal", "json_inline", "head", "two_in_line", "prefixed_id", "rfc3339", "lang_en_ZA"],
    )


@pos
def _cl_jury_ulster_scots(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""Jury helpline, Northern Ireland Courts and Tribunals Service
{v("date", "The day's date: " + brit_long(t))}

Answer juror questions from the jury guidance leaflet. When the caller writes in Ulster Scots, answer
in plain English but keep it friendly. Excusal requests must be in writing with evidence.

Caller: A'm gettin ma summons fer the Crown Coort in Coleraine but a wark the nicht shift at the
factory. Can a git aff wi it, or dae a hae tae gang?
Assistant:""",
        "civic-legal:jury-ulster-scots",
        ["civic_legal", "header_block", "localized_now", "brit_long", "lang_sco_ulster"],
    )


@pos
def _cl_fiji_legal_aid(g: Gen20) -> Draft:
    t = g.at(FJT)
    return draft(
        f"""Legal Aid Commission, Fiji: tenancy help line
{v("date", "Aaj ke din: " + english_dmy(t))}

You explain tenants' rights in simple words and book an appointment with a legal officer. Reply in
Fiji Hindi when the caller writes in Fiji Hindi.

Caller: Hamar landlord bolis ki ham log ke ek hafta me ghar chhorna pari, koi chitthi nai dees. Ham
ka kare?""",
        "civic-legal:fiji-legal-aid",
        ["civic_legal", "header_block", "localized_now", "lang_hif"],
    )


@pos
def _cl_guernesiais_mediation(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You help the family mediation service in St Peter Port book first meetings (MIAMs). Answer in
English; if the person writes in Guernésiais, greet them in Guernésiais first.
{v("date", "Aniet: " + guernesiais_date(t))}

User: Bouônjour. Ma fille et san houmme se séparent, et i' veulent vais un médiateur pour les
éfants. Coumme qu'i' faut faire?
Assistant:""",
        "civic-legal:guernesiais-mediation",
        ["civic_legal", "system_tail", "localized_now", "lang_nrf_gg"],
    )


@pos
def _cl_kven_probate(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""Du hjelper innbyggere i Porsanger med spørsmål om privat skifte og uskifte etter et dødsfall. Svar
på kvensk når innbyggeren skriver kvensk, ellers på norsk. Gi ikke juridiske råd om enkeltsaker.
{v("date", "Tänäpänä: " + kven_date(t))}

User: Minun äiti kuoli joulukuussa. Isä halluu istua uskiftessä, mutta met lapset emmä tiä mitä
paperia pittää täyttää.""",
        "civic-legal:kven-probate",
        ["civic_legal", "system_tail", "localized_now", "lang_fkv"],
    )


@pos
def _cl_reminder_after_user(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""You draft SMS reminders for the Eastside Legal Clinic. Under 300 characters, no case details, and
always include the clinic phone number (412) 555-0186.

User: Remind Ms. Alvarez of her appointment with the housing attorney next Tuesday at 10:30, and tell
her to bring the lease and the notice.
{v("datetime", "Draft requested: " + rfc3339(t))}
Assistant:""",
        "civic-legal:reminder-after-user",
        ["civic_legal", "last_user", "rfc3339", "lang_en_US"],
    )


@pos
def _cl_forms_packet(g: Gen20) -> Draft:
    t = g.at(PAC)
    return draft(
        f"""You help people at the family law self-help center fill in forms. Explain what each form is for in
one sentence, in the order they should be completed. Do not tell them what to ask the judge for.

Form packet assembled {v("datetime", "at " + us_medium(t))} for this request.
Packet: Request for Order (custody and visitation)
- FL-300 Request for Order
- FL-311 Child Custody and Visitation Application Attachment
- FL-105 Declaration Under UCCJEA
- FL-335 Proof of Service by Mail

User: I only want to change the weekend schedule. Do I need all four?
Assistant:""",
        "civic-legal:forms-packet",
        ["civic_legal", "phrase_at", "fetched_block_neighbour", "us_medium", "lang_en_US"],
    )


@pos
def _cl_advocacy_chat(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You support volunteers on a victims' advice chat in Ireland. Be calm, never blame, and offer the
24-hour national line (1800 341 900) if the person is in danger now.
{v("session_id", "Chat: " + g.pid("conv_", 20))}

User: The man who broke into my car is being released and I'm scared he'll come back. Can anyone
tell me when he gets out? {v("datetime", "(sent " + time12(t, lower=True) + ")")}
Assistant:""",
        "civic-legal:advocacy-chat",
        ["civic_legal", "system_tail", "bracket_user", "time_alone", "prefixed_id", "lang_en_IE"],
    )


@pos
def _cl_conflict_check(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""Before the intake advocate takes a new client, read the conflict check and say whether the office
can take the case, must decline, or needs a supervisor's review.

{v("run_id", "Conflict-Check-Run: " + g.ulid(t))}
{v("datetime", "Checked at: " + py_str(t))}
Prospective client: Rosa Delgado (tenant), adverse party: Maple Court Holdings LLC
Matches:
- Maple Court Holdings LLC: adverse party in closed case 2023-HSG-0441 (tenant client J. Okafor)
- R. Delgado: no prior record

Advocate: Can I go ahead with the intake?
Assistant:""",
        "civic-legal:conflict-check",
        ["civic_legal", "pasted_block_neighbour", "ulid", "python_str_datetime", "lang_en_US"],
    )


@pos
def _cl_deferral_webhook(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""Deferral requests arrive from the juror portal. Check each one against the deferral policy (one
deferral per summons, new date within 6 months, reason given) and draft the reply.

{v("request_id", "Delivery: " + g.pid("dlv_", 16))}
{v("epoch", "Delivered-At-Ms: " + str(epoch_ms(t)))}
Payload:
  juror_number: 2026-004417
  summons_date: 2026-04-13
  requested_new_week: 2026-06-08
  reason: "Final exams at Portland State, last exam June 5"
  previous_deferrals: 0

Reply draft:""",
        "civic-legal:deferral-webhook",
        ["civic_legal", "delivery_envelope", "payload_content", "epoch_ms", "prefixed_id", "lang_en_US"],
    )


@pos
def _cl_ivr_call(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""Rechtshulp telefoonlijn, Juridisch Loket (voice bot transcript, English working language)
{v("session_id", "Call-ID: " + g.b64url(18) + "@ivr.jl.example")}
{v("datetime", "Answered: " + f"{t:%d-%m-%Y %H:%M:%S}")}

The caller's speech is transcribed below. Summarise the problem in two sentences for the legal
adviser who will call back, and mark whether it is urgent (a deadline within 7 days).

Caller (transcribed): I received a letter from the municipality that my benefit will be reclaimed,
4,200 euros, and I have six weeks to object. I don't understand why.
Summary:""",
        "civic-legal:ivr-call",
        ["civic_legal", "header_block", "base64url", "dutch_numeric_datetime", "lang_en_NL"],
    )


@pos
def _cl_dakhini_succession(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""You help people at the Hyderabad district legal services authority help desk understand how to get a
succession certificate or a legal heir certificate. Reply in Dakhini when the person writes in
Dakhini. Explain which office issues which certificate; do not fill in forms for them.
{v("datetime", "آج کی تاریخ: " + dakhini_now(t))}

User: میرے ابّا کا انتقال ہوگیا، بینک والے بولے سکسیشن سرٹیفکیٹ لاؤ۔ یہ کاں سے ملتا ہے، کتے دن لگتے؟""",
        "civic-legal:dakhini-succession",
        ["civic_legal", "system_tail", "localized_now", "extended_arabic_digits", "lang_dcc"],
    )


@pos
def _cl_ocr_notice(g: Gen20) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You explain letters that tenants photograph at the Legal Resources Centre walk-in desk. Say who sent
it, what it asks for and by when, in simple English.

{v("request_id", "OCR job: " + g.pid("ocr_", 16))}
{v("datetime", "OCR finished: " + go_nano(t, g.small(1, 1000)))}
----- text read from the photo -----
NOTICE TO VACATE
To: Mr T. Mokoena, Flat 12, Jeppe Mansions, Johannesburg
You are hereby given one calendar month's notice to vacate the premises by 30 April 2026, the lease
having expired on 31 March 2026. Arrears of R 4,850.00 remain payable.
Signed: Jeppe Mansions Property Management, 27 March 2026
----- end -----

Tenant: Can they do this? I've paid every month except February.
Assistant:""",
        "civic-legal:ocr-notice",
        [
            "civic_legal",
            "upload_stamp",
            "pasted_block_neighbour",
            "prefixed_id",
            "go_rfc3339nano",
            "lang_en_ZA",
        ],
    )


@pos
def _cl_chatml_user_stamp(g: Gen20) -> Draft:
    t = g.at(ATL)
    return draft(
        f"""<|im_start|>system
You answer questions from the public for the Nova Scotia Legal Aid information line. Give general
information only and offer the office nearest to the person.<|im_end|>
<|im_start|>user
Do I qualify for legal aid for a small claims case about a car I bought that broke down?
{v("datetime", "[sent " + rfc3339(t) + "]")}
<|im_end|>
<|im_start|>assistant
""",
        "civic-legal:chatml-user-stamp",
        ["civic_legal", "chat_template", "last_user", "rfc3339", "lang_en_CA"],
    )


@pos
def _cl_zapotec_legal(g: Gen20) -> Draft:
    t = g.at(CST6)
    return draft(
        f"""Defensoría de los Derechos Humanos del Pueblo de Oaxaca, oficina de Juchitán
{v("date", "Yanna: " + spanish_date(t))}

Orientas a personas que escriben en diidxazá (zapoteco del Istmo) o en español sobre a qué oficina
acudir por problemas de tierras, pensión alimenticia o detenciones. No das asesoría legal; das la
oficina, el horario y los documentos que deben llevar.

User: Nuu tobi binni biree lu layú stinne, ¿paraa gusiene xcaanda?""",
        "civic-legal:zapotec-legal",
        ["civic_legal", "header_block", "localized_now", "spanish_months", "lang_zai"],
    )


@pos
def _cl_mikmaq_legal(g: Gen20) -> Draft:
    t = g.at(ATL)
    return draft(
        f"""Mi'kmaw Legal Support Network, Eskasoni office
{v("date", "Kiskuk: " + english_dmy(t))}

You tell community members which program can help (court worker, restorative justice, legal aid)
and how to reach it. Greet in Mi'kmaw if the person writes in Mi'kmaw, then answer in English.

User: Kwe'. My nephew has a paper saying he has to go in about a charge. Who can help him understand
it?
Assistant:""",
        "civic-legal:mikmaq-legal",
        ["civic_legal", "header_block", "localized_now", "lang_mic"],
    )


# --- positives: libraries' digital services ----------------------------------------------------------------


@pos
def _lib_ebook_session(g: Gen20) -> Draft:
    t = g.at(UTC)
    return draft(
        f"""You are the e-library help assistant of Christchurch City Libraries. Help with borrowing e-books and
audiobooks in the app, holds, and loan periods. Never ask for the PIN.
{v("session_id", "Patron session: " + g.uuid4())}
{v("datetime", "Server time: " + http_date(t))}
Card type: adult, loan limit 10 e-items

Patron's current loans (from the account, shown to them in the app):
- The Bone People, e-book, due 2026-03-21
- Greenlights, audiobook, due 2026-03-18
- Te Reo Māori phrasebook, e-book, due 2026-03-30

Patron: Can I renew Greenlights? It says someone has a hold on it.
Assistant:""",
        "library:ebook-session",
        ["library", "header_block", "uuid", "http_date", "content_dates_neighbour", "lang_en_NZ"],
    )


@pos
def _lib_ill_draft(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""{v("request_id", "ILL-Draft: " + g.ksuid(t))}
{v("datetime", "Drafted: " + rfc2822(t))}
You turn patrons' free-text requests into interlibrary loan forms: title, author, year, edition,
ISBN or OCLC number if known, and whether a chapter scan would do. Ask one question if something
essential is missing.

Patron: I need the 1987 edition of "Borderlands/La Frontera" by Gloria Anzaldúa for my thesis, the
first printing if possible, and only chapter 7 really.
Assistant:""",
        "library:ill-draft",
        ["library", "head", "header_block", "ksuid", "rfc2822", "lang_en_US"],
    )


@pos
def _lib_digitisation_qc(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You review the automated QC of a digitisation batch for the National Library of Scotland's Gaelic
manuscripts project. Say which pages must be rescanned and why; a skew over 1.0° or a colour
target delta-E over 4 fails.

{v("run_id", "QC run: " + g.uuid7(t))}
{v("datetime", "Run started: " + py_logging(t))}
Batch: Adv.MS.72.1.36, scanned 2026-02-24 on Phase One IQ4 (station 2)
page   skew   deltaE   notes
0012r  0.3    2.1
0012v  1.4    2.3      gutter shadow
0013r  0.2    4.6      colour target partly covered
0013v  0.4    1.9

Imaging lead: Which pages go back to the scanner?
Assistant:""",
        "library:digitisation-qc",
        ["library", "pasted_block_neighbour", "uuid7", "python_logging", "lang_en_GB_SCT"],
    )


@pos
def _lib_reading_room_slots(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""You book seats in the reading room of the Stadsarchief for researchers. Originals from the closed
stacks must be ordered by 15:00 on the day before the visit. Offer the earliest slot that fits.

Reading room seats {v("datetime", "as of " + dotted(t))} for this request:
Thu 19 March: 2 seats morning, 0 afternoon
Fri 20 March: 5 seats morning, 3 afternoon
Tue 24 March: 8 seats all day

Researcher: I need the notarial archive inventory 5075, deeds 1642-1650, for a whole day. When can I
come?
Assistant:""",
        "library:reading-room-slots",
        ["library", "phrase_as_of", "fetched_block_neighbour", "dotted_datetime", "lang_en_NL"],
    )


@pos
def _lib_request_slip_xml(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""<reader-session {v("session_id", 'id="' + g.b62(22) + '"')} {v("datetime", 'opened="' + rfc3339(t) + '"')} room="Search Room 2" reader="R-22871">
<request>Production slips for TNA series HO 107 (1841 census), pieces 1224-1226</request>
</reader-session>
Check whether these can be produced as originals or only on microfilm under the reading room rules
(the 1841 census is microfilm-only for conservation), and tell the reader what to do instead.""",
        "library:request-slip-xml",
        ["library", "xml_attr", "two_in_line", "base62", "rfc3339", "lang_en_GB"],
    )


@pos
def _lib_chat_reference(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""Ask-a-Librarian chat, Hennepin County Library
{v("session_id", "Transcript: " + g.nanoid())}

Answer reference questions with a short answer and the database or catalogue search to try next.

Patron: I'm looking for the 1978 minutes of the Minneapolis park board, are those online anywhere?
{v("datetime", "(sent " + time12(t, lower=True) + ")")}
Librarian:""",
        "library:chat-reference",
        ["library", "header_block", "last_user", "nanoid", "time_alone", "lang_en_US"],
    )


@pos
def _lib_transcription_lease(g: Gen20) -> Draft:
    t = g.at(USE)
    expires = t + timedelta(minutes=30)
    return draft(
        f"""Volunteer transcription: Civil War pension files (crowdsourcing project)
{v("token", "Lease token: " + g.b64url(24))}
{v("datetime", "Lease expires: " + rfc3339(expires))}

Help the volunteer read the handwriting on this page image description; do not invent words you
cannot read, mark them [illegible]. The page belongs to the file of Pvt. Samuel H. Ricketts, Co. B,
4th Ohio Cavalry, affidavit dated 14 June 1881.

Volunteer: The third line looks like "was wounded at Chicka... on the 20th" but I can't read the rest.
Assistant:""",
        "library:transcription-lease",
        ["library", "header_block", "base64url", "expiry_from_now", "rfc3339", "lang_en_US"],
    )


@pos
def _lib_eresource_headers(g: Gen20) -> Draft:
    t = g.at(UTC)
    return draft(
        f"""Access broker context
{v("request_id", "X-Request-ID: " + g.uuid4())}
{v("datetime", "Date: " + http_date(t))}
Institution: University of Limerick Library
Auth: SAML (UL staff/student)

Explain to the student why the journal link shows "no access" and what to try: the library holds
JSTOR Arts & Sciences I-XV, with a moving wall of 3-5 years.

Student: I need an article from Irish Historical Studies 2024 and JSTOR says I don't have access.
Assistant:""",
        "library:eresource-headers",
        ["library", "header_block", "head", "uuid", "http_date", "lang_en_IE"],
    )


@pos
def _lib_archive_triage(g: Gen20) -> Draft:
    t = g.at(ATL)
    return draft(
        f"""Triage incoming enquiries for the provincial archives: say which team should answer (genealogy,
government records, photographs, access to information) and draft a one-line acknowledgement.

{v("datetime", "Received-By-Triage: " + rfc3339(t))}
From: Claire Boudreau <cboudreau@example.ca>
Date: Mon, 9 Mar 2026 21:14:07 -0300
Subject: Old photos of Chéticamp harbour

Bonjour, I'm looking for photos of the Chéticamp harbour from the 1950s, my grandfather's boat was
the "Marie-Ange". Do you have anything, and can I get copies?

Team and acknowledgement:""",
        "library:archive-triage",
        ["library", "program_line_above_pasted", "rfc3339", "email_date_content", "lang_en_CA"],
    )


@pos
def _lib_lozi_ebook(g: Gen20) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""Zambia Library Service, e-library helper
{v("date", "Kacenu: " + english_dmy(t))}

You help readers borrow e-books in the library app. Reply in Silozi when the reader writes in
Silozi. Loans last 14 days; a reader can hold 3 e-books at a time.

User: Ni bata ku azima buka ya "Kuomboka" ka app, kono i li ni se ni na ni libuka ze talu.""",
        "library:lozi-ebook",
        ["library", "header_block", "localized_now", "lang_loz"],
    )


@pos
def _lib_ladakhi_digitisation(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""{v("date", "དི་རིང་: " + ladakhi_date(t))}
You help the monastery library digitisation team in Leh keep the imaging log. Reply in Ladakhi when
the team writes in Ladakhi. Each folio is imaged recto and verso with the colour target.

Team: དེ་རིང་ དཔེ་ཆ་ ༣ པ་ གི་ ཤོག་བུ་ ༤༠ ཚར་ཡོད། ཤོག་བུ་ ༡༢ རུལ་ཡོད། ཅི་ བྱེད་ནི་ཡིན།""",
        "library:ladakhi-digitisation",
        ["library", "head", "header_block", "localized_now", "tibetan_digits", "lang_lbj"],
    )


@pos
def _lib_newspaper_ocr(g: Gen20) -> Draft:
    t = g.at(AEST)
    return draft(
        f"""You check OCR quality reports for the digitised newspapers programme and say which issues need
manual correction (word confidence below 80 % on more than a quarter of the page).

OCR pass finished {v("datetime", "at " + rfc3339(t, 3))} on worker ocr-3.
{v("run_id", "Job: " + g.pid("job_", 16))}
Title: The Cairns Post, issues 1931-03-02 to 1931-03-07
issue        pages  pages under 80 %
1931-03-02   12     2
1931-03-03   12     5
1931-03-04   10     1

Coordinator: Which issues go to the correction queue?
Assistant:""",
        "library:newspaper-ocr",
        ["library", "phrase_at", "pasted_block_neighbour", "rfc3339", "prefixed_id", "lang_en_AU"],
    )


@pos
def _lib_audiobook_webhook(g: Gen20) -> Draft:
    t = g.at(USE)
    did = v("request_id", '"delivery_id": "' + g.uuid4() + '",')
    dat = v("datetime", '"delivered_at": "' + js_iso(t) + '",')
    return draft(
        f"""{{
  "source": "lending-platform",
  {did}
  {dat}
  "event": {{
    "type": "loan.returned_early",
    "loan_id": "LN-88213045",
    "title": "Lessons in Chemistry (audiobook)",
    "checked_out": "2026-02-27",
    "returned": "2026-03-02"
  }}
}}
Write the two-line note for the patron's account explaining that the early return freed a hold for
the next patron, and that nothing is owed.""",
        "library:audiobook-webhook",
        [
            "library",
            "json_block",
            "head",
            "delivery_envelope",
            "payload_content",
            "uuid",
            "js_iso",
            "lang_en_US",
        ],
    )


@pos
def _lib_iban_ebooks(g: Gen20) -> Draft:
    t = g.at(MYT)
    return draft(
        f"""You are the e-book help desk of Pustaka Negeri Sarawak. Reply in Iban when the reader writes in
Iban. Loans last 21 days and can be renewed once if nobody is waiting.
{v("date", "Saritu: " + iban_date(t))}

User: Aku deka nyambung pinjau bup "Keling Kumang" tang app madah enda ulih. Nama kebuah?""",
        "library:iban-ebooks",
        ["library", "system_tail", "localized_now", "malay_months", "lang_iba"],
    )


@pos
def _lib_kimbundu_ill(g: Gen20) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""Biblioteca Nacional de Angola, empréstimo interbibliotecas
{v("date", "Lelu: " + portuguese_date(t))}

Ajudas os leitores a pedir livros de outras bibliotecas. Responde em kimbundu quando o leitor escreve
em kimbundu, e em português nos outros casos.

User: Ngi mesena o divulu dia "Mayombe" dia Pepetela, ngi mesena kwa kulitanga mu biblioteka.""",
        "library:kimbundu-ill",
        ["library", "header_block", "localized_now", "portuguese_months", "lang_kmb"],
    )


@pos
def _lib_tiv_app(g: Gen20) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""You help readers of the Benue State Library's reading app. Reply in Tiv when the reader writes in
Tiv. E-books can be read offline for 7 days after download.
{v("date", "Nyian: " + english_dmy(t))}

User: M download takerada la nyian kpa ka i gba ta ga. M er nena?""",
        "library:tiv-app",
        ["library", "system_tail", "localized_now", "lang_tiv"],
    )


@pos
def _lib_week_desk(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""Archives and special collections enquiry desk, Swansea
{v("date", "Current week: " + iso_week(t))}
Opening: Mon-Thu 09:30-16:30 (closed for stock-taking the first week of each month)

Answer visitors' questions about visiting, ordering items and copying. If the visitor asks to come
this week, check it is not the first week of the month.

Visitor: Can I come in this week to look at the Swansea Harbour Trust minute books?
Assistant:""",
        "library:week-desk",
        ["library", "header_block", "iso_week", "lang_en_GB_WLS"],
    )


@pos
def _lib_amzn_lending(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}
{v("epoch", "X-Request-Time-Us: " + str(epoch_us(t)))}
You answer patrons of the Brooklyn Public Library e-reader app about downloads and lending limits:
10 e-books and 10 audiobooks out at once, 21-day loans, holds kept for 3 days once available.

Patron: My hold on "Demon Copperhead" came in but the app says I'm at my limit. What do I return?
Assistant:""",
        "library:amzn-lending",
        ["library", "head", "header_block", "amzn_trace", "epoch_us", "lang_en_US"],
    )


@pos
def _lib_gusii_reading(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""Kenya National Library Service, Kisii branch: digital reading corner helper
{v("date", "Rero: " + english_dmy(t))}

You help readers use the tablets and the e-book platform. Reply in Ekegusii when the reader writes in
Ekegusii. A session on a tablet lasts two hours.

User: Naende gosoma ebitabu bia Ekegusii ase tablet, ninki ngokora?""",
        "library:gusii-reading",
        ["library", "header_block", "localized_now", "lang_guz"],
    )


@pos
def _lib_go_context(g: Gen20) -> Draft:
    t = g.at(EU)
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return draft(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You help staff of the Bibliotheca Hertziana's digitised photo library write catalogue descriptions in
English from the Italian card catalogue. Keep the card's dates and shelfmarks as they are.

Card: "Roma, S. Maria in Trastevere, mosaico absidale (part.). Foto Anderson, n. 17842, 1890 ca."
Description:""",
        "library:go-context",
        ["library", "head", "go_time_string", "lang_en_IT"],
    )


# --- positives: transport operators' back offices -------------------------------------------------------------


@pos
def _tr_roster_run(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You explain the output of the crew rostering optimiser to the depot roster clerk at Lothian's
Marine Street garage. Rules: 11 hours' rest between duties, no more than 6 consecutive working days,
spreadovers capped at 12 hours.

{v("run_id", "Roster run: " + g.pid("rr_", 18))}
{v("datetime", "Run started: " + rfc3339(t))}
Unfilled duties after the run:
Duty 214 (Sat, sign on 05:12, sign off 13:40), route 26
Duty 377 (Sun, sign on 14:55, sign off 01:05), route N26

Clerk: Why couldn't it fill 377? Arjun and Maeve both have Sunday free.
Assistant:""",
        "transport:roster-run",
        ["transport", "pasted_block_neighbour", "prefixed_id", "rfc3339", "lang_en_GB_SCT"],
    )


@pos
def _tr_lost_property_intake(g: Gen20) -> Draft:
    return draft(
        f"""Lost property office, Zürich HB (back office assistant)
{v("session_id", "Intake session: " + g.uuid4())}
{v("request_id", "Photo upload: " + g.pid("up_", 18))}

Write the catalogue entry for a found item from the staff member's notes: category, colour, brand,
distinguishing marks, where and when found (as given by the finder). Never record the contents of
wallets beyond "cards" and "cash".

Staff: Black Samsonite cabin case, small scratch on the left side, name tag torn off, found by the
cleaning crew in IC 8 coach 12 after arrival 21:32 yesterday.
Assistant:""",
        "transport:lost-property-intake",
        ["transport", "header_block", "uuid", "prefixed_id", "lang_en_CH"],
    )


@pos
def _tr_refund_jwt(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""{v("token", "X-Agent-Token: " + g.jwt(t, "agent-3381"))}
{v("request_id", "X-Request-Id: " + g.uuid4())}
X-Desk: refunds-tier1

You help refund agents at a train operator apply the refund rules: unused Advance tickets are not
refundable, Anytime and Off-Peak tickets are refundable less a £10 admin fee within 28 days of the
expiry date, and Delay Repay is a separate claim.

Agent: Customer has an Off-Peak return Leeds-York, outward used, return not used, ticket expired
last Thursday. What can she get back?
Assistant:""",
        "transport:refund-jwt",
        ["transport", "head", "header_block", "jwt", "uuid", "lang_en_GB"],
    )


@pos
def _tr_appeal_packet(g: Gen20) -> Draft:
    t = g.at(UK)
    return draft(
        f"""You help caseworkers at the independent appeals service review penalty fare appeals. Set out the
grounds, what the evidence shows, and a recommendation. The caseworker decides.
{v("session_id", "Caseworker session: " + g.ulid(t))}

Appeal packet assembled {v("datetime", "at " + dd_mon(t))} for this review:
Penalty notice PF 0448213, issued 14 Feb 2026 at 08:12, Brighton, £20 plus the single fare
Inspector note: "No ticket, passenger said the machine at Hove was out of order."
Appellant: "The machine at Hove was broken and the ticket office was closed. I tried to buy on the
app but it crashed. Screenshot attached (time 07:58)."
Station log: Hove TVM 2 fault reported 14 Feb 2026 07:31, fixed 10:05.

Caseworker: What do you recommend?
Assistant:""",
        "transport:appeal-packet",
        ["transport", "system_tail", "phrase_at", "pasted_block_neighbour", "ulid", "dd_mon", "lang_en_GB"],
    )


@pos
def _tr_depot_dispatch(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""Depot: Tram depot Holbeinstrasse, Freiburg
{v("datetime", "Depot clock: " + dotted(t))}
{v("request_id", "Dispatch request: " + g.ksuid(t))}
Shift: late (14:00-22:30)

Assign the open work orders to the technicians on shift. Brake work needs a technician with the B2
qualification; pantograph work needs two people and the roof platform (road 4).

Open: WO-26-1183 brake pad wear car 288 (B2); WO-26-1190 pantograph carbon strip car 271;
WO-26-1191 door 3 sensor car 293.
On shift: Keller (B2), Yilmaz, Brand (B2), Okoro.

Planner:""",
        "transport:depot-dispatch",
        ["transport", "header_block", "dotted_datetime", "ksuid", "lang_en_DE"],
    )


@pos
def _tr_kutchi_refund(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""You help passengers with ticket refund questions for the Bhuj railway division's help desk. Reply in
Kutchi when the passenger writes in Kutchi. Refunds for cancelled trains are automatic to the
original payment method within 5-7 working days.
{v("datetime", "અજ: " + kutchi_now(t))}

User: મૂંજી ભેણ જી ટ્રેન કેન્સલ થઈ વઈ, રિફંડ કડેં ઇંધો?""",
        "transport:kutchi-refund",
        ["transport", "system_tail", "localized_now", "gujarati_digits", "lang_kfr"],
    )


@pos
def _tr_weekday_roster(g: Gen20) -> Draft:
    t = g.at(GMT)
    return draft(
        f"""Sierra Leone Road Transport Corporation, Freetown depot: roster helper
{v("date", "Weekday: " + DAYS_LONG[t.weekday()])}

You help the depot supervisor cover absent drivers from the reserve list. Drivers may not work more
than 10 hours in a day. Greet in Mende or Krio if the supervisor does.

Supervisor: Bua. Two drivers for the Waterloo route are sick today. Who from the reserve can cover
the 06:00 and the 14:00?
Reserve: Kamara (off since 22:00 yesterday), Sesay (worked 06:00-16:00 yesterday), Bangura (rest day).
Assistant:""",
        "transport:weekday-roster",
        ["transport", "header_block", "weekday_alone", "lang_en_SL"],
    )


@pos
def _tr_metro_dominican(g: Gen20) -> Draft:
    t = g.at(AST)
    return draft(
        f"""Atención al usuario, Metro de Santo Domingo (reembolsos de tarjeta)
{v("date", "Fecha de hoy: " + spanish_date(t))}
{v("request_id", "X-Request-Id: " + g.uuid4())}

Explicas las reglas de reembolso: el saldo de una tarjeta dañada se transfiere a una nueva si la
tarjeta es personalizada; el costo de la tarjeta no se devuelve.

Usuario: Mi tarjeta se partió en la guagua y tenía como 600 pesos. ¿Me los devuelven o se perdieron?
Asistente:""",
        "transport:metro-dominican",
        ["transport", "header_block", "localized_now", "spanish_months", "uuid", "lang_es_DO"],
    )


@pos
def _tr_hiri_motu_lost(g: Gen20) -> Draft:
    t = g.at(PGT)
    return draft(
        f"""You help the lost property desk of the Port Moresby bus service record items and answer callers.
Reply in Hiri Motu when the caller speaks Hiri Motu.
{v("date", "Hari dina: " + english_dmy(t))}

User: Lau egu bag be bus ai e noho, route 10, Gerehu bona Town. Unai bag be kakakaka, idia davaria?""",
        "transport:hiri-motu-lost",
        ["transport", "system_tail", "localized_now", "lang_hmo"],
    )


@pos
def _tr_nagamese_refund(g: Gen20) -> Draft:
    t = g.at(IST)
    return draft(
        f"""Nagaland State Transport, Kohima booking office: refund helper
{v("date", "Aji tarik: " + english_dmy(t))}

Reply in Nagamese when the passenger writes in Nagamese. Tickets cancelled more than 24 hours before
departure get 75 % back; within 24 hours, 50 %; after departure, nothing.

User: Moi laga Kohima pora Dimapur ticket kali raati laga ase, aji cancel korile kiman poisa pabo?""",
        "transport:nagamese-refund",
        ["transport", "header_block", "localized_now", "lang_nag"],
    )


@pos
def _tr_fault_codes(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""You help bus maintenance planners at the Metro Transit Heywood garage decide whether a bus can go
out. Any active engine derate or brake fault keeps it in; inactive codes can wait for the next PM.

Fault codes read {v("datetime", "at " + windows_general(t))} for this request (bus 1942, Gillig 40'):
SPN 3226 FMI 16  NOx sensor outlet high        inactive  count 3  first 2026-02-28
SPN 5246 FMI 0   SCR inducement severe          active    count 1  first 2026-03-10
SPN 1067 FMI 5   ABS solenoid left rear open    inactive  count 1  first 2026-01-17

Planner: Can 1942 go out on the 5:40 pull-out?
Assistant:""",
        "transport:fault-codes",
        ["transport", "phrase_at", "fetched_block_neighbour", "windows_datetime", "lang_en_US"],
    )


@pos
def _tr_refund_envelope(g: Gen20) -> Draft:
    t = g.at(EU)
    did = v("request_id", '"id": "' + g.pid("whd_", 20) + '",')
    att = v("datetime", '"attempted_at": "' + rfc3339(t, 6) + '",')
    return draft(
        f"""Incoming payment-provider notification (relayed to the refunds desk):
{{
  "delivery": {{
    {did}
    {att}
    "attempt": 1
  }},
  "event": {{
    "id": "evt_3QxR8bLkd2Tn4Wq1",
    "type": "refund.failed",
    "created_at": "2026-03-09T18:22:41Z",
    "refund": {{"amount": 4790, "currency": "EUR", "booking": "BZ-7K2QXM", "reason": "card_expired"}}
  }}
}}
Tell the refunds agent what happened and what to offer the customer (bank transfer or travel credit).""",
        "transport:refund-envelope",
        [
            "transport",
            "json_block",
            "delivery_envelope",
            "payload_content",
            "prefixed_id",
            "rfc3339",
            "lang_en",
        ],
    )


@pos
def _tr_duty_swap_relay(g: Gen20) -> Draft:
    t = g.at(AEST)
    return draft(
        f"""You process duty swap requests for Brisbane bus depots. A swap is allowed if both drivers keep 10
hours' rest and neither goes over 5 shifts in a row. Reply with approve, reject or refer, and why.

Relayed from the driver app:
{v("datetime", "[received " + dmy_slash(t, seconds=True) + "]")} Driver 40712 (Carina): swap my duty 612 on Saturday with driver 41877's duty 588, both early shifts.
Assistant:""",
        "transport:duty-swap-relay",
        ["transport", "relayed_prefix", "last_user", "dmy_slash", "lang_en_AU"],
    )


@pos
def _tr_torres_lost(g: Gen20) -> Draft:
    t = g.at(AEST)
    return draft(
        f"""You help the regional airline's Horn Island counter with lost property. Reply in Yumplatok (Torres
Strait Creole) when the passenger writes in Yumplatok. Items are kept for 30 days, then sent to Cairns.
{v("date", "Tide: " + english_dmy(t))}

User: Ai bin lusim blo mi kaikai bag lo plen from Cairns. Ai go faindem wea?""",
        "transport:torres-lost",
        ["transport", "system_tail", "localized_now", "lang_tcs"],
    )


@pos
def _tr_depot_chatml(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""<|im_start|>system
You help the rolling-stock controllers of a Belgian regional rail operator decide whether a unit with
a reported defect can stay in service until it reaches a depot. Follow the defect catalogue:
category A means withdraw now, B means withdraw at the next depot, C means record only.
{v("datetime", "Now: " + dotnet_o(t, g.small(0, 10)))}
<|im_end|>
<|im_start|>user
AM08 unit 587, driver reports the toilet door won't lock and the PIS screen in car 2 is blank. It's
on the Liège-Namur service with two round trips left.<|im_end|>
<|im_start|>assistant
""",
        "transport:depot-chatml",
        ["transport", "chat_template", "system_tail", "dotnet_roundtrip", "lang_en_BE"],
    )


@pos
def _tr_match_run(g: Gen20) -> Draft:
    t = g.at(EU)
    return draft(
        f"""Lost-and-found matching, Oslo public transport
{v("run_id", "Match run: " + g.uuid7(t))}
{v("datetime", "Run at: " + unix_date(t))}

The matcher compared the customer's report with items logged in the last 30 days. Tell the agent
which candidate is most likely and what to ask the customer to confirm.

Customer report: grey Fjällräven backpack, laptop inside, lost on tram 11 towards Majorstuen.
Candidates:
1. LF-26-04417 grey backpack (Fjällräven Kånken), tram 11, logged 2026-03-08 22:14, contains laptop
2. LF-26-04390 dark grey backpack (no brand), bus 20, logged 2026-03-07 17:02

Agent:""",
        "transport:match-run",
        ["transport", "header_block", "uuid7", "unix_date", "content_dates_neighbour", "lang_en_NO"],
    )


@pos
def _tr_dinka_roster(g: Gen20) -> Draft:
    t = g.at(CAT)
    return draft(
        f"""You help the dispatcher of a Juba-Bor bus company plan driver shifts. Reply in Dinka when the
dispatcher writes in Dinka. A driver must rest 10 hours between trips.
{v("date", "Ëmën: " + english_dmy(t))}

User: Awuɔ̈c ke Bor athɛɛr nu dhorou, ku wok kɔɔr raan bï ke thiääk. Yeŋa?""",
        "transport:dinka-roster",
        ["transport", "system_tail", "localized_now", "lang_din"],
    )


@pos
def _tr_wayuu_refund(g: Gen20) -> Draft:
    t = g.at(COT)
    return draft(
        f"""Terminal de transportes de Riohacha, atención de reembolsos. Responde en wayuunaiki si el pasajero
escribe en wayuunaiki, y en español en los demás casos. Un tiquete se reembolsa al 80 % hasta 2 horas
antes de la salida.
{v("datetime", "Joolu'u: " + time12(t))}

User: Tü tiketekaa taya süpüla Maicao, nnojoishi ataralüin. Jamüshi tanaajiraka?""",
        "transport:wayuu-refund",
        ["transport", "system_tail", "time_alone", "lang_guc"],
    )


@pos
def _tr_meru_sacco(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""[ctx sacco=meru-express {v("request_id", "req=" + g.b58(16))} office=makutano]
{v("date", "Narua: " + english_dmy(t))}
You help the back office of a Meru matatu SACCO record lost items and passenger complaints. Reply in
Kimeru when the clerk writes in Kimeru.

User: Mugendi umwe ariekire simu yawe ndene ya KDA 441Q, ritua ria Nkubu. Ndiandike atia?""",
        "transport:meru-sacco",
        ["transport", "kv_inline", "head", "localized_now", "base58", "lang_mer"],
    )


@pos
def _tr_teso_appeal(g: Gen20) -> Draft:
    t = g.at(EAT)
    return draft(
        f"""You help passengers of the Soroti-Kampala bus line write complaints about fines charged by
conductors. Reply in Ateso when the passenger writes in Ateso.
{v("date", "Lolo: " + english_dmy(t))}

User: Eyaunit ekonda ebeit nu 20,000 kanu atiketi kangin. Araikonye alimokin?""",
        "transport:teso-appeal",
        ["transport", "system_tail", "localized_now", "lang_teo"],
    )


@pos
def _tr_roster_bullet(g: Gen20) -> Draft:
    t = g.at(USE)
    return draft(
        f"""## Roster change notice
- **Depot:** Jamaica Bus Depot
- **Pick:** Spring 2026 general pick (effective 2026-04-05)
{v("datetime", "- **Generated:** " + us_medium(t))}

Write the notice to operators about the two changes below in plain language, under 120 words.

Changes: run 117 moves from the Q4 to the Q5; the 4:52 AM report time on run 203 becomes 4:40 AM.
Notice:""",
        "transport:roster-bullet",
        ["transport", "md_bullets", "head", "us_medium", "lang_en_US"],
    )


@pos
def _tr_umbundu_lost(g: Gen20) -> Draft:
    t = g.at(WAT)
    return draft(
        f"""Caminho de Ferro de Benguela, perdidos e achados (Huambo)
{v("datetime", "Data de hoje: " + portuguese_date(t))}
{v("session_id", "Sessão: " + g.nanoid())}

Ajudas os passageiros a declarar objetos perdidos no comboio. Responde em umbundu quando o passageiro
escreve em umbundu.

User: Ndatiamisa ombolosa yange vokombóio ya Lobito, yi kasi lonjimbu.""",
        "transport:umbundu-lost",
        ["transport", "header_block", "localized_now", "portuguese_months", "nanoid", "lang_umb"],
    )


# --- negatives: public health ---------------------------------------------------------------------------------


def _negatives_public_health() -> None:
    neg(
        "public-health:line-list-csv",
        [
            "public_health",
            "pasted",
            "csv",
            "question_after_no_pointer",
            "no_blank_line",
            "opens_with_metadata_like_line",
        ],
        """Timestamp,Case ID,District,Age,Onset,Reported,Outcome
2026-03-02 08:14:51,MW-LL-0211,Nsanje,27,2026-02-27,2026-03-02,alive
2026-03-02 09:40:03,MW-LL-0212,Nsanje,4,2026-02-28,2026-03-02,alive
2026-03-03 16:22:37,MW-LL-0219,Chikwawa,61,2026-02-24,2026-03-03,died
2026-03-04 07:05:12,MW-LL-0224,Nsanje,33,2026-03-03,2026-03-04,alive
how many of these were reported more than 5 days after onset""",
    )
    neg(
        "public-health:don-summary",
        ["public_health", "pasted", "bulletin", "dates_in_prose", "question_before"],
        """Summarise this outbreak notice in four bullet points for the district health management team.

Disease Outbreak News: Marburg virus disease, 14 March 2026
On 9 March 2026 the Ministry of Health notified WHO of a confirmed case of Marburg virus disease in a
34-year-old miner who developed fever on 1 March and died on 7 March. As of 13 March, 61 contacts
have been listed, 58 of whom are under follow-up; 3 were lost to follow-up on 11 March. Laboratory
confirmation was made by RT-PCR at the national reference laboratory on 8 March (sample ID
NRL-26-00417). WHO assesses the national risk as high and the regional risk as moderate.""",
    )
    neg(
        "public-health:microplan-table",
        ["public_health", "pasted", "table", "dates_in_table", "question_before"],
        """Can you check whether any vaccinator is booked at two sites on the same day in this microplan?

| Date       | Site                      | Team | Vaccinator   | Target |
|------------|---------------------------|------|--------------|--------|
| 2026-04-13 | Kalomo Primary            | T1   | B. Mweemba   | 310    |
| 2026-04-13 | Siachitema RHC (outreach) | T2   | C. Hamoonga  | 140    |
| 2026-04-14 | Kalomo Primary            | T1   | C. Hamoonga  | 290    |
| 2026-04-14 | Chikanta mission          | T3   | C. Hamoonga  | 175    |
| 2026-04-15 | Namwianga                 | T2   | B. Mweemba   | 220    |""",
    )
    neg(
        "public-health:fridge-log-export",
        ["public_health", "pasted", "export", "opens_with_metadata_like_line", "question_after"],
        """Device: Fridge-tag 2L, serial FT2-448201
Report generated: 11.03.2026 07:15
Min/Max last 30 days
Date        Min °C  Max °C  Alarm
01.03.2026  3.1     6.4     -
02.03.2026  2.8     9.6     HIGH 92 min
03.03.2026  3.0     6.9     -
04.03.2026  1.7     5.2     -

The vaccines in this fridge are pentavalent and IPV. Does the alarm on the 2nd mean I have to
discard them, or do I do the shake test first?""",
    )
    neg(
        "public-health:inspection-report",
        ["public_health", "pasted", "inspection_report", "date_label_in_document", "question_after"],
        """FOOD HYGIENE INSPECTION REPORT
Premises: Golden Wok Takeaway, 14 High Street, Dingwall
Date of inspection: 05/03/2026   Time in: 10:15   Time out: 11:40
Officer: A. MacLeod (EHO-207)
Ref: FH/26/00184
Findings:
1. Chiller unit at 9 °C (target 5 °C or below).
2. No cleaning schedule available.
3. Raw and ready-to-eat foods separated correctly.
Rating: Improvement Required. Revisit by 05/04/2026.

I'm the owner. What do I need to fix before the revisit, in order of importance?""",
    )
    neg(
        "public-health:recall-lot-question",
        ["public_health", "id_asked_about", "dates_in_prose"],
        """The recall notice says lot codes 26043B and 26044B, best before 12/2026. My jar says
L26043B BB 31.12.26 and was bought on 2 March. Is it the same lot or a different one?""",
    )
    neg(
        "public-health:lab-email-between",
        ["public_health", "pasted", "email", "between_user_paragraphs", "date_label_in_document"],
        """I got this from the reference lab this morning and I'm not sure whether it changes our case count.

From: Reference Laboratory <results@nrl.example.org>
Date: Tue, 10 Mar 2026 06:48:19 +0300
Subject: RE: Specimens KSM-0417 to KSM-0424
Message-ID: <20260310034819.7731@nrl.example.org>

Culture results: KSM-0417 Vibrio cholerae O1 Ogawa isolated; KSM-0421 no growth; KSM-0424 Vibrio
cholerae O1 Ogawa isolated. KSM-0418 sample rejected (leaking container), please resend.

We had 4 suspected cases in that batch. Does this make 2 confirmed, and does the rejected one stay
suspected?""",
    )
    neg(
        "public-health:contact-tracing-note",
        [
            "public_health",
            "pasted",
            "case_note",
            "dates_in_prose",
            "question_after_no_pointer",
            "no_blank_line",
        ],
        """Case note, TB index case IC-26-031
08/03/2026 Home visit 10:20. Index (M, 42) on treatment since 02/03/2026. Household: wife (38),
daughter (14), son (9), mother-in-law (70).
08/03/2026 Daughter reports cough for about 3 weeks, no fever. Son well. Mother-in-law diabetic.
09/03/2026 Phone call 15:05, wife agrees to bring all contacts to clinic on 12/03.
who should get a chest x-ray first and who needs TPT""",
    )
    neg(
        "public-health:stable-header",
        ["public_health", "stable_in_program_position", "authored_revision", "version_like_date"],
        """Surveillance assistant configuration
Case definitions: IDSR technical guidelines, 3rd edition (2019), national adaptation 2026-02-14
Epi week convention: weeks start on Sunday
Prompt revision: 2026-01-30
Knowledge cutoff: 2025-10

You help district surveillance officers apply case definitions. Quote the definition you used.

Officer: A 3-year-old with fever and rash since Saturday, no cough. Does that meet suspected measles?
Assistant:""",
    )
    neg(
        "public-health:epi-week-question",
        ["public_health", "iso_week_asked_about", "dates_in_question"],
        """Which calendar dates make up epi week 11 of 2026 if epi weeks start on Sunday, and does it differ
from ISO week 2026-W11?""",
    )
    neg(
        "public-health:ihr-form",
        ["public_health", "pasted", "form", "date_label_in_document", "question_before"],
        """Check this IHR notification form for missing fields before I send it to the WHO contact point.

IHR NOTIFICATION (Annex 2 assessment)
Reference: NFP-26-0089
Date of notification: 12/03/2026
Time: 14:20 local
Event: cluster of severe acute respiratory illness, 7 cases, 2 deaths
Location: Ruhengeri district hospital
Date of onset of first case: 28/02/2026
Specimens: 5 collected 09/03/2026, results pending
Contact: Dr. J. Uwase, +250 788 000 000""",
    )
    neg(
        "public-health:wastewater-results",
        ["public_health", "pasted", "lab_results", "dates_in_table", "question_after"],
        """sample_id     site            collected         received          sars2_gc_per_L  pmmov_gc_per_L
WW26-03117    Riverbend WWTP  2026-03-02 07:00  2026-03-02 13:41  18400           2.1e9
WW26-03118    Oak Hollow      2026-03-02 07:30  2026-03-02 13:41  6200            1.9e9
WW26-03201    Riverbend WWTP  2026-03-05 07:00  2026-03-05 14:02  31800           2.4e9

Normalise these by PMMoV and tell me the percentage change at Riverbend between the two samples.""",
    )
    neg(
        "public-health:sms-alert-multiturn",
        ["public_health", "multi_turn", "pasted", "sms"],
        """User: I got this text this morning:
"MOH ALERT 11/03 06:30: Heat advisory for Hisar and Bhiwani 12-14 March. Max 44C expected. Avoid
outdoor work 12:00-16:00. Helpline 104."
Assistant: That's a heat advisory from the health department for three days. Do you want tips for
outdoor workers?
User: yes, and does it apply to Rohtak too?
Assistant:""",
    )
    neg(
        "public-health:rabies-user-clock",
        ["public_health", "user_typed_clock", "dates_in_question", "lang_en_IN"],
        """A stray dog bit my son on Sunday 8 March at about 6 pm. He got the first rabies injection on
Monday at 11 in the morning at the PHC. It's now 7:15 pm on Wednesday here. Is it too late for the
second dose, and when are the others?""",
    )
    neg(
        "public-health:immunisation-card-ocr",
        ["public_health", "pasted", "ocr", "dates_in_table", "question_after_no_pointer", "no_blank_line"],
        """Child health card (text copied from photo):
Name: Amina Y.   DOB: 14/06/2025
BCG 14/06/2025   OPV0 14/06/2025
Penta1 27/07/2025  OPV1 27/07/2025  PCV1 27/07/2025  Rota1 27/07/2025
Penta2 05/09/2025  OPV2 05/09/2025  PCV2 05/09/2025  Rota2 05/09/2025
Penta3 --   OPV3 --   PCV3 --   IPV --
Measles1 --
is she behind, and what does she get at the next visit""",
    )
    neg(
        "public-health:dhis2-uid-question",
        ["public_health", "id_asked_about", "code"],
        """In our DHIS2 tracker the event with UID d3fKqL9xWpR shows up twice in the line list export, once
with event date 2026-03-04 and once with 2026-03-05, but the enrollment uAHz8Pq2LkM only has one
event. What would cause a duplicate row in the export?""",
    )
    neg(
        "public-health:iban-trap-counts",
        ["public_health", "pasted", "table", "lang_iba", "question_after"],
        """Minggu 9   Kpg. Lubok Antu   ovitrap positif 14/40
Minggu 10  Kpg. Lubok Antu   ovitrap positif 22/40
Minggu 10  Taman Sri Aman    ovitrap positif 6/40
Minggu 11  Kpg. Lubok Antu   ovitrap positif 27/40

Kati ku indeks ovitrap Lubok Antu ari minggu 9 datai ke minggu 11? Patut kami ngasap baru?""",
    )
    neg(
        "public-health:boil-water-notice",
        ["public_health", "pasted", "notice", "no_blank_line", "question_after_no_pointer"],
        """BOIL WATER NOTICE
Issued: 10 March 2026, 16:45
Area: Halifax and Bluewater estates, Ingham
Reason: E. coli detected in a routine sample taken 9 March 2026 at Halifax reservoir.
Until further notice, boil water for drinking, brushing teeth, preparing food and making ice.
Notice ref: HSC-BWN-2026-03
can I still use the water for my baby's bath""",
    )
    neg(
        "public-health:heat-plan-thresholds",
        ["public_health", "stable_in_program_position", "table", "version_like_date"],
        """Heat action plan thresholds (plan version 2026.1, adopted 2026-02-20)
| Alert   | Max temp (°C) | Min night temp (°C) | Action                         |
|---------|---------------|---------------------|--------------------------------|
| Yellow  | 40            | 27                  | messages to schools            |
| Orange  | 42            | 29                  | cooling centres open 11:00-17:00 |
| Red     | 44            | 30                  | outdoor work banned 12:00-16:00 |

You help the district heat officer choose the alert level from tomorrow's forecast figures, which
the officer types in.

Officer: Forecast says 43 max and 28 at night. Which alert?
Assistant:""",
    )
    neg(
        "public-health:surveillance-api-json",
        ["public_health", "pasted", "json", "opens_with_metadata_like_line", "question_after"],
        """{
  "id": "a7c2f1e0-5b8d-4c1e-9f3a-6d2b8e4c0a17",
  "reported_at": "2026-03-11T09:14:22Z",
  "condition": "measles",
  "status": "suspected",
  "district": "Kalomo",
  "onset_date": "2026-03-06"
}
The surveillance API rejects this with "onset_date must be before reported_at". It is before, so
what else could the validator be comparing?""",
    )
    neg(
        "public-health:few-shot-extract",
        ["public_health", "few_shot", "example_date"],
        """Extract onset date, report date and district from each notification as JSON.

Example: "Suspected cholera, onset 2 March, seen at Nyando SCH on 3 March 2026."
Output: {"onset": "2026-03-02", "reported": "2026-03-03", "district": "Nyando"}

Notification: "Measles suspected in a 3-year-old from Muhoroni, rash since 6 March, reported 9 March 2026."
Output:""",
    )
    neg(
        "public-health:relative-times",
        ["public_health", "relative_time"],
        """The last cholera case in the camp was reported 36 hours ago and the one before that about four days
ago. Chlorination at the water points restarted yesterday evening. How long do we have to wait
without new cases before we can declare the camp outbreak over?""",
    )
    neg(
        "public-health:haryanvi-sms-question",
        ["public_health", "pasted", "sms", "lang_bgc", "question_after_no_pointer", "no_blank_line"],
        """स्वास्थ्य विभाग: १२-१४ मार्च हिसार, भिवानी म्ह लू। दोपहर १२ तै ४ बजे तक बाहर मत जाओ। हेल्पलाइन १०४।
यो मैसेज म्हारे गाम खात्तर भी सै के?""",
    )
    neg(
        "public-health:recall-list-chat",
        ["public_health", "multi_turn", "pasted", "table"],
        """User: Here are the recalls our shop got this month:
FSAI-26-014  Glenmore Oat & Honey Bars 6 x 35 g   lots 26043B, 26044B   undeclared peanut
FSAI-26-017  Harbourside Smoked Salmon 200 g      use by 14/03/2026     Listeria
FSAI-26-019  Bay Farm Baby Rice 120 g             BB 09/2027            foreign body
Assistant: Thanks. Do you want a shelf-check list for staff?
User: Yes, sorted by aisle: cereal bars aisle 3, chilled fish aisle 7, baby aisle 5.
Assistant:""",
    )
    neg(
        "public-health:sop-revision",
        ["public_health", "authored_revision", "document_metadata", "question_after"],
        """SOP PH-EH-012: Investigation of suspected foodborne outbreaks
Version 4.2, approved 2025-11-03 by the Director of Public Health, next review 2027-11
1. Start the investigation within 24 hours of notification.
2. Collect stool specimens from at least 5 cases within 72 hours of onset.
3. Issue a holding statement to the media within 48 hours if more than 10 people are ill.

We were notified on Friday afternoon of 12 people ill after a wedding on Thursday. What are our
deadlines under this SOP?""",
    )
    neg(
        "public-health:control-plain",
        ["public_health", "plain"],
        """You are a health educator for a community radio programme in western Kenya. Explain why hand washing
with soap matters before eating and after using the latrine, in simple words, in under 100 words.

Presenter: Can you give me something I can read out tomorrow morning?
Assistant:""",
        control=True,
    )


# --- negatives: emergency management ----------------------------------------------------------------------------


def _negatives_emergency() -> None:
    neg(
        "emergency:ics214-log",
        ["emergency", "pasted", "log", "times_in_content", "question_before"],
        """Turn this unit log into three sentences for the end-of-shift briefing.

ICS 214 ACTIVITY LOG
Incident: Laurel Creek Fire   Operational period: 03/11/2026 0700 - 1900
Name: D. Pruitt, Div. B Supervisor
0712  Briefing at ICP, assigned Div. B
0840  Dozer line from Old Mill Rd to drop point 14 started
1125  Spot fire 0.5 ac east of line, held by Engine 22 at 1210
1530  Wind shift to NW, pulled crews back to safety zone 2
1815  Line complete to DP 14, handed over to night shift""",
    )
    neg(
        "emergency:shelter-export",
        [
            "emergency",
            "pasted",
            "csv",
            "opens_with_metadata_like_line",
            "question_after_no_pointer",
            "no_blank_line",
        ],
        """registered_at,family_id,head,members,needs,pets
2026-03-09 18:02,F-0041,Boateng,5,insulin (1),dog
2026-03-09 18:40,F-0042,Ruiz,3,,
2026-03-09 19:15,F-0043,Nakamura,2,wheelchair,cat
2026-03-10 07:31,F-0044,Okonkwo,6,infant formula,
2026-03-10 09:02,F-0045,Leblanc,1,oxygen concentrator,
how many people need power for medical equipment""",
    )
    neg(
        "emergency:ics213rr-form",
        ["emergency", "pasted", "form", "date_label_in_document", "question_after"],
        """ICS 213 RR RESOURCE REQUEST
1. Incident name: Tar River Flood 2026      2. Date/time: 03/10/2026 2140
3. Resource request number: RR-2026-0311
4. Order: Qty 2, Kind: Swift water rescue team, Type 3, Priority: urgent
   Requested reporting location: Staging B, Exit 31   Requested arrival: 03/11/2026 0600
5. Requestor: Ops Section Chief, Pitt County EOC
12. Logistics order number: L-0417   Supplier: NC Urban Search and Rescue, Task Force 8

Logistics already filled it, but the state says block 4 is wrong. What's wrong with it?""",
    )
    neg(
        "emergency:damage-json",
        ["emergency", "pasted", "json", "opens_with_metadata_like_line", "question_after"],
        """[
  {"id": "PDA-26-0091", "timestamp": "2026-03-09T16:41:07-04:00", "address": "412 Water St", "category": "major", "water_depth_in": 30},
  {"id": "PDA-26-0092", "timestamp": "2026-03-09T16:58:44-04:00", "address": "418 Water St", "category": "destroyed", "water_depth_in": 60},
  {"id": "PDA-26-0093", "timestamp": "2026-03-09T17:20:13-04:00", "address": "5 Mill Ln", "category": "affected", "water_depth_in": 2}
]
These came from our damage assessment app. Give me a count by category and a one-line summary for
the state.""",
    )
    neg(
        "emergency:siren-test-log",
        [
            "emergency",
            "pasted",
            "log",
            "question_after_no_pointer",
            "no_blank_line",
            "opens_with_metadata_like_line",
        ],
        """2026-03-04 12:00:03 SIREN NF-014 ROTATION OK  DB 118
2026-03-04 12:00:03 SIREN NF-022 ROTATION OK  DB 121
2026-03-04 12:00:04 SIREN NF-031 NO RESPONSE
2026-03-04 12:00:41 SIREN NF-031 RETRY 1 NO RESPONSE
2026-03-04 12:01:19 SIREN NF-031 RETRY 2 ROTATION OK  DB 96
why is 031 so much quieter than the others""",
    )
    neg(
        "emergency:wea-text",
        ["emergency", "pasted", "alert_text", "question_before"],
        """Is this alert under the 360-character limit, and is there anything unclear in it?

Emergency Alert: Pitt County EM. Mandatory evacuation for areas within 1 mile of the Tar River in
Greenville from 6 PM today until further notice. Shelters: J.H. Rose High School, 600 W Arlington
Blvd. Bring medicines and ID. Info: pittcountync.gov/flood""",
    )
    neg(
        "emergency:sitrep-pasted",
        [
            "emergency",
            "pasted",
            "report",
            "date_label_in_document",
            "question_after",
            "opens_with_metadata_like_line",
        ],
        """Report date: 10 March 2026, 18:00
Period covered: 09 March 18:00 to 10 March 18:00
Prepared by: LDMG Hinchinbrook
1. Evacuation centres: 2 open, 214 registered, 61 overnight.
2. Roads: Bruce Highway closed at Seymour River.
3. Water: boil water notice in force for Halifax (issued 10 March 16:45).

This is yesterday's sitrep. Rewrite point 3 for a resident audience.""",
    )
    neg(
        "emergency:iap-objectives",
        ["emergency", "pasted", "document", "times_in_content", "between_user_paragraphs"],
        """I'm writing tomorrow's IAP and want to reuse these objectives.

1. Provide for the safety of responders and the public throughout the operational period
   03/12/2026 0700-1900.
2. Hold the fire west of Old Mill Road and south of Hwy 221 through 1900.
3. Complete damage assessment of 46 structures in Laurel Heights by 1500.

Which of them need rewording to be measurable?""",
    )
    neg(
        "emergency:roster-multiturn",
        ["emergency", "multi_turn", "pasted", "table"],
        """User: Shelter staff roster for the weekend:
Sat 0700-1500  Ana (shelter manager), Kofi, Leila
Sat 1500-2300  Ben, Priya, Tom
Sun 0700-1500  Ana, Kofi, Tom
Sun 1500-2300  Ben, Priya, Leila
Assistant: Got it. Anything you want me to check?
User: Does anyone work more than 8 hours in a row or back-to-back shifts?
Assistant:""",
    )
    neg(
        "emergency:incident-id-question",
        ["emergency", "id_asked_about", "timestamp_asked_about"],
        """Incident 2026-NC-004512 shows a "last updated" time of 2026-03-10T21:14:55Z in WebEOC but the
board still lists it as active. Is the Z time the same as 5:14 PM Eastern, and why would an
incident not auto-close?""",
    )
    neg(
        "emergency:plan-effective",
        ["emergency", "stable_in_program_position", "authored_revision", "version_like_date"],
        """County Emergency Operations Plan assistant
Plan: Basic Plan, revision 7, effective 2025-06-01
Annex: ESF-6 Mass Care, updated 2025-09-15
Activation levels: 3 (monitoring), 2 (partial), 1 (full)

Answer questions about roles and procedures from the plan, and quote the section.

User: Who opens a general population shelter when the EOC is at level 2?
Assistant:""",
    )
    neg(
        "emergency:radio-log",
        ["emergency", "pasted", "log", "times_in_content", "question_after"],
        """[14:02] EOC to Shelter Amherst: confirm occupancy
[14:05] Shelter Amherst to EOC: 88 occupants, generator running
[14:22] Shelter Amherst to EOC: generator down, on battery lights
[14:31] EOC to Logistics: fuel and electrician to Amherst regional high school
[15:10] Logistics to EOC: electrician on site

How long were they on battery before help arrived?""",
    )
    neg(
        "emergency:fuel-sheet",
        ["emergency", "pasted", "table", "question_before"],
        """Which facility runs out first if nobody refuels?

Facility                 Tank (gal)  Burn (gal/h)  Left (gal)  Last fill
Ben Taub lift station    500         14            120         2026-03-09 06:40
Fire Station 37          250         6             210         2026-03-10 11:15
Water plant B            1,000       38            260         2026-03-10 02:30""",
    )
    neg(
        "emergency:ia-letter",
        ["emergency", "pasted", "letter", "date_label_in_document", "question_after"],
        """Dear applicant,
Registration ID: 3517-228-04
Disaster: DR-4812-NC
Date of letter: March 6, 2026
We have determined that you are not eligible for Individual Assistance at this time because we
could not verify that the damaged property is your primary residence. You may appeal within 60 days
of the date of this letter by sending a signed letter and proof of occupancy (for example a utility
bill dated before February 20, 2026).

I've lived there for 12 years. What's my deadline and what should I send?""",
    )
    neg(
        "emergency:mutual-aid-clause",
        ["emergency", "pasted", "contract", "dates_in_prose", "question_after"],
        """Article VIII. Reimbursement. The requesting party shall reimburse the assisting party within 90
days of receipt of a complete reimbursement package. Packages must be submitted within 45 days of
the demobilization date. This Agreement is effective July 1, 2025 and remains in force until June
30, 2030.

Our team demobilized on March 2. By when do we have to send the package, and by when should we
expect payment at the latest?""",
    )
    neg(
        "emergency:evac-bus-timetable",
        ["emergency", "pasted", "timetable", "question_after_no_pointer", "no_blank_line"],
        """EVACUATION BUS - Route E2 (assisted evacuation)
Stop                       Run 1   Run 2   Run 3
Pine Ridge Senior Centre   08:00   10:30   13:00
Elm St & 4th               08:12   10:42   13:12
St. Mary's Church          08:25   10:55   13:25
Arr. Shelter (Rose HS)     08:50   11:20   13:50
my mum is at elm and 4th and can't be ready before 10""",
    )
    neg(
        "emergency:volunteer-signin",
        ["emergency", "pasted", "sign_in_sheet", "times_in_content", "question_after"],
        """Name            In     Out    Task
J. Alvarez      07:55  12:10  muck-out crew 2
T. Nguyen       08:20  16:45  donations sorting
R. Patel        09:05  -      muck-out crew 2
S. O'Brien      09:10  13:00  phone bank

Who is still signed in, and how many volunteer hours do we have so far for the ones who left?""",
    )
    neg(
        "emergency:notice-wording",
        ["emergency", "user_draft", "dates_in_prose", "question_after"],
        """Draft notice: "The outdoor warning sirens in Husum will be tested on Thursday 12 March 2026 at
11:00. You will hear a one-minute rising and falling tone followed by a one-minute steady tone. No
action is needed."

Is it clear that this is only a test? Suggest a better first sentence.""",
    )
    neg(
        "emergency:forwarded-email-between",
        ["emergency", "pasted", "email", "between_user_paragraphs", "forwarded"],
        """The county sent us this and I need to know if it changes our shelter opening time.

---------- Forwarded message ---------
From: Pitt County EM <em@pittcountync.example>
Date: Tue, Mar 10, 2026 at 4:12 PM
Subject: Shelter activation
To: shelter-partners@example.org

Red Cross will open J.H. Rose HS as a general population shelter at 1800 tonight. Partners staffing
the registration desk please arrive by 1730.

We were told 7 pm before. Do we need to be there earlier now?""",
    )
    neg(
        "emergency:exif-block",
        ["emergency", "pasted", "exif", "question_after"],
        """File: IMG_4411.jpg
Date/Time Original: 2026:03:09 10:41:07
GPS Latitude: 7 deg 27' 18.2" N
GPS Longitude: 151 deg 50' 41.9" E
Camera: iPhone 13

Was this photo taken before or after the typhoon made landfall at 06:00 local on the 9th?""",
    )
    neg(
        "emergency:dominican-whatsapp",
        ["emergency", "pasted", "chat_export", "lang_es_DO", "question_after"],
        """[10/03/26, 07:12:44] Brigada Ozama: Palo grande caído en la calle 8, bloquea todo
[10/03/26, 07:30:02] Brigada Ozama: Cables de luz en el piso en la esquina con la 10
[10/03/26, 08:05:51] Coordinación: Edenorte avisado, la grúa sale a las 9
[10/03/26, 09:47:19] Brigada Ozama: Grúa llegó, ya se está cortando

¿Cuánto se tardó la grúa desde que avisaron del palo?""",
    )
    neg(
        "emergency:kalmyk-notice",
        ["emergency", "pasted", "notice", "lang_xal", "question_after"],
        """ОБЪЯВЛЕНИЕ. 11 марта 2026 г. с 09:00 до 21:00 в связи с аварией на водоводе будет отключено
холодное водоснабжение в 3 и 8 микрорайонах г. Элиста. МУП «Элиставодоканал», тел. 8 (84722) 4-00-00.

Эн объявленьд йир бичгдсн? Маниһ 5 микрорайонд ус бәәх болвза?""",
    )
    neg(
        "emergency:template-unrendered",
        ["emergency", "unrendered_template"],
        """Fix the grammar in this alert template but keep the placeholders exactly as they are:

"Evacuation order for {{zone_name}} issued at {{issued_time}}. Leave now by {{route}}. Shelter open at
{{shelter_name}} until {{shelter_close_time}}. Reference {{alert_id}}."
""",
    )
    neg(
        "emergency:relative-hours",
        ["emergency", "relative_time"],
        """The river crested about 5 hours ago and has dropped 40 cm since. The shelter has been open for
two days and the last new family came in yesterday afternoon. When is it reasonable to start
planning demobilisation?""",
    )
    neg(
        "emergency:acadian-user-clock",
        ["emergency", "user_typed_clock", "lang_fr_acadian"],
        """Il est 6 h 40 astheure pis l'eau monte d'un pouce à l'heure dans la cave. La pompe arrête pas
depuis 4 heures à matin. Combien de temps j'ai avant que ça arrive au panneau électrique, qui est à
trois pieds du plancher?""",
    )
    neg(
        "emergency:control-plain",
        ["emergency", "plain"],
        """You help households make a simple emergency plan. List what to put in a go-bag for a family of
four with a baby, in bullet points, no more than 15 items.

User: We live near the river and want to be ready this spring.
Assistant:""",
        control=True,
    )


# --- negatives: civic services next to the courts -----------------------------------------------------------------


def _negatives_civic_legal() -> None:
    neg(
        "civic-legal:pay-or-quit",
        ["civic_legal", "pasted", "notice", "date_label_in_document", "question_after"],
        """FIVE-DAY NOTICE TO PAY RENT OR QUIT
Date: March 3, 2026
To: Tenant(s) in possession, 22 Birch Lane, Apt 4, Charlottesville, VA 22903
You are hereby notified that rent in the amount of $1,340.00 for the period March 1, 2026 to March
31, 2026 is past due. Unless payment in full is received within five (5) days of delivery of this
notice, the rental agreement will be terminated.
Landlord: Maple Court Holdings LLC, by J. Reyes, agent

He taped it to my door on the 3rd. When do the five days run out, and can he change the locks
after that?""",
    )
    neg(
        "civic-legal:jury-summons-letter",
        ["civic_legal", "pasted", "letter", "date_label_in_document", "question_before"],
        """What does it mean by "call-in", and do I have to go on the 13th or not?

JURY SUMMONS
Juror number: 204-118-7730
Report date: Monday, April 13, 2026 at 8:00 a.m.
Location: Multnomah County Central Courthouse, 1200 SW 1st Ave, Portland
This is a CALL-IN summons. After 5:00 p.m. on Friday, April 10, 2026, call (503) 988-3235 or check
the website to find out whether you must report.""",
    )
    neg(
        "civic-legal:mediation-agreement",
        ["civic_legal", "pasted", "agreement", "dates_in_prose", "question_after"],
        """MEDIATION AGREEMENT (neighbour dispute), reference BCMS-26-0142
1. Mr Quinn will cut the leylandii hedge to 2 metres by 30 April 2026 and keep it at that height.
2. Mrs Doherty will not park in front of the shared gate between 07:00 and 09:00 on weekdays.
3. The parties will meet again on 15 June 2026 at 18:00 at the Ormeau Road office to review.
Signed on 12 March 2026.

If he hasn't cut the hedge by the end of April, what can I do? Is this agreement binding?""",
    )
    neg(
        "civic-legal:will-excerpt",
        ["civic_legal", "pasted", "will", "dates_in_prose", "between_user_paragraphs"],
        """My mum's will has this in it and my brother says it means he gets the house.

"I GIVE my freehold property at 7 Elm Terrace, Gateshead to my son DAVID absolutely PROVIDED THAT
he survives me by 28 days, and if he does not so survive me then to my daughter SARAH. Dated this
4th day of October 2019."

Mum died on 2 January and David is alive. Is he right?""",
    )
    neg(
        "civic-legal:certificate-validity",
        ["civic_legal", "pasted", "certificate", "date_label_in_document", "question_after"],
        """LEGAL AID CERTIFICATE
Certificate no.: 300001234567
Client: Ms Grace O'Neill
Scope: Advice and assistance in relation to possession proceedings
Issued: 18/02/2026
Valid until: 17/08/2026
Cost limitation: £1,500

Does this cover representation at a hearing, or only advice?""",
    )
    neg(
        "civic-legal:case-ref-question",
        ["civic_legal", "id_asked_about"],
        """I have a legal aid reference LAA-26-0088471 from an application I made online on 24 February,
and the status page still says "received". Is that normal after two weeks, and is the reference the
same as a case number?""",
    )
    neg(
        "civic-legal:stable-intake-config",
        ["civic_legal", "stable_in_program_position", "version_like_date", "authored_revision"],
        """Intake assistant settings
Means test: thresholds effective 2026-04-07 (125 % of federal poverty guidelines)
Service area codes: ALB, FLU, GRE
Prompt revision: 2026-01-15
Handbook version: 2025.3

Screen callers for eligibility and the type of problem. Do not give legal advice.

Caller: I make about $2,100 a month and there are three of us. Do I qualify?
Assistant:""",
    )
    neg(
        "civic-legal:landlord-text-multiturn",
        ["civic_legal", "multi_turn", "pasted", "sms"],
        """User: My landlord sent this: "Need u out by the 15th, my son is moving in. Leave keys in the box.
Sent Mon 9 Mar 10:42"
Assistant: I'm sorry, that sounds stressful. Do you have a written lease, and how long have you lived
there?
User: Two years, lease ran out last summer, now month to month.
Assistant:""",
    )
    neg(
        "civic-legal:mediation-email-thread",
        ["civic_legal", "pasted", "email_thread", "date_label_in_document", "question_after"],
        """On Tue, 10 Mar 2026 at 09:12, Coordinator <book@mediation.example> wrote:
> Both parties can do Wednesday 18 March, 18:00-20:00 online. Please confirm by Friday.

On Tue, 10 Mar 2026 at 14:40, Sinead Quinn <s.quinn@example.com> wrote:
> The 18th is fine but I'd rather be in the room, not online.

Can you write a short reply to Sinead saying in-person isn't possible that week but offering the
24th at the Ormeau office?""",
    )
    neg(
        "civic-legal:helpline-clock",
        ["civic_legal", "user_typed_clock"],
        """It's 4:50 pm here and the jury office line closes at 5. My summons is for Monday. If I can't get
through today, can I still ask for a postponement on Monday morning?""",
    )
    neg(
        "civic-legal:ulster-scots-summons",
        ["civic_legal", "dates_in_question", "lang_sco_ulster"],
        """Ma summons says A hae tae be at the Coort in Coleraine on Monday the 13th o Aprile at hauf nine,
juror nummer 44-1187. A'm awa on ma holidays frae the 10th tae the 20th. Whit dae A dae?""",
    )
    neg(
        "civic-legal:estate-inventory",
        ["civic_legal", "pasted", "table", "question_after_no_pointer", "no_blank_line"],
        """Asset                         Value (£)   Date valued
7 Elm Terrace, Gateshead       182,000     15/01/2026
Nationwide savings a/c ..4471  23,410.55   02/01/2026
Premium Bonds                  5,000       02/01/2026
Car (2017 Fiesta)              4,200       20/01/2026
Funeral bill (paid by me)      -4,380      12/01/2026
is this under the threshold for inheritance tax""",
    )
    neg(
        "civic-legal:few-shot-letter-dates",
        ["civic_legal", "few_shot", "example_date"],
        """Extract the letter date and the deadline from each letter as JSON.

Letter: "Dated 3 March 2026. You must leave the property by 3 May 2026."
JSON: {"letter_date": "2026-03-03", "deadline": "2026-05-03"}

Letter: "This notice, dated 27 March 2026, requires you to vacate by 30 April 2026."
JSON:""",
    )
    neg(
        "civic-legal:debt-letter",
        ["civic_legal", "pasted", "letter", "opens_with_metadata_like_line", "question_after"],
        """Date: 28 February 2026
Our ref: DCA/4471/88213
Account: Skyline Mobile, contract 07700 900123
Balance: £612.40
Unless we receive payment or a reasonable offer within 14 days of the date of this letter, we will
recommend to our client that legal proceedings are started.

It arrived on 9 March. Have I already missed the 14 days? I can't pay it all.""",
    )
    neg(
        "civic-legal:fiji-notice-question",
        ["civic_legal", "pasted", "notice", "lang_hif", "question_after"],
        """NOTICE: Tenant at Lot 14, Vatuwaqa Road must vacate the premises by 31 March 2026 due to sale of
the property. Signed: R. Prasad, 2 March 2026.

Ee chitthi thik hai? Hamar lease to December 2026 tak hai.""",
    )
    neg(
        "civic-legal:intake-export",
        ["civic_legal", "pasted", "csv", "question_after", "export"],
        """intake_id,opened,closed,problem,county,outcome
IN-26-0311,2026-03-02,2026-03-04,eviction,ALB,referred to advocate
IN-26-0312,2026-03-02,,debt,FLU,
IN-26-0319,2026-03-03,2026-03-03,family,GRE,outside scope
IN-26-0320,2026-03-04,,eviction,ALB,

Our target is to close intakes within 3 days. Which open ones are already past that if we count
from the day they were opened?""",
    )
    neg(
        "civic-legal:dakhini-receipt",
        ["civic_legal", "pasted", "receipt", "lang_dcc", "question_after"],
        """رسید نمبر: ۲۰۲۶/۰۴۴۱۷
تاریخ: ۰۹/۰۳/۲۰۲۶
درخواست: سکسیشن سرٹیفکیٹ
فیس: ۵۰۰ روپے

یہ رسید ملی، اب سرٹیفکیٹ کتے دن میں آئیں گا؟ کوئی اور کاغذ لگتا کیا؟""",
    )
    neg(
        "civic-legal:kven-letter",
        ["civic_legal", "pasted", "letter", "lang_fkv", "date_label_in_document", "question_after"],
        """Statsforvalteren i Troms og Finnmark
Dato: 02.03.2026   Vår ref: 2026/4471
Melding om uskifte er registrert. Gjenlevende ektefelle overtar boet uskiftet fra 15.01.2026.

Mitä tämä tarkottaa meile lapsile? Saaks met jotaki nyt vai vasta myöhemmin?""",
    )
    neg(
        "civic-legal:json-case-record",
        ["civic_legal", "pasted", "json", "opens_with_metadata_like_line", "question_after"],
        """{"id": "c0a8012e-7f3b-4d21-9e6a-2b1f5c8d4e90", "created_at": "2026-03-02T15:11:09Z",
 "client": "D. Alvarez", "matter": "housing", "next_action": "call landlord", "due": "2026-03-06"}

Our case system shows this matter as overdue. Is it overdue if today is March 9 and the due date was
the 6th, or does the system count business days?""",
    )
    neg(
        "civic-legal:form-uuid-question",
        ["civic_legal", "id_asked_about", "uuid_content"],
        """The online form gave me a confirmation number 6b1f0c2e-93a4-4e7d-8c15-0d2e9f7a4b38 after I applied
for a fee waiver. Do I need to write that on anything I send by post?""",
    )
    neg(
        "civic-legal:relative-deadline",
        ["civic_legal", "relative_time"],
        """The landlord gave me the notice ten days ago and said I have a month. My hearing with the tenancy
board is in three weeks. Should I wait for the hearing or look for a new place now?""",
    )
    neg(
        "civic-legal:mediation-user-date",
        ["civic_legal", "user_typed_date", "dates_in_prose"],
        """We agreed at the mediation session on Tuesday 10 March at 2pm that he would return the deposit by
the end of the month. It's the 31st today and nothing has come. What are my options?""",
    )
    neg(
        "civic-legal:guernesiais-douzaine",
        ["civic_legal", "pasted", "notice", "lang_nrf_gg", "question_after"],
        """St Saviour's Douzaine
Notice of meeting: Wednesday 18 March 2026 at 19:30, Douzaine Room
Item 4: boundary hedge complaint, Rue des Fontaines (ref. DZ/26/07)

Ch'est-i' pour nous, chutte réunion? Je v'ions alaï?""",
    )
    neg(
        "civic-legal:zapotec-question",
        ["civic_legal", "pasted", "document", "lang_zai", "question_after"],
        """Citatorio: Se le cita para el día 23 de marzo de 2026 a las 10:00 horas en las oficinas del Centro
de Justicia Alternativa, Juchitán, expediente de mediación CJA/JUC/0147/2026.

¿Xi naquiiñe' gucaa? ¿Ca naa xhiiñe gudii ca dxiiña' riʼ?""",
    )
    neg(
        "civic-legal:mikmaq-letter-question",
        ["civic_legal", "pasted", "letter", "question_before", "lang_mic"],
        """Kwe'. Can you tell me what this letter wants my nephew to do?

Restorative Justice Program, Eskasoni
Date: March 5, 2026
File: RJ-2026-031
You are invited to a pre-circle meeting on March 19, 2026 at 1:00 p.m. at the Band Office. Please
bring a support person if you wish.""",
    )


# --- negatives: libraries' digital services ---------------------------------------------------------------------


def _negatives_library() -> None:
    neg(
        "library:loan-history",
        ["library", "pasted", "export", "dates_in_table", "question_after"],
        """Title                                  Format     Borrowed     Due          Returned
The Bone People                        e-book     2026-02-28   2026-03-21   -
Greenlights                            audiobook  2026-02-25   2026-03-18   -
Klara and the Sun                      e-book     2026-01-30   2026-02-20   2026-02-14
Te Reo Māori phrasebook                e-book     2026-03-09   2026-03-30   -

This is my loan history from the app. If I can have 10 items, how many more can I borrow, and which
one is due first?""",
    )
    neg(
        "library:ill-status-email",
        ["library", "pasted", "email", "date_label_in_document", "question_after"],
        """Subject: ILL request 2026-ILL-04417 - shipped
Date: Wed, 11 Mar 2026 10:04:51 -0500
Your interlibrary loan request for "Borderlands/La Frontera" (Anzaldúa, 1987) has been shipped by
the lending library on 10 March 2026. Due date at the lending library: 8 April 2026. Renewals: not
permitted. Pick up at: Alderman Library, ILL desk.

Can I ask for a renewal anyway if my defence is on 15 April?""",
    )
    neg(
        "library:iso18626-rejected",
        ["library", "pasted", "xml", "opens_with_metadata_like_line", "question_after"],
        """<ISO18626Message ill:version="1.2">
  <supplyingAgencyMessage>
    <header>
      <supplyingAgencyId><agencyIdType>ISIL</agencyIdType><agencyIdValue>US-NjP</agencyIdValue></supplyingAgencyId>
      <requestingAgencyId><agencyIdType>ISIL</agencyIdType><agencyIdValue>US-ViU</agencyIdValue></requestingAgencyId>
      <timestamp>2026-03-10T14:22:07.000Z</timestamp>
      <requestingAgencyRequestId>ViU-ILL-2026-04417</requestingAgencyRequestId>
    </header>
    <messageInfo><reasonForMessage>StatusChange</reasonForMessage><reasonUnfilled>NotOnShelf</reasonUnfilled></messageInfo>
    <statusInfo><status>Unfilled</status><lastChange>2026-03-10T14:21:55.000Z</lastChange></statusInfo>
  </supplyingAgencyMessage>
</ISO18626Message>
Our ILL system shows this request as "in transit". Which element says otherwise, and what should I do
next?""",
    )
    neg(
        "library:marc-record",
        ["library", "pasted", "marc", "code", "question_before"],
        """Why does our discovery layer show this record as last updated in 2026 when the book is from 1987?

=LDR  00934cam a2200277 i 4500
=001  ocm15793486
=005  20260311142233.0
=008  870716s1987\\\\caua\\\\\\\\\\\\\\000\\0\\eng\\\\
=020  \\\\$a0933216254
=100  1\\$aAnzaldúa, Gloria,$d1942-2004.
=245  10$aBorderlands :$bthe new mestiza = La frontera /$cGloria Anzaldúa.
=264  \\1$aSan Francisco :$bSpinsters/Aunt Lute,$c1987.""",
    )
    neg(
        "library:scanner-qc-log",
        [
            "library",
            "pasted",
            "log",
            "opens_with_metadata_like_line",
            "question_after_no_pointer",
            "no_blank_line",
        ],
        """2026-02-24 09:14:02 INFO capture station=2 page=0012r file=AdvMS72_1_36_0012r.tif
2026-02-24 09:14:40 INFO capture station=2 page=0012v file=AdvMS72_1_36_0012v.tif
2026-02-24 09:15:31 WARN target not detected page=0013r
2026-02-24 09:16:02 INFO capture station=2 page=0013r file=AdvMS72_1_36_0013r.tif retake=1
2026-02-24 09:16:40 INFO capture station=2 page=0013v file=AdvMS72_1_36_0013v.tif
did 0013r get a good capture in the end""",
    )
    neg(
        "library:mets-header",
        ["library", "pasted", "xml", "question_after"],
        """<mets:metsHdr CREATEDATE="2026-02-24T16:02:11" LASTMODDATE="2026-03-02T09:40:00" RECORDSTATUS="complete">
  <mets:agent ROLE="CREATOR" TYPE="ORGANIZATION"><mets:name>National Library of Scotland</mets:name></mets:agent>
  <mets:altRecordID TYPE="shelfmark">Adv.MS.72.1.36</mets:altRecordID>
</mets:metsHdr>

Our repository rejects the package with "LASTMODDATE must not be earlier than CREATEDATE". Is that
what's happening here?""",
    )
    neg(
        "library:finding-aid",
        ["library", "pasted", "finding_aid", "dates_in_prose", "question_before"],
        """Rewrite this scope note for our online catalogue in plain English, max 60 words.

Swansea Harbour Trust records, 1854-1923. Minute books (1854-1923), letter books (1866-1910) and
plans of the North Dock (1852) and the Prince of Wales Dock (1881). Access: open, except letter books
1901-1910, closed until conservation is complete (expected December 2026). Ref. D/D SHT.""",
    )
    neg(
        "library:reading-room-rules",
        ["library", "pasted", "rules", "times_in_content", "question_after_no_pointer", "no_blank_line"],
        """Reading room rules
Opening hours: Tue-Fri 09:00-17:00, Sat 10:00-14:00 (first Saturday of the month only)
Order originals by 15:00 the working day before your visit.
Maximum 5 items per order, 15 items per day.
Last production of originals: 16:00.
if i come saturday 7 march can i still order 15 items on the day""",
    )
    neg(
        "library:oai-pmh-response",
        ["library", "pasted", "xml", "opens_with_metadata_like_line", "question_after"],
        """<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/">
  <responseDate>2026-03-11T09:02:44Z</responseDate>
  <request verb="ListRecords" metadataPrefix="oai_dc" from="2026-03-01">https://repo.example.ac.uk/oai</request>
  <error code="badResumptionToken">The value of the resumptionToken argument is invalid or expired.</error>
</OAI-PMH>
Our harvester stops every night with this. The token is only used a few minutes after it is issued.
What could make it expire so fast?""",
    )
    neg(
        "library:sip2-trace",
        ["library", "pasted", "protocol_trace", "question_after"],
        """990 302.00
98YYYYNN10000320260311    0915002.00AOMAIN|BXYYYYYYYYYYYNNYYY|
1120260311    091516                  AOMAIN|AA21987004417|AB31987005522|AC|
120NNY20260311    091517AOMAIN|AA21987004417|AB31987005522|AJThe bone people|AH|AFItem on hold for another patron|

The self-check machine refused the checkout. Which field tells us why, and is it the patron or the
item?""",
    )
    neg(
        "library:counter-report",
        ["library", "pasted", "usage_report", "dates_in_table", "question_after"],
        """Report_Name: Title Master Report
Reporting_Period: Begin_Date=2025-01-01; End_Date=2025-12-31
Created: 2026-01-14T08:30:00Z
Title                         Metric_Type            Reporting_Period_Total  Jan-2025  Dec-2025
Irish Historical Studies      Total_Item_Requests    412                     31        18
Studia Hibernica              Total_Item_Requests    37                      2         4

Which title is worth renewing given the price difference (IHS EUR 1,900, SH EUR 350)?""",
    )
    neg(
        "library:stable-catalogue-header",
        ["library", "stable_in_program_position", "version_like_date"],
        """Library: Christchurch City Libraries
Catalogue version: 2026.02
Loan period: 21 days (e-books), 14 days (audiobooks)
Holds expire: 3 days after becoming available
Terms accepted: 2024-11-30

You help patrons with the e-library app.

Patron: Why did my hold on "Lessons in Chemistry" disappear?
Assistant:""",
    )
    neg(
        "library:isbn-doi-question",
        ["library", "id_asked_about", "isbn", "doi"],
        """Are ISBN 978-0-933216-25-4 and ISBN 978-1-879960-85-6 the same book in different editions? And
what is DOI 10.2307/30007814 pointing to?""",
    )
    neg(
        "library:overdue-multiturn",
        ["library", "multi_turn", "pasted", "notice"],
        """User: I got this notice: "Item: The Bone People. Due: 21/03/2026. Now overdue. Please return
or renew. Fines do not apply to e-books." But it's an e-book?
Assistant: E-books return themselves at the end of the loan, so this notice looks odd. Did you
borrow a print copy too?
User: Oh, maybe, at the Linwood branch in February.
Assistant:""",
    )
    neg(
        "library:ladakhi-catalogue",
        ["library", "pasted", "catalogue_entry", "lang_lbj", "question_after"],
        """དཔེ་ཆའི་ཨང་: LKH-MS-0142
མཚན་: བཀའ་འགྱུར་ (ཆ་ཚང་མིན་)
ཤོག་གྲངས་: ༣༢༠
ཕྱི་ལོ་: ༡༨༧༤ (colophon)
པར་རིས་བཏབ་ཚེས་: 2026-02-18

ཕྱི་ལོ་ ༡༨༧༤ དེ་ colophon ནང་ ཡིན་ན་ ཡང་ན་ catalogue བྱེད་མཁན་ གྱིས་ བྲིས་པ་ཡིན།""",
    )
    neg(
        "library:tiff-checksum",
        ["library", "id_asked_about", "sha256"],
        """The fixity check flagged AdvMS72_1_36_0013r.tif: stored sha256
9f2c4a7d1e0b3c5f6a8d2e4b7c9f1a3d5e7b0c2d4f6a8b1c3e5d7f9ab2c4e6d8, computed
9f2c4a7d1e0b3c5f6a8d2e4b7c9f1a3d5e7b0c2d4f6a8b1c3e5d7f9ab2c4e6d9. Could a single bit flip cause
that, and what should we do with the file?""",
    )
    neg(
        "library:dublin-core",
        ["library", "pasted", "xml", "question_after_no_pointer", "no_blank_line"],
        """<oai_dc:dc>
  <dc:title>Chéticamp harbour, fishing boats at the wharf</dc:title>
  <dc:date>1954-08</dc:date>
  <dc:identifier>NSA-PH-1987-112/0044</dc:identifier>
  <dc:rights>Public domain in Canada</dc:rights>
</oai_dc:dc>
can we give a copy of this to a member of the public for free""",
    )
    neg(
        "library:booking-confirmation",
        ["library", "pasted", "email", "question_before", "date_label_in_document"],
        """Can I bring my daughter along? She's 14.

Reading room booking confirmed
Booking ref: RR-26-0883
Date: Friday 20 March 2026, 09:30-16:30
Items ordered: 5075/1642, 5075/1643, 5075/1644
Please arrive 15 minutes early with photo ID. Bags must go in the lockers.""",
    )
    neg(
        "library:link-resolver-error",
        ["library", "pasted", "error_page", "opens_with_metadata_like_line", "question_after"],
        """Request ID: 7f3e9c21-4a8b-4d6e-b0f2-1c5a9e8d3b74
Time: 2026-03-11 10:42:18 UTC
Error: No full-text target available for this citation.
Citation: Irish Historical Studies, vol. 48, no. 173 (2024), pp. 1-22

The library says we have JSTOR. Why doesn't the link work?""",
    )
    neg(
        "library:card-expiry-question",
        ["library", "dates_in_question"],
        """My library card says it expires 31/03/2027 but the app says "card expired". Is it the app or the
card, and do I need to come in with proof of address?""",
    )
    neg(
        "library:lozi-sms",
        ["library", "pasted", "sms", "lang_loz", "question_after_no_pointer", "no_blank_line"],
        """ZLS: Buka ya "Kuomboka" i kutiselizwe pili 20/03/2026. Mu kone ku i kutisa ka app. Ref ZLS-EB-04417
ki lika mañi ze ni swanela ku eza?""",
    )
    neg(
        "library:iban-ebook-list",
        ["library", "pasted", "list", "lang_iba", "question_after"],
        """Bup ti dipinjau:
1. Keling Kumang - pulai 2026-03-21
2. Sejarah Sarawak - pulai 2026-03-18
3. Ensera Iban - pulai 2026-03-30

Bup nama patut dipulaika dulu?""",
    )
    neg(
        "library:template-hold",
        ["library", "unrendered_template"],
        """Make this hold notice friendlier but keep every placeholder:

"Dear {{patron_first_name}}, the item {{title}} is ready for you. It will be held until {{hold_expiry}}.
Pick-up location: {{branch_name}}. Reference: {{hold_id}}."
""",
    )
    neg(
        "library:digitisation-plan",
        ["library", "pasted", "plan", "dates_in_table", "between_user_paragraphs"],
        """We have two cameras and one conservator. This is the plan the project board approved:

Phase 1  Gaelic MSS, 1,200 folios    2026-02-02 to 2026-04-30
Phase 2  Early charters, 300 items   2026-05-04 to 2026-06-26
Phase 3  Maps, 140 sheets            2026-07-06 to 2026-09-25

If phase 1 slips by three weeks, does phase 2 still fit before the summer closure in July?""",
    )
    neg(
        "library:control-plain",
        ["library", "plain"],
        """You help people choose a book for a book club of retirees who like historical fiction but not
violence. Suggest three titles with one sentence each.

User: Something set in Scotland or Ireland would be nice.
Assistant:""",
        control=True,
    )


# --- negatives: transport operators' back offices ------------------------------------------------------------------


def _negatives_transport() -> None:
    neg(
        "transport:crew-roster",
        ["transport", "pasted", "roster", "times_in_content", "question_before"],
        """Does anyone on this roster get less than 11 hours between duties?

Driver     Mon           Tue           Wed           Thu
Arjun      05:12-13:40   05:30-14:02   rest          14:55-01:05
Maeve      14:55-01:05   11:40-20:15   06:02-14:30   rest
Callum     rest          14:10-22:48   05:12-13:40   05:30-14:02""",
    )
    neg(
        "transport:lost-property-csv",
        [
            "transport",
            "pasted",
            "csv",
            "opens_with_metadata_like_line",
            "question_after_no_pointer",
            "no_blank_line",
        ],
        """logged_at,item_id,category,description,found_on,status
2026-03-08 22:14,LF-26-04417,bag,grey Fjällräven Kånken with laptop,tram 11,stored
2026-03-09 07:40,LF-26-04421,phone,iPhone black case,bus 20,returned
2026-03-09 13:02,LF-26-04430,umbrella,red golf umbrella,metro Jernbanetorget,stored
2026-03-10 18:55,LF-26-04452,keys,3 keys on Rosenborg keyring,bus 31,stored
which of these have been stored longest""",
    )
    neg(
        "transport:refund-email",
        ["transport", "pasted", "email", "date_label_in_document", "question_after"],
        """From: refunds@northernrail.example
Date: Fri, 6 Mar 2026 11:20:33 +0000
Subject: Your refund request RF-26-0881342
Booking reference: BZ-7K2QXM
Ticket: Off-Peak Return, Leeds to York, travel date 26/02/2026
Decision: refund of £8.40 (return portion, less £10.00 admin fee from £18.40)

They took off £10 for a £18 ticket. Is that really the rule, and can I ask for a review?""",
    )
    neg(
        "transport:penalty-notice",
        ["transport", "pasted", "notice", "date_label_in_document", "question_after"],
        """PENALTY FARE NOTICE  PF 0448213
Date: 14/02/2026  Time: 08:12  Train: 07:51 Hove - London Victoria
Station of boarding: Hove   Inspected at: Preston Park
Amount: £20.00 plus single fare £5.40 = £25.40
Pay or appeal within 21 days of the date of issue.

I appealed on 3 March. Was that too late?""",
    )
    neg(
        "transport:work-order",
        ["transport", "pasted", "work_order", "dates_in_prose", "question_after_no_pointer", "no_blank_line"],
        """WORK ORDER WO-26-1183
Asset: tram 288 (Combino)
Raised: 2026-03-09 06:20 by depot control
Fault: brake pad wear warning bogie 2
Planned: 2026-03-10 late shift, road 2
Completed: 2026-03-10 20:45, pads replaced both axles, test run OK (Keller)
Parts: 4 x brake pad set 4471-220
so can 288 go back into service tomorrow morning""",
    )
    neg(
        "transport:can-fault-log",
        ["transport", "pasted", "log", "question_after"],
        """1773210942.118 18FECA00 SPN=5246 FMI=0 OC=1 ACTIVE
1773210943.004 18FECA00 SPN=3226 FMI=16 OC=3 PREVIOUSLY_ACTIVE
1773211001.552 18FEF100 vehicle_speed=0.0 km/h
1773211060.117 18FECA00 SPN=5246 FMI=0 OC=1 ACTIVE

This is from bus 1942's CAN logger. Is the SCR inducement still active at the end of the log?""",
    )
    neg(
        "transport:timetable-question",
        ["transport", "pasted", "timetable", "question_before"],
        """If I miss the 06:47 from Carina, what's the latest I can leave and still make the 07:30 start at
Eagle Farm depot?

Route 222  Carina - Eagle Farm
Carina     06:17  06:47  07:02  07:17
Cannon Hill 06:25 06:55  07:10  07:25
Eagle Farm 06:49  07:19  07:34  07:49""",
    )
    neg(
        "transport:validator-scans",
        ["transport", "pasted", "export", "opens_with_metadata_like_line", "question_after"],
        """Scanned,Device,Card,Result,Stop
14/02/2026 07:49:12,TVM-HOV-02,6338 0012 4471 8820,FAULT,Hove
14/02/2026 07:50:03,TVM-HOV-02,6338 0012 4471 8820,FAULT,Hove
14/02/2026 07:58:41,APP,--,PAYMENT TIMEOUT,Hove
14/02/2026 08:12:09,HHT-0117,--,PF ISSUED,Preston Park

Does this back up my appeal that I tried to pay before boarding?""",
    )
    neg(
        "transport:stable-rostering-config",
        ["transport", "stable_in_program_position", "version_like_date"],
        """Rostering assistant
Agreement: 2025 rostering agreement, effective 2025-09-01
Depot: Marine Street
Rules version: 2026.1
Minimum rest: 11 h; max consecutive days: 6; max spreadover: 12 h

Explain roster rules to depot staff. Quote the clause.

Clerk: Can a driver do a split duty with a 4-hour break in the middle?
Assistant:""",
    )
    neg(
        "transport:refund-multiturn",
        ["transport", "multi_turn", "pasted", "receipt"],
        """User: Receipt says "Metro SD, recarga 300.00 DOP, 02/03/2026 17:44, terminal ES-14, tarjeta
0041 7720 1185". The card broke two days later.
Assistant: Lo siento. ¿La tarjeta era personalizada, con su nombre y cédula?
User: Sí, personalizada. Entonces, ¿me pasan el saldo a una tarjeta nueva?
Assistant:""",
    )
    neg(
        "transport:barcode-question",
        ["transport", "id_asked_about"],
        """My e-ticket barcode number is 0148 2261 9907 3315 and the booking reference is BZ-7K2QXM. The
guard's scanner said "already used" on the outward journey. Could the barcode have been scanned at
the gate by someone else?""",
    )
    neg(
        "transport:duty-swap-message",
        ["transport", "pasted", "message", "question_after"],
        """Hi depot, can I swap my duty 612 on Saturday 14 March (05:48-14:10) with Kev's 588 (06:02-14:30)?
He's agreed. Driver 40712.

Is there any rule reason to say no to this one?""",
    )
    neg(
        "transport:appeal-letter-draft",
        ["transport", "user_draft", "dates_in_prose"],
        """Please make this appeal clearer and more polite:

"On 14 February at about 7:50 I tried to buy a ticket at Hove but both machines were broken and
the ticket office was shut. I tried the app at 7:58 and it crashed. The inspector gave me PF 0448213
at 8:12. I want it cancelled."
""",
    )
    neg(
        "transport:kutchi-sms",
        ["transport", "pasted", "sms", "lang_kfr", "question_after_no_pointer", "no_blank_line"],
        """IRCTC: PNR 8423117650 train 22904 cancelled. Refund Rs 1,245 initiated on 09-03-2026 to original
payment mode. Ref RF2603094417.
હી રિફંડ કડેં અચીંધો?""",
    )
    neg(
        "transport:nagamese-ticket",
        ["transport", "pasted", "ticket", "lang_nag", "question_after"],
        """NST Ticket No. K-26-004417
Kohima - Dimapur, 12/03/2026, dep 06:30, seat 14
Fare Rs 250

Etu ticket laga refund aji cancel korile kiman pabo? Gaari kali hokal 6:30 te jabo.""",
    )
    neg(
        "transport:hiri-motu-report",
        ["transport", "pasted", "report", "lang_hmo", "question_after"],
        """LOST PROPERTY REPORT  LP-26-0117
Date reported: 09/03/2026 16:20
Item: black bilum bag, 2 school books, lunch box
Bus: route 10 (Gerehu - Town), bus no. PMV-4471
Status: not yet found

Bag be idia davaria lasi, edena lalonai lau ma baina lou?""",
    )
    neg(
        "transport:metro-card-list",
        ["transport", "pasted", "transactions", "lang_es_DO", "question_after_no_pointer", "no_blank_line"],
        """02/03/2026 17:44  Recarga           +300.00
03/03/2026 07:12  Viaje L1 Mamá Tingó  -20.00
03/03/2026 18:05  Viaje L2 María Montez -20.00
04/03/2026 07:09  Viaje L1 Mamá Tingó  -20.00
cuánto me queda de saldo si antes tenía 360""",
    )
    neg(
        "transport:kalmyk-depot-list",
        ["transport", "pasted", "list", "lang_xal", "question_after"],
        """Автобусы на ремонте, парк № 2, Элиста:
ПАЗ-32054 № 104 — тормоза, с 02.03.2026
ЛиАЗ-5256 № 211 — двигатель, с 25.02.2026
ПАЗ-32054 № 119 — кузов, с 09.03.2026

Эдн дотрас аль нь хамгин удан ремонтд бәәнә?""",
    )
    neg(
        "transport:relative-refund",
        ["transport", "relative_time"],
        """I asked for the refund about two weeks ago and they said 5-7 working days. The money left my card
the day after I booked, which was over a month ago. Should I chase them now or wait a few more
days?""",
    )
    neg(
        "transport:few-shot-lost",
        ["transport", "few_shot", "example_date"],
        """Turn each lost property report into a record.

Report: "Left my blue umbrella on the 20 bus around 5pm on 3 March."
Record: {"item": "umbrella", "colour": "blue", "route": "20", "date": "2026-03-03", "time": "17:00"}

Report: "Black Samsonite case left on IC 8 coach 12, arrived Zürich 21:32 on 9 March."
Record:""",
    )
    neg(
        "transport:fare-system-json",
        ["transport", "pasted", "json", "opens_with_metadata_like_line", "question_after"],
        """{"timestamp": "2026-03-10T07:12:44+01:00", "tap_id": "tp_8813049921", "card": "****4471",
 "stop": "Holbeinstrasse", "fare": 2.60, "cap_applied": false, "daily_total": 7.80}

Our daily cap is 7.80. Why wasn't the cap applied on this third tap?""",
    )
    neg(
        "transport:guernesiais-pass",
        ["transport", "pasted", "email", "lang_nrf_gg", "date_label_in_document", "question_after"],
        """From: buses@guernsey.example
Date: Mon, 9 Mar 2026 09:30:12 +0000
Subject: Your bus pass renewal
Your Puffin Pass (no. GP-0044172) expires on 31/03/2026. Renew online or at the bus terminus.

Quaï qu'i' faut faire, mé qui n'ai pon d'ordinateu?""",
    )
    neg(
        "transport:handheld-export",
        ["transport", "pasted", "export", "question_before"],
        """Were any of these inspections done on the same train within two minutes of each other? I think
the device double-counted.

device,inspected_at,train,result,notice
HHT-0117,2026-02-14T08:12:09Z,1G07,PF,PF 0448213
HHT-0117,2026-02-14T08:13:40Z,1G07,PF,PF 0448214
HHT-0121,2026-02-14T08:13:55Z,1G07,OK,
HHT-0117,2026-02-14T08:40:02Z,1G11,OK,""",
    )
    neg(
        "transport:roster-rule-between",
        ["transport", "pasted", "agreement_clause", "between_user_paragraphs"],
        """I'm the union rep and we disagree with the depot about this clause.

"Clause 14.3: A driver shall not be rostered to sign on less than 11 hours after signing off from the
previous duty, except by written agreement between the driver and the depot manager, which shall not
be sought more than once in any roster week."

The depot says a driver's text saying "ok" counts as written agreement. Does it?""",
    )
    neg(
        "transport:umbundu-question",
        ["transport", "pasted", "ticket", "lang_umb", "question_after"],
        """CFB  Bilhete n.º 0004417  Huambo - Lobito  12/03/2026  partida 07:00  carruagem 3  lugar 22

Nda ndi lekisa, ndi pondola oku tambula olombongo vyange?""",
    )


# --- negatives: stable look-alikes in program positions ------------------------------------------------------------


def _negatives_stable() -> None:
    neg(
        "public-health:stable-front-matter",
        [
            "public_health",
            "stable_in_program_position",
            "yaml_front",
            "version_like_date",
            "authored_revision",
        ],
        """---
assistant: mr-campaign-planner
campaign: MR-FU-2026
campaign_window: 2026-04-13 to 2026-04-18
microplan_version: 3
prompt_rev: 2026-02-01
---
You help district teams plan measles-rubella follow-up campaign sessions. Keep the numbers consistent
with the microplan version named above.

User: Can we add a second outreach team in Savelugu without changing the microplan?
Assistant:""",
    )
    neg(
        "library:stable-xml-attrs",
        ["library", "stable_in_program_position", "xml_attr", "version_like_date"],
        """<context library="Christchurch City Libraries" catalogue_release="2026.02" loan_days="21" locale="en-NZ"/>
You help patrons with e-book and audiobook loans. Loans cannot be renewed when another patron has a
hold.

Patron: How many days is an audiobook loan if nobody has a hold?
Assistant:""",
    )
    neg(
        "transport:stable-html-comment",
        ["transport", "stable_in_program_position", "html_comment", "authored_revision"],
        """<!-- template: refund-reply rev 2026-01-20, owner: customer relations -->
Write a reply to the customer in the house style: thank them, state the decision, explain the rule in
one sentence, and say how to ask for a review.

Decision: refund of £8.40 on an Off-Peak Return (return portion unused), £10 admin fee applied.
Reply:""",
    )
    neg(
        "emergency:stable-ctx-line",
        ["emergency", "stable_in_program_position", "kv_inline"],
        """[ctx eoc=HARRIS-EOC activation_level=2 plan_rev=7 tz=America/Chicago]
You support the EOC logistics section. Answer from the logistics annex and name the ESF that owns
each task.

User: Who arranges fuel deliveries to lift stations during a level 2 activation?
Assistant:""",
    )


# --- generated families -------------------------------------------------------------------------------------------

# (name, domain, lang, zone, system, question, cue or None: prompts whose natural cue is not ASCII end with the user)
Body = tuple[str, str, str, Zone, str, str, str | None]

BODIES: list[Body] = [
    (
        "mr-campaign-tamale",
        "public_health",
        "dag",
        GMT,
        "You help cold-chain officers in northern Ghana plan measles-rubella campaign sessions. Reply in\n"
        "Dagbani when the officer writes in Dagbani.",
        "Vaccine carriers ŋɔ maa ni saɣi ka outreach dabsa ayi?",
        "Assistant:",
    ),
    (
        "heat-line-hisar",
        "public_health",
        "bgc",
        IST,
        "You are the heat-health helpline of the Haryana health department. Reply in Haryanvi when the caller\n"
        "writes in Haryanvi and send anyone who faints to 108.",
        "म्हारी माँ नै चक्कर आ रे सैं, पाणी पीवै कोन्या। के करां?",
        None,
    ),
    (
        "rabies-almora",
        "public_health",
        "kfy",
        IST,
        "You are the rabies helpline of the Almora district hospital. Count vaccine dates from the first dose\n"
        "and reply in Kumaoni when the caller writes in Kumaoni.",
        "बानरैल काटि दे, इंजेक्सन लागौल कि नै?",
        None,
    ),
    (
        "cold-chain-kokrajhar",
        "public_health",
        "brx",
        IST,
        "You help vaccine cold-chain handlers in Kokrajhar district. Reply in Bodo when the handler writes in\n"
        "Bodo; keep temperatures in °C.",
        "फ्रिजआव दाहा ९ डिग्री जादों। भेक्सिनफोरखौ मा खालामनो?",
        None,
    ),
    (
        "orp-juba",
        "public_health",
        "pga",
        CAT,
        "You help the cholera response in Juba County run oral rehydration points. Reply in Juba Arabic when\n"
        "the user writes in Juba Arabic.",
        "Nas kutu gi ja le ORP ta Munuki, ana gi rasul ORS kam?",
        "Assistant:",
    ),
    (
        "measles-ndjamena",
        "public_health",
        "shu",
        WAT,
        "You are the measles outbreak helpline of the N'Djamena health delegation. Answer in Chadian Arabic\n"
        "when the caller writes in Arabic.",
        "بنتي عندها حمى وطفح من أمس، نوديها وين؟",
        None,
    ),
    (
        "tb-labasa",
        "public_health",
        "hif",
        FJT,
        "You help TB nurses in Fiji screen household contacts. Reply in Fiji Hindi when the nurse writes in Fiji\n"
        "Hindi.",
        "Ek aadmi ke raat me pasina aawe aur wajan kam hois. Ka puche?",
        "Assistant:",
    ),
    (
        "recall-desk-dublin",
        "public_health",
        "en_IE",
        UK,
        "You answer retailers' questions about food recalls in Ireland. Quote the lot codes exactly.",
        "Do we have to take the 200 g smoked salmon off the shelf if its use-by date is next week?",
        "Answer:",
    ),
    (
        "inspection-fife",
        "public_health",
        "en_GB_SCT",
        UK,
        "You help environmental health officers in Fife write up food hygiene inspections in plain words.",
        "The chiller was at 9 °C again. Is that a second contravention or the same one?",
        "Assistant:",
    ),
    (
        "shelter-dhubri",
        "emergency",
        "rkt",
        IST,
        "You help families register at a flood relief camp in Dhubri. Reply in Rajbanshi when the person writes\n"
        "in Rajbanshi.",
        "হামার ছাওয়ার জ্বর আসিছে, ডাক্তার কোটে পাম?",
        None,
    ),
    (
        "volcano-alotenango",
        "emergency",
        "cak",
        CST6,
        "You help COMRED coordinators near Volcán de Fuego write evacuation messages in Kaqchikel and Spanish.",
        "¿Achike ri nutzij chi ke ri ak'wala' pa tijob'äl?",
        "Assistant:",
    ),
    (
        "freshet-grand-falls",
        "emergency",
        "fr_acadian",
        ATL,
        "Tu aides les bénévoles de l'OMU de Grand-Sault pendant la crue. Réponds en français acadien.",
        "Mon voisin a pas d'char, y a-tu quèqu'un qui peut le charrier à l'aréna?",
        "Assistant:",
    ),
    (
        "typhoon-weno",
        "emergency",
        "chk",
        CHUT,
        "You help Chuuk State survey teams report needs after the typhoon. Reply in Chuukese when they write\n"
        "in Chuukese.",
        "Ewe konik won Tol a ta, met sipwe fori?",
        "Assistant:",
    ),
    (
        "water-outage-elista",
        "emergency",
        "xal",
        MSK,
        "You help Elista hotline operators during the water outage. Reply in Kalmyk when the resident writes in\n"
        "Kalmyk.",
        "Усна машин маниһ гудмҗд кезә ирх?",
        None,
    ),
    (
        "flood-maykop",
        "emergency",
        "ady",
        MSK,
        "Ты помогаешь дежурным ЕДДС во время паводка. Отвечай по-адыгейски, если житель пишет по-адыгейски.",
        "Тиунэ дэжь псыр къэкIуатэ, тыдэ тыкIон?",
        None,
    ),
    (
        "siren-fohr",
        "emergency",
        "frr",
        EU,
        "You help the civil protection office of Föhr-Amrum answer questions about siren tests in Fering and\n"
        "German.",
        "Wan as a näist test faan a sireen?",
        "Assistant:",
    ),
    (
        "eoc-logistics-harris",
        "emergency",
        "en_US",
        USE,
        "You support the county EOC logistics section after the storm. Name the ESF that owns each task.",
        "Who do I call to get potable water to the Ben Taub lift station crew?",
        "Assistant:",
    ),
    (
        "debris-sde",
        "emergency",
        "es_DO",
        AST,
        "Ayudas a los operadores de la línea de escombros de Santo Domingo Este. Contesta claro y corto.",
        "Tengo una nevera vieja y unas planchas de zinc frente a la casa, ¿eso lo recogen?",
        "Asistente:",
    ),
    (
        "jury-coleraine",
        "civic_legal",
        "sco_ulster",
        UK,
        "You answer juror questions for the Northern Ireland jury helpline from the guidance leaflet.",
        "Dae A get peyed fer ma bus fare tae the Coort?",
        "Assistant:",
    ),
    (
        "succession-hyderabad",
        "civic_legal",
        "dcc",
        IST,
        "You help people at the Hyderabad legal services help desk with succession certificates. Reply in\n"
        "Dakhini when the person writes in Dakhini.",
        "امّی کے نام پو گھر ہے، لیگل ہیر سرٹیفکیٹ کاں بنتا؟",
        None,
    ),
    (
        "probate-porsanger",
        "civic_legal",
        "fkv",
        EU,
        "Du hjelper innbyggere i Porsanger med spørsmål om skifte. Svar på kvensk når innbyggeren skriver\n"
        "kvensk.",
        "Kuka maksaa hautajaiset jos pesä on tyhjä?",
        None,
    ),
    (
        "mediation-st-peter-port",
        "civic_legal",
        "nrf_gg",
        UK,
        "You book first family mediation meetings in St Peter Port. Greet in Guernésiais if the person does.",
        "Bouônjour, ch'est combein, eune réunion d'méditâtion?",
        "Assistant:",
    ),
    (
        "legal-juchitan",
        "civic_legal",
        "zai",
        CST6,
        "Orientas a personas que escriben en diidxazá o en español sobre a qué oficina acudir.",
        "¿Paraa chigueda' pur ti guendaranaxhii ni qué ñapa xtuuba'?",
        None,
    ),
    (
        "legal-eskasoni",
        "civic_legal",
        "mic",
        ATL,
        "You tell community members which legal support program can help them. Greet in Mi'kmaw if they do.",
        "Kwe'. Where can my auntie get help with a will?",
        "Assistant:",
    ),
    (
        "legal-aid-polokwane",
        "civic_legal",
        "en_ZA",
        CAT,
        "You help paralegals at a Legal Aid South Africa satellite office explain eligibility results.",
        "The applicant earns R 8,400 and has two children. Does she qualify for civil legal aid?",
        "Assistant:",
    ),
    (
        "ebook-mongu",
        "library",
        "loz",
        CAT,
        "You help readers of the Zambia Library Service borrow e-books. Reply in Silozi when the reader writes\n"
        "in Silozi.",
        "Ni kona ku azima libuka ze ñata ka nako i liñwi?",
        "Assistant:",
    ),
    (
        "digitisation-leh",
        "library",
        "lbj",
        IST,
        "You help the monastery library digitisation team in Leh keep the imaging log. Reply in Ladakhi when\n"
        "the team writes in Ladakhi.",
        "ཤོག་བུ་ ༡༢ རུལ་ཡོད། པར་ ལེན་ཐུབ་བམ།",
        None,
    ),
    (
        "ebook-kuching",
        "library",
        "iba",
        MYT,
        "You are the e-book help desk of Pustaka Negeri Sarawak. Reply in Iban when the reader writes in Iban.",
        "Berapa iti bup ulih dipinjau sekali?",
        "Assistant:",
    ),
    (
        "ill-luanda",
        "library",
        "kmb",
        WAT,
        "Ajudas os leitores da Biblioteca Nacional de Angola a pedir livros de outras bibliotecas. Responde em\n"
        "kimbundu quando o leitor escreve em kimbundu.",
        "O divulu kiebhi ki ngi tambula?",
        "Assistant:",
    ),
    (
        "reading-makurdi",
        "library",
        "tiv",
        WAT,
        "You help readers of the Benue State Library's reading app. Reply in Tiv when the reader writes in Tiv.",
        "M fa u m er nena ve takerada i pase ga?",
        "Assistant:",
    ),
    (
        "reading-kisii",
        "library",
        "guz",
        EAT,
        "You help readers at the Kisii branch digital reading corner. Reply in Ekegusii when the reader writes\n"
        "in Ekegusii.",
        "Tablet eye teri gokora, ninki ngokora?",
        "Assistant:",
    ),
    (
        "archives-halifax",
        "library",
        "en_CA",
        ATL,
        "You answer enquiries for the provincial archives about visiting and ordering copies.",
        "Can I order a scan of a 1950s photo online, or do I have to come in?",
        "Assistant:",
    ),
    (
        "refund-bhuj",
        "transport",
        "kfr",
        IST,
        "You help passengers of the Bhuj railway division with refunds. Reply in Kutchi when the passenger\n"
        "writes in Kutchi.",
        "ટિકિટ કેન્સલ કેંધે કિતરો પૈસો કપાજે?",
        None,
    ),
    (
        "refund-kohima",
        "transport",
        "nag",
        IST,
        "You help passengers of Nagaland State Transport with refunds. Reply in Nagamese when they write in\n"
        "Nagamese.",
        "Bus late hoise, ticket laga poisa wapas pabo naki?",
        "Assistant:",
    ),
    (
        "lost-port-moresby",
        "transport",
        "hmo",
        PGT,
        "You help the Port Moresby bus lost property desk. Reply in Hiri Motu when the caller speaks Hiri Motu.",
        "Egu phone be bus ai e noho. Edena lalonai lau tahua?",
        "Assistant:",
    ),
    (
        "lost-horn-island",
        "transport",
        "tcs",
        AEST,
        "You help the Horn Island airline counter with lost property. Reply in Yumplatok when the passenger\n"
        "writes in Yumplatok.",
        "Ai bin lusim blo mi fon lo plen. Yu bin faindem?",
        "Assistant:",
    ),
    (
        "roster-juba-bor",
        "transport",
        "din",
        CAT,
        "You help the dispatcher of a Juba-Bor bus company plan driver shifts. Reply in Dinka when the\n"
        "dispatcher writes in Dinka.",
        "Raan tɔ̈u ku ye bï ke lɔ Bor ya?",
        "Assistant:",
    ),
    (
        "refund-riohacha",
        "transport",
        "guc",
        COT,
        "Atiendes reembolsos en la terminal de Riohacha. Responde en wayuunaiki si el pasajero escribe en\n"
        "wayuunaiki.",
        "Jamüshi süpüla nnojoluin tü bus?",
        "Assistant:",
    ),
    (
        "sacco-meru",
        "transport",
        "mer",
        EAT,
        "You help the back office of a Meru matatu SACCO with lost items and complaints. Reply in Kimeru when\n"
        "the clerk writes in Kimeru.",
        "Mugendi ariekire mubuko ndene ya matatu. Ndiandike atia?",
        "Assistant:",
    ),
    (
        "bus-soroti",
        "transport",
        "teo",
        EAT,
        "You help passengers of the Soroti-Kampala bus line with complaints. Reply in Ateso when the passenger\n"
        "writes in Ateso.",
        "Ebasi apedor nu ebunit aitodikin ekonda?",
        "Assistant:",
    ),
    (
        "lost-huambo",
        "transport",
        "umb",
        WAT,
        "Ajudas os passageiros do Caminho de Ferro de Benguela a declarar objetos perdidos. Responde em\n"
        "umbundu quando o passageiro escreve em umbundu.",
        "Ndatiamisa ocikapa cange vokombóio.",
        "Assistant:",
    ),
    (
        "depot-leeds",
        "transport",
        "en_GB",
        UK,
        "You help depot controllers at a Leeds bus garage decide whether a bus can go out after a defect report.",
        "Bus 3317 has a cracked nearside mirror housing, mirror still fixed. Can it go out?",
        "Assistant:",
    ),
]

LOCALES = {
    "dag": "dag-GH",
    "bgc": "bgc-IN",
    "kfy": "kfy-IN",
    "brx": "brx-IN",
    "pga": "pga-SS",
    "shu": "shu-TD",
    "hif": "hif-FJ",
    "en_IE": "en-IE",
    "en_GB_SCT": "en-GB",
    "rkt": "rkt-IN",
    "cak": "cak-GT",
    "fr_acadian": "fr-CA",
    "chk": "chk-FM",
    "xal": "xal-RU",
    "ady": "ady-RU",
    "frr": "frr-DE",
    "en_US": "en-US",
    "es_DO": "es-DO",
    "sco_ulster": "en-GB",
    "dcc": "ur-IN",
    "fkv": "fkv-NO",
    "nrf_gg": "nrf-GG",
    "zai": "zai-MX",
    "mic": "mic-CA",
    "en_ZA": "en-ZA",
    "loz": "loz-ZM",
    "lbj": "lbj-IN",
    "iba": "iba-MY",
    "kmb": "kmb-AO",
    "tiv": "tiv-NG",
    "guz": "guz-KE",
    "en_CA": "en-CA",
    "kfr": "kfr-IN",
    "nag": "nag-IN",
    "hmo": "ho-PG",
    "tcs": "tcs-AU",
    "din": "din-SS",
    "guc": "guc-CO",
    "mer": "mer-KE",
    "teo": "teo-UG",
    "umb": "umb-AO",
    "en_GB": "en-GB",
}

# lang -> (label of the app's "now" line in that language, how the value is written)
LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "dag": ("Zuŋɔ", lambda t: english_dmy(t) + ", " + time24(t)),
    "bgc": ("आज का दिन", haryanvi_now),
    "kfy": ("आजक दिन", kumaoni_date),
    "brx": ("दिनै", bodo_now),
    "pga": ("Lyom", english_dmy),
    "shu": ("تاريخ اليوم", chadian_now),
    "hif": ("Aaj ke din", english_dmy),
    "rkt": ("আজির তারিখ", rajbanshi_date),
    "cak": ("Wakami", lambda t: spanish_date(t) + ", " + time24(t)),
    "fr_acadian": ("Astheure", acadian_time),
    "chk": ("Ikenai", english_dmy),
    "xal": ("Өнөдр", kalmyk_now),
    "ady": ("Непэ", adyghe_date),
    "frr": ("Daalang", fering_date),
    "es_DO": ("Fecha de hoy", spanish_date),
    "sco_ulster": ("The day's date", brit_long),
    "dcc": ("آج کی تاریخ", dakhini_now),
    "fkv": ("Tänäpänä", kven_date),
    "nrf_gg": ("Aniet", guernesiais_date),
    "zai": ("Yanna", spanish_date),
    "mic": ("Kiskuk", english_dmy),
    "loz": ("Kacenu", english_dmy),
    "lbj": ("དི་རིང་", ladakhi_date),
    "iba": ("Saritu", iban_date),
    "kmb": ("Lelu", portuguese_date),
    "tiv": ("Nyian", english_dmy),
    "guz": ("Rero", english_dmy),
    "kfr": ("અજ", kutchi_now),
    "nag": ("Aji tarik", english_dmy),
    "hmo": ("Hari dina", english_dmy),
    "tcs": ("Tide", english_dmy),
    "din": ("Ëmën", english_dmy),
    "guc": ("Joolu'u", time12),
    "mer": ("Narua", english_dmy),
    "teo": ("Lolo", english_dmy),
    "umb": ("Data de hoje", portuguese_date),
}

# (cue, family, label, key, value); families in NUMERIC are written bare in JSON
FIELDS: list[tuple[str, str, str, str, Callable[[Gen20, datetime], str]]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Received at", "received_at", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Processed", "processed", lambda g, t: rfc2822(t)),
    ("datetime", "rfc850", "Fetched", "fetched", lambda g, t: rfc850(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "python_isoformat", "now", "now", lambda g, t: py_iso(t)),
    ("datetime", "log4j", "Received-At", "received_at", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    (
        "datetime",
        "dotnet_roundtrip",
        "RequestTimestamp",
        "request_timestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t)),
    (
        "datetime",
        "js_date_tostring",
        "Page opened",
        "page_opened",
        lambda g, t: js_tostring(t, t.tzname() or "UTC"),
    ),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t)),
    ("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Date", "date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "dotnet_long_datetime", "Current time", "current_time", lambda g, t: sk_now(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t)),
    ("datetime", "us_medium", "Generated", "generated", lambda g, t: us_medium(t)),
    ("datetime", "time_alone", "Local time", "local_time", lambda g, t: time24(t)),
    ("datetime", "postgres_text", "DB now", "db_now", lambda g, t: pg_text(t)),
    ("datetime", "dotted_datetime", "As at", "as_at", lambda g, t: dotted(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "epoch_ns", "received_ns", "received_ns", lambda g, t: str(epoch_ns(t, g.small(0, 1000)))),
    ("request_id", "uuid", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "ulid", "Request", "request", lambda g, t: g.ulid(t)),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3()),
    ("session_id", "uuid7", "Session", "session", lambda g, t: g.uuid7(t)),
    ("session_id", "ksuid", "Conversation", "conversation", lambda g, t: g.ksuid(t)),
    ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversation_id", lambda g, t: g.objectid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "user-" + g.digits(5))),
    ("request_id", "base58", "Call", "call", lambda g, t: g.b58(22)),
    ("request_id", "prefixed_id", "Delivery ID", "delivery_id", lambda g, t: g.pid("dlv_", 20)),
    ("run_id", "prefixed_run", "Run", "run", lambda g, t: g.pid("run_", 22)),
    ("message_id", "snowflake", "Message", "message_id", lambda g, t: g.snowflake(t)),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns"}

STABLE_LINES = [
    "Locale: {locale}",
    "Channel: web",
    "Model: gpt-4o-mini",
    "Prompt revision: 2026-01-30",
    "Knowledge cutoff: 2025-10",
    "API version: 2025-09-01",
    "Tenant: public-services-eu",
    "Build: 7c1e9a2",
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "yaml_front",
    "json_member",
    "xml_attr",
    "kv_inline",
    "bracket_user",
    "html_comment",
    "md_bullet",
]

# stable values that look like dates or ids: (label, key, value, numeric)
STABLE_ANY: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-09-01", False),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-10", False),
    ("Prompt revision", "prompt_revision", "2026-01-30", False),
    ("Member since", "member_since", "2019-04-02", False),
    ("Tenant", "tenant", "3f0e2c6a-8b1d-4e7f-9a25-6c4d0b8e1f37", False),
    ("Office hours", "office_hours", "Mon-Fri 08:00-17:00", False),
    ("Timeout (s)", "timeout_s", "30", True),
    ("Fiscal year", "fiscal_year", "2025/26", False),
    ("Release", "release", "2026.03.1", False),
    ("Contract start", "contract_start", "2025-07-01T00:00:00+00:00", False),
]
STABLE_DOMAIN: dict[str, list[tuple[str, str, str, bool]]] = {
    "public_health": [
        ("Case definitions", "case_definitions", "national guidelines (2019), adapted 2026-02-14", False),
        ("Campaign window", "campaign_window", "2026-04-13 to 2026-04-18", False),
        ("Cold chain SOP", "cold_chain_sop", "CC-SOP-07 rev 2025-11-03", False),
        ("Facility code", "facility_code", "KE-MFL-13891", False),
    ],
    "emergency": [
        ("Plan revision", "plan_revision", "EOP rev 7 (2025-06-01)", False),
        ("Activation level", "activation_level", "2", True),
        ("Shelter capacity", "shelter_capacity", "400", True),
        ("Declaration ref", "declaration_ref", "DR-2026-014", False),
    ],
    "civic_legal": [
        ("Handbook version", "handbook_version", "2025.3", False),
        ("Service area code", "service_area", "SA-04", False),
        ("Means test thresholds", "means_thresholds", "effective 2026-04-07", False),
        ("Office", "office_id", "LA-SO-0417", False),
    ],
    "library": [
        ("Loan period (days)", "loan_days", "21", True),
        ("Catalogue release", "catalogue_release", "2026.02", False),
        ("Branch code", "branch_code", "BR-017", False),
        ("Lending platform", "lending_platform", "v5.12 (2026-01-20)", False),
    ],
    "transport": [
        ("Depot code", "depot_code", "D-04", False),
        ("Rules version", "rules_version", "2026.1", False),
        ("Agreement effective", "agreement_effective", "2025-09-01", False),
        ("Fleet range", "fleet_range", "1901-1960", False),
    ],
}
LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "bgc": ("सदस्य बण्या", "३ मार्च २०२१"),
    "es_DO": ("Miembro desde", "3 de marzo de 2021"),
    "fr_acadian": ("Membre depuis", "3 mars 2021"),
    "iba": ("Ahli ari", "3 Mac 2021"),
    "kfr": ("સભ્ય થ્યા", "૩ માર્ચ ૨૦૨૧"),
}

GENERATED_POSITIVES = 40
GENERATED_NEGATIVES = 30


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field as each position writes it."""
    quoted = '"' + value + '"'
    plain_yaml = ": " not in value and value[:1] not in "[{&*!|>%@`#'\""
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {value if plain_yaml else quoted}",
        "json": f'"{key}": {value if numeric else quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={quoted if ' ' in value else value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(g: Gen20, position: str, body: Body, forms: dict[str, str], mark: Callable[[str], str]) -> str:
    name, _, lang, _, system, question, cue = body
    locale = LOCALES[lang]
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
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{mark(forms['line'])}\n"
    if position == "yaml_front":
        return f"---\napp: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        return (
            f'{{\n  "app": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
            f"{system}\n\n{user}{end}"
        )
    if position == "xml_attr":
        return f'<context app="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "kv_inline":
        return f"[ctx app={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    if position == "bracket_user":
        return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"
    if position == "html_comment":
        return f"{mark(forms['comment'])}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return f"## Context\n- **App:** {name}\n{mark(forms['bullet'])}\n- **Locale:** {locale}\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen20) -> list[Draft]:
    """One volatile field, or the current date written in the body's language, in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        name, domain, lang, zone = body[0], body[1], body[2], body[3]
        t = g.at(zone)
        if lang in LOCAL_NOW and k % 3 == 0:
            label, write = LOCAL_NOW[lang]
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(label, "now", write(t), False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            draft(
                marked, f"generated:{name}+{family}", ["generated", domain, position, family, f"lang_{lang}"]
            )
        )
    return out


def generated_negatives(g: Gen20) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    used: set[str] = set()
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 5) % len(bodies)]
        position = POSITIONS[(k + 5) % len(POSITIONS)]
        name, domain, lang = body[0], body[1], body[2]
        if lang in LOCAL_SINCE:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            pool = [f for f in STABLE_ANY + STABLE_DOMAIN[domain] if f[1] not in used]
            if not pool:
                used.clear()
                pool = STABLE_ANY + STABLE_DOMAIN[domain]
            label, key, value, numeric = pool[g.small(0, len(pool))]
            used.add(key)
            family, forms = key, _forms(label, key, value, numeric)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(
            Draft(
                plain,
                f"{SRC}negative:generated:{name}+{family}",
                ["hard_negative", "generated", domain, position, family, f"lang_{lang}"],
            )
        )
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen20(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_public_health()
    _negatives_emergency()
    _negatives_civic_legal()
    _negatives_library()
    _negatives_transport()
    _negatives_stable()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold20", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
