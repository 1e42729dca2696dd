"""Build `prompt_normalizer/corpus/holdout21.jsonl`, a twenty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout21.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout20.py` only the module docstrings were read
(extracted with `ast.get_docstring`), to keep clear of the sources, scenarios and languages they used
and to apply their clarifications of the rules, and of `make_holdout20.py` also its import block and
its closing lines (the generated families' functions, `build` and `main`) for the structure of a
generator. None of their scenarios is repeated. The corpus keeps away from enterprise back-office
copilots (procurement, facilities, legal ops, finance close, IT service desks, sales ops, customer
success; another corpus was written at the same time about them). Sources that the earlier
docstrings already name were dropped or re-aimed before writing: salons, tattoo studios, tailors,
shoe repairers and cobblers, bicycle workshops, driving schools and instructors, locksmiths (and so
key cutting), florists, bakeries, photographers and photo studios, DJs, tutoring marketplaces (and
so tutors' invoicing), cleaning turnovers and cleaners' hours (and so cleaning companies), markets
(and so market stalls), POS tills, registers and Z-reports (holdout7; here only stock and reorder
apps), a bank feed (holdout14; here receipt capture and payouts instead), and tradespeople's quotes
as the householder sees them (holdout14; here the trades' own job apps, call-out logs and quotes).
The sources are small and medium businesses run from a phone, and the platforms they use:

* trades and home services: a plumber's emergency call-out triage and call-out log, an electrician's
  quote drafter (YAML front matter) and EICR explainer over an extracted PDF, a roofer's marketplace
  lead webhook, a heating engineer's van stock, a window-cleaning round app (markdown session
  table), a tree surgeon's quote follow-ups (ChatML), a landscaper's photo uploads, a handyman's
  lead replies behind signed HTTP headers, a pool service route, a tiler's costing context (XML
  attributes), a glazier's missed-call text-back, a garage-door answering service with a
  transcription job, an appliance repairer's dispatch line, an aerial installer's reply footer, a
  CCTV installer's quoting sentence, a pressure-washing web widget (single-line JSON), a job
  management app's dispatch board, plumbers in Santa Cruz do Sul (Hunsrik), Telde (Canarian Spanish)
  and Mombasa (an AI receptionist), roofers in Le Lamentin (Martinican Creole), an electrician in
  Podgorica (Montenegrin, WhatsApp Business), a mobile mechanic's week planner; and as hard negatives
  job sheets, call-out CSVs, EICR observations, landlord gas safety records, quotes, merchant
  receipts, apprentice timesheets, WhatsApp chat exports, missed-call lists, tree preservation
  letters, delivery notes, Part P and MCS certificates, pool chemical logs, appliance error
  histories, round schedules, forwarded lead e-mails, parts invoices, an app's error toast with its
  own request id, a boiler controller's logfmt lines, presupuestos, računi, devis and Rechnungen;
* barbers, nail bars, lash and brow bars, massage therapists, yoga and pilates studios and a mobile
  sauna: booking widgets and AI receptionists, walk-in queue snapshots, intake forms (XML elements),
  waitlists fetched for the request, class-pass apps (markdown bullets), reminder bots (an HTML
  comment), a Flutter booking app's UTC clock, review replies with a footer, an Outlook add-in's
  templated sentence, and bookings in Liverpool, Kingston, Bandra West (Hinglish), Nelson, Rome
  (Romanesco), Tampines, Kota Bharu (Kelantanese Malay), Osu (Ghanaian Pidgin), Fremantle, Fife,
  near Nizwa (Omani Arabic), Maracaibo (Venezuelan Spanish), Chengdu (Sichuanese) and Air Itam
  (Penang Hokkien); and as hard negatives booking confirmations, appointment CSVs, submitted intake
  forms, timetables, receipts, Google reviews, a barber's chat in an earlier turn, waitlist JSON
  whose first member is `"id"`, patch-test records, hire terms, widget embed code, a draft no-show
  SMS with an unrendered placeholder, UPI and Pago Móvil SMS, a booking confirmation with
  Arabic-Indic digits, a Meituan-style order and an appointment card;
* food trucks, coffee carts and ice cream vans: WhatsApp Business catalogue orders, a coffee cart's
  day plan (a weekday and a time alone), an ice cream van's clock, a pitch marketplace's offer
  event, stock synced from cart tablets, and trucks in Nairobi (Sheng), Cayey (Puerto Rican
  Spanish), Douala (Camfranglais), Norfolk Island (Norfuk) and Gangtok (a Sikkimese date line);
  and as hard negatives pitch confirmations, LPG certificates, pre-order lists, festival schedules,
  route timetables, best-before sheets, card transaction lists, commissary invoices, M-Pesa and
  Orange Money SMS, a vending permit and a cruise-ship schedule;
* independent shops' stock and reorder apps: a hardware shop's reorder run, a deli's supplier order
  (Go `time.Now().String()`), a greengrocer's chalkboard (Palatinate German), a bookshop's special
  orders, a record shop (Upper Saxon), a butcher's Christmas orders snapshot, a fishmonger's slab
  post, a refill shop's Android app, a phone repair shop (Manado Malay) and a plant nursery
  (Calabrian); and as hard negatives price-change e-mails, stocktake CSVs, delivery notes with lot
  codes and use-by dates, distributor confirmations with ISBNs, listing exports with catalogue
  numbers, order tables, repair tickets with IMEIs, a report whose first line is `Generated:`, scale
  labels, wholesale market invoices, a Lieferschein and a nota servis;
* dog walkers, groomers, pet sitters and a dog daycare: walk data fetched for the request, a
  groomer's ChatML with a stamp in the user turn, a pet sitter's visit session, a daycare capacity
  table, B3 headers on a grooming reminder service, a review-reply footer, and services in Ambon
  (Ambonese Malay), St John's (Antiguan Creole) and Breaux Bridge (Cajun French); and as hard
  negatives walk reports, grooming record cards, visit logs, incident reports, invoices, push
  notification lists, insurance certificates, a grooming schedule and dates typed by the customer;
* print shops, signwriters, screen printers and engravers: an upload received under the customer's
  file details, a banner chat's bracketed context line, a proofing desk's HTML comment, trophy
  layouts, shopfront sign quotes, and shops in Kingstown (Vincentian Creole), Dhangadhi (Tharu) and
  Coria (Extremaduran); and as hard negatives job tickets whose numbers begin with a date, an e-mail
  thread in an earlier turn, `pdfinfo` output, engraving lists with season years, t-shirt order
  sheets, a landlord's signage consent, a bill dated in Bikram Sambat and an order;
* farm shops' boxes and subscriptions: a veg box account snapshot, egg subscriptions by SMS (YAML
  front matter), pick-your-own slots computed for the request, a doorstep milk round, a meat box
  behind a session JWT, and farm shops near Tamparuli (Kadazan-Dusun), Jhansi (Bundeli) and
  Rawalpindi (Pothwari); and as hard negatives delivery schedules, subscription exports, a
  newsletter draft, egg box labels, booking confirmations, a webhook pasted to debug its signature,
  a note left in the bottles, an order and a ledger;
* other one-person businesses: a mobile mechanic (ISO week), a picture framer, an upholsterer in the
  Falkland Islands, a bouncy castle hire on St Helena, firewood in Grenada (Grenadian Creole), hot tub
  hire on Tyneside; and as hard negatives an MOT history, water test logs, a fabric order, an
  inflatable test certificate and moisture readings;
* platforms: a booking widget's render context (nested JSON), a local-services marketplace's credit
  spend (Idempotency-Key), a review-reply assistant's fetch envelope, a WhatsApp Business catalogue
  sync, receipt capture in a bookkeeping app, card-reader payouts, an invoicing app's reminder run, a
  Google Business Profile question relay, a neighbourhood app's relayed post, an iPhone booking app;
  and as hard negatives lead notifications, review exports, catalogue CSVs, receipts typed out by the
  user, payout reports, invoices, booking API responses whose first members are `"id"` and
  `"created_at"`, profile insights, call summaries, a WhatsApp API error with its own `fbtrace_id`,
  and a webhook delivery pasted from a dashboard.

Formats: RFC 3339 at precisions 0, 3 and 6 with `Z` and offsets from -07:00 to +12:00 (including
+05:30 and +08:00), RFC 1123, RFC 850, RFC 2822, asctime, GNU `date`, Python `str()`,
`isoformat()` and logging, Go RFC3339Nano and `time.Now().String()` with its monotonic reading, .NET
round-trip and "f", JavaScript `toISOString()`, `toString()` and `toLocaleString('en-GB')`, Java
`Date.toString()`, Kotlin `LocalDateTime`, Dart UTC `toString()`, Swift `Date` description, Ruby
`Time#to_s`, Postgres `timestamptz` text, Windows general, US medium,
English long dates (US, British and British with an ordinal), `DD Mon YYYY HH:MM`, `DD/MM/YYYY
HH:MM`, `YYYY-MM-DD HH:MM:SS`, ISO basic, compact `YYYYMMDDHHMMSS`, ISO dates, ISO week dates, a
12-hour time alone (upper and lower case), a 24-hour time alone with and without its zone, a weekday
alone, epochs in s, ms, ns and with a fraction, and dates and times with localized month and weekday
names and native digits: Martinican Creole, Cajun French (`mardi le 14 avril`), Camfranglais labels
over French dates, Canarian, Venezuelan (`3:05 p. m.`) and Puerto Rican Spanish, Extremaduran
(`hebreru`, `dumingu`), Hunsrik (`Dinstach`), Palatinate German (`Dunnerschdaach`, `Märze`), Upper
Saxon (`Sonnahmd`), Calabrian (`jennaru`, `jovi`), Romanesco, Montenegrin (`neđelja`), Manado and
Ambonese Malay (`Slasa`, WITA / WIT), Kelantanese Malay (`petang`), Kadazan-Dusun labels over Malay
dates, Sichuanese (`4月14号 礼拜二 下午3点05分`), Penang Hokkien (`Pài-jī`, `goe̍h`, `ji̍t`), Sheng
labels over Swahili dates, Pothwari with Urdu months and Extended Arabic-Indic digits, Bundeli
(`बिरस्पत`, `सनीचर`) and Tharu (`मंगर`, `बिफे`) with Devanagari digits, Omani Arabic with
Arabic-Indic digits, Sikkimese with Tibetan digits, Norfuk (`Tudieh`) and Hinglish (`Aaj`).
Identifiers: UUID v1 / v4 (also upper case) / v7, ULID, KSUID, xid, cuid, nanoid, ObjectId, a
snowflake, traceparent, B3 single and multi headers, long hex (16 to 64 digits, lower and upper
case), base32, base36, base58, base62 and base64url tokens, a JWT, an HMAC signature with `t=`,
WhatsApp `wamid` message ids, a SIP Call-ID, and vendor-prefixed ids (`qd_`, `dlv_`, `up_`, `rt_`,
`rs_`, `tj_`, `ws_`, `sess_`, `os_`, `rr_`, `rq_`, `vs_`, `ps_`, `rvf_`, `rcpt_`, `run_`, `at_`,
`req_`). Positions: header blocks (`Label: value`, HTTP-style with a request line, B3 and trace
headers), head and tail of the prompt, the tail of a system prompt (also in a ChatML system turn),
a stamp on its own line in a ChatML user turn, YAML front matter, pretty-printed JSON members (also
nested in an envelope) and single-line JSON members, XML attributes and elements, `key=value` pairs
in bracketed context lines and in an HTML comment, markdown table rows and bullets, HTML comments,
templated sentences (inline), phrases with their preposition ("at ...", "as of ..."), an id inside
a sentence, parenthesised and bracketed stamps on the user's message, a `[received ...]` prefix on
a relayed post, footers after a `--` line, metadata lines after the last user message, and program
lines right above or below a pasted, uploaded or fetched block.

Prompts are in English (British with Geordie, Scouse, Yorkshire, Welsh, Scottish and Cornish
voices, Irish, US, Canadian, Australian, New Zealand, South African, Kenyan, Singaporean, Jamaican,
Falkland Islands and St Helena English, and as the working language of a deli in Munich) and in
Martinican Creole, Cajun French, Camfranglais, Canarian Spanish, Venezuelan Spanish, Puerto Rican
Spanish, Extremaduran, Hunsrik, Palatinate German, Upper Saxon, Calabrian, Romanesco, Montenegrin,
Manado Malay, Ambonese Malay, Kelantanese Malay, Kadazan-Dusun, Sichuanese, Penang Hokkien (a
variety of the Hokkien whose Taiwanese form make_holdout13 used), Sheng, Ghanaian Pidgin,
Vincentian Creole, Antiguan Creole, Grenadian Creole, Pothwari, Bundeli, Tharu, Omani Arabic,
Norfuk and Hinglish (30 languages and varieties, none of them named by the earlier holdouts'
docstrings), with a date line in Sikkimese (scripts: Latin, Han, Arabic, Devanagari, Tibetan). The
prompts in the smaller of these languages are short: often an English system prompt, the app's
"today" or "now" label in the language and a customer message in the language.

What it is: 300 prompts. 140 carry volatile fields (199 spans): 102 hand-written positives (161
spans; 59 with two fields) and 38 generated ones. 160 carry none: 140 hand-written negatives (138
hard negatives and two plain controls) and 20 generated hard negatives; 109 of the hand-written
negatives are material the user pastes, uploads, forwards or copies and asks about (job sheets,
logs, exports, CSVs, certificates, records, forms, letters, quotes, invoices, receipts, e-mails,
SMS, chat exports, timetables, schedules, tickets, labels, reports, tool output, API responses,
webhook deliveries), with the question before the block (29), after it (60), with no pointing
words at all (7), with no blank line between block and question (6), with the block between two
paragraphs of the user (5), quoted with "> " (4), indented (4), in a code fence (5), or in an
earlier turn of a multi-turn chat (6); 24 of them are in languages other than English, and many
begin with lines exactly like program metadata (`Date:`, `Printed:`, `Generated:`, `Submitted:`,
`Timestamp,...`, `[14/04/2026, 07:12:33]`, `ts=`, `{"timestamp": ...`, `{"id": ...`, `From:` /
`Date:` / `Message-ID:` headers, `Webhook-Id:` / `Webhook-Timestamp:`, `X-Bookly-Delivery:`, an
error toast's `Request ID:` and `Time:`). Seventeen hand-written negatives hold stable look-alikes
in program positions (Gas Safe, MCS and NICEIC numbers, insurance validity, prompt revisions, API
versions, tenant uuids, knowledge cutoffs, timetable validity, pitch licences and member-since
dates, CalVer builds, store and terminal ids, DBS check dates, template revisions, a delivery day
setting, customer-since dates, WhatsApp Business account, phone-number and catalogue ids, a
location id and a reply-policy date, VAT numbers and financial year ends, a firmware date, account
settings, a Hunsrik "Cliente desde" and a date-format example), in header blocks, YAML front matter,
single-line JSON, XML attributes, HTML comments, markdown bullets and tables, a bracketed context
line and a ChatML system turn; the others are ids and epochs the user asks about, few-shot dates,
an unrendered template, a user-typed clock, relative times, date arithmetic, an exercise sentence
and dates typed by a customer. The positives put the same-looking lines in program positions;
twelve stamp data that the program fetched for this request (van stock, a barber's queue, a class
list, a dispatch board, cart counts, shop stock levels, an orders snapshot, walk data, an account
snapshot, pick-your-own slots, a catalogue, payouts), where only the stamp is labelled, and about a dozen sit right
above or below a block the user pasted or uploaded (site notes, an extracted EICR, photos, a water
test, a voicemail, a stock table, file details, a receipt, reviews, an invoice). The generated
positive family puts one field (30 formats and labels of the 41, or the current date and time
labelled and written in the body's language, 8 cases) at one of twelve positions (head, system
tail, header block, after the last user message, footer, YAML front matter, JSON member, XML
attribute, `key=value` in a bracketed context line, parenthesised value on the user's message, HTML
comment, markdown bullet; three or four each) of 49 bodies in 41 languages and varieties; the
generated negative family uses the same bodies and positions with one stable value drawn from
generic ones (API version, knowledge cutoff, prompt revision, member since, tenant, workspace,
office hours, timeout, financial year, app release, contract start in RFC 3339) and ones that fit
the body's domain (trade registration numbers, insurance validity, studio licences and opening
dates, pitch licences, hygiene inspection and menu dates, store and terminal ids, price-list dates,
DBS checks, walker licences, policies, ICC profiles, press serials, proof templates, a delivery day,
subscription and customer-since dates, WhatsApp Business and location ids), or a member-since date
in the body's language. The output is deterministic (seeded); once written and hashed it is frozen:
do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout20.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch
times, pasted tool output, pasted blocks that open with metadata-like lines, work sessions,
per-item stamps, device clocks, "today" written into an artefact, bracketed and inline spans,
ASCII cue lines, localized "now" labels). Clarifications made here:

* Bookings are content: appointment, class, collection, delivery, pitch and slot times, quote and
  pass validity, next-delivery dates, due dates and booking references stay, also next to a
  program's stamp; so do the dates inside certificates, job sheets and receipts.
* Work sessions are sessions, as in make_holdout12 to make_holdout20: a window-cleaning round
  session, a pool route session, a pet sitter's visit session, a planner session, an order session,
  a booking widget session, a proofing desk session, a WhatsApp "atendimento" and a phone call's
  Call-ID with its answer time move; jobs, leads, bookings, quotes, orders, invoices, customers,
  stores, terminals, vans, pitches and accounts stay. A lead id or a booking ref the user asks
  about, or that sits inside a notification the user pastes, is content.
* Envelope vs payload: a marketplace lead webhook's `delivery_id` and `delivered_at`, a pitch-offer
  event's `delivery` and `sent_at`, and the WhatsApp message id and timestamp of the current
  catalogue message move; the lead's own `posted` date, the offer's event date and the catalogue
  items stay.
* Uploads, captures and jobs: an upload's ref and receipt time, a receipt image's capture id and
  time, a "[text extracted from the uploaded PDF at ...]" line and a transcription job's id and
  finish time move; the uploaded file, the receipt, the EICR and the voicemail keep their own dates.
* Device and site clocks read for this request are the current time (a tablet clock, a van clock,
  a device time, a visitor's local time, an app's UTC time, a call's answer time); times the user
  types ("It's half seven here") stay.
* Stable even in program positions: trade registration numbers, insurance and licence validity,
  DBS check dates, WhatsApp Business account, phone-number and catalogue ids, profile location ids,
  store and terminal ids, CalVer builds and firmware dates, a delivery day that is a setting,
  customer-since dates, price-list and template revision dates, VAT numbers and financial years.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Van stock read at 07:42 GMT for this request:" leaves "Van stock read for this request:";
  "Transcription job <id> finished at <time> on the overnight queue." leaves "Transcription job
  finished on the overnight queue."); a parenthesised or bracketed stamp is cut with its brackets;
  XML attributes and `key=value` pairs are followed by a stable neighbour; single-line JSON members
  are cut with the comma after them, and volatile members of pretty-printed JSON are never the last
  member of their object; a markdown row or bullet, an XML element, an HTML comment holding one
  field and a stamp on its own line in a ChatML turn are whole-line spans.
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

SEED = 20290604
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout21.jsonl"
SRC = "holdout21:"

# --- zones: fixed offsets, and pairs (standard, summer) chosen by month and hemisphere ----------------


def _tz(name: str, minutes: int) -> timezone:
    return timezone(timedelta(minutes=minutes), name)


NORTH, SOUTH, NONE = "north", "south", "none"
ZONES: dict[str, tuple[timezone, timezone, str]] = {
    "uk": (_tz("GMT", 0), _tz("BST", 60), NORTH),
    "ie": (_tz("GMT", 0), _tz("IST", 60), NORTH),
    "cet": (_tz("CET", 60), _tz("CEST", 120), NORTH),
    "canary": (_tz("WET", 0), _tz("WEST", 60), NORTH),
    "us_east": (_tz("EST", -300), _tz("EDT", -240), NORTH),
    "us_central": (_tz("CST", -360), _tz("CDT", -300), NORTH),
    "us_pacific": (_tz("PST", -480), _tz("PDT", -420), NORTH),
    "ca_east": (_tz("EST", -300), _tz("EDT", -240), NORTH),
    "au_east": (_tz("AEST", 600), _tz("AEDT", 660), SOUTH),
    "au_qld": (_tz("AEST", 600), _tz("AEST", 600), NONE),
    "au_west": (_tz("AWST", 480), _tz("AWST", 480), NONE),
    "nz": (_tz("NZST", 720), _tz("NZDT", 780), SOUTH),
    "norfolk": (_tz("NFT", 660), _tz("NFDT", 720), SOUTH),
    "za": (_tz("SAST", 120), _tz("SAST", 120), NONE),
    "ke": (_tz("EAT", 180), _tz("EAT", 180), NONE),
    "gh": (_tz("GMT", 0), _tz("GMT", 0), NONE),
    "ci": (_tz("GMT", 0), _tz("GMT", 0), NONE),
    "cm": (_tz("WAT", 60), _tz("WAT", 60), NONE),
    "sg": (_tz("SGT", 480), _tz("SGT", 480), NONE),
    "my": (_tz("MYT", 480), _tz("MYT", 480), NONE),
    "wita": (_tz("WITA", 480), _tz("WITA", 480), NONE),
    "wit": (_tz("WIT", 540), _tz("WIT", 540), NONE),
    "cn": (_tz("CST", 480), _tz("CST", 480), NONE),
    "in": (_tz("IST", 330), _tz("IST", 330), NONE),
    "np": (_tz("NPT", 345), _tz("NPT", 345), NONE),
    "pk": (_tz("PKT", 300), _tz("PKT", 300), NONE),
    "om": (_tz("GST", 240), _tz("GST", 240), NONE),
    "jm": (_tz("EST", -300), _tz("EST", -300), NONE),
    "carib": (_tz("AST", -240), _tz("AST", -240), NONE),
    "ve": (_tz("VET", -240), _tz("VET", -240), NONE),
    "br_south": (_tz("BRT", -180), _tz("BRT", -180), NONE),
    "fk": (_tz("FKST", -180), _tz("FKST", -180), NONE),
    "sh": (_tz("GMT", 0), _tz("GMT", 0), NONE),
    "utc": (UTC, UTC, NONE),
}


class Gen21(Gen):
    """make_holdout's Gen with local zones and a few more identifier shapes."""

    def at(self, zone: str) -> datetime:
        standard, summer, hemisphere = ZONES[zone]
        t = self.moment()
        if hemisphere == NORTH:
            tz = summer if 4 <= t.month <= 10 else standard
        elif hemisphere == SOUTH:
            tz = summer if (t.month >= 10 or t.month <= 3) else standard
        else:
            tz = standard
        return t.astimezone(tz)

    def b32(self, n: int, upper: bool = False) -> str:
        alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
        out = "".join(self.rng.choice(alphabet) for _ in range(n))
        return out if upper else out.lower()

    def b58(self, n: int) -> str:
        alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def b36(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789abcdefghijklmnopqrstuvwxyz") for _ in range(n))

    def xid(self) -> str:
        return "".join(self.rng.choice("0123456789abcdefghijklmnopqrstuv") for _ in range(20))

    def cuid(self) -> str:
        return "c" + self.b36(24)

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def wamid(self) -> str:
        raw = bytes(self.rng.getrandbits(8) for _ in range(30))
        return "wamid." + base64.b64encode(b"\x1c\x18\x0c" + raw).decode().rstrip("=")

    def callid(self, host: str) -> str:
        return f"{self.hex(8)}-{self.hex(4)}-{self.hex(4)}@{host}"


# --- value formats that make_holdout does not have --------------------------------------------------------


def _off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def _h12(t: datetime) -> tuple[int, str]:
    return t.hour % 12 or 12, "PM" if t.hour >= 12 else "AM"


def uk_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def uk_ordinal(t: datetime) -> str:
    suffix = "th" if 11 <= t.day <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(t.day % 10, "th")
    return f"{DAYS_LONG[t.weekday()]} {t.day}{suffix} {MONTHS_LONG[t.month - 1]} {t.year}"


def h12(t: datetime, upper: bool = False) -> str:
    h, ap = _h12(t)
    return f"{h}:{t:%M} {ap if upper else ap.lower()}"


def h24(t: datetime) -> str:
    return f"{t:%H:%M}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def dmy_dot(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M}"


def en_us_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-US')`."""
    h, ap = _h12(t)
    return f"{t.month}/{t.day}/{t.year}, {h}:{t:%M:%S} {ap}"


def en_gb_locale(t: datetime) -> str:
    """JavaScript `toLocaleString('en-GB')`."""
    return f"{t:%d/%m/%Y, %H:%M:%S}"


def us_medium(t: datetime) -> str:
    h, ap = _h12(t)
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {ap}"


def iso_basic(t: datetime) -> str:
    return f"{t.astimezone(UTC):%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


def dd_mon(t: datetime) -> str:
    return f"{t.day:02d} {MONTHS[t.month - 1]} {t.year} {t:%H:%M}"


def pg_tz(t: datetime) -> str:
    """Postgres `now()::text`."""
    off = _off(t)
    return f"{t:%Y-%m-%d %H:%M:%S}.{t.microsecond:06d}{off[:3] if off.endswith(':00') else off}"


def java_date(t: datetime) -> str:
    """Java `new Date().toString()`."""
    return f"{DAYS[t.weekday()]} {MONTHS[t.month - 1]} {t.day:02d} {t:%H:%M:%S} {t.tzname()} {t.year}"


def ruby_s(t: datetime) -> str:
    """Ruby `Time.now.to_s`."""
    return f"{t:%Y-%m-%d %H:%M:%S} {_off(t, False)}"


def swift_desc(t: datetime) -> str:
    """Swift `Date().description`."""
    return f"{t.astimezone(UTC):%Y-%m-%d %H:%M:%S} +0000"


def dart_utc(t: datetime) -> str:
    """Dart `DateTime.now().toUtc().toString()`."""
    u = t.astimezone(UTC)
    return f"{u:%Y-%m-%d %H:%M:%S}.{u.microsecond // 1000:03d}Z"


def kotlin_ldt(t: datetime) -> str:
    """Kotlin / Java `LocalDateTime.now().toString()` at millisecond precision."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond // 1000:03d}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u:%y} {u:%H:%M:%S} GMT"


def excel_serial(t: datetime) -> str:
    days = (t.replace(tzinfo=None) - datetime(1899, 12, 30)).total_seconds() / 86400
    return f"{days:.5f}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def epoch_frac(t: datetime) -> str:
    return f"{epoch_s(t)}.{t.microsecond:06d}"


def php_date(t: datetime) -> str:
    """PHP `date('Y-m-d H:i:s T')`."""
    return f"{t:%Y-%m-%d %H:%M:%S} {t.tzname()}"


# --- localized dates ----------------------------------------------------------------------------------


def native(text: str, zero: str) -> str:
    """ASCII digits rewritten with the digits that start at `zero`."""
    return "".join(chr(ord(zero) + int(c)) if c.isdigit() and c.isascii() else c for c in text)


DEVANAGARI, ARABIC_INDIC, EXT_ARABIC_INDIC, TIBETAN = "\u0966", "\u0660", "\u06f0", "\u0f20"

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
MQ_MONTHS = [
    "janvyé",
    "févriyé",
    "mas",
    "avril",
    "mé",
    "jen",
    "jiyé",
    "out",
    "sèptanm",
    "oktob",
    "novanm",
    "désanm",
]
MQ_DAYS = ["lendi", "madi", "mèkrèdi", "jédi", "vandrèdi", "sanmdi", "dimanch"]
EXT_MONTHS = [
    "eneru",
    "hebreru",
    "marçu",
    "abril",
    "mayu",
    "júniu",
    "júliu",
    "agostu",
    "setiembri",
    "otubri",
    "noviembri",
    "diziembri",
]
EXT_DAYS = ["lunis", "martis", "miércolis", "juevis", "vienris", "sábau", "dumingu"]
HRX_MONTHS = [
    "Januar",
    "Februar",
    "Mäts",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "Auguscht",
    "Septemba",
    "Oktoba",
    "Novemba",
    "Dezemba",
]
HRX_DAYS = ["Monntach", "Dinstach", "Mittwoch", "Donnerstach", "Freitach", "Samstach", "Sunntach"]
PFL_MONTHS = [
    "Januar",
    "Februar",
    "Märze",
    "Abril",
    "Mai",
    "Juni",
    "Juli",
    "Auguscht",
    "Sebdember",
    "Oktower",
    "Nowember",
    "Dezember",
]
PFL_DAYS = ["Mondaach", "Dinschdaach", "Middwoch", "Dunnerschdaach", "Freidaach", "Samschdaach", "Sunndaach"]
SXU_MONTHS = [
    "Januar",
    "Feberwar",
    "März",
    "Abril",
    "Mai",
    "Juni",
    "Juli",
    "Auchust",
    "Sebdember",
    "Oggdober",
    "Nowember",
    "Dezember",
]
SXU_DAYS = ["Mondaach", "Dienschdaach", "Mittwoch", "Donnerschdaach", "Freidaach", "Sonnahmd", "Sonndaach"]
CAL_MONTHS = [
    "jennaru",
    "frevaru",
    "marzu",
    "aprili",
    "maju",
    "giugnu",
    "lugliu",
    "agustu",
    "settembri",
    "ottobri",
    "novembri",
    "dicembri",
]
CAL_DAYS = ["luni", "marti", "mercuri", "jovi", "vennari", "sabbatu", "duminica"]
IT_MONTHS = [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
]
ROM_DAYS = ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabbato", "domenica"]
CNR_MONTHS = [
    "januar",
    "februar",
    "mart",
    "april",
    "maj",
    "jun",
    "jul",
    "avgust",
    "septembar",
    "oktobar",
    "novembar",
    "decembar",
]
CNR_DAYS = ["ponedjeljak", "utorak", "srijeda", "četvrtak", "petak", "subota", "neđelja"]
ID_MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
]
XMM_DAYS = ["Sanin", "Slasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
ABS_DAYS = ["Sanen", "Slasa", "Rabu", "Kamis", "Jumat", "Sabtu", "Minggu"]
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
MS_DAYS = ["Isnin", "Selasa", "Rabu", "Khamis", "Jumaat", "Sabtu", "Ahad"]
CN_DAYS = ["一", "二", "三", "四", "五", "六", "天"]
NAN_DAYS = ["Pài-it", "Pài-jī", "Pài-saⁿ", "Pài-sì", "Pài-gō͘", "Pài-la̍k", "Lé-pài"]
SW_MONTHS = [
    "Januari",
    "Februari",
    "Machi",
    "Aprili",
    "Mei",
    "Juni",
    "Julai",
    "Agosti",
    "Septemba",
    "Oktoba",
    "Novemba",
    "Desemba",
]
SW_DAYS = ["Jumatatu", "Jumanne", "Jumatano", "Alhamisi", "Ijumaa", "Jumamosi", "Jumapili"]
UR_MONTHS = [
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
UR_DAYS = ["پیر", "منگل", "بدھ", "جمعرات", "جمعہ", "ہفتہ", "اتوار"]
HI_MONTHS = ["जनवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"]
BNS_DAYS = ["सोमवार", "मंगल", "बुध", "बिरस्पत", "सुक्कर", "सनीचर", "इतवार"]
NE_MONTHS = [
    "जनवरी",
    "फेब्रुअरी",
    "मार्च",
    "अप्रिल",
    "मे",
    "जुन",
    "जुलाई",
    "अगस्ट",
    "सेप्टेम्बर",
    "अक्टोबर",
    "नोभेम्बर",
    "डिसेम्बर",
]
THL_DAYS = ["सोम्मार", "मंगर", "बुध", "बिफे", "सुक्कर", "सनिच्चर", "एत्वार"]
AR_MONTHS = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
]
AR_DAYS = ["الاثنين", "الثلاثاء", "الأربعاء", "الخميس", "الجمعة", "السبت", "الأحد"]


def _ms_period(t: datetime) -> str:
    if t.hour < 12:
        return "pagi"
    if t.hour < 14:
        return "tengah hari"
    return "petang" if t.hour < 19 else "malam"


def mq_now(t: datetime) -> str:
    return f"{MQ_DAYS[t.weekday()]} {t.day} {MQ_MONTHS[t.month - 1]} {t.year}, {t:%H}h{t:%M}"


def cajun_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} le {t.day} {FR_MONTHS[t.month - 1]} {t.year}, {t.hour}h{t:%M}"


def fr_now(t: datetime) -> str:
    return f"{FR_DAYS[t.weekday()]} {t.day} {FR_MONTHS[t.month - 1]} {t.year} à {t.hour} h {t:%M}"


def es_now(t: datetime) -> str:
    return f"{ES_DAYS[t.weekday()]}, {t.day} de {ES_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def es_ampm(t: datetime) -> str:
    h, ap = _h12(t)
    return f"{h}:{t:%M} {'p. m.' if ap == 'PM' else 'a. m.'}"


def ext_now(t: datetime) -> str:
    return f"{EXT_DAYS[t.weekday()]}, {t.day} de {EXT_MONTHS[t.month - 1]} de {t.year}, {t:%H:%M}"


def hrx_now(t: datetime) -> str:
    return f"{HRX_DAYS[t.weekday()]}, {t.day}. {HRX_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def pfl_now(t: datetime) -> str:
    return f"{PFL_DAYS[t.weekday()]}, de {t.day}. {PFL_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Uhr"


def sxu_now(t: datetime) -> str:
    return f"{SXU_DAYS[t.weekday()]}, dr {t.day}. {SXU_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def cal_now(t: datetime) -> str:
    return f"{CAL_DAYS[t.weekday()]} {t.day} {CAL_MONTHS[t.month - 1]} {t.year}, {t.hour}:{t:%M}"


def rom_now(t: datetime) -> str:
    return f"{ROM_DAYS[t.weekday()]} {t.day} {IT_MONTHS[t.month - 1]} {t.year}, ore {t.hour}:{t:%M}"


def cnr_now(t: datetime) -> str:
    return f"{CNR_DAYS[t.weekday()]}, {t.day}. {CNR_MONTHS[t.month - 1]} {t.year}, {t.hour}:{t:%M}"


def xmm_now(t: datetime) -> str:
    return f"{XMM_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year} jam {t:%H.%M} WITA"


def abs_now(t: datetime) -> str:
    return f"hari {ABS_DAYS[t.weekday()]}, {t.day} {ID_MONTHS[t.month - 1]} {t.year}, jam {t:%H.%M} WIT"


def kel_now(t: datetime) -> str:
    h, _ = _h12(t)
    return f"{MS_DAYS[t.weekday()]}, {t.day} {MS_MONTHS[t.month - 1]} {t.year}, {h}.{t:%M} {_ms_period(t)}"


def dtp_now(t: datetime) -> str:
    return f"{MS_DAYS[t.weekday()]}, {t.day} {MS_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def sichuan_now(t: datetime) -> str:
    period = "上午" if t.hour < 12 else ("下午" if t.hour < 18 else "晚上")
    h = t.hour if t.hour <= 12 else t.hour - 12
    return f"{t.year}年{t.month}月{t.day}号 礼拜{CN_DAYS[t.weekday()]} {period}{h}点{t:%M}分"


def nan_now(t: datetime) -> str:
    h, _ = _h12(t)
    half = "ē-po͘" if t.hour >= 12 else "chá-khí"
    return f"{t.year} nî {t.month} goe̍h {t.day} ji̍t ({NAN_DAYS[t.weekday()]}), {half} {h}:{t:%M}"


def sheng_now(t: datetime) -> str:
    return f"{SW_DAYS[t.weekday()]}, {t.day} {SW_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def pothwari_now(t: datetime) -> str:
    h, _ = _h12(t)
    period = "سویرے" if t.hour < 12 else ("دوپہر" if t.hour < 16 else ("شام" if t.hour < 20 else "رات"))
    text = f"{UR_DAYS[t.weekday()]}، {t.day} {UR_MONTHS[t.month - 1]} {t.year}، {period} {h}:{t:%M}"
    return native(text, EXT_ARABIC_INDIC)


def bundeli_now(t: datetime) -> str:
    h, _ = _h12(t)
    text = f"{BNS_DAYS[t.weekday()]}, {t.day} {HI_MONTHS[t.month - 1]} {t.year}, {h}:{t:%M} बजे"
    return native(text, DEVANAGARI)


def tharu_now(t: datetime) -> str:
    text = f"{t.year} {NE_MONTHS[t.month - 1]} {t.day}, {THL_DAYS[t.weekday()]}, {t:%H:%M} बजे"
    return native(text, DEVANAGARI)


def omani_now(t: datetime) -> str:
    h, ap = _h12(t)
    text = f"{AR_DAYS[t.weekday()]} {t.day} {AR_MONTHS[t.month - 1]} {t.year}، الساعة {h}:{t:%M} "
    return native(text + ("مساءً" if ap == "PM" else "صباحاً"), ARABIC_INDIC)


def sikkimese_now(t: datetime) -> str:
    return native(f"{t:%Y-%m-%d} ཆུ་ཚོད་ {t:%H:%M}", TIBETAN)


def en_chat_now(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {h12(t)}"


def hinglish_now(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]}, {t.day} {MONTHS[t.month - 1]} {t.year}, {h12(t, True)}"


# --- cases ---------------------------------------------------------------------------------------------

POS: list[Callable[[Gen21], Draft]] = []
NEG: list[Draft] = []


def positive(fn: Callable[[Gen21], Draft]) -> Callable[[Gen21], Draft]:
    POS.append(fn)
    return fn


def draft(marked: str, source: str, tags: list[str]) -> Draft:
    return Draft(marked, SRC + source, tags)


def neg(source: str, tags: list[str], text: str, hard: bool = True) -> None:
    NEG.append(Draft(text, f"{SRC}negative:{source}", (["hard_negative"] if hard else ["control"]) + tags))


# --- positives: trades and home services ---------------------------------------------------------------


@positive
def _plumber_callout(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""{v("datetime", "Call received: " + rfc3339(t))}
{v("session_id", "Call-ID: " + g.uuid4())}
Business: Tyne Valley Plumbing & Heating
Gas Safe reg: 611203
On call tonight: Dean (van 2)

You triage emergency call-outs for a two-van plumbing business near Hexham. Decide whether the job is
an emergency (water escaping that cannot be isolated, no heating or hot water for a vulnerable
customer) or can wait for the next working day, then draft a two-line text back to the customer.

Customer (voicemail transcript): Howay, it's Margaret on Alemouth Road. There's watter coming through
the kitchen ceiling from the bathroom. I've turned the stopcock off but it's still dripping, what do I dae?

Decision:""",
        "trades:plumber-callout",
        ["head", "header_block", "rfc3339", "uuid4", "en_GB_geordie"],
    )


@positive
def _electrician_quote_front_matter(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""---
app: sparkquote
trade: electrician
{v("request_id", "quote_draft_id: qd_" + g.ulid(t))}
{v("datetime", 'requested_at: "' + rfc3339(t, 3) + '"')}
currency: GBP
---
You turn an electrician's site notes into a clear, itemised quote for a homeowner. Keep prices as
written, add nothing that is not in the notes, and say that the quote is subject to a survey of the
consumer unit.

Site notes (Rhys, visited Tuesday):
- 3-bed semi, Pontypridd. Old fusebox, rewireable fuses, no RCD.
- New 10-way dual RCD consumer unit, supply and fit: £540
- Earth bonding to gas and water: £95
- EICR after install (required): £120
- Two extra double sockets in kitchen, chased and made good: £160
- Customer wants it done before the baby's due, mid-June.

Quote:""",
        "trades:electrician-quote",
        ["yaml_front", "ulid", "rfc3339_ms", "en_GB_welsh", "pasted_content_neighbour"],
    )


@positive
def _roofer_lead_webhook(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""Incoming lead from a local-trades marketplace, relayed by the RoofDesk inbox.
{{
  {v("request_id", '"delivery_id": "dlv_' + g.b62(20) + '",')}
  {v("datetime", '"delivered_at": "' + rfc3339(t) + '",')}
  "source": "marketplace",
  "lead": {{
    "category": "Roof repair",
    "postcode_area": "LS6",
    "posted": "2026-02-09",
    "description": "Three slates slipped after Storm Dara, water stain on the back bedroom ceiling. Terrace, two storeys, no scaffold access from the back.",
    "budget": "not sure"
  }}
}}

Write a reply to the homeowner from Kirkstall Roofing that asks for two photos (front and back) and
offers a free look this week. No prices yet.

Reply:""",
        "trades:roofer-lead",
        ["json_block", "envelope", "rfc3339", "prefixed_id"],
    )


@positive
def _gas_engineer_van_stock(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You help a heating engineer decide what to pick up from the merchant before the first job. Compare
the van stock with the parts the day's jobs need, and list only what is missing.

Van stock read {v("datetime", "at " + h24(t) + " " + str(t.tzname()))} for this request:
  22mm compression elbows   6   (last restocked 2026-03-30)
  15mm isolation valves     2   (last restocked 2026-02-11)
  Filling loop, braided     0
  Magnetic filter 22mm      1
  PTFE tape                 9

Today's jobs:
  09:00 Combi swap, Ashby — needs filling loop, magnetic filter, 2 x 22mm elbows
  13:30 Radiator valves x4, Coalville — needs 4 x 15mm isolation valves

Shopping list:""",
        "trades:gas-engineer-van-stock",
        ["phrase_at", "time_alone", "fetched_stamp", "en_GB"],
    )


@positive
def _window_round_table(g: Gen21) -> Draft:
    t = g.at("au_east")
    return draft(
        f"""You are Squeegee, the assistant in a window-cleaning round app. Help the cleaner reorder today's
stops around the rain and write a short SMS to any customer who gets moved.

| Field         | Value                     |
|---------------|---------------------------|
| Cleaner       | Josh (Brisbane north)     |
{v("session_id", "| Round session | rs_" + g.nanoid() + " |")}
{v("datetime", "| Device time   | " + h12(t) + " " + str(t.tzname()) + " |")}
| Plan          | Solo, 120 customers       |

Rain radar says showers from about 11 till 2. Stops left: Aspley (2 storey, ladders), Chermside (ground
floor only), Kedron (solar panels too), Geebung (shopfront). Reorder them and draft the SMS.

Assistant:""",
        "trades:window-cleaning-round",
        ["md_table", "nanoid", "time_alone", "en_AU"],
    )


@positive
def _tree_surgeon_chatml(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""<|im_start|>system
You are the follow-up assistant for Oakleaf Tree Care, a two-person tree surgery business in Kent.
Chase quotes politely, never pressure, and remind customers that work on trees in a conservation area
needs six weeks' notice to the council.
{v("date", "Current date: " + iso_date(t))}
<|im_end|>
<|im_start|>user
Write a follow-up to Mrs Okafor. We quoted her £780 to reduce the sycamore by a third and grind the
stump of the old cherry. She said she'd think about it.<|im_end|>
<|im_start|>assistant
""",
        "trades:tree-surgeon-followup",
        ["chatml", "system_tail", "iso_date", "en_GB"],
    )


@positive
def _landscaper_upload(g: Gen21) -> Draft:
    t = g.at("ie")
    return draft(
        f"""You estimate patio and driveway jobs for Shannonside Landscapes from the customer's photos and
notes. Give a rough range, and list what you need to confirm on site.

Customer notes (from the enquiry form): Sandstone patio about 5m x 4m at the back, currently lawn with
a slight slope down to the shed. Want it done before my daughter's communion on 23 May.
Attached: IMG_4471.HEIC, IMG_4472.HEIC (lawn from the kitchen door and from the shed)
{v("request_id", "Upload ref: up_" + g.b62(18))}
{v("datetime", "Photos received: " + dmy_hm(t))}

Estimate:""",
        "trades:landscaper-upload",
        ["below_pasted", "prefixed_id", "dmy_hm", "en_IE"],
    )


@positive
def _handyman_marketplace_headers(g: Gen21) -> Draft:
    t = g.at("us_central")
    return draft(
        f"""POST /hooks/lead-reply HTTP/1.1
Host: assistant.fixitfolks.example
Content-Type: application/json
{v("request_id", "X-Lead-Delivery: " + g.uuid4())}
{v("signature", "X-Signature: t=" + str(epoch_s(t)) + ",v1=" + g.hex(64))}

You answer new leads for Fix-It Folks, a handyman in Omaha. Quote only from the price sheet: TV mount
$95, ceiling fan swap $140, drywall patch up to 1 sq ft $120, plus $35 trip fee inside city limits.
Be friendly and ask one question if the job is unclear.

Lead: Hi, I need two TVs mounted (55 and 65 inch) over drywall, and one ceiling fan swapped. I have
the fan already. Are you free next week?

Reply:""",
        "trades:handyman-marketplace",
        ["head", "http_headers", "uuid4", "signature", "en_US"],
    )


@positive
def _pool_route(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""You are the route assistant for Clearwater Pool Service. The tech asks what to do at the current
stop; answer from the water test and the service notes, in short steps.

{v("session_id", "Route session: rt_" + g.b36(16))}
{v("datetime", "Tablet clock: " + us_medium(t))}
Tech: Luis M. (truck 3)

Stop 7 of 14: Henderson residence, 18,000 gal chlorine pool with spa spillover.
Test: FC 0.5 ppm, pH 7.9, TA 70, CYA 90. Green tint at the deep end, filter pressure 24 psi (clean = 16).
Service notes: salt cell replaced 2025-09-02; customer asks that we don't shock on weekends.

Tech: What do I do here?
Assistant:""",
        "trades:pool-route",
        ["header_block", "prefixed_id", "us_medium", "en_US", "pasted_content_neighbour"],
    )


@positive
def _eicr_upload_extracted(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""Explain this report to the landlord in plain English: which items must be fixed, by when, and
roughly what each involves. Don't scare them; C3 items are recommendations only.

{v("datetime", "[text extracted from the uploaded PDF at " + f"{t:%H:%M:%S} on {t.day} {MONTHS[t.month - 1]} {t.year}" + "]")}
ELECTRICAL INSTALLATION CONDITION REPORT   Ref: EICR-24-0917
Date of inspection: 12/03/2026      Recommended next inspection: 12/03/2031
Overall assessment: UNSATISFACTORY
Observations:
 1. No RCD protection for socket-outlets in the kitchen ............ C2
 2. Bonding to incoming gas pipe absent ............................. C2
 3. Damaged accessory, bedroom 2 light switch ....................... C3
 4. Consumer unit not of non-combustible construction ............... C3
Inspector: A. Mensah, NICEIC 600411""",
        "trades:eicr-extracted",
        ["bracket_stamp", "above_pasted", "en_GB"],
    )


@positive
def _tiler_xml_context(g: Gen21) -> Draft:
    t = g.at("za")
    return draft(
        f"""<job_context {v("session_id", 'session="' + g.uuid7(t) + '"')} {v("datetime", 'generated="' + rfc3339(t) + '"')} trade="tiling" region="Gauteng"/>
You are the costing helper for Mpho's Tiling & Plastering, Pretoria. Work out materials for the job
below with 10% wastage, and give the answer as a short list the boss can read out at the tile shop.

Job: bathroom floor 2.4m x 1.8m, 600x600 porcelain; walls tiled to 1.2m on three sides (2.4m, 1.8m,
1.8m) with 300x600 ceramic. Tile adhesive 20kg bag covers about 4 m². Grout 5kg covers about 10 m².

Materials:""",
        "trades:tiler-xml",
        ["xml_attr", "uuid7", "rfc3339", "en_ZA"],
    )


@positive
def _glazier_missed_call_sms(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You reply to texts that come in after a missed call to Clearview Glazing (Stockport). Be brief,
ask for the size and a photo, and say Lee calls back between jobs.

Earlier today the auto-text sent: "Sorry we missed you! Reply with what you need and we'll call back."

Customer: back door glass panel cracked, kids with a football, double glazed, can u do it this week {v("datetime", "(received " + h24(t) + ")")}
{v("message_id", "Msg-Ref: " + g.hex(24).upper())}
Reply:""",
        "trades:glazier-missed-call",
        ["paren_user_stamp", "last_user", "hex_upper", "en_GB"],
    )


@positive
def _garage_door_voicemail(g: Gen21) -> Draft:
    t = g.at("ca_east")
    return draft(
        f"""You are the answering service for Northshore Garage Doors (Barrie, Ontario). Summarise the voicemail
for the tech in three bullets: problem, urgency, best time to call back.

Voicemail (caller 705-555-0148, 1 min 12 s):
"Hi, it's Dave Tremblay on Ferndale. The door came down crooked this morning, one of the cables is
hanging loose on the left side and the opener just hums. My car's stuck inside and I've got a shift
at four. Call me back please, after lunch is best."

Transcription job {v("run_id", "tj_" + g.b58(22))} finished {v("datetime", "at " + rfc3339(t))} on the overnight queue.

Summary:""",
        "trades:garage-door-voicemail",
        ["inline_id", "phrase_at", "below_pasted", "rfc3339", "en_CA"],
    )


@positive
def _appliance_dispatch_bracket(g: Gen21) -> Draft:
    t = g.at("us_pacific")
    return draft(
        f"""[dispatch {v("request_id", "req=" + g.hex(16))} {v("epoch", "at=" + str(epoch_ms(t)))} zone=north-county]
You help a one-man appliance repair business in San Diego decide which job to take next. Use drive time
first, then warranty status, then how long the customer has waited.

Open jobs:
1. Whirlpool washer, won't drain — Escondido, booked Monday, warranty (Sears PA)
2. Samsung fridge, ice maker — Oceanside, booked last Thursday, out of warranty
3. LG dryer, no heat — San Marcos, booked yesterday, out of warranty
Current location: Vista

Next job:""",
        "trades:appliance-dispatch",
        ["kv_inline", "bracket_context", "hex16", "epoch_ms", "en_US"],
    )


@positive
def _aerial_footer(g: Gen21) -> Draft:
    t = g.at("ie")
    return draft(
        f"""You draft replies for Kavanagh Aerials & Satellite (Co. Louth). Keep it short, use the customer's
first name, and mention that Saorview needs no subscription.

Customer: Hi, the telly says no signal on all the Saorview channels since the storm. Sky still works.
Could the aerial have moved? Siobhán

--
{v("request_id", "Reply ref: " + g.ksuid(t))}
{v("datetime", "Built: " + rfc2822(t))}
""",
        "trades:aerial-footer",
        ["footer", "ksuid", "rfc2822", "en_IE", "tail"],
    )


@positive
def _cctv_sentence(g: Gen21) -> Draft:
    t = g.at("za")
    stamp = f"{DAYS_LONG[t.weekday()]}, {t.day} {MONTHS_LONG[t.month - 1]} {t.year} at {t:%H:%M} SAST"
    return draft(
        f"""You are the quoting assistant for Hlanganani Security Installations in Durban. {v("datetime", "The current date and time is " + stamp + ".")} Quote from the price list only, and say
that load-shedding backup is optional.

Price list: 4-camera 4MP kit with NVR R6,900; extra camera R1,150; 2TB drive R1,050; installation
R1,800 for up to 4 cameras; UPS for the NVR R1,450.

Customer: I want cameras at the gate, the driveway and the back yard, and I want to see them on my phone.
Assistant:""",
        "trades:cctv-sentence",
        ["inline_sentence", "long_datetime", "en_ZA"],
    )


@positive
def _pressure_wash_json(g: Gen21) -> Draft:
    t = g.at("us_central")
    return draft(
        f"""{{"client":"washpro-web",{v("request_id", '"req":"' + g.xid() + '",')}{v("epoch", '"ts":' + str(epoch_s(t)) + ",")}"tz":"America/Chicago"}}
You book pressure-washing jobs for Lone Star Softwash in Austin. Prices: driveway up to 600 sq ft $150,
house softwash single-story $325, two-story $450, fence per 50 ft $80. Minimum job $150.

Customer: how much for a two story house and a 40 ft fence? and do you do weekends
Assistant:""",
        "trades:pressure-wash-json",
        ["json_inline", "head", "xid", "epoch_s", "en_US"],
    )


@positive
def _hunsrik_plumber(g: Gen21) -> Draft:
    t = g.at("br_south")
    return draft(
        f"""{v("datetime", "Hoit: " + hrx_now(t))}
{v("session_id", "Atendimento: at_" + g.nanoid())}
Du bist de Assistent vun Klein Encanamentos in Santa Cruz do Sul. Antwort kurz, uf Hunsrik oder uf
Portugiesisch, wie de Kunde schreibt. Notfäll (Wasser lauft un kann net abgestellt werre) gehn vor.

Kunde: Gudn Tach, die Wasserleitung im Hof is geplatzt, ich hon de Register zugedreht, awa de Nochba
sei Keller werd nass. Kann heit noch eena komme?""",
        "trades:hunsrik-plumber",
        ["head", "localized_now", "nanoid", "lang_hrx"],
    )


@positive
def _canarian_plumber(g: Gen21) -> Draft:
    t = g.at("canary")
    return draft(
        f"""Eres el asistente de Fontanería Hermanos Déniz (Telde, Gran Canaria). Responde en el español del
cliente, con frases cortas, y ofrece visita en el día solo si hay agua saliendo.

Cliente: Buenas, mi niño, el calentador echa agua por abajo y hay un charco en la cocina. ¿Pueden
venir hoy o mañana? Vivo en Jinámar, cerca de la parada de guagua.
{v("datetime", "Hora local: " + h24(t) + " (" + str(t.tzname()) + ")")}
{v("message_id", "Mensaje: " + g.wamid())}""",
        "trades:canarian-plumber",
        ["last_user", "time_alone", "wamid", "lang_es_IC"],
    )


@positive
def _martinique_roofer(g: Gen21) -> Draft:
    t = g.at("carib")
    return draft(
        f"""Ou sé asistan Toitures Bellay (Le Lamentin, Matinik). Réponn kliyan-an an kréyòl oben an fransé, kon
i ékri, épi mandé foto twa-a avan ou bay on pri.
{v("datetime", "Jòdi: " + mq_now(t))}

Kliyan: Bonjou, dlo ka koulé adan chanm-lan dépi lapli yè oswè, an lòt bò tòl-la ki vantilé. Zòt
pé vini gadé semenn-lan?""",
        "trades:martinique-roofer",
        ["system_tail", "localized_now", "lang_mq"],
    )


@positive
def _montenegro_electrician_wa(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""Ti si asistent za Elektro Vuković iz Podgorice. Odgovaraj kratko, na jeziku klijenta, i pitaj za
fotografiju razvodne table prije nego što daš cijenu.

Poruka preko WhatsApp Business kataloga:
{{
  "from_name": "Milena",
  {v("message_id", '"message_id": "' + g.wamid() + '",')}
  {v("epoch", '"timestamp": "' + str(epoch_s(t)) + '",')}
  "catalog_item": "Zamjena osigurača i FID sklopke",
  "text": "Đe ste, kad bi mogli doći da pogledate tablu? Stalno izbacuje kad uključim bojler i veš mašinu."
}}""",
        "trades:montenegrin-electrician",
        ["json_block", "wamid", "epoch_s_string", "lang_cnr"],
    )


@positive
def _dispatch_board_as_of(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You are the office assistant in JobLoop, a job management app for a four-van electrical firm in
Leeds. Suggest who should take the new emergency job and what to move.

Dispatch board {v("datetime", "as of " + h24(t) + " " + str(t.tzname()))} (this request):
  Van 1  Kyle    10:00-13:00 rewire first fix, Headingley (job 8841)
  Van 2  Amira   09:30-11:00 EV charger, Roundhay (job 8844); 12:00 EICR, Chapel Allerton (job 8839)
  Van 3  Tomasz  all day consumer unit + bonding, Morley (job 8830)
  Van 4  Dev     11:30 fault-finding, Horsforth (job 8846)

New job: tripping RCD, no power to the kitchen, elderly customer, Meanwood.

Suggestion:""",
        "trades:dispatch-board",
        ["phrase_as_of", "fetched_stamp", "time_alone", "en_GB"],
    )


# --- positives: barbers, nail bars, massage, yoga and other wellness bookings ---------------------------


@positive
def _barber_widget(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""Widget: book.fadeandblade.example
{v("session_id", "Widget session: ws_" + g.nanoid())}
{v("datetime", "Visitor local time: " + h24(t))}
Shop: Fade & Blade, Bold Street
Chairs today: 3 (Kieran, Jade, Mo)

You are the booking assistant for Fade & Blade barbers in Liverpool. Offer the first two free slots
from the list, and remind walk-ins that Saturdays are appointments only.

Free slots today: 14:20 Jade, 15:40 Kieran, 16:00 Mo, 17:20 Jade

Visitor: alright lad, can I get a skin fade and a beard trim before the match, kick off's at 8
Assistant:""",
        "beauty:barber-widget",
        ["head", "header_block", "nanoid", "time_alone", "en_GB_scouse"],
    )


@positive
def _barber_queue_snapshot(g: Gen21) -> Draft:
    t = g.at("jm")
    return draft(
        f"""You run the WhatsApp line for Sharp Cutz Barbershop, Half Way Tree. Tell customers honestly how long
the wait is, using the queue below, and offer to hold a place for 15 minutes if they are coming.

Queue snapshot taken {v("datetime", "at " + h12(t, True))} for this request:
  1. Andre — low cut + lining (in chair, Marlon)
  2. Walk-in — shape-up
  3. Jevaughn — kids' cut
  4. Walk-in — fade + beard
Average cut today: 25 minutes, two barbers working.

Customer: Wah gwaan, how long di line deh? Mi can reach in 20 minutes.
Reply:""",
        "beauty:barber-queue",
        ["phrase_at", "fetched_stamp", "h12_upper", "en_JM"],
    )


@positive
def _nail_bar_hinglish(g: Gen21) -> Draft:
    t = g.at("in")
    return draft(
        f"""---
app: nailtown-bookings
{v("session_id", "session: sess_" + g.b62(16))}
{v("datetime", 'now: "' + rfc3339(t) + '"')}
branch: Bandra West
---
You are the booking assistant for NailTown, Bandra West. Prices: gel extensions ₹2,200, gel polish
₹900, nail art per finger ₹150, bridal package (extensions + art, 2 hrs) ₹3,500. Two technicians on
Saturdays. Reply in the customer's mix of Hindi and English.

Customer: Hi, mujhe Saturday ko gel extensions karwane hain, hum 4 log hain, bridal party hai. Kitna
time lagega aur total kitna hoga?
Assistant:""",
        "beauty:nail-bar-hinglish",
        ["yaml_front", "prefixed_id", "rfc3339_offset", "lang_hinglish"],
    )


@positive
def _massage_intake_xml(g: Gen21) -> Draft:
    t = g.at("nz")
    return draft(
        f"""<intake>
  <clinic>Kneaded Massage, Nelson</clinic>
  {v("request_id", "<request_id>" + g.uuid4() + "</request_id>")}
  {v("datetime", "<now>" + rfc3339(t) + "</now>")}
  <therapist>Aroha</therapist>
</intake>
Summarise the client's intake answers for the therapist in four short lines: focus areas, pressure,
anything to avoid, and what the client wants out of the session. Don't add advice.

Client answers:
Name: Ben Whittaker    Booked: 60 min deep tissue, Thursday 5:30 pm
Focus areas: upper back and shoulders, left worse (desk job + mountain biking)
Pressure: firm, but go easy on the neck
Avoid: feet (ticklish), no oils with nut in them
Goal: sleep better, been tight since the Rainbow Road ride two weekends ago

Summary:""",
        "beauty:massage-intake",
        ["xml_element", "uuid4", "rfc3339", "en_NZ", "pasted_content_neighbour"],
    )


@positive
def _yoga_waitlist_fetched(g: Gen21) -> Draft:
    t = g.at("us_pacific")
    return draft(
        f"""You are the front-desk assistant for Salt Spring Yoga Collective. Answer questions about the schedule
and waitlists from the class list only; waitlist spots are offered in order by email.

Class list fetched {v("datetime", "at " + rfc3339(t))} for this request:
  Thu 07:00  Sunrise Flow (Lena)        18/18  waitlist 3
  Thu 12:15  Lunchtime Yin (Marcus)     11/16
  Thu 18:30  Vinyasa 2 (Lena)           20/20  waitlist 6
  Fri 09:30  Prenatal (Dana)             7/10
  Sat 10:00  Community Class (rotating) 24/30  by donation

Student: I'm #4 on the waitlist for Thursday evening, what are my chances? Otherwise is there anything
Thursday after work with space?
Assistant:""",
        "beauty:yoga-waitlist",
        ["phrase_at", "fetched_stamp", "rfc3339_offset", "en_CA"],
    )


@positive
def _romanesco_yoga(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""{v("datetime", "Mo': " + rom_now(t))}
You are the booking assistant of Yoga Testaccio, a small studio in Rome. Reply in the student's Italian,
Roman dialect is fine. Beginners should start with the Tuesday or Thursday evening Hatha classes.

Allievo: Aò, ce sta posto giovedì sera pe' la lezione? So' principiante e nun me vojo fa' male,
che me devo portà?""",
        "beauty:romanesco-yoga",
        ["head", "localized_now", "lang_romanesco"],
    )


@positive
def _pilates_bullets(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""## Session
- **Studio:** Core & Co Reformer Pilates, Brighton
{v("session_id", "- **Session:** `" + g.cuid() + "`")}
{v("datetime", "- **Client clock:** " + en_gb_locale(t))}
- **Pass:** 10-class pack, 4 left (expires 30/06/2026)

You help clients of Core & Co book, cancel and move reformer classes. Late cancellation (under 12
hours) loses the class from the pack. Be clear about that before moving anything.

Client: Can I move tomorrow's 7am to the 6pm? Work's gone mad.
Assistant:""",
        "beauty:pilates-bullets",
        ["md_bullets", "cuid", "en_gb_locale", "en_GB", "head"],
    )


@positive
def _lash_bar_comment(g: Gen21) -> Draft:
    t = g.at("sg")
    return draft(
        f"""<!-- reminder-bot {v("request_id", "req=" + g.hex(20))} {v("datetime", "at=" + rfc3339(t))} tz=Asia/Singapore -->
You reply to WhatsApp messages for Lash Lab, Tampines. Refills must be within 3 weeks of the last set;
after that it is a full set price. Be friendly, short, and offer two slots.

Open slots this week: Fri 11:00, Fri 16:30, Sat 10:00, Sat 14:00

Customer: Eh can I shift my lash refill to Sat? Thurs cannot make it lah, last set was 2.5 weeks ago
Reply:""",
        "beauty:lash-bar-comment",
        ["html_comment", "kv_inline", "hex20", "rfc3339", "en_SG"],
    )


@positive
def _kelantan_massage(g: Gen21) -> Draft:
    t = g.at("my")
    return draft(
        f"""{v("datetime", "Arini: " + kel_now(t))}
You are the booking assistant for Urut Tradisional Kak Yah in Kota Bharu. Reply in the customer's
Kelantanese Malay. Sessions are 60 or 90 minutes; home visits only within Kota Bharu.

Pelanggan: Assalamualaikum kak, ambo nak tempah urut untuk mak ambo, dio sakit pinggang doh
seminggu. Kak Yah buleh mari rumah pagi esok dok? Rumah dekat Pasar Siti Khadijah.""",
        "beauty:kelantan-massage",
        ["head", "localized_now", "lang_kelantan"],
    )


@positive
def _barber_ghana_pidgin(g: Gen21) -> Draft:
    t = g.at("gh")
    return draft(
        f"""You handle bookings for Kofi's Cutz, Osu. Prices: low cut GH₵40, fade GH₵60, beard shape GH₵30,
kids GH₵30. Home service costs extra GH₵50 within Accra. Reply in the customer's style.

Customer: Chale, I wan come do fade plus beard today, how far the line dey? Make I come now or?
{v("datetime", "Sent-At: " + iso_space(t))}
{v("message_id", "Msg-Id: " + g.b32(26, upper=True))}
Reply:""",
        "beauty:barber-ghana",
        ["last_user", "iso_space", "base32", "lang_gh_pidgin"],
    )


@positive
def _nail_review_footer(g: Gen21) -> Draft:
    t = g.at("au_west")
    return draft(
        f"""Draft a reply to this Google review for Polished Nail Bar, Fremantle. Thank the customer by name,
apologise for the wait without making excuses, and invite her back. Under 70 words, no discount offers.

Review by Kirra T. — ★★★☆☆ — posted 3 weeks ago
"Loved my BIAB set, Linh is an artist! But I waited 35 minutes past my booking on a Saturday and
nobody said sorry. Would come back for Linh though."

--
{v("datetime", "Draft requested: " + py_str(t))}
""",
        "beauty:nail-review-footer",
        ["footer", "py_str", "en_AU", "tail"],
    )


@positive
def _sauna_trace(g: Gen21) -> Draft:
    return draft(
        f"""{v("trace_id", "traceparent: " + g.traceparent())}
{v("request_id", "x-request-id: " + g.uuid4())}
accept-language: en-GB

You take enquiries for Steam Bothy, a mobile wood-fired sauna hire in Fife. Hire is £295 for a day,
£495 for a weekend, delivered within 30 miles of St Andrews; the trailer needs a flat pitch 3m x 6m
and a hose connection for the cold plunge.

Customer: Is it possible to have the sauna at a wedding in a field near Crail, 12 July, with about 60
guests using it in turns? We have a flat spot but no mains water.
Assistant:""",
        "beauty:sauna-trace",
        ["head", "header_block", "traceparent", "uuid4", "en_GB_scottish"],
    )


@positive
def _omani_yoga_retreat(g: Gen21) -> Draft:
    t = g.at("om")
    return draft(
        f"""You are the booking assistant for Wadi Breath, a yoga and breathwork retreat near Nizwa. Reply in
Omani Arabic, warmly and briefly. Retreats run Thursday to Saturday; women-only groups on request.
{v("datetime", "الحين: " + omani_now(t))}

الزبونة: السلام عليكم، أبغى أحجز لي ولخواتي الثلاث في الريتريت الجاي، نبغى مجموعة حريم بس. كم
السعر وايش نجيب معنا؟""",
        "beauty:omani-retreat",
        ["system_tail", "localized_now", "arabic_indic_digits", "lang_ar_OM"],
    )


@positive
def _venezuelan_barber(g: Gen21) -> Draft:
    t = g.at("ve")
    return draft(
        f"""{v("datetime", "Hora actual: " + es_ampm(t))}
{v("session_id", "Sesión: " + g.ulid(t))}
Eres el asistente de Barbería El Pana (Maracaibo). Atiende por WhatsApp, responde corto y con cariño.
Corte $5, corte + barba $8, niños $4. Pago móvil o dólares en efectivo.

Cliente: Epa chamo, ¿hay chance hoy pa' un corte y barba? Salgo del trabajo a las 5 y llego rapidito.""",
        "beauty:venezuelan-barber",
        ["head", "time_alone", "ulid", "lang_es_VE"],
    )


@positive
def _sichuan_massage(g: Gen21) -> Draft:
    t = g.at("cn")
    return draft(
        f"""You are the booking assistant for 蓉城盲人按摩 (Chengdu). Reply in the customer's Sichuanese-flavoured
Mandarin, short and warm. 60 min ¥98, 90 min ¥138; last booking 22:30.
{v("datetime", "今天：" + sichuan_now(t))}
{v("session_id", "会话：sess_" + g.b58(18))}

客人：老板，今天晚上还有位置没得？我和我老汉两个人，腰杆痛得很，想按个九十分钟的，巴适点儿的师傅安排一下嘛。""",
        "beauty:sichuan-massage",
        ["system_tail", "localized_now", "base58", "lang_sichuan"],
    )


@positive
def _penang_nails(g: Gen21) -> Draft:
    t = g.at("my")
    return draft(
        f"""{v("datetime", "Kin-jit: " + nan_now(t))}
You are the booking assistant for Mei Nail Studio, Air Itam, Penang. Reply in the customer's Penang
Hokkien (romanised), mixing in English or Malay where she does. Gel polish RM55, removal RM15.

Lâng-kheh: Ah Mei, wa beh chhōe lí chò gel nail, kin-á-jit ē-po͘ ū îng bô? Wa ē chāi 4 tiám kàu.""",
        "beauty:penang-nails",
        ["head", "localized_now", "lang_nan_penang"],
    )


@positive
def _brow_bar_dart(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You are the in-app assistant of BrowBook, a Flutter booking app used by independent brow and lash
artists. Explain app features to the artist in plain steps; you cannot change bookings yourself.
{v("datetime", "App time (UTC): " + dart_utc(t))}

Artist: How do I set a patch-test rule so new clients can't book a tint unless they had a patch test
at least 48 hours before?
Assistant:""",
        "beauty:brow-bar-dart",
        ["system_tail", "dart_utc", "en_GB"],
    )


# --- positives: food trucks, coffee carts and ice cream vans -------------------------------------------


@positive
def _food_truck_catalogue_order(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You confirm pre-orders that come in through the WhatsApp Business catalogue of Smokestack BBQ, a food
truck that parks at Wapping Wharf, Bristol, Wednesday to Saturday. Confirm items, total and collection
time; if the time is before 11:30, say the smoker isn't ready until then.

Customer: [catalogue order] 2 x Brisket bun (£9.00), 1 x Mac & cheese pot (£5.00), 1 x Pit beans (£3.50).
Collection 12:15 please, name's Priya
{v("message_id", "Message-Id: " + g.wamid())}
{v("epoch", "Received (epoch): " + str(epoch_s(t)))}
Reply:""",
        "food:truck-catalogue-order",
        ["last_user", "wamid", "epoch_s", "en_GB"],
    )


@positive
def _coffee_cart_weekday(g: Gen21) -> Draft:
    t = g.at("au_east")
    return draft(
        f"""{v("date", "Today: " + DAYS_LONG[t.weekday()])}
{v("datetime", "Time: " + h24(t))}
Cart: Little Crema (Piaggio Ape), Melbourne

You help the owner of a coffee cart plan the day: where to park, how much milk to load, and what to
post on Instagram. Use the bookings below; weekday mornings the cart sits at Royal Park station.

Bookings:
  Sat 7:00-11:00  Parkrun, Albert Park (approx. 250 runners)
  Sat 13:00-17:00 Wedding, Abbotsford Convent (120 guests, oat milk requested)
  Sun 8:00-12:00  Farmers' market pitch 14, Coburg

Owner: what's the plan and what do I post?
Assistant:""",
        "food:coffee-cart-weekday",
        ["head", "weekday_alone", "time_alone", "en_AU", "header_block"],
    )


@positive
def _ice_cream_van_clock(g: Gen21) -> Draft:
    t = g.at("uk")
    zone = "British Summer Time" if t.tzname() == "BST" else "Greenwich Mean Time"
    return draft(
        f"""You help Tony, who runs Mr Whippy-style ice cream van in Barnsley, plan his route around the school
run and the weather. Streets with schools: avoid chimes within 400 m during school hours (council rule).
{v("datetime", "Van clock: " + js_tostring(t, zone))}

Tony: what order should I do Kendray, Worsbrough and the Dearne Valley park this afternoon, and when
can I start the chimes near Kendray Academy?
Assistant:""",
        "food:ice-cream-van",
        ["system_tail", "js_tostring", "en_GB_yorkshire"],
    )


@positive
def _pitch_marketplace_json(g: Gen21) -> Draft:
    t = g.at("us_pacific")
    return draft(
        f"""{{"event":"pitch.offer",{v("request_id", '"delivery":"' + g.uuid7(t) + '",')}{v("datetime", '"sent_at":"' + js_iso(t) + '",')}"market":"pdx-eats"}}
Offer from the event organiser:
  Event: Alberta Arts Street Fair
  Date: Saturday 8 August, 10:00-18:00 (load-in 08:00-09:30)
  Pitch: B-14, 10x20 ft, no power (generators allowed if under 65 dB)
  Fee: $175 or 10% of sales, whichever is higher
  Reply by: 20 July

You are the assistant of Masa Madre Tamales, a food truck in Portland. Summarise the offer for the
owner in three bullets and say whether it fits the rule "no percentage deals above 8%".

Summary:""",
        "food:pitch-offer",
        ["json_inline", "head", "uuid7", "js_iso", "en_US", "pasted_content_neighbour"],
    )


@positive
def _sheng_food_truck(g: Gen21) -> Draft:
    t = g.at("ke")
    return draft(
        f"""You take orders for Mama Mboga's Grill, a food truck in Nairobi. Reply in the customer's Sheng,
short and friendly. Menu: smokie pasua 50, chips mwitu 150, mutura 100, soda 80. M-Pesa till 512734.
{v("datetime", "Leo: " + sheng_now(t))}
{v("session_id", "Order session: os_" + g.b36(14))}

Mteja: Niaje msee, mko wapi leo na truck? Nataka smokie pasua tatu na chips mwitu mbili, nitapitia saa
saba na nusu. Nitume doh kwa till ama?""",
        "food:sheng-truck",
        ["system_tail", "localized_now", "base36", "lang_sheng"],
    )


@positive
def _puerto_rico_lechonera(g: Gen21) -> Draft:
    t = g.at("carib")
    return draft(
        f"""Eres el asistente de La Guagua del Lechón, un food truck en Guavate, Cayey. Contesta en el español de
Puerto Rico, corto y con buena vibra. Libra de lechón $14, arroz con gandules $5, pasteles $4 c/u.
Abrimos viernes a domingo, 10:00 a 6:00.

{v("datetime", "Fecha y hora: " + es_now(t) + " AST")}

Cliente: Wepa! Quiero encargar 6 libras de lechón y 12 pasteles pa' recoger el domingo a las 11, ¿se
puede separar?""",
        "food:pr-lechonera",
        ["between_blank_lines", "localized_now", "lang_es_PR"],
    )


@positive
def _coffee_cart_stock_sync(g: Gen21) -> Draft:
    t = g.at("au_qld")
    return draft(
        f"""You are Crema, the stock helper for a two-cart coffee business on the Gold Coast. Tell the owner
what to grab from the cool room before heading out, based on the counts and today's bookings.

Milk and cup counts synced from the cart tablets {v("datetime", "at " + h12(t))} (this request):
  Cart A (Burleigh): full cream 6 L, oat 2 L, 8oz cups 140, 12oz cups 60
  Cart B (Currumbin): full cream 3 L, oat 0 L, 8oz cups 35, 12oz cups 90
Bookings: Cart A surf club breakfast (approx. 180 coffees); Cart B school fete (approx. 120).

Owner: what do I load?
Assistant:""",
        "food:coffee-stock-sync",
        ["phrase_at", "fetched_stamp", "h12", "en_AU"],
    )


@positive
def _camfranglais_truck(g: Gen21) -> Draft:
    t = g.at("cm")
    return draft(
        f"""Tu es l'assistant de Chez Tonton Soya, un food truck à Bonapriso, Douala. Réponds dans le style du
client (camfranglais, français ou pidgin), court et gentil. Soya 500 F la brochette, plantain braisé
300 F, poisson braisé à partir de 2 500 F. Paiement Orange Money ou MTN MoMo.
{v("datetime", "Aujourd'hui: " + fr_now(t))}
{v("session_id", "Session: " + g.uuid4())}

Client: Mola, le truck est où today? Je want 4 soya et deux plantains, je go passer vers 13h avec mes
gars. On peut payer par OM?""",
        "food:camfranglais-truck",
        ["system_tail", "localized_now", "uuid4", "lang_camfranglais"],
    )


@positive
def _norfuk_ice_cream(g: Gen21) -> Draft:
    t = g.at("norfolk")
    return draft(
        f"""{v("datetime", "Tudieh: " + en_chat_now(t))}
You answer messages for Hilli's Ice Cream Van on Norfolk Island. Reply in Norfuk or English, as the
customer writes. The van does Kingston pier on cruise-ship days and Burnt Pine otherwise.

Customer: Watawieh! Yu gwen daun ar pier tudieh wid ar van? Ai waana get tuu kon fer mais grenchilen
bifor dem gwen hoem.""",
        "food:norfuk-ice-cream",
        ["head", "localized_now", "lang_pih"],
    )


# --- positives: independent shops' stock and reorder apps -------------------------------------------------


@positive
def _hardware_reorder(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You help the owner of Hartley's Hardware (Settle) decide the weekly order from the trade wholesaler.
Order up to the par level, in whole boxes, and flag anything that sold unusually fast.

{v("run_id", "Reorder run: rr_" + g.b62(16))}
Item                           On hand  Par  Box  Sold last 7 days
Screws 4x40mm (200)                 3    10    5   9
Wall plugs brown (100)              12   15   10   4
Sandbags (empty)                    0    40   20   52
Rock salt 25kg                      2    20    1   31
Hose connectors 1/2"                8    10   12   2
Levels read from StockPilot {v("datetime", "at " + h24(t))} (this request).

Order:""",
        "shops:hardware-reorder",
        ["above_pasted", "below_pasted", "prefixed_id", "phrase_at", "en_GB"],
    )


@positive
def _deli_go_string(g: Gen21) -> Draft:
    t = g.at("cet")
    mono = f"{g.small(1, 4000)}.{g.digits(9)}"
    return draft(
        f"""{v("datetime", "Context built at " + go_string(t, g.small(1, 1000), mono))}
You draft the weekly supplier order for Formaggeria Lina, an Italian deli in Munich. Keep the order in
Italian for the supplier, list quantities in kg, and do not change the standing items.

Standing items: Parmigiano Reggiano 24 mesi 8 kg, Pecorino Romano 3 kg, Gorgonzola dolce 2 kg.
Extra this week: burrata for the street festival (about 60 pieces), 'nduja 1 kg, taleggio 2 kg.
The festival is on Saturday, deliveries come Thursday.

Order:""",
        "shops:deli-go-string",
        ["head", "go_time_string", "en_as_working_language"],
    )


@positive
def _pfalz_greengrocer(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""{v("datetime", "Heit: " + pfl_now(t))}
{v("session_id", "Sitzung: " + g.ksuid(t))}
You help Obst & Gemüse Ritter in Neustadt an der Weinstraße write the chalkboard outside the shop.
Reply in the owner's Palatinate German; short lines, prices in euros, no more than six items.

Inhaber: Gudde Morje! Was schreib ich heit uff die Tafel? Die Erdbeere sin aus de Palz (4,50 die
Schal), de Spargel vun Schifferstadt (12 Euro es Kilo), die Kersche sin noch net do, un die
Grumbeere sin im Angebot.""",
        "shops:pfalz-greengrocer",
        ["head", "localized_now", "ksuid", "lang_pfl"],
    )


@positive
def _bookshop_logging(g: Gen21) -> Draft:
    t = g.at("ie")
    return draft(
        f"""{v("datetime", "Request logged: " + py_logging(t))}
{v("request_id", "Request ID: " + g.uuid1())}
Shop: Kenny's Corner Books, Galway
Supplier: Gardners (account GAL-0417)

You answer customers' questions about special orders. Orders placed by 3pm reach the shop in two to
three working days; out-of-print titles go to the second-hand search instead.

Customer: I'd like to order "The Green Road" by Anne Enright for my mam's birthday on the 12th. Will it
come in time, and can you gift wrap it?
Assistant:""",
        "shops:bookshop-special-order",
        ["head", "header_block", "python_logging", "uuid1", "en_IE"],
    )


@positive
def _saxon_record_shop(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""Du bist der Assistent vom Plattenladen "Rille 33" in Leipzig-Connewitz. Antworte so, wie die
Kundschaft schreibt, auch auf Sächsisch; Preise nur aus dem Bestand unten.
{v("datetime", "Heide: " + sxu_now(t))}
{v("request_id", "Anfrage: rq_" + g.b62(14))}

Bestand (Auszug): Puhdys - Die Puhdys (Amiga 8 55 253, 1973) VG+ 18 €; Karat - Über sieben Brücken (Amiga,
1980) VG 12 €; Silly - Februar (Amiga, 1989) NM 25 €.

Kunde: Nu gugge ma, habt'r de ährschde Puhdys-Blaadde noch? Ich gomm morchn frieh vorbei, gänn'r mir
die zurüggleechn?""",
        "shops:saxon-record-shop",
        ["system_tail", "localized_now", "prefixed_id", "lang_sxu"],
    )


@positive
def _butcher_orders_snapshot(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You help Dennison's Family Butchers (Ludlow) answer Christmas order questions. Collection days are
22, 23 and 24 December; orders close on 14 December.

<orders_snapshot {v("datetime", 'taken="' + rfc3339(t, 3) + '"')} shop="ludlow" season="christmas">
  <order ref="XM-0142" name="Hughes" items="Bronze turkey 6-7kg; pigs in blankets x24" collect="23 Dec 10:00"/>
  <order ref="XM-0157" name="Patel" items="Beef rib, 3 bone; chipolatas x36" collect="24 Dec 08:30"/>
  <order ref="XM-0163" name="O'Brien" items="Goose 5kg" collect="22 Dec 15:00"/>
</orders_snapshot>

Customer: It's Mrs Hughes. Can I add a gammon to my order and move collection to Christmas Eve?
Assistant:""",
        "shops:butcher-snapshot",
        ["xml_attr", "rfc3339_ms", "fetched_stamp", "en_GB"],
    )


@positive
def _fishmonger_today(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You write the daily Facebook post for Trevaskis Fish, a fishmonger in Newlyn. Use only what's on
the slab list, mention what's best for the barbecue, and end with the shop hours (8-4, closed Sunday).
{v("date", "Today (shop tablet): " + uk_ordinal(t))}

Slab list from Jory: hake, megrim sole, gurnard, mackerel (handline, St Ives boats), crab claws,
scallops (day boat), no monkfish, limited turbot.

Post:""",
        "shops:fishmonger-today",
        ["system_tail", "uk_ordinal", "en_GB_cornish"],
    )


@positive
def _refill_shop_json(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""{{
  "app": "refillr-android",
  {v("request_id", '"request_id": "' + g.uuid4() + '",')}
  {v("datetime", '"client_time": "' + kotlin_ldt(t) + '",')}
  "shop": "Y Pantri, Aberystwyth"
}}
You help customers of a zero-waste refill shop work out prices by weight. Prices per 100 g: porridge
oats 25p, red lentils 38p, basmati 42p, dried apricots £1.10, washing-up liquid per 100 ml 30p.

Customer: How much for 750g oats, 400g lentils and a litre of washing-up liquid?
Assistant:""",
        "shops:refill-json",
        ["json_block", "head", "uuid4", "kotlin_ldt", "en_GB_welsh"],
    )


@positive
def _manado_phone_repair(g: Gen21) -> Draft:
    t = g.at("wita")
    return draft(
        f"""You are the assistant of Servis HP Kawanua, a phone repair shop in Manado. Reply in Manado Malay.
Screen prices: Samsung A-series Rp 650.000 to Rp 1.100.000 depending on the model; iPhone from Rp
1.400.000. Repairs take one to two days.
{v("datetime", "Skarang: " + xmm_now(t))}
{v("session_id", "Sesi: " + g.nanoid())}

Pelanggan: Kaka, kita pe hp Samsung A54 pe layar so ancur, kira-kira berapa kalo mo ganti? Kita mo
ambe besok siang, bisa?""",
        "shops:manado-phone-repair",
        ["system_tail", "localized_now", "nanoid", "lang_xmm"],
    )


@positive
def _calabrian_nursery(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""{v("datetime", "Oji: " + cal_now(t))}
You answer messages for Vivaio Gullà, a plant nursery near Cosenza. Reply in the customer's Calabrian
or Italian. Seedlings: tomatoes, peppers, aubergines €0.60 each, €6 for a tray of 12. Delivery in
Cosenza on Fridays for orders over €30.

Cliente: Bonasera, vulissi sapiri si aviti ancora i chianti di pumadoru e di pipi, e si mi i putiti
purtari a Cosenza vennari. Me ne servanu na trentina.""",
        "shops:calabrian-nursery",
        ["head", "localized_now", "lang_calabrian"],
    )


# --- positives: dog walkers, groomers and pet sitters --------------------------------------------------


@positive
def _dog_walk_fetched(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You write the end-of-day message that Paws About Town (Didsbury) sends to each owner. Warm, two or
three sentences, mention anything unusual. Use the walk data only; don't invent behaviour.

Walk data fetched {v("datetime", "at " + rfc3339(t, 6))} for this request:
  Dog: Biscuit (cockapoo, 3)
  Pick-up 11:42, drop-off 12:51, 4.1 km, Fletcher Moss Park
  Notes from walker (Ellie): rolled in something by the river, wiped down with towel; drank loads;
  played nicely with a new spaniel called Mabel.

Message:""",
        "dogs:walk-fetched",
        ["phrase_at", "fetched_stamp", "rfc3339_us", "en_GB"],
    )


@positive
def _groomer_chatml(g: Gen21) -> Draft:
    t = g.at("ie")
    return draft(
        f"""<|im_start|>system
You are the booking assistant for Suds & Scissors, a dog groomer in Ballincollig, Co. Cork. Full groom
for small dogs €45, medium €55, large €70; de-shedding add-on €15. Matted coats may need a shave-down.
{v("datetime", "Current time: " + h12(t) + " " + str(t.tzname()))}
<|im_end|>
<|im_start|>user
Hi, our doodle Murphy is badly matted behind the ears and under his legs, we've been putting it off.
Can ye fit him in this week and will he have to be shaved?
{v("datetime", "[sent " + dmy_hm(t) + "]")}
<|im_end|>
<|im_start|>assistant
""",
        "dogs:groomer-chatml",
        ["chatml", "system_tail", "user_turn_stamp", "h12", "dmy_hm", "en_IE"],
    )


@positive
def _pet_sitter_visit(g: Gen21) -> Draft:
    t = g.at("nz")
    return draft(
        f"""{v("session_id", "Visit session: vs_" + g.b58(20))}
{v("datetime", "Device time: " + iso_space(t))}
Sitter: Tama
Client: the Hendersons, Ōtaki Beach

You help pet sitters write the visit update that goes to the owner's phone. Friendly and factual; say
if anything needs the owner's attention.

Sitter's notes: Fed both cats (Pīpī half a pouch only), topped up water, scooped litter, brought in
the mail, watered the tomatoes. Pīpī hid under the bed the whole time.

Update:""",
        "dogs:pet-sitter-visit",
        ["head", "header_block", "base58", "iso_space", "en_NZ"],
    )


@positive
def _dog_daycare_table(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""You answer capacity questions for Bark Park Daycare (Raleigh). Never go over 24 dogs per room; small
dogs (under 25 lb) only in the Pup Room.

| Field      | Value                                |
|------------|--------------------------------------|
{v("request_id", "| Request    | " + g.uuid4() + " |")}
{v("datetime", "| Checked at | " + h12(t, True) + " " + str(t.tzname()) + " |")}
| Big Room   | 21 of 24 booked tomorrow             |
| Pup Room   | 9 of 24 booked tomorrow              |

Owner: Can I add my two labs and my mini dachshund for tomorrow? First time at daycare.
Assistant:""",
        "dogs:daycare-table",
        ["md_table", "uuid4", "h12_upper", "en_US"],
    )


@positive
def _ambon_groomer(g: Gen21) -> Draft:
    t = g.at("wit")
    return draft(
        f"""You are the booking assistant of Rumah Grooming Mutiara in Ambon. Reply in Ambonese Malay. Mandi +
potong kuku Rp 80.000, grooming lengkap Rp 150.000, jemput-antar Rp 25.000 dalam kota.
{v("datetime", "Sakarang: " + abs_now(t))}

Pelanggan: Bu, beta pung anjing poodle seng mandi su dua minggu, bulu su kusut. Ale bisa jemput
besok pagi ka seng? Katong tinggal di Passo.""",
        "dogs:ambon-groomer",
        ["system_tail", "localized_now", "lang_abs"],
    )


@positive
def _antigua_dog_walker(g: Gen21) -> Draft:
    t = g.at("carib")
    return draft(
        f"""You answer texts for Island Tails, a dog walking and pet sitting service in St John's, Antigua.
Walks EC$35 (30 min), EC$55 (1 hr); overnight sitting EC$150. Reply in the customer's Antiguan Creole
or English.

Customer: Mornin! Me a go a Barbuda fu di weekend, who go walk Bruno? Unu can come Saturday an Sunday
mornin an evenin? Him nah like other dog dem.
{v("datetime", "Time now: " + h12(t))}
{v("message_id", "Msg: " + g.snowflake(t))}
Reply:""",
        "dogs:antigua-walker",
        ["last_user", "h12", "snowflake", "lang_antigua"],
    )


@positive
def _cajun_cat_sitter(g: Gen21) -> Draft:
    t = g.at("us_central")
    return draft(
        f"""{v("datetime", "L'heure asteur: " + cajun_now(t))}
You answer messages for Bayou Purr Sitting in Breaux Bridge, Louisiana. Reply in the customer's Cajun
French or English. Cat visits $22 once a day, $38 twice a day; key pickup the day before.

Client: Bonjour, mon mari et moi on va au Texas pour la semaine, on revient dimanche. Vous-autres
pouvez venir voir après les deux chats, matin et soir? Ils sont pas trop méchants.""",
        "dogs:cajun-cat-sitter",
        ["head", "localized_now", "lang_cajun"],
    )


@positive
def _groomer_b3(g: Gen21) -> Draft:
    return draft(
        f"""X-B3-Sampled: 1
{v("trace_id", "X-B3-TraceId: " + g.hex(32))}
{v("trace_id", "X-B3-SpanId: " + g.hex(16))}
X-Shop-Id: 2204

You write appointment reminders for Fluff Stop Mobile Grooming (Tucson). One text, under 300
characters, include the arrival window and ask the owner to leave an outlet free for the van.

Appointment: Luna (goldendoodle), full groom, tomorrow, arrival window 9-11 am, 4417 E Pima St.

Reminder:""",
        "dogs:groomer-b3",
        ["head", "header_block", "b3_multi", "stable_neighbours", "en_US"],
    )


@positive
def _dog_walker_review_footer(g: Gen21) -> Draft:
    t = g.at("ca_east")
    return draft(
        f"""Write a short public reply, from Sarah at Trailhead Dog Walks (Ottawa), to the review below. Thank
them, mention Juniper by name, and keep it under 50 words.

★★★★★ "Sarah has walked Juniper three times a week since the winter. She sends photos from every walk
and even noticed a small cut on her paw before we did. Highly recommend!" — Mark & Fiona, Westboro

--
{v("datetime", "Reply built: " + java_date(t))}
{v("request_id", "Ref: " + g.objectid(t))}
""",
        "dogs:review-footer",
        ["footer", "java_date", "objectid", "en_CA", "tail"],
    )


# --- positives: print shops, signwriters and engravers ---------------------------------------------------


@positive
def _print_upload_received(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""Check the customer's file details against our spec for A5 flyers and say plainly what needs fixing
before we can print. Spec: 148x210 mm plus 3 mm bleed, 300 dpi, CMYK, fonts outlined or embedded.

Customer's file (from the web form):
  flyer_final_v3.pdf — 1 page — 148 x 210 mm — RGB — images 150 dpi — fonts embedded
  Order: 1,000 A5 flyers, 350gsm silk, double-sided, collect Friday
Upload {v("request_id", "up_" + g.b62(16))} received {v("datetime", "at " + h24(t))} by the counter PC.

Reply:""",
        "print:upload-received",
        ["below_pasted", "inline_id", "phrase_at", "en_GB"],
    )


@positive
def _banner_bracket(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""[chat {v("session_id", "conv=" + g.uuid7(t))} {v("epoch", "ts=" + str(epoch_ms(t)))} shop=printhaus-albany]
You quote vinyl banners for PrintHaus Albany. 13 oz vinyl $6 per sq ft, hemmed with grommets every
2 ft included; wind slits +$10; rush (48 h) +25%. Minimum order $45.

Customer: need a 3x8 ft banner for a grand opening next Saturday, outdoor, it's windy where we are.
How much and can I pick it up Thursday?
Assistant:""",
        "print:banner-bracket",
        ["kv_inline", "bracket_context", "uuid7", "epoch_ms", "en_US"],
    )


@positive
def _vincy_tshirts(g: Gen21) -> Draft:
    t = g.at("carib")
    return draft(
        f"""You answer WhatsApp messages for Vincy Ink, a screen printing shop in Kingstown. Reply in Vincentian
Creole or English as the customer writes. T-shirts EC$30 each for 1-colour print (min 12), EC$38 for
2 colours; 5 working days.

Customer: Wha yuh sayin, we need 40 t-shirt fuh we family reunion in Georgetown, two colour, back an
front. Allyuh could do it fuh nex weekend?
{v("datetime", "Time: " + h12(t, True))}
Reply:""",
        "print:vincy-tshirts",
        ["last_user", "h12_upper", "lang_vincy"],
    )


@positive
def _trophy_sentence(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You are the assistant at Castle Trophies & Engraving, Carlisle. Lay out engraving text for trophies
and check line lengths: 28 characters per line on the small plates, 36 on the large. {v("date", f"Today is {uk_long(t)}.")}

Customer's list for the bowls club:
  Men's Singles Champion 2025-26 — Graham Irving
  Ladies' Pairs Winners 2025-26 — Margaret Bell & Ann Rooke
  Most Improved Player (the Alf Tinning Shield) — Steven McAllister

Layout:""",
        "print:trophy-sentence",
        ["inline_sentence", "uk_long", "system_tail", "en_GB"],
    )


@positive
def _signwriter_headers(g: Gen21) -> Draft:
    t = g.at("ke")
    return draft(
        f"""{v("request_id", "X-Request-ID: " + g.hex(32))}
{v("datetime", "Date: " + http_date(t))}
X-Shop: Neon & Ink Signs, Kisumu

You help a signwriter quote shopfront signs. Prices: printed flex face with steel frame KES 4,500 per
square metre; 3D acrylic letters KES 1,200 per letter (up to 30 cm); installation KES 6,000 within
Kisumu. Ask for the wall measurements if missing.

Customer: I want a sign for my salon-barber shop "Fresh Cutz & More", about 3 metres by 1 metre, with
lights at night. How much?
Assistant:""",
        "print:signwriter-headers",
        ["head", "header_block", "hex32", "http_date", "en_KE"],
    )


@positive
def _tharu_copy_shop(g: Gen21) -> Draft:
    t = g.at("np")
    return draft(
        f"""You are the assistant of Chaudhary Photocopy & Print in Dhangadhi. Reply in the customer's Tharu or
Nepali. Black and white copy Rs 3 per page, colour Rs 15, lamination Rs 40, spiral binding Rs 60.
{v("datetime", "आज: " + tharu_now(t))}

ग्राहक: दाइ, मोर छाइक परीक्षाके फारम ५० पन्ना फोटोकपी करेक बा, अउर दुइ ठो लेमिनेसन। कत्रा पैसा लागी?""",
        "print:tharu-copy-shop",
        ["system_tail", "localized_now", "devanagari_digits", "lang_thl"],
    )


@positive
def _extremaduran_print(g: Gen21) -> Draft:
    t = g.at("cet")
    return draft(
        f"""{v("datetime", "Hoi: " + ext_now(t))}
Eres el asistente de Imprenta La Raya, en Coria (Cáceres). Responde en estremeñu o en castellano,
como escriba el cliente. Carteles A3 a color 1,20 € la unidad; 100 tarjetas de visita 18 €.

Clienti: Güenas, quería cien cartelis pa la romería de San Bartolomé, a colorinis, ¿pa cuándu los
tenéis?""",
        "print:extremaduran-print",
        ["head", "localized_now", "lang_ext"],
    )


@positive
def _proof_comment(g: Gen21) -> Draft:
    return draft(
        f"""{v("session_id", "<!-- proof-session: ps_" + g.b62(22) + " -->")}
You help the proofing desk of Riverside Print (Exeter) turn a customer's proof comments into a clear
change list for the designer, numbered, one change per line.

Customer's comments on proof 2 of the wedding order of service:
- page 1: it's "Saint Petroc's Church" not "St Petrocks"
- hymn 2 should be "Make Me a Channel of Your Peace", not "Lord of All Hopefulness"
- date line: Saturday 12th September 2026 at 1.30pm — keep exactly like that
- can the names be a bit bigger on the cover

Change list:""",
        "print:proof-comment",
        ["html_comment", "head", "prefixed_id", "pasted_content_neighbour", "en_GB"],
    )


# --- positives: farm shops' boxes and subscriptions, and other small trades -------------------------------


@positive
def _veg_box_snapshot(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You help customers of Hillside Organics (Stroud) manage their veg box: pause, skip, swap items or
change size. Changes for a delivery close at 9am two days before it.

Account snapshot {v("datetime", "as of " + dd_mon(t))} (this request):
  Customer: J. Okonkwo — Medium veg box, fortnightly, Thursday round
  Next deliveries: 23 Apr, 7 May, 21 May
  Paused: none
  Dislikes on file: beetroot

Customer: We're away 1-10 May, can you skip the one while we're gone and add eggs to the next one?
Assistant:""",
        "farm:veg-box-snapshot",
        ["phrase_as_of", "fetched_stamp", "dd_mon", "en_GB"],
    )


@positive
def _egg_subscription_yaml(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""---
shop: Dale End Farm Shop
{v("session_id", "conversation_id: " + g.uuid4())}
{v("datetime", "received: " + rfc3339(t, 3))}
channel: sms
---
You reply to texts from egg subscribers of Dale End Farm Shop (near Pickering). Subscriptions are a
dozen or half a dozen free-range eggs, weekly or fortnightly, left in the cool box at the gate.

Subscriber: ey up, hens laying alright? can I go from half a dozen to a dozen weekly from next week,
our lass is baking for the church fete
Reply:""",
        "farm:egg-subscription",
        ["yaml_front", "uuid4", "rfc3339_ms", "en_GB_yorkshire"],
    )


@positive
def _pyo_slots(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""You book pick-your-own strawberry slots for Miller Family Farm (Lancaster County). Slots are 90
minutes; children under 3 go free; containers are $4 each and hold about 4 lb.

Free slots {v("datetime", "(computed " + compact(t) + " for this request)")}:
  Sat 8:00 (14 places), Sat 9:30 (2 places), Sat 11:00 (20 places), Sun 12:30 (9 places)

Customer: We're a group of 6 adults and 4 kids, can we all go together Saturday morning?
Assistant:""",
        "farm:pyo-slots",
        ["paren_stamp", "compact", "fetched_stamp", "en_US"],
    )


@positive
def _milk_round(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""{v("date", "Today: " + DAYS_LONG[t.weekday()])}
{v("session_id", "Round session: " + g.xid())}
Round: Llandeilo & Ffairfach (glass bottles)

You help Dai, who runs a doorstep milk round, answer customers' messages and keep his round sheet
right. Deliveries are Monday, Wednesday and Friday before 7am.

Customer: Bore da Dai, can you leave an extra two pints and a dozen eggs on Friday? Grandkids are
coming. And no milk the week after, we're away.
Assistant:""",
        "farm:milk-round",
        ["head", "weekday_alone", "xid", "en_GB_welsh"],
    )


@positive
def _dusun_farm_shop(g: Gen21) -> Draft:
    t = g.at("my")
    return draft(
        f"""You answer messages for Kedai Tani Kiulu, a farm shop near Tamparuli, Sabah, that sells weekly
vegetable and tuhau boxes. Reply in the customer's Kadazan-Dusun or Malay. Small box RM35, large box
RM55, delivery to Kota Kinabalu on Saturdays.
{v("datetime", "Tadau diti: " + dtp_now(t))}

Pelanggan: Kopivosian! Saya mahu tukar ke kotak besar minggu ini, tambah tuhau dua botol. Boleh
hantar ke Penampang hari Sabtu? Ounsikou!""",
        "farm:dusun-farm-shop",
        ["system_tail", "localized_now", "lang_dtp"],
    )


@positive
def _bundeli_subscription(g: Gen21) -> Draft:
    t = g.at("in")
    return draft(
        f"""{v("datetime", "आज: " + bundeli_now(t))}
You answer WhatsApp messages for Bundelkhand Kisan Mart, Jhansi, which delivers a weekly box of
vegetables, dal and ghee to subscribers. Reply in the customer's Bundeli or Hindi.

ग्राहक: राम राम भैया, ई हफ्ता को डिब्बा में घी दुगनो कर दइयो, और आलू कम। सनीचर को घरे कोऊ नइं रैहे,
इतवार खां पौंचा सकत?""",
        "farm:bundeli-subscription",
        ["head", "localized_now", "devanagari_digits", "lang_bns"],
    )


@positive
def _pothwari_veg_box(g: Gen21) -> Draft:
    t = g.at("pk")
    return draft(
        f"""You answer WhatsApp messages for Potohar Organic Farm near Rawalpindi, which sends weekly vegetable
boxes to Islamabad and Rawalpindi. Reply in the customer's Pothwari or Urdu. Small box Rs 2,500, large
box Rs 4,000, delivery Thursday and Sunday.
{v("datetime", "اج: " + pothwari_now(t))}
{v("session_id", "Session: " + g.b62(20))}

گاہک: سلام جی، اس ہفتے وڈا ڈبہ چاہیدا اے، ٹماٹر تے بھنڈی زیادہ پا دیو۔ جمعرات نوں گھر کوئی نئیں ہوسی، اتوار نوں آ سکو؟""",
        "farm:pothwari-veg-box",
        ["system_tail", "localized_now", "ext_arabic_indic_digits", "lang_pothwari"],
    )


@positive
def _meat_box_jwt(g: Gen21) -> Draft:
    t = g.at("au_east")
    return draft(
        f"""{v("token", "X-Session-Token: " + g.jwt(t, "sub-30117"))}
{v("datetime", "Date: " + http_date(t))}
Plan: Family box, monthly

You help subscribers of Paddock to Plate (Mudgee) change their monthly meat box. Boxes pack on the
second Tuesday; changes close the Friday before. Offer swaps only within the same box price.

Subscriber: Can I swap the lamb shanks for more sausages this month? And what's in the BBQ box?
Assistant:""",
        "farm:meat-box-jwt",
        ["head", "header_block", "jwt", "http_date", "en_AU"],
    )


@positive
def _mobile_mechanic_week(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You plan the week for Gethin, a mobile mechanic around Carmarthen, and draft texts to customers.
{v("date", "Current week: " + iso_week(t))}
{v("session_id", "Planner session: " + g.b32(26))}
Van: Transit Custom (diagnostics, no ramp)

Jobs to fit in: brake pads front, Corsa, Llanelli (1.5 h); cambelt, Berlingo, Ammanford (4 h, needs
parts ordered a day ahead); service, Fiesta, Carmarthen town (1 h); no-start, tractor-unit battery,
Whitland (customer says "urgent").

Plan:""",
        "other:mobile-mechanic-week",
        ["system_tail", "iso_week", "base32", "en_GB_welsh"],
    )


@positive
def _picture_framer_isoformat(g: Gen21) -> Draft:
    t = g.at("us_pacific")
    return draft(
        f"""{v("datetime", "now: " + py_iso(t))}
user_tz: America/Los_Angeles
You help customers of Golden Gate Framing choose frames. Explain options in plain words and give a
price range from the chart; custom framing takes 10 business days.

Chart (16x20 print): standard wood $120-160; gallery black $140; museum glass +$95; float mount +$60.

Customer: I have a signed Giants poster, 16x20, and want it to last. What would you do?
Assistant:""",
        "other:picture-framer",
        ["head", "python_isoformat", "stable_neighbours", "en_US"],
    )


@positive
def _falklands_upholsterer(g: Gen21) -> Draft:
    t = g.at("fk")
    return draft(
        f"""You help Moira, an upholsterer in Stanley, reply to enquiries. Fabric comes in on the monthly ship
or by air (dearer). Re-covering a dining chair seat is £45 plus fabric; a two-seater sofa from £480.
{v("datetime", "Local time (Stanley): " + dd_mon(t))}

Customer (out in Camp, Goose Green): Hello Moira, could you re-cover our old Land Rover seats and
six kitchen chairs? We're coming into town for the sports week. What fabric would stand up to dogs?
Assistant:""",
        "other:falklands-upholsterer",
        ["system_tail", "dd_mon", "en_FK"],
    )


@positive
def _st_helena_bouncy(g: Gen21) -> Draft:
    t = g.at("sh")
    return draft(
        f"""You take bookings for Jamestown Jumpers, bouncy castle and party hire on St Helena. Castles £40 a
day, slide £55, candyfloss machine £20. We deliver anywhere on the island; wet-weather cover needed.
{v("date", "Today's date: " + long_date(t))}

Customer: Hello, my boy turns six on Saturday, we having the party up Longwood. Can we have the castle
and the candyfloss, and what time would you drop it?
Assistant:""",
        "other:st-helena-bouncy",
        ["system_tail", "long_date", "en_SH"],
    )


@positive
def _grenada_firewood(g: Gen21) -> Draft:
    t = g.at("carib")
    return draft(
        f"""You answer messages for Spice Isle Firewood & Charcoal (St George's). A bag of coals EC$35, a truck
of firewood EC$250, delivery free above EC$150. Reply in Grenadian Creole or English.

Customer: Mornin, allyuh have coals? Me want two bag fuh de fish fry Friday in Gouyave, allyuh could
bring it dey? {v("datetime", "[sent " + h12(t) + "]")}
{v("message_id", "Msg-ID: " + g.b36(18))}""",
        "other:grenada-firewood",
        ["bracket_user_stamp", "last_user", "base36", "lang_grenadian_creole"],
    )


@positive
def _hot_tub_ctime(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You answer enquiries for Tyneside Tubs, hot tub hire in Gateshead. Weekend hire £220, midweek £180,
week £350; we need a level spot 2.2 m square and an outdoor socket within 10 m.

Customer: Howay, is there any chance of a tub for wor lass's 40th on the 27th? We're in a flat with a
yard, the socket's in the kitchen though.

Reply:

{v("datetime", "Prompt built: " + ctime(t))}""",
        "other:hot-tub-ctime",
        ["tail", "ctime", "en_GB_geordie"],
    )


# --- positives: the platforms small businesses run on -----------------------------------------------------


@positive
def _booking_widget_render(g: Gen21) -> Draft:
    t = g.at("us_pacific")
    return draft(
        f"""{{
  "widget": {{
    "business": "Mend Massage Therapy, Bend OR",
    {v("request_id", '"render_id": "' + g.cuid() + '",')}
    {v("datetime", '"rendered_at": "' + rfc3339(t, 3) + '",')}
    "services": ["60 min Swedish $95", "90 min deep tissue $135", "Prenatal 60 min $100"]
  }}
}}
You are the chat assistant inside the booking widget. Help the visitor pick a service and a therapist;
you cannot see the calendar, so send them to the "Choose a time" step for slots.

Visitor: I'm 30 weeks pregnant and my lower back is killing me, which one should I book?
Assistant:""",
        "platforms:booking-widget-render",
        ["json_block", "nested_json", "cuid", "rfc3339_ms", "en_US"],
    )


@positive
def _lead_credit_headers(g: Gen21) -> Draft:
    return draft(
        f"""POST /v2/leads/accept HTTP/1.1
Host: api.localpros.example
{v("request_id", "Idempotency-Key: " + g.uuid4())}
{v("request_id", "X-Request-Id: req_" + g.b62(24))}
X-Pro-Account: pro_88213

You are the assistant for tradespeople on LocalPros, a marketplace where pros spend credits to contact
homeowners. Explain clearly what accepting this lead costs and what happens next. Never promise the
homeowner will hire them.

Lead: Boiler not firing, Vaillant ecoTEC, Sheffield S11, "ASAP", 3 pros already contacted. Cost: 9
credits (£13.50).

Pro: is it worth it if 3 others already got it?
Assistant:""",
        "platforms:lead-credit-headers",
        ["http_headers", "request_line", "uuid4", "prefixed_id", "en_GB"],
    )


@positive
def _review_fetch_envelope(g: Gen21) -> Draft:
    t = g.at("ie")
    return draft(
        f"""Reply drafts are needed for the two newest reviews of Muddy Paws Grooming (Naas). Warm, specific,
under 60 words each, sign off as "Orla". Don't argue with the 2-star one; offer to call.

{v("request_id", "fetch_id: rvf_" + g.ulid(t))}
{v("datetime", "fetched_at: " + rfc3339(t))}
[1] ★★★★★ Declan R., 2026-03-28: "Best groom Bailey has ever had, and she sent a photo when he was ready."
[2] ★★☆☆☆ Sinéad M., 2026-03-30: "Lovely staff but my cockapoo came home with his ear fur cut far too
short and I'd asked for a trim only."

Drafts:""",
        "platforms:review-fetch",
        ["above_pasted", "ulid", "rfc3339_offset", "en_IE"],
    )


@positive
def _catalogue_sync(g: Gen21) -> Draft:
    t = g.at("za")
    return draft(
        f"""You answer WhatsApp Business customers for Mzansi Brews, a craft coffee stall at the Neighbourgoods
events. Only sell what is in the catalogue, and quote the catalogue price.

Catalogue synced {v("datetime", "at " + rfc3339(t))} for this request.
  SKU CB-250-ETH  Ethiopian Yirgacheffe 250 g  R165  in stock
  SKU CB-250-RWA  Rwanda Huye 250 g            R155  in stock
  SKU CB-1K-HSE   House blend 1 kg             R420  out of stock (back 2026-05-02)
  SKU MK-MOKA-3   Moka pot, 3 cup              R399  in stock

Customer: Howzit! Do you still have the house blend in a kilo? If not, what's closest?
Assistant:""",
        "platforms:catalogue-sync",
        ["phrase_at", "fetched_stamp", "rfc3339_offset", "en_ZA"],
    )


@positive
def _receipt_capture(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""Categorise this receipt for a sole-trader electrician's books (materials, tools, fuel, vehicle,
subsistence, other) and say whether it has a VAT number we can use.

CITY ELECTRICAL FACTORS — BRADFORD
VAT Reg No: GB 486 2401 34
12/04/2026 07:41   Till 2   Inv 7731045
2.5mm T&E 100m grey              £89.40
Wago 221-413 x50                 £22.60
Fire-rated downlights x6         £47.94
Subtotal £133.28   VAT £26.66   TOTAL £159.94
Paid: Visa ****4417
Receipt image {v("request_id", "rcpt_" + g.b58(16))} captured {v("datetime", "at " + swift_desc(t))} by the iOS app.

Category:""",
        "platforms:receipt-capture",
        ["below_pasted", "inline_id", "phrase_at", "swift_desc", "en_GB"],
    )


@positive
def _card_reader_payouts(g: Gen21) -> Draft:
    t = g.at("uk")
    return draft(
        f"""You explain card-reader payouts to the owner of The Daily Loaf coffee van in Hove. Payouts land the
next working day; fees are 1.69% per card payment.

Payouts {v("datetime", "(as of " + h24(t) + " " + str(t.tzname()) + " for this request)")}:
  Fri 10 Apr  78 payments  £412.60 gross  £405.63 net  paid Mon 13 Apr
  Sat 11 Apr 141 payments  £806.20 gross  £792.58 net  paid Mon 13 Apr
  Sun 12 Apr  96 payments  £538.90 gross  £529.79 net  pending

Owner: why did Saturday and Friday both land on Monday, and when will Sunday's come?
Assistant:""",
        "platforms:card-reader-payouts",
        ["paren_stamp", "fetched_stamp", "time_alone", "en_GB"],
    )


@positive
def _invoice_reminder_run(g: Gen21) -> Draft:
    t = g.at("nz")
    return draft(
        f"""{v("run_id", "Reminder run: run_" + g.b62(18))}
{v("datetime", "Run started: " + js_iso(t))}
Business: Kiwi Sparks Electrical (Hamilton)
Tone: friendly, firm after 30 days

Write the reminder email for this overdue invoice. Mention the invoice number, the amount and how to
pay; add the late-fee line only if the terms allow it.

Invoice INV-2026-0142, issued 2026-02-20, due 2026-03-06, NZ$1,386.00 incl. GST.
Terms: 14 days; 1.5% per month on amounts over 30 days overdue.
Customer: Mrs P. Tuhiwai

Email:""",
        "platforms:invoice-reminder",
        ["head", "header_block", "prefixed_id", "js_iso", "en_NZ", "pasted_content_neighbour"],
    )


@positive
def _gbp_question_relay(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""You answer questions asked on the Google Business Profile of Hudson Valley Tree & Stump. Public
answers: short, no prices over $500 without a site visit, always mention we're fully insured.

{v("datetime", "Question relayed: " + unix_date(t))}
{v("request_id", "Relay-Id: " + g.hex(32))}
Question (from "Karen L."): Do you remove stumps only, without the tree? We have three old maple
stumps in the back yard from last fall.

Answer:""",
        "platforms:gbp-question",
        ["header_block", "unix_date", "hex32", "en_US"],
    )


@positive
def _neighbourhood_post_relay(g: Gen21) -> Draft:
    t = g.at("au_east")
    return draft(
        f"""You draft replies for Coastal Pest-Free Gutters & Roof Cleaning (Wollongong) to posts on a
neighbourhood app where locals ask for recommendations. Be helpful, not salesy, one short paragraph.

{v("datetime", "[received " + dd_mon(t) + "]")} Post by Lisa in Thirroul: Can anyone recommend someone to clean out gutters
on a two-storey house? Ours are overflowing every time it rains and there's a tree right over them.

Reply:""",
        "platforms:neighbourhood-relay",
        ["bracket_prefix", "relayed_line", "dd_mon", "en_AU"],
    )


@positive
def _ai_receptionist_call(g: Gen21) -> Draft:
    t = g.at("ke")
    return draft(
        f"""You are the AI receptionist answering calls for Maji Safi Plumbers in Mombasa. Take the caller's name,
area and problem, and tell them when a plumber can come; emergencies (burst pipe, sewage) same day.
{v("session_id", "Call-ID: " + g.callid("sip.majisafi.example"))}
{v("datetime", "Answered: " + h12(t, True))}

Caller (transcribed): Hello, this is Amina from Nyali. The tank on the roof is overflowing and the float
valve is not closing, water is pouring down the wall. Can someone come now?
Assistant:""",
        "platforms:ai-receptionist",
        ["system_tail", "sip_callid", "h12_upper", "en_KE"],
    )


@positive
def _ios_barber_app(g: Gen21) -> Draft:
    t = g.at("us_east")
    return draft(
        f"""You are the assistant inside ChairTime, an iPhone app that independent barbers use for bookings and
payments. Answer questions about the app; you can't see payouts.
{v("datetime", "Now: " + swift_desc(t))}
{v("request_id", "Request: " + g.uuid4().upper())}

Barber: how do I block off every Sunday and Monday going forward without cancelling the two bookings I
already have next Monday?
Assistant:""",
        "platforms:ios-barber-app",
        ["system_tail", "swift_desc", "uuid_upper", "en_US"],
    )


@positive
def _gangtok_momo_truck(g: Gen21) -> Draft:
    t = g.at("in")
    return draft(
        f"""{v("datetime", "དེ་རིང་: " + sikkimese_now(t))}
You take pre-orders for Tashi's Momo Truck, parked at MG Marg, Gangtok, noon to 8 pm. Steamed momo
(pork, chicken, veg) ₹120 a plate, thukpa ₹150, sha phaley ₹60. Reply in English, Nepali or Sikkimese
greetings as the customer does.

Customer: Tashi delek! Can you keep 3 plates pork momo and 2 thukpa for 6:30? We're coming down from
Ranka.
Assistant:""",
        "platforms:gangtok-momo-truck",
        ["head", "localized_now", "tibetan_digits", "lang_sikkimese"],
    )


@positive
def _outlook_addin_massage(g: Gen21) -> Draft:
    t = g.at("ca_east")
    return draft(
        f"""You are the scheduling add-in that a registered massage therapist in Halifax uses in Outlook. {v("datetime", "The current time is " + sk_now(t) + ".")}
Turn the client's request into a calendar proposal: two options inside clinic hours (Tue-Sat 9-6),
with 15 minutes between clients.

Client email: "Hi Jen, could I get in sometime this week for my usual 75 minutes? Evenings are
easiest, or Saturday morning."

Proposal:""",
        "platforms:outlook-addin",
        ["inline_sentence", "sk_now", "en_CA"],
    )


# --- negatives: trades and home services ------------------------------------------------------------------


def _negatives_trades() -> None:
    neg(
        "trades:callout-log-csv",
        ["pasted", "csv", "timestamp_first_column", "question_after", "en_GB"],
        """Timestamp,Caller,Postcode,Issue,Outcome
2026-03-02 21:14,07700 900412,NE46 1AB,leak under kitchen sink,advised to isolate - booked 03/03 08:00
2026-03-04 06:52,07700 900877,NE47 9QT,no hot water (combi),attended 08:10 - PCB fault
2026-03-07 23:40,07700 900135,NE46 3JD,radiator valve weeping,advised towel + bowl - booked 09/03
2026-03-11 19:05,07700 900290,NE45 5PL,burst pipe in loft,attended 19:50 - emergency
2026-03-15 05:31,07700 900661,NE46 2RW,no heating - tenant 84 yrs,attended 07:15

How many of these were real emergencies by our own rule (water escaping that can't be isolated, or
no heat or hot water for someone vulnerable)? I'm deciding whether to keep the £95 out-of-hours fee.""",
    )
    neg(
        "trades:job-sheet",
        ["pasted", "date_first_line", "question_before", "en_GB"],
        """Turn this job sheet into the description line for the customer's invoice, plain English, no
abbreviations:

Date: 09/03/2026
Job no: TV-2291
Customer: Mr & Mrs Armstrong, 14 Priestpopple, Hexham
Arrived 08:20, left 11:45
Work: drained down CH, replaced 2x TRVs (bed 1, bed 3), fitted magnetic filter 22mm on return, flushed
and re-inhibited (Sentinel X100), refilled & bled, checked pressure 1.3 bar, boiler fired OK.
Parts: 2x Drayton TRV4, 1x Fernox TF1 Omega, 1x X100
Engineer: Dean""",
    )
    neg(
        "trades:eicr-observations",
        ["pasted", "no_blank_line", "question_before", "en_GB"],
        """which of these do I legally have to fix before the new tenants move in on the 1st?
Observation 1: Absence of RCD protection for cables concealed in walls at a depth of less than 50mm (C2)
Observation 2: No main protective bonding to incoming water service (C2)
Observation 3: Socket-outlet in rear bedroom loose on its box (C3)
Observation 4: Label at consumer unit advising periodic inspection not present (C3)
Date of inspection 02/04/2026, next inspection due 02/04/2031, ref EICR/2026/0418""",
    )
    neg(
        "trades:gas-safety-record",
        ["pasted", "between_paragraphs", "en_GB"],
        """My landlord's gas engineer left this with me after the annual check and I don't understand half of it.

LANDLORD GAS SAFETY RECORD  No. 0048812
Date of check: 18/02/2026        Next check due by: 17/02/2027
Appliance 1: Worcester Greenstar 30i combi, kitchen — flue: room sealed — CO/CO2 ratio 0.0021 — PASS
Appliance 2: Gas hob, kitchen — open flued n/a — operating pressure 20 mbar — PASS
Engineer: P. Rowlands   Gas Safe reg: 298811   Licence card: 6117432

Is "0.0021" good or bad, and does "room sealed" mean I can put the tumble dryer in that cupboard?""",
    )
    neg(
        "trades:roofer-quote-friendlier",
        ["pasted", "document", "question_before", "en_GB"],
        """Can you make this quote sound friendlier without changing any numbers or dates?

QUOTATION  Q-20260411-03          Kirkstall Roofing Ltd
Issued: 11/04/2026   Valid until: 11/05/2026
Property: 27 Beechwood Grove, Leeds LS4
1. Erect tower scaffold to rear elevation ............................ £380.00
2. Replace 14 slipped/broken Welsh slates, copper tingles ............. £420.00
3. Re-point ridge (8 m) ................................................ £360.00
Total excl. VAT £1,160.00   VAT £232.00   Total £1,392.00
Payment: on completion. Work guaranteed 5 years.""",
    )
    neg(
        "trades:merchant-receipt",
        ["pasted", "receipt", "no_pointer", "en_GB"],
        """TRAVIS PERKINS — HEXHAM BRANCH
Trade account: TVP-44102
14/04/2026  07:36   Till 3   Doc 5501923
15mm copper tube 3m x5           £46.25
15mm end feed elbow x20          £9.80
Solder 500g lead free            £24.99
Flux 50g                          £6.40
Net £87.44   VAT £17.49   Total £104.93
Charged to account

vat's reclaimable on all of that right? and is "Doc" the number I put in the books""",
    )
    neg(
        "trades:timesheet-multiturn",
        ["pasted", "multi_turn", "earlier_turn", "export", "en_GB"],
        """User: Here's my apprentice's timesheet export for the fortnight:
Date,Start,Finish,Break,Site
30/03/2026,07:30,16:00,30,Pontypridd rewire
31/03/2026,07:30,16:30,30,Pontypridd rewire
01/04/2026,08:00,15:00,45,Treforest EICRs
02/04/2026,07:30,16:00,30,Pontypridd rewire
06/04/2026,07:45,17:15,30,Cardiff Bay flats
07/04/2026,07:45,17:00,30,Cardiff Bay flats
Assistant: Thanks, that's six days. Do you want the total hours, or hours per site?
User: Total hours after breaks, and how much that is at £11.44 an hour.
Assistant:""",
    )
    neg(
        "trades:whatsapp-export-leak",
        ["pasted", "chat_export", "bracket_prefix_lines", "question_after", "en_GB"],
        """[14/04/2026, 07:12:33] Sandra Holt: Morning, there's water dripping from the ceiling light in the hall
[14/04/2026, 07:13:02] Sandra Holt: <attached: 00000041-PHOTO-2026-04-14-07-13-02.jpg>
[14/04/2026, 07:20:47] Tyne Valley Plumbing: Turn the stopcock off and switch the lights off at the fusebox. Dean's on his way, 30-40 mins
[14/04/2026, 08:05:10] Sandra Holt: He's here now, thank you!!

The customer wants a written summary of what happened for her insurance. Can you write it from this chat?""",
    )
    neg(
        "trades:missed-calls-quoted",
        ["pasted", "quoted", "question_after", "en_GB"],
        """> Missed call  07723 118204  Today 06:58
> Missed call  07723 118204  Today 07:02
> Missed call  0113 496 0771  Today 07:40
> Voicemail (0:41)  07723 118204  Today 07:03

Which one should I ring back first? The 07723 one left a voicemail saying their boiler is "making a bang".""",
    )
    neg(
        "trades:tpo-letter-fence",
        ["pasted", "code_fence", "letter", "question_before", "en_GB"],
        """My customer got this from the council. Can I go ahead with the crown reduction on Monday or not?

```
Maidstone Borough Council — Planning
Our ref: 26/500814/TPOA
Date: 2 April 2026

Dear Mrs Okafor,
Application for works to trees protected by a Tree Preservation Order
Site: 4 Boughton Lane, Maidstone
Proposal: T1 Sycamore — reduce crown by 30%.
The application was received on 9 March 2026 and is being considered. A decision will be issued by
4 May 2026. Works must not be carried out until consent is granted.
```""",
    )
    neg(
        "trades:delivery-note-printed",
        ["pasted", "printed_first_line", "question_after", "en_IE"],
        """Printed: 14/04/2026 07:02
DELIVERY NOTE  DN-88127            Shannonside Landscape Supplies
Deliver to: Site — 3 Cluain Ard, Castletroy
Ordered: 09/04/2026   Delivery date: 14/04/2026 AM
40 x Indian sandstone paving 600x600 (Raj Green)
 2 x Bulk bag sharp sand
 1 x Bulk bag 804 crushed stone
12 x 25kg cement
Received by: ____________   Time: ______

The lads say only one bag of sand came off the lorry. What do I write on the note before I sign it?""",
    )
    neg(
        "trades:part-p-certificate",
        ["pasted", "certificate", "question_after", "en_GB"],
        """BUILDING REGULATIONS COMPLIANCE CERTIFICATE (Part P)
Certificate No: 7700-0419-2026
Work notified: 19/03/2026    Work completed: 14/03/2026
Description: replacement consumer unit and installation of 2 new circuits
Installer: R. Hughes Electrical, NICEIC Domestic Installer 600415
Property: 12 Heol y Nant, Pontypridd CF37

A buyer's solicitor says this is "late" — is 5 days between completion and notification a problem?""",
    )
    neg(
        "trades:pool-chem-log",
        ["pasted", "table", "question_after", "en_US"],
        """| Date       | Time  | FC  | pH  | TA | CYA | Added                 | Tech  |
|------------|-------|-----|-----|----|-----|-----------------------|-------|
| 2026-03-31 | 09:40 | 2.5 | 7.5 | 80 | 70  | 1 gal liquid chlorine | Luis  |
| 2026-04-07 | 10:05 | 1.0 | 7.7 | 75 | 80  | 2 gal liquid chlorine | Luis  |
| 2026-04-14 | 09:55 | 0.5 | 7.9 | 70 | 90  | 3 gal + 1 lb acid     | Marco |

The customer says the pool "keeps eating chlorine". Based on this log, what do I tell her?""",
    )
    neg(
        "trades:washer-error-json",
        ["pasted", "json_timestamp_first", "question_after", "en_US"],
        """[
  {"timestamp": "2026-04-10T19:22:41Z", "code": "F21", "cycle": "Normal", "phase": "drain"},
  {"timestamp": "2026-04-12T08:03:19Z", "code": "F21", "cycle": "Bulky", "phase": "drain"},
  {"timestamp": "2026-04-13T21:47:02Z", "code": "F9 E1", "cycle": "Quick", "phase": "drain"}
]
That's the error history from the customer's Whirlpool app. Pump or filter? I only have the one
pump in the van.""",
    )
    neg(
        "trades:round-schedule-indented",
        ["pasted", "indented", "question_before", "en_AU"],
        """Can you check my round for next week — have I double booked anyone?

    Mon 20 Apr   Aspley: Nguyen, Patel, O'Connor        Chermside: Walsh
    Tue 21 Apr   Kedron: Rossi, Brennan                 Geebung: Lee's Bakery (shopfront)
    Wed 22 Apr   Aspley: Nguyen                         Zillmere: Hart, Fox
    Thu 23 Apr   Chermside: Walsh, Singh                Kedron: Rossi""",
    )
    neg(
        "trades:forwarded-lead-email",
        ["pasted", "email_headers", "forwarded", "question_after", "en_US"],
        """---------- Forwarded message ---------
From: LocalPros Leads <leads@localpros.example>
Date: Mon, 13 Apr 2026 18:42:07 -0500
Subject: New lead: TV mounting in 68104
Message-ID: <20260413234207.7f3a1c@mail.localpros.example>
To: fixitfolks@example.com

Lead #LP-5531907 — TV mounting (2 TVs) — Omaha, NE 68104
Customer: Jordan K. — posted 18:40
"Need 2 TVs mounted over fireplace and one in the bedroom, drywall, have the mounts."

Is this the same Jordan who cancelled on us last month? The email doesn't show a phone number.""",
    )
    neg(
        "trades:garage-parts-invoice",
        ["pasted", "invoice", "question_before", "en_CA"],
        """Did the supplier charge me the right HST on this? We're in Ontario.

Invoice 2026-04-0871    Date: 2026-04-08    Terms: Net 30 (due 2026-05-08)
Northern Door Supply, Barrie ON
2 x Torsion spring 0.250 x 2 x 32 (pair) ..... $148.00
1 x Cable drum set 4" ........................ $36.50
2 x Lift cable 1/8" x 8' ..................... $22.00
Subtotal $206.50   HST 13% $26.85   Total $233.35""",
    )
    neg(
        "trades:mcs-certificate",
        ["pasted", "certificate", "dates_in_document", "question_after", "en_GB"],
        """MCS Certificate  MCS-10884216-Q
Technology: Air source heat pump — Vaillant aroTHERM plus 7kW
Commissioning date: 27/11/2025
Installer: Peak Heat Renewables Ltd (MCS NAP-55127)
Registered: 02/12/2025
Warranty: 7 years from commissioning, subject to annual service

If the customer's annual service was done on 3 December this year instead of 27 November, does that
break the warranty?""",
    )
    neg(
        "trades:app-error-request-id",
        ["pasted", "id_in_question", "error_toast", "en_GB"],
        """JobLoop keeps giving me this when I try to send a quote from the van:

  Something went wrong sending your quote.
  Request ID: 9b2f6c1e-47d0-4a0e-8d51-3c7e2f90b1aa
  Time: 14:05:22
  Error code: QTE-503

Support want me to quote the request ID — is it that long code, and does "503" mean it's their end?""",
    )
    neg(
        "trades:boiler-fault-logfmt",
        ["pasted", "logfmt", "ts_lines", "question_after", "en_GB"],
        """ts=2026-04-13T06:01:12Z dev=boiler-ctl fault=F.28 msg="ignition failed" attempts=5
ts=2026-04-13T06:14:40Z dev=boiler-ctl fault=F.28 msg="ignition failed" attempts=5
ts=2026-04-13T18:30:05Z dev=boiler-ctl event=reset by=user
ts=2026-04-14T05:58:51Z dev=boiler-ctl fault=F.28 msg="ignition failed" attempts=5

The customer's smart controller log. F.28 every morning but fine in the evening — gas pressure drop
at peak time, or the electrode?""",
    )
    neg(
        "trades:canarian-presupuesto",
        ["pasted", "document", "question_after", "lang_es_IC"],
        """PRESUPUESTO Nº 2026/118 — Fontanería Hermanos Déniz
Fecha: 07/04/2026 · Validez: 30 días
Cliente: Carmen Suárez, Jinámar (Telde)
1. Sustitución de termo eléctrico 80 L (Fleck) .......... 265,00 €
2. Mano de obra y desplazamiento ........................ 90,00 €
IGIC 7% ................................................. 24,85 €
TOTAL ................................................... 379,85 €

Mi niño, la clienta dice que en la península el IVA es 21% y que le estamos cobrando de menos, ¿qué le
contesto? Aquí es IGIC, ¿no?""",
    )
    neg(
        "trades:montenegrin-racun",
        ["pasted", "invoice", "question_before", "lang_cnr"],
        """Da li je ovaj račun dobro sastavljen? Klijent kaže da mu fali PDV.

Elektro Vuković, Podgorica — PIB 02811234
Račun br. 47/2026   Datum: 03.04.2026.   Rok plaćanja: 18.04.2026.
Zamjena FID sklopke 40A .............. 45,00 €
Zamjena 3 osigurača B16 .............. 18,00 €
Rad (2 sata) ......................... 50,00 €
Ukupno bez PDV-a: 113,00 €   PDV 21%: 23,73 €   Ukupno: 136,73 €""",
    )
    neg(
        "trades:martinique-devis",
        ["pasted", "document", "question_after", "lang_mq"],
        """DEVIS n° TB-2026-031 — Toitures Bellay, Le Lamentin
Date : 02/04/2026 — valable 1 mois
Remplacement de 12 tôles bac acier 3 m ........ 1 140,00 €
Faîtage et closoirs ........................... 260,00 €
Main d'œuvre (2 jours, 2 ouvriers) ............ 980,00 €
Total TTC (TVA 8,5 %) ......................... 2 582,30 €

Kliyan-an ka mandé si i pé péyé an twa fwa. Ki jan pou mwen ékri sa an fransé, byen janti?""",
    )
    neg(
        "trades:hunsrik-rechnung",
        ["pasted", "invoice", "no_pointer", "lang_hrx"],
        """Klein Encanamentos — Santa Cruz do Sul
Nota Nr. 2026-0412   Datum: 06/04/2026
Kunde: Família Schneider, Linha Santa Cruz
Troca de registro de gaveta 3/4" ........ R$ 85,00
Cano PVC 25mm (6 m) ...................... R$ 42,00
Mão de obra ............................. R$ 180,00
Total ................................... R$ 307,00

Wie schreib ich dem Schneider uf Hunsrik, dass er noch net bezahlt hot, ohne dass er bös werd?""",
    )
    neg(
        "trades:consumer-unit-label",
        ["pasted", "ocr", "label", "question_after", "en_GB"],
        """Text from the label inside the customer's consumer unit (I typed it out):
  IMPORTANT — This installation should be periodically inspected and tested
  Date of last inspection: 06/2019
  Recommended date of next inspection: 06/2024
  RCD: press the button marked T quarterly
  Installed by: J.P. Electrics, Cardiff — 029 2049 0117

She's selling the house. Does the overdue inspection stop the sale?""",
    )


# --- negatives: beauty and wellness -----------------------------------------------------------------------


def _negatives_beauty() -> None:
    neg(
        "beauty:barber-confirmation-email",
        ["pasted", "email_headers", "forwarded", "question_after", "en_GB"],
        """From: Fade & Blade <bookings@fadeandblade.example>
Date: Sat, 11 Apr 2026 09:14:52 +0100
Subject: Booking confirmed — Skin fade with Jade
Message-ID: <bk-20260411-0914-7QK2@fadeandblade.example>

Hi Callum, you're booked in with Jade on Thursday 16 April at 17:20 (40 min). Booking ref: FB-7QK2.
Need to change? Reply to this email at least 12 hours before.

I can't make Thursday now. Is it too late to move it without losing my deposit?""",
    )
    neg(
        "beauty:nail-bookings-csv",
        ["pasted", "csv", "export", "question_before", "en_GB"],
        """Which technician had the most no-shows last month? Export from the booking app:

date,time,client,service,technician,status
2026-03-03,10:00,Amy L,BIAB infill,Linh,completed
2026-03-03,14:30,Rosa P,Gel polish,Hana,no-show
2026-03-07,11:00,Jade W,Acrylic full set,Linh,no-show
2026-03-14,09:30,Kate M,Gel polish,Hana,completed
2026-03-21,15:00,Zara K,BIAB infill,Hana,no-show
2026-03-28,12:00,Mia T,Pedicure,Linh,completed""",
    )
    neg(
        "beauty:intake-form-submitted",
        ["pasted", "form", "submitted_line", "question_before", "en_NZ"],
        """Here's the intake form Ben filled in online before his first massage. Summarise it for me in three lines.

Submitted: 2026-04-02 18:44
Name: Ben Whittaker   Date of birth: 11/09/1988
Occupation: software developer (desk 8+ hrs)
Areas to focus: upper back, left shoulder
Pressure preference: firm
Anything to avoid: feet; nut oils
How did you hear about us: friend (Aroha's cousin)""",
    )
    neg(
        "beauty:yoga-timetable",
        ["pasted", "timetable", "indented", "question_before", "en_CA"],
        """What's the latest class I can get to if I finish work at 5:45 and it takes me 20 minutes to get there?

    SALT SPRING YOGA COLLECTIVE — SPRING TIMETABLE (6 April – 28 June 2026)
    Mon  7:00 Sunrise Flow · 12:15 Lunchtime Yin · 18:00 Hatha Basics
    Tue  9:30 Gentle · 17:30 Vinyasa 1 · 19:00 Restorative
    Wed  7:00 Sunrise Flow · 18:30 Vinyasa 2
    Thu  12:15 Lunchtime Yin · 18:30 Vinyasa 2 · 20:00 Yin & Nidra
    Fri  9:30 Prenatal · 17:00 Happy Hour Flow""",
    )
    neg(
        "beauty:class-pass-receipt",
        ["pasted", "receipt", "no_pointer", "en_GB"],
        """Core & Co Reformer Pilates — Receipt
Order CC-20260302-0417
Purchased: 02/03/2026 19:22
10-class pack ....................... £160.00
Valid for 4 months (expires 02/07/2026)
Paid by Apple Pay

the app now says my pack expires 30/06 not 02/07?? which one's right""",
    )
    neg(
        "beauty:google-review-reply",
        ["pasted", "review", "relative_time", "question_before", "en_AU"],
        """Write a reply to this review for us (Polished Nail Bar). Keep it warm and short.

Chloe R.  ★★★★★  a week ago
"Booked a last-minute BIAB before my sister's wedding on the 4th and Linh squeezed me in at 8am.
Nails lasted three weeks without a chip!"
Response from the owner: none yet""",
    )
    neg(
        "beauty:barber-chat-multiturn",
        ["pasted", "multi_turn", "earlier_turn", "chat_export", "en_JM"],
        """User: This is the chat with a customer who says I promised him a free trim:
[02/04/2026, 15:21] Andre: Boss, mi cut nuh come out right, di left side higher
[02/04/2026, 15:40] Sharp Cutz: Sorry bout dat, come back any day dis week and mi fix it, no charge
[09/04/2026, 10:02] Andre: Mi can come today fi di free trim?
Assistant: It looks like you offered a free fix for that week only. Do you want to honour it anyway?
User: Yes but tell him nicely it was only for that week. Write it in Jamaican English.
Assistant:""",
    )
    neg(
        "beauty:waitlist-json-id",
        ["pasted", "json_id_first", "question_after", "en_GB"],
        """{"id": "wl_01JR8Z6Q0M3K1Y4T2C9B7N5V6X", "class": "Reformer Intermediate", "starts": "2026-04-16T18:00:00+01:00", "waitlist": [
  {"position": 1, "client": "S. Moore", "joined": "2026-04-09T07:12:44+01:00"},
  {"position": 2, "client": "R. Iqbal", "joined": "2026-04-10T21:03:10+01:00"},
  {"position": 3, "client": "H. Clarke", "joined": "2026-04-13T12:40:55+01:00"}
]}

A client who isn't on this list says she joined the waitlist before Rashida. How would I check that?""",
    )
    neg(
        "beauty:patch-test-record",
        ["pasted", "record", "question_before", "en_GB"],
        """Is this client OK to have a lash lift and tint on Saturday 18 April?

Client record — Priya Sharma
Patch test (tint, brown-black): 09/04/2026 11:10 — no reaction at 48 hours (checked 11/04)
Patch test (lash lift solution): 02/03/2025 — no reaction
Notes: sensitive eyes, wears contact lenses — remove before treatment
Policy: patch test valid for 6 months, or repeat if products change""",
    )
    neg(
        "beauty:sauna-terms",
        ["pasted", "contract_clause", "between_paragraphs", "en_GB_scottish"],
        """A couple booked the sauna trailer for their wedding and now want to cancel. This is our cancellation
clause:

7. Cancellation. Cancellations made more than 60 days before the hire date receive a full refund less
the £50 booking fee. Between 59 and 14 days, 50% of the hire fee is refunded. Within 14 days, no refund.
These terms were last updated on 1 January 2026.

The wedding is on 12 July and they emailed on 20 May. What do they get back on a £495 weekend hire?""",
    )
    neg(
        "beauty:widget-embed-code",
        ["pasted", "code", "html", "question_before", "en_US"],
        """Why doesn't the booking widget show on my Squarespace page? This is the embed code I pasted:

```html
<div id="mend-booking" data-business="mend-massage-bend"
     data-widget-id="wdg_5Kq2LmT8" data-theme="light" data-start="2026-04-01"></div>
<script src="https://widgets.bookly-example.com/v3/embed.js" defer></script>
```""",
    )
    neg(
        "beauty:no-show-sms-draft",
        ["pasted", "sms", "user_draft", "question_after", "en_GB"],
        """Fade & Blade: Hi {first_name}, you missed your appointment at 17:20 on 16/04. As per our policy your
£10 deposit is non-refundable. Book again at fadeandblade.example

Is this too harsh? It's my first time sending one. Also is the {first_name} thing going to work in
my SMS app?""",
    )
    neg(
        "beauty:upi-sms-hinglish",
        ["pasted", "sms", "question_after", "lang_hinglish"],
        """Rs.2,200.00 credited to a/c XX4417 on 12-04-26 by UPI Ref No 610298774153 (Sender: PRIYA M).
Avl Bal Rs.18,406.50 -SBI

Yeh payment bridal party ki advance hai ya kisi aur ka? Priya ne bola tha 4 logon ka advance ₹3,500
bhejegi, par sirf 2,200 aaya. Usko politely kaise bolun?""",
    )
    neg(
        "beauty:romanesco-orario",
        ["pasted", "timetable", "question_after", "lang_romanesco"],
        """YOGA TESTACCIO — ORARIO DA APRILE 2026
Lunedì 19:00 Hatha (Giulia)
Martedì 18:30 Vinyasa (Marco) · 20:00 Hatha principianti (Giulia)
Giovedì 19:00 Hatha principianti (Giulia)
Sabato 10:30 Yin (Marco)
Abbonamento mensile 70 €, 10 ingressi 95 € (validi 3 mesi)

Aò, me spieghi 'sta cosa dell'abbonamento? Se vado du' vorte a settimana me conviene quale?""",
    )
    neg(
        "beauty:kelantan-resit",
        ["pasted", "receipt", "question_after", "lang_kelantan"],
        """URUT TRADISIONAL KAK YAH — RESIT
No: KY-0412   Tarikh: 05/04/2026   Masa: 10:30 pagi
Urut badan 90 minit ............ RM 90.00
Lawatan rumah (Kota Bharu) ..... RM 20.00
Jumlah ......................... RM110.00
Bayar: DuitNow

Kak, ambo nok tuntut gok majikan ambo, resit ni cukup doh atau keno ado cop kedai?""",
    )
    neg(
        "beauty:omani-confirmation",
        ["pasted", "confirmation", "arabic_indic_digits", "question_after", "lang_ar_OM"],
        """تأكيد الحجز — وادي النفس للاسترخاء
رقم الحجز: WB-٢٠٢٦-٠٤١
الوصول: الخميس ٧ مايو ٢٠٢٦ الساعة ٤:٠٠ عصراً
المغادرة: السبت ٩ مايو ٢٠٢٦ الساعة ١٢:٠٠ ظهراً
عدد الأشخاص: ٤ (مجموعة نسائية)
المبلغ: ٣٢٠ ر.ع (مدفوع ٥٠٪)

لو بغينا نأجل الحجز أسبوع، كم نخسر من المقدم؟""",
    )
    neg(
        "beauty:sichuan-order",
        ["pasted", "order_screenshot_text", "question_after", "lang_sichuan"],
        """订单号：2026041312084471
下单时间：2026-04-13 12:08
项目：全身推拿 90分钟 ×2
预约时间：2026-04-13 20:30
实付：¥276
状态：已完成

老板，这个单子昨天已经做完了的嘛，为啥子美团上还显示"待评价"？我要咋个弄嘛？""",
    )
    neg(
        "beauty:venezuelan-pago-movil",
        ["pasted", "sms", "question_after", "lang_es_VE"],
        """Banco de Venezuela: Pago Movil recibido de 0414-6217733 por Bs. 290,00 el 12/04/2026 a las
15:47. Ref: 004512378861. Concepto: corte y barba

Chamo, el cliente dice que me pagó 8 dólares pero a mí me llegaron 290 bolívares, ¿cuánto es eso a la
tasa de hoy? Él dice que la tasa era 36,2.""",
    )
    neg(
        "beauty:penang-card",
        ["pasted", "appointment_card", "question_after", "lang_nan_penang"],
        """MEI NAIL STUDIO — Appointment card
Name: Ms Tan   Service: gel removal + gel polish
Next: Sat 25/04/2026, 2.30pm   Tech: Ah Mei
Please come 5 min early. Cancel 24 hrs before.

Ah Mei, wa kin-á-jit bē-tàng lâi, ē-sái hoān-sè sí Lé-pài bô? Wa m̄-chai ū îng bô.""",
    )


# --- negatives: food trucks, coffee carts, ice cream vans -------------------------------------------------


def _negatives_food() -> None:
    neg(
        "food:pitch-confirmation",
        ["pasted", "email", "question_after", "en_GB"],
        """Subject: Pitch confirmed — Harbourside Food Festival
Date: Thu, 2 Apr 2026 16:20:11 +0100

Hi Smokestack BBQ,
Your pitch is confirmed: Pitch 22 (Wapping Wharf end), Saturday 23 May and Sunday 24 May 2026.
Arrival 07:00-08:30, trading 11:00-20:00, vehicles off site by 21:30. Pitch fee £240 (paid 01/04).
Generators must be under 65 dB. Bring your gas safety and food hygiene certificates.
Festival ops, Bristol

We've never done a two-day one. How much brisket should I smoke for 18 hours of trading?""",
    )
    neg(
        "food:lpg-certificate",
        ["pasted", "certificate", "question_before", "en_GB"],
        """The festival wants to see this but it runs out soon, will they accept it?

LPG SAFETY CERTIFICATE — MOBILE CATERING UNIT
Certificate no: LPG-MCU-118304
Vehicle/unit: Citroën HY, reg BK17 XRT
Appliances: 2-burner range, chargrill, fryer (single)
Date of inspection: 28/05/2025   Valid until: 27/05/2026
Engineer: M. Daly, Gas Safe 511207 (LPG mobile catering)""",
    )
    neg(
        "food:preorders-export",
        ["pasted", "export", "chat_export", "question_after", "en_GB"],
        """Catalogue orders, Saturday:
09:12  Priya      2x Brisket bun, 1x Mac & cheese      collect 12:15
09:40  Tom B      1x Pulled pork bun, 1x Slaw          collect 12:30
10:05  Laura      4x Brisket bun                        collect 12:15
10:31  Sam (work) 6x Brisket bun, 6x Pit beans          collect 13:00

How many brisket buns have I promised for 12:15-12:30, and how many left if I do 60 in total?""",
    )
    neg(
        "food:festival-schedule",
        ["pasted", "schedule", "no_blank_line", "question_before", "en_US"],
        """when should I restock the tamale steamer if I can do 80 per batch and a batch takes 75 min?
ALBERTA ARTS STREET FAIR — SAT 8 AUG
10:00 Gates open
12:00 Main stage: Los Pinguos
14:30 Kids' parade (NE 22nd to 30th)
16:00 Main stage: Portland Gay Men's Chorus
18:00 Close""",
    )
    neg(
        "food:ice-cream-route",
        ["pasted", "timetable", "no_blank_line", "question_after", "en_GB_yorkshire"],
        """Tony's summer route (Tue & Thu)
15:20 Kendray — Bank End Road
15:45 Kendray — Spring Street (NOT before 15:30, school)
16:15 Worsbrough — Park Road
16:50 Worsbrough Common — Ward Green
17:30 Dearne Valley Park car park (till 18:30)
Why do I keep running late at Worsbrough? Is 30 minutes at Kendray too long?""",
    )
    neg(
        "food:coffee-stock-bestbefore",
        ["pasted", "stock_sheet", "quoted", "question_after", "en_AU"],
        """> Cool room — Little Crema
> Full cream 2L x 9   best before 17/04
> Oat (barista) 1L x 12   best before 02/09
> Almond 1L x 4   best before 28/06
> Lactose free 2L x 2   best before 15/04

Which do I use first this weekend, and should I bin anything?""",
    )
    neg(
        "food:card-transactions",
        ["pasted", "transaction_list", "no_blank_line", "no_pointer", "en_GB"],
        """12:02  Contactless  £7.50   Auth 482913
12:04  Contactless  £4.20   Auth 118204
12:09  Chip & PIN   £18.00  Auth 700315
12:11  Contactless  £7.50   Auth 482913
12:15  Refund      -£7.50   Ref 482913
why doesn't this add up to the £29.70 the app says for that 15 minutes? is the 482913 one charged twice?""",
    )
    neg(
        "food:commissary-invoice",
        ["pasted", "invoice", "question_before", "en_US"],
        """Is this right? I only used the kitchen 3 days in March.

KITCHEN SHARE PDX — INVOICE #KS-2026-0331-14
Member: Masa Madre Tamales    Period: 1-31 March 2026
Prep kitchen hours: 22.5 @ $28 ............. $630.00
Cold storage (1 shelf, monthly) ............. $75.00
Truck parking (monthly) .................... $150.00
Total due 15 April 2026 .................... $855.00""",
    )
    neg(
        "food:mpesa-sheng",
        ["pasted", "sms", "question_after", "lang_sheng"],
        """SDH7X2K9LM Confirmed. Ksh1,300.00 paid to MAMA MBOGA GRILL. on 14/4/26 at 1:05 PM. New M-PESA
balance is Ksh2,418.50. Transaction cost, Ksh0.00.

Msee huyu anasema alilipa 1,500 lakini message inasema 1,300. Nimwambie aje bila kuleta noma?""",
    )
    neg(
        "food:pr-permiso",
        ["pasted", "permit", "question_after", "lang_es_PR"],
        """MUNICIPIO DE CAYEY — PERMISO DE VENTA AMBULANTE
Permiso núm.: VA-2026-0088
Titular: La Guagua del Lechón LLC
Ubicación autorizada: PR-184, km 27.4 (Guavate)
Días: viernes a domingo, 8:00 a.m. a 8:00 p.m.
Vigencia: 1 de enero de 2026 al 31 de diciembre de 2026

¿Con este permiso puedo estacionarme en las fiestas de Cidra el mes que viene o necesito otro?""",
    )
    neg(
        "food:orange-money-camfranglais",
        ["pasted", "sms", "question_after", "lang_camfranglais"],
        """Transfert de 4000 FCFA recu du 699 41 27 33 (NJOYA). Nouveau solde: 61250 FCFA. ID transaction:
MP260413.1422.B33817. 13/04/2026 14:22

Le gars dit qu'il a send 5000 pour 6 soya et 2 plantains, mais moi je vois 4000. Je lui write quoi
sans que ça chauffe?""",
    )
    neg(
        "food:norfuk-ship-schedule",
        ["pasted", "schedule", "question_after", "lang_pih"],
        """Cruise ship visits, Norfolk Island (tender to Kingston pier, weather permitting)
Tue 14 Apr  Pacific Explorer  07:00-16:00
Sat 25 Apr  Coral Princess    08:00-17:00
Thu 7 May   Pacific Explorer  07:00-15:30

Watawieh, wen es ar bestie dieh fer get ar van daun ar pier? Ai dunno if ar ship gwen kam ef ar sea
es raf.""",
    )


# --- negatives: independent shops --------------------------------------------------------------------------


def _negatives_shops() -> None:
    neg(
        "shops:price-list-email",
        ["pasted", "email", "effective_date", "question_after", "en_GB"],
        """Subject: Price changes effective 1 May 2026
From: Yorkshire Trade Wholesale <accounts@ytw.example>

Dear customer, from Friday 1 May 2026 the following list prices change:
- Screws 4x40mm (box 200): £6.80 → £7.35
- Rock salt 25kg: £7.90 → £8.60
- Sandbags (empty, 10): £4.50 → £4.50 (no change)
Orders placed before 30 April are invoiced at current prices.

Should I put my big rock salt order in now, and how much would 40 bags save?""",
    )
    neg(
        "shops:stocktake-csv",
        ["pasted", "csv", "code_fence", "timestamp_first_column", "question_after", "en_GB"],
        """```csv
Timestamp,SKU,Description,Counted,System,Counter
2026-03-31 18:02:11,SCR-440,Screws 4x40 (200),7,9,Ellie
2026-03-31 18:04:37,PLG-BRN,Wall plugs brown (100),14,14,Ellie
2026-03-31 18:09:50,SALT-25,Rock salt 25kg,0,3,Mark
2026-03-31 18:15:02,HOS-12,Hose connector 1/2in,8,8,Mark
```
Which variances should I look into first, and what's the value if screws are £6.80 and salt £7.90?""",
    )
    neg(
        "shops:deli-delivery-note",
        ["pasted", "delivery_note", "lot_codes", "multi_turn", "earlier_turn", "en_as_working_language"],
        """User: This came with this morning's delivery:
BOLLA DI CONSEGNA n. 2026/1187 — Caseificio Val d'Enza
Data: 09/04/2026
Parmigiano Reggiano 24 mesi — lotto PR240319 — 8,2 kg — prod. 19/03/2024
Burrata 125 g x 60 — lotto BU100426 — scad. 16/04/2026
Gorgonzola dolce — lotto GD280326 — 2,1 kg — scad. 10/05/2026
Assistant: Thanks. Everything on the note matches the standing order plus the festival burrata. Anything
you want me to check?
User: Why does the Parmigiano line say 2024? Is it old stock?
Assistant:""",
    )
    neg(
        "shops:bookshop-distributor",
        ["pasted", "order_confirmation", "isbn", "question_after", "en_IE"],
        """Order confirmation GAL-0417/2026/0388   Date: 13/04/2026
9780224097826  The Green Road (Enright)            qty 1  dispatch 14/04  due 16/04
9781529153910  Prophet Song (Lynch)                qty 2  dispatch 14/04  due 16/04
9780571355655  Small Things Like These (Keegan)    qty 3  reprinting — expected 30/04

A customer needs The Green Road by the 12th of next month, is there any risk?""",
    )
    neg(
        "shops:record-listing-export",
        ["pasted", "export", "catalogue_numbers", "question_after", "lang_sxu"],
        """Artist,Title,Label,Cat No,Year,Condition,Price
Puhdys,Die Puhdys,Amiga,8 55 253,1973,VG+,18.00
Karat,Über sieben Brücken,Amiga,8 55 725,1980,VG,12.00
Silly,Februar,Amiga,8 56 389,1989,NM,25.00
City,Am Fenster,Amiga,8 55 398,1978,G+,8.00

Nu, sind die Breise for die Amiga-Blaadn ze niedrich? Ä Gunde hat gesaacht, de Puhdys gosd online 30.""",
    )
    neg(
        "shops:butcher-order-table",
        ["pasted", "table", "collection_dates", "question_after", "en_GB"],
        """| Ref     | Name     | Order                               | Collect          |
|---------|----------|-------------------------------------|------------------|
| XM-0142 | Hughes   | Bronze turkey 6-7kg, pigs in blankets | 23 Dec 10:00   |
| XM-0157 | Patel    | Beef rib 3 bone, chipolatas x36     | 24 Dec 08:30     |
| XM-0163 | O'Brien  | Goose 5kg                           | 22 Dec 15:00     |
| XM-0170 | Lloyd    | Turkey crown 3kg                    | 24 Dec 08:30     |

How many orders are due on Christmas Eve before 9, and do I need a second person on the counter?""",
    )
    neg(
        "shops:repair-ticket",
        ["pasted", "ticket", "imei", "indented", "question_before", "en_GB"],
        """Customer wants to know why her repair is taking longer than quoted, here's the ticket:

    REPAIR TICKET  R-26-0419
    Booked in: 10/04/2026 15:40    Promised: 11/04/2026 17:00
    Device: Samsung Galaxy A54, IMEI 352991114072837
    Fault: cracked screen, touch not working on left edge
    Notes 11/04: screen replaced, touch still dead on left edge -> suspect board, ordered flex 11/04
    Status: waiting for part (ETA 15/04)""",
    )
    neg(
        "shops:reorder-report-generated",
        ["pasted", "generated_first_line", "report", "question_after", "en_GB"],
        """Generated: 13/04/2026 06:00 (weekly)
StockPilot reorder report — Hartley's Hardware
Below par: Screws 4x40 (3/10), Sandbags (0/40), Rock salt (2/20)
Fast movers: Sandbags (52 in 7 days), Rock salt (31 in 7 days)
Suggested order value: £612.40

Is it worth ordering 40 sandbags when the flood warning was lifted on Saturday?""",
    )
    neg(
        "shops:scale-label",
        ["pasted", "label", "no_pointer", "en_GB_welsh"],
        """Y PANTRI — Refill
Porridge oats   0.752 kg   £0.25/100g   £1.88
Packed 14/04/26 10:42   Use by 14/10/26
Scale 2   Op: Nia

customer says 750g should be £1.87 not £1.88, who's right""",
    )
    neg(
        "shops:market-invoice",
        ["pasted", "invoice", "code_fence", "question_before", "en_GB"],
        """Can you check the maths on today's wholesale market invoice?
```
NEW SPITALFIELDS — A. Russo & Sons   Inv 55120   14/04/2026 04:50
Strawberries 12x400g x4 trays @ £14.00 ..... £56.00
Asparagus 5kg x2 @ £32.50 .................. £65.00
Cherry tomatoes 9x250g x3 @ £9.75 .......... £29.25
Total ...................................... £148.25
```""",
    )
    neg(
        "shops:pfalz-lieferschein",
        ["pasted", "delivery_note", "question_after", "lang_pfl"],
        """Lieferschein Nr. 4471 — Spargelhof Becker, Schifferstadt
Datum: 13.04.2026
Spargel weiß Kl. I, 16+ .... 12 kg
Spargel grün .............. 4 kg
Erdbeeren (Schale 500 g) .. 40 Schale

Heit sin awer nur 35 Schale Erdbeere kumme. Was schreib ich em Becker, dass er die fünf gutschreibt?""",
    )
    neg(
        "shops:manado-nota",
        ["pasted", "receipt", "question_after", "lang_xmm"],
        """SERVIS HP KAWANUA — NOTA SERVIS
No. 0412/IV/2026   Tgl masuk: 10/04/2026   Tgl ambil: 11/04/2026
Samsung A54 — ganti LCD original .......... Rp 1.050.000
Garansi 30 hari (tidak termasuk kena air)

Kaka, ini layar baru so bagaris ijo, padahal baru 5 hari. Garansi masih berlaku kang?""",
    )


# --- negatives: dogs and pets ------------------------------------------------------------------------------


def _negatives_dogs() -> None:
    neg(
        "dogs:walk-report",
        ["pasted", "report", "between_paragraphs", "en_GB"],
        """Biscuit's owner has emailed to query yesterday's walk. This is what the app recorded:

Walk report — Biscuit
Pick-up 11:42 · Drop-off 12:51 · 4.1 km · 69 min
Route: Fletcher Moss Park, river path, back via Stenner Lane
Photos: 6 · Wee ✓ · Poo ✓ · Water ✓

She says Biscuit was only out for 40 minutes because her doorbell camera shows him back at 12:22.
How do I answer that without sounding defensive?""",
    )
    neg(
        "dogs:groom-record-card",
        ["pasted", "record", "question_before", "en_IE"],
        """Should we shave Murphy this time? Here's his card:

Murphy — cavapoo — DOB 03/2022
12/01/2026  full groom, 7F body, teddy face, matting behind ears (light)
09/03/2026  full groom, 5F body — matted legs, owner agreed shorter
Notes: hates the dryer on his face; use the quiet one. Owner: Aoife Buckley""",
    )
    neg(
        "dogs:sitter-visit-log",
        ["pasted", "log", "indented", "no_blank_line", "question_before", "en_NZ"],
        """Mrs Henderson wants an invoice for these at $25 a visit, can you write it?
    Sat 11/04  08:05-08:35  fed, litter, Pīpī hiding
    Sat 11/04  17:40-18:10  fed, played with Kūmara
    Sun 12/04  08:20-08:45  fed, litter, Pīpī ate a bit
    Sun 12/04  18:00-18:25  fed, watered tomatoes""",
    )
    neg(
        "dogs:daycare-incident",
        ["pasted", "incident_report", "question_before", "en_US"],
        """Rewrite this incident report so it's calm and clear for the owner:

Incident report — Bark Park Daycare
Date/time: 04/09/2026, approx. 2:15 PM
Dogs involved: Duke (lab, 3y), Pepper (boxer mix, 5y)
What happened: scuffle at the water bowl, Duke has a 1 cm scratch on his left ear. Cleaned with
saline, no bleeding after 5 min. Dogs separated for 30 min, then fine.
Staff: Jess R.""",
    )
    neg(
        "dogs:walker-invoice",
        ["pasted", "invoice", "no_pointer", "en_GB"],
        """PAWS ABOUT TOWN — INVOICE PAT-0331
Period: 2-27 March 2026
Biscuit: 12 x solo walk (60 min) @ £15 .... £180.00
Biscuit: 2 x drop-in visit @ £10 ........... £20.00
Total ...................................... £200.00
Due: 10 April 2026 · Bank transfer, ref PAT-0331

the owner paid £180, missing £20, is a polite reminder ok or should I just let it go""",
    )
    neg(
        "dogs:app-notifications",
        ["pasted", "notifications", "relative_day", "question_after", "en_US"],
        """Fluff Stop Pro
Today 09:12 — New booking: Luna (goldendoodle), Thu 9-11 AM
Today 08:47 — Cancellation: Max (schnauzer), Wed 1-3 PM
Yesterday 18:30 — Review: ★★★★★ from Carla G.
Yesterday 11:02 — Payout sent: $612.00

Did Max's cancellation come in early enough to charge the 24-hour fee? His appointment was Wednesday.""",
    )
    neg(
        "dogs:insurance-certificate",
        ["pasted", "certificate", "policy_period", "question_after", "en_CA"],
        """CERTIFICATE OF INSURANCE
Insured: Trailhead Dog Walks (Sarah Lapointe), Ottawa ON
Policy no: PSL-2291774
Coverage: Commercial general liability $2,000,000; care, custody and control $10,000
Policy period: 2026-03-15 to 2027-03-15

A condo board wants proof I'm insured to walk dogs from their building. Is this enough, or do they need
to be named on it?""",
    )
    neg(
        "dogs:ambon-jadwal",
        ["pasted", "schedule", "question_after", "lang_abs"],
        """Jadwal grooming minggu ini — Rumah Grooming Mutiara
Sanen 13/04  09.00 Poodle (Ibu Leiwakabessy) — jemput
Slasa 14/04  10.30 Shih tzu (Bpk. Pattinama)
Rabu 15/04   14.00 Kucing persia (Nona Maya)
Kamis 16/04  09.00 Golden (Bpk. Sahetapy) — jemput

Ale, beta mau tambah satu anjing hari Rabu pagi, masih bisa ka seng? Katong cuma dua orang kerja.""",
    )
    neg(
        "dogs:cajun-client-dates",
        ["user_dates", "question", "lang_cajun"],
        """On part samedi le 18 et on revient le dimanche 26 au soir. Ça fait combien de visites si vous-autres
venez matin et soir, et combien ça va coûter à 38 piasses par jour? Le premier jour c'est juste le soir.""",
    )


# --- negatives: print shops, signwriters and engravers --------------------------------------------------


def _negatives_print() -> None:
    neg(
        "print:job-ticket",
        ["pasted", "ticket", "date_in_job_number", "question_before", "en_GB"],
        """Can the finishing be done before the due date on this one if the guillotine is down till Thursday?

JOB TICKET  J20260413-07
Customer: Exeter Riverside Parkrun   Taken: 13/04/2026 by Sam
Item: A5 flyers, 350gsm silk, 4/4, qty 1,000
Due: 16/04/2026 12:00 (collect)
Press: Konica 6136   Finishing: trim to size, shrink-wrap in 250s""",
    )
    neg(
        "print:proof-thread-multiturn",
        ["pasted", "multi_turn", "earlier_turn", "email_thread", "en_GB"],
        """User: Here's the email thread with the bride's mum about the order of service:
On 9 Apr 2026, at 20:14, Helen Pascoe wrote:
> Proof 2 looks lovely but it's Saint Petroc's, not St Petrocks.
On 10 Apr 2026, at 08:32, Riverside Print wrote:
> Thanks Helen, corrected on proof 3, attached.
On 10 Apr 2026, at 21:55, Helen Pascoe wrote:
> Perfect, please print 120.
Assistant: Got it: proof 3 approved, 120 copies. Anything else you need from the thread?
User: Yes, did she ever confirm the paper? I can't see it.
Assistant:""",
    )
    neg(
        "print:pdfinfo",
        ["pasted", "tool_output", "creation_date", "question_after", "en_GB"],
        """$ pdfinfo flyer_final_v3.pdf
Title:          Parkrun flyer
Producer:       Canva
CreationDate:   Sat Apr 11 21:36:02 2026 BST
ModDate:        Sat Apr 11 21:36:02 2026 BST
Pages:          1
Page size:      419.53 x 595.28 pts (A5)
PDF version:    1.4

Does this tell me if it has bleed? The customer swears she added it.""",
    )
    neg(
        "print:engraving-years",
        ["pasted", "spreadsheet", "years_as_content", "question_after", "en_GB"],
        """Trophy, Year, Winner
Men's Singles, 2023-24, Tom Irving
Men's Singles, 2024-25, Graham Irving
Men's Singles, 2025-26, Graham Irving
Ladies' Pairs, 2024-25, M. Bell & A. Rooke
Ladies' Pairs, 2025-26, M. Bell & A. Rooke

The club wants "2025-26" on the plates but the shield already says "2024/25" style with a slash. Which
should we use so it matches?""",
    )
    neg(
        "print:tshirt-order-sheet",
        ["pasted", "spreadsheet", "question_before", "en_GB"],
        """Total these up by size please and tell me if we've hit the 40 minimum:

Name | Size | Qty | Paid
Auntie Joy | XL | 2 | yes
Uncle Ralph | L | 1 | yes
The Hazells | M | 4 | no
Kerry-Ann | S | 2 | yes
Cousins from Bequia | mixed (see list) | 18 | part
Grandma | 2XL | 1 | yes
Deadline for names: 24/04/2026""",
    )
    neg(
        "print:landlord-consent",
        ["pasted", "letter", "question_after", "en_KE"],
        """KISUMU PLAZA LTD
Ref: KP/TEN/114/26          10 April 2026
To: Fresh Cutz & More (Shop 14)
RE: CONSENT FOR EXTERNAL SIGNAGE
We consent to the installation of one illuminated sign not exceeding 3.0 m x 1.0 m above Shop 14,
subject to installation by 30 June 2026 and removal at the end of your lease (31 December 2028).

Does this let me put a second smaller sign on the side wall too?""",
    )
    neg(
        "print:tharu-bill",
        ["pasted", "bill", "devanagari_digits", "question_after", "lang_thl"],
        """चौधरी फोटोकपी एण्ड प्रिन्ट, धनगढी
बिल नं. ४१२   मिति: २०८२/१२/३१
फोटोकपी (कालो) ५० पाना × ३ = १५०
लेमिनेसन २ × ४० = ८०
जम्मा: २३०

दाइ, ई बिलमे मिति नेपाली महिनामे बा, अंग्रेजी तारिक कत्रा हुई? कार्यालयमे मंगता।""",
    )
    neg(
        "print:extremaduran-pedido",
        ["pasted", "order", "question_after", "lang_ext"],
        """Pedidu nº 77 — Imprenta La Raya
Cartelis A3 a color ........ 100 x 1,20 € = 120,00 €
Tarjetas de visita ......... 200 ........ = 32,00 €
Entrega: vienris 21 d'agostu
Señal pagá: 50,00 €

¿Cuántu me queda por pagal y pa qué hora puéu dil a por ellus el vienris?""",
    )


# --- negatives: farm shops and subscriptions, other small trades ----------------------------------------


def _negatives_farm_other() -> None:
    neg(
        "farm:veg-box-schedule",
        ["pasted", "table", "schedule", "question_after", "en_GB"],
        """| Round    | Day      | April deliveries      | Cut-off (9am)        |
|----------|----------|-----------------------|----------------------|
| Stroud   | Thursday | 2, 9, 16, 23, 30      | the Tuesday before   |
| Nailsworth | Friday | 3, 10, 17, 24         | the Wednesday before |
| Painswick | Tuesday | 7, 14, 21, 28         | the Sunday before    |

A Nailsworth customer wants to change her box for the 24th. What's the last moment she can do it?""",
    )
    neg(
        "farm:subscription-export",
        ["pasted", "csv", "export", "code_fence", "question_before", "en_GB"],
        """Who's paused and when do they come back? Export from the subscription app:

```
customer,box,frequency,next_delivery,paused_until,since
J. Okonkwo,Medium,fortnightly,2026-04-23,,2023-09-14
R. Daniels,Small,weekly,,2026-05-06,2025-01-20
M. Fitzgerald,Large,weekly,2026-04-16,,2021-06-03
S. Akhtar,Medium,weekly,,2026-04-29,2024-11-11
```""",
    )
    neg(
        "farm:newsletter-draft",
        ["user_draft", "dates_in_prose", "question_before", "en_GB"],
        """Tidy up my newsletter, keep it chatty:

hi all, asparagus season starts saturday 25 april (weather permitting!!) and we'll have it till about
21 june. PYO strawberries from mid june. shop open 9-5 tues-sun, closed bank holiday monday 4 may.
new this year: eggs from Sarah's hens at the gate honesty box, £3.50 a dozen""",
    )
    neg(
        "farm:egg-labels",
        ["pasted", "label", "packing_date", "between_paragraphs", "en_GB_yorkshire"],
        """A customer at the gate asked me something I couldn't answer. Here's the label off the boxes going
out this week:

DALE END FARM — Free range eggs — Mixed weight — 12
Packed: 14/04/2026   Best before: 11/05/2026
Keep refrigerated after purchase
UK 1 23456 (producer code)

She wanted to know if the packed date is the day they were laid. Is it? And what does the code mean?""",
    )
    neg(
        "farm:pyo-confirmation",
        ["pasted", "confirmation", "between_paragraphs", "en_US"],
        """We run the PYO bookings and a family sent us their confirmation with a question:

Your PYO booking is confirmed!
Miller Family Farm — Strawberries
Saturday, June 13, 2026 · 9:30 AM - 11:00 AM
Party: 6 adults, 4 children · Confirmation #MFF-61447
Containers are sold at the barn ($4). No dogs in the fields.

It's supposed to rain all Saturday. Can they switch to Sunday with the same confirmation, or do they
need to rebook?""",
    )
    neg(
        "farm:webhook-debug",
        ["pasted", "webhook_headers", "debugging", "question_after", "en_GB"],
        """POST /webhooks/boxes HTTP/1.1
Webhook-Id: msg_2fK8xQ1vT9LmZ3pR6sW0yN4aB7c
Webhook-Timestamp: 1776159912
Webhook-Signature: v1,Qm9xZXNBcmVHcmVhdFNpZ25hdHVyZUhlcmUxMjM0NTY3ODk=
Content-Type: application/json

{"type":"subscription.paused","data":{"customer":"R. Daniels","paused_until":"2026-05-06"}}

My little Flask app says the signature doesn't match. Do I sign the raw body, or the parsed JSON? And
does the timestamp go into it?""",
    )
    neg(
        "farm:milk-round-note",
        ["pasted", "note", "user_dates", "question_after", "en_GB_welsh"],
        """Note left in the empty bottles at number 9:
"Dai — no milk Fri 17th to Wed 29th please, we're in Tenby. Back to normal Fri 1st. Extra pint
Wed 29th if you can. Diolch! — Gwen"

Which of my delivery days does that cancel? I come Mon, Wed and Fri.""",
    )
    neg(
        "farm:pothwari-order",
        ["pasted", "message", "question_after", "lang_pothwari"],
        """آرڈر نمبر: PO-۲۰۲۶-۰۴۱۳
وڈا ڈبہ × ۱ — ۴,۰۰۰ روپے
ٹماٹر اضافی ۲ کلو، بھنڈی اضافی ۱ کلو
ترسیل: اتوار ۱۹ اپریل، شام ۴ توں ۷

ایہہ آرڈر ٹھیک اے؟ میں جمعرات آکھیا سی، اتوار کیوں لکھیا ہویا اے؟""",
    )
    neg(
        "farm:bundeli-hisab",
        ["pasted", "ledger", "devanagari_digits", "question_after", "lang_bns"],
        """हिसाब — अप्रैल
०२/०४ डिब्बा + घी (दुगनो) — ₹ ८५०
०९/०४ डिब्बा — ₹ ६२०
१६/०४ डिब्बा (आलू कम) — ₹ ६००
कुल — ₹ २०७०, जमा — ₹ १५००

भैया, बाकी कितनो बचो? और ९ तारीख वारो डिब्बा तो आओई नइं, ऊको पइसा काय लगो?""",
    )
    neg(
        "other:mot-history",
        ["pasted", "printout", "no_blank_line", "question_after", "en_GB_welsh"],
        """MOT history — VAUXHALL CORSA, reg CY15 KXT
12 Mar 2026  PASS   Mileage 84,112   Advisory: front brake pads wearing thin (1.5mm)
14 Mar 2025  PASS   Mileage 79,840
11 Mar 2024  FAIL   Mileage 75,003   Nearside headlamp aim too high
11 Mar 2024  PASS (retest) Mileage 75,010
Expiry date: 11 March 2027
The customer wants brake pads doing. Can I tell her she's been driving on an advisory for a month?""",
    )
    neg(
        "other:hot-tub-water-log",
        ["pasted", "log", "multi_turn", "earlier_turn", "en_GB_geordie"],
        """User: Tub 3 came back from hire. Readings:
13/04 16:20  chlorine 0.4 ppm  pH 7.9  temp 36C  water cloudy
13/04 17:05  shock dosed 40g
14/04 08:10  chlorine 3.2 ppm  pH 7.5  temp 34C  water clear
Assistant: The shock has brought chlorine back up and the water has cleared. Do you want a checklist
before it goes out again?
User: Aye, and can it go out again Friday or does it need a full drain first?
Assistant:""",
    )
    neg(
        "other:fabric-order",
        ["pasted", "order_confirmation", "question_before", "en_FK"],
        """Will this reach Stanley in time for sports week in late December if it goes on the next ship?

Order 2026-0318-MS  Placed 18 March 2026
Crypton "Moss" 140cm wide x 12 m — £312.00
Shipping: sea freight via Mare Harbour, consolidated monthly sailing
Estimated dispatch: 4 May 2026""",
    )
    neg(
        "other:pipa-certificate",
        ["pasted", "certificate", "question_after", "en_SH"],
        """PIPA INFLATABLE TEST CERTIFICATE
Tag no: 41-88210   Item: 12 x 15 ft castle with slide
Test date: 02/10/2025   Next test due: 01/10/2026
Max users: 8 (up to 1.5 m tall)   Wind limit: 24 mph

A mum says a party on a windy day was unsafe. The forecast that day was 20 mph gusting 28. Were we
within the certificate or not?""",
    )
    neg(
        "other:firewood-moisture",
        ["pasted", "table", "question_after", "lang_grenadian_creole"],
        """Load   Wood        Moisture %   Split
A      Mahogany    18           yes
B      Mango       27           yes
C      Mixed       22           no
D      Logwood     16           yes

Which one ah could sell as ready fuh burnin now? De hotel want dry wood only.""",
    )


# --- negatives: platforms ----------------------------------------------------------------------------------


def _negatives_platforms() -> None:
    neg(
        "platforms:lead-notification",
        ["pasted", "notification_email", "multi_turn", "earlier_turn", "en_GB"],
        """User: I got this last night:
New lead on LocalPros
Boiler not firing — Sheffield S11 — posted 13 Apr 2026, 19:42
"Vaillant ecoTEC, showing F28, no heating since this morning."
3 pros have contacted this customer · 9 credits (£13.50)
Lead ID: LP-7718203
Assistant: That's a boiler lead that three other pros had already contacted. Did you accept it?
User: Yes, and the customer hasn't replied. Can I get the credits back?
Assistant:""",
    )
    neg(
        "platforms:reviews-export",
        ["pasted", "csv", "export", "question_before", "en_IE"],
        """Pull out the three most common complaints from our review export:

review_id,date,rating,text
rv_8812,2026-01-14,5,"Bailey looked amazing, great with nervous dogs"
rv_8840,2026-02-02,2,"Waited 40 mins at pick-up"
rv_8871,2026-02-19,3,"Nice cut but ears too short"
rv_8902,2026-03-08,2,"Pick-up time not ready again"
rv_8935,2026-03-30,2,"Ear fur cut far too short\"""",
    )
    neg(
        "platforms:catalogue-csv",
        ["pasted", "csv", "catalogue", "question_after", "en_ZA"],
        """id,title,price,availability,sale_price_effective_date
CB-250-ETH,Ethiopian Yirgacheffe 250 g,165 ZAR,in stock,
CB-250-RWA,Rwanda Huye 250 g,155 ZAR,in stock,2026-04-01T00:00+02:00/2026-04-30T23:59+02:00
CB-1K-HSE,House blend 1 kg,420 ZAR,out of stock,
MK-MOKA-3,Moka pot 3 cup,399 ZAR,in stock,

WhatsApp rejected my catalogue upload with "invalid sale price". Which row is it and why?""",
    )
    neg(
        "platforms:receipt-ocr-user",
        ["pasted", "ocr", "receipt", "question_after", "en_GB"],
        """SHELL BRADFORD RD
14/04/2026 06:58 PUMP 4
DIESEL 48.21 L @ 1.459  £70.34
VAT @ 20%  £11.72
CARD ****4417 CONTACTLESS
AUTH 009321

I copied that off a faded receipt. Fuel for the van — can I claim all of it if I sometimes use the van
at weekends?""",
    )
    neg(
        "platforms:payout-report",
        ["pasted", "report", "code_fence", "question_before", "en_GB"],
        """Why is there a £6.97 difference between gross and net on Friday? Here's the payout report:
```text
Payout report — The Daily Loaf
Date        Payments  Gross     Fees    Net      Paid out
10/04/2026  78        £412.60   £6.97   £405.63  13/04/2026
11/04/2026  141       £806.20   £13.62  £792.58  13/04/2026
```""",
    )
    neg(
        "platforms:invoice-pasted",
        ["pasted", "invoice", "quoted", "question_after", "en_NZ"],
        """> TAX INVOICE INV-2026-0142
> Kiwi Sparks Electrical Ltd · GST 118-204-773
> Issued: 20/02/2026 · Due: 06/03/2026
> Install 2 x outdoor sensor lights ................ $520.00
> Replace switchboard RCD .......................... $685.00
> Subtotal $1,205.22 · GST $180.78 · Total $1,386.00

Hang on, 520 + 685 isn't 1,205.22. Did I type something wrong?""",
    )
    neg(
        "platforms:booking-api-response",
        ["pasted", "json_id_first", "api_response", "question_after", "en_US"],
        """{"id": "apt_3Fq9LmX2", "created_at": "2026-04-13T22:41:09Z", "start": "2026-04-14T09:00:00-07:00",
 "end": "2026-04-14T10:30:00-07:00", "service": "90 min deep tissue", "status": "confirmed",
 "client": {"name": "Dana K.", "tz": "America/Los_Angeles"}}

The client showed up at 10 saying her confirmation said 10:00. Did our API send the wrong time, or is
this a time zone thing?""",
    )
    neg(
        "platforms:gbp-insights",
        ["pasted", "export", "quoted", "no_pointer", "en_US"],
        """> Google Business Profile — Hudson Valley Tree & Stump
> Period: Jan 1, 2026 - Mar 31, 2026
> Calls: 142 (Jan 31, Feb 38, Mar 73)
> Website clicks: 211
> Direction requests: 64
> Searches: "tree removal near me" 1,204; "stump grinding" 388

calls doubled in march and we didn't change anything??""",
    )
    neg(
        "platforms:receptionist-summary",
        ["pasted", "email", "call_summary", "question_before", "en_KE"],
        """Is this call summary enough for the plumber to go, or should someone call her back first?

Call summary — Maji Safi Plumbers
Caller: Amina, Nyali (0722 418 337)
Call time: 12/04/2026 07:51 (3 min 20 s)
Issue: roof tank overflowing, float valve stuck, water running down outside wall
Urgency: high (water damage)
Requested: plumber today, before 2 pm""",
    )
    neg(
        "platforms:wa-api-error",
        ["pasted", "api_error", "trace_id_in_error", "question_after", "en_ZA"],
        """{"error": {"message": "(#131047) Re-engagement message", "type": "OAuthException", "code": 131047,
 "error_data": {"details": "More than 24 hours have passed since the recipient last replied."},
 "fbtrace_id": "AbX7q2LmN9pR4sT0vW3yZ1c"}}

What does this mean? I was just sending the customer her order update.""",
    )
    neg(
        "platforms:webhook-delivery-debug",
        ["pasted", "webhook_headers", "debugging", "question_before", "en_US"],
        """Our booking webhooks started failing yesterday. This is one delivery from the dashboard, what's
wrong with it?

POST https://hooks.fluffstop.example/bookings
X-Bookly-Delivery: 6f1c2a9e-0b7d-4e55-9a2c-4f8d1e3b7a60
X-Bookly-Timestamp: 2026-04-13T15:02:44Z
X-Bookly-Signature: sha256=2b7e91c0d4f6a8e3b5c7d9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a6b8
Response: 401 Unauthorized (142 ms)""",
    )


# --- negatives: stable look-alikes in program positions, and other traps -------------------------------


def _negatives_stable() -> None:
    neg(
        "stable:installer-header",
        ["stable_lookalike", "header_block", "prompt_revision", "en_GB"],
        """Business: Peak Heat Renewables Ltd
Gas Safe reg: 552718
MCS number: NAP-55127
Public liability insurance valid to: 2027-01-31
Prompt revision: 2026-03-02

You help customers of a heat pump installer understand running costs and grants. Use the Boiler
Upgrade Scheme figure of £7,500 and never promise savings.

Customer: Is a heat pump worth it in a 1930s semi with the old radiators?
Assistant:""",
    )
    neg(
        "stable:widget-front-matter",
        ["stable_lookalike", "yaml_front", "api_version", "tenant", "en_GB"],
        """---
widget_id: wdg_fadeandblade_bold_st
api_version: 2025-11-01
tenant: 5c0e8a7d-2f4b-4f0a-9d3e-81b6c7a2e419
timezone: Europe/London
---
You are the booking assistant for Fade & Blade barbers in Liverpool. Offer free slots only from the
list the booking system gives you; if there is no list, ask the visitor which day suits them.

Visitor: do yous do hot towel shaves?
Assistant:""",
    )
    neg(
        "stable:yoga-header",
        ["stable_lookalike", "header_block", "knowledge_cutoff", "season", "en_CA"],
        """Knowledge cutoff: 2025-06
Timetable valid: 6 April – 28 June 2026
Studio opened: 2019
Time zone: America/Vancouver

You are the front-desk assistant for Salt Spring Yoga Collective. Answer from the timetable and the
studio policies; for anything medical, suggest speaking to the teacher before class.

Student: Can I come to Yin if I'm recovering from a knee operation?
Assistant:""",
    )
    neg(
        "stable:food-truck-bullets",
        ["stable_lookalike", "md_bullets", "member_since", "licence_expiry", "en_GB"],
        """## Business
- **Trading name:** Smokestack BBQ
- **Pitch licence:** PL-2026-0417 (expires 31/12/2026)
- **Member of Bristol Street Food since:** March 2022
- **Food hygiene rating:** 5 (inspected 14/08/2025)

You answer customer messages for the truck. Be cheerful and short.

Customer: Are you doing the harbour festival this year?
Assistant:""",
    )
    neg(
        "stable:stock-app-json",
        ["stable_lookalike", "json_inline", "calver", "store_id", "en_GB"],
        """{"app":"stockpilot","build":"2026.4.2","store_id":"HH-SETTLE-01","terminal":"T2","locale":"en-GB"}
You explain StockPilot features to shop owners in short steps. You can't see their data.

Owner: how do I set a par level for a whole category at once?
Assistant:""",
    )
    neg(
        "stable:walker-xml",
        ["stable_lookalike", "xml_attr", "validity_dates", "en_GB"],
        """<walker id="W-0113" name="Ellie" dbs_checked="2025-09-12" insured_until="2027-03-15" max_dogs="4"/>
You write short, friendly updates from the dog walker to the owner, using only what the walker says.

Walker: Biscuit was a star, met a new spaniel, muddy paws but towelled off.
Update:""",
    )
    neg(
        "stable:quote-template-comment",
        ["stable_lookalike", "html_comment", "template_revision", "en_GB"],
        """<!-- template: quote-v7 rev 2026-01-19 -->
You write quotes for Riverside Print (Exeter) from the job details. Always show VAT separately and say
that artwork must be supplied print-ready.

Job: 500 business cards, 400gsm matt, double-sided, with rounded corners.
Quote:""",
    )
    neg(
        "stable:farm-delivery-day",
        ["stable_lookalike", "header_block", "weekday_setting", "en_GB"],
        """Customer: M. Fitzgerald
Box: Large veg box
Delivery day: Friday (every week)
Plan revision: 2026.1
Customer since: 2021-06-03

You help veg box customers of Hillside Organics change their orders. Changes close at 9am two days
before delivery.

Customer: Can I add a bag of new potatoes and a dozen eggs this time?
Assistant:""",
    )
    neg(
        "stable:whatsapp-business-ids",
        ["stable_lookalike", "header_block", "account_ids", "en_ZA"],
        """WABA ID: 104882731664201
Phone number ID: 118204773391650
Catalogue ID: 882913774105221
Display name: Mzansi Brews

You reply to customers of a coffee stall on WhatsApp. Keep replies under 40 words and only quote
catalogue prices.

Customer: Do you deliver to Woodstock?
Assistant:""",
    )
    neg(
        "stable:review-location",
        ["stable_lookalike", "header_block", "policy_date", "en_IE"],
        """Location ID: 11874429910337405521
Business: Muddy Paws Grooming, Naas
Reply policy: v3 (approved 2026-02-10)

Draft replies to reviews in a warm, professional voice, signed "Orla". Never mention other customers.

Review: ★★★★☆ "Great groom, just a bit pricey." — Ciarán
Draft:""",
    )
    neg(
        "stable:bookkeeping-settings",
        ["stable_lookalike", "header_block", "fiscal_year", "en_GB"],
        """VAT number: GB 486 2401 34
Financial year end: 31 March
VAT quarters: Feb / May / Aug / Nov
Accounting scheme: Flat Rate (electrical contractors)

You answer a sole-trader electrician's bookkeeping questions in plain English and say when they
should ask their accountant.

Electrician: Do I charge VAT on a job I quoted before I registered?
Assistant:""",
    )
    neg(
        "stable:bracket-context",
        ["stable_lookalike", "kv_inline", "bracket_context", "en_GB"],
        """[ctx shop=castle-trophies since=2011-06-01 tz=Europe/London lang=en-GB]
You lay out engraving text for trophies and medals. Small plates take 28 characters per line.

Customer: "Carlisle Harriers — Cross Country Champion — 2025/26 — Lucy Armstrong"
Layout:""",
    )
    neg(
        "stable:norfolk-chatml",
        ["stable_lookalike", "chatml", "timezone", "en_NF"],
        """<|im_start|>system
You answer messages for Hilli's Ice Cream Van on Norfolk Island.
Timezone: Pacific/Norfolk
Business hours: 11:00-17:00, closed Mondays
Price list updated: 2025-12-01
<|im_end|>
<|im_start|>user
How much is a double scoop in a waffle cone?<|im_end|>
<|im_start|>assistant
""",
    )
    neg(
        "stable:card-reader",
        ["stable_lookalike", "header_block", "firmware_date", "serial", "en_GB"],
        """Reader serial: SRL-2A7F-44102
Firmware: 4.12.0 (2026-02-18)
Merchant: The Daily Loaf, Hove
Fee plan: 1.69% in person

You help small merchants troubleshoot their card reader. Give steps in order and stop when it works.

Merchant: The reader keeps saying "battery low" even though it's been charging all night.
Assistant:""",
    )
    neg(
        "stable:md-table-settings",
        ["stable_lookalike", "md_table", "account_since", "en_AU"],
        """| Setting            | Value                 |
|--------------------|-----------------------|
| Opening hours      | Tue-Sat 09:00-17:30   |
| Booking lead time  | 2 hours               |
| Account since      | 14/06/2021            |
| Cancellation window| 24 hours              |

You are the booking assistant for Polished Nail Bar, Fremantle. Use the settings above.

Client: Can I book for an hour from now?
Assistant:""",
    )
    neg(
        "stable:hunsrik-cliente-desde",
        ["stable_lookalike", "header_block", "member_since_localized", "lang_hrx"],
        """Kunde: Família Schneider
Cliente desde: março de 2019
Adress: Linha Santa Cruz, Santa Cruz do Sul
Wartungsvertrag gültich bis: 31/12/2026

Du bist de Assistent vun Klein Encanamentos. Antwort kurz uf Hunsrik.

Kunde: Muss ich fer die jährlich Kontroll vum Warmwassertank extra bezahle?""",
    )
    neg(
        "stable:date-format-instructions",
        ["example_date", "instructions", "en_GB"],
        """You format appointment times for SMS reminders. Always write dates as DD/MM/YYYY, for example
14/04/2026, and times in 24-hour format, for example 09:05. Always include the year.

Input: "groom for Luna thurs 9-11am"
Output:""",
    )


def _negatives_misc() -> None:
    neg(
        "misc:booking-id-question",
        ["id_in_question", "en_GB"],
        """Why would booking FB-7QK2 show as "cancelled by shop" when none of us cancelled it? Could the app
do that on its own if the deposit payment failed?""",
    )
    neg(
        "misc:job-uuid-question",
        ["id_in_question", "uuid_content", "en_AU"],
        """Job 4c1f9a2e-6b7d-4d1a-9e3f-2a8b7c6d5e40 shows as "unassigned" on the board but Josh says he did it
this morning. How do I find out who changed it?""",
    )
    neg(
        "misc:epoch-question",
        ["id_in_question", "epoch", "en_AU"],
        """Our booking export has times like 1776159912 and 1776163512. What are those in Sydney time, and
why would two bookings be exactly an hour apart?""",
    )
    neg(
        "misc:few-shot-extraction",
        ["few_shot", "example_date", "en_GB"],
        """Extract the booking as JSON.

Example input: "Skin fade with Jade, Thursday 16/04/2026 at 17:20"
Example output: {"service": "Skin fade", "staff": "Jade", "date": "2026-04-16", "time": "17:20"}

Input: "Beard trim with Mo on 18/04/2026, 11:40"
Output:""",
    )
    neg(
        "misc:unrendered-template",
        ["template", "unrendered", "en_US"],
        """Translate this reminder template into Spanish. Keep the placeholders exactly as they are.

"Hi {{first_name}}, this is Fluff Stop! We'll arrive on {{appointment_date}} between
{{window_start}} and {{window_end}}. Reply C to confirm. Sent {{sent_at}}.\"""",
    )
    neg(
        "misc:user-clock",
        ["user_clock", "en_GB_welsh"],
        """It's half seven here and the van still won't start, battery's flat. I've got a brake job in Llanelli
at nine. Write me a text to the customer saying I'll be late, maybe an hour, sorry.""",
    )
    neg(
        "misc:relative-times",
        ["relative_time", "en_KE"],
        """A customer called 20 minutes ago saying the plumber was supposed to arrive an hour ago. The plumber
says he left the last job 45 minutes ago and is stuck in traffic on Nyali bridge. Write a calm reply.""",
    )
    neg(
        "misc:date-arithmetic",
        ["dates_in_question", "en_US"],
        """If a couple paid the food truck deposit on March 3 and our terms say the balance is due 6 weeks
before the event, and the event is Saturday, June 13, which date do I put on the invoice?""",
    )
    neg(
        "misc:exercise-translation",
        ["exercise", "dates_in_prose", "lang_cnr"],
        """Prevedi na engleski, za natpis na vratima radnje: "Zatvoreno od 1. do 15. avgusta 2026. Hitne
intervencije: 067 123 456. Od 17. avgusta radimo po starom radnom vremenu, 8-16h.\"""",
    )
    neg(
        "misc:wamid-question",
        ["id_in_question", "message_id", "en_ZA"],
        """WhatsApp says message wamid.HBgLMjc4MjQxMTc3MzMVAgARGBIzRjFCQTk4RDc0QjJDMUU5NzAA failed with
"undeliverable". Does the ID tell me which customer it was, or do I need to look it up?""",
    )
    neg(
        "misc:jwt-decode",
        ["id_in_question", "jwt", "pasted", "en_US"],
        """My booking widget sends this token and the server says it's expired. Can you decode it and tell me
when it expired?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJtZW5kLW1hc3NhZ2UiLCJpYXQiOjE3NzYxNTk5MTIsImV4cCI6MTc3NjE2MzUxMn0.7pVq2mT9xK4sN1bR8cY3zW6aD0fH5jL2uE9gQ4iO1rA""",
    )
    neg(
        "misc:control-plain-1",
        ["plain"],
        """You are the assistant for a mobile dog groomer. Answer in two sentences.

Customer: Do you groom cats too?
Assistant:""",
        hard=False,
    )
    neg(
        "misc:control-plain-2",
        ["plain"],
        """Suggest three names for a coffee cart that sells Ethiopian coffee at farmers' markets. Short,
easy to say, not puns.""",
        hard=False,
    )


# --- generated families: one field in a body at a position ------------------------------------------------

Body = tuple[str, str, str, str, str, str, str | None]

BODIES: list[Body] = [
    (
        "jobloop",
        "trades",
        "en_GB",
        "uk",
        "You are the office assistant in JobLoop, a job app for small electrical firms. Keep answers short and practical.",
        "How do I copy last week's job sheet to a new customer?",
        "Assistant:",
    ),
    (
        "sparkquote",
        "trades",
        "en_GB_welsh",
        "uk",
        "You help electricians in Wales turn site notes into quotes. Keep the electrician's prices as written.",
        "Can you add a line for making good the plaster after chasing?",
        "Assistant:",
    ),
    (
        "roofdesk",
        "trades",
        "en_IE",
        "ie",
        "You answer enquiries for a roofing contractor in Cork. Ask for photos before quoting anything.",
        "Do ye do flat roofs on extensions, and how long does a felt roof last?",
        "Reply:",
    ),
    (
        "poolpro",
        "trades",
        "en_US",
        "us_east",
        "You help pool service techs in Florida with water chemistry. Give doses for the pool size given.",
        "15,000 gallons, pH 8.0, how much muriatic acid do I add?",
        "Assistant:",
    ),
    (
        "tradie-mate",
        "trades",
        "en_AU",
        "au_east",
        "You are the assistant in a job app for Australian tradies. Plain answers, no fluff.",
        "How do I send a customer a variation for extra work halfway through a job?",
        "Assistant:",
    ),
    (
        "fundi-connect",
        "trades",
        "sheng",
        "ke",
        "Wewe ni msaidizi wa FundiConnect, app ya mafundi wa Nairobi. Jibu kwa Sheng au Kiswahili, kwa ufupi.",
        "Msee, nikichukua job ya kuweka tiles bafu, nichaji aje kwa square metre?",
        None,
    ),
    (
        "fontaneria-isla",
        "trades",
        "es_IC",
        "canary",
        "Eres el asistente de una fontanería de Las Palmas. Responde corto y en el español del cliente.",
        "¿Cuánto me cobran por desatascar el fregadero un sábado?",
        None,
    ),
    (
        "toitures-mq",
        "trades",
        "mq",
        "carib",
        "Ou sé asistan on antrepriz twa an Matinik. Réponn kout, an kréyòl oben an fransé.",
        "Konbyen sa ka kouté pou chanjé dé tòl asou kaz-la?",
        None,
    ),
    (
        "vukovic-elektro",
        "trades",
        "cnr",
        "cet",
        "Ti si asistent za električara iz Podgorice. Odgovaraj kratko, na jeziku klijenta.",
        "Koliko košta zamjena utičnice u kupatilu?",
        None,
    ),
    (
        "klein-encanamentos",
        "trades",
        "hrx",
        "br_south",
        "Du bist de Assistent vun en Klempner in Santa Cruz do Sul. Antwort kurz uf Hunsrik.",
        "Wievel koscht es, en neie Wasserhahn in de Kich inzubaue?",
        None,
    ),
    (
        "fadebook",
        "beauty",
        "en_GB_scouse",
        "uk",
        "You are the booking assistant for a barber shop in Liverpool. Friendly and short.",
        "can I bring my little lad in for his first haircut, he's 2",
        "Assistant:",
    ),
    (
        "nailtown",
        "beauty",
        "hinglish",
        "in",
        "You are the booking assistant for a nail bar in Mumbai. Reply in the customer's Hindi-English mix.",
        "Gel polish removal ka kitna lagega, aur kitna time lagta hai?",
        "Assistant:",
    ),
    (
        "breathe-studio",
        "beauty",
        "en_CA",
        "ca_east",
        "You are the front desk assistant of a small yoga studio in Toronto. Warm and short.",
        "Do I need to bring my own mat for my first class?",
        "Assistant:",
    ),
    (
        "urut-kb",
        "beauty",
        "kelantan",
        "my",
        "You book traditional massage in Kota Bharu. Reply in Kelantanese Malay.",
        "Kak, ado slot petang ni untuk urut kaki? Ambo kijo sapa pukul limo.",
        None,
    ),
    (
        "barberia-pana",
        "beauty",
        "es_VE",
        "ve",
        "Eres el asistente de una barbería en Maracaibo. Responde corto y con cariño.",
        "Chamo, ¿cuánto sale el corte con diseño?",
        None,
    ),
    (
        "anmo-cd",
        "beauty",
        "sichuan",
        "cn",
        "You book massage appointments in Chengdu. Reply in the customer's Sichuanese-flavoured Mandarin.",
        "师傅，明天下午有没得空嘛？我想按个肩颈。",
        None,
    ),
    (
        "wadi-breath",
        "beauty",
        "ar_OM",
        "om",
        "You book yoga retreats near Nizwa. Reply in Omani Arabic.",
        "عندكم ريتريت الشهر الجاي؟ وكم الحجز للشخص؟",
        None,
    ),
    (
        "kofi-cutz",
        "beauty",
        "gh_pidgin",
        "gh",
        "You book barber appointments in Osu. Reply in the customer's Ghanaian Pidgin.",
        "Chale, you dey do home service for Spintex side?",
        "Reply:",
    ),
    (
        "yoga-testaccio",
        "beauty",
        "romanesco",
        "cet",
        "You book classes for a yoga studio in Rome. Reply in Roman dialect or Italian.",
        "Aò, quanto costa 'na lezione de prova?",
        None,
    ),
    (
        "mei-nails",
        "beauty",
        "nan_penang",
        "my",
        "You book nail appointments in Penang. Reply in Penang Hokkien, romanised.",
        "Ah Mei, Lé-pài ē-po͘ ū îng bô?",
        None,
    ),
    (
        "smokestack",
        "food",
        "en_GB",
        "uk",
        "You answer customers of a BBQ food truck in Bristol. Short and cheerful.",
        "Are you doing gluten-free buns this weekend?",
        "Assistant:",
    ),
    (
        "little-crema",
        "food",
        "en_AU",
        "au_east",
        "You answer messages for a coffee cart in Melbourne. Keep it short.",
        "Can you do a wedding for 120 guests in Daylesford?",
        "Assistant:",
    ),
    (
        "lechon-truck",
        "food",
        "es_PR",
        "carib",
        "Eres el asistente de un food truck de lechón en Cayey. Contesta corto.",
        "¿Tienen pernil pa' llevar el domingo?",
        None,
    ),
    (
        "soya-truck",
        "food",
        "camfranglais",
        "cm",
        "Tu es l'assistant d'un food truck de soya à Douala. Réponds court, dans le style du client.",
        "Le truck va être à Akwa ce soir ou bien? Je want 3 soya.",
        None,
    ),
    (
        "hillis-van",
        "food",
        "pih",
        "norfolk",
        "You answer messages for an ice cream van on Norfolk Island. Reply in Norfuk or English.",
        "Watawieh, yu gat mango ice-cream in ar van?",
        "Reply:",
    ),
    (
        "tashi-momo",
        "food",
        "sikkimese",
        "in",
        "You take momo pre-orders for a food truck in Gangtok. Reply in English or Nepali.",
        "Tashi delek! Is veg momo available, and can I pick up at 7?",
        "Reply:",
    ),
    (
        "hartleys",
        "shops",
        "en_GB",
        "uk",
        "You help the owner of a hardware shop use the stock app. Plain steps.",
        "How do I mark a delivery as two boxes short?",
        "Assistant:",
    ),
    (
        "formaggeria",
        "shops",
        "en_DE",
        "cet",
        "You help an Italian deli in Munich with supplier orders. Answer in English.",
        "Can you draft a message asking the supplier to move delivery to Wednesday?",
        "Assistant:",
    ),
    (
        "obst-ritter",
        "shops",
        "pfl",
        "cet",
        "You help a greengrocer in Neustadt with prices and signs. Reply in Palatinate German.",
        "Was verlang ich fer die Spargel, wenn de Großhandel jetzt 9 Euro will?",
        None,
    ),
    (
        "kawanua-hp",
        "shops",
        "xmm",
        "wita",
        "You are the assistant of a phone repair shop in Manado. Reply in Manado Malay.",
        "Kaka, ganti batre iPhone 11 berapa? Bisa tunggu?",
        None,
    ),
    (
        "rille33",
        "shops",
        "sxu",
        "cet",
        "Du bist der Assistent von einem Plattenladen in Leipzig. Antworte kurz, gerne auf Sächsisch.",
        "Habt'r och Gassetten von Karat?",
        None,
    ),
    (
        "vivaio-gulla",
        "shops",
        "calabrian",
        "cet",
        "You answer messages for a plant nursery near Cosenza. Reply in Calabrian or Italian.",
        "Aviti i chianti di basilicò e di pipi forti?",
        None,
    ),
    (
        "paws-about",
        "dogs",
        "en_GB",
        "uk",
        "You help a dog walking business in Manchester write messages to owners.",
        "Write a message saying walks will be 15 minutes shorter during the heatwave.",
        "Assistant:",
    ),
    (
        "bark-park",
        "dogs",
        "en_US",
        "us_east",
        "You answer questions for a dog daycare in Raleigh. Friendly and clear.",
        "Does my dog need a temperament test before the first day?",
        "Assistant:",
    ),
    (
        "mutiara-grooming",
        "dogs",
        "abs",
        "wit",
        "You book dog grooming in Ambon. Reply in Ambonese Malay.",
        "Bu, grooming kucing juga ka seng?",
        None,
    ),
    (
        "bayou-purr",
        "dogs",
        "cajun",
        "us_central",
        "You answer messages for a cat sitter in Louisiana. Reply in Cajun French or English.",
        "Vous-autres donnez les médicaments aux chats si ils en ont besoin?",
        None,
    ),
    (
        "islandtails",
        "dogs",
        "antigua",
        "carib",
        "You answer texts for a dog walking service in Antigua. Reply in Antiguan Creole or English.",
        "Unu does walk big dog dem too?",
        "Reply:",
    ),
    (
        "printhaus",
        "print",
        "en_US",
        "us_east",
        "You quote banners and signs for a print shop in Albany. Short answers.",
        "What file format do you need for a banner?",
        "Assistant:",
    ),
    (
        "vincy-ink",
        "print",
        "vincy",
        "carib",
        "You answer messages for a screen printing shop in Kingstown. Reply in Vincentian Creole or English.",
        "Allyuh does print on hoodie too?",
        "Reply:",
    ),
    (
        "la-raya",
        "print",
        "ext",
        "cet",
        "Eres el asistente de una imprenta en Coria. Responde en estremeñu o en castellano.",
        "¿Hacéis pegatinas pa los botis de miel?",
        None,
    ),
    (
        "chaudhary-print",
        "print",
        "thl",
        "np",
        "You are the assistant of a photocopy shop in Dhangadhi. Reply in Tharu or Nepali.",
        "दाइ, रंगीन प्रिन्ट एक पन्नाके कत्रा पैसा?",
        None,
    ),
    (
        "hillside-boxes",
        "farm",
        "en_GB",
        "uk",
        "You help veg box customers of a farm shop in Stroud. Short and friendly.",
        "Can I swap the potatoes for extra salad this week?",
        "Assistant:",
    ),
    (
        "kisan-mart",
        "farm",
        "bns",
        "in",
        "You answer messages for a farm box subscription in Jhansi. Reply in Bundeli or Hindi.",
        "भैया, ई हफ्ता को डिब्बा कबै आहे?",
        None,
    ),
    (
        "potohar-organic",
        "farm",
        "pothwari",
        "pk",
        "You answer messages for a vegetable box farm near Rawalpindi. Reply in Pothwari or Urdu.",
        "اس ہفتے ساگ ملسی؟",
        None,
    ),
    (
        "kiulu-tani",
        "farm",
        "dtp",
        "my",
        "You answer messages for a farm shop near Tamparuli. Reply in Kadazan-Dusun or Malay.",
        "Kopivosian, ada tuhau minggu ini?",
        None,
    ),
    (
        "localpros",
        "platforms",
        "en_GB",
        "uk",
        "You help tradespeople use the LocalPros marketplace. Explain credits and leads clearly.",
        "Why was I charged credits for a lead I didn't accept?",
        "Assistant:",
    ),
    (
        "mzansi-brews",
        "platforms",
        "en_ZA",
        "za",
        "You reply to WhatsApp Business customers of a coffee stall in Cape Town.",
        "Can I pay with SnapScan when I collect?",
        "Assistant:",
    ),
    (
        "chairtime",
        "platforms",
        "en_JM",
        "jm",
        "You are the assistant in a booking app used by barbers in Kingston. Keep it simple.",
        "How mi set up a deposit fi new customer dem?",
        "Assistant:",
    ),
    (
        "kiwi-sparks",
        "platforms",
        "en_NZ",
        "nz",
        "You help a small electrical business in Hamilton with its invoicing app. Plain steps.",
        "How do I add a late fee to an overdue invoice?",
        "Assistant:",
    ),
]

LOCALES: dict[str, str] = {
    "en_GB": "en-GB",
    "en_GB_welsh": "en-GB",
    "en_GB_scouse": "en-GB",
    "en_IE": "en-IE",
    "en_US": "en-US",
    "en_AU": "en-AU",
    "en_CA": "en-CA",
    "en_ZA": "en-ZA",
    "en_JM": "en-JM",
    "en_NZ": "en-NZ",
    "en_DE": "en-DE",
    "sheng": "sw-KE",
    "es_IC": "es-ES",
    "mq": "fr-MQ",
    "cnr": "cnr-ME",
    "hrx": "hrx-BR",
    "hinglish": "hi-Latn-IN",
    "kelantan": "ms-MY",
    "es_VE": "es-VE",
    "sichuan": "zh-CN",
    "ar_OM": "ar-OM",
    "gh_pidgin": "en-GH",
    "romanesco": "it-IT",
    "nan_penang": "nan-Latn-MY",
    "es_PR": "es-PR",
    "camfranglais": "fr-CM",
    "pih": "pih-NF",
    "sikkimese": "en-IN",
    "pfl": "pfl-DE",
    "xmm": "id-ID",
    "sxu": "de-DE",
    "calabrian": "it-IT",
    "abs": "id-ID",
    "cajun": "fr-US",
    "antigua": "en-AG",
    "vincy": "en-VC",
    "ext": "es-ES",
    "thl": "thl-NP",
    "bns": "hi-IN",
    "pothwari": "ur-PK",
    "dtp": "ms-MY",
}

LOCAL_NOW: dict[str, tuple[str, Callable[[datetime], str]]] = {
    "mq": ("Jòdi", mq_now),
    "cajun": ("L'heure asteur", cajun_now),
    "camfranglais": ("Aujourd'hui", fr_now),
    "es_IC": ("Hoy", es_now),
    "es_VE": ("Hora actual", es_ampm),
    "es_PR": ("Fecha y hora", es_now),
    "ext": ("Hoi", ext_now),
    "hrx": ("Hoit", hrx_now),
    "pfl": ("Heit", pfl_now),
    "sxu": ("Heide", sxu_now),
    "calabrian": ("Oji", cal_now),
    "romanesco": ("Mo'", rom_now),
    "cnr": ("Danas je", cnr_now),
    "xmm": ("Skarang", xmm_now),
    "abs": ("Sakarang", abs_now),
    "kelantan": ("Arini", kel_now),
    "dtp": ("Tadau diti", dtp_now),
    "sichuan": ("今天", sichuan_now),
    "nan_penang": ("Kin-jit", nan_now),
    "sheng": ("Leo", sheng_now),
    "pothwari": ("اج", pothwari_now),
    "bns": ("आज", bundeli_now),
    "thl": ("आज", tharu_now),
    "ar_OM": ("الحين", omani_now),
    "sikkimese": ("དེ་རིང་", sikkimese_now),
    "pih": ("Tudieh", en_chat_now),
    "hinglish": ("Aaj", hinglish_now),
}

Field = tuple[str, str, str, str, Callable[[Gen21, datetime], str]]

FIELDS: list[Field] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t)),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3)),
    ("datetime", "rfc3339_us", "Event time", "event_time", lambda g, t: rfc3339(t, 6)),
    ("datetime", "go_nano", "Received", "received", lambda g, t: go_nano(t, g.small(1, 1000))),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t)),
    ("datetime", "rfc2822", "Sent", "sent", lambda g, t: rfc2822(t)),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t)),
    ("datetime", "py_str", "Built at", "built_at", lambda g, t: py_str(t)),
    ("datetime", "py_iso", "now", "now", lambda g, t: py_iso(t)),
    ("datetime", "py_logging", "Logged", "logged", lambda g, t: py_logging(t)),
    ("datetime", "log4j", "receivedAt", "receivedAt", lambda g, t: log4j_iso(t)),
    (
        "datetime",
        "dotnet_o",
        "RequestTimestamp",
        "requestTimestamp",
        lambda g, t: dotnet_o(t, g.small(0, 10)),
    ),
    ("datetime", "js_iso", "clientTime", "clientTime", lambda g, t: js_iso(t)),
    ("datetime", "java_date", "Server time", "server_time", lambda g, t: java_date(t)),
    ("datetime", "ruby_s", "Generated", "generated", lambda g, t: ruby_s(t)),
    ("datetime", "pg_tz", "db_now", "db_now", lambda g, t: pg_tz(t)),
    ("datetime", "php_date", "Server time", "server_time", lambda g, t: php_date(t)),
    ("datetime", "en_us_locale", "Local time", "local_time", lambda g, t: en_us_locale(t)),
    ("datetime", "dmy_dot", "Current time", "current_time", lambda g, t: dmy_dot(t)),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t)),
    ("datetime", "windows_general", "System time", "system_time", lambda g, t: windows_general(t)),
    ("datetime", "excel_serial", "NOW()", "now_serial", lambda g, t: excel_serial(t)),
    ("date", "uk_long", "Today", "today", lambda g, t: uk_long(t)),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t)),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t)),
    ("datetime", "h12", "Time now", "time_now", lambda g, t: h12(t)),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t))),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t))),
    ("epoch", "epoch_ns", "t_ns", "t_ns", lambda g, t: str(epoch_ns(t, g.small(1, 1000)))),
    ("epoch", "epoch_frac", "ts", "ts", lambda g, t: epoch_frac(t)),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4()),
    ("request_id", "ulid", "Request", "req", lambda g, t: g.ulid(t)),
    ("request_id", "hex32", "X-Request-ID", "x_request_id", lambda g, t: g.hex(32)),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent()),
    ("trace_id", "b3", "b3", "b3", lambda g, t: g.b3()),
    ("session_id", "nanoid", "Session", "session", lambda g, t: g.nanoid()),
    ("session_id", "uuid7", "Conversation", "conversation_id", lambda g, t: g.uuid7(t)),
    ("session_id", "ksuid", "Chat session", "chat_session", lambda g, t: g.ksuid(t)),
    ("message_id", "wamid", "Message ID", "message_id", lambda g, t: g.wamid()),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16)),
    ("run_id", "prefixed_run", "Run", "run", lambda g, t: "run_" + g.b62(20)),
]
NUMERIC = {"epoch_s", "epoch_ms", "epoch_ns", "epoch_frac", "excel_serial"}

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

STABLE_LINES = [
    "Locale: {locale}",
    "Channel: whatsapp",
    "Plan: Solo trader",
    "Model: gpt-4o-mini",
    "Tier: small-business",
    "Prompt version: 4.1.0",
    "Knowledge cutoff: 2025-06",
    "Region: eu-west-2",
]

STABLE_ANY: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-11-01", False),
    ("Knowledge cutoff", "knowledge_cutoff", "2025-06", False),
    ("Prompt revision", "prompt_revision", "2026-02-14", False),
    ("Member since", "member_since", "2021-03-03", False),
    ("Tenant", "tenant", "7d2e9c41-5b0a-4f3e-8a61-c2f9b0d47e15", False),
    ("Office hours", "office_hours", "Mon-Fri 08:00-17:00", False),
    ("Timeout", "timeout_s", "30", True),
    ("Workspace", "workspace", "ws_01HQ7Z3K9M2T5V8X1B4N6R0C3D", False),
    ("Financial year", "financial_year", "2026-27", False),
    ("App release", "app_release", "2026.04.1", False),
    ("Contract start", "contract_start", "2025-09-01T00:00:00Z", False),
]
STABLE_DOMAIN: dict[str, list[tuple[str, str, str, bool]]] = {
    "trades": [
        ("Gas Safe reg", "gas_safe_reg", "552718", False),
        ("NICEIC no", "niceic_no", "600411", False),
        ("Insurance valid to", "insured_until", "2027-01-31", False),
    ],
    "beauty": [
        ("Booking lead time", "lead_time", "2 hours", False),
        ("Studio opened", "opened", "2019-05-04", False),
        ("Studio licence", "studio_licence", "HBL/2024/0387", False),
    ],
    "food": [
        ("Pitch licence", "pitch_licence", "PL-2026-0417", False),
        ("Hygiene inspected", "hygiene_inspected", "2025-08-14", False),
        ("Menu updated", "menu_updated", "2026-03-21", False),
    ],
    "shops": [
        ("Store ID", "store_id", "HH-SETTLE-01", False),
        ("Terminal", "terminal", "T2", False),
        ("Price list updated", "price_list_updated", "2026-03-01", False),
    ],
    "dogs": [
        ("DBS checked", "dbs_checked", "2025-09-12", False),
        ("Walker licence", "walker_licence", "DWL-2025-1183", False),
        ("Policy", "policy_no", "PSL-2291774", False),
    ],
    "print": [
        ("ICC profile", "icc_profile", "ISOcoated_v2_300", False),
        ("Press serial", "press_serial", "A6T0021004912", False),
        ("Proof template", "proof_template", "v7-2026-01-19", False),
    ],
    "farm": [
        ("Delivery day", "delivery_day", "Friday", False),
        ("Subscription started", "subscription_start", "2024-11-11", False),
        ("Customer since", "customer_since", "2021-06-03", False),
    ],
    "platforms": [
        ("WABA ID", "waba_id", "104882731664201", False),
        ("Location ID", "location_id", "11874429910337405521", False),
        ("Catalogue ID", "catalogue_id", "882913774105221", False),
    ],
}
LOCAL_SINCE: dict[str, tuple[str, str]] = {
    "mq": ("Kliyan dépi", "mas 2021"),
    "cnr": ("Klijent od", "3. mart 2021."),
    "xmm": ("Pelanggan sejak", "3 Maret 2021"),
    "ar_OM": ("عميل منذ", native("3 مارس 2021", ARABIC_INDIC)),
    "bns": ("ग्राहक कब से", native("3 मार्च 2021", DEVANAGARI)),
}

GENERATED_POSITIVES = 38
GENERATED_NEGATIVES = 20


def _forms(label: str, key: str, value: str, numeric: bool) -> dict[str, str]:
    """One field as each position writes it."""
    quoted = '"' + value + '"'
    plain_yaml = ": " not in value and value[:1] not in "[{&*!|>%@`#'\"" and not value.isdigit()
    return {
        "line": f"{label}: {value}",
        "yaml": f"{key}: {value if plain_yaml or numeric else quoted}",
        "json": f'"{key}": {value if numeric else quoted},',
        "attr": f'{key}="{value}"',
        "kv": f"{key}={quoted if ' ' in value else value}",
        "bracket": f"({label}: {value})",
        "comment": f"<!-- {label}: {value} -->",
        "bullet": f"- **{label}:** {value}",
    }


def _render(g: Gen21, position: str, body: Body, forms: dict[str, str], mark: Callable[[str], str]) -> str:
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


def generated_positives(g: Gen21) -> list[Draft]:
    """One volatile field, or the current date written in the body's language, in a body at a position."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    used = 0
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
            cue, family, label, key, make = fields[used % len(fields)]
            used += 1
            forms = _forms(label, key, make(g, t), family in NUMERIC)
        marked = _render(g, position, body, forms, lambda s, cue=cue: v(cue, s))
        out.append(
            draft(
                marked, f"generated:{name}+{family}", ["generated", domain, position, family, f"lang_{lang}"]
            )
        )
    return out


def generated_negatives(g: Gen21) -> list[Draft]:
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


# --- assembly -----------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen21(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_trades()
    _negatives_beauty()
    _negatives_food()
    _negatives_shops()
    _negatives_dogs()
    _negatives_print()
    _negatives_farm_other()
    _negatives_platforms()
    _negatives_stable()
    _negatives_misc()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold21", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
