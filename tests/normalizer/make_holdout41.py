"""Build `prompt_normalizer/corpus/holdout41.jsonl`, a forty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout41.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout40.py` only the module docstrings were read
(printed from the top of each file to the closing quotes; of the later ones chiefly their labelling
rules and clarifications, with a keyword search over all of them for neighbours in this domain), to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (`build`, `main`
and the placement helpers of its pasted negatives) for the structure of a generator. (A listing of
`tests/normalizer/` showed file names only; a grep for the `Gen` subclass of `make_holdout24.py`
showed that class's first lines; the file names in `prompt_normalizer/corpus/` were counted, no
file there opened; the ruff settings of `pyproject.toml` were read for the lint.) Nothing here comes
from food and drink production.

The domain is emergency services and public safety. Earlier docstrings name neighbours in it:
emergency dispatch with CAD summaries and 112 call-takers (make_holdout6), Common Alerting Protocol
relays and alerts (make_holdout10, make_holdout18), a dispatch centre's clock (make_holdout12),
humanitarian logistics with food distribution points, waybills and convoys (make_holdout13),
security patrols and control-room consoles (make_holdout13), police alerts pasted by households
(make_holdout14), emergency management in make_holdout20 (ICS 202, 213 RR and 214 forms, shelter
registration and occupancy, resource requests, damage assessments, siren tests, a mass notification
test review, EOC radio logs and a radio scribe, situation reports, evacuation zone lookups and bus
timetables), a mountain rescue callout log and avalanche bulletins (make_holdout27), and alarm
receiving centres with a police false-alarm letter (make_holdout29). The scenarios here were written
around them: the dispatch system appears as a side panel that helps a dispatcher answer a caller's
relative from an event chronology (no summaries), and call centres as quality review, staffing
forecasts, a text relay and abandoned-call callbacks (no aid for live call-taking); alerts as cell
broadcast drafting, a warning app, a heat-health bulletin and a drill (no CAP, no siren or
notification tests); rest centres only as a welfare question and a volunteer deployment roster (no
registration or occupancy); relief logistics as warehouse stock, relief flights, sandbags, pumps and
water treatment (no distribution points, waybills or convoys); mountain rescue as a kit store and a
rope register (no callout log). A first draft's radio net scribe (close to make_holdout20's radio
scribe) was re-themed as a community emergency plan builder, a police community message (close to
make_holdout14's police alerts) as a community speedwatch sheet, and a dispatcher's handover summary
as a reply to a caller's relative. The sources are:

* fire and rescue services: an appliance-check tablet bridge behind HTTP headers (`Date`,
  `X-Request-ID`), hydrant surveys (YAML front matter with a quoted RFC 3339 `generated_at` and an
  unquoted nanoid session), an inspection letter whose date the letter tool fills in as today with
  its job id, a breathing apparatus entry control board (the board clock, a time alone, on its own
  line in a ChatML system turn), a Portuguese burn-permit line (Portuguese "today" and a session), a
  hose register (single-line JSON request id and epoch), fire investigation photo uploads
  (`[upload id=... received=...]`), home fire safety visit booking (a conversation id and a
  `(sent ...)` stamp on the resident's line), turnout figures "as of" a time for the request, a
  German Einsatzbericht writer (German "now" and a session), a French SDIS availability check (a
  dotted date-time and a request id under French labels), a training-records LMS behind B3 headers,
  extrication rescue sheets behind an X-Ray header, a Polish volunteer brigade (Polish "now" and a
  session); and as hard negatives an appliance check sheet with its own date and time, hydrant flow
  tests, a BA cylinder register, an enforcement notice, a fire control message log, a hose test CSV
  whose first column is `Timestamp`, a watch rota, a Portuguese burn authorisation, a fleet defect
  report, a multi-agency exercise debrief, a home visit record whose JSON opens with `"id"`, an inner
  cordon log, a German Einsatzbericht, a French intervention report, a Dutch exercise rota, a
  Portuguese incident report, few-shot incident times, a user-typed station clock, relative times,
  turnout arithmetic, and stable headers (a station header with a prompt version and review date,
  station XML with a commissioning date, an SOP's front matter with revision and review dates, a
  ChatML turn with a message format's issue date, a station table with years of establishment, a
  language cookie);
* ambulance services and emergency dispatch: a dispatch side panel (an XML attribute `snapshot_at`
  on the context around an event chronology), a hospital handover queue "as of" a time for the
  request with its query id, an ePCR narrative writer (pretty JSON with a UUIDv7 session and an
  `isoformat()` device time), a make-ready tablet (a time alone), a patient transport booking line
  (Call-ID and answer time), a clinical hub behind a traceparent HTML comment, a protocol-card
  trainer behind a Llama 3 system header (`Today Date`, with `Cutting Knowledge Date` staying), a
  crew-app shift swap relayed with a `[received ...]` prefix, a response-time query window computed
  from now (both ends in one span), a defibrillator registry queried "at" a time with its lookup id,
  air ambulance weather fetched "at" a Zulu time, a dispatcher training simulator (a trainee session
  and a scenario seed drawn per run), a complaint reply dated today by the letter tool, a Mistral
  `[INST]` station helper (current time in the instruction), a Japanese ambulance-use guide
  (Japanese "now"); and as hard negatives an event chronology, a vehicle status log, ePCR vitals, a
  handover delay report, a clinical callback log, an MDT dialog that opens with `Date:`, `Time:` and
  `Request ID:`, another MDT dialog pasted between the user's sentences, response-time tables, a
  drug pack label, a roster CSV, a defibrillator inspection record, a transport booking SMS, an
  Italian 118 service sheet, a Mistral prompt with user-typed pad and battery dates, a traceparent
  and Unix epochs the user asks about, CAD, MDT firmware and gateway versions, ISO weeks of a roster,
  CAD integration settings (API version, tenant, time zone), a clinical hub's `[ctx ...]` line with
  an API version, and an event number introduced by the user's sentence on the same line;
* emergency call centres: a call quality review console (review session and opening time) over a
  transcript whose offsets stay, a staffing forecast run whose id and start sit inside a sentence, a
  text relay for deaf callers (`Msg-Id` and `Received` after the caller's text), an abandoned-call
  callback helper (a logfmt line with Go RFC3339Nano and a request id); and as hard negatives a call
  record export, a telecoms supplier's outage e-mail with its `Date` and `Message-ID`, an ACD queue
  log whose lines open with `[2026-...]`, and an audit scorecard;
* police records and community policing: an online crime report (markdown session rows), a property
  store's item history pulled "at" a time for the request, beat meeting notes with a `--` footer, a
  firearms licensing portal's session JWT, a front counter kiosk (a weekday with a time and a kiosk
  session), CCTV disclosure requests arriving as a Standard Webhooks delivery (id, timestamp and
  signature move; the request stays), a stop and search explainer (Go `time.Now().String()`), a
  Dutch neighbourhood team's web helper (Dutch "today"), a case file summariser (two XML attributes in
  a one-line `<meta>`), online collision reporting (ObjectId conversation and client time), a
  crime prevention adviser behind an upper-case `X-Correlation-ID` and `Date`, a custody system
  clock above a custody record whose times stay; and as hard negatives a crime acknowledgement
  e-mail, a property movement log, a custody record extract, a stop and search record, a collision
  report, a firearms renewal letter, PACT meeting minutes, a CCTV request form, street-crime JSON
  whose objects open with `"id"`, a witness statement, a community speedwatch sheet, a JWT the user
  decodes, a crime reference and an incident number that begin with dates, a collision advice
  template's revision in an HTML comment, and a knowledge-base preamble with a model and its
  knowledge cutoff;
* coastguard, lifeboats and search and rescue volunteers: a lifeboat station's return of service
  (station clock and session), a DSC distress alert relayed with an `[rx ...]` prefix, a drift model
  run (id and start in a sentence), a mountain rescue kit store (TOML front matter with a ULID
  session and an unquoted RFC 3339 time), a cave rescue surface controller (a Semantic Kernel
  current-time sentence inside a paragraph), a search dog training log (the current ISO week), a
  drone search planner (`KEY=value` lines with a KSUID run and an epoch in ns), a surf lifesaving
  patrol (nested YAML session and start), a Norwegian lifeboat crew (Norwegian "today"), an inshore
  rescue boat's maintenance laptop (Windows clock); and as hard negatives an MRCC radio log, a return
  of service, a decoded DSC alert, drift output, a rope register, a search dog certificate, a drone
  flight log CSV, a lifeguard daily log, a Norwegian lifeboat logbook, a volunteer profile with
  member-since and medical dates, a vessel header with MMSI and call sign, grid references, a SAR
  planner's single-line JSON with an API version, and a Llama 3 header with only its knowledge cutoff;
* disaster relief logistics: a warehouse stock snapshot "as of" a time with its snapshot id, sandbag
  requests arriving as a CloudEvent (`id` and `time` move, the request's data stays), a water
  treatment unit's controller clock in Unix seconds, a volunteer deployment bot's Slack event
  envelope, a relief flight manifest check (Python logging `Request received` and a job id), donated
  goods triage under a mailbox poll stamp (the e-mail's own `Date` stays), an Italian Protezione
  Civile group and a Spanish Protección Civil group (localized "now"), a high-volume pump
  coordinator behind a Cloudflare ray id; and as hard negatives a printed stock report, a cargo
  manifest with AWB numbers, a sandbag allocation sheet, a volunteer deployment roster, water lab
  results, a donation offer e-mail, a Spanish preventive service report, and a tabletop exercise
  inject with its scenario clock;
* civil protection alerts: a cell broadcast drafter (`Prompt assembled` and a draft request id), a
  heat-health bulletin dated today by the bulletin tool with its job, public warning app support
  behind Heroku headers (`X-Request-Start` in ms), an earthquake drill reminder (RFC 2822
  `Processed` at the head), a community emergency plan builder (planner clock and session), an alert
  translation pipeline (`[ctx run=... at=...]`); and as hard negatives a cell broadcast as sent, a
  heat-health alert as issued, drill after-action notes, release notes with CalVer builds, an alert
  translation file with its issue and expiry times, an alert template with unrendered
  `{{issued_at}}` placeholders, and an exercise sentence with a today's-looking date to translate.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Apache `time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go
RFC3339Nano and `time.Now().String()` with its monotonic reading, .NET round-trip and "f",
JavaScript `toISOString()` and `toString()`, Windows general, English long dates, ISO dates, ISO
basic, compact `YYYYMMDDHHMMSS`, ISO week dates, Llama 3.1's `Today Date`, `DD Mon YYYY HH:MM` with a
zone, `DD/MM/YYYY HH:MM`, dotted day-first dates with seconds, ISO date-times to the minute with a
zone name, a day-time group (`051102Z APR 26`), a Zulu time alone, a time of day alone, a time with
its zone, a weekday with a time, a query window with both ends, epochs in s, ms, us and ns, and "now"
or "today" written in German, French, Spanish, Italian, Portuguese, Dutch, Norwegian, Polish and
Japanese. Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId, traceparent, B3, AWS X-Ray,
Cloudflare ray ids, long hex (lower and upper case), base62 and base64url tokens, JWTs, snowflakes, a
SIP-style Call-ID, Slack event ids, CloudEvents ids, Standard Webhooks ids and signatures, a seed,
and vendor-prefixed ids (`rq_`, `up_`, `conv_`, `hq_`, `lj_`, `ts_`, `rv_`, `fc_`, `ks_`, `msg_`,
`dr_`, `snp_`, `mc_`, `bj_`, `ps_`).

Prompts are in English (British, US and Australian settings) and in German, French, Portuguese,
Spanish, Italian, Dutch, Norwegian, Polish and Japanese, with pasted reports in German, French,
Spanish, Italian, Dutch, Norwegian and Portuguese, a Welsh user line, and questions in other
languages appended to some pasted blocks. Prompts in those languages end with the user's message or
with the metadata after it.

What it is: 302 prompts. 140 carry volatile fields (194 spans): 70 hand-written positives (114
spans; 42 with two fields, one with three) and 70 generated ones (80 spans; 10 with two fields). 162
carry none: 34 hand-written negatives outside the pasted-block family (32 hard negatives: stable
headers and look-alikes in program positions, values the user asks about, few-shot dates, an
unrendered template, user-typed clocks, relative times, time arithmetic, a scenario clock, exercise
content; and two plain controls) and 128 hard negatives built from 64 pasted blocks, each placed
twice, at placements k and k+7 of fourteen arrangements: question after the block, before it, typed
straight under it with no blank line, a question line that ends with the block's introduction and a
colon, an introduction with two blank lines each side, quoted with "> " below an introduction, in a
code fence, in an earlier user turn of a chat, in a user turn under a system prompt, in a ChatML
user turn, inside a Mistral `[INST]`, with a question before and a follow-up after, in a Llama 3
user turn, and with a question in another language appended (for the blocks in other languages, a
request to answer in English). Several blocks open with lines exactly like program metadata
(`Date:`, `Time:`, `Request ID:`, `Timestamp,`, `[2026-...]`, `{"id": ...`, `From:` and `Date:` of
an e-mail, `Message identifier:`). The positives put the same-looking lines in program positions;
thirty-three of the hand-written ones sit next to content with its own dates, times or ids (typed or
pasted by the user, fetched by the program, or inside a delivery), where only the program's values
are labelled. The generated positive family puts one field, or one time and one id (ten cases, where
the position can hold two), at one of twelve positions (head, system tail, header block with stable
neighbours, after the last user message, footer after `--`, YAML front matter, pretty JSON members
never last in their object, an XML attribute between stable attributes, `key=value` pairs in a
bracketed context line between stable pairs, an HTML comment, a markdown bullet, a markdown table
row; five or six each) of 16 bodies (11 English, 5 in German, French, Spanish, Italian and Dutch,
which end with the user's message or the metadata after it), drawn from 40 formats and labels (38
used) or, for 7 cases, the current date and time labelled and written in the body's language. The
output is deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit
results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout40.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work sessions, per-message stamps, device clocks,
holds and expiries computed from now, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Emergency-service records are content: incident, event, crime reference, property, custody,
  collision, enforcement, request, complaint, AWB and allocation numbers (also when they begin with a
  date), call, mobilisation, status, arrival, handover, review, launch, rehousing, check-in and flight
  times, observation times, the relevant time and review times under PACE, test, inspection,
  manufacture, expiry and validity dates, DSC, METAR and TAF times, datums and drift times, alert
  issue and validity times, cell broadcast message identifiers and serials, and the times of an
  event chronology stay, also next to a program's stamp and also when the program fetched them for
  this request; only the stamp ("Turnout figures as of <time> for this request:", "Registry queried
  at <time> (lookup <id>) for this request:", `snapshot_at=`) and the ids minted for the query,
  lookup, snapshot, upload or check move.
* Work sessions are sessions: a review console, a trainee's simulator session, a kiosk session, a
  plan session, a kit store session, a patrol session, a chat conversation, a desk session, a patient
  transport call's Call-ID with its answer time and a portal session token move, and so does their
  start (`Review opened:`, `session_opened:`); stations, appliances, call signs, vessels and MMSIs,
  teams, forces, units, tenants, control rooms, cylinders, ropes, dogs, volunteers and pager numbers
  stay.
* Device and site clocks read for this request are the current time in any form: a BA board clock,
  a make-ready tablet, a station clock, a custody system clock, a kiosk time with its weekday, a water
  unit controller in Unix seconds, a planner clock, a station laptop's Windows clock. Times that a
  crew member, caller or officer types ("it's 23:20", "Pagers went 16:42", "It's 03:40 here at the
  station") and a tabletop exercise's scenario clock stay.
* A scenario seed drawn for each simulator run is a nonce, and the prompt says so.
* Envelope vs payload: a Standard Webhooks delivery's `webhook-id`, `webhook-timestamp` and
  `webhook-signature`, a CloudEvent's `id` and `time` and a Slack event's `event_id` and
  `event_time` move; the CCTV request, the sandbag request and the volunteer's message inside them
  stay. A relayed DSC alert's `[rx ...]` prefix moves, the alert's MMSI, position and UTC time stay;
  a mailbox poll time above an e-mail moves, the e-mail's own `Date` stays.
* "Today" written into an artefact by the program moves with its job id: an inspection letter's
  date, a complaint reply's date, a heat-health bulletin's date.
* A Mistral `[INST]` prompt ends with `[/INST]`, which is not a cue line under rule 4, so the
  trailer of a Mistral positive follows it, as rule 4's machinery gives; its stamp sits on a line
  of its own inside the instruction.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Turnout figures as of <time> for this request:" leaves "Turnout figures for this request:";
  "Forecast run <id> started at <time> on model erlang-c-v3." leaves "Forecast run started on model
  erlang-c-v3."); a parenthesised id is cut with its parentheses and sits before "for this request:"
  so that no space is left before a colon; `key=value` pairs and XML attributes are followed by a
  stable neighbour; single-line JSON members are cut with the comma after them, and volatile
  members of pretty-printed JSON are never the last member of their object; a markdown row or
  bullet, an HTML comment, a `KEY=value` line, a YAML or TOML member, a line holding one field
  ("Letter date (filled in by the letter tool, today): ...") and a stamp on its own line in a ChatML
  system turn are whole-line spans; footers hold one field per line; a `[received ...]` or
  `[rx ...]` prefix is cut from the front of its line and a `(sent ...)` stamp from the end of the
  user's line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives other than the Mistral ones; prompts in the other languages end with the user's message
  or with the metadata after it.
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

SEED = 41_911_2026
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout41.jsonl"
SRC = "holdout41:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
WET = timezone(timedelta(0), "WET")
WEST = timezone(timedelta(hours=1), "WEST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
AEST = timezone(timedelta(hours=10), "AEST")
NZST = timezone(timedelta(hours=12), "NZST")
JST = timezone(timedelta(hours=9), "JST")


class Gen41(Gen):
    """make_holdout's Gen with the zones of this corpus and a few public-safety value shapes."""

    def _summer(self, t: datetime) -> bool:
        return 4 <= t.month <= 10

    def uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if self._summer(t) else GMT)

    def pt(self) -> datetime:
        t = self.moment()
        return t.astimezone(WEST if self._summer(t) else WET)

    def eu(self) -> datetime:
        return self.moment_eu()

    def us(self) -> datetime:
        return self.moment_us()

    def utc(self) -> datetime:
        return self.moment()

    def zone(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def prefixed(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)

    def callid(self) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-{self.hex(4)}@sbc{self.small(1, 5)}.voice.example"

    def b3(self) -> tuple[str, str]:
        return self.hex(32), self.hex(16)


# --- localized "now" renderings --------------------------------------------------------------------------

DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
NO_DAYS = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
NO_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
PL_DAYS = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour} h {t:%M}"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def it_now(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def pt_now(t: datetime) -> str:
    return f"{PT_DAYS[t.weekday()]}, {t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def nl_now(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def no_now(t: datetime) -> str:
    return f"{NO_DAYS[t.weekday()]} {t.day}. {NO_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def pl_now(t: datetime) -> str:
    return f"{PL_DAYS[t.weekday()]}, {t.day} {PL_MONTHS[t.month - 1]} {t.year}, godz. {t:%H:%M}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日（{JA_DAYS[t.weekday()]}）{t.hour}時{t:%M}分"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def hhmm_zone(t: datetime) -> str:
    return f"{t:%H:%M} {t.tzname()}"


def weekday_time(t: datetime) -> str:
    return f"{DAYS[t.weekday()]} {t:%H:%M}"


def dtg(t: datetime) -> str:
    """A day-time group in UTC, as marine and SAR desks write it: `141432Z MAR 26`."""
    u = t.astimezone(UTC)
    return f"{u:%d%H%M}Z {u:%b}".upper() + f" {u:%y}"


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%S}Z"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


# --- positives --------------------------------------------------------------------------------------------

POS: list[Callable[[Gen41], Draft]] = []


def pos(fn: Callable[[Gen41], Draft]) -> Callable[[Gen41], Draft]:
    POS.append(fn)
    return fn


# fire and rescue services ----------------------------------------------------------------------------------


@pos
def _rig_check_headers(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""RigCheck tablet bridge
Host: rigcheck.firecontrol.example
Station: Redhill (S23)
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
Appliance: Pump Rescue Ladder, call sign 231

You help firefighters finish the daily appliance inventory check. Answer from the stowage plan and say
which locker an item belongs in. If an item is missing, tell them to raise a defect in RigCheck.

Firefighter: The small gas detector isn't in locker 4 where the plan says it should be. Where else could
it be stowed?
Assistant:""", SRC + "pos:fire:rig-check", ["header_block", "http_date", "request_id", "stable_neighbours"])


@pos
def _hydrant_front_matter(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""---
app: hydrant-survey
brigade: north-downs
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('session_id', 'session_id: ' + g.nanoid())}
crew: White Watch, Redhill
---
You help crews record hydrant inspections. Use the readings the crew typed and decide whether the
hydrant passes (static pressure at least 1.5 bar, flow at least 1,500 l/min).

Crew notes: H-2231 outside 14 Station Road, cap seized, freed with bar. Static 2.4 bar, flow 1,380 l/min,
last inspected 2025-06-18 according to the plate.
Result:""", SRC + "pos:fire:hydrant-survey", ["front_matter", "rfc3339", "nanoid", "content_dates_neighbour"])


@pos
def _inspection_report_draft(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You draft fire safety inspection letters for the protection team. Formal British English, cite the
article of the Fire Safety Order for each deficiency, and never add deficiencies the inspector did not
record.
Letter template: FSO-LTR-3 (rev. 2025-11)
{v('date', 'Letter date (filled in by the letter tool, today): ' + long_date(t))}
{v('run_id', 'Letter job: lj_' + g.b62(18))}

Inspector's notes (visit on 3 February 2026, The Anchor, 12 Quay Street):
- Fire door to kitchen wedged open at 14:10, self-closer removed.
- Emergency lighting test log last signed 14 August 2025.
- Fire risk assessment dated 2022, not reviewed since refurbishment.

Draft the letter.""", SRC + "pos:fire:inspection-letter", ["today_in_artefact", "long_date", "job_id", "content_dates_neighbour"])


@pos
def _ba_board_chatml(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""<|im_start|>system
You support the entry control officer at a breathing apparatus entry control board. Work out time of
whistle for each wearer from the gauge reading and time of entry the ECO gives you, and flag anyone within
10 minutes of whistle. Show your arithmetic.
{v('datetime', 'Board clock (read for this request): ' + f'{t:%H:%M:%S}')}
<|im_end|>
<|im_start|>user
Wearer 1 Davies, entered 14:02, gauge 290 bar, cylinder 6.8 l. Wearer 2 Okafor, entered 14:02, gauge 280 bar.
Both working on the first floor.<|im_end|>
<|im_start|>assistant""", SRC + "pos:fire:ba-entry-control",
                 ["chatml", "system_tail", "time_alone", "device_clock", "content_times_neighbour"])


@pos
def _burn_permit_pt(g: Gen41) -> Draft:
    t = g.pt()
    return Draft(f"""És o assistente da linha de apoio dos Bombeiros Voluntários de Arouca para queimas e queimadas.
Explica as regras em linguagem simples e lembra sempre que as queimadas precisam de autorização prévia
da câmara municipal.
{v('date', 'Data de hoje: ' + pt_now(t))}
{v('session_id', 'Sessão: ' + g.hex(20))}
Canal: WhatsApp

Munícipe: Posso queimar os sobrantes da poda amanhã de manhã no meu quintal em Moldes? O índice de risco
de incêndio está baixo esta semana.""", SRC + "pos:fire:burn-permit-pt",
                 ["localized_now", "portuguese", "session_id", "system_tail", "ends_with_user"])


@pos
def _hose_test_json_line(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""{{"tool":"hose-register",{v('request_id', '"req":"rq_' + g.b62(16) + '",')}{v('epoch', '"ts":' + str(epoch_s(t)) + ',')}"station":"S12","schema":4}}
You keep the hose test register for Station 12. Each length is pressure tested once a year at 15 bar and
condemned after three failed tests or visible damage to the lining.

Watch manager: Length 45-117 failed today at 11 bar, and it failed in March as well. Condemn it or
retest?
Assistant:""", SRC + "pos:fire:hose-register", ["json_inline", "head", "epoch_s", "request_id", "stable_neighbours"])


@pos
def _fire_investigation_upload(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You assist fire investigators with scene photo logs. Describe what each photo shows in neutral terms
and never state a cause; that is the investigator's call.

[upload {v('request_id', 'id=up_' + g.b62(14))} {v('datetime', 'received=' + rfc3339(t))} scene=FI-26-0091 photos=3]
IMG_4471.JPG  south-east corner of lounge, V-pattern above socket outlet
IMG_4472.JPG  melted extension lead on floor, 4-way, one plug still inserted
IMG_4473.JPG  smoke alarm in hallway, battery compartment empty

Investigator: Write the photo log entries in our usual format.
Assistant:""", SRC + "pos:fire:investigation-upload",
                 ["bracketed_kv", "upload_id", "rfc3339", "program_line_above_material"])


@pos
def _home_safety_visit_widget(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You book free home fire safety visits for residents of the county. Priority goes to people over 65,
people who live alone, smokers and anyone with reduced mobility. Ask for a postcode and a phone number,
and never promise a date: a crew will call to arrange it.
{v('session_id', 'Conversation: conv_' + g.b62(22))}

Resident: My dad is 82 and lives on his own in Bexhill. He's still got the smoke alarm from when he moved in, 2009 I think. Can someone come and check it? {v('datetime', '(sent ' + f'{t:%H:%M}' + ')')}
Assistant:""", SRC + "pos:fire:home-safety-visit",
                 ["chat_widget", "conversation_id", "sent_stamp", "time_alone", "content_dates_neighbour"])


@pos
def _turnout_performance_asof(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help station managers read turnout performance. Turnout time is from the alert to the appliance
booking mobile; the standard is 90 seconds by day and 5 minutes for on-call crews.

Turnout figures {v('datetime', 'as of ' + f'{t:%d %b %Y %H:%M} {t.tzname()}')} for this request:
Station   Crewing    Alerts   Median turnout   Within standard
S23       wholetime  112      01:12            94%
S31       on-call     38      04:41            82%
S34       on-call     21      05:26            57%

Manager: Why might S34 be so far behind S31 when both are on-call stations?
Assistant:""", SRC + "pos:fire:turnout-performance",
                 ["as_of_phrase", "dd_mon_yyyy", "fetched_data_neighbour"])


@pos
def _feuerwehr_einsatzbericht(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Du hilfst den Gruppenführern der Freiwilligen Feuerwehr Bad Tölz beim Schreiben von Einsatzberichten.
Schreibe sachlich, im Präteritum, ohne Namen von Betroffenen.
{v('datetime', 'Aktuelle Zeit: ' + de_now(t))}
{v('session_id', 'Sitzung: ' + g.uuid4())}
Wache: Gerätehaus Mitte

Gruppenführer: Einsatz 26-0318, Alarmierung 06:41 wegen Ölspur auf der B472 zwischen Ellbach und
Kirchbichl, etwa 800 Meter. Gebunden mit 6 Sack Ölbindemittel, Straßenmeisterei informiert, Einsatzende
07:55. Bitte einen kurzen Bericht.""", SRC + "pos:fire:einsatzbericht-de",
                 ["localized_now", "german", "session_id", "system_tail", "content_times_neighbour", "ends_with_user"])


@pos
def _sdis_availability_fr(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""{v('datetime', 'Horodatage : ' + dmy_dotted(t))}
{v('request_id', 'Identifiant de requête : ' + g.uuid4())}
Centre : CIS Saint-Jean-de-Luz
Tu aides le chef de centre à vérifier la disponibilité des sapeurs-pompiers volontaires pour la garde
du week-end. Réponds en français et signale les postes non pourvus.

Chef de centre : Pour samedi il me manque un chef d'agrès VSAV et un conducteur FPT. Qui dans la liste
des dispos peut tenir ces postes ?""", SRC + "pos:fire:sdis-availability-fr",
                 ["head", "header_block", "french", "dotted_datetime", "request_id", "ends_with_user"])


@pos
def _training_records_b3(g: Gen41) -> Draft:
    trace, span = g.b3()
    return Draft(f"""Training records assistant - Fire Academy LMS
{v('trace_id', 'X-B3-TraceId: ' + trace)}
{v('trace_id', 'X-B3-SpanId: ' + span)}
X-B3-Sampled: 1
Tenant: south-coast-frs

Tell firefighters which of their competencies are due and what they need to book. Competency cycles:
breathing apparatus 2 years, casualty care 3 years, working at height 3 years, water rescue 2 years.

Firefighter: My BA was done in May 2024 and casualty care in January 2023. What do I need to book first?
Assistant:""", SRC + "pos:fire:training-records-b3", ["header_block", "b3", "trace_id", "stable_neighbours"])


@pos
def _rescue_cards_xray(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You answer extrication questions for crews using manufacturers' rescue sheets. Always name the airbag
inflators and high-voltage components and where not to cut.

Crew: RTC, 2021 hybrid hatchback on its roof, driver trapped. Where are the high-voltage cables and is
the B-pillar safe to cut?
Assistant:""", SRC + "pos:fire:rescue-sheets", ["head", "amzn_trace", "trace_id"])


# ambulance services and emergency dispatch -----------------------------------------------------------------


@pos
def _cad_panel_xml(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You sit in the side panel of the dispatch system and help the dispatcher keep track of an incident.
Summarise only what is in the event chronology; do not recommend resources, the dispatcher decides.

<cad_context dispatcher="D-114" {v('datetime', 'snapshot_at="' + rfc3339(t, 3) + '"')} desk="NE-2">
<chronology event="E26-0412-118">
02:14:07 Call answered, caller reports man collapsed outside the leisure centre, Harlow Road
02:14:51 Triage: not breathing, CPR instructions given
02:15:02 Allocated: RRV 4412, DCA 4309
02:19:40 RRV 4412 on scene
</chronology>
</cad_context>

Dispatcher: The caller's son is back on the line asking where the ambulance is. What can I tell him
from this, without promising a time?
Assistant:""", SRC + "pos:ambulance:cad-panel", ["xml_attr", "rfc3339", "snapshot", "content_times_neighbour"])


@pos
def _handover_queue(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the hospital ambulance liaison officer plan releases at the emergency department. Crews should
be released within 30 minutes of arrival; anything over 60 minutes is escalated to the site manager.

Handover queue at the Royal Infirmary {v('datetime', 'as of ' + f'{t:%H:%M} {t.tzname()}')} {v('request_id', '(query hq_' + g.b62(12) + ')')} for this request:
DCA 4309  arrived 13:05  patient category 2  status: awaiting cubicle
DCA 4417  arrived 13:22  patient category 3  status: corridor care
DCA 4120  arrived 13:51  patient category 2  status: handed over 14:09

Officer: Which crews do I need to escalate, and which one should I push for next?
Assistant:""", SRC + "pos:ambulance:handover-queue",
                 ["as_of_phrase", "time_with_zone", "query_id", "two_in_line", "fetched_data_neighbour"])


@pos
def _epcr_narrative_json(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""{{
  "app": "epcr-narrative",
  {v('session_id', '"record_session": "' + g.uuid7(t) + '",')}
  {v('datetime', '"device_time": "' + py_iso(t) + '",')}
  "trust": "east-region",
  "crew_grade": "paramedic"
}}
Turn the crew's observations into a clear clinical narrative for the patient care record. Keep every time
and value exactly as written.

Observations:
19:42 RR 24, SpO2 93% on air, HR 112, BP 148/92, GCS 15
19:50 salbutamol 5 mg nebulised
20:01 RR 20, SpO2 96%, HR 104, wheeze reduced
Narrative:""", SRC + "pos:ambulance:epcr-narrative",
                 ["json_block", "uuid7", "python_isoformat", "head", "content_times_neighbour"])


@pos
def _make_ready_tablet(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Make Ready assistant, Hub 3 vehicle preparation bay.
Vehicle: DCA 4309 (Fiat Ducato, reg. YK24 RXF)
{v('datetime', 'Tablet time: ' + f'{t:%H:%M}')}

You tell the make-ready operative what still needs doing before the vehicle goes back on the road. Drug
and consumable expiries come from the stock list they read out.

Operative: Oxygen D size 3/4 full, defib pads expire 2026-09, Entonox full, one paediatric BVM missing.
What's left before I can sign it off?
Assistant:""", SRC + "pos:ambulance:make-ready", ["header_block", "time_alone", "device_clock", "stable_neighbours"])


@pos
def _nepts_call(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Patient transport booking line - agent assist
{v('session_id', 'Call-ID: ' + g.callid())}
{v('datetime', 'Call answered: ' + iso_space(t))}
Line: NEPTS bookings (renal)
Agent: K. Adeyemi

Eligibility: patients qualify if their medical condition means they cannot travel by other means. Renal
dialysis patients are eligible on the day of treatment.

Caller: It's about my mum, she has dialysis Monday, Wednesday and Friday at 07:30 at St Luke's. Her
regular booking stopped after 28 February. Can you set it up again from next week?
Suggested reply:""", SRC + "pos:ambulance:nepts-call",
                 ["header_block", "call_id", "call_start", "iso_space", "content_times_neighbour"])


@pos
def _clinical_hub_html_comment(g: Gen41) -> Draft:
    return Draft(f"""{v('trace_id', '<!-- traceparent: ' + g.traceparent() + ' -->')}
You support clinicians in the ambulance clinical hub who call back lower-acuity 999 patients. Suggest the
questions to ask next, in order; you do not make the disposition.

Clinician: 79-year-old woman, fell in the kitchen about 40 minutes ago, on the floor, says she isn't hurt
but can't get up, on apixaban. What do I ask next?
Assistant:""", SRC + "pos:ambulance:clinical-hub", ["html_comment", "traceparent", "head"])


@pos
def _llama3_protocol_helper(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + f'{t.day:02d} {t:%b %Y}')}

You explain the dispatch protocol cards to new emergency medical dispatchers in training. Stick to the card
wording and say which determinant a scenario leads to.<|eot_id|><|start_header_id|>user<|end_header_id|>

Caller says her husband is breathing but won't wake up after drinking all afternoon. Which card and which
questions come first?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", SRC + "pos:ambulance:llama3-protocol",
                 ["llama3", "today_date", "knowledge_cutoff_neighbour", "system_tail"])


@pos
def _roster_swap_relay(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the rota team at Westgate ambulance station check shift swaps against the rules: at least 11
hours' rest between shifts, no more than 4 night shifts in a row, and both staff on the same grade.

Relayed from the crew app:
{v('datetime', '[received ' + iso_space(t) + ']')} Swap request: Tom Hale (paramedic) gives his night shift
19:00-07:00 on 21 April to Priya Nair (paramedic). Priya is on days 07:00-19:00 on 21 April and nights on 18,
19 and 20 April.

Rota clerk: Can I approve this?
Assistant:""", SRC + "pos:ambulance:roster-swap-relay",
                 ["received_prefix", "relayed_line", "iso_space", "content_dates_neighbour"])


@pos
def _response_dashboard_window(g: Gen41) -> Draft:
    t = g.utc()
    start = t - timedelta(hours=24)
    return Draft(f"""Performance assistant for the ambulance operations centre. Explain the response-time figures in
plain words for the duty manager. Category 1 mean target: 7 minutes; 90th centile: 15 minutes.

Query window (last 24 hours):
{v('datetime', 'from ' + rfc3339(start) + ' to ' + rfc3339(t))}
Category 1  incidents 41  mean 00:08:12  90th centile 00:14:37
Category 2  incidents 212 mean 00:31:05  90th centile 01:06:40

Manager: Are we on target for category 1?
Assistant:""", SRC + "pos:ambulance:response-dashboard",
                 ["query_window", "rfc3339", "two_ends_one_span", "fetched_data_neighbour"])


@pos
def _aed_registry_lookup(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help call handlers direct bystanders to the nearest public-access defibrillator. Give the cabinet
location in words a caller can follow and the access code only if the cabinet is locked.

Registry queried {v('datetime', 'at ' + f'{t:%H:%M:%S} {t.tzname()}')} {v('request_id', '(lookup ' + g.hex(12) + ')')} for this request:
AED-7731  Village hall, Church Lane, left of main door   locked, code C1904   pads expire 2027-03   last checked 2026-02-02
AED-7740  Co-op, High Street, inside entrance            unlocked, store hours 07:00-22:00   last checked 2026-01-28

Call handler: Caller is outside the church in Little Cawthorpe, it's 23:20. Which one?
Assistant:""", SRC + "pos:ambulance:aed-registry",
                 ["at_phrase", "lookup_id", "two_in_line", "fetched_data_neighbour", "user_typed_clock_neighbour"])


@pos
def _hems_weather_fetch(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""You brief the air ambulance crew on whether weather allows a mission. Daytime minima: cloud base 600 ft,
visibility 3 km; night: 1,000 ft and 5 km.

Weather fetched {v('datetime', 'at ' + f'{t:%H%M}Z')} for this tasking:
METAR EGNM 141420Z 24012KT 6000 -RA BKN008 OVC015 09/07 Q1004
TAF EGNM 141100Z 1412/1512 23012KT 8000 BKN012 TEMPO 1414/1418 4000 RA BKN007

Pilot: Tasking to a farm near Skipton, 22 nm north-west. Go or no go?
Assistant:""", SRC + "pos:ambulance:hems-weather", ["at_phrase", "zulu_time", "fetched_data_neighbour"])


@pos
def _dispatch_simulator(g: Gen41) -> Draft:
    return Draft(f"""Dispatcher training simulator - scenario engine
Scenario pack: rural-medical-2
{v('session_id', 'Trainee session: ts_' + g.b62(18))}
{v('nonce', 'Scenario seed: ' + str(g.rng.getrandbits(32)))}
(The seed is drawn fresh for every scenario run.)

Play the caller in a realistic emergency call. Stay in character, answer only what the trainee asks, and
get more distressed if the trainee goes silent for a long time.

Trainee: Ambulance service, is the patient breathing?
Caller:""", SRC + "pos:ambulance:dispatch-simulator",
                 ["header_block", "session_id", "seed_nonce", "stable_neighbours"])


@pos
def _pals_letter(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You draft replies to patient complaints for the ambulance service's patient experience team. Apologise
once, explain what happened using the timeline, and say what has changed. No clinical opinions.

{v('date', 'Letter date (filled in by the letter tool, today): ' + f'{t.day} {t:%B %Y}')}
{v('run_id', 'Letter job: lj_' + g.b62(16))}
Complaint ref: PX-2026-0387

Timeline from the investigation:
21:47 999 call, category 3 (fall, no injury reported)
23:58 call back by clinician, upgraded to category 2
00:36 ambulance on scene
Complainant: daughter, says her mother waited almost three hours on the floor.

Draft the reply.""", SRC + "pos:ambulance:pals-letter", ["today_in_artefact", "job_id", "content_times_neighbour"])


@pos
def _mistral_station_assistant(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""<s>[INST] You are the station assistant for Kingsbridge ambulance station. Answer questions about
the station's kit, parking and procedures from the station handbook only.
{v('datetime', 'Current time: ' + f'{t:%Y-%m-%d %H:%M} {t.tzname()}')}

Where do I put a used sharps bin that's full, and who orders a new one? [/INST]""",
                 SRC + "pos:ambulance:mistral-station", ["mistral_inst", "system_tail", "iso_minutes_zone"])


@pos
def _kyukyu_ja(g: Gen41) -> Draft:
    t = g.zone(JST)
    return Draft(f"""あなたは市消防局の「救急車利用ガイド」チャットボットです。救急車を呼ぶべきか迷っている市民に、
#7119（救急安心センター）の案内を含めて、やさしい日本語で答えてください。診断はしないでください。
{v('datetime', '現在時刻：' + ja_now(t))}

利用者：70歳の父が夕食後から胸のあたりが少し苦しいと言っています。今は落ち着いていますが、
救急車を呼ぶべきですか？""", SRC + "pos:ambulance:kyukyu-guide-ja",
                 ["localized_now", "japanese", "system_tail", "ends_with_user"])


# emergency call centres ------------------------------------------------------------------------------------


@pos
def _call_qa_review(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Call quality review - reviewer console
{v('session_id', 'Review session: rv_' + g.b62(16))}
{v('datetime', 'Review opened: ' + rfc3339(t))}
Reviewer: QA-07
Standard: call handling audit form v6

Score the call below against the audit form: greeting, address verification, key questions, safety
advice, and closing. Quote the line that supports each score.

Transcript (call 4471-0092, recorded 2026-02-11):
[00:00:03] Handler: Emergency, which service?
[00:00:05] Caller: Fire, there's smoke coming out of the flat below mine.
[00:00:09] Handler: What's the address where you are now?
[00:00:14] Caller: 22 Marsh Court, Flat 9, Ilford.
[00:00:41] Handler: Close your door, put a towel at the bottom, stay in your flat unless the smoke gets in.

Scores:""", SRC + "pos:callcentre:qa-review",
                 ["header_block", "session_id", "session_start", "rfc3339", "content_times_neighbour"])


@pos
def _staffing_forecast_run(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You explain staffing forecasts to the emergency call centre's resource planners.

Forecast run {v('run_id', g.prefixed('fc_', 14))} started {v('datetime', 'at ' + iso_space(t)[:16])} on model erlang-c-v3.
Interval      Calls forecast   Handlers needed (90% in 10 s)   Rostered
Fri 22:00     184              14                              11
Fri 23:00     211              16                              12
Sat 00:00     236              17                              12

Planner: How short are we on Friday night, and is it worth offering overtime for the whole block?
Assistant:""", SRC + "pos:callcentre:staffing-forecast",
                 ["id_in_sentence", "at_phrase", "run_id", "two_in_line", "fetched_data_neighbour"])


@pos
def _text_relay_message(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help operators of the emergency text relay service for deaf and speech-impaired callers. Suggest the
next message to send to the caller: short sentences, one question at a time.

Caller (text): im deaf, man outside my window with a knife shouting at my neighbour, flat 3 Dunmore House
{v('message_id', 'Msg-Id: ' + g.hex(24))}
{v('datetime', 'Received: ' + rfc3339(t))}
Operator:""", SRC + "pos:callcentre:text-relay",
                 ["last_user", "message_id", "received_stamp", "rfc3339"])


@pos
def _callback_logfmt(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""app=abandoned-callback {v('datetime', 'ts=' + go_nano(t.astimezone(UTC), g.small(1, 1000)))} centre=north {v('request_id', 'req=' + g.hex(16))} queue=999-cb
You write the script a call handler reads when calling back a 999 caller who hung up before being
answered. Be calm, confirm the number, ask if they need an emergency service, and offer to stay on the line.

Handler: The call lasted 4 seconds, no sound. What do I say when they pick up?
Assistant:""", SRC + "pos:callcentre:abandoned-callback",
                 ["logfmt", "go_rfc3339nano", "request_id", "head", "two_in_line"])


# police records and community policing ---------------------------------------------------------------------


@pos
def _online_report_session_table(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help residents report non-urgent crime online to the police. Ask only for what the form needs,
explain that a crime reference number will come by e-mail, and tell them to call 999 if anyone is in
danger now.

| Field        | Value                         |
|--------------|-------------------------------|
| Force        | Thames Borough Police         |
| Channel      | web                           |
{v('session_id', '| Session      | ' + g.objectid(t) + '      |')}
{v('datetime', '| Opened       | ' + iso_space(t)[:16] + '              |')}

Resident: Someone stole my bike from the rack outside the station last night, between 7 and 8. It was
locked. How do I report it?
Assistant:""", SRC + "pos:police:online-report", ["md_table", "objectid", "session_start", "stable_neighbours"])


@pos
def _property_store_pull(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the property officer answer questions about items held in the police property store. Use the
movement history exactly as recorded; every gap in continuity must be pointed out.

Item history pulled from the property system {v('datetime', 'at ' + iso_space(t))} for this request:
PR-26-004417  mobile phone, black, seized 2026-03-02 14:20 by PC 4471
  2026-03-02 16:05  booked in, store A, shelf 12
  2026-03-09 09:40  out to digital forensics unit (ref DFU-2211)
  2026-03-30 15:12  returned to store A, shelf 12

Officer: The CPS are asking whether continuity is intact for this phone. Is it?
Assistant:""", SRC + "pos:police:property-store",
                 ["at_phrase", "iso_space", "fetched_data_neighbour", "content_dates_neighbour"])


@pos
def _beat_meeting_footer(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Turn the neighbourhood team's notes into three community priorities for the next quarter, each with
one action and who owns it.

Notes from Tuesday's beat meeting at St Mark's community centre: residents raised speeding on Hollins
Lane (again), bikes ridden on the canal towpath at night, and drug litter in the Ashgrove car park.
PCSO Bell has already asked the council for a speed survey.

--
{v('datetime', 'Generated: ' + rfc3339(t))}
{v('request_id', 'Request: ' + g.uuid4())}
""", SRC + "pos:police:beat-meeting", ["footer", "tail", "rfc3339", "request_id"])


@pos
def _firearms_portal_jwt(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Firearms licensing enquiries - applicant portal assistant
Applicant: J. Pennington
Certificate: shotgun, renewal pending
{v('token', 'X-Portal-Token: ' + g.jwt(t, 'appl-88123'))}

Explain where an application is in the process. You can't speed anything up or tell the applicant the
outcome of enquiries; the licensing officer decides.

Applicant: My certificate runs out on 30 June and I sent the renewal in March. What happens if it isn't
done by then?
Assistant:""", SRC + "pos:police:firearms-portal", ["header_block", "jwt", "stable_neighbours"])


@pos
def _front_counter_kiosk(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Front counter kiosk - Southbridge police station
{v('datetime', 'Kiosk time: ' + weekday_time(t))}
{v('session_id', 'Kiosk session: ks_' + g.b62(12))}
Opening hours: Mon-Fri 08:00-20:00, Sat 09:00-17:00

Help visitors at the unstaffed front counter: producing documents, answering bail, reporting lost
property and booking an appointment. For emergencies, the red phone connects to 999.

Visitor: I'm meant to answer bail here today at 2. Do I wait or press something?
Assistant:""", SRC + "pos:police:front-counter-kiosk",
                 ["header_block", "weekday_time", "session_id", "stable_neighbours"])


@pos
def _cctv_request_webhook(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You triage requests for CCTV footage sent to the force's disclosure unit. Decide whether the request is
a subject access request, a third-party request from an insurer, or a request from another force, and say
what the requester must still send.

Delivery received:
{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64url(32) + '=')}
content-type: application/json

{{"request_id": "CCTV-2026-0871", "requester": "Harbour Mutual Insurance", "incident_date": "2026-02-27",
 "location": "junction of Mill Road and Station Street", "camera": "CAM-114", "window": "17:40-18:10"}}

Triage:""", SRC + "pos:police:cctv-request-webhook",
                 ["standard_webhooks", "delivery_envelope", "epoch_s", "signature", "payload_stays"])


@pos
def _stop_search_explainer(g: Gen41) -> Draft:
    t = g.uk()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return Draft(f"""You explain stop and search to members of the public on behalf of the force's community engagement
team. Be factual: the grounds officers need, what the record must contain, how to get a copy, how to
complain. Don't comment on individual cases.
{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}

Visitor: I was searched on Saturday and the officer gave me a receipt with a QR code. How long do I have
to ask for the full record?
Assistant:""", SRC + "pos:police:stop-search", ["system_tail", "go_time_string", "templated_phrase"])


@pos
def _wijkagent_nl(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Je bent de digitale assistent van het wijkteam politie Utrecht-Overvecht. Je helpt bewoners met vragen
over overlast, buurtpreventie en het doen van aangifte. Bij spoed: altijd 112.
{v('date', 'Datum vandaag: ' + nl_now(t))}
Kanaal: website

Bewoner: Er staat al drie weken een scooter zonder kenteken bij ons voor de deur aan de Amazonedreef.
Moet ik dat melden bij de politie of bij de gemeente?""", SRC + "pos:police:wijkagent-nl",
                 ["localized_now", "dutch", "system_tail", "ends_with_user"])


@pos
def _case_summary_meta(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""<meta {v('request_id', 'request="' + g.uuid4() + '"')} {v('datetime', 'built="' + js_iso(t) + '"')} unit="CID-East" classification="OFFICIAL-SENSITIVE"/>
You summarise case files for investigators taking over a case. List the lines of enquiry that are still
open and any deadlines from the file; do not speculate about guilt.

Case 26/4471 (burglary, 9 Linden Avenue): entry via rear patio door between 18:30 on 3 March and 07:10
on 4 March. House-to-house done for numbers 1-15. Neighbour's doorbell camera footage requested
5 March, not yet received. Forensic submission of a glove found in the garden on 6 March, result due
within 21 days.
Summary:""", SRC + "pos:police:case-summary",
                 ["xml_attr", "two_in_line", "js_iso", "request_id", "head", "content_dates_neighbour"])


@pos
def _collision_report_portal(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""Road collision reporting - online assistant
{v('session_id', 'conversationId: ' + g.objectid(t))}
{v('datetime', 'clientTime: ' + js_iso(t))}
locale: en-GB

Help drivers report a road traffic collision where nobody was injured. Explain that they must report
within 24 hours if they didn't exchange details at the scene, and collect: date, time, location, vehicles
and insurance.

Driver: A van clipped my wing mirror on the A38 near the Marsh Mills roundabout yesterday at about
5:15 pm and didn't stop. I got part of the registration. Is it too late?
Assistant:""", SRC + "pos:police:collision-report", ["header_block", "objectid", "js_iso", "stable_neighbours"])


@pos
def _crime_prevention_headers(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""{v('request_id', 'X-Correlation-ID: ' + g.hex(32).upper())}
{v('datetime', 'Date: ' + http_date(t))}
Accept-Language: en-GB

You are the crime prevention adviser on the force website. Give practical, low-cost advice and point to
the Secured by Design guidance where relevant.

Resident: We've had three sheds broken into on our street this month. What's the cheapest thing that
actually works?
Assistant:""", SRC + "pos:police:crime-prevention", ["head", "header_block", "hex32_upper", "http_date"])


@pos
def _custody_clock(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You remind custody sergeants of the review and detention time limits under PACE. Work from the
detention clock start and review times recorded on the custody record below; never extend anything.
{v('datetime', 'Custody system clock: ' + f'{t:%d/%m/%Y %H:%M}')}

Custody record extract, detainee 26-ES-0412:
Relevant time (clock start): 03/04/2026 22:15
First review: 04/04/2026 04:10 (Insp. Morgan)
Second review: 04/04/2026 13:05 (Insp. Morgan)

Sergeant: When is the next review due and when does the 24-hour clock run out?
Assistant:""", SRC + "pos:police:custody-clock",
                 ["system_tail", "dmy_hm", "device_clock", "content_times_neighbour"])


# coastguard, lifeboats and search and rescue volunteers ----------------------------------------------------


@pos
def _lifeboat_launch_assistant(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the lifeboat operations manager at Porthcarrick lifeboat station fill in the return of
service after a shout. Use the times the crew give you; the return needs launch, on scene, departed scene
and rehoused times.
{v('datetime', 'Station clock: ' + f'{t:%H:%M:%S}')}
{v('session_id', 'Session: ' + g.uuid4())}

LOM: Pagers went 16:42, launched 16:51, on scene with the yacht 17:20, towed her into harbour, rehoused
18:55. Seven crew. Can you lay that out for the return?
Assistant:""", SRC + "pos:sar:lifeboat-return",
                 ["system_tail", "time_alone", "device_clock", "session_id", "content_times_neighbour"])


@pos
def _dsc_relay_prefix(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""You support watch officers in the maritime rescue coordination centre. Decode relayed DSC alerts into
plain words: who, where, what, and whether it is a distress, urgency or safety call.

{v('datetime', '[rx ' + rfc3339(t) + ']')} DSC DISTRESS relay via Fishguard: MMSI 235098112, nature UNDESIGNATED, pos 51 58.4N 005 11.2W, UTC 1432, telephony ch 16

Watch officer: Decode this and tell me what to do first.
Assistant:""", SRC + "pos:sar:dsc-relay", ["received_prefix", "rfc3339", "relayed_line", "payload_stays"])


@pos
def _drift_model_run(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""You explain search area outputs to the SAR mission coordinator in plain terms: where the datum is, how
big the area is and why.

Drift model run {v('run_id', 'dr_' + g.b62(12))} started {v('datetime', 'at ' + rfc3339(t))} on grid celtic-sea-2km.
Last known position: 50 41.2N 004 58.9W at 0615 UTC (kayaker, no lifejacket reported)
Datum at 1000 UTC: 50 39.8N 005 03.4W
Search area A: 6.2 x 4.1 nm, probability of containment 78%

Coordinator: Why has the datum moved west when the wind is from the west?
Assistant:""", SRC + "pos:sar:drift-model",
                 ["id_in_sentence", "at_phrase", "run_id", "two_in_line", "fetched_data_neighbour"])


@pos
def _mrt_kit_store_toml(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""+++
team = "Wasdale-side MRT"
{v('session_id', 'session = "' + g.ulid(t) + '"')}
{v('datetime', 'generated = ' + rfc3339(t))}
store = "base-kit-room"
+++
You help the mountain rescue team's equipment officer keep the kit store in order. Ropes are retired 10
years after manufacture or after a significant fall; harnesses after 10 years; helmets after 8.

Equipment officer: Rope R-14 was made in 2016 and took a hard shock load on a lower last month. Does it
stay in service?
Assistant:""", SRC + "pos:sar:mrt-kit-toml", ["toml_front_matter", "ulid", "rfc3339", "stable_neighbours"])


@pos
def _cave_rescue_sk(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You are the planning aide for the cave rescue organisation's surface controller. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Keep
a running list of teams underground and their call-out times, and warn when a team is 30 minutes past its
expected return.

Controller: Team 2 went in at 13:10 with an expected return of 17:00. Team 3 went in at 14:45, expected back
at 18:30. Anyone overdue?
Assistant:""", SRC + "pos:sar:cave-rescue", ["inline_sentence", "dotnet_long_datetime", "content_times_neighbour"])


@pos
def _sar_dog_week(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You keep the training log for the lowland search dog team. Each dog needs two area searches and one
trailing session per week to stay operational.
{v('date', 'Current week: ' + iso_week(t))}
Handler: R. Sandhu, dog Moss (border collie, operational since 2023)

Handler: We did one area search on Tuesday and a trailing session on Wednesday. What's left this week?
Assistant:""", SRC + "pos:sar:dog-log", ["system_tail", "iso_week", "stable_neighbours"])


@pos
def _drone_search_env(g: Gen41) -> Draft:
    t = g.uk()
    ns = epoch_us(t) * 1000 + g.small(1, 1000)
    return Draft(f"""TEAM=upper-dales-sar
{v('run_id', 'PLAN_RUN=' + g.ksuid(t))}
{v('epoch', 'REQUEST_TS_NS=' + str(ns))}
AIRCRAFT=M30T-02

You plan drone search grids for the SAR team's pilots. Keep within 120 m above ground, 500 m visual line of
sight, and give the grid as lanes with spacing suited to thermal search at night.

Pilot: Missing walker, last seen at the Buckden Pike summit cairn. Plan lanes for the east slope.
Assistant:""", SRC + "pos:sar:drone-grid", ["key_value_lines", "ksuid", "epoch_ns", "head", "stable_neighbours"])


@pos
def _lifeguard_patrol_yaml(g: Gen41) -> Draft:
    t = g.zone(AEST)
    return Draft(f"""patrol:
  club: Bronte Beach SLSC
  {v('session_id', 'log_session: ' + g.uuid4())}
  {v('datetime', 'session_opened: "' + rfc3339(t) + '"')}
  flags: red-and-yellow
You help the patrol captain fill in the daily patrol log. Use the captain's counts exactly, and list rescues
and first aid separately.

Captain: Flags up 08:00 between the pool and the north ramp. Two rescues in the rip at the south end at
10:40 and 11:15, both boards, no injuries. Three bluebottle stings treated.
Assistant:""", SRC + "pos:sar:lifeguard-patrol", ["nested_yaml", "session_id", "rfc3339", "offset", "head"])


@pos
def _redningsselskapet_no(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Du er vaktassistent for frivillige mannskaper på redningsskøyta i Sandefjord. Svar kort, og henvis alltid
til Hovedredningssentralen ved akutte situasjoner.
{v('date', 'Dato i dag: ' + no_now(t))}

Mannskap: Vi har fått melding om en seilbåt med motorstopp ved Svenner fyr. Vinden er sørvest 12 m/s.
Hva bør vi sjekke før vi går ut?""", SRC + "pos:sar:redningsselskapet-no",
                 ["localized_now", "norwegian", "system_tail", "ends_with_user"])


@pos
def _irb_maintenance_windows(g: Gen41) -> Draft:
    t = g.us()
    return Draft(f"""Inshore rescue boat maintenance assistant (station laptop)
{v('datetime', 'System time: ' + windows_general(t))}
Boat: D-class D-884
Engine: Mariner 50 hp, hours 612.4

Tell the mechanic which service items are due from the engine hours and the last service they tell you.
Services are due every 100 hours or 12 months, whichever comes first.

Mechanic: Last service was at 540 hours in October. Anything due?
Assistant:""", SRC + "pos:sar:irb-maintenance", ["header_block", "windows_datetime", "stable_neighbours"])


# disaster relief logistics ---------------------------------------------------------------------------------


@pos
def _relief_stock_snapshot(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""You help the relief warehouse team decide what to load first. First-expiry-first-out for food and
medicines; hygiene kits and tarpaulins go by pallet position.

Stock snapshot {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot snp_' + g.b62(10) + ')')} for this request:
Pallet   Item                     Qty    Batch       Expiry
P-0412   Family hygiene kit       48     HK-2511     -
P-0413   High-energy biscuits     120    HEB-2508    2026-08-31
P-0415   High-energy biscuits     120    HEB-2602    2027-02-28
P-0420   ORS sachets (x100)       30     ORS-2509    2027-09-30

Warehouse lead: The truck takes 6 pallets. Which ones go?
Assistant:""", SRC + "pos:relief:stock-snapshot",
                 ["as_of_phrase", "rfc3339", "snapshot_id", "two_in_line", "fetched_data_neighbour"])


@pos
def _sandbag_cloudevent(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the council's flood duty officer allocate sandbags from the depot. Priority: homes with
previous internal flooding, then vulnerable residents, then businesses.

Incoming request (CloudEvent):
{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/flood-portal/requests",
  "type": "sandbag.request.created",
  {v('datetime', '"time": "' + rfc3339(t) + '",')}
  "data": {{"request": "SB-26-0318", "address": "4 Riverside Cottages", "bags": 20,
           "previous_flooding": "2024-01-05", "vulnerable": true}}
}}

Decision:""", SRC + "pos:relief:sandbag-cloudevent",
                 ["cloudevent", "delivery_envelope", "json_block", "payload_stays"])


@pos
def _water_unit_controller(g: Gen41) -> Draft:
    t = g.utc()
    return Draft(f"""You help the WASH team run a mobile water treatment unit. Compare the readings with the targets:
free chlorine at the tap 0.5-1.0 mg/l, turbidity under 5 NTU, output at least 4,000 l/h.

Unit: WTU-03 (Kisumu road site)
{v('epoch', 'Controller clock (unix, read for this request): ' + str(epoch_s(t)))}
Readings typed by the operator at 06:00: free chlorine 0.3 mg/l, turbidity 7 NTU, output 3,600 l/h.

Operator: What do I adjust first?
Assistant:""", SRC + "pos:relief:water-unit", ["header_block", "epoch_s", "device_clock", "content_times_neighbour"])


@pos
def _volunteer_slack_event(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You are the deployment bot in the relief volunteers' Slack workspace. When a volunteer offers to
deploy, check their offer against the deployment rules (rest of 14 days between deployments, valid
first-aid certificate) and reply in the thread.

Event:
{{
  "type": "event_callback",
  "team_id": "T04RELIEF",
  {v('request_id', '"event_id": "Ev' + g.b62(10).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "event": {{"type": "message", "channel": "C07DEPLOY", "user": "U05ANNA",
            "text": "I can go to the Tewkesbury rest centre 12-15 May. Back from Leeds on 2 May, first aid cert valid to Nov."}}
}}

Reply:""", SRC + "pos:relief:volunteer-slack", ["slack_event", "delivery_envelope", "epoch_s", "payload_stays"])


@pos
def _manifest_check_logging(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""{v('datetime', 'Request received: ' + py_logging(t))}
{v('run_id', 'Manifest check job: mc_' + g.b62(12))}
Hub: Liège humanitarian air cargo

Check the relief flight manifest lines below against the dangerous goods list: lithium batteries, fuel,
oxygen and chlorine tablets need declarations. Say which lines need paperwork.

Line 1  Tarpaulins 4x6 m, 800 pcs, 3,200 kg
Line 2  Solar lanterns with lithium batteries, 1,500 pcs, 900 kg
Line 3  Water purification tablets (NaDCC), 40 cartons, 480 kg
Line 4  Kitchen sets, 600 pcs, 2,400 kg
Result:""", SRC + "pos:relief:manifest-check",
                 ["head", "python_logging", "job_id", "pasted_content_neighbour"])


@pos
def _donations_mailbox_poll(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You triage offers of donated goods for the flood relief hub. Accept only what is on the needs list
(bottled water, nappies, dehumidifiers, cleaning products). Reply politely to everyone.

{v('datetime', 'Mailbox polled: ' + rfc3339(t))}
From: Gareth Pryce <gareth@pryce-builders.example>
Date: Tue, 17 Feb 2026 08:12:40 +0000
Subject: Donation - dehumidifiers and old clothes

Hi, we have 6 dehumidifiers from our site stores and about 20 bags of clothes. Can we drop them at the hub
on Thursday morning?

Reply:""", SRC + "pos:relief:donations-mailbox",
                 ["program_line_above_material", "mailbox_poll", "rfc3339", "payload_stays"])


@pos
def _protezione_civile_it(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Sei l'assistente del gruppo comunale di volontari di Protezione Civile di Sommacampagna. Aiuti il
coordinatore a organizzare i turni e il materiale. Rispondi in italiano, in modo sintetico.
{v('datetime', 'Oggi: ' + it_now(t))}
{v('session_id', 'Sessione: ' + g.nanoid())}

Coordinatore: Per l'allerta arancione di domani servono due squadre con motopompa. Chi ha il corso
motopompe valido tra i volontari in elenco?""", SRC + "pos:relief:protezione-civile-it",
                 ["localized_now", "italian", "session_id", "system_tail", "ends_with_user"])


@pos
def _proteccion_civil_es(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Eres el asistente de la Agrupación de Voluntarios de Protección Civil de Alcorcón. Ayudas a preparar
los dispositivos preventivos de eventos. Responde en español.
{v('datetime', 'Fecha y hora actual: ' + es_now(t))}

Jefe de dispositivo: Para la carrera popular del domingo tenemos 3.000 corredores y el recorrido pasa por
dos rotondas. ¿Cuántos voluntarios y qué puntos de asistencia sanitaria propones?""",
                 SRC + "pos:relief:proteccion-civil-es", ["localized_now", "spanish", "system_tail", "ends_with_user"])


@pos
def _pump_deployment_ray(g: Gen41) -> Draft:
    return Draft(f"""You help the high-volume pump coordinator plan deployments during flooding. Each high-volume pump moves
up to 7,000 l/min and needs a crew of four, 250 m of 150 mm hose and a lorry-mounted hose layer.
cf-connecting-ip: 203.0.113.44
{v('request_id', 'cf-ray: ' + g.cf_ray())}

Coordinator: The Levels are asking for two HVPs at Northmoor pumping station. We have HVP 3 at Bridgwater
and HVP 6 on its way back from Gloucester. Which one do I send and what else goes with it?
Assistant:""", SRC + "pos:relief:pump-deployment", ["system_tail", "cf_ray", "stable_neighbours"])


# civil protection alerts -----------------------------------------------------------------------------------


@pos
def _cell_broadcast_drafter(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help the emergency alerts duty officer draft cell broadcast messages. A message must say what is
happening, where, what to do, and where to find more information, in at most 90 words. Use plain words,
no abbreviations.
{v('datetime', 'Prompt assembled: ' + rfc3339(t, 3))}
{v('request_id', 'Draft request: ' + g.uuid4())}

Duty officer: Chlorine leak at the water treatment works on Ferry Lane, Runcorn. Police advise people within
1 km to go inside, close windows and doors, and switch off ventilation. Draft the alert.
Assistant:""", SRC + "pos:alerts:cell-broadcast", ["system_tail", "rfc3339", "request_id"])


@pos
def _heat_bulletin_date(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You write the county's heat-health bulletin for care homes and GP surgeries from the alert level and
the forecast the duty officer gives. Keep to one page.

{v('date', 'Bulletin date (today, filled in by the bulletin tool): ' + iso_date(t))}
{v('run_id', 'Bulletin job: bj_' + g.b62(12))}

Duty officer: Amber alert from Thursday to Sunday. Daytime highs 31-33 C, nights not below 19 C. Cooling
centres open at the three main libraries.
Bulletin:""", SRC + "pos:alerts:heat-bulletin", ["today_in_artefact", "iso_date", "job_id"])


@pos
def _warning_app_heroku(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Via: 1.1 vegur
{v('epoch', 'X-Request-Start: ' + str(epoch_ms(t)))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Connect-Time: 1

You answer support questions about the public warning app: notifications, location settings, languages
and test alerts. Never give hazard advice beyond what the alert says.

User: My phone got the test alert in German but my app language is English. Why?
Assistant:""", SRC + "pos:alerts:warning-app", ["head", "header_block", "epoch_ms", "request_id", "stable_neighbours"])


@pos
def _shakeout_rfc2822(g: Gen41) -> Draft:
    t = g.us()
    return Draft(f"""{v('datetime', 'Processed: ' + rfc2822(t))}
Draft a short reminder e-mail for schools taking part in the county earthquake drill. The drill is at
10:17 on the third Thursday in October: Drop, Cover and Hold On for one minute, then evacuate to the
assembly point if the school plan says so.

Audience: school safety coordinators
Tone: friendly, brief
Draft:""", SRC + "pos:alerts:shakeout-reminder", ["head", "rfc2822", "content_times_neighbour"])


@pos
def _community_plan_builder(g: Gen41) -> Draft:
    t = g.uk()
    return Draft(f"""You help village emergency groups write their community emergency plan: who holds keys to the hall,
who checks on vulnerable neighbours, where the sandbags and the generator are, and how the group contacts
the council's emergency planning officer.
{v('datetime', 'Planner clock: ' + f'{t:%H:%M:%S} {t.tzname()}')}
{v('session_id', 'Plan session: ps_' + g.b62(14))}

Group lead: Our plan was last updated in 2021. Two of the three key holders have moved away and the
phone tree still lists landlines. Where do we start?
Assistant:""", SRC + "pos:alerts:community-plan", ["system_tail", "time_with_zone", "session_id", "device_clock"])


@pos
def _alert_translation_ctx(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""[ctx {v('run_id', 'run=' + g.ulid(t))} {v('datetime', 'at=' + rfc3339(t))} lang=fr pipeline=alerts-tx]
Translate the public alert into French for the Brussels region. Keep place names, phone numbers and times
exactly as in the source. Output only the translation.

Source: Flooding on the Senne near Anderlecht. Do not use underpasses on Boulevard Industriel. Move valuables
upstairs. Information line 1771, open 24 hours.""", SRC + "pos:alerts:translation-ctx",
                 ["bracketed_kv", "ulid", "rfc3339", "head", "two_in_line"])


@pos
def _osp_pl(g: Gen41) -> Draft:
    t = g.eu()
    return Draft(f"""Jesteś asystentem Ochotniczej Straży Pożarnej w Wieliczce. Pomagasz naczelnikowi w planowaniu ćwiczeń
i przeglądów sprzętu. Odpowiadaj po polsku, krótko.
{v('datetime', 'Data i godzina: ' + pl_now(t))}
{v('session_id', 'Sesja: ' + g.hex(16))}

Naczelnik: Pompa pływająca i agregat prądotwórczy miały ostatni przegląd w październiku. Czy możemy
je wpisać do planu ćwiczeń na przyszły tydzień?""", SRC + "pos:fire:osp-pl",
                 ["localized_now", "polish", "session_id", "system_tail", "ends_with_user"])


# --- generated positives: one field (or a time and an id) at one position of a body ----------------------

# (name, language, system prompt, stable lines, user label, question, cue line or "" for none)
BODIES: list[tuple[str, str, str, list[str], str, str, str]] = [
    ("fire-kit", "en",
     "You are the kit assistant for Redhill fire station. Answer from the stowage plan and the equipment\n"
     "manuals, and tell crews to raise a defect for anything broken.",
     ["Station: S23 Redhill", "Watch: Blue", "Appliance: 231 (PRL)", "Handbook: stowage plan rev. 14"],
     "Firefighter", "The thermal imaging camera shows a battery warning after 10 minutes. Is that normal?",
     "Assistant:"),
    ("ambulance-clinical", "en",
     "You support ambulance clinicians with the service's clinical guidelines. Quote the guideline section\n"
     "and never give a dose that is not in it.",
     ["Trust: East Region Ambulance Service", "Guidelines: JRCALC-based, local edition 2025",
      "Role: paramedic", "Region: east"],
     "Paramedic", "Can I give paracetamol IV to a patient who took two tablets four hours ago?", "Assistant:"),
    ("police-desk", "en",
     "You answer residents' questions on the neighbourhood policing page. Explain which matters are for the\n"
     "police and which for the council, and give the non-emergency number 101 where relevant.",
     ["Force: Thames Borough Police", "Area: Riverside North", "Channel: web", "Language: en-GB"],
     "Resident", "Who deals with people revving motorbikes in the park at night?", "Assistant:"),
    ("coastguard-volunteer", "en",
     "You help coastguard rescue officers with kit, training and pager questions. For any live incident,\n"
     "tell them to follow the tasking from the coordination centre.",
     ["Team: Porthcarrick CRT", "Sector: West Cornwall", "Station officer: D. Kemp", "Pager group: CRT-PC"],
     "Officer", "My pager test failed on Sunday. Who do I tell and can I still respond?", "Assistant:"),
    ("relief-warehouse", "en",
     "You help the relief warehouse team with stock rotation, pallet positions and loading plans. Food and\n"
     "medicines are always first-expiry-first-out.",
     ["Warehouse: Dubai logistics hub, bay 4", "Programme: flood response", "Units: pallets",
      "Standard: Sphere handbook"],
     "Warehouse lead", "How should we stack tarpaulin bales on the racking to avoid crushing?", "Answer:"),
    ("alert-drafting", "en",
     "You help civil protection officers draft public alerts. Say what is happening, where, what to do and\n"
     "where to find more information, in plain words.",
     ["Authority: county emergency planning unit", "Channel: cell broadcast", "Max length: 90 words",
      "Style guide: PA-3"],
     "Officer", "Draft an alert for a boil-water notice in the Ashby area.", "Assistant:"),
    ("callcentre-supervisor", "en",
     "You help supervisors in the emergency call centre manage queues and breaks. Never move a handler off\n"
     "the emergency queue while calls are waiting.",
     ["Centre: North control room", "Queue: 999-primary", "Shift: nights", "Service level: 90% in 10 s"],
     "Supervisor", "Three handlers are due a break at 02:00 and we have 4 calls waiting. What do I do?",
     "Assistant:"),
    ("mountain-rescue", "en",
     "You help mountain rescue team members with equipment, training and navigation questions. For a live\n"
     "callout, tell them to follow the team leader's briefing.",
     ["Team: Upper Dales MRT", "Base: Kettlewell", "Radio: channel 2", "Member handbook: 2025 edition"],
     "Team member", "How often do we need to refresh the casualty care course?", "Assistant:"),
    ("lifeguard", "en",
     "You help beach lifeguards with flags, rip currents and first aid. Be short and practical.",
     ["Service: county beach lifeguards", "Beach: Fistral", "Season: summer 2026", "Supervisor: L. Penrose"],
     "Lifeguard", "When do we move the flags as the tide comes in?", "Assistant:"),
    ("fire-protection", "en",
     "You help fire safety officers with building regulations consultations and audits. Cite the guidance\n"
     "you rely on.",
     ["Team: protection, south area", "Guidance: Approved Document B 2022", "Role: inspecting officer",
      "Region: south"],
     "Officer", "Does a two-storey café with a flat above need a second staircase?", "Answer:"),
    ("rest-centre", "en",
     "You help volunteers run a rest centre for evacuated residents: registration, welfare, bedding and\n"
     "meals. Do not give medical advice.",
     ["Organisation: county voluntary sector partnership", "Site: Halton community hall",
      "Capacity: 120 people", "Lead: rest centre manager"],
     "Volunteer", "An evacuee says her insulin needs to stay cold. What do we do?", "Assistant:"),
    ("feuerwehr", "de",
     "Du hilfst dem Gerätewart der Freiwilligen Feuerwehr bei Prüffristen und Wartung. Antworte kurz auf\n"
     "Deutsch.",
     ["Feuerwehr: FF Bad Tölz", "Standort: Gerätehaus Mitte", "Fahrzeug: HLF 20"],
     "Gerätewart", "Wann muss der Hebekissensatz das nächste Mal geprüft werden, wenn die letzte Prüfung im "
     "Mai war?", ""),
    ("pompiers", "fr",
     "Tu aides les sapeurs-pompiers volontaires du centre de secours pour les gardes, les formations et le\n"
     "matériel. Réponds en français.",
     ["Centre : CIS Saint-Jean-de-Luz", "Groupement : sud", "Effectif : 42 volontaires"],
     "Sapeur", "Combien de gardes faut-il faire par mois pour rester opérationnel ?", ""),
    ("proteccion-civil", "es",
     "Ayudas a los voluntarios de Protección Civil con turnos, material y formación. Responde en español.",
     ["Agrupación: Protección Civil Alcorcón", "Base: calle Porto Cristo", "Vehículos: 2 ambulancias, 1 todoterreno"],
     "Voluntario", "¿Qué material hay que revisar en la ambulancia antes de un preventivo?", ""),
    ("misericordia", "it",
     "Aiuti i volontari della Misericordia con turni in ambulanza, corsi e materiale. Rispondi in italiano.",
     ["Associazione: Misericordia di Empoli", "Sede: via Cavour", "Mezzi: 4 ambulanze"],
     "Volontario", "Quante ore di tirocinio servono per diventare soccorritore di livello avanzato?", ""),
    ("brandweer", "nl",
     "Je helpt vrijwilligers van de brandweerpost met roosters, oefeningen en materiaal. Antwoord in het\n"
     "Nederlands.",
     ["Post: Brandweer Zeist", "Veiligheidsregio: Utrecht", "Voertuig: TS 09-4431"],
     "Brandweerman", "Hoe vaak moeten we de ademluchtmaskers laten testen?", ""),
]

ZONE_NAMES = {"UTC": "Coordinated Universal Time", "GMT": "Greenwich Mean Time", "BST": "British Summer Time",
              "CET": "Central European Standard Time", "CEST": "Central European Summer Time",
              "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time",
              "AEST": "Australian Eastern Standard Time"}

# (cue, family, label, key, value maker, raw json number)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen41, datetime], str], bool]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), False),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3), False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t), False),
    ("datetime", "python_str", "Current time", "current_time", lambda g, t: py_str(t), False),
    ("datetime", "log4j", "requestedAt", "requestedAt", lambda g, t: log4j_iso(t), False),
    ("datetime", "go_rfc3339nano", "now", "now", lambda g, t: go_nano(t, g.small(1, 1000)), False),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t), False),
    ("datetime", "js_tostring", "Page opened", "page_opened",
     lambda g, t: js_tostring(t, ZONE_NAMES[t.tzname() or "UTC"]), False),
    ("datetime", "dotnet_roundtrip", "Prompt built at", "prompt_built_at", lambda g, t: dotnet_o(t, g.small(0, 10)), False),
    ("datetime", "unix_date", "Context assembled", "context_assembled", lambda g, t: unix_date(t), False),
    ("datetime", "ctime", "Console clock", "console_clock", lambda g, t: ctime(t), False),
    ("datetime", "rfc2822", "Generated", "generated", lambda g, t: rfc2822(t), False),
    ("datetime", "clf", "time_local", "time_local", lambda g, t: clf(t), False),
    ("datetime", "iso_space_utc", "Server time", "server_time",
     lambda g, t: iso_space(t.astimezone(UTC)) + " UTC", False),
    ("datetime", "dtg", "Current DTG", "current_dtg", lambda g, t: dtg(t), False),
    ("datetime", "iso_basic", "stamp", "stamp", lambda g, t: iso_basic(t), False),
    ("datetime", "compact", "req_time", "req_time", lambda g, t: compact(t), False),
    ("datetime", "time_zone", "Local time", "local_time", lambda g, t: hhmm_zone(t), False),
    ("date", "long_date", "Today's date", "todays_date", lambda g, t: long_date(t), False),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t), False),
    ("date", "iso_week", "Current week date", "current_week_date", lambda g, t: iso_week(t), False),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_s", "unix_time", "unix_time", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), False),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32), False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), False),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False), False),
    ("request_id", "cf_ray", "cf-ray", "cf_ray", lambda g, t: g.cf_ray(), False),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid(), False),
    ("session_id", "uuid7", "conversation_id", "conversation_id", lambda g, t: g.uuid7(t), False),
    ("session_id", "objectid", "Desk session", "desk_session", lambda g, t: g.objectid(t), False),
    ("run_id", "ulid", "run", "run", lambda g, t: g.ulid(t), False),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t), False),
    ("nonce", "b64url", "nonce", "nonce", lambda g, t: g.b64url(16), False),
    ("token", "jwt", "session_token", "session_token", lambda g, t: g.jwt(t, "usr-" + g.digits(5)), False),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), False),
    ("request_id", "prefixed", "Request", "req", lambda g, t: "rq_" + g.b62(20), False),
]

ID_FIELDS = [f for f in FIELDS if f[0] in {"request_id", "session_id", "run_id"}]

# localized "now" labels: language -> (label, key, renderer)
LOCAL_NOW: dict[str, tuple[str, str, Callable[[datetime], str]]] = {
    "de": ("Aktuelle Zeit", "aktuelle_zeit", de_now),
    "fr": ("Date et heure", "date_heure", fr_now),
    "es": ("Fecha actual", "fecha_actual", es_now),
    "it": ("Data e ora", "data_ora", it_now),
    "nl": ("Huidige tijd", "huidige_tijd", nl_now),
}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json", "xml_attr",
             "kv_bracket", "html_comment", "md_bullet", "md_row"]
TWO_OK = {"header_block", "footer", "yaml", "json", "xml_attr", "kv_bracket", "md_row"}
GENERATED = 70


def _moment_for(g: Gen41, lang: str) -> datetime:
    if lang != "en":
        return g.eu()
    zone = g.pick(["uk", "utc", "us", "au"])
    if zone == "uk":
        return g.uk()
    if zone == "us":
        return g.us()
    return g.zone(AEST) if zone == "au" else g.utc()


def _render(position: str, label: str, key: str, value: str, raw: bool) -> str:
    """One field as it is written at `position` (the text of its span)."""
    if position == "yaml":
        return f"{key}: {value}" if raw else f'{key}: "{value}"'
    if position == "json":
        return f'"{key}": {value},' if raw else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_bracket":
        return f"{key}={value}" if " " not in value else f'{key}="{value}"'
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    if position == "md_row":
        return f"| {label} | {value} |"
    return f"{label}: {value}"


def _stable(position: str, line: str) -> str:
    """A stable `Label: value` line rewritten for `position`."""
    label, _, value = line.partition(":")
    label, value = label.strip(), value.strip()
    key = "".join(c if c.isalnum() else "_" for c in label.lower()).strip("_")
    if position == "yaml":
        return f'{key}: "{value}"'
    if position == "json":
        return f'"{key}": "{value}"'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_bracket":
        return f"{key}={value.replace(' ', '_')}"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    if position == "md_row":
        return f"| {label} | {value} |"
    return f"{label}: {value}"


def _place_fields(position: str, marks: list[str], stable: list[str], system: str, user: str, cue: str) -> str:
    ask = f"{user}"
    tail = f"\n{cue}" if cue else ""
    if position == "head":
        return "\n".join(marks) + f"\n{system}\n\n{ask}{tail}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(marks) + f"\n\n{ask}{tail}"
    if position == "header_block":
        block = [_stable(position, s) for s in stable[:3]]
        for k, m in enumerate(marks):
            block.insert(1 + 2 * k, m)
        return "\n".join(block) + f"\n\n{system}\n\n{ask}{tail}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n" + "\n".join(marks) + tail
    if position == "footer":
        return f"{system}\n\n{ask}\n\n--\n" + "\n".join(marks) + "\n"
    if position == "yaml":
        lines = [_stable(position, stable[0]), *marks, _stable(position, stable[1])]
        return "---\n" + "\n".join(lines) + f"\n---\n{system}\n\n{ask}{tail}"
    if position == "json":
        inner = [_stable(position, stable[0]) + ",", *marks, _stable(position, stable[1])]
        return "{\n" + "\n".join("  " + x for x in inner) + f"\n}}\n{system}\n\n{ask}{tail}"
    if position == "xml_attr":
        attrs = " ".join([_stable(position, stable[0]), *marks, _stable(position, stable[1])])
        return f"{system}\n<request_context {attrs}/>\n\n{ask}{tail}"
    if position == "kv_bracket":
        pairs = [_stable(position, stable[0])]
        for m in marks:
            pairs += [m]
        pairs.append(_stable(position, stable[1]))
        return f"[ctx {' '.join(pairs)}]\n{system}\n\n{ask}{tail}"
    if position == "html_comment":
        return "\n".join(marks) + f"\n{system}\n\n{ask}{tail}"
    if position == "md_bullet":
        bullets = [_stable(position, s) for s in stable[:2]] + marks + [_stable(position, stable[2])]
        return "## Context\n" + "\n".join(bullets) + f"\n\n{system}\n\n{ask}{tail}"
    assert position == "md_row"
    rows = ["| Field | Value |", "|-------|-------|", _stable(position, stable[0]), *marks,
            _stable(position, stable[1])]
    return f"{system}\n\n" + "\n".join(rows) + f"\n\n{ask}{tail}"


def generated_positives(g: Gen41) -> list[Draft]:
    """One field, or a time and an id, at one of twelve positions of one of the bodies."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k in range(GENERATED):
        position = POSITIONS[k % len(POSITIONS)]
        name, lang, system, stable, user_label, question, cue = bodies[k % len(bodies)]
        t = _moment_for(g, lang)
        if lang in LOCAL_NOW and k % 3 == 0:
            label, key, render = LOCAL_NOW[lang]
            chosen = [("datetime", f"localized_now_{lang}", label, key, render(t), False)]
        else:
            cue_, family, label, key, make, raw = fields[k % len(fields)]
            chosen = [(cue_, family, label, key, make(g, t), raw)]
        if position in TWO_OK and k % 5 in (1, 3) and chosen[0][0] not in {"request_id", "session_id", "run_id"}:
            cue_, family, label, key, make, raw = ID_FIELDS[k % len(ID_FIELDS)]
            chosen.append((cue_, family, label, key, make(g, t), raw))
        marks = [v(c[0], _render(position, c[2], c[3], c[4], c[5])) for c in chosen]
        ask = f"{user_label}: {question}"
        text = _place_fields(position, marks, stable, system, ask, cue)
        tags = ["generated", position, *[c[1] for c in chosen], lang]
        if len(chosen) == 2:
            tags.append("two_fields")
        if not cue:
            tags.append("ends_with_user")
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{'+'.join(c[1] for c in chosen)}", tags))
    return out


# --- negatives: stable look-alikes, values the user asks about, exercises ---------------------------------

NEG: list[Draft] = []


def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    neg("stable:station-header", ["stable_header", "prompt_revision", "station_codes"], """Station: Redhill (S23)
Appliances: 231 (PRL), 234 (ALP)
Crewing: wholetime, 4 watches
Prompt version: 4.1.0
Last reviewed: 2026-02-11 by the station manager

You answer questions from crews about station routines: handover at 08:00 and 18:00, equipment tests on
Mondays, hydrant inspections on the first Tuesday of the month.

Firefighter: When do we do the aerial ladder platform test?
Assistant:""")
    neg("stable:cad-integration-config", ["stable_header", "api_version", "tenant_uuid", "time_zone"],
        """CAD integration: cad-assist
API version: 2025-09-01
Tenant: 6c1f2a7e-3b9d-4f0e-8a55-1d2c3b4a5e6f
Control room: North (NC-01)
Time zone: Europe/London

You help dispatchers find the right standard operating procedure. Quote the SOP number and its title.

Dispatcher: Which SOP covers a lift entrapment with a medical emergency?
Assistant:""")
    neg("stable:llama3-cutoff-only", ["llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain the lifeboat service's crew training modules to new volunteers. Keep answers short.<|eot_id|><|start_header_id|>user<|end_header_id|>

How long does it usually take to get from trainee to helm on an inshore boat?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("stable:chatml-station-info", ["chatml", "stable_header", "incident_number_in_question"],
        """<|im_start|>system
You help fire control operators write stop messages. Station ground: Harrowgate (S41). Control: North
Yorkshire Fire Control. Message format: FSC-7 (issued 2024-06-01).
<|im_end|>
<|im_start|>user
Incident 2026-04127: fire in a detached garage, fully involved, no persons involved, two hose reel jets
in use, one car destroyed. Write the stop message.<|im_end|>
<|im_start|>assistant""")
    neg("stable:mistral-aed-dates", ["mistral_inst", "dates_typed_by_user"],
        """<s>[INST] You help community first responders keep their kit ready. Answer from the kit list.

My defib pads say use by 2026-11-30 and the spare battery was installed on 14/02/2023 with a 4-year life.
The last weekly check was done Sunday. Do I need to order anything before the end of the year? [/INST]""")
    neg("asked:traceparent-mdt", ["traceparent", "id_in_question", "mdt"],
        """The MDT app on 4309 keeps failing to sync status changes. Support asked for the trace id, and this is
what the diagnostics screen shows:

traceparent: 00-8f2d61c0a4b3e9f17d5c2a0b6e4f9132-3c7a91e0d2b4f658-01

Which part of that do I send them, and what do the other parts mean?""")
    neg("asked:jwt-police-portal", ["jwt", "id_in_question", "police"],
        """I'm testing our force's online reporting form. What claims are in this token and was it already
expired on 10 March 2026 at 09:00 UTC?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJyZXBvcnRlci0xMTgyIiwiaWF0IjoxNzczMTMxMjAwLCJleHAiOjE3NzMxMzQ4MDB9.k3P9q2vZx8Lm0Qw4sT7yUa1bC5dE6fG8hJ2nR4oY0iw""")
    neg("asked:avl-epochs", ["epoch", "id_in_question", "avl"],
        """Our vehicle location feed gives times like 1773412800 for the moment DCA 4417 went status 5 and
1773413105123 for arrival at hospital. Convert both to UK time and tell me how long the journey took.""")
    neg("few-shot:incident-times", ["few_shot", "example_dates"],
        """Extract the incident time and type as JSON.

Example input: "Call at 02:14 on 12/04/2026 reporting a car fire on the A61"
Example output: {"date": "2026-04-12", "time": "02:14", "type": "car fire"}

Example input: "RTC reported 17:45 21 March 2026, two vehicles, M62 J26"
Example output: {"date": "2026-03-21", "time": "17:45", "type": "road traffic collision"}

Input: "Chimney fire, 19:20 on 3 January 2026, Laurel Cottage, Hebden"
Output:""")
    neg("template:alert-placeholders", ["unrendered_template", "placeholders"],
        """Review this alert template before we load it into the notification system. Are the placeholders
in the right places and is anything missing?

FLOOD WARNING for {{area_name}} issued at {{issued_at}}.
River levels at {{gauge_name}} are {{level_m}} m and rising. Move valuables upstairs and turn off gas and
electricity if water is about to enter your home. Updates at {{updated_at}} or sooner.""")
    neg("typed-clock:station", ["user_typed_clock", "relative_time"],
        """It's 03:40 here at the station and the crew came back from the job at Moor Lane about twenty minutes
ago. They were committed for nearly four hours. Can they be stood down for rest before the 08:00 handover,
or do we need cover from another station?""")
    neg("relative:mobilised", ["relative_time"], """The crew was mobilised 7 minutes ago and the caller rang back
2 minutes ago saying the smoke is now coming through the ceiling. The appliance is about 4 minutes out.
What should I tell the caller to do right now?""")
    neg("arithmetic:turnout", ["time_arithmetic", "times_in_content"],
        """Call received 02:14:07, station alerted 02:14:49, appliance mobile 02:16:02, in attendance 02:23:31.
Work out the call handling time, the turnout time and the travel time, and say whether turnout met the
90-second standard.""")
    neg("stable:json-sar-planner", ["json_inline", "api_version", "stable_header"],
        """{"app":"sar-planner","api_version":"2025-11-01","region":"eu-north","team":"upper-dales-sar"}
You help search managers turn a missing person's profile into search priorities. Use the lost person
behaviour statistics for the category given.

Search manager: Category: walker, 71, dementia, last seen 3 km from home in woodland. Priorities?
Assistant:""")
    neg("stable:xml-station", ["xml_attr", "stable_attributes", "commissioned_date"],
        """<station id="S23" callsign="Alpha 231" commissioned="2019-05-14" ground="Redhill"/>
You help new firefighters learn their station ground: hydrant locations, high-risk premises and access
routes. Quiz them with one question at a time.

Firefighter: Ask me about the high-risk premises.
Assistant:""")
    neg("stable:sop-front-matter", ["front_matter_document", "revision_date", "review_date"],
        """---
sop: OPS-114
title: Water rescue - swift water
revision: 7
approved: 2025-09-30
next_review: 2027-09-30
---
Summarise the SOP below for a crew briefing card: no more than eight bullet points.

1. Only water rescue technicians enter the water; first responders work from the bank.
2. Upstream spotter and downstream safety are set before any entry.
3. Throw bags before reach poles; boats only with a trained coxswain.""")
    neg("stable:html-comment-template", ["html_comment", "template_revision"],
        """<!-- template: rtc-advice v3.2, reviewed 2026-01-20 -->
You give drivers advice after a minor road traffic collision: exchange details, take photos, report to
the police within 24 hours if details were not exchanged, and tell their insurer.

Driver: Someone reversed into me in a supermarket car park and drove off. What now?
Assistant:""")
    neg("stable:volunteer-profile", ["member_since", "stable_header", "pager_number"],
        """Volunteer profile
Name: Sian Pryce
Volunteer since: 2019-04-02
Crew role: helm (inshore)
Pager: 4471
Next medical due: 2027-01-15

You help lifeboat volunteers with training records. Tell them what they need to complete next.

Sian: Do I need to redo my sea survival course this year?
Assistant:""")
    neg("stable:vessel-ids", ["mmsi", "call_sign", "stable_header"],
        """Vessel: Shannon class 13-41 "City of Lisbon Friend"
MMSI: 232004871
Call sign: 2FLB4
Station: Porthcarrick

You help the coxswain with passage planning for exercises. Give tidal gates and hazards.

Coxswain: Exercise with the helicopter off the Manacles on Saturday morning. What should we watch for?
Assistant:""")
    neg("asked:incident-number-date", ["id_in_question", "incident_number"],
        """Our incident numbers look like INC-20260314-0042. Is the date part the date the call came in or the
date the incident was closed? I have one that says INC-20260314-0042 but the stop message was sent on
15 March.""")
    neg("asked:crime-reference", ["id_in_question", "crime_reference"],
        """I reported a stolen catalytic converter and got crime reference 46/2026/018834. The e-mail says an
officer will be in touch within 10 working days of 12 March. When should I chase it?""")
    neg("content:iso-week-roster", ["iso_week", "dates_in_prose"],
        """Our ambulance roster uses ISO weeks. Relief line C covers 2026-W14 to 2026-W16. Which calendar dates
is that, and does it include the Easter bank holidays?""")
    neg("stable:preamble-cutoff", ["knowledge_cutoff", "stable_header", "model"],
        """Model: gpt-4o-2024-08-06
Knowledge cutoff: 2023-10
Deployment: police-knowledge-base-eu

You answer questions from police staff about force policies. Link the policy page.

Staff member: What's the policy on using personal phones to photograph evidence?
Assistant:""")
    neg("content:versions", ["version", "calver", "firmware"],
        """After the upgrade to CAD 9.4.2 and MDT firmware 2026.02.1, vehicles keep showing status 2 after
booking status 3. The AVL gateway is still on 3.8.11. Which component is most likely to blame?""")
    neg("content:grid-references", ["coordinates", "grid_reference"],
        """The casualty gave a grid reference of SD 972 730 and the phone location came back as 54.1523, -2.0431.
Are those the same place, roughly? The team is parked at the Buckden car park.""")
    neg("control:fire-safety-education", ["control", "plain"],
        """You are a friendly fire safety educator for primary schools. Use short sentences a seven-year-old can
follow.

Pupil: What should I do if my clothes catch fire?
Assistant:""")
    neg("control:first-aid", ["control", "plain"],
        """You teach basic first aid to community groups. Be practical and reassuring.

Learner: How do I put someone in the recovery position?
Assistant:""")
    neg("exercise:translate-alert", ["exercise", "translation", "dates_in_content"],
        """Translate this into Welsh for the council website, keeping the times and dates exactly:

"The rest centre at Ysgol y Castell will open at 18:00 today, Friday 13 February 2026, and stay open
overnight. Bring medication, phone chargers and warm clothes.\"""")
    neg("stable:md-station-table", ["md_table", "stable_rows", "established_date"],
        """| Station | Appliances | Crewing | Established |
|---------|-----------|---------|-------------|
| S23 Redhill | PRL, ALP | wholetime | 1967 |
| S31 Horley | PRL | on-call | 1952 |
| S34 Oxted | PRL, 4x4 | on-call | 1948 |

Which of these stations would you merge first if we had to close one, and why?""")
    neg("stable:ctx-line", ["bracketed_kv", "stable_pairs"],
        """[ctx centre=north desk=clinical region=NW api=2025-06-01]
You help clinicians in the ambulance clinical hub look up alternative care pathways: urgent community
response, falls teams, mental health crisis lines.

Clinician: Is there a falls team that can see a patient in Chorley tonight?
Assistant:""")
    neg("in-story:exercise-clock", ["scenario_clock", "exercise"],
        """Tabletop exercise INJECT 4
Exercise clock: 09:00 (scenario time, day 2)
Scenario: the river peaked overnight at 5.1 m. Two care homes in Lower Ferry need evacuating; one has
38 residents, 12 of them bed-bound.

You are playing the county's tactical coordinating group. What are your first three decisions at
09:00 scenario time?""")
    neg("stable:cookie-prefs", ["cookie", "stable_pairs"], """Cookie: lang=cy; consent=yes; region=north-wales

You answer questions on the fire and rescue service website in the user's language.

User: Sut ydw i'n cael larwm mwg am ddim?
Assistant:""")
    neg("asked:sentence-value", ["id_in_question", "same_line_value"],
        """Here's the event number from the text I got: E26-0412-118. Can you tell me whether that means my
complaint about the ambulance delay was logged against the right call?""")
    neg("dialog:mdt-error", ["error_dialog", "app_screen", "request_id_content"],
        """The MDT showed this after I pressed "At hospital":

Status update failed
Request ID: 7b2e4c19-55d0-4f6a-9c3e-0a8d1f2b6e47
Time: 14:22:07
Code: AVL-409 (conflict)

and then it went back to "Conveying". Does that mean control never got the at-hospital status?""")


# --- negatives: material the user pastes and asks about ----------------------------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "appliance-check-sheet",
        ["fire", "check_sheet", "dates"],
        """Daily appliance check - 231 (PRL)    Date: 14/03/2026    Time: 08:12    Checked by: FF Lewis
Locker 1  hose reels, branches            OK
Locker 4  gas detector (MSA Altair)       MISSING - defect D-26-0418 raised 08:20
Locker 6  hydraulic cutter/spreader       OK, battery 78%
Cab       TIC (Argus Mi-TIC), radios x4   OK
Mileage 48,213   Fuel 3/4   AdBlue 1/2""",
        "Is there anything on this check that should stop the appliance going on the run?",
        "This morning's check sheet",
    ),
    (
        "hydrant-flow-tests",
        ["fire", "hydrant", "table"],
        """Hydrant   Location                  Tested       Static (bar)   Flow (l/min)   Result
H-2231    14 Station Road           2026-03-03   2.4            1,380          FAIL
H-2232    Station Road / Mill Lane  2026-03-03   2.9            1,920          PASS
H-2240    Church Walk (rear)        2026-03-04   1.3            1,110          FAIL
H-2244    Old Forge car park        2026-03-04   3.1            2,240          PASS""",
        "Which of these should go to the water company as defects, and in what order?",
        "Results from this week's hydrant round",
    ),
    (
        "ba-cylinder-log",
        ["fire", "breathing_apparatus", "test_dates"],
        """Cylinder serial   Type            Manufactured   Last hydrostatic test   Next test due   Status
CY-118842        6.8 l carbon    2014-07        2021-07-19              2026-07-19      in service
CY-120017        6.8 l carbon    2015-02        2020-02-11              2025-02-11      QUARANTINED
CY-133206        9.0 l carbon    2019-11        2024-11-05              2029-11-05      in service""",
        "Why is 120017 quarantined, and how long has it got left in life even if it passes?",
        "Extract from the BA cylinder register",
    ),
    (
        "enforcement-notice",
        ["fire", "letter", "reference_numbers", "dates"],
        """Regulatory Reform (Fire Safety) Order 2005 - Article 30
ENFORCEMENT NOTICE   Ref: EN/2026/0071
Premises: The Anchor, 12 Quay Street, Porthcarrick
Date of inspection: 3 February 2026
Date of this notice: 10 February 2026
The responsible person must, by 10 April 2026:
1. Reinstate the self-closing device on the kitchen fire door.
2. Carry out and record monthly emergency lighting tests.
3. Review the fire risk assessment.""",
        "The landlord says he has until the end of April. Is he right?",
        "The notice we served",
    ),
    (
        "fire-control-message-log",
        ["fire", "message_log", "times"],
        """02:14  Mobilised 231, 234 to fire in derelict warehouse, Canal Street
02:21  231 in attendance
02:24  Informative: building 40 x 20 m, two floors, 50% alight, no persons reported, 4 BA, 2 jets
02:41  Assistance: make pumps 4
03:55  Stop: fire in derelict warehouse 100% damaged by fire, 6 BA, 3 jets, 1 aerial monitor
04:30  Incident closed to 231""",
        "Turn this into the short narrative for the incident recording system.",
        "Message log from control",
    ),
    (
        "hose-register-csv",
        ["fire", "csv", "timestamp_column"],
        """Timestamp,Length,Station,Pressure_bar,Result,Tester
2026-03-10 10:02,45-114,S12,15,PASS,WM Harris
2026-03-10 10:09,45-117,S12,11,FAIL,WM Harris
2026-03-10 10:15,70-031,S12,15,PASS,WM Harris
2025-03-11 09:48,45-117,S12,12,FAIL,CM Ojo""",
        "Which lengths need condemning under the three-strikes rule, if any?",
        "Hose test export",
    ),
    (
        "watch-rota",
        ["fire", "rota", "shift_times"],
        """Week commencing 16 March 2026 - Red Watch, S23
Mon 16  days 08:00-18:00   WM Patel, CM Ojo, FF Lewis, FF Grant, FF Moss
Tue 17  days 08:00-18:00   WM Patel, CM Ojo, FF Lewis, FF Grant, FF Moss
Wed 18  nights 18:00-08:00 WM Patel, CM Ojo, FF Lewis, FF Grant, FF Achebe (detached from S31)
Thu 19  nights 18:00-08:00 WM Patel, CM Ojo, FF Lewis, FF Grant, FF Moss
Fri 20  off""",
        "Is the detachment on Wednesday going to leave S31 short? They need four riders.",
        "Our rota",
    ),
    (
        "burn-authorisation-pt",
        ["fire", "portuguese", "permit", "validity"],
        """AUTORIZAÇÃO DE QUEIMADA N.º 0412/2026
Requerente: Manuel Teixeira
Local: Moldes, Arouca (artigo rústico 1187)
Data e hora autorizadas: 18/03/2026, das 08:00 às 12:00
Condições: presença de meios de extinção, vento inferior a 15 km/h, vigilância até extinção total
Emitida em 12/03/2026 pela Câmara Municipal de Arouca""",
        "O índice de risco subiu para elevado no dia 18. A autorização continua válida?",
        "A autorização do meu vizinho",
    ),
    (
        "fleet-defect-report",
        ["fire", "workshop", "job_numbers"],
        """Fleet workshop - defect report
Job no: WS-26-1187        Vehicle: 234 (ALP, Scania P320)        Reported: 11/03/2026 19:40
Defect: aerial platform outrigger 3 slow to deploy, hydraulic weep at ram seal
Off the run: 12/03/2026 07:30
Parts ordered: ram seal kit BR-4471 (ETA 17/03/2026)
Estimated return to service: 18/03/2026""",
        "How many days will we be without the ALP, and should we ask for the reserve?",
        "From the workshop",
    ),
    (
        "exercise-debrief",
        ["fire", "after_action", "times"],
        """Multi-agency exercise "Harbour Light" - hot debrief notes, 7 March 2026
09:30  Exercise start, simulated ferry collision, 42 casualties
09:41  First fire crews on scene; casualty clearing station set up at 10:05
10:20  Ambulance tactical commander arrives; triage sieve complete 10:48
11:30  Last casualty moved; exercise ends 11:45
Issues: radio interoperability channel not opened until 10:12; two ambulance crews staged at the
wrong RVP for 15 minutes.""",
        "Write three learning points from this for the multi-agency report.",
        "Our debrief notes",
    ),
    (
        "home-visit-export",
        ["fire", "json", "id_first_member"],
        """{"id": "HFSV-2026-004117", "created": "2026-02-24T10:12:00Z", "address": "Flat 2, 9 Hollins Lane",
 "occupant_age": 84, "lives_alone": true, "smoke_alarms_fitted": 2, "visit_date": "2026-03-05",
 "risk_score": 7, "referral_from": "adult social care"}""",
        "Is this one overdue for the follow-up visit? We follow up high-risk visits within 12 months.",
        "Home visit record from the export",
    ),
    (
        "scene-cordon-log",
        ["fire", "investigation", "cordon_log"],
        """Inner cordon log - FI-26-0091, 17 Beacon Terrace
Time in  Time out  Name              Role                 Reason
09:12    09:58     WM Okafor         fire investigator    initial survey
09:40    10:05     PC 2231 Hughes    police scene guard   handover
10:15    12:40     Dr S. Lamb        forensic scientist   electrical examination
12:45    --        WM Okafor         fire investigator    photographs""",
        "Is anyone still inside the cordon, and is anything missing from these entries?",
        "The cordon log so far",
    ),
    (
        "cad-chronology",
        ["ambulance", "cad", "chronology"],
        """Event E26-0412-118   Category 1   Harlow Road, outside leisure centre
02:14:07  Call connected
02:14:51  Chief complaint: cardiac/respiratory arrest
02:15:02  RRV 4412 assigned
02:15:20  DCA 4309 assigned
02:19:40  RRV 4412 at scene
02:24:13  DCA 4309 at scene
02:58:31  DCA 4309 left scene, conveying to Royal Infirmary
03:09:02  DCA 4309 at hospital""",
        "What was the response time for the first vehicle and for the transporting ambulance?",
        "Event chronology",
    ),
    (
        "vehicle-status-log",
        ["ambulance", "status_log", "times"],
        """Unit 4309   14/03/2026
07:00  Status 1  Available at base (Hub 3)
07:42  Status 2  Mobile to incident E26-0314-044
07:55  Status 3  At scene
08:31  Status 4  Left scene
08:49  Status 5  At hospital (Royal Infirmary)
10:02  Status 6  Clear at hospital
10:20  Status 1  Available""",
        "How long were they held at hospital before clearing?",
        "Status log for our vehicle",
    ),
    (
        "epcr-vitals",
        ["ambulance", "vitals", "times"],
        """Time   RR   SpO2   HR    BP       GCS   Temp   NEWS2
19:42  24   93%    112   148/92   15    37.9   6
19:55  22   95%    108   142/88   15    --     5
20:08  20   96%    104   138/86   15    37.6   4""",
        "Is the trend good enough to leave her at home with a GP referral?",
        "Obs from the job",
    ),
    (
        "handover-delay-report",
        ["ambulance", "report", "times"],
        """Hospital handover report - Royal Infirmary - Saturday 14 March 2026
Arrivals: 61   Handed over within 30 min: 34   30-60 min: 15   Over 60 min: 12
Longest wait: DCA 4417, arrived 13:22, handed over 17:58 (4 h 36 min)
Hours lost (over 15 min): 41 h 20 min""",
        "How should I present this to the hospital's operations director without it sounding like blame?",
        "Yesterday's handover figures",
    ),
    (
        "clinical-callback-log",
        ["ambulance", "callback_log", "times"],
        """Clinical hub callbacks - 13/03/2026 (clinician: N. Farah)
18:02  E26-0313-201  fall, 79F, no injury     -> falls team 19:30          call 11 min
18:20  E26-0313-209  chest pain, 45M          -> upgraded to category 2     call 6 min
18:41  E26-0313-214  UTI symptoms, 88F        -> GP out of hours            call 14 min
19:05  E26-0313-230  mental health crisis     -> crisis line warm transfer  call 22 min""",
        "Work out my average call length and how many I kept away from an ambulance.",
        "My callback log from last night",
    ),
    (
        "mdt-sync-dialog",
        ["ambulance", "error_dialog", "request_id_content", "opens_with_date"],
        """Date: 14/03/2026
Time: 08:49:12
Request ID: 2f6d0c8a-1b7e-4c55-9a3d-6e0f4b2c8a91
Error: Status 5 could not be delivered (gateway timeout)
[Retry]   [Save offline]""",
        "We pressed Save offline. Will control have got our at-hospital time or not?",
        "This came up on the MDT",
    ),
    (
        "response-times-table",
        ["ambulance", "performance", "table"],
        """Month      Cat 1 mean   Cat 1 90th   Cat 2 mean   Cat 2 90th
Jan 2026   00:08:31     00:15:02     00:38:12     01:24:40
Feb 2026   00:08:05     00:14:21     00:33:50     01:12:09
Mar 2026   00:07:48     00:13:55     00:29:14     01:01:33""",
        "Summarise the trend for the board in two sentences.",
        "Response times this quarter",
    ),
    (
        "drug-expiry-list",
        ["ambulance", "stock", "expiry_dates"],
        """Drug pack DP-4309   sealed 02/03/2026 by pharmacy tech A. Lowe
Adrenaline 1:1000 1 ml x3    batch AD2511   exp 30/09/2026
Amiodarone 300 mg x2         batch AM2503   exp 31/03/2026
Naloxone 400 mcg x4          batch NX2602   exp 28/02/2027
Glucagon 1 mg x1             batch GL2507   exp 31/07/2026""",
        "Does anything in the pack need swapping before the end of the month?",
        "Drug pack label",
    ),
    (
        "ambulance-roster-csv",
        ["ambulance", "csv", "roster"],
        """date,shift,start,end,role,name,station
2026-04-18,night,19:00,07:00,paramedic,Priya Nair,Westgate
2026-04-19,night,19:00,07:00,paramedic,Priya Nair,Westgate
2026-04-20,night,19:00,07:00,paramedic,Priya Nair,Westgate
2026-04-21,day,07:00,19:00,paramedic,Priya Nair,Westgate""",
        "If she also takes Tom's night on the 21st, how much rest does she get between shifts?",
        "Priya's roster",
    ),
    (
        "aed-inspection-record",
        ["ambulance", "aed", "inspection_dates"],
        """AED-7731  Village hall, Church Lane (cabinet code C1904)
Model: ZOLL AED Plus   Serial: X17E552031
Pads: CPR-D-padz, expire 2027-03
Batteries: installed 2024-11-02 (5-year life)
Weekly checks: 2026-02-02 OK, 2026-02-09 OK, 2026-02-16 not done, 2026-02-23 OK
Guardian: Cllr B. Foster""",
        "Anything I should chase with the guardian?",
        "Our village defib record",
    ),
    (
        "nepts-sms",
        ["ambulance", "sms", "booking"],
        """PTS: Your transport to St Luke's Renal Unit is booked for Mon 23/03 at 06:45 (appointment 07:30).
Booking ref PTS-883142. To cancel reply CANCEL or call 0300 123 4471. Please be ready 30 mins early.""",
        "My mum got this. Does 'be ready 30 mins early' mean 06:15 or 07:00?",
        "Text from the transport service",
    ),
    (
        "call-record-export",
        ["callcentre", "call_records", "durations"],
        """call_id,start,answered,ended,queue,handler,outcome
4471-0088,2026-02-11 21:03:12,21:03:16,21:07:41,999-primary,H-212,fire
4471-0089,2026-02-11 21:03:40,21:03:58,21:03:58,999-primary,H-207,abandoned
4471-0092,2026-02-11 21:05:02,21:05:05,21:11:20,999-primary,H-212,fire
4471-0093,2026-02-11 21:05:30,21:05:49,21:06:02,999-primary,H-219,silent""",
        "What was the answer time for each call, and did we meet 90% within 10 seconds?",
        "Calls from that spike",
    ),
    (
        "telephony-outage-email",
        ["callcentre", "email", "message_id"],
        """From: Service Desk <servicedesk@telco-partner.example>
Date: Wed, 11 Feb 2026 23:48:09 +0000
Message-ID: <20260211234809.7F2C@telco-partner.example>
Subject: RFO - intermittent call routing failure 21:00-21:40

Between 21:02 and 21:38 GMT on 11 February, approximately 6% of calls to your primary site were
routed to the overflow site due to a faulty SBC card. The card was replaced at 21:36.""",
        "Draft a reply asking why we were not told until nearly midnight.",
        "Reason for outage from the telco",
    ),
    (
        "acd-queue-log",
        ["callcentre", "log", "bracketed_timestamps"],
        """[2026-02-11 21:03:00] queue=999-primary waiting=0 agents_ready=9
[2026-02-11 21:04:00] queue=999-primary waiting=4 agents_ready=0
[2026-02-11 21:05:00] queue=999-primary waiting=7 agents_ready=0 longest_wait=00:00:41
[2026-02-11 21:06:00] queue=999-primary waiting=2 agents_ready=1
[2026-02-11 21:08:00] queue=999-primary waiting=0 agents_ready=5""",
        "How long did it take to clear the queue once it started building?",
        "ACD log from the spike",
    ),
    (
        "qa-scorecard",
        ["callcentre", "scorecard", "dates"],
        """Call handling audit - H-212 - call 4471-0092 (11/02/2026 21:05)
Greeting and service                  2/2
Address verification                  2/2
Key questions asked in order          1/2  (asked about persons inside at 00:02:10, late)
Safety advice                         2/2
Closing                               2/2
Total                                 9/10   Auditor: QA-07   Audit date: 18/02/2026""",
        "Write feedback for the handler that starts with what she did well.",
        "Audit result",
    ),
]

BLOCKS += [
    (
        "crime-acknowledgement-email",
        ["police", "email", "crime_reference"],
        """From: Thames Borough Police <noreply@thames-police.example>
Date: Thu, 12 Mar 2026 16:40:02 +0000
Subject: Your crime report 46/2026/018834

Thank you for reporting theft of a catalytic converter from vehicle LN19 KXT at 22 Ferris Road between
21:00 on 10 March and 07:15 on 11 March. Your crime reference number is 46/2026/018834. An officer will
review the report within 10 working days.""",
        "They haven't called. Is it already past the 10 working days?",
        "The e-mail I got",
    ),
    (
        "property-movement-log",
        ["police", "property", "continuity"],
        """Property ref   Description          Date/time          Movement                        By
PR-26-004417   mobile phone, black  02/03/2026 14:20   seized at 9 Linden Ave           PC 4471
PR-26-004417                        02/03/2026 16:05   booked in, store A, shelf 12     PSE Rowe
PR-26-004417                        09/03/2026 09:40   out to DFU (DFU-2211)            PSE Rowe
PR-26-004417                        30/03/2026 15:12   returned, store A, shelf 12      PSE Khan""",
        "Where was the phone between 9 and 30 March, and is that documented well enough?",
        "Movement history",
    ),
    (
        "custody-record-extract",
        ["police", "custody", "review_times"],
        """Custody record 26-ES-0412
Arrival at station: 03/04/2026 22:02
Relevant time: 03/04/2026 22:15
Detention authorised: 03/04/2026 22:31 (PS 1190 Grant)
First review: 04/04/2026 04:10 (Insp. Morgan) - continued
Interview: 04/04/2026 10:20-11:05
Second review: 04/04/2026 13:05 (Insp. Morgan) - continued""",
        "Were the reviews on time under PACE?",
        "Extract from the custody record",
    ),
    (
        "stop-search-record",
        ["police", "form", "times"],
        """STOP AND SEARCH RECORD   Ref: SS-26-11873
Date: 14/03/2026   Time: 23:41   Location: Market Street, outside no. 40
Officer: PC 6120 Adams (BWV on)
Grounds: smell of cannabis, person seen passing package
Object of search: controlled drugs
Outcome: nothing found, no further action""",
        "The man says the officer never told him the grounds. Does the record show anything that supports him?",
        "Record the man brought in",
    ),
    (
        "collision-report",
        ["police", "collision", "times"],
        """Collision report CR-2026-03-0981
Date: 21/03/2026   Time: approx 17:15   Road: A38 eastbound, Marsh Mills roundabout
Vehicles: 1) Ford Focus LN19 KXT (driver reporting)  2) white Transit van, partial VRM "WX2?"
Injuries: none   Damage: vehicle 1 nearside mirror
Reported: 22/03/2026 09:40 online""",
        "Was this reported within the 24 hours the law requires?",
        "Copy of my report",
    ),
    (
        "firearms-renewal-letter",
        ["police", "letter", "validity"],
        """Firearms Licensing Unit
Ref: FLU/SG/44871
Dear Mr Pennington,
Your shotgun certificate SG 44871 expires on 30 June 2026. Your renewal application was received on
14 March 2026. If we are unable to complete the renewal before expiry, a temporary permit under
section 7 may be issued on request. Please do not contact the office before 15 May 2026.""",
        "Should I ask for the section 7 permit now or wait?",
        "Letter from licensing",
    ),
    (
        "pact-minutes",
        ["police", "minutes", "dates"],
        """Riverside North PACT meeting - minutes
Date: Tuesday 10 March 2026, 19:00, St Mark's community centre
Present: PCSO Bell, PC Hughes, Cllr Foster, 14 residents
1. Speeding on Hollins Lane: council speed survey requested 3 March, results due April.
2. Bikes on canal towpath: joint patrol with Canal & River Trust on 20 and 27 March.
3. Drug litter, Ashgrove car park: council clean on 12 March; CCTV request to be made.
Next meeting: 9 June 2026""",
        "Write the short update for the neighbourhood newsletter.",
        "Minutes from the PACT meeting",
    ),
    (
        "cctv-request-form",
        ["police", "form", "dates"],
        """Request for disclosure of CCTV images
Requester: Harbour Mutual Insurance (claim HM-77120)
Incident date: 27/02/2026   Time window: 17:40-18:10
Location: junction of Mill Road and Station Street, camera CAM-114
Received: 03/03/2026
Retention period for CAM-114: 31 days""",
        "Has the footage already been overwritten, or is there still time?",
        "Form received",
    ),
    (
        "street-crime-json",
        ["police", "json", "id_first_member"],
        """[{"id": 118920341, "category": "bicycle-theft", "month": "2026-02",
  "location": {"latitude": "51.7521", "longitude": "-1.2578", "street": {"name": "On or near Station Road"}},
  "outcome_status": {"category": "Investigation complete; no suspect identified", "date": "2026-03"}},
 {"id": 118920377, "category": "bicycle-theft", "month": "2026-02",
  "location": {"latitude": "51.7530", "longitude": "-1.2601", "street": {"name": "On or near Park End Street"}},
  "outcome_status": null}]""",
        "Are these two thefts near the station the same kind of case, and what does a null outcome mean?",
        "From the open data API",
    ),
    (
        "witness-statement",
        ["police", "statement", "times"],
        """Statement of Jean Morrow, 61, retired teacher
On Saturday 14 March 2026 at about 23:30 I was walking my dog along Market Street. Outside number 40 I
saw two police officers speaking to a young man. At about 23:45 one officer searched the man's jacket
pockets. I heard the officer say "you were seen passing something". I left at about 23:50.""",
        "Does her statement back up the times on the search record?",
        "Witness statement",
    ),
    (
        "speedwatch-session-sheet",
        ["police", "community_speedwatch", "times"],
        """Community Speedwatch - Hollins Lane (30 mph)   Session date: 11/03/2026   Team: 4 volunteers
Start 07:45   End 08:45   Device: calibrated radar gun RG-118 (calibration due 06/2026)
07:52  silver hatchback   VRM LN19 K??   41 mph
08:03  white van          VRM WX24 PLT   38 mph
08:17  black SUV          VRM YK71 ABV   46 mph
08:31  blue estate        VRM not read   36 mph""",
        "Which of these get a warning letter if the threshold is 35 mph and we need a full registration?",
        "Our speedwatch sheet",
    ),
    (
        "coastguard-radio-log",
        ["coastguard", "radio_log", "utc_times"],
        """MRCC radio log 14 MAR 26 (times UTC)
1432  DSC distress relay via Fishguard, MMSI 235098112, 51 58.4N 005 11.2W
1434  Ch 16 contact: yacht "Kestrel", 2 POB, dismasted, not taking water
1436  Tasked lifeboat St Davids ALB and Rescue 187
1502  Rescue 187 on scene
1521  ALB on scene, tow established 1540""",
        "How long from the alert to the first asset on scene?",
        "Radio log extract",
    ),
    (
        "lifeboat-return-of-service",
        ["sar", "return", "times"],
        """Return of service - Porthcarrick ILB D-884
Date: 14/03/2026   Pagers: 16:42   Launched: 16:51   On scene: 17:20
Casualty: 7 m yacht, engine failure, 2 POB   Action: towed to harbour
Departed scene: 17:35   Rehoused: 18:55   Crew: 7   Sea state: moderate, wind SW 5""",
        "Check the return adds up: launch time from pagers and time on service.",
        "The return I filled in",
    ),
    (
        "dsc-decoded",
        ["coastguard", "dsc", "mmsi"],
        """DSC CALL RECEIVED
Format: DISTRESS   Self ID: 235098112   Nature: UNDESIGNATED
Position: 51 58.4N 005 11.2W   Time: 14:32 UTC
Subsequent comms: F3E/G3E SIMPLEX TEL (ch 16)
EOS: ACK RQ""",
        "I'm on a training course. What does EOS: ACK RQ mean here?",
        "A DSC alert from our training set",
    ),
    (
        "drift-calculation",
        ["sar", "drift", "utc_times"],
        """Search object: kayak with person, no lifejacket
LKP: 50 41.2N 004 58.9W at 0615 UTC
Datum 1000 UTC: 50 39.8N 005 03.4W   datum error 1.9 nm
Datum 1200 UTC: 50 38.9N 005 06.1W   datum error 2.6 nm
Leeway: 0.011 x wind speed + 0.24 kn, divergence 24 deg""",
        "Explain why the datum error grows between the two datums.",
        "Drift output",
    ),
    (
        "rope-register",
        ["mountain_rescue", "register", "retirement_dates"],
        """Rope   Type                 Manufactured   In service   Last inspection   Notes
R-09   11 mm semi-static    2015-04        2015-09      2026-02-10        retire by 2025-04 (overdue)
R-14   11 mm semi-static    2016-06        2016-10      2026-02-10        shock-loaded 2026-02-22
R-21   10.5 mm semi-static  2022-01        2022-03      2026-02-10        OK""",
        "Which ropes go to the training store and which get cut up?",
        "Rope register",
    ),
    (
        "sar-dog-card",
        ["sar", "certification", "validity"],
        """Search dog assessment certificate
Dog: Moss (border collie, microchip 826097000448813)   Handler: R. Sandhu
Discipline: lowland area search   Grade: operational
Assessed: 18/10/2025 at Cannock Chase   Valid until: 17/10/2027
Assessors: J. Whitlock, M. Drury""",
        "Can Moss be deployed on a trailing search with this certificate?",
        "Moss's certificate",
    ),
    (
        "drone-flight-log",
        ["sar", "drone", "csv"],
        """flight,aircraft,pilot,takeoff_utc,landing_utc,max_alt_m,battery_start,battery_end,area
F-0318-1,M30T-02,J. Hirst,2026-03-18T21:04:11Z,2026-03-18T21:31:40Z,118,98,31,east slope lanes 1-6
F-0318-2,M30T-02,J. Hirst,2026-03-18T21:44:02Z,2026-03-18T22:10:55Z,120,99,28,east slope lanes 7-12""",
        "Did either flight go over the 120 m limit, and how long was the gap between flights?",
        "Flight log",
    ),
    (
        "lifeguard-daily-log",
        ["lifeguard", "daily_log", "times"],
        """Bronte Beach daily log  Sat 14/02/2026
Flags up 08:00 (between pool and north ramp)   Flags down 18:00
Rescues: 10:40 rip at south end, board, 1 patient, no injury; 11:15 rip at south end, board, 2 patients
First aid: 3 x bluebottle stings, 1 x laceration (foot)
Beach closures: none   Attendance est. 4,500""",
        "Write the two-line summary for the council's weekly report.",
        "Today's log",
    ),
    (
        "relief-stock-report",
        ["relief", "stock", "expiry_dates"],
        """Warehouse stock report - bay 4 - printed 06/03/2026 07:30
Pallet   Item                     Qty   Batch      Expiry
P-0412   Family hygiene kit       48    HK-2511    -
P-0413   High-energy biscuits     120   HEB-2508   31/08/2026
P-0415   High-energy biscuits     120   HEB-2602   28/02/2027
P-0420   ORS sachets (x100)       30    ORS-2509   30/09/2027""",
        "Which biscuit pallet goes out first, and how long is left on it?",
        "Printed stock report",
    ),
    (
        "relief-flight-manifest",
        ["relief", "manifest", "awb"],
        """Cargo manifest   Flight: charter HUM-2207   ETD LGG 05/03/2026 22:40 UTC   ETA NBO 06/03/2026 08:15 local
AWB 176-44871203  Tarpaulins 4x6 m         800 pcs   3,200 kg
AWB 176-44871214  Solar lanterns (Li-ion)  1,500 pcs   900 kg   UN3481 PI967
AWB 176-44871225  Kitchen sets             600 pcs   2,400 kg
Total: 6,500 kg""",
        "Is the lantern line declared correctly for batteries packed in equipment?",
        "Manifest from the forwarder",
    ),
    (
        "sandbag-allocation-sheet",
        ["relief", "spreadsheet", "dates"],
        """Request    Address                   Bags   Priority   Requested         Delivered
SB-26-0311 2 Riverside Cottages       20     1          14/02 08:10      14/02 11:30
SB-26-0312 Mill House, Ferry Lane     40     1          14/02 08:25      14/02 12:05
SB-26-0318 4 Riverside Cottages       20     2          14/02 09:40      -
SB-26-0320 Ferry Lane garage          60     3          14/02 10:02      -""",
        "We have 50 bags left. Who gets them?",
        "Allocation sheet",
    ),
    (
        "volunteer-deployment-roster",
        ["relief", "roster", "dates"],
        """Deployment roster - Tewkesbury rest centre
Volunteer       From         To           Role               First aid valid to
Anna Kowalska   12/05/2026   15/05/2026   registration       30/11/2026
Dev Patel       12/05/2026   14/05/2026   welfare            31/01/2026
Ruth Evans      13/05/2026   16/05/2026   shift lead         30/06/2027""",
        "Is everyone on this roster allowed to deploy?",
        "The roster so far",
    ),
    (
        "water-lab-results",
        ["relief", "lab", "sampling_times"],
        """Sample   Point               Sampled            Free Cl (mg/l)   Turbidity (NTU)   E. coli /100 ml
W-0301   WTU-03 outlet       05/03/2026 06:10   0.8              2.1               0
W-0302   Tapstand 4          05/03/2026 06:40   0.3              3.4               0
W-0303   Tapstand 9          05/03/2026 07:05   0.1              4.0               3""",
        "Which tapstands need action and what?",
        "Lab results from yesterday",
    ),
    (
        "donation-offer-email",
        ["relief", "email", "dates"],
        """From: Lisa Chen <lisa.chen@example.org>
Date: Mon, 16 Feb 2026 19:22:05 +0000
Subject: Offer of help

Hello, our church collected 300 bottles of water and 40 packs of nappies after the floods. We can bring
them on Wednesday 18 February between 10 and 12. Is there somewhere to unload a transit van?""",
        "Write a short thank-you reply confirming the drop-off.",
        "E-mail to the hub",
    ),
    (
        "cell-broadcast-as-sent",
        ["alerts", "cell_broadcast", "message_identifier"],
        """Message identifier: 4370 (Presidential/Extreme)   Serial: 0x1A2F
Sent: 09/02/2026 14:05 GMT   Area: polygon RUNC-01 (1 km around Ferry Lane works)
Text: Emergency alert. Chlorine leak at Ferry Lane water works, Runcorn. Go inside now, close windows and
doors, switch off ventilation. More information: runcorn.gov.example/alert. Do not call 999 unless in
danger.""",
        "The council says people 3 km away got it. Could the polygon explain that?",
        "The alert as sent",
    ),
    (
        "heat-bulletin-issued",
        ["alerts", "bulletin", "dates"],
        """HEAT-HEALTH ALERT - AMBER
Issued: 09:00 Tuesday 14 July 2026
Valid: 09:00 Thursday 16 July to 09:00 Monday 20 July 2026
Regions: East Midlands, West Midlands, East of England
Expected impacts: significant impacts across health and social care services, including rise in deaths
among those over 65 or with health conditions.""",
        "How many days does the alert cover, and does it include the weekend?",
        "Alert we got this morning",
    ),
    (
        "shakeout-after-action",
        ["alerts", "after_action", "times"],
        """Drill after-action notes - Lincoln Middle School - 15 October 2026
10:17:00  Drill announcement over PA
10:17:05  Drop, cover and hold on (observed in 24 of 26 classrooms)
10:18:05  Hold released
10:21:30  Evacuation started; assembly point reached 10:26:10
Issues: PA inaudible in portable classrooms P1 and P2; two doors to the gym found locked.""",
        "What should the school fix before next year's drill?",
        "Our drill notes",
    ),
    (
        "warning-app-release-notes",
        ["alerts", "release_notes", "version"],
        """Release 5.4.0 (build 2026.03.2) - 10 March 2026
- Test alerts now shown in the phone's language when available.
- Fixed: location alerts not delivered when battery saver is on (WARN-2231).
- Minimum Android version raised to 10.
Release 5.3.2 (build 2026.01.4) - 22 January 2026
- Fixed crash when opening an expired alert.""",
        "Rewrite these as customer-facing notes, no ticket numbers.",
        "Notes from the dev team",
    ),
    (
        "alert-translation-file",
        ["alerts", "json", "issued_time"],
        """{"alert": "BXL-2026-0412", "issued": "2026-03-04T17:30:00+01:00", "expires": "2026-03-05T12:00:00+01:00",
 "en": "Flooding on the Senne near Anderlecht. Do not use underpasses on Boulevard Industriel.",
 "fr": "Inondations de la Senne près d'Anderlecht. N'empruntez pas les passages souterrains du boulevard Industriel.",
 "nl": "Overstromingen van de Zenne bij Anderlecht. Gebruik de onderdoorgangen aan de Industrielaan niet."}""",
        "Check the French and Dutch say the same as the English.",
        "Translation file",
    ),
    (
        "einsatzbericht-de",
        ["fire", "german", "report", "times"],
        """Einsatzbericht Nr. 26-0318
Datum: 18.03.2026   Alarmierung: 06:41   Einsatzende: 07:55
Einsatzstichwort: THL 1 - Ölspur
Einsatzort: B472 zwischen Ellbach und Kirchbichl
Fahrzeuge: HLF 20, MZF   Kräfte: 1/8
Maßnahmen: Ölspur auf ca. 800 m mit 6 Sack Bindemittel abgestreut, Straßenmeisterei verständigt""",
        "Stimmt die Einsatzdauer mit den Zeiten überein? Und ist 1/8 die richtige Stärke für zwei Fahrzeuge?",
        "Unser Bericht",
    ),
    (
        "rapport-sdis-fr",
        ["fire", "french", "report", "times"],
        """Compte rendu de sortie de secours
Intervention n° 2026-004127   Date : 12/03/2026
Appel : 21 h 47   Départ : 21 h 52   Sur les lieux : 22 h 04   Retour au centre : 23 h 40
Nature : secours à personne, chute à domicile, personne âgée
Moyens : VSAV 1 (3 SP)   Évacuation : CH de Bayonne""",
        "Quel est le délai entre l'appel et l'arrivée sur les lieux ?",
        "Le compte rendu",
    ),
    (
        "parte-proteccion-civil-es",
        ["relief", "spanish", "report", "times"],
        """Parte de servicio preventivo
Evento: Carrera popular de Alcorcón   Fecha: 22/03/2026
Inicio del dispositivo: 08:00   Fin: 13:30
Voluntarios: 18   Ambulancias: 2 (SVB)
Asistencias: 7 (5 leves, 1 hipoglucemia 10:42, 1 traslado al Hospital de Alcorcón 11:15)""",
        "¿Cuántas asistencias hubo por cada 1.000 corredores si participaron 3.000?",
        "El parte del domingo",
    ),
    (
        "rapporto-misericordia-it",
        ["ambulance", "italian", "report", "times"],
        """Scheda servizio 118 - Misericordia di Empoli
Data: 09/03/2026   Mezzo: Ambulanza E-14   Equipaggio: 3
Attivazione: 14:02   Partenza: 14:05   Arrivo sul posto: 14:16
Partenza dal posto: 14:38   Arrivo in PS: 14:55   Rientro: 15:30
Codice: giallo   Esito: trasporto in PS Empoli""",
        "Quanto tempo è durato il servizio in tutto?",
        "La scheda del servizio",
    ),
    (
        "oefening-brandweer-nl",
        ["fire", "dutch", "exercise", "dates"],
        """Oefenrooster brandweerpost Zeist - april 2026
di 07-04  19:30-21:30  ademlucht: binnenaanval woning (oefencentrum)
di 14-04  19:30-21:30  technische hulpverlening: beknelling personenauto
di 21-04  19:30-21:30  waterongevallen (Kromme Rijn)
di 28-04  geen oefening (Koningsdag-week)""",
        "Welke oefening valt onder de jaarlijkse ademlucht-verplichting?",
        "Het oefenrooster",
    ),
    (
        "redningsskoyte-no",
        ["sar", "norwegian", "log", "times"],
        """Loggbok RS 168 - 14.03.2026
15:12  Alarm fra HRS Sør-Norge: seilbåt med motorstopp ved Svenner fyr
15:20  Avgang Sandefjord, 4 mannskap
15:58  Fremme hos båten, 2 personer om bord, ingen skadet
16:05  Slep etablert
17:40  Fortøyd i Stavern""",
        "Hvor lang tid tok slepet fra det ble etablert til de var fortøyd?",
        "Loggboka",
    ),
    (
        "queimadas-relatorio-pt",
        ["fire", "portuguese", "report", "times"],
        """Relatório de ocorrência n.º 2026-0412 - Bombeiros Voluntários de Arouca
Data: 18/03/2026   Alerta: 11:42   Saída: 11:46   Chegada: 12:05
Tipo: queimada descontrolada, área ardida aprox. 0,3 ha (mato)
Meios: VFCI 04, VLCI 02, 9 operacionais   Extinção: 12:50   Rescaldo concluído: 14:10""",
        "Quanto tempo demorou desde o alerta até à extinção?",
        "O relatório da ocorrência",
    ),
]


PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "question_then_intro",
    "between_wide",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "chatml_user",
    "mistral_inst",
    "both_sides",
    "llama3_user",
    "after_question_lang",
]
SYSTEM_DUTY = (
    "You are the duty assistant for emergency services staff. Answer from the material the user gives you and "
    "say when it is not enough."
)
LANG_TAGS = {"german", "french", "spanish", "italian", "dutch", "norwegian", "portuguese"}
OTHER_LANG_ASKS = [
    "Kannst du das bitte auch auf Deutsch zusammenfassen?",
    "Tu peux me répondre en français ?",
    "¿Me lo explicas en español, por favor?",
    "Me respondes em português, por favor?",
    "Kun je dat ook in het Nederlands uitleggen?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str, tags: list[str]) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "question_then_intro":
        return f"{ask} {intro}:\n{block}"
    foreign = bool(LANG_TAGS & set(tags))
    if placement == "between_wide":
        opener = f"{intro}:" if foreign else f"{intro}, for context."
        return f"{opener}\n\n\n{block}\n\n\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_DUTY}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "chatml_user":
        return (f"<|im_start|>system\n{SYSTEM_DUTY}<|im_end|>\n<|im_start|>user\n{intro}:\n\n{block}\n\n{ask}"
                f"<|im_end|>\n<|im_start|>assistant")
    if placement == "mistral_inst":
        return f"<s>[INST] {ask}\n\n{block} [/INST]"
    if placement == "both_sides":
        follow = "(Please answer in English as well.)" if foreign else "Also, is anything in there that looks wrong to you?"
        return f"{ask}\n\n{block}\n\n{follow}"
    if placement == "llama3_user":
        return ("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
                f"{SYSTEM_DUTY}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
                f"{intro}:\n{block}\n\n{ask}<|eot_id|>\n<|start_header_id|>assistant<|end_header_id|>")
    assert placement == "after_question_lang"
    if foreign:
        return f"{block}\n\n{ask} Please answer in English too, I'll pass it on to the crew."
    return f"{block}\n\n{ask} {OTHER_LANG_ASKS[k % len(OTHER_LANG_ASKS)]}"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for placement in (PLACEMENTS[k % len(PLACEMENTS)], PLACEMENTS[(k + 7) % len(PLACEMENTS)]):
            text = _place(k, placement, block, ask, intro, tags)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly -----------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen41(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_pasted()
    return make_holdout.assemble("hold41", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
