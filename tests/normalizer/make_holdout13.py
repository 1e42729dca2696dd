"""Build `prompt_normalizer/corpus/holdout13.jsonl`, a thirteenth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout13.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout12.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout12.py` also its import block and its closing lines (the generated
families' functions, `build` and `main`) for the structure of a generator. None of their scenarios
is repeated. Sources that the earlier docstrings already name were dropped before writing (drilling
reports, golf tee sheets, salons, care-home rotas, choirs, podcasts, radio, chess, court dockets,
customs, locksmiths, removals, self-storage, laundromats, bike sharing, clinic interpreters, yurt
camps and guesthouses), and a first draft's preschool bus (school buses are in make_holdout9) was
re-themed as an older adults' day centre's minibus. The sources here are new:

* mining: a blast-design assistant, underground gas readings fetched for the shift boss, blast
  records and shot logs, explosives magazine reconciliation and registers, haul-truck dispatch
  events and cycle exports (Chilean Spanish), tailings piezometers, seismic event logs, mine
  inspection notices (Sepedi), a shift handover (Tsonga), a safety induction (Venda), a colliery
  deputy (Silesian), an assay lab, a mine bus, a quarry scale;
* forestry: harvester production files (StanForD XML, harvest tickets), a sawmill weighbridge,
  FSC chain-of-custody checks and certificates, forest owners' advice and timber invoices (Võro),
  fire lookouts and patrol logs (Udmurt), a sawmill and timber trucks (Karelian);
* fisheries: EU ERS e-logbooks with VMS positions, catch certificates (EU IUU pre-checks, forwarded
  certificates, landing declarations), a fish market (Seychellois Creole), a clock auction and its
  sales notes, purse-seine observers (Marshallese), salmon feed barges, licences (Cook Islands
  Māori, Seychellois Creole), VMS exports, an octopus fishery, a reef licence, a pearl farm, a
  Lake Victoria landing beach (Dholuo);
* energy trading and carbon registries: intraday order books, REMIT reports and ACKs, ENTSO-E
  market documents, trade confirmations, gas nominations, a national carbon registry session and
  transaction statements, guarantees of origin, imbalance alerts, offset retirements, a Flemish PPA
  and a Walloon solar cooperative;
* humanitarian logistics: food distribution points and reports, refugee registration (Levantine
  Arabic), a winter shelter (Dari), waybills and goods received, KoboToolbox submissions, convoy
  notifications, cluster meeting minutes, water trucking and a borehole committee (Kikuyu), cash
  transfers (Dholuo, Bambara), mobile clinics, seed fairs;
* cruise lines and theme parks: a ship's guest assistant and folio (ChatML), shore excursions,
  ride wait times and downtime logs, virtual queues, return-time e-mails, annual passes
  (Guadeloupean Creole), a Paramaribo boat landing (Sranan Tongo), a Réunion photo kiosk and
  volcano centre (Réunion Creole), a water park, a port taxi;
* marinas: berth enquiries and contracts, a fuel dock and its receipts, a harbour master and a
  water taxi (Neapolitan), a reservoir boatyard (Aragonese), gate logs,
  sea forecasts, tide predictions, a yacht club's crane slots;
* car dealerships and workshops: a DMS sales copilot, test drives (Australian English), trade-in
  valuations, F&I menus, a Luanda workshop and recall letter (Angolan Portuguese), recall lookups,
  repair orders, stock exports, a Tunis dealer's invoice (Tunisian Arabic, French);
* tattoo studios (Singlish booking, consent forms, aftercare), jewellery appraisal (bench notes and
  uploads, diamond grading reports, Aromanian filigree), art galleries (a CRM draft, a Lagos
  gallery in Nigerian Pidgin, consignment agreements, a Lausanne gallery), antiques (a Tainan shop
  in Taiwanese Hokkien, provenance chains), collectible grading (trading cards, coins), sneaker
  authentication, watch servicing (Swiss French, a repair context, quotes);
* care: home-health visits with electronic visit verification and their exports, nurse handoffs
  (SBAR, flowsheets), home nurses (Bhojpuri, Chavacano, Hmong), older adults' care (Sylheti, Bikol,
  a day centre's minibus), blood banks (LIS bridges, donor SMS, crossmatch reports, donor cards,
  transfusion reaction logs, bedside checks, blood drives in Kapampangan and Nahuatl);
* sport and the arts: referee appointments, match reports and disciplinary notices, a referee
  association (Aragonese), a netball umpire coordinator (Llama 3), a Navajo Nation youth league, a
  Cree minor hockey association, orchestra librarians and rehearsal schedules, a wind band
  (Walloon), film production (call sheets, dailies review, DIT offloads, script supervisor notes),
  circus stage management (show reports, prompt books), trade publishing (manuscript intake,
  royalty statements, copyedit queries), a film festival desk (Aromanian), punt tours in the
  Spreewald (Lower Sorbian);
* security and other local services: security patrols (NFC tag reads, patrol sessions, patrol logs,
  guard tours, control-room consoles, incident reports), private investigation (research runs,
  skip tracing, surveillance logs, affidavits of service), e-scooter fleets (battery-swap routes,
  rider support, fines, telemetry, live availability), a dental lab, a casino (host, TITO
  vouchers, win/loss statements, kiosk), an ice rink, a zoo's keepers, a security agency
  (Bhojpuri), a brickworks (Venda).

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -10:00 to +12:00
(including +04:30, +05:45 and +09:30), RFC 1123, RFC 2822, RFC 850, asctime, GNU `date`, RFC 3164
syslog stamps, Python `str()`, `isoformat()` and logging, Log4j ISO8601, Go RFC3339Nano and
`time.Now().String()` with its monotonic reading, JavaScript `toISOString()` and `toString()`,
Windows and US 12-hour renderings, the .NET "f" long format, English long dates, `DD Mon YYYY
HH:MM`, day-first slashed and dotted numeric dates with a time, ISO basic, compact
`YYYYMMDDHHMMSS`, a day-time group (`290722Z JAN 27`), an ISO week date, a 12-hour time alone, a
24-hour time alone, a weekday alone, epochs in s, ms, us and ns, and dates with localized month
names, words and digits (Tsonga, Venda, Sepedi, Võro, Livvi Karelian, Udmurt, Seychellois,
Guadeloupean and Réunion Creole, Sranan, Marshallese, Cook Islands Māori, Bambara, Neapolitan,
Aragonese, Walloon, Lower Sorbian, Aromanian, Kapampangan, Bikol, Chavacano, Navajo, Swiss French,
Angolan Portuguese, Chilean Spanish, Flemish, Tunisian and Levantine Arabic with Arabic-Indic
digits, Dari with Persian digits, Bhojpuri with Devanagari digits, Sylheti with Bengali digits,
Taiwanese Hokkien in Pe̍h-ōe-jī, Hmong, Kikuyu and Dholuo numbered months). Identifiers: UUID v1 /
v4 / v7, ULID, KSUID, nanoid, traceparent, long hex (lower and upper case), base32, base58, base62
and base64url tokens, a JWT, snowflakes, decimal ids and vendor-prefixed ids (`vr_`, `rq_`, `up_`,
`dlv_`, `req_`, `vq_`, `go-xfer-`, `ar-`). Positions: header blocks (`Label: value`, HTTP-style),
head and tail of the prompt, the tail of a system prompt (also in a ChatML system turn and a Llama
3 system header), YAML and TOML front matter, an INI section, protobuf text, pretty-printed and
single-line JSON members (also envelopes whose first member is `"id"` or `"timestamp"`), XML
attributes and an XML element, `key=value` pairs in bracketed context lines and a logfmt line,
markdown table rows and bullets, an HTML comment, a syslog-stamped context line, a `[timestamp]`
prefix on a relayed line, templated sentences, phrases with their preposition ("at ...", "as of
...", "on ..."), an id inside a sentence, an assignment line, a column-aligned line, footers after a
`--` line, metadata lines after the last user message, and program lines right above or below a
pasted or fetched block.

Prompts are in English (also Australian, Singaporean and Nigerian Pidgin) and in Tsonga, Venda,
Sepedi, Chilean Spanish, Võro, Livvi Karelian, Udmurt, Seychellois Creole, Marshallese, Cook
Islands Māori, Flemish, Walloon, Levantine Arabic, Tunisian Arabic, Dari, Kikuyu, Dholuo, Bambara,
Guadeloupean Creole, Sranan Tongo, Réunion Creole, Neapolitan, Aragonese, Angolan Portuguese,
Swiss French, Taiwanese Hokkien (Pe̍h-ōe-jī), Bhojpuri, Sylheti, Chavacano, Kapampangan, Bikol,
Silesian, Lower Sorbian, Aromanian, Hmong, Nahuatl, with date lines in Navajo and Plains Cree
syllabics, and pasted material in Italian, French and Spanish (scripts: Latin, Cyrillic, Arabic,
Devanagari, Bengali, Canadian syllabics).

What it is: 318 prompts. 155 carry volatile fields (211 spans): 115 hand-written positives (171
spans; 56 with two fields) and 40 generated ones. 163 carry none: 133 hand-written negatives (131
hard negatives and two plain controls) and 30 generated hard negatives; 97 of the negatives (60 %)
are material the user pastes and asks about (shot records, gas and telemetry readings, dispatch
events, registers, harvest tickets, StanForD and ENTSO-E XML, certificates, invoices, logbook
pages, catch certificates, VMS and other exports, sales notes, registry statements, ACKs, trade
confirmations, nominations, distribution reports, waybills, Kobo submissions, e-mails, SMS,
folios, tickets, ride logs, gate logs, contracts, receipts, forecasts, repair orders, recall
letters, appraisals, consent forms, grading reports, provenance chains, service quotes, EVV
exports, handoffs, crossmatch reports, reaction logs, prescriptions, match reports, notices,
standings, schedules, call sheets, offload logs, script notes, show reports, prompt books, royalty
statements, query letters, patrol logs, surveillance logs, affidavits, trip histories, fines, work
orders, vouchers, statements), with the question before the block, after it (sometimes only a short
question, an instruction without a question mark, a plain statement, or a question in another
language), on both sides of it, or with no pointing phrase at all; seven are quoted with "> ", five
are multi-turn chats in which an earlier user turn pasted the block, seven are exports followed by
a markdown table, forty-three are documents with their own dates and reference numbers, and
twenty begin with lines exactly like program metadata (`Date:`, `Time:`, `Timestamp:`,
`Updated:`, `Printed:`, `Logged:`, `Request ID:`, `Session:`, `Report date:`, `ts=`, `[2026-...]`,
a JSON object whose first member is `"timestamp"`, `"id"` or `"_id"`, XML documents with a
`CreationDate` or `createdDateTime` element). Thirty-four hand-written negatives hold stable
look-alikes in program positions (a prompt revision, a blasting permit and window, a knowledge
cutoff, a mine's time zone, FSC codes and validity, member-since dates, CFR, IMO, call sign and
licence numbers, a quota year, EIC codes and an API version, registry accounts and permits, a PPA
term, case and ration-card numbers, voyage dates, park hours, a berth contract, stock numbers with
dates, VINs, compliance plates, warranty dates, studio licences, certificate prefixes, watch
references and purchase dates, template revisions, EVV and Medicaid provider ids, care-plan dates,
ISBT product codes, seasons and badges, production dates, ISBNs and publication dates, guard
licences, vehicle ids and firmware dates, a casino licence, a kiosk timeout), few-shot dates, an
unrendered template, a user-typed clock and relative times. The positives put the same-looking
lines in program positions; three put a program's line right next to a block the user pasted (a
waybill, a blast record, a forwarded e-mail), where only the program's line is labelled, and ten
stamp data that the program fetched for this request, where only the stamp is labelled. The
generated positive family puts one field (28 formats and labels drawn from 41, 23 of them used, or
the current date and time labelled and written in the body's language, 13 cases) at one of ten
positions (head, system tail, header block, after the last user message, tail, YAML front matter,
JSON member, XML attribute, `key=value` in a bracketed context line, parenthesised value on the
user's message; four each) of 36 bodies in 35 languages; the generated negative family uses the
same bodies and positions with one stable value that looks like a date or an id (26 used of 28
drawn from 30: API version, knowledge cutoff, prompt revision, member-since, contract start,
firmware, release, tenant, IBAN, CFR, IMO, EIC, registry account, FSC licence, ISBN, VIN, watch
serial, style code, ISBT product code, EVV provider, referee badge, season, guard licence, time
zone, office hours, timeout, fiscal year, blasting window, licence expiry, voyage; or a
member-since date in the body's language, 2 cases). The output is deterministic (seeded); once
written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout12.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, domain clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Site and device clocks read for this request are the current time: a weighbridge clock, an
  auction clock, a ship's time with its offset, a casino floor time, a control-room console time,
  a photo kiosk's `now`, a scooter fleet clock in ms, a dailies viewer's epoch, a tablet's syslog
  stamp. A user-typed clock ("It's 15:40 here at the rink") stays.
* Work sessions are sessions, as in make_holdout12: a blast-design session, a fish-auction lot
  session, a patrol session, an F&I presentation session, a casino host session, an EVV visit
  session, a battery-swap route session, a folio session, an authentication session, a registry
  session token and its sign-in time, a consent form's `opened:` time. Deal jackets, cases,
  encounters, donors, players, riders, accounts, licences, stations, routes, vessels, sites,
  installations and stock numbers stay. The ids and clock-in times of visits in a pasted EVV export
  are content.
* Per-item stamps that travel with the request move: an NFC tag read and its read id, a photo's
  capture time at an authentication station, an upload's id and receipt time, a relayed DIT line's
  `[timestamp]` prefix, an incoming message's `Message-Id:`, `Posted:`, `Logged:` and `Msg:`.
* Fetched data keeps its own dates: gas readings, an order book, a VMS position, tide predictions,
  a VIN recall lookup, a royalty statement, skip-trace records and live scooter availability carry
  their reading times, prices, campaign dates and periods as content; only the program's stamp
  ("fetched at ... for this request", "as of ... for this request", "Availability updated: ...
  (live, this request)") moves. A trade-in quote's `valuation_request_id` and `quoted_at` move;
  the vehicle and the range stay.
* Envelopes: a dispatch event's `id` and `timestamp`, a catch-certificate pre-check request's
  `messageId` and `created`, an inbox delivery id and a support envelope's `timestamp` and
  `ticket_req` move; the truck, the certificate with its landing and validation dates, the
  forwarded e-mail with its own `Date:` and the rider id stay. A convoy code stays; the request's
  `requested_at` moves.
* A date that the office tool fills in as today for an artefact (a call sheet's date of issue)
  moves; call times, sunrise and sunset, timecodes, running times, match minutes, charted vitals
  and keeper weights inside the same prompts stay.
* Ambiguous values were left out rather than labelled: a convoy movement request id (a business
  object or a per-request id), a caregiver's clock-in time (a record of the visit or the start of
  the session), a crossmatch request number and a guard's shift id.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Wait times as of <time> for this request:" leaves "Wait times for this request:"; "Validation
  lookup <id> ran at <time> on kiosk K-3." leaves "Validation lookup ran on kiosk K-3."); a
  templated sentence alone on its line, a markdown table row, a bullet, a TOML or INI assignment,
  a protobuf field and a column-aligned line holding one field are whole-line spans; XML
  attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members are
  cut with the comma after them, and volatile members of pretty-printed JSON are never the last
  member of their object.
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
    DAYS,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
    ctime,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_nano,
    go_string,
    http_date,
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

SEED = 20270917
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout13.jsonl"
SRC = "holdout13:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=round(hours * 60)), name)


ZONES = {
    "UTC": UTC, "SAST": _tz(2, "SAST"), "CET": _tz(1, "CET"), "CEST": _tz(2, "CEST"), "EET": _tz(2, "EET"),
    "EEST": _tz(3, "EEST"), "EAT": _tz(3, "EAT"), "AFT": _tz(4.5, "AFT"), "AST": _tz(-4, "AST"),
    "SRT": _tz(-3, "SRT"), "SCT": _tz(4, "SCT"), "RET": _tz(4, "RET"), "MHT": _tz(12, "MHT"),
    "CKT": _tz(-10, "CKT"), "WAT": _tz(1, "WAT"), "AEDT": _tz(11, "AEDT"), "AEST": _tz(10, "AEST"),
    "SGT": _tz(8, "SGT"), "TWT": _tz(8, "TWT"), "IST": _tz(5.5, "IST"), "BST6": _tz(6, "BST"),
    "PHT": _tz(8, "PHT"), "MDT": _tz(-6, "MDT"), "CST": _tz(-6, "CST"), "CLT": _tz(-4, "CLT"),
    "CLST": _tz(-3, "CLST"), "SAMT": _tz(4, "SAMT"), "MSK": _tz(3, "MSK"), "WAST": _tz(8, "AWST"),
    "NZDT": _tz(13, "NZDT"), "EST": _tz(-5, "EST"), "MST": _tz(-7, "MST"), "HST": _tz(-10, "HST"), "ACST": _tz(9.5, "ACST"), "NPT": _tz(5.75, "NPT"),
}

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


class Gen13(Gen):
    """make_holdout.Gen with moments in named zones and a few more token alphabets."""

    def at(self, zone: str) -> datetime:
        return self.moment().astimezone(ZONES[zone])

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def HEX(self, n: int) -> str:
        return self.hex(n).upper()


# --- value formats not in make_holdout ---------------------------------------------------------------

def epoch_ns(t: datetime, extra: int = 417) -> int:
    return epoch_us(t) * 1000 + extra


def h12(t: datetime, dots: bool = False, lower: bool = False) -> str:
    h = t.hour % 12 or 12
    mer = ("p.m." if dots else "PM") if t.hour >= 12 else ("a.m." if dots else "AM")
    return f"{h}:{t:%M} {mer.lower() if lower else mer}"


def dmy(t: datetime, sep: str = "/", seconds: bool = False) -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}" + (f":{t:%S}" if seconds else "")


def mdy12(t: datetime) -> str:
    return f"{t.month:02d}/{t.day:02d}/{t.year} {h12(t)}"


def syslog(t: datetime) -> str:
    return f"{MONTHS[t.month - 1]} {t.day:2d} {t:%H:%M:%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%A}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def day_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def iso_min(t: datetime) -> str:
    return rfc3339(t)[:16] + rfc3339(t)[19:]


def dtg(t: datetime) -> str:
    """A day-time group in the manner of shipping and dispatch messages: 141305Z MAR 26."""
    u = t.astimezone(UTC)
    return f"{u:%d%H%M}Z {MONTHS[u.month - 1].upper()} {u:%y}"


def digits(s: str, zero: str) -> str:
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() else c for c in s)


MONTHS_OF = {
    "ts": ["Sunguti", "Nyenyenyani", "Nyenyankulu", "Dzivamisoko", "Mudyaxihi", "Khotavuxika", "Mawuwani",
           "Mhawuri", "Ndzhati", "Nhlangula", "Hukuri", "N'wendzamhala"],
    "ve": ["Phando", "Luhuhi", "Ṱhafamuhwe", "Lambamai", "Shundunthule", "Fulwi", "Fulwana", "Ṱhangule",
           "Khubvumedzi", "Tshimedzi", "Ḽara", "Nyendavhusiku"],
    "nso": ["Janaware", "Feberware", "Matšhe", "Aporele", "Mei", "June", "Julae", "Agostose", "Setemere",
            "Oktoboro", "Nofemere", "Disemere"],
    "vro": ["vahtsõaastakuu", "radokuu", "urbõkuu", "mahlakuu", "lehekuu", "piimäkuu", "hainakuu",
            "põimukuu", "süküskuu", "rehekuu", "märtekuu", "joulukuu"],
    "olo": ["pakkaskuu", "tuhukuu", "kevätkuu", "sulakuu", "oraskuu", "kezäkuu", "heinykuu", "elokuu",
            "syvyskuu", "ligakuu", "kylmykuu", "talvikuu"],
    "udm": ["толшор", "тулыспал", "южтолэзь", "оштолэзь", "куартолэзь", "инвожо", "пөсьтолэзь",
            "гудырикошкон", "куарусён", "коньывуон", "шуркынмон", "толсур"],
    "crs": ["Zanvye", "Fevriye", "Mars", "Avril", "Me", "Zen", "Zilyet", "Out", "Septanm", "Oktob",
            "Novanm", "Desanm"],
    "gcf": ["janvyé", "févriyé", "mas", "avril", "mé", "jen", "jiyè", "out", "sèptanm", "òktòb", "novanm",
            "désanm"],
    "rcf": ["zanvié", "févrié", "mars", "avril", "mé", "zin", "zuiyé", "out", "sèptanm", "oktob", "novanm",
            "désanm"],
    "srn": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
            "oktober", "november", "december"],
    "nap": ["jennaro", "frevaro", "marzo", "abbrile", "maggio", "giugno", "luglio", "aùsto", "settembre",
            "ottombre", "nuvembre", "dicembre"],
    "an": ["chinero", "febrero", "marzo", "abril", "mayo", "chunio", "chulio", "agosto", "setiembre",
           "otubre", "noviembre", "aviento"],
    "wa": ["djanvî", "fevrî", "måss", "avri", "may", "djun", "djulete", "awousse", "setimbe", "octôbe",
           "nôvimbe", "decimbe"],
    "pam": ["Eneru", "Pebreru", "Marsu", "Abril", "Mayu", "Juniu", "Juliu", "Agostu", "Septiembri",
            "Octubri", "Nobiembri", "Disiembri"],
    "bcl": ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre",
            "Oktubre", "Nobyembre", "Disyembre"],
    "cbk": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
            "octubre", "noviembre", "diciembre"],
    "nv": ["Yasʼniłtʼees", "Atsá Biyáázh", "Wóózhchʼį́į́d", "Tʼą́ą́chil", "Tʼą́ą́tsoh", "Yaʼiishjááshchilí",
           "Yaʼiishjáástsoh", "Biniʼantʼą́ą́tsʼózí", "Biniʼantʼą́ą́tsoh", "Ghąąjįʼ", "Nílchʼitsʼósí",
           "Nílchʼitsoh"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
           "outubro", "novembro", "dezembro"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
    "dsb": ["januara", "februara", "měrca", "apryla", "maja", "junija", "julija", "awgusta", "septembra",
            "oktobra", "nowembra", "decembra"],
    "rup": ["yinar", "shcurtu", "martsu", "april", "mai", "cirishar", "alunar", "agustu", "yizmãciunj",
            "sumedru", "brumar", "andreu"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
           "oktober", "november", "december"],
    "tn": ["جانفي", "فيفري", "مارس", "أفريل", "ماي", "جوان", "جويلية", "أوت", "سبتمبر", "أكتوبر", "نوفمبر",
           "ديسمبر"],
    "apc": ["كانون التاني", "شباط", "آذار", "نيسان", "أيار", "حزيران", "تموز", "آب", "أيلول", "تشرين الأول",
            "تشرين التاني", "كانون الأول"],
    "prs": ["جنوری", "فبروری", "مارچ", "اپریل", "می", "جون", "جولای", "اگست", "سپتامبر", "اکتوبر", "نومبر",
            "دسمبر"],
    "bho": ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर",
            "दिसंबर"],
    "syl": ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর",
            "নভেম্বর", "ডিসেম্বর"],
    "mh": ["Jānwōde", "Pāpode", "Māaj", "Eprōl", "Māe", "Jun̄e", "Jūlae", "Ōkwōj", "Jeptōmba", "Oktoba",
           "Nōbōmba", "Tijeṃba"],
    "rar": ["Tiānuare", "Pepuare", "Māti", "Āperira", "Mē", "Tiunu", "Tiurai", "Aukute", "Tepetema", "Okotopa",
            "Noema", "Tītema"],
    "bm": ["zanwuyekalo", "feburuyekalo", "marisikalo", "awirilikalo", "mɛkalo", "zuwɛnkalo", "zuluyekalo",
           "utikalo", "sɛtanburukalo", "ɔkutɔburukalo", "nowanburukalo", "desanburukalo"],
}
POJ_MONTHS = ["it", "jī", "saⁿ", "sì", "gō͘", "la̍k", "chhit", "peh", "káu", "cha̍p", "cha̍p-it", "cha̍p-jī"]


def month_of(lang: str, t: datetime) -> str:
    return MONTHS_OF[lang][t.month - 1]


def local_date(lang: str, t: datetime) -> str:
    """The date (and for some languages the time) as a program localised to `lang` would print it."""
    m = month_of(lang, t) if lang in MONTHS_OF else ""
    if lang in ("ts", "ve", "nso", "mh", "rar", "crs", "gcf", "rcf", "srn", "bm"):
        return f"{t.day} {m} {t.year}, {hm(t)}"
    if lang in ("vro", "olo"):
        return f"{t.day}. {m} {t.year} kell {hm(t)}" if lang == "vro" else f"{t.day}. {m} {t.year}, {hm(t)}"
    if lang == "udm":
        return f"{t.year} ар {t.day} {m}, {hm(t)}"
    if lang in ("nap", "an", "cbk"):
        return f"{t.day} de {m} {t.year}, {hm(t)}" if lang != "nap" else f"{t.day} {m} {t.year}, {hm(t)}"
    if lang == "wa":
        return f"li {t.day} di {m} {t.year} a {t.hour}e{t:%M}"
    if lang in ("pam", "bcl"):
        return f"{m} {t.day}, {t.year} {h12(t)}"
    if lang == "nv":
        return f"{m} {t.day}, {t.year}"
    if lang == "fr":
        return f"{t.day} {m} {t.year}, {t.hour} h {t:%M}"
    if lang == "pt":
        return f"{t.day} de {m} de {t.year}, {hm(t)}"
    if lang == "es":
        return f"{t.day} de {m} de {t.year}, {hm(t)}"
    if lang == "dsb":
        return f"{t.day}. {m} {t.year}, {hm(t)}"
    if lang == "rup":
        return f"{t.day} di {m} {t.year}, {hm(t)}"
    if lang == "nl":
        return f"{t.day} {m} {t.year} om {hm(t)}"
    if lang in ("tn", "apc"):
        return digits(f"{t.day} ", "٠") + m + digits(f" {t.year}، {hm(t)}", "٠")
    if lang == "prs":
        return digits(f"{t.day} ", "۰") + m + digits(f" {t.year}، ساعت {hm(t)}", "۰")
    if lang == "bho":
        return digits(f"{t.day} ", "०") + m + digits(f" {t.year}, {hm(t)}", "०")
    if lang == "syl":
        return digits(f"{t.day} ", "০") + m + digits(f" {t.year}, {hm(t)}", "০")
    if lang == "nan":
        return f"{t.year} nî {POJ_MONTHS[t.month - 1]}-goe̍h {t.day} ji̍t, {hm(t)}"
    if lang == "hmn":
        return f"hnub tim {t.day} lub {t.month} hlis {t.year}, {hm(t)}"
    if lang == "ki":
        return f"{t.day} mweri wa {t.month} {t.year}, {hm(t)}"
    if lang == "luo":
        return f"{t.day} dwe mar {t.month} {t.year}, {hm(t)}"
    if lang == "cr":
        return f"{t.year}-{t.month:02d}-{t.day:02d} {hm(t)}"
    raise KeyError(lang)


# --- registration -----------------------------------------------------------------------------------

POS: list[Callable[[Gen13], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen13], Draft]) -> Callable[[Gen13], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}{name}", tags)


def neg(tags: list[str], name: str, text: str) -> None:
    NEG.append(Draft(text, f"{SRC}negative:{name}", ["hard_negative", *tags]))


# --- positives: mining --------------------------------------------------------------------------------

@pos
def _blast_design(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""Mine: Tshikondeni Pit 3
{v('session_id', 'Blast-Session: ' + g.uuid4())}
Licence: MPRDA 30/5/1/2/2/10442 MR
{v('datetime', 'Server-Time: ' + rfc3339(t))}
Units: metric

You are the blast-design assistant for the pit engineers. Work from the pattern the engineer gives you,
state every assumption and never approve a pattern yourself: the blaster signs it off.

Engineer: Burden 4.2 m, spacing 4.8 m, bench 12 m, 165 mm holes, ANFO at 0.85 g/cc with 3.5 m of stemming.
What powder factor does that give me in kg per cubic metre?
Answer:""", "mining:blast-design", ["header_block", "session_id", "rfc3339", "stable_neighbours"])


@pos
def _gas_readings(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""You watch the underground gas monitors for Section 14 and advise the shift boss in plain words.
Never tell anyone to re-enter a section that has been barricaded.

Gas readings fetched {v('datetime', 'at ' + hms(t) + ' SAST')} for this request:
Sensor    Location        CH4 %   CO ppm   Reading time
GM-14-02  14W return      0.42    6        05:52
GM-14-05  14W face        1.08    9        05:52
GM-14-07  conveyor head   0.11    31       05:51

Shift boss: Is the face safe to drill, and what is that CO on the conveyor about?
Answer:""", "mining:gas-fetch", ["phrase", "time_only", "fetched_block_stays", "table"])


@pos
def _tsonga_handover(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""U mupfuni wa ku nyikana ntirho exikarhi ka swiphemu swa migodi ya Phalaborwa. Tsala hi Xitsonga
lexi olovaka, u tirhisa swilo leswi mufambisi wa xiphemu a swi nyikeke ntsena.
{v('datetime', 'Siku ra namuntlha: ' + local_date('ts', t))}

Mutirhi: Ndzi pfuna ku tsala xitiviso xa ku nyikana: pampu ya 7 Level a yi tirhi, vanhu va 14 va fikile,
naswona ku na ribye leri ntshunxekeke eka stope 7-3.""", "mining:tsonga-handover", ["system_tail", "localized_now", "lang_ts"])


@pos
def _haul_dispatch(g: Gen13) -> Draft:
    t = g.at("CLST")
    return P(f"""{{
  {v('request_id', '"id": "' + g.ulid(t) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 3) + '",')}
  "faena": "Rajo Sur",
  "camion": "CAEX-217",
  "estado": "en cola en pala P-04",
  "ciclo_promedio_min": 31.4
}}
Eres el asistente de despacho de la faena. Responde en español de Chile, en dos o tres frases, y nunca
reasignes un camión sin que el despachador lo confirme.

Despachador: ¿Por qué el 217 lleva tanto rato en cola? ¿Lo mando a la pala 6?
Asistente:""", "mining:haul-dispatch-envelope", ["json_member", "envelope_first_id", "ulid", "lang_es_cl"])


@pos
def _magazine_yaml(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""---
magazine: MAG-02 (surface, Class 1.1D)
{v('request_id', 'request_id: ' + g.b58(22))}
{v('datetime', 'generated: ' + iso_space(t))}
custodian: licensed magazine master
---
Reconcile the explosives magazine from the issue and return slips the custodian types in. Flag any
difference above one unit and say which slip to check first.

Custodian: Opening 412 boosters, issued 96 and 40, returned 8, counted 283. Does it balance?
Answer:""", "mining:magazine-yaml", ["yaml_front", "base58", "iso_space"])


@pos
def _venda_induction(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""<induction {v('session_id', 'session="' + g.uuid7(t) + '"')} {v('datetime', 'started="' + rfc3339(t) + '"')} site="Musina Copper" lang="ve"/>
Ni mufarisi wa u gudisa mulayo wa tsireledzo kha vhashumi vhaswa. Fhindulani nga Tshivenḓa tshi leluwaho.

Mushumi: Ndi nga ita mini arali ndi pfa munukhelo wa gese fhasi mugodini?""",
             "mining:venda-induction-xml", ["xml_attr", "session_start", "uuid7", "lang_ve"])


@pos
def _tailings_logfmt(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""ctx dam=TD2 {v('datetime', 'ts=' + str(epoch_s(t)))} piezo=PZ-14 {v('request_id', 'req=' + g.hex(16))} units=kPa
You help the tailings engineer read piezometer trends. Say when a reading crosses the trigger action
response plan level and what the plan asks for, and nothing else.

Engineer: PZ-14 went from 38 to 46 kPa in two weeks; TARP amber is 45. What do I do first?
Answer:""", "mining:tailings-logfmt", ["kv_inline", "epoch_s", "request_id"])


@pos
def _sotho_clinic_footer(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""O mothuši wa kliniki ya moepo wa Mogalakwena. Araba ka Sepedi, o hlalose dilo ka bokopana, gomme
o se ke wa fa ditaelo tša dihlare.

Mošomi: Ke na le kgohlola ya matšatši a mahlano morago ga go šoma ka lerole. Ke swanetše go bona ngaka?

--
{v('request_id', 'Nomoro ya kopo: ' + g.ulid(t))}
""", "mining:sepedi-footer", ["tail", "footer", "ulid", "lang_nso"])


# --- positives: forestry ------------------------------------------------------------------------------

@pos
def _harvester_report(g: Gen13) -> Draft:
    t = g.at("EET")
    return P(f"""{v('request_id', 'X-Request-Id: ' + g.uuid4())}
{v('datetime', 'Date: ' + http_date(t))}
X-Contractor: Metsäpalvelu Virta Oy

You read harvester production files (StanForD 2010 .hpr summaries) for the forest owner. Use cubic
metres under bark and round to one decimal.

Owner: The summary says 412 stems, 286.4 m³ sawlog and 91.2 m³ pulpwood. What share is sawlog?
Answer:""", "forestry:harvester-headers", ["header_block", "http_date", "head"])


@pos
def _weighbridge_clock(g: Gen13) -> Draft:
    t = g.at("CLT")
    return P(f"""Eres el asistente de la romana de la planta de aserrío. Calculas el peso neto de cada camión
con trozos y avisas si supera el peso máximo permitido.
{v('datetime', 'Reloj de la romana: ' + dmy(t, '/', True))}

Operador: Camión BJTX-41, bruto 44.820 kg, tara 15.960 kg. ¿Cuánto es el neto y pasa el máximo de 45 t?
Respuesta:""", "forestry:weighbridge-clock", ["system_tail", "device_clock", "dmy", "lang_es_cl"])


@pos
def _coc_traceparent(g: Gen13) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
certificate: FSC-C148203
claim_catalogue: FSC 100%, FSC Mix Credit, FSC Recycled

You check chain-of-custody claims on sales documents against the certificate scope above. Answer with
"ok" or the exact problem.

Document: Invoice line "Birch plywood 18 mm, FSC Mix 70%, 24 m³". Is the claim valid?
Answer:""", "forestry:coc-traceparent", ["header_block", "traceparent", "stable_neighbours"])


@pos
def _voro_forest_owners(g: Gen13) -> Draft:
    t = g.at("EET")
    return P(f"""Sa olõt metsäomanikõ nõuandja Võromaal. Kõnõlõ võro keelen ja selgelt, ütle, miä luba om vaja
ja kost tuud küssü.
{v('datetime', 'Täämbä: ' + local_date('vro', t))}

Perremiis: Ma taha lõigada kuuse kõrval paar kõivu, vast 6 tihumeetrit. Kas mul om metsateatis vaja?""",
             "forestry:voro-advisor", ["system_tail", "localized_now", "lang_vro"])


@pos
def _udmurt_fire_watch(g: Gen13) -> Draft:
    t = g.at("SAMT")
    return P(f"""{v('datetime', 'Туннэ: ' + local_date('udm', t))}
Тон нюлэс тылпу возьматӥсь юрттӥсь. Удмурт кылын вера, вакчиен но валамон.

Нюлэсчи: Ӵукна тӥни Кез ёрос бордын тӧл ӝутске, ву ӧвӧл. Тылпу кызьы лыдъяно?""",
             "forestry:udmurt-fire-watch", ["head", "localized_now", "lang_udm", "cyrillic"])


@pos
def _karelian_sawmill(g: Gen13) -> Draft:
    t = g.at("EET")
    return P(f"""[mill site=Aunus-2 {v('session_id', 'sid=' + g.ksuid(t))} lang=olo]
Sinä olet pilkehen abuniekku. Vastua livvikse, lyhyösti.
{v('datetime', 'Tänäpäi: ' + local_date('olo', t))}

Ruadai: Kui monta kuutiometrii lautua saammo 120 hongas, kui jogahizen pitkys on 5,4 metrii?""",
             "forestry:karelian-sawmill", ["kv_inline", "ksuid", "localized_now", "lang_olo"])


# --- positives: fisheries -----------------------------------------------------------------------------

@pos
def _elogbook_vms(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""You help skippers fill in their electronic fishing logbook (EU ERS). Check that each haul has a
position, gear and a catch by species, and say what is missing.

VMS position polled {v('datetime', 'at ' + dtg(t))} for this request: 57°12'N 001°48'W, 4.1 kn, course 212
{v('request_id', 'ERS-Request: ' + g.HEX(20))}

Skipper: Haul 3, OTB 120 mm, shot 0410 hauled 0825, cod 180 kg, haddock 420 kg, whiting 60 kg. Anything missing?
Answer:""", "fisheries:elogbook-vms", ["phrase", "dtg", "request_id", "fetched_block_stays"])


@pos
def _catch_cert_envelope(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""<PreCheckRequest {v('request_id', 'messageId="' + g.uuid4() + '"')} {v('datetime', 'created="' + rfc3339(t, 3) + '"')} flagState="MHL" scheme="EU-IUU">
  <CatchCertificate number="MH-CC-2026-00418" vessel="Majuro Star" imo="9823114">
    <Landing port="Port Louis" date="2026-02-11" species="SKJ" weightKg="182400"/>
    <Validation authority="MIMRA" date="2026-02-13"/>
  </CatchCertificate>
</PreCheckRequest>
Check the catch certificate above against the EU IUU rules: is anything missing before the importer
submits it to the border control post? Answer in a short list.""",
             "fisheries:catch-cert-xml", ["xml_attr", "envelope", "payload_dates_stay", "uuid4"])


@pos
def _seychelles_market(g: Gen13) -> Draft:
    t = g.at("SCT")
    return P(f"""Ou en asistan pour laboutik pwason Bazar Victoria. Reponn an Kreol Seselwa, kourt e kler, e pa
envant pri ki pa lo lalis.
{v('datetime', 'Dat ozordi: ' + local_date('crs', t))}
{v('datetime', 'Ler: ' + hm(t))}
Lalis pri: bourzwa R95/kg, kordonnyen R70/kg, tek-tek R40/kg

Kliyan: Mon oule 3 kilo bourzwa ek 2 kilo kordonnyen. Konbyen sa pou koute?""",
             "fisheries:seselwa-market", ["system_tail", "localized_now", "time_only", "lang_crs"])


@pos
def _fish_auction_clock(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Auction: Urk fish auction, hall B
{v('datetime', 'Auction clock: ' + hms(t))}
{v('session_id', 'Lot session: ' + g.b32(16))}
Buyer number: 4417

You explain lots and landing details to remote buyers. Do not give bidding advice.

Buyer: Lot 112 says "tong 2, 18 kisten, UK-171". Which ship is UK-171 and how fresh is it?
Answer:""", "fisheries:auction-clock", ["header_block", "time_only", "session_id", "base32"])


@pos
def _observer_json_inline(g: Gen13) -> Draft:
    t = g.at("MHT")
    return P(f"""{{"trip": "MH-PS-2231", {v('datetime', '"ts": ' + str(epoch_ms(t)) + ',')} "observer": "OBS-0917", "gear": "purse seine"}}
Kwe jibañ ri-lale ro an PNA. Uwaak ilo kajin Majeļ, kadu im alikkar.

Ri-lale: Ewi wāween ij aikuj je kōn juon FAD set eo ejjeļo̧k ek ilo e?""",
             "fisheries:marshallese-observer", ["json_member", "single_line_json", "epoch_ms", "lang_mh"])


@pos
def _feed_barge(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""You advise the feed-barge operator on salmon feeding. Use the pen data below and keep answers under
80 words.

Pen  Biomass t  Water °C  Appetite
P3   412        8.9       normal
P5   398        9.1       low

Operator: Appetite on P5 has been low for three days; should I cut the ration?
[barge sync {v('datetime', 'now_ms=' + str(epoch_ms(t)))} site=Loch-Ailort]
Answer:""", "fisheries:feed-barge", ["last_user", "kv_inline", "epoch_ms", "cue"])


@pos
def _rarotonga_licence(g: Gen13) -> Draft:
    t = g.at("CKT")
    return P(f"""Ko koe te tauturu o te Ministry of Marine Resources no te au pepa raeti tautai. Uiuia i te reo
Māori Kūki 'Āirani, kia poto e kia mārama.

Tangata: Kua pou taku raeti tautai ika i te ava. Ka aa taku ka rave?
{v('datetime', 'Tuatau: ' + local_date('rar', t))}
{v('request_id', 'Request-Id: ' + g.uuid4())}""", "fisheries:rarotonga-licence",
             ["last_user", "localized_now", "request_id", "lang_rar"])

# --- positives: energy trading and carbon registries ------------------------------------------------

@pos
def _intraday_snapshot(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""You support the short-term power desk. Explain the order book; never place or suggest orders.

Order book snapshot taken {v('datetime', 'at ' + rfc3339(t, 3))} (this request), delivery hour 18:00-19:00 DE:
Side  Price EUR/MWh  Volume MW
Bid   142.10         25
Bid   141.85         40
Ask   143.20         15
Ask   144.00         60

Trader: Why is the spread so wide on this hour compared with 17-18?
Answer:""", "energy:intraday-snapshot", ["phrase", "rfc3339", "fetched_block_stays", "table"])


@pos
def _remit_headers(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""RRM: RRM-EU-0042
{v('request_id', 'Submission-Request-Id: ' + g.ulid(t))}
ACER code: A0012345B.BE
{v('datetime', 'Prepared-At: ' + py_iso(t))}

You help compliance staff check REMIT Table 1 trade reports before submission. Point out fields that
break the schema or the validation rules; do not rewrite the whole report.

User: The contract type is "CO" and the delivery profile is missing on a standard base-load trade. Is that a rejection?
Answer:""", "energy:remit-headers", ["header_block", "py_iso", "ulid", "stable_neighbours"])


@pos
def _registry_session(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""You answer questions from account representatives of the national carbon registry. Never execute a
transfer; explain the steps and the trusted account list rules.
{v('token', 'Registry-Session: ' + g.b64url(32))}
{v('session_start', 'Signed in: ' + day_mon(t))}
Account: EU-100-5012345-0-22 (operator holding account)

Representative: How long after I add an account to the trusted list can I transfer allowances to it?
Answer:""", "energy:registry-session", ["system_tail", "token", "session_start", "stable_neighbours"])


@pos
def _flemish_ppa(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Ge zijt de assistent van de energiecoöperatie voor vragen over de stroomaankoopovereenkomst (PPA)
met het windpark in de haven. Antwoord in gewoon Vlaams, kort, en verwijs naar het artikel.
{v('datetime', 'Vandaag is het ' + local_date('nl', t) + '.')}

Lid: Mag de coöperatie de PPA opzeggen als het windpark drie maanden stilligt?
Antwoord:""", "energy:flemish-ppa", ["system_tail", "templated_sentence", "localized_now", "lang_nl_be"])


@pos
def _walloon_solar(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""{v('datetime', 'Ådjoûrdu: ' + local_date('wa', t))}
Vos estoz l' aidant del cope d' panneas solreces di Dolhain. Responoz e walon, a court et clair.

Mambe: Mi contoe a tourné a rvier e måss, c' est normå?""", "energy:walloon-solar",
             ["head", "localized_now", "lang_wa"])


@pos
def _go_transfer_yaml(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""---
registry: AIB hub member, domain BE-VL
{v('run_id', 'run_id: go-xfer-' + g.hex(12))}
{v('datetime', 'started_at: ' + rfc3339(t, 6))}
account: BE-GO-001-77412
---
You check guarantee-of-origin transfer requests before they are sent to the hub: the production period,
the technology code and whether the certificates are still valid for cancellation.

Request: 1,200 GOs, wind offshore, production 2025-09, cancel for supplier disclosure 2026. Valid?
Answer:""", "energy:go-transfer-yaml", ["yaml_front", "run_id", "rfc3339_6"])


@pos
def _imbalance_alert(g: Gen13) -> Draft:
    return P(f"""Balancing alert for BRP "NoordStroom" (EIC 22XNOORDSTROOM-K), quarter-hour 14:15-14:30:
system imbalance -312 MW, imbalance price 487.20 EUR/MWh, own position -18 MW.
[alert {v('trace_id', 'trace_id=' + g.hex(32))} source=tso-feed]

Explain to the on-call trader in two sentences what this costs us for the quarter-hour and whether it
is worth calling the flexible CHP.""", "energy:imbalance-alert", ["kv_inline", "trace_id", "payload_stays"])


@pos
def _offset_retirement_footer(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""Draft a short public statement for a company that retired carbon credits to cover its 2025 business
travel. Mention the registry, the project and the vintage, and avoid the word "neutral".

Company notes: 1,450 VCUs, project VCS 1748 (improved cookstoves, Malawi), vintage 2022, retired via our
broker in February.

--
{v('datetime', 'Prompt assembled ' + rfc3339(t) + ' by comms-drafter')}
""", "energy:offset-footer", ["tail", "footer", "templated_phrase"])


# --- positives: humanitarian logistics ---------------------------------------------------------------

@pos
def _distribution_point(g: Gen13) -> Draft:
    t = g.at("EAT")
    return P(f"""Site: Kakuma 4, distribution point B
Partner: WFP / LWF
{v('datetime', 'Device-Time: ' + dmy(t, '.', True))}
{v('request_id', 'Sync-Batch: ' + g.uuid7(t))}
Ration: 2026 general food basket, half ration

You help distribution staff answer household questions at the point. Use the ration card; never
promise extra food.

Staff: A household of 7 says they were given the ration for 5. How much maize should they have received?
Answer:""", "humanitarian:distribution-point", ["header_block", "dmy_dotted", "uuid7", "stable_neighbours"])


@pos
def _levantine_registration(g: Gen13) -> Draft:
    t = g.at("EEST")
    return P(f"""إنت مساعد مكتب التسجيل. جاوب باللهجة الشامية، باختصار، وما تعطي وعود عن إعادة التوطين.
{v('datetime', 'تاريخ اليوم: ' + local_date('apc', t))}

المراجع: خلصت ورقة الإقامة تبعي الشهر الماضي، شو لازم جيب معي لجدّدها؟""",
             "humanitarian:levantine-registration", ["system_tail", "localized_now", "lang_apc", "arabic_digits"])


@pos
def _dari_shelter(g: Gen13) -> Draft:
    t = g.at("AFT")
    return P(f"""{v('datetime', 'تاریخ امروز: ' + local_date('prs', t))}
تو دستیار ثبت نام پناهگاه زمستانی هستی. به دری جواب بده، کوتاه و روشن.

کارمند: یک خانواده پنج نفری امشب رسیده، کمپل و بخاری چند تا بدهیم؟""",
             "humanitarian:dari-shelter", ["head", "localized_now", "lang_prs", "persian_digits"])


@pos
def _waybill_relay(g: Gen13) -> Draft:
    t = g.at("EAT")
    return P(f"""You check humanitarian waybills typed in by warehouse staff. Compare the quantities with the
loading plan and list any line that does not match.

Loading plan WB-NBO-2026-1187: HEB 120 cartons, plastic sheeting 300 pcs, jerrycans 500 pcs.

Staff: This is what the driver signed:
HEB 118 ctn
plastic sheeting 300 pcs
jerrycan 20 L 500 pcs
{v('datetime', '[client_ts=' + js_iso(t) + ']')}
Answer:""", "humanitarian:waybill-relay", ["last_user", "bracketed", "js_iso", "next_to_pasted"])


@pos
def _kikuyu_water(g: Gen13) -> Draft:
    t = g.at("EAT")
    return P(f"""Wee nĩ mũteithia wa gũkũũrana maaĩ na ngari cia maaĩ thĩinĩ wa Kajiado. Cookia ũhoro na Gĩgĩkũyũ,
na ciugo nini.
{v('datetime', 'Ũmũthĩ: ' + local_date('ki', t))}
{v('session_id', 'Session: ' + g.nanoid())}

Mũthondeki: Ngari ya maaĩ ya gĩcigo kĩa 3 ndĩrĩ yaaka, andũ marĩ 240. Ngũkora maaĩ kũ?""",
             "humanitarian:kikuyu-water", ["system_tail", "localized_now", "nanoid", "lang_ki"])


@pos
def _luo_cash(g: Gen13) -> Draft:
    t = g.at("EAT")
    return P(f"""In jakony mar chenro mar pesa ne joma odak e kambi. Dwok e Dholuo, machuok kendo maler.

Jadwar: Pesa mara mar dwe ni pok ochopo e simu. Atim nade?
{v('datetime', 'Kawuono: ' + local_date('luo', t))}""", "humanitarian:luo-cash",
             ["last_user", "localized_now", "lang_luo"])


@pos
def _convoy_movement(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""{{"convoy": "CV-0412", {v('datetime', '"requested_at": "' + rfc3339(t) + '",')} "route": "Adré - El Geneina", "trucks": 14}}
Draft the humanitarian notification for this convoy to the deconfliction cell: route, number of trucks,
cargo type (food and shelter), and a request to acknowledge. Plain English, no more than 90 words.""",
             "humanitarian:convoy-request", ["json_member", "single_line_json", "requested_at"])


@pos
def _cluster_meeting(g: Gen13) -> Draft:
    t = g.at("EAT")
    return P(f"""You write minutes for the shelter cluster coordination meeting from the notes below. Keep the
action points with their owners and deadlines as written.
Context built {v('datetime', 'on ' + long_date(t))} for this reply.

Notes: 12 partners present. Gap of 1,800 tarpaulins in Zone C; IOM to check pipeline by Friday. NRC
reports rent-support caseload up 20%. Next meeting Thursday 10:00.""", "humanitarian:cluster-minutes",
             ["system_tail", "phrase", "long_date"])


# --- positives: cruise lines and theme parks -----------------------------------------------------------

@pos
def _cruise_guest(g: Gen13) -> Draft:
    t = g.at("AST")
    return P(f"""You are Marlin, the guest assistant on board MS Aurora Coast. Answer about ship services, dining and
shore days. For medical questions send the guest to the medical centre on deck 3.
Voyage: AC-2611 Eastern Caribbean
Cabin: 8142
{v('datetime', 'Ship time: ' + h12(t) + ' (UTC-4)')}

Guest: Is the main dining room still open for lunch, or only the buffet?
Marlin:""", "cruise:guest-ship-time", ["system_tail", "time_only", "h12", "stable_neighbours"])


@pos
def _shore_excursion_headers(g: Gen13) -> Draft:
    t = g.at("AST")
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('datetime', 'Date: ' + rfc850(t))}
X-Ship-Code: ACST
Accept-Language: fr-GP

Tu es l'assistant des excursions à terre. Réponds en français, en citant l'heure de retour à bord.

Guest: L'excursion "Chutes du Carbet" nous ramène à quelle heure au port?
Answer:""", "cruise:excursion-headers", ["header_block", "rfc850", "traceparent", "head"])


@pos
def _ride_waits(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""You plan the next hour for families at Pinecrest Adventure Park. Use only the wait times given and
the height limits.

Wait times {v('datetime', 'as of ' + rfc3339(t))} for this request:
| Ride | Wait (min) | Min height |
|---|---|---|
| Timber Twister | 45 | 122 cm |
| Log Flume | 20 | 107 cm |
| Sky Swings | 10 | 112 cm |

Parent: My kids are 110 and 125 cm. What can we do in the next hour?
Answer:""", "themepark:ride-waits", ["phrase", "as_of", "rfc3339_offset", "table"])


@pos
def _virtual_queue_jwt(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""You explain virtual queue boarding groups to guests. Never promise a group will be called.
{v('token', 'Queue-Token: ' + g.jwt(t, 'guest-88120341'))}
Park: Pinecrest Adventure Park
Ride: Starfall Coaster

Guest: We have group 74 and they're calling 51-60. Will we ride today?
Answer:""", "themepark:virtual-queue-jwt", ["system_tail", "jwt", "stable_neighbours"])


@pos
def _guadeloupe_ferry_park(g: Gen13) -> Draft:
    t = g.at("AST")
    return P(f"""Ou sé asistan a pak a lwazi Karukéra. Réponn an kréyòl gwadloupéyen, kout é klè.
{v('datetime', 'Jòdi-la sé ' + local_date('gcf', t) + '.')}

Vizitè: Ki lè pisin-la ka fèmé jòdi-la?""", "themepark:guadeloupe-park",
             ["system_tail", "templated_sentence", "localized_now", "lang_gcf"])


@pos
def _sranan_cruise_port(g: Gen13) -> Draft:
    t = g.at("SRT")
    return P(f"""Yu na a yepiman fu a pikin boto haven na Paramaribo. Piki na ini Sranantongo, syatu.
{v('datetime', 'Tide na ' + local_date('srn', t))}
{v('request_id', 'Aanvraag-ID: ' + g.b62(20))}

Pasiersi: Fa langa a waka fu a boto go na Fort Zeelandia?""", "cruise:sranan-port",
             ["system_tail", "localized_now", "request_id", "lang_srn"])


@pos
def _reunion_photo_kiosk(g: Gen13) -> Draft:
    t = g.at("RET")
    return P(f"""<kiosk id="PP-12" {v('datetime', 'now="' + rfc3339(t) + '"')} park="Parc Bourbon"/>
Ou lé lasistan bann foto parc. Répond an kréol rénioné, kourt.
{v('datetime', 'Zordi: ' + local_date('rcf', t))}

Vizitèr: Mi la pa trouv mon foto manèz la. Koman mi fé?""", "themepark:reunion-kiosk",
             ["xml_attr", "device_clock", "localized_now", "lang_rcf"])


@pos
def _cruise_chatml(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""<|im_start|>system
You answer questions about the guest's onboard account (folio). Amounts are in USD.
{v('session_id', 'folio_session: ' + g.uuid4())}
{v('datetime', 'generated: ' + go_nano(t, g.small(100, 999)))}
<|im_end|>
<|im_start|>user
Why is there a $16.50 "service charge" on my spa booking?<|im_end|>
<|im_start|>assistant""", "cruise:folio-chatml", ["chatml_system", "session_id", "go_nano", "cue_template"])


# --- positives: marinas -------------------------------------------------------------------------------

@pos
def _berth_yaml(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""---
marina: Porto Turistico di Procida
{v('session_id', 'session: ' + g.ksuid(t))}
{v('datetime', 'now: ' + rfc3339(t))}
currency: EUR
---
You take berth enquiries for visiting yachts. Quote only from the tariff below and ask for the boat's
length and beam if missing.

Tariff (per night): up to 12 m EUR 85; 12-15 m EUR 120; 15-20 m EUR 190; catamarans +50%.

Skipper: 13.4 m catamaran, two nights from Friday. How much?
Answer:""", "marina:berth-yaml", ["yaml_front", "ksuid", "rfc3339"])


@pos
def _fuel_dock(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""[pos till=F2 {v('request_id', 'tx=' + g.digits(12))} {v('datetime', 'ts=' + iso_basic(t))} dock=fuel]
You help the fuel-dock attendant with litres, prices and tax-free fuel rules for visiting yachts.

Attendant: A Swiss-flagged yacht wants 640 litres of diesel tax-free. What paperwork do I need?
Answer:""", "marina:fuel-dock", ["kv_inline", "iso_basic", "request_id"])


@pos
def _neapolitan_harbour(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""Si' l'assistente d'a capitaneria d'o puorto 'e Mergellina. Rispunne in napulitano, curto e chiaro.
{v('datetime', 'Ogge è ' + local_date('nap', t))}

Marinaro: Pozzo ascì cu 'a varca stanotte si 'o mare è forza 5?""", "marina:neapolitan-harbour",
             ["system_tail", "localized_now", "lang_nap"])


@pos
def _aragonese_boatyard(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""Yes l'asistent d'o taller de barcas d'o pantano de Mediano. Responde en aragonés, curto.

Cliente: Quánto cuesta treyer a barca de l'augua ta pintar o fundo?
{v('datetime', 'Güei: ' + local_date('an', t))}
{v('session_id', 'Sesión: ' + g.uuid1())}""", "marina:aragonese-boatyard",
             ["last_user", "localized_now", "uuid1", "lang_an"])


@pos
def _tide_fetch(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""You help marina staff plan lifts with the travel hoist. The hoist dock needs at least 2.1 m of water.

Tide predictions retrieved {v('datetime', 'at ' + ctime(t) + ' UTC')} for this request (Hamble, heights above chart datum):
HW 06:12 4.4 m | LW 11:48 1.1 m | HW 18:31 4.3 m

Staff: Can we lift the 14 m ketch at 13:00?
Answer:""", "marina:tide-fetch", ["phrase", "asctime", "fetched_block_stays"])

# --- positives: car dealerships and workshops ----------------------------------------------------------

@pos
def _dms_copilot(g: Gen13) -> Draft:
    t = g.at("AEDT")
    return P(f"""{v('request_id', 'X-Correlation-ID: ' + g.uuid4())}
X-Dealer-Code: VIC-0418
{v('datetime', 'X-DMS-Time: ' + log4j_iso(t))}
X-Franchise: Hyundai

You are the dealership's sales copilot. Answer from the stock list and the current offers; never quote a
finance rate.

Stock: #A2291 Tucson Elite 2025, white, 12 km, drive-away $48,990; #A2304 Kona EV 2026, blue, 8 km, $51,490.

Salesperson: Customer wants an SUV under $50k that tows at least 1,500 kg. Which one?
Answer:""", "dealer:dms-headers", ["header_block", "log4j", "correlation_id", "stable_neighbours"])


@pos
def _test_drive_au(g: Gen13) -> Draft:
    t = g.at("AEDT")
    return P(f"""G'day, you're the test-drive booking assistant for Bayside Motors. Keep it friendly and short, and
always ask for a licence number before confirming.
{v('datetime', 'Current time (AEDT): ' + h12(t, lower=True))}
Opening hours: 8:30 am - 5:30 pm weekdays, 9 am - 4 pm Saturday

Customer: Can I come in this arvo and take the Ranger out for a spin?
Answer:""", "dealer:test-drive-au", ["system_tail", "time_only", "h12_lower", "lang_en_au"])


@pos
def _trade_in_quote(g: Gen13) -> Draft:
    t = g.at("AEST")
    return P(f"""{{
  "vehicle": {{"vin": "KMHJ381AGMU112233", "year": 2021, "odometer_km": 64120}},
  {v('request_id', '"valuation_request_id": "vr_' + g.b62(18) + '",')}
  {v('datetime', '"quoted_at": "' + rfc3339(t) + '",')}
  "trade_range_aud": [21500, 23800]
}}
Explain the trade-in range above to the customer in two sentences, and say what would move it up or
down. Do not promise the top of the range.""", "dealer:trade-in-json", ["json_member", "quote_fetch", "vendor_prefixed"])


@pos
def _fi_menu(g: Gen13) -> Draft:
    return P(f"""You present the finance and insurance menu to the customer in plain words. Read the products below,
never say a product is mandatory.
Deal jacket: DJ-2026-0317
{v('session_id', 'Presentation session: ' + g.hex(24))}
Products: GAP insurance, tyre and rim, 5-year service plan

Customer: Do I really need GAP if I'm putting 30% down?
Answer:""", "dealer:fi-menu", ["system_tail", "session_id", "hex", "stable_neighbours"])


@pos
def _angolan_workshop(g: Gen13) -> Draft:
    t = g.at("WAT")
    return P(f"""És o assistente da oficina Auto Kilamba, em Luanda. Responde em português de Angola, simples e
direto, e confirma sempre a matrícula.
{v('datetime', 'Hoje: ' + local_date('pt', t))}
{v('session_id', 'Sessão: ' + g.ulid(t))}

Cliente: O meu carro está a fazer barulho quando travo. Posso deixar aí amanhã cedo?""",
             "dealer:angolan-workshop", ["system_tail", "localized_now", "ulid", "lang_pt_ao"])


@pos
def _recall_lookup(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""Service advisor tool. VIN lookup performed {v('datetime', 'at ' + unix_date(t))} for this request:
VIN 1FTFW1E50NFA12345 - open recall 24V-512 (rear axle hub bolts), remedy available; campaign 23S09
completed 2024-03-18.

Advisor: Customer is in for an oil change. Can we do the recall today and how long does it take?
Answer:""", "dealer:recall-lookup", ["phrase", "gnu_date", "fetched_block_stays"])


@pos
def _swiss_watch_service(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Tu es l'assistant du service après-vente d'un horloger de Bienne. Réponds en français de Suisse
romande (septante, huitante, nonante), poliment, sans promettre de délai ferme.
{v('datetime', 'Date du jour: ' + local_date('fr', t))}
{v('request_id', 'Demande: rq_' + g.b62(16))}

Client: Ma montre automatique retarde de trente secondes par jour depuis la révision. C'est normal?
Answer:""", "watch:swiss-service", ["system_tail", "localized_now", "vendor_prefixed", "lang_fr_ch"])


# --- positives: tattoo, jewellery, art, collectibles, sneakers ---------------------------------------

@pos
def _tattoo_singlish(g: Gen13) -> Draft:
    t = g.at("SGT")
    return P(f"""Studio: Ink Kopitiam, Tanjong Pagar
{v('session_id', 'Session-Id: ' + g.uuid4())}
{v('datetime', 'Now: ' + windows_general(t))}

You're the booking assistant for the studio. Talk like a friendly Singaporean receptionist, can use a
bit of Singlish, but always clear about deposits and age rules (18 and above only).

Customer: Eh can I walk in tomorrow for small fineline on the wrist or must book ah?
Answer:""", "tattoo:singlish-booking", ["header_block", "windows_general", "lang_en_sg"])


@pos
def _tattoo_consent(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""Help the client fill in the consent form. Ask one question at a time and do not give medical
advice; anything medical goes to the artist.
form: consent-v4
{v('session_start', 'opened: ' + rfc3339(t))}
artist: Ren (licence TT-0934)

Client: I take blood thinners, is that a problem for the form?
Answer:""", "tattoo:consent-form", ["system_tail", "session_start", "stable_neighbours"])


@pos
def _jewellery_upload(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""You help our appraisers write the description part of an insurance appraisal from photos and the
bench notes. Do not state a value; the appraiser adds it.

Bench notes: ladies' ring, 18K yellow gold, stamped 750; centre round brilliant approx. 1.02 ct by
formula, G-H, VS2; six round accents approx. 0.18 ctw; ring size 6.
Photos attached: 4
{v('request_id', 'upload_id: up_' + g.b62(22))}
{v('datetime', 'received_at: ' + py_str(t))}
Answer:""", "jewellery:appraisal-upload", ["last_user", "per_item_stamp", "py_str"])


@pos
def _gallery_crm(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""<!-- built by gallery-crm {v('datetime', 'at ' + rfc3339(t, 3))} for this draft -->
Write a warm follow-up email from the gallery to a collector who visited the opening of "Salt Lines"
(paintings by Ama Boateng). Mention the two works the collector asked about: "Tide Ledger II" and
"Harmattan Blue". No prices in the email.""", "art:gallery-crm-comment", ["html_comment", "phrase", "rfc3339_3"])


@pos
def _lagos_gallery_pidgin(g: Gen13) -> Draft:
    t = g.at("WAT")
    return P(f"""You be the assistant for one art gallery for Lagos. Answer for Naija Pidgin, short and clear, and no
talk price wey no dey the list.
{v('datetime', 'Today na ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {h12(t)}')}

Visitor: Una go open for Sunday? I wan come see the Ben Enwonwu prints.""", "art:lagos-gallery-pidgin",
             ["system_tail", "localized_now", "lang_pcm"])


@pos
def _grading_submission(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Account: 2214907 (Collectors Club)
{v('datetime', 'Request-Time: ' + str(epoch_us(t)))}

You help members fill in a trading-card grading submission. Explain service levels and declared values;
never guess a grade.

Member: 40 cards, mostly 1990s basketball, declared value under $500 each. Which service level?
Answer:""", "collectibles:grading-submission", ["header_block", "epoch_us", "request_id", "stable_neighbours"])


@pos
def _sneaker_auth(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""[auth {v('session_id', 'auth_session=' + g.b58(24))} station=NJ-07 style=DZ5485-612]
You guide the authenticator through the checklist for this pair. Ask for the next photo you need;
never give a verdict, the authenticator records it.
{v('datetime', 'Photo 3 captured: ' + js_tostring(t, 'Eastern Standard Time'))}

Authenticator: Tongue label font looks a bit thin compared to the reference. What should I check next?
Answer:""", "sneakers:auth-station", ["kv_inline", "base58", "js_tostring", "per_item_stamp"])


@pos
def _hokkien_antiques(g: Gen13) -> Draft:
    t = g.at("TWT")
    return P(f"""Lí sī kó͘-tóng tiàm ê chō-chhiú. Ēng Tâi-gí (Pe̍h-ōe-jī) ìn, kán-tan bêng-pe̍k, m̄-thang kóng kè-siàu.
{v('datetime', 'Kin-á-ji̍t: ' + local_date('nan', t))}

Lâng-kheh: Chit ê chheⁿ-hoa-chhî ê tóe-khang ū "Tāi Chheng Khong-hi" ê jī, sī chin--ê bô?""",
             "antiques:hokkien-shop", ["system_tail", "localized_now", "lang_nan_poj"])


@pos
def _coin_grading_go(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""You describe coins for the dealer's web shop from the grader's notes. One paragraph, no grading claims
beyond the notes.
{v('datetime', 'rendered: ' + go_string(t, g.small(100, 999), f"{g.small(100, 9999)}.{g.digits(9)}"))}

Notes: Austria, 1 Dukat 1915 restrike, gold .986, 3.49 g, prooflike fields, light handling marks on the
cheek, NGC MS 64 PL.""", "collectibles:coin-go-string", ["system_tail", "go_string", "monotonic"])


@pos
def _watch_ticket_xml(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""<repair-context workshop="Geneva-2" {v('request_id', 'ticket_req="' + g.uuid4() + '"')} brand="Omega">
  {v('datetime', '<now>' + rfc3339(t, 3) + '</now>')}
  <calibre>8900</calibre>
</repair-context>
Explain to the customer, in three sentences, why a co-axial calibre needs a full service rather than
only a new mainspring.""", "watch:repair-context-xml", ["xml_attr", "xml_element", "uuid4"])


# --- positives: home health, nurse handoffs, blood banks -------------------------------------------

@pos
def _evv_visit(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""Agency: Prairie Home Health (EVV provider 0445120)
Client ID: C-77104
{v('session_id', 'Visit-Session: ' + g.uuid7(t))}
{v('datetime', 'Device-Clock: ' + mdy12(t))}
Caregiver: HHA, ID 3381

You help home-health aides document the visit tasks. Ask about any task in the care plan that has not
been marked, and never change the care plan.

Aide: Did bath, meal prep and meds reminder. Client refused the walk today.
Answer:""", "homehealth:evv-visit", ["header_block", "uuid7", "mdy12", "stable_neighbours"])


@pos
def _sbar_handoff(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""Turn the charting summary below into an SBAR handoff for the oncoming nurse. Keep every time and value
as charted; do not add assessments.
Handoff generated {v('datetime', 'at ' + h12(t))} for this request.
Encounter: 4410-2291, Bed 6B-12

Charting: 72 y/o F, POD 1 right hip ORIF. 02:00 BP 104/62, HR 96. 04:00 BP 98/58, HR 104, UO 20 mL/h x2 h.
Hgb 8.1 at 05:10 (was 10.4 pre-op). Morphine PCA, pain 4/10.
Answer:""", "nursing:sbar-generated", ["system_tail", "phrase", "h12", "charted_times_stay"])


@pos
def _blood_bank_lis(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""You help transfusion-service technologists read the blood bank system's answers. Explain, never
release a unit.
{v('request_id', 'Interface-Msg-Id: ' + g.HEX(16))}
{v('datetime', 'Query-Time: ' + compact(t))}
Facility: TS-01

Tech: Patient is O neg with anti-K. Inventory shows O neg units W0418 26 112233 and W0418 26 112240,
both K antigen untested. What do I need before issuing?
Answer:""", "bloodbank:lis-bridge", ["system_tail", "compact", "hex_upper", "isbt_stays"])


@pos
def _donor_sms(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""donor_id: D-5521093
{v('session_id', 'conversation_id: ' + g.digits(19))}
channel: sms
{v('datetime', 'inbound_at: ' + js_iso(t))}
You answer donors' text messages for the regional blood centre. Be brief (one SMS), no medical advice.

Donor: Got a tattoo 3 weeks ago, can I still give blood Saturday?
Answer:""", "bloodbank:donor-sms", ["header_block", "conversation_id", "js_iso", "stable_neighbours"])


@pos
def _bhojpuri_home_nurse(g: Gen13) -> Draft:
    t = g.at("IST")
    return P(f"""रउआ घर पर सेवा करे वाली नर्स के सहायक बानी। भोजपुरी में जवाब दीं, छोट आ साफ।
{v('datetime', 'आज के तारीख: ' + local_date('bho', t))}

नर्स: बाबूजी के शुगर सबेरे 210 आइल बा, खाना के पहिले। का करीं?""",
             "homehealth:bhojpuri-nurse", ["system_tail", "localized_now", "lang_bho", "devanagari_digits"])


@pos
def _sylheti_home_care(g: Gen13) -> Draft:
    t = g.at("BST6")
    return P(f"""{v('datetime', 'আইজ: ' + local_date('syl', t))}
তুমি বয়স্ক মানুষর বাড়ির সেবার সহকারী। সিলেটি ভাষায় ছোট করি জবাব দিবায়।

সেবিকা: নানির পাও ফুলি গেছে, রাইত থাকি। কিতা করতাম?""",
             "eldercare:sylheti-home-care", ["head", "localized_now", "lang_syl", "bengali_digits"])


@pos
def _chavacano_clinic(g: Gen13) -> Draft:
    t = g.at("PHT")
    return P(f"""Tu el ayudante del enfermera para na visita na casa na Zamboanga. Contesta na Chavacano, corto y
claro.
{v('datetime', 'Hoy: ' + local_date('cbk', t))}
{v('session_id', 'Sesion: ' + g.uuid4())}

Enfermera: El presion del paciente 160/100 esta mañana. Cosa yo hace?""",
             "homehealth:chavacano-visit", ["system_tail", "localized_now", "uuid4", "lang_cbk"])


@pos
def _kapampangan_blood_drive(g: Gen13) -> Draft:
    t = g.at("PHT")
    return P(f"""Ika ing katulung da reng bobulontaryung mamye daya king Angeles. Sumagot ka king Kapampangan,
malagad at malino.

Donor: Apat a bulan nung e ku mekapagdonate, malyari na ku?
{v('datetime', 'Ngeni: ' + local_date('pam', t))}""", "bloodbank:kapampangan-drive",
             ["last_user", "localized_now", "lang_pam"])


@pos
def _bikol_daycare_elder(g: Gen13) -> Draft:
    t = g.at("PHT")
    return P(f"""[ctx {v('request_id', 'rid=' + g.b32(20))} centro=Naga-Senior-2]
Ika an katabang kan sentro para sa mga gurang. Simbag sa Bikol, halipot asin malinaw.
{v('datetime', 'Ngunyan: ' + local_date('bcl', t))}

Bantay: Si Lola Iska dai nagkakakan poon kahapon. Ano an dapat kong gibohon?""",
             "eldercare:bikol-centre", ["kv_inline", "base32", "localized_now", "lang_bcl"])


@pos
def _transfusion_checks_table(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""| Context | Value |
|---|---|
| Ward | 4 North |
| Request | issue check |
{v('datetime', '| Server time | ' + iso_space(t) + ' UTC |')}

You are the bedside transfusion checklist assistant. Walk the nurse through the two-person check for
the unit, one step at a time.

Nurse: Unit W0418 26 554120, patient wristband MRN 00981244. Ready to start.
Answer:""", "bloodbank:bedside-table", ["table_row", "iso_space", "isbt_stays"])

# --- positives: sports leagues and referees, orchestras, film, stage, publishing ---------------------

@pos
def _referee_assignments(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""---
league: Regionalliga Südwest (youth)
{v('run_id', 'assignment_run: ar-' + g.hex(10))}
{v('datetime', 'generated_at: ' + rfc3339(t))}
season: 2026/27
---
You explain referee appointments to club secretaries. Never reveal a referee's phone number.

Secretary: Why did our match on Sunday get a two-person crew instead of three?
Answer:""", "sports:referee-assignment-yaml", ["yaml_front", "run_id", "stable_neighbours"])


@pos
def _match_report_draft(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Turn the referee's notes into the official match report wording. Keep minutes, shirt numbers and
offences exactly as noted.
Draft context built {v('datetime', 'at ' + dmy(t, '.'))} for this request.

Notes: 34' no. 6 home, yellow, reckless tackle. 71' no. 6 home, second yellow, red. 88' away bench
official, verbal warning for dissent. Kick-off delayed 7 min, floodlight failure.
Answer:""", "sports:match-report-draft", ["system_tail", "phrase", "dmy_dotted", "match_minutes_stay"])


@pos
def _navajo_league(g: Gen13) -> Draft:
    t = g.at("MDT")
    return P(f"""You help families register kids for the Window Rock youth basketball league. Answer in English; the
greeting and the date line are in Diné bizaad for the families who asked for it.
{v('datetime', 'Díí jį́: ' + local_date('nv', t))}

Parent: Is there still space in the 10U girls division, and what is the fee?
Answer:""", "sports:navajo-league", ["system_tail", "localized_now", "lang_nv"])


@pos
def _orchestra_librarian(g: Gen13) -> Draft:
    return P(f"""{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Season: 2026/27
Ensemble: Lakeshore Symphony

You assist the orchestra librarian. Answer questions about parts, bowings and editions from the library
catalogue; never order or pay for anything.

Librarian: For Mahler 1, we rent the Universal Edition critical parts. How many string parts do we need
for 14-12-10-8-6?
Answer:""", "orchestra:librarian-headers", ["head", "request_id", "stable_neighbours"])


@pos
def _rehearsal_weekday(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""You answer players' questions about the rehearsal schedule below.
{v('datetime', 'Today: ' + DAYS[t.weekday()])}
{v('datetime', 'Local time: ' + hm(t))}

Schedule: Tue 19:00-22:00 full orchestra (Hall A); Thu 19:00-21:30 strings only (Room 2); Sat 10:00
dress rehearsal; Sat 19:30 concert.

Player: I'm a horn. When is my next call?
Answer:""", "orchestra:rehearsal-weekday", ["system_tail", "weekday_alone", "time_only", "schedule_stays"])


@pos
def _call_sheet_today(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Write tomorrow's call sheet header from the production office notes. Put the date of issue at the
top, then general crew call, shooting call and the nearest hospital.
{v('datetime', 'Date of issue (today, filled in by the office tool): ' + long_date(t))}

Notes: Production "Salt Harbour", Day 14 of 32. General crew call 06:30, shooting call 07:45. Unit base:
Molo Audace car park. Nearest A&E: Ospedale Maggiore, Via Stuparich 1. Sunrise 06:12, sunset 19:58.""",
             "film:call-sheet-today", ["templated_line", "today_into_artefact", "call_times_stay"])


@pos
def _dailies_review(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""review_link: salt-harbour/dailies/day13
{v('token', 'review_token: ' + g.b64url(24))}
{v('datetime', 'viewer_time: ' + str(epoch_s(t)))}

You summarise the director's comments on the dailies for the editor. Keep the clip names and timecodes.

Director: A013C004 - love it from 01:02:14:10, cut before the boom dips at 01:02:31:02. A013C006 - no.
Answer:""", "film:dailies-review", ["head", "token", "epoch_s", "timecodes_stay"])


@pos
def _dit_relay(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""Relay from the DIT channel. Answer the DIT's question using the offload summary they paste.

{v('datetime', '[' + rfc3339(t) + ']')} dit-cart-2: offload A014 done, 412 GB, checksum xxh64 verified, 2 copies. Card A014 ok to format?
Answer:""", "film:dit-relay", ["timestamp_prefix", "relayed_line", "rfc3339"])


@pos
def _circus_show_report(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""{v('datetime', syslog(t))} showcaller-tablet ctx: tour=Cirque-Lune-2026 venue=Zénith-Nantes
You help the stage manager write the show report. Keep running times as given; list incidents first.

SM: Act 1 up 20:04, down 21:07 (63'). Trapeze rig 2 slow to fly out, 40 s hold. Act 2 up 21:31,
down 22:18. Aerialist M. Keita minor wrist strain, seen by physio.
Answer:""", "stage:circus-show-report", ["syslog_prefix", "running_times_stay"])


@pos
def _manuscript_intake(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""You acknowledge manuscript submissions for Halyard Books (adult literary fiction only). Write a two-line
acknowledgement and say when the author can expect a reply (12 weeks).
{v('request_id', 'Upload-Id: ' + g.uuid4())}
{v('datetime', 'Received: ' + rfc2822(t))}

Author: Attached is my novel "The Weir Keepers", 92,000 words, with synopsis and first three chapters.
Answer:""", "publishing:manuscript-intake", ["system_tail", "rfc2822", "per_item_stamp"])


@pos
def _royalty_fetch(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""Explain this royalty statement to the author in plain English. Do not comment on the contract terms.

Statement fetched {v('datetime', 'at ' + http_date(t))} for this request:
Period: 1 Jul - 31 Dec 2025
Hardback home  1,204 copies  10% of RRP 18.99   2,286.20
Ebook          3,118 copies  25% of net receipts 3,402.41
Reserve against returns (hardback) -342.93
Advance unearned balance b/f  -4,100.00

Author: So do I get paid anything this time?
Answer:""", "publishing:royalty-fetch", ["phrase", "http_date", "statement_stays"])


@pos
def _copyedit_plugin(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""<editor-context doc="weir-keepers-ch07.docx" {v('datetime', 'requested="' + mdy12(t) + '"')} style="CMOS17">
Query the author about the inconsistencies in the passage below, in the copyeditor's polite house style.
One query per issue.

Passage: "On Tuesday the 14th Marta drove to Lisbon; it was raining, and by the 12th she was home."
</editor-context>""", "publishing:copyedit-plugin", ["xml_attr", "mdy12", "exercise_dates_stay"])


@pos
def _league_llama(g: Gen13) -> Draft:
    t = g.at("AEST")
    return P(f"""<|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('datetime', 'Today Date: ' + f'{t.day:02d} {MONTHS_LONG[t.month - 1]} {t.year}')}

You help the netball association's umpire coordinator. Be brief.<|eot_id|><|start_header_id|>user<|end_header_id|>

How many umpires do I need for 18 courts on Saturday if each umpires three games?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "sports:netball-llama", ["llama3_system", "today_date", "cue_template"])


# --- positives: security patrols, investigators, scooters, dental lab, casino, rink, zoo -----------

@pos
def _patrol_checkpoint(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""You assist security officers on night patrol. Log what the officer reports and tell them the next
checkpoint on the route; never tell them to confront anyone.
Route: Logistikpark Süd, round B
{v('datetime', 'Tag-Read: ' + rfc3339(t))}
{v('request_id', 'Read-Id: ' + g.ksuid(t))}
Checkpoint: CP-07 (gate 3)

Officer: Gate 3 chain cut, no vehicle visible. Fence intact.
Answer:""", "security:patrol-tag-read", ["system_tail", "per_item_stamp", "ksuid", "stable_neighbours"])


@pos
def _patrol_session_after(g: Gen13) -> Draft:
    t = g.at("EEST")
    return P(f"""You write incident summaries for the security control room. Neutral wording, facts only.

Guard: Found the side door of block C open again, alarm did not trigger. Closed and checked the hallway.
{v('session_id', 'Patrol session: ' + g.uuid4())}
{v('datetime', 'Now: ' + ctime(t))}
Answer:""", "security:patrol-session", ["last_user", "session_id", "asctime"])


@pos
def _pi_research_run(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""{v('run_id', 'Research-Run: ' + g.uuid7(t))}
Case: 2026-114 (workers' compensation, claimant surveillance)
Licence: PI-1204988

You help the investigator write a neutral activity summary from their field notes. Observations only;
no opinions on the claim.

Notes: 07:12 subject left residence, drove to hardware store. 07:40 carried two bags of cement
(approx. 25 kg each) to vehicle without apparent difficulty. 08:05 returned home.
Answer:""", "investigation:research-run", ["inline_value", "run_id", "field_times_stay"])


@pos
def _skip_trace_fetch(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""Records retrieved {v('datetime', 'at ' + py_logging(t))} for this request (licensed data provider, permissible
purpose: debt collection):
- Address history: 412 Elm St, Tulsa OK (2019-2024); 88 Ridge Rd, Broken Arrow OK (2024-)
- Phone: (918) 555-0142, last seen 2025-11

Summarise for the file which address is most likely current and why, in two sentences.""",
             "investigation:skip-trace", ["phrase", "py_logging", "records_stay"])


@pos
def _scooter_swap_route(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""[ops {v('session_id', 'route_session=' + g.nanoid())} {v('datetime', 'fleet_clock_ms=' + str(epoch_ms(t)))} city=Lyon]
You plan battery swaps for the fleet technician. Prioritise scooters under 15% that are in high-demand
zones.

Tech: I have 18 batteries in the van. Below 15%: 9 in Part-Dieu, 7 in Bellecour, 6 in Confluence.
Answer:""", "scooters:swap-route", ["kv_inline", "epoch_ms", "nanoid"])


@pos
def _scooter_support_envelope(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""{{
  {v('datetime', '"timestamp": ' + str(epoch_s(t)) + ',')}
  "rider_id": "rd_5b21c9",
  {v('request_id', '"ticket_req": "' + g.uuid4() + '",')}
  "city": "Lisboa"
}}
You answer riders of the scooter service. Be kind and concrete; refunds above 10 EUR go to a human.

Rider: The scooter stopped in the middle of the ride and I was charged 6.40 for walking it back. Refund?
Answer:""", "scooters:support-envelope", ["json_member", "envelope_first_timestamp", "epoch_s", "stable_neighbours"])


@pos
def _dental_lab_ini(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""[lab]
name = Zahntechnik Hofer
{v('request_id', 'request = ' + g.hex(20))}
{v('datetime', 'now = ' + py_str(t))}
shade_guide = VITA classical

You help dental technicians choose materials for crowns from the dentist's prescription. Brief answers.

Technician: Upper left 6, bruxist, limited space (1.0 mm occlusal). Zirconia or lithium disilicate?
Answer:""", "dental:lab-ini", ["ini_section", "py_str", "request_id"])


@pos
def _casino_floor(g: Gen13) -> Draft:
    t = g.at("MST")
    return P(f"""You are the casino host assistant. Suggest comps within the player's tier rules; never discuss odds.
Player: #7712004 (Gold tier)
{v('datetime', 'Floor time: ' + hms(t))}
{v('session_id', 'Host session: ' + g.b62(22))}

Host: He's been at the baccarat table 5 hours, theoretical $2,400. Can I offer a suite tonight?
Answer:""", "casino:host-floor-time", ["system_tail", "time_only", "session_id", "stable_neighbours"])


@pos
def _tito_validation(g: Gen13) -> Draft:
    t = g.at("MST")
    return P(f"""TITO ticket 00-4417-2291-8831-0043 scanned at the cage kiosk: status "pending, redeemed elsewhere?",
amount $1,250.00, printed by machine 30412.
Validation lookup {v('request_id', 'vq_' + g.hex(16))} ran {v('datetime', 'at ' + iso_space(t))} on kiosk K-3.

Explain to the cage cashier what "pending" means and what they should do before paying.""",
             "casino:tito-validation", ["inline", "request_id", "phrase", "ticket_stays"])


@pos
def _ice_rink_toml(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""+++
rink = "Northside Arena, sheet 2"
{v('datetime', 'now = ' + rfc3339(t))}
{v('request_id', 'req = "' + g.uuid4() + '"')}
+++
You schedule ice resurfacing between sessions. A resurface takes 12 minutes.

Manager: Public skate ends 15:50, hockey starts 16:00. Does that work?
Answer:""", "rink:resurface-toml", ["toml_front", "rfc3339", "uuid4"])


@pos
def _zoo_keeper_bullets(g: Gen13) -> Draft:
    t = g.at("EST")
    return P(f"""Keeper assistant context:
- Section: Africa trail (giraffe, okapi)
{v('datetime', '- Report requested: ' + sk_now(t))}
- Keeper: on shift, section lead
Write the daily husbandry note from the keeper's dictation. Keep weights and times as given.

Keeper: Okapi Zuri ate 80% of browse, stool normal. Giraffe calf weighed 212 kg at 09:30, up 4 kg.
Answer:""", "zoo:keeper-bullets", ["bullet", "sk_now", "weights_stay"])


@pos
def _protobuf_scooter_fine(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""request_meta {{
  {v('request_id', 'request_id: "' + g.hex(32) + '"')}
  {v('datetime', 'sent_at_ns: ' + str(epoch_ns(t)))}
  client: "ops-console"
}}
Explain to the operations agent how to contest a parking fine issued to a scooter: city of Madrid,
fine 90 EUR, scooter parked on the pavement outside a designated area.""", "scooters:fine-protobuf",
             ["protobuf_text", "epoch_ns", "request_id"])


@pos
def _pi_assignment_line(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""{v('datetime', 'ctx.now = "' + rfc3339(t, 6) + '"')}
ctx.agency = "Harrow Investigations"

Rewrite the investigator's note so it can go to the client: "Subj. seen 3x at address, veh. reg AB12 CDE
parked o/n, no contact made."
Answer:""", "investigation:assignment-line", ["assignment_line", "rfc3339_6"])


@pos
def _column_aligned_guard(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""SITE            Hafen Nord, Terminal 2
{v('datetime', 'CONSOLE_TIME    ' + dmy(t, '.', True))}
OPERATOR        Wache 1

You help the control-room operator decide which mobile patrol to send to an alarm. One sentence.

Operator: Alarm zone 12 (reefer yard). Patrol A is at gate 1, patrol B at the rail siding.
Answer:""", "security:column-aligned", ["column_aligned", "dmy_dotted"])

# --- positives: program lines next to pasted blocks, and more languages --------------------------------

@pos
def _blast_log_relay(g: Gen13) -> Draft:
    t = g.at("SAST")
    return P(f"""You help the drill-and-blast team read shot records. Be specific about which hole and which delay.

Blaster: here's the record from yesterday's shot, why did row 3 throw so far?
Date: 2026-02-11
Shot: B-0211-03, bench 1180
Rows 4 x 12 holes, burden 4.0 m, spacing 4.5 m, stemming 3.0 m
Delays: 17 ms hole-to-hole, 42 ms row-to-row
Row 3 holes 25-36: charge 148 kg each (plan 132 kg), face burden at holes 29-31 measured 2.6 m
{v('message_id', 'Message-Id: ' + g.uuid4())}
{v('datetime', 'Posted: ' + rfc3339(t))}
Answer:""", "mining:blast-record-relay", ["last_user", "next_to_pasted", "pasted_date_stays", "message_id"])


@pos
def _catch_cert_forward(g: Gen13) -> Draft:
    return P(f"""{v('request_id', 'Inbox-Delivery: dlv_' + g.b62(20))}
Forwarded to the import-desk assistant:

From: exports@kiribati-tuna.example
Date: Mon, 9 Feb 2026 08:14:22 +1400
Subject: Catch certificate KI-CC-26-0093

Vessel: Tarawa Moana (IMO 9741220), landing Betio 2026-02-02, yellowfin 41.3 t, skipjack 118.9 t.

Importer: The validation stamp date is before the landing date. Is that a problem?
Answer:""", "fisheries:catch-cert-forward", ["head", "next_to_pasted", "email_date_stays", "vendor_prefixed"])


@pos
def _silesian_colliery(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""Żeś je pōmocnikiym sztygara na grubie. Ôdpowiadej po ślōnsku, krōtko.
{v('datetime', 'Dzisiej: ' + dmy(t, '.'))}

Sztygar: Na ściana 4 metan skoczōł na 1,1 procynta. Co robić piyrwej?""", "mining:silesian-colliery",
             ["system_tail", "dmy_dotted", "lang_szl"])


@pos
def _lower_sorbian_punts(g: Gen13) -> Draft:
    t = g.at("CEST")
    return P(f"""Ty sy pomocnik za cołnowe jězdźenja w Błotach. Wótegroń dolnoserbski, krotko.
{v('datetime', 'Źinsa: ' + local_date('dsb', t))}
{v('request_id', 'Pšašanje: ' + g.uuid4())}

Gósć: Kak dłujko traje jězdźenje do Lědy a źo se zachopijo?""", "tours:lower-sorbian-punts",
             ["system_tail", "localized_now", "uuid4", "lang_dsb"])


@pos
def _aromanian_filigree(g: Gen13) -> Draft:
    t = g.at("EET")
    return P(f"""Hii agiutorlu a ergastiriljei di filigranã. Apãndãseashti armãneashti, shcurtu.
{v('datetime', 'Azã: ' + local_date('rup', t))}

Mushteri: Cãt costã unã cruce di asimi cu filigranã, di 6 centimetri?""", "jewellery:aromanian-filigree",
             ["system_tail", "localized_now", "lang_rup"])


@pos
def _hmong_home_health(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""Koj yog tus pab rau cov neeg tu laus hauv tsev. Teb ua lus Hmoob, luv luv thiab meej.

Tus tu: Niam tais tsis kam noj tshuaj ntshav siab tag kis no. Kuv yuav ua li cas?
{v('datetime', 'Hnub no: ' + local_date('hmn', t))}
{v('session_id', 'Session: ' + g.ksuid(t))}""", "homehealth:hmong-caregiver",
             ["last_user", "localized_now", "ksuid", "lang_hmn"])


@pos
def _cree_hockey(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""{v('datetime', 'ᐊᓄᐦᐨ: ' + local_date('cr', t))}
You help parents register players for the minor hockey association in Maskwacîs. Answer in English;
the families asked for the date line in Cree syllabics.

Parent: My son turns 9 in November. Is he U9 or U11 this season?
Answer:""", "sports:cree-hockey", ["head", "syllabics_label", "iso_min"])


@pos
def _bambara_cash(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""I ye dɛmɛbaga ye wari tilali la Mopti. Jaabi bamanankan na, a surunya.
{v('datetime', 'Bi: ' + local_date('bm', t))}
{v('request_id', 'Ɲinini: ' + g.ulid(t))}

Mɔgɔ: N ka wari ma se n ka telefɔni kan fɔlɔ. N bɛ mun kɛ?""", "humanitarian:bambara-cash",
             ["system_tail", "localized_now", "ulid", "lang_bm"])


@pos
def _nahuatl_blood_drive(g: Gen13) -> Draft:
    t = g.at("CST")
    return P(f"""Tehuatl tipalehuiani ipan tlatlapalolli eztli ipan Huejutla. Xinechnankili ipan nahuatl, san
achiton.
{v('datetime', 'Axkan: ' + local_date('es', t))}

Tlakatl: Nikneki nikmakas noeso, nikpia 17 xiuitl. Welis?""", "bloodbank:nahuatl-drive",
             ["system_tail", "localized_now", "lang_nah"])


@pos
def _scooter_availability(g: Gen13) -> Draft:
    t = g.at("CET")
    return P(f"""You help riders find a scooter nearby. Use the live availability below; scooters move, so say
"right now" rather than promising one will be there.
{v('datetime', 'Availability updated: ' + rfc3339(t) + ' (live, this request)')}
Zone           Scooters  Avg battery
Westbahnhof    4         61%
Naschmarkt     1         22%
Karlsplatz     7         74%

Rider: I need one with enough battery for 8 km, near Naschmarkt.
Answer:""", "scooters:availability-updated", ["system_tail", "updated_label", "fetched_block_stays"])


@pos
def _daycentre_logged(g: Gen13) -> Draft:
    t = g.at("UTC")
    return P(f"""You answer family members' messages for the Sunrise day centre's minibus (older adults' day care).
Brief, warm, no promises about times the driver has not confirmed.

Family: Dad has a dentist appointment, can the minibus drop him at the clinic on Dock Road instead of home?
{v('datetime', 'Logged: ' + iso_space(t) + 'Z')}
{v('message_id', 'Msg: ' + g.snowflake(t))}
Answer:""", "eldercare:day-centre-minibus-logged", ["last_user", "logged_label", "snowflake"])

# --- negatives: pasted material (mining, forestry, fisheries, energy and carbon) -------------------------

def _negatives_pasted_a() -> None:
    neg(["pasted", "metadata_like_open", "question_after", "document"], "mining:blast-log-date", """Date: 2026-03-04
Time: 13:02
Shot: B-0304-01, bench 1165, Pit 3
Holes: 48 (4 rows), 165 mm, depth 13.2 m
Explosive: ANFO 6,210 kg, boosters 96
Initiation: electronic, 17/42 ms
Vibration at monitor V2 (Mokgola village): 4.1 mm/s
Airblast: 118 dB(L)
Blaster: T. Maluleke (cert. 0418)

Is the vibration inside the 10 mm/s limit in our permit, and was the airblast acceptable?""")
    neg(["pasted", "metadata_like_open", "question_after"], "mining:gas-monitor-timestamp", """Timestamp: 2026-02-19 05:52:11
Sensor: GM-14-05 (14W face)
CH4: 1.08 %
CO: 9 ppm
O2: 20.7 %
Alarm state: WARN (CH4 > 1.0 %)
Acknowledged by: control room, 05:53:40

our controller says this means we must withdraw the section - is that right under the code of practice?""")
    neg(["pasted", "question_before", "lang_ts"], "mining:tsonga-shift-report", """Ndzi pfune ku twisisa xiviko lexi xa shift ya vusiku, xana ku ve na xiphiqo xa nsirhelelo?

Xiviko xa shift - 2026-02-18, 22:00 ku fikela 06:00
Stope 7-3: 14 wa vatirhi, 9 wa mindzhawu yi bombiwile
Pampu ya 7 Level: yi tsemekile hi 01:40, yi pfuriwile hi 03:15
Ribye leri ntshunxekeke: ri susiwile hi 04:20 hi S. Baloyi""")
    neg(["pasted", "json_first_timestamp", "question_after", "lang_es_cl"], "mining:fleet-json-timestamp", """{
  "timestamp": "2026-02-21T04:18:33-03:00",
  "camion": "CAEX-217",
  "evento": "carga_completa",
  "pala": "P-04",
  "toneladas": 296.4,
  "ciclo_min": 38.2
}

Me llegó este evento del sistema de despacho. ¿38 minutos de ciclo es normal para la pala 4 o hay algo raro?""")
    neg(["pasted", "export_table", "question_after"], "mining:haul-cycle-export", """Truck,Shovel,Load start,Dump end,Cycle min,Payload t
CAEX-211,P-04,2026-02-21 03:02,2026-02-21 03:33,31.0,291.2
CAEX-217,P-04,2026-02-21 03:40,2026-02-21 04:18,38.2,296.4
CAEX-220,P-06,2026-02-21 03:11,2026-02-21 03:40,29.5,288.0

| Shovel | Trucks | Avg cycle |
|---|---|---|
| P-04 | 2 | 34.6 |
| P-06 | 1 | 29.5 |

Does the summary table match the raw rows? I think P-04 is wrong.""")
    neg(["pasted", "quoted"], "mining:magazine-register-quoted", """My supervisor sent me this line from the magazine register and asked if it is a reportable loss:

> 2026-02-17 14:20 | MAG-02 | Issue | boosters 400 g | qty 40 | to: Pit 3 shot B-0217-02 | by: J. Nkuna
> 2026-02-17 18:05 | MAG-02 | Return | boosters 400 g | qty 6 | from: Pit 3 | by: J. Nkuna
> 2026-02-18 07:10 | MAG-02 | Count | boosters 400 g | qty 277 | expected 278 | by: M. Sithole

What does the regulation say I must do about the missing booster?""")
    neg(["pasted", "multi_turn"], "mining:seismic-multi-turn", """User: Our seismic system logged these events on 26 Level overnight:
2026-02-20 23:41:07  ML 1.2  26L stope 4  located 12 m from face
2026-02-21 01:15:52  ML 0.8  26L stope 4  located 9 m from face
2026-02-21 02:03:19  ML 1.9  26L haulage  located 40 m from face
Assistant: The two events in stope 4 are small and close to the face; the 02:03 event is the largest and
sits in the haulage, which is worth a look by the rock engineer.
User: Would the 1.9 one trigger our re-entry protocol? It says ML 1.5 within 50 m of a working place.
Assistant:""")
    neg(["pasted", "document", "question_after", "lang_nso"], "mining:sepedi-inspection-notice", """TSEBIŠO YA TLHAHLOBO
Nomoro: DMRE/LIM/2026/0187
Letšatši: 12 Febereware 2026
Moepo: Mogalakwena, Open Pit North
Morago ga tlhahlobo ya di 10 Febereware 2026, mohlahlobi o laetše gore tsela ya dikoloi tše kgolo e
lokišwe pele ga 26 Febereware 2026.

Na tsebišo ye e ra gore re swanetše go emiša mošomo?""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "forestry:harvest-ticket-time", """Time: 14:22
Ticket: HT-2026-04417
Block: Metsälä 12/3, thinning
Species: spruce sawlog 312.6 m³, pine pulp 88.1 m³
Harvester: Ponsse Scorpion King, operator A. Virtanen
Forwarder: Ponsse Elk, operator J. Koskinen

Why is the pulp volume so low compared with the cruise estimate of 140 m³?""")
    neg(["pasted", "xml_timestamp_element", "question_after"], "forestry:stanford-xml", """<HarvestedProduction version="3.5">
  <HarvestedProductionHeader>
    <CreationDate>2026-02-14T16:41:07+02:00</CreationDate>
    <ApplicationVersionCreated>Opti4G 4.18</ApplicationVersionCreated>
  </HarvestedProductionHeader>
  <Machine machineKey="PONSSE-8821">
    <Stem stemKey="411"><SpeciesGroupKey>2</SpeciesGroupKey><DBH>312</DBH></Stem>
    <Stem stemKey="412"><SpeciesGroupKey>1</SpeciesGroupKey><DBH>268</DBH></Stem>
  </Machine>
</HarvestedProduction>

Which of these stems is the pine, and what diameter unit is DBH in?""")
    neg(["pasted", "document", "between"], "forestry:fsc-certificate", """I got this certificate from a new plywood supplier.

FSC Chain of Custody Certificate
Certificate code: SGSHK-COC-012345
License code: FSC-C148203
Issue date: 2024-05-02    Expiry date: 2029-05-01
Scope: plywood (W3.1), FSC Mix Credit, FSC 100%
Status: valid (checked on the FSC public search 2026-02-18)

Does the scope cover the birch plywood they are selling us as FSC Mix 70%, and should I re-check the
status before every delivery?""")
    neg(["pasted", "lang_vro", "question_after", "document"], "forestry:voro-invoice", """ARVÕ nr 2026/041
Kuupäiv: 03.02.2026
Müüjä: Rõugõ Metsäühistü
Ostja: Haanja Saekoda OÜ
Kuusõpalk 2,4-6,0 m 84,30 tm × 62,00 € = 5 226,60 €
Kõivupaprõpuu 41,20 tm × 38,00 € = 1 565,60 €
Maksmisõ tähtaig: 17.02.2026

Kas arvõ summa om õigõ?""")
    neg(["pasted", "metadata_like_open", "bracket_timestamp_open"], "forestry:lookout-log", """[2026-02-23 11:40] Lookout Kuru-3: smoke column bearing 212°, est. 6 km
[2026-02-23 11:44] Lookout Kuru-5: same smoke, bearing 168°
[2026-02-23 11:52] Dispatch: helicopter OH-HEL requested
[2026-02-23 12:31] Helicopter on scene, fire 0.4 ha, ground crew en route

Work out roughly where the fire is from the two bearings. Kuru-3 is 3 km due north of Kuru-5.""")
    neg(["pasted", "lang_udm", "other_language_question", "cyrillic"], "forestry:udmurt-patrol-log", """Нюлэс возьмаськон журнал, 2026 ар 14 оштолэзь
08:10 — Кез ёрос, 12-тӥ квартал: тылпу пальпотэк.
11:30 — 14-тӥ квартал: пужым кораськемын, 3 пу, лицензиез ӧвӧл.
15:45 — Шаркан дор: тӧл кужмо, 12 м/с.

Что здесь нужно передать в полицию, а что только лесничему?""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "fisheries:logbook-page-date", """Date: 2026-02-09
Vessel: Ocean Harvest II (BF 117), IMO 9432117
Master: D. Strachan
Haul 1: shot 0410 57°14'N 001°52'W, hauled 0825, OTB 120 mm, COD 180, HAD 420, WHG 60
Haul 2: shot 0910 57°09'N 001°47'W, hauled 1330, OTB 120 mm, COD 95, HAD 610, PLE 40
Discards: HAD 35 kg (under MCRS)

Did we stay inside the cod quota if our weekly limit is 300 kg?""")
    neg(["pasted", "document", "question_after"], "fisheries:catch-certificate", """EUROPEAN COMMUNITY CATCH CERTIFICATE
Document number: MH-CC-2026-00418
Validating authority: Marshall Islands Marine Resources Authority, Majuro
Fishing vessel: Majuro Star, flag MHL, IMO 9823114, licence MIMRA-PS-2026-07
Catch: Skipjack tuna (SKJ), FAO area 71, 182,400 kg estimated live weight
Date of landing: 11 February 2026, Port Louis
Validation: 13 February 2026, stamp no. 0447

Is anything missing from this catch certificate for an import into Spain?""")
    neg(["pasted", "export_table", "question_after"], "fisheries:vms-export", """vessel,ts_utc,lat,lon,speed_kn,course
BF117,2026-02-09T04:00:00Z,57.2333,-1.8667,3.1,212
BF117,2026-02-09T06:00:00Z,57.1950,-1.8210,3.4,205
BF117,2026-02-09T08:00:00Z,57.1500,-1.7833,9.8,180
BF117,2026-02-09T10:00:00Z,57.1500,-1.7833,0.2,0

| Period | Activity |
|---|---|
| 04-06 | fishing |
| 08-10 | steaming |

The 08:00 row shows 9.8 knots but the table says steaming only from 08. Is the table right?""")
    neg(["pasted", "json_first_id", "question_after"], "fisheries:sales-note-json-id", """{
  "id": "SN-URK-2026-11842",
  "auction": "Urk",
  "date": "2026-02-12",
  "lot": 112,
  "vessel": "UK-171",
  "species": "SOL",
  "boxes": 18,
  "price_eur_kg": 14.60,
  "buyer": 4417
}
how much did this lot come to if a box of sole is 20 kg?""")
    neg(["pasted", "lang_mh", "question_before"], "fisheries:marshallese-landing", """Kwōmaron ke jipañ eō bwe in melele ta eo ej ba ilo pepa in?

LANDING DECLARATION
Vessel: Majuro Star    Port: Majuro    Date: 2026-02-02
Skipjack 182.4 t, Yellowfin 12.1 t, Bigeye 0.9 t
Transshipped to: Pacific Reefer (IMO 9150213), 2026-02-03 14:00""")
    neg(["pasted", "lang_rar", "document", "question_after"], "fisheries:rarotonga-licence-card", """RAETI TAUTAI - FISHING LICENCE
Ministry of Marine Resources, Rarotonga
No: MMR-RF-2026-0318
Ingoa: Teina Tangaroa
Vaka: "Vaevae" (RAR 14)
Tuatau: 01/01/2026 - 31/12/2026

Kua tika ainei kia tautai au ki waho ake i te akau ki Aitutaki ki teia raeti?""")
    neg(["pasted", "observer_report", "no_pointer"], "fisheries:observer-report", """Observer trip report MH-PS-2231 (observer OBS-0917)
Departure Majuro 2026-01-18 06:00, return 2026-02-01 17:30.
Sets: 22 (14 on FADs, 8 free school). Bycatch: silky shark x3 released alive, 1 turtle released alive 2026-01-25.
Any FAD set within 1 nm of another vessel's FAD? Under the PNA rules that's a problem, isn't it?""")
    neg(["pasted", "xml_timestamp_element", "question_after"], "energy:entsoe-xml", """<Publication_MarketDocument xmlns="urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3">
  <mRID>a8f2c33e91bd4ce7a0a7b23f9d7c1e04</mRID>
  <createdDateTime>2026-02-18T12:41:07Z</createdDateTime>
  <period.timeInterval><start>2026-02-18T23:00Z</start><end>2026-02-19T23:00Z</end></period.timeInterval>
  <TimeSeries>
    <in_Domain.mRID codingScheme="A01">10YBE----------2</in_Domain.mRID>
    <Period><resolution>PT15M</resolution>
      <Point><position>1</position><price.amount>96.12</price.amount></Point>
      <Point><position>2</position><price.amount>94.80</price.amount></Point>
    </Period>
  </TimeSeries>
</Publication_MarketDocument>

What delivery day and time zone are these day-ahead prices for, and which bidding zone?""")
    neg(["pasted", "document", "question_after"], "energy:ets-transaction-statement", """Union Registry - Transaction details
Transaction ID: EU212458
Type: 3-21 Transfer of allowances
Status: Completed
Proposed: 2026-02-10 09:14:52 CET
Completed: 2026-02-11 09:15:03 CET (26-hour delay)
Transferring account: EU-100-5012345-0-22
Acquiring account: EU-100-7020011-0-85 (trusted)
Units: 25,000 EUA

Why did a transfer to a trusted account still take 26 hours?""")
    neg(["pasted", "metadata_like_open", "question_after"], "energy:remit-ack-request-id", """Request ID: 01JM2K4Q8R9T3VX6Y7Z0ABCDEF
Status: REJECTED
Record: trade TR-IDM-2026-0218-0041
Error: ERR-T1-041 "deliveryProfile is mandatory for contractType CO"
Received by ARIS: 2026-02-18T13:02:44Z

That's the ACK we got back from the RRM. what do I have to change in the record?""")
    neg(["pasted", "document", "question_after"], "energy:trade-confirmation", """TRADE CONFIRMATION
Trade ID: NS-2026-0218-114
Trade date/time: 18 Feb 2026 10:42:17 CET
Product: DE intraday, hour 18-19, 19 Feb 2026
Volume: 25 MW    Price: 142.10 EUR/MWh
Buyer: NoordStroom BV (EIC 22XNOORDSTROOM-K)
Seller: Elektra Trading GmbH (EIC 11XELEKTRATR--7)

Does this match the order I placed for 25 MW at 142.10? My notes say hour 17-18.""")
    neg(["pasted", "lang_wa", "question_after", "document"], "energy:walloon-bill", """FACTURE DI DECOMPTE - Cope solaire di Dolhain
Nº 2026-0118, emetowe li 2 di fevrî 2026
Termene: 1 di djanvî 2025 - 31 di decimbe 2025
Produccion di vosse pårt: 1 412 kWh
Rembourcmint: 84,72 €

Poqwè c' est pus pitit ki l' anêye passêye?""")
    neg(["pasted", "document", "no_pointer"], "energy:retirement-certificate", """Verra Registry - Retirement Certificate
Serial numbers: 14421-584120010-584121459-VCS-VCU-263-VER-MW-7-1748-01012022-31122022-0
Quantity: 1,450 VCUs
Project: 1748 Improved Cookstoves Malawi
Vintage: 01/01/2022 - 31/12/2022
Retirement date: 2026-02-04
Beneficiary: Alder & Moss Ltd
Retirement reason: 2025 business travel

1,450 tonnes - but our travel footprint was 1,512 t. So we are 62 t short?""")
    neg(["pasted", "quoted"], "energy:gas-nomination-quoted", """The shipper replied to my question with this nomination; I can't see where the 4% comes from:

> NOMINT 2026-02-19 gas day 06:00-06:00
> Shipper: NSGAS01  Point: Zeebrugge IP
> Hours 06-22: 1,250,000 kWh/h
> Hours 22-06: 1,200,000 kWh/h
> Renomination 2026-02-19 13:05: hours 14-22 at 1,300,000 kWh/h

Is the 4% the change between the original and the renomination?""")
    neg(["pasted", "multi_turn", "lang_nl_be"], "energy:flemish-ppa-multi-turn", """Gebruiker: Dit staat in artikel 9 van onze PPA:
"9.2 Indien de Installatie gedurende meer dan negentig (90) opeenvolgende dagen geen Energie levert,
anders dan door Overmacht, kan de Afnemer de Overeenkomst schriftelijk beëindigen met een opzegtermijn
van dertig (30) dagen. Deze Overeenkomst is ondertekend te Antwerpen op 14 maart 2024."
Assistent: Volgens 9.2 mag de coöperatie opzeggen als het park meer dan 90 dagen na elkaar niets levert,
behalve bij overmacht, met 30 dagen opzegtermijn.
Gebruiker: En telt een storing aan de netaansluiting als overmacht?
Assistent:""")


def _negatives_pasted_b() -> None:
    neg(["pasted", "document", "question_after"], "humanitarian:distribution-report", """DISTRIBUTION REPORT - GFD Cycle 2, Kakuma 4, Point B
Date: 14/02/2026    Start 07:30    End 16:10
Households served: 2,418 (planned 2,500)
Maize 50 kg bags: 1,209 | Pulses: 6,045 kg | Oil: 3,627 L | Salt: 604 kg
Incidents: 1 (crowd surge 11:20, resolved by 11:35)
Signed: M. Ekai, Site Supervisor

Write a three-line summary for the weekly sitrep. Keep the numbers.""")
    neg(["pasted", "metadata_like_open", "question_after"], "humanitarian:waybill-request-id", """Request ID: WB-NBO-2026-1187
Date: 2026-02-13
From: Nairobi HUB, Embakasi
To: Kakuma 4 warehouse
Transporter: Rift Logistics, truck KCZ 418T, driver P. Lomuria
HEB (high-energy biscuits) 120 ctn | plastic sheeting 300 pcs | jerrycans 20 L 500 pcs
Received 2026-02-15 09:40, HEB 118 ctn (2 ctn damaged), sheeting 300, jerrycans 500

How do I record the two damaged cartons on the goods received note?""")
    neg(["pasted", "document", "lang_apc", "question_after"], "humanitarian:levantine-certificate", """شهادة تسجيل
رقم الملف: LEB-26-0441187
تاريخ التسجيل: ٢٠٢٤/٠٣/١٨
تاريخ انتهاء الصلاحية: ٢٠٢٦/٠٣/١٧
عدد أفراد الأسرة: ٥
المكتب: بيروت

هيدي الورقة لسّا صالحة لحتى آخر آذار؟""")
    neg(["pasted", "lang_prs", "question_before"], "humanitarian:dari-distribution-list", """این لیست توزیع دیروز را بخوان و بگو کدام فامیل هنوز کمپل نگرفته:

۱. فامیل احمدی، ۶ نفر، کمپل ۴، بخاری ۱، ساعت ۱۰:۲۰
۲. فامیل رحیمی، ۳ نفر، کمپل ۰، بخاری ۰، ساعت ۱۱:۰۵
۳. فامیل نوری، ۵ نفر، کمپل ۳، بخاری ۱، ساعت ۱۱:۴۰""")
    neg(["pasted", "json_first_id", "question_after"], "humanitarian:kobo-submission", """{
  "_id": 418822013,
  "_uuid": "5c1f9b2e-8a47-4d3c-9e21-7f0b6a4c2d18",
  "_submission_time": "2026-02-16T09:12:44",
  "start": "2026-02-16T11:58:02.118+03:00",
  "end": "2026-02-16T12:09:51.402+03:00",
  "household_size": 7,
  "ration_card": "KK4-0098123",
  "received_full_ration": "no"
}

The enumerator says this interview took place on the 16th in the morning but the start time is noon.
Which one is wrong?""")
    neg(["pasted", "email", "question_after"], "humanitarian:convoy-email", """From: deconfliction@hnotify.example
Date: Thu, 12 Feb 2026 14:03:19 +0000
Subject: RE: HNS 2026-0212-07 Adré - El Geneina
Message-ID: <hns-2026-0212-07-ack@hnotify.example>

Notification received and acknowledged. Movement window 13 Feb 2026 06:00-18:00 local. Please confirm
number of trucks (14 notified) and report any change of route.

Do I need to re-notify if two trucks drop out?""")
    neg(["pasted", "lang_ki", "question_after"], "humanitarian:kikuyu-water-schedule", """Mathabu ma ngari cia maaĩ - Kajiado, kiumia kĩa 7
Gĩcigo 1: Jumatatu 08:00, lita 10,000
Gĩcigo 2: Jumatatu 13:00, lita 8,000
Gĩcigo 3: Jumanne 09:00, lita 10,000
Gĩcigo 4: Jumatano 08:30, lita 6,000

Gĩcigo kĩa 3 nĩkĩo kĩrĩ na andũ aingĩ. Nĩ maaĩ maigana?""")
    neg(["pasted", "quoted", "lang_luo"], "humanitarian:luo-sms-quoted", """Ne ayudo ote ma e simu, to ok awinj tiende:

> M-PESA: RBL4K2X9QZ Confirmed. Ksh 4,500.00 received from CASH TRANSFER PROG on 14/2/26 at 10:41 AM.
> New M-PESA balance is Ksh 4,612.00.

Pesa ni en mar dwe mar ariyo kata mar adek?""")
    neg(["pasted", "document", "question_after"], "cruise:folio", """MS AURORA COAST - GUEST FOLIO
Cabin 8142    Voyage AC-2611    Folio printed 14 Feb 2026 07:02 ship time
12 Feb  Spa - Deep tissue 50 min         129.00
12 Feb  Service charge 18%                23.22
13 Feb  Beverage package adj.             -16.50
13 Feb  Shore excursion Carbet Falls      89.00
Balance due                              224.72

Why is there a negative 16.50 and is the spa service charge the 18%?""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "cruise:excursion-ticket-printed", """Printed: 13/02/2026 21:44
SHORE EXCURSION TICKET
Carbet Falls & Rainforest Walk - Guadeloupe
Meet: Theatre deck 4, 07:45 | Tender: 08:10 | Return to pier: 12:30
All aboard: 16:30
Guests: 2

If the tour returns to the pier at 12:30, do we have time to do the market in Pointe-à-Pitre?""")
    neg(["pasted", "metadata_like_open", "logfmt_open", "question_after"], "themepark:ride-downtime-log", """ts=2026-02-14T10:12:07-06:00 ride=timber_twister state=DOWN reason=weather_wind gust_kmh=58
ts=2026-02-14T10:41:33-06:00 ride=timber_twister state=TEST
ts=2026-02-14T10:55:02-06:00 ride=timber_twister state=UP
ts=2026-02-14T13:20:45-06:00 ride=log_flume state=DOWN reason=guest_item_on_track

how long was the Twister down in total and is the flume still closed according to this?""")
    neg(["pasted", "email", "between"], "themepark:lightning-email", """My reservation email says this - I'm confused about the return window.

Subject: Your Quick Pass reservation
Date: Fri, 13 Feb 2026 18:22:05 -0600
Reservation 7QK-29D1 | Starfall Coaster | Party of 4
Return time: 2:35 PM - 3:35 PM on Saturday, February 14, 2026

If we show up at 3:40 will they still let us ride? Or should we switch to the later evening slot?""")
    neg(["pasted", "lang_gcf", "question_after"], "themepark:guadeloupe-pass", """KAT ABONMAN - PAK KARUKÉRA
Non: Loïc Bonnet
Nimewo: KRK-26-004418
Valab: 01/01/2026 - 31/12/2026
Ouvè: mèkrèdi - dimanch, 10:00 - 18:00

Ès kat-la bon pou lé vakans lékòl osi?""")
    neg(["pasted", "lang_srn", "question_after"], "cruise:sranan-boat-ticket", """TIKI - Boto go na Fort Zeelandia
Datum: 14-02-2026
Komopresi: 09:30, Waterkant
Tapu baka: 13:00
Sma: 3 bigisma, 1 pikin
Paiman: SRD 640,00

Sortu ten wi musu de na a Waterkant?""")
    neg(["pasted", "metadata_like_open", "question_after"], "marina:gate-log-logged", """Logged: 2026-02-14 06:41:12
Gate: Pontile C
Card: 0418-2291 (berth C-14, "Sirena")
Direction: OUT
Logged: 2026-02-14 06:58:47
Gate: Pontile C
Card: 0418-2291
Direction: IN

Someone says our boat card was used at 7 am while we were away. Does this log show that?""")
    neg(["pasted", "document", "question_after"], "marina:berth-contract", """CONTRATTO DI ORMEGGIO ANNUALE N. 2026/114
Marina di Procida S.r.l. - Ormeggio C-14
Unità: "Sirena", LOA 11.80 m, baglio 3.95 m
Periodo: 01/04/2026 - 31/03/2027
Canone: EUR 6.840,00 + IVA, in due rate (01/04/2026, 01/10/2026)
Disdetta: entro 90 giorni dalla scadenza

When is the last day I can cancel without paying the next year?""")
    neg(["pasted", "receipt", "no_pointer"], "marina:fuel-receipt", """RICEVUTA - Distributore carburanti Marina di Procida
14/02/2026 10:22   Till F2   Tx 000418220913
Gasolio nautico 640,00 L x 1,689 = 1.080,96 EUR
Esenzione accise: NO
Pagamento: carta **** 4417
The skipper says he should have got it tax-free as a commercial charter. Can we still refund the excise?""")
    neg(["pasted", "lang_nap", "question_after"], "marina:neapolitan-forecast", """Bullettino d'o mare - Golfo 'e Napule
Emesso: 14/02/2026 ore 06:00
Vient: Maestrale forza 5-6, rinforzo d'o pomeriggio
Mare: mosso, onda 1,5-2 m
Visibilità: bona

Cu 'na varca 'e 6 metri pozzo ì a Procida stammatina?""")
    neg(["pasted", "document", "question_after"], "dealer:repair-order", """REPAIR ORDER 881204
Opened: 02/12/2026 07:42 AM    Promised: 02/12/2026 04:00 PM
Vehicle: 2021 Hyundai Tucson, VIN KM8J3CA46MU412233, 64,120 km
Concern: noise from front when braking
Tech 42 - 1.3 h: front pads and rotors replaced, road tested OK 02/12/2026 02:10 PM
Parts 412.80 | Labour 208.00 | Total 683.88 incl. GST

Is 1.3 hours normal for front pads and rotors on this model?""")
    neg(["pasted", "export_table", "question_after"], "dealer:stock-export", """Stock#,Make,Model,Year,Km,In stock since,Days,Price
A2291,Hyundai,Tucson Elite,2025,12,2025-11-02,104,48990
A2304,Hyundai,Kona EV,2026,8,2026-01-20,25,51490
U1877,Toyota,RAV4 GX,2021,58200,2025-09-14,153,33990

| Bucket | Units |
|---|---|
| 0-30 days | 1 |
| 31-120 days | 1 |
| 120+ days | 1 |

Which car should we discount first, and does the bucket table match the export?""")
    neg(["pasted", "document", "lang_pt_ao", "question_after"], "dealer:angolan-recall-letter", """Luanda, 3 de fevereiro de 2026
Ref.: CAMP-24V512/AO
Assunto: Campanha de segurança - parafusos do cubo traseiro
Exmo. Cliente, o seu veículo (VIN 1FTFW1E50NFA12345) está abrangido pela campanha 24V512. Agende a
reparação gratuita até 31 de dezembro de 2026 na oficina Auto Kilamba.

Isto é obrigatório ou posso esperar pela próxima revisão em maio?""")
    neg(["pasted", "quoted", "lang_en_au"], "dealer:appraisal-quoted", """The dealer emailed me this appraisal for my trade-in, reckon it's fair?

> Appraisal 2026-0212-07 | 2021 Tucson Active X | 64,120 km
> Condition: 3/5 (stone chips bonnet, kerbed LF wheel)
> Trade value: $21,500 - valid 7 days from 12/02/2026
> Retail comparable: $29,990 (Redbook, 12/02/2026)""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "tattoo:consent-form-date", """Date: 14/02/2026
TATTOO CONSENT & RELEASE
Client: Nur Aisyah binte Rahman    DOB: 02/09/2001    NRIC: S0141xxxD
Artist: Ren (licence TT-0934)
Design: fineline botanical, left wrist, approx. 6 cm
Medical: no allergies; taking apixaban (blood thinner)
Signature: N.A.R.    Witness: front desk

The client ticked "no" for medication but wrote apixaban. Can we still go ahead today?""")
    neg(["pasted", "lang_en_sg", "question_after"], "tattoo:singlish-aftercare-chat", """Wah my tattoo from last Sat (7 Feb) now got this:
- day 3: red and a bit swollen
- day 5: peeling, itchy
- day 7 (today lor): still pink at the edge, got small bumps

Normal or must go see doctor?""")
    neg(["pasted", "document", "question_after"], "jewellery:grading-report", """DIAMOND GRADING REPORT
Report number: 2215543109
Date: February 3, 2026
Shape and cutting style: Round Brilliant
Measurements: 6.43 - 6.47 x 3.98 mm
Carat weight: 1.02 carat
Colour grade: G    Clarity grade: VS2
Cut grade: Very Good    Fluorescence: Medium Blue

The appraisal I got says H colour. Which one should the insurance use?""")
    neg(["pasted", "document", "between"], "art:consignment-agreement", """Here is clause 4 of the consignment agreement the gallery sent. I'm the artist.

4.1 The Gallery shall hold the Works on consignment from 1 March 2026 to 31 August 2026.
4.2 Commission: 45% of the net sale price.
4.3 The Gallery shall pay the Artist within 30 days of receiving full payment from the buyer.
4.4 Works unsold on 31 August 2026 shall be returned at the Gallery's expense by 30 September 2026.

Is 45% normal, and what happens if a buyer pays in instalments that go past 31 August?""")
    neg(["pasted", "provenance", "question_after"], "antiques:provenance-chain", """Provenance (as supplied by the vendor):
- Private collection, Tainan, acquired c. 1930
- By descent to the present owner's father, 1968
- Sold Taipei auction house, 12 May 1998, lot 214 (receipt no. 98-0512-214)
- Present owner, acquired 14 June 2011 from a dealer in Kaohsiung

Which link in this chain is weakest, and what documents should I ask for?""")
    neg(["pasted", "json_first_id", "no_pointer"], "collectibles:cert-lookup-json", """{"id": "81440217", "grade": "8", "label": "NM-MT", "year": "1996", "set": "Topps Chrome",
 "card": "138 Kobe Bryant", "population": 1204, "population_higher": 97, "graded_on": "2019-07-22"}
Pop 1204 at 8 and only 97 higher - what would a 9 of the same card be worth relative to this one, roughly?""")
    neg(["pasted", "document", "question_after"], "sneakers:auth-certificate", """CERTIFICATE OF AUTHENTICITY
Item: Air Jordan 1 Retro High OG "Chicago Lost & Found" (DZ5485-612), US 10
Verification ID: VN-88214-XQ
Authenticated: 2026-01-29, station NJ-07
Condition: new, box lid damaged

I bought these resale; the seller's listing said authenticated in December. Does this cert match?""")
    neg(["pasted", "document", "question_after", "lang_fr_ch"], "watch:service-quote", """DEVIS DE RÉVISION Nº 26-0418
Bienne, le 9 février 2026
Montre: Omega Seamaster, calibre 8900, Nº de série 88214417
Révision complète: CHF 790.-
Remplacement couronne: CHF 145.-
Délai: huitante jours ouvrables dès acceptation
Validité du devis: 30 jours

Huitante jours ouvrables, ça fait combien de semaines environ?""")
    neg(["pasted", "lang_nan_poj", "question_after"], "antiques:hokkien-receipt", """Siu-kù - Kó͘-tóng tiàm "Lāu Siā-kang"
Ji̍t-kî: 2026-01-18
Bu̍t-kiāⁿ: chheⁿ-hoa-chhî pôaⁿ, tóe-khang "Tāi Chheng Khong-hi", 21 cm
Kè-siàu: NT$ 38,000
Pó-chèng: 7 ji̍t lāi thè-hòe

Chit tiuⁿ siu-kù ū kóng sī chin--ê bô?""")


def _negatives_pasted_c() -> None:
    neg(["pasted", "export_table", "question_after"], "homehealth:evv-export", """Visit ID,Client,Caregiver,Scheduled,Clock in,Clock out,Method,Exception
V-2026-0214-118,C-77104,3381,08:00-10:00,08:07,10:02,GPS,none
V-2026-0214-131,C-77210,3381,10:30-12:00,10:58,12:01,phone,late arrival
V-2026-0214-140,C-77104,4402,18:00-19:00,,,,missed visit

| Exception | Count |
|---|---|
| late arrival | 1 |
| missed visit | 1 |

Which of these will the state aggregator reject, and what do I fix first?""")
    neg(["pasted", "document", "question_after"], "nursing:sbar-pasted", """S: 72 y/o F, POD 1 R hip ORIF, hypotensive and tachycardic overnight.
B: Hgb 10.4 pre-op; EBL 450 mL. Apixaban held since 2026-02-11.
A: 02:00 BP 104/62 HR 96; 04:00 BP 98/58 HR 104; UO 20 mL/h x 2 h; Hgb 8.1 at 05:10.
R: Notified Dr Osei 05:25; 500 mL NS bolus ordered 05:30, given 05:40-06:10. Recheck Hgb at 11:00.

Is there anything missing from this handoff that the day nurse would need?""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "bloodbank:crossmatch-report", """Report date: 2026-02-14 06:12
CROSSMATCH REPORT
Patient: MRN 00981244, O Rh(D) negative, antibody screen POS, anti-K identified
Units:
W0418 26 112233  O neg  K neg (tested 2026-02-14 05:58)  AHG crossmatch compatible
W0418 26 112240  O neg  K untested                        NOT ISSUED
Technologist: L. Martins

Can the second unit be used if the antigen test comes back K negative?""")
    neg(["pasted", "document", "question_after"], "bloodbank:donor-card", """Blood donor card
Name: R. Okafor    Donor no.: D-5521093
Blood group: A Rh(D) positive
Donations: 2024-03-02, 2024-07-19, 2025-01-11, 2025-06-28, 2025-12-06

How soon after 6 December can I give whole blood again if the gap is 12 weeks for men?""")
    neg(["pasted", "metadata_like_open", "bracket_timestamp_open"], "bloodbank:reaction-log", """[2026-02-13 14:05] Transfusion started, unit W0418 26 554120, rate 100 mL/h
[2026-02-13 14:20] T 37.1, HR 88, BP 128/76
[2026-02-13 14:32] Patient reports chills, T 38.4, HR 112
[2026-02-13 14:33] Transfusion stopped, line kept open with NS
[2026-02-13 14:40] Blood bank notified

Fill in the "reaction type" field of our form. Options: febrile non-haemolytic, allergic, TACO, haemolytic.""")
    neg(["pasted", "lang_bho", "question_after"], "homehealth:bhojpuri-sugar-log", """शुगर के रिकार्ड:
10 फरवरी - सबेरे 182, साँझ 240
11 फरवरी - सबेरे 196, साँझ 228
12 फरवरी - सबेरे 210, साँझ 251

ई बढ़त जाता, डाक्टर के कब देखावल जाव?""")
    neg(["pasted", "lang_syl", "question_after"], "eldercare:sylheti-prescription", """প্রেসক্রিপশন — ডা. রহমান, ১০/০২/২০২৬
১. Amlodipine 5 mg — সকালে ১টা
২. Furosemide 40 mg — সকালে ১টা, খানির আগে
৩. পরের দেখা: ২৪/০২/২০২৬

নানিরে ফুরোসেমাইড রাইতে দিলে অসুবিধা অইবোনি?""")
    neg(["pasted", "document", "question_after"], "sports:referee-match-report", """MATCH REPORT - U19 Regionalliga Südwest
Match 4412, 08.02.2026, kick-off 11:07 (scheduled 11:00, floodlight failure)
Referee: J. Becker (licence DFB-SR-0418)
34' Yellow, home no. 6, reckless challenge
71' Second yellow + red, home no. 6
88' Verbal warning, away team official (dissent)
Result: 2-1

The club says the kick-off delay should have been written as a separate incident. Is that right?""")
    neg(["pasted", "document", "question_after"], "sports:disciplinary-notice", """DISCIPLINARY NOTICE
Case: DIS-2026-0211
Player: L. Hartmann, SV Kirchberg U19
Offence: sending off (two cautions), match 4412 on 08.02.2026
Sanction: automatic one-match suspension, served in match 4431 on 15.02.2026
Right of appeal: within 7 days of this notice (issued 10.02.2026)

Is it too late to appeal today?""")
    neg(["pasted", "export_table", "question_after", "lang_nv"], "sports:navajo-standings", """Team,W,L,PF,PA
Window Rock Scouts,6,1,412,338
Ganado Hornets,5,2,398,360
Chinle Wildcats,3,4,355,371
Tuba City Warriors,0,7,290,386

| Team | Win % |
|---|---|
| Scouts | .857 |
| Hornets | .714 |
| Wildcats | .500 |

Díí table bee yáʼátʼééh? The Wildcats' percentage looks wrong to me.""")
    neg(["pasted", "document", "question_before"], "orchestra:rehearsal-schedule", """Can you tell me which of these calls the horns can skip?

LAKESHORE SYMPHONY - Rehearsal schedule, week of 16 February 2026
Tue 17 Feb 19:00-22:00  Mahler 1 (full orchestra), Hall A
Thu 19 Feb 19:00-21:30  Strings sectional, Room 2
Sat 21 Feb 10:00-12:30  Dress rehearsal (full), Hall A
Sat 21 Feb 19:30        Concert""")
    neg(["pasted", "document", "question_after"], "film:call-sheet", """SALT HARBOUR - CALL SHEET - DAY 14 OF 32
Date: Tuesday 17 February 2026
General crew call: 06:30    Shooting call: 07:45    Est. wrap: 18:30
Unit base: Molo Audace car park, Trieste
Sunrise 06:12 / Sunset 17:38
Scenes: 41, 42, 44 (EXT harbour, DAY)
Nearest A&E: Ospedale Maggiore, Via Stuparich 1

Sunset is 17:38 but wrap is 18:30 and all scenes are EXT DAY. Is that a problem?""")
    neg(["pasted", "metadata_like_open", "question_after"], "film:dit-offload-log", """Timestamp: 2026-02-16 19:42:10
Source: A014 (CFexpress 512 GB)
Destinations: RAID-1 /Volumes/SH_DAILY_01, LTO-9 tape SH0014
Files: 412    Size: 412.3 GB
Checksum: xxHash64, all files verified
Duration: 00:41:18

Is it safe to format card A014 now or should I wait for the second shuttle drive?""")
    neg(["pasted", "script_notes", "no_pointer"], "film:script-supervisor-notes", """Sc 41 Tk 3 - A013C004 - TC 01:02:14:10 - 01:02:58:22 - circled, boom dip at 01:02:31:02
Sc 41 Tk 4 - A013C005 - TC 01:03:40:00 - 01:04:22:15 - NG, plane
Sc 41 Tk 5 - A013C006 - TC 01:05:02:12 - 01:05:47:03 - printed, director prefers 3
editor wants to know whether take 3 can be used before the boom dip, that's 17 seconds of usable material?""")
    neg(["pasted", "document", "question_after"], "stage:show-report", """SHOW REPORT - Cirque Lune 2026 tour - Zénith de Nantes
Performance 41, Saturday 14 February 2026
House open 19:30 | Act 1 up 20:04 down 21:07 | Interval 24' | Act 2 up 21:31 down 22:18
Running time: 2h14 (incl. interval)
Technical: trapeze rig 2 slow to fly out, 40 s hold at 20:51
Injuries: M. Keita, minor wrist strain, physio 21:20
Audience: 4,812

Write the two-sentence summary for the producers' email.""")
    neg(["pasted", "quoted", "multi_turn"], "stage:prompt-book-multi-turn", """User: These are the cues from the prompt book for the end of act 1:
> LX 84 - on "Goodnight, Marseille" - 8 s fade
> SQ 31 - GO with LX 84 - harbour ambience out over 6 s
> FLY 12 - GO on blackout - border 3 out
Assistant: LX 84 and SQ 31 go together on the line; FLY 12 follows at the blackout.
User: The fly crew says FLY 12 should go before the blackout. Which is right according to these notes?
Assistant:""")
    neg(["pasted", "document", "question_after"], "publishing:royalty-statement", """HALYARD BOOKS - ROYALTY STATEMENT
Author: Marta Quintela    Title: The Weir Keepers    ISBN 978-1-7394-2210-6
Period: 1 July 2025 - 31 December 2025    Statement date: 28 February 2026
Hardback home: 1,204 @ 10% of 18.99 = 2,286.20
Ebook: 3,118 @ 25% net receipts = 3,402.41
Reserve against returns: -342.93
Advance balance b/f: -4,100.00
Balance: 1,245.68

Is the reserve against returns normal, and when do I get it back?""")
    neg(["pasted", "document", "between"], "publishing:copyedit-query-letter", """My copyeditor sent this and I'm not sure how to answer the second query.

Dear Marta,
Query 1 (p. 112): "Tuesday the 14th" - in 2026 the 14th of April is a Tuesday; please confirm the month.
Query 2 (p. 118): "by the 12th she was home" - this falls before the 14th. Should it be the 21st?
Best, J. Lowe, 9 February 2026

I meant she got home the following Sunday. What date should I give her?""")
    neg(["pasted", "metadata_like_open", "question_after", "document"], "security:patrol-log-printed", """Printed: 15.02.2026 06:05
PATROL LOG - Logistikpark Süd, round B, night shift 14./15.02.2026
22:04 CP-01 gate 1 ok
22:19 CP-04 warehouse 3 ok
22:41 CP-07 gate 3 - chain cut, no vehicle, fence intact, police informed 22:44
23:58 CP-07 gate 3 - police on site
02:10 CP-01 gate 1 ok

Write the incident part of the handover for the day shift.""")
    neg(["pasted", "metadata_like_open", "question_after"], "security:guard-tour-session", """Session: 7712-NIGHT-B
Guard: K. Yildiz (licence 34a-0418)
Start: 14.02.2026 22:00   End: 15.02.2026 06:00
Checkpoints scanned: 41 of 48
Missed: CP-11 (02:30 round), CP-12 (02:30 round), CP-19 (04:30 round x5)

The client wants to deduct the missed rounds from the invoice. Is 7 of 48 what the contract calls a
"missed round"?""")
    neg(["pasted", "document", "question_after"], "investigation:surveillance-log", """SURVEILLANCE LOG - File 2026-114
Date: Wednesday 11 February 2026    Investigator: PI-1204988
07:12 Subject exits residence (412 Elm St), enters grey Ford Escape, plate KTR-4418
07:31 Arrives hardware store, Memorial Rd
07:40 Subject carries two bags (cement, approx. 25 kg each) to vehicle, no apparent difficulty
08:05 Returns to residence
Video: 4 clips, 6 min 12 s total

Does anything in this log go beyond observation into opinion?""")
    neg(["pasted", "document", "question_before"], "investigation:court-order-service", """Tell me if I served this correctly.

AFFIDAVIT OF SERVICE
Case no.: CJ-2026-0418, District Court of Tulsa County
I served the summons on J. Doe at 88 Ridge Rd, Broken Arrow OK on 12 February 2026 at 6:42 PM by
personal delivery.
Description: male, approx. 40, 1.80 m, grey hoodie
Signed 13 February 2026, process server licence PS-2291""")
    neg(["pasted", "metadata_like_open", "question_after"], "scooters:trip-history-session", """Session: ride_8821044
Vehicle: SC-LYN-40218
Start: 14/02/2026 18:02:11, Part-Dieu
End: 14/02/2026 18:31:48, Bellecour
Distance: 4.1 km    Duration: 29 min 37 s
Charge: 1.00 unlock + 29 x 0.25 = 8.25 EUR
Note: vehicle fault reported 18:24

I was walking the scooter from 18:24. Shouldn't I only pay until then?""")
    neg(["pasted", "document", "question_after", "lang_es"], "scooters:madrid-fine", """AYUNTAMIENTO DE MADRID - BOLETÍN DE DENUNCIA
Nº expediente: 2026/418/0091822
Fecha y hora: 10/02/2026 13:47
Lugar: C/ Fuencarral 112
Vehículo: patinete eléctrico SC-MAD-77120 (flota Ondo)
Hecho: estacionar sobre la acera fuera de zona habilitada
Importe: 90 EUR (45 EUR con reducción si se paga en 20 días naturales)

¿Hasta qué día puedo pagar con la reducción?""")
    neg(["pasted", "document", "question_after"], "dental:lab-work-order", """LAB WORK ORDER 26-0418
Received: 12.02.2026   Due: 19.02.2026 (try-in), 24.02.2026 (final)
Dentist: Dr. A. Wimmer, Praxis Linz-Urfahr
Tooth 26: full-contour zirconia crown, shade A3, occlusal clearance 1.0 mm
Notes: bruxist, night guard after seating

Is monolithic zirconia OK at 1.0 mm occlusal for a bruxist, or should we ask for more reduction?""")
    neg(["pasted", "document", "question_after"], "casino:tito-ticket", """CASH VOUCHER
Mesa Verde Resort Casino
Ticket 00-4417-2291-8831-0043
$1,250.00 ONE THOUSAND TWO HUNDRED FIFTY DOLLARS AND 00/100
02/13/2026 11:48:22 PM    Machine #30412
Void after 180 days

The guest says the kiosk rejected it. Is it expired?""")
    neg(["pasted", "export_table", "question_after"], "casino:win-loss-statement", """Player 7712004 - Win/Loss Statement 2025
Month,Slots coin-in,Slots W/L,Table buy-in,Table W/L
Jan,12400,-1820,5000,-1200
Feb,9800,-1210,0,0
Mar,15100,-2240,8000,+600

| Total | W/L |
|---|---|
| Slots | -5,270 |
| Tables | -600 |

Does the total for tables look right to you?""")
    neg(["pasted", "no_pointer"], "rink:ice-schedule", """NORTHSIDE ARENA - SHEET 2 - SATURDAY 14 FEB
13:00-14:20 Learn to skate
14:30-15:50 Public skate
16:00-17:30 U13 AA vs. Parkland
17:45-19:15 Adult rec league
resurface after every session except between public skate and U13, 10 min isn't enough for a 12 min flood""")
    neg(["pasted", "metadata_like_open", "question_after"], "zoo:husbandry-updated", """Updated: 14/02/2026 16:40 by K. Mensah
Animal: Zuri (okapi, F, ID OKA-2014-03)
Diet: browse 6 kg (ate ~80%), pellets 2.5 kg (all), lucerne 1 kg (all)
Stool: normal
Behaviour: pacing along the north fence 14:00-14:20
Weight: 248 kg (weighed 10/02/2026)

Is the pacing something to report to the vet, given the rest is normal?""")
    neg(["pasted", "quoted", "lang_hmn"], "homehealth:hmong-med-list", """Tus kws kho mob sau li no rau niam tais:

> Lisinopril 10 mg - noj ib lub thaum sawv ntxov
> Metformin 500 mg - noj ob zaug ib hnub, nrog zaub mov
> Rov qab los ntsib: 03/03/2026

Yog nws tsis nco noj tag kis, nws puas noj tau ob lub hmo no?""")
    neg(["pasted", "metadata_like_open", "json_first_timestamp", "question_after"], "scooters:telemetry-json", """{"timestamp": 1771090488, "vehicle": "SC-LYN-40218", "battery": 14, "lat": 45.7606, "lon": 4.8597,
 "state": "riding", "fault": null}
{"timestamp": 1771090932, "vehicle": "SC-LYN-40218", "battery": 11, "lat": 45.7578, "lon": 4.8320,
 "state": "riding", "fault": "motor_overtemp"}

Between these two pings the battery dropped 3% in about 7 minutes. Is that consistent with the motor fault?""")
    neg(["pasted", "multi_turn"], "scooters:receipt-multi-turn", """User: This is the receipt from my ride yesterday:
Ride ride_8820417 | 13/02/2026 08:12-08:41 | Confluence -> Part-Dieu | 5.3 km
Unlock 1.00 EUR + 29 min x 0.25 EUR = 8.25 EUR | Paid with Apple Pay
Assistant: The charge matches the tariff: 1.00 EUR to unlock plus 29 minutes at 0.25 EUR.
User: But my pass should cover the first 30 minutes of every ride. Why was I charged at all?
Assistant:""")
    neg(["pasted", "multi_turn", "export_table"], "nursing:flowsheet-multi-turn", """User: Vitals flowsheet from last night, bed 6B-12:
| Time | BP | HR | SpO2 | UO mL/h |
|---|---|---|---|---|
| 22:00 | 118/70 | 84 | 97% | 45 |
| 02:00 | 104/62 | 96 | 96% | 25 |
| 04:00 | 98/58 | 104 | 95% | 20 |
Assistant: Blood pressure is trending down and heart rate up across the night, with urine output falling.
User: At what point would this have met our early-warning call criteria (HR over 100 or UO under 0.5 mL/kg/h for a 60 kg patient)?
Assistant:""")
    neg(["pasted", "document", "between", "other_language_question", "lang_tn"], "dealer:tunisian-invoice", """شوف هالفاتورة اللي عطاوهالي في الوكالة:

FACTURE N° 2026/0418 - Garage El Menzah
Date: 09/02/2026
Vidange + filtres: 145,000 DT
Plaquettes avant: 210,000 DT
Main d'œuvre: 90,000 DT
Total TTC: 445,000 DT

علاش الماين دوفر غالية هكا؟ وهل الفاتورة فيها غلطة في المجموع؟""")
    neg(["pasted", "document", "instruction_no_question", "lang_crs"], "fisheries:seselwa-licence-translate", """Translate this licence into English for the crew agency, keep the numbers and dates as they are.

LISANS PES - Seychelles Fishing Authority
Nimero: SFA-AL-2026-0412
Bato: "Ros Kreol" (SZ 412)
Valab depi 01/01/2026 ziska 31/12/2026
Zon: Plato Mahe, pa dan rezerv maren""")
    neg(["pasted", "document", "statement_no_question"], "security:incident-statement", """INCIDENT REPORT 2026-0214-03
Site: Hafen Nord, Terminal 2
Time of alarm: 14.02.2026 01:47 (zone 12, reefer yard)
Patrol B on site 01:55, fence breach found at post 118, no persons seen
Police informed 02:01, report no. HN-26-00418
Client informed 06:00 by email

The terminal manager wants this cut down to three lines for the morning briefing.""")
    neg(["pasted", "quoted", "metadata_like_open"], "marina:membership-quoted", """The yacht club sent me this and I don't understand the last line:

> Session: 2026 sailing season
> Member: 0418 (family membership)
> Berth fee paid: 12/01/2026
> Crane slot: Saturday 4 April 2026, 09:20
> Please confirm your slot before 20 March or it is released.

Does "released" mean I lose the crane slot or just the time?""")


def _negatives_stable() -> None:
    neg(["stable_lookalike", "prompt_revision", "header_block"], "mining:prompt-revision", """Prompt: blast-design-assistant
Revision: 2026-01-19 (approved by the chief blaster)
Mine: Tshikondeni Pit 3
Licence: MPRDA 30/5/1/2/2/10442 MR

You are the blast-design assistant for the pit engineers. State every assumption.

Engineer: What stemming length do you suggest for 165 mm holes on a 12 m bench?
Answer:""")
    neg(["stable_lookalike", "permit_validity", "system_tail"], "mining:blast-permit", """You advise on blasting notifications for the Mokgola village community liaison office.
Blasting permit: BP-LIM-2025-0088, valid 2025-07-01 to 2027-06-30
Blasting window: Monday to Friday, 12:00-14:00 only
Vibration limit at structures: 10 mm/s

Liaison officer: A resident asks whether the mine may blast on a Saturday morning.
Answer:""")
    neg(["stable_lookalike", "knowledge_cutoff", "head", "lang_es_cl"], "mining:knowledge-cutoff-es", """Fecha de corte de conocimiento: 2025-06
Faena: Rajo Sur
Zona horaria de la faena: America/Santiago

Eres el asistente de despacho. Responde en español de Chile.

Despachador: ¿Cuántas toneladas mueve un CAEX de 300 t en un turno de 12 horas con ciclos de 32 minutos?
Asistente:""")
    neg(["stable_lookalike", "certificate_code", "yaml_front"], "forestry:fsc-yaml", """---
certificate: FSC-C148203
certificate_valid_until: 2029-05-01
standard: FSC-STD-40-004 V3-1
---
You check chain-of-custody claims on sales documents. Answer "ok" or name the problem.

Document: Delivery note line "Spruce sawn timber, FSC 100%, 12 m³". Valid?
Answer:""")
    neg(["stable_lookalike", "member_since", "lang_vro"], "forestry:voro-member-since", """Sa olõt metsäühistü abiline. Kõnõlõ võro keelen.
Liigõ nummõr: RM-0412
Liigõ alatõn: 14.05.2011
Mõtsa pindala: 38,2 ha

Perremiis: Mitu tihumeetrit kuusõ ma tohi aastagan lõigada?""")
    neg(["stable_lookalike", "vessel_ids", "header_block"], "fisheries:vessel-ids", """Vessel: Ocean Harvest II
CFR: GBR000C20417
IMO: 9432117
Call sign: MCFT4
Licence: 41220 (category A, pressure stock)
Home port: Fraserburgh

You help the skipper with quota and logbook questions.

Skipper: Can I land North Sea cod in Denmark under this licence?
Answer:""")
    neg(["stable_lookalike", "quota_period", "system_tail"], "fisheries:quota-period", """You answer quota questions for the producer organisation's members.
Quota year: 2026-01-01 to 2026-12-31
Monthly cod limit: 1,200 kg per vessel
Reporting deadline: landings declared within 24 hours

Member: I landed 900 kg on the 3rd. How much more cod can I land this month?
Answer:""")
    neg(["stable_lookalike", "eic_codes", "json_member"], "energy:eic-json", """{
  "brp": "NoordStroom",
  "eic": "22XNOORDSTROOM-K",
  "bidding_zone": "10YBE----------2",
  "api_version": "2024-11-01",
  "settlement": "15 min"
}
Explain to a new trader what the two EIC codes above identify.""")
    neg(["stable_lookalike", "registry_account", "header_block"], "energy:registry-accounts", """Operator holding account: EU-100-5012345-0-22
Installation: 207711 (CHP Ghent Harbour)
Permit: BE-VL-2012-0418
Compliance year: 2025 (surrender deadline 30 September 2026)

You answer questions from the account representative about surrendering allowances.

Representative: We emitted 48,200 t in 2025. How many EUAs must we surrender and by when?
Answer:""")
    neg(["stable_lookalike", "ppa_dates", "lang_nl_be"], "energy:ppa-term-flemish", """Ge zijt de assistent van de energiecoöperatie.
PPA-referentie: PPA-2024-0314-WPH
Looptijd: 1 april 2024 tot 31 maart 2039
Prijs: 62,50 EUR/MWh, geïndexeerd op 1 januari

Lid: Hoeveel jaar loopt de PPA nog?
Antwoord:""")
    neg(["stable_lookalike", "case_numbers", "kv_inline"], "humanitarian:case-kv", """[case file=LEB-26-0441187 household=5 office=beirut lang=ar]
You help registration staff answer questions about renewal appointments. Renewal slots are on
weekdays, 08:00-13:00. Never promise resettlement.

Staff: The family's certificate expires on 17 March. When is the earliest they can renew?
Answer:""")
    neg(["stable_lookalike", "ration_card", "lang_apc"], "humanitarian:ration-card-arabic", """إنت مساعد نقطة التوزيع.
رقم البطاقة: KK4-0098123
عدد الأفراد: ٧
نوع الحصة: نصف حصة (دورة ٢٠٢٦)

العائلة: ليش أخدنا ٢٥ كيلو طحين بس؟""")
    neg(["stable_lookalike", "voyage_dates", "system_tail"], "cruise:voyage-dates", """You are Marlin, the guest assistant on MS Aurora Coast.
Voyage: AC-2611, 7 nights, departs 2026-02-08, returns 2026-02-15 (San Juan)
Ports: St Thomas, Antigua, Guadeloupe, Dominica, St Lucia, Barbados
All aboard: 30 minutes before departure in every port

Guest: How many sea days are there on this voyage?
Marlin:""")
    neg(["stable_lookalike", "park_hours", "xml_attr"], "themepark:hours-xml", """<park name="Pinecrest Adventure Park" opens="09:00" closes="21:00" tz="America/Chicago" season="2026"/>
You help guests plan their day. Use only the park information given.

Guest: If we arrive at 3 pm, how many hours do we have?
Answer:""")
    neg(["stable_lookalike", "berth_contract", "lang_nap"], "marina:neapolitan-berth", """Si' l'assistente d'o puorto turistico.
Posto barca: C-14
Contratto: 2026/114 (01/04/2026 - 31/03/2027)
Barca: "Sirena", 11,80 m

Marinaro: Pozzo fà venì n'amico cu 'a varca soja ncopp'a 'o posto mio quann'io nun ce stongo?""")
    neg(["stable_lookalike", "vin_stock", "header_block"], "dealer:vin-stock", """Stock: 20260118-A2291
VIN: KMHJ381AGMU112233
Compliance plate: 11/2025
Dealer licence: MD 0418 (VIC)

Write a 60-word online listing for this car: Tucson Elite, white, 12 km, drive-away $48,990.""")
    neg(["stable_lookalike", "warranty_dates", "lang_pt_ao"], "dealer:warranty-angola", """És o assistente da oficina Auto Kilamba.
Matrícula: LD-41-22-AX
Garantia de fábrica: até 14/03/2028 ou 100 000 km
Última revisão: 15 000 km

Cliente: Os travões estão cobertos pela garantia?""")
    neg(["stable_lookalike", "studio_licence", "lang_en_sg"], "tattoo:studio-licence", """Studio: Ink Kopitiam, Tanjong Pagar
Licence: NEA-TS-2024-0934 (valid till 31/12/2026)
Hours: Tue-Sun 12pm - 9pm, closed Mon
Deposit: SGD 50, non-refundable

Customer: Can pay deposit by PayNow or must cash?
Answer:""")
    neg(["stable_lookalike", "cert_numbers", "json_member"], "collectibles:cert-numbers", """{"member": "2214907", "club": "Collectors Club", "cert_prefix": "81440", "service": "Value", "max_declared": 499}
You help members fill in grading submissions.

Member: Can I put a card with a declared value of $650 in this service?
Answer:""")
    neg(["stable_lookalike", "watch_reference", "lang_fr_ch"], "watch:reference-serial", """Tu es l'assistant du service après-vente.
Référence: 210.30.42.20.03.001
Nº de série: 88214417
Date d'achat (carte de garantie): 14.06.2021
Garantie: 5 ans

Client: Ma montre est-elle encore sous garantie?
Answer:""")
    neg(["stable_lookalike", "appraisal_ids", "footer"], "jewellery:appraiser-footer", """Write the description part of an insurance appraisal for a platinum wedding band, 5 mm, comfort fit,
size 9, stamped PT950, 8.4 g. No value.

--
Appraiser: R. Castillo, GG, ASA (accredited since 2012)
Appraisal template v3.2, revised 2025-11-03
""")
    neg(["stable_lookalike", "agency_ids", "system_tail"], "homehealth:agency-ids", """You help home-health aides document visits.
Agency: Prairie Home Health
EVV provider ID: 0445120
Medicaid provider: 1184402917
Care plan effective: 2026-01-05 (60-day certification)

Aide: How many days is this care plan good for?
Answer:""")
    neg(["stable_lookalike", "isbt_product", "header_block"], "bloodbank:product-codes", """Facility: TS-01
Product code: E0336V00 (red cells, leukoreduced, AS-1)
Storage: 1-6 °C, 42 days
Irradiation: within 14 days of collection

You help technologists with product questions.

Tech: A unit collected 2026-01-31 was irradiated on 2026-02-10. How long can it now be stored?
Answer:""")
    neg(["stable_lookalike", "season_ids", "yaml_front"], "sports:season-yaml", """---
league: Regionalliga Südwest (youth)
season: 2026/27
season_start: 2026-08-08
referee_badge: DFB-SR-0418
---
You explain referee appointments to club secretaries.

Secretary: When does the season start?
Answer:""")
    neg(["stable_lookalike", "production_ids", "header_block"], "film:production-ids", """Production: Salt Harbour (prod. no. SH-2026-01)
Shoot dates: 2026-02-02 to 2026-03-13
Camera: ARRI Alexa 35, ProRes 4444 XQ
Project frame rate: 24 fps

Convert 01:02:14:10 to a frame count from 01:00:00:00.
Answer:""")
    neg(["stable_lookalike", "isbn", "kv_inline"], "publishing:isbn-kv", """[book isbn=978-1-7394-2210-6 pub_date=2026-05-14 format=hardback]
You write back-cover copy for Halyard Books. 80 words, no spoilers.

Editor: "The Weir Keepers" - two sisters, a failing canal, and the winter of 1963.
Answer:""")
    neg(["stable_lookalike", "guard_licence", "system_tail"], "security:guard-licence", """You assist security officers on patrol.
Officer: K. Yildiz, licence 34a-0418 (valid to 2028-10-31)
Site: Logistikpark Süd
Rounds: every 2 hours from 22:00 to 06:00

Officer: How many rounds do I walk on a full night shift?
Answer:""")
    neg(["stable_lookalike", "vehicle_id", "lang_fr"], "scooters:vehicle-id", """Tu aides les techniciens de la flotte de trottinettes.
Véhicule: SC-LYN-40218
Mise en service: 2024-04-02
Firmware: 5.12.0 (2025-12-01)

Technicien: Cette trottinette a-t-elle le dernier firmware?
Answer:""")
    neg(["stable_lookalike", "casino_licence", "footer"], "casino:licence-footer", """You answer guests' questions about the loyalty programme: tiers are Silver, Gold and Platinum; points
expire after 12 months without play.

Guest: I haven't played since March 2025. Are my points gone?

--
Mesa Verde Resort Casino, gaming licence NGC-2019-0418. Please play responsibly.
""")
    neg(["stable_lookalike", "user_typed_time", "few_shot"], "sports:few-shot-minutes", """Convert the referee's shorthand into full sentences.

Example: "34' #6 H YC reckless" -> "In the 34th minute the home team's number 6 was cautioned for a reckless challenge."
Example: "2026-02-08 KO 11:07 (sched 11:00)" -> "On 8 February 2026 the match kicked off at 11:07, seven minutes late."

Input: "71' #6 H 2YC RC"
Output:""")
    neg(["stable_lookalike", "unrendered_placeholder"], "film:unrendered-placeholder", """Call sheet template (do not fill in):
Date: {{call_date}}
General crew call: {{crew_call}}
Shooting call: {{shooting_call}}

Explain to the new 2nd AD which of these fields they fill in and which come from the schedule.""")
    neg(["stable_lookalike", "relative_time", "user_typed_time"], "rink:user-typed-time", """It's 15:40 here at the rink and public skate ends at 15:50. The Zamboni driver says he needs 12 minutes
and hockey starts at 16:00. Can we start the flood early by clearing the ice 5 minutes before the end?""")
    neg(["stable_lookalike", "timezone", "header_block", "lang_nv"], "sports:navajo-timezone", """League: Window Rock youth basketball
Time zone: America/Denver (the Navajo Nation observes daylight saving time)
Registration closes: 2026-09-15

Parent: Arizona doesn't change the clocks, so are the game times in the schedule Arizona time?
Answer:""")
    neg(["stable_lookalike", "session_timeout"], "casino:timeout-config", """You are the cage kiosk help assistant.
Kiosk session timeout: 90 seconds
Max voucher redemption: $3,000
Voucher expiry: 180 days after printing

Guest: My voucher is from last night and says $1,250. Can the kiosk pay it?
Answer:""")
    neg(["control", "plain"], "plain-marina", """You are the assistant for a small marina. Answer questions about berths, fuel and the boat lift, and
keep it short.

User: Do you have a pump-out station for holding tanks?
Assistant:""")
    neg(["control", "plain"], "plain-orchestra", """You help amateur musicians find practice tips. Be encouraging and practical.

User: How do I stop my bow from shaking in soft passages?
Assistant:""")


# --- generated families ------------------------------------------------------------------------------------

# (name, language, system prompt, user message, cue line or None)
BODIES: list[tuple[str, str, str, str, str | None]] = [
    ("assay-lab", "en", "You explain assay results to the mine geologist. Quote grades in g/t and never round up.",
     "Sample DH-0412 came back 3.8 g/t Au over 2 m. Is that above our 2.5 g/t cut-off over 1.5 m?", "Answer:"),
    ("mine-bus", "ts", "U mupfuni wa mathekisi ya migodi. Hlamula hi Xitsonga, hi ku koma.",
     "Bazi ya shift ya nimixo yi suka hi nkarhi wihi eNamakgale?", None),
    ("brickworks", "ve", "Ni mufarisi wa fekitheri ya zwitina. Fhindulani nga Tshivenḓa, nga u pfufhifhadza.",
     "Zwitina zwa 40 000 zwi ḓo fhela lini arali ri tshi bika 6 000 nga ḓuvha?", None),
    ("quarry-scale", "nso", "O mothuši wa sekala ya kuari. Araba ka Sepedi, ka bokopana.",
     "Lori ya ka e imela ditone tše 34; na e feta molao wa ditone tše 32?", None),
    ("woodlot", "vro", "Sa olõt mõtsaomanikõ abiline. Kõnõlõ võro keelen, lühkült.",
     "Kuis ma mõõda kuusõpalgi tihumeetrit, ku mul om ainult pikkus ja läbimõõt?", None),
    ("timber-truck", "olo", "Sinä olet puutavaran kulettajan abuniekku. Vastua livvikse.",
     "Kuibo pitky puu voibi olla kuormas, kui auto on 25 metrii?", None),
    ("fire-tower", "udm", "Тон тылпу возьматӥсь юрттӥсь. Удмурт кылын вера, вакчиен.",
     "Тӧл 12 м/с, ву ӧвӧл. Тылпу куке кужмоязы?", None),
    ("octopus-fishery", "crs", "Ou en asistan pou pesser zourit. Reponn an Kreol Seselwa, kourt.",
     "Kan ki sezon zourit i fermen sa lannen?", None),
    ("reef-licence", "mh", "Kwe jibañ ri-eonwōd ro. Uwaak ilo kajin Majeļ, kadu.",
     "Ewi joñan ek ij maroñ bōk ilo juon raan?", None),
    ("pearl-farm", "rar", "Ko koe te tauturu o te au ngāi poe. Uiuia i te reo Māori Kūki 'Āirani.",
     "E ia marama e tika kia tāpiri i te poe ki roto i te tiāmara?", None),
    ("car-dealer-tn", "tn", "إنت مساعد وكالة الكراهب. جاوب بالتونسي، باختصار.",
     "قدّاش يلزمني نخلّص تسبقة باش ناخو كرهبة بالتقسيط؟", None),
    ("cash-aid", "apc", "إنت مساعد برنامج المساعدة النقدية. جاوب بالشامي، باختصار.",
     "إمتى بتنزل الدفعة الجاية على البطاقة؟", None),
    ("mobile-clinic", "prs", "تو دستیار کلینیک سیار هستی. به دری جواب بده، کوتاه.",
     "کلینیک سیار کدام روز به قریه ما می آید؟", None),
    ("borehole", "ki", "Wee nĩ mũteithia wa kamũtĩ ka kĩrima kĩa maaĩ. Cookia na Gĩgĩkũyũ.",
     "Pampu ya kĩrima kĩa maaĩ nĩ ĩthũkĩte. Tũkĩhe ũhoro ũrĩkũ?", None),
    ("landing-beach", "luo", "In jakony mar beach management unit. Dwok e Dholuo, machuok.",
     "Rech mag omena bende ochuli ushuru e beach?", None),
    ("seed-fair", "bm", "I ye dɛmɛbaga ye sumanw tilali la. Jaabi bamanankan na.",
     "Ɲɔ sumanw bɛ tila don jumɛn?", None),
    ("port-taxi", "gcf", "Ou sé asistan a taksi pò-a. Réponn an kréyòl, kout.",
     "Konbyen sa ka kouté pou alé Gosyé?", None),
    ("water-park", "srn", "Yu na a yepiman fu a watra park. Piki na ini Sranantongo, syatu.",
     "Pikin fu 5 yari kan go na ini a bigi glijbaan?", None),
    ("volcano-centre", "rcf", "Ou lé lasistan la mézon volkan. Répond an kréol, kourt.",
     "Lé ouvèr pou vizit lo volkan sa in?", None),
    ("water-taxi", "nap", "Si' l'assistente d'o taxi 'e mare. Rispunne in napulitano.",
     "Quanto se paga pe' ì a Capri e turnà?", None),
    ("referee-assoc", "an", "Yes l'asistent d'a colla d'arbitros. Responde en aragonés.",
     "Quántos partius puedo arbitrar ta un cabo de semana?", None),
    ("harmonie", "wa", "Vos estoz l' aidant del harmonreye. Responoz e walon.",
     "Cwand c' est l' repetition del samedi?", None),
    ("tattoo-pam", "pam", "Ika ing katulung ning tattoo studio. Sumagot king Kapampangan.",
     "Magkanu ing maliit a tattoo king gamat?", None),
    ("blood-bcl", "bcl", "Ika an katabang kan blood bank. Simbag sa Bikol.",
     "Pwede daw akong magdonar kun bagong tattoo ako?", None),
    ("jewel-cbk", "cbk", "Tu el ayudante del platero. Contesta na Chavacano.",
     "Cuanto ba el compone del cadena de oro quebrao?", None),
    ("sneaker-nan", "nan", "Lí sī ê-á-tiàm ê chō-chhiú. Ēng Tâi-gí ìn.",
     "Chit siang ê-á ū chin--ê pó-chèng-toaⁿ bô?", None),
    ("guard-bho", "bho", "रउआ सिक्योरिटी एजेंसी के सहायक बानी। भोजपुरी में जवाब दीं।",
     "रात के पाली में केतना बेर गश्त करे के बा?", None),
    ("nurse-syl", "syl", "তুমি নার্সর সহকারী। সিলেটি ভাষায় জবাব দিবায়।",
     "রোগীর জ্বর ১০২, কিতা করতাম?", None),
    ("rink-dsb", "dsb", "Ty sy pomocnik lodowego stadiona. Wótegroń dolnoserbski.",
     "Gdy jo zjawne běžanje na lodu?", None),
    ("festival-rup", "rup", "Hii agiutorlu a festivalui di filmi. Apãndãseashti armãneashti.",
     "Iu s-veadi filmul di searã?", None),
    ("home-care-hmn", "hmn", "Koj yog tus pab rau cov neeg tu laus. Teb ua lus Hmoob.",
     "Kuv yuav pab niam tais da dej li cas kom nws tsis ntog?", None),
    ("dealer-au", "en", "You're the service desk for Bayside Motors. Keep it short and friendly.",
     "How long does a logbook service take on a 2022 Ranger?", "Answer:"),
    ("gallery-ch", "fr", "Tu es l'assistant d'une galerie d'art à Lausanne. Réponds brièvement.",
     "L'exposition est-elle ouverte le dimanche?", "Answer:"),
    ("casino-ao", "pt", "És o assistente do casino. Responde em português de Angola, curto.",
     "A partir de que idade se pode entrar na sala de jogo?", "Answer:"),
    ("salmon-cl", "es", "Eres el asistente del centro de cultivo de salmón. Responde en español de Chile.",
     "¿Con qué temperatura del agua conviene bajar la ración?", "Answer:"),
    ("carbon-be", "nl", "Ge zijt de assistent voor het emissiehandelsregister. Antwoord kort.",
     "Tegen wanneer moeten we de rechten inleveren?", "Answer:"),
]

LOCALE = {"en": "en-AU", "ts": "ts-ZA", "ve": "ve-ZA", "nso": "nso-ZA", "vro": "vro-EE", "olo": "olo-RU",
          "udm": "udm-RU", "crs": "crs-SC", "mh": "mh-MH", "rar": "rar-CK", "tn": "ar-TN", "apc": "apc-LB",
          "prs": "fa-AF", "ki": "ki-KE", "luo": "luo-KE", "bm": "bm-ML", "gcf": "gcf-GP", "srn": "srn-SR",
          "rcf": "rcf-RE", "nap": "nap-IT", "an": "an-ES", "wa": "wa-BE", "pam": "pam-PH", "bcl": "bcl-PH",
          "cbk": "cbk-PH", "nan": "nan-TW", "bho": "bho-IN", "syl": "syl-BD", "dsb": "dsb-DE", "rup": "rup-MK",
          "hmn": "hmn-US", "fr": "fr-CH", "pt": "pt-AO", "es": "es-CL", "nl": "nl-BE"}

LOCAL_NOW = {
    "ts": ("Siku ra namuntlha", "SAST"), "ve": ("Ḓuvha ḽa ṋamusi", "SAST"), "nso": ("Letšatši la lehono", "SAST"),
    "vro": ("Täämbä", "EET"), "olo": ("Tänäpäi", "MSK"), "udm": ("Туннэ", "SAMT"), "crs": ("Dat ozordi", "SCT"),
    "mh": ("Raan in", "MHT"), "rar": ("Teia rā", "CKT"), "tn": ("تاريخ اليوم", "CET"), "apc": ("تاريخ اليوم", "EET"),
    "prs": ("تاریخ امروز", "AFT"), "ki": ("Ũmũthĩ", "EAT"), "luo": ("Kawuono", "EAT"), "bm": ("Bi", "UTC"),
    "gcf": ("Jòdi-la", "AST"), "srn": ("Tide", "SRT"), "rcf": ("Zordi", "RET"), "nap": ("Ogge", "CET"),
    "an": ("Güei", "CET"), "wa": ("Ådjoûrdu", "CET"), "pam": ("Ngeni", "PHT"), "bcl": ("Ngunyan", "PHT"),
    "cbk": ("Hoy", "PHT"), "nan": ("Kin-á-ji̍t", "TWT"), "bho": ("आज के तारीख", "IST"), "syl": ("আইজ", "BST6"),
    "dsb": ("Źinsa", "CET"), "rup": ("Azã", "EET"), "hmn": ("Hnub no", "CST"), "fr": ("Date du jour", "CET"),
    "pt": ("Hoje", "WAT"), "es": ("Fecha de hoy", "CLT"), "nl": ("Vandaag", "CET"),
}

LOCAL_SINCE = {"fr": ("Client depuis", "mars 2019"), "pt": ("Cliente desde", "junho de 2018"),
               "es": ("Cliente desde", "mayo de 2017"), "nl": ("Lid sinds", "februari 2015"),
               "crs": ("Manm depi", "Mars 2020")}

STABLE_LINES = ["Locale: {locale}", "Channel: web", "App-Version: 4.12.0", "Region: af-south-1",
                "Plan: community", "Accept-Language: {locale}", "Model: assistant-large"]


def _hexid(g: Gen13, t: datetime) -> str:
    return g.hex(32)


# (cue, family, label, key, value maker)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen13, datetime], str]]] = [
    ("datetime", "rfc3339", "Current time", "now", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Timestamp", "timestamp", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_us", "Server-Time", "server_time", lambda g, t: rfc3339(t, 6)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "asctime", "Now", "now", lambda g, t: ctime(t)),
    ("datetime", "gnu_date", "System date", "system_date", lambda g, t: unix_date(t)),
    ("datetime", "py_str", "Generated", "generated", lambda g, t: py_str(t)),
    ("datetime", "py_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "Request-Time", "request_time", lambda g, t: log4j_iso(t)),
    ("datetime", "go_nano", "Rendered", "rendered", lambda g, t: go_nano(t, g.small(100, 999))),
    ("datetime", "js_iso", "Client time", "client_time", lambda g, t: js_iso(t)),
    ("datetime", "windows", "Terminal time", "terminal_time", lambda g, t: windows_general(t)),
    ("datetime", "mdy12", "Local time", "local_time", lambda g, t: mdy12(t)),
    ("datetime", "dmy", "Device time", "device_time", lambda g, t: dmy(t, "/", True)),
    ("datetime", "dmy_dotted", "Uhrzeit", "uhrzeit", lambda g, t: dmy(t, ".")),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "compact", "Built", "built_at", lambda g, t: compact(t)),
    ("datetime", "epoch_s", "Epoch", "epoch", lambda g, t: str(epoch_s(t))),
    ("datetime", "epoch_ms", "Now (ms)", "now_ms", lambda g, t: str(epoch_ms(t))),
    ("datetime", "epoch_us", "Clock (us)", "clock_us", lambda g, t: str(epoch_us(t))),
    ("datetime", "epoch_ns", "Now (ns)", "now_ns", lambda g, t: str(epoch_ns(t))),
    ("datetime", "iso_week", "Week", "iso_week", lambda g, t: iso_week(t)),
    ("datetime", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("datetime", "sk_now", "Current date and time", "current", lambda g, t: sk_now(t)),
    ("datetime", "dtg", "DTG", "dtg", lambda g, t: dtg(t)),
    ("datetime", "time_only", "Local clock", "clock", lambda g, t: hms(t)),
    ("request_id", "uuid4", "Request-Id", "request_id", lambda g, t: g.uuid4()),
    ("trace_id", "uuid7", "Trace", "trace", lambda g, t: g.uuid7(t)),
    ("session_id", "uuid1", "Session", "session", lambda g, t: g.uuid1()),
    ("request_id", "ulid", "Correlation-Id", "correlation_id", lambda g, t: g.ulid(t)),
    ("session_id", "ksuid", "Conversation", "conversation", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("request_id", "hex32", "X-Request-Id", "x_request_id", _hexid),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(18)),
    ("token", "b58", "Session-Token", "session_token", lambda g, t: g.b58(32)),
    ("message_id", "snowflake", "Message-Id", "message_id", lambda g, t: g.snowflake(t)),
    ("request_id", "nanoid", "Call", "call_id", lambda g, t: g.nanoid()),
    ("request_id", "prefixed", "Request", "req", lambda g, t: "req_" + g.b62(24)),
    ("session_id", "b32", "Visit", "visit", lambda g, t: g.b32(26)),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_us", "epoch_ns"}

STABLE_FIELDS: list[tuple[str, str, str]] = [
    ("API-Version", "api_version", "2025-09-30"), ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_revision", "2026-01-12"), ("Member since", "member_since", "2019-04-02"),
    ("Contract start", "contract_start", "2025-07-01T00:00:00+02:00"), ("Firmware", "firmware", "2025.11.2"),
    ("Release", "release", "v4.18.0"), ("Tenant", "tenant", "7d0c3e52-1b8a-4f6e-9c21-5a4e8b2d7f10"),
    ("IBAN", "iban", "BE71 0961 2345 6769"), ("CFR", "cfr", "GBR000C20417"), ("IMO", "imo", "9432117"),
    ("EIC", "eic", "22XNOORDSTROOM-K"), ("Registry account", "registry_account", "EU-100-5012345-0-22"),
    ("FSC licence", "fsc_licence", "FSC-C148203"), ("ISBN", "isbn", "978-1-7394-2210-6"),
    ("VIN", "vin", "KMHJ381AGMU112233"), ("Watch serial", "watch_serial", "88214417"),
    ("Style code", "style_code", "DZ5485-612"), ("Product code", "product_code", "E0336V00"),
    ("EVV provider", "evv_provider", "0445120"), ("Referee badge", "referee_badge", "DFB-SR-0418"),
    ("Season", "season", "2026/27"), ("Guard licence", "guard_licence", "34a-0418"),
    ("Time zone", "time_zone", "Africa/Johannesburg"), ("Office hours", "office_hours", "08:00-17:00"),
    ("Timeout", "timeout_s", "30"), ("Fiscal year", "fiscal_year", "FY2026"),
    ("Blasting window", "blast_window", "12:00-14:00"), ("Licence expiry", "licence_expiry", "2027-06-30"),
    ("Voyage", "voyage", "AC-2611"),
]
STABLE_NUMERIC = {"imo", "timeout_s", "watch_serial"}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "tail", "yaml_front", "json_member",
             "xml_attr", "kv_inline", "bracket_user"]


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field written the way each position holds it."""
    json_value = value if numeric else '"' + value.replace('"', '\\"') + '"'
    kv_value = value if " " not in value else f'"{value}"'
    return {"line": f"{label}: {value}", "yaml": f"{key}: {value}", "json": f'"{key}": {json_value},',
            "attr": f'{key}="{value}"', "kv": f"{key}={kv_value}", "bracket": f"({label}: {value})"}


def _render(g: Gen13, position: str, body: tuple[str, str, str, str, str | None], forms: dict[str, str],
            mark: Callable[[str], str]) -> str:
    name, lang, system, question, cue = body
    locale = LOCALE[lang]
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    field_line = mark(forms["line"])
    if position == "head":
        return f"{field_line}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{field_line}\n\n{user}{end}"
    if position == "header_block":
        block = [s.format(locale=locale) for s in g.rng.sample(STABLE_LINES, 3)]
        block.insert(g.small(0, 4), field_line)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{field_line}{end}"
    if position == "tail":
        return f"{system}\n\n{user}\n\n--\n{field_line}\n"
    if position == "yaml_front":
        return f"---\nbot: {name}\n{mark(forms['yaml'])}\nlocale: {locale}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        return (f'{{\n  "bot": "{name}",\n  {mark(forms["json"])}\n  "locale": "{locale}"\n}}\n'
                f"{system}\n\n{user}{end}")
    if position == "xml_attr":
        return f'<context bot="{name}" {mark(forms["attr"])} locale="{locale}"/>\n{system}\n\n{user}{end}'
    if position == "kv_inline":
        return f"[ctx bot={name} {mark(forms['kv'])} locale={locale}]\n{system}\n\n{user}{end}"
    assert position == "bracket_user"
    return f"{system}\n\n{user} {mark(forms['bracket'])}{end}"


GENERATED_POSITIVES = 40
GENERATED_NEGATIVES = 30
FIELDS_DRAWN = 28


def generated_positives(g: Gen13) -> list[Draft]:
    """One volatile field (or the current date labelled in the body's language) in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    fields = fields[:FIELDS_DRAWN]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_POSITIVES):
        body = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_NOW and k % 3 == 0:
            label, zone = LOCAL_NOW[lang]
            cue, family = "datetime", f"localized_now_{lang}"
            forms = _forms(label, "today", local_date(lang, g.at(zone)), False)
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            t = g.at(g.pick(["UTC", "SAST", "EAT", "CET", "AST", "MHT", "CKT", "AFT", "NPT", "ACST", "SCT"]))
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(Draft(marked, f"{SRC}generated:{body[0]}+{family}",
                         ["generated", position, family, f"lang_{lang}"]))
    return out


def generated_negatives(g: Gen13) -> list[Draft]:
    """The same bodies and positions holding one stable value that looks like a date or an id."""
    fields = list(STABLE_FIELDS)
    g.rng.shuffle(fields)
    fields = fields[:FIELDS_DRAWN]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        body = bodies[(k * 5) % len(bodies)]
        position = POSITIONS[(k + 4) % len(POSITIONS)]
        lang = body[1]
        if lang in LOCAL_SINCE and k % 2 == 1:
            label, value = LOCAL_SINCE[lang]
            family, forms = f"localized_member_since_{lang}", _forms(label, "member_since", value, False)
        else:
            label, key, value = fields[k % len(fields)]
            family, forms = key, _forms(label, key, value, key in STABLE_NUMERIC)
        plain = _render(g, position, body, forms, lambda s: s)
        out.append(Draft(plain, f"{SRC}negative:generated:{body[0]}+{family}",
                         ["hard_negative", "generated", position, family, f"lang_{lang}"]))
    return out


# --- assembly -------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen13(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted_a()
    _negatives_pasted_b()
    _negatives_pasted_c()
    _negatives_stable()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold13", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
