"""Build `prompt_normalizer/corpus/holdout26.jsonl`, a twenty-sixth labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout26.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout24.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block (with the constants right under it) and
its last 150 lines (the placement of pasted blocks, `build` and `main`), for the structure of a
generator. `make_holdout25.py`, written at the same time, was not read. None of the earlier
scenarios is repeated. The domain is hospitality, events, nonprofits and communities (kept away
from insurance and motor vehicles); the sources are:

* hotels: a Vienna front desk, a rate shop snapshot for revenue management, a guest-messaging inbox
  (pretty JSON), a late check-out upsell context (XML attribute), a concierge (YAML front matter), a
  channel manager relaying an OTA reservation with its own delivery headers, a night audit footer, a
  spa booking widget, a group-sales RFP desk, review replies, a lost-property intake, a hostel's bed
  assignment, a breakfast buffet; and as hard negatives booking confirmations, folios, an OTA
  reservation JSON, night audit reports, room move logs, a PMS error dialog, rate exports, rooming
  lists, guest e-mails, channel-manager sync logs, review exports, a corporate rate agreement, a
  city tax return, a deposit letter, Wi-Fi vouchers and a hotel's attrition e-mail;
* restaurants and bars: a reservation widget, a walk-in waitlist by SMS, an expo clock over open
  tickets, an allergen bot behind traceparent, a tip-pool statement, a menu translation job, a bar
  stock count, a POS end-of-day summary; and as hard negatives reservation exports and API
  responses, Z-reports, no-show disputes, KDS bump logs, supplier invoices, rotas, HACCP logs, a gift
  voucher JSON, a delivery payout statement, an inspection report and an allergen enquiry;
* catering, weddings and events: a catering quote builder (`KEY=value` environment), a BEO fetched
  for the kitchen, a wedding planner's front matter, a seating plan upload, a run-of-show clock, a
  wedding directory's enquiry delivery, an officiant's draft; and as hard negatives BEOs, run
  sheets, photography contracts, RSVP exports, marquee and hen-party confirmations, DJ e-mails,
  florist quotes, licence conditions, proposals, feedback exports, orders of service and a
  catering invoice;
* conferences and trade fairs: an exhibitor portal (single-line JSON), a badge kiosk, lead scans,
  room counts, a speaker-ready room relay, an agenda helper behind a Llama 3 system header, an
  abstract review console, a stand builders' desk (X-Amzn-Trace-Id); and as hard negatives
  registration exports, an exhibitor manual, stand invoices, speaker and decision e-mails, lead scan
  exports, room block pickup reports, session scores, an attendees API response, a visa invitation
  letter and catering numbers;
* ticketing and box offices: a seat hold, an online waiting room, gate scans, a refund desk, a
  theatre house clock, festival wristband top-ups, a festival Discord bot, livestream questions; and
  as hard negatives order confirmations, scan logs, a settlement sheet, refund requests, on-sale
  reports, a ticketing API order, comp lists, a season ticket renewal, a resale listing and a
  forwarded complaint;
* charities, nonprofits and food banks: a donation checkout, a Gift Aid claim run, a grant report
  cover, a volunteer rota optimiser, a donor CRM lookup, SMS keyword donations, a charity shop till,
  appeal totals, a bereavement helpline chat, a board minute-taker, a volunteer app's session token,
  a food bank's referral intake, shelf counts, check-in kiosk and SMS reminders, a community fridge;
  and as hard negatives donation receipts, Gift Aid declarations, grant award letters and reports,
  volunteer rosters and induction records, trustees' minutes, event income sheets, a donation JSON,
  a Bacs ADDACS report, a solicitor's legacy letter, payroll giving and text-giving statements,
  thank-you letters, stock intake logs, vouchers, distribution records, collection tallies, sign-in
  sheets and a food bank network e-mail;
* religious communities: a parish office, a Mass intentions widget (German), a mosque's prayer app,
  a zakat calculator with a fetched gold price, temple puja bookings, a gurdwara langar rota, a
  synagogue office (markdown table), a temple festival sign-up (XML element), a Greek Catholic
  Lemko parish, a Pulaar mosque committee; and as hard negatives parish newsletters, a baptism
  register extract, banns, a Ramadan timetable, an Eid notice, a yahrzeit list, a dues statement, a
  festival schedule, gurdwara minutes, a collection count sheet, a diocesan circular and a mosque
  donation receipt;
* funerals and cemeteries: an obituary tool, a cemetery plot register query, after-hours first
  calls, memorial guestbook moderation; and as hard negatives arrangement forms, a funeral home's
  statement, orders of service, cremation paperwork, a grave deed, a burial register extract, a
  memorial permit, a death notice and a funeral plan statement;
* village and community life in the languages below: a falla's casal, the festes of Sóller, a
  comité des fêtes in the Landes, a mountain hut in the Val d'Aran, a Schützenfest, a hotel in
  Grindelwald, Seto Kingdom Day, a Raya open house caterer, a barangay fiesta, a baby luau caterer,
  Acadian festival tickets, a maquis in Yopougon, a crayfish party near Ystad, festival volunteers
  in Östersund; and as hard negatives a village hall calendar, a committee's WhatsApp export, a
  festival budget, a residents' newsletter, a key holder log and a hall hire agreement.

Formats: RFC 3339 at precisions 0 and 3 with `Z` and with offsets, ISO dates and times with a
space, RFC 1123, RFC 2822, GNU `date`, Python logging, Go RFC3339Nano, .NET round-trip, JavaScript
`toISOString()` and `toString()`, Semantic Kernel's long rendering, Windows general and US 12-hour
renderings, day-first slashed and dotted dates with a time, ISO
dates, ISO week dates, US and British long dates, Llama 3.1's `Today Date`, a time alone (with and
without seconds), a weekday alone, a weekday with a time, epochs in s, ms and us, and dates written
in the body's language (Valencian, Gascon, Low Saxon, Bernese German, Lemko, Swedish-style for
Scanian and Jamtish, French for Chiac and Nouchi, Tagalog months for Taglish, numeric for Mallorcan,
Aranese, Pulaar and Seto). Identifiers: UUID v4 and v7, ULID (upper and lower case), KSUID, nanoid,
ObjectId, traceparent, X-Amzn-Trace-Id, long hex (upper and lower case), base62 and base64url
tokens, a JWT, Twilio-style `SM` sids, a Discord snowflake, SIP Call-IDs and vendor-prefixed ids
(`rs_`, `conv_`, `ws_`, `spa_`, `lp-`, `tj-`, `tp-`, `cnt-`, `qs_`, `up_`, `dlv_`, `pj_`, `sc_`,
`tu_`, `cs_live_`, `gar-`, `vr-`, `hc-`, `mas_`, `in-`, `po-`, `pq-`, `gb_`, `os_`, `rv-`, `q-`,
`rj-`). Positions: header blocks, HTTP-style request headers above a relayed body, head and tail
of the prompt, the tail of a system prompt (also a Llama 3 system header), `KEY=value`
environments, YAML front matter, pretty-printed JSON members (also in a delivery envelope), a
single-line JSON member, XML attributes and an XML element, `key=value` pairs in bracketed context
lines, a markdown table row, markdown bullets, HTML comments, footers after `--`, phrases with
their preposition ("as of ...", "at ..."), an id inside a sentence, a `[received ...]` prefix,
parenthesised `(sent ...)` and `(received ...)` stamps, metadata lines after the last user message,
and program lines right under a pasted or uploaded block.

Prompts are in English (British, Irish, US, Canadian, Australian, New Zealand) and in Valencian,
Mallorcan, Gascon, Aranese, Low Saxon (Plattdeutsch), Bernese German, Pulaar, Lemko, Seto,
Scanian, Jamtish, Chiac, Nouchi, Manglish, Taglish and Hawaiian Pidgin (16 varieties, none of them
named by the earlier holdouts' docstrings), with one German parish widget and questions in nine of
these varieties put to pasted blocks. The prompts in these languages are short: an English system
prompt, the app's "now" or "today" label in the language (`Data i hora actuals:`, `Ara:`, `Uei:`,
`Auei:`, `Hüüt:`, `Hüt:`, `Hannde:`, `Днесь:`, `Täämbä:`, `Ngayon:`, `Astheure:`, `Maintenant :`,
`I dag:`, `Nu:`) and a user message in the language.

What it is: 301 prompts. 140 carry volatile fields (195 spans): 88 hand-written positives (134
spans; 46 with two fields) and 52 generated ones (61 spans; 9 with two fields). 161 carry none: 139
hand-written negatives (137 hard negatives and two plain controls) and 22 generated hard
negatives. 109 of the hand-written negatives are material the user pastes, uploads, forwards or
quotes and asks about (booking confirmations, folios, BEOs, run sheets, donation receipts, grant
letters, rosters, parish notices, funeral arrangements, POS exports, e-mails with headers, JSON API
responses with their own ids and timestamps, letters with letterheads and salutations, notices
with short titles, printouts with columns, documents with titles), placed in rotation: question
after the block (10), before it (9), typed straight under it with no blank line (9), across two
blank lines below an introduction (9), in the user's own language instead of English (9), quoted
with "> " (9), in a code fence (9), in an earlier turn of a chat (9), above a "Forwarded message"
line (9), in a user turn under a system prompt (9), after the question and a lead-in ending in a
colon with no blank line (9), and with a question before and a follow-up after (9); many begin
with lines exactly like program metadata (`From:` / `Date:` / `Message-ID:`, `Timestamp,...`,
`Request ID:` / `Time:` in an error dialog, `{"id": ..., "created_at": ...`, `[DD/MM/YYYY,
HH:MM:SS]` chat-export prefixes, `Subject:` / `Sent:`). Sixteen hand-written negatives hold stable
look-alikes in program positions (rate sheet and menu revisions, supporter-since and declaration
dates, agenda versions and knowledge cutoffs, a wedding date and prompt revision in front matter,
API versions, policy revisions, office hours, rota starts, licence validity and price list dates,
a prayer-time calculation method and year, a hall plan version, a template version in an HTML
comment, a venue table, a footer's prompt revision); twelve are ids, epochs and dates the user
asks about, a user-typed clock, date arithmetic, few-shot dates, an unrendered template, relative
times, a JWT and a trace id the user wants to send to support. The generated positive family puts
one field (of 28 formats and labels, or, in 9 cases, the current date and time labelled and written
in the body's language) or two (a time and an id, 9 cases) at one of eleven positions (head, system
tail, header block, YAML front matter, pretty JSON member, footer, HTML comment and `key=value` in
a bracketed line five times each; markdown bullet, after the last user message and XML attribute
four times each) of 16 bodies (10 in English, 6 in Valencian, Low Saxon, Bernese German, Taglish,
Scanian and Gascon). The generated negative family uses the same bodies and positions (two each)
with one stable value (API version, knowledge cutoff, prompt revision, charity number, season,
time zone, opening hours, tenant, member since, venue capacity, menu revision, app build, rota
start, financial year, property code, model, listing id, last-reviewed date) or, four times, a
member-since date in the body's language. The output is deterministic (seeded); once written and
hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout24.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted blocks that open with metadata-like lines, work sessions, per-item and per-message
stamps, device clocks, "today" written into an artefact, bracketed and inline spans, ASCII cue
lines, localized "now" labels). Clarifications made here:

* Hospitality records are content: arrival and departure dates, booking, order, folio, BEO, voucher
  and contract references, a night audit's business date and print time, fired and bumped times on
  kitchen tickets, run sheet and agenda times, wedding, service, funeral and festival dates, prayer
  timetables, yahrzeit dates and deadlines stay, also next to a program's stamp and also when the
  program fetched them for this request (a BEO, a donor record, shelf counts, a plot register
  entry, reviews, a gold price); only the stamp ("BEO #4471 fetched from the sales system at <time>
  for this request:", "Record pulled from the CRM at <time> for this request:", "Plot register
  queried at <time> for this request:" with its `Query:` id) moves.
* Work sessions are sessions, as in make_holdout12 to make_holdout24: a front desk, widget,
  intake, count, till, review, office, planner, order, booking and meeting assistant session and a
  helpline chat move, and so does their start (`Opened:`, `Session opened:`, `Chat started:`,
  `Joined:`); properties, venues, kiosks, gates, exhibitors, stands, donors, volunteers,
  wristbands, temples, plots and charity numbers stay.
* Holds and queues: a seat-hold token and its expiry computed from now, an online waiting room's
  queue id and entry time, and a wallet top-up request with its nonce move; the held seats, the
  queue position and the wristband stay.
* Envelope vs payload: a channel manager's relay `Date` and `X-Request-Id` and a wedding
  directory's `delivery_id` and `delivered_at` move; the reservation and the enquiry inside them
  (`res_id`, `arrival`, `wedding_date`, the enquiry `id`) stay.
* Site and device clocks read for this request are the current time: an expo clock, a show clock,
  a house clock, a gate clock, a kiosk clock, a till clock, tablet times and a kiosk's date and
  weekday. Times the user types ("It's 17:40 here in València") stay.
* "Today" written into an artefact by the program moves: a tip-pool report date, a grant report's
  cover date, a ceremony script's draft date, an obituary's publication date.
* Per-message and per-item stamps on the current message move: an SMS's `Msg-Id:` and
  `Received:`, a `(received ...)` stamp and `Msg-Ref:`, a guestbook message's `Posted:` and
  `Message-Id:`, a lead scan's `Scan-Id:` and `Scanned-At:`, a relayed line's `[received ...]`
  prefix, a livestream question's `(sent ...)`, an upload's id and receipt time under the uploaded
  CSV, a Discord interaction id.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Rate shop snapshot as of <time> for this request:" leaves "Rate shop snapshot for this
  request:"; "Translation job <id> started at <time> on queue menus-eu." leaves "Translation job
  started on queue menus-eu."); a line holding one field ("Draft date (today): ...", "Publication
  date (filled in by the obituary tool, today): ...") is a whole-line span, and so are an HTML
  comment, a markdown row or bullet, an XML element, a `KEY=value` line and a YAML member holding
  one field; XML attributes and `key=value` pairs are followed by a stable neighbour; single-line
  JSON members are cut with the comma after them, and volatile members of pretty-printed JSON are
  never the last member of their object.
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
    rfc2822,
    rfc3339,
    sk_now,
    unix_date,
    v,
    windows_general,
)

SEED = 20262606
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout26.jsonl"
SRC = "holdout26:"

TZ: dict[str, timezone] = {
    "UTC": UTC,
    "GMT": timezone(timedelta(0), "GMT"),
    "CET": timezone(timedelta(hours=1), "CET"),
    "CEST": timezone(timedelta(hours=2), "CEST"),
    "EET": timezone(timedelta(hours=2), "EET"),
    "EEST": timezone(timedelta(hours=3), "EEST"),
    "MYT": timezone(timedelta(hours=8), "MYT"),
    "PHT": timezone(timedelta(hours=8), "PHT"),
    "HST": timezone(timedelta(hours=-10), "HST"),
    "ADT": timezone(timedelta(hours=-3), "ADT"),
    "AST": timezone(timedelta(hours=-4), "AST"),
    "EDT": timezone(timedelta(hours=-4), "EDT"),
    "EST": timezone(timedelta(hours=-5), "EST"),
    "CDT": timezone(timedelta(hours=-5), "CDT"),
    "PDT": timezone(timedelta(hours=-7), "PDT"),
    "AEST": timezone(timedelta(hours=10), "AEST"),
    "NZST": timezone(timedelta(hours=12), "NZST"),
    "SGT": timezone(timedelta(hours=8), "SGT"),
    "IST": timezone(timedelta(hours=5, minutes=30), "IST"),
    "GST": timezone(timedelta(hours=4), "GST"),
}

# Month names of the languages used here (Valencian, Mallorcan, Gascon, Aranese, Low Saxon, Bernese German,
# Scanian, Jamtish, Chiac and Nouchi with French months, Lemko with its own Cyrillic months).
MONTHS_LANG: dict[str, list[str]] = {
    "valencian": ["gener", "febrer", "març", "abril", "maig", "juny", "juliol", "agost", "setembre", "octubre",
                  "novembre", "desembre"],
    "gascon": ["geneir", "heurèr", "març", "abriu", "mai", "junh", "julhet", "aost", "seteme", "octobre",
               "noveme", "deceme"],
    "lowsaxon": ["Januaar", "Februaar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                 "November", "Dezember"],
    "bernese": ["Januar", "Februar", "März", "Aprìu", "Mai", "Juni", "Juli", "Ougschte", "Septämber", "Oktober",
                "Novämber", "Dezämber"],
    "swedish": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
                "november", "december"],
    "french": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
               "novembre", "décembre"],
    "lemko": ["студеного", "лютого", "марца", "квітня", "мая", "червця", "липця", "серпня", "вересня", "жовтня",
              "листопада", "грудня"],
    "tagalog": ["Enero", "Pebrero", "Marso", "Abril", "Mayo", "Hunyo", "Hulyo", "Agosto", "Setyembre", "Oktubre",
                "Nobyembre", "Disyembre"],
}


class Gen26(Gen):
    """`Gen` with the moments and identifiers of hotel, venue, charity and parish systems."""

    def at(self, zone: str) -> datetime:
        return self.moment().astimezone(TZ[zone])

    def hm(self, t: datetime) -> str:
        return f"{t:%H:%M}"

    def dmy_hm(self, t: datetime, sep: str = "/") -> str:
        return f"{t.day:02d}{sep}{t.month:02d}{sep}{t.year} {t:%H:%M}"

    def us_12h(self, t: datetime) -> str:
        h = t.hour % 12 or 12
        return f"{t.month}/{t.day}/{t.year} {h}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"

    def twilio_sid(self, prefix: str = "SM") -> str:
        return prefix + self.hex(32)

    def prefixed(self, prefix: str, n: int = 20) -> str:
        return prefix + self.b62(n)

    def upper_hex(self, n: int) -> str:
        return self.hex(n).upper()


def llama_today(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year}"


def british_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def in_lang(t: datetime, lang: str) -> str:
    """A date and time written the way an app localised for `lang` renders now."""
    m = MONTHS_LANG
    if lang == "valencian":
        art = "d'" if m["valencian"][t.month - 1][0] in "aeiou" else "de "
        return f"{t.day} {art}{m['valencian'][t.month - 1]} de {t.year}, {t:%H.%M}"
    if lang == "gascon":
        art = "d'" if m["gascon"][t.month - 1][0] in "aeiou" else "de "
        return f"{t.day} {art}{m['gascon'][t.month - 1]} de {t.year}, {t:%H}h{t:%M}"
    if lang == "lowsaxon":
        return f"{t.day}. {m['lowsaxon'][t.month - 1]} {t.year}, {t:%H:%M} Klock"
    if lang == "bernese":
        return f"{t.day}. {m['bernese'][t.month - 1]} {t.year}, {t:%H:%M}"
    if lang == "swedish":
        return f"{t.day} {m['swedish'][t.month - 1]} {t.year} kl. {t:%H.%M}"
    if lang == "french":
        return f"{t.day} {m['french'][t.month - 1]} {t.year}, {t.hour} h {t:%M}"
    if lang == "lemko":
        return f"{t.day} {m['lemko'][t.month - 1]} {t.year}, {t:%H:%M}"
    if lang == "tagalog":
        return f"{m['tagalog'][t.month - 1]} {t.day}, {t.year}, {t.hour % 12 or 12}:{t:%M} {'PM' if t.hour >= 12 else 'AM'}"
    if lang == "numeric":
        return f"{t.day:02d}.{t.month:02d}.{t.year} {t:%H:%M}"
    raise KeyError(lang)


POS: list[Callable[[Gen26], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen26], Draft]) -> Callable[[Gen26], Draft]:
    POS.append(fn)
    return fn


def P(marked: str, name: str, tags: list[str]) -> Draft:
    return Draft(marked, f"{SRC}pos:{name}", tags)


def N(text: str, name: str, tags: list[str]) -> None:
    NEG.append(Draft(text, f"{SRC}neg:{name}", ["hard_negative", *tags]))


# --- hand-written positives: hotels -------------------------------------------------------------------------------


@pos
def _hotel_front_desk(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You are Concierge, the front-desk assistant of Hotel Kranich Wien (84 rooms, Landstrasse). Answer guests
politely, quote only the rates in the rate sheet, and hand anything about card payments to a colleague.
Property: VIE-KRA
{v('datetime', 'Current time (property): ' + iso_space(t) + ' ' + t.tzname())}
{v('session_id', 'Desk session: ' + g.uuid4())}
Check-in from 15:00, check-out until 11:00, early check-in EUR 35 subject to availability.

Guest: We land at nine tomorrow morning. Is there any chance of an early check-in, and what would it cost?
Assistant:""", "hotel-front-desk-header", ["header_block", "hotel", "two_fields"])


@pos
def _hotel_rate_shop(g: Gen26) -> Draft:
    t = g.at("CET")
    return P(f"""You are the revenue assistant for Hotel Kranich Leipzig. Recommend BAR changes in whole euros and
never go below the floor rate of EUR 89.

Rate shop snapshot {v('datetime', 'as of ' + rfc3339(t))} for this request:
Competitor            Sat 14 Nov   Sun 15 Nov
Motel Zentrum         94           79
Hotel am Ring         119          99
Parkhotel Leipzig     135          112
Our BAR               109          95
{v('request_id', 'Shop id: rs_' + g.b62(22))}
On the books: Saturday 71 %, Sunday 38 % (pickup last 7 days: +9 and +2 rooms).

Revenue manager: Should we push Saturday up or hold it, and is Sunday worth a promo?
Assistant:""", "hotel-rate-shop-snapshot", ["phrase_inline", "header_line", "hotel", "revenue", "two_fields"])


@pos
def _hotel_guest_messaging(g: Gen26) -> Draft:
    t = g.moment(timezone(timedelta(0), "GMT"))
    return P(f"""SYSTEM: You draft replies for the guest-messaging inbox of The Quayside Rooms, Galway. Keep replies under
80 words and sign them "Niamh, Front Desk".

Context:
{{
  "property": "GWY-QUAY",
  {v('session_id', '"conversation_id": "conv_' + g.b62(24) + '",')}
  {v('datetime', '"received_at": "' + rfc3339(t, 3) + '",')}
  "channel": "whatsapp",
  "guest_stage": "in_house"
}}

Guest message: Hi, the shower in 214 is only lukewarm. Can someone look at it before 8 tomorrow? We have a
wedding to get to.
Assistant:""", "hotel-guest-messaging-json", ["json_pretty", "hotel", "two_fields"])


@pos
def _hotel_upsell_xml(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""<upsell_context {v('datetime', 'now="' + rfc3339(t) + '"')} property="KRK-STARE" room_type="deluxe_double" nights_left="1"/>
You offer late check-out and breakfast upgrades to guests of Hotel Stare Miasto, Krakow. Late check-out
until 14:00 costs PLN 120, until 16:00 PLN 200. Never push an offer twice.

Guest: Our train is at 17:40. What can you do for us?
Assistant:""", "hotel-upsell-xml-attr", ["xml_attr", "head", "hotel"])


@pos
def _hotel_concierge_yaml(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""---
assistant: concierge
property: hotel-belvedere-como
{v('datetime', 'now: ' + rfc3339(t))}
{v('request_id', 'request_id: ' + g.ulid(t))}
language: en
---
Suggest three dinner options within walking distance of the hotel for a couple, one of them vegetarian,
and say which need a booking.

Guest: Something with a lake view if possible, nothing too formal.
Assistant:""", "hotel-concierge-yaml", ["yaml_front_matter", "hotel", "two_fields"])


@pos
def _hotel_channel_manager(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""The channel manager forwards each new OTA reservation to you. Summarise it for the front desk in three lines and
flag anything unusual.

POST /hooks/reservations HTTP/1.1
Host: pms-bridge.harbourinn.example
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
Content-Type: application/json

{{"res_id": "BDC-4418201733", "arrival": "2026-08-14", "departure": "2026-08-17", "guests": 2, "room": "Double, sea view", "total": "EUR 612.00", "remarks": "Arriving by ferry around midnight, 1 cot please"}}""",
             "hotel-channel-manager-relay", ["http_headers", "envelope", "hotel", "two_fields"])


@pos
def _hotel_night_audit_footer(g: Gen26) -> Draft:
    t = g.at("EDT")
    return P(f"""You help the night auditor at the Maple Ridge Inn reconcile the day. Point out rooms whose folio balance
does not match the rate plan, and suggest the likely cause in one line each.

Room  Guest         Rate plan     Nightly  Folio balance
104   Ferreira      BAR           159.00   159.00
211   Chen          AAA           143.10   286.20
305   Olsen         PKG-BFST      189.00   174.00
312   Abara         Comp          0.00     18.50

--
{v('datetime', 'Prompt assembled: ' + g.us_12h(t) + ' ' + t.tzname())}""", "hotel-night-audit-footer", ["footer", "hotel"])


@pos
def _hotel_spa_bracket(g: Gen26) -> Draft:
    return P(f"""You book treatments for the Gellért Garden Spa. Offer at most three slots and mention the 24-hour cancellation rule.
[ctx {v('session_id', 'session=spa_' + g.hex(20))} tz=Europe/Budapest lang=en]

Guest: Could my sister and I get a couples massage on Thursday afternoon?""", "hotel-spa-bracket", ["kv_bracket", "hotel", "spa"])


@pos
def _hotel_group_rfp_comment(g: Gen26) -> Draft:
    return P(f"""{v('request_id', '<!-- rfp-desk request ' + g.uuid4() + ' -->')}
You draft first responses to group-booking requests for the Harbourside Hotel, Aberdeen. Quote from the group
rate grid only, and ask for a rooming list deadline.

Request from Northsea Engineering: 22 rooms, 3 nights from 8 September, one meeting room for 30 people on
the middle day, coffee breaks and a working lunch.
Assistant:""", "hotel-group-rfp-html-comment", ["html_comment", "hotel", "group_sales"])


@pos
def _hotel_review_fetch(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""Write a reply for each review below in the voice of the general manager of Hotel Sirena, Split. Thank the guest,
address the specific complaint, no discounts.

Reviews fetched {v('datetime', 'at ' + rfc3339(t))} for this request:
1. ★★★☆☆ "Great location, but the air conditioning in room 402 rattled all night." (stayed June 2026)
2. ★★★★★ "Breakfast terrace is the best in town, Marija at reception was wonderful." (stayed June 2026)
3. ★★☆☆☆ "Parking was 25 EUR a night and nobody told us at booking." (stayed May 2026)""",
             "hotel-review-fetch-stamp", ["phrase_inline", "fetched", "hotel", "reviews"])


@pos
def _hotel_lost_property(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You log items handed in at the reception of the Hotel Alpenrose, Innsbruck, and draft the e-mail to the guest.
{v('session_id', 'Intake session: lp-' + g.hex(12))}
{v('datetime', 'Opened: ' + g.dmy_hm(t, '.') + ' ' + t.tzname())}

Housekeeping: Found a grey Kindle and a charger in 118 under the bed. Guest was Mr Haas, checked out this
morning. Can you write to him?""", "hotel-lost-property-intake", ["header_block", "hotel", "two_fields"])


@pos
def _hostel_beds_kv(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You are the bed-assignment helper for Casa Verde Hostel, Seville. Keep groups in the same dorm if you can
and never put a single traveller in the 12-bed mixed dorm after 23:00 check-in.
env: hostel=SVQ-CV {v('epoch_ms', 'ts_ms=' + str(epoch_ms(t)))} beds_free=17

Reception: group of five students just walked in, two girls and three boys, two nights. Where do they go?""",
             "hostel-bed-kv", ["kv_inline", "hotel", "hostel", "epoch"])


@pos
def _breakfast_covers(g: Gen26) -> Draft:
    t = g.at("GMT")
    return P(f"""You help the breakfast supervisor at the Kingsway Hotel, Cardiff, decide when to replenish the buffet.
Covers counted so far {v('time', 'at ' + g.hm(t))} for this request: 112 of 186 expected
Hot items left: sausages 1/3 tray, scrambled egg 1/4 tray, beans full, hash browns empty.

Supervisor: Which trays do I get the kitchen to send up first?
Assistant:""", "hotel-breakfast-covers", ["phrase_inline", "time_alone", "hotel"])


# --- restaurants ---------------------------------------------------------------------------------------------------


@pos
def _restaurant_reservations(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You take table bookings for Osteria Lupa, Bologna (48 covers, kitchen closes 22:30). Offer the nearest free slot,
never double-book the terrace, and confirm the party size back to the guest.
{v('datetime', 'Now (venue time): ' + DAYS[t.weekday()] + ' ' + g.hm(t))}
{v('session_id', 'Widget session: ws_' + g.b62(18))}

Guest: table for 6 tonight around 8:30, one high chair please
Assistant:""", "restaurant-reservation-widget", ["header_block", "weekday_time", "restaurant", "two_fields"])


@pos
def _restaurant_waitlist_sms(g: Gen26) -> Draft:
    t = g.at("EDT")
    return P(f"""You manage the walk-in waitlist at Fishbone Oyster Bar, Providence, by SMS. Quote waits in 15-minute steps and
keep replies to one sentence.

Current list: Patel 2 (25 min), Okafor 3 (35 min), Lindqvist 5 (50 min).

Guest (SMS): hi we're 4 now not 3, still ok? name is Okafor
{v('message_id', 'Msg-Id: ' + g.twilio_sid())}
{v('datetime', 'Received: ' + rfc3339(t))}""", "restaurant-waitlist-sms", ["after_user", "message_envelope", "restaurant", "two_fields"])


@pos
def _kitchen_expo_clock(g: Gen26) -> Draft:
    t = g.moment_eu().replace(hour=19, minute=g.small(40, 59))
    fired = [(t - timedelta(minutes=m)).strftime("%H:%M") for m in (27, 19, 8)]
    return P(f"""You help the expo at Brasserie Lune call tickets. A main course should leave the pass within 22 minutes of firing.
{v('time', 'Expo clock: ' + t.strftime('%H:%M:%S'))}
Open tickets:
T14  2 covers  fired {fired[0]}  mains: duck, risotto
T9   6 covers  fired {fired[1]}  mains: 3x steak frites, 2x sole, 1x risotto
T22  4 covers  fired {fired[2]}  starters only

Chef: Which table is going to be late and what do I tell the floor?
Assistant:""", "restaurant-expo-clock", ["header_line", "time_alone", "restaurant", "kds"])


@pos
def _restaurant_allergen_trace(g: Gen26) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
You answer allergen questions for Noodle Yard (12 sites). Use only the allergen matrix below; if a dish is not
listed, say so and tell the guest to ask a manager.

Dish               Gluten  Peanut  Sesame  Crustacean  Egg
Dan dan noodles    yes     yes     yes     no          no
Chilli wontons     yes     no      yes     yes         yes
Smacked cucumber   no      no      yes     no          no

Guest: I'm allergic to sesame, is there anything on here I can have?
Assistant:""", "restaurant-allergen-traceparent", ["head", "trace_header", "restaurant"])


@pos
def _restaurant_tip_pool(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""You prepare the weekly tip-pool statement for Copper Pot, Asheville. Split card tips by hours worked, FOH
points 1.0, bussers 0.6, bar back 0.5. Put the date at the top of the statement.
{v('date', 'Report date (today): ' + iso_date(t))}
{v('run_id', 'Calc run: tp-' + g.hex(10))}

Card tips this week: $6,842.10
Hours: Maya (server) 34, Jordan (server) 29, Luis (busser) 31, Kim (bar back) 18""", "restaurant-tip-pool", ["header_block", "today_artefact", "restaurant", "two_fields"])


@pos
def _menu_translation_job(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""Translate the menu section below into German and French for Le Petit Quai, Annecy. Keep dish names in
French, translate the descriptions only.
Translation job {v('run_id', 'tj-' + g.hex(12))} started {v('datetime', 'at ' + rfc3339(t))} on queue menus-eu.

LES POISSONS
Féra du lac, beurre blanc aux herbes — 28
Omble chevalier rôti, fenouil confit — 31""", "restaurant-menu-translation-job", ["phrase_inline", "inline_id", "restaurant", "two_fields"])


@pos
def _bar_stock_count(g: Gen26) -> Draft:
    t = g.at("AEST")
    return P(f"""You help bar staff at The Tannery, Brisbane, finish the weekly stock count and spot variances over 5 %.
{v('session_id', 'Count session: cnt-' + g.hex(8))}
{v('datetime', 'Tablet time: ' + g.dmy_hm(t) + ' ' + t.tzname())}

Bartender: Counted 14.2 bottles of house gin, POS says we sold 96 nips since last count and we had 18 bottles.
That's 30 nips a bottle. Is that a variance?""", "restaurant-bar-stock-count", ["header_block", "device_clock", "restaurant", "two_fields"])


@pos
def _pos_eod_generated(g: Gen26) -> Draft:
    t = g.at("NZST")
    return P(f"""Explain tonight's end-of-day numbers to the owner of Kōwhai Café in plain words, and say whether the cash
drawer is short.
{v('datetime', 'Generated: ' + dotnet_o(t, g.small(0, 10)) + ' (this summary)')}

Gross sales 3,412.50 | Card 2,988.00 | Cash expected 424.50 | Cash counted 404.50 | Refunds 2 (31.00)""",
             "restaurant-pos-eod-dotnet", ["header_line", "dotnet", "restaurant"])


# --- catering, weddings and events ---------------------------------------------------------------------------------


@pos
def _catering_quote_env(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""QUOTE_TOOL=cater-quote
{v('session_id', 'QUOTE_SESSION=qs_' + g.b62(16))}
{v('epoch', 'NOW_EPOCH=' + str(epoch_s(t)))}
CURRENCY=GBP
VAT_RATE=0.20

You build catering quotes for Fennel & Fig Events. Price per head from the menu card, add staff at GBP 18 per
hour (minimum 5 hours), and show VAT separately.

Client: 85 guests, bowl food menu B, 6-hour evening reception in Bath, one vegan and two coeliac guests.
Assistant:""", "catering-quote-env", ["kv_lines", "head", "catering", "epoch", "two_fields"])


@pos
def _catering_beo_fetch(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""You check banquet event orders for the kitchen at the Lakeshore Conference Hotel. List anything missing for
the kitchen to produce the event.

BEO #4471 fetched from the sales system {v('datetime', 'at ' + g.us_12h(t) + ' ' + t.tzname())} for this request:
Event: Midwest Dental Association awards dinner
Date: Saturday, 10 October 2026   Room: Lakeview Ballroom   Guarantee: 240 (set 250)
18:00 Reception - passed canapés x3 per person
19:00 Dinner - plated: beet salad / short rib or salmon (entrée counts TBC) / chocolate torte
Dietary: 6 vegetarian, 2 gluten-free
Bar: hosted beer and wine until 22:00

Chef: what's missing here?""", "catering-beo-fetch-stamp", ["phrase_inline", "fetched", "catering", "beo"])


@pos
def _wedding_planner_yaml(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""---
app: vows-planner
couple: Aoife & Rémi
wedding_date: 2027-05-22
venue: Château de Vallery
{v('session_id', 'planner_session: ' + g.uuid7(t))}
{v('datetime', 'generated_at: ' + rfc3339(t))}
budget_eur: 38000
---
You are the couple's planning assistant. Keep to their budget and give deadlines as dates.

Aoife: When do we have to send the save-the-dates and book the photographer at the latest?""",
             "wedding-planner-yaml", ["yaml_front_matter", "wedding", "two_fields"])


@pos
def _wedding_seating_upload(g: Gen26) -> Draft:
    t = g.at("GMT")
    return P(f"""Check the seating plan the couple uploaded: no table over 10, the bride's grandparents near the exit,
and nobody seated with their ex (listed in the notes).

table,guest,side,notes
1,Margaret Doyle,bride,grandmother - wheelchair
1,Patrick Doyle,bride,grandfather
4,Sinéad Walsh,bride,ex of Ciarán
4,Ciarán Burke,groom,ex of Sinéad
7,Tom Reilly,groom,
{v('upload_id', 'Upload id: up_' + g.b62(14))}
{v('datetime', 'Upload received: ' + rfc3339(t))}

Which problems do you see?""", "wedding-seating-upload", ["upload_stamp", "after_block", "wedding", "two_fields"])


@pos
def _run_of_show_clock(g: Gen26) -> Draft:
    t = g.moment_eu().replace(hour=14, minute=g.small(20, 50))
    return P(f"""You are the show caller's assistant for the Nordlicht product launch. Tell the caller what is next and how much
slack there is.
{v('time', 'Show clock (this request): ' + t.strftime('%H:%M:%S'))}

RUN OF SHOW
14:00  Doors, walk-in music
14:30  Host welcome (4 min)
14:34  CEO keynote (18 min)
14:52  Product film (3:20)
14:56  Live demo (12 min)

Caller: Keynote started four minutes late. Where are we?""", "event-run-of-show-clock", ["header_line", "time_alone", "events"])


@pos
def _wedding_vendor_webhook(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""A wedding directory delivers new enquiries to the florist's inbox. Draft a warm first reply that asks for the
colour palette and the ceremony time. The delivery envelope:

{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(22) + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t, 3) + '",')}
  "event": "enquiry.created",
  "enquiry": {{
    "id": "enq_20931",
    "couple": "Priya & Tom",
    "wedding_date": "2027-06-12",
    "venue": "Hengrave Hall",
    "guests": 120,
    "message": "We love wild, garden-style flowers. Budget around 3k for everything."
  }}
}}""", "wedding-vendor-webhook-envelope", ["json_pretty", "envelope", "wedding", "two_fields"])


@pos
def _wedding_officiant_script(g: Gen26) -> Draft:
    t = g.moment(TZ["PDT"])
    return P(f"""Draft a 6-minute civil ceremony script for Dana and Luis. Warm, no religious readings, mention Luis's late
father once. Put today's date under the title as the draft date.
{v('date', 'Draft date (today): ' + long_date(t))}

Notes from the couple: met at a climbing gym in Oakland, dog called Biscuit, vows they write themselves.""",
             "wedding-officiant-draft-date", ["header_line", "today_artefact", "wedding"])


# --- conferences and trade fairs ------------------------------------------------------------------------------------


@pos
def _exhibitor_portal_json(g: Gen26) -> Draft:
    return P(f"""You answer exhibitor questions for the Messe Nord Agritechnica fair portal. Refer to the exhibitor manual by
section number.
meta: {{{v('request_id', '"req": "' + g.uuid4() + '",')} "exhibitor": "EX-2231", "hall": "4", "stand": "4-C17"}}

Exhibitor: Until when can we order extra power for the stand, and can we bring our own forklift?
Assistant:""", "fair-exhibitor-portal-json-inline", ["json_inline", "trade_fair"])


@pos
def _badge_kiosk(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You run the self-service badge kiosk at the DevRel Europe conference. If a name has a typo, reprint; if the
ticket type is wrong, send the attendee to the registration desk.
{v('datetime', 'Kiosk clock: ' + iso_space(t))}
{v('request_id', 'Print job: pj_' + g.hex(16))}
Kiosk: K-07 (Hall A entrance)

Attendee: My badge says "Jonh Smtih" and it should be a speaker badge, not a standard one.
Assistant:""", "conference-badge-kiosk", ["header_block", "device_clock", "conference", "two_fields"])


@pos
def _lead_scan(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You help booth staff at the Interzum trade fair qualify leads. Rate each lead hot, warm or cold and suggest one
follow-up line.

Booth staff: Just scanned this one. She said they're replacing all hinges in two factories next year.
Lead: Katarzyna Nowak, Head of Procurement, Meble Podlasie Sp. z o.o., +48 85 744 21 90
{v('request_id', 'Scan-Id: ' + g.ulid(t))}
{v('datetime', 'Scanned-At: ' + rfc3339(t))}""", "fair-lead-scan", ["after_user", "scan_stamp", "trade_fair", "two_fields"])


@pos
def _room_counts(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You advise the floor manager of the EuroPython-style conference on overflow rooms. A room over 90 % needs a
steward at the door; over 100 %, open the overflow.

Room counts {v('datetime', 'as of ' + t.strftime('%H:%M:%S') + ' ' + t.tzname())} for this request:
Forum (cap 400)      371
Club A (cap 120)     126
Club B (cap 120)      58
Terrace (cap 60)      61

Floor manager: What do I do right now?
Assistant:""", "conference-room-counts", ["phrase_inline", "snapshot", "conference"])


@pos
def _speaker_ready_relay(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You answer the speaker-ready room's messages at the Nordic Health Summit. Slides must be 16:9 and uploaded 2 hours
before the session; the tech team can swap a logo in 10 minutes.

{v('datetime', '[received ' + iso_space(t) + ']')} Speaker (Hall B, 15:30 slot): my deck still has the old hospital logo on every slide, can someone fix it?
Assistant:""", "conference-speaker-relay", ["bracket_prefix", "relayed", "conference"])


@pos
def _llama_agenda(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You are the agenda helper of the Open Kitchen Tech conference app. Answer from the agenda only.

Agenda (Thursday):
13:30 Hall 1  Accessible menus for screen readers (Ines Moura)
14:15 Hall 2  Reservation no-shows: what the data says (Tom Beck)
15:00 Hall 1  Designing kiosks for everyone (Amaka Eze)<|eot_id|><|start_header_id|>user<|end_header_id|>

Which talks on Thursday afternoon are about accessibility?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
             "conference-llama3-today", ["llama3_header", "system_tail", "conference"])


@pos
def _abstract_review_console(g: Gen26) -> Draft:
    t = g.at("CET")
    return P(f"""You help programme committee members of the European Hospitality Research Conference score abstracts against
the rubric (originality, method, relevance; 1-5 each).
{v('session_id', 'Review session: rv-' + g.hex(16))}
{v('datetime', 'Session opened: ' + rfc3339(t))}
Reviewer: PC-114 (track: revenue management)

Abstract 0217: "Dynamic pricing of hotel parking: evidence from 38 Spanish properties". Method: panel
regression, 2019-2025 data. Can you give me a first scoring suggestion?""", "conference-abstract-review-session", ["header_block", "work_session", "conference", "two_fields"])


@pos
def _stand_builder_xray(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""You answer stand-builder questions for the Fira Barcelona logistics desk: build-up hours, rigging, floor loads.
{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}

Stand builder: Can we hang a 400 kg truss from the ceiling in Hall 8, and when do the rigging slots open?
Assistant:""", "fair-stand-builder-xray", ["system_tail", "trace_header", "trade_fair"])


# --- ticketing and box offices -------------------------------------------------------------------------------------


@pos
def _box_office_seat_hold(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    exp = t + timedelta(minutes=10)
    return P(f"""You help customers of the Lyric Theatre box office choose seats for "The Lighthouse Keeper". Seats on hold are
released automatically; remind the customer how long they have.
{v('token', 'Hold token: ' + g.b64url(24))}
{v('datetime', 'Hold expires: ' + rfc3339(exp))}
Held: Dress Circle row C, seats 11-12 (GBP 42.50 each)

Customer: Are those seats behind a pillar? My mum can't see well.
Assistant:""", "ticketing-seat-hold", ["header_block", "hold_expiry", "ticketing", "two_fields"])


@pos
def _waiting_room(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You answer fans waiting in the online queue for Roskilde-style festival tickets. Never promise a ticket; explain
how the queue works and what to do if the page reloads.
{v('session_id', 'Queue id: q-' + g.uuid4())}
{v('datetime', 'Entered queue: ' + rfc3339(t))}
Queue position: 18 442

Fan: I refreshed by accident, did I lose my place??""", "ticketing-waiting-room", ["header_block", "session_start", "ticketing", "two_fields"])


@pos
def _gate_scan(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""You help stewards at gate C of Riverside Stadium resolve ticket scans. A ticket already scanned once may only
be re-admitted with a wristband.
{v('datetime', 'Gate clock: ' + t.strftime('%H:%M:%S'))}
{v('request_id', 'Scan: sc_' + g.b62(16))}
Result: ALREADY_USED (first entry gate A)

Steward: Guy says he stepped out for a smoke and has no wristband. Do I let him in?
Assistant:""", "ticketing-gate-scan", ["header_block", "device_clock", "ticketing", "two_fields"])


@pos
def _refund_desk_headers(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""You are the refund assistant of TixNorth. The event "Midsummer Choir Night" was moved, not cancelled, so refunds
are at the promoter's discretion until 30 days before the new date.

Request context:
{v('request_id', 'X-Request-ID: ' + g.hex(32))}
{v('datetime', 'Date: ' + http_date(t))}
Accept-Language: en-GB

Customer: The new date is my daughter's graduation. Can I get my money back for order TN-88213?
Assistant:""", "ticketing-refund-headers", ["http_headers", "ticketing", "two_fields"])


@pos
def _theatre_house_clock(g: Gen26) -> Draft:
    t = g.moment_eu().replace(hour=19, minute=g.small(10, 29))
    return P(f"""You support the front-of-house manager at the Stadttheater. Curtain is at 19:30; latecomers wait for the
first scene change (about 19:52) and are seated from the side doors.
{v('time', 'House clock: ' + g.hm(t))}
Foyer headcount: 214 of 612 sold

FOH: Still a queue at the cloakroom out to the street. Do we hold the curtain?
Assistant:""", "ticketing-house-clock", ["header_line", "time_alone", "theatre"])


@pos
def _festival_topup(g: Gen26) -> Draft:
    return P(f"""You help festival-goers with their cashless wristbands at Sziget-style Island Days. Top-ups are final; unused
credit is refunded online within 14 days after the festival.
[wallet {v('request_id', 'topup=tu_' + g.hex(14))} {v('nonce', 'nonce=' + g.b64url(12))} wristband=WB-77-40913]

Festival-goer: I topped up 40 euros twice by mistake, can I get one back now?""", "festival-wristband-topup", ["kv_bracket", "nonce", "ticketing", "two_fields"])


@pos
def _festival_discord(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""You are the community bot of the Folk on the Fjord festival Discord. Answer about camping, ferries and set times
from the FAQ; for lost tickets, point to the support form.
guild: 1129384756019283746 (Folk on the Fjord)
{v('message_id', 'interaction: ' + g.snowflake(t))}

User: Are dogs allowed on the campsite if they stay on a lead?""", "festival-discord-interaction", ["header_line", "snowflake", "community"])


@pos
def _livestream_question(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You moderate audience questions for the livestream of the Future of Festivals panel. Merge duplicates, drop
anything abusive, and pass the best question to the host.

Question from viewer "marta_k" {v('datetime', '(sent ' + t.strftime('%H:%M:%S') + ')')}
How are small festivals supposed to pay for the new crowd-safety rules?""", "event-livestream-question-sent", ["paren_inline", "per_message", "events"])


# --- charities and food banks --------------------------------------------------------------------------------------


@pos
def _donation_checkout(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You are the donations helper for Riverbank Hospice (registered charity 1098823). Explain Gift Aid in one
sentence if asked, and never ask for card details in the chat.
{v('session_id', 'Checkout session: cs_live_' + g.b62(40))}
{v('datetime', 'Page loaded: ' + rfc3339(t))}
Campaign: Light up a Life 2026

Donor: If I give £50 and I'm a pensioner paying tax on my pension, does Gift Aid still work?
Assistant:""", "charity-donation-checkout", ["header_block", "checkout_session", "charity", "two_fields"])


@pos
def _gift_aid_batch(g: Gen26) -> Draft:
    t = g.at("GMT")
    return P(f"""You check a Gift Aid claim batch before it goes to HMRC. Flag donations without a valid declaration and
donations from companies.
{v('run_id', 'Claim run: gar-' + g.hex(10))}
{v('datetime', 'Run started: ' + py_logging(t))}

Donor         Donation date  Amount   Declaration
J. Whitcombe  2026-02-03     25.00    oral, confirmed in writing 2024-11-08
Acme Ltd      2026-02-10     500.00   none
R. Okonjo     2026-02-14     15.00    online 2025-06-30
H. Lund       2026-02-20     100.00   cancelled 2026-01-12""", "charity-gift-aid-batch", ["header_block", "run_id", "charity", "two_fields"])


@pos
def _grant_report_cover(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""Write the cover page of our end-of-grant report to the Lottery Community Fund. Title, grant reference
CF-2024-11873, project name "Warm Spaces Wrexham", and today's date, which the report tool fills in.
{v('date', 'Date for the cover page (today): ' + f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}")}

Project period: 1 October 2024 to 30 September 2026. Total grant: £48,600.""", "charity-grant-report-cover-date", ["header_line", "today_artefact", "charity"])


@pos
def _volunteer_rota_optimiser(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You explain volunteer rotas that the scheduler produced for Crossroads Community Kitchen. Each shift needs a
food-hygiene-certified lead.
Optimiser run {v('run_id', 'vr-' + g.ulid(t).lower())} finished; proposed Saturday rota:
08:00-12:00  Lead: Aisha (cert)   Helpers: Ben, Carla, Dev
12:00-16:00  Lead: Ben (no cert)  Helpers: Ed, Fatima

Coordinator: Why did it put Ben as a lead in the afternoon?
Assistant:""", "charity-volunteer-rota-run", ["inline_id", "run_id", "volunteers"])


@pos
def _donor_crm_fetch(g: Gen26) -> Draft:
    t = g.at("EST")
    return P(f"""You help the major-gifts officer of Harbor Light Shelter prepare for a donor call. Suggest an ask amount and
two talking points.

Record pulled from the CRM {v('datetime', 'at ' + rfc3339(t))} for this request:
Donor: Eleanor Whitfield (since 2014)
Gifts: 2023-12-18 $5,000 (year-end appeal); 2024-12-20 $7,500; 2025-11-29 $7,500 (GivingTuesday)
Interests: youth housing, mentoring
Last contact: 2026-02-11 lunch with the ED

Officer: What should I ask her for this year?""", "charity-donor-crm-fetch", ["phrase_inline", "fetched", "charity"])


@pos
def _sms_keyword_donation(g: Gen26) -> Draft:
    t = g.at("GMT")
    return P(f"""You reply to supporters who text the Seal Rescue Cornwall keyword line. Be brief and thank them by name if they
give one.

Supporter: Just texted SEALS 5 but I think I typed SEAL 5, did it go through? - Gwen {v('datetime', '(received ' + iso_space(t) + ')')}
{v('message_id', 'Msg-Ref: ' + g.upper_hex(16))}""", "charity-sms-keyword", ["paren_inline", "after_user", "charity", "two_fields"])


@pos
def _charity_shop_till(g: Gen26) -> Draft:
    t = g.at("GMT")
    return P(f"""You help volunteers on the till at the Mind charity shop, Totnes. Donated goods over £100 need the manager's
price check; Gift Aid items are scanned with the GA label.
{v('session_id', 'Till session: ts-' + g.hex(10))}
{v('time', 'Till clock: ' + g.hm(t))}

Volunteer: Customer wants the vintage Ercol chair, it's priced £85 but I think it's worth more. Can I sell it?
Assistant:""", "charity-shop-till", ["header_block", "device_clock", "charity", "two_fields"])


@pos
def _appeal_totals(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""Write a short social-media update for the Flood Relief Appeal of the Red Cross branch in Passau. Thank donors and
say how far we are from the target.

Appeal totals {v('datetime', 'as of ' + g.dmy_hm(t, '.') + ' Uhr')} for this request: EUR 184,310 of EUR 250,000, 3,912 donors
Top item funded: 40 dehumidifiers for the Innstadt district""", "charity-appeal-totals", ["phrase_inline", "snapshot", "charity"])


@pos
def _helpline_chat(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You support the volunteers of a bereavement helpline chat with suggested wording. Never give medical advice;
offer the 24-hour phone line if the person is at risk.
{v('session_id', 'Chat id: hc-' + g.uuid4())}
{v('datetime', 'Chat started: ' + g.dmy_hm(t) + ' GMT')}

Caller: my dad died three weeks ago and everyone expects me to be back to normal""", "charity-helpline-chat", ["header_block", "session_start", "charity", "two_fields"])


@pos
def _board_minute_taker(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""You take minutes for the board of Prairie Food Network. Record decisions and action items only, each with an
owner.
{v('session_id', 'Meeting assistant session: mas_' + g.b62(20))}
{v('datetime', 'Joined: ' + windows_general(t))}

Transcript so far:
Chair: Motion to approve the 2027 budget as circulated. Seconded by Ruth. All in favour? Carried, one abstention.
Treasurer: I'll send the signed budget to the bank by Friday.""", "nonprofit-board-minutes-session", ["header_block", "session_start", "nonprofit", "two_fields"])


@pos
def _volunteer_app_jwt(g: Gen26) -> Draft:
    t = g.moment()
    return P(f"""You answer volunteers in the Shift Mates app of Second Harvest Valley. Use the volunteer's own shifts only.
{v('token', 'Session token: ' + g.jwt(t, 'vol-31871'))}
Volunteer: vol-31871 (Maria Gonzales), warehouse team

Maria: Can I swap my Tuesday morning sort shift for Thursday?
Assistant:""", "foodbank-volunteer-app-jwt", ["header_line", "jwt", "food_bank"])


@pos
def _foodbank_referral_intake(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You help volunteers at the Hillside Food Bank fill in referral vouchers. A household may use 3 vouchers in 6 months
before we refer them to the advice service.
{v('session_id', 'Intake session: in-' + g.hex(12))}
{v('datetime', 'Tablet time: ' + g.dmy_hm(t) + ' ' + t.tzname())}

Volunteer: Single dad with two kids, referred by the school, this is his third voucher since April. What do I
need to do?""", "foodbank-referral-intake", ["header_block", "device_clock", "food_bank", "two_fields"])


@pos
def _foodbank_shelf_counts(g: Gen26) -> Draft:
    t = g.at("EDT")
    return P(f"""Plan tomorrow's parcels at the Eastside Community Pantry: 140 households, each parcel 2 proteins, 3 grains,
4 vegetables, 1 breakfast item.

Shelf counts read {v('datetime', 'at ' + g.us_12h(t))} for this request:
canned tuna 96 | black beans 210 | peanut butter 38 | rice 2 lb 150 | pasta 175 | oats 60
canned vegetables 380 | fresh carrots (lb) 90 | cereal 52

Coordinator: What do we run short of, and what should we swap in?""", "foodbank-shelf-counts", ["phrase_inline", "snapshot", "food_bank"])


@pos
def _foodbank_kiosk(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You run the check-in kiosk at the Tafel Bremen-Nord distribution point. Households come on their assigned weekday;
newcomers on any weekday after 14:00.
{v('date', 'Kiosk date: ' + iso_date(t))}
{v('date', 'Weekday: ' + DAYS_LONG[t.weekday()])}

Visitor: My card says Thursday but I work Thursdays now. Can I come today instead?""", "foodbank-kiosk-weekday", ["header_block", "weekday", "food_bank", "two_fields"])


@pos
def _foodbank_reminder(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""Write a 160-character SMS reminding registered households that the Christmas hamper collection is on
Saturday 19 December, 10:00-13:00, at St Luke's hall, and to bring their card.
{v('datetime', 'Generated: ' + rfc2822(t) + ' (this prompt)')}""", "foodbank-sms-reminder-generated", ["tail", "rfc2822", "food_bank"])


@pos
def _community_fridge(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You keep the Buurtkoelkast (community fridge) log for volunteers in Utrecht-Oost. Food must be thrown out if the
fridge was above 7 °C for more than two hours.
Fridge reading fetched {v('datetime', 'at ' + t.strftime('%H:%M') + ' ' + t.tzname())} for this request: 9.4 °C (door sensor: closed)
Yesterday's log: 4.1 °C at 18:00, 4.3 °C at 21:00.

Volunteer: Someone says the plug was out this morning. Is the dairy still ok?""", "community-fridge-reading", ["phrase_inline", "device_reading", "community"])


# --- religious communities ------------------------------------------------------------------------------------------


@pos
def _parish_office(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You assist the parish office of St Brigid's, Cork. Baptism bookings need the pre-baptism talk first; weddings need
six months' notice; Mass intentions are €10.
{v('session_id', 'Office session: po-' + g.hex(12))}
{v('date', 'Current date: ' + british_long(t))}

Parishioner: We'd like to baptise our son on the last Sunday of next month. Is that possible?
Assistant:""", "parish-office-session", ["header_block", "parish", "two_fields"])


@pos
def _mass_intentions_widget(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""Helfen Sie beim Eintragen von Messintentionen für die Pfarrei St. Martin, Landshut. Stipendium 5 Euro, maximal
zwei Intentionen pro Messe.
{v('session_id', 'Widget-Sitzung: ' + g.uuid4())}
{v('datetime', 'Serverzeit: ' + g.dmy_hm(t, '.') + ' ' + t.tzname())}

Nutzerin: Ich möchte eine Messe für meinen verstorbenen Mann Josef bestellen, am liebsten an seinem Jahrtag am 3. November.""",
             "parish-mass-intentions-de", ["header_block", "parish", "german", "two_fields"])


@pos
def _mosque_prayer_app(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You answer questions in the app of Green Lane Masjid, Birmingham. Use the timetable below; jamaat times may change
on Fridays, refer those to the notice board.
{v('datetime', 'Now: ' + g.hm(t) + ' (Europe/London)')}
{v('request_id', 'Request: ' + g.hex(24))}

Today's timetable: Fajr 05:12 (jamaat 05:45) | Zuhr 13:10 (13:30) | Asr 16:55 (17:15) | Maghrib 20:41 | Isha 22:08 (22:20)

User: How long until Asr jamaat?""", "mosque-prayer-app-now", ["header_block", "time_alone", "mosque", "two_fields"])


@pos
def _zakat_gold_price(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You help members of the Moskee Al-Fath zakat committee calculate zakat on savings and gold. Nisab is 85 g of gold.

Gold price fetched {v('datetime', 'at ' + rfc3339(t))} for this request: EUR 118.40 per gram (24k)

Member: I have EUR 6,200 in savings and 40 g of 22k jewellery I wear. Do I owe zakat and how much?""", "mosque-zakat-gold-fetch", ["phrase_inline", "fetched", "mosque"])


@pos
def _temple_puja_booking(g: Gen26) -> Draft:
    return P(f"""You take puja bookings for Shri Ganesh Mandir, Leicester. Archana £11, abhishekam £51 (Saturdays 10:00 only),
havan by arrangement with the priest.
[booking {v('session_id', 'session=pj_' + g.b62(16))} temple=SGM-LEI lang=en]

Devotee: Can we book an abhishekam for my father's 70th birthday on a Sunday?""", "temple-puja-booking-kv", ["kv_bracket", "temple"])


@pos
def _gurdwara_langar_comment(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""{v('datetime', '<!-- rendered ' + rfc3339(t) + ' -->')}
You coordinate the langar sewa rota of Gurdwara Sahib, Southall. Each day needs 4 cooks, 6 servers and 3 on
dishes; families sign up for whole days.

Sevadar: The Gill family cancelled Sunday. Who on the standby list can cover cooking?

Standby list: Kaur family (cooks, servers), Bains family (dishes), Sandhu family (cooks)""", "gurdwara-langar-html-comment", ["html_comment", "head", "gurdwara"])


@pos
def _synagogue_table(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""You help the office of Congregation Beth Shalom with yahrzeit reminders and seat reservations.

| Field | Value |
|---|---|
| Office | Beth Shalom, Evanston |
{v('request_id', '| Request | ' + g.uuid4() + ' |')}
{v('datetime', '| Now | ' + rfc3339(t) + ' |')}
| Calendar | Hebrew + civil |

Member: My mother's yahrzeit is 14 Kislev. Which civil date does that fall on this year and can you put her
name on the Shabbat list?""", "synagogue-office-table", ["markdown_table", "synagogue", "two_fields"])


@pos
def _temple_festival_xml(g: Gen26) -> Draft:
    t = g.moment(TZ["AEST"])
    return P(f"""<context>
  <temple>Sri Venkateswara Temple, Helensburgh</temple>
  {v('datetime', '<now>' + rfc3339(t) + '</now>')}
  <event>Brahmotsavam volunteer sign-up</event>
</context>
You match volunteers to Brahmotsavam duties: car parking, prasadam, shoe stall, queue marshals.

Volunteer: I can do two mornings, I can't lift heavy things. Where do you need me?""", "temple-festival-xml-element", ["xml_element", "temple"])


# --- funerals and cemeteries ---------------------------------------------------------------------------------------


@pos
def _obituary_publication(g: Gen26) -> Draft:
    t = g.moment_us()
    return P(f"""Write a 150-word obituary for the Hartley & Sons Funeral Home website from the family's notes. Put the
publication date at the top.
{v('date', 'Publication date (filled in by the obituary tool, today): ' + f"{MONTHS_LONG[t.month - 1]} {t.day}, {t.year}")}

Notes: Ruth Ann Kessler, 88, of Dayton; retired school librarian; survived by two daughters and five
grandchildren; loved quilting and the Reds; service Friday 11 am at First Lutheran; in lieu of flowers,
donations to the Dayton Metro Library.""", "funeral-obituary-publication-date", ["header_line", "today_artefact", "funeral"])


@pos
def _cemetery_plot_query(g: Gen26) -> Draft:
    t = g.moment_eu()
    return P(f"""You answer the cemetery office of the Friedhof Ohlsdorf about graves and rights of use.
Plot register queried {v('datetime', 'at ' + rfc3339(t))} for this request:
{v('request_id', 'Query: pq-' + g.hex(10))}
Grave: AE 14, 112-115 (family grave, 4 places, 2 occupied)
Right of use: until 2031-06-30, holder Brigitte Lammers
Last burial: 2013-03-02

Caller: My mother wants to be buried with my father. Do we need to extend the right of use?""", "cemetery-plot-register-query", ["phrase_inline", "header_line", "cemetery", "two_fields"])


@pos
def _funeral_after_hours(g: Gen26) -> Draft:
    t = g.at("EDT")
    return P(f"""You assist the on-call director of Whitaker Funeral Service with after-hours first calls. Collect the name of the
deceased, place of death, whether a physician will sign, and a call-back number.
{v('session_id', 'Call-ID: ' + g.hex(16) + '@pbx.whitakerfs.example')}
{v('datetime', 'Answered: ' + g.us_12h(t) + ' ' + t.tzname())}

Caller: My grandmother just passed at home, hospice nurse is here. What happens now?""", "funeral-after-hours-call", ["header_block", "call", "funeral", "two_fields"])


@pos
def _memorial_guestbook(g: Gen26) -> Draft:
    t = g.moment(TZ["AEST"])
    return P(f"""You moderate the online guestbook of Tranquil Gardens Memorial Park. Approve kind messages, hold anything with
links or advertising.

New message for the memorial page of Graham "Gus" Petersen:
{v('datetime', 'Posted: ' + rfc3339(t))}
{v('message_id', 'Message-Id: gb_' + g.b62(18))}
"Gus coached our under-12s for a decade. Thank you for everything, coach. - the Wests Tigers juniors"

Approve or hold?""", "memorial-guestbook-moderation", ["header_block", "per_message", "memorial", "two_fields"])


# --- prompts in other languages (short: an English system prompt, a localized "now" label, the user's words) -------


@pos
def _valencian_falla(g: Gen26) -> Draft:
    t = g.moment(TZ["CET"])
    return P(f"""You help the committee of Falla Plaça del Mercat (Valencia) answer members. Reply in Valencian. Casal dinners
must be booked two days ahead; the quota for adult members is EUR 35 a month.
{v('datetime', 'Data i hora actuals: ' + in_lang(t, 'valencian'))}

Faller: Bon dia! Podem reservar taula per a dotze persones al casal per al sopar de divendres? Som de la
comissió infantil, venim amb els xiquets.""", "valencian-falla-casal", ["header_line", "localized_now", "valencian", "community"])


@pos
def _mallorcan_festa(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""You coordinate volunteers for the Festes de Sant Bartomeu in Sóller. Reply in the user's language. Shifts: bar
(18-22 h, 22-02 h), cleaning (08-11 h), correfoc safety (only trained volunteers).
{v('datetime', 'Ara: ' + in_lang(t, 'numeric'))}
{v('session_id', 'Sessió: ' + g.hex(16))}

Voluntària: Bones! Jo i sa meva germana podríem fer es torn de bar des dissabte, però no de nit. Mos posau
a s'horabaixa?""", "mallorcan-festa-volunteers", ["header_block", "localized_now", "mallorcan", "two_fields"])


@pos
def _gascon_fete(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""You help the comité des fêtes of a village in the Landes plan the summer fête. Reply in Gascon if the user writes
in Gascon. The bandas play from 19:00; the course landaise starts at 17:00 in the arena.
{v('datetime', 'Uei: ' + in_lang(t, 'gascon'))}

Membre deu comitat: Adishatz! Quant de taulas e de cadièras e'ns cau entà ua garbure tà tres cents
personas? E a quina ora e cau començar a har còser?""", "gascon-comite-des-fetes", ["header_line", "localized_now", "gascon", "community"])


@pos
def _aranese_refugi(g: Gen26) -> Draft:
    t = g.moment(TZ["CET"])
    return P(f"""You take bookings for a mountain hut (refugi) in the Val d'Aran: 36 bunks, half board EUR 58, guardian on site
from June to September, winter room only outside the season. Reply in Aranese.
{v('date', 'Auei: ' + f"{t.day:02d}/{t.month:02d}/{t.year}")}
{v('request_id', 'Demanda: ' + g.uuid4())}

Usatgèr: Bon dia, voleríem sèt places entà dissabte que ven, damb sopar e esmòrç. I a lòc encara?""",
             "aranese-refugi-booking", ["header_block", "localized_now", "aranese", "two_fields"])


@pos
def _lowsaxon_schuetzenfest(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""You answer members of the Schützenverein Osterholz about the summer Schützenfest: tent opens 19:00, king's shooting
Saturday 14:00, parade Sunday 10:30. Reply in Low German if the member writes in Low German.
{v('datetime', 'Hüüt: ' + in_lang(t, 'lowsaxon'))}

Member: Moin! Wo veel Fatt Beer mööt wi för den Sünnavend bestellen, wenn wi so 600 Lüüd in't Telt hebbt?""",
             "lowsaxon-schuetzenfest", ["header_line", "localized_now", "low_saxon", "community"])


@pos
def _bernese_hotel(g: Gen26) -> Draft:
    t = g.moment(TZ["CET"])
    return P(f"""You are the reception assistant of a family hotel in Grindelwald. Reply in Bernese German if the guest writes in
it. Sledge rental CHF 15 per day; the Bussalp bus leaves at the full hour.
{v('datetime', 'Hüt: ' + in_lang(t, 'bernese'))}
{v('session_id', 'Sitzig: ' + g.b62(20))}

Gascht: Grüessech! Chöi mir no hüt zwe Schlitte miete u wenn fahrt dr nächscht Bus uf d Bussalp?""",
             "bernese-hotel-reception", ["header_block", "localized_now", "bernese", "hotel", "two_fields"])


@pos
def _pulaar_mosque(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You help the committee of a neighbourhood mosque in Podor (Senegal) answer members about the Friday collection,
the Koranic school fees and the Tabaski sheep fund. Reply in Pulaar.
{v('date', 'Hannde: ' + f"{t.day:02d}/{t.month:02d}/{t.year}")}

Tergal: Jam waali! Mi yiɗi anndude no foti mi yoɓa ngam kalisi jawdi Tabaski hitaande nde, e ko honto mi
yoɓata?""", "pulaar-mosque-committee", ["header_line", "localized_now", "pulaar", "mosque"])


@pos
def _lemko_parish(g: Gen26) -> Draft:
    t = g.moment(TZ["CET"])
    return P(f"""You help the office of a Greek Catholic parish of the Lemko community in Gorlice. Reply in Lemko if the
parishioner writes in Lemko. Panachyda on request after the Sunday liturgy; memorial lists are read on Saturdays.
{v('datetime', 'Днесь: ' + in_lang(t, 'lemko'))}

Парафіянка: Слава Ісусу Христу! Хотіла бым заказати панахиду за мого няня, можна в неділю по Службі Божій?""",
             "lemko-parish-office", ["header_line", "localized_now", "lemko", "parish"])


@pos
def _seto_kuningriik(g: Gen26) -> Draft:
    t = g.moment(TZ["EEST"])
    return P(f"""You help the organisers of Seto Kingdom Day in Obinitsa with stall bookings and the leelo choir programme.
Reply in Seto if the user writes in Seto. Stall fee EUR 20, electricity EUR 10 extra.
{v('date', 'Täämbä: ' + f"{t.day}.{t.month}.{t.year}")}
{v('request_id', 'Päring: ' + g.hex(20))}

Kaubitsõja: Tere! Ma taha müvvä hõpõhelmi ja kaalkõrõ. Kas mul om vaia ka elektrit, ku ma kõrd pimmen müü?""",
             "seto-kingdom-day-stalls", ["header_block", "localized_now", "seto", "two_fields"])


@pos
def _manglish_open_house(g: Gen26) -> Draft:
    t = g.at("MYT")
    return P(f"""You take catering orders for Kak Yah Catering, Shah Alam. Minimum 50 pax, delivery within Klang Valley RM 80,
halal certified. Reply in the customer's style of English.
{v('datetime', 'Now: ' + iso_space(t) + ' MYT')}
{v('session_id', 'Order session: os_' + g.b62(16))}

Customer: Hi boss, Raya open house got 200 pax, can do nasi lemak with rendang ayam or not ah? How much per
head one? Need to settle by this week or can wait?""", "manglish-catering-open-house", ["header_block", "manglish", "catering", "two_fields"])


@pos
def _taglish_fiesta(g: Gen26) -> Draft:
    t = g.at("PHT")
    return P(f"""You help the barangay fiesta committee of San Isidro, Batangas plan the food stalls and the sayawan. Reply in
Taglish like the user.
{v('datetime', 'Ngayon: ' + in_lang(t, 'tagalog'))}

Kagawad: Hi! Ilan ba dapat na tables for the lechon and kakanin stalls kung mga 800 people ang expected?
Tsaka anong oras dapat mag-start yung setup para hindi ma-late yung misa?""", "taglish-barangay-fiesta", ["header_line", "localized_now", "taglish", "community"])


@pos
def _pidgin_luau(g: Gen26) -> Draft:
    t = g.at("HST")
    return P(f"""You take orders for Auntie Lei's Catering, Hilo: kalua pig, lau lau, poke, haupia. Minimum 30 people. Answer
in the customer's way of talking.
{v('date', 'Today: ' + long_date(t))}
{v('request_id', 'Req: ' + g.nanoid())}

Customer: Eh aunty, we stay having one baby luau fo' my grandson, like 90 people. Can do kalua pig an' lau
lau fo' dat many or too much? How much going cost?""", "hawaiian-pidgin-luau-catering", ["header_block", "hawaiian_pidgin", "catering", "two_fields"])


@pos
def _chiac_festival(g: Gen26) -> Draft:
    t = g.at("ADT")
    return P(f"""You answer questions about the Tintamarre and the Acadian festival tickets in Caraquet. Reply in the user's
French. Shows at the Carrefour de la mer: CAD 25, kids under 12 free.
{v('datetime', 'Astheure: ' + in_lang(t, 'french'))}

Festivalier: Allô! Faut-tu acheter des tickets pour le show du 15 ou ben on peut juste se pointer? On va
être une gang de huit avec trois kids.""", "chiac-acadian-festival", ["header_line", "localized_now", "chiac", "ticketing"])


@pos
def _nouchi_maquis(g: Gen26) -> Draft:
    t = g.moment(TZ["GMT"])
    return P(f"""You take reservations for Maquis Chez Tantie, Yopougon: attiéké-poisson, garba, poulet braisé; terrace for
groups up to 30. Reply in the customer's register of French.
{v('datetime', 'Maintenant : ' + in_lang(t, 'french'))}
{v('session_id', 'Session : ' + g.uuid4())}

Client: Tantie on est quinze ce samedi pour l'anniv de mon gars, faut bloquer la terrasse. Le garba là y
a assez pour tout le monde ou bien?""", "nouchi-maquis-booking", ["header_block", "localized_now", "nouchi", "restaurant", "two_fields"])


@pos
def _scanian_krafta(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""You help the board of a village association near Ystad plan the crayfish party (kräftskiva) in the village hall:
hall rental SEK 1,200, bring your own crayfish, the association provides schnapps songbooks and lanterns.
Reply in Scanian if the user writes in Scanian.
{v('datetime', 'I dag: ' + in_lang(t, 'swedish'))}

Medlem: Hallå! Hur mycke kräfter ska vi köba te sjuttifem pärsoner, å ska vi ha päror te eller bara bröd å
ost?""", "scanian-kraftskiva", ["header_line", "localized_now", "scanian", "community"])


@pos
def _jamtish_festival(g: Gen26) -> Draft:
    t = g.moment(TZ["CEST"])
    return P(f"""You coordinate volunteers for a summer music festival in Östersund. Reply in Jamtish if the volunteer writes in
it. Volunteers get a free pass after two 6-hour shifts.
{v('datetime', 'Nu: ' + in_lang(t, 'swedish'))}
{v('session_id', 'Sesjon: ' + g.ulid(t))}

Volontär: Hallå! Je kan jobbe i baren på freda å lörda, men int söndan. Fa je frikort då?""",
             "jamtish-festival-volunteers", ["header_block", "localized_now", "jamtish", "two_fields"])


# --- generated positives and negatives -----------------------------------------------------------------------------
# (key, language, app, venue, locale, system prompt, user message, ends with an "Assistant:" cue)

BODIES: list[tuple[str, str, str, str, str, str, str, bool]] = [
    ("room-service", "en", "roomservice", "Seaview Hotel Brighton", "en-GB",
     "You take room-service orders for the Seaview Hotel, Brighton. Kitchen open until 23:00; tray charge GBP 4.",
     "Guest: Could I get two club sandwiches and a pot of tea to 508, and is there anything gluten-free?", True),
    ("private-dining", "en", "pdr-desk", "Maison Ardoise", "en-US",
     "You handle private-dining enquiries for Maison Ardoise, Chicago. Minimum spend USD 3,000 on Saturdays.",
     "Planner: Can you hold the wine cellar room for 18 people for a rehearsal dinner in late May?", True),
    ("conference-wifi", "en", "eventdesk", "Congress Centre Basel", "en",
     "You are the attendee helpdesk of the Alpine Data Summit. Wi-Fi: network ADS-Guest, password on the badge.",
     "Attendee: The Wi-Fi keeps dropping in Hall 2 during the keynote. Is there a wired option for speakers?", True),
    ("box-office-access", "en", "boxoffice", "Grand Opera House Belfast", "en-GB",
     "You help customers of the Grand Opera House box office with access bookings: wheelchair spaces, companion seats, captioned shows.",
     "Customer: Which performances of the panto have captions, and can I book a companion seat online?", True),
    ("legacy-giving", "en", "supporter-care", "Mountain Rescue Trust", "en-GB",
     "You answer supporters of the Mountain Rescue Trust about gifts in wills. Never give legal advice; suggest a solicitor.",
     "Supporter: If I leave a percentage of my estate rather than a fixed sum, what wording should I give my solicitor?", True),
    ("foodbank-dropoff", "en", "pantry-bot", "Northgate Food Bank", "en-CA",
     "You answer donors of the Northgate Food Bank, Edmonton. Drop-off weekdays 9-4 at the loading dock; no home-canned food.",
     "Donor: Our office collected 300 kg of food and some baby formula. Can we drop it on Friday afternoon?", True),
    ("flower-rota", "en", "parish-rota", "St Aidan's Church", "en-GB",
     "You manage the flower rota of St Aidan's Church. No flowers in Lent except Mothering Sunday; weddings bring their own.",
     "Volunteer: I'm on for the first Sunday of Advent but I'll be away. Who can swap with me?", True),
    ("crematorium-music", "en", "chapel-desk", "Oakfield Crematorium", "en-AU",
     "You help families choose music for services at Oakfield Crematorium chapel. Services are 40 minutes; up to 4 pieces.",
     "Family: Dad loved Slim Dusty. Can we play two of his songs and a hymn, and can we bring a USB stick?", True),
    ("kiddush-sponsor", "en", "shul-office", "Adath Israel", "en-US",
     "You help members of Adath Israel sponsor a kiddush: basic USD 450, deluxe USD 900, book three weeks ahead.",
     "Member: We'd like to sponsor a deluxe kiddush for our daughter's bat mitzvah, what dates are open in March?", True),
    ("cake-tasting", "en", "bakery-desk", "Sugar & Thistle", "en-GB",
     "You book cake tastings for Sugar & Thistle, Edinburgh. Tastings on Saturdays, GBP 30 deducted from the order.",
     "Bride: Can we come with my mum and my fiancé to try three flavours, one of them vegan?", True),
    ("valencian-hotel", "valencian", "recepcio", "Hotel Mar de Dénia", "ca-ES-valencia",
     "You are the reception assistant of Hotel Mar de Dénia. Reply in Valencian.",
     "Client: Bon dia, a quina hora ix el vaixell a Eivissa i podem deixar les maletes a la recepció fins a la vesprada?", False),
    ("lowsaxon-dorffest", "lowsaxon", "dorpfest", "Dörpgemeenschop Hollern", "nds",
     "You help the organisers of a village fête in the Altes Land. Reply in Low German.",
     "Member: Moin! Wokeen bringt de Kaffeetafel an'n Sünndag mit, un hebbt wi noog Koken för all de Lüüd?", False),
    ("bernese-chilbi", "bernese", "chilbi", "Chilbi Langnau", "gsw-BE",
     "You coordinate stalls for the village fair (Chilbi) in Langnau im Emmental. Reply in Bernese German.",
     "Standbetreiber: Grüessech! Wo chöi mir üse Magenbrot-Stand am Samschtig ufstelle, u hets dert Strom?", False),
    ("taglish-wedding", "tagalog", "kasal-desk", "Casa Ilaya Events", "fil-PH",
     "You help couples book the garden venue of Casa Ilaya Events, Tagaytay. Reply in Taglish.",
     "Bride: Hi po! Available pa ba yung garden for a December wedding, mga 150 guests? Kasama na ba yung catering?", False),
    ("scanian-church", "swedish", "forsamling", "Hörby församling", "sv-SE",
     "You answer parishioners of Hörby församling about baptisms and church-hall bookings. Reply in Scanian if they write in it.",
     "Medlem: Hallå! Kan vi hyra församlingshemmet te dobkaffet efter dobet, å vad kostar dä?", False),
    ("gascon-banda", "gascon", "banda", "Banda deus Amics", "oc-gascon",
     "You manage bookings for a Gascon banda (brass band) that plays at village fêtes. Reply in Gascon.",
     "Comitat: Adishatz! Que seretz libres tau 14 d'aost au ser tà la hèsta deu vilatge? Quant e costa?", False),
]

NOW_LABEL = {
    "valencian": "Data i hora actuals",
    "lowsaxon": "Hüüt",
    "bernese": "Hüt",
    "tagalog": "Ngayon",
    "swedish": "I dag",
    "gascon": "Uei",
}
SINCE_LABEL = {
    "valencian": "Client des de",
    "lowsaxon": "Liddmaat siet",
    "bernese": "Mitglied sit",
    "tagalog": "Miyembro mula",
    "swedish": "Medlem sedan",
    "gascon": "Membre dempuish",
}

# (cue, label, key, value maker); the value maker gets the generator and a moment.
FIELDS: list[tuple[str, str, str, Callable[[Gen26, datetime], str]]] = [
    ("datetime", "Current time", "now", lambda g, t: rfc3339(t)),
    ("datetime", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "Timestamp", "timestamp", lambda g, t: py_iso(t)),
    ("datetime", "Server time", "server_time", lambda g, t: iso_space(t)),
    ("datetime", "Local time", "local_time", lambda g, t: js_tostring(
        t.astimezone(TZ["CEST"] if 4 <= t.month <= 10 else TZ["CET"]),
        "Central European Summer Time" if 4 <= t.month <= 10 else "Central European Standard Time")),
    ("datetime", "Generated at", "generated_at", lambda g, t: ctime(t)),
    ("datetime", "Prompt built", "built", lambda g, t: sk_now(t)),
    ("datetime", "Clock", "clock", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "Desk time", "desk_time", lambda g, t: windows_general(t)),
    ("datetime", "Date (server)", "server_date", lambda g, t: unix_date(t)),
    ("datetime", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "Now (UTC)", "now_utc", lambda g, t: js_iso(t)),
    ("date", "Today", "today", lambda g, t: long_date(t)),
    ("date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("epoch", "Epoch", "epoch", lambda g, t: str(epoch_s(t))),
    ("epoch_ms", "Sent (ms)", "sent_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch_us", "Clock (us)", "clock_us", lambda g, t: str(epoch_us(t))),
    ("request_id", "Request-Id", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "X-Correlation-ID", "correlation_id", lambda g, t: g.ulid(t)),
    ("trace_id", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("session_id", "Session", "session", lambda g, t: g.ksuid(t)),
    ("session_id", "Conversation", "conversation_id", lambda g, t: "conv_" + g.b62(22)),
    ("nonce", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("token", "CSRF token", "csrf", lambda g, t: g.hex(40)),
    ("message_id", "Message-Id", "message_id", lambda g, t: g.nanoid()),
    ("run_id", "Render job", "render_job", lambda g, t: "rj-" + g.hex(12)),
    ("request_id", "Lookup", "lookup_id", lambda g, t: g.objectid(t)),
]
TIME_FIELDS = [f for f in FIELDS if f[0] in ("datetime", "date", "epoch", "epoch_ms", "epoch_us")]
ID_FIELDS = [f for f in FIELDS if f[0] not in ("datetime", "date", "epoch", "epoch_ms", "epoch_us")]

POSITIONS = ["head", "system_tail", "header_block", "after_user", "footer", "yaml", "json", "xml_attr",
             "kv_bracket", "html_comment", "bullet"]

# Stable values in the same shapes: (label, key, value).
STABLE: list[tuple[str, str, str]] = [
    ("API version", "api_version", "2025-09-01"),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06"),
    ("Prompt revision", "prompt_rev", "2026-02-14"),
    ("Charity number", "charity_no", "1098823"),
    ("Season", "season", "2026/27"),
    ("Time zone", "tz", "Europe/London"),
    ("Opening hours", "hours", "Mon-Sat 09:00-17:00"),
    ("Tenant", "tenant", "7d3c1a52-0b8e-4f6a-9e21-5c4d8b0f2a17"),
    ("Member since", "member_since", "2019-03-04"),
    ("Venue capacity", "capacity", "240"),
    ("Menu revision", "menu_rev", "2026.05"),
    ("App build", "build", "4.12.0+20260301"),
    ("Rota start", "rota_start", "2026-01-05"),
    ("Financial year", "financial_year", "2026-04-01 to 2027-03-31"),
    ("Property code", "property", "PRP-00418"),
    ("Model", "model", "gpt-4o-2024-08-06"),
    ("Listing id", "listing_id", "65a1f0c2e4b0d93a7c1e5f20"),
    ("Last reviewed", "last_reviewed", "Tuesday, March 3, 2026"),
]


def _field_text(position: str, label: str, key: str, value: str) -> str:
    """A field written the way `position` holds it (the span's text)."""
    if position == "yaml":
        return f"{key}: {value}"
    if position == "json":
        return f'"{key}": {value},' if value.isdigit() else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_bracket":
        return f'{key}="{value}"' if " " in value else f"{key}={value}"
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "bullet":
        return f"- {label}: {value}"
    return f"{label}: {value}"


def _compose(body: tuple[str, str, str, str, str, str, str, bool], position: str, fields: list[str]) -> str:
    """A prompt with `fields` (already marked or plain) at `position`."""
    _, _, app, venue, locale, system, user, cue = body
    tail = "\nAssistant:" if cue else ""
    lines = "\n".join(fields)
    if position == "head":
        return f"{lines}\n{system}\n\n{user}{tail}"
    if position == "system_tail":
        return f"{system}\n{lines}\n\n{user}{tail}"
    if position == "header_block":
        return f"{system}\n\nContext:\nVenue: {venue}\n{lines}\nChannel: web\n\n{user}{tail}"
    if position == "after_user":
        return f"{system}\n\n{user}\n{lines}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{lines}"
    if position == "yaml":
        return f"---\napp: {app}\n{lines}\nlocale: {locale}\n---\n{system}\n\n{user}{tail}"
    if position == "json":
        members = "\n".join("  " + f for f in fields)
        return f'{system}\n\nMetadata:\n{{\n  "app": "{app}",\n{members}\n  "locale": "{locale}"\n}}\n\n{user}{tail}'
    if position == "xml_attr":
        return f'<ctx app="{app}" {" ".join(fields)} locale="{locale}"/>\n{system}\n\n{user}{tail}'
    if position == "kv_bracket":
        return f"{system}\n[meta app={app} {' '.join(fields)} locale={locale}]\n\n{user}"
    if position == "html_comment":
        return f"{lines}\n{system}\n\n{user}{tail}"
    assert position == "bullet"
    return f"{system}\n\nSession info:\n- Venue: {venue}\n{lines}\n\n{user}{tail}"


def generated_positives(g: Gen26) -> list[Draft]:
    out: list[Draft] = []
    for k in range(52):
        body = BODIES[k % len(BODIES)]
        position = POSITIONS[(k * 5 + k // len(BODIES)) % len(POSITIONS)]
        t = g.moment()
        lang = body[1]
        two = k % 6 == 3
        chosen: list[tuple[str, str, str, str]] = []
        if lang != "en" and k % 2 == 0:
            chosen.append(("datetime", NOW_LABEL[lang], "ara" if lang == "valencian" else "now", in_lang(t, lang)))
        else:
            pool = FIELDS if not two else TIME_FIELDS
            cue, label, key, make = pool[g.small(0, len(pool))]
            chosen.append((cue, label, key, make(g, t)))
        if two:
            cue, label, key, make = ID_FIELDS[g.small(0, len(ID_FIELDS))]
            chosen.append((cue, label, key, make(g, t)))
        marked = [v(cue, _field_text(position, label, key, value)) for cue, label, key, value in chosen]
        text = _compose(body, position, marked)
        tags = ["generated", position, lang, *sorted({c[0] for c in chosen})]
        if two:
            tags.append("two_fields")
        out.append(Draft(text, f"{SRC}pos:gen:{body[0]}:{position}:{k:02d}", tags))
    return out


def generated_negatives(g: Gen26) -> list[Draft]:
    out: list[Draft] = []
    for k in range(22):
        body = BODIES[(k * 3 + 1) % len(BODIES)]
        position = POSITIONS[(k * 7 + 2) % len(POSITIONS)]
        lang = body[1]
        if lang != "en" and k % 2 == 1:
            label, key, value = SINCE_LABEL[lang], "since", "2021-09-12"
        else:
            label, key, value = STABLE[k % len(STABLE)]
        text = _compose(body, position, [_field_text(position, label, key, value)])
        out.append(Draft(text, f"{SRC}neg:gen:{body[0]}:{position}:{k:02d}",
                         ["hard_negative", "generated", "stable_lookalike", position, lang, key]))
    return out


# --- hand-written negatives: pasted, uploaded, forwarded or quoted material ----------------------------------------
# (source, tags, block, question, intro)

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    # hotels
    ("hotel-confirmation-email", ["hotel", "email", "confirmation"], """From: Reservations <reservations@hotelkranich.example>
Date: Tue, 3 Mar 2026 16:41:09 +0100
Message-ID: <CAF83h2k.9913.reservations@hotelkranich.example>
Subject: Booking confirmation 4471-2208

Dear Ms Lindgren,
thank you for your reservation. Arrival: 14 May 2026, departure: 17 May 2026, 1 Superior Double, rate
"Flex incl. breakfast", EUR 148.00 per night. Free cancellation until 13 May 2026, 18:00 local time.
Kind regards, Reservations Team""", "Is breakfast included, and until when can I cancel for free?", "Here's the confirmation they sent"),
    ("hotel-folio-printout", ["hotel", "folio", "printout"], """HOTEL MIRADOURO                                  GUEST FOLIO
Room 317   Guest: Daniel Osei    Arrival 09/04/2026  Departure 12/04/2026   Folio 88213
Date        Description              Ref        Debit     Credit
09/04/2026  Accommodation            R-55120    129.00
09/04/2026  City tax                 CT-0912      4.00
10/04/2026  Accommodation            R-55121    129.00
10/04/2026  City tax                 CT-0913      4.00
10/04/2026  City tax                 CT-0914      4.00
11/04/2026  Minibar                  MB-2231      9.50
12/04/2026  Visa **** 4410           PAY-7781             279.50
                                     Balance due:           0.00""", "Why was the city tax charged twice on the 10th, and does the balance still add up?", "My folio from checkout"),
    ("hotel-ota-reservation-json", ["hotel", "json", "ota"], """{
  "id": "res_01HZX4K2P9Q7M3VW8T5R6Y2N1A",
  "created_at": "2026-02-27T21:14:55Z",
  "status": "confirmed",
  "channel": "expedia",
  "arrival": "2026-04-02",
  "departure": "2026-04-05",
  "payment_model": "hotel_collect",
  "virtual_card": null,
  "total_amount": {"currency": "EUR", "value": "387.00"},
  "guest": {"name": "Ana Petrova", "count": 2}
}""", "Is this booking prepaid or do we charge the guest at the desk?", "This is what the channel API returned for the booking"),
    ("hotel-night-audit-report", ["hotel", "report", "kpi"], """NIGHT AUDIT REPORT - Business date 2026-03-18   Printed 2026-03-19 03:12
Rooms available   120     Rooms sold        97     Comp 2     OOO 3
Occupancy         80.8 %  ADR            EUR 131.40
Room revenue      EUR 12,745.80           RevPAR  EUR 106.22
No-shows 3 (2 guaranteed, charged)   Walk-ins 1   Cancellations 5""", "Explain how ADR and RevPAR were worked out here. Do the numbers match?", "Last night's audit report"),
    ("hotel-room-move-log", ["hotel", "log"], """2026-03-11 07:02  Room 214 -> 216  Guest Ferreira   reason: no hot water   by: NK
2026-03-11 09:45  Room 405 -> 407  Guest Chen       reason: noise (lift)   by: JM
2026-03-11 14:30  Room 216 -> 214  Guest Ferreira   reason: fixed           by: NK""", "Was it a good idea to move Ferreira back? Draft a note for the engineering team.", "The room move log from today"),
    ("hotel-pms-error-dialog", ["hotel", "error_dialog"], """Error
Request ID: 5f2c9e1a-7d44-4b0e-8a11-3e6c2f90d7b4
Time: 2026-03-02 23:58:41 UTC
Code: NA-409 Night audit already in progress for property LIS-MIR
[Retry] [Cancel]""", "What does this mean and is it safe to press Retry?", "The PMS showed this when I started the night audit"),
    ("hotel-rate-plan-export", ["hotel", "export", "rates"], """rate_code,date,room_type,price,min_los,closed
FLEX,2026-06-11,DBL,139,1,0
FLEX,2026-06-12,DBL,149,2,0
NRF,2026-06-11,DBL,125,1,0
NRF,2026-06-12,DBL,159,2,0""", "Why is the non-refundable rate higher than flex on the 12th? Which is wrong?", "Rate export from the channel manager"),
    ("hotel-rooming-list", ["hotel", "group", "list"], """ROOMING LIST - Northsea Engineering (block NSE-0926)
Name               Arrival     Departure   Room type   Sharing with
K. Anderson        08/09/2026  11/09/2026  Single
P. Duncan          08/09/2026              Twin        L. Reid
L. Reid            08/09/2026  11/09/2026  Twin        P. Duncan
M. Thorne          09/09/2026  11/09/2026  Single""", "Who is missing a departure date, and do the twin sharers match?", "The rooming list the client sent"),
    ("hotel-minibar-dispute", ["hotel", "email", "dispute"], """Subject: Re: Minibar charge, stay 12-14 April
From: Lukas Brenner <l.brenner@mail.example>
Sent: 16 April 2026 08:22

Hello, I was charged EUR 27.50 for minibar items I never touched (2 x Prosecco, 1 x nuts). The minibar was
locked the whole stay, we didn't even have the key. Please refund this to my card ending 3391.""", "How should we answer him? Minibar is checked by housekeeping on departure.", "A guest e-mail to reception"),
    ("hotel-channel-sync-log", ["hotel", "log", "channel_manager"], """[2026-05-04 10:15:02] PUSH availability DBL 2026-05-10 -> booking.com OK (ack 7761f0)
[2026-05-04 10:15:02] PUSH availability DBL 2026-05-10 -> expedia OK (ack 99a2be)
[2026-05-04 10:15:03] PUSH availability DBL 2026-05-10 -> booking.com ERROR 429 rate limited, retry in 60s
[2026-05-04 10:16:03] PUSH availability DBL 2026-05-10 -> booking.com SKIPPED (superseded)""", "Why does Booking.com still show the double available on the 10th?", "Sync log from the channel manager"),
    ("hotel-review-export", ["hotel", "csv", "reviews"], """review_id,date,source,score,text
R-88121,2026-02-02,Google,2,"Room was cold, heater broken"
R-88140,2026-02-05,TripAdvisor,5,"Lovely staff, great breakfast"
R-88177,2026-02-09,Booking,3,"Noisy street side, ask for courtyard"
R-88190,2026-02-11,Google,2,Heating again - third night without""", "Group the complaints by theme and tell me what to fix first.", "February's reviews export"),
    ("hotel-corporate-rate-agreement", ["hotel", "contract", "rates"], """CORPORATE RATE AGREEMENT 2026
Between: Hotel Kranich Leipzig and Vantage Logistics GmbH (account VL-2231)
Validity: 01.01.2026 - 31.12.2026
Rate: Single EUR 92, Double EUR 108, incl. breakfast and Wi-Fi
Last room availability: yes, except trade-fair dates (see annex A)
Annex A: 21.-24.03.2026, 18.-21.09.2026""", "Can Vantage book at their rate during the September trade fair?", "The rate agreement"),
    ("hotel-city-tax-statement", ["hotel", "statement", "tax"], """Stadt Wien - Ortstaxe Monatsmeldung
Betrieb: Hotel Kranich Wien, Steuernummer 04-112/8831
Meldezeitraum: Februar 2026     Eingereicht am: 12.03.2026
Nächtigungen: 2.184    Bemessungsgrundlage: EUR 243.310,00    Ortstaxe 3,2 %: EUR 7.785,92""", "Check the tax amount. Is 3.2 % of the base right?", "Our city tax return for February"),
    ("hotel-deposit-letter", ["hotel", "letter", "deposit"], """GLENMORE HOUSE HOTEL
Kyle Road, Portree, Isle of Skye IV51 9EP

12 January 2026

Dear Mr and Mrs Fraser,

Thank you for choosing Glenmore House for your stay from 3 to 7 August 2026. To guarantee the booking we
require a deposit of £240 (one night) by 12 February 2026. The balance is payable on departure.

Yours sincerely,
Morag MacLeod, Reservations""", "When do I have to pay the deposit, and is it refundable if we cancel in June?", "Letter from the hotel"),
    # restaurants
    ("restaurant-reservation-export", ["restaurant", "csv", "reservations"], """booking_id,created,date,time,covers,name,notes,status
OL-31887,2026-03-01 11:02,2026-03-06,19:30,2,Rossi,,confirmed
OL-31902,2026-03-02 09:15,2026-03-06,20:00,6,Baker,high chair,confirmed
OL-31911,2026-03-02 18:40,2026-03-06,20:00,8,Nakamura,birthday cake,confirmed
OL-31920,2026-03-03 12:05,2026-03-06,20:15,4,Haddad,,no_show""", "Can we seat all of Friday's 20:00 tables at once with 20 seats free at that time?", "Friday's bookings export"),
    ("restaurant-z-report", ["restaurant", "pos", "z_report"], """Z-REPORT #1187          Osteria Lupa          07/03/2026 23:48
Terminal T1   Operator: Giulia
Gross sales             4,218.50
Discounts                 -86.00
Net sales               4,132.50
Cash                      612.00
Card                    3,520.50
Covers                        131      Avg spend  31.55
Voids                           3      (52.00)""", "The average spend looks low for a Saturday. Is it calculated right?", "Saturday's Z report"),
    ("restaurant-noshow-dispute", ["restaurant", "email", "dispute"], """From: "Hannah Webb" <hwebb@mail.example>
To: bookings@copperpot.example
Date: Sun, 8 Mar 2026 10:03:12 -0500
Subject: No-show fee on my card??

You charged me $150 for a no-show last night (booking CP-7781, 6 people, 7:30pm). I cancelled by phone at
3pm and spoke to someone called Ty. I want the fee reversed.""", "Our policy is 24 hours' notice. How should the manager reply?", "E-mail from a guest this morning"),
    ("restaurant-kds-log", ["restaurant", "kds", "log"], """ticket  table  fired     bumped    station  items
4418    T12    19:02:11  19:19:40  grill    2x ribeye, 1x chicken
4419    T5     19:03:30  19:31:02  grill    1x ribeye, 3x burger
4420    T9     19:05:58  19:16:21  pasta    4x cacio e pepe
4421    T14    19:06:12  19:40:55  grill    2x ribeye""", "Which station is the bottleneck, and how long was the worst ticket?", "KDS export from last night's rush"),
    ("restaurant-supplier-invoice", ["restaurant", "invoice"], """FRESH FIELDS PRODUCE LTD        INVOICE INV-2026-04417
Invoice date: 03/03/2026     Due: 17/03/2026     Customer: Brasserie Lune (acct BL-118)
Delivery note DN-88201, 02/03/2026
Tomatoes vine 6 kg        2.40/kg     14.40
Herbs mixed 12 bunches    0.85        10.20
Lemons 5 kg               1.90/kg      9.50
Shallots 10 kg            2.10/kg     21.00
Subtotal 55.10   VAT 0.00   Total 55.10""", "Check the arithmetic and tell me when it must be paid.", "Supplier invoice"),
    ("restaurant-staff-rota", ["restaurant", "rota"], """WEEK 11 ROTA - FOH
          Mon     Tue     Wed      Thu      Fri      Sat      Sun
Maya      off     17-23   17-23    off      17-24    12-24    off
Jordan    12-17   off     12-17    17-23    17-24    off      12-22
Luis      17-23   17-23   off      17-23    off      17-24    12-22""", "Does anyone work more than 40 hours, and is anyone on a close then an open?", "This week's rota"),
    ("restaurant-haccp-temps", ["restaurant", "haccp", "log"], """Fridge temperature log - walk-in chiller
Date        08:00   14:00   21:00   Initials
10/03/2026  3.2     4.0     3.8     JM
11/03/2026  3.5     7.9     6.1     JM
12/03/2026  3.1     3.9     3.6     AK""", "Is the 11th a problem under our 5 °C limit, and what should we write as corrective action?", "Our chiller log"),
    ("restaurant-gift-voucher-json", ["restaurant", "json", "voucher"], """{"id": "gv_4Kx9PqL2", "created": 1767225600, "code": "LUNE-5X7Q-2K", "amount": 10000, "currency": "eur", "balance": 3550, "expires_at": "2027-01-01T00:00:00Z", "redemptions": [{"at": "2026-02-14T20:41:00Z", "amount": 6450}]}""", "How much is left on this voucher and when does it run out?", "The voucher lookup returned this"),
    ("restaurant-delivery-payout", ["restaurant", "statement", "delivery"], """Payout statement  Period 02/03/2026 - 08/03/2026   Partner: Noodle Yard Camden (ID 88213)
Orders 412   Gross food sales £8,941.30
Commission 30%           -£2,682.39
Promotions funded        -£311.00
Adjustments (refunds)    -£96.40
Net payout               £5,851.51   Paid 11/03/2026 to acct ****7712""", "Did they take the right commission?", "Delivery platform payout for last week"),
    ("restaurant-inspection-report", ["restaurant", "report", "inspection"], """FOOD HYGIENE INSPECTION REPORT
Premises: Fishbone Oyster Bar, 12 Wickenden St
Inspection date: 24 February 2026     Inspector: R. Alvarez (ID 4471)
Findings:
1. Raw shellfish tags not retained for 90 days (violation, corrected on site)
2. Hand sink in bar blocked by ice bucket
Score: 88/100   Re-inspection: not required""", "Write a short staff briefing on the two findings.", "The inspection report"),
    ("restaurant-allergen-enquiry", ["restaurant", "email", "allergen"], """-----Original Message-----
From: Priya Raman
Sent: Monday, March 9, 2026 2:14 PM
To: events@noodleyard.example
Subject: Allergies for Saturday 14th, booking NY-2210

Hi, two of our party of 10 have a severe peanut allergy and one is coeliac. Can the kitchen handle this?""", "Draft a reply using our matrix: dan dan noodles contain peanut, wontons contain gluten.", "Forwarded from events"),
    # catering, weddings, events
    ("banquet-event-order", ["catering", "beo"], """BANQUET EVENT ORDER  BEO #5120        Revised 04/03/2026
Account: Hartwell Pharma    Contact: Jen Ortiz    Post as: Hartwell Sales Kick-off
Date: Thursday 16 April 2026    Room: Salon A/B    Set: classroom for 80, stage, 2 screens
07:30  Continental breakfast   80 pax
10:15  AM break                80 pax
12:30  Buffet lunch (Menu L3)  85 pax   4 veg, 1 halal
15:00  PM break                80 pax""", "Lunch is 85 but everything else is 80. Is that a mistake or intentional?", "BEO from the sales office"),
    ("wedding-run-sheet", ["wedding", "run_sheet"], """RUN SHEET - Aoife & Rémi - Saturday 22 May 2027
13:30  Guests arrive, welcome drinks on the lawn
14:00  Ceremony (celebrant: Claire)
14:30  Confetti, photos
15:00  Canapés, string trio
17:00  Call to dinner
17:15  Speeches (father of bride, best man, groom)
17:45  Dinner
21:00  First dance, band
00:00  Carriages""", "Speeches before dinner: will the kitchen hold the starters for 30 minutes? What would you change?", "The venue's run sheet"),
    ("wedding-supplier-contract", ["wedding", "contract"], """PHOTOGRAPHY AGREEMENT
Client: Priya Shah & Tom Elliott   Event date: 12 June 2027   Venue: Hengrave Hall
Package: Full day (10 h), 2 photographers, online gallery
Fee: £2,650. Booking fee £500 (non-refundable) due on signing; balance due 12 May 2027.
Cancellation by client more than 6 months before the event: booking fee retained.
Signed: 14 January 2026""", "If we postpone by a year, do we lose the booking fee?", "Our photographer's contract"),
    ("wedding-rsvp-export", ["wedding", "csv", "rsvp"], """Timestamp,Name,Attending,Guests,Dietary,Song request
2026-02-01 19:22:10,Sinead Walsh,Yes,2,vegetarian,Dancing Queen
2026-02-02 08:05:44,Tom Reilly,No,0,,
2026-02-03 21:40:02,Margaret Doyle,Yes,1,soft food,
2026-02-05 12:13:55,Ciaran Burke,Yes,2,,Mr Brightside""", "How many are coming so far and how many vegetarian meals do we need?", "RSVP form responses"),
    ("marquee-hire-confirmation", ["wedding", "confirmation", "hire"], """ORDER CONFIRMATION  MQ-26-0417
Canvas & Co Marquees | 01/02/2026
Event: Walsh-Burke wedding, Ballymaloe fields   Event date: 13/06/2026
Build: 10/06/2026 from 08:00   Takedown: 15/06/2026
12m x 24m clear-span marquee, coconut matting, festoon lighting, 2 heaters
Total €6,840 incl. VAT   Deposit paid €2,000 on 01/02/2026""", "When are they building, and what's left to pay?", "Marquee order confirmation"),
    ("dj-booking-email", ["wedding", "email", "music"], """From: Marco Vitale <marco@vitaleevents.example>
Date: Fri, 13 Feb 2026 11:31:27 +0000
Subject: Your wedding on 19 September - set times

Hi both, confirming 19:30-00:30 with a 30-min break at 21:30. Setup from 17:00 needs a 13A socket within
5 metres. Final balance of £550 due 14 days before. Cheers, Marco""", "Do we need to tell the venue anything about power or timing?", "The DJ's e-mail"),
    ("florist-quote", ["wedding", "quote"], """QUOTE Q-1192   Wild Meadow Flowers   valid until 31/03/2026
Bridal bouquet (garden style)            1   £165
Bridesmaids' posies                      4   £55    £220
Buttonholes                              8   £12     £96
Ceremony urns                            2   £240   £480
Table centres (bud vases, 5 per table)  12   £38    £456
Delivery & set-up                               £90
TOTAL                                          £1,507""", "Check the total and tell me what to cut to get under £1,200.", "The florist's quote"),
    ("venue-licence-conditions", ["events", "licence", "conditions"], """PREMISES LICENCE - CONDITIONS (extract)
Licence no. PL/0442/19   Premises: The Old Granary, Lavenham
4. Amplified music shall cease at 23:00 Sunday to Thursday and 00:00 Friday and Saturday.
7. Windows and doors shall be kept closed after 21:00 except for access and egress.
11. No more than 180 persons on the premises at any one time.""", "Our wedding is on a Friday with 190 guests and a band until 00:30. What's the problem?", "The venue sent us their licence conditions"),
    ("corporate-event-proposal", ["events", "proposal"], """PROPOSAL - Lumen Analytics summer party
Prepared for: Sofia Marin   Prepared on: 02 March 2026   Option held until: 16 March 2026
Date: Thursday 2 July 2026, 18:00-23:30   Venue: Riverside Terrace
Guests: 150   Food: street-food stations (3)   Drinks: 2 h package + cash bar
Price per head: £89 + VAT   Venue hire: included above 120 guests""", "Until when is the date held, and what's the total with VAT at 20 %?", "The proposal from the events agency"),
    ("event-feedback-export", ["events", "survey", "export"], """Response ID,Submitted,Overall (1-5),Venue,Food,Would return,Comment
88121,2026-03-14 18:05,4,5,3,Yes,Food queue too long
88122,2026-03-14 18:09,5,5,5,Yes,
88123,2026-03-14 19:30,2,3,1,No,Cold food and no veggie option left
88124,2026-03-15 09:12,4,4,3,Yes,More seating please""", "What are the three things to improve next time?", "Feedback from the spring fair"),
    ("order-of-service-wedding", ["wedding", "order_of_service"], """THE MARRIAGE OF
EMILY JANE HARGREAVES & DANIEL OWUSU
St Mary's Church, Saffron Walden
Saturday 11 July 2026 at 1 pm

Entrance of the Bride: Canon in D (Pachelbel)
Hymn: Love Divine, All Loves Excelling
Reading: 1 Corinthians 13, read by Grace Owusu
The Marriage
Signing of the Register: The Lark Ascending""", "Proofread this before it goes to the printer.", "Draft order of service"),
    ("hen-party-confirmation", ["events", "confirmation"], """Booking confirmed! Ref HP-552190
Cocktail masterclass for 12 - The Gin Lab, Manchester
Date: Saturday 25 April 2026, 15:00 (please arrive 14:45)
Paid: £420 deposit on 20 Feb 2026. Balance £300 due on the day.
Changes to numbers up to 72 hours before.""", "Until when can we add two more people?", "The hen-do booking"),
    # conferences and trade fairs
    ("conference-registration-export", ["conference", "csv", "registrations"], """order_id,created_utc,ticket_type,name,company,paid,checked_in
EVT-88213,2026-01-14T09:22:41Z,Early bird,Lena Vogt,Nordwind AG,499.00,2026-03-10T08:11:02Z
EVT-88244,2026-01-15T17:03:19Z,Early bird,Omar Haddad,Cedar Labs,499.00,
EVT-89102,2026-02-20T11:45:00Z,Standard,Julia Reyes,,699.00,2026-03-10T08:40:55Z
EVT-89511,2026-03-09T22:10:31Z,Speaker,Tom Beck,Freelance,0.00,2026-03-10T09:02:17Z""", "Who paid but didn't check in on day one?", "Registration export"),
    ("exhibitor-manual-deadlines", ["trade_fair", "manual", "deadlines"], """EXHIBITOR MANUAL - SECTION 3: DEADLINES
3.1 Stand design approval (space-only stands)      13 February 2026
3.2 Electrical orders at standard price             27 February 2026
3.3 Late electrical orders (+30 %)                 until 13 March 2026
3.4 Build-up                                         16-18 March 2026, 07:00-22:00
3.5 Own forklifts are not permitted in the halls.""", "We want to order extra power on 5 March. What will it cost us relative to standard?", "Section 3 of the manual"),
    ("stand-invoice", ["trade_fair", "invoice"], """Messe Nord GmbH · Invoice 2026-EX-00418 · 22.01.2026
Customer: Agrotec Solutions BV, exhibitor EX-2231
Space rental hall 4, stand 4-C17, 48 m² x EUR 235        11,280.00
Marketing package                                         1,150.00
Net                                                      12,430.00
VAT 19 %                                                  2,361.70
Total due by 21.02.2026                                  14,791.70""", "Is the VAT right, and can we pay in two instalments?", "Invoice for our stand"),
    ("speaker-confirmation-email", ["conference", "email", "speaker"], """From: Programme Team <programme@okt-conf.example>
Date: Wed, 4 Feb 2026 09:12:55 +0000
Message-ID: <a81f.20260204091255@okt-conf.example>
Subject: Confirmed: your talk "Accessible menus for screen readers"

Dear Ines, your talk is scheduled for Thursday 14 May, 13:30-14:00, Hall 1. Slides due 7 May. We cover
two hotel nights (13-15 May) at the Hotel Europa; please book via the code OKT26SPK.""", "Which nights are covered and when are my slides due?", "Mail from the conference"),
    ("lead-scan-export", ["trade_fair", "csv", "leads"], """scan_id,scanned_at,badge,name,company,rating,notes
LS-00912,2026-03-17 10:42:11,B88213,Katarzyna Nowak,Meble Podlasie,hot,hinges 2 factories 2027
LS-00913,2026-03-17 10:55:03,B90122,Jens Holm,Holm Interiør,warm,catalogue
LS-00931,2026-03-17 15:20:48,B77104,Marco Ricci,Studio Ricci,cold,student project""", "Write follow-up e-mails for the hot and warm leads.", "Lead scans from day two"),
    ("room-block-pickup", ["conference", "hotel", "room_block"], """ROOM BLOCK PICKUP REPORT - European Hospitality Research Conference
Hotel Europa   Block code EHRC26   Cut-off date: 10/04/2026
Night        Block   Picked up   %
12/05/2026   60      41          68
13/05/2026   80      77          96
14/05/2026   80      52          65""", "Should we release rooms before the cut-off, and for which nights?", "Pickup report from the hotel"),
    ("session-evaluation-scores", ["conference", "scores"], """Session                                   Responses  Content  Speaker  Overall
Accessible menus for screen readers        58         4.6      4.7      4.6
Reservation no-shows: what the data says   71         4.1      3.2      3.6
Designing kiosks for everyone              44         4.4      4.5      4.4""", "Which speaker should we invite back and who needs feedback?", "Session evaluations"),
    ("conference-attendees-api", ["conference", "json", "api_response"], """{
  "pagination": {"page_number": 1, "page_count": 1, "object_count": 2},
  "attendees": [
    {"id": "4172518822", "created": "2026-02-10T14:32:08Z", "changed": "2026-02-10T14:32:08Z", "status": "Attending", "ticket_class_name": "Workshop + Conference", "profile": {"name": "Amaka Eze"}},
    {"id": "4172519931", "created": "2026-02-10T14:35:51Z", "changed": "2026-02-12T08:01:44Z", "status": "Not Attending", "ticket_class_name": "Conference", "profile": {"name": "Jonas Berg"}}
  ]
}""", "Why does Jonas show as not attending when he paid? What changed on the 12th?", "Our ticketing API returned this"),
    ("visa-invitation-letter", ["conference", "letter", "visa"], """INTERNATIONAL ASSOCIATION OF VENUE MANAGERS
Rue Belliard 40, 1040 Brussels, Belgium

Brussels, 20 January 2026

To the Consular Section, Embassy of Belgium, Abuja

Re: Invitation - Mr Chukwuemeka Obi, passport A08812245

We confirm that Mr Obi is registered (registration no. IAVM-26-0712) to attend our Annual Congress from
8 to 10 April 2026 in Brussels. His registration fee has been paid. Accommodation and travel are at his own
expense.

Yours faithfully,
Dr. Hélène Martens, Secretary General""", "Is anything missing that the embassy usually wants in such a letter?", "The invitation letter"),
    ("conference-catering-numbers", ["conference", "catering", "numbers"], """Catering numbers - Alpine Data Summit
          Breakfast  AM break  Lunch  PM break  Dinner
Day 1     320        410       420    400       260 (gala)
Day 2     300        380       395    360       -
Diets (both days): veg 48, vegan 19, GF 12, halal 9, kosher 3""", "The venue charges a minimum of 90 % of the guarantee. If we guarantee 420 for lunch on day 2, what do we waste?", "Numbers we sent to the venue"),
    ("abstract-decision-email", ["conference", "email", "decision"], """Subject: EHRC 2026 - decision on submission 0217
Date: 2 March 2026

Dear Dr Martín,
we are pleased to inform you that your abstract "Dynamic pricing of hotel parking" has been accepted as a
poster. Please register by 31 March 2026 (early rate) and upload the poster PDF by 30 April 2026.""", "It's a poster, not a talk. Can I appeal, and what are my deadlines?", "The decision e-mail"),
    # ticketing and box offices
    ("box-office-order", ["ticketing", "order", "confirmation"], """LYRIC THEATRE - ORDER CONFIRMATION
Order: LT-4471188     Booked: 02/03/2026 13:41
Performance: The Lighthouse Keeper - Sat 18 Apr 2026, 19:30
Seats: Dress Circle C11, C12 (2 x £42.50)   Booking fee £3.00   Total £88.00
Collect from the box office from 18:30 with your card""", "Can I exchange these for the matinee on the same day?", "My order confirmation"),
    ("gate-scan-log", ["ticketing", "log", "scans"], """2026-06-20 18:02:15 GATE-A LANE3 TKT 88213-0004 VALID
2026-06-20 18:02:19 GATE-A LANE3 TKT 88213-0005 VALID
2026-06-20 18:40:02 GATE-C LANE1 TKT 88213-0004 ALREADY_USED
2026-06-20 18:41:30 GATE-C LANE1 TKT 88213-0004 OVERRIDE by steward S-112""", "Was this ticket shared, or did someone step out? What do the times suggest?", "Scan log for one ticket"),
    ("show-settlement-sheet", ["ticketing", "settlement"], """SHOW SETTLEMENT - Midsummer Choir Night - 21/06/2026 - Riverside Hall
Tickets sold 612 @ avg 24.10        Gross 14,749.20
Ticketing fees (retained)           -1,102.00
VAT                                 -2,458.20
Hall hire                           -2,200.00
Promoter net                         8,989.00
Artist share 70 %                    6,292.30""", "Is the artist share calculated on the right figure?", "The settlement sheet"),
    ("refund-request-email", ["ticketing", "email", "refund"], """From: Jakub Nowicki <jakub.n@mail.example>
Date: Mon, 9 Mar 2026 07:58:03 +0100
Subject: Refund order TN-88213

Hello, the concert was moved from 12 June to 4 September. I can't make the new date. The original order was
2 tickets, 89 EUR total, bought 20 January. Please refund.""", "Under our terms refunds for moved shows are possible until 30 days before the new date. Draft a reply.", "Refund request"),
    ("on-sale-report", ["ticketing", "report", "sales"], """On-sale report - Folk on the Fjord 2026 - 14 Feb 2026
Hour (CET)   Weekend  Day Sat  Day Sun  Camping
10:00-11:00  2,841    310      122      1,904
11:00-12:00    612    144       61        388
12:00-13:00    201     77       38         95
Capacity     5,000    1,500    1,500    3,000""", "How much weekend capacity is left, and did camping sell faster than weekend tickets?", "On-sale numbers"),
    ("ticket-order-api", ["ticketing", "json", "api_response"], """{"order": {"id": "ord_9f2K1mQx", "created_at": "2026-03-01T10:00:04.512Z", "status": "paid", "items": [{"ticket_id": "tkt_55A", "seat": "STALLS-F-12", "price": 4500}, {"ticket_id": "tkt_55B", "seat": "STALLS-F-13", "price": 4500}], "fees": 350, "refunded_at": null, "event": {"id": "evt_lighthouse_0418", "starts_at": "2026-04-18T19:30:00+01:00"}}}""", "The customer says she was charged twice. Does this order show that?", "Order record from the ticketing API"),
    ("comp-ticket-list", ["ticketing", "list", "comps"], """COMPS - Stadttheater - Premiere 14.03.2026
Name              Org                 Seats  Approved by
Dr. K. Brandt     Kulturamt           2      Intendanz
M. Sommer         Landshuter Zeitung  1      Presse
Familie Aydin     Ensemble            4      Intendanz
J. Weber          Sponsor Stadtwerke  6      Marketing""", "We have 10 comp seats. Who goes over the budget?", "Comp list for the premiere"),
    ("season-ticket-renewal", ["ticketing", "letter", "renewal"], """Riverside Stadium Season Tickets
Renewal notice - Season 2026/27

Dear Mr O'Connell,
your seat Block K, Row 14, Seat 22 is reserved for you until 15 May 2026. Renewal price £495 (early bird until
30 April 2026, £465). Pay online with your supporter number 300881.

Box Office""", "How much do I save if I renew on 29 April?", "Renewal letter"),
    ("resale-listing", ["ticketing", "resale"], """Listing L-77120   Listed: 03/03/2026 22:14
Event: Roskilde-style Island Days 2026 - Full festival
Face value: DKK 2,350   Asking: DKK 2,350   Fee to buyer: 10 %
Status: Sold 05/03/2026 09:02   Payout: pending (7 days after event)""", "When will the seller get paid and how much does the buyer pay?", "The resale listing"),
]

BLOCKS += [
    # charities
    ("donation-receipt", ["charity", "receipt"], """RIVERBANK HOSPICE - DONATION RECEIPT
Receipt no. RH-2026-018842        Date of donation: 14 February 2026
Donor: Mr Alan Pritchard, 7 Mill Lane, Ludlow SY8 1BB
Amount: £250.00 (card)   Gift Aid: Yes (declaration on file since 03/11/2021)
Registered charity no. 1098823""", "How much does the hospice get with Gift Aid, and can I claim higher-rate relief on it?", "Receipt from the hospice"),
    ("gift-aid-declaration", ["charity", "form", "gift_aid"], """GIFT AID DECLARATION
Charity: Seal Rescue Cornwall (1187734)
I want to Gift Aid my donation of £__ and any donations I make in the future or have made in the past 4 years.
Title: Mrs   First name: Gwen   Surname: Trevithick
Address: 2 Harbour Row, Mousehole   Postcode: TR19 6QS
Date: 02/03/2026""", "She left the amount blank. Is the declaration still valid for her text donations?", "A paper Gift Aid form that came back"),
    ("grant-award-letter", ["charity", "letter", "grant"], """THE HEATHERWICK FOUNDATION
14 Castle Street, Edinburgh EH2 3AH

Ref: HF/2026/0311
18 February 2026

Dear Ms Ahmed,

Grant award: Warm Spaces Wrexham

I am pleased to confirm a grant of £24,000 over two years (£12,000 per year), starting 1 April 2026. The
first payment will be made within 30 days of receipt of the signed acceptance form. An interim report is due
on 31 March 2027 and a final report by 30 June 2028.

Yours sincerely,
Fiona Lennox, Grants Manager""", "Make me a list of all the dates and deadlines in this letter.", "Our award letter"),
    ("grant-report-draft", ["charity", "report", "grant"], """END-OF-GRANT REPORT (draft)
Grant reference: CF-2024-11873   Reporting period: 01/10/2024 - 30/09/2026
Outcome 1: 400 people use a warm space each winter - achieved 612 (2024/25), 705 (2025/26)
Outcome 2: 30 volunteers trained in first aid - achieved 22
Spend: £48,112 of £48,600 (underspend £488, to be returned)""", "Rewrite outcome 2 honestly but positively, explaining why we trained fewer.", "My draft report"),
    ("volunteer-roster", ["charity", "roster", "volunteers"], """CROSSROADS COMMUNITY KITCHEN - VOLUNTEER ROSTER MARCH
Date        Shift        Lead        Helpers
Sat 07/03   08:00-12:00  Aisha       Ben, Carla
Sat 07/03   12:00-16:00  Dev         Ed, Fatima, Gus
Sat 14/03   08:00-12:00  Aisha       Carla
Sat 14/03   12:00-16:00  (none)      Ed, Fatima""", "Which shifts are short of people and which have no lead?", "The March roster"),
    ("volunteer-induction-record", ["charity", "record", "volunteers"], """VOLUNTEER INDUCTION RECORD
Name: Daniel Kovács    Volunteer no. V-0881    Start date: 12/01/2026
Safeguarding level 1 ..... completed 15/01/2026
Food hygiene level 2 ..... completed 22/01/2026 (cert FH2-771203, valid 3 years)
Manual handling .......... not yet
DBS (basic) .............. issued 08/01/2026, cert 001788213344""", "Can Daniel lead a Saturday shift yet?", "His induction record"),
    ("trustees-minutes", ["charity", "minutes"], """MINUTES OF THE TRUSTEES' MEETING - 3 March 2026, 18:30, Church Hall
Present: R. Patel (Chair), S. Moore (Treasurer), J. Khan, L. Evans. Apologies: M. Doyle.
1. Minutes of 2 December 2025 approved.
2. Treasurer's report: reserves £41,300 (4.5 months of running costs).
3. Agreed to apply to the Heatherwick Foundation by 30 April. Action: JK.
4. AGM set for 16 June 2026.""", "Turn this into a list of actions with owners and dates.", "The minutes"),
    ("fundraising-income-sheet", ["charity", "event_income"], """Spring Fair income sheet - 21/03/2026
Stall              Float   Counted   Card      Net
Cakes              20.00   312.40    88.00     380.40
Tombola            50.00   241.00    0.00      191.00
Books              10.00   96.50     12.00     98.50
Raffle (tickets)   0.00    410.00    155.00    565.00""", "Check the net column. The tombola looks wrong to me.", "Takings from the fair"),
    ("online-donation-json", ["charity", "json", "donation"], """{
  "id": "don_8KxQ2mL4vT",
  "created_at": "2026-02-28T19:44:12Z",
  "amount": {"value": 50.0, "currency": "GBP"},
  "gift_aid": true,
  "donor": {"name": "Anonymous", "message": "In memory of Mum"},
  "fundraiser": {"id": "fr_11873", "title": "Nadia runs the Cardiff Half"},
  "payout_id": "po_2026_03_07"
}""", "Can we thank this donor by name? And which payout will it be in?", "A donation record from our fundraising page"),
    ("direct-debit-list", ["charity", "bank_export"], """Bacs ADDACS report - service user 448812 - processed 06/03/2026
Ref        Payer          Reason code  Meaning
RRB-0192   J Sutherland   1            Instruction cancelled - refer to payer
RRB-0233   M Hughes       B            Account closed
RRB-0241   A Mistry       C            Account transferred""", "What do we need to do for each of these supporters?", "Our direct debit report"),
    ("legacy-solicitor-letter", ["charity", "letter", "legacy"], """HOLBROOK & REID SOLICITORS
22 Priory Street, York YO1 6ET

Our ref: EST/HB/4471     Your ref: -
9 March 2026

Dear Sirs,

Re: The Estate of Miss Dorothy Ellen Hale, deceased (died 11 December 2025)

We act for the executors. Under clause 6 of her Will dated 2 May 2019, Miss Hale left 15 % of her residuary
estate to your charity. We estimate the residue at approximately £310,000 and expect to make an interim
distribution in the summer.

Yours faithfully,
Holbrook & Reid""", "Roughly how much might we receive, and what should we reply?", "This letter arrived today"),
    ("payroll-giving-statement", ["charity", "statement"], """PAYROLL GIVING STATEMENT - February 2026
Agency: Charitable Giving Ltd    Charity: Mountain Rescue Trust (1122034)
Employer            Donors   Gross      Agency fee 4 %   Net
Northwind plc       18       £612.00    £24.48           £587.52
Calder Council       6       £140.00    £5.60            £134.40""", "Are the agency fees worked out right?", "Payroll giving statement"),
    ("sms-donation-report", ["charity", "report", "sms"], """Text giving report  01/02/2026-29/02/2026   keyword SEALS
Texts 1,204   Successful 1,151   Failed (insufficient credit) 53
Gross £5,755.00   Network deductions £0.00   Gift Aid eligible 412""", "There is no 29 February in 2026. Is this report broken?", "Report from the text-giving provider"),
    ("charity-thank-you-draft", ["charity", "letter", "draft"], """Dear Eleanor,

Thank you so much for your generous gift of $7,500 on 29 November 2025. Because of you, eight young people
moved into safe housing this winter, and our mentoring programme now runs on Saturdays too.

With gratitude,
Marcus Bell
Executive Director, Harbor Light Shelter""", "Make it warmer but keep it under 100 words.", "My thank-you letter draft"),
    # food banks
    ("foodbank-stock-intake", ["food_bank", "log", "stock"], """Stock intake log - Hillside Food Bank
Date        Donor                 Item              Qty   Best before
03/03/2026  Tesco collection      Pasta 500 g       48    2027-08
03/03/2026  St Luke's school      Tinned soup       96    2026-04
04/03/2026  Anonymous             Baby formula      6     2026-03-20
05/03/2026  Rotary Club           Tinned tomatoes   120   2027-11""", "Which items should go out first?", "This week's intake"),
    ("foodbank-voucher", ["food_bank", "voucher"], """FOOD BANK VOUCHER   No. 22-0871-1146
Issued by: Hillside Primary School (agency 0871)   Issued on: 24/02/2026
Household: 1 adult, 2 children (ages 6, 9)
Reason: benefit delay
Valid for collection within 14 days at: Hillside, St Luke's or Moor Lane""", "Can they still collect on 13 March?", "A voucher someone brought in"),
    ("foodbank-distribution-record", ["food_bank", "record"], """Distribution record - Eastside Community Pantry - week 10
Day   Households  Individuals  Parcels  New registrations
Tue   48          131          48       6
Thu   61          170          63       9
Sat   39          102          39       2""", "Why are there more parcels than households on Thursday?", "Last week's numbers"),
    ("supermarket-collection-tally", ["food_bank", "tally"], """Supermarket collection - Sainsbury's Kingsway - Sat 28 Feb 2026
Crates 34   Weight 412 kg
Volunteers: 10:00-12:00 Ann, Raj; 12:00-14:00 Sue, Tom; 14:00-16:00 (nobody)
Cash donations: £86.20""", "Write a thank-you post for the volunteers, without naming the empty slot.", "Saturday's collection"),
    ("foodbank-signin-sheet", ["food_bank", "sign_in", "volunteers"], """VOLUNTEER SIGN-IN  Northgate Food Bank  11/03/2026
Name          In      Out     Task
Bea Lindqvist 08:55   12:30   sorting
Tom Harper    09:10   13:05   packing
Yusuf Ali     09:15   -       driver (own car)
Maria Santos  13:00   16:45   front desk""", "How many volunteer hours did we get? Count Yusuf until 12:00.", "The sign-in sheet"),
    ("foodbank-network-email", ["food_bank", "email", "network"], """From: Regional Network <network@foodbanks.example>
Date: Thu, 5 Mar 2026 14:20:00 +0000
Subject: Updated parcel guidance from 1 April

Dear coordinators, from 1 April 2026 every standard parcel should include one toiletry item and, where
stock allows, fresh fruit or vegetables. The 3-vouchers-in-6-months rule is replaced by a conversation with
the advice team after the third visit.""", "What changes for us on the desk?", "From the network this week"),
    # religious communities
    ("parish-notices", ["parish", "newsletter", "notices"], """ST BRIGID'S PARISH NEWSLETTER - 2nd Sunday of Lent - 1 March 2026
Masses: Sat 18:00 (vigil), Sun 09:00, 11:00; weekdays 10:00 (not Thursday)
Stations of the Cross: Fridays in Lent, 19:30
Baptism preparation: Tues 10 March, 20:00, parish centre (booking essential)
Collections last week: €1,842 (first), €611 (second, Trócaire)
Mass intentions: Sun 11:00 - Mary and Patrick O'Leary (anniv.)""", "Is there a weekday Mass on Thursday, and when is the next baptism talk?", "This week's parish newsletter"),
    ("baptism-register-extract", ["parish", "register", "extract"], """EXTRACT FROM THE REGISTER OF BAPTISMS
Parish of St Martin, Landshut      Register vol. 14, p. 212, no. 33
Name: Lukas Josef Huber     Born: 04.05.1998     Baptised: 21.06.1998
Parents: Thomas Huber, Andrea Huber née Weiß
Godparent: Martina Weiß
Issued: 02.03.2026    Parish secretary: G. Reiter""", "Is this enough for his church wedding in Italy, or does it need an apostille?", "Baptism certificate for my son"),
    ("wedding-banns", ["parish", "banns"], """BANNS OF MARRIAGE
I publish the Banns of Marriage between
Daniel Kwame Owusu, bachelor, of this parish, and
Emily Jane Hargreaves, spinster, of the parish of St Peter, Cambridge.
This is the first time of asking. Sunday 7 June 2026""", "When are the second and third readings, and must they also be read in Cambridge?", "The banns as read out"),
    ("ramadan-timetable", ["mosque", "timetable"], """GREEN LANE MASJID - RAMADAN 1447 TIMETABLE (extract)
Date        Ramadan  Suhoor ends  Fajr   Zuhr   Asr    Maghrib/Iftar  Isha   Taraweeh
18/02/2026  1        05:21        05:31  12:25  15:14  17:38          19:08  19:45
19/02/2026  2        05:19        05:29  12:25  15:16  17:40          19:10  19:45
20/02/2026  3        05:17        05:27  12:25  15:18  17:42          19:12  19:45""", "How long is the fast on the 3rd day, from suhoor end to iftar?", "Our masjid's timetable"),
    ("eid-prayer-notice", ["mosque", "notice"], """EID AL-FITR PRAYERS
First jamaat 07:30 · Second 08:45 · Third 10:00 (sisters' hall open for all)
Park at Saltley school only. Zakat al-fitr £5 per person must be paid before the prayer.
Eid is expected on Friday 20 March 2026, subject to moon sighting.""", "Summarise this for our WhatsApp group in Urdu and English.", "The Eid notice"),
    ("yahrzeit-list", ["synagogue", "list"], """YAHRZEITS - week of Parashat Vayakhel
Name                 Hebrew date   Civil date 2026   Relative
Rose Katz            18 Adar       Sat 7 Mar         mother of Ellen Katz
Morris Feldman       20 Adar       Mon 9 Mar         father of David Feldman
Sylvia Brenner       22 Adar       Wed 11 Mar        grandmother of Noa Brenner""", "Which of these fall on Shabbat, so the names are read on Friday night?", "This week's yahrzeit list"),
    ("shul-membership-invoice", ["synagogue", "invoice", "membership"], """CONGREGATION BETH SHALOM - DUES STATEMENT 5786/2025-26
Member: Feldman, David & Ruth    Member no. 1142    Statement date: 01/15/2026
Family membership                  $2,400.00
Building fund (year 3 of 5)          $350.00
High Holy Day seats (2)              included
Payments received 09/01/2025        -$1,000.00
Balance due by 06/30/2026           $1,750.00""", "Can we split the balance into monthly payments and what would each be?", "Our dues statement"),
    ("temple-festival-schedule", ["temple", "schedule"], """BRAHMOTSAVAM 2026 - SCHEDULE
Day 1  Sat 9 May    06:30 Suprabhatam · 09:00 Dhwajarohanam · 18:00 Ankurarpanam
Day 2  Sun 10 May   07:00 Snapana Tirumanjanam · 19:00 Hamsa Vahanam
Day 3  Mon 11 May   19:00 Simha Vahanam
Day 4  Tue 12 May   10:00 Kalyanotsavam · 19:00 Garuda Vahanam""", "Which days need the most volunteers in the evening?", "The festival schedule"),
    ("gurdwara-committee-minutes", ["gurdwara", "minutes"], """Gurdwara Sahib committee meeting - 15/02/2026
1. Langar: gas bill up 18 %; agreed to ask families to bring own atta on Sundays.
2. Vaisakhi: nagar kirtan 12/04/2026, route approved by council on 10/02/2026.
3. Punjabi school: new term from 01/03/2026, fees unchanged at £20/month.""", "Write a short notice for the sangat about items 2 and 3.", "Minutes from the committee"),
    ("church-collection-count", ["parish", "accounts", "collection"], """COLLECTION COUNT SHEET   Sunday 22/02/2026   St Aidan's
Counter 1: J. Wood   Counter 2: P. Singh
Notes £340.00   Coins £62.45   Envelopes (12) £215.00   Card reader £118.00
Total £735.45   Banked 23/02/2026, paying-in slip 004412""", "Does the total add up?", "Last Sunday's count sheet"),
    ("diocese-circular", ["parish", "email", "circular"], """From: Diocesan Office <office@diocese.example>
Sent: Wednesday, February 25, 2026 11:02 AM
To: All parish secretaries
Subject: Safeguarding training - deadline 31 May

Dear colleagues, all volunteers working with children must complete Foundation safeguarding training by 31 May
2026. Certificates older than three years (issued before 1 June 2023) must be renewed.""", "Our Sunday school helper's certificate is from March 2023. Does she need to renew?", "This came from the diocese"),
    ("mosque-donation-receipt", ["mosque", "receipt"], """MOSKEE AL-FATH - KWITANTIE
Nr. 2026-00412     Datum: 03-03-2026
Ontvangen van: dhr. Y. El Amrani
Bedrag: € 150,00   Bestemming: zakat (uitkering aan gezinnen in Utrecht)
ANBI RSIN 8154 22 910""", "Is this receipt good enough to deduct the gift on my Dutch tax return?", "Receipt from the mosque"),
    # funerals and cemeteries
    ("funeral-arrangement-form", ["funeral", "form", "arrangement"], """FUNERAL ARRANGEMENT FORM   Whitaker Funeral Service   File WF-26-0118
Deceased: Margaret Ann Doyle   Date of death: 02/03/2026   Place: home (hospice care)
Service: Thursday 12/03/2026, 11:00, St Brigid's, followed by burial at Mount St Lawrence
Viewing: Wednesday 11/03/2026, 17:00-19:00
Clergy: Fr. Declan Murphy    Organist: requested    Limousines: 1""", "Write the death notice for the newspaper from this.", "Arrangement form from the funeral director"),
    ("funeral-director-invoice", ["funeral", "invoice"], """HARTLEY & SONS FUNERAL HOME - STATEMENT OF GOODS AND SERVICES
Contract no. HS-4471   Date: March 6, 2026
Basic services of funeral director and staff      $2,195.00
Embalming                                           $795.00
Use of facilities for viewing (1 evening)           $475.00
Casket (Oak, Model 12)                            $3,890.00
Cash advances: cemetery opening fee               $1,250.00
Total                                             $8,605.00""", "Is embalming required if we have a closed casket? Which lines can we question?", "The statement the funeral home gave us"),
    ("order-of-service-funeral", ["funeral", "order_of_service"], """A Celebration of the Life of
GRAHAM "GUS" PETERSEN
14 August 1951 - 27 February 2026
Oakfield Crematorium Chapel · Friday 6 March 2026 · 2.00 pm

Entry: Slim Dusty - Lights on the Hill
Welcome: Celebrant Jo Harris
Eulogy: Karen Petersen (daughter)
Reflection: Slim Dusty - Looking Forward, Looking Back
Committal
Exit: Amazing Grace""", "That's three songs plus a hymn. The chapel allows four pieces. Are we within the limit?", "The order of service"),
    ("cremation-application", ["funeral", "form", "cremation"], """APPLICATION FOR CREMATION - Form Cremation 1 (extract)
Applicant: Karen Petersen (daughter)
Deceased: Graham Petersen, date of death 27/02/2026, place of death: Tweed Hospital
Medical certificate: signed 28/02/2026 by Dr A. Nguyen
Ashes: to be collected by the applicant""", "What happens next and how long until the ashes can be collected?", "Part of the cremation paperwork"),
    ("grave-deed", ["cemetery", "deed"], """DEED OF GRANT OF EXCLUSIVE RIGHT OF BURIAL
Borough of Harrogate Cemeteries   Deed no. 8813
Grave: Section C, Row 12, Plot 40 (Stonefall Cemetery)
Granted to: Arthur Bennett, 14 Victoria Ave, Harrogate
Date of grant: 19 April 1988   Term: 50 years
Interments: Edith Bennett (1988), Arthur Bennett (2004)""", "Arthur died in 2004. Who owns the right now, and when does it expire?", "My grandparents' grave deed"),
    ("burial-register-extract", ["cemetery", "register"], """Burial register - Friedhof Ohlsdorf - extract
Lfd.Nr.  Name                 Geb.        Gest.       Beisetzung  Grab
1187     Lammers, Heinrich    02.11.1939  21.02.2013  02.03.2013  AE 14, 112
1188     Voss, Elfriede       17.06.1931  24.02.2013  05.03.2013  Bn 61, 9""", "How old was Heinrich Lammers when he died?", "The cemetery office sent me this"),
    ("memorial-permit", ["cemetery", "permit", "memorial"], """MEMORIAL APPLICATION - APPROVED
Application no. MA-26-0211   Mason: Dales Memorials Ltd
Grave: Section C, Row 12, Plot 40
Inscription: "Also ROSE BENNETT 1950 - 2025, reunited"
Approved: 10/02/2026   Installation must be completed within 6 months of approval.""", "What's the latest date the mason can install it?", "The permit for Mum's inscription"),
    ("death-notice-draft", ["funeral", "notice"], """DOYLE, Margaret Ann (née Byrne) - March 2nd 2026, peacefully at home, surrounded by her loving family.
Beloved wife of the late Patrick, much loved mother of Sinéad and Conor. Reposing at Whitaker's Funeral Home
on Wednesday 11th from 5pm to 7pm. Funeral Mass on Thursday 12th at 11am in St Brigid's Church, burial
afterwards in Mount St Lawrence Cemetery. House private, please.""", "Check it reads correctly and uses the usual style for the Irish papers.", "Our draft death notice"),
    ("funeral-plan-statement", ["funeral", "statement", "plan"], """PRE-PAID FUNERAL PLAN - ANNUAL STATEMENT
Plan holder: Mrs Joan Whitley    Plan no. FP-0044187    Plan type: Traditional
Plan taken out: 14/09/2018    Payment: paid in full
Included: funeral director's services, hearse, one limousine, coffin (veneer)
Not included: burial or cremation fees, flowers, catering
Statement date: 31/12/2025""", "What will the family still have to pay for?", "Mum's funeral plan statement"),
    # community
    ("village-hall-calendar", ["community", "calendar", "bookings"], """VILLAGE HALL BOOKINGS - APRIL 2026
Thu 2    19:00-21:00  Parish council
Sat 4    10:00-16:00  Jumble sale (Scouts)
Sat 4    18:00-23:30  70th birthday (Harris)
Sun 12   14:00-17:00  Christening tea (Lewis)
Sat 18   09:00-13:00  Repair café""", "The Scouts need until 17:00 to clear up on the 4th. Does that clash?", "April's hall bookings"),
    ("whatsapp-export-committee", ["community", "chat_export"], """[28/02/2026, 20:14:02] Linda: Street party date confirmed with the council: Sat 6 June!
[28/02/2026, 20:15:41] Raj: Road closure form needs to go in 12 weeks before, right?
[28/02/2026, 20:31:09] Linda: Yes, and we need public liability cover details on it
[01/03/2026, 08:02:55] Tom: I can do the bunting and the tables""", "What's the deadline for the road closure form?", "From our committee WhatsApp group"),
    ("festival-committee-budget", ["community", "budget"], """SUMMER FESTIVAL BUDGET 2026 (v3, 02/03/2026)
Income:   stall fees 2,400 | sponsorship 3,000 | bar 4,500 | raffle 800      = 10,700
Costs:    marquee 6,840 | stage & PA 2,200 | toilets 950 | first aid 400 | security 1,200
Balance:  ???""", "Work out the balance and tell me where we could save 1,000.", "Our festival budget"),
    ("residents-newsletter", ["community", "newsletter"], """MEADOWBANK RESIDENTS' NEWS - Spring 2026
AGM: Tuesday 21 April, 7.30 pm, Meadowbank School hall.
Subs for 2026/27 (£10 per household) are due by 31 May - pay at the AGM or by bank transfer (ref: your house number).
Litter pick: Sunday 26 April, 10 am, meet at the bus shelter.""", "Turn this into three short social media posts.", "The spring newsletter"),
    ("key-holder-log", ["community", "log", "keys"], """COMMUNITY CENTRE - KEY HOLDER LOG
Key   Holder            Issued       Returned
K1    Caretaker         01/01/2024   -
K4    Yoga (S. Patel)   05/09/2025   -
K7    Scouts (T. Hall)  12/01/2026   02/03/2026
K9    Choir (M. Evans)  14/02/2026   -""", "Who still has keys, and which group has had one longest?", "The key log"),
]

BLOCKS += [
    ("catering-invoice", ["catering", "invoice"], """FENNEL & FIG EVENTS LTD          INVOICE FF-2026-0219
Invoice date: 27/02/2026   Event: Bath Spa University alumni reception, 20/02/2026
Bowl food menu B, 85 guests @ £32.00        £2,720.00
Staff: 5 x 6 h @ £18.00                       £540.00
Equipment hire                                £185.00
Subtotal £3,445.00   VAT 20 % £689.00   Total £4,134.00   Payment terms: 30 days""", "The final numbers were 78 guests, not 85. What should the corrected invoice say?", "Invoice from the caterer"),
    ("hotel-wifi-voucher-printout", ["hotel", "printout", "vouchers"], """GUEST WI-FI VOUCHERS - batch 2026-03-A
Code        Valid from   Valid to     Devices
QX7-44M-PL  01/03/2026   31/03/2026   3
RB2-91K-TZ  01/03/2026   31/03/2026   3
MM8-03J-WQ  01/03/2026   31/03/2026   5 (suite)""", "A guest staying 30 March to 2 April got QX7-44M-PL. Will it stop working during her stay?", "Voucher printout at reception"),
    ("restaurant-booking-api", ["restaurant", "json", "api_response"], """{
  "reservation": {
    "id": "rsv_7Tq2mK9xL1",
    "created_at": "2026-03-04T18:22:41+01:00",
    "updated_at": "2026-03-05T09:10:03+01:00",
    "party_size": 8,
    "slot": "2026-03-07T20:00:00+01:00",
    "status": "seated",
    "table_ids": ["T12", "T13"],
    "deposit": {"amount": 8000, "currency": "EUR", "captured_at": null}
  }
}""", "The deposit was never captured. Can we still charge it after the party was seated?", "The booking system's API shows"),
    ("conference-hotel-email", ["conference", "hotel", "email"], """From: Groups Desk <groups@hoteleuropa.example>
To: EHRC Organising Committee
Date: Mon, 16 Mar 2026 10:41:33 +0100
Message-ID: <HE.20260316.104133.7781@hoteleuropa.example>
Subject: EHRC26 block - attrition

Dear committee, as of today the pickup for 14/05 stands at 52 of 80 rooms. Per clause 8 of our contract,
attrition above 20 % at cut-off (10/04/2026) will be charged at 80 % of the group rate.""", "If nothing changes, how many rooms will we pay for on the 14th?", "The hotel wrote to us"),
    ("box-office-forwarded-complaint", ["ticketing", "email", "complaint"], """---------- Forwarded message ---------
From: Helen Cartwright <hcart@mail.example>
Date: Sat, 7 Mar 2026 at 23:02
Subject: Restricted view
To: <boxoffice@lyric.example>

Seat C11 was behind a pillar. Nobody told us when we booked (order LT-4471188). I want a refund or an
exchange for another night.""", "Draft a reply. Our seat map marks C11 as restricted view, with a £5 discount.", "My manager forwarded this"),
    ("hall-booking-form", ["community", "form", "booking"], """ST LUKE'S CHURCH HALL - HIRE AGREEMENT
Hirer: Meadowbank Toddler Group (contact: Amy Lewis)
Dates: every Monday in term time, 09:30-11:30, from 13/04/2026 to 20/07/2026
Rate: £14 per hour, invoiced monthly   Deposit: £50 (returnable)
Signed: A. Lewis 02/03/2026   For the PCC: R. Hill 03/03/2026""", "How much will the summer term cost us, and is the deposit refundable?", "Our hall hire agreement"),
]


# --- hand-written negatives: stable values in program positions ----------------------------------------------------


def _negatives_lookalikes() -> None:
    N("""You are Concierge, the front-desk assistant of Hotel Kranich Wien.
Property: VIE-KRA
Rate sheet revision: 2026-02-01
Check-in from 15:00, check-out until 11:00.

Guest: Do you have a luggage room for after check-out?
Assistant:""", "lookalike:hotel-rate-sheet-revision", ["stable_lookalike", "header_block", "hotel"])
    N("""You take bookings for Osteria Lupa.
Venue id: ven_88213
Menu revision: 2026.03
Kitchen closes: 22:30

Guest: Do you have a vegetarian tasting menu?
Assistant:""", "lookalike:restaurant-menu-revision", ["stable_lookalike", "header_block", "restaurant"])
    N("""You are the supporter-care assistant of Riverbank Hospice.
Registered charity no.: 1098823
Gift Aid declaration on file since: 2021-11-03
Supporter since: 2014

Donor: Can I change my monthly gift from £10 to £15?
Assistant:""", "lookalike:charity-supporter-since", ["stable_lookalike", "header_block", "charity"])
    N("""You are the agenda helper of the Open Kitchen Tech conference app.
Event dates: 13-15 May 2026
Agenda version: 2026-04-28 (v7)
Knowledge cutoff: 2025-01

Attendee: Is there a session on food waste?
Assistant:""", "lookalike:conference-agenda-version", ["stable_lookalike", "header_block", "conference"])
    N("""---
app: vows-planner
couple: Dana & Luis
wedding_date: 2026-10-03
venue: Chapel Hill Barn
prompt_revision: 2026-01-10
---
You are the couple's planning assistant.

Dana: What should we still book, four months out?""", "lookalike:wedding-yaml-stable", ["stable_lookalike", "yaml_front_matter", "wedding"])
    N("""You help customers of the Lyric Theatre box office.
Metadata:
{
  "api_version": "2024-10-21",
  "venue_id": "LYR-01",
  "season": "2026/27"
}

Customer: Are there relaxed performances of the panto?
Assistant:""", "lookalike:box-office-json-stable", ["stable_lookalike", "json_pretty", "ticketing"])
    N("""<ctx property="KRK-STARE" timezone="Europe/Warsaw" policy_rev="2026-03-01"/>
You offer late check-out at Hotel Stare Miasto.

Guest: How much is late check-out until 2 pm?
Assistant:""", "lookalike:hotel-xml-stable", ["stable_lookalike", "xml_attr", "hotel"])
    N("""You assist the parish office of St Brigid's, Cork.
Parish founded: 1874
Office hours: Tue-Thu 10:00-13:00
Eircode: T12 X2F8

Parishioner: Can I get a Mass card signed this week?
Assistant:""", "lookalike:parish-office-hours", ["stable_lookalike", "header_block", "parish"])
    N("""You help volunteers of the Hillside Food Bank.
Rota start: 2026-01-05 (week A)
Warehouse: WH-2, Unit 4 Moor Lane

Volunteer: Is this a week A or week B Saturday if it's the 14th of March?""", "lookalike:foodbank-rota-start", ["stable_lookalike", "header_block", "food_bank", "user_date"])
    N("""You help families of Whitaker Funeral Service understand prices.
Licence no.: FD-4471 (valid to 2027-12-31)
Price list effective: 1 January 2026

Family: What does a direct cremation cost with you?
Assistant:""", "lookalike:funeral-price-list", ["stable_lookalike", "header_block", "funeral"])
    N("""You answer questions in the Green Lane Masjid app.
Calculation method: MWL (Fajr 18°, Isha 17°), Asr Hanafi
Timetable year: 1447 AH

User: Why is your Isha later than the other masjid's?""", "lookalike:mosque-calculation-method", ["stable_lookalike", "header_block", "mosque"])
    N("""PROPERTY=LIS-MIR
PMS_API_VERSION=2023-07-01
TZ=Europe/Lisbon
BUILD=2026.02.3

You help the night auditor of Hotel Miradouro.

Auditor: What's the usual order of steps before running the day close?
Assistant:""", "lookalike:hotel-env-stable", ["stable_lookalike", "kv_lines", "hotel"])
    N("""You answer exhibitor questions for the Messe Nord fair portal.
Hall plan version: 2026-03-02
Exhibitor: EX-2231 (Agrotec Solutions BV)

Exhibitor: Is there a loading bay near hall 4?
Assistant:""", "lookalike:fair-hall-plan-version", ["stable_lookalike", "header_block", "trade_fair"])
    N("""<!-- template: beo-summary v2026.01 -->
Summarise the banquet event order for the kitchen in five lines.

BEO #5120: Hartwell Sales Kick-off, Salon A/B, 80 pax, breakfast, two breaks, buffet lunch (Menu L3).
Assistant:""", "lookalike:beo-template-comment", ["stable_lookalike", "html_comment", "catering"])
    N("""You help couples at Casa Ilaya Events.

| Field | Value |
|---|---|
| Venue | Casa Ilaya Garden, Tagaytay |
| Capacity | 220 seated |
| Licence valid until | 2028-03-31 |

Couple: Can we have fireworks after 10 pm?
Assistant:""", "lookalike:venue-table-stable", ["stable_lookalike", "markdown_table", "events"])
    N("""You draft replies for the guest-messaging inbox of The Quayside Rooms.

Guest: Is there parking near you?

--
Prompt revised 2026-02-14 by the guest-experience team""", "lookalike:footer-prompt-revision", ["stable_lookalike", "footer", "hotel"])


def _negatives_asked() -> None:
    N("""Our PMS gives reservations ids like res_01HZX4K2P9Q7M3VW8T5R6Y2N1A. Is that a ULID, and can I get the
booking time out of it?""", "asked:ulid-reservation-id", ["id_in_question", "hotel"])
    N("""Convert 1772630400 from our door-lock export into Lisbon local time. Was the door opened before or after the
guest checked out at 11:00 that day?""", "asked:epoch-door-lock", ["epoch", "id_in_question", "hotel"])
    N("""A guest's QR ticket decodes to ORD-88213|2026-04-18T19:30|DC-C11|7f3a9b. What are these fields likely to be,
and is the last one a checksum?""", "asked:qr-ticket-fields", ["id_in_question", "ticketing"])
    N("""The conference invitation says the workshops are in 2026-W20. Which dates is that, Monday to Friday?""",
      "asked:iso-week-conference", ["iso_week", "user_date", "conference"])
    N("""It's 17:40 here in València and the mascletà crowd is already gone. The casal dinner is at 21:30. How long do
we have to set 40 places if it takes 3 people 45 minutes?""", "asked:user-typed-clock", ["user_time", "community"])
    N("""Our wedding is on 22 May 2027. The register office needs at least 29 days' notice and it's valid for a year.
What's the earliest and latest date we can give notice?""", "asked:notice-arithmetic", ["date_arithmetic", "wedding"])
    N("""Extract the booking as JSON.

Example input: "Table for 4 on 2026-03-14 at 19:30, name Rossi"
Example output: {"covers": 4, "date": "2026-03-14", "time": "19:30", "name": "Rossi"}

Input: "Party of 9, Saturday 2026-04-11, 20:15, under Haddad, one wheelchair"
Output:""", "asked:few-shot-booking", ["few_shot", "restaurant"])
    N("""This pre-arrival e-mail template sends the placeholders as text. What's wrong with it?

Dear {{guest.first_name}}, we look forward to welcoming you on {{ reservation.arrival_date | date: "%d %B" }}.
Check-in opens at {{property.checkin_time}}. Your confirmation number is {{reservation.id}}.""",
      "asked:unrendered-template", ["template", "hotel"])
    N("""The guest in 305 checked out about three hours ago and left a bag in the wardrobe. Housekeeping found it 20
minutes ago. What should we log and how do we contact her?""", "asked:relative-times", ["relative_time", "hotel"])
    N("""Our gate scanner app logs this token for each scan. What's inside it, and should it really be in the logs?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGV3YXJkLTExMiIsImdhdGUiOiJDIiwiaWF0IjoxNzgxOTc4NDAwLCJleHAiOjE3ODIwMDcyMDB9.Yp2o7Qf4kLw9sD1mN8bV3cX6zR0tH5gJ1aE2uI9oK4s""",
      "asked:jwt-gate-scanner", ["jwt", "id_in_question", "ticketing"])
    N("""The donation page showed "Something went wrong. Reference: 5c1e9a02-4f7d-4b3e-9d2a-1f8e6b0c7a33" when I
tried to give £20. Support asked for the reference. Where do I send it, and was I charged?""",
      "asked:error-reference", ["request_id", "id_in_question", "charity"])
    N("""Our ticketing vendor's support wants the trace id of a checkout that failed last night. I found this in the
browser console of the box office PC:

traceparent: 00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01

Which part do I send them?""", "asked:traceparent-console", ["traceparent", "id_in_question", "ticketing"])


def _negatives_controls() -> None:
    N("""You are Basil, the catering assistant of Fennel & Fig Events. Suggest canapés that can be made a day ahead.

Client: We need six canapés for 80 people, two of them vegan, nothing with nuts.
Assistant:""", "control:catering-plain", ["control", "plain", "catering"])
    N("""You help the parish office write friendly notices. Write two sentences inviting families to the summer
barbecue after the 11 o'clock Mass, bring a salad, the parish provides the grill.""", "control:parish-plain", ["control", "plain", "parish"])


# --- placing the pasted blocks -------------------------------------------------------------------------------------

PLACEMENTS = [
    "after",
    "before",
    "under_noblank",
    "across_blanks",
    "own_language",
    "quoted",
    "fence",
    "earlier_turn",
    "forwarded",
    "system_user",
    "lead_in_colon",
    "both_sides",
]
SYSTEM_HOST = (
    "You are HostHelp, an assistant for hotels, venues, charities and community groups. Answer from the material "
    "the user provides and say when it is not enough."
)
OWN_LANGUAGE_ASKS = [
    "Em pots resumir això i dir-me si hi ha alguna cosa que no quadra?",
    "Kannst mi dat kort tosamenfaten un seggen, of dor wat nich stimmt?",
    "Chasch mer das churz zämefasse u säge, öb öppis nid stimmt?",
    "Pwede mo bang i-summarize ito at sabihin kung may mali o kulang?",
    "Kan du sammanfatta dä här å säja om nåt ä galet?",
    "Me pòdes har un resumit e díser se i a quauquarren que non va pas?",
    "Boss, can help me check this one got anything wrong or not ah?",
    "Tu peux me dire si y a un truc qui va pas là-dedans?",
    "Peux-tu checker si y'a de quoi qui marche pas là-dedans pis me l'expliquer?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "under_noblank":
        return f"{block}\n{ask}"
    if placement == "across_blanks":
        return f"{intro}:\n\n\n{block}\n\n\n{ask}"
    if placement == "own_language":
        own = OWN_LANGUAGE_ASKS[(k // len(PLACEMENTS)) % len(OWN_LANGUAGE_ASKS)]
        return f"{block}\n\n{own}" if (k // len(PLACEMENTS)) % 2 else f"{own}\n\n{block}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What would you like me to do with it?\n"
                f"User: {ask}\nAssistant:")
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_HOST}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "lead_in_colon":
        return f"{ask} {intro}:\n{block}"
    assert placement == "both_sides"
    return f"{ask}\n\n{block}\n\nIs there anything else in there I should double-check?"


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        placement = PLACEMENTS[k % len(PLACEMENTS)]
        NEG.append(Draft(_place(k, placement, block, ask, intro), f"{SRC}neg:pasted:{source}",
                         ["hard_negative", "pasted", placement, *tags]))


# --- assembly ------------------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen26(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_pasted()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_controls()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold26", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
