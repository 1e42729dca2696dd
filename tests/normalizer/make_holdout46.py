"""Build `prompt_normalizer/corpus/holdout46.jsonl`, a forty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout46.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout44.py` only the module docstrings were read (the
text from the top of each file to the end of its opening string, with a keyword search over them for
neighbours in this domain), to keep clear of the sources, scenarios and languages they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its
last 150 lines (`build`, `main` and the placement of its pasted negatives) for the structure of a
generator. (A listing of `tests/normalizer/`, a count of the holdout files in
`prompt_normalizer/corpus/` with a check that neither this file nor `holdout46.jsonl` existed yet,
and a grep of `pyproject.toml` for ruff's settings showed names and numbers only; the lint is
`ruff check` with the project's settings.) Nothing here comes from aviation: no airports, airlines,
aircraft or flights.

The domain is maritime: ports and container terminals, ship management and crewing agencies, vessel
operations and noon reports, yacht charters, ferry operators, pilotage and harbour masters, marine
surveyors and classification societies. The earlier docstrings name neighbours of it: a carrier
tracking poll and an ocean visibility API (make_holdout6), a ship's bridge tool with IMO and MMSI, VTS
AIS pictures, port-call queries, NMEA 0183 sentences, decoded AIS messages, deck logs and
charter-party laydays, and ferries among small local services (make_holdout10), marinas' berth
enquiries and contracts, a fuel dock, a marina harbour master and water taxi, gate logs, sea
forecasts, tide predictions, crane slots and a cruise ship's guest chat (make_holdout13), ferries
(make_holdout20), seafarers' personal admin with employment agreements, sea service, discharge books,
crew lists and deck log excerpts (make_holdout23), sailing clubs with dinghy hire, regattas and a
yacht club tender (make_holdout27), a freight forwarder's bookings, draft bills of lading, arrival
notices, sailing schedules, telex releases and a VGM portal (make_holdout32), a crew transfer vessel
and vessel transfer logs (make_holdout38) and coastguard, lifeboats, MRCC logs, DSC alerts and a
vessel header with MMSI (make_holdout41). The scenarios here were written around them: no bridge
tool, VTS, NMEA or DSC, no deck log, no laytime calculation, no marina berth, fuel dock, crane
or gate, no dinghy or regatta, no forwarder's desk and no seafarer's own paperwork app; terminals
are seen from the terminal operator's side, crewing from the manning agency's and the ship
manager's side, AIS only as a fleet tracker export the user pastes, a statement of facts only as a
question about time at anchor, and bills of lading only as the owners' question about a clean
bill. The sources are:

* container terminals and ports: a berth planning copilot (planner session and its opening), a
  berth line-up snapshot "as of" a time with its snapshot id, a gate kiosk (clock as a time alone,
  kiosk session), quay crane productivity behind single-line JSON (`req`, `now_ms`), a port
  community system's customs release helper behind an HTTP request (`Date`, `X-Request-ID`), a
  dangerous goods declaration check (YAML front matter `check_id` and `requested_at`), harbour dues
  in a ChatML system turn (stamp on its own line), a yard planner's logfmt tail (`ts=`, `req=`), an
  empty depot's damage photo upload line under the surveyor's notes, a terminal Slack event
  (`event_id`, `event_time`), an agency mailbox polled "at" a time with its poll id above the
  agent's e-mail (whose own `Date` stays), a Dutch inland-barge port help desk (Dutch "now" label),
  a gate-out CloudEvent (`id` and `time` move; the gate transaction with its discharge and gate-out
  times stays) and a Brazilian grain terminal (Portuguese "now" label and portal session); and as
  hard negatives a berth line-up, a truck appointment, a quay crane shift report, a terminal API
  response that opens with `"id"` and `"timestamp"`, a terminal webhook delivery pasted to debug its
  timestamp, a port community system error screen with its own `Request ID` and `Time`, a port
  agent's e-mail with its own `Date:` and `Message-ID:`, and a harbour dues invoice;
* ship management and crewing agencies: a Manila manning desk (desk session, day-first login
  time), crew change rules retrieved "at" a time with a lookup id, a certificate matrix check
  (markdown bullet), a Tagalog allotment helper (Tagalog "now" label), an OK-to-board letter dated
  today by the letter tool with its letter job, a planned maintenance helper (XML attribute and
  element), a safety management manual behind traceparent and tracestate, a crew app message with a
  `(sent ...)` stamp, a purchase requisition behind a session JWT, a crewing inbox triage
  (single-line JSON `poll_id` and `polled_at`), a drill planner in the current ISO week, a Piraeus
  technical department (Greek "now" label and session), a training matrix check under `KEY=value`
  lines (`NOW_MS`, `REQUEST_ID`); and as hard negatives a seafarer's employment contract, a crew
  change plan, a wage account, a crewing chat export with `[DD/MM/YYYY, HH:MM:SS]` prefixes and an
  allotment SMS (Tagalog);
* vessel operations and noon reports: a noon report validator (receipt time and message id inside
  the sentence under the report), a fleet performance header (RFC 3339 with milliseconds, a UUID v7
  request id), bunker prices "as of" a time, a weather routing run (id and start inside a sentence),
  a CII estimator (pretty JSON `request_id` and `computed_at`), a ship's office helper with the
  ship's clock and its UTC offset, voyage instructions (Semantic Kernel's current-time sentence), an
  ECDIS passage plan review behind Go's `time.Now().String()`, a draft survey check behind a Llama 3
  system header (`Today Date` moves, `Cutting Knowledge Date` stays), an engine control room
  workstation's Windows clock, an operations Teams activity (`id`, `timestamp`), a Bergen
  performance claim (Norwegian "now" label), an oil record book checker's footer (request id and
  GNU `date`) and a disbursement account comparison behind `X-Request-Start`; and as hard negatives a
  noon report, a statement of facts, a bill of lading, an AIS fleet tracker CSV, a bunker delivery
  note, a passage plan's waypoint table, a port state control report (Form B) and a port control
  message with its own date-time group;
* yacht charters: a Split charter agency (Croatian "now" label and session), fleet availability
  queried "at" a time with its query id, a skipper briefing (a `key=value` pair in an HTML comment
  and a rendered time in another), provisioning behind a Stripe Checkout session and
  `Idempotency-Key` (with a stable `Stripe-Version`), a base check-out tablet (dotted clock and
  inspection session), a Bodrum gulet desk (Turkish "now" label after the guest's message), a
  charter contract dated today by the draft tool with its job, a yacht broker's CRM (XML element),
  an Ionian flotilla's WhatsApp message (`id`, `timestamp`), a security deposit hold token with its
  expiry computed from now, a Mallorca charter desk (Spanish "now" label), deposit insurance behind
  a B3 header and a delivery skipper's planner ("Today is ..." sentence); and as hard negatives a
  bareboat charter agreement, a check-out report, a provisioning order and a charter contract
  (Spanish);
* ferry operators: a booking chat (conversation id and start), a vehicle deck loading plan run (id
  and time inside a sentence), sailing status fetched "at" a time alone with its fetch id, a Danish
  commuter ferry (Danish "now" label), a Livorno - Olbia desk (Italian "now" label at the head), a
  freight driver's SMS (`Received:`, `Msg-Id:`), a pet cabin widget (JavaScript `toString()`), an
  islander season ticket behind a session JWT, a check-in kiosk (time alone, kiosk session), refunds
  behind `X-Amzn-Trace-Id`, a Saronic timetable question in a ChatML user turn (`Sent:` on its own
  line), an accessibility request relay (`relay_id`, `received_at`; the request with its
  `created_at` stays) and a refunds desk (markdown table rows); and as hard negatives a booking
  confirmation, a service update, a freight manifest with dangerous goods, a ferry ticket
  (Norwegian) and a sailing cancellation notice (Greek);
* pilotage and harbour masters: a pilot dispatch clock and dispatcher session, a pilot order API
  (`Date`, `X-Request-ID`), tide predictions read "at" a time for an under-keel clearance check, a
  hot work permit dated today with its permit job, an anchorage allocation after a
  `get_current_time` tool result, a notice to mariners writer (YAML front matter with a quoted
  `generated_at` and a `draft_id`), a towage order delivered as Standard Webhooks (id, timestamp and
  signature move; the order with its meeting time stays), a portable pilot unit's clock (.NET round
  trip), canal pilots (German "now" label), an incident notification draft (id and opening inside a
  sentence), pilotage invoices behind an edge line's bracketed Apache time and a trace id, a marine
  operations Slack `ts`, and laser berthing aid readings "as of" a time; and as hard negatives a
  pilot order confirmation, an under-keel clearance sheet, a hot work permit, a notice to mariners
  and a pilot order (Dutch);
* marine surveyors and classification societies: class status retrieved "at" a time with its lookup
  id, survey planning (surveyor session opened in Python `str()`), a pre-purchase survey report
  dated today with its report job, an ultrasonic thickness upload line under the readings, a P&I
  claims research loop (Python `str()` current time), class rules behind `X-Cloud-Trace-Context`, a
  surveyor's tablet epoch in microseconds, a conditions of class tracker (markdown table rows with a
  KSUID session), a class society's booking desk (Japanese "now" label), a newbuilding supervisor
  (Korean "now" label), an on-hire bunker survey (XML attributes, each followed by a stable one), a
  marine warranty surveyor's tow check (ISO basic request time after the user's line) and a survey
  booking e-mail with a ctime build line at the tail; and as hard negatives a condition survey, a
  class status extract, a draft survey, a thickness gauging report and P&I condition survey
  recommendations.

The hand-written negatives that are not pasted hold stable look-alikes in program positions (a
vessel header with IMO, MMSI, call sign, API version and prompt revision; a Llama 3 header with only
its knowledge cutoff; a tariff's validity in a ChatML system turn; a template's approval and review
dates in front matter; a class certificate and its issue date in XML attributes; an API version and
time zone in single-line JSON; a template revision in an HTML comment; member-since and contract
dates in a markdown table; a pilot unit's firmware and installation dates in `KEY=value` lines; a
terms revision in a footer) and values the user asks about or types (AIS epochs, a crew portal JWT,
a user-typed clock, relative times, few-shot noon reports, an unrendered `{{now}}` template, tide
arithmetic, a traceparent from logs, an error dialog's request id and time typed inside the user's
sentence, dry-dock ISO weeks, an IMO check digit, ETA arithmetic, a seafarer's own contract dates, a
container check digit), and two plain controls.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets from +01:00 to +08:00, RFC 1123, RFC 2822, ctime, GNU
`date`, Apache `time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go
RFC3339Nano and `time.Now().String()`, .NET round-trip and Semantic Kernel's long rendering,
JavaScript `toISOString()` and `toString()`, Windows general, US medium, Llama 3.1's `Today Date`,
English long dates (US and British), ISO dates, ISO week dates, ISO basic, compact `YYYYMMDDHHMMSS`,
day-first slashed and dotted date-times, `DD Mon YYYY HH:MM` with a zone, ISO date-times with a
space and a zone, ISO minutes with an offset, a ship's time with its UTC offset, a signal date-time
group (`051422Z MAR 26`), a time alone (with and without seconds), epochs in s, ms, us and ns, and
the current date and time written in Dutch, Portuguese, Tagalog, Greek, Norwegian, Croatian,
Turkish, Spanish, Danish, Italian, German, Japanese and Korean. Identifiers: UUID v4 and v7, ULID
(also lower case), KSUID, nanoid, ObjectId, traceparent and tracestate, B3, X-Amzn-Trace-Id,
X-Cloud-Trace-Context, CF-Ray, long hex, base62 and base64url tokens, JWTs, a Slack event id and
`ts`, a Teams activity id, Discord-style snowflakes, a WhatsApp message id, a Twilio-style `SM` sid,
Standard Webhooks ids and signatures, a CloudEvents id, a Stripe Checkout session and idempotency
key, a hold token, a nonce and vendor-prefixed ids (`snp_`, `ks_`, `dgc_`, `up_`, `poll-`, `ds_`,
`lk_`, `lj-`, `pl_`, `fp_`, `rt_`, `q_`, `ins-`, `drf-`, `hld_`, `conv_`, `lp_`, `fx_`, `rly_`,
`dsp-`, `pj_`, `ntm-`, `inc-`, `sv-`, `rj_`, `utm_`, `bs_`). Positions: header blocks (`Label:
value`, HTTP request headers, webhook headers), head and tail of the prompt, the tail of a system
prompt (also a ChatML system turn with the stamp on its own line and a Llama 3 system header), a
stamp on its own line in a ChatML user turn, YAML front matter, pretty-printed JSON members (also
in a Slack event, a Teams activity, a WhatsApp message, a relay and a CloudEvent), single-line JSON
members, XML attributes and elements, `key=value` pairs (a bracketed context line, an upload line,
a logfmt line, an HTML comment), `KEY=value` lines, markdown table rows and bullets, HTML comments,
templated sentences, a tool result line, phrases with their preposition ("at ...", "as of ..."),
parenthesised snapshot, lookup, query, fetch, poll and message ids, ids inside sentences, `(sent
...)` stamps, an edge line's bracketed time, footers after a `--` line, metadata lines after the
last user message, and program lines right above or below pasted, fetched or uploaded material.

Prompts are in English (British, Dutch, Philippine, Gulf and Singapore settings) and in Dutch, Brazilian
Portuguese, Tagalog, Greek, Norwegian, Croatian, Turkish, Spanish, Danish, Italian, German, Japanese
and Korean, with pasted material in Norwegian, Spanish, Greek, Tagalog and Dutch asked about in its
language, questions in Spanish, Dutch, German, Portuguese, Italian and Norwegian appended to some
English blocks, and a request for an answer in English appended to the Tagalog one. Prompts in those languages end with the user's message or with the metadata
after it.

What it is: 301 prompts. 141 carry volatile fields (198 spans): 93 hand-written positives (148
spans; 53 with two fields and one with three) and 48 generated ones (50 spans; 2 with two fields).
160 carry none: 26 hand-written negatives that are not pasted (24 hard negatives, listed above, and
two plain controls), 120 hard negatives built from 40 pasted blocks, each placed three times, at
placements k, k+4 and k+8 of twelve arrangements (question after the block, before it, a one-line
introduction that runs on into the block's first line with the question below, question typed
under the block with no blank line, quoted with "> " below an introduction, in a code fence under
the question, in an earlier user turn of a chat, in a user turn under a system prompt, a question
before and a follow-up after, under a "Forwarded message" line, with a question in another language
appended, and in a ChatML user turn), and 14 generated hard negatives. The generated positive family
puts one field, or a time and an id (two cases: a header block and a footer),
at one of twelve positions (head, system tail, header block with stable neighbours, after the last
user message, footer after `--`, YAML front matter, pretty JSON member never last in its object,
XML attribute followed by a stable attribute, `key=value` in a bracketed context line followed by
stable pairs, parenthesised value on the user's message, HTML comment and markdown bullet; four
each) of 16 bodies (10 English, 6 in Norwegian, Spanish, Brazilian Portuguese, Dutch, Tagalog and
Greek, which end with the user's message or the metadata after it), drawn from 36 formats and
labels (35 used) or, in 4 cases, the current date and time labelled and written in the body's language. The
generated negative family puts one stable look-alike (API version, knowledge cutoff, prompt
revision, IMO number, MMSI, call sign, tariff effective date, time zone, member-since date, fleet
uuid, UN/LOCODE, season, contract start, app build) at the same positions of the same bodies. The
output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout44.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Maritime records are content: noon report figures and times, ETAs, ETBs and ETDs, berth line-ups,
  statements of facts, bill of lading numbers and dates, bunker delivery notes with their pumping
  times and sample seals, AIS positions and their timestamps, MMSIs, IMO numbers and call signs,
  crew contract, sign-on, contract-end and embarkation dates, wage accounts, OK-to-board dates,
  certificate issue, expiry and endorsement dates, conditions of class and their due dates, survey
  and gauging dates, PSC deficiencies, pilot boarding times, tide times and heights, permit validity,
  notices to mariners with their periods, a port control message's date-time group, charter periods,
  payment and cancellation dates, sailing times, booking references and prices stay, also next to a
  program's stamp and also when the program fetched them for this request; only the stamp ("Berth
  line-up as of <time> (snapshot <id>) for this request:", "Tide predictions ... read from the
  hydrographic service at <time> for this request:") and the ids minted for the fetch, lookup, query,
  poll or snapshot move.
* Device and ship clocks read for this request are the current time in any form: a gate or check-in
  kiosk, a base tablet, a dispatch clock, a portable pilot unit, an engine control room workstation,
  a surveyor's tablet, a ship's clock with its UTC offset, a `get_current_time` tool result. Times a
  user types ("It's 06:10 here at Oban"), scheduled sailings, slots, boarding and berthing times stay.
* Per-login and per-conversation values move like rule 1's conversation ids: a planner, desk,
  dispatcher, surveyor, kiosk, inspection or portal session, a chat's conversation id and start, a
  checkout session, a session JWT, a deposit hold token and its expiry computed from now. Terminals,
  berths, vessels, fleets, principals, agencies, stations, bases, tenants and customers stay.
* Runs, checks and drafts move with their start or finish: a dangerous goods check, a route
  optimisation run, a loading plan run, an incident notification draft; a letter, contract, permit
  or report date that the tool fills in as today moves with its job id.
* Envelope vs payload: a Slack event's `event_id` and `event_time`, a Teams activity's `id` and
  `timestamp`, a WhatsApp message's `id` and `timestamp`, a CloudEvent's `id` and `time`, a relay's
  `relay_id` and `received_at` and Standard Webhooks headers move; the gate transaction, the
  assistance request with its `created_at`, the towage order with its meeting time and the Slack
  message's text stay. The same kind of delivery pasted to debug is content.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Route optimisation run <id> started at <time> on router node wr-2." leaves "Route optimisation
  run started on router node wr-2."; "Received by FleetPulse at <time> (message <id>) via Inmarsat
  C." leaves "Received by FleetPulse via Inmarsat C."); a parenthesised id is cut with its
  parentheses; XML attributes and `key=value` pairs are followed by a stable neighbour; single-line
  JSON members are cut with the comma after them, and volatile members of pretty-printed JSON are
  never the last member of their object; a markdown row or bullet, an HTML comment holding one
  field, an XML element, a YAML member, a `KEY=value` line, a tool result line and a stamp on its own
  line in a ChatML turn are whole-line spans; footers hold one field per line; a `(sent ...)` stamp is
  cut from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
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

SEED = 20460917
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout46.jsonl"
SRC = "holdout46:"


def _tz(hours: int, minutes: int, name: str) -> timezone:
    return timezone(timedelta(hours=hours, minutes=minutes), name)


FIXED_ZONES: dict[str, timezone] = {
    "UTC": UTC,
    "SGT": _tz(8, 0, "SGT"),
    "PHT": _tz(8, 0, "PHT"),
    "GST": _tz(4, 0, "GST"),
    "KST": _tz(9, 0, "KST"),
    "JST": _tz(9, 0, "JST"),
    "CST8": _tz(8, 0, "CST"),
    "BRT": _tz(-3, 0, "BRT"),
    "TRT": _tz(3, 0, "TRT"),
    "IST": _tz(5, 30, "IST"),
    "SAST": _tz(2, 0, "SAST"),
    "PAN": _tz(-5, 0, "EST"),
    "MUT": _tz(4, 0, "MUT"),
}
# (standard time, summer time); summer from April to October in the north, the other way round in NZ
SEASONAL_ZONES: dict[str, tuple[timezone, timezone]] = {
    "CE": (_tz(1, 0, "CET"), _tz(2, 0, "CEST")),
    "EE": (_tz(2, 0, "EET"), _tz(3, 0, "EEST")),
    "UK": (_tz(0, 0, "GMT"), _tz(1, 0, "BST")),
    "USC": (_tz(-6, 0, "CST"), _tz(-5, 0, "CDT")),
    "USE": (_tz(-5, 0, "EST"), _tz(-4, 0, "EDT")),
    "NZ": (_tz(12, 0, "NZST"), _tz(13, 0, "NZDT")),
}


class Gen46(Gen):
    """`make_holdout.Gen` with named port zones and vendor-prefixed ids."""

    def at(self, zone: str = "UTC") -> datetime:
        t = self.moment()
        if zone in FIXED_ZONES:
            return t.astimezone(FIXED_ZONES[zone])
        standard, summer = SEASONAL_ZONES[zone]
        northern_summer = 4 <= t.month <= 10
        if zone == "NZ":
            return t.astimezone(standard if northern_summer else summer)
        return t.astimezone(summer if northern_summer else standard)

    def pid(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)

    def lower_ulid(self, t: datetime) -> str:
        return self.ulid(t).lower()


# --- value formats that make_holdout does not have ---------------------------------------------------


def _off(t: datetime, colon: bool = True) -> str:
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def dtg(t: datetime) -> str:
    """A signal date-time group in UTC: `051422Z MAR 26`."""
    u = t.astimezone(UTC)
    return f"{u:%d%H%M}Z {MONTHS[u.month - 1].upper()} {u:%y}"


def ship_time(t: datetime) -> str:
    """A ship's clock: local time with its offset from UTC."""
    delta = t.utcoffset() or timedelta(0)
    minutes = int(delta.total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    zone = f"UTC{sign}{h}" + (f":{m:02d}" if m else "")
    return f"{t:%Y-%m-%d %H:%M} LT ({zone})"


def llama_date(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dmon_hm(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def h12(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def pg_now(t: datetime) -> str:
    """Postgres `now()::text`."""
    delta = t.utcoffset() or timedelta(0)
    hours = int(delta.total_seconds() // 3600)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{'-' if hours < 0 else '+'}{abs(hours):02d}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def iso_min_off(t: datetime) -> str:
    return f"{t:%Y-%m-%dT%H:%M}{_off(t)}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


# --- the current date and time written in the prompt's language --------------------------------------

NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
             "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
HR_MONTHS = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
             "listopada", "studenoga", "prosinca"]
TL_MONTHS = ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
             "Nobyembre", "Disyembre"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
TR_MONTHS = ["Ocak", "Şubat", "Mart", "Nisan", "Mayıs", "Haziran", "Temmuz", "Ağustos", "Eylül", "Ekim", "Kasım",
             "Aralık"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
JA_DAYS = "月火水木金土日"


def local_now(lang: str, t: datetime) -> str:
    """The current date and time as an app renders it in `lang`."""
    d, m, y = t.day, t.month - 1, t.year
    if lang == "no":
        return f"{d}. {NO_MONTHS[m]} {y} kl. {t:%H:%M}"
    if lang == "da":
        return f"{d}. {DA_MONTHS[m]} {y} kl. {t:%H.%M}"
    if lang == "el":
        return f"{d} {EL_MONTHS[m]} {y}, {t:%H:%M}"
    if lang == "hr":
        return f"{d}. {HR_MONTHS[m]} {y}. u {t:%H:%M}"
    if lang == "tl":
        return f"{TL_MONTHS[m]} {d}, {y}, {h12(t)}"
    if lang == "nl":
        return f"{d} {NL_MONTHS[m]} {y} {t:%H:%M}"
    if lang == "es":
        return f"{d} de {ES_MONTHS[m]} de {y}, {t:%H:%M}"
    if lang == "tr":
        return f"{d} {TR_MONTHS[m]} {y} {t:%H:%M}"
    if lang == "pt":
        return f"{d} de {PT_MONTHS[m]} de {y}, {t:%H:%M}"
    if lang == "it":
        return f"{d} {IT_MONTHS[m]} {y}, ore {t:%H:%M}"
    if lang == "de":
        return f"{t:%d.%m.%Y}, {t:%H:%M} Uhr"
    if lang == "pl":
        return f"{d} {PL_MONTHS[m]} {y}, {t:%H:%M}"
    if lang == "ja":
        return f"{y}年{m + 1}月{d}日({JA_DAYS[t.weekday()]}) {t:%H:%M}"
    if lang == "ko":
        return f"{y}년 {m + 1}월 {d}일 {'오후' if t.hour >= 12 else '오전'} {t.hour % 12 or 12}:{t:%M}"
    assert lang == "zh"
    return f"{y}年{m + 1}月{d}日 {t:%H:%M}"


NOW_LABEL = {
    "no": "Klokka nå:",
    "da": "Tidspunkt nu:",
    "el": "Τρέχουσα ημερομηνία και ώρα:",
    "hr": "Trenutačni datum i vrijeme:",
    "tl": "Petsa at oras ngayon:",
    "nl": "Huidige datum en tijd:",
    "es": "Fecha y hora actual:",
    "tr": "Şu anki tarih ve saat:",
    "pt": "Data e hora atuais:",
    "it": "Data e ora attuali:",
    "de": "Aktuelle Zeit:",
    "pl": "Aktualna data i godzina:",
    "ja": "現在日時:",
    "ko": "현재 시각:",
    "zh": "当前时间：",
}


def now_line(lang: str, t: datetime) -> str:
    return f"{NOW_LABEL[lang]} {local_now(lang, t)}"


POS: list[Callable[[Gen46], Draft]] = []


def pos(fn: Callable[[Gen46], Draft]) -> Callable[[Gen46], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- positives: container terminals and ports ----------------------------------------------------------


@pos
def _berth_planner_session(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Westhaven Container Terminal - berth planning copilot
Terminal: WCT (quay W1-W5, 1,420 m)
Berth plan version: BP-2026-11
{v('session_id', 'Planner session: ' + g.nanoid())}
{v('datetime', 'Session opened: ' + rfc3339(t))}

You help the berth planner weigh shifting options. Window vessels keep priority; never propose a
berthing that breaks the 30 m gap between hulls.

Planner: Lumen Lattice is 9 hours late for her window on W3. Can Nordic Tern shift from W2 to W3
to free W2 for the feeder, and what does it cost us in crane moves?
Assistant:""", "terminal:berth-planner", ["header_block", "session_id", "rfc3339", "stable_neighbours", "two_fields"])


@pos
def _berth_lineup_snapshot(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You answer questions from shipping lines' operators about the Westhaven berth line-up. Quote
the table; do not promise berthing times.

Berth line-up {v('datetime', 'as of ' + rfc3339(t, 3))} {v('run_id', '(snapshot snp_' + g.b62(16) + ')')} for this request:
Berth  Vessel          Voy        ETA          ETB          ETD
W1     Aster Rigel     0FR3KE1    05/03 04:00  05/03 06:30  06/03 02:00
W2     Nordic Tern     226N       05/03 11:00  05/03 13:00  06/03 09:30
W4     Kittiwake Bay   0412S      05/03 19:00  05/03 21:00  06/03 16:00

Operator: We are the line of Kittiwake Bay. Is 21:00 on the 5th still realistic?
Answer:""", "terminal:berth-lineup", ["fetched_table", "rfc3339_ms", "snapshot_id", "phrase", "two_fields"])


@pos
def _gate_kiosk_driver(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Gate kiosk W-In 4 - driver assistant
{v('datetime', 'Kiosk clock: ' + hms(t))}
{v('session_id', 'Kiosk session: ks_' + g.b62(18))}
Lane: W-In 4 (import pick-up)

Answer the truck driver in short sentences. Appointment slots are one hour; the gate accepts a truck
up to 30 minutes after its slot ends, after that the driver must rebook in the app.

Driver: my slot was 14:00-15:00 for TGHU 418205 0, traffic on the ring road, can I still go in?
Assistant:""", "terminal:gate-kiosk", ["device_clock", "time_alone", "session_id", "header_block", "two_fields"])


@pos
def _quay_crane_single_json(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""{{"app":"qc-insights",{v('request_id', '"req":"' + g.uuid4() + '",')}"terminal":"WCT",{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"shift":"A"}}
You explain quay crane productivity to the shift manager. Gross moves per hour is moves divided by
gross hours; say which delays were avoidable.

Manager: QC08 did 187 moves in 7.5 hours with 48 minutes waiting for the lashing gang. What would it
have made without that wait?
Assistant:""", "terminal:qc-productivity", ["json_inline", "request_id", "epoch_ms", "head", "two_fields"])


@pos
def _pcs_http_headers(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""POST /v2/assist/customs-release HTTP/1.1
Host: assist.westhaven-pcs.example
Content-Type: application/json
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Accept-Language: en-GB

You explain customs release messages of the Westhaven port community system to hauliers and
forwarders. Do not guess a release that the message does not state.

User: The status for my container went from "CUS-HOLD" to "CUS-DOC" this morning. Can my truck
collect it now?
Assistant:""", "terminal:pcs-customs", ["http_request", "http_date", "request_id", "head", "two_fields"])


@pos
def _dg_check_front_matter(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""---
tool: dg-declaration-check
terminal: WCT
{v('run_id', 'check_id: dgc_' + g.b62(14))}
{v('datetime', 'requested_at: ' + rfc3339(t))}
imdg_amendment: 42-24
---
Check the dangerous goods declaration against the terminal's segregation table and list what is
missing. Answer in a numbered list.

Declaration: UN 1263 PAINT, class 3, PG III, 18 drums, 3,240 kg gross, flash point 28 C, stowed
with UN 1791 HYPOCHLORITE SOLUTION, class 8, PG III, in the same 20' box.
Answer:""", "terminal:dg-check", ["yaml_front", "run_id", "rfc3339", "stable_neighbours", "two_fields"])


@pos
def _harbour_dues_chatml(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""<|im_start|>system
You are the billing assistant of the Port of Kilbrannan. Harbour dues are GBP 0.214 per gross
tonne per call; berth hire is GBP 3.10 per metre of LOA per day or part day.
{v('datetime', 'Current time: ' + iso_space(t) + ' ' + (t.tzname() or ''))}
Give totals in pounds sterling and say that VAT does not apply to international calls.<|im_end|>
<|im_start|>user
Our ship is 41,320 GT and 228 m long, alongside from Sunday 14:00 to Tuesday 09:00. Roughly what
will the dues and berth hire come to?<|im_end|>
<|im_start|>assistant
""", "port:harbour-dues", ["chat_template", "chatml_system", "iso_space", "stamp_own_line"])


@pos
def _yard_logfmt(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You are the yard planning assistant. Suggest a block for each import batch so that the
average truck travel inside the terminal stays short; reefers only in blocks Y7 and Y8.

Batch: 64 x 40' HC dry, line Aster, discharge today, pick-up mostly by rail on day 2.

{v('datetime', 'ts=' + go_nano(t, g.small(1, 1000)))} {v('request_id', 'req=' + g.lower_ulid(t))} yard=WCT planner=v4.2
""", "terminal:yard-planner", ["logfmt", "tail", "go_rfc3339nano", "ulid_lower", "two_fields"])


@pos
def _mr_photo_upload(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Review the depot surveyor's damage notes against the IICL guide and say which items the
line pays and which the customer pays.

Surveyor notes, container TGHU 418205 0, depot Westhaven Empty Park, gate-in 02/03/2026 10:12:
- Right side panel dented 2 places, 30 cm and 12 cm, no holes.
- Door gasket torn 40 cm, left door.
- Floor delamination near door, 0.5 m2.
- Previous repair patch on roof, sound.
[upload {v('request_id', 'id=up_' + g.b62(16))} {v('datetime', 'received=' + rfc3339(t))} source=gate-cam-2]

Answer:""", "terminal:mr-photos", ["upload_line", "key_value_inline", "under_pasted", "two_fields"])


@pos
def _terminal_slack_event(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You are the duty manager's helper for Westhaven. Summarise the Slack message below and say
whether the vessel's departure is at risk.

{{
  "type": "event_callback",
  "team_id": "T04WCT7Q2",
  {v('request_id', '"event_id": "Ev' + g.b62(10).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{
    "type": "message",
    "channel": "C02OPSWCT",
    "user": "U07LASH11",
    "text": "Lashing gang for Aster Rigel short two men until 18:00, bay 34-38 unlashed, ETD 06/03 02:00"
  }}
}}
Assistant:""", "terminal:slack-event", ["json_block", "slack_event", "epoch_s", "envelope", "two_fields"])


@pos
def _agent_mailbox_poll(g: Gen46) -> Draft:
    t = g.at("GST")
    return P(f"""Read the agent's e-mail and update the port call: ETB, berth, pilot station. Reply with the
three values only.

Agency mailbox polled {v('datetime', 'at ' + rfc2822(t))} {v('run_id', '(poll poll-' + g.hex(10) + ')')} for this request:
From: Port Agency Desk <ops@calloway-agency.example>
Date: Wed, 4 Mar 2026 16:41:07 +0400
Subject: MV SOLENT HARRIER - Khor Fakkan - revised line-up

Dear Captain, vessel now line-up no. 3 for berth 5, ETB 06/03 1400 LT, pilot boarding station as
before, 25 39.2N 056 25.0E. Kindly confirm arrival draft.

Values:""", "port:agent-mail-poll", ["mailbox_poll", "rfc2822", "phrase", "envelope", "two_fields"])


@pos
def _port_notices_dutch(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""{v('datetime', now_line('nl', t))}
Je bent de assistent van het havenbedrijf Westhaven voor binnenvaartschippers. Antwoord kort en in
het Nederlands; verwijs voor actuele stremmingen naar de berichten aan de scheepvaart.

Schipper: Mag ik vannacht met mijn duwbak langs de Lumenkade afmeren om te wachten op lossen, of
moet ik naar de wachtplaats bij de sluis?""", "port:notices-dutch", ["head", "localized_now", "dutch", "non_english"])


@pos
def _gate_out_cloudevent(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""A haulier disputes a storage charge. Use the gate transaction to say on which day the box
left the terminal and how many free days were used (free time: 5 calendar days from discharge).

{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "wct/tos/gate",
  "type": "wct.gate.transaction",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "data": {{
    "container": "TGHU4182050",
    "discharged": "2026-02-26T17:40:00Z",
    "gate_out": "2026-03-04T08:02:13Z",
    "truck": "NX19 KPD"
  }}
}}

Haulier: You charged us 2 days of storage. We think it was inside free time.
Assistant:""", "terminal:gate-out-cloudevent", ["cloudevent", "envelope", "uuid", "rfc3339_ms", "two_fields"])


@pos
def _grain_terminal_portuguese(g: Gen46) -> Draft:
    t = g.at("BRT")
    return P(f"""Você é o assistente do terminal de granéis do berço 34 para embarcadores. Responda em
português, em frases curtas, e não prometa data de atracação.
{v('datetime', now_line('pt', t))}
{v('session_id', 'Sessão do portal: ' + g.uuid4())}

Embarcador: O Oriole Trader está em terceiro no line-up do berço 34, atrás de dois navios que carregam
cerca de 60 mil toneladas cada um. Quando ele deve atracar, mais ou menos?""", "terminal:grain-lineup-portuguese",
             ["system_tail", "localized_now", "session_id", "portuguese", "non_english", "two_fields"])


# --- positives: ship management and crewing agencies ----------------------------------------------------


@pos
def _manning_desk_manila(g: Gen46) -> Draft:
    t = g.at("PHT")
    return P(f"""Bluemarine Manning Agency - contracts desk
Principal: Harrier Bulk Shipping Ltd
Fleet: 14 bulk carriers (Malta, Marshall Islands)
{v('session_id', 'Desk session: ds_' + g.b62(16))}
{v('datetime', 'Logged in: ' + dmy_hm(t) + ' PHT')}

You help the crewing officer read employment contracts and the collective agreement. Give the
clause you rely on. Do not discuss wages of other seafarers.

Crewing officer: Catapang signed on 22 January 2026 for 9 months plus or minus one month at the
principal's option. What is the window in which the principal can relieve him without a breach?
Assistant:""", "crewing:manning-desk", ["header_block", "session_id", "dmy_hm", "stable_neighbours", "two_fields"])


@pos
def _crew_change_rules_lookup(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You plan crew changes for the technical manager. Use the port rules below and say whether a
sign-off on arrival is possible.

Crew change rules for Khor Fakkan retrieved from the agency database {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(lookup lk_' + g.b62(14) + ')')} for this request:
- Sign-off allowed with a UAE transit visa issued before arrival.
- On-signers need an OK-to-board letter and a PCR test no longer required (since 2023-05-01).
- Launch boat to anchorage: USD 680 per trip, max 12 persons.

Superintendent: Villanueva's contract ends 14 March and the ship arrives on the 6th. Can we sign him
off there, and what do we need?
Assistant:""", "crewing:crew-change-rules", ["fetched_rules", "phrase", "lookup_id", "rfc3339", "two_fields"])


@pos
def _certificate_matrix_bullets(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""# Certificate matrix check
- **Vessel:** MV Solent Harrier (IMO 9651204)
- **Flag:** Malta
{v('datetime', '- **Checked at:** ' + js_iso(t))}
- **Matrix revision:** OCIMF 2024

List officers whose STCW certificates or flag endorsements expire within 90 days of today, and
propose reliefs from the pool list.

Officers aboard:
- Master K. Arvanitis, CoC II/2 valid to 2027-09-30, Malta endorsement to 2026-04-11
- C/O D. Novak, CoC II/2 valid to 2028-01-15, endorsement to 2028-01-15
- 2/E R. Catapang, CoC III/2 valid to 2026-05-02, endorsement to 2026-05-02
Assistant:""", "crewing:certificate-matrix", ["md_bullets", "js_iso", "stable_neighbours"])


@pos
def _allotment_tagalog(g: Gen46) -> Draft:
    t = g.at("PHT")
    return P(f"""Ikaw ang katulong ng Bluemarine Manning para sa mga pamilya ng seafarer. Sumagot sa Tagalog,
maikli at magalang. Huwag magbigay ng halaga ng sahod ng ibang tripulante.
{v('datetime', now_line('tl', t))}

Asawa ng seafarer: Magandang araw po. Kailan po darating ang allotment ng asawa ko para sa Marso?
Noong Pebrero po ay ika-3 dumating.""", "crewing:allotment-tagalog", ["system_tail", "localized_now", "tagalog", "non_english"])


@pos
def _ok_to_board_letter(g: Gen46) -> Draft:
    t = g.at("PHT")
    return P(f"""Draft the OK-to-board letter for the seafarer below on Bluemarine letterhead. One page, formal.

{v('date', 'Letter date (today): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('run_id', 'Letter job: lj-' + g.hex(12))}
Seafarer: Eduardo Dimaculangan, 2nd Engineer, passport P4471902B, SIRB C0512771
Joining: MV Solent Harrier at Khor Fakkan anchorage, on or about 6 March 2026
Agent: Calloway Shipping Agency, Fujairah

Letter:""", "crewing:ok-to-board", ["today_in_artefact", "letter_job", "long_date", "header_block", "two_fields"])


@pos
def _pms_xml_context(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""<context {v('datetime', 'generated="' + rfc3339(t) + '"')} vessel="Oriole Trader" fleet="HBS-bulk">
  {v('request_id', '<request_id>' + g.uuid7(t) + '</request_id>')}
  <user>superintendent.k.ioannou</user>
</context>
You support technical superintendents with the planned maintenance system. Base every answer on the
job history given; say when a job is overdue.

Job history, main engine unit 4 exhaust valve:
- 2025-08-14 overhaul at 15,980 running hours (interval 16,000 h)
- running hours today 31,402

Superintendent: Is the next exhaust valve overhaul on unit 4 overdue?
Assistant:""", "shipmgmt:pms", ["xml_attr", "xml_element", "rfc3339", "uuid7", "two_fields"])


@pos
def _ism_manual_traceparent(g: Gen46) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: hbs=' + g.hex(16) + ',vendor=' + g.b64url(9))}
You answer questions about Harrier Bulk Shipping's safety management system manual. Quote the
section number. If the manual does not cover a case, say so and name the DPA as the contact.

Manual excerpt, section 7.4: Enclosed space entry requires a permit signed by the master, an
atmosphere test by a calibrated 4-gas meter, a standby person at the entrance, and a rescue drill
in the preceding two months.

Chief officer: The last enclosed space rescue drill was on 4 January. Can we enter the forepeak
tank on 6 March?
Answer:""", "shipmgmt:ism-manual", ["head", "traceparent", "tracestate", "two_fields"])


@pos
def _crew_app_sent(g: Gen46) -> Draft:
    t = g.at("GST")
    return P(f"""You are the welfare assistant in the Harrier crew app. Reply kindly and briefly; for medical
questions tell the crew member to speak to the master, who holds the medical chest log.

Jomar (AB, Solent Harrier): Sir, my wife says allotment did not arrive yet this month. Can you
check? {v('datetime', '(sent ' + iso_min_off(t) + ')')}
Assistant:""", "crewing:crew-app", ["paren_sent", "iso_minutes_offset", "last_user"])


@pos
def _requisition_jwt(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""Purchasing assistant for Harrier Bulk Shipping superintendents. Check a requisition against
the budget line and the approval matrix; above USD 10,000 the fleet manager must approve.
user: k.ioannou
role: superintendent
{v('token', 'session_token: ' + g.jwt(t, 'hbs-supt-0412'))}

Requisition PR-ORT-26-0193: 2 x ME cylinder liners with rings and gaskets, USD 38,400, budget line
ME-OVH, delivery Durban before 20 March.
Assistant:""", "shipmgmt:requisition", ["header_block", "jwt", "stable_neighbours"])


@pos
def _crewing_inbox_json(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""{{"mailbox":"crewing@bluemarine.example",{v('run_id', '"poll_id":"' + g.pid('pl_', 16) + '",')}{v('datetime', '"polled_at":"' + rfc3339(t) + '",')}"unread":3}}
Sort the unread crewing e-mails by urgency (join within 7 days, documents expiring, other) and give
each one line.

1. From: Harrier Bulk ops - "Relief 2/E for Solent Harrier, Khor Fakkan ETB 6 March"
2. From: Seafarer J. Villanueva - "Request sign-off, contract end 14 March"
3. From: Training centre - "BOSIET refresher seats 20-22 April 2026"
Answer:""", "crewing:inbox-triage", ["json_inline", "poll_id", "rfc3339", "head", "two_fields"])


@pos
def _drill_planner_week(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You plan the weekly drill schedule for the master of MV Kestrel Bay. Fire and abandon ship
drills every month for each crew member, enclosed space rescue every two months.
{v('date', 'Current ISO week: ' + iso_week(t))}
Crew: 21   Last fire drill: 2026-02-18   Last abandon ship: 2026-02-18   Last enclosed space: 2026-01-09

Master: Plan this week's drills around cargo operations in port on two days.
Assistant:""", "shipmgmt:drill-planner", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _piraeus_greek(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""Είσαι ο βοηθός του τεχνικού τμήματος της Aegean Crest Maritime στον Πειραιά. Απάντα στα
ελληνικά, σύντομα, με αναφορά στο εγχειρίδιο όπου υπάρχει.
{v('datetime', now_line('el', t))}
{v('session_id', 'Συνεδρία: ' + g.hex(24))}

Επιθεωρητής: Το πλοίο μπαίνει δεξαμενή τον Μάιο. Ποια πιστοποιητικά πρέπει να θεωρηθούν από τον
νηογνώμονα πριν από την αναχώρηση;""", "shipmgmt:piraeus-greek", ["system_tail", "localized_now", "session_id", "greek", "non_english",
                                                  "two_fields"])


@pos
def _training_env_lines(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""CREW_PORTAL_ENV=prod
{v('epoch', 'NOW_MS=' + str(epoch_ms(t)))}
{v('request_id', 'REQUEST_ID=' + g.uuid4())}
TRAINING_MATRIX=hbs-2025.2

You check seafarers' training records against the company training matrix and list missing courses
with the deadline.

Record: D. Novak, Chief Officer - ECDIS type-specific (Furuno FMD-3300) 2023-06-12; BRM 2021-11-03;
Ship handling simulator: none; Cargo handling (bulk) 2024-02-20.
Matrix for C/O: ECDIS type-specific, BRM every 5 years, ship handling simulator before promotion.
Answer:""", "crewing:training-env", ["env_lines", "epoch_ms", "request_id", "head", "two_fields"])


# --- positives: vessel operations and noon reports ------------------------------------------------------


@pos
def _noon_report_received(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Validate the noon report against the previous one: flag any figure that is physically
implausible, and recompute the average speed.

NOON REPORT  MV KESTREL BAY  IMO 9734513
Date/Time (SMT): 2026-03-04 1200   UTC: 2026-03-04 0800
Position: 12-41.3N 058-22.7E   Course / Speed: 231 / 12.4 kn
Distance run: 291 nm   Steaming time: 24 h 00 min
ROB: VLSFO 612.4 mt  LSMGO 88.7 mt
Cons (24h): VLSFO 28.6 mt  LSMGO 0.4 mt
Previous ROB (03-03): VLSFO 638.0 mt  LSMGO 89.1 mt
Received by FleetPulse {v('datetime', 'at ' + go_nano(t, g.small(1, 1000)))} {v('request_id', '(message fp_' + g.b62(18) + ')')} via Inmarsat C.
Answer:""", "vesselops:noon-report", ["under_pasted", "go_rfc3339nano", "message_id", "two_fields"])


@pos
def _fleet_performance_header(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Fleet: Harrier Bulk - Supramax
Vessel: MV Solent Harrier (IMO 9651204)
Baseline: sea trial 2019, clean hull
{v('datetime', 'Generated: ' + rfc3339(t, 3))}
{v('request_id', 'Request-Id: ' + g.uuid7(t))}

You are the fleet performance analyst. Compare speed loss against the baseline and say whether a hull
cleaning pays for itself over the next 60 sea days at USD 610 per mt of VLSFO.

Data: last 30 days average 11.6 kn at 31.2 mt/day; baseline 12.5 kn at 30.0 mt/day.
Answer:""", "vesselops:fleet-performance", ["header_block", "rfc3339_ms", "uuid7", "stable_neighbours", "two_fields"])


@pos
def _bunker_prices_asof(g: Gen46) -> Draft:
    t = g.at("SGT")
    return P(f"""You help the operator choose where to bunker on the Port Louis - Singapore leg. Consider
deviation cost at 30 mt/day and USD 14,500/day hire.

Bunker prices {v('datetime', 'as of ' + rfc3339(t))} for this request (USD/mt, delivered):
Port          VLSFO   LSMGO   Barge availability
Singapore     598     742     2 days
Port Louis    671     865     5 days
Colombo       624     790     3 days (2 h deviation each way)

Operator: Should we lift 600 mt VLSFO in Colombo or wait for Singapore with a 40 mt safety margin?
Assistant:""", "vesselops:bunker-prices", ["fetched_table", "phrase", "rfc3339", "offset"])


@pos
def _route_optimisation_run(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You brief the master on the weather routing result in plain words: recommended route, worst
weather expected, and the time cost of the safer alternative.

Route optimisation run {v('run_id', 'rt_' + g.b62(16))} started {v('datetime', 'at ' + rfc3339(t))} on router node wr-2.
Recommended: maintain 12.0 kn, hold track via 24S 045E to avoid tropical low FREDA.
Expected worst on the track: 06/03 1800 UTC, wind SE 30 kn, Hs 4.5 m at 22S 051E.
Northern alternative: +14 h, -22 mt VLSFO.

Briefing:""", "vesselops:weather-routing", ["inline_sentence", "run_id", "phrase", "rfc3339", "two_fields"])


@pos
def _cii_pretty_json(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""{{
  "tool": "cii-estimator",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"computed_at": "' + py_iso(t) + '",')}
  "reduction_factor_2026": 0.09
}}
Estimate the vessel's attained CII for 2026 from the year-to-date figures and say which rating band
it is heading for. Show the formula.

YTD: 1,842 mt VLSFO (Cf 3.114), 212 mt LSMGO (Cf 3.206), distance 14,120 nm, DWT 58,600.
Required CII 2026: 4.42 g CO2/dwt-nm.
Answer:""", "vesselops:cii", ["json_block", "uuid", "python_isoformat", "head", "two_fields"])


@pos
def _ship_clock_cargo_docs(g: Gen46) -> Draft:
    t = g.at("MUT")
    return P(f"""Ship's office assistant - MV Kestrel Bay
{v('datetime', "Ship's time: " + ship_time(t))}
Voyage: 2611 Singapore - Port Louis

Help the master with cargo documents and port entry forms. Keep answers to what the master can do on
board; for commercial questions refer to the operator.

Master: The receivers want the cargo manifest in their format by 48 hours before arrival. ETA is 11
March 0600 LT. By when exactly must I send it?
Assistant:""", "vesselops:ship-clock", ["device_clock", "ship_time", "head", "stable_neighbours"])


@pos
def _voyage_instructions_sk(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""You draft voyage instructions for Aegean Crest's operations department. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Use
the charter party terms the operator gives you and keep the instruction under 200 words.

Terms: laden speed 12.5 kn on 29 mt VLSFO, ECA on LSMGO, report noon position daily to ops and
charterers, ETA notices 72/48/24 hours, keep 10 % bunker safety margin.

Operator: Draft instructions for the laden leg Santos - Qingdao, loading completes 2 March.
Draft:""", "vesselops:voyage-instructions", ["inline_sentence", "dotnet_long_datetime"])


@pos
def _passage_plan_go_string(g: Gen46) -> Draft:
    t = g.at("CE")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You review ECDIS passage plans for the DPA's office. Check cross-track distances against the
company minimum (0.2 nm in pilotage waters, 0.5 nm in TSS) and list any leg that breaks it.

WP   Name              Course  Dist  XTD   Notes
001  Westhaven W2      -       -     -     Pilot
002  Maas Centre       304     6.9   0.1   Pilot disembark
003  Noord Hinder N    290     37.1  0.5   TSS
004  Dover Strait W    217     92.4  0.3   TSS, VTS
Review:""", "vesselops:passage-plan", ["head", "go_time_string", "pasted_content_neighbour"])


@pos
def _draft_survey_llama(g: Gen46) -> Draft:
    t = g.at("BRT")
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_date(t))}

You check draft survey calculations for Aegean Crest's cargo superintendents. Show each step.<|eot_id|><|start_header_id|>user<|end_header_id|>

Initial net displacement 9,264.6 t, final net displacement 70,504.8 t, shore figure 61,310.000 t.
What is the difference in percent and is it within 0.5 %?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""",
             "vesselops:draft-survey-llama", ["chat_template", "llama3", "llama_today_date", "knowledge_cutoff_neighbour"])


@pos
def _ecr_windows_clock(g: Gen46) -> Draft:
    t = g.at("SGT")
    return P(f"""Engine Control Room assistant (read-only)
Workstation: ECR-PC-01
Vessel: MV Kestrel Bay
{v('datetime', 'Local time: ' + windows_general(t))}

You help the engineers interpret alarm lists and running hours. Never suggest bypassing a safety
shutdown.

2/E: ME jacket cooling water outlet temperature alarm at 92 C on unit 3 only, other units 82 C.
What should we check first?
Assistant:""", "vesselops:ecr-clock", ["header_block", "windows_datetime", "device_clock", "stable_neighbours"])


@pos
def _ops_teams_activity(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You answer the operations team's questions in their Teams channel. The activity below carries
the question.

{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t, 3) + '",')}
  "channelId": "msteams",
  "conversation": {{"id": "19:vesselops-harrier@thread.tacv2"}},
  "text": "Solent Harrier ETA Khor Fakkan slipped to 6 March 0800 - does the crew change still work with the launch at 1000?"
}}
Assistant:""", "vesselops:teams-activity", ["json_block", "teams_activity", "envelope", "two_fields"])


@pos
def _performance_claim_norwegian(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Du er assistenten til befraktningsavdelingen i Vågen Shipping i Bergen. Svar kort på norsk og
vis utregningen.
{v('datetime', now_line('no', t))}

Befrakter: Leietaker krever fartsreduksjon på reisen Santos - Qingdao: garantert 12,5 knop, oppnådd
11,9 knop i godvær over 6 400 nautiske mil. Hvor mange timer tapt blir det?""", "vesselops:perf-claim-norwegian",
             ["system_tail", "localized_now", "norwegian", "non_english"])


@pos
def _orb_footer(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You check oil record book entries against MARPOL Annex I before a port state inspection and
point out missing items.

Entry: 03-MAR-2026 D 15.1 Bilge water 4.2 m3 discharged via 15 ppm equipment, 0748-0936 LT.

Check:

--
ORB checker 1.4 (Harrier Bulk)
{v('request_id', 'request: ' + g.hex(20))}
{v('datetime', 'rendered: ' + unix_date(t))}""", "vesselops:orb-footer", ["footer", "tail", "unix_date", "request_id", "two_fields"])


@pos
def _da_request_start(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Via: 1.1 da-gateway
{v('epoch', 'X-Request-Start: t=' + str(epoch_ms(t)))}
Connect-Time: 1

You compare the port agent's proforma disbursement account with the final one and explain each
difference of more than 5 %.

Proforma: pilotage USD 4,820, towage USD 9,600, agency fee USD 2,100, launch USD 1,360.
Final:    pilotage USD 4,820, towage USD 12,480, agency fee USD 2,100, launch USD 2,040.
Answer:""", "vesselops:disbursement", ["head", "epoch_ms", "header_block", "stable_neighbours"])


# --- positives: marinas and yacht charters ----------------------------------------------------------------


@pos
def _charter_agency_croatian(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Ti si asistent charter agencije Jadranska Jedra u Splitu. Odgovaraj kratko, na hrvatskom, i
uvijek navedi cijenu u eurima.
{v('datetime', now_line('hr', t))}
{v('session_id', 'Sesija: ' + g.nanoid())}

Gost: Imamo rezervaciju za Modru Lagunu od 20. lipnja. Možemo li doći na brod već u 14 sati umjesto
u 17?""", "charter:agency-croatian", ["system_tail", "localized_now", "session_id", "croatian", "non_english",
                                                     "two_fields"])


@pos
def _charter_availability_query(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You are the booking assistant of Jadranska Jedra. Offer only boats marked free; quote the
weekly price and the base.

Fleet availability queried {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(query q_' + g.b62(16) + ')')} for this request:
Boat                    Type          Cabins  27/06-04/07   04/07-11/07   Base
Modra Laguna            Bavaria C42   3       free 4,650    booked        Split
Sveti Roko              Lagoon 42     4       booked        free 7,980    Split
Vila Velebita           Dufour 390    3       free 3,890    free 4,120    Šibenik

Guest: We are 7 adults and want the week of 4 July from Split. What do you have?
Assistant:""", "charter:availability", ["fetched_table", "phrase", "query_id", "rfc3339_ms", "two_fields"])


@pos
def _skipper_briefing_comment(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""<!-- briefing-bot: {v('request_id', 'req=' + g.hex(16))} base=split -->
You prepare the skipper briefing for bareboat guests: check-in time, documents, the first night's
anchorage suggestions, and the base's emergency number. Keep it to ten bullet points.
{v('datetime', '<!-- rendered: ' + rfc3339(t) + ' -->')}

Guest skipper: First time in Croatia, ICC licence, we leave Saturday 27 June at 17:00. What do I need?
Assistant:""", "charter:skipper-briefing", ["html_comment", "key_value_inline", "rfc3339", "two_fields"])


@pos
def _provisioning_checkout(g: Gen46) -> Draft:
    return P(f"""You are the provisioning helper for Jadranska Jedra guests. Suggest quantities for the group
and the days given; deliveries are on the embarkation day from 15:00.

Cart currency: EUR
{v('session_id', 'Checkout session: cs_live_' + g.b62(58))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Stripe-Version: 2025-03-31.basil

Guest: Six people, seven days, we'll eat out four evenings. How much water and coffee should we order?
Assistant:""", "charter:provisioning", ["header_block", "stripe", "session_id", "idempotency_key", "stable_neighbours",
                                         "two_fields"])


@pos
def _checkout_tablet(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Base check-out tablet - Marina Sveti Juraj
{v('datetime', 'Tablet time: ' + dmy_dotted(t))}
{v('session_id', 'Inspection session: ins-' + g.hex(12))}
Inspector: Ante (base technician)

You help the technician write the damage part of the check-out report in neutral language and price
it from the base price list (polishing EUR 115 per scratch up to 50 cm; oar EUR 65).

Technician: 30 cm scratch starboard topsides near chainplate, dinghy oar missing, chain markings at
40 m gone (no charge). Write it up.
Assistant:""", "charter:checkout-tablet", ["device_clock", "dotted_dmy", "session_id", "header_block", "two_fields"])


@pos
def _gulet_turkish(g: Gen46) -> Draft:
    t = g.at("TRT")
    return P(f"""Sen Bodrum'daki Mavi Rota Yatçılık'ın rezervasyon asistanısın. Kısa ve Türkçe cevap ver;
fiyatları euro olarak ver, kapora oranı yüzde 50'dir.

Misafir: Ağustos'un ikinci haftası için 12 kişilik bir gulet arıyoruz, Bodrum - Gökova rotası. Fiyatı
ve kaporayı öğrenebilir miyim?
{v('datetime', now_line('tr', t))}""", "charter:gulet-turkish", ["last_user", "localized_now", "turkish", "non_english", "tail"])


@pos
def _charter_contract_draft(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Fill in the charter agreement from the booking and point out any field you had to leave blank.

Booking: ADR-2026-1187, Bavaria C42 "Modra Laguna", 20/06/2026 17:00 - 27/06/2026 09:00, charterer
Mr. Tobias Wendt, skipper licence ICC no. D-2019-44871, crew list to follow.
{v('date', 'Contract date (filled in as today): ' + iso_date(t))}
{v('run_id', 'Draft job: drf-' + g.hex(10))}

Agreement:""", "charter:contract-draft", ["today_in_artefact", "draft_job", "iso_date", "two_fields"])


@pos
def _broker_crm_xml(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""<crm>
  <broker>Solent Yacht Sales</broker>
  {v('datetime', '<retrieved_at>' + rfc3339(t) + '</retrieved_at>')}
  <listing>SYS-2026-0318</listing>
</crm>
You write listing descriptions for used motor yachts: factual, no superlatives, 120 words.

Listing SYS-2026-0318: "Saltmarsh Lady", 14.2 m, built 2008, twin Volvo IPS 600 (1,420 h), survey
28 February 2026, asking GBP 189,000, lying Hamble.
Description:""", "charter:broker-crm", ["xml_element", "rfc3339", "head", "stable_neighbours"])


@pos
def _flotilla_whatsapp(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""You are the flotilla lead's assistant for Ionian Wake Flotillas. Answer guests' WhatsApp
messages briefly; tonight's harbour is Kioni, arrival by 18:00, mooring stern-to.

{{
  "from": "447700900412",
  {v('message_id', '"id": "wamid.' + g.b64url(30) + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Engine overheating alarm on Kalypso, we are off Fiskardo. Should we sail on?"}}
}}
Assistant:""", "charter:flotilla-whatsapp", ["json_block", "whatsapp", "epoch_s", "envelope", "two_fields"])


@pos
def _deposit_hold_token(g: Gen46) -> Draft:
    t = g.at("CE")
    hold_end = t + timedelta(minutes=20)
    return P(f"""You help guests complete the security deposit step for their charter. The deposit is a card
pre-authorisation, released within 7 days of check-out if there is no damage.
Booking: ADR-2026-1187 (deposit EUR 2,500)
{v('token', 'Hold token: hld_' + g.b62(24))}
{v('datetime', 'Hold expires: ' + iso_space(hold_end)[:16] + ' ' + (hold_end.tzname() or ''))}

Guest: My bank declined the pre-authorisation. Can I pay the deposit in cash at the base instead?
Assistant:""", "charter:deposit-hold", ["hold_token", "hold_expiry_from_now", "header_block", "two_fields"])


@pos
def _mallorca_spanish(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Eres el asistente de Velas de Andratx para clientes de chárter. Responde en español, en frases
cortas, y remite al patrón para decisiones de navegación.
{v('datetime', now_line('es', t))}

Cliente: Embarcamos el sábado 11 de julio. ¿Podemos dejar las maletas en la base por la mañana y
volver a las 17:00?""", "charter:mallorca-spanish", ["system_tail", "localized_now", "spanish", "non_english"])


@pos
def _charter_insurance_b3(g: Gen46) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.hex(32) + '-' + g.hex(16) + '-1')}
You explain skipper liability and charter deposit insurance to bareboat customers. Quote the
policy, not general advice.

Policy extract: Deposit insurance covers the security deposit in full for damage caused by the
charterer, except damage caused by alcohol, racing, or sailing outside the cruising area; excess EUR 150.

Customer: If I hit a rock outside the cruising area, am I covered?
Answer:""", "charter:insurance-b3", ["head", "b3_single"])


@pos
def _yacht_delivery_today(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You plan yacht deliveries for Solent Passage Makers. {v('date', 'Today is ' + uk_long(t) + '.')} Deliveries
need a crew of three above 40 ft, and the skipper must hold Yachtmaster Offshore.

Job: Hamble to La Rochelle, Bavaria C42, owner wants her there within ten days of our go-ahead.

Planner: Which weather windows should I watch, and what crew do I need?
Assistant:""", "charter:yacht-delivery", ["inline_sentence", "uk_long_date", "today_sentence"])


# --- positives: ferry operators ----------------------------------------------------------------------------


@pos
def _ferry_chat_conversation(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""Sea Thistle Ferries - booking help
{v('session_id', 'Conversation: conv_' + g.b62(20))}
{v('datetime', 'Started: ' + dmon_hm(t) + ' ' + (t.tzname() or ''))}
Route group: Firth of Lorn

You help passengers change and cancel bookings. Amendments are free up to 24 hours before departure;
after that a GBP 10 fee applies. Never take card details in the chat.

Passenger: Booking HJT8QX, Oban to Craignure. Can I move the return from Monday 13 April to Tuesday?
Assistant:""", "ferry:booking-chat", ["header_block", "conversation_id", "dmon_hm", "stable_neighbours", "two_fields"])


@pos
def _loading_plan_run(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""You explain the vehicle deck loading plan to the loading officer in plain words.

Loading plan run {v('run_id', 'lp_' + g.b62(14))} computed {v('datetime', 'at ' + iso_space(t))} for sailing 14:30 Hjelmsøy - Strandvik.
Lane 1: ZL 48213 artic + reefer 16.5 m 38.2 t; EF 90117 rigid 9.8 m 18.0 t (UN1203)
Lane 3: ZL 71002 artic 16.5 m 40.0 t (UN1075)
Trim: 0.12 m by the stern; heel 0.4 deg to port.

Loading officer: Why did it split the two dangerous goods vehicles across lanes 1 and 3?
Assistant:""", "ferry:loading-plan", ["inline_sentence", "run_id", "phrase", "iso_space", "two_fields"])


@pos
def _sailing_status_fetched(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""You answer customers of Fjordlinja Ferje about today's sailings from the status table only.

Sailing status fetched {v('datetime', 'at ' + hm(t))} {v('request_id', '(fetch fx_' + g.b62(12) + ')')} for this request:
Dep    Route                     Status
07:30  Hjelmsøy - Strandvik      Cancelled (wind 45 kn)
09:00  Hjelmsøy - Strandvik      Cancelled (wind 45 kn)
12:00  Hjelmsøy - Strandvik      Under review, update 10:00
14:30  Hjelmsøy - Strandvik      Expected to sail

Customer: I'm booked on the 09:00 with a van. What happens now?
Assistant:""", "ferry:sailing-status", ["fetched_table", "phrase", "time_alone", "fetch_id", "two_fields"])


@pos
def _danish_ferry(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Du er kundeservice-assistent for Ø-Færgen mellem Bøjden og Fynshav. Svar kort og på dansk.
Pendlerkort gælder i 30 dage fra første rejse.
{v('datetime', now_line('da', t))}

Kunde: Jeg købte pendlerkort den 2. marts, men første tur var først den 5. Hvornår udløber det?""",
             "ferry:danish", ["system_tail", "localized_now", "danish", "non_english"])


@pos
def _sardinia_italian(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""{v('datetime', now_line('it', t))}
Sei l'assistente di Traghetti Maestrale per le prenotazioni Livorno - Olbia. Rispondi in italiano, in
modo breve. Gli animali viaggiano in cabina pet-friendly o in canile a bordo.

Passeggero: Viaggio il 14 agosto con un cane di 32 kg. Posso tenerlo in cabina?""", "ferry:sardinia-italian",
             ["head", "localized_now", "italian", "non_english"])


@pos
def _freight_sms(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You handle freight drivers' SMS for Sea Thistle Ferries. Confirm or refuse changes in one SMS
of at most 160 characters. Freight must check in 45 minutes before departure.

Driver (SMS): running late, stuck at Tyndrum roadworks, booked 16:00 Oban-Craignure with tanker
SK19 TRF, can you hold or move me to the 18:00?
{v('datetime', 'Received: ' + rfc2822(t))}
{v('message_id', 'Msg-Id: SM' + g.hex(32))}
Reply:""", "ferry:freight-sms", ["last_user", "rfc2822", "twilio_sid", "two_fields"])


@pos
def _pet_cabin_widget(g: Gen46) -> Draft:
    t = g.at("CE")
    zone = "Central European " + ("Summer" if t.tzname() == "CEST" else "Standard") + " Time"
    return P(f"""You answer questions in the Ø-Færgen booking widget in English for foreign visitors. Pet
cabins are limited to four per sailing; dogs must be on a lead on deck.
{v('datetime', 'Device time: ' + js_tostring(t, zone))}

Visitor: Is there a pet cabin left on tomorrow's 08:15 from Bøjden, and how do I book it?
Assistant:""", "ferry:pet-cabin", ["system_tail", "js_date_tostring", "device_clock"])


@pos
def _islander_ticket_jwt(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""Islander season tickets assistant for Sea Thistle Ferries. Only discuss the logged-in
islander's own ticket.
islander: Morag Galbraith (Isle of Kerrera)
ticket: ISL-SEASON-2026 (valid 1 January - 31 December 2026)
{v('token', 'session_token: ' + g.jwt(t, 'isl-20417'))}

Morag: My daughter is home from university for Easter. Can she travel on my season ticket?
Assistant:""", "ferry:islander-ticket", ["header_block", "jwt", "stable_neighbours"])


@pos
def _checkin_kiosk_time(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Check-in kiosk K2 - Hjelmsøy ferry terminal
{v('datetime', 'Kiosk time: ' + hm(t))}
{v('session_id', 'Kiosk session: ' + g.b62(22))}

Help the customer at the kiosk in English. Check-in closes 15 minutes before departure for cars and
30 minutes for freight.

Customer: I'm booked on the 14:30 with a car. Am I still in time to check in?
Assistant:""", "ferry:checkin-kiosk", ["device_clock", "time_alone", "session_id", "header_block", "two_fields"])


@pos
def _ferry_amzn_trace(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You answer customers of Sea Thistle Ferries about refunds under the passenger rights rules:
full refund or rerouting for a cancellation, and compensation of 25 % of the fare for arrivals more
than 1 hour late on a crossing of up to 4 hours.
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}

Customer: My 10:45 crossing arrived at 12:10. The fare was GBP 38. What can I claim?
Assistant:""", "ferry:refund-amzn", ["system_tail", "amzn_trace"])


@pos
def _timetable_chatml_sent(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""<|im_start|>system
You are the timetable assistant of Saronic Link ferries. Answer from the winter timetable: Piraeus -
Aegina 07:00, 09:30, 13:00, 17:30; Aegina - Piraeus 08:30, 11:00, 15:00, 19:00.<|im_end|>
<|im_start|>user
{v('datetime', 'Sent: ' + iso_space(t) + ' ' + _off(t))}
I land at Piraeus around noon on Saturday. What is the first boat I can take to Aegina?<|im_end|>
<|im_start|>assistant
""", "ferry:timetable-chatml", ["chat_template", "chatml_user", "iso_space", "stamp_own_line"])


@pos
def _assistance_relay(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""Prepare the boarding note for the purser from the assistance request below. Keep the
passenger's words about their needs.

{{
  {v('request_id', '"relay_id": "rly_' + g.b62(16) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t) + '",')}
  "request": {{
    "booking": "HJT8QX",
    "created_at": "2026-03-02T19:41:07Z",
    "sailing": "2026-04-10 09:55 Oban-Craignure",
    "needs": "Wheelchair user, can transfer with help, needs lift from car deck"
  }}
}}
Note:""", "ferry:assistance-relay", ["json_block", "relay", "envelope", "rfc3339", "two_fields"])


@pos
def _refund_md_table(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You are the refunds assistant for Sea Thistle Ferries. Use the session table to personalise
the answer; never read it out.

| Field    | Value                      |
|----------|----------------------------|
| Customer | Alasdair Rennie            |
| Account  | STF-0044718                |
{v('session_id', '| Session  | ' + g.objectid(t) + '   |')}
{v('datetime', '| Opened   | ' + iso_space(t)[:16] + ' ' + (t.tzname() or '') + '     |')}

Alasdair: The 07:00 was cancelled and I drove round by Fort William instead. Can I get the fare back?
Assistant:""", "ferry:refund-table", ["md_table", "objectid", "iso_minutes", "stable_neighbours", "two_fields"])


# --- positives: pilotage and harbour masters ----------------------------------------------------------------


@pos
def _pilot_dispatch_clock(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Westhaven pilot station - dispatch assistant
{v('datetime', 'Dispatch clock: ' + dmy_hm(t))}
{v('session_id', 'Dispatcher session: dsp-' + g.hex(12))}
Station: Westhaven Pilots, boarding grounds Alpha / Charlie

You help the dispatcher assign pilots. Vessels over 11.0 m draught get two pilots; a pilot needs 10
hours of rest between acts.

Dispatcher: Nordic Tern, 11.4 m, boards at Charlie 10:15. Van Dijk finished an act at 01:30, De
Wit at 23:10 yesterday. Who can take her?
Assistant:""", "pilotage:dispatch", ["device_clock", "dmy_hm", "session_id", "header_block", "two_fields"])


@pos
def _pilot_order_headers(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Incoming pilot order (API):
Host: orders.westhaven-pilots.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Content-Type: application/json

Check the pilot order against the station rules (orders at least 3 hours before boarding; LOA,
draught and GT required) and reply with what is missing.

Order: Nordic Tern, IMO 9705419, inbound to W2, boarding Charlie 05/03/2026 10:15 LT, draught 11.4 m,
LOA 228 m, GT not given.
Reply:""", "pilotage:order-api", ["header_block", "http_date", "request_id", "head", "two_fields"])


@pos
def _tide_predictions_fetched(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""You check under-keel clearance for deep-draught arrivals. Required UKC is 10 % of static
draught plus squat. Show your numbers.

Tide predictions for Westhaven read from the hydrographic service {v('datetime', 'at ' + rfc3339(t))} for this request:
2026-03-06  HW 04:18 4.9 m   LW 10:31 0.8 m   HW 16:44 4.7 m   LW 22:59 0.9 m

Harbour master's office: Oriole Trader, static draught 13.4 m, squat 0.6 m at 8 kn, least depth
12.6 m. Can she come in on the morning tide?
Assistant:""", "pilotage:tide-ukc", ["fetched_table", "phrase", "rfc3339", "offset"])


@pos
def _hot_work_permit_today(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""Draft the hot work permit from the request. Use the harbour master's standard conditions.

Request: MV Nordic Tern at berth W2, welding repair of No. 3 hatch coaming stay, main deck starboard,
06/03/2026 08:00-17:00; gas-free certificate GF-0312 attached.
{v('date', 'Permit issue date (today): ' + t.strftime('%d/%m/%Y'))}
{v('run_id', 'Permit job: pj_' + g.b62(12))}
Standard conditions: fire watch 30 min after completion; two charged hoses; no bunkering within 25 m.

Permit:""", "harbourmaster:hot-work", ["today_in_artefact", "permit_job", "dmy", "two_fields"])


@pos
def _anchorage_tool_result(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You allocate anchorages at Kilbrannan. Deep-draught vessels go to Alpha 1-4; tankers keep
at least 0.5 nm from any other anchored vessel.

Tool call: get_current_time()
{v('datetime', 'Tool result: ' + rfc3339(t))}

Anchorage status: A1 Kittiwake Bay (tanker), A2 free, A3 Lumen Lattice, A4 free.

Port control: Oriole Trader, bulk, 13.4 m, arrives tonight. Which anchorage?
Assistant:""", "harbourmaster:anchorage", ["tool_result", "rfc3339", "offset"])


@pos
def _ntm_front_matter(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""---
template: notice-to-mariners
port: Kilbrannan
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('run_id', 'draft_id: ntm-' + g.hex(8))}
style: UKHO
---
Draft a notice to mariners from the harbour master's note. Number it 15 of 2026.

Note: Survey launch "Kelpie" working in the Inner Harbour 9-13 March daylight hours, side-scan sonar
towed 40 m astern, keep clear and pass at slow speed, VHF Ch 12.
Notice:""", "harbourmaster:ntm-draft", ["yaml_front", "rfc3339", "draft_id", "stable_neighbours", "two_fields"])


@pos
def _towage_webhook(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Towage order delivered by the port's booking platform:
{v('request_id', 'webhook-id: msg_' + g.b62(22))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}

{{"order": "TW-26-0412", "vessel": "Nordic Tern", "tugs": 2, "meet": "breakwater", "time": "2026-03-05T11:30:00+01:00"}}

Confirm the order to the tug master in one line: vessel, tugs, where and when.
Confirmation:""", "pilotage:towage-webhook", ["standard_webhooks", "header_block", "epoch_s", "signature", "envelope"])


@pos
def _ppu_clock(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Portable pilot unit - assistant
Pilot: H. van Dijk
{v('datetime', 'PPU clock: ' + dotnet_o(t, g.small(0, 10)))}
Unit: PPU-07 (heading sensor dual-antenna)

You help the pilot with turning and stopping estimates from the ship's pilot card. Give numbers with
their margins; the pilot decides.

Pilot: Pilot card says crash stop from 8 kn takes 7.2 cables. Ebb 1.5 kn astern of us at the
turning basin. How much room do I need?
Assistant:""", "pilotage:ppu-clock", ["device_clock", "dotnet_roundtrip", "header_block", "stable_neighbours"])


@pos
def _kiel_canal_german(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""Du bist der Assistent der Lotsenbrüderschaft für Fragen zur Kanalpassage. Antworte kurz und
auf Deutsch. Lotsenpflicht besteht ab 90 m Länge oder 13 m Breite.
{v('datetime', now_line('de', t))}

Kapitän: Unser Schiff ist 86 m lang und 13,6 m breit. Brauchen wir für die Passage einen Lotsen?""",
             "pilotage:canal-german", ["system_tail", "localized_now", "german", "non_english"])


@pos
def _incident_notification_draft(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You draft incident notifications for the harbour master to the coastguard and the marine
accident investigators. Be factual; no blame.

Incident notification draft {v('run_id', 'inc-' + g.hex(10))} opened {v('datetime', 'at ' + iso_space(t))} by the duty harbour master.
Facts: 04/03/2026 22:40 LT, MV Kittiwake Bay made contact with the knuckle of berth W4 while
berthing, bow visor dented, no pollution, no injuries, pilot on board, two tugs fast.

Draft:""", "harbourmaster:incident-draft", ["inline_sentence", "draft_id", "phrase", "iso_space", "two_fields"])


@pos
def _pilotage_invoice_access(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""edge: {v('datetime', '[' + clf(t) + ']')} POST /assist/invoices HTTP/2 pop=ams-2
{v('request_id', 'Trace: ' + g.hex(16))}

You explain pilotage invoices of Westhaven Pilots. The tariff is per pilotage act by draught band,
plus 25 % for acts between 22:00 and 06:00 and 50 % for orders amended within 2 hours of boarding.

Agent: The invoice for Nordic Tern shows a 50 % surcharge. The boarding was at 10:15 and we changed
the order at 08:40. Is the surcharge right?
Assistant:""", "pilotage:invoice-edge", ["head", "clf", "bracketed_time", "request_id", "two_fields"])


@pos
def _marine_ops_slack_ts(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""You are the marine operations bot in the Kilbrannan port Slack. Answer berthing questions from
the duty harbour master's rules and tag the duty HM for anything that needs a decision.
Workspace: kilbrannan-port
Channel: #marine-ops
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}

<@U03DUTYHM>: wind gusting 38 kn from the SW, is the Nordic Tern sailing at 09:30 still on?
Assistant:""", "harbourmaster:slack-ts", ["header_block", "slack_ts", "stable_neighbours"])


@pos
def _berthing_aid_asof(g: Gen46) -> Draft:
    t = g.at("CE")
    return P(f"""You read the laser berthing aid for the pilot and the berthing master and say whether the
approach is within the berth's limits (max 10 cm/s at 10 m from the fenders).

Berthing aid readings {v('datetime', 'as of ' + rfc3339(t, 3))} for this request:
Distance fwd 18.4 m   speed fwd 9 cm/s
Distance aft 21.0 m   speed aft 13 cm/s
Angle to berth 1.6 deg

Berthing master: Is the aft end coming in too fast?
Assistant:""", "pilotage:berthing-aid", ["fetched_readings", "phrase", "rfc3339_ms"])


# --- positives: marine surveyors and classification societies ---------------------------------------------


@pos
def _class_status_lookup(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You read class status extracts for Aegean Crest's technical managers and list every survey or
certificate that falls due in the window they ask about.

Class status retrieved from the Baltic Register portal {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(lookup lk_' + g.b62(14) + ')')} for this request:
Certificate                     Issued       Expires      Last endorsed
Class certificate               2022-07-19   2027-07-18   2025-07-02
Safety Construction             2022-07-19   2027-07-18   2025-07-02
Ballast Water Management        2023-11-30   2028-11-29   -
Condition of class CoC 2025-014 (hatch cover 4 seal), due 2026-04-30

Manager: What falls due before the end of June 2026?
Assistant:""", "class:status-lookup", ["fetched_table", "phrase", "lookup_id", "rfc3339", "two_fields"])


@pos
def _survey_planning_session(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""Baltic Register - survey planning assistant
Office: Piraeus
{v('session_id', 'Surveyor session: sv-' + g.hex(16))}
{v('datetime', 'Session opened: ' + py_str(t))}

You help surveyors plan attendances. An annual survey can be held within 3 months either side of the
anniversary date; intermediate surveys replace the second or third annual survey.

Surveyor: Oriole Trader's anniversary is 19 July. The owners want the annual in Santos on 28 March.
Is that inside the window?
Assistant:""", "class:survey-planning", ["header_block", "session_id", "python_str_datetime", "two_fields"])


@pos
def _prepurchase_report_date(g: Gen46) -> Draft:
    t = g.at("UK")
    return P(f"""Write the summary page of the pre-purchase survey report from the surveyor's notes. Category A
items first.

{v('date', 'Report date (today): ' + f'{t.day} {MONTHS_LONG[t.month - 1]} {t.year}')}
{v('run_id', 'Report job: rj_' + g.b62(12))}
Vessel: "Saltmarsh Lady", 14.2 m motor yacht, built 2008, HIN GB-SML14208B808
Surveyed: 28 February 2026, ashore at Hamble Point
Notes: osmotic blistering port quarter 0.4 m2 (B); port shaft seal weeping (A); liferaft service
expired 11/2025 (A); gas locker drain blocked (B).

Summary:""", "surveyor:prepurchase", ["today_in_artefact", "report_job", "long_date", "header_block", "two_fields"])


@pos
def _utm_upload_line(g: Gen46) -> Draft:
    t = g.at("SAST")
    return P(f"""Check the thickness readings against 20 % allowable diminution of the original 16.5 mm and list
the plates that need renewal.

Strake  Frame  Fwd reading  Aft reading  Mean
D-2P    114    14.1         13.9         14.0
D-2P    118    13.2         12.8         13.0
D-3P    118    14.8         14.6         14.7
[upload {v('request_id', 'id=utm_' + g.b62(14))} {v('datetime', 'received=' + rfc3339(t))} gauge=UT-L2-2208]

Answer:""", "class:utm-upload", ["upload_line", "key_value_inline", "under_pasted", "two_fields"])


@pos
def _pi_damage_agent(g: Gen46) -> Draft:
    t = g.at("SAST")
    return P(f"""You are a research agent for a P&I club's claims handler. Use the tools search_casebook and
fetch_survey; cite every fact with the document it came from.
{v('datetime', 'Current time: ' + py_str(t))}

Task: Summarise the surveyor's findings on the contact damage of MV Kittiwake Bay at Kilbrannan
(04/03/2026) and say whether the berth owner's claim of GBP 146,000 looks proportionate.""",
             "surveyor:pi-agent", ["system_tail", "python_str_datetime", "agent_loop"])


@pos
def _class_rules_gcp(g: Gen46) -> Draft:
    return P(f"""You answer questions about the Baltic Register rules for hull surveys. Quote the rule number; if
the rules leave it to the surveyor's judgement, say so.
-- request metadata --
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
Rules extract Pt 1 Ch 2 Sec 4.3: Close-up survey of transverse web frames in cargo holds is required
at the second special survey and thereafter for bulk carriers over 150 m.

Surveyor: Oriole Trader is 199 m, built 2011, due for her third special survey. Are close-ups of
all web frames required?
Answer:""", "class:rules-gcp", ["system_tail", "gcp_trace"])


@pos
def _surveyor_tablet_us(g: Gen46) -> Draft:
    t = g.at("SGT")
    return P(f"""Classify the surveyor's finding as a recommendation, a condition of class or a memorandum, and
give the rule that decides it.
source: survey-tablet
{v('epoch', 't_us: ' + str(epoch_us(t)))}

Finding: Hatch cover No. 4 compression bar wasted 30 % over 1.2 m, hose test leaking at the same place.
Classification:""", "class:tablet-finding", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _coc_tracker_table(g: Gen46) -> Draft:
    t = g.at("EE")
    return P(f"""You track conditions of class for Aegean Crest's fleet and draft the extension request when an
item cannot be cleared on time.

| Field     | Value                       |
|-----------|-----------------------------|
| Fleet     | Aegean Crest (6 vessels)    |
{v('session_id', '| Session   | ' + g.ksuid(t) + ' |')}
{v('datetime', '| Started   | ' + rfc3339(t) + '   |')}

Manager: CoC 2025-014 on Oriole Trader is due 30 April, but the new seals only arrive in May. Draft the
extension request.
Assistant:""", "class:coc-tracker", ["md_table", "ksuid", "rfc3339", "stable_neighbours", "two_fields"])


@pos
def _japanese_class(g: Gen46) -> Draft:
    t = g.at("JST")
    return P(f"""あなたは東洋船級協会の検査予約アシスタントです。日本語で簡潔に答えてください。
{v('datetime', now_line('ja', t))}

船主: 来月、今治で中間検査を受けたいのですが、何日前までに申し込めばよいですか？""", "class:japanese",
             ["system_tail", "localized_now", "japanese", "non_english"])


@pos
def _korean_newbuilding(g: Gen46) -> Draft:
    t = g.at("KST")
    return P(f"""당신은 거제 조선소 신조선 감독관을 돕는 어시스턴트입니다. 한국어로 짧게 답하세요.
{v('datetime', now_line('ko', t))}

감독관: 3번 블록 탑재 전에 선급 검사관 입회가 필요한 용접 검사 항목을 정리해 주세요.""", "class:korean-newbuilding",
             ["system_tail", "localized_now", "korean", "non_english"])


@pos
def _bunker_survey_xml(g: Gen46) -> Draft:
    t = g.at("SGT")
    return P(f"""<survey type="on-hire bunker" vessel="Kestrel Bay" {v('request_id', 'job="' + g.pid('bs_', 12) + '"')} port="Singapore">
  <requested {v('datetime', 'at="' + rfc3339(t) + '"')} by="ops.charterers"/>
</survey>
Turn the sounding figures into the on-hire bunker quantity, correcting for trim 1.2 m by the stern.

Soundings: VLSFO tanks 3P 412.6 m3, 3S 408.9 m3, settling 38.2 m3, service 31.4 m3 at 45 C;
density at 15 C 0.9883.
Answer:""", "surveyor:bunker-survey", ["xml_attr", "rfc3339", "job_id", "two_fields"])


@pos
def _warranty_surveyor_basic(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""You support a marine warranty surveyor approving a tow. Check the tow plan against the
weather criteria and the towline pull needed.

Tow: barge "Kelpie 3" with jacket, 118 m x 32 m, Westhaven to Kilbrannan, 480 nm at 6 kn, tug bollard
pull 110 t, design sea state Hs 3.5 m.

Surveyor: Is 110 t bollard pull enough, and what weather window do I need?
{v('datetime', 'Request time: ' + iso_basic(t))}
Assistant:""", "surveyor:warranty-tow", ["last_user", "iso_basic"])


@pos
def _survey_booking_ctime(g: Gen46) -> Draft:
    t = g.at("UTC")
    return P(f"""Draft a booking confirmation e-mail for a condition survey: date, place, what the owner must
prepare (boat ashore, batteries charged, keys, papers).

Booking: "Saltmarsh Lady", condition survey for insurance, 28 February 2026, 09:00, Hamble Point,
surveyor Capt. L. Okafor.

E-mail:

{v('datetime', 'Prompt built: ' + ctime(t))}""", "surveyor:booking-ctime", ["tail", "ctime"])


# --- generated positives: one field (or a time and an id) at one position of one body -------------------

# (name, language, system prompt, speaker, question, cue line or "" where the body is not in English)
BODIES: list[tuple[str, str, str, str, str, str]] = [
    ("terminal-ops", "en", "You are the operations assistant of Westhaven Container Terminal. Answer from the "
     "terminal's rules and say when a decision needs the duty manager.", "Operator",
     "Can a reefer be plugged in at the gate buffer while it waits for a yard slot?", "Assistant:"),
    ("crewing-desk", "en", "You help crewing officers of Bluemarine Manning with contracts, documents and "
     "reliefs. Quote the contract clause you rely on.", "Crewing officer",
     "A seafarer wants to extend by one month. Who has to agree?", "Assistant:"),
    ("noon-check", "en", "You check noon reports for Harrier Bulk's operators and flag figures that do not add "
     "up.", "Operator", "Distance run 291 nm in 24 hours but average speed 11.2 kn. Which figure is wrong?",
     "Answer:"),
    ("charter-desk", "en", "You are the booking assistant of Jadranska Jedra yacht charter. Quote prices in "
     "euros and never confirm a boat without a deposit.", "Guest",
     "Do you offer one-way charters from Split to Dubrovnik?", "Assistant:"),
    ("ferry-care", "en", "You help Sea Thistle Ferries customers with bookings, refunds and accessibility. "
     "Be brief and kind.", "Passenger", "Can I bring an e-bike on the car deck?", "Assistant:"),
    ("pilot-station", "en", "You assist the dispatcher of Westhaven Pilots with pilot assignments and the "
     "station's rest-time rules.", "Dispatcher", "How many pilots does a 12.2 m draught tanker need?",
     "Assistant:"),
    ("harbour-office", "en", "You are the harbour master's office assistant at Kilbrannan. Answer from the "
     "port byelaws and refer permits to the duty harbour master.", "Agent",
     "Does a yacht under 24 m need to report to port control before entering?", "Answer:"),
    ("class-desk", "en", "You answer owners' questions about Baltic Register survey windows and certificates. "
     "Quote the rule.", "Owner", "Can the annual survey be postponed if the ship is on a long voyage?",
     "Assistant:"),
    ("survey-office", "en", "You help Okafor Marine Surveys schedule condition and damage surveys and write "
     "booking e-mails.", "Client", "What do I need to prepare for an insurance survey of a 12 m sailing yacht?",
     "Assistant:"),
    ("fleet-tech", "en", "You support Aegean Crest's technical superintendents with maintenance planning and "
     "spare parts.", "Superintendent", "Which spares should we order before a main engine unit overhaul?",
     "Assistant:"),
    ("ferry-no", "no", "Du er kundeservice for Fjordlinja Ferje. Svar kort og på norsk.", "Kunde",
     "Kan jeg ta med meg tilhenger på billetten for personbil?", ""),
    ("charter-es", "es", "Eres el asistente de reservas de Velas de Andratx. Responde en español y de forma "
     "breve.", "Cliente", "¿Se puede alquilar un velero sin patrón con una licencia alemana?", ""),
    ("terminal-pt", "pt", "Você é o assistente do terminal de contêineres para transportadores. Responda em "
     "português.", "Transportador", "Posso agendar duas retiradas na mesma janela de uma hora?", ""),
    ("pilot-nl", "nl", "Je bent de assistent van de loodsdienst Westhaven. Antwoord kort en in het "
     "Nederlands.", "Agent", "Hoe lang van tevoren moet ik een loods bestellen voor een uitgaand schip?", ""),
    ("crewing-tl", "tl", "Ikaw ang katulong ng Bluemarine Manning. Sumagot sa Tagalog nang maikli.",
     "Seafarer", "Ilang araw bago ang alis ko kailangan kong magpa-medical?", ""),
    ("shipmgmt-el", "el", "Είσαι ο βοηθός του τεχνικού τμήματος της Aegean Crest. Απάντα στα ελληνικά.",
     "Επιθεωρητής", "Πότε λήγει το πιστοποιητικό διαχείρισης έρματος του Oriole Trader;", ""),
]

APP = {"terminal-ops": "wct-assist", "crewing-desk": "bm-crewing", "noon-check": "fleetpulse",
       "charter-desk": "jj-booking", "ferry-care": "stf-care", "pilot-station": "whp-dispatch",
       "harbour-office": "kbn-harbour", "class-desk": "brs-desk", "survey-office": "oms-booking",
       "fleet-tech": "acm-tech", "ferry-no": "fjl-kundeservice", "charter-es": "va-reservas",
       "terminal-pt": "tc-agenda", "pilot-nl": "whp-bestel", "crewing-tl": "bm-pamilya", "shipmgmt-el": "acm-tech-gr"}
LOCALE = {"en": "en-GB", "no": "nb-NO", "es": "es-ES", "pt": "pt-BR", "nl": "nl-NL", "tl": "fil-PH", "el": "el-GR"}
BODY_ZONE = {"terminal-ops": "CE", "crewing-desk": "PHT", "noon-check": "UTC", "charter-desk": "CE",
             "ferry-care": "UK", "pilot-station": "CE", "harbour-office": "UK", "class-desk": "EE",
             "survey-office": "UK", "fleet-tech": "EE", "ferry-no": "CE", "charter-es": "CE", "terminal-pt": "BRT",
             "pilot-nl": "CE", "crewing-tl": "PHT", "shipmgmt-el": "EE"}

# (cue, family, label, key, kind, maker); kind: "time" or "id"; "num" marks a bare JSON number
FIELDS: list[tuple[str, str, str, str, str, Callable[[Gen46, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", "time", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", "time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", "time", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", "time", lambda g, t: rfc2822(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", "time", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "requestedAt", "requestedAt", "time", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", "time", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "windows_datetime", "System time", "system_time", "time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", "time", lambda g, t: js_iso(t)),
    ("date", "long_date", "Today's date", "today", "time", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", "time", lambda g, t: iso_date(t)),
    ("epoch", "epoch_ms", "ts", "ts", "num", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", "num", lambda g, t: str(epoch_s(t))),
    ("datetime", "dtg", "DTG", "dtg", "time", lambda g, t: dtg(t)),
    ("datetime", "ship_time", "Ship's time", "ships_time", "time", lambda g, t: ship_time(t)),
    ("datetime", "compact", "Stamp", "stamp", "time", lambda g, t: compact(t)),
    ("datetime", "us_medium", "Local time", "local_time", "time", lambda g, t: us_medium(t)),
    ("date", "iso_week", "Current week date", "week_date", "time", lambda g, t: iso_week(t)),
    ("datetime", "postgres_now", "db_now", "db_now", "time", lambda g, t: pg_now(t)),
    ("datetime", "dmon_hm", "Generated", "generated", "time", lambda g, t: dmon_hm(t)),
    ("datetime", "iso_basic", "Request-Time", "request_ts", "time", lambda g, t: iso_basic(t)),
    ("epoch", "epoch_ns", "t_ns", "t_ns", "num", lambda g, t: str(epoch_ns(t, g.small(1, 1000)))),
    ("datetime", "python_str", "Current time", "current_time", "time", lambda g, t: py_str(t)),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "requestTimestamp", "time",
     lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("request_id", "uuid", "Request ID", "request_id", "id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", "id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", "id", lambda g, t: g.traceparent()),
    ("session_id", "nanoid", "Session", "session", "id", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversationId", "id", lambda g, t: g.objectid(t)),
    ("run_id", "ulid", "run", "run_id", "id", lambda g, t: g.ulid(t)),
    ("nonce", "b64url", "Nonce", "nonce", "id", lambda g, t: g.b64url(16)),
    ("request_id", "cf_ray", "cf-ray", "cf_ray", "id", lambda g, t: g.cf_ray()),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", "id", lambda g, t: g.amzn_trace(t, False)),
    ("session_id", "uuid7", "Chat ID", "chat_id", "id", lambda g, t: g.uuid7(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", "id", lambda g, t: g.ksuid(t)),
    ("message_id", "snowflake", "Message ID", "message_id", "id", lambda g, t: g.snowflake(t)),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml_front", "json_member",
             "xml_attr", "kv_bracket", "paren_user", "html_comment", "md_bullet"]
TWO_FIELD = {"header_block", "footer", "last_user"}
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user"}
STABLE_LINES = ["Model: gpt-4o-mini", "Region: eu-west-1", "Channel: web", "Tier: enterprise",
                "Prompt version: 4.2.0", "Knowledge cutoff: 2024-06", "API version: 2025-01-15",
                "Time zone: UTC", "Build: 7c41e9a"]
GENERATED_POSITIVES = 48
GENERATED_NEGATIVES = 14


@dataclass
class Field:
    cue: str
    family: str
    label: str
    key: str
    kind: str
    value: str


def _yaml(value: str) -> str:
    return f'"{value}"' if (" " in value or value[:1].isdigit() and "T" not in value and ":" in value) else value


def _render(f: Field, position: str) -> str:
    """The text of one field at one position (rule 3 decides the span: the whole text)."""
    if position == "yaml_front":
        return f"{f.key}: {_yaml(f.value)}"
    if position == "json_member":
        value = f.value if f.kind == "num" else f'"{f.value}"'
        return f'"{f.key}": {value},'
    if position == "xml_attr":
        return f'{f.key}="{f.value}"'
    if position == "kv_bracket":
        return f"{f.key}={f.value}"
    if position == "paren_user":
        if f.kind == "stable":
            return f"({f.label} {f.value})"
        word = "ref" if f.kind == "id" else "today" if f.cue == "date" else "sent"
        return f"({word} {f.value})"
    if position == "html_comment":
        return f"<!-- {f.label}: {f.value} -->"
    if position == "md_bullet":
        return f"- **{f.label}:** {f.value}"
    return f"{f.label}: {f.value}"


def _compose(g: Gen46, body: tuple[str, str, str, str, str, str], position: str, marks: list[str]) -> str:
    name, lang, system, speaker, question, cue = body
    end = f"\n{cue}" if cue else ""
    app, locale = APP[name], LOCALE[lang]
    lines = "\n".join(marks)
    if position == "head":
        return f"{lines}\n{system}\n\n{speaker}: {question}{end}"
    if position == "system_tail":
        return f"{system}\n{lines}\n\n{speaker}: {question}{end}"
    if position == "header_block":
        block = g.rng.sample(STABLE_LINES, 3)
        at = g.small(0, 4)
        block[at:at] = marks
        return "\n".join(block) + f"\n\n{system}\n\n{speaker}: {question}{end}"
    if position == "last_user":
        return f"{system}\n\n{speaker}: {question}\n{lines}{end}"
    if position == "footer":
        return f"{system}\n\n{speaker}: {question}\n\n--\nSent via {app} 3.1\n{lines}"
    if position == "yaml_front":
        return f"---\napp: {app}\n{lines}\nlocale: {locale}\n---\n{system}\n\n{speaker}: {question}{end}"
    if position == "json_member":
        members = "\n  ".join(marks)
        return (f'{{\n  "app": "{app}",\n  {members}\n  "locale": "{locale}"\n}}\n{system}\n\n'
                f"{speaker}: {question}{end}")
    if position == "xml_attr":
        return f'<context {marks[0]} app="{app}">\n{system}\n</context>\n\n{speaker}: {question}{end}'
    if position == "kv_bracket":
        return f"{system}\n[ctx {marks[0]} app={app} locale={locale}]\n\n{speaker}: {question}{end}"
    if position == "paren_user":
        return f"{system}\n\n{speaker}: {question} {marks[0]}{end}"
    if position == "html_comment":
        return f"{marks[0]}\n{system}\n\n{speaker}: {question}{end}"
    assert position == "md_bullet"
    return (f"## Context\n- **App:** {app}\n{marks[0]}\n- **Locale:** {locale}\n\n{system}\n\n"
            f"{speaker}: {question}{end}")


def generated_positives(g: Gen46) -> list[Draft]:
    """One field, or a time and an id, at one of twelve positions of one of sixteen bodies."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    times = [f for f in fields if f[4] != "id"]
    ids = [f for f in fields if f[4] == "id"]
    out: list[Draft] = []
    localized = 0
    k_field = 0
    for k in range(GENERATED_POSITIVES):
        position = POSITIONS[k % len(POSITIONS)]
        body = bodies[k % len(bodies)]
        t = g.at(BODY_ZONE[body[0]])
        chosen: list[Field] = []
        if body[1] != "en" and position in LINE_POSITIONS and localized < 4:
            localized += 1
            chosen.append(Field("datetime", f"localized_now_{body[1]}", NOW_LABEL[body[1]][:-1], "", "time",
                                local_now(body[1], t)))
        elif position in TWO_FIELD and k // len(POSITIONS) == 1:
            tf = times[k % len(times)]
            idf = ids[k % len(ids)]
            chosen.append(Field(tf[0], tf[1], tf[2], tf[3], tf[4], tf[5](g, t)))
            chosen.append(Field(idf[0], idf[1], idf[2], idf[3], idf[4], idf[5](g, t)))
        else:
            while True:
                f = fields[k_field % len(fields)]
                k_field += 1
                value = f[5](g, t)
                if position == "kv_bracket" and " " in value:
                    continue
                break
            chosen.append(Field(f[0], f[1], f[2], f[3], f[4], value))
        marks = [v(f.cue, _render(f, position)) for f in chosen]
        text = _compose(g, body, position, marks)
        tags = ["generated", position, *(f.family for f in chosen)]
        if len(chosen) == 2:
            tags.append("two_fields")
        if body[1] != "en":
            tags.append("non_english")
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{'+'.join(f.family for f in chosen)}", tags))
    return out


# (label, key, value): stable values that look like dates or ids
STABLE_LOOKALIKES: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-01-15"),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("Prompt revision", "prompt_revision", "2026-02-11"),
    ("IMO number", "imo", "9734513"),
    ("MMSI", "mmsi", "636019284"),
    ("Call sign", "call_sign", "D5QK7"),
    ("Tariff effective", "tariff_effective", "2026-01-01"),
    ("Time zone", "time_zone", "Europe/Amsterdam"),
    ("Member since", "member_since", "2019-05-14"),
    ("Fleet ID", "fleet_id", "3f9c1a52-7d4e-4b8a-9e21-6c0d5b7a8f13"),
    ("Port", "port_locode", "GBKBN"),
    ("Season", "season", "2026"),
    ("Contract start", "contract_start", "2026-01-22T00:00:00Z"),
    ("App build", "build", "2026.03.1+7c41e9a"),
]


def generated_negatives(g: Gen46) -> list[Draft]:
    """The generated positives' positions and bodies with one stable look-alike and nothing volatile."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED_NEGATIVES):
        position = POSITIONS[k % len(POSITIONS)]
        body = bodies[(k * 5) % len(bodies)]
        label, key, value = STABLE_LOOKALIKES[k % len(STABLE_LOOKALIKES)]
        kind = "num" if value.isdigit() and position == "json_member" else "stable"
        f = Field("", key, label, key, kind, value)
        text = _compose(g, body, position, [_render(f, position)])
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{key}",
                         ["hard_negative", "generated", "stable_lookalike", position, key]))
    return out


# --- hand-written negatives: stable look-alikes in program positions, and values the user asks about -----

NEG: list[Draft] = []


def neg(kind: list[str], source: str, text: str) -> None:
    hard = [] if "control" in kind else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *kind]))


def _negatives_lookalikes() -> None:
    neg(["stable_header", "imo", "mmsi", "api_version", "prompt_revision"], "lookalike:vessel-header",
        """Vessel: MV Kestrel Bay
IMO: 9734513
MMSI: 636019284
Call sign: D5QK7
API version: 2025-01-15
Prompt revision: 2026-02-11

You are the bridge paperwork assistant. Help the officer of the watch fill in port entry forms from the
ship's particulars above; never invent a certificate number.

Officer: Fill in the ship's particulars section of the Kilbrannan pre-arrival form.
Assistant:""")
    neg(["chat_template", "llama3", "knowledge_cutoff"], "lookalike:llama-cutoff-only",
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain MARPOL Annex VI fuel sulphur limits to ship operators.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is 0.48 % sulphur VLSFO allowed outside emission control areas?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""")
    neg(["chat_template", "chatml_system", "tariff_validity"], "lookalike:chatml-tariff",
        """<|im_start|>system
You are the billing assistant of the Port of Kilbrannan.
Tariff 2026 valid from 2026-01-01 to 2026-12-31; harbour dues GBP 0.214 per GT.<|im_end|>
<|im_start|>user
Will the dues change if we arrive on 2 January 2027 instead of 30 December?<|im_end|>
<|im_start|>assistant
""")
    neg(["front_matter", "template_review"], "lookalike:front-matter-review",
        """---
template: ntm-writer
approved: 2025-11-03
review_due: 2026-11-03
owner: harbour-master
---
Rewrite the harbour master's note as a notice to mariners in the standard layout.

Note: Buoy N5 light unlit since last night; replacement expected within 48 hours.""")
    neg(["xml_attr", "certificate"], "lookalike:xml-certificate",
        """<vessel name="Oriole Trader" imo="9582219" class="BRS" certificate="BRS-CL-2022-07719" issued="2022-07-19">
Explain which surveys keep this class certificate valid until its expiry, in plain words for a new
superintendent.
</vessel>""")
    neg(["json_inline", "api_version", "time_zone"], "lookalike:json-api-version",
        """{"app":"tide-helper","api_version":"2025-01-15","time_zone":"Europe/London","datum":"CD"}
Explain the difference between chart datum and mean sea level for a yacht skipper, with one example.""")
    neg(["html_comment", "template_revision"], "lookalike:html-template",
        """<!-- template: ferry-refund-letter rev 7, 2026-01-20 -->
Write a refund confirmation letter for a cancelled crossing. The customer gets the full fare back to
the original card within 14 days.

Customer: Alasdair Rennie, booking KQ2ZLP, fare GBP 38.00.""")
    neg(["md_table", "member_since", "contract_start"], "lookalike:md-table-member",
        """| Field           | Value              |
|-----------------|--------------------|
| Owner           | Tobias Wendt       |
| Member since    | 2019-05-14         |
| Berth contract  | 2026-01-01 to 2026-12-31 |

You help members of the charter owners' programme with questions about their yacht's bookings.

Tobias: How many charter weeks did my boat have booked last season?
Assistant:""")
    neg(["env_lines", "firmware_date"], "lookalike:env-firmware",
        """PPU_MODEL=PX-7
PPU_FIRMWARE=4.12.0 (2025-09-30)
GNSS_RECEIVER_INSTALLED=2024-03-18

You help pilots with the settings of their portable pilot unit. Answer in short steps.

Pilot: How do I switch the heading source from the ship's gyro to the dual-antenna sensor?""")
    neg(["footer", "terms_revision"], "lookalike:footer-terms",
        """You answer questions about Jadranska Jedra's charter terms. Quote the clause.

Guest: What happens to the deposit if the boat is damaged by another yacht in the marina?

--
Jadranska Jedra charter terms, revision 2026-01
Registered office: Obala 14, 21000 Split""")
    neg(["asked", "epoch", "ais"], "asked:ais-epoch",
        """Our AIS receiver logs times as 1772702062 and 1772702062412. Which of these is milliseconds, and what
time is that in Rotterdam?""")
    neg(["asked", "jwt"], "asked:jwt",
        """The crew portal gave me this token after login and now says it's expired. What is in it and when did it
expire?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjcmV3LTQ0NzEiLCJpYXQiOjE3NzI2OTg0MDAsImV4cCI6MTc3MjcwMjAwMH0.q8Wn3bB0cV1xK9rT5yZ2hJ7mL4pD6sF0eA3gU8iOo2k""")
    neg(["user_clock", "times_in_prose"], "asked:user-clock",
        """It's 06:10 here at Oban and the 07:00 to Craignure shows "on hold". I have a hospital appointment on
Mull at 09:30. If it sails at 08:00 instead, will I still make it with a 40 minute drive from
Craignure?""")
    neg(["relative_time"], "asked:relative",
        """The pilot boarded 40 minutes ago and we have been stopped off the breakwater for the last 15 minutes
waiting for the tugs. Is it normal for tugs to be made fast this late, and who pays for the delay?""")
    neg(["few_shot", "dates_in_examples"], "asked:few-shot-noon",
        """Extract the noon position and ROB as JSON.

Example input: "NOON 2026-02-11 1200 SMT POSN 03-12.4N 104-55.1E ROB VLSFO 702.1 LSMGO 90.4"
Example output: {"date": "2026-02-11", "lat": "03-12.4N", "lon": "104-55.1E", "vlsfo": 702.1, "lsmgo": 90.4}

Input: "NOON 2026-03-04 1200 SMT POSN 12-41.3N 058-22.7E ROB VLSFO 612.4 LSMGO 88.7"
Output:""")
    neg(["unrendered_template"], "asked:unrendered",
        """Our noon report template prints this literally instead of the values:

Report time: {{now}}
Session: {{session_id}}
Vessel: {{vessel.name}} ({{vessel.imo}})

What's the usual reason a Jinja template leaves the placeholders in, and how do I debug it?""")
    neg(["tidal_arithmetic", "times_in_prose"], "asked:tide-arithmetic",
        """High water at Kilbrannan is 04:18 (4.9 m) and low water 10:31 (0.8 m). Using the rule of twelfths, what
is the height of tide at 06:22, and can a 2.4 m draught yacht cross the 0.9 m bar then with 0.5 m
clearance?""")
    neg(["asked", "traceparent"], "asked:traceparent-pcs",
        """The port community system's support team asked me for the trace of a failed submission. In our logs
I found traceparent: 00-4d1f0a2b7c9e3f5061a8b2c4d6e8f012-9a8b7c6d5e4f3a21-01 - which part do I send them?""")
    neg(["error_dialog", "request_id", "inline_intro"], "asked:error-dialog-inline",
        """When I pressed Pay, the ferry app showed "Payment failed - Request ID 7c1f4e2a-0b9d-4c3e-8f71-2a5d6e9b0c48,
14:22" and my bank shows the GBP 38.00 taken anyway. What should I send customer service so they can
find it?""")
    neg(["iso_week", "dry_dock"], "asked:dry-dock-weeks",
        """The yard offered us a dry-dock slot from 2026-W38 to 2026-W41. Which calendar dates is that, and does it
clear the class renewal due on 18 July 2027 with enough margin?""")
    neg(["imo_check_digit"], "asked:imo-check",
        """Is IMO 9734513 a valid IMO number? Show me how the check digit works.""")
    neg(["eta_arithmetic", "timestamps_in_prose"], "asked:eta",
        """We leave Port Louis at 2026-03-12 18:00 UTC for Durban, 1,540 nm at 12.5 knots. What is the ETA in
local time (UTC+2), and if we slow to 11 knots for the tropical low, how much later do we arrive?""")
    neg(["crew_contract", "dates_in_prose"], "asked:own-contract",
        """I signed on 22 January 2026 on a 9 month contract, plus or minus one month. My wife's due date is 20
September. Can I ask to sign off in August without it counting as breaking the contract?""")
    neg(["container_check_digit"], "asked:container-check",
        """The booking shows container TGHU 418205 0 but the gate slip says TGHU 418203 5. Which one has a valid
check digit?""")
    neg(["control", "plain"], "control:ferry-faq",
        """You are the Sea Thistle Ferries assistant. Answer questions about luggage, pets and bikes briefly.

Passenger: Can I take my dog into the passenger lounge?
Assistant:""")
    neg(["control", "plain"], "control:provisioning",
        """You help yacht charter guests plan provisioning. Suggest simple meals that can be cooked on a
two-burner stove.

Guest: What can we cook for six people on the first night at anchor?
Assistant:""")


# --- hard negatives: pasted material, each block placed three times -----------------------------------------

# (source, tags, block, question, introduction, language of the block)
BLOCKS: list[tuple[str, list[str], str, str, str, str]] = [
    ("noon-report", ["noon_report", "timestamps", "position"], """NOON REPORT  MV KESTREL BAY  IMO 9734513
Date/Time (SMT): 2026-03-04 1200   UTC: 2026-03-04 0800
Position: 12-41.3N 058-22.7E   Course / Speed: 231 / 12.4 kn (avg since last noon 12.1 kn)
Distance run: 291 nm   Distance to go: 1,842 nm
Wind / Sea: NE 5 / 3   Swell: NE 2.5 m   ME RPM: 78.2   Slip: 4.1 %
ROB: VLSFO 612.4 mt  LSMGO 88.7 mt  Cyl oil 21,300 l
Cons (24h): VLSFO 28.6 mt  LSMGO 0.4 mt
ETA Port Louis: 2026-03-11 0600 LT
Remarks: Reduced RPM 0330-0510 for purifier cleaning.""",
     "Is the VLSFO consumption reasonable for that speed, given the purifier stop?", "Today's noon report from the ship", "en"),
    ("berth-lineup", ["berth_schedule", "dates_in_table"], """WESTHAVEN CONTAINER TERMINAL - BERTH LINE-UP  issued 2026-03-05 07:00
Berth  Vessel           Voy        ETA          ETB          ETD          Moves
W1     Aster Rigel*     0FR3KE1    05/03 04:00  05/03 06:30  06/03 02:00  1,840
W2     Nordic Tern      226N       05/03 11:00  05/03 13:00  06/03 09:30  960
W3     Lumen Lattice*   1142-014W  06/03 01:00  06/03 03:00  07/03 05:00  2,210
* = window vessel""",
     "Which vessel's window is at risk if W1 runs 8 hours late?", "The line-up the terminal sent this morning", "en"),
    ("crew-contract", ["crew_contract", "dates_in_document", "wages"], """CONTRACT OF EMPLOYMENT FOR SEAFARERS - Ref. BMA-2026-04417
Seafarer: Reynaldo M. Catapang   Rank: 2nd Engineer   SIRB C0412298
Vessel: MV Solent Harrier (IMO 9651204), flag Malta
Principal: Harrier Bulk Shipping Ltd
Duration of contract: 9 months +/- 1 month at the principal's option
Basic monthly salary: USD 2,840   Fixed overtime: USD 1,064   Leave pay: 8 days per month
Point of hire: Manila
Date signed: 2026-01-14   Embarkation: 2026-01-22, Rotterdam""",
     "When is the earliest and the latest date he can be signed off under this contract?", "His contract", "en"),
    ("statement-of-facts", ["statement_of_facts", "timestamps", "port_call"], """STATEMENT OF FACTS - MV ORIOLE TRADER at Santos, berth 34
2026-02-26 0512  Arrived outer anchorage
2026-02-26 0600  NOR tendered
2026-02-27 1840  Pilot on board
2026-02-27 2115  All fast, berth 34
2026-02-27 2200  Free pratique granted
2026-02-28 0030  Commenced loading
2026-03-02 1415  Completed loading (61,240 mt soya beans)
2026-03-02 1620  Documents on board""",
     "How long was the vessel at anchor before she was all fast?", "The agent's statement of facts", "en"),
    ("bill-of-lading", ["bill_of_lading", "dates_in_document"], """BILL OF LADING No. HRB-SAN-26-0188    (Original 1 of 3)
Shipper: Agro Campos Exportadora S.A., Santos
Consignee: To order
Notify: Qingdao Hengyuan Grain Co.
Vessel: Oriole Trader   Port of loading: Santos   Port of discharge: Qingdao
Description: 61,240 metric tons Brazilian soya beans in bulk
Shipped on board: 2 March 2026
Place and date of issue: Santos, 2 March 2026
Freight payable as per charter party dated 9 January 2026""",
     "The shipper wants these issued without the mate's remark about rain during loading. What are the risks for the owners?",
     "The bills the agent prepared", "en"),
    ("condition-survey", ["survey_report", "dates_in_document", "price"], """CONDITION SURVEY - Report No. MSR-26-0311
Vessel: "Saltmarsh Lady", 14.2 m motor yacht, built 2008, HIN GB-SML14208B808
Date of survey: 28 February 2026, ashore at Hamble Point
Findings:
 1. Osmotic blistering to port quarter, 3-6 mm, approx. 0.4 m2 (Cat. B)
 2. Port shaft seal weeping; replace before launch (Cat. A)
 3. Liferaft service expired 11/2025 (Cat. A)
 4. Gas locker drain partially blocked (Cat. B)
Valuation: GBP 185,000 (market value as at date of survey)""",
     "Which items must be done before the insurer will cover her?", "The surveyor's report", "en"),
    ("ais-extract", ["ais", "csv", "timestamps", "mmsi"], """mmsi,timestamp_utc,lat,lon,sog,cog,nav_status
636019284,2026-03-03T21:00:12Z,51.9812,3.6120,11.8,082,0
636019284,2026-03-03T21:10:09Z,51.9901,3.6754,7.2,085,0
636019284,2026-03-03T21:20:14Z,51.9948,3.7021,3.1,089,0
636019284,2026-03-03T21:30:11Z,51.9952,3.7055,0.2,112,1
636019284,2026-03-03T22:40:07Z,51.9950,3.7049,0.1,240,1""",
     "When did she actually drop anchor, and how quickly was she slowing down before that?", "Our fleet tracker export", "en"),
    ("charter-agreement", ["charter_agreement", "dates_in_document", "price"], """BAREBOAT CHARTER AGREEMENT No. ADR-2026-1187
Yacht: Bavaria C42 "Modra Laguna", 2022, base Marina Sveti Juraj, Split
Charter period: Saturday 20 June 2026, 17:00 - Saturday 27 June 2026, 09:00
Charter fee: EUR 4,650.00   Transit log: EUR 210.00   Tourist tax: EUR 1.33 per person/night
Security deposit: EUR 2,500.00 (card pre-authorisation at check-in)
Payment: 50 % on signature (due 2026-03-12), balance by 2026-05-21
Cancellation: more than 60 days before embarkation 50 % of the fee retained; less than 60 days 100 %""",
     "If we cancel on 25 April, how much do we lose?", "The charter agreement", "en"),
    ("notice-to-mariners", ["notice_to_mariners", "dates_in_document"], """NOTICE TO MARINERS No. 14 of 2026
Port of Kilbrannan - Dredging operations, North Channel
Mariners are advised that maintenance dredging will take place in the North Channel between buoys N3
and N7 from 0600 on 16 March 2026 until 1800 on 3 April 2026. The dredger "Scheldt Mole" will show the
lights and shapes prescribed by Rule 27(b) and listen on VHF Ch 12. Vessels are to pass at reduced
speed and keep at least 50 m clear.
Harbour Master, 4 March 2026""",
     "Does this affect our arrival on the evening of Tuesday 17 March with 9.8 m draught?", "A notice from the port", "en"),
    ("agent-email", ["email", "email_headers", "message_id"], """From: Port Agency Desk <ops@calloway-agency.example>
Date: Wed, 4 Mar 2026 16:41:07 +0400
Message-ID: <a91c2e7f.0c4d.4417@calloway-agency.example>
Subject: MV SOLENT HARRIER - Khor Fakkan - revised line-up

Dear Captain,
Please note the vessel is now line-up no. 3 for berth 5, ETB 06/03 1400 LT, subject to Ocean Fortune
completing as planned. Pilot boarding station as before, 25 39.2N 056 25.0E.
Kindly confirm arrival draft and freeboard.
Best regards, Anil Menon, Calloway Shipping Agency""",
     "Draft a short reply confirming draft 11.2 m forward, 11.6 m aft, and freeboard 6.4 m.", "The agent's e-mail", "en"),
    ("bunker-delivery-note", ["bdn", "timestamps", "sample_seal"], """BUNKER DELIVERY NOTE  BDN No. SGP-B-260305-0417
Supplier: Straits Marine Fuels Pte Ltd (licence MPA-BSL-0093)
Receiving vessel: MV Kestrel Bay, IMO 9734513
Port: Singapore, Western Anchorage   Barge: SMF Calyx
Commenced pumping: 05/03/2026 01:40   Completed: 05/03/2026 05:55
Product: VLSFO ISO 8217:2017 RMG 380   Quantity: 850.214 mt
Density @15C: 988.3 kg/m3   Viscosity @50C: 312 cSt   Sulphur: 0.48 % m/m
Flash point: > 70C   MARPOL sample seal: 0417719""",
     "Is this within the 0.50 % sulphur cap, and is there anything else on it I should question?", "The BDN from last night", "en"),
    ("class-status", ["class_status", "certificates", "dates_in_table"], """CLASS STATUS - MV ORIOLE TRADER (IMO 9582219)   Society: Baltic Register of Shipping
Class notation: +100A1 Bulk Carrier, ESP, CSR, BC-A, Grab[20]
Certificate                         Issued       Expires      Last endorsed
Class certificate                   2022-07-19   2027-07-18   2025-07-02
Cargo Ship Safety Construction      2022-07-19   2027-07-18   2025-07-02
IOPP                                2022-07-19   2027-07-18   2025-07-02
Ballast Water Management            2023-11-30   2028-11-29   -
Conditions of class: CoC 2025-014 (hatch cover 4 seal) due 2026-04-30""",
     "Which surveys fall due before the end of June 2026?", "The class status I downloaded", "en"),
    ("ferry-booking", ["booking_confirmation", "dates_in_document", "price"], """Booking confirmation  Ref: HJT8QX
Sea Thistle Ferries  Oban -> Craignure
Outbound: Fri 10 Apr 2026, depart 09:55, arrive 10:45
Return:   Mon 13 Apr 2026, depart 16:00, arrive 16:50
Passengers: 2 adults, 1 child (age 9)
Vehicle: car under 5 m, reg SK21 HVX
Check-in closes 30 minutes before departure.
Total paid: GBP 118.40 on 02/03/2026""",
     "Can I change the return to Tuesday without paying again?", "My booking confirmation", "en"),
    ("ferry-service-update", ["notice", "timestamps", "cancellation"], """SERVICE UPDATE - Tue 3 March 2026, 06:15
Route: Hjelmsøy - Strandvik
Due to forecast winds of 45 knots, the 07:30, 09:00 and 10:30 sailings are cancelled.
The 12:00 sailing is under review; next update at 10:00.
Freight customers with bookings on cancelled sailings have been moved to the 14:30.""",
     "I'm booked on the 09:00 with a van. What happens to my booking?", "The update on their website", "en"),
    ("pilot-order", ["pilot_order", "timestamps"], """PILOT ORDER CONFIRMED  Order 26-03-0871
Vessel: MV Nordic Tern  LOA 228 m  Draft 11.4 m  GT 41,320
Movement: Inbound, sea buoy -> Westhaven W2
Pilot boarding time: 05/03/2026 10:15 LT at the Charlie boarding ground
Tugs: 2 (Hawk, Falcon) ordered for 11:30 at the breakwater
Pilots: 2 (draft > 11.0 m)
Remarks: Boarding on port side, 1 m above water; combination ladder required.""",
     "Why did they assign two pilots? The ship has been here before with one.", "The pilot station's confirmation", "en"),
    ("ukc-check", ["tide_table", "times_in_table"], """UKC CHECK - Westhaven approach channel (least charted depth 12.6 m)
Date: 2026-03-06
Vessel static draught 13.4 m, squat at 8 kn 0.6 m, required UKC 10 % of draught
HW 04:18 4.9 m   LW 10:31 0.8 m   HW 16:44 4.7 m   LW 22:59 0.9 m
Window (height of tide >= 2.7 m): 01:52-06:47 and 14:18-19:08""",
     "Is the 2.7 m threshold right? Show me how it comes out.", "The UKC sheet from the harbour office", "en"),
    ("harbour-dues-invoice", ["invoice", "price", "dates_in_document"], """PORT OF KILBRANNAN - INVOICE PD-2026-003318
Date: 04/03/2026   Due: 03/04/2026
Vessel: MV Nordic Tern   GT 41,320   Call: 26-0412 (arr 01/03/2026, dep 03/03/2026)
Harbour dues (GT x 0.214 GBP)              8,842.48
Berth hire 2 days x 228 m x GBP 3.10       1,413.60
Waste reception fee (flat, MARPOL)           690.00
VAT: zero-rated (international transport)
Total GBP                                 10,946.08""",
     "Is the berth hire consistent with arriving on the 1st and leaving on the 3rd?", "The port's invoice", "en"),
    ("truck-appointment", ["appointment", "timestamps", "container"], """TRUCK APPOINTMENT  TA-W-2603-55821
Terminal: Westhaven Container Terminal
Transaction: Pick-up import   Container: TGHU 418205 0 (40' HC)
Slot: 06/03/2026 14:00-15:00   Gate: W-In 4
Haulier: Kerr & Dunne Haulage   Truck: NX19 KPD
Customs status: Released 05/03/2026 11:42   Line release: OK""",
     "If my truck gets there at 15:20, can it still collect?", "The appointment from the terminal app", "en"),
    ("quay-crane-report", ["kpi_report", "table"], """QUAY CRANE PERFORMANCE - Aster Rigel 0FR3KE1 - shift 05/03 06:00-14:00
Crane  Moves  Gross hrs  Delays (min)        GMPH
QC07   212    7.5        22 (hatch cover)    28.3
QC08   187    7.5        48 (lashing gang)   24.9
QC09   236    7.5        6                   31.5
Total  635""",
     "Which crane dragged the average down, and by how much?", "The shift report", "en"),
    ("terminal-api-json", ["api_response", "json", "opens_with_id"], """{
  "id": "evt_01JNR8ZC4X6Q2A7T0M5VB3KDWE",
  "timestamp": "2026-03-05T09:14:22.418Z",
  "container": "TGHU4182050",
  "status": "DISCHARGED",
  "vessel": {"name": "Aster Rigel", "voyage": "0FR3KE1"},
  "yard_position": "Y3-14-06-2",
  "holds": ["CUSTOMS"]
}""",
     "The app says my box is available but this says there is a hold. Which is right?", "What the terminal's API returns", "en"),
    ("crew-change-plan", ["crew_change", "dates_in_table"], """CREW CHANGE PLAN - MV SOLENT HARRIER - Khor Fakkan, ETB 06/03/2026
Off-signers        Rank   Signed on    Contract end
R. Catapang        2/E    2025-05-30   2026-02-28
J. Villanueva      AB     2025-06-14   2026-03-14
On-signers         Rank   Joining      OK-to-board issued
E. Dimaculangan    2/E    2026-03-06   2026-03-02
M. Santos          AB     2026-03-06   2026-03-03""",
     "Is anyone already past their contract end date?", "The crew change plan", "en"),
    ("wage-account", ["wage_account", "price", "dates_in_document"], """SEAFARER'S WAGE ACCOUNT - February 2026
Name: Jomar Villanueva   Rank: AB   Vessel: MV Solent Harrier
Basic wage                               USD   812.00
Fixed overtime                           USD   412.00
Leave pay (8 days)                       USD   216.53
Bonded store / slop chest                USD   -64.50
Cash advance 12/02/2026                  USD  -200.00
Allotment to Metrobank acct ****4471     USD  -900.00
Balance payable on board                 USD   276.03""",
     "Why is my balance so low this month?", "My wage account", "en"),
    ("checkout-report", ["checkout_report", "timestamps", "price"], """CHECK-OUT REPORT - "Modra Laguna" (Bavaria C42)   27/06/2026 08:40
Fuel: full (refuelled 26/06, receipt 4411)    Water: 3/4
Damages found:
- Scratch 30 cm starboard topsides near chainplate (photo 0412)
- Dinghy oar missing
- Anchor chain marking at 40 m missing
Deduction from deposit: EUR 180.00 (oar EUR 65, polishing EUR 115)""",
     "Is EUR 115 for polishing a 30 cm scratch reasonable, or should I contest it?", "The check-out report from the base", "en"),
    ("provisioning-order", ["order", "price", "timestamps"], """Order #PV-88213   Delivery: Sat 20/06/2026 16:00, Marina Sveti Juraj, pier B, "Modra Laguna"
Water 1.5 l x 24 ...........  EUR 14.40
Beer 0.5 l x 24 ............  EUR 38.40
Olive oil 1 l x 1 ..........  EUR 11.90
Coffee 500 g x 2 ...........  EUR 17.80
Fruit & veg box (6 pers.) ..  EUR 64.00
Delivery fee ...............  EUR 15.00
Total ......................  EUR 161.50""",
     "We are six people for a week. Is this enough water?", "Our provisioning order", "en"),
    ("hot-work-permit", ["permit", "timestamps"], """HOT WORK PERMIT No. HWP-26-0093  Port of Kilbrannan
Vessel: MV Nordic Tern at berth W2
Work: Welding repair of No. 3 hatch coaming stay, main deck starboard
Valid: 06/03/2026 08:00 to 06/03/2026 17:00 only
Conditions: gas-free certificate GF-0312, fire watch 30 min after completion, two charged hoses at
site, no bunkering or cargo operations within 25 m
Issued by: Deputy Harbour Master, 05/03/2026 15:20""",
     "Can we carry on welding on Saturday morning if it isn't finished?", "The permit we got", "en"),
    ("anchorage-message", ["port_control_message", "dtg"], """FROM: KILBRANNAN PORT CONTROL
TO: MV ORIOLE TRADER
DTG: 041830Z MAR 26
1. ANCHORAGE ALLOCATED: ALPHA 4, POSN 55 41.2N 005 28.9W
2. MAINTAIN LISTENING WATCH VHF CH 14
3. ANTICIPATED BERTHING 06 MAR PM, SUBJECT TO TIDE""",
     "What does 041830Z mean in our ship's time (UTC+1)?", "Port control's message", "en"),
    ("passage-plan", ["passage_plan", "coordinates", "table"], """WP   Name                 Lat          Lon           Course  Dist  XTD   Notes
001  Westhaven W2         51 57.62N    004 02.14E    -       -     -     Pilot
002  Maas Centre          52 01.10N    003 53.40E    304     6.9   0.1   Pilot disembark
003  Noord Hinder N       52 13.50N    002 55.00E    290     37.1  0.5   TSS
004  Dover Strait W       51 03.00N    001 37.00E    217     92.4  0.5   TSS, VTS""",
     "Is the XTD at WP002 too tight for the pilot disembarkation?", "Our passage plan", "en"),
    ("draft-survey", ["draft_survey", "timestamps", "table"], """DRAFT SURVEY - MV ORIOLE TRADER at Santos
                          Initial (27/02 22:40)   Final (02/03 14:50)
Fwd mean                  6.12 m                  13.48 m
Mid mean                  6.30 m                  13.51 m
Aft mean                  6.58 m                  13.56 m
Corrected displacement    21,408.6 t              83,562.1 t
Total deductibles         12,144.0 t              13,057.3 t
Net displacement          9,264.6 t               70,504.8 t
Cargo by draft survey: 61,240.2 t   Shore figure: 61,310.000 t""",
     "What's the difference from the shore figure in percent, and is it within the usual tolerance?",
     "The surveyor's draft survey", "en"),
    ("utm-report", ["thickness_gauging", "table", "dates_in_document"], """UTM REPORT TM2-I - Strength deck plating, frames 112-124, MV ORIOLE TRADER
Original thickness 16.5 mm; allowable diminution 20 %
Strake  Frame  Fwd reading  Aft reading  Mean   Dim %
D-2P    114    14.1         13.9         14.0   15.2
D-2P    118    13.2         12.8         13.0   21.2
D-3P    118    14.8         14.6         14.7   10.9
Gauged by: Norde Inspection Ltd, operator cert. UT-L2-2208, 26/02/2026""",
     "Which plates need renewal?", "The thickness gauging report", "en"),
    ("pi-recommendations", ["survey_recommendations", "dates_in_document"], """P&I CONDITION SURVEY - Recommendations (to be complied with within 30 days of 24/02/2026)
R1  Renew corroded fire main section at No. 4 hatch, port side.
R2  Provide missing lifebuoy with self-igniting light at bridge wing starboard.
R3  Calibrate the ODME, last calibration 2023.
R4  Update the Garbage Management Plan to MARPOL Annex V as amended.
Surveyor: Capt. L. Okafor, attended 23-24 February 2026 at Durban""",
     "Put these in order of urgency with a target date for each.", "The club surveyor's recommendations", "en"),
    ("psc-form-b", ["psc_report", "deficiencies", "dates_in_document"], """PORT STATE CONTROL - REPORT OF INSPECTION (FORM B)
Ship: MV KESTREL BAY   IMO 9734513   Flag: Liberia
Place/date of inspection: Port Louis, 12/03/2026
No.  Deficiency                                     Code   Action
1    Emergency fire pump fails to deliver pressure  07105  17
2    Oily water separator 15 ppm alarm inoperative  14104  30
3    Navigation charts not updated (NtM week 08)    10111  16
Ship detained: YES   Date of release: -""",
     "What do we need to do to get released?", "The PSC report", "en"),
    ("webhook-delivery", ["webhook_pasted", "epoch", "signature"], """POST /hooks/terminal-events HTTP/1.1
Host: integrations.kerrdunne.example
webhook-id: msg_2Tq7XbN0pLr4Vz9KcE1yWf
webhook-timestamp: 1772702062
webhook-signature: v1,K0vJp3Wq5x2nQYd9Hc8Zr7mTgB4sLfA1eU6oN0iPk=
Content-Type: application/json

{"type":"container.gate_out","container":"TGHU4182050","gate":"W-Out 2","at":"2026-03-05T09:14:22Z"}""",
     "Our verifier rejects this delivery as too old; our server clock said 09:26 UTC when it arrived. Why?",
     "A delivery from the terminal's webhook", "en"),
    ("pcs-error", ["error_dialog", "request_id", "timestamps"], """Port Community System - Submission failed
Your pre-arrival notification could not be submitted.
Error code: PAN-422-07 (IMO number does not match call sign)
Request ID: 5b1e0c77-93d2-4f3e-a1c8-0d62e4b9f215
Time: 2026-03-04 17:02:44 UTC
[ Retry ]  [ Contact support ]""",
     "What is wrong with my notification? The call sign we entered was V7AB9.", "The error I get", "en"),
    ("crewing-chat-export", ["chat_export", "timestamps"], """[03/03/2026, 09:14:02] Marites (Crewing): Good morning Sir, your UAE visa is approved, OK-to-board letter attached.
[03/03/2026, 09:20:45] Eduardo D.: Thank you ma'am. What time do I report to the agent in Khor Fakkan?
[03/03/2026, 09:31:10] Marites (Crewing): Agent meets you in the hotel lobby 06/03 10:00, then launch to the vessel.
[03/03/2026, 09:32:58] Eduardo D.: Noted po.""",
     "Summarise what Eduardo has to do and when.", "The chat with the crewing officer", "en"),
    ("freight-manifest", ["manifest", "dangerous_goods", "table"], """FREIGHT MANIFEST  Sailing 3 Mar 2026 14:30  Hjelmsøy -> Strandvik  MF "Skarvøy"
Lane  Reg        Type             Length  Weight   DG
1     ZL 48213   Artic + reefer   16.5 m  38.2 t   -
1     EF 90117   Rigid            9.8 m   18.0 t   UN1203 (class 3)
2     SU 22410   Van              6.1 m   3.4 t    -
3     ZL 71002   Artic            16.5 m  40.0 t   UN1075 (class 2.1)""",
     "Could the two dangerous goods vehicles have gone in the same lane?", "Today's freight manifest", "en"),
    ("ferry-ticket-no", ["ticket", "norwegian", "dates_in_document"], """Billett - Fjordlinja Ferje AS
Strekning: Hjelmsøy - Strandvik
Avgang: tirsdag 3. mars 2026 kl. 09:00
Kjøretøy: varebil inntil 6 m, reg. SU 22410
Pris: NOK 486,00 (betalt 28.02.2026)
Billettnummer: FJL-2603-118842
Ved innstilling blir billetten flyttet til neste ledige avgang.""",
     "Avgangen min ble innstilt. Må jeg bestille på nytt, eller blir billetten flyttet automatisk?",
     "Billetten min", "no"),
    ("charter-contract-es", ["charter_agreement", "spanish", "dates_in_document"], """CONTRATO DE FLETAMENTO Nº PMI-2026-0342
Embarcación: Lagoon 46 "Sa Foradada", base Port d'Andratx
Periodo: del sábado 11 de julio de 2026 (17:00) al sábado 18 de julio de 2026 (09:00)
Precio: 7.900,00 EUR (IVA incluido)
Fianza: 3.000,00 EUR, devolución en un plazo de 7 días tras el desembarque
Patrón: incluido; la comida del patrón corre a cargo del cliente""",
     "¿A qué hora tengo que devolver el barco y cuándo me devuelven la fianza como muy tarde?",
     "El contrato", "es"),
    ("ferry-notice-el", ["notice", "greek", "cancellation"], """ΑΝΑΚΟΙΝΩΣΗ - Πέμπτη 5 Μαρτίου 2026
Λόγω απαγορευτικού απόπλου, το δρομολόγιο Πειραιάς - Σύρος - Τήνος των 07:25 δεν θα εκτελεστεί.
Οι επιβάτες με εισιτήρια θα εξυπηρετηθούν με το δρομολόγιο της Παρασκευής 6 Μαρτίου 2026 στις 07:25.
Για αλλαγή εισιτηρίου απευθυνθείτε στο εκδοτήριο.""",
     "Έχω εισιτήριο για σήμερα το πρωί. Τι πρέπει να κάνω;", "Η ανακοίνωση", "el"),
    ("allotment-sms-tl", ["sms", "tagalog", "price"], """BLUEMARINE MANNING: Gng. Villanueva, ang allotment para sa Pebrero 2026 na PHP 51,840.00 ay naipadala sa Metrobank ****4471 noong 03/03/2026. Ref: ALT-2602-7731.""",
     "Bakit PHP 51,840 lang ang dumating, eh USD 900 ang allotment ko?", "Ang text ng agency", "tl"),
    ("pilot-order-nl", ["pilot_order", "dutch", "timestamps"], """Loodsbestelling bevestigd - Regio Westhaven
Schip: Nordic Tern, IMO 9705419
Reis: binnenkomend, Maas Center -> Westhaven W2
Loods aan boord: 05-03-2026 10:15 LT
Diepgang: 11,4 m, lengte 228 m
Opmerking: loodsladder bakboord, 1 m boven water""",
     "Klopt het dat de loods om 10:15 aan boord komt, en aan welke kant moet de ladder?", "De bevestiging", "nl"),
]

PLACEMENTS = [
    "after",
    "before",
    "inline_intro",
    "after_noblank",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "both_sides",
    "forwarded",
    "other_lang",
    "chatml_user",
]
SYSTEM_MARINE = ("You are a marine operations assistant. Answer precisely from the material the user gives you and "
                 "say when it is not enough.")
OTHER_LANG_ASK = [
    "¿Me lo puedes explicar en español?",
    "Kun je dat in het Nederlands uitleggen?",
    "Kannst du das bitte auf Deutsch erklären?",
    "Pode explicar em português?",
    "Puoi spiegarmelo in italiano?",
    "Kan du forklare det på norsk?",
]
FOLLOW_UP = {
    "en": "And is there anything else in there I should watch out for?",
    "no": "Er det noe annet her jeg bør passe på?",
    "es": "¿Hay algo más que deba tener en cuenta?",
    "el": "Υπάρχει κάτι άλλο που πρέπει να προσέξω;",
    "tl": "May iba pa ba akong dapat malaman dito?",
    "nl": "Moet ik verder nog ergens op letten?",
}


def _place(k: int, placement: str, block: str, ask: str, intro: str, lang: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "inline_intro":
        first, _, rest = block.partition("\n")
        body = f"{intro}: {first}" + (f"\n{rest}" if rest else "")
        return f"{body}\n\n{ask}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Thanks, I have it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_MARINE}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\n{FOLLOW_UP[lang]}"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "other_lang":
        extra = "Please answer in English." if lang != "en" else OTHER_LANG_ASK[(k // 4) % len(OTHER_LANG_ASK)]
        return f"{block}\n\n{ask} {extra}"
    assert placement == "chatml_user"
    return (f"<|im_start|>system\n{SYSTEM_MARINE}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            f"<|im_start|>assistant\n")


def _negatives_pasted() -> None:
    """Each block at placements k, k+4 and k+8 of the twelve."""
    for k, (source, tags, block, ask, intro, lang) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            placement = PLACEMENTS[(k + step) % len(PLACEMENTS)]
            text = _place(k, placement, block, ask, intro, lang)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly ---------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen46(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold46", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
