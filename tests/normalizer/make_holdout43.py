"""Build `prompt_normalizer/corpus/holdout43.jsonl`, a forty-third labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout43.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout42.py` only the module docstrings were read
(printed with `ast.get_docstring`, the top of `make_holdout22.py` also as plain text, and a keyword
search over them for neighbours in this domain), to keep clear of the sources, scenarios and
languages they used and to apply their clarifications of the rules, and of `make_holdout24.py` also
its import block and its last 150 lines (`build`, `main` and the placement helpers of its pasted
negatives) for the structure of a generator. (A count of the generators in `tests/normalizer/`, a
check that neither this file nor `holdout43.jsonl` existed yet, and a grep for the top-level import
lines and constant names of `make_holdout24.py` showed names and numbers only; the ruff settings of
`pyproject.toml` were read for the lint.) Nothing here comes from gambling, lotteries or gaming
venues.

The domain is water, waste and the environment. Earlier docstrings name neighbours in it: a water
works SCADA poll (make_holdout7), customer chat for water utilities with bills and meter readings
(make_holdout9), smart waste bins (make_holdout11), a sawmill weighbridge clock (make_holdout13), a
drinking water plant, chlorine dosing, a booster station, SBR cycles, storm overflow notifications
and effluent compliance (make_holdout16), river gauges fetched for the request, flood warnings with
VTEC strings, reservoir operations, a hydrological model run and air quality in three cities with
hourly AQI tables (make_holdout18), a boil water notice, private water supply sampling and
wastewater surveillance (make_holdout20), waste transfer notes pasted from construction sites and a
quarry's environmental licence question (make_holdout28), household waste and recycling (a bin-day
bot, bulky waste, missed bins, recycling centre slots, garden waste, a refuse crew tablet), water
bills, a leak allowance desk and a water-quality context line (make_holdout29), and a relief water
treatment unit with water lab results (make_holdout41). The scenarios here were written around them:
water customers appear through network operations (bursts, night flows, pressure, valves, meter
readers' handhelds, lead pipes, compensation letters, the priority services register), not bills or
meter-read disputes; wastewater through works operations (shift logs, pumping station alarms,
aeration, sludge cake, trade effluent, tanker imports, CHP engines, ferric dosing, odour, UV), with
no SBR cycles, storm overflows or effluent compliance tools; river data through gaugings, borehole
levels and level sensor faults, with river level readings only as pasted content; waste through
the trade side (materials recovery, reprocessors, landfill operations, carriers, skips, consignment
notes, fly-tipping crews), with no household collections; weighbridge tickets and transfer notes
only as pasted content or in a clerk's draft. The sources are:

* water utilities' customer and network operations: a burst triage desk (handler session and
  console time in a header block), night flows of a district metered area "as of" a time for the
  request with the fetch id under them, a hosepipe ban helper ("Today is ..." alone on its line), a
  developer services quote desk (YAML front matter), a meter reader's handheld (its clock and walk
  session), a compensation letter whose letter date and letter job the letter tool fills in, a
  lead pipe widget (single-line JSON conversation id), an acoustic logger export with an `[upload
  id=... received=... source=...]` line under it, a valve operations planner (ISO week date), a
  contact centre call helper behind a ChatML system turn (Call-ID and answer time), a network
  planning bot's Teams activity (pretty JSON `id` and `timestamp`), a priority services register
  desk behind an HTTP request line (`Date`, `X-Request-ID`), a Dutch drinking water chat (Dutch
  "now" and a session), pressure logger data pulled "at" a time for the request; and as hard
  negatives a night flow CSV whose first column is `Timestamp`, a burst job sheet, a compensation
  letter, a planned interruption notice, a customer's e-mail with `From`, `Date` and `Message-ID`,
  a pressure logger download, a connection quotation and a valve operation record;
* wastewater treatment works: a night operator's shift log (tablet time alone and operator
  session), a pumping station alarm relay (`relay_id` and `received_at` move, the alarm's own
  `event_time` stays), aeration advice behind a traceparent, sludge cake results retrieved from the
  LIMS "at" a time with the query id, a trade effluent officer's `[ctx ...]` line, a tanker
  reception kiosk (kiosk time and KSUID session), CHP engines (logfmt `ts=` and `req=`), a ferric
  dose review whose id and run time sit inside a sentence, an odour desk (markdown table rows), a
  German works (German "now" and a session), UV disinfection behind a Llama 3 system header (`Today
  Date`, with `Cutting Knowledge Date` staying), a belt thickener's polymer dose (.NET round trip
  next to a stable tenant uuid), a French works (French "now" and a ULID request id); and as hard
  negatives an operator logbook, lab results with sample ids and received times, a trade effluent
  consent, a sludge import ticket, CHP run hours, an autosampler log whose lines open with
  `Timestamp:`, an odour complaint log, an alarm list with `[2026-...]` prefixes, a German
  Betriebstagebuch and a French bulletin d'analyse;
* flood warning services: a warning draft whose issue time and draft job the warning tool fills in,
  a warden's report relayed with a `[received ...]` prefix, a tidal floodgate controller's clock, a
  warnings sign-up widget (`req=` in an HTML comment), a pumping station dial-in run whose id and
  completion time sit inside a sentence, a hydrometry visit app (device time and visit session),
  gaugings pulled from the archive "at" a time, a river data API helper behind `X-Amzn-Trace-Id`
  (its `X-Api-Version` staying), a Polish duty hydrologist (Polish "now"), a situation summary
  footer (RFC 2822 and a UUIDv7), a resilience grant desk (Semantic Kernel current-time sentence
  inside a paragraph); and as hard negatives a warning as issued that opens with `Issued:`, a river
  level CSV, a gauging record, a flood incident report and a wardens' chat export with
  `[DD/MM/YYYY, HH:MM:SS]` prefixes;
* river level and air quality monitoring: a NOx analyser's zero and span check (calibration
  session and tablet clock), hourly NO2 and PM2.5 "as of" a time for the request, an annual status
  report section (two XML attributes before stable ones), a school streets widget (pretty JSON
  ULID and client epoch in ms), a sensor network's Slack event header (`event_id`, `event_time`), a
  river level widget (single-line JSON epoch first in its object), borehole levels read over the
  modem "at" a time, data ratification (markdown bullets), an Italian regional agency (Italian
  "now"), planning-application reviews (Log4j `requestedAt`), a level sensor fault desk behind B3
  multi headers, a Spanish municipal network (Spanish "now" and a session); and as hard negatives
  diffusion tube results with their batch and exposure dates, a calibration sheet, a table of
  annual means and a sensor API record whose first members are `"id"` and `"timestamp"`;
* environmental permits and inspections: an inspector's tablet (inspection session and its
  opening time), a compliance assessment report's front matter whose report date and draft job the
  drafting tool fills in, a permit variation helper behind Heroku headers (`X-Request-Start` in ms),
  a pollution incident hotline (Call-ID and answer time alone), an enforcement notice drafter (a
  ChatML system stamp on its own line), an abstraction returns portal's session JWT, a permit
  conditions desk ("The current date is ..." inside a paragraph), a permit application event as a
  Standard Webhooks delivery (id, timestamp and signature move; the application stays), a photo
  batch whose id and upload time sit inside a sentence over EXIF times that stay, a Swedish county
  inspectorate (Swedish "now" and a session), a US discharge monitoring report (Windows clock), a
  fee payment desk (Stripe `Request-Id` and `Idempotency-Key`, with `Stripe-Version` staying); and
  as hard negatives a permit emission table, a compliance assessment report, an enforcement letter,
  an abstraction return, a webhook delivery pasted to debug its timestamp and a fee portal error
  that opens with `Error Code:`, `Request Id:` and `Timestamp:`;
* recycling and materials recovery: optical sorter status "as of" a time with its snapshot id, an
  inbound contamination audit (audit session and a weekday with a time), a baler's `KEY=value`
  lines (`NOW_NS`, `REQ_ID`), a packaging recovery note desk (pretty JSON conversation id and
  `isoformat()`), an approved WEEE treatment facility behind a B3 single header, a glassworks
  rejection as a CloudEvent (`id` and `time` move; the ticket and its weigh-in time stay), market
  prices pulled "at" a time (RFC 1123), a handover run in an HTML comment (KSUID), a picking line
  briefing page (JavaScript `toString()`), a PET flake lab (Go `time.Now().String()`), a
  Portuguese sorting plant (Portuguese "now" and a nanoid session), a council rebate portal (a
  cookie with the session pair last); and as hard negatives a bale log, an audit sheet, a PRN, a
  sorter fault log with ISO timestamps and a buyer's e-mail;
* landfill and waste carriers: a perimeter gas round (analyser clock and round session), leachate
  levels read "at" a time, a waste acceptance checker (YAML front matter with a Python `str()`
  now), a carrier register lookup whose id and run time sit inside a sentence over a registration
  that stays, a consignment note check (an XML element), a skip dispatch board snapshot, a driver's cab
  app message (`(sent ...)` and `Msg-Id` after it), the tipping face foreman (a weekday alone and a
  time alone), a transfer note clerk with a ctime footer, a landfill tax return helper (`now:` at
  the head), fly-tipping reports in a query window computed from now (both ends in one span), a
  Finnish carriers' question (Finnish "now"); and as hard negatives a weighbridge ticket, a waste
  transfer note, a hazardous waste consignment note, a gas monitoring record, a leachate head log,
  a carrier registration certificate and a skip order JSON whose first members are `"id"` and
  `"created_at"`;
* a regulator's mailbox and data portals: an enquiry e-mail with the mailbox poll stamp and poll id
  under it (the e-mail's own `Date` stays), a bathing water portal behind `CF-Ray`, a public
  register search behind `X-Cloud-Trace-Context`.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go RFC3339Nano and
`time.Now().String()` with its monotonic reading, .NET round-trip and "f", JavaScript
`toISOString()` and `toString()`, Windows general, US medium, English long dates (US and British),
ISO dates, ISO week dates, Llama 3.1's `Today Date`, ISO basic, compact `YYYYMMDDHHMMSS`,
`YYYY/MM/DD HH:MM:SS`, day-first slashed date-times, `DD Mon YYYY HH:MM`, a 24-hour time alone
(also with its zone), a weekday alone, a weekday with a time, a query window, epochs in s, ms, us
and ns, and "now" written in Dutch, German, French, Polish, Italian, Spanish, Swedish, Portuguese
and Finnish. Identifiers: UUID v4 and v7, ULID (also lower case), KSUID, nanoid, ObjectId,
traceparent, B3 single and multi, X-Amzn-Trace-Id, GCP trace context, CF-Ray, long hex, base62,
base64url and base64 tokens, a JWT, Slack event ids, a Teams activity id, a snowflake, SIP-style
Call-IDs, Standard Webhooks ids and signatures, a CloudEvents id, Stripe `req_` and idempotency
keys, a session cookie and vendor-prefixed ids (`ns_`, `fx_`, `qs_`, `ws_`, `lj_`, `conv_`, `up_`,
`os_`, `rly_`, `lq_`, `rq_`, `dr_`, `dj_`, `din_`, `vs_`, `cs_`, `is_`, `pb_`, `msg_`, `req_`,
`snp_`, `au_`, `run_`, `gr_`, `rl-`, `bs_`, `poll-`). Positions: header blocks (`Label: value`,
HTTP-style with a request line, trace, B3 and Heroku headers, webhook headers, a Slack event
header), head and tail of the prompt, the tail of a system prompt (also a ChatML system turn with
the stamps on their own lines and a Llama 3 system header), YAML front matter, pretty-printed JSON
members (also in a Teams activity, a relay envelope and a CloudEvent), single-line JSON members,
XML attributes and an XML element, `key=value` pairs (a bracketed context line, an upload line, a
logfmt line, an HTML comment, a cookie's last pair), `KEY=value` lines, markdown table rows and
bullets, HTML comments, templated sentences (alone on a line and inside a paragraph), phrases with
their preposition ("at ...", "as of ..."), ids inside sentences, a `[received ...]` prefix, a
`(sent ...)` stamp, footers after a `--` line, metadata lines after the last user message, and
program lines right above or below pasted, fetched or uploaded material.

Prompts are in English (British, with a US discharge report) and in Dutch, German, French, Polish,
Italian, Spanish, Swedish, Portuguese and Finnish, with pasted material in German and French asked
about in its language and questions in Spanish, German, French, Dutch, Italian and Portuguese
appended to some English blocks. Prompts in those languages end with the user's message or with the
metadata after it.

What it is: 300 prompts. 140 carry volatile fields (196 spans): 89 hand-written positives (142
spans; 51 with two fields and one with three) and 51 generated ones (54 spans; 3 with two fields).
160 carry none: 25 hand-written negatives that are not pasted (23 hard negatives -- stable
look-alikes in program positions: a prompt version with its review date, a knowledge cutoff and a
drought plan's trigger update in a header block, a trade effluent consent with its effective date
and a template revision in front matter, a monitoring site's commissioning and service dates in XML
attributes, an API version and time zone in single-line JSON, a template's review date in an HTML
comment, a bathing season window in a `[ctx ...]` line, a prompt revision and letter template date
in a footer, customer-since and tariff start in a markdown table, a knowledge cutoff and a vehicle
policy's validity in a ChatML system turn, a Llama 3 header with only its knowledge cutoff,
firmware and installation dates in `KEY=value` lines; and a lab sample id, logger epochs, a
traceparent and a JWT the user asks about, relative times, few-shot sampling dates, an unrendered
warning template, a user-typed clock, date arithmetic on a return's due date, a user's sentence
that gives a weighbridge ticket's number, weights and times on the same line, a fee portal's
failure message pasted between the user's sentences and the ISO weeks of a sampling calendar --
and two plain controls) and 135 hard negatives built from 45 pasted blocks, each placed three
times, at arrangements k, k+4 and k+8 of twelve: question after the block, before it, typed
straight under it with no blank line, below a one-line introduction with two blank lines each
side, after a pointing sentence wrapped over two lines, after a question whose next sentence
introduces the block and carries its first line on the same line, under a "Forwarded message"
line, in a user turn under a system prompt, quoted with "> " below an introduction, in a code
fence, with a question before and a follow-up after, and with a question in another language
appended. Many blocks open with lines exactly like program metadata (`Timestamp,...`,
`Timestamp:`, `Issued:`, `dateTime,...`, `From:` / `Date:` / `Message-ID:`, `From:` / `Sent:`,
`[DD/MM/YYYY, HH:MM:SS]` and `[2026-...]` prefixes, `{"id": ..., "timestamp": ...`, `{"id": ...,
"created_at": ...`, an HTTP request line with webhook headers, an error's `Error Code:`, `Request
Id:` and `Timestamp:`). The generated positive family puts one field, or a time and an id (three
cases: a header block, YAML front matter and a footer), at one of twelve positions (head, system
tail and header block with stable neighbours five times each; after the last user message, footer
after `--`, YAML front matter, pretty JSON member never last in its object, XML attribute followed
by a stable attribute, `key=value` in a bracketed context line followed by a stable pair,
parenthesised value on the user's message, HTML comment and markdown bullet four times each) of 16
bodies (10 English, 6 in Dutch, German, French, Spanish, Italian and Portuguese, which end with the
user's message or the metadata after it), drawn from 37 formats and labels (36 used) or, in 3
cases, the current date and time labelled and written in the body's language. The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout42.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work logins, per-message and per-item
stamps, device clocks, holds and windows computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Environmental records are content: sample, lab, batch, ticket, job, work order, consent, permit,
  licence, registration, consignment, transfer note, PRN, CAR and incident numbers, sampling,
  received, analysed and report dates, exposure periods, logger, telemetry and alarm times, night
  flows, pressures, levels, gaugings, readings and their hours, calibration and service dates,
  validity and expiry dates, visit dates, interruption and restoration times, weights with their
  in and out times, EXIF times and prices stay, also next to a program's stamp and also when the
  program fetched them for this request; only the stamp ("Night flow readings as of <time> for this
  request:", "Results retrieved from the LIMS at <time> for this request:", "Leachate levels read
  from the telemetry at <time> for this request:") and the ids the program minted for the fetch,
  query, snapshot, poll, lookup or upload move.
* Device and site clocks read for this request are the current time in any form: a console, a
  meter reader's handheld, an operator's or auditor's tablet, a kiosk, a floodgate controller's
  RTC, a hydrometry app's device time, a gas analyser, a workstation, the tipping face's weekday
  and time. Times a user types and the times inside pasted logs stay.
* Per-login and per-call values move like rule 1's conversation ids: handler, walk, operator,
  kiosk, visit, calibration, ratification, inspection, audit, round and WAC checker sessions, an
  inspection session's opening time, a call's Call-ID and answer time, a portal's session token and
  cookie pair; works, sites, stations, boreholes, analysers, permits, consents, licences, tenants,
  councils, customers and accounts stay.
* Runs and jobs move with their start or finish: a dose review, a dial-in run, a register lookup,
  a handover run, a photo batch upload, a letter job and a draft job; a letter date, a warning's
  issue time and a report date that the tool fills in as now move with their job.
* Envelope vs payload: a relay's `relay_id` and `received_at`, a CloudEvent's `id` and `time`, a
  Teams activity's `id` and `timestamp`, a Slack event's `event_id` and `event_time` and a Standard
  Webhooks delivery's id, timestamp and signature move; the alarm with its `event_time`, the
  rejected load with its weigh-in time and the permit application with its dates stay. The same
  kind of delivery pasted to debug is content.
* Stable even in program positions: permit, consent and licence numbers, prompt and template
  revisions with their dates, drought plan editions, a bathing season window and classification,
  commissioning, service, firmware and installation dates, knowledge cutoffs, API versions,
  `Stripe-Version`, customer-since and tariff start dates, charging years and a tenant uuid.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Optical sorter status as of <time> for this request:" leaves "Optical sorter status for this
  request:"; "Dose review <id> ran at <time> on the works data server." leaves "Dose review ran on
  the works data server."; "Board snapshot <id> taken at <time> for this request:" leaves "Board
  snapshot taken for this request:"); XML attributes and `key=value` pairs are followed by a stable
  neighbour, except a cookie's session pair, its last; single-line JSON members are cut with the
  comma after them, and volatile members of pretty-printed JSON are never the last member of their
  object; a markdown row or bullet, an HTML comment holding one field, an XML element, a
  `KEY=value` line, a query window's two ends and a stamp on its own line in a ChatML turn are
  whole-line spans; a `[received ...]` prefix is cut from the front of its line and a `(sent ...)`
  stamp from the end; footers hold one field per line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it.
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
    DAYS,
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

SEED = 20430717
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout43.jsonl"
SRC = "holdout43:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET1 = timezone(timedelta(hours=1), "CET")
EST5 = timezone(timedelta(hours=-5), "EST")
EDT4 = timezone(timedelta(hours=-4), "EDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
WEST = timezone(timedelta(hours=1), "WEST")
WET0 = timezone(timedelta(0), "WET")

NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
             "octubre", "noviembre", "diciembre"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
PL_MONTHS_GEN = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
                 "października", "listopada", "grudnia"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]


class Gen43(Gen):
    """`make_holdout.Gen` with the zones this corpus needs."""

    def uk(self) -> datetime:
        """A moment in UK time, summer time from April to October."""
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def eu(self) -> datetime:
        t = self.moment()
        return t.astimezone(CEST if 4 <= t.month <= 10 else CET1)

    def us(self) -> datetime:
        t = self.moment()
        return t.astimezone(EDT4 if 4 <= t.month <= 10 else EST5)

    def fi(self) -> datetime:
        t = self.moment()
        return t.astimezone(EEST if 4 <= t.month <= 10 else EET)

    def pt(self) -> datetime:
        t = self.moment()
        return t.astimezone(WEST if 4 <= t.month <= 10 else WET0)

    def ns(self, t: datetime) -> int:
        return epoch_us(t) * 1000 + self.small(1, 1000)

    def b64(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def slack_event(self) -> str:
        return "Ev" + "".join(self.rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(9))


# --- value formats not in make_holdout ----------------------------------------------------------------------

def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_hms(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def d_mon_y_hm(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def uk_long_weekday(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def now_nl(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def now_de(t: datetime) -> str:
    return f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def now_fr(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour}h{t:%M}"


def now_es(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def now_it(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def now_pt(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t.hour}h{t:%M}"


def now_pl(t: datetime) -> str:
    return f"{t.day} {PL_MONTHS_GEN[t.month - 1]} {t.year}, godz. {t:%H:%M}"


def now_sv(t: datetime) -> str:
    return f"{t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def now_fi(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} klo {t:%H.%M}"


def uk_zone_name(t: datetime) -> str:
    return "British Summer Time" if t.tzname() == "BST" else "Greenwich Mean Time"


POS: list[Callable[[Gen43], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen43], Draft]) -> Callable[[Gen43], Draft]:
    POS.append(fn)
    return fn


# --- positives: water utilities' customer and network operations -------------------------------------------

@pos
def _burst_triage_desk(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Desk: Network Control - North
{v('session_id', 'Handler session: ns_' + g.nanoid())}
{v('datetime', 'Console time: ' + dmy_hms(t) + ' ' + str(t.tzname()))}
Region: Calder and Aire
Escalation matrix: NC-ESC rev 7

You help call handlers in Network Control triage reports of leaks and bursts. Classify each report
as P1 (flooding a property or a road, or loss of supply to more than 50 properties), P2 (visible
running water, low pressure) or P3 (seepage, meter chamber leak), and list the questions still to ask.

Call notes: Caller on Moor Lane, Heckley. Water coming up through the tarmac outside number 41 since
about 5 this morning, now running down the hill into the gutter. Two neighbours say their pressure is
poor. Nobody is without water yet.
Triage:""", f"{SRC}pos:water:burst-triage-desk", ["header_block", "session_id", "nanoid", "dmy_hms",
                                                  "stable_neighbours"])


@pos
def _dma_night_flow(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You are the leakage analyst's assistant at Pennine Water. Estimate leakage in a district metered area
from the minimum night flow, the legitimate night use allowance and the pressure, and say whether
the DMA should go on next week's find-and-fix list.

Night flow readings {v('datetime', 'as of ' + rfc3339(t))} for this request:
DMA NTH-114 (Hollins Park), inlet meter FM-2207, l/s
02:00  4.8
02:15  4.7
02:30  4.6
03:00  4.9
03:30  5.0
04:00  4.8
Legitimate night use allowance: 2.1 l/s (1,120 properties, 14 non-household)
AZNP: 41 m
{v('request_id', 'Fetch id: fx_' + g.b62(16))}

Analyst: Is Hollins Park worth a leak detection team this week, and roughly how much are we losing?
Assistant:""", f"{SRC}pos:water:dma-night-flow", ["fetched_data", "as_of", "rfc3339", "fetch_id", "offset"])


@pos
def _hosepipe_ban(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You answer customer questions about the Temporary Use Ban (hosepipe ban) for Severnside Water. Keep
answers short and say clearly what is and isn't allowed.
{v('date', 'Today is ' + uk_long_weekday(t) + '.')}

TUB facts: the ban started on 1 July 2026 and covers the whole Severnside supply area. Exemptions:
Blue Badge holders, watering with a can or from a water butt, commercial car washes, and filling a
paddling pool smaller than 1 m across. Fine on conviction: up to GBP 1,000.

Customer: Can I still fill my 3 m inflatable pool for the grandkids this weekend if I use a hose?
Assistant:""", f"{SRC}pos:water:hosepipe-ban", ["system_tail", "templated_sentence", "long_date",
                                                "dates_in_content_neighbour"])


@pos
def _new_connection_quote(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""---
desk: developer-services
region: south-west
{v('session_id', 'quote_session: qs_' + g.b62(18))}
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
charging_year: 2026/27
---
Explain new water connection charges to developers in plain English, item by item, using the
charging arrangements for 2026/27 only. Say which items are fixed and which depend on the survey.

Enquiry: Two semi-detached houses on the plot behind 9 Quarry Road, Linfield. 25 mm MDPE supplies,
about 14 m from the main in the carriageway; the road is a B road with a bus route. Infrastructure
charge GBP 478 per property, connection in a B road GBP 2,140, traffic management estimated.
Answer:""", f"{SRC}pos:water:new-connection-quote", ["yaml_front", "session_id", "rfc3339", "offset",
                                                     "stable_neighbours"])


@pos
def _meter_reader_hhu(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""HHU: MR-HHU-0442 (firmware 5.3.1)
{v('session_id', 'Walk session: ws_' + g.ulid(t).lower())}
{v('datetime', 'HHU clock: ' + iso_space(t))}
Walk: BRK-07 (Brookfield estate, 212 meters)

You help meter readers deal with problems on their walk. Give the reason code to enter on the
handheld and what to write in the note, nothing else.

Reader: Meter 14M220381 at 6 Larch Close reads 00412, the last read in January was 00519. The dial
looks fine, no sign of a leak in the box. What do I put?
Assistant:""", f"{SRC}pos:water:meter-reader-hhu", ["head", "header_block", "ulid_lower", "iso_space",
                                                    "device_clock"])


@pos
def _gss_payment_letter(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You draft Guaranteed Standards Scheme payment letters for Riverbend Water. Use the template wording,
fill in the facts below and keep the apology to one sentence.

Letter tool fields:
{v('date', 'Letter date: ' + uk_long(t))}
{v('run_id', 'Letter job: lj_' + g.hex(12))}
Template: GSS-SUPPLY-03 (rev 2026-04)

Facts from the incident record:
Customer: Mrs P. Okafor, 17 Weir Street, Dunmere, account 3009 4412 871
Supply interrupted: 10 July 2026 08:10 (unplanned, burst on the 300 mm trunk main)
Supply restored: 11 July 2026 02:35
Payment: GBP 50 for the first 12 hours, GBP 25 for each further 12 hours
Draft letter:""", f"{SRC}pos:water:gss-letter", ["today_in_artefact", "letter_job", "uk_long_date",
                                                 "dates_in_content_neighbour"])


@pos
def _lead_pipe_widget(g: Gen43) -> Draft:
    return Draft(f"""{{"widget":"lead-pipes",{v('session_id', '"conv":"conv_' + g.b62(20) + '",')}"postcode_area":"LS6","lang":"en"}}
You answer questions about lead supply pipes for Airedale Water customers. Explain who owns which
part of the pipe, the free replacement scheme for the company's part, and the grant for the
customer's part (up to GBP 1,000; applications close on 31 March 2027).

Customer: Our house was built in 1931. How do I find out if we've got a lead pipe, and who pays?
Assistant:""", f"{SRC}pos:water:lead-pipe-widget", ["json_inline", "head", "session_id", "base62"])


@pos
def _acoustic_logger_upload(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help leak detection technicians interpret correlator and acoustic logger results. Say where to
dig first and how confident you are.

Technician: Results from last night's logger lift on Mill Road, see the export.

Correlation MRD-26-118
Logger A: 8011 at hydrant H-220 (Mill Rd / Station Rd)
Logger B: 8016 at valve V-231 (Mill Rd o/s 48)
Pipe: 150 mm CI, 212 m between sensors, velocity 1180 m/s
Peak at 71.4 m from A, coherence 0.82, recorded 02:10-03:40
Noise levels: A 34 dB, B 29 dB

[upload {v('request_id', 'id=up_' + g.b62(14))} {v('datetime', 'received=' + rfc3339(t))} source=field-app]
Assistant:""", f"{SRC}pos:water:acoustic-logger-upload", ["upload_line", "key_value_inline", "rfc3339",
                                                          "pasted_content_neighbour"])


@pos
def _valve_planner(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Planner: valve operations (network maintenance)
{v('date', 'Current week: ' + iso_week(t))}
Area: Eastgate zone 4
Rules: VO-RULES v12

You plan valve operations for mains rehabilitation. Never plan to close a valve that isolates a
hospital or a home dialysis patient without an alternative supply, and group operations by street.

Planner: Draft next week's valve sequence for the Eastgate Road relining (Station St to Ashgrove).
Critical customers on the register: Eastgate Dialysis Unit, 2 Station St.
Assistant:""", f"{SRC}pos:water:valve-planner", ["header_block", "iso_week", "stable_neighbours"])


@pos
def _agent_assist_chatml(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""<|im_start|>system
You are Agent Assist for the Tamworth Water contact centre. Suggest what the agent should say next,
in two short sentences, and the wrap-up code.
{v('session_id', 'Call-ID: ' + g.hex(24) + '@sbc1.tamworthwater.example')}
{v('datetime', 'Call answered: ' + iso_space(t) + ' ' + str(t.tzname()))}
Queue: Billing and Metering<|im_end|>
<|im_start|>user
Customer says the new smart meter was fitted on 2 June and the first bill since then is three times
the usual. They have already checked for leaks with the stop tap closed and the dial did not move.<|im_end|>
<|im_start|>assistant""", f"{SRC}pos:water:agent-assist-chatml", ["chatml", "system_turn", "call_id",
                                                                   "iso_space", "stable_neighbours"])


@pos
def _teams_planning_bot(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Microsoft Teams activity:
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + rfc3339(t.astimezone(UTC), 3) + '",')}
  "channelId": "msteams",
  "from": {{"name": "Imran Qureshi", "aadObjectId": "5c1d07e2-8a4b-4f3e-9d61-2b7a0c3e8f14"}},
  "conversation": {{"id": "19:planning-north@thread.tacv2"}},
  "text": "Which mains in the Haworth DMA are past their renewal year?"
}}

You are the network planning bot for Pennine Water. Answer from the asset register extract only and
list mains oldest first.

Asset register extract (Haworth DMA):
M-40021  100 mm CI     laid 1908  renewal year 2018  bursts since 2020: 4
M-40037  150 mm DI     laid 1974  renewal year 2054  bursts since 2020: 0
M-40052  90 mm PE      laid 1996  renewal year 2076  bursts since 2020: 1
M-40058  4 in CI       laid 1931  renewal year 2021  bursts since 2020: 2
Assistant:""", f"{SRC}pos:water:teams-planning-bot", ["json_block", "teams_activity", "message_id",
                                                      "rfc3339_ms", "dates_in_content_neighbour"])


@pos
def _psr_headers(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""POST /assist/psr HTTP/1.1
Host: assist.dalewater.example
{v('datetime', 'Date: ' + http_date(t))}
Content-Type: application/json
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
X-Client: psr-portal/3.4.0

You help Dale Water staff record Priority Services Register needs codes and explain what each code
means for the customer during a supply interruption (bottled water deliveries, advance notice).

Agent: The caller's husband is on home dialysis three times a week and they have a baby under one.
They asked to be added to the register. Which needs codes apply, and what happens in an interruption?
Assistant:""", f"{SRC}pos:water:psr-headers", ["http_request", "header_block", "http_date", "request_id",
                                               "stable_neighbours"])


@pos
def _dutch_drinking_water(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Je bent de klantenservice-assistent van Waterbedrijf Lindeveld. Antwoord kort en vriendelijk in het
Nederlands. Bij storingen verwijs je naar de storingskaart op de website.
{v('datetime', 'Nu: ' + now_nl(t))}
{v('session_id', 'Sessie: ' + g.uuid4())}

Klant: Sinds vanochtend is ons kraanwater troebel en een beetje wit. Is het veilig om te drinken?""",
                 f"{SRC}pos:water:dutch-drinking-water", ["non_english", "localized_now", "session_id",
                                                          "system_tail"])


@pos
def _pressure_complaint(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the pressure management team answer low-pressure complaints. Compare the pressure at the
property with the reference level (10 m head at a flow of 9 l/min) and say whether it is below it.

Complaint: 3 Upper Fold, Hebble Vale. Weak flow from the upstairs shower between 7 and 9 am. Property
is about 18 m above the logger hydrant.

Pressure logger PL-3318 (Upper Fold hydrant), data pulled from the telemetry server {v('datetime', 'at ' + py_logging(t))} for this request:
06:45  24.1 m
07:00  18.6 m
07:15  12.3 m
07:30  11.8 m
07:45  12.9 m
08:00  16.4 m
08:30  22.7 m
Assessment:""", f"{SRC}pos:water:pressure-complaint", ["fetched_data", "inline_phrase", "python_logging"])


# --- positives: wastewater treatment works ------------------------------------------------------------------

@pos
def _shift_log(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Works: Ashcombe STW (PE 86,000)
{v('session_id', 'Operator session: os_' + g.b62(12))}
{v('datetime', 'Tablet time: ' + hm(t))}
Shift: nights (18:00-06:00)

You help the operator write the end-of-shift log for the day team. Use the headings Process, Plant,
Alarms, Deliveries and Actions, and keep each to a few lines.

Operator notes: ASP lane 2 DO dropped to 0.8 mg/l around 02:30, put blower 3 in manual at 70 %, back
to 2.0 by 03:15. Inlet screen 1 tripped twice on rag, cleared both times. Two tankers of imported
sludge (16 m3 each). Final effluent looks clear. Polymer tote down to 20 %.
Shift log:""", f"{SRC}pos:wastewater:shift-log", ["head", "header_block", "time_alone", "device_clock",
                                                  "times_in_content_neighbour"])


@pos
def _scada_alarm_relay(g: Gen43) -> Draft:
    t = g.uk()
    event = (t - timedelta(seconds=g.small(20, 90))).astimezone(UTC)
    return Draft(f"""You summarise SCADA alarms relayed from the telemetry outstations to the duty manager's phone. Say
what the alarm means, how urgent it is and what to check first.

{{
  {v('request_id', '"relay_id": "rly_' + g.b62(16) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "alarm": {{
    "site": "Kettlewell TPS",
    "tag": "WW_PS_KTW_WELL_LVL_HH",
    "text": "Wet well level high high",
    "value": "2.91 m",
    "event_time": "{rfc3339(event)}",
    "priority": 1
  }},
  "route": "duty-manager-east"
}}

Duty manager: Is this one I need to drive out to tonight?
Assistant:""", f"{SRC}pos:wastewater:scada-alarm-relay", ["json_block", "envelope", "relay_id",
                                                          "rfc3339_ms", "payload_time_stays"])


@pos
def _aeration_traceparent(g: Gen43) -> Draft:
    return Draft(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
Accept: application/json
X-Client: aeration-advisor/1.9.2

You advise on activated sludge aeration at Millbrook STW. Recommend DO setpoints per zone and say
what to watch. Never suggest changes to how permit samples are taken.

Plant data (typed by the operator): lane 1 MLSS 3,400 mg/l, final ammonia from lane 1 at 0.4 mg/l,
blower power 212 kW on average yesterday, DO setpoints 2.0 / 2.0 / 1.5 mg/l in zones 1 to 3.

Question: Can we drop zone 3 to 1.0 mg/l to save power without risking the ammonia limit?
Answer:""", f"{SRC}pos:wastewater:aeration-traceparent", ["head", "header_block", "traceparent",
                                                          "stable_neighbours"])


@pos
def _cake_dryness_lims(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the bioresources team at Harrowby STC judge sludge cake quality. Compare results with the
22 % dry solids target for the centrifuges and flag any result that suggests polymer overdosing.

Results retrieved from the LIMS {v('datetime', 'at ' + rfc3339(t))} for this request:
Lab ID        Sampled             Point           DS %   VS %
L26-071442    13/07/2026 08:00    Centrifuge 1    21.4   72.1
L26-071443    13/07/2026 08:00    Centrifuge 2    24.8   71.6
L26-071451    13/07/2026 20:00    Centrifuge 1    19.9   73.0
L26-071452    13/07/2026 20:00    Centrifuge 2    25.1   70.9
{v('request_id', 'Query: lq_' + g.hex(12))}

Supervisor: Centrifuge 1 keeps coming in low. What should we look at first?
Assistant:""", f"{SRC}pos:wastewater:cake-dryness-lims", ["fetched_data", "inline_phrase", "rfc3339",
                                                          "query_id", "lab_ids_stay"])


@pos
def _trade_effluent_ctx(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You answer trade effluent questions for Tamworth Water's trade effluent officers, using the consent
conditions the officer quotes and the Mogden formula for charges.
[ctx consent=TE-0447 {v('request_id', 'req=rq_' + g.b62(12))} {v('datetime', 'at=' + rfc3339(t))} officer=k.mensah]

Officer: Brightdale Dairies went over their COD limit (consent 6,000 mg/l) on three composite samples
last month: 7,850, 6,420 and 9,100 mg/l. What are my options before I recommend a formal notice?
Assistant:""", f"{SRC}pos:wastewater:trade-effluent-ctx", ["bracketed_context", "key_value_inline",
                                                           "rfc3339", "stable_neighbours"])


@pos
def _tanker_kiosk(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Kiosk: TRC-1 (tanker reception, Harrowby STC)
{v('datetime', 'Kiosk time: ' + dmy_hms(t))}
{v('session_id', 'Kiosk session: ' + g.ksuid(t))}

You check tanker deliveries of imported sludge and septic waste before the driver discharges. Ask for
anything missing from the waste transfer note and refuse loads whose EWC code is not on the site's
permit (accepted: 19 08 05, 20 03 04, 19 08 01).

Driver: Load from the Green Lane farm cesspit, 11 m3, EWC 20 03 04, note number WTN 55102. Which bay?
Assistant:""", f"{SRC}pos:wastewater:tanker-kiosk", ["head", "header_block", "kiosk_clock", "ksuid"])


@pos
def _chp_logfmt(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the energy technician keep the CHP engines at Ashcombe STW running. Explain alarms and
suggest the next check.

app=chp-assist site=ashcombe {v('datetime', 'ts=' + go_nano(t.astimezone(UTC), g.small(1, 1000)))} {v('request_id', 'req=' + g.hex(16))} engine=CHP2

Technician: CHP2 tripped twice overnight on high jacket water temperature. Biogas H2S is 180 ppm and
the gas holder was at 60 %. Where do I start?
Assistant:""", f"{SRC}pos:wastewater:chp-logfmt", ["logfmt", "key_value_inline", "go_rfc3339nano",
                                                   "stable_neighbours"])


@pos
def _ferric_dose_review(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help process scientists tune ferric sulphate dosing for phosphorus removal. Recommend a dose
change and say what to sample next.

Dose review {v('run_id', 'dr_' + g.hex(10))} ran {v('datetime', 'at ' + iso_space(t) + ' ' + str(t.tzname()))} on the works data server.
Kelsby STW, daily composites of final effluent and the ferric dose:
Date         Total P (mg/l)   Ortho-P (mg/l)   Ferric dose (l/h)
06/07/2026   0.61             0.32             38
07/07/2026   0.58             0.29             38
08/07/2026   1.12             0.84             22 (pump 1 blocked, 05:10-15:40)
09/07/2026   0.66             0.35             38
Permit limit: 1.0 mg/l total P as an annual mean; dosing budget 950 l/day.

Scientist: Can we trim the dose to 34 l/h, and does 8 July put the annual mean at risk?
Assistant:""", f"{SRC}pos:wastewater:ferric-dose-review", ["id_in_sentence", "inline_phrase", "iso_space",
                                                          "dates_in_content_neighbour"])


@pos
def _odour_desk_table(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""| Field    | Value                            |
|----------|----------------------------------|
| Desk     | Odour complaints (Westfield STW) |
{v('session_id', '| Session  | ' + g.objectid(t) + ' |')}
{v('datetime', '| Opened   | ' + d_mon_y_hm(t) + ' ' + str(t.tzname()) + ' |')}
| Language | en-GB                            |

You help the odour desk reply to residents near Westfield STW. Be honest that the sludge cake pad
and the inlet works are the usual sources, say what the works is doing, and offer the odour diary.

Resident: The smell on Orchard Rise has been awful every evening this week, worst around 9 pm. What
are you doing about it?
Assistant:""", f"{SRC}pos:wastewater:odour-desk-table", ["md_table", "objectid", "d_mon_y_hm",
                                                         "stable_neighbours"])


@pos
def _german_klaeranlage(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Du bist der Betriebsassistent der Kläranlage Unterried. Antworte knapp auf Deutsch und nenne immer
die zuständige Messstelle.
{v('datetime', 'Jetzt: ' + now_de(t))}
{v('session_id', 'Sitzung: ' + g.uuid4())}

Betriebsleiter: Der Ammonium-Ablaufwert liegt seit gestern bei 4,8 mg/l, die Nitrifikation läuft also
schlecht. Was prüfe ich zuerst?""", f"{SRC}pos:wastewater:german-klaeranlage", ["non_english",
                                                                                "localized_now", "session_id"])


@pos
def _uv_llama3(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You advise the process team on the UV disinfection plant that protects the bathing waters at Pellow
Bay. In the bathing season (15 May to 30 September) UV must be on whenever final effluent flows.<|eot_id|><|start_header_id|>user<|end_header_id|>

Two of the eight UV banks show lamp failure and UV transmittance dropped to 52 % after last night's
rain. Do we still deliver the design dose?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", f"{SRC}pos:wastewater:uv-llama3",
                 ["llama3", "system_header", "today_date", "knowledge_cutoff_neighbour"])


@pos
def _polymer_dotnet(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help operators set the polymer dose on the gravity belt thickener at Harrowby STC. Doses are in kg
of active polymer per tonne of dry solids.
TenantId: 7a0c3e51-94d2-4b8f-a1e6-5d20c9f4b317
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
Locale: en-GB

Operator: Feed solids 0.9 %, thickened 5.2 %, filtrate looks cloudy. Dose is 4.5 kg/tDS. Up or down?
Assistant:""", f"{SRC}pos:wastewater:polymer-dotnet", ["system_tail", "dotnet_roundtrip",
                                                       "stable_uuid_neighbour"])


@pos
def _french_step(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Tu es l'assistant d'exploitation de la station d'épuration de Vallon-les-Prés. Réponds en français,
brièvement, et propose toujours une vérification sur place.
{v('datetime', 'Maintenant : ' + now_fr(t))}
{v('request_id', 'Identifiant de requête : ' + g.ulid(t))}

Exploitant : Le clarificateur 2 a un voile de boues à 1,2 m de la surface depuis ce matin. Je fais quoi
en priorité ?""", f"{SRC}pos:wastewater:french-step", ["non_english", "localized_now", "ulid"])


# --- positives: flood warning services ----------------------------------------------------------------------

@pos
def _warning_draft(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You draft flood warning messages for the Lower Wend flood warning service. Follow the message template:
what is happening, where, what to do now. No more than 90 words, no jargon.

Draft fields filled in by the warning tool:
Target area: 061WAF22LWend (Lower Wend at Ashby Mill and Carrow Lane)
Severity: Flood Warning
{v('datetime', 'Issued: ' + iso_space(t)[:16] + ' ' + str(t.tzname()))}
{v('run_id', 'Draft job: dj_' + g.b62(12))}

Duty officer notes: Ashby Mill gauge at 2.31 m and rising 8 cm an hour; property flooding starts at
2.45 m, expected around 10:00. Carrow Lane ford closed. More rain forecast until mid-afternoon.
Draft:""", f"{SRC}pos:flood:warning-draft", ["today_in_artefact", "draft_job", "iso_minutes",
                                             "times_in_content_neighbour"])


@pos
def _warden_relay(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You support the flood duty officer by summarising reports from volunteer flood wardens. Pull out the
location, the water level and any risk to people.

Relayed from the wardens' channel:
{v('datetime', '[received ' + dmy_hms(t) + ']')} Warden (Ashby Lane): water over the footbridge deck at the mill, about ankle deep, two cars parked by the ford, owners not around.

Duty officer: Anything here I need to act on right now?
Assistant:""", f"{SRC}pos:flood:warden-relay", ["received_prefix", "inline_prefix", "dmy_hms"])


@pos
def _floodgate_rtc(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Site: Carrow tidal floodgate (2 x 12 m radial gates)
{v('datetime', 'Controller RTC: ' + f'{t:%Y/%m/%d %H:%M:%S}')}
Mode: remote (telemetry)

You guide the operations team through floodgate closure procedure FG-OP-04. Closure is required when
the forecast tide plus surge exceeds 4.1 mAOD; both gates must be tested to 10 % travel beforehand.

Operator: Predicted high water 4.3 mAOD at 18:42 tonight. Gate 2's hydraulic pack had a leak reported
at Friday's inspection. What's the plan?
Assistant:""", f"{SRC}pos:flood:floodgate-rtc", ["head", "header_block", "controller_clock",
                                                 "slashed_iso", "stable_neighbours"])


@pos
def _floodline_signup(g: Gen43) -> Draft:
    return Draft(f"""<!-- widget=floodline-signup {v('request_id', 'req=' + g.uuid4())} lang=en -->
You help people sign up for free flood warnings by phone, text and e-mail. Explain the difference
between a Flood Alert, a Flood Warning and a Severe Flood Warning, and ask which addresses they want
covered.

Visitor: I rent a ground-floor flat by the river in Kelsby. Do I sign up, or does my landlord?
Assistant:""", f"{SRC}pos:flood:floodline-signup", ["html_comment", "key_value_inline", "uuid",
                                                    "stable_neighbours"])


@pos
def _dial_in_run(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the flood incident duty officer check the land drainage pumping stations.

Dial-in run {v('run_id', 'din_' + g.hex(10))} completed {v('datetime', 'at ' + rfc3339(t))} for outstations P12, P14 and P19.
P12 Fenby Drain   pumps 1+2 running, sump 1.84 m, mains OK
P14 Holme Cut     pump 1 running, pump 2 FAULT (overload), sump 2.41 m
P19 Sedge Lode    standby, sump 0.62 m, mains OK

Duty officer: Will Holme Cut cope tonight if we get another 20 mm?
Assistant:""", f"{SRC}pos:flood:dial-in-run", ["id_in_sentence", "inline_phrase", "rfc3339", "run_id",
                                               "fetched_data"])


@pos
def _hydrometry_visit(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""App: HydroVisit 4.2
{v('session_id', 'Visit session: vs_' + g.b62(14))}
{v('datetime', 'Device time: ' + d_mon_y_hm(t) + ' ' + str(t.tzname()))}
Station: 28114 Wend at Ashby Mill

You help hydrometry officers on station visits: checking the staff gauge against the logger, cleaning,
and what to record on the visit sheet.

Officer: Staff gauge reads 0.412 m, logger shows 0.437 m. At the last visit on 16 June they agreed
within 3 mm. The stilling well looked silty. What should I record and do?
Assistant:""", f"{SRC}pos:flood:hydrometry-visit", ["head", "header_block", "device_clock", "session_id",
                                                    "d_mon_y_hm"])


@pos
def _gaugings_pulled(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the hydrometry team check the stage-discharge rating at Ashby Mill (rating 28114-R7, valid
from 1 October 2025).

Gaugings pulled from the hydrometric archive {v('datetime', 'at ' + js_iso(t))} for this request:
No.   Date         Stage (m)   Measured Q (m3/s)   Rated Q (m3/s)   Dev %
412   03/02/2026   0.614       4.82                4.61             +4.6
415   19/03/2026   0.881       8.95                8.40             +6.5
418   27/05/2026   0.377       1.96                1.93             +1.6
421   16/06/2026   1.204       15.1                14.0             +7.9

Hydrometrist: Is the rating drifting at higher flows, and does it need a new limb?
Assistant:""", f"{SRC}pos:flood:gaugings-pulled", ["fetched_data", "inline_phrase", "js_iso",
                                                   "dates_in_content_neighbour"])


@pos
def _river_api_amzn(g: Gen43) -> Draft:
    t = g.moment()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
X-Api-Version: 2025-09-01
Accept: application/json

You answer developers' questions about the Riverwatch open data API (readings, stations, flood
areas). Give a working example URL and explain pagination.

Developer: How do I get the last 24 hours of 15-minute levels for station 28114 as CSV?
Answer:""", f"{SRC}pos:flood:river-api-amzn", ["head", "amzn_trace", "api_version_neighbour"])


@pos
def _polish_hydrologist(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Jesteś asystentem dyżurnego hydrologa w regionalnym biurze ostrzeżeń hydrologicznych w Brzegowie.
Odpowiadaj krótko, po polsku, i podawaj progi stanów wody.
{v('datetime', 'Teraz: ' + now_pl(t))}

Dyżurny: Stan wody na wodowskazie Brzegowo rośnie o 12 cm na godzinę i jest 30 cm poniżej stanu
alarmowego. Kiedy wysłać ostrzeżenie do gminy?""", f"{SRC}pos:flood:polish-hydrologist",
                 ["non_english", "localized_now", "system_tail"])


@pos
def _sitrep_footer(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You write the twice-daily flood situation summary for partner organisations (councils, police,
highways). Plain English, no jargon, under 150 words.

Inputs: 3 Flood Warnings in force (Lower Wend at Ashby Mill, Carrow Lane, Fenby), 7 Flood Alerts.
Rainfall in the last 24 hours: 22-31 mm. Rivers peaking this evening. Carrow tidal gate closed for
the 18:42 tide.

--
{v('datetime', 'Generated: ' + rfc2822(t))}
{v('request_id', 'Request: ' + g.uuid7(t))}
""", f"{SRC}pos:flood:sitrep-footer", ["footer", "tail", "rfc2822", "uuid7"])


@pos
def _resilience_grant(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help homeowners apply for the Property Flood Resilience grant (up to GBP 7,500 per home flooded
internally in the winter of 2025/26). {v('datetime', 'The current time is ' + sk_now(t) + '.')} Applications close on
31 March 2027, and a survey must be booked before the application counts as complete.

Homeowner: Our kitchen flooded in January. Can the grant pay for a pump and flood doors, and do I need
three quotes?
Assistant:""", f"{SRC}pos:flood:resilience-grant", ["templated_sentence", "inline_sentence",
                                                    "dotnet_long_datetime", "dates_in_content_neighbour"])


# --- positives: river level and air quality monitoring ------------------------------------------------------

@pos
def _nox_calibration(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Network: Harbourside AQ monitoring network
Site: HB3 (Dock Road roadside), NOx analyser T200 s/n 4471
{v('session_id', 'Calibration session: cs_' + g.b62(12))}
{v('datetime', 'Tablet clock: ' + d_mon_y_hm(t))}

You guide council officers through the fortnightly zero and span check of NOx analysers. Say whether
the result is within tolerance and what to write in the site log.

Officer: Zero reads 1.8 ppb NO; span gas certified at 451 ppb NO reads 438 ppb. At the last check on
30 June zero was 0.6 and span 447.
Assistant:""", f"{SRC}pos:aq:nox-calibration", ["header_block", "device_clock", "session_id",
                                                "stable_neighbours"])


@pos
def _hourly_no2(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the council's air quality officer explain monitoring data to councillors in plain English.

Hourly data from the Dock Road and Park Lane monitors {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + str(t.tzname()))} for this request:
Hour (GMT)   Dock Rd NO2   Park Ln NO2   Park Ln PM2.5
06:00        41            18            9
07:00        58            22            11
08:00        73            25            14
09:00        61            21            13
(ug/m3, provisional, not ratified)

Councillor: Is Dock Road breaking the legal limit this morning?
Assistant:""", f"{SRC}pos:aq:hourly-no2", ["fetched_data", "as_of", "iso_minutes",
                                           "times_in_content_neighbour"])


@pos
def _asr_xml(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""<report-context {v('session_id', 'session="' + g.uuid4() + '"')} {v('datetime', 'generated="' + rfc3339(t) + '"')} council="Harbourside City Council" year="2025">
You draft sections of the Annual Status Report on air quality. Use the diffusion tube results given,
bias-adjusted with the national factor of 0.84 for 2025, and say which sites exceed 40 ug/m3.
</report-context>
Tube results (raw annual means, ug/m3): DT12 Dock Rd 52.1, DT14 Quay St 44.9, DT19 School Ln 31.0,
DT22 Mill Rd 47.6.
Write the exceedance paragraph.""", f"{SRC}pos:aq:asr-xml", ["xml_attr", "two_in_line", "uuid", "rfc3339",
                                                             "stable_neighbours"])


@pos
def _school_streets_json(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""{{
  "app": "school-streets-aq",
  {v('request_id', '"request_id": "' + g.ulid(t) + '",')}
  {v('epoch', '"client_time_ms": ' + str(epoch_ms(t)) + ',')}
  "school": "St Anne's Primary, Quay Street",
  "lang": "en-GB"
}}
You write short, calm messages for parents about air quality near the school gate, using the
council's daily air quality index (1-10) and its advice for children with asthma.

Parent: Is it safe for my son, who has asthma, to walk to school along Quay Street when the index is 7?
Assistant:""", f"{SRC}pos:aq:school-streets-json", ["json_block", "ulid", "epoch_ms", "head",
                                                    "stable_neighbours"])


@pos
def _sensor_slack(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Slack event:
{v('request_id', 'event_id: ' + g.slack_event())}
{v('epoch', 'event_time: ' + str(epoch_s(t)))}
team_id: T04HARBAQ
channel: #aq-sensors

You answer questions in the air quality team's Slack channel about the low-cost PM sensor network (42
optical sensors, humidity correction applied above 75 % RH).

<@U07QK2M9A>: node 17 has been reading three times its neighbours since Saturday. Fault or real?
Assistant:""", f"{SRC}pos:aq:sensor-slack", ["head", "header_block", "slack_event", "epoch_s",
                                             "stable_neighbours"])


@pos
def _river_widget(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""{{{v('epoch', '"ts":' + str(epoch_ms(t)) + ',')}"widget":"river-levels","station":"28114","units":"m"}}
You explain river levels to residents on the Ashby parish council website. The typical range at Ashby
Mill is 0.20 m to 1.10 m; the highest level recorded was 2.87 m on 8 February 2020. Never predict
flooding: point to the official flood warnings instead.

Resident: The gauge says 1.35 m. Is that high for July?
Assistant:""", f"{SRC}pos:river:river-widget", ["json_inline", "head", "epoch_ms",
                                                "dates_in_content_neighbour"])


@pos
def _borehole_modem(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the groundwater team judge groundwater flooding risk from the chalk aquifer at Wexcombe.

Borehole BH-07 Wexcombe Down, levels read over the modem {v('datetime', 'at ' + iso_space(t))} for this request:
Date         Level (mAOD)
08/07/2026   96.42
09/07/2026   96.61
10/07/2026   96.83
11/07/2026   97.02
12/07/2026   97.19
Trigger for a groundwater Flood Alert: 98.50 mAOD

Hydrogeologist: At this rate of rise, when would we reach the trigger?
Assistant:""", f"{SRC}pos:river:borehole-modem", ["fetched_data", "inline_phrase", "iso_space",
                                                  "dates_in_content_neighbour"])


@pos
def _ratification_bullets(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""# Data ratification
- **Network:** Harbourside continuous monitoring sites
{v('session_id', '- **Ratification session:** ' + g.nanoid())}
{v('datetime', '- **Started:** ' + rfc3339(t))}
- **Period:** Q2 2026

You help the data manager ratify air quality data: decide for each suspect period whether to delete,
flag or keep it, with a reason that an auditor would accept.

Data manager: The PM10 monitor at HB1 shows negative hourly values on 14 and 15 May between 02:00 and
05:00, down to -6 ug/m3. Delete, flag or keep?
Assistant:""", f"{SRC}pos:aq:ratification-bullets", ["md_bullets", "nanoid", "rfc3339", "head",
                                                     "stable_neighbours"])


@pos
def _italian_aria(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Sei l'assistente dell'ufficio qualità dell'aria dell'agenzia ambientale regionale. Rispondi in
italiano, in modo semplice, e cita sempre la centralina di riferimento.
{v('datetime', 'Ora: ' + now_it(t))}

Cittadino: Nel mio quartiere (via Roma, Borgolungo) il PM10 è sopra 50 da quattro giorni. Si possono
usare le stufe a legna?""", f"{SRC}pos:aq:italian-aria", ["non_english", "localized_now", "system_tail"])


@pos
def _aq_planning_log4j(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""SYSTEM: You review air quality assessments submitted with planning applications for Harbourside City
Council. Check the method against the council's guidance note and list what is missing.
tenant: harbourside-planning
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
USER: Application 26/01472/FUL, 180 flats on Dock Road. Their assessment models the 2027 opening year
only, uses 2019 background maps and has no construction dust assessment. Acceptable?
ASSISTANT:""", f"{SRC}pos:aq:aq-planning-log4j", ["system_tail", "log4j", "stable_neighbours"])


@pos
def _level_sensor_b3(g: Gen43) -> Draft:
    return Draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You help telemetry technicians diagnose river level sensors (pressure transducers and radar). Give
the likely fault and the test to confirm it.

Technician: Radar at Fenby Bridge shows level steps of exactly 0.50 m up and down every few hours
since the bridge was repainted on Monday. The staff gauge hasn't moved.
Assistant:""", f"{SRC}pos:river:level-sensor-b3", ["head", "header_block", "b3_multi", "stable_neighbours"])


@pos
def _spanish_calidad_aire(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Eres el asistente de la red de vigilancia de la calidad del aire del Ayuntamiento de Valdeluna.
Responde en español, con frases cortas, y remite a los avisos oficiales.
{v('datetime', 'Ahora: ' + now_es(t))}
{v('session_id', 'Sesión: ' + g.hex(20))}

Vecina: Hoy huele a quemado en todo el barrio de San Blas. ¿Hay algún episodio de contaminación activo?""",
                 f"{SRC}pos:aq:spanish-calidad-aire", ["non_english", "localized_now", "session_id"])


# --- positives: environmental permits and inspections -------------------------------------------------------

@pos
def _inspector_app(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""App: Regulatory Inspections (tablet)
Officer: R. Adeyemi (Area East, Waste and Industry)
{v('session_id', 'Inspection session: is_' + g.b62(14))}
{v('datetime', 'Session opened: ' + rfc3339(t))}
Permit: EPR/HP3928LD (Fenwick Metals Ltd, metal recycling site)

You help environmental inspectors during a site visit. Match what they observe to the permit
conditions, say which condition is breached and which compliance score category fits.

Permit extract: 2.3.4 Waste shall only be stored on an impermeable surface with sealed drainage.
2.3.6 Stockpiles of non-ferrous metal shall not exceed 4 m in height. 3.2.1 There shall be no
emissions of dust beyond the site boundary.

Officer: About 30 t of mixed cable is on bare ground behind the shed, next to the boundary ditch. The
stockpile by the gate is roughly 5 m high.
Assistant:""", f"{SRC}pos:permits:inspector-app", ["header_block", "work_session", "rfc3339",
                                                   "stable_neighbours"])


@pos
def _car_front_matter(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""---
form: CAR1 (compliance assessment report)
permit: EPR/HP3928LD
{v('date', 'report_date: ' + iso_date(t))}
{v('run_id', 'draft_job: dj_' + g.hex(12))}
template_rev: 2025-11
---
Write the summary paragraph of the compliance assessment report from the inspector's findings. The
site visit was on 9 July 2026; the operator's representative was the site manager, Mr L. Baines.

Findings: 2.3.4 breached (cable stored on unsurfaced ground, category 3); 2.3.6 breached (stockpile
about 5 m, category 4); no dust seen beyond the boundary on the day.
Summary:""", f"{SRC}pos:permits:car-front-matter", ["yaml_front", "today_in_artefact", "draft_job",
                                                    "iso_date", "dates_in_content_neighbour"])


@pos
def _variation_heroku(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Via: 1.1 vegur
{v('epoch', 'X-Request-Start: ' + str(epoch_ms(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Connect-Time: 1

You help operators prepare environmental permit variation applications. Say whether the change is a
normal or a substantial variation and list the documents the application needs.

Operator: We want to add a second shredder at our permitted metal recycling site, taking throughput
from 70,000 to 95,000 tonnes a year. What kind of variation is that?
Answer:""", f"{SRC}pos:permits:variation-heroku", ["head", "header_block", "epoch_ms", "request_id",
                                                   "stable_neighbours"])


@pos
def _incident_hotline(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Line: Incident hotline (24 hours)
{v('session_id', 'Call-ID: ' + g.hex(20) + '@ivr.incidents.example')}
{v('datetime', 'Answered: ' + f'{t:%H:%M:%S}' + ' ' + str(t.tzname()))}
Category list: INC-CAT v5

You help incident hotline advisers take pollution reports. Ask the questions needed to grade the
incident (category 1 to 4), most important first, one per line.

Caller: There's white foam and dead fish in the Sedge Brook below the industrial estate in Fenby. I
can see maybe twenty fish.
Questions:""", f"{SRC}pos:permits:incident-hotline", ["head", "header_block", "call_id", "time_alone",
                                                      "stable_neighbours"])


@pos
def _enforcement_chatml(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""<|im_start|>system
You draft enforcement notices for environmental permits in the regulator's standard form. Quote the
condition, state the steps required and give a compliance date.
{v('datetime', 'Now: ' + rfc3339(t))}
Notice template: EN-02 (2024)<|im_end|>
<|im_start|>user
Fenwick Metals Ltd, permit EPR/HP3928LD. Condition 2.3.4 breached: about 30 t of cable on unsurfaced
ground beside the boundary ditch, seen on 9 July 2026. I want it moved within 14 days.<|im_end|>
<|im_start|>assistant""", f"{SRC}pos:permits:enforcement-chatml", ["chatml", "system_turn", "rfc3339",
                                                                   "dates_in_content_neighbour"])


@pos
def _abstraction_jwt(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Portal: Water abstraction returns
Licence holder: Hollins Farm Partnership (licence 6/33/21/*S/0142)
{v('token', 'session_token: ' + g.jwt(t, 'lh-0142'))}

You help licence holders complete their annual abstraction returns. Daily volumes in cubic metres;
licence limits 90 m3 a day and 12,000 m3 a year, April to September only.

Farmer: I forgot to read the meter between 12 and 26 June. Can I estimate those days, and how?
Assistant:""", f"{SRC}pos:permits:abstraction-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _permit_conditions_sentence(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You answer questions about environmental permit EPR/BV5512MC (Oakden anaerobic digestion plant).
{v('date', 'The current date is ' + long_date(t) + '.')} Quote condition numbers and never read more into the permit
than its wording.

Permit extract: 2.3.1 Digestate shall only be stored in the covered lagoon. 2.3.7 The annual
throughput shall not exceed 48,000 tonnes. 4.2.2 The operator shall send the annual waste return
by 31 January each year.

Operator: We took in 46,900 t last year and expect more this year. When do we need to apply to vary?
Assistant:""", f"{SRC}pos:permits:permit-conditions-sentence", ["templated_sentence", "inline_sentence",
                                                                "long_date", "dates_in_content_neighbour"])


@pos
def _permit_webhook(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""POST /hooks/permits HTTP/1.1
Host: assist.greenfield-consult.example
{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64(32))}
Content-Type: application/json

{{"type":"application.status_changed","data":{{"application":"EPR/XP3301GT/A001","status":"duly_made","duly_made_on":"2026-07-08","determination_target":"2026-11-05"}}}}

You turn permit application events from the regulator's portal into a two-line update for the
consultancy's client, with the next date that matters.
Update:""", f"{SRC}pos:permits:permit-webhook", ["standard_webhooks", "header_block", "epoch_s",
                                                 "signature", "payload_stays"])


@pos
def _photo_batch_sentence(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You write the photo schedule for an inspection report: one line per photo, what it shows and which
permit condition it relates to.

Photo batch {v('request_id', 'pb_' + g.b62(10))} was uploaded {v('datetime', 'at ' + hm(t) + ' ' + str(t.tzname()))} by the inspector app.
IMG_4412  cable pile on bare ground, boundary ditch behind (EXIF 09/07/2026 10:41)
IMG_4413  close-up of oily sheen in ditch (EXIF 09/07/2026 10:43)
IMG_4419  stockpile by gate with 5 m pole (EXIF 09/07/2026 11:02)

Inspector: Photo schedule please, in the order taken.
Assistant:""", f"{SRC}pos:permits:photo-batch-sentence", ["id_in_sentence", "inline_phrase", "time_alone",
                                                          "exif_times_stay"])


@pos
def _swedish_permit(g: Gen43) -> Draft:
    t = g.eu()
    return Draft(f"""Du är assistent åt miljöinspektörer på länsstyrelsen. Svara kort på svenska och hänvisa till
villkoren i tillståndet.
{v('datetime', 'Just nu: ' + now_sv(t))}
{v('session_id', 'Ärendesession: ' + g.uuid4())}

Inspektör: Verksamheten har tillstånd för 20 000 ton avfall per år, men vågsedlarna visar 23 400 ton
för 2025. Hur går jag vidare?""", f"{SRC}pos:permits:swedish-permit", ["non_english", "localized_now",
                                                                       "session_id"])


@pos
def _npdes_windows(g: Gen43) -> Draft:
    t = g.us()
    return Draft(f"""Facility: City of Millbrook WWTP (NPDES permit OH0027431)
{v('datetime', 'Workstation time: ' + windows_general(t))}
Operator: D. Kowalski

You help operators fill in the monthly Discharge Monitoring Report. Explain each calculation and flag
any limit exceedance.

Operator: For June, TSS weekly averages were 12, 18, 41 and 15 mg/L; the permit's weekly limit is 45
and the monthly limit is 30. What do I report as the monthly average, and is anything a violation?
Assistant:""", f"{SRC}pos:permits:npdes-windows", ["head", "header_block", "windows_datetime",
                                                   "stable_neighbours"])


@pos
def _permit_fee_stripe(g: Gen43) -> Draft:
    return Draft(f"""You help applicants pay environmental permit application fees online and explain the charge from the
charging scheme for 2026/27.
Stripe-Version: 2025-06-30
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
Customer: cus_Qx7Lm2RtVb9Hk4

Applicant: Why is the fee for standard rules permit SR2015 No 18 GBP 1,946 when the website said
GBP 1,591 last year?
Assistant:""", f"{SRC}pos:permits:permit-fee-stripe", ["system_tail", "stripe", "request_id",
                                                       "api_version_neighbour"])


# --- positives: recycling and materials recovery ------------------------------------------------------------

@pos
def _sorter_snapshot(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the shift supervisor at Northgate MRF keep the line running. Suggest one change at a time
and say what it costs in purity or recovery.

Optical sorter status {v('datetime', 'as of ' + iso_space(t))} for this request:
Unit    Target          Purity   Recovery   Status
OS-1    PET clear       94.1 %   88 %       running
OS-2    HDPE natural    91.7 %   85 %       running
OS-3    fibre           82.0 %   90 %       running, air knife 3 fault since 05:40
ECS-1   aluminium       -        97 %       running
{v('request_id', 'Snapshot: snp_' + g.b62(12))}

Supervisor: Paper buyer rejected last week's bales at 82 %. What do I do about OS-3 before the next
bale run?
Assistant:""", f"{SRC}pos:recycling:sorter-snapshot", ["fetched_data", "as_of", "snapshot_id",
                                                       "times_in_content_neighbour"])


@pos
def _contamination_audit(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Site: Northgate MRF, inbound audit bay
{v('session_id', 'Audit session: au_' + g.hex(12))}
{v('datetime', 'Audit tablet: ' + DAYS[t.weekday()] + ' ' + hm(t))}
Protocol: inbound sampling, 60 kg per 125 t received

You help the sampling team record inbound load composition and work out the contamination rate for
the supplier's monthly return.

Sampler: Load from Kelby council round 4: 61.2 kg sample, target materials 44.8 kg, non-target
(textiles, food, glass fines) 16.4 kg. What's the contamination rate and is it above the 15 % trigger?
Assistant:""", f"{SRC}pos:recycling:contamination-audit", ["header_block", "work_session",
                                                           "weekday_time", "device_clock"])


@pos
def _baler_env(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""STATION=baler-2
{v('epoch', 'NOW_NS=' + str(g.ns(t)))}
{v('request_id', 'REQ_ID=' + g.hex(24))}
MATERIAL_CODES=PET,HDPE,OCC,MIXED_PAPER

You help the baler operator keep bale weights within the buyers' specifications (PET 280-320 kg, OCC
450-520 kg). Suggest the press setting to change.

Operator: OCC bales are coming out at 420 kg and falling apart on the forks. What do I change?
Assistant:""", f"{SRC}pos:recycling:baler-env", ["key_value_lines", "epoch_ns", "request_id", "head",
                                                 "stable_neighbours"])


@pos
def _prn_helper_json(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""{{
  "assistant": "prn-helper",
  {v('session_id', '"conversation_id": "' + g.uuid4() + '",')}
  {v('datetime', '"now": "' + py_iso(t) + '",')}
  "accreditation": "R-PR-0881 (reprocessor, plastic)",
  "compliance_year": 2026
}}
You help the evidence team at Castlebrook Plastics issue packaging waste recovery notes. Explain
what tonnage can be evidenced and when.

Evidence officer: We received 1,240 t of packaging film in June but 180 t was sent on to landfill as
contaminated. How much can we issue PRNs for?
Assistant:""", f"{SRC}pos:recycling:prn-helper-json", ["json_block", "session_id", "python_isoformat",
                                                       "head", "stable_neighbours"])


@pos
def _aatf_b3(g: Gen43) -> Draft:
    return Draft(f"""{v('trace_id', 'b3: ' + g.hex(32) + '-' + g.hex(16) + '-1')}
X-Client: aatf-desk/2.0

You answer questions about treating waste electrical equipment at Hallam Recycling's approved
treatment facility: which category, which treatment, which evidence.

Shift lead: We've had 40 fridges in with the compressors already cut out by the collector. Can we
still treat them as category 1, and what do we record?
Assistant:""", f"{SRC}pos:recycling:aatf-b3", ["head", "b3_single", "stable_neighbours"])


@pos
def _cullet_cloudevent(g: Gen43) -> Draft:
    t = g.uk()
    weighed = t - timedelta(minutes=g.small(8, 40))
    return Draft(f"""You help the Kelby glassworks intake team answer hauliers whose cullet loads were rejected. Be clear
about the specification and what would make the load acceptable.

{{
  "specversion": "1.0",
  "type": "load.rejected",
  "source": "/sites/glassworks-kelby/weighbridge",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "datacontenttype": "application/json",
  "data": {{
    "ticket": "GK-26-18822",
    "haulier": "Ridgeway Haulage",
    "material": "mixed cullet (green/brown)",
    "reason": "ceramics, stones and porcelain above 20 g/t",
    "weighed_in": "{rfc3339(weighed)}"
  }}
}}

Haulier: Why was our load sent away? Same supplier as always.
Assistant:""", f"{SRC}pos:recycling:cullet-cloudevent", ["cloudevent", "json_block", "envelope",
                                                         "payload_time_stays"])


@pos
def _offtake_prices(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the commercial manager of a materials recovery facility decide which bales to sell now and
which to store.

Prices pulled from the market feed {v('datetime', 'at ' + http_date(t))} for this request:
Material                 Grade   GBP/t   Change since 1 June
OCC (cardboard)          1.05    104     +6
Mixed paper              1.02    38      -2
Natural HDPE bales       -       610     +25
Clear PET bales          -       265     -30
Steel cans (baled)       6.07    118     0

Manager: We have 90 t of clear PET in the yard and storage space for two more weeks. Sell or hold?
Assistant:""", f"{SRC}pos:recycling:offtake-prices", ["fetched_data", "inline_phrase", "http_date",
                                                      "prices_stay"])


@pos
def _handover_comment(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""{v('run_id', '<!-- handover-run: run_' + g.ksuid(t) + ' -->')}
You turn the MRF's shift notes into a handover for the next supervisor: safety first, then plant,
then stock.

Notes from the late shift: trommel 1 bearing noisy, greased at 19:10, check temperature. Picker on
line B cut hand on glass 20:35, first aid given, near-miss form done. 14 bales OCC, 6 bales PET made.
Fire watch completed 22:30, no hot spots on the camera.
Handover:""", f"{SRC}pos:recycling:handover-comment", ["html_comment", "head", "ksuid", "run_id",
                                                       "times_in_content_neighbour"])


@pos
def _safety_briefing_page(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Summarise the page the supervisor is reading in five bullet points for the picking line briefing.
Page title: Northgate MRF - picking line safety briefing
{v('datetime', 'Page opened: ' + js_tostring(t, uk_zone_name(t)))}

Page text: Sharps found on the line must be left in place and the line stopped with the nearest pull
cord. Gloves are changed at every break. Since 1 March 2026 two needlestick injuries have been
reported; both pickers were offered hepatitis B boosters. The next refresher is on 24 July 2026.""",
                 f"{SRC}pos:recycling:safety-briefing-page", ["header_block", "js_date_tostring",
                                                              "dates_in_content_neighbour"])


@pos
def _flake_go_string(g: Gen43) -> Draft:
    t = g.uk()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You advise the quality lab at a PET flake reprocessor. Compare results with the customer's food-grade
specification and say whether the lot can ship.

Lot FL-26-0712: PVC 38 ppm (spec < 50), glue 12 ppm, polyolefins 41 ppm (spec < 30), moisture 0.6 %,
IV 0.78 dl/g.
Question: Can lot FL-26-0712 ship to the bottle customer?
Answer:""", f"{SRC}pos:recycling:flake-go-string", ["head", "go_time_string", "lot_ids_stay"])


@pos
def _portuguese_triagem(g: Gen43) -> Draft:
    t = g.pt()
    return Draft(f"""És o assistente da central de triagem de embalagens da EcoVale. Responde em português, de forma
breve e prática.
{v('datetime', 'Agora: ' + now_pt(t))}
{v('session_id', 'Sessão: ' + g.nanoid())}

Operador: O separador ótico do PET está a deixar passar muitas garrafas de óleo alimentar para o
fardo. O que afino primeiro?""", f"{SRC}pos:recycling:portuguese-triagem", ["non_english", "localized_now",
                                                                            "session_id"])


@pos
def _portal_cookie(g: Gen43) -> Draft:
    return Draft(f"""GET /assist?topic=rebates HTTP/1.1
Host: members.northgate-mrf.example
Cookie: lang=en-GB; theme=dark; {v('session_id', 'portal_sess=' + g.b64url(24))}

You help councils that send material to Northgate MRF understand their monthly rebate statements:
material revenue share, contamination charges and gate fees.

Council officer: Our June rebate fell by GBP 9,400 although tonnage was flat. What usually explains
that?
Assistant:""", f"{SRC}pos:recycling:portal-cookie", ["cookie", "key_value_inline", "head",
                                                     "session_pair_last"])


# --- positives: landfill and waste carriers -----------------------------------------------------------------

@pos
def _gas_round(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Site: Brackenhurst landfill (closed cells 1-6, active cell 7)
{v('session_id', 'Round session: gr_' + g.b62(12))}
{v('datetime', 'Analyser clock: ' + dmy_hm(t))}
Instrument: portable gas analyser s/n G504471 (calibrated 02/06/2026)

You help the environmental technician on the perimeter gas monitoring round. Compare readings with
the trigger levels (1 %v/v methane, 1.5 %v/v carbon dioxide above background) and say what to do.

Technician: GM14: CH4 6.2 %, CO2 9.8 %, O2 11.1 %, flow 0.4 l/h. Last month it was CH4 0.3 %.
Assistant:""", f"{SRC}pos:landfill:gas-round", ["header_block", "device_clock", "work_session",
                                                "calibration_date_stays"])


@pos
def _leachate_levels(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the landfill engineer keep leachate heads within the permit limits and plan pumping.

Leachate levels read from the telemetry {v('datetime', 'at ' + rfc3339(t))} for this request:
Cell   Sump   Level (m above base)   Permit limit
C5     LS5    0.84                   1.00
C6     LS6    1.12                   1.00
C7     LS7    0.41                   1.00
Tanker capacity today: 3 loads of 28 m3 to Harrowby STC.

Engineer: Which sumps do we pump first, and do I have to notify the regulator about C6?
Assistant:""", f"{SRC}pos:landfill:leachate-levels", ["fetched_data", "inline_phrase", "rfc3339"])


@pos
def _wac_front_matter(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""---
tool: wac-checker
{v('session_id', 'session: ' + g.nanoid())}
{v('datetime', 'now: "' + py_str(t) + '"')}
site_class: non-hazardous (with a cell for stable non-reactive hazardous waste)
---
You check waste acceptance criteria test results against the limits for the site's cells and say
which cell, if any, can take the waste.

Producer's results (leaching at L/S 10, mg/kg): As 0.9, Pb 6.2, Zn 58, chloride 9,800, sulphate
21,000, DOC 640, TDS 61,000. Waste: incinerator bottom ash fines.
Answer:""", f"{SRC}pos:landfill:wac-front-matter", ["yaml_front", "nanoid", "python_str_datetime",
                                                    "stable_neighbours"])


@pos
def _carrier_lookup(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help a business check that the waste carrier it is about to use is properly registered, as its duty
of care requires.

Register lookup {v('request_id', 'rl-' + g.hex(10))} ran {v('datetime', 'at ' + iso_space(t) + ' ' + str(t.tzname()))} against the public register of waste carriers.
Result: CBDU418822 - Kestrel Clearances Ltd - upper tier carrier, broker, dealer - registered
14/03/2022 - expires 14/03/2025.

Office manager: They're collecting our old office furniture tomorrow. Are we OK to use them?
Assistant:""", f"{SRC}pos:landfill:carrier-lookup", ["id_in_sentence", "inline_phrase", "iso_space",
                                                     "dates_in_content_neighbour"])


@pos
def _consignment_xml(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""<context>
  <tenant>brackenhurst-waste</tenant>
  {v('datetime', '<request_time>' + rfc3339(t) + '</request_time>')}
  <premises_code>BRK114</premises_code>
</context>
You help the site office check hazardous waste consignment notes before the load is accepted. List
anything missing or inconsistent.

Note details typed by the clerk: consignment code BRK114/00812, producer Westway Garage, EWC 13 02 05*
(mineral engine oils), 1,200 litres, carrier CBDU299431, hazard codes HP14 only.
Assistant:""", f"{SRC}pos:landfill:consignment-xml", ["xml_element", "rfc3339", "head", "stable_neighbours"])


@pos
def _skip_board(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the transport office of Ridgeway Skip Hire plan the rest of the day's skip exchanges.

Board snapshot {v('request_id', 'bs_' + g.b62(10))} taken {v('datetime', 'at ' + hm(t) + ' ' + str(t.tzname()))} for this request:
Driver   Vehicle    Next job                              Status
Dean     SK70 HRT   Exchange 8 yd, 14 Birch Rd            en route
Marta    SK19 WLP   Collect 12 yd ro-ro, Fenby depot      loading
Sunil    SK68 PKD   Deliver 6 yd, 3 Larch Close (permit)  waiting at tip

Office: Sunil has been waiting at the tip for 50 minutes. Who should take the 11:30 Birch Rd delivery?
Assistant:""", f"{SRC}pos:landfill:skip-board", ["fetched_data", "id_in_sentence", "time_alone"])


@pos
def _driver_app_relay(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You help the transport office of Ridgeway Waste Services answer drivers' messages from the cab app.
Short answers, safety first.

Driver (Kev, RX21 KLM): Bin lift on the rear loader is juddering on the way up, still working. Carry on and finish the round or come back? {v('datetime', '(sent ' + hm(t) + ')')}
{v('message_id', 'Msg-Id: ' + g.hex(16))}
Assistant:""", f"{SRC}pos:landfill:driver-app-relay", ["sent_stamp", "message_id", "last_user"])


@pos
def _cell_ops_weekday(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""Landfill: Brackenhurst, cell 7 operations
{v('date', 'Weekday: ' + DAYS_LONG[t.weekday()])}
{v('datetime', 'Time: ' + hm(t))}
Working plan: cell 7 phasing rev C

You help the site foreman run the tipping face: where to tip, daily cover, litter nets and birds.
Tipping hours are 07:00 to 17:00 Monday to Friday and 07:00 to 12:00 on Saturday.

Foreman: Wind is forecast from the north all day. Can we move the tipping face to the south flank?
Assistant:""", f"{SRC}pos:landfill:cell-ops-weekday", ["header_block", "weekday_alone", "time_alone",
                                                       "times_in_content_neighbour"])


@pos
def _wtn_footer(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You check waste transfer notes written in the e-doc system before they are signed, and list what is
missing under the duty of care.

Clerk: Draft note for Fenby Joinery: 2 x 8 yd skips of mixed wood and plasterboard together, EWC 17 09
04, SIC code missing, carrier is us. Can I sign it as it is?

--
{v('datetime', 'Prompt built: ' + ctime(t))}""", f"{SRC}pos:landfill:wtn-footer", ["footer", "tail", "ctime"])


@pos
def _landfill_tax_isoformat(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""{v('datetime', 'now: ' + py_iso(t))}
site_permit: EPR/BB3341RE
You help the site accountant prepare the quarterly Landfill Tax return. Standard rate GBP 130.75 per
tonne and lower rate GBP 4.20 per tonne from 1 April 2026; explain which rate each stream falls under.

Accountant: Q1 tonnages: 18,420 t mixed commercial, 6,900 t soil and stones (fines tested), 1,150 t
used for site roads. What goes where?
Answer:""", f"{SRC}pos:landfill:landfill-tax-isoformat", ["head", "python_isoformat", "stable_neighbours"])


@pos
def _flytipping_window(g: Gen43) -> Draft:
    t = g.uk()
    start = t - timedelta(hours=24)
    return Draft(f"""You help the council's street scene team decide where to send the fly-tipping crews first.
{v('datetime', 'Query window: ' + rfc3339(start) + ' to ' + rfc3339(t))}

Reports in the window (from the reporting app):
FT-88121  Quarry Lane lay-by      mattresses and a sofa            photo  reported 3 times
FT-88127  Mill Road underpass     c. 20 black sacks, asbestos?     photo
FT-88130  Station Road car park   tyres (about 30)                 no photo

Team leader: Two crews this morning. Where do they go first?
Assistant:""", f"{SRC}pos:landfill:flytipping-window", ["query_window", "rfc3339", "system_tail"])


@pos
def _finnish_carrier(g: Gen43) -> Draft:
    t = g.fi()
    return Draft(f"""Olet ympäristöneuvonnan avustaja. Vastaa lyhyesti suomeksi ja kerro, mistä lisätietoa saa.
{v('datetime', 'Nyt: ' + now_fi(t))}

Asiakas: Pitääkö minun rekisteröityä jätteenkuljettajaksi, jos vien oman remonttini rakennusjätteet
peräkärryllä jäteasemalle?""", f"{SRC}pos:landfill:finnish-carrier", ["non_english", "localized_now",
                                                                      "system_tail"])


# --- positives: regulator inbox and data portals ------------------------------------------------------------

@pos
def _inbox_poll(g: Gen43) -> Draft:
    t = g.uk()
    return Draft(f"""You triage e-mails sent to the regulator's local enquiries mailbox. Give a category, a priority and the
team that should take it.

From: Hollie Brandt <h.brandt@mailbox.example>
Date: Mon, 13 Jul 2026 21:44:10 +0100
Subject: Orange water in the beck at Thornby

Hi, the beck behind our house has gone bright orange since Saturday and there's an oily sheen near
the culvert from the trading estate. Photos attached.

{v('datetime', 'Mailbox polled: ' + rfc3339(t))}
{v('request_id', 'Poll id: poll-' + g.hex(10))}
Triage:""", f"{SRC}pos:portal:inbox-poll", ["mailbox_poll", "rfc3339", "email_date_stays",
                                             "pasted_content_neighbour"])


@pos
def _bathing_cf_ray(g: Gen43) -> Draft:
    return Draft(f"""CF-IPCountry: GB
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-Visitor: {{"scheme":"https"}}

You explain bathing water classifications and daily pollution risk forecasts on the coastal data
portal. Pellow Bay was classified Excellent in 2025 based on the samples from 2022 to 2025.

Visitor: Why does Pellow Bay say "swimming not advised" today when it's rated Excellent?
Assistant:""", f"{SRC}pos:portal:bathing-cf-ray", ["head", "header_block", "cf_ray", "stable_neighbours"])


@pos
def _register_search_gcp(g: Gen43) -> Draft:
    return Draft(f"""You help members of the public search the public register of environmental permits and read what
they find. Explain terms like "surrender" and "variation" in one sentence each.
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}

User: The register shows permit EPR/FB1103TK for the yard behind my house with a "partial surrender"
in 2024. Does that mean they can't store waste there any more?
Assistant:""", f"{SRC}pos:portal:register-search-gcp", ["system_tail", "gcp_trace"])


# --- generated positives: one field (or a time and an id) in a body at a position ---------------------------

# name, language, app, system prompt, user label, user message, cue line ("" where the prompt ends with the
# user's message)
BODIES: list[tuple[str, str, str, str, str, str, str]] = [
    ("water-billing", "en", "bill-help",
     "You help Thornfield Water customers understand their bills. Explain standing charges and volume\n"
     "charges in plain words and never promise a refund.",
     "Customer", "My bill went up by GBP 140 after the plumber fixed a leak under the sink. Why?", "Assistant:"),
    ("wwtw-ops", "en", "works-ops",
     "You are the operations assistant at Kelsby sewage treatment works. Give practical steps in the\n"
     "order an operator would do them.",
     "Operator", "There's thick brown foam on aeration lanes 1 and 2 this morning. What do I check?",
     "Answer:"),
    ("flood-line", "en", "floodline",
     "You explain flood warnings to the public for the Lower Wend flood warning service. Short sentences,\n"
     "and always say what to do now.",
     "Caller", "A Flood Alert has been issued for my street. What should I do tonight?", "Assistant:"),
    ("aq-officer", "en", "aq-desk",
     "You help local authority air quality officers run their diffusion tube network and report it.",
     "Officer", "At what height should diffusion tubes go on lamp posts, and how far from the kerb?",
     "Answer:"),
    ("permits", "en", "permit-help",
     "You help small businesses work out whether they need an environmental permit or an exemption.",
     "Business owner", "Do I need a permit to store 200 used tyres at my garage before collection?",
     "Assistant:"),
    ("mrf", "en", "mrf-line",
     "You help the shift supervisor at a materials recovery facility solve problems on the sorting line.",
     "Supervisor", "The fines screen keeps blinding with wet paper. What can we change today?", "Assistant:"),
    ("landfill", "en", "landfill-eng",
     "You answer questions from landfill engineers about monitoring duties under the site's permit.",
     "Engineer", "How often do we have to monitor the perimeter gas boreholes on the closed cells?",
     "Answer:"),
    ("carrier", "en", "carrier-desk",
     "You help people understand the rules for carrying waste: registration tiers, transfer notes and the\n"
     "duty of care.",
     "Van owner", "Do I need an upper tier registration to carry other people's garden waste in my van?",
     "Assistant:"),
    ("river-levels", "en", "level-help",
     "You help hydrometry technicians make sense of river level records from the telemetry network.",
     "Technician", "Why does the gauge show a sudden 10 cm drop at midnight and then recover?",
     "Assistant:"),
    ("inspections", "en", "insp-coach",
     "You coach new environmental inspectors on evidence and scoring. Cite the guidance section you rely on.",
     "Inspector", "What evidence do I need before I score a breach as category 2?", "Answer:"),
    ("waterschap", "nl", "peilvragen",
     "Je beantwoordt vragen van inwoners over waterpeilen, sloten en dijken van Waterschap Lindemaas.\n"
     "Antwoord kort, in het Nederlands.",
     "Inwoner", "Mag ik in de sloot achter mijn tuin een dammetje leggen om water vast te houden?", ""),
    ("abfall", "de", "gewerbeabfall",
     "Du beantwortest Fragen zur Trennung von Gewerbeabfällen für Betriebe im Landkreis Oberwald.\n"
     "Antworte kurz auf Deutsch.",
     "Betrieb", "Müssen wir Papier und Kunststoff getrennt sammeln, obwohl wir nur zwölf Mitarbeiter haben?",
     ""),
    ("eau", "fr", "abonnes-eau",
     "Tu réponds aux questions des abonnés du service des eaux du Val d'Orne. Réponds brièvement en\n"
     "français.",
     "Abonné", "Pourquoi l'eau du robinet a-t-elle un goût de chlore depuis lundi ?", ""),
    ("residuos", "es", "planta-envases",
     "Eres el asistente de la planta de clasificación de envases de Tierra Alta. Responde en español,\n"
     "con frases cortas.",
     "Vecino", "¿Por qué se rechazan las bolsas amarillas con restos de comida?", ""),
    ("aria", "it", "rete-aria",
     "Sei l'assistente della rete di monitoraggio della qualità dell'aria del Valdarno. Rispondi in\n"
     "italiano, in modo semplice.",
     "Cittadino", "Cosa vuol dire che l'ozono ha superato la soglia di informazione?", ""),
    ("cheias", "pt", "alerta-cheias",
     "És o assistente do serviço de alerta de cheias da bacia do rio Lena. Responde em português, de\n"
     "forma clara.",
     "Morador", "O que devo fazer se a estrada para a aldeia ficar cortada pela água?", ""),
]

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], Callable[[Gen43], datetime]]] = {
    "nl": ("Nu", now_nl, Gen43.eu),
    "de": ("Jetzt", now_de, Gen43.eu),
    "fr": ("Maintenant", now_fr, Gen43.eu),
    "es": ("Ahora", now_es, Gen43.eu),
    "it": ("Ora", now_it, Gen43.eu),
    "pt": ("Agora", now_pt, Gen43.pt),
}

ZONE_NAMES = {"BST": "British Summer Time", "GMT": "Greenwich Mean Time", "CEST": "Central European Summer Time",
              "CET": "Central European Standard Time", "WEST": "Western European Summer Time",
              "WET": "Western European Standard Time"}
STABLE_LINES = ["Region: North East", "Channel: web", "Locale: en-GB", "Prompt version: 4.2.0",
                "Knowledge cutoff: 2024-06", "Tenant: riverbend-env", "Time zone: Europe/London",
                "API version: 2025-09-01", "Model: gpt-4o", "Permit register: public"]


class Field:
    """One volatile field: label for lines, key for JSON, XML and `key=value`, and how its value is made."""

    def __init__(self, cue: str, family: str, label: str, key: str, make: Callable[[Gen43, datetime], str],
                 number: bool = False, compact: bool = True, paren: str = "sent", kind: str = "time") -> None:
        self.cue, self.family, self.label, self.key, self.make = cue, family, label, key, make
        self.number, self.compact, self.paren, self.kind = number, compact, paren, kind


FIELDS: list[Field] = [
    Field("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    Field("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    Field("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), compact=False),
    Field("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t), compact=False),
    Field("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), compact=False),
    Field("datetime", "python_str", "now", "now", lambda g, t: py_str(t), compact=False),
    Field("datetime", "python_isoformat", "current_time", "current_time", lambda g, t: py_iso(t)),
    Field("datetime", "log4j", "requestedAt", "requestedAt", lambda g, t: log4j_iso(t)),
    Field("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    Field("datetime", "dotnet_roundtrip", "RequestTimestamp", "requestTimestamp",
          lambda g, t: dotnet_o(t, g.small(0, 10))),
    Field("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    Field("datetime", "js_tostring", "Page opened", "pageOpened", lambda g, t: js_tostring(t, ZONE_NAMES[str(t.tzname())]),
          compact=False),
    Field("datetime", "windows_datetime", "System time", "systemTime", lambda g, t: windows_general(t),
          compact=False),
    Field("datetime", "ctime", "Prompt built", "built", lambda g, t: ctime(t), compact=False),
    Field("datetime", "unix_date", "Host date", "hostDate", lambda g, t: unix_date(t), compact=False),
    Field("datetime", "dmy_hm", "Local time", "localTime", lambda g, t: dmy_hm(t), compact=False),
    Field("datetime", "us_medium", "Opened", "opened", lambda g, t: us_medium(t), compact=False),
    Field("date", "iso_date", "Today", "today", lambda g, t: iso_date(t)),
    Field("date", "long_date", "Today's date", "todayDate", lambda g, t: long_date(t), compact=False),
    Field("date", "iso_week", "Current week", "week", lambda g, t: iso_week(t)),
    Field("epoch", "epoch_s", "Unix time", "unix", lambda g, t: str(epoch_s(t)), number=True),
    Field("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), number=True),
    Field("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), number=True),
    Field("epoch", "epoch_ns", "now_ns", "now_ns", lambda g, t: str(g.ns(t)), number=True),
    Field("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    Field("datetime", "compact", "Built", "built", lambda g, t: compact(t)),
    Field("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), paren="request",
          kind="id"),
    Field("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32), paren="ref",
          kind="id"),
    Field("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(),
          paren="trace", kind="id"),
    Field("request_id", "cf_ray", "cf-ray", "cf_ray", lambda g, t: g.cf_ray(), paren="ray", kind="id"),
    Field("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid(), paren="session", kind="id"),
    Field("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t),
          paren="conversation", kind="id"),
    Field("session_id", "uuid7", "Conversation", "conversation", lambda g, t: g.uuid7(t),
          paren="conversation", kind="id"),
    Field("run_id", "ulid", "run", "run_id", lambda g, t: g.ulid(t), paren="run", kind="id"),
    Field("run_id", "ksuid", "Job", "job", lambda g, t: "job_" + g.ksuid(t), paren="job", kind="id"),
    Field("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), paren="nonce", kind="id"),
    Field("message_id", "snowflake", "Message-ID", "message_id", lambda g, t: g.snowflake(t), paren="msg",
          kind="id"),
]

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml_front", "json_member",
             "xml_attr", "bracket_kv", "paren_user", "html_comment", "md_bullet"]
PER_POSITION = {"head": 5, "system_tail": 5, "header_block": 5}
TWO_FIELDS = {"header_block", "yaml_front", "footer"}
GENERATED_POSITIVES = 51


def _render(f: Field, value: str, position: str) -> str:
    """The field as it stands at `position` (the text of its span)."""
    if position == "yaml_front":
        return f"{f.key}: {value}" if f.number else f'{f.key}: "{value}"'
    if position == "json_member":
        return f'"{f.key}": {value},' if f.number else f'"{f.key}": "{value}",'
    if position in ("xml_attr", "bracket_kv"):
        return f'{f.key}="{value}"' if position == "xml_attr" else f"{f.key}={value}"
    if position == "paren_user":
        return f"({f.paren} {value})"
    if position == "html_comment":
        return f"<!-- {f.label}: {value} -->"
    if position == "md_bullet":
        return f"- **{f.label}:** {value}"
    return f"{f.label}: {value}"


def _fits(f: Field, position: str) -> bool:
    if position == "bracket_kv":
        return f.compact
    if position == "paren_user":
        return (f.kind == "time" and f.family != "js_tostring") or f.family in ("uuid4", "nanoid", "ulid",
                                                                                 "hex32")
    return True


def generated_positives(g: Gen43) -> list[Draft]:
    """One field, or a time and an id, placed in one of the bodies at one of twelve positions."""
    plan: list[str] = []
    for p in POSITIONS:
        plan += [p] * PER_POSITION.get(p, 4)
    assert len(plan) == GENERATED_POSITIVES
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    times = [f for f in fields if f.kind == "time"]
    ids = [f for f in fields if f.kind == "id"]
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    used_two: set[str] = set()
    fi = 0
    for k, position in enumerate(plan):
        name, lang, app, system, user, question, cue = bodies[k % len(bodies)]
        t = g.uk() if lang == "en" else LOCAL_NOW[lang][2](g)
        two = position in TWO_FIELDS and position not in used_two
        chosen: list[Field] = []
        marks: list[str] = []
        family: str
        if lang != "en" and k % 3 == 0 and position not in ("xml_attr", "bracket_kv", "paren_user",
                                                              "json_member", "yaml_front"):
            label, fmt, _ = LOCAL_NOW[lang]
            text = _render(Field("datetime", "localized_now", label, "now", lambda g, t: ""), fmt(t), position)
            marks.append(v("datetime", text))
            family = f"localized_now_{lang}"
        else:
            while not _fits(fields[fi % len(fields)], position):
                fi += 1
            chosen.append(fields[fi % len(fields)])
            fi += 1
            if two:
                used_two.add(position)
                first = chosen[0]
                pool = ids if first.kind == "time" else times
                partner = pool[k % len(pool)]
                chosen = [first, partner] if first.kind == "time" else [partner, first]
            for f in chosen:
                marks.append(v(f.cue, _render(f, f.make(g, t), position)))
            family = "+".join(f.family for f in chosen)
        ul = f"{user}: {question}"
        tail = f"\n{cue}" if cue else ""
        stable = g.rng.sample(STABLE_LINES, 3)
        if position == "head":
            text = f"{marks[0]}\n{system}\n\n{ul}{tail}"
        elif position == "system_tail":
            text = f"{system}\n{marks[0]}\n\n{ul}{tail}"
        elif position == "header_block":
            block = list(stable)
            at = g.small(0, 4)
            block[at:at] = marks
            text = "\n".join(block) + f"\n\n{system}\n\n{ul}{tail}"
        elif position == "last_user":
            text = f"{system}\n\n{ul}\n{marks[0]}{tail}"
        elif position == "footer":
            text = f"{system}\n\n{ul}\n\n--\n" + "\n".join(marks) + "\n"
        elif position == "yaml_front":
            text = f"---\napp: {app}\n" + "\n".join(marks) + f"\nlocale: {lang}\n---\n{system}\n\n{ul}{tail}"
        elif position == "json_member":
            text = ("{\n" + f'  "app": "{app}",\n  ' + "\n  ".join(marks) + f'\n  "locale": "{lang}"\n}}\n'
                    + f"{system}\n\n{ul}{tail}")
        elif position == "xml_attr":
            text = f'<context app="{app}" {marks[0]} locale="{lang}">\n{system}\n</context>\n\n{ul}{tail}'
        elif position == "bracket_kv":
            text = f"{system}\n[ctx app={app} {marks[0]} locale={lang}]\n\n{ul}{tail}"
        elif position == "paren_user":
            text = f"{system}\n\n{ul} {marks[0]}{tail}"
        elif position == "html_comment":
            text = f"{marks[0]}\n{system}\n\n{ul}{tail}"
        else:
            text = (f"{system}\n\n- **App:** {app}\n{marks[0]}\n- **Locale:** {lang}\n\n{ul}{tail}")
        tags = ["generated", position, family, lang] + (["two_fields"] if len(marks) > 1 else [])
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{family}", tags))
    return out


# --- hand-written negatives that are not pasted blocks ------------------------------------------------------

def _neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    _neg("lookalike:drought-header", ["stable_header", "prompt_version", "knowledge_cutoff", "review_date"],
         """Assistant: Thornfield Water network helpdesk
Prompt version: 5.1.0 (reviewed 2026-03-02)
Knowledge cutoff: 2024-06
Drought plan: 2025 edition, triggers updated 2025-11-17
Region: Thornfield North

You answer staff questions about the drought plan triggers and the actions at each level.

Staff: What happens when the Holme reservoir group crosses the Level 2 trigger?
Assistant:""")
    _neg("lookalike:consent-front-matter", ["yaml_front", "consent", "effective_date", "template_revision"],
         """---
consent: TE-0447
consent_effective: 2024-04-01
template_rev: 2025-10
sampling_frequency: monthly
---
You draft trade effluent sampling reminder letters for the trade effluent team. Polite, one page, and
always quote the consent number.

Officer: Draft the reminder for Brightdale Dairies for their July sample.
Draft:""")
    _neg("lookalike:site-xml", ["xml_attr", "commissioning_date", "serial", "service_date"],
         """<site id="HB3" commissioned="2019-06-12" analyser="T200" serial="4471" last_service="2026-05-20">
You answer questions about air quality monitoring site HB3 (Dock Road roadside). Services are due
every six months; the analyser is replaced after ten years.
</site>
Officer: When is the next service due, and when will the analyser need replacing?
Answer:""")
    _neg("lookalike:api-json", ["json_inline", "api_version", "time_zone"],
         """{"app":"riverwatch-api-help","api_version":"2025-09-01","tz":"Europe/London","units":"mAOD"}
You answer developers' questions about the Riverwatch open data API.

Developer: Are the reading timestamps in UTC or local time, and do they change at the clocks going
forward?
Answer:""")
    _neg("lookalike:template-comment", ["html_comment", "template_revision", "review_date"],
         """<!-- template: flood-alert-sms rev 7, reviewed 2026-02-14 by the warnings team -->
You shorten flood alert messages to fit one SMS (160 characters) without losing the action to take.

Message: A Flood Alert is in force for the River Wend from Ashby Mill to Carrow. River levels are rising
after heavy rain. Avoid walking near the river and check the flood map before you travel.
Short version:""")
    _neg("lookalike:bathing-ctx", ["bracketed_context", "season_window", "classification"],
         """You answer questions about bathing water quality at one beach from the data provided.
[ctx site=pellow-bay season=2026-05-15/2026-09-30 classification=excellent samples=20]

Swimmer: Is the water tested at weekends, and when does the season end?
Assistant:""")
    _neg("lookalike:letter-footer", ["footer", "prompt_revision", "template_date"],
         """You draft replies to customers who complain about discoloured water. Apologise once, explain the
likely cause (disturbed sediment in the mains) and tell them how to flush their taps.

Customer: The water has been brown since the workmen were in the road yesterday.

--
Prompt revision: 2026-05-01
Letter template: DISCOL-02 (2026-04)""")
    _neg("lookalike:customer-table", ["md_table", "customer_since", "tariff_start"],
         """| Field          | Value                               |
|----------------|-------------------------------------|
| Customer since | 12 March 2014                       |
| Tariff         | Metered standard, from 1 April 2026 |
| Account        | 3009 4412 871                       |
| Meter          | 14M220381                           |

You help customers with their water account. Use the account details only to personalise the
answer; never read them out.

Customer: Can I switch to paying monthly instead of twice a year?
Assistant:""")
    _neg("lookalike:chatml-policy", ["chatml", "knowledge_cutoff", "policy_validity"],
         """<|im_start|>system
You help drivers of Ridgeway Waste Services with the company's vehicle policy. Knowledge cutoff:
2024-10. The current vehicle policy applies from 1 April 2026 to 31 March 2027.<|im_end|>
<|im_start|>user
Can I take the tipper home overnight if I start the next round from my house?<|im_end|>
<|im_start|>assistant
""")
    _neg("lookalike:llama3-cutoff", ["llama3", "knowledge_cutoff"],
         """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain landfill gas and leachate to members of the site's community liaison group, without
jargon.<|eot_id|><|start_header_id|>user<|end_header_id|>

Why does the landfill still need gas flares twenty years after it closed?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    _neg("lookalike:station-env", ["key_value_lines", "firmware_date", "installation_date"],
         """STATION=28114
FIRMWARE=4.12.0 (2025-08-14)
INSTALLED=2021-03-09
SENSOR=radar VR-40

You help telemetry technicians keep river level stations working. Say when a firmware update is
worth a site visit.

Technician: Is 4.12.0 recent enough, or should I update it on Thursday's visit?
Assistant:""")


def _negatives_asked() -> None:
    _neg("asked:lab-id", ["id_in_question", "lab_id"],
         """Our LIMS labels samples like L26-071443. What do the parts of that number mean, and why would two
samples taken at the same time on the same day have consecutive numbers?""")
    _neg("asked:logger-epochs", ["epoch", "id_in_question"],
         """Our river level logger exports its times as Unix seconds. Convert 1783925100 and 1783926000 to UK
time and tell me the interval between them. Is the logger on a 15-minute cycle?""")
    _neg("asked:traceparent", ["traceparent", "id_in_question"],
         """The Riverwatch API support desk asked me to send the traceparent from a failed call. The response
header was:

traceparent: 00-5f1c0b2e9a7d43c8b61e2f09d4a7c3b1-8c2e41f09ab37d65-01

Which part identifies the whole trace, and is it safe to send?""")
    _neg("asked:jwt", ["jwt", "id_in_question"],
         """The abstraction returns portal logged me out and left this token in the browser. Is it expired, and
what's in it?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJsaC0wMTQyIiwiaWF0IjoxNzgzOTI1MTAwLCJleHAiOjE3ODM5Mjg3MDB9.q0mZ3nX8b2rT5yVw7cKp1LhS4dFg9jE6aUoI2tR8sWk""")
    _neg("asked:relative", ["relative_time"],
         """The sump alarm at Kettlewell cleared about 20 minutes ago, the duty pump tripped roughly two hours
before that, and the standby pump has been running since. Should I still send someone out tonight?""")
    _neg("asked:few-shot", ["few_shot", "example_dates"],
         """Extract the sampling date and time from each bottle label as JSON.

Label: "FE-2 comp 24h ending 14/07/2026 09:00"
JSON: {"point": "FE-2", "date": "2026-07-14", "time": "09:00"}

Label: "Crude grab 13.07.2026 11:20"
JSON: {"point": "Crude", "date": "2026-07-13", "time": "11:20"}

Label: "SB-3 upstream spot 2026-07-12 15h05"
JSON:""")
    _neg("asked:unrendered-template", ["template", "unrendered"],
         """Can you make this flood warning text template clearer for the public? Keep the placeholders.

FLOOD WARNING for {{target_area}}. Issued {{issued_at}}. River levels at {{gauge_name}} are {{trend}}.
Flooding of properties is expected from {{expected_from}}. Act now: move valuables upstairs, turn off
gas and electricity, and follow advice from the emergency services.""")
    _neg("asked:user-clock", ["user_typed_clock", "times_in_prose"],
         """It's 06:40 here at the works and the final effluent autosampler has been showing "bottle 24 full"
since 05:10. The composite period ends at 09:00. Can I swap the bottle now without voiding the
24-hour sample?""")
    _neg("asked:date-arithmetic", ["date_arithmetic", "dates_in_prose"],
         """Our abstraction return for the period 1 April 2025 to 31 March 2026 is due 28 days after the end of
the period. We posted it on 27 April 2026. Was it late? And if the regulator gives a 14-day extension
from the due date, what is the final date?""")
    _neg("asked:value-on-the-line", ["value_in_sentence", "ticket_number", "times_in_prose"],
         """The ticket from the landfill weighbridge says WB2-260714-0193, gross 26.48 t, tare 11.20 t, in at 07:41 and out at 07:58.
Why was I charged for 15.4 t when the load was 15.28 t?""")
    _neg("asked:error-dialog", ["error_dialog", "request_id", "pasted_with_sentences"],
         """I tried to submit our permit application this morning and the portal showed this:

Submission failed
Reference: 6c0e91a4-3b72-4d1f-9e8a-2f57c0b4d613
Time: 14:02:11 BST

It told me to quote the reference if I call the helpline. Should I try again first or call them
straight away? I don't want to pay the fee twice.""")
    _neg("asked:iso-weeks", ["iso_week", "calendar"],
         """Our sampling calendar runs in ISO weeks: river survey weeks are 2026-W27 and 2026-W31. Which dates do
those weeks cover, and does either include the August bank holiday?""")
    _neg("control:plain-1", ["control", "plain"],
         """Explain the difference between combined sewers and separate sewers to a class of 12-year-olds, with
one example of why it matters when it rains hard.""")
    _neg("control:plain-2", ["control", "plain"],
         """What is the simplest way to start composting at home if I only have a small back yard and no garden
waste, just kitchen scraps?""")


# --- pasted blocks: hard negatives ---------------------------------------------------------------------------

# source, tags, block, the user's question, a noun phrase that introduces the block
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("dma-flow-csv", ["csv", "timestamps", "water_network"],
     """Timestamp,DMA,Inlet_flow_l_s,Pressure_m
2026-07-13 01:45,NTH-114,4.9,44.1
2026-07-13 02:00,NTH-114,4.8,44.3
2026-07-13 02:15,NTH-114,4.7,44.4
2026-07-13 02:30,NTH-114,6.9,43.2
2026-07-13 02:45,NTH-114,7.1,43.0
2026-07-13 03:00,NTH-114,7.0,43.1""",
     "What happened at 02:30, a burst or a big user switching on?", "the night flow export for Hollins Park"),
    ("burst-job-sheet", ["job_sheet", "dates", "water_network"],
     """JOB SHEET  WO-2607-44821
Raised: 13/07/2026 05:12   Priority: P1
Location: Moor Lane o/s 41, Heckley
Asset: main 6 in CI (M-40021), laid 1908
Arrived on site: 06:05   Excavation start: 07:40
Repair: 6 in full-circle clamp fitted 10:55, main recharged 11:30
Properties affected: 38 (supply off 09:10 - 11:30)
Reinstatement: temporary, permanent due by 10/08/2026""",
     "How long were the 38 properties off supply, and does that trigger a GSS payment?", "the job sheet"),
    ("gss-letter", ["letter", "dates", "payment"],
     """Riverbend Water
PO Box 4412, Dunmere DN4 7QZ

14 July 2026
Our ref: GSS/26/008817

Dear Mr Haddad,

Guaranteed Standards Scheme payment

Your water supply was interrupted from 08:10 on 10 July 2026 until 02:35 on 11 July 2026. Because we
did not restore it within 12 hours, we have credited GBP 75.00 to your account 3012 9981 004.

Yours sincerely,
Customer Relations""",
     "Is GBP 75 right for that length of interruption, or should it be more?", "the letter I got"),
    ("interruption-notice", ["notice", "dates", "planned_works"],
     """PLANNED WATER SUPPLY INTERRUPTION
Area: Eastgate Road (Station Street to Ashgrove) and Ashgrove Close
Date: Tuesday 21 July 2026
Time: 09:00 to 15:00
Reason: relining of the 150 mm water main
Reference: PWI-26-3318""",
     "We run a childminding business on Ashgrove Close. What should we do to get ready?",
     "the notice that came through the door"),
    ("complaint-email", ["email", "email_headers", "message_id"],
     """From: Gareth Price <g.price@mailbox.example>
To: complaints@severnsidewater.example
Date: Sun, 12 Jul 2026 19:02:44 +0100
Message-ID: <CAFk2p9Qm1ZxT@mail.mailbox.example>
Subject: Hosepipe ban - neighbour

Hi, my neighbour at number 9 has been using a sprinkler every evening since the ban started on 1 July.
I've seen it on 8, 10 and 11 July between 8 and 10 pm. What are you going to do?""",
     "Draft a reply that explains how we handle reports like this.", "the e-mail from the customer"),
    ("pressure-logger", ["logger_export", "timestamps"],
     """Logger PL-3318  Site: Upper Fold hydrant  Interval: 15 min
Date/Time            Pressure (m)
14/07/2026 06:45     24.1
14/07/2026 07:00     18.6
14/07/2026 07:15     12.3
14/07/2026 07:30     11.8
14/07/2026 07:45     12.9""",
     "Is the pressure at 07:30 below 10 m at a house 18 m above the hydrant?", "the logger download"),
    ("connection-quote", ["quote", "prices", "dates"],
     """QUOTATION DS-Q-26-1194   Date of issue: 02/07/2026   Valid until: 30/09/2026
Site: Plot behind 9 Quarry Road, Linfield (2 properties)
Water connections (25 mm), B road, per property    GBP 2,140.00  x2
Infrastructure charge, per property                GBP   478.00  x2
Traffic management (estimate)                      GBP   960.00
Total (no VAT)                                     GBP 6,196.00""",
     "Which of these charges can still change after we accept?", "the quotation"),
    ("valve-record", ["operation_record", "times"],
     """VALVE OPERATION RECORD  VO-2607-118
Date   Valve    Location                    Action   Turns   Time    Operator
14/07  V-2231   Station St / Eastgate Rd     Close    24      09:02   JM
14/07  V-2236   Eastgate Rd o/s 61           Close    24      09:09   JM
14/07  V-2236   Eastgate Rd o/s 61           Open     24      14:51   JM
14/07  V-2231   Station St / Eastgate Rd     Open     23      14:58   JM""",
     "V-2231 opened one turn short. Does that matter?", "the valve record"),
    ("operator-logbook", ["logbook", "times", "wastewater"],
     """ASHCOMBE STW - OPERATOR LOG  Date: 13/07/2026  Shift: days (06:00-18:00)  Operator: P. Lund
07:10  Inlet screen 2 cleared (rag), 15 min off
09:30  DO lane 2 low (1.1 mg/l), blower 3 to 65 %
12:45  Tanker import x2 (Green Lane, WTN 55098 / 55099)
15:20  Sludge cake pad: front loader moved 40 t to covered bay
17:40  Final effluent clear, flow 312 l/s""",
     "Summarise this shift in three lines for the manager.", "the logbook page"),
    ("lims-results", ["lab_results", "lab_ids", "dates"],
     """Sample ID    Sampled            Received           Point          BOD  SS  NH3-N
L26-071118   06/07/2026 09:00   06/07/2026 13:40   Final eff.     6    11  0.9
L26-071231   07/07/2026 09:00   07/07/2026 13:55   Final eff.     5    9   0.7
L26-071350   08/07/2026 09:00   08/07/2026 14:10   Final eff.     19   34  2.8
Report issued: 10/07/2026 16:02  Authorised: D. Marsh""",
     "The 8 July sample is high on everything. Could that be a sampling error?", "the lab results"),
    ("trade-effluent-consent", ["consent", "conditions", "dates"],
     """CONSENT TO DISCHARGE TRADE EFFLUENT  Ref TE-0447
Trader: Brightdale Dairies Ltd, Unit 4 Mill Lane, Kelsby
Effective from: 1 April 2024
Maximum daily volume: 450 m3     Maximum rate: 9 l/s
COD: 6,000 mg/l     Suspended solids: 1,000 mg/l     pH: 6 to 10
Temperature: not above 43 C     Fats, oils and grease: 400 mg/l""",
     "Does this consent let them discharge at 12 l/s for an hour while they clean the silos?",
     "the consent"),
    ("tanker-ticket", ["ticket", "times", "ewc"],
     """HARROWBY STC - SLUDGE IMPORT TICKET 55102
Date: 14/07/2026   Time in: 06:51   Time out: 07:14
Haulier: Moorside Tankers   Vehicle: YK69 TNR
Source: Green Lane Farm cesspit   EWC: 20 03 04
Volume: 11 m3   Bay: 2   Sample taken: yes (L26-071480)""",
     "Can you check this ticket is complete for the duty of care?", "the import ticket"),
    ("chp-hours", ["run_hours", "dates", "energy"],
     """CHP RUN HOURS - WEEK 28
Engine  Mon   Tue   Wed   Thu   Fri   Sat   Sun   Trips
CHP1    24.0  24.0  23.2  24.0  24.0  24.0  24.0  1 (Wed 03:14, low gas)
CHP2    22.6  19.8  24.0  24.0  21.1  24.0  24.0  3 (HT jacket water)
Gas to flare: 4,120 Nm3""",
     "Why does CHP2 keep tripping on jacket water temperature?", "the run hours report"),
    ("sampler-log", ["autosampler", "timestamps", "metadata_like_first_line"],
     """Timestamp: 13/07/2026 09:00:00  Program: FE-COMP-24  Status: started
Timestamp: 13/07/2026 09:15:02  Sample 1/96  volume 100 ml
Timestamp: 13/07/2026 09:30:01  Sample 2/96  volume 100 ml
Timestamp: 14/07/2026 05:10:44  Bottle 24 full
Timestamp: 14/07/2026 09:00:00  Program complete, 83/96 samples""",
     "Is a composite with 83 of 96 samples still valid for the permit?", "the sampler log"),
    ("odour-log", ["complaint_log", "dates", "times"],
     """ODOUR COMPLAINTS - WESTFIELD STW - JULY 2026
Date     Time   Location          Description           Wind     Action
06/07    21:10  Orchard Rise      sewage, strong        SW 3     pad checked, cake turned
08/07    20:45  Orchard Rise      sewage                SW 2     none
09/07    21:30  Mill Close        musty                 W 2      inlet covers checked
11/07    21:05  Orchard Rise      sewage, very strong   SW 4     odour unit found tripped""",
     "Is there a pattern here?", "our odour complaint log"),
    ("scada-alarms", ["alarm_list", "log_prefix", "metadata_like_first_line"],
     """[2026-07-14 05:51:07] P1 KTW WET WELL LVL HH 2.91 m
[2026-07-14 05:51:09] P2 KTW PUMP 2 FAIL TO START
[2026-07-14 05:52:30] P3 KTW PUMP 1 RUNNING
[2026-07-14 06:20:11] P1 KTW WET WELL LVL HH CLEARED 2.40 m""",
     "Pump 2 failed to start but the level came down. Do I still need to send a fitter?",
     "the alarm list"),
    ("flood-warning-issued", ["warning_message", "issued_time", "metadata_like_first_line"],
     """Issued: 14/07/2026 07:32
FLOOD WARNING - Lower Wend at Ashby Mill and Carrow Lane
River levels are rising at Ashby Mill after heavy rain overnight. Flooding of properties on Carrow
Lane is expected from 10:00 today. Move valuables upstairs and keep away from the ford.
Target area: 061WAF22LWend""",
     "Does this wording meet the plain-English checklist for warnings?", "the warning as it went out"),
    ("river-level-csv", ["csv", "readings", "timestamps"],
     """dateTime,stationReference,value
2026-07-14T05:00:00Z,28114,1.87
2026-07-14T05:15:00Z,28114,1.95
2026-07-14T05:30:00Z,28114,2.04
2026-07-14T05:45:00Z,28114,2.12
2026-07-14T06:00:00Z,28114,2.19""",
     "How fast is it rising per hour, and when would it reach 2.45 m at that rate?", "the readings"),
    ("gauging-record", ["gauging", "dates", "measurements"],
     """GAUGING RECORD 421   Station 28114 Wend at Ashby Mill
Date: 16/06/2026   Start: 10:12   End: 10:58   Method: ADCP, 4 transects
Stage at start 1.201 m, at end 1.207 m
Discharge: 15.1 m3/s (CV 2.1 %)   Rated: 14.0 m3/s
Hydrometrist: A. Coles""",
     "Is one gauging at +7.9 % enough reason to change the rating?", "the gauging record"),
    ("flood-incident-report", ["incident_report", "dates", "times"],
     """FLOOD INCIDENT REPORT FIR-2026-014
Event: River Wend, 8-9 February 2026
Properties flooded internally: 23 (Carrow Lane 17, Mill Row 6)
Peak at Ashby Mill: 2.64 m at 03:45 on 9 February
Warnings issued: Flood Alert 8 Feb 14:10, Flood Warning 8 Feb 21:35, no Severe Flood Warning
Lead time to first internal flooding: 4 h 20 min""",
     "Was the lead time good enough? What would you say in the lessons-learned section?",
     "the incident report"),
    ("warden-chat", ["chat_export", "bracketed_timestamps", "metadata_like_first_line"],
     """[09/02/2026, 02:14:08] Jan (Mill Row): water at the top step of the footbridge
[09/02/2026, 02:31:40] Priya (Carrow Ln): road flooded outside 12, coming up the drive
[09/02/2026, 02:33:02] Jan (Mill Row): sandbags out at 4 and 6
[09/02/2026, 03:05:17] Priya (Carrow Ln): water in my neighbour's garage""",
     "Put these in a short timeline for the incident report.", "our wardens' group chat"),
    ("diffusion-tubes", ["lab_results", "lab_batch", "dates"],
     """DIFFUSION TUBE RESULTS  Batch DTB-26-06  Exposure 03/06/2026 - 01/07/2026
Lab: Northfield Analytical (UKAS 2211)  Analysed: 08/07/2026
Tube   Site               NO2 (ug/m3)
DT12   Dock Rd LP 14      51.3
DT14   Quay St LP 3       43.8
DT19   School Ln LP 9     29.6
DT22   Mill Rd LP 22      46.0""",
     "Which sites would be over 40 after a bias adjustment of 0.84?", "the tube results"),
    ("calibration-sheet", ["calibration", "dates", "serials"],
     """ANALYSER CALIBRATION SHEET  Site HB3  Analyser T200 s/n 4471
Date: 30/06/2026  Time: 10:20  Engineer: S. Okoye
Zero: NO 0.6 ppb  NOx 0.9 ppb
Span cylinder: CYL-88213, 451 ppb NO, certified to 12/2027
Span response: NO 447 ppb  NOx 449 ppb
Converter efficiency: 98.6 %""",
     "Is a converter efficiency of 98.6 % acceptable?", "the calibration sheet"),
    ("asr-table", ["table", "years", "annual_means"],
     """| Site | Type     | 2021 | 2022 | 2023 | 2024 | 2025 |
|------|----------|------|------|------|------|------|
| DT12 | roadside | 49.2 | 47.8 | 46.1 | 45.0 | 43.8 |
| DT14 | kerbside | 41.0 | 40.2 | 39.5 | 38.1 | 37.7 |
| HB3  | roadside | 44.6 | 42.9 | 41.3 | 40.7 | 39.2 |""",
     "Can we say Dock Road has been compliant since 2024?", "the annual means table"),
    ("sensor-api", ["api_response", "json", "metadata_like_first_line"],
     """{"id": "node-17", "timestamp": "2026-07-13T22:00:00Z", "pm25": 41.2, "pm10": 58.0, "rh": 91,
 "firmware": "3.2.7", "installed": "2025-04-02", "neighbours_median_pm25": 13.1}""",
     "Could the high humidity explain the reading?", "the sensor record from the API"),
    ("permit-schedule", ["permit", "conditions", "dates"],
     """PERMIT EPR/BV5512MC - Oakden AD plant - Schedule 3, Table S3.1
Emission point   Parameter          Limit            Monitoring   Standard
A1 (CHP stack)   NOx                500 mg/m3        annual       BS EN 14792
A1 (CHP stack)   SO2                350 mg/m3        annual       BS EN 14791
A2 (flare)       operating hours    10 % of year     continuous   -
Issued 21/11/2019, varied 03/05/2024 (EPR/BV5512MC/V003)""",
     "How many hours could the flare run in 2026 without breaching this?", "the permit table"),
    ("car-form", ["car_form", "dates", "scores"],
     """COMPLIANCE ASSESSMENT REPORT  CAR ref: HP3928LD/0347812
Permit: EPR/HP3928LD   Operator: Fenwick Metals Ltd
Date of visit: 09/07/2026   Report issued: 14/07/2026
Condition 2.3.4  Non-compliance  Category 3
Condition 2.3.6  Non-compliance  Category 4
Condition 3.2.1  Compliant""",
     "What's the total compliance score from this, and which band does it put them in?",
     "the compliance report"),
    ("enforcement-letter", ["letter", "dates", "reference"],
     """Our ref: EN/26/0412
Your ref: FM/ENV/07

17 July 2026

Dear Mr Baines,

Enforcement notice - permit EPR/HP3928LD

Following our visit on 9 July 2026, we enclose an enforcement notice requiring you to remove the
cable stored on unsurfaced ground by 31 July 2026. You may appeal within 21 days of the date of this
letter.

Yours sincerely,
Area Environment Manager""",
     "By what date do they have to appeal?", "the regulator's letter"),
    ("abstraction-return", ["return", "daily_volumes", "dates"],
     """ABSTRACTION RETURN  Licence 6/33/21/*S/0142  Period: 01/06/2026 - 30/06/2026
Date     Volume (m3)   Method
01/06    62            meter
02/06    71            meter
...
12/06    -             not read
26/06    88            meter
Month total (metered days): 1,611 m3""",
     "How would you estimate the days I missed without getting it wrong?", "my June return so far"),
    ("permit-webhook-debug", ["webhook", "http_request", "signature", "debugging"],
     """POST /hooks/permits HTTP/1.1
Host: assist.greenfield-consult.example
webhook-id: msg_2Zb8QkL0vTq4Xe7Nw1PmR9sY
webhook-timestamp: 1783925100
webhook-signature: v1,K3p9bQ2nX8zT5yVw7cLm1hS4dFg9jE6aUoI2tR8sWkA=
Content-Type: application/json

{"type":"application.status_changed","data":{"application":"EPR/XP3301GT/A001","status":"duly_made"}}""",
     "Our endpoint rejects this as too old. How do I check the timestamp tolerance?",
     "the delivery that failed"),
    ("portal-error", ["error_dialog", "request_id", "metadata_like_first_line"],
     """Error Code: PAY-409
Request Id: 3f9a1c2e-7b4d-4e8a-a1f6-0c5d2b7e9f31
Timestamp: 2026-07-14 11:46:03 BST
Message: A payment for this application is already in progress.""",
     "Did my fee go through or not?", "the error the fee portal showed"),
    ("bale-log", ["production_log", "weights", "times"],
     """BALER 2 - BALE LOG 14/07/2026
Bale     Time    Material   Weight (kg)   Wire
B-88120  06:42   OCC        421           5
B-88121  06:58   OCC        418           5
B-88122  07:15   OCC        433           5
B-88123  07:31   PET        301           4""",
     "Why are the OCC bales so light this morning?", "the bale log"),
    ("contamination-audit", ["audit_sheet", "weights", "dates"],
     """INBOUND AUDIT  Load ref: KC-R4-260713   Date: 13/07/2026   Supplier: Kelby Council round 4
Sample weight: 61.2 kg
Target material: 44.8 kg (paper 19.1, card 11.0, cans 3.2, plastics 11.5)
Non-target: 16.4 kg (textiles 4.9, food 6.0, glass fines 3.7, other 1.8)""",
     "Work out the contamination percentage for the council's return.", "the audit sheet"),
    ("prn-record", ["evidence_note", "tonnages", "dates"],
     """PRN  PR26-0881-00412
Material: plastic   Tonnage: 250
Issued: 10/07/2026   Accepted by: Brightwell Compliance Scheme
Reprocessor: Castlebrook Plastics (R-PR-0881)   Period: Q3 2026""",
     "Can this PRN count towards the 2026 obligation if the scheme accepted it in July?", "the PRN"),
    ("sorter-faults", ["fault_log", "timestamps", "log_prefix"],
     """2026-07-14 05:40:12 OS-3 WARN air knife valve bank 3 no pressure
2026-07-14 05:40:15 OS-3 INFO ejection rate fell from 412/min to 288/min
2026-07-14 06:02:48 OS-3 WARN air knife valve bank 3 no pressure
2026-07-14 06:15:03 OS-3 INFO operator acknowledged""",
     "Is this a compressor problem or the valve bank?", "the sorter fault log"),
    ("offtake-email", ["email", "prices", "dates"],
     """From: Lena Morris <l.morris@fibretrade.example>
Sent: 10 July 2026 16:12
Subject: OCC price for August

Hi, we can take 6 loads of OCC (grade 1.05) in August at GBP 108/t delivered Hull, collection from
3 August. Moisture above 12 % will be deducted. Let me know by 17 July.""",
     "Is GBP 108 delivered better than the GBP 104 ex-works we have now? Haulage to Hull is GBP 9/t.",
     "the buyer's e-mail"),
    ("weighbridge-ticket", ["ticket", "weights", "times"],
     """BRACKENHURST LANDFILL - WEIGHBRIDGE TICKET
Ticket: WB2-260714-0193   Date: 14/07/2026
Vehicle: SK70 HRT   Carrier: CBDU299431
Gross: 26.48 t (07:41)   Tare: 11.20 t (07:58)   Net: 15.28 t
Waste: mixed C&D, EWC 17 09 04   Rate: standard""",
     "Work out the landfill tax on this load at the standard rate of GBP 130.75 per tonne.",
     "the weighbridge ticket"),
    ("waste-transfer-note", ["transfer_note", "dates", "codes"],
     """WASTE TRANSFER NOTE  WTN-FJ-2607
Description: mixed wood and plasterboard from refit, in 2 x 8 yd skips
EWC: 17 09 04   Quantity: approx. 3.5 t   Containment: skip
Transferor: Fenby Joinery Ltd, SIC 16.23   Transferee: Ridgeway Skip Hire (CBDU418101)
Date of transfer: 13/07/2026   Time: 15:20   Place: Unit 2, Fenby Trading Estate""",
     "Is it OK to put plasterboard in with the wood under one code?", "the transfer note"),
    ("consignment-note", ["consignment_note", "hazardous", "codes"],
     """HAZARDOUS WASTE CONSIGNMENT NOTE  Code: BRK114/00812
Part A: Producer Westway Garage, premises code WES021
Part B: 13 02 05* mineral-based engine oils, 1,200 l, liquid, HP14
Part C: Carrier CBDU299431, collected 14/07/2026 10:05
Part E: Received at BRK114, 14/07/2026 11:20""",
     "Is HP14 the only hazard code that belongs on waste engine oil?", "the consignment note"),
    ("gas-monitoring", ["monitoring_record", "readings", "dates"],
     """PERIMETER GAS MONITORING - BRACKENHURST  Round: July 2026
Borehole  Date        CH4 %v/v  CO2 %v/v  O2 %v/v  Flow l/h  Atm. pressure
GM12      13/07/2026  0.0       1.2       19.8     0.0       1002 mb falling
GM14      13/07/2026  6.2       9.8       11.1     0.4       1002 mb falling
GM15      13/07/2026  0.1       1.9       19.2     0.0       1002 mb falling""",
     "Is the GM14 result likely because pressure was falling?", "the monitoring record"),
    ("leachate-log", ["log", "levels", "dates"],
     """LEACHATE HEAD LOG  Cell 6  Sump LS6  Limit 1.00 m
Date        Level (m)   Pumped (m3)
07/07/2026  0.92        28
09/07/2026  0.97        0
11/07/2026  1.05        0
13/07/2026  1.12        28""",
     "When did it first go over the limit, and should we have reported it then?", "the leachate log"),
    ("carrier-certificate", ["registration", "dates", "numbers"],
     """REGISTRATION AS A CARRIER, BROKER AND DEALER OF CONTROLLED WASTE
Registration number: CBDU418101
Name: Ridgeway Skip Hire Ltd
Tier: upper tier
Registered: 02/09/2024   Expires: 02/09/2027""",
     "Does this cover us for brokering waste to other skip firms too?", "our registration certificate"),
    ("skip-order-json", ["api_response", "json", "metadata_like_first_line"],
     """{"id": "ord_7QkP2mXw9", "created_at": "2026-07-13T16:04:11Z", "skip": "8yd", "site": "14 Birch Rd",
 "permit_required": true, "permit_ref": "SKP-26-4471", "delivery_date": "2026-07-15"}""",
     "Do we need the permit before delivery or just before it goes on the road?", "the order from the booking system"),
    ("betriebstagebuch", ["logbook", "german", "times"],
     """Betriebstagebuch Kläranlage Unterried - 13.07.2026
06:30  Rundgang, Belebung 2 O2 0,9 mg/l, Gebläse 3 auf Hand 70 %
09:15  Ablauf NH4-N 4,8 mg/l (Schnelltest)
11:40  Fällmittelpumpe 1 gestört, Reserve zugeschaltet
14:05  Rücklaufschlamm 1 auf 120 % erhöht""",
     "Was könnte die schlechte Nitrifikation erklären?", "the works diary (Betriebstagebuch)"),
    ("bulletin-analyse", ["lab_report", "french", "dates"],
     """BULLETIN D'ANALYSE N° 26-07-0412
Prélèvement : 13/07/2026 à 08h30, sortie station Vallon-les-Prés
Réception laboratoire : 13/07/2026 à 14h10
DCO : 58 mg/l   DBO5 : 12 mg/l   MES : 21 mg/l   NGL : 9,4 mg/l
Rapport émis le 16/07/2026""",
     "Est-ce conforme aux normes de rejet habituelles pour une station de cette taille ?",
     "the lab report from the plant"),
]

OTHER_LANG = [
    "¿Me lo puedes explicar también en español?",
    "Kannst du das auch kurz auf Deutsch zusammenfassen?",
    "Peux-tu aussi me répondre en français ?",
    "Kun je het ook in het Nederlands uitleggen?",
    "Puoi spiegarlo anche in italiano?",
    "Consegues explicar também em português?",
]

ARRANGEMENTS = ["after", "before", "after_noblank", "intro_blanks", "pointing_wrapped", "same_line",
                "forwarded", "system_user", "quoted", "fence", "both_sides", "other_lang"]
SYSTEM_ENV = ("You are the environmental services assistant. Answer the user's question about the material "
              "they share,\nprecisely, and say when the data is not enough.")


def _arrange(k: int, arrangement: str, block: str, ask: str, intro: str) -> str:
    if arrangement == "after":
        return f"{block}\n\n{ask}"
    if arrangement == "before":
        return f"{ask}\n\n{block}"
    if arrangement == "after_noblank":
        return f"{block}\n{ask}"
    if arrangement == "intro_blanks":
        return f"Here is {intro}.\n\n\n{block}\n\n\n{ask}"
    if arrangement == "pointing_wrapped":
        return f"I've copied {intro} below, exactly as it\nappears on screen.\n\n{block}\n\n{ask}"
    if arrangement == "same_line":
        return f"{ask} This is {intro}: {block}"
    if arrangement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if arrangement == "system_user":
        return f"{SYSTEM_ENV}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if arrangement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"This is {intro}:\n\n{quoted}\n\n{ask}"
    if arrangement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if arrangement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there out of the ordinary?"
    assert arrangement == "other_lang"
    return f"{block}\n\n{ask} {OTHER_LANG[(k // 4) % len(OTHER_LANG)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            arrangement = ARRANGEMENTS[(k + step) % len(ARRANGEMENTS)]
            text = _arrange(k, arrangement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}",
                             ["hard_negative", "pasted", arrangement, *tags]))


# --- assembly -----------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen43(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    return make_holdout.assemble("hold43", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
