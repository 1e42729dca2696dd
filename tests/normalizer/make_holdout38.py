"""Build `prompt_normalizer/corpus/holdout38.jsonl`, a thirty-eighth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout38.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout36.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (`build`, `main`
and the placement of its pasted negatives) for the structure of a generator. (A listing of
`tests/normalizer/` filtered to the generators' names, a count of the holdout files in
`prompt_normalizer/corpus/` and a check that `holdout38.jsonl` did not exist yet showed names and a
number only; the ruff settings in `pyproject.toml` were read for the line length.) The corpus keeps
away from libraries, archives, museums and auction houses.

The domain is the energy sector. The earlier docstrings already name some of it: half-hourly smart
meter data, Eloverblik-style data, EV charging and OCPP and an Estonian grid-control snapshot
(make_holdout6), a wind-farm SCADA context and a water works poll (make_holdout7), utility customer
chat with bills and meter readings (make_holdout9), intraday order books, REMIT, ENTSO-E documents,
gas nominations, carbon registries and guarantees of origin (make_holdout13), substation SCADA alarm
summaries, outage management, switching orders, relay settings, SunSpec inverters, wind blade
inspections and turbine controllers (make_holdout16), OCPI ids, charging app support and charger
availability (make_holdout25), smart meter reads pulled for the request, a planned-works letter, heat
pump tariffs and in-home displays (make_holdout29). The scenarios here were written around them: no
OCPP or OCPI messages, REMIT reports, ENTSO-E documents, order books, registry sessions, switching
orders, SunSpec registers, blade damage grading, meter data pulls or planned-works letters; where a
first draft came close (a planned power cut letter, drone blade grading, a thermostat schedule, a
charging support chat, a meter exchange job sheet, a supplier's tariff letter) it was re-themed
before the corpus was written (a constraint compensation statement, lightning protection tests, a
heat battery, an overstay fee dispute desk, a heat pump service sheet, a charging subscription
letter). The sources are:

* grid and control-room operations: a transmission control shift handover (operator session and
  console time), a PMU frequency trace read "at" a time for the request, a Balancing Mechanism
  instruction explainer (pretty JSON with a UUIDv7 and an epoch in ms), a DSO's constraint
  compensation statement whose statement date and statement job the tool fills in, a 105 fault line
  call (Call-ID and answer time), redispatch behind a ChatML system turn, a Grid Code helper behind
  a Llama 3 system header (`Today Date`, with `Cutting Knowledge Date` staying), an outage planner
  with the current ISO week, a switching log fed by a radio gateway (`[received ...]` prefix), a
  procedures assistant (templated "Today is" sentence), an RTU point-name helper behind gRPC
  metadata (epoch in ns and a correlation id); and as hard negatives settlement period arithmetic,
  system price tables, BOA tables, dispatch instruction logs, a frequency event report, an RTU
  syslog, a shift log, permits to work, a connection offer, a network operator's e-mail and a
  planned interruption notice;
* wind farm operations and maintenance: a fault triage line (`[ctx req=... at=...]`), a climb permit
  session and tablet time, a crew transfer vessel plan with a forecast fetched "at" a time, a
  historian query with its id inside the sentence, a lightning protection test upload
  (`[upload id=... received=...]`), an O&M report drafter (YAML front matter), a work order writer
  behind an HTML-comment canary, a German Betriebsführung (`Stand:` and `Sitzung:`); and as hard
  negatives turbine fault logs, CMMS work orders, lightning protection test reports, vessel
  transfer logs, availability tables and an O&M contract clause;
* solar farm operations and maintenance: inverter trips behind an HTTP request (`Date` and
  `X-Request-ID`), a soiling planner (pretty JSON), a Spanish plant operator (`Fecha y hora
  actual`), a daily generation note's footer, tracker stow with met readings "as of" a time, a
  string-testing crew's markdown session table, a Texas rooftop solar customer's statement question
  behind an AWS trace header; and as hard negatives a plant SCADA alarm list, an
  inverter event log, an export payment statement, a PPA invoice and day-ahead auction results;
* EV charging networks: an overstay fee dispute desk (desk session and server time) next to a
  receipt the driver pastes, a van depot charging planner (XML attribute and element), a rapid hub
  kiosk (weekday and time), roaming behind B3 headers, a Dutch charge point helpdesk, a Norwegian
  rapid charger line, a fleet portal's session JWT, a French charge point message with `Reçu le :`
  and a message snowflake after it; and as hard negatives charge session receipts, a charge point API response, a charging error dialog, an
  availability board, a fleet charging invoice and a subscription tariff letter;
* home energy advice and smart meters: a heat pump adviser (templated sentence inside a
  paragraph), a home battery's inverter clock read for the request, an insulation grant checker
  behind a cookie (the session pair last), an Italian energy desk, an advice line's markdown
  bullets, a smart meter installer's laptop clock and commissioning session, a heat battery app
  (`(sent ...)` on the user's message), a time-of-use explainer with a ctime trailer; and as hard
  negatives half-hourly CSV exports, a home battery export, a heat battery schedule, a heat pump
  commissioning certificate and service sheet, an EPC, a smart meter appointment e-mail and
  stable customer headers (customer since, fixed-price end, MPAN, meter serial);
* district heating: a Danish customer service line (`Dags dato:` and `Samtale-id:`), a heat network
  operator's HMI session with substation readings "as of" a time, a bill explainer with a logfmt
  footer (`req=`), a German Fernwärme portal (Python logging stamp), a heat interface unit helper
  with a reply draft and its creation time; and as hard negatives heat meter readings (Danish), a
  substation logger and a planned works SMS;
* energy trading and balancing desks: an imbalance position snapshot with its snapshot id, a desk
  Slack bot (`ts` and event id), a Teams activity (pretty JSON), a battery optimiser run and its
  start, a VaR summary built "at" a time for the request, a confirmation matcher behind a GCP trace;
  and as hard negatives trade confirmations, a broker chat export, a capacity agreement, trade ids
  and epochs the user asks about;
* hydrogen and battery storage sites: an electrolyser's control system clock (`DT#`) and HMI
  session, a BESS operator's nested YAML context, a refuelling station kiosk (help request id and
  kiosk time), a BESS alarm relay envelope and a gas detection CloudEvent (the alarm's and the
  event's own times stay), a compressor review with Go's `time.Now().String()`, a work order
  delivered as Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`); and as
  hard negatives EMS event lines whose first member is `"id"`, an electrolyser trip report, a
  refuelling receipt (Dutch), a tube trailer delivery note (German), a gas detector calibration
  record, a fuel cell backup test, a webhook delivery pasted to debug its timestamp and a
  load-shedding schedule;
* program lines next to pasted or fetched material: a mail gateway's `Processed:` stamp and mailbox
  poll above a network operator's e-mail (its own `Date:` stays), a scheduler's `ctx.now_ms`
  assignment above a rule under review.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Apache `time_local`, Python `isoformat()` and logging, Log4j ISO 8601, Go RFC3339Nano and
`time.Now().String()`, .NET round-trip and "f", JavaScript `toISOString()`, Windows general, US
medium 12-hour dates, English long dates (US and British), Llama 3.1's `Today Date`, ISO dates and
ISO week dates, ISO basic, ISO date-times with a zone name (GMT, BST, CET, CEST, CDT), day-first
slashed and dotted dates with a time, the IEC 61131-3 `DT#` literal, a time of day alone, a weekday
with a time, epochs in s, ms, us and ns, and dates written in German, Danish, Dutch, Spanish,
Italian, Norwegian, French and Polish. Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId,
traceparent, B3 multi, AWS X-Ray, GCP and Cloudflare ray ids, long hex (lower and upper case),
base32, base62, base64url and base64 tokens, JWTs, a SIP Call-ID, Slack `ts` and event ids, a Teams
activity id, Discord-style snowflakes, Standard Webhooks ids and signatures, and vendor-prefixed ids
(`sj_`, `ps-`, `hq-`, `up_`, `ses_`, `dd_`, `plr_`, `ks_`, `rq_`, `cs-`, `hmi-`, `hr_`, `rd_`,
`snp_`, `rly_`, `msg_`, `mp-`, `dr_`). Positions: header blocks (`Label: value`, HTTP request
headers, gRPC metadata, B3 headers), head and tail of the prompt, the tail of a system prompt (also
in a ChatML system turn, the stamp on its own line, and a Llama 3 system header), YAML front matter
and nested YAML, pretty-printed JSON members (also in a Teams activity, a relay envelope and a
CloudEvent), XML attributes followed by a stable attribute and an XML element, `key=value` pairs in
bracketed lines and a logfmt line, a cookie's last pair, markdown table rows and bullets, HTML
comments, templated sentences, phrases with their preposition ("at ...", "as of ..."), an id inside
a sentence, a `[received ...]` prefix on a relayed line, a `(sent ...)` stamp on the user's
message, an assignment line, footers after a `--` line, metadata lines after the last user message,
and program lines right above or below pasted or fetched material.

Prompts are in English (British, US, Texan and Australian settings) and in German, Danish, Dutch,
Spanish, Italian, Norwegian (Bokmål), French and Polish, with pasted material in Danish, Dutch and
German and follow-up questions in German, Spanish, Dutch, Danish, French and Polish appended to some
pasted blocks.

What it is: 302 prompts. 140 carry volatile fields (199 spans): 62 hand-written positives (102
spans; 38 with two fields, one with three) and 78 generated ones (97 spans; 19 with two fields).
162 carry none: 18 hand-written negatives that are not pasted (16 hard negatives: a settlement
period and clock-change question, epochs, a traceparent, a meter display's `Date:`, meter ids, a
trade id and a JWT the user asks about, a stable prompt header with prompt version, knowledge
cutoff, API version and Grid Code issue, a customer header with customer-since and fixed-price
dates, a site header with energisation date and SCADA version, Discord guild and channel ids,
few-shot dates, an unrendered `{{current_date}}`, a user-typed clock, relative times and warranty
date arithmetic; and two plain controls) and 144 hard negatives built from 48 pasted blocks, each
placed three times in rotation among twelve arrangements (question after the block, before it,
typed straight under it with no blank line, after an introducing line, quoted with "> ", in a code
fence, in an earlier user turn of a chat, in a user turn under a system prompt, under a "Forwarded
message" line, after a pointing sentence wrapped over two lines, with a follow-up after it, and with
a question in another language appended). Blocks open with lines exactly like program metadata
(`Session:`, `Updated:`, `Request ID:`, `Time`, `Timestamp,`, `[2026-...]`, `{"id": ...`, `Date:`
inside notices and e-mails, an HTTP request line with webhook headers). The generated positive
family puts one field, or two of different kinds every fourth case, at one of eleven positions
(head, system tail, header block with stable neighbours, after the last user message, footer after
`--`, YAML front matter, pretty JSON members never last in their object, XML attributes followed by
a stable attribute, `key=value` pairs in a bracketed context line followed by a stable pair, HTML
comments, markdown bullets; seven each and eight at the head) of 18 bodies (10 in English, 8 in the
languages above, which end with the user's message or the metadata after it), drawn from 32
formats and labels (all used), or, for 14 cases, the current date and time labelled and written in
the body's language. The output is deterministic (seeded); once written and hashed it is frozen: do
not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout36.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work sessions, device clocks, "today"
written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now" labels).
Clarifications made here:

* Energy records are content: alarm, event, fault and trip times, meter reads and half-hourly
  intervals, settlement periods, system and auction prices, BOA numbers, dispatch instruction
  references and their times, trade ids, trade dates and confirmation references, permit issue and
  clearance times, work order, outage, connection, tariff, certificate, calibration, service and
  warranty dates, MPANs, meter serials, charge session numbers and receipt times, forecast validity
  times, the readings of a fetched trace, snapshot or table, and the ids, signatures and timestamps
  of a webhook delivery the user pastes to debug stay, also next to a program's stamp and also when
  the program fetched them for this request; only the stamp ("Frequency trace read from the PMU
  historian at <time> for this request:", "Position snapshot as of <time> for this request:") and
  the ids minted for the query, snapshot, poll, upload or help request move.
* Work sessions are sessions: an operator console, climb permit, commissioning, HMI, EMS, kiosk,
  dispute desk and chat session, and a call's Call-ID with its answer time, move; sites, turbines,
  substations, stacks, containers, meters, accounts, fleets, depots, bays, counterparties, Slack
  channels, Discord guilds and Teams personal conversations stay.
* Device and site clocks read for this request are the current time in any form: a control
  console, a technician's tablet, a kiosk, a home battery's inverter, an installer's laptop, an
  electrolyser's control system (`DT#`), a dispenser kiosk. Times the user types ("It's 17:40 here
  at Dunmore substation") stay.
* Envelope vs payload: a BESS alarm relay's `relay_id` and `received_at`, a CloudEvent's `id` and
  `time`, and a Standard Webhooks delivery's `webhook-id`, `webhook-timestamp` and
  `webhook-signature` move; the alarm's `event_time`, the gas event's data and the work order inside
  stay.
* Runs and jobs move with their start: an optimiser run, a depot planner run, a dispatch run, a
  statement job; the statement date that the tool fills in as today moves with it, while the period
  and the curtailed energy stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Position snapshot as of <time> for this request:" leaves "Position snapshot for this request:";
  "Query <id> read the SCADA historian at <time> for turbines T01 to T06:" leaves "Query read the
  SCADA historian for turbines T01 to T06:"); `key=value` pairs and XML attributes are followed by a
  stable neighbour and a cookie's session pair is its last pair; volatile members of pretty-printed
  JSON are never the last member of their object; a markdown row or bullet, an HTML comment, an XML
  element, a nested YAML member, an assignment line and a templated sentence alone on its line
  holding one field are whole-line spans; a stamp in a ChatML system turn sits on its own line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it.
"""

from __future__ import annotations

import base64
import sys
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS,
    DAYS_LONG,
    IST,
    JST,
    MONTHS,
    MONTHS_LONG,
    Draft,
    Gen,
    clf,
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
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20380611
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout38.jsonl"
SRC = "holdout38:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CST_US = timezone(timedelta(hours=-6), "CST")
CDT_US = timezone(timedelta(hours=-5), "CDT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
SAST = timezone(timedelta(hours=2), "SAST")


# --- value formats not in make_holdout ---------------------------------------------------------------------

def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dotted_hm(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%S}Z"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def llama_date(t: datetime) -> str:
    """Llama 3.1's `Today Date` line value."""
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def iec_dt(t: datetime) -> str:
    """IEC 61131-3 `DT#` literal."""
    return f"DT#{t:%Y-%m-%d-%H:%M:%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


MONTHS_DE = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
MONTHS_DA = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
MONTHS_NL = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
MONTHS_ES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
MONTHS_IT = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
MONTHS_NO = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
MONTHS_FR = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
MONTHS_PL_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]
DAYS_DE = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DAYS_DA = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]


def now_label(lang: str, t: datetime) -> str:
    """The current date and time, labelled and written in `lang`."""
    m = t.month - 1
    if lang == "de":
        return f"Aktuelles Datum: {DAYS_DE[t.weekday()]}, {t.day}. {MONTHS_DE[m]} {t.year}, {t:%H:%M} Uhr"
    if lang == "da":
        return f"Dags dato: {DAYS_DA[t.weekday()]} den {t.day}. {MONTHS_DA[m]} {t.year} kl. {t:%H.%M}"
    if lang == "nl":
        return f"Huidige datum en tijd: {t.day} {MONTHS_NL[m]} {t.year}, {t:%H:%M}"
    if lang == "es":
        return f"Fecha actual: {t.day} de {MONTHS_ES[m]} de {t.year}, {t:%H:%M}"
    if lang == "it":
        return f"Data e ora attuali: {t.day} {MONTHS_IT[m]} {t.year}, ore {t:%H:%M}"
    if lang == "no":
        return f"Dagens dato: {t.day}. {MONTHS_NO[m]} {t.year} kl. {t:%H.%M}"
    if lang == "fr":
        return f"Date et heure actuelles : {t.day} {MONTHS_FR[m]} {t.year}, {t.hour} h {t:%M}"
    assert lang == "pl"
    return f"Bieżąca data: {t.day} {MONTHS_PL_GEN[m]} {t.year}, godz. {t:%H:%M}"


class Gen38(Gen):
    """`Gen` with the zones of the energy markets used here and a few id shapes."""

    def moment_uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def moment_tx(self) -> datetime:
        t = self.moment()
        return t.astimezone(CDT_US if 4 <= t.month <= 10 else CST_US)

    def moment_au(self) -> datetime:
        t = self.moment()
        return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)

    def moment_in(self, zone: str) -> datetime:
        if zone == "UK":
            return self.moment_uk()
        if zone == "EU":
            return self.moment_eu()
        if zone == "US":
            return self.moment_us()
        if zone == "TX":
            return self.moment_tx()
        if zone == "AU":
            return self.moment_au()
        return self.moment({"UTC": UTC, "JST": JST, "IST": IST, "SAST": SAST}[zone])

    def pref(self, prefix: str, n: int) -> str:
        return prefix + self.b62(n)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def call_id(self, host: str) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-{self.hex(8)}@{host}"


POS: list[Callable[[Gen38], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen38], Draft]) -> Callable[[Gen38], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


# --- hand-written positives: grid and control-room operations -----------------------------------------------

@pos
def _shift_handover(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Console: ENCC-2 (transmission control, north)
{v('session_id', 'Operator session: ' + g.nanoid())}
{v('datetime', 'Console time: ' + iso_space(t) + ' ' + str(t.tzname()))}
Role: shift assistant

You help control engineers write the shift handover. Use the headings Network state, Outages in
progress, Constraints and Actions for next shift. Do not invent switching that is not in the notes.

Engineer: Draft the handover from my notes.
- 06:40 SGT2 at Harlow Cross back from maintenance, on load 07:15.
- 09:05 constraint B6 active, limit 1,240 MW, trades with Moray Firth wind to relieve.
- 11:30 Elgin-Dunmore 132 kV circuit tripped, DAR successful, no customers lost.
- Outage NGO-26-0412 (Penwell bus coupler) starts 22:00 tonight, switching programme SP-7781.
Assistant:""", f"{SRC}pos:grid:shift-handover", ["header_block", "head", "nanoid", "iso_space", "two_fields"])


@pos
def _frequency_event(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You explain grid frequency events to the operations team in plain language: the likely cause first,
then the response services that acted, then anything that looks wrong.
Frequency trace read from the PMU historian {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
  14:02:11.2  50.012 Hz
  14:02:13.8  49.781 Hz   (loss of 1,020 MW, interconnector trip)
  14:02:21.0  49.642 Hz   nadir
  14:03:05.4  49.905 Hz
  14:06:40.0  49.998 Hz

User: Did dynamic containment do its job here, and why did frequency keep falling for eight seconds?
Assistant:""", f"{SRC}pos:grid:frequency-trace", ["fetch_stamp", "inline_phrase", "rfc3339", "fetched_data_neighbour"])


@pos
def _boa_explainer(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{{
  "tool": "bm-desk-explainer",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('epoch', '"issued_at_ms": ' + str(epoch_ms(t)) + ',')}
  "market": "GB-BM",
  "audience": "new starter"
}}
You explain Balancing Mechanism instructions to new starters on the trading desk. Say what the system
operator asked the unit to do, for how long, and what it earns or pays. No jargon without a gloss.

Instruction to explain:
BOA 119384  unit T_KESTW-1  from 16:30 to 17:00  level from 0 MW to -120 MW
Bid price GBP -38.50/MWh, settlement periods 34-35

Explanation:""", f"{SRC}pos:grid:boa-explainer", ["json_block", "head", "uuid7", "epoch_ms", "two_fields"])


@pos
def _curtailment_statement(g: Gen38) -> Draft:
    t = g.moment_uk()
    month = (t.replace(day=1) - timedelta(days=1))
    return Draft(f"""You draft the cover note of the monthly constraint compensation statement that Northvale Power
Networks sends to wind farm owners on its flexible connections. State the period, the curtailed
energy, the compensation and how it was calculated, in under 150 words.
{v('run_id', 'Statement job: sj_' + g.b62(12))}
{v('date', 'Statement date (today): ' + british_long(t))}
Generator: Moss Fell Wind Farm (18 MW, flexible connection FC-0412)
Period: {MONTHS_LONG[month.month - 1]} {month.year}
Curtailed energy: 1,842.6 MWh in 37 instructions
Compensation rate: GBP 46.20/MWh (connection agreement, schedule 3)

Write the cover note.""", f"{SRC}pos:grid:curtailment-statement", ["today_in_artefact", "run_id", "long_date",
                                                                   "two_fields", "dates_in_content_neighbour"])


@pos
def _lv_fault_call(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You assist the call handler on the Northvale Power Networks 105 line. Check the incident list first,
give the caller the restoration estimate if there is one, and never promise a time we do not have.
{v('session_id', 'Call-ID: ' + g.call_id('sbc.northvale.example'))}
{v('datetime', 'Call answered: ' + hms(t))}
Caller number: +44 7700 900431
Postcode: NV4 2LT
Known incident in area: INC-26-30412 (HV fault, restoration estimate 21:30)

Caller: All the lights went off on our street about twenty minutes ago. Is it just us?
Assistant:""", f"{SRC}pos:grid:lv-fault-call", ["call_id", "time_alone", "header_block", "two_fields",
                                                  "stable_neighbours"])


@pos
def _redispatch_chatml(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""<|im_start|>system
You are RedispatchAid for the Mittelnetz control centre. Suggest redispatch measures in order of cost
and say which neighbouring TSO has to agree. Answer in English.
{v('datetime', 'Current date and time: ' + iso_space(t)[:16] + ' ' + str(t.tzname()))}
<|im_end|>
<|im_start|>user
The 380 kV line Ostwald-Nordheim is at 104 % after the N-1 of Nordheim transformer 2. Options?<|im_end|>
<|im_start|>assistant""", f"{SRC}pos:grid:redispatch-chatml", ["chat_template", "own_line_in_turn", "iso_minutes"])


@pos
def _grid_code_llama(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You answer questions about the Grid Code for connection engineers at Fenmoor Renewables. Quote the
clause number you rely on.<|eot_id|><|start_header_id|>user<|end_header_id|>

Does a 49.9 MW battery need to meet the fault ride-through requirements in ECC.6.3.15?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", f"{SRC}pos:grid:grid-code-llama",
                 ["chat_template", "llama_today_date", "knowledge_cutoff_neighbour"])


@pos
def _outage_planner_week(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the outage planning team at Northvale Power Networks check the outage register for clashes:
two outages on the same primary, or an outage on a circuit that backs up another outage.
{v('date', 'Current week: ' + iso_week(t))}
Planning horizon: 8 weeks
Register version: OPR 3.2

Planner: Any clashes in the register extract?
OUT-5521  Carrow Primary T1        weeks 14-15  backfeed via Carrow-Linton 33 kV
OUT-5534  Carrow-Linton 33 kV      week 15      cable joint replacement
OUT-5540  Dunmore Grid SGT3        weeks 18-19  relay retrofit
Assistant:""", f"{SRC}pos:grid:outage-planner", ["iso_week", "system_tail", "stable_neighbours",
                                                   "pasted_content_neighbour"])


@pos
def _radio_relay(g: Gen38) -> Draft:
    t = g.moment_uk()
    earlier = t - timedelta(minutes=g.small(6, 25))
    return Draft(f"""You help the distribution control engineer keep the switching log. Turn the field messages relayed
from the radio gateway into log entries with time, location, operation and the person who did it.

Earlier messages (already logged):
[{hm(earlier)}] J. Mensah: At Linton Primary, ready to switch.

Relayed now:
{v('datetime', '[received ' + rfc3339(t) + ']')} J. Mensah: Opened CB 4 at Linton Primary, earths applied, permit PTW-26-1187 issued to R. Diaz.
Log entry:""", f"{SRC}pos:grid:radio-relay", ["relayed_line_prefix", "rfc3339", "inline_prefix",
                                                "earlier_turn_stays"])


@pos
def _control_room_procedure(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the procedures assistant in the Northvale distribution control room. Answer from the control
room procedures only and give the procedure number. {v('date', 'Today is ' + british_long(t) + '.')} If a
procedure has been superseded, say so.

Procedures in force: CRP-04 Switching (rev 7, 2025-09-01), CRP-11 Severe weather (rev 3, 2025-11-15),
CRP-12 Loss of SCADA (rev 2, 2024-06-30).

Engineer: SCADA to the eastern zone has been down for ten minutes. What do I do first?
Assistant:""", f"{SRC}pos:grid:procedures", ["inline_sentence", "long_date", "authored_dates_neighbour"])


@pos
def _telemetry_grpc(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""grpc metadata:
  grpc-timeout: 20S
  user-agent: rtu-gateway/2.8.1 grpc-go/1.68.0
  {v('epoch', 'x-request-start-ns: ' + str(epoch_ns(t, g.small(1, 1000))))}
  {v('request_id', 'x-correlation-id: ' + g.hex(32))}

You translate RTU point names into plain descriptions for the SCADA database clean-up. One line each.

Points:
LNT_T1_OLTC_TAP
LNT_CB4_SF6_LO_ALM
LNT_BB1_VT_FAIL""", f"{SRC}pos:grid:telemetry-grpc", ["head", "header_block", "epoch_ns", "hex32", "two_fields",
                                                       "nested_yaml_like"])


# --- hand-written positives: wind farm operations and maintenance ------------------------------------------

@pos
def _turbine_fault_ctx(g: Gen38) -> Draft:
    t = g.moment_uk()
    f1 = t - timedelta(minutes=g.small(40, 90))
    f2 = f1 + timedelta(minutes=g.small(8, 20))
    return Draft(f"""You triage wind turbine faults for the Kestrel Ridge O&M team. Say whether a climb is needed, what
to check from the ground first, and which spares to take up.
[ctx {v('request_id', 'req=' + g.ulid(t))} site=KR-WF {v('datetime', 'at=' + rfc3339(t))} wtg=T07]

Fault log from the turbine controller:
{iso_space(f1)}  3401  Converter DC link overvoltage     auto-reset 1/3
{iso_space(f1 + timedelta(seconds=312))}  3401  Converter DC link overvoltage     auto-reset 2/3
{iso_space(f2)}  3401  Converter DC link overvoltage     STOP, manual reset required

Technician: Converter keeps tripping on 3401 after a reset. Climb, or try one more remote reset?
Assistant:""", f"{SRC}pos:wind:fault-ctx", ["bracket_kv", "ulid", "rfc3339", "two_fields", "pasted_log_neighbour"])


@pos
def _climb_permit_tablet(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the climb safety checklist on the technician's tablet. Go through the rescue kit check with the
technician one item at a time and record yes or no. Stop the climb if any answer is no.
{v('session_id', 'Permit session: ps-' + g.b32(10))}
{v('datetime', 'Tablet time: ' + hm(t))}
Turbine: T12 (3.6 MW, hub height 90 m)
Technicians: J. Okafor (GWO 4471-22), M. Brandt (GWO 5120-19)

Technician: Ready for the rescue kit check.
Assistant:""", f"{SRC}pos:wind:climb-permit", ["work_session", "time_alone", "header_block", "two_fields"])


@pos
def _ctv_weather(g: Gen38) -> Draft:
    t = g.moment_uk()
    d = t + timedelta(days=1)
    return Draft(f"""You plan crew transfer vessel trips for the Solan Bank offshore wind farm. The transfer limit is a
significant wave height of 1.5 m; list the windows that stay under it for at least three hours.
Met forecast fetched {v('datetime', 'at ' + iso_space(t)[:16] + ' UTC')} for this request:
valid {d:%Y-%m-%d} 06:00  Hs 1.1 m  Tp 6 s  wind 14 kn SW
valid {d:%Y-%m-%d} 09:00  Hs 1.3 m  Tp 7 s  wind 17 kn SW
valid {d:%Y-%m-%d} 12:00  Hs 1.7 m  Tp 7 s  wind 22 kn W
valid {d:%Y-%m-%d} 15:00  Hs 1.4 m  Tp 8 s  wind 18 kn W
valid {d:%Y-%m-%d} 18:00  Hs 1.2 m  Tp 8 s  wind 13 kn NW

Marine coordinator: Which windows work tomorrow for the T21 gearbox oil change?
Assistant:""", f"{SRC}pos:wind:ctv-weather", ["fetch_stamp", "inline_phrase", "iso_minutes", "fetched_data_neighbour"])


@pos
def _historian_query(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You compare turbine power curves for the performance engineer. Flag any turbine more than 3 % below
the fleet median in the 8-10 m/s bin and suggest a cause to check.

Query {v('request_id', 'hq-' + g.hex(12))} read the SCADA historian {v('datetime', 'at ' + rfc3339(t))} for turbines T01 to T06:
bin 8-10 m/s, last 30 days: T01 1,942 kW, T02 1,951 kW, T03 1,868 kW, T04 1,955 kW, T05 1,949 kW, T06 1,938 kW

Engineer: Is T03 underperforming, or is it the wake from T02?
Assistant:""", f"{SRC}pos:wind:historian-query", ["id_in_sentence", "inline_phrase", "rfc3339", "two_fields",
                                                   "fetched_data_neighbour"])


@pos
def _lps_upload(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You check lightning protection test results from rope-access teams. Each receptor-to-hub path must
measure 50 mOhm or less; say which blades pass, which fail, and what the likely fault is.

Test notes uploaded by the rope-access team:
T09 blade A: tip 38 mOhm, mid 41 mOhm
T09 blade C: tip 52 mOhm, mid 188 mOhm, down-conductor joint at 12 m looks corroded
[upload {v('request_id', 'id=up_' + g.b62(14))} {v('datetime', 'received=' + rfc3339(t))} app=lpscheck]

Assess them.""", f"{SRC}pos:wind:lps-upload", ["bracket_kv", "upload_stamp", "two_fields", "pasted_content_neighbour"])


@pos
def _om_report_front_matter(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""---
report: monthly-om
site: Kestrel Ridge Wind Farm
{v('request_id', 'request_id: ' + g.uuid4())}
{v('datetime', 'prompt_built_at: "' + rfc3339(t) + '"')}
template: v4.2
---
Write the executive summary of the monthly O&M report from the KPIs below, in four sentences, for the
asset owner. Mention the biggest loss first.

Time-based availability: 97.4 % (contract 97.0 %)
Energy-based availability: 96.1 %
Main losses: T14 main bearing replacement (9 days), grid outage on 132 kV circuit (14 h)
Safety: no lost-time incidents, one near miss (dropped object, nacelle T03)""", f"{SRC}pos:wind:om-report",
                 ["front_matter", "uuid", "rfc3339", "two_fields"])


@pos
def _work_order_canary(g: Gen38) -> Draft:
    return Draft(f"""{v('nonce', '<!-- wo-guard: ' + g.hex(24) + ' -->')}
You turn technicians' voice notes into CMMS work order text: symptom, cause, action, parts used, and
follow-up. Never include anything that is not in the note.

Voice note: Yaw bearing on T05 making a grinding noise when yawing clockwise. Greased all four yaw
drives, noise gone after ten test yaws. Used two cartridges of Klüberplex. Needs a check next service.

Work order text:""", f"{SRC}pos:wind:work-order-canary", ["html_comment", "canary", "head"])


@pos
def _windpark_de(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', f'Stand: {dotted_hm(t)} Uhr')}
{v('session_id', 'Sitzung: ' + g.uuid4())}
Du bist der Assistent der Betriebsführung für den Windpark Hohe Geest (18 Anlagen). Antworte auf
Deutsch, knapp, und nenne bei Abschaltungen immer die Auflage aus der Genehmigung.

Auflagen: Fledermausabschaltung 1. April bis 31. Oktober, eine Stunde vor Sonnenuntergang bis
Sonnenaufgang, bei Wind unter 6 m/s und über 10 °C.

Betriebsführer: Warum standen WEA 4 und WEA 7 letzte Nacht gegen 22 Uhr still, obwohl Wind war?""",
                 f"{SRC}pos:wind:windpark-de", ["head", "eu_datetime", "uuid", "two_fields", "non_english"])


# --- hand-written positives: solar farm operations and maintenance -----------------------------------------

@pos
def _inverter_http(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""POST /assist/pv HTTP/1.1
Host: assist.helio-om.example
Accept-Language: en-GB
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Content-Type: text/plain; charset=utf-8

You help PV technicians at the Campo Alto solar plant (48 MWp, 16 central inverters) find the cause
of inverter trips. Ask for the event code if it is missing.

Technician: INV-09 tripped on isolation fault twice this morning after the rain. Dry now. Restart?
Assistant:""", f"{SRC}pos:solar:inverter-http", ["head", "http_request", "http_date", "hex32", "two_fields"])


@pos
def _soiling_json(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You schedule module cleaning for the Wadi Noor PV plant. Cleaning costs USD 1,900 per block; only
clean a block when the expected energy loss until the next dust event is worth more than that.
{{
  "planner": "soiling-v3",
  {v('session_id', '"session_id": "' + g.nanoid() + '",')}
  {v('epoch', '"now_epoch_s": ' + str(epoch_s(t)) + ',')}
  "tariff_usd_per_mwh": 41.7,
  "blocks": 12
}}
Soiling ratio by block (reference cells): B1 0.94, B2 0.95, B3 0.91, B4 0.97, B5 0.89, B6 0.96

Planner: Which blocks should the crew clean this week?
Assistant:""", f"{SRC}pos:solar:soiling-json", ["json_block", "system_tail", "nanoid", "epoch_s", "two_fields"])


@pos
def _planta_fv_es(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Eres el asistente de operación de la planta fotovoltaica Los Llanos (Badajoz, 50 MWn). Responde en
español y cita siempre la alarma del SCADA por su código.
{v('datetime', 'Fecha y hora actual: ' + f'{t.day} de {MONTHS_ES[t.month - 1]} de {t.year}, {t:%H:%M}')}
{v('session_id', 'ID de sesión: ' + g.pref('ses_', 16))}
Operador de guardia: M. Cortés

Operador: El seguidor de la fila 31 se ha quedado en 45° y da la alarma TRK-208. ¿Lo muevo a
posición de defensa a mano o espero al técnico?""", f"{SRC}pos:solar:planta-fv-es",
                 ["system_tail", "localized_now", "session_id", "two_fields", "non_english"])


@pos
def _pv_footer(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You write the daily generation note for the Greywell solar farm's owners: yesterday's energy, the
performance ratio, and one sentence on anything unusual.

Yesterday: 212.4 MWh exported, PR 81.3 %, irradiation 5.9 kWh/m2, inverter INV-03 offline 11:20-13:05
(fan fault, replaced).

--
Generated by PVDesk 4.1
{v('request_id', 'Request: ' + g.uuid4())}
{v('datetime', 'Rendered: ' + rfc3339(t))}""", f"{SRC}pos:solar:footer", ["footer", "tail", "uuid", "rfc3339",
                                                                      "two_fields"])


@pos
def _tracker_stow(g: Gen38) -> Draft:
    t = g.moment_tx()
    return Draft(f"""You advise the operator of the Pecos Flats solar plant on tracker stow. Stow is required above
15.6 m/s (10-minute mean) or a 3-second gust above 22 m/s; release after 30 minutes below 12 m/s.

Met station readings {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + str(t.tzname()))} for this request:
MET-1  10-min mean 14.2 m/s  gust 19.8 m/s
MET-2  10-min mean 15.9 m/s  gust 21.4 m/s
MET-3  10-min mean 13.1 m/s  gust 18.0 m/s

Operator: Do I stow the whole plant or just the blocks near MET-2?
Assistant:""", f"{SRC}pos:solar:tracker-stow", ["fetch_stamp", "inline_phrase", "iso_minutes", "fetched_data_neighbour"])


@pos
def _pv_string_session_table(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You are the string-testing helper for PV commissioning crews. Compare measured open-circuit voltage
with the expected value at the given cell temperature and flag strings outside +/-3 %.

| Field      | Value                        |
|------------|------------------------------|
| Site       | Harrowden Solar (32 MWp)     |
| Crew       | C-2                          |
{v('session_id', '| Session    | ' + g.objectid(t) + '     |')}
{v('datetime', '| Started    | ' + iso_space(t)[:16] + ' UTC         |')}

Crew: Block 4 combiner 7, cell temp 31 °C, expected Voc 1,318 V. Measured: S1 1,322 V, S2 1,251 V,
S3 1,309 V, S4 1,320 V. Which ones need looking at?
Assistant:""", f"{SRC}pos:solar:string-test-table", ["md_table", "objectid", "iso_minutes", "two_fields",
                                                       "stable_neighbours"])


# --- hand-written positives: EV charging networks ----------------------------------------------------------

@pos
def _overstay_dispute(g: Gen38) -> Draft:
    t = g.moment_uk()
    start = t - timedelta(hours=2, minutes=g.small(5, 50))
    return Draft(f"""You handle overstay fee disputes for the Brightway charging network. The fee is GBP 0.50 a minute
from 10 minutes after charging ends; waive it once per year if the driver had a good reason.
{v('session_id', 'Dispute desk session: dd_' + g.b62(18))}
{v('datetime', 'Server time: ' + js_iso(t))}
Customer account: BW-118204 (pay as you go, no waiver used this year)

Customer: I was charged an overstay fee but the car park barrier was broken and I couldn't get back in.

Brightway receipt
Location: Brightway Hub Westgate, bay 6 (150 kW)
Start: {start:%d/%m/%Y %H:%M}   Charging ended: {(start + timedelta(minutes=22)):%H:%M}   Unplugged: {(start + timedelta(minutes=58)):%H:%M}
Energy: 18.4 kWh   Overstay: 26 min
Total: GBP 27.54 (energy GBP 14.54, overstay GBP 13.00)
Assistant:""", f"{SRC}pos:ev:overstay-dispute", ["header_block", "js_iso", "work_session", "two_fields",
                                                 "pasted_receipt_neighbour"])


@pos
def _depot_planner_xml(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""<planner {v('run_id', 'run="plr_' + g.b62(12) + '"')} site="DEP-3 Thamesmead" horizon="24h">
  {v('datetime', '<clock>' + rfc3339(t) + '</clock>')}
  <grid_limit_kw>800</grid_limit_kw>
  <vans>42</vans>
</planner>
You plan overnight charging for an electric van depot. Every van must reach its departure state of
charge; keep the site under the grid limit and prefer the cheapest half-hours.

Question: Can all 42 vans reach 90 % by 06:00 if they plug in at 19:30 at 35 % on average (75 kWh packs)?
Answer:""", f"{SRC}pos:ev:depot-planner", ["xml_attr", "xml_element", "run_id", "rfc3339", "two_fields", "head"])


@pos
def _hub_kiosk(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the help screen at the Brightway Hub Westgate (12 rapid bays). Keep answers to three short
sentences; the driver is standing at the kiosk.
{v('session_id', 'Kiosk session: ks_' + g.b62(12))}
{v('datetime', 'Kiosk time: ' + DAYS[t.weekday()] + ' ' + hm(t))}
Bays out of order: 3, 9

Driver: The screen on bay 9 is blank and my card won't tap. Which bay should I use?
Assistant:""", f"{SRC}pos:ev:hub-kiosk", ["kiosk_clock", "weekday_time", "work_session", "two_fields"])


@pos
def _roaming_b3(g: Gen38) -> Draft:
    return Draft(f"""Incoming request headers:
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
X-Partner: eMSP-NL-PLUGGO

You explain roaming charges to drivers who charge on our network with another provider's card or app.
Prices come from the partner's tariff, not ours; say so when asked about a price.

Driver: Why did I pay 0.89 a kWh when your sign says 0.69?
Assistant:""", f"{SRC}pos:ev:roaming-b3", ["head", "header_block", "b3_multi", "two_fields", "stable_neighbours"])


@pos
def _laadpaal_nl(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Je bent de helpdesk-assistent van LaadNet, een netwerk van publieke laadpalen in Utrecht. Antwoord
in het Nederlands, kort en vriendelijk.
{v('datetime', 'Huidige tijd: ' + f'{t.day} {MONTHS_NL[t.month - 1]} {t.year}, {t:%H:%M}')}
{v('session_id', 'Gesprek: ' + g.uuid4())}

Klant: De laadpaal op de Biltstraat 114 blijft oranje knipperen en mijn pas wordt niet herkend. Wat
moet ik doen?""", f"{SRC}pos:ev:laadpaal-nl", ["system_tail", "localized_now", "uuid", "two_fields", "non_english"])


@pos
def _ladestasjon_no(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du er kundeservice for Fjordlading, som drifter hurtigladere langs E39. Svar på norsk, og gi
alltid nærmeste alternative ladestasjon hvis en lader er ute av drift.
{v('date', 'Dagens dato: ' + f'{t.day}. {MONTHS_NO[t.month - 1]} {t.year}')}
Ladere ute av drift: Førde 2 (kortleser), Byrkjelo 1 (kabel)

Sjåfør: Jeg står ved Byrkjelo og lader 1 virker ikke. Hvor langt er det til neste lader?""",
                 f"{SRC}pos:ev:ladestasjon-no", ["system_tail", "localized_date", "non_english"])


@pos
def _fleet_portal_jwt(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""Fleet portal assistant for Ardent Logistics (112 electric vans). Answer about charging costs, cards
and home-charging reimbursement for the signed-in fleet manager only.
fleet_manager: Priya Nair
fleet_id: ARD-FLT-009
{v('token', 'X-Session-Token: ' + g.jwt(t, 'fm-4471'))}

Fleet manager: How much did we spend on public charging last month compared with depot charging?
Assistant:""", f"{SRC}pos:ev:fleet-portal-jwt", ["jwt", "header_block", "stable_neighbours"])


@pos
def _borne_fr(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Tu es l'assistant de Recharge Rhône, réseau de bornes publiques de la métropole de Lyon. Réponds en
français, en trois phrases au plus.

Utilisatrice : Ma recharge s'est arrêtée au bout de 10 minutes à la borne de la place Carnot, on m'a
quand même facturé le forfait de connexion. C'est normal ?
{v('datetime', 'Reçu le : ' + dotted_hm(t))}
{v('message_id', 'ID du message : ' + g.snowflake(t))}""", f"{SRC}pos:ev:borne-fr", ["last_user", "message_stamp",
                                                                               "snowflake", "two_fields", "non_english"])


# --- hand-written positives: home energy advice and smart meters ------------------------------------------

@pos
def _heat_pump_sentence(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are Hearth, the home energy adviser of the Westmoor Energy Agency. {v('date', 'The current date is ' + long_date(t) + '.')} Use
it to tell the householder which grant rounds are still open. Keep answers practical and say when a
heating engineer must be involved.

Grant rounds: Boiler Upgrade Scheme (open, GBP 7,500 for air source heat pumps), Westmoor Warm Homes
round 3 (applications close 30 September 2026).

Householder: We have a 1970s semi with cavity walls filled last year. Is an air source heat pump a
good idea, and can we still get the Warm Homes money?
Assistant:""", f"{SRC}pos:home:heat-pump-sentence", ["inline_sentence", "long_date", "dates_in_content_neighbour"])


@pos
def _battery_app_clock(g: Gen38) -> Draft:
    t = g.moment_us()
    return Draft(f"""You help owners of Solace home batteries understand their app. The battery charges from solar first
and from the grid only in the off-peak window the owner set.
{v('datetime', 'Inverter clock (read for this request): ' + windows_general(t))}
{v('request_id', 'App request: rq_' + g.b62(16))}
Off-peak window (owner setting): 00:30-04:30
Battery: 13.5 kWh, firmware 2026.02.1

Owner: Why is my battery charging from the grid right now? I didn't ask it to.
Assistant:""", f"{SRC}pos:home:battery-clock", ["device_clock", "windows_datetime", "request_id", "two_fields",
                                                "stable_neighbours"])


@pos
def _grant_cookie(g: Gen38) -> Draft:
    return Draft(f"""Cookie: lang=en-GB; consent=essential; {v('session_id', 'sid=' + g.b64url(24))}
You check whether a household is likely to qualify for the Westmoor home insulation grant. Ask at
most three questions, then give a yes, no or maybe with the reason.

Criteria: owner-occupier or private tenant, EPC band D or below, household income under GBP 31,000
or a qualifying benefit.

Householder: My EPC says E and I'm a private tenant. What else do you need?
Assistant:""", f"{SRC}pos:home:grant-cookie", ["cookie", "head", "session_pair_last"])


@pos
def _consulente_it(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Sei il consulente energetico virtuale dello Sportello Energia di Bologna. Rispondi in italiano, con
esempi concreti, e non consigliare marche.
{v('date', 'Data odierna: ' + f'{t.day} {MONTHS_IT[t.month - 1]} {t.year}')}

Utente: L'ultima bolletta della luce è raddoppiata. Abbiamo una pompa di calore e un boiler
elettrico. Da dove comincio a risparmiare?""", f"{SRC}pos:home:consulente-it", ["system_tail", "localized_date",
                                                                                  "non_english"])


@pos
def _advice_md_bullets(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""# Adviser context
- **Service:** Westmoor Energy Advice line
- **Channel:** web chat
{v('session_id', '- **Chat ID:** ' + g.ksuid(t))}
{v('datetime', '- **Chat started:** ' + iso_space(t)[:16] + ' ' + str(t.tzname()))}

You give impartial energy-saving advice to households. Start with changes that cost nothing, then
cheap measures, then big ones.

Householder: Our smart meter in-home display says we use 0.4 kW even at night when everything is off.
Is that normal?
Assistant:""", f"{SRC}pos:home:advice-bullets", ["md_bullets", "ksuid", "iso_minutes", "two_fields", "head"])


@pos
def _smart_meter_installer(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You support smart meter installers on site. Walk them through commissioning faults step by step and
tell them when to abort the install and book a return visit.
{v('datetime', 'Laptop clock: ' + us_medium(t))}
{v('session_id', 'Commissioning session: cs-' + g.hex(10))}
Installer: D. Achterberg (ID 55120)
Meter type: SMETS2 electricity, single rate

Installer: Comms hub has been on for 25 minutes and still shows no WAN. What next?
Assistant:""", f"{SRC}pos:home:meter-installer", ["device_clock", "us_medium", "work_session", "two_fields",
                                                   "stable_neighbours"])


@pos
def _heat_battery_sent(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the assistant in the Thermbank heat battery app. The heat battery stores heat in a phase-change
material and charges from electricity; suggest charging windows that match the owner's tariff.

Current charging windows: 00:30-04:30 (night rate), boost 16:00-16:30 when the store is below 30 %.

User: We've moved to a tariff that is also cheap from 13:00 to 16:00. Should I add a window? {v('datetime', '(sent ' + iso_space(t)[:16] + ')')}
Assistant:""", f"{SRC}pos:home:heat-battery-sent", ["parenthesised_stamp", "last_user", "iso_minutes",
                                                  "schedule_times_stay"])


@pos
def _home_ctime_trailer(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You explain time-of-use electricity tariffs to households in two short paragraphs and one worked
example with their own numbers.

Tariff: Flex Saver. Peak 16:00-19:00 at 38.2p/kWh, day 24.5p/kWh, night 00:00-07:00 at 9.8p/kWh.
Household: about 9 kWh a day, an EV charged three nights a week (20 kWh each time).

Explanation:

{v('datetime', 'Prompt built: ' + ctime(t))}""", f"{SRC}pos:home:tou-ctime", ["tail", "ctime", "tariff_times_stay"])


# --- hand-written positives: district heating --------------------------------------------------------------

@pos
def _fjernvarme_da(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du er kundeservice-assistent for Vestkyst Fjernvarme. Svar på dansk, venligt og kort, og henvis til
vagttelefonen 70 20 44 10 ved brud eller udsivende vand.
{v('datetime', 'Dags dato: ' + f'{DAYS_DA[t.weekday()]} den {t.day}. {MONTHS_DA[t.month - 1]} {t.year} kl. {t:%H.%M}')}
{v('session_id', 'Samtale-id: ' + g.uuid4())}
Forbrugernummer: 40-118-2207

Kunde: Radiatorerne er kun lunkne, og fremløbstemperaturen på måleren viser 52 grader. Er der noget
galt med jeres net?""", f"{SRC}pos:heat:fjernvarme-da", ["system_tail", "localized_now", "uuid", "two_fields",
                                                           "non_english", "stable_neighbours"])


@pos
def _heat_network_snapshot(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You support the operator of the Nordhavn district heating network. Find substations whose return
temperature is too high (above 40 °C) and suggest the most likely cause for each.
{v('session_id', 'HMI session: hmi-' + g.b32(12))}

Substation readings {v('datetime', 'as of ' + rfc3339(t))} for this request:
SS-014  supply 78.2 °C  return 36.5 °C  flow 4.1 m3/h
SS-022  supply 77.9 °C  return 47.8 °C  flow 9.6 m3/h
SS-031  supply 76.4 °C  return 44.1 °C  flow 2.2 m3/h
SS-040  supply 78.0 °C  return 33.9 °C  flow 5.0 m3/h

Operator: Which substations should the field team visit first?
Assistant:""", f"{SRC}pos:heat:network-snapshot", ["work_session", "fetch_stamp", "inline_phrase", "rfc3339",
                                                    "two_fields", "fetched_data_neighbour"])


@pos
def _heat_bill_logfmt(g: Gen38) -> Draft:
    return Draft(f"""You explain district heating bills to customers of Aalborg Varme's English-language service. The bill
has a fixed part (per m2) and an energy part (per MWh), plus a cooling bonus or penalty.

Customer: Why do I have a penalty of DKK 1,240 for "poor cooling" on my annual statement?
Assistant:

app=heatbill ver=2.3.1 {v('request_id', 'req=' + g.hex(20))} region=north""", f"{SRC}pos:heat:bill-logfmt",
                 ["logfmt", "tail", "key_value_inline", "hex"])


@pos
def _fernwaerme_de(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{v('datetime', 'Empfangen: ' + py_logging(t))}
Kanal: Kundenportal
Du bist der digitale Assistent der Stadtwerke Kirchheim für Fernwärme. Antworte auf Deutsch und
erkläre Fachbegriffe kurz.

Kunde: In meiner Jahresabrechnung steht ein Grundpreis nach Anschlusswert von 18 kW. Wir haben doch
gedämmt, kann der Anschlusswert gesenkt werden?""", f"{SRC}pos:heat:fernwaerme-de", ["head", "python_logging",
                                                                                        "non_english"])


@pos
def _heat_interface_unit(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help residents of the Canal Wharf heat network with their heat interface unit (HIU). If there is
no hot water at all, tell them to call the network operator on 0300 555 0144.
{v('request_id', 'Reply draft: rd_' + g.b62(10))}
{v('datetime', 'Draft created for this reply: ' + rfc3339(t))}
Flat: 4.12, Canal Wharf Block B

Resident: Hot water takes about two minutes to come through at the kitchen tap. Is that normal?
Assistant:""", f"{SRC}pos:heat:hiu", ["draft_context", "request_id", "rfc3339", "two_fields", "stable_neighbours"])


# --- hand-written positives: energy trading and balancing desks --------------------------------------------

@pos
def _position_snapshot(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the short-term power desk at Greystone Energy understand their imbalance exposure. Work per
settlement period; a positive position means we are long.
{v('request_id', 'Snapshot id: snp_' + g.b62(14))}
Position snapshot {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + str(t.tzname()))} for this request:
SP 34  contracted 212 MW  metered forecast 198 MW  position -14 MW
SP 35  contracted 212 MW  metered forecast 221 MW  position +9 MW
SP 36  contracted 180 MW  metered forecast 151 MW  position -29 MW

Trader: Where is our biggest risk if the system goes short this evening?
Assistant:""", f"{SRC}pos:trading:position-snapshot", ["fetch_id", "fetch_stamp", "inline_phrase", "iso_minutes",
                                                        "two_fields", "fetched_data_neighbour"])


@pos
def _desk_slack(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You are Tally, the trading desk's Slack bot. You answer questions about trade capture and the desk's
limits; you cannot book trades.
Workspace: greystone-energy
Channel: #st-power-desk
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}
{v('message_id', 'Event ID: Ev' + g.upper_hex(2) + g.b62(9).upper())}

<@U07HJ2K4P>: what's the intraday limit per trader for baseload blocks again?
Tally:""", f"{SRC}pos:trading:desk-slack", ["slack_ts", "event_id", "header_block", "two_fields", "stable_neighbours"])


@pos
def _teams_activity(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t.astimezone(UTC), 3) + '",')}
  "channelId": "msteams",
  "conversation": {{ "conversationType": "personal", "id": "a:1Xk9pQ7rT2vLm4" }}
}}
You are the gas and power desk's Teams assistant at Nordlicht Handel. Answer questions about the desk's
trading calendar and cut-off times. Cut-offs are in CET/CEST.

Trader: What's the cut-off for the day-ahead auction on public holidays?
Assistant:""", f"{SRC}pos:trading:teams-activity", ["json_block", "teams_activity", "rfc3339", "two_fields", "head"])


@pos
def _optimiser_run(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You explain the battery dispatch optimiser's schedule to the asset manager in plain English: when the
battery charges, when it discharges, and which market each action is for.
{v('run_id', 'Optimiser run: ' + g.ulid(t))}
{v('datetime', 'Run started: ' + py_iso(t))}
Asset: Ashgrove BESS, 49.9 MW / 99.8 MWh
Schedule (half-hours, MW, + discharge):
00:00-04:30 -45 (wholesale, charge)
07:00-08:00 +40 (wholesale)
16:00-19:00 +49.9 (wholesale and balancing headroom)
all day: 20 MW held for dynamic regulation

Asset manager: Why is it charging so hard overnight when prices are only a bit lower?
Assistant:""", f"{SRC}pos:trading:optimiser-run", ["run_id", "python_isoformat", "ulid", "two_fields",
                                                    "schedule_times_stay"])


@pos
def _var_sentence(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Explain the desk's daily risk summary to the commercial director in five sentences.

This VaR summary was built by riskd {v('datetime', 'at ' + rfc3339(t))} for this request.
Portfolio: Nordic and German power, forwards and futures
VaR (95 %, 1 day): EUR 1.84 m (limit EUR 2.50 m)
Largest contributor: DE Cal-27 baseload, long 45 MW
Stress (2022 gas shock): EUR -6.1 m

Summary:""", f"{SRC}pos:trading:var-sentence", ["inline_phrase", "rfc3339", "fetched_data_neighbour"])


@pos
def _confirm_matcher_cloud(g: Gen38) -> Draft:
    return Draft(f"""You check power trade confirmations against the desk's booked trades and list every mismatch field.
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
Counterparty: Halden Kraft AS

Booked: TRD-88412, buy 25 MW UK baseload, Q3-2027, GBP 71.40/MWh, trader A. Singh
Confirm: ref HK-C-20417, sell 25 MW UK baseload, Q3-2027, GBP 71.40/MWh

Mismatches:""", f"{SRC}pos:trading:confirm-matcher", ["gcp_trace", "system_tail", "trade_ids_stay"])


# --- hand-written positives: hydrogen and battery storage sites --------------------------------------------

@pos
def _electrolyser_clock(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You assist the shift operator of the Elbmarsch green hydrogen plant (20 MW PEM electrolysis). Answer
from the operating manual; for anything involving the hydrogen side purge, insist on the permit.
{v('datetime', 'Control system clock (read for this request): ' + iec_dt(t))}
{v('session_id', 'HMI session: ' + g.upper_hex(16))}
Stack status: S1 running 4.9 MW, S2 running 5.0 MW, S3 standby, S4 maintenance

Operator: S3 fails to start with "cell voltage spread high" right after the ramp. Try again or call
the stack supplier?
Assistant:""", f"{SRC}pos:h2:electrolyser-clock", ["device_clock", "iec_dt", "upper_hex", "two_fields",
                                                   "stable_neighbours"])


@pos
def _bess_yaml(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the remote operator of battery storage sites read their EMS status and decide whether a site
visit is needed.
context:
  site: BESS-Ashgrove (49.9 MW / 99.8 MWh)
  {v('session_id', 'ems_session: ' + g.uuid4())}
  {v('datetime', 'observed_at: "' + rfc3339(t) + '"')}
  operator: R. Lindqvist

Status: container C07 HVAC fault, cell max 41.2 °C (warning at 40 °C), SoC 62 %, available 44.1 MW
Operator: Keep C07 in service through the evening peak, or isolate it now?
Assistant:""", f"{SRC}pos:storage:bess-yaml", ["nested_yaml", "uuid", "rfc3339", "two_fields", "stable_neighbours"])


@pos
def _hrs_kiosk(g: Gen38) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are the help screen at the H2 Mobil Rotterdam-Waalhaven hydrogen refuelling station. Drivers ask
about fills, cards and faults; 700 bar for cars, 350 bar for buses and trucks.
{v('request_id', 'Help request: hr_' + g.b62(12))}
{v('datetime', 'Dispenser kiosk time: ' + hms(t) + ' ' + str(t.tzname()))}
Dispenser: D2 (700 bar)

Driver: The fill stopped at 62 % and the screen says "pre-cooling not ready". Should I start again?
Assistant:""", f"{SRC}pos:h2:hrs-kiosk", ["kiosk_clock", "time_alone", "request_id", "two_fields"])


@pos
def _bess_alarm_relay(g: Gen38) -> Draft:
    t = g.moment_uk()
    ev = t - timedelta(seconds=g.small(20, 200))
    return Draft(f"""You are the first-line responder assistant for battery storage alarms. Classify the alarm as inform,
attend within 4 hours or attend now, and give the reason in one sentence.
{{
  {v('request_id', '"relay_id": "rly_' + g.b62(14) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "alarm": {{
    "site": "BESS-Fenmoor",
    "container": "C03",
    "code": "OFFGAS_L1",
    "event_time": "{rfc3339(ev, 3)}",
    "detail": "H2 sensor 2 at 11 ppm, threshold L1 10 ppm"
  }}
}}
Classification:""", f"{SRC}pos:storage:alarm-relay", ["json_block", "envelope_vs_payload", "rfc3339", "two_fields",
                                                       "payload_time_stays"])


@pos
def _h2_cloudevent(g: Gen38) -> Draft:
    t = g.moment_eu()
    ev = t - timedelta(seconds=g.small(5, 90))
    return Draft(f"""A gas detection event has been routed to you. Tell the control room whether to start the hydrogen
leak procedure HLP-2 and which area to clear.
{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/elbmarsch/gas-detection",
  "type": "site.gasdetector.alarm",
  {v('datetime', '"time": "' + rfc3339(t.astimezone(UTC)) + '",')}
  "data": {{"detector": "GD-14", "area": "compressor hall", "level_pct_lfl": 22, "event_time": "{rfc3339(ev.astimezone(UTC))}"}}
}}
Instruction:""", f"{SRC}pos:h2:cloudevent", ["cloudevents", "envelope_vs_payload", "uuid", "rfc3339", "two_fields"])


@pos
def _compressor_go_string(g: Gen38) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You review trend notes from the hydrogen compressor at the Elbmarsch plant and say whether the
maintenance interval should be brought forward.

Trend notes (written by the maintenance planner):
Stage 2 discharge temperature up from 118 °C to 131 °C over six weeks.
Vibration at the crosshead 4.1 mm/s, alarm at 7.1 mm/s.
Last valve change 14 months ago; interval is 18 months.

Recommendation:""", f"{SRC}pos:h2:compressor-go", ["head", "go_time_string", "authored_notes_stay"])


@pos
def _bess_webhooks(g: Gen38) -> Draft:
    t = g.moment_uk()
    return Draft(f"""A work order event from the field service platform was delivered to this assistant.
{v('request_id', 'webhook-id: msg_' + g.b62(27))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}

{{"type": "workorder.created", "data": {{"wo": "WO-26-11873", "site": "BESS-Ashgrove", "asset": "PCS-4",
"priority": "P2", "description": "IGBT over-temperature trips, 3 in 24 h", "due": "within 72 h"}}}}

Write the dispatch note for the technician: what to bring and what to check first.""",
                 f"{SRC}pos:storage:standard-webhooks", ["standard_webhooks", "head", "epoch_s", "signature",
                                                          "three_fields", "envelope_vs_payload"])


# --- hand-written positives: program lines next to pasted material ----------------------------------------

@pos
def _mail_gateway_dno(g: Gen38) -> Draft:
    t = g.moment_uk()
    sent = t - timedelta(hours=g.small(2, 30), minutes=g.small(0, 60))
    return Draft(f"""{v('datetime', 'Processed: ' + rfc2822(t))}
{v('request_id', 'Mailbox poll: mp-' + g.hex(12))}
Draft a reply for the connections manager to review. Be factual, under 150 words, and do not accept
the new date until engineering has confirmed it.

From: Connections Team <connections@northvale-networks.example>
Date: {rfc2822(sent)}
Subject: Grid connection GCO-26-0077 - revised energisation date

Dear Ms Adebayo, due to a delay in the delivery of the 33 kV switchgear, the energisation date for
your 12 MW solar connection moves from 14 September 2027 to 9 November 2027.

Reply:""", f"{SRC}pos:misc:mail-gateway", ["head", "rfc2822", "poll_id", "two_fields", "forwarded_email_stays"])


@pos
def _optimiser_assignment(g: Gen38) -> Draft:
    t = g.moment()
    return Draft(f"""You review dispatch rules for the battery optimiser. The scheduler fills in the context below for this
request; the rule under review follows it.

{v('epoch', 'ctx.now_ms = ' + str(epoch_ms(t)))}
ctx.site = "BESS-Fenmoor"
ctx.soc_floor = 0.12

```python
def allow_export(ctx, sp_price, soc):
    if soc <= ctx.soc_floor:
        return False
    return sp_price > ctx.export_threshold
```
Question: What breaks if export_threshold is missing from ctx?
Answer:""", f"{SRC}pos:misc:assignment", ["assignment_line",
                                                                                        "epoch_ms",
                                                                                        "code_neighbour"])


@pos
def _amzn_trace_head(g: Gen38) -> Draft:
    t = g.moment_us()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You answer questions from residential solar customers of SunPath Energy in Texas about their monthly
statement: buyback credits, the delivery charge and the base charge.

Customer: My buyback credit dropped by half in March although my panels produced about the same. Why?
Assistant:""", f"{SRC}pos:misc:amzn-trace", ["head", "amzn_trace", "trace_header"])


# --- hand-written negatives that are not pasted blocks -----------------------------------------------------

def _negatives_asked() -> None:
    neg("asked:settlement-period", ["settlement_period", "date_arithmetic", "clock_change"],
        """In GB settlement, which settlement period number covers 17:30-18:00 local time on Sunday
29 March 2026, the day the clocks go forward? And how many periods does that day have?""")
    neg("asked:epoch-conversion", ["epoch", "id_in_question"],
        """Our SCADA export has the values 1773325200 and 1773325200000 in its time column. Convert both to
UK local time and tell me which one is in milliseconds.""")
    neg("asked:traceparent", ["traceparent", "id_in_question"],
        """The charging app's support log shows this header on the failed start request. Which part is the
trace id and which is the parent span?

traceparent: 00-5d2c1a9e7f3b4c6d8e0f1a2b3c4d5e6f-9a8b7c6d5e4f3a2b-01""")
    neg("lookalike:prompt-header", ["stable_header", "prompt_version", "knowledge_cutoff", "api_version"],
        """Prompt: grid-code-qa
Prompt version: 2026-02-11
Knowledge cutoff: 2025-01
API version: 2025-10-01
Grid Code issue: 7, revision 12

You answer questions about the Grid Code for connection engineers. Quote the clause you rely on.

Engineer: What reactive power range must a 30 MW solar park provide at the connection point?
Assistant:""")
    neg("lookalike:customer-header", ["stable_header", "customer_since", "tariff_start", "meter_ids"],
        """You are the account assistant of Westmoor Energy. Use the account details only to personalise.
Customer since: 2019-03-14
Tariff: Flex Saver (fixed until 2027-03-31)
MPAN: 13 1000 0123 456 789
Meter serial: 19K0045123
Payment: direct debit on the 8th

Customer: When does my fixed price end, and will I be told before?
Assistant:""")
    neg("lookalike:site-header", ["stable_header", "commissioning_date", "software_version", "time_zone"],
        """Site: Kestrel Ridge Wind Farm
Turbines: 24 x 3.6 MW
Grid connection: 132 kV, energised 2018-11-02
SCADA version: 2025.3.1
Time zone: Europe/London

You answer the site team's questions about the wind farm's operating limits.

Technician: What is the maximum wind speed for climbing?
Assistant:""")
    neg("few-shot:outage-extraction", ["few_shot", "example_date"],
        """Extract planned outages as JSON with start, end and area.

Example input: "Power off in Linton village on 2026-05-06 from 09:00 to 13:30 for line work."
Example output: {"start": "2026-05-06T09:00", "end": "2026-05-06T13:30", "area": "Linton village"}

Input: "Supply to Mill Road, Carrow will be interrupted on 2026-06-18 between 08:30 and 16:00."
Output:""")
    neg("asked:unrendered-template", ["unrendered_template", "code"],
        """Our outage SMS went out as "Power is off since {{outage_start}}, expected back {{etr}}. Today is
{{current_date}}." Why would the template engine leave the placeholders in, and how do I test for it?""")
    neg("user-clock:substation", ["user_typed_clock", "relative_time"],
        """It's 17:40 here at Dunmore substation and the transformer cooling fans have been running flat out
since about 16:00, though load is only 60 %. Ambient is 31 °C. Is that normal for ONAF cooling?""")
    neg("asked:meter-display", ["date_label_in_question", "meter"],
        """My smart meter display cycles through "Date: 12/03/26", "Time: 14:05" and then "Imp 004512.7 kWh".
Is the date shown day-first or month-first on these meters, and what does Imp mean?""")
    neg("relative:inverter", ["relative_time"],
        """The inverter tripped about 20 minutes ago, came back on its own 5 minutes later, and tripped again
just now. Yesterday it did the same twice in the afternoon. What could make it trip only when it's
sunny?""")
    neg("date-arithmetic:warranty", ["date_arithmetic", "warranty"],
        """Our heat pump was commissioned on 14 November 2023 with a 7-year manufacturer warranty, conditional
on an annual service. The 2025 service was done on 2 December 2025. Is the warranty still valid and
when does it end?""")
    neg("lookalike:discord", ["stable_header", "discord_ids"],
        """You are Watt, the helper bot of the Home Solar Owners Discord. Answer in a friendly way and link the
pinned guides.
guild_id: 1184470221379911680
channel_id: 1184470221379911683
role: members

Message: anyone know if I can add a battery to a 2019 string inverter without replacing it?
Reply:""")
    neg("asked:meter-ids", ["meter_ids", "id_in_question"],
        """We moved in on 1 February 2026. The meter serial on the box is 21E0098412 but the letter from the
supplier says meter 19K0045123 and MPAN 13 1000 0123 456 789. Could we be billed for the wrong
meter, and what should I ask them?""")
    neg("asked:trade-id", ["trade_id", "id_in_question"],
        """Why would trade TRD-20260312-0441 appear in the risk system but not in the confirmation batch
that went to Halden Kraft at 18:00? It was booked at 17:52 and amended at 17:58.""")
    neg("asked:jwt", ["jwt", "id_in_question"],
        """Decode this token from our charger portal's logs and tell me when it expired:

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJmbS00NDcxIiwiaWF0IjoxNzczMzI1MjAwLCJleHAiOjE3NzMzMjg4MDB9.-EC0eSMk4qK9hDCRIQ0VT4SRawp72NB_VazQ-PzcyEQ""")
    neg("control:plain-1", ["control", "plain"],
        """You are Hearth, a home energy adviser. Keep answers practical.

Householder: Is it cheaper to leave the heating on low all day or to turn it on only when needed?
Assistant:""")
    neg("control:plain-2", ["control", "plain"],
        """You explain how wind turbines work to school pupils aged 10 to 12, in short sentences.

Pupil: Why do wind turbines have three blades and not four?
Assistant:""")


# --- hard negatives: pasted blocks, each placed three times --------------------------------------------------

# (source, tags, block, question, how the user introduces it)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "solar-scada-alarm-list",
        ["scada", "alarm_list", "timestamps"],
        """Time                 Tag                   Description                       State   Pri
2026-03-12 11:02:11  CA-PPC/P-LIMIT-ACT    Export limit active (40 MW)       ALARM   2
2026-03-12 11:02:14  CA-INV07/DERATE       Inverter 7 derated by PPC         ALARM   3
2026-03-12 11:05:40  CA-MET1/POA-DEV       POA irradiance sensors disagree   ALARM   2
2026-03-12 11:31:02  CA-PPC/P-LIMIT-ACT    Export limit active (40 MW)       NORMAL  2""",
        "Did the export limit cause the inverter 7 derate, and is the irradiance alarm related?",
        "Alarm list from the plant SCADA",
    ),
    (
        "smart-meter-half-hourly",
        ["smart_meter", "csv", "timestamp_column"],
        """Timestamp,Import kWh,Export kWh
2026-02-14T00:00:00Z,0.212,0.000
2026-02-14T00:30:00Z,0.198,0.000
2026-02-14T02:00:00Z,1.604,0.000
2026-02-14T02:30:00Z,1.588,0.000
2026-02-14T11:30:00Z,0.041,0.377""",
        "Is the jump at 02:00 the immersion heater coming on, and why is there still a bit of import at 11:30?",
        "Half-hourly data downloaded from my supplier's app",
    ),
    (
        "system-prices",
        ["settlement_periods", "prices", "table"],
        """Settlement date 2026-03-11
SP  Start  System price (GBP/MWh)  NIV (MW)
33  16:00   92.40                  +312
34  16:30  118.75                  +540
35  17:00  141.20                  +702
36  17:30   88.10                  -120""",
        "Explain why the price jumped in SP 35 and fell back in SP 36.",
        "System prices from yesterday evening",
    ),
    (
        "charge-session-receipt",
        ["ev_receipt", "session_label", "prices"],
        """Session: 88412
Charger: GRD-WST-06 (150 kW DC)
Start: 12/03/2026 07:41:22
End: 12/03/2026 08:03:10
Energy delivered: 18.4 kWh
Idle fee: GBP 0.00
Total: GBP 14.54
Payment: Visa ending 4471, auth 0A91F2""",
        "Was I charged for the minutes after the car had stopped charging?",
        "The receipt the app e-mailed me",
    ),
    (
        "turbine-fault-log",
        ["turbine", "fault_log", "bracketed_timestamps"],
        """[2026-02-27 03:14:09] T14  1210  Pitch battery test failed, blade B   STOP
[2026-02-27 03:14:09] T14  1212  Pitch system not ready               STOP
[2026-02-27 07:52:31] T14  0000  Manual reset by remote operator      RUN
[2026-02-27 07:55:02] T14  1210  Pitch battery test failed, blade B   STOP""",
        "A remote reset won't fix this, will it? What does the tech need to take up?",
        "Fault log for T14",
    ),
    (
        "cmms-work-order",
        ["work_order", "dates", "ids"],
        """WORK ORDER WO-26-08817          Priority: P2
Asset: T09 / Gearbox / HSS bearing, non-drive end
Raised: 2026-02-20 09:14 by CMS alert (bearing envelope 4.2 gE)
Planned: 2026-03-03, crew C-1, crane not required
Parts: SKF 6330 M/C3 (x1), seal kit GB-SK-12
Status: Waiting for parts (ETA 2026-03-10)""",
        "Can this wait until the parts arrive at that alert level, or should I escalate it?",
        "Work order from the CMMS",
    ),
    (
        "charging-tariff-letter",
        ["letter", "tariff", "dates", "prices"],
        """Dear Mr Pereira,

Your Brightway Plus charging subscription renews on 31 March 2026. From 1 April 2026:
monthly fee GBP 8.99 (was GBP 7.99), rapid charging GBP 0.59/kWh (was GBP 0.55/kWh),
ultra-rapid charging GBP 0.65/kWh (unchanged).
Based on your last 12 months (1,480 kWh, all rapid) your yearly cost changes from GBP 909.88 to
GBP 981.08.

Member number: BWP-40117283
Yours sincerely,
Brightway Membership Team""",
        "Is the subscription still worth it compared with pay as you go at GBP 0.79/kWh?",
        "Letter from the charging network",
    ),
    (
        "trade-confirmation",
        ["trade_confirmation", "ids", "timestamps", "prices"],
        """TRADE CONFIRMATION
Trade ID: HK-C-20417          Trade date: 2026-03-11 10:42:07 CET
Seller: Halden Kraft AS        Buyer: Greystone Energy Ltd
Product: UK Baseload Power, Q3-2027 (01/07/2027 00:00 - 01/10/2027 00:00 UK time)
Quantity: 25 MW                Price: GBP 71.40/MWh
Total volume: 55,200 MWh      Payment: 20th of month following delivery""",
        "Does the total volume match 25 MW over that quarter?",
        "Confirmation we received from Halden Kraft",
    ),
    (
        "planned-outage-notice",
        ["outage_notice", "date_label", "reference"],
        """PLANNED POWER INTERRUPTION
Reference: PI-26-08831
Date: Tuesday 24 March 2026
Time: 09:00 to 15:00
Area: Birch Lane, Elm Close and 1-37 Mill Road
Reason: replacing the pole-mounted transformer that supplies your street
If you rely on medical equipment, call 0800 555 0105.""",
        "I work from home on a desktop PC. Is it worth asking for a generator, or should I just work from a cafe?",
        "Notice that came through the door",
    ),
    (
        "heat-meter-readings-da",
        ["district_heating", "meter_readings", "danish_content"],
        """Måler 71240931 (varmemåler), aflæsninger
Dato        Energi (MWh)  Volumen (m3)  Fremløb  Retur
01-01-2026  112,418       1.904,2       71 °C    38 °C
01-02-2026  114,102       1.951,8       72 °C    41 °C
01-03-2026  115,520       1.992,0       70 °C    43 °C""",
        "Is my return temperature getting worse? The utility says I may get a cooling penalty.",
        "Readings from my heat meter",
    ),
    (
        "inverter-event-log",
        ["inverter", "event_log", "timestamps"],
        """2026-03-09 11:02:45  INV-09  E-031  Insulation resistance low (182 kOhm < 300 kOhm)  Grid disconnect
2026-03-09 11:07:46  INV-09  I-001  Restart attempt                                   -
2026-03-09 11:07:58  INV-09  E-031  Insulation resistance low (176 kOhm < 300 kOhm)  Grid disconnect
2026-03-09 13:30:12  INV-09  I-002  Insulation OK (1.2 MOhm), grid connected           -""",
        "Does this point to a wet connector or a damaged cable?",
        "Event log of INV-09",
    ),
    (
        "bess-ems-events",
        ["bess", "json_lines", "first_member_id"],
        """{"id": "evt-118204", "timestamp": "2026-03-08T19:42:10.311Z", "site": "BESS-Fenmoor", "container": "C05", "type": "THERMAL_WARN", "cell_max_c": 43.8, "hvac_state": "FAULT", "action": "derate_50pct"}
{"id": "evt-118205", "timestamp": "2026-03-08T19:58:44.027Z", "site": "BESS-Fenmoor", "container": "C05", "type": "THERMAL_CLEAR", "cell_max_c": 38.9, "hvac_state": "RUN", "action": "restore"}""",
        "How long was C05 derated, and did it recover fully?",
        "Events exported from the EMS",
    ),
    (
        "electrolyser-trip-report",
        ["electrolyser", "trip_report", "timestamps"],
        """Trip report TR-2026-017
Plant: Elbmarsch H2, stack S3
Event: 2026-02-18 06:41:55 CET, emergency stop, H2 in O2 at 1.9 % (trip 2.0 %, alarm 1.5 %)
Preceded by: load ramp from 20 % to 85 % in 90 s
Actions: purge completed 06:52, stack isolated, supplier informed 08:10""",
        "Write a short root-cause hypothesis for the morning meeting.",
        "Trip report from last week",
    ),
    (
        "hrs-receipt-nl",
        ["hydrogen", "receipt", "dutch_content"],
        """H2 MOBIL ROTTERDAM-WAALHAVEN
Datum: 11-03-2026  Tijd: 17:22
Pomp: D2 (700 bar)
Getankt: 4,62 kg
Prijs per kg: EUR 12,85
Totaal: EUR 59,37
Kaart: **** 8812  Transactie: 004417""",
        "My car holds 5.6 kg and was at a quarter. Why did the fill stop at 4.62 kg?",
        "Receipt from the hydrogen station",
    ),
    (
        "charge-point-json",
        ["ev", "api_response", "first_member_id", "last_updated"],
        """{
  "id": "cp-GRD-WST-06",
  "last_updated": "2026-03-12T07:58:02Z",
  "status": "AVAILABLE",
  "connectors": [
    {"id": "1", "standard": "IEC_62196_T2_COMBO", "max_power_kw": 150, "status": "CHARGING", "since": "2026-03-12T07:41:22Z"},
    {"id": "2", "standard": "CHADEMO", "max_power_kw": 50, "status": "AVAILABLE", "since": "2026-03-11T22:10:05Z"}
  ]
}""",
        "Why does the charger say AVAILABLE while connector 1 is charging? Is that a bug in our API?",
        "Response from our charge point API",
    ),
    (
        "webhook-delivery-debug",
        ["webhook", "signature", "epoch", "debugging"],
        """POST /hooks/workorders HTTP/1.1
webhook-id: msg_2Lq8TzVbN4kR7xYpC1dF9gHjW3e
webhook-timestamp: 1772610330
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type": "workorder.created", "data": {"wo": "WO-26-11801", "site": "BESS-Ashgrove"}}""",
        "Our endpoint rejects this with 'timestamp too old'. We logged it at 08:12 UTC on 4 March 2026. How old was it, and what tolerance should we allow?",
        "A delivery our endpoint rejected",
    ),
    (
        "dno-email",
        ["email", "headers", "message_id"],
        """From: Northvale Power Networks <noreply@northvale-networks.example>
Date: Mon, 9 Mar 2026 07:30:12 +0000
Message-ID: <20260309073012.9F2C11@mail.northvale-networks.example>
Subject: Your power cut reference INC-26-30412

We're sorry your power is off. Our engineers are working on a fault on the high voltage network.
Estimated restoration: 11:30 today. Reply STOP to end updates.""",
        "Am I entitled to compensation if it isn't back on by tonight?",
        "E-mail from the network operator",
    ),
    (
        "connection-offer",
        ["connection_offer", "dates", "prices"],
        """OFFER FOR CONNECTION - GCO-26-0077
Customer: Fenmoor Solar Ltd
Export capacity: 12 MW at Linton 33 kV
Connection date: 14 September 2026
Offer valid until: 30 April 2026
Connection charge: GBP 2,418,600 (excl. VAT)
Payment schedule: 10 % on acceptance, 40 % on 1 July 2026, 50 % before energisation""",
        "If we accept on 28 April, when is each payment due and how much is it?",
        "Key terms of the connection offer",
    ),
    (
        "heat-pump-service-sheet",
        ["job_sheet", "serials", "dates"],
        """JOB SHEET  HP-55120-0412
Visit: 2026-03-05 10:20-11:45
Unit: 8 kW air source heat pump, serial ASHP-19K0045
Refrigerant pressures OK, filter cleaned, weather curve lowered from 45 to 42 °C at -3 °C outdoor
Glycol protection checked: -18 °C
Engineer: D. Achterberg""",
        "Why would they lower the weather curve, and will the house still get warm enough in a cold snap?",
        "Job sheet the engineer left",
    ),
    (
        "day-ahead-results",
        ["auction_results", "prices", "table"],
        """Day-ahead auction, delivery 2026-03-13 (DE-LU), EUR/MWh
Hour   Price    Volume (MWh)
06-07   88.12   21,340
07-08  112.40   24,910
08-09  104.77   25,320
12-13   12.05   27,880
13-14   -4.10   28,115
18-19  141.90   26,402""",
        "Why would the price go negative at 13-14 on a Friday in March?",
        "Auction results for Friday",
    ),
    (
        "curtailment-log",
        ["dispatch_instructions", "timestamps", "references"],
        """Dispatch instruction log - Solan Bank OWF
2026-03-07 02:14  NESO  Reduce to 380 MW (from 612 MW)  ref DI-770412  acknowledged 02:15
2026-03-07 04:40  NESO  Reduce to 250 MW                ref DI-770488  acknowledged 04:41
2026-03-07 07:05  NESO  Release to available            ref DI-770531  acknowledged 07:06""",
        "How many MWh were curtailed if we could have run at 612 MW all night?",
        "Instruction log from Saturday night",
    ),
    (
        "frequency-event-report",
        ["frequency_event", "report", "timestamps"],
        """Frequency event report FER-2026-04
Event: 2026-01-22 18:31:07 GMT, loss of 1,320 MW (HVDC link trip)
Nadir: 49.58 Hz at 18:31:15
Recovered to 49.9 Hz: 18:32:40
Dynamic containment delivered: 1,020 MW within 1 s""",
        "Summarise this for the board in three bullets.",
        "Event report from January",
    ),
    (
        "heat-pump-certificate",
        ["certificate", "dates", "ids"],
        """Commissioning certificate MCS-0412-ASHP
Installed: 14/11/2023
Heat pump: 8 kW air source, design flow temperature 45 °C
SCOP (design): 3.6
Installer: Westmoor Heat Ltd, MCS NAP-55120
Next service due: 14/11/2024""",
        "Is a 45 °C design flow temperature good for radiators, or should it be lower?",
        "Commissioning certificate for our heat pump",
    ),
    (
        "export-statement",
        ["statement", "dates", "prices"],
        """Smart Export Guarantee statement
Period: 01/12/2025 - 28/02/2026
Export meter reads: 1,204.6 -> 1,412.9 kWh
Exported: 208.3 kWh at 15.0p/kWh
Payment: GBP 31.25, paid 15/03/2026""",
        "Is 208 kWh over the winter normal for a 4 kWp system in Yorkshire?",
        "My export payment statement",
    ),
    (
        "ctv-transfer-log",
        ["vessel_log", "times"],
        """CTV Seahawk 3 - transfer log 2026-03-06
06:12  depart Grimsby, POB 12
08:05  T21 transfer, 3 techs up, Hs 1.2 m
08:40  T17 transfer, 4 techs up, Hs 1.3 m
14:50  T17 pick-up, 4 techs
15:25  T21 pick-up, 3 techs
17:30  arrive Grimsby""",
        "How long was each team on its turbine?",
        "Transfer log from the vessel",
    ),
    (
        "lps-test-report",
        ["test_report", "dates", "measurements"],
        """Lightning protection test report LPS-26-031, T09, 2026-02-25
Blade A: tip receptor 38 mOhm, mid receptor 41 mOhm   PASS
Blade B: tip receptor 44 mOhm, mid receptor 47 mOhm   PASS
Blade C: tip receptor 52 mOhm, mid receptor 188 mOhm  FAIL (limit 50 mOhm)
Recommendation: repair the blade C down-conductor joint within 3 months""",
        "Explain to the asset owner, who is not technical, why blade C failed and what happens next.",
        "Test report from the rope-access contractor",
    ),
    (
        "permit-to-work",
        ["permit", "timestamps", "ids"],
        """PERMIT TO WORK PTW-26-1187
Issued: 09/03/2026 10:42 to R. Diaz (AP J. Mensah)
Equipment: Linton Primary CB 4 and outgoing cable to Carrow
Isolation: CB 4 open and locked, earths at CB 4 and Carrow RMU
Work: cable joint repair
Cleared: 09/03/2026 16:05""",
        "Was the permit open longer than the planned five hours?",
        "Permit record",
    ),
    (
        "epc-excerpt",
        ["epc", "certificate_number", "dates"],
        """Energy Performance Certificate
Property: 14 Alder Road, Westmoor
Date of assessment: 02 February 2026
Current rating: E (47)   Potential rating: C (72)
Recommended: cavity wall insulation (GBP 900-1,500), solar water heating, double glazing
Certificate number: 0412-2877-6210-2526-4471""",
        "Which measure gets us to band D soonest for the least money?",
        "Our EPC",
    ),
    (
        "gas-detector-calibration",
        ["calibration", "date_label", "hydrogen"],
        """Calibration record GD-14, Elbmarsch compressor hall
Date: 2026-01-15    Technician: K. Vogel
Sensor: catalytic, H2, 0-100 % LFL
Zero: 0.0 % LFL (as found 0.4)
Span: 50 % LFL gas, as found 46 %, as left 50 %
Next calibration due: 2026-07-15""",
        "Is an as-found reading of 46 % within tolerance for a 50 % span gas?",
        "Calibration record",
    ),
    (
        "heating-works-sms",
        ["sms", "district_heating", "dates"],
        """Aalborg Varme: Planned work on the district heating pipe in Vesterbro on 18/03 from 08:00 to 14:00.
Your heating and hot water may be off. Ref AV-2026-0318. Questions: 98 13 55 00""",
        "Will my hot water tank still have hot water in the afternoon?",
        "Text I got from the heat company",
    ),
    (
        "charger-availability",
        ["availability", "updated_label", "table"],
        """Updated: 2026-03-12 08:15
Site           Bays  Available  Out of order  Avg wait
Westgate Hub   12    5          3, 9          0 min
Riverside       8    0          -             14 min
Park & Ride N   6    2          4             0 min""",
        "Which site should our van drivers use at 08:30 if each needs about 20 minutes?",
        "Availability board from the network's website",
    ),
    (
        "boa-table",
        ["balancing_mechanism", "table", "prices"],
        """BOA     Unit        From   To     Level (MW)  Price (GBP/MWh)
119384  T_KESTW-1   16:30  17:00  0 -> -120    -38.50
119391  T_SOLBW-2   16:30  17:30  0 -> -200    -52.10
119402  E_ASHB-1    17:00  18:00  0 -> +45     184.00""",
        "Why is the system paying wind farms to turn down while paying the battery to export?",
        "Acceptances from yesterday",
    ),
    (
        "capacity-agreement",
        ["capacity_market", "agreement", "dates", "prices"],
        """Capacity Agreement CAN-2026-01-0412
CMU: ASHGROVE-BESS-1, de-rated capacity 10.29 MW (de-rating factor 20.62 %)
Delivery year: 1 October 2026 to 30 September 2027
Clearing price: GBP 65.00/kW/year
Agreement length: 1 year""",
        "What will we be paid in total, and how much per month?",
        "Our capacity agreement",
    ),
    (
        "ppa-invoice",
        ["invoice", "ppa", "dates", "prices"],
        """INVOICE PPA-2026-02-004
Seller: Fenmoor Solar Ltd   Buyer: Ardent Logistics Ltd
Period: 01/02/2026-28/02/2026
Metered volume: 612.44 MWh at GBP 58.20/MWh = GBP 35,644.01
REGO transfer: 612 certificates
Due: 20/03/2026""",
        "Check the arithmetic, and should the REGO count be rounded down like that?",
        "February PPA invoice",
    ),
    (
        "home-battery-csv",
        ["home_battery", "csv", "timestamp_column"],
        """Timestamp,SoC %,Battery kW,Grid kW,Solar kW
2026-03-11 00:30,22,-3.0,3.4,0.0
2026-03-11 04:30,98,0.0,0.4,0.0
2026-03-11 12:00,100,0.0,-2.9,3.6
2026-03-11 17:30,61,2.8,0.0,0.0""",
        "Is the battery really discharging in the evening peak? The app says so, but my bill doesn't show it.",
        "Export from the battery app",
    ),
    (
        "heat-battery-schedule-json",
        ["heat_battery", "json", "first_member_id"],
        """{"id": "sched-4471", "updated": "2026-02-28T21:14:03Z", "windows": [{"from": "00:30", "to": "04:30", "target_pct": 100}, {"from": "16:00", "to": "16:30", "target_pct": 30, "only_if_below": true}], "legionella_cycle": "Sun 03:00"}""",
        "Add a 13:00-16:00 window to this schedule that charges to 80 %, and keep everything else.",
        "My heat battery schedule as exported",
    ),
    (
        "availability-monthly",
        ["availability", "table", "hours"],
        """Turbine  Hours  Available  Fault  Service  Grid  Availability
T01      672    668.5      1.5    2.0      0.0   99.5 %
T09      672    610.2      44.1   17.7     0.0   90.8 %
T14      672    436.0      12.0   224.0    0.0   64.9 %""",
        "Which of these hours count against the contractor's availability guarantee?",
        "February availability table",
    ),
    (
        "om-contract-clause",
        ["contract", "clause", "prices"],
        """12.3 Availability Guarantee. The Contractor guarantees a time-based availability of 97.0 % per
Contract Year, calculated per Schedule 6. Downtime caused by Grid Unavailability, Force Majeure or
the Owner's instructions is excluded. For each 0.1 % below the guarantee the Contractor pays
liquidated damages of GBP 12,500, capped at 10 % of the annual fee.""",
        "If we end the year at 96.4 %, what do they owe us?",
        "Clause from our O&M contract",
    ),
    (
        "fuel-cell-test",
        ["fuel_cell", "test_record", "date_label"],
        """Backup fuel cell test - telecom site TS-2291
Test date: 2026-03-02 02:00-02:30
Start time to full load: 41 s
Load: 4.8 kW for 30 min
H2 used: 0.31 kg (cylinder bank 62 % -> 58 %)
Result: PASS""",
        "How many hours of backup are left in the cylinder bank at this load?",
        "Result of the monthly test",
    ),
    (
        "tube-trailer-note-de",
        ["hydrogen", "delivery_note", "german_content"],
        """Lieferschein LS-260311-04
Datum: 11.03.2026
Trailer: HT-07 (Röhrenbündel, 300 bar)
Befüllt: 412 kg H2, Abgabe an HRS Hamburg-Harburg: 355 kg
Restmenge: 57 kg
Fahrer: T. Schulz""",
        "What share of the trailer was delivered, and is that a normal share at 300 bar?",
        "Delivery note from the hydrogen supplier",
    ),
    (
        "load-shedding-schedule",
        ["load_shedding", "schedule", "times"],
        """Load-shedding schedule, Block 7 (Stage 2)
Mon 16 Mar: 06:00-08:30, 14:00-16:30
Tue 17 Mar: 12:00-14:30, 22:00-00:30
Wed 18 Mar: 04:00-06:30, 18:00-20:30""",
        "When can I run the borehole pump for two hours each day without a clash?",
        "This week's schedule for our block",
    ),
    (
        "substation-logger",
        ["district_heating", "logger", "timestamps"],
        """Logger SS-022, 15-min values
2026-03-10 06:00  supply 77.8  return 46.9  flow 9.1
2026-03-10 06:15  supply 78.1  return 47.5  flow 9.7
2026-03-10 06:30  supply 78.0  return 47.8  flow 9.6""",
        "Return and flow are both high. Could a customer's bypass valve be stuck open?",
        "Logger values from substation SS-022",
    ),
    (
        "trading-chat-export",
        ["chat_export", "timestamps", "trade"],
        """[11-Mar-2026 10:38:12] A. Singh (Greystone): Q3-27 UK base, 25 MW, offer?
[11-Mar-2026 10:39:40] L. Berg (Halden Kraft): 71.40
[11-Mar-2026 10:40:05] A. Singh (Greystone): mine 25 at 71.40
[11-Mar-2026 10:40:22] L. Berg (Halden Kraft): done, confirm to follow""",
        "Who bought and who sold here? Our booking says we are the buyer.",
        "Chat export with the broker",
    ),
    (
        "fleet-charging-invoice",
        ["invoice", "prices", "period"],
        """Invoice INV-ARD-2602
Period: February 2026
Public charging: 4,812 kWh, GBP 3,560.88
Depot charging: 21,340 kWh, GBP 4,908.20
Home charging reimbursement: 2,115 kWh, GBP 486.45
Total: GBP 8,955.53 (excl. VAT)""",
        "What's the average cost per kWh of each kind of charging?",
        "Our charging invoice for February",
    ),
    (
        "control-shift-log",
        ["shift_log", "times", "references"],
        """Shift log, ENCC-2, night shift 11/12 March 2026
22:00  Took over from J. Mensah. B6 constraint active.
23:40  SGT1 Dunmore tap changer alarm, reset locally 23:55.
02:15  Solan Bank curtailed to 380 MW, DI-770412.
05:30  B6 constraint released.
06:00  Handed over to P. Okoro.""",
        "Turn this into three bullet points for the morning call.",
        "Last night's shift log",
    ),
    (
        "rtu-syslog",
        ["syslog", "rtu", "timestamps"],
        """Mar 12 03:14:09 rtu-linton-01 iec104[412]: connection to 10.22.4.10:2404 lost (T1 timeout)
Mar 12 03:14:39 rtu-linton-01 iec104[412]: STARTDT act sent to 10.22.4.10
Mar 12 03:14:39 rtu-linton-01 iec104[412]: STARTDT con received, general interrogation started
Mar 12 03:15:02 rtu-linton-01 iec104[412]: GI complete, 412 points""",
        "How long was Linton invisible to the control room?",
        "Syslog from the Linton RTU",
    ),
    (
        "meter-appointment-email",
        ["email", "headers", "booking"],
        """From: Westmoor Energy <appointments@westmoor-energy.example>
Date: Thu, 5 Mar 2026 09:02:11 +0000
Subject: Your smart meter appointment

Your appointment is booked for Wednesday 18 March 2026 between 08:00 and 12:00.
Booking reference: SMA-88120-26. Please make sure the meter cupboard is clear.""",
        "Can I move it to an afternoon slot, and who do I tell?",
        "Booking e-mail",
    ),
    (
        "charging-error-dialog",
        ["error_dialog", "request_id_label", "time_label"],
        """Request ID: 7c1e2b90-5a44-4f0e-9d1b-2f6a8c3e1d57
Time: 2026-03-12 07:44:18 UTC
Error: START_REJECTED (code 47)
Charger: GRD-WST-09, connector 1
Message: Authorisation failed. Please try another payment method.""",
        "The app showed this when I tried to start charging. Is it my card or the charger?",
        "Error the app showed me",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "intro_between",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "forwarded",
    "wrapped_pointer",
    "both_sides",
    "lang_ask",
]

SYSTEM_DESK = ("You are the energy desk's assistant. Answer from the material the user gives you and say when it "
               "is not enough.")
LANG_ASKS = [
    "Kannst du mir das auch kurz auf Deutsch erklären?",
    "¿Me lo puedes explicar también en español?",
    "Kun je het ook in het Nederlands uitleggen?",
    "Kan du også forklare det på dansk?",
    "Tu peux aussi me l'expliquer en français ?",
    "Możesz to też wyjaśnić po polsku?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "intro_between":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}, pasting it here:\n{block}\nAssistant: Got it. What would you like to know about it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "wrapped_pointer":
        return f"Pasting this below: {intro[0].lower() + intro[1:]}. I copied it as it\nwas shown to me.\n\n{block}\n\n{ask}"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnything else in there I should worry about?"
    assert placement == "lang_ask"
    return f"{block}\n\n{ask} {LANG_ASKS[(k // 4) % len(LANG_ASKS)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for j in range(3):
            placement = PLACEMENTS[(3 * k + j) % len(PLACEMENTS)]
            text = _place(k, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- generated positives: one or two fields at one of eleven positions of an energy body ---------------------

@dataclass
class Field:
    """A program-inserted field: its cue, format family, label, structured key and value maker."""

    cue: str
    family: str
    label: str
    key: str
    make: Callable[[Gen38, datetime], str]
    numeric: bool = False


FIELDS: list[Field] = [
    Field("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t)),
    Field("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    Field("datetime", "python_logging", "Received", "received", lambda g, t: py_logging(t)),
    Field("datetime", "log4j", "requestedAt", "requestedAt", lambda g, t: log4j_iso(t)),
    Field("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    Field("datetime", "windows_datetime", "Console time", "console_time", lambda g, t: windows_general(t)),
    Field("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    Field("date", "long_date", "Today's date", "today", lambda g, t: long_date(t)),
    Field("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    Field("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True),
    Field("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True),
    Field("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    Field("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    Field("request_id", "hex32", "Correlation ID", "correlation_id", lambda g, t: g.hex(32)),
    Field("request_id", "cf_ray", "CF-Ray", "cf_ray", lambda g, t: g.cf_ray()),
    Field("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    Field("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    Field("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    Field("session_id", "ulid", "Conversation ID", "conversation_id", lambda g, t: g.ulid(t)),
    Field("run_id", "prefixed", "Dispatch run", "dispatch_run", lambda g, t: g.pref("dr_", 16)),
    Field("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    Field("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "op-" + g.digits(5))),
    Field("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp",
          lambda g, t: dotnet_o(t, g.small(0, 10))),
    Field("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    Field("datetime", "dotnet_long", "Local time", "local_time", lambda g, t: sk_now(t)),
    Field("datetime", "rfc2822", "Processed", "processed", lambda g, t: rfc2822(t)),
    Field("datetime", "iso_space_zone", "Server time", "server_time",
          lambda g, t: iso_space(t) + " " + str(t.tzname())),
    Field("datetime", "day_first", "Console clock", "console_clock", lambda g, t: dmy_hm(t)),
    Field("datetime", "iso_basic", "Request stamp", "request_stamp", lambda g, t: iso_basic(t)),
    Field("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    Field("datetime", "unix_date", "Host date", "host_date", lambda g, t: unix_date(t)),
    Field("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t)),
]

# (name, language, zone, system prompt, user message, cue line or "")
BODIES: list[tuple[str, str, str, str, str, str]] = [
    ("wind-om", "en", "UK",
     "You are the O&M assistant of the Kestrel Ridge wind farm. Answer from the maintenance manual and say\n"
     "when a climb is needed.",
     "Technician: What torque do the blade bolts on T05 need after the pitch bearing swap?", "Assistant:"),
    ("solar-om", "en", "EU",
     "You help PV technicians at the Campo Alto solar plant with inverter and tracker faults. Be brief.",
     "Technician: How do I reset a tracker controller that has lost its GPS time?", "Assistant:"),
    ("ev-support", "en", "UK",
     "You are Volta, the support assistant of the Brightway charging network. Keep answers short.",
     "Driver: Can I reserve a rapid charger before I arrive?", "Volta:"),
    ("home-advice", "en", "UK",
     "You are Hearth, a home energy adviser. Start with changes that cost nothing, then cheap ones.",
     "Householder: Should I turn my hot water cylinder down to 50 degrees?", "Hearth:"),
    ("heat-network", "en", "UK",
     "You answer questions from residents of the Canal Wharf heat network about bills and their heat\n"
     "interface unit.",
     "Resident: Why is there a standing charge when I hardly use any heat in summer?", "Assistant:"),
    ("balancing-desk", "en", "UK",
     "You help the short-term power desk with settlement rules and imbalance pricing. Be precise.",
     "Trader: How is the system price set when the net imbalance volume is close to zero?", "Answer:"),
    ("bess-ops", "en", "AU",
     "You help remote operators of battery storage sites in the NEM read EMS alarms and decide on site\n"
     "visits.",
     "Operator: What does a rack voltage imbalance warning mean for tonight's dispatch?", "Assistant:"),
    ("hydrogen-station", "en", "JST",
     "You are the help desk of a hydrogen refuelling network. Explain fills, cards and faults simply.",
     "Driver: Why does a fill take longer on hot days?", "Assistant:"),
    ("dno-105", "en", "UK",
     "You help callers on the Northvale Power Networks 105 line during power cuts. Be calm and clear.",
     "Caller: Our freezer has been off for five hours. Can I claim for the food?", "Assistant:"),
    ("ercot-desk", "en", "TX",
     "You answer questions from the real-time desk of a Texas battery and solar portfolio about\n"
     "ancillary services and settlement.",
     "Trader: What happens to our ECRS award if the battery trips halfway through the hour?", "Answer:"),
    ("leitstelle-de", "de", "EU",
     "Du bist der Assistent der Netzleitstelle der Stadtwerke Kirchheim. Antworte auf Deutsch und knapp.",
     "Schichtleiter: Welche Meldungen muss ich nach einer Versorgungsunterbrechung von über drei Minuten\n"
     "machen?", ""),
    ("driftscentral-da", "da", "EU",
     "Du er assistent for driftscentralen hos Vestkyst Fjernvarme. Svar på dansk.",
     "Vagt: Hvordan sænker vi fremløbstemperaturen om natten, uden at kunderne mangler varmt vand?", ""),
    ("laadplein-nl", "nl", "EU",
     "Je bent de assistent van LaadNet voor beheerders van laadpleinen. Antwoord in het Nederlands.",
     "Beheerder: Hoe verdeel ik een aansluiting van 250 kW over twaalf laadpunten zonder dat er één\n"
     "stilvalt?", ""),
    ("planta-es", "es", "EU",
     "Eres el asistente de operación de la planta fotovoltaica Los Llanos. Responde en español.",
     "Operador: ¿Cada cuánto hay que hacer termografía a las cajas de string?", ""),
    ("sportello-it", "it", "EU",
     "Sei l'assistente dello Sportello Energia di Bologna. Rispondi in italiano e in modo pratico.",
     "Utente: Conviene aggiungere un accumulo a un impianto fotovoltaico da 4 kW?", ""),
    ("kontrollrom-no", "no", "EU",
     "Du er driftsassistent i kontrollrommet til Fjordvind. Svar på norsk.",
     "Operatør: Hva gjør vi når isingsalarmen går på tre turbiner samtidig?", ""),
    ("reseau-chaleur-fr", "fr", "EU",
     "Tu es l'assistant d'exploitation du réseau de chaleur de Grenoble Sud. Réponds en français.",
     "Exploitant : Comment expliquer aux abonnés la hausse du terme R2 cette année ?", ""),
    ("farma-wiatrowa-pl", "pl", "EU",
     "Jesteś asystentem dyspozytora farmy wiatrowej Darłowo. Odpowiadaj po polsku.",
     "Dyspozytor: Co robimy, gdy operator systemu przesyłowego każe zredukować moc w nocy?", ""),
]

STABLE = ["Site: Kestrel Ridge", "Grid: GB", "Region: north", "Model: gpt-4o", "Prompt version: 4.1.0",
          "Knowledge cutoff: 2025-01", "Locale: en-GB", "Time zone: Europe/London", "Channel: web",
          "Tenant: northvale", "Tariff: Flex Saver", "Build: 7c2e91a", "Network code: NVPN"]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json", "xml", "kv", "html",
             "bullet"]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "footer", "html", "bullet"}
GENERATED = 78


def _render(f: Field, value: str, position: str) -> str:
    if position in ("head", "system_tail", "header_block", "last_user", "footer"):
        return f"{f.label}: {value}"
    if position == "html":
        return f"<!-- {f.label}: {value} -->"
    if position == "bullet":
        return f"- **{f.label}:** {value}"
    if position == "yaml":
        return f"{f.key}: {value}" if f.numeric else f'{f.key}: "{value}"'
    if position == "json":
        return f'"{f.key}": {value},' if f.numeric else f'"{f.key}": "{value}",'
    if position == "xml":
        return f'{f.key}="{value}"'
    assert position == "kv"
    return f'{f.key}="{value}"' if " " in value else f"{f.key}={value}"


def _body_text(position: str, marks: list[str], system: str, user: str, cue: str, g: Gen38) -> str:
    tail = f"\n{cue}" if cue else ""
    joined = "\n".join(marks)
    if position == "head":
        return f"{joined}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{joined}\n\n{user}{tail}"
    if position == "header_block":
        block = g.rng.sample(STABLE, 3)
        for m in marks:
            block.insert(g.small(0, len(block) + 1), m)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{tail}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{joined}{tail}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\nSent via GridDesk 2.6\n{joined}"
    if position == "yaml":
        return f"---\napp: griddesk\n{joined}\nlocale: en-GB\n---\n{system}\n\n{user}{tail}"
    if position == "json":
        members = "\n".join("  " + m for m in marks)
        return f'{{\n  "app": "griddesk",\n{members}\n  "channel": "web"\n}}\n{system}\n\n{user}{tail}'
    if position == "xml":
        return f'<context app="griddesk" {" ".join(marks)} channel="web"/>\n{system}\n\n{user}{tail}'
    if position == "kv":
        return f"{system}\n[ctx app=griddesk {' '.join(marks)} channel=web]\n\n{user}{tail}"
    if position == "html":
        return f"{joined}\n{system}\n\n{user}{tail}"
    assert position == "bullet"
    return f"## Context\n- **App:** GridDesk\n{joined}\n- **Channel:** web\n\n{system}\n\n{user}{tail}"


def _kind(cue: str) -> str:
    return "time" if cue in ("datetime", "date", "epoch") else cue


def generated_positives(g: Gen38) -> list[Draft]:
    """One field, or two of different kinds every fourth case, at one of eleven positions of a body."""
    queue = list(FIELDS)
    g.rng.shuffle(queue)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    local_turn: dict[str, bool] = {}
    for k in range(GENERATED):
        name, lang, zone, system, user, cue = bodies[k % len(bodies)]
        position = POSITIONS[k % len(POSITIONS)]
        t = g.moment_in(zone)
        count = 2 if k % 4 == 3 else 1
        if lang != "en" and position in LINE_POSITIONS:
            local_turn[name] = not local_turn.get(name, False)
        marks: list[str] = []
        families: list[str] = []
        used: set[str] = set()
        for j in range(count):
            if lang != "en" and j == 0 and position in LINE_POSITIONS and local_turn.get(name, True):
                text = now_label(lang, t)
                if position == "html":
                    text = f"<!-- {text} -->"
                elif position == "bullet":
                    label, _, value = text.partition(":")
                    text = f"- **{label.strip()}:** {value.strip()}"
                marks.append(v("datetime", text))
                families.append("localized_now")
                used.add("time")
                continue
            f = next(x for x in queue if _kind(x.cue) not in used)
            queue.remove(f)
            queue.append(f)
            used.add(_kind(f.cue))
            marks.append(v(f.cue, _render(f, f.make(g, t), position)))
            families.append(f.family)
        text = _body_text(position, marks, system, user, cue, g)
        tags = ["generated", position, *families] + (["two_fields"] if count == 2 else [])
        if lang != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{'+'.join(families)}", tags))
    return out


# --- assembly ------------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen38(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_asked()
    _negatives_pasted()
    return make_holdout.assemble("hold38", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
