"""Build `prompt_normalizer/corpus/holdout77.jsonl`, a seventy-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout77.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was frozen.
The only file of the normalizer's tests read in full was `make_holdout.py`, for its labelling rules and
its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`, `dump`, `write` and the value
formats), which are imported, not copied (tests/normalizer is put on `sys.path`); of `make_holdout2.py`
to `make_holdout72.py` only the module docstrings were read (extracted with `ast.get_docstring`, with
keyword searches over them for neighbours in this domain and the passages around the hits; the
clarification sections of `make_holdout64.py`, `make_holdout71.py` and `make_holdout72.py` and the
opening of the last were read in full), to keep clear of the sources and scenarios they used and to
apply their clarifications of the rules, and of `make_holdout24.py` also its import block and its last
150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a generator;
`pyproject.toml` was read for ruff's settings. (Listings of the repository root and of
`tests/normalizer/` showed names only.) `make_holdout73.py` to `make_holdout80.py`, written at the same
time, were not read.

The domain is sports clubs and leagues administration: fixtures and scheduling, referee appointments,
player registrations and transfers, match reports and discipline, ticketing and memberships, scouting
and performance data, youth academies and venue operations. The earlier docstrings name neighbours of
it: referee appointments, match reports and disciplinary notices, a referee association, a netball
umpire coordinator and North American youth and minor hockey leagues (make_holdout13); video review
logs, referee assessor reports, anti-doping forms, stat crews, roller derby, darts, ultimate, judo,
volleyball challenges, brackets and leagues in minority languages (make_holdout15); a tennis club
renewal portal, a Sunday league registration request, a rowing club kit order relay, a rugby fixtures
bot with a `[ctx ...]` line, a netball league's Teams activity, an AGM pack dated today and B3 headers
on a volleyball club, with fixture lists, league tables, registration forms and a pitch closure notice
as negatives (make_holdout27); box offices with a seat hold, an online waiting room, gate scans, a refund
desk, a season ticket renewal and a resale listing (make_holdout26); junior football and club
treasurers (make_holdout14); stadium gate scanners and race timing (make_holdout11); and sportsbooks
with a moved fixture time and a referee's Discord message id (make_holdout44). The scenarios here were
written around them: the sport is association football (one futsal league), seen from league and
county offices, club secretaries, box offices, recruitment departments, academies and stadium
operations; there is no netball, hockey, rugby, tennis, rowing, volleyball, racing, betting or
minority-language league; referee work is an appointments portal, availability exports, fee claims,
an appointments API call, relayed texts and appointment lists in Spanish, Czech and Greek, with no
assessor report, video review or Discord message; discipline is an e-match sheet, a case desk, a
suspension pull, a Slack desk bot, a charge and a commission extract, with a notice of charge only as
pasted content; ticketing is a cup final ballot, away allocations, hospitality enquiries,
accessibility bookings, loyalty points and member-to-member ticket moves, with no seat hold, waiting
room, refund desk, season ticket renewal or resale listing (a turnstile's `409` response appears only
as pasted content); registrations are federation and club secretary portals, international clearance
and transfer matching records, loans and medical clearances, with no Sunday league request. The
sources are:

* fixtures and scheduling: a scheduler run (ULID and start) over a council venue export whose rows
  carry `created`, a broadcast selection desk whose JSON metadata opens with the app's `generated_at`
  over a forwarded selection record that opens with `created_at`, a reschedule request delivered by a
  league platform (`X-LeagueHub-Delivery`, `-Timestamp`, `-Signature`; the request with its
  `requested_at` stays), a German pitch allocation (`Abfragezeitpunkt:`; the table's `Angelegt am`
  stays), a kick-off change e-mail under a ChatML system turn's current time, a Llama 3 fixture JSON
  (`Today Date` moves, `Cutting Knowledge Date` stays), a Japanese league office (`取得時刻：`), a
  Mistral pitch inspection with a Go RFC3339Nano `Now:`, a calendar entry with a SquadLine footer
  (`Compiled:` in ctime, `Ref:`), a rule-F4 check built "at" a Go `time.Now().String()` time;
* referee appointments: an appointments desk's portal session and opening in markdown bullets over an
  availability CSV with `submitted_at`, a fee claim under a made-up `x-claims-req`, Spanish
  designaciones (`Fecha y hora de la consulta:`), a relayed text with a `[relayed ...]` prefix (the
  official's "Sent 09:12" stays), an appointments API call for this turn (`Idempotency-Key`, `Date`;
  `API-Version` and the returned appointment stay), a Czech appointment list (`Čas dotazu:`);
* player registrations and transfers: a transfer desk with "now" and a window countdown computed from
  it (the transfer instruction's `Created:` and `Last updated:` stay), an ITC request the user asks
  about under the request's own UUIDv7, a Portuguese registration (`Data/hora do pedido:`), a club
  secretary portal JWT, a loan agreement upload (`[upload ...]` lower-case ULID and `[received ...]`;
  the PDF's `CreationDate` and `ModDate` stay), a Turkish licence (`İstek zamanı:`), a Phi-3 parent
  question (`Request time:` before `<|end|>`), a Polish transfer desk (`Czas zapytania:` and a KSUID),
  a registration API error under .NET "o" `RequestTimestamp` and `X-Amzn-Trace-Id`;
* match reports and discipline: e-match sheet context in XML attributes (`rendered`, `req`), a case
  desk session and its opening in a markdown table (the referee's report and the club's observation
  stay), suspensions pulled "at" a time "(pull <KSUID>)" for this request, a French commission
  (`Horodatage de la requête :`), a Slack Events API envelope in single-line JSON (`event_id`,
  `event_time`; the times in the message text stay), an Italian sports judge's notice (`Orario di
  elaborazione:`), an Arabic match report (`وقت الطلب:` in Arabic-Indic digits), a charge under
  `X-Cloud-Trace-Context`;
* ticketing and memberships: a cup final ballot entry looked up for this request (lookup TSID and time
  move; the draw time in the header and the member's entry stay), an away allocation behind member
  session and client time headers, a hospitality enquiry relayed by HubForms (delivery id and time
  move; the answers with their `Submitted` stay), a Dutch accessibility booking, a loyalty history tool
  observation (`fetched_at`; scan times stay), a Korean ticket (`조회 시각:`, a chat session), an e-mail
  gateway's `X-Gateway-Received` and ticket ObjectId over a supporter's e-mail, a pasted ticketing
  delivery debugged beside the relay headers that brought this request, a Semantic Kernel style
  current time for a US soccer league, a CLF `Edge:` line over a sales report whose `Report generated:`
  stays, a kiosk clock in Windows format, a leading `ts=`/`req=` line above a membership
  export, a Ukrainian membership card (`Час запиту:`);
* scouting and performance data: a GPS export fetched at a Python logging time, event data under
  `traceparent` and `tracestate` (event UUIDs and match timestamps stay), a scouting report job with
  the report date it fills in as today, a video tagging line (`tag_session`, `client_ms`; clip
  timecodes stay), a Chinese scouting record with Chinese keys (`生成时间：`, UUIDv7), a Swedish match
  report (`Hämtad:`), made-up `pitchiq.t0` (us) and `pitchiq.hop` (TSID) labels (`pitchiq.build`
  CalVer stays), a Python `isoformat()` `now:`, a recruitment research task with `str(datetime.now())`;
* youth academies: coaching hours in the current ISO week, a safeguarding form's opening and form
  session (the coach's times stay), a trial letter dated today with its letter job, Greek, Swahili
  and Hindi academies (`Ώρα αιτήματος:`, `Muda wa ombi:`, `अनुरोध का समय:`), a medicals table
  with a trailing `client_stamp` and KSUID `client_ref`;
* venue operations: undersoil heating read "at" a time on a line of its own below the controller log,
  a stewarding RAG pair with `fetched=` in each document header, a control room incident log under a
  UUIDv1 request header, floodlights in Indonesian (`Waktu permintaan:`), catering stock in Vietnamese
  (`Thời điểm truy vấn:`), a Russian pitch log (`Время запроса:`, hex session), a Hebrew gate count
  (`זמן שליפה:`), a ReAct booking loop whose `get_current_time` observation moves (the calendar stays),
  an irrigation controller under GNU `date`, a venue FAQ bot with `issued_at` epoch seconds.

Eighteen generated pairs in other languages (Spanish, German, French, Italian, Brazilian Portuguese,
Dutch, Polish, Turkish, Japanese, Korean, Chinese, Arabic, Russian, Greek, Indonesian, Vietnamese,
Hungarian and Norwegian) put a localized "now" or request-id label, or both, at the head, the system
prompt's tail, a header block, after the question, in a ChatML system turn or in a footer of a prompt
that carries a pasted record, and their negatives put only stable lines there (the localized season, a
locale). Forty generated positives put one English or made-up program field (twenty-eight kinds: RFC
3339 at 0 and 3 digits, HTTP date, Python logging, Go RFC3339Nano, JavaScript `toISOString()` and
`toString()`, Windows, long date, epochs in s, ms and us, UUIDv4 and v7, ULID, KSUID, traceparent, hex,
nanoid, ObjectId, TSID, base64url nonce, cf-ray, a space-separated UTC date-time, ISO week date, RFC
2822, ctime, snowflake) in one of thirteen positions (head, system tail, header block, after the
question, footer, YAML front matter, pretty and single-line JSON, XML attribute, a `key=value` comment
line, markdown table, ChatML and Llama 3 system turns) beside one of the English pasted records below;
nine generated negatives use the same frames with a stable season, competition, knowledge cutoff, prompt
revision, tenant uuid, time zone, founding year, rules edition or licence date.

The hand-written negatives are sixty-eight pasted records in twenty placements (question after,
before, behind a lead-in, at the very start of the user's message, quoted, in an earlier user turn, in
an earlier assistant turn, fenced, at the very end of the prompt, in ChatML, indented, in Llama 3,
typed right under the block, in Gemma, in a RAG document, in Phi-3, in a tool observation, after the
question's lead-in, in Mistral and on both sides): a fixture JSON opening with `created_at` and a
UUIDv7 `id`, a calendar entry, an appointment e-mail, an availability CSV with epochs, a match report
XML, a notice of charge, discipline logfmt with `request_id`, a transfer record with `Created:` and
`Updated:`, a Standard Webhooks registration delivery pasted to debug, a player YAML, a ticket order in
single-line JSON with a ULID, a members table, a turnstile `409` with `Date` and `X-Request-Id`, a
nested GPS JSON with ms epochs, KSUID scouting reports, an attendance log, an incident form opening
with `Ref:` and `Stamp:`, an invoice e-mail, a steward briefing YAML, Kafka consumer output with ULIDs,
a Sentry event opening with `"timestamp"`, a WhatsApp export, a Slack export with `ts`, an SQL result, a
base64 QR payload, `curl -v` output, a payments CSV, a ticket SMS with `Sent:`, till logfmt with epochs,
a consent form, a booking XML, an OpenTelemetry span, a results grid, a ULID orders table, nginx lines
with `req_id`, a clinic e-mail with `Message-ID`, a CloudEvent and a Stripe event pasted to debug,
exiftool output, a Jira ticket, decoded ticket claims with `jti`, `iat` and `exp`, a Mongo document
with an ObjectId, a steward rota; and in other languages a Spanish player record, a German match report
opening with `Erstellt:`, a French summons e-mail, Portuguese, Turkish, Vietnamese, Swedish, Czech and
Arabic tickets, an Italian team sheet, a Dutch match form, a Polish match protocol, a Japanese match
report, a Korean membership, Chinese fixture JSON with Chinese keys, a Russian transfer application,
Greek appointments, a Hindi trial list, an M-Pesa style SMS in Swahili, an Indonesian schedule, a Thai
booking in the Buddhist era, a Hebrew membership, a Ukrainian tournament entry with a UUID, a
Romanian player licence and a Finnish match report. Look-alikes in program positions: a portal header
with season, competition, API version and rules edition, a Llama 3 header with only its knowledge
cutoff, front matter with an approval date, a fixture's own kick-off in a header, a tenant uuid and
CalVer build in single-line JSON, a club's founding year and time zone in XML attributes, a prompt
revision in an HTML comment, a ground's safety certificate dates in a markdown table, season start and
window close in a ChatML system turn, Discord guild, channel and role ids, `Stripe-Version` with a
customer and a renewal date, unrendered `{{now}}` and `{{request_id}}`, `KEY=value` matchday settings,
a referee profile, a member header, a Gemma turn with a knowledge cutoff, an away sale window, a
Spanish season and registration deadline, a Japanese prompt revision and an academy licence audit.
Values the user asks about or types: a kick-off epoch, a UUIDv7, a KSUID, a clock typed at the ground,
relative times, few-shot fixture dates, a traceparent for support, ISO weeks, a snowflake, time-zone
and deadline arithmetic, a JWT, a German suspension count; and two plain controls. About a third of
the prompts are in a language other than English. The output is deterministic (seeded); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout72.py (envelope vs
payload, per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open
with metadata-like lines, work logins, per-message stamps, holds and expiries computed from now,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels, match clocks as in-game clocks). Clarifications made here:

* Football administration records are content wherever they sit and however they open (at the very
  start of the user's message, at the very end of the prompt, behind a lead-in, quoted, fenced,
  indented, in an earlier user or assistant turn, in a RAG document, in a tool observation, inside any
  chat template): fixture, match, appointment, claim, registration, ITC, transfer instruction, case,
  charge, suspension, ticket, order, ballot entry, member, booking, report, incident and scouting ids;
  kick-off, full-time, submitted, published, created, updated, scanned, paid, checked-in and signed
  times; GPS session epochs, event UUIDs and event timestamps, clip timecodes and match minutes; the
  ObjectIds, ULIDs, UUIDv7s and KSUIDs of records; and their labels in other languages (`Angelegt am`,
  `Erstellt:`, `fecha_alta`, `criado_em`, `Tescil Tarihi`, `登録日時`, `创建时间`, `Utworzono:`).
* Only the program's stamp of a fetch, pull, lookup, export or dashboard read ("Suspensions pulled
  from the competition system at <time> (pull <id>) for this request:", `Export fetched:`,
  `Dashboard read at <time>.`, `fetched=` in a document header, `"fetched_at"` in an observation)
  and the ids minted for it move.
* A draw, a publication or a deadline that is the same for every request stays even in a program
  header (a cup final ballot's draw time, a sale window, a window's closing date); the lookup of one
  member's entry made for this request (its id and time) moves.
* A countdown computed from the current time ("Window closes in: 3d 04h 13m 22s") is a clock reading
  and moves, as holds and expiries computed from now do; the deadline it counts down to stays.
* Deliveries and calls for this request: a league platform's delivery id, timestamp and signature, a
  form relay's delivery id and time, a Slack event's `event_id` and `event_time`, an e-mail gateway's
  received header and ticket id, a relay's id and received time, and the `Idempotency-Key` and
  response `Date` of a call the program made this turn move; the payloads (the reschedule request with
  its `requested_at`, the form answers with their `Submitted`, the message text, the returned
  appointment with its `confirmed_at`) and `API-Version` stay. The same kinds of deliveries pasted by
  a developer who debugs them (a Standard Webhooks delivery, a ticketing platform delivery, a
  CloudEvent, a Stripe event) stay whole.
* Work logins and chats are sessions: an appointments portal, a case desk, a member session header, a
  chat session, a safeguarding form session and their opening times, and a secretary portal JWT
  move; clubs, members, officials, players, tenants, Slack teams and channels stay.
* Jobs and uploads move with their stamps: a scheduler run and its start, a report or letter job with
  the date it fills in as today, an upload's id and receipt time; the uploaded PDF's own
  `CreationDate` and `ModDate` stay.
* Near misses decided by position and purpose: the app's `generated_at` at the head of the prompt
  moves while a pasted record's `created_at` at the head of its block stays; an ITC request id the
  user asks about stays beside the request's UUIDv7 that moves; a pasted delivery stays while the
  relay headers that brought this request move; a sales report's `Report generated:` line stays.
  Made-up and app-specific labels (`x-claims-req`, `pitchiq.t0`, `pitchiq.hop`, `kt.t_us`,
  `client_stamp`, `client_ref`, `Edge:`, `Kiosk clock:`) move when they hold the current time or a
  per-request id; CalVer builds, seasons, competitions, rules editions, tenant uuids and licence dates
  stay, and so does an unrendered `{{now}}`.
* Spans follow rule 3: a phrase is cut with its preposition where the cut leaves a sentence; a
  parenthesised id is cut with its parentheses; XML attributes and `key=value` pairs are followed by a
  stable neighbour; single-line JSON members are cut with the comma after them and follow a stable
  member, and volatile members of pretty-printed JSON are never the last member of their object; a
  header line, a markdown row or bullet, a YAML member, a ReAct `Observation:` that holds only the
  time, a sentence alone on its line and a line holding one field in any script (also with a
  full-width colon) are whole-line spans; footers hold one field per line; a field followed by
  `<|im_end|>` or `<|end|>` on its line is an inline span; `[relayed ...]`, `[upload ...]` and
  `[received ...]` prefixes are cut from the front of their line.
* Only ASCII `Label:` cue lines or a ChatML or Llama 3 reply header on a line of its own end
  positives; prompts in other languages end with the user's message or with the metadata after it;
  the Mistral `[INST]` and Phi-3 positives, whose last line rule 4 does not know as a cue, get their
  trailer at the end as rule 4 gives it; Gemma prompts appear only in negatives.
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
    CEST,
    CET,
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

SEED = 77_0412_2026
SRC = "holdout77:"
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout77.jsonl"

BST = timezone(timedelta(hours=1), "BST")
KST = timezone(timedelta(hours=9), "KST")
CST8 = timezone(timedelta(hours=8), "CST")
MSK = timezone(timedelta(hours=3), "MSK")
TRT = timezone(timedelta(hours=3), "TRT")
EAT = timezone(timedelta(hours=3), "EAT")
BRT = timezone(timedelta(hours=-3), "BRT")
WIB = timezone(timedelta(hours=7), "WIB")
ICT = timezone(timedelta(hours=7), "ICT")
AEST = timezone(timedelta(hours=10), "AEST")
GST = timezone(timedelta(hours=4), "GST")
ART = timezone(timedelta(hours=-3), "ART")
CDT = timezone(timedelta(hours=-5), "CDT")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
IDT = timezone(timedelta(hours=3), "IDT")
WEST = timezone(timedelta(hours=1), "WEST")

ARABIC_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
DE_MONTHS = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
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


class Gen77(Gen):
    """`Gen` with the extra moments and ids this corpus uses; its moments fall in the autumn of the 2026/27
    season (17 August to 14 December 2026), where the pasted records sit."""

    def moment(self, tz: timezone = UTC) -> datetime:
        base = datetime(2026, 8, 17, tzinfo=UTC)
        t = base + timedelta(
            seconds=self.rng.randrange(0, 120 * 86400), microseconds=self.rng.randrange(1, 1_000_000)
        )
        return t.astimezone(tz)

    def at(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else UTC)

    def ulid_lower(self, t: datetime) -> str:
        return self.ulid(t).lower()

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("abcdefghijklmnopqrstuvwxyz234567") for _ in range(n))

    def tsid(self, t: datetime) -> str:
        value = ((epoch_ms(t) - 1_577_836_800_000) << 22) | self.rng.getrandbits(22)
        alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
        return "".join(alphabet[(value >> (5 * i)) & 31] for i in reversed(range(13)))


def de_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def slash_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def cjk_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M:%S}"


def ko_dt(t: datetime) -> str:
    return f"{t.year}년 {t.month}월 {t.day}일 {t:%H:%M:%S}"


def de_long(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}"


def es_long(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def fr_long(t: datetime) -> str:
    return f"{t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t:%H:%M:%S}"


def pt_long(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M:%S}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def short_dt(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M:%S}"


POS: list[Callable[[Gen77], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen77], Draft]) -> Callable[[Gen77], Draft]:
    POS.append(fn)
    return fn


def neg(source: str, tags: list[str], text: str) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{source}", ["hard_negative", *tags]))


# --- hand-written positives -------------------------------------------------------------------------------------


def P(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{source}", tags)


# fixtures and scheduling


@pos
def _scheduler_run(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""Fixture scheduler - Northern Counties Amateur League
{v("run_id", "Run: " + g.ulid(t))}
{v("datetime", "Started: " + rfc3339(t))}
Season: 2026/27
Divisions: Premier, One, Two

You are the league's fixtures assistant. Explain clashes in plain words and propose at most two swaps.

Venue availability export (from the council booking system):
venue_id,pitch,date,slot_start,slot_end,booked_by,created
V-114,Ashby Rec 1,2026-08-22,14:00,16:00,Ashby Rovers,2026-05-03T10:14:52Z
V-114,Ashby Rec 1,2026-08-22,14:00,16:00,Ashby Rovers Reserves,2026-05-04T08:01:09Z
V-207,Hollins Park 3G,2026-08-22,10:00,12:00,Hollins Youth,2026-05-01T19:44:30Z

User: Why did the run flag Ashby Rec 1 on the opening Saturday?
Assistant:""",
        "fixtures:scheduler-run",
        ["header_block", "ulid", "rfc3339", "pasted_csv_neighbour"],
    )


@pos
def _tv_pick_generated_at(g: Gen77) -> Draft:
    t = g.uk()
    made = t - timedelta(days=g.small(3, 20), minutes=g.small(1, 600))
    return P(
        f"""{{
  "app": "broadcast-picks",
  {v("datetime", '"generated_at": "' + rfc3339(t) + '",')}
  "competition": "National League North",
  "locale": "en-GB"
}}
You help the competitions team answer clubs about broadcast selections. Quote the rule number.

Selection record the club forwarded:
{{
  "created_at": "{rfc3339(made)}",
  "fixture_id": "NLN-2627-0142",
  "home": "Darwen Borough",
  "away": "Kendal Athletic",
  "original_kickoff": "2026-10-17T15:00:00+01:00",
  "selected_kickoff": "2026-10-18T12:30:00+01:00",
  "rule": "B7.3"
}}

Question: Darwen say they were told less than 21 days before. Were they?
Answer:""",
        "fixtures:broadcast-pick",
        ["json_block", "near_miss", "generated_at", "created_at_pasted"],
    )


@pos
def _reschedule_delivery(g: Gen77) -> Draft:
    t = g.uk()
    asked = t - timedelta(hours=g.small(2, 40), seconds=g.small(1, 3000))
    return P(
        f"""Reschedule requests reach this assistant through the LeagueHub webhook.
Content-Type: application/json
{v("request_id", "X-LeagueHub-Delivery: " + g.uuid4())}
{v("epoch", "X-LeagueHub-Timestamp: " + str(epoch_s(t)))}
{v("signature", "X-LeagueHub-Signature: v1=" + g.hex(64))}

{{"type":"fixture.reschedule_requested","fixture_id":"WSL2-U18-0087","requested_by":"Thornbury Girls FC","requested_at":"{rfc3339(asked)}","reason":"Pitch frozen","proposed":"2027-01-24T10:30:00Z"}}

Draft a reply to the requesting club: accept if the proposed date is a Sunday and before the
February cut-off of 2027-02-07, otherwise explain why not.
Reply:""",
        "fixtures:reschedule-delivery",
        ["envelope", "webhook_headers", "epoch_s", "payload_stays"],
    )


@pos
def _platzbelegung(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Du bist der Platzwart-Assistent des SV Grün-Weiß Lindenau. Antworte kurz und auf Deutsch.
{v("datetime", "Abfragezeitpunkt: " + de_dt(t))}

Platzbelegung Kunstrasen (Export aus dem Vereinsportal):
| Datum      | Von   | Bis   | Mannschaft | Angelegt am         |
|------------|-------|-------|------------|---------------------|
| 14.09.2026 | 17:00 | 18:30 | U11        | 02.07.2026 09:41:13 |
| 14.09.2026 | 18:30 | 20:00 | U15        | 02.07.2026 09:43:50 |
| 14.09.2026 | 20:00 | 21:30 | Herren II  | 11.08.2026 21:05:02 |

Frage: Kann die U13 am 14.09. von 18:00 bis 19:00 noch auf den Platz?
Antwort:""",
        "fixtures:platzbelegung-de",
        ["system_tail", "de_datetime", "non_english", "md_table_neighbour"],
    )


@pos
def _kickoff_change_chatml(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""<|im_start|>system
You are the matchday operations assistant of Castleford Vale FC. Keep answers short and practical.
{v("datetime", "Current time: " + iso_space(t) + " " + (t.tzname() or ""))}<|im_end|>
<|im_start|>user
The league sent this. What do we need to change on our side?

From: Fixtures Secretary <fixtures@ncfl.example>
Date: Tue, 6 Oct 2026 16:42:19 +0100
Message-ID: <20261006154219.7A1C@ncfl.example>
Subject: Kick-off change - Castleford Vale v Moorside Utd

Due to the county cup replay the fixture on Saturday 17 October moves from 15:00 to 13:00.
Officials have been informed.<|im_end|>
<|im_start|>assistant
""",
        "fixtures:kickoff-change-chatml",
        ["chat_template", "chatml", "inline_before_im_end", "pasted_email"],
    )


@pos
def _llama3_fixture_json(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v("date", f"Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}")}

You answer supporters' questions about the Riverside Women's fixture list.<|eot_id|><|start_header_id|>user<|end_header_id|>

{{"fixture":"RWFC v Linton Ladies","kickoff":"2026-11-08T14:00:00Z","venue":"Mill Lane","status":"confirmed","updated":"2026-10-29T11:20:04Z"}}

Is this one still on, and what time is kick-off in Lisbon?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
        "fixtures:llama3",
        ["chat_template", "llama3", "today_date", "pasted_json_at_start"],
    )


@pos
def _jp_schedule(g: Gen77) -> Draft:
    t = g.at(JST)
    return P(
        f"""あなたは関東社会人サッカーリーグ事務局のアシスタントです。日程調整について丁寧に答えてください。
{v("datetime", "取得時刻：" + cjk_dt(t))}

日程表（事務局システムより）
節,日付,キックオフ,会場,ホーム,アウェイ,登録日時
第7節,2026-06-14,11:00,江戸川区陸上競技場,FC湾岸,南関東SC,2026-03-02 10:15:33
第7節,2026-06-14,13:30,江戸川区陸上競技場,浦安クラブ,東葛ユナイテッド,2026-03-02 10:16:08

ユーザー：第7節の2試合目を14:00に遅らせることはできますか？""",
        "fixtures:jp-schedule",
        ["system_tail", "cjk_datetime", "non_english", "fullwidth_colon", "pasted_csv_neighbour"],
    )


@pos
def _mistral_pitch_inspection(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""<s>[INST] You advise league officers on pitch inspections. Be decisive.
{v("datetime", "Now: " + go_nano(t, g.small(1, 1000)))}

Inspection log the groundsman typed:
06:45 frost on both goalmouths, probe 2 cm
08:10 sun on the south half, north half still hard
08:55 re-probe north goalmouth, 1 cm

Should the 10:30 youth game go ahead? [/INST]""",
        "fixtures:mistral-inspection",
        ["chat_template", "mistral", "go_rfc3339nano", "times_in_content"],
    )


# referee appointments


@pos
def _appointments_portal(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""# Referee appointments desk
- **County:** Westmarch FA
- **Officer:** J. Adeyemi
{v("session_id", "- **Portal session:** `" + g.nanoid() + "`")}
{v("datetime", "- **Opened:** " + rfc3339(t))}

You help the appointments officer fill gaps. Never appoint an official to a club they are
registered with.

Availability export for the weekend:
official_id,name,level,sat_am,sat_pm,sun_am,submitted_at
R-30417,K. Lyle,5,Y,N,Y,2026-09-07T21:14:03+01:00
R-28861,P. Osei,4,N,Y,Y,2026-09-06T08:02:47+01:00
R-31190,M. Novak,6,Y,Y,N,2026-09-08T12:29:55+01:00

User: Who can cover the Saturday afternoon Division One game at Hatherley?
Assistant:""",
        "referees:portal-session",
        ["md_bullets", "nanoid", "session", "pasted_csv_neighbour"],
    )


@pos
def _match_fee_claims(g: Gen77) -> Draft:
    return P(
        f"""{v("request_id", "x-claims-req: " + g.hex(24))}
You check referees' match fee and mileage claims against the county tariff: GBP 45 per open-age
game, GBP 30 per youth game, 45p per mile, no claim older than 28 days.

Claim form export:
Claim ID: MFC-2026-11873
Official: R-28861 P. Osei
Match: Hatherley Town v Brook Lane, 2026-09-12 14:00
Fee claimed: 45.00
Mileage: 38 miles
Submitted: 2026-10-15 22:41:07

Is this claim payable in full?
Answer:""",
        "referees:fee-claim",
        ["head", "made_up_label", "hex", "form_export_neighbour"],
    )


@pos
def _designaciones_es(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Eres el asistente del Comité Técnico de Árbitros de una federación territorial. Responde en español.
{v("datetime", "Fecha y hora de la consulta: " + es_long(t))}

Designaciones publicadas (copiadas de la intranet):
Partido;Fecha;Hora;Árbitro;Asistente 1;Asistente 2;Publicado
CD Almenara - UD Pinar;2026-10-04;11:30;García Ruiz;Soto Peña;Lara Díaz;2026-09-29 19:02:44
Atlético Vega - CF Ribera;2026-10-04;17:00;Moreno Gil;Ortega Sanz;Ruiz Mata;2026-09-29 19:02:44

Pregunta: ¿Puede García Ruiz pitar también el partido de las 17:00 si Moreno Gil se lesiona?
Respuesta:""",
        "referees:designaciones-es",
        ["system_tail", "es_long_datetime", "non_english", "pasted_csv_neighbour"],
    )


@pos
def _referee_sms_relay(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""You are the duty officer assistant for the Westmarch referees' group. Relayed texts from officials
arrive below; reply with what the duty officer should do.

{v("datetime", "[relayed " + rfc3339(t) + "]")} From +44 7700 900418 (R-30417 K. Lyle): Car broke down on the A49, I won't make
the 10:30 at Ferris Park. Sorry. Sent 09:12.

Reply:""",
        "referees:sms-relay",
        ["bracketed_prefix", "rfc3339", "user_typed_time"],
    )


@pos
def _appointment_api_call(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Tool call log for this turn (appointments API):
POST /v2/appointments/confirm
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("datetime", "Date: " + http_date(t))}
API-Version: 2025-07-01

Response:
{{"appointment_id":"APT-77120","official":"R-31190","fixture":"WDL1-0456","status":"confirmed","confirmed_at":"2026-09-10T18:44:12Z"}}

Tell the official in one friendly sentence that the appointment is confirmed.
Message:""",
        "referees:api-call",
        ["header_block", "idempotency", "http_date", "api_version_neighbour"],
    )


# player registrations and transfers


@pos
def _transfer_window_countdown(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""You are the registrations assistant of a second-tier club. Be exact about deadlines.
{v("datetime", "Now (UTC): " + iso_space(t))}
{v("datetime", f"Window closes in: {g.small(0, 6)}d {g.small(0, 24):02d}h {g.small(0, 60):02d}m {g.small(0, 60):02d}s")}
Window: summer 2026, closes 2026-09-01 23:00 BST

Transfer instruction as shown in the matching system:
Instruction ID: TI-2026-0093312
Created: 2026-08-27 16:05:41 UTC
Type: Engaging - permanent
Player: Tomás Ferreira (FIFA ID 105AXQ7)
Releasing club: CD Nacional Sul
Status: Awaiting releasing club
Last updated: 2026-08-29 09:12:10 UTC

User: What happens if the Portuguese club does not match before the deadline?
Assistant:""",
        "transfers:window-countdown",
        ["system_tail", "countdown_from_now", "iso", "pasted_record"],
    )


@pos
def _itc_lookup_near_miss(g: Gen77) -> Draft:
    t = g.moment()
    itc = g.uuid7(t - timedelta(days=g.small(2, 30)))
    return P(
        f"""Registration desk assistant. Answer from the lookup result only.
{v("request_id", "Request-Id: " + g.uuid7(t))}
Federation: FA of Westmarch

User: Where is ITC request {itc} stuck? The player has been waiting a fortnight.

Lookup result:
itc_request_id: {itc}
player: Jonas Halvorsen
from_association: NFF
status: pending_release
requested: 2026-07-14T09:02:55Z
Assistant:""",
        "transfers:itc-near-miss",
        ["near_miss", "uuid7", "id_in_question", "pasted_record"],
    )


@pos
def _registo_pt(g: Gen77) -> Draft:
    t = g.at(WEST)
    return P(
        f"""És o assistente de inscrições da Associação de Futebol do Alto Minho. Responde em português.
{v("datetime", "Data/hora do pedido: " + pt_long(t))}

Registo do jogador (exportado do portal):
{{
  "id": "AFAM-2026-004417",
  "nome": "Rui Meireles",
  "data_nascimento": "2011-03-09",
  "escalao": "Sub-16",
  "clube": "GD Ponte Velha",
  "criado_em": "2026-08-03T10:41:27+01:00",
  "exame_medico_valido_ate": "2027-08-02"
}}

Pergunta: o Rui pode jogar já no sábado?""",
        "registrations:registo-pt",
        ["system_tail", "pt_long_datetime", "non_english", "pasted_json_neighbour"],
    )


@pos
def _registration_jwt(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Club secretary portal assistant. Only discuss the logged-in secretary's own club.
club: Brook Lane FC (club no. 1160422)
role: club_secretary
{v("token", "session_token: " + g.jwt(t, "sec-1160422"))}

Pending registrations:
REG-88120  Amelia Price   U14 girls   submitted 2026-08-30 19:22:03  awaiting parental consent
REG-88131  Leo Baptiste   U14 boys    submitted 2026-08-31 07:58:40  awaiting photo

User: Which of these can I chase today, and how?
Assistant:""",
        "registrations:jwt",
        ["header_block", "jwt", "stable_neighbours", "pasted_table"],
    )


@pos
def _loan_upload(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""{v("upload", "[upload " + g.ulid_lower(t) + "]")} {v("datetime", "[received " + rfc3339(t, 3) + "]")} loan_agreement.pdf
You check loan agreements against the league's loan rules before the club submits them.

Extracted PDF metadata:
Title: Temporary transfer agreement - D. Okafor
CreationDate: D:20260812143305+01'00'
ModDate: D:20260813091122+01'00'
Pages: 6

Extracted clause 4: "The loan runs from 14 August 2026 to 3 January 2027 and may be ended by the
parent club on 7 days' notice during any registration window."

Does clause 4 comply with rule L2 (recall only in January)?
Answer:""",
        "transfers:loan-upload",
        ["bracketed_prefix", "ulid", "upload", "pdf_metadata_stays"],
    )


@pos
def _lisans_tr(g: Gen77) -> Draft:
    t = g.at(TRT)
    return P(
        f"""Sen bir amatör futbol kulübünün lisans işlemleri asistanısın. Türkçe ve kısa cevap ver.
{v("datetime", "İstek zamanı: " + de_dt(t))}

Lisans kaydı (federasyon sisteminden kopyalandı):
Lisans No: 34-1188204
Ad Soyad: Emre Yıldız
Kulüp: Kartal Gençlikspor
Tescil Tarihi: 12.08.2026 14:22:51
Vize Bitiş: 30.06.2027

Kullanıcı: Emre transfer döneminde başka kulübe geçerse lisansı ne olur?""",
        "registrations:lisans-tr",
        ["system_tail", "de_datetime", "non_english", "pasted_record"],
    )


@pos
def _phi3_registration(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""<|system|>
You answer parents' questions about youth registrations for Harcourt Juniors.
{v("datetime", "Request time: " + js_iso(t))}<|end|>
<|user|>
My son's registration says "created 2026-08-21 18:03:44, status: photo rejected". What do I do?<|end|>
<|assistant|>
""",
        "registrations:phi3",
        ["chat_template", "phi3", "inline_before_end", "js_iso"],
    )


@pos
def _polish_transfer(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Jesteś asystentem działu rozgrywek okręgowego związku piłki nożnej. Odpowiadaj po polsku.
{v("datetime", "Czas zapytania: " + rfc3339(t))}
{v("request_id", "Identyfikator zapytania: " + g.ksuid(t))}

Wniosek transferowy (skopiowany z Extranetu):
Nr wniosku: TR/2026/08/4471
Zawodnik: Kacper Wiśniewski
Klub odstępujący: LKS Orzeł Brzezie
Data złożenia: 2026-08-19 12:04:37
Status: oczekuje na zgodę klubu

Pytanie: ile dni klub odstępujący ma na odpowiedź?""",
        "transfers:polish",
        ["header_block", "ksuid", "non_english", "pasted_record"],
    )


# match reports and discipline


@pos
def _matchsheet_xml(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""<matchsheet-context competition="WDL1" {v("datetime", 'rendered="' + rfc3339(t) + '"')} {v("request_id", 'req="' + g.hex(16) + '"')} locale="en-GB">
<events>
  <event minute="12" type="goal" player="#9 Mensah" team="home"/>
  <event minute="38" type="caution" player="#4 Doyle" team="away" reason="C1"/>
  <event minute="71" type="sending_off" player="#4 Doyle" team="away" reason="S7"/>
</events>
</matchsheet-context>
Write the two-sentence match summary for the league website. Do not name the referee.
Summary:""",
        "discipline:matchsheet-xml",
        ["xml_attr", "two_in_line", "match_events_stay"],
    )


@pos
def _discipline_case_table(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""You assist the county discipline secretary. Summarise the case for the panel in neutral language.

| Field          | Value |
|----------------|-------|
| Panel          | Westmarch Disciplinary Commission |
| Case           | DC-2026-0218 |
{v("session_id", "| Desk session   | " + g.b32(20) + " |")}
{v("datetime", "| Session opened | " + short_dt(t) + " |")}

Referee's report (submitted 2026-10-11 18:22):
"At 64' the home No. 7 approached me after a free kick and shouted abuse at close range. I
showed a red card (S6). He left the field at 65' and waited by the car park."

Club observation (received 2026-10-14 09:03): "The player accepts the charge but denies it was directed at
the referee."

Summary:""",
        "discipline:case-table",
        ["md_table", "b32", "session", "pasted_report_stays"],
    )


@pos
def _suspension_pull(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Suspensions pulled from the competition system {v("datetime", "at " + rfc3339(t, 3))} {v("pull_id", "(pull " + g.ksuid(t) + ")")} for this request:

| Player        | Club          | Offence            | Games | From       | Served |
|---------------|---------------|--------------------|-------|------------|--------|
| D. Okafor     | Kendal Ath.   | 5 cautions         | 1     | 2026-10-10 | 0      |
| L. Marsh      | Darwen Boro   | S4 violent conduct | 3     | 2026-10-03 | 1      |

Can Marsh play in the cup tie on 17 October?
Answer:""",
        "discipline:suspension-pull",
        ["inline_sentence", "fetch_stamp", "ksuid", "table_stays"],
    )


@pos
def _commission_fr(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Tu assistes la commission de discipline d'un district de football. Réponds en français, sans juger.
{v("datetime", "Horodatage de la requête : " + fr_long(t))}

Extrait de la feuille de match informatisée :
Rencontre n° 25431178 - US Belleville / AS Fontaine - 27/09/2026 15:00
68e : exclusion n° 14 AS Fontaine (propos injurieux envers l'arbitre)
Rapport arbitre saisi le 27/09/2026 à 19:41:08

Question : quelle sanction le barème prévoit-il pour ce motif ?""",
        "discipline:commission-fr",
        ["system_tail", "fr_long_datetime", "non_english", "pasted_record"],
    )


@pos
def _slack_discipline(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Slack event for the #discipline-desk bot:
{{"type":"event_callback","team_id":"T04LGA7Q2",{v("request_id", '"event_id":"Ev' + g.b62(9).upper() + '",')}{v("epoch", '"event_time":' + str(epoch_s(t)) + ",")}"event":{{"type":"app_mention","channel":"C05DSC1PL","user":"U03HK81QA","text":"<@U07BOT> the ref's report for DC-2026-0221 was filed at 23:10 on Sunday, that's past the 48h, right? Game finished 16:52 Friday."}}}}

Answer the question in the message in one or two sentences.
Answer:""",
        "discipline:slack-envelope",
        ["json_inline", "slack_event", "envelope", "times_in_message_stay"],
    )


@pos
def _giudice_it(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Sei l'assistente della segreteria di una società dilettantistica. Rispondi in italiano.
{v("datetime", "Orario di elaborazione: " + slash_dt(t))}

Comunicato ufficiale n. 14 del 08/10/2026 - decisioni del giudice sportivo:
SQUALIFICA PER 2 GARE EFFETTIVE
ROSSI MATTEO (POLISPORTIVA SAN VITO) - espulso al 77' per condotta violenta.
AMMENDA EURO 150,00 a POLISPORTIVA SAN VITO per lancio di oggetti dal settore ospiti.

Domanda: Rossi può giocare domenica 18 ottobre?""",
        "discipline:giudice-it",
        ["system_tail", "slash_datetime", "non_english", "pasted_notice"],
    )


@pos
def _arabic_match_report(g: Gen77) -> Draft:
    t = g.at(GST)
    return P(
        f"""أنت مساعد لجنة المسابقات في اتحاد كرة القدم للهواة. أجب بالعربية باختصار.
{v("datetime", "وقت الطلب: " + iso_space(t).translate(ARABIC_DIGITS))}

تقرير المباراة (منسوخ من النظام):
رقم المباراة: ٢٠٢٦-٠٤١٢
الفريقان: نادي الشروق ضد نادي الواحة
وقت البداية: ١٦:٠٠
وقت النهاية الفعلي: ١٧:٥٩
إنذارات: ٤ - طرد: ١ (الدقيقة ٨٣)

السؤال: هل يجب رفع تقرير إضافي بسبب الطرد؟""",
        "discipline:arabic-report",
        ["system_tail", "arabic_indic_digits", "non_english", "pasted_record"],
    )


# ticketing and memberships


@pos
def _cup_final_ballot(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""Membership services assistant, Harrowgate City FC. Be kind; many members will be disappointed.
Ballot drawn: 2026-04-20 10:00 (one draw for all entries)
Allocation: 9,400 tickets for 21,873 valid entries
{v("request_id", "Entry lookup: " + g.tsid(t))}
{v("datetime", "Looked up: " + iso_space(t) + " UK")}

The member pasted their ballot entry:
Entry ref: CFB-26-0401877
Member no: 0043119
Entered: 2026-04-14 21:07:33
Tickets requested: 2 (adult, junior)
Loyalty points at close: 412
Result: unsuccessful

Member: I've got over 400 points, how did I miss out?
Assistant:""",
        "ticketing:cup-ballot",
        ["header_block", "tsid", "lookup", "draw_time_stays", "pasted_entry_stays"],
    )


@pos
def _away_allocation_session(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Host: tickets.harrowgatecity.example
{v("session_id", "X-Member-Session: " + g.uuid4())}
{v("datetime", "X-Client-Time: " + js_iso(t))}
Accept-Language: en-GB

You answer members' questions about away ticket allocations. Priority goes by away points,
then by membership length.

Member: I have 38 away points. Will I get a ticket for Carlisle (allocation 1,200, sale opens
2026-11-02 10:00)?
Assistant:""",
        "ticketing:away-allocation",
        ["head", "header_block", "session", "js_iso"],
    )


@pos
def _hospitality_form_delivery(g: Gen77) -> Draft:
    t = g.moment()
    submitted = t - timedelta(seconds=g.small(5, 200))
    return P(
        f"""Incoming hospitality enquiry relayed by HubForms for this request:
{v("request_id", "X-HubForms-Delivery-Id: " + g.ulid(t))}
{v("datetime", "X-HubForms-Delivered-At: " + rfc3339(t))}

Form answers:
- Company: Pendle Logistics Ltd
- Match: Harrowgate City v Stockport, 2026-12-26 15:00
- Guests: 12
- Package: Chairman's Lounge
- Dietary: 2 vegetarian, 1 coeliac
- Submitted: {rfc3339(submitted)}

Write the first reply from the hospitality team, confirming what we can offer.
Reply:""",
        "ticketing:hospitality-form",
        ["envelope", "ulid", "rfc3339", "form_answers_stay"],
    )


@pos
def _accessibility_nl(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Je bent de assistent van de supportersservice van een Eredivisie-club. Antwoord in het Nederlands.
{v("datetime", "Tijdstip opvraging: " + de_dt(t))}
Vak: rolstoelplatform Noord

Reservering (gekopieerd uit het ticketsysteem):
Reservering: RS-2026-88014
Wedstrijd: thuis tegen FC Twente, zondag 25 oktober 2026, 14:30
Plaatsen: 1 rolstoelplaats + 1 begeleider
Aangemaakt: 12-10-2026 20:47:19

Vraag: mag mijn begeleider ook iemand anders zijn dan op de reservering staat?""",
        "ticketing:accessibility-nl",
        ["header_block", "de_datetime", "non_english", "pasted_record"],
    )


@pos
def _loyalty_tool_observation(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""You are the members' assistant. Use tools, then answer.

Thought: I need the member's loyalty history.
Action: get_loyalty_history
Action Input: {{"member_no": "0043119", "season": "2026/27"}}
Observation: {{"member_no":"0043119",{v("datetime", '"fetched_at":"' + rfc3339(t) + '",')}"points":[{{"match":"HCFC v Wrexham","date":"2026-08-15","points":10,"scanned":"2026-08-15T14:21:07+01:00"}},{{"match":"HCFC v Barrow","date":"2026-09-05","points":10,"scanned":"2026-09-05T14:40:51+01:00"}}]}}
Thought: I can answer now.

User question: Why do I only have 20 points when I went to three games?
Final Answer:""",
        "ticketing:loyalty-observation",
        ["tool_observation", "json_inline", "fetched_at", "scans_stay"],
    )


@pos
def _korean_ticket(g: Gen77) -> Draft:
    t = g.at(KST)
    return P(
        f"""당신은 K리그 구단의 티켓 고객센터 도우미입니다. 한국어로 짧게 답하세요.
{v("datetime", "조회 시각: " + ko_dt(t))}
{v("session_id", "상담 세션: " + g.nanoid())}

예매 내역 (고객이 붙여넣음):
예매번호: T2026-1104-55871
경기: 홈 vs 수원, 2026년 11월 14일 14:00
좌석: E석 2층 112블록 7열 14번
결제 일시: 2026-11-04 21:33:18

질문: 이 표를 친구에게 양도할 수 있나요?""",
        "ticketing:korean",
        ["system_tail", "ko_datetime", "non_english", "pasted_record"],
    )


@pos
def _email_gateway_head(g: Gen77) -> Draft:
    t = g.moment()
    sent = t - timedelta(minutes=g.small(3, 90))
    return P(
        f"""{v("datetime", "X-Gateway-Received: " + rfc2822(t))}
{v("request_id", "X-Gateway-Ticket: " + g.objectid(t))}
Queue: box-office

Draft a reply for the box office to approve. Policy: tickets can be moved to another member's
account until 24 hours before kick-off, for free.

From: Sam Whitaker <sam.w@mailbox.example>
Date: {rfc2822(sent)}
Subject: Can my brother use my seat?

Hi, I can't make Saturday. Can I put my seat (Block C, row 11, seat 204) on my brother's
account? His member number is 0071842.

Reply:""",
        "ticketing:email-gateway",
        ["head", "rfc2822", "objectid", "pasted_email_stays"],
    )


# scouting and performance data


@pos
def _gps_export(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""You are the performance analyst's assistant. Flag players whose high-speed running is more than
20% below their four-week average.
{v("datetime", "Export fetched: " + py_logging(t))}

session_id,player,start,end,total_m,hsr_m,avg_4w_hsr_m
S-0930-AM,Mensah,2026-09-30T10:02:11+01:00,2026-09-30T11:18:40+01:00,6120,412,530
S-0930-AM,Doyle,2026-09-30T10:02:11+01:00,2026-09-30T11:18:40+01:00,5894,501,498
S-0930-AM,Kerr,2026-09-30T10:02:11+01:00,2026-09-30T11:05:02+01:00,4310,188,455

Who should I flag?
Answer:""",
        "scouting:gps-export",
        ["system_tail", "python_logging", "pasted_csv_neighbour"],
    )


@pos
def _event_data_traceparent(g: Gen77) -> Draft:
    return P(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("trace_id", "tracestate: pitchiq=" + g.hex(16))}
You describe football event data for coaches without jargon.

[
  {{"id": "6f1c2d4e-8a9b-4c3d-9e0f-1a2b3c4d5e6f", "index": 412, "period": 1, "timestamp": "00:38:12.481", "type": "Pass", "player": "Kerr", "outcome": "Incomplete"}},
  {{"id": "0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d", "index": 413, "period": 1, "timestamp": "00:38:14.102", "type": "Interception", "player": "Okafor"}}
]

What happened in these two seconds?
Answer:""",
        "scouting:event-traceparent",
        ["head", "traceparent", "tracestate", "event_ids_stay"],
    )


@pos
def _scouting_report_job(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Scouting report writer. Fill the template from the scout's notes; keep the scout's ratings.
{v("run_id", "Draft job: " + g.ulid(t))}
{v("date", "Report date: " + uk_long(t))}

Scout's notes (typed at the game, 2026-10-03, Kendal Athletic U21 v Barrow U21, KO 19:00):
19:24 #6 Halvorsen drops between CBs well, plays through the press twice
19:58 booked for a late tackle, calmer after
20:31 switches play 50m left-footed, accurate
Ratings: technique 7, decisions 6, physical 6

Report:""",
        "scouting:report-job",
        ["header_block", "report_date_today", "ulid", "notes_stay"],
    )


@pos
def _video_tagging(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Video tagging assistant. Suggest tags from the club's taxonomy only.
{v("session_id", "tag_session=" + g.b62(16))} clip=MD07-H2-0345 {v("epoch", "client_ms=" + str(epoch_ms(t)))} team=U23

Clip notes: 57:42 turnover in midfield, 57:49 counter down the right, 57:55 cross cut out.

Tags:""",
        "scouting:video-tagging",
        ["key_value_inline", "b62", "epoch_ms", "match_clock_stays"],
    )


@pos
def _zh_scouting(g: Gen77) -> Draft:
    t = g.at(CST8)
    return P(
        f"""你是一家职业足球俱乐部球探部门的助手。请用中文简洁回答。
{v("datetime", "生成时间：" + cjk_dt(t))}
{v("request_id", "请求编号：" + g.uuid7(t))}

球探记录（从系统导出）：
{{"球员":"李浩然","出生日期":"2008-05-17","位置":"左后卫","观察比赛":"2026-09-20 15:30","评分":7.5,"记录时间":"2026-09-20 19:02:41"}}

问题：这名球员适合我们的U19梯队吗？""",
        "scouting:zh",
        ["header_block", "cjk_datetime", "uuid7", "non_english", "chinese_keys_stay"],
    )


@pos
def _sv_scouting(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Du är assistent åt scoutavdelningen i en allsvensk klubb. Svara på svenska.
{v("datetime", "Hämtad: " + iso_space(t))}

Matchrapport (inklistrad):
Match: IK Sirius U19 - Hammarby U19, 2026-08-29 13:00
Spelare: nr 8 Elias Berg
Minuter: 90
Lyckade passningar: 41/47
Rapport skriven: 2026-08-29 16:40:12

Fråga: Ska vi bjuda in honom till provträning?""",
        "scouting:sv",
        ["system_tail", "iso", "non_english", "pasted_report"],
    )


@pos
def _made_up_labels(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""pitchiq.build: 2026.09.2
{v("epoch", "pitchiq.t0: " + str(epoch_us(t)))}
{v("request_id", "pitchiq.hop: " + g.tsid(t))}
pitchiq.tenant: kendal-athletic

You turn tracking summaries into one paragraph for the head coach.

Sprint summary, matchday 9 (provider export):
player;sprints;top_speed_kmh;first_sprint;last_sprint
Mensah;31;33.8;00:04:12;01:31:55
Kerr;19;31.2;00:09:40;01:12:08

Paragraph:""",
        "scouting:made-up-labels",
        ["head", "made_up_label", "epoch_us", "tsid", "calver_stays"],
    )


# youth academies


@pos
def _academy_hours_week(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""You help the academy manager check coaching hours against the category requirements (U12-U16:
at least 12 hours a week).
{v("date", "Current week: " + iso_week(t))}

Coaching hours log (U14, last week):
Mon 17:30-19:00 technical (1.5 h)
Tue 16:15-18:15 school partnership (2.0 h)
Thu 17:30-19:30 tactical + games (2.0 h)
Sat 09:00-12:00 match + review (3.0 h)

Are we short, and by how much?
Answer:""",
        "academy:hours-week",
        ["system_tail", "iso_week", "log_stays"],
    )


@pos
def _safeguarding_form(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""Safeguarding concern form assistant. Help the coach write a factual record; do not investigate.
{v("datetime", "Form opened: " + iso_space(t)[:16])}
{v("session_id", "Form session: " + g.uuid4())}
Designated officer: H. Clarke

Coach's notes: At training on Tuesday (6 Oct) around 18:40 an U13 player said his lift home "never
turns up" and he has been walking back along the ring road after 20:00 three times this month.

Write the "What was observed" section.
Section:""",
        "academy:safeguarding-form",
        ["header_block", "session", "user_typed_times"],
    )


@pos
def _trial_letter(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""Letter drafting tool - Harrowgate City Academy.
{v("date", "Letter date (today): " + f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}")}
{v("run_id", "Letter job: " + g.nanoid())}

Write a trial invitation for the player below. Trials are at the Lowfield training ground, parents
must attend, bring shin pads and both boot types.

Player: Noah Adebayo, U12, Fernside Juniors
Trial dates: Tue 20 October 2026 and Thu 22 October 2026, 17:30-19:00
Scout: R. Iqbal (watched 26 September 2026)

Letter:""",
        "academy:trial-letter",
        ["header_block", "letter_date_today", "nanoid", "dates_stay"],
    )


@pos
def _greek_academy(g: Gen77) -> Draft:
    t = g.at(EEST)
    return P(
        f"""Είσαι βοηθός της ακαδημίας ποδοσφαίρου ενός συλλόγου. Απάντησε στα ελληνικά.
{v("datetime", "Ώρα αιτήματος: " + de_dt(t))}

Πρόγραμμα σχολικής συνεργασίας (επικολλημένο):
Τρίτη 16:00-17:30 προπόνηση Κ14
Πέμπτη 15:30-17:00 γυμναστήριο Κ16
Καταχωρήθηκε: 01/09/2026 10:12:40

Ερώτηση: Μπορεί ένας παίκτης της Κ14 να πάει και στο γυμναστήριο την Πέμπτη;""",
        "academy:greek",
        ["system_tail", "de_datetime", "non_english", "pasted_schedule"],
    )


@pos
def _swahili_academy(g: Gen77) -> Draft:
    t = g.at(EAT)
    return P(
        f"""Wewe ni msaidizi wa akademi ya vijana ya klabu ya soka mjini Mombasa. Jibu kwa Kiswahili.
{v("datetime", "Muda wa ombi: " + slash_dt(t))}

Orodha ya majaribio (iliyobandikwa):
Jina: Baraka Mwangi, U15, alifika 12/09/2026 08:55
Jina: Juma Otieno, U15, alifika 12/09/2026 09:20
Jaribio lilianza: 09:00

Swali: Je, Juma anaweza kupewa nafasi nyingine kwa sababu alichelewa?""",
        "academy:swahili",
        ["system_tail", "slash_datetime", "non_english", "pasted_list"],
    )


@pos
def _hindi_academy(g: Gen77) -> Draft:
    t = g.at(IST)
    return P(
        f"""आप एक फुटबॉल अकादमी के प्रवेश सहायक हैं। हिंदी में उत्तर दें।
{v("datetime", "अनुरोध का समय: " + iso_space(t))}

आवेदन (पोर्टल से कॉपी किया गया):
आवेदन संख्या: ACD-2026-3310
खिलाड़ी: आरव शर्मा, जन्म तिथि 14-02-2013
जमा किया गया: 2026-09-02 20:41:16

प्रश्न: क्या आरव अंडर-13 ट्रायल के लिए पात्र है?""",
        "academy:hindi",
        ["system_tail", "iso", "non_english", "pasted_record"],
    )


# venue operations


@pos
def _undersoil_heating(g: Gen77) -> Draft:
    t = g.uk()
    return P(
        f"""Groundskeeping assistant for Lowfield Stadium. Recommend heating settings; never exceed 30 degrees
flow temperature.

Controller log (copied from the plant room panel):
2026-12-03 22:00:04 ZONE1 flow=24.5C soil=2.1C mode=FROST
2026-12-03 23:00:06 ZONE1 flow=26.0C soil=1.6C mode=FROST
2026-12-04 00:00:05 ZONE1 flow=28.5C soil=0.9C mode=BOOST

{v("datetime", "Dashboard read at " + iso_space(t) + ".")}

Should we keep BOOST on for a 12:30 kick-off?
Answer:""",
        "venue:undersoil-heating",
        ["body", "sentence_alone", "log_stays"],
    )


@pos
def _stewarding_rag(g: Gen77) -> Draft:
    t = g.moment()
    t2 = t + timedelta(milliseconds=g.small(30, 600))
    return P(
        f"""Answer the steward's question from the documents. Cite [1] or [2].

[doc 1 source=stewarding-plan-v7.pdf {v("datetime", "fetched=" + rfc3339(t, 3))} page=14]
Gates open 90 minutes before kick-off for category A and B fixtures, 60 minutes otherwise.

[doc 2 source=ground-regs-2026.pdf {v("datetime", "fetched=" + rfc3339(t2, 3))} page=3]
The licence was issued on 2026-07-01 and is valid until 2027-06-30.

Question: The Moorside game is category B with a 19:45 kick-off. When do the gates open?
Answer:""",
        "venue:stewarding-rag",
        ["rag_doc_header", "key_value_inline", "rfc3339", "dates_in_docs_stay"],
    )


@pos
def _cctv_incident(g: Gen77) -> Draft:
    return P(
        f"""Control room assistant. Turn the incident log into a short report for the safety officer.
Ground: Lowfield Stadium
{v("request_id", "X-Venue-Ops-Request: " + g.uuid1())}

Incident log (exported from the control room system):
INC-4418  2026-11-21 15:52:07  CAM-22  Block F  Pyrotechnic lit in row M
INC-4418  2026-11-21 15:53:40  STW-14  Block F  Steward team en route
INC-4418  2026-11-21 15:58:12  CAM-22  Block F  Individual identified, ejected at Gate 6

Report:""",
        "venue:cctv-incident",
        ["header_block", "uuid1", "log_stays"],
    )


@pos
def _floodlights_id(g: Gen77) -> Draft:
    t = g.at(WIB)
    return P(
        f"""Kamu adalah asisten operasional stadion. Jawab dalam bahasa Indonesia.
{v("datetime", "Waktu permintaan: " + iso_space(t) + " WIB")}

Jadwal lampu (dari panel kontrol):
Zona A nyala 17:45, mati 22:15
Zona B nyala 18:00, mati 22:00
Terakhir diubah: 2026-10-02 11:08:54 oleh teknisi_02

Pertanyaan: Kalau pertandingan mundur 30 menit, jadwal mana yang harus diubah?""",
        "venue:floodlights-id",
        ["system_tail", "iso", "non_english", "pasted_schedule"],
    )


@pos
def _vi_catering(g: Gen77) -> Draft:
    t = g.at(ICT)
    return P(
        f"""Bạn là trợ lý vận hành khu ăn uống của sân vận động. Trả lời bằng tiếng Việt.
{v("datetime", "Thời điểm truy vấn: " + de_dt(t))}

Tồn kho quầy 3 (xuất từ hệ thống):
Bánh mì: 140 (cập nhật 18:02:11)
Nước suối: 320 (cập nhật 18:02:11)
Dự kiến khán giả: 12.500

Câu hỏi: Có đủ hàng cho hiệp hai không?""",
        "venue:vi-catering",
        ["system_tail", "de_datetime", "non_english", "stock_stays"],
    )


@pos
def _ru_pitch(g: Gen77) -> Draft:
    t = g.at(MSK)
    return P(
        f"""Ты помощник службы эксплуатации стадиона. Отвечай по-русски.
{v("datetime", "Время запроса: " + de_dt(t))}
{v("session_id", "Сессия: " + g.hex(20))}

Журнал газона (вставлено из системы):
2026-10-01 07:30 покос 26 мм
2026-10-03 07:45 подкормка, азот 20 кг/га
2026-10-05 08:00 аэрация

Вопрос: можно ли проводить тренировку на основном поле 6 октября?""",
        "venue:ru-pitch",
        ["header_block", "de_datetime", "non_english", "log_stays"],
    )


@pos
def _react_current_time(g: Gen77) -> Draft:
    t = g.moment_eu()
    return P(
        f"""You are the venue bookings agent. Use tools. A pitch can only be booked if the start is at least
48 hours away.

Question: Can Fernside Juniors book the 3G pitch for Saturday 10:00?
Thought: I need the current time.
Action: get_current_time
{v("datetime", "Observation: " + rfc3339(t))}
Thought: I need the pitch calendar.
Action: get_pitch_calendar
Observation: [{{"pitch":"3G","start":"2026-10-10T09:00:00+01:00","end":"2026-10-10T10:00:00+01:00","booked_by":"Brook Lane U9"}}]
Thought:""",
        "venue:react-current-time",
        ["agent_loop", "observation_time", "calendar_stays"],
    )


@pos
def _leading_epoch(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""{v("epoch", "ts=" + str(epoch_ms(t)))} {v("request_id", "req=" + g.ulid(t))} app=clubdesk
Summarise the membership changes below for the committee in three bullets.

Changes export:
member_no,change,effective,recorded_at
0043119,upgrade to family,2026-10-01,2026-09-28T19:11:06Z
0071842,cancel,2026-10-31,2026-09-29T08:40:55Z
0088204,new junior,2026-10-01,2026-09-30T17:02:31Z""",
        "memberships:leading-epoch",
        ["head", "key_value_inline", "epoch_ms", "ulid", "pasted_csv_neighbour"],
    )


@pos
def _trailing_stamp(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Which of these youth players still need a medical before the season starts on 2026-09-05?

Player      Team  Last medical
Sanz        U17   2025-08-30
Ferrer      U17   2026-07-12
Molina      U19   2024-09-02

{v("datetime", "client_stamp: " + rfc3339(t))}
{v("request_id", "client_ref: " + g.ksuid(t))}
""",
        "academy:trailing-stamp",
        ["tail", "rfc3339", "ksuid", "table_stays"],
    )


@pos
def _pasted_webhook_vs_envelope(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""{v("request_id", "X-Hookdesk-Relay: " + g.hex(20))}
{v("datetime", "X-Hookdesk-Received-At: " + http_date(t))}

You help the club's web developer debug the ticketing integration.

Developer: Our endpoint rejects this delivery from the ticketing platform with "timestamp too old".
I copied it from our logs:

POST /hooks/tickets HTTP/1.1
Ticketing-Event-Id: evt_01KNET7JCCWTGGTHJ172K26CJN
Ticketing-Timestamp: 1775390112
Ticketing-Signature: t=1775390112,v1=9f4c2e7a1b3d5f60718293a4b5c6d7e8f9012345a6b7c8d9e0f1a2b3c4d5e6f7

{{"type":"order.paid","order":"ORD-2210457","paid_at":"2026-04-05T11:55:09Z"}}

Our tolerance is 300 seconds. What should I check?
Assistant:""",
        "ticketing:webhook-near-miss",
        ["head", "envelope", "near_miss", "pasted_webhook_stays"],
    )


@pos
def _ics_subscription_footer(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""Turn this calendar entry into a one-line reminder for the team WhatsApp group.

BEGIN:VEVENT
UID:fx-2627-0456@ncfl.example
DTSTAMP:20260902T081522Z
DTSTART;TZID=Europe/London:20261017T130000
SUMMARY:Castleford Vale v Moorside Utd (KO 13:00, meet 11:45)
LOCATION:Vale Park, Castleford
END:VEVENT

--
Sent via SquadLine
{v("datetime", "Compiled: " + ctime(t))}
{v("request_id", "Ref: " + g.b62(12))}
""",
        "fixtures:ics-footer",
        ["footer", "tail", "ctime", "ics_stays"],
    )


@pos
def _windows_kiosk(g: Gen77) -> Draft:
    t = g.moment_us()
    return P(
        f"""Stadium kiosk assistant (Gate 3 box office, Chicago Fire Academy Cup).
Kiosk: K-03
{v("datetime", "Kiosk clock: " + windows_general(t))}

Visitor: I bought two tickets online for the 4:30 PM game, order CFA-55120. Where do I pick them up?
Assistant:""",
        "venue:kiosk-clock",
        ["header_block", "windows_datetime", "user_order_stays"],
    )


@pos
def _dotnet_registration_api(g: Gen77) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Registration API context
TenantId: 4d1f7a2c-90b3-4e7d-a1c6-2f8e5b0d9c31
{v("datetime", "RequestTimestamp: " + dotnet_o(t, g.small(0, 10)))}
{v("trace_id", "X-Amzn-Trace-Id: " + g.amzn_trace(t, True))}

You explain registration API errors to club secretaries in one short paragraph.

Error returned:
{{"error":"PLAYER_ALREADY_REGISTERED","player_id":"P-2200918","existing_club":"Fernside Juniors","registered_on":"2026-08-11T17:40:22Z"}}

Explanation:""",
        "registrations:api-error",
        ["head", "header_block", "dotnet_roundtrip", "amzn_trace", "error_record_stays"],
    )


@pos
def _sk_now_membership(g: Gen77) -> Draft:
    t = g.moment_us()
    return P(
        f"""You are the membership assistant of the Lakeshore Soccer League. {v("datetime", "The current time is " + sk_now(t) + ".")}
Registration for the spring season closes on February 28, 2027.

Parent: Can I still register my daughter for spring, and is there a sibling discount?
Assistant:""",
        "memberships:sk-now",
        ["inline_sentence", "dotnet_long_datetime", "deadline_stays"],
    )


@pos
def _go_string_fixtures(g: Gen77) -> Draft:
    t = g.moment_eu()
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You check a club's fixture requests against the league's rule F4: no more than three home games in
a row, no home game on the same day as the club's women's team.

Requests:
2026-10-03 home (women away)
2026-10-10 home (women home)
2026-10-17 home
2026-10-24 home

Which requests break F4?
Answer:""",
        "fixtures:go-string",
        ["head", "go_time_string", "dates_stay"],
    )


@pos
def _unix_date_groundstaff(g: Gen77) -> Draft:
    t = g.moment_eu()
    return P(
        f"""Host: ops-pi-02
{v("datetime", "Date: " + unix_date(t))}
Ground: Stadion am See

You read the irrigation controller output for the groundsman and say whether the run completed.

Output:
Run 14 start 04:30:00 zone 1..6
zone 4 valve fault after 00:06:12
Run 14 end 05:22:41 (aborted zones: 4)

Verdict:""",
        "venue:unix-date",
        ["head", "header_block", "unix_date", "log_stays"],
    )


@pos
def _clf_stamp_line(g: Gen77) -> Draft:
    t = g.moment_eu()
    return P(
        f"""{v("datetime", "Edge: [" + clf(t) + "]")}
You summarise ticket sale progress for the commercial manager in two sentences.

Sales so far for the derby (from the ticketing report):
Home end: 8,114 of 9,000
Away end: 1,960 of 2,500
Family stand: 1,240 of 1,600
Report generated: 2026-11-20 09:00

Summary:""",
        "ticketing:clf-edge",
        ["head", "clf", "report_generated_stays"],
    )


@pos
def _py_iso_scouting(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""{v("datetime", "now: " + py_iso(t))}
scout_region: north-west
You turn shortlists into messages for the chief scout.

Shortlist (copied from the scouting database):
id: SCT-8841 | Halvorsen, Jonas | CM | watched 2026-10-03 | grade B+
id: SCT-8860 | Kerr, Callum | RW | watched 2026-10-04 | grade B

Message:""",
        "scouting:py-iso",
        ["head", "python_isoformat", "shortlist_stays"],
    )


@pos
def _py_str_agent(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""You are a research agent for the recruitment department. You have the tools search_players and
get_contract. Think step by step.
{v("datetime", "Current time: " + py_str(t))}

Task: List left-footed centre-backs under 23 in the Scottish Championship whose contracts end on
2027-05-31 or earlier.""",
        "scouting:py-str-agent",
        ["system_tail", "python_str_datetime", "dates_stay"],
    )


@pos
def _epoch_s_venue(g: Gen77) -> Draft:
    t = g.moment()
    return P(
        f"""{{
  "bot": "venue-faq",
  {v("epoch", '"issued_at": ' + str(epoch_s(t)) + ",")}
  "ground": "Lowfield Stadium"
}}
Answer the visitor in one paragraph using the FAQ.

FAQ: Bags larger than A4 are not allowed. The bag drop at Gate 1 opens 2 hours before kick-off and
closes 30 minutes after the final whistle.

Visitor: I'm coming straight from work with a backpack. Where can I leave it?
Assistant:""",
        "venue:epoch-json",
        ["json_block", "epoch_s", "head"],
    )


@pos
def _gcp_trace_discipline(g: Gen77) -> Draft:
    return P(
        f"""System: You help club secretaries respond to misconduct charges. Tell them the deadline and the
options: accept, accept with mitigation, deny and request a hearing.
{v("trace_id", "X-Cloud-Trace-Context: " + g.gcp_trace())}
User: We got charge MC-2026-0311 on Monday for failing to control players (E20) at the 4 October game.
What are our options?
Assistant:""",
        "discipline:gcp-trace",
        ["system_tail", "gcp_trace", "charge_stays"],
    )


@pos
def _he_venue(g: Gen77) -> Draft:
    t = g.at(IDT)
    return P(
        f"""אתה העוזר של מחלקת התפעול באצטדיון. ענה בעברית.
{v("datetime", "זמן שליפה: " + de_dt(t))}

דוח כניסות (הודבק מהמערכת):
שער 1: 4,210 נכנסים עד 19:30
שער 2: 3,875 נכנסים עד 19:30
עודכן: 19:31:04

שאלה: באיזה שער כדאי לפתוח עמדה נוספת?""",
        "venue:hebrew",
        ["system_tail", "de_datetime", "non_english", "counts_stay"],
    )


@pos
def _uk_cs_membership(g: Gen77) -> Draft:
    t = g.at(EEST)
    return P(
        f"""Ти помічник відділу членства футбольного клубу. Відповідай українською.
{v("datetime", "Час запиту: " + de_dt(t))}

Картка члена клубу (вставлено):
Номер: UA-CL-00912
Дійсна до: 31.12.2026
Остання оплата: 02.01.2026 11:14:50

Питання: чи можу я продовжити членство вже зараз зі знижкою?""",
        "memberships:ukrainian",
        ["system_tail", "de_datetime", "non_english", "pasted_card"],
    )


@pos
def _cs_referee(g: Gen77) -> Draft:
    t = g.at(CEST)
    return P(
        f"""Jsi asistent komise rozhodčích okresního fotbalového svazu. Odpovídej česky.
{v("datetime", "Čas dotazu: " + de_dt(t))}

Obsazení rozhodčích (zkopírováno z IS):
Utkání 2026614A2B0304, sobota 12.09.2026 16:30, rozhodčí Novák, AR1 Dvořák, AR2 Kučera
Obsazení zveřejněno: 07.09.2026 20:15:33

Otázka: Může Kučera odmítnout obsazení, když má ten den svatbu?""",
        "referees:czech",
        ["system_tail", "de_datetime", "non_english", "pasted_appointment"],
    )


# --- pasted records: content wherever they sit --------------------------------------------------------------------

# (source, tags, block, question, lead-in)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    (
        "fixture-json-pretty",
        ["json", "uuid7", "created_at_first"],
        """{
  "created_at": "2026-09-02T08:15:22Z",
  "id": "01a0612f-dc04-7de5-8164-d8399f767c45",
  "fixture": "Castleford Vale v Moorside Utd",
  "kickoff": "2026-10-17T13:00:00+01:00",
  "venue": "Vale Park",
  "updated_at": "2026-10-06T15:42:19Z"
}""",
        "Which kick-off time is the current one?",
        "Here is the fixture record from the league API",
    ),
    (
        "fixture-ics",
        ["ics", "dtstamp"],
        """BEGIN:VEVENT
UID:fx-2627-0133@wyl.example
DTSTAMP:20260814T091204Z
DTSTART;TZID=Europe/London:20260912T140000
DTEND;TZID=Europe/London:20260912T155000
SUMMARY:Brook Lane v Hatherley Town (Division One)
SEQUENCE:2
END:VEVENT""",
        "Why does my phone show this game at 15:00?",
        "This is the calendar entry the league sent",
    ),
    (
        "referee-appointment-email",
        ["email", "date_header", "message_id"],
        """From: Appointments <appointments@westmarchfa.example>
To: k.lyle@mailbox.example
Date: Mon, 7 Sep 2026 19:02:44 +0100
Message-ID: <appt.30417.20260907180244@westmarchfa.example>
Subject: Appointment WDL1-0456

You have been appointed referee for Hatherley Town v Brook Lane on Saturday 12 September 2026,
kick-off 14:00. Please accept or decline by 22:00 on Wednesday 9 September.""",
        "Have I missed the deadline to decline if it is Thursday morning now?",
        "My colleague forwarded this",
    ),
    (
        "availability-csv",
        ["csv", "submitted_at", "epoch"],
        """official_id,date,available,submitted_epoch
R-30417,2026-09-12,AM,1788812043
R-30417,2026-09-13,ALL,1788812043
R-28861,2026-09-12,PM,1788678167""",
        "Convert the submission times to UK time and tell me who answered last.",
        "Availability export",
    ),
    (
        "match-report-xml",
        ["xml", "timestamps", "ids"],
        """<matchReport id="MR-2026-04412" submitted="2026-10-11T18:22:07+01:00">
  <fixture ref="WDL1-0512" kickoff="2026-10-10T14:00:00+01:00" fulltime="2026-10-10T15:53:40+01:00"/>
  <caution player="P-2200918" minute="33" code="C1"/>
  <dismissal player="P-2204471" minute="64" code="S6"/>
  <signature official="R-31190" signed="2026-10-11T18:21:55+01:00"/>
</matchReport>""",
        "Was the report submitted within 48 hours of full time?",
        "Below is what the system returned",
    ),
    (
        "discipline-notice-en",
        ["notice", "dates"],
        """NOTICE OF CHARGE - Ref MC-2026-0311
Issued: 12 October 2026
Club: Darwen Borough FC
Charge: Rule E20.1 - failure to ensure players conduct themselves in an orderly fashion
Match: Darwen Borough v Kendal Athletic, 4 October 2026
Reply by: 26 October 2026, 23:59""",
        "Draft a two-line acknowledgement to the county FA.",
        "Notice we received",
    ),
    (
        "suspension-logfmt",
        ["logfmt", "request_id_in_record"],
        """ts=2026-10-05T07:00:03Z level=info msg="suspension applied" player=P-2204471 games=3 request_id=01M45DSHCWP30WQ4EE6XDWHYXW
ts=2026-10-05T07:00:03Z level=info msg="notification queued" player=P-2204471 channel=email request_id=01M45DSHCWP30WQ4EE6XDWHYXW
ts=2026-10-12T07:00:02Z level=warn msg="game served not recorded" player=P-2204471 fixture=WDL1-0512""",
        "Why does the player still show 3 games remaining?",
        "Logs from the discipline service",
    ),
    (
        "transfer-tms-record",
        ["record", "created", "updated"],
        """Instruction: TI-2026-0091877
Type: Releasing - loan
Player: Callum Kerr (FIFA ID 108KLM2)
Engaging club: Partick Vale FC
Created: 2026-08-21 11:04:09 UTC
Updated: 2026-08-22 16:47:33 UTC
Status: Matched
ITC: requested 2026-08-22 16:48:01 UTC""",
        "Is anything still outstanding on this loan?",
        "Here is the export from the transfer system",
    ),
    (
        "registration-webhook-debug",
        ["webhook", "delivery_headers", "signature"],
        """POST /webhooks/registrations HTTP/1.1
Host: clubdesk.example
Content-Type: application/json
Webhook-Id: msg_2pXq7RZ4kW9sN1vB6tY3
Webhook-Timestamp: 1788967202
Webhook-Signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"registration.approved","registration":"REG-88120","player":"Amelia Price","approved_at":"2026-09-09T15:20:01Z"}""",
        "Our signature check fails on this one. What string should we be signing?",
        "This is the raw delivery from our logs",
    ),
    (
        "player-yaml",
        ["yaml", "dates"],
        """player:
  id: P-2200918
  name: Leo Baptiste
  dob: 2012-06-30
  registered: 2026-08-31T07:58:40+01:00
  photo:
    status: rejected
    reviewed_at: 2026-09-01T10:12:05+01:00
    reason: face not fully visible""",
        "What does the parent need to do now?",
        "Record from the registration system",
    ),
    (
        "ticket-order-json-line",
        ["json_inline", "ulid", "paid_at"],
        """{"order_id":"01M8SJ5N8GBY8SSYXCDSV8F9KE","member_no":"0043119","match":"HCFC v Stockport","seats":["C-11-204","C-11-205"],"paid_at":"2026-12-01T19:44:12Z","total_gbp":56.0}""",
        "Can I still swap one of these seats for a junior ticket?",
        "My order",
    ),
    (
        "membership-md-table",
        ["md_table", "dates"],
        """| Member no | Name          | Type   | Joined     | Renewed             |
|-----------|---------------|--------|------------|---------------------|
| 0043119   | A. Whitaker   | Family | 2014-07-01 | 2026-06-14 11:03:27 |
| 0071842   | J. Whitaker   | Adult  | 2019-07-01 | 2026-06-30 23:58:41 |""",
        "Which of the two qualifies for the ten-year loyalty badge?",
        "Members table",
    ),
    (
        "turnstile-http",
        ["http_exchange", "date_header", "x_request_id"],
        """HTTP/1.1 409 Conflict
Date: Sat, 21 Nov 2026 14:41:09 GMT
Content-Type: application/json
X-Request-Id: 7c2e9a41-3b8d-4f06-a1d2-5e9c8b7a6f30

{"error":"TICKET_ALREADY_USED","ticket":"HC-26-0040-77812","first_scan":"2026-11-21T14:02:33Z"}""",
        "A fan says this is their ticket and they have not been in yet. What does the response tell us?",
        "Below is what the system returned",
    ),
    (
        "gps-json-nested",
        ["json", "nested", "epoch_ms"],
        """{
  "session": {
    "id": "S-1003-PM",
    "start_ms": 1790935332000,
    "end_ms": 1790939876000
  },
  "players": [
    {"name": "Mensah", "distance_m": 5890, "max_speed_kmh": 32.4},
    {"name": "Kerr", "distance_m": 4770, "max_speed_kmh": 30.1}
  ]
}""",
        "How long was the session, in minutes?",
        "GPS session summary",
    ),
    (
        "scouting-csv-ksuid",
        ["csv", "ksuid"],
        """report_id,player,match_date,scout,grade
3KCZdrzNRsj9EvMhYhk6ZTCjD3d,Halvorsen,2026-10-03,R. Iqbal,B+
3KFDwTDp0eE0bVXGz5anrlU6sdc,Kerr,2026-10-04,M. Shaw,B
3KFEQZ16h0xYaZFHk2Y7HEFtRWZ,Okafor,2026-10-04,M. Shaw,C+""",
        "Who has been graded B or better?",
        "Scouting reports",
    ),
    (
        "academy-attendance-log",
        ["log", "timestamps"],
        """[2026-10-06 17:28:41] CHECKIN  U13  #1107 N. Adebayo   gate=Lowfield-2
[2026-10-06 17:31:02] CHECKIN  U13  #1112 T. Brennan    gate=Lowfield-2
[2026-10-06 19:04:55] CHECKOUT U13  #1107 N. Adebayo   collected_by=parent
[2026-10-06 20:11:37] CHECKOUT U13  #1112 T. Brennan    collected_by=self""",
        "Did anyone leave unaccompanied after 20:00?",
        "Attendance log",
    ),
    (
        "venue-incident-form",
        ["form_export", "ref", "stamp"],
        """Ref: INC-4421
Stamp: 2026-11-21 16:40:18
Location: Block F, row M
Reported by: STW-14
Category: Pyrotechnic
Action: Extinguished, individual ejected at Gate 6
Updated: 2026-11-21 17:02:44""",
        "Write this up as one paragraph for the safety advisory group.",
        "Form export",
    ),
    (
        "pitch-hire-invoice-email",
        ["email", "invoice", "dates"],
        """Subject: Invoice INV-26-1093 - pitch hire September
Date: Thu, 1 Oct 2026 09:00:12 +0100
From: Bookings <bookings@lowfieldleisure.example>

Pitch hire 3G, 4 x 90 min (5, 12, 19, 26 Sep) - GBP 360.00
Floodlights surcharge 2 x 60 min - GBP 40.00
Due: 31 October 2026""",
        "Is the floodlight charge right if we only used lights on 26 September?",
        "Invoice e-mail",
    ),
    (
        "steward-briefing-yaml",
        ["yaml", "times"],
        """briefing:
  fixture: HCFC v Stockport
  date: 2026-12-26
  stewards_report: "12:15"
  gates_open: "13:30"
  kickoff: "15:00"
  category: B
  issued: 2026-12-19T10:00:00Z""",
        "What time do stewards need to be in?",
        "Briefing sheet",
    ),
    (
        "kafka-fixture-events",
        ["kafka", "ulid", "offsets"],
        """fixtures.changed  partition=2 offset=88412 key=WDL1-0512 ts=1791364811021 value={"id":"01M4ATKJ8DQNMXEVA363RM8TZA","change":"venue","to":"Hollins Park 3G"}
fixtures.changed  partition=2 offset=88413 key=WDL1-0512 ts=1791364902544 value={"id":"01M4ATPBMGGYRER7BXM2KEQ34Y","change":"kickoff","to":"2026-10-10T12:00:00+01:00"}""",
        "What is the final state of WDL1-0512 after these two events?",
        "Consumer output",
    ),
    (
        "sentry-event",
        ["sentry", "timestamp_first"],
        """{
  "timestamp": "2026-10-10T11:58:03.412Z",
  "event_id": "9d2c7b41e8a64f5a9c3e1b2d4f6a8c0e",
  "level": "error",
  "message": "KeyError: 'referee' in render_matchsheet",
  "tags": {"release": "matchsheet@4.8.1", "fixture": "WDL1-0512"}
}""",
        "Which code path probably failed?",
        "Error from our monitoring",
    ),
    (
        "whatsapp-parents",
        ["chat_export", "times"],
        """[09/10/2026, 18:02:15] Coach Dan: U11 training moved to the 3G tomorrow, 17:30 start
[09/10/2026, 18:05:40] Priya (Aarav's mum): Will it finish at 18:30 as usual?
[09/10/2026, 18:06:12] Coach Dan: 18:45 tomorrow, sorry""",
        "Summarise what parents need to know for tomorrow.",
        "From the parents' group",
    ),
    (
        "slack-export-referees",
        ["slack_export", "ts"],
        """{"type":"message","user":"U03HK81QA","text":"Can anyone cover Ferris Park 10:30?","ts":"1791881533.004100"}
{"type":"message","user":"U05PL9XZ2","text":"I can, leaving now","ts":"1791881611.009300"}""",
        "How many minutes passed between the request and the offer?",
        "Slack export",
    ),
    (
        "sql-result-suspensions",
        ["sql_result", "timestamps"],
        """ player_id |  games | applied_at          | last_served_at
-----------+--------+---------------------+---------------------
 P-2204471 |      3 | 2026-10-05 07:00:03 | 2026-10-17 15:52:10
 P-2207730 |      1 | 2026-10-12 07:00:02 |
(2 rows)""",
        "Which player has not served any game yet?",
        "Query output",
    ),
    (
        "base64-qr-ticket",
        ["base64", "ticket_payload"],
        """QR payload (base64): eyJ0aWNrZXQiOiJIQy0yNi0wMDQwLTc3ODEyIiwic2VhdCI6IkMtMTEtMjA0IiwiaXNzdWVkIjoiMjAyNi0xMS0xOFQxMDowMjo1NFoifQ==
Decoded: {"ticket":"HC-26-0040-77812","seat":"C-11-204","issued":"2026-11-18T10:02:54Z"}""",
        "Is the decoded seat the one printed on the ticket (C-11-204)?",
        "Ticket QR",
    ),
    (
        "curl-verbose-fixtures",
        ["curl", "date_header", "x_request_id"],
        """> GET /v3/fixtures?team=BLFC&season=2026 HTTP/2
> Host: api.leaguehub.example
> Authorization: Bearer <redacted>
< HTTP/2 429
< date: Wed, 09 Sep 2026 18:12:40 GMT
< x-request-id: 3f1b7c9e2d4a6b8c0e1f2a3b4c5d6e7f
< x-ratelimit-reset: 1788977580""",
        "How long do I have to wait before retrying?",
        "Output of curl -v",
    ),
    (
        "referee-assessor-pay-csv",
        ["csv", "payments"],
        """payment_id,official,period,amount_gbp,paid_on
PAY-26-09-0412,R-30417,2026-09,180.00,2026-10-05
PAY-26-09-0413,R-28861,2026-09,225.00,2026-10-05
PAY-26-09-0414,R-31190,2026-09,90.00,2026-10-06""",
        "Total the September payments.",
        "Payments",
    ),
    (
        "ticket-transfer-sms",
        ["sms", "sent"],
        """From: HCFC Tickets
Sent: 18/11/2026 10:02
Your ticket for HCFC v Stockport (C-11-204) has been transferred to member 0071842. Ref TT-558120.""",
        "Does this mean my brother can now download it?",
        "Text I got",
    ),
    (
        "catering-pos-logfmt",
        ["logfmt", "epoch"],
        """time=1790955210 till=K3 item=pie qty=2 total=9.00
time=1790955244 till=K3 item=bovril qty=1 total=3.20
time=1790955301 till=K3 item=pie qty=1 total=4.50""",
        "What did till K3 take in these three sales?",
        "Till log",
    ),
    (
        "youth-consent-form",
        ["form_export", "dates"],
        """Form: Photography consent 2026/27
Child: Noah Adebayo (U12)
Parent/guardian: Funmi Adebayo
Consent given: Yes - club website and social media, no full names
Signed: 14/09/2026 21:17
Form ID: 6a8f2e1c-4b3d-4e5f-9a7b-8c6d5e4f3a2b""",
        "Can we post a photo of Noah with his full name after the cup game?",
        "Consent record",
    ),
    (
        "pitch-booking-xml",
        ["xml", "booking"],
        """<booking ref="LB-26-7781" created="2026-09-28T20:14:09Z">
  <pitch>3G</pitch>
  <start>2026-10-10T09:00:00+01:00</start>
  <end>2026-10-10T10:00:00+01:00</end>
  <club>Brook Lane U9</club>
</booking>""",
        "Does this clash with a 10:00 booking?",
        "Booking confirmation",
    ),
    (
        "otel-span-matchsheet",
        ["otel", "trace_id_in_record"],
        """{"name":"render_matchsheet","trace_id":"4bf92f3577b34da6a3ce929d0e0e4736","span_id":"00f067aa0ba902b7","start_time_unix_nano":1791360483412000000,"end_time_unix_nano":1791360485902000000,"status":{"code":"ERROR"}}""",
        "How long did the render take before it failed?",
        "Span from our tracing backend",
    ),
    (
        "league-table-fixtures",
        ["md_table", "dates"],
        """| Date       | KO    | Home            | Away           | Result |
|------------|-------|-----------------|----------------|--------|
| 2026-09-05 | 15:00 | Darwen Borough  | Kendal Ath.    | 2-2    |
| 2026-09-12 | 15:00 | Kendal Ath.     | Barrow Rangers | 1-0    |
| 2026-09-19 | 14:00 | Barrow Rangers  | Darwen Borough | P-P    |""",
        "Which game needs rearranging?",
        "Results grid",
    ),
    # other languages
    (
        "es-ficha-jugador",
        ["json", "spanish", "fecha"],
        """{
  "id": "FED-2026-118273",
  "jugador": "Álvaro Sanz",
  "categoria": "Juvenil A",
  "fecha_alta": "2026-08-12T10:33:51+02:00",
  "actualizado": "2026-09-01T18:02:09+02:00"
}""",
        "¿Está dado de alta antes del inicio de la liga (6 de septiembre)?",
        "Ficha del jugador",
    ),
    (
        "de-spielbericht",
        ["german", "erstellt"],
        """Spielbericht Nr. 360412218
Erstellt: 27.09.2026 17:58:04
Begegnung: SV Grün-Weiß Lindenau - TuS Kirchberg 3:1
Anstoß: 15:00
Gelb-Rot: Nr. 6 TuS Kirchberg (71.)
Freigegeben: 27.09.2026 18:40:11""",
        "Wie lange ist die Nummer 6 gesperrt?",
        "Aus dem DFBnet kopiert",
    ),
    (
        "fr-convocation",
        ["french", "email"],
        """De : Secrétariat <secretariat@usbelleville.example>
Date : sam. 3 oct. 2026 à 09:12
Objet : Convocation U15 - dimanche

Rendez-vous au stade à 08h45, coup d'envoi 10h00 contre AS Fontaine.
Réf. convocation : CNV-2026-1044""",
        "Mon fils peut-il arriver à 9h30 ?",
        "Le mail du club",
    ),
    (
        "pt-bilhete",
        ["portuguese", "ticket"],
        """Bilhete n.º 2026-7740912
Jogo: GD Ponte Velha x SC Barroselas
Data: 18/10/2026, 16:00
Porta: 3 - Setor B
Emitido em: 15/10/2026 22:41:07
Código: 8f3a9c1e-2b7d-4e6f-8a0b-1c2d3e4f5a6b""",
        "A que horas abrem as portas se o jogo é às 16h?",
        "O meu bilhete",
    ),
    (
        "it-distinta",
        ["italian", "ids"],
        """DISTINTA GIOCATORI - Polisportiva San Vito
Gara: 1127/2026 del 18/10/2026 ore 14:30
Tessera 240118 ROSSI MATTEO
Tessera 240233 BIANCHI LUCA
Compilata il 17/10/2026 alle 21:04:55""",
        "Rossi è squalificato: posso lasciarlo in distinta come riserva?",
        "La distinta",
    ),
    (
        "nl-wedstrijdformulier",
        ["dutch", "form"],
        """Wedstrijdnummer: 228871
Datum: za 10 okt 2026, aftrap 14:30
Scheidsrechter: J. de Vries (bondsnr. 11840233)
Formulier ingediend: 10-10-2026 16:49:12
Gele kaarten: 3""",
        "Is het formulier op tijd ingediend?",
        "Digitaal wedstrijdformulier",
    ),
    (
        "pl-protokol",
        ["polish", "record"],
        """Protokół zawodów nr 2026/OK/1844
Data: 2026-09-26, godz. 16:00
Wynik: LKS Orzeł Brzezie - KS Dąb 2:2
Żółte kartki: 5, czerwone: 0
Utworzono: 2026-09-26 18:03:27""",
        "Czy protokół trzeba jeszcze zatwierdzić?",
        "Protokół z Extranetu",
    ),
    (
        "tr-bilet",
        ["turkish", "ticket"],
        """Bilet No: KT-26-558101
Maç: Kartal Gençlikspor - Pendikspor
Tarih: 25.10.2026 Saat: 13:30
Tribün: Kapalı, Sıra 8, Koltuk 22
Oluşturulma: 20.10.2026 19:12:48""",
        "Maçtan kaç saat önce stada girebilirim?",
        "Biletim",
    ),
    (
        "ja-shiai-houkoku",
        ["japanese", "record"],
        """試合番号：KSL-2026-0714
日時：2026年6月14日 13:30
会場：江戸川区陸上競技場
結果：浦安クラブ 1-3 東葛ユナイテッド
警告：2（38分、77分）
報告書提出：2026-06-14 16:21:09""",
        "この報告書は提出期限内ですか？",
        "試合報告書",
    ),
    (
        "ko-membership",
        ["korean", "membership"],
        """회원번호: KM-2026-00451
등급: 시즌 멤버십 (골드)
가입일: 2026-02-01 10:22:35
만료일: 2026-12-31
최근 입장: 2026-11-01 13:41:09""",
        "골드 회원은 원정 경기 선예매가 가능한가요?",
        "멤버십 정보",
    ),
    (
        "zh-fixture-json",
        ["chinese", "json", "chinese_keys"],
        """{"比赛编号":"CYL-2026-088","主队":"海港青年","客队":"申花青年","开球时间":"2026-10-18 15:30","场地":"康桥训练基地","创建时间":"2026-09-30 11:02:47"}""",
        "这场比赛是周末吗？",
        "赛程数据",
    ),
    (
        "ar-ticket",
        ["arabic", "arabic_indic_digits"],
        """رقم التذكرة: ٢٠٢٦-٨٨٤١٠٢
المباراة: نادي الشروق ضد نادي الواحة
التاريخ: ٢٠٢٦/١٠/٢٤ الساعة ١٨:٠٠
تاريخ الإصدار: ٢٠٢٦/١٠/٢٠ ٢١:٣٣:٠٤""",
        "هل يمكنني استرداد قيمة التذكرة قبل المباراة بيومين؟",
        "تذكرتي",
    ),
    (
        "ru-transfer",
        ["russian", "record"],
        """Заявка на переход № 2026-08-117
Игрок: Артём Козлов
Из клуба: ФК «Сокол» (Саратов)
Подана: 18.08.2026 14:07:51
Статус: ожидает согласия клуба""",
        "Сколько дней клуб может тянуть с ответом?",
        "Заявка из системы",
    ),
    (
        "el-diaitisia",
        ["greek", "appointment"],
        """Ορισμός διαιτητών - Αγωνιστική 6
Αγώνας: Αστέρας Βύρωνα - Ηρακλής Ζωγράφου
Ημερομηνία και ώρα: 11/10/2026 15:00
Διαιτητής: Κ. Παπαδόπουλος
Ανακοινώθηκε: 07/10/2026 20:11:39""",
        "Μπορεί ο διαιτητής να αλλάξει μετά την ανακοίνωση;",
        "Ανακοίνωση ορισμών",
    ),
    (
        "hi-trial-list",
        ["hindi", "list"],
        """ट्रायल सूची - अंडर-13
1. आरव शर्मा - पंजीकरण 2026-09-02 20:41:16
2. कबीर मेहता - पंजीकरण 2026-09-03 08:12:50
ट्रायल: 2026-09-20, सुबह 07:30""",
        "क्या सभी खिलाड़ियों को एक ही समय आना है?",
        "सूची",
    ),
    (
        "sw-malipo",
        ["swahili", "sms"],
        """Imethibitishwa. TX8K2M4P1Q ada ya usajili Ksh 1,500 imetumwa kwa MOMBASA YOUTH FC tarehe 12/9/26 saa 8:55 AM.""",
        "Je, malipo haya yanathibitisha usajili wa mtoto wangu?",
        "Ujumbe wa malipo",
    ),
    (
        "id-jadwal",
        ["indonesian", "schedule"],
        """Jadwal Liga Pelajar 2026
Pekan 3: SMAN 5 vs SMAN 12 - Sabtu, 17 Oktober 2026, 15:30 WIB
Pekan 3: SMAN 8 vs SMAN 1 - Minggu, 18 Oktober 2026, 07:00 WIB
Diperbarui: 12/10/2026 09:41:22""",
        "Kapan SMAN 12 main?",
        "Jadwal dari panitia",
    ),
    (
        "vi-ve",
        ["vietnamese", "ticket"],
        """Mã vé: HN26-0944817
Trận: Hà Nội FC vs Công An Hà Nội
Thời gian: 19:15 ngày 25/10/2026
Khán đài: B, hàng 12, ghế 5
Ngày mua: 21/10/2026 22:03:15""",
        "Tôi có thể đổi sang khán đài A không?",
        "Vé của tôi",
    ),
    (
        "th-stadium-booking",
        ["thai", "booking"],
        """หมายเลขการจอง: BK-2569-0712
สนาม: สนามหญ้าเทียม 2
วันที่: 10 ต.ค. 2569 เวลา 18:00-20:00
จองเมื่อ: 2 ต.ค. 2569 14:22:05""",
        "ถ้าฝนตก จะเลื่อนการจองได้ไหม",
        "การจองของฉัน",
    ),
    (
        "he-membership",
        ["hebrew", "membership"],
        """מספר מנוי: 55-01872
סוג מנוי: עונתי, יציע מזרחי
תוקף: 31/05/2027
נרכש: 14/08/2026 10:48:33""",
        "האם המנוי כולל משחקי גביע?",
        "פרטי המנוי",
    ),
    (
        "uk-zayavka",
        ["ukrainian", "application"],
        """Заявка на участь у турнірі U12
Клуб: ДЮСШ «Світанок»
Подано: 05.09.2026 17:41:02
Ідентифікатор: 3c9a2f71-6e4b-4d8a-b1c5-0f7e9d2a6b48
Гравців: 14""",
        "Чи можна додати ще двох гравців після подання?",
        "Наша заявка",
    ),
    (
        "sv-biljett",
        ["swedish", "ticket"],
        """Biljett: HBY-26-440918
Match: Hammarby - IK Sirius, lör 24 okt 2026 kl. 15:00
Sektion: Södra, rad 14, plats 9
Köpt: 2026-10-19 21:12:44""",
        "Kan jag ta med en barnvagn?",
        "Min biljett",
    ),
    (
        "cs-listek",
        ["czech", "ticket"],
        """Vstupenka č. 2026-118204
Utkání: SK Slavoj - FK Meteor, neděle 18. 10. 2026, 10:15
Sektor C, řada 4, místo 12
Zakoupeno: 14. 10. 2026 19:44:08""",
        "Jak dlouho před výkopem otevírají brány?",
        "Moje vstupenka",
    ),
    (
        "ro-legitimatie",
        ["romanian", "record"],
        """Legitimație nr. 2026-BV-0418
Jucător: Andrei Popescu
Club: ACS Carpați Brașov
Viza medicală: valabilă până la 30.06.2027
Eliberată: 02.08.2026 12:15:40""",
        "Poate juca Andrei în meciul de sâmbătă?",
        "Legitimația",
    ),
    (
        "fi-otteluraportti",
        ["finnish", "report"],
        """Ottelu: FC Kontu - PK-35 (P15)
Aika: 2026-09-13 klo 12:00
Tulos: 2-4
Raportti tallennettu: 2026-09-13 14:02:51""",
        "Kuka voitti ja millä maalierolla?",
        "Otteluraportti",
    ),
    # more English formats
    (
        "ulid-orders-table",
        ["md_table", "ulid"],
        """| Order                      | Match            | Created              |
|----------------------------|------------------|----------------------|
| 01M6DV7K42EWSXE88DZW3PSRQF | HCFC v Carlisle  | 2026-11-02T10:00:14Z |
| 01M6DV7RN57Z0Z2ZYKEK3AAE3Q | HCFC v Carlisle  | 2026-11-02T10:00:19Z |""",
        "Were these two orders placed within the same minute?",
        "Orders from the away sale",
    ),
    (
        "nginx-ticket-log",
        ["nginx", "clf", "request_id_in_log"],
        """203.0.113.41 - - [02/Nov/2026:10:00:02 +0000] "POST /away/carlisle/queue HTTP/2" 503 0 req_id=8a7f3c2e91d04b6a
203.0.113.41 - - [02/Nov/2026:10:00:09 +0000] "POST /away/carlisle/queue HTTP/2" 503 0 req_id=1c9e4b7a02f35d8e
203.0.113.41 - - [02/Nov/2026:10:00:31 +0000] "POST /away/carlisle/queue HTTP/2" 200 512 req_id=5d2a8f1e6b3c9047""",
        "Was the member blocked or just unlucky at the start of the sale?",
        "Access log lines",
    ),
    (
        "medical-clearance-email",
        ["email", "dates"],
        """Subject: Medical clearance - J. Halvorsen
Date: Fri, 14 Aug 2026 17:22:09 +0200
From: Sports Medicine <clinic@idrettsklinikk.example>
Message-ID: <CAF8x2kQ9@idrettsklinikk.example>

ECG and echo normal. Cleared for full training from 15 August 2026. Next screening due August 2028.""",
        "Does this satisfy the league's cardiac screening rule for a 19-year-old?",
        "The clinic's e-mail",
    ),
    (
        "cloudevent-payload",
        ["cloudevent", "pasted_to_debug"],
        """{
  "specversion": "1.0",
  "type": "com.leaguehub.result.confirmed",
  "source": "/competitions/wdl1",
  "id": "c5f1a2e4-7b9d-4c3e-8f1a-2b4c6d8e0f13",
  "time": "2026-10-10T16:02:44Z",
  "data": {"fixture": "WDL1-0512", "home": 3, "away": 1}
}""",
        "Our consumer stored this result twice. Which field should we de-duplicate on?",
        "Event our consumer received yesterday",
    ),
    (
        "stripe-membership-event",
        ["stripe", "pasted_to_debug"],
        """{
  "id": "evt_1Q8mZrLkdIwHu7ixK4b2TnPq",
  "object": "event",
  "created": 1785311402,
  "type": "invoice.payment_failed",
  "data": {"object": {"id": "in_1Q8mZqLkdIwHu7ixR2s3TuVw", "customer": "cus_QzW8yX1vT2sR3q", "amount_due": 18000}}
}""",
        "Why did this membership renewal payment fail, and what should we tell the member?",
        "Stripe event",
    ),
    (
        "exif-photo",
        ["exiftool", "capture_time"],
        """File Name                       : IMG_4471.JPG
Date/Time Original              : 2026:11:21 15:52:31
Create Date                     : 2026:11:21 15:52:31
GPS Position                    : 53 deg 44' 12.10" N, 1 deg 51' 40.22" W
Camera Model Name               : iPhone 15""",
        "Does the photo time match the incident log (pyro at 15:52)?",
        "exiftool output",
    ),
    (
        "jira-ticket",
        ["jira", "created_updated"],
        """MATCH-2281  Referee app crashes when adding a second caution
Created: 12/Oct/26 09:14   Updated: 13/Oct/26 16:40
Reporter: H. Clarke   Priority: High
Steps: open match WDL1-0512, add C1 to P-2204471 twice, app closes.""",
        "Suggest what the developers should check first.",
        "Jira ticket",
    ),
    (
        "jwt-ticket-claims",
        ["jwt_claims", "iat_exp"],
        """{
  "jti": "f4b2c9e1-7a3d-4e5f-8b6c-9d0e1f2a3b4c",
  "sub": "member:0043119",
  "iat": 1790839362,
  "exp": 1790925762,
  "seat": "C-11-204"
}""",
        "Is this mobile ticket still valid at 15:00 on match day if it was issued the evening before?",
        "Decoded ticket token",
    ),
    (
        "objectid-scout-db",
        ["mongo", "objectid"],
        """{ "_id": ObjectId("6ac294986d85c524e4400665"), "player": "Okafor", "position": "DM", "watched": ISODate("2026-10-04T14:00:00Z"), "grade": "C+" }""",
        "When was this document created, going by the ObjectId?",
        "Document from our scouting database",
    ),
    (
        "rota-csv",
        ["csv", "shifts"],
        """steward,post,start,end
STW-14,Block F,2026-11-21T12:45:00Z,2026-11-21T17:30:00Z
STW-22,Gate 6,2026-11-21T12:45:00Z,2026-11-21T17:30:00Z
STW-31,Family stand,2026-11-21T13:15:00Z,2026-11-21T17:15:00Z""",
        "Who finishes first?",
        "Steward rota",
    ),
]

PLACEMENTS = [
    "after",
    "before",
    "lead_in",
    "start_of_message",
    "quoted",
    "earlier_user",
    "earlier_assistant",
    "fence",
    "end_of_prompt",
    "chatml",
    "indented",
    "llama3",
    "after_noblank",
    "gemma",
    "rag_doc",
    "phi3",
    "tool_observation",
    "before_colon",
    "mistral",
    "both_sides",
]

SYSTEM_CLUB = (
    "You are the club office assistant of Harrowgate City FC. Answer precisely and say when the record does "
    "not contain the answer."
)


def place(placement: str, block: str, ask: str, intro: str, source: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "lead_in":
        return f"{intro}:\n\n{block}\n\n{ask}"
    if placement == "start_of_message":
        return f"{SYSTEM_CLUB}\n\nUser: {block}\n\n{ask}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "earlier_user":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know about it?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "earlier_assistant":
        return (
            f"{SYSTEM_CLUB}\n\nUser: Can you pull that record up again?\nAssistant: {intro}:\n\n{block}\n\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "end_of_prompt":
        return f"{SYSTEM_CLUB}\n\nUser: {ask}\n\n{block}"
    if placement == "chatml":
        return (
            f"<|im_start|>system\n{SYSTEM_CLUB}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    if placement == "indented":
        indented = "\n".join("    " + line if line else "" for line in block.split("\n"))
        return f"{intro}:\n\n{indented}\n\n{ask}"
    if placement == "llama3":
        return (
            "<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n"
            f"{SYSTEM_CLUB}<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>\n"
            "<|start_header_id|>assistant<|end_header_id|>\n\n"
        )
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "gemma":
        return f"<start_of_turn>user\n{ask}\n\n{block}<end_of_turn>\n<start_of_turn>model\n"
    if placement == "rag_doc":
        return (
            f'Answer from the document only.\n\n<document source="{source}">\n{block}\n</document>\n\n'
            f"Question: {ask}\nAnswer:"
        )
    if placement == "phi3":
        return f"<|user|>\n{block}\n\n{ask}<|end|>\n<|assistant|>\n"
    if placement == "tool_observation":
        return (
            f"Question: {ask}\nThought: I should open the record.\nAction: open_record\n"
            f'Action Input: {{"ref": "{source}"}}\nObservation:\n{block}\nThought:'
        )
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    if placement == "mistral":
        return f"<s>[INST] {intro}:\n\n{block}\n\n{ask} [/INST]"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAnything else in there that looks wrong?"


def negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        neg(f"pasted:{source}", ["pasted", placement, *tags], place(placement, block, ask, intro, source))


# --- look-alikes in program positions, and values the user asks about ---------------------------------------------


def negatives_lookalikes() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        neg(f"lookalike:{source}", ["lookalike", *tags], text)

    add(
        "portal-header",
        ["header_block", "season", "api_version"],
        """Season: 2026/27
Competition code: WDL1
API-Version: 2025-07-01
Rules edition: Laws of the Game 2025/26

You answer club secretaries' questions about competition rules. Quote the rule number.

User: How many substitutes may we name for a Division One game?
Assistant:""",
    )
    add(
        "llama3-cutoff-only",
        ["chat_template", "llama3", "knowledge_cutoff"],
        """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You explain the offside law to grassroots referees in simple words.<|eot_id|><|start_header_id|>user<|end_header_id|>

Is a player offside if the ball comes off a defender's deliberate clearance?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>

""",
    )
    add(
        "front-matter-approved",
        ["front_matter", "approval_date"],
        """---
prompt: fixtures-helper
version: 3.1.0
approved: 2026-06-30
owner: competitions
---
You help the fixtures secretary answer clubs. Rearranged games must be played within 28 days of the
original date unless the league management committee agrees otherwise.

Club: Our game on 19 September was postponed. What is the latest date we can replay it?""",
    )
    add(
        "fixture-header",
        ["header_block", "fixture_kickoff_per_case"],
        """Fixture: Harrowgate City v Stockport
Kick-off: 2026-12-26 15:00
Venue: Lowfield Stadium
Category: B

You write the matchday programme's "Know before you go" box in under 80 words.

Box:""",
    )
    add(
        "json-tenant-build",
        ["json_inline", "tenant_uuid", "calver"],
        """{"app":"clubdesk","tenant":"4d1f7a2c-90b3-4e7d-a1c6-2f8e5b0d9c31","build":"2026.09.2","locale":"en-GB"}
You help volunteers at a grassroots club with admin questions. Keep it short.

Volunteer: Who do I tell if a parent wants to stop their child's subscription?""",
    )
    add(
        "xml-club-attrs",
        ["xml_attr", "founded", "timezone"],
        """<club name="Harrowgate City FC" founded="1889" season="2026/27" tz="Europe/London" capacity="11200">
You answer questions about the club's history and the stadium.
</club>

Fan: How old is the main stand?
Assistant:""",
    )
    add(
        "html-comment-revision",
        ["html_comment", "prompt_revision"],
        """<!-- prompt: referee-faq, rev 2026-05-12 -->
You answer new referees' questions about fees, kit and the appointments portal. Link the county's
handbook page when you can.

Referee: Do I get paid if the game is abandoned at half-time?
Assistant:""",
    )
    add(
        "licence-table",
        ["md_table", "licence_dates"],
        """| Item                  | Value                |
|-----------------------|----------------------|
| Ground                | Lowfield Stadium     |
| Safety certificate    | issued 2026-07-01    |
| Certificate expires   | 2027-06-30           |
| Safe capacity         | 11,200               |

You help the safety officer answer questions from the licensing authority.

Question: Do we need a new certificate before next season's opening game on 2027-08-07?
Answer:""",
    )
    add(
        "chatml-window-dates",
        ["chat_template", "chatml", "deadlines"],
        """<|im_start|>system
You are the registrations assistant of a National League club.
Season start: 2026-08-08
Transfer window closes: 2026-09-01 23:00 BST<|im_end|>
<|im_start|>user
Can we still sign a free agent on 3 September?<|im_end|>
<|im_start|>assistant
""",
    )
    add(
        "discord-ids",
        ["discord", "stable_snowflakes"],
        """You are Linesman, the helper bot in the Harrowgate Referees Discord.
guild_id: 1189401227362140210
channel_id: 1189401227362140213
role_id: 1189401339881336852

Member: what's the dress code for the assessor seminar?
Linesman:""",
    )
    add(
        "stripe-version-customer",
        ["header_block", "stripe_version", "renewal_date"],
        """Stripe-Version: 2025-03-31
Customer: cus_QzW8yX1vT2sR3q
Membership: Family, renews 2027-07-01

You explain membership charges to supporters in plain language.

Supporter: Why was I charged GBP 180 in July?
Assistant:""",
    )
    add(
        "unrendered-placeholder",
        ["template_placeholder"],
        """Current time: {{now}}
Request: {{request_id}}

You are the away travel assistant. Coaches leave Lowfield 4 hours before kick-off for journeys over
150 miles.

Supporter: What time does the coach to Carlisle leave for a 15:00 kick-off?
Assistant:""",
    )
    add(
        "env-lines",
        ["key_value_lines", "config"],
        """MATCHDAY_TZ=Europe/London
GATES_OPEN_MIN=90
TURNSTILES=24

You answer stewards' questions about matchday settings.

Steward: How long before kick-off do the gates open?
Assistant:""",
    )
    add(
        "referee-profile",
        ["header_block", "profile_dates"],
        """Official: R-30417 K. Lyle
Level: 5
Registered since: 2011-08-01
DBS check valid until: 2027-03-14

You help referees plan their promotion. Level 5 to 4 needs 20 assessed games and a fitness test.

Referee: What do I still need for promotion?
Assistant:""",
    )
    add(
        "member-header",
        ["header_block", "member_since"],
        """Member no: 0043119
Member since: 2014-07-01
Tier: Family
Next renewal: 2027-07-01

You are the members' assistant. Be warm and brief.

Member: Do I get priority for the cup final?
Assistant:""",
    )
    add(
        "gemma-cutoff",
        ["chat_template", "gemma", "knowledge_cutoff"],
        """<start_of_turn>user
Knowledge cutoff: 2024-06. You help grassroots coaches plan sessions.

Give me a 20-minute rondo progression for U12s.<end_of_turn>
<start_of_turn>model
""",
    )
    add(
        "sale-window",
        ["header_block", "campaign_window"],
        """Away sale: Carlisle United (a), 2027-01-16
Priority window: 2026-11-02 10:00 to 2026-11-04 17:00
General sale: from 2026-11-05 10:00

You answer members' questions about away sales.

Member: I have 12 away points. Can I buy in the priority window?
Assistant:""",
    )
    add(
        "es-temporada",
        ["spanish", "season", "deadline"],
        """Temporada: 2026/27
Fecha límite de inscripción: 31/08/2026
Federación: territorial

Eres el asistente de inscripciones de un club de fútbol base. Responde en español.

Padre: ¿Puedo inscribir a mi hijo el 3 de septiembre?""",
    )
    add(
        "ja-revision",
        ["japanese", "prompt_revision"],
        """プロンプト改訂日：2026年5月1日
対象：関東社会人サッカーリーグ加盟クラブ

あなたはリーグ事務局のアシスタントです。規約に基づいて答えてください。

質問：登録選手の追加はいつまでできますか？""",
    )
    add(
        "academy-licence",
        ["header_block", "licence_audit"],
        """Academy category: 2
Licence audited: 2025-11-18
Next audit: 2027-11

You help the academy manager prepare for audits.

Manager: Which documents should I have ready for the coaching hours section?
Assistant:""",
    )


def negatives_asked() -> None:
    def add(source: str, tags: list[str], text: str) -> None:
        neg(f"asked:{source}", ["asked", *tags], text)

    add(
        "epoch-kickoff",
        ["epoch", "id_in_question"],
        """The fixtures feed gives kickoff_epoch 1791637200 for our
game. What date and time is that in London, and is it a Saturday?""",
    )
    add(
        "uuid7-decode",
        ["uuid7", "id_in_question"],
        """Our registration ids look like
01a0612f-dc04-7de5-8164-d8399f767c45. Someone said the time is inside the id. When was this one
created?""",
    )
    add(
        "ksuid-decode",
        ["ksuid", "id_in_question"],
        """Scouting report 3KCZdrzNRsj9EvMhYhk6ZTCjD3d is a KSUID.
Can you tell me roughly when the report was created from the id alone?""",
    )
    add(
        "user-clock",
        ["user_typed_time", "times_in_content"],
        """It's 14:10 here at Ferris Park and the referee still
hasn't arrived for our 14:00 kick-off. The away manager wants to go home. What do the league rules
usually say we should do?""",
    )
    add(
        "relative-times",
        ["relative_time"],
        """The referee's report came in 50 hours after full time and the
county says the limit is 48 hours. The app crashed twice in that window. Is it worth appealing the fine?""",
    )
    add(
        "few-shot-fixture",
        ["few_shot", "example_dates"],
        """Extract the fixture as JSON.

Example input: "Darwen v Kendal, Sat 5 Sep 2026, KO 15:00"
Example output: {"home": "Darwen", "away": "Kendal", "date": "2026-09-05", "kickoff": "15:00"}

Input: "Barrow Rangers v Darwen Borough, Sun 20 Sep 2026, KO 14:00"
Output:""",
    )
    add(
        "traceparent-support",
        ["traceparent", "id_in_question"],
        """Support for the ticketing platform asked me for the
traceparent of the failed purchase. The browser shows
00-7d3e1f2a9b4c6d8e0f1a2b3c4d5e6f70-a1b2c3d4e5f60718-01. Which part is the trace id I should send?""",
    )
    add(
        "iso-week-plan",
        ["iso_week", "dates_in_prose"],
        """Our academy periodisation runs in ISO weeks: pre-season is
2026-W28 to 2026-W31 and the first block starts 2026-W32. Which calendar dates is the first day of
that block?""",
    )
    add(
        "snowflake-question",
        ["snowflake", "id_in_question"],
        """A parent posted in the wrong channel; the Discord
message id is 1558769628614219143. When was it sent?""",
    )
    add(
        "tz-arithmetic",
        ["timezone_question", "times_in_content"],
        """Our women's team plays a friendly in Tokyo on
2026-11-22 at 19:00 local time. What time is that in Harrowgate, and will UK supporters be watching
on the Saturday or the Sunday?""",
    )
    add(
        "charge-deadline",
        ["deadline_arithmetic", "dates_in_prose"],
        """We received misconduct charge MC-2026-0311 on
12 October 2026. The reply period is 14 days. If the 14th day is a Sunday, when is our actual
deadline?""",
    )
    add(
        "jwt-decode",
        ["jwt", "id_in_question"],
        """Can you decode this membership app token and tell me when it expires?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtZW1iZXI6MDA0MzExOSIsImlhdCI6MTc5MDgzOTM2MiwiZXhwIjoxNzkwOTI1NzYyfQ.q8Zb3kW1n5V7xC9mR2tP4yL6jH0fD8sA1gE3uK5oI7c""",
    )
    add(
        "de-deadline",
        ["german", "deadline_arithmetic"],
        """Die Sperre gegen unseren Spieler wurde am 29.09.2026
ausgesprochen und gilt für drei Pflichtspiele. Wir spielen am 4.10., 11.10. und 18.10. Ab wann darf er
wieder spielen?""",
    )
    add(
        "plain-1",
        ["control", "plain"],
        """You are a grassroots coaching assistant. Suggest drills with clear
setups.

Coach: Give me a warm-up for U9s that doesn't involve running laps.
Assistant:""",
    )
    add(
        "plain-2",
        ["control", "plain"],
        """Write a short thank-you message to our volunteers for running the
tuck shop all season. Warm, not cheesy, two sentences.""",
    )


# --- generated positives and negatives ----------------------------------------------------------------------------

BODIES: list[tuple[str, str]] = [
    ("fixtures", "You are the fixtures assistant of the Westmarch District League. Be exact about dates."),
    ("referees", "You help the county referee appointments officer. Never guess an official's availability."),
    (
        "registrations",
        "You are the registrations assistant for club secretaries. Quote the rule you rely on.",
    ),
    ("discipline", "You assist the discipline secretary. Neutral language, no speculation about intent."),
    ("ticketing", "You are the box office assistant of Harrowgate City FC. Be friendly and precise."),
    ("memberships", "You answer supporters' questions about memberships and loyalty points."),
    ("scouting", "You help the recruitment department make sense of scouting and tracking data."),
    ("academy", "You support the academy manager with schedules, welfare and paperwork."),
    ("venue", "You are the venue operations assistant for Lowfield Stadium."),
    ("performance", "You turn performance data into short notes for coaches. No jargon."),
]

ENGLISH_BLOCKS = [
    b
    for b in BLOCKS
    if not any(
        t in b[1]
        for t in (
            "spanish",
            "german",
            "french",
            "portuguese",
            "italian",
            "dutch",
            "polish",
            "turkish",
            "japanese",
            "korean",
            "chinese",
            "arabic",
            "russian",
            "greek",
            "hindi",
            "swahili",
            "indonesian",
            "vietnamese",
            "thai",
            "hebrew",
            "ukrainian",
            "swedish",
            "czech",
            "romanian",
            "finnish",
        )
    )
]

FIELDS: list[tuple[str, str, str, str, Callable[[Gen77, datetime], str]]] = [
    ("datetime", "rfc3339", "Request received", "request_received", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Snapshot taken", "snapshot_taken", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "go_rfc3339nano", "Now", "now", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "js_iso", "Client time", "client_time", lambda g, t: js_iso(t)),
    ("datetime", "windows_datetime", "Server time", "server_time", lambda g, t: windows_general(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("epoch", "epoch_ms", "stamp_ms", "stamp_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "kt.t_us", "kt_t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "x-clubdesk-req", "x_clubdesk_req", lambda g, t: g.uuid7(t)),
    ("request_id", "ulid", "Correlation", "correlation", lambda g, t: g.ulid(t)),
    ("pull_id", "ksuid", "Pull", "pull", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "hex32", "X-Trace", "x_trace", lambda g, t: g.hex(32)),
    ("session_id", "nanoid", "Chat session", "chat_session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t)),
    ("session_id", "tsid", "Desk session", "desk_session", lambda g, t: g.tsid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("request_id", "cf_ray", "cf-ray", "cf_ray", lambda g, t: g.cf_ray()),
    ("datetime", "iso_space", "Fetched", "fetched", lambda g, t: iso_space(t) + " UTC"),
    ("datetime", "rfc2822", "Polled", "polled", lambda g, t: rfc2822(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t)),
    ("datetime", "ctime", "Assembled", "assembled", lambda g, t: ctime(t)),
    (
        "datetime",
        "js_tostring",
        "Browser time",
        "browser_time",
        lambda g, t: js_tostring(
            t.astimezone(CET if t.month < 4 or t.month > 10 else CEST),
            "Central European " + ("Standard" if t.month < 4 or t.month > 10 else "Summer") + " Time",
        ),
    ),
]

STABLE: list[tuple[str, str, str, str]] = [
    ("season", "Season", "season", "2026/27"),
    ("competition", "Competition", "competition", "WDL1"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-05-12"),
    ("tenant_uuid", "Tenant", "tenant", "4d1f7a2c-90b3-4e7d-a1c6-2f8e5b0d9c31"),
    ("timezone", "Timezone", "timezone", "Europe/London"),
    ("founded", "Club founded", "founded", "1889"),
    ("rules_edition", "Rules", "rules", "Laws of the Game 2025/26"),
    ("licence", "Ground licence valid until", "licence_valid_until", "2027-06-30"),
    ("calver_build", "Build", "build", "2026.09.2"),
    ("api_version", "API-Version", "api_version", "2025-07-01"),
    ("window", "Transfer window closes", "window_closes", "2026-09-01 23:00 BST"),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_pretty",
    "json_inline",
    "xml_attr",
    "kv_line",
    "md_table",
    "chatml",
    "llama3",
]
GENERATED_EN = 40
GENERATED_EN_NEG = 9


def _json_value(value: str) -> str:
    return value if value.isdigit() else '"' + value + '"'


def _render(position: str, label: str, key: str, value: str) -> str:
    """The field as the position writes it."""
    if position in ("front_matter",):
        return f"{key}: {value}"
    if position == "json_pretty":
        return f'"{key}": {_json_value(value)},'
    if position == "json_inline":
        return f'"{key}":{_json_value(value)},'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_line":
        return f'{key}="{value}"' if " " in value else f"{key}={value}"
    if position == "md_table":
        return f"| {label} | {value} |"
    return f"{label}: {value}"


def _frame(position: str, mark: str, system: str, block: str, ask: str, intro: str) -> str:
    if position == "head":
        return f"{mark}\n{system}\n\nUser: {intro}:\n\n{block}\n\n{ask}\nAssistant:"
    if position == "system_tail":
        return f"{system}\n{mark}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if position == "header_block":
        return f"App: clubdesk\n{mark}\nLocale: en-GB\n\n{system}\n\nUser: {intro}:\n{block}\n\n{ask}\nAssistant:"
    if position == "last_user":
        return f"{system}\n\nUser: {intro}:\n\n{block}\n\n{ask}\n{mark}\nAssistant:"
    if position == "footer":
        return f"{system}\n\nQuestion: {ask}\n\n{block}\n\n--\nassembled by clubdesk-bot 4.2\n{mark}\n"
    if position == "front_matter":
        return f"---\napp: clubdesk\n{mark}\nlocale: en-GB\n---\n{system}\n\n{intro}:\n{block}\n\n{ask}"
    if position == "json_pretty":
        return f'{{\n  "app": "clubdesk",\n  {mark}\n  "locale": "en-GB"\n}}\n{system}\n\nUser: {ask}\n\n{block}\nAssistant:'
    if position == "json_inline":
        return f'{{"app":"clubdesk",{mark}"locale":"en-GB"}}\n{system}\n\nUser: {intro}:\n{block}\n\n{ask}\nAssistant:'
    if position == "xml_attr":
        return (
            f'<request app="clubdesk" {mark} locale="en-GB"/>\n{system}\n\nUser: {ask}\n\n{block}\nAssistant:'
        )
    if position == "kv_line":
        return (
            f"# app=clubdesk {mark} locale=en-GB\n{system}\n\nUser: {intro}:\n\n{block}\n\n{ask}\nAssistant:"
        )
    if position == "md_table":
        return (
            f"| Field | Value |\n|-------|-------|\n| App | clubdesk |\n{mark}\n| Locale | en-GB |\n\n{system}\n\n"
            f"User: {ask}\n\n{block}\nAssistant:"
        )
    if position == "chatml":
        return (
            f"<|im_start|>system\n{system}\n{mark}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    assert position == "llama3"
    return (
        f"<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\n{mark}\n\n{system}<|eot_id|>"
        f"<|start_header_id|>user<|end_header_id|>\n\n{block}\n\n{ask}<|eot_id|>\n"
        "<|start_header_id|>assistant<|end_header_id|>\n\n"
    )


def generated_positives(g: Gen77) -> list[Draft]:
    """One program field beside a pasted record, in one of thirteen positions."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    blocks = list(ENGLISH_BLOCKS)
    g.rng.shuffle(blocks)
    out = []
    for k in range(GENERATED_EN):
        cue, family, label, key, make = fields[k % len(fields)]
        position = POSITIONS[k % len(POSITIONS)]
        name, system = BODIES[k % len(BODIES)]
        source, tags, block, ask, intro = blocks[k % len(blocks)]
        t = g.moment() if k % 3 else g.uk()
        mark = v(cue, _render(position, label, key, make(g, t)))
        text = _frame(position, mark, system, block, ask, intro)
        out.append(
            Draft(
                text,
                f"{SRC}gen:{name}+{family}+{source}",
                ["generated", position, family, "pasted_neighbour", *tags[:1]],
            )
        )
    return out


def generated_negatives_en(g: Gen77) -> list[Draft]:
    """The same frames with one stable value that looks like a date, a time or an id."""
    blocks = list(ENGLISH_BLOCKS)
    g.rng.shuffle(blocks)
    out = []
    for k in range(GENERATED_EN_NEG):
        family, label, key, value = STABLE[k % len(STABLE)]
        position = POSITIONS[(k * 5 + 2) % len(POSITIONS)]
        name, system = BODIES[(k + 3) % len(BODIES)]
        source, tags, block, ask, intro = blocks[k % len(blocks)]
        text = _frame(position, _render(position, label, key, value), system, block, ask, intro)
        out.append(
            Draft(
                text,
                f"{SRC}neg:gen:{name}+{family}+{source}",
                ["hard_negative", "generated", position, family, "pasted_neighbour"],
            )
        )
    return out


# Prompts in other languages: system, pasted record, question, a "now" label and an id label (with the
# zone and the format the app writes), and a stable header line.
LANGS: list[tuple[str, str, str, str, str, str, timezone, Callable[[datetime], str], str]] = [
    (
        "es",
        "Eres el asistente de la liga regional de fútbol sala. Responde en español.",
        "Acta del partido 2026-FS-0412\nInicio: 17/10/2026 18:00\nExpulsión: dorsal 7, minuto 31\nActa cerrada: 17/10/2026 19:58:12",
        "¿Cuántos partidos de sanción le corresponden al dorsal 7?",
        "Hora actual del servidor",
        "ID de petición",
        CEST,
        lambda t: slash_dt(t),
        "Temporada: 2026/27",
    ),
    (
        "de",
        "Du bist der Assistent der Passstelle eines Landesverbands. Antworte auf Deutsch.",
        "Spielerpass-Antrag 2026-118702\nSpieler: Jonas Keller\nAbmeldung alter Verein: 30.06.2026\nAntrag eingegangen: 12.08.2026 09:14:37",
        "Ab wann ist Jonas spielberechtigt?",
        "Zeitstempel (System)",
        "Vorgangs-ID",
        CEST,
        de_dt,
        "Spielzeit: 2026/27",
    ),
    (
        "fr",
        "Tu es l'assistant billetterie d'un club de Ligue 2. Réponds en français.",
        "Commande n° BL-26-771203\nMatch : domicile contre Guingamp, 24/10/2026 19:00\nPlaces : Tribune Nord, rang K, 14-15\nPayée le : 20/10/2026 21:40:55",
        "Puis-je changer ces places pour la tribune Est ?",
        "Heure de la requête",
        "Identifiant de requête",
        CEST,
        lambda t: fr_long(t),
        "Saison : 2026/27",
    ),
    (
        "it",
        "Sei l'assistente della segreteria di una scuola calcio. Rispondi in italiano.",
        "Iscrizione n. SC-2026-0933\nAtleta: Giulia Ferri (2014)\nCertificato medico scadenza: 11/09/2027\nRegistrata il: 03/09/2026 18:22:40",
        "Giulia può partecipare al torneo del 10 ottobre?",
        "Orario richiesta",
        "ID richiesta",
        CEST,
        slash_dt,
        "Stagione sportiva: 2026/2027",
    ),
    (
        "pt",
        "Você é o assistente de sócios de um clube brasileiro. Responda em português.",
        "Sócio nº 118204\nPlano: Ouro\nAdesão: 12/02/2024\nÚltimo check-in: 19/10/2026 15:41:07",
        "Meu plano dá direito a ingresso para o clássico de domingo?",
        "Data e hora atual",
        "Protocolo da requisição",
        BRT,
        slash_dt,
        "Temporada: 2026",
    ),
    (
        "nl",
        "Je bent de assistent van de wedstrijdsecretaris van een amateurclub. Antwoord in het Nederlands.",
        "Wedstrijd 228904\nVeld 2, za 24 okt 2026, 12:00\nScheidsrechter: clubscheidsrechter\nGewijzigd: 19-10-2026 20:41:09",
        "Moeten we de tegenstander nog laten weten dat het veld is gewijzigd?",
        "Opgevraagd om",
        "Verzoek-id",
        CEST,
        de_dt,
        "Seizoen: 2026/27",
    ),
    (
        "pl",
        "Jesteś asystentem biura klubu piłkarskiego. Odpowiadaj po polsku.",
        "Karnet nr KR-2026-0412\nSektor: C, rząd 9, miejsce 17\nWażny: runda jesienna 2026\nZakupiono: 2026-07-14 12:08:44",
        "Czy karnet obejmuje mecz Pucharu Polski?",
        "Bieżący czas",
        "Identyfikator żądania",
        CEST,
        lambda t: iso_space(t),
        "Sezon: 2026/27",
    ),
    (
        "tr",
        "Sen bir futbol kulübünün taraftar hizmetleri asistanısın. Türkçe cevap ver.",
        "Kombine No: KB-26-00912\nTribün: Maraton Alt, Blok 112\nGeçerlilik: 2026-27 sezonu\nSon giriş: 19.10.2026 18:52:31",
        "Kombinemi bir maçlığına arkadaşıma verebilir miyim?",
        "Şu anki zaman",
        "İstek kimliği",
        TRT,
        de_dt,
        "Sezon: 2026-27",
    ),
    (
        "ja",
        "あなたはJリーグクラブのファンクラブ窓口のアシスタントです。日本語で答えてください。",
        "会員番号：FC-2026-55810\n会員種別：ゴールド\n入会日：2024年2月1日\n最終来場：2026年10月18日 13:41:22",
        "ゴールド会員はアウェイ席の先行販売に申し込めますか？",
        "現在時刻",
        "リクエストID",
        JST,
        cjk_dt,
        "シーズン：2026",
    ),
    (
        "ko",
        "당신은 유소년 축구 아카데미의 행정 도우미입니다. 한국어로 답하세요.",
        "등록번호: YA-2026-0781\n선수: 김도윤 (U-12)\n등록일: 2026-03-02 10:15:44\n다음 평가: 2026-11-14",
        "도윤이가 U-13 훈련에 참여할 수 있나요?",
        "요청 시각",
        "요청 ID",
        KST,
        ko_dt,
        "시즌: 2026",
    ),
    (
        "zh",
        "你是一家足球俱乐部场馆运营部门的助手。请用中文回答。",
        "场地预订单号：VB-2026-1180\n场地：2号人工草坪\n时间：2026-10-24 19:00-21:00\n下单时间：2026-10-20 08:31:57",
        "如果下雨可以改期吗？",
        "当前时间",
        "请求编号",
        CST8,
        cjk_dt,
        "赛季：2026",
    ),
    (
        "ar",
        "أنت مساعد إدارة العضويات في نادٍ رياضي. أجب بالعربية.",
        "رقم العضوية: ٥٥٠١٨٧\nالفئة: ذهبية\nتاريخ الانضمام: ٢٠٢٤/٠٢/٠١\nآخر دخول: ٢٠٢٦/١٠/١٩ ١٨:٤٠:١١",
        "هل تشمل العضوية الذهبية مباريات الكأس؟",
        "الوقت الحالي",
        "معرّف الطلب",
        GST,
        lambda t: iso_space(t).translate(ARABIC_DIGITS),
        "الموسم: ٢٠٢٦/٢٠٢٧",
    ),
    (
        "ru",
        "Ты помощник отдела регистрации детско-юношеской школы. Отвечай по-русски.",
        "Заявление № 2026-ДЮСШ-0441\nИгрок: Михаил Орлов, 2013 г. р.\nМедосмотр до: 15.05.2027\nПодано: 01.09.2026 19:40:08",
        "Можно ли Михаилу играть за команду 2012 года рождения?",
        "Текущее время",
        "Идентификатор запроса",
        MSK,
        de_dt,
        "Сезон: 2026/27",
    ),
    (
        "el",
        "Είσαι βοηθός του γραφείου εισιτηρίων ενός συλλόγου. Απάντησε στα ελληνικά.",
        "Εισιτήριο: GR-26-118004\nΑγώνας: 25/10/2026 17:30\nΘύρα 7, σειρά 12, θέση 4\nΑγορά: 21/10/2026 22:14:09",
        "Μπορώ να μπω από άλλη θύρα;",
        "Τρέχουσα ώρα",
        "Αναγνωριστικό αιτήματος",
        EEST,
        slash_dt,
        "Αγωνιστική περίοδος: 2026-27",
    ),
    (
        "id",
        "Kamu adalah asisten administrasi akademi sepak bola. Jawab dalam bahasa Indonesia.",
        "No. Registrasi: AKD-2026-0118\nPemain: Rizky Pratama (U-14)\nTerdaftar: 2026-07-20 16:05:33\nSeleksi: 2026-08-02 07:00",
        "Apakah Rizky masih bisa ikut turnamen U-14 bulan depan?",
        "Waktu server",
        "ID permintaan",
        WIB,
        lambda t: iso_space(t) + " WIB",
        "Musim: 2026/27",
    ),
    (
        "vi",
        "Bạn là trợ lý của ban tổ chức giải bóng đá phong trào. Trả lời bằng tiếng Việt.",
        "Mã trận: PT-2026-044\nĐội: Sao Mai FC - Bình Minh FC\nGiờ đá: 16:00 ngày 25/10/2026\nCập nhật: 21/10/2026 09:11:48",
        "Nếu trời mưa to thì trận có bị hoãn không?",
        "Thời gian hiện tại",
        "Mã yêu cầu",
        ICT,
        de_dt,
        "Mùa giải: 2026",
    ),
    (
        "hu",
        "Az egyesület utánpótlás-irodájának asszisztense vagy. Válaszolj magyarul.",
        "Igazolás száma: MLSZ-2026-88104\nJátékos: Nagy Bence (U13)\nÉrvényes: 2027.06.30.\nRögzítve: 2026.08.19. 17:22:05",
        "Játszhat Bence a hétvégi U14-es meccsen?",
        "Lekérdezés ideje",
        "Kérésazonosító",
        CEST,
        lambda t: f"{t:%Y.%m.%d. %H:%M:%S}",
        "Idény: 2026/27",
    ),
    (
        "nb",
        "Du er assistent for billettkontoret i en Eliteserie-klubb. Svar på norsk.",
        "Billett: NB-26-440187\nKamp: hjemme mot Molde, søndag 25. oktober 2026 kl. 17:00\nFelt: Sør, rad 9, sete 14\nKjøpt: 2026-10-20 21:08:16",
        "Kan jeg bytte til en plass i familiefeltet?",
        "Hentet",
        "Forespørsels-ID",
        CEST,
        lambda t: iso_space(t),
        "Sesong: 2026",
    ),
]

LANG_POSITIONS = ["head", "system_tail", "header_block", "last_user", "chatml", "footer"]


def _lang_frame(position: str, mark: str, system: str, record: str, ask: str, stable: str) -> str:
    if position == "head":
        return f"{mark}\n{system}\n\n{record}\n\n{ask}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{record}\n\n{ask}"
    if position == "header_block":
        return f"{stable}\n{mark}\n\n{system}\n\n{record}\n\n{ask}"
    if position == "last_user":
        return f"{system}\n\n{record}\n\n{ask}\n{mark}"
    if position == "chatml":
        return (
            f"<|im_start|>system\n{system}\n{mark}<|im_end|>\n<|im_start|>user\n{record}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n"
        )
    assert position == "footer"
    return f"{system}\n\n{ask}\n\n{record}\n\n--\n{mark}\n"


def generated_languages(g: Gen77) -> tuple[list[Draft], list[Draft]]:
    """Per language: one positive (a "now" or an id field) and one negative (its stable line only)."""
    positives: list[Draft] = []
    negatives: list[Draft] = []
    for k, (lang, system, record, ask, now_label, id_label, tz, fmt, stable) in enumerate(LANGS):
        t = g.moment(tz)
        position = LANG_POSITIONS[k % len(LANG_POSITIONS)]
        sep = "：" if lang in ("ja", "zh") else ": "
        if k % 3 == 2:
            ident = g.pick([g.uuid4(), g.ulid(t), g.ksuid(t), g.hex(24)])
            mark = v("request_id", f"{id_label}{sep}{ident}")
            family = "request_id"
        else:
            mark = v("datetime", f"{now_label}{sep}{fmt(t)}")
            family = "now_label"
        if position == "header_block":
            mark = (
                v("datetime", f"{now_label}{sep}{fmt(t)}")
                + "\n"
                + v("request_id", f"{id_label}{sep}{g.uuid7(t)}")
            )
            family = "now_label+request_id"
        positives.append(
            Draft(
                _lang_frame(position, mark, system, record, ask, stable),
                f"{SRC}gen:lang:{lang}",
                ["generated", "non_english", lang, position, family],
            )
        )
        neg_position = LANG_POSITIONS[(k + 2) % len(LANG_POSITIONS)]
        neg_mark = f"Locale: {lang}" if neg_position == "header_block" else stable
        negatives.append(
            Draft(
                _lang_frame(neg_position, neg_mark, system, record, ask, stable),
                f"{SRC}neg:gen:lang:{lang}",
                ["hard_negative", "generated", "non_english", lang, neg_position, "stable_line"],
            )
        )
    return positives, negatives


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen77(seed)
    hand = [fn(g) for fn in POS]
    lang_pos, lang_neg = generated_languages(g)
    positives = hand + lang_pos + generated_positives(g)
    NEG.clear()
    negatives_pasted()
    negatives_lookalikes()
    negatives_asked()
    negatives = list(NEG) + lang_neg + generated_negatives_en(g)
    return make_holdout.assemble("hold77", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
