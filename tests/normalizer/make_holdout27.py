"""Build `prompt_normalizer/corpus/holdout27.jsonl`, a twenty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout27.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout26.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement
of pasted blocks, `build` and `main`), for the structure of a generator. (A listing of
`tests/normalizer/` showed file names only.) `make_holdout28.py`, written at the same time about
construction, architecture, mining and heavy industry, was not read, and nothing here comes from
those fields. The domain is sports, fitness and the outdoors. Sources that the earlier docstrings
already name were dropped or re-aimed before writing: Strava webhooks and activities, Garmin
`fitdump`, GPX tracks, race timing feeds, a swimming club, surfing, a ski area's lifts, passes and
rental, golf tee sheets and a dive centre (make_holdout11: here a training-platform delivery
envelope, a FIT-epoch "now" read from a watch, GPX and FIT summaries and timing logs only as pasted
content, a ski school with a pass reload quote, golf handicaps, buggies, lessons and competitions,
and dive boat manifests, nitrox analysers, dive computers and logbooks); marinas' berths, fuel
docks, harbour masters, gate logs and crane slots (make_holdout13: here dinghy hire, regatta
scoring, a tender, a race committee and sailing courses); running and cycling logs and sports
clubs' treasurers (make_holdout14: here coaching plans, ride uploads, and a kit order relayed to a
rowing club's kit secretary instead of a payment webhook to a treasurer); gyms and leisure centres
as support chat (make_holdout9: here class booking, access control, kiosks and waitlists); referees
and officiating (make_holdout13, make_holdout15: left out); a mountain hut in the Val d'Aran
(make_holdout26: here a Norwegian hut association's desk). The sources are:

* gyms and studios: a class booking desk, a turnstile access evaluation (XML attributes), a
  waitlist SMS, a spin studio's front matter, a pool lane snapshot "as of" a time, a hotel gym
  kiosk (`key=value`), a retention writer's footer, a boxing gym behind a ChatML system turn, a
  Pilates studio (HTML comment), a CrossFit box (`KEY=value` environment with a nonce); and as hard
  negatives booking e-mails, access-log CSVs, a freeze letter, direct debit schedules, timetable
  notices, an app error dialog with its own `Request ID` and `Time`, invoices, waitlist and
  feedback exports, a contract clause, a check-in webhook payload, an induction form, a price list
  and a WhatsApp export;
* personal trainers and coaching apps: session notes, a coaching app's JSON metadata, a weekly
  check-in `[sent ...]`, a nutrition coach behind a Llama 3 system header, an invoice dated today,
  a voice-note upload, a trainer marketplace (markdown bullets), a plan in the current ISO week;
  and as hard negatives plans, coach e-mails, session logs, terms, a nutrition log JSON, push
  histories, a marketplace receipt and a physio's return-to-run plan;
* wearables and training platforms: readiness readings fetched "at" a time, watch sync HTTP
  headers, a watch clock in FIT time, a sleep coach (XML), a ride upload (`[upload id=...
  received=...]`), an erg Discord bot (interaction id and token), traceparent and tracestate on a
  zone calculator, a new-activity delivery envelope (the activity stays), a glucose trace retrieved
  for the request; and as hard negatives a FIT summary, a GPX header, sleep CSVs, support e-mails,
  an activity API response, training-load tables, a BLE pairing log, an erg logbook, a glucose
  report, firmware notes, an upload error, an invoice and a study information sheet;
* amateur clubs and leagues: a tennis club renewal portal, a Sunday league registration request, a
  rowing club kit order relay (the order stays), a rugby fixtures bot (`[ctx ...]`), a netball
  league's Teams activity (single-line JSON), an AGM pack dated today, B3 on a volleyball club;
  and as hard negatives subscription e-mails, fixture lists, AGM minutes, a bank statement, a
  registration form, a pitch closure notice, a league table, a receipt, a bar rota, a draw e-mail
  and a constitution;
* race organisers and timing: a bib collection kiosk clock, a live tracker clock over splits, a
  results correction desk, a triathlon ops YAML block, an ultra checkpoint relay (`[received
  ...]`), an entry checkout with a hold expiry, a swimrun export stamped "at" a time; and as hard
  negatives results tables, chip split logs, entry confirmations, a DNF appeal, wave notices, raw
  decoder lines, awards lists, a refund policy, an athlete guide, a timing invoice, a checkpoint
  sheet and a results e-mail;
* ski schools and lift passes: a ski school booking (`key=value`), a pass reload quote valid today,
  a snow report pulled "at" a time, an instructor rota for today, an adaptive ski programme (XML
  attribute); and as hard negatives a lift pass receipt, a lesson confirmation, a rental
  agreement, a progress card, a lift status page, season pass terms, a payslip, a race entry list
  and an avalanche course certificate;
* dive centres and logbooks: a boat manifest session, a dive computer clock, a nitrox analyser
  reading, a logbook writer (HTML comment), a liveaboard club trip (single-line JSON), a freediving
  coach's tail; and as hard negatives logbook exports, a dive computer download, a nitrox fill log,
  a liveaboard confirmation, a medical questionnaire, a price list, an incident report, an SMS and a
  certification card;
* mountain huts and guides: a hut reservation session, a guide's weather brief fetched "at" a time,
  a client intake (markdown table rows), an avalanche bulletin fetched for the request, a via
  ferrata booking widget (JavaScript `toString()`); and as hard negatives a hut confirmation, a key
  loan agreement, an itinerary, a mountain rescue callout log, a waiver, a hut price list, a
  forecast printout and an e-ticket;
* golf clubs: a handicap lookup, a buggy kiosk clock, a launch monitor session, a competition entry
  desk, scorecard OCR (`[photo text extracted ...]`); and as hard negatives a handicap record, a
  subscription letter, competition results, a lesson package e-mail, a buggy receipt and local rules;
* sailing clubs and marinas: dinghy hire with a desk time and weekday, regatta scoring, a sailing
  school behind a session JWT, a yacht club tender call, a signal boat's GPS clock; and as hard
  negatives a notice of race, committee minutes, results, a certificate, a mooring invoice, a
  protest form, an SMS thread and a Korean booking e-mail;
* climbing gyms: a waiver lookup (the waiver's own date stays), a route-setting plan for today, a
  belay-check desk (front matter), a door counter read, a party booking with a templated current
  date sentence; and as hard negatives a waiver, belay records, a setting log, a renewal e-mail, an
  incident log, a guidebook page, a competition scorecard and a price board;
* the same worlds in the languages below: a Jotunheimen hut, a Cairngorms guide, a Lerwick sailing
  club, dive centres in Horta and Cabo de Palos, a sailing club in Alghero, a hiking guide in
  Chania, a running club in Visby, a sailing club in Helsingfors, ski tracks in Kuopio, a climbing
  office in Arco, a bouldering gym in Nürnberg, a gym chain in Berlin, a cycling club near
  Eindhoven, a sailing club on Krk, a bouldering gym in Osaka and a yacht school in Busan.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets from -07:00 to +11:00, RFC 1123,
RFC 2822, GNU `date`, Python `str()`, `isoformat()` and logging, Go RFC3339Nano, .NET
round-trip and "f", JavaScript `toISOString()` and `toString()`, Windows general and US medium
12-hour renderings, compact `YYYYMMDDHHMMSS`, ISO basic, day-first slashed and dotted dates with a
time, `YYYY/MM/DD`, British and US long dates, a weekday with a date and time, a weekday with a
time, a time alone (12- and 24-hour, with and without seconds), ISO dates, ISO week dates, Llama
3.1's `Today Date`, epochs in s, ms and us, seconds since the FIT epoch, and dates written in the
prompt's language (Nynorsk and Finland Swedish weekdays and months with `kl.`, Swedish months for
Gutnish, Finnish `kello`, Azorean Portuguese with "(hora dos Açores)", Spanish months with "a las",
Catalan months with "a les", Greek genitive months, Italian months with `ore`, German weekday
abbreviations with `Uhr`, Dutch with `uur`, Croatian genitive months with `u`, Japanese with a
weekday kanji, Korean with 오전 / 오후). Identifiers: UUID v4 and v7, ULID (also lower case), KSUID,
nanoid, ObjectId, traceparent and tracestate, B3 single, X-Amzn-Trace-Id, long hex (also upper
case), base32, base62 and base64url tokens, JWTs, a Discord snowflake and interaction token,
Twilio-style `SM` and `CA` sids, and vendor-prefixed ids (`bks_`, `cs-`, `up_`, `upl_`, `dlv_`,
`rr-`, `cr_`, `rpt-`, `cs_live_`, `q_`, `ms_`, `rs-`, `fx_`, `hx-`, `lm-`, `sr_`, `wl_`, `cs_`).
Positions: header blocks (`Label: value`, HTTP-style with a request line, relay headers), head and
tail of the prompt, the tail of a system prompt (also a ChatML system turn and a Llama 3 system
header), YAML front matter and a nested YAML block, pretty-printed JSON members (also in a delivery
envelope), single-line JSON members, XML attributes, `key=value` pairs (bracketed context lines,
bare lines, environment lines), markdown bullets and table rows, HTML comments, a templated
sentence, phrases with their preposition ("at ...", "as of ..."), footers after a `--` line,
`[sent ...]` and `[received ...]` stamps, parenthesised values on the user's message, metadata
lines after the last user message, tool results, and program lines right below a pasted, uploaded
or fetched block.

Prompts are in English (British, Scottish, US, Canadian, Australian, New Zealand, Indian and South
African) and in Nynorsk, Doric, Shetlandic, Azorean Portuguese, Murcian Spanish, Alguerese Catalan,
Cretan Greek, Gutnish (Gotlandic), Finland Swedish, Savonian Finnish, Trentino dialect, East
Franconian, Berlinerisch, Brabantian, Chakavian, Kansai Japanese and Gyeongsang Korean (17
varieties, none of them named as a language or variety by the earlier holdouts' docstrings,
checked with grep against them; the languages they belong to are), with pasted material in
Nynorsk, Spanish, Italian, Croatian, Japanese and Korean and questions put to pasted blocks in
Nynorsk, Swedish, Murcian Spanish, Azorean Portuguese, Chakavian and Kansai Japanese (scripts:
Latin, Greek, Han with Kana, Hangul). The prompts in these varieties are short: an English system
prompt, the app's "now" label in the language (`No:`, `The noo:`, `Da day:`, `Agora:`, `Ahora
mesmo:`, `Data i ora d'ara:`, `Ώρα τώρα:`, `Klukkan nu:`, `Nu:`, `Nyt:`, `Adès:`, `Etz:`,
`Jetze:`, `Nou:`, `Sad je:`, `現在:`, `지금:`) and a user message in the language.

What it is: 300 prompts. 140 carry volatile fields (196 spans): 89 hand-written positives (134
spans; 45 with two fields) and 51 generated ones (62 spans; 11 with two fields). 160 carry none:
133 hand-written negatives (131 hard negatives and two plain controls) and 27 generated hard
negatives. 106 of the hand-written negatives are material the user pastes, uploads, forwards or
quotes and asks about (booking confirmations, membership letters, workout and sleep exports, FIT
and GPX summaries, results tables, timing logs, dive logs, lift pass receipts, club notices and
minutes, e-mails with headers, webhook payloads and JSON API responses with their own ids and
timestamps, letters with letterheads and salutations, notices with short titles, printouts with
aligned columns, documents with titles), placed in rotation: question after the block (9), before
it (8), typed straight under it with no blank line (8), across two blank lines below an
introduction (8), a pointing sentence wrapped over two lines above it (8), quoted with "> " (8), in
a code fence (8), in an earlier turn of a chat (8), below a "Forwarded message" line (8), in a user
turn under a system prompt (8), after the question and a lead-in ending in a colon with no blank
line (8), with a question before and a follow-up after (8), and with the question in the user's
own language (9); many begin with lines exactly like program metadata (`From:` / `Date:` /
`Message-ID:`, `Subject:` / `Sent:`, `Timestamp,...`, `submitted_at,...`, `date,...`, `TIMESTAMP`
columns, `{"id": ..., "created_at": ...`, `{"date": ..., "logged_at": ...`, `[DD/MM/YYYY,
HH:MM:SS]` chat-export prefixes, `[2026-...]` log prefixes, `Request ID:` / `Time:` in an error
dialog, `File:` / `Start:` in a FIT summary). Fourteen hand-written negatives hold stable
look-alikes in program positions (a timetable's validity and a prompt revision, a season and its
opening date with a prompt version in front matter, an API version and time zone in JSON, hut
season dates in XML attributes, a template's review date in an HTML comment, a footer's sailing
instructions revision, a member-since date in a `[ctx ...]` line, firmware and account-creation
dates, member-since and renewal dates, a registration deadline and season, a race date and wave
time, member-since dates in Nynorsk and Kansai Japanese, a knowledge cutoff, plan start and race
date in a system prompt); eleven are ids, epochs and dates the user asks about (an epoch, a trace id
to send to support, a chip id, a request id for a complaint, a JWT to decode, a FIT timestamp),
few-shot dates, an unrendered template (`{{now}}`), relative times, a user-typed clock and date
arithmetic. The positives put the same-looking lines in program positions; nine stamp data that
the program fetched or read for this request (lane counts, readiness readings, a glucose trace, a
snow report, a weather forecast, an avalanche bulletin, a handicap record, a launch monitor
session, a door counter), where only the stamp is labelled, and several sit right below a block
the user pasted or uploaded (a ride summary, a transcript, a results table, a scorecard, regatta
results), where only the program's lines are labelled. The generated positive family puts one
field (38 of 40 formats and labels, or, in 8 cases, the current date and time labelled and written
in the body's language) or two (a time and an id, 11 cases, in header blocks, front matter, JSON
members, footers and after the last user message) at one of twelve positions (head, system tail
and header block five times each; after the last user message, footer, YAML front matter, JSON
member, XML attribute, `key=value` in a bracketed line, parenthesised value on the user's message,
HTML comment and markdown bullet four times each) of 20 bodies (12 in English, 8 in Nynorsk,
Finland Swedish, Azorean Portuguese, Trentino, Brabantian, Chakavian, Kansai Japanese and Cretan
Greek). The generated negative family uses the same bodies and the twelve positions (two or three
each) with one stable value drawn from generic ones (API version, knowledge cutoff, prompt
revision, member since, tenant, financial year, app build) and ones that fit the body (season,
lifts opening time, hut season, race date, club founding year, waiver version), or, twice, a
member-since date in the body's language. The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout26.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work sessions, per-item and per-message
stamps, device clocks, holds and expiries computed from now, "today" written into an artefact,
bracketed and inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Sport records are content: class, lesson, race, regatta, dive and trip dates and times, splits,
  chip, gun and checkpoint times, wave starts, results, set dates, waiver and certificate dates,
  activity start times, sleep and HRV nights, fill and analyser logs written by people, handicap
  differentials, bib, chip, order, booking and membership numbers stay, also next to a program's
  stamp and also when the program fetched them for this request; only the stamp ("Readings fetched
  from the wearable cloud at <time> for this request:", "Forecast (fetched at <time> for this
  briefing):", "Fetch id:" and "Fetched at:" under a bulletin) moves.
* Device and site clocks read for this request are the current time: a kiosk, a booking desk, a
  tracker, a dive computer, a watch (in FIT time), a door counter, a signal boat's GPS, an analyser
  reading taken now. Times the user types ("It's 06:40 here in Hemsedal", "I stopped the watch at
  07:40 UTC") and a block's own clock ("Lift status - updated 08:15") stay.
* Sessions and requests minted per conversation or per use move: desk, portal, checkout, manifest,
  reservation, intake, coaching and search sessions, correction, registration, reload, lookup,
  waiver and fetch requests, uploads, scoring and report runs, a checkout hold's expiry; members,
  clubs, gyms, doors, kiosks, huts, boats, moorings, cylinders and Discord guilds stay. A Discord
  interaction's id and token and a Teams activity id are per message.
* Envelope vs payload: a training platform's `delivery_id` and `delivered_at`, and a shop relay's
  `Relay-Delivery` and `Relay-Time` move; the activity and the order (its id, start and placed
  times) stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Pool system snapshot as of <time> for this request:" leaves "Pool system snapshot for this
  request:"); a line holding one field is a whole-line span, and so are a markdown row or bullet,
  an HTML comment, a `KEY=value` line and a YAML member; XML attributes and `key=value` pairs are
  followed by a stable neighbour; single-line JSON members are cut with the comma after them, and
  volatile members of pretty-printed JSON are never the last member of their object.
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
    http_date,
    iso_date,
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

SEED = 20310927
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout27.jsonl"
SRC = "holdout27:"

# name: (standard offset h, summer offset h, standard abbreviation, summer abbreviation, southern hemisphere)
ZONES: dict[str, tuple[float, float, str, str, bool]] = {
    "UTC": (0, 0, "UTC", "UTC", False),
    "London": (0, 1, "GMT", "BST", False),
    "Oslo": (1, 2, "CET", "CEST", False),
    "Helsinki": (2, 3, "EET", "EEST", False),
    "Athens": (2, 3, "EET", "EEST", False),
    "Azores": (-1, 0, "AZOT", "AZOST", False),
    "Denver": (-7, -6, "MST", "MDT", False),
    "Vancouver": (-8, -7, "PST", "PDT", False),
    "Toronto": (-5, -4, "EST", "EDT", False),
    "Tokyo": (9, 9, "JST", "JST", False),
    "Seoul": (9, 9, "KST", "KST", False),
    "Sydney": (10, 11, "AEST", "AEDT", True),
    "Auckland": (12, 13, "NZST", "NZDT", True),
    "Cape Town": (2, 2, "SAST", "SAST", False),
    "Kolkata": (5.5, 5.5, "IST", "IST", False),
}

NN_MONTHS = ["januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober",
             "november", "desember"]
NN_DAYS = ["måndag", "tysdag", "onsdag", "torsdag", "fredag", "laurdag", "sundag"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
CA_MONTHS = ["de gener", "de febrer", "de març", "d'abril", "de maig", "de juny", "de juliol", "d'agost",
             "de setembre", "d'octubre", "de novembre", "de desembre"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
             "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
DE_DAYS = ["Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa.", "So."]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober",
             "november", "december"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
HR_MONTHS = ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna",
             "listopada", "studenoga", "prosinca"]
JA_DAYS = ["月", "火", "水", "木", "金", "土", "日"]
KO_DAYS = ["월", "화", "수", "목", "금", "토", "일"]


class Gen27(Gen):
    """`make_holdout.Gen` with local zones (summer time by month) and a few more id shapes."""

    def at(self, zone: str) -> datetime:
        std, summer, std_name, summer_name, south = ZONES[zone]
        t = self.moment()
        in_summer = (t.month >= 10 or t.month <= 3) if south else (4 <= t.month <= 10)
        hours, name = (summer, summer_name) if in_summer else (std, std_name)
        return t.astimezone(timezone(timedelta(hours=hours), name))

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(n))

    def prefixed(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def tz_tail(t: datetime) -> str:
    return t.tzname() or "UTC"


def dmy_hm(t: datetime, sep: str = "/") -> str:
    return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def fit_now(t: datetime) -> int:
    """Seconds since the FIT epoch (1989-12-31 00:00 UTC)."""
    return epoch_s(t) - 631065600


def nynorsk(t: datetime) -> str:
    return f"{NN_DAYS[t.weekday()]} {t.day}. {NN_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def fi_swedish(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day}.{t.month}.{t.year} kl. {t:%H.%M}"


def savonian(t: datetime) -> str:
    return f"{t.day}.{t.month}.{t.year} kello {t.hour}.{t:%M}"


def gutnish(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H:%M}"


def azorean(t: datetime) -> str:
    return f"{t.day} de {PT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M} (hora dos Açores)"


def murcian(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, a las {t:%H:%M}"


def alguerese(t: datetime) -> str:
    return f"{t.day} {CA_MONTHS[t.month - 1]} del {t.year}, a les {t:%H.%M}"


def cretan(t: datetime) -> str:
    return f"{t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def trentino(t: datetime) -> str:
    return f"{t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def franconian(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]} {t:%d.%m.%Y}, {t:%H:%M} Uhr"


def brabantian(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H.%M} uur"


def chakavian(t: datetime) -> str:
    return f"{t.day}. {HR_MONTHS[t.month - 1]} {t.year}. u {t:%H:%M}"


def kansai(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t:%H:%M}"


def gyeongsang(t: datetime) -> str:
    ampm = "오후" if t.hour >= 12 else "오전"
    return f"{t.year}년 {t.month}월 {t.day}일 ({KO_DAYS[t.weekday()]}) {ampm} {t.hour % 12 or 12}:{t:%M}"


POS: list[Callable[[Gen27], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen27], Draft]) -> Callable[[Gen27], Draft]:
    POS.append(fn)
    return fn


def P(text: str, name: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{name}", tags)


def twelve(t: datetime) -> str:
    return f"{t.hour % 12 or 12}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"

# --- hand-written positives ---------------------------------------------------------------------------------------
# gyms and studios


@pos
def _studio_class_booking(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You are Poppy, the booking assistant of Kiln Yoga & Pilates (Bristol). Help members book, cancel and
join waitlists. Late cancellations (under 12 hours) cost one class credit.
Studio: Kiln Harbourside
{v('datetime', 'Booking desk clock: ' + iso_space(t)[:16] + ' ' + tz_tail(t))}
{v('session_id', 'Desk session: bks_' + g.b62(18))}

Member: Can I still cancel tonight's 19:30 reformer class without losing a credit?
Poppy:""", "gym:class-booking", ["header_block", "two_fields", "session_id", "iso_minutes"])


@pos
def _turnstile_access(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""You are the front desk helper of IronWorks 24/7 Fitness. Members ask why the door did not open.
Explain the reason from the access context and what they can do; never reveal another member's data.

<access_context site="IW-Leslieville" {v('datetime', 'evaluated_at="' + rfc3339(t) + '"')} {v('request_id', 'check_id="' + g.hex(16) + '"')} door="main-turnstile">
  membership: Flex 24/7 (active)
  last_payment: failed (card expired)
</access_context>

Member: My fob beeped red at the turnstile just now. I paid last month!
Assistant:""", "gym:turnstile-access", ["xml_attr", "two_fields", "rfc3339", "offset"])


@pos
def _gym_waitlist_sms(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""SMS concierge for Bondi Strength Club. Reply in under 160 characters, Aussie-friendly tone.

Inbound SMS from member +61 4xx xxx 218:
"any spots left in the 6am hiit tmrw or am i still on the waitlist"
{v('message_id', 'Msg-Id: SM' + g.hex(32))}
{v('datetime', 'Received: ' + rfc2822(t))}
Reply:""", "gym:waitlist-sms", ["last_user", "two_fields", "message_id", "rfc2822"])


@pos
def _spin_studio_front_matter(g: Gen27) -> Draft:
    t = g.at("Denver")
    return P(f"""---
assistant: ride-buddy
studio: Switchback Cycle (Boulder)
{v('datetime', 'rendered_at: ' + rfc3339(t, 3))}
{v('request_id', 'request_id: ' + g.uuid7(t))}
---
You recommend spin classes by intensity and music theme. Mention the instructor by first name.
Classes this week: Tue 06:15 Climb (Jess, 80s rock), Wed 12:00 Intervals (Marco, EDM), Sat 09:00
Endurance 75 (Jess, indie).

Rider: I'm coming back from a knee tweak, which one is gentlest?
Assistant:""", "gym:spin-front-matter", ["front_matter", "two_fields", "uuid7", "rfc3339"])


@pos
def _leisure_pool_lanes(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You are the lane swimming helper of Millbrook Leisure Centre. Lane availability is read from the pool
system for this request; answer only from it.

Pool system snapshot {v('datetime', 'as of ' + hm(t) + ' ' + tz_tail(t))} for this request:
Lane 1 slow - 4 swimmers
Lane 2 medium - 7 swimmers
Lane 3 fast - 2 swimmers
Lane 4 closed (aqua aerobics until 11:00)

Visitor: Which lane should I use for a steady 2 km?
Assistant:""", "gym:pool-lanes-snapshot", ["inline_phrase", "time_only", "fetched_data"])


@pos
def _hotel_gym_kiosk(g: Gen27) -> Draft:
    t = g.at("Seoul")
    return P(f"""Fitness kiosk assistant for a hotel gym. Suggest a 30-minute routine with the equipment listed.
Equipment: 2 treadmills, rower, dumbbells 2-24 kg, cable column, mats.
kiosk=fk-07 {v('datetime', 'kiosk_time=' + iso_space(t))} floor=B1

Guest: jet lagged, want something light to wake up
Assistant:""", "gym:hotel-kiosk", ["key_value", "device_clock", "iso_space"])


@pos
def _gym_churn_footer(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""Write a short, warm message to a member who has not visited for 5 weeks. Offer a free PT taster.
No guilt trips. Member first name: Dev. Home club: Danforth.

--
retention-writer 2.6
{v('run_id', 'Job: ' + g.ulid(t))}
{v('datetime', 'Rendered: ' + unix_date(t))}""", "gym:retention-footer",
             ["footer", "two_fields", "ulid", "unix_date", "tail"])


@pos
def _boxing_gym_chatml(g: Gen27) -> Draft:
    t = g.at("Kolkata")
    return P(f"""<|im_start|>system
You are the assistant of Punchline Boxing, Bandra. Answer about batches, fees and trial sessions.
{v('datetime', 'Current time: ' + sk_now(t))}<|im_end|>
<|im_start|>user
Is the ladies-only batch on Saturday morning still running?<|im_end|>
<|im_start|>assistant""", "gym:boxing-chatml", ["chat_template", "system_tail", "dotnet_long_datetime"])


@pos
def _pilates_reformer_html(g: Gen27) -> Draft:
    return P(f"""{v('request_id', '<!-- req ' + g.hex(24) + ' -->')}
You are Tui, the assistant of Whenua Pilates (Ponsonby). Keep it friendly and brief.
Intro offer: 3 classes for NZD 59, valid 21 days.

Client: can the intro pack be used for the reformer classes or just mat?
Tui:""", "gym:pilates-html-comment", ["html_comment", "head", "request_id"])


@pos
def _crossfit_wod_env(g: Gen27) -> Draft:
    t = g.at("Denver")
    return P(f"""BOX=crossfit-foothills
TRACK=competitors
{v('datetime', 'NOW=' + rfc3339(t))}
{v('nonce', 'NONCE=' + g.b64url(18))}
Scale today's workout for the athlete's note. Keep the stimulus, change loads or movements only.

WOD: 21-15-9 thrusters 43/29 kg and bar muscle-ups.
Athlete: first time back after shoulder physio, no kipping yet.
Scaled version:""", "gym:crossfit-env", ["env_lines", "two_fields", "nonce", "rfc3339"])


# personal trainers and coaching apps


@pos
def _pt_session_notes(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You turn a personal trainer's voice memo into tidy session notes: exercises, sets x reps x load,
cues, next time. British spelling.
Trainer: Keisha (Level 3)
Client: M. Okafor
{v('session_id', 'Coaching session: cs-' + g.hex(12))}
{v('datetime', 'Started: ' + dmy_hm(t) + ' ' + tz_tail(t))}

Memo: right, squats three by eight at sixty, knees caving on the last two, cue push the floor apart,
then RDLs three by ten at fifty, good, next time add the split squat.
Notes:""", "pt:session-notes", ["header_block", "two_fields", "session_id", "dmy"])


@pos
def _coach_app_json(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""{{
  "app": "trailhead-coach",
  "athlete_tier": "premium",
  {v('request_id', '"request_id": "' + g.uuid4() + '",')}
  {v('datetime', '"client_now": "' + js_iso(t) + '",')}
  "units": "metric"
}}
You are an endurance coach. Adjust the athlete's week if they report fatigue. One paragraph.

Athlete: Legs are heavy after Sunday's 28 km. Tuesday has 6x1k at threshold. Should I keep it?
Coach:""", "coach:app-json", ["json_block", "two_fields", "uuid", "js_iso"])


@pos
def _coach_check_in_sent(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""System: You are the weekly check-in assistant of Bulk & Balance online coaching. Summarise the client's
check-in for the coach in five bullets and flag anything worrying.
User: Weight 71.4 (down 0.6). Sleep average 6h10. Missed Friday's session, knee sore on stairs. Hit
protein 5/7 days. Feeling flat on leg day.
{v('datetime', '[sent ' + rfc3339(t) + ']')}
Assistant:""", "coach:check-in-sent", ["last_user", "bracketed_stamp", "rfc3339"])


@pos
def _nutrition_coach_llama(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""<|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You are a sports nutrition helper for a masters rowing club. No supplements beyond caffeine and creatine.<|eot_id|><|start_header_id|>user<|end_header_id|>

What should I eat between two 2k pieces 90 minutes apart?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "coach:nutrition-llama3", ["chat_template", "llama3", "today_date"])


@pos
def _pt_invoice_helper(g: Gen27) -> Draft:
    t = g.at("Cape Town")
    return P(f"""You help a freelance personal trainer draft invoices from her session log. Use ZAR, no VAT.
Trainer: Lerato M. (Sea Point)
{v('date', 'Invoice date (today): ' + iso_date(t))}

Sessions this month with client J. Pillay: 3, 7, 10, 14, 17 and 21 at R450 each; 24 cancelled late
(charged 50%).
Invoice:""", "pt:invoice-today", ["header_block", "today_in_artefact", "iso_date"])


@pos
def _coach_voice_note_upload(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""You summarise athletes' voice notes for their coach. Keep quotes short.

Transcript (auto):
"Today's long run was fine until kilometre fourteen, then the left calf got tight, I walked a bit,
finished twenty-one in two hours four."
{v('request_id', 'Upload: up_' + g.b62(22))}
{v('datetime', 'Transcribed at: ' + py_str(t))}
Summary:""", "coach:voice-note-upload", ["upload_lines", "two_fields", "python_str_datetime"])


@pos
def _coach_marketplace_bullets(g: Gen27) -> Draft:
    t = g.at("Kolkata")
    return P(f"""# Match context
- **Marketplace:** FitMatch India
- **City:** Pune
{v('session_id', '- **Search session:** ' + g.nanoid())}
{v('datetime', '- **Opened:** ' + iso_space(t) + ' IST')}
- **Budget:** INR 6,000 per month

Recommend two trainers from the list for the user's goal and say why.
Trainers: Anjali (yoga, prenatal), Rohit (strength, powerlifting), Farhan (calisthenics, home visits).

User: I want to do my first pull-up, only mornings, prefer home sessions.
Assistant:""", "coach:marketplace-bullets", ["md_bullets", "two_fields", "nanoid", "stable_neighbours"])


@pos
def _running_plan_iso_week(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the plan builder of a running-coach app. Plans start in the current week.
{v('date', 'Current ISO week: ' + iso_week(t))}
Goal race: half marathon, target 1:45
Runs per week: 4

Runner: Can you build the first three weeks? I did 35 km last week.
Assistant:""", "coach:iso-week-plan", ["system_tail", "iso_week"])


# wearables and training platforms


@pos
def _hrv_readiness_fetch(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You explain the morning readiness score from a ring-type wearable. Never give medical advice.

Readings fetched from the wearable cloud {v('datetime', 'at ' + rfc3339(t))} for this request:
HRV (rMSSD, night avg): 38 ms (baseline 52)
Resting HR: 61 bpm (baseline 54)
Skin temp deviation: +0.6 C
Sleep: 5h 48m

User: Why is my score 52 today? I feel ok.
Assistant:""", "wearable:readiness-fetch", ["inline_phrase", "fetched_data", "rfc3339"])


@pos
def _watch_sync_headers(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""POST /assistant/explain HTTP/1.1
Host: api.pulsefield.example
X-Client: pulsefield-android/7.12.0
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
{v('datetime', 'Date: ' + http_date(t))}

You explain training-load charts from the Pulsefield watch app in plain words. One short paragraph.

User: my acute:chronic ratio says 1.6, is that bad?
Assistant:""", "wearable:sync-http-headers", ["http_request", "two_fields", "http_date", "request_id"])


@pos
def _fit_now_tool(g: Gen27) -> Draft:
    t = g.at("UTC")
    return P(f"""You are a watch-face assistant. You can read the watch's clock and the last activity summary.
Tool result (watch.clock):
{v('epoch', 'Now (FIT time, seconds since 1989-12-31 UTC): ' + str(fit_now(t)))}
Tool result (activity.last): trail run, 14.2 km, 812 m ascent

User: How long ago did I finish that run, roughly? I stopped the watch at 07:40 UTC.
Assistant:""", "wearable:fit-clock-tool", ["tool_result", "fit_epoch", "device_clock"])


@pos
def _sleep_coach_xml(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""<sleep_coach>
<request {v('request_id', 'id="' + g.ulid(t).lower() + '"')} {v('datetime', 'at="' + rfc3339(t) + '"')} locale="en-CA"/>
<last_night bed="23:48" wake="06:31" deep_min="41" rem_min="72" awakenings="4"/>
</sleep_coach>
Give two practical tips based on last night. Do not mention medication.

User: why do I keep waking around 3am?
Assistant:""", "wearable:sleep-xml", ["xml_attr", "two_fields", "ulid_lower", "rfc3339"])


@pos
def _bike_computer_upload(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You explain ride files for a cycling platform. Use the summary; do not invent power data.

Ride summary (uploaded by the rider):
Distance 92.4 km, moving time 3:11:05, elevation 1,340 m
NP 221 W, IF 0.79, TSS 198, avg HR 141
Power meter: left-only

[upload {v('request_id', 'id=' + g.prefixed('upl_', 20))} {v('datetime', 'received=' + rfc3339(t, 3))} via=web]

Rider: Is a TSS of 198 too much the day before a rest day?
Assistant:""", "wearable:ride-upload", ["bracketed_kv", "two_fields", "upload_lines"])


@pos
def _rowing_erg_relay(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You comment on indoor rowing pieces for a club's Discord. Be encouraging and specific.
{v('message_id', 'interaction_id: ' + g.snowflake(t))}
{v('token', 'interaction_token: ' + g.b64url(48))}
guild: 1139025512894611476
channel: erg-scores

Piece: 2,000 m in 7:21.4, splits 1:49.8 / 1:51.0 / 1:51.6 / 1:48.9, rate 30-32.
User: first sub-7:25 ever!! where did I lose time?
Assistant:""", "wearable:erg-discord", ["header_block", "two_fields", "snowflake", "token", "stable_snowflakes"])


@pos
def _hr_zone_gateway(g: Gen27) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: pf=' + g.hex(16))}
You are Zone Buddy. Compute heart-rate zones from the numbers the user gives (Karvonen method) and show
the table.

User: Max 188, resting 52. What's my zone 2?
Assistant:""", "wearable:hr-zones-traceparent", ["head", "two_fields", "traceparent", "tracestate"])


@pos
def _platform_webhook_envelope(g: Gen27) -> Draft:
    t = g.at("UTC")
    return P(f"""A training-platform webhook delivered this new activity. Write a two-line congratulation for the
athlete's club feed.

{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(20) + '",')}
  {v('epoch', '"delivered_at": ' + str(epoch_s(t)) + ',')}
  "subscription": "sub_club_feed_01",
  "activity": {{"id": 88123, "type": "Swim", "distance_m": 3800, "start_local": "2026-05-10T07:02:00", "title": "Lake crossing"}}
}}""", "wearable:webhook-envelope", ["json_envelope", "two_fields", "epoch_s", "payload_stays"])


@pos
def _cgm_athlete(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""You help endurance athletes read continuous glucose data during training. Educational only.
Glucose trace retrieved for this request (last 2 h, mmol/L): 6.1, 5.8, 5.2, 4.6, 4.1, 4.4, 5.0
{v('datetime', 'Trace retrieved: ' + windows_general(t))}

Athlete: dipped during the tempo block then came back. Should I eat earlier next time?
Assistant:""", "wearable:cgm-retrieved", ["system_tail", "windows_datetime", "fetched_data"])


# amateur clubs and leagues


@pos
def _club_membership_renewal(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You help members of Hollins Park Tennis Club with renewals. Fees: adult GBP 210, junior GBP 85,
family GBP 420. Renewal window closes 31 March.
Member: A. Lindqvist (member since 2019)
{v('session_id', 'Portal session: ' + g.hex(32))}
{v('datetime', 'Session opened: ' + iso_space(t) + ' ' + tz_tail(t))}

Member: My daughter turns 18 in June, do I renew her as junior or adult?
Assistant:""", "club:membership-renewal", ["header_block", "two_fields", "hex32", "member_since_stays"])


@pos
def _sunday_league_registration(g: Gen27) -> Draft:
    return P(f"""Player registration helper for the Waitākere Sunday Football League. Registration closes when a team
has 18 players. Check the player's eligibility against the rules summary.
Rules: players must be 16+, one team per season, transfers need both managers' approval.
{v('request_id', 'Registration request: rr-' + g.hex(10))}

Player: I played two games for Kelston Vets but want to move to Glen Eden Rovers.
Assistant:""", "club:league-registration", ["system_tail", "request_id"])


@pos
def _rowing_club_kit_relay(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""You help the kit secretary of Mosman Rowing Club answer members about orders. The club shop platform
relayed this order event; the relay adds its own headers.

{v('request_id', 'Relay-Delivery: ' + g.uuid4())}
{v('datetime', 'Relay-Time: ' + rfc3339(t))}
Event: order.paid
Order: MRC-KIT-2026-0188
Placed: 2026-03-02T08:14:55Z
Items: 1 x racing unisuit (M), 1 x splash jacket (L)
Member: Margaret H.

Kit secretary: Has Margaret paid for both items, and what sizes did she order?
Assistant:""", "club:kit-order-relay", ["relay_headers", "two_fields", "payload_stays"])


@pos
def _fixtures_bot_kv(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""[ctx club=brampton-rfc {v('datetime', 'ts=' + str(epoch_ms(t)))} {v('session_id', 'conv=' + g.b62(16))} lang=en-GB]
You are the fixtures bot of Brampton RFC. Answer from the fixture list only.
Fixtures: Sat 14 Mar home v Thornbury (KO 15:00), Sat 21 Mar away at Cheltenham North (KO 14:30).

Parent: what time do the U14s need to be at Cheltenham North?
Assistant:""", "club:fixtures-kv", ["bracketed_kv", "two_fields", "epoch_ms"])


@pos
def _netball_league_teams(g: Gen27) -> Draft:
    t = g.at("Auckland")
    return P(f"""You answer parents' questions in the Teams channel of a secondary-school netball league.
{{"type":"message",{v('message_id', '"id":"' + str(epoch_ms(t)) + '",')}"channelId":"msteams","locale":"en-NZ"}}
Draws: Court 3, 4:10pm, Rangitoto B vs Takapuna A.

Parent: is it 4:10 or 4:30 for Takapuna A this week?
Assistant:""", "club:netball-teams", ["json_inline", "epoch_ms_id"])


@pos
def _cricket_club_agm_pack(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""Draft the cover page of the AGM pack for Fenwick Green Cricket Club. Use the details below.
AGM: 12 March, 19:30, pavilion
Chair: R. Patel; Secretary: E. Dunne
{v('date', 'Pack prepared (today): ' + uk_long(t))}

Cover page:""", "club:agm-pack-today", ["header_block", "today_in_artefact", "uk_long"])


@pos
def _volleyball_club_b3(g: Gen27) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.hex(32) + '-' + g.hex(16) + '-1')}
You are the registration assistant of the Etobicoke Beach Volleyball Club. Summer league fees: CAD 95
per player, CAD 360 per team of four.

User: can a team of three register and pay for three?
Assistant:""", "club:volleyball-b3", ["head", "b3"])


# race organisers and timing


@pos
def _bib_collection_kiosk(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""Bib collection kiosk at the Bergen City Half expo. Help runners find their bib and wave. Answer in the
runner's language.
Kiosk: expo-hall-B-03
{v('datetime', 'Kiosk time: ' + f'{t:%d.%m.%Y %H:%M:%S}')}
Waves: A 09:00, B 09:12, C 09:24 (by predicted time)

Runner: I registered with 1:58 but I'm faster now, can I move from C to B?
Assistant:""", "race:bib-kiosk", ["header_block", "device_clock", "dotted_date"])


@pos
def _timing_live_tracker(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You are the live-tracking assistant of a marathon. Estimate finish times from the splits given.
Splits are content; only the tracker's clock is live.

Runner 41237, wave 2 (gun 09:52:00):
5K 00:26:41 | 10K 00:53:58 | 15K 01:21:40 | 20K 01:50:02
{v('datetime', 'Tracker clock: ' + hm(t) + ':' + f'{t.second:02d}')}

Friend: where is she now and when should I be at mile 23?
Assistant:""", "race:live-tracker", ["device_clock", "time_only", "splits_stay"])


@pos
def _results_correction_desk(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""You handle results correction requests for Coastline Timing. Check the request against the chip data
shown and reply politely.
Case: results correction, Squamish 50 (50 km)
{v('request_id', 'Correction request: cr_' + g.b62(16))}
{v('datetime', 'Request opened: ' + us_medium(t))}

Chip data for bib 1088: start mat 06:00:14, CP2 08:41:09, CP4 (missing), finish 13:02:55
Runner: My time is right but I show as DNF. I definitely went through CP4.
Assistant:""", "race:correction-desk", ["header_block", "two_fields", "us_medium"])


@pos
def _triathlon_transition_yaml(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""race_ops:
  event: Manly Sprint Triathlon
  {v('datetime', 'generated: "' + rfc3339(t) + '"')}
  {v('run_id', 'report_run: rpt-' + g.hex(8))}
  transition: T1 Manly Wharf

Write the announcer's two-sentence update on transition closures from the notes below.
Notes: T1 closes 06:40 for racking, wetsuits compulsory (water 18.9 C), elite wave 07:00.""",
             "race:triathlon-yaml", ["yaml_block", "two_fields", "rfc3339"])


@pos
def _ultra_checkpoint_relay(g: Gen27) -> Draft:
    t = g.at("Denver")
    return P(f"""You relay checkpoint messages from volunteers at an ultramarathon to the race director. Summarise
any safety issue first.
{v('datetime', '[received ' + f'{t:%H:%M:%S}' + ' ' + tz_tail(t) + ']')} CP3 Hope Pass: bib 212 dropped, mild hypothermia, warming in tent. Bib 47 through 14:02.
Director:""", "race:ultra-relay", ["received_prefix", "time_only"])


@pos
def _race_entry_checkout(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""Checkout helper for Helsinki Trail Festival entries. Answer about distances, mandatory kit and
refunds (none after 1 May; transfers allowed until 15 May).
{v('session_id', 'Checkout session: cs_live_' + g.b62(40))}
{v('datetime', 'Hold expires: ' + rfc3339(t + timedelta(minutes=15)))}
Entry in cart: 45 km, EUR 89

Runner: do I need poles for the 45?
Assistant:""", "race:entry-checkout", ["header_block", "two_fields", "hold_expiry"])


@pos
def _swimrun_results_export(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You format results for a swimrun club's newsletter. Keep the table, add one line about the winners.

Team        Cat    Time
Fjordfolk   Mixed  3:41:12
Ormen Lange Men    3:44:50
Sjøsprøyt   Women  4:02:37

Export generated by the timing tool {v('datetime', 'at ' + rfc3339(t))} for this request.
Newsletter:""", "race:swimrun-export-stamp", ["inline_phrase", "under_block", "rfc3339"])


# ski schools and lift passes


@pos
def _ski_school_booking(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the booking assistant of Snowline Ski School (Hemsedal). Group lessons 10:00-12:00, privates
by the hour. Kids under 4 only in the Troll Garden.
school=hemsedal lang=en {v('datetime', 'now=' + rfc3339(t))} {v('session_id', 'sid=' + g.hex(20))} desk=web

Parent: My 5-year-old has never skied. Group or private for the first day?
Assistant:""", "ski:school-booking", ["key_value", "two_fields", "rfc3339"])


@pos
def _lift_pass_reload(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""You help guests reload ski passes online. Explain prices and what the reload covers; do not process
payment.
Pass: RFID card (stable id on card back)
{v('request_id', 'Reload quote: q_' + g.b62(14))}
{v('date', 'Quote valid for: ' + iso_date(t) + ' (today)')}

Guest: Is it cheaper to reload 3 days now or buy at the window each morning?
Assistant:""", "ski:pass-reload-quote", ["header_block", "two_fields", "iso_date"])


@pos
def _ski_conditions_snapshot(g: Gen27) -> Draft:
    t = g.at("Denver")
    return P(f"""You write the morning snow report for a ski school's WhatsApp group. Upbeat, under 60 words.
Conditions (pulled from the mountain ops feed {v('datetime', 'at ' + twelve(t))}): 14 cm new, base 182 cm, wind 25
km/h at summit, Lift 7 on wind hold.
Report:""", "ski:conditions-snapshot", ["inline_phrase", "twelve_hour", "fetched_data"])


@pos
def _ski_instructor_rota(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You allocate ski instructors to lessons. Match level and language; no instructor teaches more than 6
hours a day.
{v('date', 'Rota day (today): ' + long_date(t))}
Instructors: Ingrid (NO/EN, L3), Tomás (ES/EN, L2), Aiko (JA/EN, L2), Finn (NO/DE, L1)
Lessons: 09:00 private JA beginner; 10:00 group NO kids; 13:00 private DE intermediate.
Allocation:""", "ski:instructor-rota", ["system_tail", "today_in_artefact", "long_date"])


@pos
def _adaptive_ski_helper(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""<meta name="adaptive-ski" {v('datetime', 'generated="' + dotnet_o(t, g.small(0, 10)) + '"')} program="sit-ski"/>
You help families plan adaptive ski lessons at Blue Mountain. Ask about the skier's needs before
suggesting equipment.

Parent: my son uses a wheelchair, is a bi-ski or mono-ski better to start?
Assistant:""", "ski:adaptive-meta", ["xml_attr", "dotnet_roundtrip"])


# dive centres and logbooks


@pos
def _dive_centre_manifest(g: Gen27) -> Draft:
    t = g.at("Cape Town")
    return P(f"""You are the boat manifest helper of a dive centre in Simon's Town. Check certifications against the
planned dive and list anyone who needs a guide.
Planned: Castor Rock, max 30 m, nitrox 32 allowed
{v('session_id', 'Manifest session: ms_' + g.b62(16))}
{v('datetime', 'Manifest opened: ' + rfc3339(t))}

Divers: Noor (AOW, nitrox), Pieter (OW, 12 dives), Lindiwe (Rescue, nitrox), Sam (OW, 40 dives)
Assistant:""", "dive:boat-manifest", ["header_block", "two_fields", "rfc3339"])


@pos
def _dive_computer_clock(g: Gen27) -> Draft:
    t = g.at("Tokyo")
    return P(f"""You help divers plan surface intervals. Use the computer's clock and last dive below.
Last dive (from the log): surfaced 10:42, max 24.6 m, 48 min, air
{v('datetime', 'Dive computer clock (read now): ' + f'{t:%Y/%m/%d %H:%M:%S}')}

Diver: How long until I can do a second dive to 18 m for 40 minutes on air?
Assistant:""", "dive:computer-clock", ["header_block", "device_clock", "slashed_date"])


@pos
def _dive_nitrox_analyser(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""Nitrox fill log assistant. Compute MOD at ppO2 1.4 for the analysed mix.
Cylinder: 12 L steel, serial 4471-88
Analysed O2: 31.6 %
{v('datetime', 'Analyser reading time: ' + py_logging(t))}

Diver: is 31.6 fine for a 32 plan to 33 m?
Assistant:""", "dive:nitrox-analyser", ["header_block", "python_logging", "device_clock"])


@pos
def _dive_log_ai(g: Gen27) -> Draft:
    return P(f"""You write a short, vivid logbook entry from the diver's notes. First person, max 70 words.
Notes: Havelock, Dixon's Pinnacle, 22 m, viz 15 m, big school of barracuda, one turtle at the safety stop.

{v('request_id', '<!-- logbook-ai ' + g.uuid4() + ' -->')}
Entry:""", "dive:logbook-html", ["html_comment", "before_cue", "uuid"])


@pos
def _dive_trip_deposit(g: Gen27) -> Draft:
    t = g.at("UTC")
    return P(f"""Answer questions about the Red Sea liveaboard trip for the dive club. Deposits are non-refundable
after 1 June; balance due 45 days before departure.
{{"trip":"RS-north-oct",{v('request_id', '"rid":"' + g.hex(20) + '",')}"club":"bluefin-divers",{v('epoch', '"t":' + str(epoch_s(t)) + ',')}"v":3}}

Member: if I pay the deposit now, when is the balance due? We leave 18 October.
Assistant:""", "dive:trip-json-inline", ["json_inline", "two_fields", "epoch_s"])


@pos
def _freedive_training_tail(g: Gen27) -> Draft:
    t = g.at("Athens")
    return P(f"""You coach static apnea tables. Build a CO2 table for the diver's personal best; never suggest
training alone in water.

Diver: my static PB is 3:40, I train in the pool with a buddy twice a week.

{v('datetime', 'Prompt assembled: ' + go_nano(t, g.small(1, 1000)))}
{v('request_id', 'Assembly id: ' + g.ksuid(t))}""", "dive:freedive-tail", ["tail", "two_fields", "go_rfc3339nano", "ksuid"])


# mountain huts and guides


@pos
def _hut_reservation_desk(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You answer questions for a mountain hut association's reservation desk. Self-service huts need the
standard key; staffed huts take bookings up to 2 nights.
{v('session_id', 'Reservation session: rs-' + g.uuid4())}
{v('datetime', 'Session started: ' + f'{t:%d.%m.%Y %H:%M}')}
Hut: Skogadalsbøen (staffed, 85 beds)

Hiker: Can we bring our dog, and is there a drying room?
Assistant:""", "hut:reservation-desk", ["system_tail", "two_fields", "session_id", "dotted_date"])


@pos
def _guide_weather_brief(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You prepare a mountain guide's morning briefing for clients on Ben Nevis. Plain words.
Forecast (fetched {v('datetime', 'at ' + f'{t:%H:%M}')} for this briefing): summit wind 45-55 mph, gusts 70, cloud base 600 m,
freezing level 900 m.
Route options: CMD arête, tourist path, Carn Mor Dearg only.
Briefing:""", "guide:weather-brief", ["inline_phrase", "time_only", "fetched_data"])


@pos
def _guide_client_intake(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""Client intake assistant for Coast Range Mountain Guides. Ask about experience and fitness before
recommending a trip.
| field     | value                  |
|-----------|------------------------|
| office    | Squamish               |
{v('session_id', '| intake    | ' + g.hex(16) + '       |')}
{v('datetime', '| opened    | ' + iso_space(t)[:16] + '       |')}

Client: Want to do the Garibaldi Névé traverse, done some scrambling, no glacier yet.
Assistant:""", "guide:intake-table", ["md_table", "two_fields", "hex16"])


@pos
def _avalanche_bulletin_fetch(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""Explain the avalanche bulletin to a ski-touring group in two sentences per day.
Bulletin (fetched for this request; issued 16:00 yesterday by the forecaster):
Today: alpine 3 considerable, treeline 2, below treeline 1. Wind slabs on N-E aspects.
{v('request_id', 'Fetch id: fx_' + g.b62(12))}
{v('datetime', 'Fetched at: ' + rfc3339(t))}
Group:""", "guide:avalanche-fetch", ["under_block", "two_fields", "request_id", "issued_stays"])


@pos
def _via_ferrata_permit(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You help guests book the via ferrata at Loen. Minimum age 12, minimum height 140 cm.
{v('datetime', 'Booking widget time: ' + js_tostring(t, 'Central European ' + ('Summer' if t.tzname() == 'CEST' else 'Standard') + ' Time'))}
Next departures: 10:00, 12:30, 15:00.

Guest: we're a family of 4, kids 12 and 14, is the 15:00 too late?
Assistant:""", "guide:via-ferrata-js", ["system_tail", "js_tostring"])


# golf clubs


@pos
def _golf_handicap_desk(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You answer handicap questions for members of Linkside Golf Club under the World Handicap System.
Explain the maths with the member's numbers.
{v('request_id', 'Lookup: hx-' + g.hex(12))}
{v('datetime', 'Looked up: ' + rfc2822(t))}
Member record (looked up for this request): Handicap Index 14.2, low HI 12.8, last 20 differentials
on file.

Member: I shot 84 off the yellows (CR 70.1, slope 128). What will my index do?
Assistant:""", "golf:handicap-lookup", ["header_block", "two_fields", "rfc2822"])


@pos
def _golf_buggy_kiosk(g: Gen27) -> Draft:
    t = g.at("Cape Town")
    return P(f"""Buggy hire kiosk at Rondebosch Golf Club. Buggies must be back 30 minutes before sunset.
kiosk: bg-2
{v('datetime', 'kiosk local time: ' + hm(t))}
sunset today: 19:41

Golfer: we tee off on the 10th in a bit, 9 holes only, can we still take a buggy?
Assistant:""", "golf:buggy-kiosk", ["header_block", "time_only", "device_clock"])


@pos
def _golf_lesson_coach(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""You are the assistant of a PGA teaching pro. Turn the swing analysis into three drills.
Launch monitor (session for this request):
{v('session_id', 'session: lm-' + g.hex(10))}
{v('datetime', 'session start: ' + iso_space(t))}
club 7i | carry 142 yd | spin 6,900 | face-to-path +4.1 | attack -2.0

Student: ball keeps starting right and going further right
Coach:""", "golf:launch-monitor", ["header_block", "two_fields", "session_id", "fetched_data"])


@pos
def _golf_competition_entry(g: Gen27) -> Draft:
    t = g.at("Auckland")
    return P(f"""You answer questions about club competition entries at Titirangi Golf Club. Entries close 5 pm the
day before.
Competition: Saturday Stableford (men's and women's divisions)
{v('datetime', 'Current time: ' + f'{DAYS_LONG[t.weekday()]} {t.day:02d} {MONTHS_LONG[t.month - 1]} {t.year}, ' + twelve(t))}

Member: Am I too late to enter for this Saturday?
Assistant:""", "golf:competition-entry", ["header_block", "weekday_datetime"])


@pos
def _golf_scorecard_ocr(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""Check this scorecard photo's text for adding-up mistakes. Out and in totals are written by the
golfer.
Holes 1-9: 5 4 6 3 5 5 4 6 4 = 41
Holes 10-18: 4 5 3 6 5 4 5 4 5 = 42
Total: 84
[photo text extracted {v('datetime', rfc3339(t))} {v('request_id', 'ocr=' + g.hex(16))} engine=v3]
Result:""", "golf:scorecard-ocr", ["bracketed_kv", "two_fields", "under_block"])


# sailing clubs and marinas


@pos
def _dinghy_hire_booking(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You book dinghy hire at Rutland Sailing Club. Hirers need RYA Level 2 or a club check sail.
Boats: Laser, RS Quest, Topaz Omega.
{v('datetime', 'Hire desk time: ' + f'{DAYS[t.weekday()]} {t:%H:%M}')}
Wind now (club anemometer): 14 kn gusting 21

Member: Level 2 from last summer, can I take a Laser out alone this afternoon?
Assistant:""", "sail:dinghy-hire", ["header_block", "weekday_time", "device_clock"])


@pos
def _regatta_results_scorer(g: Gen27) -> Draft:
    t = g.at("Auckland")
    return P(f"""You help the race officer score a club regatta under the low point system with one discard.
Race results (entered by the race officer):
R1: NZL 204 1, NZL 117 2, NZL 88 3
R2: NZL 117 1, NZL 88 2, NZL 204 DNF
R3: NZL 204 1, NZL 88 2, NZL 117 3
{v('run_id', 'Scoring run: sr_' + g.b62(14))}
{v('datetime', 'Scored at: ' + iso_space(t))}
Standings:""", "sail:regatta-scoring", ["under_block", "two_fields", "iso_space"])


@pos
def _sailing_course_signup(g: Gen27) -> Draft:
    t = g.at("Toronto")
    return P(f"""You are the course assistant of the Royal Harbourfront Sailing School. Courses: CANSail 1-2 (5 days),
Basic Cruising (weekend), Intermediate Cruising.
{v('token', 'X-Session-Token: ' + g.jwt(t, 'member-55012'))}
X-Client: web-2.4

Sailor: I've crewed on a keelboat for two summers, which course fits?
Assistant:""", "sail:course-jwt", ["header_block", "jwt", "stable_neighbours"])


@pos
def _yacht_club_tender(g: Gen27) -> Draft:
    t = g.at("Vancouver")
    return P(f"""You dispatch the yacht club tender. Ask for the mooring number and number of people.
{v('request_id', 'Call: CA' + g.hex(32))}
{v('datetime', 'Call started: ' + rfc3339(t))}
Mooring field: west (buoys W1-W40)

Caller: hi, two of us on W22, can we get a ride in?
Assistant:""", "sail:tender-call", ["header_block", "two_fields", "rfc3339"])


@pos
def _keelboat_race_committee(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""Race committee helper for the Wednesday twilight series. Decide whether the start sequence can still go
on time given the committee's notes.
Warning signal scheduled: 18:00
Notes: Mark 3 not laid yet, RIB on the way; 9 boats checked in.
{v('datetime', 'Signal boat GPS clock: ' + f'{t:%H:%M:%S}')}
Decision:""", "sail:race-committee-clock", ["device_clock", "time_only"])


# climbing gyms


@pos
def _climbing_waiver_check(g: Gen27) -> Draft:
    t = g.at("Denver")
    return P(f"""You are the front desk assistant of Flatirons Bouldering. Check whether a visitor can climb today:
valid waiver, belay check only for the rope wall.
{v('request_id', 'Waiver lookup: wl_' + g.b62(18))}
{v('datetime', 'Lookup time: ' + js_iso(t))}
Waiver on file: signed 2025-11-02, valid 12 months

Visitor: I was here last winter, do I need to sign again?
Assistant:""", "climb:waiver-lookup", ["header_block", "two_fields", "js_iso", "record_date_stays"])


@pos
def _route_setting_planner(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""You plan the route-setting reset for a climbing gym. Wall sections are reset in rotation; the oldest
set goes first.
Sections (last set): Cave 2026-02-02, Slab 2026-02-16, Overhang 2026-01-19, Kids 2026-02-23
{v('date', 'Planning date (today): ' + iso_date(t))}
Setters available: 3

Head setter: which two sections should we strip this week?
Assistant:""", "climb:route-setting", ["system_tail", "today", "record_dates_stay"])


@pos
def _belay_cert_front_matter(g: Gen27) -> Draft:
    t = g.at("Tokyo")
    return P(f"""---
gym: Kumo Climbing (Shibuya)
{v('datetime', 'now: "' + rfc3339(t) + '"')}
staff_on_floor: 3
---
You explain belay check rules to visitors in English. Top rope check: 10 minutes, GRIGRI or ATC.

Visitor: I have a belay card from a gym in Sydney. Does it count here?
Assistant:""", "climb:belay-front-matter", ["front_matter", "rfc3339", "offset"])


@pos
def _climbing_crowd_meter(g: Gen27) -> Draft:
    t = g.at("Sydney")
    return P(f"""You tell members how busy the climbing gym is. Occupancy is read from the door counter for this
request.
Door counter: 118 inside (capacity 160)
{v('datetime', 'Counter read: ' + rfc3339(t, 3))}
Usual peak: 17:30-19:30 weekdays

Member: worth coming in now or wait an hour?
Assistant:""", "climb:crowd-meter", ["header_block", "rfc3339", "device_clock"])


@pos
def _kids_climbing_party(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You book kids' climbing parties at The Arch (Bermondsey). Parties: 90 minutes, up to 12 kids aged 6-12,
GBP 240.
{v('datetime', 'The current date and time is ' + sk_now(t) + '.')}
Saturdays are usually full 3 weeks ahead.

Parent: Could we get a Saturday afternoon in about two weeks?
Assistant:""", "climb:party-templated", ["templated_sentence", "dotnet_long_datetime"])


# prompts in other languages and varieties


@pos
def _nynorsk_hut(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You answer for a staffed mountain hut in Jotunheimen. Reply in Nynorsk, briefly.
{v('datetime', 'No: ' + nynorsk(t))}
{v('session_id', 'Økt: ' + g.hex(16))}

Gjest: Kan vi kome fram etter klokka 22 og framleis få middag, eller må vi ha med eigen mat?""",
             "hut:nynorsk", ["nynorsk", "two_fields", "localized_date", "ends_with_user"])


@pos
def _doric_guide(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You are the booking assistant for a Cairngorms hill-walking guide. Answer in plain English.
{v('datetime', 'The noo: ' + uk_long(t) + ', ' + hm(t) + ' ' + tz_tail(t))}

Walker: Fit tae bring for Lochnagar the morn? Forecast says it'll be blawin a hoolie on the tap.
Assistant:""", "guide:doric", ["doric", "header_block", "uk_long"])


@pos
def _shetlandic_sailing(g: Gen27) -> Draft:
    t = g.at("London")
    return P(f"""You help members of a sailing club in Lerwick book the club's Shetland model boats.
{v('date', 'Da day: ' + uk_long(t))}
{v('request_id', 'Booking ref (dis request): ' + g.b32(10))}

Member: Is der ony chance o gettin a boat fur da Sunday efternoon race, or is dey aa taen?
Assistant:""", "sail:shetlandic", ["shetlandic", "two_fields", "uk_long", "base32"])


@pos
def _azorean_dive(g: Gen27) -> Draft:
    t = g.at("Azores")
    return P(f"""You are the assistant of a dive centre in Horta (Faial). Reply in Portuguese as spoken in the Azores.
{v('datetime', 'Agora: ' + azorean(t))}

Mergulhador: Ó senhor, amanhã ainda há lugar no barco pró Princesa Alice? Tenho o Advanced e fiz
trinta mergulhos.""", "dive:azorean", ["azorean_portuguese", "localized_date", "ends_with_user"])


@pos
def _murcian_dive(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a dive centre at Cabo de Palos. Reply in Spanish, friendly.
{v('datetime', 'Ahora mesmo: ' + murcian(t))}
{v('session_id', 'Sesión: ' + g.uuid4())}

Buceador: Acho, ¿mañana sale el barco pa las Islas Hormigas o hay levante? Somos dos con el
Open Water.""", "dive:murcian", ["murcian_spanish", "two_fields", "localized_date", "ends_with_user"])


@pos
def _alguerese_sailing(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a sailing club in Alghero. Reply in Catalan (Alguerese is fine).
{v('datetime', "Data i ora d'ara: " + alguerese(t))}

Soci: Bon dia, demà a la tarda puc llogar lo laser per a sortir fins a Capo Caccia, o fa massa
vent?""", "sail:alguerese", ["alguerese_catalan", "localized_date", "ends_with_user"])


@pos
def _cretan_hiking(g: Gen27) -> Draft:
    t = g.at("Athens")
    return P(f"""You answer for a hiking guide service in Chania (Crete). Reply in Greek.
{v('datetime', 'Ώρα τώρα: ' + cretan(t))}
{v('request_id', 'Αίτημα: ' + g.upper_hex(12))}

Πεζοπόρος: Ίντα λες, προλαβαίνω το φαράγγι της Σαμαριάς αύριο με το πρώτο λεωφορείο, ή είναι
κλειστό ακόμη;""", "guide:cretan", ["cretan_greek", "two_fields", "localized_date", "ends_with_user"])


@pos
def _gutnish_running(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You answer questions for a running club in Visby (Gotland). Reply in Swedish.
{v('datetime', 'Klukkan nu: ' + gutnish(t))}

Löpar: Ja undrar um dä gar å hämt nummerlappen tessdag fyri loppe, elldar must ja kumma på morgon?""",
             "race:gutnish", ["gutnish", "localized_date", "ends_with_user"])


@pos
def _finland_swedish_sailing(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""You are the assistant of a sailing club in Helsingfors. Reply in Swedish as used in Finland.
{v('datetime', 'Nu: ' + fi_swedish(t))}
{v('session_id', 'Session: ' + g.b62(22))}

Medlem: Hej, hinner jag ännu anmäla båten till onsdagsseglingen, eller stängde anmälan redan i
morse?""", "sail:finland-swedish", ["finland_swedish", "two_fields", "localized_date", "ends_with_user"])


@pos
def _savonian_ski_tracks(g: Gen27) -> Draft:
    t = g.at("Helsinki")
    return P(f"""You report cross-country ski track grooming in Kuopio. Reply in Finnish.
{v('datetime', 'Nyt: ' + savonian(t))}
Track data (fetched for this request): Puijo 5 km groomed 04:30, Väinölänniemi 3 km groomed yesterday.

Hiihtäjä: Mitteepä sanot, onko Puijon latu hyvässä kunnossa vai kannattaako männä illalla?""",
             "ski:savonian", ["savonian_finnish", "localized_date", "fetched_data", "ends_with_user"])


@pos
def _trentino_climbing(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a climbing shop and guide office in Arco. Reply in Italian.
{v('datetime', 'Adès: ' + trentino(t))}
{v('request_id', 'Richiesta: ' + g.ulid(t))}

Cliente: Ciao, domàn se pol nar a Massone co sto calt o l'è meio la falesia a l'ombra?""",
             "climb:trentino", ["trentino", "two_fields", "localized_date", "ends_with_user"])


@pos
def _franconian_bouldering(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a bouldering gym in Nürnberg. Reply in German.
{v('datetime', 'Etz: ' + franconian(t))}

Kunde: Servus, wie voll is'n des heit Abend so ab sechse? Mir sin zu dritt und hamm ka Jahreskartn.""",
             "climb:franconian", ["east_franconian", "localized_date", "ends_with_user"])


@pos
def _berlin_gym(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the chat assistant of a gym chain in Berlin. Reply in German.
{v('datetime', 'Jetze: ' + franconian(t))}
{v('session_id', 'Chat-Sitzung: ' + g.nanoid())}

Mitglied: Icke wollt ma fragen, ob ick meen Vertrag ooch pausieren kann, wenn ick mir det Knie
verdreht hab.""", "gym:berlinerisch", ["berlinerisch", "two_fields", "localized_date", "ends_with_user"])


@pos
def _brabantian_cycling(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a cycling club near Eindhoven. Reply in Dutch.
{v('datetime', 'Nou: ' + brabantian(t))}

Lid: Hedde gij enig idee of de zondagrit van de B-groep deur gao as ut zo blijft zeike?""",
             "club:brabantian-cycling", ["brabantian", "localized_date", "ends_with_user"])


@pos
def _chakavian_marina(g: Gen27) -> Draft:
    t = g.at("Oslo")
    return P(f"""You are the assistant of a sailing club on the island of Krk. Reply in Croatian.
{v('datetime', 'Sad je: ' + chakavian(t))}
{v('request_id', 'Zahtjev: ' + g.hex(18))}

Član: Ča mislite, more se sutra zajutra z optimistima van, ili će bura puhat celi dan?""",
             "sail:chakavian", ["chakavian", "two_fields", "localized_date", "ends_with_user"])


@pos
def _kansai_climbing(g: Gen27) -> Draft:
    t = g.at("Tokyo")
    return P(f"""You are the assistant of a bouldering gym in Osaka. Reply in Japanese.
{v('datetime', '現在: ' + kansai(t))}

お客さん: 今日めっちゃ混んでるん? 仕事終わってから行こ思てんねんけど、シューズのレンタルまだあるかな。""",
             "climb:kansai", ["kansai_japanese", "localized_date", "ends_with_user"])


@pos
def _gyeongsang_marina(g: Gen27) -> Draft:
    t = g.at("Seoul")
    return P(f"""You are the assistant of a yacht school in Busan (Suyeong Bay). Reply in Korean.
{v('datetime', '지금: ' + gyeongsang(t))}
{v('session_id', '세션: ' + g.uuid4())}

수강생: 내일 오후 체험 세일링 아직 자리 있능교? 바람 세게 불면 우째 되는데예?""",
             "sail:gyeongsang", ["gyeongsang_korean", "two_fields", "localized_date", "ends_with_user"])


# --- hand-written hard negatives: material the user pastes, uploads, forwards or quotes ------------------------------
# (source, tags, block, ask, intro[, ask in the user's own language])

BLOCKS: list[tuple[str, ...]] = [
    # gyms and studios
    (
        "class-booking-confirmation",
        ["gym", "booking_confirmation", "email"],
        """From: Kiln Yoga & Pilates <bookings@kilnyoga.example>
Date: Thu, 5 Mar 2026 18:02:11 +0000
Message-ID: <bk-88213.1772733731@kilnyoga.example>
Subject: You're booked: Reformer Flow, Fri 6 Mar 19:30

Hi Maya, you're booked into Reformer Flow with Tash on Friday 6 March at 19:30 (Harbourside).
Booking ref: KY-441829. Cancel by 07:30 on the day to keep your credit.""",
        "If I cancel at 09:00 on Friday, do I lose the credit?",
        "The booking e-mail",
    ),
    (
        "gym-access-log",
        ["gym", "access_log", "csv"],
        """Timestamp,Door,Fob,Result
2026-03-04 06:02:41,main-turnstile,F-20931,GRANTED
2026-03-04 06:03:05,main-turnstile,F-20931,DENIED (anti-passback)
2026-03-04 06:03:40,side-door,F-20931,DENIED (zone)
2026-03-04 06:05:12,main-turnstile,F-20931,GRANTED""",
        "Why was I denied twice in a row there, and why did it work again at 06:05?",
        "My access log from the member app",
    ),
    (
        "membership-freeze-letter",
        ["gym", "letter", "membership"],
        """IronWorks 24/7 Fitness
112 Carlaw Ave, Toronto ON

2 March 2026

Dear Mr. Haddad,

We confirm your membership freeze from 1 April 2026 to 30 June 2026 (3 months). A freeze fee of
CAD 10.00 per month will be charged on the 1st of each month. Your regular dues of CAD 54.99 resume
on 1 July 2026.

Kind regards,
Member Services""",
        "Will I pay CAD 30 in total for the freeze, or is there something else?",
        "The letter the gym sent me",
    ),
    (
        "gym-direct-debit-schedule",
        ["gym", "direct_debit", "table"],
        """Collection date   Description                 Amount
01/04/2026        Monthly dues (Off-Peak)     GBP 24.99
01/05/2026        Monthly dues (Off-Peak)     GBP 24.99
01/06/2026        Monthly dues (Anytime)      GBP 34.99
15/06/2026        Towel service (annual)      GBP 12.00""",
        "Why did my dues go up in June? I didn't change anything.",
        "Direct debit schedule",
    ),
    (
        "studio-timetable-notice",
        ["gym", "notice", "timetable"],
        """TIMETABLE CHANGES - EASTER
Good Friday 3 April: classes until 12:00 only
Sat 4 April: normal timetable
Easter Monday 6 April: 09:00 Vinyasa and 10:30 Yin only
From Tue 7 April the 06:30 Power class moves to 06:45""",
        "Is there any class on Easter Monday afternoon?",
        "Notice on the studio door",
    ),
    (
        "gym-app-error-dialog",
        ["gym", "error_dialog", "request_id"],
        """Something went wrong
We couldn't book this class. Please try again.
Request ID: 5f3b2c1e-7a94-4d0b-9e21-0c6a8d4f1b77
Time: 2026-03-09 07:58:14 UTC
Error code: BOOK_CAPACITY_RACE""",
        "Does BOOK_CAPACITY_RACE mean the class was full or that the app broke?",
        "Screenshot text from the gym app",
    ),
    (
        "pt-package-invoice",
        ["gym", "invoice", "personal_training"],
        """INVOICE 2026-0217
PT Studio Lerato M., Sea Point
Billed to: J. Pillay
Date: 28 February 2026

10 x personal training sessions (package)     R 4,200.00
Discount (returning client, 10%)              -R 420.00
Total due                                     R 3,780.00
Due by: 14 March 2026""",
        "Is the discount calculated correctly? It feels like it should be more.",
        "Invoice from my trainer",
    ),
    (
        "class-waitlist-export",
        ["gym", "waitlist", "export"],
        """Class: HIIT 45 | Tue 10 Mar 2026 06:00 | Capacity 20
Pos  Member         Joined waitlist        Status
1    J. Ortega      2026-03-08 21:14       promoted 2026-03-09 19:02
2    P. Nakamura    2026-03-09 05:40       waiting
3    S. Ahmed       2026-03-09 18:22       waiting""",
        "How did Ortega get promoted if nobody cancelled? I'm Nakamura.",
        "Waitlist export from the front desk",
    ),
    (
        "gym-contract-clause",
        ["gym", "contract", "clause"],
        """Membership Agreement (Flex 12), clause 7 - Cancellation
7.1 The minimum term is 12 months from the start date (here: 15 January 2026).
7.2 After the minimum term, either party may cancel with one full calendar month's notice.
7.3 Notice given on 20 February takes effect at the end of March.""",
        "If I give notice on 16 January 2027, when is my last payment?",
        "The cancellation clause of my contract",
        "Kan du forklare på nynorsk kva dag eg kan seie opp og når siste betaling går?",
    ),
    (
        "gym-webhook-payload",
        ["gym", "json", "webhook_payload"],
        """{"id": "evt_01HZX3K9QF2M7T0V8W4N6B5C1D", "created_at": "2026-03-03T06:14:52Z",
 "type": "checkin.created",
 "data": {"member_id": "mbr_20931", "site": "IW-Leslieville", "method": "fob", "door": "main-turnstile"}}""",
        "Our integration received this twice. Is it the same check-in or two?",
        "Webhook payload from our access system",
    ),
    (
        "hotel-gym-induction-form",
        ["gym", "form", "induction"],
        """FITNESS SUITE INDUCTION
Name: R. Castellanos        Room: 1412
Date: 07/03/2026            Time: 16:20
Inducted by: Mina (duty manager)
Equipment covered: treadmill, rower, cable column
Signed: R.C.""",
        "Does this mean I can use the suite alone at 05:30 tomorrow?",
        "The induction form I signed",
    ),
    (
        "leisure-centre-price-list",
        ["gym", "price_list", "table"],
        """Millbrook Leisure Centre - price list from 1 April 2026
Swim (adult)            GBP 5.40
Swim (concession)       GBP 3.20
Gym pay-as-you-go       GBP 8.90
Swim + gym monthly      GBP 39.00
Junior (under 16) swim  GBP 2.80""",
        "I swim three times a week and go to the gym once. Is monthly cheaper?",
        "Price list",
    ),
    (
        "spin-class-feedback-export",
        ["gym", "feedback", "export"],
        """submitted_at,class,instructor,rating,comment
2026-03-02T07:15:03Z,Climb 45,Jess,5,"best playlist"
2026-03-02T07:16:40Z,Climb 45,Jess,2,"bike 14 clicks"
2026-03-03T12:58:11Z,Intervals,Marco,4,"too loud"
2026-03-04T07:14:29Z,Climb 45,Jess,5,n/a""",
        "Summarise the feedback per instructor in one line each.",
        "Feedback export",
    ),
    (
        "boxing-gym-whatsapp",
        ["gym", "chat_export", "whatsapp"],
        """[06/03/2026, 19:41:07] Coach Vikram: Saturday ladies batch moved to 8 am from next week
[06/03/2026, 19:43:22] Priya: Sir 8 am is tough for me, any evening option?
[06/03/2026, 19:50:09] Coach Vikram: Tuesday 7 pm mixed batch has space""",
        "So is the Saturday batch at 7 or 8 from next week?",
        "Our gym WhatsApp group",
    ),
    # personal trainers and coaching apps
    (
        "coach-training-plan-export",
        ["coaching", "plan", "export"],
        """Week 3 (16-22 Mar)
Mon  Rest
Tue  6 x 1 km @ 4:25/km, 90 s jog
Wed  Easy 8 km
Thu  Strength A + 5 km easy
Sat  Long run 24 km, last 5 @ HM pace
Sun  Recovery 30 min""",
        "Can I swap Thursday and Saturday this week? I'm away at the weekend.",
        "Week 3 from my coach",
    ),
    (
        "coach-check-in-email",
        ["coaching", "email", "check_in"],
        """From: Bulk & Balance Coaching <coach@bulkbalance.example>
Date: Mon, 9 Mar 2026 08:30:00 +1100
Subject: Re: Week 6 check-in

Great week! Keep calories at 2,350 on training days and 2,050 on rest days. We'll review
after your next check-in on Monday 16 March. - Dan""",
        "Dan changed my numbers. What's the weekly average now if I train four days?",
        "Coach's reply",
    ),
    (
        "pt-session-log",
        ["coaching", "session_log", "table"],
        """Date        Exercise        Sets x reps   Load
03/03/2026  Back squat      3 x 8         60 kg
03/03/2026  RDL             3 x 10        50 kg
06/03/2026  Back squat      3 x 8         62.5 kg
06/03/2026  Split squat     3 x 10/leg    2 x 12 kg
10/03/2026  Back squat      3 x 6         67.5 kg""",
        "Is this progression too fast for a beginner?",
        "Log from my trainer's app",
    ),
    (
        "coaching-contract-email",
        ["coaching", "email", "terms"],
        """Subject: Your 12-week online coaching - terms
Sent: 27 February 2026 14:12

Start date: 2 March 2026. Payment: 3 instalments of EUR 129 on 2 March, 2 April and 2 May.
Pausing: up to 2 weeks for illness or travel. Cancellation: 14 days' notice.""",
        "If I pause two weeks in April, does the May payment move?",
        "The terms my coach sent",
    ),
    (
        "nutrition-app-day-log",
        ["coaching", "nutrition_log", "json"],
        """{"date": "2026-03-08", "logged_at": "2026-03-08T21:47:02+05:30",
 "meals": [{"name": "poha", "kcal": 320, "protein_g": 8},
           {"name": "dal rice", "kcal": 540, "protein_g": 19},
           {"name": "paneer tikka", "kcal": 410, "protein_g": 28}],
 "target": {"kcal": 1900, "protein_g": 110}}""",
        "How far short of my protein target was I, and what could I add tomorrow?",
        "Yesterday from my nutrition app",
    ),
    (
        "coach-app-push-history",
        ["coaching", "notifications", "history"],
        """09:00  Time for your Tuesday intervals! 6 x 1 km
12:30  Don't forget to log lunch
18:45  You missed today's session. Reschedule?
21:00  Streak at risk: 11 days""",
        "Can I turn off only the streak one without losing the session reminders?",
        "Notifications my coaching app sent yesterday",
    ),
    (
        "coach-marketplace-receipt",
        ["coaching", "receipt", "marketplace"],
        """FitMatch India - Payment receipt
Receipt no: FM-RC-2026-118204
Paid on: 04-03-2026 10:22 IST
Trainer: Rohit S. (strength)
Package: 8 home sessions, Kothrud
Amount: INR 5,600 (incl. GST)""",
        "Does this include GST or do I owe more? The app showed 5,600 + tax.",
        "Receipt",
    ),
    (
        "physio-return-to-run",
        ["coaching", "letter", "physio"],
        """Harbour Physio
Return-to-run plan for: T. Okonkwo          Issued: 12/02/2026
Week 1-2: walk 4 min / run 1 min x 6, every other day
Week 3-4: walk 2 min / run 3 min x 6
Week 5: run 20 min continuous if pain <= 2/10
Review appointment: 16/03/2026 10:15""",
        "I'm in week 3 now. Can I add my coach's strides session?",
        "My physio's plan",
    ),
    # wearables and training platforms
    (
        "fit-file-summary",
        ["wearable", "fit_summary", "tool_output"],
        """File: 2026-03-07-06-58-12.fit
Sport: running (trail)
Start: 2026-03-07 06:58:12 local (UTC+11:00)
Duration: 01:52:40   Distance: 19.84 km   Ascent: 612 m
Avg HR: 148   Max HR: 176   Training effect: 3.8 aerobic
Device: serial 3389170221, firmware 21.14""",
        "Was this a threshold effort or just a hard long run?",
        "Summary of the FIT file",
    ),
    (
        "gpx-header",
        ["wearable", "gpx", "xml"],
        """<?xml version="1.0" encoding="UTF-8"?>
<gpx version="1.1" creator="Pulsefield 7.12">
  <metadata><time>2026-03-08T07:12:44Z</time><name>Morning ride</name></metadata>
  <trk><name>Morning ride</name><trkseg>
    <trkpt lat="60.1699" lon="24.9384"><ele>12.4</ele><time>2026-03-08T07:12:44Z</time></trkpt>
    <trkpt lat="60.1712" lon="24.9401"><ele>13.1</ele><time>2026-03-08T07:13:01Z</time></trkpt>""",
        "Why does the route import fail on my bike computer with this file?",
        "The top of the GPX file",
    ),
    (
        "sleep-export-csv",
        ["wearable", "sleep", "csv"],
        """date,bedtime,wake,total_min,deep_min,rem_min,hrv_ms,rhr
2026-03-02,23:41,06:30,389,52,81,49,55
2026-03-03,00:58,06:30,312,31,60,38,61
2026-03-04,23:20,06:45,421,66,92,55,53
2026-03-05,23:55,06:30,371,44,77,46,56""",
        "Is there a link between my bedtime and HRV here?",
        "Sleep export",
        "Kan du svara på svenska? Finns det ett samband mellan läggdags och HRV här?",
    ),
    (
        "watch-support-email",
        ["wearable", "email", "support"],
        """From: Pulsefield Support <support@pulsefield.example>
To: a.virtanen@example.fi
Date: Wed, 4 Mar 2026 10:03:55 +0200
Subject: [Case 00482291] Heart rate dropouts
X-Case-Id: 00482291

Hello Aino, please update to firmware 21.14 and wear the watch one finger above the wrist bone.
If dropouts continue, send us the FIT file from 2 March.""",
        "Which file do they want, the one from my 2 March run or all of them?",
        "Support's answer",
    ),
    (
        "platform-api-activity",
        ["wearable", "json", "api_response"],
        """{"id": 13377012991, "name": "Lunch ride", "type": "Ride",
 "start_date": "2026-03-05T11:02:17Z", "start_date_local": "2026-03-05T13:02:17",
 "elapsed_time": 5412, "moving_time": 4980, "distance": 41230.5,
 "average_watts": 187.4, "kilojoules": 933.2, "device_name": "Pulsefield Edge 540"}""",
        "Why is start_date two hours off from start_date_local?",
        "API response for one of my rides",
    ),
    (
        "training-load-table",
        ["wearable", "training_load", "table"],
        """Week      Load   Acute  Chronic  Ratio
2026-W06  412    58     61       0.95
2026-W07  530    76     64       1.19
2026-W08  701    100    70       1.43
2026-W09  655    94     75       1.25""",
        "Was week 8 too big a jump?",
        "Training load table",
    ),
    (
        "hr-strap-pairing-log",
        ["wearable", "log", "bluetooth"],
        """[2026-03-06 06:31:02.114] BLE scan start
[2026-03-06 06:31:04.870] found HRM-Pro 41:7A:C2:90:1E:33 rssi=-71
[2026-03-06 06:31:05.002] connect -> GATT 0x180D
[2026-03-06 06:31:09.441] disconnect reason=0x08 (supervision timeout)
[2026-03-06 06:31:10.003] reconnect attempt 1""",
        "What does supervision timeout mean, and is it the strap's battery?",
        "Pairing log from the app",
    ),
    (
        "erg-logbook-export",
        ["wearable", "rowing", "export"],
        """Date,Workout,Time,Distance,Avg split,Stroke rate
05/03/2026,2000m,7:21.4,2000,1:50.3,31
03/03/2026,3x10min,30:00.0,8102,1:51.1,22
28/02/2026,5000m,19:02.8,5000,1:54.2,26""",
        "What 2k time does my 5k suggest I'm capable of?",
        "Export from the erg logbook",
    ),
    (
        "cgm-report",
        ["wearable", "cgm", "report"],
        """14-day glucose summary (1-14 Feb 2026)
Time in range (3.9-10.0): 94 %
Below range: 2 %  (mostly 10:00-11:00 on run days)
Average glucose: 5.9 mmol/L
Glucose variability (CV): 22 %""",
        "Is 2% below range during runs something to worry about?",
        "Report from my sensor app",
    ),
    (
        "watch-firmware-notes",
        ["wearable", "release_notes", "versions"],
        """Firmware 21.14 (released 2026-02-26)
- Fixed heart rate dropouts with some bands
- Improved GPS accuracy in dense forest
Firmware 21.12 (released 2026-01-30)
- New: training readiness widget
- Fixed: sleep tracking ending at midnight""",
        "Does 21.14 fix the sleep issue or was that in an earlier version?",
        "Release notes",
    ),
    (
        "ride-file-upload-error",
        ["wearable", "error", "upload"],
        """Upload failed
File: 2026-03-08-ride.fit (1.4 MB)
Reason: duplicate activity (matches activity 13377104552 started 2026-03-08 07:12:44)
Reference: UPL-7Q2K-88XD""",
        "Does this mean the ride is already on my profile? I can't see it.",
        "Error I got",
    ),
    (
        "wearable-subscription-invoice",
        ["wearable", "invoice", "subscription"],
        """Invoice #WB-2026-03-88213
Date: 01.03.2026
Plan: Performance membership (monthly)       EUR 9.99
Period: 01.03.2026 - 31.03.2026
VAT (24%)                                    EUR 1.93
Paid with card ending 4417""",
        "Is VAT included in the 9.99 or added on top?",
        "Invoice from the ring company",
    ),
    (
        "hrv-research-consent",
        ["wearable", "letter", "consent"],
        """Sport Science Lab, University of Jyväskylä
Participant information - HRV and marathon training (study SSL-2026-04)

Dear participant, data will be collected from 1 March to 31 May 2026. You may withdraw at any time
without giving a reason. Raw data are kept for 10 years and pseudonymised.""",
        "Can I withdraw after the marathon in April and still keep my free analysis?",
        "Info sheet for the study",
    ),
    # amateur clubs and leagues
    (
        "club-subscription-reminder",
        ["club", "email", "fees"],
        """From: Hollins Park TC Membership <membership@hollinspark.example>
Date: Sat, 28 Feb 2026 09:00:00 +0000
Subject: Subscription reminder 2026/27

Dear Member, subscriptions for 2026/27 are due by 31 March. Adult GBP 210, junior GBP 85,
family GBP 420. Pay by 15 March and save 5 %.""",
        "With the 5% discount, what's the family price?",
        "Our club's reminder",
    ),
    (
        "league-fixture-list",
        ["club", "fixtures", "table"],
        """WAITAKERE SUNDAY LEAGUE - DIV 2 - ROUND 4
Sun 15 Mar  09:30  Kelston Vets v Glen Eden Rovers      Field 2
Sun 15 Mar  11:00  Henderson Utd v Massey Old Boys       Field 1
Sun 15 Mar  11:00  Ranui FC v Te Atatu                   Field 3
Bye: Swanson""",
        "What time do Glen Eden play and on which field?",
        "Round 4 fixtures",
    ),
    (
        "agm-minutes",
        ["club", "minutes", "agm"],
        """FENWICK GREEN CRICKET CLUB - MINUTES OF THE AGM
Held 12 March 2025 at 19:30, pavilion. Present: 31 members.
1. Minutes of the 2024 AGM approved.
2. Treasurer's report: surplus GBP 1,842; subscriptions unchanged.
3. Motion to install nets: carried 24-5.
Meeting closed 21:05.""",
        "Did the nets motion pass, and by how much?",
        "Last year's AGM minutes",
    ),
    (
        "club-bank-statement",
        ["club", "bank_statement", "treasurer"],
        """Date        Description                      Money in   Money out
02/03/2026  SUBS M HEWITT                    180.00
03/03/2026  SUBS J PARK                      180.00
04/03/2026  GREENKEEPER MAR                             650.00
05/03/2026  SUBS R OYELARAN                  90.00""",
        "Oyelaran paid 90. Is that the junior rate or a part payment?",
        "Our bank statement",
    ),
    (
        "registration-form",
        ["club", "form", "registration"],
        """PLAYER REGISTRATION 2026
Surname: Tanaka     First name: Haruto
DOB: 14/08/2010     Age group: U16
Parent/guardian: Yuki Tanaka, 021 555 0148
Medical: asthma (inhaler in kit bag)
Signed: Y. Tanaka   Date: 01/03/2026""",
        "Which age group will he be in next season if the cut-off is 1 January?",
        "Form we filled in",
    ),
    (
        "club-notice-pitch-closure",
        ["club", "notice", "pitches"],
        """PITCH CLOSURE
Pitches 1-3 closed 9-22 March for re-seeding.
Training moves to the 3G at Oakfield School (Mon/Wed 18:00-20:00).
Home fixtures on 14 and 21 March played at Oakfield.""",
        "Our U12 home game on 21 March - where is it?",
        "Notice from the club",
    ),
    (
        "league-table",
        ["club", "league_table", "table"],
        """Pos Team               P  W  D  L  GD  Pts
1   Henderson Utd      4  4  0  0  +9  12
2   Glen Eden Rovers   4  3  0  1  +5   9
3   Massey Old Boys    4  2  1  1  +2   7
4   Kelston Vets       4  1  1  2  -1   4""",
        "If Glen Eden beat Kelston, can they go top this round?",
        "Table after round 3",
    ),
    (
        "club-payment-provider-email",
        ["club", "email", "payment"],
        """From: Payments <receipts@payhub.example>
Date: Mon, 2 Mar 2026 08:14:58 +0000
Subject: Receipt for your payment to Coogee Bowling Club
Message-ID: <rcpt.ch_3QxR8bLkd9Yh2Jqs@payhub.example>

Amount paid: AUD 180.00
Payment id: ch_3QxR8bLkd9Yh2Jqs1MZc0aP4
Description: Social membership 2026""",
        "Is this for the whole year?",
        "Receipt I got",
    ),
    (
        "club-volunteer-rota",
        ["club", "rota", "volunteers"],
        """BAR ROTA - MARCH
Sat 7   12:00-16:00  Moira / Kev
Sat 14  12:00-16:00  Alan / Priti
Sat 21  12:00-16:00  (gap) / Kev
Sat 28  12:00-18:00  Moira / Alan (finals day)""",
        "Who still needs to be found, and for which day?",
        "The bar rota",
    ),
    (
        "netball-draw-email",
        ["club", "email", "draw"],
        """Kia ora coaches,
Round 5 draw attached. Note Court 3 starts at 4:10pm (not 4:30) this week due to the
gala. Umpires please arrive 15 minutes early.
Ngā mihi,
North Shore Secondary Schools Netball""",
        "So what time should Takapuna A players arrive if they're on Court 3?",
        "Draw e-mail",
    ),
    (
        "club-constitution-extract",
        ["club", "constitution", "document"],
        """CONSTITUTION OF BRAMPTON RFC (adopted 14 June 2011, amended 9 June 2022)
8.1 The AGM shall be held in June each year.
8.2 Twenty-one days' notice shall be given to members.
8.3 The quorum is 20 voting members.""",
        "If the AGM is 18 June, by when must notice go out?",
        "Our constitution",
    ),
    # race organisers and timing
    (
        "race-results-table",
        ["race", "results", "table"],
        """Pos  Bib   Name              Cat    Chip time   Gun time
1    1043  K. Halvorsen      M35    1:12:41     1:12:43
2    2210  T. Bakke          M40    1:13:05     1:13:09
3    588   I. Nygaard        F30    1:14:22     1:14:30
4    1712  A. Lunde          M35    1:14:58     1:15:41""",
        "Why is Lunde's gun time 43 seconds slower than his chip time?",
        "Results from the Bergen City Half",
    ),
    (
        "chip-splits-log",
        ["race", "timing_log", "splits"],
        """TIMESTAMP            MAT        BIB    CHIP
2026-03-15 09:52:14  START      41237  E200-3412-0187
2026-03-15 10:18:55  5K         41237  E200-3412-0187
2026-03-15 10:46:12  10K        41237  E200-3412-0187
2026-03-15 11:13:54  15K        41237  E200-3412-0187""",
        "What's her average pace per km so far?",
        "Timing log for my friend",
    ),
    (
        "race-entry-confirmation",
        ["race", "email", "entry_confirmation"],
        """From: Helsinki Trail Festival <entries@htf.example>
Date: Tue, 10 Feb 2026 19:12:44 +0200
Subject: Entry confirmed - HTF 45 km

Order: HTF-26-04417
Race: 45 km, Sat 23 May 2026, start 07:00, Paloheinä
Mandatory kit: 1 L water, jacket, phone, whistle
Transfers allowed until 15 May via your entry page.""",
        "Is a whistle really mandatory, or only for the 80 km?",
        "My entry confirmation",
    ),
    (
        "dnf-appeal-email",
        ["race", "email", "appeal"],
        """Subject: Result query - bib 1088 Squamish 50
Date: 2 March 2026

Hi Coastline Timing, I'm listed DNF but I finished in 13:02:55. I passed CP4 around 11:30;
maybe the mat missed my chip. Photo attached from CP4 showing my bib.
Thanks, Jo""",
        "Is this e-mail clear enough or should I add anything?",
        "My e-mail to the timers",
    ),
    (
        "wave-allocation-notice",
        ["race", "notice", "waves"],
        """START WAVES
Wave A 09:00  predicted under 1:35
Wave B 09:12  1:35-1:55
Wave C 09:24  1:55-2:20
Wave D 09:36  over 2:20
Wave changes at the expo until Saturday 16:00.""",
        "I'm in C but now run 1:50. Can I change on Sunday morning?",
        "Wave notice",
    ),
    (
        "timing-decoder-log",
        ["race", "decoder_log", "raw"],
        """#P,DEC-07,20260315,101855.221,E200-3412-0187,RSSI-58
#P,DEC-07,20260315,101855.904,E200-3412-0187,RSSI-51
#P,DEC-07,20260315,101856.330,E200-3412-1190,RSSI-63
#H,DEC-07,20260315,101900.000,BATT 11.9V""",
        "Why are there two reads for the same chip within a second?",
        "Raw decoder lines",
    ),
    (
        "age-group-awards-list",
        ["race", "awards", "list"],
        """AGE GROUP AWARDS - F40
1. R. Mendes     1:24:10
2. S. Kowalczyk  1:26:47
3. A. O'Brien    1:27:02
Awards presented at 12:30 by the finish arch.""",
        "Rewrite this as a short social post congratulating them.",
        "Awards list",
    ),
    (
        "race-refund-policy",
        ["race", "policy", "refunds"],
        """Refund and deferral policy (updated 5 January 2026)
- Full refund less EUR 8 admin until 31 March.
- 50 % refund 1 April - 30 April.
- No refunds from 1 May; deferral to 2027 for EUR 15 until 15 May.""",
        "It's 2 April. Is deferral or refund cheaper for a EUR 89 entry?",
        "Refund policy",
    ),
    (
        "triathlon-athlete-guide",
        ["race", "athlete_guide", "document"],
        """MANLY SPRINT TRIATHLON - ATHLETE GUIDE (v3, 2 March 2026)
Registration: Sat 6-8 pm, Manly Wharf
Transition opens: 05:30 race morning, closes 06:40
Wetsuits: compulsory below 16 C, optional 16-22 C, banned above 22 C
Elite start: 07:00; age groups from 07:10 in 5-minute waves""",
        "The water was 18.9 C last year. Will wetsuits be allowed?",
        "Athlete guide",
    ),
    (
        "race-timer-invoice",
        ["race", "invoice", "timing"],
        """COASTLINE TIMING LTD - INVOICE CT-2026-0091
Event: Squamish 50 (2 distances)
Chip hire 640 x CAD 3.50        CAD 2,240.00
Mats and decoders (4 points)    CAD 1,600.00
Live results page               CAD 350.00
Total (excl. GST)               CAD 4,190.00""",
        "Check the total, and add 5% GST.",
        "Invoice from the timing company",
    ),
    (
        "ultra-checkpoint-sheet",
        ["race", "checkpoint_sheet", "handwritten"],
        """CP3 HOPE PASS - sheet 2
Bib   In      Out     Notes
47    14:02   14:09
212   14:15   --      dropped, cold, in tent
88    14:31   14:40   knee taped""",
        "How long did 88 spend at the checkpoint?",
        "Checkpoint sheet",
        "Kan du svare på nynorsk? Kor lenge var 88 på sjekkpunktet?",
    ),
    (
        "swimrun-results-email",
        ["race", "email", "results"],
        """From: Ötillö-style Swimrun Oslofjord <results@swimrun-oslofjord.example>
Date: Sun, 7 Jun 2026 20:44:10 +0200
Subject: Official results

Fjordfolk (Mixed) 3:41:12, Ormen Lange (Men) 3:44:50, Sjøsprøyt (Women) 4:02:37.
Protests closed at 18:00; results are final.""",
        "Are these results final, or can they still change?",
        "Results e-mail",
    ),
    # ski schools and lift passes
    (
        "lift-pass-receipt",
        ["ski", "receipt", "lift_pass"],
        """WHISTLER-STYLE MOUNTAIN RESORT
Ticket window 4 - 2026-02-14 08:41
3-day lift ticket (adult)        CAD 387.00
RFID card deposit                CAD   5.00
GST 5%                           CAD  19.35
TOTAL                            CAD 411.35
Card no. 01-1614-0087-4412""",
        "Will I get the 5 dollar deposit back if I return the card?",
        "Lift pass receipt",
    ),
    (
        "ski-school-booking-confirmation",
        ["ski", "booking_confirmation", "email"],
        """Subject: Booking confirmed - Troll Garden (age 4-6)
From: Snowline Ski School <booking@snowline.example>
Date: Fri, 20 Feb 2026 11:08:31 +0100

Child: Emil (5)  Dates: 23-27 February  Time: 10:00-12:00
Meeting point: Troll Garden hut. Helmet compulsory. Booking no. SL-55821.""",
        "Do we need to bring a helmet or do they lend one?",
        "The ski school confirmation",
    ),
    (
        "ski-rental-agreement",
        ["ski", "rental", "agreement"],
        """RENTAL AGREEMENT  No. R-20418
Out: 23.02.2026 09:12   Due back: 27.02.2026 17:00
Skis 140 cm, boots 21.5, helmet S
Damage waiver: declined
Late return: NOK 150 per started day""",
        "If we return them on the 28th at 10 am, what do we pay extra?",
        "Rental agreement",
    ),
    (
        "ski-lesson-report-card",
        ["ski", "report_card", "kids"],
        """SNOWLINE PROGRESS CARD - Emil, Troll Garden
Day 1  snowplough stop         yes
Day 2  magic carpet alone      yes
Day 3  snowplough turns        almost
Day 4  button lift             not yet
Instructor: Ingrid""",
        "Is he ready for the blue-level group next week?",
        "His progress card",
    ),
    (
        "lift-status-page",
        ["ski", "status_page", "lifts"],
        """Lift status - updated 08:15
Gondola          OPEN
Lift 4 (quad)    OPEN
Lift 7 (T-bar)   WIND HOLD
Lift 9 (6-pack)  OPEN from 09:30""",
        "Which lift should we take to get to the black runs if 7 stays closed?",
        "From the resort app",
    ),
    (
        "season-pass-terms",
        ["ski", "terms", "season_pass"],
        """SEASON PASS 2025/26 - KEY TERMS
Valid 28 November 2025 to 19 April 2026 (weather permitting)
Pass insurance: optional, covers injury after 1 January only pro rata
No refunds for closures of fewer than 10 consecutive days""",
        "I broke my wrist on 3 February. Does the pass insurance pay out?",
        "The season pass terms",
    ),
    (
        "ski-instructor-payslip",
        ["ski", "payslip", "table"],
        """Payslip February 2026 - T. Ruiz (instructor L2)
Group lessons      62 h x NOK 265     NOK 16,430
Private lessons    18 h x NOK 340     NOK  6,120
Holiday pay 12 %                      NOK  2,706
Tax deducted                          NOK -6,840""",
        "Is holiday pay calculated on both lesson types?",
        "My payslip",
    ),
    (
        "ski-club-race-entries",
        ["ski", "race_entries", "export"],
        """Bib,Name,Club,Born,FIS points
1,Sara Lindholm,Hemsedal IL,2009,88.41
2,Maja Strand,Geilo IL,2010,91.02
3,Ida Nesheim,Hemsedal IL,2009,96.55""",
        "Who starts first, and why is she bib 1?",
        "Entry list for Saturday's slalom",
        "Kva for ein startar fyrst, og kvifor har ho startnummer 1?",
    ),
    (
        "avalanche-course-certificate",
        ["ski", "certificate", "course"],
        """CERTIFICATE
This is to certify that Kenji Watanabe completed
Avalanche Skills Training 1 (AST 1)
on 7-8 February 2026 at Whistler, BC.
Instructor: M. Leclerc, ACMG Ski Guide
Certificate no. AST1-26-04412""",
        "Does AST 1 let me lead friends into the backcountry?",
        "My certificate",
    ),
    # dive centres and logbooks
    (
        "dive-log-export",
        ["dive", "logbook", "export"],
        """Dive #  Date        Site              Max depth  Time  Gas     Start/End bar
41      2026-02-21  Castor Rock       28.4 m     42'   EAN32   210/60
42      2026-02-21  Photographer's    16.1 m     51'   EAN32   200/70
43      2026-02-22  SAS Pietermaritzburg 23.0 m  38'   Air     200/50""",
        "What was my air consumption on dive 43, roughly, on a 12 L tank?",
        "Logbook export",
    ),
    (
        "dive-computer-download",
        ["dive", "dive_computer", "tool_output"],
        """Dive 2026-03-01 09:12:30  duration 00:48:20  max 24.6 m  avg 14.2 m
t(min)  depth(m)  temp(C)  NDL(min)
0       0.0       22       99
5       18.4      21       31
10      24.6      20       14
40      5.0       21       99  (safety stop)""",
        "How close did I get to deco on this dive?",
        "Download from my dive computer",
    ),
    (
        "nitrox-fill-log",
        ["dive", "fill_log", "table"],
        """NITROX FILL LOG - SIMON'S TOWN
Date        Cyl serial   Mix req  Analysed  MOD 1.4  Diver sig
01/03/2026  4471-88      32       31.6      34 m     N.A.
01/03/2026  2207-15      32       32.4      33 m     L.D.
01/03/2026  9930-02      36       35.8      29 m     P.V.""",
        "Is 34 m right for 31.6%? I thought it would be 33.",
        "Fill log I signed",
    ),
    (
        "liveaboard-booking-email",
        ["dive", "email", "booking_confirmation"],
        """From: Blue Horizon Liveaboards <res@bluehorizon.example>
Date: Mon, 16 Feb 2026 13:22:07 +0200
Subject: Booking BH-2610-044 - Red Sea North, 18-25 October 2026

Deposit received: EUR 400 (non-refundable after 1 June 2026)
Balance EUR 1,190 due 45 days before departure.
Cabin: lower deck twin, shared with club member.""",
        "On what date exactly is the balance due?",
        "Liveaboard confirmation",
    ),
    (
        "dive-medical-form",
        ["dive", "form", "medical"],
        """DIVER MEDICAL - PARTICIPANT QUESTIONNAIRE
Name: S. Moreau        Date: 28/02/2026
Q1 Lung disease (asthma, COPD): YES (childhood asthma, none since 2012)
Q5 Ear surgery: NO
Physician sign-off required: YES""",
        "Why do I need a doctor's sign-off if I haven't had asthma since 2012?",
        "The form I filled in",
    ),
    (
        "dive-centre-price-list",
        ["dive", "price_list", "table"],
        """Tarifas 2026 - Centro de Buceo Cabo de Palos
Inmersión guiada Islas Hormigas    45 EUR
Bono 5 inmersiones                 200 EUR
Alquiler equipo completo           25 EUR/día
Nitrox 32 (por botella)            8 EUR""",
        "For 5 dives with nitrox and full rental on 3 days, what's the total?",
        "Price list from the dive centre",
        "Acho, ¿cuánto me sale todo con nitrox y el equipo tres días?",
    ),
    (
        "dive-incident-report",
        ["dive", "incident_report", "document"],
        """INCIDENT REPORT IR-2026-007
Date/time: 22 Feb 2026, 10:54
Site: SAS Pietermaritzburg wreck
Diver (OW, 12 dives) signalled low air at 23 m with 70 bar; shared air with guide, controlled
ascent, safety stop 3 min. No injury. Cause: missed pressure checks.""",
        "Write the lesson-learned paragraph for our club newsletter, no names.",
        "Our incident report",
    ),
    (
        "whale-shark-trip-sms",
        ["dive", "sms", "reminder"],
        """Horta Dive: Olá! Your trip to Princesa Alice bank is confirmed for 12/08 at 07:30, pier 2.
Bring seasickness tablets. Reply STOP to opt out.""",
        "What time do I need to be at the pier, and where?",
        "SMS from the dive centre",
        "Ó senhor, a que horas tenho de estar no cais?",
    ),
    (
        "dive-cert-card",
        ["dive", "certification", "card"],
        """ADVANCED OPEN WATER DIVER
Name: Pieter van Wyk
Cert no: 2602AA4471
Date: 14-Nov-2025
Instructor: 441882""",
        "Can I dive to 30 m with this?",
        "Back of my card",
    ),
    # mountain huts and guides
    (
        "hut-booking-confirmation",
        ["hut", "booking_confirmation", "email"],
        """From: Skogadalsbøen <booking@skogadalsboen.example>
Date: Wed, 18 Mar 2026 16:40:22 +0100
Subject: Stadfesting av bestilling

Bestilling nr. 7713 - 2 senger, 14.-16. juli 2026, halvpensjon.
Innsjekk frå kl. 16. Middag kl. 19. Hundar berre i hunderommet.""",
        "Can we bring the dog into our room?",
        "Hut booking confirmation",
    ),
    (
        "hut-key-agreement",
        ["hut", "agreement", "self_service"],
        """DNT-STYLE STANDARD KEY - LOAN AGREEMENT
Key no: 44-0913
Issued: 02.03.2026
Deposit: NOK 100, returned when the key is handed back
Member no: 1188452""",
        "If I lose the key, do I just lose the 100 kroner?",
        "Key agreement",
    ),
    (
        "guide-trip-itinerary",
        ["guide", "itinerary", "document"],
        """GARIBALDI NEVE TRAVERSE - 3 DAYS (Coast Range Mountain Guides)
Day 1  Rubble Creek trailhead 07:00 -> Elfin Lakes (11 km, 600 m)
Day 2  Elfin Lakes -> Garibaldi Neve -> camp at Sharkfin col (glacier travel, roped)
Day 3  Sharkfin col -> Diamond Head -> trailhead by 17:00
Ratio 1:4. Price CAD 1,150 pp incl. rope, harness, crampons.""",
        "Do I need my own crampons?",
        "Trip itinerary",
    ),
    (
        "mountain-rescue-callout-log",
        ["guide", "log", "rescue"],
        """CALLOUT LOG - 07/03/2026
13:42  Call via 999: walker with ankle injury, CMD arete
13:55  Team paged, 11 members respond
14:40  Casualty located, splinted
16:10  Casualty handed to ambulance at North Face car park""",
        "How long was the casualty waiting from the call to being found?",
        "Our team's log",
    ),
    (
        "guide-waiver",
        ["guide", "waiver", "document"],
        """ACKNOWLEDGEMENT OF RISK
I, Thomas Brandt, understand that glacier travel involves risks including crevasse falls and
changing weather. Signed 14/07/2025 at Squamish. Valid for trips in the 2025 season.""",
        "Is this still valid for my trip this July?",
        "The waiver I signed last year",
    ),
    (
        "hut-price-table",
        ["hut", "price_list", "table"],
        """Prisar 2026 (medlem / ikkje medlem)
Seng, rom           NOK 395 / 520
Seng, sovesal       NOK 310 / 435
Middag              NOK 425 / 425
Frukost             NOK 215 / 215""",
        "Two non-members, two nights, dorm beds with breakfast and dinner: total?",
        "Price list from the hut",
        "Kor mykje blir det for to som ikkje er medlemer, to netter i sovesal med frukost og middag?",
    ),
    (
        "guide-weather-forecast-print",
        ["guide", "forecast", "printout"],
        """MWIS-style forecast, Lochaber - issued 17:00 Friday
Saturday: summit wind SW 45-55 mph, gusts 70; cloud base 600 m; freezing level 900 m
Sunday: wind easing W 25 mph; cloud lifting off summits by afternoon""",
        "Which day is better for the CMD arete?",
        "Forecast print",
    ),
    (
        "via-ferrata-ticket",
        ["guide", "ticket", "booking_confirmation"],
        """LOEN VIA FERRATA - E-TICKET
Booking: LVF-2026-18822
Date: 14.07.2026   Departure: 15:00
Participants: 4 (2 adults, 2 youth 12-15)
Meeting point: Hotel Alexandra, 15 min before""",
        "What time should we be at the meeting point?",
        "E-ticket",
    ),
    # golf
    (
        "golf-handicap-record",
        ["golf", "handicap", "table"],
        """Date        Course           Tee     Score  CR    Slope  Diff
2026-02-28  Linkside         Yellow  86     70.1  128    14.0
2026-02-21  Linkside         Yellow  84     70.1  128    12.3
2026-02-14  Hilltop Park     White   89     71.4  133    14.7""",
        "Did I calculate the 84 differential right?",
        "Last three scores from the app",
    ),
    (
        "golf-club-subscription-letter",
        ["golf", "letter", "fees"],
        """Titirangi Golf Club
Subscription notice 2026/27

Dear Mr Ngata,
Your full playing subscription of NZD 2,480 is due on 1 April 2026. Members aged 70+ may
apply for the senior rate (NZD 1,950) before 15 March. Instalments: 4 x NZD 640.

Yours faithfully,
Club Manager""",
        "I turn 70 in May. Does the senior rate apply?",
        "Subscription letter",
    ),
    (
        "golf-competition-results",
        ["golf", "results", "table"],
        """SATURDAY STABLEFORD - 7 MARCH
Div 1 (0-14)   1. J. Ward 39 (c/b)   2. P. Singh 39   3. M. Fox 37
Div 2 (15-28)  1. H. Ngata 41   2. L. Brown 38   3. A. Roe 38 (c/b)
NTP 7th: P. Singh 1.2 m""",
        "What does c/b mean and how did Ward beat Singh?",
        "Results sheet",
    ),
    (
        "golf-lesson-package-email",
        ["golf", "email", "lessons"],
        """From: Pro Shop <pro@rondeboschgolf.example>
Date: Tue, 3 Mar 2026 09:45:10 +0200
Subject: Lesson package

5 x 45-min lessons with launch monitor, R2,250; valid 6 months from first lesson.
First lesson booked: Saturday 14 March, 08:00.""",
        "Until when can I use the package if I start on the 14th?",
        "E-mail from the pro shop",
    ),
    (
        "golf-buggy-hire-receipt",
        ["golf", "receipt", "buggy"],
        """RONDEBOSCH GC - BUGGY HIRE
Buggy 12   Out 14:05   In 16:40
18 holes rate                R 380
Late return (after sunset-30) R 0
Paid: card **** 2211""",
        "Were we charged for 18 holes even though we played 9?",
        "Buggy receipt",
    ),
    (
        "golf-local-rules",
        ["golf", "local_rules", "notice"],
        """LOCAL RULES (effective 1 March 2026)
1. Preferred lies through the green, one club length, not nearer the hole.
2. Staked trees: relief required.
3. The 7th drop zone is in use when the bunker is under repair (GUR).""",
        "My ball is in the repaired bunker on 7. Do I have to use the drop zone?",
        "Local rules",
    ),
    # sailing clubs and marinas
    (
        "regatta-notice-of-race",
        ["sail", "notice_of_race", "document"],
        """NOTICE OF RACE - TWILIGHT SERIES 2026
Organising authority: Manly 16ft Skiff-style Sailing Club
Races: Wednesdays 4 Nov 2026 - 24 Mar 2027, warning signal 18:00
Scoring: low point, one discard after 5 races
Entry: AUD 120 per boat (series)""",
        "How many races need to be sailed before a discard counts?",
        "Notice of race",
    ),
    (
        "sailing-club-minutes",
        ["sail", "minutes", "committee"],
        """RUTLAND SC - COMMITTEE MINUTES 4 MARCH 2026
Present: 9. Apologies: 2.
1. Dinghy hire: Level 2 plus a check sail required for Lasers above 15 kn.
2. Safety boat rota: gaps on 22 and 29 March.
3. Next meeting: 1 April, 19:30.""",
        "Can a Level 2 sailor take a Laser out at 14 knots without a check sail?",
        "Committee minutes",
    ),
    (
        "regatta-results-sheet",
        ["sail", "results", "table"],
        """Sail No   Helm        R1  R2   R3  Total  Nett
NZL 204   A. Kerr     1   DNF  1   8      2
NZL 117   B. Tane     2   1    3   6      3
NZL 88    C. Ruawai   3   2    2   7      4""",
        "How is NZL 204 on 2 points with a DNF?",
        "Regatta results",
    ),
    (
        "sailing-school-certificate",
        ["sail", "certificate", "course"],
        """CANSAIL 2 - CERTIFICATE OF COMPLETION
Sailor: Maya Desrosiers
Completed: 22 August 2025
Club: Royal Harbourfront Sailing School
Instructor: J. Okafor (CANSail Instructor 2)""",
        "Can she go straight into Basic Cruising with this?",
        "Her certificate",
    ),
    (
        "mooring-invoice",
        ["sail", "invoice", "mooring"],
        """Burrard Yacht Club - Invoice 2026-0311
Mooring W22, season 1 Apr - 31 Oct 2026     CAD 1,860.00
Tender service (season)                      CAD   240.00
Winter haul-out (booked 15 Oct)              CAD   410.00
Total                                        CAD 2,510.00""",
        "Is the haul-out optional? I might keep the boat in the water.",
        "Mooring invoice",
    ),
    (
        "club-race-protest-form",
        ["sail", "protest", "form"],
        """PROTEST FORM
Race: Twilight R9, 11 March 2026
Protesting boat: AUS 3311   Protested boat: AUS 1402
Incident: mark 3, approx 18:52, port/starboard, contact, no damage
Hail: "Protest" at once; red flag displayed""",
        "Write a clear two-sentence description of the incident for the hearing.",
        "Our protest form",
    ),
    (
        "optimist-week-sms-thread",
        ["sail", "sms", "parents"],
        """Jedriličarski klub: Trening optimista sutra u 9:00, okupljanje u 8:30 na molu.
Jedriličarski klub: Ako bura bude jača od 20 čvorova, trening se seli na 16:00.
Roditelj: Hvala, donosimo ručak?""",
        "What happens to tomorrow's training if the bora is strong?",
        "Messages from the sailing club",
        "Ča bude s treningom ako bura bude jaka?",
    ),
    (
        "yacht-school-booking-email",
        ["sail", "email", "booking_confirmation"],
        """From: 수영만 요트스쿨 <booking@suyeong-yacht.example>
Date: Sat, 14 Mar 2026 10:02:41 +0900
Subject: 체험 세일링 예약 확인

예약번호: SY-2026-0314-07
일시: 3월 15일(일) 14:00-16:00
인원: 2명
강풍(10m/s 이상) 시 일정 변경 안내 드립니다.""",
        "Explain in English what happens if the wind is strong.",
        "Booking e-mail in Korean",
    ),
    # climbing gyms
    (
        "climbing-waiver-pdf",
        ["climb", "waiver", "document"],
        """FLATIRONS BOULDERING - RELEASE OF LIABILITY
Participant: Daniel Okoro     DOB: 03/09/1994
Signed electronically 2025-11-02 18:14 MST
Valid for 12 months from signing. Minors require a parent or guardian signature.""",
        "Is this still valid for a visit on 10 March 2026?",
        "My waiver",
    ),
    (
        "belay-check-record",
        ["climb", "record", "belay"],
        """BELAY CHECK RECORD
Name: Chloe Martin
Top rope: PASSED 12/01/2026 (device: GRIGRI)
Lead: FAILED 12/01/2026 - catch too hard, retest after 2 weeks
Staff: Tomi""",
        "When can I retake the lead test?",
        "Belay record",
    ),
    (
        "route-setting-log",
        ["climb", "setting_log", "table"],
        """Section    Set date    Setter   Routes  Grades
Cave       2026-02-02  Liisa    14      5a-7b
Slab       2026-02-16  Aleksi   10      4-6c
Overhang   2026-01-19  Liisa    12      6a-8a
Kids       2026-02-23  Noora    8       3-5a""",
        "Which section is the oldest set?",
        "Setting log",
    ),
    (
        "climbing-membership-email",
        ["climb", "email", "membership"],
        """From: The Arch Climbing <hello@archclimbing.example>
Date: Thu, 26 Feb 2026 15:30:12 +0000
Subject: Your membership will renew on 1 March

Monthly Unlimited, GBP 62, renews 1 March 2026. To pause, reply before 28 February.""",
        "Can I still pause if I reply on the 28th itself?",
        "Renewal reminder",
    ),
    (
        "climbing-gym-incident-log",
        ["climb", "incident_log", "log"],
        """2026-03-03 17:42  Boulder Cave  fall from top, landed on mat edge, ankle sprain, ice, left 18:10
2026-03-05 19:05  Rope wall R4   belayer distracted, climber lowered fast, no injury, spoken to
2026-03-06 12:20  Kids wall      child on wall without harness clip-in, stopped by staff""",
        "Group these by cause and suggest one fix each.",
        "Incident log",
    ),
    (
        "crag-guidebook-page",
        ["climb", "guidebook", "document"],
        """MASSONE - SETTORE ROMANTICA
Esposizione: sud-ovest, sole dal pomeriggio
Vie: 18 (5c-7b+), lunghezza 15-28 m
Stagione: ottobre-aprile; d'estate troppo caldo dopo le 11:00""",
        "Is Massone OK for a morning in July?",
        "Guidebook page",
    ),
    (
        "bouldering-comp-scorecard",
        ["climb", "scorecard", "competition"],
        """BOULDER JAM 2026 - SCORECARD  Competitor 117 (Open F)
Problem  Tops  Zones  Attempts
B1       1     1      2
B2       0     1      4
B3       1     1      1
B4       1     1      3""",
        "What's my total in tops, zones and attempts to top?",
        "My scorecard",
    ),
    (
        "shoe-rental-price-notice",
        ["climb", "price_list", "notice"],
        """料金表 (2026年4月1日から)
一般 1日券  2,420円
学生 1日券  1,980円
シューズレンタル  440円
チョークレンタル  220円""",
        "How much for one adult day pass with shoes and chalk?",
        "Price board at the gym",
        "ほな、大人1人でシューズとチョークも借りたら全部でなんぼになるん?",
    ),
]


def _neg(text: str, name: str, tags: list[str]) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{name}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    """Stable values in the places where programs put volatile ones."""
    _neg("""You are Poppy, the booking assistant of Kiln Yoga & Pilates (Bristol).
Timetable valid from: 2026-04-01
Prompt revision: 2026-02-10
Studio hours: 06:30-21:30

Member: Is there a Sunday evening yin class?
Poppy:""", "lookalike:studio-header", ["lookalike", "header_block", "timetable_date", "prompt_revision"])
    _neg("""---
assistant: snowline-booking
season: 2025/26
season_opening: 2025-12-05
prompt_version: 4.1.0
---
You book lessons at Snowline Ski School (Hemsedal). Group lessons 10:00-12:00.

Parent: Are there lessons on Christmas Day?
Assistant:""", "lookalike:ski-front-matter", ["lookalike", "front_matter", "season", "opening_date"])
    _neg("""{
  "centre_id": "za-simonstown-04",
  "api_version": "2025-09-01",
  "tz": "Africa/Johannesburg",
  "cert_agency": "PADI"
}
You answer questions for a dive centre in Simon's Town. Dives leave at 08:00 and 11:00.

Diver: Can I do both dives on the same day on nitrox?
Assistant:""", "lookalike:dive-json", ["lookalike", "json_block", "api_version", "time_zone"])
    _neg("""<hut id="skogadalsboen" season_open="2026-06-27" season_close="2026-09-06" beds="85"/>
You answer questions for a staffed mountain hut. Dinner at 19:00, breakfast from 07:00.

Hiker: Is the hut open in the first week of September?
Assistant:""", "lookalike:hut-xml", ["lookalike", "xml_attr", "season_dates"])
    _neg("""<!-- golf-desk template v4.2, reviewed 2026-01-15 by the club secretary -->
You answer handicap questions for members of Linkside Golf Club under the World Handicap System.

Member: How many scores do I need for a first handicap index?
Assistant:""", "lookalike:golf-html-comment", ["lookalike", "html_comment", "authored_revision"])
    _neg("""You answer crew questions for the Wednesday twilight series. Warning signal 18:00.

Crew: Do we need lifejackets on a keelboat in this series?
Assistant: Yes, sailing instruction 4.2 requires them for all crew.

--
Club bot v2.3 · Sailing instructions rev. 2026-01 · Organising authority: Manly SC""",
         "lookalike:sail-footer", ["lookalike", "footer", "document_revision"])
    _neg("""[ctx gym=kumo-shibuya member_since=2024-05-11 plan=monthly lang=en]
You explain belay check rules to members in English.

Member: Do I need to redo my belay check after a year?
Assistant:""", "lookalike:climb-kv", ["lookalike", "bracketed_kv", "member_since"])
    _neg("""You explain watch data. Device context:
Device: Pulsefield Edge 540, serial 3389170221
Firmware: 21.14 (released 2026-02-26)
Account created: 2023-08-14
Units: metric

User: Why did my VO2max estimate drop after the update?
Assistant:""", "lookalike:watch-device", ["lookalike", "header_block", "firmware_date", "account_created"])
    _neg("""You help members of Hollins Park Tennis Club with renewals.
Member: A. Lindqvist
Member since: 2019-04-01
Membership number: HPTC-00412
Renewal date: 2026-04-01

Member: Can I pay the renewal in two parts?
Assistant:""", "lookalike:club-member", ["lookalike", "header_block", "member_since", "renewal_date"])
    _neg("""Registration helper for the Waitākere Sunday Football League.
Season: 2026
Registration closes: 2026-03-31 23:59 NZDT
Affiliation: NZ Football 22-0417

Player: Can I register after the first round has been played?
Assistant:""", "lookalike:league-deadline", ["lookalike", "header_block", "deadline", "season"])
    _neg("""Bib collection kiosk at the Bergen City Half expo.
Race date: 2026-03-15
Wave B start: 09:12
Expo hours: Fri 12:00-20:00, Sat 10:00-18:00

Runner: Can my friend collect my bib for me?
Assistant:""", "lookalike:race-kiosk", ["lookalike", "header_block", "event_date", "wave_time"])
    _neg("""You answer for a staffed mountain hut in Jotunheimen. Reply in Nynorsk, briefly.
Medlem sidan: 14. mars 2019
Medlemsnummer: 1188452

Gjest: Får eg medlemspris på middagen òg, eller berre på senga?""",
         "lookalike:nynorsk-member-since", ["lookalike", "nynorsk", "member_since", "localized_date"])
    _neg("""You are the assistant of a bouldering gym in Osaka. Reply in Japanese.
会員登録日: 2024年5月11日
会員プラン: 月会員

お客さん: 月会員やったら、平日の朝も使えるん?""", "lookalike:kansai-member-since",
         ["lookalike", "kansai_japanese", "member_since", "localized_date"])
    _neg("""SYSTEM: You are the coach assistant of Trailhead. Knowledge cutoff: 2024-06. Plan start: 2026-03-02.
Goal race: Squamish 50, 2026-08-22.
USER: How many weeks until race day from the plan start?
ASSISTANT:""", "lookalike:coach-plan-dates", ["lookalike", "system_tail", "knowledge_cutoff", "plan_start"])


def _negatives_asked() -> None:
    """Ids, epochs and dates the user asks about, user-typed clocks, arithmetic, templates."""
    _neg("""My watch export has start_time 1772900000 for a run in Oslo. What local time is that, and was it
before sunrise in early March?""", "asked:epoch", ["asked", "epoch_question"])
    _neg("""The coaching app crashed and showed this. Support asked me to send the trace id. Can you write
the e-mail for me?

traceparent: 00-7c2e9a1f3b4d5e6f708192a3b4c5d6e7-1a2b3c4d5e6f7081-01""", "asked:traceparent-to-support",
         ["asked", "traceparent", "pasted_for_support"])
    _neg("""Is chip E200-3412-0187 the same tag as bib 41237, or do tags get reused between races? The
timing company lists it on two different results pages.""", "asked:chip-id", ["asked", "id_in_question"])
    _neg("""Extract the event date and start time as JSON.

Example: "Bergen City Half, 15 March 2026, wave A 09:00" -> {"date": "2026-03-15", "start": "09:00"}
Example: "Manly Sprint Tri, 29/03/2026 07:00" -> {"date": "2026-03-29", "start": "07:00"}

Input: "Squamish 50, Saturday 22 August 2026, 05:45 start"
Output:""", "asked:few-shot", ["asked", "few_shot", "example_dates"])
    _neg("""Fix the grammar of our class reminder template; keep the placeholders exactly as they are.

Hi {{first_name}}, your {{class_name}} class starts at {{start_time}} on {{date}}. It's now {{now}} -
you can still cancel until {{cancel_deadline}}.""", "asked:template", ["asked", "unrendered_template"])
    _neg("""My spin class starts in 20 minutes and the studio is 12 minutes away by bike. I finished work 5
minutes ago. If I leave in 3 minutes will I make the warm-up, which starts 5 minutes before class?""",
         "asked:relative-times", ["asked", "relative_times"])
    _neg("""It's 06:40 here in Hemsedal and the lifts open at 09:00. Ski school starts at 10:00. If breakfast
takes 45 minutes and the bus takes 20, what's the latest bus we can take to be at the lesson 15 minutes
early?""", "asked:user-clock", ["asked", "user_typed_clock"])
    _neg("""My marathon is on Sunday 26 April 2026 and the plan is 18 weeks long, ending on race day. On which
Monday should week 1 start?""", "asked:date-arithmetic", ["asked", "date_arithmetic"])
    _neg("""How do I convert a FIT timestamp like 1141234567 into a normal date? I know the FIT epoch is not
1970, but I forget which day it starts.""", "asked:fit-epoch", ["asked", "fit_epoch_question"])
    _neg("""The gym charged me twice. Their app showed "Request ID: 9c1d4e2a-5b7f-4a63-8e90-1f2a3b4c5d6e" on the
second payment. Write a short complaint that quotes it so they can find the transaction.""",
         "asked:request-id-complaint", ["asked", "request_id_in_question"])
    _neg("""What's inside this token from my coaching app? Is it expired as of 1 April 2026?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhdGgtNDQxOCIsImlhdCI6MTc3MjUwMDAwMCwiZXhwIjoxNzcyNTAzNjAwfQ.Zk3m9Qp2LrT8wX1vB4nY7cE0hJ6sD5aG2uK9iO3pL1s""",
         "asked:jwt-decode", ["asked", "jwt"])
    _neg("""You are Coach Rae, a running coach. Build plans in weeks, with one rest day per week.

User: I can run 5 km now. How do I get to 10 km without getting injured?
Coach Rae:""", "control:running-coach", ["control", "plain"])
    _neg("""You are the assistant of a community climbing wall. Answer questions about opening times and
courses.

Visitor: Do you run beginner courses for adults?
Assistant:""", "control:climbing-wall", ["control", "plain"])


# --- placements of the pasted blocks -----------------------------------------------------------------------------

PLACEMENTS = [
    "after",
    "before",
    "after_noblank",
    "across_blanks",
    "wrapped_pointer",
    "quoted",
    "fence",
    "earlier_turn",
    "forwarded",
    "system_user",
    "before_colon",
    "both_sides",
]
SYSTEM_CLUB = (
    "You are Kit, the assistant of a sports and outdoors app. Read what the user shares carefully and answer "
    "from it; say when something is missing."
)


def _place(placement: str, block: str, ask: str, intro: str, own: str) -> str:
    if placement == "own_language":
        return f"{block}\n\n{own}"
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "across_blanks":
        return f"{intro}, pasted as it is.\n\n\n{block}\n\n\n{ask}"
    if placement == "wrapped_pointer":
        return f"{intro} is below, copied exactly as I got it. Could you\nhave a look? {ask}\n\n{block}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (
            f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know?\n"
            f"User: {ask}\nAssistant:"
        )
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_CLUB}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "before_colon":
        return f"{ask} {intro}:\n{block}"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nAlso, is anything in there out of the ordinary?"


def _negatives_pasted() -> None:
    k = 0
    for item in BLOCKS:
        source, tags, block, ask, intro = item[:5]
        own = item[5] if len(item) > 5 else ""
        if own:
            placement = "own_language"
        else:
            placement = PLACEMENTS[k % len(PLACEMENTS)]
            k += 1
        text = _place(placement, str(block), str(ask), str(intro), str(own))
        NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- generated families: one field (or a time and an id) at one position of a body -------------------------------

# (name, system prompt, user message, cue line or "" to end with the user's message, language)
BODIES: list[tuple[str, str, str, str, str]] = [
    ("yoga-studio", "You are the assistant of Lumen Yoga (Leeds). Help with class passes and the timetable.",
     "Do unused class passes roll over to next month?", "Assistant:", "en"),
    ("gym-chain", "You are the member assistant of Forge Fitness. Answer about memberships, freezes and guest passes.",
     "Can I bring a friend on a guest pass at the weekend?", "Assistant:", "en"),
    ("pt-app", "You are the in-app helper of a personal training app. Explain the programme, never diagnose.",
     "Why does my programme have a deload week already?", "Coach:", "en"),
    ("run-coach", "You are a running coach assistant. Adjust training when the runner reports fatigue.",
     "I slept badly, should I still do the tempo run?", "Coach:", "en"),
    ("cycling-platform", "You explain ride metrics on a cycling training platform in plain words.",
     "What does intensity factor mean?", "Assistant:", "en"),
    ("rugby-club", "You answer parents' questions for a community rugby club's junior section.",
     "Do the U10s train in the half-term holiday?", "Assistant:", "en"),
    ("race-organiser", "You answer runners' questions for a trail race organiser. Be exact about rules.",
     "Are headphones allowed on the 25 km?", "Answer:", "en"),
    ("ski-school", "You book ski and snowboard lessons at a ski school. Ask for age and level first.",
     "My daughter is 9 and has skied one week before. Group or private?", "Assistant:", "en"),
    ("dive-centre", "You answer questions for a dive centre. Never plan dives beyond the diver's certification.",
     "Can I join the wreck dive with an Open Water card?", "Assistant:", "en"),
    ("golf-club", "You answer members' questions at a golf club: competitions, tee etiquette, handicaps.",
     "Can I put a card in for handicap on a Sunday social round?", "Assistant:", "en"),
    ("sailing-club", "You help members of a sailing club with boat hire, training and race entry.",
     "Is there a beginners' racing evening this summer?", "Assistant:", "en"),
    ("climbing-gym", "You are the assistant of a climbing gym. Answer about belay checks, courses and passes.",
     "How long is the intro to lead course?", "Assistant:", "en"),
    ("nynorsk-hut", "You answer for a mountain hut association. Reply in Nynorsk.",
     "Kor tidleg må vi bestille seng til påska?", "", "nynorsk"),
    ("finland-swedish-club", "You answer for a sailing club in Helsingfors. Reply in Swedish as used in Finland.",
     "Får man ta med gäster på tisdagsseglingen?", "", "fi_swedish"),
    ("azorean-dive", "You answer for a dive centre on Pico. Reply in Portuguese.",
     "Há mergulho com raias amanhã cedo, ou o mar não deixa?", "", "azorean"),
    ("trentino-climb", "You answer for a climbing guide office in Arco. Reply in Italian.",
     "Se pol nar a far la ferrata col cagnòt?", "", "trentino"),
    ("brabantian-cycling", "You answer for a cycling club near Tilburg. Reply in Dutch.",
     "Mag ik as nieuw lid ok mee mi de A-groep?", "", "brabantian"),
    ("chakavian-sail", "You answer for a sailing club on Cres. Reply in Croatian.",
     "Ča se more unajmit laser i bez licence?", "", "chakavian"),
    ("kansai-gym", "You answer for a gym in Kobe. Reply in Japanese.",
     "休会って、何ヶ月までできるん?", "", "kansai"),
    ("cretan-hike", "You answer for a hiking club in Heraklion. Reply in Greek.",
     "Ίντα ώρα φεύγει το πούλμαν για τον Ψηλορείτη την Κυριακή;", "", "cretan"),
]

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "nynorsk": ("No", nynorsk, "Oslo"),
    "fi_swedish": ("Nu", fi_swedish, "Helsinki"),
    "azorean": ("Agora", azorean, "Azores"),
    "trentino": ("Adès", trentino, "Oslo"),
    "brabantian": ("Nou", brabantian, "Oslo"),
    "chakavian": ("Sad je", chakavian, "Oslo"),
    "kansai": ("現在", kansai, "Tokyo"),
    "cretan": ("Ώρα τώρα", cretan, "Athens"),
}

# (cue, family, label, key, value) -- the value drawn from a moment and the generator
FIELDS: list[tuple[str, str, str, str, Callable[[Gen27, datetime], str]]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "iso_space", "Current time", "current_time", lambda g, t: iso_space(t)),
    ("datetime", "py_logging", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "py_iso", "now", "now", lambda g, t: py_iso(t)),
    ("datetime", "py_str", "Context built", "context_built", lambda g, t: py_str(t)),
    ("datetime", "go_nano", "Generated", "generated", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_o", "RequestTimestamp", "requestTimestamp", lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t)),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
    ("datetime", "sk_now", "Now", "now", lambda g, t: sk_now(t)),
    ("datetime", "dmy_hm", "Desk time", "desk_time", lambda g, t: dmy_hm(t) + " " + tz_tail(t)),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t: us_medium(t)),
    ("datetime", "compact", "ts", "ts", lambda g, t: compact(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "hm", "Time now", "time_now", lambda g, t: hm(t) + " " + tz_tail(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("epoch", "fit_now", "FIT now", "fit_now", lambda g, t: str(fit_now(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "uuid7", "X-Request-Id", "x_request_id", lambda g, t: g.uuid7(t)),
    ("request_id", "hex32", "Correlation ID", "correlation_id", lambda g, t: g.hex(32)),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event-Id", "event_id", lambda g, t: g.ksuid(t)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "objectid", "conversationId", "conversationId", lambda g, t: g.objectid(t)),
    ("session_id", "prefixed", "Chat session", "chat_session", lambda g, t: g.prefixed("cs_", 24)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("nonce", "canary", "Canary", "canary", lambda g, t: g.upper_hex(20)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "mbr-" + g.digits(5))),
]

POSITIONS = [
    "head",
    "system_tail",
    "header_block",
    "last_user",
    "footer",
    "front_matter",
    "json_member",
    "xml_attr",
    "bracket_kv",
    "paren_user",
    "html_comment",
    "md_bullet",
]
PAIR_POSITIONS = {"header_block", "front_matter", "json_member", "footer", "last_user"}
STABLE = [
    ("App", "app", "sportsdesk"),
    ("Locale", "locale", "en-GB"),
    ("Channel", "channel", "web"),
    ("Plan", "plan", "standard"),
    ("Region", "region", "eu-north-1"),
    ("Model", "model", "gpt-4o-mini"),
    ("Build", "build", "7.12.0"),
    ("Venue", "venue", "main-site"),
]
GENERATED_POS = 51
GENERATED_NEG = 27


def _moment(g: Gen27, lang: str) -> datetime:
    zone = LOCAL_NOW[lang][2] if lang in LOCAL_NOW else g.pick(
        ["UTC", "London", "Oslo", "Toronto", "Denver", "Vancouver", "Sydney", "Auckland", "Cape Town", "Kolkata"])
    return g.at(zone)


TIME_KEYS = {f[3] for f in FIELDS if f[0] in ("datetime", "date", "time", "epoch")}


def _render(position: str, label: str, key: str, value: str, numeric: bool) -> str:
    """A field as it sits at `position` (the text of the span)."""
    if position in ("front_matter",):
        return f'{key}: "{value}"' if (":" in value or " " in value) and not numeric else f"{key}: {value}"
    if position == "json_member":
        return f'"{key}": {value},' if numeric else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "bracket_kv":
        return f"{key}={value}"
    if position == "paren_user":
        return f"(sent {value})" if key in TIME_KEYS else f"({label.lower()} {value})"
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    return f"{label}: {value}"


def _compose(position: str, body: tuple[str, str, str, str, str], fields: list[str],
             stable: list[tuple[str, str, str]]) -> str:
    """One prompt: the body with `fields` (already rendered, perhaps marked) at `position`."""
    _, system, question, cue, _ = body
    end = f"\n{cue}" if cue else ""
    user = f"User: {question}"
    s0, s1 = stable[0], stable[1]
    if position == "head":
        return "\n".join(fields) + f"\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(fields) + f"\n\n{user}{end}"
    if position == "header_block":
        lines = [f"{s0[0]}: {s0[2]}", *fields, f"{s1[0]}: {s1[2]}"]
        return "\n".join(lines) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n" + "\n".join(fields) + end
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\nsportsdesk assistant 7.12.0\n" + "\n".join(fields) + end
    if position == "front_matter":
        lines = ["---", f"{s0[1]}: {s0[2]}", *fields, "---"]
        return "\n".join(lines) + f"\n{system}\n\n{user}{end}"
    if position == "json_member":
        lines = ["{", *("  " + f for f in fields), f'  "{s0[1]}": "{s0[2]}"', "}"]
        return "\n".join(lines) + f"\n{system}\n\n{user}{end}"
    if position == "xml_attr":
        return f'<context {" ".join(fields)} {s0[1]}="{s0[2]}"/>\n{system}\n\n{user}{end}'
    if position == "bracket_kv":
        return f"{system}\n[ctx {s0[1]}={s0[2]} {' '.join(fields)} {s1[1]}={s1[2]}]\n\n{user}{end}"
    if position == "paren_user":
        return f"{system}\n\n{user} {' '.join(fields)}{end}"
    if position == "html_comment":
        return "\n".join(fields) + f"\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    lines = ["# Context", f"- **{s0[0]}:** {s0[2]}", *fields, f"- **{s1[0]}:** {s1[2]}"]
    return "\n".join(lines) + f"\n\n{system}\n\n{user}{end}"


def _fits(position: str, family: str, value: str) -> bool:
    if position == "bracket_kv" and " " in value:
        return False
    if position == "paren_user" and family in ("jwt", "traceparent", "amzn_trace"):
        return False
    return True


def generated_positives(g: Gen27) -> list[Draft]:
    """One field (a time and an id in some pair positions) at one of twelve positions of a body."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    ids = [f for f in FIELDS if f[0] in ("request_id", "session_id", "trace_id")]
    out: list[Draft] = []
    k = 0
    while len(out) < GENERATED_POS:
        body = bodies[len(out) % len(bodies)]
        position = POSITIONS[len(out) % len(POSITIONS)]
        lang = body[4]
        t = _moment(g, lang)
        stable = g.rng.sample(STABLE, 2)
        if lang in LOCAL_NOW and position in ("head", "system_tail", "header_block", "last_user", "footer",
                                              "md_bullet", "html_comment") and len(out) % 3 != 2:
            label, fmt, _ = LOCAL_NOW[lang]
            marks = [v("datetime", _render(position, label, "now", fmt(t), False))]
            family = f"localized_{lang}"
        else:
            cue, family, label, key, make = fields[k % len(fields)]
            k += 1
            value = make(g, t)
            if not _fits(position, family, value):
                continue
            numeric = family.startswith("epoch") or family == "fit_now"
            marks = [v(cue, _render(position, label, key, value, numeric))]
            if position in PAIR_POSITIONS and len(out) % 3 != 1 and cue in ("datetime", "date", "epoch"):
                icue, ifamily, ilabel, ikey, imake = ids[len(out) % len(ids)]
                marks.append(v(icue, _render(position, ilabel, ikey, imake(g, t), False)))
                family += "+" + ifamily
        text = _compose(position, body, marks, stable)
        tags = ["generated", position, family] + (["two_fields"] if len(marks) == 2 else [])
        out.append(Draft(text, f"{SRC}gen:{body[0]}+{family}", tags))
    return out


ANY = ""
STABLE_VALUES: list[tuple[str, str, str, str]] = [
    ("API version", "api_version", "2025-09-01", ANY),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06", ANY),
    ("Prompt revision", "prompt_revision", "2026-01-20", ANY),
    ("Member since", "member_since", "2021-05-04", ANY),
    ("Time zone", "time_zone", "Europe/Oslo", "nynorsk-hut brabantian-cycling trentino-climb chakavian-sail"),
    ("Opening hours", "opening_hours", "06:00-22:00", "yoga-studio gym-chain kansai-gym climbing-gym"),
    ("Tenant", "tenant", "3f9a7c2e-1b4d-4e8f-9a6b-5c0d2e7f1a83", ANY),
    ("Financial year", "financial_year", "2026/27", ANY),
    ("App build", "app_build", "7.12.0 (2026.02.26)", ANY),
    ("Season", "season", "2025/26", "ski-school rugby-club golf-club nynorsk-hut"),
    ("Timetable valid from", "timetable_from", "2026-04-01", "yoga-studio gym-chain kansai-gym"),
    ("Firmware", "firmware", "21.14", "cycling-platform pt-app run-coach"),
    ("Race date", "race_date", "2026-05-23", "race-organiser run-coach"),
    ("Wave start", "wave_start", "09:12", "race-organiser"),
    ("Lifts open", "lifts_open", "08:30", "ski-school"),
    ("Hut season opens", "season_open", "2026-06-27", "nynorsk-hut"),
    ("Sailing instructions rev.", "si_rev", "2026-01", "sailing-club finland-swedish-club chakavian-sail"),
    ("Belay policy", "belay_policy", "v3 (2025-10-01)", "climbing-gym trentino-climb"),
    ("Handicap system", "handicap_system", "WHS 2024", "golf-club"),
    ("Affiliation", "affiliation", "NZF-22-0417", "rugby-club"),
    ("Club founded", "club_founded", "1894", "rugby-club golf-club sailing-club brabantian-cycling cretan-hike"),
    ("Waiver version", "waiver_version", "2025-11", "climbing-gym dive-centre azorean-dive"),
    ("Dive centre licence", "licence", "PADI S-20417", "dive-centre azorean-dive"),
    ("Coach licence", "coach_licence", "UKA-CiRF-44182", "pt-app run-coach"),
]
LOCAL_MEMBER_SINCE: dict[str, tuple[str, str]] = {
    "nynorsk": ("Medlem sidan", "4. mai 2021"),
    "fi_swedish": ("Medlem sedan", "4.5.2021"),
    "azorean": ("Sócio desde", "4 de maio de 2021"),
    "trentino": ("Socio dal", "4 maggio 2021"),
}


def generated_negatives(g: Gen27) -> list[Draft]:
    """The positives' bodies and positions with one stable value that looks like a date or an id."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    values = list(STABLE_VALUES)
    g.rng.shuffle(values)
    out: list[Draft] = []
    k = 0
    while len(out) < GENERATED_NEG:
        body = bodies[len(out) % len(bodies)]
        position = POSITIONS[(len(out) * 5) % len(POSITIONS)]
        lang = body[4]
        stable = g.rng.sample(STABLE, 2)
        if lang in LOCAL_MEMBER_SINCE and position not in ("bracket_kv", "xml_attr", "json_member", "paren_user"):
            label, value = LOCAL_MEMBER_SINCE[lang]
            key, family = "member_since", f"member_since_{lang}"
        else:
            label, key, value, domains = values[k % len(values)]
            k += 1
            if (position == "bracket_kv" and " " in value) or (domains and body[0] not in domains.split()):
                continue
            family = key
        line = _render(position, label, key, value, False)
        out.append(Draft(_compose(position, body, [line], stable), f"{SRC}gen-neg:{body[0]}+{family}",
                         ["generated", "hard_negative", "lookalike", position, family]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen27(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold27", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
