"""Build `prompt_normalizer/corpus/holdout44.jsonl`, a forty-fourth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout44.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout42.py` only the module docstrings were read (the
text from the top of each file to the end of its opening string), to keep clear of the sources,
scenarios and languages they used and to apply their clarifications of the rules, and of
`make_holdout24.py` also its import block (with the constants right under it) and its last 150
lines (`build`, `main` and the placement of its pasted negatives) for the structure of a generator.
(A listing of `tests/normalizer/`, a count of the files in `prompt_normalizer/corpus/` with a check
that neither this file nor `holdout44.jsonl` existed yet, and a grep of `pyproject.toml` for ruff's
line length showed names and numbers only; the lint is `ruff check` with the project's settings.)

The domain is gambling, lotteries and gaming venues. The earlier docstrings name neighbours of it:
sports betting, fantasy sports and esports caster feeds with bet slips, odds tables and match JSON as
content (make_holdout7), a casino with a host's session, TITO vouchers, win/loss statements and a kiosk
(make_holdout13), game servers, guild bots and console helpers (make_holdout6) and Minecraft, Steam and
speedrun desks (make_holdout11). The scenarios here were written around them: no casino host, no
voucher or win/loss statement, no casino kiosk, no caster feed and no game-server helpdesk; the bet
slips are the customer's or the support desk's. The sources are:

* online sportsbooks' customer support: a UK live chat with a conversation id and start, a cash-out
  dispute over a bet record fetched "at" a time for the request, a void tennis bet (Spanish "now" label),
  a ticket delivery envelope (pretty JSON `id` and `delivered_at`; the ticket with its `created_at`
  stays), HTTP request headers with traceparent and `X-Request-ID` above a Rule 4 question, a
  proof-of-address upload line under an OCR'd bill (`[upload id=... received=... source=...]`), a free
  bet question in ChatML (stamp on its own line in the system turn), acca insurance in Llama 3 (`Today
  Date` moves, `Cutting Knowledge Date` stays), an Australian withdrawal with a `(sent ...)` stamp, a
  German cross-operator deposit limit (German "now" label), a Brazilian Pix deposit over WhatsApp
  (`id` and `timestamp` of the current message), a reply footer with a ctime build line, a racecard
  question with an ISO basic request time after the user's line, a poker client behind a session JWT;
* sportsbook trading desks: a liability snapshot "as of" a time, an in-play suspension as a Slack
  event (`event_id`, `event_time`), a feed-lag logfmt tail (`ts=`, `req=`), odds compiler front matter,
  a max-stake review with a risk profile pulled "at" a time with its fetch id, a Teams activity, a
  Malta desk clock in Go's `time.Now().String()`, bonus-abuse review behind B3 headers, an in-play
  tennis snapshot (XML attribute and element), tote pool totals polled "at" a time, a moved fixture
  (Swedish "now" label), an abandoned match (Italian "now" label), an esports market movement captured
  "at" a time;
* casino floors and loyalty programmes: a slot technician's handheld clock above the event log he
  pastes, a tier-points chat with markdown table rows, a comp eligibility check's id and time inside a
  sentence, a handpay queue "as of" a time, a card-in event relayed with a `[received ...]` prefix, a
  pit podium's 12-hour time alone, a tier year question in ChatML (KSUID session), a cage workstation
  time, expired points (Dutch "now" label), a surveillance desk's single-line JSON (`req`, `now_ms`), a
  tier change as a CloudEvent, a promotions e-mail behind an HTML-comment canary, a pachinko hall
  (Japanese "now" label with a full-width colon);
* lottery retailers and draw operators: a retailer terminal's dotted clock, a draw log fetched "at" an
  RFC 1123 time, a late prize claim (claim check id and time inside a sentence), scratchcard pack
  settlement behind a portal cookie (session pair last) and a request id, Lotto results (Italian
  "today" label), a prize centre's video ID check (verification id and opening), a backup RNG question
  under a `KEY=value` block (`NOW_NS`) above a pasted certification log, a retailer's SMS with a
  `Received:` line, a syndicate split (pretty JSON request id and client time), a missing Eurojackpot
  line (Finnish "now" label), a jackpot announcement with a "Today is ..." sentence, a commission
  statement date filled in as today, a draw studio clock in compact form;
* bingo halls and arcades: a caller console's time alone, a bingo chat line with a `[sent ...]` stamp,
  a redemption counter's US medium time, a claw machine fault relay (`relay_id`, `received_at`; the
  alarm's `event_time` stays), a Danish arcade (Danish "now" label), a Discord interaction id next to
  stable guild and channel ids, a category C machine question behind `X-Amzn-Trace-Id`, a bingo
  checkout's `Idempotency-Key` and `Request-Id` next to a stable `Stripe-Version`, party room
  availability "as of" a time, a charity night script date filled in as today, a game card top-up (two
  XML attributes), a bonus wagering question with JavaScript's `toString()` device time;
* esports tournament operations: an admin console id and opening, a match server log fetched "at" a
  time with its fetch id, an anti-cheat review ticket, a referee Discord message id, a collegiate
  eligibility run's id and start inside a sentence, a failed prize payout delivered as Standard Webhooks
  (the payout's `created_at` stays), a run of show behind `X-Cloud-Trace-Context`, a scrim planner's
  current ISO week, a LAN check-in desk time, a `get_current_time` tool result line, a seeding run
  (pretty JSON ULID and `computed_at`);
* responsible gambling and affordability checks: credit reference data retrieved "at" a time with its
  lookup id, a deposit limit increase with its request time and the cooling-off end computed from it, a
  self-exclusion letter date filled in as today, a reality-check pop-up (play session id and start), a
  markers-of-harm scoring run inside a sentence, a self-exclusion request (Polish "now" label), a
  register check's HTTP `Date` and trace id, interaction note bullets, a ChatML user turn with a
  `Sent:` line, a time-out confirmation in a Mistral `[INST]` prompt (request time sentence), a
  helpline call's Call-ID and answer time, a deposit trend "as of" a time with its snapshot id;
* gaming regulators' compliance teams: a quarterly return's submission date filled in as today with its
  job id, a certificate register queried "at" a time with its query id, an AML alert delivery (the
  alert's `event_time` stays), an advertising complaint under a mailbox poll stamp (the e-mail's own
  `Date` stays), licence condition questions behind traceparent and tracestate, a premises application
  logged with Python logging, an inspector's tablet time (.NET round trip), an incident notification
  draft's id and time inside a sentence, a self-excluded player (French "now" label), a deposit limit
  check (Greek "now" label), a reporting API question behind `X-Request-Start` in us, PEP screening
  (nested YAML id and `requested_at`), an advert review with Log4j `requestedAt`, an edge line's
  bracketed Apache time.

The hard negatives are pasted material from the same worlds -- bet receipts, a cash-out history, a
transaction export that opens with `Timestamp,`, a self-exclusion letter, a KYC e-mail with its own
`Date:` and `Message-ID:`, draw results, a draw room log with `[2026-...]` prefixes, a lottery ticket,
a scratchcard settlement, a slot machine event log, a handpay slip, a points history, bingo and
redemption receipts, a qualifier schedule, a CS2 server log, an anti-cheat record that opens with
`"id"` and `"created_at"`, a payout webhook delivery pasted to debug its timestamp, a complaint
e-mail, an affordability letter, a limit notification screen, licence conditions, an RNG certificate
with SHA-1 digests, an AML alert export, an integrity alert, a poker hand history, odds feed JSON lines
that open with `"timestamp"`, a bet error dialog with its own `Request ID:` and `Time:`, a liability
report, a racecard, tote dividends, a group chat export with `[DD/MM/YYYY, HH:MM:SS]` prefixes, a
multiple transaction log, a table fill slip, pachinko machine data (Japanese), an OASIS self-exclusion
letter (German), a Christmas lottery ticket (Spanish), a bet receipt (Italian), a Spelpaus confirmation
(Swedish) and a withdrawal status page -- and hand-written look-alikes: a licence number, API version,
knowledge cutoff and dated prompt version in a header block, a template's review date in a footer,
member-since and tier validity in a markdown table, draw and sales-closing times in a system prompt, a
Llama 3 header with only its knowledge cutoff, an offer's validity in a ChatML system turn, a
customer's own limit settings, a terminal's firmware date in `KEY=value` lines, a certificate and its
approval date in XML attributes, an API version and time zone in single-line JSON, an article's review
date in front matter, a template review in an HTML comment; and a bet id and time, feed epochs, a
user-typed clock, relative times, few-shot bet slips, an unrendered template, odds arithmetic with
kick-off times, two build digests, a traceparent from logs, a pasted JWT with its claims, league ISO
weeks and a ticket number typed on the user's own line, all asked about by the user.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and offsets from -05:00 to +11:00, RFC 1123, RFC
2822, ctime, GNU `date`, Apache `time_local`, Python `str()`, `isoformat()` and logging, Log4j ISO
8601, Go RFC3339Nano and `time.Now().String()`, .NET round-trip and Semantic Kernel's long rendering,
JavaScript `toISOString()` and `toString()`, Windows general, US medium, Postgres `now()` text, Llama
3.1's `Today Date`, English long dates (US and UK), ISO dates, ISO week dates and a year-week, ISO
basic, compact `YYYYMMDDHHMMSS`, day-first slashed and dotted date-times, `D Mon YYYY HH:MM`, a 12-hour
time alone, a 24-hour time alone, a time with its zone, epochs in s, ms, us and ns, and the current
date and time written in Spanish, German, Swedish, Italian, Dutch, Danish, Finnish, Polish, French,
Greek and Japanese. Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId, traceparent and tracestate, B3, X-Amzn-Trace-Id, X-Cloud-Trace-Context, CF-Ray,
long hex, base62, base64url and base64 tokens, JWTs, a Slack event id, a Teams activity id, Discord
snowflakes, a WhatsApp message id, a SIP Call-ID, Standard Webhooks ids and signatures, a CloudEvents
id, a canary and vendor-prefixed ids (`conv_`, `dlv_`, `up_`, `msg_`, `rq_`, `fx_`, `ec_`, `cc_`,
`vs_`, `as_`, `lf_`, `rt_`, `er_`, `tp_`, `rly_`, `lk_`, `sr_`, `ps_`, `snap_`, `rj_`, `q_`, `nd_`,
`scr_`, `poll-`, `req_`). Positions: header blocks (`Label: value`, HTTP request headers, B3 and trace
headers, webhook headers), head and tail of the prompt, the tail of a system prompt (also a ChatML
system turn with the stamp on its own line and a Llama 3 system header), a stamp on its own line in a
ChatML user turn, a sentence inside a Mistral `[INST]` prompt, YAML front matter and nested YAML,
pretty-printed JSON members (also in a Slack event, a Teams activity, a relay, a delivery envelope and
a CloudEvent), single-line JSON members, XML attributes and an XML element, `key=value` pairs (a
bracketed context line, an upload line, a logfmt line, a cookie's last pair), `KEY=value` lines,
markdown table rows and bullets, HTML comments, templated sentences, a tool result line, phrases with
their preposition ("at ...", "as of ..."), parenthesised fetch, lookup, query and snapshot ids, ids
inside sentences, `[sent ...]` and `(sent ...)` stamps, a `[received ...]` prefix, an edge line's
bracketed time, footers after a `--` line, metadata lines after the last user message, and program
lines right above or below pasted, fetched or uploaded material.

Prompts are in English (British, Irish, US and Australian settings) and in Spanish, German, Brazilian
Portuguese, Swedish, Italian, Dutch, Japanese, Finnish, Danish, Polish, French and Greek, with pasted
material in Japanese, German, Spanish, Italian and Swedish asked about in its language, and questions in
Spanish, Dutch, German, Italian and Portuguese appended to some English blocks. Prompts in those
languages end with the user's message or with the metadata after it.

What it is: 303 prompts. 143 carry volatile fields (194 spans): 102 hand-written positives (148
spans; 44 with two fields and one with three) and 41 generated ones (46 spans; 5 with two fields).
160 carry none: 26 hand-written negatives that are not pasted (24 hard negatives, listed above, and two
plain controls), 120 hard negatives built from 40 pasted blocks, each placed three times, at
placements k, k+4 and k+8 of twelve arrangements (question after the block, before it, a one-line
introduction that runs straight into the block's first line, question typed under the block with no
blank line, quoted with "> " below an introduction, in a code fence under the question, in an earlier
user turn of a chat, in a user turn under a system prompt, a question before and a follow-up after,
under a "Forwarded message" line, with a question in another language appended, and in a ChatML user
turn), and 14 generated hard negatives. The generated positive family puts one field, or a time and
an id (five cases: a header block, YAML front matter, a pretty JSON object, a footer and after the
last user message), at one of twelve positions (head, system tail, header block with stable
neighbours, after the last user message and footer after `--` four times each; YAML front matter,
pretty JSON member never last in its object, XML attribute followed by a stable attribute, `key=value`
in a bracketed context line followed by a stable pair, parenthesised value on the user's message, HTML
comment and markdown bullet three times each) of 16 bodies (10 English, 6 in Swedish, Italian,
Spanish, German, Dutch and Brazilian Portuguese, which end with the user's message or the metadata
after it), drawn from 38 formats and labels (37 used) or, in 4 cases, the current date or time
labelled and written in the body's language. The generated negative family puts one stable look-alike
(API version, knowledge cutoff, prompt revision, app build with its date, licence number, tenant
uuid, CalVer build, time zone, season, terminal, member-since date, certificate number, opening hours,
guild id) at the same positions of the same bodies. The output is deterministic (seeded); once written
and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout42.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work logins, per-message and per-item stamps,
device clocks, holds and expiries computed from now, "today" written into an artefact, bracketed and
inline spans, ASCII cue lines, localized "now" labels). Clarifications made here:

* Gambling records are content: bet ids, placed, settled and cash-out times, odds, stakes and returns,
  ticket serials and draw dates, draw numbers and draw room logs, pack activation and settlement
  dates, handpay and fill slips, multiple transaction logs, points histories, receipts, match
  schedules, server logs, detection records, poker hand numbers and times, certificate numbers and
  issue dates, exclusion periods and their end dates, licence conditions and their effective dates,
  alert ids and creation times, and the ids, timestamps and signatures of a delivery pasted to debug
  stay, also next to a program's stamp and also when the program fetched them for this request; only
  the stamp ("Liability snapshot as of <time> for this request:", "Bet record fetched from the bet
  history service at <time> for this request:") and the ids minted for the fetch, lookup, query, poll
  or snapshot move.
* Per-login and per-conversation values move like rule 1's conversation ids: a live chat, a
  handheld, a pit podium, a terminal, a retailer portal cookie's session pair, an admin console, a
  verification call, a play session and its start, an interaction, a helpline call's Call-ID with its
  answer time. Members, cards, accounts, retailers, terminals, assets, banks, tables, pits, halls,
  guilds and channels, tenants, customers (`cus_`), licences and seasons stay.
* Device and floor clocks read for this request are the current time in any form: a slot
  technician's handheld, a pit podium's 12-hour time, a cage workstation, a retailer terminal, a draw
  studio clock, a caller console, a counter tablet, a check-in desk, an inspector's tablet, a trading
  desk clock, a `get_current_time` tool result. Times a user or an observer types ("at about 22:48"),
  scheduled draw, off and kick-off times, sales-closing times and opening hours stay.
* Runs, checks and drafts move with their start or finish: an eligibility check, a claim check, a
  scoring run, an eligibility run, a pricing run, a seeding run, a notification draft; a statement,
  letter, script or submission date that the tool fills in as today moves. A cooling-off end computed
  from this request moves with it; an exclusion's end date printed in a letter and an elapsed
  duration stay.
* Envelope vs payload: a ticket delivery's `id` and `delivered_at`, a Slack event's `event_id` and
  `event_time`, a Teams activity's `id` and `timestamp`, a CloudEvent's `id` and `time`, a relay's
  `relay_id` and `received_at`, an AML delivery's `delivery_id` and `delivered_at`, Standard Webhooks
  headers and the id and timestamp of the current WhatsApp message move; the ticket with its
  `created_at`, the tier change with its effective date, the alarm's and the alert's `event_time`
  and the payout with its `created_at` stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Handpay queue as of <time> for this request:" leaves "Handpay queue for this request:";
  "Eligibility check <id> ran at <time> on pit podium P-4." leaves "Eligibility check ran on pit
  podium P-4."); a parenthesised id is cut with its parentheses and sits before "for this request:";
  XML attributes and `key=value` pairs are followed by a stable neighbour, except a cookie's session
  pair, its last; single-line JSON members are cut with the comma after them, and volatile members of
  pretty-printed JSON are never the last member of their object; a markdown row or bullet, an HTML
  comment holding one field, an XML element, a nested YAML member, a `KEY=value` line, a tool result
  line and a stamp on its own line in a ChatML turn are whole-line spans; footers hold one field per
  line; a `[received ...]` prefix is cut from the front of its line and a `(sent ...)` or `[sent ...]`
  stamp from the end of the user's line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as rule
  4 gives it.
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
    DAYS,
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

SEED = 20440321
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout44.jsonl"
SRC = "holdout44:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
CET = timezone(timedelta(hours=1), "CET")
CEST = timezone(timedelta(hours=2), "CEST")
EET = timezone(timedelta(hours=2), "EET")
EEST = timezone(timedelta(hours=3), "EEST")
EST = timezone(timedelta(hours=-5), "EST")
EDT = timezone(timedelta(hours=-4), "EDT")
PST = timezone(timedelta(hours=-8), "PST")
PDT = timezone(timedelta(hours=-7), "PDT")
AEST = timezone(timedelta(hours=10), "AEST")
AEDT = timezone(timedelta(hours=11), "AEDT")
BRT = timezone(timedelta(hours=-3), "BRT")
JST = timezone(timedelta(hours=9), "JST")
PHT = timezone(timedelta(hours=8), "PHT")


def in_zone(t: datetime, zone: str) -> datetime:
    """`t` in one of the zones used here, with summer time by month (north: April to October)."""
    north = 4 <= t.month <= 10
    south = t.month >= 10 or t.month <= 3
    table: dict[str, timezone] = {
        "UTC": UTC,
        "UK": BST if north else GMT,
        "CE": CEST if north else CET,
        "EE": EEST if north else EET,
        "USE": EDT if north else EST,
        "USP": PDT if north else PST,
        "AU": AEDT if south else AEST,
        "BR": BRT,
        "JP": JST,
        "PH": PHT,
    }
    return t.astimezone(table[zone])


class Gen44(Gen):
    """`make_holdout.Gen` with zoned moments and a few more identifier shapes."""

    def at(self, zone: str = "UTC") -> datetime:
        return in_zone(self.moment(), zone)

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()

    def pre(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)


# --- value formats not in make_holdout -----------------------------------------------------------------


def hms_zone(t: datetime) -> str:
    return f"{t:%H:%M:%S} {t.tzname()}"


def hm_zone(t: datetime) -> str:
    return f"{t:%H:%M} {t.tzname()}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy_slash(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def dd_mon(t: datetime) -> str:
    return f"{t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def uk_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def us_medium(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {'PM' if t.hour >= 12 else 'AM'}"


def twelve(t: datetime) -> str:
    h = t.hour % 12 or 12
    return f"{h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%S}Z"


def pg_tz(t: datetime) -> str:
    """Postgres `now()` as text in a session whose TimeZone is UTC."""
    return f"{t.astimezone(UTC):%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}+00"


def year_week(t: datetime) -> str:
    year, week, _ = t.isocalendar()
    return f"{year}-W{week:02d}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


DE_DAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
NL_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
NL_MONTHS = ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september",
             "oktober", "november", "december"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]
DA_DAYS = ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"]
DA_MONTHS = ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober",
             "november", "december"]
FI_DAYS = ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"]
ES_DAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"]
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
             "noviembre", "diciembre"]
IT_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"]
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre",
             "ottobre", "novembre", "dicembre"]
FR_DAYS = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"]
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre"]
PT_DAYS = ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"]
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro",
             "outubro", "novembro", "dezembro"]
PL_DAYS = ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"]
PL_MONTHS = ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września",
             "października", "listopada", "grudnia"]
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου",
             "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"]
JA_DAYS = "月火水木金土日"


def de_now(t: datetime) -> str:
    return f"{DE_DAYS[t.weekday()]}, {t.day}. {DE_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def de_date(t: datetime) -> str:
    return f"{t.day}. {DE_MONTHS[t.month - 1]} {t.year}"


def nl_now(t: datetime) -> str:
    return f"{NL_DAYS[t.weekday()]} {t.day} {NL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def nl_date(t: datetime) -> str:
    return f"{t.day} {NL_MONTHS[t.month - 1]} {t.year}"


def sv_now(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def da_now(t: datetime) -> str:
    return f"{DA_DAYS[t.weekday()]} den {t.day}. {DA_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def fi_now(t: datetime) -> str:
    return f"{FI_DAYS[t.weekday()]} {t.day}.{t.month}.{t.year} klo {t.hour}.{t:%M}"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_date(t: datetime) -> str:
    return f"{t.day} de {ES_MONTHS[t.month - 1]} de {t.year}"


def it_now(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t:%H:%M}"


def it_date(t: datetime) -> str:
    return f"{IT_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def pt_now(t: datetime) -> str:
    return f"{PT_DAYS[t.weekday()]}, {t.day} de {PT_MONTHS[t.month - 1]} de {t.year} às {t:%H:%M}"


def pl_now(t: datetime) -> str:
    return f"{PL_DAYS[t.weekday()]}, {t.day} {PL_MONTHS[t.month - 1]} {t.year}, godz. {t:%H:%M}"


def el_now(t: datetime) -> str:
    return f"{EL_DAYS[t.weekday()]} {t.day} {EL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def ja_now(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日({JA_DAYS[t.weekday()]}) {t.hour}時{t:%M}分"


def month_before(t: datetime, n: int = 1) -> tuple[int, int]:
    """(year, month) `n` months before the month of `t`."""
    index = t.year * 12 + t.month - 1 - n
    return index // 12, index % 12 + 1


def next_weekday(t: datetime, weekday: int) -> datetime:
    """The first day after `t` that falls on `weekday` (0 = Monday)."""
    return t + timedelta(days=(weekday - t.weekday() - 1) % 7 + 1)


# --- positives ----------------------------------------------------------------------------------------------

POS: list[Callable[[Gen44], Draft]] = []


def pos(fn: Callable[[Gen44], Draft]) -> Callable[[Gen44], Draft]:
    POS.append(fn)
    return fn


def P(group: str, name: str, tags: list[str], text: str) -> Draft:
    return Draft(text, f"{SRC}pos:{group}:{name}", tags)


# --- A. online sportsbooks: customer support -----------------------------------------------------------------


@pos
def _live_chat_header(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "live-chat-cash-out", ["header_block", "session_id", "rfc3339"], f"""\
You are Scout, the live chat helper for Northgate Bet (UK). Answer questions about bets, cash out and
payments in plain English. Never promise a refund; hand over to the trading team when a settlement is
disputed.

Brand: Northgate Bet
Jurisdiction: GB (UKGC)
Currency: GBP
{v('session_id', 'Conversation: conv_' + g.b62(20))}
{v('datetime', 'Chat started: ' + rfc3339(t))}
Customer tier: Standard

Customer: Why is cash out greyed out on my treble? Two legs have already won.
Scout:""")


@pos
def _bet_record_fetched(g: Gen44) -> Draft:
    t = g.at("UK")
    placed = t - timedelta(days=2, hours=3, minutes=g.small(5, 50))
    offer = placed + timedelta(hours=25, minutes=24)
    return P("sportsbook-support", "cash-out-dispute", ["fetched_record", "phrase_at", "iso_space"], f"""\
You help the Northgate Bet support team explain cash-out decisions. Use only the bet record below.

Bet record fetched from the bet history service {v('datetime', 'at ' + iso_space(t) + ' ' + t.tzname())} for this \
request:
Bet ID: O/7731904/0004417
Placed: {placed:%d/%m/%Y %H:%M:%S}
Selections: Arsenal to win (2.10), Over 2.5 goals Leeds v Hull (1.80)
Stake: £10.00   Potential return: £37.80
Cash out offered: {offer:%d/%m/%Y %H:%M:%S} for £21.15 (declined)
Status: Lost (leg 2)

Customer: I was offered £21 and the app froze when I pressed it. Why wasn't it accepted?
Assistant:""")


@pos
def _spanish_void_bet(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("sportsbook-support", "void-bet-es", ["non_english", "localized_now"], f"""\
Eres Lúa, la asistente de atención al cliente de Apuestas Faro (licencia DGOJ). Responde en español, con
frases cortas, y no des consejos de apuesta.
{v('datetime', 'Fecha y hora actual: ' + es_now(t))}
Saldo mostrado en: EUR

Cliente: Me anularon una apuesta al tenis porque el jugador se retiró en el segundo set. ¿Me devuelven el
dinero o cuenta como perdida?""")


@pos
def _ticket_delivery_envelope(g: Gen44) -> Draft:
    t = g.at("UTC")
    created = t - timedelta(minutes=g.small(2, 9), seconds=g.small(0, 60))
    return P("sportsbook-support", "ticket-envelope", ["json_pretty", "envelope", "request_id", "rfc3339"], f"""\
A support ticket was delivered to the triage bot. Summarise the customer's problem in one line and pick a
queue: payments, settlement, account, other.

{{
  "delivery": {{
    {v('request_id', '"id": "dlv_' + g.b62(22) + '",')}
    {v('datetime', '"delivered_at": "' + rfc3339(t, 3) + '",')}
    "source": "helpdesk"
  }},
  "ticket": {{
    "id": 448213,
    "created_at": "{rfc3339(created)}",
    "subject": "Each way bet settled wrong",
    "body": "I had £5 each way on Kestrel Lad at 12/1 in the 15:40 at Newbury. It finished third of 14 \
runners but I got nothing back for the place part. Terms said 1/5 odds, 4 places."
  }}
}}

Queue:""")


@pos
def _http_request_headers(g: Gen44) -> Draft:
    return P("sportsbook-support", "rule-4-http", ["http_headers", "traceparent", "request_id", "head"], f"""\
POST /v1/assist HTTP/1.1
Host: help-api.shamrock-odds.example
Content-Type: application/json
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Accept-Language: en-IE

System: You are the help centre bot for Shamrock Odds (Ireland). Explain betting rules from the rules page
and quote the rule number.

Rule 4.3: Each-way terms are fixed at the time the bet is struck. Rule 4.7: If a runner is withdrawn, a
Rule 4 deduction applies to winning bets on the rest of the field.

User: A horse was pulled out before the race and my winnings were cut by 15p in the pound. Is that right?
Assistant:""")


@pos
def _kyc_upload_line(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "proof-of-address-upload",
             ["upload_line", "key_value", "next_to_pasted", "rfc3339"], f"""\
You check proof-of-address documents for Northgate Bet's verification team. Say whether the document meets
the policy: issued within the last 3 months, full name and address visible, not a mobile phone bill.

Uploaded document (OCR text):
ELECTRA ENERGY - Your electricity bill
Account number 7004 1182 339
Bill date 21 August 2026
Period 15 Jul 2026 - 14 Aug 2026
Mr D Okafor, 12 Larch Close, Stockport SK4 2JT
Amount due £84.16 by 4 September 2026
[upload {v('request_id', 'id=up_' + g.b62(18))} {v('datetime', 'received=' + rfc3339(t))} source=ios-app]

Verdict:""")


@pos
def _chatml_promo(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "free-bet-expiry-chatml", ["chatml", "system_stamp_line", "rfc3339"], f"""\
<|im_start|>system
You are the promotions helper for Kestrel Sports. Explain offer terms exactly as written; do not invent
extra conditions.
Offer: Bet £10 on any football match at odds of 1.50 or more, get £10 in free bets. Free bets expire 7 days
after they are credited. Stake not returned.
{v('datetime', 'Current time: ' + rfc3339(t))}
<|im_end|>
<|im_start|>user
I got the free bets on Saturday. Can I still use them next Sunday?<|im_end|>
<|im_start|>assistant
""")


@pos
def _llama_acca(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "acca-insurance-llama3", ["llama3", "today_date", "knowledge_cutoff_stays"], f"""\
<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', f'Today Date: {t.day} {MONTHS[t.month - 1]} {t.year}')}

You answer questions about Kestrel Sports' acca insurance. If exactly one leg loses in an acca of 5 or more
legs, the stake is refunded as a free bet up to £20.<|eot_id|><|start_header_id|>user<|end_header_id|>

My 6-fold lost by one leg on Saturday but I didn't get anything back. Why?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")


@pos
def _withdrawal_sent_stamp(g: Gen44) -> Draft:
    t = g.at("AU")
    return P("sportsbook-support", "withdrawal-pending-au", ["sent_stamp", "last_user"], f"""\
You are Sunny, the payments helper for Goldcoast Bet (Australia). Bank transfers take 1-3 business days
after approval; approval happens within 24 hours once the account is verified.

Customer: I asked for a $350 withdrawal on Monday and it still says pending \
{v('datetime', '(sent ' + rfc3339(t) + ')')}
Sunny:""")


@pos
def _german_lugas(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("sportsbook-support", "lugas-limit-de", ["non_english", "localized_now"], f"""\
Du bist der Kundenservice-Assistent von Tor & Quote, einem in Deutschland lizenzierten Sportwettenanbieter
(GGL). Antworte auf Deutsch, sachlich und kurz.
{v('datetime', 'Aktuelle Uhrzeit: ' + de_now(t))}
Anbieterübergreifendes Einzahlungslimit (LUGAS): 1.000 € pro Monat

Kunde: Ich wollte heute 200 € einzahlen, aber es kommt die Meldung, dass mein Limit erreicht ist. Ich habe
bei euch diesen Monat erst 650 € eingezahlt. Wie kann das sein?""")


@pos
def _whatsapp_pix(g: Gen44) -> Draft:
    t = g.at("BR")
    return P("sportsbook-support", "pix-deposit-br", ["non_english", "json_pretty", "message_id", "epoch_s"], f"""\
Você é a Bia, atendente virtual da Lance Certo (bet autorizada pela SPA/MF). Responda em português do
Brasil, sem incentivar apostas.

Mensagem recebida pelo WhatsApp:
{{
  "from": "5511987654321",
  {v('message_id', '"id": "wamid.' + g.b64url(36) + '",')}
  {v('epoch', '"timestamp": "' + str(epoch_s(t)) + '",')}
  "type": "text",
  "text": {{"body": "Oi, fiz um Pix de 50 reais há uma hora e o saldo não apareceu. O que faço?"}}
}}""")


@pos
def _reply_footer(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "acca-refund-footer", ["footer", "ctime", "tail"], f"""\
You draft replies for the Kestrel Sports support team about acca insurance refunds. Keep it under 100 words
and friendly.

Customer: My 5-fold lost on the last leg but I haven't had the £20 free bet refund. Bet placed Saturday.

--
Built by ReplyKit 4.2 (template acca-refund r7)
{v('datetime', 'Prompt assembled: ' + ctime(t))}""")


@pos
def _racecard_last_user(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("sportsbook-support", "racecard-meta", ["last_user", "iso_basic"], f"""\
You answer questions about today's racecards for Paddock Pal. Give the off time, the going and the number
of runners only.
Meeting: Haydock (Good to Soft), 7 races, first off 13:15, last off 16:40.

User: What time is the 4th race off, and how many are running?
{v('datetime', 'Request-Time: ' + iso_basic(t))}
Assistant:""")


@pos
def _poker_jwt(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("sportsbook-support", "poker-split-pot-jwt", ["header_block", "jwt", "stable_neighbours"], f"""\
Poker client support bot for Royal Flush Poker. Use the hand number only to explain rules; never comment on
how someone played.
player: nightowl_77
client: RFP Desktop 8.4.2
{v('token', 'session_token: ' + g.jwt(t, 'pl-220471'))}

Player: Why did I only win half the pot in hand 2031774412? I had the same straight as the other guy.
Assistant:""")


# --- B. sportsbook trading desks -----------------------------------------------------------------------------


@pos
def _liability_snapshot(g: Gen44) -> Draft:
    t = g.at("UK")
    last = [t - timedelta(minutes=m, seconds=s) for m, s in ((3, 11), (1, 40), (9, 2))]
    return P("trading", "liability-snapshot", ["phrase_as_of", "fetched_record", "rfc3339"], f"""\
You are the liability assistant for the Northgate Bet trading desk. Flag selections where liability exceeds
the market's limit and suggest price moves of at most 2 ticks.

Liability snapshot {v('datetime', 'as of ' + rfc3339(t))} for this request:
Market: Premier League - Brighton v Everton - Match Odds (limit £60,000)
Brighton   1.95   liability £41,220   last bet {last[0]:%H:%M:%S}
Draw       3.60   liability £63,880   last bet {last[1]:%H:%M:%S}
Everton    4.20   liability £18,400   last bet {last[2]:%H:%M:%S}

Trader: Do I need to move the draw?
Assistant:""")


@pos
def _slack_event_suspend(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("trading", "in-play-suspend-slack", ["json_pretty", "envelope", "slack_event", "epoch_s"], f"""\
Incoming event for the desk bot (Slack Events API):
{{
  "team_id": "T0NG8TR4D",
  "api_app_id": "A07SUSP3ND",
  {v('request_id', '"event_id": "Ev0' + g.b62(9).upper() + '",')}
  {v('epoch', '"event_time": ' + str(epoch_s(t)) + ',')}
  "type": "event_callback",
  "event": {{
    "type": "app_mention",
    "user": "U04TRADER1",
    "text": "<@U07DESKBOT> suspend all goalscorer markets on Celtic v Hearts, VAR check on a penalty",
    "channel": "C05INPLAY"
  }}
}}

Reply with the exact markets you would suspend and for how long, one per line.""")


@pos
def _feed_lag_logfmt(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("trading", "feed-lag-logfmt", ["logfmt", "key_value", "tail", "two_in_line"], f"""\
Explain why the price feed for the in-play tennis markets lagged and what the trader should check first.

Feed monitor (last 5 minutes): median lag 1.8 s, p99 lag 9.4 s, 3 gaps over 5 s, all on court 14.

ctx app=feedwatch {v('datetime', 'ts=' + rfc3339(t, 3))} {v('request_id', 'req=' + g.hex(16))} desk=tennis""")


@pos
def _odds_compiler_front_matter(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("trading", "odds-compiler-yaml", ["front_matter", "rfc3339"], f"""\
---
tool: price-compiler
model: poisson-v7
league: EFL Championship
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
margin: 1.05
---
Turn the model's expected goals into decimal match odds with a 105% overround, rounded to 2 dp.

Fixture: Millwall v Stoke, xG 1.42 v 0.97

Odds:""")


@pos
def _risk_profile_fetch(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("trading", "max-stake-review", ["phrase_at", "paren_id", "fetched_record"], f"""\
You support the risk team of Harbour Sports. Decide whether the account's max stake on racing should be cut,
and explain in two sentences.

Customer profile pulled from the risk engine {v('datetime', 'at ' + hms_zone(t))} \
{v('request_id', '(fetch fx_' + g.b62(14) + ')')} for this request:
Account: HS-220914 (opened 2024-03-18)
Racing P/L last 90 days: +£14,230 on £41,900 staked
Average beat of SP: 11.4%
Bets placed within 60 s of a price move: 38%
Current max stake (win, UK racing): £500

Recommendation:""")


@pos
def _teams_activity(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("trading", "auto-suspend-teams", ["json_pretty", "teams_activity", "head"], f"""\
{{
  "type": "message",
  {v('message_id', '"id": "' + str(epoch_ms(t)) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  "serviceUrl": "https://smba.trafficmanager.net/emea/",
  "channelId": "msteams",
  "from": {{"name": "Priya Nair", "aadObjectId": "5f0e2c1a-7b3d-4e8f-9a6c-2d1b0e9f8a7c"}},
  "conversation": {{"id": "19:tradingfloor@thread.tacv2"}},
  "text": "Why did the system auto-suspend Over/Under 2.5 on Napoli v Lazio at 0-0 in the 12th minute?"
}}
You are the trading desk's Teams bot. Answer the trader's question above using the desk's rule: markets
auto-suspend on a dangerous-attack flag from the data provider and reopen after 20 seconds.
Answer:""")


@pos
def _desk_go_clock(g: Gen44) -> Draft:
    t = g.at("CE")
    mono = f"{g.small(1, 900)}.{g.digits(9)}"
    return P("trading", "early-prices-go", ["head", "go_time_string"], f"""\
{v('datetime', 'Desk clock: ' + go_string(t, g.small(1, 1000), mono))}
You help the racing desk in Malta set early prices. Use the tissue percentages below and a 118% book for a
10-runner handicap. Show your working briefly.

Tissue: Alder 18, Birchwood 14, Cobalt Bay 12, Dunmore 10, Everwild 9, Fiddler's Run 9, Greyfriars 8,
Hollow Lane 8, Ivy Gate 7, Juniper 5

Prices:""")


@pos
def _b3_integrity(g: Gen44) -> Draft:
    return P("trading", "bonus-abuse-b3", ["head", "b3", "header_block", "stable_neighbours"], f"""\
{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
X-Desk: integrity

You review betting patterns for arbitrage and bonus abuse at Harbour Sports. Rate the pattern as normal,
watch or restrict, with one sentence of evidence.

Pattern: 9 new accounts, same device fingerprint family, each deposited £20, claimed the welcome free bet
and backed the outsider in the same League Two match within 4 minutes.

Rating:""")


@pos
def _tennis_feed_xml(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("trading", "tennis-model-xml", ["xml_attr", "xml_element", "epoch_ms", "head"], f"""\
<feed-snapshot {v('datetime', 'fetched="' + rfc3339(t) + '"')} provider="courtside" sport="tennis">
  <match id="ATP-2026-VIE-R16-03" players="Rune v Draper" score="6-4 3-3 (40-30)" server="Draper"/>
  {v('epoch', '<snapshot_ms>' + str(epoch_ms(t)) + '</snapshot_ms>')}
  <market name="Match Winner" Rune="1.62" Draper="2.30" status="open"/>
</feed-snapshot>
You check in-play tennis prices against the point-by-point model. Say whether the match winner price is
within 5% of the model's 64% for Rune and what to do if not.
Assessment:""")


@pos
def _tote_pools(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("trading", "tote-pools-polled", ["phrase_at", "time_with_zone", "fetched_record"], f"""\
You explain tote pool betting to customers of Parimutuel Plus. Use the pool totals given; never predict a
dividend exactly, only show the arithmetic.

Pool totals polled {v('datetime', 'at ' + hms_zone(t))} for this request:
Race 5, Wetherby 15:45 - Win pool £18,420; Place pool £9,310; Exacta pool £4,870
Takeout: win 16%, place 18%, exacta 25%

Customer: If I bet £2 on the favourite and £6,000 of the win pool is on it, what would I roughly get?
Assistant:""")


@pos
def _swedish_fixture_moved(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("trading", "fixture-moved-sv", ["non_english", "localized_now"], f"""\
Du är assistent för oddssättarna på Nordbet i Stockholm. Svara på svenska och håll dig till fakta om
marknaderna.
{v('datetime', 'Aktuell tid: ' + sv_now(t))}

Oddssättare: Allsvenskan-matchen AIK–Hammarby har flyttats från söndag 18 oktober 15:00 till måndag
19 oktober 19:00. Ska vi annullera spel som lagts på den gamla tiden eller låta dem stå?""")


@pos
def _italian_fog(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("trading", "abandoned-match-it", ["non_english", "localized_now"], f"""\
Sei l'assistente della sala quote di Quota Viva (concessione ADM). Rispondi in italiano, in modo tecnico.
{v('datetime', 'Ora attuale: ' + it_now(t))}

Trader: La partita di Serie B Modena–Bari è stata sospesa al 70' per nebbia sull'1-0. Come regoliamo le
scommesse sul risultato finale e sull'Under/Over 2,5?""")


@pos
def _integrity_movement(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("trading", "esports-integrity-capture", ["phrase_at", "rfc3339", "fetched_record"], f"""\
You help the integrity unit of Harbour Sports judge suspicious esports betting. Rate: normal, monitor, or
report to the integrity body.

Market movement captured {v('datetime', 'at ' + rfc3339(t))} for this request:
Match: Iron Owls v Night Shift (CS2, tier 3), map 1 handicap -4.5 Night Shift
Opening price 2.40 -> 1.45 within 18 minutes; 71% of stakes from accounts opened in the last 30 days.

Rating:""")


# --- C. casino floors and loyalty programmes ----------------------------------------------------------------


@pos
def _slot_tech_handheld(g: Gen44) -> Draft:
    t = g.at("USP")
    ev = t - timedelta(minutes=g.small(20, 40))
    steps = [ev, ev + timedelta(seconds=48), ev + timedelta(minutes=2, seconds=5),
             ev + timedelta(minutes=9, seconds=23), ev + timedelta(minutes=9, seconds=24)]
    return P("casino-floor", "slot-tilt-handheld", ["system_tail", "windows_datetime", "next_to_pasted"], f"""\
Floor tech helper, Riverbend Casino (Nevada). Read the event log the tech pastes and say what to check first.
{v('datetime', 'Handheld clock: ' + windows_general(t))}
Tech: Bank 22, asset 40417, keeps tilting. Here's the event log from the machine:
{steps[0]:%Y-%m-%d %H:%M:%S}  DOOR OPEN            main door
{steps[1]:%Y-%m-%d %H:%M:%S}  DOOR CLOSED          main door
{steps[2]:%Y-%m-%d %H:%M:%S}  BILL VALIDATOR JAM   stacker
{steps[3]:%Y-%m-%d %H:%M:%S}  RAM CLEAR NOT DONE
{steps[4]:%Y-%m-%d %H:%M:%S}  TILT                 code 61 (reel 3 position error)
Assistant:""")


@pos
def _loyalty_md_table(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("casino-floor", "tier-points-table", ["md_table", "nanoid", "iso_minutes", "stable_neighbours"], f"""\
You are Penny, the rewards concierge of the Crown & Anchor Club. Explain points and tiers; never tell a
member how much they have won or lost.

| Field         | Value                        |
|---------------|------------------------------|
| Member        | R. Alvarez                   |
| Tier          | Gold (valid to 31 Mar 2027)  |
| Points        | 48,210                       |
{v('session_id', '| Chat session  | ' + g.nanoid() + ' |')}
{v('datetime', '| Chat started  | ' + iso_space(t)[:16] + ' UTC |')}

Member: How many more points do I need for Platinum, and do slot points count the same as table points?
Penny:""")


@pos
def _comp_eligibility(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("casino-floor", "comp-eligibility-sentence", ["inline_sentence", "id_in_sentence", "phrase_at"], f"""\
You help pit supervisors at the Harbour Lights casino decide on complimentary meals. Rule: comps up to 10% of
the player's theoretical loss for the visit, rounded down to the nearest £5.

Eligibility check {v('run_id', 'ec_' + g.b62(12))} ran {v('datetime', 'at ' + hms_zone(t))} on pit podium P-4.
Player: card 5530-1187 (Silver)
Visit: blackjack, 3 h 10 min, average bet £25, 60 hands an hour, house edge 0.6%

Supervisor: Can I give him the £40 dinner comp?
Assistant:""")


@pos
def _handpay_queue(g: Gen44) -> Draft:
    t = g.at("USP")
    called = [t - timedelta(minutes=m) for m in (16, 8, 3)]
    return P("casino-floor", "handpay-queue", ["head", "phrase_as_of", "fetched_record"], f"""\
Handpay queue {v('datetime', 'as of ' + hm_zone(t))} for this request:
#1 Bank 7, asset 31188, $2,400.00 jackpot, called {hm(called[0])}, attendant en route
#2 Bank 15, asset 50902, $1,250.00 jackpot, called {hm(called[1])}, awaiting ID check
#3 Bank 3, asset 10244, $5,000.00 progressive, called {hm(called[2])}, awaiting supervisor

You help the slot shift manager at Silver Mesa Casino prioritise handpays. Jackpots of $1,200 or more need a
W-2G; progressives of $5,000 or more need a second supervisor signature.

Manager: Which one should the next free attendant take?
Assistant:""")


@pos
def _card_in_relay(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("casino-floor", "card-in-relay", ["received_prefix", "relayed_line", "rfc3339"], f"""\
You are the floor bridge bot at Lakeside Casino. Card-in events from the slot system are relayed to you;
greet Platinum members by name in a message for the host's handheld (max 20 words).
Player directory: card 7710-0042 = Ms Helen Obi (Platinum, prefers to be called Helen)

{v('datetime', '[received ' + rfc3339(t, 3) + ']')} Bank 12 / asset 44710: card 7710-0042 inserted, \
game Buffalo Gold, denom 0.05
Message:""")


@pos
def _pit_podium(g: Gen44) -> Draft:
    t = g.at("USP")
    return P("casino-floor", "fill-short-podium", ["head", "time_alone"], f"""\
{v('datetime', 'Pit podium time: ' + twelve(t))}
Pit: Baccarat 2 (minimum $100)
You help table games supervisors at Pacific Crest Casino with procedures. Quote the procedure number.
Procedure 7.2: table fills are requested at the podium, counted by the cage, and verified by the dealer and
the supervisor before chips go into the rack. Procedure 7.5: any discrepancy is reported to surveillance and
the cage before the fill slip is signed.
Supervisor: The fill for table BA-204 came one $500 chip short. What now?
Assistant:""")


@pos
def _chatml_tier_year(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("casino-floor", "tier-year-chatml", ["chatml", "system_stamp_line", "ksuid"], f"""\
<|im_start|>system
You are Tier Guide, the loyalty helper of the Meridian Resort Casino app. Tier points: 1 point per $5
coin-in on slots, 1 point per $2 theoretical on tables. The tier year runs 1 January to 31 December, and a
tier reached in the last quarter is kept for the whole next year.
{v('session_id', 'Session: ' + g.ksuid(t))}
<|im_end|>
<|im_start|>user
If I hit Gold in November, do I keep it for all of next year?<|im_end|>
<|im_start|>assistant
""")


@pos
def _cage_ctr(g: Gen44) -> Draft:
    t = g.at("USP")
    return P("casino-floor", "cage-ctr", ["head", "header_block", "iso_space"], f"""\
{v('datetime', 'Cage workstation time: ' + iso_space(t))}
Cage: Main cage, window 3
Property: Riverbend Casino

You support cage cashiers with cash reporting rules. A currency transaction report is required for cash in
or cash out over $10,000 by one patron in one gaming day; transactions of the same kind are aggregated.

Cashier: Patron cashed out $6,500 at 9 pm and now wants to cash out another $4,000 in chips. Do I need a CTR?
Assistant:""")


@pos
def _dutch_casino_points(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("casino-floor", "points-expired-nl", ["non_english", "localized_now"], f"""\
Je bent de gastenservice van Casino Duinzicht. Antwoord in het Nederlands, vriendelijk en kort. Leg de regels
van het spaarprogramma uit en geef geen speeladvies.
{v('datetime', 'Huidige datum en tijd: ' + nl_now(t))}

Gast: Ik had vorige maand 1.200 punten gespaard, maar ik zie er nu nog maar 900. Zijn er punten vervallen?""")


@pos
def _surveillance_json_line(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("casino-floor", "past-posting-json", ["json_inline", "two_in_line", "epoch_ms", "head"], f"""\
{{"ctx":{{"desk":"surv-2",{v('request_id', '"req":"' + g.hex(20) + '",')}\
{v('epoch', '"now_ms":' + str(epoch_ms(t)) + ',')}"property":"Harbour Lights"}}}}
You assist the surveillance room. Given the observation, say which camera views to pull and for which time
window, using the table clock times given by the observer.

Observer: Roulette RL-3, possible past-posting at about 22:48 - chip added on 17 after the ball dropped.
Views:""")


@pos
def _cloudevent_tier(g: Gen44) -> Draft:
    t = g.at("UTC")
    effective = iso_date(t + timedelta(days=1))
    return P("casino-floor", "tier-change-cloudevent", ["json_pretty", "cloudevent", "envelope"], f"""\
{{
  "specversion": "1.0",
  {v('request_id', '"id": "' + g.uuid4() + '",')}
  "source": "/loyalty/tier-engine",
  "type": "com.meridian.loyalty.tier.changed",
  {v('datetime', '"time": "' + rfc3339(t, 3) + '",')}
  "datacontenttype": "application/json",
  "data": {{"member": "M-300918", "from": "Silver", "to": "Gold", "effective_date": "{effective}", \
"points_ytd": 25140}}
}}
Write a two-sentence congratulations message for the member about the tier change above.
Message:""")


@pos
def _promo_canary(g: Gen44) -> Draft:
    return P("casino-floor", "promo-email-canary", ["head", "html_comment", "canary"], f"""\
{v('nonce', '<!-- ' + g.hex(24) + ' -->')}
You write the weekly slot promotions email for Lakeside Casino members. Never copy text from HTML comments
into the output, and never mention odds of winning.

Promotions: Hot Seat Fridays (random $100 free play draws every 30 minutes, 6pm-11pm), double points on
Tuesdays for Silver and above.

Email:""")


@pos
def _pachinko_hall(g: Gen44) -> Draft:
    t = g.at("JP")
    return P("casino-floor", "pachinko-jam-ja", ["non_english", "localized_now", "fullwidth_colon"], f"""\
あなたはパチンコホール「マルハ駅前店」のスタッフ向けアシスタントです。日本語で簡潔に答えてください。
{v('datetime', '現在日時：' + ja_now(t))}
店舗コード：MH-0412

スタッフ：23番台のお客様が、玉が詰まって払い出しが止まったと言っています。どう対応すればいいですか？""")


# --- D. lottery retailers and draw operators ----------------------------------------------------------------


@pos
def _retailer_terminal(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("lottery", "terminal-prize-limit", ["head", "header_block", "dotted_datetime"], f"""\
{v('datetime', 'Terminal clock: ' + dmy_dot(t))}
Retailer: 40-41822 (Kiosk Am Markt)
Terminal: T-88213

You help retailers of Lotto Nordland with terminal procedures. Prizes up to €1,000 can be paid in the shop;
higher prizes go to the prize centre.

Retailer: A customer has a Spiel 77 ticket that shows €1,350 on the validation screen. Can I pay €1,000 now
and the rest later?
Assistant:""")


@pos
def _draw_log_fetched(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "draw-procedure-check", ["phrase_at", "fetched_record", "http_date"], f"""\
You check draw procedures for the Grand Lotto draw room. Compare the log with the procedure: ball set chosen
by random selection, machine tested with two trial draws, official draw, independent auditor sign-off.

Draw log fetched from the draw management system {v('datetime', 'at ' + http_date(t))} for this request:
19:31:04  Ball set B selected by RNG (seed witnessed by the auditor)
19:34:40  Trial draw 1 complete - 07 19 23 31 44 / 05
19:38:12  Trial draw 2 complete - 02 11 26 38 49 / 09
19:45:00  Draw 2841 started, machine Venus 2
19:46:31  Draw 2841 result 04 15 22 33 41 / 10
19:52:18  Auditor sign-off: J. Marsh

Finding:""")


@pos
def _claim_check(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "late-claim-check", ["inline_sentence", "id_in_sentence", "phrase_at"], f"""\
You help the prize claims team of National Draw Co. answer winners. Claims over £50,000 need an interview;
tickets must be claimed within 180 days of the draw.

Claim check {v('request_id', 'cc_' + g.b62(14))} ran {v('datetime', 'at ' + hms_zone(t))} against the prize \
database.
Ticket: 0412-3318-7720-0019-4 (Lotto, draw of 14 March 2026)
Result: 5 main numbers + bonus ball, prize £1,002,118
Claimed: not yet

Claimant: I only just found this ticket in a coat pocket. Am I too late?
Assistant:""")


@pos
def _retailer_cookie(g: Gen44) -> Draft:
    return P("lottery", "pack-settlement-cookie", ["http_headers", "cookie_last_pair", "request_id"], f"""\
GET /portal/settlement/week/41 HTTP/1.1
Host: retail.grandlotto.example
{v('request_id', 'X-Request-Id: ' + g.hex(32))}
Cookie: retailer=R-40412; lang=en-GB; {v('session_id', 'portal_sid=' + g.b64url(24))}
User-Agent: RetailerPortal/5.3 (Windows NT 10.0)

You explain instant-win (scratchcard) settlement to lottery retailers. Packs are settled 21 days after
activation or when 80% of the pack has been validated, whichever comes first.

Retailer: Pack 1187-044219 was activated on 21 September and I've sold half of it. Why is it on this week's
settlement?
Assistant:""")


@pos
def _italian_lotto_results(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("lottery", "ambo-napoli-it", ["non_english", "localized_date"], f"""\
Sei l'assistente di Estrazioni Facili, un'app che mostra i risultati del Lotto. Rispondi in italiano e non
suggerire numeri da giocare.
{v('date', 'Data odierna: ' + it_date(t))}

Utente: Ho giocato l'ambo 17-62 sulla ruota di Napoli per l'estrazione di martedì 13 ottobre. Ecco
l'estrazione: Napoli 62 05 17 88 40. Ho vinto qualcosa?""")


@pos
def _prize_video_id(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "prize-centre-video-id", ["head", "header_block", "session_start", "rfc3339"], f"""\
{v('session_id', 'Verification session: vs_' + g.b62(16))}
{v('datetime', 'Session opened: ' + rfc3339(t))}
Claim: PC-2026-08812 (EuroDraw, £64,500)
Claimant: T. Brennan

You assist the prize centre's ID officer during a video identity check. Tell the officer, step by step, what
to ask next. Accepted ID: passport or photocard driving licence, plus proof of address dated in the last 3
months.

Officer: She has shown her passport but her only proof of address is a bank statement from May.
Assistant:""")


@pos
def _draw_env_block(g: Gen44) -> Draft:
    t = g.at("USE")
    test = t - timedelta(days=1)
    cert = t - timedelta(days=190)
    return P("lottery", "backup-rng-env", ["head", "key_value_lines", "epoch_ns", "next_to_pasted"], f"""\
DRAW_SYSTEM=rngd-2.4.1
DRAW_GAME=daily-pick3
{v('epoch', 'NOW_NS=' + str(epoch_ns(t, g.small(1, 1000))))}
TZ=America/New_York

Explain to the draw manager, in plain language, what the certification log below says about whether
tonight's Pick 3 draw can run on the backup RNG.

Certification log (pasted by the draw manager):
RNG-B serial 7731-B certified by the state test lab on {iso_date(cert)}, report TL-19-{cert.year}-118, \
valid 12 months.
Last daily self-test: PASS ({iso_date(test)} 18:00).

Explanation:""")


@pos
def _retailer_sms(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "paper-low-sms", ["last_user", "rfc2822"], f"""\
Lottery retailer SMS line (Lotto Hub). Reply in one SMS of at most 160 characters.

Retailer: terminal says PAPER LOW but I just changed the roll. still prints fine. ignore?
{v('datetime', 'Received: ' + rfc2822(t))}
Reply:""")


@pos
def _syndicate_json(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "syndicate-split-json", ["json_pretty", "head", "request_id", "py_isoformat"], f"""\
{{
  "app": "syndikit",
  "app_version": "3.9.2",
  {v('request_id', '"request_id": "' + g.uuid7(t) + '",')}
  {v('datetime', '"client_time": "' + py_iso(t) + '",')}
  "syndicate": "Office 12 (EuroDraw)"
}}
You help syndicate managers split lottery prizes. Split equally by number of shares; round down to the penny
and say what happens to the remainder.

Manager: We won £1,284.50. There are 12 members, but Dave has 2 shares. How much does everyone get?
Answer:""")


@pos
def _finnish_eurojackpot(g: Gen44) -> Draft:
    t = g.at("EE")
    return P("lottery", "missing-ticket-fi", ["non_english", "localized_now"], f"""\
Olet Arpapiste-sovelluksen asiakaspalvelija. Vastaa suomeksi, lyhyesti ja ystävällisesti. Et anna
pelivinkkejä.
{v('datetime', 'Nykyinen aika: ' + fi_now(t))}

Asiakas: Ostin Eurojackpot-rivin sovelluksesta perjantaina, mutta en näe sitä tapahtumissani. Mistä löydän
sen?""")


@pos
def _jackpot_today_sentence(g: Gen44) -> Draft:
    t = g.at("UK")
    draw = next_weekday(t, 5)
    return P("lottery", "jackpot-announcement", ["templated_sentence", "long_date", "system_tail"], f"""\
You write the jackpot announcement for the Grand Lotto website: one headline and two sentences.
{v('date', 'Today is ' + long_date(t) + '.')}
Next draw: {DAYS[draw.weekday()]} {draw.day} {MONTHS_LONG[draw.month - 1]} {draw.year}, 20:00. Estimated \
jackpot: £7.4 million (rollover 3).
Announcement:""")


@pos
def _commission_statement(g: Gen44) -> Draft:
    t = g.at("CE")
    year, month = month_before(t)
    return P("lottery", "commission-covering-note", ["today_in_artefact", "iso_date"], f"""\
You write the covering note for a lottery retailer's monthly commission statement. Keep it short and
factual.
{v('date', 'Statement date (filled in by the statement tool, today): ' + iso_date(t))}
Retailer: 40-41822 (Kiosk Am Markt)
Period: {MONTHS_LONG[month - 1]} {year}
Draw-game sales €48,210.00 at 5.0% = €2,410.50
Instant-win sales €12,880.00 at 6.5% = €837.20
Validation fees 311 x €0.10 = €31.10
Total commission €3,278.80

Note:""")


@pos
def _studio_clock(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("lottery", "presenter-cue-cards", ["head", "compact_datetime", "stable_neighbours"], f"""\
Studio: Draw studio B
{v('datetime', 'Studio clock: ' + compact(t))}
Auditor on duty: J. Marsh
You write the presenter's cue cards for tonight's live Daily Millions draw. Keep each card under 25 words.
Running order: welcome, machine and ball set check with the auditor, draw, results recap, next jackpot.
Cards:""")


# --- E. bingo halls and arcades ---------------------------------------------------------------------------


@pos
def _caller_console(g: Gen44) -> Draft:
    t = g.at("UK")
    t = t.replace(hour=g.small(18, 23))
    return P("bingo-arcade", "late-claim-caller", ["head", "time_alone"], f"""\
{v('datetime', 'Console clock: ' + f'{t:%H:%M:%S}')}
Hall: Beacon Bingo, Leeds
Game: Main Session, game 6 of 12 (full house)

You help bingo callers with rules disputes. House rule: a claim is valid only if made before the next number
is called; the caller checks the ticket against the numbers called so far.

Caller: A player shouted on 73, but I'd already started saying "on its own, number 4". Is it a valid claim?
Assistant:""")


@pos
def _bingo_sent_bracket(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("bingo-arcade", "jackpot-room-sent", ["sent_stamp", "bracketed", "last_user"], f"""\
You are Bingo Buddy, the chat host of Sparkle Bingo. Keep it cheerful, answer questions about rooms and
tickets, and never suggest playing more.

Player: what time does the 90-ball jackpot room open tonight? {v('datetime', '[sent ' + iso_space(t) + ']')}
Bingo Buddy:""")


@pos
def _arcade_counter(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("bingo-arcade", "redemption-counter", ["head", "us_medium"], f"""\
{v('datetime', 'Counter tablet time: ' + us_medium(t))}
Venue: FunZone Family Entertainment, Orlando

Help the redemption counter staff. Prize tiers: 500 tickets = small plush, 1,500 = large plush, 5,000 =
headphones. Tickets on a game card cannot be moved to another card without a manager override.

Staff: A boy has 3,900 tickets on card 80041 and his sister has 1,200 on card 80042. They want the
headphones.
Assistant:""")


@pos
def _arcade_alarm_relay(g: Gen44) -> Draft:
    t = g.at("UTC")
    ev = t - timedelta(seconds=g.small(20, 240))
    return P("bingo-arcade", "claw-coin-jam-relay", ["json_pretty", "envelope", "relay"], f"""\
{{
  {v('request_id', '"relay_id": "rly_' + g.b62(16) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "alarm": {{
    "cabinet": "CB-14",
    "game": "Claw King 2",
    "code": "E31",
    "text": "coin mech jam",
    "event_time": "{rfc3339(ev, 3)}"
  }}
}}
You guide arcade attendants through cabinet faults. For code E31: power off, open the coin door, clear the
mech, test with three coins, log it. Give the attendant the steps.
Steps:""")


@pos
def _danish_arcade(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("bingo-arcade", "note-eaten-da", ["non_english", "localized_now", "single_field"], f"""\
Du er hjælper for personalet i Spillehallen Havnen i Aarhus. Svar på dansk, kort og præcist.
{v('datetime', 'Aktuelt tidspunkt: ' + da_now(t))}
Hal-ID: AAR-07

Medarbejder: En gæst siger, at automat 12 tog hans 50-kronerseddel uden at give kredit. Hvad gør jeg?""")


@pos
def _discord_referral(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("bingo-arcade", "referral-code-discord", ["header_block", "snowflake", "stable_snowflakes"], f"""\
You moderate the Sparkle Bingo Discord community. Decide whether the message breaks rule 5 (no sharing of
referral codes) and reply "ok" or "remove: <reason>".
guild_id: 1180224419807121408
channel_id: 1180224419807121411
{v('message_id', 'interaction_id: ' + g.snowflake(t))}
author: lucky_lou_88

Message: anyone want a free £5? use my code LOU5FREE at sign-up x
Decision:""")


@pos
def _amusements_trace(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("bingo-arcade", "category-c-trace", ["head", "amzn_trace"], f"""\
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You answer licensing questions from small arcade operators for the Coastal Amusements trade association.
Use only the guidance note.

Guidance note: Family entertainment centres may offer category D machines to all ages and category C
machines only in a separate adults-only area. Prize gaming at a travelling fair needs no permit if it is
not the main attraction.

Operator: Can I put two category C fruit machines next to the coin pushers if I put up an 18+ sign?
Answer:""")


@pos
def _bingo_checkout(g: Gen44) -> Draft:
    return P("bingo-arcade", "visa-declined-stripe", ["header_block", "stripe", "stable_neighbours"], f"""\
Checkout context:
Stripe-Version: 2025-06-30.basil
Customer: cus_Qb7Zt0sP9hXfR2
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}
{v('request_id', 'Request-Id: req_' + g.b62(14))}

You answer payment questions for Sparkle Bingo. Deposits by credit card are not accepted; debit cards,
PayPal and bank transfer are.

Player: why was my Visa declined when I tried to top up £10?
Assistant:""")


@pos
def _party_availability(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("bingo-arcade", "party-room-slots", ["phrase_as_of", "fetched_record", "time_with_zone"], f"""\
You help guests of Jump & Joy Arcade book birthday parties. Parties last 2 hours; the party room is cleaned
for 30 minutes between bookings.

Party room availability {v('datetime', 'as of ' + hm_zone(t))} for this request:
Sat 24 Oct: 10:00 booked, 12:30 free, 15:00 booked, 17:30 free
Sun 25 Oct: 10:00 free, 12:30 free, 15:00 booked

Guest: Can we have a party for 14 kids on Saturday afternoon?
Assistant:""")


@pos
def _caller_script(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("bingo-arcade", "charity-night-script", ["today_in_artefact", "uk_long"], f"""\
You write the caller's opening script for the charity bingo night at St Brendan's Hall.
{v('date', 'Script date (today): ' + uk_long(t))}
Event: Saturday charity bingo, doors 18:30, eyes down 19:30
Charity: Hilltop Hospice (charity no. 1094417)
Games: 8 games of 90-ball, prizes donated by local shops

Script:""")


@pos
def _topup_xml(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("bingo-arcade", "game-card-topup-xml", ["xml_attr", "two_in_line", "head"], f"""\
<topup {v('request_id', 'request="tp_' + g.b62(16) + '"')} {v('datetime', 'at="' + rfc3339(t) + '"')} \
card="GC-80041" amount="20.00" currency="USD"/>
<venue name="FunZone Orlando" bonus="20% extra credit on top-ups of $20 or more"/>
You explain game card top-ups to guests. Say how much play credit the guest gets for the top-up above.
Answer:""")


@pos
def _bingo_device_time(g: Gen44) -> Draft:
    t = g.at("UK")
    zone = "British Summer Time" if t.tzname() == "BST" else "Greenwich Mean Time"
    return P("bingo-arcade", "bonus-wagering-device", ["last_user", "js_date_tostring"], f"""\
You are the account helper at Sparkle Bingo. Help with bonuses and wagering requirements: bonus funds must be
wagered 4 times on bingo tickets within 30 days.

Player: I got a £10 bonus on the 1st. How much do I need to spend on tickets before I can withdraw it?
{v('datetime', 'Device time: ' + js_tostring(t, zone))}
Assistant:""")


# --- F. esports tournament operations -------------------------------------------------------------------


@pos
def _admin_console(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("esports", "late-team-ruling", ["head", "header_block", "session_start", "rfc3339"], f"""\
{v('session_id', 'Admin session: as_' + g.b62(16))}
{v('datetime', 'Opened: ' + rfc3339(t))}
Tournament: Northern Clash 2026 - Valorant open qualifier
Region: EU West

You support tournament admins. Rules: teams must check in 30 minutes before their first match; a team more
than 15 minutes late to a match forfeits map 1, and more than 30 minutes late, the whole match.

Admin: Team Frostbyte's match was scheduled for 18:00 and they joined the lobby at 18:22. What's the ruling?
Assistant:""")


@pos
def _server_log_fetched(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("esports", "tech-pause-log", ["head", "phrase_at", "paren_id", "fetched_record"], f"""\
Match server log fetched {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(fetch lf_' + g.b62(12) + ')')} \
for this request:
L 10/11/2026 - 19:42:10: "frost_nyx<12><STEAM_1:0:44102817><CT>" disconnected (reason "timed out")
L 10/11/2026 - 19:42:11: Pause requested by CT (technical)
L 10/11/2026 - 19:47:55: "frost_nyx<14><STEAM_1:0:44102817><>" connected
L 10/11/2026 - 19:48:30: Match unpaused by admin

You rule on technical pauses for the Northern Clash CS2 league. Teams get 10 minutes of technical pause per
map. Decide whether the pause was within the limit.
Ruling:""")


@pos
def _anticheat_review(g: Gen44) -> Draft:
    return P("esports", "anticheat-summary", ["head", "header_block", "request_id"], f"""\
{v('request_id', 'Review ticket: rt_' + g.b62(14))}
Reviewer pool: AC-EU-2

You summarise anti-cheat detections for human reviewers. Never decide a ban; say which evidence is
strongest.

Detection: account ax_kite, 14 matches flagged, aim-snap score 0.91 (threshold 0.85), 3 reports from
opponents, hardware ID seen on an account banned in 2025.

Summary:""")


@pos
def _referee_discord(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("esports", "sub-rule-discord", ["header_block", "snowflake", "stable_snowflakes"], f"""\
You are RefBot in the Northern Clash Discord. Answer rule questions from team captains with the rule number.
Rule 6.2: a substitute may play any map; the replaced player may return for a later map of the same match.
guild_id: 1099400118233710592
channel_id: 1099400118233710600
{v('message_id', 'message_id: ' + g.snowflake(t))}
author: captain_sable

Message: if our sub plays map 2 can our main come back for map 3?
RefBot:""")


@pos
def _eligibility_run(g: Gen44) -> Draft:
    t = g.at("USE")
    return P("esports", "collegiate-eligibility", ["inline_sentence", "id_in_sentence", "phrase_at"], f"""\
You check player eligibility for the Collegiate Esports League. Players must be enrolled at least half-time
and have a GPA of 2.0 or higher; transfers sit out one split.

Eligibility run {v('run_id', 'er_' + g.b62(12))} started {v('datetime', 'at ' + rfc3339(t))} on the roster \
database.
Roster: Lakeshore University (Rocket League)
- jdiaz   enrolled 12 credits  GPA 3.1  transfer: no
- mkoh    enrolled 6 credits   GPA 2.4  transfer: no
- tbello  enrolled 15 credits  GPA 1.9  transfer: no
- swu     enrolled 12 credits  GPA 3.6  transfer: yes (Spring 2026)

Result:""")


@pos
def _payout_webhook(g: Gen44) -> Draft:
    t = g.at("UTC")
    created = t - timedelta(seconds=g.small(2, 30))
    return P("esports", "payout-failed-webhook", ["http_headers", "standard_webhooks", "envelope", "head"], f"""\
POST /hooks/payouts HTTP/1.1
{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}
content-type: application/json

{{"type":"payout.failed","data":{{"id":"po_7781","team":"Frostbyte","amount":"2500.00","currency":"EUR",\
"created_at":"{rfc3339(created)}","reason":"IBAN name mismatch"}}}}

You help tournament finance explain failed prize payouts to teams. Write a short message to the team.
Message:""")


@pos
def _ops_gcp_trace(g: Gen44) -> Draft:
    return P("esports", "run-of-show-gcp", ["system_tail", "gcp_trace"], f"""\
You are the ops bot for the Harbor Cup Rocket League event. Answer staff questions about the run of show.
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
Run of show (Saturday): doors 10:00, groups 11:00-16:00, break 16:00-16:30, playoffs 16:30-21:00.

Staff: If the groups overrun by 40 minutes, what gets cut?
Assistant:""")


@pos
def _scrim_planner(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("esports", "scrim-week-plan", ["system_tail", "iso_week_current"], f"""\
You plan scrims for the Harbor Cup teams. Each team plays at most 3 scrims per week, never two on the same
evening, and no scrims on match days (Saturday).
{v('date', 'Current week: ' + year_week(t))}
Teams: Frostbyte, Gale Force, Iron Owls, Night Shift, Ravens

Plan:""")


@pos
def _lan_checkin(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("esports", "lan-checkin-age", ["head", "dd_mon"], f"""\
{v('datetime', 'Check-in desk time: ' + dd_mon(t))}
Event: Northern Clash LAN, Manchester (Saturday and Sunday)

You help check-in volunteers. Players under 16 need a signed parental consent form; players under 13 cannot
play. Photo ID is required for prize-eligible players.

Volunteer: A player's ID says born 2011-03-02 and he has no consent form. Can he play?
Assistant:""")


@pos
def _tool_result_time(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("esports", "grand-final-countdown", ["tool_result_line", "last_user", "rfc3339"], f"""\
You are the schedule bot for the Harbor Cup. Use tool results to answer; never guess the time.

User: How long until the grand final starts? It's scheduled for 20:00 CEST today.
{v('datetime', 'Tool result (get_current_time): ' + rfc3339(t))}
Assistant:""")


@pos
def _seeding_json(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("esports", "seeding-run-json", ["json_pretty", "run_id", "head"], f"""\
{{
  "tool": "bracket-seeder",
  {v('run_id', '"seeding_run": "' + g.ulid(t) + '",')}
  {v('datetime', '"computed_at": "' + rfc3339(t, 3) + '",')}
  "method": "snake by qualifier points",
  "teams": ["Frostbyte 41", "Gale Force 38", "Iron Owls 35", "Night Shift 35", "Ravens 30", "Vantage 22"]
}}
Explain the seeding above to the team captains in three sentences, including how the tie on 35 points was
broken (head-to-head: Night Shift beat Iron Owls 2-1).
Explanation:""")


# --- G. responsible gambling and affordability checks ---------------------------------------------------------


@pos
def _credit_reference(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "affordability-credit-data", ["phrase_at", "paren_id", "fetched_record"], f"""\
You support the affordability team at Northgate Bet. Decide whether the customer's net deposits are within the
threshold (net deposits over 28 days must not exceed 10% of estimated net monthly income without further
checks). Show the arithmetic.

Credit reference data retrieved {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(lookup lk_' + g.b62(14) + ')')} \
for this request:
Estimated net monthly income: £2,150 (band C, confidence medium)
Active credit accounts: 4, one in arrears since 2026-07
County court judgments: none

Net deposits, last 28 days: £655

Decision:""")


@pos
def _cooling_off(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "limit-increase-cooling-off", ["header_block", "expiry_from_now", "rfc3339"], f"""\
You answer safer gambling questions for Harbour Sports. Deposit limit decreases apply immediately; increases
apply after a 24-hour cooling-off period and must be confirmed again by the customer after it ends.

Limit change request: daily deposit limit £50 -> £200
{v('datetime', 'Request received: ' + rfc3339(t))}
{v('datetime', 'Cooling-off ends (computed from this request): ' + rfc3339(t + timedelta(hours=24)))}

Customer: So can I deposit £150 tonight?
Assistant:""")


@pos
def _self_exclusion_letter(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "self-exclusion-letter", ["today_in_artefact", "uk_long"], f"""\
Draft the confirmation letter for a customer who has self-excluded from Kestrel Sports. Formal, kind, no
marketing. Include the exclusion period and the helpline number 0808 8020 133.
{v('date', 'Letter date (filled in by the letter tool, today): ' + uk_long(t))}
Customer: Mr A. Mensah, account KS-7781-2209
Exclusion: 5 years, from {t:%d/%m/%Y}
Also registered with the national multi-operator scheme: yes

Letter:""")


@pos
def _reality_check(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "reality-check-popup", ["system_tail", "session_id", "session_start"], f"""\
You write the reality-check pop-up text for Lakeside Online Casino (max 40 words): how long the player has
been playing and their net result this session, with the buttons "Continue" and "Log out".
{v('session_id', 'Play session: ps_' + g.b62(18))}
{v('datetime', 'Session start: ' + iso_space(t) + ' ' + t.tzname())}
Elapsed: 1 h 01 min
Net result this session: -£37.50
Reality check interval: 60 minutes
Pop-up:""")


@pos
def _markers_run(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "markers-of-harm-run", ["inline_sentence", "id_in_sentence", "phrase_at"], f"""\
You explain markers-of-harm alerts to safer gambling staff at Harbour Sports in plain words and suggest the
next interaction per the policy: score 60-79 email, 80-89 call, 90 or more call and pause marketing.

Scoring run {v('run_id', 'sr_' + g.b62(12))} finished {v('datetime', 'at ' + rfc3339(t))} on model \
rg-markers-v4.
Account HS-118204: score 84
Drivers: late-night play (01:00-04:00) on 9 of the last 14 nights; 6 declined deposits; 3 withdrawals
cancelled to keep playing.

Next step:""")


@pos
def _polish_block(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("safer-gambling", "self-exclusion-pl", ["non_english", "localized_now", "uuid"], f"""\
Jesteś asystentem ds. odpowiedzialnej gry w serwisie Zakłady Wisła. Odpowiadaj po polsku, spokojnie i bez
oceniania.
{v('datetime', 'Bieżąca data i godzina: ' + pl_now(t))}
{v('session_id', 'Identyfikator rozmowy: ' + g.uuid4())}

Użytkownik: Chcę zablokować sobie konto na pół roku, bo za dużo gram. Czy mogę to zrobić od razu?""")


@pos
def _register_check_request(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "exclusion-register-check", ["http_headers", "http_date", "trace_id"], f"""\
Upstream request to the self-exclusion register, as sent for this sign-up:
POST /v2/check HTTP/1.1
Host: api.exclusion-register.example
{v('datetime', 'Date: ' + http_date(t))}
{v('trace_id', 'X-Trace-Id: ' + g.hex(32))}
X-Operator-Id: OP-00412

You explain register check results to the sign-up team. "match" means the applicant must not be allowed to
open an account; "no match" lets sign-up continue; "error" means retry once, then stop the sign-up.

Result for the applicant: error (timeout after 5 s), then match on retry.

Explanation:""")


@pos
def _interaction_bullets(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "interaction-note-bullets", ["md_bullets", "head", "ulid", "rfc3339"], f"""\
# Interaction
- **Channel:** live chat
{v('datetime', '- **Interaction opened:** ' + rfc3339(t))}
{v('session_id', '- **Interaction ID:** ' + g.ulid(t))}
- **Brand:** Lakeside Online Casino

You help safer gambling advisers write interaction notes. Notes are factual, in the past tense, and end with
the agreed next step.

Adviser: Customer said she'd been chasing losses after a bad week, agreed to a £100 weekly deposit limit and a
7-day time-out. Write the note.
Assistant:""")


@pos
def _chatml_user_sent(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "rent-money-chatml", ["chatml", "user_turn_stamp", "iso_space"], f"""\
<|im_start|>system
You are Haven, a support chat for people worried about their gambling. Be warm, never judge, and share the
helpline 0808 8020 133 when the person seems at risk.<|im_end|>
<|im_start|>user
I lost my rent money on the slots again last night and I don't know how to tell my partner.
{v('datetime', 'Sent: ' + iso_space(t) + ' ' + t.tzname())}
<|im_end|>
<|im_start|>assistant
""")


@pos
def _mistral_timeout(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "time-out-mistral", ["mistral", "templated_sentence", "rfc3339"], f"""\
<s>[INST] You write time-out confirmation messages for Kestrel Sports. State when the time-out ends, that
the account is locked until then, and that it cannot be reversed early.
{v('datetime', 'The request time is ' + rfc3339(t) + '.')}
Time-out length: 7 days
Customer first name: Jamie [/INST]""")


@pos
def _helpline_call(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("safer-gambling", "helpline-call-leeds", ["head", "sip_call_id", "dmy_slash"], f"""\
{v('session_id', 'Call-ID: ' + g.hex(24) + '@pbx.haven-line.example')}
{v('datetime', 'Call answered: ' + dmy_slash(t))}
Queue: safer-gambling
Line: 0808 8020 133

You help helpline advisers find local support. Suggest at most two services from the list and say why.
Services: Haven phone counselling (8am-midnight), Northbridge residential programme (12 weeks), peer support
meetings (Leeds, Tuesdays 19:30), Northern Gambling Clinic (GP or self-referral, 4-6 week wait).

Adviser: Caller is in Leeds, 34, has tried phone counselling and wants face-to-face support this week.
Assistant:""")


@pos
def _deposit_snapshot(g: Gen44) -> Draft:
    t = g.at("AU")
    (y2, m2), (y1, m1) = month_before(t, 2), month_before(t, 1)
    first = t.replace(day=min(3, t.day))
    return P("safer-gambling", "deposit-trend-snapshot", ["phrase_as_of", "paren_id", "fetched_record"], f"""\
You summarise deposit patterns for the safer gambling team at Goldcoast Bet. Flag if deposits rose more than
50% month on month or if there were more than 3 deposits in one night.

Deposits {v('datetime', 'as of ' + rfc3339(t))} {v('request_id', '(snapshot snap_' + g.b62(12) + ')')} for this \
request:
{MONTHS[m2 - 1]} {y2}  $1,120  (14 deposits)
{MONTHS[m1 - 1]} {y1}  $1,980  (22 deposits)
{MONTHS[t.month - 1]} {t.year}  $1,410 so far (19 deposits; 5 between 23:00 and 03:00 on {first.day} \
{MONTHS[first.month - 1]})

Summary:""")


# --- H. gaming regulators' compliance teams ---------------------------------------------------------------


@pos
def _regulatory_return(g: Gen44) -> Draft:
    t = g.at("UK")
    q_end_year, q_end_month = month_before(t.replace(month=(t.month - 1) // 3 * 3 + 1), 1)
    q_start_year, q_start_month = month_before(t.replace(month=(t.month - 1) // 3 * 3 + 1), 3)
    last_day = (datetime(q_end_year + q_end_month // 12, q_end_month % 12 + 1, 1) - timedelta(days=1)).day
    return P("compliance", "quarterly-return-statement", ["today_in_artefact", "job_id", "iso_date"], f"""\
Draft the covering statement for the quarterly regulatory return of Harbour Sports Ltd (account
000-041227-R-321004-009). Keep it to three sentences.
{v('date', 'Submission date (today, filled in by the returns tool): ' + iso_date(t))}
{v('run_id', 'Return job: rj_' + g.b62(14))}
Period: 1 {MONTHS_LONG[q_start_month - 1]} {q_start_year} - {last_day} {MONTHS_LONG[q_end_month - 1]} \
{q_end_year}
Gross gambling yield: £4.82m (remote betting), £0.61m (remote casino)
Self-exclusions in the period: 1,204

Statement:""")


@pos
def _cert_register(g: Gen44) -> Draft:
    t = g.at("CE")
    old, new = iso_date(t - timedelta(days=131)), iso_date(t - timedelta(days=79))
    return P("compliance", "game-cert-register", ["phrase_at", "paren_id", "fetched_record"], f"""\
You check game certification for the compliance team of Lakeside Online Casino. A game may go live only if
the register shows a certificate for the exact version and the jurisdiction.

Certificate register queried {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(query q_' + g.b62(12) + ')')} \
for this request:
Game: Dragon Reels 2, version 1.4.7
- cert TL-{old[:4]}-04471, version 1.4.6, GB, issued {old}
- cert TL-{new[:4]}-06120, version 1.4.7, MT, issued {new}
- cert TL-{new[:4]}-06121, version 1.4.7, SE, issued {new}

Can Dragon Reels 2 1.4.7 go live in Great Britain?
Answer:""")


@pos
def _aml_delivery(g: Gen44) -> Draft:
    t = g.at("UTC")
    ev = t - timedelta(seconds=g.small(30, 400))
    return P("compliance", "aml-alert-delivery", ["json_pretty", "envelope", "head"], f"""\
{{
  {v('request_id', '"delivery_id": "' + g.uuid4() + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t) + '",')}
  "source": "txn-monitoring",
  "alert": {{
    "id": "AML-26-0918",
    "rule": "Rapid cash-in / cash-out with minimal play",
    "customer": "LC-440918",
    "event_time": "{rfc3339(ev)}",
    "details": "Deposits £4,900 by 3 cards in 40 min; 2 spins played; withdrawal £4,850 requested to a new \
e-wallet"
  }}
}}
You triage AML alerts for the MLRO of Lakeside Online Casino. Give a risk rating and the next step.
Rating:""")


@pos
def _mailbox_poll(g: Gen44) -> Draft:
    t = g.at("UK")
    sent = t - timedelta(hours=g.small(2, 30), minutes=g.small(0, 60))
    return P("compliance", "advert-complaint-mailbox", ["mailbox_poll", "next_to_pasted", "rfc3339"], f"""\
You help the advertising standards team of the Gaming Authority triage complaints. Say which code rule is at
stake (R3: must not appeal to under-18s; R5: must not suggest gambling solves money problems) and whether to
open a case.

{v('datetime', 'Mailbox polled: ' + rfc3339(t))}
{v('request_id', 'Poll: poll-' + g.hex(12))}
From: Sarah Lindqvist <s.lindqvist@mailbox.example>
Date: {rfc2822(sent)}
Subject: Advert on bus shelter

The advert at the Hillside Road stop says "Skint? One spin could change that." next to a cartoon dragon.
There is a primary school next to the stop.

Triage:""")


@pos
def _licence_trace(g: Gen44) -> Draft:
    return P("compliance", "breach-reporting-traceparent", ["head", "traceparent", "tracestate"], f"""\
{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ga=' + g.hex(16) + ',portal=' + g.b64url(9))}
You answer licensees' questions about the Gaming Authority's licence conditions. Quote the condition.
Condition 12.1: Licensees must report any breach of security affecting customer funds within 5 working days.
Condition 15.2: Key events must be reported within 5 working days of the licensee becoming aware.

Licensee: Our payment processor had a data breach affecting 300 of our customers. When do we have to tell
you?
Answer:""")


@pos
def _premises_received(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("compliance", "premises-application-logging", ["head", "python_logging", "stable_neighbours"], f"""\
{v('datetime', 'Received: ' + py_logging(t))}
Queue: premises-licensing
Council: Eastbridge District Council

You help licensing officers check betting shop premises applications for completeness: plan of the premises,
notice in a local newspaper within 10 working days of the application, notice displayed on the premises for 28
days, and copies to all responsible authorities.

Officer: The applicant published in the paper 14 working days after applying. Is that fatal?
Answer:""")


@pos
def _inspector_tablet(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("compliance", "b3-ratio-inspection", ["head", "dotnet_roundtrip"], f"""\
{v('datetime', 'Inspector tablet time: ' + dotnet_o(t, g.small(0, 10)))}
Premises: Lucky Star Amusements, 4 Pier Parade (adult gaming centre, premises licence 18/00412)
You help gaming inspectors on site. Give the inspector the checks for the issue raised, from the code.
Code: Category B3 machines may not exceed 20% of the gaming machines available for use; every machine must
display the licence number and the 18+ notice.

Inspector: They have 6 B3s and 22 category C and D machines. Is that OK?
Assistant:""")


@pos
def _notification_draft(g: Gen44) -> Draft:
    t = g.at("AU")
    day = t - timedelta(days=1)
    return P("compliance", "incident-notification-draft", ["inline_sentence", "id_in_sentence", "phrase_at"], f"""\
You help the compliance team of Goldcoast Bet write regulatory incident notifications. Keep to the facts.

Notification draft {v('run_id', 'nd_' + g.b62(12))} was generated {v('datetime', 'at ' + rfc3339(t))} by \
NotifyDesk.
Incident: payment gateway outage, customers unable to withdraw, 19:05-22:40 on {day.day} {MONTHS[day.month - 1]} {day.year}
Customers affected: about 4,100
Funds at risk: none; all pending withdrawals processed by 23:30

Notification:""")


@pos
def _french_anj(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("compliance", "excluded-player-fr", ["non_english", "localized_now", "request_id"], f"""\
Tu es l'assistant de l'équipe conformité de Paris Éclair, opérateur agréé par l'ANJ. Réponds en français,
avec la référence réglementaire quand tu la connais.
{v('datetime', 'Date et heure actuelles : ' + fr_now(t))}
{v('request_id', 'Identifiant de requête : rq_' + g.b62(18))}

Question : Un joueur interdit de jeux a réussi à ouvrir un compte avec le nom de jeune fille de sa mère. Que
devons-nous faire maintenant ?""")


@pos
def _greek_limit(g: Gen44) -> Draft:
    t = g.at("EE")
    return P("compliance", "deposit-limit-el", ["non_english", "localized_now"], f"""\
Είσαι ο βοηθός της ομάδας συμμόρφωσης της Αστέρι Στοίχημα. Απάντησε στα ελληνικά, σύντομα και με ακρίβεια.
{v('datetime', 'Τρέχουσα ημερομηνία και ώρα: ' + el_now(t))}

Ερώτηση: Ένας πελάτης ζητά να αυξήσει το μηνιαίο όριο κατάθεσης από 500 σε 2.000 ευρώ. Τι έλεγχο πρέπει
να κάνουμε;""")


@pos
def _reporting_api(g: Gen44) -> Draft:
    t = g.at("UK")
    return P("compliance", "reporting-api-offsets", ["head", "header_block", "epoch_us", "request_id"], f"""\
Via: 1.1 gw-eu-2
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
X-Client: compliance-portal/2.8

You answer questions from operators about the Gaming Authority's data reporting API. Fields: bet_id,
placed_at (UTC, ISO 8601), stake_minor (integer pence), channel (web, app or retail).

Operator: We send placed_at in local time with +01:00. Will that be rejected?
Answer:""")


@pos
def _pep_screening_yaml(g: Gen44) -> Draft:
    t = g.at("UTC")
    return P("compliance", "pep-screening-yaml", ["nested_yaml", "head", "request_id", "rfc3339"], f"""\
request:
  tool: kyc-screening
  {v('request_id', 'id: scr_' + g.b62(16))}
  {v('datetime', 'requested_at: "' + rfc3339(t) + '"')}
  provider: WorldScreen
applicant:
  name: Dimitri Vasquez
  date_of_birth: 1979-02-11
  nationality: CY
results:
  - list: EU consolidated sanctions
    match: none
  - list: PEP (tier 2)
    match: possible
    score: 0.82
    note: "Former deputy mayor of Limassol, 2015-2019"

You help the KYC team of Harbour Sports decide whether a PEP hit needs enhanced due diligence. Answer yes or no
and list the documents to request.
Answer:""")


@pos
def _log4j_advert(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("compliance", "bonus-advert-log4j", ["system_tail", "log4j", "stable_neighbours"], f"""\
You review draft adverts for Paris Éclair against the advertising code for the English-language site. Flag
any line that presents a bonus without its key terms.
channel: social
{v('datetime', 'requestedAt: ' + log4j_iso(t))}

Draft: "Join today and get a €100 welcome bonus! Bet on tonight's Clasico and double your money."
Review:""")


@pos
def _clf_edge(g: Gen44) -> Draft:
    t = g.at("CE")
    return P("compliance", "age-gate-edge-clf", ["head", "clf", "bracketed", "inline_prefix"], f"""\
edge: {v('datetime', '[' + clf(t) + ']')} GET /compliance/ask HTTP/2 pop=MLA
You answer questions from the Malta compliance desk about age verification. Players must be verified before
their first deposit; no play-for-fun games without verification.

Analyst: A customer deposited before verification because of a bug. Can we keep the deposit?
Answer:""")


# --- generated positives: one field (or a time and an id) at one position of a body ---------------------------

# (name, system prompt, user label, question, cue line or "" for prompts that end with the user's message)
BODIES: list[tuple[str, str, str, str, str]] = [
    ("bet-builder", "You are the bet builder helper for Northgate Bet. Explain which selections can be combined "
     "in a bet builder\nand why; never recommend a bet.", "Customer",
     "Can I combine first goalscorer and correct score in one bet builder?", "Assistant:"),
    ("non-runners", "You answer questions about race results and non-runners for Paddock Pal. Be exact about "
     "Rule 4\ndeductions and each-way terms.", "User", "My horse was a non-runner. Do I get my stake back?",
     "Answer:"),
    ("casino-rewards", "You are the rewards desk helper of the Crown & Anchor Club casinos. Explain how comps "
     "and free play\nare earned; never discuss wins or losses.", "Member", "Does free play earn tier points?",
     "Assistant:"),
    ("lottery-retail", "You help lottery retailers with terminal and scratchcard questions for Grand Lotto. "
     "Quote the\nretailer manual section when you can.", "Retailer", "How do I return a damaged scratchcard pack?",
     "Answer:"),
    ("bingo-host", "You are the chat host of Sparkle Bingo. Be cheerful, explain room rules and never suggest "
     "buying more\ntickets.", "Player", "What's the difference between 75-ball and 90-ball bingo?", "Host:"),
    ("arcade-staff", "You help staff at FunZone arcades with game card and prize questions. Follow the "
     "manager-override\nrules exactly.", "Staff", "How do I merge two game cards for a guest?", "Assistant:"),
    ("esports-admin", "You support admins of the Northern Clash esports league with rules and scheduling. Quote "
     "the rule\nnumber.", "Admin", "Can a team change its roster after the roster lock?", "Assistant:"),
    ("safer-gambling", "You answer safer gambling questions for Harbour Sports customers. Never judge; explain "
     "the tools\nand how long each one lasts.", "Customer", "How is a time-out different from self-exclusion?",
     "Assistant:"),
    ("licensing", "You answer compliance questions for the licensing team of Lakeside Online Casino. Cite the "
     "licence\ncondition.", "Analyst", "Do we need to report a change of finance director?", "Answer:"),
    ("card-room", "You answer rules questions for Royal Flush Poker's live card room. Quote the house rule.",
     "Player", "What happens if the dealer exposes a card during the deal?", "Assistant:"),
    ("uttag-sv", "Du är kundtjänst för Nordbet. Svara på svenska, kort och vänligt.", "Kund",
     "Varför har mitt uttag inte kommit än? Jag begärde det i måndags.", ""),
    ("ricevitoria-it", "Sei l'assistente delle ricevitorie di Lotto Italia Più. Rispondi in italiano, in modo "
     "pratico.", "Ricevitore", "Come annullo una giocata stampata per errore?", ""),
    ("bingo-es", "Eres el asistente del personal de la sala Bingo Sol de Sevilla. Responde en español.",
     "Empleado", "¿Cuánto tiempo tenemos que guardar los cartones premiados?", ""),
    ("spielhalle-de", "Du hilfst dem Personal der Spielhalle Glückauf in Dortmund. Antworte auf Deutsch.",
     "Mitarbeiter", "Ein Gast möchte sich sperren lassen. Was muss ich tun?", ""),
    ("casino-nl", "Je bent de gastenservice van Casino Zilverstrand. Antwoord in het Nederlands.", "Gast",
     "Vanaf welke leeftijd mag ik naar binnen, en moet ik mijn ID laten zien?", ""),
    ("apostas-br", "Você é o atendimento da Aposta Firme. Responda em português do Brasil.", "Cliente",
     "Como faço para definir um limite de depósito mensal?", ""),
]

# (cue, family, label, key, value)
FieldMaker = Callable[[Gen44, datetime], str]
FIELDS: list[tuple[str, str, str, str, FieldMaker]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t)),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t)),
    ("datetime", "python_str", "Now", "now", lambda g, t: py_str(t)),
    ("datetime", "python_isoformat", "Client time", "client_time", lambda g, t: py_iso(t)),
    ("datetime", "log4j", "requestedAt", "requestedAt", lambda g, t: log4j_iso(t)),
    ("datetime", "go_rfc3339nano", "Generated", "generated", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_timestamp",
     lambda g, t: dotnet_o(t, g.small(0, 10))),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t)),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t)),
    ("datetime", "iso_space", "Current time", "current_time", lambda g, t: iso_space(t) + " " + str(t.tzname())),
    ("datetime", "sk_now", "Current date and time", "current_datetime", lambda g, t: sk_now(t)),
    ("datetime", "us_medium", "Local time", "local_time", lambda g, t: us_medium(t)),
    ("datetime", "dmy_slash", "Terminal time", "terminal_time", lambda g, t: dmy_slash(t)),
    ("datetime", "postgres_now", "db_now", "db_now", lambda g, t: pg_tz(t)),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week_date", "Current week date", "current_week_date", lambda g, t: iso_week(t)),
    ("epoch", "epoch_ms", "ts", "ts", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("request_id", "cf_ray", "CF-Ray", "cf_ray", lambda g, t: g.cf_ray()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "Conversation ID", "conversation_id", lambda g, t: g.uuid7(t)),
    ("run_id", "ulid", "Run", "run", lambda g, t: g.ulid(t)),
    ("request_id", "ksuid", "Event ID", "event_id", lambda g, t: g.ksuid(t)),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "cust-" + g.digits(6))),
    ("request_id", "prefixed", "Request", "request", lambda g, t: "rq_" + g.b62(20)),
    ("session_id", "objectid", "Chat ID", "chat_id", lambda g, t: g.objectid(t)),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False)),
]

# the current date and time written and labelled in the language of a body
LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str], str]] = {
    "uttag-sv": ("Nuvarande tid", sv_now, "CE"),
    "ricevitoria-it": ("Data e ora correnti", it_now, "CE"),
    "bingo-es": ("Fecha actual", es_date, "CE"),
    "spielhalle-de": ("Heutiges Datum", de_date, "CE"),
    "casino-nl": ("Datum vandaag", nl_date, "CE"),
    "apostas-br": ("Data e hora atuais", pt_now, "BR"),
}

STABLE = ["Brand: Harbour Gaming", "Jurisdiction: GB", "Channel: web", "Locale: en-GB", "Model: gpt-4o-mini",
          "Prompt version: 5.2.0", "Knowledge cutoff: 2024-06", "Tenant: harbour-sports", "Region: eu-west-2",
          "Currency: GBP", "API version: 2025-07-01", "Build: 9c41d2e"]
FOOTER_STABLE = ["Generated by HelpFlow 4.2", "Template: gaming-faq r9", "Owner: Player Services",
                 "Prompt version 5.2.0"]

LINE_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer"]
OTHER_POSITIONS = ["yaml", "json", "xml", "kv", "paren", "html", "bullet"]
PAIR_POSITIONS = {"header_block", "yaml", "json", "footer", "last_user"}


def _yaml_value(value: str) -> str:
    return f'"{value}"' if (": " in value or value[:1] in "[{&*!|>%@`#" or " " in value) else value


def _render(g: Gen44, position: str, body: tuple[str, str, str, str, str],
            fields: list[tuple[str, str, str, str]]) -> str:
    """A body with its fields (cue, label, key, value) at `position`."""
    _, system, who, question, cue = body

    def _m(c: str, text: str) -> str:
        return v(c, text) if c else text

    ask = f"{who}: {question}"
    tail = f"\n{cue}" if cue else ""
    line = [_m(c, f"{label}: {value}") for c, label, _, value in fields]
    if position == "head":
        return "\n".join(line) + f"\n{system}\n\n{ask}{tail}"
    if position == "system_tail":
        return f"{system}\n" + "\n".join(line) + f"\n\n{ask}{tail}"
    if position == "header_block":
        block = g.rng.sample(STABLE, 3)
        at = g.small(1, 4)
        block[at:at] = line
        return "\n".join(block) + f"\n\n{system}\n\n{ask}{tail}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n" + "\n".join(line) + tail
    if position == "footer":
        return f"{system}\n\n{ask}\n\n--\n{g.pick(FOOTER_STABLE)}\n" + "\n".join(line)
    if position == "yaml":
        members = [_m(c, f"{key}: {_yaml_value(value)}") for c, _, key, value in fields]
        return "---\napp: gaming-help\n" + "\n".join(members) + f"\nlocale: en-GB\n---\n{system}\n\n{ask}{tail}"
    if position == "json":
        members = []
        for c, _, key, value in fields:
            shown = value if value.isdigit() else f'"{value}"'
            members.append("  " + _m(c, f'"{key}": {shown},'))
        return ("{\n  \"app\": \"gaming-help\",\n" + "\n".join(members) + "\n  \"locale\": \"en-GB\"\n}\n"
                f"{system}\n\n{ask}{tail}")
    if position == "xml":
        (c, _, key, value), = fields
        attr = _m(c, f'{key}="{value}"')
        return f'<context app="gaming-help" {attr} locale="en-GB"/>\n{system}\n\n{ask}{tail}'
    if position == "kv":
        (c, _, key, value), = fields
        return f"[ctx app=gaming-help {_m(c, f'{key}={value}')} locale=en-GB]\n{system}\n\n{ask}{tail}"
    if position == "paren":
        (c, label, _, value), = fields
        return f"{system}\n\n{ask} {_m(c, f'({label}: {value})')}{tail}"
    if position == "html":
        (c, _, key, value), = fields
        return f"{system}\n{_m(c, f'<!-- {key}: {value} -->')}\n\n{ask}{tail}"
    assert position == "bullet"
    (c, label, _, value), = fields
    bullet = _m(c, f"- **{label}:** {value}")
    return f"- **App:** gaming-help\n{bullet}\n- **Locale:** en-GB\n\n{system}\n\n{ask}{tail}"


GENERATED = 41


def generated_positives(g: Gen44) -> list[Draft]:
    """41 cases: the five line positions four times each, the seven others three times each; the first case
    at each of five positions carries a time and an id; four foreign-language bodies at line positions carry
    the current date or time written and labelled in their language."""
    positions = [p for p in LINE_POSITIONS for _ in range(4)] + [p for p in OTHER_POSITIONS for _ in range(3)]
    g.rng.shuffle(positions)
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    paired: set[str] = set()
    local_used = 0
    f = 0
    for k in range(GENERATED):
        position = positions[k]
        body = bodies[k % len(bodies)]
        name = body[0]
        t = in_zone(g.moment(), g.pick(["UTC", "UK", "CE", "USE", "AU"]))
        chosen: list[tuple[str, str, str, str]] = []
        family = ""
        if name in LOCAL_NOW and position in LINE_POSITIONS and local_used < 4:
            label, fmt, zone = LOCAL_NOW[name]
            t = in_zone(t, zone)
            chosen.append(("datetime" if fmt not in (es_date, de_date, nl_date) else "date", label, "", fmt(t)))
            family = "localized_now"
            local_used += 1
        else:
            while True:
                cue, fam, label, key, make = fields[f % len(fields)]
                f += 1
                value = make(g, t)
                if position == "kv" and " " in value:
                    continue
                break
            chosen.append((cue, label, key, value))
            family = fam
        if position in PAIR_POSITIONS and position not in paired and family != "localized_now":
            paired.add(position)
            time_first = chosen[0][0] in ("datetime", "date", "epoch")
            extra = ("request_id", "Request ID", "request_id", g.uuid4()) if time_first else \
                ("datetime", "Timestamp", "timestamp", rfc3339(t))
            chosen.append(extra)
            family += "+pair"
        text = _render(g, position, body, chosen)
        tags = ["generated", position, family] + (["non_english"] if not body[4] else [])
        out.append(Draft(text, f"{SRC}pos:generated:{name}+{family}", tags))
    return out


# --- negatives: stable look-alikes in program positions, values the user asks about, controls ---------------

NEG: list[Draft] = []


def neg(name: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{name}", [*hard, *tags]))


def _negatives_written() -> None:
    neg("lookalike:header-licence-api", ["stable_header", "licence", "api_version", "knowledge_cutoff"], """\
Brand: Northgate Bet
Licence: 000-039446-R-319300-004
API version: 2025-07-01
Knowledge cutoff: 2024-06
Prompt version: 6.1.0 (2026-08-20)

You are Scout, the live chat helper for Northgate Bet. Answer questions about bet types in plain English.

Customer: What's the difference between a Yankee and a Lucky 15?
Scout:""")
    neg("lookalike:footer-template-review", ["footer", "template_revision", "tail"], """\
You write friendly replies to customers asking about Lucky Dip tickets for Grand Lotto.

Customer: Can I choose some numbers and let the terminal pick the rest?

--
Template: lucky-dip-faq r12 (reviewed 2026-05-04)
Owner: Player Services""")
    neg("lookalike:member-table", ["md_table", "member_since", "tier_validity"], """\
| Field        | Value                            |
|--------------|----------------------------------|
| Member       | Helen Obi                        |
| Member since | 14 March 2019                    |
| Tier         | Platinum (valid to 31 Dec 2026)  |
| Home casino  | Lakeside                         |

You are Penny, the rewards concierge of the Crown & Anchor Club. Be warm and brief.

Helen: Can I bring a guest to the Platinum lounge on New Year's Eve?
Penny:""")
    neg("lookalike:draw-schedule-system", ["schedule", "times_in_system_prompt", "relative_time"], """\
You are the Grand Lotto info bot. Draws: Lotto on Wednesdays and Saturdays at 20:00, with ticket sales
closing at 19:30 on draw days. Daily Pick draws every day at 22:00 and closes at 21:55. Prize claims
over £50,000 must be made at the prize centre, open Monday to Friday 09:00-17:00.

User: If I get to the shop at 19:45 tonight, can I still buy a Lotto ticket for tonight?
Assistant:""")
    neg("lookalike:llama3-cutoff-only", ["llama3", "knowledge_cutoff"], """\
<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer bingo rules questions for Sparkle Bingo. Explain jackpots and prize patterns simply.\
<|eot_id|><|start_header_id|>user<|end_header_id|>

What does "one to go" mean on the jackpot game?<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("lookalike:chatml-offer-validity", ["chatml", "offer_dates", "knowledge_cutoff"], """\
<|im_start|>system
You are the promotions helper for Kestrel Sports.
Knowledge cutoff: 2024-06
Offer: Acca Boost, valid from 1 October 2026 to 31 December 2026, on accas of 4+ legs at odds of 1.30 or
more per leg. Boost paid in cash, capped at £50 per day.<|im_end|>
<|im_start|>user
Does the boost apply to an acca I placed on 30 September that settles in October?<|im_end|>
<|im_start|>assistant
""")
    neg("lookalike:customer-settings", ["per_user_settings", "dates_in_settings"], """\
Customer settings:
Deposit limit: £500 per month (set 2026-03-02)
Reality check: every 60 minutes
Time zone: Europe/London
Marketing: email off, SMS off

You are the account helper for Harbour Sports. Explain the customer's own settings in plain words.

Customer: When can I raise my deposit limit, and will I get a warning first?
Assistant:""")
    neg("lookalike:terminal-env", ["key_value_lines", "firmware_date", "terminal_id"], """\
RETAILER_ID=40412
TERMINAL_ID=T-88213
FIRMWARE=7.4.2
FIRMWARE_DATE=2026-02-11
TZ=Europe/Berlin

Explain to the retailer why the terminal asks for a firmware update at the next restart, and whether they
can keep selling tickets until then.""")
    neg("lookalike:xml-certificate", ["xml_attr", "certificate", "approval_date"], """\
<game id="dragon-reels-2" version="1.4.7" certificate="TL-2026-06120" approved="2026-07-02" jurisdiction="MT"/>
You answer player questions about Lakeside Online Casino games. Say the game's RTP range and that it is
certified; never reveal internal ids.

Player: Is Dragon Reels 2 a fair game?
Assistant:""")
    neg("lookalike:json-api-version", ["json_inline", "api_version", "time_zone"], """\
{"app":"syndikit","api_version":"2025-10-01","tz":"Europe/Dublin","currency":"EUR"}
You help lottery syndicate managers with the rules of their syndicate. Answer in two sentences.

Manager: Can a member leave the syndicate halfway through a draw period and get their share back?
Answer:""")
    neg("lookalike:article-front-matter", ["front_matter", "last_reviewed", "document"], """\
---
title: "How Rule 4 deductions work"
last_reviewed: 2026-04-18
version: 3
audience: customers
---
Rewrite the help article below in simpler words for customers new to racing. Keep it under 120 words.

When a horse is withdrawn after a market has formed, winning bets on the remaining runners are reduced by
a deduction based on the withdrawn horse's price at the time. A horse at 2/1 gives a deduction of 30p in
the pound; a horse at 10/1 or bigger gives 5p or less. Bets on the withdrawn horse are refunded.""")
    neg("lookalike:html-template-comment", ["html_comment", "template_revision"], """\
<!-- template: reality-check-v3, reviewed 2026-01-12 -->
You write reality-check pop-up text for Lakeside Online Casino. Max 40 words, neutral tone.

Player data: playing for 2 h 05 min, net result -£62.00.
Pop-up:""")
    neg("asked:bet-id-and-time", ["id_in_question", "time_in_question", "same_line"], """\
What does the "O/" at the start of bet ID O/7731904/0004417 mean, and why does the receipt say it was
placed at 14:58:03 when I pressed the button at 14:57?""")
    neg("asked:feed-epoch", ["epoch", "id_in_question"], """\
Our odds feed sends 1760194798412 in the ts field and 1760194798 in the older feed. Are those the same
moment, one in milliseconds and one in seconds? What time is it in London?""")
    neg("asked:user-clock", ["user_typed_clock", "times_in_question"], """\
It's 19:40 here in Valletta and EuroDraw sales close at 20:00 CET. Have I still got time to buy a line
online, or is Malta on a different time from CET?""")
    neg("asked:relative-times", ["relative_time"], """\
I placed the bet about 20 minutes ago and the match kicked off 5 minutes after that. The app still says
"pending acceptance". Is that normal, and will it be voided if it isn't accepted before kick-off?""")
    neg("asked:few-shot-slips", ["few_shot", "example_dates"], """\
Extract the bet as JSON with bet_id, placed_at, stake and odds.

Example input: "Bet O/5512044/0001873 placed 10/10/2026 15:07:12, £40 @ 3.75"
Example output: {"bet_id": "O/5512044/0001873", "placed_at": "2026-10-10T15:07:12", "stake": 40.0, \
"odds": 3.75}

Input: "Bet O/7731904/0004417 placed 11/10/2026 14:58:03, £10 @ 3.78"
Output:""")
    neg("asked:unrendered-template", ["unrendered_placeholder", "template"], """\
Our support prompt template looks like this, but the bot keeps replying with the braces in its answer. What
is wrong with how we render it?

Current time: {{now}}
Session: {{session_id}}
You are Scout, the live chat helper for Northgate Bet.""")
    neg("asked:odds-arithmetic", ["odds", "times_in_content"], """\
Convert these to decimal odds and tell me the implied probability of each: Brighton 19/20, draw 13/5,
Everton 16/5. Kick-off is 15:00 on Saturday 17 October and the prices were taken at 09:30.""")
    neg("asked:build-digest", ["sha256", "id_in_question"], """\
The test lab's report lists SHA-256 9b74c9897bac770ffc029102a200c5de6a5b1f4c6f1e2b9d4c0a3e7f5d1b2c3a for
dragonreels2.wasm, and our build server says 9b74c9897bac770ffc029102a200c5de6a5b1f4c6f1e2b9d4c0a3e7f5d1b2c3b.
Do these match, and can we release?""")
    neg("asked:traceparent-logs", ["traceparent", "id_in_question"], """\
In our odds API logs I see traceparent: 00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00 on the
requests that failed. What does the -00 at the end mean, and could that be why they don't show up in our
tracing tool?""")
    neg("asked:jwt-debug", ["jwt", "pasted_token"], """\
Our bingo app's login token keeps getting rejected as expired. Here it is, decoded claims below:

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJwbC0yMjA0NzEiLCJpYXQiOjE3NjAxOTQ3OTgsImV4cCI6MTc2MDE5ODM5OH0.\
Zk3pQ9rT1uV7wX2yA5bC8dE0fG4hJ6kL9mN1oP3qR5s
{"sub": "pl-220471", "iat": 1760194798, "exp": 1760198398}

How long is this token valid for, and is a one-hour lifetime too short for a bingo session?""")
    neg("asked:league-weeks", ["iso_week", "calendar"], """\
Our esports league splits run from 2026-W36 to 2026-W47, with roster lock at the end of 2026-W40 and
playoffs in 2026-W49. Which calendar dates are those weeks, and how many match weeks are there before
roster lock?""")
    neg("asked:ticket-same-line", ["ticket_number", "same_line", "draw_numbers"], """\
My ticket number is 0412-3318-7720-0019-4 from the draw on 14 March and my numbers were 04 15 22 33 41 07.
The winning numbers were 04 15 22 33 41 with bonus 10. Did I win, and how long do I have to claim?""")
    neg("control:plain-bingo", ["control", "plain"], """\
You are the chat host of Sparkle Bingo. Keep it cheerful and short.

Player: what does "two lines" mean in 90-ball?
Host:""")
    neg("control:plain-esports", ["control", "plain"], """\
You support admins of the Northern Clash esports league with rules and scheduling.

Admin: What's the best way to run a double-elimination bracket with 12 teams?
Assistant:""")


# --- negatives: pasted material, each block in three of twelve arrangements -----------------------------------

# (source, tags, block, question, introduction)
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("bet-receipt", ["bet_slip", "bet_id", "dates"], """\
BET RECEIPT
Bet ID: O/7731904/0004417
Placed: 11/10/2026 14:58:03
Type: Treble
1. Arsenal v Wolves - Arsenal @ 1.45 - WON
2. Leeds v Hull - Over 2.5 goals @ 1.80 - WON
3. Lazio v Napoli - Draw @ 3.30 - LOST
Stake: £10.00   Potential returns: £86.13
Settled: 12/10/2026 21:52:11""", "Two of the three legs won, so why did I get nothing back?", "My bet receipt"),
    ("cash-out-history", ["cash_out", "table", "bet_id"], """\
Cash Out history
Date        Time   Bet ID             Offer    Taken
09/10/2026  19:44  O/7731904/0004390  £12.40   yes
10/10/2026  15:02  O/7731904/0004401  £3.10    no (offer withdrawn)
11/10/2026  16:22  O/7731904/0004417  £21.15   no (request failed)""",
     "Why would an offer get withdrawn or fail like that?", "My cash out history"),
    ("transactions-csv", ["csv", "opens_with_timestamp", "transactions"], """\
Timestamp,Type,Method,Amount,Status,Reference
2026-10-01 21:14:08,Deposit,Visa Debit ****4471,50.00,Completed,DP-88120931
2026-10-01 23:40:51,Deposit,Visa Debit ****4471,50.00,Completed,DP-88121407
2026-10-02 00:12:33,Deposit,Visa Debit ****4471,100.00,Declined (limit),DP-88121566
2026-10-03 18:05:02,Withdrawal,Bank transfer,220.00,Pending,WD-1102284""",
     "Add up what I actually deposited and tell me if the withdrawal is still pending.",
     "Here's my transaction export"),
    ("self-exclusion-letter", ["letter", "dates", "reference"], """\
Kestrel Sports Ltd - Customer Protection Team
Date: 2 October 2026
Our ref: SE/2026/118244

Dear Mr Mensah,

Your self-exclusion request
We confirm that your account KS-7781-2209 has been closed for a period of 5 years, starting on 2 October
2026 and ending on 2 October 2031. During this period you will not be able to open a new account with us
or receive marketing. Your remaining balance of £14.20 has been returned to your debit card ending 0912.""",
     "Does this mean my account opens again automatically in 2031, or do I have to ask?",
     "The letter they sent me"),
    ("kyc-email", ["email", "opens_with_headers", "message_id"], """\
From: Verification Team <verify@northgate-bet.example>
Date: Tue, 6 Oct 2026 09:12:44 +0100
Message-ID: <20261006081244.7F21A@mail.northgate-bet.example>
Subject: Action needed: source of funds (case SOF-26-44120)

Hi Daniel,
As part of our regulatory checks we need proof of your source of funds by 20 October 2026. Please upload
your last three payslips or bank statements covering July to September 2026. Until then, deposits above
£2,000 per month are paused.""", "Is this email genuine, and what exactly do I need to send?", "Got this email"),
    ("draw-results", ["draw_results", "draw_number", "dates"], """\
EuroDraw results - Draw 1984, Tuesday 13 October 2026
Main numbers: 07 19 23 34 48
Lucky Stars: 03 11
Jackpot: €61,420,118 - rolled over (no winners)
Prize tier 5+1: 2 winners, €412,300.10 each
Ticket sales closed: 19:30 CET""", "My line was 07 19 23 34 41 with stars 03 09. Which prize tier is that?",
     "Tonight's results"),
    ("draw-room-log", ["draw_log", "opens_with_bracketed_stamp", "log"], """\
[2026-10-13 19:31:04] BALLSET SELECT set=B method=RNG witness=auditor-JM
[2026-10-13 19:34:40] TRIAL 1 result=07-19-23-31-44 bonus=05
[2026-10-13 19:38:12] TRIAL 2 result=02-11-26-38-49 bonus=09
[2026-10-13 19:45:00] DRAW 2841 START machine=Venus-2 ballset=B
[2026-10-13 19:46:31] DRAW 2841 RESULT 04-15-22-33-41 bonus=10
[2026-10-13 19:52:18] SIGNOFF auditor=JM status=OK""",
     "Was anything done out of order compared with the procedure (ball set, two trials, draw, sign-off)?",
     "Draw room log"),
    ("lotto-ticket", ["ticket", "serial", "dates"], """\
GRAND LOTTO  LOTTO 6/49
Draws: SAT 17 OCT 2026 - SAT 07 NOV 2026 (4 draws)
A. 04 11 19 27 33 41
B. 02 09 15 28 36 47
Price: £16.00
Terminal 88213  Retailer 40412
Sold: 14/10/26 18:22:51
Serial: 0412-3318-7720-0019-4""", "If one of the draws gets cancelled, do I get that part refunded?",
     "My ticket"),
    ("scratchcard-settlement", ["settlement", "table", "dates"], """\
INSTANT WIN SETTLEMENT - WEEK 41/2026
Retailer 40412  Kiosk Am Markt
Pack          Game              Activated    Settled on  Value
1187-044219   Lucky 7s (€2)     21/09/2026   80% val.    €600.00
1190-002217   Gold Rush (€5)    28/09/2026   21 days     €1,500.00
Commission 6.5%: €136.50
Amount due by direct debit 16/10/2026: €1,963.50""",
     "Why is the Gold Rush pack settled already when I've only sold a third of it?", "This week's settlement"),
    ("slot-event-log", ["slot_log", "opens_with_timestamp", "log"], """\
2026-10-12 22:41:07.112  EVT 0x0011  SLOT DOOR OPENED
2026-10-12 22:41:55.380  EVT 0x0012  SLOT DOOR CLOSED
2026-10-12 22:43:12.004  EVT 0x0027  BILL JAM
2026-10-12 22:50:30.771  EVT 0x0031  RAM ERROR
2026-10-12 22:50:31.020  EVT 0x0040  TILT 61
Asset 40417  Bank 22  Game: Buffalo Gold  SAS addr 1""",
     "Which of these should I worry about, and in what order do I check them?", "Event log from the machine"),
    ("handpay-slip", ["handpay", "slip", "dates"], """\
HANDPAY SLIP
Property: Silver Mesa Casino
Asset: 31188  Location: Bank 7-04
Date/Time: 10/13/2026 01:58:42
Type: Jackpot (non-progressive)
Amount: $2,400.00
Tax form: W-2G issued
Attendant: M. Ruiz #2231   Supervisor: K. Dale #1140""",
     "The player says the machine showed $2,450. What can cause the difference?", "Handpay slip"),
    ("points-history", ["loyalty", "table", "dates"], """\
Crown & Anchor Club - points history (member R. Alvarez)
Date        Activity                   Points
03/10/2026  Slots, 2 h 40 min          +1,240
05/10/2026  Blackjack, 1 h 10 min      +310
08/10/2026  Dining redemption          -2,000
11/10/2026  Double points Tuesday      +1,880
01/10/2026  Expired (inactivity rule)  -900
Balance                                48,210""", "Why did 900 points expire if I visit every week?",
     "My points page"),
    ("bingo-receipt", ["receipt", "dates", "bingo"], """\
BEACON BINGO LEEDS
Admission  12/10/2026 18:41
Main Session  6 x 90-ball books        £12.00
Early Bird  2 x books                  £3.00
Flyer 1                                £1.00
Total paid (cash)                      £16.00
Member 771204   Till 3   Receipt 4419-0877""",
     "Was I charged right? The board said books were £1.50 each tonight.", "My receipt"),
    ("redemption-receipt", ["receipt", "arcade", "us_datetime"], """\
FunZone Orlando - Prize redemption
Card 80041  Tickets before: 3,900
Item: Wireless headphones (5,000)
Transfer from card 80042 (manager override #77): +1,200
Tickets after: 100
10/11/2026 4:12:09 PM   Counter 2   Staff: Jess""",
     "Is it normal that the override transfer shows on the receipt like that?", "Redemption receipt"),
    ("qualifier-schedule", ["schedule", "esports", "times"], """\
Northern Clash - Valorant open qualifier, Saturday 17 October 2026 (CEST)
18:00  Frostbyte vs Gale Force      Bo3   Lobby 1
18:00  Iron Owls vs Ravens          Bo3   Lobby 2
21:00  Winner M1 vs Winner M2       Bo3   Lobby 1
Check-in closes 17:30. Admin on duty: Halvorsen""",
     "If Frostbyte are 20 minutes late, how late can match 3 start?", "The schedule"),
    ("cs2-server-log", ["server_log", "esports", "log"], """\
L 10/11/2026 - 19:42:10: "frost_nyx<12><STEAM_1:0:44102817><CT>" disconnected (reason "timed out")
L 10/11/2026 - 19:42:11: World triggered "Pause_Tech" (team "CT")
L 10/11/2026 - 19:47:55: "frost_nyx<14><STEAM_1:0:44102817><>" connected, address "81.2.69.160:27005"
L 10/11/2026 - 19:48:30: World triggered "Unpause" (by admin "ref_halvorsen")""",
     "How long was the technical pause, to the second?", "Server log"),
    ("detection-json", ["json", "opens_with_id", "anticheat"], """\
{
  "id": "det_8f21c0a4",
  "created_at": "2026-10-10T20:14:51Z",
  "account": "ax_kite",
  "matches_flagged": 14,
  "aim_snap_score": 0.91,
  "threshold": 0.85,
  "hwid_match": {"banned_account": "ax_zephyr", "ban_date": "2025-04-19"}
}""", "Explain what this detection says in plain English.", "Detection record"),
    ("payout-delivery-debug", ["webhook_debug", "signature", "http_request"], """\
POST /hooks/payouts HTTP/1.1
webhook-id: msg_2Lp0tQ8vKc4W1mZrYx7A
webhook-timestamp: 1760105203
webhook-signature: v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=
content-type: application/json

{"type":"payout.failed","data":{"id":"po_7781","amount":"2500.00","created_at":"2026-10-10T14:06:40Z"}}""",
     "Our handler rejects this as too old. How is the timestamp check supposed to work?",
     "The delivery our endpoint got"),
    ("complaint-email", ["email", "opens_with_headers", "bet_id"], """\
From: Tomás Reilly <t.reilly@mailbox.example>
Date: Sun, 11 Oct 2026 22:18:05 +0100
Subject: Complaint - bet voided after kick-off

On Saturday at 15:07 I placed £40 on Stoke to win at 3.75 (bet O/5512044/0001873). The match kicked off
at 15:00, so I accept in-play prices apply, but you voided the bet at 16:55 saying "palpable error". The
in-play price on your own site at 15:07 was 3.70. I want the bet settled as a winner.""",
     "Draft a reply that explains our palpable error rule fairly.", "Complaint we received"),
    ("affordability-letter", ["letter", "dates", "reference"], """\
Harbour Sports - Financial risk check outcome
Date: 8 October 2026
Account: HS-220914

Following our review completed on 7 October 2026, your net deposit limit has been set at £1,500 per month
until we receive documents showing a higher income. You can send payslips or a P60 at any time.
Reference: FRC-26-30771""", "Can they really do that without asking me first?", "Letter from the bookie"),
    ("limit-notification", ["app_screen", "notification", "cooling_off"], """\
Notification - 14:02
Your deposit limit change
Daily limit: £50 -> £200
Status: Pending (cooling-off until 15/10/2026 14:01)
You'll need to confirm the change after this time.""", "Why is there a wait? I set it myself.",
     "The app shows"),
    ("licence-conditions", ["licence", "effective_date", "document"], """\
LICENCE CONDITIONS - extract
Licence: 000-041227-R-321004-009 (Remote general betting (standard))
Holder: Harbour Sports Ltd
Effective from: 1 April 2026
12.1.1 Licensees must report a breach of security affecting customer funds within 5 working days.
15.2.1 Key events must be notified within 5 working days of the licensee becoming aware.
Schedule last amended: 31 January 2026""", "Which of these applies to a payment processor outage?",
     "From our licence"),
    ("rng-certificate", ["certificate", "sha1", "dates"], """\
CERTIFICATE OF COMPLIANCE  TL-2026-06120
Game: Dragon Reels 2   Version: 1.4.7   Jurisdiction: MT
Tested against: MGA technical requirements, RNG and RTP clauses
RTP: 95.84% (theoretical), 96.01% (simulated, 10^9 spins)
Files:
  dragonreels2.wasm  SHA-1 3f1b9c0d2a7e48b6c5d4e3f2a1b0c9d8e7f6a5b4
  paytable.json      SHA-1 9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d
Issued: 2 July 2026   Test lab: Meridian Gaming Labs""", "Does this certificate cover the GB release?",
     "Certificate from the lab"),
    ("aml-alert-csv", ["csv", "aml", "dates"], """\
alert_id,customer,rule,created,amount_gbp,status
AML-26-0911,LC-440918,Rapid cash-in/out,2026-10-09 22:41,4900.00,open
AML-26-0914,LC-118207,Third-party card,2026-10-10 08:02,750.00,closed - no SAR
AML-26-0918,LC-440918,Rapid cash-in/out,2026-10-11 23:15,5200.00,open""",
     "Group these by customer and tell me which customer looks worst.", "Alert export"),
    ("integrity-alert", ["integrity", "dates", "reference"], """\
SUSPICIOUS BETTING ALERT  SBA-26-1173
Issued by: Esports Integrity Network, 12 Oct 2026 10:40 UTC
Match: Iron Owls v Night Shift (CS2, tier 3), played 11 Oct 2026 19:00 UTC
Market: Map 1 handicap -4.5 Night Shift
Pattern: price 2.40 -> 1.45 between 17:52 and 18:10 UTC; 71% of stakes from accounts under 30 days old
Action requested: share account-level data by 16 Oct 2026""", "What data do we have to send, and by when?",
     "Alert from the integrity network"),
    ("poker-hand-history", ["hand_history", "hand_id", "timestamp"], """\
Royal Flush Poker Hand #2031774412: Hold'em No Limit (€0.25/€0.50) - 2026/10/11 23:41:07 CEST
Table 'Aquila II' 6-max Seat #4 is the button
Seat 2: nightowl_77 (€51.20 in chips)
Seat 5: riverrat (€48.75 in chips)
*** RIVER *** [7h 8d 9c Ts] [2h]
*** SHOW DOWN ***
nightowl_77: shows [Jd 4c] (a straight, Seven to Jack)
riverrat: shows [Jc 3s] (a straight, Seven to Jack)
nightowl_77 collected €24.10 from pot
riverrat collected €24.10 from pot
*** SUMMARY ***
Total pot €50.20 | Rake €2.00""", "Why was it split? I thought my 4 would play as a kicker.", "Hand history"),
    ("odds-feed-json", ["json_lines", "opens_with_timestamp", "feed"], """\
{"timestamp":"2026-10-11T14:59:58.412Z","event":"EPL-2026-BHA-EVE","market":"MATCH_ODDS","status":"SUSPENDED",\
"reason":"GOAL","seq":88412}
{"timestamp":"2026-10-11T15:00:41.903Z","event":"EPL-2026-BHA-EVE","market":"MATCH_ODDS","status":"OPEN",\
"prices":[1.30,5.50,11.0],"seq":88419}""", "How long was the market suspended, and who probably scored?",
     "Two messages from the feed"),
    ("bet-error-dialog", ["error_dialog", "request_id", "app_screen"], """\
Something went wrong
We couldn't place your bet. Please try again.
Error code: BET-4012 (price changed)
Request ID: 7c1e4b2a-90d3-4f6e-8a15-3b2c9d0e1f47
Time: 11/10/2026 14:58:01
[ OK ]""", "What does BET-4012 mean, and why did the price change?", "The app gave me this"),
    ("liability-report", ["report", "table", "generated_line"], """\
LIABILITY REPORT  Premier League  Sat 17 Oct 2026  (generated 17/10/2026 11:00 by Trading)
Fixture               Market       Worst outcome     Liability
Brighton v Everton    Match Odds   Draw              £63,880
Spurs v Fulham        Correct Sc.  2-2               £22,410
Wolves v Palace       BTTS         Yes               £18,900""", "Which fixture should we lay off first?",
     "This morning's report"),
    ("racecard", ["racecard", "times", "dates"], """\
HAYDOCK  Saturday 17 October 2026  Going: Good to Soft
13:15  Novices' Hurdle (Class 4) 2m3f  9 runners
13:50  Handicap Chase (Class 3) 3m     11 runners
14:25  Listed Hurdle 2m                7 runners
15:00  Handicap Hurdle (Class 2) 2m7f  14 runners  Each way: 4 places""",
     "If I want each-way terms with 4 places, which race is it?", "The racecard"),
    ("tote-dividends", ["tote", "dividends", "dates"], """\
TOTE DIVIDENDS  Wetherby  Race 5 (15:45)  14/10/2026
Win: 4  Hollow Lane    £6.30
Place: 4 £2.10  9 £3.40  1 £1.80
Exacta: 4-9  £41.20
Pool sizes: Win £18,420  Place £9,310  Exacta £4,870""", "I had a £2 exacta 4-9. What do I get back?",
     "Tote results"),
    ("group-chat-export", ["chat_export", "bracketed_stamps", "times"], """\
[11/10/2026, 21:02:14] Dan: lads did anyone's cash out work on the arsenal game
[11/10/2026, 21:02:40] Mo: nope mine said "request failed" at 16:22
[11/10/2026, 21:03:05] Dan: same, offer was 21 quid
[11/10/2026, 21:04:51] Mo: their status page says all fine lol""",
     "Does this help me prove the app was down when I tried to cash out?", "From our group chat"),
    ("multiple-transaction-log", ["mtl", "casino_cage", "times"], """\
MULTIPLE TRANSACTION LOG  Riverbend Casino  Gaming day 10/12/2026
Time      Area        Type          Amount     Patron description
21:04     Cage W3     Chips->cash   $6,500     M, 50s, grey coat, card 5530-1187
22:18     Cage W1     Chips->cash   $4,000     same patron
23:40     Pit 2 BJ    Cash buy-in   $1,500     same patron
Prepared by: L. Chen #4471""", "Do these add up to a CTR for this patron?", "Tonight's MTL"),
    ("table-fill-slip", ["fill_slip", "dates", "casino_table"], """\
TABLE FILL SLIP  No. 0091827
Table: BA-204  Pit: Baccarat 2
Date: 10/13/2026  Time requested: 02:06
Denomination  Count   Value
$500          9       $4,500
$100          20      $2,000
Total                 $6,500
Cage cashier: R. Patel   Runner: D. Moss   Dealer: A. Kim   Supervisor: ____""",
     "The table only counted 8 of the $500 chips. Who needs to sign what?", "Fill slip"),
    ("pachinko-machine-data", ["non_english", "japanese", "machine_data"], """\
台番号：23　機種：P大海物語5
日付：2026/10/13
総回転数：1,842
大当たり回数：7（確変 4）
最終大当たり：21:14
差玉：−3,120""", "このデータから、この台に異常があるかどうか分かりますか？", "台のデータです"),
    ("oasis-letter-de", ["non_english", "german", "letter"], """\
Regierungspräsidium Darmstadt – Sperrdatei OASIS
Datum: 05.10.2026
Aktenzeichen: OASIS-2026-0441872

Sehr geehrter Herr Brandt,
Ihre Selbstsperre wurde am 05.10.2026 um 11:42 Uhr in die Sperrdatei eingetragen. Die Mindestdauer beträgt
drei Monate. Eine Aufhebung ist frühestens ab dem 05.01.2027 auf schriftlichen Antrag möglich.""",
     "Heißt das, die Sperre endet am 5. Januar automatisch?", "Brief vom Regierungspräsidium"),
    ("decimo-es", ["non_english", "spanish", "ticket"], """\
LOTERÍA NACIONAL - SORTEO EXTRAORDINARIO DE NAVIDAD
Sorteo n.º 102/2026 - 22 de diciembre de 2026
Número: 48213   Serie: 114   Fracción: 7
Precio del décimo: 20 €
Administración n.º 41 de Sevilla
Código: 8812-0442-1871-1204""", "Si sale el 48213 con el Gordo, ¿cuánto cobro por este décimo después de impuestos?",
     "Mi décimo"),
    ("schedina-it", ["non_english", "italian", "bet_slip"], """\
RICEVUTA DI GIOCO  Quota Viva - Punto vendita 4412
ID biglietto: QV-26-0718842
Data emissione: 10/10/2026 17:41:03
Multipla 3 eventi
Modena-Bari  1  @ 2,05
Lecce-Parma  X  @ 3,20
Pisa-Sassuolo  Over 2,5  @ 1,90
Importo: 5,00 €   Vincita potenziale: 62,32 €""",
     "Modena-Bari è stata sospesa al 70' per nebbia: come viene pagata la schedina?", "La mia ricevuta"),
    ("spelpaus-sv", ["non_english", "swedish", "confirmation"], """\
Bekräftelse från Spelpaus.se
Datum: 2026-10-06 kl. 08:15
Personnummer: 19850412-****
Avstängning: 6 månader, till och med 2027-04-06
Omfattar: allt licensierat spel i Sverige, inklusive direktreklam""",
     "Kan jag fortfarande köpa Triss-lotter i kiosken?", "Bekräftelsen jag fick"),
    ("withdrawal-screen", ["app_screen", "dates", "reference"], """\
Withdrawal status
Amount: $350.00 AUD
Requested: Mon 12 Oct 2026, 9:14 am AEDT
Method: Bank transfer (BSB 062-000, acc ****4471)
Status: Approved 13 Oct 2026, 10:02 am
Expected in account: 1-3 business days after approval
Reference: WD-AU-7781204""", "It's been approved for a day. When should it land?", "My withdrawal page"),
]

PLACEMENTS = [
    "after",
    "before",
    "intro_same_line",
    "after_noblank",
    "quoted",
    "fence",
    "earlier_turn",
    "system_user",
    "both_sides",
    "forwarded",
    "other_language",
    "chatml_user",
]
DESK_SYSTEM = ("You are Ace, the help desk of the Harbour Gaming group (sportsbook, casino, lottery and bingo). "
               "Answer\nprecisely and say when the material is not enough.")
OTHER_LANGUAGE = [
    "¿Me lo puedes explicar también en español?",
    "Kun je het ook in het Nederlands uitleggen?",
    "Kannst du das bitte auch auf Deutsch erklären?",
    "Puoi spiegarlo anche in italiano?",
    "Pode explicar também em português?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "intro_same_line":
        first, _, rest = block.partition("\n")
        return f"{intro}: {first}\n{rest}\n\n{ask}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like to know about it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{DESK_SYSTEM}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is anything else in there unusual?"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "other_language":
        return f"{block}\n\n{ask} {OTHER_LANGUAGE[k % len(OTHER_LANGUAGE)]}"
    assert placement == "chatml_user"
    return (f"<|im_start|>system\n{DESK_SYSTEM}<|im_end|>\n<|im_start|>user\n{intro}:\n{block}\n\n{ask}<|im_end|>\n"
            "<|im_start|>assistant\n")


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            placement = PLACEMENTS[(k + step) % len(PLACEMENTS)]
            text = _place(k, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- negatives: the generated positives' bodies and positions with one stable look-alike --------------------

LOOKALIKES: list[tuple[str, str, str, str]] = [
    ("api_version", "API version", "api_version", "2025-07-01"),
    ("knowledge_cutoff", "Knowledge cutoff", "knowledge_cutoff", "2024-06"),
    ("prompt_revision", "Prompt revision", "prompt_revision", "2026-03-14"),
    ("app_build", "App build", "app_build", "7.4.2 (2026-02-11)"),
    ("licence", "Licence", "licence", "000-041227-R-321004-009"),
    ("tenant", "Tenant ID", "tenant_id", "3b2f9c1e-5d7a-4e8b-9f0c-1a2b3c4d5e6f"),
    ("calver_build", "Build", "build", "2026.09.3"),
    ("time_zone", "Time zone", "time_zone", "Europe/London"),
    ("season", "Season", "season", "2026-27"),
    ("terminal", "Terminal", "terminal_id", "T-88213"),
    ("member_since", "Member since", "member_since", "2019-08-02"),
    ("certificate", "Certificate", "certificate", "TL-2026-06120"),
    ("opening_hours", "Opening hours", "opening_hours", "10:00-02:00"),
    ("guild", "Guild ID", "guild_id", "1180224419807121408"),
]
NEG_POSITIONS = ["head", "system_tail", "header_block", "footer", "yaml", "json", "xml", "kv", "html", "bullet",
                 "last_user", "head", "header_block", "yaml"]


def generated_negatives(g: Gen44) -> list[Draft]:
    out: list[Draft] = []
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    for k, (name, label, key, value) in enumerate(LOOKALIKES):
        position = NEG_POSITIONS[k]
        if position == "kv" and " " in value:
            position = "xml"
        body = bodies[k % len(bodies)]
        text = _render(g, position, body, [("", label, key, value)])
        out.append(Draft(text, f"{SRC}neg:generated:{body[0]}+{name}", ["hard_negative", "generated", position, name]))
    return out


# --- assembly -----------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen44(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_written()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold44", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
