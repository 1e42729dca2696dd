"""Build `prompt_normalizer/corpus/holdout51.jsonl`, a fifty-first labelled corpus kept as a clean holdout.

    python tests/normalizer/make_holdout51.py

Written without reading the detectors, their tests, the corpora they were tuned or scored on, or the
cases of the earlier holdouts, and neither run through the normalizer nor scored before it was
frozen. The only file of the normalizer's tests read in full was `make_holdout.py`, for its
labelling rules and its machinery (`Gen`, `Draft`, `v`, `resolve`, `expected_of`, `assemble`,
`dump`, `write` and the value formats), which are imported, not copied (tests/normalizer is put on
`sys.path`); of `make_holdout2.py` to `make_holdout48.py` only the module docstrings were read, to
keep clear of the sources, scenarios and languages they used and to apply their clarifications of
the rules, and of `make_holdout24.py` also its import block and its last 150 lines (the placement
of pasted blocks, `build` and `main`), for the structure of a generator. `make_holdout49.py`,
`make_holdout50.py` and `make_holdout52.py`, written at the same time about retail banking and
payments, security operations centres and tax and social-benefits administration, were not read,
and the corpus stays away from those domains. None of the earlier scenarios is repeated.

The domain is newsrooms and wire services. Earlier docstrings name neighbours in it: TV playout
house clocks, as-run logs, SCTE-35, radio station clocks, newsroom CMS edit sessions, IPTC 7901 wire
copy, NewsML-G2 ingest and embargoes (make_holdout10), the PR side of the news (make_holdout31:
release drafting, embargo checks, a wire service preview, a newsroom editor session, podcast
sponsorship), RSS news digests (make_holdout5), podcast hosting and election information
(make_holdout7), photography and DAM with XMP sidecars (make_holdout12, make_holdout15), newspaper
OCR in libraries' digital services (make_holdout20) and campaign offices (make_holdout36). They were
written around: here the CMS work is headline, SEO, tagging, style, budget, key-point, related-link,
readability and revision-diff copilots; agency copy comes as ninjs and NITF, advisories and kill
notices; the radio side is a bulletin rundown read from the newsroom system and MOS messages; the
photo desk is captioning, alt text, content credentials and transmission from the ground; and the
live-blog, fact-check, corrections, push-alert, results-desk, syndication and audience-analytics
desks are new. The sources:

* CMS copilots for editors: a headline tester behind `X-Request-Id` and an `X-Request-Start` in
  microseconds, an SEO writer (YAML front matter, `requested_at` and a ULID), a topic tagger
  (single-line JSON `req` KSUID and `ts_ms`), a house-style checker (RFC 1123 stamp on its own line
  in a ChatML system turn), a story budget pulled "at" a time with a parenthesised pull id, a
  key-points box (Llama 3 `Today Date`, `Cutting Knowledge Date` staying), related links (XML
  attributes with a UUIDv7 and an epoch), a readability plug-in's logfmt tail, a Slovenian sister
  title's translator ("now" label and session), an "On this day" panel with the CMS's date, a
  revision diff computed "at" a time with its job, and a story update pushed as a Pub/Sub message
  (`messageId`, `publishTime`; the story's `first_published` stays);
* wire-feed ingestion and rewriting: a ninjs item fetched "at" a time with its poll id, a Galician
  regional adapting Spanish agency copy, an upstream response's `Date` and `X-Request-Id`, an ingest
  line (`[ingest ... poll=... at=... lane=intl]`), an advisory summariser in a Mistral `[INST]`
  prompt, a duplicate-clustering run with its id and start inside a sentence, a Bulgarian desk in
  Plovdiv, a translation desk behind a B3 single header, sports agate with a nested YAML
  `received_ns`, a publishing queue "as of" a time, a pool report under a mailbox poll stamp (the
  e-mail's `Date` and `Message-ID` stay) and a kill relayed with a `[received ...]` prefix;
* live blogs: an entry writer (draft session and a time alone), a reporter's phone message with a
  `(sent ...)` stamp, key events from entries fetched "at" a time, an Afrikaans live blog in
  Bloemfontein, comment moderation (relay prefix and comment id), a writer session in a markdown
  table, a Lithuanian live blog in Kaunas, a copy checker behind Go's `time.Now().String()` and
  football live text whose server time moves while the match clock stays;
* fact-checking desks: a claim search and a reverse image search run inside sentences, a
  ClaimReview draft dated today by the drafting tool with its job, an uploaded screenshot's
  `[text extracted ...]` line, a tipline relay's `Relay-Id` and `Relay-Received`, an Amharic desk
  in Addis Ababa (the Ethiopian calendar's date as "today"), a transcript index queried "at" a time
  with its query id, a rating assistant with a Semantic Kernel style sentence inside the paragraph
  and a numbers checker's `get_current_time` tool result;
* corrections and standards: a correction note dated today by the corrections tool with its draft,
  a standards inbox poll over a reader's complaint, a standards desk session opened "at" a Windows
  clock, a corrections log export job, a readers' editor's "Today is" sentence, a pre-publication
  check run, a Latvian standards desk in Riga and a right-of-reply request with its deadline
  computed from now;
* newsletter and push-alert tooling: a push composer (pretty JSON session and client time), a
  newsletter planner's current ISO week, a morning briefing's HTML comments (render time and a
  base32 render id), an evening newsletter's footer (build job and RFC 850 time), sent alerts "as
  of" a time, a Finland-Swedish morning letter in Vaasa and an SMS alert service's `KEY=value`
  lines (`NOW_S`, `REQ`);
* photo desks and captioning: a caption writer's `[upload id=... received=... desk=photo]` line
  under the EXIF it read, incoming photos "as of" a US medium time, an archive picture search
  behind B3 multi headers, an alt-text request (XML elements, UUIDv1), a Mongolian photo desk in
  Ulaanbaatar, a Basque caption translator in Donostia, a photographer's transmit tablet (clock and
  session) and a C2PA manifest read "at" a time with its check id;
* election-night results desks: a results snapshot taken "at" a time with its id, a race-call
  desk's session JWT, an automated writer behind a Llama 3 system header (poll stamp and UUIDv7), a
  turnout update "as of" an Indian day-first time with its query id, Kazakh and Sinhala results
  desks, a projection run, a Rocket.Chat outgoing webhook (`message_id`, `timestamp`; the
  integration token, channel and text stay) and a results map render job;
* archive and syndication: a syndication delivery (`delivery_id`, `delivered_at`; the story with its
  `published` and `updated` stays), an archive search run, a photo licence quote with its time and
  a validity computed from now, a Content API help desk behind `traceparent` and `tracestate` (API
  version 2025-09-01 stays), a Luxembourgish archive and a rights lookup "at" an AP style time;
* audience analytics: concurrents "as of" a time with a query id, a query window computed from now
  (both ends in one span), a headline test's logfmt head (`ts=`, `req=`), a weekly report dated
  today with its job, a Somali radio newsroom in Mogadishu, a paywall dashboard (pretty JSON epoch in
  ms and render id), trending searches fetched "at" a time in Buenos Aires and a comments dashboard's
  `KEY=value` lines;
* radio and podcast newsroom rundowns: a bulletin rundown read from the newsroom system "at" a time
  with its read id (back-times and durations stay), a MOS `roStorySend` whose `messageID` moves
  (`roID`, `storyID` and the slug stay), a podcast's recording session and studio clock (the episode
  number `2026-118` stays), a Hausa radio desk in Kano, a bulletin prompt's asctime tail, a phone-in
  caller's SIP Call-ID and answer time, and an Albanian radio desk in Prishtina.

The hard negatives that are not pasted hold stable look-alikes in program positions (a CMS header
block with API version and prompt revision, a template's revision and approval dates and the
knowledge cutoff in front matter, a Llama 3 header with only its knowledge cutoff, a corrections
policy's effective and revision dates in a ChatML system turn, a desk's `since` date and time zone
in XML attributes, an API version and time zone in single-line JSON, a newsletter template's
revision in an HTML comment, a live blog's own opening time in a markdown table, a feed schema and
agency contract start in `KEY=value` lines, a teaser prompt's revision in a footer, a SecureDrop
source codename and first-contact date, a Slovenian editor's start date on the desk, a style guide
edition in a Mistral prompt, election and count dates in bullets) and values the user asks about or
types (a ULID in a CMS error, an X post id, a preview-link JWT, a story version's UUIDv7, an epoch
from the ingest log, a traceparent from CMS logs, a user-typed clock on election night, relative
times, few-shot datelines, an unrendered Jinja push template with `now` and `request_id`, embargo
arithmetic across zones, an exercise sentence and ISO-week planning), and two plain controls.

Formats: RFC 3339 at precisions 0, 3, 6 and 9 with `Z` and offsets from -05:00 to +13:00, RFC 1123,
RFC 850, RFC 2822 (as content), asctime, GNU-style ISO with a space, Python `str()`, Go
`time.Now().String()`, .NET round-trip and Semantic Kernel's long rendering, JavaScript
`toISOString()` and `toString()`, Windows general and US medium 12-hour renderings, AP style (`April
14, 2026, 2:32 p.m. EDT`), British dates with a weekday and a time, English long dates, ISO dates,
ISO basic, dotted and slashed day-first date-times, ISO week dates, Llama 3.1's `Today Date`, a
time alone, epochs in s, ms, us and ns, and the current date written in Slovenian (`ob 14.32`),
Bulgarian (`г.`, `ч.`), Lithuanian (`m. ... d.`), Latvian (`gada ... plkst.`), Finland Swedish
(`kl. 14.32`), Galician (`ás`), Basque (year first), Afrikaans, Kazakh, Mongolian (numbered months),
Sinhala, Luxembourgish (`Auer`), Somali (`saacadda`), Hausa (`ga ... karfe`), Albanian (`ora`) and
Amharic (the Ethiopian calendar, `ዓ.ም.`). Identifiers: UUID v1, v4 and v7, ULID (also lower case
behind a prefix), KSUID, nanoid, traceparent and tracestate, B3 single and multi, long hex, base32,
base58, base62 and base64url tokens, JWTs, a Pub/Sub decimal message id, a Rocket.Chat message id, a
MOS `messageID`, a SIP Call-ID and vendor-prefixed ids (`pl_`, `rd-`, `sess_`, `mp-`, `cm_`, `req_`,
`cs_`, `dj_`, `ris_`, `rl_`, `tq-`, `cx-`, `ex-`, `ppc-`, `bj_`, `up_`, `tx_`, `c2-`, `snap_`,
`pr-`, `mr-`, `dlv_`, `as-`, `lq_`, `q_`, `rj-`, `rec_`, `job_`). Positions: header blocks
(`Label: value`, HTTP request and response headers, relay headers, trace headers), head and tail
of the prompt, the tail of a system prompt (also a ChatML system turn and a Llama 3 system header
with the stamp on its own line, and a Mistral `[INST]` prompt), YAML front matter and nested YAML,
pretty-printed JSON members (also in a Pub/Sub push envelope, a chat webhook and a syndication
delivery), single-line JSON members, XML attributes and elements (also in a MOS message),
`key=value` pairs in bracketed ingest and upload lines and logfmt lines, `KEY=value` lines,
markdown table rows and bullets, HTML comments, templated sentences (alone on a line and inside a
paragraph), a tool result line, phrases with their preposition ("at ...", "as of ..."),
parenthesised pull, poll, job, query, check, lookup and read ids, ids inside sentences, a
`[received ...]` prefix, a bracketed extraction line, a `(sent ...)` stamp, footers after `--`,
metadata lines after the last user message, and program lines right above fetched or uploaded
material.

Prompts are in English (British, US, Irish, Australian, New Zealand, Indian and Kenyan newsrooms)
and in Slovenian, Galician, Bulgarian, Afrikaans, Lithuanian, Amharic, Latvian, Finland Swedish,
Mongolian, Basque, Kazakh, Sinhala, Luxembourgish, Somali, Hausa and Albanian (Kosovo), each named
by no more than two of the earlier docstrings (checked against them), with agency copy in French
and Spanish and pasted material in Lithuanian, Slovenian, Galician, Afrikaans, Bulgarian and
Finland Swedish, and follow-up questions in Latvian, Galician, Afrikaans and Albanian appended to
some English blocks (scripts: Latin, Cyrillic, Ge'ez, Sinhala). Prompts in those languages end with
the user's message or with the metadata after it.

What it is: 304 prompts. 143 carry volatile fields (215 spans): 95 hand-written positives (167
spans; 71 with two fields or more, one with three) and 48 generated ones. 161 carry none: 29
hand-written negatives that are not pasted (27 hard negatives, listed above, and two plain
controls), 120 hard negatives built from 40 pasted blocks, each placed three times, at placements
k, k+4 and k+8 of twelve arrangements (question after the block, before it, a one-line
introduction that runs on into the block's first line, question typed under the block with no
blank line, quoted with "> " below an introduction, in a code fence under the question, in an
earlier user turn of a chat, in a user turn under a system prompt, a question before and a
follow-up after, under a "Forwarded message" line, with a question in another language appended,
and in a ChatML user turn), and 12 generated hard negatives. The pasted blocks are the newsroom's
own material: a wire story with its embargo line and dateline, a ninjs item, a NITF file, an
advisory, a correction note, live-blog entries, quoted posts with their ids and times, exiftool
output, a CMS version history, a source's e-mail with `Date` and `Message-ID`, a press release, a
results printout with its "Last updated" line, a MOS acknowledgement, a push log, a newsletter
export, a dashboard CSV whose first column is `timestamp`, a fact box timeline, ClaimReview JSON-LD,
a printed rundown, a syndication clause, an archive record, a CMS API response whose first members
are `"id"` and `"created_at"`, a webhook delivery pasted to debug its timestamp, ingest log lines
(`ts=`), a wire API's 429 response with its own `Date` and `X-Request-Id`, a reader's letter, an
agency photo caption, a desk chat export, a corrections log table, a podcast RSS item, a Lithuanian
agency item, a Slovenian correction, a Galician press release, an Afrikaans reader's letter, a
Bulgarian results screen, a Finland-Swedish newsletter e-mail, a content credentials dump, a
fact-check worksheet, a rights expiry notice and a day's story budget. The generated positive
family puts one field at one of twelve positions (head, system tail, header block with stable
neighbours, after the last user message, footer after `--`, YAML front matter, pretty JSON member
never last in its object, XML attribute followed by a stable attribute, `key=value` in a bracketed
context line followed by a stable pair, parenthesised value on the user's message, HTML comment and
markdown bullet; four each) of 16 bodies (12 English desks, and Lithuanian, Galician, Afrikaans and
Finland-Swedish desks, which end with the user's message or the metadata after it), drawn from 35
formats and labels, or, in four cases, the current date and time labelled and written in the body's
language. The generated negative family puts one stable look-alike (API version, knowledge cutoff,
prompt revision, style guide edition, site uuid, wire contract start, archive founding year, time
zone, taxonomy version, template revision date, agency subscriber id, and an "on the desk since"
date on the user's message) at each of the same twelve positions. The output is
deterministic (seeded); once written and hashed it is frozen: do not regenerate it to fit results.

Labelling rules: rules 1-4 of the docstring of `make_holdout.py`, applied by hand, case by case,
with the clarifications of the docstrings of make_holdout2.py to make_holdout48.py (envelope vs
payload, per-run ids, document and record dates, snapshot and fetch times, pasted blocks that open
with metadata-like lines, work logins, per-message and per-item stamps, device clocks, expiries
computed from now, "today" written into an artefact, bracketed and inline spans, ASCII cue lines,
localized "now" labels). Clarifications made here:

* Newsroom material is content: datelines, embargo lines and times, agency item ids, versions and
  version times (ninjs `firstcreated`, `versioncreated` and `embargoed`, NITF `date.issue` and
  `date.release`), advisory and kill times, slugs, revision ids and their save times, story ids and
  asset ids that contain a date, an episode number like `2026-118`, archive numbers, publication,
  update and correction dates, live-blog entry times, match clocks, rundown durations and
  back-times, post ids and post times, EXIF and IPTC capture times, C2PA `when` times, ClaimReview
  `datePublished`, results "Last updated" lines and reporting shares, push and newsletter send
  times and licence expiries stay, also next to a program's stamp and also when the program fetched
  them for this request; only the stamp ("Item fetched from the agency API at <time> (poll <id>)
  for this request:", "Results snapshot <id> taken at <time> for this request:") and the ids minted
  for the fetch, poll, pull, query, read, lookup, check or snapshot move.
* Work logins and calls are sessions: an entry draft session, a composer session, a writer session,
  a standards desk session and its opening, a transmit session, a recording session, a results
  desk's session token and a phone-in call's Call-ID with its answer time move; desks, sites, live
  blogs, agencies and subscriber ids, source codenames, partners, channels, shows and episodes
  stay.
* Runs, jobs and drafts move with their start: clustering, claim search, reverse image search,
  projection, archive search, export, pre-publication check, map render, build, draft and report
  jobs; a date that the tool fills in as today (a ClaimReview review date, a correction date, a
  report date, the CMS's "today" for an "On this day" panel) moves with its job.
* Clocks read for this request are the current time in any form: a server time beside a match
  clock, a transmit tablet, a studio clock, a standards workstation, a `get_current_time` tool
  result. The match clock stays like an in-game clock, and the times reporters write in their
  notes and messages stay; only the `(sent ...)` stamp the phone app adds moves.
* Envelope vs payload: a Pub/Sub push's `messageId` and `publishTime`, a chat webhook's
  `message_id` and `timestamp`, a syndication delivery's `delivery_id` and `delivered_at`, a
  tipline relay's `Relay-Id` and `Relay-Received`, a relayed kill's or comment's `[received ...]`
  prefix with the comment's id and a MOS message's `messageID` move; the story with its
  `first_published`, the integration token, channel and message text, the syndicated story with
  its `published` and `updated`, the forwarded claim, the kill notice, the comment, and the
  running order, story id and slug stay. The same kinds of messages pasted to debug are content.
* Values computed from now move with it: a right-of-reply deadline (now + 48 h), a licence quote's
  validity (quote time + 72 h) and a query window's two ends (one span when they share a line).
* Spans follow rule 3: a phrase is cut with its preposition only where the cut leaves a sentence
  ("Clustering run <id> started at <time> on worker dedup-2." leaves "Clustering run started on
  worker dedup-2."; "Standards desk session <id> opened at <time> on workstation SD-3." leaves
  "Standards desk session opened on workstation SD-3."); a parenthesised id is cut with its
  parentheses and sits before "for this request"; XML attributes and `key=value` pairs are followed
  by a stable neighbour; single-line JSON members are cut with the comma after them, and volatile
  members of pretty-printed JSON are never the last member of their object; a markdown row or
  bullet, an HTML comment holding one field, an XML element, a nested YAML member, a `KEY=value`
  line, a tool result line, a bracketed extraction line and a stamp on its own line in a ChatML or
  Llama 3 system turn are whole-line spans; footers hold one field per line; a `[received ...]`
  prefix is cut from the front of its line and a `(sent ...)` stamp from the end of the user's
  line.
* Only ASCII `Label:` cue lines (or a chat template's reply header, on a line of its own) end
  positives; prompts in the other languages end with the user's message or with the metadata after
  it, and the Mistral `[INST]` prompt, which has no cue line, gets its trailer after `[/INST]` as
  rule 4 gives it.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta, timezone
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
    ctime,
    dotnet_o,
    epoch_ms,
    epoch_s,
    epoch_us,
    go_string,
    http_date,
    iso_date,
    iso_space,
    iso_week,
    js_iso,
    js_tostring,
    long_date,
    py_str,
    rfc2822,
    rfc3339,
    sk_now,
    v,
    windows_general,
)

SEED = 20510915
OUT = Path(__file__).resolve().parents[2] / "prompt_normalizer" / "corpus" / "holdout51.jsonl"
SRC = "holdout51:"


def _tz(hours: float, name: str) -> timezone:
    return timezone(timedelta(minutes=int(hours * 60)), name)


GMT = _tz(0, "GMT")
BST = _tz(1, "BST")
IST_IE = _tz(1, "IST")
CET = _tz(1, "CET")
CEST = _tz(2, "CEST")
EET = _tz(2, "EET")
EEST = _tz(3, "EEST")
SAST = _tz(2, "SAST")
EAT = _tz(3, "EAT")
WAT = _tz(1, "WAT")
ALMT = _tz(5, "ALMT")
SLST = _tz(5.5, "SLST")
IST_IN = _tz(5.5, "IST")
ULAT = _tz(8, "ULAT")
AEST = _tz(10, "AEST")
AEDT = _tz(11, "AEDT")
NZST = _tz(12, "NZST")
NZDT = _tz(13, "NZDT")
EST = _tz(-5, "EST")
EDT = _tz(-4, "EDT")
CST = _tz(-6, "CST")
CDT = _tz(-5, "CDT")
PST = _tz(-8, "PST")
PDT = _tz(-7, "PDT")
ART = _tz(-3, "ART")
EAT_KE = _tz(3, "EAT")

B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
X_EPOCH = 1_288_834_974_657


class Gen51(Gen):
    """`make_holdout.Gen` with the zones and token shapes of newsrooms."""

    def _summer(self, t: datetime) -> bool:
        return 4 <= t.month <= 10

    def at(self, tz: timezone) -> datetime:
        return self.moment(tz)

    def uk(self) -> datetime:
        t = self.moment()
        return t.astimezone(BST if self._summer(t) else GMT)

    def ie(self) -> datetime:
        t = self.moment()
        return t.astimezone(IST_IE if self._summer(t) else GMT)

    def eu(self) -> datetime:
        return self.moment_eu()

    def ee(self) -> datetime:
        t = self.moment()
        return t.astimezone(EEST if self._summer(t) else EET)

    def us(self) -> datetime:
        return self.moment_us()

    def us_central(self) -> datetime:
        t = self.moment()
        return t.astimezone(CDT if self._summer(t) else CST)

    def us_pacific(self) -> datetime:
        t = self.moment()
        return t.astimezone(PDT if self._summer(t) else PST)

    def au(self) -> datetime:
        t = self.moment()
        return t.astimezone(AEST if 4 <= t.month <= 9 else AEDT)

    def nz(self) -> datetime:
        t = self.moment()
        return t.astimezone(NZST if 4 <= t.month <= 9 else NZDT)

    def b32(self, n: int) -> str:
        return "".join(self.rng.choice(B32) for _ in range(n))

    def b58(self, n: int) -> str:
        return "".join(self.rng.choice(B58) for _ in range(n))

    def alnum(self, n: int) -> str:
        return "".join(self.rng.choice("23456789ABCDEFGHJKLMNPQRSTWXYZabcdefghijkmnopqrstuvwxyz") for _ in range(n))

    def b3(self) -> str:
        return f"{self.hex(32)}-{self.hex(16)}-1"

    def xsnow(self, t: datetime) -> str:
        return self.snowflake(t, X_EPOCH)

    def tracestate(self) -> str:
        return f"newsroom={self.hex(16)},dd=s:1;o:rum"


# --- value formats ------------------------------------------------------------------------------------------------

def off(t: datetime, colon: bool = True) -> str:
    minutes = int((t.utcoffset() or timedelta(0)).total_seconds() // 60)
    sign = "-" if minutes < 0 else "+"
    h, m = divmod(abs(minutes), 60)
    return f"{sign}{h:02d}:{m:02d}" if colon else f"{sign}{h:02d}{m:02d}"


def zulu_or_off(t: datetime) -> str:
    return "Z" if (t.utcoffset() or timedelta(0)) == timedelta(0) else off(t)


def rfc3339_ns(t: datetime, ns: int) -> str:
    """RFC 3339 with nine fraction digits, trailing zeros kept."""
    return f"{t:%Y-%m-%dT%H:%M:%S}.{t.microsecond:06d}{ns:03d}{zulu_or_off(t)}"


def rfc850(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{DAYS_LONG[u.weekday()]}, {u.day:02d}-{MONTHS[u.month - 1]}-{u.year % 100:02d} {u:%H:%M:%S} GMT"


def dmy(t: datetime, sec: bool = True) -> str:
    return f"{t:%d/%m/%Y %H:%M:%S}" if sec else f"{t:%d/%m/%Y %H:%M}"


def dotted(t: datetime) -> str:
    return f"{t:%d.%m.%Y %H:%M:%S}"


def hms(t: datetime) -> str:
    return f"{t:%H:%M:%S}"


def hm(t: datetime) -> str:
    return f"{t:%H:%M}"


def ampm(t: datetime) -> tuple[int, str]:
    return (t.hour % 12 or 12), ("PM" if t.hour >= 12 else "AM")


def us_medium(t: datetime) -> str:
    h, p = ampm(t)
    return f"{MONTHS[t.month - 1]} {t.day}, {t.year}, {h}:{t:%M:%S} {p}"


AP_MONTHS = ["Jan.", "Feb.", "March", "April", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."]


def ap_style(t: datetime) -> str:
    """AP style: `April 14, 2026, 2:32 p.m. EDT`."""
    h, p = ampm(t)
    clock = f"{h}" if t.minute == 0 else f"{h}:{t:%M}"
    return f"{AP_MONTHS[t.month - 1]} {t.day}, {t.year}, {clock} {'p.m.' if p == 'PM' else 'a.m.'} {t.tzname()}"


def brit_long(t: datetime) -> str:
    return f"{t.day} {MONTHS_LONG[t.month - 1]} {t.year}"


def brit_day_time(t: datetime) -> str:
    return f"{DAYS_LONG[t.weekday()]} {t.day} {MONTHS_LONG[t.month - 1]} {t.year}, {t:%H:%M} {t.tzname()}"


ZONE_LONG = {"UTC": "Coordinated Universal Time", "GMT": "Greenwich Mean Time", "BST": "British Summer Time",
             "CET": "Central European Standard Time", "CEST": "Central European Summer Time",
             "EET": "Eastern European Standard Time", "EEST": "Eastern European Summer Time",
             "SAST": "South Africa Standard Time", "EST": "Eastern Standard Time", "EDT": "Eastern Daylight Time",
             "AEST": "Australian Eastern Standard Time", "AEDT": "Australian Eastern Daylight Time",
             "NZST": "New Zealand Standard Time", "NZDT": "New Zealand Daylight Time"}


def zone_long(t: datetime) -> str:
    """The zone name in parentheses of JavaScript's `Date.toString()`."""
    name = t.tzname() or "UTC"
    if name == "IST":
        return "Irish Standard Time" if (t.utcoffset() or timedelta(0)) == timedelta(hours=1) else "India Standard Time"
    return ZONE_LONG[name]


def llama_today(t: datetime) -> str:
    return f"{t.day} {MONTHS[t.month - 1]} {t.year}"


def epoch_ns(t: datetime, extra: int) -> int:
    return epoch_us(t) * 1000 + extra


def iso_basic(t: datetime) -> str:
    u = t.astimezone(UTC)
    return f"{u:%Y%m%dT%H%M%SZ}"


def compact(t: datetime) -> str:
    return f"{t:%Y%m%d%H%M%S}"


# --- the current date written in the prompts' languages -----------------------------------------------------------

SL_MONTHS = ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra",
             "oktobra", "novembra", "decembra"]
BG_MONTHS = ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври",
             "ноември", "декември"]
LT_MONTHS = ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo",
             "spalio", "lapkričio", "gruodžio"]
LV_MONTHS = ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris",
             "oktobris", "novembris", "decembris"]
SV_MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober",
             "november", "december"]
SV_DAYS = ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"]
GL_MONTHS = ["xaneiro", "febreiro", "marzo", "abril", "maio", "xuño", "xullo", "agosto", "setembro", "outubro",
             "novembro", "decembro"]
GL_DAYS = ["luns", "martes", "mércores", "xoves", "venres", "sábado", "domingo"]
AF_MONTHS = ["Januarie", "Februarie", "Maart", "April", "Mei", "Junie", "Julie", "Augustus", "September",
             "Oktober", "November", "Desember"]
AF_DAYS = ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrydag", "Saterdag", "Sondag"]
KK_MONTHS = ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан",
             "қараша", "желтоқсан"]
SI_MONTHS = ["ජනවාරි", "පෙබරවාරි", "මාර්තු", "අප්‍රේල්", "මැයි", "ජූනි", "ජූලි", "අගෝස්තු", "සැප්තැම්බර්",
             "ඔක්තෝබර්", "නොවැම්බර්", "දෙසැම්බර්"]
LB_MONTHS = ["Januar", "Februar", "Mäerz", "Abrëll", "Mee", "Juni", "Juli", "August", "September", "Oktober",
             "November", "Dezember"]
SO_MONTHS = ["Janaayo", "Febraayo", "Maarso", "Abriil", "Maajo", "Juun", "Luulyo", "Agoosto", "Sebtembar",
             "Oktoobar", "Nofembar", "Desembar"]
HA_MONTHS = ["Janairu", "Faburairu", "Maris", "Afirilu", "Mayu", "Yuni", "Yuli", "Agusta", "Satumba", "Oktoba",
             "Nuwamba", "Disamba"]
SQ_MONTHS = ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor",
             "dhjetor"]
AM_MONTHS = ["መስከረም", "ጥቅምት", "ኅዳር", "ታኅሣሥ", "ጥር", "የካቲት", "መጋቢት", "ሚያዝያ", "ግንቦት", "ሰኔ", "ሐምሌ", "ነሐሴ",
             "ጳጉሜ"]
ET_NEW_YEARS = [(date(2025, 9, 11), 2018), (date(2026, 9, 11), 2019), (date(2027, 9, 12), 2020)]


def sl_now(t: datetime) -> str:
    return f"{t.day}. {SL_MONTHS[t.month - 1]} {t.year}, ob {t:%H.%M}"


def bg_now(t: datetime) -> str:
    return f"{t.day} {BG_MONTHS[t.month - 1]} {t.year} г., {t:%H:%M} ч."


def lt_now(t: datetime) -> str:
    return f"{t.year} m. {LT_MONTHS[t.month - 1]} {t.day} d., {t:%H:%M}"


def lv_now(t: datetime) -> str:
    return f"{t.year}. gada {t.day}. {LV_MONTHS[t.month - 1]}, plkst. {t:%H.%M}"


def sv_fi_now(t: datetime) -> str:
    return f"{SV_DAYS[t.weekday()]} {t.day} {SV_MONTHS[t.month - 1]} {t.year} kl. {t:%H.%M}"


def gl_now(t: datetime) -> str:
    prep = "á" if t.hour == 1 else "ás"
    return f"{GL_DAYS[t.weekday()]}, {t.day} de {GL_MONTHS[t.month - 1]} de {t.year}, {prep} {t:%H:%M}"


def eu_now(t: datetime) -> str:
    return f"{t:%Y/%m/%d, %H:%M}"


def af_now(t: datetime) -> str:
    return f"{AF_DAYS[t.weekday()]} {t.day} {AF_MONTHS[t.month - 1]} {t.year}, {t:%H:%M}"


def kk_now(t: datetime) -> str:
    return f"{t.year} жылғы {t.day} {KK_MONTHS[t.month - 1]}, {t:%H:%M}"


def mn_now(t: datetime) -> str:
    return f"{t.year} оны {t.month}-р сарын {t.day}, {t:%H:%M}"


def si_now(t: datetime) -> str:
    return f"{t.year} {SI_MONTHS[t.month - 1]} {t.day}, {t:%H:%M}"


def lb_now(t: datetime) -> str:
    return f"{t.day}. {LB_MONTHS[t.month - 1]} {t.year}, {t:%H:%M} Auer"


def so_now(t: datetime) -> str:
    return f"{t.day} {SO_MONTHS[t.month - 1]} {t.year}, saacadda {t:%H:%M}"


def ha_now(t: datetime) -> str:
    return f"{t.day} ga {HA_MONTHS[t.month - 1]}, {t.year}, karfe {t:%H:%M}"


def sq_now(t: datetime) -> str:
    return f"{t.day} {SQ_MONTHS[t.month - 1]} {t.year}, ora {t:%H:%M}"


def am_today(t: datetime) -> str:
    """The date in the Ethiopian calendar, as an Addis Ababa newsroom writes it."""
    d = t.date()
    for start, year in reversed(ET_NEW_YEARS):
        if d >= start:
            days = (d - start).days
            return f"{AM_MONTHS[days // 30]} {days % 30 + 1} ቀን {year} ዓ.ም."
    raise ValueError(d)


# --- cases ----------------------------------------------------------------------------------------------------------

POS: list[Callable[[Gen51], Draft]] = []
NEG: list[Draft] = []


def pos(fn: Callable[[Gen51], Draft]) -> Callable[[Gen51], Draft]:
    POS.append(fn)
    return fn


def P(text: str, source: str, tags: list[str]) -> Draft:
    return Draft(text, f"{SRC}pos:{source}", tags)


# --- CMS copilots for editors -------------------------------------------------------------------------------------

@pos
def _headline_lab(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""X-CMS-Plugin: headline-lab/3.2.0
{v('request_id', 'X-Request-Id: ' + g.uuid4())}
{v('epoch', 'X-Request-Start: t=' + str(epoch_us(t)))}
X-Desk: metro
X-Site: riverbend-courier

You are Headline Lab, a plug-in in the Riverbend Courier's CMS. Propose three alternative headlines
for the story below: one straight, one built on the strongest number, one as a question. Keep each
under 70 characters and never add facts that are not in the copy.

Story (slug council-library-vote, version 14):
RIVERBEND - Councillors voted 9-4 on Tuesday night to close the Eastgate library two days a week from
1 June, saving an estimated GBP 180,000 a year. The meeting ran past midnight; 212 residents had signed
up to speak.

Headlines:""", "cms:headline-lab", ["header_block", "head", "uuid4", "epoch_us", "stable_neighbours"])


@pos
def _seo_front_matter(g: Gen51) -> Draft:
    t = g.au()
    return P(f"""---
plugin: seo-assist
site: harbourlight-news
{v('datetime', 'requested_at: "' + rfc3339(t) + '"')}
{v('request_id', 'request_id: ' + g.ulid(t))}
story_slug: ferry-timetable-cuts
language: en-AU
---
Write an SEO title (at most 60 characters) and a meta description (at most 155 characters) for the
story below. Use the place names people search for, and no clickbait.

Story: Sydney's Manly and Parramatta River ferries will run every 30 minutes instead of every 20 from
the start of the next timetable, Transport for NSW confirmed, citing a shortage of 41 deckhands.

SEO title:""", "cms:seo-front-matter", ["front_matter", "rfc3339", "offset", "ulid", "en_au"])


@pos
def _topic_tagger_json(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""{{"tool":"topic-tagger","taxonomy":"mediatopic-2025-10",{v('request_id', '"req":"' + g.ksuid(t) + '",')}{v('epoch', '"ts_ms":' + str(epoch_ms(t)) + ',')}"desk":"business"}}
Assign up to four IPTC Media Topics to the story, most specific first, as a JSON list of labels. Do
not invent topics that are not in the taxonomy.

Story: Shares in the grocery chain Varden fell 11% after it cut its profit forecast for the second
time this year, blaming higher energy costs at its 212 refrigerated depots.
Topics:""", "cms:topic-tagger", ["json_inline", "head", "ksuid", "epoch_ms", "two_in_line"])


@pos
def _style_checker_chatml(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""<|im_start|>system
You are the house-style checker of The Northgate Examiner. Flag every departure from the style guide
(2026 edition): numerals from 10 upwards, "per cent" in words, dates as "14 April", no Oxford comma.
{v('datetime', 'Checked at: ' + http_date(t))}
Reply with a numbered list of changes, then the corrected copy.<|im_end|>
<|im_start|>user
Copy: The fire broke out at 3.15am on April 12th and 3 crews, 2 ladders, and a drone attended. Losses
are put at 15% of the mill's stock.<|im_end|>
<|im_start|>assistant
""", "cms:style-checker", ["chat_template", "chatml", "http_date", "system_stamp_line"])


@pos
def _story_budget(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""You are BudgetBot, the planning assistant on the Daily Ledger's news desk. Using the budget below,
suggest which two stories should lead the homepage at 6 p.m. and say why in one line each.

Budget pulled from the planning board {v('datetime', 'at ' + iso_space(t) + ' ' + t.tzname())} {v('request_id', '(pull pl_' + g.b62(12) + ')')} for this request:
- 4:30 p.m.  Transit strike talks (Okafor) - 600 words, photo booked
- 5:15 p.m.  School meals audit (Lindqvist) - 900 words and a graphic
- 5:45 p.m.  Harbor crane collapse follow-up (Mendes) - 450 words
- TBC        Mayor interview (Barros) - video, awaiting edit

Recommendation:""", "cms:story-budget", ["fetched_stamp", "phrase", "paren_id", "iso_space", "pasted_content_neighbour"])


@pos
def _key_points_llama3(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023
{v('date', 'Today Date: ' + llama_today(t))}

You write the "Key points" box for explainers on The Meridian Post: three bullets, each under 20
words, present tense, nothing that is not in the article.<|eot_id|><|start_header_id|>user<|end_header_id|>

Article: The regional water authority will raise bills by 7.9% from 1 July, its third increase since
2024. The authority says the money will pay for a new reservoir at Caldbeck, due to open in 2031.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "cms:key-points", ["chat_template", "llama3", "llama_today_date",
                                                                    "knowledge_cutoff_neighbour"])


@pos
def _related_links_xml(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""<context desk="world" {v('request_id', 'req="' + g.uuid7(t) + '"')} {v('epoch', 'received="' + str(epoch_s(t)) + '"')} edition="international"/>
Pick the three candidates most relevant to the story and return their ids, best first. Prefer recent
explainers over short news items when both fit.

Story: Talks on the Danube shipping treaty resume in Vienna after a two-month pause.
Candidates:
a1 (2026-01-19) Explainer: who controls the Danube's navigation rules?
a2 (2025-11-03) Barge traffic on the Danube falls to a ten-year low
a3 (2025-06-28) Vienna hosts summit on river pollution
a4 (2024-09-12) Photos: the Iron Gates from the air

Related:""", "cms:related-links", ["xml_attr", "uuid7", "epoch_s", "two_in_line", "head", "dates_in_content_neighbour"])


@pos
def _readability_logfmt(g: Gen51) -> Draft:
    t = g.at(IST_IN)
    return P(f"""Rate the readability of the paragraph for a general reader (easy, fair, hard) and rewrite the one
sentence that is hardest to follow. Keep every figure.

Paragraph: The Brihanmumbai Municipal Corporation's standing committee, which last week deferred the
proposal for a second time, on Wednesday cleared the Rs 1,450-crore tender for the coastal road's
northern arm, subject to the contractor furnishing a performance guarantee within 30 days.

plugin=readability version=2.4.1 {v('request_id', 'req_id=' + g.hex(16))} {v('datetime', 'at=' + rfc3339(t, 3))} site=coastline-gazette
""", "cms:readability", ["logfmt", "tail", "rfc3339_ms", "offset_0530", "two_in_line", "en_in"])


@pos
def _slovenian_sister_title(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""{v('datetime', 'Zdaj: ' + sl_now(t))}
{v('session_id', 'Seja: ' + g.nanoid())}
Si prevajalec pri regionalnem časniku Primorski glas. Članke iz angleške agencijske službe prevajaš v
slovenščino, ohranjaš imena, številke in datume ter ničesar ne dodajaš.

Uporabnik: Prevedi, prosim, ta odstavek: "Heavy rain closed the coastal road between Koper and Izola on
Monday; the road is expected to reopen on Thursday morning.\"""", "cms:slovenian-translation",
             ["head", "localized_now", "slovenian", "nanoid", "non_english"])


@pos
def _on_this_day(g: Gen51) -> Draft:
    t = g.us_central()
    return P(f"""You write the "On this day" panel for the Westbrook Herald's homepage from the archive entries
below. Pick three and write one sentence each, with the year first.
{v('date', 'Today (set by the CMS for this request): ' + long_date(t))}

Archive entries for this calendar day:
1931 - Westbrook's tram depot destroyed by fire; 40 trams lost.
1968 - First edition of the Herald printed on the new Goss press.
1994 - Westbrook Rovers promoted after a 3-1 win at Eastfield.
2011 - Town hall clock restored after 19 years.

Panel:""", "cms:on-this-day", ["system_tail", "long_date", "dates_in_content_neighbour"])


@pos
def _revision_diff(g: Gen51) -> Draft:
    t = g.at(NZST if g.small(0, 2) else NZDT)
    return P(f"""You explain to the night editor what changed between two revisions of a story in plain words, and
flag any change that needs a correction note.
Diff computed by revdiff {v('datetime', 'at ' + rfc3339(t, 6))} {v('run_id', '(job rd-' + g.hex(12) + ')')} for this request:
--- r41 (saved 21:04 by mkhan)
+++ r42 (saved 21:37 by jtorres)
-The driver, 34, was arrested at the scene.
+The driver, 43, was arrested at the scene and later released on bail.
-Police said two people were taken to hospital.
+Police said three people were taken to hospital, one with serious injuries.

Explanation:""", "cms:revision-diff", ["phrase", "paren_id", "rfc3339_us", "offset_nz", "pasted_content_neighbour"])


@pos
def _pubsub_story_update(g: Gen51) -> Draft:
    t = g.at(UTC)
    first = t - timedelta(hours=g.small(5, 30), minutes=g.small(0, 60))
    return P(f"""A story was updated and the CMS pushed this message to the summariser. Write a 25-word summary for
the app's story card, based on the story text below the message.

{{
  "subscription": "projects/tidewater-news/subscriptions/summariser-push",
  "message": {{
    {v('message_id', '"messageId": "' + g.digits(16) + '",')}
    {v('datetime', '"publishTime": "' + js_iso(t) + '",')}
    "attributes": {{"event": "story.updated", "story_id": "tt-0412-harbour", "first_published": "{rfc3339(first)}"}}
  }}
}}

Story tt-0412-harbour: The Tidewater harbour board has delayed the dredging of the north channel until
September after divers found a second unexploded wartime mine near berth 6.

Summary:""", "cms:pubsub-push", ["json_block", "envelope_vs_payload", "pubsub", "js_iso", "decimal_id"])

# --- wire-feed ingestion and rewriting ----------------------------------------------------------------------------

@pos
def _ninjs_fetched(g: Gen51) -> Draft:
    t = g.at(UTC)
    created = t - timedelta(minutes=g.small(40, 200))
    updated = created + timedelta(minutes=g.small(5, 35))
    embargo = t + timedelta(hours=g.small(2, 9))
    return P(f"""You rewrite agency copy for the Lakeshore Gazette website: 250 words, our style, keep the dateline,
credit the agency in the first paragraph, and keep the embargo if there is one.

Item fetched from the agency API {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(poll ' + g.uuid4() + ')')} for this request:
{{
  "uri": "http://cpa.example/item/cpa-9f3k2",
  "type": "text",
  "version": "3",
  "firstcreated": "{rfc3339(created)}",
  "versioncreated": "{rfc3339(updated)}",
  "embargoed": "{rfc3339(embargo.replace(second=0, microsecond=0))}",
  "headline": "Great Lakes shipping season opens early as ice cover hits record low",
  "body_text": "OTTAWA (CPA) - The St. Lawrence Seaway will open to ships nine days earlier than usual..."
}}

Rewrite:""", "wire:ninjs-fetch", ["fetched_stamp", "phrase", "paren_id", "rfc3339_ms", "ninjs", "pasted_content_neighbour"])


@pos
def _galician_wire_adapt(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""{v('datetime', 'Agora: ' + gl_now(t))}
{v('session_id', 'Sesión: sess_' + g.b62(18))}
Es o asistente de edición de Xornal do Morrazo. Adaptas teletipos en castelán ao galego para a web:
titular de ata 80 caracteres, entradiña de dúas liñas e texto de 150 palabras.

Teletipo:
VIGO (CPA) - El puerto de Vigo movió 4,1 millones de toneladas en el primer trimestre, un 6 % más que
hace un año, según los datos publicados por la Autoridad Portuaria.

Usuaria: Adáptao, por favor, e pon a cifra de toneladas no titular.""", "wire:galician-adaptation",
             ["head", "localized_now", "galician", "session_id", "non_english"])


@pos
def _upstream_response(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""You check agency feeds for the Harrow Standard's wire desk. Using the response below, tell the
editor whether the feed is healthy and whether anything in the latest batch needs a human look.

Upstream response (this poll):
HTTP/1.1 200 OK
{v('datetime', 'Date: ' + http_date(t))}
Content-Type: application/json; charset=utf-8
{v('request_id', 'X-Request-Id: ' + g.hex(32))}
X-Feed-Version: 2.3
Cache-Control: max-age=30

Batch summary: 14 items, 2 URGENT, 1 correction (CPA-4471 "CORRECTS age of minister"), 0 kills.

Assessment:""", "wire:upstream-response", ["header_block", "http_response", "http_date", "hex32", "stable_neighbours"])


@pos
def _ingest_bracket(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""[ingest feed=balticwire-en {v('request_id', 'poll=' + g.b32(20))} {v('epoch', 'at=' + str(epoch_ms(t)))} lane=intl]
Slug and route the item: give a one-word slug, the desk (world, business, sport) and a priority from 1
to 4, as three lines.

Item: RIGA (BNW) - Latvia's parliament approved a plan to extend the Rail Baltica viaduct over the
Daugava by 400 metres, raising the project's cost by an estimated EUR 62 million.

Routing:""", "wire:ingest-bracket", ["key_value_inline", "bracketed_context", "base32", "epoch_ms", "two_in_line", "head"])


@pos
def _advisory_mistral(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""<s>[INST] You summarise agency advisories for the overnight editor of the Kestrel Evening Post in two
lines: what changed, and what we must do.
{v('datetime', 'Now: ' + rfc3339(t, 6))}

ADVISORY - Editors please note: the CPA story "Dam inspection report" (slug DAM-REPORT) moved at 21:14
carried an incorrect figure for the reservoir's capacity. A corrected version will move by 23:00.
Please do not use the earlier version. [/INST]""", "wire:advisory-mistral",
             ["chat_template", "mistral", "rfc3339_us", "offset", "pasted_content_neighbour"])


@pos
def _dedup_cluster(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""Clustering run {v('run_id', g.ulid(t))} started {v('datetime', 'at ' + rfc3339(t, 3))} on worker dedup-2.
The items below came from three agencies within 40 minutes. Say which ones are the same story and which
one to keep as the lead version.
A) CPA 14:02 - Magnitude 5.8 earthquake strikes off northern coast, no tsunami warning
B) BNW 14:09 - Quake of 5.9 magnitude hits northern coast; buildings evacuated in Portvale
C) NSA 14:31 - Earthquake: authorities report minor damage in Portvale, no injuries
D) CPA 14:35 - Central bank holds rates at 4.25%
Answer:""", "wire:dedup-cluster", ["id_in_sentence", "phrase", "ulid", "rfc3339_ms", "head", "times_in_content_neighbour"])


@pos
def _bulgarian_wire(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""{v('datetime', 'Сега: ' + bg_now(t))}
{v('session_id', 'Сесия: ' + g.uuid4())}
Ти си помощник на дежурния редактор в регионален новинарски сайт в Пловдив. Преработваш агенционни
съобщения в кратки новини от 120 думи, без да добавяш факти.

Съобщение: ПЛОВДИВ (БНА) - Общинският съвет одобри ремонта на Стария мост над Марица. Работата ще
струва 1,7 милиона евро и трябва да приключи до края на октомври.

Редактор: Направи го на 120 думи и сложи заглавие до 70 знака.""", "wire:bulgarian-desk",
             ["head", "localized_now", "bulgarian", "cyrillic", "uuid4", "non_english"])


@pos
def _b3_translation(g: Gen51) -> Draft:
    return P(f"""{v('trace_id', 'b3: ' + g.b3())}
X-Wire-Desk: translations
You translate agency copy from French into English for the Portcullis Daily. Keep datelines and agency
credits, add London times in brackets after French times, and do not smooth over quotes.

Copy: LYON (ACP) - La préfecture du Rhône a interdit la circulation des poids lourds sur l'A7 entre 6 h
et 22 h samedi, en raison d'un épisode de pollution à l'ozone. « C'est une mesure exceptionnelle »,
a déclaré le préfet.
Translation:""", "wire:b3-translation", ["head", "b3_single", "trace_header", "stable_neighbours"])


@pos
def _agate_yaml_ns(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""ingest:
  feed: continental-sports
  schema: ninjs-2.1
  {v('epoch', 'received_ns: ' + str(epoch_ns(t, g.small(1, 1000))))}
  lane: agate

Format these results as our agate: team names in full, scores with a hyphen, one line per match,
attendance in brackets.

Bayview 2 Corrin 1 (att 8,214); Dunmore Utd 0 Ellesby 0 (att 3,990); Farrow 3 Glenmoor 2 (att 6,101)

Agate:""", "wire:agate-yaml", ["nested_yaml", "head", "epoch_ns", "stable_neighbours"])


@pos
def _publishing_queue(g: Gen51) -> Draft:
    t = g.at(AEST if g.small(0, 2) else AEDT)
    base = t.replace(minute=0, second=0, microsecond=0)
    rows = [(base + timedelta(hours=h)).strftime("%H:%M") for h in (1, 2, 4)]
    return P(f"""You check the publishing queue of the Coral Coast Mail for clashes: two stories on the same topic
within an hour, or a story scheduled before its embargo lifts.

Publishing queue {v('datetime', 'as of ' + iso_space(t)[:16] + ' ' + t.tzname())} for this request:
| Scheduled | Slug             | Embargo lifts | Desk     |
|-----------|------------------|---------------|----------|
| {rows[0]}     | reef-survey      | {rows[1]}         | science  |
| {rows[0]}     | reef-tourism     | none          | business |
| {rows[2]}     | council-budget   | none          | local    |

Clashes:""", "wire:publishing-queue", ["fetched_stamp", "phrase", "as_of", "iso_minutes", "md_table_content_neighbour"])


@pos
def _pool_report_mailbox(g: Gen51) -> Draft:
    t = g.uk()
    sent = t - timedelta(minutes=g.small(8, 50))
    return P(f"""You turn pool reports into a 200-word news item for the Capital Ledger. Attribute to the pool and
keep direct quotes exact.

Mailbox polled {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(poll mp-' + g.hex(10) + ')')} for this request; newest message:
From: Pool reporter <pool@presscorps.example>
Date: {rfc2822(sent)}
Message-ID: <{compact(sent)}.{g.hex(8)}@presscorps.example>
Subject: POOL REPORT 3 - PM visit to Harlow hospital

The PM spent 25 minutes on the children's ward. Asked about waiting lists, she said: "Nobody should
wait two years for a hip. Nobody." She did not take questions on the junior doctors' ballot.

Item:""", "wire:pool-report", ["fetched_stamp", "phrase", "paren_id", "rfc3339", "email_payload_neighbour"])


@pos
def _kill_relay(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""You are the wire desk's alert bot. When an agency kills or withdraws a story, tell the web editor in
one sentence which of our published stories used it and what to do.
Our stories that used CPA copy today: "Bridge contract awarded" (slug BRIDGE), "Mayor's expenses"
(slug EXPENSES), "Harbor crane collapse" (slug CRANE).

{v('datetime', '[received ' + rfc3339(t) + ']')} CPA KILL KILL KILL - EXPENSES-MAYOR: the story moved at 10:42 a.m. is withdrawn for legal reasons. Do not publish.

Message to the editor:""", "wire:kill-relay", ["received_prefix", "rfc3339", "offset", "relayed_line"])

# --- live blogs -----------------------------------------------------------------------------------------------------

@pos
def _liveblog_entry_writer(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Live blog: lb-7731 "Storm Imogen: live updates"
Desk: national
{v('session_id', 'Entry draft session: ' + g.uuid7(t))}
{v('datetime', 'Now: ' + hms(t) + ' ' + t.tzname())}

Turn the reporter's notes into a live-blog entry of 60-90 words with a bold first line. Use the times
in the notes as they are.

Notes from Aled at Aberystwyth: waves over the prom since 06:10, council closed the promenade 06:45,
one car washed into the harbour around 07:20 (nobody inside). Coastguard on scene.

Entry:""", "liveblog:entry-writer", ["header_block", "head", "uuid7", "time_alone", "stable_neighbours",
                                      "times_in_content_neighbour"])


@pos
def _liveblog_phone_sent(g: Gen51) -> Draft:
    t = g.nz()
    return P(f"""System: You post short updates to the Harbour City Times live blog from reporters' phone messages.
Fix spelling, keep the facts, add nothing. Start with the time the reporter gives, if there is one.
User: Protesters now at the town hall steps, police estimate 1,500, speeches started 11:05, Queen St closed both ways {v('datetime', '(sent ' + iso_space(t)[:16] + ' ' + t.tzname() + ')')}
Assistant:""", "liveblog:phone-sent", ["last_user", "sent_stamp", "iso_minutes", "en_nz"])


@pos
def _liveblog_key_events(g: Gen51) -> Draft:
    t = g.ie()
    return P(f"""Write the "Key events" list for the top of the Leinster Times live blog: up to five bullets, each
starting with the entry's time, newest first.
Entries fetched from the live-blog service {v('datetime', 'at ' + rfc3339(t, 3))} for this request:
09:58  Polling stations open across the constituency.
11:20  Turnout at 11:00 was 14.2%, up from 12.9% at the last by-election.
13:05  Queue of about 200 at St Anne's school after a ballot box delay.
14:47  Returning officer says the delay at St Anne's is resolved.
Key events:""", "liveblog:key-events", ["fetched_stamp", "phrase", "rfc3339_ms", "offset", "times_in_content_neighbour",
                                        "en_ie"])


@pos
def _afrikaans_liveblog(g: Gen51) -> Draft:
    t = g.at(SAST)
    return P(f"""{v('datetime', 'Nou: ' + af_now(t))}
{v('session_id', 'Sessie: ' + g.ksuid(t))}
Jy help die nuusredaksie van Die Vrystaatse Koerant om kort bydraes vir die lewendige blog te skryf.
Hou by die feite in die verslaggewer se notas en gebruik die tye soos hulle gegee is.

Verslaggewer: Brand by die Bloemfontein-mark sedert 13:10, drie brandweerwaens ter plaatse, geen beserings
nie. Skryf asseblief 'n bydrae van 60 woorde.""", "liveblog:afrikaans",
             ["head", "localized_now", "afrikaans", "ksuid", "non_english"])


@pos
def _liveblog_comment_moderation(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You moderate reader comments on the Riverside Post live blog. Reply "publish", "hold" or "reject",
then one line of reasoning. House rules: no personal attacks, no unverified claims about named people,
no links.

{v('datetime', '[received ' + rfc3339(t) + ']')} Comment by dmcg_77: "The council knew about the flood risk in 2019 and did nothing, it's in their own minutes."
{v('message_id', 'Comment-Id: cm_' + g.b62(14))}

Decision:""", "liveblog:comment-moderation", ["received_prefix", "per_message_id", "rfc3339", "relayed_line"])


@pos
def _liveblog_md_table(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""| Field          | Value                         |
|----------------|-------------------------------|
| Desk           | Sport                         |
| Live blog      | Cup final: minute by minute   |
{v('session_id', '| Writer session | ' + g.nanoid() + ' |')}
{v('datetime', '| Requested      | ' + rfc3339(t) + ' |')}

Write the 90th-minute entry for the live blog from the notes, in two sentences, present tense.

Notes: 90+2, Hartley's shot hits the post, rebound cleared off the line by Mensah. Still 1-1. Four
minutes of added time shown.

Entry:""", "liveblog:md-table", ["md_table", "head", "nanoid", "rfc3339", "stable_neighbours", "match_clock_content"])


@pos
def _lithuanian_liveblog(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""{v('datetime', 'Dabar: ' + lt_now(t))}
{v('request_id', 'Užklausa: req_' + g.b62(16))}
Tu padedi Kauno naujienų portalo tiesioginės transliacijos redaktoriui. Iš korespondento pastabų
parašyk trumpą, 50-70 žodžių įrašą ir nieko nepridėk.

Korespondentas: 13.40 val. prie Žaliakalnio mokyklos susirinko apie 300 tėvų, 14.05 val. kalbėjo meras.
Parašyk įrašą, prašau.""", "liveblog:lithuanian", ["head", "localized_now", "lithuanian", "request_id", "non_english"])


@pos
def _liveblog_go_context(g: Gen51) -> Draft:
    t = g.us()
    mono = f"{g.small(1, 4000)}.{g.digits(9)}"
    return P(f"""{v('datetime', 'Context built at ' + go_string(t, g.small(1, 1000), mono))}
You are the copy checker for the Bay State Ledger's live blogs. Check the entry for names, numbers and
times that contradict the earlier entries, and say "OK" if there is nothing.

Earlier entries:
2:10 p.m. - Fire crews called to a warehouse on Dorchester Ave.
2:35 p.m. - Fire chief says 60 firefighters are at the scene.
New entry:
3:05 p.m. - Fire chief says more than 80 firefighters are now at the scene on Dorchester Street.

Check:""", "liveblog:go-context", ["head", "go_time_string", "times_in_content_neighbour"])


@pos
def _live_text_server_time(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You write live text commentary for the Northfield Echo's sports site: one or two sentences per event,
present tense, no emojis.
Match: Northfield Town v Carrow Athletic (League One)
Match clock: 67:12 (second half)
{v('datetime', 'Server time: ' + dmy(t))}
Event: Goal, Carrow Athletic, 67', Okonkwo header from a corner; score now 1-2.
Commentary:""", "liveblog:live-text", ["header_block", "dmy", "match_clock_content", "stable_neighbours"])

# --- fact-checking desk -------------------------------------------------------------------------------------------

@pos
def _claim_search(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Claim search {v('request_id', 'cs_' + g.b58(16))} ran {v('datetime', 'at ' + rfc3339(t))} against the fact-check archive.
Matches:
1. "Wind turbines kill more birds than cats do" - rated False, published 2024-03-11
2. "Wind farms killed 80,000 birds in Scotland last year" - rated Missing context, published 2025-09-02
3. "Offshore turbines are switched off during migration" - rated Mostly true, published 2025-10-20

Claim to check: "A single wind turbine kills 4,000 birds a year."
Tell the fact-checker which earlier check is closest and what new evidence is needed.
Assessment:""", "factcheck:claim-search", ["id_in_sentence", "phrase", "base58", "rfc3339", "dates_in_content_neighbour"])


@pos
def _claimreview_draft(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You draft ClaimReview summaries for the Veritas Desk. Use the claim, the evidence and the rating the
fact-checker chose; write the claimReviewed sentence and a 40-word reviewBody.
{v('date', 'Review date (filled in by the drafting tool, today): ' + iso_date(t))}
{v('run_id', 'Draft job: dj_' + g.b62(12))}
Claim: "Petrol is now cheaper than it was in 2019." - Facebook post by Drive Smart UK, 3 April
Evidence: average unleaded price, January 2019: 120.1p a litre; week ending 6 April: 141.7p a litre.
Rating chosen: False
Draft:""", "factcheck:claimreview-draft", ["today_artefact", "draft_job", "iso_date", "dates_in_content_neighbour"])


@pos
def _screenshot_ocr(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""{v('datetime', '[text extracted from the uploaded screenshot at ' + iso_space(t) + ' ' + t.tzname() + ']')}
@metro_truths · 14h
BREAKING: Eastvale General CLOSED after outbreak, patients moved to tents in the car park!!!
12:41 PM · Apr 13 · 48.2K views

Is this a real post, and is the claim plausible? Tell me what we would need to verify it, in order.""",
             "factcheck:screenshot-ocr", ["bracketed_line", "head", "upload_stamp", "iso_space", "post_time_content"])


@pos
def _reverse_image(g: Gen51) -> Draft:
    t = g.at(UTC)
    seen = t - timedelta(hours=g.small(10, 30))
    return P(f"""You help the verification desk decide whether a viral photo is new. Give a verdict (new, recycled,
unclear) and the evidence in two lines.
Reverse image search run {v('run_id', 'ris_' + g.b62(14))} started {v('datetime', 'at ' + rfc3339(t, 3))} on engine ris-eu.
Results:
- earliest match 2019-08-02, stock agency page "Flooded street, Dhaka" (photographer R. Hasan)
- 2022-06-17, news site in Assam, caption "Floods in Guwahati"
- {seen:%Y-%m-%d %H:%M} UTC, X post claiming "Eastvale right now"
Verdict:""", "factcheck:reverse-image", ["id_in_sentence", "phrase", "rfc3339_ms", "dates_in_content_neighbour"])


@pos
def _tipline_relay(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""{v('request_id', 'Relay-Id: rl_' + g.b62(16))}
{v('datetime', 'Relay-Received: ' + rfc3339(t, 3))}
Channel: tipline-whatsapp
Tipline number: +44 7700 900123

A reader forwarded this to the fact-check tipline:
"Forwarded many times: From Monday the council will tow every car parked on a street overnight
without a residents' permit. Starts 30 April. Share!!"

Draft a two-line reply to the reader that says what we know and asks where they saw it.
Reply:""", "factcheck:tipline-relay", ["header_block", "head", "relay_envelope", "rfc3339_ms", "stable_neighbours"])


@pos
def _amharic_factcheck(g: Gen51) -> Draft:
    t = g.at(EAT)
    return P(f"""{v('date', 'ዛሬ: ' + am_today(t))}
{v('session_id', 'ክፍለ ጊዜ: ' + g.uuid4())}
አንተ የአዲስ ዜና የእውነታ ማጣሪያ ክፍል ረዳት ነህ። የተላከውን መልእክት በጥንቃቄ ገምግም፤ ማስረጃ የሌለውን ነገር አትጨምር።

ተጠቃሚ: "የአዲስ አበባ የውሃ ታሪፍ በዚህ ወር በእጥፍ ጨምሯል" የሚል መልእክት በቴሌግራም እየተሰራጨ ነው። እውነት ነው?""",
             "factcheck:amharic", ["head", "localized_now", "amharic", "ethiopian_calendar", "uuid4", "non_english"])


@pos
def _transcript_index(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Quote check: the reporter's draft quotes the minister as saying "we will not raise tuition fees
before 2030". Check it against the transcript and say whether it is exact, close or wrong.
Transcript index queried {v('datetime', 'at ' + hms(t) + ' ' + t.tzname())} {v('request_id', '(query tq-' + g.hex(10) + ')')} for this request:
[00:14:02] MINISTER: We have no plans, none, to raise tuition fees in this parliament.
[00:14:09] HOST: And after 2030?
[00:14:11] MINISTER: I'm not going to write the next government's manifesto.
Verdict:""", "factcheck:transcript-index", ["fetched_stamp", "phrase", "time_alone", "paren_id", "timecodes_content"])


@pos
def _rating_sk_sentence(g: Gen51) -> Draft:
    t = g.us_pacific()
    return P(f"""You are the rating assistant of the Clearwater fact-check team. {v('datetime', 'The current time is ' + sk_now(t) + '.')} Ratings
use our five-step scale (True, Mostly true, Half true, Mostly false, False), and a claim about the
future is never rated; say "not checkable" instead.

Claim: "California's reservoirs are at their lowest level since records began." - state senator, radio
interview. Evidence: statewide storage at 71% of the historical average; the record low was 2015.
Rating:""", "factcheck:rating-sentence", ["inline_sentence", "sk_long", "us_pacific"])


@pos
def _numbers_tool_result(g: Gen51) -> Draft:
    t = g.ie()
    return P(f"""You check numbers in drafts for the Statline desk. When a draft says "this year", "last month" or "X
years ago", work out the actual dates and say whether the figure is right.
{v('datetime', 'Tool result (get_current_time): {"utc": "' + js_iso(t) + '", "zone": "Europe/Dublin"}')}
Draft: "Unemployment fell to 4.1% last month, the lowest since the 2008 crash, which was 18 years ago."
Check:""", "factcheck:numbers-tool", ["tool_result_line", "js_iso", "relative_words_content"])

# --- corrections and standards ------------------------------------------------------------------------------------

@pos
def _correction_note(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You write correction notes for The Fenwick Observer in house style: "Correction: An earlier version of
this article said ... It was ... We apologise for the error." Do not repeat defamatory claims.
{v('date', 'Correction date (filled in by the corrections tool, today): ' + brit_long(t))}
{v('run_id', 'Correction draft: cx-' + g.hex(10))}
Article: "Fenwick care home fined after inspection" - published 2 April, updated 3 April
Error: the article said the home was fined GBP 40,000; the fine was GBP 4,000.
Note:""", "standards:correction-note", ["today_artefact", "draft_job", "brit_long", "dates_in_content_neighbour"])


@pos
def _complaints_inbox(g: Gen51) -> Draft:
    t = g.uk()
    sent = t - timedelta(hours=g.small(3, 40))
    return P(f"""Standards inbox polled {v('datetime', 'at ' + rfc3339(t))} {v('request_id', '(poll ' + g.uuid4() + ')')} for this request; new complaint:
From: Margaret Doyle <m.doyle@mail.example>
Date: {rfc2822(sent)}
Subject: Your article about the Millbrook fire
Message-ID: <CA+{g.b62(22)}@mail.example>

Your report on Saturday said my son's shop "had no working smoke alarms". The fire service's own
statement says the alarms worked. Please correct it.

Classify the complaint (accuracy, privacy, harassment, discrimination, other), name the clause of the
editors' code that applies, and draft a two-line acknowledgement.""", "standards:complaints-inbox",
             ["fetched_stamp", "phrase", "paren_id", "head", "email_payload_neighbour"])


@pos
def _standards_desk_session(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""Standards desk session {v('session_id', g.hex(12))} opened {v('datetime', 'at ' + windows_general(t))} on workstation SD-3.
You advise reporters of the Hudson Valley Sentinel on the newsroom's ethics policy. Quote the policy
section you rely on and keep answers under 120 words.

Policy 4.2: Staff may not accept gifts worth more than $25 from sources or people they cover.
Policy 6.1: Anonymous sources need the approval of the managing editor.

Reporter: A county commissioner offered me two tickets to the Yankees game. Can I take them?
Answer:""", "standards:desk-session", ["id_in_sentence", "phrase", "head", "windows_datetime"])


@pos
def _corrections_export(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Export job {v('run_id', 'ex-' + g.b32(12).lower())} queued {v('datetime', 'at ' + rfc3339(t))} on worker exp-1.
The corrections log for March is below. Count corrections by desk and by type, and name the desk with
the most accuracy errors.

| Date       | Desk     | Type     | Story                         |
|------------|----------|----------|-------------------------------|
| 2026-03-02 | Business | Accuracy | Varden profit warning         |
| 2026-03-09 | Sport    | Spelling | Cup draw                      |
| 2026-03-14 | Business | Accuracy | Pension fund returns          |
| 2026-03-27 | Politics | Context  | Council tax rise              |

Counts:""", "standards:corrections-export", ["id_in_sentence", "phrase", "base32", "rfc3339", "dates_in_table_neighbour"])


@pos
def _ombudsman_today(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You help the readers' editor of the Ashworth Chronicle draft the weekly column that answers readers'
complaints. Be fair to the reader and to the reporter, and say plainly when we got it wrong.
{v('date', f'Today is {DAYS_LONG[t.weekday()]}, {brit_long(t)}.')}

Complaint: A reader says our story on the Ridley Road stabbing named the victim before his family had
been told. The reporter says police had released the name at 14:00; our story went up at 14:20.

Column paragraph:""", "standards:ombudsman", ["system_tail", "templated_sentence", "brit_long"])


@pos
def _prepub_check(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Pre-publication check {v('run_id', 'ppc-' + g.hex(12))} ran {v('datetime', 'at ' + rfc3339(t, 3))} on rule set uk-defamation-v3.
Flags raised:
1. Para 4: "the landlord, who has a history of illegal evictions" - no court finding cited.
2. Para 7: photo caption names a tenant who asked not to be identified.

For each flag, suggest a rewrite or say what the reporter must show the lawyer before publication.
Suggestions:""", "standards:prepub-check", ["id_in_sentence", "phrase", "rfc3339_ms", "head"])


@pos
def _latvian_corrections(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""{v('datetime', 'Pašlaik: ' + lv_now(t))}
{v('session_id', 'Sesija: ' + g.alnum(20))}
Tu palīdzi Rīgas ziņu portāla standartu redaktoram sagatavot labojumus. Labojums ir īss, precīzs un
nosauc kļūdu.

Lietotājs: Rakstā par Daugavas tilta remontu bija norādīts, ka darbi izmaksās 6 miljonus eiro, bet
pareizi ir 9 miljoni. Lūdzu, uzraksti labojuma tekstu.""", "standards:latvian", ["head", "localized_now", "latvian",
                                                                           "session_id", "non_english"])


@pos
def _right_of_reply(g: Gen51) -> Draft:
    t = g.uk()
    dl = t + timedelta(hours=48)
    return P(f"""You help reporters offer a right of reply. Draft a short, polite e-mail to the person named, setting
out the allegations and the deadline below.
{v('datetime', 'Request sent (now): ' + brit_day_time(t))}
{v('datetime', 'Reply deadline (computed from now, +48 h): ' + brit_day_time(dl))}
Person: Cllr Dennis Hale, chair of planning
Allegations: that he voted on the Marsh Lane scheme without declaring that his brother-in-law owns the
land; that the declaration was added to the register eight days after the vote.
E-mail:""", "standards:right-of-reply", ["header_block", "computed_deadline", "brit_day_time", "stable_neighbours"])

# --- newsletter and push-alert tooling ----------------------------------------------------------------------------

@pos
def _push_composer_json(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""{{
  "app": "push-composer",
  {v('session_id', '"composer_session": "' + g.uuid4() + '",')}
  {v('datetime', '"client_time": "' + js_iso(t) + '",')}
  "audience": "breaking-uk",
  "max_chars": 110
}}
Write a breaking-news push alert of at most 110 characters from the story below. Lead with the news,
no question marks, no "BREAKING".

Story: The Bank of England has cut interest rates to 3.5%, the first cut since February, in a 6-3 vote
of the Monetary Policy Committee.
Alert:""", "push:composer-json", ["json_block", "head", "uuid4", "js_iso", "stable_neighbours"])


@pos
def _newsletter_iso_week(g: Gen51) -> Draft:
    t = g.us_central()
    return P(f"""Newsletter planner for The Weekly Grain, a farm-policy newsletter. Suggest the lead and two secondary
items for next week's issue from the pitches below, and note any pitch that is tied to a date.
{v('date', 'Week (ISO, today): ' + iso_week(t))}

Pitches:
- USDA crop progress report, out Monday at 3 p.m. Central
- Interview with the new state agriculture commissioner (recorded last Thursday)
- Grain elevator fire in Salina: what it means for local prices
- Reader Q&A: carbon credits for cover crops

Plan:""", "push:newsletter-week", ["system_tail", "iso_week", "dates_in_content_neighbour"])


@pos
def _newsletter_html_comments(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""<!-- template: morning-briefing v14 -->
{v('datetime', '<!-- rendered ' + rfc3339(t) + ' -->')}
{v('request_id', '<!-- render id ' + g.b32(26) + ' -->')}
You write the two-sentence intro of the Helsinki Times morning briefing in English. Mention the weather
only if it affects the news.

Today's items: Finnair strike cancels 120 flights; parliament debates the new alcohol law; HJK sign a
Danish striker; sleet warning for Uusimaa until noon.

Intro:""", "push:newsletter-html", ["html_comment", "head", "rfc3339", "offset", "base32", "stable_neighbours"])


@pos
def _briefing_footer(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""You assemble the Evening Wrap newsletter of the Chesapeake Ledger: five items, one sentence each,
most important first, with the section name in capitals before each.

Items: Bay Bridge lane closures extended to June (Traffic); county schools announce new start times
(Education); Orioles win fifth straight (Sport); state audit finds $4.2m in unpaid tolls (Politics);
oyster season numbers best in a decade (Environment).

--
Evening Wrap builder 5.2
{v('run_id', 'Build job: bj_' + g.b62(12))}
{v('datetime', 'Built: ' + rfc850(t))}
""", "push:briefing-footer", ["footer", "tail", "rfc850", "stable_neighbours"])


@pos
def _sent_alerts_as_of(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Before sending, check the draft alert against the alerts we have already sent today: is it new
information, or a repeat?
Sent alerts {v('datetime', 'as of ' + rfc3339(t))} for this request:
07:02  Rail strike: talks collapse, walkout goes ahead on Thursday
09:45  Chancellor confirms new rail investment for the North
12:18  Rail strike: union says new offer is "under consideration"
Draft: "Rail strike called off after union accepts new offer"
Verdict:""", "push:sent-alerts", ["fetched_stamp", "phrase", "as_of", "rfc3339", "times_in_content_neighbour"])


@pos
def _finland_swedish_newsletter(g: Gen51) -> Draft:
    t = g.ee()
    return P(f"""{v('datetime', 'Nu: ' + sv_fi_now(t))}
{v('session_id', 'Session: ' + g.b58(22))}
Du hjälper redaktionen på Österbottens Tidning att skriva ingressen till morgonens nyhetsbrev. Skriv
kort, på finlandssvenska, och nämn bara det som står i punkterna.

Punkter: Vasa stad sparar 4 miljoner euro i skolnätet; Kvarkenbron stängs för reparation i tre nätter;
IFK Mariehamn vann mot Vasa 2-1.

Redaktör: Skriv en ingress på högst 40 ord.""", "push:finland-swedish", ["head", "localized_now", "finland_swedish",
                                                                       "base58", "non_english"])


@pos
def _sms_alert_env(g: Gen51) -> Draft:
    t = g.at(EAT_KE)
    return P(f"""SHORTCODE=22141
SERVICE=breaking-sms
{v('epoch', 'NOW_S=' + str(epoch_s(t)))}
{v('request_id', 'REQ=' + g.hex(20))}
You write SMS news alerts for the Rift Valley Star's paid SMS service: at most 155 characters, plain
English, no abbreviations a first-time reader would not know.

Story: The Kenya Meteorological Department has warned of heavy rain in Nakuru, Baringo and Kericho over
the next 48 hours, with a risk of flash floods along the Molo River.
SMS:""", "push:sms-env", ["key_value_lines", "head", "epoch_s", "hex", "stable_neighbours", "en_ke"])

# --- photo desks and captioning -----------------------------------------------------------------------------------

@pos
def _caption_upload_line(g: Gen51) -> Draft:
    t = g.uk()
    shot = t - timedelta(minutes=g.small(25, 140))
    return P(f"""You write captions for the Eastmoor Chronicle's photo desk: who, what, where, when, then the credit.
Use the photographer's notes and the embedded metadata.

Photographer's notes: Residents fill sandbags outside the Eastmoor fire station as the River Wend rises.
The woman in red is Anita Kowalczyk, 61, who gave her name.
IPTC/EXIF:
DateTimeOriginal: {shot:%Y:%m:%d %H:%M:%S}
OffsetTimeOriginal: {off(shot)}
By-line: Sam Oduya
City: Eastmoor
[upload {v('request_id', 'id=up_' + g.b62(12))} {v('datetime', 'received=' + rfc3339(t))} desk=photo]

Caption:""", "photo:caption-upload", ["upload_line", "key_value_inline", "rfc3339", "two_in_line", "exif_content_neighbour"])


@pos
def _incoming_photos(g: Gen51) -> Draft:
    t = g.us()
    a = t - timedelta(minutes=g.small(20, 60))
    b = a - timedelta(minutes=g.small(5, 40))
    return P(f"""Pick the best two photos for the web gallery from the incoming list and say why in one line each.
Prefer people over buildings.

Incoming {v('datetime', 'as of ' + us_medium(t))} for this request:
| File               | Photographer | Captured         | Note                          |
|--------------------|--------------|------------------|-------------------------------|
| PH_{a:%m%d}_0142.jpg   | R. Alvarez   | {a:%Y-%m-%d %H:%M} | firefighters carry a resident |
| PH_{a:%m%d}_0143.jpg   | R. Alvarez   | {a:%Y-%m-%d %H:%M} | smoke over the warehouse roof |
| KB_{b:%m%d}_0007.jpg   | K. Brandt    | {b:%Y-%m-%d %H:%M} | chief briefing reporters      |

Picks:""", "photo:incoming-as-of", ["fetched_stamp", "phrase", "as_of", "us_medium", "md_table_content_neighbour"])


@pos
def _archive_b3_multi(g: Gen51) -> Draft:
    return P(f"""{v('trace_id', 'X-B3-TraceId: ' + g.hex(32))}
{v('trace_id', 'X-B3-SpanId: ' + g.hex(16))}
X-B3-Sampled: 1
Picture archive search assistant: turn the editor's request into a query for the archive with the
fields keywords, date range, photographer and orientation.

Editor: I need a vertical picture of the old Hallam Street gasholder, ideally from before it was
demolished in 2014.
Query:""", "photo:archive-b3", ["head", "header_block", "b3_multi", "trace_header", "stable_neighbours"])


@pos
def _alt_text_xml(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""<photo_request>
  <desk>graphics</desk>
  {v('datetime', '<received>' + rfc3339(t, 3) + '</received>')}
  {v('request_id', '<request_id>' + g.uuid1() + '</request_id>')}
  <asset>PX-20260413-0088</asset>
</photo_request>
Write alt text of at most 125 characters for the image described below. Describe what is visible, not
what it means.

Image: aerial view of a flooded caravan park; about thirty caravans standing in brown water up to their
windows; a rescue boat with two people in orange jackets in the foreground.
Alt text:""", "photo:alt-text-xml", ["xml_element", "head", "rfc3339_ms", "uuid1", "stable_neighbours"])


@pos
def _mongolian_photo(g: Gen51) -> Draft:
    t = g.at(ULAT)
    return P(f"""{v('datetime', 'Одоо: ' + mn_now(t))}
{v('request_id', 'Хүсэлт: ' + g.ulid(t))}
Та Өдрийн сонины гэрэл зургийн албаны туслах. Зургийн тайлбарыг товч, үнэн зөв бичиж, зурагчны нэрийг
төгсгөлд нь бичнэ.

Хэрэглэгч: Сүхбаатарын талбайд болсон Цагаан сарын баярын зурагт 30 үгтэй тайлбар бичээд өгөөч. Зурагчин:
Б. Түвшин.""", "photo:mongolian", ["head", "localized_now", "mongolian", "cyrillic", "ulid", "non_english"])


@pos
def _basque_caption(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""{v('datetime', 'Orain: ' + eu_now(t))}
{v('session_id', 'Saioa: ' + g.nanoid())}
Donostiako egunkari bateko argazki-mahaiko laguntzailea zara. Argazki-oinak gaztelaniatik euskarara
itzultzen dituzu, izenak eta datak aldatu gabe.

Erabiltzailea: Itzuli hau, mesedez: "Miles de personas participan en la tamborrada infantil en la Parte
Vieja de San Sebastián.\"""", "photo:basque", ["head", "localized_now", "basque", "nanoid", "non_english"])


@pos
def _transmit_tablet(g: Gen51) -> Draft:
    t = g.au()
    return P(f"""You help sports photographers transmit from the ground: write a 20-word caption and a headline of at
most six words for each frame, using the match facts given.
Venue: MCG
Match: Collingwood v Carlton, round 6
{v('datetime', 'Tablet clock: ' + hms(t))}
{v('session_id', 'Transmit session: tx_' + g.b62(16))}

Frame 1: Nick Daicos kicks the first goal of the game from the boundary line.
Frame 2: Carlton supporters behind the goals after the siren.
Captions:""", "photo:transmit-tablet", ["header_block", "device_clock", "time_alone", "stable_neighbours", "en_au"])


@pos
def _c2pa_manifest(g: Gen51) -> Draft:
    t = g.uk()
    made = t - timedelta(hours=g.small(2, 20))
    edited = made + timedelta(minutes=g.small(10, 50))
    return P(f"""C2PA manifest read {v('datetime', 'at ' + rfc3339(t, 3))} {v('request_id', '(check c2-' + g.hex(12) + ')')} for this request:
claim_generator: "Nikon Z9 firmware 5.10"
assertions:
  c2pa.actions: created (when: {rfc3339(made)}), edited (when: {rfc3339(edited)}, software: "Photoshop 27.4")
signature: issued by "Nikon Corporation", valid

Can we describe this image to readers as an unedited original? Answer in two sentences.""",
             "photo:c2pa-manifest", ["fetched_stamp", "phrase", "paren_id", "head", "rfc3339_ms", "manifest_content_neighbour"])

# --- election-night results desks ---------------------------------------------------------------------------------

@pos
def _results_snapshot(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You are the results-desk assistant of the Kingsbridge Post on election night. From the snapshot, write
one sentence per ward that has declared, and flag any ward where the margin is under 100 votes.
Results snapshot {v('request_id', 'snap_' + g.b62(14))} taken {v('datetime', 'at ' + hms(t) + ' ' + t.tzname())} for this request:
Ward         Declared  Winner (party)      Margin  Turnout
Abbey        yes       Okoro (Green)       412     38.1%
Castle       yes       Pryce (Lab)         87      41.7%
Mill Lane    no        -                   -       -
Summary:""", "results:snapshot", ["fetched_stamp", "id_in_sentence", "phrase", "time_alone", "aligned_columns_content"])


@pos
def _race_call_token(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""Desk: results
Editor: P. Achebe
{v('token', 'Desk-Session-Token: ' + g.jwt(t, 'editor-pachebe'))}

Race-call assistant: given the counts and the share of the expected vote counted, say whether we can call
the race under our rule (lead larger than the votes left to count, or at least 95% counted and a lead
of more than 2 points). Show the arithmetic.

Race: Mayor of Eastport. Counted 81% of an expected 142,000 votes. Ruiz 49,870; Whitaker 41,220;
others 3,930.
Call:""", "results:race-call-token", ["header_block", "jwt", "session_token", "stable_neighbours"])


@pos
def _autowriter_llama3(g: Gen51) -> Draft:
    t = g.us_central()
    return P(f"""<|begin_of_text|><|start_header_id|>system<|end_header_id|>

{v('datetime', 'Results feed polled: ' + rfc3339(t, 3))}
{v('request_id', 'Poll: ' + g.uuid7(t))}
You write 50-word automated stories for each county board race for the Lakeland Courier. Say clearly
that the results are unofficial.<|eot_id|><|start_header_id|>user<|end_header_id|>

District 4: Hanna Berg 6,112 (52.3%), Tom Osei 5,574 (47.7%). 31 of 31 precincts reporting.<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""", "results:autowriter-llama3",
             ["chat_template", "llama3", "rfc3339_ms", "uuid7", "system_stamp_line"])


@pos
def _turnout_as_of(g: Gen51) -> Draft:
    t = g.at(IST_IN)
    return P(f"""You write the turnout update for the Deccan Daily's live page: two sentences, compare with the last
election, no predictions.
Turnout figures {v('datetime', 'as of ' + dmy(t, sec=False) + ' IST')} {v('request_id', '(query tf-' + g.hex(8) + ')')} for this request:
Hyderabad 38.6% (2021: 41.2%); Secunderabad 44.9% (2021: 43.0%); Malkajgiri 36.1% (2021: 39.8%)
Update:""", "results:turnout-as-of", ["fetched_stamp", "phrase", "as_of", "paren_id", "dmy", "en_in"])


@pos
def _kazakh_results(g: Gen51) -> Draft:
    t = g.at(ALMT)
    return P(f"""{v('datetime', 'Қазір: ' + kk_now(t))}
{v('session_id', 'Сессия: ' + g.b62(24))}
Сіз Алматыдағы жаңалықтар сайтының сайлау түнгі редакциясының көмекшісісіз. Тек берілген сандарды
пайдаланыңыз және нәтижелерді алдын ала деп атаңыз.

Редактор: 12-округ бойынша 118 учаскенің 94-і есептелді. Қысқа жаңалық жазып беріңізші.""", "results:kazakh",
             ["head", "localized_now", "kazakh", "cyrillic", "session_id", "non_english"])


@pos
def _sinhala_results(g: Gen51) -> Draft:
    t = g.at(SLST)
    return P(f"""{v('datetime', 'දැන්: ' + si_now(t))}
{v('request_id', 'ඉල්ලීම: ' + g.uuid4())}
ඔබ කොළඹ පුවත්පතක මැතිවරණ ප්‍රතිඵල මේසයේ සහායකයා වේ. ලබා දී ඇති සංඛ්‍යා පමණක් භාවිතා කරන්න.

සංස්කාරක: මහනුවර දිස්ත්‍රික්කයේ තැපැල් ඡන්ද ප්‍රතිඵලය සඳහා කෙටි පුවතක් ලියන්න.""", "results:sinhala",
             ["head", "localized_now", "sinhala", "uuid4", "non_english"])


@pos
def _projection_run(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Projection run {v('run_id', 'pr-' + g.hex(10))} finished {v('datetime', 'at ' + rfc3339(t))} on model mrp-v4.
Projected seats: Labour 312-338, Conservative 141-166, Liberal Democrat 58-71, others 84-97.
Declared so far: 212 of 650.

Write two sentences for the results page that explain the projection to readers, with the ranges, and
say it is not a result.
Text:""", "results:projection-run", ["id_in_sentence", "phrase", "rfc3339", "offset", "head"])


@pos
def _rocketchat_webhook(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""Outgoing webhook from the newsroom chat:
{{
  "token": "hR7wq2LkPZx9mE4c",
  "channel_id": "results-desk",
  "channel_name": "results-desk",
  {v('message_id', '"message_id": "' + g.alnum(17) + '",')}
  {v('datetime', '"timestamp": "' + js_iso(t) + '",')}
  "user_name": "r.mensah",
  "text": "@resultsbot Castle ward recount requested by Labour, expected 01:30. Can you draft a line for the live blog?"
}}
Reply as resultsbot:""", "results:rocketchat-webhook", ["json_block", "envelope_vs_payload", "js_iso", "per_message_id",
                                                       "stable_neighbours"])


@pos
def _map_render_job(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Map render job {v('run_id', 'mr-' + g.b32(10).lower())} queued {v('datetime', 'at ' + iso_space(t) + ' ' + t.tzname())} on pool gfx-2.
Write the caption under the results map: one sentence on which party holds most wards, one on the
biggest change since 2022, and the source line "Source: returning officers".

Wards held: Lab 31 (+4), Con 12 (-6), Green 5 (+2), Ind 2 (0).
Caption:""", "results:map-render", ["id_in_sentence", "phrase", "iso_space", "head"])

# --- archive and syndication --------------------------------------------------------------------------------------

@pos
def _syndication_delivery(g: Gen51) -> Draft:
    t = g.at(UTC)
    pub = t - timedelta(hours=g.small(3, 26), minutes=g.small(0, 60))
    upd = pub + timedelta(minutes=g.small(20, 90))
    return P(f"""{{
  {v('request_id', '"delivery_id": "dlv_' + g.b62(20) + '",')}
  {v('datetime', '"delivered_at": "' + rfc3339(t) + '",')}
  "partner": "southcoast-media",
  "story": {{
    "guid": "tg-2026-lifeboat-0087",
    "headline": "Lifeboat crew rescue six from yacht off Portland Bill",
    "published": "{rfc3339(pub)}",
    "updated": "{rfc3339(upd)}",
    "byline": "Carys Penhaligon",
    "rights": "syndication-uk-only"
  }}
}}
Check the story against our syndication rules (UK partners only, byline kept, no edits to quotes) and
say whether the partner may run it today.
Answer:""", "archive:syndication-delivery", ["json_block", "envelope_vs_payload", "rfc3339", "head",
                                              "dates_in_payload_neighbour"])


@pos
def _archive_search_run(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""Archive search run {v('run_id', 'as-' + g.ulid(t).lower())} started {v('datetime', 'at ' + rfc3339(t, 3))} on index arc-1950-2026.
Hits:
- 12 Mar 1987, p.1: "Gasholder to close as town switches to North Sea gas"
- 03 Oct 2014, p.7: "Last look at the Hallam Street gasholder"
- 18 Oct 2014, p.3: "Crowds watch as gasholder frame comes down"

Write a 60-word archive note for a feature on the site's redevelopment, citing the hits by date.
Note:""", "archive:search-run", ["id_in_sentence", "phrase", "ulid_lower", "rfc3339_ms", "dates_in_content_neighbour"])


@pos
def _licence_quote(g: Gen51) -> Draft:
    t = g.uk()
    until = t + timedelta(hours=72)
    return P(f"""You answer licensing requests for the Courier photo archive. Quote the price from the rate card, and
say what the licence covers.
Rate card: editorial web use GBP 95; print up to 10,000 copies GBP 140; book cover GBP 480.
{v('request_id', 'Quote: lq_' + g.b62(12))}
{v('datetime', 'Quoted at: ' + rfc3339(t))}
{v('datetime', 'Valid until (computed from now, 72 h): ' + rfc3339(until))}

Request from Wren Press: the 1987 gasholder photo (archive no. CR-1987-0312-04) for a local history book
cover, 3,000 copies.
Reply:""", "archive:licence-quote", ["header_block", "computed_expiry", "rfc3339", "stable_neighbours",
                                     "archive_id_content"])


@pos
def _content_api_traceparent(g: Gen51) -> Draft:
    return P(f"""{v('trace_id', 'traceparent: ' + g.traceparent())}
{v('trace_id', 'tracestate: ' + g.tracestate())}
X-Partner: northern-regional-group
Accept: application/json

You answer syndication partners' questions about the Content API. Answer from the notes only.

Notes: /v2/stories supports `since` (RFC 3339) and `cursor`; results are capped at 100 per page; the
`rights` field says where a story may be used; API version 2025-09-01 is current.

Partner: How do I fetch only the stories updated since my last sync?
Answer:""", "archive:content-api", ["head", "header_block", "traceparent", "tracestate", "api_version_neighbour"])


@pos
def _luxembourgish_archive(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""{v('datetime', 'Elo: ' + lb_now(t))}
{v('session_id', 'Sessioun: ' + g.uuid7(t))}
Du hëlls dem Archiv vun enger Lëtzebuerger Zeitung. Du siichs al Artikelen eraus a schreifs kuerz
Resuméen, ouni eppes derbäizesetzen.

Benotzer: Sich mir w.e.gl. d'Artikelen iwwer d'Iwwerschwemmung an der Stad vun 1993 a maach e Resumé
vun dräi Sätz.""", "archive:luxembourgish", ["head", "localized_now", "luxembourgish", "uuid7", "non_english"])


@pos
def _rights_lookup(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""Rights looked up {v('datetime', 'at ' + ap_style(t))} {v('request_id', '(lookup rl-' + g.hex(10) + ')')} for this request:
Asset: photo 2019-0614-PR-221, photographer J. Lindgren (freelance)
Licence: editorial, web and print, North America; expires 2027-06-30
Restrictions: no use in advertising; credit "J. Lindgren for the Gazette"

The social team wants to use this photo in a paid Instagram promotion for our anniversary issue. Can
they? Answer yes or no, then why.""", "archive:rights-lookup", ["fetched_stamp", "phrase", "ap_style", "paren_id",
                                                               "head", "dates_in_content_neighbour"])


# --- audience analytics ---------------------------------------------------------------------------------------------

@pos
def _concurrents_as_of(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You advise the homepage editor of the Midland Mercury. Suggest one change to the top five slots based
on the live figures and explain it in one sentence.
Concurrents {v('datetime', 'as of ' + hms(t) + ' ' + t.tzname())} {v('request_id', '(query q_' + g.b62(10) + ')')} for this request:
Slot 1  Council tax rise confirmed            1,204   engaged 0:41
Slot 2  Cup draw: Mercia v Dunholm            3,870   engaged 1:12
Slot 3  Ring road closure extended              611   engaged 0:25
Slot 4  School league tables                  2,455   engaged 2:03
Slot 5  Weather warning for snow                980   engaged 0:33
Suggestion:""", "analytics:concurrents", ["fetched_stamp", "phrase", "as_of", "time_alone", "paren_id",
                                          "aligned_columns_content"])


@pos
def _query_window(g: Gen51) -> Draft:
    t = g.at(UTC)
    start = t - timedelta(minutes=60)
    return P(f"""You are the audience copilot in the newsroom dashboard. Explain the referral traffic for the story in
plain words and suggest one action for the social team.
Story: "Inside the Tees Valley hydrogen plant" (published 08:00)
{v('datetime', 'Query window: ' + rfc3339(start) + ' to ' + rfc3339(t) + ' (last 60 min)')}
Referrers: search 41%, Facebook 22%, direct 19%, newsletter 11%, other 7%.
Explanation:""", "analytics:query-window", ["header_block", "query_window", "rfc3339", "stable_neighbours"])


@pos
def _ctr_logfmt_head(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""{v('datetime', 'ts=' + rfc3339(t, 6))} {v('request_id', 'req=' + g.hex(16))} site=metro dash=headline-tests
Compare the two headlines' click-through rates and say whether the test has enough impressions to
call a winner (we need 5,000 per variant).
A: "Council confirms 4.9% tax rise" - 4,812 impressions, 6.1% CTR
B: "Your council tax is going up. Here's by how much" - 4,790 impressions, 8.4% CTR
Verdict:""", "analytics:ctr-logfmt", ["logfmt", "head", "rfc3339_us", "two_in_line", "key_value_inline"])


@pos
def _weekly_report_date(g: Gen51) -> Draft:
    t = g.au()
    return P(f"""Write the summary paragraph of the weekly audience report for the Brisbane Tribune's editors: what
grew, what fell, and one thing to try next week.
{v('date', 'Report date (filled in by the report tool, today): ' + brit_long(t))}
{v('run_id', 'Report job: rj-' + g.hex(10))}
Week's figures: page views 4.1m (-6%); subscribers' share of page views 38% (+3 pts); newsletter
sign-ups 1,912 (+24%); average engaged time 0:52 (+4 s).
Summary:""", "analytics:weekly-report", ["today_artefact", "report_job", "brit_long", "en_au"])


@pos
def _somali_analytics(g: Gen51) -> Draft:
    t = g.at(EAT)
    return P(f"""{v('datetime', 'Hadda: ' + so_now(t))}
{v('session_id', 'Fadhi: ' + g.b62(20))}
Waxaad caawinaysaa tifaftiraha warbaahinta ee idaacad ku taal Muqdisho. Ka jawaab si kooban, adigoo
isticmaalaya tirooyinka la bixiyay oo keliya.

Tifaftire: Warkii doorashada golaha degaanka waxaa akhriyay 18,400 qof, warkii roobabkana 9,100. Labadan
warba maxaan ka baran karnaa?""", "analytics:somali", ["head", "localized_now", "somali", "session_id", "non_english"])


@pos
def _paywall_json_ms(g: Gen51) -> Draft:
    t = g.us()
    return P(f"""You explain the paywall dashboard to the audience editor of the Gulf Coast Register.
{{
  "dashboard": "conversions",
  {v('epoch', '"rendered_at_ms": ' + str(epoch_ms(t)) + ',')}
  {v('request_id', '"render_id": "' + g.uuid4() + '",')}
  "period": "last 7 days",
  "conversions": 312,
  "top_story": "Hurricane season: what the new flood maps mean for your street"
}}
Which story drove the most subscriptions, and is 312 good for a week? Our average is 260.
Answer:""", "analytics:paywall-json", ["json_block", "system_tail", "epoch_ms", "uuid4", "stable_neighbours"])


@pos
def _trends_fetched(g: Gen51) -> Draft:
    t = g.at(ART)
    return P(f"""You suggest explainer topics for the Buenos Aires Herald's English-language site from what people are
searching. Pick two and give each a working headline.
Trending searches fetched {v('datetime', 'at ' + rfc3339(t))} for this request:
1. dólar blue hoy
2. paro de colectivos
3. tarifas de luz
4. Boca Juniors Copa Libertadores
Picks:""", "analytics:trends-fetched", ["fetched_stamp", "phrase", "rfc3339", "offset_minus_03"])


@pos
def _comments_kv_env(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""DASHBOARD=comments
{v('datetime', 'NOW_ISO=' + rfc3339(t))}
{v('run_id', 'RUN_ID=' + g.b32(16))}
SITE=westcountry-gazette
Summarise the comment activity for the community editor in three bullets and flag any thread that
needs a moderator now.
Threads: "Parking charges at the harbour" 412 comments (38 reported); "New primary school" 96 comments
(2 reported); "Bus route 12 cut" 188 comments (11 reported).
Summary:""", "analytics:comments-env", ["key_value_lines", "head", "rfc3339", "base32", "stable_neighbours"])

# --- podcast and radio newsroom rundowns --------------------------------------------------------------------------

@pos
def _rundown_nrcs(g: Gen51) -> Draft:
    t = g.uk()
    t = t.replace(hour=12, minute=g.small(30, 55))
    return P(f"""You are the bulletin producer's assistant at Radio Severn. Check that the 13:00 bulletin fits in 3:00
and suggest what to drop if it does not.
Rundown read from the NRCS {v('datetime', 'at ' + hms(t))} {v('request_id', '(read ' + g.b62(10) + ')')} for this request:
PAGE  SLUG            TYPE    DUR    BACK-TIME
01    HEADLINES       read    0:20   12:57:00
02    FLOODS-WORCS    clip    0:45   12:57:20
03    NHS-STRIKE      read    0:30   12:58:05
04    COUNCIL-TAX     clip    0:50   12:58:35
05    SPORT           read    0:40   12:59:25
06    WEATHER         read    0:15   13:00:05
Advice:""", "rundown:nrcs-read", ["fetched_stamp", "phrase", "time_alone", "paren_id", "back_times_content"])


@pos
def _mos_story_send(g: Gen51) -> Draft:
    return P(f"""The newsroom system sent this story to the script assistant. Tighten the script to a 30-second read
(about 75 words) and keep the names.

<mos>
  <mosID>scriptwriter.ai.mos</mosID>
  <ncsID>NRCS-RADIO-2</ncsID>
  {v('message_id', '<messageID>' + str(g.small(10000, 99999)) + '</messageID>')}
  <roStorySend>
    <roID>RO-1300-BULLETIN</roID>
    <storyID>FLOODS-WORCS</storyID>
    <storySlug>Floods Worcester</storySlug>
    <storyBody>The River Severn is expected to peak at Worcester this evening at just over five metres. The
Environment Agency has issued three severe flood warnings. Sandbags are available at County Hall until
8pm. Commuters are advised to avoid the Bridge Street area, where two cars were abandoned this morning.</storyBody>
  </roStorySend>
</mos>

Script:""", "rundown:mos-story-send", ["xml_element", "mos", "per_message_id", "stable_neighbours"])


@pos
def _podcast_studio_clock(g: Gen51) -> Draft:
    t = g.us_pacific()
    return P(f"""Show: The Coastline (daily news podcast)
Episode: 2026-118
{v('session_id', 'Recording session: rec_' + g.b62(14))}
{v('datetime', 'Studio clock: ' + hms(t))}

Write the 20-second cold open for today's episode from the producer's notes. Conversational, present
tense, end on a question.

Producer's notes: wildfire near Big Sur now 40% contained; 2,000 still evacuated; our reporter Ana rode
along with a night crew.
Cold open:""", "rundown:podcast-studio", ["header_block", "device_clock", "time_alone", "stable_neighbours",
                                         "episode_number_content"])


@pos
def _hausa_radio(g: Gen51) -> Draft:
    t = g.at(WAT)
    return P(f"""{v('datetime', 'Yanzu: ' + ha_now(t))}
{v('session_id', 'Zama: ' + g.uuid4())}
Kai ne mataimakin editan labarai na gidan rediyo a Kano. Ka rubuta labarai a takaice, cikin harshen Hausa
mai sauƙi, ba tare da ƙara wani abu da ba a bayar ba.

Edita: Rubuta labari na daƙiƙa 40 game da ambaliyar ruwa a ƙaramar hukumar Bichi, inda gidaje 120 suka
rushe.""", "rundown:hausa", ["head", "localized_now", "hausa", "uuid4", "non_english"])


@pos
def _bulletin_asctime_tail(g: Gen51) -> Draft:
    t = g.at(UTC)
    return P(f"""Rewrite the three stories as a 90-second radio bulletin for the World Service style: short
sentences, numbers rounded, no abbreviations, sign off with "That's the news."

1. The UN says 2.3 million people in the Sahel need food aid after the third failed rainy season.
2. Chile's copper output rose 4.2% in March, the biggest rise in two years.
3. Scientists in Norway have found a 1,000-year-old Viking sword on a mountain path.

{v('datetime', 'Prompt built: ' + ctime(t))}
""", "rundown:bulletin-asctime", ["tail", "ctime", "asctime"])


@pos
def _phone_in_call(g: Gen51) -> Draft:
    t = g.uk()
    return P(f"""You help the producer of the Radio Wessex phone-in: from the caller's details, write a one-line cue for
the presenter and flag anything we must not broadcast.
Line: 3
{v('session_id', 'Call-ID: ' + g.hex(24) + '@sip.radiowessex.example')}
{v('datetime', 'Answered: ' + hms(t))}
Caller: Janet from Yeovil (mobile ends 442)
Topic: she says her husband was discharged from Yeovil hospital at 2am with nobody to collect him.
Cue:""", "rundown:phone-in", ["header_block", "call_id", "time_alone", "stable_neighbours"])


@pos
def _albanian_radio(g: Gen51) -> Draft:
    t = g.eu()
    return P(f"""{v('datetime', 'Tani: ' + sq_now(t))}
{v('session_id', 'Seanca: ' + g.b58(20))}
Je asistent i redaksisë së lajmeve në një radio në Prishtinë. Shkruaj lajme të shkurtra, të qarta, pa
shtuar asgjë që nuk është dhënë.

Redaktori: Shkruaj një lajm 30-sekondësh për mbylljen e rrugës Prishtinë-Mitrovicë për punime gjatë
natës.""", "rundown:albanian", ["head", "localized_now", "albanian", "base58", "non_english"])

# --- generated positives: one field at one position of a newsroom body --------------------------------------------

BODIES: list[dict[str, Any]] = [
    dict(name="obituaries", who="Family liaison", cue="Notice:", lang="en",
         system="You help the obituaries desk of the Tamar Valley Times write paid death notices from the family's\n"
                "details. Warm and factual; use only the words the family chose for the death.",
         user="Write a 60-word notice for Arthur Penrose, 88, retired ferryman, who died peacefully at home. He\n"
              "leaves his wife Joan and three daughters."),
    dict(name="letters", who="Letters editor", cue="Edited letter:", lang="en",
         system="You edit readers' letters for the Clyde Gazette's letters page: cut to 150 words, keep the\n"
                "writer's voice, and remove personal attacks.",
         user="Edit this one: \"Sir, the new bus lanes on Dumbarton Road are a disgrace. I have lived here for\n"
              "forty years and never seen traffic like it. Whoever designed them should be ashamed.\""),
    dict(name="courts", who="Court reporter", cue="Answer:", lang="en",
         system="You check court copy for the Ravensworth Post against the reporting rules the desk has set out.\n"
                "If a rule is unclear, say so and tell the reporter to call the duty lawyer.",
         user="Can we mention that the defendant was on bail for another offence before the jury has retired?"),
    dict(name="travel-box", who="Travel editor", cue="Box:", lang="en",
         system="You write the travel disruption box for the Lothian Echo website: what is affected, until when,\n"
                "and what to do instead, in at most 50 words.",
         user="Trains between Leith and Portobello are cancelled until 18:00 because of a signal fault;\n"
              "replacement buses run every 20 minutes from Leith Walk."),
    dict(name="match-preview", who="Sports editor", cue="Preview:", lang="en",
         system="You write 50-word match previews for the Wearside Gazette's sports pages. Stick to the facts\n"
                "given and never predict a score.",
         user="Preview Wearside Rovers v Coldstream, Saturday 3pm: Rovers unbeaten in six, Coldstream without\n"
              "their captain Doyle (suspended)."),
    dict(name="business", who="Business editor", cue="Explanation:", lang="en",
         system="You explain company results to readers of the Tyne Business Daily in plain English, in three\n"
                "sentences, without jargon.",
         user="Explain: Hadrian Foods' revenue rose 6% to GBP 412m, but pre-tax profit fell 11% because of\n"
              "higher sugar prices."),
    dict(name="crossword", who="Puzzles editor", cue="Verdict:", lang="en",
         system="You check crossword clues for the Sunday Lantern: is the clue fair, does the wordplay work,\n"
                "and is the definition at one end?",
         user="Is 'Ship's kitchen is small, we hear (6)' a fair clue for GALLEY?"),
    dict(name="social", who="Social producer", cue="Post:", lang="en",
         system="You write posts for the Otago Chronicle's social accounts: one sentence of news, one of\n"
                "context, then the link placeholder [link]. No hashtags.",
         user="Write a Facebook post for our story on the stadium roof repair in Dunedin (cost NZ$4.2m,\n"
              "finished in June)."),
    dict(name="video-captions", who="Video producer", cue="Captions:", lang="en",
         system="You write on-screen captions for the Highland Press's 60-second news videos: five captions,\n"
                "each under 12 words, in the order of the script.",
         user="Script summary: the new electric ferry to Raasay starts service; it carries 150 passengers and 18\n"
              "cars; islanders say the old ferry broke down 40 times last year."),
    dict(name="investigations", who="Reporter", cue="Summary:", lang="en",
         system="You help the investigations desk of the Fenland Standard organise documents. Say what a\n"
                "document shows and, separately, what it does not show.",
         user="Summarise this: an internal council memo says the flood barrier at Ely \"may not meet the\n"
              "design standard\" and recommends \"a full structural survey at the earliest opportunity\"."),
    dict(name="reader-help", who="Reader", cue="Reply:", lang="en",
         system="You answer readers who write to the Portside News help desk about subscriptions, the e-paper\n"
                "and home delivery. Be brief and friendly.",
         user="My e-paper app still shows yesterday's edition. How do I make it load today's?"),
    dict(name="subbing", who="Reporter", cue="Fixed:", lang="en",
         system="You are the subeditor's assistant: fix grammar, spelling and house style, and keep the\n"
                "reporter's facts and quotes as they are.",
         user="Fix: 'The council have agreed to spend less then they did last year on road's, a spokesman\n"
              "said.'"),
    dict(name="lt-sport", who="Redaktorius", cue=None, lang="lt", now=("Dabar", lt_now, "ee"),
         system="Tu padedi Klaipėdos dienraščio sporto skyriui rašyti trumpas naujienas. Rašyk aiškiai ir\n"
                "nieko nepridėk.",
         user="Parašyk 40 žodžių žinutę apie „Neptūno“ pergalę prieš „Rytą“ rezultatu 88:81."),
    dict(name="gl-culture", who="Redactora", cue=None, lang="gl", now=("Agora", gl_now, "eu"),
         system="Es o asistente da sección de cultura dun xornal da Coruña. Escribes textos curtos, claros e\n"
                "sen adxectivos de máis.",
         user="Escribe unha breve de 50 palabras sobre a reapertura do teatro Rosalía despois das obras."),
    dict(name="af-sport", who="Redakteur", cue=None, lang="af", now=("Nou", af_now, "sast"),
         system="Jy help die sportredaksie van 'n Kaapstadse koerant om kort berigte te skryf. Hou by die\n"
                "feite wat gegee word.",
         user="Skryf 'n berig van 50 woorde oor die Stormers se oorwinning van 31-17 teen die Bulls."),
    dict(name="sv-fi-culture", who="Redaktör", cue=None, lang="sv-FI", now=("Nu", sv_fi_now, "ee"),
         system="Du hjälper kulturredaktionen på en tidning i Åbo att skriva korta notiser. Skriv kort och\n"
                "sakligt.",
         user="Skriv en notis på 50 ord om att Åbo svenska teater spelar en pjäs om Tove Jansson i höst."),
]

STABLE_LINES = ["Site: coastline-gazette", "Desk: metro", "Locale: en-GB", "Model: gpt-4o",
                "Style guide: 2026 edition", "Plan: newsroom-pro", "API version: 2025-09-01",
                "Knowledge cutoff: 2024-06", "Prompt revision: 2026-02-11", "Time zone: Europe/London",
                "Build: 7c41e2d"]

# (cue, family, label, key, make, no spaces in the value, epoch rendered as a JSON number)
FIELDS: list[tuple[str, str, str, str, Callable[[Gen51, datetime], str], bool, bool]] = [
    ("datetime", "rfc3339", "Request time", "request_time", lambda g, t: rfc3339(t), True, False),
    ("datetime", "rfc3339_ms", "Context generated", "context_generated_at", lambda g, t: rfc3339(t, 3), True, False),
    ("datetime", "rfc3339_ns", "Now", "now", lambda g, t: rfc3339_ns(t, g.small(0, 1000)), True, False),
    ("datetime", "rfc3339_us", "Request received", "request_received_at", lambda g, t: rfc3339(t, 6), True, False),
    ("datetime", "http_date", "Date", "date", lambda g, t: http_date(t), False, False),
    ("datetime", "rfc850", "Date", "date", lambda g, t: rfc850(t), False, False),
    ("datetime", "asctime", "Prompt built", "prompt_built", lambda g, t: ctime(t), False, False),
    ("datetime", "dmy", "Local time", "local_time", lambda g, t: dmy(t), False, False),
    ("datetime", "windows_datetime", "System time", "system_time", lambda g, t: windows_general(t), False, False),
    ("datetime", "ap_style", "Requested", "requested", lambda g, t: ap_style(t), False, False),
    ("datetime", "brit_day_time", "Current time", "current_time", lambda g, t: brit_day_time(t), False, False),
    ("date", "iso_week", "Current week", "current_week", lambda g, t: iso_week(t), True, False),
    ("date", "long_date", "Today", "today", lambda g, t: long_date(t), False, False),
    ("datetime", "time_alone", "Time", "time", lambda g, t: hms(t), True, False),
    ("datetime", "dotted", "Server time", "server_time", lambda g, t: dotted(t), False, False),
    ("datetime", "iso_basic", "Stamp", "stamp", lambda g, t: iso_basic(t), True, False),
    ("datetime", "py_str", "Prompt assembled", "prompt_assembled", lambda g, t: py_str(t), False, False),
    ("datetime", "dotnet_roundtrip", "Timestamp", "timestamp", lambda g, t: dotnet_o(t, g.small(0, 10)), True, False),
    ("datetime", "js_tostring", "Panel opened", "panel_opened",
     lambda g, t: js_tostring(t, zone_long(t)), False, False),
    ("epoch", "epoch_s", "Unix time", "unix_time", lambda g, t: str(epoch_s(t)), True, True),
    ("epoch", "epoch_ms", "ts_ms", "ts_ms", lambda g, t: str(epoch_ms(t)), True, True),
    ("epoch", "epoch_us", "t_us", "t_us", lambda g, t: str(epoch_us(t)), True, True),
    ("epoch", "epoch_ns", "received_ns", "received_ns", lambda g, t: str(epoch_ns(t, g.small(1, 1000))), True, True),
    ("request_id", "uuid4", "Request ID", "request_id", lambda g, t: g.uuid4(), True, False),
    ("request_id", "uuid7", "Request-Id", "request_id", lambda g, t: g.uuid7(t), True, False),
    ("session_id", "ulid", "Session", "session", lambda g, t: g.ulid(t), True, False),
    ("session_id", "ksuid", "Conversation", "conversation_id", lambda g, t: g.ksuid(t), True, False),
    ("trace_id", "traceparent", "traceparent", "traceparent", lambda g, t: g.traceparent(), True, False),
    ("trace_id", "b3_single", "b3", "b3", lambda g, t: g.b3(), True, False),
    ("request_id", "hex32", "Correlation ID", "correlation_id", lambda g, t: g.hex(32), True, False),
    ("nonce", "b64url", "Nonce", "nonce", lambda g, t: g.b64url(16), True, False),
    ("token", "jwt", "Session token", "session_token", lambda g, t: g.jwt(t, "desk-user"), True, False),
    ("request_id", "base32", "Render ID", "render_id", lambda g, t: g.b32(26), True, False),
    ("session_id", "base58", "Editor session", "editor_session", lambda g, t: g.b58(22), True, False),
    ("run_id", "prefixed", "Job", "job", lambda g, t: "job_" + g.b62(16), True, False),
]

PAREN_WORD = {"datetime": "sent", "date": "sent", "request_id": "request", "session_id": "session"}

POSITIONS = ["head", "system_tail", "header_block", "last_user", "footer", "front_matter", "json_member",
             "xml_attr", "kv_bracket", "paren_user", "html_comment", "md_bullet"]
GENERATED = 48


def _moment_for(g: Gen51, body: dict[str, Any]) -> datetime:
    if body["lang"] == "en":
        pick = g.pick(["uk", "us", "au", "nz", "utc", "ie", "in"])
        return {"uk": g.uk, "us": g.us, "au": g.au, "nz": g.nz, "ie": g.ie,
                "utc": lambda: g.at(UTC), "in": lambda: g.at(IST_IN)}[pick]()
    zone = body["now"][2]
    return {"ee": g.ee, "eu": g.eu, "sast": lambda: g.at(SAST)}[zone]()


def _fits(field: tuple, position: str) -> bool:
    cue, _, _, _, _, nospace, _ = field
    if position == "kv_bracket":
        return nospace
    if position == "paren_user":
        return cue in PAREN_WORD
    return True


def _render_field(position: str, label: str, key: str, value: str, number: bool) -> str:
    if position == "front_matter":
        return f'{key}: "{value}"'
    if position == "json_member":
        return f'"{key}": {value},' if number else f'"{key}": "{value}",'
    if position == "xml_attr":
        return f'{key}="{value}"'
    if position == "kv_bracket":
        return f"{key}={value}"
    if position == "html_comment":
        return f"<!-- {label}: {value} -->"
    if position == "md_bullet":
        return f"- **{label}:** {value}"
    return f"{label}: {value}"


def _compose(position: str, body: dict[str, Any], mark: str, stable: list[str]) -> str:
    system, who, cue = body["system"], body["who"], body["cue"]
    user = f"{who}: {body['user']}"
    end = f"\n{cue}" if cue else ""
    if position == "head":
        return f"{mark}\n{system}\n\n{user}{end}"
    if position == "system_tail":
        return f"{system}\n{mark}\n\n{user}{end}"
    if position == "header_block":
        block = list(stable)
        block.insert(len(stable) // 2 + 1, mark)
        return "\n".join(block) + f"\n\n{system}\n\n{user}{end}"
    if position == "last_user":
        return f"{system}\n\n{user}\n{mark}{end}"
    if position == "footer":
        return f"{system}\n\n{user}\n\n--\n{stable[0]}\n{mark}\n"
    if position == "front_matter":
        s = [line.split(": ", 1) for line in stable[:2]]
        keys = [f"{k.lower().replace(' ', '_')}: {val}" for k, val in s]
        return f"---\n{keys[0]}\n{mark}\n{keys[1]}\n---\n{system}\n\n{user}{end}"
    if position == "json_member":
        return f'{{\n  "app": "newsroom-assist",\n  {mark}\n  "desk": "metro"\n}}\n{system}\n\n{user}{end}'
    if position == "xml_attr":
        return f'<meta app="newsroom-assist" {mark} desk="metro"/>\n{system}\n\n{user}{end}'
    if position == "kv_bracket":
        return f"[ctx app=newsroom-assist {mark} desk=metro]\n{system}\n\n{user}{end}"
    if position == "paren_user":
        return f"{system}\n\n{user} {mark}{end}"
    if position == "html_comment":
        return f"<!-- newsroom-assist template v9 -->\n{mark}\n{system}\n\n{user}{end}"
    assert position == "md_bullet"
    return f"## Context\n- **Desk:** metro\n{mark}\n- **Style guide:** 2026 edition\n\n{system}\n\n{user}{end}"


def generated_positives(g: Gen51) -> list[Draft]:
    """One field at one of twelve positions of a body; every position used four times."""
    fields = list(FIELDS)
    g.rng.shuffle(fields)
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    f_index = 0
    for k in range(GENERATED):
        position = POSITIONS[k % len(POSITIONS)]
        body = bodies[k % len(bodies)]
        t = _moment_for(g, body)
        stable = g.rng.sample(STABLE_LINES, 3)
        localized = body["lang"] != "en" and position in ("head", "system_tail", "header_block", "last_user",
                                                          "footer", "md_bullet", "html_comment") and k % 2 == 0
        if localized:
            label, fn, _ = body["now"]
            cue, family, key, value, number = "datetime", f"localized_now_{body['lang']}", "now", fn(t), False
        else:
            while not _fits(fields[f_index % len(fields)], position):
                f_index += 1
            cue, family, label, key, make, _, number = fields[f_index % len(fields)]
            f_index += 1
            value = make(g, t)
        if position == "paren_user":
            text = f"({PAREN_WORD[cue]} {value})"
        else:
            text = _render_field(position, label, key, value, number)
        draft_text = _compose(position, body, v(cue, text), stable)
        tags = ["generated", position, family, body["lang"]]
        out.append(Draft(draft_text, f"{SRC}pos:generated:{body['name']}+{family}", tags))
    return out


# --- generated negatives: one stable look-alike at the same positions ---------------------------------------------

STABLE_FIELDS: list[tuple[str, str, str, bool]] = [
    ("API version", "api_version", "2025-09-01", True),
    ("Knowledge cutoff", "knowledge_cutoff", "2024-06", True),
    ("Prompt revision", "prompt_revision", "2026-02-11", True),
    ("Style guide", "style_guide", "2026 edition", False),
    ("Site ID", "site_id", "4b2f0c1e-8d3a-4e6b-9f2a-7c5d1e0b3a94", True),
    ("Wire contract start", "wire_contract_start", "2024-07-01", True),
    ("Archive since", "archive_since", "1887", True),
    ("Time zone", "time_zone", "Europe/London", True),
    ("Taxonomy", "taxonomy", "mediatopic-2025-10", True),
    ("Results schema", "results_schema", "2026.1", True),
    ("Template revised", "template_revised", "2026-01-20", True),
    ("Agency subscriber", "agency_subscriber", "CPA-SUB-00412", True),
]


def generated_negatives(g: Gen51) -> list[Draft]:
    """The generated positives' shapes with one stable value instead of a volatile one."""
    bodies = list(BODIES)
    g.rng.shuffle(bodies)
    out: list[Draft] = []
    for k, position in enumerate(POSITIONS):
        body = bodies[(3 * k + 1) % len(bodies)]
        label, key, value, _ = STABLE_FIELDS[k % len(STABLE_FIELDS)]
        stable = g.rng.sample([s for s in STABLE_LINES if not s.startswith(label)], 3)
        if position == "paren_user":
            key, text = "staff_since", "(on the desk since 2019-03-01)"
        else:
            text = _render_field(position, label, key, value, False)
        draft_text = _compose(position, body, text, stable)
        out.append(Draft(draft_text, f"{SRC}neg:generated:{body['name']}+{key}",
                         ["hard_negative", "generated", position, key, body["lang"]]))
    return out

# --- hand-written negatives: stable look-alikes in program positions, values the user asks about ----------------

def neg(source: str, tags: list[str], text: str) -> None:
    hard = [] if "control" in tags else ["hard_negative"]
    NEG.append(Draft(text, f"{SRC}neg:{source}", [*hard, *tags]))


def _negatives_lookalikes() -> None:
    neg("cms-stable-headers", ["stable_header", "api_version", "prompt_revision"], """X-CMS-Plugin: headline-lab/3.2.0
X-CMS-Api-Version: 2024-10-01
X-Site: riverbend-courier
X-Desk: sport
X-Prompt-Revision: 2026-02-11

You are Headline Lab. Propose two headlines for the match report below, each under 60 characters.

Report: Riverbend Rovers came from two goals down to draw 2-2 with Eastfield, Tom Aziz scoring the
equaliser in the 94th minute.

Headlines:""")
    neg("template-front-matter", ["front_matter", "template_revision", "knowledge_cutoff"], """---
template: explainer-key-points
template_revision: 2025-11-03
approved: 2025-11-10 by the standards editor
knowledge_cutoff: 2024-06
desk: science
---
Write three key points for the explainer below, each under 20 words.

Explainer: Why the Atlantic hurricane season now starts earlier - the science of warmer sea surfaces.
Key points:""")
    neg("llama3-cutoff-only", ["chat_template", "llama3", "knowledge_cutoff"], """<|begin_of_text|><|start_header_id|>system<|end_header_id|>

Cutting Knowledge Date: December 2023

You are the copy desk assistant of the Meridian Post. Fix grammar and house style only.<|eot_id|><|start_header_id|>user<|end_header_id|>

Fix: "Less people voted in the by-election then in 2021, with turnout at 31 per cent."<|eot_id|>
<|start_header_id|>assistant<|end_header_id|>""")
    neg("chatml-policy-dates", ["chat_template", "chatml", "policy_effective_date"], """<|im_start|>system
You are the standards assistant of the Northgate Examiner. Our corrections policy (effective
2025-09-01, revised 2026-01-15) says corrections go at the foot of the article, dated, and the
headline is changed only if it was wrong.<|im_end|>
<|im_start|>user
We got a councillor's party wrong in a caption. Does the headline need to change?<|im_end|>
<|im_start|>assistant
""")
    neg("desk-xml-attrs", ["xml_attr", "desk_since", "time_zone"], """<desk id="metro" tz="Europe/London" since="2019-03-01" head="A. Kowalski"/>
You are the metro desk's assistant. Suggest a follow-up angle for the story below that we could
report tomorrow.

Story: Residents of Clement Street say the council has ignored damp in 40 council flats for two years.
Angle:""")
    neg("json-api-version", ["json_inline", "api_version", "time_zone"], """{"api_version":"2025-01-15","site":"karoo-courier","tz":"Africa/Johannesburg","desk":"news"}
Write a 30-word news brief from the notes. Notes: Graaff-Reinet municipality restores water to the
eastern suburbs after a 3-day outage; residents asked to boil water until Friday.
Brief:""")
    neg("html-template-revision", ["html_comment", "template_revision"], """<!-- newsletter template v14, revised 2026-02-02 by audience team -->
<!-- section order: lead, three briefs, one read, sign-off -->
Write the sign-off line of the newsletter: warm, one sentence, mention that we are back on Monday.
Sign-off:""")
    neg("liveblog-md-table", ["md_table", "liveblog_record"], """| Field       | Value                                |
|-------------|--------------------------------------|
| Live blog   | lb-7731                              |
| Title       | Storm Imogen: live updates           |
| Opened      | 2026-01-19 06:00 GMT (by the desk)   |
| Desk        | national                             |

The live blog has been running since Monday morning. Write a two-sentence summary of what the storm
has done so far from the key events: 06:10 waves over Aberystwyth prom; 07:20 car washed into the
harbour; 11:45 A487 closed at Llanrhystud; 15:30 2,400 homes without power.
Summary:""")
    neg("feed-env-stable", ["key_value_lines", "schema_version", "contract_start"], """FEED_SCHEMA=ninjs-2.1
AGENCY=continental-press
AGENCY_CONTRACT_START=2024-07-01
AGENCY_SUBSCRIBER=CPA-SUB-00412
Summarise what our agency subscription covers, from the notes: text, pictures and video for the
UK and Ireland; no archive access before 2010; 24/7 advisories.
Summary:""")
    neg("footer-prompt-revision", ["footer", "prompt_revision"], """You write one-line teasers for the homepage of the Ashworth Chronicle from the story's first
paragraph. At most 15 words, no question marks.

Paragraph: A 14-year-old from Ashworth has been named Young Scientist of the Year for a cheap test
that finds lead in tap water.

--
Teaser prompt revision 2026-03-02
Standards desk""")
    neg("stable-securedrop", ["stable_header", "source_codename"], """Desk: investigations
Secure inbox: SecureDrop (instance lantern-news)
Source codename: tidal-orchard-quartz
Source first contact: 2025-11-28

You help the investigations editor keep track of a long-running source. From the notes, list what the
source has given us so far and what is still missing.

Notes: invoice batch from the water company (Dec), two internal e-mails (Jan), a promised board
minute that has not arrived.
List:""")
    neg("slovenian-member-since", ["localized_stable", "member_since", "slovenian", "non_english"], """Urednik: Marko Zupan
V redakciji od: 1. marca 2019
Oddelek: gospodarstvo
Si pomočnik gospodarske rubrike časnika Primorski glas. Odgovarjaš kratko in navedeš vir.

Uporabnik: Razloži, kaj pomeni, da je Luka Koper lani pretovorila 23 milijonov ton tovora.""")
    neg("mistral-stable-only", ["chat_template", "mistral", "style_guide_edition"], """<s>[INST] You follow the Kestrel Evening Post style guide (2026 edition, section 5 on numbers).
Rewrite: "The fire destroyed 3 houses and 12 cars, causing fifteen thousand pounds of damage." [/INST]""")
    neg("bullets-campaign-dates", ["md_bullets", "election_date_stable"], """## Election desk settings
- **Election:** county council, 7 May 2026
- **Count starts:** 8 May 2026, 09:00
- **Results schema:** 2026.1
- **Desk lead:** P. Achebe

Write the standfirst for our results page before any results are in: one sentence saying when counting
starts and where readers can follow it.
Standfirst:""")
    neg("control-plain-1", ["control", "plain"], """You are the subeditor's assistant. Fix spelling and grammar only.

Reporter: Fix: "The mayor said she was dissapointed with the the result."
Fixed:""")
    neg("control-plain-2", ["control", "plain"], """You write crossword clues for the Sunday Lantern.

Puzzles editor: Give me a cryptic clue for HARBOUR.
Clue:""")


def _negatives_asked() -> None:
    neg("ulid-question", ["id_in_question", "ulid"], """Our CMS error page said "draft 01KP61GYAMBWX9RBGVFN58WV0F could not be saved". What time is encoded in
that id, in London time? I want to know whether it was my save or my colleague's at 14:05.""")
    neg("snowflake-question", ["id_in_question", "snowflake"], """A reader says we quoted a deleted post. The link was x.com/cllr_hale/status/2043389647650454577. Can
you work out from the id when that post was made?""")
    neg("jwt-preview-question", ["id_in_question", "jwt"], """The preview link for tomorrow's splash stopped working. It ends with
?token=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdG9yeSI6InNwbGFzaC0wNDE0IiwiaWF0IjoxNzc2MTcxNjAwLCJleHAiOjE3NzYxNzUyMDB9.Zk3q9w2LmN8pR4tV6xY0aB2cD4eF6gH8iJ0kL2mN4oP
What do the claims say, and is the token expired?""")
    neg("uuid7-version-question", ["id_in_question", "uuid7"], """Our CMS gives each story version a UUIDv7. Version 019d8dd0-c290-7d2e-9b3a-5e6f7a8b9c0d is the one
that went out with the wrong headline. How do I read the timestamp out of it?""")
    neg("user-typed-clock", ["user_typed_clock", "times_in_content"], """It's 22:40 here in Vilnius and the polls closed at 20:00. The commission says the first results
come "within three hours of close". When should I tell the night editor to expect them, in London time?""")
    neg("relative-times", ["relative_time"], """The push alert went out 12 minutes ago and the story page has had 40,000 views since; the one before
it, three hours ago, had 18,000 in its first hour. Is this alert doing better or worse?""")
    neg("few-shot-datelines", ["few_shot", "example_date"], """Format the dateline in our style.

Example: "london, 14 april (cpa)" -> "LONDON, April 14 (CPA) -"
Example: "kyiv 3/5 bnw" -> "KYIV, March 5 (BNW) -"

Input: "addis ababa, 22 june, nsa"
Output:""")
    neg("unrendered-push-template", ["unrendered_template", "code"], """Why does our push alert template print the placeholders literally instead of the time?

"{{ now | date('HH:mm') }} - {{ headline }} (ref {{ request_id }})"

It's a Jinja2 template rendered by our push service.""")
    neg("embargo-arithmetic", ["embargo_arithmetic", "times_in_content"], """The report is embargoed until 00:01 BST on Thursday 16 April 2026. What time is that in Almaty,
in Addis Ababa and in Los Angeles, and which of those is still Wednesday?""")
    neg("exercise-sentence", ["exercise", "dates_in_content"], """Translate into Lithuanian for our style test: "The results were declared at 03:14 on 8 May 2026, and
the turnout was 61.4%.\"""")
    neg("iso-week-planning", ["iso_week", "dates_in_content"], """Our investigations team plans in ISO weeks. The water series runs from 2026-W20 to 2026-W22, with
the main piece in 2026-W21. Which calendar dates is that, and does it clash with the 25 May bank
holiday?""")
    neg("epoch-question", ["id_in_question", "epoch"], """The ingest log has received_ms=1776172325123 for the late agency item. Convert it to UTC and to
Johannesburg time, please.""")
    neg("traceparent-question", ["id_in_question", "traceparent"], """What does each part of this header from our CMS logs mean, and which part should I search for in the
tracing tool?

traceparent: 00-3f2a9c1e7b5d4a8e9f0c1b2a3d4e5f60-7a8b9c0d1e2f3a4b-01""")

# --- pasted blocks: material the user pastes, forwards or quotes and asks about -----------------------------------

BLOCKS: list[tuple[str, list[str], str, str, str]] = [
    ("wire-story-embargo", ["wire_story", "dateline", "embargo"],
     """EMBARGOED UNTIL 00:01 BST THURSDAY 16 APRIL 2026

LONDON, April 15 (CPA) - One in five hospital trusts in England missed their cancer treatment
target in every month of the past year, an analysis by the King's Institute published on Thursday
found. The report, based on NHS data from April 2025 to March 2026, says waits were longest in the
South West.

(Reporting by Hannah Obi; editing by Mark Reyes)
CPA-1547-0415 VERSION 2 15/04/2026 17:42""",
     "Can we publish this at 11pm tonight if we hold it off the homepage?",
     "Agency copy that just moved"),
    ("ninjs-item", ["ninjs", "json", "versioncreated"],
     """{
  "uri": "http://cpa.example/item/cpa-4d81q",
  "versioncreated": "2026-04-14T09:12:44Z",
  "firstcreated": "2026-04-14T08:57:03Z",
  "version": "4",
  "pubstatus": "usable",
  "urgency": 2,
  "headline": "Central bank holds rates at 4.25%",
  "located": "Frankfurt",
  "byline": "Ines Vogel"
}""",
     "This item is version 4 - how long after the first version did it move, and what does urgency 2 mean?",
     "Here's the ninjs for the rates story"),
    ("nitf-item", ["nitf", "xml", "date_issue"],
     """<nitf>
  <head>
    <title>Dockers vote to strike at Tilbury</title>
    <docdata>
      <doc-id id-string="CPA-20260413-0771"/>
      <date.issue norm="20260413T154500Z"/>
      <date.release norm="20260413T180000Z"/>
      <du-key generation="3" key="DOCKS-STRIKE"/>
    </docdata>
  </head>
  <body>
    <body.head><dateline>TILBURY, England, April 13</dateline></body.head>
    <body.content><p>Dockers at the Port of Tilbury voted by 87% to strike over pay...</p></body.content>
  </body>
</nitf>""",
     "Why does our importer publish this at 18:00 and not at 15:45? Which element is it reading?",
     "The NITF file from the feed"),
    ("agency-advisory", ["advisory", "kill", "times_in_content"],
     """ADVISORY  CPA  14 April 2026 22:51 GMT
WITHDRAWAL - "MP-EXPENSES" (CPA-1402-0388), moved at 21:17 GMT.
The story is withdrawn. A substitute story will not move.
Editors who have used the story are asked to remove it. Ends.""",
     "We published this at 21:30 and took it down at 23:05. How long was it up, and do we need a note?",
     "Advisory from the agency"),
    ("correction-notice", ["correction", "published_dates"],
     """Correction: An earlier version of this article, published on 12 April 2026 at 08:30, said the
Marsh Lane scheme would include 40 affordable homes. The planning application, validated on
3 February 2026, proposes 14. This was corrected on 13 April 2026 at 10:15.""",
     "Does this note follow the usual style? Our rule is that the note gives the date of the correction only.",
     "Our correction as it stands"),
    ("liveblog-entries", ["liveblog", "entry_times"],
     """15:47 BST  Police confirm the A38 is now fully reopened in both directions.
15:12 BST  The lorry has been lifted on to a recovery vehicle.
14:30 BST  Traffic is queuing back to junction 8; drivers told to expect 45-minute delays.
13:55 BST  Crash involving a lorry and two cars closes the A38 southbound near Lydiate Ash.""",
     "Write the 'What we know' box from these entries, oldest first.",
     "Live blog entries so far"),
    ("quoted-posts", ["social_posts", "post_ids", "post_times"],
     """@cllr_hale · Apr 13, 2026, 9:14 PM
The Marsh Lane decision was taken properly and I declared everything I had to.
https://x.com/cllr_hale/status/2043784881110678577

@ashworth_residents · Apr 13, 2026, 9:40 PM
Then why was the declaration added 8 days later?
https://x.com/ashworth_residents/status/2043791369698966577""",
     "Can we quote both posts in the story, and how should we time-stamp them in the copy?",
     "The posts we want to embed"),
    ("exiftool-output", ["exif", "iptc", "capture_time"],
     """ExifTool Version Number         : 13.10
File Name                       : EM_0413_0142.jpg
Date/Time Original              : 2026:04:13 16:42:07
Offset Time Original            : +01:00
Create Date                     : 2026:04:13 16:42:07
Modify Date                     : 2026:04:13 17:05:55
Camera Model Name               : NIKON Z 9
By-line                         : Sam Oduya
Caption-Abstract                : Sandbags outside Eastmoor fire station
Software                        : Adobe Photoshop 27.4""",
     "Was this edited after it was taken, and can we still call it unedited in the caption?",
     "exiftool output for the sandbags picture"),
    ("version-history", ["cms_history", "revision_ids", "timestamps"],
     """Revision  Saved                 By         Note
r42       2026-04-14 21:37:12   jtorres    changed age, added bail
r41       2026-04-14 21:04:55   mkhan      first web version
r40       2026-04-14 20:51:30   mkhan      draft
Published: r41 at 21:06:02; r42 at 21:38:40""",
     "How long was the wrong age live on the site?",
     "Version history from the CMS"),
    ("source-email", ["email", "date_header", "message_id"],
     """From: Dana Whitlock <dana.whitlock@mail.example>
To: newsdesk@ashworth-chronicle.example
Date: Mon, 13 Apr 2026 23:48:10 +0100
Message-ID: <CAK7x2p9Lm3Qw8Vz@mail.example>
Subject: Marsh Lane - the register

I work at the council. The register entry you asked about was created on 21 March, not 13 March. I
can show you the audit log but I can't be named.""",
     "How should we treat this tip, and what do we need before we can use the 21 March date?",
     "Tip that came in last night"),
    ("press-release", ["press_release", "embargo", "dates"],
     """FOR IMMEDIATE RELEASE
Embargoed until 06:00 GMT, Tuesday 21 April 2026

Harbourside Trust announces GBP 12m restoration of the Victoria Dock cranes

BRISTOL, 20 April 2026 - The Harbourside Trust will restore the four 1930s cranes at Victoria Dock
by summer 2028, it said today. Work starts on 1 June 2026.

Media contact: press@harbourside.example, +44 117 496 0123""",
     "Rewrite this as a 120-word news story and tell me what we should ask the trust.",
     "Press release from the trust"),
    ("results-printout", ["results", "reporting_as_of", "aligned_columns"],
     """COUNTY BOARD DISTRICT 4 - UNOFFICIAL RESULTS
Precincts reporting: 31 of 31 (100.00%)   Last updated: 05/06/2026 11:42 PM CDT
CANDIDATE            VOTES     PCT
Hanna Berg           6,112    52.30%
Tom Osei             5,574    47.70%
Write-in                 0     0.00%""",
     "Is this enough to call the race, and what do we say about it being unofficial?",
     "Printout from the county site"),
    ("mos-rolist", ["mos", "xml", "message_id", "debug"],
     """<mos>
  <mosID>scriptwriter.ai.mos</mosID>
  <ncsID>NRCS-RADIO-2</ncsID>
  <messageID>48811</messageID>
  <roAck>
    <roID>RO-1300-BULLETIN</roID>
    <roStatus>NACK: story FLOODS-WORCS locked by user kpatel</roStatus>
  </roAck>
</mos>""",
     "Our plug-in keeps getting this back. What does it mean and who has to do what?",
     "MOS message from the newsroom system"),
    ("push-log", ["push_log", "send_times", "alert_ids"],
     """alert_id     sent_at (UTC)         audience      delivered   opened
pa_88213     2026-04-14 07:02:11   breaking-uk   1,904,221   6.1%
pa_88230     2026-04-14 09:45:03   breaking-uk   1,903,870   4.4%
pa_88247     2026-04-14 12:18:40   breaking-uk   1,902,955   7.9%""",
     "Which alert did best, and is the difference big enough to mean anything?",
     "Today's push log"),
    ("newsletter-export", ["csv", "send_time", "newsletter"],
     """issue,send_time,recipients,opens,clicks
morning-2026-04-10,2026-04-10T06:00:00+01:00,81214,41.2%,6.8%
morning-2026-04-13,2026-04-13T06:00:00+01:00,81377,43.9%,7.4%
morning-2026-04-14,2026-04-14T06:00:00+01:00,81402,39.6%,5.1%""",
     "Why might Tuesday's issue have done worse? Give me three things to check.",
     "Newsletter export"),
    ("analytics-csv", ["csv", "timestamp_column", "analytics"],
     """timestamp,page,concurrents,engaged_s
2026-04-14T12:00:00Z,/news/council-tax-rise,1204,41
2026-04-14T12:05:00Z,/news/council-tax-rise,1381,44
2026-04-14T12:10:00Z,/news/council-tax-rise,2210,52
2026-04-14T12:15:00Z,/news/council-tax-rise,2030,49""",
     "What happened at 12:10? The push alert went out at 12:08.",
     "Five-minute export from the dashboard"),
    ("fact-box-timeline", ["timeline", "dates"],
     """Timeline: the Marsh Lane scheme
3 Feb 2026   Application validated by the council
13 Mar 2026  Planning committee approves the scheme, 7-5
21 Mar 2026  Cllr Hale's interest added to the register
13 Apr 2026  Residents' group calls for an inquiry""",
     "Is this timeline consistent with the tip that says the register entry was made eight days after the vote?",
     "The fact box"),
    ("claimreview-jsonld", ["json_ld", "claimreview", "date_published"],
     """{
  "@context": "https://schema.org",
  "@type": "ClaimReview",
  "datePublished": "2026-04-09",
  "url": "https://veritas.example/checks/petrol-prices-2019",
  "claimReviewed": "Petrol is now cheaper than it was in 2019.",
  "itemReviewed": {"@type": "Claim", "datePublished": "2026-04-03", "author": {"@type": "Organization", "name": "Drive Smart UK"}},
  "reviewRating": {"@type": "Rating", "ratingValue": 1, "bestRating": 5, "alternateName": "False"}
}""",
     "Google isn't showing our rating. Is anything wrong with this markup?",
     "Markup on the fact-check page"),
    ("rundown-printout", ["rundown", "back_times", "durations"],
     """RADIO SEVERN  13:00 BULLETIN  14/04/2026   PRINTED 12:41
PG  SLUG           DUR   BACK
01  HEADLINES      0:20  12:57:00
02  FLOODS-WORCS   0:45  12:57:20
03  NHS-STRIKE     0:30  12:58:05
04  COUNCIL-TAX    0:50  12:58:35
05  SPORT          0:40  12:59:25
06  WEATHER        0:15  13:00:05""",
     "We're five seconds over. What's the smallest cut that gets us out on time?",
     "Printed rundown"),
    ("syndication-clause", ["contract", "dates", "syndication"],
     """7. Term and territory
7.1 This agreement starts on 1 July 2024 and runs until 30 June 2027.
7.2 The Partner may publish Licensed Content in the United Kingdom only, no earlier than 60 minutes
after first publication by the Publisher, and must remove it within 30 days of a written request.""",
     "Can the partner run our 09:00 story at 09:45?",
     "Clause from the syndication contract"),
    ("archive-record", ["archive", "publication_dates", "archive_ids"],
     """Archive record CR-1987-0312-04
Title: Gasholder to close as town switches to North Sea gas
Published: Courier, 12 March 1987, page 1
Photographer: D. Marsh (staff)
Rights: staff copyright; print and web OK; third-party licensing allowed
Digitised: 2011-06-22, batch DIG-0418""",
     "Can we license this photo to a book publisher, and who holds the copyright?",
     "Our archive record"),
    ("cms-api-response", ["api_response", "json", "id_first", "created_at"],
     """{
  "id": "st_01KP6W6X2G5EF4T73T7XF8P3BC",
  "created_at": "2026-04-14T20:51:30Z",
  "updated_at": "2026-04-14T21:37:12Z",
  "status": "published",
  "slug": "driver-arrested-bail",
  "revision": 42,
  "lock": {"user": "jtorres", "since": "2026-04-14T21:35:02Z"}
}""",
     "Why can't I edit this story? The API says 423 Locked.",
     "API response for the story"),
    ("webhook-debug", ["webhook", "signature", "debug"],
     """POST /hooks/cms HTTP/1.1
webhook-id: msg_2wQ8fJ1kLm9pX3rT
webhook-timestamp: 1776194412
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pw0=
content-type: application/json

{"type":"story.published","data":{"id":"st_8812","slug":"harbour-mines"}}""",
     "Our receiver rejects this as 'timestamp too old'. How do we check whether it's our clock or theirs?",
     "Delivery our receiver rejected"),
    ("ingest-log", ["logfmt", "log", "ingest"],
     """ts=2026-04-14T09:12:44.102Z level=info msg="item received" feed=cpa-text item=cpa-4d81q version=4
ts=2026-04-14T09:12:44.388Z level=warn msg="embargo in past, publishing" item=cpa-4d81q embargo=2026-04-14T09:00:00Z
ts=2026-04-14T09:12:45.011Z level=info msg="published" item=cpa-4d81q story=st_9921""",
     "Is it a problem that the embargo was in the past? Should the importer have held it?",
     "Ingest log lines"),
    ("wire-api-429", ["http_response", "rate_limit", "date_header"],
     """HTTP/1.1 429 Too Many Requests
Date: Tue, 14 Apr 2026 09:13:05 GMT
Content-Type: application/json
X-Request-Id: 7f1c2a9e4b3d5f60a8e9c1b2d3f4a5b6
RateLimit-Limit: 120
RateLimit-Remaining: 0
RateLimit-Reset: 55

{"error":"rate_limited","detail":"120 requests per minute per key"}""",
     "How long should our poller wait, and how often can we poll without hitting this?",
     "Response from the agency API"),
    ("reader-complaint-letter", ["letter", "dates", "complaint"],
     """14 April 2026

Dear Editor,

Your article of 11 April, "Care home fined after inspection", said the fine was GBP 40,000. The
inspection report published on 9 April says GBP 4,000. My mother has lived there since 2021 and the
article has frightened her.

Yours faithfully,
Margaret Doyle""",
     "Draft a reply from the readers' editor. The correction went up on 13 April.",
     "Letter from a reader"),
    ("agency-caption", ["photo_caption", "dates", "photo_ids"],
     """CPA PHOTO  CPA-P-20260413-2291
Residents fill sandbags outside the fire station in Eastmoor, England, April 13, 2026, as the River
Wend rises. REUSE RESTRICTED: editorial use only. (Photo by Sam Oduya/CPA)
Transmitted 13/04/2026 17:20 GMT""",
     "Rewrite the caption in our style (British dates, no 'England' for UK towns).",
     "Agency caption"),
    ("desk-chat-export", ["chat_export", "timestamps"],
     """[2026-04-14 21:02] mkhan: first web version going up now
[2026-04-14 21:29] jtorres: police say he's 43 not 34, and he's been bailed
[2026-04-14 21:31] mkhan: can you fix it, I'm on the splash
[2026-04-14 21:38] jtorres: done, r42""",
     "Do we need a correction note, or was this a normal update?",
     "From the desk chat"),
    ("corrections-log-md", ["md_table", "corrections_log", "dates"],
     """| Date       | Story                      | Error                | Fixed      |
|------------|----------------------------|----------------------|------------|
| 2026-04-02 | Varden profit warning      | wrong share price    | 2026-04-02 |
| 2026-04-09 | Cup draw                   | misspelt club name   | 2026-04-10 |
| 2026-04-12 | Care home fine             | GBP 40,000 not 4,000 | 2026-04-13 |""",
     "What's our average time to fix, in days?",
     "Corrections log for April"),
    ("podcast-rss-item", ["rss", "pubdate", "guid"],
     """<item>
  <title>The Coastline: fire season starts early</title>
  <pubDate>Tue, 14 Apr 2026 11:00:00 GMT</pubDate>
  <guid isPermaLink="false">coastline-2026-104-7f3a</guid>
  <enclosure url="https://cdn.coastline.example/ep104.mp3" length="28311456" type="audio/mpeg"/>
  <itunes:duration>00:23:35</itunes:duration>
</item>""",
     "Apple shows this episode as published at 4am. Why?",
     "Our RSS item"),
    ("lt-wire-item", ["wire_story", "lithuanian", "non_english", "dateline"],
     """VILNIUS, balandžio 14 d. (BNW). Seimas antradienį pritarė Vilniaus vakarinio aplinkkelio
pratęsimui. Darbai turėtų prasidėti 2026 m. rugsėjo 1 d. ir baigtis iki 2028 m. pabaigos.
BNW-LT-0414-0092 2026-04-14 11:37""",
     "Translate this into English for our Baltic briefing and keep the dateline.",
     "Lithuanian agency item"),
    ("sl-correction", ["correction", "slovenian", "non_english"],
     """Popravek: V članku »Obalna cesta zaprta do četrtka«, objavljenem 13. aprila 2026 ob 9.20, smo
napačno zapisali, da bo cesta med Koprom in Izolo odprta v sredo. Pravilno je v četrtek, 16. aprila.
Za napako se opravičujemo.""",
     "Is this correction clear? Translate it into English too.",
     "Slovenian correction from our sister paper"),
    ("gl-press-release", ["press_release", "galician", "non_english", "dates"],
     """NOTA DE PRENSA - Concello de Cangas
Cangas, 14 de abril de 2026. O Concello de Cangas abrirá o novo paseo marítimo de Rodeira o
venres 24 de abril ás 12:00, tras oito meses de obras cun custo de 1,2 millóns de euros.""",
     "Turn this into a 60-word brief in English.",
     "Press release in Galician"),
    ("af-reader-letter", ["letter", "afrikaans", "non_english", "dates"],
     """Geagte Redakteur
Op 11 April het julle berig dat die Bloemfontein-mark om 13:10 aan die brand geslaan het. Ek was
daar: die rook was al om 12:40 sigbaar. Kan julle dit regstel?
Groete, Pieter Botha, Universitas""",
     "Should we correct the time, and what should we check first?",
     "Reader's letter in Afrikaans"),
    ("bg-results-table", ["results", "bulgarian", "non_english", "cyrillic"],
     """Резултати, Пловдив, към 23:40 ч. на 14.04.2026 г.
Обработени протоколи: 87,4%
Партия А - 31,2%
Партия Б - 27,9%
Партия В - 14,6%""",
     "Summarise this in English for our live page and say how much is still to count.",
     "Bulgarian results screen"),
    ("sv-fi-newsletter-email", ["email", "finland_swedish", "non_english", "date_header"],
     """Från: Redaktionen <nyhetsbrev@osterbottens-tidning.example>
Datum: tisdag 14 april 2026 06:00
Ämne: Morgonbrevet: Vasa sparar i skolnätet

God morgon! Vasa stad sparar 4 miljoner euro i skolnätet. Kvarkenbron stängs i natt kl. 22-05.""",
     "Is the subject line too long for mobile, and how would you shorten it?",
     "Finland-Swedish newsletter"),
    ("c2pa-dump", ["c2pa", "json", "manifest_times"],
     """{
  "active_manifest": "urn:c2pa:6f0e2b1a-3d4c-4e5f-8a9b-0c1d2e3f4a5b",
  "claim_generator": "Adobe Photoshop 27.4",
  "signature_info": {"issuer": "Adobe Inc.", "time": "2026-04-13T16:06:01+00:00"},
  "assertions": [
    {"label": "c2pa.actions", "data": {"actions": [{"action": "c2pa.opened", "when": "2026-04-13T15:42:07Z"},
                                                   {"action": "c2pa.color_adjustments", "when": "2026-04-13T16:05:55Z"}]}}
  ]
}""",
     "Does colour adjustment count as editing under our picture policy, and when was it done?",
     "Content credentials dump"),
    ("factcheck-worksheet", ["worksheet", "access_dates", "sources"],
     """Claim: "A single wind turbine kills 4,000 birds a year."
First seen: Facebook, 2026-04-11 19:02, page "Coastal Truths" (12k shares)
Sources checked:
- RSPB review of turbine collisions, accessed 2026-04-13
- BTO study 2024, accessed 2026-04-13
- Developer's monitoring report 2025, accessed 2026-04-14
Status: in progress (reviewer A. Lind)""",
     "What's missing before we can publish a rating?",
     "Fact-check worksheet"),
    ("rights-expiry-notice", ["rights", "expiry", "dates"],
     """Rights expiry notice
Asset: photo 2019-0614-PR-221 (J. Lindgren)
Licence ends: 30 June 2027
Stories using it: 14 (oldest 14 June 2019, newest 2 March 2026)
Action after expiry: unpublish or replace in all 14""",
     "Which stories should we replace first, and do we have to act before the end date?",
     "Notice from the rights system"),
    ("story-budget-list", ["budget", "slot_times"],
     """TUESDAY BUDGET - NEWS
16:30  TRANSIT-TALKS   Okafor     600w   photo booked
17:15  SCHOOL-MEALS    Lindqvist  900w   graphic
17:45  CRANE-FOLLOW    Mendes     450w
TBC    MAYOR-INT       Barros     video  awaiting edit""",
     "Which of these can slip to tomorrow without losing news value?",
     "Today's budget"),
]

PLACEMENTS = ["after", "before", "intro_runon", "typed_under", "quoted", "fence", "earlier_turn",
              "system_user", "both_sides", "forwarded", "other_lang", "chatml_user"]
SYSTEM_DESK = ("You are the newsroom assistant of the Ashworth Chronicle. Answer precisely, and say when the "
               "material is not enough to decide.")
OTHER_LANG = ["Vai vari to paskaidrot arī latviski?", "¿Me lo explicas también en gallego?",
              "Kan jy dit ook in Afrikaans verduidelik?", "Mund ta e shpjegosh edhe shqip?"]


def _place(k: int, placement: str, block: str, ask: str, intro: str) -> str:
    if placement == "after":
        return f"{block}\n\n{ask}"
    if placement == "before":
        return f"{ask}\n\n{block}"
    if placement == "intro_runon":
        return f"{intro}: {block}\n\n{ask}"
    if placement == "typed_under":
        return f"{block}\n{ask}"
    if placement == "quoted":
        quoted = "\n".join("> " + line if line else ">" for line in block.split("\n"))
        return f"{intro}:\n\n{quoted}\n\n{ask}"
    if placement == "fence":
        return f"{ask}\n\n```\n{block}\n```"
    if placement == "earlier_turn":
        return (f"User: {intro}:\n\n{block}\nAssistant: Got it. What do you need?\n"
                f"User: {ask}\nAssistant:")
    if placement == "system_user":
        return f"{SYSTEM_DESK}\n\nUser: {ask}\n\n{block}\nAssistant:"
    if placement == "both_sides":
        return f"{ask}\n\n{block}\n\nAnd is there anything else in it we should check before we publish?"
    if placement == "forwarded":
        return f"{ask}\n\n---------- Forwarded message ---------\n{block}"
    if placement == "other_lang":
        return f"{block}\n\n{ask} {OTHER_LANG[k % len(OTHER_LANG)]}"
    assert placement == "chatml_user"
    return (f"<|im_start|>system\n{SYSTEM_DESK}<|im_end|>\n<|im_start|>user\n{ask}\n\n{block}<|im_end|>\n"
            f"<|im_start|>assistant\n")


def _negatives_pasted() -> None:
    for k, (source, tags, block, ask, intro) in enumerate(BLOCKS):
        for step in (0, 4, 8):
            placement = PLACEMENTS[(k + step) % len(PLACEMENTS)]
            text = _place(k, placement, block, ask, intro)
            NEG.append(Draft(text, f"{SRC}neg:pasted:{source}", ["hard_negative", "pasted", placement, *tags]))


# --- assembly -----------------------------------------------------------------------------------------------------

def build(seed: int = SEED) -> list[dict[str, Any]]:
    """Every case, positives first, in a fixed order."""
    g = Gen51(seed)
    positives = [fn(g) for fn in POS] + generated_positives(g)
    NEG.clear()
    _negatives_lookalikes()
    _negatives_asked()
    _negatives_pasted()
    negatives = list(NEG) + generated_negatives(g)
    return make_holdout.assemble("hold51", positives, negatives, source=SRC, strict=True)


def main(argv: list[str] | None = None) -> int:
    return make_holdout.write(OUT, build())


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
