"""Build `prompt_normalizer/corpus/holdout37.jsonl`, a thirty-seventh labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout37.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout36.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its closing lines (`build`, `main`
and the placement helpers of its pasted negatives) for the structure of a generator. None of their
scenarios is repeated. The corpus keeps away from the energy sector (grid operations, renewables, EV
charging). The sources are libraries, archives and museums, galleries and auction houses, heritage
sites and conservation studios. Earlier docstrings name neighbours in this field: library catalogues
with EZproxy cookies and Koha searches and museum guides with beacons (make_holdout6), art galleries
with a CRM draft, consignment agreements, antiques' provenance chains and a clock auction
(make_holdout13), visual arts and museums (make_holdout15: collection records, outgoing loans,
condition reports with photo uploads, timed-entry ticketing, facility reports and humidity logs,
conservation treatment records), libraries' digital services (make_holdout20: e-book lending, SIP2,
ISO 18626 messages, digitisation QC runs, METS headers, fixity checks, newspaper OCR, reading room
seat booking and production slips, transcription leases, COUNTER reports, OAI-PMH harvests) and
used-car, property and storage auctions (make_holdout17, make_holdout25, make_holdout34). Their
formats were not reused (no EZproxy, Koha, SIP2, ISO 18626, METS, COUNTER or OAI-PMH messages, no
beacons, no photo uploads); where a kind of record comes back (a fixity report, a treatment record, a
CRM record, a condition report, a logger export, a document order slip, a map-room table booking) it
is in another setting and format. The sources are:

* libraries: a catalogue discovery front end (HTTP `Date` and `X-Request-ID` among stable headers), a
  MARC copilot (YAML front matter above a MARC record whose 005 and 008 stay), a batch-edit helper
  that writes the 005 for this save, an interlibrary loan desk (pretty JSON), a law library (ChatML
  system stamp), a lost-card chat in The Hague, a rare books provenance desk behind a traceparent
  HTML comment, an events desk (`[ctx ...]` pairs), a bindery queue "as of" a time with its snapshot
  id, a Copenhagen map collection, an opening-hours helper with a `get_current_time` tool result, a
  digital collections site's build; and as hard negatives MARC and Dublin Core records, loan
  receipts, overdue notices, a patron screen, holdings with due and in-transit dates, a library API
  error that opens with `request_id` and `timestamp`, an image server's access log;
* archives: a map room table booking (XML attributes), reproduction permissions (Llama 3.1 `Today
  Date`), an EAD series behind `X-Correlation-ID`, a retention schedule with a footer, a parish
  register transcript fetched for the request, a born-digital ingest run, an oral history upload, a
  Groningen regional archive, a reprographics payment (Stripe), a US county search room (Semantic
  Kernel time sentence), a Teams staff bot (.NET round trip), a transcription viewer (JavaScript
  `toString()`), a Friends' mailbox poll under a member's e-mail, a catalogue cookie with the session
  pair last, accession summaries (Python logging); and as hard negatives EAD components, bag-info
  files, PREMIS events, an accessions register, a deed of gift, researchers' e-mails, a document
  order slip;
* digitisation: a capture station's `KEY=value` environment, an IIIF manifest fetched for the
  request, OCR review behind a logfmt line, a QC bot in Slack (`ts` and event id), a fixity explainer
  (single-line JSON); and as hard negatives capture logs, QC reports, exiftool output, a sha256
  manifest and an error report from a collections site;
* museums: a collections system record pulled for the request, a visitor guide (templated date
  sentence, conversation id at the tail), an exhibition object list behind X-Ray, school bookings
  (`isoformat()`), a Friends' desk (JWT), desks in Toulouse and Basel, integrated pest management
  counts "as of" a time with the poll id, a deaccession memo dated today by the drafting tool, an
  object entry receipt issued today, a ticket helper behind an edge line, a loans register (Log4j),
  an attendant's relayed text (`[received ...]`), image licensing (B3 headers), a comment kiosk
  (epoch us), a museum in Belém; and as hard negatives object records, trap logs, logger CSVs, a
  gate scan log, a renewal e-mail, a licensing invoice;
* galleries and auction houses: a live-bidding helper (auction server clock, bidder session), a timed
  auction (bid nonce, request epoch), condition report requests in Standard Webhooks form, a gallery
  CRM behind Datadog headers, an art fair rota (ISO week), a consignor statement desk (Windows time),
  desks in Madrid and Stockholm, a catalogue note writer (markdown table), absentee bids (`(sent ...)`
  and `Msg-Id` after the last message), a stolen-art register search run, a premium calculator
  (epoch s), a website enquiry behind CF-Ray, consignment intake (KSUID); and as hard negatives a
  show's price list, lot lists, results CSVs, bid histories, condition reports, provenance, consignment receipts, buyer's
  invoices, a webhook delivery pasted to debug, a gallery e-mail thread, an export licence;
* heritage sites and conservation studios: a fortress in the Algarve, a ranger's tablet clock, a
  treatment record (Python `str()` and a studio session), XRF results with the spectrometer PC's
  clock, a washi studio in Kochi, listed building enquiries behind a GCP trace, finds labels and a
  donor letter dated today by the tool, a hanok centre in Gangneung, a stone conservation studio in
  Lecce, private hire (markdown bullets), a dig diary (`toISOString()`); and as hard negatives
  treatment and XRF reports, radiocarbon and tree-ring reports, causeway crossing times, a listed
  building decision, a donor's thank-you letter and a daily sales summary.

Formats: RFC 3339 at precisions 0, 3 and 9 with `Z` and offsets, RFC 1123, RFC 2822, ctime, GNU
`date`, Python `str()`, `isoformat()` and logging, Log4j ISO 8601, Go RFC3339Nano, .NET round-trip
and "f", JavaScript `toISOString()` and `toString()`, Windows general, Apache `time_local`, English
long dates with and without the weekday, ISO dates, ISO week dates, Llama 3.1's `Today Date`, a MARC
005 value, day-first slashed, dashed and dotted date-times, a time of day with its zone, the
varieties' "now" labels with their own date forms (`kl. 15.05`, `15 h 05`, `16h05`, 年月日, 오후 N시),
epochs in s, ms and us. Identifiers: UUID v4 and v7, ULID, KSUID, nanoid, ObjectId, traceparent, B3,
AWS X-Ray, GCP and Datadog trace ids, Cloudflare ray ids, long hex, base62, base64url and base64
tokens, a JWT, Slack `ts` and event ids, Discord-style snowflakes, Standard Webhooks ids and
signatures, Stripe `req_` and idempotency keys, and vendor-prefixed ids (`mf_`, `up_`, `bs_`, `lj_`,
`msg_`, `bq-`, `pr-`, `dj-`, `ipm-`).

Prompts are in English (British, with a US county archive and a New York consignor desk) and in
Haags (The Hague Dutch), Gronings, Baseldytsch (Basel German), Toulousain French, Madrileño Spanish,
Stockholmska (Stockholm Swedish), Københavnsk (Copenhagen Danish), Algarvio Portuguese, Paraense
(Belém) Portuguese, Salentino (Lecce) Italian, Tosa-ben (Kochi) Japanese and Gangwon Korean (12
varieties whose names the earlier docstrings do not use, checked with grep against them; the
languages they belong to are used there), with system prompts in Dutch, German, French, Spanish,
Swedish, Danish, Portuguese, Italian, Japanese and Korean around most of them and questions in
those languages appended to some pasted blocks. The prompts in these varieties are short: a system
prompt, the app's "now" label in the variety (`Tijd nou (Den Haag):`, `Tied nou (Grunn):`, `D Zyt jetz
(Basel):`, `Date et heure :`, `Hora actual (Madrid):`, `Klockan nu (Sthlm):`, `Klokken nu (Kbh):`,
`Hora atual (Faro):`, `Agora (Belém):`, `Ora attuale (Lecce):`, `現在時刻（高知）:`, `현재 시각(강릉):`) or
other metadata, and a user's message in the variety, with which the prompt ends.

What it is: 299 prompts. 140 carry volatile fields (196 spans): 74 hand-written positives (110 spans;
34 with two fields and one with three) and 66 generated ones (86 spans; 20 with two fields). 159
carry none: 24 hand-written negatives that are not pasted (22 hard negatives: an accession number, a
MARC 005, logger epochs, an error reference, a JWT and a traceparent the user asks about; stable
look-alikes in program positions -- a catalogue release, knowledge cutoff, prompt version and review
date in a header block, a sale's date in a system prompt, opening hours and exhibition dates in front
matter, member-since in a markdown table, an API version in single-line JSON, a firmware date in
`KEY=value` lines, exhibition dates in XML attributes, a template review date in an HTML comment,
rules validity in a ChatML system turn, a Llama 3 header with only its knowledge cutoff; relative
times, few-shot EDTF dates, an unrendered `{{current_date}}`, a user-typed clock, loan arithmetic and
ISO weeks of a plan; and two plain controls) and 135 hard negatives built from 45 pasted blocks, each
placed three times in rotation among twelve arrangements: question after the block, before it, typed
straight under it with no blank line, across two blank lines each side below a one-line
introduction, after a pointing sentence wrapped over two lines, at the end of a line ending in
"Please read" whose object is the block, above a "Forwarded message" line, in a user turn under a
system prompt, quoted with "> " below an introduction, in a code fence, with a question before and a
follow-up after, and with a question in another language appended. The generated positive family
puts one field, or two of different kinds (20 cases), into one of 16 bodies (10 English, 6 in the
varieties above) at one of thirteen positions (head, system tail, header block with stable
neighbours, after the last user message, footer after `--`, YAML front matter, pretty JSON members
never last in their object, single-line JSON members, XML attributes followed by a stable attribute,
`key=value` pairs in a bracketed context line followed by a stable pair, HTML comments, markdown
bullets, markdown table rows), drawn from 34 formats and labels (33 used). The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout36.py (envelope vs
payload, per-run ids, places vs conversations, document and record dates, snapshot and fetch times,
pasted blocks that open with metadata-like lines, work sessions, per-message stamps, device clocks,
"today" written into an artefact, bracketed and inline spans, ASCII cue lines, localized "now"
labels). Clarifications made here:

* Collection records are content: accession numbers (also when they begin with a year), MARC 005
  and 008 values already in a record, `dc:date`, EAD `unitdate`, PREMIS `eventDateTime`,
  `Bagging-Date` and `Payload-Oxum`, due dates, hold expiries, card expiries, order and production
  times on slips, capture times in EXIF and capture logs, QC and fixity run dates, trap check dates,
  logger timestamps, lot numbers, estimates, sale dates, lot closing times, hammer times and bid
  histories, consignment, invoice, receipt and licence numbers, licence validity, acquisition and
  treatment dates, radiocarbon and tree-ring dates and causeway times stay, also next to a program's
  stamp and also when the program fetched them for this request; only the stamp ("Object record
  pulled from the collections system at <time> for this request:", "Trap counts as of <time> for
  this request:") and the ids minted for the fetch, snapshot, poll or query move.
* "Now" written by a program into an artefact moves: the 005 a cataloguing tool writes for this
  save, a memo date filled in by a drafting tool, a receipt's issue time, a finds label's date and a
  letter date filled in by a letter tool, with their draft and letter job ids; the record's existing
  005 and the dates the record holds stay.
* Work sessions are sessions: a map-room booking, a research, chat, capture, collections system,
  entry desk, studio and bidder session moves, and so does a cookie's session pair; readers and
  reader tickets, patrons, Friends and their numbers, consignors, paddles, sales, lots, stations,
  scanners, stores, branches and tenants stay. A live auction's server clock, a ranger's tablet
  clock, a spectrometer PC's clock read for this request and a `get_current_time` tool result are
  the current time.
* Envelope vs payload: a condition report request's `webhook-id`, `webhook-timestamp` and
  `webhook-signature` move, the request inside (`id`, `lot`, `bidder`, `requested_at`) stays, and
  the same kind of delivery pasted to debug its timestamp is content; a mailbox poll time under a
  member's e-mail moves, the e-mail's own `Date` stays; an upload's id and receipt time move, the
  recording and digitisation dates stay. A bid nonce and a request epoch move; the lot's closing
  time stays. A register search's id and run time move; the object and the result stay.
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Bindery queue as of <time> for this request:" leaves "Bindery queue for this request:"; "Ingest
  run <id> started at <time> on worker bd-2." leaves "Ingest run started on worker bd-2."); a
  `[received ...]` prefix is cut from the front of its line; XML attributes and `key=value` pairs
  are followed by a stable neighbour, except a cookie's session pair, its last; single-line JSON
  members are cut with the comma after them, and volatile members of pretty-printed JSON are never
  the last member of their object; a markdown row or bullet, an HTML comment, a `KEY=value` line, a
  YAML member, a tool result line, a `(sent ...)` line and a stamp on its own line in a ChatML
  system turn are whole-line spans; footers hold one field per line.
* Only ASCII `Label:` cue lines (or a chat template's assistant header, on a line of its own) end
  positives; prompts in the varieties end with the user's message.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import sys
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import make_holdout  # noqa: E402
from make_holdout import (  # noqa: E402
    DAYS_LONG,
    JST,
    MONTHS,
    MONTHS_LONG,
    WET,
    Draft,
    Gen,
    clf,
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
    log4j_iso,
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

SEED = 20370913
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout37.jsonl"
SRC = "holdout37:"

GMT = timezone(timedelta(0), "GMT")
BST = timezone(timedelta(hours=1), "BST")
WEST = timezone(timedelta(hours=1), "WEST")
KST = timezone(timedelta(hours=9), "KST")
BRT = timezone(timedelta(hours=-3), "BRT")


class Gen37(Gen):
    """make_holdout.Gen with the zones of this corpus and a standard base64 token."""

    def moment_uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if 4 <= t.month <= 10 else GMT)

    def moment_pt(self) -> datetime:
        t = self.moment()
        return t.astimezone(WEST if 4 <= t.month <= 10 else WET)

    def b64std(self, nbytes: int) -> str:
        return base64.b64encode(bytes(self.rng.getrandbits(8) for _ in range(nbytes))).decode()


# --- value formats of this corpus -------------------------------------------------------------------


def uk_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def uk_day_long(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def dmy_hm(t: datetime) -> str:
    return f"{t:%d/%m/%Y %H:%M}"


def marc005(t: datetime) -> str:
    """A MARC 21 field 005 value (date and time of latest transaction)."""
    return f"{t:%Y%m%d%H%M%S}.0"


def ja_dt(t: datetime) -> str:
    return f"{t.year}年{t.month}月{t.day}日 {t:%H:%M}"


def ko_dt(t: datetime) -> str:
    half = "오전" if t.hour < 12 else "오후"
    return f"{t.year}년 {t.month}월 {t.day}일 {half} {t.hour % 12 or 12}시 {t.minute:02d}분"


def pt_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y} {t.hour}h{t.minute:02d}"


def da_dt(t: datetime) -> str:
    return f"{t:%d.%m.%Y} kl. {t:%H.%M}"


def fr_dt(t: datetime) -> str:
    return f"{t:%d/%m/%Y} {t.hour} h {t.minute:02d}"


def uk_zone_name(t: datetime) -> str:
    return "British Summer Time" if t.tzname() == "BST" else "Greenwich Mean Time"


def sha(name: str) -> str:
    """A fixed sha256 digest for pasted manifests (content, not volatile)."""
    return hashlib.sha256(name.encode()).hexdigest()


# --- hand-written positives -------------------------------------------------------------------------

POS: list[Callable[[Gen37], Draft]] = []


def pos(fn: Callable[[Gen37], Draft]) -> Callable[[Gen37], Draft]:
    POS.append(fn)
    return fn


# libraries


@pos
def _catalogue_discovery_headers(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are Ask a Librarian, the discovery assistant of the Merrow University Library catalogue. Answer
from the catalogue records below and say when an item can only be read in the Special Collections
reading room.

Request context (catalogue front end):
Host: discover.merrow-library.example
Catalogue-Release: 2026.2
{v('datetime', 'Date: ' + http_date(t))}
{v('request_id', 'X-Request-ID: ' + g.uuid4())}
Accept-Language: en-GB

Records:
1. Hardy, Thomas. Tess of the d'Urbervilles: a pure woman faithfully presented. London: Osgood,
   McIlvaine, 1891. 3 v. Special Collections, Rare Books 823.8 HAR (reading room only). Record updated 2019-04-12.
2. Hardy, Thomas. Tess of the d'Urbervilles / edited by Tim Dolin. London: Penguin, 2003.
   ISBN 9780141439594. Main Library, Level 3, 823.8 HAR/D. 4 copies, 1 available.

Reader: Is there a first edition of Tess I can borrow, or do I have to read it on site?
Assistant:""", f"{SRC}pos:library:catalogue-discovery", ["header_block", "http_date", "uuid", "stable_neighbours"])


@pos
def _marc_copilot_front_matter(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""---
tool: marc-assist
cataloguing_rules: RDA
{v('datetime', 'generated_at: "' + rfc3339(t) + '"')}
{v('request_id', 'request_id: ' + g.ulid(t))}
institution: MERW
---
You help cataloguers at Merrow University Library clean up MARC 21 bibliographic records. Keep the
record's own dates and control fields as they are unless the cataloguer asks to change them.

Record:
LDR 01142cam a2200301 i 4500
001 991004417320105661
005 20190412093015.0
008 190412s1923    enk           000 1 eng d
100 1_ $a Woolf, Virginia, $d 1882-1941, $e author.
245 10 $a Jacob's room / $c Virginia Woolf.
264 _1 $a Richmond : $b Hogarth Press, $c 1922.
300 __ $a 290 pages ; $c 20 cm

Cataloguer: The 008 says 1923 but the 264 says 1922. Which one do I fix, and how?
Assistant:""", f"{SRC}pos:library:marc-copilot", ["front_matter", "rfc3339", "ulid", "marc_content_neighbour"])


@pos
def _marc_005_for_save(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the batch-edit helper of the cataloguing module at Fenwick City Libraries. When the
cataloguer approves a change, write the edited fields and the 005 for the save.
{v('datetime', '005 for this save (now): ' + marc005(t))}

Record being edited:
001 fcl0048213
005 20211102141508.0
020 __ $a 9780571334650
245 10 $a Normal people / $c Sally Rooney.
264 _1 $a London : $b Faber & Faber, $c 2018.
490 0_ $a Faber paperbacks

Cataloguer: Add a 650 for "Young adults -- Ireland -- Fiction" and give me the fields to save.
Assistant:""", f"{SRC}pos:library:marc-005-now", ["system_tail", "marc_005", "today_in_artefact"])


@pos
def _ill_desk_pretty_json(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{{
  "desk": "ill-north",
  {v('session_id', '"conversation_id": "' + g.uuid4() + '",')}
  {v('epoch', '"request_ts_ms": ' + str(epoch_ms(t)) + ',')}
  "locale": "en-GB"
}}
You draft replies for the interlibrary loan desk of Harwood Public Libraries. Be clear about the due
date set by the lending library and about renewals, which only the lender can grant.

Message from the lending library (Castleford University Library, by e-mail):
"Loan HWD-ILL-26-0318: Thompson, E. P., The making of the English working class (Gollancz, 1963).
Due back to lender 22 May 2026. Reading room use only. No renewals."

Reader: My book from Castleford came in. Can I take it home, and can I keep it until June?
Assistant:""", f"{SRC}pos:library:ill-desk", ["json_block", "uuid", "epoch_ms", "head"])


@pos
def _map_room_xml_attrs(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help readers book the large-format tables in the Map Room of Kirkby Moor Archives. Tables are
booked in two-hour slots, Tuesday to Friday 10:00-16:00; oversize maps must be ordered the working
day before.
<booking_context desk="search-room" {v('session_id', 'session="' + g.nanoid() + '"')} reader="R-20931" {v('datetime', 'opened="' + rfc3339(t) + '"')} room="Map Room"/>

Reader: I need the 1843 tithe map for Wetherby and the enclosure award map. Which slot should I book?
Assistant:""", f"{SRC}pos:archive:map-room", ["xml_attr", "nanoid", "rfc3339", "two_in_line", "stable_neighbours"])


@pos
def _law_library_chatml(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""<|im_start|>system
You are the research help assistant of the Calder Law School library. Point students to databases
and print holdings; never give legal advice.
Print holdings: law reports from 1865, statutes from 1235, journals in the basement stack.
{v('date', 'Current date: ' + iso_date(t))}
<|im_end|>
<|im_start|>user
Where can I find the full text of Donoghue v Stevenson, and is the 1932 report on the shelf?<|im_end|>
<|im_start|>assistant
""", f"{SRC}pos:library:law-library", ["chat_template", "chatml", "iso_date", "stamp_own_line"])


@pos
def _haags_library_chat(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are the chat assistant of Bibliotheek Hofstad in The Hague. Reply in Dutch, briefly. A lost
library card is replaced at any desk for EUR 3,50 on showing ID; loans on the old card move to the
new one.
{v('datetime', 'Tijd nou (Den Haag): ' + f'{t:%d-%m-%Y %H:%M}')}
{v('session_id', 'Chat-ID: ' + g.hex(20))}

Lid: Hoi, ik ben me pasje kwèt. Ken ik nog boeke lene as ik me rèbewès meeneem, of mot ik eerst een nieuwe pas kope?""",
                 f"{SRC}pos:library:haags-chat", ["system_tail", "localized_now", "hex", "variety:haags"])


@pos
def _reproduction_llama3(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + f'{t.day:02d} {MONTHS[t.month - 1]} {t.year}')}

You answer questions about reproducing and publishing images of documents held by Pendle Moor Archives.
Records the archive owns that are more than 100 years old may be reproduced for non-commercial
publication at GBP 15 per image; deposited collections also need the depositor's consent.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can I use a scan of the 1843 tithe map for Barley in a self-published local history of 300 copies?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""",
                 f"{SRC}pos:archive:reproduction-permissions", ["chat_template", "llama3", "today_date"])


@pos
def _rare_books_provenance(g: Gen37) -> Draft:
    return Draft(f"""{v('trace_id', '<!-- traceparent: ' + g.traceparent() + ' -->')}
{v('session_id', 'Research session: ' + g.nanoid())}
You assist the rare books curator of the Selwyn Library with provenance research. Quote the evidence
for each owner and flag gaps.

Copy-specific notes, Selwyn Library SL.Inc.147 (Augustinus, De civitate Dei, Venice: Nicolaus Jenson, 1475):
- Armorial bookplate of Sir Robert Haddon, Bt., dated 1731.
- Sale: Sotheby, Wilkinson & Hodge, 14 June 1911, lot 382, bought Quaritch GBP 41.
- Quaritch catalogue 312 (1912), item 57.
- Pencilled note inside back board: "H.B. 3.ix.1928".
- Bequeathed to the Library by Helen Barlow, received 9 March 1964.

Curator: Draft the provenance line for the online catalogue, earliest owner first.
Assistant:""", f"{SRC}pos:library:rare-books-provenance", ["html_comment", "traceparent", "nanoid", "head"])


@pos
def _library_events_ctx(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help people book free events at Fenwick City Libraries. Booking opens four weeks before each
event and closes at 16:00 the day before.
[ctx {v('session_id', 'session=' + g.b62(18))} {v('datetime', 'at=' + rfc3339(t))} branch=Central lang=en]

Events:
- Family history drop-in, Central Library, Saturdays 10:00-12:00
- Rhyme time (under 4s), Eastgate branch, Tuesdays and Thursdays 10:30
- Author talk: the Leeds and Liverpool Canal, Central Library, 23 April 2026, 18:30

User: Can I book rhyme time for twins, and do they each need a ticket?
Assistant:""", f"{SRC}pos:library:events", ["ctx_kv", "b62", "rfc3339", "two_in_line", "stable_neighbours"])


@pos
def _bindery_queue(g: Gen37) -> Draft:
    t = g.moment_uk()
    stamp = f"{t.day} {MONTHS[t.month - 1]} {t.year} {t:%H:%M} {t.tzname()}"
    return Draft(f"""You help the preservation team of the Selwyn Library decide the order of bindery work. Items on
open shelves with detached boards come first, then reading room items.

Bindery queue {v('datetime', 'as of ' + stamp)} for this request:
{v('request_id', 'Snapshot: bq-' + g.hex(8))}
Item        Title                                  Location     Damage                 Logged
SL.B.2231   Boswell, Life of Johnson, 1791, v.2    Open shelf   front board detached   2026-01-14
SL.P.0912   Punch, v.101 (1891)                    Store 2      spine split            2025-11-03
SL.R.4410   Baedeker, Northern Italy, 1899         Reading rm   text block loose       2026-02-02

Team lead: Which of these should go to the bindery first?
Assistant:""", f"{SRC}pos:library:bindery-queue", ["snapshot_stamp", "inline_phrase", "hex", "fetched_rows_stay"])


# archives


@pos
def _ead_series_correlation(g: Gen37) -> Draft:
    return Draft(f"""{v('request_id', 'X-Correlation-ID: ' + g.hex(32))}
You write short, accurate descriptions of archival series for school groups visiting Kirkby Moor
Archives. Use only the catalogue entry.

<c level="series" id="KMA-D-HAL-3">
  <did>
    <unitid>D/HAL/3</unitid>
    <unittitle>Letters from the Western Front</unittitle>
    <unitdate normal="1914/1918">1914-1918</unitdate>
    <physdesc><extent>214 items</extent></physdesc>
  </did>
  <scopecontent><p>Letters from Pte. Arthur Hallam to his mother and sister in Kirkby Moor, with two field
  service postcards and a telegram dated 4 November 1918.</p></scopecontent>
</c>

Teacher: Write three sentences about this series for a class of ten-year-olds.
Assistant:""", f"{SRC}pos:archive:ead-series", ["head", "hex32", "ead_content_neighbour"])


@pos
def _retention_schedule_footer(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You answer questions from council staff about the records retention schedule. Quote the class and
say who must approve a destruction.

Schedule extract (version 7, approved 2025-09-18):
Class   Record                               Retention                     Action
HR/04   Recruitment files, unsuccessful      6 months after decision       Destroy
FIN/11  Purchase invoices                    Current year + 6 years        Destroy
PLN/02  Planning decision notices            Permanent                     Transfer to archive

User: We still have unsuccessful candidates' files from a post filled in March last year. Can they go?

--
{v('datetime', 'Prompt built: ' + ctime(t))}
{v('request_id', 'Request: ' + g.uuid4())}""", f"{SRC}pos:archive:retention-schedule", ["footer", "tail", "ctime", "uuid"])


@pos
def _parish_register_fetch(g: Gen37) -> Draft:
    t = g.moment_uk()
    when = f"at {t:%H:%M} {t.tzname()} on {uk_long(t)}"
    return Draft(f"""{v('request_id', 'Query-Id: pr-' + g.hex(12))}
You help volunteers at Kirkby Moor Archives read parish register transcripts. Give dates as written
and in modern form, and flag dates before 1752 that may be Old Style.

Transcript fetched from the register index {v('datetime', when)} for this request:
St Oswald, Kirkby Moor. Baptisms 1751-1752
1751 Feb 3   John son of Wm. Ackroyd, weaver, & Mary
1751 Mar 20  Hannah dau. of Thos. Firth & Sarah
1752 Apr 12  Joseph son of Jas. Hirst, clothier, & Ann

Volunteer: Is the February 1751 baptism really earlier than the March one?
Assistant:""", f"{SRC}pos:archive:parish-register", ["head", "fetch_stamp", "inline_phrase", "fetched_rows_stay"])


@pos
def _born_digital_ingest_run(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the digital archivist of the Selwyn Library read disk image reports and decide which
dates to trust for the catalogue.

Ingest run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t))} on worker bd-2.
Disk image: SL-BD-0047 (3.5" floppy, papers of Prof. M. Okafor, accession 2024/017)
Imaged: 2024-06-11 with Greaseweazle 1.19, FAT12, md5 9e2c41a07d53bb6f26bd81d3542a419d
Files: 41; earliest mtime 1994-02-08 10:12:44; latest mtime 1999-12-31 23:58:01
Flags: 3 files with mtime 1980-01-01 00:00:00 (clock probably unset); 1 deleted file recovered (CHAP4.BAK)

Archivist: Which dates can I trust for the date range in the catalogue?
Assistant:""", f"{SRC}pos:archive:born-digital-ingest", ["run_sentence", "ulid", "rfc3339", "two_in_line"])


@pos
def _oral_history_upload(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You summarise oral history recordings for the catalogue of the Calder Valley Museum sound archive.
Use the metadata the interviewer entered; do not guess names.

Uploaded file: OH-2026-014_Bramley.wav (1 h 12 min)
Interviewer's metadata: Joan Bramley, b. 1939; recorded 12 June 1987 at her home in Hebden Bridge on
cassette, digitised 2025-11-20; topics: mill work, the 1968 floods, chapel life.
{v('request_id', 'Upload-Id: up_' + g.b62(20))}
{v('datetime', 'Upload received: ' + rfc2822(t))}

Cataloguer: Write a 60-word catalogue summary.
Assistant:""", f"{SRC}pos:archive:oral-history-upload", ["upload_stamp", "rfc2822", "b62", "record_dates_stay"])


@pos
def _gronings_archive(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Je bent de chatassistent van het Regionaal Archief Ommeland in Groningen. Antwoord in het
Nederlands, kort. Huwelijksakten ouder dan 75 jaar zijn openbaar en online in te zien; een
gewaarmerkt afschrift kost EUR 12,50.
{v('datetime', 'Tied nou (Grunn): ' + f'{t:%d-%m-%Y %H:%M}')}

Bezoeker: Moi! Ik zuik de trouwakte van mien overgrootmouder, zai is trouwd in Loppersum in 1912. Hou kin ik dij opvroagen en wat kost dat?""",
                 f"{SRC}pos:archive:gronings-chat", ["system_tail", "localized_now", "variety:gronings"])


@pos
def _reprographics_stripe(g: Gen37) -> Draft:
    return Draft(f"""You are the ordering assistant of the Kirkby Moor Archives copying service. Explain prices and
delivery; payment is taken by card.
Stripe-Version: 2025-03-31.basil
Customer: cus_Q8mZrT4kLw2Hxa
{v('request_id', 'Request-Id: req_' + g.b62(14))}
{v('request_id', 'Idempotency-Key: ' + g.uuid4())}

Price list: digital copy from an existing image GBP 6.50; new capture up to A3 GBP 12.00; A1 maps
GBP 28.00; postage of prints GBP 3.20.

Customer: I want new scans of two A1 estate maps and one A3 letter, sent by e-mail. What will it cost?
Assistant:""", f"{SRC}pos:archive:reprographics-payment", ["header_block", "stripe", "uuid", "stable_neighbours"])


@pos
def _search_room_sk_sentence(g: Gen37) -> Draft:
    t = g.moment_us()
    return Draft(f"""You are the enquiry assistant of the Sangamon Prairie County Archives search room. {v('datetime', 'The current time is ' + sk_now(t) + '.')}
The search room is open Tuesday to Saturday 9:30 AM-4:30 PM, and the last document orders are taken at
3:45 PM. Tell readers whether they can still order today.

Reader: I'm on the bus and will be there in about 40 minutes. Can I still get the 1870s probate
packets out today?
Assistant:""", f"{SRC}pos:archive:search-room", ["inline_sentence", "dotnet_long_datetime", "relative_time_neighbour"])


@pos
def _county_archive_teams(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You are the Teams assistant for the reading room staff of the Niederrhein Regional Archive. Answer in
English, from the staff handbook.
TenantId: 5c0b8a14-93f2-4d7e-b6a1-2e9f0c7d3b58
{v('datetime', 'RequestTimestamp: ' + dotnet_o(t, g.small(0, 10)))}
Locale: en-GB

Handbook: outstore orders are limited to 6 boxes per reader per day and must be placed by 12:00 the
working day before; boxes stay on hold for 5 working days.

Staff member: A reader wants 9 boxes from the outstore for Thursday. What do I tell her?
Assistant:""", f"{SRC}pos:archive:teams-staff", ["header_block", "dotnet_roundtrip", "stable_uuid_neighbour"])


# digitisation


@pos
def _capture_station_env(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""STATION=cap-03
SCANNER=PhaseOne-IQ4-150
PROFILE=FADGI-4star
{v('session_id', 'CAPTURE_SESSION=' + g.hex(16))}
{v('epoch', 'NOW_MS=' + str(epoch_ms(t)))}
TARGET=DT-NGT2

You are the imaging QC assistant of the Northgate Digitisation Unit. Compare the target readings to
the FADGI 4-star aims and say what to adjust.

Target readings (last frame):
Delta E 2000 mean 2.9, max 6.1 (patch C14)
Tone response: L* error max 1.8
White balance error: a* 0.4, b* 2.7
Resolution: 398 ppi measured (aim 400)

Operator: Is this within 4-star, and if not, what do I fix first?
Assistant:""", f"{SRC}pos:digitisation:capture-station", ["key_value_lines", "hex", "epoch_ms", "head"])


MANIFEST_MS112 = """{
  "@context": "http://iiif.io/api/presentation/3/context.json",
  "id": "https://iiif.selwyn-library.example/ms-112/manifest",
  "type": "Manifest",
  "label": { "en": [ "MS 112: Book of hours, use of Sarum" ] },
  "navDate": "1450-01-01T00:00:00Z",
  "behavior": [ "paged" ],
  "items": [
    { "id": "https://iiif.selwyn-library.example/ms-112/canvas/f1r", "type": "Canvas", "label": { "none": [ "f. 1r" ] } },
    { "id": "https://iiif.selwyn-library.example/ms-112/canvas/f1v", "type": "Canvas", "label": { "none": [ "f. 1v" ] } }
  ]
}"""


@pos
def _iiif_manifest_fetched(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{v('request_id', 'Fetch-Id: mf_' + g.b62(16))}
You help the digital collections team of the Selwyn Library fix IIIF Presentation 3 manifests. Quote
the property you would change.

Manifest fetched {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
""" + MANIFEST_MS112 + """

Developer: The viewer shows f. 1r on the left of the first spread. Is "paged" the right behavior here?
Assistant:""", f"{SRC}pos:digitisation:iiif-manifest", ["fetch_stamp", "inline_phrase", "b62", "json_content_neighbour"])


@pos
def _ocr_logfmt(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""You correct OCR of digitised printed sale catalogues in the archive of the Marlowe Lane Gallery.
Fix only clear OCR errors; keep the original spelling and prices.
app=ocr-review model=tess-5.3 {v('datetime', 'generated_at=' + go_nano(t, g.small(1, 1000)))} lang=eng

OCR text (catalogue of the sale of 17 May 1898, p. 12):
LOT 143. A PAIR OF CHELSEA FIGURES, shepherd and shepherdess, gold anchor rnark, 7 1/2 in. high .... £4 10s
LOT 144. OAK LONG-CASE CLOCK, by Thos. Barker, Wigan, c. 177O, 8-day movernent .... £6 6s
LOT 145. A SET OF SIX HEPPLEWHITE CHAIRS, shield backs, drop-in seats .... £12

Editor: Correct lots 143 to 145.
Assistant:""", f"{SRC}pos:digitisation:ocr-review", ["logfmt", "key_value_inline", "go_rfc3339nano"])


@pos
def _qc_slack_bot(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are Frame, the imaging QC bot in the Northgate Digitisation Unit's Slack. Answer questions about
rejected frames and the re-shoot rules: glare and focus failures are always re-shot; colour failures
only if dE2000 max is above 6.
Workspace: northgate-dig
Channel: #capture-qc
{v('message_id', 'Message ts: ' + str(epoch_s(t)) + '.' + g.digits(6))}
{v('request_id', 'Event: Ev0' + g.b62(8).upper())}

<@U04QC7B1R>: frame 0113 of MS 112 was rejected for glare, but I can't see any. Do I have to re-shoot?
Frame:""", f"{SRC}pos:digitisation:qc-slack", ["header_block", "slack_ts", "event_id", "stable_neighbours"])


@pos
def _fixity_single_json(g: Gen37) -> Draft:
    return Draft(f"""{{"tool":"fixity-explainer",{v('request_id', '"request_id":"' + g.uuid4() + '",')}"store":"tape-b","policy":"quarterly"}}
You explain fixity check results to the digital preservation officer of Kirkby Moor Archives. Say
which files need action and why.

Fixity check 2026-Q1, store tape-b (run by the preservation system on 2026-02-28):
objects/2019-044/0001.tif  sha256 OK
objects/2019-044/0002.tif  sha256 MISMATCH expected {sha('2019-044/0002.tif')}
                           got {sha('2019-044/0002.tif:tape-b')}
objects/2019-044/0003.tif  MISSING
objects/2021-007/manifest-sha256.txt  sha256 OK

Officer: What do I do about 0002 and 0003?
Assistant:""", f"{SRC}pos:digitisation:fixity", ["json_inline", "uuid", "head", "hashes_stay"])


# museums


@pos
def _cms_record_pulled(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the collections information assistant of the Harrowgate Museum. Answer from the object
record; if a field is empty, say so.
{v('session_id', 'CMS-Session: ' + g.hex(24))}

Object record pulled from the collections system {v('datetime', 'at ' + iso_space(t)[:16] + ' ' + t.tzname())} for this request:
Accession number: 1987.114.3
Object name: tea caddy
Maker: unknown, probably Birmingham
Date: c. 1790
Materials: tortoiseshell, silver, wood
Acquisition: purchase, 14 May 1987, from Mrs E. Dunmore
Current location: Store B, bay 4, shelf 2 (moved 2024-11-02 by J. Patel)
Last inventory check: 2025-10-15

Curator: Can this go on open display in the Georgian room, given what it's made of?
Assistant:""", f"{SRC}pos:museum:cms-record", ["system_tail", "fetch_stamp", "inline_phrase", "record_dates_stay"])


@pos
def _visitor_guide_sentence(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""The assistant is Wren, the visitor guide of the Calder Valley Museum. {v('date', 'The current date is ' + uk_day_long(t) + '.')} Wren
answers questions about opening times, tickets and access, and never books tickets itself.

Opening: Tuesday to Sunday 10:00-17:00, closed Mondays except bank holidays. Admission free; special
exhibition "Threads of the Valley" GBP 8, concessions GBP 6.

Visitor: Is the textile exhibition open on Monday?

{v('session_id', 'conversation_id: ' + g.uuid7(t))}""", f"{SRC}pos:museum:visitor-guide",
                 ["inline_sentence", "uk_long_date", "uuid7", "tail"])


@pos
def _exhibition_amzn_trace(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{v('trace_id', 'X-Amzn-Trace-Id: ' + g.amzn_trace(t, True))}
You help the exhibitions team of the Harrowgate Museum check object lists against display
conditions and insurance.

Object list, "Salt and Silver" (15 May - 27 September 2026):
Cat.  Object                              Lender                        Value (GBP)   Lux max
1     Salt cellar, London 1685            Private lender                45,000        200
2     Daguerreotype portrait, c. 1845     Bradford Photographic Soc.    12,000        50
3     Calotype negative, 1844             Talbot Trust                  30,000        50

Registrar: Which objects can share a case at 50 lux, and what is the total insured value?
Assistant:""", f"{SRC}pos:museum:exhibition-list", ["head", "amzn_trace", "table_content_neighbour"])


@pos
def _school_bookings_isoformat(g: Gen37) -> Draft:
    t = g.moment_uk().replace(tzinfo=None)
    return Draft(f"""{v('datetime', 'now: ' + py_iso(t))}
museum_tz: Europe/London
You turn school booking requests for the Harrowgate Museum learning team into JSON with school, date,
time, group size and workshop.

Request: "Hi, St Mary's Primary here. We'd like the Victorian Christmas workshop for 28 Year 4
children on Thursday 10 December, arriving about 9.45."
JSON:""", f"{SRC}pos:museum:school-bookings", ["head", "python_isoformat", "stable_neighbours"])


@pos
def _friends_membership_jwt(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Members' desk assistant for the Friends of the Harrowgate Museum. Only discuss the signed-in
member's own membership.
member_name: Alan Whitcombe
membership: Joint Friends, renews 2026-09-01
{v('token', 'session_token: ' + g.jwt(t, 'friend-20417'))}

Alan: Can I bring my grandchildren free to the members' preview, and how many guests do I get?
Assistant:""", f"{SRC}pos:museum:friends-desk", ["header_block", "jwt", "renewal_date_stays"])


@pos
def _toulousain_museum(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Tu es l'assistant d'accueil du musée de la Brique, à Toulouse. Réponds en français, brièvement.
Tarif plein 8 €, groupes à partir de 10 personnes 6 € par personne ; visite guidée en occitan le
premier dimanche du mois à 15 h.
{v('datetime', 'Date et heure : ' + fr_dt(t))}

Visiteur : Adieu ! Peuchère, on sera six avec la mamie dimanche, y a moyen d'avoir le tarif groupe ? Et la visite en occitan, c'est ce dimanche ou pas, con ?""",
                 f"{SRC}pos:museum:toulousain-desk", ["system_tail", "localized_now", "variety:toulousain"])


@pos
def _baseldytsch_museum(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du bist der Chat-Assistent des Papiermuseums am Rhein in Basel. Antworte auf Hochdeutsch, kurz.
Öffnungszeiten: Dienstag bis Sonntag 11-17 Uhr; Schulklassen melden sich mindestens zwei Wochen
vorher an, Papierschöpfen kostet CHF 8 pro Kind.
{v('datetime', 'D Zyt jetz (Basel): ' + f'{t:%d.%m.%Y %H:%M}')}
{v('session_id', 'Chat-Sitzig: ' + g.nanoid())}

Lehrerin: Sali zämme, hän Si am Mändig offe? Mir kämte gärn mit ere Schuelklass vo Rieche zum Papierschöpfe, so ugfähr 22 Kinder.""",
                 f"{SRC}pos:museum:baseldytsch-chat", ["system_tail", "localized_now", "nanoid", "variety:baseldytsch"])


@pos
def _ipm_trap_counts(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You advise the collections care team of the Harrowgate Museum on integrated pest management.
Thresholds: 1 webbing clothes moth adult per trap per month in textile stores; any live larvae
anywhere means action.

Trap counts {v('datetime', 'as of ' + dmy_hm(t) + ' ' + t.tzname())} for this request:
{v('request_id', 'Poll: ipm-' + g.hex(10))}
Trap   Location               Checked      Webbing clothes moth   Silverfish   Notes
T03    Textile store, bay 2   2026-02-27   3 adults               0            frass on shelf 4
T07    Costume gallery        2026-02-27   0                      1
T11    Library corridor       2026-02-26   0                      5            damp skirting

Collections officer: Do any of these need action this week?
Assistant:""", f"{SRC}pos:museum:ipm", ["snapshot_stamp", "inline_phrase", "poll_id", "fetched_rows_stay"])


@pos
def _deaccession_memo(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You draft memos for the collections committee of the Harrowgate Museum. Follow the disposal policy
(adopted 2022-06-14) and quote the object record.
{v('date', 'Memo date (today, filled in by the drafting tool): ' + uk_long(t))}
{v('run_id', 'Draft job: dj-' + g.hex(10))}

Object: 1952.33 Fire engine, horse-drawn, c. 1880; condition poor, woodworm, wheels missing; not on
display since 1971; duplicate of 1961.7.
Reason: beyond economic repair; duplicate.

Curator: Draft the memo recommending transfer to another accredited museum.
Assistant:""", f"{SRC}pos:museum:deaccession-memo", ["today_in_artefact", "uk_long_date", "job_id"])


@pos
def _object_entry_receipt(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You write object entry receipts for the Calder Valley Museum's identification days. Plain English;
the depositor signs the receipt.
{v('session_id', 'Entry desk session: ' + g.objectid(t))}
Receipt number: OE-2026-0148
Depositor: Mr R. Sutcliffe, Todmorden
Object: pair of brass candlesticks, said to come from the old Unitarian chapel
Deposited for: identification only, to be collected within 28 days
{v('datetime', 'Receipt issued (today, by the receipt tool): ' + dmy_hm(t))}

Volunteer: Write the receipt text for the depositor to sign.
Assistant:""", f"{SRC}pos:museum:object-entry", ["header_block", "objectid", "today_in_artefact", "stable_neighbours"])


# galleries and auction houses


@pos
def _live_bidding_clock(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the live-bidding helper of Hollis & Drew, auctioneers. Explain the state of the sale to
online bidders; never advise on value.
{v('datetime', 'Auction server time: ' + rfc3339(t, 3))}
{v('session_id', 'Bidder session: bs_' + g.b62(22))}
Sale: 2611 Fine Furniture and Works of Art, Saleroom 1
Paddle: 4471

Now selling: lot 118, a George III mahogany bureau bookcase, c. 1780. Estimate GBP 3,000-5,000.
Current bid GBP 3,400 (room).
Next: 119 pair of Regency footstools (GBP 400-600), 120 Victorian walnut loo table (GBP 800-1,200).

Bidder: Can I still bid on 120 from here, or do I need to leave an absentee bid?
Assistant:""", f"{SRC}pos:auction:live-bidding", ["header_block", "site_clock", "b62", "stable_neighbours"])


@pos
def _timed_auction_nonce(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help online bidders on the Hollis & Drew timed auctions site. Lots close one minute apart; a bid
in the last two minutes extends that lot by two minutes.
{v('nonce', 'Bid nonce: ' + g.b64url(16))}
{v('epoch', 'Request-Time: ' + str(epoch_ms(t)))}
Lot 37: Royal Doulton flambé vase, c. 1925. Estimate GBP 150-250. Closes 2026-03-19 19:37 GMT.
Current bid GBP 180 (5 bids).

Bidder: If I bid at 19:36 and someone bids after me at 19:37, when does the lot close?
Assistant:""", f"{SRC}pos:auction:timed-auction", ["system_tail", "nonce", "epoch_ms", "closing_time_stays"])


@pos
def _condition_report_webhook(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the condition-report desk assistant of Hollis & Drew. A bidder's request arrives as a
webhook; draft the reply to the bidder from the specialist's notes.
{v('request_id', 'webhook-id: msg_' + g.b62(24))}
{v('epoch', 'webhook-timestamp: ' + str(epoch_s(t)))}
{v('signature', 'webhook-signature: v1,' + g.b64std(32))}
content-type: application/json

{{"type":"condition_report.requested","data":{{"id":"crr_2P8XK4M1","lot":"2611-0118","bidder":"B-88210","question":"Any restoration to the cornice or replaced handles?","requested_at":"2026-03-10T21:14:03Z"}}}}

Specialist's notes: cornice: old repair to the left return, well done; handles: two replaced,
matching; glazing: one cracked pane, upper left door.
Reply:""", f"{SRC}pos:auction:condition-report-webhook",
                 ["standard_webhooks", "envelope_vs_payload", "signature", "epoch_s"])


@pos
def _gallery_crm_datadog(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{v('trace_id', 'x-datadog-trace-id: ' + g.dd_id())}
x-datadog-sampling-priority: 1
You help the sales team of the Marlowe Lane Gallery write follow-up notes to collectors. Mention only
works that are available.

Contact record pulled from the CRM {v('datetime', 'at ' + f'{t:%H:%M} {t.tzname()}')} for this request:
Name: Dr Priya Raman
Collector since: 2019
Purchases: "Low Tide, Morecambe" (Ellen Hart, 2021, GBP 2,400); "Study in Ochre II" (Sam Okoye, 2023, GBP 3,800)
Last visit: private view of "Edges", 6 February 2026
Interests: seascapes, works on paper under GBP 5,000

Available: Ellen Hart, "Estuary at Dusk", oil on board, 2025, GBP 2,900; Sam Okoye, "Ochre Field", 2026, GBP 6,500.

Sales lead: Draft a short e-mail to Dr Raman about the new work.
Assistant:""", f"{SRC}pos:gallery:crm-followup", ["head", "datadog", "fetch_stamp", "time_alone"])


@pos
def _art_fair_iso_week(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You plan stand staffing for the Marlowe Lane Gallery at art fairs. Weeks are ISO weeks.
{v('date', 'Current week: ' + iso_week(t))}
Fairs: Ghent Contemporary (2026-W17), Print Fair London (2026-W19), Hampstead Heath Art Fair (2026-W24)
Staff: Mia (not in W19), Tom, Ade (Friday to Sunday only)

Manager: Who should go to which fair, with at least two people on each stand?
Assistant:""", f"{SRC}pos:gallery:art-fair-rota", ["system_tail", "iso_week", "iso_weeks_in_content"])


@pos
def _consignor_statement_windows(g: Gen37) -> Draft:
    t = g.moment_us()
    return Draft(f"""Hollis & Drew New York - Consignor Desk
Workstation: HDNY-ACC-04
User: HOLLISDREW\\kmorgan
{v('datetime', 'System time: ' + windows_general(t))}
{v('request_id', 'Request ID: ' + g.uuid4())}

You explain consignor settlement statements in plain words. Never change figures.

Statement 2611/0412, consignor C-10388:
Lot 118 hammer USD 3,800; seller's commission 15% USD 570; lot fee USD 25; illustration USD 60
Lot 121 hammer USD 1,100; seller's commission 15% USD 165; lot fee USD 25
Net due: USD 4,055.00, payable 35 days after the sale (sale date 2026-02-24)

Consignor: Why is there an illustration charge on one lot and not the other?
Assistant:""", f"{SRC}pos:auction:consignor-statement", ["head", "header_block", "windows_datetime", "uuid"])


@pos
def _madrileno_auction(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Eres el asistente de clientes de Subastas Retiro, casa de subastas en Madrid. Responde en español,
con frases cortas. Las órdenes de compra se aceptan hasta 24 horas antes de la sesión; la comisión
del comprador es el 26 % más IVA.
{v('datetime', 'Hora actual (Madrid): ' + f'{t:%d/%m/%Y %H:%M}')}

Cliente: Oye, que mañana no llego a la sala ni de coña. ¿Puedo dejar una orden de compra para el lote 118? Es que el bodegón ese mola mogollón.""",
                 f"{SRC}pos:auction:madrileno-desk", ["system_tail", "localized_now", "variety:madrileno"])


@pos
def _stockholmska_auction(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du är kundassistent för Auktionshuset Söder i Stockholm. Svara på svenska, kort. Förhandsbud kan
läggas fram till klubbslaget; köparprovisionen är 25 %.
{v('datetime', 'Klockan nu (Sthlm): ' + f'{t:%Y-%m-%d %H:%M}')}
{v('session_id', 'Sessions-ID: ' + g.uuid4())}

Kund: Tjena! Jag är lite pank men sjukt sugen på den där Mathsson-fåtöljen, asså nummer 212. Kan jag lägga ett bud nu eller måste jag va på plats, typ?""",
                 f"{SRC}pos:auction:stockholmska-desk", ["system_tail", "localized_now", "uuid", "variety:stockholmska"])


@pos
def _catalogue_note_md_table(g: Gen37) -> Draft:
    t = g.moment(GMT)
    return Draft(f"""You draft catalogue notes for the Hollis & Drew Books and Manuscripts department: 80-120 words,
factual, no superlatives. Use the session info only to pick the house style.

| Field        | Value                          |
|--------------|--------------------------------|
| Department   | Books & Manuscripts            |
| House style  | UK, 2025 edition               |
{v('session_id', '| Session      | ' + g.hex(16) + '               |')}
{v('datetime', '| Started      | ' + iso_space(t)[:16] + ' GMT           |')}

Lot 233: Dickens, Charles. A Christmas Carol. London: Chapman & Hall, 1843. First edition, first issue,
with "Stave I" and green endpapers; original cloth, rebacked; half-title present.

Cataloguer: Write the note.
Assistant:""", f"{SRC}pos:auction:catalogue-note", ["md_table", "hex", "iso_minutes", "stable_neighbours"])


@pos
def _absentee_bid_sent(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""System: You are the bids office assistant of Hollis & Drew. Confirm absentee bids with lot, maximum
and currency, and remind bidders of the 25% buyer's premium.
User: I'd like to leave a bid of 700 on lot 119, the Regency footstools, in Thursday's sale.
Assistant: Thank you. Is that GBP 700 as your maximum hammer price, before premium?
User: Yes, 700 pounds maximum. And if two people leave the same bid, who wins?
{v('datetime', '(sent ' + f'{t:%d/%m/%Y %H:%M:%S}' + ')')}
{v('message_id', 'Msg-Id: ' + g.ulid(t))}
Assistant:""", f"{SRC}pos:auction:absentee-bid", ["last_user", "sent_stamp", "ulid", "transcript"])


@pos
def _stolen_art_search(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the compliance team of the Marlowe Lane Gallery judge whether due diligence is enough
before a purchase. Say what is missing, not whether to buy.

Register search {v('request_id', g.uuid4())} run {v('datetime', 'at ' + rfc3339(t))} against the stolen-art database.
Object: Dutch School, River landscape with ferry, oil on panel, 42 x 58 cm, c. 1650.
Result: no match (search certificate to follow).
Seller's provenance: bought at Kunsthandel de Vries, Amsterdam, 1978; by descent to the seller.

Compliance officer: Is this enough for a purchase of GBP 60,000?
Assistant:""", f"{SRC}pos:gallery:due-diligence", ["run_sentence", "uuid", "rfc3339", "two_in_line"])


@pos
def _premium_calc_json(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""{{
  "bot": "premium-calc",
  {v('epoch', '"issued_at": ' + str(epoch_s(t)) + ',')}
  "house": "hollis-drew"
}}
Work out what a buyer pays at Hollis & Drew: premium 25% of the hammer price up to GBP 500,000 and 20%
above, plus VAT at 20% on the premium only.

Buyer: What do I pay in total on a hammer price of GBP 620,000?
Answer:""", f"{SRC}pos:auction:premium-calc", ["json_block", "epoch_s", "head"])


@pos
def _gallery_enquiry_cf_ray(g: Gen37) -> Draft:
    return Draft(f"""Write a short reply to a website enquiry for the Marlowe Lane Gallery. Be warm and concrete; do not
quote prices that are not on the list.

Enquiry: "Do you still have the small Ellen Hart harbour painting from the summer show? Could it be
shipped to Dublin?"
Price list: Ellen Hart, "Harbour Light", oil on board, 30 x 40 cm, 2025, GBP 1,450 (available).
Shipping to Ireland: GBP 95, insured.

Edge metadata:
{v('request_id', 'CF-Ray: ' + g.cf_ray())}
CF-IPCountry: IE
""", f"{SRC}pos:gallery:web-enquiry", ["tail", "header_block", "cf_ray", "stable_neighbours"])


@pos
def _consignment_ksuid(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You sort consignment enquiries for Hollis & Drew into departments: furniture, pictures, ceramics,
silver, books, jewellery, other. Several may apply. Output a JSON list.
{v('request_id', 'Event-Id: ' + g.ksuid(t))}

Enquiry: "I'm clearing my late aunt's house in Harrogate: a grandfather clock, some Moorcroft vases,
a box of old photograph albums and her engagement ring."
Departments:""", f"{SRC}pos:auction:consignment-intake", ["system_tail", "ksuid"])


# heritage sites and conservation studios


@pos
def _algarvio_fortress(g: Gen37) -> Draft:
    t = g.moment_pt()
    return Draft(f"""És o assistente de bilheteira da Fortaleza do Cabo, no Algarve. Responde em português, de forma
breve. Bilhete normal 5 €, crianças até 12 anos grátis; visitas guiadas às 11h e às 15h; marcação
só para grupos de mais de 10 pessoas.
{v('datetime', 'Hora atual (Faro): ' + pt_dt(t))}

Visitante: Atão, a fortaleza 'tá aberta amanhã? Quero levar a minha moça e os catraios, é preciso marcar ou é só chegar?""",
                 f"{SRC}pos:heritage:algarvio-tickets", ["system_tail", "localized_now", "variety:algarvio"])


@pos
def _ranger_tablet_clock(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Ranger tablet - Ravensholm Castle
Device: RT-07
{v('datetime', 'Tablet clock: ' + iso_space(t) + ' ' + t.tzname())}
Site: outer bailey and curtain wall

You help rangers at Ravensholm Castle fill in the daily site check. Flag anything that needs a path
closed.

Ranger's notes: loose coping stone on the curtain wall west of the gatehouse, about 30 cm, above the
path; rope barrier in place since the check on 2026-02-20; forecast gusts of 50 mph tonight.

Ranger: Do I close the west path, and what do I write in the log?
Assistant:""", f"{SRC}pos:heritage:ranger-check", ["head", "header_block", "device_clock", "stable_neighbours"])


@pos
def _treatment_record_session(g: Gen37) -> Draft:
    t = g.moment_uk().replace(tzinfo=None)
    return Draft(f"""{v('datetime', 'Prompt assembled: ' + py_str(t))}
{v('session_id', 'Studio session: ' + g.nanoid())}
You help conservators at the Westcombe Conservation Studio write treatment records in the studio's
format: examination, treatment, materials (with batch numbers), recommendations.

Notes for WCS-2026-031, oil on canvas, "View of Bristol Harbour", c. 1830, private owner:
- Examined 2026-02-12: flaking in the lower 8 cm, wax-resin lining of c. 1960, discoloured varnish.
- Flaking consolidated with 3% Aquazol 200 in ethanol (batch AQ-24-117), 2026-02-16 to 2026-02-18.
- Varnish reduced with 2-propanol and 2-butanol (1:1), 2026-02-20.

Conservator: Turn this into the treatment section of the record.
Assistant:""", f"{SRC}pos:conservation:treatment-record", ["head", "python_str_datetime", "nanoid", "record_dates_stay"])


@pos
def _xrf_pc_clock(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You help the conservation scientist of the Westcombe Conservation Studio interpret handheld XRF
spot results. Say what the elements suggest, not what the pigment "is".
Spectrometer PC: XRF-LAB-2 (Tracer 5g)
{v('datetime', 'PC clock read for this request: ' + f'{t:%d/%m/%Y %H:%M:%S}')}

Spot results (acquired 2026-03-02, 40 kV, 60 s each):
Spot  Area                  Main elements   Minor
S1    blue sky, top left    Co, Al          Pb
S2    green foreground      Cu, As          Pb, Ca
S3    white highlight       Pb              Zn, Ba

Scientist: Is there anything here that argues against a date of c. 1830?
Assistant:""", f"{SRC}pos:conservation:xrf", ["system_tail", "device_clock", "acquisition_dates_stay"])


@pos
def _tosa_washi_studio(g: Gen37) -> Draft:
    t = g.moment(JST)
    return Draft(f"""あなたは高知の紙資料修復工房「土佐紙修復室」の受付アシスタントです。日本語で簡潔に答えてください。
掛軸の裏打ち直しは通常8〜10週間かかり、見積もりは現物を確認してからになります。
{v('datetime', '現在時刻（高知）: ' + ja_dt(t))}

依頼者: この掛軸の裏打ち、どればあ時間かかるがぜよ？来月の展示に間に合うろうか。""",
                 f"{SRC}pos:conservation:tosa-intake", ["system_tail", "localized_now", "fullwidth_paren", "variety:tosa"])


@pos
def _listed_building_gcp(g: Gen37) -> Draft:
    return Draft(f"""X-Forwarded-Proto: https
{v('trace_id', 'X-Cloud-Trace-Context: ' + g.gcp_trace())}
Via: 1.1 google

You are the heritage enquiries assistant of the Kirkby Moor district council conservation team.
Explain when listed building consent is needed; never say that works are definitely allowed.

Owner: I want to replace the rotten sash windows of my grade II listed cottage with identical timber
sashes. Do I need consent?
Assistant:""", f"{SRC}pos:heritage:listed-building", ["head", "header_block", "gcp_trace", "stable_neighbours"])


@pos
def _finds_labels_today(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You print finds labels for the Ravensholm community excavation. Each label has site code, context,
small find number, material and the date, which is today's date.
Site code: RVC26
{v('date', 'Label date (today, filled in by the finds register): ' + f'{t:%d/%m/%Y}')}

Small finds to label:
SF 112, context (1043), copper alloy, buckle frame
SF 113, context (1043), bone, pin
SF 114, context (1051), ceramic, spindle whorl

Supervisor: Give me the three labels, one per line.
Assistant:""", f"{SRC}pos:heritage:finds-labels", ["today_in_artefact", "dmy_date", "stable_neighbours"])


@pos
def _donor_letter_job(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You draft thank-you letters to donors of the Ravensholm Castle Trust: warm, short, signed by the
director, Dr Helen Marsh. Quote the gift as recorded.
{v('date', 'Letter date (today, filled in by the letter tool): ' + uk_long(t))}
{v('run_id', 'Letter job: lj_' + g.b62(12))}

Gift record: Mr and Mrs T. Ashworth, donor no. D-04417; GBP 2,500 received 2026-01-28 by bank
transfer, restricted to the chapel roof appeal; Gift Aid declaration on file since 2019-05-02.

Director: Draft the letter.
Assistant:""", f"{SRC}pos:heritage:donor-letter", ["today_in_artefact", "uk_long_date", "job_id", "record_dates_stay"])


@pos
def _gangwon_hanok(g: Gen37) -> Draft:
    t = g.moment(KST)
    return Draft(f"""당신은 강릉 '솔향 한옥문화원'의 예약 도우미입니다. 한국어로 짧게 답하세요. 한옥 체험은 하루 두 번(10시,
14시)이고 1인 15,000원이며, 10명 이상은 예약이 필요합니다.
{v('datetime', '현재 시각(강릉): ' + ko_dt(t))}

방문객: 내일 한옥 체험 되나요? 우리 아들하고 둘이 가는데 예약해야 되드래요?""",
                 f"{SRC}pos:heritage:gangwon-booking", ["system_tail", "localized_now", "variety:gangwon"])


@pos
def _salentino_conservation(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Sei l'assistente del laboratorio di restauro Pietra Viva di Lecce. Rispondi in italiano, in breve.
Per i sopralluoghi su edifici vincolati serve l'autorizzazione della Soprintendenza; il sopralluogo
costa 120 € più IVA.
{v('datetime', 'Ora attuale (Lecce): ' + f'{t:%d/%m/%Y %H:%M}')}
{v('request_id', 'ID richiesta: ' + g.uuid4())}

Parroco: Bongiornu, lu portale de la chesia nostra se sta sfarina tuttu. Quannu putiti passare cu faciti nu sopralluogu?""",
                 f"{SRC}pos:conservation:salentino-intake", ["system_tail", "localized_now", "uuid", "variety:salentino"])


@pos
def _paraense_museum(g: Gen37) -> Draft:
    t = g.moment(BRT)
    return Draft(f"""Você é o assistente do Museu das Águas do Pará, em Belém. Responda em português, de forma curta. O
museu abre de terça a domingo, das 9h às 17h; em feriados abre das 9h às 13h.
{v('datetime', 'Agora (Belém): ' + pt_dt(t))}

Visitante: Égua, mano! O museu abre no feriado do Círio? Quero levar meus primos de Marituba, eles nunca foram.""",
                 f"{SRC}pos:museum:paraense-desk", ["system_tail", "localized_now", "variety:paraense"])


@pos
def _kobenhavnsk_map_room(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Du er chatassistent for Kortsamlingen på Nørrebro Bibliotek i København. Svar på dansk, kort. Gamle
kort kan kun ses i læsesalen og skal bestilles senest dagen før.
{v('datetime', 'Klokken nu (Kbh): ' + da_dt(t))}

Låner: Hey, jeg skal lige høre, kan man få lov at kigge i de gamle kort over Nørrebro uden at booke? Det er sgu lidt akut til en opgave på mandag.""",
                 f"{SRC}pos:library:kobenhavnsk-maps", ["system_tail", "localized_now", "variety:kobenhavnsk"])


# formats across the domain


@pos
def _letter_viewer_tostring(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Help the volunteer transcribe the digitised letter shown in the viewer. Keep the original spelling
and mark unclear words [?].
Page title: Letter from Mary Ackroyd to her brother, 3 March 1847 (KMA D/ACK/1/9)
{v('datetime', 'Page opened: ' + js_tostring(t, uk_zone_name(t)))}

Volunteer's draft so far: "Dear Brother, I recieve'd yours of the 20th ult. and am glad to hear the
Mill is at work again..."
Volunteer: Does "ult." mean that his letter was written in February?
Assistant:""", f"{SRC}pos:archive:transcription-viewer", ["header_block", "js_date_tostring", "dates_in_content_neighbour"])


@pos
def _collections_site_build(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""Runner: build-runner-3
{v('datetime', 'Date: ' + unix_date(t))}
Project: collections-web

You explain build failures of the Selwyn Library digital collections site to the web team. Quote the
failing step and suggest the smallest fix.

Log tail:
Step 5/9 : RUN python manage.py collectstatic --noinput
ValueError: Missing staticfiles manifest entry for 'iiif/mirador-4.0.0.min.js'

Explanation:""", f"{SRC}pos:digitisation:site-build", ["head", "header_block", "unix_date", "pasted_log_neighbour"])


@pos
def _friends_mailbox_polled(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""From: Margaret Oldroyd <m.oldroyd@example.net>
Date: Tue, 3 Mar 2026 09:41:17 +0000
Subject: Standing order

Dear Friends, I cancelled my standing order by mistake in February. Can I pay the GBP 25 for this
year by cheque instead?
{v('datetime', 'Mailbox polled: ' + rfc2822(t))}

Draft a reply to the e-mail above for the membership secretary of the Friends of Kirkby Moor Archives
to review. Under 120 words.
Reply:""", f"{SRC}pos:archive:friends-mailbox", ["poll_stamp", "rfc2822", "email_date_stays"])


@pos
def _ticket_helper_edge_line(g: Gen37) -> Draft:
    t = g.moment_eu()
    return Draft(f"""[edge {v('datetime', 'time_local="' + clf(t) + '"')} pop=AMS]
You are the ticket helper of the Rijksprent print room's online shop. Timed tickets are sold per
half hour; children under 12 go free but still need a ticket.

Visitor: Can I change my Saturday 14:00 ticket to 15:30 without paying again?
Assistant:""", f"{SRC}pos:museum:ticket-helper", ["head", "bracket_line", "clf", "stable_neighbours"])


@pos
def _loans_register_log4j(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""SYSTEM: You are the loans assistant of the Harrowgate Museum registrar's office. Explain the status of
incoming and outgoing loans from the register; do not promise dates to lenders.
registrar_office: HGM-REG
{v('datetime', 'requestedAt: ' + log4j_iso(t))}
Register: IN-2026-004, Talbot Trust, calotype negative (1844), exhibition "Salt and Silver" closes
27 September 2026; return courier booked for 2026-10-06.
USER: The Talbot Trust wants to know when their calotype will be back. What do I tell them?
ASSISTANT:""", f"{SRC}pos:museum:loans-register", ["system_tail", "log4j", "loan_dates_stay"])


@pos
def _attendant_sms_relay(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the duty manager's assistant at the Calder Valley Museum. Gallery attendants text in issues;
say what to do first.
{v('datetime', '[received ' + f'{t:%d/%m/%Y %H:%M:%S}' + ']')} Attendant (Gallery 3): visitor fainted near the loom, now sitting up, says she's fine, her husband is with her
Duty manager: What do I do, and do we need an incident report?
Assistant:""", f"{SRC}pos:museum:attendant-relay", ["relay_prefix", "dmy_datetime", "inline_prefix"])


@pos
def _licensing_b3(g: Gen37) -> Draft:
    return Draft(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1

You answer staff questions about the Harrowgate Museum's image licensing price list.
Price list: editorial print GBP 60 per image; TV and film GBP 180 per image for 5 years worldwide;
advertising on request; digital supply GBP 30 per order.

Staff: A TV company wants three images for a documentary, worldwide, for 5 years. What is the fee?
Assistant:""", f"{SRC}pos:museum:image-licensing", ["head", "header_block", "b3_multi", "stable_neighbours"])


@pos
def _catalogue_cookie(g: Gen37) -> Draft:
    return Draft(f"""You help users of the Kirkby Moor Archives online catalogue. Explain search syntax and how to order
copies; the catalogue supports quoted phrases, * wildcards and date ranges like 1800-1850.
Cookie: theme=light; catalogue_view=list; {v('session_id', 'KMASESSID=' + g.hex(26))}

User: How do I search for letters from Hallam written only in 1916?
Assistant:""", f"{SRC}pos:archive:catalogue-cookie", ["cookie", "session_last", "hex"])


@pos
def _opening_hours_tool(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the Selwyn Library opening-hours assistant. Use the tools for the current time. The building
is open 08:30-22:00 in term and 09:00-17:00 in vacation (vacation 2026-03-21 to 2026-04-19).
Tool call: get_current_time {{"timezone": "Europe/London"}}
{v('datetime', 'Tool result: ' + rfc3339(t))}

Student: Can I still get in at 20:30 tonight to use the silent study?
Assistant:""", f"{SRC}pos:library:opening-hours-tool", ["tool_result_line", "rfc3339", "vacation_dates_stay"])


@pos
def _comment_kiosk_us(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""Classify this visitor comment for the Calder Valley Museum as praise, complaint, suggestion or
question.
source: comment-kiosk-2
{v('epoch', 'captured_us: ' + str(epoch_us(t)))}

Comment: "Loved the loom demonstration but the café had run out of scones by 2pm!"
Label:""", f"{SRC}pos:museum:comment-kiosk", ["system_tail", "epoch_us", "stable_neighbours"])


@pos
def _wedding_hire_bullets(g: Gen37) -> Draft:
    return Draft(f"""# Session info
- **Desk:** Enquiries
- **Language:** en
{v('session_id', '- **Chat:** ' + g.uuid4())}

You answer enquiries for the Ravensholm Castle Trust about weddings and private hire. The chapel is
licensed for ceremonies of up to 60 guests; the battlements are closed to private hire from November
to March.

User: Can we hold the ceremony in the chapel and take photos on the battlements in October?
Assistant:""", f"{SRC}pos:heritage:private-hire", ["md_bullets", "uuid", "head", "stable_neighbours"])


@pos
def _dig_diary_js_iso(g: Gen37) -> Draft:
    t = g.moment_uk()
    return Draft(f"""You are the site diary assistant of the Ravensholm community excavation. Turn the supervisor's
voice note into a diary entry with weather, work done, finds and issues.
- **Trench:** 2
- **Supervisor:** K. Thornton
{v('datetime', '- **Client time:** ' + js_iso(t))}

Voice note: "Dry, bit of wind. Took down context ten forty-three, half-sectioned the pit, got the
buckle and a bone pin. Pump failed again after lunch."
Assistant:""", f"{SRC}pos:heritage:dig-diary", ["md_bullets", "js_iso", "system_tail"])


@pos
def _accession_logging(g: Gen37) -> Draft:
    t = g.moment_uk().replace(tzinfo=None)
    return Draft(f"""{v('datetime', 'Logged at: ' + py_logging(t))}
Archive: Kirkby Moor Archives
You write accession summaries for the annual report: one sentence per accession, depositor first.

Accession 2026/004: Wetherby Agricultural Society, show catalogues 1921-2019 and prize books, 1.1 m,
received 2026-02-03.

Archivist: Write the sentence.
Assistant:""", f"{SRC}pos:archive:accession-summary", ["head", "python_logging", "stable_neighbours"])


# --- generated positives --------------------------------------------------------------------------------

# name, system prompt, speaker, user message, cue ("" = the prompt ends with the user's message),
# zone, "now" label and format in the body's language
GEN_BODIES: list[tuple[str, str, str, str, str, str, str, Callable[[datetime], str]]] = [
    ("catalogue", "You are the catalogue help assistant of Fenwick City Libraries. Explain how to find, reserve and "
     "renew items;\nnever promise that a reserved item will arrive by a particular date.", "User",
     "How do I put a hold on a book that's on loan at another branch?", "Assistant:", "uk", "Local time",
     lambda t: f"{t:%d %b %Y, %H:%M} {t.tzname()}"),
    ("ill", "You help readers of the Pelham College library request interlibrary loans. Explain costs, lending "
     "limits and\nhow long requests usually take.", "Reader",
     "Can I get a 1970s journal article scanned from another library, and is there a fee?", "Librarian:", "uk",
     "Local time", lambda t: f"{t:%H:%M} {t.tzname()}, {uk_long(t)}"),
    ("reading-room", "You answer questions about visiting the Pendle Moor Archives search room: registration, "
     "ordering\ndocuments and the photography rules.", "Reader",
     "Can I bring my own camera to photograph the estate maps?", "Assistant:", "uk", "Time now",
     lambda t: f"{t:%H:%M} on {uk_day_long(t)}"),
    ("digitisation", "You are the help assistant of the Northgate Digitisation Unit. Explain capture standards and "
     "turnaround\ntimes for internal requests.", "Staff",
     "How long does it take to digitise a 200-page bound volume at 400 ppi?", "Answer:", "uk", "Local time",
     lambda t: f"{iso_space(t)[:16]} {t.tzname()}"),
    ("collections", "You are the collections information assistant of the Harrowgate Museum. Answer staff questions "
     "about\nobject records, locations and movement procedures.", "Staff",
     "What do I need to record when I move an object from store B to the photo studio?", "Assistant:", "uk",
     "Desk time", lambda t: f"{dmy_hm(t)} {t.tzname()}"),
    ("visitors", "You are the visitor assistant of the Calder Valley Museum. Answer about opening times, tickets, "
     "access\nand facilities.", "Visitor", "Is the museum step-free, and can I bring a pushchair into the galleries?",
     "Assistant:", "uk", "Local time", lambda t: f"{t:%d/%m/%Y %H:%M}"),
    ("auction", "You are the client services assistant of Hollis & Drew, fine art auctioneers. Explain bidding, the "
     "buyer's\npremium and collection; never value an object.", "Client",
     "If I win a lot online, when do I have to pay and collect it?", "Assistant:", "uk", "Saleroom time",
     lambda t: f"{t:%H:%M:%S} {t.tzname()}"),
    ("gallery", "You answer enquiries for the Marlowe Lane Gallery: the current exhibition, available works, "
     "shipping and\nframing. Do not quote prices that are not on the price list.", "Enquirer",
     "Do you ship framed works to Ireland, and who pays the import VAT?", "Gallery:", "uk", "Local time",
     lambda t: f"{uk_day_long(t)}, {t:%H:%M}"),
    ("conservation", "You are the intake assistant of the Westcombe Conservation Studio. Ask about the object, its "
     "condition and\nany deadlines; never promise a treatment before an inspection.", "Client",
     "I have an oil painting with flaking paint near the bottom edge. Can you look at it before June?",
     "Assistant:", "uk", "Studio time", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    ("heritage", "You answer visitor questions for Ravensholm Castle, a heritage site run by a charitable trust: "
     "tickets,\ntours, parking and access.", "Visitor", "Are dogs allowed in the castle grounds and in the tea room?",
     "Assistant:", "uk", "Site time", lambda t: f"{t:%H:%M} {t.tzname()} {t:%d/%m/%Y}"),
    ("haags", "Je beantwoordt vragen over reproducties uit het Prentenkabinet Hofstad in Den Haag. Antwoord in het "
     "Nederlands,\nkort. Een afdruk op A3 kost EUR 24; ophalen kan aan de balie vanaf drie werkdagen na bestelling.",
     "Klant", "Hallo, ik wil een afdruk van die ouwe kaart van de Hofvijver, hoeveel kost dat en ken ik 'm ophale?",
     "", "eu", "Tijd nou (Den Haag)", lambda t: f"{t:%d-%m-%Y %H:%M}"),
    ("gronings", "Je bent de assistent van museumboerderij 't Olde Hoes bij Groningen. Antwoord in het Nederlands, "
     "kort.\nOpen van april tot oktober, dinsdag tot en met zondag 11-17 uur; op Tweede Paasdag open.", "Bezoeker",
     "Moi, binnen joe open op Paasmoandag? Wie kommen mit de kinder en opa, dij is slecht ter been.", "", "eu",
     "Tied nou (Grunn)", lambda t: f"{t:%d-%m-%Y %H:%M}"),
    ("baseldytsch", "Du bist die Assistenz des Antiquariats und Auktionshauses am Spalenberg in Basel. Antworte auf "
     "Hochdeutsch.\nEinlieferungen für die Herbstauktion nehmen wir bis Ende Juni an.", "Kunde",
     "Sali, ich hätt gärn gwüsst, öb Dir au alti Landcharte vo dr Regio aanämmet für d Uktion im Herbscht.", "",
     "eu", "D Zyt jetz (Basel)", lambda t: f"{t:%d.%m.%Y %H:%M}"),
    ("madrileno", "Eres el asistente de la Biblioteca Histórica de Lavapiés, en Madrid. Responde en español. La "
     "hemeroteca se\nconsulta con carné de lector; el carné de investigador solo hace falta para fondos anteriores "
     "a 1900.", "Usuario",
     "Buenas, ¿puedo mirar los periódicos de 1936 sin carné de investigador? Es pa' un trabajo del insti y voy "
     "fatal de tiempo, tío.", "", "eu", "Hora actual (Madrid)", lambda t: f"{t:%d/%m/%Y %H:%M}"),
    ("stockholmska", "Du är assistent för Restaureringsateljén på Söder i Stockholm. Svara på svenska. Nya uppdrag "
     "bedöms på\ntisdagar; en bedömning kostar 600 kr.", "Kund",
     "Tja, farsans gamla tavla har fått typ en reva i duken, kan ni kika på den nästa vecka eller är det fullt?",
     "", "eu", "Klockan nu (Sthlm)", lambda t: f"{t:%Y-%m-%d %H:%M}"),
    ("tosa", "あなたは高知の郷土資料館「はりまや郷土館」の案内係です。日本語で簡潔に答えてください。\n"
     "開館は9時から17時、月曜休館、駐車場は10台分あります。", "来館者",
     "明日、孫を連れて行きたいがやけど、駐車場はあるがですか？", "", "jst", "現在時刻（高知）", ja_dt),
]

# cue, family, label, key, value maker, compact (no spaces: usable as a key=value pair)
GEN_FIELDS: list[tuple[str, str, str, str, Callable[[Gen37, datetime], str], bool]] = [
    ("datetime", "rfc3339", "Timestamp", "timestamp", lambda g, t: rfc3339(t), True),
    ("datetime", "rfc3339_ms", "Request time", "request_time", lambda g, t: rfc3339(t, 3), True),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False),
    ("datetime", "rfc2822", "Received", "received", lambda g, t: rfc2822(t), False),
    ("datetime", "python_logging", "Logged at", "logged_at", lambda g, t: py_logging(t.replace(tzinfo=None)), False),
    ("datetime", "python_isoformat", "Now", "now", lambda g, t: py_iso(t.replace(tzinfo=None)), True),
    ("datetime", "log4j", "requestedAt", "requested_at", lambda g, t: log4j_iso(t), True),
    ("datetime", "go_rfc3339nano", "Generated at", "generated_at", lambda g, t: go_nano(t, g.small(1, 1000)), True),
    ("datetime", "dotnet_roundtrip", "RequestTimestamp", "request_ts", lambda g, t: dotnet_o(t, g.small(0, 10)), True),
    ("datetime", "js_iso", "clientTime", "client_time", lambda g, t: js_iso(t), True),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False),
    ("datetime", "unix_date", "Server date", "server_date", lambda g, t: unix_date(t), False),
    ("datetime", "ctime", "Prompt built", "prompt_built", lambda g, t: ctime(t), False),
    ("date", "uk_long_date", "Today's date", "today", lambda g, t: uk_long(t), False),
    ("date", "iso_date", "Current date", "current_date", lambda g, t: iso_date(t), True),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), True),
    ("datetime", "local_now", "", "", lambda g, t: "", False),
    ("epoch", "epoch_s", "Unix time", "ts", lambda g, t: str(epoch_s(t)), True),
    ("epoch", "epoch_ms", "Sent (ms)", "sent_ms", lambda g, t: str(epoch_ms(t)), True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True),
    ("request_id", "uuid", "Request ID", "request_id", lambda g, t: g.uuid4(), True),
    ("request_id", "hex32", "X-Correlation-ID", "correlation_id", lambda g, t: g.hex(32), True),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), True),
    ("trace_id", "amzn_trace", "X-Amzn-Trace-Id", "amzn_trace_id", lambda g, t: g.amzn_trace(t, False), True),
    ("request_id", "cf_ray", "CF-Ray", "cf_ray", lambda g, t: g.cf_ray(), True),
    ("session_id", "nanoid", "Session", "session_id", lambda g, t: g.nanoid(), True),
    ("session_id", "uuid7", "Conversation ID", "conversation_id", lambda g, t: g.uuid7(t), True),
    ("session_id", "objectid", "Visit session", "visit_session", lambda g, t: g.objectid(t), True),
    ("run_id", "ulid", "Run", "run_id", lambda g, t: g.ulid(t), True),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), True),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "web-" + g.digits(6)), True),
    ("request_id", "ksuid", "Event ID", "event_id", lambda g, t: g.ksuid(t), True),
    ("message_id", "snowflake", "Message ID", "message_id", lambda g, t: g.snowflake(t), True),
    ("request_id", "stripe", "Stripe-Request-Id", "stripe_request_id", lambda g, t: "req_" + g.b62(14), True),
]

GEN_POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "yaml", "json_pretty",
                 "json_inline", "xml_attr", "ctx_kv", "html_comment", "bullet", "md_row"]
LINE_POSITIONS = {"head", "system_tail", "header_block", "last_user", "footer", "html_comment", "bullet", "md_row"}
COMPACT_POSITIONS = {"ctx_kv"}
NUMERIC_KEYS = {"ts", "sent_ms", "t_us"}
GEN_STABLE = ["Branch: Central", "Catalogue release: 2026.2", "Locale: en-GB", "Timezone: Europe/London",
              "Prompt version: 2.3.0", "Desk: enquiries", "Site: main building", "Channel: web"]
GENERATED = 66


def _gen_moment(g: Gen37, zone: str) -> datetime:
    if zone == "uk":
        return g.moment_uk()
    if zone == "eu":
        return g.moment_eu()
    return g.moment(JST)


def _yaml_value(value: str) -> str:
    return value if re.fullmatch(r"[A-Za-z0-9_.+-]+", value) else json.dumps(value, ensure_ascii=False)


def _render(g: Gen37, position: str, body: tuple[Any, ...], fields: list[tuple[str, str, str, str]]) -> str:
    """A generated prompt: the body with its fields (cue, label, key, value) at one position."""
    name, system, speaker, user, cue = body[:5]
    ask = f"{speaker}: {user}"
    tail = f"\n{cue}" if cue else ""
    lines = [v(c, f"{label}: {value}") for c, label, _, value in fields]
    block = "\n".join(lines)
    app = f"{name}-assist"
    if position == "head":
        return f"{block}\n{system}\n\n{ask}{tail}"
    if position == "system_tail":
        return f"{system}\n{block}\n\n{ask}{tail}"
    if position == "header_block":
        head = g.rng.sample(GEN_STABLE, 3)
        for line in lines:
            head.insert(g.small(0, len(head) + 1), line)
        return "\n".join(head) + f"\n\n{system}\n\n{ask}{tail}"
    if position == "last_user":
        return f"{system}\n\n{ask}\n{block}{tail}"
    if position == "footer":
        return f"{system}\n\n{ask}\n\n--\n{block}"
    if position == "yaml":
        members = "\n".join(v(c, f"{key}: {_yaml_value(value)}") for c, _, key, value in fields)
        return f"---\napp: {app}\n{members}\nlocale: en-GB\n---\n{system}\n\n{ask}{tail}"
    if position == "json_pretty":
        members = "\n".join(
            "  " + v(c, f'"{key}": ' + (value if key in NUMERIC_KEYS else json.dumps(value)) + ",")
            for c, _, key, value in fields)
        return f'{{\n  "app": "{app}",\n{members}\n  "locale": "en-GB"\n}}\n{system}\n\n{ask}{tail}'
    if position == "json_inline":
        members = "".join(
            v(c, f'"{key}":' + (value if key in NUMERIC_KEYS else json.dumps(value)) + ",")
            for c, _, key, value in fields)
        return f'{{"app":"{app}",{members}"locale":"en-GB"}}\n{system}\n\n{ask}{tail}'
    if position in ("xml_attr", "ctx_kv"):
        stable = ['desk="enquiries"', 'locale="en-GB"'] if position == "xml_attr" else ["desk=enquiries",
                                                                                          "locale=en-GB"]
        parts = []
        for k, (c, _, key, value) in enumerate(fields):
            pair = f'{key}="{value}"' if position == "xml_attr" else f"{key}={value}"
            parts += [v(c, pair), stable[k - len(fields) + 2] if len(fields) == 1 else stable[k]]
        if position == "xml_attr":
            return f'<request app="{app}" ' + " ".join(parts) + f"/>\n{system}\n\n{ask}{tail}"
        return f"[ctx app={app} " + " ".join(parts) + f"]\n{system}\n\n{ask}{tail}"
    if position == "html_comment":
        comments = "\n".join(v(c, f"<!-- {label}: {value} -->") for c, label, _, value in fields)
        return f"{comments}\n{system}\n\n{ask}{tail}"
    if position == "bullet":
        bullets = "\n".join(v(c, f"- **{label}:** {value}") for c, label, _, value in fields)
        return f"## Context\n- **Desk:** enquiries\n{bullets}\n\n{system}\n\n{ask}{tail}"
    assert position == "md_row"
    rows = "\n".join(v(c, f"| {label} | {value} |") for c, label, _, value in fields)
    return f"| Field | Value |\n|---|---|\n| Desk | enquiries |\n{rows}\n\n{system}\n\n{ask}{tail}"


def generated_positives(g: Gen37) -> list[Draft]:
    """One field, or two of different kinds, in one of the bodies at one of the positions."""
    fields = list(GEN_FIELDS)
    g.rng.shuffle(fields)
    out: list[Draft] = []
    fi = 0
    for k in range(GENERATED):
        body = GEN_BODIES[k % len(GEN_BODIES)]
        position = GEN_POSITIONS[k % len(GEN_POSITIONS)]
        t = _gen_moment(g, body[5])
        want = 2 if k % 10 in (0, 3, 7) else 1
        chosen: list[tuple[str, str, str, str, Callable[[Gen37, datetime], str], bool]] = []
        tries = 0
        while len(chosen) < want:
            f = fields[fi % len(fields)]
            fi += 1
            tries += 1
            assert tries < 200
            if f[1] == "local_now" and position not in LINE_POSITIONS:
                continue
            if position in COMPACT_POSITIONS and not f[5]:
                continue
            if chosen and f[0] == chosen[0][0]:
                continue
            chosen.append(f)
        rendered: list[tuple[str, str, str, str]] = []
        for cue, family, label, key, make, _compact in chosen:
            if family == "local_now":
                rendered.append((cue, body[6], "", body[7](t)))
            else:
                rendered.append((cue, label, key, make(g, t)))
        text = _render(g, position, body, rendered)
        families = [f[1] for f in chosen]
        tags = ["generated", position, *families] + ([f"variety:{body[0]}"] if not body[4] else [])
        out.append(Draft(text, f"{SRC}pos:generated:{body[0]}+{'+'.join(families)}", tags))
    return out


# --- hand-written negatives that are not pasted blocks --------------------------------------------------

NEG: list[Draft] = []


def neg(tags: list[str], source: str, text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_asked() -> None:
    neg(["id_in_question", "accession_number"], "accession-number", """What does the accession number 1987.114.3
tell me about the object? Is 1987 the year it was made or the year the museum acquired it, and what
are the 114 and the 3?""")
    neg(["id_in_question", "marc_005"], "marc-005-question", """In a MARC record I see 005 20190412093015.0. Is that
the date the book was published, the date it was catalogued, or something else? Our 008 starts with 190412.""")
    neg(["epoch", "id_in_question"], "datalogger-epoch", """Our datalogger export starts with 1772323200 for the first
reading and 1772344800 for the second. What dates and times are those in London, and how far apart are they?""")
    neg(["id_in_question", "error_reference"], "bid-error-reference", """The bidding page showed "Something went
wrong. Reference: 4f9c2a7e1b3d4e5f8a6c0b2d9e1f7a3c" when I bid on lot 212 at 19:41. What should I send to
support, and did my bid go through?""")
    neg(["stable_header", "catalogue_release", "knowledge_cutoff"], "stable-header-catalogue", """Catalogue release: 2026.2
Knowledge cutoff: 2024-06
Prompt version: 4.1.0
Last reviewed: 2026-01-12 by the web team

You are the catalogue assistant of Merrow University Library. Answer from the catalogue and the
library's pages only.

Reader: Can alumni still borrow books after graduating?
Assistant:""")
    neg(["stable_header", "sale_date"], "sale-details-system", """You are the client services assistant of Hollis & Drew.
Sale: 2614 Books, Maps and Manuscripts, Thursday 23 April 2026, 10:30 BST, Saleroom 2
Viewing: 20-22 April 10:00-17:00; morning of sale 09:00-10:00
Buyer's premium: 25% + VAT

Client: Can I view the maps on the morning of the sale, and how early should I arrive?
Assistant:""")
    neg(["front_matter_stable", "opening_hours", "exhibition_dates"], "stable-front-matter", """---
site: calder-valley-museum
timezone: Europe/London
opening_hours: "Tue-Sun 10:00-17:00"
exhibition_opens: 2026-04-03
exhibition_closes: 2026-09-27
---
You answer visitor questions about the "Threads of the Valley" exhibition.

Visitor: Will the exhibition still be on during the October half term?
Assistant:""")
    neg(["md_table", "member_since"], "stable-md-table", """| Field         | Value                  |
|---------------|------------------------|
| Member        | Alan Whitcombe         |
| Member since  | 2011-06-14             |
| Membership    | Joint Friends          |
| Renewal date  | 2026-09-01             |

You are the Friends of the Harrowgate Museum desk assistant. Use the member record above.

Alan: How many years have I been a Friend now, and is there a long-service discount?
Assistant:""")
    neg(["json_inline_stable", "api_version"], "stable-json-api-version",
        """{"api_version":"2025-09-01","collection":"objects","locale":"en-GB"}
You write search queries for the Harrowgate Museum collections API from plain-English requests.

Request: all tea caddies made before 1800 that are on display
Query:""")
    neg(["key_value_lines", "firmware_date"], "stable-env-firmware", """LOGGER_MODEL=HL-12
FIRMWARE=3.4.1
FIRMWARE_DATE=2024-11-20
LOGGING_INTERVAL_MIN=15
SITE=gallery-3

You explain datalogger settings to the collections care team.

Officer: Is a 15-minute interval enough to catch the RH swings when the doors open in the morning?
Assistant:""")
    neg(["xml_attr_stable", "exhibition_dates"], "stable-xml-exhibition", """<exhibition id="EX-2026-04" opens="2026-04-03" closes="2026-09-27" venue="Gallery 4"/>
You answer press enquiries about the exhibition described above. Embargoed details must not be
shared.

Journalist: When is the press view, and can I bring a photographer?
Assistant:""")
    neg(["html_comment_stable", "template_review"], "stable-html-comment", """<!-- template reviewed 2025-12-01 by visitor services -->
You are the ticket helper of Ravensholm Castle. Adult GBP 12, child GBP 6, family GBP 30; members free.

Visitor: How much for two adults and three children?
Assistant:""")
    neg(["relative_time"], "relative-times", """The gallery RH started climbing about 40 minutes ago, the HVAC reset
was 3 hours ago and the doors have been open since opening time this morning. Does that point to the
doors or to the HVAC?""")
    neg(["few_shot", "edtf"], "few-shot-edtf", """Normalise catalogue dates to EDTF.

"c. 1850" -> 1850~
"1914-1918" -> 1914/1918
"March 1847?" -> 1847-03?
"early 19th century" -> 1800/1833

Input: "after 1920, before 1925"
Output:""")
    neg(["unrendered_template"], "unrendered-template", """Our visitor chatbot answers "Today is {{current_date}}, we
are open until 17:00." to everyone. The template is below. Why isn't the date filled in?

system_prompt: |
  You are Wren, the visitor guide. Today is {{current_date}}.
  Opening hours: {{opening_hours}}""")
    neg(["user_typed_clock"], "user-typed-clock", """It's 16:40 here in the reading room and it closes at 17:00. Can
I still order up one more box from the strongroom, or is it too late?""")
    neg(["date_arithmetic", "loan_period"], "loan-arithmetic", """I borrowed three books on 3 March 2026 with a
28-day loan and renewed them once on 29 March for another 28 days. When are they due now, and is that
a Sunday?""")
    neg(["iso_week", "plan"], "iso-week-plan", """The conservation plan has the tapestry treatment in 2026-W18 to
2026-W21 and the loan to Ghent leaves in 2026-W22. Which calendar dates are those, and is one week
enough for the condition check before packing?""")
    neg(["control", "plain"], "plain-1", """You are the visitor assistant of the Calder Valley Museum.

Visitor: Do you have lockers for rucksacks?
Assistant:""")
    neg(["control", "plain"], "plain-2", """You are the catalogue help assistant of Fenwick City Libraries.

User: How do I reset my library PIN?
Assistant:""")
    neg(["chatml_stable", "knowledge_cutoff"], "stable-chatml", """<|im_start|>system
You are the reading room assistant of Kirkby Moor Archives.
Knowledge cutoff: 2024-06
Reading room rules valid from 2026-01-01 (version 5).
<|im_end|>
<|im_start|>user
Can I use a pencil sharpener at my desk?<|im_end|>
<|im_start|>assistant
""")
    neg(["jwt", "id_in_question"], "jwt-pasted", """Our collections API token stopped working. Is it expired, and
which claim says so?

eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjb2xsLWFwaS13ZWIiLCJpYXQiOjE3NzIzMjMyMDAsImV4cCI6MTc3MjMyNjgwMH0.bWfE0yT3kQ9zR1vX7cN5pL2sA8dJ4hU6gK0iO3eY1wM""")
    neg(["traceparent", "id_in_question"], "traceparent-asked", """The image server logged this header on the failing
request. Which part is the trace id, and which is the parent span?

traceparent: 00-5f2a9c0e1b7d4e3f8a6c2b1d0e9f7a3c-9b8a7c6d5e4f3a2b-01""")
    neg(["llama3_stable", "knowledge_cutoff"], "stable-llama3", """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You answer questions about the Ravensholm Castle Trust's volunteering programme.<|eot_id|><|start_header_id|>user<|end_header_id|>

Can I volunteer as a room guide if I can only do one Saturday a month?<|eot_id|><|start_header_id|>assistant<|end_header_id|>""")


# --- pasted blocks --------------------------------------------------------------------------------------

# source, tags, block, question, introduction
BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("marc-record", ["marc", "control_fields"], """LDR 00987nam a2200277 i 4500
001 991002230450105661
003 UkMeU
005 20240917143352.0
008 240917s1957    enk           000 1 eng d
020 __ $a 0241957370
100 1_ $a Spark, Muriel, $d 1918-2006, $e author.
245 14 $a The comforters / $c Muriel Spark.
264 _1 $a London : $b Macmillan, $c 1957.
300 __ $a 224 pages ; $c 19 cm
500 __ $a Inscribed by the author on the front free endpaper, dated 12.ii.58.""",
     "Is the 008 date right for this edition, and what do the 005 digits mean?", "Record from our catalogue"),
    ("dublin-core", ["dublin_core", "xml"], """<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <dc:title>View of the quay at Whitby, looking south</dc:title>
  <dc:creator>Sutcliffe, Frank Meadow, 1853-1941</dc:creator>
  <dc:date>1888</dc:date>
  <dc:type>Image</dc:type>
  <dc:format>albumen print, 15 x 20 cm</dc:format>
  <dc:identifier>https://digital.selwyn-library.example/items/ph-04417</dc:identifier>
  <dc:identifier>SL/PH/2/118</dc:identifier>
  <dc:rights>Public domain; image CC0, digitised 2023-05-11</dc:rights>
</oai_dc:dc>""", "Give me a Chicago-style citation for this photograph.", "Dublin Core record"),
    ("loan-receipt", ["receipt", "due_dates"], """Fenwick City Libraries - Central
Loan receipt
Card: ****4821
03/03/2026 14:12
Tomb of sand / Geetanjali Shree   31234001234567   due 31/03/2026
The salt path / Raynor Winn       31234000987654   due 31/03/2026
Items on loan: 5   Overdue: 0   Reservations ready: 1
Renew online or call 0113 496 0000""", "If I renew both online on the 30th, when will they be due?",
     "My loan receipt"),
    ("overdue-email", ["email", "headers", "fines"], """From: Fenwick City Libraries <noreply@fenwick-libraries.example>
Date: Mon, 9 Mar 2026 06:02:11 +0000
Message-ID: <20260309060211.4417@notices.fenwick-libraries.example>
Subject: Overdue items - please return

Dear reader,
The following item is overdue:
A history of the world in 100 objects / Neil MacGregor - due 23/02/2026 - barcode 31234000554321
Charges to date: GBP 2.40 (GBP 0.20 per day, maximum GBP 6.00 per item).""",
     "Is GBP 2.40 right if I renewed it on 20 February for another two weeks?", "The overdue notice I got"),
    ("patron-record", ["patron", "record_dates"], """Patron: 2048813  WHITCOMBE, Alan
Category: Adult (ADT)   Home branch: Eastgate
Registered: 2011-06-14   Card expires: 2027-06-13
Last activity: 2026-03-02
Holds: 2 (1 ready at Eastgate until 2026-03-16)
Fines: GBP 0.00
Blocks: none""", "When does his ready hold expire, and when does his card need renewing?",
     "Patron screen from the library system"),
    ("document-order", ["archive", "order_slip"], """KIRKBY MOOR ARCHIVES - DOCUMENT ORDER
Reader ticket: R-20931
Seat: 14
Reference: D/HAL/3/27-31
Ordered: 14/03/2026 10:05
Produced: 14/03/2026 10:41 by SB
Returned: ____
Conditions: use weights; no tracing; photography allowed without flash""",
     "Can I keep these out over lunch and order the next five now?", "My order slip"),
    ("holdings", ["holdings", "status_dates"], """Holdings for: The Oxford history of the British Empire, v. 3
Copy  Location                Call number          Status
c.1   Main Library, Level 2   942 OXF/3            Due 2026-04-02
c.2   Main Library, Level 2   942 OXF/3            Available
c.3   Eastgate                942 OXF/3            In transit since 2026-03-11
c.4   Store (request)         942 OXF/3 (STORE)    Available - delivery next working day""",
     "Which copy gets me the book fastest if I'm at Eastgate?", "Holdings from the catalogue"),
    ("library-api-error", ["api_json", "request_id_first", "timestamp"], """{
  "request_id": "7c1e0b4a-2f5d-4c8e-9a3b-6d2f1e0c9b8a",
  "timestamp": "2026-03-12T08:14:55.201Z",
  "status": 409,
  "error": {
    "code": "HOLD_LIMIT_REACHED",
    "message": "Patron 2048813 has 10 active holds (limit 10)",
    "retry_after": null
  }
}""", "Our app got this when placing a hold. Is it a bug in our request or a real limit?",
     "Response from the library API"),
    ("iiif-access-log", ["access_log", "clf", "iiif"], """10.4.2.18 - - [12/Mar/2026:09:14:02 +0000] "GET /iiif/3/ms-112%2Ff1r.jp2/full/max/0/default.jpg HTTP/1.1" 200 4182233 "-" "Mozilla/5.0"
10.4.2.18 - - [12/Mar/2026:09:14:05 +0000] "GET /iiif/3/ms-112%2Ff1v.jp2/full/max/0/default.jpg HTTP/1.1" 500 0 "-" "Mozilla/5.0"
10.4.2.18 - - [12/Mar/2026:09:14:09 +0000] "GET /iiif/3/ms-112%2Ff1v.jp2/info.json HTTP/1.1" 200 1024 "-" "Mozilla/5.0"
66.249.66.1 - - [12/Mar/2026:09:15:40 +0000] "GET /iiif/3/ms-112%2Ff2r.jp2/full/!400,400/0/default.jpg HTTP/1.1" 200 38211 "-" "Googlebot/2.1\"""",
     "Why does f1v fail on full/max when its info.json works?", "Image server log"),
    ("ead-component", ["ead", "xml", "unitdate"], """<c level="file" id="KMA-QS-1-1788">
  <did>
    <unitid>QS/1/1788/4</unitid>
    <unittitle>Quarter Sessions roll, Easter 1788</unittitle>
    <unitdate normal="1788-04-15/1788-04-18">15-18 April 1788</unitdate>
    <physdesc><extent>1 roll, 62 membranes</extent></physdesc>
    <physloc>Strongroom 2, bay 14</physloc>
  </did>
  <accessrestrict><p>Fragile: produced only as microfilm MF 412 until conservation is complete.</p></accessrestrict>
</c>""", "Can I see the original roll, or only the film?", "Catalogue entry"),
    ("bag-info", ["bagit", "bagging_date"], """Source-Organization: Kirkby Moor Archives
Contact-Email: digital@kirkbymoor-archives.example
External-Identifier: KMA-2025-031
Bagging-Date: 2025-11-20
Bag-Size: 14.2 GB
Payload-Oxum: 15246332110.418
Internal-Sender-Description: Born-digital records of the Calder Mills Co. (1994-2009), transfer 3 of 4""",
     "After copying to the new server the Payload-Oxum reads 15246332110.417. What does that tell me?",
     "bag-info.txt of the transfer"),
    ("premis-event", ["premis", "xml", "uuid"], """<premis:event>
  <premis:eventIdentifier>
    <premis:eventIdentifierType>UUID</premis:eventIdentifierType>
    <premis:eventIdentifierValue>3f9a2c1e-5b7d-4e8f-a0b2-6c4d8e1f3a57</premis:eventIdentifierValue>
  </premis:eventIdentifier>
  <premis:eventType>format identification</premis:eventType>
  <premis:eventDateTime>2025-11-21T14:02:37Z</premis:eventDateTime>
  <premis:eventDetailInformation><premis:eventDetail>program=Siegfried; version=1.11.1</premis:eventDetail></premis:eventDetailInformation>
  <premis:eventOutcomeInformation><premis:eventOutcome>fmt/353 (TIFF)</premis:eventOutcome></premis:eventOutcomeInformation>
</premis:event>""", "Explain what this event records, in two sentences for a non-specialist.",
     "PREMIS event from our repository"),
    ("accession-register", ["register", "received_dates"], """Accession   Received     Depositor / donor                   Description                                  Extent
2025/029    2025-10-02   Calder Mills Co. (in liquidation)   Minute books 1921-1988, wages ledgers        3.2 m
2025/030    2025-10-16   Mrs J. Hallam                       Letters of Pte A. Hallam, 1914-1918 (add.)   1 box
2025/031    2025-11-20   Calder Mills Co. (in liquidation)   Born-digital records, 1994-2009              14.2 GB
2026/001    2026-01-08   St Oswald PCC                       Parish magazines 1950-2001                   0.8 m""",
     "How many accessions came in during 2025, and how much material was that?", "Accessions register"),
    ("deed-of-gift", ["agreement", "dates_in_prose"], """DEED OF GIFT
This deed is made on 8 January 2026 between the Parochial Church Council of St Oswald, Kirkby Moor
("the Donor") and Kirkby Moor Archives ("the Archives").
1. The Donor gives to the Archives the parish magazines 1950-2001 listed in the schedule (accession 2026/001).
2. Copyright in items created by the Donor passes to the Archives from the date of this deed.
3. Items the Archives does not keep may be returned to the Donor or, after 60 days' notice, destroyed.
Signed: Revd C. Ashby (Chair, PCC), 8 January 2026""",
     "If we decide in May not to keep the 1970s issues, what do we have to do?", "The deed of gift"),
    ("enquiry-email", ["email", "headers", "message_id"], """From: Dr Lena Vogt <l.vogt@uni-example.de>
To: enquiries@kirkbymoor-archives.example
Date: Wed, 4 Mar 2026 16:22:08 +0100
Message-ID: <8f2c1a90-4d1e-4b2a-9c3e-1d0f5e7a2b64@uni-example.de>
Subject: Copies of D/HAL/3

Dear colleagues, for a project on soldiers' letters I would like copies of D/HAL/3/1-214 (all letters).
Could you tell me the cost of digital copies, and whether I need the depositor's permission to publish
extracts?""", "Draft a reply: existing images are GBP 6.50 each, new captures GBP 12, and the series is deposited.",
     "An enquiry we received"),
    ("scanner-log", ["capture_log", "timestamps"], """2026-03-10 09:02:14 INFO  Session MS112 opened by operator ak (station cap-03)
2026-03-10 09:02:40 INFO  Calibration target DT-NGT2 captured, dE2000 mean 1.8
2026-03-10 09:05:11 INFO  Frame 0001 f1r captured 14204x10652 16-bit
2026-03-10 09:06:02 WARN  Frame 0002 f1v exposure -0.7 EV vs reference
2026-03-10 09:06:40 INFO  Frame 0002 f1v recaptured
2026-03-10 11:48:19 ERROR Frame 0113 write failed: disk full (D:\\capture\\MS112)""",
     "How many frames did we lose when the disk filled up, and where do I restart?", "Capture log"),
    ("qc-report", ["qc_report", "run_time"], """QC report - batch NDU-2026-011 (MS 112, frames 0001-0120)
Run: 2026-03-10T17:30:02Z   Analysis software: OpenDICE 2.4
Aim: FADGI 4-star
Frames passed: 114
Frames failed: 6 (0021 noise, 0044 noise, 0067 colour, 0090 colour, 0102 sharpness, 0113 missing)
Target: dE2000 mean 2.1, max 4.9; L* max error 1.2; resolution 402 ppi; MTF50 0.41 cy/px""",
     "Can we release the batch with the six failures flagged, or must we reshoot first?", "QC report"),
    ("exif", ["exif", "capture_time", "serial"], """File Name                       : MS112_f001r.tif
Make                            : Phase One
Camera Model Name               : IQ4 150MP
Serial Number                   : YA012345
Date/Time Original              : 2026:03:10 09:05:11
Modify Date                     : 2026:03:10 14:22:40
Software                        : Capture One 16.4.2
X Resolution                    : 400
Image Size                      : 14204x10652
Bits Per Sample                 : 16 16 16""", "Why is the Modify Date later than the capture? Nobody edited it.",
     "exiftool output for the master"),
    ("checksum-manifest", ["manifest", "sha256"], "\n".join(
        f"{sha(name)}  data/{name}" for name in
        ("MS112_f001r.tif", "MS112_f001v.tif", "MS112_f002r.tif", "MS112_f002v.tif", "MS112_target.tif")),
     "Which tool writes this format, and how do I verify it on Windows?", "manifest-sha256.txt"),
    ("sentry-error", ["error_report", "event_id", "trace_id"], """TypeError: Cannot read properties of null (reading 'canvases')
  at MiradorViewer.loadWindow (viewer.bundle.js:1:48211)
Event ID: 9b2f4e1c7a3d4f0e8c6b5a2d1e0f3c4b
Timestamp: 2026-03-11 21:04:17 UTC
Release: collections-web@3.8.2
Trace ID: 4e1c0a9b7d2f4e3a8c6b1d0f5a2e9c7b
URL: https://collections.harrowgate-museum.example/objects/1987.114.3
Browser: Safari 18.3, iOS 18.3""", "Where would you look first for this error?", "Error report from the site"),
    ("object-record", ["object_record", "accession"], """HARROWGATE MUSEUM - OBJECT RECORD
Accession no.: 1961.7
Object name: fire engine, manual
Maker: Merryweather & Sons, London
Date made: 1862
Acquisition: gift of the Harrowgate Borough Council, 2 March 1961
Dimensions: L 3.4 m, W 1.6 m, H 2.1 m
Location: Large objects store, bay 1 (since 1998-04-20)
Condition: fair (checked 2024-09-11)
Related: 1952.33 (duplicate, proposed for disposal)""", "Is this the same type of engine as 1952.33?",
     "Object record"),
    ("ipm-log", ["ipm", "trap_log"], """IPM trap log - Textile store
Trap  Date checked  Webbing clothes moth  Case-bearing moth  Carpet beetle larvae  Initials
T01   2026-01-30    0                     0                  0                     MH
T02   2026-01-30    2                     0                  1                     MH
T01   2026-02-27    1                     0                  0                     MH
T02   2026-02-27    4                     1                  2                     MH""",
     "Is T02 showing an infestation or just seasonal variation?", "Trap log"),
    ("datalogger-csv", ["environment", "csv", "timeseries"], """Logger,Location,Timestamp,Temp_C,RH_pct
HL-12,Gallery 3 case 2,2026-03-01 00:00,19.4,48.2
HL-12,Gallery 3 case 2,2026-03-01 06:00,18.9,49.0
HL-12,Gallery 3 case 2,2026-03-01 12:00,20.6,44.1
HL-12,Gallery 3 case 2,2026-03-01 18:00,21.3,41.7
HL-12,Gallery 3 case 2,2026-03-02 00:00,19.7,47.5""",
     "Is the daily RH swing within +/-5% for the textiles in that case?", "Logger export"),
    ("exhibition-price-list", ["price_list", "status_dates"], """Exhibition: Edges - drawings by Sam Okoye
Dates: 5 February - 28 March 2026
No.  Title                 Year   Medium               Size (cm)   Price (GBP)   Status
1    Edge I                2024   charcoal on paper    56 x 76     1,800         sold 05/02
2    Edge II               2024   charcoal on paper    56 x 76     1,800         available
3    Ochre Field           2026   oil on canvas        100 x 120   6,500         reserved until 14/03
4    Study in Ochre III    2025   pastel               30 x 40     950           available""",
     "Which works can I still offer a client, and what is the total of what's sold or reserved?",
     "Price list of the show"),
    ("ticket-scan-log", ["gate_log", "ticket_ids"], """2026-03-08 10:00:14 GATE-1 SCAN T-7F3A91 Adult OK
2026-03-08 10:00:19 GATE-1 SCAN T-7F3A92 Child OK
2026-03-08 10:01:02 GATE-1 SCAN T-7F3A91 Adult REJECT already used 10:00:14
2026-03-08 10:03:47 GATE-2 SCAN M-00417 Member OK
2026-03-08 10:04:10 GATE-2 SCAN T-6E0B11 Adult REJECT wrong date (valid 2026-03-07)""",
     "A visitor says she was refused entry twice. Which line is probably hers, and why?", "Gate log"),
    ("renewal-email", ["email", "headers", "renewal"], """From: Friends of the Harrowgate Museum <friends@harrowgate-museum.example>
Date: Thu, 26 Feb 2026 12:00:03 +0000
Subject: Your membership renews on 1 April

Dear Mr Whitcombe,
Your Joint Friends membership (no. F-20417) renews on 1 April 2026 at GBP 64 by direct debit. Your
card will be sent by 15 April. To change to Single (GBP 42), reply before 20 March.""",
     "If I switch to Single now, when would the lower amount start?", "The renewal e-mail"),
    ("licensing-invoice", ["invoice", "vat", "due_date"], """INVOICE HGM-IL-2026-0088
Date: 02/03/2026          Due: 01/04/2026
To: Northlight Films Ltd, PO 55102
Image licence: 3 images (1961.7, 1987.114.3, 1952.33), TV documentary, worldwide, 5 years
Fee per image GBP 180.00 x 3         540.00
Digital supply                        30.00
Subtotal                             570.00
VAT 20%                              114.00
Total                                684.00""", "Is the VAT right, and by when must they pay?",
     "Invoice we sent"),
    ("lot-list", ["lot_list", "estimates"], """Sale 2611 - Fine Furniture and Works of Art - Thursday 19 March 2026, 10:30
Lot  Description                                            Estimate (GBP)
116  Pair of George III mahogany hall chairs, c. 1790        600-900
117  Victorian brass-bound writing slope, 1860s              200-300
118  George III mahogany bureau bookcase, c. 1780            3,000-5,000
119  Pair of Regency rosewood footstools                     400-600
120  Victorian walnut loo table, c. 1860                     800-1,200""",
     "What is the total low and high estimate for these five lots?", "Lots from the catalogue"),
    ("results-csv", ["csv", "results", "sold_at"], """lot,hammer_gbp,premium_gbp,paddle,sold_at
116,750,187.50,4471,2026-03-19T10:41:12Z
117,,,,
118,4200,1050.00,ONLINE-88210,2026-03-19T10:43:55Z
119,520,130.00,4471,2026-03-19T10:44:40Z
120,1350,337.50,ABS-0412,2026-03-19T10:45:31Z""",
     "Which lots went unsold, and how much did paddle 4471 spend including premium?", "Results export"),
    ("bid-history", ["bid_log", "times"], """Lot 37 - bid history (Royal Doulton flambé vase)
19:35:02  bidder ...210   GBP 190
19:35:44  you             GBP 200
19:36:58  bidder ...817   GBP 210   (closing time extended to 19:38:58)
19:38:41  you             GBP 220   (closing time extended to 19:40:41)
19:40:39  bidder ...817   GBP 230   (closing time extended to 19:42:39)
19:42:39  Lot closed - sold to bidder ...817 for GBP 230""",
     "Was the extension applied correctly? I thought I had two minutes after 19:40:39.",
     "The bid history from my account"),
    ("condition-report", ["condition_report", "dates_in_prose"], """CONDITION REPORT - Lot 118, George III mahogany bureau bookcase
Prepared by: R. Drew, 11 March 2026
Overall: good, commensurate with age. Old repair to the left return of the cornice; two replaced brass
handles to the lower drawers (matching); one cracked pane to the upper left door; some later veneer
patches to the fall front; locks present, one key. Height 228 cm, width 106 cm.
This report is an opinion, not a guarantee; bidders should inspect in person.""",
     "What are the actual defects, in plain words?", "Condition report"),
    ("provenance-chain", ["provenance", "dates_in_prose"], """Provenance:
Sir Robert Haddon, Bt. (1688-1749), Haddon Park, Yorkshire; by descent to
Lady Margaret Haddon; her sale, London, 12 June 1911, lot 84 (as "Dutch School"), bought by
Kunsthandel de Vries, Amsterdam, from whom acquired by
Jan van Loon, Haarlem, 1938; confiscated 1942; restituted to his heirs 1951;
private collection, Belgium, by 1978.""", "Where is the gap that a buyer should worry about?",
     "Provenance from the catalogue"),
    ("consignment-receipt", ["receipt", "reserve", "sale_dates"], """HOLLIS & DREW - CONSIGNMENT RECEIPT No. CR-26-1147
Consignor: C-10388, Mrs K. Ashworth, Harrogate
Received: 24/02/2026 by M. Ali
Item 1: longcase clock, oak, Thos. Barker of Wigan, c. 1770; reserve GBP 1,200 (discretionary 10%)
Item 2: three Moorcroft vases, "Pomegranate"; reserve GBP 900 the lot
Intended sale: 2611 (19/03/2026) or 2614 (23/04/2026)
Commission: 15% + VAT; lot fee GBP 25; insurance 1.5% of hammer""",
     "If the clock sells at GBP 1,100, is that under the reserve?", "My consignment receipt"),
    ("buyer-invoice", ["invoice", "premium", "storage"], """HOLLIS & DREW - INVOICE 2611-B-0412   Date: 19/03/2026
Buyer: paddle 4471, Mr J. Pemberton
Lot 116  Pair of George III hall chairs   hammer 750.00  premium 25% 187.50  VAT on premium 37.50
Lot 119  Pair of Regency footstools       hammer 520.00  premium 25% 130.00  VAT on premium 26.00
Total due: GBP 1,651.00   Payment due by 26/03/2026; storage from 02/04/2026 at GBP 5 per lot per day""",
     "Check the total, and how much storage would I owe if I collect on 10 April?", "My invoice"),
    ("webhook-delivery-debug", ["webhook", "signature", "pasted_http"], """POST /hooks/condition-reports HTTP/1.1
webhook-id: msg_2xQpL8sVb4NmT7wRz1KcY6aD
webhook-timestamp: 1773216843
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=
content-type: application/json

{"type":"condition_report.requested","data":{"id":"crr_2P8XK4M1","lot":"2611-0118","requested_at":"2026-03-10T21:14:03Z"}}""",
     "Our verifier rejected this with 'timestamp too old' when it arrived at 08:20:15 UTC on 11 March. Is six "
     "minutes really too old?", "A delivery our endpoint rejected"),
    ("gallery-email-thread", ["email", "quoted_reply", "reserve_date"], """From: Tom Lindley <tom@marlowelane.example>
Date: Fri, 6 Mar 2026 17:48:20 +0000
Subject: Re: Ochre Field - reserve

Priya, I've put a reserve on Ochre Field for you until Saturday 14 March. After that it goes back on the list.

> On 6 Mar 2026, at 16:02, Priya Raman wrote:
> Could you hold the big Okoye for a week? I'd like to see it again with my partner.""",
     "Draft a reminder for Tom to send her on the 12th.", "Thread from the gallery inbox"),
    ("export-licence", ["licence", "validity"], """EXPORT LICENCE (objects of cultural interest)
Licence no.: EL-2026-00311
Object: Dutch School, River landscape with ferry, oil on panel, c. 1650, 42 x 58 cm
Applicant: Marlowe Lane Gallery Ltd
Destination: United States (temporary export for exhibition, return by 30 November 2026)
Valid from: 02/03/2026   Valid until: 01/03/2027
Conditions: the object must be returned to the UK within the period stated; shipment through Heathrow only.""",
     "If the show is extended to January, what do we need to do?", "The export licence"),
    ("treatment-report", ["treatment_report", "batch_numbers"], """TREATMENT REPORT WCS-2025-118
Object: pair of portraits, oil on canvas, c. 1760 (owner refs HAD-3, HAD-4)
Received: 2025-09-08   Returned: 2026-01-22
Treatment: surface cleaned (tri-ammonium citrate 1% in water, pH 8); discoloured varnish removed
(ethanol/isooctane); losses filled with gesso; retouched with conservation colours (batch 24-031);
varnished with Regalrez 1094 (batch R-2207), 2026-01-15.
Recommendations: RH 45-55%, avoid direct sunlight; review in 10 years.
Conservator: A. Mensah ACR""", "The owner asks whether they can hang these above a fireplace. What does the "
     "report support?", "Treatment report"),
    ("xrf-report", ["xrf", "acquisition_times", "serial"], """XRF REPORT - spot analysis, object WCS-2026-031
Instrument: Tracer 5g, serial 900F4473; 40 kV, 15 uA, 60 s live time
Spot  Acquired             Area                 Detected (main / minor)
S1    2026-03-02 10:14:07  sky, top left        Co, Al / Pb
S2    2026-03-02 10:17:55  foreground green     Cu, As / Pb, Ca
S3    2026-03-02 10:21:30  white highlight      Pb / Zn
S4    2026-03-02 10:25:12  signature, red       Hg, S / Pb""", "Does zinc in S3 mean the highlight is a later "
     "retouch?", "XRF report"),
    ("radiocarbon", ["lab_report", "bp_dates"], """Radiocarbon date report
Lab code: KMR-40211
Sample: charred grain (barley), context (1043), Ravensholm RVC24, SF 88
d13C: -23.4 per mil
Conventional radiocarbon age: 1142 +/- 28 BP
Calibrated (IntCal20): 776-904 cal AD (68.3%); 772-985 cal AD (95.4%)
Date reported: 2025-12-03""", "Can I say the context is 9th-century on the interpretation board?",
     "The radiocarbon result"),
    ("dendro", ["dendrochronology", "felling_dates"], """Dendrochronology - Ravensholm Castle, chapel roof
Sample  Timber            Rings  Date span   Sapwood  Interpretation
RVC-01  tie beam          96     1381-1476   18       felled 1487-1512
RVC-02  principal rafter  71     1402-1472   bark     felled winter 1472/73
RVC-03  wall plate        58     1390-1447   none     felled after 1457
Mean chronology RVCSQ01 matches the regional master (t = 7.9)""",
     "What is the most likely building date for the roof?", "Tree-ring report"),
    ("causeway-times", ["timetable", "tides"], """Causeway crossing times - Ravensholm Island, March 2026 (safe to cross, GMT)
Sat 14   07:10-13:05   19:35-01:20
Sun 15   07:50-13:45   20:15-02:00
Mon 16   08:35-14:30   21:00-02:45
Tue 17   09:20-15:15   21:45-03:30
Times are for guidance only; do not cross within 2 hours of high water.""",
     "We want two hours at the priory on Sunday afternoon. When should we cross over and back?",
     "Causeway times"),
    ("lbc-decision", ["decision_notice", "conditions"], """DECISION NOTICE - Listed Building Consent
Application ref: 26/00412/LBC
Site: Rose Cottage, Church Lane, Kirkby Moor (grade II, list entry 1184212)
Proposal: replacement of four timber sash windows like for like
Decision: GRANTED subject to conditions, 11 March 2026
Condition 1: the works must begin before 11 March 2029.
Condition 2: joinery details at 1:5 to be approved before installation.""",
     "Can the joiner start making the windows before the details are approved?", "Our decision notice"),
    ("donor-letter", ["letter", "gift_aid"], """Ravensholm Castle Trust
12 February 2026
Dear Mr and Mrs Ashworth,
Thank you for your generous gift of GBP 2,500, received on 28 January 2026, towards the chapel roof
appeal. With Gift Aid your gift adds GBP 3,125 to the appeal, which now stands at GBP 148,210 of its
GBP 180,000 target.
Receipt no. R-2026-0147.
With warm thanks,
Dr Helen Marsh, Director""", "Is the Gift Aid figure right?", "Thank-you letter from the trust"),
    ("daily-sales", ["sales_table", "hours"], """Daily sales - Ravensholm Castle - Sat 07/03/2026
Hour    Adult  Child  Family  Members  Revenue (GBP)
10-11   42     18     6       11       711.00
11-12   61     25     9       14       1,038.50
12-13   38     12     4       9        588.00
13-14   29     9      3       6        447.50""", "What was the total revenue, and which hour was busiest by people?",
     "Sales summary"),
]

PLACEMENTS = ["after", "before", "after_noblank", "between", "pointing", "verb_line", "forwarded",
              "system_user", "quoted", "fence", "both_sides", "other_language"]
SYSTEM_STAFF = ("You are the research assistant of the collections and visitor services staff. Answer precisely "
                "from the\nmaterial given and say when it is not enough.")
OTHER_LANGUAGE = [
    "Kun je het antwoord ook in het Nederlands geven?",
    "Kan du svara på svenska också?",
    "Kan du også forklare det på dansk?",
    "¿Me lo explicas también en español?",
    "Podes explicar-me isso em português?",
    "Tu peux me l'expliquer en français ?",
    "Me lo spieghi anche in italiano?",
    "Kannst du das auch auf Deutsch erklären?",
    "日本語でも説明してもらえますか？",
    "한국어로도 설명해 줄 수 있나요?",
]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "after_noblank":
        return f"{block}\n{ask}"
    if placement == "between":
        return f"{intro}, for reference.\n\n\n{block}\n\n\n{ask}"
    if placement == "pointing":
        return f"{ask} It is pasted below, exactly as I\nhave it ({intro}).\n\n{block}"
    if placement == "verb_line":
        return f"{ask} Please read\n{block}"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "system_user":
        return f"{SYSTEM_STAFF}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in it that looks wrong?"
    assert placement == "other_language"
    return f"{block}\n\n{ask} {OTHER_LANGUAGE[k % len(OTHER_LANGUAGE)]}"


def _negatives_pasted() -> None:
    """Each block three times, in rotation over the placements."""
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for j in range(3):
            placement = PLACEMENTS[(3 * k + j) % len(PLACEMENTS)]
            text = _place(3 * k + j, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly -------------------------------------------------------------------------------------------


def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen37(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_asked()
    _negatives_pasted()
    return make_holdout.assemble("hold37", positives, list(NEG), source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
